; EXPECT: 5:1: global expected to be numbered '@2' or greater
; unnamed globals must be numbered in increasing order.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@1 = global i32 0
@0 = global i32 0
