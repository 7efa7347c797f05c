//! AArch64 instructions: the opcode table with one description per opcode (operand layout
//! with register views and field positions, GNU mnemonic, encoding class, flags), and the
//! constructors that build `MInst`s with the right register roles. The encoder
//! (`emit.rs`) and the printer (`asm.rs`) read the same descriptions, so an instruction is
//! described exactly once.
//!
//! # How an AArch64 `MInst` is spelled
//!
//! * `MInst::opcode` holds the `Opcode` in bits 0..10 and its `Ty` in bits 10..14
//!   (`opcode_bits`, `decode`): the integer width (`W`/`X`), FP type (`H`/`S`/`D`),
//!   access size of a load or store (`B`/`H`/`W`/`X`, or `B`..`Q` for FP/SIMD) or vector
//!   arrangement (`V8B`..`V2D`; lane operations name their element size by the 128-bit
//!   arrangement). Fixed-type opcodes store their nominal type.
//! * `MInst::ops` follows `Desc::layout`, one entry per `Slot`, in assembly order
//!   (destination first). `Tied` slots are register roles only (the use a two-address
//!   def overwrites: `movk`, `bfi`/`bfxil`/`bfm`, `ins`, `mla`/`fmla`/`bsl`, the compare
//!   registers of `cas`/`casp`); they are neither encoded nor printed. A register that is
//!   written before the inputs are read (the status of `stxr`) is an early def (`EDef`).
//! * Registers: `regs` numbers x0..x30, sp, v0..v31 and xzr; each slot's view (`R`) says
//!   whether field 31 is sp or the zero register, and the encoder rejects the other one.
//! * A memory operand (`Slot::Mem`) is four consecutive operands: base (`Reg`, x or sp;
//!   `NoReg` for a frame slot or a pc-relative literal), index (`Reg` or `NoReg`),
//!   `Imm(flags)` — bits 0..2 the mode (offset, pre-index, post-index), 2..4 the index's
//!   extend (`lsl`/`uxtw`/`sxtw`/`sxtx`), bit 4 "index scaled by the access size", bits
//!   8.. the `SymMod` — and the displacement (`Imm` bytes, `Sym` with the modifier, or
//!   `Frame`, whose base register and offset the frame layout supplies). See `Addr`. The
//!   encoder picks the form: scaled unsigned imm12 when the offset is a non-negative
//!   multiple of the access size in range, else the unscaled `ldur`/`stur` imm9, else an
//!   error (frame lowering materializes large offsets in x16). Pre/post-index writeback
//!   updates the base without telling the allocator: use it on physical registers only
//!   (sp in prologues and epilogues).
//! * Symbols: `adrp dst, sym` (`Slot::Sym(Page)` plus a `Mod` slot: none, `:got:`,
//!   `:gottprel:`, `:tlsdesc:`), `add dst, src, :lo12:sym` (`add_lo12`, modifiers
//!   `:lo12:`, `:tprel_hi12:`, `:tprel_lo12_nc:`, `:tlsdesc_lo12:`), loads and stores
//!   with `Addr::sym` (`:lo12:`, `:got_lo12:`, `:gottprel_lo12:`, `:tlsdesc_lo12:`),
//!   `movz`/`movk` with a symbol immediate (`:abs_gN_nc:` chosen by the shift), `adr`,
//!   `bl`/`b` to a symbol (`Call26`/`Jump26`) and `tlsdesc_call`.
//! * Branches: blocks end in `B`, `Bcc` (falls through), `Brcond` (two targets, the
//!   jump to the next block dropped), `Cbz`/`Cbnz`/`Tbz`/`Tbnz` (fall through), `Br`
//!   (jump tables), `Ret`, `BSym`/`BrTail` (tail calls). Conditions are `Cond` operands
//!   (`MOperand::Imm`). `emit::emit_function` places the block branches and relaxes
//!   out-of-range conditional ones; `encode_one` rejects them.
//! * `OperandConstraint::Reuse(i)` counts register operands (`MInst::reg_operands()`, in
//!   order, physical ones included).
//! * NZCV is not modelled as a register: selection keeps a flag producer and its consumer
//!   adjacent (the allocator only inserts moves, loads and stores, which leave it alone).
//!
//! One file per concept: `desc` (the description vocabulary), `opcodes` (the table, the
//! generated `Opcode` and constructors), `encoding` (the Arm ARM encoding classes as
//! bit-field helpers), `imm` (bitmask, FP and byte-mask immediates), `cc` (conditions),
//! `addr` (memory operands), `builder` (arguments to operands with register roles) and
//! `ctors` (the hand-written constructors). Everything is re-exported here.

