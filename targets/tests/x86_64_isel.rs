//! Tests of x86-64 instruction selection through the real pipeline: parse a small `.ll`
//! module, select every function with `X86Target`, allocate registers, apply the
//! allocation, add a minimal frame, then
//! * check the AT&T text of key patterns (must / must-not, Go-asmcheck style), and
//! * run it: the text is assembled and linked by gcc with a C harness that calls each
//!   function both as compiled by rllc (`rllc_<name>`) and by clang-19 from the same IR
//!   (`<name>`), so results are compared with llc's, not with hand-written expectations.
//!
//! The calling convention here is a register-only System V subset (`TestAbi`) so these
//! tests do not depend on `abi.rs`; frames use rbp and reserve every stack object below
//! the saved registers.

use rllc_ir::{Diagnostic, Module};
use rllc_isel::dag::{NodeId, SDValue};
use rllc_isel::dag_ops::{NodeData, Opcode};
use rllc_isel::libcalls::LibcallSyms;
use rllc_isel::mir::{FrameIndex, MBlockId, MInst, PReg, Reg, SymbolRef};
use rllc_isel::regalloc_adapter::{apply_allocation, RaFunction};
use rllc_isel::select::{select_function, SelectCx};
use rllc_isel::target::{ArgPart, CallLowering, CallResult, LowerCx, OpAction, TargetIsel, TargetLowering};
use rllc_isel::vt::{TypeConversion, VT};
use rllc_regalloc::{MachineEnv, RegClass};
use rllc_targets::x86_64::asm::{print_function, AsmContext};
use rllc_targets::x86_64::emit::{emit_function, FrameLayout};
use rllc_targets::x86_64::inst as I;
use rllc_targets::x86_64::regs::{self, Abi, Size, RBP, RSP};
use rllc_targets::x86_64::{Features, X86Target};
use std::fmt::Write;
use std::path::PathBuf;
use std::process::Command;

// ---------------------------------------------------------------------------------------
// A register-only System V calling convention for the tests.

struct TestTarget(X86Target);

const INT_RET: [PReg; 2] = [regs::RAX, regs::RDX];
const XMM_RET: [PReg; 2] = [regs::XMM0, regs::XMM1];

fn assign(parts: &[ArgPart], int: &[PReg], xmm: &[PReg]) -> Result<Vec<PReg>, Diagnostic> {
    let (mut gi, mut xi) = (0, 0);
    let mut out = Vec::new();
    for p in parts {
        let r = if p.vt.is_int() {
            gi += 1;
            int.get(gi - 1)
        } else {
            xi += 1;
            xmm.get(xi - 1)
        };
        out.push(*r.ok_or_else(|| Diagnostic::new(None, "test ABI: too many arguments"))?);
    }
    Ok(out)
}

fn copies_to(cx: &mut LowerCx<'_>, mut ch: SDValue, vals: &[(SDValue, PReg)]) -> (SDValue, Option<SDValue>) {
    let mut glue = None;
    for &(v, p) in vals {
        let mut ops = vec![ch, v];
        ops.extend(glue);
        let n = cx.dag.get(Opcode::CopyToReg, &[VT::Chain, VT::Glue], &ops, NodeData::Reg(Reg::Phys(p)), 0);
        ch = SDValue::new(n, 0);
        glue = Some(SDValue::new(n, 1));
    }
    (ch, glue)
}

fn copies_from(cx: &mut LowerCx<'_>, mut ch: SDValue, mut glue: SDValue, regs: &[(VT, PReg)]) -> (SDValue, Vec<SDValue>) {
    let mut vals = Vec::new();
    for &(vt, p) in regs {
        let n = cx.dag.get(Opcode::CopyFromReg, &[vt, VT::Chain, VT::Glue], &[ch, glue], NodeData::Reg(Reg::Phys(p)), 0);
        vals.push(SDValue::new(n, 0));
        ch = SDValue::new(n, 1);
        glue = SDValue::new(n, 2);
    }
    (ch, vals)
}

