//! The AArch64 encoder: turns fully allocated instructions into 32-bit words by the
//! opcode descriptions (base word from the encoding-class helpers in `inst::encoding`, type
//! bits, operand fields) and reports target-neutral relocations (`CodeReloc`);
//! `emit_function` lays out a whole function and relaxes out-of-range conditional
//! branches (`A64BranchForms`).
//!
//! Contract with the passes before it:
//! * every register operand is `Reg::Phys`, a tied use is in its def's register, and sp
//!   and xzr appear only where the slot's view allows them;
//! * `Frame` displacements are resolved through a `FrameLayout` that frame lowering
//!   provides; an offset that fits neither the scaled nor the unscaled form is an error
//!   (frame lowering materializes large offsets in x16 first);
//! * symbols stay symbolic: every `Sym` becomes a `CodeReloc` at the instruction's offset
//!   with the symbol's addend (ELF RELA), except pc-relative references to a block of the
//!   function being emitted (`adr`, `b`/`bl`), which `emit_function` resolves itself as an
//!   assembler does.
//!
//! `emit_function` lays the function out through the shared `crate::layout` with
//! `A64BranchForms`; the machine-code types (`FunctionCode`, `CodeReloc`, `FrameLayout`)
//! are the target-neutral ones of `crate::code`, re-exported here.

use super::inst::encoding::*;
use super::inst::imm::{encode_byte_mask, encode_fp_imm8, encode_logical_imm};
use super::inst::{decode, Addr, Cond, Desc, Disp, Enc, Extend, Mode, Opcode, Slot, SymField, SymMod, Ty, I, M, R, T};
use super::regs::{self, SP, XZR};
pub use crate::code::{CodeReloc, FrameLayout, FunctionCode, NoFrame};
use crate::layout::{BranchForms, FunctionLayout};
use rllc_isel::mir::{MBlockId, MFunction, MInst, MOperand, PReg, Reg, SymbolRef};
use rllc_objwriter::model::Arch;
use rllc_objwriter::RelocKind;
use std::fmt;

/// Why an instruction could not be encoded (a bug in an earlier pass, never the input
/// program's fault, but reported instead of panicking).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmitError {
    /// Block and instruction index within it, when emitting a function.
    pub at: Option<(u32, u32)>,
    pub message: String,
}

impl fmt::Display for EmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some((b, i)) => write!(f, "aarch64 emit: block {b} instruction {i}: {}", self.message),
            None => write!(f, "aarch64 emit: {}", self.message),
        }
    }
}

impl std::error::Error for EmitError {}

pub(super) fn err<T>(message: impl Into<String>) -> Result<T, EmitError> {
    Err(EmitError { at: None, message: message.into() })
}

/// The physical register of a register operand.
pub(super) fn phys(op: &MOperand) -> Result<PReg, EmitError> {
    match op {
        MOperand::Reg(r) => phys_reg(r.reg),
        other => err(format!("expected a register operand, found {other:?}")),
    }
}

pub(super) fn phys_reg(r: Reg) -> Result<PReg, EmitError> {
    match r {
        Reg::Phys(p) => Ok(p),
        Reg::Virt(v) => err(format!("virtual register {v:?} was not allocated")),
    }
}

pub(super) fn imm(op: &MOperand) -> Result<i64, EmitError> {
    match op {
        MOperand::Imm(v) => Ok(*v),
        other => err(format!("expected an immediate, found {other:?}")),
    }
}

/// Checks that `p` can stand in a slot of view `r` and returns its 5-bit field.
pub(super) fn reg_field(p: PReg, r: R) -> Result<u32, EmitError> {
    let ok = if r == R::Any {
        regs::is_gpr(p) || regs::is_fpr(p) || p == SP
    } else if r.is_gpr() {
        regs::is_gpr(p) || (p == SP && r.allows_sp()) || (p == XZR && !r.allows_sp())
    } else {
        regs::is_fpr(p)
    };
    if !ok {
        return err(format!("register {p:?} cannot stand in a {r:?} operand"));
    }
    Ok(regs::hw_enc(p))
}

/// The bits a type sets.
pub(super) fn ty_bits(t: T, ty: Ty) -> Result<u32, EmitError> {
    let x = u32::from(ty == Ty::X);
    let q = u32::from(ty.is_q()) << 30;
    let esz = ty.elem_log2();
    Ok(match t {
        T::None => 0,
        T::Sf => x << 31,
        T::SfN => x << 31 | x << 22,
        T::SfRev => x << 31 | x << 10,
        T::Ft => ftype(ty)? << 22,
        T::SfFt => ftype(ty)? << 22 | u32::from(ty == Ty::D) << 31,
        T::Size => esz << 30,
        T::FpSize => {
            if ty == Ty::Q {
                1 << 23
            } else {
                esz << 30
            }
        }
        T::Ldrs => u32::from(ty == Ty::W) << 22,
        T::Pair => {
            (match ty {
                Ty::W | Ty::S => 0,
                Ty::D => 1,
                _ => 2,
            }) << 30
        }
        T::Sz30 => x << 30,
        T::Arr => q | esz << 22,
        T::ArrQ => q,
        T::ArrF => q | u32::from(esz == 3) << 22,
        T::Umov => u32::from(esz == 3) << 30,
        T::ArrQ5 => q | (1 << esz) << 16,
        T::ArrOp => q | u32::from(esz == 3) << 29,
        T::ArrSh0 => q | (8 << esz) << 16,
    })
}

