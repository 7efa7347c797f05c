//! A small RISC-like mock target for the target-independent selector's tests: 16 64-bit
//! registers (p0–p5 arguments, p0–p1 results, p10–p14 callee-saved, p15 the stack
//! pointer), legal i32 and i64, three-address instructions, no floating point (floats
//! are softened into libcalls). Also an interpreter for its MIR, used before and after
//! register allocation.

#![allow(dead_code)]

use rllc_ir::module::GlobalId;
use rllc_ir::{Diagnostic, Module};
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{CondCode, ExtKind, NodeData, Opcode};
use rllc_isel::mir::{inst_flags, FrameIndex, MFunction, MInst, MOperand, Reg, SymbolRef};
use rllc_isel::select::SelectCx;
use rllc_isel::target::{ArgPart, CallLowering, CallResult, LowerCx, OpAction, TargetIsel, TargetLowering};
use rllc_isel::vt::VT;
use rllc_isel::mir::RegOperand;
use rllc_regalloc::{ClassEnv, MachineEnv, OperandConstraint, OperandKind, OperandPos, PReg, RegClass};
use std::collections::HashMap;

pub mod op {
    pub const MOVI: u16 = 1;
    pub const MOV: u16 = 2;
    /// ALU dst, a, b, Imm(opcode), Imm(width)
    pub const ALU: u16 = 3;
    /// ALUI dst, a, Imm(k), Imm(opcode), Imm(width)
    pub const ALUI: u16 = 4;
    /// SETCC dst, a, b, Imm(cc), Imm(width)
    pub const SETCC: u16 = 5;
    /// SELECT dst, c, t, f
    pub const SELECT: u16 = 6;
    /// LOAD dst, base|Frame, Imm(off), Imm(size), Imm(ext)
    pub const LOAD: u16 = 7;
    /// STORE src, base|Frame, Imm(off), Imm(size)
    pub const STORE: u16 = 8;
    /// ADDR dst, Frame|Sym
    pub const ADDR: u16 = 9;
    /// EXT dst, src, Imm(from bits), Imm(signed)
    pub const EXT: u16 = 10;
    pub const BR: u16 = 11;
    /// BRCOND c, T, F
    pub const BRCOND: u16 = 12;
    /// BRCC a, b, Imm(cc), Imm(width), T, F
    pub const BRCC: u16 = 13;
    /// BRJT idx, JumpTable
    pub const BRJT: u16 = 14;
    pub const RET: u16 = 15;
    /// CALL Sym|reg, fixed uses, fixed defs
    pub const CALL: u16 = 16;
    pub const ARGS: u16 = 17;
    pub const TRAP: u16 = 18;
}

/// ALU sub-opcodes (the DAG opcode's own number would do, but keep them explicit).
fn alu_code(op: Opcode) -> Option<i64> {
    use Opcode::*;
    Some(match op {
        Add => 0,
        Sub => 1,
        Mul => 2,
        And => 3,
        Or => 4,
        Xor => 5,
        Shl => 6,
        Srl => 7,
        Sra => 8,
        SDiv => 9,
        UDiv => 10,
        SRem => 11,
        URem => 12,
        _ => return None,
    })
}

fn cc_code(cc: CondCode) -> i64 {
    use CondCode::*;
    match cc {
        Eq => 0,
        Ne => 1,
        Ugt => 2,
        Uge => 3,
        Ult => 4,
        Ule => 5,
        Sgt => 6,
        Sge => 7,
        Slt => 8,
        Sle => 9,
        _ => 99,
    }
}

pub const SP: PReg = PReg(15);

pub struct Mock {
    pub env: MachineEnv,
    pub call_clobbers: Vec<PReg>,
}

impl Mock {
    pub fn new() -> Mock {
        let caller: Vec<PReg> = (0..10).map(PReg).collect();
        let callee: Vec<PReg> = (10..15).map(PReg).collect();
        Mock {
            env: MachineEnv { classes: vec![ClassEnv { caller_saved: caller.clone(), callee_saved: callee, scratch: None }] },
            call_clobbers: caller,
        }
    }

    /// A mock with fewer registers, to force spilling.
    pub fn tiny() -> Mock {
        let caller: Vec<PReg> = (0..6).map(PReg).collect();
        Mock { env: MachineEnv { classes: vec![ClassEnv { caller_saved: caller.clone(), callee_saved: vec![PReg(10)], scratch: None }] }, call_clobbers: caller }
    }
}

