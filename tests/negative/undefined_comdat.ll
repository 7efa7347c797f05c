; EXPECT: 4:27: use of undefined comdat '$c'
; a global in a comdat that is not defined.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = global i32 0, comdat($c)
