//! The opcode table: one line per x86-64 opcode rllc selects, with its one-line
//! semantics, constructor, sizes, operand layout, mnemonic, encoding and flags; the
//! `opcodes!` macro turns it into `Opcode`, its `Desc`s and one constructor per opcode.
//! Also how an opcode and size are packed into `MInst::opcode` (`opcode_bits`, `decode`).

use super::builder::{build, Arg};
use super::desc::{
    Desc, Enc, Mn, Slot, StForm, ALL, CALL, IW, LOCK, MOVE, NOTRACK, SIDE, STAR, TERM, W, W16UP, W32UP, W64,
};
use crate::x86_64::regs::{Size, RAX, RBX, RCX, RDX};
use iced_x86::Code;
use rllc_isel::mir::MInst;

macro_rules! sizes {
    (-) => {
        0
    };
    ($s:ident) => {
        $s
    };
}

macro_rules! opcodes {
    ($( #[doc = $doc:literal] $name:ident $ctor:ident [$($sizes:tt)*] ( $($arg:ident : $slot:expr),* ) $mn:expr, $enc:expr, $flags:expr; )*) => {
        /// The x86-64 opcodes rllc selects. Each has one `Desc` (see `Opcode::desc`).
        #[repr(u16)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode {
            $( #[doc = $doc] $name, )*
        }

        impl Opcode {
            /// Every opcode, in numbering order.
            pub const ALL: &'static [Opcode] = &[ $(Opcode::$name,)* ];
        }

        #[allow(unused_imports)]
        static DESCS: &[Desc] = {
            use Slot::*;
            use W::*;
            use IW::*;
            &[ $( Desc {
                name: stringify!($name),
                ctor: stringify!($ctor),
                sizes: sizes!($($sizes)*),
                layout: &[$($slot),*],
                mn: $mn,
                enc: $enc,
                flags: $flags,
                doc: $doc,
            }, )* ]
        };

        $( opcodes!(@ctor $name $ctor [$($sizes)*] $doc ($($arg),*)); )*
    };
    (@ctor $name:ident $ctor:ident [-] $doc:literal ($($arg:ident),*)) => {
        #[doc = $doc]
        pub fn $ctor($($arg: impl Into<Arg>),*) -> MInst {
            build(Opcode::$name, Size::S64, vec![$($arg.into()),*])
        }
    };
    (@ctor $name:ident $ctor:ident [$s:ident] $doc:literal ($($arg:ident),*)) => {
        #[doc = $doc]
        pub fn $ctor(size: Size, $($arg: impl Into<Arg>),*) -> MInst {
            build(Opcode::$name, size, vec![$($arg.into()),*])
        }
    };
}

opcodes! {
    // ---- pseudo-instructions (expanded by emission or later passes) ----
    /// dst = src: a register copy of either class (64-bit `mov` or `movaps` once allocated)
    Copy copy [-] (dst: Def(Any), src: Use(Any)) Mn::P("copy"), Enc::Copy, MOVE;
    /// dst = an undefined value (no code)
    ImplicitDef implicit_def [-] (dst: Def(Any)) Mn::P("implicit-def"), Enc::None, 0;
    /// defines the incoming argument registers at function entry (no code)
    EntryDefs entry_defs [-] (defs: Implicit) Mn::P("entry-defs"), Enc::None, 0;
    /// if cc goto taken else goto not_taken: `jcc`+`jmp`, either dropped when it is the next block
    Brcond brcond [-] (cc: Cc, taken: Target, not_taken: Target) Mn::C("j"), Enc::Branch, TERM;
    // ---- integer moves ----
    /// dst = src
    MovRR mov_rr [ALL] (dst: Def(Sz), src: Use(Sz)) Mn::S("mov"), Enc::S([Code::Mov_rm8_r8, Code::Mov_rm16_r16, Code::Mov_rm32_r32, Code::Mov_rm64_r64]), 0;
    /// dst = imm (64-bit: a sign-extended imm32; see `mov_imm` for the shortest form)
    MovRI mov_ri [ALL] (dst: Def(Sz), imm: Imm(ISz)) Mn::S("mov"), Enc::S([Code::Mov_r8_imm8, Code::Mov_r16_imm16, Code::Mov_r32_imm32, Code::Mov_rm64_imm32]), 0;
    /// dst = imm64 (`movabsq`)
    MovAbs movabs [-] (dst: Def(B64), imm: Imm(I64)) Mn::P("movabsq"), Enc::One(Code::Mov_r64_imm64), 0;
    /// dst = load [addr]
    MovRM mov_rm [ALL] (dst: Def(Sz), src: Mem) Mn::S("mov"), Enc::S([Code::Mov_r8_rm8, Code::Mov_r16_rm16, Code::Mov_r32_rm32, Code::Mov_r64_rm64]), 0;
    /// store [addr] = src
    MovMR mov_mr [ALL] (dst: Mem, src: Use(Sz)) Mn::S("mov"), Enc::S([Code::Mov_rm8_r8, Code::Mov_rm16_r16, Code::Mov_rm32_r32, Code::Mov_rm64_r64]), SIDE;
    /// store [addr] = imm (64-bit: sign-extended imm32)
    MovMI mov_mi [ALL] (dst: Mem, imm: Imm(ISz)) Mn::S("mov"), Enc::S([Code::Mov_rm8_imm8, Code::Mov_rm16_imm16, Code::Mov_rm32_imm32, Code::Mov_rm64_imm32]), SIDE;
    /// dst = zero-extend the low 8 bits of src
    Movzx8RR movzx8_rr [W16UP] (dst: Def(Sz), src: Use(B8)) Mn::X("movz", Size::S8), Enc::S([Code::INVALID, Code::Movzx_r16_rm8, Code::Movzx_r32_rm8, Code::Movzx_r64_rm8]), 0;
    /// dst = zero-extend the 8-bit load [addr]
    Movzx8RM movzx8_rm [W16UP] (dst: Def(Sz), src: Mem) Mn::X("movz", Size::S8), Enc::S([Code::INVALID, Code::Movzx_r16_rm8, Code::Movzx_r32_rm8, Code::Movzx_r64_rm8]), 0;
    /// dst = zero-extend the low 16 bits of src
    Movzx16RR movzx16_rr [W32UP] (dst: Def(Sz), src: Use(B16)) Mn::X("movz", Size::S16), Enc::S([Code::INVALID, Code::INVALID, Code::Movzx_r32_rm16, Code::Movzx_r64_rm16]), 0;
    /// dst = zero-extend the 16-bit load [addr]
    Movzx16RM movzx16_rm [W32UP] (dst: Def(Sz), src: Mem) Mn::X("movz", Size::S16), Enc::S([Code::INVALID, Code::INVALID, Code::Movzx_r32_rm16, Code::Movzx_r64_rm16]), 0;
    /// dst = sign-extend the low 8 bits of src
    Movsx8RR movsx8_rr [W16UP] (dst: Def(Sz), src: Use(B8)) Mn::X("movs", Size::S8), Enc::S([Code::INVALID, Code::Movsx_r16_rm8, Code::Movsx_r32_rm8, Code::Movsx_r64_rm8]), 0;
    /// dst = sign-extend the 8-bit load [addr]
    Movsx8RM movsx8_rm [W16UP] (dst: Def(Sz), src: Mem) Mn::X("movs", Size::S8), Enc::S([Code::INVALID, Code::Movsx_r16_rm8, Code::Movsx_r32_rm8, Code::Movsx_r64_rm8]), 0;
    /// dst = sign-extend the low 16 bits of src
    Movsx16RR movsx16_rr [W32UP] (dst: Def(Sz), src: Use(B16)) Mn::X("movs", Size::S16), Enc::S([Code::INVALID, Code::INVALID, Code::Movsx_r32_rm16, Code::Movsx_r64_rm16]), 0;
    /// dst = sign-extend the 16-bit load [addr]
    Movsx16RM movsx16_rm [W32UP] (dst: Def(Sz), src: Mem) Mn::X("movs", Size::S16), Enc::S([Code::INVALID, Code::INVALID, Code::Movsx_r32_rm16, Code::Movsx_r64_rm16]), 0;
    /// dst = sign-extend the low 32 bits of src
    Movsx32RR movsx32_rr [W64] (dst: Def(Sz), src: Use(B32)) Mn::X("movs", Size::S32), Enc::S([Code::INVALID, Code::INVALID, Code::INVALID, Code::Movsxd_r64_rm32]), 0;
    /// dst = sign-extend the 32-bit load [addr]
    Movsx32RM movsx32_rm [W64] (dst: Def(Sz), src: Mem) Mn::X("movs", Size::S32), Enc::S([Code::INVALID, Code::INVALID, Code::INVALID, Code::Movsxd_r64_rm32]), 0;
    /// dst = the address addr computes (no memory access, flags untouched)
    Lea lea [W32UP] (dst: Def(Sz), addr: Mem) Mn::S("lea"), Enc::S([Code::INVALID, Code::INVALID, Code::Lea_r32_m, Code::Lea_r64_m]), 0;
    // ---- integer arithmetic and logic (all set the flags) ----
    /// dst = lhs + rhs
    AddRR add_rr [ALL] (dst: Def(Sz), lhs: Tied(0), rhs: Use(Sz)) Mn::S("add"), Enc::S([Code::Add_rm8_r8, Code::Add_rm16_r16, Code::Add_rm32_r32, Code::Add_rm64_r64]), 0;
    /// dst = lhs + imm
    AddRI add_ri [ALL] (dst: Def(Sz), lhs: Tied(0), imm: Imm(ISz)) Mn::S("add"), Enc::Imm([Code::Add_rm8_imm8, Code::Add_rm16_imm16, Code::Add_rm32_imm32, Code::Add_rm64_imm32], [Code::INVALID, Code::Add_rm16_imm8, Code::Add_rm32_imm8, Code::Add_rm64_imm8], [Code::Add_AL_imm8, Code::Add_AX_imm16, Code::Add_EAX_imm32, Code::Add_RAX_imm32]), 0;
    /// dst = lhs + load [addr]
    AddRM add_rm [ALL] (dst: Def(Sz), lhs: Tied(0), src: Mem) Mn::S("add"), Enc::S([Code::Add_r8_rm8, Code::Add_r16_rm16, Code::Add_r32_rm32, Code::Add_r64_rm64]), 0;
    /// [addr] = [addr] + src
    AddMR add_mr [ALL] (dst: Mem, src: Use(Sz)) Mn::S("add"), Enc::S([Code::Add_rm8_r8, Code::Add_rm16_r16, Code::Add_rm32_r32, Code::Add_rm64_r64]), SIDE;
    /// [addr] = [addr] + imm
    AddMI add_mi [ALL] (dst: Mem, imm: Imm(ISz)) Mn::S("add"), Enc::Imm([Code::Add_rm8_imm8, Code::Add_rm16_imm16, Code::Add_rm32_imm32, Code::Add_rm64_imm32], [Code::INVALID, Code::Add_rm16_imm8, Code::Add_rm32_imm8, Code::Add_rm64_imm8], [Code::INVALID; 4]), SIDE;
    /// dst = lhs - rhs
    SubRR sub_rr [ALL] (dst: Def(Sz), lhs: Tied(0), rhs: Use(Sz)) Mn::S("sub"), Enc::S([Code::Sub_rm8_r8, Code::Sub_rm16_r16, Code::Sub_rm32_r32, Code::Sub_rm64_r64]), 0;
    /// dst = lhs - imm
    SubRI sub_ri [ALL] (dst: Def(Sz), lhs: Tied(0), imm: Imm(ISz)) Mn::S("sub"), Enc::Imm([Code::Sub_rm8_imm8, Code::Sub_rm16_imm16, Code::Sub_rm32_imm32, Code::Sub_rm64_imm32], [Code::INVALID, Code::Sub_rm16_imm8, Code::Sub_rm32_imm8, Code::Sub_rm64_imm8], [Code::Sub_AL_imm8, Code::Sub_AX_imm16, Code::Sub_EAX_imm32, Code::Sub_RAX_imm32]), 0;
    /// dst = lhs - load [addr]
    SubRM sub_rm [ALL] (dst: Def(Sz), lhs: Tied(0), src: Mem) Mn::S("sub"), Enc::S([Code::Sub_r8_rm8, Code::Sub_r16_rm16, Code::Sub_r32_rm32, Code::Sub_r64_rm64]), 0;
    /// [addr] = [addr] - src
    SubMR sub_mr [ALL] (dst: Mem, src: Use(Sz)) Mn::S("sub"), Enc::S([Code::Sub_rm8_r8, Code::Sub_rm16_r16, Code::Sub_rm32_r32, Code::Sub_rm64_r64]), SIDE;
    /// [addr] = [addr] - imm
    SubMI sub_mi [ALL] (dst: Mem, imm: Imm(ISz)) Mn::S("sub"), Enc::Imm([Code::Sub_rm8_imm8, Code::Sub_rm16_imm16, Code::Sub_rm32_imm32, Code::Sub_rm64_imm32], [Code::INVALID, Code::Sub_rm16_imm8, Code::Sub_rm32_imm8, Code::Sub_rm64_imm8], [Code::INVALID; 4]), SIDE;
    /// dst = lhs & rhs
    AndRR and_rr [ALL] (dst: Def(Sz), lhs: Tied(0), rhs: Use(Sz)) Mn::S("and"), Enc::S([Code::And_rm8_r8, Code::And_rm16_r16, Code::And_rm32_r32, Code::And_rm64_r64]), 0;
    /// dst = lhs & imm
    AndRI and_ri [ALL] (dst: Def(Sz), lhs: Tied(0), imm: Imm(ISz)) Mn::S("and"), Enc::Imm([Code::And_rm8_imm8, Code::And_rm16_imm16, Code::And_rm32_imm32, Code::And_rm64_imm32], [Code::INVALID, Code::And_rm16_imm8, Code::And_rm32_imm8, Code::And_rm64_imm8], [Code::And_AL_imm8, Code::And_AX_imm16, Code::And_EAX_imm32, Code::And_RAX_imm32]), 0;
    /// dst = lhs & load [addr]
    AndRM and_rm [ALL] (dst: Def(Sz), lhs: Tied(0), src: Mem) Mn::S("and"), Enc::S([Code::And_r8_rm8, Code::And_r16_rm16, Code::And_r32_rm32, Code::And_r64_rm64]), 0;
    /// [addr] = [addr] & src
    AndMR and_mr [ALL] (dst: Mem, src: Use(Sz)) Mn::S("and"), Enc::S([Code::And_rm8_r8, Code::And_rm16_r16, Code::And_rm32_r32, Code::And_rm64_r64]), SIDE;
    /// [addr] = [addr] & imm
    AndMI and_mi [ALL] (dst: Mem, imm: Imm(ISz)) Mn::S("and"), Enc::Imm([Code::And_rm8_imm8, Code::And_rm16_imm16, Code::And_rm32_imm32, Code::And_rm64_imm32], [Code::INVALID, Code::And_rm16_imm8, Code::And_rm32_imm8, Code::And_rm64_imm8], [Code::INVALID; 4]), SIDE;
    /// dst = lhs | rhs
    OrRR or_rr [ALL] (dst: Def(Sz), lhs: Tied(0), rhs: Use(Sz)) Mn::S("or"), Enc::S([Code::Or_rm8_r8, Code::Or_rm16_r16, Code::Or_rm32_r32, Code::Or_rm64_r64]), 0;
    /// dst = lhs | imm
    OrRI or_ri [ALL] (dst: Def(Sz), lhs: Tied(0), imm: Imm(ISz)) Mn::S("or"), Enc::Imm([Code::Or_rm8_imm8, Code::Or_rm16_imm16, Code::Or_rm32_imm32, Code::Or_rm64_imm32], [Code::INVALID, Code::Or_rm16_imm8, Code::Or_rm32_imm8, Code::Or_rm64_imm8], [Code::Or_AL_imm8, Code::Or_AX_imm16, Code::Or_EAX_imm32, Code::Or_RAX_imm32]), 0;
    /// dst = lhs | load [addr]
    OrRM or_rm [ALL] (dst: Def(Sz), lhs: Tied(0), src: Mem) Mn::S("or"), Enc::S([Code::Or_r8_rm8, Code::Or_r16_rm16, Code::Or_r32_rm32, Code::Or_r64_rm64]), 0;
    /// [addr] = [addr] | src
    OrMR or_mr [ALL] (dst: Mem, src: Use(Sz)) Mn::S("or"), Enc::S([Code::Or_rm8_r8, Code::Or_rm16_r16, Code::Or_rm32_r32, Code::Or_rm64_r64]), SIDE;
    /// [addr] = [addr] | imm
    OrMI or_mi [ALL] (dst: Mem, imm: Imm(ISz)) Mn::S("or"), Enc::Imm([Code::Or_rm8_imm8, Code::Or_rm16_imm16, Code::Or_rm32_imm32, Code::Or_rm64_imm32], [Code::INVALID, Code::Or_rm16_imm8, Code::Or_rm32_imm8, Code::Or_rm64_imm8], [Code::INVALID; 4]), SIDE;
    /// dst = lhs ^ rhs
    XorRR xor_rr [ALL] (dst: Def(Sz), lhs: Tied(0), rhs: Use(Sz)) Mn::S("xor"), Enc::S([Code::Xor_rm8_r8, Code::Xor_rm16_r16, Code::Xor_rm32_r32, Code::Xor_rm64_r64]), 0;
    /// dst = lhs ^ imm
    XorRI xor_ri [ALL] (dst: Def(Sz), lhs: Tied(0), imm: Imm(ISz)) Mn::S("xor"), Enc::Imm([Code::Xor_rm8_imm8, Code::Xor_rm16_imm16, Code::Xor_rm32_imm32, Code::Xor_rm64_imm32], [Code::INVALID, Code::Xor_rm16_imm8, Code::Xor_rm32_imm8, Code::Xor_rm64_imm8], [Code::Xor_AL_imm8, Code::Xor_AX_imm16, Code::Xor_EAX_imm32, Code::Xor_RAX_imm32]), 0;
    /// dst = lhs ^ load [addr]
    XorRM xor_rm [ALL] (dst: Def(Sz), lhs: Tied(0), src: Mem) Mn::S("xor"), Enc::S([Code::Xor_r8_rm8, Code::Xor_r16_rm16, Code::Xor_r32_rm32, Code::Xor_r64_rm64]), 0;
    /// [addr] = [addr] ^ src
    XorMR xor_mr [ALL] (dst: Mem, src: Use(Sz)) Mn::S("xor"), Enc::S([Code::Xor_rm8_r8, Code::Xor_rm16_r16, Code::Xor_rm32_r32, Code::Xor_rm64_r64]), SIDE;
    /// [addr] = [addr] ^ imm
    XorMI xor_mi [ALL] (dst: Mem, imm: Imm(ISz)) Mn::S("xor"), Enc::Imm([Code::Xor_rm8_imm8, Code::Xor_rm16_imm16, Code::Xor_rm32_imm32, Code::Xor_rm64_imm32], [Code::INVALID, Code::Xor_rm16_imm8, Code::Xor_rm32_imm8, Code::Xor_rm64_imm8], [Code::INVALID; 4]), SIDE;
    /// dst = lhs + rhs + CF
    AdcRR adc_rr [ALL] (dst: Def(Sz), lhs: Tied(0), rhs: Use(Sz)) Mn::S("adc"), Enc::S([Code::Adc_rm8_r8, Code::Adc_rm16_r16, Code::Adc_rm32_r32, Code::Adc_rm64_r64]), 0;
    /// dst = lhs + imm + CF
    AdcRI adc_ri [ALL] (dst: Def(Sz), lhs: Tied(0), imm: Imm(ISz)) Mn::S("adc"), Enc::Imm([Code::Adc_rm8_imm8, Code::Adc_rm16_imm16, Code::Adc_rm32_imm32, Code::Adc_rm64_imm32], [Code::INVALID, Code::Adc_rm16_imm8, Code::Adc_rm32_imm8, Code::Adc_rm64_imm8], [Code::Adc_AL_imm8, Code::Adc_AX_imm16, Code::Adc_EAX_imm32, Code::Adc_RAX_imm32]), 0;
    /// dst = lhs + [addr] + CF
    AdcRM adc_rm [ALL] (dst: Def(Sz), lhs: Tied(0), src: Mem) Mn::S("adc"), Enc::S([Code::Adc_r8_rm8, Code::Adc_r16_rm16, Code::Adc_r32_rm32, Code::Adc_r64_rm64]), 0;
    /// [addr] = [addr] + src + CF
    AdcMR adc_mr [ALL] (dst: Mem, src: Use(Sz)) Mn::S("adc"), Enc::S([Code::Adc_rm8_r8, Code::Adc_rm16_r16, Code::Adc_rm32_r32, Code::Adc_rm64_r64]), SIDE;
    /// [addr] = [addr] + imm + CF
    AdcMI adc_mi [ALL] (dst: Mem, imm: Imm(ISz)) Mn::S("adc"), Enc::Imm([Code::Adc_rm8_imm8, Code::Adc_rm16_imm16, Code::Adc_rm32_imm32, Code::Adc_rm64_imm32], [Code::INVALID, Code::Adc_rm16_imm8, Code::Adc_rm32_imm8, Code::Adc_rm64_imm8], [Code::INVALID; 4]), SIDE;
    /// dst = lhs - rhs - CF
    SbbRR sbb_rr [ALL] (dst: Def(Sz), lhs: Tied(0), rhs: Use(Sz)) Mn::S("sbb"), Enc::S([Code::Sbb_rm8_r8, Code::Sbb_rm16_r16, Code::Sbb_rm32_r32, Code::Sbb_rm64_r64]), 0;
    /// dst = lhs - imm - CF
    SbbRI sbb_ri [ALL] (dst: Def(Sz), lhs: Tied(0), imm: Imm(ISz)) Mn::S("sbb"), Enc::Imm([Code::Sbb_rm8_imm8, Code::Sbb_rm16_imm16, Code::Sbb_rm32_imm32, Code::Sbb_rm64_imm32], [Code::INVALID, Code::Sbb_rm16_imm8, Code::Sbb_rm32_imm8, Code::Sbb_rm64_imm8], [Code::Sbb_AL_imm8, Code::Sbb_AX_imm16, Code::Sbb_EAX_imm32, Code::Sbb_RAX_imm32]), 0;
    /// dst = lhs - [addr] - CF
    SbbRM sbb_rm [ALL] (dst: Def(Sz), lhs: Tied(0), src: Mem) Mn::S("sbb"), Enc::S([Code::Sbb_r8_rm8, Code::Sbb_r16_rm16, Code::Sbb_r32_rm32, Code::Sbb_r64_rm64]), 0;
    /// [addr] = [addr] - src - CF
    SbbMR sbb_mr [ALL] (dst: Mem, src: Use(Sz)) Mn::S("sbb"), Enc::S([Code::Sbb_rm8_r8, Code::Sbb_rm16_r16, Code::Sbb_rm32_r32, Code::Sbb_rm64_r64]), SIDE;
    /// [addr] = [addr] - imm - CF
    SbbMI sbb_mi [ALL] (dst: Mem, imm: Imm(ISz)) Mn::S("sbb"), Enc::Imm([Code::Sbb_rm8_imm8, Code::Sbb_rm16_imm16, Code::Sbb_rm32_imm32, Code::Sbb_rm64_imm32], [Code::INVALID, Code::Sbb_rm16_imm8, Code::Sbb_rm32_imm8, Code::Sbb_rm64_imm8], [Code::INVALID; 4]), SIDE;
    /// flags = lhs - rhs
    CmpRR cmp_rr [ALL] (lhs: Use(Sz), rhs: Use(Sz)) Mn::S("cmp"), Enc::S([Code::Cmp_rm8_r8, Code::Cmp_rm16_r16, Code::Cmp_rm32_r32, Code::Cmp_rm64_r64]), 0;
    /// flags = lhs - imm
    CmpRI cmp_ri [ALL] (lhs: Use(Sz), imm: Imm(ISz)) Mn::S("cmp"), Enc::Imm([Code::Cmp_rm8_imm8, Code::Cmp_rm16_imm16, Code::Cmp_rm32_imm32, Code::Cmp_rm64_imm32], [Code::INVALID, Code::Cmp_rm16_imm8, Code::Cmp_rm32_imm8, Code::Cmp_rm64_imm8], [Code::Cmp_AL_imm8, Code::Cmp_AX_imm16, Code::Cmp_EAX_imm32, Code::Cmp_RAX_imm32]), 0;
    /// flags = lhs - load [addr]
    CmpRM cmp_rm [ALL] (lhs: Use(Sz), rhs: Mem) Mn::S("cmp"), Enc::S([Code::Cmp_r8_rm8, Code::Cmp_r16_rm16, Code::Cmp_r32_rm32, Code::Cmp_r64_rm64]), 0;
    /// flags = load [addr] - rhs
    CmpMR cmp_mr [ALL] (lhs: Mem, rhs: Use(Sz)) Mn::S("cmp"), Enc::S([Code::Cmp_rm8_r8, Code::Cmp_rm16_r16, Code::Cmp_rm32_r32, Code::Cmp_rm64_r64]), 0;
    /// flags = load [addr] - imm
    CmpMI cmp_mi [ALL] (lhs: Mem, imm: Imm(ISz)) Mn::S("cmp"), Enc::Imm([Code::Cmp_rm8_imm8, Code::Cmp_rm16_imm16, Code::Cmp_rm32_imm32, Code::Cmp_rm64_imm32], [Code::INVALID, Code::Cmp_rm16_imm8, Code::Cmp_rm32_imm8, Code::Cmp_rm64_imm8], [Code::INVALID; 4]), 0;
    /// flags = lhs & rhs
    TestRR test_rr [ALL] (lhs: Use(Sz), rhs: Use(Sz)) Mn::S("test"), Enc::S([Code::Test_rm8_r8, Code::Test_rm16_r16, Code::Test_rm32_r32, Code::Test_rm64_r64]), 0;
    /// flags = lhs & imm
    TestRI test_ri [ALL] (lhs: Use(Sz), imm: Imm(ISz)) Mn::S("test"), Enc::Imm([Code::Test_rm8_imm8, Code::Test_rm16_imm16, Code::Test_rm32_imm32, Code::Test_rm64_imm32], [Code::INVALID; 4], [Code::Test_AL_imm8, Code::Test_AX_imm16, Code::Test_EAX_imm32, Code::Test_RAX_imm32]), 0;
    /// flags = load [addr] & rhs
    TestMR test_mr [ALL] (lhs: Mem, rhs: Use(Sz)) Mn::S("test"), Enc::S([Code::Test_rm8_r8, Code::Test_rm16_r16, Code::Test_rm32_r32, Code::Test_rm64_r64]), 0;
    /// flags = load [addr] & imm
    TestMI test_mi [ALL] (lhs: Mem, imm: Imm(ISz)) Mn::S("test"), Enc::Imm([Code::Test_rm8_imm8, Code::Test_rm16_imm16, Code::Test_rm32_imm32, Code::Test_rm64_imm32], [Code::INVALID; 4], [Code::INVALID; 4]), 0;
    /// dst = lhs * rhs (low half; CF/OF on signed overflow)
    ImulRR imul_rr [W16UP] (dst: Def(Sz), lhs: Tied(0), rhs: Use(Sz)) Mn::S("imul"), Enc::S([Code::INVALID, Code::Imul_r16_rm16, Code::Imul_r32_rm32, Code::Imul_r64_rm64]), 0;
    /// dst = lhs * load [addr] (low half)
    ImulRM imul_rm [W16UP] (dst: Def(Sz), lhs: Tied(0), src: Mem) Mn::S("imul"), Enc::S([Code::INVALID, Code::Imul_r16_rm16, Code::Imul_r32_rm32, Code::Imul_r64_rm64]), 0;
    /// dst = src * imm (low half)
    ImulRRI imul_rri [W16UP] (dst: Def(Sz), src: Use(Sz), imm: Imm(ISz)) Mn::S("imul"), Enc::Imm([Code::INVALID, Code::Imul_r16_rm16_imm16, Code::Imul_r32_rm32_imm32, Code::Imul_r64_rm64_imm32], [Code::INVALID, Code::Imul_r16_rm16_imm8, Code::Imul_r32_rm32_imm8, Code::Imul_r64_rm64_imm8], [Code::INVALID; 4]), 0;
    /// dst = load [addr] * imm (low half)
    ImulRMI imul_rmi [W16UP] (dst: Def(Sz), src: Mem, imm: Imm(ISz)) Mn::S("imul"), Enc::Imm([Code::INVALID, Code::Imul_r16_rm16_imm16, Code::Imul_r32_rm32_imm32, Code::Imul_r64_rm64_imm32], [Code::INVALID, Code::Imul_r16_rm16_imm8, Code::Imul_r32_rm32_imm8, Code::Imul_r64_rm64_imm8], [Code::INVALID; 4]), 0;
    /// rdx:rax = rax * src (unsigned full product)
    MulR mul_r [W16UP] (lo: ImpDef(RAX), hi: ImpDef(RDX), a: ImpUse(RAX), b: Use(Sz)) Mn::S("mul"), Enc::S([Code::INVALID, Code::Mul_rm16, Code::Mul_rm32, Code::Mul_rm64]), 0;
    /// rdx:rax = rax * load [addr] (unsigned full product)
    MulM mul_m [W16UP] (lo: ImpDef(RAX), hi: ImpDef(RDX), a: ImpUse(RAX), b: Mem) Mn::S("mul"), Enc::S([Code::INVALID, Code::Mul_rm16, Code::Mul_rm32, Code::Mul_rm64]), 0;
    /// rdx:rax = rax * src (signed full product)
    Imul1R imul1_r [W16UP] (lo: ImpDef(RAX), hi: ImpDef(RDX), a: ImpUse(RAX), b: Use(Sz)) Mn::S("imul"), Enc::S([Code::INVALID, Code::Imul_rm16, Code::Imul_rm32, Code::Imul_rm64]), 0;
    /// rdx:rax = rax * load [addr] (signed full product)
    Imul1M imul1_m [W16UP] (lo: ImpDef(RAX), hi: ImpDef(RDX), a: ImpUse(RAX), b: Mem) Mn::S("imul"), Enc::S([Code::INVALID, Code::Imul_rm16, Code::Imul_rm32, Code::Imul_rm64]), 0;
    /// rax = rdx:rax / src, rdx = remainder (unsigned; #DE on zero or overflow)
    DivR div_r [W16UP] (quo: ImpDef(RAX), rem: ImpDef(RDX), lo: ImpUse(RAX), hi: ImpUse(RDX), divisor: Use(Sz)) Mn::S("div"), Enc::S([Code::INVALID, Code::Div_rm16, Code::Div_rm32, Code::Div_rm64]), 0;
    /// rax = rdx:rax / load [addr], rdx = remainder (unsigned)
    DivM div_m [W16UP] (quo: ImpDef(RAX), rem: ImpDef(RDX), lo: ImpUse(RAX), hi: ImpUse(RDX), divisor: Mem) Mn::S("div"), Enc::S([Code::INVALID, Code::Div_rm16, Code::Div_rm32, Code::Div_rm64]), 0;
    /// rax = rdx:rax / src, rdx = remainder (signed; #DE on zero or overflow)
    IdivR idiv_r [W16UP] (quo: ImpDef(RAX), rem: ImpDef(RDX), lo: ImpUse(RAX), hi: ImpUse(RDX), divisor: Use(Sz)) Mn::S("idiv"), Enc::S([Code::INVALID, Code::Idiv_rm16, Code::Idiv_rm32, Code::Idiv_rm64]), 0;
    /// rax = rdx:rax / load [addr], rdx = remainder (signed)
    IdivM idiv_m [W16UP] (quo: ImpDef(RAX), rem: ImpDef(RDX), lo: ImpUse(RAX), hi: ImpUse(RDX), divisor: Mem) Mn::S("idiv"), Enc::S([Code::INVALID, Code::Idiv_rm16, Code::Idiv_rm32, Code::Idiv_rm64]), 0;
    /// rdx = the sign of rax replicated (`cwtd`/`cltd`/`cqto`: widen before idiv)
    Cqo cqo [W16UP] (hi: ImpDef(RDX), lo: ImpUse(RAX)) Mn::N(["", "cwtd", "cltd", "cqto"]), Enc::S([Code::INVALID, Code::Cwd, Code::Cdq, Code::Cqo]), 0;
    /// rax = sign-extend the lower half of rax (`cbtw`/`cwtl`/`cltq`)
    Cdqe cdqe [W16UP] (dst: ImpDef(RAX), src: ImpUse(RAX)) Mn::N(["", "cbtw", "cwtl", "cltq"]), Enc::S([Code::INVALID, Code::Cbw, Code::Cwde, Code::Cdqe]), 0;
    /// dst = -src
    NegR neg_r [ALL] (dst: Def(Sz), src: Tied(0)) Mn::S("neg"), Enc::S([Code::Neg_rm8, Code::Neg_rm16, Code::Neg_rm32, Code::Neg_rm64]), 0;
    /// [addr] = -[addr]
    NegM neg_m [ALL] (dst: Mem) Mn::S("neg"), Enc::S([Code::Neg_rm8, Code::Neg_rm16, Code::Neg_rm32, Code::Neg_rm64]), SIDE;
    /// dst = !src (flags untouched)
    NotR not_r [ALL] (dst: Def(Sz), src: Tied(0)) Mn::S("not"), Enc::S([Code::Not_rm8, Code::Not_rm16, Code::Not_rm32, Code::Not_rm64]), 0;
    /// [addr] = ![addr]
    NotM not_m [ALL] (dst: Mem) Mn::S("not"), Enc::S([Code::Not_rm8, Code::Not_rm16, Code::Not_rm32, Code::Not_rm64]), SIDE;
    /// dst = src + 1 (CF untouched)
    IncR inc_r [ALL] (dst: Def(Sz), src: Tied(0)) Mn::S("inc"), Enc::S([Code::Inc_rm8, Code::Inc_rm16, Code::Inc_rm32, Code::Inc_rm64]), 0;
    /// [addr] = [addr] + 1 (CF untouched)
    IncM inc_m [ALL] (dst: Mem) Mn::S("inc"), Enc::S([Code::Inc_rm8, Code::Inc_rm16, Code::Inc_rm32, Code::Inc_rm64]), SIDE;
    /// dst = src - 1 (CF untouched)
    DecR dec_r [ALL] (dst: Def(Sz), src: Tied(0)) Mn::S("dec"), Enc::S([Code::Dec_rm8, Code::Dec_rm16, Code::Dec_rm32, Code::Dec_rm64]), 0;
    /// [addr] = [addr] - 1 (CF untouched)
    DecM dec_m [ALL] (dst: Mem) Mn::S("dec"), Enc::S([Code::Dec_rm8, Code::Dec_rm16, Code::Dec_rm32, Code::Dec_rm64]), SIDE;
    // ---- shifts and rotates (count masked to 5 or 6 bits) ----
    /// dst = src << imm
    ShlRI shl_ri [ALL] (dst: Def(Sz), src: Tied(0), amt: Imm(I8)) Mn::S("shl"), Enc::Shift([Code::Shl_rm8_imm8, Code::Shl_rm16_imm8, Code::Shl_rm32_imm8, Code::Shl_rm64_imm8], [Code::Shl_rm8_1, Code::Shl_rm16_1, Code::Shl_rm32_1, Code::Shl_rm64_1]), 0;
    /// dst = src << cl
    ShlRCL shl_rcl [ALL] (dst: Def(Sz), src: Tied(0), amt: Fixed(RCX, B8)) Mn::S("shl"), Enc::S([Code::Shl_rm8_CL, Code::Shl_rm16_CL, Code::Shl_rm32_CL, Code::Shl_rm64_CL]), 0;
    /// [addr] = [addr] << imm
    ShlMI shl_mi [ALL] (dst: Mem, amt: Imm(I8)) Mn::S("shl"), Enc::Shift([Code::Shl_rm8_imm8, Code::Shl_rm16_imm8, Code::Shl_rm32_imm8, Code::Shl_rm64_imm8], [Code::Shl_rm8_1, Code::Shl_rm16_1, Code::Shl_rm32_1, Code::Shl_rm64_1]), SIDE;
    /// [addr] = [addr] << cl
    ShlMCL shl_mcl [ALL] (dst: Mem, amt: Fixed(RCX, B8)) Mn::S("shl"), Enc::S([Code::Shl_rm8_CL, Code::Shl_rm16_CL, Code::Shl_rm32_CL, Code::Shl_rm64_CL]), SIDE;
    /// dst = src >> (logical) imm
    ShrRI shr_ri [ALL] (dst: Def(Sz), src: Tied(0), amt: Imm(I8)) Mn::S("shr"), Enc::Shift([Code::Shr_rm8_imm8, Code::Shr_rm16_imm8, Code::Shr_rm32_imm8, Code::Shr_rm64_imm8], [Code::Shr_rm8_1, Code::Shr_rm16_1, Code::Shr_rm32_1, Code::Shr_rm64_1]), 0;
    /// dst = src >> (logical) cl
    ShrRCL shr_rcl [ALL] (dst: Def(Sz), src: Tied(0), amt: Fixed(RCX, B8)) Mn::S("shr"), Enc::S([Code::Shr_rm8_CL, Code::Shr_rm16_CL, Code::Shr_rm32_CL, Code::Shr_rm64_CL]), 0;
    /// [addr] = [addr] >> (logical) imm
    ShrMI shr_mi [ALL] (dst: Mem, amt: Imm(I8)) Mn::S("shr"), Enc::Shift([Code::Shr_rm8_imm8, Code::Shr_rm16_imm8, Code::Shr_rm32_imm8, Code::Shr_rm64_imm8], [Code::Shr_rm8_1, Code::Shr_rm16_1, Code::Shr_rm32_1, Code::Shr_rm64_1]), SIDE;
    /// [addr] = [addr] >> (logical) cl
    ShrMCL shr_mcl [ALL] (dst: Mem, amt: Fixed(RCX, B8)) Mn::S("shr"), Enc::S([Code::Shr_rm8_CL, Code::Shr_rm16_CL, Code::Shr_rm32_CL, Code::Shr_rm64_CL]), SIDE;
    /// dst = src >> (arithmetic) imm
    SarRI sar_ri [ALL] (dst: Def(Sz), src: Tied(0), amt: Imm(I8)) Mn::S("sar"), Enc::Shift([Code::Sar_rm8_imm8, Code::Sar_rm16_imm8, Code::Sar_rm32_imm8, Code::Sar_rm64_imm8], [Code::Sar_rm8_1, Code::Sar_rm16_1, Code::Sar_rm32_1, Code::Sar_rm64_1]), 0;
    /// dst = src >> (arithmetic) cl
    SarRCL sar_rcl [ALL] (dst: Def(Sz), src: Tied(0), amt: Fixed(RCX, B8)) Mn::S("sar"), Enc::S([Code::Sar_rm8_CL, Code::Sar_rm16_CL, Code::Sar_rm32_CL, Code::Sar_rm64_CL]), 0;
    /// [addr] = [addr] >> (arithmetic) imm
    SarMI sar_mi [ALL] (dst: Mem, amt: Imm(I8)) Mn::S("sar"), Enc::Shift([Code::Sar_rm8_imm8, Code::Sar_rm16_imm8, Code::Sar_rm32_imm8, Code::Sar_rm64_imm8], [Code::Sar_rm8_1, Code::Sar_rm16_1, Code::Sar_rm32_1, Code::Sar_rm64_1]), SIDE;
    /// [addr] = [addr] >> (arithmetic) cl
    SarMCL sar_mcl [ALL] (dst: Mem, amt: Fixed(RCX, B8)) Mn::S("sar"), Enc::S([Code::Sar_rm8_CL, Code::Sar_rm16_CL, Code::Sar_rm32_CL, Code::Sar_rm64_CL]), SIDE;
    /// dst = src rotated left by imm
    RolRI rol_ri [ALL] (dst: Def(Sz), src: Tied(0), amt: Imm(I8)) Mn::S("rol"), Enc::Shift([Code::Rol_rm8_imm8, Code::Rol_rm16_imm8, Code::Rol_rm32_imm8, Code::Rol_rm64_imm8], [Code::Rol_rm8_1, Code::Rol_rm16_1, Code::Rol_rm32_1, Code::Rol_rm64_1]), 0;
    /// dst = src rotated left by cl
    RolRCL rol_rcl [ALL] (dst: Def(Sz), src: Tied(0), amt: Fixed(RCX, B8)) Mn::S("rol"), Enc::S([Code::Rol_rm8_CL, Code::Rol_rm16_CL, Code::Rol_rm32_CL, Code::Rol_rm64_CL]), 0;
    /// [addr] = [addr] rotated left by imm
    RolMI rol_mi [ALL] (dst: Mem, amt: Imm(I8)) Mn::S("rol"), Enc::Shift([Code::Rol_rm8_imm8, Code::Rol_rm16_imm8, Code::Rol_rm32_imm8, Code::Rol_rm64_imm8], [Code::Rol_rm8_1, Code::Rol_rm16_1, Code::Rol_rm32_1, Code::Rol_rm64_1]), SIDE;
    /// [addr] = [addr] rotated left by cl
    RolMCL rol_mcl [ALL] (dst: Mem, amt: Fixed(RCX, B8)) Mn::S("rol"), Enc::S([Code::Rol_rm8_CL, Code::Rol_rm16_CL, Code::Rol_rm32_CL, Code::Rol_rm64_CL]), SIDE;
    /// dst = src rotated right by imm
    RorRI ror_ri [ALL] (dst: Def(Sz), src: Tied(0), amt: Imm(I8)) Mn::S("ror"), Enc::Shift([Code::Ror_rm8_imm8, Code::Ror_rm16_imm8, Code::Ror_rm32_imm8, Code::Ror_rm64_imm8], [Code::Ror_rm8_1, Code::Ror_rm16_1, Code::Ror_rm32_1, Code::Ror_rm64_1]), 0;
    /// dst = src rotated right by cl
    RorRCL ror_rcl [ALL] (dst: Def(Sz), src: Tied(0), amt: Fixed(RCX, B8)) Mn::S("ror"), Enc::S([Code::Ror_rm8_CL, Code::Ror_rm16_CL, Code::Ror_rm32_CL, Code::Ror_rm64_CL]), 0;
    /// [addr] = [addr] rotated right by imm
    RorMI ror_mi [ALL] (dst: Mem, amt: Imm(I8)) Mn::S("ror"), Enc::Shift([Code::Ror_rm8_imm8, Code::Ror_rm16_imm8, Code::Ror_rm32_imm8, Code::Ror_rm64_imm8], [Code::Ror_rm8_1, Code::Ror_rm16_1, Code::Ror_rm32_1, Code::Ror_rm64_1]), SIDE;
    /// [addr] = [addr] rotated right by cl
    RorMCL ror_mcl [ALL] (dst: Mem, amt: Fixed(RCX, B8)) Mn::S("ror"), Enc::S([Code::Ror_rm8_CL, Code::Ror_rm16_CL, Code::Ror_rm32_CL, Code::Ror_rm64_CL]), SIDE;
    /// dst = (src << amt) | (from >> (size - amt)), amt an immediate
    ShldRRI shld_rri [W16UP] (dst: Def(Sz), src: Tied(0), from: Use(Sz), amt: Imm(I8)) Mn::S("shld"), Enc::S([Code::INVALID, Code::Shld_rm16_r16_imm8, Code::Shld_rm32_r32_imm8, Code::Shld_rm64_r64_imm8]), 0;
    /// dst = (src << amt) | (from >> (size - amt)), amt in cl
    ShldRRCL shld_rrcl [W16UP] (dst: Def(Sz), src: Tied(0), from: Use(Sz), amt: Fixed(RCX, B8)) Mn::S("shld"), Enc::S([Code::INVALID, Code::Shld_rm16_r16_CL, Code::Shld_rm32_r32_CL, Code::Shld_rm64_r64_CL]), 0;
    /// dst = (src >> amt) | (from << (size - amt)), amt an immediate
    ShrdRRI shrd_rri [W16UP] (dst: Def(Sz), src: Tied(0), from: Use(Sz), amt: Imm(I8)) Mn::S("shrd"), Enc::S([Code::INVALID, Code::Shrd_rm16_r16_imm8, Code::Shrd_rm32_r32_imm8, Code::Shrd_rm64_r64_imm8]), 0;
    /// dst = (src >> amt) | (from << (size - amt)), amt in cl
    ShrdRRCL shrd_rrcl [W16UP] (dst: Def(Sz), src: Tied(0), from: Use(Sz), amt: Fixed(RCX, B8)) Mn::S("shrd"), Enc::S([Code::INVALID, Code::Shrd_rm16_r16_CL, Code::Shrd_rm32_r32_CL, Code::Shrd_rm64_r64_CL]), 0;
    // ---- bit operations ----
    /// dst = src with its bytes reversed
    Bswap bswap [W32UP] (dst: Def(Sz), src: Tied(0)) Mn::S("bswap"), Enc::S([Code::INVALID, Code::INVALID, Code::Bswap_r32, Code::Bswap_r64]), 0;
    /// dst = number of set bits of src
    PopcntRR popcnt_rr [W16UP] (dst: Def(Sz), src: Use(Sz)) Mn::S("popcnt"), Enc::S([Code::INVALID, Code::Popcnt_r16_rm16, Code::Popcnt_r32_rm32, Code::Popcnt_r64_rm64]), 0;
    /// dst = number of set bits of load [addr]
    PopcntRM popcnt_rm [W16UP] (dst: Def(Sz), src: Mem) Mn::S("popcnt"), Enc::S([Code::INVALID, Code::Popcnt_r16_rm16, Code::Popcnt_r32_rm32, Code::Popcnt_r64_rm64]), 0;
    /// dst = leading zero count of (LZCNT; size if zero) src
    LzcntRR lzcnt_rr [W16UP] (dst: Def(Sz), src: Use(Sz)) Mn::S("lzcnt"), Enc::S([Code::INVALID, Code::Lzcnt_r16_rm16, Code::Lzcnt_r32_rm32, Code::Lzcnt_r64_rm64]), 0;
    /// dst = leading zero count of (LZCNT; size if zero) load [addr]
    LzcntRM lzcnt_rm [W16UP] (dst: Def(Sz), src: Mem) Mn::S("lzcnt"), Enc::S([Code::INVALID, Code::Lzcnt_r16_rm16, Code::Lzcnt_r32_rm32, Code::Lzcnt_r64_rm64]), 0;
    /// dst = trailing zero count of (BMI1; size if zero) src
    TzcntRR tzcnt_rr [W16UP] (dst: Def(Sz), src: Use(Sz)) Mn::S("tzcnt"), Enc::S([Code::INVALID, Code::Tzcnt_r16_rm16, Code::Tzcnt_r32_rm32, Code::Tzcnt_r64_rm64]), 0;
    /// dst = trailing zero count of (BMI1; size if zero) load [addr]
    TzcntRM tzcnt_rm [W16UP] (dst: Def(Sz), src: Mem) Mn::S("tzcnt"), Enc::S([Code::INVALID, Code::Tzcnt_r16_rm16, Code::Tzcnt_r32_rm32, Code::Tzcnt_r64_rm64]), 0;
    /// dst = index of the highest set bit of (dst undefined if zero; ZF) src
    BsrRR bsr_rr [W16UP] (dst: Def(Sz), src: Use(Sz)) Mn::S("bsr"), Enc::S([Code::INVALID, Code::Bsr_r16_rm16, Code::Bsr_r32_rm32, Code::Bsr_r64_rm64]), 0;
    /// dst = index of the highest set bit of (dst undefined if zero; ZF) load [addr]
    BsrRM bsr_rm [W16UP] (dst: Def(Sz), src: Mem) Mn::S("bsr"), Enc::S([Code::INVALID, Code::Bsr_r16_rm16, Code::Bsr_r32_rm32, Code::Bsr_r64_rm64]), 0;
    /// dst = index of the lowest set bit of (dst undefined if zero; ZF) src
    BsfRR bsf_rr [W16UP] (dst: Def(Sz), src: Use(Sz)) Mn::S("bsf"), Enc::S([Code::INVALID, Code::Bsf_r16_rm16, Code::Bsf_r32_rm32, Code::Bsf_r64_rm64]), 0;
    /// dst = index of the lowest set bit of (dst undefined if zero; ZF) load [addr]
    BsfRM bsf_rm [W16UP] (dst: Def(Sz), src: Mem) Mn::S("bsf"), Enc::S([Code::INVALID, Code::Bsf_r16_rm16, Code::Bsf_r32_rm32, Code::Bsf_r64_rm64]), 0;
    /// CF = bit (bit mod size) of base
    BtRR bt_rr [W16UP] (base: Use(Sz), bit: Use(Sz)) Mn::S("bt"), Enc::S([Code::INVALID, Code::Bt_rm16_r16, Code::Bt_rm32_r32, Code::Bt_rm64_r64]), 0;
    /// CF = bit imm of base
    BtRI bt_ri [W16UP] (base: Use(Sz), bit: Imm(I8)) Mn::S("bt"), Enc::S([Code::INVALID, Code::Bt_rm16_imm8, Code::Bt_rm32_imm8, Code::Bt_rm64_imm8]), 0;
    // ---- conditions and control flow ----
    /// dst (8 bits) = cc ? 1 : 0
    Setcc setcc [-] (cc: Cc, dst: Def(B8)) Mn::C("set"), Enc::Setcc, 0;
    /// store [addr] (8 bits) = cc ? 1 : 0
    SetccM setcc_m [-] (cc: Cc, dst: Mem) Mn::C("set"), Enc::Setcc, SIDE;
    /// dst = cc ? src : old (old shares dst's register)
    CmovRR cmov_rr [W16UP] (cc: Cc, dst: Def(Sz), old: Tied(1), src: Use(Sz)) Mn::CS("cmov"), Enc::Cmov, 0;
    /// dst = cc ? load [addr] : old (the load happens either way)
    CmovRM cmov_rm [W16UP] (cc: Cc, dst: Def(Sz), old: Tied(1), src: Mem) Mn::CS("cmov"), Enc::Cmov, 0;
    /// if cc goto target (else fall through to the next block)
    Jcc jcc [-] (cc: Cc, target: Target) Mn::C("j"), Enc::Branch, TERM;
    /// goto target
    Jmp jmp [-] (target: Target) Mn::P("jmp"), Enc::Branch, TERM;
    /// goto the address in target (jump tables)
    JmpR jmp_r [-] (target: Use(B64)) Mn::P("jmpq"), Enc::One(Code::Jmp_rm64), TERM | STAR;
    /// goto the address in target without CET tracking (jump tables under `cf-protection-branch`)
    NotrackJmpR notrack_jmp_r [-] (target: Use(B64)) Mn::P("jmpq"), Enc::One(Code::Jmp_rm64), TERM | STAR | NOTRACK;
    /// goto the address loaded from [addr]
    JmpM jmp_m [-] (target: Mem) Mn::P("jmpq"), Enc::One(Code::Jmp_rm64), TERM | STAR;
    /// tail call: goto symbol, with the fixed argument uses
    JmpSym jmp_sym_raw [-] (target: Callee, regs: Implicit) Mn::P("jmp"), Enc::One(Code::Jmp_rel32_64), TERM | SIDE;
    /// call symbol (rel32, PLT32 relocation) with fixed argument uses and result defs
    CallSym call_sym_raw [-] (target: Callee, regs: Implicit) Mn::P("callq"), Enc::One(Code::Call_rel32_64), CALL | SIDE;
    /// rax (fixed def) = &sym in this thread by general-dynamic TLS: `data16 lea sym@TLSGD(%rip), %rdi; data16 data16 rex64 call get_addr@PLT`, 16 bytes the linker may rewrite (relax to initial- or local-exec); clobbers as a call
    TlsGdCall tls_gd_call_raw [-] (sym: Callee, get_addr: Callee, regs: Implicit) Mn::P("tlsgd"), Enc::None, CALL | SIDE;
    /// rax (fixed def) = this module's TLS block in this thread by local-dynamic TLS: `lea sym@TLSLD(%rip), %rdi; call get_addr@PLT` (variables are then at `sym@DTPOFF` from it); clobbers as a call
    TlsLdCall tls_ld_call_raw [-] (sym: Callee, get_addr: Callee, regs: Implicit) Mn::P("tlsld"), Enc::None, CALL | SIDE;
    /// call the address in target
    CallR call_r_raw [-] (target: Use(B64), regs: Implicit) Mn::P("callq"), Enc::One(Code::Call_rm64), CALL | SIDE | STAR;
    /// call the address loaded from [addr]
    CallM call_m_raw [-] (target: Mem, regs: Implicit) Mn::P("callq"), Enc::One(Code::Call_rm64), CALL | SIDE | STAR;
    /// return, with the fixed uses of the returned values (and callee-saved restores)
    Ret ret_raw [-] (regs: Implicit) Mn::P("retq"), Enc::One(Code::Retnq), TERM;
    // ---- stack ----
    /// rsp -= 8; [rsp] = src
    PushR push_r [-] (src: Use(B64)) Mn::P("pushq"), Enc::One(Code::Push_r64), SIDE;
    /// rsp -= 8; [rsp] = sign-extended imm32
    PushI push_i [-] (imm: Imm(I32)) Mn::P("pushq"), Enc::Imm([Code::INVALID, Code::INVALID, Code::INVALID, Code::Pushq_imm32], [Code::INVALID, Code::INVALID, Code::INVALID, Code::Pushq_imm8], [Code::INVALID; 4]), SIDE;
    /// rsp -= 8; [rsp] = load [addr]
    PushM push_m [-] (src: Mem) Mn::P("pushq"), Enc::One(Code::Push_rm64), SIDE;
    /// dst = [rsp]; rsp += 8
    PopR pop_r [-] (dst: Def(B64)) Mn::P("popq"), Enc::One(Code::Pop_r64), SIDE;
    /// rsp = rbp; pop rbp
    Leave leave [-] () Mn::P("leave"), Enc::One(Code::Leaveq), SIDE;
    // ---- atomics and barriers ----
    /// atomically: dst = [addr]; [addr] = src (xchg with memory is always locked)
    XchgMR xchg_mr [ALL] (addr: Mem, dst: Def(Sz), src: Tied(1)) Mn::S("xchg"), Enc::S([Code::Xchg_rm8_r8, Code::Xchg_rm16_r16, Code::Xchg_rm32_r32, Code::Xchg_rm64_r64]), SIDE;
    /// a, b = b, a: a_out takes a's register and b's value, b_out the reverse
    XchgRR xchg_rr [ALL] (a_out: Def(Sz), b_out: Def(Sz), a: Tied(0), b: Tied(1)) Mn::S("xchg"), Enc::Xchg, 0;
    /// atomically: dst = [addr]; [addr] += src
    LockXadd lock_xadd [ALL] (addr: Mem, dst: Def(Sz), src: Tied(1)) Mn::S("xadd"), Enc::S([Code::Xadd_rm8_r8, Code::Xadd_rm16_r16, Code::Xadd_rm32_r32, Code::Xadd_rm64_r64]), SIDE | LOCK;
    /// atomically: if [addr] == rax { [addr] = new; ZF = 1 } else { ZF = 0 }; old = the value [addr] had
    LockCmpxchg lock_cmpxchg [ALL] (addr: Mem, new: Use(Sz), old: ImpDef(RAX), expected: ImpUse(RAX)) Mn::S("cmpxchg"), Enc::S([Code::Cmpxchg_rm8_r8, Code::Cmpxchg_rm16_r16, Code::Cmpxchg_rm32_r32, Code::Cmpxchg_rm64_r64]), SIDE | LOCK;
    /// atomically: if [addr] == rdx:rax { [addr] = rcx:rbx; ZF = 1 } else { ZF = 0 }; rdx:rax = the old value (16-byte aligned)
    LockCmpxchg16b lock_cmpxchg16b [-] (addr: Mem, old_lo: ImpDef(RAX), old_hi: ImpDef(RDX), exp_lo: ImpUse(RAX), exp_hi: ImpUse(RDX), new_lo: ImpUse(RBX), new_hi: ImpUse(RCX)) Mn::P("cmpxchg16b"), Enc::One(Code::Cmpxchg16b_m128), SIDE | LOCK;
    /// atomically: [addr] = [addr] + src
    LockAddMR lock_add_mr [ALL] (dst: Mem, src: Use(Sz)) Mn::S("add"), Enc::S([Code::Add_rm8_r8, Code::Add_rm16_r16, Code::Add_rm32_r32, Code::Add_rm64_r64]), SIDE | LOCK;
    /// atomically: [addr] = [addr] + imm
    LockAddMI lock_add_mi [ALL] (dst: Mem, imm: Imm(ISz)) Mn::S("add"), Enc::Imm([Code::Add_rm8_imm8, Code::Add_rm16_imm16, Code::Add_rm32_imm32, Code::Add_rm64_imm32], [Code::INVALID, Code::Add_rm16_imm8, Code::Add_rm32_imm8, Code::Add_rm64_imm8], [Code::INVALID; 4]), SIDE | LOCK;
    /// atomically: [addr] = [addr] - src
    LockSubMR lock_sub_mr [ALL] (dst: Mem, src: Use(Sz)) Mn::S("sub"), Enc::S([Code::Sub_rm8_r8, Code::Sub_rm16_r16, Code::Sub_rm32_r32, Code::Sub_rm64_r64]), SIDE | LOCK;
    /// atomically: [addr] = [addr] - imm
    LockSubMI lock_sub_mi [ALL] (dst: Mem, imm: Imm(ISz)) Mn::S("sub"), Enc::Imm([Code::Sub_rm8_imm8, Code::Sub_rm16_imm16, Code::Sub_rm32_imm32, Code::Sub_rm64_imm32], [Code::INVALID, Code::Sub_rm16_imm8, Code::Sub_rm32_imm8, Code::Sub_rm64_imm8], [Code::INVALID; 4]), SIDE | LOCK;
    /// atomically: [addr] = [addr] & src
    LockAndMR lock_and_mr [ALL] (dst: Mem, src: Use(Sz)) Mn::S("and"), Enc::S([Code::And_rm8_r8, Code::And_rm16_r16, Code::And_rm32_r32, Code::And_rm64_r64]), SIDE | LOCK;
    /// atomically: [addr] = [addr] & imm
    LockAndMI lock_and_mi [ALL] (dst: Mem, imm: Imm(ISz)) Mn::S("and"), Enc::Imm([Code::And_rm8_imm8, Code::And_rm16_imm16, Code::And_rm32_imm32, Code::And_rm64_imm32], [Code::INVALID, Code::And_rm16_imm8, Code::And_rm32_imm8, Code::And_rm64_imm8], [Code::INVALID; 4]), SIDE | LOCK;
    /// atomically: [addr] = [addr] | src
    LockOrMR lock_or_mr [ALL] (dst: Mem, src: Use(Sz)) Mn::S("or"), Enc::S([Code::Or_rm8_r8, Code::Or_rm16_r16, Code::Or_rm32_r32, Code::Or_rm64_r64]), SIDE | LOCK;
    /// atomically: [addr] = [addr] | imm
    LockOrMI lock_or_mi [ALL] (dst: Mem, imm: Imm(ISz)) Mn::S("or"), Enc::Imm([Code::Or_rm8_imm8, Code::Or_rm16_imm16, Code::Or_rm32_imm32, Code::Or_rm64_imm32], [Code::INVALID, Code::Or_rm16_imm8, Code::Or_rm32_imm8, Code::Or_rm64_imm8], [Code::INVALID; 4]), SIDE | LOCK;
    /// atomically: [addr] = [addr] ^ src
    LockXorMR lock_xor_mr [ALL] (dst: Mem, src: Use(Sz)) Mn::S("xor"), Enc::S([Code::Xor_rm8_r8, Code::Xor_rm16_r16, Code::Xor_rm32_r32, Code::Xor_rm64_r64]), SIDE | LOCK;
    /// atomically: [addr] = [addr] ^ imm
    LockXorMI lock_xor_mi [ALL] (dst: Mem, imm: Imm(ISz)) Mn::S("xor"), Enc::Imm([Code::Xor_rm8_imm8, Code::Xor_rm16_imm16, Code::Xor_rm32_imm32, Code::Xor_rm64_imm32], [Code::INVALID, Code::Xor_rm16_imm8, Code::Xor_rm32_imm8, Code::Xor_rm64_imm8], [Code::INVALID; 4]), SIDE | LOCK;
    /// full memory barrier
    Mfence mfence [-] () Mn::P("mfence"), Enc::One(Code::Mfence), SIDE;
    // ---- inline assembly ----
    /// runs an inline asm template: text and operands packed in the operand list (`inline_asm/`); encoded by assembling the substituted text
    InlineAsm inline_asm_packed [-] (packed: Implicit) Mn::P("#APP"), Enc::None, SIDE;
    /// load barrier
    Lfence lfence [-] () Mn::P("lfence"), Enc::One(Code::Lfence), SIDE;
    /// store barrier
    Sfence sfence [-] () Mn::P("sfence"), Enc::One(Code::Sfence), SIDE;
    /// spin-loop hint
    Pause pause [-] () Mn::P("pause"), Enc::One(Code::Pause), SIDE;
    /// edx:eax = time-stamp counter
    Rdtsc rdtsc [-] (lo: ImpDef(RAX), hi: ImpDef(RDX)) Mn::P("rdtsc"), Enc::One(Code::Rdtsc), SIDE;
    /// flush the cache line holding [addr]
    Clflush clflush [-] (addr: Mem) Mn::P("clflush"), Enc::One(Code::Clflush_m8), SIDE;
    /// raise #UD (llvm.trap, unreachable)
    Ud2 ud2 [-] () Mn::P("ud2"), Enc::One(Code::Ud2), SIDE;
    /// breakpoint trap (llvm.debugtrap)
    Int3 int3 [-] () Mn::P("int3"), Enc::One(Code::Int3), SIDE;
    // One instruction, so the entry block stays one block.
    /// stack-clash probe loop, rsp down to r11 by size: `1: sub $size,%rsp; movq $0,(%rsp); cmp %r11,%rsp; jne 1b`
    StackProbeLoop stack_probe_loop [-] (size: Imm(I32)) Mn::P("probe-loop"), Enc::None, SIDE;
    /// `len` bytes of nops at a patchable function entry, in llc's forms (up to 15 bytes each)
    PatchNops patch_nops [-] (len: Imm(I32)) Mn::P("patch-nops"), Enc::None, SIDE;
    /// no operation (one byte)
    Nop nop [-] () Mn::P("nop"), Enc::One(Code::Nopd), 0;
    /// CET indirect-branch landing pad
    Endbr64 endbr64 [-] () Mn::P("endbr64"), Enc::One(Code::Endbr64), 0;
    // ---- SSE/SSE2 moves ----
    /// dst = {src[0], lhs[1..]}: the low f32 of src merged into lhs
    MovssRR movss_rr [-] (dst: Def(X), lhs: Tied(0), src: Use(X)) Mn::P("movss"), Enc::One(Code::Movss_xmm_xmmm32), 0;
    /// dst = {load f32 [addr], 0...}
    MovssRM movss_rm [-] (dst: Def(X), src: Mem) Mn::P("movss"), Enc::One(Code::Movss_xmm_xmmm32), 0;
    /// store f32 [addr] = src[0]
    MovssMR movss_mr [-] (dst: Mem, src: Use(X)) Mn::P("movss"), Enc::One(Code::Movss_xmmm32_xmm), SIDE;
    /// dst = {src[0], lhs[1..]}: the low f64 of src merged into lhs
    MovsdRR movsd_rr [-] (dst: Def(X), lhs: Tied(0), src: Use(X)) Mn::P("movsd"), Enc::One(Code::Movsd_xmm_xmmm64), 0;
    /// dst = {load f64 [addr], 0...}
    MovsdRM movsd_rm [-] (dst: Def(X), src: Mem) Mn::P("movsd"), Enc::One(Code::Movsd_xmm_xmmm64), 0;
    /// store f64 [addr] = src[0]
    MovsdMR movsd_mr [-] (dst: Mem, src: Use(X)) Mn::P("movsd"), Enc::One(Code::Movsd_xmmm64_xmm), SIDE;
    /// dst = src (128 bits)
    MovapsRR movaps_rr [-] (dst: Def(X), src: Use(X)) Mn::P("movaps"), Enc::One(Code::Movaps_xmm_xmmm128), 0;
    /// dst = load 128 bits [addr] (16-byte aligned)
    MovapsRM movaps_rm [-] (dst: Def(X), src: Mem) Mn::P("movaps"), Enc::One(Code::Movaps_xmm_xmmm128), 0;
    /// store 128 bits [addr] = src (16-byte aligned)
    MovapsMR movaps_mr [-] (dst: Mem, src: Use(X)) Mn::P("movaps"), Enc::One(Code::Movaps_xmmm128_xmm), SIDE;
    /// dst = load 128 bits [addr] (unaligned)
    MovupsRM movups_rm [-] (dst: Def(X), src: Mem) Mn::P("movups"), Enc::One(Code::Movups_xmm_xmmm128), 0;
    /// store 128 bits [addr] = src (unaligned)
    MovupsMR movups_mr [-] (dst: Mem, src: Use(X)) Mn::P("movups"), Enc::One(Code::Movups_xmmm128_xmm), SIDE;
    /// dst = src (128 bits)
    MovapdRR movapd_rr [-] (dst: Def(X), src: Use(X)) Mn::P("movapd"), Enc::One(Code::Movapd_xmm_xmmm128), 0;
    /// dst = load 128 bits [addr] (16-byte aligned)
    MovapdRM movapd_rm [-] (dst: Def(X), src: Mem) Mn::P("movapd"), Enc::One(Code::Movapd_xmm_xmmm128), 0;
    /// store 128 bits [addr] = src (16-byte aligned)
    MovapdMR movapd_mr [-] (dst: Mem, src: Use(X)) Mn::P("movapd"), Enc::One(Code::Movapd_xmmm128_xmm), SIDE;
    /// dst = load 128 bits [addr] (unaligned)
    MovupdRM movupd_rm [-] (dst: Def(X), src: Mem) Mn::P("movupd"), Enc::One(Code::Movupd_xmm_xmmm128), 0;
    /// store 128 bits [addr] = src (unaligned)
    MovupdMR movupd_mr [-] (dst: Mem, src: Use(X)) Mn::P("movupd"), Enc::One(Code::Movupd_xmmm128_xmm), SIDE;
    /// dst = src (128 bits)
    MovdqaRR movdqa_rr [-] (dst: Def(X), src: Use(X)) Mn::P("movdqa"), Enc::One(Code::Movdqa_xmm_xmmm128), 0;
    /// dst = load 128 bits [addr] (16-byte aligned)
    MovdqaRM movdqa_rm [-] (dst: Def(X), src: Mem) Mn::P("movdqa"), Enc::One(Code::Movdqa_xmm_xmmm128), 0;
    /// store 128 bits [addr] = src (16-byte aligned)
    MovdqaMR movdqa_mr [-] (dst: Mem, src: Use(X)) Mn::P("movdqa"), Enc::One(Code::Movdqa_xmmm128_xmm), SIDE;
    /// dst = load 128 bits [addr] (unaligned)
    MovdquRM movdqu_rm [-] (dst: Def(X), src: Mem) Mn::P("movdqu"), Enc::One(Code::Movdqu_xmm_xmmm128), 0;
    /// store 128 bits [addr] = src (unaligned)
    MovdquMR movdqu_mr [-] (dst: Mem, src: Use(X)) Mn::P("movdqu"), Enc::One(Code::Movdqu_xmmm128_xmm), SIDE;
    /// dst = {src (32 bits), 0...}
    MovdXR movd_xr [-] (dst: Def(X), src: Use(B32)) Mn::P("movd"), Enc::One(Code::Movd_xmm_rm32), 0;
    /// dst = {load 32 bits [addr], 0...}
    MovdXM movd_xm [-] (dst: Def(X), src: Mem) Mn::P("movd"), Enc::One(Code::Movd_xmm_rm32), 0;
    /// dst (32 bits) = src[0]
    MovdRX movd_rx [-] (dst: Def(B32), src: Use(X)) Mn::P("movd"), Enc::One(Code::Movd_rm32_xmm), 0;
    /// store 32 bits [addr] = src[0]
    MovdMX movd_mx [-] (dst: Mem, src: Use(X)) Mn::P("movd"), Enc::One(Code::Movd_rm32_xmm), SIDE;
    /// dst = {src (64 bits), 0}
    MovqXR movq_xr [-] (dst: Def(X), src: Use(B64)) Mn::P("movq"), Enc::One(Code::Movq_xmm_rm64), 0;
    /// dst (64 bits) = src[0]
    MovqRX movq_rx [-] (dst: Def(B64), src: Use(X)) Mn::P("movq"), Enc::One(Code::Movq_rm64_xmm), 0;
    /// dst = {src[0] (64 bits), 0}
    MovqXX movq_xx [-] (dst: Def(X), src: Use(X)) Mn::P("movq"), Enc::One(Code::Movq_xmm_xmmm64), 0;
    /// dst = {load 64 bits [addr], 0}
    MovqXM movq_xm [-] (dst: Def(X), src: Mem) Mn::P("movq"), Enc::One(Code::Movq_xmm_xmmm64), 0;
    /// store 64 bits [addr] = src[0]
    MovqMX movq_mx [-] (dst: Mem, src: Use(X)) Mn::P("movq"), Enc::One(Code::Movq_xmmm64_xmm), SIDE;
    // ---- SSE/SSE2 arithmetic, logic, integer SIMD (two-address: dst = lhs op rhs) ----
    /// dst = lhs + (f32 scalar) rhs
    AddssRR addss_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("addss"), Enc::One(Code::Addss_xmm_xmmm32), 0;
    /// dst = lhs + (f32 scalar) load [addr]
    AddssRM addss_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("addss"), Enc::One(Code::Addss_xmm_xmmm32), 0;
    /// dst = lhs + (f64 scalar) rhs
    AddsdRR addsd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("addsd"), Enc::One(Code::Addsd_xmm_xmmm64), 0;
    /// dst = lhs + (f64 scalar) load [addr]
    AddsdRM addsd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("addsd"), Enc::One(Code::Addsd_xmm_xmmm64), 0;
    /// dst = lhs + (4 x f32) rhs
    AddpsRR addps_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("addps"), Enc::One(Code::Addps_xmm_xmmm128), 0;
    /// dst = lhs + (4 x f32) load [addr]
    AddpsRM addps_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("addps"), Enc::One(Code::Addps_xmm_xmmm128), 0;
    /// dst = lhs + (2 x f64) rhs
    AddpdRR addpd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("addpd"), Enc::One(Code::Addpd_xmm_xmmm128), 0;
    /// dst = lhs + (2 x f64) load [addr]
    AddpdRM addpd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("addpd"), Enc::One(Code::Addpd_xmm_xmmm128), 0;
    /// dst = lhs - (f32 scalar) rhs
    SubssRR subss_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("subss"), Enc::One(Code::Subss_xmm_xmmm32), 0;
    /// dst = lhs - (f32 scalar) load [addr]
    SubssRM subss_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("subss"), Enc::One(Code::Subss_xmm_xmmm32), 0;
    /// dst = lhs - (f64 scalar) rhs
    SubsdRR subsd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("subsd"), Enc::One(Code::Subsd_xmm_xmmm64), 0;
    /// dst = lhs - (f64 scalar) load [addr]
    SubsdRM subsd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("subsd"), Enc::One(Code::Subsd_xmm_xmmm64), 0;
    /// dst = lhs - (4 x f32) rhs
    SubpsRR subps_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("subps"), Enc::One(Code::Subps_xmm_xmmm128), 0;
    /// dst = lhs - (4 x f32) load [addr]
    SubpsRM subps_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("subps"), Enc::One(Code::Subps_xmm_xmmm128), 0;
    /// dst = lhs - (2 x f64) rhs
    SubpdRR subpd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("subpd"), Enc::One(Code::Subpd_xmm_xmmm128), 0;
    /// dst = lhs - (2 x f64) load [addr]
    SubpdRM subpd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("subpd"), Enc::One(Code::Subpd_xmm_xmmm128), 0;
    /// dst = lhs * (f32 scalar) rhs
    MulssRR mulss_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("mulss"), Enc::One(Code::Mulss_xmm_xmmm32), 0;
    /// dst = lhs * (f32 scalar) load [addr]
    MulssRM mulss_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("mulss"), Enc::One(Code::Mulss_xmm_xmmm32), 0;
    /// dst = lhs * (f64 scalar) rhs
    MulsdRR mulsd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("mulsd"), Enc::One(Code::Mulsd_xmm_xmmm64), 0;
    /// dst = lhs * (f64 scalar) load [addr]
    MulsdRM mulsd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("mulsd"), Enc::One(Code::Mulsd_xmm_xmmm64), 0;
    /// dst = lhs * (4 x f32) rhs
    MulpsRR mulps_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("mulps"), Enc::One(Code::Mulps_xmm_xmmm128), 0;
    /// dst = lhs * (4 x f32) load [addr]
    MulpsRM mulps_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("mulps"), Enc::One(Code::Mulps_xmm_xmmm128), 0;
    /// dst = lhs * (2 x f64) rhs
    MulpdRR mulpd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("mulpd"), Enc::One(Code::Mulpd_xmm_xmmm128), 0;
    /// dst = lhs * (2 x f64) load [addr]
    MulpdRM mulpd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("mulpd"), Enc::One(Code::Mulpd_xmm_xmmm128), 0;
    /// dst = lhs / (f32 scalar) rhs
    DivssRR divss_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("divss"), Enc::One(Code::Divss_xmm_xmmm32), 0;
    /// dst = lhs / (f32 scalar) load [addr]
    DivssRM divss_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("divss"), Enc::One(Code::Divss_xmm_xmmm32), 0;
    /// dst = lhs / (f64 scalar) rhs
    DivsdRR divsd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("divsd"), Enc::One(Code::Divsd_xmm_xmmm64), 0;
    /// dst = lhs / (f64 scalar) load [addr]
    DivsdRM divsd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("divsd"), Enc::One(Code::Divsd_xmm_xmmm64), 0;
    /// dst = lhs / (4 x f32) rhs
    DivpsRR divps_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("divps"), Enc::One(Code::Divps_xmm_xmmm128), 0;
    /// dst = lhs / (4 x f32) load [addr]
    DivpsRM divps_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("divps"), Enc::One(Code::Divps_xmm_xmmm128), 0;
    /// dst = lhs / (2 x f64) rhs
    DivpdRR divpd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("divpd"), Enc::One(Code::Divpd_xmm_xmmm128), 0;
    /// dst = lhs / (2 x f64) load [addr]
    DivpdRM divpd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("divpd"), Enc::One(Code::Divpd_xmm_xmmm128), 0;
    /// dst = min (f32 scalar) of lhs, rhs
    MinssRR minss_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("minss"), Enc::One(Code::Minss_xmm_xmmm32), 0;
    /// dst = min (f32 scalar) of lhs, load [addr]
    MinssRM minss_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("minss"), Enc::One(Code::Minss_xmm_xmmm32), 0;
    /// dst = min (f64 scalar) of lhs, rhs
    MinsdRR minsd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("minsd"), Enc::One(Code::Minsd_xmm_xmmm64), 0;
    /// dst = min (f64 scalar) of lhs, load [addr]
    MinsdRM minsd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("minsd"), Enc::One(Code::Minsd_xmm_xmmm64), 0;
    /// dst = min (4 x f32) of lhs, rhs
    MinpsRR minps_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("minps"), Enc::One(Code::Minps_xmm_xmmm128), 0;
    /// dst = min (4 x f32) of lhs, load [addr]
    MinpsRM minps_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("minps"), Enc::One(Code::Minps_xmm_xmmm128), 0;
    /// dst = min (2 x f64) of lhs, rhs
    MinpdRR minpd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("minpd"), Enc::One(Code::Minpd_xmm_xmmm128), 0;
    /// dst = min (2 x f64) of lhs, load [addr]
    MinpdRM minpd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("minpd"), Enc::One(Code::Minpd_xmm_xmmm128), 0;
    /// dst = max (f32 scalar) of lhs, rhs
    MaxssRR maxss_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("maxss"), Enc::One(Code::Maxss_xmm_xmmm32), 0;
    /// dst = max (f32 scalar) of lhs, load [addr]
    MaxssRM maxss_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("maxss"), Enc::One(Code::Maxss_xmm_xmmm32), 0;
    /// dst = max (f64 scalar) of lhs, rhs
    MaxsdRR maxsd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("maxsd"), Enc::One(Code::Maxsd_xmm_xmmm64), 0;
    /// dst = max (f64 scalar) of lhs, load [addr]
    MaxsdRM maxsd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("maxsd"), Enc::One(Code::Maxsd_xmm_xmmm64), 0;
    /// dst = max (4 x f32) of lhs, rhs
    MaxpsRR maxps_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("maxps"), Enc::One(Code::Maxps_xmm_xmmm128), 0;
    /// dst = max (4 x f32) of lhs, load [addr]
    MaxpsRM maxps_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("maxps"), Enc::One(Code::Maxps_xmm_xmmm128), 0;
    /// dst = max (2 x f64) of lhs, rhs
    MaxpdRR maxpd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("maxpd"), Enc::One(Code::Maxpd_xmm_xmmm128), 0;
    /// dst = max (2 x f64) of lhs, load [addr]
    MaxpdRM maxpd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("maxpd"), Enc::One(Code::Maxpd_xmm_xmmm128), 0;
    /// dst = lhs & rhs
    AndpsRR andps_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("andps"), Enc::One(Code::Andps_xmm_xmmm128), 0;
    /// dst = lhs & load [addr]
    AndpsRM andps_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("andps"), Enc::One(Code::Andps_xmm_xmmm128), 0;
    /// dst = lhs & rhs
    AndpdRR andpd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("andpd"), Enc::One(Code::Andpd_xmm_xmmm128), 0;
    /// dst = lhs & load [addr]
    AndpdRM andpd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("andpd"), Enc::One(Code::Andpd_xmm_xmmm128), 0;
    /// dst = !lhs & rhs
    AndnpsRR andnps_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("andnps"), Enc::One(Code::Andnps_xmm_xmmm128), 0;
    /// dst = !lhs & load [addr]
    AndnpsRM andnps_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("andnps"), Enc::One(Code::Andnps_xmm_xmmm128), 0;
    /// dst = !lhs & rhs
    AndnpdRR andnpd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("andnpd"), Enc::One(Code::Andnpd_xmm_xmmm128), 0;
    /// dst = !lhs & load [addr]
    AndnpdRM andnpd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("andnpd"), Enc::One(Code::Andnpd_xmm_xmmm128), 0;
    /// dst = lhs | rhs
    OrpsRR orps_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("orps"), Enc::One(Code::Orps_xmm_xmmm128), 0;
    /// dst = lhs | load [addr]
    OrpsRM orps_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("orps"), Enc::One(Code::Orps_xmm_xmmm128), 0;
    /// dst = lhs | rhs
    OrpdRR orpd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("orpd"), Enc::One(Code::Orpd_xmm_xmmm128), 0;
    /// dst = lhs | load [addr]
    OrpdRM orpd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("orpd"), Enc::One(Code::Orpd_xmm_xmmm128), 0;
    /// dst = lhs ^ rhs
    XorpsRR xorps_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("xorps"), Enc::One(Code::Xorps_xmm_xmmm128), 0;
    /// dst = lhs ^ load [addr]
    XorpsRM xorps_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("xorps"), Enc::One(Code::Xorps_xmm_xmmm128), 0;
    /// dst = lhs ^ rhs
    XorpdRR xorpd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("xorpd"), Enc::One(Code::Xorpd_xmm_xmmm128), 0;
    /// dst = lhs ^ load [addr]
    XorpdRM xorpd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("xorpd"), Enc::One(Code::Xorpd_xmm_xmmm128), 0;
    /// dst = interleave low f32s of lhs and rhs
    UnpcklpsRR unpcklps_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("unpcklps"), Enc::One(Code::Unpcklps_xmm_xmmm128), 0;
    /// dst = interleave low f32s of lhs and load [addr]
    UnpcklpsRM unpcklps_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("unpcklps"), Enc::One(Code::Unpcklps_xmm_xmmm128), 0;
    /// dst = interleave high f32s of lhs and rhs
    UnpckhpsRR unpckhps_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("unpckhps"), Enc::One(Code::Unpckhps_xmm_xmmm128), 0;
    /// dst = interleave high f32s of lhs and load [addr]
    UnpckhpsRM unpckhps_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("unpckhps"), Enc::One(Code::Unpckhps_xmm_xmmm128), 0;
    /// dst = interleave low f64s of lhs and rhs
    UnpcklpdRR unpcklpd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("unpcklpd"), Enc::One(Code::Unpcklpd_xmm_xmmm128), 0;
    /// dst = interleave low f64s of lhs and load [addr]
    UnpcklpdRM unpcklpd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("unpcklpd"), Enc::One(Code::Unpcklpd_xmm_xmmm128), 0;
    /// dst = interleave high f64s of lhs and rhs
    UnpckhpdRR unpckhpd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("unpckhpd"), Enc::One(Code::Unpckhpd_xmm_xmmm128), 0;
    /// dst = interleave high f64s of lhs and load [addr]
    UnpckhpdRM unpckhpd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("unpckhpd"), Enc::One(Code::Unpckhpd_xmm_xmmm128), 0;
    /// dst = lhs + (lanes of 8 bits) rhs
    PaddbRR paddb_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("paddb"), Enc::One(Code::Paddb_xmm_xmmm128), 0;
    /// dst = lhs + (lanes of 8 bits) load [addr]
    PaddbRM paddb_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("paddb"), Enc::One(Code::Paddb_xmm_xmmm128), 0;
    /// dst = lhs + (lanes of 16 bits) rhs
    PaddwRR paddw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("paddw"), Enc::One(Code::Paddw_xmm_xmmm128), 0;
    /// dst = lhs + (lanes of 16 bits) load [addr]
    PaddwRM paddw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("paddw"), Enc::One(Code::Paddw_xmm_xmmm128), 0;
    /// dst = lhs + (lanes of 32 bits) rhs
    PadddRR paddd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("paddd"), Enc::One(Code::Paddd_xmm_xmmm128), 0;
    /// dst = lhs + (lanes of 32 bits) load [addr]
    PadddRM paddd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("paddd"), Enc::One(Code::Paddd_xmm_xmmm128), 0;
    /// dst = lhs + (lanes of 64 bits) rhs
    PaddqRR paddq_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("paddq"), Enc::One(Code::Paddq_xmm_xmmm128), 0;
    /// dst = lhs + (lanes of 64 bits) load [addr]
    PaddqRM paddq_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("paddq"), Enc::One(Code::Paddq_xmm_xmmm128), 0;
    /// dst = lhs - (lanes of 8 bits) rhs
    PsubbRR psubb_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("psubb"), Enc::One(Code::Psubb_xmm_xmmm128), 0;
    /// dst = lhs - (lanes of 8 bits) load [addr]
    PsubbRM psubb_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("psubb"), Enc::One(Code::Psubb_xmm_xmmm128), 0;
    /// dst = lhs - (lanes of 16 bits) rhs
    PsubwRR psubw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("psubw"), Enc::One(Code::Psubw_xmm_xmmm128), 0;
    /// dst = lhs - (lanes of 16 bits) load [addr]
    PsubwRM psubw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("psubw"), Enc::One(Code::Psubw_xmm_xmmm128), 0;
    /// dst = lhs - (lanes of 32 bits) rhs
    PsubdRR psubd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("psubd"), Enc::One(Code::Psubd_xmm_xmmm128), 0;
    /// dst = lhs - (lanes of 32 bits) load [addr]
    PsubdRM psubd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("psubd"), Enc::One(Code::Psubd_xmm_xmmm128), 0;
    /// dst = lhs - (lanes of 64 bits) rhs
    PsubqRR psubq_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("psubq"), Enc::One(Code::Psubq_xmm_xmmm128), 0;
    /// dst = lhs - (lanes of 64 bits) load [addr]
    PsubqRM psubq_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("psubq"), Enc::One(Code::Psubq_xmm_xmmm128), 0;
    /// dst = lhs * (16-bit lanes, low halves) rhs
    PmullwRR pmullw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pmullw"), Enc::One(Code::Pmullw_xmm_xmmm128), 0;
    /// dst = lhs * (16-bit lanes, low halves) load [addr]
    PmullwRM pmullw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pmullw"), Enc::One(Code::Pmullw_xmm_xmmm128), 0;
    /// dst = lhs * (16-bit lanes, signed high halves) rhs
    PmulhwRR pmulhw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pmulhw"), Enc::One(Code::Pmulhw_xmm_xmmm128), 0;
    /// dst = lhs * (16-bit lanes, signed high halves) load [addr]
    PmulhwRM pmulhw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pmulhw"), Enc::One(Code::Pmulhw_xmm_xmmm128), 0;
    /// dst = lhs * (16-bit lanes, unsigned high halves) rhs
    PmulhuwRR pmulhuw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pmulhuw"), Enc::One(Code::Pmulhuw_xmm_xmmm128), 0;
    /// dst = lhs * (16-bit lanes, unsigned high halves) load [addr]
    PmulhuwRM pmulhuw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pmulhuw"), Enc::One(Code::Pmulhuw_xmm_xmmm128), 0;
    /// dst = lhs * rhs (16-bit signed lanes), adjacent 32-bit products added
    PmaddwdRR pmaddwd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pmaddwd"), Enc::One(Code::Pmaddwd_xmm_xmmm128), 0;
    /// dst = sums of absolute differences of the 8-bit lanes of lhs and rhs, per 64-bit half
    PsadbwRR psadbw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("psadbw"), Enc::One(Code::Psadbw_xmm_xmmm128), 0;
    /// dst = lhs * (even 32-bit lanes to 64-bit products) rhs
    PmuludqRR pmuludq_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pmuludq"), Enc::One(Code::Pmuludq_xmm_xmmm128), 0;
    /// dst = lhs * (even 32-bit lanes to 64-bit products) load [addr]
    PmuludqRM pmuludq_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pmuludq"), Enc::One(Code::Pmuludq_xmm_xmmm128), 0;
    /// dst = lhs & rhs
    PandRR pand_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pand"), Enc::One(Code::Pand_xmm_xmmm128), 0;
    /// dst = lhs & load [addr]
    PandRM pand_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pand"), Enc::One(Code::Pand_xmm_xmmm128), 0;
    /// dst = !lhs & rhs
    PandnRR pandn_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pandn"), Enc::One(Code::Pandn_xmm_xmmm128), 0;
    /// dst = !lhs & load [addr]
    PandnRM pandn_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pandn"), Enc::One(Code::Pandn_xmm_xmmm128), 0;
    /// dst = lhs | rhs
    PorRR por_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("por"), Enc::One(Code::Por_xmm_xmmm128), 0;
    /// dst = lhs | load [addr]
    PorRM por_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("por"), Enc::One(Code::Por_xmm_xmmm128), 0;
    /// dst = lhs ^ rhs
    PxorRR pxor_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pxor"), Enc::One(Code::Pxor_xmm_xmmm128), 0;
    /// dst = lhs ^ load [addr]
    PxorRM pxor_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pxor"), Enc::One(Code::Pxor_xmm_xmmm128), 0;
    /// dst = lhs == (8-bit lanes, all-ones or zero) rhs
    PcmpeqbRR pcmpeqb_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pcmpeqb"), Enc::One(Code::Pcmpeqb_xmm_xmmm128), 0;
    /// dst = lhs == (8-bit lanes, all-ones or zero) load [addr]
    PcmpeqbRM pcmpeqb_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pcmpeqb"), Enc::One(Code::Pcmpeqb_xmm_xmmm128), 0;
    /// dst = lhs == (16-bit lanes) rhs
    PcmpeqwRR pcmpeqw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pcmpeqw"), Enc::One(Code::Pcmpeqw_xmm_xmmm128), 0;
    /// dst = lhs == (16-bit lanes) load [addr]
    PcmpeqwRM pcmpeqw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pcmpeqw"), Enc::One(Code::Pcmpeqw_xmm_xmmm128), 0;
    /// dst = lhs == (32-bit lanes) rhs
    PcmpeqdRR pcmpeqd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pcmpeqd"), Enc::One(Code::Pcmpeqd_xmm_xmmm128), 0;
    /// dst = lhs == (32-bit lanes) load [addr]
    PcmpeqdRM pcmpeqd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pcmpeqd"), Enc::One(Code::Pcmpeqd_xmm_xmmm128), 0;
    /// dst = lhs > signed (8-bit lanes) rhs
    PcmpgtbRR pcmpgtb_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pcmpgtb"), Enc::One(Code::Pcmpgtb_xmm_xmmm128), 0;
    /// dst = lhs > signed (8-bit lanes) load [addr]
    PcmpgtbRM pcmpgtb_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pcmpgtb"), Enc::One(Code::Pcmpgtb_xmm_xmmm128), 0;
    /// dst = lhs > signed (16-bit lanes) rhs
    PcmpgtwRR pcmpgtw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pcmpgtw"), Enc::One(Code::Pcmpgtw_xmm_xmmm128), 0;
    /// dst = lhs > signed (16-bit lanes) load [addr]
    PcmpgtwRM pcmpgtw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pcmpgtw"), Enc::One(Code::Pcmpgtw_xmm_xmmm128), 0;
    /// dst = lhs > signed (32-bit lanes) rhs
    PcmpgtdRR pcmpgtd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pcmpgtd"), Enc::One(Code::Pcmpgtd_xmm_xmmm128), 0;
    /// dst = lhs > signed (32-bit lanes) load [addr]
    PcmpgtdRM pcmpgtd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pcmpgtd"), Enc::One(Code::Pcmpgtd_xmm_xmmm128), 0;
    /// dst = interleave low bytes of lhs and rhs
    PunpcklbwRR punpcklbw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("punpcklbw"), Enc::One(Code::Punpcklbw_xmm_xmmm128), 0;
    /// dst = interleave low bytes of lhs and load [addr]
    PunpcklbwRM punpcklbw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("punpcklbw"), Enc::One(Code::Punpcklbw_xmm_xmmm128), 0;
    /// dst = interleave low words of lhs and rhs
    PunpcklwdRR punpcklwd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("punpcklwd"), Enc::One(Code::Punpcklwd_xmm_xmmm128), 0;
    /// dst = interleave low words of lhs and load [addr]
    PunpcklwdRM punpcklwd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("punpcklwd"), Enc::One(Code::Punpcklwd_xmm_xmmm128), 0;
    /// dst = interleave low dwords of lhs and rhs
    PunpckldqRR punpckldq_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("punpckldq"), Enc::One(Code::Punpckldq_xmm_xmmm128), 0;
    /// dst = interleave low dwords of lhs and load [addr]
    PunpckldqRM punpckldq_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("punpckldq"), Enc::One(Code::Punpckldq_xmm_xmmm128), 0;
    /// dst = interleave low qwords of lhs and rhs
    PunpcklqdqRR punpcklqdq_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("punpcklqdq"), Enc::One(Code::Punpcklqdq_xmm_xmmm128), 0;
    /// dst = interleave low qwords of lhs and load [addr]
    PunpcklqdqRM punpcklqdq_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("punpcklqdq"), Enc::One(Code::Punpcklqdq_xmm_xmmm128), 0;
    /// dst = interleave high bytes of lhs and rhs
    PunpckhbwRR punpckhbw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("punpckhbw"), Enc::One(Code::Punpckhbw_xmm_xmmm128), 0;
    /// dst = interleave high bytes of lhs and load [addr]
    PunpckhbwRM punpckhbw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("punpckhbw"), Enc::One(Code::Punpckhbw_xmm_xmmm128), 0;
    /// dst = interleave high words of lhs and rhs
    PunpckhwdRR punpckhwd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("punpckhwd"), Enc::One(Code::Punpckhwd_xmm_xmmm128), 0;
    /// dst = interleave high words of lhs and load [addr]
    PunpckhwdRM punpckhwd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("punpckhwd"), Enc::One(Code::Punpckhwd_xmm_xmmm128), 0;
    /// dst = interleave high dwords of lhs and rhs
    PunpckhdqRR punpckhdq_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("punpckhdq"), Enc::One(Code::Punpckhdq_xmm_xmmm128), 0;
    /// dst = interleave high dwords of lhs and load [addr]
    PunpckhdqRM punpckhdq_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("punpckhdq"), Enc::One(Code::Punpckhdq_xmm_xmmm128), 0;
    /// dst = interleave high qwords of lhs and rhs
    PunpckhqdqRR punpckhqdq_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("punpckhqdq"), Enc::One(Code::Punpckhqdq_xmm_xmmm128), 0;
    /// dst = interleave high qwords of lhs and load [addr]
    PunpckhqdqRM punpckhqdq_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("punpckhqdq"), Enc::One(Code::Punpckhqdq_xmm_xmmm128), 0;
    /// dst = pack 16->8 bits, signed saturation, of lhs and rhs
    PacksswbRR packsswb_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("packsswb"), Enc::One(Code::Packsswb_xmm_xmmm128), 0;
    /// dst = pack 16->8 bits, signed saturation, of lhs and load [addr]
    PacksswbRM packsswb_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("packsswb"), Enc::One(Code::Packsswb_xmm_xmmm128), 0;
    /// dst = pack 32->16 bits, signed saturation, of lhs and rhs
    PackssdwRR packssdw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("packssdw"), Enc::One(Code::Packssdw_xmm_xmmm128), 0;
    /// dst = pack 32->16 bits, signed saturation, of lhs and load [addr]
    PackssdwRM packssdw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("packssdw"), Enc::One(Code::Packssdw_xmm_xmmm128), 0;
    /// dst = pack 16->8 bits, unsigned saturation, of lhs and rhs
    PackuswbRR packuswb_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("packuswb"), Enc::One(Code::Packuswb_xmm_xmmm128), 0;
    /// dst = pack 16->8 bits, unsigned saturation, of lhs and load [addr]
    PackuswbRM packuswb_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("packuswb"), Enc::One(Code::Packuswb_xmm_xmmm128), 0;
    /// dst = unsigned min (8-bit lanes) of lhs, rhs
    PminubRR pminub_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pminub"), Enc::One(Code::Pminub_xmm_xmmm128), 0;
    /// dst = unsigned min (8-bit lanes) of lhs, load [addr]
    PminubRM pminub_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pminub"), Enc::One(Code::Pminub_xmm_xmmm128), 0;
    /// dst = unsigned max (8-bit lanes) of lhs, rhs
    PmaxubRR pmaxub_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pmaxub"), Enc::One(Code::Pmaxub_xmm_xmmm128), 0;
    /// dst = unsigned max (8-bit lanes) of lhs, load [addr]
    PmaxubRM pmaxub_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pmaxub"), Enc::One(Code::Pmaxub_xmm_xmmm128), 0;
    /// dst = signed min (16-bit lanes) of lhs, rhs
    PminswRR pminsw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pminsw"), Enc::One(Code::Pminsw_xmm_xmmm128), 0;
    /// dst = signed min (16-bit lanes) of lhs, load [addr]
    PminswRM pminsw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pminsw"), Enc::One(Code::Pminsw_xmm_xmmm128), 0;
    /// dst = signed max (16-bit lanes) of lhs, rhs
    PmaxswRR pmaxsw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pmaxsw"), Enc::One(Code::Pmaxsw_xmm_xmmm128), 0;
    /// dst = signed max (16-bit lanes) of lhs, load [addr]
    PmaxswRM pmaxsw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pmaxsw"), Enc::One(Code::Pmaxsw_xmm_xmmm128), 0;
    /// dst = rounded average (8-bit lanes) of lhs, rhs
    PavgbRR pavgb_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pavgb"), Enc::One(Code::Pavgb_xmm_xmmm128), 0;
    /// dst = rounded average (8-bit lanes) of lhs, load [addr]
    PavgbRM pavgb_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pavgb"), Enc::One(Code::Pavgb_xmm_xmmm128), 0;
    /// dst = rounded average (16-bit lanes) of lhs, rhs
    PavgwRR pavgw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pavgw"), Enc::One(Code::Pavgw_xmm_xmmm128), 0;
    /// dst = rounded average (16-bit lanes) of lhs, load [addr]
    PavgwRM pavgw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pavgw"), Enc::One(Code::Pavgw_xmm_xmmm128), 0;
    /// dst = lhs << rhs[0] (16-bit lanes)
    PsllwRR psllw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("psllw"), Enc::One(Code::Psllw_xmm_xmmm128), 0;
    /// dst = lhs << load [addr] (16-bit lanes)
    PsllwRM psllw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("psllw"), Enc::One(Code::Psllw_xmm_xmmm128), 0;
    /// dst = lhs << rhs[0] (32-bit lanes)
    PslldRR pslld_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("pslld"), Enc::One(Code::Pslld_xmm_xmmm128), 0;
    /// dst = lhs << load [addr] (32-bit lanes)
    PslldRM pslld_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("pslld"), Enc::One(Code::Pslld_xmm_xmmm128), 0;
    /// dst = lhs << rhs[0] (64-bit lanes)
    PsllqRR psllq_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("psllq"), Enc::One(Code::Psllq_xmm_xmmm128), 0;
    /// dst = lhs << load [addr] (64-bit lanes)
    PsllqRM psllq_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("psllq"), Enc::One(Code::Psllq_xmm_xmmm128), 0;
    /// dst = lhs >> rhs[0] logical (16-bit lanes)
    PsrlwRR psrlw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("psrlw"), Enc::One(Code::Psrlw_xmm_xmmm128), 0;
    /// dst = lhs >> load [addr] logical (16-bit lanes)
    PsrlwRM psrlw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("psrlw"), Enc::One(Code::Psrlw_xmm_xmmm128), 0;
    /// dst = lhs >> rhs[0] logical (32-bit lanes)
    PsrldRR psrld_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("psrld"), Enc::One(Code::Psrld_xmm_xmmm128), 0;
    /// dst = lhs >> load [addr] logical (32-bit lanes)
    PsrldRM psrld_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("psrld"), Enc::One(Code::Psrld_xmm_xmmm128), 0;
    /// dst = lhs >> rhs[0] logical (64-bit lanes)
    PsrlqRR psrlq_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("psrlq"), Enc::One(Code::Psrlq_xmm_xmmm128), 0;
    /// dst = lhs >> load [addr] logical (64-bit lanes)
    PsrlqRM psrlq_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("psrlq"), Enc::One(Code::Psrlq_xmm_xmmm128), 0;
    /// dst = lhs >> rhs[0] arithmetic (16-bit lanes)
    PsrawRR psraw_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("psraw"), Enc::One(Code::Psraw_xmm_xmmm128), 0;
    /// dst = lhs >> load [addr] arithmetic (16-bit lanes)
    PsrawRM psraw_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("psraw"), Enc::One(Code::Psraw_xmm_xmmm128), 0;
    /// dst = lhs >> rhs[0] arithmetic (32-bit lanes)
    PsradRR psrad_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("psrad"), Enc::One(Code::Psrad_xmm_xmmm128), 0;
    /// dst = lhs >> load [addr] arithmetic (32-bit lanes)
    PsradRM psrad_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("psrad"), Enc::One(Code::Psrad_xmm_xmmm128), 0;
    /// dst = {f64(rhs[0]), lhs[1]} (convert)
    Cvtss2sdRR cvtss2sd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("cvtss2sd"), Enc::One(Code::Cvtss2sd_xmm_xmmm32), 0;
    /// dst = {f64(load [addr]), lhs[1]} (convert)
    Cvtss2sdRM cvtss2sd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("cvtss2sd"), Enc::One(Code::Cvtss2sd_xmm_xmmm32), 0;
    /// dst = {f32(rhs[0]), lhs[1..]} (convert)
    Cvtsd2ssRR cvtsd2ss_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("cvtsd2ss"), Enc::One(Code::Cvtsd2ss_xmm_xmmm64), 0;
    /// dst = {f32(load [addr]), lhs[1..]} (convert)
    Cvtsd2ssRM cvtsd2ss_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("cvtsd2ss"), Enc::One(Code::Cvtsd2ss_xmm_xmmm64), 0;
    /// dst = {sqrt(rhs[0]), lhs[1..]} (square root)
    SqrtssRR sqrtss_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("sqrtss"), Enc::One(Code::Sqrtss_xmm_xmmm32), 0;
    /// dst = {sqrt(load [addr]), lhs[1..]} (square root)
    SqrtssRM sqrtss_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("sqrtss"), Enc::One(Code::Sqrtss_xmm_xmmm32), 0;
    /// dst = {sqrt(rhs[0]), lhs[1]} (square root)
    SqrtsdRR sqrtsd_rr [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X)) Mn::P("sqrtsd"), Enc::One(Code::Sqrtsd_xmm_xmmm64), 0;
    /// dst = {sqrt(load [addr]), lhs[1]} (square root)
    SqrtsdRM sqrtsd_rm [-] (dst: Def(X), lhs: Tied(0), rhs: Mem) Mn::P("sqrtsd"), Enc::One(Code::Sqrtsd_xmm_xmmm64), 0;
    /// dst = square root (4 x f32) of src
    SqrtpsRR sqrtps_rr [-] (dst: Def(X), src: Use(X)) Mn::P("sqrtps"), Enc::One(Code::Sqrtps_xmm_xmmm128), 0;
    /// dst = square root (4 x f32) of load [addr]
    SqrtpsRM sqrtps_rm [-] (dst: Def(X), src: Mem) Mn::P("sqrtps"), Enc::One(Code::Sqrtps_xmm_xmmm128), 0;
    /// dst = approximate 1/sqrt (4 x f32 lanes) of src
    RsqrtpsRR rsqrtps_rr [-] (dst: Def(X), src: Use(X)) Mn::P("rsqrtps"), Enc::One(Code::Rsqrtps_xmm_xmmm128), 0;
    /// dst = approximate 1/x (4 x f32 lanes) of src
    RcppsRR rcpps_rr [-] (dst: Def(X), src: Use(X)) Mn::P("rcpps"), Enc::One(Code::Rcpps_xmm_xmmm128), 0;
    /// dst = square root (2 x f64) of src
    SqrtpdRR sqrtpd_rr [-] (dst: Def(X), src: Use(X)) Mn::P("sqrtpd"), Enc::One(Code::Sqrtpd_xmm_xmmm128), 0;
    /// dst = square root (2 x f64) of load [addr]
    SqrtpdRM sqrtpd_rm [-] (dst: Def(X), src: Mem) Mn::P("sqrtpd"), Enc::One(Code::Sqrtpd_xmm_xmmm128), 0;
    /// dst = 4 x i32 -> 4 x f32 of src
    Cvtdq2psRR cvtdq2ps_rr [-] (dst: Def(X), src: Use(X)) Mn::P("cvtdq2ps"), Enc::One(Code::Cvtdq2ps_xmm_xmmm128), 0;
    /// dst = 4 x i32 -> 4 x f32 of load [addr]
    Cvtdq2psRM cvtdq2ps_rm [-] (dst: Def(X), src: Mem) Mn::P("cvtdq2ps"), Enc::One(Code::Cvtdq2ps_xmm_xmmm128), 0;
    /// dst = 4 x f32 -> 4 x i32 truncating, of src
    Cvttps2dqRR cvttps2dq_rr [-] (dst: Def(X), src: Use(X)) Mn::P("cvttps2dq"), Enc::One(Code::Cvttps2dq_xmm_xmmm128), 0;
    /// dst = 4 x f32 -> 4 x i32 truncating, of load [addr]
    Cvttps2dqRM cvttps2dq_rm [-] (dst: Def(X), src: Mem) Mn::P("cvttps2dq"), Enc::One(Code::Cvttps2dq_xmm_xmmm128), 0;
    /// dst = 4 x f32 -> 4 x i32 rounded by MXCSR (nearest even) of src
    Cvtps2dqRR cvtps2dq_rr [-] (dst: Def(X), src: Use(X)) Mn::P("cvtps2dq"), Enc::One(Code::Cvtps2dq_xmm_xmmm128), 0;
    /// dst = 2 x f64 -> 2 x i32 rounded by MXCSR (upper zeroed) of src
    Cvtpd2dqRR cvtpd2dq_rr [-] (dst: Def(X), src: Use(X)) Mn::P("cvtpd2dq"), Enc::One(Code::Cvtpd2dq_xmm_xmmm128), 0;
    /// dst = low 2 x i32 -> 2 x f64 of src
    Cvtdq2pdRR cvtdq2pd_rr [-] (dst: Def(X), src: Use(X)) Mn::P("cvtdq2pd"), Enc::One(Code::Cvtdq2pd_xmm_xmmm64), 0;
    /// dst = low 2 x i32 -> 2 x f64 of load [addr]
    Cvtdq2pdRM cvtdq2pd_rm [-] (dst: Def(X), src: Mem) Mn::P("cvtdq2pd"), Enc::One(Code::Cvtdq2pd_xmm_xmmm64), 0;
    /// dst = low 2 x f32 -> 2 x f64 of src
    Cvtps2pdRR cvtps2pd_rr [-] (dst: Def(X), src: Use(X)) Mn::P("cvtps2pd"), Enc::One(Code::Cvtps2pd_xmm_xmmm64), 0;
    /// dst = low 2 x f32 -> 2 x f64 of load [addr]
    Cvtps2pdRM cvtps2pd_rm [-] (dst: Def(X), src: Mem) Mn::P("cvtps2pd"), Enc::One(Code::Cvtps2pd_xmm_xmmm64), 0;
    /// dst = 2 x f64 -> 2 x f32 (upper zeroed) of src
    Cvtpd2psRR cvtpd2ps_rr [-] (dst: Def(X), src: Use(X)) Mn::P("cvtpd2ps"), Enc::One(Code::Cvtpd2ps_xmm_xmmm128), 0;
    /// dst = 2 x f64 -> 2 x f32 (upper zeroed) of load [addr]
    Cvtpd2psRM cvtpd2ps_rm [-] (dst: Def(X), src: Mem) Mn::P("cvtpd2ps"), Enc::One(Code::Cvtpd2ps_xmm_xmmm128), 0;
    /// dst = 2 x f64 -> 2 x i32 truncating (upper zeroed) of src
    Cvttpd2dqRR cvttpd2dq_rr [-] (dst: Def(X), src: Use(X)) Mn::P("cvttpd2dq"), Enc::One(Code::Cvttpd2dq_xmm_xmmm128), 0;
    /// dst = 2 x f64 -> 2 x i32 truncating (upper zeroed) of load [addr]
    Cvttpd2dqRM cvttpd2dq_rm [-] (dst: Def(X), src: Mem) Mn::P("cvttpd2dq"), Enc::One(Code::Cvttpd2dq_xmm_xmmm128), 0;
    /// unordered compare f32: ZF,PF,CF = lhs ? rhs
    UcomissRR ucomiss_rr [-] (lhs: Use(X), rhs: Use(X)) Mn::P("ucomiss"), Enc::One(Code::Ucomiss_xmm_xmmm32), 0;
    /// unordered compare f32: ZF,PF,CF = lhs ? load [addr]
    UcomissRM ucomiss_rm [-] (lhs: Use(X), rhs: Mem) Mn::P("ucomiss"), Enc::One(Code::Ucomiss_xmm_xmmm32), 0;
    /// unordered compare f64: ZF,PF,CF = lhs ? rhs
    UcomisdRR ucomisd_rr [-] (lhs: Use(X), rhs: Use(X)) Mn::P("ucomisd"), Enc::One(Code::Ucomisd_xmm_xmmm64), 0;
    /// unordered compare f64: ZF,PF,CF = lhs ? load [addr]
    UcomisdRM ucomisd_rm [-] (lhs: Use(X), rhs: Mem) Mn::P("ucomisd"), Enc::One(Code::Ucomisd_xmm_xmmm64), 0;
    /// ordered compare f32 (#IA on QNaN): ZF,PF,CF = lhs ? rhs
    ComissRR comiss_rr [-] (lhs: Use(X), rhs: Use(X)) Mn::P("comiss"), Enc::One(Code::Comiss_xmm_xmmm32), 0;
    /// ordered compare f32 (#IA on QNaN): ZF,PF,CF = lhs ? load [addr]
    ComissRM comiss_rm [-] (lhs: Use(X), rhs: Mem) Mn::P("comiss"), Enc::One(Code::Comiss_xmm_xmmm32), 0;
    /// ordered compare f64: ZF,PF,CF = lhs ? rhs
    ComisdRR comisd_rr [-] (lhs: Use(X), rhs: Use(X)) Mn::P("comisd"), Enc::One(Code::Comisd_xmm_xmmm64), 0;
    /// ordered compare f64: ZF,PF,CF = lhs ? load [addr]
    ComisdRM comisd_rm [-] (lhs: Use(X), rhs: Mem) Mn::P("comisd"), Enc::One(Code::Comisd_xmm_xmmm64), 0;
    /// dst = lanes of all-ones where lhs pred rhs (f32 scalar; pred 0..7: eq lt le unord neq nlt nle ord)
    CmpssRRI cmpss_rri [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X), pred: Imm(I8)) Mn::P("cmpss"), Enc::One(Code::Cmpss_xmm_xmmm32_imm8), 0;
    /// dst = lanes of all-ones where lhs pred load [addr] (f32 scalar)
    CmpssRMI cmpss_rmi [-] (dst: Def(X), lhs: Tied(0), rhs: Mem, pred: Imm(I8)) Mn::P("cmpss"), Enc::One(Code::Cmpss_xmm_xmmm32_imm8), 0;
    /// dst = lanes of all-ones where lhs pred rhs (f64 scalar; pred 0..7: eq lt le unord neq nlt nle ord)
    CmpsdRRI cmpsd_rri [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X), pred: Imm(I8)) Mn::P("cmpsd"), Enc::One(Code::Cmpsd_xmm_xmmm64_imm8), 0;
    /// dst = lanes of all-ones where lhs pred load [addr] (f64 scalar)
    CmpsdRMI cmpsd_rmi [-] (dst: Def(X), lhs: Tied(0), rhs: Mem, pred: Imm(I8)) Mn::P("cmpsd"), Enc::One(Code::Cmpsd_xmm_xmmm64_imm8), 0;
    /// dst = lanes of all-ones where lhs pred rhs (4 x f32; pred 0..7: eq lt le unord neq nlt nle ord)
    CmppsRRI cmpps_rri [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X), pred: Imm(I8)) Mn::P("cmpps"), Enc::One(Code::Cmpps_xmm_xmmm128_imm8), 0;
    /// dst = lanes of all-ones where lhs pred load [addr] (4 x f32)
    CmppsRMI cmpps_rmi [-] (dst: Def(X), lhs: Tied(0), rhs: Mem, pred: Imm(I8)) Mn::P("cmpps"), Enc::One(Code::Cmpps_xmm_xmmm128_imm8), 0;
    /// dst = lanes of all-ones where lhs pred rhs (2 x f64; pred 0..7: eq lt le unord neq nlt nle ord)
    CmppdRRI cmppd_rri [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X), pred: Imm(I8)) Mn::P("cmppd"), Enc::One(Code::Cmppd_xmm_xmmm128_imm8), 0;
    /// dst = lanes of all-ones where lhs pred load [addr] (2 x f64)
    CmppdRMI cmppd_rmi [-] (dst: Def(X), lhs: Tied(0), rhs: Mem, pred: Imm(I8)) Mn::P("cmppd"), Enc::One(Code::Cmppd_xmm_xmmm128_imm8), 0;
    // ---- SSE conversions between integer and float registers ----
    /// dst = {f32(signed src), lhs[1..]}
    Cvtsi2ssRR cvtsi2ss_rr [W32UP] (dst: Def(X), lhs: Tied(0), src: Use(Sz)) Mn::S("cvtsi2ss"), Enc::S([Code::INVALID, Code::INVALID, Code::Cvtsi2ss_xmm_rm32, Code::Cvtsi2ss_xmm_rm64]), 0;
    /// dst = {f32(signed load [addr]), lhs[1..]}
    Cvtsi2ssRM cvtsi2ss_rm [W32UP] (dst: Def(X), lhs: Tied(0), src: Mem) Mn::S("cvtsi2ss"), Enc::S([Code::INVALID, Code::INVALID, Code::Cvtsi2ss_xmm_rm32, Code::Cvtsi2ss_xmm_rm64]), 0;
    /// dst = {f64(signed src), lhs[1..]}
    Cvtsi2sdRR cvtsi2sd_rr [W32UP] (dst: Def(X), lhs: Tied(0), src: Use(Sz)) Mn::S("cvtsi2sd"), Enc::S([Code::INVALID, Code::INVALID, Code::Cvtsi2sd_xmm_rm32, Code::Cvtsi2sd_xmm_rm64]), 0;
    /// dst = {f64(signed load [addr]), lhs[1..]}
    Cvtsi2sdRM cvtsi2sd_rm [W32UP] (dst: Def(X), lhs: Tied(0), src: Mem) Mn::S("cvtsi2sd"), Enc::S([Code::INVALID, Code::INVALID, Code::Cvtsi2sd_xmm_rm32, Code::Cvtsi2sd_xmm_rm64]), 0;
    /// dst = signed integer from src[0] (f32, truncating; 0x80..0 when out of range)
    Cvttss2siRR cvttss2si_rr [W32UP] (dst: Def(Sz), src: Use(X)) Mn::P("cvttss2si"), Enc::S([Code::INVALID, Code::INVALID, Code::Cvttss2si_r32_xmmm32, Code::Cvttss2si_r64_xmmm32]), 0;
    /// dst = signed integer from load f32 [addr] (truncating)
    Cvttss2siRM cvttss2si_rm [W32UP] (dst: Def(Sz), src: Mem) Mn::P("cvttss2si"), Enc::S([Code::INVALID, Code::INVALID, Code::Cvttss2si_r32_xmmm32, Code::Cvttss2si_r64_xmmm32]), 0;
    /// dst = signed integer from src[0] (f64, truncating; 0x80..0 when out of range)
    Cvttsd2siRR cvttsd2si_rr [W32UP] (dst: Def(Sz), src: Use(X)) Mn::P("cvttsd2si"), Enc::S([Code::INVALID, Code::INVALID, Code::Cvttsd2si_r32_xmmm64, Code::Cvttsd2si_r64_xmmm64]), 0;
    /// dst = signed integer from load f64 [addr] (truncating)
    Cvttsd2siRM cvttsd2si_rm [W32UP] (dst: Def(Sz), src: Mem) Mn::P("cvttsd2si"), Enc::S([Code::INVALID, Code::INVALID, Code::Cvttsd2si_r32_xmmm64, Code::Cvttsd2si_r64_xmmm64]), 0;
    /// dst = signed integer from src[0] (f32, rounding by MXCSR; 0x80..0 when out of range)
    Cvtss2siRR cvtss2si_rr [W32UP] (dst: Def(Sz), src: Use(X)) Mn::P("cvtss2si"), Enc::S([Code::INVALID, Code::INVALID, Code::Cvtss2si_r32_xmmm32, Code::Cvtss2si_r64_xmmm32]), 0;
    /// dst = signed integer from load f32 [addr] (rounding by MXCSR)
    Cvtss2siRM cvtss2si_rm [W32UP] (dst: Def(Sz), src: Mem) Mn::P("cvtss2si"), Enc::S([Code::INVALID, Code::INVALID, Code::Cvtss2si_r32_xmmm32, Code::Cvtss2si_r64_xmmm32]), 0;
    /// dst = signed integer from src[0] (f64, rounding by MXCSR; 0x80..0 when out of range)
    Cvtsd2siRR cvtsd2si_rr [W32UP] (dst: Def(Sz), src: Use(X)) Mn::P("cvtsd2si"), Enc::S([Code::INVALID, Code::INVALID, Code::Cvtsd2si_r32_xmmm64, Code::Cvtsd2si_r64_xmmm64]), 0;
    /// dst = signed integer from load f64 [addr] (rounding by MXCSR)
    Cvtsd2siRM cvtsd2si_rm [W32UP] (dst: Def(Sz), src: Mem) Mn::P("cvtsd2si"), Enc::S([Code::INVALID, Code::INVALID, Code::Cvtsd2si_r32_xmmm64, Code::Cvtsd2si_r64_xmmm64]), 0;
    // ---- SSE shuffles, lane inserts and extracts, masks ----
    /// dst = 32-bit lanes of src picked by the 2-bit fields of imm
    PshufdRRI pshufd_rri [-] (dst: Def(X), src: Use(X), imm: Imm(I8)) Mn::P("pshufd"), Enc::One(Code::Pshufd_xmm_xmmm128_imm8), 0;
    /// dst = 32-bit lanes of load [addr] picked by the 2-bit fields of imm
    PshufdRMI pshufd_rmi [-] (dst: Def(X), src: Mem, imm: Imm(I8)) Mn::P("pshufd"), Enc::One(Code::Pshufd_xmm_xmmm128_imm8), 0;
    /// dst = low 4 words of src permuted by imm, high half copied
    PshuflwRRI pshuflw_rri [-] (dst: Def(X), src: Use(X), imm: Imm(I8)) Mn::P("pshuflw"), Enc::One(Code::Pshuflw_xmm_xmmm128_imm8), 0;
    /// dst = low 4 words of load [addr] permuted by imm, high half copied
    PshuflwRMI pshuflw_rmi [-] (dst: Def(X), src: Mem, imm: Imm(I8)) Mn::P("pshuflw"), Enc::One(Code::Pshuflw_xmm_xmmm128_imm8), 0;
    /// dst = high 4 words of src permuted by imm, low half copied
    PshufhwRRI pshufhw_rri [-] (dst: Def(X), src: Use(X), imm: Imm(I8)) Mn::P("pshufhw"), Enc::One(Code::Pshufhw_xmm_xmmm128_imm8), 0;
    /// dst = high 4 words of load [addr] permuted by imm, low half copied
    PshufhwRMI pshufhw_rmi [-] (dst: Def(X), src: Mem, imm: Imm(I8)) Mn::P("pshufhw"), Enc::One(Code::Pshufhw_xmm_xmmm128_imm8), 0;
    /// dst = {lhs[imm0], lhs[imm1], rhs[imm2], rhs[imm3]} (f32 lanes; 2-bit fields)
    ShufpsRRI shufps_rri [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X), imm: Imm(I8)) Mn::P("shufps"), Enc::One(Code::Shufps_xmm_xmmm128_imm8), 0;
    /// dst = {lhs[imm0], lhs[imm1], load [addr][imm2], load [addr][imm3]} (f32 lanes; 2-bit fields)
    ShufpsRMI shufps_rmi [-] (dst: Def(X), lhs: Tied(0), rhs: Mem, imm: Imm(I8)) Mn::P("shufps"), Enc::One(Code::Shufps_xmm_xmmm128_imm8), 0;
    /// dst = {lhs[imm bit 0], rhs[imm bit 1]} (f64 lanes)
    ShufpdRRI shufpd_rri [-] (dst: Def(X), lhs: Tied(0), rhs: Use(X), imm: Imm(I8)) Mn::P("shufpd"), Enc::One(Code::Shufpd_xmm_xmmm128_imm8), 0;
    /// dst = {lhs[imm bit 0], load [addr][imm bit 1]} (f64 lanes)
    ShufpdRMI shufpd_rmi [-] (dst: Def(X), lhs: Tied(0), rhs: Mem, imm: Imm(I8)) Mn::P("shufpd"), Enc::One(Code::Shufpd_xmm_xmmm128_imm8), 0;
    /// dst = src << imm (16-bit lanes)
    PsllwRI psllw_ri [-] (dst: Def(X), src: Tied(0), imm: Imm(I8)) Mn::P("psllw"), Enc::One(Code::Psllw_xmm_imm8), 0;
    /// dst = src << imm (32-bit lanes)
    PslldRI pslld_ri [-] (dst: Def(X), src: Tied(0), imm: Imm(I8)) Mn::P("pslld"), Enc::One(Code::Pslld_xmm_imm8), 0;
    /// dst = src << imm (64-bit lanes)
    PsllqRI psllq_ri [-] (dst: Def(X), src: Tied(0), imm: Imm(I8)) Mn::P("psllq"), Enc::One(Code::Psllq_xmm_imm8), 0;
    /// dst = src >> imm logical (16-bit lanes)
    PsrlwRI psrlw_ri [-] (dst: Def(X), src: Tied(0), imm: Imm(I8)) Mn::P("psrlw"), Enc::One(Code::Psrlw_xmm_imm8), 0;
    /// dst = src >> imm logical (32-bit lanes)
    PsrldRI psrld_ri [-] (dst: Def(X), src: Tied(0), imm: Imm(I8)) Mn::P("psrld"), Enc::One(Code::Psrld_xmm_imm8), 0;
    /// dst = src >> imm logical (64-bit lanes)
    PsrlqRI psrlq_ri [-] (dst: Def(X), src: Tied(0), imm: Imm(I8)) Mn::P("psrlq"), Enc::One(Code::Psrlq_xmm_imm8), 0;
    /// dst = src >> imm arithmetic (16-bit lanes)
    PsrawRI psraw_ri [-] (dst: Def(X), src: Tied(0), imm: Imm(I8)) Mn::P("psraw"), Enc::One(Code::Psraw_xmm_imm8), 0;
    /// dst = src >> imm arithmetic (32-bit lanes)
    PsradRI psrad_ri [-] (dst: Def(X), src: Tied(0), imm: Imm(I8)) Mn::P("psrad"), Enc::One(Code::Psrad_xmm_imm8), 0;
    /// dst = src << imm bytes (whole register)
    PslldqRI pslldq_ri [-] (dst: Def(X), src: Tied(0), imm: Imm(I8)) Mn::P("pslldq"), Enc::One(Code::Pslldq_xmm_imm8), 0;
    /// dst = src >> imm bytes (whole register)
    PsrldqRI psrldq_ri [-] (dst: Def(X), src: Tied(0), imm: Imm(I8)) Mn::P("psrldq"), Enc::One(Code::Psrldq_xmm_imm8), 0;
    /// dst = lhs with word lane imm replaced by the low 16 bits of src
    PinsrwRRI pinsrw_rri [-] (dst: Def(X), lhs: Tied(0), src: Use(B32), imm: Imm(I8)) Mn::P("pinsrw"), Enc::One(Code::Pinsrw_xmm_r32m16_imm8), 0;
    /// dst = lhs with word lane imm replaced by load 16 bits [addr]
    PinsrwRMI pinsrw_rmi [-] (dst: Def(X), lhs: Tied(0), src: Mem, imm: Imm(I8)) Mn::P("pinsrw"), Enc::One(Code::Pinsrw_xmm_r32m16_imm8), 0;
    /// dst (32 bits) = zero-extended word lane imm of src
    PextrwRRI pextrw_rri [-] (dst: Def(B32), src: Use(X), imm: Imm(I8)) Mn::P("pextrw"), Enc::One(Code::Pextrw_r32_xmm_imm8), 0;
    /// dst (32 bits) = the sign bits of the 4 f32 lanes of src
    Movmskps movmskps [-] (dst: Def(B32), src: Use(X)) Mn::P("movmskps"), Enc::One(Code::Movmskps_r32_xmm), 0;
    /// dst (32 bits) = the sign bits of the 2 f64 lanes of src
    Movmskpd movmskpd [-] (dst: Def(B32), src: Use(X)) Mn::P("movmskpd"), Enc::One(Code::Movmskpd_r32_xmm), 0;
    /// dst (32 bits) = the sign bits of the 16 byte lanes of src
    Pmovmskb pmovmskb [-] (dst: Def(B32), src: Use(X)) Mn::P("pmovmskb"), Enc::One(Code::Pmovmskb_r32_xmm), 0;
    // ---- x87 (long double); st(i) indexes are immediates, the stack is not allocated ----
    /// push f32 [addr]
    Fld32 fld32 [-] (src: Mem) Mn::P("flds"), Enc::One(Code::Fld_m32fp), SIDE;
    /// push f64 [addr]
    Fld64 fld64 [-] (src: Mem) Mn::P("fldl"), Enc::One(Code::Fld_m64fp), SIDE;
    /// push f80 [addr]
    Fld80 fld80 [-] (src: Mem) Mn::P("fldt"), Enc::One(Code::Fld_m80fp), SIDE;
    /// store f32 [addr] = st(0)
    Fst32 fst32 [-] (dst: Mem) Mn::P("fsts"), Enc::One(Code::Fst_m32fp), SIDE;
    /// store f64 [addr] = st(0)
    Fst64 fst64 [-] (dst: Mem) Mn::P("fstl"), Enc::One(Code::Fst_m64fp), SIDE;
    /// store f32 [addr] = st(0); pop
    Fstp32 fstp32 [-] (dst: Mem) Mn::P("fstps"), Enc::One(Code::Fstp_m32fp), SIDE;
    /// store f64 [addr] = st(0); pop
    Fstp64 fstp64 [-] (dst: Mem) Mn::P("fstpl"), Enc::One(Code::Fstp_m64fp), SIDE;
    /// store f80 [addr] = st(0); pop
    Fstp80 fstp80 [-] (dst: Mem) Mn::P("fstpt"), Enc::One(Code::Fstp_m80fp), SIDE;
    /// push i16 [addr] converted
    Fild16 fild16 [-] (src: Mem) Mn::P("filds"), Enc::One(Code::Fild_m16int), SIDE;
    /// push i32 [addr] converted
    Fild32 fild32 [-] (src: Mem) Mn::P("fildl"), Enc::One(Code::Fild_m32int), SIDE;
    /// push i64 [addr] converted
    Fild64 fild64 [-] (src: Mem) Mn::P("fildll"), Enc::One(Code::Fild_m64int), SIDE;
    /// store i16 [addr] = st(0) rounded by the control word; pop
    Fistp16 fistp16 [-] (dst: Mem) Mn::P("fistps"), Enc::One(Code::Fistp_m16int), SIDE;
    /// store i32 [addr] = st(0) rounded; pop
    Fistp32 fistp32 [-] (dst: Mem) Mn::P("fistpl"), Enc::One(Code::Fistp_m32int), SIDE;
    /// store i64 [addr] = st(0) rounded; pop
    Fistp64 fistp64 [-] (dst: Mem) Mn::P("fistpll"), Enc::One(Code::Fistp_m64int), SIDE;
    /// store the x87 control word to [addr]
    Fnstcw fnstcw [-] (dst: Mem) Mn::P("fnstcw"), Enc::One(Code::Fnstcw_m2byte), SIDE;
    /// load the x87 control word from [addr]
    Fldcw fldcw [-] (src: Mem) Mn::P("fldcw"), Enc::One(Code::Fldcw_m2byte), SIDE;
    /// st(0) = st(0) + f32 [addr]
    Fadd32M fadd32_m [-] (src: Mem) Mn::P("fadds"), Enc::One(Code::Fadd_m32fp), SIDE;
    /// st(0) = st(0) + f64 [addr]
    Fadd64M fadd64_m [-] (src: Mem) Mn::P("faddl"), Enc::One(Code::Fadd_m64fp), SIDE;
    /// st(0) = st(0) + st(i)
    FaddSt fadd_st [-] (i: St) Mn::P("fadd"), Enc::St(Code::Fadd_st0_sti, StForm::St0First), SIDE;
    /// st(i) = st(i) + st(0); pop (AT&T spells it `faddp`)
    FaddP faddp [-] (i: St) Mn::P("faddp"), Enc::St(Code::Faddp_sti_st0, StForm::StiFirst), SIDE;
    /// st(0) = st(0) - f32 [addr]
    Fsub32M fsub32_m [-] (src: Mem) Mn::P("fsubs"), Enc::One(Code::Fsub_m32fp), SIDE;
    /// st(0) = st(0) - f64 [addr]
    Fsub64M fsub64_m [-] (src: Mem) Mn::P("fsubl"), Enc::One(Code::Fsub_m64fp), SIDE;
    /// st(0) = st(0) - st(i)
    FsubSt fsub_st [-] (i: St) Mn::P("fsub"), Enc::St(Code::Fsub_st0_sti, StForm::St0First), SIDE;
    /// st(i) = st(i) - st(0); pop (AT&T spells it `fsubrp`)
    FsubP fsubp [-] (i: St) Mn::P("fsubrp"), Enc::St(Code::Fsubp_sti_st0, StForm::StiFirst), SIDE;
    /// st(0) = f32 [addr] - st(0)
    Fsubr32M fsubr32_m [-] (src: Mem) Mn::P("fsubrs"), Enc::One(Code::Fsubr_m32fp), SIDE;
    /// st(0) = f64 [addr] - st(0)
    Fsubr64M fsubr64_m [-] (src: Mem) Mn::P("fsubrl"), Enc::One(Code::Fsubr_m64fp), SIDE;
    /// st(0) = st(i) - st(0)
    FsubrSt fsubr_st [-] (i: St) Mn::P("fsubr"), Enc::St(Code::Fsubr_st0_sti, StForm::St0First), SIDE;
    /// st(i) = st(0) - st(i); pop (AT&T spells it `fsubp`)
    FsubrP fsubrp [-] (i: St) Mn::P("fsubp"), Enc::St(Code::Fsubrp_sti_st0, StForm::StiFirst), SIDE;
    /// st(0) = st(0) * f32 [addr]
    Fmul32M fmul32_m [-] (src: Mem) Mn::P("fmuls"), Enc::One(Code::Fmul_m32fp), SIDE;
    /// st(0) = st(0) * f64 [addr]
    Fmul64M fmul64_m [-] (src: Mem) Mn::P("fmull"), Enc::One(Code::Fmul_m64fp), SIDE;
    /// st(0) = st(0) * st(i)
    FmulSt fmul_st [-] (i: St) Mn::P("fmul"), Enc::St(Code::Fmul_st0_sti, StForm::St0First), SIDE;
    /// st(i) = st(i) * st(0); pop (AT&T spells it `fmulp`)
    FmulP fmulp [-] (i: St) Mn::P("fmulp"), Enc::St(Code::Fmulp_sti_st0, StForm::StiFirst), SIDE;
    /// st(0) = st(0) / f32 [addr]
    Fdiv32M fdiv32_m [-] (src: Mem) Mn::P("fdivs"), Enc::One(Code::Fdiv_m32fp), SIDE;
    /// st(0) = st(0) / f64 [addr]
    Fdiv64M fdiv64_m [-] (src: Mem) Mn::P("fdivl"), Enc::One(Code::Fdiv_m64fp), SIDE;
    /// st(0) = st(0) / st(i)
    FdivSt fdiv_st [-] (i: St) Mn::P("fdiv"), Enc::St(Code::Fdiv_st0_sti, StForm::St0First), SIDE;
    /// st(i) = st(i) / st(0); pop (AT&T spells it `fdivrp`)
    FdivP fdivp [-] (i: St) Mn::P("fdivrp"), Enc::St(Code::Fdivp_sti_st0, StForm::StiFirst), SIDE;
    /// st(0) = f32 [addr] / st(0)
    Fdivr32M fdivr32_m [-] (src: Mem) Mn::P("fdivrs"), Enc::One(Code::Fdivr_m32fp), SIDE;
    /// st(0) = f64 [addr] / st(0)
    Fdivr64M fdivr64_m [-] (src: Mem) Mn::P("fdivrl"), Enc::One(Code::Fdivr_m64fp), SIDE;
    /// st(0) = st(i) / st(0)
    FdivrSt fdivr_st [-] (i: St) Mn::P("fdivr"), Enc::St(Code::Fdivr_st0_sti, StForm::St0First), SIDE;
    /// st(i) = st(0) / st(i); pop (AT&T spells it `fdivp`)
    FdivrP fdivrp [-] (i: St) Mn::P("fdivp"), Enc::St(Code::Fdivrp_sti_st0, StForm::StiFirst), SIDE;
    /// st(0) = -st(0)
    Fchs fchs [-] () Mn::P("fchs"), Enc::One(Code::Fchs), SIDE;
    /// st(0) = |st(0)|
    Fabs fabs [-] () Mn::P("fabs"), Enc::One(Code::Fabs), SIDE;
    /// push 0.0
    Fldz fldz [-] () Mn::P("fldz"), Enc::One(Code::Fldz), SIDE;
    /// push 1.0
    Fld1 fld1 [-] () Mn::P("fld1"), Enc::One(Code::Fld1), SIDE;
    /// push st(i) (a copy)
    FldSt fld_st [-] (i: St) Mn::P("fld"), Enc::St(Code::Fld_sti, StForm::One), SIDE;
    /// st(i) = st(0); pop
    FstpSt fstp_st [-] (i: St) Mn::P("fstp"), Enc::St(Code::Fstp_sti, StForm::One), SIDE;
    /// swap st(0) and st(i)
    Fxch fxch [-] (i: St) Mn::P("fxch"), Enc::St(Code::Fxch_st0_sti, StForm::Hidden), SIDE;
    /// ZF,PF,CF = unordered compare st(0) ? st(i)
    Fucomi fucomi [-] (i: St) Mn::P("fucomi"), Enc::St(Code::Fucomi_st0_sti, StForm::St0First), SIDE;
    /// ZF,PF,CF = unordered compare st(0) ? st(i); pop
    Fucomip fucomip [-] (i: St) Mn::P("fucomip"), Enc::St(Code::Fucomip_st0_sti, StForm::St0First), SIDE;
}

