//! x86-64 instruction selection: `TargetIsel` for `X86Target`. One section per DAG
//! opcode; within a section the most specific rule comes first and the base case last.
//! Rules tile greedily (maximal munch): an instruction covers as many nodes as it can —
//! `base + index·scale + disp` addresses (frame objects and RIP-relative symbols
//! included), loads folded into arithmetic and compares (`add (%rdi), %eax`),
//! read-modify-write stores (`addl $1, (%rdi)`), `lea` for adds of shifted values,
//! compares fused into `jcc`/`cmov`/`setcc`, `test` for `and` compared with zero, and
//! immediate forms.
//!
//! EFLAGS are not allocated, so a flag producer is always emitted in the same node's
//! instruction buffer as its consumer, with nothing but flag-preserving instructions
//! (`mov`, `movd`, `setcc`, `cmov`) between them; a boolean that crosses nodes lives in a
//! register as 0/1 (`setcc`) and is tested again where it is used.
//!
//! The small extractors used throughout: `imm32` (a constant that fits an instruction's
//! immediate), `addr`/`match_addr` (an address operand), `foldable_load` (a load the
//! current instruction may cover), `compare` (the flags of a comparison, as one or two
//! condition codes: `fcmp oeq`/`une` need ZF and PF).

use super::inst::{self as I, Addr, Cc};
use super::lowering::x86_node;
use super::regs::{Size, GPR, RSP, XMM};
use super::X86Target;
use rllc_ir::module::{GlobalId, Linkage, ThreadLocal, Visibility};
use rllc_ir::Diagnostic;
use rllc_isel::dag::{Dag, NodeId, SDValue};
use rllc_isel::dag_ops::{node_flags, CondCode, ExtKind, MemInfo, NodeData, Opcode};
use rllc_isel::mir::{inst_flags, ConstPoolEntry, FrameIndex, MBlockId, MFunction, MInst, Reg, SymbolRef, VReg};
use rllc_isel::select::SelectCx;
use rllc_isel::target::TargetIsel;
use rllc_isel::vt::{Scalar, VT};
use rllc_regalloc::{MachineEnv, PReg, RegClass};

pub(super) type R<T = ()> = Result<T, Diagnostic>;

impl TargetIsel for X86Target {
    fn select(&mut self, node: NodeId, cx: &mut SelectCx<'_>) -> R {
        let dag = cx.dag();
        Sel { t: self, dag, cx }.node(node)
    }

    fn gen_move(&self, dst: Reg, src: Reg, _class: RegClass) -> MInst {
        I::copy(dst, src)
    }

    fn gen_spill(&self, slot: FrameIndex, src: PReg, _class: RegClass) -> MInst {
        I::store_reg(Addr::frame(slot, 0), src)
    }

    fn gen_reload(&self, dst: PReg, slot: FrameIndex, _class: RegClass) -> MInst {
        I::load_reg(dst, Addr::frame(slot, 0))
    }

    fn spill_slot_layout(&self, class: RegClass) -> (u64, u64) {
        I::spill_slot_layout(class)
    }

    fn machine_env(&self) -> &MachineEnv {
        &self.env
    }

    fn finish_function(&mut self, mf: &mut MFunction) -> R {
        super::expand::split_loops(mf);
        Ok(())
    }
}

/// The flags of a comparison, as the condition codes that test it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Flags {
    One(Cc),
    /// True when both hold (`fcmp oeq`: ZF and not PF).
    And(Cc, Cc),
    /// True when either holds (`fcmp une`: not ZF or PF).
    Or(Cc, Cc),
    /// Known without a comparison (`fcmp true`/`false`).
    Const(bool),
}

impl Flags {
    fn invert(self) -> Flags {
        match self {
            Flags::One(c) => Flags::One(c.invert()),
            Flags::And(a, b) => Flags::Or(a.invert(), b.invert()),
            Flags::Or(a, b) => Flags::And(a.invert(), b.invert()),
            Flags::Const(b) => Flags::Const(!b),
        }
    }
}

/// A decomposed address while it is matched: at most one of `frame`/`sym`/`base`
/// occupies the base slot; a symbol (RIP-relative) allows no registers at all.
#[derive(Clone, Copy, Debug, Default)]
struct AddrMatch {
    base: Option<SDValue>,
    index: Option<(SDValue, u8)>,
    disp: i64,
    frame: Option<FrameIndex>,
    sym: Option<SymbolRef>,
}

/// The integer operand size of a scalar integer type.
pub(super) fn isize_of(vt: VT) -> Option<Size> {
    match vt {
        VT::S(Scalar::Int(8)) => Some(Size::S8),
        VT::S(Scalar::Int(16)) => Some(Size::S16),
        VT::S(Scalar::Int(32)) => Some(Size::S32),
        VT::S(Scalar::Int(64)) => Some(Size::S64),
        _ => None,
    }
}

/// Sign-extends the low `bits` bits of `v`.
fn sext(v: u128, bits: u32) -> i128 {
    if bits >= 128 {
        v as i128
    } else {
        ((v << (128 - bits)) as i128) >> (128 - bits)
    }
}

fn int_cc(cc: CondCode) -> Cc {
    use CondCode::*;
    match cc {
        Eq => Cc::E,
        Ne => Cc::NE,
        Ugt => Cc::A,
        Uge => Cc::AE,
        Ult => Cc::B,
        Ule => Cc::BE,
        Sgt => Cc::G,
        Sge => Cc::GE,
        Slt => Cc::L,
        _ => Cc::LE,
    }
}

/// How `ucomis*` (or `fucomip`) flags answer a float condition: whether to compare the
/// operands swapped, and the condition codes to test. Unordered operands set ZF, PF and
/// CF, so the ordered conditions test "above" (on swapped operands for < and <=) and
/// `oeq`/`une` need PF as well.
pub(super) fn fcmp_flags(cc: CondCode) -> (bool, Flags) {
    use CondCode::*;
    use Flags::*;
    match cc {
        FFalse => (false, Const(false)),
        FTrue => (false, Const(true)),
        FOeq => (false, And(Cc::E, Cc::NP)),
        FUne => (false, Or(Cc::NE, Cc::P)),
        FOgt => (false, One(Cc::A)),
        FOge => (false, One(Cc::AE)),
        FOlt => (true, One(Cc::A)),
        FOle => (true, One(Cc::AE)),
        FOne => (false, One(Cc::NE)),
        FOrd => (false, One(Cc::NP)),
        FUno => (false, One(Cc::P)),
        FUeq => (false, One(Cc::E)),
        FUgt => (true, One(Cc::B)),
        FUge => (true, One(Cc::BE)),
        FUlt => (false, One(Cc::B)),
        _ => (false, One(Cc::BE)),
    }
}

/// The `cmpss`/`cmpsd`/`cmpps` predicate (0 eq, 1 lt, 2 le, 3 unord, 4 neq, 5 nlt, 6 nle,
/// 7 ord) computing a float condition, and whether the operands go swapped; `None` for
/// the conditions that need two compares.
pub(super) fn cmp_predicate(cc: CondCode) -> Option<(i64, bool)> {
    use CondCode::*;
    Some(match cc {
        FOeq => (0, false),
        FOlt => (1, false),
        FOle => (2, false),
        FUno => (3, false),
        FUne => (4, false),
        FUge => (5, false),
        FUgt => (6, false),
        FOrd => (7, false),
        FOgt => (1, true),
        FOge => (2, true),
        FUle => (5, true),
        FUlt => (6, true),
        _ => return None,
    })
}

pub(super) fn err(msg: impl Into<String>) -> Diagnostic {
    Diagnostic::new(None, msg)
}

pub(super) struct Sel<'a, 'c> {
    pub(super) t: &'a mut X86Target,
    pub(super) dag: &'c Dag,
    pub(super) cx: &'a mut SelectCx<'c>,
}

impl Sel<'_, '_> {
    // ---- small helpers ----

    pub(super) fn emit(&mut self, i: MInst) {
        self.cx.emit(i);
    }

    pub(super) fn reg(&mut self, v: SDValue) -> VReg {
        self.cx.reg(v)
    }

    pub(super) fn def(&mut self, v: SDValue) -> VReg {
        self.cx.def(v)
    }

    pub(super) fn gpr(&mut self) -> VReg {
        self.cx.new_vreg(GPR)
    }

    pub(super) fn xmm(&mut self) -> VReg {
        self.cx.new_vreg(XMM)
    }

    pub(super) fn vt(&self, v: SDValue) -> VT {
        self.dag.vt(v)
    }

    pub(super) fn op(&self, v: SDValue) -> Opcode {
        self.dag.opcode(v)
    }

    pub(super) fn operand(&self, v: SDValue, i: usize) -> SDValue {
        self.dag.operand(v, i)
    }

    /// An undefined register of `class` (the tied input of instructions that only
    /// write part of their destination, e.g. `cvtsi2sd`).
    pub(super) fn undef(&mut self, class: RegClass) -> VReg {
        let r = self.cx.new_vreg(class);
        self.emit(I::implicit_def(r));
        r
    }

    /// A constant that fits the sign-extended 32-bit immediate of an operation on `v`'s
    /// type (any constant for widths up to 32 bits).
    fn imm32(&self, v: SDValue) -> Option<i32> {
        let c = self.dag.const_int(v)?;
        let bits = self.vt(v).bits();
        if !self.vt(v).is_int() {
            return None;
        }
        let s = sext(c, bits.min(64));
        if bits <= 32 {
            Some(s as i32)
        } else {
            i32::try_from(s).ok()
        }
    }

    /// Whether global `g` can be addressed directly (RIP-relative) rather than
    /// through the GOT: local linkage, non-default visibility, `dso_local`, or not PIC.
    fn is_dso_local(&self, g: GlobalId) -> bool {
        let gv = self.cx.module.global(g);
        // An ifunc's address is whatever its resolver returns: position-independent code
        // takes it from the GOT, dso_local or not, as llc does.
        if matches!(gv.kind, rllc_ir::module::GlobalKind::IFunc(_)) {
            return !self.t.pic;
        }
        !self.t.pic
            || gv.dso_local
            || matches!(gv.linkage, Linkage::Private | Linkage::Internal)
            || gv.visibility != Visibility::Default
    }

    /// The TLS model of thread-local `g`, as llc chooses it (`TargetMachine::getTLSModel`):
    /// in an executable (not PIC, or PIC with a "PIE Level") local-exec for a symbol of
    /// this module and initial-exec otherwise; in a shared object (PIC without a PIE
    /// level) local-dynamic for a symbol of this module and general-dynamic otherwise. A
    /// model written on the variable (`thread_local(initialexec)`) is used when it is more
    /// specific than that.
    fn tls_model(&self, g: GlobalId) -> ThreadLocal {
        let m = self.cx.module;
        let gv = m.global(g);
        let local = gv.dso_local || matches!(gv.linkage, Linkage::Private | Linkage::Internal) || gv.visibility != Visibility::Default;
        let executable = !self.t.pic || m.module_flag_int("PIE Level").is_some_and(|l| l > 0);
        let chosen = match (executable, local) {
            (true, true) => ThreadLocal::LocalExec,
            (true, false) => ThreadLocal::InitialExec,
            (false, true) => ThreadLocal::LocalDynamic,
            (false, false) => ThreadLocal::GeneralDynamic,
        };
        let rank = |t: ThreadLocal| match t {
            ThreadLocal::NotThreadLocal | ThreadLocal::GeneralDynamic => 0,
            ThreadLocal::LocalDynamic => 1,
            ThreadLocal::InitialExec => 2,
            ThreadLocal::LocalExec => 3,
        };
        if rank(gv.thread_local) > rank(chosen) {
            gv.thread_local
        } else {
            chosen
        }
    }

    fn is_tls(&self, g: GlobalId) -> bool {
        self.cx.module.global(g).thread_local != ThreadLocal::NotThreadLocal
    }

    /// Adds a constant-pool entry (identical recent entries are shared).
    pub(super) fn const_pool(&mut self, bytes: Vec<u8>, align: u64) -> SymbolRef {
        let pool = &mut self.cx.mf.const_pool;
        let start = pool.len().saturating_sub(32);
        if let Some(i) = pool[start..].iter().position(|e| e.bytes == bytes && e.align >= align) {
            return SymbolRef::ConstPool((start + i) as u32);
        }
        pool.push(ConstPoolEntry { bytes, align });
        SymbolRef::ConstPool(pool.len() as u32 - 1)
    }

    /// A 16-byte constant of `lane` repeated, `lane_bytes` wide (masks for SSE logic).
    pub(super) fn splat_pool(&mut self, lane: u64, lane_bytes: usize) -> Addr {
        let mut b = Vec::with_capacity(16);
        while b.len() < 16 {
            b.extend_from_slice(&lane.to_le_bytes()[..lane_bytes]);
        }
        Addr::rip(self.const_pool(b, 16), 0)
    }

    // ---- addresses ----

