; EXPECT: 5:26: base of getelementptr must be a pointer
; getelementptr's base must be a pointer.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define ptr @f(i64 %x) {
  %q = getelementptr i8, i64 %x, i64 1
  ret ptr %q
}
