; EXPECT: 4:22: constant expression type mismatch: got type '[3 x i8]' but expected '[4 x i8]'
; a 4-byte array initialised with 3 bytes.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@s = global [4 x i8] c"abc"
