; EXPECT: 5:37: insertvalue operand and field disagree in type: 'i64' instead of 'i32'
; inserting an i64 into an i32 field.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define { i32, i32 } @f({ i32, i32 } %s) {
  %t = insertvalue { i32, i32 } %s, i64 1, 0
  ret { i32, i32 } %t
}