impl TargetLowering for TestTarget {
    fn pointer_vt(&self) -> VT {
        self.0.pointer_vt()
    }
    fn is_legal_type(&self, vt: VT) -> bool {
        self.0.is_legal_type(vt)
    }
    fn type_conversion(&self, vt: VT) -> TypeConversion {
        self.0.type_conversion(vt)
    }
    fn reg_class(&self, vt: VT) -> RegClass {
        self.0.reg_class(vt)
    }
    fn op_action(&self, op: Opcode, vt: VT) -> OpAction {
        self.0.op_action(op, vt)
    }
    fn setcc_result_vt(&self, vt: VT) -> VT {
        self.0.setcc_result_vt(vt)
    }
    fn shift_amount_vt(&self, vt: VT) -> VT {
        self.0.shift_amount_vt(vt)
    }
    fn lower_custom(&mut self, cx: &mut LowerCx<'_>, node: NodeId) -> Result<Option<Vec<SDValue>>, Diagnostic> {
        self.0.lower_custom(cx, node)
    }
    fn lower_formal_arguments(
        &mut self,
        cx: &mut LowerCx<'_>,
        chain: SDValue,
        parts: &[ArgPart],
        _va: bool,
    ) -> Result<(SDValue, Vec<SDValue>), Diagnostic> {
        let regs = assign(parts, regs::int_arg_regs(Abi::SysV), regs::float_arg_regs(Abi::SysV))?;
        let ar = cx.dag.get(Opcode::ArgRegs, &[VT::Chain, VT::Glue], &[chain], NodeData::None, 0);
        let rv: Vec<(VT, PReg)> = parts.iter().zip(regs).map(|(p, r)| (p.vt, r)).collect();
        Ok(copies_from(cx, SDValue::new(ar, 0), SDValue::new(ar, 1), &rv))
    }
    fn lower_call(&mut self, cx: &mut LowerCx<'_>, call: &CallLowering<'_>) -> Result<CallResult, Diagnostic> {
        let parts: Vec<ArgPart> = call.args.iter().map(|a| a.1).collect();
        let regs = assign(&parts, regs::int_arg_regs(Abi::SysV), regs::float_arg_regs(Abi::SysV))?;
        let mut vals: Vec<(SDValue, PReg)> = call.args.iter().map(|a| a.0).zip(regs.iter().copied()).collect();
        if call.is_vararg {
            let n = regs.iter().filter(|r| regs::is_xmm(**r)).count();
            let al = cx.dag.constant(VT::I8, n as u128);
            vals.push((al, regs::RAX));
        }
        let (ch, glue) = copies_to(cx, call.chain, &vals);
        let mut ops = vec![ch, call.callee];
        ops.extend(glue);
        let c = cx.dag.get(Opcode::Call, &[VT::Chain, VT::Glue], &ops, NodeData::Payload(0), 0);
        let rets = assign(call.rets, &INT_RET, &XMM_RET)?;
        let rv: Vec<(VT, PReg)> = call.rets.iter().zip(rets).map(|(p, r)| (p.vt, r)).collect();
        let (chain, values) = copies_from(cx, SDValue::new(c, 0), SDValue::new(c, 1), &rv);
        Ok(CallResult { chain, values })
    }
    fn lower_return(&mut self, cx: &mut LowerCx<'_>, chain: SDValue, vals: &[(SDValue, ArgPart)]) -> Result<SDValue, Diagnostic> {
        let parts: Vec<ArgPart> = vals.iter().map(|a| a.1).collect();
        let regs = assign(&parts, &INT_RET, &XMM_RET)?;
        let v: Vec<(SDValue, PReg)> = vals.iter().map(|a| a.0).zip(regs).collect();
        let (ch, glue) = copies_to(cx, chain, &v);
        let mut ops = vec![ch];
        ops.extend(glue);
        let r = cx.dag.get(Opcode::Return, &[VT::Chain], &ops, NodeData::None, 0);
        Ok(SDValue::new(r, 0))
    }
}

impl TargetIsel for TestTarget {
    fn select(&mut self, node: NodeId, cx: &mut SelectCx<'_>) -> Result<(), Diagnostic> {
        self.0.select(node, cx)
    }
    fn gen_move(&self, dst: Reg, src: Reg, class: RegClass) -> MInst {
        self.0.gen_move(dst, src, class)
    }
    fn gen_spill(&self, slot: FrameIndex, src: PReg, class: RegClass) -> MInst {
        self.0.gen_spill(slot, src, class)
    }
    fn gen_reload(&self, dst: PReg, slot: FrameIndex, class: RegClass) -> MInst {
        self.0.gen_reload(dst, slot, class)
    }
    fn spill_slot_layout(&self, class: RegClass) -> (u64, u64) {
        self.0.spill_slot_layout(class)
    }
    fn machine_env(&self) -> &MachineEnv {
        self.0.machine_env()
    }
}

// ---------------------------------------------------------------------------------------
// The pipeline and a minimal frame.

struct Ctx<'a> {
    m: &'a Module,
    fnum: usize,
    slots: Vec<i64>,
}

impl FrameLayout for Ctx<'_> {
    fn frame_slot(&self, index: FrameIndex) -> Option<(PReg, i64)> {
        self.slots.get(index.0 as usize).map(|&o| (RBP, o))
    }
}

