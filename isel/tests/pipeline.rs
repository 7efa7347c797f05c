//! End-to-end tests of the target-independent selector with the mock target: parse IR,
//! select every function, run the MIR in the interpreter, allocate registers (the
//! allocator's checker runs in debug builds), apply the allocation, and run again. Both
//! runs must give the results the IR's semantics say.

mod mock;

use mock::{Interp, Mock};
use rllc_isel::libcalls::LibcallSyms;
use rllc_isel::mir::MFunction;
use rllc_isel::regalloc_adapter::{apply_allocation, RaFunction};
use rllc_isel::select::select_function;
use rllc_isel::target::TargetIsel;
use std::collections::HashMap;

struct Compiled {
    module: rllc_ir::Module,
    virt: HashMap<String, MFunction>,
    phys: HashMap<String, MFunction>,
}

fn compile_with(src: &str, mut target: Mock) -> Compiled {
    let mut module = rllc_ir::parse(src).unwrap_or_else(|e| panic!("parse: {e:?}"));
    let libcalls = LibcallSyms::new(&mut module.syms, &|n| n);
    let mut virt = HashMap::new();
    let mut phys = HashMap::new();
    let ids: Vec<_> = module.functions().filter(|(_, f)| !f.is_declaration()).map(|(id, _)| id).collect();
    for id in ids {
        let name = module.sym_text(module.global(id).name.unwrap()).into_owned();
        let mf = select_function(&module, id, &mut target, &libcalls, &rllc_isel::layouts::TypeLayouts::new(&module)).unwrap_or_else(|e| panic!("select {name}: {e}"));
        let ra = RaFunction::new(&mf);
        let out = rllc_regalloc::allocate(&ra, target.machine_env()).unwrap_or_else(|e| panic!("allocate {name}: {e}\n{}", dump(&mf)));
        let mut allocated = mf.clone();
        apply_allocation(&mut allocated, &target, &out);
        virt.insert(name.clone(), mf);
        phys.insert(name, allocated);
    }
    Compiled { module, virt, phys }
}

fn compile(src: &str) -> Compiled {
    compile_with(src, Mock::new())
}

fn dump(mf: &MFunction) -> String {
    let mut s = String::new();
    for (i, b) in mf.blocks.iter().enumerate() {
        s.push_str(&format!("bb{i} (succs {:?}, depth {}):\n", b.succs, b.loop_depth));
        for inst in &b.insts {
            s.push_str(&format!("  {} {:?}\n", inst.opcode, inst.ops));
        }
    }
    s
}

impl Compiled {
    /// Runs `name` before and after allocation; both results must agree.
    fn run(&self, name: &str, args: &[u64]) -> [u64; 2] {
        let mut a = Interp::new(&self.module);
        a.funcs = self.virt.clone();
        let r1 = a.call(name, args);
        let mut b = Interp::new(&self.module);
        b.funcs = self.phys.clone();
        b.trash_clobbers = true;
        let r2 = b.call(name, args);
        assert_eq!(r1, r2, "{name}{args:?}: before/after allocation differ\n{}", dump(&self.phys[name]));
        r1
    }
}

#[test]
fn factorial_loop() {
    let c = compile(
        r#"
define i64 @fact(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 1, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 1, %entry ], [ %acc1, %loop ]
  %acc1 = mul i64 %acc, %i
  %i1 = add i64 %i, 1
  %done = icmp ugt i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %acc1
}
"#,
    );
    assert_eq!(c.run("fact", &[10])[0], 3628800);
    assert_eq!(c.run("fact", &[1])[0], 1);
    assert_eq!(c.run("fact", &[20])[0], 2432902008176640000);
    // The loop block has depth 1.
    assert!(c.virt["fact"].blocks.iter().any(|b| b.loop_depth == 1));
}

#[test]
fn phi_swap_is_a_parallel_copy() {
    // a, b = b, a + b: the back edge's copies read each other's registers.
    let c = compile(
        r#"
define i64 @fib(i64 %n) {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %a = phi i64 [ 0, %entry ], [ %b, %loop ]
  %b = phi i64 [ 1, %entry ], [ %s, %loop ]
  %s = add i64 %a, %b
  %k1 = add i64 %k, 1
  %c = icmp ult i64 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %b
}

define i32 @swap(i32 %n) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %x = phi i32 [ 1, %entry ], [ %y, %loop ]
  %y = phi i32 [ 2, %entry ], [ %x, %loop ]
  %k1 = add i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = mul i32 %x, 10
  %r2 = add i32 %r, %y
  ret i32 %r2
}
"#,
    );
    assert_eq!(c.run("fib", &[10])[0], 55);
    assert_eq!(c.run("swap", &[1])[0], 12);
    assert_eq!(c.run("swap", &[2])[0], 21);
    assert_eq!(c.run("swap", &[5])[0], 12);
    assert_eq!(c.run("swap", &[6])[0], 21);
}

