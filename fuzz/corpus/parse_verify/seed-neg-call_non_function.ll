; EXPECT: 5:13: integer constant must have integer type
; calling a constant integer.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  call void 5()
  ret void
}
