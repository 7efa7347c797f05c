//! Integer arithmetic on GPRs: ALU operations (immediate, folded-load and register forms,
//! `lea` where it saves a copy), shifts and rotates, division and wide multiplies,
//! overflow and carry operations, funnel shifts, bit counts, `bswap`, `abs`, min/max,
//! extensions, and what is known about booleans (`known_bool`).

use super::{err, isize_of, R, Sel};
use crate::x86_64::inst::{self as I, Addr, Cc};
use crate::x86_64::lowering::x86_node;
use crate::x86_64::regs::Size;
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{NodeData, Opcode};
use rllc_isel::mir::{MInst, VReg};
use rllc_isel::vt::VT;

impl Sel<'_, '_> {
    // ---- integer arithmetic ----

    pub(super) fn int_binop(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let op = self.op(v);
        let vt = self.vt(v);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: {op:?} on {vt:?}")))?;
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        match op {
            Add => {
                if size >= Size::S32 {
                    if let Some(am) = self.lea_pattern(v) {
                        let m = self.addr_of(am);
                        let d = self.def(v);
                        self.emit(I::lea(size, d, m));
                        return Ok(());
                    }
                    // A three-address add when the operand stays live (it has other
                    // users, or lives in a register across blocks) or is added to
                    // itself: `add` would need a copy first.
                    if (a == b || self.stays_live(a)) && !self.can_fold(b) {
                        let x = self.reg(a);
                        let m = match self.imm32(b) {
                            Some(k) => Addr::base(x, k),
                            None => {
                                let y = self.reg(b);
                                Addr::bis(x, y, 1, 0)
                            }
                        };
                        let d = self.def(v);
                        self.emit(I::lea(size, d, m));
                        return Ok(());
                    }
                }
                self.alu(v, size, I::add_rr, I::add_ri, I::add_rm, true)
            }
            Sub => {
                if self.dag.const_int(a) == Some(0) {
                    let x = self.reg(b);
                    let d = self.def(v);
                    self.emit(I::neg_r(size, d, x));
                    return Ok(());
                }
                self.alu(v, size, I::sub_rr, I::sub_ri, I::sub_rm, false)
            }
            And => {
                // `x & 1` of a value already 0 or 1.
                if self.dag.const_int(b) == Some(1) && self.known_bool(a) {
                    let x = self.reg(a);
                    let d = self.def(v);
                    self.emit(I::copy(d, x));
                    return Ok(());
                }
                // Masks that are zero extensions.
                match (self.dag.const_int(b), size) {
                    (Some(0xff), Size::S32 | Size::S64) => {
                        let x = self.reg(a);
                        let d = self.def(v);
                        self.emit(I::movzx8_rr(Size::S32, d, x));
                        return Ok(());
                    }
                    (Some(0xffff), Size::S32 | Size::S64) => {
                        let x = self.reg(a);
                        let d = self.def(v);
                        self.emit(I::movzx16_rr(Size::S32, d, x));
                        return Ok(());
                    }
                    (Some(0xffff_ffff), Size::S64) => {
                        let x = self.reg(a);
                        let d = self.def(v);
                        self.emit(I::mov_rr(Size::S32, d, x));
                        return Ok(());
                    }
                    _ => {}
                }
                self.alu(v, size, I::and_rr, I::and_ri, I::and_rm, true)
            }
            Or => self.alu(v, size, I::or_rr, I::or_ri, I::or_rm, true),
            Xor => {
                if self.imm32(b) == Some(-1) {
                    let x = self.reg(a);
                    let d = self.def(v);
                    self.emit(I::not_r(size, d, x));
                    return Ok(());
                }
                self.alu(v, size, I::xor_rr, I::xor_ri, I::xor_rm, true)
            }
            Mul => {
                // No 8-bit two-operand multiply: the low byte of a 32-bit one.
                let size = size.max(Size::S32);
                if size >= Size::S32 {
                    if let Some(k @ (3 | 5 | 9)) = self.dag.const_int(b) {
                        let x = self.reg(a);
                        let d = self.def(v);
                        self.emit(I::lea(size, d, Addr::bis(x, x, (k - 1) as u8, 0)));
                        return Ok(());
                    }
                }
                if let Some(k) = self.imm32(b) {
                    let d = self.def(v);
                    if let Some(m) = self.foldable_load(a) {
                        self.emit(I::imul_rmi(size, d, m, k));
                    } else {
                        let x = self.reg(a);
                        self.emit(I::imul_rri(size, d, x, k));
                    }
                    return Ok(());
                }
                if size == self.isize(v) {
                    if let Some(m) = self.foldable_load(b) {
                        let x = self.reg(a);
                        let d = self.def(v);
                        self.emit(I::imul_rm(size, d, x, m));
                        return Ok(());
                    }
                    if let Some(m) = self.foldable_load(a) {
                        let x = self.reg(b);
                        let d = self.def(v);
                        self.emit(I::imul_rm(size, d, x, m));
                        return Ok(());
                    }
                }
                let (x, y) = (self.reg(a), self.reg(b));
                let d = self.def(v);
                self.emit(I::imul_rr(size, d, x, y));
                Ok(())
            }
            Shl | Srl | Sra | Rotl | Rotr => {
                type ShImm = fn(Size, VReg, VReg, i64) -> MInst;
                type ShCl = fn(Size, VReg, VReg, VReg) -> MInst;
                let (ri, rcl): (ShImm, ShCl) = match op {
                    Shl => (|s, d, x, k| I::shl_ri(s, d, x, k), |s, d, x, c| I::shl_rcl(s, d, x, c)),
                    Srl => (|s, d, x, k| I::shr_ri(s, d, x, k), |s, d, x, c| I::shr_rcl(s, d, x, c)),
                    Sra => (|s, d, x, k| I::sar_ri(s, d, x, k), |s, d, x, c| I::sar_rcl(s, d, x, c)),
                    Rotl => (|s, d, x, k| I::rol_ri(s, d, x, k), |s, d, x, c| I::rol_rcl(s, d, x, c)),
                    _ => (|s, d, x, k| I::ror_ri(s, d, x, k), |s, d, x, c| I::ror_rcl(s, d, x, c)),
                };
                let x = self.reg(a);
                if let Some(k) = self.dag.const_int(b) {
                    let k = (k as u32 & (size.bits() - 1)) as i64;
                    let d = self.def(v);
                    if k == 0 {
                        self.emit(I::copy(d, x));
                    } else {
                        self.emit(ri(size, d, x, k));
                    }
                } else {
                    let c = self.reg(b);
                    let d = self.def(v);
                    self.emit(rcl(size, d, x, c));
                }
                Ok(())
            }
            _ => Err(err(format!("x86-64: integer {op:?}"))),
        }
    }

