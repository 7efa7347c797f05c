//! Intrinsic calls in the DAG builder (`call @llvm.*`): the generic ones as DAG nodes,
//! constrained floating point as the plain operations, masked vector memory lane by lane,
//! and the rest handed to the target; plus `intrinsic_base`, the name without its type
//! manglings.

use super::{BlockBuilder, Leaves, R};
use crate::dag::SDValue;
use crate::dag_ops::{mem_flags, CondCode, MemInfo, NodeData, Opcode};
use crate::target::{LowerCx, TargetLowering};
use crate::vt::{Scalar, VT};
use rllc_ir::inst::CastOp;
use rllc_ir::metadata::Metadata;
use rllc_ir::value::{InstId, Value};
use rllc_ir::Diagnostic;

impl<'a, T: TargetLowering + ?Sized> BlockBuilder<'a, T> {
    pub(super) fn intrinsic(&mut self, id: InstId, name: &str) -> R<()> {
        let inst = self.f.inst(id);
        let args = &inst.ops[1..];
        let base = intrinsic_base(name);
        if let Some(op) = name.strip_prefix("experimental.constrained.") {
            return self.constrained_fp(id, op);
        }
        let rvt = VT::from_ir(&self.m.types, self.ptr_vt.bits(), inst.ty);
        let un = |s: &mut Self, op: Opcode| -> R<SDValue> {
            let a = s.value1(args[0])?;
            let vt = s.dag.vt(a);
            Ok(s.dag.unop(op, rvt.unwrap_or(vt), a))
        };
        let bin = |s: &mut Self, op: Opcode| -> R<SDValue> {
            let a = s.value1(args[0])?;
            let b = s.value1(args[1])?;
            let vt = s.dag.vt(a);
            Ok(s.dag.get1(op, vt, &[a, b]))
        };
        let v = match base {
            "dbg.value" | "dbg.declare" | "dbg.assign" | "dbg.label" | "lifetime.start" | "lifetime.end" | "assume"
            | "experimental.noalias.scope.decl" | "sideeffect" | "donothing" | "pseudoprobe" | "var.annotation"
            | "invariant.end" | "prefetch" | "codeview.annotation" => return Ok(()),
            "invariant.start" => self.dag.undef(self.ptr_vt),
            "eh.typeid.for" => {
                let k = crate::eh::typeid_for(self.m, self.mf.eh.as_deref(), args[0]).map_err(|e| self.err(e))?;
                self.dag.constant(VT::I32, u128::from(k))
            }
            "expect" | "expect.with.probability" | "ptr.annotation" | "threadlocal.address" | "launder.invariant.group"
            | "strip.invariant.group" | "canonicalize" | "arithmetic.fence" | "annotation" => self.value1(args[0])?,
            "objectsize" => {
                let min = self.value1(args[1])?;
                let is_min = self.dag.const_int(min) == Some(1);
                let vt = rvt.unwrap_or(self.ptr_vt);
                self.dag.constant(vt, if is_min { 0 } else { u128::MAX })
            }
            "is.constant" => self.dag.constant(VT::I1, 0),
            "memcpy" | "memcpy.inline" | "memmove" | "memset" | "memset.inline" => {
                let d = self.value1(args[0])?;
                let s = self.value1(args[1])?;
                let n = self.value1(args[2])?;
                let n = self.int_cast(n, self.ptr_vt, false);
                let vol = self.value1(args[3])?;
                let mut mi = MemInfo::new(VT::I8, 1);
                if self.dag.const_int(vol) == Some(1) {
                    mi.flags |= mem_flags::VOLATILE;
                }
                let op = match base {
                    "memcpy" | "memcpy.inline" => Opcode::MemCpy,
                    "memmove" => Opcode::MemMove,
                    _ => Opcode::MemSet,
                };
                let chain = self.side_effect_chain();
                let n = self.dag.get(op, &[VT::Chain], &[chain, d, s, n], NodeData::Mem(mi), 0);
                self.chain = SDValue::new(n, 0);
                return Ok(());
            }
            "ctpop" => un(self, Opcode::Ctpop)?,
            "ctlz" | "cttz" => {
                let poison = self.value1(args[1])?;
                let zu = self.dag.const_int(poison) == Some(1);
                let op = match (base, zu) {
                    ("ctlz", false) => Opcode::Ctlz,
                    ("ctlz", true) => Opcode::CtlzZeroUndef,
                    (_, false) => Opcode::Cttz,
                    _ => Opcode::CttzZeroUndef,
                };
                un(self, op)?
            }
            "bswap" => un(self, Opcode::Bswap)?,
            "bitreverse" => un(self, Opcode::Bitreverse)?,
            "abs" => un(self, Opcode::Abs)?,
            "smax" => bin(self, Opcode::Smax)?,
            "smin" => bin(self, Opcode::Smin)?,
            "umax" => bin(self, Opcode::Umax)?,
            "umin" => bin(self, Opcode::Umin)?,
            "sadd.sat" => bin(self, Opcode::SAddSat)?,
            "uadd.sat" => bin(self, Opcode::UAddSat)?,
            "ssub.sat" => bin(self, Opcode::SSubSat)?,
            "usub.sat" => bin(self, Opcode::USubSat)?,
            "sshl.sat" => bin(self, Opcode::SShlSat)?,
            "ushl.sat" => bin(self, Opcode::UShlSat)?,
            "fshl" | "fshr" | "fma" | "fmuladd" => {
                let a = self.value1(args[0])?;
                let b = self.value1(args[1])?;
                let c = self.value1(args[2])?;
                let vt = self.dag.vt(a);
                let op = match base {
                    "fshl" => Opcode::Fshl,
                    "fshr" => Opcode::Fshr,
                    "fma" => Opcode::Fma,
                    _ => Opcode::FMulAdd,
                };
                self.dag.get1(op, vt, &[a, b, c])
            }
            "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow" | "usub.with.overflow" | "smul.with.overflow"
            | "umul.with.overflow" => {
                let op = match base {
                    "sadd.with.overflow" => Opcode::SAddO,
                    "uadd.with.overflow" => Opcode::UAddO,
                    "ssub.with.overflow" => Opcode::SSubO,
                    "usub.with.overflow" => Opcode::USubO,
                    "smul.with.overflow" => Opcode::SMulO,
                    _ => Opcode::UMulO,
                };
                let a = self.value1(args[0])?;
                let b = self.value1(args[1])?;
                let vt = self.dag.vt(a);
                let bvt = vt.with_elem(Scalar::Int(1));
                let n = self.dag.get(op, &[vt, bvt], &[a, b], NodeData::None, 0);
                self.vals.insert(Value::Inst(id), Leaves::from_slice(&[SDValue::new(n, 0), SDValue::new(n, 1)]));
                return Ok(());
            }
            "scmp" | "ucmp" => {
                let a = self.value1(args[0])?;
                let b = self.value1(args[1])?;
                let vt = rvt.ok_or_else(|| self.err("bad scmp type"))?;
                let bvt = vt.with_elem(Scalar::Int(1));
                let (gt, lt) = if base == "scmp" { (CondCode::Sgt, CondCode::Slt) } else { (CondCode::Ugt, CondCode::Ult) };
                let g = self.dag.setcc(bvt, a, b, gt);
                let l = self.dag.setcc(bvt, a, b, lt);
                let g = self.dag.unop(Opcode::ZeroExtend, vt, g);
                let l = self.dag.unop(Opcode::ZeroExtend, vt, l);
                self.dag.binop(Opcode::Sub, g, l)
            }
            // `ptrmask(p, m)`: the pointer's bits anded with the mask (va_arg alignment).
            "ptrmask" => bin(self, Opcode::And)?,
            // `load.relative(p, off)`: p + sext(load i32 [p + off]) (relative tables).
            "load.relative" => {
                let p = self.value1(args[0])?;
                let off = self.value1(args[1])?;
                let off = self.int_cast(off, self.ptr_vt, true);
                let at = self.dag.binop(Opcode::Add, p, off);
                let l = self.load(rllc_ir::TypeTable::I32, at, Some(4), 0, None)?;
                let rel = self.int_cast(l[0], self.ptr_vt, true);
                self.dag.binop(Opcode::Add, p, rel)
            }
            "fabs" => un(self, Opcode::FAbs)?,
            "copysign" => bin(self, Opcode::FCopySign)?,
            "sqrt" => un(self, Opcode::FSqrt)?,
            "minnum" => bin(self, Opcode::FMinNum)?,
            "maxnum" => bin(self, Opcode::FMaxNum)?,
            "minimum" => bin(self, Opcode::FMinimum)?,
            "maximum" => bin(self, Opcode::FMaximum)?,
            "floor" => un(self, Opcode::FFloor)?,
            "ceil" => un(self, Opcode::FCeil)?,
            "trunc" => un(self, Opcode::FTrunc)?,
            "rint" => un(self, Opcode::FRint)?,
            "nearbyint" => un(self, Opcode::FNearbyInt)?,
            "round" => un(self, Opcode::FRound)?,
            "roundeven" => un(self, Opcode::FRoundEven)?,
            "sin" => un(self, Opcode::FSin)?,
            "cos" => un(self, Opcode::FCos)?,
            "tan" => un(self, Opcode::FTan)?,
            "asin" => un(self, Opcode::FAsin)?,
            "acos" => un(self, Opcode::FAcos)?,
            "atan" => un(self, Opcode::FAtan)?,
            "sinh" => un(self, Opcode::FSinh)?,
            "cosh" => un(self, Opcode::FCosh)?,
            "tanh" => un(self, Opcode::FTanh)?,
            "pow" => bin(self, Opcode::FPow)?,
            "powi" => bin(self, Opcode::FPowi)?,
            "exp" => un(self, Opcode::FExp)?,
            "exp2" => un(self, Opcode::FExp2)?,
            "log" => un(self, Opcode::FLog)?,
            "log2" => un(self, Opcode::FLog2)?,
            "log10" => un(self, Opcode::FLog10)?,
            "lround" | "llround" | "lrint" | "llrint" => {
                let a = self.value1(args[0])?;
                let vt = self.dag.vt(a);
                let r = self.dag.unop(if base.ends_with("round") { Opcode::FRound } else { Opcode::FRint }, vt, a);
                let to = rvt.ok_or_else(|| self.err("bad lround type"))?;
                self.dag.unop(Opcode::FpToSi, to, r)
            }
            "fptosi.sat" => un(self, Opcode::FpToSiSat)?,
            "fptoui.sat" => un(self, Opcode::FpToUiSat)?,
            "is.fpclass" => {
                let a = self.value1(args[0])?;
                let mask = self.value1(args[1])?;
                let mask = self.dag.const_int(mask).ok_or_else(|| self.err("is.fpclass mask is not a constant"))?;
                let vt = rvt.ok_or_else(|| self.err("bad is.fpclass type"))?;
                self.dag.get1_data(Opcode::IsFPClass, vt, &[a], NodeData::Int(mask))
            }
            "trap" | "debugtrap" | "ubsantrap" => {
                let chain = self.side_effect_chain();
                let data = NodeData::Int((base == "debugtrap") as u128);
                let n = self.dag.get(Opcode::Trap, &[VT::Chain], &[chain], data, 0);
                self.chain = SDValue::new(n, 0);
                return Ok(());
            }
            "frameaddress" | "returnaddress" => {
                let d = self.value1(args[0])?;
                let depth = self.dag.const_int(d).ok_or_else(|| self.err(format!("llvm.{base} needs a constant depth")))?;
                let op = if base == "frameaddress" { Opcode::FrameAddress } else { Opcode::ReturnAddress };
                let chain = self.side_effect_chain();
                let n = self.dag.get(op, &[self.ptr_vt, VT::Chain], &[chain], NodeData::Int(depth), 0);
                self.chain = SDValue::new(n, 1);
                SDValue::new(n, 0)
            }
            "va_start" | "va_copy" => {
                let a = self.value1(args[0])?;
                let b = if base == "va_copy" { Some(self.value1(args[1])?) } else { None };
                let chain = self.side_effect_chain();
                let mut cx = LowerCx { dag: &mut *self.dag, mf: &mut *self.mf, module: self.m, libcalls: self.libcalls };
                self.chain = match b {
                    None => self.tl.lower_va_start(&mut cx, chain, a)?,
                    Some(src) => self.tl.lower_va_copy(&mut cx, chain, a, src)?,
                };
                return Ok(());
            }
            "va_end" => return Ok(()),
            "stackprotector" => {
                // The prologue's store of the guard: frame lowering places the slot (an
                // entry-block alloca) above the other locals, next to the return address.
                let slot = args[1].as_inst().and_then(|i| self.fi.static_allocas.get(&i).copied());
                let slot = slot.ok_or_else(|| self.err("llvm.stackprotector: the slot is not an entry-block alloca"))?;
                self.mf.frame.protector = Some(slot);
                let guard = self.value1(args[0])?;
                let ptr = self.value1(args[1])?;
                let chain = self.side_effect_chain();
                let mut mi = MemInfo::new(self.ptr_vt, self.ptr_vt.bits() as u64 / 8);
                mi.flags = mem_flags::VOLATILE;
                let n = self.dag.get(Opcode::Store, &[VT::Chain], &[chain, guard, ptr], NodeData::Mem(mi), 0);
                self.chain = SDValue::new(n, 0);
                return Ok(());
            }
            "stacksave" => {
                let chain = self.side_effect_chain();
                let n = self.dag.get(Opcode::StackSave, &[self.ptr_vt, VT::Chain], &[chain], NodeData::None, 0);
                self.chain = SDValue::new(n, 1);
                SDValue::new(n, 0)
            }
            "stackrestore" => {
                let p = self.value1(args[0])?;
                let chain = self.side_effect_chain();
                let n = self.dag.get(Opcode::StackRestore, &[VT::Chain], &[chain, p], NodeData::None, 0);
                self.chain = SDValue::new(n, 0);
                return Ok(());
            }
            "vector.reduce.add" => un(self, Opcode::VecReduceAdd)?,
            "vector.reduce.mul" => un(self, Opcode::VecReduceMul)?,
            "vector.reduce.and" => un(self, Opcode::VecReduceAnd)?,
            "vector.reduce.or" => un(self, Opcode::VecReduceOr)?,
            "vector.reduce.xor" => un(self, Opcode::VecReduceXor)?,
            "vector.reduce.smax" => un(self, Opcode::VecReduceSMax)?,
            "vector.reduce.smin" => un(self, Opcode::VecReduceSMin)?,
            "vector.reduce.umax" => un(self, Opcode::VecReduceUMax)?,
            "vector.reduce.umin" => un(self, Opcode::VecReduceUMin)?,
            "vector.reduce.fmax" => un(self, Opcode::VecReduceFMax)?,
            "vector.reduce.fmin" => un(self, Opcode::VecReduceFMin)?,
            "masked.load" | "masked.store" | "masked.gather" | "masked.scatter" | "masked.expandload" | "masked.compressstore" => {
                return self.masked_memory(id, base);
            }
            "vector.reduce.fadd" | "vector.reduce.fmul" => {
                let s = self.value1(args[0])?;
                let v = self.value1(args[1])?;
                let vt = self.dag.vt(s);
                let op = if base == "vector.reduce.fadd" { Opcode::VecReduceFAdd } else { Opcode::VecReduceFMul };
                // `reassoc` makes the reduction unordered (the legalizer picks llc's order).
                let fmf = match &inst.kind {
                    rllc_ir::inst::InstKind::Call(ci) => ci.fmf.0,
                    _ => 0,
                };
                self.dag.get1_flags(op, vt, &[s, v], crate::dag_ops::node_flags::from_ir(0, fmf))
            }
            _ => return self.target_intrinsic(id, name),
        };
        self.set(id, v);
        Ok(())
    }

