; EXPECT: 6:1: found end of file when expecting more instructions
; a function body that runs to the end of the file.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  ret void
