//! DWARF type entries from the module's debug-info type metadata (`DIBasicType`,
//! `DIDerivedType`, `DICompositeType`, `DISubroutineType`), made once per type node and
//! placed under the compile unit, as llc does. Members, enumerators, array dimensions
//! and parameter types are children of the type they belong to.

use crate::debug_info::Files;
use gimli::constants as dw;
use rllc_ir::di::DINode;
use rllc_ir::{MdId, Module};
use rllc_objwriter::{DebugEntry, DebugValue, EntryId};
use std::collections::HashMap;

/// `DIFlagFwdDecl`: a declaration only (an incomplete struct).
const FLAG_FWD_DECL: u32 = 1 << 2;
/// `DIFlagBitField`: a member that is a bit-field (`size` and `offset` in bits).
const FLAG_BIT_FIELD: u32 = 1 << 19;
/// Types nested deeper than this are left out rather than recursed into.
const MAX_DEPTH: u32 = 256;

/// The unit's entries being built: every entry, and those directly under the unit.
#[derive(Default)]
pub struct Entries {
    pub list: Vec<DebugEntry>,
    pub roots: Vec<EntryId>,
}

impl Entries {
    /// A new entry, not yet placed anywhere.
    pub fn add(&mut self, tag: dw::DwTag, attrs: Vec<(u16, DebugValue)>) -> EntryId {
        self.list.push(DebugEntry { tag: tag.0, attrs, children: Vec::new() });
        EntryId(self.list.len() as u32 - 1)
    }

    pub fn attr(&mut self, e: EntryId, at: dw::DwAt, v: DebugValue) {
        self.list[e.0 as usize].attrs.push((at.0, v));
    }

    pub fn child(&mut self, parent: EntryId, child: EntryId) {
        self.list[parent.0 as usize].children.push(child);
    }
}

/// The type entry of each type node, made on first use.
#[derive(Default)]
pub struct Types {
    made: HashMap<MdId, Option<EntryId>>,
}

impl Types {
    /// The entry for type node `ty` (`None` for `void` and for what is not a type).
    pub fn entry(&mut self, m: &Module, files: &mut Files, ents: &mut Entries, ty: MdId) -> Option<EntryId> {
        self.entry_at(m, files, ents, ty, 0)
    }

    fn entry_at(&mut self, m: &Module, files: &mut Files, ents: &mut Entries, ty: MdId, depth: u32) -> Option<EntryId> {
        if let Some(&e) = self.made.get(&ty) {
            return e;
        }
        if depth > MAX_DEPTH {
            return None;
        }
        let node = m.di_node(ty)?;
        let tag = match node {
            DINode::BasicType(b) => dw::DwTag(b.tag as u16),
            DINode::DerivedType(d) => dw::DwTag(d.tag as u16),
            DINode::CompositeType(c) => dw::DwTag(c.tag as u16),
            DINode::SubroutineType(_) => dw::DW_TAG_subroutine_type,
            _ => {
                self.made.insert(ty, None);
                return None;
            }
        };
        // Made and placed before its parts, which may refer back to it (a list node's
        // `next` pointer).
        let e = ents.add(tag, Vec::new());
        ents.roots.push(e);
        self.made.insert(ty, Some(e));
        let name = |s: Option<rllc_ir::Sym>| s.map(|s| DebugValue::String(m.sym_text(s).into_owned()));
        match node {
            DINode::BasicType(b) => {
                if let Some(n) = name(b.name) {
                    ents.attr(e, dw::DW_AT_name, n);
                }
                if b.encoding != 0 {
                    ents.attr(e, dw::DW_AT_encoding, DebugValue::Udata(b.encoding.into()));
                }
                ents.attr(e, dw::DW_AT_byte_size, DebugValue::Udata(b.size / 8));
            }
            DINode::DerivedType(d) => {
                if let Some(n) = name(d.name) {
                    ents.attr(e, dw::DW_AT_name, n);
                }
                if let Some(base) = d.base_type.and_then(|b| self.entry_at(m, files, ents, b, depth + 1)) {
                    ents.attr(e, dw::DW_AT_type, DebugValue::Ref(base));
                }
                if matches!(tag, dw::DW_TAG_pointer_type | dw::DW_TAG_reference_type | dw::DW_TAG_rvalue_reference_type) && d.size != 0 {
                    ents.attr(e, dw::DW_AT_byte_size, DebugValue::Udata(d.size / 8));
                }
                if d.file.is_some() && d.line != 0 {
                    let file = files.index(m, d.file);
                    ents.attr(e, dw::DW_AT_decl_file, DebugValue::File(file));
                    ents.attr(e, dw::DW_AT_decl_line, DebugValue::Udata(d.line.into()));
                }
            }
            DINode::CompositeType(c) => {
                if let Some(n) = name(c.name) {
                    ents.attr(e, dw::DW_AT_name, n);
                }
                if c.flags & FLAG_FWD_DECL != 0 {
                    ents.attr(e, dw::DW_AT_declaration, DebugValue::Flag(true));
                    return Some(e);
                }
                if let Some(base) = c.base_type.and_then(|b| self.entry_at(m, files, ents, b, depth + 1)) {
                    ents.attr(e, dw::DW_AT_type, DebugValue::Ref(base));
                }
                if tag != dw::DW_TAG_array_type {
                    ents.attr(e, dw::DW_AT_byte_size, DebugValue::Udata(c.size / 8));
                }
                if c.file.is_some() && c.line != 0 {
                    let file = files.index(m, c.file);
                    ents.attr(e, dw::DW_AT_decl_file, DebugValue::File(file));
                    ents.attr(e, dw::DW_AT_decl_line, DebugValue::Udata(c.line.into()));
                }
                let elements = c.elements.and_then(|l| m.md_tuple(l)).unwrap_or(&[]);
                for &el in elements.iter().flatten() {
                    if let Some(part) = self.element(m, files, ents, el, depth + 1) {
                        ents.child(e, part);
                    }
                }
            }
            DINode::SubroutineType(s) => {
                ents.attr(e, dw::DW_AT_prototyped, DebugValue::Flag(true));
                let types = s.types.and_then(|l| m.md_tuple(l)).unwrap_or(&[]);
                if let Some(ret) = types.first().copied().flatten().and_then(|r| self.entry_at(m, files, ents, r, depth + 1)) {
                    ents.attr(e, dw::DW_AT_type, DebugValue::Ref(ret));
                }
                for &param in types.iter().skip(1) {
                    // A trailing `null` marks a variadic function.
                    let p = match param {
                        None => ents.add(dw::DW_TAG_unspecified_parameters, Vec::new()),
                        Some(t) => {
                            let Some(pt) = self.entry_at(m, files, ents, t, depth + 1) else { continue };
                            ents.add(dw::DW_TAG_formal_parameter, vec![(dw::DW_AT_type.0, DebugValue::Ref(pt))])
                        }
                    };
                    ents.child(e, p);
                }
            }
            _ => {}
        }
        Some(e)
    }

