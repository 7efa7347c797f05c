; EXPECT: 4:13: Attribute 'noalias' applied to incompatible type!
; noalias applies to pointers only.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(i32 noalias %x) {
  ret void
}