fn ftype(ty: Ty) -> Result<u32, EmitError> {
    match ty {
        Ty::S => Ok(0),
        Ty::D => Ok(1),
        Ty::H => Ok(3),
        _ => err(format!("{ty:?} is no FP type")),
    }
}

/// How an address is encoded: the form `encode_mem` chose, shared with the printer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemForm {
    /// `[base, #off]` scaled unsigned imm12.
    Scaled {
        base: PReg,
        off: i64,
    },
    /// `[base, #off]` unscaled imm9 (`ldur`).
    Unscaled {
        base: PReg,
        off: i64,
    },
    Pre {
        base: PReg,
        off: i64,
    },
    Post {
        base: PReg,
        off: i64,
    },
    /// `[base, index, extend #amount]`; `shift` is the amount when scaled.
    Index {
        base: PReg,
        index: PReg,
        extend: Extend,
        shift: Option<u32>,
    },
    /// `[base, :lo12:sym+addend]` and friends.
    Sym {
        base: PReg,
        sym: SymbolRef,
        addend: i64,
        modifier: SymMod,
    },
    /// A pc-relative literal `off` bytes away.
    Literal {
        off: i64,
    },
    /// `[base]` (exclusives, atomics).
    Base {
        base: PReg,
    },
}

/// log2 of the access size of a single-register load/store base word.
fn access_log2(word: u32) -> u32 {
    let v = word >> 26 & 1;
    if v == 1 && word >> 23 & 1 == 1 {
        4
    } else {
        word >> 30
    }
}

/// Chooses the form of a memory operand for an instruction with base word `word` (type
/// bits included) and memory kind `m`.
pub fn mem_form(word: u32, m: M, a: &Addr, frame: &dyn FrameLayout) -> Result<MemForm, EmitError> {
    let (base, disp) = match a.disp {
        Disp::Frame(fi, off) => {
            if a.base.is_some() {
                return err("a frame address cannot also have a base register");
            }
            let Some((b, boff)) = frame.frame_slot(fi) else {
                return err(format!("no frame layout for stack object {}", fi.0));
            };
            (Some(b), Disp::Imm(boff + off))
        }
        d => (a.base.map(phys_reg).transpose()?, d),
    };
    if let Some(b) = base {
        reg_field(b, R::XSp)?;
    }
    let no_base = || err("this address needs a base register");
    match m {
        M::Base => {
            if a.index.is_some() || a.mode != Mode::Offset || disp != Disp::Imm(0) {
                return err("only [base] addresses are allowed here");
            }
            Ok(MemForm::Base { base: base.map_or_else(no_base, Ok)? })
        }
        M::Pair => {
            let Disp::Imm(off) = disp else { return err("a pair address takes no symbol") };
            if a.index.is_some() {
                return err("a pair address takes no index register");
            }
            let base = base.map_or_else(no_base, Ok)?;
            Ok(match a.mode {
                Mode::Offset => MemForm::Scaled { base, off },
                Mode::Pre => MemForm::Pre { base, off },
                Mode::Post => MemForm::Post { base, off },
            })
        }
        M::One => {
            let log2 = access_log2(word);
            if let Some(index) = a.index {
                if disp != Disp::Imm(0) || a.mode != Mode::Offset {
                    return err("a register offset excludes an immediate and writeback");
                }
                let base = base.map_or_else(no_base, Ok)?;
                let index = phys_reg(index)?;
                return Ok(MemForm::Index { base, index, extend: a.extend, shift: a.scaled.then_some(log2) });
            }
            match (base, disp) {
                (None, Disp::Imm(off)) if a.mode == Mode::Offset => Ok(MemForm::Literal { off }),
                (None, _) => err("this address needs a base register"),
                (Some(base), Disp::Sym(sym, addend)) => {
                    if a.mode != Mode::Offset {
                        return err("a symbol offset excludes writeback");
                    }
                    Ok(MemForm::Sym { base, sym, addend, modifier: a.modifier })
                }
                (Some(base), Disp::Imm(off)) => Ok(match a.mode {
                    Mode::Pre => MemForm::Pre { base, off },
                    Mode::Post => MemForm::Post { base, off },
                    Mode::Offset => {
                        let scale = 1i64 << log2;
                        if off >= 0 && off % scale == 0 && off / scale < 4096 {
                            MemForm::Scaled { base, off }
                        } else if (-256..256).contains(&off) {
                            MemForm::Unscaled { base, off }
                        } else {
                            return err(format!("offset {off} fits neither ldr's scaled nor ldur's form"));
                        }
                    }
                }),
                (Some(_), Disp::Frame(..)) => err("unresolved frame address"),
            }
        }
    }
}

fn imm9(off: i64) -> Result<u32, EmitError> {
    if (-256..256).contains(&off) {
        Ok((off as u32) & 0x1ff)
    } else {
        err(format!("offset {off} out of the 9-bit signed range"))
    }
}