    /// Whether the i32 value `a` is produced by an instruction writing a 32-bit register
    /// (which zeroes bits 32–63), as instruction selection emits it.
    fn writes_zero_extended_32(&self, a: SDValue) -> bool {
        use Opcode::*;
        let dag = self.dag;
        if a.res != 0 || dag.vt(a) != VT::I32 {
            return false;
        }
        match dag.opcode(a) {
            Load | ZeroExtend | SignExtend | Add | Sub | And | Or | Xor | Mul | Select | Constant => true,
            // A shift by zero is a plain copy.
            Shl | Srl | Sra | Rotl | Rotr => dag.const_int(dag.operand(a, 1)).is_none_or(|k| k & 31 != 0),
            _ => false,
        }
    }

    /// Whether value `a` is probably still live after its use here: it has other users,
    /// or it is read from a register that crosses blocks.
    /// Whether `v` is known to be 0 or 1 (a scalar compare result, logic on such values):
    /// masking it with 1 is a no-op, and two of them combine with plain `and`/`or`.
    pub(in crate::x86_64) fn known_bool(&self, v: SDValue) -> bool {
        self.known_bool_depth(v, 4)
    }

    /// `v` without `& 1` masks that change nothing (`known_bool` operands): readers use
    /// the boolean itself and the mask is never selected.
    pub(in crate::x86_64) fn strip_bool_mask(&self, mut v: SDValue) -> SDValue {
        while self.op(v) == Opcode::And && self.dag.const_int(self.operand(v, 1)) == Some(1) && self.known_bool(self.operand(v, 0)) {
            v = self.operand(v, 0);
        }
        v
    }

    fn known_bool_depth(&self, v: SDValue, depth: u32) -> bool {
        use Opcode::*;
        let dag = self.dag;
        if depth == 0 || v.res != 0 || !dag.vt(v).is_int() {
            return false;
        }
        let op = |i| dag.operand(v, i);
        match dag.opcode(v) {
            SetCC => !dag.vt(op(0)).is_vector(),
            Constant => matches!(dag.const_int(v), Some(0 | 1)),
            Target(x86_node::X87_SETCC) => true,
            And => self.known_bool_depth(op(0), depth - 1) || self.known_bool_depth(op(1), depth - 1),
            Or | Xor | Umin | Umax => self.known_bool_depth(op(0), depth - 1) && self.known_bool_depth(op(1), depth - 1),
            ZeroExtend => self.known_bool_depth(op(0), depth - 1),
            Select => self.known_bool_depth(op(1), depth - 1) && self.known_bool_depth(op(2), depth - 1),
            _ => false,
        }
    }

