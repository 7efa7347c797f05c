; EXPECT: 5:21: invalid indices for extractvalue
; index 2 into a two-field struct.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f({ i32, i32 } %s) {
  %x = extractvalue { i32, i32 } %s, 2
  ret i32 %x
}