/// Fills the memory operand's fields into `word` (the unsigned-offset or pair base word).
fn encode_mem(
    word: u32,
    m: M,
    a: &Addr,
    frame: &dyn FrameLayout,
    relocs: &mut Vec<CodeReloc>,
) -> Result<u32, EmitError> {
    let form = mem_form(word, m, a, frame)?;
    let rt = word & 31;
    if m == M::Pair {
        let v = word >> 26 & 1;
        let opc = word >> 30;
        let scale = if v == 1 { 4i64 << opc } else { 4i64 << (opc >> 1) };
        let (base, off, mode) = match form {
            MemForm::Scaled { base, off } => (base, off, 0b010),
            MemForm::Pre { base, off } => (base, off, 0b011),
            MemForm::Post { base, off } => (base, off, 0b001),
            _ => return err("bad pair address"),
        };
        if off % scale != 0 || !(-64..64).contains(&(off / scale)) {
            return err(format!("pair offset {off} is no multiple of {scale} in the 7-bit range"));
        }
        let w = word & !(0b111 << 23) | mode << 23 | ((off / scale) as u32 & 0x7f) << 15;
        return Ok(w | regs::hw_enc(base) << 5);
    }
    // The other classes derive from the unsigned-immediate word: clear bits 24..26.
    let unscaled = word & !(0b11 << 24);
    let log2 = access_log2(word);
    Ok(match form {
        MemForm::Base { base } => word | regs::hw_enc(base) << 5,
        MemForm::Scaled { base, off } => word | ((off >> log2) as u32) << 10 | regs::hw_enc(base) << 5,
        MemForm::Unscaled { base, off } => unscaled | imm9(off)? << 12 | regs::hw_enc(base) << 5,
        MemForm::Pre { base, off } => unscaled | imm9(off)? << 12 | 0b11 << 10 | regs::hw_enc(base) << 5,
        MemForm::Post { base, off } => unscaled | imm9(off)? << 12 | 0b01 << 10 | regs::hw_enc(base) << 5,
        MemForm::Index { base, index, extend, shift } => {
            let view = if extend.is_64() { R::X } else { R::W };
            let rm = reg_field(index, view)?;
            unscaled
                | 1 << 21
                | rm << 16
                | extend.option() << 13
                | u32::from(shift.is_some()) << 12
                | 0b10 << 10
                | regs::hw_enc(base) << 5
        }
        MemForm::Sym { base, sym, addend, modifier } => {
            let kind = match (modifier, log2) {
                (SymMod::Lo12, 0) => RelocKind::Ldst8AbsLo12Nc,
                (SymMod::Lo12, 1) => RelocKind::Ldst16AbsLo12Nc,
                (SymMod::Lo12, 2) => RelocKind::Ldst32AbsLo12Nc,
                (SymMod::Lo12, 3) => RelocKind::Ldst64AbsLo12Nc,
                (SymMod::Lo12, _) => RelocKind::Ldst128AbsLo12Nc,
                (SymMod::GotLo12, 3) => RelocKind::Ld64GotLo12Nc,
                (SymMod::GottprelLo12, 3) => RelocKind::TlsieLd64GottprelLo12Nc,
                (SymMod::TlsdescLo12, 3) => RelocKind::TlsdescLd64Lo12,
                (m, _) => return err(format!("no load/store relocation for {m:?} at {} bytes", 1 << log2)),
            };
            relocs.push(CodeReloc { offset: 0, kind, target: sym, addend });
            word | regs::hw_enc(base) << 5
        }
        MemForm::Literal { off } => {
            let v = word >> 26 & 1;
            let opc = match (v, word >> 30, word >> 22 & 3) {
                (0, 2, 0b01) => 0b00,
                (0, 3, 0b01) => 0b01,
                (0, 2, 0b10) => 0b10,
                (1, 2, 0b01) => 0b00,
                (1, 3, 0b01) => 0b01,
                (1, 0, 0b11) => 0b10,
                _ => return err("this load has no literal form"),
            };
            if off % 4 != 0 || !(-(1 << 20)..(1 << 20)).contains(&off) {
                return err(format!("literal offset {off} out of range"));
            }
            load_register_literal(opc, v, (off >> 2) as u32, rt)
        }
    })
}

