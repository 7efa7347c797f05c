; EXPECT: 6:26: invalid getelementptr indices
; struct fields must be indexed by constants.
; Must be rejected by rllc --parse-only and by llvm-as-19.
%S = type { i32, i64 }
define ptr @f(ptr %p, i32 %i) {
  %q = getelementptr %S, ptr %p, i32 0, i32 %i
  ret ptr %q
}
