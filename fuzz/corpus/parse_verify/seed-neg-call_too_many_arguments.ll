; EXPECT: 6:33: too many arguments specified
; more arguments than the call's function type has parameters.
; Must be rejected by rllc --parse-only and by llvm-as-19.
declare i32 @g(i32)
define i32 @f() {
  %x = call i32 (i32) @g(i32 1, i32 2)
  ret i32 %x
}
