//! Runtime library calls: the names libgcc / compiler-rt and libm provide for operations a
//! target lacks (`__divti3`, `__addtf3`, `__extendhfsf2`, `fmod`, `memcpy`, …), chosen by
//! operation and type, and `LibcallSyms`, the module symbols of those names (interned once
//! before selection, so selection itself needs only a shared `&Module`).

use crate::dag_ops::{CondCode, Opcode};
use crate::dag::FxMap;
use crate::vt::{Scalar, VT};
use rllc_ir::interner::Interner;
use rllc_ir::Sym;

/// Index into the per-format name arrays: f32, f64, f80, f128.
fn float_index(s: Scalar) -> Option<usize> {
    match s {
        Scalar::F32 => Some(0),
        Scalar::F64 => Some(1),
        Scalar::F80 => Some(2),
        Scalar::F128 => Some(3),
        _ => None,
    }
}

/// Float operations by format (f32, f64, f80, f128). x87 arithmetic has no soft routines
/// (it is native wherever `x86_fp80` exists), so those slots are empty.
const FLOAT_OPS: &[(Opcode, [&str; 4])] = &[
    (Opcode::FAdd, ["__addsf3", "__adddf3", "", "__addtf3"]),
    (Opcode::FSub, ["__subsf3", "__subdf3", "", "__subtf3"]),
    (Opcode::FMul, ["__mulsf3", "__muldf3", "", "__multf3"]),
    (Opcode::FDiv, ["__divsf3", "__divdf3", "", "__divtf3"]),
    (Opcode::FRem, ["fmodf", "fmod", "fmodl", "fmodl"]),
    (Opcode::FSqrt, ["sqrtf", "sqrt", "sqrtl", "sqrtl"]),
    (Opcode::Fma, ["fmaf", "fma", "fmal", "fmal"]),
    (Opcode::FMinNum, ["fminf", "fmin", "fminl", "fminl"]),
    (Opcode::FMaxNum, ["fmaxf", "fmax", "fmaxl", "fmaxl"]),
    (Opcode::FMinimum, ["fminimumf", "fminimum", "fminimuml", "fminimuml"]),
    (Opcode::FMaximum, ["fmaximumf", "fmaximum", "fmaximuml", "fmaximuml"]),
    (Opcode::FFloor, ["floorf", "floor", "floorl", "floorl"]),
    (Opcode::FCeil, ["ceilf", "ceil", "ceill", "ceill"]),
    (Opcode::FTrunc, ["truncf", "trunc", "truncl", "truncl"]),
    (Opcode::FRint, ["rintf", "rint", "rintl", "rintl"]),
    (Opcode::FNearbyInt, ["nearbyintf", "nearbyint", "nearbyintl", "nearbyintl"]),
    (Opcode::FRound, ["roundf", "round", "roundl", "roundl"]),
    (Opcode::FRoundEven, ["roundevenf", "roundeven", "roundevenl", "roundevenl"]),
    (Opcode::FSin, ["sinf", "sin", "sinl", "sinl"]),
    (Opcode::FCos, ["cosf", "cos", "cosl", "cosl"]),
    (Opcode::FTan, ["tanf", "tan", "tanl", "tanl"]),
    (Opcode::FAsin, ["asinf", "asin", "asinl", "asinl"]),
    (Opcode::FAcos, ["acosf", "acos", "acosl", "acosl"]),
    (Opcode::FAtan, ["atanf", "atan", "atanl", "atanl"]),
    (Opcode::FSinh, ["sinhf", "sinh", "sinhl", "sinhl"]),
    (Opcode::FCosh, ["coshf", "cosh", "coshl", "coshl"]),
    (Opcode::FTanh, ["tanhf", "tanh", "tanhl", "tanhl"]),
    (Opcode::FPow, ["powf", "pow", "powl", "powl"]),
    (Opcode::FPowi, ["__powisf2", "__powidf2", "__powixf2", "__powitf2"]),
    (Opcode::FExp, ["expf", "exp", "expl", "expl"]),
    (Opcode::FExp2, ["exp2f", "exp2", "exp2l", "exp2l"]),
    (Opcode::FLog, ["logf", "log", "logl", "logl"]),
    (Opcode::FLog2, ["log2f", "log2", "log2l", "log2l"]),
    (Opcode::FLog10, ["log10f", "log10", "log10l", "log10l"]),
];

