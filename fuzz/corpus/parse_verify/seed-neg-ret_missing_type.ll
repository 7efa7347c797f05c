; EXPECT: 5:7: expected type, found '}'
; 'ret' followed by nothing it can read.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  ret }
