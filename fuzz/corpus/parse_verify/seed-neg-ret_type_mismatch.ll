; EXPECT: 5:7: value doesn't match function result type 'i32'
; returns i64 from an i32 function.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i64 %a) {
  ret i64 %a
}
