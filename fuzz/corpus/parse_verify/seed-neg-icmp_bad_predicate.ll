; EXPECT: 5:13: expected icmp predicate (e.g. 'eq')
; 'olt' is an fcmp predicate.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i1 @f(i32 %a) {
  %c = icmp olt i32 %a, %a
  ret i1 %c
}
