; EXPECT: 4:9: invalid linkage for function declaration
; a declaration cannot have private linkage.
; Must be rejected by rllc --parse-only and by llvm-as-19.
declare private void @f()
