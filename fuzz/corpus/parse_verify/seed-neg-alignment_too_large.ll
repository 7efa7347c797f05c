; EXPECT: 5:26: huge alignments are not supported yet
; alignments are limited to 2^32.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  %p = alloca i32, align 8589934592
  ret void
}