    /// `llvm.experimental.constrained.*` (`-ffp-model=strict`, `FENV_ACCESS`): the plain
    /// operation. Selected instructions round by the current (dynamic) mode and nothing
    /// folds floating-point constants, so only the exception semantics are weaker (FP
    /// exceptions are not modelled). The rounding/exception metadata arguments come last
    /// and are ignored; `fcmp`/`fcmps` take their predicate from the metadata string.
    fn constrained_fp(&mut self, id: InstId, op: &str) -> R<()> {
        let inst = self.f.inst(id);
        let args = &inst.ops[1..];
        let arg = |k: usize| args.get(k).copied().ok_or_else(|| Diagnostic::new(None, "constrained intrinsic: missing operand"));
        let base = intrinsic_base(op);
        let bin = |s: &mut Self, opc: Opcode| -> R<SDValue> {
            let a = s.value1(arg(0)?)?;
            let b = s.value1(arg(1)?)?;
            let vt = s.dag.vt(a);
            Ok(s.dag.get1(opc, vt, &[a, b]))
        };
        let cast = |s: &mut Self, c: CastOp| -> R<SDValue> { s.cast(c, inst.ty, arg(0)?, 0) };
        let v = match base {
            "fadd" => bin(self, Opcode::FAdd)?,
            "fsub" => bin(self, Opcode::FSub)?,
            "fmul" => bin(self, Opcode::FMul)?,
            "fdiv" => bin(self, Opcode::FDiv)?,
            "frem" => bin(self, Opcode::FRem)?,
            "fptosi" => cast(self, CastOp::FPToSI)?,
            "fptoui" => cast(self, CastOp::FPToUI)?,
            "sitofp" => cast(self, CastOp::SIToFP)?,
            "uitofp" => cast(self, CastOp::UIToFP)?,
            "fptrunc" => cast(self, CastOp::FPTrunc)?,
            "fpext" => cast(self, CastOp::FPExt)?,
            "fcmp" | "fcmps" => {
                let pred = match arg(2)? {
                    Value::Meta(md) => match self.m.md(md) {
                        Metadata::String(sym) => self.m.syms.bytes(*sym),
                        _ => b"",
                    },
                    _ => b"",
                };
                let cc = match pred {
                    b"false" => CondCode::FFalse,
                    b"oeq" => CondCode::FOeq,
                    b"ogt" => CondCode::FOgt,
                    b"oge" => CondCode::FOge,
                    b"olt" => CondCode::FOlt,
                    b"ole" => CondCode::FOle,
                    b"one" => CondCode::FOne,
                    b"ord" => CondCode::FOrd,
                    b"uno" => CondCode::FUno,
                    b"ueq" => CondCode::FUeq,
                    b"ugt" => CondCode::FUgt,
                    b"uge" => CondCode::FUge,
                    b"ult" => CondCode::FUlt,
                    b"ule" => CondCode::FUle,
                    b"une" => CondCode::FUne,
                    b"true" => CondCode::FTrue,
                    _ => return Err(self.err("constrained fcmp: bad predicate")),
                };
                self.compare(cc, inst.ty, arg(0)?, arg(1)?)?
            }
            // The math operations have unconstrained twins of the same name and operands.
            _ => return self.intrinsic(id, op),
        };
        self.set(id, v);
        Ok(())
    }

