; EXPECT: 10:33: '%w' defined with type 'i64' but expected 'i32'
; a phi of i32 with an i64 incoming value.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f(i1 %c, i64 %w) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %x = phi i32 [ 0, %entry ], [ %w, %a ]
  ret i32 %x
}
