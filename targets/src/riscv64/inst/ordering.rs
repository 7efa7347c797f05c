//! Memory-ordering operands: the `aq`/`rl` bits of LR/SC and the AMOs (a mnemonic suffix)
//! and the predecessor/successor sets of `fence` (`iorw` letters).

/// The `aq` (bit 26) and `rl` (bit 25) bits of an atomic, as the value of an `I::Aqrl` slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Aqrl {
    /// Neither: no suffix.
    None = 0,
    /// Release: `.rl`.
    Rl = 1,
    /// Acquire: `.aq`.
    Aq = 2,
    /// Both: `.aqrl`.
    AqRl = 3,
}

impl Aqrl {
    pub const ALL: [Aqrl; 4] = [Aqrl::None, Aqrl::Rl, Aqrl::Aq, Aqrl::AqRl];

    pub fn from_bits(v: i64) -> Option<Aqrl> {
        usize::try_from(v).ok().and_then(|i| Aqrl::ALL.get(i)).copied()
    }

    /// The mnemonic suffix (`.aq`, `.rl`, `.aqrl`, or nothing).
    pub fn suffix(self) -> &'static str {
        match self {
            Aqrl::None => "",
            Aqrl::Rl => ".rl",
            Aqrl::Aq => ".aq",
            Aqrl::AqRl => ".aqrl",
        }
    }
}

/// The bits of a fence's predecessor or successor set.
pub mod fence {
    /// Device input.
    pub const I: i64 = 8;
    /// Device output.
    pub const O: i64 = 4;
    /// Memory reads.
    pub const R: i64 = 2;
    /// Memory writes.
    pub const W: i64 = 1;
    pub const RW: i64 = R | W;
    pub const IORW: i64 = I | O | R | W;

    /// The set as llvm prints it: its letters in `iorw` order, `0` when empty.
    pub fn letters(set: i64) -> String {
        let mut s: String =
            [(I, 'i'), (O, 'o'), (R, 'r'), (W, 'w')].iter().filter(|(b, _)| set & b != 0).map(|(_, c)| *c).collect();
        if s.is_empty() {
            s.push('0');
        }
        s
    }
}
