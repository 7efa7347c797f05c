; EXPECT: 5:16: nsw
; 'nsw' given twice.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  %x = add nsw nsw i32 1, 2
  ret void
}
