; EXPECT: 4:25: expected memory location (argmem, inaccessiblemem), found 'bogus'
; memory(...) with an unknown location.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f() memory(bogus: read) {
  ret void
}
