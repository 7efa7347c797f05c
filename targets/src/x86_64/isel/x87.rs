//! `x86_fp80` (C `long double`) on the x87 register stack. The type legalizer carries an
//! f80 value as its bit pattern in two i64 parts (low 64 bits of mantissa, then sign and
//! exponent); arithmetic, comparisons and conversions are lowered here (the
//! `TargetLowering::lower_soft_float` hook) into target nodes that work on 16-byte stack
//! slots: the parts are stored to a slot, the x87 instructions load, compute and store
//! back, and the result's parts are loaded again. Each node leaves the x87 stack as it
//! found it, so the nodes need no ordering among themselves beyond their data.
//!
//! What is not here goes through the generic soft-float rules: loads, stores, constants,
//! negation and absolute value (integer operations on the sign bit), and the conversions
//! libgcc provides for x87 (`__fixxfti`, `__fixunsxfdi`, `__floatuntixf`, …), plus the
//! libm `…l` functions.

use super::{isize_of, Sel, R};
use crate::x86_64::lowering::x86_node;
use crate::x86_64::inst as I;
use rllc_isel::dag::{Dag, SDValue};
use rllc_isel::dag_ops::{ExtKind, MemInfo, NodeData, Opcode};
use rllc_isel::legalize_types::LV;
use rllc_isel::mir::MFunction;
use rllc_isel::target::LowerCx;
use rllc_isel::vt::VT;

/// `X87_CONVERT` operand kinds (how the value sits in memory).
pub mod kind {
    pub const F32: u16 = 0;
    pub const F64: u16 = 1;
    pub const F80: u16 = 2;
    pub const I16: u16 = 3;
    pub const I32: u16 = 4;
    pub const I64: u16 = 5;
    /// Source only: an unsigned 64-bit integer (`fild` reads it signed, then 2^64 is
    /// added when its top bit is set, as llc does; libgcc has no `__floatundixf`).
    pub const U64: u16 = 6;
}

/// `X87_BINOP` operations.
pub mod binop {
    pub const ADD: u128 = 0;
    pub const SUB: u128 = 1;
    pub const MUL: u128 = 2;
    pub const DIV: u128 = 3;
}

fn slot(dag: &mut Dag, mf: &mut MFunction) -> SDValue {
    let fi = mf.new_stack_object(16, 16);
    dag.get1_data(Opcode::FrameIndex, VT::I64, &[], NodeData::Frame(fi))
}

fn plus(dag: &mut Dag, p: SDValue, off: u64) -> SDValue {
    let c = dag.constant(VT::I64, off as u128);
    dag.binop(Opcode::Add, p, c)
}

fn store(dag: &mut Dag, v: SDValue, addr: SDValue) -> SDValue {
    let ch = dag.entry();
    let vt = dag.vt(v);
    let n = dag.get(Opcode::Store, &[VT::Chain], &[ch, v, addr], NodeData::Mem(MemInfo::new(vt, 8)), 0);
    SDValue::new(n, 0)
}

fn load(dag: &mut Dag, ch: SDValue, vt: VT, mem: VT, addr: SDValue) -> SDValue {
    let mut mi = MemInfo::new(mem, 8);
    if mem.bits() < vt.bits() {
        mi.ext = ExtKind::ZeroExt;
    }
    let n = dag.get(Opcode::Load, &[vt, VT::Chain], &[ch, addr], NodeData::Mem(mi), 0);
    SDValue::new(n, 0)
}

/// The two parts of an f80 stored to a fresh slot: (slot address, chain).
fn spill80(dag: &mut Dag, mf: &mut MFunction, v: &LV) -> (SDValue, SDValue) {
    let a = slot(dag, mf);
    let c1 = store(dag, v.p[0], a);
    let hi = plus(dag, a, 8);
    let c2 = store(dag, v.p[1], hi);
    (a, dag.token_factor(&[c1, c2]))
}

/// The two parts of the f80 at `addr` (the high part zero-extended from 16 bits).
fn reload80(dag: &mut Dag, ch: SDValue, addr: SDValue) -> LV {
    let lo = load(dag, ch, VT::I64, VT::I64, addr);
    let hi_addr = plus(dag, addr, 8);
    let hi = load(dag, ch, VT::I64, VT::I16, hi_addr);
    LV { vt: VT::F80, p: [lo, hi].into_iter().collect() }
}

fn target(dag: &mut Dag, k: u16, vts: &[VT], ops: &[SDValue], data: NodeData) -> rllc_isel::dag::NodeId {
    dag.get(Opcode::Target(k), vts, ops, data, 0)
}

/// The integer kind `fild`/`fistp` use for a signed integer of `bits` bits.
fn int_kind(bits: u32) -> Option<(u16, VT)> {
    match bits {
        0..=16 => Some((kind::I16, VT::I16)),
        17..=32 => Some((kind::I32, VT::I32)),
        33..=64 => Some((kind::I64, VT::I64)),
        _ => None,
    }
}

