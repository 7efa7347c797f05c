//! LLVM's ELF extension sections against llc-19's, for the same IR (issue 22, "nothing
//! dropped silently"): the address-significance table (`-addrsig`), the call-graph
//! profile (`CG Profile` module flag), symbol partitions (`partition`) and the basic-block
//! address map (`-basic-block-address-map`), in objects
//! (read back with llvm-readobj-19) and in assembly output, on x86-64, AArch64 and RISC-V;
//! and the table at work: `ld.lld --icf=safe` folds exactly the functions it leaves out.
//! Inputs: `tests/llvm_sections/*.ll` (written by hand) and the committed IR corpora.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;

const TRIPLES: [&str; 3] = ["x86_64-linux-gnu", "aarch64-linux-gnu", "riscv64-linux-gnu"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rllc-llvm-sections-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn text(cmd: &mut Command, what: &str) -> String {
    String::from_utf8_lossy(&support::run_ok(cmd, what).stdout).into_owned()
}

/// The output of rllc and of llc-19 for `input` with `args` (same options for both).
fn both(input: &Path, args: &[&str], out_dir: &Path, ext: &str) -> (PathBuf, PathBuf) {
    let stem = input.file_stem().unwrap().to_string_lossy().into_owned();
    let (r, l) = (out_dir.join(format!("{stem}.rllc.{ext}")), out_dir.join(format!("{stem}.llc.{ext}")));
    support::run_ok(Command::new(env!("CARGO_BIN_EXE_rllc")).args(args).arg(input).arg("-o").arg(&r), "rllc");
    support::run_ok(Command::new("llc-19").args(args).arg(input).arg("-o").arg(&l), "llc-19");
    (r, l)
}

/// The lines of `path` that start (after whitespace) with `directive`, names unquoted
/// (rllc quotes AArch64 symbols that look like registers, `"s16"`; llc does not).
fn directive_lines(path: &Path, directive: &str) -> Vec<String> {
    let bytes = std::fs::read(path).unwrap();
    String::from_utf8_lossy(&bytes)
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with(directive))
        .map(|l| l.replace('"', ""))
        .collect()
}

/// `llvm-readobj-19 <flag>` of an object, the file name line dropped.
fn readobj(flag: &str, obj: &Path) -> String {
    let out = text(Command::new("llvm-readobj-19").arg(flag).arg(obj), "llvm-readobj-19");
    out.lines().filter(|l| !l.starts_with("File:")).collect::<Vec<_>>().join("\n")
}

/// The names an object's `.llvm_addrsig` lists, in order.
fn addrsig_names(obj: &Path) -> Vec<String> {
    readobj("--addrsig", obj)
        .lines()
        .filter_map(|l| l.trim().strip_prefix("Sym: "))
        .map(|s| s.rsplit_once(" (").map_or(s, |(name, _)| name).to_string())
        .collect()
}

/// The `-addrsig` table equals llc's, in objects and in assembly, over the run-test and
/// corpus IR of every target (O0, O2 and O2 -g IR). Known differences: AArch64 modules
/// where llc's constant promotion adds `_PromotedConst` globals of its own (rllc has no
/// such pass) are counted apart and must stay few.
#[test]
fn addrsig_tables_match_llc() {
    let d = scratch("addrsig");
    let mut inputs: Vec<(PathBuf, &str)> = Vec::new();
    for triple in TRIPLES {
        let arch = triple.split('-').next().unwrap();
        // (x86-64's run tests are in tests/run itself, read below.)
        let mut dirs = vec![root().join("tests/corpus/ll").join(triple)];
        if arch != "x86_64" {
            dirs.push(root().join("tests/run").join(arch));
        }
        for dir in dirs {
            for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
                let p = entry.unwrap().path();
                if p.extension().is_some_and(|e| e == "ll") {
                    inputs.push((p, triple));
                }
            }
        }
    }
    for entry in std::fs::read_dir(root().join("tests/run")).unwrap() {
        let p = entry.unwrap().path();
        if p.extension().is_some_and(|e| e == "ll") {
            inputs.push((p, "x86_64-linux-gnu"));
        }
    }
    inputs.sort();
    // Every 5th module, objects and assembly: enough to cover EH, stack protectors,
    // atomics, aliases and TLS in reasonable time.
    let (mut compared, mut symbols, mut promoted) = (0, 0, 0);
    for (k, (input, triple)) in inputs.iter().enumerate().filter(|(k, _)| k % 5 == 0) {
        let mtriple = format!("-mtriple={triple}");
        let sub = d.join(k.to_string());
        std::fs::create_dir_all(&sub).unwrap();
        let (r, l) = both(input, &["-addrsig", &mtriple, "-relocation-model=pic", "-filetype=asm"], &sub, "s");
        let (rs, ls) = (directive_lines(&r, ".addrsig_sym"), directive_lines(&l, ".addrsig_sym"));
        if ls.iter().any(|s| s.contains("_PromotedConst")) {
            promoted += 1;
            continue;
        }
        assert_eq!(rs, ls, "{}: .addrsig_sym lines", input.display());
        assert_eq!(directive_lines(&r, ".addrsig"), directive_lines(&l, ".addrsig"), "{}", input.display());
        let (ro, lo) = both(input, &["-addrsig", &mtriple, "-relocation-model=pic", "-filetype=obj"], &sub, "o");
        let (rn, ln) = (addrsig_names(&ro), addrsig_names(&lo));
        assert_eq!(rn, ln, "{}: .llvm_addrsig of the objects", input.display());
        compared += 1;
        symbols += rn.len();
    }
    assert!(compared >= 100, "only {compared} modules compared");
    assert!(symbols >= 1000, "only {symbols} table entries compared");
    assert!(promoted <= 3, "{promoted} modules with llc's _PromotedConst");
}

