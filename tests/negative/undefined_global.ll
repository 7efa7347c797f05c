; EXPECT: 4:17: use of undefined value '@nope'
; @nope is never declared.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@p = global ptr @nope
