//! The DAG combiner: local rewrites run on a worklist (each node is revisited only when
//! one of its operands changed, so the pass is linear in practice): constant folding,
//! algebraic identities (x+0, x·1, x&0, x|−1, x−x, …), re-association of constant
//! offsets (so address matching sees base + constant), canonical operand order (constants
//! on the right), multiplication by powers of two as shifts, extension/truncation pairs,
//! known branch conditions, and compare+branch fusion (`BrCond(SetCC)` → `BrCC`). It runs
//! before legalization (any rewrite) and after it (only rewrites whose result the target
//! accepts).

use crate::dag::{Dag, NodeId, SDValue};
use crate::dag_ops::{CondCode, NodeData, Opcode};
use crate::target::{OpAction, TargetLowering};
use crate::vt::VT;
use rllc_ir::inst::FastMath;

/// Runs the combiner over the live nodes of `dag`.
pub fn combine<T: TargetLowering + ?Sized>(dag: &mut Dag, tl: &T, after_legalize: bool) {
    combine_with(dag, tl, after_legalize, &mut CombineScratch::default());
}

/// The combiner's work lists, kept between runs (two per block) to save allocations.
#[derive(Default)]
pub struct CombineScratch {
    work: Vec<NodeId>,
    queued: Vec<bool>,
    users: Vec<NodeId>,
}

/// `combine`, with work lists from `scratch`.
pub fn combine_with<T: TargetLowering + ?Sized>(dag: &mut Dag, tl: &T, after_legalize: bool, scratch: &mut CombineScratch) {
    let mut work = std::mem::take(&mut scratch.work);
    dag.topo_order_into(&mut work);
    let mut queued = std::mem::take(&mut scratch.queued);
    queued.clear();
    queued.resize(dag.len(), false);
    let mut c = Combiner { tl, after_legalize, work, queued };
    for &n in &c.work {
        c.queued[n.index()] = true;
    }
    // Process operands before users: reverse the list, pop from the end.
    c.work.reverse();
    let users = &mut scratch.users;
    while let Some(n) = c.work.pop() {
        c.queued[n.index()] = false;
        if dag.node(n).is_dead() {
            continue;
        }
        // What replaces a node stands where it stood in the source.
        dag.loc = dag.node(n).loc;
        dag.order = dag.node(n).order;
        if let Some(new) = c.visit(dag, n) {
            let old = SDValue::new(n, 0);
            if new == old {
                continue;
            }
            users.clear();
            users.extend(dag.uses(n).map(|u| u.0));
            dag.replace_all_uses(old, new);
            dag.remove_if_dead(n);
            c.push(dag, new.node);
            for &u in users.iter() {
                c.push(dag, u);
            }
        }
    }
    scratch.work = c.work;
    scratch.queued = c.queued;
}

struct Combiner<'t, T: ?Sized> {
    tl: &'t T,
    after_legalize: bool,
    work: Vec<NodeId>,
    queued: Vec<bool>,
}

/// The fast-math flags (`FastMath` bits) of a node's flags.
fn fmf(flags: u16) -> u8 {
    (flags >> crate::dag_ops::node_flags::FMF_SHIFT) as u8
}

