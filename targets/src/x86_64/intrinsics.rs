//! `llvm.x86.*` intrinsics: the SSE/SSE2 operations clang leaves as intrinsic calls
//! (saturating packs, `pmaddwd`, `psadbw`, high multiplies, averages, `min`/`max` with
//! x86's NaN rule, shifts by a count register or immediate, rounding conversions,
//! approximations), the ordered/unordered scalar compares, memory barriers, `pause`,
//! `clflush` and `rdtsc`. `lower` (the `TargetLowering::lower_intrinsic` hook) builds an
//! `X86_OP` node (pure; operands are the arguments) or an `X86_EFFECT` node (chain first,
//! chain last among the results) whose payload names the instruction, or generic nodes
//! where they mean the same (the `comi`/`ucomi` compares are float `SetCC`s: FP
//! exceptions are not modelled); `Sel::x86_op`/`x86_effect` emit the instruction.
//! Anything else is reported as unsupported.

use super::inst::{self as I, Addr};
use super::isel::{Sel, R};
use super::lowering::x86_node;
use super::regs::Size;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{CondCode, NodeData, Opcode};
use rllc_isel::mir::{MInst, VReg};
use rllc_isel::target::LowerCx;
use rllc_isel::vt::VT;

/// Payloads of `X86_OP` / `X86_EFFECT` nodes.
mod op {
    // Two-address: d = a op b, all XMM.
    pub const PACKSSWB: u16 = 0;
    pub const PACKSSDW: u16 = 1;
    pub const PACKUSWB: u16 = 2;
    pub const PMULHW: u16 = 3;
    pub const PMULHUW: u16 = 4;
    pub const PAVGB: u16 = 5;
    pub const PAVGW: u16 = 6;
    pub const PMADDWD: u16 = 7;
    pub const PSADBW: u16 = 8;
    pub const MINPS: u16 = 9;
    pub const MAXPS: u16 = 10;
    pub const MINPD: u16 = 11;
    pub const MAXPD: u16 = 12;
    pub const MINSS: u16 = 13;
    pub const MAXSS: u16 = 14;
    pub const MINSD: u16 = 15;
    pub const MAXSD: u16 = 16;
    pub const PSLLW: u16 = 17;
    pub const PSLLD: u16 = 18;
    pub const PSLLQ: u16 = 19;
    pub const PSRLW: u16 = 20;
    pub const PSRLD: u16 = 21;
    pub const PSRLQ: u16 = 22;
    pub const PSRAW: u16 = 23;
    pub const PSRAD: u16 = 24;
    // Shift by an i32 count (immediate when constant): same order as PSLLW..PSRAD.
    pub const PSLLWI: u16 = 30;
    pub const PSRADI: u16 = 37;
    // Unary XMM → XMM.
    pub const CVTPS2DQ: u16 = 40;
    pub const CVTPD2DQ: u16 = 41;
    pub const RSQRTPS: u16 = 42;
    pub const RCPPS: u16 = 43;
    // XMM → GPR (the result type gives the width).
    pub const CVTSS2SI: u16 = 50;
    pub const CVTSD2SI: u16 = 51;
    pub const CVTTSS2SI: u16 = 52;
    pub const CVTTSD2SI: u16 = 53;
    // Side effects.
    pub const PAUSE: u16 = 60;
    pub const MFENCE: u16 = 61;
    pub const LFENCE: u16 = 62;
    pub const SFENCE: u16 = 63;
    pub const CLFLUSH: u16 = 64;
    pub const RDTSC: u16 = 65;
    /// `llvm.stackguard`: the stack protector's guard, the word at `%fs:0x28` (glibc's).
    pub const STACK_GUARD: u16 = 66;
}

