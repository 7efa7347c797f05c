; EXPECT: 5:7: value doesn't match function result type 'i32'
; 'ret void' in a function returning i32.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f() {
  ret void
}
