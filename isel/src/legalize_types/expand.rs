//! Type legalization of expanded integers: an integer wider than the widest legal one is
//! carried as several parts of that type (low part first), and each operation is computed
//! on the parts (multi-word add, multiply, shifts, compares; wide atomics as libatomic
//! calls, division and conversions as runtime library calls).

use super::{extract_bits, Legalizer, Parts, LV, R};
use crate::dag::SDValue;
use crate::dag_ops::{CondCode, ExtKind, NodeData, Opcode};
use crate::target::TargetLowering;
use crate::vt::{TypeAction, VT};

impl<T: TargetLowering + ?Sized> Legalizer<'_, T> {
    /// Operations whose result depends on where an expanded integer of odd width (i65 …
    /// i127, carried in the parts of `full`) ends: computed in `full` from operands
    /// extended as the operation reads them, then cut back to the real width, as LLVM
    /// promotes such widths before expanding them. `None` for every other operation.
    fn odd_width_rule(
        &mut self,
        op: Opcode,
        vts: &[VT],
        ops: &[LV],
        flags: u16,
        key: VT,
        full: VT,
    ) -> R<Option<Vec<LV>>> {
        use Opcode::*;
        let bits = key.bits();
        let rt = vts.first().copied().unwrap_or(VT::Other);
        let signed = matches!(op, SAddO | SSubO | SMulO | SAddSat | SSubSat);
        let widen = |this: &mut Self, v: &LV| this.ext(if signed { SignExtend } else { ZeroExtend }, v, full);
        // `r` (in `full`) cut to the key's width and extended back: equal to `r` exactly
        // when `r` fits the key's width.
        let refit = |this: &mut Self, r: &LV| -> R<LV> {
            let t = this.ext(Truncate, r, key)?;
            this.ext(if signed { SignExtend } else { ZeroExtend }, &t, full)
        };
        let out = match op {
            UAddO | USubO | SAddO | SSubO | UMulO | SMulO if rt == key => {
                let (a, b) = (widen(self, &ops[0])?, widen(self, &ops[1])?);
                let (r, wide_ovf) = match op {
                    UAddO | SAddO => (self.bin(Add, &a, &b)?, None),
                    USubO | SSubO => (self.bin(Sub, &a, &b)?, None),
                    _ => {
                        // The product of two values of up to 127 bits may not fit `full`.
                        let bvt = vts[1];
                        let r = self.emit(op, &[full, bvt], &[a, b], NodeData::None, flags)?;
                        (r[0].clone(), Some(r[1].clone()))
                    }
                };
                let back = refit(self, &r)?;
                let cut = self.setcc(&r, &back, CondCode::Ne)?;
                let mut ovf = self.ext(ZeroExtend, &cut, vts[1])?;
                if let Some(w) = wide_ovf {
                    ovf = self.bin(Or, &ovf, &w)?;
                }
                vec![self.ext(Truncate, &r, key)?, ovf]
            }
            UAddSat | SAddSat | USubSat | SSubSat if rt == key => {
                let (a, b) = (widen(self, &ops[0])?, widen(self, &ops[1])?);
                let add = matches!(op, UAddSat | SAddSat);
                let r = self.bin(if add { Add } else { Sub }, &a, &b)?;
                // The exact result (it fits `full`), clamped to the key's range.
                let r = if signed {
                    let hi = self.cst(full, (1u128 << (bits - 1)) - 1)?;
                    let lo = self.cst(full, (1u128 << (bits - 1)).wrapping_neg() & full_mask(full))?;
                    let r = self.bin(Smin, &r, &hi)?;
                    self.bin(Smax, &r, &lo)?
                } else if add {
                    let hi = self.cst(full, (1u128 << bits) - 1)?;
                    self.bin(Umin, &r, &hi)?
                } else {
                    // a − b below zero saturates to 0: a − min(a, b).
                    let m = self.bin(Umin, &a, &b)?;
                    self.bin(Sub, &a, &m)?
                };
                vec![self.ext(Truncate, &r, key)?]
            }
            Ctlz | CtlzZeroUndef if rt == key => {
                let a = self.ext(ZeroExtend, &ops[0], full)?;
                let c = self.e1(op, full, &[a])?;
                let k = self.cst(full, u128::from(full.bits() - bits))?;
                let r = self.bin(Sub, &c, &k)?;
                vec![self.ext(Truncate, &r, key)?]
            }
            Bitreverse if rt == key => {
                let a = self.ext(AnyExtend, &ops[0], full)?;
                let rev = self.e1(Bitreverse, full, &[a])?;
                let k = self.cst(full, u128::from(full.bits() - bits))?;
                let r = self.bin(Srl, &rev, &k)?;
                vec![self.ext(Truncate, &r, key)?]
            }
            _ => return Ok(None),
        };
        Ok(Some(out))
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn expand_rule(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16, key: VT, p: VT) -> R<Vec<LV>> {
        use Opcode::*;
        let rt = vts.first().copied().unwrap_or(VT::Other);
        let w = p.bits();
        let n = self.parts_of(key)?;
        let res_exp = rt == key;
        let lvp = |v: SDValue| LV::one(p, v);
        // Atomic accesses wider than the target's atomics: the sized `__atomic_*` routines
        // (libatomic), as LLVM's AtomicExpand makes them. Splitting them into parts would
        // lose atomicity.
        // A target with pair atomics (AArch64's exclusive pairs) does two-part ones inline.
        let atomic = data.mem().is_some_and(|m| m.ordering.is_some());
        if atomic && (op.is_atomic_rmw() || op == AtomicCmpSwap || (op == Load && res_exp) || (op == Store && ops[1].vt == key)) {
            if n == 2 {
                if let Some(r) = self.pair_atomic(op, vts, ops, data, key, p)? {
                    return Ok(r);
                }
            }
            return self.atomic_libcall(op, vts, ops, data, key);
        }
        if key.bits() < n as u32 * w {
            if let Some(r) = self.odd_width_rule(op, vts, ops, flags, key, VT::int(n as u32 * w))? {
                return Ok(r);
            }
        }
        match op {
            Constant => {
                let words: Vec<u64> = match data {
                    NodeData::Int(x) => vec![x as u64, (x >> 64) as u64],
                    NodeData::BigInt(_) => return Err(self.err("wide constant payload lost")),
                    _ => vec![0],
                };
                let mut parts = Parts::new();
                for k in 0..n {
                    let v = extract_bits(&words, k as u32 * w, w);
                    parts.push(self.raw_d(Constant, p, &[], NodeData::Int(v)));
                }
                Ok(vec![LV { vt: key, p: parts }])
            }
            Undef => {
                let u = self.raw(Undef, p, &[]);
                Ok(vec![LV { vt: key, p: (0..n).map(|_| u).collect() }])
            }
            And | Or | Xor | Freeze if res_exp => {
                let mut parts = Parts::new();
                for k in 0..n {
                    let a = lvp(ops[0].p[k]);
                    let r = if op == Freeze { a } else { self.bin(op, &a, &lvp(ops[1].p[k]))? };
                    parts.push(r.v());
                }
                Ok(vec![LV { vt: key, p: parts }])
            }
            Add | Sub if res_exp => {
                let (s, _) = self.add_sub_parts(op == Add, &ops[0].p, &ops[1].p, p)?;
                Ok(vec![LV { vt: key, p: s }])
            }
            UAddO | USubO | SAddO | SSubO if vts[0] == key => {
                let add = matches!(op, UAddO | SAddO);
                let (s, carry) = self.add_sub_parts(add, &ops[0].p, &ops[1].p, p)?;
                let ovf = if matches!(op, UAddO | USubO) && key.bits() == (n as u32) * w {
                    carry
                } else {
                    // Signed: the sign of the result is wrong when the operands' signs
                    // allow it (add: both equal and different from the result).
                    let top = n - 1;
                    let (a, b, r) = (lvp(ops[0].p[top]), lvp(ops[1].p[top]), lvp(s[top]));
                    let ar = self.bin(Xor, &a, &r)?;
                    let t = if add { self.bin(Xor, &b, &r)? } else { self.bin(Xor, &a, &b)? };
                    let x = self.bin(And, &ar, &t)?;
                    let z = self.cst(p, 0)?;
                    self.setcc(&x, &z, CondCode::Slt)?
                };
                let ovf = self.ext(ZeroExtend, &ovf, vts[1])?;
                Ok(vec![LV { vt: key, p: s }, ovf])
            }
            Mul if res_exp => {
                let r = self.mul_parts(&ops[0].p, &ops[1].p, p, n)?;
                Ok(vec![LV { vt: key, p: r }])
            }
            Shl | Srl | Sra if res_exp => {
                let amt = ops[1].p[0];
                // Right shifts bring the bits above the type's width down: define them.
                let x = if op == Shl { ops[0].p.clone() } else { self.clean_top(&ops[0].p, key, p, op == Sra)? };
                let r = self.shift_parts(op, &x, amt, p)?;
                Ok(vec![LV { vt: key, p: r }])
            }
            Ctpop if res_exp => {
                let x = self.clean_top(&ops[0].p, key, p, false)?;
                let mut acc = self.e1(Ctpop, p, &[lvp(x[0])])?;
                for k in 1..n {
                    let c = self.e1(Ctpop, p, &[lvp(x[k])])?;
                    acc = self.bin(Add, &acc, &c)?;
                }
                self.widen_small(key, acc)
            }
            Ctlz | CtlzZeroUndef | Cttz | CttzZeroUndef if res_exp => {
                let lead = matches!(op, Ctlz | CtlzZeroUndef);
                let order: Vec<usize> = if lead { (0..n).collect() } else { (0..n).rev().collect() };
                let base = if lead { Ctlz } else { Cttz };
                let z = self.cst(p, 0)?;
                let wc = self.cst(p, w as u128)?;
                let mut acc = self.e1(base, p, &[lvp(ops[0].p[order[0]])])?;
                for &k in &order[1..] {
                    let part = lvp(ops[0].p[k]);
                    let c = self.e1(base, p, &[part.clone()])?;
                    let shifted = self.bin(Add, &acc, &wc)?;
                    let is0 = self.setcc(&part, &z, CondCode::Eq)?;
                    acc = self.select(&is0, &shifted, &c)?;
                }
                self.widen_small(key, acc)
            }
            Bswap | Bitreverse if res_exp && key.bits() == n as u32 * w => {
                let mut parts = Parts::new();
                for k in (0..n).rev() {
                    parts.push(self.e1(op, p, &[lvp(ops[0].p[k])])?.v());
                }
                Ok(vec![LV { vt: key, p: parts }])
            }
            SetCC if ops[0].vt == key => {
                let cc = data.cc().unwrap();
                let a = self.clean_top(&ops[0].p, key, p, cc.is_signed())?;
                let b = self.clean_top(&ops[1].p, key, p, cc.is_signed())?;
                let r = self.setcc_parts(cc, &a, &b, p)?;
                Ok(vec![self.ext(ZeroExtend, &r, rt)?])
            }
            Truncate => {
                let src = &ops[0];
                if res_exp {
                    // Wider expanded → narrower expanded: the low parts.
                    return Ok(vec![LV { vt: key, p: Parts::from_slice(&src.p[..n]) }]);
                }
                let v = src.p[0];
                let svt = self.dag.vt(v);
                let r = self.ext(Truncate, &LV::one(svt, v), rt)?;
                Ok(vec![r])
            }
            ZeroExtend | SignExtend | AnyExtend if res_exp => {
                let src = &ops[0];
                let mut parts = Parts::new();
                // Only the parts that hold bits of the source (an odd-width source may carry
                // a part above its top bit).
                let sp = if self.tl.type_conversion(src.vt).action == TypeAction::ExpandInt {
                    src.p.len().min(src.vt.bits().div_ceil(w) as usize)
                } else {
                    1
                };
                for k in 0..sp {
                    let v = src.p[k];
                    let vt = self.dag.vt(v);
                    parts.push(if vt == p { v } else { self.ext(AnyExtend, &LV::one(vt, v), p)?.v() });
                }
                // Clean the top part of the source.
                let sbits = src.vt.bits();
                let top_bits = sbits - (sp as u32 - 1) * w;
                let last = parts.len() - 1;
                if top_bits < w {
                    parts[last] = match op {
                        ZeroExtend => self.zext_inreg(parts[last], p, top_bits)?,
                        SignExtend => self.sext_inreg(parts[last], p, top_bits)?,
                        _ => parts[last],
                    };
                }
                let fill = match op {
                    ZeroExtend => self.cst(p, 0)?.v(),
                    SignExtend => {
                        let s = self.cst(self.tl.shift_amount_vt(p), (w - 1) as u128)?;
                        self.bin(Sra, &lvp(parts[last]), &s)?.v()
                    }
                    _ => self.raw(Undef, p, &[]),
                };
                while parts.len() < n {
                    parts.push(fill);
                }
                Ok(vec![LV { vt: key, p: parts }])
            }
            SignExtendInReg if res_exp => {
                let from = match data {
                    NodeData::VT(v) => v.bits(),
                    _ => return Err(self.err("bad sext_inreg")),
                };
                let mut parts = ops[0].p.clone();
                let k = ((from - 1) / w) as usize;
                parts[k] = self.sext_inreg(parts[k], p, from - k as u32 * w)?;
                let s = self.cst(self.tl.shift_amount_vt(p), (w - 1) as u128)?;
                let fill = self.bin(Sra, &lvp(parts[k]), &s)?.v();
                for x in parts.iter_mut().skip(k + 1) {
                    *x = fill;
                }
                Ok(vec![LV { vt: key, p: parts }])
            }
            Load if res_exp => {
                let mi = *data.mem().unwrap();
                let mut chains = Vec::new();
                let mut parts = Parts::new();
                let mbits = mi.mem_vt.bits().next_multiple_of(8);
                let big = self.module.datalayout.is_big_endian();
                for k in 0..n {
                    let lo_bit = k as u32 * w;
                    if lo_bit >= mbits {
                        let f = match mi.ext {
                            ExtKind::SignExt => {
                                let s = self.cst(self.tl.shift_amount_vt(p), (w - 1) as u128)?;
                                self.bin(Sra, &lvp(parts[k - 1]), &s)?.v()
                            }
                            ExtKind::ZeroExt => self.cst(p, 0)?.v(),
                            _ => self.raw(Undef, p, &[]),
                        };
                        parts.push(f);
                        continue;
                    }
                    let this = (mbits - lo_bit).min(w);
                    let off = if big { (mbits - lo_bit - this) / 8 } else { lo_bit / 8 };
                    let addr = self.offset_ptr(&ops[1], off as u64)?;
                    let mut m = mi;
                    m.mem_vt = VT::int(this);
                    m.align_log2 = m.align_log2.min(if off == 0 { 63 } else { off.trailing_zeros() as u8 });
                    m.ext = if this < w { if lo_bit + this >= mbits { mi.ext } else { ExtKind::ZeroExt } } else { ExtKind::NonExt };
                    let r = self.emit(Load, &[p, VT::Chain], &[ops[0].clone(), addr], NodeData::Mem(m), flags)?;
                    parts.push(r[0].v());
                    chains.push(r[1].v());
                }
                let ch = self.dag.token_factor(&chains);
                Ok(vec![LV { vt: key, p: parts }, LV::one(VT::Chain, ch)])
            }
            Store if ops[1].vt == key => {
                let mi = *data.mem().unwrap();
                let mbits = mi.mem_vt.bits().next_multiple_of(8);
                let big = self.module.datalayout.is_big_endian();
                let mut chains = Vec::new();
                for k in 0..n {
                    let lo_bit = k as u32 * w;
                    if lo_bit >= mbits {
                        break;
                    }
                    let this = (mbits - lo_bit).min(w);
                    let off = if big { (mbits - lo_bit - this) / 8 } else { lo_bit / 8 };
                    let addr = self.offset_ptr(&ops[2], off as u64)?;
                    let mut m = mi;
                    m.mem_vt = VT::int(this);
                    m.align_log2 = m.align_log2.min(if off == 0 { 63 } else { off.trailing_zeros() as u8 });
                    let r = self.emit(Store, &[VT::Chain], &[ops[0].clone(), lvp(ops[1].p[k]), addr], NodeData::Mem(m), flags)?;
                    chains.push(r[0].v());
                }
                let ch = self.dag.token_factor(&chains);
                Ok(vec![LV::one(VT::Chain, ch)])
            }
            SDiv | UDiv | SRem | URem if res_exp => {
                let name = crate::libcalls::int_op(op, n as u32 * w).ok_or_else(|| self.err(format!("no runtime routine for {op:?} on {key:?}")))?;
                let total = VT::int(n as u32 * w);
                let a = self.widen_to(&ops[0], total, matches!(op, SDiv | SRem))?;
                let b = self.widen_to(&ops[1], total, matches!(op, SDiv | SRem))?;
                let r = self.libcall(name, total, &[a, b])?;
                Ok(vec![LV { vt: key, p: r.p }])
            }
            SDivRem | UDivRem if res_exp => {
                let (d, m) = if op == SDivRem { (SDiv, SRem) } else { (UDiv, URem) };
                let q = self.e1(d, key, ops)?;
                let r = self.e1(m, key, ops)?;
                Ok(vec![q, r])
            }
            FpToSi | FpToUi if res_exp => {
                let bits = (n as u32 * w).max(32);
                let name = crate::libcalls::fp_int_convert(op, ops[0].vt, bits)
                    .ok_or_else(|| self.err(format!("no runtime routine for {op:?} {:?} -> {key:?}", ops[0].vt)))?;
                let r = self.libcall(name, VT::int(bits), ops)?;
                Ok(vec![LV { vt: key, p: r.p }])
            }
            SiToFp | UiToFp if rt == VT::F16 => {
                // As llc: through f32 (libgcc has no 128-bit integer to half routine).
                let f = self.e1(op, VT::F32, ops)?;
                Ok(vec![self.e1(FpRound, VT::F16, &[f])?])
            }
            SiToFp | UiToFp => {
                let bits = n as u32 * w;
                let name = crate::libcalls::fp_int_convert(op, rt, bits)
                    .ok_or_else(|| self.err(format!("no runtime routine for {op:?} {key:?} -> {rt:?}")))?;
                let a = self.widen_to(&ops[0], VT::int(bits), op == SiToFp)?;
                Ok(vec![self.libcall(name, rt, &[a])?])
            }
            _ if vts.len() <= 2 && rt.is_int() => self.expand_op(op, vts, ops, data, flags),
            _ => Err(self.err(format!("cannot expand {op:?} on {key:?}"))),
        }
    }

    /// The parts of an expanded integer of type `key` whose width is not a multiple of
    /// the part width, with the bits above that width (unspecified while computing)
    /// replaced by zeros or copies of the sign.
    fn clean_top(&mut self, parts: &Parts, key: VT, p: VT, signed: bool) -> R<Parts> {
        let w = p.bits();
        let bits = key.bits();
        let mut out = parts.clone();
        if bits == 0 || bits >= out.len() as u32 * w {
            return Ok(out);
        }
        // The part holding the top bit, cleaned above it; the parts above it all fill.
        let k = ((bits - 1) / w) as usize;
        let top = bits - k as u32 * w;
        if top < w {
            out[k] = if signed { self.sext_inreg(out[k], p, top)? } else { self.zext_inreg(out[k], p, top)? };
        }
        let fill = if signed {
            let s = self.cst(self.tl.shift_amount_vt(p), (w - 1) as u128)?;
            self.bin(Opcode::Sra, &LV::one(p, out[k]), &s)?.v()
        } else {
            self.cst(p, 0)?.v()
        };
        for x in out.iter_mut().skip(k + 1) {
            *x = fill;
        }
        Ok(out)
    }

    /// An expanded value with the wider meaning of `to` (same parts, cleaned top).
    pub(super) fn widen_to(&mut self, v: &LV, to: VT, signed: bool) -> R<LV> {
        if v.vt == to {
            return Ok(v.clone());
        }
        self.ext(if signed { Opcode::SignExtend } else { Opcode::ZeroExtend }, v, to)
    }

    /// A small count (a legal part value) as an expanded integer.
    fn widen_small(&mut self, key: VT, v: LV) -> R<Vec<LV>> {
        Ok(vec![self.ext(Opcode::ZeroExtend, &v, key)?])
    }

    /// Multi-word add/sub: (parts, carry out as a boolean).
    fn add_sub_parts(&mut self, add: bool, a: &[SDValue], b: &[SDValue], p: VT) -> R<(Parts, LV)> {
        let (first, next) = if add { (Opcode::UAddO, Opcode::UAddOCarry) } else { (Opcode::USubO, Opcode::USubOCarry) };
        let cvt = self.tl.setcc_result_vt(p);
        let mut out = Parts::new();
        let r = self.emit(first, &[p, cvt], &[LV::one(p, a[0]), LV::one(p, b[0])], NodeData::None, 0)?;
        out.push(r[0].v());
        let mut carry = r[1].clone();
        for k in 1..a.len() {
            let r = self.emit(next, &[p, cvt], &[LV::one(p, a[k]), LV::one(p, b[k]), carry.clone()], NodeData::None, 0)?;
            out.push(r[0].v());
            carry = r[1].clone();
        }
        Ok((out, carry))
    }

    /// Schoolbook multiplication of n-part numbers, keeping the low n parts.
    fn mul_parts(&mut self, a: &[SDValue], b: &[SDValue], p: VT, n: usize) -> R<Parts> {
        let zero = self.cst(p, 0)?.v();
        let mut r: Vec<SDValue> = vec![zero; n];
        for i in 0..n {
            for j in 0..n - i {
                let k = i + j;
                let (lo, hi) = if k + 1 < n {
                    let x = self.emit(Opcode::UMulLoHi, &[p, p], &[LV::one(p, a[i]), LV::one(p, b[j])], NodeData::None, 0)?;
                    (x[0].v(), Some(x[1].v()))
                } else {
                    (self.bin(Opcode::Mul, &LV::one(p, a[i]), &LV::one(p, b[j]))?.v(), None)
                };
                self.add_into(&mut r, k, lo, p)?;
                if let Some(h) = hi {
                    self.add_into(&mut r, k + 1, h, p)?;
                }
            }
        }
        Ok(r.into_iter().collect())
    }

    /// r[k..] += v (rippling the carry to the top part).
    fn add_into(&mut self, r: &mut [SDValue], k: usize, v: SDValue, p: VT) -> R<()> {
        if self.dag.const_int(r[k]) == Some(0) {
            r[k] = v;
            return Ok(());
        }
        if k + 1 == r.len() {
            r[k] = self.bin(Opcode::Add, &LV::one(p, r[k]), &LV::one(p, v))?.v();
            return Ok(());
        }
        let z = self.dag.constant(p, 0);
        let addend: Vec<SDValue> = std::iter::once(v).chain(std::iter::repeat(z).take(r.len() - k - 1)).collect();
        let (s, _) = self.add_sub_parts(true, &r[k..], &addend, p)?;
        r[k..].copy_from_slice(&s);
        Ok(())
    }

    /// Shifts of n-part numbers by a variable amount: a word-level barrel shifter over
    /// the bits of `amount / w`, then a funnel within words.
    fn shift_parts(&mut self, op: Opcode, x: &[SDValue], amt: SDValue, p: VT) -> R<Parts> {
        use Opcode::*;
        let n = x.len();
        let w = p.bits();
        let avt = self.tl.shift_amount_vt(p);
        let amt_vt = self.dag.vt(amt);
        let amt = self.ext(ZeroExtend, &LV::one(amt_vt, amt), avt.max_bits(amt_vt))?;
        let s = amt.vt;
        let fill = if op == Sra {
            let c = self.cst(avt, (w - 1) as u128)?;
            let c = self.ext(ZeroExtend, &c, s)?;
            let c = self.ext(Truncate, &c, avt)?;
            self.bin(Sra, &LV::one(p, x[n - 1]), &c)?.v()
        } else {
            self.cst(p, 0)?.v()
        };
        // Constant amounts: move words, then funnel.
        let mut words: Vec<SDValue> = x.to_vec();
        let wl = w.trailing_zeros();
        let mut stage = 0;
        while (1usize << stage) < n {
            let bitc = self.cst(s, (1u128 << (stage + wl as usize)) as u128)?;
            let t = self.bin(And, &amt, &bitc)?;
            let z = self.cst(s, 0)?;
            let on = self.setcc(&t, &z, CondCode::Ne)?;
            let d = 1usize << stage;
            let mut next = Vec::with_capacity(n);
            for k in 0..n {
                let moved = if op == Shl {
                    if k >= d { words[k - d] } else { fill }
                } else if k + d < n {
                    words[k + d]
                } else {
                    fill
                };
                let cur = LV::one(p, words[k]);
                next.push(self.select(&on, &LV::one(p, moved), &cur)?.v());
            }
            words = next;
            stage += 1;
        }
        // Within-word shift by b = amt mod w, funnelling in the neighbour's bits.
        let m = self.cst(s, (w - 1) as u128)?;
        let b = self.bin(And, &amt, &m)?;
        let b = self.ext(Truncate, &b, avt)?;
        let wm = self.cst(avt, (w - 1) as u128)?;
        let nb = self.bin(Xor, &b, &wm)?; // w-1-b
        let one = self.cst(avt, 1)?;
        let mut out = Parts::new();
        for k in 0..n {
            let cur = LV::one(p, words[k]);
            // Only the top word shifts in copies of the sign; the others take their high
            // bits from the neighbour.
            let word_op = if op == Sra && k + 1 < n { Srl } else { op };
            let main = self.bin(word_op, &cur, &b)?;
            let neighbour = if op == Shl {
                if k == 0 { None } else { Some(words[k - 1]) }
            } else if k + 1 < n {
                Some(words[k + 1])
            } else if op == Sra {
                Some(fill)
            } else {
                None
            };
            let v = match neighbour {
                None => main,
                Some(nv) => {
                    let nv = LV::one(p, nv);
                    // (nv >> 1) >> (w-1-b) for left shifts; (nv << 1) << (w-1-b) for right.
                    let (o1, o2) = if op == Shl { (Srl, Srl) } else { (Shl, Shl) };
                    let t = self.bin(o1, &nv, &one)?;
                    let t = self.bin(o2, &t, &nb)?;
                    self.bin(Or, &main, &t)?
                }
            };
            out.push(v.v());
        }
        Ok(out)
    }

    /// Compares n-part numbers.
    fn setcc_parts(&mut self, cc: CondCode, a: &[SDValue], b: &[SDValue], p: VT) -> R<LV> {
        use CondCode::*;
        let n = a.len();
        if matches!(cc, Eq | Ne) {
            let mut acc = self.bin(Opcode::Xor, &LV::one(p, a[0]), &LV::one(p, b[0]))?;
            for k in 1..n {
                let x = self.bin(Opcode::Xor, &LV::one(p, a[k]), &LV::one(p, b[k]))?;
                acc = self.bin(Opcode::Or, &acc, &x)?;
            }
            let z = self.cst(p, 0)?;
            return self.setcc(&acc, &z, cc);
        }
        let unsigned = match cc {
            Sgt | Ugt => Ugt,
            Sge | Uge => Uge,
            Slt | Ult => Ult,
            Sle | Ule => Ule,
            _ => return Err(self.err("bad integer condition")),
        };
        let mut acc = self.setcc(&LV::one(p, a[0]), &LV::one(p, b[0]), unsigned)?;
        for k in 1..n {
            let c = if k == n - 1 { cc } else { unsigned };
            let (x, y) = (LV::one(p, a[k]), LV::one(p, b[k]));
            let here = self.setcc(&x, &y, c)?;
            let eq = self.setcc(&x, &y, Eq)?;
            acc = self.select(&eq, &acc, &here)?;
        }
        Ok(acc)
    }
}

trait MaxBits {
    fn max_bits(self, o: VT) -> VT;
}

impl MaxBits for VT {
    fn max_bits(self, o: VT) -> VT {
        if o.bits() > self.bits() {
            o
        } else {
            self
        }
    }
}

/// All ones in the width of `vt`.
fn full_mask(vt: VT) -> u128 {
    if vt.bits() >= 128 {
        u128::MAX
    } else {
        (1u128 << vt.bits()) - 1
    }
}