    /// Adds `v` to the address being matched; false (and `am` unchanged) if it does not
    /// fit.
    fn match_addr(&self, v: SDValue, am: &mut AddrMatch, depth: u32) -> bool {
        let dag = self.dag;
        let fits = |d: i64| i32::try_from(d).is_ok();
        if depth < 6 {
            match (dag.opcode(v), *dag.data(v)) {
                (Opcode::Constant, NodeData::Int(_)) if dag.vt(v) == VT::I64 => {
                    if let Some(c) = dag.const_i64(v) {
                        if fits(am.disp.wrapping_add(c)) {
                            am.disp += c;
                            return true;
                        }
                    }
                    return false;
                }
                (Opcode::FrameIndex, NodeData::Frame(fi)) if am.frame.is_none() && am.base.is_none() && am.sym.is_none() => {
                    am.frame = Some(fi);
                    return true;
                }
                (Opcode::GlobalAddress, NodeData::Global(g, off))
                    if self.is_dso_local(g)
                        && !self.is_tls(g)
                        && am.is_empty_base()
                        && am.index.is_none()
                        && fits(am.disp.wrapping_add(off)) =>
                {
                    am.sym = Some(SymbolRef::Global(g));
                    am.disp += off;
                    return true;
                }
                (Opcode::ConstantPool, NodeData::ConstPool(k)) if am.is_empty_base() && am.index.is_none() => {
                    am.sym = Some(SymbolRef::ConstPool(k));
                    return true;
                }
                (Opcode::Add, _) => {
                    let save = *am;
                    if self.match_addr(dag.operand(v, 1), am, depth + 1) && self.match_addr(dag.operand(v, 0), am, depth + 1) {
                        return true;
                    }
                    *am = save;
                }
                (Opcode::Or, _) if dag.node(v.node).flags & node_flags::DISJOINT != 0 => {
                    let save = *am;
                    if self.match_addr(dag.operand(v, 1), am, depth + 1) && self.match_addr(dag.operand(v, 0), am, depth + 1) {
                        return true;
                    }
                    *am = save;
                }
                (Opcode::Shl, _) if am.index.is_none() && am.sym.is_none() => {
                    if let Some(s @ 0..=3) = dag.const_int(dag.operand(v, 1)) {
                        let (x, d) = self.split_offset(dag.operand(v, 0), 1 << s);
                        if fits(am.disp.wrapping_add(d)) {
                            am.index = Some((x, 1 << s));
                            am.disp += d;
                            return true;
                        }
                    }
                }
                (Opcode::Mul, _) if am.index.is_none() && am.sym.is_none() => match dag.const_int(dag.operand(v, 1)) {
                    Some(s @ (1 | 2 | 4 | 8)) => {
                        let (x, d) = self.split_offset(dag.operand(v, 0), s as i64);
                        if !fits(am.disp.wrapping_add(d)) {
                            return false;
                        }
                        am.index = Some((x, s as u8));
                        am.disp += d;
                        return true;
                    }
                    Some(s @ (3 | 5 | 9)) if am.is_empty_base() => {
                        let x = dag.operand(v, 0);
                        am.base = Some(x);
                        am.index = Some((x, (s - 1) as u8));
                        return true;
                    }
                    _ => {}
                },
                _ => {}
            }
        }
        // A register.
        if am.sym.is_some() {
            return false;
        }
        if am.is_empty_base() {
            am.base = Some(v);
            true
        } else if am.index.is_none() {
            am.index = Some((v, 1));
            true
        } else {
            false
        }
    }

    /// An index `(x + c)` scaled by `scale` is `x` scaled plus the displacement
    /// `c · scale` (the `a[i - 1]` of loops); otherwise `(v, 0)`.
    fn split_offset(&self, v: SDValue, scale: i64) -> (SDValue, i64) {
        let dag = self.dag;
        if dag.opcode(v) == Opcode::Add {
            if let Some(c) = dag.const_i64(dag.operand(v, 1)) {
                if let Some(d) = c.checked_mul(scale).filter(|d| i32::try_from(*d).is_ok()) {
                    return (dag.operand(v, 0), d);
                }
            }
        }
        (v, 0)
    }

    fn addr_of(&mut self, am: AddrMatch) -> Addr {
        let disp = am.disp;
        let index = am.index.map(|(i, s)| (self.reg(i), s));
        let mut a = if let Some(fi) = am.frame {
            Addr::frame(fi, disp)
        } else if let Some(sym) = am.sym {
            Addr::rip(sym, disp)
        } else if let Some(b) = am.base {
            let b = self.reg(b);
            Addr::base(b, disp as i32)
        } else if let Some((i, s)) = index {
            return Addr::index_only(i, s, disp as i32);
        } else {
            Addr::abs(disp as i32)
        };
        if let Some((i, s)) = index {
            a = a.with_index(i, s);
        }
        a
    }

    /// The memory operand for pointer `p`.
    pub(super) fn addr(&mut self, p: SDValue) -> Addr {
        let mut am = AddrMatch::default();
        if !self.match_addr(p, &mut am, 0) {
            am = AddrMatch { base: Some(p), ..Default::default() };
        }
        self.addr_of(am)
    }

    /// If `v` is a plain load of exactly its type's width that the instruction being
    /// selected may cover (see `SelectCx::try_sink`), covers it and returns its address.
    /// Only call when the rule is committed to using the memory form.
    fn foldable_load(&mut self, v: SDValue) -> Option<Addr> {
        if !self.can_fold(v) || !self.cx.try_sink(v) {
            return None;
        }
        let p = self.operand(v, 1);
        Some(self.addr(p))
    }

    /// Whether `v` is a load `foldable_load` might take (without trying).
    fn can_fold(&self, v: SDValue) -> bool {
        let n = self.dag.node(v.node);
        n.op == Opcode::Load
            && v.res == 0
            && n.data.mem().is_some_and(|m| m.mem_vt.bits() == n.vt(0).bits() && m.is_simple())
            && self.dag.has_one_use(v)
    }

    // ---- the rules ----

    fn node(&mut self, id: NodeId) -> R {
        use Opcode::*;
        let dag = self.dag;
        let n = dag.node(id);
        let v = SDValue::new(id, 0);
        let vt = n.vt(0);
        match n.op {
            Constant => self.constant(v),
            ConstantFP => self.constant_fp(v),
            Undef => {
                let d = self.def(v);
                self.emit(I::implicit_def(d));
                Ok(())
            }
            FrameIndex | ConstantPool | JumpTable | GlobalAddress | ExternalSymbol | BlockAddress => self.address_node(v),
            Freeze | AssertZext | AssertSext | AnyExtend | Truncate if vt.is_int() && dag.vt(n.op(0)).is_int() => {
                let s = self.reg(n.op(0));
                let d = self.def(v);
                self.emit(I::copy(d, s));
                Ok(())
            }
            Freeze => {
                let s = self.reg(n.op(0));
                let d = self.def(v);
                self.emit(I::copy(d, s));
                Ok(())
            }
            Add | Sub | Mul | And | Or | Xor | Shl | Srl | Sra | Rotl | Rotr if vt.is_int() => self.int_binop(v),
            Add | Sub | Mul | And | Or | Xor | Shl | Srl | Sra if vt.is_vector() => self.vec_int_binop(v),
            FAdd | FSub | FMul | FDiv if vt.is_vector() => self.vec_fp_binop(v),
            FNeg | FAbs | FSqrt if vt.is_vector() => self.vec_fp_unop(v),
            SiToFp | FpToSi if vt.is_vector() => self.vec_convert(v),
            SetCC if vt.is_vector() => self.vec_setcc(v),
            Select if vt.is_vector() => self.vec_select(v),
            BuildVector => self.build_vector(v),
            ExtractVectorElt => self.extract_elt(v),
            InsertVectorElt => self.insert_elt(v),
            VectorShuffle => self.shuffle(v),
            SDiv | UDiv | SRem | URem | SDivRem | UDivRem => self.divide(id),
            MulHS | MulHU | SMulLoHi | UMulLoHi => self.wide_mul(id),
            SAddO | UAddO | SSubO | USubO | SMulO | UMulO => self.overflow_op(id),
            UAddOCarry | USubOCarry => self.carry_op(id),
            Fshl | Fshr => self.funnel(v),
            Ctpop | Ctlz | CtlzZeroUndef | Cttz | CttzZeroUndef => self.bit_count(v),
            Bswap => self.bswap(v),
            Abs => self.abs(v),
            Smin | Smax | Umin | Umax => self.min_max(v),
            SetCC if !vt.is_vector() => self.setcc(v),
            Select if !vt.is_vector() => self.select(v),
            ZeroExtend | SignExtend if vt.is_int() => self.extend(v),
            SignExtendInReg if vt.is_int() => self.sext_inreg(v),
            Load => self.load(id),
            Store => self.store(id),
            Br => {
                let t = self.cx.block_of(n.op(1));
                self.emit(I::jmp(t));
                Ok(())
            }
            BrCond => {
                let f = self.cond_flags(n.op(1))?;
                let (t, e) = (self.cx.block_of(n.op(2)), self.cx.block_of(n.op(3)));
                self.branch(f, t, e);
                Ok(())
            }
            BrCC => {
                let cc = n.data.cc().ok_or_else(|| err("BrCC without condition"))?;
                let f = self.compare(n.op(1), n.op(2), cc, true)?;
                let (t, e) = (self.cx.block_of(n.op(3)), self.cx.block_of(n.op(4)));
                self.branch(f, t, e);
                Ok(())
            }
            BrJT => self.jump_table(id),
            BrInd => {
                let a = n.op(1);
                if let Some(m) = self.foldable_load(a) {
                    self.emit(I::jmp_m(m));
                } else {
                    let r = self.reg(a);
                    self.emit(I::jmp_r(r));
                }
                Ok(())
            }
            Return => {
                let uses = self.cx.glued_uses(id);
                let uses: Vec<(Reg, PReg)> = uses.into_iter().map(|(v, p)| (Reg::Virt(v), p)).collect();
                self.emit(I::ret(&uses));
                Ok(())
            }
            ArgRegs => {
                let defs = self.cx.glued_defs(id);
                let defs: Vec<(Reg, PReg)> = defs.into_iter().map(|(v, p)| (Reg::Virt(v), p)).collect();
                self.emit(I::entry_defs_of(&defs));
                Ok(())
            }
            Call => self.call(id),
            // The outgoing-argument area is reserved by the frame (`abi.rs`): nothing moves.
            CallSeqStart | CallSeqEnd => Ok(()),
            InlineAsm => self.inline_asm(id),
            Trap if n.data.int() == Some(1) => {
                self.emit(I::int3());
                Ok(())
            }
            FrameAddress | ReturnAddress => {
                // Depth 0 is the canonical frame address minus 16: where rbp points in
                // a function with a frame pointer (and where it saved its caller's rbp).
                let depth = n.data.int().unwrap_or(0);
                let fi = self.cx.mf.new_fixed_object(8, 8, rllc_isel::mir::FixedSlot::Incoming(-16));
                let mut fa = self.gpr();
                self.emit(I::lea(Size::S64, fa, Addr::frame(fi, 0)));
                for _ in 0..depth.min(64) {
                    let up = self.gpr();
                    self.emit(I::mov_rm(Size::S64, up, Addr::base(fa, 0)));
                    fa = up;
                }
                let d = self.def(v);
                if n.op == FrameAddress {
                    self.emit(I::copy(d, fa));
                } else {
                    self.emit(I::mov_rm(Size::S64, d, Addr::base(fa, 8)));
                }
                Ok(())
            }
            Trap | Unreachable => {
                let mut mi = I::ud2();
                if n.op == Unreachable {
                    mi = mi.with_flags(inst_flags::TERMINATOR);
                }
                self.emit(mi);
                Ok(())
            }
            Fence => {
                let m = n.data.mem().copied().unwrap_or_default();
                let single = m.flags & rllc_isel::dag_ops::mem_flags::SINGLE_THREAD != 0;
                if !single && m.ordering == Some(rllc_ir::inst::Ordering::SeqCst) {
                    self.emit(I::mfence());
                }
                Ok(())
            }
            Prefetch => Ok(()),
            DynAlloca => self.dyn_alloca(id),
            StackSave => {
                let d = self.def(v);
                self.emit(I::mov_rr(Size::S64, d, RSP));
                Ok(())
            }
            StackRestore => {
                let p = self.reg(n.op(1));
                self.emit(I::mov_rr(Size::S64, RSP, p).with_flags(inst_flags::SIDE_EFFECTS));
                Ok(())
            }
            AtomicSwap | AtomicFAdd | AtomicFSub if vt.is_float() => self.atomic_float(id),
            AtomicSwap | AtomicAdd | AtomicSub | AtomicAnd | AtomicOr | AtomicXor | AtomicNand | AtomicMin | AtomicMax
            | AtomicUMin | AtomicUMax | AtomicUIncWrap | AtomicUDecWrap => self.atomic_rmw(id),
            AtomicCmpSwap => self.cmpxchg(id),
            FAdd | FSub | FMul | FDiv if !vt.is_vector() => self.fp_binop(v),
            FNeg | FAbs | FCopySign | FSqrt if !vt.is_vector() => self.fp_unop(v),
            FpExtend | FpRound => self.fp_convert(v),
            SiToFp | UiToFp if !vt.is_vector() => self.int_to_fp(v),
            FpToSi | FpToUi if !vt.is_vector() => self.fp_to_int(v),
            Bitcast => self.bitcast(v),
            Target(k) => self.target_node(id, k),
            o => Err(err(format!("x86-64: cannot select {o:?} {:?}", n.vts()))),
        }
    }

