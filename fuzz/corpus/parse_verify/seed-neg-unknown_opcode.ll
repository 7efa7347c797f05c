; EXPECT: 5:8: expected instruction opcode, found 'frobnicate'
; an instruction name LLVM does not have.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  %x = frobnicate i32 1
  ret void
}
