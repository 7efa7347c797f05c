//! Module-level inline assembly (`module asm`, issue 22): rllc's object for each input of
//! `tests/module_asm/` (made from the C sources there by `gen.sh`, clang-19 x86-64) is
//! compared with llc-19's in what module asm contributes — section bytes, flags and
//! alignment, relocations, symbols (binding, type, size, section, value) —, rllc's
//! assembly output assembled by llvm-mc-19 with rllc's object, programs with a `.symver`
//! and hand-written functions are linked with gcc (x86-64; AArch64 with the cross gcc,
//! run under qemu) and run against llc's builds, and what is not supported is refused
//! with an error naming it (exit 1, no output file).

use object::{Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget, SymbolSection};
use std::path::{Path, PathBuf};
use std::process::Command;

mod support;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/module_asm")
}

fn scratch(name: &str) -> PathBuf {
    support::scratch(&format!("module-asm-{name}"))
}

/// Runs a command that must succeed (a missing tool fails the test); its stdout.
fn must(cmd: &str, args: &[&str]) -> String {
    String::from_utf8_lossy(&support::run_ok(Command::new(cmd).args(args), cmd).stdout).into_owned()
}

fn rllc(args: &[&str]) -> String {
    must(env!("CARGO_BIN_EXE_rllc"), args)
}

/// Names the IR defines (functions with bodies, variables with initializers).
fn ir_defined(ll: &str) -> Vec<String> {
    let text = std::fs::read_to_string(dir().join(ll)).unwrap();
    let mut out = Vec::new();
    for line in text.lines() {
        let name =
            |s: &str| s.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.')).next().map(str::to_string);
        if let Some(rest) = line.strip_prefix("define ") {
            if let Some(n) = rest.find('@').and_then(|p| name(&rest[p + 1..])) {
                out.push(n);
            }
        } else if let Some(rest) = line.strip_prefix('@') {
            if rest.contains(" global ") || rest.contains(" constant ") {
                if !rest.contains(" external ") {
                    out.extend(name(rest));
                }
            }
        }
    }
    out
}

/// What module asm contributes to an object, normalized for comparison: per listed
/// section its attributes and the bytes and relocations before the first IR-defined
/// symbol in it (module asm is placed first); every symbol except files, sections, `.L`
/// temporaries and mapping symbols, with value and size unless the IR's code defines it.
fn contributions(path: &Path, sections: &[&str], ir: &[String]) -> Vec<String> {
    let data = std::fs::read(path).unwrap();
    let file = object::File::parse(&*data).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out = Vec::new();
    let sym_name = |t: RelocationTarget| match t {
        RelocationTarget::Symbol(i) => {
            let s = file.symbol_by_index(i).unwrap();
            match s.section() {
                SymbolSection::Section(si) if s.kind() == object::SymbolKind::Section => {
                    file.section_by_index(si).unwrap().name().unwrap().to_string()
                }
                _ => s.name().unwrap().to_string(),
            }
        }
        other => format!("{other:?}"),
    };
    for &name in sections {
        let Some(sec) = file.section_by_name(name) else {
            out.push(format!("{name}: missing"));
            continue;
        };
        let ir_start = file
            .symbols()
            .filter(|s| s.section_index() == Some(sec.index()) && ir.iter().any(|n| s.name() == Ok(n.as_str())))
            .map(|s| s.address())
            .min()
            .unwrap_or(sec.size());
        let flags = match sec.flags() {
            object::SectionFlags::Elf { sh_flags } => sh_flags,
            f => panic!("{f:?}"),
        };
        out.push(format!(
            "{name}: kind {:?} flags {flags:#x} align {} module-asm bytes {ir_start}",
            sec.kind(),
            sec.align()
        ));
        if sec.kind() != object::SectionKind::UninitializedData {
            let bytes = sec.data().unwrap();
            out.push(format!("{name}: {:02x?}", &bytes[..ir_start as usize]));
        }
        let mut relocs: Vec<String> = sec
            .relocations()
            .filter(|(off, _)| *off < ir_start)
            .map(|(off, r)| {
                let ty = match r.flags() {
                    RelocationFlags::Elf { r_type } => r_type,
                    f => panic!("{f:?}"),
                };
                format!("{name}+{off:#x}: type {ty} {} {:+}", sym_name(r.target()), r.addend())
            })
            .collect();
        relocs.sort();
        out.extend(relocs);
    }
    let mut syms: Vec<String> = file
        .symbols()
        .filter(|s| !matches!(s.kind(), object::SymbolKind::Section | object::SymbolKind::File))
        .filter(|s| !s.name().unwrap_or("").starts_with(".L") && !s.name().unwrap_or("").is_empty())
        // AArch64 mapping symbols (`$x`, `$d`): rllc writes none for any section yet.
        .filter(|s| !matches!(s.name(), Ok(n) if n.starts_with("$x") || n.starts_with("$d")))
        .map(|s| {
            let name = s.name().unwrap();
            let section = match s.section() {
                SymbolSection::Section(i) => file.section_by_index(i).unwrap().name().unwrap().to_string(),
                other => format!("{other:?}"),
            };
            let bind = if s.is_weak() {
                "weak"
            } else if s.is_global() {
                "global"
            } else {
                "local"
            };
            let vis = match s.flags() {
                object::SymbolFlags::Elf { st_other, .. } => st_other & 3,
                _ => 0,
            };
            let place = if ir.iter().any(|n| n == name) && s.kind() == object::SymbolKind::Text {
                String::new()
            } else {
                format!(" value {:#x} size {}", s.address(), s.size())
            };
            format!("symbol {name}: {bind} vis {vis} {:?} in {section}{place}", s.kind())
        })
        .collect();
    syms.sort();
    out.extend(syms);
    out
}