#[test]
fn i128_arithmetic() {
    let c = compile(
        r#"
define i128 @mul(i128 %a, i128 %b) {
  %r = mul i128 %a, %b
  ret i128 %r
}
define i128 @addsub(i128 %a, i128 %b) {
  %s = add i128 %a, %b
  %t = sub i128 %s, 7
  ret i128 %t
}
define i128 @shifts(i128 %a, i128 %s) {
  %x = shl i128 %a, %s
  %y = lshr i128 %a, %s
  %z = ashr i128 %a, %s
  %w = xor i128 %x, %y
  %v = xor i128 %w, %z
  ret i128 %v
}
define i1 @cmp(i128 %a, i128 %b) {
  %c = icmp slt i128 %a, %b
  ret i1 %c
}
define i128 @div(i128 %a, i128 %b) {
  %q = udiv i128 %a, %b
  %r = srem i128 %a, %b
  %x = add i128 %q, %r
  ret i128 %x
}
"#,
    );
    let split = |v: u128| [v as u64, (v >> 64) as u64];
    let join = |r: [u64; 2]| (r[0] as u128) | ((r[1] as u128) << 64);
    let cases: [(u128, u128); 4] = [
        (3, 5),
        (0xffff_ffff_ffff_ffff, 0xffff_ffff_ffff_ffff),
        (0x1234_5678_9abc_def0_1122_3344_5566_7788, 0x0fed_cba9_8765_4321_8877_6655_4433_2211),
        (u128::MAX, 2),
    ];
    for (a, b) in cases {
        let (x, y) = (split(a), split(b));
        assert_eq!(join(c.run("mul", &[x[0], x[1], y[0], y[1]])), a.wrapping_mul(b), "mul {a:x} {b:x}");
        assert_eq!(join(c.run("addsub", &[x[0], x[1], y[0], y[1]])), a.wrapping_add(b).wrapping_sub(7));
        assert_eq!(c.run("cmp", &[x[0], x[1], y[0], y[1]])[0] & 1, ((a as i128) < (b as i128)) as u64, "cmp {a:x} {b:x}");
        let q = (a / b).wrapping_add((a as i128).wrapping_rem(b as i128) as u128);
        assert_eq!(join(c.run("div", &[x[0], x[1], y[0], y[1]])), q);
    }
    let v: u128 = 0x8123_4567_89ab_cdef_0fed_cba9_8765_4321;
    for s in [0u32, 1, 13, 63, 64, 65, 100, 127] {
        let expect = (v << s) ^ (v >> s) ^ (((v as i128) >> s) as u128);
        let x = split(v);
        assert_eq!(join(c.run("shifts", &[x[0], x[1], s as u64, 0])), expect, "shift {s}");
    }
}

#[test]
fn small_integers_are_promoted() {
    let c = compile(
        r#"
define i8 @f(i8 %a, i8 %b) {
  %s = add i8 %a, %b
  %d = udiv i8 %s, 3
  %e = sdiv i8 %a, 2
  %r = xor i8 %d, %e
  ret i8 %r
}
define i16 @g(i16 %a) {
  %x = lshr i16 %a, 3
  %y = ashr i16 %a, 3
  %c = icmp sgt i16 %a, 0
  %z = select i1 %c, i16 %x, i16 %y
  ret i16 %z
}
define i32 @h(i8 %a) {
  %z = zext i8 %a to i32
  %s = sext i8 %a to i32
  %r = sub i32 %z, %s
  ret i32 %r
}
"#,
    );
    for (a, b) in [(200u8, 100u8), (7, 9), (255, 255), (128, 1)] {
        let s = a.wrapping_add(b);
        let expect = (s / 3) ^ ((a as i8 / 2) as u8);
        assert_eq!(c.run("f", &[a as u64, b as u64])[0] as u8, expect, "f({a},{b})");
    }
    for a in [0x8001u16, 0x7fff, 0, 0xffff] {
        let expect = if (a as i16) > 0 { a >> 3 } else { ((a as i16) >> 3) as u16 };
        assert_eq!(c.run("g", &[a as u64])[0] as u16, expect);
    }
    assert_eq!(c.run("h", &[0x80])[0] as u32, 0x80u32.wrapping_sub(0xffff_ff80));
}