/// The `lower_soft_float` hook for x86: f80 arithmetic, comparisons and conversions on
/// the x87 stack; `None` for everything else.
pub fn lower(cx: &mut LowerCx<'_>, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData) -> R<Option<Vec<LV>>> {
    use Opcode::*;
    let rt = vts.first().copied().unwrap_or(VT::Other);
    let f80_in = ops.first().is_some_and(|o| o.vt == VT::F80);
    if rt != VT::F80 && !f80_in {
        return Ok(None);
    }
    let dag = &mut *cx.dag;
    let mf = &mut *cx.mf;
    Ok(match op {
        FAdd | FSub | FMul | FDiv if rt == VT::F80 && ops.iter().all(|o| o.p.len() == 2) => {
            let (a, ca) = spill80(dag, mf, &ops[0]);
            let (b, cb) = spill80(dag, mf, &ops[1]);
            let r = slot(dag, mf);
            let ch = dag.token_factor(&[ca, cb]);
            let k = match op {
                FAdd => binop::ADD,
                FSub => binop::SUB,
                FMul => binop::MUL,
                _ => binop::DIV,
            };
            let n = target(dag, x86_node::X87_BINOP, &[VT::Chain], &[ch, a, b, r], NodeData::Int(k));
            Some(vec![reload80(dag, SDValue::new(n, 0), r)])
        }
        SetCC if f80_in && ops[1].vt == VT::F80 => {
            let (a, ca) = spill80(dag, mf, &ops[0]);
            let (b, cb) = spill80(dag, mf, &ops[1]);
            let ch = dag.token_factor(&[ca, cb]);
            let n = target(dag, x86_node::X87_SETCC, &[VT::I8, VT::Chain], &[ch, a, b], data);
            let mut r = SDValue::new(n, 0);
            if rt.is_int() && rt.bits() > 8 {
                r = dag.unop(ZeroExtend, rt, r);
            }
            Some(vec![LV { vt: rt, p: [r].into_iter().collect() }])
        }
        FpExtend if rt == VT::F80 && matches!(ops[0].vt, VT::F32 | VT::F64) => {
            let s = slot(dag, mf);
            let ch = store(dag, ops[0].p[0], s);
            let src = if ops[0].vt == VT::F32 { kind::F32 } else { kind::F64 };
            let r = slot(dag, mf);
            let n = target(dag, x86_node::X87_CONVERT, &[VT::Chain], &[ch, s, r], NodeData::Int(((src << 8) | kind::F80) as u128));
            Some(vec![reload80(dag, SDValue::new(n, 0), r)])
        }
        FpRound if f80_in && matches!(rt, VT::F32 | VT::F64) => {
            let (a, ch) = spill80(dag, mf, &ops[0]);
            let r = slot(dag, mf);
            let dst = if rt == VT::F32 { kind::F32 } else { kind::F64 };
            let n = target(dag, x86_node::X87_CONVERT, &[VT::Chain], &[ch, a, r], NodeData::Int(((kind::F80 << 8) | dst) as u128));
            let v = load(dag, SDValue::new(n, 0), rt, rt, r);
            Some(vec![LV { vt: rt, p: [v].into_iter().collect() }])
        }
        FpToSi | FpToUi if f80_in && isize_of(rt).is_some() => {
            // Unsigned values go through the next wider signed conversion; u64 is left
            // to libgcc.
            let bits = if op == FpToUi { rt.bits() + 1 } else { rt.bits() };
            let Some((k, ivt)) = int_kind(bits) else { return Ok(None) };
            let (a, ch) = spill80(dag, mf, &ops[0]);
            let r = slot(dag, mf);
            let n = target(dag, x86_node::X87_CONVERT, &[VT::Chain], &[ch, a, r], NodeData::Int(((kind::F80 << 8) | k) as u128));
            let mut v = load(dag, SDValue::new(n, 0), ivt, ivt, r);
            if ivt.bits() > rt.bits() {
                v = dag.unop(Truncate, rt, v);
            }
            Some(vec![LV { vt: rt, p: [v].into_iter().collect() }])
        }
        SiToFp | UiToFp if rt == VT::F80 && isize_of(ops[0].vt).is_some() && ops[0].p.len() == 1 => {
            let signed = op == SiToFp;
            let from = ops[0].vt.bits();
            let Some((k, ivt)) = (match int_kind(if signed { from } else { from + 1 }) {
                None if !signed && from == 64 => Some((kind::U64, VT::I64)),
                k => k,
            }) else {
                return Ok(None);
            };
            let mut x = ops[0].p[0];
            if ivt.bits() > from {
                x = dag.unop(if signed { SignExtend } else { ZeroExtend }, ivt, x);
            }
            let s = slot(dag, mf);
            let ch = store(dag, x, s);
            let r = slot(dag, mf);
            let n = target(dag, x86_node::X87_CONVERT, &[VT::Chain], &[ch, s, r], NodeData::Int(((k << 8) | kind::F80) as u128));
            Some(vec![reload80(dag, SDValue::new(n, 0), r)])
        }
        _ => None,
    })
}