fn assert_same(what: &str, want: &[String], got: &[String]) {
    if want != got {
        let mut msg = format!("{what} differs (- expected, + rllc):\n");
        for l in want.iter().filter(|l| !got.contains(l)) {
            msg.push_str(&format!("- {l}\n"));
        }
        for l in got.iter().filter(|l| !want.contains(l)) {
            msg.push_str(&format!("+ {l}\n"));
        }
        panic!("{msg}");
    }
}

/// rllc's and llc-19's objects agree on module asm's contributions, and rllc's assembly
/// output assembled by llvm-mc-19 agrees with rllc's object.
fn compare(input: &str, sections: &[&str]) {
    compare_for("x86_64-unknown-linux-gnu", "#", input, sections)
}

fn compare_for(triple: &str, comment: &str, input: &str, sections: &[&str]) {
    let d = scratch(input);
    let src = dir().join(input);
    let src = src.to_str().unwrap();
    let (r, l, s, m) = (d.join("rllc.o"), d.join("llc.o"), d.join("rllc.s"), d.join("mc.o"));
    rllc(&[src, "-filetype=obj", "-o", r.to_str().unwrap()]);
    must("llc-19", &[src, "-filetype=obj", "-o", l.to_str().unwrap()]);
    let ir = ir_defined(input);
    let want = contributions(&l, sections, &ir);
    let got = contributions(&r, sections, &ir);
    assert!(want.len() > sections.len() * 2, "too little compared: {want:?}");
    assert_same(&format!("{input}: rllc's object against llc-19's"), &want, &got);

    rllc(&[src, "-filetype=asm", "-o", s.to_str().unwrap()]);
    let text = std::fs::read_to_string(&s).unwrap();
    let start =
        text.find(&format!("{comment} Start of file scope inline assembly")).expect("module asm in the asm output");
    let first_fn = text.find(".cfi_startproc").unwrap_or(text.len());
    assert!(start < first_fn, "module asm comes before the functions");
    let triple = format!("-triple={triple}");
    must("llvm-mc-19", &[&triple, "-filetype=obj", s.to_str().unwrap(), "-o", m.to_str().unwrap()]);
    let assembled = contributions(&m, sections, &ir);
    assert_same(&format!("{input}: rllc's asm output (llvm-mc-19) against rllc's object"), &assembled, &got);
}

#[test]
fn directives_match_llc() {
    let sections = [".text", ".rodata.tbl", ".rodata.str1.1", ".bss.asm", ".data", ".text.grp"];
    compare("directives.O2.ll", &sections);
}

#[test]
fn symver_program_matches_llc() {
    for input in ["symver_run.O2.ll", "symver_run.O0.ll"] {
        compare(input, &[".text", ".mydata"]);
    }
}

#[test]
fn aarch64_program_matches_llc() {
    for input in ["a64_run.O2.ll", "a64_run.O0.ll"] {
        compare_for("aarch64-unknown-linux-gnu", "//", input, &[".text", ".mydata"]);
    }
}

