; EXPECT: 5:3: Instruction does not dominate all uses! (%b
; %a uses %b, defined after it in the same block.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f() {
  %a = add i32 %b, 1
  %b = add i32 2, 3
  ret i32 %a
}