/// The table decides what the linker may fold: with rllc's object, `ld.lld --icf=safe`
/// keeps `f1` and `f2` (their addresses are compared) apart and folds `g1` into `g2`, as
/// with llc's; without `-addrsig` nothing is folded.
#[test]
fn addrsig_lets_the_linker_fold_exactly_the_unlisted_functions() {
    let d = scratch("icf");
    let input = root().join("tests/llvm_sections/icf.ll");
    let addresses = |exe: &Path| -> Vec<String> {
        let nm = text(Command::new("nm").arg(exe), "nm");
        ["f1", "f2", "g1", "g2"]
            .iter()
            .map(|f| {
                let line = nm.lines().find(|l| l.ends_with(&format!(" {f}"))).unwrap_or_else(|| panic!("no {f}"));
                line.split(' ').next().unwrap().to_string()
            })
            .collect()
    };
    let mut runs = Vec::new();
    for (name, args) in [("with", &["-addrsig"][..]), ("without", &[][..])] {
        let sub = d.join(name);
        std::fs::create_dir_all(&sub).unwrap();
        let mut args = args.to_vec();
        args.extend(["-filetype=obj", "-relocation-model=pic"]);
        let (r, l) = both(&input, &args, &sub, "o");
        for (who, obj) in [("rllc", &r), ("llc", &l)] {
            let exe = sub.join(format!("icf-{who}"));
            let mut link = Command::new("clang-19");
            link.arg("-fuse-ld=lld").arg("-Wl,--icf=safe").arg(obj).arg("-o").arg(&exe);
            support::run_ok(&mut link, "linking with ld.lld --icf=safe");
            let out = text(&mut Command::new(&exe), "the program");
            runs.push((name, who, out, addresses(&exe)));
        }
    }
    for (name, who, out, a) in &runs {
        assert_eq!(out, "different\n52\n", "{name} -addrsig, {who}");
        assert_ne!(a[0], a[1], "{name} -addrsig, {who}: f1 and f2 were folded");
        let folded = a[2] == a[3];
        assert_eq!(folded, *name == "with", "{name} -addrsig, {who}: g1 and g2 folded: {folded}");
    }
}

/// The call-graph profile: the same edges and weights as llc's (object: llvm-readobj's
/// `--cg-profile`, which resolves the relocations to names; asm: `.cg_profile` lines).
#[test]
fn call_graph_profile_matches_llc() {
    let d = scratch("cg");
    let input = root().join("tests/llvm_sections/cg_profile.ll");
    for triple in TRIPLES {
        let mtriple = format!("-mtriple={triple}");
        let sub = d.join(triple);
        std::fs::create_dir_all(&sub).unwrap();
        let (r, l) = both(&input, &[&mtriple, "-filetype=asm"], &sub, "s");
        let lines = directive_lines(&r, ".cg_profile");
        assert_eq!(lines.len(), 3, "{triple}: {lines:?}");
        assert_eq!(lines, directive_lines(&l, ".cg_profile"), "{triple}");
        let (ro, lo) = both(&input, &[&mtriple, "-filetype=obj"], &sub, "o");
        // Symbol indexes differ between the writers: compare names and weights.
        let entries = |o: &Path| -> Vec<String> {
            readobj("--cg-profile", o)
                .lines()
                .map(|l| l.trim())
                .filter(|l| l.starts_with("From:") || l.starts_with("To:") || l.starts_with("Weight:"))
                .map(|l| l.split(" (").next().unwrap().to_string())
                .collect()
        };
        let got = entries(&ro);
        assert_eq!(got.len(), 9, "{triple}: {got:?}");
        assert_eq!(got, entries(&lo), "{triple}");
        let header = |o: &Path| {
            let s = text(Command::new("llvm-readelf-19").arg("-S").arg(o), "llvm-readelf-19");
            let line = s.lines().find(|l| l.contains(".llvm.call-graph-profile ")).unwrap_or("").to_string();
            // type, entry size and flags (the columns after the name, offsets left out)
            let cols: Vec<&str> = line.split_whitespace().collect();
            let col = |k: usize| cols.get(k).map(|s| s.to_string());
            (col(2), col(7), col(8))
        };
        assert_eq!(header(&ro), header(&lo), "{triple}: section header");
    }
}