    /// An intrinsic only the target knows (`TargetLowering::lower_intrinsic`).
    fn target_intrinsic(&mut self, id: InstId, name: &str) -> R<()> {
        let inst = self.f.inst(id);
        let mut args = Vec::with_capacity(inst.ops.len().saturating_sub(1));
        for &a in &inst.ops[1..] {
            args.push(self.value1(a)?);
        }
        let rets = self.leaves_of(inst.ty)?;
        let chain = self.side_effect_chain();
        let mut cx = LowerCx { dag: &mut *self.dag, mf: &mut *self.mf, module: self.m, libcalls: self.libcalls };
        match self.tl.lower_intrinsic(&mut cx, name, chain, &args, &rets)? {
            Some((ch, vals)) if vals.len() == rets.len() => {
                self.chain = ch;
                self.vals.insert(Value::Inst(id), vals.into_iter().collect());
                Ok(())
            }
            Some(_) => Err(self.err(format!("intrinsic 'llvm.{name}': the target returned the wrong number of results"))),
            None => Err(self.err(format!("intrinsic 'llvm.{name}' is not supported yet"))),
        }
    }

    /// Masked vector memory intrinsics, lane by lane without branches: a lane whose mask
    /// bit is clear accesses a scratch stack slot instead of its address (so it cannot
    /// fault or write memory it must not), and a masked-off load lane takes the
    /// pass-through value. Lanes are accessed in order (scatter to equal addresses: the
    /// last lane wins). `expandload`/`compressstore` step the address only over active
    /// lanes.
    fn masked_memory(&mut self, id: InstId, base: &str) -> R<()> {
        let inst = self.f.inst(id);
        let args = &inst.ops[1..];
        let arg = |k: usize| args.get(k).copied().ok_or_else(|| Diagnostic::new(None, "masked intrinsic: missing operand"));
        let is_store = matches!(base, "masked.store" | "masked.scatter" | "masked.compressstore");
        // (pointer or pointer vector, alignment or None, mask, pass-through or stored value)
        let (ptr, align, mask, data) = match base {
            "masked.load" | "masked.gather" => (arg(0)?, Some(arg(1)?), arg(2)?, arg(3)?),
            "masked.store" | "masked.scatter" => (arg(1)?, Some(arg(2)?), arg(3)?, arg(0)?),
            "masked.expandload" => (arg(0)?, None, arg(1)?, arg(2)?),
            _ => (arg(1)?, None, arg(2)?, arg(0)?),
        };
        let dv = self.value1(data)?;
        let vvt = self.dag.vt(dv);
        let evt = vvt.elem();
        if !vvt.is_vector() || evt.bits() % 8 != 0 {
            return Err(self.err(format!("'llvm.{base}' on {vvt:?} is not supported yet")));
        }
        let esize = evt.bits() as u64 / 8;
        let align = match align {
            Some(a) => self.value1(a).ok().and_then(|a| self.dag.const_int(a)).unwrap_or(1).max(1) as u64,
            None => 1,
        };
        let align = align.min(esize).max(1);
        let p = self.value1(ptr)?;
        let m = self.value1(mask)?;
        let mvt = self.dag.vt(m).elem();
        let fi = self.mf.new_stack_object(esize, esize.min(16));
        let scratch = self.dag.get1_data(Opcode::FrameIndex, self.ptr_vt, &[], NodeData::Frame(fi));
        let per_lane_ptr = self.dag.vt(p).is_vector();
        let expand = matches!(base, "masked.expandload" | "masked.compressstore");
        let mut chain = self.side_effect_chain();
        let mut cur = p;
        let mut lanes = Vec::new();
        for k in 0..vvt.vec_len() {
            let idx = self.dag.constant(self.ptr_vt, k as u128);
            let mk = self.dag.get1(Opcode::ExtractVectorElt, mvt, &[m, idx]);
            let addr = if per_lane_ptr {
                self.dag.get1(Opcode::ExtractVectorElt, self.ptr_vt, &[p, idx])
            } else if expand {
                cur
            } else {
                self.add_offset(p, k as u64 * esize)
            };
            let a = self.dag.get1(Opcode::Select, self.ptr_vt, &[mk, addr, scratch]);
            let mut mi = MemInfo::new(evt, if expand { 1 } else { align });
            mi.flags = 0;
            if is_store {
                let e = self.dag.get1(Opcode::ExtractVectorElt, evt, &[dv, idx]);
                let n = self.dag.get(Opcode::Store, &[VT::Chain], &[chain, e, a], NodeData::Mem(mi), 0);
                chain = SDValue::new(n, 0);
            } else {
                let n = self.dag.get(Opcode::Load, &[evt, VT::Chain], &[chain, a], NodeData::Mem(mi), 0);
                chain = SDValue::new(n, 1);
                let pass = self.dag.get1(Opcode::ExtractVectorElt, evt, &[dv, idx]);
                lanes.push(self.dag.get1(Opcode::Select, evt, &[mk, SDValue::new(n, 0), pass]));
            }
            if expand {
                // Next address: + esize when this lane was active.
                let z = self.dag.constant(self.ptr_vt, 0);
                let step = self.dag.constant(self.ptr_vt, esize as u128);
                let inc = self.dag.get1(Opcode::Select, self.ptr_vt, &[mk, step, z]);
                cur = self.dag.binop(Opcode::Add, cur, inc);
            }
        }
        self.chain = chain;
        if !is_store {
            let v = self.dag.get1(Opcode::BuildVector, vvt, &lanes);
            self.set(id, v);
        }
        Ok(())
    }
}

