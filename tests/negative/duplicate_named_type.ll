; EXPECT: 5:1: redefinition of type
; type %T defined twice.
; Must be rejected by rllc --parse-only and by llvm-as-19.
%T = type { i32 }
%T = type { i64 }
