//! Builder methods for memory: `alloca` (where the current block is, or grouped at the
//! start of the entry block where the code generator gives them fixed stack slots),
//! `load`/`store` (plain, volatile, atomic), `fence`, `cmpxchg`, `atomicrmw`, and
//! `getelementptr` (inbounds or not, with a shorthand for struct fields).

use super::FunctionBuilder;
use crate::inst::{flags, Align, Atomic, Inst, InstKind, Ordering, RmwOp, SyncScope};
use crate::types::{TypeId, TypeTable};
use crate::value::{InstId, Value};

impl FunctionBuilder<'_> {
    /// `alloca ty[, align A]` in the current block.
    pub fn alloca(&mut self, ty: TypeId, align: Option<Align>) -> Value {
        let inst = self.alloca_inst(ty, None, align);
        Value::Inst(self.push(inst))
    }

    /// `alloca ty, iN count[, align A]`: room for `count` values of `ty`.
    pub fn alloca_array(&mut self, ty: TypeId, count: Value, align: Option<Align>) -> Value {
        let inst = self.alloca_inst(ty, Some(count), align);
        Value::Inst(self.push(inst))
    }

    /// `alloca ty` at the start of the entry block, after the allocas already there,
    /// wherever the current block is: how front ends give each local variable one stack
    /// slot for the whole function (and what the code generator expects of fixed-size
    /// locals). `name` names the result as `name` does. The entry block is the first of
    /// the layout; one is created (and made current) if the function has no block yet.
    pub fn entry_alloca(&mut self, ty: TypeId, align: Option<Align>, name: &str) -> Value {
        let entry = match self.func().entry() {
            Some(b) => b,
            None => {
                let b = self.block(Some("entry"));
                self.switch_to(b);
                b
            }
        };
        let f = self.func();
        let pos = f.blocks[entry.0 as usize]
            .insts
            .iter()
            .position(|&i| !matches!(f.inst(i).kind, InstKind::Alloca { .. }))
            .unwrap_or(f.blocks[entry.0 as usize].insts.len());
        let inst = self.alloca_inst(ty, None, align);
        // An entry slot belongs to the whole function, not to the statement being built.
        let loc = self.debug_loc();
        self.set_debug_loc(None);
        let id = self.insert_at(entry, pos, inst);
        self.set_debug_loc(loc);
        self.name(Value::Inst(id), name)
    }

    fn alloca_inst(&mut self, ty: TypeId, count: Option<Value>, align: Option<Align>) -> Inst {
        let explicit_count = count.is_some();
        let count = count.unwrap_or_else(|| Value::Const(self.m.const_int(TypeTable::I32, 1)));
        let addrspace = self.m.datalayout.alloca_addrspace();
        let ptr = self.m.types.ptr(addrspace);
        let kind =
            InstKind::Alloca { allocated: ty, align, addrspace, inalloca: false, swifterror: false, explicit_count };
        Inst::new(kind, ptr, vec![count])
    }

    /// `load ty, ptr p[, align A]`.
    pub fn load(&mut self, ty: TypeId, ptr: Value, align: Option<Align>) -> Value {
        self.push_value(InstKind::Load { align, volatile: false, atomic: None }, ty, vec![ptr])
    }

    /// `load atomic ty, ptr p ordering, align A` (the type's ABI alignment when `align` is
    /// `None`: atomic accesses must state one).
    pub fn load_atomic(&mut self, ty: TypeId, ptr: Value, ordering: Ordering, align: Option<Align>) -> Value {
        let align = align.or_else(|| self.abi_align(ty));
        let atomic = Some(Atomic { ordering, scope: SyncScope::System });
        self.push_value(InstKind::Load { align, volatile: false, atomic }, ty, vec![ptr])
    }

    /// `store ty v, ptr p[, align A]`.
    pub fn store(&mut self, v: Value, ptr: Value, align: Option<Align>) -> InstId {
        self.push_void(InstKind::Store { align, volatile: false, atomic: None }, vec![v, ptr])
    }

    /// `store atomic ty v, ptr p ordering, align A` (ABI alignment when `None`).
    pub fn store_atomic(&mut self, v: Value, ptr: Value, ordering: Ordering, align: Option<Align>) -> InstId {
        let ty = self.type_of(v);
        let align = align.or_else(|| self.abi_align(ty));
        let atomic = Some(Atomic { ordering, scope: SyncScope::System });
        self.push_void(InstKind::Store { align, volatile: false, atomic }, vec![v, ptr])
    }

    /// Makes a load, store, `cmpxchg` or `atomicrmw` volatile. Returns false for other
    /// instructions.
    pub fn set_volatile(&mut self, inst: InstId) -> bool {
        let Some(inst) = self.func_mut().insts.get_mut(inst.0 as usize) else { return false };
        match &mut inst.kind {
            InstKind::Load { volatile, .. }
            | InstKind::Store { volatile, .. }
            | InstKind::CmpXchg { volatile, .. }
            | InstKind::AtomicRmw { volatile, .. } => {
                *volatile = true;
                true
            }
            _ => false,
        }
    }

    /// Sets the synchronization scope of an atomic load or store, fence, `cmpxchg` or
    /// `atomicrmw` (`SyncScope::SingleThread` for `syncscope("singlethread")`). Returns
    /// false for other instructions.
    pub fn set_sync_scope(&mut self, inst: InstId, scope: SyncScope) -> bool {
        let Some(inst) = self.func_mut().insts.get_mut(inst.0 as usize) else { return false };
        match &mut inst.kind {
            InstKind::Load { atomic: Some(a), .. }
            | InstKind::Store { atomic: Some(a), .. }
            | InstKind::Fence(a)
            | InstKind::AtomicRmw { atomic: a, .. } => a.scope = scope,
            InstKind::CmpXchg { scope: s, .. } => *s = scope,
            _ => return false,
        }
        true
    }

    /// `fence ordering`.
    pub fn fence(&mut self, ordering: Ordering) -> InstId {
        self.push_void(InstKind::Fence(Atomic { ordering, scope: SyncScope::System }), Vec::new())
    }

    /// `cmpxchg ptr p, ty cmp, ty new success failure, align A`; the result is
    /// `{ty, i1}` (the old value and whether it was replaced). ABI alignment when `None`.
    pub fn cmpxchg(
        &mut self,
        ptr: Value,
        cmp: Value,
        new: Value,
        success: Ordering,
        failure: Ordering,
        align: Option<Align>,
    ) -> Value {
        let ty = self.type_of(cmp);
        let align = align.or_else(|| self.abi_align(ty));
        let result = self.m.types.struct_literal(&[ty, TypeTable::I1], false);
        let kind =
            InstKind::CmpXchg { weak: false, volatile: false, success, failure, scope: SyncScope::System, align };
        self.push_value(kind, result, vec![ptr, cmp, new])
    }

    /// Makes a `cmpxchg` weak (it may fail spuriously). Returns false for other values.
    pub fn set_weak(&mut self, v: Value) -> bool {
        match self.inst_of(v).map(|i| &mut i.kind) {
            Some(InstKind::CmpXchg { weak, .. }) => {
                *weak = true;
                true
            }
            _ => false,
        }
    }

    /// `atomicrmw op ptr p, ty v ordering, align A`; the result is the old value. ABI
    /// alignment when `None`.
    pub fn atomicrmw(&mut self, op: RmwOp, ptr: Value, v: Value, ordering: Ordering, align: Option<Align>) -> Value {
        let ty = self.type_of(v);
        let align = align.or_else(|| self.abi_align(ty));
        let atomic = Atomic { ordering, scope: SyncScope::System };
        self.push_value(InstKind::AtomicRmw { op, volatile: false, atomic, align }, ty, vec![ptr, v])
    }

    /// `getelementptr inbounds source, ptr p, indices...`.
    pub fn gep(&mut self, source: TypeId, ptr: Value, indices: &[Value]) -> Value {
        self.gep_flags(source, flags::INBOUNDS, ptr, indices)
    }

    /// `getelementptr [flags] source, ptr p, indices...` with `inst::flags` bits
    /// (`INBOUNDS`, `NUSW`, `NUW`, or none for a plain GEP that may leave the object).
    pub fn gep_flags(&mut self, source: TypeId, flags: u16, ptr: Value, indices: &[Value]) -> Value {
        let mut ops = vec![ptr];
        ops.extend_from_slice(indices);
        let ty = self.gep_result_type(ptr, indices);
        self.push_value(InstKind::Gep { source, flags }, ty, ops)
    }

    /// The address of field `field` of the struct of type `struct_ty` at `ptr`
    /// (`getelementptr inbounds %T, ptr p, i32 0, i32 field`).
    pub fn struct_gep(&mut self, struct_ty: TypeId, ptr: Value, field: u32) -> Value {
        let zero = Value::Const(self.m.const_int(TypeTable::I32, 0));
        let index = Value::Const(self.m.const_int(TypeTable::I32, field as i64));
        self.gep(struct_ty, ptr, &[zero, index])
    }

    /// A GEP's result: the base pointer's type, or a vector of pointers when the base or
    /// an index is a vector.
    fn gep_result_type(&mut self, ptr: Value, indices: &[Value]) -> TypeId {
        let pty = self.type_of(ptr);
        if self.m.types.is_vector(pty) {
            return pty;
        }
        let vector_index = indices.iter().map(|&i| self.type_of(i)).find(|&t| self.m.types.is_vector(t));
        match vector_index.map(|t| self.m.types.get(t).clone()) {
            Some(crate::types::Type::Vector { len, scalable, .. }) => self.m.types.vector(pty, len, scalable),
            _ => pty,
        }
    }

    /// The ABI alignment of `ty` in the module's data layout.
    fn abi_align(&self, ty: TypeId) -> Option<Align> {
        Align::new(self.m.datalayout.abi_align(&self.m.types, ty))
    }
}
