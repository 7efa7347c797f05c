//! Inline assembly in the DAG builder: `call asm` becomes one `InlineAsm` node (or no
//! node, for an empty template), its constraint string parsed into
//! `MFunction::inline_asms` for the target.

use super::{BlockBuilder, Leaves, R};
use crate::dag::SDValue;
use crate::dag_ops::{NodeData, Opcode};
use crate::target::TargetLowering;
use crate::vt::VT;
use crate::mir::MBlockId;
use rllc_ir::inst::InstKind;
use rllc_ir::value::{BlockId, InstId, Value};

impl<'a, T: TargetLowering + ?Sized> BlockBuilder<'a, T> {
    /// Inline assembly (`call asm "template", "constraints"(args)`). An empty template
    /// with no untied outputs is only a barrier (`asm volatile("" ::: "memory")`) or a
    /// value laundered through a tied register (`asm("" : "+r"(x))`): no node, each output
    /// is its tied input (an untied output is undefined). Anything else becomes one
    /// `InlineAsm` node chained as a side effect (so memory operations never move across
    /// it), whose operands are the inputs and whose results are the outputs; the template
    /// and the constraints go to `MFunction::inline_asms` for the target.
    /// `labels` are the blocks of an asm goto's `!i` operands (empty for a plain call).
    pub(super) fn inline_asm(
        &mut self,
        id: InstId,
        a: rllc_ir::value::AsmId,
        num_args: usize,
        labels: &[MBlockId],
    ) -> R<()> {
        let m = self.m;
        let asm = m.inline_asms.get(a.0 as usize).ok_or_else(|| self.err("bad inline asm"))?;
        let text = m.syms.bytes(asm.asm);
        let cons = std::str::from_utf8(m.syms.bytes(asm.constraints)).map_err(|_| self.err("inline asm constraints are not UTF-8"))?;
        let template = std::str::from_utf8(text).map_err(|_| self.err("inline asm template is not UTF-8"))?.to_string();
        self.chain = self.side_effect_chain();
        let inst = self.f.inst(id);
        let ret_leaves = self.leaves_of(inst.ty)?;
        // Split the constraint list; `|` alternatives are not supported (first one used).
        let entries: Vec<&str> = cons.split(',').map(|c| c.trim()).filter(|c| !c.is_empty()).collect();
        // (An asm goto keeps its node even when empty: its block's edges to the labels
        // come from it.)
        let empty = template.bytes().all(|b| b.is_ascii_whitespace()) && labels.is_empty();
        if empty {
            // The constraints of the call's arguments, in order (indirect outputs `=*m`
            // take an argument too).
            let arg_cons: Vec<&str> =
                entries.iter().copied().filter(|c| !c.starts_with('~') && (!c.starts_with('=') || c.starts_with("=*"))).collect();
            let mut out = Leaves::new();
            for (k, &vt) in ret_leaves.iter().enumerate() {
                let tied = arg_cons.iter().position(|c| c.parse::<usize>().ok() == Some(k));
                let v = match tied.and_then(|j| inst.ops.get(1 + j)) {
                    Some(&arg) => self.value1(arg)?,
                    None => self.dag.undef(vt),
                };
                out.push(v);
            }
            self.vals.insert(Value::Inst(id), out);
            return Ok(());
        }
        let mut info = crate::mir::InlineAsmInfo {
            template,
            intel_dialect: asm.intel_dialect,
            labels: labels.to_vec(),
            ..Default::default()
        };
        let mut next_label = 0usize;
        let mut ins: Vec<SDValue> = vec![self.chain];
        let mut next_arg = 0usize;
        let mut next_result = 0usize;
        // The register type of each output (narrow integers widened, see `asm_register_vt`).
        let mut result_vts: Vec<VT> = Vec::with_capacity(ret_leaves.len());
        let num_args = num_args.min(inst.ops.len().saturating_sub(1));
        for entry in entries {
            if let Some(c) = entry.strip_prefix('~') {
                let name = c.trim_start_matches('{').trim_end_matches('}');
                if !matches!(name, "memory" | "cc" | "flags" | "dirflag" | "fpsr" | "fpcr" | "eflags") {
                    info.clobbers.push(name.to_ascii_lowercase());
                }
                continue;
            }
            if entry.starts_with('!') {
                // `!i`: the next label of an asm goto, a block symbol (`${N:l}` prints it).
                let missing = || self.err(format!("inline asm label `{entry}` has no destination"));
                let b = *labels.get(next_label).ok_or_else(missing)?;
                next_label += 1;
                info.operands.push(crate::mir::AsmOperand {
                    value: crate::mir::AsmValue::None,
                    loc: crate::mir::AsmLoc::Sym(crate::mir::SymbolRef::Block(b), 0),
                    early_clobber: false,
                    vt: self.ptr_vt,
                });
                continue;
            }
            let (is_out, mut code) = match entry.strip_prefix('=') {
                Some(c) => (true, c),
                None => (false, entry),
            };
            let mut early = false;
            let mut indirect = false;
            loop {
                if let Some(c) = code.strip_prefix('&') {
                    early = true;
                    code = c;
                } else if let Some(c) = code.strip_prefix('*') {
                    indirect = true;
                    code = c;
                } else if let Some(c) = code.strip_prefix('%') {
                    // Commutative with the next operand: a hint only.
                    code = c;
                } else {
                    break;
                }
            }
            let code = code.split('|').next().unwrap_or("");
            let named = code.strip_prefix('{').and_then(|c| c.strip_suffix('}'));
            if is_out && !indirect {
                let vt = *ret_leaves.get(next_result).ok_or_else(|| self.err(format!("inline asm output `{entry}` has no result value")))?;
                let vt = self.asm_register_vt(vt);
                result_vts.push(vt);
                next_result += 1;
                if !labels.is_empty() && (code.starts_with("@cc") || named.is_some_and(|n| n.starts_with("@cc"))) {
                    // Its value is computed after the asm, which a jump to a label skips.
                    return Err(self.err(format!("asm goto (`callbr`) with a flag output `{entry}` is not supported")));
                }
                let loc = if let Some(f) = named.and_then(|n| n.strip_prefix("@cc")) {
                    crate::mir::AsmLoc::Flag(f.to_string())
                } else if let Some(n) = named {
                    crate::mir::AsmLoc::Named(n.to_ascii_lowercase())
                } else if let Some(f) = code.strip_prefix("@cc") {
                    crate::mir::AsmLoc::Flag(f.to_string())
                } else if let Some(l) = code.bytes().find(|&b| !b"mogiXnEFsVpIJKLMNOeZ".contains(&b)) {
                    crate::mir::AsmLoc::Class(l)
                } else if code.bytes().any(|b| b"gX".contains(&b)) {
                    crate::mir::AsmLoc::Class(b'r')
                } else {
                    return Err(self.err(format!("inline asm output constraint `{entry}` is not supported (a memory output must be indirect, `=*m`)")));
                };
                info.operands.push(crate::mir::AsmOperand {
                    value: crate::mir::AsmValue::Result(next_result as u32),
                    loc,
                    early_clobber: early,
                    vt,
                });
                continue;
            }
            // Inputs and indirect outputs take the next call argument.
            if next_arg >= num_args {
                return Err(self.err(format!("inline asm constraint `{entry}` has no argument")));
            }
            let arg = inst.ops[1 + next_arg];
            next_arg += 1;
            let v = self.value1(arg)?;
            let vt = self.dag.vt(v);
            let operand = |ins: &mut Vec<SDValue>, v: SDValue| {
                ins.push(v);
                crate::mir::AsmValue::Operand(ins.len() as u32 - 1)
            };
            if indirect {
                let value = operand(&mut ins, v);
                info.operands.push(crate::mir::AsmOperand { value, loc: crate::mir::AsmLoc::Mem, early_clobber: early, vt });
                continue;
            }
            if let Ok(k) = code.parse::<u32>() {
                let (v, vt) = self.widen_asm_input(v, vt);
                let value = operand(&mut ins, v);
                info.operands.push(crate::mir::AsmOperand { value, loc: crate::mir::AsmLoc::Tied(k), early_clobber: false, vt });
                continue;
            }
            // An immediate when the constraint allows one and the value is a constant.
            let allows_imm = named.is_none() && code.bytes().any(|b| b"inigXsIJKLMNOeZE".contains(&b));
            if allows_imm {
                let node_op = self.dag.opcode(v);
                if let Some(c) = self.dag.const_int(v).filter(|_| node_op == Opcode::Constant && vt.is_int()) {
                    let bits = vt.bits().min(64);
                    let x = if bits == 0 || bits >= 64 { c as u64 as i64 } else { ((c as u64) << (64 - bits)) as i64 >> (64 - bits) };
                    info.operands.push(crate::mir::AsmOperand {
                        value: crate::mir::AsmValue::None,
                        loc: crate::mir::AsmLoc::Imm(x),
                        early_clobber: false,
                        vt,
                    });
                    continue;
                }
                if let Some((g, off)) = self.symbol_plus_offset(v, 0) {
                    info.operands.push(crate::mir::AsmOperand {
                        value: crate::mir::AsmValue::None,
                        loc: crate::mir::AsmLoc::Sym(crate::mir::SymbolRef::Global(g), off),
                        early_clobber: false,
                        vt,
                    });
                    continue;
                }
            }
            let (v, vt) = self.widen_asm_input(v, vt);
            let loc = if let Some(n) = named {
                crate::mir::AsmLoc::Named(n.to_ascii_lowercase())
            } else if let Some(l) = code.bytes().find(|&b| !b"mogiXnEFsVpIJKLMNOeZ".contains(&b)) {
                crate::mir::AsmLoc::Class(l)
            } else if code.bytes().any(|b| b"gX".contains(&b)) {
                crate::mir::AsmLoc::Class(b'r')
            } else if code.bytes().any(|b| b"imnIJKLMNOeZEs".contains(&b)) && !code.contains('m') {
                return Err(self.err(format!("inline asm constraint `{entry}` needs a constant")));
            } else {
                return Err(self.err(format!("inline asm constraint `{entry}` is not supported (a memory input must be indirect, `*m`)")));
            };
            let value = operand(&mut ins, v);
            info.operands.push(crate::mir::AsmOperand { value, loc, early_clobber: false, vt });
        }
        if next_result != ret_leaves.len() {
            return Err(self.err("inline asm has more results than output constraints"));
        }
        if next_arg != num_args {
            return Err(self.err("inline asm has more arguments than input constraints"));
        }
        if next_label != labels.len() {
            return Err(self.err("callbr has more indirect destinations than `!i` constraints"));
        }
        // Values wider than a register (register pairs such as `=A`) are not supported:
        // say so here rather than let the legalizer fail on the node.
        for o in info.operands.iter().filter(|o| o.value != crate::mir::AsmValue::None) {
            if !o.vt.is_non_data() && !self.tl.is_legal_type(o.vt) {
                return Err(self.err(format!("inline asm operand of type {:?} is not supported (no single register holds it)", o.vt)));
            }
        }
        let index = self.mf.inline_asms.len();
        self.mf.inline_asms.push(info);
        let mut vts = vec![VT::Chain];
        vts.extend(result_vts.iter().copied());
        let n = self.dag.get(Opcode::InlineAsm, &vts, &ins, NodeData::Payload(index as u64), 0);
        self.chain = SDValue::new(n, 0);
        let mut out = Leaves::new();
        for (k, (&vt, &reg_vt)) in ret_leaves.iter().zip(&result_vts).enumerate() {
            let r = SDValue::new(n, 1 + k as u32);
            out.push(if vt == reg_vt { r } else { self.dag.get1(Opcode::Truncate, vt, &[r]) });
        }
        self.vals.insert(Value::Inst(id), out);
        Ok(())
    }

