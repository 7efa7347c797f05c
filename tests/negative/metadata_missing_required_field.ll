; EXPECT: 4:36: missing required field 'scope'
; DILocation needs a scope.
; Must be rejected by rllc --parse-only and by llvm-as-19.
!0 = !DILocation(line: 1, column: 2)
