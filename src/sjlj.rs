//! `__builtin_setjmp` and `__builtin_longjmp` (`llvm.eh.sjlj.setjmp`,
//! `llvm.eh.sjlj.longjmp`) on x86-64, as the inline assembly of the code llc emits for
//! them, put in place of the intrinsic calls before selection.
//!
//! The buffer is five words; clang stores the frame pointer in word 0 and the stack
//! pointer in word 2 before `setjmp`. `setjmp` stores the address to resume at in word 1
//! and gives 0; `longjmp` reloads the frame and stack pointers from words 0 and 2 and
//! jumps to word 1, where `setjmp` gives 1. Resuming restores no other register, so
//! `setjmp` clobbers them all (the prologue saves the callee-saved ones, as llc's does) and
//! whatever lives across it is in the frame, which the restored pointers address. (The
//! function has a frame pointer: clang's `llvm.frameaddress` asks for one.)
//!
//! Only x86-64 has them, as in clang and llc-19; elsewhere the intrinsics stay and are
//! refused by name.

use rllc_ir::inst::InstKind;
use rllc_ir::value::{InlineAsm, Value};
use rllc_ir::{GlobalId, Module};

const SETJMP: &[u8] = b"llvm.eh.sjlj.setjmp";
const LONGJMP: &[u8] = b"llvm.eh.sjlj.longjmp";

/// `leaq 8(%rip)` is the `movl $1, %eax` 8 bytes on (`movq %r11, 8(%rcx)` 4 bytes,
/// `xorl` 2, `jmp` 2): numbers rather than a label, which the integrated assembler
/// takes only in branches. The buffer is pinned to rcx so those lengths hold.
const SETJMP_ASM: &str =
    "leaq 8(%rip), %r11\n\tmovq %r11, 8(%rcx)\n\txorl %eax, %eax\n\tjmp 1f\n\tmovl $$1, %eax\n1:";
const LONGJMP_ASM: &str =
    "movq 8(%rcx), %r11\n\tmovq 16(%rcx), %rsp\n\tmovq (%rcx), %rbp\n\tjmpq *%r11";

/// Every register the allocator hands out but rax (the result) and rcx (the buffer).
const CLOBBERS: &str = "~{rbx},~{rdx},~{rsi},~{rdi},~{r8},~{r9},~{r10},~{r11},~{r12},~{r13},~{r14},~{r15},\
~{xmm0},~{xmm1},~{xmm2},~{xmm3},~{xmm4},~{xmm5},~{xmm6},~{xmm7},~{xmm8},~{xmm9},~{xmm10},~{xmm11},~{xmm12},\
~{xmm13},~{xmm14},~{xmm15},~{memory},~{dirflag},~{fpsr},~{flags}";

fn intrinsics(m: &Module) -> Vec<GlobalId> {
    [SETJMP, LONGJMP]
        .iter()
        .filter_map(|name| m.global_by_name(name))
        .collect()
}

/// Whether the module calls either intrinsic.
pub fn any_required(m: &Module) -> bool {
    let ids = intrinsics(m);
    !ids.is_empty()
        && m.functions()
            .any(|(_, f)| f.insts.iter().any(|i| calls_one_of(m, i, &ids)))
}

fn calls_one_of(m: &Module, i: &rllc_ir::Inst, ids: &[GlobalId]) -> bool {
    matches!(i.kind, InstKind::Call(_)) && callee(m, i).is_some_and(|g| ids.contains(&g))
}

fn callee(m: &Module, i: &rllc_ir::Inst) -> Option<GlobalId> {
    match i.ops.first() {
        Some(Value::Const(c)) => match m.consts.get(*c) {
            rllc_ir::Const::Global(g) => Some(*g),
            _ => None,
        },
        _ => None,
    }
}

/// Replaces the calls of the intrinsics by their inline assembly.
pub fn insert(m: &mut Module) {
    let setjmp = m.global_by_name(SETJMP);
    let longjmp = m.global_by_name(LONGJMP);
    let asm_for = |m: &mut Module, g: GlobalId| {
        let (text, constraints) = if Some(g) == setjmp {
            (SETJMP_ASM, format!("={{ax}},{{cx}},{CLOBBERS}"))
        } else {
            (LONGJMP_ASM, "{cx},~{r11},~{memory}".to_string())
        };
        let asm = InlineAsm {
            fn_ty: m.global(g).value_type(),
            asm: m.syms.intern_str(text),
            constraints: m.syms.intern_str(&constraints),
            side_effect: true,
            align_stack: false,
            intel_dialect: false,
            can_unwind: false,
        };
        m.add_inline_asm(asm)
    };
    let ids: Vec<GlobalId> = [setjmp, longjmp].into_iter().flatten().collect();
    let mut replacements = Vec::new();
    for (f, func) in m.functions() {
        for (k, i) in func.insts.iter().enumerate() {
            if calls_one_of(m, i, &ids) {
                replacements.push((f, k, callee(m, i).expect("checked")));
            }
        }
    }
    for (f, k, g) in replacements {
        let asm = asm_for(m, g);
        let func = m.function_mut(f).expect("a function");
        func.insts[k].ops[0] = Value::Asm(asm);
    }
}
