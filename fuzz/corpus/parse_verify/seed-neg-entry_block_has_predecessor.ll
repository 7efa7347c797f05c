; EXPECT: 8:3: Entry block to function must not have predecessors!
; a branch back to the entry block.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
entry:
  br label %loop
loop:
  br label %entry
}
