//! Operation legalization: for a node whose types are all legal, the target's action for
//! (operation, type) decides: keep it (`Legal`), let the target rewrite it (`Custom`),
//! compute it in a wider type (`Promote`), replace it by other operations (`Expand`:
//! the generic expansions below — bit tricks for ctpop/ctlz/cttz/bswap, rotates and
//! funnel shifts by shifts, min/max and select_cc by compares and selects, overflow and
//! saturating arithmetic, high multiplies by half-word products, …) or call a runtime
//! routine (`LibCall`, names from `libcalls`). Expansions are written with `emit`, so what
//! they produce is legalized in turn.

use crate::dag::SDValue;
use crate::dag_ops::{CondCode, MemInfo, NodeData, Opcode};
use crate::legalize_types::{mask, Legalizer, Parts, LV, R};
use crate::parts::legal_parts;
use crate::target::{ArgPart, CallLowering, LowerCx, OpAction, TargetLowering};
use crate::vt::{Scalar, VT};
use rllc_ir::inst::CallConv;
use rllc_ir::Diagnostic;

impl<T: TargetLowering + ?Sized> Legalizer<'_, T> {
    /// The type whose action decides `op`, or `None` for structural nodes that are
    /// always kept.
    pub(crate) fn action_vt(op: Opcode, vts: &[VT], ops: &[LV]) -> Option<VT> {
        action_vt(op, vts, |i| ops[i].vt)
    }

    /// Emits a node whose types are all legal, applying the target's operation action.
    pub(crate) fn emit_legal(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16) -> R<Vec<LV>> {
        match op {
            Opcode::Freeze | Opcode::AssertZext | Opcode::AssertSext => return Ok(vec![LV { vt: vts[0], p: ops[0].p.clone() }]),
            Opcode::MergeValues => return Ok(ops.to_vec()),
            _ => {}
        }
        let action = match Self::action_vt(op, vts, ops) {
            None => OpAction::Legal,
            Some(vt) => self.tl.op_action(op, vt),
        };
        match action {
            OpAction::Legal => Ok(self.make(op, vts, ops, data, flags)),
            OpAction::Custom => {
                let res = self.make(op, vts, ops, data, flags);
                let node = res.first().map(|l| l.v().node);
                let Some(node) = node else { return Ok(res) };
                let mut cx = LowerCx { dag: &mut *self.dag, mf: &mut *self.mf, module: self.module, libcalls: self.libcalls };
                match self.tl.lower_custom(&mut cx, node)? {
                    Some(vals) => Ok(vals.into_iter().enumerate().map(|(i, v)| LV::one(*vts.get(i).unwrap_or(&self.dag.vt(v)), v)).collect()),
                    None => Ok(res),
                }
            }
            OpAction::Promote => self.promote_op(op, vts, ops, data, flags),
            OpAction::Expand => self.expand_op(op, vts, ops, data, flags),
            OpAction::LibCall => self.libcall_op(op, vts, ops, data, flags),
        }
    }

    fn make(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16) -> Vec<LV> {
        let ov: Vec<SDValue> = ops.iter().map(|o| o.p[0]).collect();
        let n = self.dag.get(op, vts, &ov, data, flags);
        vts.iter().enumerate().map(|(i, &vt)| LV::one(vt, SDValue::new(n, i as u32))).collect()
    }

    /// `Promote`: compute in the next wider legal type.
    fn promote_op(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16) -> R<Vec<LV>> {
        let key = Self::action_vt(op, vts, ops).unwrap();
        if key.is_float() {
            let wide = [VT::F32, VT::F64].into_iter().find(|&f| f.bits() > key.bits() && self.is_legal(f)).ok_or_else(|| self.err("no wider float"))?;
            let mut w = Vec::new();
            for o in ops {
                w.push(if o.vt == key { self.ext(Opcode::FpExtend, o, wide)? } else { o.clone() });
            }
            let nvts: Vec<VT> = vts.iter().map(|&v| if v == key { wide } else { v }).collect();
            let r = self.emit(op, &nvts, &w, data, flags)?;
            let mut out = Vec::new();
            for (i, l) in r.into_iter().enumerate() {
                out.push(if vts[i] == key { self.e1(Opcode::FpRound, key, &[l])? } else { l });
            }
            return Ok(out);
        }
        let bits = key.bits();
        let mut w = bits * 2;
        let p = loop {
            if w > 128 {
                return Err(self.err(format!("no wider type to promote {op:?} {key:?} to")));
            }
            if self.is_legal(VT::int(w)) {
                break VT::int(w);
            }
            w *= 2;
        };
        // Operands of the key type as any-extended values of `p`, then the promotion rules.
        let mut pops = Vec::new();
        for o in ops {
            if o.vt == key {
                let v = self.dag.unop(Opcode::AnyExtend, p, o.v());
                pops.push(LV { vt: key, p: Parts::from_slice(&[v]) });
            } else {
                pops.push(o.clone());
            }
        }
        let saved = self.promote_override.replace((key, p));
        let r = self.emit(op, vts, &pops, data, flags);
        self.promote_override = saved;
        let r = r?;
        let mut out = Vec::new();
        for l in r {
            if l.vt == key && self.dag.vt(l.v()) != key {
                let t = self.dag.unop(Opcode::Truncate, key, l.v());
                out.push(LV::one(key, t));
            } else {
                out.push(l);
            }
        }
        Ok(out)
    }

    /// `LibCall`: the runtime routine for the operation.
    fn libcall_op(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16) -> R<Vec<LV>> {
        use Opcode::*;
        let rt = vts.first().copied().unwrap_or(VT::Other);
        let nf = || Diagnostic::new(None, format!("no runtime routine for {op:?} on {rt:?}"));
        match op {
            MemCpy | MemMove | MemSet => {
                let name = match op {
                    MemCpy => "memcpy",
                    MemMove => "memmove",
                    _ => "memset",
                };
                let mut args = vec![ops[1].clone(), ops[2].clone(), ops[3].clone()];
                if op == MemSet {
                    args[1] = self.ext(Opcode::ZeroExtend, &ops[2], VT::I32)?;
                }
                let (_, ch) = self.libcall_chained(name, VT::Other, &args, ops[0].v())?;
                Ok(vec![LV::one(VT::Chain, ch)])
            }
            SDivRem | UDivRem => {
                let (d, m) = if op == SDivRem { (SDiv, SRem) } else { (UDiv, URem) };
                let q = self.libcall_op(d, &vts[..1], ops, data, flags)?.remove(0);
                let r = self.libcall_op(m, &vts[1..], ops, data, flags)?.remove(0);
                Ok(vec![q, r])
            }
            FpExtend | FpRound => {
                let name = crate::libcalls::fp_convert(ops[0].vt, rt).ok_or_else(nf)?;
                Ok(vec![self.libcall(name, rt, ops)?])
            }
            Fp16ToFp => {
                let name = crate::libcalls::fp_convert(VT::F16, rt).ok_or_else(nf)?;
                let a = LV { vt: VT::F16, p: ops[0].p.clone() };
                Ok(vec![self.libcall(name, rt, &[a])?])
            }
            FpToFp16 => {
                let name = crate::libcalls::fp_convert(ops[0].vt, VT::F16).ok_or_else(nf)?;
                let r = self.libcall(name, VT::F16, ops)?;
                let v = r.v();
                let vt = self.dag.vt(v);
                Ok(vec![self.ext(Opcode::AnyExtend, &LV::one(vt, v), rt)?])
            }
            FpToSi | FpToUi => {
                let bits = rt.bits().max(32).next_power_of_two();
                let name = crate::libcalls::fp_int_convert(op, ops[0].vt, bits).ok_or_else(nf)?;
                let r = self.libcall(name, VT::int(bits), ops)?;
                Ok(vec![self.ext(Opcode::Truncate, &r, rt)?])
            }
            SiToFp | UiToFp => {
                let bits = ops[0].vt.bits().max(32).next_power_of_two();
                let name = crate::libcalls::fp_int_convert(op, rt, bits).ok_or_else(nf)?;
                let a = if bits != ops[0].vt.bits() {
                    self.ext(if op == SiToFp { Opcode::SignExtend } else { Opcode::ZeroExtend }, &ops[0], VT::int(bits))?
                } else {
                    ops[0].clone()
                };
                Ok(vec![self.libcall(name, rt, &[a])?])
            }
            SetCC if ops[0].vt.is_float() => {
                let r = self.soft_compare_pub(data.cc().unwrap(), ops[0].vt, &ops[0], &ops[1])?;
                Ok(vec![self.ext(Opcode::ZeroExtend, &r, rt)?])
            }
            _ if rt.is_float() => {
                let name = crate::libcalls::float_op(op, rt).ok_or_else(nf)?;
                Ok(vec![self.libcall(name, rt, ops)?])
            }
            _ if rt.is_int() => {
                let name = crate::libcalls::int_op(op, rt.bits()).ok_or_else(nf)?;
                let mut args = ops.to_vec();
                if matches!(op, Shl | Srl | Sra) {
                    args[1] = self.ext(Opcode::ZeroExtend, &ops[1], VT::I32)?;
                }
                Ok(vec![self.libcall(name, rt, &args)?])
            }
            _ => Err(nf()),
        }
    }

    /// An atomic access of a two-part integer `vt` (parts of type `part`) through the
    /// target's `lower_pair_atomic`; `None` when the target has no pair atomics.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn pair_atomic(
        &mut self,
        op: Opcode,
        vts: &[VT],
        ops: &[LV],
        data: NodeData,
        vt: VT,
        part: VT,
    ) -> R<Option<Vec<LV>>> {
        use Opcode::*;
        let mi = *data.mem().ok_or_else(|| self.err("atomic operation without memory information"))?;
        // Chain, pointer, then each value's parts: a store's operands are (chain, value, ptr).
        let (ptr, values): (&LV, &[LV]) = if op == Store { (&ops[2], &ops[1..2]) } else { (&ops[1], &ops[2..]) };
        let mut flat = vec![ops[0].v(), ptr.v()];
        for v in values {
            flat.extend(v.p.iter().copied());
        }
        let success = (op == AtomicCmpSwap).then_some(VT::I32);
        let mut cx = LowerCx { dag: &mut *self.dag, mf: &mut *self.mf, module: self.module, libcalls: self.libcalls };
        let Some(res) = self.tl.lower_pair_atomic(&mut cx, op, &flat, mi, success)? else { return Ok(None) };
        let chain = LV::one(VT::Chain, *res.last().ok_or_else(|| self.err("pair atomic without a chain"))?);
        if op == Store {
            return Ok(Some(vec![chain]));
        }
        let old = LV { vt, p: Parts::from_slice(&res[..2]) };
        debug_assert!(res[..2].iter().all(|&v| self.dag.vt(v) == part));
        if op != AtomicCmpSwap {
            return Ok(Some(vec![old, chain]));
        }
        let ok = LV::one(VT::I32, res[2]);
        let bvt = vts.get(1).copied().unwrap_or(VT::I32);
        let ok = if bvt == VT::I32 { ok } else { self.emit(Truncate, &[bvt], &[ok], NodeData::None, 0)?.remove(0) };
        Ok(Some(vec![old, ok, chain]))
    }

    /// An atomic load, store, read-modify-write or compare-exchange of an integer type the
    /// target has no atomics for, as a call of the sized libatomic routine
    /// (`__atomic_load_16`, `__atomic_fetch_add_16`, `__atomic_compare_exchange_16`, …)
    /// with C memory-order arguments, on the node's chain.
    pub(crate) fn atomic_libcall(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, vt: VT) -> R<Vec<LV>> {
        use Opcode::*;
        let mi = *data.mem().ok_or_else(|| self.err("atomic operation without memory information"))?;
        let bytes = vt.bits() / 8;
        let sized = |base: &str| -> Option<&'static str> { crate::libcalls::atomic_sized(base, bytes) };
        let order = |o: Option<rllc_ir::inst::Ordering>| -> u128 {
            use rllc_ir::inst::Ordering::*;
            match o {
                None | Some(Unordered) | Some(Monotonic) => 0,
                Some(Acquire) => 2,
                Some(Release) => 3,
                Some(AcqRel) => 4,
                Some(SeqCst) => 5,
            }
        };
        let chain = ops[0].v();
        let int = |lz: &mut Self, v: u128| lz.cst(VT::I32, v);
        let no_routine = |lz: &Self| lz.err(format!("no runtime routine for an atomic {op:?} on {vt:?}"));
        match op {
            Load => {
                let name = sized("__atomic_load").ok_or_else(|| no_routine(self))?;
                let o = int(self, order(mi.ordering))?;
                let (v, ch) = self.libcall_chained(name, vt, &[ops[1].clone(), o], chain)?;
                Ok(vec![v, LV::one(VT::Chain, ch)])
            }
            Store => {
                let name = sized("__atomic_store").ok_or_else(|| no_routine(self))?;
                let o = int(self, order(mi.ordering))?;
                let (_, ch) = self.libcall_chained(name, VT::Other, &[ops[2].clone(), ops[1].clone(), o], chain)?;
                Ok(vec![LV::one(VT::Chain, ch)])
            }
            AtomicCmpSwap => {
                let name = sized("__atomic_compare_exchange").ok_or_else(|| no_routine(self))?;
                // The expected value goes through memory: the routine writes the value it
                // found there.
                let fi = self.mf.new_stack_object(bytes as u64, bytes as u64);
                let slot = LV::one(self.ptr_vt, self.dag.get1_data(FrameIndex, self.ptr_vt, &[], NodeData::Frame(fi)));
                let sm = MemInfo::new(vt, bytes as u64);
                let st = self.emit(Store, &[VT::Chain], &[LV::one(VT::Chain, chain), ops[2].clone(), slot.clone()], NodeData::Mem(sm), 0)?;
                let (so, fo) = (int(self, order(mi.ordering))?, int(self, order(mi.failure))?);
                let (ok, ch) = self.libcall_chained(name, VT::I8, &[ops[1].clone(), slot.clone(), ops[3].clone(), so, fo], st[0].v())?;
                let old = self.emit(Load, &[vt, VT::Chain], &[LV::one(VT::Chain, ch), slot], NodeData::Mem(sm), 0)?;
                let bvt = vts.get(1).copied().unwrap_or(VT::I8);
                let ok = if bvt == VT::I8 { ok } else { self.emit(Truncate, &[bvt], &[ok], NodeData::None, 0)?.remove(0) };
                Ok(vec![old[0].clone(), ok, old[1].clone()])
            }
            _ => {
                let base = match op {
                    AtomicSwap => "__atomic_exchange",
                    AtomicAdd => "__atomic_fetch_add",
                    AtomicSub => "__atomic_fetch_sub",
                    AtomicAnd => "__atomic_fetch_and",
                    AtomicOr => "__atomic_fetch_or",
                    AtomicXor => "__atomic_fetch_xor",
                    AtomicNand => "__atomic_fetch_nand",
                    _ => return Err(no_routine(self)),
                };
                let name = sized(base).ok_or_else(|| no_routine(self))?;
                let o = int(self, order(mi.ordering))?;
                let (v, ch) = self.libcall_chained(name, vt, &[ops[1].clone(), ops[2].clone(), o], chain)?;
                Ok(vec![v, LV::one(VT::Chain, ch)])
            }
        }
    }

    /// Calls a pure runtime routine: the result as an LV of `ret`.
    pub(crate) fn libcall(&mut self, name: &'static str, ret: VT, args: &[LV]) -> R<LV> {
        let chain = match self.libcall_chain {
            Some(c) => c,
            None => self.dag.entry(),
        };
        let (v, ch) = self.libcall_chained(name, ret, args, chain)?;
        self.libcall_chain = Some(ch);
        Ok(v)
    }

    /// Calls a runtime routine on `chain`: (result, chain after the call).
    pub(crate) fn libcall_chained(&mut self, name: &'static str, ret: VT, args: &[LV], chain: SDValue) -> R<(LV, SDValue)> {
        let sym = self.libcalls.get(name).ok_or_else(|| self.err(format!("runtime routine '{name}' was not interned")))?;
        let callee = self.dag.get1_data(Opcode::ExternalSymbol, self.ptr_vt, &[], NodeData::Sym(sym, 0));
        let mut cargs = Vec::new();
        let mut pv = Vec::new();
        for (i, a) in args.iter().enumerate() {
            pv.clear();
            legal_parts(&*self.tl, a.vt, &mut pv).map_err(|e| self.err(e))?;
            for (k, (&v, &pt)) in a.p.iter().zip(pv.iter()).enumerate() {
                cargs.push((
                    v,
                    ArgPart { vt: pt, orig_vt: a.vt, part: k as u16, num_parts: pv.len() as u16, flags: 0, arg_index: i as u32, byval_size: 0, byval_align: 0 },
                ));
            }
        }
        let mut rets = Vec::new();
        if ret != VT::Other {
            pv.clear();
            legal_parts(&*self.tl, ret, &mut pv).map_err(|e| self.err(e))?;
            for (k, &pt) in pv.iter().enumerate() {
                rets.push(ArgPart { vt: pt, orig_vt: ret, part: k as u16, num_parts: pv.len() as u16, flags: 0, arg_index: 0, byval_size: 0, byval_align: 0 });
            }
        }
        let call = CallLowering {
            chain,
            callee,
            callee_global: None,
            args: &cargs,
            rets: &rets,
            cc: CallConv::C,
            is_vararg: false,
            is_tail: false,
            is_musttail: false,
            is_libcall: true,
        };
        let mut cx = LowerCx { dag: &mut *self.dag, mf: &mut *self.mf, module: self.module, libcalls: self.libcalls };
        let res = self.tl.lower_call(&mut cx, &call)?;
        Ok((LV { vt: ret, p: res.values.into_iter().collect() }, res.chain))
    }

    pub(crate) fn soft_compare_pub(&mut self, cc: CondCode, vt: VT, a: &LV, b: &LV) -> R<LV> {
        // Same routine as for softened types; the operands are legal floats here.
        self.soft_compare_any(cc, vt, a, b)
    }

    /// Generic expansions.
    pub(crate) fn expand_op(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16) -> R<Vec<LV>> {
        use CondCode as C;
        use Opcode::*;
        let rt = vts.first().copied().unwrap_or(VT::Other);
        let vt = rt;
        let bits = vt.elem().bits();
        let one = |l: LV| Ok(vec![l]);
        if vt.is_vector() && self.is_legal(vt) && !matches!(op, Load | Store | BuildVector | VectorShuffle | ConcatVectors) {
            return self.unroll(op, vts, ops, data, flags);
        }
        if let Some(v) = reduced_vector(op, ops) {
            // A reduction of a legal vector: lane by lane with scalar operations.
            return self.vector_rule(op, vts, ops, data, flags, v);
        }
        match op {
            Rotl | Rotr => {
                let f = if op == Rotl { Fshl } else { Fshr };
                one(self.expand_funnel(f, vt, &ops[0], &ops[0], &ops[1])?)
            }
            Fshl | Fshr => one(self.expand_funnel(op, vt, &ops[0], &ops[1], &ops[2])?),
            Abs => {
                let s = self.cst(vt, (bits - 1) as u128)?;
                let m = self.bin(Sra, &ops[0], &s)?;
                let x = self.bin(Xor, &ops[0], &m)?;
                one(self.bin(Sub, &x, &m)?)
            }
            Smin | Smax | Umin | Umax => {
                let cc = match op {
                    Smin => C::Slt,
                    Smax => C::Sgt,
                    Umin => C::Ult,
                    _ => C::Ugt,
                };
                let c = self.setcc(&ops[0], &ops[1], cc)?;
                one(self.select(&c, &ops[0], &ops[1])?)
            }
            SelectCC => {
                let c = self.setcc(&ops[0], &ops[1], data.cc().unwrap())?;
                one(self.select(&c, &ops[2], &ops[3])?)
            }
            BrCC => {
                let c = self.setcc(&ops[1], &ops[2], data.cc().unwrap())?;
                self.emit(BrCond, vts, &[ops[0].clone(), c, ops[3].clone(), ops[4].clone()], NodeData::None, 0)
            }
            BrCond => {
                let z = self.cst(ops[1].vt, 0)?;
                self.emit(BrCC, vts, &[ops[0].clone(), ops[1].clone(), z, ops[2].clone(), ops[3].clone()], NodeData::CC(C::Ne), 0)
            }
            Select if self.tl.op_action(SelectCC, ops[0].vt) != OpAction::Expand => {
                let z = self.cst(ops[0].vt, 0)?;
                self.emit(SelectCC, vts, &[ops[0].clone(), z, ops[1].clone(), ops[2].clone()], NodeData::CC(C::Ne), flags)
            }
            Select => {
                // c ? a : b  ==  b ^ ((a ^ b) & -c)   (c is 0 or 1)
                if !vt.is_int() {
                    return Err(self.err(format!("cannot expand select on {vt:?}")));
                }
                let c = self.ext(ZeroExtend, &ops[0], vt)?;
                let z = self.cst(vt, 0)?;
                let m = self.bin(Sub, &z, &c)?;
                let x = self.bin(Xor, &ops[1], &ops[2])?;
                let x = self.bin(And, &x, &m)?;
                one(self.bin(Xor, &ops[2], &x)?)
            }
            Ctpop => one(self.expand_ctpop(vt, &ops[0])?),
            Ctlz | CtlzZeroUndef => {
                // Smear the leading one right, count the zeros that remain.
                let mut x = ops[0].clone();
                let mut sh = 1;
                while sh < bits {
                    let s = self.cst(vt, sh as u128)?;
                    let t = self.bin(Srl, &x, &s)?;
                    x = self.bin(Or, &x, &t)?;
                    sh *= 2;
                }
                let m = self.cst(vt, mask(bits))?;
                let nx = self.bin(Xor, &x, &m)?;
                one(self.e1(Ctpop, vt, &[nx])?)
            }
            Cttz | CttzZeroUndef => {
                // ctpop(~x & (x - 1))
                let o = self.cst(vt, 1)?;
                let d = self.bin(Sub, &ops[0], &o)?;
                let m = self.cst(vt, mask(bits))?;
                let nx = self.bin(Xor, &ops[0], &m)?;
                let t = self.bin(And, &nx, &d)?;
                one(self.e1(Ctpop, vt, &[t])?)
            }
            Bswap => {
                let nb = bits / 8;
                let mut acc: Option<LV> = None;
                for k in 0..nb {
                    let byte = {
                        let s = self.cst(vt, (8 * k) as u128)?;
                        let t = self.bin(Srl, &ops[0], &s)?;
                        let m = self.cst(vt, 0xff)?;
                        self.bin(And, &t, &m)?
                    };
                    let s = self.cst(vt, (8 * (nb - 1 - k)) as u128)?;
                    let placed = self.bin(Shl, &byte, &s)?;
                    acc = Some(match acc {
                        None => placed,
                        Some(a) => self.bin(Or, &a, &placed)?,
                    });
                }
                one(acc.unwrap())
            }
            Bitreverse => {
                let mut x = if bits % 8 == 0 && bits >= 16 { self.e1(Bswap, vt, &[ops[0].clone()])? } else { ops[0].clone() };
                let start = if bits % 8 == 0 && bits >= 16 { 4 } else { bits.next_power_of_two() / 2 };
                let mut sh = start;
                while sh >= 1 {
                    // Swap adjacent groups of `sh` bits.
                    let mut pat = 0u128;
                    let mut i = 0;
                    while i < bits {
                        for j in 0..sh.min(bits - i) {
                            pat |= 1 << (i + j);
                        }
                        i += 2 * sh;
                    }
                    let m = self.cst(vt, pat)?;
                    let s = self.cst(vt, sh as u128)?;
                    let lo = self.bin(And, &x, &m)?;
                    let lo = self.bin(Shl, &lo, &s)?;
                    let hi = self.bin(Srl, &x, &s)?;
                    let hi = self.bin(And, &hi, &m)?;
                    x = self.bin(Or, &lo, &hi)?;
                    sh /= 2;
                }
                one(x)
            }
            UAddO | USubO => {
                let add = op == UAddO;
                let r = self.bin(if add { Add } else { Sub }, &ops[0], &ops[1])?;
                let c = if add { self.setcc(&r, &ops[0], C::Ult)? } else { self.setcc(&ops[0], &ops[1], C::Ult)? };
                let c = self.ext(ZeroExtend, &c, vts[1])?;
                Ok(vec![r, c])
            }
            SAddO | SSubO => {
                let add = op == SAddO;
                let r = self.bin(if add { Add } else { Sub }, &ops[0], &ops[1])?;
                let ar = self.bin(Xor, &ops[0], &r)?;
                let t = if add { self.bin(Xor, &ops[1], &r)? } else { self.bin(Xor, &ops[0], &ops[1])? };
                let x = self.bin(And, &ar, &t)?;
                let z = self.cst(vt, 0)?;
                let c = self.setcc(&x, &z, C::Slt)?;
                let c = self.ext(ZeroExtend, &c, vts[1])?;
                Ok(vec![r, c])
            }
            UAddOCarry | USubOCarry => {
                let add = op == UAddOCarry;
                let base = if add { Add } else { Sub };
                let cin = self.ext(ZeroExtend, &ops[2], vt)?;
                let t = self.bin(base, &ops[0], &ops[1])?;
                let c1 = if add { self.setcc(&t, &ops[0], C::Ult)? } else { self.setcc(&ops[0], &ops[1], C::Ult)? };
                let s = self.bin(base, &t, &cin)?;
                let c2 = if add { self.setcc(&s, &t, C::Ult)? } else { self.setcc(&t, &cin, C::Ult)? };
                let c = self.bin(Or, &c1, &c2)?;
                let c = self.ext(ZeroExtend, &c, vts[1])?;
                Ok(vec![s, c])
            }
            UMulO | SMulO => {
                let (hi_op, signed) = if op == UMulO { (MulHU, false) } else { (MulHS, true) };
                let lo = self.bin(Mul, &ops[0], &ops[1])?;
                let hi = self.bin(hi_op, &ops[0], &ops[1])?;
                let expect = if signed {
                    let s = self.cst(vt, (bits - 1) as u128)?;
                    self.bin(Sra, &lo, &s)?
                } else {
                    self.cst(vt, 0)?
                };
                let c = self.setcc(&hi, &expect, C::Ne)?;
                let c = self.ext(ZeroExtend, &c, vts[1])?;
                Ok(vec![lo, c])
            }
            UAddSat | USubSat | SAddSat | SSubSat => {
                let (o, signed) = match op {
                    UAddSat => (UAddO, false),
                    USubSat => (USubO, false),
                    SAddSat => (SAddO, true),
                    _ => (SSubO, true),
                };
                let b1 = vt.with_elem(Scalar::Int(1));
                let r = self.emit(o, &[vt, b1], ops, NodeData::None, 0)?;
                let sat = if !signed {
                    self.cst(vt, if op == UAddSat { mask(bits) } else { 0 })?
                } else {
                    // Overflow towards +inf when the (true) result is positive: a ≥ 0 for
                    // add with overflow means both were non-negative.
                    let z = self.cst(vt, 0)?;
                    let neg = self.setcc(&r[0], &z, C::Slt)?;
                    let maxv = self.cst(vt, mask(bits - 1))?;
                    let minv = self.cst(vt, 1u128 << (bits - 1))?;
                    self.select(&neg, &maxv, &minv)?
                };
                one(self.select(&r[1], &sat, &r[0])?)
            }
            UShlSat | SShlSat => {
                let sh = self.bin(Shl, &ops[0], &ops[1])?;
                let back = self.bin(if op == UShlSat { Srl } else { Sra }, &sh, &ops[1])?;
                let ovf = self.setcc(&back, &ops[0], C::Ne)?;
                let sat = if op == UShlSat {
                    self.cst(vt, mask(bits))?
                } else {
                    let z = self.cst(vt, 0)?;
                    let neg = self.setcc(&ops[0], &z, C::Slt)?;
                    let maxv = self.cst(vt, mask(bits - 1))?;
                    let minv = self.cst(vt, 1u128 << (bits - 1))?;
                    self.select(&neg, &minv, &maxv)?
                };
                one(self.select(&ovf, &sat, &sh)?)
            }
            MulHU | MulHS => one(self.expand_mulh(op, vt, &ops[0], &ops[1])?),
            UMulLoHi | SMulLoHi => {
                let lo = self.bin(Mul, &ops[0], &ops[1])?;
                let hi = self.bin(if op == UMulLoHi { MulHU } else { MulHS }, &ops[0], &ops[1])?;
                Ok(vec![lo, hi])
            }
            SDivRem | UDivRem => {
                let (d, m) = if op == SDivRem { (SDiv, SRem) } else { (UDiv, URem) };
                let q = self.bin(d, &ops[0], &ops[1])?;
                let r = self.bin(m, &ops[0], &ops[1])?;
                Ok(vec![q, r])
            }
            SRem | URem if self.tl.op_action(if op == SRem { SDiv } else { UDiv }, vt) != OpAction::Expand => {
                let q = self.bin(if op == SRem { SDiv } else { UDiv }, &ops[0], &ops[1])?;
                let p = self.bin(Mul, &q, &ops[1])?;
                one(self.bin(Sub, &ops[0], &p)?)
            }
            SignExtendInReg => {
                let from = match data {
                    NodeData::VT(v) => v.bits(),
                    _ => return Err(self.err("bad sext_inreg")),
                };
                let s = self.cst(vt, (bits - from) as u128)?;
                let t = self.bin(Shl, &ops[0], &s)?;
                one(self.bin(Sra, &t, &s)?)
            }
            FNeg | FAbs | FCopySign => {
                let iv = vt.to_int();
                let sign = 1u128 << (bits - 1);
                let a = self.e1(Bitcast, iv, &[ops[0].clone()])?;
                let r = match op {
                    FNeg => {
                        let m = self.cst(iv, sign)?;
                        self.bin(Xor, &a, &m)?
                    }
                    FAbs => {
                        let m = self.cst(iv, sign - 1)?;
                        self.bin(And, &a, &m)?
                    }
                    _ => {
                        let b = self.e1(Bitcast, iv, &[ops[1].clone()])?;
                        let m = self.cst(iv, sign - 1)?;
                        let s = self.cst(iv, sign)?;
                        let x = self.bin(And, &a, &m)?;
                        let y = self.bin(And, &b, &s)?;
                        self.bin(Or, &x, &y)?
                    }
                };
                one(self.e1(Bitcast, vt, &[r])?)
            }
            FMulAdd => {
                let m = self.bin(FMul, &ops[0], &ops[1])?;
                one(self.bin(FAdd, &m, &ops[2])?)
            }
            Load | Store if data.mem().is_some_and(|m| m.mem_vt.bits() % 8 != 0) => {
                // Sub-byte memory types on legal registers: whole bytes, zero-extended.
                let mut mi = *data.mem().unwrap();
                let b = mi.mem_vt.bits();
                mi.mem_vt = VT::int(b.next_multiple_of(8));
                if op == Load {
                    mi.ext = crate::dag_ops::ExtKind::ZeroExt;
                    self.emit(Load, vts, ops, NodeData::Mem(mi), flags)
                } else {
                    let vvt = ops[1].vt;
                    let m = self.cst(vvt, mask(b))?;
                    let v = self.bin(And, &ops[1], &m)?;
                    self.emit(Store, vts, &[ops[0].clone(), v, ops[2].clone()], NodeData::Mem(mi), flags)
                }
            }
            _ => {
                if let Some(name) = (rt.is_float()).then(|| crate::libcalls::float_op(op, rt)).flatten() {
                    return Ok(vec![self.libcall(name, rt, ops)?]);
                }
                Err(self.err(format!("cannot expand {op:?} on {vt:?}")))
            }
        }
    }

    /// A vector operation lane by lane.
    fn unroll(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16) -> R<Vec<LV>> {
        let rt = vts[0];
        let n = rt.vec_len();
        let mut lanes = Vec::new();
        for k in 0..n {
            let mut lops = Vec::new();
            for o in ops {
                if o.vt.is_vector() {
                    let i = self.cst(self.ptr_vt, k as u128)?;
                    lops.push(self.e1(Opcode::ExtractVectorElt, o.vt.elem(), &[o.clone(), i])?);
                } else {
                    lops.push(o.clone());
                }
            }
            lanes.push(self.emit(op, &[rt.elem()], &lops, data, flags)?.remove(0));
        }
        Ok(vec![self.e1(Opcode::BuildVector, rt, &lanes)?])
    }

    /// Funnel shifts by plain shifts: fshl(a, b, c) = a << s | b >> (w - s), s = c mod w.
    pub(crate) fn expand_funnel(&mut self, op: Opcode, vt: VT, a: &LV, b: &LV, c: &LV) -> R<LV> {
        use Opcode::*;
        let w = vt.bits();
        let c = self.ext(ZeroExtend, c, vt)?;
        let (s, inv) = if w.is_power_of_two() {
            let m = self.cst(vt, (w - 1) as u128)?;
            let s = self.bin(And, &c, &m)?;
            let inv = self.bin(Xor, &s, &m)?;
            (s, inv)
        } else {
            let wc = self.cst(vt, w as u128)?;
            let s = self.bin(URem, &c, &wc)?;
            let m = self.cst(vt, (w - 1) as u128)?;
            let inv = self.bin(Sub, &m, &s)?;
            (s, inv)
        };
        let one = self.cst(vt, 1)?;
        if op == Fshl {
            let x = self.bin(Shl, a, &s)?;
            let y = self.bin(Srl, b, &one)?;
            let y = self.bin(Srl, &y, &inv)?;
            self.bin(Or, &x, &y)
        } else {
            let x = self.bin(Shl, a, &one)?;
            let x = self.bin(Shl, &x, &inv)?;
            let y = self.bin(Srl, b, &s)?;
            self.bin(Or, &x, &y)
        }
    }

    /// Population count by the classic SWAR steps (widths that are multiples of 8).
    fn expand_ctpop(&mut self, vt: VT, x: &LV) -> R<LV> {
        use Opcode::*;
        let bits = vt.bits();
        if bits % 8 != 0 || bits > 128 {
            return Err(self.err(format!("cannot expand ctpop on {vt:?}")));
        }
        let rep = |b: u8| -> u128 { (0..bits / 8).fold(0u128, |a, i| a | ((b as u128) << (8 * i))) };
        let c = |s: &mut Self, v: u128| s.cst(vt, v);
        let one = c(self, 1)?;
        let m55 = c(self, rep(0x55))?;
        let t = self.bin(Srl, x, &one)?;
        let t = self.bin(And, &t, &m55)?;
        let x = self.bin(Sub, x, &t)?;
        let m33 = c(self, rep(0x33))?;
        let two = c(self, 2)?;
        let a = self.bin(And, &x, &m33)?;
        let b = self.bin(Srl, &x, &two)?;
        let b = self.bin(And, &b, &m33)?;
        let x = self.bin(Add, &a, &b)?;
        let four = c(self, 4)?;
        let t = self.bin(Srl, &x, &four)?;
        let x = self.bin(Add, &x, &t)?;
        let m0f = c(self, rep(0x0f))?;
        let x = self.bin(And, &x, &m0f)?;
        if bits == 8 {
            return Ok(x);
        }
        let m01 = c(self, rep(0x01))?;
        let x = self.bin(Mul, &x, &m01)?;
        let s = c(self, (bits - 8) as u128)?;
        self.bin(Srl, &x, &s)
    }

    /// High half of a product: in the double-width type if legal, else from half-word
    /// partial products.
    fn expand_mulh(&mut self, op: Opcode, vt: VT, a: &LV, b: &LV) -> R<LV> {
        use Opcode::*;
        let bits = vt.bits();
        let wide = VT::int(bits * 2);
        let signed = op == MulHS;
        if self.is_legal(wide) && self.tl.op_action(Mul, wide) == OpAction::Legal {
            let e = if signed { SignExtend } else { ZeroExtend };
            let x = self.ext(e, a, wide)?;
            let y = self.ext(e, b, wide)?;
            let p = self.bin(Mul, &x, &y)?;
            let s = self.cst(wide, bits as u128)?;
            let h = self.bin(Srl, &p, &s)?;
            return self.ext(Truncate, &h, vt);
        }
        if signed {
            // mulhs(a, b) = mulhu(a, b) − (a < 0 ? b : 0) − (b < 0 ? a : 0)
            let h = self.bin(MulHU, a, b)?;
            let s = self.cst(vt, (bits - 1) as u128)?;
            let sa = self.bin(Sra, a, &s)?;
            let sb = self.bin(Sra, b, &s)?;
            let t1 = self.bin(And, &sa, b)?;
            let t2 = self.bin(And, &sb, a)?;
            let h = self.bin(Sub, &h, &t1)?;
            return self.bin(Sub, &h, &t2);
        }
        let hb = bits / 2;
        let lm = self.cst(vt, mask(hb))?;
        let hs = self.cst(vt, hb as u128)?;
        let (al, ah) = (self.bin(And, a, &lm)?, self.bin(Srl, a, &hs)?);
        let (bl, bh) = (self.bin(And, b, &lm)?, self.bin(Srl, b, &hs)?);
        let ll = self.bin(Mul, &al, &bl)?;
        let lh = self.bin(Mul, &al, &bh)?;
        let hl = self.bin(Mul, &ah, &bl)?;
        let hh = self.bin(Mul, &ah, &bh)?;
        // mid = (ll >> hb) + (lh & lm) + (hl & lm); hi = hh + (lh >> hb) + (hl >> hb) + (mid >> hb)
        let t = self.bin(Srl, &ll, &hs)?;
        let x = self.bin(And, &lh, &lm)?;
        let y = self.bin(And, &hl, &lm)?;
        let mid = self.bin(Add, &t, &x)?;
        let mid = self.bin(Add, &mid, &y)?;
        let a1 = self.bin(Srl, &lh, &hs)?;
        let a2 = self.bin(Srl, &hl, &hs)?;
        let a3 = self.bin(Srl, &mid, &hs)?;
        let h = self.bin(Add, &hh, &a1)?;
        let h = self.bin(Add, &h, &a2)?;
        self.bin(Add, &h, &a3)
    }

    /// A float comparison through the soft-float routines (any float type).
    pub(crate) fn soft_compare_any(&mut self, cc: CondCode, vt: VT, a: &LV, b: &LV) -> R<LV> {
        use CondCode::*;
        let i32t = VT::I32;
        let call = |s: &mut Self, c: CondCode| -> R<LV> {
            let (name, test) = crate::libcalls::float_cmp(c, vt).ok_or_else(|| s.err("no comparison routine"))?;
            let r = s.libcall(name, i32t, &[a.clone(), b.clone()])?;
            let z = s.cst(i32t, 0)?;
            s.setcc(&r, &z, test)
        };
        match cc {
            FFalse => self.cst(VT::I1, 0),
            FTrue => self.cst(VT::I1, 1),
            FOeq | FOgt | FOge | FOlt | FOle | FUne | FUno => call(self, cc),
            FOrd => {
                let u = call(self, FUno)?;
                let t = self.cst(VT::I1, 1)?;
                self.bin(Opcode::Xor, &u, &t)
            }
            FOne => {
                let ne = call(self, FOne)?;
                let u = call(self, FUno)?;
                let t = self.cst(VT::I1, 1)?;
                let ord = self.bin(Opcode::Xor, &u, &t)?;
                self.bin(Opcode::And, &ne, &ord)
            }
            FUeq | FUgt | FUge | FUlt | FUle => {
                let o = match cc {
                    FUeq => FOeq,
                    FUgt => FOgt,
                    FUge => FOge,
                    FUlt => FOlt,
                    _ => FOle,
                };
                let r = call(self, o)?;
                let u = call(self, FUno)?;
                self.bin(Opcode::Or, &r, &u)
            }
            _ => Err(self.err("bad float condition")),
        }
    }
}

