//! Type legalization of floating-point types the target has no registers for: softened
//! floats are carried as integers of the same width, computed with integer operations or
//! runtime library calls (or the target's own code, x87 for f80), and half is soft-promoted:
//! carried as i16 and computed in f32.

use super::{Legalizer, LV, R};
use crate::dag_ops::{CondCode, ExtKind, NodeData, Opcode};
use crate::parts::soft_int_vt;
use crate::target::{LowerCx, TargetLowering};
use crate::vt::VT;

impl<T: TargetLowering + ?Sized> Legalizer<'_, T> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn soften_rule(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16, key: VT) -> R<Vec<LV>> {
        use Opcode::*;
        let rt = vts.first().copied().unwrap_or(VT::Other);
        let iv = soft_int_vt(key);
        let as_int = |v: &LV| LV { vt: iv, p: v.p.clone() };
        let sign = 1u128 << (key.bits() - 1);
        // The target may compute some operations of this format itself (x87 for f80).
        let mut cx = LowerCx { dag: &mut *self.dag, mf: &mut *self.mf, module: self.module, libcalls: self.libcalls };
        if let Some(r) = self.tl.lower_soft_float(&mut cx, op, vts, ops, data)? {
            return Ok(r);
        }
        match op {
            ConstantFP => {
                let bits = match data {
                    NodeData::Fp(b) => b,
                    _ => 0,
                };
                let c = self.cst(iv, bits)?;
                Ok(vec![LV { vt: key, p: c.p }])
            }
            Undef => Ok(vec![LV { vt: key, p: self.undef(iv)?.p }]),
            Load if rt == key => {
                let mut mi = *data.mem().unwrap();
                mi.mem_vt = if mi.mem_vt == key { VT::int(key.bits()) } else { mi.mem_vt.to_int() };
                if iv.bits() != key.bits() {
                    mi.ext = ExtKind::AnyExt;
                }
                let r = self.emit(Load, &[iv, VT::Chain], ops, NodeData::Mem(mi), flags)?;
                Ok(vec![LV { vt: key, p: r[0].p.clone() }, r[1].clone()])
            }
            Store => {
                let mut mi = *data.mem().unwrap();
                mi.mem_vt = VT::int(mi.mem_vt.bits());
                self.emit(Store, vts, &[ops[0].clone(), as_int(&ops[1]), ops[2].clone()], NodeData::Mem(mi), flags)
            }
            FNeg | FAbs => {
                let m = self.cst(iv, if op == FNeg { sign } else { sign - 1 })?;
                let r = self.bin(if op == FNeg { Xor } else { And }, &as_int(&ops[0]), &m)?;
                Ok(vec![LV { vt: key, p: r.p }])
            }
            FCopySign => {
                let m = self.cst(iv, sign - 1)?;
                let s = self.cst(iv, sign)?;
                let a = self.bin(And, &as_int(&ops[0]), &m)?;
                let b = self.bin(And, &as_int(&ops[1]), &s)?;
                let r = self.bin(Or, &a, &b)?;
                Ok(vec![LV { vt: key, p: r.p }])
            }
            SetCC => {
                let cc = data.cc().unwrap();
                let r = self.soft_compare(cc, key, &ops[0], &ops[1])?;
                Ok(vec![self.ext(ZeroExtend, &r, rt)?])
            }
            FpExtend | FpRound => {
                let name = crate::libcalls::fp_convert(ops[0].vt, rt)
                    .ok_or_else(|| self.err(format!("no runtime routine converting {:?} to {rt:?}", ops[0].vt)))?;
                Ok(vec![self.libcall(name, rt, ops)?])
            }
            FpToSi | FpToUi => {
                let bits = rt.bits().max(32).next_power_of_two();
                let name = crate::libcalls::fp_int_convert(op, key, bits).ok_or_else(|| self.err(format!("no runtime routine for {op:?} {key:?}")))?;
                let r = self.libcall(name, VT::int(bits), ops)?;
                Ok(vec![self.ext(Truncate, &r, rt)?])
            }
            SiToFp | UiToFp => {
                let bits = ops[0].vt.bits().max(32).next_power_of_two();
                let name = crate::libcalls::fp_int_convert(op, key, bits).ok_or_else(|| self.err(format!("no runtime routine for {op:?} {key:?}")))?;
                let a = self.widen_to(&ops[0], VT::int(bits), op == SiToFp)?;
                Ok(vec![self.libcall(name, key, &[a])?])
            }
            FMulAdd => {
                let m = self.bin(FMul, &ops[0], &ops[1])?;
                Ok(vec![self.bin(FAdd, &m, &ops[2])?])
            }
            IsFPClass if iv.bits() == key.bits() => {
                let mask = data.int().unwrap_or(0) as u32;
                let r = self.soft_fp_class(&as_int(&ops[0]), key, mask)?;
                Ok(vec![self.ext(ZeroExtend, &r, rt)?])
            }
            _ => {
                if let Some(name) = crate::libcalls::float_op(op, key) {
                    Ok(vec![self.libcall(name, key, ops)?])
                } else {
                    Err(self.err(format!("cannot soften {op:?} on {key:?}")))
                }
            }
        }
    }

    /// `llvm.is.fpclass(x, mask)` of a soft float (`bits`: its IEEE bit pattern, as wide as
    /// the format) as integer tests, an `i1` (mask bits as in `fp_class::is_fp_class`).
    fn soft_fp_class(&mut self, bits: &LV, key: VT, mask: u32) -> R<LV> {
        use CondCode as C;
        use Opcode::*;
        let w = key.bits();
        let exp_bits = match key {
            VT::F16 => 5,
            VT::F32 | VT::BF16 => 8,
            VT::F64 => 11,
            VT::F128 => 15,
            _ => return Err(self.err(format!("cannot soften IsFPClass on {key:?}"))),
        };
        let iv = bits.vt;
        let mant = w - 1 - exp_bits;
        let full = if w == 128 { u128::MAX } else { (1u128 << w) - 1 };
        let (sign, inf) = (1u128 << (w - 1), ((1u128 << exp_bits) - 1) << mant);
        let (qbit, min_norm) = (1u128 << (mant - 1), 1u128 << mant);
        let m = self.cst(iv, sign - 1)?;
        let abs = self.bin(And, bits, &m)?;
        let cmp = |this: &mut Self, a: &LV, k: u128, cc: C| -> R<LV> {
            let c = this.cst(iv, k)?;
            this.setcc(a, &c, cc)
        };
        let neg = cmp(self, bits, 0, C::Slt)?;
        let pos = cmp(self, bits, 0, C::Sge)?;
        let nan = cmp(self, &abs, inf, C::Ugt)?;
        let quiet = cmp(self, &abs, inf | qbit, C::Uge)?;
        let below_quiet = cmp(self, &abs, inf | qbit, C::Ult)?;
        let snan = self.bin(And, &nan, &below_quiet)?;
        let isinf = cmp(self, &abs, inf, C::Eq)?;
        let iszero = cmp(self, &abs, 0, C::Eq)?;
        // abs − 1 < min_norm − 1 (wrapping): subnormal; abs − min_norm < inf − min_norm: normal.
        let k = self.cst(iv, full)?;
        let am1 = self.bin(Add, &abs, &k)?;
        let sub = cmp(self, &am1, min_norm - 1, C::Ult)?;
        let k = self.cst(iv, full - min_norm + 1)?;
        let amn = self.bin(Add, &abs, &k)?;
        let norm = cmp(self, &amn, inf - min_norm, C::Ult)?;
        let mut terms = Vec::new();
        if mask & 1 != 0 {
            terms.push(snan);
        }
        if mask & 2 != 0 {
            terms.push(quiet);
        }
        // (negative bit, positive bit, class)
        for (nb, pb, class) in [(2, 9, isinf), (3, 8, norm), (4, 7, sub), (5, 6, iszero)] {
            match (mask >> nb & 1 != 0, mask >> pb & 1 != 0) {
                (true, true) => terms.push(class),
                (true, false) => terms.push(self.bin(And, &class, &neg)?),
                (false, true) => terms.push(self.bin(And, &class, &pos)?),
                (false, false) => {}
            }
        }
        let mut acc = match terms.first() {
            Some(t) => t.clone(),
            None => return self.cst(VT::I1, 0),
        };
        for t in &terms[1..] {
            acc = self.bin(Or, &acc, t)?;
        }
        Ok(acc)
    }

    /// A soft-float comparison as a boolean.
    fn soft_compare(&mut self, cc: CondCode, vt: VT, a: &LV, b: &LV) -> R<LV> {
        self.soft_compare_any(cc, vt, a, b)
    }

    // ---- half ----

    #[allow(clippy::too_many_arguments)]
    pub(super) fn half_rule(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16, key: VT) -> R<Vec<LV>> {
        use Opcode::*;
        let rt = vts.first().copied().unwrap_or(VT::Other);
        let i16t = VT::I16;
        let as_int = |v: &LV| LV { vt: i16t, p: v.p.clone() };
        let to_f32 = |s: &mut Self, v: &LV| -> R<LV> { s.e1(Fp16ToFp, VT::F32, &[as_int(v)]) };
        let from_f32 = |s: &mut Self, v: &LV| -> R<LV> {
            let r = s.e1(FpToFp16, i16t, &[v.clone()])?;
            Ok(LV { vt: key, p: r.p })
        };
        match op {
            ConstantFP => {
                let b = match data {
                    NodeData::Fp(b) => b,
                    _ => 0,
                };
                Ok(vec![LV { vt: key, p: self.cst(i16t, b)?.p }])
            }
            Undef => Ok(vec![LV { vt: key, p: self.undef(i16t)?.p }]),
            Load if rt == key => {
                let mut mi = *data.mem().unwrap();
                mi.mem_vt = i16t;
                let r = self.emit(Load, &[i16t, VT::Chain], ops, NodeData::Mem(mi), flags)?;
                Ok(vec![LV { vt: key, p: r[0].p.clone() }, r[1].clone()])
            }
            Store => {
                let mut mi = *data.mem().unwrap();
                mi.mem_vt = i16t;
                self.emit(Store, vts, &[ops[0].clone(), as_int(&ops[1]), ops[2].clone()], NodeData::Mem(mi), flags)
            }
            FNeg | FAbs | FCopySign => self.soften_rule(op, vts, ops, data, flags, key),
            SetCC => {
                let a = to_f32(self, &ops[0])?;
                let b = to_f32(self, &ops[1])?;
                Ok(vec![self.e1d(SetCC, rt, &[a, b], data)?])
            }
            FpExtend => {
                let f = to_f32(self, &ops[0])?;
                Ok(vec![self.ext(FpExtend, &f, rt)?])
            }
            FpRound if rt == key => {
                if ops[0].vt == VT::F32 {
                    return Ok(vec![from_f32(self, &ops[0])?]);
                }
                let name = crate::libcalls::fp_convert(ops[0].vt, key).ok_or_else(|| self.err("no conversion to half"))?;
                let r = self.libcall(name, key, ops)?;
                Ok(vec![r])
            }
            FpToSi | FpToUi | FpToSiSat | FpToUiSat => {
                let f = to_f32(self, &ops[0])?;
                Ok(vec![self.e1(op, rt, &[f])?])
            }
            SiToFp | UiToFp => {
                let f = self.e1(op, VT::F32, ops)?;
                Ok(vec![from_f32(self, &f)?])
            }
            _ if rt == key && ops.iter().all(|o| o.vt == key) => {
                // Arithmetic in f32, rounded back.
                let mut f = Vec::new();
                for o in ops {
                    f.push(to_f32(self, o)?);
                }
                let r = self.emit(op, &[VT::F32], &f, data, flags)?.remove(0);
                Ok(vec![from_f32(self, &r)?])
            }
            _ => Err(self.err(format!("cannot legalize {op:?} on half"))),
        }
    }
}
