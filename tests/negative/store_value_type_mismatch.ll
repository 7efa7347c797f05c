; EXPECT: 5:13: '%p' defined with type 'ptr' but expected 'i32'
; stores a ptr value typed as i32.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(ptr %p) {
  store i32 %p, ptr %p
  ret void
}
