//! Inline assembly on RISC-V: the constraints of the RISC-V backend as clang emits them
//! (selection is the shared `crate::inline_asm::select`, answered by `AsmTarget for
//! RvTarget` here), the substitution of the template into GNU text with operand
//! modifiers as llc-19 prints them, the printer's `#APP`/`#NO_APP` text, and `encode`,
//! which assembles the substituted text with `assembler`.
//!
//! # Constraints
//!
//! `r` (any GPR), `f` (any FP register), `{x10}`/`{a0}`/`{f10}`/`{fa0}` (fixed registers;
//! zero, ra, sp, gp, tp and the frame pointer when it is one are reserved and rejected),
//! `m` and `A` (memory: the address in a base register, printed `0(a0)` as llc's memory
//! operands are), `I` (12-bit signed), `J` (zero), `K` (5-bit unsigned), `i`, `n`, `s`
//! with a constant or a global's address, tied `0`, `+r`, `=&r`, clobbers `~{a0}`,
//! `~{fa0}`, `~{memory}` (orders only). RISC-V has no flag outputs.
//!
//! # Printing operands (as llc-19)
//!
//! A register prints by its ABI name; `z` prints `zero` for the immediate 0; `i` prints
//! `i` when the operand is not a register (`add${2:i}` is `addi` for a constant); `N` the
//! register's number (0..31); memory prints `0(a0)`; `n` negates an immediate, `c` prints
//! it bare. `${:uid}` is a number unique to the asm, `${:comment}` is `#`, `${:private}`
//! is `.L`, `$$` is `$`.

pub mod assembler;

use super::emit::{CodeReloc, EmitError};
use super::inst::{self as I, opcode_bits, Opcode, Ty};
use super::isel::{Sel, R};
use super::regs::{self, FPR, GPR};
use super::RvTarget;
use crate::inline_asm::{self as shared, AsmTarget, Escapes, Letter, Operand, KIND_IMM, KIND_MEM, KIND_NONE, KIND_REG};
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::mir::{MInst, MOperand, PReg, Reg, RegOperand, SymbolRef, VReg};
use rllc_isel::vt::VT;
use rllc_regalloc::{MachineEnv, RegClass};

/// The register a constraint or clobber names: `x10`, `a0`, `f10`, `fa0`, `fp`, also with
/// the `_f`/`_d`/`_h` suffix llvm adds to FP register names of a type.
pub fn reg_by_name(name: &str) -> Option<PReg> {
    let n = name.trim().to_ascii_lowercase();
    let n = ["_d", "_f", "_h"].iter().find_map(|s| n.strip_suffix(s)).unwrap_or(&n);
    regs::parse(n)
}

/// No flag outputs on RISC-V.
#[derive(Clone, Copy, Debug)]
pub enum NoCond {}

impl AsmTarget for RvTarget {
    const NAME: &'static str = "riscv64";
    type Cond = NoCond;

    fn env(&self) -> &MachineEnv {
        &self.env
    }

    fn reg_by_name(name: &str) -> Option<PReg> {
        reg_by_name(name)
    }

    fn class_of(p: PReg) -> RegClass {
        if regs::is_fpr(p) {
            FPR
        } else {
            GPR
        }
    }

    fn value_class(vt: VT) -> RegClass {
        if vt.is_float() {
            FPR
        } else {
            GPR
        }
    }

    fn address_class() -> RegClass {
        GPR
    }

    fn letter(letter: u8) -> Option<Letter> {
        match letter {
            b'r' => Some(Letter::Class(GPR)),
            b'f' => Some(Letter::Class(FPR)),
            _ => None,
        }
    }

    fn ignored_clobber(_: PReg) -> bool {
        false
    }

    fn flag_cond(_: &str) -> Option<NoCond> {
        None
    }

    fn copy(dst: VReg, src: VReg) -> MInst {
        I::copy(dst, src)
    }

    fn asm_inst(ops: Vec<MOperand>) -> MInst {
        shared::asm_minst(opcode_bits(Opcode::InlineAsm, Ty::X), ops)
    }

    fn flag_output(_: &mut Sel<'_, '_>, _: SDValue, cond: NoCond) {
        match cond {}
    }
}

impl Sel<'_, '_> {
    /// Selects an `InlineAsm` node.
    pub(in crate::riscv64) fn inline_asm(&mut self, id: NodeId) -> R {
        shared::select(self, id)
    }
}