    pub(super) fn stays_live(&self, a: SDValue) -> bool {
        self.op(a) == Opcode::CopyFromReg || !self.dag.has_one_use(a)
    }

    fn isize(&self, v: SDValue) -> Size {
        isize_of(self.vt(v)).unwrap_or(Size::S64)
    }

    /// A two-address ALU operation: immediate, folded load (either side when
    /// `commutes`), or register form.
    fn alu(
        &mut self,
        v: SDValue,
        size: Size,
        rr: fn(Size, VReg, VReg, VReg) -> MInst,
        ri: fn(Size, VReg, VReg, i32) -> MInst,
        rm: fn(Size, VReg, VReg, Addr) -> MInst,
        commutes: bool,
    ) -> R {
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        if let Some(k) = self.imm32(b) {
            let x = self.reg(a);
            let d = self.def(v);
            self.emit(ri(size, d, x, k));
            return Ok(());
        }
        if let Some(m) = self.foldable_load(b) {
            let x = self.reg(a);
            let d = self.def(v);
            self.emit(rm(size, d, x, m));
            return Ok(());
        }
        if commutes {
            if let Some(k) = self.imm32(a) {
                let x = self.reg(b);
                let d = self.def(v);
                self.emit(ri(size, d, x, k));
                return Ok(());
            }
            if let Some(m) = self.foldable_load(a) {
                let x = self.reg(b);
                let d = self.def(v);
                self.emit(rm(size, d, x, m));
                return Ok(());
            }
        }
        // The tied (overwritten) operand: one that dies here, so no copy is needed.
        let (a, b) = if commutes && self.stays_live(a) && !self.stays_live(b) { (b, a) } else { (a, b) };
        let (x, y) = (self.reg(a), self.reg(b));
        let d = self.def(v);
        self.emit(rr(size, d, x, y));
        Ok(())
    }

    /// Division and remainder through rdx:rax.
    pub(super) fn divide(&mut self, id: NodeId) -> R {
        use Opcode::*;
        let n = self.dag.node(id);
        let vt = n.vt(0);
        let size = isize_of(vt).filter(|&s| s != Size::S8).ok_or_else(|| err(format!("x86-64: division on {vt:?}")))?;
        let signed = matches!(n.op, SDiv | SRem | SDivRem);
        let (a, b) = (n.op(0), n.op(1));
        let lo = self.reg(a);
        let hi = self.gpr();
        if signed {
            self.emit(I::cqo(size, hi, lo));
        } else {
            self.emit(I::mov_ri(Size::S32, hi, 0));
        }
        let (q, r) = match n.op {
            SDiv | UDiv => (self.def(SDValue::new(id, 0)), self.gpr()),
            SRem | URem => (self.gpr(), self.def(SDValue::new(id, 0))),
            _ => (self.def(SDValue::new(id, 0)), self.def(SDValue::new(id, 1))),
        };
        if let Some(m) = self.foldable_load(b) {
            self.emit(if signed { I::idiv_m(size, q, r, lo, hi, m) } else { I::div_m(size, q, r, lo, hi, m) });
        } else {
            let y = self.reg(b);
            self.emit(if signed { I::idiv_r(size, q, r, lo, hi, y) } else { I::div_r(size, q, r, lo, hi, y) });
        }
        Ok(())
    }

    /// High halves of products (one-operand `mul`/`imul`: rdx:rax = rax * src).
    pub(super) fn wide_mul(&mut self, id: NodeId) -> R {
        use Opcode::*;
        let n = self.dag.node(id);
        let vt = n.vt(0);
        let size = isize_of(vt).filter(|&s| s != Size::S8).ok_or_else(|| err(format!("x86-64: wide multiply on {vt:?}")))?;
        let signed = matches!(n.op, MulHS | SMulLoHi);
        let a = self.reg(n.op(0));
        let (lo, hi) = match n.op {
            MulHS | MulHU => (self.gpr(), self.def(SDValue::new(id, 0))),
            _ => (self.def(SDValue::new(id, 0)), self.def(SDValue::new(id, 1))),
        };
        let b = self.reg(n.op(1));
        self.emit(if signed { I::imul1_r(size, lo, hi, a, b) } else { I::mul_r(size, lo, hi, a, b) });
        Ok(())
    }

