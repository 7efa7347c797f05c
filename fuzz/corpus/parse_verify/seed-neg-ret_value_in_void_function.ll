; EXPECT: 5:7: value doesn't match function result type 'void'
; 'ret i32' in a void function.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  ret i32 0
}
