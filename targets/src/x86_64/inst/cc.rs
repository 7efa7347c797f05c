//! Condition codes (`Cc`), numbered as in the encoding.

// ---------------------------------------------------------------------------------------
// Condition codes
// ---------------------------------------------------------------------------------------

/// A condition code, numbered as in the encoding (`0x70 + cc` is `jcc rel8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Cc {
    /// overflow
    O = 0,
    NO = 1,
    /// unsigned <, carry
    B = 2,
    /// unsigned >=, no carry
    AE = 3,
    /// ==, zero
    E = 4,
    NE = 5,
    /// unsigned <=
    BE = 6,
    /// unsigned >
    A = 7,
    /// negative
    S = 8,
    NS = 9,
    /// parity even (ucomis*: unordered)
    P = 10,
    NP = 11,
    /// signed <
    L = 12,
    /// signed >=
    GE = 13,
    /// signed <=
    LE = 14,
    /// signed >
    G = 15,
}

impl Cc {
    pub const ALL: [Cc; 16] = [
        Cc::O,
        Cc::NO,
        Cc::B,
        Cc::AE,
        Cc::E,
        Cc::NE,
        Cc::BE,
        Cc::A,
        Cc::S,
        Cc::NS,
        Cc::P,
        Cc::NP,
        Cc::L,
        Cc::GE,
        Cc::LE,
        Cc::G,
    ];

    /// The opposite condition.
    pub fn invert(self) -> Cc {
        Cc::ALL[(self as usize) ^ 1]
    }

    pub fn from_i64(v: i64) -> Option<Cc> {
        if (0..16).contains(&v) {
            Some(Cc::ALL[v as usize])
        } else {
            None
        }
    }

    /// The AT&T/Intel spelling (`e`, `ne`, `ae` ...).
    pub fn name(self) -> &'static str {
        ["o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "p", "np", "l", "ge", "le", "g"][self as usize]
    }
}
