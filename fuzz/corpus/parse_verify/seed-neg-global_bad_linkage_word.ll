; EXPECT: 4:6: expected 'global' or 'constant', found 'interal'
; a misspelt linkage keyword lands where the type should be.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = interal global i32 0
