//! The `opcodes!` macro of the AArch64 and RISC-V opcode tables (`<target>/inst/opcodes.rs`):
//! one line per opcode with its one-line semantics, constructor, types, operand layout
//! (assembly order), mnemonic, how the type is encoded, the base encoding and flags,
//! turned into the `Opcode` enum, its `Desc`s (`DESCS`) and one constructor per opcode.
//! The caller's module supplies the names the table uses: `Desc`, `Slot`, `R`, `I`, `Mn`,
//! `Enc`, `T`, `Ty`, `build`, `Arg` and `MInst`.
//!
//! Types: `[-]` fixed (no type argument), `[=T]` fixed at `Ty::T`, `[MASK]` a mask of
//! types (the constructor takes the `Ty` first). The first line of the invocation is the
//! `Opcode` enum's doc comment.

#[doc(hidden)]
macro_rules! tys {
    (-) => {
        0
    };
    (=$t:ident) => {
        0
    };
    ($m:ident) => {
        $m
    };
}

macro_rules! opcodes {
    (#[doc = $enum_doc:literal]
     $( #[doc = $doc:literal] $name:ident $ctor:ident [$($tys:tt)*] ( $($arg:ident : $slot:expr),* )
        $mn:expr, $t:ident, $enc:expr, $flags:expr; )*) => {
        #[doc = $enum_doc]
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
            use R::*;
            use I::*;
            use Mn::*;
            use Enc::W as E;
            &[ $( Desc {
                name: stringify!($name),
                ctor: stringify!($ctor),
                tys: $crate::opcode_table::tys!($($tys)*),
                layout: &[$($slot),*],
                mn: $mn,
                t: T::$t,
                enc: $enc,
                flags: $flags,
                doc: $doc,
            }, )* ]
        };

        $( $crate::opcode_table::opcodes!(@ctor $name $ctor [$($tys)*] $doc ($($arg),*)); )*
    };
    (@ctor $name:ident $ctor:ident [-] $doc:literal ($($arg:ident),*)) => {
        #[doc = $doc]
        pub fn $ctor($($arg: impl Into<Arg>),*) -> MInst {
            build(Opcode::$name, Ty::X, vec![$($arg.into()),*])
        }
    };
    (@ctor $name:ident $ctor:ident [=$t:ident] $doc:literal ($($arg:ident),*)) => {
        #[doc = $doc]
        pub fn $ctor($($arg: impl Into<Arg>),*) -> MInst {
            build(Opcode::$name, Ty::$t, vec![$($arg.into()),*])
        }
    };
    (@ctor $name:ident $ctor:ident [$m:ident] $doc:literal ($($arg:ident),*)) => {
        #[doc = $doc]
        pub fn $ctor(ty: Ty, $($arg: impl Into<Arg>),*) -> MInst {
            build(Opcode::$name, ty, vec![$($arg.into()),*])
        }
    };
}
pub(crate) use opcodes;
pub(crate) use tys;
