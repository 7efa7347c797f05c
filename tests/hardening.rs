//! "Nothing dropped silently" (issue 22): hardening and other features the IR asks of code
//! generation. Each is compared with llc-19's object for the same IR (instruction counts,
//! sections, notes), run where it changes code, or checked to be refused with an error
//! naming it. Inputs: `tests/hardening/*.ll`, made from the C sources there by
//! `tests/hardening/gen.sh` (clang-19, x86-64 Linux; `bti*` for AArch64 Linux, whose tests
//! are in `hardening/a64.rs`).

#[path = "hardening/a64.rs"]
mod a64;

use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hardening")
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rllc-hardening-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn tool(name: &str) -> String {
    format!("{name}-19")
}

/// Runs a command; returns (success, stdout, stderr).
fn run(cmd: &str, args: &[&str]) -> (bool, String, String) {
    let out = Command::new(cmd).args(args).output().unwrap_or_else(|e| panic!("{cmd}: {e}"));
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.success(), text(&out.stdout), text(&out.stderr))
}

fn must(cmd: &str, args: &[&str]) -> String {
    let (ok, out, err) = run(cmd, args);
    assert!(ok, "{cmd} {args:?} failed:\n{err}");
    out
}

/// Compiles `input` with rllc and with llc-19 (same extra options) to objects in `d`.
fn both(d: &Path, input: &str, extra: &[&str]) -> (PathBuf, PathBuf) {
    let src = dir().join(input);
    let (r, l) = (d.join(format!("{input}.rllc.o")), d.join(format!("{input}.llc.o")));
    let mut args = vec![src.to_str().unwrap(), "-filetype=obj", "-o"];
    args.push(r.to_str().unwrap());
    args.extend_from_slice(extra);
    must(env!("CARGO_BIN_EXE_rllc"), &args);
    args[3] = l.to_str().unwrap();
    must(&tool("llc"), &args);
    (r, l)
}

fn disasm(o: &Path) -> String {
    must(&tool("llvm-objdump"), &["-d", o.to_str().unwrap()])
}

fn count(text: &str, pat: &str) -> usize {
    text.lines().filter(|l| l.contains(pat)).count()
}

/// Instructions with a `notrack` (3e) prefix on an indirect jump: objdump spells the
/// memory form `%ds:` and prints nothing for the register form, so count the bytes.
fn notrack_jumps(text: &str) -> usize {
    text.lines().filter(|l| l.contains(": 3e ff ")).count()
}

fn note(o: &Path) -> String {
    let n = must(&tool("llvm-readelf"), &["-n", o.to_str().unwrap()]);
    n.lines().filter(|l| l.contains("x86 feature")).map(str::trim).collect::<Vec<_>>().join("\n")
}

/// The `.text` bytes of an object.
fn text_bytes(o: &Path) -> Vec<u8> {
    let out = o.with_extension("text.bin");
    must(&tool("llvm-objcopy"), &["-O", "binary", "-j", ".text", o.to_str().unwrap(), out.to_str().unwrap()]);
    std::fs::read(out).unwrap()
}

/// rllc's assembly output, assembled by llvm-mc, gives the object output's `.text` and
/// property note (both with the default options).
fn asm_agrees(d: &Path, input: &str) {
    let s = d.join(format!("{input}.s"));
    let so = d.join(format!("{input}.s.o"));
    let obj = &d.join(format!("{input}.default.o"));
    let src = dir().join(input);
    must(env!("CARGO_BIN_EXE_rllc"), &[src.to_str().unwrap(), "-o", s.to_str().unwrap()]);
    must(env!("CARGO_BIN_EXE_rllc"), &[src.to_str().unwrap(), "-filetype=obj", "-o", obj.to_str().unwrap()]);
    must(&tool("llvm-mc"), &["-filetype=obj", s.to_str().unwrap(), "-o", so.to_str().unwrap()]);
    assert_eq!(text_bytes(&so), text_bytes(obj), "{input}: .s and .o disagree");
    assert_eq!(note(&so), note(obj), "{input}: property notes of .s and .o disagree");
}

