//! Inline assembly on AArch64: the constraints of the AArch64 backend as clang emits
//! them (selection itself is the shared `crate::inline_asm::select`), the substitution of the template into GNU text
//! (operand modifiers as llc-19 prints them), and the printer's `//APP`/`//NO_APP` text;
//! `assembler` turns the substituted text into bytes for object output.
//!
//! # Constraints
//!
//! `r` (any GPR), `w` (any FP/SIMD register), `x` (v0..v15: pinned to one the asm does not
//! name otherwise, the allocator having no sub-classes), `{x3}`/`{w3}`/`{d8}`/`{q0}`/
//! `{v0}`/`{s1}`/`{lr}`/`{fp}` (fixed registers; x16..x18 and sp are reserved and
//! rejected), `Q` and `m` (memory: the address in a base register, printed `[xN]`),
//! `I J K L M N i n X Z` with a constant or a global's address (immediates; their ranges
//! were checked by clang), tied `0`, `+r` (clang's tied pairs), `=&r` (early clobber),
//! clobbers `~{x19}`, `~{d8}`, `~{v8}`, `~{lr}` (`~{memory}`/`~{cc}` only order the asm),
//! and flag outputs `={@cceq}` … (`cset` after the asm).
//!
//! # The instruction and its register roles
//!
//! As the shared `crate::inline_asm` describes them (one self-describing `MInst`; inputs
//! copied into fresh vregs and used late, tied inputs reused, clobbers as early fixed
//! defs); this file answers its `AsmTarget` questions. Flag outputs are a `cset` after
//! the asm; x29 clobbers are ignored (it may be the frame pointer).
//!
//! # Printing operands (as llc-19)
//!
//! A register prints as `xN` or `vN` whatever its type; `w`/`x` pick the GPR view,
//! `b`/`h`/`s`/`d`/`q` the FP/SIMD one (the wrong class is an error); `a` prints a
//! register or memory operand as `[xN]`. Immediates print bare (`5`; templates write
//! `#$0`); `c` is bare too, `n` negates, `w`/`x` print `wzr`/`xzr` for 0. `${:uid}` is a
//! number unique to the asm, `${:comment}` is `//`, `${:private}` is `.L`, `$$` is `$`.

pub mod assembler;
pub mod module;
mod syntax;

use super::emit::EmitError;
use super::inst::{self as I, opcode_bits, Cond, Opcode, Ty};
use super::isel::{Sel, R};
use super::regs::{self, FPR, GPR, SP};
use super::A64Target;
use crate::inline_asm::{self as shared, AsmTarget, Escapes, Letter, Operand, KIND_IMM, KIND_MEM, KIND_NONE, KIND_REG};
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::mir::{MInst, MOperand, PReg, Reg, RegOperand, SymbolRef, VReg};
use rllc_isel::vt::VT;
use rllc_regalloc::{MachineEnv, RegClass};

/// The register a constraint or clobber names (`x3`, `w3`, `lr`, `fp`, `sp`, `d8`, `q0`,
/// `v0`, `s1`, `h2`, `b3`).
pub fn reg_by_name(name: &str) -> Option<PReg> {
    let n = name.trim().to_ascii_lowercase();
    match n.as_str() {
        "lr" => return Some(regs::LR),
        "fp" => return Some(regs::FP),
        "sp" | "wsp" => return Some(SP),
        _ => {}
    }
    let c = n.chars().next()?;
    let num = &n[c.len_utf8()..];
    if num.is_empty() || !num.bytes().all(|b| b.is_ascii_digit()) || (num.len() > 1 && num.starts_with('0')) {
        return None;
    }
    let k: u16 = num.parse().ok()?;
    match c {
        'x' | 'w' if k <= 30 => Some(regs::x(k)),
        'v' | 'q' | 'd' | 's' | 'h' | 'b' if k < 32 => Some(regs::v(k)),
        _ => None,
    }
}

