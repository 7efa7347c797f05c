; EXPECT: 5:70: getelementptr vector index has a wrong number of elements
; vector indices of different widths.
; Must be rejected by rllc --parse-only and by llvm-as-19.
define void @f(ptr %p) {
  %x = getelementptr inbounds i32, ptr %p, <2 x i64> <i64 0, i64 1>, <4 x i64> zeroinitializer
  ret void
}
