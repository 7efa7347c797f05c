//! Windows x64 structured unwind info: a neutral description of each function's prologue
//! (pushes, stack allocation, frame register, register saves) encoded as `UNWIND_INFO` in
//! `.xdata` and `RUNTIME_FUNCTION` entries in `.pdata` (PE/COFF spec, "x64 exception
//! handling"). Functions in a comdat get their own `.pdata`/`.xdata` in the same comdat, so
//! the linker keeps or drops them together (COFF associative sections).

use std::collections::HashMap;

use crate::model::{ComdatId, CustomFlags, ObjectFile, Section, SectionId, SectionKind, SymbolDef, SymbolId};
use crate::reloc::{Reloc, RelocKind};
use crate::{Error, Result};

/// One prologue step, in the order the prologue executes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Win64Op {
    /// `push reg` of a non-volatile integer register (x64 register number 0-15).
    PushNonVol(u8),
    /// `sub rsp, size` (size a multiple of 8).
    Alloc(u32),
    /// `lea frame_reg, [rsp + offset]`: the frame register and offset of
    /// [`Win64Unwind::frame`] become valid here.
    SetFrame,
    /// `mov [rsp + offset], reg` of a non-volatile integer register.
    SaveNonVol { reg: u8, offset: u32 },
    /// `movaps [rsp + offset], xmmN`.
    SaveXmm128 { reg: u8, offset: u32 },
    /// The hardware pushed a machine frame (interrupt handlers).
    PushMachFrame { error_code: bool },
}

/// The unwind description of one function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Win64Unwind {
    /// The function symbol (defined in a text section).
    pub start: SymbolId,
    pub len: u32,
    /// Bytes of prologue.
    pub prologue_size: u8,
    /// Frame register number and its offset from rsp (a multiple of 16, at most 240).
    pub frame: Option<(u8, u8)>,
    /// `(offset of the end of the instruction, op)`, in prologue order.
    pub ops: Vec<(u8, Win64Op)>,
}

const UWOP_PUSH_NONVOL: u8 = 0;
const UWOP_ALLOC_LARGE: u8 = 1;
const UWOP_ALLOC_SMALL: u8 = 2;
const UWOP_SET_FPREG: u8 = 3;
const UWOP_SAVE_NONVOL: u8 = 4;
const UWOP_SAVE_NONVOL_FAR: u8 = 5;
const UWOP_SAVE_XMM128: u8 = 8;
const UWOP_SAVE_XMM128_FAR: u8 = 9;
const UWOP_PUSH_MACHFRAME: u8 = 10;

/// Encodes one function's `UNWIND_INFO` (version 1, no handler).
pub fn encode_unwind_info(u: &Win64Unwind) -> Result<Vec<u8>> {
    let mut codes: Vec<u16> = Vec::new();
    // Codes are listed in reverse prologue order; each code's extra slots follow it.
    for &(at, op) in u.ops.iter().rev() {
        let slot = |op: u8, info: u8| u16::from(at) | (u16::from(op | (info << 4)) << 8);
        match op {
            Win64Op::PushNonVol(reg) => codes.push(slot(UWOP_PUSH_NONVOL, reg & 15)),
            Win64Op::Alloc(size) => {
                if size == 0 || size % 8 != 0 {
                    return Err(Error::Invalid(format!(
                        "Win64 stack allocation {size} is not a positive multiple of 8"
                    )));
                }
                if size <= 128 {
                    codes.push(slot(UWOP_ALLOC_SMALL, ((size - 8) / 8) as u8));
                } else if size <= 512 * 1024 - 8 {
                    codes.push(slot(UWOP_ALLOC_LARGE, 0));
                    codes.push((size / 8) as u16);
                } else {
                    codes.push(slot(UWOP_ALLOC_LARGE, 1));
                    codes.push(size as u16);
                    codes.push((size >> 16) as u16);
                }
            }
            Win64Op::SetFrame => {
                if u.frame.is_none() {
                    return Err(Error::Invalid("Win64 SetFrame without a frame register".into()));
                }
                codes.push(slot(UWOP_SET_FPREG, 0));
            }
            Win64Op::SaveNonVol { reg, offset } => {
                push_save(&mut codes, slot, reg, offset, 8, UWOP_SAVE_NONVOL, UWOP_SAVE_NONVOL_FAR)?
            }
            Win64Op::SaveXmm128 { reg, offset } => push_save(
                &mut codes,
                slot,
                reg,
                offset,
                16,
                UWOP_SAVE_XMM128,
                UWOP_SAVE_XMM128_FAR,
            )?,
            Win64Op::PushMachFrame { error_code } => codes.push(slot(UWOP_PUSH_MACHFRAME, u8::from(error_code))),
        }
    }
    let count = u8::try_from(codes.len()).map_err(|_| Error::Unsupported("more than 255 Win64 unwind codes".into()))?;
    let (frame_reg, frame_off) = match u.frame {
        Some((reg, off)) => {
            if off % 16 != 0 || off > 240 || reg > 15 {
                return Err(Error::Invalid(format!(
                    "Win64 frame register {reg} offset {off} not encodable"
                )));
            }
            (reg, off / 16)
        }
        None => (0, 0),
    };
    let mut out = vec![1u8, u.prologue_size, count, frame_reg | (frame_off << 4)];
    for c in &codes {
        out.extend_from_slice(&c.to_le_bytes());
    }
    if codes.len() % 2 == 1 {
        out.extend_from_slice(&[0, 0]);
    }
    Ok(out)
}