    /// The boolean second result of a flag-producing node: `setcc` (+ zero extension
    /// when the boolean type is wider than i8).
    pub(super) fn set_bool(&mut self, v: SDValue, cc: Cc) {
        let vt = self.vt(v);
        let d = self.def(v);
        if vt == VT::I8 {
            self.emit(I::setcc(cc, d));
        } else {
            let t = self.gpr();
            self.emit(I::setcc(cc, t));
            self.emit(I::movzx8_rr(Size::S32, d, t));
        }
    }

    pub(super) fn overflow_op(&mut self, id: NodeId) -> R {
        use Opcode::*;
        let n = self.dag.node(id);
        let vt = n.vt(0);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: overflow op on {vt:?}")))?;
        let (a, b) = (n.op(0), n.op(1));
        let (r, o) = (SDValue::new(id, 0), SDValue::new(id, 1));
        let cc = match n.op {
            UAddO | USubO => Cc::B,
            _ => Cc::O,
        };
        match n.op {
            SAddO | UAddO | SSubO | USubO => {
                let add = matches!(n.op, SAddO | UAddO);
                let x = self.reg(a);
                let d = self.def(r);
                if let Some(k) = self.imm32(b) {
                    self.emit(if add { I::add_ri(size, d, x, k) } else { I::sub_ri(size, d, x, k) });
                } else {
                    let y = self.reg(b);
                    self.emit(if add { I::add_rr(size, d, x, y) } else { I::sub_rr(size, d, x, y) });
                }
            }
            SMulO | UMulO if size == Size::S8 => {
                // Exact in 32 bits; overflow when the product does not survive a round
                // trip through 8 bits.
                let signed = n.op == SMulO;
                let (x, y) = (self.reg(a), self.reg(b));
                let (xe, ye) = (self.gpr(), self.gpr());
                self.emit(if signed { I::movsx8_rr(Size::S32, xe, x) } else { I::movzx8_rr(Size::S32, xe, x) });
                self.emit(if signed { I::movsx8_rr(Size::S32, ye, y) } else { I::movzx8_rr(Size::S32, ye, y) });
                let d = self.def(r);
                self.emit(I::imul_rr(Size::S32, d, xe, ye));
                let back = self.gpr();
                self.emit(if signed { I::movsx8_rr(Size::S32, back, d) } else { I::movzx8_rr(Size::S32, back, d) });
                self.emit(I::cmp_rr(Size::S32, back, d));
                self.set_bool(o, Cc::NE);
                return Ok(());
            }
            SMulO => {
                let (x, y) = (self.reg(a), self.reg(b));
                let d = self.def(r);
                self.emit(I::imul_rr(size, d, x, y));
            }
            _ => {
                let size = size.max(Size::S16);
                let (x, y) = (self.reg(a), self.reg(b));
                let d = self.def(r);
                let hi = self.gpr();
                self.emit(I::mul_r(size, d, hi, x, y));
            }
        }
        self.set_bool(o, cc);
        Ok(())
    }

    /// Multi-word add/sub step: CF from the incoming boolean (`bt $0`), then adc/sbb.
    pub(super) fn carry_op(&mut self, id: NodeId) -> R {
        let n = self.dag.node(id);
        let vt = n.vt(0);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: carry op on {vt:?}")))?;
        let (a, b, c) = (n.op(0), n.op(1), n.op(2));
        let x = self.reg(a);
        let y = self.reg(b);
        let cin = self.reg(c);
        let d = self.def(SDValue::new(id, 0));
        self.emit(I::bt_ri(Size::S32, cin, 0));
        if n.op == Opcode::UAddOCarry {
            self.emit(I::adc_rr(size, d, x, y));
        } else {
            self.emit(I::sbb_rr(size, d, x, y));
        }
        self.set_bool(SDValue::new(id, 1), Cc::B);
        Ok(())
    }

