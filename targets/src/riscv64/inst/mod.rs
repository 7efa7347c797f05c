//! RISC-V 64 instructions: the opcode table with one description per opcode (operand
//! layout with register files and field positions, mnemonic, format, flags), and the
//! constructors that build `MInst`s with the right register roles. The encoder
//! (`emit.rs`), the compressor (`rvc.rs`) and the printer (`asm.rs`) read the same
//! descriptions, so an instruction is described exactly once.
//!
//! # How a RISC-V `MInst` is spelled
//!
//! * `MInst::opcode` holds the `Opcode` in bits 0..10 and its `Ty` in bits 10..14
//!   (`opcode_bits`, `decode`): the operation width of integer arithmetic (`X`, or `W` for
//!   `addw`, `slliw`, `mulw`, ...), the access size of a load or store (`B`/`H`/`W`/`D`,
//!   zero-extending `BU`/`HU`/`WU`; `S`/`D` for `flw`/`fld`), the width of an atomic
//!   (`W`/`D`) or the FP format (`S`/`D`). Fixed-type opcodes store `Ty::X`. The
//!   int-to-FP conversions are one opcode per direction and width (`FcvtDW`, ...)
//!   because their rounding-mode defaults differ.
//! * `MInst::ops` follows `Desc::layout`, one entry per `Slot`, in assembly order
//!   (destination first). The store-conditional's status register is an early def
//!   (`EDef`): it must differ from the address and the value.
//! * Registers: `regs` numbers x0..x31 then f0..f31; `zero` is an ordinary register
//!   number that any GPR slot takes.
//! * A memory operand (`Slot::Mem`) is three consecutive operands: base (`Reg`; `NoReg`
//!   for a stack object), `Imm(SymMod)` and the displacement (`Imm` bytes, `Sym` under
//!   the modifier — `%lo`, `%pcrel_lo`, `%tprel_lo` — or `Frame`, whose base register
//!   and offset the frame layout supplies). See `Addr`. Offsets must fit the signed
//!   12 bits; frame lowering materializes larger ones. LR/SC and AMOs take the base only
//!   (offset 0).
//! * Immediates are plain `Imm`s, checked when encoded (an out-of-range one is an
//!   error): rounding modes (`Rm`, printed only when not the instruction's default),
//!   `aq`/`rl` bits (`Aqrl`, printed as a mnemonic suffix), fence sets
//!   (`ordering::fence`), CSR numbers (`csr`).
//! * Symbols: `lui_sym`/`auipc_sym` (`%hi`, `%pcrel_hi`, `%got_pcrel_hi`, `%tprel_hi`,
//!   `%tls_ie_pcrel_hi`, `%tls_gd_pcrel_hi`), `addi_sym` (`%lo`, `%pcrel_lo`, `%tprel_lo`),
//!   loads and stores with `Addr::sym`, `add_tprel` (`%tprel_add`), and `call`/`tail`
//!   (`R_RISCV_CALL_PLT` on an `auipc`+`jalr` pair). A `%pcrel_lo` names the label of
//!   its `auipc`, which the backend supplies as the symbol.
//! * Branches (`beq`... and `jal`) take a `Target`: a block (placed by the function
//!   layout, which `encode_one` rejects), a byte offset (`Imm`, as an assembler reads a
//!   bare number: inline asm, tests) or a symbol (`R_RISCV_BRANCH`/`R_RISCV_JAL`).
//! * `OperandConstraint::Reuse(i)` is not used: RISC-V has no two-address instructions.
//!
//! One file per concept: `desc` (the description vocabulary), `opcodes` (the table, the
//! generated `Opcode` and constructors), `encoding` (the ISA manual's formats as
//! bit-field helpers), `addr` (memory operands), `symmod` (relocation operators), `rm`
//! (rounding modes), `ordering` (`aq`/`rl` and fence sets), `csr` (CSR numbers and
//! names), `builder` (arguments to operands with register roles) and `ctors` (the
//! hand-written constructors). Everything is re-exported here.

// The one-line semantics write memory as `[addr]`, which is no intra-doc link.
#![allow(rustdoc::broken_intra_doc_links)]

mod addr;
mod builder;
pub mod csr;
mod ctors;
mod desc;
pub mod encoding;
mod opcodes;
pub mod ordering;
mod rm;
mod symmod;

pub use addr::*;
pub use builder::*;
pub use ctors::*;
pub use desc::*;
pub use opcodes::*;
pub use ordering::Aqrl;
pub use rm::*;
pub use symmod::*;

#[cfg(test)]
mod tests {
    use super::super::regs::*;
    use super::*;
    use rllc_isel::mir::{FrameIndex, OperandKind, OperandPos, SymbolRef, VReg};

    #[test]
    fn table_is_consistent() {
        assert!(Opcode::ALL.len() <= OPCODE_MASK as usize);
        for (i, op) in Opcode::ALL.iter().enumerate() {
            assert_eq!(*op as usize, i);
            let d = op.desc();
            assert!(d.layout.len() <= 8, "{}", d.name);
            for (si, s) in d.layout.iter().enumerate() {
                if *s == Slot::Implicit {
                    assert_eq!(si, d.layout.len() - 1, "{}", d.name);
                }
                if *s == Slot::Mod {
                    assert!(si > 0 && matches!(d.layout[si - 1], Slot::Sym(_)), "{}", d.name);
                }
            }
            // Typed opcodes encode their type, fixed ones do not.
            assert_eq!(d.t != T::None, d.is_typed(), "{}", d.name);
        }
    }

    #[test]
    fn roles() {
        let v = VReg;
        let i = sc(Ty::W, v(0), v(1), Addr::base(v(2), 0), Aqrl::Rl);
        let r: Vec<_> = i.reg_operands().map(|r| (r.kind, r.pos)).collect();
        assert_eq!(r[0], (OperandKind::Def, OperandPos::Early));
        assert_eq!(decode(&i), Some((Opcode::Sc, Ty::W)));
        let a = Addr::frame(FrameIndex(3), 8);
        let i = load(Ty::D, v(0), a);
        assert_eq!(Addr::decode(&i.ops, 1), Some(a));
        let a = Addr::sym(SP, SymbolRef::ConstPool(2), 8, SymMod::Lo);
        assert_eq!(Addr::decode(&store(Ty::W, A0, a).ops, 1), Some(a));
        assert_eq!(decode(&fadd(Ty::D, FA0, FA1, FA2, Rm::Dyn)), Some((Opcode::Fadd, Ty::D)));
    }
}
