; EXPECT: 5:12: expected type, found 'intt'
; a word that is not a type where a type is expected.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() {
  %x = add intt 1, 2
  ret void
}
