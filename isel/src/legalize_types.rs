//! Type legalization. The legalizer rebuilds a block's DAG into a fresh one in which every
//! value has a type the target has: each old value maps to an `LV`, its legal parts
//! (`parts.rs` fixes their order). Walking the old DAG operands-first, each node is
//! re-emitted through `Legalizer::emit`, which applies the rule for the first illegal type
//! it meets (promote small integers, expand wide ones into parts, soften floats into
//! libcalls, soft-promote half to float, split or scalarize vectors) and hands nodes whose
//! types are all legal to operation legalization (`legalize_ops.rs`). Rules are written in
//! terms of `emit` itself, so an expansion that produces another illegal operation is
//! legalized in turn (i256 → i128 halves' operations → i64 ones), and the pass is one
//! linear walk.
//!
//! This file owns the driver (`legalize`, `is_already_legal`, `Legalizer::emit` and its
//! dispatch), the helpers every rule uses and the rules that look at operand types first;
//! the rule of each type action is in `legalize_types/`: `promote`, `expand`, `soften`
//! (soft floats and half) and `vector` (split and scalarize).

use crate::dag::{Dag, NodeId, SDValue};
use crate::dag_ops::{CondCode, MemInfo, NodeData, Opcode};
use crate::inline_vec::InlineVec;
use crate::libcalls::LibcallSyms;
use crate::mir::MFunction;
use crate::target::TargetLowering;
use crate::vt::{Scalar, TypeAction, VT};
use rllc_ir::{Diagnostic, Module};

mod expand;
mod promote;
mod soften;
mod vector;

pub type Parts = InlineVec<SDValue, 2>;

/// A legalized value: its original type and its legal parts.
#[derive(Clone, Debug, Default)]
pub struct LV {
    pub vt: VT,
    pub p: Parts,
}

impl LV {
    pub fn one(vt: VT, v: SDValue) -> LV {
        LV { vt, p: Parts::from_slice(&[v]) }
    }
    /// The single part of a legal or promoted value.
    pub fn v(&self) -> SDValue {
        self.p[0]
    }
}

pub(crate) type R<T> = Result<T, Diagnostic>;

pub struct Legalizer<'a, T: TargetLowering + ?Sized> {
    pub tl: &'a mut T,
    pub dag: &'a mut Dag,
    pub mf: &'a mut MFunction,
    pub module: &'a Module,
    pub libcalls: &'a LibcallSyms,
    pub(crate) ptr_vt: VT,
    /// The chain pure libcalls are ordered on (they need one; nothing waits for it).
    pub(crate) libcall_chain: Option<SDValue>,
    /// While an operation is promoted (`OpAction::Promote`): the narrow type and the
    /// wider one its values are carried in.
    pub(crate) promote_override: Option<(VT, VT)>,
    depth: u32,
}

/// Legalizes `old` into `new` (cleared first); `new.root` is set.
pub fn legalize<T: TargetLowering + ?Sized>(
    tl: &mut T,
    old: &Dag,
    new: &mut Dag,
    mf: &mut MFunction,
    module: &Module,
    libcalls: &LibcallSyms,
) -> R<()> {
    new.clear();
    let ptr_vt = tl.pointer_vt();
    let mut lz = Legalizer { tl, dag: new, mf, module, libcalls, ptr_vt, libcall_chain: None, promote_override: None, depth: 0 };
    let order = old.topo_order();
    let mut start = vec![u32::MAX; old.len()];
    let mut lvs: Vec<LV> = Vec::with_capacity(order.len() + 8);
    let mut ops: Vec<LV> = Vec::new();
    for &n in &order {
        let node = old.node(n);
        ops.clear();
        for o in node.operands() {
            let s = start[o.node.index()];
            ops.push(lvs[s as usize + o.res as usize].clone());
        }
        start[n.index()] = lvs.len() as u32;
        lz.dag.loc = node.loc;
        lz.dag.order = node.order;
        if lz.copy_if_legal(node.op, node.vts(), &ops, node.data, node.flags, &mut lvs) {
            continue;
        }
        let res = match (node.op, node.data) {
            (Opcode::EntryToken, _) => vec![LV::one(VT::Chain, lz.dag.entry())],
            (Opcode::Constant, NodeData::BigInt(i)) => vec![lz.big_constant(node.vt(0), &old.big_ints[i as usize]).map_err(|e| annotate(e, old, n))?],
            (_, data) => {
                // Payloads that index the old DAG's tables move to the new one.
                let data = match data {
                    NodeData::Mask(i) => {
                        lz.dag.masks.push(old.masks[i as usize].clone());
                        NodeData::Mask(lz.dag.masks.len() as u32 - 1)
                    }
                    d => d,
                };
                lz.emit(node.op, node.vts(), &ops, data, node.flags).map_err(|e| annotate(e, old, n))?
            }
        };
        lvs.extend(res);
    }
    let r = old.root;
    let root_lv = &lvs[start[r.node.index()] as usize + r.res as usize];
    lz.dag.root = root_lv.v();
    // Masks and wide constants referenced by payload index must survive the rebuild.
    Ok(())
}