/// The fields of an immediate slot, given the word so far (for `ExtWidth`, which reads the
/// lsb already placed) and the type.
fn encode_imm(kind: I, v: i64, word: u32, ty: Ty) -> Result<u32, EmitError> {
    let bits = i64::from(ty.bits().min(64));
    let esz = ty.elem_log2();
    let ebits = 8i64 << esz;
    let bad = || err(format!("immediate {v} out of range for {kind:?} at {ty:?}"));
    let check = |ok: bool| if ok { Ok(()) } else { err(format!("immediate {v} out of range for {kind:?} at {ty:?}")) };
    Ok(match kind {
        I::AddSub => {
            if (0..4096).contains(&v) {
                (v as u32) << 10
            } else if v & 0xfff == 0 && (0..4096).contains(&(v >> 12)) {
                ((v >> 12) as u32) << 10 | 1 << 22
            } else {
                return bad();
            }
        }
        I::Logic => {
            let u = v as u64;
            if bits == 32 && u >> 32 != 0 && u >> 31 != 0x1_ffff_ffff {
                return bad();
            }
            let Some((n, immr, imms)) = encode_logical_imm(u, bits as u32) else { return bad() };
            n << 22 | immr << 16 | imms << 10
        }
        I::U(lo, w) | I::UHex(lo, w) => {
            check((0..1 << w).contains(&v))?;
            (v as u32) << lo
        }
        I::Imm16 => {
            check((0..=0xffff).contains(&v))?;
            (v as u32) << 5
        }
        I::Hw => {
            check(v >= 0 && v % 16 == 0 && v < bits)?;
            ((v / 16) as u32) << 21
        }
        I::Shift => {
            let (k, amt) = (v >> 8, v & 0xff);
            // Add/sub (01011 at 24) have no `ror`.
            let arith = word >> 24 & 0x1f == 0b01011;
            check((0..4).contains(&k) && !(arith && k == 3) && amt < bits && v >= 0)?;
            (k as u32) << 22 | (amt as u32) << 10
        }
        I::Extend => {
            let (opt, amt) = (v >> 8, v & 0xff);
            // 32-bit operations have no 64-bit index (uxtx/sxtx).
            check((0..8).contains(&opt) && amt <= 4 && v >= 0 && !(bits == 32 && opt & 3 == 3))?;
            (opt as u32) << 13 | (amt as u32) << 10
        }
        I::LslI => {
            check((0..bits).contains(&v))?;
            (((bits - v) % bits) as u32) << 16 | ((bits - 1 - v) as u32) << 10
        }
        I::ShrI => {
            check((0..bits).contains(&v))?;
            (v as u32) << 16 | ((bits - 1) as u32) << 10
        }
        I::Immr => {
            check((0..bits).contains(&v))?;
            (v as u32) << 16
        }
        I::Imms => {
            check((0..bits).contains(&v))?;
            (v as u32) << 10
        }
        I::InsLsb => {
            check((0..bits).contains(&v))?;
            (((bits - v) % bits) as u32) << 16
        }
        I::InsWidth => {
            // lsb = (bits - immr) % bits
            let immr = i64::from(word >> 16 & 0x3f);
            let lsb = (bits - immr) % bits;
            check(v >= 1 && v <= bits - lsb)?;
            ((v - 1) as u32) << 10
        }
        I::ExtWidth => {
            let lsb = i64::from(word >> 16 & 0x3f);
            check(v >= 1 && v <= bits - lsb)?;
            ((lsb + v - 1) as u32) << 10
        }
        I::TbBit => {
            check((0..64).contains(&v))?;
            ((v >> 5) as u32) << 31 | ((v & 31) as u32) << 19
        }
        I::Fp8 | I::VFp8 => {
            let Some(i8) = encode_fp_imm8(f64::from_bits(v as u64)) else {
                return err(format!("{} is no FP immediate", f64::from_bits(v as u64)));
            };
            let i8 = u32::from(i8);
            if kind == I::Fp8 {
                i8 << 13
            } else {
                (i8 >> 5) << 16 | (i8 & 31) << 5
            }
        }
        I::Lane5 => {
            check((0..16 >> esz).contains(&v))?;
            ((v as u32) << (esz + 1) | 1 << esz) << 16
        }
        I::Lane4 => {
            check((0..16 >> esz).contains(&v))?;
            ((v as u32) << esz) << 11
        }
        I::LaneD1 => {
            check(v == 1)?;
            0
        }
        I::VShl => {
            check((0..ebits).contains(&v))?;
            ((ebits + v) as u32) << 16
        }
        I::VShr => {
            check((1..=ebits).contains(&v))?;
            ((2 * ebits - v) as u32) << 16
        }
        I::Abc => {
            check((0..256).contains(&v))?;
            (v as u32 >> 5) << 16 | (v as u32 & 31) << 5
        }
        I::Mask64 => {
            let Some(b) = encode_byte_mask(v as u64) else { return bad() };
            u32::from(b >> 5) << 16 | u32::from(b & 31) << 5
        }
        I::VLslS => {
            check(matches!(v, 0 | 8 | 16 | 24))?;
            ((v / 8) as u32) << 13
        }
        I::VLslH => {
            check(matches!(v, 0 | 8))?;
            ((v / 8) as u32) << 13
        }
        I::Barrier => {
            check((0..16).contains(&v))?;
            (v as u32) << 8
        }
    })
}

fn cond_of(op: &MOperand) -> Result<Cond, EmitError> {
    Cond::from_i64(imm(op)?).map_or_else(|| err("bad condition operand"), Ok)
}

