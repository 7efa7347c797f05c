//! Metadata through the whole reader and printer: clang-19 `-g` output for C++
//! (namespaces, class templates, template template parameters, imported entities, virtual
//! inheritance) and a hand-written module with every debug record kind, `!DIArgList`,
//! `!DIAssignID`, inline nodes and non-debug metadata. Each printed module must make
//! `llvm-dis-19` print the same text as the original does (numbering may differ before
//! llvm-as renumbers). Also checks the `Module` helpers that read metadata.

use rllc_ir::di::{DIExprElem, DINode};
use rllc_ir::{parse, print_module, Module};
use std::path::{Path, PathBuf};
use std::process::Command;

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/metadata").join(name)
}

fn read_module(name: &str) -> (String, Module) {
    let path = data(name);
    let src = std::fs::read_to_string(&path).expect("read test input");
    match parse(&src) {
        Ok(m) => (src, m),
        Err(d) => panic!("{}", d.render(&path.display().to_string(), &src)),
    }
}

/// `llvm-dis-19` of `llvm-as-19` of the file, without the `; ModuleID` line.
fn llvm_dis(path: &Path) -> String {
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("llvm-as-19 -o - '{}' | llvm-dis-19 -o -", path.display()))
        .output()
        .expect("sh, llvm-as-19 and llvm-dis-19 must be installed");
    assert!(out.status.success(), "llvm-as-19 rejected {}:\n{}", path.display(), String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).lines().filter(|l| !l.starts_with("; ModuleID")).collect::<Vec<_>>().join("\n")
}

fn check_round_trip(name: &str) {
    let (_, m) = read_module(name);
    let printed = print_module(&m);
    let tmp = std::env::temp_dir().join(format!("rllc-md-roundtrip-{}-{name}", std::process::id()));
    std::fs::write(&tmp, &printed).expect("write temp file");
    let ours = llvm_dis(&tmp);
    let _ = std::fs::remove_file(&tmp);
    let theirs = llvm_dis(&data(name));
    if ours != theirs {
        let first = ours.lines().zip(theirs.lines()).position(|(a, b)| a != b).unwrap_or(0);
        panic!(
            "{name}: llvm-dis output differs at line {}:\n  original: {}\n  printed:  {}",
            first + 1,
            theirs.lines().nth(first).unwrap_or("<end>"),
            ours.lines().nth(first).unwrap_or("<end>")
        );
    }
    // Printing is a fixed point: reading the print and printing again changes nothing.
    let again = parse(&printed).unwrap_or_else(|d| panic!("{}", d.render(name, &printed)));
    assert_eq!(print_module(&again), printed, "{name}: second print differs");
}

#[test]
fn cpp_debug_info_round_trips() {
    check_round_trip("di_cpp.O2g.ll");
    check_round_trip("di_cpp.O0g.ll");
}

#[test]
fn debug_records_and_attachments_round_trip() {
    check_round_trip("di_records.ll");
}

#[test]
fn module_helpers_read_flags_and_debug_info() {
    let (_, m) = read_module("di_records.ll");
    assert_eq!(m.module_flag_int("Dwarf Version"), Some(5));
    assert_eq!(m.module_flag_int("Debug Info Version"), Some(3));
    assert_eq!(m.module_flag_behavior("PIC Level"), Some(8));
    assert_eq!(m.module_flag("no such flag"), None);
    let cus: Vec<_> = m.compile_units().collect();
    assert_eq!(cus.len(), 1);
    let Some(DINode::CompileUnit(cu)) = m.di_node(cus[0]) else { panic!("not a compile unit") };
    assert_eq!(m.syms.bytes(cu.producer.unwrap()), b"hand");
    let Some(DINode::File(file)) = cu.file.and_then(|f| m.di_node(f)) else { panic!("no file") };
    assert_eq!(file.checksum_kind, 1);
    assert_eq!(m.syms.bytes(file.filename.unwrap()), b"r.c");
    // The global's `!dbg` is a DIGlobalVariableExpression with an empty expression.
    let g = m.global(m.global_by_name(b"g").unwrap());
    let (_, gve) = g.attachments.iter().find(|(k, _)| m.syms.bytes(*k) == b"dbg").copied().unwrap();
    let Some(DINode::GlobalVariableExpression(gve)) = m.di_node(gve) else { panic!("not a GVE") };
    let Some(DINode::Expression(e)) = gve.expr.and_then(|e| m.di_node(e)) else { panic!("no expression") };
    assert!(e.elements.is_empty());
    let ident = m.named_md("llvm.ident").unwrap();
    let first = m.md_tuple(ident.ops[0]).unwrap()[0].unwrap();
    assert_eq!(m.md_string(first), Some(&b"hand-written"[..]));
    assert!(m.named_md("named.\"with\".escapes").is_some());
}

#[test]
fn cpp_debug_info_is_typed() {
    let (_, m) = read_module("di_cpp.O2g.ll");
    let mut kinds = std::collections::BTreeSet::new();
    let mut ops = std::collections::BTreeSet::new();
    for md in &m.metadata {
        if let rllc_ir::Metadata::Node { node, .. } = md {
            kinds.insert(node.name());
            if let DINode::Expression(e) = node {
                ops.extend(e.elements.iter().filter_map(|el| match el {
                    DIExprElem::Op(op) => Some(*op),
                    DIExprElem::Int(_) => None,
                }));
            }
        }
    }
    for k in [
        "DINamespace",
        "DIImportedEntity",
        "DITemplateTypeParameter",
        "DITemplateValueParameter",
        "DICompositeType",
        "DIGlobalVariable",
    ] {
        assert!(kinds.contains(k), "no {k} in {kinds:?}");
    }
    // Expressions were classified into operations (DW_OP_stack_value and friends).
    assert!(!ops.is_empty());
}