impl TargetLowering for Mock {
    fn pointer_vt(&self) -> VT {
        VT::I64
    }
    fn is_legal_type(&self, vt: VT) -> bool {
        vt == VT::I32 || vt == VT::I64
    }
    fn reg_class(&self, _vt: VT) -> RegClass {
        RegClass(0)
    }
    fn op_action(&self, op: Opcode, _vt: VT) -> OpAction {
        use Opcode::*;
        match op {
            Add | Sub | Mul | And | Or | Xor | Shl | Srl | Sra | SDiv | UDiv | SRem | URem | SetCC | Select | Load | Store | BrCond | BrCC
            | Constant | Truncate | ZeroExtend | SignExtend | AnyExtend | BrJT | Trap | Unreachable | Fence | Br => OpAction::Legal,
            MemCpy | MemSet | MemMove => OpAction::LibCall,
            _ => OpAction::Expand,
        }
    }
    fn setcc_result_vt(&self, _vt: VT) -> VT {
        VT::I64
    }
    fn lower_formal_arguments(&mut self, cx: &mut LowerCx<'_>, chain: SDValue, parts: &[ArgPart], _va: bool) -> Result<(SDValue, Vec<SDValue>), Diagnostic> {
        if parts.len() > 6 {
            return Err(Diagnostic::new(None, "mock: too many arguments"));
        }
        let ar = cx.dag.get(Opcode::ArgRegs, &[VT::Chain, VT::Glue], &[chain], NodeData::None, 0);
        let (mut ch, mut glue) = (SDValue::new(ar, 0), SDValue::new(ar, 1));
        let mut vals = Vec::new();
        for (k, p) in parts.iter().enumerate() {
            let n = cx.dag.get(Opcode::CopyFromReg, &[p.vt, VT::Chain, VT::Glue], &[ch, glue], NodeData::Reg(Reg::Phys(PReg(k as u16))), 0);
            vals.push(SDValue::new(n, 0));
            ch = SDValue::new(n, 1);
            glue = SDValue::new(n, 2);
        }
        Ok((ch, vals))
    }
    fn lower_call(&mut self, cx: &mut LowerCx<'_>, call: &CallLowering<'_>) -> Result<CallResult, Diagnostic> {
        if call.args.len() > 6 || call.rets.len() > 2 {
            return Err(Diagnostic::new(None, "mock: call too large"));
        }
        let mut ch = call.chain;
        let mut glue: Option<SDValue> = None;
        for (k, (v, _)) in call.args.iter().enumerate() {
            let mut ops = vec![ch, *v];
            ops.extend(glue);
            let n = cx.dag.get(Opcode::CopyToReg, &[VT::Chain, VT::Glue], &ops, NodeData::Reg(Reg::Phys(PReg(k as u16))), 0);
            ch = SDValue::new(n, 0);
            glue = Some(SDValue::new(n, 1));
        }
        let mut ops = vec![ch, call.callee];
        ops.extend(glue);
        let c = cx.dag.get(Opcode::Call, &[VT::Chain, VT::Glue], &ops, NodeData::Payload(0), 0);
        ch = SDValue::new(c, 0);
        let mut g = SDValue::new(c, 1);
        let mut values = Vec::new();
        for (k, r) in call.rets.iter().enumerate() {
            let n = cx.dag.get(Opcode::CopyFromReg, &[r.vt, VT::Chain, VT::Glue], &[ch, g], NodeData::Reg(Reg::Phys(PReg(k as u16))), 0);
            values.push(SDValue::new(n, 0));
            ch = SDValue::new(n, 1);
            g = SDValue::new(n, 2);
        }
        Ok(CallResult { chain: ch, values })
    }
    fn lower_return(&mut self, cx: &mut LowerCx<'_>, chain: SDValue, vals: &[(SDValue, ArgPart)]) -> Result<SDValue, Diagnostic> {
        let mut ch = chain;
        let mut glue: Option<SDValue> = None;
        for (k, (v, _)) in vals.iter().enumerate() {
            let mut ops = vec![ch, *v];
            ops.extend(glue);
            let n = cx.dag.get(Opcode::CopyToReg, &[VT::Chain, VT::Glue], &ops, NodeData::Reg(Reg::Phys(PReg(k as u16))), 0);
            ch = SDValue::new(n, 0);
            glue = Some(SDValue::new(n, 1));
        }
        let mut ops = vec![ch];
        ops.extend(glue);
        let r = cx.dag.get(Opcode::Return, &[VT::Chain], &ops, NodeData::None, 0);
        Ok(SDValue::new(r, 0))
    }
}