/// Encodes one instruction of the generic kind (`Enc::W`, `Enc::TlsDescCall`).
fn encode_word(
    d: &Desc,
    ty: Ty,
    inst: &MInst,
    base: u32,
    frame: &dyn FrameLayout,
    relocs: &mut Vec<CodeReloc>,
) -> Result<u32, EmitError> {
    let ops = &inst.ops;
    let mut word = base | ty_bits(d.t, ty)?;
    let mut pair_regs: Vec<(u8, u32)> = Vec::new();
    for (si, (slot, at)) in d.slot_offsets().enumerate() {
        let op = ops.get(at);
        let Some(op) = op else {
            if slot == Slot::Implicit {
                break;
            }
            return err(format!("{}: missing operand {at}", d.name));
        };
        match slot {
            Slot::Def(r, f) | Slot::Use(r, f) | Slot::EDef(r, f) => {
                let p = phys(op)?;
                let field = reg_field(p, r)?;
                match f {
                    super::inst::field::RNM => word |= field << 5 | field << 16,
                    super::inst::field::NONE => pair_regs.push((si as u8, field)),
                    f => word |= field << f,
                }
            }
            Slot::Tied(k) => {
                let def_at = d.slot_offsets().nth(k as usize).map(|s| s.1).unwrap_or(0);
                if phys(op)? != phys(&ops[def_at])? {
                    return err(format!("{}: tied operand not in its def's register", d.name));
                }
            }
            Slot::Imm(kind) => match op {
                MOperand::Sym { sym, addend } if kind == I::Imm16 => {
                    let hw = ops.get(at + 1).map(imm).transpose()?.unwrap_or(0);
                    let kind = match hw {
                        0 => RelocKind::MovwUabsG0Nc,
                        16 => RelocKind::MovwUabsG1Nc,
                        32 => RelocKind::MovwUabsG2Nc,
                        48 => RelocKind::MovwUabsG3,
                        _ => return err("bad movz/movk shift"),
                    };
                    relocs.push(CodeReloc { offset: 0, kind, target: *sym, addend: *addend });
                }
                _ => word |= encode_imm(kind, imm(op)?, word, ty)?,
            },
            Slot::Mem(m) => {
                let Some(a) = Addr::decode(ops, at) else {
                    return err(format!("{}: malformed memory operand", d.name));
                };
                word = encode_mem(word, m, &a, frame, relocs)?;
            }
            Slot::Cc(lo) => word |= (cond_of(op)? as u32) << lo,
            Slot::CcInv(lo) => {
                let c = cond_of(op)?;
                if matches!(c, Cond::Al | Cond::Nv) {
                    return err(format!("{}: no inverted form of {}", d.name, c.name()));
                }
                word |= (c.invert() as u32) << lo;
            }
            Slot::Target => return err("branches to blocks are placed by emit_function"),
            Slot::Callee => {
                let MOperand::Sym { sym, addend } = op else { return err("expected a symbol") };
                let kind = if matches!(d.enc, Enc::TlsDescCall(_)) {
                    RelocKind::TlsdescCall
                } else if word >> 31 == 1 {
                    RelocKind::Call26
                } else {
                    RelocKind::Jump26
                };
                relocs.push(CodeReloc { offset: 0, kind, target: *sym, addend: *addend });
            }
            Slot::Sym(field) => {
                let MOperand::Sym { sym, addend } = op else { return err("expected a symbol") };
                let m = match ops.get(at + 1) {
                    Some(o) if d.layout.get(si + 1) == Some(&Slot::Mod) => {
                        SymMod::from_i64(imm(o)?).map_or_else(|| err("bad symbol modifier"), Ok)?
                    }
                    _ => SymMod::None,
                };
                let kind = match (field, m) {
                    (SymField::Adr, SymMod::None) => RelocKind::AdrPrelLo21,
                    (SymField::Page, SymMod::None) => RelocKind::AdrPrelPgHi21,
                    (SymField::Page, SymMod::Got) => RelocKind::AdrGotPage,
                    (SymField::Page, SymMod::Gottprel) => RelocKind::TlsieAdrGottprelPage21,
                    (SymField::Page, SymMod::Tlsdesc) => RelocKind::TlsdescAdrPage21,
                    (SymField::Lo12, SymMod::Lo12) => RelocKind::AddAbsLo12Nc,
                    (SymField::Lo12, SymMod::TprelHi12) => {
                        word |= 1 << 22;
                        RelocKind::TlsleAddTprelHi12
                    }
                    (SymField::Lo12, SymMod::TprelLo12Nc) => RelocKind::TlsleAddTprelLo12Nc,
                    (SymField::Lo12, SymMod::TlsdescLo12) => RelocKind::TlsdescAddLo12,
                    (f, m) => return err(format!("no relocation for {m:?} in a {f:?} operand")),
                };
                relocs.push(CodeReloc { offset: 0, kind, target: *sym, addend: *addend });
            }
            Slot::Mod | Slot::Implicit => {}
        }
    }
    // `casp`: each register pair is an even register and the next one.
    if !pair_regs.is_empty() {
        let (rs, rt) = (word >> 16 & 31, word & 31);
        let seconds: Vec<u32> = pair_regs.iter().map(|p| p.1).collect();
        if rs % 2 != 0 || rt % 2 != 0 || seconds != [rs + 1, rt + 1] {
            return err(format!("{}: register pairs must be an even register and the next", d.name));
        }
    }
    Ok(word)
}

