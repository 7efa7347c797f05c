; EXPECT: 7:3: instruction expected to be numbered '%2' or greater
; unnamed values must be numbered in increasing order: after %1 comes %2 or greater.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i32 @f() {
entry:
  %1 = add i32 1, 2
  %0 = add i32 3, 4
  ret i32 %1
}
