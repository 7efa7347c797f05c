; EXPECT: 11:3: PHI nodes not grouped at top of basic block
; a phi after an ordinary instruction.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %y = add i32 1, 2
  %x = phi i32 [ 0, %entry ], [ 1, %a ]
  ret i32 %x
}
