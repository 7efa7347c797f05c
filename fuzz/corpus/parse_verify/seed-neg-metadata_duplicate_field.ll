; EXPECT: 4:31: field 'filename' cannot be specified more than once
; a field given twice.
; Must be rejected by rllc --parse-only and by llvm-as-19.
!0 = !DIFile(filename: "a.c", filename: "b.c", directory: "/")
