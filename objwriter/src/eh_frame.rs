//! `.eh_frame` from neutral CFI, via `gimli::write`. One CIE per object (augmentation
//! `zR`, FDE pointers `pcrel|sdata4`), one more per personality routine (`zPLR`) for
//! functions with exception tables, whose FDEs point at their LSDA; one FDE per function.
//!
//! ELF: the FDE initial location is a `PcRel32` relocation against the function's section
//! symbol plus the function's offset, as assemblers do. Mach-O: ld64 reads `__eh_frame`
//! itself and wants no relocations there, so the writer resolves the pc-relative value
//! from the section addresses of the object's single address space (see `emit.rs`).

use gimli::write::{Address, CallFrameInstruction, CommonInformationEntry, EhFrame, FrameDescriptionEntry, FrameTable};
use gimli::{constants, Encoding, Format as DwarfFormat, Register};

use crate::cfi::{CfiInst, CieInfo, FunctionCfi};
use crate::dwarf_writer::SymbolWriter;
use crate::model::{ObjectFile, SectionId, SymbolDef, SymbolId};
use crate::reloc::Reloc;
use crate::{Error, Result};

/// How FDE initial locations are written.
pub enum Placement<'a> {
    /// Relocations against section symbols (ELF).
    Relocated,
    /// Resolved values: the address of each section, with `.eh_frame` itself at
    /// `eh_frame_address` (Mach-O).
    Resolved {
        section_address: &'a dyn Fn(SectionId) -> u64,
        eh_frame_address: u64,
    },
}

/// What tells CIEs apart beyond the plain one: the personality and its and the LSDA's
/// encodings, and whether the B key signs.
type CieKey = (Option<(SymbolId, u8, u8)>, bool);

/// The bytes and relocations of `.eh_frame` for `obj.cfi` (empty if there is no CFI).
pub fn build(obj: &mut ObjectFile, placement: &Placement) -> Result<(Vec<u8>, Vec<Reloc>)> {
    if obj.cfi.is_empty() {
        return Ok((Vec::new(), Vec::new()));
    }
    let info = CieInfo::for_arch(obj.arch);
    let encoding = Encoding {
        format: DwarfFormat::Dwarf32,
        version: 1,
        address_size: obj.arch.pointer_size(),
    };
    let mut cie = CommonInformationEntry::new(
        encoding,
        info.code_align,
        info.data_align,
        Register(info.return_address_register),
    );
    cie.fde_address_encoding = constants::DW_EH_PE_pcrel | constants::DW_EH_PE_sdata4;
    let mut cfa_offset = info.initial_cfa_offset();
    for inst in &info.initial {
        cie.add_instruction(convert(*inst, &mut cfa_offset)?);
    }
    let mut table = FrameTable::default();
    let plain_cie = cie.clone();
    let cie_id = table.add_cie(cie);
    // One more CIE per personality and encodings (augmentation "zPLR") and per signing
    // key (B: augmentation "B"), in order of first use, as assemblers make them. gimli
    // knows no "B": such a CIE is written with "S" (no augmentation data either), which
    // `b_key_augmentation` turns into "B" afterwards.
    let mut eh_cies: Vec<(CieKey, gimli::write::CieId)> = Vec::new();

    // Section symbols (ELF) are created up front: the relocation targets gimli reports
    // are indices into `targets`.
    let cfis: Vec<FunctionCfi> = obj.cfi.clone();
    let mut targets: Vec<SymbolId> = Vec::with_capacity(cfis.len());
    for cfi in &cfis {
        let sym = obj
            .get_symbol(cfi.start)
            .ok_or_else(|| Error::Invalid(format!("CFI names unknown symbol {}", cfi.start.0)))?;
        let SymbolDef::Section { section, offset, .. } = sym.def else {
            return Err(Error::Invalid(format!(
                "CFI function `{}` is not defined in a section",
                sym.name
            )));
        };
        if offset
            .checked_add(cfi.len)
            .map_or(true, |end| end > obj.section(section).size())
        {
            return Err(Error::Invalid(format!(
                "CFI of `{}` covers bytes past the end of its section",
                sym.name
            )));
        }
        let address = match placement {
            Placement::Relocated => {
                targets.push(obj.section_symbol(section));
                Address::Symbol {
                    symbol: targets.len() - 1,
                    addend: offset as i64,
                }
            }
            Placement::Resolved { section_address, .. } => Address::Constant(section_address(section) + offset),
        };
        let len = u32::try_from(cfi.len).map_err(|_| Error::Unsupported("function longer than 4 GiB".into()))?;
        let mut fde = FrameDescriptionEntry::new(address, len);
        let mut cfa_offset = info.initial_cfa_offset();
        let mut last = 0u32;
        let b_key = cfi.instructions.iter().any(|(_, i)| *i == CfiInst::BKeyFrame);
        for &(at, inst) in cfi.instructions.iter().filter(|(_, i)| *i != CfiInst::BKeyFrame) {
            if at < last || u64::from(at) > cfi.len {
                return Err(Error::Invalid(format!(
                    "CFI of `{}`: offset {at} out of order or past the function end",
                    obj.symbol(cfi.start).name
                )));
            }
            last = at;
            fde.add_instruction(at, convert(inst, &mut cfa_offset)?);
        }
        if cfi.eh.is_some() && !matches!(placement, Placement::Relocated) {
            return Err(Error::Unsupported("exception tables are only written for ELF".into()));
        }
        let key = (cfi.eh.map(|eh| (eh.personality, eh.personality_encoding, eh.lsda_encoding)), b_key);
        let cie_of_fde = match eh_cies.iter().find(|c| c.0 == key) {
            _ if key == (None, false) => cie_id,
            Some(c) => c.1,
            None => {
                let mut c = plain_cie.clone();
                if let Some(eh) = cfi.eh {
                    targets.push(eh.personality);
                    let at = Address::Symbol { symbol: targets.len() - 1, addend: 0 };
                    c.personality = Some((constants::DwEhPe(eh.personality_encoding), at));
                    c.lsda_encoding = Some(constants::DwEhPe(eh.lsda_encoding));
                }
                c.signal_trampoline = b_key;
                let id = table.add_cie(c);
                eh_cies.push((key, id));
                id
            }
        };
        if let Some(eh) = cfi.eh {
            targets.push(eh.lsda);
            fde.lsda = Some(Address::Symbol { symbol: targets.len() - 1, addend: 0 });
        }
        table.add_fde(cie_of_fde, fde);
    }

    let base = match placement {
        Placement::Relocated => 0,
        Placement::Resolved { eh_frame_address, .. } => *eh_frame_address,
    };
    let writer = SymbolWriter::new(base);
    let mut eh = EhFrame(writer);
    table.write_eh_frame(&mut eh)?;
    let (mut bytes, mut relocs) = eh.0.finish(&targets);
    b_key_augmentation(&mut bytes);
    personality_first(&mut bytes, &mut relocs);
    Ok((bytes, relocs))
}

