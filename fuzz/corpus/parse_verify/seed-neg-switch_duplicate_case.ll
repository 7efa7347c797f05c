; EXPECT: 6:29: duplicate case value in switch
; case 1 listed twice.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(i32 %x) {
  switch i32 %x, label %d [ i32 1, label %a
                            i32 1, label %d ]
a:
  ret void
d:
  ret void
}
