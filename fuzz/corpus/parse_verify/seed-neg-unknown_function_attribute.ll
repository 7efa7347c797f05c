; EXPECT: 4:19: unterminated attribute group (unknown attribute 'bogusattr')
; an attribute word LLVM does not have, in an attribute group.
; Must be rejected by rllc --parse-only and by llvm-as-19.
attributes #0 = { bogusattr }