/// The word of a `Copy` after allocation (`None` for a copy to the same register).
fn encode_copy(inst: &MInst) -> Result<Option<u32>, EmitError> {
    let (Some(d), Some(s)) = (inst.ops.first(), inst.ops.get(1)) else { return err("copy needs two operands") };
    let (dst, src) = (phys(d)?, phys(s)?);
    if dst == src {
        return Ok(None);
    }
    let (df, sf) = (regs::is_fpr(dst), regs::is_fpr(src));
    if df != sf || dst == XZR || (!df && !regs::is_gpr_like(src)) {
        return err(format!("copy between register classes: {src:?} to {dst:?}"));
    }
    let (d, s) = (regs::hw_enc(dst), regs::hw_enc(src));
    Ok(Some(if df {
        simd_three_same(1, 0, 0b10, s, 0b00011, s, d)
    } else if dst == SP || src == SP {
        add_sub_immediate(1, 0, 0, 0, 0, s, d)
    } else {
        logical_shifted_register(1, 0b01, 0, 0, s, 0, 31, d)
    }))
}

/// Encodes one instruction: its word (`None` for pseudo-instructions without code) and
/// its relocations (offsets relative to the instruction). Branches to blocks are an
/// error: `emit_function` places them.
pub fn encode_inst(inst: &MInst, frame: &dyn FrameLayout) -> Result<(Option<u32>, Vec<CodeReloc>), EmitError> {
    let Some((op, ty)) = decode(inst) else {
        return err(format!("opcode number {:#x} is not an AArch64 opcode", inst.opcode));
    };
    let d = op.desc();
    let has_implicit = d.layout.last() == Some(&Slot::Implicit);
    if inst.ops.len() < d.num_ops() || (!has_implicit && inst.ops.len() != d.num_ops()) {
        return err(format!("{}: {} operands, the layout has {}", d.name, inst.ops.len(), d.num_ops()));
    }
    if d.is_typed() && !d.has_ty(ty) {
        return err(format!("{} has no {ty:?} form", d.name));
    }
    let mut relocs = Vec::new();
    let word = match d.enc {
        Enc::None if op == Opcode::InlineAsm => return err("inline asm is more than one word: use encode_one"),
        Enc::None => None,
        Enc::Copy => encode_copy(inst)?,
        Enc::Branch => return err("branches to blocks are placed by emit_function"),
        Enc::W(base) | Enc::TlsDescCall(base) => Some(encode_word(d, ty, inst, base, frame, &mut relocs)?),
    };
    Ok((word, relocs))
}

/// Encodes one instruction on its own (tests, patching): bytes and relocations relative to
/// its start.
pub fn encode_one(inst: &MInst, frame: &dyn FrameLayout) -> Result<(Vec<u8>, Vec<CodeReloc>), EmitError> {
    if decode(inst).map(|d| d.0) == Some(Opcode::InlineAsm) {
        return super::inline_asm::encode(inst);
    }
    let (word, relocs) = encode_inst(inst, frame)?;
    Ok((word.map_or_else(Vec::new, |w| w.to_le_bytes().to_vec()), relocs))
}

// ---------------------------------------------------------------------------------------
// Branches with displacements
// ---------------------------------------------------------------------------------------

/// Reach of `b`/`bl` (imm26 words): ±128 MiB.
pub const B_RANGE: i64 = 128 << 20;
/// Reach of `b.cond`, `cbz`/`cbnz` and `ldr` literal (imm19 words): ±1 MiB.
pub const BCOND_RANGE: i64 = 1 << 20;
/// Reach of `tbz`/`tbnz` (imm14 words): ±32 KiB.
pub const TBZ_RANGE: i64 = 32 << 10;

fn words(disp: i64, range: i64) -> Result<u32, EmitError> {
    if disp % 4 != 0 || !(-range..range).contains(&disp) {
        return err(format!("branch displacement {disp} out of range ±{range}"));
    }
    Ok((disp >> 2) as u32)
}

/// `b` by `disp` bytes from the instruction.
pub fn encode_b(disp: i64) -> Result<u32, EmitError> {
    Ok(unconditional_branch_immediate(0, words(disp, B_RANGE)?))
}

/// `bl` by `disp` bytes.
pub fn encode_bl(disp: i64) -> Result<u32, EmitError> {
    Ok(unconditional_branch_immediate(1, words(disp, B_RANGE)?))
}

/// `b.cond` by `disp` bytes.
pub fn encode_bcond(cond: Cond, disp: i64) -> Result<u32, EmitError> {
    Ok(conditional_branch_immediate(words(disp, BCOND_RANGE)?, cond as u32))
}

/// `cbz`/`cbnz` (`nz`) of `rt` (x when `sf`, else w) by `disp` bytes.
pub fn encode_cbz(sf: bool, nz: bool, rt: PReg, disp: i64) -> Result<u32, EmitError> {
    let rt = reg_field(rt, R::G)?;
    Ok(compare_and_branch_immediate(u32::from(sf), u32::from(nz), words(disp, BCOND_RANGE)?, rt))
}

/// `tbz`/`tbnz` (`nz`) of bit `bit` of `rt` by `disp` bytes.
pub fn encode_tbz(nz: bool, bit: u32, rt: PReg, disp: i64) -> Result<u32, EmitError> {
    if bit >= 64 {
        return err(format!("tbz bit {bit} out of range"));
    }
    let rt = reg_field(rt, R::G)?;
    Ok(test_and_branch_immediate(bit >> 5, u32::from(nz), bit & 31, words(disp, TBZ_RANGE)?, rt))
}

