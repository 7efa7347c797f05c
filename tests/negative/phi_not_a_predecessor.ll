; EXPECT: 10:3: PHI
; a phi naming %a, which does not branch to it.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  ret i32 7
b:
  %x = phi i32 [ 0, %entry ], [ 1, %a ]
  ret i32 %x
}
