; EXPECT: 6:13: not enough parameters specified for call
; fewer arguments than the call's function type has parameters.
; Must be rejected by rllc --parse-only and by llvm-as-19.
declare i32 @g(i32, i32)
define i32 @f() {
  %x = call i32 (i32, i32) @g(i32 1)
  ret i32 %x
}