fn imm(v: i64) -> MOperand {
    MOperand::Imm(v)
}

fn fixed_use(v: rllc_isel::mir::VReg, p: PReg) -> MOperand {
    MOperand::use_fixed(v, p)
}

/// The memory operand of an address: (base operand, offset).
fn address(cx: &mut SelectCx<'_>, addr: SDValue) -> (MOperand, i64) {
    let dag = cx.dag();
    // base + constant
    if dag.opcode(addr) == Opcode::Add {
        if let Some(c) = dag.const_i64(dag.operand(addr, 1)) {
            if (-2048..2048).contains(&c) {
                let b = dag.operand(addr, 0);
                if let NodeData::Frame(fi) = *dag.data(b) {
                    return (MOperand::Frame { index: fi, offset: 0 }, c);
                }
                return (MOperand::use_reg(cx.reg(b)), c);
            }
        }
    }
    if let NodeData::Frame(fi) = *dag.data(addr) {
        return (MOperand::Frame { index: fi, offset: 0 }, 0);
    }
    (MOperand::use_reg(cx.reg(addr)), 0)
}

impl TargetIsel for Mock {
    fn select(&mut self, id: NodeId, cx: &mut SelectCx<'_>) -> Result<(), Diagnostic> {
        use Opcode::*;
        let dag = cx.dag();
        let node = dag.node(id);
        let v0 = SDValue::new(id, 0);
        let width = |vt: VT| vt.bits() as i64;
        match node.op {
            Constant => {
                let d = cx.def(v0);
                let k = node.data.int().unwrap_or(0) as u64 as i64;
                cx.emit(MInst::new(op::MOVI, vec![MOperand::def_reg(d), imm(k)]));
            }
            Undef => {
                let d = cx.def(v0);
                cx.emit(MInst::new(op::MOVI, vec![MOperand::def_reg(d), imm(0)]));
            }
            FrameIndex | GlobalAddress | ExternalSymbol => {
                let d = cx.def(v0);
                let src = match node.data {
                    NodeData::Frame(fi) => MOperand::Frame { index: fi, offset: 0 },
                    NodeData::Global(g, off) => MOperand::Sym { sym: SymbolRef::Global(g), addend: off },
                    NodeData::Sym(s, off) => MOperand::Sym { sym: SymbolRef::External(s), addend: off },
                    _ => unreachable!(),
                };
                cx.emit(MInst::new(op::ADDR, vec![MOperand::def_reg(d), src]));
            }
            o if alu_code(o).is_some() => {
                let (a, b) = (node.op(0), node.op(1));
                let w = width(node.vt(0));
                let code = alu_code(o).unwrap();
                // Maximal munch: a small constant right operand is an immediate.
                if let Some(k) = dag.const_i64(b).filter(|k| (-2048..2048).contains(k)) {
                    let ra = cx.reg(a);
                    let d = cx.def(v0);
                    cx.emit(MInst::new(op::ALUI, vec![MOperand::def_reg(d), MOperand::use_reg(ra), imm(k), imm(code), imm(w)]));
                } else {
                    let (ra, rb) = (cx.reg(a), cx.reg(b));
                    let d = cx.def(v0);
                    cx.emit(MInst::new(op::ALU, vec![MOperand::def_reg(d), MOperand::use_reg(ra), MOperand::use_reg(rb), imm(code), imm(w)]));
                }
            }
            SetCC => {
                let (a, b) = (node.op(0), node.op(1));
                let cc = cc_code(node.data.cc().unwrap());
                let w = width(dag.vt(a));
                let (ra, rb) = (cx.reg(a), cx.reg(b));
                let d = cx.def(v0);
                cx.emit(MInst::new(op::SETCC, vec![MOperand::def_reg(d), MOperand::use_reg(ra), MOperand::use_reg(rb), imm(cc), imm(w)]));
            }
            Select => {
                let (c, t, f) = (cx.reg(node.op(0)), cx.reg(node.op(1)), cx.reg(node.op(2)));
                let d = cx.def(v0);
                cx.emit(MInst::new(op::SELECT, vec![MOperand::def_reg(d), MOperand::use_reg(c), MOperand::use_reg(t), MOperand::use_reg(f)]));
            }
            ZeroExtend | SignExtend | AnyExtend | Truncate => {
                let a = node.op(0);
                let from = dag.vt(a).bits() as i64;
                let s = cx.reg(a);
                let d = cx.def(v0);
                if matches!(node.op, AnyExtend | Truncate) {
                    cx.emit(MInst::new(op::MOV, vec![MOperand::def_reg(d), MOperand::use_reg(s)]).with_flags(inst_flags::MOVE));
                } else {
                    cx.emit(MInst::new(op::EXT, vec![MOperand::def_reg(d), MOperand::use_reg(s), imm(from), imm((node.op == SignExtend) as i64)]));
                }
            }
            Load => {
                let m = *node.data.mem().unwrap();
                let (base, off) = address(cx, node.op(1));
                let d = cx.def(v0);
                let ext = matches!(m.ext, ExtKind::SignExt) as i64;
                cx.emit(MInst::new(op::LOAD, vec![MOperand::def_reg(d), base, imm(off), imm(m.mem_vt.bits() as i64 / 8), imm(ext)]).with_flags(inst_flags::SIDE_EFFECTS));
            }
            Store => {
                let m = *node.data.mem().unwrap();
                let s = cx.reg(node.op(1));
                let (base, off) = address(cx, node.op(2));
                cx.emit(MInst::new(op::STORE, vec![MOperand::use_reg(s), base, imm(off), imm(m.mem_vt.bits() as i64 / 8)]).with_flags(inst_flags::SIDE_EFFECTS));
            }
            Br => {
                let t = cx.block_of(node.op(1));
                cx.emit(MInst::new(op::BR, vec![MOperand::Block(t)]).with_flags(inst_flags::TERMINATOR));
            }
            BrCond => {
                let c = cx.reg(node.op(1));
                let (t, f) = (cx.block_of(node.op(2)), cx.block_of(node.op(3)));
                cx.emit(MInst::new(op::BRCOND, vec![MOperand::use_reg(c), MOperand::Block(t), MOperand::Block(f)]).with_flags(inst_flags::TERMINATOR));
            }
            BrCC => {
                let (a, b) = (node.op(1), node.op(2));
                let cc = cc_code(node.data.cc().unwrap());
                let w = width(dag.vt(a));
                let (ra, rb) = (cx.reg(a), cx.reg(b));
                let (t, f) = (cx.block_of(node.op(3)), cx.block_of(node.op(4)));
                cx.emit(
                    MInst::new(op::BRCC, vec![MOperand::use_reg(ra), MOperand::use_reg(rb), imm(cc), imm(w), MOperand::Block(t), MOperand::Block(f)])
                        .with_flags(inst_flags::TERMINATOR),
                );
            }
            BrJT => {
                let i = cx.reg(node.op(1));
                let NodeData::JumpTable(jt) = node.data else { unreachable!() };
                cx.emit(MInst::new(op::BRJT, vec![MOperand::use_reg(i), MOperand::Sym { sym: SymbolRef::JumpTable(jt), addend: 0 }]).with_flags(inst_flags::TERMINATOR));
            }
            Return => {
                let uses = cx.glued_uses(id);
                let ops = uses.into_iter().map(|(v, p)| fixed_use(v, p)).collect();
                cx.emit(MInst::new(op::RET, ops).with_flags(inst_flags::TERMINATOR));
            }
            ArgRegs => {
                let defs = cx.glued_defs(id);
                let ops = defs.into_iter().map(|(v, p)| MOperand::def_fixed(v, p)).collect();
                cx.emit(MInst::new(op::ARGS, ops));
            }
            Call => {
                let callee = node.op(1);
                let target = match *dag.data(callee) {
                    NodeData::Global(g, 0) => MOperand::Sym { sym: SymbolRef::Global(g), addend: 0 },
                    NodeData::Sym(s, 0) => MOperand::Sym { sym: SymbolRef::External(s), addend: 0 },
                    _ => MOperand::use_reg(cx.reg(callee)),
                };
                let uses = cx.glued_uses(id);
                let defs = cx.glued_defs(id);
                let mut ops = vec![target];
                ops.extend(uses.into_iter().map(|(v, p)| fixed_use(v, p)));
                ops.extend(defs.into_iter().map(|(v, p)| MOperand::def_fixed(v, p)));
                let mut mi = MInst::new(op::CALL, ops).with_flags(inst_flags::CALL | inst_flags::SIDE_EFFECTS);
                mi.clobbers = Some(cx.mf.clobber_set(&self.call_clobbers));
                cx.emit(mi);
            }
            Trap | Unreachable => {
                let mut mi = MInst::new(op::TRAP, vec![]);
                if node.op == Unreachable {
                    mi = mi.with_flags(inst_flags::TERMINATOR);
                }
                cx.emit(mi);
            }
            Fence => {}
            o => return Err(Diagnostic::new(None, format!("mock: cannot select {o:?} {:?}", node.vts()))),
        }
        Ok(())
    }

