//! A toy ISA implementing `rllc_regalloc::Function`, with a builder, and an interpreter
//! that runs a toy program either on virtual registers (before allocation) or on physical
//! registers and spill slots with the allocator's edits applied (after allocation).
//! Equal traces from both runs are the strongest test of an allocation.

#![allow(dead_code)]

use rllc_regalloc::*;
use std::collections::HashMap;

pub const INT: RegClass = RegClass(0);
pub const FLT: RegClass = RegClass(1);

/// Toy instructions. Values are i64 with wrapping arithmetic.
#[derive(Clone, Debug)]
pub enum Op {
    /// dst = imm (dst: Reg, late)
    Const { dst: VReg, imm: i64 },
    /// dst = a + b (dst Reg late, a Reg, b Any)
    Add { dst: VReg, a: VReg, b: VReg },
    /// dst = a - b, two-address: dst reuses a's register (a Reg, b Any)
    Sub2 { dst: VReg, a: VReg, b: VReg },
    /// dst = src (copy; src Any, dst Reg)
    Mov { dst: VReg, src: VReg },
    /// rets = callee(args): args in ARG_REGS, rets in RET_REGS, clobbers the caller-saved.
    Call { args: Vec<VReg>, rets: Vec<VReg> },
    /// appends src to the output (src Any)
    Out { src: VReg },
    /// appends src to the output, reading it from its spill slot (src Stack)
    OutStack { src: VReg },
    /// dst = a * 3 + b, with b read late (a Reg, b Reg late, dst Reg late)
    LateUse { dst: VReg, a: VReg, b: VReg },
    /// dst = a ^ 0x55, dst written early (a Reg, dst Reg early)
    EarlyDef { dst: VReg, a: VReg },
    /// dst = a + 7, written to dst's spill slot (a Reg, dst Stack)
    StackDef { dst: VReg, a: VReg },
    /// dst = a << (b & 7), b in SHIFT_REG (x86-style shift count)
    Shift { dst: VReg, a: VReg, b: VReg },
    /// jump to the only successor (no operands)
    Jmp,
    /// to successor 0 if cond is odd, else successor 1 (cond Reg)
    BrIf { cond: VReg },
    /// return v in RET_REGS[0]
    Ret { v: VReg },
}

pub const ARG_REGS: [PReg; 2] = [PReg(0), PReg(1)];
pub const RET_REGS: [PReg; 2] = [PReg(0), PReg(1)];
pub const SHIFT_REG: PReg = PReg(1);

pub struct ToyBlock {
    pub insts: InstRange,
    pub succs: Vec<Block>,
    pub preds: Vec<Block>,
    pub depth: u32,
}

pub struct ToyFunc {
    pub blocks: Vec<ToyBlock>,
    pub ops: Vec<Op>,
    pub operands: Vec<Vec<Operand>>,
    pub clobbers: Vec<Vec<PReg>>,
    pub classes: Vec<RegClass>,
}

impl Function for ToyFunc {
    fn num_insts(&self) -> usize {
        self.ops.len()
    }
    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    fn block_insns(&self, b: Block) -> InstRange {
        self.blocks[b.index()].insts
    }
    fn block_succs(&self, b: Block) -> &[Block] {
        &self.blocks[b.index()].succs
    }
    fn block_preds(&self, b: Block) -> &[Block] {
        &self.blocks[b.index()].preds
    }
    fn block_loop_depth(&self, b: Block) -> u32 {
        self.blocks[b.index()].depth
    }
    fn inst_operands(&self, i: Inst) -> &[Operand] {
        &self.operands[i.index()]
    }
    fn inst_clobbers(&self, i: Inst) -> &[PReg] {
        &self.clobbers[i.index()]
    }
    fn is_move(&self, i: Inst) -> Option<(VReg, VReg)> {
        match self.ops[i.index()] {
            Op::Mov { dst, src } => Some((src, dst)),
            _ => None,
        }
    }
    fn is_branch(&self, i: Inst) -> bool {
        matches!(self.ops[i.index()], Op::Jmp | Op::BrIf { .. } | Op::Ret { .. })
    }
    fn num_vregs(&self) -> usize {
        self.classes.len()
    }
    fn vreg_class(&self, v: VReg) -> RegClass {
        self.classes[v.index()]
    }
}

