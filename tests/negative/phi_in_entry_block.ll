; EXPECT: 6:3: PHI
; the entry block has no predecessors, so it can have no phis.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f() {
entry:
  %x = phi i32 [ 0, %entry ]
  ret i32 %x
}
