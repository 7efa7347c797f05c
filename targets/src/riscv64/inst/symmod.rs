//! Symbol modifiers: the `%hi(sym)`-style operators that put a symbol's address, or a
//! part of it, into an immediate field, and the relocation each one becomes in each
//! instruction format (psABI relocation table).

use rllc_objwriter::RelocKind;

/// A relocation operator on a symbolic immediate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum SymMod {
    /// No operator: only valid where no immediate is filled in (none so far).
    None = 0,
    /// `%hi(sym)`: the upper 20 bits of the absolute address, rounded for `%lo` (`lui`).
    Hi = 1,
    /// `%lo(sym)`: the low 12 bits of the absolute address.
    Lo = 2,
    /// `%pcrel_hi(sym)`: the upper 20 bits of `sym - pc` (`auipc`).
    PcrelHi = 3,
    /// `%pcrel_lo(label)`: the low 12 bits of the `%pcrel_hi` at `label` (an `auipc`).
    PcrelLo = 4,
    /// `%got_pcrel_hi(sym)`: the upper bits of the GOT entry's pc-relative address.
    GotPcrelHi = 5,
    /// `%tprel_hi(sym)`: the upper bits of the offset from the thread pointer (local exec).
    TprelHi = 6,
    /// `%tprel_lo(sym)`: its low 12 bits.
    TprelLo = 7,
    /// `%tprel_add(sym)`: marks the `add` of tp (no bits; linker relaxation).
    TprelAdd = 8,
    /// `%tls_ie_pcrel_hi(sym)`: the GOT entry of the offset (initial exec).
    TlsIePcrelHi = 9,
    /// `%tls_gd_pcrel_hi(sym)`: the GOT entry of the module and offset (general dynamic).
    TlsGdPcrelHi = 10,
}

/// The instruction field a symbolic immediate fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymSite {
    /// The U-type upper immediate.
    U,
    /// The I-type immediate (`addi`, loads, `jalr`).
    I,
    /// The S-type immediate (stores).
    S,
    /// No field (`add rd, rs, tp, %tprel_add(sym)`).
    None,
}

impl SymMod {
    pub const ALL: [SymMod; 11] = [
        SymMod::None,
        SymMod::Hi,
        SymMod::Lo,
        SymMod::PcrelHi,
        SymMod::PcrelLo,
        SymMod::GotPcrelHi,
        SymMod::TprelHi,
        SymMod::TprelLo,
        SymMod::TprelAdd,
        SymMod::TlsIePcrelHi,
        SymMod::TlsGdPcrelHi,
    ];

    pub fn from_imm(v: i64) -> Option<SymMod> {
        usize::try_from(v).ok().and_then(|i| SymMod::ALL.get(i)).copied()
    }

    /// The operator as written (`%pcrel_hi`), empty for `None`.
    pub fn spelling(self) -> &'static str {
        match self {
            SymMod::None => "",
            SymMod::Hi => "%hi",
            SymMod::Lo => "%lo",
            SymMod::PcrelHi => "%pcrel_hi",
            SymMod::PcrelLo => "%pcrel_lo",
            SymMod::GotPcrelHi => "%got_pcrel_hi",
            SymMod::TprelHi => "%tprel_hi",
            SymMod::TprelLo => "%tprel_lo",
            SymMod::TprelAdd => "%tprel_add",
            SymMod::TlsIePcrelHi => "%tls_ie_pcrel_hi",
            SymMod::TlsGdPcrelHi => "%tls_gd_pcrel_hi",
        }
    }

    /// The relocation of the operator in a field, `None` where it does not belong there
    /// (`%hi` in a load's offset, `%lo` in `lui`).
    pub fn reloc(self, site: SymSite) -> Option<RelocKind> {
        use RelocKind::*;
        Some(match (self, site) {
            (SymMod::Hi, SymSite::U) => RiscvHi20,
            (SymMod::PcrelHi, SymSite::U) => RiscvPcrelHi20,
            (SymMod::GotPcrelHi, SymSite::U) => RiscvGotHi20,
            (SymMod::TprelHi, SymSite::U) => RiscvTprelHi20,
            (SymMod::TlsIePcrelHi, SymSite::U) => RiscvTlsGotHi20,
            (SymMod::TlsGdPcrelHi, SymSite::U) => RiscvTlsGdHi20,
            (SymMod::Lo, SymSite::I) => RiscvLo12I,
            (SymMod::Lo, SymSite::S) => RiscvLo12S,
            (SymMod::PcrelLo, SymSite::I) => RiscvPcrelLo12I,
            (SymMod::PcrelLo, SymSite::S) => RiscvPcrelLo12S,
            (SymMod::TprelLo, SymSite::I) => RiscvTprelLo12I,
            (SymMod::TprelLo, SymSite::S) => RiscvTprelLo12S,
            (SymMod::TprelAdd, SymSite::None) => RiscvTprelAdd,
            _ => return None,
        })
    }
}
