//! Fuzz target: arbitrary text through the IR reader. Whatever the input, `parse`,
//! `verify` and `print_module` must not panic; `verify_parsed` (which skips the rules the
//! parser enforces) must find exactly what `verify` finds on every module the parser
//! returns; and a module that parses and verifies cleanly must print as text that parses
//! and verifies again and prints the same (the printer's output is a fixed point). Any
//! panic or failed assertion is a crash.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The reader takes text; other byte strings are rejected before parsing (by the driver).
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(module) = rllc_ir::parse(src) else {
        return;
    };
    let problems = rllc_ir::verify(&module);
    // A difference means the parser lets through something `verify_parsed` trusts it to
    // have rejected.
    let quick = rllc_ir::verify_parsed(&module);
    let found = |ds: &[rllc_ir::Diagnostic]| ds.iter().map(|d| (d.offset, d.message.clone())).collect::<Vec<_>>();
    assert!(
        found(&quick) == found(&problems),
        "verify_parsed and verify disagree\n--- input ---\n{src}\n--- verify ---\n{:?}\n--- verify_parsed ---\n{:?}",
        found(&problems),
        found(&quick)
    );
    // The printer must cope with any module the parser builds, verified or not.
    let printed = rllc_ir::print_module(&module);
    if !problems.is_empty() {
        return;
    }
    let reparsed = match rllc_ir::parse(&printed) {
        Ok(m) => m,
        Err(d) => panic!(
            "the printed module does not parse again:\n{}\n--- input ---\n{src}\n--- printed ---\n{printed}",
            d.render("printed.ll", &printed)
        ),
    };
    let again = rllc_ir::verify(&reparsed);
    if let Some(d) = again.first() {
        panic!(
            "the printed module does not verify again:\n{}\n--- input ---\n{src}\n--- printed ---\n{printed}",
            d.render("printed.ll", &printed)
        );
    }
    let printed_again = rllc_ir::print_module(&reparsed);
    assert!(
        printed_again == printed,
        "printing is not a fixed point\n--- input ---\n{src}\n--- printed ---\n{printed}\n--- printed again ---\n{printed_again}"
    );
});
