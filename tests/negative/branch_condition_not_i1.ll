; EXPECT: 5:9: '%c' defined with type 'i32' but expected 'i1'
; a conditional branch on an i32.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(i32 %c) {
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}
