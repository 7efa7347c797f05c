; EXPECT: 6:3: instructions returning void cannot have a name
; a call returning void cannot have a name.
; Must be rejected by rllc --parse-only and by llvm-as-19.
declare void @g()
define void @f() {
  %x = call void @g()
  ret void
}
