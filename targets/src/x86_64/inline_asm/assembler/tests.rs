//! Tests of the AT&T assembler: encodings against llvm-mc-19, errors, relocations.

use super::*;

fn asm(text: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let mut relocs = Vec::new();
    assemble(text, &[], &mut out, &mut relocs).unwrap_or_else(|e| panic!("{text}: {e}"));
    out
}

/// Bytes llvm-mc-19 gives for each statement.
fn llvm_mc(stmts: &[&str]) -> Vec<Vec<u8>> {
    let input: String = stmts.iter().map(|s| format!("{s}\n")).collect();
    let mut child = std::process::Command::new("llvm-mc-19")
        .args(["-triple=x86_64", "-show-encoding"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("llvm-mc-19 is needed for this test");
    use std::io::Write;
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "llvm-mc failed");
    let text = String::from_utf8_lossy(&out.stdout);
    let mut v = Vec::new();
    for line in text.lines() {
        let Some(p) = line.find("encoding: [") else { continue };
        let inner = &line[p + 11..];
        let inner = &inner[..inner.find(']').unwrap()];
        v.push(inner.split(',').map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap()).collect());
    }
    v
}

const TABLE: &[&str] = &[
    "rdtsc",
    "rdtscp",
    "cpuid",
    "pause",
    "mfence",
    "lfence",
    "sfence",
    "nop",
    "int3",
    "int $3",
    "int $0x80",
    "ud2",
    "hlt",
    "syscall",
    "cltq",
    "cqto",
    "cltd",
    "bswap %eax",
    "bswapq %r9",
    "bswapl %r10d",
    "movl %eax, %ebx",
    "movq %rsp, %rax",
    "movq %r12, %r13",
    "movb %dil, %al",
    "movw %di, %ax",
    "movl $1, %eax",
    "movq $-1, %rax",
    "movabsq $0x123456789, %rdx",
    "movabsq $1, %rax",
    "movl (%rdi), %eax",
    "movq 8(%rsp), %rcx",
    "movl %eax, -4(%rbp)",
    "movq %rax, (%r13)",
    "movl (%rax,%rcx,4), %edx",
    "movl 16(%r12,%r9,8), %r8d",
    "movq %fs:0x28, %rax",
    "movzbl %al, %eax",
    "movzbl (%rdi), %ecx",
    "movzwl %ax, %eax",
    "movsbl %cl, %edx",
    "movslq %eax, %rax",
    "movsbq (%rsi), %rax",
    "addl %esi, %edi",
    "addl $42, %edi",
    "addl $1000, %eax",
    "addq $1000, %rbx",
    "addl $-1, %ecx",
    "subq $8, %rsp",
    "andl $0xff, %eax",
    "andl $0xffffff00, %ecx",
    "orq %rax, (%rdi)",
    "xorl %eax, %eax",
    "cmpl $5, (%rdi)",
    "cmpq %rsi, %rdi",
    "testl %edi, %edi",
    "testb $1, %al",
    "sete %al",
    "setz %cl",
    "setnz %r8b",
    "cmovzl %ecx, %eax",
    "cmovneq %rcx, %rax",
    "incl %eax",
    "decq (%rdi)",
    "negl %eax",
    "notq %rax",
    "shll $3, %eax",
    "shrq %rax",
    "sarl %cl, %edx",
    "roll $1, %eax",
    "rorq $7, %rbx",
    "imull %ecx, %eax",
    "imulq $10, %rsi, %rdi",
    "mull %ecx",
    "divq %rcx",
    "leaq 8(%rdi,%rsi,2), %rax",
    "leal (%rdi), %eax",
    "xchgq %rdi, (%rax)",
    "xchgl %eax, %ebx",
    "xchgl %ecx, %edx",
    "lock cmpxchgl %edx, (%rcx)",
    "lock cmpxchgq %rdx, 8(%rcx)",
    "lock xaddl %eax, (%rdi)",
    "lock incl (%rdi)",
    "lock addq $1, (%rdi)",
    "xaddq %rax, (%rsi)",
    "pushq %rbx",
    "popq %r12",
    "pushq $1",
    "pushfq",
    "popfq",
    "bsfl %eax, %ecx",
    "bsrq %rax, %rcx",
    "btl $3, %eax",
    "btsq %rcx, (%rdi)",
    "crc32b %al, %eax",
    "crc32q %rax, %rcx",
    "rep stosb",
    "rep movsq",
    "movsb",
    "stosq",
    "movd %eax, %xmm0",
    "movq %rax, %xmm1",
    "movq %xmm2, %rax",
    "movq %xmm0, %xmm1",
    "movaps %xmm0, %xmm1",
    "movups (%rdi), %xmm3",
    "addps %xmm1, %xmm2",
    "pxor %xmm0, %xmm0",
    "paddd (%rax), %xmm9",
    "sqrtsd %xmm1, %xmm0",
    "prefetcht0 (%rdi)",
    "clflush (%rdi)",
    "jmpq *%rax",
    "callq *8(%rax)",
    "ret",
    "nopl (%rax)",
    "xgetbv",
    "rdrandl %eax",
    "popcntl %eax, %ecx",
    "shldl $4, %eax, %edx",
    "movb $1, (%rdi)",
    "movw $1, (%rdi)",
    "movq $0, 16(%rsp)",
    "adcl $0, %edx",
    "sbbq %rax, %rax",
    "leave",
    "vaddps %xmm1, %xmm2, %xmm3",
    "vpxor %ymm0, %ymm0, %ymm0",
    "vmovdqu (%rdi), %ymm0",
    "vzeroupper",
    "vmovaps %xmm0, %xmm1",
    "vmovd %eax, %xmm0",
    "movw $1, %ax",
    "movw %ax, %bx",
    "xchgw %ax, %bx",
    "inb %dx, %al",
    "outb %al, %dx",
    "inl $0x80, %eax",
    "rdmsr",
    "wrmsr",
    "int $0x80",
    "movsd %xmm0, %xmm1",
    "movsd (%rdi), %xmm1",
    "movss %xmm2, (%rdi)",
    "cvtsi2sdl %eax, %xmm0",
    "cvtsi2sdq %rax, %xmm0",
    "cvttsd2si %xmm0, %eax",
    "cvttsd2si %xmm0, %rax",
    "ucomisd %xmm1, %xmm0",
    "pshufd $0x1b, %xmm0, %xmm1",
    "movdqa %xmm1, %xmm2",
    "movdqu %xmm1, (%rsp)",
    "fldz",
    "fld1",
    "faddp %st, %st(1)",
    "fstpt (%rdi)",
    "fnstcw (%rsp)",
    "fldcw (%rsp)",
    "stmxcsr -4(%rsp)",
    "ldmxcsr -4(%rsp)",
    "movq $0x7fffffff, %rax",
    "andq $-16, %rsp",
    "testq $0x80, %rax",
    "movzbl %ah, %eax",
    "cmpxchg8b (%rdi)",
    "lock cmpxchg16b (%rdi)",
    "cmovlel (%rdi), %eax",
    "setg (%rdi)",
    "shll %cl, (%rdi)",
    "shrdq %cl, %rax, %rdx",
    "lzcntl %eax, %ecx",
    "tzcntq %rax, %rcx",
    "btrq $63, %rax",
    "btcl %ecx, %eax",
    "imulw %cx, %ax",
    "imulq (%rdi), %rax",
    "movnti %eax, (%rdi)",
    "prefetchnta 64(%rsi)",
    "sfence",
    "cmc",
    "clc",
    "stc",
    "cld",
    "std",
    "cbtw",
    "cwtl",
    "movsbw %al, %cx",
    "movswq (%rdi), %rax",
    "leaw (%rax), %ax",
    "notb %al",
    "negw %ax",
    "incw (%rdi)",
    "xorb $-1, %al",
    "orw $0x100, %ax",
    "addb $1, %ah",
    "movb $0x12, %ah",
    "pushw %ax",
    "popw %ax",
    "rdpid %rax",
    "rdseedq %rax",
    "xaddb %al, (%rdi)",
    "sahf",
    "lahf",
    "movl %eax, %fs:(%rdi)",
    "movq %gs:0, %rax",
    "movq 0x1000, %rax",
    "jmpq *(%rax,%rcx,8)",
    "callq *%r11",
    "retq $8",
    "endbr64",
    "ud1 %eax, %eax",
    "monitor",
    "mwait",
    "xtest",
    "movbe (%rdi), %eax",
    "movbel %eax, (%rdi)",
    "pdep %rax, %rbx, %rcx",
    "shlxq %rax, %rbx, %rcx",
    "andnl %eax, %ebx, %ecx",
    "bextrl %eax, (%rdi), %ecx",
    "popcntq (%rdi), %rax",
    "aesenc %xmm1, %xmm0",
    "pclmulqdq $0x11, %xmm1, %xmm0",
    "crc32w %ax, %ecx",
    "crc32b (%rdi), %rax",
    "flds (%rdi)",
    "fldl (%rdi)",
    "fldt 16(%rsp)",
    "fildl (%rdi)",
    "fildll (%rdi)",
    "filds (%rdi)",
    "fistps (%rdi)",
    "fistpl (%rdi)",
    "fistpll (%rdi)",
    "fstps 4(%rsp)",
    "fstpl (%rdi)",
    "fsqrt",
    "fxch %st(1)",
    "fucomip %st(1), %st",
    "fld %st(2)",
    "fabs",
    "fchs",
];

