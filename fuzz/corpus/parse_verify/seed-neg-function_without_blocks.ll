; EXPECT: 5:1: function body requires at least one basic block
; a function body with no basic block.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
}
