; EXPECT: 5:16: expected metadata after comma, found 'label'
; an unconditional branch with two targets.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  br label %a, label %a
a:
  ret void
}
