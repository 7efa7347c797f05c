//! Address-mode matching for targets' selection rules: decomposes a pointer value into
//! `base + index·scale + displacement (+ symbol)` by looking through adds, constant
//! shifts and multiplies, frame indices and global addresses, as far as the target's
//! addressing allows. The nodes looked through are covered by the memory operand; they
//! are still selected for other users that need them.

use crate::dag::{Dag, SDValue};
use crate::dag_ops::{NodeData, Opcode};

/// What an address operand may contain.
#[derive(Clone, Copy, Debug)]
pub struct AddrCaps {
    /// Allowed index scales (e.g. x86: 1, 2, 4, 8; RISC-V: none).
    pub scales: &'static [u64],
    /// Displacement range (inclusive).
    pub min_disp: i64,
    pub max_disp: i64,
    /// Whether a global's address can be part of the operand (x86 non-PIC / RIP-relative
    /// with no base and index).
    pub allow_global: bool,
}

/// The base of an address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddrBase {
    None,
    Reg(SDValue),
    Frame(crate::mir::FrameIndex),
    Global(rllc_ir::module::GlobalId),
    Symbol(rllc_ir::Sym),
}

/// A decomposed address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddrMode {
    pub base: AddrBase,
    pub index: Option<(SDValue, u64)>,
    pub disp: i64,
}

/// Matches `addr` against `caps`; always succeeds (at worst `base = addr`).
pub fn match_address(dag: &Dag, addr: SDValue, caps: &AddrCaps) -> AddrMode {
    let mut am = AddrMode { base: AddrBase::None, index: None, disp: 0 };
    if !walk(dag, addr, caps, &mut am, 0) {
        am = AddrMode { base: AddrBase::Reg(addr), index: None, disp: 0 };
    }
    am
}

fn fits(caps: &AddrCaps, d: i64) -> bool {
    d >= caps.min_disp && d <= caps.max_disp
}

/// Adds `v` into the mode; false if it cannot be represented (the mode is unchanged then).
fn walk(dag: &Dag, v: SDValue, caps: &AddrCaps, am: &mut AddrMode, depth: u32) -> bool {
    if depth > 6 {
        return add_reg(am, v, 1, caps);
    }
    match (dag.opcode(v), *dag.data(v)) {
        (Opcode::Constant, NodeData::Int(_)) => {
            let Some(c) = dag.const_i64(v) else { return false };
            let d = am.disp.wrapping_add(c);
            if fits(caps, d) {
                am.disp = d;
                true
            } else {
                false
            }
        }
        (Opcode::FrameIndex, NodeData::Frame(fi)) if am.base == AddrBase::None => {
            am.base = AddrBase::Frame(fi);
            true
        }
        (Opcode::GlobalAddress, NodeData::Global(g, off)) if caps.allow_global && am.base == AddrBase::None && am.index.is_none() => {
            let d = am.disp.wrapping_add(off);
            if !fits(caps, d) {
                return false;
            }
            am.base = AddrBase::Global(g);
            am.disp = d;
            true
        }
        (Opcode::Add, _) => {
            let save = *am;
            let (a, b) = (dag.operand(v, 0), dag.operand(v, 1));
            if walk(dag, b, caps, am, depth + 1) && walk(dag, a, caps, am, depth + 1) {
                return true;
            }
            *am = save;
            add_reg(am, v, 1, caps)
        }
        (Opcode::Shl, _) => match dag.const_int(dag.operand(v, 1)) {
            Some(s) if s < 4 && caps.scales.contains(&(1u64 << s)) && am.index.is_none() => {
                am.index = Some((dag.operand(v, 0), 1u64 << s));
                true
            }
            _ => add_reg(am, v, 1, caps),
        },
        (Opcode::Mul, _) => match dag.const_int(dag.operand(v, 1)) {
            Some(s) if caps.scales.contains(&(s as u64)) && am.index.is_none() => {
                am.index = Some((dag.operand(v, 0), s as u64));
                true
            }
            _ => add_reg(am, v, 1, caps),
        },
        _ => add_reg(am, v, 1, caps),
    }
}

fn add_reg(am: &mut AddrMode, v: SDValue, scale: u64, caps: &AddrCaps) -> bool {
    if am.base == AddrBase::None {
        am.base = AddrBase::Reg(v);
        return true;
    }
    if am.index.is_none() && caps.scales.contains(&scale) {
        am.index = Some((v, scale));
        return true;
    }
    false
}
