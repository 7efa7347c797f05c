//! What every target's instruction builder (`<target>/inst/builder.rs`) shares: `AsReg`
//! (anything that names a register), `Imp` (a register pinned by an `Implicit` slot),
//! register operands with their allocator roles, and `arg_conversions!`, the `From`
//! impls that let constructors take registers, numbers, addresses, blocks and symbols as
//! arguments. The `Arg` enum itself stays per target: its slots carry target types
//! (condition codes, rounding modes, symbol modifiers).

use rllc_isel::mir::{MOperand, OperandConstraint, OperandKind, OperandPos, PReg, Reg, RegOperand, VReg};

/// Anything that names a register: a virtual register (before allocation) or a physical
/// one (after it, in tests, and for the stack, frame and zero registers that selection
/// names directly).
pub trait AsReg: Copy {
    fn as_reg(self) -> Reg;
}

impl AsReg for VReg {
    fn as_reg(self) -> Reg {
        Reg::Virt(self)
    }
}

impl AsReg for PReg {
    fn as_reg(self) -> Reg {
        Reg::Phys(self)
    }
}

impl AsReg for Reg {
    fn as_reg(self) -> Reg {
        self
    }
}

/// A pinned register of an `Implicit` slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Imp {
    pub reg: Reg,
    pub preg: PReg,
    pub def: bool,
}

impl Imp {
    /// A use of `reg` in `preg` (an argument register).
    pub fn use_(reg: impl AsReg, preg: PReg) -> Imp {
        Imp { reg: reg.as_reg(), preg, def: false }
    }

    /// A def of `reg` in `preg` (a result register).
    pub fn def(reg: impl AsReg, preg: PReg) -> Imp {
        Imp { reg: reg.as_reg(), preg, def: true }
    }
}

/// A register operand at an explicit position: virtual registers get the role's
/// constraint (`fixed` pins them); physical ones are pinned to themselves.
pub fn reg_operand_at(r: Reg, kind: OperandKind, fixed: Option<PReg>, pos: OperandPos) -> MOperand {
    let constraint = match (r, fixed) {
        (Reg::Phys(p), _) => OperandConstraint::FixedReg(p),
        (Reg::Virt(_), Some(p)) => OperandConstraint::FixedReg(p),
        (Reg::Virt(_), None) => OperandConstraint::Reg,
    };
    MOperand::Reg(RegOperand { reg: r, kind, constraint, pos })
}

/// A register operand at its role's usual position: uses read early, defs write late.
pub fn reg_operand(r: Reg, kind: OperandKind, fixed: Option<PReg>) -> MOperand {
    let pos = match kind {
        OperandKind::Def => OperandPos::Late,
        OperandKind::Use => OperandPos::Early,
    };
    reg_operand_at(r, kind, fixed, pos)
}

/// The `From` impls every target's `Arg` has, for an enum with the variants `R(Reg)`,
/// `I(i64)`, `Sym(SymbolRef, i64)`, `M(Addr)`, `B(MBlockId)` and `Imps(Vec<Imp>)`, and
/// `extra` ones: `type => Variant` wraps the value, `type as i64` gives an immediate.
macro_rules! arg_conversions {
    ($arg:ident, $addr:ty; $($ty:ty => $variant:ident),* ; $($num:ty),*) => {
        $crate::operands::arg_conversions!(@one $arg, rllc_isel::mir::VReg, v => $arg::R(rllc_isel::mir::Reg::Virt(v)));
        $crate::operands::arg_conversions!(@one $arg, rllc_isel::mir::PReg, p => $arg::R(rllc_isel::mir::Reg::Phys(p)));
        $crate::operands::arg_conversions!(@one $arg, rllc_isel::mir::Reg, r => $arg::R(r));
        $crate::operands::arg_conversions!(@one $arg, i64, v => $arg::I(v));
        $crate::operands::arg_conversions!(@one $arg, $addr, a => $arg::M(a));
        $crate::operands::arg_conversions!(@one $arg, rllc_isel::mir::MBlockId, b => $arg::B(b));
        $crate::operands::arg_conversions!(@one $arg, rllc_isel::mir::SymbolRef, s => $arg::Sym(s, 0));
        $crate::operands::arg_conversions!(@one $arg, (rllc_isel::mir::SymbolRef, i64), sa => $arg::Sym(sa.0, sa.1));
        $crate::operands::arg_conversions!(@one $arg, Vec<$crate::operands::Imp>, v => $arg::Imps(v));
        $( $crate::operands::arg_conversions!(@one $arg, $ty, v => $arg::$variant(v)); )*
        // Numbers of other types are immediates; `u64` bit patterns keep their bits.
        $( $crate::operands::arg_conversions!(@one $arg, $num, v => $arg::I(v as i64)); )*
    };
    (@one $arg:ident, $ty:ty, $v:ident => $e:expr) => {
        impl From<$ty> for $arg {
            fn from($v: $ty) -> $arg {
                $e
            }
        }
    };
}
pub(crate) use arg_conversions;
