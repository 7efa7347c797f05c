//! Tests of SSA construction: diamonds get a phi, straight code and loops that do not
//! change a variable get none (trivial phis removed, also in cascades), nested loops
//! with blocks sealed late, and reads with no definition.

use super::{SsaBuilder, Variable};
use crate::inst::IntPred;
use crate::module::Linkage;
use crate::types::TypeTable;
use crate::{print_module, verify, Module, Value};

fn function(m: &mut Module, name: &str, params: usize) -> crate::module::GlobalId {
    let fty = m.types.function(TypeTable::I32, &vec![TypeTable::I32; params], false);
    m.define_function(name, fty, Linkage::External, &[])
}

fn check(m: &Module) -> String {
    let diags = verify(m);
    let text = print_module(m);
    assert!(diags.is_empty(), "{diags:?}\n{text}");
    crate::parse(&text).expect("the printed text parses");
    text
}

/// `x = c ? 1 : 2` through an if/else: one phi in the join block.
#[test]
fn diamond_gets_one_phi() {
    let mut m = Module::for_target("x86_64-unknown-linux-gnu");
    let f = function(&mut m, "diamond", 1);
    let (c1, c2) = (m.const_int(TypeTable::I32, 1), m.const_int(TypeTable::I32, 2));
    let mut b = m.build(f);
    let mut ssa = SsaBuilder::new();
    let x = Variable(7);
    ssa.declare_var(x, TypeTable::I32);
    let [entry, then_b, else_b, join] = ["entry", "then", "else", "join"].map(|n| b.block(Some(n)));
    b.switch_to(entry);
    ssa.seal_block(&mut b, entry);
    let p = b.param(0);
    let c = b.icmp(IntPred::Ne, p, Value::Const(c1));
    b.cond_br(c, then_b, else_b);
    for (blk, v) in [(then_b, c1), (else_b, c2)] {
        b.switch_to(blk);
        ssa.seal_block(&mut b, blk);
        ssa.def_var(x, blk, Value::Const(v));
        b.br(join);
    }
    b.switch_to(join);
    ssa.seal_block(&mut b, join);
    let v = ssa.use_var(&mut b, x, join);
    b.ret(Some(v));
    let text = check(&m);
    assert!(text.contains("phi i32 [ 1, %then ], [ 2, %else ]"), "{text}");
}

/// A loop that reads but never assigns a variable: the phi placed in the unsealed
/// header is trivial once the back edge is known, and goes away.
#[test]
fn loop_invariant_variable_needs_no_phi() {
    let mut m = Module::for_target("aarch64-unknown-linux-gnu");
    let f = function(&mut m, "inv", 1);
    let one = m.const_int(TypeTable::I32, 1);
    let mut b = m.build(f);
    let mut ssa = SsaBuilder::new();
    let (k, i) = (Variable(0), Variable(1));
    ssa.declare_var(k, TypeTable::I32);
    ssa.declare_var(i, TypeTable::I32);
    let [entry, head, body, exit] = ["entry", "head", "body", "exit"].map(|n| b.block(Some(n)));
    b.switch_to(entry);
    ssa.seal_block(&mut b, entry);
    let p = b.param(0);
    ssa.def_var(k, entry, p);
    ssa.def_var(i, entry, Value::Const(one));
    b.br(head);
    b.switch_to(head);
    let iv = ssa.use_var(&mut b, i, head);
    let kv = ssa.use_var(&mut b, k, head);
    let more = b.icmp(IntPred::Slt, iv, kv);
    b.cond_br(more, body, exit);
    b.switch_to(body);
    ssa.seal_block(&mut b, body);
    let iv = ssa.use_var(&mut b, i, body);
    let kv = ssa.use_var(&mut b, k, body);
    let next = b.add(iv, kv);
    ssa.def_var(i, body, next);
    b.br(head);
    ssa.seal_block(&mut b, head);
    b.switch_to(exit);
    ssa.seal_block(&mut b, exit);
    let r = ssa.use_var(&mut b, i, exit);
    b.ret(Some(r));
    let text = check(&m);
    assert_eq!(text.matches(" = phi ").count(), 1, "only i changes in the loop:\n{text}");
    assert!(text.contains("icmp slt i32 %1, %0"), "k is the parameter itself:\n{text}");
}

