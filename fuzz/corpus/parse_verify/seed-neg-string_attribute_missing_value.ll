; EXPECT: 4:26: expected attribute value, found '}'
; a string attribute with '=' and no value.
; Must be rejected by rllc --parse-only and by llvm-as-19.
attributes #0 = { "key"= }
