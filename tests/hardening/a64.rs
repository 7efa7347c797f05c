//! AArch64 branch protection (`-mbranch-protection`, `targets/src/aarch64/pauth.rs`)
//! against llc-19: the landing pads and signing instructions counted in the objects, the
//! `.cfi_negate_ra_state` rules and the B-key CIEs of `.eh_frame`, the GNU property note;
//! rllc's assembly agreeing with its object; and programs run under qemu (`-cpu max`,
//! which implements BTI and pointer authentication) giving llc's builds' output. The
//! freestanding program keeps the BTI property when linked (glibc's static objects lack
//! it), so qemu enforces the landing pads there: builds with them removed must die.

use super::{both, count, dir, disasm, must, scratch, tool};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::Command;

const RLLC: &str = env!("CARGO_BIN_EXE_rllc");

/// The hint instructions branch protection adds, as llvm-objdump names them.
const HINTS: [&str; 6] = [
    "bti\tc", "bti\tj", "paciasp", "autiasp", "pacibsp", "autibsp",
];

fn hint_counts(o: &Path) -> Vec<(&'static str, usize)> {
    let text = disasm(o);
    HINTS.iter().map(|h| (*h, count(&text, h))).collect()
}

fn note(o: &Path) -> String {
    let n = must(&tool("llvm-readelf"), &["-n", o.to_str().unwrap()]);
    n.lines()
        .filter(|l| l.contains("aarch64 feature"))
        .map(str::trim)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The `.eh_frame` rules as llvm-dwarfdump decodes them, with the CIE augmentations, and
/// without offsets and padding (rllc pads CIEs to 8 bytes, assemblers to 4).
fn cfi_rules(o: &Path) -> Vec<String> {
    let dump = must(
        &tool("llvm-dwarfdump"),
        &["--eh-frame", o.to_str().unwrap()],
    );
    dump.lines()
        .map(str::trim)
        .filter(|l| {
            (l.starts_with("DW_CFA") && l != &"DW_CFA_nop:") || l.starts_with("Augmentation:")
        })
        .map(String::from)
        .collect()
}

/// The entries of `.eh_frame`, each its header (CIE, or FDE with its code range) and
/// rules, sorted: rllc writes all CIEs first, assemblers each before its first FDE.
fn cfi_entries(o: &Path) -> Vec<Vec<String>> {
    let dump = must(
        &tool("llvm-dwarfdump"),
        &["--eh-frame", o.to_str().unwrap()],
    );
    let mut entries: Vec<Vec<String>> = Vec::new();
    for l in dump.lines().map(str::trim) {
        let words: Vec<&str> = l.split_whitespace().collect();
        if words.get(3) == Some(&"CIE") {
            entries.push(vec!["CIE".into()]);
        } else if words.get(3) == Some(&"FDE") {
            entries.push(vec![format!("FDE {}", words.last().unwrap_or(&""))]);
        } else if (l.starts_with("DW_CFA") && l != "DW_CFA_nop:") || l.starts_with("Augmentation:")
        {
            if let Some(e) = entries.last_mut() {
                e.push(l.to_string());
            }
        }
    }
    entries.sort();
    entries
}

fn negations(o: &Path) -> usize {
    cfi_rules(o)
        .iter()
        .filter(|l| l.starts_with("DW_CFA_AARCH64_negate_ra_state"))
        .count()
}

fn augmentations(o: &Path) -> Vec<String> {
    let mut a: Vec<String> = cfi_rules(o)
        .into_iter()
        .filter(|l| l.starts_with("Augmentation:"))
        .collect();
    a.sort();
    a.dedup();
    a
}

/// The inputs and the llc options under which llc's code has the same shape: with
/// `pac-ret+leaf` every return signs, and llc copies the return blocks of `big_switch`
/// and `gotos` into their predecessors (tail duplication), rllc does not.
const INPUTS: [(&str, &[&str]); 6] = [
    ("bti.std.O0.ll", &[]),
    ("bti.std.O2.ll", &[]),
    ("bti.bkey.O0.ll", &[]),
    (
        "bti.bkey.O2.ll",
        &["-disable-tail-duplicate", "-tail-dup-placement=false"],
    ),
    ("bti_eh.std.O2.ll", &[]),
    ("bti_eh.bkey.O2.ll", &[]),
];

#[test]
fn a64_branch_protection_matches_llc() {
    let d = scratch("a64-bp");
    for (input, llc_opts) in INPUTS {
        let (r, _) = both(&d, input, &[]);
        let l = d.join(format!("{input}.llc-shape.o"));
        let src = dir().join(input);
        let mut args = vec![
            src.to_str().unwrap(),
            "-filetype=obj",
            "-o",
            l.to_str().unwrap(),
        ];
        args.extend_from_slice(llc_opts);
        must(&tool("llc"), &args);
        assert_eq!(
            hint_counts(&r),
            hint_counts(&l),
            "{input}: landing pads and signing"
        );
        assert_eq!(
            negations(&r),
            negations(&l),
            "{input}: .cfi_negate_ra_state"
        );
        assert_eq!(
            augmentations(&r),
            augmentations(&l),
            "{input}: CIE augmentations"
        );
        assert_eq!(note(&r), note(&l), "{input}: .note.gnu.property");
        // Asynchronous unwind tables: a negation after each signing and authentication.
        let c = hint_counts(&r);
        let signing: usize = c[2..].iter().map(|(_, n)| n).sum();
        assert_eq!(
            negations(&r),
            signing,
            "{input}: one rule per signing instruction"
        );
    }
    // Not zero by accident: entries, jump tables, computed gotos, setjmp returns, leaves.
    let d2 = scratch("a64-bp-nonzero");
    let (r, _) = both(&d2, "bti.std.O2.ll", &[]);
    let c = hint_counts(&r);
    assert!(
        c[0].1 >= 5 && c[1].1 >= 20 && c[2].1 >= 5 && c[3].1 >= 5,
        "{c:?}"
    );
    assert_eq!(note(&r), "Properties:    aarch64 feature: BTI, PAC, GCS");
    let (r, _) = both(&d2, "bti.bkey.O2.ll", &[]);
    let c = hint_counts(&r);
    // pac-ret+leaf: every function signs (its first instruction: no `bti c`).
    assert!(c[0].1 == 0 && c[4].1 >= 13 && c[2].1 == 0, "{c:?}");
    assert_eq!(augmentations(&r), ["Augmentation:          \"zRB\""]);
}

/// rllc's assembly, assembled by llvm-mc, gives its object's `.text`, CFI and note.
#[test]
fn a64_branch_protection_asm_agrees() {
    let d = scratch("a64-bp-asm");
    for (input, _) in INPUTS {
        let src = dir().join(input);
        let (s, so, o) = (
            d.join(format!("{input}.s")),
            d.join(format!("{input}.s.o")),
            d.join(format!("{input}.o")),
        );
        must(RLLC, &[src.to_str().unwrap(), "-o", s.to_str().unwrap()]);
        must(
            RLLC,
            &[
                src.to_str().unwrap(),
                "-filetype=obj",
                "-o",
                o.to_str().unwrap(),
            ],
        );
        assemble(&s, &so);
        assert_eq!(
            super::text_bytes(&so),
            super::text_bytes(&o),
            "{input}: .s and .o code"
        );
        assert_eq!(cfi_entries(&so), cfi_entries(&o), "{input}: .s and .o CFI");
        assert_eq!(note(&so), note(&o), "{input}: .s and .o note");
    }
}

fn assemble(s: &Path, o: &Path) {
    must(
        &tool("llvm-mc"),
        &[
            "-triple=aarch64-linux-gnu",
            "-filetype=obj",
            s.to_str().unwrap(),
            "-o",
            o.to_str().unwrap(),
        ],
    );
}

/// Runs an AArch64 executable under qemu: (stdout, exit code or 128 + signal).
fn qemu(exe: &Path, args: &[&str]) -> (String, i32) {
    let out = Command::new("qemu-aarch64")
        .args(["-cpu", "max", "-L", "/usr/aarch64-linux-gnu"])
        .arg(exe)
        .args(args)
        // A guest dying of a signal may leave a core file in the working directory.
        .current_dir(exe.parent().unwrap())
        .output()
        .unwrap_or_else(|e| panic!("qemu-aarch64: {e}"));
    let code = out
        .status
        .code()
        .or_else(|| out.status.signal().map(|s| 128 + s))
        .unwrap_or(-1);
    (String::from_utf8_lossy(&out.stdout).into_owned(), code)
}

fn link(objs: &[&Path], cc: &str, mode: &[&str], exe: &Path) {
    let mut args: Vec<&str> = mode.to_vec();
    args.extend(objs.iter().map(|o| o.to_str().unwrap()));
    args.extend(["-o", exe.to_str().unwrap()]);
    must(cc, &args);
}

fn rllc_obj(d: &Path, input: &str, rm: &str) -> PathBuf {
    let o = d.join(format!("{input}.{rm}.o"));
    let src = dir().join(input);
    must(
        RLLC,
        &[
            src.to_str().unwrap(),
            "-filetype=obj",
            &format!("-relocation-model={rm}"),
            "-o",
            o.to_str().unwrap(),
        ],
    );
    o
}

/// Programs with function pointers, jump tables, computed gotos, setjmp/longjmp and C++
/// exceptions, linked with glibc (static and PIE): the output and exit code of llc's build.
/// Pointer authentication is live under qemu -cpu max (a wrong signature would crash).
#[test]
fn a64_branch_protection_programs_run_as_their_llc_builds() {
    let d = scratch("a64-bp-run");
    for (input, _) in INPUTS {
        let cc = if input.starts_with("bti_eh") {
            "aarch64-linux-gnu-g++"
        } else {
            "aarch64-linux-gnu-gcc"
        };
        let (_, l) = both(&d, input, &["-relocation-model=pic"]);
        let want_exe = d.join(format!("{input}.llc.exe"));
        link(&[&l], cc, &["-pie"], &want_exe);
        let want = qemu(&want_exe, &["x"]);
        assert!(!want.0.is_empty(), "{input}: llc's build printed nothing");
        for (rm, mode) in [("static", "-static"), ("pic", "-pie")] {
            let exe = d.join(format!("{input}.{rm}.exe"));
            link(&[&rllc_obj(&d, input, rm)], cc, &[mode], &exe);
            assert_eq!(qemu(&exe, &["x"]), want, "{input} {rm}");
        }
    }
}

/// The freestanding program, linked alone (with `bti_sys.s`), keeps the BTI property, and
/// qemu enforces it: rllc's builds run as llc's; without `bti c` (the IR's
/// `"branch-target-enforcement"` removed, the module flag kept) or without `bti j` (removed
/// from rllc's assembly) the program dies with SIGILL; with a `bti c` in place of the
/// signing `paciasp`, authentication fails and it dies with SIGSEGV.
#[test]
fn a64_bti_is_enforced_and_rllc_builds_pass() {
    let d = scratch("a64-bti-enforced");
    let sys = d.join("sys.o");
    assemble(&dir().join("bti_sys.s"), &sys);
    let freestanding = |o: &Path| {
        let exe = o.with_extension("exe");
        link(
            &[o, &sys],
            "aarch64-linux-gnu-gcc",
            &["-nostdlib", "-static"],
            &exe,
        );
        let n = must(&tool("llvm-readelf"), &["-n", exe.to_str().unwrap()]);
        assert!(
            n.contains("aarch64 feature: BTI, PAC, GCS"),
            "{exe:?} lost its BTI property:\n{n}"
        );
        qemu(&exe, &[])
    };
    for input in ["bti_run.O0.ll", "bti_run.O2.ll"] {
        let (_, l) = both(&d, input, &[]);
        let want = freestanding(&l);
        assert_eq!(want, ("4656\n".to_string(), 48), "{input}: llc's build");
        for rm in ["static", "pic"] {
            assert_eq!(freestanding(&rllc_obj(&d, input, rm)), want, "{input} {rm}");
        }
        let asm = d.join(format!("{input}.s"));
        let src = dir().join(input);
        must(RLLC, &[src.to_str().unwrap(), "-o", asm.to_str().unwrap()]);
        let text = std::fs::read_to_string(&asm).unwrap();
        let broken = |name: &str, text: String| {
            let (s, o) = (
                d.join(format!("{input}.{name}.s")),
                d.join(format!("{input}.{name}.o")),
            );
            std::fs::write(&s, text).unwrap();
            assemble(&s, &o);
            freestanding(&o).1
        };
        assert_eq!(
            broken("as-is", text.clone()),
            48,
            "{input}: the assembly as printed"
        );
        let no_bti_j: String = text
            .lines()
            .filter(|l| l.trim() != "hint\t#36")
            .map(|l| format!("{l}\n"))
            .collect();
        assert_ne!(no_bti_j.len(), text.len());
        assert_eq!(
            broken("no-bti-j", no_bti_j),
            128 + 4,
            "{input}: jump targets without bti j"
        );
        assert_eq!(
            broken("no-pac", text.replace("hint\t#25", "hint\t#34")),
            128 + 11,
            "{input}: unsigned returns"
        );
        let ir = std::fs::read_to_string(&src)
            .unwrap()
            .replace(" \"branch-target-enforcement\"", "");
        let unmarked = d.join(format!("{input}.no-bti.ll"));
        std::fs::write(&unmarked, ir).unwrap();
        let o = d.join(format!("{input}.no-bti.o"));
        must(
            RLLC,
            &[
                unmarked.to_str().unwrap(),
                "-filetype=obj",
                "-o",
                o.to_str().unwrap(),
            ],
        );
        assert_eq!(count(&disasm(&o), "bti\t"), 0);
        assert_eq!(
            freestanding(&o).1,
            128 + 4,
            "{input}: entries without bti c"
        );
    }
}
