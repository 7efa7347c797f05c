; EXPECT: 5:29: expected ordering on atomic instruction, found ','
; 'store atomic' needs an ordering.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(ptr %p) {
  store atomic i32 0, ptr %p, align 4
  ret void
}
