; EXPECT: 13:3: Instruction does not dominate all uses! (%v
; the incoming value from %a is defined in %b, which does not dominate %a.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  %v = add i32 1, 2
  br label %join
join:
  %x = phi i32 [ %v, %a ], [ %v, %b ]
  ret i32 %x
}