/// Builds a `ToyFunc` block by block.
pub struct Builder {
    pub classes: Vec<RegClass>,
    blocks: Vec<(Vec<Op>, Vec<usize>, u32)>,
    /// Registers a call clobbers.
    pub call_clobbers: Vec<PReg>,
}

impl Builder {
    pub fn new(call_clobbers: Vec<PReg>) -> Self {
        Self { classes: Vec::new(), blocks: Vec::new(), call_clobbers }
    }
    pub fn vreg(&mut self, c: RegClass) -> VReg {
        self.classes.push(c);
        VReg::new(self.classes.len() - 1)
    }
    pub fn vregs(&mut self, c: RegClass, n: usize) -> Vec<VReg> {
        (0..n).map(|_| self.vreg(c)).collect()
    }
    /// Adds a block and returns its number.
    pub fn block(&mut self, depth: u32) -> usize {
        self.blocks.push((Vec::new(), Vec::new(), depth));
        self.blocks.len() - 1
    }
    pub fn push(&mut self, b: usize, op: Op) {
        self.blocks[b].0.push(op);
    }
    pub fn succs(&mut self, b: usize, succs: &[usize]) {
        self.blocks[b].1 = succs.to_vec();
    }
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    pub fn block_len(&self, b: usize) -> usize {
        self.blocks[b].0.len()
    }

    pub fn finish(self) -> ToyFunc {
        let classes = self.classes;
        let mut f = ToyFunc { blocks: Vec::new(), ops: Vec::new(), operands: Vec::new(), clobbers: Vec::new(), classes };
        let n = self.blocks.len();
        let mut preds = vec![Vec::new(); n];
        for (b, blk) in self.blocks.iter().enumerate() {
            for &s in &blk.1 {
                preds[s].push(Block::new(b));
            }
        }
        for (b, (ops, succs, depth)) in self.blocks.into_iter().enumerate() {
            let start = f.ops.len();
            for op in ops {
                let (operands, clobbers) = describe(&op, &f.classes, &self.call_clobbers);
                f.operands.push(operands);
                f.clobbers.push(clobbers);
                f.ops.push(op);
            }
            f.blocks.push(ToyBlock {
                insts: InstRange::new(start, f.ops.len()),
                succs: succs.into_iter().map(Block::new).collect(),
                preds: std::mem::take(&mut preds[b]),
                depth,
            });
        }
        f
    }
}

