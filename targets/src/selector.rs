//! `Sel`, the state every target's selection rules work on (the target, the DAG being
//! selected and the selection context that owns the virtual registers and the output
//! buffer), with the small helpers all rules use. Each target names it
//! `Sel<'a, 'c> = selector::Sel<'a, 'c, ItsTarget>` and adds its rules as `impl` blocks.

use rllc_ir::Diagnostic;
use rllc_isel::dag::{Dag, SDValue};
use rllc_isel::dag_ops::Opcode;
use rllc_isel::mir::{MInst, VReg};
use rllc_isel::select::SelectCx;
use rllc_isel::vt::VT;
use rllc_regalloc::RegClass;

pub struct Sel<'a, 'c, T> {
    pub t: &'a mut T,
    pub dag: &'c Dag,
    pub cx: &'a mut SelectCx<'c>,
}

impl<T> Sel<'_, '_, T> {
    pub fn emit(&mut self, i: MInst) {
        self.cx.emit(i);
    }

    /// The register holding the already selected value `v`.
    pub fn reg(&mut self, v: SDValue) -> VReg {
        self.cx.reg(v)
    }

    /// The register that will hold `v`, the value being selected.
    pub fn def(&mut self, v: SDValue) -> VReg {
        self.cx.def(v)
    }

    pub fn new_vreg(&mut self, class: RegClass) -> VReg {
        self.cx.new_vreg(class)
    }

    pub fn vt(&self, v: SDValue) -> VT {
        self.dag.vt(v)
    }

    pub fn op(&self, v: SDValue) -> Opcode {
        self.dag.opcode(v)
    }

    pub fn operand(&self, v: SDValue, i: usize) -> SDValue {
        self.dag.operand(v, i)
    }

    /// The constant value of `v` as a signed 64-bit number of its width (at most 64 bits).
    pub fn cint(&self, v: SDValue) -> Option<i64> {
        let c = self.dag.const_int(v)?;
        Some(sext64(c, self.vt(v).bits()))
    }
}

/// Sign-extends the low `bits` bits of `v` (1 to 64) to 64 bits.
pub fn sext64(v: u128, bits: u32) -> i64 {
    let bits = bits.clamp(1, 64);
    ((v as u64) << (64 - bits)) as i64 >> (64 - bits)
}

/// A selection error: the construct a rule cannot select, as a diagnostic without a
/// source location (the driver adds the function's).
pub fn err(msg: impl Into<String>) -> Diagnostic {
    Diagnostic::new(None, msg)
}
