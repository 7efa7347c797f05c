; EXPECT: 4:17: integer constant must have integer type
; an integer literal where a pointer is expected.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = global ptr 5
