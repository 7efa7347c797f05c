; EXPECT: 5:1: at least one
; a function body with no basic block.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
}