/// The base name of an intrinsic (without `llvm.` and the type suffixes):
/// `ctpop.i32` → `ctpop`, `memcpy.p0.p0.i64` → `memcpy`, `sadd.with.overflow.i32` →
/// `sadd.with.overflow`.
pub fn intrinsic_base(name: &str) -> &str {
    let mut end = name.len();
    // Drop trailing components that are type manglings (i32, f64, p0, v4i32, nxv2i64, ...).
    while let Some(dot) = name[..end].rfind('.') {
        let comp = &name[dot + 1..end];
        if is_type_mangling(comp) {
            end = dot;
        } else {
            break;
        }
    }
    &name[..end]
}

fn is_type_mangling(s: &str) -> bool {
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    let scalar = |t: &str| {
        (t.starts_with('i') && digits(&t[1..]))
            || (t.starts_with('p') && digits(&t[1..]))
            || matches!(t, "f16" | "f32" | "f64" | "f80" | "f128" | "bf16" | "ppcf128" | "isVoid")
    };
    if scalar(s) {
        return true;
    }
    let v = s.strip_prefix("nxv").or_else(|| s.strip_prefix('v'));
    if let Some(rest) = v {
        let n = rest.bytes().take_while(|b| b.is_ascii_digit()).count();
        return n > 0 && scalar(&rest[n..]);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn intrinsic_names() {
        assert_eq!(intrinsic_base("ctpop.i32"), "ctpop");
        assert_eq!(intrinsic_base("memcpy.p0.p0.i64"), "memcpy");
        assert_eq!(intrinsic_base("sadd.with.overflow.i32"), "sadd.with.overflow");
        assert_eq!(intrinsic_base("vector.reduce.add.v4i32"), "vector.reduce.add");
        assert_eq!(intrinsic_base("lifetime.start.p0"), "lifetime.start");
        assert_eq!(intrinsic_base("dbg.value"), "dbg.value");
        assert_eq!(intrinsic_base("fptosi.sat.i32.f64"), "fptosi.sat");
        assert_eq!(intrinsic_base("expect.with.probability.i64"), "expect.with.probability");
    }
}
