; EXPECT: 10:3: PHINode should have one entry for each predecessor
; a phi with no entry for the predecessor %a.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %x = phi i32 [ 0, %entry ]
  ret i32 %x
}
