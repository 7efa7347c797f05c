; EXPECT: 4:20: this attribute does not apply to parameters
; noinline is a function attribute, not a parameter attribute.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(i32 noinline %x) {
  ret void
}
