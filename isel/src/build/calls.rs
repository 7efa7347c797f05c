//! Calls in the DAG builder: the calling-convention boundary. The entry block's formal
//! arguments, call sites (intrinsics and inline asm are dispatched from here to their own
//! files), and the ABI part lists (`ArgPart`s with their attribute flags) the target's
//! `lower_formal_arguments`/`lower_call`/`lower_return` take.

use super::{BlockBuilder, Leaves, R};
use crate::dag::SDValue;
use crate::parts::{join_parts, legal_parts, split_into_parts};
use crate::target::{arg_flags, ArgPart, CallLowering, LowerCx, TargetLowering};
use crate::vt::VT;
use rllc_ir::attrs::{AttrKind, AttrSetId};
use rllc_ir::constant::Const;
use rllc_ir::inst::{BinOp, InstKind, TailKind};
use rllc_ir::value::{InstId, Value};

impl<'a, T: TargetLowering + ?Sized> BlockBuilder<'a, T> {
    pub(super) fn lower_arguments(&mut self) -> R<()> {
        let f = self.f;
        let (_, _, varargs) = self.m.types.function_sig(f.ty).ok_or_else(|| self.err("bad function type"))?;
        let mut parts = Vec::new();
        let mut leaf_counts = Vec::new();
        for (a, p) in f.params.iter().enumerate() {
            let flags = self.attr_flags(p.attrs);
            let leaves = self.leaves_of(p.ty)?;
            leaf_counts.push(leaves.clone());
            self.push_parts(&leaves, a as u32, flags, p.attrs, &mut parts)?;
        }
        let chain = self.chain;
        let mut cx = LowerCx { dag: &mut *self.dag, mf: &mut *self.mf, module: self.m, libcalls: self.libcalls };
        let (chain, vals) = self.tl.lower_formal_arguments(&mut cx, chain, &parts, varargs)?;
        if vals.len() != parts.len() {
            return Err(self.err("target returned the wrong number of argument values"));
        }
        self.chain = chain;
        let mut s: &[SDValue] = &vals;
        for (a, leaves) in leaf_counts.into_iter().enumerate() {
            let l: Leaves = leaves.into_iter().map(|vt| join_parts(&*self.tl, self.dag, vt, &mut s)).collect();
            self.vals.insert(Value::Arg(a as u32), l);
        }
        Ok(())
    }

    pub(super) fn attr_flags(&self, set: AttrSetId) -> u16 {
        let a = &self.m.attrs;
        let mut fl = 0;
        for (k, b) in [
            (AttrKind::SignExt, arg_flags::SEXT),
            (AttrKind::ZeroExt, arg_flags::ZEXT),
            (AttrKind::InReg, arg_flags::INREG),
            (AttrKind::ByVal, arg_flags::BYVAL),
            (AttrKind::StructRet, arg_flags::SRET),
            (AttrKind::Nest, arg_flags::NEST),
        ] {
            if a.has(set, k) {
                fl |= b;
            }
        }
        fl
    }

    pub(super) fn push_parts(&self, leaves: &[VT], index: u32, flags: u16, attrs: AttrSetId, out: &mut Vec<ArgPart>) -> R<()> {
        let (mut bsize, mut balign) = (0, 0);
        if flags & arg_flags::BYVAL != 0 {
            if let Some(t) = self.m.attrs.ty(attrs, AttrKind::ByVal) {
                bsize = self.layouts.alloc_size(self.m, t);
                balign = self.m.attrs.int(attrs, AttrKind::Align).unwrap_or_else(|| self.layouts.abi_align(self.m, t));
            }
        }
        let mut pv = Vec::new();
        for &vt in leaves {
            pv.clear();
            legal_parts(&*self.tl, vt, &mut pv).map_err(|e| self.err(e))?;
            for (k, &p) in pv.iter().enumerate() {
                out.push(ArgPart {
                    vt: p,
                    orig_vt: vt,
                    part: k as u16,
                    num_parts: pv.len() as u16,
                    flags,
                    arg_index: index,
                    byval_size: bsize,
                    byval_align: balign,
                });
            }
        }
        Ok(())
    }

    /// Whether call `id` is in tail position as llc sees it: after it, its block holds only
    /// instructions that leave no trace (`leaves_no_trace`) and returns, or jumps to a
    /// block of phis, such instructions and a return (llc copies that return into the
    /// caller's block: CodeGenPrepare's `dupRetToEnableTailCallOpts`). Anything else in
    /// between, even an empty `asm volatile` barrier that emits nothing, keeps it a call.
    fn in_tail_position(&self, id: InstId) -> bool {
        let f = self.f;
        let block = f.block(f.inst(id).block);
        let Some(at) = block.insts.iter().position(|&i| i == id) else { return false };
        let Some((&term, between)) = block.insts[at + 1..].split_last() else { return false };
        if !between.iter().all(|&i| self.leaves_no_trace(i)) {
            return false;
        }
        match f.inst(term).kind {
            InstKind::Ret => true,
            InstKind::Br => {
                let mut succs = f.inst(term).successors();
                let (Some(next), None) = (succs.next(), succs.next()) else { return false };
                let Some((&ret, body)) = f.block(next).insts.split_last() else { return false };
                matches!(f.inst(ret).kind, InstKind::Ret)
                    && body.iter().all(|&i| matches!(f.inst(i).kind, InstKind::Phi { .. }) || self.leaves_no_trace(i))
            }
            _ => false,
        }
    }

