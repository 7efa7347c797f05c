//! Memory operands: matching a pointer into `base + index·scale + disp` (frame objects and
//! RIP-relative symbols included) as `match_addr` / `addr`, the loads an instruction may
//! cover (`foldable_load`), adds worth a `lea` (`lea_pattern`), and `Offset` for
//! addresses a few bytes further on.

use super::Sel;
use crate::x86_64::inst::Addr;
use rllc_isel::dag::SDValue;
use rllc_isel::dag_ops::{node_flags, NodeData, Opcode};
use rllc_isel::mir::{FrameIndex, SymbolRef};
use rllc_isel::vt::VT;

/// A decomposed address while it is matched: at most one of `frame`/`sym`/`base`
/// occupies the base slot; a symbol (RIP-relative) allows no registers at all.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct AddrMatch {
    base: Option<SDValue>,
    index: Option<(SDValue, u8)>,
    disp: i64,
    frame: Option<FrameIndex>,
    sym: Option<SymbolRef>,
}

impl Sel<'_, '_> {
    // ---- addresses ----

    /// Adds `v` to the address being matched; false (and `am` unchanged) if it does not
    /// fit.
    fn match_addr(&self, v: SDValue, am: &mut AddrMatch, depth: u32) -> bool {
        let dag = self.dag;
        let fits = |d: i64| i32::try_from(d).is_ok();
        if depth < 6 {
            match (dag.opcode(v), *dag.data(v)) {
                (Opcode::Constant, NodeData::Int(_)) if dag.vt(v) == VT::I64 => {
                    if let Some(c) = dag.const_i64(v) {
                        if fits(am.disp.wrapping_add(c)) {
                            am.disp += c;
                            return true;
                        }
                    }
                    return false;
                }
                (Opcode::FrameIndex, NodeData::Frame(fi)) if am.frame.is_none() && am.base.is_none() && am.sym.is_none() => {
                    am.frame = Some(fi);
                    return true;
                }
                (Opcode::GlobalAddress, NodeData::Global(g, off))
                    if self.is_dso_local(g)
                        && !self.is_tls(g)
                        && am.is_empty_base()
                        && am.index.is_none()
                        && fits(am.disp.wrapping_add(off)) =>
                {
                    am.sym = Some(SymbolRef::Global(g));
                    am.disp += off;
                    return true;
                }
                (Opcode::ConstantPool, NodeData::ConstPool(k)) if am.is_empty_base() && am.index.is_none() => {
                    am.sym = Some(SymbolRef::ConstPool(k));
                    return true;
                }
                (Opcode::Add, _) => {
                    let save = *am;
                    if self.match_addr(dag.operand(v, 1), am, depth + 1) && self.match_addr(dag.operand(v, 0), am, depth + 1) {
                        return true;
                    }
                    *am = save;
                }
                (Opcode::Or, _) if dag.node(v.node).flags & node_flags::DISJOINT != 0 => {
                    let save = *am;
                    if self.match_addr(dag.operand(v, 1), am, depth + 1) && self.match_addr(dag.operand(v, 0), am, depth + 1) {
                        return true;
                    }
                    *am = save;
                }
                (Opcode::Shl, _) if am.index.is_none() && am.sym.is_none() => {
                    if let Some(s @ 0..=3) = dag.const_int(dag.operand(v, 1)) {
                        let (x, d) = self.split_offset(dag.operand(v, 0), 1 << s);
                        if fits(am.disp.wrapping_add(d)) {
                            am.index = Some((x, 1 << s));
                            am.disp += d;
                            return true;
                        }
                    }
                }
                (Opcode::Mul, _) if am.index.is_none() && am.sym.is_none() => match dag.const_int(dag.operand(v, 1)) {
                    Some(s @ (1 | 2 | 4 | 8)) => {
                        let (x, d) = self.split_offset(dag.operand(v, 0), s as i64);
                        if !fits(am.disp.wrapping_add(d)) {
                            return false;
                        }
                        am.index = Some((x, s as u8));
                        am.disp += d;
                        return true;
                    }
                    Some(s @ (3 | 5 | 9)) if am.is_empty_base() => {
                        let x = dag.operand(v, 0);
                        am.base = Some(x);
                        am.index = Some((x, (s - 1) as u8));
                        return true;
                    }
                    _ => {}
                },
                _ => {}
            }
        }
        // A register.
        if am.sym.is_some() {
            return false;
        }
        if am.is_empty_base() {
            am.base = Some(v);
            true
        } else if am.index.is_none() {
            am.index = Some((v, 1));
            true
        } else {
            false
        }
    }

