// GCC-style inline asm in Intel syntax: compiled with `clang-19 -masm=intel` (gen.sh), so
// every asm is `asm inteldialect`. tests/intel_asm.rs compares rllc's object with llc-19's.
// The code around the asm statements is kept trivial so both compilers agree on it.

int g;
long gl[4];
void target(void) {}

// Many instruction forms through the whole pipeline (never run: only its bytes count).
void forms(void) {
  asm volatile("mov rax, rdi\n\t"
      "add rax, rsi\n\t"
      "lea rax, [rax + rsi*4 + 8]\n\t"
      "lea rcx, [rdi + 2*rsi - 16]\n\t"
      "mov edx, dword ptr [rsp - 8]\n\t"
      "mov qword ptr [rsp - 16], rcx\n\t"
      "add dword ptr [rsp - 8], 1000\n\t"
      "sub byte ptr [rsp - 1], 3\n\t"
      "movzx ecx, byte ptr [rsp - 1]\n\t"
      "movsx rdx, word ptr [rsp - 2]\n\t"
      "movsxd r8, ecx\n\t"
      "imul r8, r9, 12\n\t"
      "shl r8, 3\n\t"
      "sar r8d, cl\n\t"
      "xchg r8, rax\n\t"
      "test rax, [rsp - 16]\n\t"
      "cmp rax, 0x7fffffff\n\t"
      "mov r10, 0x123456789\n\t"
      "movabs r11, 1\n\t"
      "mov eax, fs:[0x28]\n\t"
      "lock xadd qword ptr [rsp - 16], rax\n\t"
      "bswap eax\n\t"
      "cmovz eax, ecx\n\t"
      "setnz cl\n\t"
      ".byte 0x90, 90h\n\t"
      "movq xmm0, rax\n\t"
      "addsd xmm0, qword ptr [rsp - 24]\n\t"
      "cvttsd2si rax, xmm0\n\t"
      "xor eax, eax ; inc eax\n\t"
      "2: dec ecx\n\t"
      "jnz 2b\n\t"
      "jmp 3f\n\t"
      "nop dword ptr [rax]\n\t"
      "3: mov eax, (1 << 4) | 3\n\t"
      "add eax, 10h\n\t"
      "add eax, 0FFh + 101b + 17o + 99t + 12d\n\t"
      "nop");
}

int copy(int y) {
  int x;
  asm("mov %0, %1" : "=r"(x) : "r"(y));
  return x;
}

void add_mem(long *p) {
  asm("add qword ptr %0, 1" : "+m"(*p));
}

long lea3(long a, long b) {
  long r;
  asm("lea %0, [%1 + %2*4 + 8]" : "=r"(r) : "r"(a), "r"(b));
  return r;
}

long widen(int a) {
  long r;
  asm("movsxd %q0, %k1" : "=r"(r) : "r"(a));
  return r;
}

int bytes(int a) {
  int r;
  asm("mov %k0, %k1\n\tadd %b0, 1\n\tinc %h0\n\tmov %w0, %w0" : "=&Q"(r) : "r"(a));
  return r;
}

void store3(int *p) {
  asm("mov dword ptr [%0], 3" ::"r"(p) : "memory");
}

void store7(char *p) {
  asm("mov byte ptr %0, 7" : "=m"(*p));
}

int load_global(void) {
  int r;
  asm("mov %0, %1" : "=r"(r) : "m"(g));
  return r;
}

void store_global(int v) {
  asm("mov %0, %1" : "=m"(g) : "r"(v));
}

long addr_global(void) {
  long r;
  asm("lea %0, %1" : "=r"(r) : "m"(gl[2]));
  return r;
}

long offset_global(void) {
  long r;
  asm("mov %0, %1" : "=r"(r) : "i"(&gl[1]));
  return r;
}

int imms(void) {
  int r;
  asm("mov %0, %c1\n\tadd %0, %2\n\tsub %0, %n3" : "=r"(r) : "i"(42), "n"(7), "i"(-5));
  return r;
}

void calls(void) {
  asm volatile("call %P0" ::"i"(target));
}

void loop(int n) {
  // (`1b` would be the binary number 1 to llc here: MASM integers in Intel templates.)
  asm volatile("mov ecx, %0\n4:\n\tdec ecx\n\tjnz 4b" ::"r"(n) : "ecx");
}

long vmod(long a) {
  long r;
  asm("mov %V0, %V1\n\tneg %V0" : "=r"(r) : "r"(a));
  return r;
}

void strings(void *d, const void *s, unsigned long n) {
  asm volatile("rep movsb" : "+D"(d), "+S"(s), "+c"(n)::"memory");
}