/// The condition of a flag output (`={@cceq}` → `eq`).
pub fn flag_cond(name: &str) -> Option<Cond> {
    Some(match name {
        "eq" => Cond::Eq,
        "ne" => Cond::Ne,
        "hs" | "cs" => Cond::Hs,
        "lo" | "cc" => Cond::Lo,
        "mi" => Cond::Mi,
        "pl" => Cond::Pl,
        "vs" => Cond::Vs,
        "vc" => Cond::Vc,
        "hi" => Cond::Hi,
        "ls" => Cond::Ls,
        "ge" => Cond::Ge,
        "lt" => Cond::Lt,
        "gt" => Cond::Gt,
        "le" => Cond::Le,
        _ => return None,
    })
}

/// v0..v15, the registers of an `x` operand.
const V_LOW: [PReg; 16] = {
    let mut v = [PReg(0); 16];
    let mut i = 0;
    while i < 16 {
        v[i] = regs::v(i as u16);
        i += 1;
    }
    v
};

impl AsmTarget for A64Target {
    const NAME: &'static str = "aarch64";
    type Cond = Cond;

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
        if vt.is_float() || vt.is_vector() {
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
            b'w' => Some(Letter::Class(FPR)),
            b'x' => Some(Letter::Pinned(FPR, &V_LOW)),
            _ => None,
        }
    }

    fn ignored_clobber(p: PReg) -> bool {
        // x29 may be the frame pointer, which an asm must keep.
        p == regs::FP
    }

    fn flag_cond(name: &str) -> Option<Cond> {
        flag_cond(name)
    }

    fn copy(dst: VReg, src: VReg) -> MInst {
        I::copy(dst, src)
    }

    fn asm_inst(ops: Vec<MOperand>) -> MInst {
        inline_asm_inst(ops)
    }

    fn flag_output(sel: &mut Sel<'_, '_>, out: SDValue, cond: Cond) {
        let ty = if sel.vt(out).bits() > 32 { Ty::X } else { Ty::W };
        let d = sel.def(out);
        sel.emit(I::cset(ty, d, cond));
    }
}

/// An `InlineAsm` instruction from its packed operand list.
pub fn inline_asm_inst(ops: Vec<MOperand>) -> MInst {
    shared::asm_minst(opcode_bits(Opcode::InlineAsm, Ty::X), ops)
}

impl Sel<'_, '_> {
    /// Selects an `InlineAsm` node (see the module comment for the roles).
    pub(in crate::aarch64) fn inline_asm(&mut self, id: NodeId) -> R {
        shared::select(self, id)
    }
}

fn emit_err(message: String) -> EmitError {
    EmitError { at: None, message }
}

/// The template, operands and function-wide asm number of an `InlineAsm` instruction.
fn unpack(inst: &MInst) -> Result<(String, Vec<Operand<'_>>, u64), EmitError> {
    shared::unpack(inst).map_err(emit_err)
}

fn phys(op: &MOperand) -> Result<PReg, EmitError> {
    match op {
        MOperand::Reg(RegOperand {
            reg: Reg::Phys(p), ..
        }) => Ok(*p),
        o => Err(EmitError {
            at: None,
            message: format!("inline asm: expected an allocated register, found {o:?}"),
        }),
    }
}

/// The name of register `p` for modifier `m` (llc: `xN`/`vN` without one).
fn reg_text(p: PReg, m: Option<char>) -> Result<String, EmitError> {
    use super::regs::View;
    let e = |msg: String| EmitError {
        at: None,
        message: format!("inline asm: {msg}"),
    };
    let view = match (regs::is_fpr(p), m) {
        (false, None | Some('x')) => View::X,
        (false, Some('w')) => View::W,
        (true, None) => View::V,
        (true, Some('b')) => View::B,
        (true, Some('h')) => View::H,
        (true, Some('s')) => View::S,
        (true, Some('d')) => View::D,
        (true, Some('q')) => View::Q,
        (_, Some(c)) => {
            return Err(e(format!(
                "modifier `{c}` does not apply to register {p:?}"
            )))
        }
    };
    regs::name(p, view).ok_or_else(|| e(format!("no name for {p:?}")))
}