#[test]
fn matches_llvm_mc() {
    let want = llvm_mc(TABLE);
    assert_eq!(want.len(), TABLE.len(), "llvm-mc did not encode every statement");
    let mut bad = Vec::new();
    for (s, w) in TABLE.iter().zip(&want) {
        let mut got = Vec::new();
        if let Err(e) = assemble(s, &[], &mut got, &mut Vec::new()) {
            bad.push(format!("{s}: {e}"));
            continue;
        }
        if &got != w {
            bad.push(format!("{s}: ours {got:02x?}, llvm-mc {w:02x?}"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn separate_lock_prefix_and_labels() {
    assert_eq!(asm("lock; cmpxchgl %edx, (%rcx)"), vec![0xf0, 0x0f, 0xb1, 0x11]);
    // A loop: `1: dec %ecx; jnz 1b` (short backward branch).
    assert_eq!(asm("1: decl %ecx\n\tjnz 1b"), vec![0xff, 0xc9, 0x75, 0xfc]);
    // A forward branch over a long body becomes near.
    let body: String = (0..60).map(|_| "movq %rax, %rbx\n").collect();
    let code = asm(&format!("jmp 2f\n{body}2: nop"));
    assert_eq!(&code[..5], &[0xe9, 180, 0, 0, 0]);
    assert_eq!(asm(".byte 0x0f, 0x0b"), vec![0x0f, 0x0b]);
}

#[test]
fn errors_name_the_instruction() {
    let mut out = Vec::new();
    let mut r = Vec::new();
    let e = assemble("frobnicate %eax", &[], &mut out, &mut r).unwrap_err();
    assert!(e.message.contains("frobnicate"), "{}", e.message);
    let e = assemble("addl %eax", &[], &mut out, &mut r).unwrap_err();
    assert!(e.message.contains("addl"), "{}", e.message);
    let e = assemble("movl %eax, %bogus", &[], &mut out, &mut r).unwrap_err();
    assert!(e.message.contains("bogus"), "{}", e.message);
    let e = assemble("incl (%rdi", &[], &mut out, &mut r);
    assert!(e.is_err());
    let e = assemble("addl $1, (%rdi); jmp nowhere", &[], &mut out, &mut r);
    assert!(e.is_err());
    let e = assemble("inc (%rdi)", &[], &mut out, &mut r).unwrap_err();
    assert!(e.message.contains("ambiguous"), "{}", e.message);
}

/// Malformed text is an error, never a panic: every statement of the table cut at
/// every byte, and with punctuation spliced in.
#[test]
fn mangled_statements_do_not_panic() {
    let splices = ["%", "(", ")", ",", "$", ":", "*", "1b", "1f", "-", " ", "0x", "lock ", ";", "\n", "__rllc_sym0", "%st(", "é"];
    let mut n = 0;
    for s in TABLE.iter().chain(["1: jnz 1b", "jmp 2f; 2:", ".byte 1,2", "rep; stosb"].iter()) {
        for cut in 0..=s.len() {
            if !s.is_char_boundary(cut) {
                continue;
            }
            let (a, b) = s.split_at(cut);
            for t in std::iter::once(a.to_string()).chain(splices.iter().map(|x| format!("{a}{x}{b}"))) {
                let _ = assemble(&t, &[], &mut Vec::new(), &mut Vec::new());
                n += 1;
            }
        }
    }
    assert!(n > 10_000);
}

/// Only a segment register may prefix a memory operand (iced-x86 would take any).
#[test]
fn segment_override_must_be_a_segment_register() {
    let e = assemble("movl %eax:4(%rcx), %edx", &[], &mut Vec::new(), &mut Vec::new()).unwrap_err();
    assert!(e.message.contains("'%eax' is not a segment register"), "{}", e.message);
    assemble("movl %fs:4(%rcx), %edx", &[], &mut Vec::new(), &mut Vec::new()).unwrap();
}

#[test]
fn numeric_rip_displacements_are_relative_to_the_next_instruction() {
    assert_eq!(asm("leaq 8(%rip), %r11"), vec![0x4c, 0x8d, 0x1d, 0x08, 0, 0, 0]);
    assert_eq!(asm("movq -16(%rip), %rax"), vec![0x48, 0x8b, 0x05, 0xf0, 0xff, 0xff, 0xff]);
}

#[test]
fn symbols_become_relocations() {
    let syms = [(SymbolRef::ConstPool(0), 8)];
    let mut out = vec![0x90];
    let mut r = Vec::new();
    assemble(&format!("movq {}(%rip), %rax", sym_placeholder(0)), &syms, &mut out, &mut r).unwrap();
    assert_eq!(out, vec![0x90, 0x48, 0x8b, 0x05, 0, 0, 0, 0]);
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].offset, 4);
    assert_eq!(r[0].kind, RelocKind::PcRel32);
    assert_eq!(r[0].addend, 8 - 4);
}
