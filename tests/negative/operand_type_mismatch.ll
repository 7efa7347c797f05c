; EXPECT: 5:20: '%b' defined with type 'i64' but expected 'i32'
; %b is i64 but used as i32.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i32 %a, i64 %b) {
  %x = add i32 %a, %b
  ret i32 %x
}
