; EXPECT: 5:13: intrinsic
; llvm.donothing takes no arguments.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  call void @llvm.donothing(i32 1)
  ret void
}