    /// `callbr` (asm goto, see `crate::asm_goto`): the asm with its labels' blocks, its
    /// outputs written to their registers, then the jump to the fall-through.
    pub(super) fn callbr(&mut self, bb: BlockId, term: InstId, num_indirect: u32) -> R<()> {
        let f = self.f;
        let inst = f.inst(term);
        let InstKind::CallBr { call, .. } = &inst.kind else { return Err(self.err("callbr expected")) };
        let Value::Asm(a) = inst.ops[0] else {
            return Err(self.err("callbr of a function (not inline asm) is not supported"));
        };
        let (fall, indirect) = crate::asm_goto::callbr_dests(f, term, num_indirect).map_err(|e| self.err(e))?;
        let labels: Vec<MBlockId> =
            indirect.iter().enumerate().map(|(k, &s)| self.fi.edge_target(bb, 1 + k as u32, s)).collect();
        self.inline_asm(term, a, call.num_args as usize, &labels)?;
        let v = Value::Inst(term);
        if let (Some(regs), Some(vals)) = (self.fi.value_vregs(v), self.vals.get(&v).cloned()) {
            let regs = regs.to_vec();
            let chains = self.write_vregs(self.chain, &vals, inst.ty, &regs)?;
            if !chains.is_empty() {
                self.chain = self.dag.token_factor(&chains);
            }
        }
        self.finish_br(self.fi.edge_target(bb, 0, fall));
        Ok(())
    }

