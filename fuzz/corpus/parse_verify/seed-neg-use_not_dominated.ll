; EXPECT: 11:3: Instruction does not dominate all uses! (%x
; %x is defined on one branch only but used after the join.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %y = add i32 %x, 1
  ret i32 %y
}
