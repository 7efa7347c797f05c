//! x86-64 instructions: the opcode enum with one description per opcode (operand layout,
//! operand sizes, AT&T mnemonic, iced-x86 encoding, flags), and the constructors that build
//! `MInst`s with the right register roles. The encoder (`emit.rs`) and the printer
//! (`asm.rs`) read the same descriptions, so an instruction is described exactly once.
//!
//! # How an x86-64 `MInst` is spelled
//!
//! * `MInst::opcode` holds the `Opcode` in bits 0..12 and, for opcodes that come in several
//!   integer widths (`Desc::sizes != 0`), the `Size` in bits 12..14 (see `opcode_bits`,
//!   `decode`). Everything else about an opcode is fixed by its `Desc`.
//! * `MInst::ops` follows `Desc::layout`, one entry per `Slot`. The encoded operands
//!   (`Slot::is_encoded`) appear in Intel order (destination first); the AT&T printer
//!   reverses them. Slots that are not encoded are register roles only: a `Tied` use
//!   (two-address source, same register as its def), implicit fixed registers (`rax`/`rdx`
//!   of `div`), and the condition code.
//! * A memory operand (`Slot::Mem`) is five consecutive operands: base (`Reg` or `NoReg`),
//!   index (`Reg` or `NoReg`), `Imm(scale)`, displacement (`Imm`, `Sym` or `Frame`), and
//!   `Imm(flags)` holding the segment and the symbol modifier (`Addr`). A `Sym`
//!   displacement with neither base nor index is RIP-relative (unless its modifier is an
//!   absolute one such as `@TPOFF`); a `Frame` displacement must have no base: the frame
//!   layout supplies the base register (rsp or rbp) and the offset when the instruction is
//!   encoded or printed.
//! * `OperandConstraint::Reuse(i)` counts register operands (`MInst::reg_operands()`, in
//!   order, physical ones included), which is what the allocator adapter must pass on (it
//!   must renumber if it drops physical-register operands).
//! * Flags (EFLAGS) are not modelled as registers: isel keeps a flag producer and its
//!   consumer adjacent (the allocator only inserts `mov`s, which leave the flags alone).
//!
//! One file per concept: `desc` (the description vocabulary), `opcodes` (the table, and
//! the generated `Opcode` and constructors), `cc` (condition codes), `addr` (memory
//! operands), `builder` (arguments to operands with register roles) and `ctors` (the
//! hand-written constructors). Everything is re-exported here: users name `inst::X`.

// The one-line semantics write memory as `[addr]`, which is no intra-doc link.
#![allow(rustdoc::broken_intra_doc_links)]

mod addr;
mod builder;
mod cc;
mod ctors;
mod desc;
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
    use iced_x86::Code;
    use rllc_isel::mir::{FrameIndex, OperandConstraint, OperandKind, VReg};

    #[test]
    fn table_is_consistent() {
        assert!(Opcode::ALL.len() < OPCODE_MASK as usize);
        for (i, op) in Opcode::ALL.iter().enumerate() {
            assert_eq!(*op as usize, i);
            let d = op.desc();
            assert!(d.layout.len() <= 8, "{}", d.name);
            for (si, s) in d.layout.iter().enumerate() {
                if let Slot::Tied(k) = s {
                    assert!(matches!(d.layout[*k as usize], Slot::Def(_)), "{}: tie to a non-def", d.name);
                    assert!((*k as usize) < si, "{}: tie before its def", d.name);
                }
                if *s == Slot::Implicit {
                    assert_eq!(si, d.layout.len() - 1, "{}", d.name);
                }
            }
            if let Enc::S(codes) = d.enc {
                for s in Size::ALL {
                    assert_eq!(d.has_size(s), codes[s as usize] != Code::INVALID, "{} {:?}", d.name, s);
                }
            }
        }
    }

    #[test]
    fn roles() {
        let v = |n| VReg(n);
        let i = add_rr(Size::S64, v(0), v(1), v(2));
        let r: Vec<_> = i.reg_operands().map(|r| (r.kind, r.constraint)).collect();
        assert_eq!(
            r,
            vec![
                (OperandKind::Def, OperandConstraint::Reuse(1)),
                (OperandKind::Use, OperandConstraint::Reg),
                (OperandKind::Use, OperandConstraint::Reg)
            ]
        );
        let i = shl_rcl(Size::S32, v(0), v(1), v(2));
        assert_eq!(i.reg_operands().nth(2).unwrap().constraint, OperandConstraint::FixedReg(RCX));
        // A tie after a memory operand counts the address registers.
        let i = lock_xadd(Size::S64, Addr::bis(v(5), v(6), 4, 8), v(0), v(1));
        assert_eq!(i.reg_operands().nth(2).unwrap().constraint, OperandConstraint::Reuse(3));
        let i = cmov_rr(Size::S64, Cc::E, v(0), v(1), v(2));
        assert_eq!(i.reg_operands().next().unwrap().constraint, OperandConstraint::Reuse(1));
        assert_eq!(decode(&i), Some((Opcode::CmovRR, Size::S64)));
        let i = div_r(Size::S64, v(0), v(1), v(2), v(3), v(4));
        let c: Vec<_> = i.reg_operands().map(|r| r.constraint).collect();
        assert_eq!(c[0], OperandConstraint::FixedReg(RAX));
        assert_eq!(c[3], OperandConstraint::FixedReg(RDX));
        assert_eq!(c[4], OperandConstraint::Reg);
        let a = Addr::frame(FrameIndex(3), 8).with_index(v(9), 8);
        let i = mov_rm(Size::S32, v(0), a);
        assert_eq!(Addr::decode(&i.ops, 1), Some(a));
    }

    #[test]
    fn mov_imm_picks_shortest() {
        assert_eq!(decode(&mov_imm(Size::S64, RAX, 5)), Some((Opcode::MovRI, Size::S32)));
        assert_eq!(decode(&mov_imm(Size::S64, RAX, -5)), Some((Opcode::MovRI, Size::S64)));
        assert_eq!(decode(&mov_imm(Size::S64, RAX, 1 << 40)).unwrap().0, Opcode::MovAbs);
    }
}