    /// An element of a composite type: a member (or inheritance), an enumerator, or an
    /// array dimension.
    fn element(&mut self, m: &Module, files: &mut Files, ents: &mut Entries, el: MdId, depth: u32) -> Option<EntryId> {
        match m.di_node(el)? {
            DINode::DerivedType(d) if matches!(dw::DwTag(d.tag as u16), dw::DW_TAG_member | dw::DW_TAG_inheritance) => {
                let e = ents.add(dw::DwTag(d.tag as u16), Vec::new());
                if let Some(n) = d.name {
                    ents.attr(e, dw::DW_AT_name, DebugValue::String(m.sym_text(n).into_owned()));
                }
                if let Some(t) = d.base_type.and_then(|b| self.entry_at(m, files, ents, b, depth + 1)) {
                    ents.attr(e, dw::DW_AT_type, DebugValue::Ref(t));
                }
                if d.file.is_some() && d.line != 0 {
                    let file = files.index(m, d.file);
                    ents.attr(e, dw::DW_AT_decl_file, DebugValue::File(file));
                    ents.attr(e, dw::DW_AT_decl_line, DebugValue::Udata(d.line.into()));
                }
                if d.flags & FLAG_BIT_FIELD != 0 {
                    ents.attr(e, dw::DW_AT_bit_size, DebugValue::Udata(d.size));
                    ents.attr(e, dw::DW_AT_data_bit_offset, DebugValue::Udata(d.offset));
                } else {
                    ents.attr(e, dw::DW_AT_data_member_location, DebugValue::Udata(d.offset / 8));
                }
                Some(e)
            }
            DINode::Enumerator(en) => {
                let e = ents.add(dw::DW_TAG_enumerator, Vec::new());
                if let Some(n) = en.name {
                    ents.attr(e, dw::DW_AT_name, DebugValue::String(m.sym_text(n).into_owned()));
                }
                let v = enumerator_value(&en.value, en.is_unsigned)?;
                ents.attr(e, dw::DW_AT_const_value, v);
                Some(e)
            }
            DINode::Subrange(r) => {
                let e = ents.add(dw::DW_TAG_subrange_type, Vec::new());
                if let rllc_ir::di::SignedOrMd::Int(n) = r.count {
                    if n >= 0 {
                        ents.attr(e, dw::DW_AT_count, DebugValue::Udata(n as u64));
                    }
                }
                Some(e)
            }
            _ => None,
        }
    }
}

/// An enumerator's value as a DWARF constant; `None` beyond 64 bits.
fn enumerator_value(v: &rllc_ir::di::BigInt, unsigned: bool) -> Option<DebugValue> {
    let magnitude = match v.magnitude.as_slice() {
        [] => 0,
        [w] => *w,
        _ => return None,
    };
    Some(if unsigned {
        DebugValue::Udata(magnitude)
    } else if v.negative {
        DebugValue::Sdata((magnitude as i64).wrapping_neg())
    } else {
        DebugValue::Sdata(magnitude as i64)
    })
}