#[test]
fn cet_landing_pads_notrack_and_property_note_match_llc() {
    let d = scratch("cet");
    for input in ["cet.full.O0.ll", "cet.full.O2.ll", "jt.full.O2.ll", "jt.branch.O2.ll", "jt.return.O2.ll"] {
        let (r, l) = both(&d, input, &[]);
        let (rd, ld) = (disasm(&r), disasm(&l));
        assert_eq!(count(&rd, "endbr64"), count(&ld, "endbr64"), "{input}: endbr64 count");
        assert_eq!(notrack_jumps(&rd), notrack_jumps(&ld), "{input}: notrack jumps");
        assert_eq!(note(&r), note(&l), "{input}: .note.gnu.property");
        asm_agrees(&d, input);
    }
    // The counts are not zero by accident: entries, blocks, setjmp returns; no nocf_check.
    let (r, _) = both(&d, "cet.full.O2.ll", &[]);
    assert!(count(&disasm(&r), "endbr64") >= 8);
    assert!(note(&r).contains("IBT, SHSTK"));
    let (r, _) = both(&d, "jt.return.O2.ll", &[]);
    assert_eq!(count(&disasm(&r), "endbr64"), 0);
    assert!(note(&r).contains("SHSTK") && !note(&r).contains("IBT"));
}

/// Links `o` (with gcc; PIE unless `static`) and runs it.
fn link_and_run(o: &Path, static_: bool, args: &[&str]) -> String {
    let exe = o.with_extension(if static_ { "static" } else { "pie" });
    let mode = if static_ { "-static" } else { "-pie" };
    must("gcc", &[mode, o.to_str().unwrap(), "-o", exe.to_str().unwrap()]);
    must(exe.to_str().unwrap(), args)
}

#[test]
fn cet_programs_run_as_their_llc_builds() {
    let d = scratch("cet-run");
    for input in ["cet.full.O0.ll", "cet.full.O2.ll"] {
        let (_, l) = both(&d, input, &["-relocation-model=pic"]);
        let want = link_and_run(&l, false, &["a", "b"]);
        for (rm, st) in [("static", true), ("pic", false)] {
            let o = d.join(format!("{input}.{rm}.o"));
            let src = dir().join(input);
            let args = [src.to_str().unwrap(), "-filetype=obj", "-o", o.to_str().unwrap()];
            must(env!("CARGO_BIN_EXE_rllc"), &[&args[..], &[&format!("-relocation-model={rm}")]].concat());
            assert_eq!(link_and_run(&o, st, &["a", "b"]), want, "{input} {rm}");
        }
    }
}

#[test]
fn stack_clash_probes_match_llc() {
    let d = scratch("probe");
    for input in ["probe_sizes.O2.ll", "probe.O0.ll", "probe.O2.ll"] {
        let (r, l) = both(&d, input, &[]);
        let (rd, ld) = (disasm(&r), disasm(&l));
        for pat in ["movq\t$0x0, (%rsp)", "cmpq\t%r11, %rsp", "subq\t$0x1000, %rsp"] {
            assert_eq!(count(&rd, pat), count(&ld, pat), "{input}: '{pat}'");
        }
        asm_agrees(&d, input);
    }
    // Unrolled below nine pages (six and seven probes), a loop above, none for one page.
    let (r, _) = both(&d, "probe_sizes.O2.ll", &[]);
    let text = disasm(&r);
    assert_eq!(count(&text, "movq\t$0x0, (%rsp)"), 6 + 7 + 1);
    assert_eq!(count(&text, "cmpq\t%r11, %rsp"), 1);
}

#[test]
fn a_program_with_probed_100k_frames_runs() {
    let d = scratch("probe-run");
    for input in ["probe.O0.ll", "probe.O2.ll"] {
        for (rm, st) in [("static", true), ("pic", false)] {
            let o = d.join(format!("{input}.{rm}.o"));
            let (src, model) = (dir().join(input), format!("-relocation-model={rm}"));
            let args = [src.to_str().unwrap(), "-filetype=obj", "-o", o.to_str().unwrap(), &model];
            must(env!("CARGO_BIN_EXE_rllc"), &args);
            assert_eq!(link_and_run(&o, st, &[]), "351\n", "{input} {rm}");
        }
    }
}