/// Symbol partitions: one `.llvm_sympart` section per partitioned global, holding the
/// partition's name and the global's address, in llc's order.
#[test]
fn symbol_partitions_match_llc() {
    let d = scratch("sympart");
    let input = root().join("tests/llvm_sections/sympart.ll");
    for triple in TRIPLES {
        let mtriple = format!("-mtriple={triple}");
        let sub = d.join(triple);
        std::fs::create_dir_all(&sub).unwrap();
        let (ro, lo) = both(&input, &[&mtriple, "-filetype=obj"], &sub, "o");
        // Each sympart section: its bytes and the symbol its relocation names.
        let parts = |o: &Path| -> Vec<(String, String)> {
            let dump = text(Command::new("llvm-readelf-19").args(["-x", ".llvm_sympart", "-r"]).arg(o), "readelf");
            // The hex words of each dump (the columns between the address and the text).
            let contents: Vec<String> = dump
                .split("Hex dump of section '.llvm_sympart':")
                .skip(1)
                .map(|chunk| {
                    let hex = |w: &&str| w.len() <= 8 && w.bytes().all(|b| b.is_ascii_hexdigit());
                    let lines = chunk.lines().filter(|l| l.starts_with("0x"));
                    let words = lines.flat_map(|l| l.split_whitespace().skip(1).take_while(hex));
                    words.collect::<Vec<_>>().join("")
                })
                .collect();
            // The symbol each relocation names; llc names a local function through its
            // section (`.text + 0x10`), rllc by its own symbol: both resolved to the name
            // nm gives that address in the code.
            let nm = text(Command::new("nm").arg(o), "nm");
            let code_symbol = |address: u64| {
                let found = nm.lines().find(|l| {
                    let f: Vec<&str> = l.split_whitespace().collect();
                    f.len() == 3 && matches!(f[1], "t" | "T") && u64::from_str_radix(f[0], 16).ok() == Some(address)
                });
                found.and_then(|l| l.split_whitespace().nth(2)).unwrap_or("?").to_string()
            };
            let targets: Vec<String> = dump
                .split("Relocation section '.rela.llvm_sympart'")
                .skip(1)
                .filter_map(|s| s.lines().nth(2))
                .map(|l| {
                    let f: Vec<&str> = l.split_whitespace().collect();
                    match (f.get(4), f.last()) {
                        (Some(&".text"), Some(a)) => code_symbol(u64::from_str_radix(a, 16).unwrap_or(u64::MAX)),
                        (Some(name), _) => name.to_string(),
                        _ => String::new(),
                    }
                })
                .collect();
            contents.into_iter().zip(targets).collect()
        };
        let got = parts(&ro);
        assert_eq!(got.len(), 4, "{triple}: {got:?}");
        assert_eq!(got, parts(&lo), "{triple}");
        let (r, l) = both(&input, &[&mtriple, "-filetype=asm"], &sub, "s");
        let sections = |p: &Path| directive_lines(p, ".section").into_iter().filter(|s| s.contains("sympart")).count();
        assert_eq!(sections(&r), 4, "{triple}");
        assert_eq!(sections(&r), sections(&l), "{triple}");
    }
}

/// One function of `llvm-readobj --bb-addr-map`: its name and per block (offset, size,
/// flag names that are set).
type BbFunction = (String, Vec<(u64, u64, Vec<String>)>);

fn bb_addr_map(obj: &Path) -> Vec<BbFunction> {
    let dump = readobj("--bb-addr-map", obj);
    let mut out: Vec<BbFunction> = Vec::new();
    let hex = |s: &str| u64::from_str_radix(s.trim().trim_start_matches("0x"), 16).unwrap();
    for line in dump.lines().map(str::trim) {
        if let Some(name) = line.strip_prefix("Name: ") {
            out.push((name.to_string(), Vec::new()));
        } else if let (Some(off), Some(f)) = (line.strip_prefix("Offset: "), out.last_mut()) {
            f.1.push((hex(off), 0, Vec::new()));
        } else if let (Some(size), Some(b)) =
            (line.strip_prefix("Size: "), out.last_mut().and_then(|f| f.1.last_mut()))
        {
            b.1 = hex(size);
        } else if let (Some((flag, "Yes")), Some(b)) =
            (line.split_once(": "), out.last_mut().and_then(|f| f.1.last_mut()))
        {
            b.2.push(flag.to_string());
        }
    }
    out
}