#[test]
fn switch_lowering() {
    let c = compile(
        r#"
define i32 @dense(i32 %x) {
entry:
  switch i32 %x, label %def [
    i32 10, label %a
    i32 11, label %b
    i32 12, label %c
    i32 13, label %a
    i32 15, label %d
  ]
a:
  br label %join
b:
  br label %join
c:
  br label %join
d:
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %c ], [ 4, %d ], [ 0, %def ]
  ret i32 %r
}

define i32 @sparse(i32 %x) {
entry:
  switch i32 %x, label %def [
    i32 1, label %a
    i32 100, label %b
    i32 1000, label %c
    i32 10000, label %d
    i32 100000, label %e
    i32 -5, label %a
  ]
a:
  ret i32 1
b:
  ret i32 2
c:
  ret i32 3
d:
  ret i32 4
e:
  ret i32 5
def:
  ret i32 0
}
"#,
    );
    assert!(!c.virt["dense"].jump_tables.is_empty(), "dense switch uses a jump table");
    assert!(c.virt["sparse"].jump_tables.is_empty());
    for (x, r) in [(10, 1), (11, 2), (12, 3), (13, 1), (14, 0), (15, 4), (9, 0), (16, 0), (u32::MAX as u64, 0)] {
        assert_eq!(c.run("dense", &[x])[0] as u32, r, "dense({x})");
    }
    for (x, r) in [(1u64, 1), (100, 2), (1000, 3), (10000, 4), (100000, 5), ((-5i32) as u32 as u64, 1), (0, 0), (99, 0), (100001, 0)] {
        assert_eq!(c.run("sparse", &[x])[0] as u32, r, "sparse({x})");
    }
}

#[test]
fn memory_calls_and_globals() {
    let c = compile(
        r#"
@table = global [4 x i32] [i32 5, i32 7, i32 11, i32 13]

define i32 @sum(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %q = getelementptr inbounds i32, ptr %p, i64 %i
  %v = load i32, ptr %q, align 4
  %acc1 = add i32 %acc, %v
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc1
}

define i32 @main() {
  %buf = alloca [8 x i16], align 2
  %p = getelementptr [8 x i16], ptr %buf, i64 0, i64 3
  store i16 -2, ptr %p, align 2
  %l = load i16, ptr %p, align 2
  %e = sext i16 %l to i32
  %s = call i32 @sum(ptr @table, i64 4)
  %r = add i32 %s, %e
  ret i32 %r
}
"#,
    );
    assert_eq!(c.run("main", &[])[0] as u32, 36 - 2);
}

#[test]
fn bit_manipulation_expansions() {
    let c = compile(
        r#"
declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i64 @llvm.umax.i64(i64, i64)
declare i32 @llvm.abs.i32(i32, i1)
declare {i64, i1} @llvm.umul.with.overflow.i64(i64, i64)
declare i8 @llvm.uadd.sat.i8(i8, i8)

define i64 @bits(i32 %a, i64 %b) {
  %p = call i32 @llvm.ctpop.i32(i32 %a)
  %l = call i64 @llvm.ctlz.i64(i64 %b, i1 false)
  %t = call i32 @llvm.cttz.i32(i32 %a, i1 false)
  %s = call i32 @llvm.bswap.i32(i32 %a)
  %p64 = zext i32 %p to i64
  %t64 = zext i32 %t to i64
  %s64 = zext i32 %s to i64
  %x = shl i64 %l, 8
  %y = or i64 %x, %p64
  %z = shl i64 %t64, 16
  %w = or i64 %y, %z
  %q = shl i64 %s64, 24
  %r = xor i64 %w, %q
  ret i64 %r
}

define i32 @rot(i32 %a, i32 %n) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %a, i32 %n)
  %m = call i32 @llvm.abs.i32(i32 %r, i1 false)
  ret i32 %m
}

define i64 @ovf(i64 %a, i64 %b) {
  %r = call {i64, i1} @llvm.umul.with.overflow.i64(i64 %a, i64 %b)
  %v = extractvalue {i64, i1} %r, 0
  %o = extractvalue {i64, i1} %r, 1
  %o64 = zext i1 %o to i64
  %m = call i64 @llvm.umax.i64(i64 %v, i64 %o64)
  %s = shl i64 %o64, 63
  %x = xor i64 %m, %s
  ret i64 %x
}