/// The `lower_intrinsic` hook: `name` without `llvm.`.
pub fn lower(cx: &mut LowerCx<'_>, name: &str, chain: SDValue, args: &[SDValue], rets: &[VT]) -> R<Option<(SDValue, Vec<SDValue>)>> {
    use op::*;
    let Some(rest) = name.strip_prefix("x86.").or((name == "stackguard").then_some(name)) else { return Ok(None) };
    let dag = &mut *cx.dag;
    let rt = rets.first().copied().unwrap_or(VT::Other);
    let pure = |k: u16| -> Option<u16> { Some(k) };
    // Pure operations: the payload; the result type is the intrinsic's.
    let k = match rest {
        "sse2.packsswb.128" => pure(PACKSSWB),
        "sse2.packssdw.128" => pure(PACKSSDW),
        "sse2.packuswb.128" => pure(PACKUSWB),
        "sse2.pmulh.w" => pure(PMULHW),
        "sse2.pmulhu.w" => pure(PMULHUW),
        "sse2.pavg.b" => pure(PAVGB),
        "sse2.pavg.w" => pure(PAVGW),
        "sse2.pmadd.wd" => pure(PMADDWD),
        "sse2.psad.bw" => pure(PSADBW),
        "sse.min.ps" => pure(MINPS),
        "sse.max.ps" => pure(MAXPS),
        "sse2.min.pd" => pure(MINPD),
        "sse2.max.pd" => pure(MAXPD),
        "sse.min.ss" => pure(MINSS),
        "sse.max.ss" => pure(MAXSS),
        "sse2.min.sd" => pure(MINSD),
        "sse2.max.sd" => pure(MAXSD),
        "sse2.psll.w" => pure(PSLLW),
        "sse2.psll.d" => pure(PSLLD),
        "sse2.psll.q" => pure(PSLLQ),
        "sse2.psrl.w" => pure(PSRLW),
        "sse2.psrl.d" => pure(PSRLD),
        "sse2.psrl.q" => pure(PSRLQ),
        "sse2.psra.w" => pure(PSRAW),
        "sse2.psra.d" => pure(PSRAD),
        "sse2.pslli.w" => pure(PSLLWI),
        "sse2.pslli.d" => pure(PSLLWI + 1),
        "sse2.pslli.q" => pure(PSLLWI + 2),
        "sse2.psrli.w" => pure(PSLLWI + 3),
        "sse2.psrli.d" => pure(PSLLWI + 4),
        "sse2.psrli.q" => pure(PSLLWI + 5),
        "sse2.psrai.w" => pure(PSLLWI + 6),
        "sse2.psrai.d" => pure(PSRADI),
        "sse2.cvtps2dq" => pure(CVTPS2DQ),
        "sse2.cvtpd2dq" => pure(CVTPD2DQ),
        "sse.rsqrt.ps" => pure(RSQRTPS),
        "sse.rcp.ps" => pure(RCPPS),
        "sse.cvtss2si" | "sse.cvtss2si64" => pure(CVTSS2SI),
        "sse2.cvtsd2si" | "sse2.cvtsd2si64" => pure(CVTSD2SI),
        "sse.cvttss2si" | "sse.cvttss2si64" => pure(CVTTSS2SI),
        "sse2.cvttsd2si" | "sse2.cvttsd2si64" => pure(CVTTSD2SI),
        _ => None,
    };
    if let Some(k) = k {
        if rets.len() != 1 {
            return Ok(None);
        }
        let n = dag.get(Opcode::Target(x86_node::X86_OP), &[rt], args, NodeData::Int(k as u128), 0);
        return Ok(Some((chain, vec![SDValue::new(n, 0)])));
    }
    // Scalar compares of lane 0: comi (signalling) and ucomi (quiet) alike.
    for (prefix, lane) in [("sse.comi", VT::F32), ("sse.ucomi", VT::F32), ("sse2.comi", VT::F64), ("sse2.ucomi", VT::F64)] {
        let Some(p) = rest.strip_prefix(prefix) else { continue };
        let Some(p) = p.strip_suffix(if lane == VT::F32 { ".ss" } else { ".sd" }) else { continue };
        let cc = match p {
            "eq" => CondCode::FOeq,
            "lt" => CondCode::FOlt,
            "le" => CondCode::FOle,
            "gt" => CondCode::FOgt,
            "ge" => CondCode::FOge,
            "neq" => CondCode::FUne,
            _ => return Ok(None),
        };
        if args.len() != 2 {
            return Ok(None);
        }
        let zero = dag.constant(VT::I64, 0);
        let a = dag.get1(Opcode::ExtractVectorElt, lane, &[args[0], zero]);
        let b = dag.get1(Opcode::ExtractVectorElt, lane, &[args[1], zero]);
        let c = dag.setcc(VT::I1, a, b, cc);
        let r = dag.unop(Opcode::ZeroExtend, rt, c);
        return Ok(Some((chain, vec![r])));
    }
    let k = match rest {
        "sse2.pause" => PAUSE,
        "stackguard" => STACK_GUARD,
        "sse2.mfence" => MFENCE,
        "sse2.lfence" => LFENCE,
        "sse.sfence" => SFENCE,
        "sse2.clflush" => CLFLUSH,
        "rdtsc" => RDTSC,
        _ => return Ok(None),
    };
    let mut vts: Vec<VT> = rets.to_vec();
    vts.push(VT::Chain);
    let mut ops = vec![chain];
    ops.extend_from_slice(args);
    let n = dag.get(Opcode::Target(x86_node::X86_EFFECT), &vts, &ops, NodeData::Int(k as u128), 0);
    let vals = (0..rets.len()).map(|i| SDValue::new(n, i as u32)).collect();
    Ok(Some((SDValue::new(n, rets.len() as u32), vals)))
}

type Rr = fn(VReg, VReg, VReg) -> MInst;
type Ri = fn(VReg, VReg, i64) -> MInst;

