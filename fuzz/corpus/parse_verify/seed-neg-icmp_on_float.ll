; EXPECT: 5:16: icmp requires integer operands
; icmp needs integer or pointer operands.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define i1 @f(float %a) {
  %c = icmp eq float %a, %a
  ret i1 %c
}
