//! Condition codes (`Cond`), numbered as in the encoding.

/// A condition, numbered as in the `cond` field (`b.cond`, `csel`, `ccmp`, `fcsel`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Cond {
    /// equal (Z)
    Eq = 0,
    Ne = 1,
    /// unsigned >= (C; "cs")
    Hs = 2,
    /// unsigned < (!C; "cc")
    Lo = 3,
    /// negative
    Mi = 4,
    Pl = 5,
    /// overflow
    Vs = 6,
    Vc = 7,
    /// unsigned >
    Hi = 8,
    /// unsigned <=
    Ls = 9,
    /// signed >=
    Ge = 10,
    /// signed <
    Lt = 11,
    /// signed >
    Gt = 12,
    /// signed <=
    Le = 13,
    /// always
    Al = 14,
    /// always (encoding 15; behaves as `al`)
    Nv = 15,
}

impl Cond {
    pub const ALL: [Cond; 16] = [
        Cond::Eq,
        Cond::Ne,
        Cond::Hs,
        Cond::Lo,
        Cond::Mi,
        Cond::Pl,
        Cond::Vs,
        Cond::Vc,
        Cond::Hi,
        Cond::Ls,
        Cond::Ge,
        Cond::Lt,
        Cond::Gt,
        Cond::Le,
        Cond::Al,
        Cond::Nv,
    ];

    /// The opposite condition (`al` and `nv` have none that means "never"; they swap).
    pub fn invert(self) -> Cond {
        Cond::ALL[(self as usize) ^ 1]
    }

    pub fn from_i64(v: i64) -> Option<Cond> {
        if (0..16).contains(&v) {
            Some(Cond::ALL[v as usize])
        } else {
            None
        }
    }

    /// The spelling llvm prints (`eq`, `hs`, `lo`, ...).
    pub fn name(self) -> &'static str {
        ["eq", "ne", "hs", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le", "al", "nv"][self as usize]
    }
}