    // ---- constants and addresses ----

    fn constant(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        if vt.is_vector() {
            return self.vector_constant(v);
        }
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: constant of type {vt:?}")))?;
        let c = self.dag.const_int(v).unwrap_or(0);
        let d = self.def(v);
        if c == 0 {
            // (`xor r, r` would need its input tied to a second use of itself, which the
            // allocator can only satisfy with a copy.)
            self.emit(I::mov_ri(Size::S32, d, 0));
        } else if size == Size::S64 {
            self.emit(I::mov_imm(Size::S64, d, c as u64 as i64));
        } else {
            // Narrow constants are written as 32 bits (no partial-register write).
            self.emit(I::mov_ri(Size::S32, d, sext(c, vt.bits()) as i32 as i64));
        }
        Ok(())
    }

    fn constant_fp(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let bits = match *self.dag.data(v) {
            NodeData::Fp(b) => b,
            _ => 0,
        };
        if vt.is_vector() {
            return self.vector_constant(v);
        }
        let d = self.def(v);
        if bits == 0 {
            let z = self.undef(XMM);
            self.emit(I::xorps_rr(d, z, z));
            return Ok(());
        }
        match vt {
            VT::F32 => {
                let a = Addr::rip(self.const_pool((bits as u32).to_le_bytes().to_vec(), 4), 0);
                self.emit(I::movss_rm(d, a));
            }
            VT::F64 => {
                let a = Addr::rip(self.const_pool((bits as u64).to_le_bytes().to_vec(), 8), 0);
                self.emit(I::movsd_rm(d, a));
            }
            _ => return Err(err(format!("x86-64: float constant of type {vt:?}"))),
        }
        Ok(())
    }

    /// FrameIndex, GlobalAddress, ExternalSymbol, ConstantPool, JumpTable.
    fn address_node(&mut self, v: SDValue) -> R {
        let d = self.def(v);
        match *self.dag.data(v) {
            NodeData::Frame(fi) => self.emit(I::lea(Size::S64, d, Addr::frame(fi, 0))),
            NodeData::ConstPool(k) => self.emit(I::lea(Size::S64, d, Addr::rip(SymbolRef::ConstPool(k), 0))),
            NodeData::JumpTable(k) => self.emit(I::lea(Size::S64, d, Addr::rip(SymbolRef::JumpTable(k), 0))),
            NodeData::Block(b) => self.emit(I::lea(Size::S64, d, Addr::rip(SymbolRef::Block(b), 0))),
            NodeData::Global(g, off) if self.is_tls(g) => self.tls_address(d, g, off)?,
            NodeData::Global(g, off) => self.global_address(d, SymbolRef::Global(g), off, self.is_dso_local(g)),
            NodeData::Sym(s, off) => self.global_address(d, SymbolRef::External(s), off, !self.t.pic),
            _ => return Err(err("x86-64: address node without payload")),
        }
        Ok(())
    }

    /// `d = &g + off` for thread-local `g`, in its TLS model (`tls_model`): local-exec is
    /// the thread pointer plus a link-time constant, initial-exec adds an offset loaded
    /// from the GOT, and the dynamic models call `__tls_get_addr` (local-dynamic for the
    /// module's block, then a link-time offset into it).
    fn tls_address(&mut self, d: VReg, g: GlobalId, off: i64) -> R {
        use super::inst::{Seg, SymMod};
        let sym = SymbolRef::Global(g);
        let model = self.tls_model(g);
        match model {
            ThreadLocal::LocalExec | ThreadLocal::InitialExec | ThreadLocal::NotThreadLocal => {
                let tp = self.gpr();
                self.emit(I::mov_rm(Size::S64, tp, Addr::abs(0).with_seg(Seg::Fs)));
                if model == ThreadLocal::LocalExec {
                    self.emit(I::lea(Size::S64, d, Addr::base(tp, 0).with_sym(sym, off, SymMod::TpOff)));
                } else {
                    let o = self.gpr();
                    self.emit(I::mov_rm(Size::S64, o, Addr::rip(sym, 0).with_sym(sym, 0, SymMod::GotTpOff)));
                    self.emit(I::lea(Size::S64, d, Addr::bis(tp, o, 1, off as i32)));
                }
            }
            _ => {
                let get_addr = self.t.tls_get_addr.ok_or_else(|| err("x86-64: __tls_get_addr is not available for dynamic TLS"))?;
                let get_addr = SymbolRef::External(get_addr);
                let clobbers = Some(self.cx.mf.clobber_set(super::regs::call_clobbers(self.t.abi)));
                let r = self.gpr();
                if model == ThreadLocal::GeneralDynamic {
                    self.emit(I::tls_gd_call(sym, get_addr, Reg::Virt(r), clobbers));
                    self.emit(if off == 0 { I::copy(d, r) } else { I::lea(Size::S64, d, Addr::base(r, off as i32)) });
                } else {
                    self.emit(I::tls_ld_call(sym, get_addr, Reg::Virt(r), clobbers));
                    self.emit(I::lea(Size::S64, d, Addr::base(r, 0).with_sym(sym, off, SymMod::DtpOff)));
                }
            }
        }
        Ok(())
    }

    /// `d = &sym + off`: a RIP-relative `lea` (`local`), or a load from the GOT.
    fn global_address(&mut self, d: VReg, sym: SymbolRef, off: i64, local: bool) {
        if local {
            self.emit(I::lea(Size::S64, d, Addr::rip(sym, off)));
        } else if off == 0 {
            self.emit(I::mov_rm(Size::S64, d, Addr::got(sym)));
        } else {
            let p = self.gpr();
            self.emit(I::mov_rm(Size::S64, p, Addr::got(sym)));
            self.emit(I::lea(Size::S64, d, Addr::base(p, off as i32)));
        }
    }

    // ---- integer arithmetic ----