impl Opcode {
    pub fn desc(self) -> &'static Desc {
        &DESCS[self as usize]
    }

    pub fn from_index(i: u16) -> Option<Opcode> {
        Opcode::ALL.get(i as usize).copied()
    }
}

/// Bits of `MInst::opcode` holding the `Opcode`.
pub const OPCODE_MASK: u16 = 0x0fff;
/// Shift of the `Size` within `MInst::opcode`.
pub const SIZE_SHIFT: u16 = 12;

/// The `MInst::opcode` value for `op` at `size` (the size is dropped for fixed-width opcodes).
pub fn opcode_bits(op: Opcode, size: Size) -> u16 {
    if op.desc().is_sized() {
        op as u16 | (size as u16) << SIZE_SHIFT
    } else {
        op as u16
    }
}

/// The opcode and size of an x86-64 `MInst` (`None` for a number that is no opcode;
/// `Size::S64` for fixed-width opcodes).
pub fn decode(inst: &MInst) -> Option<(Opcode, Size)> {
    let op = Opcode::from_index(inst.opcode & OPCODE_MASK)?;
    // Fixed-width opcodes report S64 (the width of their implicit GPR operands).
    let size = if op.desc().is_sized() { Size::from_index(inst.opcode >> SIZE_SHIFT) } else { Size::S64 };
    Some((op, size))
}
