; EXPECT: 9:16: use of undefined value '%x y'
; a quoted local name defined only in another function.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @g() {
  %"x y" = add i32 1, 2
  ret void
}
define i32 @f() {
  %r = add i32 %"x y", 0
  ret i32 %r
}