/// `-pg -mfentry`: `call __fentry__` first in every function (after nothing: no CET here),
/// a PLT32 relocation each, as in llc's object; the program runs with a counting
/// `__fentry__` (`fentry_counter.s`) and counts what llc's build counts.
#[test]
fn fentry_calls_match_llc_and_run() {
    let d = scratch("fentry");
    for input in ["entry.fentry.O2.ll", "fentry_run.O0.ll", "fentry_run.O2.ll"] {
        let (r, l) = both(&d, input, &["-relocation-model=pic"]);
        let relocs = |o: &Path| {
            let t = must(&tool("llvm-objdump"), &["-dr", o.to_str().unwrap()]);
            let firsts = t.split("\n\n").filter(|f| f.contains(">:\n")).map(|f| {
                let first = f.lines().nth(1).unwrap_or("");
                first.contains("callq")
            });
            (count(&t, "R_X86_64_PLT32\t__fentry__"), firsts.collect::<Vec<_>>())
        };
        assert_eq!(relocs(&r), relocs(&l), "{input}");
        assert!(relocs(&r).0 >= 2);
        asm_agrees(&d, input);
        if input.starts_with("fentry_run") {
            let counter = dir().join("fentry_counter.s");
            let run_one = |o: &Path| {
                let exe = o.with_extension("exe");
                must("gcc", &["-pie", o.to_str().unwrap(), counter.to_str().unwrap(), "-o", exe.to_str().unwrap()]);
                must(exe.to_str().unwrap(), &[])
            };
            assert_eq!(run_one(&r), run_one(&l), "{input}");
            assert_eq!(run_one(&r), "61 4\n");
        }
    }
}

/// The relocations of the `__patchable_function_entries` sections: (type, symbol + addend).
fn patchable_records(o: &Path) -> Vec<String> {
    let r = must(&tool("llvm-readelf"), &["-r", "-W", o.to_str().unwrap()]);
    let mut out = Vec::new();
    let mut inside = false;
    for l in r.lines() {
        if l.starts_with("Relocation section") {
            inside = l.contains("__patchable_function_entries");
        } else if inside && l.contains("R_X86_64") {
            let f: Vec<&str> = l.split_whitespace().collect();
            out.push(format!("{} {}", f[2], f[4..].join(" ")));
        }
    }
    out
}

/// `-fpatchable-function-entry=N,M`: M nops before each function, N - M at its entry (after
/// `endbr64` under CET), and one `__patchable_function_entries` section per function
/// (`SHF_LINK_ORDER` to the code, in the function's comdat) recording where they start.
#[test]
fn patchable_function_entries_match_llc_and_run() {
    let d = scratch("patchable");
    for (input, same_layout) in [
        ("entry.patchable.O2.ll", true),
        ("cet.patchable.O0.ll", false),
        ("comdat.patchable.O0.ll", true),
        ("patchable_run.O0.ll", false),
        ("patchable_run.O2.ll", false),
    ] {
        let (r, l) = both(&d, input, &[]);
        let (rr, lr) = (patchable_records(&r), patchable_records(&l));
        if same_layout {
            assert_eq!(rr, lr, "{input}: records");
        } else {
            assert_eq!(rr.len(), lr.len(), "{input}: records");
        }
        assert!(!rr.is_empty());
        let sections = |o: &Path| {
            let s = must(&tool("llvm-readelf"), &["-S", "-W", o.to_str().unwrap()]);
            s.lines().filter(|l| l.contains(" __patchable_function_entries ")).count()
        };
        assert_eq!(sections(&r), sections(&l), "{input}: sections");
        assert_eq!(section_line(&r, "__patchable_function_entries").split_whitespace().next(), Some("PROGBITS"));
        let flags = |o: &Path| {
            let line = section_line(o, "__patchable_function_entries");
            line.split_whitespace().nth(1).map(String::from)
        };
        assert_eq!(flags(&r), flags(&l), "{input}: flags");
        let groups = |o: &Path| {
            let g = must(&tool("llvm-readelf"), &["-g", o.to_str().unwrap()]);
            g.lines().filter(|l| l.contains("__patchable_function_entries") && !l.contains(".rela")).count()
        };
        assert_eq!(groups(&r), groups(&l), "{input}: comdat groups");
        // The first two instructions of each function (`endbr64`, the entry nops).
        let entries = |o: &Path| {
            let text = disasm(o);
            let lines: Vec<&str> = text.lines().collect();
            let is_function = |l: &&str| l.ends_with(">:") && !l.contains("<.");
            let starts = lines.iter().enumerate().filter(|(_, l)| is_function(l)).map(|(i, _)| i);
            let bytes = |k: usize| {
                let l = lines.get(k).and_then(|l| l.split('\t').next()).unwrap_or("");
                l.split_once(": ").map_or("", |(_, b)| b).trim().to_string()
            };
            let endbr = "f3 0f 1e fa";
            let first = |i: usize| (bytes(i + 1), if bytes(i + 1) == endbr { bytes(i + 2) } else { String::new() });
            starts.map(first).collect::<Vec<_>>()
        };
        assert_eq!(entries(&r), entries(&l), "{input}: entry nops");
        // Records point at the entry nops: 4 bytes into a 16-aligned function that starts
        // with `endbr64` (CET), at its start otherwise (a local one called directly).
        let offsets = |v: &[String]| v.iter().map(|r| r.ends_with('4')).collect::<Vec<_>>();
        if input.starts_with("cet") {
            assert_eq!(offsets(&rr), offsets(&lr));
            assert!(offsets(&rr).iter().filter(|&&b| b).count() >= 6);
        }
        asm_agrees(&d, input);
        if input.starts_with("patchable_run") {
            for (rm, st) in [("static", true), ("pic", false)] {
                let o = d.join(format!("{input}.{rm}.o"));
                let (src, model) = (dir().join(input), format!("-relocation-model={rm}"));
                let args = [src.to_str().unwrap(), "-filetype=obj", "-o", o.to_str().unwrap(), &model];
                must(env!("CARGO_BIN_EXE_rllc"), &args);
                assert_eq!(link_and_run(&o, st, &[]), "3 3 12\n", "{input} {rm}");
            }
        }
    }
}

