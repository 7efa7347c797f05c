; EXPECT: 7:35: value for 'column' too large, limit is 65535
; DILocation's column is 16 bits.
; Must be rejected by rllc --parse-only and by llvm-as-19.
!0 = distinct !DISubprogram(name: "f", spFlags: DISPFlagDefinition, unit: !1)
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/")
!3 = !DILocation(line: 1, column: 70000, scope: !0)
