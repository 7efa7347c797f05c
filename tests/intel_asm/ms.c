// MS-style asm blocks (`clang-19 -fasm-blocks`, gen.sh): clang turns each `__asm { ... }`
// into an `asm inteldialect` with `$N` memory operands (`*m`), `$$` immediates and
// `.L__MSASMLABEL_` labels. tests/intel_asm.rs compares rllc's object with llc-19's.

int g;
int arr[4];

int add5(int x) {
  int r;
  __asm {
    mov eax, x
    add eax, 5
    mov r, eax
  }
  return r;
}

int through_pointer(int *p) {
  __asm {
    mov rax, p
    mov ecx, [rax]
    add ecx, g
    mov g, ecx
    lea rdx, arr
    mov dword ptr [rdx+4], ecx
  }
  return g;
}

long push_pop(long a) {
  __asm {
    push rbx
    mov rbx, a
    imul rbx, rbx
    mov a, rbx
    pop rbx
  }
  return a;
}

int sum_to(int n) {
  __asm {
    mov ecx, n
    xor eax, eax
  L1:
    add eax, ecx
    dec ecx
    jnz L1
    mov n, eax
  }
  return n;
}

int shift(int a) {
  __asm {
    mov eax, a
    shl eax, 2
    mov a, eax
  }
  return a;
}

int ret42(void) {
  __asm mov eax, 42
}

int twice(int x);

// A call in a block: clang passes the function as a `*m` operand printed by `${N:P}`,
// which llc-19 makes a direct call.
int call_in_block(int x) {
  int r;
  __asm {
    mov edi, x
    call twice
    mov r, eax
  }
  return r;
}

// `int 3` is `int3` (0xcc) to llvm-mc.
void breakpoint(void) {
  __asm int 3
}
