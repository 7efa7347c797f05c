; EXPECT: 4:28: expected global section string, found 'data'
; section names are strings.
; Must be rejected by rllc --parse-only and by llvm-as-19.
@g = global i32 0, section data
