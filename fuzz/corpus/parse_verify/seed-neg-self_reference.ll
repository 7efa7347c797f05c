; EXPECT: 5:3: Only PHI nodes may reference their own value!
; an instruction that is its own operand.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f() {
  %a = add i32 %a, 1
  ret i32 %a
}