/// Two nested loops, every header sealed only after its back edge: the inner phi of an
/// outer-loop variable that the inner loop does not change cascades away.
#[test]
fn nested_loops_with_late_sealing() {
    let mut m = Module::for_target("riscv64-unknown-linux-gnu");
    let f = function(&mut m, "nested", 1);
    let (zero, one) = (m.const_int(TypeTable::I32, 0), m.const_int(TypeTable::I32, 1));
    let mut b = m.build(f);
    let mut ssa = SsaBuilder::new();
    let (i, j, acc) = (Variable(0), Variable(1), Variable(2));
    for v in [i, j, acc] {
        ssa.declare_var(v, TypeTable::I32);
    }
    let names = ["entry", "outer", "inner_init", "inner", "inner_body", "outer_next", "exit"];
    let [entry, outer, inner_init, inner, inner_body, outer_next, exit] = names.map(|n| b.block(Some(n)));
    b.switch_to(entry);
    ssa.seal_block(&mut b, entry);
    ssa.def_var(i, entry, Value::Const(zero));
    ssa.def_var(acc, entry, Value::Const(zero));
    b.br(outer);
    // for (i = 0; i < n; i++) for (j = 0; j < i; j++) acc += j;
    b.switch_to(outer);
    let iv = ssa.use_var(&mut b, i, outer);
    let n = b.param(0);
    let c = b.icmp(IntPred::Slt, iv, n);
    b.cond_br(c, inner_init, exit);
    b.switch_to(inner_init);
    ssa.seal_block(&mut b, inner_init);
    ssa.def_var(j, inner_init, Value::Const(zero));
    b.br(inner);
    b.switch_to(inner);
    let jv = ssa.use_var(&mut b, j, inner);
    let iv = ssa.use_var(&mut b, i, inner);
    let c = b.icmp(IntPred::Slt, jv, iv);
    b.cond_br(c, inner_body, outer_next);
    b.switch_to(inner_body);
    ssa.seal_block(&mut b, inner_body);
    let a = ssa.use_var(&mut b, acc, inner_body);
    let jv = ssa.use_var(&mut b, j, inner_body);
    let a2 = b.add(a, jv);
    ssa.def_var(acc, inner_body, a2);
    let j2 = b.add(jv, Value::Const(one));
    ssa.def_var(j, inner_body, j2);
    b.br(inner);
    ssa.seal_block(&mut b, inner);
    b.switch_to(outer_next);
    ssa.seal_block(&mut b, outer_next);
    let iv = ssa.use_var(&mut b, i, outer_next);
    let i2 = b.add(iv, Value::Const(one));
    ssa.def_var(i, outer_next, i2);
    b.br(outer);
    ssa.seal_block(&mut b, outer);
    b.switch_to(exit);
    ssa.seal_block(&mut b, exit);
    let r = ssa.use_var(&mut b, acc, exit);
    b.ret(Some(r));
    let text = check(&m);
    // outer: i and acc; inner: j and acc. The inner phi for i is trivial (i does not
    // change in the inner loop) and is gone.
    let phis = |label: &str| {
        let start = text.find(&format!("\n{label}:")).unwrap();
        let rest = &text[start + 1..];
        let end = rest.find("\n\n").unwrap_or(rest.len());
        rest[..end].matches(" = phi ").count()
    };
    assert_eq!((phis("outer"), phis("inner")), (2, 2), "{text}");
    assert!(!text.contains("poison"), "{text}");
}

/// A variable read before any assignment is `poison`; a block reached from nowhere
/// reads `poison` too.
#[test]
fn reads_without_definition_are_poison() {
    let mut m = Module::for_target("x86_64-unknown-linux-gnu");
    let f = function(&mut m, "undef_read", 0);
    let mut b = m.build(f);
    let mut ssa = SsaBuilder::new();
    let x = Variable(0);
    ssa.declare_var(x, TypeTable::I32);
    let entry = b.block(Some("entry"));
    b.switch_to(entry);
    ssa.seal_block(&mut b, entry);
    let v = ssa.use_var(&mut b, x, entry);
    b.ret(Some(v));
    let text = check(&m);
    assert!(text.contains("ret i32 poison"), "{text}");
}