/// The operand list and clobbers of a toy instruction.
fn describe(op: &Op, classes: &[RegClass], call_clobbers: &[PReg]) -> (Vec<Operand>, Vec<PReg>) {
    use OperandConstraint::*;
    use OperandKind::*;
    use OperandPos::*;
    let o = |v: VReg, kind, c, pos| Operand::new(v, classes[v.index()], kind, c, pos);
    match op {
        Op::Const { dst, .. } => (vec![o(*dst, Def, Reg, Late)], vec![]),
        Op::Add { dst, a, b } => (vec![o(*a, Use, Reg, Early), o(*b, Use, Any, Early), o(*dst, Def, Reg, Late)], vec![]),
        Op::Sub2 { dst, a, b } => (vec![o(*a, Use, Reg, Early), o(*b, Use, Any, Early), o(*dst, Def, Reuse(0), Late)], vec![]),
        Op::Mov { dst, src } => (vec![o(*src, Use, Any, Early), o(*dst, Def, Reg, Late)], vec![]),
        Op::Call { args, rets } => {
            let mut v: Vec<Operand> = args.iter().zip(ARG_REGS).map(|(&a, r)| o(a, Use, FixedReg(r), Early)).collect();
            v.extend(rets.iter().zip(RET_REGS).map(|(&d, r)| o(d, Def, FixedReg(r), Late)));
            (v, call_clobbers.to_vec())
        }
        Op::Out { src } => (vec![o(*src, Use, Any, Early)], vec![]),
        Op::OutStack { src } => (vec![o(*src, Use, Stack, Early)], vec![]),
        Op::LateUse { dst, a, b } => (vec![o(*a, Use, Reg, Early), o(*b, Use, Reg, Late), o(*dst, Def, Reg, Late)], vec![]),
        Op::EarlyDef { dst, a } => (vec![o(*a, Use, Reg, Early), o(*dst, Def, Reg, Early)], vec![]),
        Op::StackDef { dst, a } => (vec![o(*a, Use, Reg, Early), o(*dst, Def, Stack, Late)], vec![]),
        Op::Shift { dst, a, b } => (vec![o(*a, Use, Reg, Early), o(*b, Use, FixedReg(SHIFT_REG), Early), o(*dst, Def, Reg, Late)], vec![]),
        Op::Jmp => (vec![], vec![]),
        Op::BrIf { cond } => (vec![o(*cond, Use, Reg, Early)], vec![]),
        Op::Ret { v } => (vec![o(*v, Use, FixedReg(RET_REGS[0]), Early)], vec![]),
    }
}

/// What a run produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    pub outputs: Vec<i64>,
    pub ret: Option<i64>,
    pub steps: usize,
}

/// Values of the operands that `op` reads (in operand order of uses) → values it defines.
fn compute(op: &Op, uses: &[i64]) -> Vec<i64> {
    match op {
        Op::Const { imm, .. } => vec![*imm],
        Op::Add { .. } => vec![uses[0].wrapping_add(uses[1])],
        Op::Sub2 { .. } => vec![uses[0].wrapping_sub(uses[1])],
        Op::Mov { .. } => vec![uses[0]],
        Op::Call { rets, .. } => {
            let h = uses.iter().fold(17i64, |h, &a| h.wrapping_mul(31).wrapping_add(a));
            (0..rets.len()).map(|j| h.wrapping_add(j as i64 * 1000)).collect()
        }
        Op::LateUse { .. } => vec![uses[0].wrapping_mul(3).wrapping_add(uses[1])],
        Op::EarlyDef { .. } => vec![uses[0] ^ 0x55],
        Op::StackDef { .. } => vec![uses[0].wrapping_add(7)],
        Op::Shift { .. } => vec![uses[0].wrapping_shl((uses[1] & 7) as u32)],
        Op::Out { .. } | Op::OutStack { .. } | Op::Jmp | Op::BrIf { .. } | Op::Ret { .. } => vec![],
    }
}

/// Common control flow: after the last instruction of `b`, where to go (None: returned).
fn next_block(f: &ToyFunc, b: usize, op: &Op, uses: &[i64]) -> Option<usize> {
    match op {
        Op::Ret { .. } => None,
        Op::BrIf { .. } => Some(f.blocks[b].succs[if uses[0] & 1 == 1 { 0 } else { 1 }].index()),
        _ => f.blocks[b].succs.first().map(|s| s.index()),
    }
}

fn record(op: &Op, uses: &[i64], trace: &mut Trace) {
    match op {
        Op::Out { .. } | Op::OutStack { .. } => trace.outputs.push(uses[0]),
        Op::Ret { .. } => trace.ret = Some(uses[0]),
        _ => {}
    }
}