    /// The type a register operand of type `vt` is carried in: an integer narrower than
    /// every legal integer type (i8 to i32 on RISC-V 64, i8 and i16 on AArch64) in the
    /// smallest legal one that holds it, as llc puts a `char` in a full register; any
    /// other type as it is.
    fn asm_register_vt(&self, vt: VT) -> VT {
        if !vt.is_int() || vt.is_vector() || self.tl.is_legal_type(vt) {
            return vt;
        }
        [VT::I8, VT::I16, VT::I32, VT::I64]
            .into_iter()
            .find(|w| w.bits() >= vt.bits() && self.tl.is_legal_type(*w))
            .unwrap_or(vt)
    }

    /// A register input narrower than the target's registers, widened (`asm_register_vt`).
    fn widen_asm_input(&mut self, v: SDValue, vt: VT) -> (SDValue, VT) {
        match self.asm_register_vt(vt) {
            wide if wide != vt => (self.dag.get1(Opcode::AnyExtend, wide, &[v]), wide),
            _ => (v, vt),
        }
    }

    /// A global's address plus a constant (`&arr[2]` is an `Add` of the two by now), for
    /// inline asm immediates (`"i"(&arr[2])`).
    fn symbol_plus_offset(&self, v: SDValue, depth: u32) -> Option<(rllc_ir::module::GlobalId, i64)> {
        match (self.dag.opcode(v), *self.dag.data(v)) {
            (Opcode::GlobalAddress, NodeData::Global(g, off)) => Some((g, off)),
            (Opcode::Add, _) if depth < 4 => {
                let (a, b) = (self.dag.operand(v, 0), self.dag.operand(v, 1));
                let c = self.dag.const_int(b).filter(|_| self.dag.opcode(b) == Opcode::Constant)? as u64 as i64;
                let (g, off) = self.symbol_plus_offset(a, depth + 1)?;
                Some((g, off.wrapping_add(c)))
            }
            _ => None,
        }
    }
}