/// The programs link with gcc (AArch64: the cross gcc, run under qemu) and print what
/// llc-19's builds print; their `memcpy` reference is the versioned one.
#[test]
fn symver_programs_run_like_llc() {
    let cases = [
        ("x86_64-unknown-linux-gnu", "symver_run", "memcpy@GLIBC_2.2.5", "hello, symver 42 3 1122334455667788 5"),
        ("aarch64-unknown-linux-gnu", "a64_run", "memcpy@GLIBC_2.17", "hello, aarch64 42 4 1122334455667788 5"),
    ];
    let d = scratch("run");
    let mut ran = 0;
    for (triple, name, versioned, first_line) in cases {
        for opt in ["O2", "O0"] {
            let input = format!("{name}.{opt}.ll");
            let src = dir().join(&input);
            let src = src.to_str().unwrap();
            let (r, l) = (d.join(format!("{input}.rllc.o")), d.join(format!("{input}.llc.o")));
            rllc(&[src, "-filetype=obj", "-o", r.to_str().unwrap()]);
            must("llc-19", &[src, "-filetype=obj", "-o", l.to_str().unwrap()]);
            let syms = must("llvm-readelf-19", &["-s", r.to_str().unwrap()]);
            assert!(syms.contains(&format!("UND {versioned}")), "versioned reference missing:\n{syms}");
            assert!(!syms.lines().any(|l| l.ends_with(" memcpy")), "unversioned memcpy left:\n{syms}");
            // (llc's default relocation model is static: position-dependent executables.)
            let (rp, lp) = (d.join(format!("{input}.rllc")), d.join(format!("{input}.llc")));
            support::link(triple, &[&r], &rp, &["-no-pie"]);
            support::link(triple, &[&l], &lp, &["-no-pie"]);
            let dynsyms = must("llvm-readelf-19", &["--dyn-syms", rp.to_str().unwrap()]);
            assert!(dynsyms.contains(versioned), "the program does not bind {versioned}:\n{dynsyms}");
            let (want, got) = (support::run(triple, &lp), support::run(triple, &rp));
            assert_eq!(got, want, "{input}: output differs from llc-19's build");
            assert!(got.contains(&format!("{first_line}\nsum 60 noted 55")), "{got}");
            ran += 1;
        }
    }
    assert_eq!(ran, 4);
}

/// Writes a module whose module asm is `lines` for `triple` and compiles it to an object.
fn compile_module_asm(name: &str, triple: &str, lines: &[&str]) -> (bool, String, PathBuf) {
    let d = scratch(name);
    let mut ll = format!("target triple = \"{triple}\"\n");
    for l in lines {
        ll.push_str(&format!("module asm \"{l}\"\n"));
    }
    ll.push_str("define i32 @main() {\n  ret i32 0\n}\n");
    let input = d.join("in.ll");
    std::fs::write(&input, ll).unwrap();
    let out = d.join("out.o");
    let result = Command::new(env!("CARGO_BIN_EXE_rllc"))
        .args([input.to_str().unwrap(), "-filetype=obj", "-o", out.to_str().unwrap()])
        .output()
        .expect("rllc runs");
    (result.status.success(), String::from_utf8_lossy(&result.stderr).into_owned(), out)
}

/// What is not supported is an error naming it and its statement: exit 1, no object.
#[test]
fn unsupported_statements_are_refused() {
    let cases: &[(&str, &str, &[&str], &str)] = &[
        ("cfi", "x86_64-unknown-linux-gnu", &[".cfi_startproc", "ret"], "`.cfi_startproc` without `.cfi_endproc`"),
        ("cfi_reg", "x86_64-unknown-linux-gnu", &[".cfi_startproc", ".cfi_offset %foo, 8"], "`%foo` is no register"),
        ("cfi_escape", "x86_64-unknown-linux-gnu", &[".cfi_startproc", ".cfi_escape 0x2e"], "`.cfi_escape` is not"),
        ("ident", "x86_64-unknown-linux-gnu", &[".text", ".ident \\22x\\22"], "`.ident`"),
        ("insn", "x86_64-unknown-linux-gnu", &["f:", "\\09frobnicate %eax"], "frobnicate"),
        ("tpoff", "x86_64-unknown-linux-gnu", &["movq v@TPOFF, %rax"], "@TPOFF"),
        ("flag", "x86_64-unknown-linux-gnu", &[".section .x,\\22ao\\22,@progbits,main"], "section flag `o`"),
        ("twice", "x86_64-unknown-linux-gnu", &["main:", "ret"], "`main` is defined in module asm and in the IR"),
        ("pop", "x86_64-unknown-linux-gnu", &[".popsection"], "`.popsection` without `.pushsection`"),
        ("gnustack", "x86_64-unknown-linux-gnu", &[".section .note.GNU-stack", ".byte 1"], "`.note.GNU-stack`"),
        ("numeric", "x86_64-unknown-linux-gnu", &["jmp 1b"], "`1b` refers to no earlier label"),
        ("a64", "aarch64-unknown-linux-gnu", &["f:", "\\09frob x0"], "frob"),
        ("rv64", "riscv64-unknown-linux-gnu", &["f:", "\\09ret"], "not supported for this target yet"),
    ];
    for (name, triple, lines, want) in cases {
        let (ok, err, out) = compile_module_asm(name, triple, lines);
        assert!(!ok, "{name}: compiled");
        assert!(err.contains("error:") && err.contains(want), "{name}: {err}");
        assert!(err.contains("module asm"), "{name}: {err}");
        assert!(!out.exists(), "{name}: an object was written");
    }
}