fn section_line(o: &Path, name: &str) -> String {
    let s = must(&tool("llvm-readelf"), &["-S", "-W", o.to_str().unwrap()]);
    let line = s.lines().find(|l| l.contains(&format!(" {name} "))).unwrap_or_else(|| panic!("no {name}"));
    // Type, flags, link, info, alignment: drop the index, address, offset and size columns.
    let f: Vec<&str> = line.split_whitespace().collect();
    let at = f.iter().position(|w| *w == name).unwrap();
    format!("{} {}", f[at + 1], f[at + 6..].join(" "))
}

#[test]
fn dependent_libraries_and_linker_options_sections_match_llc() {
    let d = scratch("deplibs");
    let (r, l) = both(&d, "deplibs.O2.ll", &[]);
    assert_eq!(section_line(&r, ".deplibs"), section_line(&l, ".deplibs"));
    let contents = |o: &Path, s: &str| {
        let dump = must(&tool("llvm-objdump"), &["-s", "-j", s, o.to_str().unwrap()]);
        dump.lines().skip(3).collect::<Vec<_>>().join("\n")
    };
    assert_eq!(contents(&r, ".deplibs"), contents(&l, ".deplibs"));
    assert!(contents(&r, ".deplibs").contains("pthread"));
    let text = "target triple = \"x86_64-pc-linux-gnu\"\ndefine i32 @f() {\n  ret i32 0\n}\n\
                !llvm.linker.options = !{!0}\n!0 = !{!\"spam\", !\"eggs\"}\n";
    let ll = d.join("linkopts.ll");
    std::fs::write(&ll, text).unwrap();
    let (r, l) = (d.join("lo.rllc.o"), d.join("lo.llc.o"));
    must(env!("CARGO_BIN_EXE_rllc"), &[ll.to_str().unwrap(), "-filetype=obj", "-o", r.to_str().unwrap()]);
    must(&tool("llc"), &[ll.to_str().unwrap(), "-filetype=obj", "-o", l.to_str().unwrap()]);
    assert_eq!(section_line(&r, ".linker-options"), section_line(&l, ".linker-options"));
    assert_eq!(contents(&r, ".linker-options"), contents(&l, ".linker-options"));
}

