//! Allocation sizes, ABI alignments and struct field offsets of every type of a module,
//! computed once per module and shared (read-only) by all function compilations.
//!
//! Address arithmetic asks for them at every `getelementptr`, load and store; the data
//! layout computes them from the type structure each time (a struct's layout walks all
//! its fields, nested structs included), which made GEPs into large structs cost
//! thousands of instructions each. The table answers in one lookup.

use rllc_ir::{Module, TypeId};

/// What the table knows about one type.
#[derive(Clone, Copy, Default)]
struct Entry {
    alloc_size: u64,
    abi_align: u64,
    /// Struct types: their field offsets are `offsets[first_offset..][..num_fields]`.
    first_offset: u32,
    num_fields: u32,
}

/// The layout table of one module's types (see the module comment).
#[derive(Default)]
pub struct TypeLayouts {
    entries: Vec<Entry>,
    offsets: Vec<u64>,
}

impl TypeLayouts {
    /// The table for every type `m` has now. Types made later (none are, while code is
    /// generated) are answered by the data layout directly.
    pub fn new(m: &Module) -> TypeLayouts {
        let dl = &m.datalayout;
        let tt = &m.types;
        let mut t = TypeLayouts { entries: Vec::with_capacity(tt.len()), offsets: Vec::new() };
        for i in 0..tt.len() {
            let ty = TypeId(i as u32);
            let mut e = Entry { alloc_size: dl.type_alloc_size(tt, ty), abi_align: dl.abi_align(tt, ty), ..Entry::default() };
            if let Some(l) = dl.struct_layout(tt, ty) {
                e.first_offset = t.offsets.len() as u32;
                e.num_fields = l.offsets.len() as u32;
                t.offsets.extend_from_slice(&l.offsets);
            }
            t.entries.push(e);
        }
        t
    }

    /// Bytes between consecutive array elements of `ty` (`DataLayout::type_alloc_size`).
    pub fn alloc_size(&self, m: &Module, ty: TypeId) -> u64 {
        match self.entries.get(ty.0 as usize) {
            Some(e) => e.alloc_size,
            None => m.datalayout.type_alloc_size(&m.types, ty),
        }
    }

    /// The ABI alignment of `ty` in bytes (`DataLayout::abi_align`).
    pub fn abi_align(&self, m: &Module, ty: TypeId) -> u64 {
        match self.entries.get(ty.0 as usize) {
            Some(e) => e.abi_align,
            None => m.datalayout.abi_align(&m.types, ty),
        }
    }

    /// The byte offset of field `index` of struct type `ty`; `None` if `ty` is not a
    /// struct with that many fields.
    pub fn field_offset(&self, m: &Module, ty: TypeId, index: usize) -> Option<u64> {
        match self.entries.get(ty.0 as usize) {
            Some(e) => (index < e.num_fields as usize).then(|| self.offsets[e.first_offset as usize + index]),
            None => m.datalayout.field_offset(&m.types, ty, index),
        }
    }
}