/// The CIEs of `.eh_frame`: (offset of the entry, offset of its augmentation string).
fn cies(bytes: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut at = 0usize;
    while at + 8 <= bytes.len() {
        let len = u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as usize;
        if len == 0 || at + 4 + len > bytes.len() {
            break;
        }
        if bytes[at + 4..at + 8] == [0, 0, 0, 0] {
            // length, id, version
            out.push((at, at + 9));
        }
        at += 4 + len;
    }
    out
}

/// The CIEs written with "S" for the B key (see `build`; rllc makes no signal frames)
/// get the "B" assemblers write for `.cfi_b_key_frame`: same length, no data.
fn b_key_augmentation(bytes: &mut [u8]) {
    for (_, aug) in cies(bytes) {
        let end = bytes[aug..].iter().position(|&b| b == 0).map_or(aug, |n| aug + n);
        if let Some(b) = bytes[aug..end].iter_mut().find(|b| **b == b'S') {
            *b = b'B';
        }
    }
}

/// gimli writes the augmentation of a CIE with a personality as "zLPR"; assemblers (and
/// so llc) write "zPLR", with the personality's encoding and pointer before the LSDA
/// encoding. Both mean the same; this puts every such CIE in the assemblers' order.
fn personality_first(bytes: &mut [u8], relocs: &mut [Reloc]) {
    for (_, aug) in cies(bytes) {
        // "zLPR\0" (or "zLPRB\0"), code align, data align, return register (one byte
        // each here), augmentation length, then L's encoding, P's encoding and pointer.
        const FORMS: [&[u8]; 2] = [b"zLPR\0", b"zLPRB\0"];
        let Some(form) = FORMS.iter().find(|a| bytes.get(aug..aug + a.len()) == Some(**a)) else { continue };
        let aug_len = form.len();
        bytes[aug + 1] = b'P';
        bytes[aug + 2] = b'L';
        let data = aug + aug_len + 3 + 1;
        let ptr_len = match bytes[data + 1] & 0x0f {
            0x02 | 0x0a => 2,
            0x04 | 0x0c => 8,
            _ => 4,
        };
        // [L, P, ptr...] → [P, ptr..., L]
        bytes[data..data + 2 + ptr_len].rotate_left(1);
        for r in relocs.iter_mut() {
            if r.offset >= (data + 2) as u64 && r.offset < (data + 2 + ptr_len) as u64 {
                r.offset -= 1;
            }
        }
    }
}

/// Converts one neutral rule, tracking the CFA offset so relative adjustments become
/// absolute (DWARF has no "adjust" opcode).
fn convert(inst: CfiInst, cfa_offset: &mut i32) -> Result<CallFrameInstruction> {
    Ok(match inst {
        CfiInst::DefCfa { reg, offset } => {
            *cfa_offset = offset;
            CallFrameInstruction::Cfa(Register(reg), offset)
        }
        CfiInst::DefCfaOffset(offset) => {
            *cfa_offset = offset;
            CallFrameInstruction::CfaOffset(offset)
        }
        CfiInst::AdjustCfaOffset(delta) => {
            *cfa_offset += delta;
            CallFrameInstruction::CfaOffset(*cfa_offset)
        }
        CfiInst::DefCfaRegister(reg) => CallFrameInstruction::CfaRegister(Register(reg)),
        CfiInst::Offset { reg, offset } => CallFrameInstruction::Offset(Register(reg), offset),
        CfiInst::Restore(reg) => CallFrameInstruction::Restore(Register(reg)),
        CfiInst::SameValue(reg) => CallFrameInstruction::SameValue(Register(reg)),
        CfiInst::Undefined(reg) => CallFrameInstruction::Undefined(Register(reg)),
        CfiInst::Register { reg, from } => CallFrameInstruction::Register(Register(reg), Register(from)),
        CfiInst::RememberState => CallFrameInstruction::RememberState,
        CfiInst::RestoreState => CallFrameInstruction::RestoreState,
        CfiInst::NegateRaState => CallFrameInstruction::NegateRaState,
        CfiInst::BKeyFrame => return Err(Error::Invalid("`.cfi_b_key_frame` is no rule".into())),
    })
}