impl AsmContext for Ctx<'_> {
    fn symbol(&self, sym: SymbolRef, out: &mut String) {
        match sym {
            SymbolRef::Global(g) => {
                let gv = self.m.global(g);
                let name = gv.name.map(|s| self.m.sym_text(s).into_owned()).unwrap_or_else(|| format!("__unnamed_{}", g.0));
                if !gv.is_declaration() {
                    out.push_str("rllc_");
                }
                out.push_str(&name);
            }
            SymbolRef::External(s) => out.push_str(&self.m.sym_text(s)),
            SymbolRef::ConstPool(n) => {
                let _ = write!(out, ".LCPI{}_{n}", self.fnum);
            }
            SymbolRef::JumpTable(n) => {
                let _ = write!(out, ".LJTI{}_{n}", self.fnum);
            }
            SymbolRef::Block(b) => self.block_label(b, out),
        }
    }
    fn block_label(&self, block: MBlockId, out: &mut String) {
        let _ = write!(out, ".LBB{}_{}", self.fnum, block.0);
    }
}

struct Compiled {
    /// The whole module as assembly text.
    asm: String,
}

impl Compiled {
    /// The body of one function in the assembly text.
    fn func(&self, name: &str) -> &str {
        let start = self.asm.find(&format!("rllc_{name}:\n")).unwrap_or_else(|| panic!("no function {name}"));
        let rest = &self.asm[start..];
        let end = rest.find("\t.size").unwrap_or(rest.len());
        &rest[..end]
    }
}

fn compile_with(src: &str, features: Features) -> Compiled {
    let mut module = rllc_ir::parse(src).unwrap_or_else(|e| panic!("parse: {e:?}"));
    let libcalls = LibcallSyms::new(&mut module.syms, &|n| n);
    let mut t = TestTarget(X86Target::new(Abi::SysV, true, true, features));
    let ids: Vec<_> = module.functions().filter(|(_, f)| !f.is_declaration()).map(|(id, _)| id).collect();
    let mut asm = String::from("\t.text\n");
    let mut rodata = String::new();
    for (fnum, id) in ids.into_iter().enumerate() {
        let name = module.sym_text(module.global(id).name.unwrap()).into_owned();
        let mut mf = select_function(&module, id, &mut t, &libcalls).unwrap_or_else(|e| panic!("select {name}: {}", e.message));
        let ra = RaFunction::new(&mf);
        let out = rllc_regalloc::allocate(&ra, t.machine_env()).unwrap_or_else(|e| panic!("allocate {name}: {e}"));
        let summary = apply_allocation(&mut mf, &t, &out);
        // Frame: push rbp; mov rsp, rbp; push callee-saved; sub F. Objects below.
        let saved: Vec<PReg> = summary.used_callee_saved.iter().flatten().copied().filter(|&p| p != RBP).collect();
        let mut off = 0i64;
        let mut objs = Vec::new();
        for o in &mf.stack_objects {
            off = (off + o.size as i64 + o.align as i64 - 1) / o.align as i64 * o.align as i64;
            objs.push(off);
        }
        let push_bytes = 8 * saved.len() as i64;
        let mut frame = (off + 15) / 16 * 16;
        if (16 + push_bytes + frame) % 16 != 0 {
            frame += 8;
        }
        let slots: Vec<i64> = mf.stack_objects.iter().zip(&objs).map(|(o, &end)| -push_bytes - end + 0 * o.size as i64).collect();
        let mut pro = vec![I::push_r(RBP), I::mov_rr(Size::S64, RBP, RSP)];
        pro.extend(saved.iter().map(|&p| I::push_r(p)));
        if frame > 0 {
            pro.push(I::sub_ri(Size::S64, RSP, RSP, frame as i32));
        }
        let mut epi = vec![I::lea(Size::S64, RSP, I::Addr::base(RBP, -push_bytes as i32))];
        epi.extend(saved.iter().rev().map(|&p| I::pop_r(p)));
        epi.push(I::pop_r(RBP));
        mf.blocks[0].insts.splice(0..0, pro);
        for b in &mut mf.blocks {
            let mut k = 0;
            while k < b.insts.len() {
                if I::decode(&b.insts[k]).map(|d| d.0) == Some(I::Opcode::Ret) {
                    b.insts.splice(k..k, epi.iter().cloned());
                    k += epi.len();
                }
                k += 1;
            }
        }
        let ctx = Ctx { m: &module, fnum, slots };
        emit_function(&mf, &ctx).unwrap_or_else(|e| panic!("emit {name}: {e}"));
        let _ = write!(asm, "\t.globl\trllc_{name}\n\t.type\trllc_{name},@function\nrllc_{name}:\n");
        let mut body = String::new();
        print_function(&mf, &ctx, &mut body).unwrap_or_else(|e| panic!("print {name}: {e}"));
        asm.push_str(&body);
        let _ = writeln!(asm, "\t.size\trllc_{name}, .-rllc_{name}");
        for (k, e) in mf.const_pool.iter().enumerate() {
            let _ = write!(rodata, "\t.p2align\t{}\n.LCPI{fnum}_{k}:\n\t.byte\t", e.align.trailing_zeros());
            let bytes: Vec<String> = e.bytes.iter().map(|b| b.to_string()).collect();
            rodata.push_str(&bytes.join(","));
            rodata.push('\n');
        }
        for (k, jt) in mf.jump_tables.iter().enumerate() {
            let _ = writeln!(rodata, "\t.p2align\t2\n.LJTI{fnum}_{k}:");
            for b in jt {
                let _ = writeln!(rodata, "\t.long\t.LBB{fnum}_{}-.LJTI{fnum}_{k}", b.0);
            }
        }
    }
    if !rodata.is_empty() {
        asm.push_str("\t.section\t.rodata\n");
        asm.push_str(&rodata);
    }
    asm.push_str("\t.section\t.note.GNU-stack,\"\",@progbits\n");
    if std::env::var_os("RLLC_DUMP").is_some() {
        eprintln!("{asm}");
    }
    Compiled { asm }
}