    pub(super) fn funnel(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        if a == b {
            // A rotate: rol/ror (shld/shrd of a register with itself is slower).
            let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: rotate of {vt:?}")))?;
            let c = self.operand(v, 2);
            let left = self.op(v) == Opcode::Fshl;
            let x = self.reg(a);
            let d = self.def(v);
            if let Some(k) = self.dag.const_int(c) {
                let k = (k as u32 % size.bits()) as i64;
                self.emit(match (k, left) {
                    (0, _) => I::copy(d, x),
                    (_, true) => I::rol_ri(size, d, x, k),
                    _ => I::ror_ri(size, d, x, k),
                });
            } else {
                let cnt = self.reg(c);
                self.emit(if left { I::rol_rcl(size, d, x, cnt) } else { I::ror_rcl(size, d, x, cnt) });
            }
            return Ok(());
        }
        let size = isize_of(vt).filter(|&s| s >= Size::S32).ok_or_else(|| err(format!("x86-64: funnel shift on {vt:?}")))?;
        let (a, b, c) = (self.operand(v, 0), self.operand(v, 1), self.operand(v, 2));
        let left = self.op(v) == Opcode::Fshl;
        // fshl(a, b, c) = shld a, b; fshr(a, b, c) = shrd b, a.
        let (dst_src, from) = if left { (a, b) } else { (b, a) };
        let x = self.reg(dst_src);
        let y = self.reg(from);
        let d = self.def(v);
        if let Some(k) = self.dag.const_int(c) {
            let k = (k as u32 % size.bits()) as i64;
            if k == 0 {
                self.emit(I::copy(d, x));
            } else if left {
                self.emit(I::shld_rri(size, d, x, y, k));
            } else {
                self.emit(I::shrd_rri(size, d, x, y, k));
            }
        } else {
            let cnt = self.reg(c);
            // The count must be an i8 in %cl; wider counts are used by their low byte.
            self.emit(if left { I::shld_rrcl(size, d, x, y, cnt) } else { I::shrd_rrcl(size, d, x, y, cnt) });
        }
        Ok(())
    }

    /// ctpop (popcnt), ctlz/cttz via bsr/bsf with the zero case by cmov (lzcnt/tzcnt
    /// when available).
    pub(super) fn bit_count(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let op = self.op(v);
        let vt = self.vt(v);
        let size = isize_of(vt).filter(|&s| s >= Size::S16).ok_or_else(|| err(format!("x86-64: {op:?} on {vt:?}")))?;
        let a = self.operand(v, 0);
        let bits = size.bits() as i64;
        let x = self.reg(a);
        let d = self.def(v);
        match op {
            Ctpop => self.emit(I::popcnt_rr(size, d, x)),
            Ctlz | CtlzZeroUndef if self.t.features.lzcnt => self.emit(I::lzcnt_rr(size, d, x)),
            Cttz | CttzZeroUndef if self.t.features.bmi => self.emit(I::tzcnt_rr(size, d, x)),
            CtlzZeroUndef => {
                // bsr gives the index of the top set bit; w-1-i == i ^ (w-1).
                let t = self.gpr();
                self.emit(I::bsr_rr(size, t, x));
                self.emit(I::xor_ri(size, d, t, (bits - 1) as i32));
            }
            Ctlz => {
                // Zero input: bsr sets ZF (destination undefined); pick 2w-1 so the xor
                // gives w.
                let k = self.gpr();
                self.emit(I::mov_ri(Size::S32, k, 2 * bits - 1));
                let t = self.gpr();
                self.emit(I::bsr_rr(size, t, x));
                let u = self.gpr();
                self.emit(I::cmov_rr(size.max(Size::S16), Cc::E, u, t, k));
                self.emit(I::xor_ri(size, d, u, (bits - 1) as i32));
            }
            CttzZeroUndef => self.emit(I::bsf_rr(size, d, x)),
            _ => {
                let k = self.gpr();
                self.emit(I::mov_ri(Size::S32, k, bits));
                let t = self.gpr();
                self.emit(I::bsf_rr(size, t, x));
                self.emit(I::cmov_rr(size, Cc::E, d, t, k));
            }
        }
        Ok(())
    }

    pub(super) fn bswap(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let x = self.reg(self.operand(v, 0));
        let d = self.def(v);
        match isize_of(vt) {
            Some(Size::S16) => self.emit(I::rol_ri(Size::S16, d, x, 8)),
            Some(s @ (Size::S32 | Size::S64)) => self.emit(I::bswap(s, d, x)),
            _ => return Err(err(format!("x86-64: bswap on {vt:?}"))),
        }
        Ok(())
    }

