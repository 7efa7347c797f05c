//! Printing types: `i32`, `ptr addrspace(1)`, `[4 x i8]`, `<vscale x 2 x i64>`,
//! `{ i32, ptr }`, `<{ i8 }>`, `%struct.S` / `%0`, `i32 (ptr, ...)`, `target("name", T, 1)`,
//! and the numbering of unnamed identified structs.

use super::{Printer, NO_SLOT};
use crate::types::{Type, TypeId};

impl<'m> Printer<'m> {
    /// Numbers unnamed identified structs (`%0`, `%1`, …) in creation order, which is also
    /// the order their definitions are printed in (LLVM requires numbered type
    /// definitions in increasing order).
    pub(crate) fn number_types(&mut self) {
        let mut next = 0u32;
        self.type_slots = self
            .m
            .types
            .named
            .iter()
            .map(|ns| {
                if ns.name.is_some() {
                    NO_SLOT
                } else {
                    next += 1;
                    next - 1
                }
            })
            .collect();
    }

    /// Writes a type.
    pub(crate) fn write_type(&mut self, ty: TypeId) {
        let m = self.m;
        match m.types.get(ty) {
            Type::Void => self.out.push_str("void"),
            Type::Label => self.out.push_str("label"),
            Type::Token => self.out.push_str("token"),
            Type::Metadata => self.out.push_str("metadata"),
            Type::X86Amx => self.out.push_str("x86_amx"),
            Type::Int(bits) => {
                self.out.push('i');
                self.write_u64(*bits as u64);
            }
            Type::Float(k) => self.out.push_str(k.keyword()),
            Type::Ptr { addrspace } => {
                self.out.push_str("ptr");
                if *addrspace != 0 {
                    self.out.push_str(" addrspace(");
                    self.write_u64(*addrspace as u64);
                    self.out.push(')');
                }
            }
            Type::Vector { elem, len, scalable } => {
                self.out.push('<');
                if *scalable {
                    self.out.push_str("vscale x ");
                }
                self.write_u64(*len as u64);
                self.out.push_str(" x ");
                self.write_type(*elem);
                self.out.push('>');
            }
            Type::Array { elem, len } => {
                self.out.push('[');
                self.write_u64(*len);
                self.out.push_str(" x ");
                self.write_type(*elem);
                self.out.push(']');
            }
            Type::Struct { fields, packed } => self.write_struct_body(fields, *packed),
            Type::Named(i) => self.write_named_struct_ref(*i),
            Type::Function { ret, params, varargs } => {
                self.write_type(*ret);
                self.out.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.write_type(*p);
                }
                if *varargs {
                    if !params.is_empty() {
                        self.out.push_str(", ");
                    }
                    self.out.push_str("...");
                }
                self.out.push(')');
            }
            Type::TargetExt { name, types, ints } => {
                self.out.push_str("target(\"");
                self.write_escaped(m.syms.bytes(*name));
                self.out.push('"');
                for t in types.iter() {
                    self.out.push_str(", ");
                    self.write_type(*t);
                }
                for n in ints.iter() {
                    self.out.push_str(", ");
                    self.write_u64(*n as u64);
                }
                self.out.push(')');
            }
        }
    }

    /// `{ T, U }`, `<{ T }>`, `{}` or `<{}>`.
    pub(crate) fn write_struct_body(&mut self, fields: &[TypeId], packed: bool) {
        if packed {
            self.out.push('<');
        }
        if fields.is_empty() {
            self.out.push_str("{}");
        } else {
            self.out.push_str("{ ");
            for (i, f) in fields.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.write_type(*f);
            }
            self.out.push_str(" }");
        }
        if packed {
            self.out.push('>');
        }
    }

    /// `%name` or `%N` for the identified struct at index `i` of `TypeTable::named`.
    pub(crate) fn write_named_struct_ref(&mut self, i: u32) {
        let m = self.m;
        match m.types.named[i as usize].name {
            Some(name) => self.write_name(b'%', m.syms.bytes(name)),
            None => {
                self.out.push('%');
                self.write_u64(self.type_slots[i as usize] as u64);
            }
        }
    }

    /// The identified struct definitions: `%T = type { ... }` / `%T = type opaque`.
    pub(crate) fn write_type_definitions(&mut self) {
        let m = self.m;
        if m.types.named.is_empty() {
            return;
        }
        self.out.push('\n');
        for (i, ns) in m.types.named.iter().enumerate() {
            self.write_named_struct_ref(i as u32);
            self.out.push_str(" = type ");
            match &ns.body {
                Some(b) => self.write_struct_body(&b.fields, b.packed),
                None => self.out.push_str("opaque"),
            }
            self.out.push('\n');
        }
    }
}
