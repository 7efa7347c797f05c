; EXPECT: 4:22: expected value, found unterminated string
; a string constant without its closing quote.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@s = global [3 x i8] c"ab