/// `-basic-block-address-map`: every function of the module in llc's order, each with
/// blocks that tile its code (sizes from the symbol table), one entry per machine block,
/// returns, tail calls, jump-table branches and landing pads marked; the assembly output
/// through llvm-mc-19 gives the same map as the object.
#[test]
fn basic_block_address_maps_describe_the_code() {
    let d = scratch("bbmap");
    let inputs = ["switch_dense.O2.ll", "constructors.O2.ll", "recursion.O0.ll"];
    let mut checked = 0;
    for triple in TRIPLES {
        let arch = triple.split('-').next().unwrap();
        let corpus = root().join("tests/corpus/ll").join(triple);
        let mut files: Vec<PathBuf> = inputs.iter().map(|f| corpus.join(f)).collect();
        let eh_dir = if arch == "x86_64" { root().join("tests/run") } else { root().join("tests/run").join(arch) };
        files.push(eh_dir.join("eh_objects.O2.ll"));
        for input in files {
            let name = input.file_name().unwrap().to_string_lossy().into_owned();
            let sub = d.join(format!("{arch}-{name}"));
            std::fs::create_dir_all(&sub).unwrap();
            let args = ["-basic-block-address-map", "-filetype=obj", "-relocation-model=pic"];
            let (r, l) = both(&input, &args, &sub, "o");
            let (rm, lm) = (bb_addr_map(&r), bb_addr_map(&l));
            let names = |m: &[BbFunction]| m.iter().map(|f| f.0.clone()).collect::<Vec<_>>();
            if arch == "riscv64" {
                // llc's RISC-V map names functions by local labels with ULEB128
                // relocations (for linker relaxation), which readobj cannot name.
                assert_eq!(rm.len(), lm.len(), "{arch} {name}: functions");
            } else {
                assert_eq!(names(&rm), names(&lm), "{arch} {name}: functions");
            }
            let nm = text(Command::new("nm").arg("-S").arg(&r), "nm");
            for (function, blocks) in &rm {
                let size = nm
                    .lines()
                    .find(|l| l.ends_with(&format!(" {function}")))
                    .and_then(|l| l.split_whitespace().nth(1))
                    .map(|s| u64::from_str_radix(s, 16).unwrap())
                    .unwrap_or_else(|| panic!("{arch} {name}: no size for {function}"));
                // (readobj gives each block's offset from the function's start.)
                let mut end = 0;
                for b in blocks {
                    assert_eq!(b.0, end, "{arch} {name} {function}: blocks do not tile: {blocks:?}");
                    end = b.0 + b.1;
                }
                assert_eq!(end, size, "{arch} {name} {function}: blocks {blocks:?}");
                let last = blocks.last().unwrap();
                assert!(!last.2.iter().any(|f| f == "CanFallThrough"), "{arch} {name} {function}: {blocks:?}");
                checked += 1;
            }
            let flagged = |flag: &str| rm.iter().flat_map(|f| &f.1).filter(|b| b.2.iter().any(|x| x == flag)).count();
            assert!(flagged("HasReturn") >= rm.len(), "{arch} {name}: {rm:?}");
            if name.starts_with("switch_dense") {
                assert!(flagged("HasIndirectBranch") > 0, "{arch} {name}: no jump table branch");
            }
            if name.starts_with("constructors") {
                assert!(flagged("HasTailCall") > 0, "{arch} {name}: no tail call");
            }
            if name.starts_with("eh_") {
                assert!(flagged("IsEHPad") > 0, "{arch} {name}: no landing pad");
            }
            // The asm output describes the same blocks.
            let s = sub.join("rllc.s");
            let mut asm = Command::new(env!("CARGO_BIN_EXE_rllc"));
            asm.args(["-basic-block-address-map", "-filetype=asm", "-relocation-model=pic"]);
            asm.arg(&input).arg("-o").arg(&s);
            support::run_ok(&mut asm, "rllc -filetype=asm");
            let assembled = sub.join("rllc.s.o");
            let mut mc = Command::new("llvm-mc-19");
            mc.arg(format!("-triple={triple}")).arg("-filetype=obj").arg(&s).arg("-o").arg(&assembled);
            if arch == "riscv64" {
                mc.arg("-mattr=+m,+a,+f,+d,+c");
            }
            support::run_ok(&mut mc, "llvm-mc-19");
            assert_eq!(bb_addr_map(&assembled), rm, "{arch} {name}: asm output");
        }
    }
    assert!(checked >= 40, "only {checked} functions checked");
}
