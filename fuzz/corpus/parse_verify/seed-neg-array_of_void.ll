; EXPECT: 4:18: void type only allowed for function results
; arrays cannot hold void.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@a = global [4 x void] zeroinitializer