/// Exit status 1 on refusal, as every code generation error.
#[test]
fn refusal_exits_with_1() {
    let d = scratch("exit");
    let input = d.join("in.ll");
    std::fs::write(&input, "module asm \".cfi_escape 1\"\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_rllc"))
        .args([input.to_str().unwrap(), "-mtriple=x86_64-unknown-linux-gnu", "-filetype=obj", "-o"])
        .arg(d.join("o.o"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(!d.join("o.o").exists());
}

/// Data-only module asm needs no instruction assembler: AArch64 and RISC-V objects get
/// the same data bytes, symbols and relocations as llc-19's.
#[test]
fn data_module_asm_on_other_targets() {
    for (name, triple) in [("a64data", "aarch64-unknown-linux-gnu"), ("rvdata", "riscv64-unknown-linux-gnu")] {
        let lines = [
            ".pushsection .mydata,\\22aw\\22,@progbits",
            ".globl tbl",
            ".type tbl,@object",
            ".p2align 3",
            "tbl: .quad main, 7",
            ".word 1",
            ".size tbl, .-tbl",
            ".popsection",
            ".symver main,main@@V1",
        ];
        let (ok, err, out) = compile_module_asm(name, triple, &lines);
        assert!(ok, "{name}: {err}");
        let llc_out = out.with_extension("llc.o");
        let input = out.with_file_name("in.ll");
        must("llc-19", &[input.to_str().unwrap(), "-filetype=obj", "-o", llc_out.to_str().unwrap()]);
        let ir = vec!["main".to_string()];
        let want = contributions(&llc_out, &[".mydata"], &ir);
        let got = contributions(&out, &[".mydata"], &ir);
        assert_same(&format!("{name}: rllc against llc-19"), &want, &got);
    }
}

/// A module of module asm alone: its sections as llc-19 writes them (alignment included).
#[test]
fn module_of_asm_alone_matches_llc() {
    let d = scratch("alone");
    let input = d.join("in.ll");
    let lines = [".globl f", ".type f,@function", "f: ret", ".size f, 1", ".data", ".byte 1", ".bss", ".zero 8"];
    let mut ll = String::from("target triple = \"x86_64-unknown-linux-gnu\"\n");
    for l in lines {
        ll.push_str(&format!("module asm \"{l}\"\n"));
    }
    std::fs::write(&input, ll).unwrap();
    let (r, l) = (d.join("rllc.o"), d.join("llc.o"));
    rllc(&[input.to_str().unwrap(), "-filetype=obj", "-o", r.to_str().unwrap()]);
    must("llc-19", &[input.to_str().unwrap(), "-filetype=obj", "-o", l.to_str().unwrap()]);
    let sections = [".text", ".data", ".bss"];
    assert_same("module asm alone", &contributions(&l, &sections, &[]), &contributions(&r, &sections, &[]));
}

/// The first frame description of an object's `.eh_frame` (module asm's come first): its
/// code range and rules, without the padding.
fn first_fde(obj: &Path) -> Vec<String> {
    let dump = must("llvm-dwarfdump-19", &["--eh-frame", obj.to_str().unwrap()]);
    let mut out = Vec::new();
    for line in dump.lines().skip_while(|l| !l.contains(" FDE ")) {
        if line.contains(" FDE ") {
            if !out.is_empty() {
                break;
            }
            out.push(line[line.find("pc=").expect("an FDE has a range")..].to_string());
        } else if line.trim_start().starts_with("DW_CFA_") && !line.contains("DW_CFA_nop") {
            out.push(line.trim().to_string());
        }
    }
    out
}

/// `.cfi_*` directives in module asm give the frame description llc-19 writes.
#[test]
fn module_asm_cfi_matches_llc() {
    let d = scratch("cfi");
    for input in ["symver_run.O2.ll", "symver_run.O0.ll", "a64_run.O2.ll", "a64_run.O0.ll"] {
        let src = dir().join(input);
        let (r, l) = (d.join(format!("{input}.rllc.o")), d.join(format!("{input}.llc.o")));
        rllc(&[src.to_str().unwrap(), "-filetype=obj", "-o", r.to_str().unwrap()]);
        must("llc-19", &[src.to_str().unwrap(), "-filetype=obj", "-o", l.to_str().unwrap()]);
        let (want, got) = (first_fde(&l), first_fde(&r));
        assert!(want.len() >= 4, "{input}: {want:?}");
        assert_eq!(got, want, "{input}: module asm's FDE differs from llc-19's");
    }
}