/// The routine computing float operation `op` on type `vt`.
pub fn float_op(op: Opcode, vt: VT) -> Option<&'static str> {
    let i = float_index(vt.scalar()?)?;
    FLOAT_OPS.iter().find(|(o, _)| *o == op).map(|(_, n)| n[i]).filter(|n| !n.is_empty())
}

/// Soft-float comparison routines (f32, f64, f80, f128): `__eqtf2` & co. return an int
/// compared with 0 by the condition in the second tuple element; `__unordtf2` is
/// non-zero when either operand is NaN.
pub fn float_cmp(cc: CondCode, vt: VT) -> Option<(&'static str, CondCode)> {
    let i = float_index(vt.scalar()?)?;
    let pick = |names: [&'static str; 4]| names[i];
    use CondCode::*;
    Some(match cc {
        FOeq | FUeq => (pick(["__eqsf2", "__eqdf2", "__eqxf2", "__eqtf2"]), Eq),
        FOne | FUne => (pick(["__nesf2", "__nedf2", "__nexf2", "__netf2"]), Ne),
        FOge | FUge => (pick(["__gesf2", "__gedf2", "__gexf2", "__getf2"]), Sge),
        FOlt | FUlt => (pick(["__ltsf2", "__ltdf2", "__ltxf2", "__lttf2"]), Slt),
        FOle | FUle => (pick(["__lesf2", "__ledf2", "__lexf2", "__letf2"]), Sle),
        FOgt | FUgt => (pick(["__gtsf2", "__gtdf2", "__gtxf2", "__gttf2"]), Sgt),
        FUno | FOrd => (pick(["__unordsf2", "__unorddf2", "__unordxf2", "__unordtf2"]), Ne),
        _ => return None,
    })
}

/// The unordered check routine of a float type.
pub fn float_unord(vt: VT) -> Option<&'static str> {
    float_cmp(CondCode::FUno, vt).map(|(n, _)| n)
}

fn float_letters(s: Scalar) -> Option<&'static str> {
    Some(match s {
        Scalar::F16 => "hf",
        Scalar::F32 => "sf",
        Scalar::F64 => "df",
        Scalar::F80 => "xf",
        Scalar::F128 => "tf",
        _ => return None,
    })
}

fn int_letters(bits: u32) -> Option<&'static str> {
    Some(match bits {
        32 => "si",
        64 => "di",
        128 => "ti",
        _ => return None,
    })
}

/// Float-to-float conversions: `__extendsftf2`, `__truncdfhf2`, …
pub fn fp_convert(from: VT, to: VT) -> Option<&'static str> {
    let (f, t) = (float_letters(from.scalar()?)?, float_letters(to.scalar()?)?);
    let wider = to.bits() > from.bits();
    let name = format!("__{}{}{}2", if wider { "extend" } else { "trunc" }, f, t);
    ALL.iter().copied().find(|n| *n == name)
}

/// Float/integer conversions: `__fixtfdi`, `__fixunsdfti`, `__floatsitf`, `__floatuntisf`, …
pub fn fp_int_convert(op: Opcode, float: VT, int_bits: u32) -> Option<&'static str> {
    let f = float_letters(float.scalar()?)?;
    let i = int_letters(int_bits)?;
    let name = match op {
        Opcode::FpToSi => format!("__fix{f}{i}"),
        Opcode::FpToUi => format!("__fixuns{f}{i}"),
        Opcode::SiToFp => format!("__float{i}{f}"),
        Opcode::UiToFp => format!("__floatun{i}{f}"),
        _ => return None,
    };
    ALL.iter().copied().find(|n| *n == name)
}