fn push_save(
    codes: &mut Vec<u16>,
    slot: impl Fn(u8, u8) -> u16,
    reg: u8,
    offset: u32,
    scale: u32,
    near: u8,
    far: u8,
) -> Result<()> {
    if offset % scale != 0 {
        return Err(Error::Invalid(format!(
            "Win64 save offset {offset} is not a multiple of {scale}"
        )));
    }
    if offset / scale <= 0xffff {
        codes.push(slot(near, reg & 15));
        codes.push((offset / scale) as u16);
    } else {
        codes.push(slot(far, reg & 15));
        codes.push(offset as u16);
        codes.push((offset >> 16) as u16);
    }
    Ok(())
}

/// Adds `.xdata`/`.pdata` sections for `obj.win64_unwind` (one pair per comdat group of
/// the functions' text sections, one for the rest).
pub fn add_sections(obj: &mut ObjectFile) -> Result<()> {
    let unwinds = std::mem::take(&mut obj.win64_unwind);
    let mut pairs: HashMap<Option<ComdatId>, (SectionId, SectionId)> = HashMap::new();
    let rdata = CustomFlags {
        alloc: true,
        ..CustomFlags::default()
    };
    for u in &unwinds {
        let sym = obj
            .get_symbol(u.start)
            .ok_or_else(|| Error::Invalid(format!("Win64 unwind names unknown symbol {}", u.start.0)))?;
        let SymbolDef::Section { section, offset, .. } = sym.def else {
            return Err(Error::Invalid(format!(
                "Win64 unwind function `{}` is not defined",
                sym.name
            )));
        };
        let comdat = obj.section(section).comdat;
        let (xdata, pdata) = match pairs.get(&comdat) {
            Some(&p) => p,
            None => {
                // Per-comdat tables are named after the key, as LLVM does (`.pdata$inl`).
                let suffix = comdat.map(|c| format!("${}", obj.comdat(c).name)).unwrap_or_default();
                let custom = |name: &str| SectionKind::Custom {
                    name: format!("{name}{suffix}"),
                    flags: rdata,
                };
                let mut x = Section::new(custom(".xdata")).with_align(4);
                let mut p = Section::new(custom(".pdata")).with_align(4);
                x.comdat = comdat;
                p.comdat = comdat;
                let ids = (obj.add_section(x), obj.add_section(p));
                pairs.insert(comdat, ids);
                ids
            }
        };
        let info = encode_unwind_info(u)?;
        let info_off = obj.section_mut(xdata).append(&info, 4);
        let xsym = obj.section_symbol(xdata);
        let entry = obj.section_mut(pdata).append(&[0; 12], 4);
        // Against the text section, as assemblers do for `.seh_proc` labels.
        let text = obj.section_symbol(section);
        let start = offset as i64;
        let relocs = [
            Reloc::new(entry, RelocKind::ImageRel32, text, start),
            Reloc::new(entry + 4, RelocKind::ImageRel32, text, start + i64::from(u.len)),
            Reloc::new(entry + 8, RelocKind::ImageRel32, xsym, info_off as i64),
        ];
        obj.section_mut(pdata).relocs.extend_from_slice(&relocs);
    }
    obj.win64_unwind = unwinds;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unwind(ops: Vec<(u8, Win64Op)>, frame: Option<(u8, u8)>) -> Win64Unwind {
        Win64Unwind {
            start: SymbolId(0),
            len: 64,
            prologue_size: 12,
            frame,
            ops,
        }
    }

    #[test]
    fn codes_are_reversed_with_their_slots() {
        // push rbp (1); mov rbp, rsp (4); sub rsp, 4096 (11): ALLOC_LARGE takes 2 slots.
        let u = unwind(
            vec![
                (1, Win64Op::PushNonVol(5)),
                (4, Win64Op::SetFrame),
                (11, Win64Op::Alloc(4096)),
            ],
            Some((5, 0)),
        );
        let bytes = encode_unwind_info(&u).unwrap();
        assert_eq!(
            bytes,
            vec![
                1, 12, 4, 0x05, // version 1, prolog 12, 4 codes, frame reg rbp offset 0
                11, 0x01, 0x00, 0x02, // ALLOC_LARGE, size/8 = 512
                4, 0x03, // SET_FPREG
                1, 0x50, // PUSH_NONVOL rbp
            ]
        );
    }

    #[test]
    fn small_alloc_and_padding() {
        let bytes = encode_unwind_info(&unwind(vec![(4, Win64Op::Alloc(40))], None)).unwrap();
        assert_eq!(bytes, vec![1, 12, 1, 0, 4, 0x42, 0, 0]);
    }

    #[test]
    fn bad_descriptions_are_errors() {
        assert!(encode_unwind_info(&unwind(vec![(4, Win64Op::Alloc(12))], None)).is_err());
        assert!(encode_unwind_info(&unwind(vec![(4, Win64Op::SetFrame)], None)).is_err());
        assert!(encode_unwind_info(&unwind(vec![], Some((5, 8)))).is_err());
    }
}
