//! Inline asm in Intel syntax (`asm inteldialect`, from `clang-19 -masm=intel` and from
//! MS-style `__asm { ... }` blocks with `-fasm-blocks`): rllc's objects for the inputs of
//! `tests/intel_asm/` (made from the C sources there by `gen.sh`) have the same `.text`
//! bytes and relocations as llc-19's; rllc's assembly output (the templates between
//! `.intel_syntax noprefix` and `.att_syntax`) assembled by llvm-mc-19 gives rllc's object;
//! and what is not supported, or what llc-19 refuses, is refused with an error naming it.

use object::{Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget};
use std::path::{Path, PathBuf};
use std::process::Command;

mod support;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/intel_asm")
}

fn must(cmd: &str, args: &[&str]) -> String {
    String::from_utf8_lossy(&support::run_ok(Command::new(cmd).args(args), cmd).stdout).into_owned()
}

fn rllc(args: &[&str]) -> String {
    must(env!("CARGO_BIN_EXE_rllc"), args)
}

/// `.text` of an object: per function symbol its bytes, then every relocation.
fn text_of(path: &Path) -> Vec<String> {
    let data = std::fs::read(path).unwrap();
    let file = object::File::parse(&*data).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let text = file.section_by_name(".text").expect(".text");
    let bytes = text.data().unwrap();
    let mut funcs: Vec<(u64, String)> = file
        .symbols()
        .filter(|s| s.section_index() == Some(text.index()) && s.kind() == object::SymbolKind::Text)
        .map(|s| (s.address(), s.name().unwrap().to_string()))
        .collect();
    funcs.sort();
    let mut out = Vec::new();
    for (i, (start, name)) in funcs.iter().enumerate() {
        let end = funcs.get(i + 1).map_or(bytes.len() as u64, |f| f.0);
        out.push(format!(
            "{name}: {:02x?}",
            &bytes[*start as usize..end as usize]
        ));
    }
    for (off, r) in text.relocations() {
        let ty = match r.flags() {
            RelocationFlags::Elf { r_type } => r_type,
            f => panic!("{f:?}"),
        };
        let target = match r.target() {
            RelocationTarget::Symbol(i) => {
                let s = file.symbol_by_index(i).unwrap();
                match s.section_index() {
                    Some(si) if s.kind() == object::SymbolKind::Section => file
                        .section_by_index(si)
                        .unwrap()
                        .name()
                        .unwrap()
                        .to_string(),
                    _ => s.name().unwrap().to_string(),
                }
            }
            t => format!("{t:?}"),
        };
        out.push(format!(
            "reloc {off:#x}: type {ty} {target} {:+}",
            r.addend()
        ));
    }
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

/// rllc's object against llc-19's, and rllc's asm output (llvm-mc-19) against rllc's object.
fn compare(input: &str, min_asm: usize) {
    let d = support::scratch(&format!("intel-asm-{input}"));
    let src = dir().join(input);
    let src = src.to_str().unwrap();
    let ll = std::fs::read_to_string(src).unwrap();
    assert!(
        ll.matches(" asm sideeffect inteldialect ").count()
            + ll.matches(" asm inteldialect ").count()
            >= min_asm
    );
    let (r, l, s, m) = (
        d.join("rllc.o"),
        d.join("llc.o"),
        d.join("rllc.s"),
        d.join("mc.o"),
    );
    rllc(&[src, "-filetype=obj", "-o", r.to_str().unwrap()]);
    must("llc-19", &[src, "-filetype=obj", "-o", l.to_str().unwrap()]);
    let (want, got) = (text_of(&l), text_of(&r));
    assert!(want.len() >= min_asm, "too little compared: {want:?}");
    assert_same(
        &format!("{input}: rllc's .text against llc-19's"),
        &want,
        &got,
    );

    rllc(&[src, "-filetype=asm", "-o", s.to_str().unwrap()]);
    let text = std::fs::read_to_string(&s).unwrap();
    let opened = text.matches("\t.intel_syntax noprefix\n").count();
    assert!(
        opened >= min_asm,
        "{input}: {opened} `.intel_syntax noprefix` in the asm output"
    );
    assert_eq!(
        opened,
        text.matches("\t.att_syntax\n").count(),
        "{input}: every Intel template is closed"
    );
    must(
        "llvm-mc-19",
        &[
            "-triple=x86_64-unknown-linux-gnu",
            "-filetype=obj",
            s.to_str().unwrap(),
            "-o",
            m.to_str().unwrap(),
        ],
    );
    assert_same(
        &format!("{input}: rllc's asm output (llvm-mc-19) against rllc's object"),
        &text_of(&m),
        &got,
    );
}

#[test]
fn gnu_style_intel_asm_matches_llc() {
    compare("gnu.O2.ll", 15);
}

#[test]
fn ms_style_asm_blocks_match_llc() {
    compare("ms.O2.ll", 6);
}

/// An Intel-syntax asm statement in a function of its own, compiled by rllc: whether it
/// succeeded, and stderr.
fn compile_asm(
    name: &str,
    template: &str,
    constraints: &str,
    args: &str,
) -> (bool, String, PathBuf) {
    let d = support::scratch(&format!("intel-asm-refuse-{name}"));
    let ll = format!(
        "target triple = \"x86_64-unknown-linux-gnu\"\n@g = global i32 0\n\
         define void @f(ptr %p) {{\n  \
         call void asm sideeffect inteldialect \"{template}\", \"{constraints}\"({args})\n  \
         ret void\n}}\n"
    );
    let input = d.join("in.ll");
    std::fs::write(&input, ll).unwrap();
    let out = d.join("out.o");
    let result = Command::new(env!("CARGO_BIN_EXE_rllc"))
        .args([
            input.to_str().unwrap(),
            "-filetype=obj",
            "-o",
            out.to_str().unwrap(),
        ])
        .output()
        .expect("rllc runs");
    (
        result.status.success(),
        String::from_utf8_lossy(&result.stderr).into_owned(),
        out,
    )
}

/// What rllc does not support, and what llc-19 refuses, is an error naming it: exit 1,
/// no object. Where the last field says so, llc-19 refuses the same statement (so it is no
/// rllc limitation).
#[test]
fn unsupported_intel_asm_is_refused() {
    let cases: &[(&str, &str, &str, &str, &str, bool)] = &[
        (
            "named",
            "mov eax, dword ptr [rip + g]",
            "~{eax}",
            "",
            "symbols named in the template",
            false,
        ),
        (
            "ambiguous",
            "inc [$0]",
            "r",
            "ptr %p",
            "ambiguous operand size",
            true,
        ),
        (
            "binary",
            "1: dec ecx\\0A\\09jnz 1b",
            "~{ecx}",
            "",
            "no form of `jnz`",
            true,
        ),
        (
            "modifier_a",
            "lea rax, ${0:a}",
            "r,~{rax}",
            "ptr %p",
            "modifier `a`",
            true,
        ),
        (
            "modifier_h",
            "mov eax, ${0:H}",
            "*m,~{eax}",
            "ptr elementtype(i64) %p",
            "modifier `H`",
            true,
        ),
        ("prefix", "mov eax, %eax", "~{eax}", "", "no `%`", true),
        (
            "unknown",
            "frobnicate eax",
            "~{eax}",
            "",
            "frobnicate",
            true,
        ),
    ];
    for (name, template, constraints, args, want, llc_refuses) in cases {
        let (ok, err, out) = compile_asm(name, template, constraints, args);
        assert!(!ok, "{name}: compiled");
        assert!(
            err.contains("error:") && err.contains(want),
            "{name}: {err}"
        );
        assert!(!out.exists(), "{name}: an object was written");
        if *llc_refuses {
            let input = out.with_file_name("in.ll");
            let status = Command::new("llc-19")
                .args([
                    input.to_str().unwrap(),
                    "-filetype=obj",
                    "-o",
                    out.with_extension("llc.o").to_str().unwrap(),
                ])
                .output()
                .expect("llc-19 runs")
                .status;
            assert!(!status.success(), "{name}: llc-19 accepts `{template}`");
        }
    }
}

/// x87 operands (`{st}`) in an Intel-syntax asm: refused (rllc's x87 rewriting writes AT&T).
#[test]
fn x87_operands_in_intel_asm_are_refused() {
    let d = support::scratch("intel-asm-x87");
    let input = d.join("in.ll");
    let ll = "target triple = \"x86_64-unknown-linux-gnu\"\n\
              define double @f(double %x) {\n  \
              %r = call double asm inteldialect \"fsqrt\", \"={st},0,~{dirflag},~{fpsr},~{flags}\"(double %x)\n  \
              ret double %r\n}\n";
    std::fs::write(&input, ll).unwrap();
    let out = d.join("out.o");
    let result = Command::new(env!("CARGO_BIN_EXE_rllc"))
        .args([input.to_str().unwrap(), "-filetype=obj", "-o", out.to_str().unwrap()])
        .output()
        .expect("rllc runs");
    let err = String::from_utf8_lossy(&result.stderr);
    assert_eq!(result.status.code(), Some(1), "{err}");
    assert!(err.contains("x87 operands in an Intel-syntax"), "{err}");
    assert!(!out.exists());
}