impl Sel<'_, '_> {
    /// `X87_BINOP`: `[r] = [a] op [b]`.
    pub(super) fn x87_binop(&mut self, v: SDValue) -> R {
        let (a, b, r) = (self.operand(v, 1), self.operand(v, 2), self.operand(v, 3));
        let k = self.dag.data(v).int().unwrap_or(0);
        let (a, b, r) = (self.addr(a), self.addr(b), self.addr(r));
        self.emit(I::fld80(a));
        self.emit(I::fld80(b));
        // st(1) = a, st(0) = b; the popping forms compute st(1) op st(0) into st(1).
        self.emit(match k {
            binop::ADD => I::faddp(1),
            binop::SUB => I::fsubp(1),
            binop::MUL => I::fmulp(1),
            _ => I::fdivp(1),
        });
        self.emit(I::fstp80(r));
        Ok(())
    }

    /// `X87_CONVERT`: load `[src]` by its kind, store `[dst]` by its kind (integers
    /// rounded toward zero through a temporary control word).
    pub(super) fn x87_convert(&mut self, v: SDValue) -> R {
        let (s, d) = (self.operand(v, 1), self.operand(v, 2));
        let k = self.dag.data(v).int().unwrap_or(0) as u16;
        let (src, dst) = (k >> 8, k & 0xff);
        let (sa, da) = (self.addr(s), self.addr(d));
        self.emit(match src {
            kind::F32 => I::fld32(sa),
            kind::F64 => I::fld64(sa),
            kind::F80 => I::fld80(sa),
            kind::I16 => I::fild16(sa),
            kind::I32 => I::fild32(sa),
            _ => I::fild64(sa),
        });
        if src == kind::U64 {
            // fild read it as signed: add 2^64 (f32 0x5f800000) when the sign bit is set,
            // branch-free through a 4-byte slot holding 0.0 or 2^64.
            use crate::x86_64::regs::Size;
            let t = self.gpr();
            self.emit(I::mov_rm(Size::S64, t, sa));
            let t2 = self.gpr();
            self.emit(I::sar_ri(Size::S64, t2, t, 63));
            let t3 = self.gpr();
            self.emit(I::and_ri(Size::S32, t3, t2, 0x5f80_0000));
            let fi = self.cx.mf.new_stack_object(4, 4);
            let bias = I::Addr::frame(fi, 0);
            self.emit(I::mov_mr(Size::S32, bias, t3));
            self.emit(I::fadd32_m(bias));
        }
        match dst {
            kind::F32 => self.emit(I::fstp32(da)),
            kind::F64 => self.emit(I::fstp64(da)),
            kind::F80 => self.emit(I::fstp80(da)),
            _ => {
                use super::Offset;
                use crate::x86_64::regs::Size;
                let fi = self.cx.mf.new_stack_object(4, 4);
                let cw = I::Addr::frame(fi, 0);
                self.emit(I::fnstcw(cw));
                let t = self.gpr();
                self.emit(I::movzx16_rm(Size::S32, t, cw));
                let t2 = self.gpr();
                self.emit(I::or_ri(Size::S32, t2, t, 0xc00));
                self.emit(I::mov_mr(Size::S16, cw.offset_by(2), t2));
                self.emit(I::fldcw(cw.offset_by(2)));
                self.emit(match dst {
                    kind::I16 => I::fistp16(da),
                    kind::I32 => I::fistp32(da),
                    _ => I::fistp64(da),
                });
                self.emit(I::fldcw(cw));
            }
        }
        Ok(())
    }

    /// `X87_SETCC`: compares `[a]` with `[b]` (`fucomip`, flags as `ucomisd`).
    pub(super) fn x87_setcc(&mut self, v: SDValue) -> R {
        let (a, b) = (self.operand(v, 1), self.operand(v, 2));
        let cc = self.dag.data(v).cc().unwrap_or(rllc_isel::dag_ops::CondCode::FOeq);
        let (swap, f) = super::fcmp_flags(cc);
        let (x, y) = if swap { (b, a) } else { (a, b) };
        let (xa, ya) = (self.addr(x), self.addr(y));
        self.emit(I::fld80(ya));
        self.emit(I::fld80(xa));
        self.emit(I::fucomip(1));
        self.emit(I::fstp_st(0));
        let d = self.def(v);
        self.flags_to_bool(f, d);
        Ok(())
    }
}
