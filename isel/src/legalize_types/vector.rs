//! Type legalization of vectors: illegal vector types are split into legal vectors or
//! scalarized into lanes, the operation applied piece by piece.

use super::{Legalizer, Parts, LV, R};
use crate::dag_ops::{CondCode, MemInfo, NodeData, Opcode};
use crate::target::TargetLowering;
use crate::vt::{TypeAction, VT};
use crate::dag_ops::node_flags::FMF_SHIFT;
use rllc_ir::inst::FastMath;
use rllc_ir::Diagnostic;

impl<T: TargetLowering + ?Sized> Legalizer<'_, T> {
    /// Piece `k` of vector value `v` for an operation legalized in pieces of
    /// `lanes_per` lanes (`scalar`: one lane, as a scalar), in `v`'s own element type.
    /// When `v` is laid out in pieces of that size it is a slice of its parts; otherwise
    /// (a legal vector, or one split differently) the lanes are extracted one by one and
    /// rebuilt.
    pub(super) fn vector_piece(&mut self, v: &LV, k: usize, lanes_per: usize, scalar: bool) -> R<LV> {
        if !v.vt.is_vector() {
            return Ok(v.clone());
        }
        let conv = self.conversion(v.vt);
        let (vpart, part_lanes) = match conv.action {
            TypeAction::Legal => (v.vt, v.vt.vec_len() as usize),
            TypeAction::SplitVector => (conv.part, conv.part.vec_len() as usize),
            TypeAction::ScalarizeVector => (v.vt.elem(), 1),
            _ => return Err(self.err("mixed vector legalization")),
        };
        let per = self.parts_of(vpart)?;
        let want = if scalar { 1 } else { lanes_per };
        if conv.action != TypeAction::Legal && part_lanes == want {
            return Ok(LV { vt: vpart, p: Parts::from_slice(&v.p[k * per..(k + 1) * per]) });
        }
        if conv.action == TypeAction::Legal && want == part_lanes && k == 0 && !scalar {
            return Ok(v.clone());
        }
        let e = v.vt.elem();
        let mut lanes = Vec::with_capacity(want);
        for j in k * want..(k + 1) * want {
            let lane = if conv.action == TypeAction::ScalarizeVector {
                LV { vt: e, p: Parts::from_slice(&v.p[j * per..(j + 1) * per]) }
            } else {
                let pi = j / part_lanes;
                let part = LV { vt: vpart, p: Parts::from_slice(&v.p[pi * per..(pi + 1) * per]) };
                let i = self.cst(self.ptr_vt, (j % part_lanes) as u128)?;
                self.e1(Opcode::ExtractVectorElt, e, &[part, i])?
            };
            lanes.push(lane);
        }
        if scalar {
            return Ok(lanes.remove(0));
        }
        self.e1(Opcode::BuildVector, VT::V(e.scalar().unwrap_or_default(), want as u32), &lanes)
    }


    /// The reassociable reduction of vector `v` by `scalar` (FAdd or FMul) as llc orders
    /// it: halves of a split vector combined lane by lane until one legal piece remains,
    /// then its lanes pairwise (adjacent lanes for a target's pairwise `fadd`, else the
    /// two halves, repeatedly); lanes of a scalarized vector of odd length in order.
    fn reduce_unordered(&mut self, scalar: Opcode, v: &LV, flags: u16) -> R<LV> {
        let conv = self.conversion(v.vt);
        let (mut pieces, lanes_per) = match conv.action {
            TypeAction::SplitVector => (conv.count as usize, conv.part.vec_len() as usize),
            TypeAction::Legal => (1, v.vt.vec_len() as usize),
            _ => (v.vt.vec_len() as usize, 1),
        };
        let scalarized = lanes_per == 1 && conv.action != TypeAction::Legal;
        let mut parts = Vec::with_capacity(pieces);
        for k in 0..pieces {
            parts.push(self.vector_piece(v, k, lanes_per, scalarized)?);
        }
        if scalarized && !pieces.is_power_of_two() {
            let mut acc = parts[0].clone();
            for p in &parts[1..] {
                acc = self.emit(scalar, &[acc.vt], &[acc.clone(), p.clone()], NodeData::None, flags)?.remove(0);
            }
            return Ok(acc);
        }
        // Split halves (or scalar lanes) combined: piece k with piece k + half.
        while pieces > 1 {
            let half = pieces / 2;
            let mut next = Vec::with_capacity(half);
            for k in 0..half {
                let (a, b) = (parts[k].clone(), parts[k + half].clone());
                next.push(self.emit(scalar, &[a.vt], &[a, b], NodeData::None, flags)?.remove(0));
            }
            parts = next;
            pieces = half;
        }
        let last = parts.remove(0);
        if !last.vt.is_vector() {
            return Ok(last);
        }
        let pairwise = scalar == Opcode::FAdd && self.tl.pairwise_fadd_reduction(last.vt);
        let mut lanes = Vec::with_capacity(last.vt.vec_len() as usize);
        for j in 0..last.vt.vec_len() {
            let i = self.cst(self.ptr_vt, u128::from(j))?;
            lanes.push(self.e1(Opcode::ExtractVectorElt, last.vt.elem(), &[last.clone(), i])?);
        }
        while lanes.len() > 1 {
            let n = lanes.len();
            let mut next = Vec::with_capacity(n / 2);
            for k in 0..n / 2 {
                let (a, b) = if pairwise { (&lanes[2 * k], &lanes[2 * k + 1]) } else { (&lanes[k], &lanes[k + n / 2]) };
                next.push(self.emit(scalar, &[a.vt], &[a.clone(), b.clone()], NodeData::None, flags)?.remove(0));
            }
            lanes = next;
        }
        Ok(lanes.remove(0))
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn vector_rule(
        &mut self,
        op: Opcode,
        vts: &[VT],
        ops: &[LV],
        data: NodeData,
        flags: u16,
        key: VT,
    ) -> R<Vec<LV>> {
        use Opcode::*;
        let rt = vts.first().copied().unwrap_or(VT::Other);
        let conv = self.tl.type_conversion(key);
        let (pieces, pvt) = match conv.action {
            TypeAction::SplitVector => (conv.count as usize, conv.part),
            _ => (key.vec_len() as usize, key.elem()),
        };
        let lanes_per = pvt.vec_len() as usize;
        let concat = |vals: Vec<LV>, vt: VT| -> LV {
            let mut p = Parts::new();
            for v in vals {
                p.extend_from_slice(&v.p);
            }
            LV { vt, p }
        };
        match op {
            Undef => {
                let u = self.undef(pvt)?;
                Ok(vec![concat((0..pieces).map(|_| u.clone()).collect(), key)])
            }
            Constant | ConstantFP => {
                let c = self.e1d(op, pvt, &[], data)?;
                Ok(vec![concat((0..pieces).map(|_| c.clone()).collect(), key)])
            }
            BuildVector if rt == key => {
                let mut out = Vec::new();
                for k in 0..pieces {
                    let lanes = &ops[k * lanes_per..(k + 1) * lanes_per];
                    out.push(if lanes_per == 1 && !pvt.is_vector() { lanes[0].clone() } else { self.e1(BuildVector, pvt, lanes)? });
                }
                Ok(vec![concat(out, key)])
            }
            ExtractVectorElt if ops[0].vt == key => {
                let idx = ops[1].v();
                match self.dag.const_int(idx) {
                    Some(i) if (i as usize) < key.vec_len() as usize => {
                        let i = i as usize;
                        let pc = self.vector_piece(&ops[0], i / lanes_per, lanes_per, !pvt.is_vector())?;
                        if pvt.is_vector() {
                            let ii = self.cst(self.ptr_vt, (i % lanes_per) as u128)?;
                            Ok(vec![self.e1(ExtractVectorElt, rt, &[pc, ii])?])
                        } else {
                            Ok(vec![self.ext(AnyExtend, &pc, rt).or_else(|_| Ok::<LV, Diagnostic>(pc.clone()))?])
                        }
                    }
                    Some(_) => Ok(vec![self.undef(rt)?]),
                    None if key.elem().bits() % 8 != 0 => {
                        // Sub-byte lanes have no byte address: a chain of selects on the
                        // index (an index past the end gives the last lane, as below).
                        let mut r = self.vector_piece(&ops[0], key.vec_len() as usize - 1, 1, true)?;
                        for k in (0..key.vec_len() as usize - 1).rev() {
                            let lane = self.vector_piece(&ops[0], k, 1, true)?;
                            let kk = self.cst(ops[1].vt, k as u128)?;
                            let is = self.setcc(&ops[1], &kk, CondCode::Eq)?;
                            r = self.select(&is, &lane, &r)?;
                        }
                        Ok(vec![self.ext(AnyExtend, &r, rt).or_else(|_| Ok::<LV, Diagnostic>(r.clone()))?])
                    }
                    None => {
                        // Through memory.
                        let bytes = (key.bits() as u64).div_ceil(8);
                        let slot = self.stack_temp(bytes, 16)?;
                        let entry = LV::one(VT::Chain, self.dag.entry());
                        let ch = self.emit(Store, &[VT::Chain], &[entry, ops[0].clone(), slot.clone()], NodeData::Mem(MemInfo::new(key, 1)), 0)?.remove(0);
                        let esz = self.cst(self.ptr_vt, (key.elem().bits() / 8) as u128)?;
                        let i = self.ext(ZeroExtend, &ops[1], self.ptr_vt)?;
                        let lim = self.cst(self.ptr_vt, (key.vec_len() - 1) as u128)?;
                        let i = self.bin(Umin, &i, &lim)?;
                        let off = self.bin(Mul, &i, &esz)?;
                        let addr = self.bin(Add, &slot, &off)?;
                        let r = self.emit(Load, &[key.elem(), VT::Chain], &[ch, addr], NodeData::Mem(MemInfo::new(key.elem(), 1)), 0)?;
                        Ok(vec![self.ext(AnyExtend, &r[0], rt)?])
                    }
                }
            }
            InsertVectorElt if rt == key => {
                let mut out = Vec::new();
                let ci = self.dag.const_int(ops[2].v());
                for k in 0..pieces {
                    let pc = self.vector_piece(&ops[0], k, lanes_per, !pvt.is_vector())?;
                    if pvt.is_vector() {
                        match ci {
                            Some(i) if (i as usize) / lanes_per == k => {
                                let ii = self.cst(self.ptr_vt, (i as usize % lanes_per) as u128)?;
                                out.push(self.e1(InsertVectorElt, pvt, &[pc, ops[1].clone(), ii])?);
                            }
                            Some(_) => out.push(pc),
                            None => {
                                // Inserted into every piece at the index within it; the
                                // piece the index falls in takes the result.
                                let i = self.ext(ZeroExtend, &ops[2], self.ptr_vt)?;
                                let m = self.cst(self.ptr_vt, (lanes_per - 1) as u128)?;
                                let within = self.bin(And, &i, &m)?;
                                let sh = self.cst(self.ptr_vt, lanes_per.trailing_zeros() as u128)?;
                                let which = self.bin(Srl, &i, &sh)?;
                                let kk = self.cst(self.ptr_vt, k as u128)?;
                                let here = self.setcc(&which, &kk, CondCode::Eq)?;
                                let ins = self.e1(InsertVectorElt, pvt, &[pc.clone(), ops[1].clone(), within])?;
                                out.push(self.select(&here, &ins, &pc)?);
                            }
                        }
                    } else {
                        let e = self.ext(Truncate, &ops[1], pvt).or_else(|_| Ok::<LV, Diagnostic>(ops[1].clone()))?;
                        match ci {
                            Some(i) => out.push(if i as usize == k { e } else { pc }),
                            None => {
                                let kk = self.cst(ops[2].vt, k as u128)?;
                                let is = self.setcc(&ops[2], &kk, CondCode::Eq)?;
                                out.push(self.select(&is, &e, &pc)?);
                            }
                        }
                    }
                }
                Ok(vec![concat(out, key)])
            }
            ExtractSubvector | ConcatVectors => {
                // Lane by lane from whatever layout the operands have.
                let mut lanes = Vec::with_capacity(rt.vec_len() as usize);
                if op == ExtractSubvector {
                    let first = data.int().unwrap_or(0) as usize;
                    for j in first..first + rt.vec_len() as usize {
                        lanes.push(self.vector_piece(&ops[0], j, 1, true)?);
                    }
                } else {
                    for o in ops {
                        for j in 0..o.vt.vec_len() as usize {
                            lanes.push(self.vector_piece(o, j, 1, true)?);
                        }
                    }
                }
                Ok(vec![self.e1(BuildVector, rt, &lanes)?])
            }
            VectorShuffle => {
                let NodeData::Mask(mi) = data else { return Err(self.err("shuffle without mask")) };
                let mask: Vec<i32> = self.dag.masks[mi as usize].to_vec();
                let n_in = ops[0].vt.vec_len() as i32;
                // Lanes of the inputs, as legalized scalars.
                let mut lanes = Vec::with_capacity(mask.len());
                for &m in &mask {
                    if m < 0 || m >= 2 * n_in {
                        lanes.push(self.undef(rt.elem())?);
                        continue;
                    }
                    let (src, i) = if m < n_in { (&ops[0], m) } else { (&ops[1], m - n_in) };
                    let idx = self.cst(self.ptr_vt, i as u128)?;
                    lanes.push(self.e1(ExtractVectorElt, rt.elem(), &[src.clone(), idx])?);
                }
                Ok(vec![self.e1(BuildVector, rt, &lanes)?])
            }
            Load if rt == key => {
                let mi = *data.mem().unwrap();
                let psize = (pvt.bits() / 8) as u64;
                let mut out = Vec::new();
                let mut chains = Vec::new();
                for k in 0..pieces {
                    let addr = self.offset_ptr(&ops[1], k as u64 * psize)?;
                    let mut m = mi;
                    m.mem_vt = pvt;
                    m.align_log2 = m.align_log2.min(if k == 0 { 63 } else { ((k as u64) * psize).trailing_zeros() as u8 });
                    let r = self.emit(Load, &[pvt, VT::Chain], &[ops[0].clone(), addr], NodeData::Mem(m), flags)?;
                    out.push(r[0].clone());
                    chains.push(r[1].v());
                }
                let ch = self.dag.token_factor(&chains);
                Ok(vec![concat(out, key), LV::one(VT::Chain, ch)])
            }
            Store if ops[1].vt == key => {
                let mi = *data.mem().unwrap();
                let psize = (pvt.bits() / 8) as u64;
                let mut chains = Vec::new();
                for k in 0..pieces {
                    let addr = self.offset_ptr(&ops[2], k as u64 * psize)?;
                    let mut m = mi;
                    m.mem_vt = pvt;
                    m.align_log2 = m.align_log2.min(if k == 0 { 63 } else { ((k as u64) * psize).trailing_zeros() as u8 });
                    let pc = self.vector_piece(&ops[1], k, lanes_per, !pvt.is_vector())?;
                    let r = self.emit(Store, &[VT::Chain], &[ops[0].clone(), pc, addr], NodeData::Mem(m), flags)?;
                    chains.push(r[0].v());
                }
                let ch = self.dag.token_factor(&chains);
                Ok(vec![LV::one(VT::Chain, ch)])
            }
            VecReduceAdd | VecReduceMul | VecReduceAnd | VecReduceOr | VecReduceXor | VecReduceSMax | VecReduceSMin
            | VecReduceUMax | VecReduceUMin | VecReduceFMax | VecReduceFMin => {
                let scalar = match op {
                    VecReduceAdd => Add,
                    VecReduceMul => Mul,
                    VecReduceAnd => And,
                    VecReduceOr => Or,
                    VecReduceXor => Xor,
                    VecReduceSMax => Smax,
                    VecReduceSMin => Smin,
                    VecReduceUMax => Umax,
                    VecReduceUMin => Umin,
                    VecReduceFMax => FMaxNum,
                    _ => FMinNum,
                };
                let mut acc = self.vector_piece(&ops[0], 0, lanes_per, !pvt.is_vector())?;
                for k in 1..pieces {
                    let pc = self.vector_piece(&ops[0], k, lanes_per, !pvt.is_vector())?;
                    acc = self.emit(scalar, &[acc.vt], &[acc.clone(), pc], NodeData::None, flags)?.remove(0);
                }
                if acc.vt.is_vector() {
                    Ok(vec![self.e1(op, rt, &[acc])?])
                } else {
                    Ok(vec![self.ext(AnyExtend, &acc, rt).or_else(|_| Ok::<LV, Diagnostic>(acc.clone()))?])
                }
            }
            VecReduceFAdd | VecReduceFMul if (flags >> FMF_SHIFT) as u8 & FastMath::REASSOC != 0 => {
                // Unordered: the start value plus the vector's reduction in llc's order.
                let scalar = if op == VecReduceFAdd { FAdd } else { FMul };
                let r = self.reduce_unordered(scalar, &ops[1], flags)?;
                Ok(vec![self.emit(scalar, &[rt], &[ops[0].clone(), r], NodeData::None, flags)?.remove(0)])
            }
            VecReduceFAdd | VecReduceFMul => {
                let scalar = if op == VecReduceFAdd { FAdd } else { FMul };
                let mut acc = ops[0].clone();
                for k in 0..pieces {
                    let pc = self.vector_piece(&ops[1], k, lanes_per, !pvt.is_vector())?;
                    if pc.vt.is_vector() {
                        acc = self.e1(op, rt, &[acc, pc])?;
                    } else {
                        acc = self.bin(scalar, &acc, &pc)?;
                    }
                }
                Ok(vec![acc])
            }
            _ if vts.len() == 1 && rt.is_vector() && rt.vec_len() == key.vec_len() => {
                // Elementwise: apply to each piece.
                let rconv = self.tl.type_conversion(rt);
                let rp = match rconv.action {
                    TypeAction::SplitVector if pvt.is_vector() => VT::V(rt.scalar().unwrap(), lanes_per as u32),
                    TypeAction::Legal if pvt.is_vector() => VT::V(rt.scalar().unwrap(), lanes_per as u32),
                    _ if !pvt.is_vector() => rt.elem(),
                    _ => return Err(self.err(format!("cannot legalize {op:?} on {key:?}"))),
                };
                let mut out = Vec::new();
                for k in 0..pieces {
                    let mut pops = Vec::with_capacity(ops.len());
                    for o in ops {
                        pops.push(if o.vt.is_vector() { self.vector_piece(o, k, lanes_per, !pvt.is_vector())? } else { o.clone() });
                    }
                    out.push(self.emit(op, &[rp], &pops, data, flags)?.remove(0));
                }
                if self.is_legal(rt) {
                    // Legal result from split operands (e.g. a legal compare mask).
                    let vals: Vec<LV> = out;
                    let join = if pvt.is_vector() { ConcatVectors } else { BuildVector };
                    return Ok(vec![self.e1(join, rt, &vals)?]);
                }
                Ok(vec![concat(out, rt)])
            }
            _ => Err(self.err(format!("cannot legalize {op:?} on {key:?}"))),
        }
    }
}
