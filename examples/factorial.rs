//! Using rllc as a library, as a language frontend would: build a module in memory with
//! the IR builder, verify it, and compile it to an object file in one call.
//!
//!     cargo run --release --example factorial -- factorial.o
//!     gcc factorial.o -o factorial && ./factorial; echo $?     # prints 120
//!
//! The module holds `i64 @factorial(i64 %n)` (a loop with phis) and `i32 @main()`, which
//! returns `factorial(5)`.

use rllc::ir::inst::IntPred;
use rllc::ir::module::Linkage;
use rllc::ir::types::TypeTable;
use rllc::ir::{Module, Value};
use rllc::{FileType, Options};

/// The module, built instruction by instruction.
pub fn factorial_module() -> Module {
    // The triple's data layout comes with it (struct layouts then agree with C).
    let mut m = Module::for_target("x86_64-unknown-linux-gnu");
    let i64t = TypeTable::I64;
    let fact_ty = m.types.function(i64t, &[i64t], false);
    let fact = m.declare_function("factorial", fact_ty, Linkage::External);
    let one = m.const_int(i64t, 1);
    {
        let mut b = m.build(fact);
        let (entry, lp, done) = (b.block(Some("entry")), b.block(Some("loop")), b.block(Some("done")));
        b.switch_to(entry);
        let n = b.param(0);
        b.br(lp);
        b.switch_to(lp);
        // acc and i start at 1; each round acc *= i, i += 1, until i > n.
        let acc = b.phi(i64t, &[(Value::Const(one), entry)]);
        let i = b.phi(i64t, &[(Value::Const(one), entry)]);
        let acc_next = b.mul(acc, i);
        let i_next = b.add(i, Value::Const(one));
        b.add_incoming(acc, acc_next, lp);
        b.add_incoming(i, i_next, lp);
        let more = b.icmp(IntPred::Sle, i_next, n);
        b.cond_br(more, lp, done);
        b.switch_to(done);
        b.ret(Some(acc_next));
    }
    let main_ty = m.types.function(TypeTable::I32, &[], false);
    let main = m.declare_function("main", main_ty, Linkage::External);
    let five = m.const_int(i64t, 5);
    {
        let mut b = m.build(main);
        let entry = b.block(Some("entry"));
        b.switch_to(entry);
        let r = b.call(fact, &[Value::Const(five)]);
        let r32 = b.cast(rllc::ir::inst::CastOp::Trunc, r, TypeTable::I32);
        b.ret(Some(r32));
    }
    m
}

fn main() {
    let out = std::env::args().nth(1).unwrap_or_else(|| "factorial.o".into());
    let m = factorial_module();
    let problems = rllc::ir::verify(&m);
    if !problems.is_empty() {
        for p in &problems {
            eprintln!("verifier: {}", p.message);
        }
        std::process::exit(1);
    }
    let options = Options { file_type: FileType::Obj, ..Options::default() };
    match rllc::compile(&m, &options) {
        Ok(object) => std::fs::write(&out, object.bytes).expect("cannot write the object file"),
        Err(e) => {
            eprintln!("rllc: {e}");
            std::process::exit(1);
        }
    }
    println!("wrote {out}");
}