/// Integer routines by width (32, 64, 128 bits).
pub fn int_op(op: Opcode, bits: u32) -> Option<&'static str> {
    let i = match bits {
        32 => 0,
        64 => 1,
        128 => 2,
        _ => return None,
    };
    let names: [&str; 3] = match op {
        Opcode::Mul => ["__mulsi3", "__muldi3", "__multi3"],
        Opcode::SDiv => ["__divsi3", "__divdi3", "__divti3"],
        Opcode::UDiv => ["__udivsi3", "__udivdi3", "__udivti3"],
        Opcode::SRem => ["__modsi3", "__moddi3", "__modti3"],
        Opcode::URem => ["__umodsi3", "__umoddi3", "__umodti3"],
        Opcode::Shl => ["", "__ashldi3", "__ashlti3"],
        Opcode::Srl => ["", "__lshrdi3", "__lshrti3"],
        Opcode::Sra => ["", "__ashrdi3", "__ashrti3"],
        Opcode::Ctpop => ["__popcountsi2", "__popcountdi2", "__popcountti2"],
        Opcode::SMulO => ["__mulosi4", "__mulodi4", "__muloti4"],
        _ => return None,
    };
    Some(names[i]).filter(|n| !n.is_empty())
}

/// Every name this module can produce (interned up front by `LibcallSyms::new`).
pub const ALL: &[&str] = &[
    "__addsf3", "__adddf3", "__addtf3", "__subsf3", "__subdf3", "__subtf3", "__mulsf3", "__muldf3", "__multf3", "__divsf3",
    "__divdf3", "__divtf3", "fmodf", "fmod", "fmodl", "sqrtf", "sqrt", "sqrtl", "fmaf", "fma", "fmal", "fminf", "fmin", "fminl",
    "fmaxf", "fmax", "fmaxl", "fminimumf", "fminimum", "fminimuml", "fmaximumf", "fmaximum", "fmaximuml", "floorf", "floor",
    "floorl", "ceilf", "ceil", "ceill", "truncf", "trunc", "truncl", "rintf", "rint", "rintl", "nearbyintf", "nearbyint",
    "nearbyintl", "roundf", "round", "roundl", "roundevenf", "roundeven", "roundevenl", "sinf", "sin", "sinl", "cosf", "cos",
    "cosl", "powf", "pow", "powl", "expf", "exp", "expl", "exp2f", "exp2", "exp2l", "logf", "log", "logl", "log2f", "log2",
    "__clear_cache", "__fixhfti", "__fixunshfti",
    "__powisf2", "__powidf2", "__powixf2", "__powitf2", "tanf", "tan", "tanl", "asinf", "asin", "asinl", "acosf",
    "acos", "acosl", "atanf", "atan", "atanl", "sinhf", "sinh", "sinhl", "coshf", "cosh", "coshl", "tanhf", "tanh",
    "tanhl",
    "log2l", "log10f", "log10", "log10l", "__eqsf2", "__eqdf2", "__eqxf2", "__eqtf2", "__nesf2", "__nedf2", "__nexf2",
    "__netf2", "__gesf2", "__gedf2", "__gexf2", "__getf2", "__ltsf2", "__ltdf2", "__ltxf2", "__lttf2", "__lesf2", "__ledf2",
    "__lexf2", "__letf2", "__gtsf2", "__gtdf2", "__gtxf2", "__gttf2", "__unordsf2", "__unorddf2", "__unordxf2", "__unordtf2",
    "__extendhfsf2", "__extendhfdf2", "__extendhftf2", "__extendhfxf2", "__extendsfdf2", "__extendsftf2", "__extendsfxf2",
    "__extenddftf2", "__extenddfxf2", "__extendxftf2", "__truncsfhf2", "__truncdfhf2", "__trunctfhf2", "__truncxfhf2",
    "__truncdfsf2", "__trunctfsf2", "__truncxfsf2", "__trunctfdf2", "__truncxfdf2", "__trunctfxf2", "__fixsfsi", "__fixsfdi",
    "__fixsfti", "__fixdfsi", "__fixdfdi", "__fixdfti", "__fixxfsi", "__fixxfdi", "__fixxfti", "__fixtfsi", "__fixtfdi",
    "__fixtfti", "__fixunssfsi", "__fixunssfdi", "__fixunssfti", "__fixunsdfsi", "__fixunsdfdi", "__fixunsdfti", "__fixunsxfsi",
    "__fixunsxfdi", "__fixunsxfti", "__fixunstfsi", "__fixunstfdi", "__fixunstfti", "__floatsisf", "__floatsidf", "__floatsixf",
    "__floatsitf", "__floatdisf", "__floatdidf", "__floatdixf", "__floatditf", "__floattisf", "__floattidf", "__floattixf",
    "__floattitf", "__floatunsisf", "__floatunsidf", "__floatunsixf", "__floatunsitf", "__floatundisf", "__floatundidf",
    "__floatundixf", "__floatunditf", "__floatuntisf", "__floatuntidf", "__floatuntixf", "__floatuntitf", "__mulsi3", "__muldi3",
    "__multi3", "__divsi3", "__divdi3", "__divti3", "__udivsi3", "__udivdi3", "__udivti3", "__modsi3", "__moddi3", "__modti3",
    "__umodsi3", "__umoddi3", "__umodti3", "__ashldi3", "__ashlti3", "__lshrdi3", "__lshrti3", "__ashrdi3", "__ashrti3",
    "__popcountsi2", "__popcountdi2", "__popcountti2", "__mulosi4", "__mulodi4", "__muloti4", "memcpy", "memmove", "memset",
    "abort", "_Unwind_Resume", "__tls_get_addr", "__atomic_load_16", "__atomic_store_16", "__atomic_exchange_16",
    "__atomic_compare_exchange_16", "__atomic_fetch_add_16", "__atomic_fetch_sub_16", "__atomic_fetch_and_16",
    "__atomic_fetch_or_16", "__atomic_fetch_xor_16", "__atomic_fetch_nand_16", "__fentry__",
];

