; EXPECT: 4:25: expected string
; a string attribute with '=' and no value.
; Must be rejected by rllc --parse-only and by llvm-as-19.
attributes #0 = { "key"= }
