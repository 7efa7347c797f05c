; EXPECT: 5:25: atomic load cannot use Release ordering
; an atomic load cannot have release ordering.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(ptr %p) {
  %x = load atomic i32, ptr %p release, align 4
  ret i32 %x
}
