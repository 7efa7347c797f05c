//! Memory run tests against clang-19: odd-sized loads and stores, and the memory
//! intrinsics (memcpy / memset / memmove inline or as calls).

use super::*;

#[test]
fn run_odd_sized_memory() {
    let ll = r#"
define i64 @ld(ptr %p) {
  %a = load i24, ptr %p, align 1
  %b = getelementptr i8, ptr %p, i64 3
  %c = load i40, ptr %b, align 1
  %d = getelementptr i8, ptr %p, i64 8
  %e = load i48, ptr %d, align 1
  %f = getelementptr i8, ptr %p, i64 14
  %g = load i56, ptr %f, align 1
  %a1 = sext i24 %a to i64
  %c1 = zext i40 %c to i64
  %e1 = sext i48 %e to i64
  %g1 = zext i56 %g to i64
  %s1 = add i64 %a1, %c1
  %s2 = xor i64 %s1, %e1
  %s3 = sub i64 %s2, %g1
  ret i64 %s3
}
define void @st(ptr %p, i64 %v) {
  %a = trunc i64 %v to i24
  store i24 %a, ptr %p, align 1
  %b = getelementptr i8, ptr %p, i64 3
  %c = trunc i64 %v to i40
  store i40 %c, ptr %b, align 1
  %d = getelementptr i8, ptr %p, i64 8
  %e = trunc i64 %v to i48
  store i48 %e, ptr %d, align 1
  %f = getelementptr i8, ptr %p, i64 14
  %g = trunc i64 %v to i56
  store i56 %g, ptr %f, align 1
  ret void
}
"#;
    let out = run(
        "odd",
        ll,
        r#"
#include <stdio.h>
#include <string.h>
long ld(unsigned char *); long rllc_ld(unsigned char *);
void st(unsigned char *, long); void rllc_st(unsigned char *, long);
int main(void) {
  unsigned char buf[32], a[32], b[32];
  int bad = 0;
  for (int s = 0; s < 50; s++) {
    for (int i = 0; i < 32; i++) buf[i] = (unsigned char)(i * 37 + s * 101 + 0x80);
    if (ld(buf) != rllc_ld(buf)) { printf("ld %d\n", s); bad = 1; }
    memset(a, 0x5a, 32); memset(b, 0x5a, 32);
    long v = (long)0x8123456789abcdefULL * (s + 1);
    st(a, v); rllc_st(b, v);
    if (memcmp(a, b, 32)) { printf("st %d\n", s); bad = 1; }
  }
  return bad;
}
"#,
    );
    assert_eq!(out, "");
}

#[test]
fn run_memory_intrinsics() {
    let mut src = String::from("#include <string.h>\n");
    for n in [1, 3, 7, 8, 15, 16, 17, 31, 33, 64, 100, 128, 129, 300] {
        src.push_str(&format!(
            "void cp{n}(char *d, const char *s) {{ memcpy(d, s, {n}); }}\n\
             void mv{n}(char *p) {{ memmove(p + 3, p, {n}); memmove(p, p + 5, {n}); }}\n\
             void st{n}(char *d, int c) {{ memset(d, c, {n}); memset(d + {n} + 1, 0x5a, {n}); }}\n"
        ));
    }
    src.push_str("void cpn(char *d, const char *s, unsigned long n) { memcpy(d, s, n); memset(d + n, 7, n / 2); }\n");
    let mut harness = String::from("#include <stdio.h>\n#include <string.h>\n");
    let sizes = [1, 3, 7, 8, 15, 16, 17, 31, 33, 64, 100, 128, 129, 300];
    for n in sizes {
        harness.push_str(&format!(
            "void cp{n}(char *, const char *); void rllc_cp{n}(char *, const char *);\n\
             void mv{n}(char *); void rllc_mv{n}(char *);\n\
             void st{n}(char *, int); void rllc_st{n}(char *, int);\n"
        ));
    }
    harness.push_str("void cpn(char *, const char *, unsigned long); void rllc_cpn(char *, const char *, unsigned long);\n");
    harness.push_str("int main(void) {\n  static char a[1024], b[1024], s[1024];\n  int bad = 0;\n  for (int i = 0; i < 1024; i++) s[i] = (char)(i * 7 + 3);\n");
    for n in sizes {
        harness.push_str(&format!(
            "  memset(a, 1, 1024); memset(b, 1, 1024); cp{n}(a + 1, s + 2); rllc_cp{n}(b + 1, s + 2); if (memcmp(a, b, 1024)) {{ printf(\"cp{n}\\n\"); bad = 1; }}\n\
               memcpy(a, s, 1024); memcpy(b, s, 1024); mv{n}(a + 8); rllc_mv{n}(b + 8); if (memcmp(a, b, 1024)) {{ printf(\"mv{n}\\n\"); bad = 1; }}\n\
               memset(a, 1, 1024); memset(b, 1, 1024); st{n}(a + 3, 0x1234); rllc_st{n}(b + 3, 0x1234); if (memcmp(a, b, 1024)) {{ printf(\"st{n}\\n\"); bad = 1; }}\n"
        ));
    }
    harness.push_str("  for (unsigned long n = 0; n < 70; n += 13) { memset(a, 1, 1024); memset(b, 1, 1024); cpn(a, s, n); rllc_cpn(b, s, n); if (memcmp(a, b, 1024)) { printf(\"cpn %lu\\n\", n); bad = 1; } }\n  return bad;\n}\n");
    run_c("mem", &src, &harness);
    let ll = r#"
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @small(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 24, i1 false)
  ret void
}
"#;
    let c = compile(ll);
    check(&c, "small", &["movdqu", "movq\t16("], &["memcpy"]);
}
