//! How the verifier spells types, globals and local values in its messages: the `.ll`
//! syntax, without numbering unnamed values (which would need a pass over the function).

use crate::function::Function;
use crate::module::{GlobalId, Module};
use crate::types::{Type, TypeId};
use crate::value::Value;
use std::fmt::Write;

/// The `.ll` spelling of a type (`i32`, `ptr addrspace(1)`, `{ i8, [4 x i32] }`, `%T`).
pub fn type_name(m: &Module, t: TypeId) -> String {
    let mut s = String::new();
    write_type(m, t, &mut s, 0);
    s
}

fn write_type(m: &Module, t: TypeId, s: &mut String, depth: u32) {
    if t.0 as usize >= m.types.len() {
        s.push_str("<invalid type>");
        return;
    }
    if depth > 32 {
        s.push_str("...");
        return;
    }
    let list = |s: &mut String, items: &[TypeId]| {
        for (i, &f) in items.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            write_type(m, f, s, depth + 1);
        }
    };
    match m.types.get(t) {
        Type::Void => s.push_str("void"),
        Type::Label => s.push_str("label"),
        Type::Token => s.push_str("token"),
        Type::Metadata => s.push_str("metadata"),
        Type::X86Amx => s.push_str("x86_amx"),
        Type::Int(b) => {
            let _ = write!(s, "i{b}");
        }
        Type::Float(k) => s.push_str(k.keyword()),
        Type::Ptr { addrspace: 0 } => s.push_str("ptr"),
        Type::Ptr { addrspace } => {
            let _ = write!(s, "ptr addrspace({addrspace})");
        }
        Type::Vector { elem, len, scalable } => {
            let _ = write!(s, "<{}{len} x ", if *scalable { "vscale x " } else { "" });
            write_type(m, *elem, s, depth + 1);
            s.push('>');
        }
        Type::Array { elem, len } => {
            let _ = write!(s, "[{len} x ");
            write_type(m, *elem, s, depth + 1);
            s.push(']');
        }
        Type::Struct { fields, packed } => {
            s.push_str(if *packed { "<{ " } else { "{ " });
            list(s, fields);
            s.push_str(if *packed { " }>" } else { " }" });
            if fields.is_empty() {
                s.truncate(s.len() - if *packed { 4 } else { 3 });
                s.push_str(if *packed { "}>" } else { "}" });
            }
        }
        Type::Named(i) => match m.types.named.get(*i as usize).and_then(|n| n.name) {
            Some(name) => {
                s.push('%');
                s.push_str(&m.syms.text(name));
            }
            None => {
                // Unnamed identified structs are numbered in creation order.
                let k = m.types.named[..*i as usize].iter().filter(|n| n.name.is_none()).count();
                let _ = write!(s, "%{k}");
            }
        },
        Type::Function { ret, params, varargs } => {
            write_type(m, *ret, s, depth + 1);
            s.push_str(" (");
            list(s, params);
            if *varargs {
                s.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            s.push(')');
        }
        Type::TargetExt { name, types, ints } => {
            let _ = write!(s, "target(\"{}\"", m.syms.text(*name));
            for &t in types.iter() {
                s.push_str(", ");
                write_type(m, t, s, depth + 1);
            }
            for i in ints.iter() {
                let _ = write!(s, ", {i}");
            }
            s.push(')');
        }
    }
}

/// `@name` of a global (`@N` by position among unnamed globals when it has no name).
pub fn global_name(m: &Module, g: GlobalId) -> String {
    match m.globals.get(g.0 as usize) {
        Some(gv) => match gv.name {
            Some(n) => format!("@{}", m.syms.text(n)),
            None => {
                let k = m.globals[..g.0 as usize].iter().filter(|x| x.name.is_none()).count();
                format!("@{k}")
            }
        },
        None => "@<invalid global>".to_string(),
    }
}

/// A short spelling of an operand: `%name` for named locals, `@g` for globals, otherwise
/// a description (unnamed values would need numbering the whole function).
pub fn value_name(m: &Module, f: &Function, v: Value) -> String {
    match v {
        Value::Inst(i) => match f.name_of(i) {
            Some(n) => format!("%{}", m.syms.text(n)),
            None => "an unnamed value".to_string(),
        },
        Value::Arg(i) => match f.params.get(i as usize).and_then(|p| p.name) {
            Some(n) => format!("%{}", m.syms.text(n)),
            None => format!("argument {i}"),
        },
        Value::Block(b) => match f.blocks.get(b.0 as usize).and_then(|x| x.name) {
            Some(n) => format!("%{}", m.syms.text(n)),
            None => "an unnamed block".to_string(),
        },
        Value::Const(c) => match (c.0 as usize) < m.consts.len() {
            true => match m.consts.get(c) {
                crate::constant::Const::Global(g) => global_name(m, *g),
                _ => "a constant".to_string(),
            },
            false => "an invalid constant".to_string(),
        },
        Value::Meta(_) => "metadata".to_string(),
        Value::Asm(_) => "inline asm".to_string(),
    }
}
