; EXPECT: 5:13: Intrinsic has incorrect argument type! (it takes 0 arguments, not 1)
; llvm.donothing takes no arguments.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  call void @llvm.donothing(i32 1)
  ret void
}
