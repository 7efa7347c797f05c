//! Tests of the Intel-syntax reader: encodings against llvm-mc-19's (Intel syntax), what
//! llvm-mc refuses, MASM numbers, labels and syntax switches, relocations, no panics.

use super::super::assembler::assemble_in;
use super::super::assembler::sym_placeholder;
use crate::x86_64::emit::CodeReloc;
use rllc_isel::mir::SymbolRef;
use rllc_objwriter::RelocKind;

fn asm(text: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    assemble_in(text, true, &[], &mut out, &mut Vec::new()).map_err(|e| e.message)?;
    Ok(out)
}

/// Bytes llvm-mc-19 gives for each statement, read as Intel syntax.
fn llvm_mc(stmts: &[&str]) -> Vec<Vec<u8>> {
    let input: String = stmts.iter().map(|s| format!("{s}\n")).collect();
    let mut child = std::process::Command::new("llvm-mc-19")
        .args(["-triple=x86_64", "-x86-asm-syntax=intel", "-show-encoding"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("llvm-mc-19 is needed for this test");
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "llvm-mc failed");
    let text = String::from_utf8_lossy(&out.stdout);
    let mut v = Vec::new();
    for line in text.lines() {
        let Some(p) = line.find("encoding: [") else {
            continue;
        };
        let inner = &line[p + 11..];
        let inner = &inner[..inner.find(']').unwrap()];
        v.push(
            inner
                .split(',')
                .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap())
                .collect(),
        );
    }
    v
}

const TABLE: &[&str] = &[
    "mov eax, ebx",
    "mov rax, r12",
    "mov r8b, al",
    "MOV EAX, DWORD PTR [RDI]",
    "mov eax, 1",
    "mov rax, -1",
    "mov rax, 0x123456789",
    "movabs rax, 1",
    "mov ax, 1",
    "mov al, byte ptr [rdi]",
    "mov byte ptr [rdi], 7",
    "mov dword ptr [rdi], 3",
    "mov qword ptr [rsp + 8], rax",
    "mov eax, [rdi + 4*rcx - 8]",
    "mov eax, [rcx*4 + rdi + 8]",
    "mov eax, [rbp+rcx*8-16]",
    "mov eax, [rdi][rcx*4]",
    "mov eax, 8[rdi]",
    "mov eax, [rsp - 24][4]",
    "mov eax, [rdi + 2*4]",
    "mov eax, [rdi + rsi]",
    "mov eax, [rdi*2]",
    "mov eax, [rsp]",
    "mov eax, [r13]",
    "mov eax, [esi]",
    "mov eax, [8]",
    "mov rax, [rip + 8]",
    "mov eax, fs:[0x28]",
    "mov rax, qword ptr fs:0x28",
    "mov eax, dword ptr fs:[rdi]",
    "mov eax, ~5",
    "mov eax, (1 << 4) | 3",
    "mov eax, 3*4 + 1",
    "mov eax, 077",
    "add dword ptr [rdi], 1",
    "add qword ptr [rdi], 1000",
    "add [rdi], eax",
    "add eax, [rdi+rcx]",
    "add rax, 8",
    "sub rsp, 8",
    "and eax, 0xffffff00",
    "or byte ptr [rdi + 1], 0x80",
    "xor eax, eax ; inc eax",
    "cmp dword ptr [rdi], 5",
    "test eax, [rdi]",
    "test [rdi], eax",
    "test al, 1",
    "inc dword ptr [rdi]",
    "dec rcx",
    "neg eax",
    "not byte ptr [rdi]",
    "lea rax, [rdi + rsi*2 + 8]",
    "lea eax, [rdi]",
    "lea rax, qword ptr [rdi]",
    "movsx eax, byte ptr [rdi]",
    "movsx rax, al",
    "movzx eax, word ptr [rdi]",
    "movzx ecx, dl",
    "movsxd rax, edi",
    "cdqe",
    "cqo",
    "cdq",
    "xchg rax, rbx",
    "xchg eax, ecx",
    "xchg ecx, edx",
    "xchg r8d, eax",
    "xchg [rdi], rax",
    "xchg rcx, [rdi]",
    "shl eax",
    "shl eax, 1",
    "sal eax, 3",
    "shr rax, 1",
    "sar edx, cl",
    "rol eax, 1",
    "shld eax, ecx, 3",
    "shld eax, ecx, cl",
    "imul eax, ecx, 10",
    "imul eax, [rdi]",
    "imul ecx",
    "mul dword ptr [rdi]",
    "div rcx",
    "bswap eax",
    "bt eax, 3",
    "setne al",
    "setz cl",
    "sete byte ptr [rdi]",
    "cmove eax, ecx",
    "cmovnz rax, rcx",
    "push rbx",
    "push 1",
    "push [rdi]",
    "push qword ptr [rdi]",
    "push word ptr [rdi]",
    "pop r12",
    "pop qword ptr [rdi]",
    "pushf",
    "pushfq",
    "jmp rax",
    "call rax",
    "call [rax]",
    "call qword ptr [rax]",
    "jmp [rax]",
    "ret",
    "ret 8",
    "leave",
    "int 0x80",
    "int 3",
    "int3",
    "nop",
    "nop dword ptr [rax]",
    "pause",
    "cpuid",
    "rdtsc",
    "out dx, al",
    "in al, dx",
    "rep movsb",
    "rep stosq",
    "repne scasb",
    "movsb",
    "lodsq",
    "stosq",
    "lock xadd dword ptr [rdi], eax",
    "lock inc qword ptr [rdi]",
    "lock cmpxchg [rdi], ecx",
    "cmpxchg16b xmmword ptr [rdi]",
    "movd xmm0, [rdi]",
    "movq xmm0, rax",
    "movq rax, xmm0",
    "movq xmm0, qword ptr [rdi]",
    "movsd xmm0, qword ptr [rdi]",
    "movaps xmm0, xmmword ptr [rdi]",
    "movaps xmm1, [rdi]",
    "addsd xmm0, xmm1",
    "paddd xmm0, xmm1",
    "cvtsi2sd xmm0, eax",
    "cvtsi2sd xmm0, dword ptr [rdi]",
    "cvttsd2si eax, xmm0",
    "vaddps ymm0, ymm1, ymmword ptr [rdi]",
    "fld qword ptr [rdi]",
    "fld tbyte ptr [rdi]",
    "fild dword ptr [rdi]",
    "fistp qword ptr [rdi]",
    "fstp dword ptr [rsp + 4]",
    "fxch st(1)",
    "fadd st, st(1)",
    "fstp st(0)",
    "fsqrt",
];

