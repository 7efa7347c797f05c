//! Type legalization of promoted integers: an integer narrower than the narrowest legal
//! one (or one an operation promotes, `OpAction::Promote`) is carried in the wider legal
//! type with unspecified high bits, which each operation zero- or sign-extends in
//! register where its result depends on them.

use super::{mask, Legalizer, LV, R};
use crate::dag::SDValue;
use crate::dag_ops::{CondCode, ExtKind, NodeData, Opcode};
use crate::target::TargetLowering;
use crate::vt::VT;

impl<T: TargetLowering + ?Sized> Legalizer<'_, T> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn promote_rule(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16, key: VT, p: VT) -> R<Vec<LV>> {
        use Opcode::*;
        let rt = vts.first().copied().unwrap_or(VT::Other);
        let bits = key.bits();
        let res_promoted = rt == key;
        let one = |v: SDValue| Ok(vec![LV::one(key, v)]);
        if rt != key && vts.len() > 1 && vts[1..].contains(&key) && !ops.iter().any(|o| o.vt == key && !matches!(op, UAddOCarry | USubOCarry)) {
            // A boolean second result (overflow, carry, cmpxchg success): produce it in
            // the part type, 0 or 1.
            let nvts: Vec<VT> = vts.iter().map(|&v| if v == key { p } else { v }).collect();
            let nops: Vec<LV> = ops.iter().map(|o| if o.vt == key { LV::one(p, o.p[0]) } else { o.clone() }).collect();
            let mut r = self.emit(op, &nvts, &nops, data, flags)?;
            for (i, l) in r.iter_mut().enumerate() {
                if vts[i] == key {
                    l.vt = key;
                }
            }
            return Ok(r);
        }
        match op {
            Constant => {
                let v = data.int().unwrap_or(0);
                let c = self.raw_d(Constant, p, &[], NodeData::Int(v));
                one(c)
            }
            Undef => {
                let u = self.raw(Undef, p, &[]);
                one(u)
            }
            Add | Sub | Mul | And | Or | Xor | Select | Freeze if res_promoted => {
                let mut nops = Vec::new();
                for o in ops {
                    if o.vt == key {
                        nops.push(LV::one(p, o.p[0]));
                    } else {
                        nops.push(o.clone());
                    }
                }
                let r = self.emit(op, &[p], &nops, data, flags & !(crate::dag_ops::node_flags::NUW | crate::dag_ops::node_flags::NSW))?;
                one(r[0].v())
            }
            Shl | Srl | Sra | Rotl | Rotr if res_promoted => {
                if matches!(op, Rotl | Rotr) {
                    let f = if op == Rotl { Fshl } else { Fshr };
                    return Ok(vec![self.expand_funnel(f, key, &ops[0], &ops[0], &ops[1])?]);
                }
                let how = match op {
                    Srl => ZeroExtend,
                    Sra => SignExtend,
                    _ => AnyExtend,
                };
                let a = self.promoted_ops(&ops[..1], p, how)?[0];
                // The amount: its own (possibly promoted) value, high bits cleared.
                let s = if ops[1].vt == key {
                    self.zext_inreg(ops[1].p[0], p, bits)?
                } else {
                    ops[1].p[0]
                };
                let s = self.amount(s, p)?;
                let svt = self.dag.vt(s);
                let r = self.e1(op, p, &[LV::one(p, a), LV::one(svt, s)])?;
                one(r.v())
            }
            SDiv | SRem | Smin | Smax | Abs | UDiv | URem | Umin | Umax | Ctpop | SAddSat | SSubSat if res_promoted => {
                let signed = matches!(op, SDiv | SRem | Smin | Smax | Abs | SAddSat | SSubSat);
                let v = self.promoted_ops(ops, p, if signed { SignExtend } else { ZeroExtend })?;
                let lv: Vec<LV> = v.iter().map(|&x| LV::one(p, x)).collect();
                if matches!(op, SAddSat | SSubSat) {
                    // Exact in the wider type, then clamp to the narrow range.
                    let r = self.e1(if op == SAddSat { Add } else { Sub }, p, &lv)?;
                    let maxv = self.cst(p, (1u128 << (bits - 1)) - 1)?;
                    let minv = self.cst(p, (!0u128 << (bits - 1)) & mask(p.bits()))?;
                    let r = self.bin(Smin, &r, &maxv)?;
                    let r = self.bin(Smax, &r, &minv)?;
                    return one(r.v());
                }
                let r = self.e1(op, p, &lv)?;
                one(r.v())
            }
            UAddSat | USubSat if res_promoted => {
                let v = self.promoted_ops(ops, p, ZeroExtend)?;
                let lv: Vec<LV> = v.iter().map(|&x| LV::one(p, x)).collect();
                if op == UAddSat {
                    let s = self.e1(Add, p, &lv)?;
                    let maxv = self.cst(p, mask(bits))?;
                    let r = self.bin(Umin, &s, &maxv)?;
                    one(r.v())
                } else {
                    let r = self.e1(USubSat, p, &lv)?;
                    one(r.v())
                }
            }
            Ctlz | CtlzZeroUndef if res_promoted => {
                let v = self.promoted_ops(ops, p, ZeroExtend)?[0];
                let r = self.e1(op, p, &[LV::one(p, v)])?;
                let d = self.cst(p, (p.bits() - bits) as u128)?;
                let r = self.bin(Sub, &r, &d)?;
                one(r.v())
            }
            Cttz | CttzZeroUndef if res_promoted => {
                let v = self.to_part(&ops[0], p)?;
                let v = if op == Cttz {
                    let b = self.cst(p, 1u128 << bits)?;
                    self.bin(Or, &LV::one(p, v), &b)?.v()
                } else {
                    v
                };
                let r = self.e1(CttzZeroUndef, p, &[LV::one(p, v)])?;
                one(r.v())
            }
            Bswap | Bitreverse if res_promoted => {
                let v = self.to_part(&ops[0], p)?;
                let r = self.e1(op, p, &[LV::one(p, v)])?;
                let d = self.cst(p, (p.bits() - bits) as u128)?;
                let r = self.bin(Srl, &r, &d)?;
                one(r.v())
            }
            Fshl | Fshr if res_promoted => Ok(vec![self.expand_funnel(op, key, &ops[0], &ops[1], &ops[2])?]),
            SAddO | SSubO | UAddO | USubO | SMulO | UMulO if vts[0] == key => {
                let signed = matches!(op, SAddO | SSubO | SMulO);
                let v = self.promoted_ops(ops, p, if signed { SignExtend } else { ZeroExtend })?;
                let lv: Vec<LV> = v.iter().map(|&x| LV::one(p, x)).collect();
                let base = match op {
                    SAddO | UAddO => Add,
                    SSubO | USubO => Sub,
                    _ => Mul,
                };
                if matches!(op, SMulO | UMulO) && 2 * bits > p.bits() {
                    // The product needs more than `p`: its high half from a high multiply.
                    // Overflow when the high half is not the low half's extension, or the
                    // low half does not fit the key's width.
                    let lo = self.e1(Mul, p, &lv)?;
                    let hi = self.e1(if signed { MulHS } else { MulHU }, p, &lv)?;
                    let ext_hi = if signed {
                        let s = self.cst(p, u128::from(p.bits() - 1))?;
                        self.bin(Sra, &lo, &s)?
                    } else {
                        self.cst(p, 0)?
                    };
                    let high_bad = self.setcc(&hi, &ext_hi, CondCode::Ne)?;
                    let fixed = if signed {
                        self.sext_inreg(lo.v(), p, bits)?
                    } else {
                        self.zext_inreg(lo.v(), p, bits)?
                    };
                    let low_bad = self.setcc(&lo, &LV::one(p, fixed), CondCode::Ne)?;
                    let ovf = self.bin(Or, &high_bad, &low_bad)?;
                    let ovf = self.ext(ZeroExtend, &ovf, vts[1])?;
                    return Ok(vec![LV::one(key, lo.v()), ovf]);
                }
                let r = self.e1(base, p, &lv)?;
                let fixed = if signed {
                    self.sext_inreg(r.v(), p, bits)?
                } else {
                    self.zext_inreg(r.v(), p, bits)?
                };
                let ovf = self.setcc(&r, &LV::one(p, fixed), CondCode::Ne)?;
                let ovf = self.ext(ZeroExtend, &ovf, vts[1])?;
                Ok(vec![LV::one(key, r.v()), ovf])
            }
            SetCC => {
                let cc = data.cc().unwrap();
                let how = if cc.is_signed() { SignExtend } else { ZeroExtend };
                if ops[0].vt == key {
                    let v = self.promoted_ops(ops, p, how)?;
                    let lv: Vec<LV> = v.iter().map(|&x| LV::one(p, x)).collect();
                    let r = self.emit(SetCC, vts, &lv, data, flags)?;
                    return Ok(r);
                }
                // A promoted boolean result: compare in the operands' type.
                let cvt = self.tl.setcc_result_vt(ops[0].vt);
                let r = self.e1d(SetCC, cvt, ops, data)?;
                let r = self.ext(ZeroExtend, &r, p)?;
                one(r.v())
            }
            Truncate if !res_promoted => {
                // A legal result from a promoted operand: its low bits.
                let v = ops[0].p[0];
                let svt = self.dag.vt(v);
                Ok(vec![self.ext(Truncate, &LV::one(svt, v), rt)?])
            }
            Truncate => {
                // Result promoted: any part of the source, resized.
                let src = &ops[0];
                let v = src.p[0];
                let svt = self.dag.vt(v);
                let r = self.ext(AnyExtend, &LV::one(svt, v), p)?;
                one(r.v())
            }
            ZeroExtend | SignExtend | AnyExtend if res_promoted => {
                let src = &ops[0];
                let v = self.to_part(src, p)?;
                let v = match op {
                    ZeroExtend => self.zext_inreg(v, p, src.vt.bits())?,
                    SignExtend => self.sext_inreg(v, p, src.vt.bits())?,
                    _ => v,
                };
                one(v)
            }
            ZeroExtend | SignExtend | AnyExtend => {
                // Promoted operand, legal (or wider) result.
                let src = &ops[0];
                let v = src.p[0];
                let svt = self.dag.vt(v);
                let v = match op {
                    ZeroExtend => self.zext_inreg(v, svt, src.vt.bits())?,
                    SignExtend => self.sext_inreg(v, svt, src.vt.bits())?,
                    _ => v,
                };
                let how = if op == SignExtend { SignExtend } else if op == ZeroExtend { ZeroExtend } else { AnyExtend };
                Ok(vec![self.ext(how, &LV::one(svt, v), rt)?])
            }
            IsFPClass if res_promoted => {
                let r = self.emit(IsFPClass, &[p], ops, data, flags)?;
                one(r[0].v())
            }
            SignExtendInReg if res_promoted => {
                let v = self.to_part(&ops[0], p)?;
                let r = self.e1d(SignExtendInReg, p, &[LV::one(p, v)], data)?;
                one(r.v())
            }
            FpToSi | FpToUi | FpToSiSat | FpToUiSat if res_promoted => {
                let o = match op {
                    FpToUi if p.bits() > bits => FpToSi,
                    _ => op,
                };
                if matches!(op, FpToSiSat | FpToUiSat) {
                    return self.expand_op(op, vts, ops, data, flags);
                }
                let r = self.e1(o, p, ops)?;
                one(r.v())
            }
            SiToFp | UiToFp => {
                let how = if op == SiToFp { SignExtend } else { ZeroExtend };
                let v = self.promoted_ops(&ops[..1], p, how)?[0];
                // An unsigned value now fits the wider signed type.
                let o = if op == UiToFp && p.bits() > bits { SiToFp } else { op };
                Ok(vec![self.e1(o, rt, &[LV::one(p, v)])?])
            }
            Load if res_promoted => {
                let mut mi = *data.mem().unwrap();
                if mi.mem_vt == key {
                    mi.mem_vt = VT::int(bits.next_multiple_of(8));
                    mi.ext = if bits % 8 != 0 { ExtKind::ZeroExt } else { ExtKind::AnyExt };
                }
                let r = self.emit(Load, &[p, VT::Chain], ops, NodeData::Mem(mi), flags)?;
                Ok(vec![LV::one(key, r[0].v()), r[1].clone()])
            }
            Store => {
                let mut mi = *data.mem().unwrap();
                let mut v = ops[1].p[0];
                if mi.mem_vt == key {
                    mi.mem_vt = VT::int(bits.next_multiple_of(8));
                    if bits % 8 != 0 {
                        v = self.zext_inreg(v, p, bits)?;
                    }
                }
                let vv = LV::one(p, v);
                self.emit(Store, vts, &[ops[0].clone(), vv, ops[2].clone()], NodeData::Mem(mi), flags)
            }
            op if op.is_atomic_rmw() || op == AtomicCmpSwap => {
                let mut nops = vec![ops[0].clone(), ops[1].clone()];
                for o in &ops[2..] {
                    let v = self.promoted_ops(std::slice::from_ref(o), p, if op == AtomicCmpSwap { ZeroExtend } else { AnyExtend })?[0];
                    nops.push(LV::one(p, v));
                }
                let mut nvts = vts.to_vec();
                nvts[0] = p;
                if op == AtomicCmpSwap {
                    nvts[1] = self.tl.setcc_result_vt(p);
                }
                let mut r = self.emit(op, &nvts, &nops, data, flags)?;
                r[0].vt = key;
                if op == AtomicCmpSwap {
                    r[1].vt = vts[1];
                }
                Ok(r)
            }
            MemSet => {
                // The fill value, widened: memset uses only its low byte (and the libcall
                // zero-extends it to `int` anyway).
                let v = self.promoted_ops(&ops[2..3], p, ZeroExtend)?[0];
                let nops = [ops[0].clone(), ops[1].clone(), LV::one(p, v), ops[3].clone()];
                self.emit(MemSet, vts, &nops, data, flags)
            }
            // A legal vector of lanes narrower than any legal integer (AArch64's v16i8,
            // v8i16): the lane values travel promoted, and the vector takes their low bits.
            BuildVector if self.is_legal(rt) => {
                let vs = self.promoted_ops(ops, p, AnyExtend)?;
                let nops: Vec<LV> = vs.into_iter().map(|v| LV::one(p, v)).collect();
                self.emit(BuildVector, vts, &nops, data, flags)
            }
            InsertVectorElt if self.is_legal(rt) => {
                let e = self.promoted_ops(&ops[1..2], p, AnyExtend)?[0];
                let nops = [ops[0].clone(), LV::one(p, e), ops[2].clone()];
                self.emit(InsertVectorElt, vts, &nops, data, flags)
            }
            ExtractVectorElt if self.is_legal(ops[0].vt) => {
                let mut r = self.emit(ExtractVectorElt, &[p], ops, data, flags)?;
                r[0].vt = key;
                Ok(r)
            }
            // A reduction of a legal vector with narrow lanes: lane by lane.
            _ if crate::legalize_ops::reduced_vector(op, ops).is_some_and(|v| self.is_legal(v)) => {
                let v = crate::legalize_ops::reduced_vector(op, ops).unwrap_or(key);
                self.vector_rule(op, vts, ops, data, flags, v)
            }
            ExtractVectorElt | InsertVectorElt | BuildVector => self.vector_rule(op, vts, ops, data, flags, ops[0].vt),
            _ if vts.len() == 1 && rt.is_int() && ops.iter().all(|o| o.vt == rt) => {
                // A generic expansion computes it from operations promotion handles.
                self.expand_op(op, vts, ops, data, flags)
            }
            _ => Err(self.err(format!("cannot promote {op:?} on {key:?}"))),
        }
    }
}
