; EXPECT: 4:21: use of undefined value '@nope'
; an alias of a global that does not exist.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@a = alias i32, ptr @nope
