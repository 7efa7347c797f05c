//! Memory in the DAG builder: loads and stores (aggregates leaf by leaf at their byte
//! offsets, chained as `BlockBuilder` orders memory) and address arithmetic
//! (`getelementptr`, scalar and vector).

use super::{BlockBuilder, Leaves, R};
use crate::dag::SDValue;
use crate::dag_ops::{mem_flags, MemInfo, NodeData, Opcode};
use crate::target::TargetLowering;
use crate::vt::VT;
use rllc_ir::constant::Const;
use rllc_ir::types::Type;
use rllc_ir::value::Value;
use rllc_ir::TypeId;

impl<'a, T: TargetLowering + ?Sized> BlockBuilder<'a, T> {
    /// Leaves of a type with their byte offsets (for loads and stores of aggregates).
    fn leaf_offsets(&self, ty: TypeId, base: u64, out: &mut Vec<(VT, u64)>) -> R<()> {
        let m = self.m;
        if let Some(vt) = VT::from_ir(&m.types, self.ptr_vt.bits(), ty) {
            out.push((vt, base));
            return Ok(());
        }
        match m.types.get(ty) {
            Type::Array { elem, len } => {
                let sz = self.layouts.alloc_size(m, *elem);
                for k in 0..*len {
                    self.leaf_offsets(*elem, base + k * sz, out)?;
                }
                Ok(())
            }
            _ => {
                let (fields, _) = m.types.struct_fields(ty).ok_or_else(|| self.err("unsupported type in memory access"))?;
                for (k, &fld) in fields.iter().enumerate() {
                    let off = self.layouts.field_offset(m, ty, k).ok_or_else(|| self.err("unsupported type in memory access"))?;
                    self.leaf_offsets(fld, base + off, out)?;
                }
                Ok(())
            }
        }
    }

    pub(super) fn add_offset(&mut self, ptr: SDValue, off: u64) -> SDValue {
        if off == 0 {
            return ptr;
        }
        let c = self.dag.constant(self.ptr_vt, off as u128);
        self.dag.binop(Opcode::Add, ptr, c)
    }

    pub(super) fn load(&mut self, ty: TypeId, ptr: SDValue, align: Option<u64>, fl: u8, ordering: Option<rllc_ir::inst::Ordering>) -> R<Leaves> {
        let mut leaves = Vec::new();
        self.leaf_offsets(ty, 0, &mut leaves)?;
        let align = align.unwrap_or_else(|| self.layouts.abi_align(self.m, ty));
        let simple = fl & mem_flags::VOLATILE == 0 && ordering.is_none();
        let chain = if simple { self.chain } else { self.side_effect_chain() };
        let mut out = Leaves::new();
        for (vt, off) in leaves {
            let mem_vt = memory_vt(vt);
            let p = self.add_offset(ptr, off);
            let mut mi = MemInfo::new(mem_vt, gcd_align(align, off));
            mi.flags = fl;
            mi.ordering = ordering;
            let n = self.dag.get(Opcode::Load, &[mem_vt, VT::Chain], &[chain, p], NodeData::Mem(mi), 0);
            let value = SDValue::new(n, 0);
            out.push(if mem_vt == vt { value } else { self.dag.get1(Opcode::Bitcast, vt, &[value]) });
            if simple {
                self.pending_loads.push(SDValue::new(n, 1));
            } else {
                self.chain = SDValue::new(n, 1);
            }
        }
        Ok(out)
    }

    pub(super) fn store(&mut self, ty: TypeId, vals: &[SDValue], ptr: SDValue, align: Option<u64>, fl: u8, ordering: Option<rllc_ir::inst::Ordering>) -> R<()> {
        let mut leaves = Vec::new();
        self.leaf_offsets(ty, 0, &mut leaves)?;
        let align = align.unwrap_or_else(|| self.layouts.abi_align(self.m, ty));
        let chain = self.side_effect_chain();
        let mut chains = Vec::new();
        for (k, (vt, off)) in leaves.into_iter().enumerate() {
            let mem_vt = memory_vt(vt);
            let value = if mem_vt == vt { vals[k] } else { self.dag.get1(Opcode::Bitcast, mem_vt, &[vals[k]]) };
            let p = self.add_offset(ptr, off);
            let mut mi = MemInfo::new(mem_vt, gcd_align(align, off));
            mi.flags = fl;
            mi.ordering = ordering;
            let n = self.dag.get(Opcode::Store, &[VT::Chain], &[chain, value, p], NodeData::Mem(mi), 0);
            chains.push(SDValue::new(n, 0));
        }
        if !chains.is_empty() {
            self.chain = self.dag.token_factor(&chains);
        }
        Ok(())
    }