fn sext(v: u128, bits: u32) -> i128 {
    if bits >= 128 {
        v as i128
    } else {
        ((v << (128 - bits)) as i128) >> (128 - bits)
    }
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

impl<T: TargetLowering + ?Sized> Combiner<'_, T> {
    fn push(&mut self, dag: &Dag, n: NodeId) {
        if self.queued.len() < dag.len() {
            self.queued.resize(dag.len(), false);
        }
        if !self.queued[n.index()] && !dag.node(n).is_dead() {
            self.queued[n.index()] = true;
            self.work.push(n);
        }
    }

    /// Whether the target computes a fused multiply-add of `vt` in one instruction (then
    /// `contract` multiplies and adds fuse, as llc's combiner fuses them).
    fn fma_is_legal(&self, vt: VT) -> bool {
        vt.is_float_or_float_vector()
            && self.tl.is_legal_type(vt)
            && self.tl.op_action(Opcode::Fma, vt) == OpAction::Legal
    }

    /// `fadd`/`fsub` of a single-use `contract` multiply as an `fma` (LLVM's
    /// `visitFADDForFMACombine`/`visitFSUBForFMACombine`, first operand first):
    /// (x·y) + z, z + (x·y) → fma(x, y, z); (x·y) − z → fma(x, y, −z); z − (x·y) →
    /// fma(−x, y, z).
    fn contract_to_fma(
        &self,
        dag: &mut Dag,
        op: Opcode,
        vt: VT,
        a: SDValue,
        b: SDValue,
        flags: u16,
    ) -> Option<SDValue> {
        use Opcode::*;
        let contractable = |dag: &Dag, v: SDValue| {
            dag.opcode(v) == FMul && dag.has_one_use(v) && fmf(dag.node(v.node).flags) & FastMath::CONTRACT != 0
        };
        if contractable(dag, a) {
            let (x, y) = (dag.operand(a, 0), dag.operand(a, 1));
            let z = if op == FSub { dag.unop(FNeg, vt, b) } else { b };
            return Some(dag.get1_flags(Fma, vt, &[x, y, z], flags));
        }
        if contractable(dag, b) {
            let (x, y) = (dag.operand(b, 0), dag.operand(b, 1));
            let x = if op == FSub { dag.unop(FNeg, vt, x) } else { x };
            return Some(dag.get1_flags(Fma, vt, &[x, y, a], flags));
        }
        None
    }

    /// A compare of legal vectors giving `<n x i1>` (`c`, used once), recomputed as the
    /// target's lane mask (all-ones or zero lanes) when that mask is a legal type as wide
    /// as `like` (the selected or extended-to type): then a vector select is a mask select
    /// (`bsl`, `pand`/`pandn`) and the compare one instruction, instead of both being
    /// scalarized lane by lane.
    fn compare_as_mask(&self, dag: &mut Dag, c: SDValue, like: VT) -> Option<SDValue> {
        if self.after_legalize || dag.opcode(c) != Opcode::SetCC || !dag.has_one_use(c) {
            return None;
        }
        let cvt = dag.vt(c);
        let (x, y) = (dag.operand(c, 0), dag.operand(c, 1));
        let xvt = dag.vt(x);
        let mask = self.tl.setcc_result_vt(xvt);
        let fits = cvt.is_vector()
            && cvt.elem() == VT::I1
            && self.tl.is_legal_type(xvt)
            && self.tl.is_legal_type(mask)
            && mask.is_vector()
            && mask.vec_len() == cvt.vec_len()
            && like.is_vector()
            && like.vec_len() == cvt.vec_len()
            && like.bits() == mask.bits()
            && self.tl.op_action(Opcode::SetCC, xvt) == OpAction::Legal;
        if !fits {
            return None;
        }
        let cc = dag.data(c).cc()?;
        Some(dag.setcc(mask, x, y, cc))
    }

    /// Whether a new node (op, vt) may be created now.
    fn ok(&self, op: Opcode, vt: VT) -> bool {
        !self.after_legalize || matches!(self.tl.op_action(op, vt), OpAction::Legal | OpAction::Custom)
    }

    /// The replacement for result 0 of `n`, if a rule applies.
    fn visit(&mut self, dag: &mut Dag, n: NodeId) -> Option<SDValue> {
        use Opcode::*;
        let node = dag.node(n);
        let op = node.op;
        if node.vts().len() != 1 && !matches!(op, BrCond | BrCC) {
            return None;
        }
        let vt = node.vt(0);
        let bits = vt.bits();
        let nops = node.num_ops();
        let a = (nops > 0).then(|| node.op(0));
        let b = (nops > 1).then(|| node.op(1));
        let flags = node.flags;
        let data = node.data;
        match op {
            Add | Sub | Mul | And | Or | Xor | Shl | Srl | Sra | UDiv | SDiv | URem | SRem | Smin | Smax | Umin | Umax | MulHU | MulHS
                if vt.is_int() && bits <= 128 =>
            {
                let (a, b) = (a?, b?);
                let (ca, cb) = (dag.const_int(a), dag.const_int(b));
                if let (Some(x), Some(y)) = (ca, cb) {
                    return fold_binary(op, x, y, bits).map(|r| dag.constant(vt, r));
                }
                // Constants on the right.
                if op.is_commutative() && ca.is_some() {
                    let r = dag.get1_flags(op, vt, &[b, a], flags);
                    return Some(r);
                }
                let cb = cb?;
                let zero = cb == 0;
                let ones = cb == mask(bits);
                match op {
                    Add | Sub | Or | Xor | Shl | Srl | Sra if zero => Some(a),
                    Mul | And if zero => Some(b),
                    Mul | UDiv | SDiv if cb == 1 => Some(a),
                    And if ones => Some(a),
                    Or if ones => Some(b),
                    Mul if cb.is_power_of_two() => {
                        let sh_vt = self.tl.shift_amount_vt(vt);
                        if !self.ok(Shl, vt) || (self.after_legalize && !sh_vt.is_int()) {
                            return None;
                        }
                        let s = dag.constant(if self.after_legalize { sh_vt } else { vt }, cb.trailing_zeros() as u128);
                        Some(dag.get1(Shl, vt, &[a, s]))
                    }
                    Add | Sub => {
                        // (x + c1) ± c2 → x + (c1 ± c2)
                        if dag.opcode(a) == Add && dag.has_one_use(a) {
                            if let Some(c1) = dag.const_int(dag.operand(a, 1)) {
                                let c = if op == Add { c1.wrapping_add(cb) } else { c1.wrapping_sub(cb) } & mask(bits);
                                let x = dag.operand(a, 0);
                                let k = dag.constant(vt, c);
                                return Some(dag.get1(Add, vt, &[x, k]));
                            }
                        }
                        if op == Sub && self.ok(Add, vt) {
                            // x − c → x + (−c): one form for address matching.
                            let k = dag.constant(vt, cb.wrapping_neg() & mask(bits));
                            return Some(dag.get1(Add, vt, &[a, k]));
                        }
                        None
                    }
                    _ => None,
                }
            }
            FAdd | FSub if fmf(flags) & FastMath::CONTRACT != 0 && self.fma_is_legal(vt) => {
                self.contract_to_fma(dag, op, vt, a?, b?, flags)
            }
            FDiv if fmf(flags) & FastMath::ARCP != 0 => {
                // x / c → x · (1/c) when the reciprocal may be inexact (`arcp`); llc does it
                // for a normal, finite reciprocal.
                let (a, b) = (a?, b?);
                let NodeData::Fp(c) = *dag.data(b) else { return None };
                if dag.opcode(b) != ConstantFP {
                    return None;
                }
                let recip = match vt {
                    VT::F32 => {
                        let r = 1.0f32 / f32::from_bits(c as u32);
                        (r.is_normal()).then(|| u128::from(r.to_bits()))
                    }
                    VT::F64 => {
                        let r = 1.0f64 / f64::from_bits(c as u64);
                        (r.is_normal()).then(|| u128::from(r.to_bits()))
                    }
                    _ => None,
                }?;
                let k = dag.fconst(vt, recip);
                Some(dag.get1_flags(FMul, vt, &[a, k], flags))
            }
            // x · 2.0 → x + x: exact (signed zeros, infinities and NaNs alike), and an add
            // needs no constant (llc's DAGCombiner does the same).
            FMul if matches!(vt, VT::F32 | VT::F64) => {
                let (a, b) = (a?, b?);
                let two = if vt == VT::F32 { u128::from(2.0f32.to_bits()) } else { u128::from(2.0f64.to_bits()) };
                match *dag.data(b) {
                    NodeData::Fp(c) if dag.opcode(b) == ConstantFP && c == two => {
                        Some(dag.get1_flags(FAdd, vt, &[a, a], flags))
                    }
                    _ => None,
                }
            }
            Sub | Xor if a == b && vt.is_int() => Some(dag.constant(vt, 0)),
            And | Or if a == b => a,
            Truncate | ZeroExtend | SignExtend | AnyExtend if vt.is_int() && bits <= 128 => {
                let a = a?;
                let from = dag.vt(a).bits();
                if let Some(x) = dag.const_int(a) {
                    let r = match op {
                        SignExtend => sext(x, from) as u128,
                        _ => x,
                    };
                    return Some(dag.constant(vt, r & mask(bits)));
                }
                let inner = dag.opcode(a);
                if op == Truncate && matches!(inner, ZeroExtend | SignExtend | AnyExtend) {
                    let x = dag.operand(a, 0);
                    let xb = dag.vt(x).bits();
                    if xb == bits {
                        return Some(x);
                    }
                    if xb > bits && self.ok(Truncate, vt) {
                        return Some(dag.unop(Truncate, vt, x));
                    }
                    if xb < bits && self.ok(inner, vt) {
                        return Some(dag.unop(inner, vt, x));
                    }
                }
                if op == Truncate && inner == Truncate {
                    let x = dag.operand(a, 0);
                    return Some(dag.unop(Truncate, vt, x));
                }
                if (op == ZeroExtend && inner == ZeroExtend) || (op == SignExtend && inner == SignExtend) {
                    let x = dag.operand(a, 0);
                    return Some(dag.unop(op, vt, x));
                }
                None
            }
            SetCC => {
                let (a, b) = (a?, b?);
                let cc = data.cc()?;
                let abits = dag.vt(a).bits();
                if let (Some(x), Some(y)) = (dag.const_int(a), dag.const_int(b)) {
                    if vt.is_int() {
                        return cc.eval_int(x, y, abits).map(|r| dag.constant(vt, r as u128));
                    }
                }
                if dag.const_int(a).is_some() && dag.const_int(b).is_none() && !cc.is_float() {
                    return Some(dag.setcc(vt, b, a, cc.swapped()));
                }
                None
            }
            Select => {
                let c = a?;
                let (t, f) = (b?, node.op(2));
                if t == f {
                    return Some(t);
                }
                if let Some(m) = self.compare_as_mask(dag, c, vt) {
                    return Some(dag.get1_flags(Select, vt, &[m, t, f], flags));
                }
                dag.const_int(c).map(|k| if k & 1 == 1 { t } else { f })
            }
            // sext of a vector compare to its lane mask type: the mask itself.
            SignExtend if vt.is_vector() => self.compare_as_mask(dag, a?, vt).filter(|m| dag.vt(*m) == vt),
            SignExtendInReg => {
                let a = a?;
                let from = match data {
                    NodeData::VT(v) => v.bits(),
                    _ => return None,
                };
                dag.const_int(a).map(|x| (sext(x, from) as u128) & mask(bits)).map(|r| dag.constant(vt, r))
            }
            BrCond => {
                let (ch, c) = (a?, b?);
                let (t, f) = (node.op(2), node.op(3));
                if let Some(k) = dag.const_int(c) {
                    let target = if k & 1 == 1 { t } else { f };
                    return Some(SDValue::new(dag.get(Br, &[VT::Chain], &[ch, target], NodeData::None, 0), 0));
                }
                // Fuse a single-use compare into the branch.
                if dag.opcode(c) == SetCC && dag.has_one_use(c) {
                    let (x, y) = (dag.operand(c, 0), dag.operand(c, 1));
                    let cc = dag.data(c).cc()?;
                    if self.ok(BrCC, dag.vt(x)) {
                        return Some(SDValue::new(dag.get(BrCC, &[VT::Chain], &[ch, x, y, t, f], NodeData::CC(cc), 0), 0));
                    }
                }
                None
            }
            BrCC => {
                let ch = a?;
                let (x, y, t, f) = (node.op(1), node.op(2), node.op(3), node.op(4));
                let cc = data.cc()?;
                let (cx, cy) = (dag.const_int(x), dag.const_int(y));
                if let (Some(p), Some(q)) = (cx, cy) {
                    let r = cc.eval_int(p, q, dag.vt(x).bits())?;
                    let target = if r { t } else { f };
                    return Some(SDValue::new(dag.get(Br, &[VT::Chain], &[ch, target], NodeData::None, 0), 0));
                }
                if cx.is_some() && !cc.is_float() {
                    return Some(SDValue::new(dag.get(BrCC, &[VT::Chain], &[ch, y, x, t, f], NodeData::CC(cc.swapped()), 0), 0));
                }
                // Branch on (setcc ...) != 0 / == 0: branch on the compare itself.
                if matches!(cc, CondCode::Ne | CondCode::Eq) && cy == Some(0) && dag.opcode(x) == SetCC && dag.has_one_use(x) {
                    let inner = dag.data(x).cc()?;
                    let (p, q) = (dag.operand(x, 0), dag.operand(x, 1));
                    let icc = if cc == CondCode::Ne { inner } else { inner.inverse() };
                    if self.ok(BrCC, dag.vt(p)) {
                        return Some(SDValue::new(dag.get(BrCC, &[VT::Chain], &[ch, p, q, t, f], NodeData::CC(icc), 0), 0));
                    }
                }
                None
            }
            _ => None,
        }
    }
}

