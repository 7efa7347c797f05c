; EXPECT: 5:13: expected fcmp predicate (e.g. 'oeq')
; 'sgt' is an icmp predicate.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i1 @f(double %a) {
  %c = fcmp sgt double %a, %a
  ret i1 %c
}
