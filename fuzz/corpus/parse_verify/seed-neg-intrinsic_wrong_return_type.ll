; EXPECT: 4:13: Intrinsic has incorrect argument type!
; llvm.ctlz.i32 returns i32, not i64.
; Must be rejected by rllc --parse-only and by llvm-as-19.
declare i64 @llvm.ctlz.i32(i32, i1)
define i64 @f(i32 %x) {
  %r = call i64 @llvm.ctlz.i32(i32 %x, i1 false)
  ret i64 %r
}