#[test]
fn no_jump_tables_is_honoured() {
    let d = scratch("nojt");
    let (r, l) = both(&d, "jt.nojt.O2.ll", &[]);
    let jumps = |o: &Path| count(&disasm(o), "jmpq\t*");
    assert_eq!((jumps(&r), jumps(&l)), (0, 0));
    let (r, _) = both(&d, "jt.full.O2.ll", &[]);
    assert_eq!(jumps(&r), 1, "the same switch makes a table without the attribute");
}

/// `"warn-stack-size"`: llc's warning on stderr, for the same functions; with the same
/// frames (-O2 here) word for word.
#[test]
fn frame_size_warnings_match_llc() {
    let warnings = |cmd: &str, input: &str| {
        let (ok, _, err) = run(cmd, &[dir().join(input).to_str().unwrap(), "-filetype=obj", "-o", "/dev/null"]);
        assert!(ok, "{err}");
        err.lines().filter(|l| l.starts_with("warning:")).map(str::to_string).collect::<Vec<_>>()
    };
    let (r, l) = (warnings(env!("CARGO_BIN_EXE_rllc"), "frame_size.O2.ll"), warnings(&tool("llc"), "frame_size.O2.ll"));
    assert_eq!(r, l);
    assert_eq!(r.len(), 2);
    let function = |w: &String| w.rsplit(" in function ").next().unwrap_or("").to_string();
    let (r, l) = (warnings(env!("CARGO_BIN_EXE_rllc"), "frame_size.O0.ll"), warnings(&tool("llc"), "frame_size.O0.ll"));
    assert_eq!(r.iter().map(function).collect::<Vec<_>>(), l.iter().map(function).collect::<Vec<_>>());
}

/// Compiles text (or a file of `tests/hardening`) and expects exit status 1 and `want`
/// in the error.
fn refused(input: &str, args: &[&str], want: &str) {
    let path = if input.ends_with(".ll") && !input.contains('\n') {
        dir().join(input)
    } else {
        let p = scratch("refused").join("in.ll");
        std::fs::write(&p, input).unwrap();
        p
    };
    let mut all = vec![path.to_str().unwrap(), "-filetype=obj", "-o", "/dev/null"];
    all.extend_from_slice(args);
    let out = Command::new(env!("CARGO_BIN_EXE_rllc")).args(&all).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{input}: {err}");
    assert!(err.contains(want), "{input}: expected '{want}' in:\n{err}");
    assert!(!err.contains("panicked"), "{err}");
}

const X86: &str = "target triple = \"x86_64-pc-linux-gnu\"\n";
const A64: &str = "target triple = \"aarch64-unknown-linux-gnu\"\n";
const RV: &str = "target triple = \"riscv64-unknown-linux-gnu\"\n";

fn with_fn(triple: &str, attrs: &str, tail: &str) -> String {
    format!("{triple}define i32 @f() #0 {{\n  ret i32 0\n}}\nattributes #0 = {{ {attrs} }}\n{tail}")
}

fn with_flag(triple: &str, flag: &str) -> String {
    with_fn(triple, "nounwind", &format!("!llvm.module.flags = !{{!0}}\n!0 = !{{i32 8, !\"{flag}\", i32 1}}\n"))
}

/// `-pg`: one `mcount` call per function, as llc's (the run tests `mcount_calls` and
/// `instrument_functions` run programs with their own hooks).
#[test]
fn pg_mcount_calls_match_llc() {
    let d = scratch("pg");
    let (r, l) = both(&d, "entry.pg.O2.ll", &[]);
    let relocs = |o: &Path| must(&tool("llvm-objdump"), &["-dr", o.to_str().unwrap()]);
    let (rt, lt) = (relocs(&r), relocs(&l));
    assert_eq!(count(&rt, "R_X86_64_PLT32\tmcount"), count(&lt, "R_X86_64_PLT32\tmcount"), "{rt}\n{lt}");
    assert!(count(&lt, "R_X86_64_PLT32\tmcount") >= 2, "{lt}");
}