/// Folds a binary integer operation on constants of `bits` bits (None: undefined, e.g.
/// division by zero, or a shift amount out of range).
pub fn fold_binary(op: Opcode, x: u128, y: u128, bits: u32) -> Option<u128> {
    use Opcode::*;
    let m = mask(bits);
    let (sx, sy) = (sext(x, bits), sext(y, bits));
    let r = match op {
        Add => x.wrapping_add(y),
        Sub => x.wrapping_sub(y),
        Mul => x.wrapping_mul(y),
        And => x & y,
        Or => x | y,
        Xor => x ^ y,
        Shl if y < bits as u128 => x << y,
        Srl if y < bits as u128 => x >> y,
        Sra if y < bits as u128 => (sx >> y) as u128,
        UDiv if y != 0 => x / y,
        URem if y != 0 => x % y,
        SDiv if y != 0 && !(sy == -1 && sx == sext(1u128 << (bits - 1), bits)) => sx.wrapping_div(sy) as u128,
        SRem if y != 0 && sy != -1 => sx.wrapping_rem(sy) as u128,
        SRem if sy == -1 => 0,
        Smin => sx.min(sy) as u128,
        Smax => sx.max(sy) as u128,
        Umin => x.min(y),
        Umax => x.max(y),
        MulHU if bits <= 64 => (x * y) >> bits,
        MulHS if bits <= 64 => ((sx * sy) >> bits) as u128,
        _ => return None,
    };
    Some(r & m)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn folds() {
        assert_eq!(fold_binary(Opcode::Add, 250, 10, 8), Some(4));
        assert_eq!(fold_binary(Opcode::SDiv, 0xfa, 2, 8), Some(0xfd));
        assert_eq!(fold_binary(Opcode::Sra, 0x80, 7, 8), Some(0xff));
        assert_eq!(fold_binary(Opcode::UDiv, 1, 0, 8), None);
        assert_eq!(fold_binary(Opcode::MulHU, u64::MAX as u128, 2, 64), Some(1));
    }
}
