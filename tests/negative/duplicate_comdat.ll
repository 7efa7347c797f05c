; EXPECT: 5:1: redefinition of comdat '$c'
; comdat $c defined twice.
; Must be rejected by rllc --parse-only and by llvm-as-19.
$c = comdat any
$c = comdat any
