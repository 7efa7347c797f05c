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

use crate::dag::{Dag, NodeId, SDValue};
use crate::dag_ops::{CondCode, ExtKind, MemInfo, NodeData, Opcode};
use crate::inline_vec::InlineVec;
use crate::libcalls::LibcallSyms;
use crate::mir::MFunction;
use crate::target::TargetLowering;
use crate::vt::{Scalar, TypeAction, VT};
use rllc_ir::{Diagnostic, Module};

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

    // ---- promoted integers ----

    #[allow(clippy::too_many_arguments)]
    fn promote_rule(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16, key: VT, p: VT) -> R<Vec<LV>> {
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
                    return self.expand_op(op, vts, ops, data, flags);
                }
                let r = self.e1(base, p, &lv)?;
                let fixed = if signed { self.sext_inreg(r.v(), p, bits)? } else { self.zext_inreg(r.v(), p, bits)? };
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
            ExtractVectorElt | InsertVectorElt | BuildVector => self.vector_rule(op, vts, ops, data, flags, ops[0].vt),
            _ if vts.len() == 1 && rt.is_int() && ops.iter().all(|o| o.vt == rt) => {
                // A generic expansion computes it from operations promotion handles.
                self.expand_op(op, vts, ops, data, flags)
            }
            _ => Err(self.err(format!("cannot promote {op:?} on {key:?}"))),
        }
    }

    // ---- expanded integers ----

    #[allow(clippy::too_many_arguments)]
    fn expand_rule(&mut self, op: Opcode, vts: &[VT], ops: &[LV], data: NodeData, flags: u16, key: VT, p: VT) -> R<Vec<LV>> {
        use Opcode::*;
        let rt = vts.first().copied().unwrap_or(VT::Other);
        let w = p.bits();
        let n = self.parts_of(key)?;
        let res_exp = rt == key;
        let lvp = |v: SDValue| LV::one(p, v);
        // Atomic accesses wider than the target's atomics: the sized `__atomic_*` routines
        // (libatomic), as LLVM's AtomicExpand makes them. Splitting them into parts would
        // lose atomicity.
        let atomic = data.mem().is_some_and(|m| m.ordering.is_some());
        if atomic && (op.is_atomic_rmw() || op == AtomicCmpSwap || (op == Load && res_exp) || (op == Store && ops[1].vt == key)) {
            return self.atomic_libcall(op, vts, ops, data, key);
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
    fn widen_to(&mut self, v: &LV, to: VT, signed: bool) -> R<LV> {
        if v.vt == to {
            return Ok(v.clone());
        }
        self.ext(if signed { Opcode::SignExtend } else { Opcode::ZeroExtend }, v, to)
    }

    /// A small count (a legal part value) as an expanded integer.
    fn widen_small(&mut self, key: VT, v: LV) -> R<Vec<LV>> {
        Ok(vec![self.ext(Opcode::ZeroExtend, &v, key)?])
    }

    pub(crate) fn offset_ptr(&mut self, p: &LV, off: u64) -> R<LV> {
        if off == 0 {
            return Ok(p.clone());
        }
        let c = self.cst(self.ptr_vt, off as u128)?;
        self.bin(Opcode::Add, p, &c)
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
