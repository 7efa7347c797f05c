; No target lines: rllc::Build compiles for Cargo's TARGET with its default layout.
define i32 @add3(i32 %a, i32 %b, i32 %c) {
entry:
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}
