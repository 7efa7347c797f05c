; EXPECT: 5:29: case value must have the switch condition's type 'i32'
; a switch on i32 with an i64 case value.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(i32 %x) {
  switch i32 %x, label %d [ i64 1, label %a ]
a:
  ret void
d:
  ret void
}