#[test]
fn matches_llvm_mc() {
    let want = llvm_mc(TABLE);
    // `xor eax, eax ; inc eax` is two instructions.
    let stmts: Vec<&str> = TABLE.iter().flat_map(|s| s.split(" ; ")).collect();
    assert_eq!(
        want.len(),
        stmts.len(),
        "llvm-mc did not encode every statement"
    );
    let mut bad = Vec::new();
    for (s, w) in stmts.iter().zip(&want) {
        match asm(s) {
            Err(e) => bad.push(format!("{s}: {e}")),
            Ok(got) if &got != w => bad.push(format!("{s}: ours {got:02x?}, llvm-mc {w:02x?}")),
            Ok(_) => {}
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// What llvm-mc-19 refuses is refused, with a message naming the problem.
#[test]
fn refuses_what_llvm_mc_refuses() {
    let cases = [
        ("inc [rdi]", "ambiguous"),
        ("add [rdi], 1", "ambiguous"),
        ("mov [rdi], 1", "ambiguous"),
        ("movsx eax, [rdi]", "ambiguous"),
        ("pop [rdi]", "ambiguous"),
        ("fld [rdi]", "ambiguous"),
        ("cvtsi2sd xmm0, [rdi]", "ambiguous"),
        ("mov eax, byte ptr [rdi]", "no form"),
        ("mov eax, %eax", "no `%`"),
        ("mov eax, $5", "unexpected `$`"),
        // MASM binary 1 (llc: "invalid operand for instruction").
        ("1: dec ecx\n\tjnz 1b", "no form of `jnz`"),
        ("mov eax, [rdi - rsi]", "subtracted"),
        ("mov eax, [rdi*3]", "scale 3"),
        ("mov eax, [rdi + rsi + rcx]", "too many registers"),
        ("mov eax, dword ptr [rip + g]", "`g`"),
        ("mov eax, eax:[rdi]", "not a segment register"),
        ("frob eax", "frob"),
        (".intel_syntax prefix", "not supported"),
    ];
    for (s, want) in cases {
        match asm(s) {
            Ok(b) => panic!("{s}: assembled to {b:02x?}"),
            Err(e) => assert!(e.contains(want), "{s}: {e}"),
        }
    }
}

/// Numbers in Intel templates take MASM radix suffixes, as llc-19 reads them.
#[test]
fn masm_numbers() {
    let t =
        "add eax, 0FFh + 101b; jnz 2b; jmp 1f; mov eax, 0x10; .L_.12__L1: lea r8, [r9 + 10h]";
    let want = "add eax, 255 + 5; jnz 2b; jmp 1f; mov eax, 0x10; .L_.12__L1: lea r8, [r9 + 16]";
    assert_eq!(super::plain_numbers(t), want);
    let cases = [
        ("10h", 16),
        ("0FFh", 255),
        ("101b", 5),
        ("11y", 3),
        ("17o", 15),
        ("17q", 15),
        ("99t", 99),
        ("12d", 12),
        ("0x10", 16),
        ("077", 63),
        ("10", 10),
    ];
    for (n, v) in cases {
        let mut want = vec![0xb8];
        want.extend_from_slice(&(v as u32).to_le_bytes());
        assert_eq!(asm(&format!("mov eax, {n}")).unwrap(), want, "{n}");
    }
    // In directives too, and after `.att_syntax` (llc's lexer reads the whole template so).
    assert_eq!(asm(".byte 0Fh, 0Bh\n.att_syntax\nmovl $10h, %eax").unwrap(), vec![0x0f, 0x0b, 0xb8, 16, 0, 0, 0]);
    // Not after `.intel_syntax` in an AT&T template (llvm-mc's plain lexer).
    let mut out = Vec::new();
    let at = super::super::assembler::assemble(
        ".intel_syntax noprefix\nmov eax, 10h",
        &[],
        &mut out,
        &mut Vec::new(),
    );
    assert!(at.is_err());
}

#[test]
fn labels_and_syntax_switches() {
    // A numeric label and a backward branch, as llvm-mc reads `2b` in Intel syntax.
    assert_eq!(
        asm("2: dec ecx\n\tjnz 2b").unwrap(),
        vec![0xff, 0xc9, 0x75, 0xfc]
    );
    assert_eq!(asm("jmp 1f\n1: nop").unwrap(), vec![0xeb, 0x00, 0x90]);
    // MS-style labels (clang's `.L__MSASMLABEL_.N__name`).
    assert_eq!(
        asm(".L__MSASMLABEL_.7__L1: add eax, ecx\n\tdec ecx\n\tjnz .L__MSASMLABEL_.7__L1")
            .unwrap(),
        vec![0x01, 0xc8, 0xff, 0xc9, 0x75, 0xfa]
    );
    // Switching to AT&T and back.
    assert_eq!(
        asm("mov eax, 1\n.att_syntax\nmovl $2, %eax\n.intel_syntax noprefix\nmov eax, 3")
            .unwrap(),
        vec![0xb8, 1, 0, 0, 0, 0xb8, 2, 0, 0, 0, 0xb8, 3, 0, 0, 0]
    );
    let mut out = Vec::new();
    super::super::assembler::assemble(
        ".intel_syntax noprefix\nmov eax, 1\n.att_syntax prefix\nnop",
        &[],
        &mut out,
        &mut Vec::new(),
    )
    .unwrap();
    assert_eq!(out, vec![0xb8, 1, 0, 0, 0, 0x90]);
}

#[test]
fn symbols_become_relocations() {
    let syms = [(SymbolRef::ConstPool(0), 8)];
    let s = sym_placeholder(0);
    let one = |text: String| -> (Vec<u8>, Vec<CodeReloc>) {
        let (mut out, mut r) = (Vec::new(), Vec::new());
        assemble_in(&text, true, &syms, &mut out, &mut r)
            .unwrap_or_else(|e| panic!("{text}: {}", e.message));
        (out, r)
    };
    let (b, r) = one(format!("mov eax, dword ptr [rip + {s}]"));
    assert_eq!(b, vec![0x8b, 0x05, 0, 0, 0, 0]);
    assert_eq!(
        (r[0].offset, r[0].kind, r[0].addend),
        (2, RelocKind::PcRel32, 8 - 4)
    );
    // A bare symbol is absolute memory, `offset` an immediate.
    let (b, r) = one(format!("mov eax, {s}"));
    assert_eq!(b, vec![0x8b, 0x04, 0x25, 0, 0, 0, 0]);
    assert_eq!((r[0].kind, r[0].addend), (RelocKind::Abs32Signed, 8));
    let (b, r) = one(format!("mov rax, offset {s} + 4"));
    assert_eq!(b, vec![0x48, 0xc7, 0xc0, 0, 0, 0, 0]);
    assert_eq!((r[0].kind, r[0].addend), (RelocKind::Abs32Signed, 12));
    let (b, r) = one(format!("call {s}"));
    assert_eq!(b, vec![0xe8, 0, 0, 0, 0]);
    assert_eq!(r[0].kind, RelocKind::PltRel32);
}

/// Malformed operands are errors, never panics.
#[test]
fn mangled_statements_do_not_panic() {
    let splices = [
        "[", "]", "(", ")", ",", "*", "+", "-", ":", " ptr ", "dword ", "offset ", "<<", "/0",
        "%0", "é",
    ];
    for s in TABLE
        .iter()
        .chain(["mov eax, [rsp - 24][4]", "2: jnz 2b"].iter())
    {
        for cut in 0..=s.len() {
            if !s.is_char_boundary(cut) {
                continue;
            }
            let (a, b) = s.split_at(cut);
            let _ = asm(a);
            for x in splices {
                let _ = asm(&format!("{a}{x}{b}"));
            }
        }
    }
}