/// libgcc's AArch64 outline atomics (`-moutline-atomics`): `__aarch64_<op><bytes>_<order>`,
/// which use LSE instructions when the CPU has them and exclusive loops otherwise.
pub const OUTLINE_ATOMICS: &[&str] = &[
    "__aarch64_cas1_relax", "__aarch64_cas1_acq", "__aarch64_cas1_rel", "__aarch64_cas1_acq_rel",
    "__aarch64_cas2_relax", "__aarch64_cas2_acq", "__aarch64_cas2_rel", "__aarch64_cas2_acq_rel",
    "__aarch64_cas4_relax", "__aarch64_cas4_acq", "__aarch64_cas4_rel", "__aarch64_cas4_acq_rel",
    "__aarch64_cas8_relax", "__aarch64_cas8_acq", "__aarch64_cas8_rel", "__aarch64_cas8_acq_rel",
    "__aarch64_cas16_relax", "__aarch64_cas16_acq", "__aarch64_cas16_rel", "__aarch64_cas16_acq_rel",
    "__aarch64_swp1_relax", "__aarch64_swp1_acq", "__aarch64_swp1_rel", "__aarch64_swp1_acq_rel",
    "__aarch64_swp2_relax", "__aarch64_swp2_acq", "__aarch64_swp2_rel", "__aarch64_swp2_acq_rel",
    "__aarch64_swp4_relax", "__aarch64_swp4_acq", "__aarch64_swp4_rel", "__aarch64_swp4_acq_rel",
    "__aarch64_swp8_relax", "__aarch64_swp8_acq", "__aarch64_swp8_rel", "__aarch64_swp8_acq_rel",
    "__aarch64_ldadd1_relax", "__aarch64_ldadd1_acq", "__aarch64_ldadd1_rel", "__aarch64_ldadd1_acq_rel",
    "__aarch64_ldadd2_relax", "__aarch64_ldadd2_acq", "__aarch64_ldadd2_rel", "__aarch64_ldadd2_acq_rel",
    "__aarch64_ldadd4_relax", "__aarch64_ldadd4_acq", "__aarch64_ldadd4_rel", "__aarch64_ldadd4_acq_rel",
    "__aarch64_ldadd8_relax", "__aarch64_ldadd8_acq", "__aarch64_ldadd8_rel", "__aarch64_ldadd8_acq_rel",
    "__aarch64_ldclr1_relax", "__aarch64_ldclr1_acq", "__aarch64_ldclr1_rel", "__aarch64_ldclr1_acq_rel",
    "__aarch64_ldclr2_relax", "__aarch64_ldclr2_acq", "__aarch64_ldclr2_rel", "__aarch64_ldclr2_acq_rel",
    "__aarch64_ldclr4_relax", "__aarch64_ldclr4_acq", "__aarch64_ldclr4_rel", "__aarch64_ldclr4_acq_rel",
    "__aarch64_ldclr8_relax", "__aarch64_ldclr8_acq", "__aarch64_ldclr8_rel", "__aarch64_ldclr8_acq_rel",
    "__aarch64_ldeor1_relax", "__aarch64_ldeor1_acq", "__aarch64_ldeor1_rel", "__aarch64_ldeor1_acq_rel",
    "__aarch64_ldeor2_relax", "__aarch64_ldeor2_acq", "__aarch64_ldeor2_rel", "__aarch64_ldeor2_acq_rel",
    "__aarch64_ldeor4_relax", "__aarch64_ldeor4_acq", "__aarch64_ldeor4_rel", "__aarch64_ldeor4_acq_rel",
    "__aarch64_ldeor8_relax", "__aarch64_ldeor8_acq", "__aarch64_ldeor8_rel", "__aarch64_ldeor8_acq_rel",
    "__aarch64_ldset1_relax", "__aarch64_ldset1_acq", "__aarch64_ldset1_rel", "__aarch64_ldset1_acq_rel",
    "__aarch64_ldset2_relax", "__aarch64_ldset2_acq", "__aarch64_ldset2_rel", "__aarch64_ldset2_acq_rel",
    "__aarch64_ldset4_relax", "__aarch64_ldset4_acq", "__aarch64_ldset4_rel", "__aarch64_ldset4_acq_rel",
    "__aarch64_ldset8_relax", "__aarch64_ldset8_acq", "__aarch64_ldset8_rel", "__aarch64_ldset8_acq_rel",
];