    fn gen_move(&self, dst: Reg, src: Reg, _class: RegClass) -> MInst {
        let r = |reg: Reg, kind: OperandKind| {
            MOperand::Reg(RegOperand {
                reg,
                kind,
                constraint: OperandConstraint::Reg,
                pos: if kind == OperandKind::Def { OperandPos::Late } else { OperandPos::Early },
            })
        };
        MInst::new(op::MOV, vec![r(dst, OperandKind::Def), r(src, OperandKind::Use)]).with_flags(inst_flags::MOVE)
    }
    fn gen_spill(&self, slot: FrameIndex, src: PReg, _class: RegClass) -> MInst {
        let s = MOperand::Reg(RegOperand { reg: Reg::Phys(src), kind: OperandKind::Use, constraint: OperandConstraint::Reg, pos: OperandPos::Early });
        MInst::new(op::STORE, vec![s, MOperand::Frame { index: slot, offset: 0 }, imm(0), imm(8)])
    }
    fn gen_reload(&self, dst: PReg, slot: FrameIndex, _class: RegClass) -> MInst {
        let d = MOperand::Reg(RegOperand { reg: Reg::Phys(dst), kind: OperandKind::Def, constraint: OperandConstraint::Reg, pos: OperandPos::Late });
        MInst::new(op::LOAD, vec![d, MOperand::Frame { index: slot, offset: 0 }, imm(0), imm(8), imm(0)])
    }
    fn spill_slot_layout(&self, _class: RegClass) -> (u64, u64) {
        (8, 8)
    }
    fn machine_env(&self) -> &MachineEnv {
        &self.env
    }
}