    fn int_binop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let op = self.op(v);
        let vt = self.vt(v);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: {op:?} on {vt:?}")))?;
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        match op {
            Add => {
                if size >= Size::S32 {
                    if let Some(am) = self.lea_pattern(v) {
                        let m = self.addr_of(am);
                        let d = self.def(v);
                        self.emit(I::lea(size, d, m));
                        return Ok(());
                    }
                    // A three-address add when the operand stays live (it has other
                    // users, or lives in a register across blocks) or is added to
                    // itself: `add` would need a copy first.
                    if (a == b || self.stays_live(a)) && !self.can_fold(b) {
                        let x = self.reg(a);
                        let m = match self.imm32(b) {
                            Some(k) => Addr::base(x, k),
                            None => {
                                let y = self.reg(b);
                                Addr::bis(x, y, 1, 0)
                            }
                        };
                        let d = self.def(v);
                        self.emit(I::lea(size, d, m));
                        return Ok(());
                    }
                }
                self.alu(v, size, I::add_rr, I::add_ri, I::add_rm, true)
            }
            Sub => {
                if self.dag.const_int(a) == Some(0) {
                    let x = self.reg(b);
                    let d = self.def(v);
                    self.emit(I::neg_r(size, d, x));
                    return Ok(());
                }
                self.alu(v, size, I::sub_rr, I::sub_ri, I::sub_rm, false)
            }
            And => {
                // `x & 1` of a value already 0 or 1.
                if self.dag.const_int(b) == Some(1) && self.known_bool(a) {
                    let x = self.reg(a);
                    let d = self.def(v);
                    self.emit(I::copy(d, x));
                    return Ok(());
                }
                // Masks that are zero extensions.
                match (self.dag.const_int(b), size) {
                    (Some(0xff), Size::S32 | Size::S64) => {
                        let x = self.reg(a);
                        let d = self.def(v);
                        self.emit(I::movzx8_rr(Size::S32, d, x));
                        return Ok(());
                    }
                    (Some(0xffff), Size::S32 | Size::S64) => {
                        let x = self.reg(a);
                        let d = self.def(v);
                        self.emit(I::movzx16_rr(Size::S32, d, x));
                        return Ok(());
                    }
                    (Some(0xffff_ffff), Size::S64) => {
                        let x = self.reg(a);
                        let d = self.def(v);
                        self.emit(I::mov_rr(Size::S32, d, x));
                        return Ok(());
                    }
                    _ => {}
                }
                self.alu(v, size, I::and_rr, I::and_ri, I::and_rm, true)
            }
            Or => self.alu(v, size, I::or_rr, I::or_ri, I::or_rm, true),
            Xor => {
                if self.imm32(b) == Some(-1) {
                    let x = self.reg(a);
                    let d = self.def(v);
                    self.emit(I::not_r(size, d, x));
                    return Ok(());
                }
                self.alu(v, size, I::xor_rr, I::xor_ri, I::xor_rm, true)
            }
            Mul => {
                // No 8-bit two-operand multiply: the low byte of a 32-bit one.
                let size = size.max(Size::S32);
                if size >= Size::S32 {
                    if let Some(k @ (3 | 5 | 9)) = self.dag.const_int(b) {
                        let x = self.reg(a);
                        let d = self.def(v);
                        self.emit(I::lea(size, d, Addr::bis(x, x, (k - 1) as u8, 0)));
                        return Ok(());
                    }
                }
                if let Some(k) = self.imm32(b) {
                    let d = self.def(v);
                    if let Some(m) = self.foldable_load(a) {
                        self.emit(I::imul_rmi(size, d, m, k));
                    } else {
                        let x = self.reg(a);
                        self.emit(I::imul_rri(size, d, x, k));
                    }
                    return Ok(());
                }
                if size == self.isize(v) {
                    if let Some(m) = self.foldable_load(b) {
                        let x = self.reg(a);
                        let d = self.def(v);
                        self.emit(I::imul_rm(size, d, x, m));
                        return Ok(());
                    }
                    if let Some(m) = self.foldable_load(a) {
                        let x = self.reg(b);
                        let d = self.def(v);
                        self.emit(I::imul_rm(size, d, x, m));
                        return Ok(());
                    }
                }
                let (x, y) = (self.reg(a), self.reg(b));
                let d = self.def(v);
                self.emit(I::imul_rr(size, d, x, y));
                Ok(())
            }
            Shl | Srl | Sra | Rotl | Rotr => {
                type ShImm = fn(Size, VReg, VReg, i64) -> MInst;
                type ShCl = fn(Size, VReg, VReg, VReg) -> MInst;
                let (ri, rcl): (ShImm, ShCl) = match op {
                    Shl => (|s, d, x, k| I::shl_ri(s, d, x, k), |s, d, x, c| I::shl_rcl(s, d, x, c)),
                    Srl => (|s, d, x, k| I::shr_ri(s, d, x, k), |s, d, x, c| I::shr_rcl(s, d, x, c)),
                    Sra => (|s, d, x, k| I::sar_ri(s, d, x, k), |s, d, x, c| I::sar_rcl(s, d, x, c)),
                    Rotl => (|s, d, x, k| I::rol_ri(s, d, x, k), |s, d, x, c| I::rol_rcl(s, d, x, c)),
                    _ => (|s, d, x, k| I::ror_ri(s, d, x, k), |s, d, x, c| I::ror_rcl(s, d, x, c)),
                };
                let x = self.reg(a);
                if let Some(k) = self.dag.const_int(b) {
                    let k = (k as u32 & (size.bits() - 1)) as i64;
                    let d = self.def(v);
                    if k == 0 {
                        self.emit(I::copy(d, x));
                    } else {
                        self.emit(ri(size, d, x, k));
                    }
                } else {
                    let c = self.reg(b);
                    let d = self.def(v);
                    self.emit(rcl(size, d, x, c));
                }
                Ok(())
            }
            _ => Err(err(format!("x86-64: integer {op:?}"))),
        }
    }

    /// Whether the i32 value `a` is produced by an instruction writing a 32-bit register
    /// (which zeroes bits 32–63), as this file selects it.
    fn writes_zero_extended_32(&self, a: SDValue) -> bool {
        use Opcode::*;
        let dag = self.dag;
        if a.res != 0 || dag.vt(a) != VT::I32 {
            return false;
        }
        match dag.opcode(a) {
            Load | ZeroExtend | SignExtend | Add | Sub | And | Or | Xor | Mul | Select | Constant => true,
            // A shift by zero is a plain copy.
            Shl | Srl | Sra | Rotl | Rotr => dag.const_int(dag.operand(a, 1)).is_none_or(|k| k & 31 != 0),
            _ => false,
        }
    }

    /// Whether value `a` is probably still live after its use here: it has other users,
    /// or it is read from a register that crosses blocks.
    /// Whether `v` is known to be 0 or 1 (a scalar compare result, logic on such values):
    /// masking it with 1 is a no-op, and two of them combine with plain `and`/`or`.
    pub(super) fn known_bool(&self, v: SDValue) -> bool {
        self.known_bool_depth(v, 4)
    }

    /// `v` without `& 1` masks that change nothing (`known_bool` operands): readers use
    /// the boolean itself and the mask is never selected.
    pub(super) fn strip_bool_mask(&self, mut v: SDValue) -> SDValue {
        while self.op(v) == Opcode::And && self.dag.const_int(self.operand(v, 1)) == Some(1) && self.known_bool(self.operand(v, 0)) {
            v = self.operand(v, 0);
        }
        v
    }

    fn known_bool_depth(&self, v: SDValue, depth: u32) -> bool {
        use Opcode::*;
        let dag = self.dag;
        if depth == 0 || v.res != 0 || !dag.vt(v).is_int() {
            return false;
        }
        let op = |i| dag.operand(v, i);
        match dag.opcode(v) {
            SetCC => !dag.vt(op(0)).is_vector(),
            Constant => matches!(dag.const_int(v), Some(0 | 1)),
            Target(x86_node::X87_SETCC) => true,
            And => self.known_bool_depth(op(0), depth - 1) || self.known_bool_depth(op(1), depth - 1),
            Or | Xor | Umin | Umax => self.known_bool_depth(op(0), depth - 1) && self.known_bool_depth(op(1), depth - 1),
            ZeroExtend => self.known_bool_depth(op(0), depth - 1),
            Select => self.known_bool_depth(op(1), depth - 1) && self.known_bool_depth(op(2), depth - 1),
            _ => false,
        }
    }

    fn stays_live(&self, a: SDValue) -> bool {
        self.op(a) == Opcode::CopyFromReg || !self.dag.has_one_use(a)
    }

    fn isize(&self, v: SDValue) -> Size {
        isize_of(self.vt(v)).unwrap_or(Size::S64)
    }

    /// A two-address ALU operation: immediate, folded load (either side when
    /// `commutes`), or register form.
    fn alu(
        &mut self,
        v: SDValue,
        size: Size,
        rr: fn(Size, VReg, VReg, VReg) -> MInst,
        ri: fn(Size, VReg, VReg, i32) -> MInst,
        rm: fn(Size, VReg, VReg, Addr) -> MInst,
        commutes: bool,
    ) -> R {
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        if let Some(k) = self.imm32(b) {
            let x = self.reg(a);
            let d = self.def(v);
            self.emit(ri(size, d, x, k));
            return Ok(());
        }
        if let Some(m) = self.foldable_load(b) {
            let x = self.reg(a);
            let d = self.def(v);
            self.emit(rm(size, d, x, m));
            return Ok(());
        }
        if commutes {
            if let Some(k) = self.imm32(a) {
                let x = self.reg(b);
                let d = self.def(v);
                self.emit(ri(size, d, x, k));
                return Ok(());
            }
            if let Some(m) = self.foldable_load(a) {
                let x = self.reg(b);
                let d = self.def(v);
                self.emit(rm(size, d, x, m));
                return Ok(());
            }
        }
        // The tied (overwritten) operand: one that dies here, so no copy is needed.
        let (a, b) = if commutes && self.stays_live(a) && !self.stays_live(b) { (b, a) } else { (a, b) };
        let (x, y) = (self.reg(a), self.reg(b));
        let d = self.def(v);
        self.emit(rr(size, d, x, y));
        Ok(())
    }

    /// An add worth a `lea`: it covers a scaled index, a frame object or a symbol, or
    /// three terms (base + index + displacement).
    fn lea_pattern(&self, v: SDValue) -> Option<AddrMatch> {
        let mut am = AddrMatch::default();
        if !self.match_addr(v, &mut am, 0) {
            return None;
        }
        let terms = am.base.is_some() as u32 + am.index.is_some() as u32 + (am.disp != 0) as u32;
        let scaled = am.index.is_some_and(|(_, s)| s > 1);
        (am.frame.is_some() || am.sym.is_some() || scaled || terms >= 3).then_some(am)
    }

    /// Division and remainder through rdx:rax.
    fn divide(&mut self, id: NodeId) -> R {
        use Opcode::*;
        let n = self.dag.node(id);
        let vt = n.vt(0);
        let size = isize_of(vt).filter(|&s| s != Size::S8).ok_or_else(|| err(format!("x86-64: division on {vt:?}")))?;
        let signed = matches!(n.op, SDiv | SRem | SDivRem);
        let (a, b) = (n.op(0), n.op(1));
        let lo = self.reg(a);
        let hi = self.gpr();
        if signed {
            self.emit(I::cqo(size, hi, lo));
        } else {
            self.emit(I::mov_ri(Size::S32, hi, 0));
        }
        let (q, r) = match n.op {
            SDiv | UDiv => (self.def(SDValue::new(id, 0)), self.gpr()),
            SRem | URem => (self.gpr(), self.def(SDValue::new(id, 0))),
            _ => (self.def(SDValue::new(id, 0)), self.def(SDValue::new(id, 1))),
        };
        if let Some(m) = self.foldable_load(b) {
            self.emit(if signed { I::idiv_m(size, q, r, lo, hi, m) } else { I::div_m(size, q, r, lo, hi, m) });
        } else {
            let y = self.reg(b);
            self.emit(if signed { I::idiv_r(size, q, r, lo, hi, y) } else { I::div_r(size, q, r, lo, hi, y) });
        }
        Ok(())
    }

    /// High halves of products (one-operand `mul`/`imul`: rdx:rax = rax * src).
    fn wide_mul(&mut self, id: NodeId) -> R {
        use Opcode::*;
        let n = self.dag.node(id);
        let vt = n.vt(0);
        let size = isize_of(vt).filter(|&s| s != Size::S8).ok_or_else(|| err(format!("x86-64: wide multiply on {vt:?}")))?;
        let signed = matches!(n.op, MulHS | SMulLoHi);
        let a = self.reg(n.op(0));
        let (lo, hi) = match n.op {
            MulHS | MulHU => (self.gpr(), self.def(SDValue::new(id, 0))),
            _ => (self.def(SDValue::new(id, 0)), self.def(SDValue::new(id, 1))),
        };
        let b = self.reg(n.op(1));
        self.emit(if signed { I::imul1_r(size, lo, hi, a, b) } else { I::mul_r(size, lo, hi, a, b) });
        Ok(())
    }

    /// The boolean second result of a flag-producing node: `setcc` (+ zero extension
    /// when the boolean type is wider than i8).
    fn set_bool(&mut self, v: SDValue, cc: Cc) {
        let vt = self.vt(v);
        let d = self.def(v);
        if vt == VT::I8 {
            self.emit(I::setcc(cc, d));
        } else {
            let t = self.gpr();
            self.emit(I::setcc(cc, t));
            self.emit(I::movzx8_rr(Size::S32, d, t));
        }
    }

    fn overflow_op(&mut self, id: NodeId) -> R {
        use Opcode::*;
        let n = self.dag.node(id);
        let vt = n.vt(0);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: overflow op on {vt:?}")))?;
        let (a, b) = (n.op(0), n.op(1));
        let (r, o) = (SDValue::new(id, 0), SDValue::new(id, 1));
        let cc = match n.op {
            UAddO | USubO => Cc::B,
            _ => Cc::O,
        };
        match n.op {
            SAddO | UAddO | SSubO | USubO => {
                let add = matches!(n.op, SAddO | UAddO);
                let x = self.reg(a);
                let d = self.def(r);
                if let Some(k) = self.imm32(b) {
                    self.emit(if add { I::add_ri(size, d, x, k) } else { I::sub_ri(size, d, x, k) });
                } else {
                    let y = self.reg(b);
                    self.emit(if add { I::add_rr(size, d, x, y) } else { I::sub_rr(size, d, x, y) });
                }
            }
            SMulO | UMulO if size == Size::S8 => {
                // Exact in 32 bits; overflow when the product does not survive a round
                // trip through 8 bits.
                let signed = n.op == SMulO;
                let (x, y) = (self.reg(a), self.reg(b));
                let (xe, ye) = (self.gpr(), self.gpr());
                self.emit(if signed { I::movsx8_rr(Size::S32, xe, x) } else { I::movzx8_rr(Size::S32, xe, x) });
                self.emit(if signed { I::movsx8_rr(Size::S32, ye, y) } else { I::movzx8_rr(Size::S32, ye, y) });
                let d = self.def(r);
                self.emit(I::imul_rr(Size::S32, d, xe, ye));
                let back = self.gpr();
                self.emit(if signed { I::movsx8_rr(Size::S32, back, d) } else { I::movzx8_rr(Size::S32, back, d) });
                self.emit(I::cmp_rr(Size::S32, back, d));
                self.set_bool(o, Cc::NE);
                return Ok(());
            }
            SMulO => {
                let (x, y) = (self.reg(a), self.reg(b));
                let d = self.def(r);
                self.emit(I::imul_rr(size, d, x, y));
            }
            _ => {
                let size = size.max(Size::S16);
                let (x, y) = (self.reg(a), self.reg(b));
                let d = self.def(r);
                let hi = self.gpr();
                self.emit(I::mul_r(size, d, hi, x, y));
            }
        }
        self.set_bool(o, cc);
        Ok(())
    }

    /// Multi-word add/sub step: CF from the incoming boolean (`bt $0`), then adc/sbb.
    fn carry_op(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let vt = n.vt(0);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: carry op on {vt:?}")))?;
        let (a, b, c) = (n.op(0), n.op(1), n.op(2));
        let x = self.reg(a);
        let y = self.reg(b);
        let cin = self.reg(c);
        let d = self.def(SDValue::new(id, 0));
        self.emit(I::bt_ri(Size::S32, cin, 0));
        if n.op == Opcode::UAddOCarry {
            self.emit(I::adc_rr(size, d, x, y));
        } else {
            self.emit(I::sbb_rr(size, d, x, y));
        }
        self.set_bool(SDValue::new(id, 1), Cc::B);
        Ok(())
    }

    fn funnel(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        if a == b {
            // A rotate: rol/ror (shld/shrd of a register with itself is slower).
            let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: rotate of {vt:?}")))?;
            let c = self.operand(v, 2);
            let left = self.op(v) == Opcode::Fshl;
            let x = self.reg(a);
            let d = self.def(v);
            if let Some(k) = self.dag.const_int(c) {
                let k = (k as u32 % size.bits()) as i64;
                self.emit(match (k, left) {
                    (0, _) => I::copy(d, x),
                    (_, true) => I::rol_ri(size, d, x, k),
                    _ => I::ror_ri(size, d, x, k),
                });
            } else {
                let cnt = self.reg(c);
                self.emit(if left { I::rol_rcl(size, d, x, cnt) } else { I::ror_rcl(size, d, x, cnt) });
            }
            return Ok(());
        }
        let size = isize_of(vt).filter(|&s| s >= Size::S32).ok_or_else(|| err(format!("x86-64: funnel shift on {vt:?}")))?;
        let (a, b, c) = (self.operand(v, 0), self.operand(v, 1), self.operand(v, 2));
        let left = self.op(v) == Opcode::Fshl;
        // fshl(a, b, c) = shld a, b; fshr(a, b, c) = shrd b, a.
        let (dst_src, from) = if left { (a, b) } else { (b, a) };
        let x = self.reg(dst_src);
        let y = self.reg(from);
        let d = self.def(v);
        if let Some(k) = self.dag.const_int(c) {
            let k = (k as u32 % size.bits()) as i64;
            if k == 0 {
                self.emit(I::copy(d, x));
            } else if left {
                self.emit(I::shld_rri(size, d, x, y, k));
            } else {
                self.emit(I::shrd_rri(size, d, x, y, k));
            }
        } else {
            let cnt = self.reg(c);
            // The count must be an i8 in %cl; wider counts are used by their low byte.
            self.emit(if left { I::shld_rrcl(size, d, x, y, cnt) } else { I::shrd_rrcl(size, d, x, y, cnt) });
        }
        Ok(())
    }

    /// ctpop (popcnt), ctlz/cttz via bsr/bsf with the zero case by cmov (lzcnt/tzcnt
    /// when available).
    fn bit_count(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let op = self.op(v);
        let vt = self.vt(v);
        let size = isize_of(vt).filter(|&s| s >= Size::S16).ok_or_else(|| err(format!("x86-64: {op:?} on {vt:?}")))?;
        let a = self.operand(v, 0);
        let bits = size.bits() as i64;
        let x = self.reg(a);
        let d = self.def(v);
        match op {
            Ctpop => self.emit(I::popcnt_rr(size, d, x)),
            Ctlz | CtlzZeroUndef if self.t.features.lzcnt => self.emit(I::lzcnt_rr(size, d, x)),
            Cttz | CttzZeroUndef if self.t.features.bmi => self.emit(I::tzcnt_rr(size, d, x)),
            CtlzZeroUndef => {
                // bsr gives the index of the top set bit; w-1-i == i ^ (w-1).
                let t = self.gpr();
                self.emit(I::bsr_rr(size, t, x));
                self.emit(I::xor_ri(size, d, t, (bits - 1) as i32));
            }
            Ctlz => {
                // Zero input: bsr sets ZF (destination undefined); pick 2w-1 so the xor
                // gives w.
                let k = self.gpr();
                self.emit(I::mov_ri(Size::S32, k, 2 * bits - 1));
                let t = self.gpr();
                self.emit(I::bsr_rr(size, t, x));
                let u = self.gpr();
                self.emit(I::cmov_rr(size.max(Size::S16), Cc::E, u, t, k));
                self.emit(I::xor_ri(size, d, u, (bits - 1) as i32));
            }
            CttzZeroUndef => self.emit(I::bsf_rr(size, d, x)),
            _ => {
                let k = self.gpr();
                self.emit(I::mov_ri(Size::S32, k, bits));
                let t = self.gpr();
                self.emit(I::bsf_rr(size, t, x));
                self.emit(I::cmov_rr(size, Cc::E, d, t, k));
            }
        }
        Ok(())
    }

    fn bswap(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let x = self.reg(self.operand(v, 0));
        let d = self.def(v);
        match isize_of(vt) {
            Some(Size::S16) => self.emit(I::rol_ri(Size::S16, d, x, 8)),
            Some(s @ (Size::S32 | Size::S64)) => self.emit(I::bswap(s, d, x)),
            _ => return Err(err(format!("x86-64: bswap on {vt:?}"))),
        }
        Ok(())
    }

    /// |a|: `neg` then `cmovs` back to a.
    fn abs(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let size = isize_of(vt).filter(|&s| s >= Size::S16).ok_or_else(|| err(format!("x86-64: abs on {vt:?}")))?;
        let x = self.reg(self.operand(v, 0));
        let n = self.gpr();
        self.emit(I::neg_r(size, n, x));
        let d = self.def(v);
        self.emit(I::cmov_rr(size, Cc::S, d, n, x));
        Ok(())
    }

    fn min_max(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let vt = self.vt(v);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: min/max on {vt:?}")))?;
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        let cc = match self.op(v) {
            Smin => Cc::L,
            Smax => Cc::G,
            Umin => Cc::B,
            _ => Cc::A,
        };
        let (x, y) = (self.reg(a), self.reg(b));
        self.emit(I::cmp_rr(size, x, y));
        let d = self.def(v);
        // d = a cc b ? a : b
        self.emit(I::cmov_rr(size.max(Size::S32), cc, d, y, x));
        Ok(())
    }

    // ---- extensions ----

    fn extend(&mut self, v: SDValue) -> R {
        let signed = self.op(v) == Opcode::SignExtend;
        let a = self.operand(v, 0);
        let (from, to) = (self.vt(a), self.vt(v));
        let a = if signed { a } else { self.strip_bool_mask(a) };
        let to_size = isize_of(to).ok_or_else(|| err(format!("x86-64: extension to {to:?}")))?;
        let from_size = isize_of(from).ok_or_else(|| err(format!("x86-64: extension from {from:?}")))?;
        // The destination of movzx: 32 bits also clears the upper half of a 64-bit register.
        let zsize = if to_size == Size::S64 { Size::S32 } else { to_size.max(Size::S32) };
        let ssize = to_size.max(Size::S32);
        if let Some(m) = self.foldable_load(a) {
            let d = self.def(v);
            let mi = match (from_size, signed) {
                (Size::S8, false) => I::movzx8_rm(zsize, d, m),
                (Size::S16, false) => I::movzx16_rm(zsize, d, m),
                (Size::S32, false) => I::mov_rm(Size::S32, d, m),
                (Size::S8, true) => I::movsx8_rm(ssize, d, m),
                (Size::S16, true) => I::movsx16_rm(ssize, d, m),
                (Size::S32, true) => I::movsx32_rm(Size::S64, d, m),
                _ => I::mov_rm(to_size, d, m),
            };
            self.emit(mi);
            return Ok(());
        }
        let x = self.reg(a);
        let d = self.def(v);
        if !signed && from_size == Size::S32 && to_size == Size::S64 && self.writes_zero_extended_32(a) {
            // The 32-bit instruction that computed `a` already cleared the upper half.
            self.emit(I::copy(d, x));
            return Ok(());
        }
        let mi = match (from_size, signed) {
            _ if from_size == to_size => I::copy(d, x),
            (Size::S8, false) => I::movzx8_rr(zsize, d, x),
            (Size::S16, false) => I::movzx16_rr(zsize, d, x),
            (Size::S32, false) => I::mov_rr(Size::S32, d, x),
            (Size::S8, true) => I::movsx8_rr(ssize, d, x),
            (Size::S16, true) => I::movsx16_rr(ssize, d, x),
            (Size::S32, true) => I::movsx32_rr(Size::S64, d, x),
            _ => I::copy(d, x),
        };
        self.emit(mi);
        Ok(())
    }

    fn sext_inreg(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: sign_extend_inreg on {vt:?}")))?;
        let from = match *self.dag.data(v) {
            NodeData::VT(f) => f.bits(),
            _ => return Err(err("sign_extend_inreg without type")),
        };
        let x = self.reg(self.operand(v, 0));
        let d = self.def(v);
        let s = size.max(Size::S32);
        match from {
            8 => self.emit(I::movsx8_rr(s, d, x)),
            16 if size >= Size::S32 => self.emit(I::movsx16_rr(s, d, x)),
            32 if size == Size::S64 => self.emit(I::movsx32_rr(Size::S64, d, x)),
            _ => {
                let k = (size.bits() - from) as i64;
                let t = self.gpr();
                self.emit(I::shl_ri(size, t, x, k));
                self.emit(I::sar_ri(size, d, t, k));
            }
        }
        Ok(())
    }

    // ---- comparisons, selects, branches ----

    /// Emits the comparison `a cc b` and returns how to test its flags. `fold` allows
    /// covering loads among the operands (the comparison is the only user).
    fn compare(&mut self, a: SDValue, b: SDValue, cc: CondCode, fold: bool) -> R<Flags> {
        let vt = self.vt(a);
        if cc.is_float() {
            return self.float_compare(a, b, cc, fold);
        }
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: comparison of {vt:?}")))?;
        let c = int_cc(cc);
        // Against zero: `test` gives the flags of `cmp x, 0` for every condition.
        if self.dag.const_int(b) == Some(0) {
            if self.op(a) == Opcode::And {
                let (x, y) = (self.operand(a, 0), self.operand(a, 1));
                if let Some(k) = self.imm32(y) {
                    // (Not when the `and` is also materialized: its own selection reads
                    // the load, which must then stay a load.)
                    if fold && self.dag.has_one_use(a) && !self.cx.is_needed(a) && self.can_fold(x) {
                        if let Some(m) = self.foldable_load(x) {
                            self.emit(I::test_mi(size, m, k));
                            return Ok(Flags::One(c));
                        }
                    }
                    let r = self.reg(x);
                    self.emit(I::test_ri(size, r, k));
                } else {
                    let (r, s) = (self.reg(x), self.reg(y));
                    self.emit(I::test_rr(size, r, s));
                }
                return Ok(Flags::One(c));
            }
            if fold && self.can_fold(a) {
                if let Some(m) = self.foldable_load(a) {
                    self.emit(I::cmp_mi(size, m, 0));
                    return Ok(Flags::One(c));
                }
            }
            let r = self.reg(a);
            self.emit(I::test_rr(size, r, r));
            return Ok(Flags::One(c));
        }
        if let Some(k) = self.imm32(b) {
            if fold && self.can_fold(a) {
                if let Some(m) = self.foldable_load(a) {
                    self.emit(I::cmp_mi(size, m, k));
                    return Ok(Flags::One(c));
                }
            }
            let r = self.reg(a);
            self.emit(I::cmp_ri(size, r, k));
            return Ok(Flags::One(c));
        }
        if fold && self.can_fold(b) {
            if let Some(m) = self.foldable_load(b) {
                let r = self.reg(a);
                self.emit(I::cmp_rm(size, r, m));
                return Ok(Flags::One(c));
            }
        }
        if fold && self.can_fold(a) {
            if let Some(m) = self.foldable_load(a) {
                let r = self.reg(b);
                self.emit(I::cmp_mr(size, m, r));
                return Ok(Flags::One(c));
            }
        }
        let (x, y) = (self.reg(a), self.reg(b));
        self.emit(I::cmp_rr(size, x, y));
        Ok(Flags::One(c))
    }

    /// `ucomiss`/`ucomisd`: unordered operands set ZF, PF and CF, so the ordered
    /// conditions test "above" on swapped operands and `oeq`/`une` need PF too.
    fn float_compare(&mut self, a: SDValue, b: SDValue, cc: CondCode, fold: bool) -> R<Flags> {
        let (swap, f) = fcmp_flags(cc);
        if let Flags::Const(_) = f {
            return Ok(f);
        }
        let (x, y) = if swap { (b, a) } else { (a, b) };
        let vt = self.vt(x);
        let double = match vt {
            VT::F32 => false,
            VT::F64 => true,
            _ => return Err(err(format!("x86-64: float comparison of {vt:?}"))),
        };
        let r = self.reg(x);
        if fold && self.can_fold(y) {
            if let Some(m) = self.foldable_load(y) {
                self.emit(if double { I::ucomisd_rm(r, m) } else { I::ucomiss_rm(r, m) });
                return Ok(f);
            }
        }
        let s = self.reg(y);
        self.emit(if double { I::ucomisd_rr(r, s) } else { I::ucomiss_rr(r, s) });
        Ok(f)
    }

    /// The flags for using boolean `c` (0/1 in its low bit) as a condition: a fused
    /// comparison when `c` is a `SetCC`, else `test $1`.
    fn cond_flags(&mut self, c: SDValue) -> R<Flags> {
        let dag = self.dag;
        match dag.opcode(c) {
            Opcode::SetCC if !dag.vt(dag.operand(c, 0)).is_vector() => {
                let cc = dag.data(c).cc().unwrap_or(CondCode::Ne);
                // The comparison may cover a load only when `c` is not also materialized
                // as a 0/1 value (a rule covering this node's user read it, e.g. the
                // branch on `select c, x, false` that tests `c` and `x`): the setcc's
                // own comparison then reads the load too, which a covered load never
                // defines.
                let fold = dag.has_one_use(c) && !self.cx.is_needed(c);
                return self.compare(dag.operand(c, 0), dag.operand(c, 1), cc, fold);
            }
            Opcode::Xor if dag.const_int(dag.operand(c, 1)) == Some(1) && dag.opcode(dag.operand(c, 0)) == Opcode::SetCC => {
                let s = dag.operand(c, 0);
                if !dag.vt(dag.operand(s, 0)).is_vector() {
                    let cc = dag.data(s).cc().unwrap_or(CondCode::Ne);
                    let fold = dag.has_one_use(c) && dag.has_one_use(s) && !self.cx.is_needed(c) && !self.cx.is_needed(s);
                    return Ok(self.compare(dag.operand(s, 0), dag.operand(s, 1), cc, fold)?.invert());
                }
            }
            Opcode::Constant => return Ok(Flags::Const(dag.const_int(c).unwrap_or(0) & 1 == 1)),
            // Only bit 0 of a condition counts: `x & y` (also `select x, y, false`) is one
            // `test` when either side has no other bits set.
            Opcode::And | Opcode::Select
                if dag.vt(c).is_int()
                    && (dag.opcode(c) == Opcode::And || dag.const_int(dag.operand(c, 2)) == Some(0))
                    && (self.known_bool(dag.operand(c, 0)) || self.known_bool(dag.operand(c, 1)))
                    && dag.const_int(dag.operand(c, 1)).is_none() =>
            {
                let (x, y) = (self.reg(dag.operand(c, 0)), self.reg(dag.operand(c, 1)));
                self.emit(I::test_rr(Size::S8, x, y));
                return Ok(Flags::One(Cc::NE));
            }
            _ => {}
        }
        let r = self.reg(c);
        self.emit(I::test_ri(Size::S8, r, 1));
        Ok(Flags::One(Cc::NE))
    }

    /// Materializes flags as a 0/1 byte in `d`. The last instruction sets ZF from the
    /// result, so `Flags::One(NE)` tests it afterwards.
    pub(super) fn flags_to_bool(&mut self, f: Flags, d: VReg) {
        match f {
            Flags::One(c) => self.emit(I::setcc(c, d)),
            Flags::And(a, b) | Flags::Or(a, b) => {
                let (x, y) = (self.gpr(), self.gpr());
                self.emit(I::setcc(a, x));
                self.emit(I::setcc(b, y));
                if matches!(f, Flags::And(..)) {
                    self.emit(I::and_rr(Size::S8, d, x, y));
                } else {
                    self.emit(I::or_rr(Size::S8, d, x, y));
                }
            }
            Flags::Const(b) => self.emit(I::mov_ri(Size::S32, d, b as i64)),
        }
    }

    fn branch(&mut self, f: Flags, t: MBlockId, e: MBlockId) {
        match f {
            Flags::One(c) => self.emit(I::brcond(c, t, e)),
            Flags::Const(b) => self.emit(I::jmp(if b { t } else { e })),
            _ => {
                let r = self.gpr();
                self.flags_to_bool(f, r);
                self.emit(I::brcond(Cc::NE, t, e));
            }
        }
    }

    fn setcc(&mut self, v: SDValue) -> R {
        let cc = self.dag.data(v).cc().ok_or_else(|| err("SetCC without condition"))?;
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        let f = self.compare(a, b, cc, true)?;
        let vt = self.vt(v);
        let d = self.def(v);
        if vt == VT::I8 {
            self.flags_to_bool(f, d);
        } else {
            let t = self.gpr();
            self.flags_to_bool(f, t);
            self.emit(I::movzx8_rr(Size::S32, d, t));
        }
        Ok(())
    }

    /// `d = f ? tv : fv` with cmov (two for the two-flag conditions).
    fn cmov(&mut self, f: Flags, size: Size, tv: VReg, fv: VReg, d: VReg) {
        match f {
            Flags::One(c) => self.emit(I::cmov_rr(size, c, d, fv, tv)),
            Flags::And(a, b) => {
                let t = self.gpr();
                self.emit(I::cmov_rr(size, a.invert(), t, tv, fv));
                self.emit(I::cmov_rr(size, b.invert(), d, t, fv));
            }
            Flags::Or(a, b) => {
                let t = self.gpr();
                self.emit(I::cmov_rr(size, a, t, fv, tv));
                self.emit(I::cmov_rr(size, b, d, t, tv));
            }
            // (A 32-bit move keeps the upper half zero, as cmov would.)
            Flags::Const(b) => self.emit(I::mov_rr(size, d, if b { tv } else { fv })),
        }
    }

    fn select(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let (c, t, f) = (self.operand(v, 0), self.operand(v, 1), self.operand(v, 2));
        // Logic on booleans: `select c, t, false` is `c & t`, `select c, true, f` is `c | f`.
        if vt.is_int() && self.known_bool(c) {
            let (ct, cf) = (self.dag.const_int(t), self.dag.const_int(f));
            let size = isize_of(vt).unwrap_or(Size::S32).max(Size::S32);
            if cf == Some(0) && ct.is_none() && self.known_bool(t) {
                let (x, y) = (self.reg(c), self.reg(t));
                let d = self.def(v);
                self.emit(I::and_rr(size, d, x, y));
                return Ok(());
            }
            if ct == Some(1) && cf.is_none() && self.known_bool(f) {
                let (x, y) = (self.reg(c), self.reg(f));
                let d = self.def(v);
                self.emit(I::or_rr(size, d, x, y));
                return Ok(());
            }
        }
        if let Some(size) = isize_of(vt) {
            let (tv, fv) = (self.reg(t), self.reg(f));
            let fl = self.cond_flags(c)?;
            let d = self.def(v);
            self.cmov(fl, size.max(Size::S32), tv, fv, d);
            return Ok(());
        }
        // Floats chosen by a comparison of floats of the same type: a cmpss/cmpsd mask
        // and logic (`(m & t) | (~m & f)`), all in XMM registers.
        if matches!(vt, VT::F32 | VT::F64) && self.op(c) == Opcode::SetCC && self.vt(self.operand(c, 0)) == vt {
            if let Some((pred, swap)) = self.dag.data(c).cc().and_then(cmp_predicate) {
                let (a, b) = (self.operand(c, 0), self.operand(c, 1));
                let (a, b) = if swap { (b, a) } else { (a, b) };
                let (x, y) = (self.reg(a), self.reg(b));
                let m = self.xmm();
                self.emit(if vt == VT::F64 { I::cmpsd_rri(m, x, y, pred) } else { I::cmpss_rri(m, x, y, pred) });
                let (tv, fv) = (self.reg(t), self.reg(f));
                let (p, q) = (self.xmm(), self.xmm());
                self.emit(I::andps_rr(p, m, tv));
                self.emit(I::andnps_rr(q, m, fv));
                let d = self.def(v);
                self.emit(I::orps_rr(d, p, q));
                return Ok(());
            }
        }
        // Floats: through GPRs (cmov), which keeps the choice branch-free.
        type Mov = fn(VReg, VReg) -> MInst;
        let (to_gpr, to_xmm): (Mov, Mov) = match vt {
            VT::F32 => (|d, s| I::movd_rx(d, s), |d, s| I::movd_xr(d, s)),
            VT::F64 => (|d, s| I::movq_rx(d, s), |d, s| I::movq_xr(d, s)),
            _ => return Err(err(format!("x86-64: select of {vt:?}"))),
        };
        let (tx, fx) = (self.reg(t), self.reg(f));
        let (tg, fg) = (self.gpr(), self.gpr());
        self.emit(to_gpr(tg, tx));
        self.emit(to_gpr(fg, fx));
        let fl = self.cond_flags(c)?;
        let r = self.gpr();
        self.cmov(fl, Size::S64, tg, fg, r);
        let d = self.def(v);
        self.emit(to_xmm(d, r));
        Ok(())
    }

    /// `BrJT`: a PIC-safe table of 32-bit entries, each the target block's offset minus
    /// the table's address: `lea table(%rip), t; movslq (t,i,4), e; add t, e; jmp *e`.
    fn jump_table(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let NodeData::JumpTable(jt) = n.data else { return Err(err("BrJT without table")) };
        let i = self.reg(n.op(1));
        let t = self.gpr();
        self.emit(I::lea(Size::S64, t, Addr::rip(SymbolRef::JumpTable(jt), 0)));
        let e = self.gpr();
        self.emit(I::movsx32_rm(Size::S64, e, Addr::bis(t, i, 4, 0)));
        let s = self.gpr();
        self.emit(I::add_rr(Size::S64, s, e, t));
        self.emit(I::jmp_r(s));
        Ok(())
    }

    // ---- memory ----

    fn load(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let v = SDValue::new(id, 0);
        let m = *n.data.mem().ok_or_else(|| err("load without memory info"))?;
        if !self.cx.is_needed(v) && m.is_simple() {
            return Ok(());
        }
        let vt = n.vt(0);
        let a = self.addr(n.op(1));
        let d = self.def(v);
        let mbits = m.mem_vt.bits();
        if let Some(size) = isize_of(vt) {
            let zsize = if size == Size::S64 { Size::S32 } else { size.max(Size::S32) };
            let mi = match (mbits, m.ext) {
                (b, _) if b == vt.bits() => I::mov_rm(size, d, a),
                (8, ExtKind::SignExt) => I::movsx8_rm(size.max(Size::S32), d, a),
                (16, ExtKind::SignExt) => I::movsx16_rm(size.max(Size::S32), d, a),
                (32, ExtKind::SignExt) => I::movsx32_rm(Size::S64, d, a),
                (8, _) => I::movzx8_rm(zsize, d, a),
                (16, _) => I::movzx16_rm(zsize, d, a),
                (32, _) => I::mov_rm(Size::S32, d, a),
                (24 | 40 | 48 | 56, ext) if mbits < vt.bits() => {
                    self.odd_load(d, a, mbits, size, ext == ExtKind::SignExt);
                    return Ok(());
                }
                _ => return Err(err(format!("x86-64: load of {:?} into {vt:?}", m.mem_vt))),
            };
            self.emit(mi);
            return Ok(());
        }
        match (vt, m.mem_vt) {
            (VT::F32, VT::F32) => self.emit(I::movss_rm(d, a)),
            (VT::F64, VT::F64) => self.emit(I::movsd_rm(d, a)),
            (VT::F64, VT::F32) => {
                let z = self.undef(XMM);
                self.emit(I::cvtss2sd_rm(d, z, a));
            }
            (VT::V(..), mv) if mv.bits() == 128 => {
                let aligned = m.align() >= 16;
                let float = vt.is_float_or_float_vector();
                self.emit(match (aligned, float) {
                    (true, true) => I::movaps_rm(d, a),
                    (false, true) => I::movups_rm(d, a),
                    (true, false) => I::movdqa_rm(d, a),
                    (false, false) => I::movdqu_rm(d, a),
                });
            }
            (VT::V(..), mv) if mv.bits() == 64 => self.emit(I::movq_xm(d, a)),
            (VT::V(..), mv) if mv.bits() == 32 => self.emit(I::movd_xm(d, a)),
            _ => return Err(err(format!("x86-64: load of {:?} into {vt:?}", m.mem_vt))),
        }
        Ok(())
    }

    fn store(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let m = *n.data.mem().ok_or_else(|| err("store without memory info"))?;
        let (val, ptr) = (n.op(1), n.op(2));
        let vt = self.vt(val);
        if let Some(vsize) = isize_of(vt) {
            let size = isize_of(m.mem_vt).unwrap_or(vsize);
            if m.ordering == Some(rllc_ir::inst::Ordering::SeqCst) {
                // A sequentially consistent store: xchg (implicitly locked).
                let x = self.reg(val);
                let a = self.addr(ptr);
                let dead = self.gpr();
                self.emit(I::xchg_mr(size, a, dead, x));
                return Ok(());
            }
            if size == vsize && m.is_simple() && self.rmw_store(val, ptr, size)? {
                return Ok(());
            }
            if !matches!(m.mem_vt.bits(), 8 | 16 | 32 | 64) {
                let x = self.reg(val);
                let a = self.addr(ptr);
                self.odd_store(a, x, m.mem_vt.bits());
                return Ok(());
            }
            if let Some(k) = self.imm32(val) {
                let a = self.addr(ptr);
                self.emit(I::mov_mi(size, a, k));
                return Ok(());
            }
            let x = self.reg(val);
            let a = self.addr(ptr);
            self.emit(I::mov_mr(size, a, x));
            return Ok(());
        }
        let x = self.reg(val);
        let a = self.addr(ptr);
        match (vt, m.mem_vt) {
            (VT::F32, VT::F32) => self.emit(I::movss_mr(a, x)),
            (VT::F64, VT::F64) => self.emit(I::movsd_mr(a, x)),
            (VT::V(..), mv) if mv.bits() == 128 => {
                let aligned = m.align() >= 16;
                let float = vt.is_float_or_float_vector();
                self.emit(match (aligned, float) {
                    (true, true) => I::movaps_mr(a, x),
                    (false, true) => I::movups_mr(a, x),
                    (true, false) => I::movdqa_mr(a, x),
                    (false, false) => I::movdqu_mr(a, x),
                });
            }
            (VT::V(..), mv) if mv.bits() == 64 => self.emit(I::movq_mx(a, x)),
            (VT::V(..), mv) if mv.bits() == 32 => self.emit(I::movd_mx(a, x)),
            _ => return Err(err(format!("x86-64: store of {vt:?} as {:?}", m.mem_vt))),
        }
        if m.ordering == Some(rllc_ir::inst::Ordering::SeqCst) {
            self.emit(I::mfence());
        }
        Ok(())
    }

    /// A load of a memory integer of 3, 5, 6 or 7 bytes: power-of-two pieces from low to
    /// high, shifted into place (the top piece sign-extended for `signed`).
    fn odd_load(&mut self, d: VReg, a: Addr, bits: u32, size: Size, signed: bool) {
        let mut acc: Option<VReg> = None;
        let mut at = 0u32;
        while at < bits {
            let rest = bits - at;
            let piece = if rest >= 32 { 32 } else if rest >= 16 { 16 } else { 8 };
            let top = at + piece == bits;
            let t = self.gpr();
            let pa = a.offset_by((at / 8) as i64);
            self.emit(match (piece, top && signed) {
                (32, _) => I::mov_rm(Size::S32, t, pa),
                (16, true) => I::movsx16_rm(Size::S64, t, pa),
                (16, false) => I::movzx16_rm(Size::S32, t, pa),
                (_, true) => I::movsx8_rm(Size::S64, t, pa),
                _ => I::movzx8_rm(Size::S32, t, pa),
            });
            let shifted = if at == 0 {
                t
            } else {
                let s = self.gpr();
                self.emit(I::shl_ri(Size::S64, s, t, at as i64));
                s
            };
            acc = Some(match acc {
                None => shifted,
                Some(prev) => {
                    let o = if top { d } else { self.gpr() };
                    self.emit(I::or_rr(size.max(Size::S32), o, prev, shifted));
                    o
                }
            });
            at += piece;
        }
    }

    /// A truncating store of the low 3, 5, 6 or 7 bytes of `x`.
    fn odd_store(&mut self, a: Addr, x: VReg, bits: u32) {
        let mut at = 0u32;
        let mut cur = x;
        while at < bits {
            let rest = bits - at;
            let piece = if rest >= 32 { 32 } else if rest >= 16 { 16 } else { 8 };
            let size = Size::from_bytes((piece / 8) as u64).unwrap_or(Size::S8);
            self.emit(I::mov_mr(size, a.offset_by((at / 8) as i64), cur));
            at += piece;
            if at < bits {
                let n = self.gpr();
                self.emit(I::shr_ri(Size::S64, n, cur, piece as i64));
                cur = n;
            }
        }
    }

    /// `store (op (load p), x), p` as one read-modify-write instruction.
    fn rmw_store(&mut self, val: SDValue, ptr: SDValue, size: Size) -> R<bool> {
        use Opcode::*;
        let dag = self.dag;
        let op = dag.opcode(val);
        if !matches!(op, Add | Sub | And | Or | Xor | Shl | Srl | Sra) || !dag.has_one_use(val) {
            return Ok(false);
        }
        let (a, b) = (dag.operand(val, 0), dag.operand(val, 1));
        // The loaded operand: the left one (or the right one for commutative ops).
        let is_ld = |x: SDValue| self.can_fold(x) && dag.operand(x, 1) == ptr;
        let (ld, other) = if is_ld(a) {
            (a, b)
        } else if is_ld(b) && matches!(op, Add | And | Or | Xor) {
            (b, a)
        } else {
            return Ok(false);
        };
        if matches!(op, Shl | Srl | Sra) {
            let Some(k) = dag.const_int(other) else { return Ok(false) };
            if !self.cx.try_sink(ld) {
                return Ok(false);
            }
            let m = self.addr(ptr);
            let k = (k as u32 & (size.bits() - 1)) as i64;
            self.emit(match op {
                Shl => I::shl_mi(size, m, k),
                Srl => I::shr_mi(size, m, k),
                _ => I::sar_mi(size, m, k),
            });
            return Ok(true);
        }
        let imm = self.imm32(other);
        if !self.cx.try_sink(ld) {
            return Ok(false);
        }
        if let Some(k) = imm {
            let m = self.addr(ptr);
            self.emit(match op {
                Add => I::add_mi(size, m, k),
                Sub => I::sub_mi(size, m, k),
                And => I::and_mi(size, m, k),
                Or => I::or_mi(size, m, k),
                _ => I::xor_mi(size, m, k),
            });
        } else {
            let x = self.reg(other);
            let m = self.addr(ptr);
            self.emit(match op {
                Add => I::add_mr(size, m, x),
                Sub => I::sub_mr(size, m, x),
                And => I::and_mr(size, m, x),
                Or => I::or_mr(size, m, x),
                _ => I::xor_mr(size, m, x),
            });
        }
        Ok(true)
    }

    fn dyn_alloca(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let align = n.data.int().unwrap_or(16).max(16) as i64;
        let size = n.op(1);
        // rsp -= round_up(size, 16); then align down further if asked.
        let s = self.reg(size);
        let r = self.gpr();
        self.emit(I::lea(Size::S64, r, Addr::base(s, 15)));
        let r2 = self.gpr();
        self.emit(I::and_ri(Size::S64, r2, r, -16));
        self.emit(I::sub_rr(Size::S64, RSP, RSP, r2).with_flags(inst_flags::SIDE_EFFECTS));
        if align > 16 {
            self.emit(I::and_ri(Size::S64, RSP, RSP, -align as i32).with_flags(inst_flags::SIDE_EFFECTS));
        }
        // The allocation starts above the reserved outgoing-argument area (abi.rs).
        let d = self.def(SDValue::new(id, 0));
        let area = super::abi::dynamic_area(self.cx.mf);
        self.emit(I::lea(Size::S64, d, Addr::frame(area, 0)));
        Ok(())
    }

    fn atomic_rmw(&mut self, id: NodeId) -> R {
        use Opcode::*;
        let n = self.dag.node(id);
        let v = SDValue::new(id, 0);
        let vt = n.vt(0);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: atomic on {vt:?}")))?;
        let (ptr, val) = (n.op(1), n.op(2));
        let used = self.cx.is_needed(v);
        match n.op {
            AtomicSwap => {
                let x = self.reg(val);
                let a = self.addr(ptr);
                let d = self.def(v);
                self.emit(I::xchg_mr(size, a, d, x));
            }
            AtomicAdd | AtomicSub if used => {
                let mut x = self.reg(val);
                if n.op == AtomicSub {
                    let t = self.gpr();
                    self.emit(I::neg_r(size, t, x));
                    x = t;
                }
                let a = self.addr(ptr);
                let d = self.def(v);
                self.emit(I::lock_xadd(size, a, d, x));
            }
            AtomicAdd | AtomicSub | AtomicAnd | AtomicOr | AtomicXor if !used => {
                if let Some(k) = self.imm32(val) {
                    let a = self.addr(ptr);
                    self.emit(match n.op {
                        AtomicAdd => I::lock_add_mi(size, a, k),
                        AtomicSub => I::lock_sub_mi(size, a, k),
                        AtomicAnd => I::lock_and_mi(size, a, k),
                        AtomicOr => I::lock_or_mi(size, a, k),
                        _ => I::lock_xor_mi(size, a, k),
                    });
                } else {
                    let x = self.reg(val);
                    let a = self.addr(ptr);
                    self.emit(match n.op {
                        AtomicAdd => I::lock_add_mr(size, a, x),
                        AtomicSub => I::lock_sub_mr(size, a, x),
                        AtomicAnd => I::lock_and_mr(size, a, x),
                        AtomicOr => I::lock_or_mr(size, a, x),
                        _ => I::lock_xor_mr(size, a, x),
                    });
                }
            }
            _ => self.atomic_loop(id, size)?,
        }
        Ok(())
    }

    /// An atomic read-modify-write as a `lock cmpxchg` retry loop (split into blocks by
    /// `expand::split_loops`): load the old value, compute the new one, try to swap,
    /// retry while another thread changed the value meanwhile.
    fn atomic_loop(&mut self, id: NodeId, size: Size) -> R {
        use super::expand::{loop_begin, loop_end};
        use Opcode::*;
        let n = self.dag.node(id);
        let (ptr, val) = (n.op(1), n.op(2));
        let op = n.op;
        let x = self.reg(val);
        let a = self.addr(ptr);
        let old = self.gpr();
        self.emit(I::mov_rm(size, old, a));
        // Constants the body needs, made before the loop.
        let zero = if op == AtomicUIncWrap {
            let z = self.gpr();
            self.emit(I::mov_ri(Size::S32, z, 0));
            Some(z)
        } else {
            None
        };
        self.emit(loop_begin());
        let cs = size.max(Size::S32);
        let t = self.gpr();
        match op {
            AtomicAnd => self.emit(I::and_rr(size, t, old, x)),
            AtomicOr => self.emit(I::or_rr(size, t, old, x)),
            AtomicXor => self.emit(I::xor_rr(size, t, old, x)),
            AtomicNand => {
                let u = self.gpr();
                self.emit(I::and_rr(size, u, old, x));
                self.emit(I::not_r(size, t, u));
            }
            AtomicMin | AtomicMax | AtomicUMin | AtomicUMax => {
                let cc = match op {
                    AtomicMin => Cc::L,
                    AtomicMax => Cc::G,
                    AtomicUMin => Cc::B,
                    _ => Cc::A,
                };
                self.emit(I::cmp_rr(size, old, x));
                // t = old cc x ? old : x
                self.emit(I::cmov_rr(cs, cc, t, x, old));
            }
            AtomicUIncWrap => {
                // t = old >= x ? 0 : old + 1
                let inc = self.gpr();
                self.emit(I::copy(inc, old));
                let inc2 = self.gpr();
                self.emit(I::add_ri(size, inc2, inc, 1));
                self.emit(I::cmp_rr(size, old, x));
                self.emit(I::cmov_rr(cs, Cc::AE, t, inc2, zero.unwrap_or(x)));
            }
            AtomicUDecWrap => {
                // t = old == 0 || old > x ? x : old - 1
                let dec = self.gpr();
                self.emit(I::copy(dec, old));
                let dec2 = self.gpr();
                self.emit(I::sub_ri(size, dec2, dec, 1));
                self.emit(I::cmp_rr(size, old, x));
                let t1 = self.gpr();
                self.emit(I::cmov_rr(cs, Cc::A, t1, dec2, x));
                self.emit(I::test_rr(size, old, old));
                self.emit(I::cmov_rr(cs, Cc::E, t, t1, x));
            }
            o => return Err(err(format!("x86-64: atomic {o:?} is not supported"))),
        }
        self.emit(I::lock_cmpxchg(size, a, t, old, old));
        self.emit(loop_end(Cc::NE));
        let v = SDValue::new(id, 0);
        if self.cx.is_needed(v) {
            let d = self.def(v);
            self.emit(I::copy(d, old));
        }
        Ok(())
    }

    /// Atomic exchange and add/subtract of f32/f64: the bits through a GPR (`xchg`, or a
    /// `lock cmpxchg` loop around the SSE arithmetic).
    fn atomic_float(&mut self, id: NodeId) -> R {
        use super::expand::{loop_begin, loop_end};
        let n = self.dag.node(id);
        let v = SDValue::new(id, 0);
        let double = n.vt(0) == VT::F64;
        let size = if double { Size::S64 } else { Size::S32 };
        let to_gpr = |d: VReg, s: VReg| if double { I::movq_rx(d, s) } else { I::movd_rx(d, s) };
        let to_xmm = |d: VReg, s: VReg| if double { I::movq_xr(d, s) } else { I::movd_xr(d, s) };
        let (ptr, val) = (n.op(1), n.op(2));
        let x = self.reg(val);
        let a = self.addr(ptr);
        let old = self.gpr();
        if n.op == Opcode::AtomicSwap {
            let g = self.gpr();
            self.emit(to_gpr(g, x));
            self.emit(I::xchg_mr(size, a, old, g));
        } else {
            self.emit(I::mov_rm(size, old, a));
            self.emit(loop_begin());
            let xo = self.xmm();
            self.emit(to_xmm(xo, old));
            let t = self.xmm();
            self.emit(match (n.op == Opcode::AtomicFAdd, double) {
                (true, true) => I::addsd_rr(t, xo, x),
                (true, false) => I::addss_rr(t, xo, x),
                (false, true) => I::subsd_rr(t, xo, x),
                (false, false) => I::subss_rr(t, xo, x),
            });
            let new = self.gpr();
            self.emit(to_gpr(new, t));
            self.emit(I::lock_cmpxchg(size, a, new, old, old));
            self.emit(loop_end(Cc::NE));
        }
        if self.cx.is_needed(v) {
            let d = self.def(v);
            self.emit(to_xmm(d, old));
        }
        Ok(())
    }

    fn cmpxchg(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let vt = n.vt(0);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: cmpxchg on {vt:?}")))?;
        let (ptr, cmp, new) = (n.op(1), n.op(2), n.op(3));
        let e = self.reg(cmp);
        let x = self.reg(new);
        let a = self.addr(ptr);
        let old = self.def(SDValue::new(id, 0));
        self.emit(I::lock_cmpxchg(size, a, x, old, e));
        self.set_bool(SDValue::new(id, 1), Cc::E);
        Ok(())
    }

    // ---- calls ----

    fn call(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let callee = n.op(1);
        let uses: Vec<(Reg, PReg)> = self.cx.glued_uses(id).into_iter().map(|(v, p)| (Reg::Virt(v), p)).collect();
        let defs: Vec<(Reg, PReg)> = self.cx.glued_defs(id).into_iter().map(|(v, p)| (Reg::Virt(v), p)).collect();
        let clobbers = Some(self.cx.mf.clobber_set(super::regs::call_clobbers(self.t.abi)));
        let mi = match (self.op(callee), *self.dag.data(callee)) {
            (Opcode::GlobalAddress, NodeData::Global(g, 0)) if !self.is_tls(g) => I::call_sym(SymbolRef::Global(g), &uses, &defs, clobbers),
            (Opcode::ExternalSymbol, NodeData::Sym(s, 0)) => I::call_sym(SymbolRef::External(s), &uses, &defs, clobbers),
            _ => {
                if let Some(m) = self.foldable_load(callee) {
                    I::call_m(m, &uses, &defs, clobbers)
                } else {
                    let r = self.reg(callee);
                    I::call_r(r, &uses, &defs, clobbers)
                }
            }
        };
        // The calling convention marks calls that may become jumps (see abi.rs).
        let mi = match n.data {
            NodeData::Int(1) => mi.with_flags(inst_flags::TAIL_CALL),
            NodeData::Int(2) => mi.with_flags(inst_flags::TAIL_CALL | inst_flags::MUST_TAIL_CALL),
            _ => mi,
        };
        self.emit(mi);
        Ok(())
    }

    // ---- floating point ----

    fn fp_binop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let vt = self.vt(v);
        let op = self.op(v);
        type RR = fn(VReg, VReg, VReg) -> MInst;
        type RM = fn(VReg, VReg, Addr) -> MInst;
        let (rr, rm): (RR, RM) = match (op, vt) {
            (FAdd, VT::F32) => (I::addss_rr, I::addss_rm),
            (FAdd, VT::F64) => (I::addsd_rr, I::addsd_rm),
            (FSub, VT::F32) => (I::subss_rr, I::subss_rm),
            (FSub, VT::F64) => (I::subsd_rr, I::subsd_rm),
            (FMul, VT::F32) => (I::mulss_rr, I::mulss_rm),
            (FMul, VT::F64) => (I::mulsd_rr, I::mulsd_rm),
            (FDiv, VT::F32) => (I::divss_rr, I::divss_rm),
            (FDiv, VT::F64) => (I::divsd_rr, I::divsd_rm),
            _ => return Err(err(format!("x86-64: {op:?} on {vt:?}"))),
        };
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        if let Some(m) = self.foldable_load(b) {
            let x = self.reg(a);
            let d = self.def(v);
            self.emit(rm(d, x, m));
            return Ok(());
        }
        if matches!(op, FAdd | FMul) {
            if let Some(m) = self.foldable_load(a) {
                let x = self.reg(b);
                let d = self.def(v);
                self.emit(rm(d, x, m));
                return Ok(());
            }
        }
        // A constant operand straight from the constant pool (`mulsd .LCPI0_1(%rip)`),
        // rather than loaded into a register first.
        let commutes = matches!(op, FAdd | FMul);
        for (c, o) in [(b, a), (a, b)] {
            if c == a && !commutes {
                break;
            }
            if let Some(m) = self.fp_const_addr(c) {
                let x = self.reg(o);
                let d = self.def(v);
                self.emit(rm(d, x, m));
                return Ok(());
            }
        }
        let (a, b) = if commutes && self.stays_live(a) && !self.stays_live(b) { (b, a) } else { (a, b) };
        let (x, y) = (self.reg(a), self.reg(b));
        let d = self.def(v);
        self.emit(rr(d, x, y));
        Ok(())
    }

    /// The constant-pool address of a nonzero scalar f32/f64 constant (zero is cheaper
    /// as `xorps` in a register).
    fn fp_const_addr(&mut self, c: SDValue) -> Option<Addr> {
        if self.op(c) != Opcode::ConstantFP {
            return None;
        }
        let bits = match *self.dag.data(c) {
            NodeData::Fp(b) if b != 0 => b,
            _ => return None,
        };
        match self.vt(c) {
            VT::F32 => Some(Addr::rip(self.const_pool((bits as u32).to_le_bytes().to_vec(), 4), 0)),
            VT::F64 => Some(Addr::rip(self.const_pool((bits as u64).to_le_bytes().to_vec(), 8), 0)),
            _ => None,
        }
    }

    fn fp_unop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let vt = self.vt(v);
        let (lane, sign): (usize, u64) = match vt {
            VT::F32 => (4, 1 << 31),
            VT::F64 => (8, 1 << 63),
            _ => return Err(err(format!("x86-64: float op on {vt:?}"))),
        };
        let x = self.reg(self.operand(v, 0));
        match self.op(v) {
            FNeg => {
                let m = self.splat_pool(sign, lane);
                let d = self.def(v);
                self.emit(I::xorps_rm(d, x, m));
            }
            FAbs => {
                let m = self.splat_pool(!sign, lane);
                let d = self.def(v);
                self.emit(I::andps_rm(d, x, m));
            }
            FCopySign => {
                let y = self.reg(self.operand(v, 1));
                let mag = self.splat_pool(!sign, lane);
                let sg = self.splat_pool(sign, lane);
                let (t, u) = (self.xmm(), self.xmm());
                self.emit(I::andps_rm(t, x, mag));
                self.emit(I::andps_rm(u, y, sg));
                let d = self.def(v);
                self.emit(I::orps_rr(d, t, u));
            }
            _ => {
                // The upper lanes come from an undefined register: tying `x` itself
                // (read twice) would cost the allocator a copy.
                let u = self.undef(XMM);
                let d = self.def(v);
                self.emit(if vt == VT::F32 { I::sqrtss_rr(d, u, x) } else { I::sqrtsd_rr(d, u, x) });
            }
        }
        Ok(())
    }

    fn fp_convert(&mut self, v: SDValue) -> R {
        let a = self.operand(v, 0);
        let (from, to) = (self.vt(a), self.vt(v));
        let x = self.reg(a);
        let d = self.def(v);
        match (from, to) {
            (VT::F32, VT::F64) => {
                let u = self.undef(XMM);
                self.emit(I::cvtss2sd_rr(d, u, x));
            }
            (VT::F64, VT::F32) => {
                let u = self.undef(XMM);
                self.emit(I::cvtsd2ss_rr(d, u, x));
            }
            (f, t) if f == t => self.emit(I::copy(d, x)),
            _ => return Err(err(format!("x86-64: float conversion {from:?} -> {to:?}"))),
        }
        Ok(())
    }

    /// `d = cvtsi2s[sd](src)` for a 32- or 64-bit signed integer register.
    fn cvt_int(&mut self, d: VReg, to: VT, src: VReg, size: Size) {
        let z = self.undef(XMM);
        self.emit(if to == VT::F32 { I::cvtsi2ss_rr(size, d, z, src) } else { I::cvtsi2sd_rr(size, d, z, src) });
    }

    fn int_to_fp(&mut self, v: SDValue) -> R {
        let a = self.operand(v, 0);
        let (from, to) = (self.vt(a), self.vt(v));
        if !matches!(to, VT::F32 | VT::F64) {
            return Err(err(format!("x86-64: conversion to {to:?}")));
        }
        let fsize = isize_of(from).ok_or_else(|| err(format!("x86-64: conversion from {from:?}")))?;
        let signed = self.op(v) == Opcode::SiToFp;
        match (fsize, signed) {
            (Size::S32 | Size::S64, true) => {
                if let Some(m) = self.foldable_load(a) {
                    let z = self.undef(XMM);
                    let d = self.def(v);
                    self.emit(if to == VT::F32 { I::cvtsi2ss_rm(fsize, d, z, m) } else { I::cvtsi2sd_rm(fsize, d, z, m) });
                } else {
                    let x = self.reg(a);
                    let d = self.def(v);
                    self.cvt_int(d, to, x, fsize);
                }
            }
            (Size::S8 | Size::S16, _) => {
                let x = self.reg(a);
                let t = self.gpr();
                self.emit(match (fsize, signed) {
                    (Size::S8, true) => I::movsx8_rr(Size::S32, t, x),
                    (Size::S8, false) => I::movzx8_rr(Size::S32, t, x),
                    (_, true) => I::movsx16_rr(Size::S32, t, x),
                    _ => I::movzx16_rr(Size::S32, t, x),
                });
                let d = self.def(v);
                self.cvt_int(d, to, t, Size::S32);
            }
            (Size::S32, false) => {
                // Zero-extended to 64 bits, the value is a non-negative signed one.
                let x = self.reg(a);
                let t = self.gpr();
                self.emit(I::mov_rr(Size::S32, t, x));
                let d = self.def(v);
                self.cvt_int(d, to, t, Size::S64);
            }
            _ => {
                let x = self.reg(a);
                if to == VT::F64 {
                    self.u64_to_f64(v, x);
                } else {
                    self.u64_to_f32(v, x);
                }
            }
        }
        Ok(())
    }

    /// llc's u64 → f64: the halves become the mantissas of 2^52 + lo and 2^84 + hi·2^32
    /// (`punpckldq` with the exponents), the biases are subtracted, and the two are added.
    fn u64_to_f64(&mut self, v: SDValue, x: VReg) {
        let exps = {
            let mut b = Vec::with_capacity(16);
            for w in [0x4330_0000u32, 0x4530_0000, 0, 0] {
                b.extend_from_slice(&w.to_le_bytes());
            }
            Addr::rip(self.const_pool(b, 16), 0)
        };
        let bias = {
            let mut b = Vec::with_capacity(16);
            b.extend_from_slice(&0x4330_0000_0000_0000u64.to_le_bytes());
            b.extend_from_slice(&0x4530_0000_0000_0000u64.to_le_bytes());
            Addr::rip(self.const_pool(b, 16), 0)
        };
        let t = self.xmm();
        self.emit(I::movq_xr(t, x));
        let t2 = self.xmm();
        self.emit(I::punpckldq_rm(t2, t, exps));
        let t3 = self.xmm();
        self.emit(I::subpd_rm(t3, t2, bias));
        let hi = self.xmm();
        self.emit(I::unpckhpd_rr(hi, t3, t3));
        let d = self.def(v);
        self.emit(I::addsd_rr(d, hi, t3));
    }

    /// u64 → f32: values with the top bit set are halved (keeping the sticky low bit),
    /// converted and doubled; the choice is made on the bit patterns with cmov.
    fn u64_to_f32(&mut self, v: SDValue, x: VReg) {
        let (h, l, o) = (self.gpr(), self.gpr(), self.gpr());
        self.emit(I::shr_ri(Size::S64, h, x, 1));
        self.emit(I::and_ri(Size::S64, l, x, 1));
        self.emit(I::or_rr(Size::S64, o, h, l));
        let half = self.xmm();
        self.cvt_int(half, VT::F32, o, Size::S64);
        let dbl = self.xmm();
        self.emit(I::addss_rr(dbl, half, half));
        let plain = self.xmm();
        self.cvt_int(plain, VT::F32, x, Size::S64);
        let (pg, dg) = (self.gpr(), self.gpr());
        self.emit(I::movd_rx(pg, plain));
        self.emit(I::movd_rx(dg, dbl));
        self.emit(I::test_rr(Size::S64, x, x));
        let r = self.gpr();
        self.emit(I::cmov_rr(Size::S32, Cc::S, r, pg, dg));
        let d = self.def(v);
        self.emit(I::movd_xr(d, r));
    }

    fn fp_to_int(&mut self, v: SDValue) -> R {
        let a = self.operand(v, 0);
        let (from, to) = (self.vt(a), self.vt(v));
        let double = match from {
            VT::F32 => false,
            VT::F64 => true,
            _ => return Err(err(format!("x86-64: conversion from {from:?}"))),
        };
        let tsize = isize_of(to).ok_or_else(|| err(format!("x86-64: conversion to {to:?}")))?;
        let signed = self.op(v) == Opcode::FpToSi;
        let cvt = |size: Size, d: VReg, x: VReg| if double { I::cvttsd2si_rr(size, d, x) } else { I::cvttss2si_rr(size, d, x) };
        let x = self.reg(a);
        match (tsize, signed) {
            (Size::S64, false) => {
                // llc: both conversions, blended by the sign of the first — in range
                // below 2^63 the first is right (sign clear); above it, x - 2^63
                // converted, with the sign bit or-ed back in.
                let lo = self.gpr();
                self.emit(cvt(Size::S64, lo, x));
                let sgn = self.gpr();
                self.emit(I::sar_ri(Size::S64, sgn, lo, 63));
                let c = if double { 0x43e0_0000_0000_0000u64 } else { 0x5f00_0000u64 };
                let k = self.xmm();
                if double {
                    let m = Addr::rip(self.const_pool(c.to_le_bytes().to_vec(), 8), 0);
                    self.emit(I::movsd_rm(k, m));
                } else {
                    let m = Addr::rip(self.const_pool((c as u32).to_le_bytes().to_vec(), 4), 0);
                    self.emit(I::movss_rm(k, m));
                }
                let y = self.xmm();
                self.emit(if double { I::subsd_rr(y, x, k) } else { I::subss_rr(y, x, k) });
                let hi = self.gpr();
                self.emit(cvt(Size::S64, hi, y));
                let m2 = self.gpr();
                self.emit(I::and_rr(Size::S64, m2, hi, sgn));
                let d = self.def(v);
                self.emit(I::or_rr(Size::S64, d, m2, lo));
            }
            (Size::S64, true) => {
                let d = self.def(v);
                self.emit(cvt(Size::S64, d, x));
            }
            (Size::S32, false) => {
                let d = self.def(v);
                self.emit(cvt(Size::S64, d, x));
            }
            _ => {
                let d = self.def(v);
                self.emit(cvt(Size::S32, d, x));
            }
        }
        Ok(())
    }

    fn bitcast(&mut self, v: SDValue) -> R {
        let a = self.operand(v, 0);
        let (from, to) = (self.vt(a), self.vt(v));
        let x = self.reg(a);
        let d = self.def(v);
        let gpr = |t: VT| t.is_int();
        match (from, to) {
            (f, t) if gpr(f) == gpr(t) => self.emit(I::copy(d, x)),
            (VT::F32, VT::I32) => self.emit(I::movd_rx(d, x)),
            (VT::F64, VT::I64) => self.emit(I::movq_rx(d, x)),
            (VT::I32, VT::F32) => self.emit(I::movd_xr(d, x)),
            (VT::I64, VT::F64) => self.emit(I::movq_xr(d, x)),
            _ => return Err(err(format!("x86-64: bitcast {from:?} -> {to:?}"))),
        }
        Ok(())
    }

    // ---- vectors (see below) and target nodes ----

    fn target_node(&mut self, id: NodeId, k: u16) -> R {
        let n = self.dag.node(id);
        match k {
            x86_node::FLD80 => {
                let a = self.addr(n.op(1));
                self.emit(I::fld80(a));
            }
            x86_node::FSTP80 => {
                let a = self.addr(n.op(1));
                self.emit(I::fstp80(a));
            }
            x86_node::X87_BINOP => self.x87_binop(SDValue::new(id, 0))?,
            x86_node::X87_CONVERT => self.x87_convert(SDValue::new(id, 0))?,
            x86_node::X87_SETCC => self.x87_setcc(SDValue::new(id, 0))?,
            x86_node::X86_OP => self.x86_op(SDValue::new(id, 0))?,
            x86_node::X86_EFFECT => self.x86_effect(id)?,
            _ => return Err(err(format!("x86-64: unknown target node {k}"))),
        }
        Ok(())
    }
}

/// Addresses a few bytes further on.
pub(super) trait Offset {
    fn offset_by(self, by: i64) -> Self;
}

impl Offset for Addr {
    fn offset_by(mut self, by: i64) -> Addr {
        use super::inst::Disp;
        self.disp = match self.disp {
            Disp::Imm(d) => Disp::Imm(d.wrapping_add(by as i32)),
            Disp::Sym(s, a) => Disp::Sym(s, a + by),
            Disp::Frame(f, o) => Disp::Frame(f, o + by),
        };
        self
    }
}

impl AddrMatch {
    fn is_empty_base(&self) -> bool {
        self.base.is_none() && self.frame.is_none() && self.sym.is_none()
    }
}

#[allow(dead_code)]
fn mem_of(dag: &Dag, v: SDValue) -> Option<MemInfo> {
    dag.data(v).mem().copied()
}
