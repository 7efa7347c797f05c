//! NEON selection of the legal 128-bit vectors (arithmetic, compares, selects, shuffles,
//! lane access) and the fast-math rewrites llc's combiner makes: `contract` multiplies
//! and adds fused into one rounding (half ones too with `+fullfp16`), `arcp` divisions by
//! a constant as multiplications, and the libm calls fast-math intrinsics become.

use super::{asm_of, check};

#[test]
fn vector_arithmetic_is_neon() {
    let src = r#"define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {
  %m = mul <4 x i32> %a, %b
  %s = sub <4 x i32> %m, %a
  %x = xor <4 x i32> %s, <i32 -1, i32 -1, i32 -1, i32 -1>
  ret <4 x i32> %x
}
"#;
    check(&asm_of(src, "f"), &["mul\tv1.4s, v0.4s, v1.4s", "sub\tv", "mvn\tv0.16b"], &["umov", "\tmul\tw"]);
    let src = r#"define <2 x double> @g(<2 x double> %a, <2 x double> %b) {
  %d = fdiv <2 x double> %a, %b
  %q = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %d)
  ret <2 x double> %q
}
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>)
"#;
    check(&asm_of(src, "g"), &["fdiv\tv0.2d, v0.2d, v1.2d", "fsqrt\tv0.2d, v0.2d"], &["fdiv\td"]);
}

#[test]
fn vector_compares_and_selects_are_masks() {
    let src = r#"define <4 x float> @f(<4 x float> %a, <4 x float> %b) {
  %c = fcmp olt <4 x float> %a, %b
  %s = select <4 x i1> %c, <4 x float> %a, <4 x float> %b
  ret <4 x float> %s
}
"#;
    check(&asm_of(src, "f"), &["fcmgt\tv", "bsl\tv"], &["fcmp\t", "fcsel"]);
    let src = r#"define <8 x i16> @g(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp ult <8 x i16> %a, %b
  %z = sext <8 x i1> %c to <8 x i16>
  ret <8 x i16> %z
}
"#;
    check(&asm_of(src, "g"), &["cmhi\tv0.8h, v1.8h, v0.8h"], &["cmp\t"]);
}

#[test]
fn shuffles_use_permutes() {
    let src = r#"define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {
  %s = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %s
}
"#;
    check(&asm_of(src, "f"), &["zip1\tv0.4s, v0.4s, v1.4s"], &["mov\tv"]);
    let src = r#"define <4 x i32> @g(<4 x i32> %a, <4 x i32> %b) {
  %s = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
  ret <4 x i32> %s
}
"#;
    check(&asm_of(src, "g"), &["ext\tv0.16b, v0.16b, v1.16b, #4"], &[]);
    let src = r#"define <4 x float> @h(<4 x float> %a) {
  %s = shufflevector <4 x float> %a, <4 x float> poison, <4 x i32> <i32 2, i32 2, i32 2, i32 2>
  ret <4 x float> %s
}
"#;
    check(&asm_of(src, "h"), &["dup\tv0.4s, v0.s[2]"], &[]);
}

#[test]
fn contract_multiply_adds_fuse() {
    let src = r#"define double @f(double %a, double %b, double %c) {
  %m = fmul contract double %a, %b
  %s = fadd contract double %m, %c
  ret double %s
}
"#;
    check(&asm_of(src, "f"), &["fmadd\td0, d0, d1, d2"], &["fmul", "fadd"]);
    let src = r#"define <4 x float> @v(<4 x float> %a, <4 x float> %b, <4 x float> %c) {
  %m = fmul contract <4 x float> %a, %b
  %s = fsub contract <4 x float> %c, %m
  ret <4 x float> %s
}
"#;
    check(&asm_of(src, "v"), &["fmla\tv"], &["fmul", "fsub"]);
    // Without `contract` on both, two roundings.
    let src = r#"define double @g(double %a, double %b, double %c) {
  %m = fmul double %a, %b
  %s = fadd contract double %m, %c
  ret double %s
}
"#;
    check(&asm_of(src, "g"), &["fmul\td", "fadd\td"], &["fmadd"]);
}

#[test]
fn arcp_division_by_a_constant_multiplies() {
    let src = r#"define float @f(float %x) {
  %d = fdiv arcp float %x, 2.550000e+02
  ret float %d
}
"#;
    check(&asm_of(src, "f"), &["fmul\ts0, s0, s"], &["fdiv"]);
    let src = r#"define float @g(float %x) {
  %d = fdiv float %x, 2.550000e+02
  ret float %d
}
"#;
    check(&asm_of(src, "g"), &["fdiv\ts0, s0, s"], &["fmul"]);
}

#[test]
fn math_intrinsics_of_fast_math_are_libm_calls() {
    // clang -ffast-math (or -fno-math-errno) turns tan/asin/…/tanh into intrinsics.
    let mut src = String::from("define double @f(double %x) {\n");
    let names = ["tan", "asin", "acos", "atan", "sinh", "cosh", "tanh"];
    for (i, n) in names.iter().enumerate() {
        let prev = if i == 0 { "%x".to_string() } else { format!("%r{}", i - 1) };
        src += &format!("  %r{i} = call fast double @llvm.{n}.f64(double {prev})\n");
    }
    src += &format!("  ret double %r{}\n}}\n", names.len() - 1);
    for n in names {
        src += &format!("declare double @llvm.{n}.f64(double)\n");
    }
    src += "define float @p(float %x, i32 %n) {\n";
    src += "  %r = call float @llvm.powi.f32.i32(float %x, i32 %n)\n  ret float %r\n}\n";
    src += "declare float @llvm.powi.f32.i32(float, i32)\n";
    let text = asm_of(&src, "f");
    let calls: Vec<String> = names.iter().map(|n| format!("bl\t{n}\n")).collect();
    check(&text, &calls.iter().map(String::as_str).collect::<Vec<_>>(), &[]);
    check(&asm_of(&src, "p"), &["\t__powisf2"], &[]);
}

#[test]
fn half_fmuladd_fuses_with_fullfp16() {
    let src = r#"define half @f(half %a, half %b, half %c) {
  %r = call half @llvm.fmuladd.f16(half %a, half %b, half %c)
  ret half %r
}
declare half @llvm.fmuladd.f16(half, half, half)
"#;
    check(&super::asm_with(src, "f", &["+fullfp16"], false), &["fmadd\th0, h0, h1, h2"], &["fcvt"]);
    // Without it llc computes in f32, rounding the product and the sum to half each.
    check(&asm_of(src, "f"), &["fmul\ts", "fadd\ts", "fcvt\th"], &["fmadd"]);
}