/// The outline atomic `__aarch64_<op><bytes>_<order>` (op: cas, swp, ldadd, ldclr, ldeor,
/// ldset; order: relax, acq, rel, acq_rel).
pub fn outline_atomic(op: &str, bytes: u32, order: &str) -> Option<&'static str> {
    let name = format!("__aarch64_{op}{bytes}_{order}");
    OUTLINE_ATOMICS.iter().copied().find(|n| *n == name)
}

/// The sized libatomic routine `<base>_<bytes>` (`__atomic_fetch_add_16`), for the
/// atomic widths no target here has instructions for.
pub fn atomic_sized(base: &str, bytes: u32) -> Option<&'static str> {
    let name = format!("{base}_{bytes}");
    ALL.iter().copied().find(|n| *n == name)
}

/// The module symbols of the runtime routine names.
#[derive(Clone, Default)]
pub struct LibcallSyms {
    map: FxMap<&'static str, Sym>,
}

impl LibcallSyms {
    /// Interns every name in `ALL` (after the target's renaming) into the module's
    /// interner. Call once per module before selecting its functions.
    pub fn new(syms: &mut Interner, rename: &dyn Fn(&'static str) -> &'static str) -> LibcallSyms {
        let mut map = FxMap::default();
        for &n in ALL.iter().chain(OUTLINE_ATOMICS) {
            map.insert(n, syms.intern_str(rename(n)));
        }
        LibcallSyms { map }
    }

    /// The symbol of a routine (by its default name).
    pub fn get(&self, name: &str) -> Option<Sym> {
        self.map.get(name).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn names() {
        assert_eq!(fp_convert(VT::F16, VT::F32), Some("__extendhfsf2"));
        assert_eq!(fp_convert(VT::F128, VT::F64), Some("__trunctfdf2"));
        assert_eq!(fp_int_convert(Opcode::FpToUi, VT::F64, 128), Some("__fixunsdfti"));
        assert_eq!(fp_int_convert(Opcode::UiToFp, VT::F128, 64), Some("__floatunditf"));
        assert_eq!(int_op(Opcode::UDiv, 128), Some("__udivti3"));
        assert_eq!(float_op(Opcode::FAdd, VT::F128), Some("__addtf3"));
        for (op, names) in FLOAT_OPS {
            let _ = op;
            for n in names.iter().filter(|n| !n.is_empty()) {
                assert!(ALL.contains(n), "{n}");
            }
        }
    }
}
