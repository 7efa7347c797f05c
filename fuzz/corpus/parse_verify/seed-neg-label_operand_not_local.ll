; EXPECT: 5:12: integer constant must have integer type
; a branch target that is not a local name.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  br label 3
}