/// Runs on virtual registers, at most `budget` instructions.
pub fn run_virtual(f: &ToyFunc, budget: usize) -> Trace {
    let mut vals: Vec<Option<i64>> = vec![None; f.classes.len()];
    let mut trace = Trace { outputs: vec![], ret: None, steps: 0 };
    let mut b = 0;
    loop {
        let range = f.blocks[b].insts;
        let mut next = None;
        for inst in range.iter() {
            if trace.steps == budget {
                return trace;
            }
            trace.steps += 1;
            let op = &f.ops[inst.index()];
            let ops = &f.operands[inst.index()];
            let uses: Vec<i64> = ops.iter().filter(|o| o.is_use()).map(|o| vals[o.vreg.index()].expect("use of undefined vreg")).collect();
            record(op, &uses, &mut trace);
            let defs = compute(op, &uses);
            for (o, v) in ops.iter().filter(|o| o.is_def()).zip(defs) {
                vals[o.vreg.index()] = Some(v);
            }
            if inst == range.last() {
                next = next_block(f, b, op, &uses);
            }
        }
        match next {
            Some(n) => b = n,
            None => return trace,
        }
    }
}

/// Runs the allocated program: operands at their allocations, edits applied, garbage
/// written wherever the instruction may write early (early defs) or before late reads
/// (late defs, clobbers), so that any illegal sharing shows up as a wrong value.
pub fn run_allocated(f: &ToyFunc, out: &Output, budget: usize) -> Trace {
    let mut regs: HashMap<PReg, i64> = HashMap::new();
    let mut slots: Vec<i64> = (0..out.num_spill_slots).map(|i| 0x5eed_0000 + i as i64).collect();
    let mut garbage = 0x0bad_0000i64;
    let mut trace = Trace { outputs: vec![], ret: None, steps: 0 };
    let mut by_inst: HashMap<(Inst, InstPosition), Vec<(Allocation, Allocation)>> = HashMap::new();
    for (p, Edit::Move { from, to }) in &out.edits {
        by_inst.entry((p.inst, p.pos)).or_default().push((*from, *to));
    }
    fn read(regs: &HashMap<PReg, i64>, slots: &[i64], a: Allocation) -> i64 {
        match a {
            Allocation::Reg(r) => *regs.get(&r).unwrap_or(&(0x0dead_0000 + r.0 as i64)),
            Allocation::Stack(s) => slots[s.index()],
        }
    }
    fn write(regs: &mut HashMap<PReg, i64>, slots: &mut [i64], a: Allocation, v: i64) {
        match a {
            Allocation::Reg(r) => {
                regs.insert(r, v);
            }
            Allocation::Stack(s) => slots[s.index()] = v,
        }
    }
    let mut b = 0;
    loop {
        let range = f.blocks[b].insts;
        let mut next = None;
        for inst in range.iter() {
            if trace.steps == budget {
                return trace;
            }
            trace.steps += 1;
            for &(from, to) in by_inst.get(&(inst, InstPosition::Before)).map(|v| v.as_slice()).unwrap_or(&[]) {
                let v = read(&regs, &slots, from);
                write(&mut regs, &mut slots, to, v);
            }
            let op = &f.ops[inst.index()];
            let ops = &f.operands[inst.index()];
            let allocs = out.inst_allocs(inst);
            let mut uses = vec![0i64; ops.len()];
            // Early reads, then early-def garbage, then late garbage, then late reads.
            for (k, o) in ops.iter().enumerate() {
                if o.is_use() && o.pos == OperandPos::Early {
                    uses[k] = read(&regs, &slots, allocs[k]);
                }
            }
            for (k, o) in ops.iter().enumerate() {
                if o.is_def() && o.pos == OperandPos::Early {
                    garbage += 1;
                    write(&mut regs, &mut slots, allocs[k], garbage);
                }
            }
            for (k, o) in ops.iter().enumerate() {
                if o.is_def() && o.pos == OperandPos::Late {
                    garbage += 1;
                    write(&mut regs, &mut slots, allocs[k], garbage);
                }
            }
            for &r in &f.clobbers[inst.index()] {
                garbage += 1;
                regs.insert(r, garbage);
            }
            for (k, o) in ops.iter().enumerate() {
                if o.is_use() && o.pos == OperandPos::Late {
                    uses[k] = read(&regs, &slots, allocs[k]);
                }
            }
            let use_vals: Vec<i64> = ops.iter().zip(&uses).filter(|(o, _)| o.is_use()).map(|(_, &v)| v).collect();
            record(op, &use_vals, &mut trace);
            let defs = compute(op, &use_vals);
            for ((o, &a), v) in ops.iter().zip(allocs).filter(|(o, _)| o.is_def()).zip(defs) {
                let _ = o;
                write(&mut regs, &mut slots, a, v);
            }
            for &(from, to) in by_inst.get(&(inst, InstPosition::After)).map(|v| v.as_slice()).unwrap_or(&[]) {
                let v = read(&regs, &slots, from);
                write(&mut regs, &mut slots, to, v);
            }
            if inst == range.last() {
                next = next_block(f, b, op, &use_vals);
            }
        }
        match next {
            Some(n) => b = n,
            None => return trace,
        }
    }
}