/// Whether legalizing `dag` would copy every node as it is (the common case: a block of
/// legal types and operations), so the caller can keep the DAG and skip the rebuild.
/// Mirrors `Legalizer::copy_if_legal`, which makes the same decision node by node.
pub fn is_already_legal<T: TargetLowering + ?Sized>(tl: &T, dag: &Dag) -> bool {
    let legal = |vt: VT| vt.is_non_data() || tl.is_legal_type(vt);
    // All live nodes, reachable or not (unreachable ones are never selected; an illegal
    // one only makes the answer conservatively false).
    (0..dag.len()).all(|i| {
        let node = dag.node(NodeId(i as u32));
        if node.is_dead() {
            return true;
        }
        let op = node.op;
        if matches!(op, Opcode::Freeze | Opcode::AssertZext | Opcode::AssertSext | Opcode::MergeValues)
            || matches!(node.data, NodeData::BigInt(_))
            || !node.vts().iter().all(|&v| legal(v))
            || needs_type_rule(op, node.data)
        {
            return false;
        }
        // Operands are results of nodes checked in their own turn.
        match crate::legalize_ops::action_vt(op, node.vts(), |i| dag.vt(node.op(i))) {
            Some(vt) => tl.op_action(op, vt) == crate::target::OpAction::Legal,
            None => true,
        }
    })
}

/// Nodes whose types are legal but still need a type rule: memory accesses of a width
/// that is not a whole number of bytes.
fn needs_type_rule(op: Opcode, data: NodeData) -> bool {
    match (op, data) {
        (Opcode::Load | Opcode::Store, NodeData::Mem(m)) => m.mem_vt.bits() % 8 != 0 && !m.mem_vt.is_vector(),
        _ => false,
    }
}

fn annotate(mut e: Diagnostic, old: &Dag, n: NodeId) -> Diagnostic {
    let node = old.node(n);
    if !e.message.contains(" in node ") {
        e.message = format!("{} in node {:?} {:?}", e.message, node.op, node.vts());
    }
    e
}

