; EXPECT: 6:3: immarg operand has non-immediate parameter (argument 4 of @llvm.memcpy.p0.p0.i64)
; memcpy's isvolatile flag must be a constant.
; Must be rejected by rllc --parse-only and by llvm-as-19.
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)
define void @f(ptr %d, ptr %s, i1 %v) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 4, i1 %v)
  ret void
}