// The one-line semantics write memory as `[addr]`, which is no intra-doc link.
#![allow(rustdoc::broken_intra_doc_links)]

mod addr;
mod builder;
mod cc;
mod ctors;
mod desc;
pub mod encoding;
pub mod imm;
mod opcodes;

pub use addr::*;
pub use builder::*;
pub use cc::*;
pub use ctors::*;
pub use desc::*;
pub use opcodes::*;

#[cfg(test)]
mod tests {
    use super::super::regs::*;
    use super::*;
    use rllc_isel::mir::{FrameIndex, OperandConstraint, OperandKind, OperandPos, VReg};

    #[test]
    fn table_is_consistent() {
        assert!(Opcode::ALL.len() <= OPCODE_MASK as usize);
        for (i, op) in Opcode::ALL.iter().enumerate() {
            assert_eq!(*op as usize, i);
            let d = op.desc();
            assert!(d.layout.len() <= 8, "{}", d.name);
            for (si, s) in d.layout.iter().enumerate() {
                if let Slot::Tied(k) = s {
                    assert!(matches!(d.layout[*k as usize], Slot::Def(..)), "{}: tie to a non-def", d.name);
                    assert!((*k as usize) < si, "{}: tie before its def", d.name);
                }
                if *s == Slot::Implicit {
                    assert_eq!(si, d.layout.len() - 1, "{}", d.name);
                }
                if *s == Slot::Mod {
                    assert!(si > 0 && matches!(d.layout[si - 1], Slot::Sym(_)), "{}", d.name);
                }
            }
            // Typed opcodes encode their type unless the slots carry it (lanes).
            if d.t != T::None {
                assert!(d.is_typed(), "{}: encodes a type it does not take", d.name);
            }
        }
    }

    #[test]
    fn roles() {
        let v = VReg;
        let i = movk(Ty::X, v(0), v(0), 5, 16);
        let r: Vec<_> = i.reg_operands().map(|r| (r.kind, r.constraint)).collect();
        assert_eq!(
            r,
            vec![(OperandKind::Def, OperandConstraint::Reuse(1)), (OperandKind::Use, OperandConstraint::Reg)]
        );
        let i = cas(Ty::W, v(0), v(1), v(2), Addr::base(v(3), 0));
        assert_eq!(i.reg_operands().next().unwrap().constraint, OperandConstraint::Reuse(1));
        let i = stxr(Ty::X, v(0), v(1), Addr::base(v(2), 0));
        assert_eq!(i.reg_operands().next().unwrap().pos, OperandPos::Early);
        assert_eq!(decode(&i), Some((Opcode::Stxr, Ty::X)));
        let i = call_sym(rllc_isel::mir::SymbolRef::ConstPool(0), &[(v(1).as_reg(), X0)], &[], Some(0));
        assert_eq!(i.reg_operands().next().unwrap().constraint, OperandConstraint::FixedReg(X0));
        let a = Addr::frame(FrameIndex(3), 8);
        let i = ldr(Ty::X, v(0), a);
        assert_eq!(Addr::decode(&i.ops, 1), Some(a));
        let a = Addr::index(v(1), v(2), Extend::Sxtw, true);
        let i = str_f(Ty::Q, v(0), a);
        assert_eq!(Addr::decode(&i.ops, 1), Some(a));
        let a = Addr::sym(SP, rllc_isel::mir::SymbolRef::ConstPool(2), 8, SymMod::Lo12);
        assert_eq!(Addr::decode(&ldr(Ty::W, X0, a).ops, 1), Some(a));
        assert_eq!(decode(&movi_2d(V0, 0i64)), Some((Opcode::VMovi2D, Ty::V2D)));
    }

    #[test]
    fn constants() {
        let ops = |v: i64, ty: Ty| mov_imm(ty, X0, v).iter().map(|i| decode(i).unwrap().0).collect::<Vec<_>>();
        assert_eq!(ops(5, Ty::X), vec![Opcode::Movz]);
        assert_eq!(ops(-1, Ty::X), vec![Opcode::Movn]);
        assert_eq!(ops(0, Ty::X), vec![Opcode::Movz]);
        assert_eq!(ops(0x5555_5555_5555_5555, Ty::X), vec![Opcode::OrrRI]);
        assert_eq!(ops(0x1234_5678_9abc_def0, Ty::X), vec![Opcode::Movz, Opcode::Movk, Opcode::Movk, Opcode::Movk]);
        assert_eq!(ops(-0x1_2345, Ty::X), vec![Opcode::Movn, Opcode::Movk]);
        assert_eq!(ops(0xffff_0000u32 as i64, Ty::W), vec![Opcode::Movz]);
        assert_eq!(ops(-2, Ty::W), vec![Opcode::Movn]);
    }
}
