; EXPECT: 5:12: use of undefined value '%nowhere'
; a branch to a block that does not exist.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  br label %nowhere
}
