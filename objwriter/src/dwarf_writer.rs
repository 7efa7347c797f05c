//! A `gimli::write::Writer` that turns symbolic addresses into neutral relocations, shared
//! by the `.eh_frame` and DWARF section builders, and records references to other DWARF
//! sections (which need a relocation in ELF and COFF, and none in Mach-O).

use gimli::write::{Address, EndianVec, Writer};
use gimli::{constants, LittleEndian, SectionId as DwarfSectionId};

use crate::model::SymbolId;
use crate::reloc::{Reloc, RelocKind};

/// An offset into another DWARF section, written at `offset` (`size` bytes; the value
/// itself is already in the bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SectionOffset {
    pub offset: u64,
    pub size: u8,
    pub target: DwarfSectionId,
    pub value: u64,
}

/// Collects bytes plus `(offset, kind, target index, addend)` for every `Address::Symbol`
/// gimli writes; target indices are resolved to symbols by [`SymbolWriter::finish`].
/// `Clone` because `gimli::write::Sections::new` starts every section from one writer.
#[derive(Clone)]
pub struct SymbolWriter {
    out: EndianVec<LittleEndian>,
    relocs: Vec<(u64, RelocKind, usize, i64)>,
    offsets: Vec<SectionOffset>,
    /// Address of the section start, for resolving constant pc-relative pointers.
    base: u64,
}

impl SymbolWriter {
    pub fn new(base: u64) -> SymbolWriter {
        SymbolWriter {
            out: EndianVec::new(LittleEndian),
            relocs: Vec::new(),
            offsets: Vec::new(),
            base,
        }
    }

    /// True if nothing was written.
    pub fn is_empty(&self) -> bool {
        self.out.len() == 0
    }

    /// The bytes, the symbol relocations with target index `i` meaning `SymbolId(i)`, and
    /// the references to other DWARF sections.
    pub fn finish_by_symbol_id(self) -> (Vec<u8>, Vec<Reloc>, Vec<SectionOffset>) {
        let relocs = self
            .relocs
            .iter()
            .filter_map(|&(offset, kind, index, addend)| {
                let id = u32::try_from(index).ok()?;
                Some(Reloc::new(offset, kind, SymbolId(id), addend))
            })
            .collect();
        (self.out.into_vec(), relocs, self.offsets)
    }

    /// The bytes and the relocations, with target index `i` meaning `targets[i]`.
    pub fn finish(self, targets: &[SymbolId]) -> (Vec<u8>, Vec<Reloc>) {
        let relocs = self
            .relocs
            .iter()
            .filter_map(|&(offset, kind, index, addend)| {
                targets.get(index).map(|&sym| Reloc::new(offset, kind, sym, addend))
            })
            .collect();
        (self.out.into_vec(), relocs)
    }
}

impl Writer for SymbolWriter {
    type Endian = LittleEndian;

    fn endian(&self) -> LittleEndian {
        LittleEndian
    }

    fn len(&self) -> usize {
        self.out.len()
    }

    fn write(&mut self, bytes: &[u8]) -> gimli::write::Result<()> {
        self.out.write(bytes)
    }

    fn write_at(&mut self, offset: usize, bytes: &[u8]) -> gimli::write::Result<()> {
        self.out.write_at(offset, bytes)
    }

    fn write_address(&mut self, address: Address, size: u8) -> gimli::write::Result<()> {
        match address {
            Address::Constant(value) => self.write_udata(value, size),
            Address::Symbol { symbol, addend } => {
                let kind = match size {
                    8 => RelocKind::Abs64,
                    4 => RelocKind::Abs32,
                    _ => return Err(gimli::write::Error::InvalidAddress),
                };
                self.relocs.push((self.len() as u64, kind, symbol, addend));
                self.write_udata(0, size)
            }
        }
    }

    // Section offsets keep their value in the bytes (what Mach-O wants); the caller turns
    // them into relocations where the format needs them (see `SectionOffset`).
    fn write_offset(&mut self, val: usize, section: DwarfSectionId, size: u8) -> gimli::write::Result<()> {
        self.offsets.push(SectionOffset {
            offset: self.len() as u64,
            size,
            target: section,
            value: val as u64,
        });
        self.write_udata(val as u64, size)
    }

    fn write_offset_at(
        &mut self,
        offset: usize,
        val: usize,
        section: DwarfSectionId,
        size: u8,
    ) -> gimli::write::Result<()> {
        self.offsets.push(SectionOffset {
            offset: offset as u64,
            size,
            target: section,
            value: val as u64,
        });
        self.write_udata_at(offset, val as u64, size)
    }

    fn write_eh_pointer(&mut self, address: Address, eh_pe: constants::DwEhPe, size: u8) -> gimli::write::Result<()> {
        // Absolute 4-byte pointers: the personality and LSDA of non-PIC x86-64 code.
        if eh_pe.application() == constants::DW_EH_PE_absptr && eh_pe.format() == constants::DW_EH_PE_udata4 {
            let Address::Symbol { symbol, addend } = address else {
                return Err(gimli::write::Error::InvalidAddress);
            };
            self.relocs.push((self.len() as u64, RelocKind::Abs32, symbol, addend));
            return self.write_eh_pointer_data(0, eh_pe.format(), size);
        }
        // 8-byte pc-relative pointers to symbols: AArch64's personality and LSDA.
        if eh_pe.application() == constants::DW_EH_PE_pcrel && eh_pe.format() == constants::DW_EH_PE_sdata8 {
            let Address::Symbol { symbol, addend } = address else {
                return Err(gimli::write::Error::InvalidAddress);
            };
            self.relocs.push((self.len() as u64, RelocKind::PcRel64, symbol, addend));
            return self.write_eh_pointer_data(0, eh_pe.format(), size);
        }
        if eh_pe.application() != constants::DW_EH_PE_pcrel || eh_pe.format() != constants::DW_EH_PE_sdata4 {
            return Err(gimli::write::Error::UnsupportedPointerEncoding(eh_pe));
        }
        let place = self.base + self.len() as u64;
        match address {
            Address::Symbol { symbol, addend } => {
                self.relocs
                    .push((self.len() as u64, RelocKind::PcRel32, symbol, addend));
                self.write_eh_pointer_data(0, eh_pe.format(), size)
            }
            Address::Constant(value) => {
                let delta = value.wrapping_sub(place) as i64;
                if i32::try_from(delta).is_err() {
                    return Err(gimli::write::Error::InvalidAddress);
                }
                self.write_eh_pointer_data(delta as u64, eh_pe.format(), size)
            }
        }
    }
}