/// Substitutes the operands of an allocated `InlineAsm` instruction into its template.
/// `sym` spells a symbol operand with its addend. `${:uid}` becomes `uid_base · 100000 +`
/// the asm's number in its function (unique in the output when `uid_base` differs per
/// function).
pub fn render(
    inst: &MInst,
    uid_base: u64,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
) -> Result<String, EmitError> {
    let (text, operands, number) = unpack(inst)?;
    let escapes = Escapes { comment: "//", private: ".L" };
    let mut operand = |num: usize, modifier: Option<char>, out: &mut String| {
        let o = shared::operand_at(&operands, num)?;
        operand_text(o, num, modifier, sym, out).map_err(|e| e.message)
    };
    shared::substitute(&text, number, uid_base, &escapes, &mut operand)
        .map_err(|m| emit_err(if m.starts_with("inline asm: ") { m } else { format!("inline asm: {m}") }))
}

fn operand_text(
    o: &Operand,
    num: usize,
    m: Option<char>,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
    out: &mut String,
) -> Result<(), EmitError> {
    let e = |msg: String| EmitError {
        at: None,
        message: format!("inline asm: {msg}"),
    };
    match (o.kind, m) {
        (KIND_REG, Some('a')) => {
            let p = phys(o.value)?;
            if regs::is_fpr(p) {
                return Err(e(format!(
                    "operand ${num}: an FP/SIMD register is no address"
                )));
            }
            out.push('[');
            out.push_str(&reg_text(p, Some('x'))?);
            out.push(']');
        }
        (KIND_REG, m) => out.push_str(&reg_text(phys(o.value)?, m)?),
        (KIND_MEM, None | Some('a')) => {
            out.push('[');
            out.push_str(&reg_text(phys(o.value)?, Some('x'))?);
            out.push(']');
        }
        (KIND_IMM, m) => match *o.value {
            MOperand::Imm(0) if matches!(m, Some('w') | Some('x')) => {
                out.push_str(if m == Some('w') { "wzr" } else { "xzr" })
            }
            MOperand::Imm(v) => match m {
                None | Some('c' | 'a' | 'w' | 'x' | 'z' | 'b' | 'h' | 's' | 'd' | 'q') => {
                    out.push_str(&v.to_string())
                }
                Some('n') => out.push_str(&v.wrapping_neg().to_string()),
                Some(c) => return Err(e(format!("modifier `{c}` on an immediate"))),
            },
            MOperand::Sym { sym: s, addend } if matches!(m, None | Some('c' | 'a' | 'l')) => {
                sym(s, addend, out)
            }
            ref v => {
                return Err(e(format!(
                    "operand ${num}: bad immediate {v:?} for modifier {m:?}"
                )))
            }
        },
        (KIND_NONE, _) => return Err(e(format!("operand ${num} (a flag output) has no text"))),
        (_, m) => {
            return Err(e(format!(
                "operand ${num}: modifier {m:?} is not supported here"
            )))
        }
    }
    Ok(())
}

/// The printer's text of an `InlineAsm` instruction (without the first tab and the last
/// newline): the substituted template between `//APP` and `//NO_APP`, one statement per
/// line as written.
pub fn print(
    inst: &MInst,
    uid_base: u64,
    sym: &mut dyn FnMut(SymbolRef, i64, &mut String),
    out: &mut String,
) -> Result<(), EmitError> {
    let text = render(inst, uid_base, sym)?;
    crate::inline_asm::print_between_markers(&text, "//", out);
    Ok(())
}

/// Assembles an allocated `InlineAsm` instruction: the substituted template through
/// `assembler`, symbol operands as placeholders turned back into relocations. Returns the
/// bytes and relocations (relative to the first byte); the first byte must be placed
/// `alignment(inst).0` aligned.
pub fn encode(inst: &MInst) -> Result<(Vec<u8>, Vec<super::emit::CodeReloc>), EmitError> {
    let mut syms: Vec<(SymbolRef, i64)> = Vec::new();
    let mut name = |s: SymbolRef, addend: i64, text: &mut String| {
        text.push_str(&assembler::sym_placeholder(syms.len()));
        syms.push((s, addend));
    };
    // `${:uid}` labels are local to the assembled text: any number does.
    let text = render(inst, 0, &mut name)?;
    assembler::assemble(&text, &syms)
}

/// The alignment (log2) an `InlineAsm` asks for, and whether its template is nothing but
/// alignment directives (then it is only padding).
pub fn alignment(inst: &MInst) -> (u8, bool) {
    match render(inst, 0, &mut |_, _, t: &mut String| t.push('0')) {
        Ok(text) => assembler::alignment(&text),
        Err(_) => (0, false),
    }
}