// ---------------------------------------------------------------------------------------
// Whole functions: layout and branch relaxation
// ---------------------------------------------------------------------------------------

/// A branch to a block whose form relaxation decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BranchKind {
    B,
    Bcc(Cond),
    /// `cbz`/`cbnz` (`nz`) of a w (`!sf`) or x register.
    Cb {
        nz: bool,
        sf: bool,
        rt: PReg,
    },
    /// `tbz`/`tbnz` of bit `bit`.
    Tb {
        nz: bool,
        bit: u32,
        rt: PReg,
    },
}

impl BranchKind {
    /// The reach of the short form.
    fn range(self) -> i64 {
        match self {
            BranchKind::B => B_RANGE,
            BranchKind::Bcc(_) | BranchKind::Cb { .. } => BCOND_RANGE,
            BranchKind::Tb { .. } => TBZ_RANGE,
        }
    }

    /// The branch taken in the opposite case (the skip of a long form).
    pub fn invert(self) -> BranchKind {
        match self {
            BranchKind::B => BranchKind::B,
            BranchKind::Bcc(c) => BranchKind::Bcc(c.invert()),
            BranchKind::Cb { nz, sf, rt } => BranchKind::Cb { nz: !nz, sf, rt },
            BranchKind::Tb { nz, bit, rt } => BranchKind::Tb { nz: !nz, bit, rt },
        }
    }

    /// The word of this branch by `disp` bytes.
    pub fn encode(self, disp: i64) -> Result<u32, EmitError> {
        match self {
            BranchKind::B => encode_b(disp),
            BranchKind::Bcc(c) => encode_bcond(c, disp),
            BranchKind::Cb { nz, sf, rt } => encode_cbz(sf, nz, rt, disp),
            BranchKind::Tb { nz, bit, rt } => encode_tbz(nz, bit, rt, disp),
        }
    }
}

/// The block branches an instruction lowers to, given the next block in layout (in
/// order; a jump to the next block is dropped, a two-target branch keeps one jump when
/// either target is next). `None` when it is no block branch.
pub fn block_branches(inst: &MInst, next: MBlockId) -> Option<Result<Vec<(BranchKind, MBlockId)>, EmitError>> {
    let (op, _) = decode(inst)?;
    if op.desc().enc != Enc::Branch {
        return None;
    }
    Some((|| {
        let ops = &inst.ops;
        let block = |i: usize| match ops.get(i) {
            Some(MOperand::Block(b)) => Ok(*b),
            _ => err(format!("{}: expected a block at operand {i}", op.desc().name)),
        };
        let cond = |i: usize| ops.get(i).map_or_else(|| err("missing condition"), cond_of);
        let reg = |i: usize| ops.get(i).map_or_else(|| err("missing register"), phys);
        let (kind, target) = match op {
            Opcode::B => (BranchKind::B, block(0)?),
            Opcode::Bcc => (BranchKind::Bcc(cond(0)?), block(1)?),
            Opcode::Cbz | Opcode::Cbnz => {
                let sf = decode(inst).map(|d| d.1) == Some(Ty::X);
                (BranchKind::Cb { nz: op == Opcode::Cbnz, sf, rt: reg(0)? }, block(1)?)
            }
            Opcode::Tbz | Opcode::Tbnz => {
                let bit = ops.get(1).map_or_else(|| err("missing bit"), imm)?;
                let bit = u32::try_from(bit).ok().filter(|b| *b < 64).map_or_else(|| err("bad tbz bit"), Ok)?;
                (BranchKind::Tb { nz: op == Opcode::Tbnz, bit, rt: reg(0)? }, block(2)?)
            }
            Opcode::Brcond => return Ok(two_way(BranchKind::Bcc(cond(0)?), block(1)?, block(2)?, next)),
            Opcode::CbzBr => {
                let sf = decode(inst).map(|d| d.1) == Some(Ty::X);
                return Ok(two_way(BranchKind::Cb { nz: false, sf, rt: reg(0)? }, block(1)?, block(2)?, next));
            }
            Opcode::TbzBr => {
                let bit = ops.get(1).map_or_else(|| err("missing bit"), imm)?;
                let bit = u32::try_from(bit).ok().filter(|b| *b < 64).map_or_else(|| err("bad tbz bit"), Ok)?;
                return Ok(two_way(BranchKind::Tb { nz: false, bit, rt: reg(0)? }, block(2)?, block(3)?, next));
            }
            _ => return err(format!("{} is no block branch", op.desc().name)),
        };
        Ok(if kind == BranchKind::B && target == next { vec![] } else { vec![(kind, target)] })
    })())
}

/// The branches of a two-target pseudo (`Brcond`, `CbzBr`, `TbzBr`) whose condition `kind`
/// tests: the half to the next block is dropped, inverting the condition when `taken` is
/// next.
fn two_way(kind: BranchKind, t: MBlockId, f: MBlockId, next: MBlockId) -> Vec<(BranchKind, MBlockId)> {
    if f == next {
        if t == next {
            vec![]
        } else {
            vec![(kind, t)]
        }
    } else if t == next {
        vec![(kind.invert(), f)]
    } else {
        vec![(kind, t), (BranchKind::B, f)]
    }
}

