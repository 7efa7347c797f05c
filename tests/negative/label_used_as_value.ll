; EXPECT: 6:16: '%entry' defined with type 'label' but expected 'i32'
; a block used as an i32 operand.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
entry:
  %x = add i32 %entry, 1
  ret void
}