define i8 @sat(i8 %a, i8 %b) {
  %r = call i8 @llvm.uadd.sat.i8(i8 %a, i8 %b)
  ret i8 %r
}
"#,
    );
    for (a, b) in [(0x0f0f_0001u32, 1u64), (0, 0), (0x8000_0000, u64::MAX), (12345678, 0x0000_1000_0000_0000)] {
        let l = if b == 0 { 64 } else { b.leading_zeros() as u64 };
        let t = if a == 0 { 32 } else { a.trailing_zeros() as u64 };
        let expect = ((l << 8) | a.count_ones() as u64 | (t << 16)) ^ ((a.swap_bytes() as u64) << 24);
        assert_eq!(c.run("bits", &[a as u64, b])[0], expect, "bits({a:#x},{b:#x})");
    }
    for (a, n) in [(0x8000_0001u32, 1u32), (0x1234_5678, 36), (0xffff_fff0, 0)] {
        let r = a.rotate_left(n % 32) as i32;
        assert_eq!(c.run("rot", &[a as u64, n as u64])[0] as u32, r.wrapping_abs() as u32);
    }
    for (a, b) in [(3u64, 5u64), (u64::MAX, 2), (1 << 32, 1 << 32), (0xffff_ffff, 0xffff_ffff)] {
        let (v, o) = a.overflowing_mul(b);
        let expect = v.max(o as u64) ^ ((o as u64) << 63);
        assert_eq!(c.run("ovf", &[a, b])[0], expect, "ovf({a},{b})");
    }
    for (a, b) in [(200u8, 100u8), (1, 2), (255, 0)] {
        assert_eq!(c.run("sat", &[a as u64, b as u64])[0] as u8, a.saturating_add(b));
    }
}

#[test]
fn spilling_with_few_registers() {
    // Many values live at once force the allocator to spill; results must not change.
    let c = compile_with(
        r#"
define i64 @many(i64 %a, i64 %b) {
  %x1 = add i64 %a, 1
  %x2 = mul i64 %b, 3
  %x3 = xor i64 %a, %b
  %x4 = sub i64 %b, %a
  %x5 = add i64 %x1, %x2
  %x6 = mul i64 %x3, %x4
  %x7 = add i64 %a, 77
  %x8 = mul i64 %x7, %x1
  %y1 = add i64 %x5, %x6
  %y2 = add i64 %x7, %x8
  %y3 = mul i64 %x1, %x2
  %y4 = mul i64 %x3, %x4
  %z1 = add i64 %y1, %y2
  %z2 = add i64 %y3, %y4
  %z3 = xor i64 %z1, %z2
  %w = add i64 %z3, %x5
  %w2 = add i64 %w, %x6
  %w3 = add i64 %w2, %x8
  ret i64 %w3
}
"#,
        Mock::tiny(),
    );
    let f = |a: u64, b: u64| {
        let x1 = a.wrapping_add(1);
        let x2 = b.wrapping_mul(3);
        let x3 = a ^ b;
        let x4 = b.wrapping_sub(a);
        let x5 = x1.wrapping_add(x2);
        let x6 = x3.wrapping_mul(x4);
        let x7 = a.wrapping_add(77);
        let x8 = x7.wrapping_mul(x1);
        let z1 = x5.wrapping_add(x6).wrapping_add(x7.wrapping_add(x8));
        let z2 = x1.wrapping_mul(x2).wrapping_add(x3.wrapping_mul(x4));
        (z1 ^ z2).wrapping_add(x5).wrapping_add(x6).wrapping_add(x8)
    };
    for (a, b) in [(1, 2), (1000, 7), (u64::MAX, 12345)] {
        assert_eq!(c.run("many", &[a, b])[0], f(a, b));
    }
}

#[test]
fn soft_float_libcalls() {
    let c = compile(
        r#"
define double @poly(double %a, double %b) {
  %s = fadd double %a, %b
  %m = fmul double %s, %a
  ret double %m
}
define i32 @conv(i32 %x, double %d) {
  %f = sitofp i32 %x to double
  %lt = fcmp olt double %f, %d
  %g = select i1 %lt, double %d, double %f
  %r = fptosi double %g to i32
  ret i32 %r
}
define double @neg(double %a) {
  %n = fneg double %a
  ret double %n
}
"#,
    );
    let f = |x: f64| x.to_bits();
    assert_eq!(f64::from_bits(c.run("poly", &[f(1.5), f(2.25)])[0]), (1.5 + 2.25) * 1.5);
    assert_eq!(c.run("conv", &[7, f(9.75)])[0] as u32, 9);
    assert_eq!(c.run("conv", &[(-3i32) as u32 as u64, f(-10.0)])[0] as u32 as i32, -3);
    assert_eq!(f64::from_bits(c.run("neg", &[f(2.5)])[0]), -2.5);
}