/// An environment: `int_caller`/`int_callee` integer registers (numbered from 0) and
/// `flt_caller`/`flt_callee` float registers (numbered from 16), scratch registers 15 and
/// 31 if `scratch`.
pub fn env(int_caller: usize, int_callee: usize, flt_caller: usize, flt_callee: usize, scratch: bool) -> MachineEnv {
    let class = |base: usize, caller: usize, callee: usize| ClassEnv {
        caller_saved: (base..base + caller).map(PReg::new).collect(),
        callee_saved: (base + caller..base + caller + callee).map(PReg::new).collect(),
        scratch: scratch.then(|| PReg::new(base + 15)),
    };
    MachineEnv { classes: vec![class(0, int_caller, int_callee), class(16, flt_caller, flt_callee)] }
}

/// The caller-saved registers of `env`: what a toy call clobbers.
pub fn caller_saved(env: &MachineEnv) -> Vec<PReg> {
    env.classes.iter().flat_map(|c| c.caller_saved.iter().copied().chain(c.scratch)).collect()
}

/// Allocates, checks with the checker, runs both ways and compares the traces.
pub fn alloc_and_compare(f: &ToyFunc, env: &MachineEnv, budget: usize) -> Output {
    let out = allocate_unchecked(f, env).unwrap_or_else(|e| panic!("allocation failed: {e}"));
    if let Err(e) = checker::check(f, env, &out) {
        panic!("checker: {e}\n{}", dump(f, &out));
    }
    let want = run_virtual(f, budget);
    let got = run_allocated(f, &out, budget);
    assert_eq!(want, got, "traces differ\n{}", dump(f, &out));
    out
}

/// A listing of the function with its allocation, for failure messages.
pub fn dump(f: &ToyFunc, out: &Output) -> String {
    let mut s = String::new();
    let mut e = 0;
    for (b, blk) in f.blocks.iter().enumerate() {
        s += &format!("block{b} (depth {}) succs {:?} preds {:?}\n", blk.depth, blk.succs, blk.preds);
        for inst in blk.insts.iter() {
            while e < out.edits.len() && out.edits[e].0 == ProgPoint::before(inst) {
                s += &format!("      {:?}\n", out.edits[e].1);
                e += 1;
            }
            s += &format!("  {inst:?}: {:?}  allocs {:?}\n", f.ops[inst.index()], out.inst_allocs(inst));
            while e < out.edits.len() && out.edits[e].0 == ProgPoint::after(inst) {
                s += &format!("      {:?}\n", out.edits[e].1);
                e += 1;
            }
        }
    }
    s
}

/// A listing of the function alone.
pub fn dump_func(f: &ToyFunc) -> String {
    let mut s = String::new();
    for (b, blk) in f.blocks.iter().enumerate() {
        s += &format!("block{b} (depth {}) succs {:?} preds {:?}\n", blk.depth, blk.succs, blk.preds);
        for inst in blk.insts.iter() {
            s += &format!("  {inst:?}: {:?}\n", f.ops[inst.index()]);
        }
    }
    s
}
