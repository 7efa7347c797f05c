//! Rounding modes of the F and D instructions: the `rm` field (funct3 of OP-FP) and its
//! assembler names.

/// A static rounding mode, or `Dyn` (the mode in `frm`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Rm {
    /// Round to nearest, ties to even.
    Rne = 0,
    /// Round towards zero (C's float-to-int conversions).
    Rtz = 1,
    /// Round down.
    Rdn = 2,
    /// Round up.
    Rup = 3,
    /// Round to nearest, ties to max magnitude.
    Rmm = 4,
    /// The dynamic mode of `frm`.
    Dyn = 7,
}

impl Rm {
    pub const ALL: [Rm; 6] = [Rm::Rne, Rm::Rtz, Rm::Rdn, Rm::Rup, Rm::Rmm, Rm::Dyn];

    /// The mode of an `rm` field value; 5 and 6 are reserved.
    pub fn from_bits(v: i64) -> Option<Rm> {
        Rm::ALL.iter().copied().find(|m| *m as i64 == v)
    }

    pub fn name(self) -> &'static str {
        match self {
            Rm::Rne => "rne",
            Rm::Rtz => "rtz",
            Rm::Rdn => "rdn",
            Rm::Rup => "rup",
            Rm::Rmm => "rmm",
            Rm::Dyn => "dyn",
        }
    }
}
