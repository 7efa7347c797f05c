; EXPECT: 6:3: multiple definition of local value named 'x'
; two instructions named %x.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f() {
  %x = add i32 1, 2
  %x = add i32 3, 4
  ret i32 %x
}