    /// Instructions llc lets stand between a tail call and its return: debug, lifetime,
    /// assume and scope-declaration intrinsics, and computations without side effects that
    /// cannot trap (casts, address arithmetic, aggregate and vector moves, compares).
    fn leaves_no_trace(&self, i: InstId) -> bool {
        let inst = self.f.inst(i);
        match &inst.kind {
            InstKind::Call(_) => {
                let Value::Const(c) = inst.ops[0] else { return false };
                let Const::Global(g) = self.m.consts.get(c) else { return false };
                let Some(name) = self.m.global(*g).name else { return false };
                let name = self.m.syms.bytes(name);
                const NO_TRACE: [&[u8]; 5] = [
                    b"llvm.dbg.",
                    b"llvm.lifetime.",
                    b"llvm.assume",
                    b"llvm.experimental.noalias.scope.decl",
                    b"llvm.pseudoprobe",
                ];
                NO_TRACE.iter().any(|p| name.starts_with(p))
            }
            InstKind::Binary { op, .. } => !matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem),
            InstKind::Cast { .. }
            | InstKind::ExtractValue { .. }
            | InstKind::InsertValue { .. }
            | InstKind::Gep { .. }
            | InstKind::Freeze
            | InstKind::ICmp { .. }
            | InstKind::FCmp { .. }
            | InstKind::Select { .. }
            | InstKind::FNeg { .. }
            | InstKind::ExtractElement
            | InstKind::InsertElement
            | InstKind::ShuffleVector => true,
            _ => false,
        }
    }

    pub(super) fn call(&mut self, id: InstId, ci: &rllc_ir::inst::CallInfo) -> R<()> {
        let inst = self.f.inst(id);
        let callee = inst.ops[0];
        let mut callee_global = None;
        if let Value::Const(c) = callee {
            if let Const::Global(g) = self.m.consts.get(c) {
                callee_global = Some(*g);
                if let Some(name) = self.m.global(*g).name {
                    let bytes = self.m.syms.bytes(name);
                    if let Some(rest) = bytes.strip_prefix(b"llvm.") {
                        let rest = std::str::from_utf8(rest).unwrap_or("");
                        return self.intrinsic(id, rest);
                    }
                }
            }
        }
        if let Value::Asm(a) = callee {
            return self.inline_asm(id, a, ci.num_args as usize, &[]);
        }
        let callee_v = self.value1(callee)?;
        let (_, _, varargs) = self.m.types.function_sig(ci.fn_ty).ok_or_else(|| self.err("bad callee type"))?;
        let nfixed = self.m.types.function_sig(ci.fn_ty).map(|s| s.1.len()).unwrap_or(0);
        let mut parts = Vec::new();
        let mut vals = Vec::new();
        for a in 0..ci.num_args as usize {
            let v = inst.ops[1 + a];
            let attrs = ci.arg_attrs.get(a).copied().unwrap_or_default();
            let mut flags = self.attr_flags(attrs);
            if a >= nfixed {
                flags |= arg_flags::VARARG;
            }
            let leaves = self.leaves_of(self.type_of(v))?;
            let lv = self.value(v)?;
            let before = parts.len();
            self.push_parts(&leaves, a as u32, flags, attrs, &mut parts)?;
            for (k, &vt) in leaves.iter().enumerate() {
                split_into_parts(&*self.tl, self.dag, lv[k], vt, &mut vals);
            }
            debug_assert_eq!(vals.len(), parts.len(), "{before}");
        }
        let ret_leaves = self.leaves_of(inst.ty)?;
        let mut rets = Vec::new();
        let rflags = self.attr_flags(ci.ret_attrs);
        self.push_parts(&ret_leaves, 0, rflags, ci.ret_attrs, &mut rets)?;
        let args: Vec<(SDValue, crate::target::ArgPart)> = vals.into_iter().zip(parts).collect();
        let chain = self.side_effect_chain();
        let call = CallLowering {
            chain,
            callee: callee_v,
            callee_global,
            args: &args,
            rets: &rets,
            cc: ci.cc,
            is_vararg: varargs,
            is_tail: ci.tail == TailKind::MustTail || ci.tail == TailKind::Tail && self.in_tail_position(id),
            is_musttail: ci.tail == TailKind::MustTail,
            is_libcall: false,
        };
        let mut cx = LowerCx { dag: &mut *self.dag, mf: &mut *self.mf, module: self.m, libcalls: self.libcalls };
        let res = self.tl.lower_call(&mut cx, &call)?;
        self.chain = res.chain;
        if res.values.len() != rets.len() {
            return Err(self.err("target returned the wrong number of call results"));
        }
        let mut s: &[SDValue] = &res.values;
        let l: Leaves = ret_leaves.into_iter().map(|vt| join_parts(&*self.tl, self.dag, vt, &mut s)).collect();
        self.vals.insert(Value::Inst(id), l);
        Ok(())
    }
}