    pub(super) fn gep(&mut self, source: TypeId, ops: &[Value]) -> R<SDValue> {
        let m = self.m;
        let base = self.value1(ops[0])?;
        if self.dag.vt(base).is_vector() {
            return self.gep_vector(source, base, ops);
        }
        for &idx in &ops[1..] {
            if self.m.types.is_vector(self.type_of(idx)) {
                return self.gep_vector(source, base, ops);
            }
        }
        let mut off: i64 = 0;
        let mut addr = base;
        let mut ty = source;
        for (k, &idx) in ops[1..].iter().enumerate() {
            let (step_ty, scale) = if k == 0 {
                (source, self.layouts.alloc_size(m, source))
            } else {
                match m.types.get(ty) {
                    Type::Array { elem, .. } | Type::Vector { elem, .. } => (*elem, self.layouts.alloc_size(m, *elem)),
                    _ => {
                        let c = idx.as_const().ok_or_else(|| self.err("struct index is not a constant"))?;
                        let i = match m.consts.get(c) {
                            Const::Int(_, v) => v.low_u64() as usize,
                            _ => return Err(self.err("bad struct index")),
                        };
                        let field = self.layouts.field_offset(m, ty, i).ok_or_else(|| self.err("struct index out of range"))?;
                        off = off.wrapping_add(field as i64);
                        ty = m.types.struct_fields(ty).unwrap().0[i];
                        continue;
                    }
                }
            };
            if k > 0 {
                ty = step_ty;
            }
            let iv = self.value1(idx)?;
            match self.dag.const_i64(iv) {
                Some(c) => off = off.wrapping_add(c.wrapping_mul(scale as i64)),
                None => {
                    let iv = self.int_cast(iv, self.ptr_vt, true);
                    let scaled = if scale == 1 {
                        iv
                    } else {
                        let s = self.dag.constant(self.ptr_vt, scale as u128);
                        self.dag.binop(Opcode::Mul, iv, s)
                    };
                    addr = self.dag.binop(Opcode::Add, addr, scaled);
                }
            }
        }
        if off != 0 {
            let c = self.dag.iconst(self.ptr_vt, off);
            addr = self.dag.binop(Opcode::Add, addr, c);
        }
        Ok(addr)
    }

    /// A `getelementptr` producing a vector of pointers: the scalar operands are splat,
    /// each index is scaled lane-wise (vector `Mul`/`Add` the legalizer handles).
    fn gep_vector(&mut self, source: TypeId, base: SDValue, ops: &[Value]) -> R<SDValue> {
        let m = self.m;
        let mut lanes = 0;
        for &v in ops {
            let vt = self.value1(v)?;
            let vt = self.dag.vt(vt);
            if vt.is_vector() {
                lanes = vt.vec_len();
            }
        }
        let pvt = VT::vec(self.ptr_vt.scalar().ok_or_else(|| self.err("bad pointer type"))?, lanes);
        let splat = |b: &mut Self, x: SDValue| -> SDValue {
            if b.dag.vt(x).is_vector() {
                x
            } else {
                let ev = vec![x; lanes as usize];
                b.dag.get1(Opcode::BuildVector, pvt, &ev)
            }
        };
        let mut addr = splat(self, base);
        let mut off: i64 = 0;
        let mut ty = source;
        for (k, &idx) in ops[1..].iter().enumerate() {
            let (step_ty, scale) = if k == 0 {
                (source, self.layouts.alloc_size(m, source))
            } else {
                match m.types.get(ty) {
                    Type::Array { elem, .. } | Type::Vector { elem, .. } => (*elem, self.layouts.alloc_size(m, *elem)),
                    _ => {
                        // A struct index: a constant, or a splat vector of one.
                        let mut c = idx.as_const().ok_or_else(|| self.err("struct index is not a constant"))?;
                        if let Const::Vector(_, elems) = m.consts.get(c) {
                            c = *elems.first().ok_or_else(|| self.err("bad struct index"))?;
                        }
                        let i = match m.consts.get(c) {
                            Const::Int(_, v) => v.low_u64() as usize,
                            Const::Zero(_) => 0,
                            _ => return Err(self.err("bad struct index")),
                        };
                        let field = self.layouts.field_offset(m, ty, i).ok_or_else(|| self.err("struct index out of range"))?;
                        off = off.wrapping_add(field as i64);
                        ty = m.types.struct_fields(ty).ok_or_else(|| self.err("bad struct type in gep"))?.0[i];
                        continue;
                    }
                }
            };
            if k > 0 {
                ty = step_ty;
            }
            let iv = self.value1(idx)?;
            if let Some(c) = self.dag.const_i64(iv) {
                off = off.wrapping_add(c.wrapping_mul(scale as i64));
                continue;
            }
            let iv = if self.dag.vt(iv).is_vector() {
                self.int_cast(iv, pvt, true)
            } else {
                let x = self.int_cast(iv, self.ptr_vt, true);
                splat(self, x)
            };
            let scaled = if scale == 1 {
                iv
            } else {
                let c = self.dag.constant(self.ptr_vt, scale as u128);
                let s = splat(self, c);
                self.dag.binop(Opcode::Mul, iv, s)
            };
            addr = self.dag.binop(Opcode::Add, addr, scaled);
        }
        if off != 0 {
            let c = self.dag.iconst(self.ptr_vt, off);
            let c = splat(self, c);
            addr = self.dag.binop(Opcode::Add, addr, c);
        }
        Ok(addr)
    }
}

/// The alignment of `align`-aligned memory plus `off` bytes.
fn gcd_align(align: u64, off: u64) -> u64 {
    let a = align.max(1);
    if off == 0 {
        a
    } else {
        a.min(1u64 << off.trailing_zeros())
    }
}

/// The type a leaf has in memory. A vector of sub-byte elements (`<8 x i1>`, `<2 x i4>`)
/// is bit-packed as LLVM lays it out: the integer of the vector's width, element 0 in its
/// low bits (what `bitcast` to that integer gives), padded to whole bytes as that
/// integer is stored.
fn memory_vt(vt: VT) -> VT {
    if vt.is_vector() && vt.elem().bits() % 8 != 0 {
        VT::int(vt.bits())
    } else {
        vt
    }
}