    /// An index `(x + c)` scaled by `scale` is `x` scaled plus the displacement
    /// `c · scale` (the `a[i - 1]` of loops); otherwise `(v, 0)`.
    fn split_offset(&self, v: SDValue, scale: i64) -> (SDValue, i64) {
        let dag = self.dag;
        if dag.opcode(v) == Opcode::Add {
            if let Some(c) = dag.const_i64(dag.operand(v, 1)) {
                if let Some(d) = c.checked_mul(scale).filter(|d| i32::try_from(*d).is_ok()) {
                    return (dag.operand(v, 0), d);
                }
            }
        }
        (v, 0)
    }

    pub(super) fn addr_of(&mut self, am: AddrMatch) -> Addr {
        let disp = am.disp;
        let index = am.index.map(|(i, s)| (self.reg(i), s));
        let mut a = if let Some(fi) = am.frame {
            Addr::frame(fi, disp)
        } else if let Some(sym) = am.sym {
            Addr::rip(sym, disp)
        } else if let Some(b) = am.base {
            let b = self.reg(b);
            Addr::base(b, disp as i32)
        } else if let Some((i, s)) = index {
            return Addr::index_only(i, s, disp as i32);
        } else {
            Addr::abs(disp as i32)
        };
        if let Some((i, s)) = index {
            a = a.with_index(i, s);
        }
        a
    }

    /// The memory operand for pointer `p`.
    pub(in crate::x86_64) fn addr(&mut self, p: SDValue) -> Addr {
        let mut am = AddrMatch::default();
        if !self.match_addr(p, &mut am, 0) {
            am = AddrMatch { base: Some(p), ..Default::default() };
        }
        self.addr_of(am)
    }

    /// If `v` is a plain load of exactly its type's width that the instruction being
    /// selected may cover (see `SelectCx::try_sink`), covers it and returns its address.
    /// Only call when the rule is committed to using the memory form.
    pub(super) fn foldable_load(&mut self, v: SDValue) -> Option<Addr> {
        if !self.can_fold(v) || !self.cx.try_sink(v) {
            return None;
        }
        let p = self.operand(v, 1);
        Some(self.addr(p))
    }

    /// Whether `v` is a load `foldable_load` might take (without trying).
    pub(super) fn can_fold(&self, v: SDValue) -> bool {
        let n = self.dag.node(v.node);
        n.op == Opcode::Load
            && v.res == 0
            && n.data.mem().is_some_and(|m| m.mem_vt.bits() == n.vt(0).bits() && m.is_simple())
            && self.dag.has_one_use(v)
    }

    /// An add worth a `lea`: it covers a scaled index, a frame object or a symbol, or
    /// three terms (base + index + displacement).
    pub(super) fn lea_pattern(&self, v: SDValue) -> Option<AddrMatch> {
        let mut am = AddrMatch::default();
        if !self.match_addr(v, &mut am, 0) {
            return None;
        }
        let terms = am.base.is_some() as u32 + am.index.is_some() as u32 + (am.disp != 0) as u32;
        let scaled = am.index.is_some_and(|(_, s)| s > 1);
        (am.frame.is_some() || am.sym.is_some() || scaled || terms >= 3).then_some(am)
    }
}

/// Addresses a few bytes further on.
pub(in crate::x86_64) trait Offset {
    fn offset_by(self, by: i64) -> Self;
}

impl Offset for Addr {
    fn offset_by(mut self, by: i64) -> Addr {
        use crate::x86_64::inst::Disp;
        self.disp = match self.disp {
            Disp::Imm(d) => Disp::Imm(d.wrapping_add(by as i32)),
            Disp::Sym(s, a) => Disp::Sym(s, a + by),
            Disp::Frame(f, o) => Disp::Frame(f, o + by),
        };
        self
    }
}

impl AddrMatch {
    fn is_empty_base(&self) -> bool {
        self.base.is_none() && self.frame.is_none() && self.sym.is_none()
    }
}
