; EXPECT: 4:13: Intrinsic has incorrect argument type!
; llvm.ctpop.i32 takes an i32, not an i64.
; Must be rejected by rllc --parse-only and by llvm-as-19.
declare i32 @llvm.ctpop.i32(i64)
define i32 @f(i64 %x) {
  %r = call i32 @llvm.ctpop.i32(i64 %x)
  ret i32 %r
}