// ---------------------------------------------------------------------------------------
// The interpreter.

/// Runs mock MIR. Functions are found by name; libcalls are implemented natively.
pub struct Interp<'m> {
    pub module: &'m Module,
    pub funcs: HashMap<String, MFunction>,
    pub mem: Vec<u8>,
    sp: usize,
    globals: HashMap<GlobalId, u64>,
    pub steps: u64,
    /// Poison written into caller-saved registers at calls (after allocation).
    pub trash_clobbers: bool,
}

const MEM: usize = 1 << 20;

fn mask(w: i64) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

fn sx(v: u64, w: i64) -> i64 {
    if w >= 64 {
        v as i64
    } else {
        ((v << (64 - w)) as i64) >> (64 - w)
    }
}

impl<'m> Interp<'m> {
    pub fn new(module: &'m Module) -> Interp<'m> {
        let mut it = Interp { module, funcs: HashMap::new(), mem: vec![0; MEM], sp: MEM, globals: HashMap::new(), steps: 0, trash_clobbers: false };
        // Globals at the bottom of memory, initialized from integer/array initializers.
        let mut addr = 64u64;
        for (i, g) in module.globals.iter().enumerate() {
            if let rllc_ir::GlobalKind::Var(v) = &g.kind {
                let size = module.datalayout.type_alloc_size(&module.types, v.value_ty).max(1);
                addr = (addr + 15) & !15;
                it.globals.insert(GlobalId(i as u32), addr);
                if let Some(init) = v.init {
                    it.init_const(addr, init);
                }
                addr += size;
            } else {
                it.globals.insert(GlobalId(i as u32), 0x1000_0000 + i as u64);
            }
        }
        it
    }

    fn init_const(&mut self, addr: u64, c: rllc_ir::ConstId) {
        use rllc_ir::constant::Const;
        let m = self.module;
        match m.consts.get(c) {
            Const::Int(t, v) => {
                let size = m.datalayout.type_store_size(&m.types, *t) as usize;
                let w = v.words();
                for b in 0..size {
                    let word = w.get(b / 8).copied().unwrap_or(0);
                    self.mem[addr as usize + b] = (word >> (8 * (b % 8))) as u8;
                }
            }
            Const::Array(t, elems) => {
                let et = m.types.element_type(*t, 0).unwrap();
                let es = m.datalayout.type_alloc_size(&m.types, et);
                for (k, &e) in elems.iter().enumerate() {
                    self.init_const(addr + k as u64 * es, e);
                }
            }
            Const::Bytes(_, bytes) => {
                self.mem[addr as usize..addr as usize + bytes.len()].copy_from_slice(bytes);
            }
            _ => {}
        }
    }

    fn load(&self, addr: u64, size: usize) -> u64 {
        let mut v = 0u64;
        for b in 0..size {
            v |= (self.mem[addr as usize + b] as u64) << (8 * b);
        }
        v
    }

    fn store(&mut self, addr: u64, size: usize, v: u64) {
        for b in 0..size {
            self.mem[addr as usize + b] = (v >> (8 * b)) as u8;
        }
    }

    /// Calls `name` with register arguments (p0..); returns p0, p1.
    pub fn call(&mut self, name: &str, args: &[u64]) -> [u64; 2] {
        if let Some(r) = self.libcall(name, args) {
            return r;
        }
        let mf = self.funcs.get(name).unwrap_or_else(|| panic!("no function {name}")).clone();
        self.run(&mf, args)
    }

    fn libcall(&mut self, name: &str, a: &[u64]) -> Option<[u64; 2]> {
        let w = |i: usize| a.get(i).copied().unwrap_or(0);
        let u128_of = |lo: u64, hi: u64| (lo as u128) | ((hi as u128) << 64);
        let split = |v: u128| [v as u64, (v >> 64) as u64];
        let (x, y) = (u128_of(w(0), w(1)), u128_of(w(2), w(3)));
        Some(match name {
            "__multi3" => split(x.wrapping_mul(y)),
            "__udivti3" => split(x / y),
            "__umodti3" => split(x % y),
            "__divti3" => split((x as i128).wrapping_div(y as i128) as u128),
            "__modti3" => split((x as i128).wrapping_rem(y as i128) as u128),
            "__adddf3" => [(f64::from_bits(w(0)) + f64::from_bits(w(1))).to_bits(), 0],
            "__muldf3" => [(f64::from_bits(w(0)) * f64::from_bits(w(1))).to_bits(), 0],
            "__floatsidf" => [(w(0) as u32 as i32 as f64).to_bits(), 0],
            "__fixdfsi" => [f64::from_bits(w(0)) as i32 as u32 as u64, 0],
            "__ltdf2" => {
                let (p, q) = (f64::from_bits(w(0)), f64::from_bits(w(1)));
                [if p < q { u64::MAX } else if p == q { 0 } else { 1 }, 0]
            }
            "memset" => {
                for k in 0..w(2) {
                    self.mem[(w(0) + k) as usize] = w(1) as u8;
                }
                [w(0), 0]
            }
            "memcpy" | "memmove" => {
                let src = self.mem[w(1) as usize..(w(1) + w(2)) as usize].to_vec();
                self.mem[w(0) as usize..(w(0) + w(2)) as usize].copy_from_slice(&src);
                [w(0), 0]
            }
            _ => return None,
        })
    }

    pub fn run(&mut self, mf: &MFunction, args: &[u64]) -> [u64; 2] {
        // Frame: every stack object gets an address below the caller's.
        let saved_sp = self.sp;
        let mut frame = Vec::with_capacity(mf.stack_objects.len());
        for o in &mf.stack_objects {
            self.sp -= o.size as usize;
            self.sp &= !(o.align.max(1) as usize - 1);
            frame.push(self.sp as u64);
        }
        let mut regs: HashMap<Reg, u64> = HashMap::new();
        let rd = |regs: &HashMap<Reg, u64>, o: &MOperand| -> u64 {
            match o {
                MOperand::Reg(r) => *regs.get(&r.reg).unwrap_or(&0xdead_beef_dead_beef),
                _ => panic!("not a register: {o:?}"),
            }
        };
        let wr = |regs: &mut HashMap<Reg, u64>, o: &MOperand, v: u64| {
            if let MOperand::Reg(r) = o {
                regs.insert(r.reg, v);
            }
        };
        let frame_addr = |o: &MOperand, regs: &HashMap<Reg, u64>| -> u64 {
            match o {
                MOperand::Frame { index, offset } => (frame[index.0 as usize] as i64 + offset) as u64,
                MOperand::Reg(r) => *regs.get(&r.reg).unwrap_or(&0),
                _ => panic!("bad address operand {o:?}"),
            }
        };
        let imm = |o: &MOperand| match o {
            MOperand::Imm(v) => *v,
            _ => panic!("not an immediate: {o:?}"),
        };
        let mut b = 0usize;
        let mut i = 0usize;
        let result;
        loop {
            self.steps += 1;
            assert!(self.steps < 50_000_000, "runaway");
            let inst = &mf.blocks[b].insts[i];
            let o = &inst.ops;
            i += 1;
            let mut jump: Option<usize> = None;
            match inst.opcode {
                op::MOVI => wr(&mut regs, &o[0], imm(&o[1]) as u64),
                op::MOV => {
                    let v = rd(&regs, &o[1]);
                    wr(&mut regs, &o[0], v)
                }
                op::ALU | op::ALUI => {
                    let a = rd(&regs, &o[1]);
                    let (bv, code, w) = if inst.opcode == op::ALU { (rd(&regs, &o[2]), imm(&o[3]), imm(&o[4])) } else { (imm(&o[2]) as u64, imm(&o[3]), imm(&o[4])) };
                    let m = mask(w);
                    let (a, bv) = (a & m, bv & m);
                    let r = match code {
                        0 => a.wrapping_add(bv),
                        1 => a.wrapping_sub(bv),
                        2 => a.wrapping_mul(bv),
                        3 => a & bv,
                        4 => a | bv,
                        5 => a ^ bv,
                        6 => if bv < w as u64 { a << bv } else { 0xbad },
                        7 => if bv < w as u64 { a >> bv } else { 0xbad },
                        8 => if bv < w as u64 { (sx(a, w) >> bv) as u64 } else { 0xbad },
                        9 => sx(a, w).wrapping_div(sx(bv, w)) as u64,
                        10 => a / bv,
                        11 => sx(a, w).wrapping_rem(sx(bv, w)) as u64,
                        12 => a % bv,
                        _ => panic!("alu {code}"),
                    };
                    wr(&mut regs, &o[0], r & m)
                }
                op::SETCC => {
                    let (a, bv, cc, w) = (rd(&regs, &o[1]), rd(&regs, &o[2]), imm(&o[3]), imm(&o[4]));
                    let r = eval_cc(cc, a & mask(w), bv & mask(w), w);
                    wr(&mut regs, &o[0], r as u64)
                }
                op::SELECT => {
                    let c = rd(&regs, &o[1]);
                    let v = if c & 1 == 1 { rd(&regs, &o[2]) } else { rd(&regs, &o[3]) };
                    wr(&mut regs, &o[0], v)
                }
                op::LOAD => {
                    let addr = (frame_addr(&o[1], &regs) as i64 + imm(&o[2])) as u64;
                    let size = imm(&o[3]) as usize;
                    let mut v = self.load(addr, size);
                    if imm(&o[4]) == 1 {
                        v = sx(v, size as i64 * 8) as u64;
                    }
                    wr(&mut regs, &o[0], v)
                }
                op::STORE => {
                    let v = rd(&regs, &o[0]);
                    let addr = (frame_addr(&o[1], &regs) as i64 + imm(&o[2])) as u64;
                    self.store(addr, imm(&o[3]) as usize, v)
                }
                op::ADDR => {
                    let v = match &o[1] {
                        MOperand::Frame { index, offset } => (frame[index.0 as usize] as i64 + offset) as u64,
                        MOperand::Sym { sym: SymbolRef::Global(g), addend } => (self.globals[g] as i64 + addend) as u64,
                        MOperand::Sym { sym: SymbolRef::External(s), addend } => 0x2000_0000 + s.index() as u64 * 16 + *addend as u64,
                        x => panic!("ADDR {x:?}"),
                    };
                    wr(&mut regs, &o[0], v)
                }
                op::EXT => {
                    let (v, from, signed) = (rd(&regs, &o[1]), imm(&o[2]), imm(&o[3]));
                    let r = if signed == 1 { sx(v, from) as u64 } else { v & mask(from) };
                    wr(&mut regs, &o[0], r)
                }
                op::BR => jump = Some(blk(&o[0])),
                op::BRCOND => {
                    let c = rd(&regs, &o[0]);
                    jump = Some(if c & 1 == 1 { blk(&o[1]) } else { blk(&o[2]) });
                }
                op::BRCC => {
                    let (a, bv, cc, w) = (rd(&regs, &o[0]), rd(&regs, &o[1]), imm(&o[2]), imm(&o[3]));
                    jump = Some(if eval_cc(cc, a & mask(w), bv & mask(w), w) { blk(&o[4]) } else { blk(&o[5]) });
                }
                op::BRJT => {
                    let idx = rd(&regs, &o[0]) as usize;
                    let MOperand::Sym { sym: SymbolRef::JumpTable(jt), .. } = o[1] else { panic!() };
                    jump = Some(mf.jump_tables[jt as usize][idx].0 as usize);
                }
                op::RET => {
                    let mut r = [0u64; 2];
                    for x in o {
                        let MOperand::Reg(ro) = x else { continue };
                        let p = fixed_of(ro);
                        r[p.index()] = *regs.get(&ro.reg).unwrap_or(&0);
                    }
                    result = r;
                    break;
                }
                op::ARGS => {
                    for x in o {
                        let MOperand::Reg(ro) = x else { continue };
                        let p = fixed_of(ro);
                        regs.insert(ro.reg, args.get(p.index()).copied().unwrap_or(0));
                    }
                }
                op::CALL => {
                    let mut a = [0u64; 6];
                    for x in &o[1..] {
                        let MOperand::Reg(ro) = x else { continue };
                        if ro.kind == OperandKind::Use {
                            a[fixed_of(ro).index()] = *regs.get(&ro.reg).unwrap_or(&0);
                        }
                    }
                    let name = match &o[0] {
                        MOperand::Sym { sym: SymbolRef::Global(g), .. } => self.module.sym_text(self.module.global(*g).name.unwrap()).into_owned(),
                        MOperand::Sym { sym: SymbolRef::External(s), .. } => self.module.sym_text(*s).into_owned(),
                        x => panic!("indirect call {x:?}"),
                    };
                    let r = self.call(&name, &a);
                    if self.trash_clobbers {
                        if let Some(c) = inst.clobbers {
                            for p in &mf.clobber_sets[c as usize] {
                                regs.insert(Reg::Phys(*p), 0x5a5a_5a5a_5a5a_5a5a);
                            }
                        }
                    }
                    for x in &o[1..] {
                        let MOperand::Reg(ro) = x else { continue };
                        if ro.kind == OperandKind::Def {
                            regs.insert(ro.reg, r[fixed_of(ro).index()]);
                        }
                    }
                }
                op::TRAP => panic!("trap executed"),
                x => panic!("unknown opcode {x}"),
            }
            if let Some(t) = jump {
                b = t;
                i = 0;
            }
        }
        self.sp = saved_sp;
        result
    }
}

fn blk(o: &MOperand) -> usize {
    match o {
        MOperand::Block(b) => b.0 as usize,
        x => panic!("not a block: {x:?}"),
    }
}

/// The physical register of a fixed operand (before allocation: its constraint; after:
/// the register itself).
fn fixed_of(r: &RegOperand) -> PReg {
    match (r.constraint, r.reg) {
        (OperandConstraint::FixedReg(p), _) => p,
        (_, Reg::Phys(p)) => p,
        _ => panic!("operand is not fixed: {r:?}"),
    }
}

fn eval_cc(cc: i64, a: u64, b: u64, w: i64) -> bool {
    let (sa, sb) = (sx(a, w), sx(b, w));
    match cc {
        0 => a == b,
        1 => a != b,
        2 => a > b,
        3 => a >= b,
        4 => a < b,
        5 => a <= b,
        6 => sa > sb,
        7 => sa >= sb,
        8 => sa < sb,
        9 => sa <= sb,
        _ => panic!("cc {cc}"),
    }
}
