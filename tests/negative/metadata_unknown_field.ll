; EXPECT: 7:27: invalid field 'bogus'
; DILocation has no field 'bogus'.
; Must be rejected by rllc --parse-only and by llvm-as-19.
!0 = distinct !DISubprogram(name: "f", spFlags: DISPFlagDefinition, unit: !1)
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/")
!3 = !DILocation(line: 1, bogus: 2, scope: !0)
