; EXPECT: 4:24: argument expected to be numbered '%2' or greater
; unnamed arguments must be numbered in increasing order.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(i32 %1, i32 %0) {
  ret void
}
