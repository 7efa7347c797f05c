; EXPECT: 4:21: number of bits must be a byte width multiple
; a datalayout whose i64 width is not a multiple of 8.
; Must be rejected by rllc --parse-only and by llvm-as-19.
target datalayout = "e-i64:63"
