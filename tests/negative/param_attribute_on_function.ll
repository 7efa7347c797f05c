; EXPECT: 4:18: this attribute does not apply to functions
; noalias is a parameter/return attribute, not a function attribute.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() noalias {
  ret void
}