#[test]
fn aggregates_and_small_switch() {
    let c = compile(
        r#"
define { i64, i64 } @pair(i64 %a, i64 %b) {
  %p = insertvalue { i64, i64 } undef, i64 %b, 0
  %q = insertvalue { i64, i64 } %p, i64 %a, 1
  ret { i64, i64 } %q
}
define i64 @use_pair(i64 %a, i64 %b) {
  %p = call { i64, i64 } @pair(i64 %a, i64 %b)
  %x = extractvalue { i64, i64 } %p, 0
  %y = extractvalue { i64, i64 } %p, 1
  %d = sub i64 %x, %y
  ret i64 %d
}
define i8 @sw(i8 %x) {
entry:
  switch i8 %x, label %d [
    i8 -1, label %a
    i8 3, label %b
  ]
a:
  br label %j
b:
  br label %j
d:
  br label %j
j:
  %r = phi i8 [ 10, %a ], [ 20, %b ], [ %x, %d ]
  ret i8 %r
}
"#,
    );
    assert_eq!(c.run("use_pair", &[3, 10])[0], 7);
    assert_eq!(c.run("sw", &[0xff])[0] as u8, 10);
    assert_eq!(c.run("sw", &[0x1ff])[0] as u8, 10, "high bits of a promoted i8 are ignored");
    assert_eq!(c.run("sw", &[3])[0] as u8, 20);
    assert_eq!(c.run("sw", &[4])[0] as u8, 4);
}

#[test]
fn dag_stages_share_and_fold() {
    use rllc_isel::select::{select_function_observed, Stage};
    let src = r#"
define i64 @f(i64 %a) {
  %x = add i64 %a, 3
  %y = add i64 %a, 3
  %z = mul i64 %x, %y
  %w = add i64 %z, 0
  %k = mul i64 %w, 8
  ret i64 %k
}
"#;
    let mut module = rllc_ir::parse(src).unwrap();
    let libcalls = LibcallSyms::new(&mut module.syms, &|n| n);
    let id = module.global_by_name(b"f").unwrap();
    let mut t = Mock::new();
    let mut dumps = Vec::new();
    select_function_observed(&module, id, &mut t, &libcalls, &rllc_isel::layouts::TypeLayouts::new(&module), &mut |st, _, d| dumps.push((st, d.dump()))).unwrap();
    let built = &dumps.iter().find(|d| d.0 == Stage::Built).unwrap().1;
    // The two equal adds are one node.
    assert_eq!(built.matches("= Add").count(), 2, "{built}"); // a+3 (shared) and z+0
    let fin = &dumps.iter().find(|d| d.0 == Stage::Final).unwrap().1;
    assert!(!fin.contains("<Int(0)>"), "x+0 folded:\n{fin}");
    assert!(fin.contains("= Shl"), "mul by 8 became a shift:\n{fin}");
}

#[test]
fn vectors_are_scalarized() {
    let c = compile(
        r#"
@arr = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

define i32 @vsum(ptr %p) {
  %v = load <4 x i32>, ptr %p, align 4
  %w = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>
  %s = shufflevector <4 x i32> %w, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %m = mul <4 x i32> %w, %s
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %m)
  %e = extractelement <4 x i32> %w, i64 2
  %x = add i32 %r, %e
  %q = getelementptr i8, ptr %p, i64 16
  store <4 x i32> %m, ptr %q, align 4
  ret i32 %x
}

@out = global [8 x i32] zeroinitializer
define i32 @vmain() {
  call void @llvm.memcpy.p0.p0.i64(ptr @out, ptr @arr, i64 16, i1 false)
  %r = call i32 @vsum(ptr @out)
  %p = getelementptr i32, ptr @out, i64 5
  %l = load i32, ptr %p, align 4
  %t = add i32 %r, %l
  ret i32 %t
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
"#,
    );
    assert_eq!(c.run("vmain", &[])[0] as u32, 2453 + 726);
}