fn compile(src: &str) -> Compiled {
    compile_with(src, Features::default())
}

/// Asserts that each `must` pattern occurs in function `name`'s text and no `must_not`
/// pattern does.
fn check(c: &Compiled, name: &str, must: &[&str], must_not: &[&str]) {
    let body = c.func(name);
    for m in must {
        assert!(body.contains(m), "{name}: expected `{m}` in\n{body}");
    }
    for m in must_not {
        assert!(!body.contains(m), "{name}: unexpected `{m}` in\n{body}");
    }
}

fn tmpdir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rllc-x86-isel-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Builds `ll` with rllc (functions named `rllc_*`) and with clang-19, links both with
/// the C `harness`, runs it and asserts it exits with 0; returns its stdout.
fn run(tag: &str, ll: &str, harness: &str) -> String {
    let c = compile(ll);
    let d = tmpdir(tag);
    std::fs::write(d.join("rllc.s"), &c.asm).unwrap();
    std::fs::write(d.join("ref.ll"), ll).unwrap();
    std::fs::write(d.join("main.c"), harness).unwrap();
    let ok = |cmd: &mut Command| {
        let o = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
        assert!(o.status.success(), "{cmd:?} failed:\n{}\n{}\n--- asm ---\n{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr), c.asm);
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    ok(Command::new("clang-19").args(["-c", "-O1", "-Wno-override-module", "ref.ll", "-o", "ref.o"]).current_dir(&d));
    ok(Command::new("gcc").args(["-O0", "-w", "main.c", "rllc.s", "ref.o", "-o", "prog", "-lm"]).current_dir(&d));
    let out = ok(&mut Command::new(d.join("prog")));
    let _ = std::fs::remove_dir_all(&d);
    out
}

// ---------------------------------------------------------------------------------------
// Pattern tests.

#[test]
fn return_constant() {
    let c = compile("define i32 @f() {\n  ret i32 42\n}\n");
    check(&c, "f", &["movl\t$42, %eax", "retq"], &[]);
}

#[test]
fn lea_for_scaled_add() {
    let c = compile(
        r#"
define i64 @f(i64 %a, i64 %b) {
  %s = shl i64 %b, 2
  %t = add i64 %a, %s
  %u = add i64 %t, 8
  ret i64 %u
}
"#,
    );
    check(&c, "f", &["leaq\t8(%rdi,%rsi,4), %rax"], &["shlq", "addq"]);
}

#[test]
fn cmov_for_select() {
    let c = compile(
        r#"
define i32 @f(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}
"#,
    );
    check(&c, "f", &["cmpl\t%esi, %edi", "cmovl"], &["setl", "test"]);
}

#[test]
fn load_folded_into_add() {
    let c = compile(
        r#"
define i32 @f(ptr %p, i32 %x) {
  %v = load i32, ptr %p
  %r = add i32 %x, %v
  ret i32 %r
}
"#,
    );
    check(&c, "f", &["addl\t(%rdi), %e"], &["movl\t(%rdi)"]);
}

#[test]
fn compare_and_branch_fused() {
    let c = compile(
        r#"
define i32 @f(i32 %a) {
entry:
  %c = icmp eq i32 %a, 7
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 2
}
"#,
    );
    check(&c, "f", &["cmpl\t$7, %edi", "jne\t"], &["sete"]);
}

#[test]
fn test_for_and_with_zero() {
    let c = compile(
        r#"
define i32 @f(i32 %a) {
  %m = and i32 %a, 16
  %c = icmp ne i32 %m, 0
  %r = zext i1 %c to i32
  ret i32 %r
}
"#,
    );
    check(&c, "f", &["testl\t$16, %edi", "setne"], &["andl"]);
}

#[test]
fn rmw_store() {
    let c = compile(
        r#"
define void @f(ptr %p) {
  %v = load i32, ptr %p
  %r = add i32 %v, 5
  store i32 %r, ptr %p
  ret void
}
"#,
    );
    check(&c, "f", &["addl\t$5, (%rdi)"], &["movl"]);
}

// ---------------------------------------------------------------------------------------
// Run tests against clang.

#[test]
fn run_integer_arithmetic() {
    let ll = r#"
define i64 @arith(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  %d = sub i64 %s, 3
  %m = mul i64 %d, %b
  %x = xor i64 %m, %a
  %o = or i64 %x, 1
  %n = and i64 %o, 1048575
  ret i64 %n
}
define i32 @divs(i32 %a, i32 %b) {
  %q = sdiv i32 %a, %b
  %r = srem i32 %a, %b
  %u = udiv i32 %a, %b
  %v = urem i32 %a, %b
  %t1 = mul i32 %q, 1000
  %t2 = add i32 %t1, %r
  %t3 = xor i32 %t2, %u
  %t4 = add i32 %t3, %v
  ret i32 %t4
}
define i64 @shifts(i64 %a, i64 %s) {
  %s1 = and i64 %s, 63
  %x = shl i64 %a, %s1
  %y = lshr i64 %a, %s1
  %z = ashr i64 %a, %s1
  %w = shl i64 %a, 7
  %t = xor i64 %x, %y
  %t2 = xor i64 %t, %z
  %t3 = add i64 %t2, %w
  ret i64 %t3
}
define i8 @small(i8 %a, i8 %b) {
  %m = mul i8 %a, %b
  %d = udiv i8 %m, 7
  %s = sdiv i8 %a, 3
  %r = add i8 %d, %s
  ret i8 %r
}
define i16 @small16(i16 %a, i16 %b) {
  %m = mul i16 %a, %b
  %d = sdiv i16 %m, 13
  %s = ashr i16 %a, 3
  %r = sub i16 %d, %s
  ret i16 %r
}
define i32 @minmax(i32 %a, i32 %b) {
  %c = icmp sgt i32 %a, %b
  %m = select i1 %c, i32 %a, i32 %b
  %c2 = icmp ult i32 %a, %b
  %n = select i1 %c2, i32 %a, i32 %b
  %r = sub i32 %m, %n
  ret i32 %r
}
"#;
    let out = run(
        "int",
        ll,
        r#"
#include <stdio.h>
long arith(long, long); long rllc_arith(long, long);
int divs(int, int); int rllc_divs(int, int);
long shifts(long, long); long rllc_shifts(long, long);
signed char small(signed char, signed char); signed char rllc_small(signed char, signed char);
short small16(short, short); short rllc_small16(short, short);
int minmax(int, int); int rllc_minmax(int, int);
int main(void) {
  long v[] = {0, 1, -1, 2, 7, -7, 100, -100, 123456789, -987654321, 0x7fffffff, -0x80000000L, 0x123456789abcLL};
  int bad = 0, n = sizeof v / sizeof v[0];
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
    long a = v[i], b = v[j];
    if (arith(a, b) != rllc_arith(a, b)) { printf("arith %ld %ld\n", a, b); bad = 1; }
    if ((int)b != 0 && !((int)a == -0x7fffffff-1 && (int)b == -1) && divs(a, b) != rllc_divs(a, b)) { printf("divs %ld %ld\n", a, b); bad = 1; }
    if (shifts(a, b) != rllc_shifts(a, b)) { printf("shifts %ld %ld\n", a, b); bad = 1; }
    if ((signed char)b != 0 && small(a, b) != rllc_small(a, b)) { printf("small %ld %ld\n", a, b); bad = 1; }
    if (small16(a, b) != rllc_small16(a, b)) { printf("small16 %ld %ld\n", a, b); bad = 1; }
    if (minmax(a, b) != rllc_minmax(a, b)) { printf("minmax %ld %ld\n", a, b); bad = 1; }
  }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}