impl<T: TargetLowering + ?Sized> Legalizer<'_, T> {
    pub(crate) fn err(&self, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::new(None, msg)
    }

    pub(crate) fn is_legal(&self, vt: VT) -> bool {
        if self.promote_override.is_some_and(|(k, _)| k == vt) {
            return false;
        }
        // `type_conversion` says Legal exactly for these (it is the hot question).
        vt.is_non_data() || self.tl.is_legal_type(vt)
    }

    fn conversion(&self, vt: VT) -> crate::vt::TypeConversion {
        match self.promote_override {
            Some((k, p)) if k == vt => crate::vt::TypeConversion { action: TypeAction::PromoteInt, part: p, count: 1 },
            _ => self.tl.type_conversion(vt),
        }
    }

    /// The common case without the general machinery (and its allocations): a node whose
    /// result and operand types are all legal, with one part each, and whose operation the
    /// target has as it is, is copied into the new DAG and its results pushed to `out`.
    /// Returns false, doing nothing, for any other node.
    fn copy_if_legal(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16, out: &mut Vec<LV>) -> bool {
        if matches!(op, Opcode::EntryToken | Opcode::Freeze | Opcode::AssertZext | Opcode::AssertSext | Opcode::MergeValues)
            || matches!(data, NodeData::Mask(_) | NodeData::BigInt(_))
            || ops.len() > 8
            || !vts.iter().all(|&v| self.is_legal(v))
            || !ops.iter().all(|o| o.p.len() == 1 && self.is_legal(o.vt))
            || self.needs_type_rule(op, vts, data)
        {
            return false;
        }
        if let Some(vt) = Self::action_vt(op, vts, ops) {
            if self.tl.op_action(op, vt) != crate::target::OpAction::Legal {
                return false;
            }
        }
        let mut operands = [SDValue::default(); 8];
        for (slot, o) in operands.iter_mut().zip(ops) {
            *slot = o.p[0];
        }
        let n = self.dag.get(op, vts, &operands[..ops.len()], data, flags);
        out.extend(vts.iter().enumerate().map(|(i, &vt)| LV::one(vt, SDValue::new(n, i as u32))));
        true
    }

    /// Emits `op` with result types `vts` on the legalized operands, legalizing as needed.
    pub fn emit(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16) -> R<Vec<LV>> {
        if self.depth >= 64 {
            return Err(self.err(format!("legalization of {op:?} does not terminate")));
        }
        self.depth += 1;
        let r = self.emit_inner(op, vts, ops, data, flags);
        self.depth -= 1;
        r
    }

    fn emit_inner(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16) -> R<Vec<LV>> {
        // Wide-constant payloads index the old DAG's tables: move them over.
        let data = self.translate_data(op, vts, data);
        if vts.iter().all(|&v| self.is_legal(v)) && ops.iter().all(|o| self.is_legal(o.vt)) && !self.needs_type_rule(op, vts, data) {
            return self.emit_legal(op, vts, ops, data, flags);
        }
        // The type deciding the rule: an illegal result, else an illegal operand; for
        // operations that take a vector apart, an illegal vector operand first.
        let takes_vector_apart = matches!(op, Opcode::ExtractVectorElt | Opcode::VectorShuffle | Opcode::ExtractSubvector)
            || matches!(op, Opcode::VecReduceAdd | Opcode::VecReduceMul | Opcode::VecReduceAnd | Opcode::VecReduceOr | Opcode::VecReduceXor)
            || matches!(op, Opcode::VecReduceSMax | Opcode::VecReduceSMin | Opcode::VecReduceUMax | Opcode::VecReduceUMin)
            || matches!(op, Opcode::VecReduceFMax | Opcode::VecReduceFMin | Opcode::VecReduceFAdd | Opcode::VecReduceFMul);
        let vec_operand = ops.iter().map(|o| o.vt).find(|&v| v.is_vector() && !self.is_legal(v));
        if let (true, Some(k)) = (takes_vector_apart, vec_operand) {
            return self.vector_rule(op, vts, ops, data, flags, k);
        }
        let key = vts.iter().copied().find(|&v| !self.is_legal(v)).or_else(|| ops.iter().map(|o| o.vt).find(|&v| !self.is_legal(v)));
        let Some(key) = key else {
            return self.emit_legal(op, vts, ops, data, flags);
        };
        // Rules that look at operand types first.
        if let Some(r) = self.structural(op, vts, ops, data, flags)? {
            return Ok(r);
        }
        let conv = self.conversion(key);
        match conv.action {
            TypeAction::PromoteInt => self.promote_rule(op, vts, ops, data, flags, key, conv.part),
            TypeAction::ExpandInt => self.expand_rule(op, vts, ops, data, flags, key, conv.part),
            TypeAction::SoftenFloat => self.soften_rule(op, vts, ops, data, flags, key),
            TypeAction::SoftPromoteHalf => self.half_rule(op, vts, ops, data, flags, key),
            TypeAction::SplitVector | TypeAction::ScalarizeVector => self.vector_rule(op, vts, ops, data, flags, key),
            TypeAction::Legal => self.emit_legal(op, vts, ops, data, flags),
        }
    }

    /// Legal types that still need a type-level rewrite (none yet; hook for loads of
    /// sub-byte memory types on legal registers).
    fn needs_type_rule(&self, op: Opcode, _vts: &[VT], data: NodeData) -> bool {
        needs_type_rule(op, data)
    }

    fn translate_data(&mut self, _op: Opcode, _vts: &[VT], data: NodeData) -> NodeData {
        data
    }

    /// An integer constant wider than 128 bits, as its legal parts.
    fn big_constant(&mut self, vt: VT, words: &[u64]) -> R<LV> {
        let mut pv = Vec::new();
        crate::parts::legal_parts(&*self.tl, vt, &mut pv).map_err(|e| self.err(e))?;
        if self.tl.type_conversion(vt).action != TypeAction::ExpandInt || pv.iter().any(|p| !p.is_int()) {
            return Err(self.err(format!("cannot legalize a constant of type {vt:?}")));
        }
        let mut parts = Parts::new();
        let mut lo = 0;
        for p in pv {
            parts.push(self.raw_d(Opcode::Constant, p, &[], NodeData::Int(extract_bits(words, lo, p.bits()))));
            lo += p.bits();
        }
        Ok(LV { vt, p: parts })
    }

    // ---- small helpers (all legalizing) ----

    pub(crate) fn e1(&mut self, op: Opcode, vt: VT, ops: &[LV]) -> R<LV> {
        Ok(self.emit(op, &[vt], ops, NodeData::None, 0)?.remove(0))
    }

    pub(crate) fn e1d(&mut self, op: Opcode, vt: VT, ops: &[LV], data: NodeData) -> R<LV> {
        Ok(self.emit(op, &[vt], ops, data, 0)?.remove(0))
    }

    pub(crate) fn bin(&mut self, op: Opcode, a: &LV, b: &LV) -> R<LV> {
        let vt = a.vt;
        self.e1(op, vt, &[a.clone(), b.clone()])
    }

    pub(crate) fn cst(&mut self, vt: VT, v: u128) -> R<LV> {
        self.e1d(Opcode::Constant, vt, &[], NodeData::Int(v))
    }

    pub(crate) fn undef(&mut self, vt: VT) -> R<LV> {
        self.e1(Opcode::Undef, vt, &[])
    }

    pub(crate) fn setcc(&mut self, a: &LV, b: &LV, cc: CondCode) -> R<LV> {
        let bvt = a.vt.with_elem(Scalar::Int(1));
        self.e1d(Opcode::SetCC, bvt, &[a.clone(), b.clone()], NodeData::CC(cc))
    }

    pub(crate) fn select(&mut self, c: &LV, t: &LV, f: &LV) -> R<LV> {
        let vt = t.vt;
        self.e1(Opcode::Select, vt, &[c.clone(), t.clone(), f.clone()])
    }

    pub(crate) fn ext(&mut self, op: Opcode, v: &LV, to: VT) -> R<LV> {
        if v.vt == to {
            return Ok(v.clone());
        }
        let op = if v.vt.bits() > to.bits() { Opcode::Truncate } else { op };
        self.e1(op, to, &[v.clone()])
    }

    /// A legal value node directly in the new DAG (no checks).
    fn raw(&mut self, op: Opcode, vt: VT, ops: &[SDValue]) -> SDValue {
        self.dag.get1(op, vt, ops)
    }

    fn raw_d(&mut self, op: Opcode, vt: VT, ops: &[SDValue], d: NodeData) -> SDValue {
        self.dag.get1_data(op, vt, ops, d)
    }

    /// `v` (legal type `p`) with bits above `bits` replaced by zeros.
    fn zext_inreg(&mut self, v: SDValue, p: VT, bits: u32) -> R<SDValue> {
        if bits >= p.bits() {
            return Ok(v);
        }
        let m = self.cst(p, (1u128 << bits) - 1)?;
        Ok(self.bin(Opcode::And, &LV::one(p, v), &m)?.v())
    }

    /// `v` (legal type `p`) with bits above `bits` replaced by copies of bit `bits-1`.
    fn sext_inreg(&mut self, v: SDValue, p: VT, bits: u32) -> R<SDValue> {
        if bits >= p.bits() {
            return Ok(v);
        }
        Ok(self.e1d(Opcode::SignExtendInReg, p, &[LV::one(p, v)], NodeData::VT(VT::int(bits)))?.v())
    }

    /// A shift amount for parts of type `p`.
    fn amount(&mut self, s: SDValue, p: VT) -> R<SDValue> {
        let avt = self.tl.shift_amount_vt(p);
        let svt = self.dag.vt(s);
        Ok(self.ext(Opcode::ZeroExtend, &LV::one(svt, s), avt)?.v())
    }

    /// Operand reps at the part type for promoted arithmetic.
    fn promoted_ops(&mut self, ops: &[LV], p: VT, how: Opcode) -> R<Vec<SDValue>> {
        let mut out = Vec::with_capacity(ops.len());
        for o in ops {
            let v = self.to_part(o, p)?;
            let bits = o.vt.bits();
            out.push(match how {
                Opcode::ZeroExtend => self.zext_inreg(v, p, bits)?,
                Opcode::SignExtend => self.sext_inreg(v, p, bits)?,
                _ => v,
            });
        }
        Ok(out)
    }

    /// The single part of an integer LV as type `p` (any-extended or truncated).
    fn to_part(&mut self, o: &LV, p: VT) -> R<SDValue> {
        let v = o.p[0];
        let vt = self.dag.vt(v);
        if vt == p {
            Ok(v)
        } else {
            Ok(self.ext(Opcode::AnyExtend, &LV::one(vt, v), p)?.v())
        }
    }

    // ---- rules that dispatch on operand types ----

    fn structural(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16) -> R<Option<Vec<LV>>> {
        let rt = vts.first().copied().unwrap_or(VT::Other);
        let r = match op {
            Opcode::Freeze | Opcode::AssertZext | Opcode::AssertSext => LV { vt: rt, p: ops[0].p.clone() },
            Opcode::BuildPair => {
                let mut p = ops[0].p.clone();
                p.extend_from_slice(&ops[1].p);
                if self.parts_of(rt)? == p.len() {
                    LV { vt: rt, p }
                } else {
                    return self.build_pair_fallback(rt, ops).map(|v| Some(vec![v]));
                }
            }
            Opcode::ExtractPart => {
                let k = data.int().unwrap_or(0) as usize;
                let n = self.parts_of(rt)?;
                let src = &ops[0];
                if src.p.len() >= (k + 1) * n && self.tl.type_conversion(src.vt).action == TypeAction::ExpandInt {
                    LV { vt: rt, p: Parts::from_slice(&src.p[k * n..(k + 1) * n]) }
                } else {
                    // Shift and truncate in the source type.
                    let amt = self.cst(src.vt, (k as u128) * rt.bits() as u128)?;
                    let s = self.bin(Opcode::Srl, src, &amt)?;
                    self.ext(Opcode::Truncate, &s, rt)?
                }
            }
            Opcode::Bitcast if ops[0].vt.is_vector() && ops[0].vt.elem() == VT::I1 && rt.is_int() => {
                // Lane k becomes bit k.
                let src = &ops[0];
                let mut acc = self.cst(rt, 0)?;
                for k in 0..src.vt.vec_len() as usize {
                    let lane = self.vector_piece(src, k, 1, true)?;
                    let b = self.ext(Opcode::ZeroExtend, &lane, rt)?;
                    let sh = self.cst(rt, k as u128)?;
                    let b = self.bin(Opcode::Shl, &b, &sh)?;
                    acc = self.bin(Opcode::Or, &acc, &b)?;
                }
                acc
            }
            Opcode::Bitcast if rt.is_vector() && rt.elem() == VT::I1 && ops[0].vt.is_int() => {
                // Bit k becomes lane k.
                let src = &ops[0];
                let mut lanes = Vec::with_capacity(rt.vec_len() as usize);
                for k in 0..rt.vec_len() {
                    let sh = self.cst(src.vt, k as u128)?;
                    let b = self.bin(Opcode::Srl, src, &sh)?;
                    lanes.push(self.ext(Opcode::Truncate, &b, VT::I1)?);
                }
                self.e1(Opcode::BuildVector, rt, &lanes)?
            }
            Opcode::Bitcast => {
                let src = &ops[0];
                let same = self.same_parts(src.vt, rt)?;
                if same {
                    LV { vt: rt, p: src.p.clone() }
                } else {
                    self.bitcast_via_memory(src, rt)?
                }
            }
            Opcode::Select if !ops[0].vt.is_vector() => {
                // Scalar condition: select each part.
                let c = self.bool_lv(&ops[0])?;
                if ops[1].p.len() == 1 && self.is_legal(rt) {
                    return Ok(Some(self.emit(Opcode::Select, vts, &[c, ops[1].clone(), ops[2].clone()], data, flags)?));
                }
                if ops[1].p.len() == 1 && self.conversion(rt).action == TypeAction::PromoteInt {
                    return Ok(None);
                }
                let mut p = Parts::new();
                for k in 0..ops[1].p.len() {
                    let pv = self.dag.vt(ops[1].p[k]);
                    let s = self.select(&c, &LV::one(pv, ops[1].p[k]), &LV::one(pv, ops[2].p[k]))?;
                    p.push(s.v());
                }
                LV { vt: rt, p }
            }
            Opcode::SelectCC => {
                let c = self.setcc(&ops[0], &ops[1], data.cc().unwrap())?;
                self.emit(Opcode::Select, vts, &[c, ops[2].clone(), ops[3].clone()], NodeData::None, flags)?.remove(0)
            }
            Opcode::BrCond => {
                let c = self.bool_lv(&ops[1])?;
                return Ok(Some(self.emit(op, vts, &[ops[0].clone(), c, ops[2].clone(), ops[3].clone()], data, flags)?));
            }
            Opcode::BrCC if !self.is_legal(ops[1].vt) => {
                let c = self.setcc(&ops[1], &ops[2], data.cc().unwrap())?;
                return Ok(Some(self.emit(Opcode::BrCond, vts, &[ops[0].clone(), c, ops[3].clone(), ops[4].clone()], NodeData::None, 0)?));
            }
            Opcode::MergeValues => return Ok(Some(ops.to_vec())),
            _ => return Ok(None),
        };
        Ok(Some(vec![r]))
    }

    /// A boolean (of any legalized form) as a single legal value.
    pub(crate) fn bool_lv(&mut self, c: &LV) -> R<LV> {
        if self.is_legal(c.vt) {
            return Ok(c.clone());
        }
        let v = c.p[0];
        Ok(LV::one(self.dag.vt(v), v))
    }

    pub(crate) fn parts_of(&self, vt: VT) -> R<usize> {
        let mut v = Vec::new();
        crate::parts::legal_parts(&*self.tl, vt, &mut v).map_err(|e| self.err(e))?;
        Ok(v.len())
    }

    fn same_parts(&self, a: VT, b: VT) -> R<bool> {
        let (mut x, mut y) = (Vec::new(), Vec::new());
        crate::parts::legal_parts(&*self.tl, a, &mut x).map_err(|e| self.err(e))?;
        crate::parts::legal_parts(&*self.tl, b, &mut y).map_err(|e| self.err(e))?;
        // Same part types and the same meaning: integer-like bit layouts on both sides.
        let layout_ok = |v: VT| !matches!(self.tl.type_conversion(v).action, TypeAction::PromoteInt)
            && !(v.is_vector() && self.tl.type_conversion(v).action == TypeAction::ScalarizeVector && v.elem().bits() != x[0].bits());
        Ok(x == y && layout_ok(a) && layout_ok(b) && a.bits() == b.bits())
    }

    fn build_pair_fallback(&mut self, rt: VT, ops: &[LV]) -> R<LV> {
        let lo = self.ext(Opcode::ZeroExtend, &ops[0], rt)?;
        let hi = self.ext(Opcode::AnyExtend, &ops[1], rt)?;
        let sh = self.cst(rt, ops[0].vt.bits() as u128)?;
        let hi = self.bin(Opcode::Shl, &hi, &sh)?;
        self.bin(Opcode::Or, &lo, &hi)
    }

    /// A stack temporary of `bytes` bytes: (frame index node).
    fn stack_temp(&mut self, bytes: u64, align: u64) -> R<LV> {
        let fi = self.mf.new_stack_object(bytes.max(1), align.max(1));
        Ok(LV::one(self.ptr_vt, self.raw_d(Opcode::FrameIndex, self.ptr_vt, &[], NodeData::Frame(fi))))
    }

    fn bitcast_via_memory(&mut self, src: &LV, to: VT) -> R<LV> {
        let bytes = (src.vt.bits() as u64).div_ceil(8);
        let slot = self.stack_temp(bytes, 16)?;
        let entry = LV::one(VT::Chain, self.dag.entry());
        let mi = MemInfo::new(src.vt, 1);
        let ch = self.emit(Opcode::Store, &[VT::Chain], &[entry, src.clone(), slot.clone()], NodeData::Mem(mi), 0)?.remove(0);
        let mi = MemInfo::new(to, 1);
        let r = self.emit(Opcode::Load, &[to, VT::Chain], &[ch, slot], NodeData::Mem(mi), 0)?;
        Ok(r[0].clone())
    }

    pub(crate) fn offset_ptr(&mut self, p: &LV, off: u64) -> R<LV> {
        if off == 0 {
            return Ok(p.clone());
        }
        let c = self.cst(self.ptr_vt, off as u128)?;
        self.bin(Opcode::Add, p, &c)
    }
}

/// A mask of the low `bits` bits.
pub(crate) fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// Bits `[lo, lo+len)` of a little-endian word array.
fn extract_bits(words: &[u64], lo: u32, len: u32) -> u128 {
    let mut v = 0u128;
    for i in 0..len {
        let b = lo + i;
        let w = words.get((b / 64) as usize).copied().unwrap_or(0);
        if (w >> (b % 64)) & 1 == 1 {
            v |= 1 << i;
        }
    }
    v
}