fn emit_err(message: String) -> EmitError {
    let message = if message.starts_with("inline asm: ") { message } else { format!("inline asm: {message}") };
    EmitError { at: None, message }
}

fn phys(op: &MOperand) -> Result<PReg, String> {
    match op {
        MOperand::Reg(RegOperand { reg: Reg::Phys(p), .. }) => Ok(*p),
        o => Err(format!("expected an allocated register, found {o:?}")),
    }
}

fn reg_name(p: PReg) -> Result<&'static str, String> {
    regs::name(p).ok_or_else(|| format!("{p:?} is no RISC-V register"))
}

/// Appends operand `num`'s text for modifier `m`.
fn operand_text(
    o: &Operand,
    num: usize,
    m: Option<char>,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
    out: &mut String,
) -> Result<(), String> {
    match (o.kind, m) {
        (KIND_REG, None | Some('z')) => out.push_str(reg_name(phys(o.value)?)?),
        (KIND_REG, Some('i')) => {}
        (KIND_REG, Some('N')) => out.push_str(&regs::hw_enc(phys(o.value)?).to_string()),
        (KIND_REG | KIND_MEM, Some('a')) | (KIND_MEM, None) => {
            out.push_str("0(");
            out.push_str(reg_name(phys(o.value)?)?);
            out.push(')');
        }
        (KIND_IMM, Some('i')) => out.push('i'),
        (KIND_IMM, m) => match (*o.value, m) {
            (MOperand::Imm(0), Some('z')) => out.push_str("zero"),
            (MOperand::Imm(v), None | Some('c' | 'z')) => out.push_str(&v.to_string()),
            (MOperand::Imm(v), Some('n')) => out.push_str(&v.wrapping_neg().to_string()),
            (MOperand::Sym { sym: s, addend }, None | Some('c' | 'l')) => sym(s, addend, out),
            (ref v, m) => return Err(format!("operand ${num}: bad immediate {v:?} for modifier {m:?}")),
        },
        (KIND_NONE, _) => return Err(format!("operand ${num} has no text")),
        (_, m) => return Err(format!("operand ${num}: modifier {m:?} is not supported here")),
    }
    Ok(())
}

/// Substitutes the operands of an allocated `InlineAsm` instruction into its template.
/// `sym` spells a symbol operand with its addend; `${:uid}` is `uid_base · 100000 +` the
/// asm's number in its function.
pub fn render(
    inst: &MInst,
    uid_base: u64,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
) -> Result<String, EmitError> {
    let (text, operands, number) = shared::unpack(inst).map_err(emit_err)?;
    let escapes = Escapes { comment: "#", private: ".L" };
    let mut operand = |num: usize, modifier: Option<char>, out: &mut String| {
        let o = shared::operand_at(&operands, num)?;
        operand_text(o, num, modifier, sym, out)
    };
    shared::substitute(&text, number, uid_base, &escapes, &mut operand).map_err(emit_err)
}

/// The printer's text of an `InlineAsm` instruction (without the first tab and the last
/// newline): the substituted template between `#APP` and `#NO_APP`, one statement per
/// line as written.
pub fn print(
    inst: &MInst,
    uid_base: u64,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
    out: &mut String,
) -> Result<(), EmitError> {
    let text = render(inst, uid_base, sym)?;
    crate::inline_asm::print_between_markers(&text, "#", out);
    Ok(())
}

/// Whether the template of `inst` defines labels of its own (`crate::inline_asm::defines_labels`).
pub fn defines_labels(inst: &MInst) -> bool {
    render(inst, 0, &mut |_, _, t: &mut String| t.push('0')).map_or(true, |t| crate::inline_asm::defines_labels(&t))
}

/// Assembles an allocated `InlineAsm` instruction (compressed where `compress` allows, as
/// llvm-mc does under `+c`): its bytes and relocations relative to its first byte.
pub fn encode(inst: &MInst, compress: bool) -> Result<(Vec<u8>, Vec<CodeReloc>), EmitError> {
    let mut syms: Vec<(SymbolRef, i64)> = Vec::new();
    let mut name = |s: SymbolRef, addend: i64, text: &mut String| {
        text.push_str(&assembler::sym_placeholder(syms.len()));
        syms.push((s, addend));
    };
    // `${:uid}` labels are local to the assembled text: any number does.
    let text = render(inst, 0, &mut name)?;
    assembler::assemble(&text, &syms, compress).map_err(emit_err)
}