/// The NOP word (`hint #0`), the padding of alignment inside code.
const NOP: u32 = 0xd503_201f;

/// AArch64 branches for the shared layout (`crate::layout`): form 0 is the branch itself
/// (4 bytes); a conditional kind (`b.cond`, `cbz`/`cbnz`, `tbz`/`tbnz`) has form 1, the
/// inverted branch over a `b` (8 bytes, ±128 MiB). An unconditional `b` has one form.
pub struct A64BranchForms;

impl BranchForms<BranchKind> for A64BranchForms {
    fn form_count(&self, kind: BranchKind) -> u8 {
        if kind == BranchKind::B {
            1
        } else {
            2
        }
    }

    fn len(&self, _: BranchKind, form: u8) -> u32 {
        4 + 4 * u32::from(form > 0)
    }

    fn reaches(&self, kind: BranchKind, form: u8, at: u32, dest: u32) -> bool {
        // The long form's `b` is the second word.
        let (from, range) = if form == 0 { (at, kind.range()) } else { (at + 4, B_RANGE) };
        (-range..range).contains(&(i64::from(dest) - i64::from(from)))
    }

    fn encode(&mut self, kind: BranchKind, form: u8, at: u32, dest: u32, out: &mut Vec<u8>) -> Result<(), String> {
        let disp = i64::from(dest) - i64::from(at);
        let r = if form == 0 {
            kind.encode(disp).map(|w| out.extend_from_slice(&w.to_le_bytes()))
        } else {
            kind.invert().encode(8).and_then(|skip| {
                let b = encode_b(disp - 4)?;
                out.extend_from_slice(&skip.to_le_bytes());
                out.extend_from_slice(&b.to_le_bytes());
                Ok(())
            })
        };
        r.map_err(|e| e.message)
    }

    fn padding(&self, n: u32, out: &mut Vec<u8>) {
        for _ in 0..n / 4 {
            out.extend_from_slice(&NOP.to_le_bytes());
        }
        // Code is made of words, so alignment never asks for a partial one.
        out.extend(std::iter::repeat_n(0, (n % 4) as usize));
    }

    fn arch(&self) -> Arch {
        Arch::Aarch64
    }
}

/// Encodes a whole allocated function in block order through the shared layout
/// (`crate::layout`): block branches are placed by `block_branches`, short where the
/// target is in reach and else as the inverted branch over a `b` (relaxed until a fixed
/// point); pc-relative references to own blocks are resolved in place.
pub fn emit_function(f: &MFunction, frame: &dyn FrameLayout) -> Result<FunctionCode, EmitError> {
    let nblocks = f.blocks.len();
    let mut layout: FunctionLayout<BranchKind> = FunctionLayout::new();
    for (bi, block) in f.blocks.iter().enumerate() {
        layout.start_block();
        let next = MBlockId(bi as u32 + 1);
        for (ii, inst) in block.insts.iter().enumerate() {
            layout.start_inst();
            let at = |mut e: EmitError| {
                e.at = Some((bi as u32, ii as u32));
                e
            };
            if decode(inst).map(|d| d.0) == Some(Opcode::InlineAsm) {
                // The template assembled in place; alignment directives pad from its first
                // byte, which is placed that aligned (a template of alignment directives
                // only is just that padding).
                let (log2, only) = super::inline_asm::alignment(inst);
                if log2 > 2 {
                    layout.align(log2);
                }
                if only {
                    continue;
                }
                let (bytes, relocs) = super::inline_asm::encode(inst).map_err(at)?;
                let (scratch, scratch_relocs) = layout.code();
                let base = scratch.len() as u32;
                scratch.extend_from_slice(&bytes);
                scratch_relocs.extend(relocs.into_iter().map(|r| CodeReloc { offset: r.offset + base, ..r }));
                layout.end_code();
                continue;
            }
            if let Some(branches) = block_branches(inst, next) {
                for (kind, target) in branches.map_err(at)? {
                    if target.0 as usize >= nblocks {
                        return Err(at(EmitError { at: None, message: format!("branch to block {}", target.0) }));
                    }
                    layout.branch(kind, target);
                }
                continue;
            }
            let (word, relocs) = encode_inst(inst, frame).map_err(at)?;
            let Some(w) = word else { continue };
            if decode(inst).map(|d| d.0) == Some(Opcode::TlsDescCall) && relocs.len() != 1 {
                return Err(at(EmitError { at: None, message: "tlsdesc call without its symbol".into() }));
            }
            // Words are position-independent: every address-dependent field is a relocation.
            let (scratch, scratch_relocs) = layout.code();
            let base = scratch.len() as u32;
            scratch.extend_from_slice(&w.to_le_bytes());
            scratch_relocs.extend(relocs.into_iter().map(|r| CodeReloc { offset: r.offset + base, ..r }));
            layout.end_code();
        }
    }
    layout.finish(&mut A64BranchForms).map_err(|message| EmitError { at: None, message })
}