    /// |a|: `neg` then `cmovs` back to a.
    pub(super) fn abs(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let size = isize_of(vt).filter(|&s| s >= Size::S16).ok_or_else(|| err(format!("x86-64: abs on {vt:?}")))?;
        let x = self.reg(self.operand(v, 0));
        let n = self.gpr();
        self.emit(I::neg_r(size, n, x));
        let d = self.def(v);
        self.emit(I::cmov_rr(size, Cc::S, d, n, x));
        Ok(())
    }

    pub(super) fn min_max(&mut self, v: SDValue) -> R {
        use Opcode::*;
        let vt = self.vt(v);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: min/max on {vt:?}")))?;
        let (a, b) = (self.operand(v, 0), self.operand(v, 1));
        let cc = match self.op(v) {
            Smin => Cc::L,
            Smax => Cc::G,
            Umin => Cc::B,
            _ => Cc::A,
        };
        let (x, y) = (self.reg(a), self.reg(b));
        self.emit(I::cmp_rr(size, x, y));
        let d = self.def(v);
        // d = a cc b ? a : b
        self.emit(I::cmov_rr(size.max(Size::S32), cc, d, y, x));
        Ok(())
    }

    // ---- extensions ----

    pub(super) fn extend(&mut self, v: SDValue) -> R {
        let signed = self.op(v) == Opcode::SignExtend;
        let a = self.operand(v, 0);
        let (from, to) = (self.vt(a), self.vt(v));
        let a = if signed { a } else { self.strip_bool_mask(a) };
        let to_size = isize_of(to).ok_or_else(|| err(format!("x86-64: extension to {to:?}")))?;
        let from_size = isize_of(from).ok_or_else(|| err(format!("x86-64: extension from {from:?}")))?;
        // The destination of movzx: 32 bits also clears the upper half of a 64-bit register.
        let zsize = if to_size == Size::S64 { Size::S32 } else { to_size.max(Size::S32) };
        let ssize = to_size.max(Size::S32);
        if let Some(m) = self.foldable_load(a) {
            let d = self.def(v);
            let mi = match (from_size, signed) {
                (Size::S8, false) => I::movzx8_rm(zsize, d, m),
                (Size::S16, false) => I::movzx16_rm(zsize, d, m),
                (Size::S32, false) => I::mov_rm(Size::S32, d, m),
                (Size::S8, true) => I::movsx8_rm(ssize, d, m),
                (Size::S16, true) => I::movsx16_rm(ssize, d, m),
                (Size::S32, true) => I::movsx32_rm(Size::S64, d, m),
                _ => I::mov_rm(to_size, d, m),
            };
            self.emit(mi);
            return Ok(());
        }
        let x = self.reg(a);
        let d = self.def(v);
        if !signed && from_size == Size::S32 && to_size == Size::S64 && self.writes_zero_extended_32(a) {
            // The 32-bit instruction that computed `a` already cleared the upper half.
            self.emit(I::copy(d, x));
            return Ok(());
        }
        let mi = match (from_size, signed) {
            _ if from_size == to_size => I::copy(d, x),
            (Size::S8, false) => I::movzx8_rr(zsize, d, x),
            (Size::S16, false) => I::movzx16_rr(zsize, d, x),
            (Size::S32, false) => I::mov_rr(Size::S32, d, x),
            (Size::S8, true) => I::movsx8_rr(ssize, d, x),
            (Size::S16, true) => I::movsx16_rr(ssize, d, x),
            (Size::S32, true) => I::movsx32_rr(Size::S64, d, x),
            _ => I::copy(d, x),
        };
        self.emit(mi);
        Ok(())
    }

    pub(super) fn sext_inreg(&mut self, v: SDValue) -> R {
        let vt = self.vt(v);
        let size = isize_of(vt).ok_or_else(|| err(format!("x86-64: sign_extend_inreg on {vt:?}")))?;
        let from = match *self.dag.data(v) {
            NodeData::VT(f) => f.bits(),
            _ => return Err(err("sign_extend_inreg without type")),
        };
        let x = self.reg(self.operand(v, 0));
        let d = self.def(v);
        let s = size.max(Size::S32);
        match from {
            8 => self.emit(I::movsx8_rr(s, d, x)),
            16 if size >= Size::S32 => self.emit(I::movsx16_rr(s, d, x)),
            32 if size == Size::S64 => self.emit(I::movsx32_rr(Size::S64, d, x)),
            _ => {
                let k = (size.bits() - from) as i64;
                let t = self.gpr();
                self.emit(I::shl_ri(size, t, x, k));
                self.emit(I::sar_ri(size, d, t, k));
            }
        }
        Ok(())
    }
}