impl Sel<'_, '_> {
    /// `X86_OP`.
    pub(super) fn x86_op(&mut self, v: SDValue) -> R {
        use op::*;
        let k = self.dag.data(v).int().unwrap_or(u128::MAX) as u16;
        let bin: Option<Rr> = match k {
            PACKSSWB => Some(I::packsswb_rr),
            PACKSSDW => Some(I::packssdw_rr),
            PACKUSWB => Some(I::packuswb_rr),
            PMULHW => Some(I::pmulhw_rr),
            PMULHUW => Some(I::pmulhuw_rr),
            PAVGB => Some(I::pavgb_rr),
            PAVGW => Some(I::pavgw_rr),
            PMADDWD => Some(I::pmaddwd_rr),
            PSADBW => Some(I::psadbw_rr),
            MINPS => Some(I::minps_rr),
            MAXPS => Some(I::maxps_rr),
            MINPD => Some(I::minpd_rr),
            MAXPD => Some(I::maxpd_rr),
            MINSS => Some(I::minss_rr),
            MAXSS => Some(I::maxss_rr),
            MINSD => Some(I::minsd_rr),
            MAXSD => Some(I::maxsd_rr),
            _ => None,
        };
        // (register form, immediate form) of the shifts, PSLLW..PSRAD order.
        let shifts: [(Rr, Ri); 8] = [
            (I::psllw_rr, I::psllw_ri),
            (I::pslld_rr, I::pslld_ri),
            (I::psllq_rr, I::psllq_ri),
            (I::psrlw_rr, I::psrlw_ri),
            (I::psrld_rr, I::psrld_ri),
            (I::psrlq_rr, I::psrlq_ri),
            (I::psraw_rr, I::psraw_ri),
            (I::psrad_rr, I::psrad_ri),
        ];
        let (a, b) = (self.operand(v, 0), (self.dag.node(v.node).num_ops() > 1).then(|| self.operand(v, 1)));
        if let Some(rr) = bin.or_else(|| (PSLLW..=PSRAD).contains(&k).then(|| shifts[(k - PSLLW) as usize].0)) {
            let b = b.ok_or_else(|| super::isel::err("x86 intrinsic: missing operand"))?;
            let (x, y) = (self.reg(a), self.reg(b));
            let d = self.def(v);
            self.emit(rr(d, x, y));
            return Ok(());
        }
        if (PSLLWI..=PSRADI).contains(&k) {
            let b = b.ok_or_else(|| super::isel::err("x86 intrinsic: missing operand"))?;
            let (rr, ri) = shifts[(k - PSLLWI) as usize];
            let x = self.reg(a);
            if let Some(c) = self.dag.const_int(b) {
                // Counts past the lane width give zero (sign fill for psra), as imm8 does.
                let d = self.def(v);
                self.emit(ri(d, x, c.min(255) as i64));
            } else {
                let r = self.reg(b);
                let t = self.xmm();
                self.emit(I::movd_xr(t, r));
                let d = self.def(v);
                self.emit(rr(d, x, t));
            }
            return Ok(());
        }
        let x = self.reg(a);
        let d = self.def(v);
        let size = if self.dag.vt(v) == VT::I64 { Size::S64 } else { Size::S32 };
        let mi = match k {
            CVTPS2DQ => I::cvtps2dq_rr(d, x),
            CVTPD2DQ => I::cvtpd2dq_rr(d, x),
            RSQRTPS => I::rsqrtps_rr(d, x),
            RCPPS => I::rcpps_rr(d, x),
            CVTSS2SI => I::cvtss2si_rr(size, d, x),
            CVTSD2SI => I::cvtsd2si_rr(size, d, x),
            CVTTSS2SI => I::cvttss2si_rr(size, d, x),
            CVTTSD2SI => I::cvttsd2si_rr(size, d, x),
            _ => return Err(super::isel::err(format!("x86 intrinsic: unknown operation {k}"))),
        };
        self.emit(mi);
        Ok(())
    }

    /// `X86_EFFECT`.
    pub(super) fn x86_effect(&mut self, id: NodeId) -> R {
        use op::*;
        let n = self.dag.node(id);
        let k = n.data.int().unwrap_or(u128::MAX) as u16;
        match k {
            PAUSE => self.emit(I::pause()),
            MFENCE => self.emit(I::mfence()),
            LFENCE => self.emit(I::lfence()),
            SFENCE => self.emit(I::sfence()),
            CLFLUSH => {
                let a: Addr = self.addr(n.op(1));
                self.emit(I::clflush(a));
            }
            RDTSC => {
                let (lo, hi) = (self.gpr(), self.gpr());
                self.emit(I::rdtsc(lo, hi));
                let t = self.gpr();
                self.emit(I::shl_ri(Size::S64, t, hi, 32));
                let d = self.def(SDValue::new(id, 0));
                self.emit(I::or_rr(Size::S64, d, t, lo));
            }
            STACK_GUARD => {
                use crate::x86_64::inst::Seg;
                let d = self.def(SDValue::new(id, 0));
                self.emit(I::mov_rm(Size::S64, d, Addr::abs(0x28).with_seg(Seg::Fs)));
            }
            _ => return Err(super::isel::err(format!("x86 intrinsic: unknown effect {k}"))),
        }
        Ok(())
    }
}