/// The vector a reduction (`VecReduce*`) takes apart, or `None` for other operations.
pub(crate) fn reduced_vector(op: Opcode, ops: &[LV]) -> Option<VT> {
    use Opcode::*;
    let v = match op {
        VecReduceAdd | VecReduceMul | VecReduceAnd | VecReduceOr | VecReduceXor | VecReduceSMax | VecReduceSMin
        | VecReduceUMax | VecReduceUMin | VecReduceFMax | VecReduceFMin => ops.first()?.vt,
        VecReduceFAdd | VecReduceFMul => ops.get(1)?.vt,
        _ => return None,
    };
    v.is_vector().then_some(v)
}

/// The value type whose operation action decides how `op` is legalized (None: always
/// legal); `op_vt(i)` is the type of operand `i`.
pub(crate) fn action_vt(op: Opcode, vts: &[VT], op_vt: impl Fn(usize) -> VT) -> Option<VT> {
    use Opcode::*;
    Some(match op {
        EntryToken | TokenFactor | CopyToReg | CopyFromReg | BasicBlock | Undef | FrameIndex | GlobalAddress | ExternalSymbol
        | ConstantPool | JumpTable | BlockAddress | MergeValues | Freeze | AssertZext | AssertSext | Br | CallSeqStart | CallSeqEnd | Call
        | ArgRegs | Target(_) | Return | BuildPair | ExtractPart | InlineAsm => return None,
        SetCC | SelectCC | FpToSi | FpToUi | FpToSiSat | FpToUiSat | SiToFp | UiToFp | FpExtend | FpRound | Fp16ToFp => op_vt(0),
        BrCC | BrCond | Store => op_vt(1),
        MemCpy | MemMove | MemSet => op_vt(3),
        Fence | Trap | Unreachable | Prefetch => VT::Other,
        _ => *vts.first().unwrap_or(&VT::Other),
    })
}