#[test]
fn what_rllc_does_not_implement_is_refused_by_name() {
    refused(&with_fn(A64, "\"patchable-function-entry\"=\"2\"", ""), &[], "\"patchable-function-entry\"=\"2\"");
    let bogus = with_fn(X86, "\"instrument-function-entry-inlined\"=\"bogus\"", "");
    refused(&bogus, &[], "instrumentation function 'bogus'");
    refused(&with_fn(A64, "\"fentry-call\"=\"true\"", ""), &[], "\"fentry-call\"=\"true\"");
    refused("vla.O2.ll", &[], "dynamic stack allocation in a function with \"probe-stack\"=\"inline-asm\"");
    for model in ["kernel", "medium", "large", "tiny"] {
        refused("probe.O2.ll", &[&format!("-code-model={model}")], &format!("the {model} code model on x86-64"));
    }
    refused(&with_fn(A64, "\"warn-stack-size\"=\"100\"", ""), &[], "\"warn-stack-size\"=\"100\"");
    refused(&with_fn(X86, "\"zero-call-used-regs\"=\"used-gpr\"", ""), &[], "\"zero-call-used-regs\"");
    refused(&with_fn(X86, "\"probe-stack\"=\"__chkstk\"", ""), &[], "\"probe-stack\"=\"__chkstk\"");
    refused(&with_fn(A64, "\"probe-stack\"=\"inline-asm\"", ""), &[], "\"probe-stack\"=\"inline-asm\"");
    refused(&with_fn(X86, "alignstack=32", ""), &[], "'alignstack(32)'");
    refused(&with_fn(X86, "\"stackrealign\"", ""), &[], "\"stackrealign\"");
    // (`CG Profile`, `partition`, `-addrsig` and `-basic-block-address-map` are
    // implemented: tests/llvm_sections.rs.)
    refused(&with_flag(X86, "kcfi"), &[], "'kcfi'");
    refused(&with_flag(A64, "cf-protection-branch"), &[], "'cf-protection-branch'");
    refused(&with_flag(RV, "cf-protection-return"), &[], "'cf-protection-return'");
    // AArch64 branch protection is implemented (`a64_branch_protection_*`), except signing
    // with PAuthLR and, for Armv8.3-A targets, the combined `retaa`.
    refused(&with_fn(A64, "\"branch-protection-pauth-lr\"", ""), &[], "\"branch-protection-pauth-lr\"");
    let v83 = "\"sign-return-address\"=\"all\" \"target-features\"=\"+v8.3a\"";
    refused(&with_fn(A64, v83, ""), &[], "signing return addresses for Armv8.3-A (PAuth)");
    let untracked = format!(
        "{X86}@fp = global ptr null\n\
         define void @f() {{\n  %p = load ptr, ptr @fp\n  call void %p() #0\n  ret void\n}}\n\
         attributes #0 = {{ nocf_check }}\n\
         !llvm.module.flags = !{{!0}}\n!0 = !{{i32 8, !\"cf-protection-branch\", i32 1}}\n"
    );
    refused(&untracked, &[], "an indirect call marked 'nocf_check' under cf-protection-branch");
    let bools = format!("{X86}define <8 x i1> @f(<8 x i1> %a) {{\n  ret <8 x i1> %a\n}}\n");
    refused(&bools, &[], "vectors of sub-byte elements (such as <8 x i1>) as arguments or results");
    let prefix = format!("{X86}define void @f() prefix i32 123 {{\n  ret void\n}}\n");
    refused(&prefix, &[], "'prefix' data");
    let prologue = format!("{X86}define void @f() prologue i8 144 {{\n  ret void\n}}\n");
    refused(&prologue, &[], "'prologue' data");
}

/// Harmless values of the refused attributes, and attributes rllc implements, compile.
#[test]
fn harmless_values_are_accepted() {
    for attrs in [
        "\"patchable-function-entry\"=\"0\"",
        "\"patchable-function-entry\"=\"3\"",
        "\"zero-call-used-regs\"=\"skip\"",
        "\"fentry-call\"=\"false\"",
        "\"fentry-call\"=\"true\"",
        "ssp",
        "sspstrong",
        "sspreq",
        "\"no-jump-tables\"=\"true\"",
        "nocf_check",
    ] {
        let p = scratch("harmless").join("in.ll");
        std::fs::write(&p, with_fn(X86, attrs, "")).unwrap();
        let (ok, _, err) = run(env!("CARGO_BIN_EXE_rllc"), &[p.to_str().unwrap(), "-filetype=obj", "-o", "/dev/null"]);
        assert!(ok, "{attrs}: {err}");
    }
}
