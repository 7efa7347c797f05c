; EXPECT: 5:17: Intrinsic has incorrect argument type! (it takes 1 arguments, not 2)
; llvm.ctpop.i32 called with two arguments, undeclared.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  %x = call i32 @llvm.ctpop.i32(i32 1, i32 2)
  ret void
}
