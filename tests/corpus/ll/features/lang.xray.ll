; ModuleID = 'tests/programs/features/lang.c'
source_filename = "tests/programs/features/lang.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@cg.tbl = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@cg, %8), ptr blockaddress(@cg, %6), ptr blockaddress(@cg, %7)], align 16
@secvar = dso_local global i32 3, section ".mysec", align 4
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@tv = dso_local thread_local local_unnamed_addr global i32 0, align 4
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @dtor, ptr null }]
@llvm.compiler.used = appending global [1 x ptr] [ptr @secvar], section "llvm.metadata"

@aliased = dso_local alias i32 (), ptr @cg2

@ifn = dso_local ifunc i32 (), ptr @resolve

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i64 0, 137438953472) i64 @bi(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = mul i64 %1, %0
  %4 = add i64 %3, 3
  %5 = and i64 %4, 137438953471
  ret i64 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @big(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1) local_unnamed_addr #1 {
  %3 = load i256, ptr %1, align 8, !tbaa !4
  %4 = trunc i256 %3 to i200
  %5 = mul i200 %4, %4
  %6 = zext i200 %5 to i256
  store i256 %6, ptr %0, align 8, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef half @h16(half noundef %0, half noundef %1) local_unnamed_addr #0 {
  %3 = fmul half %0, %1
  ret half %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef bfloat @bf(bfloat noundef returned %0) local_unnamed_addr #0 {
  ret bfloat %0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local <4 x float> @vadd(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #2 {
  %3 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %4 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %1, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %3)
  ret <4 x float> %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 1, 4) i32 @cg(i32 noundef %0) #0 {
  %2 = srem i32 %0, 3
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [3 x ptr], ptr @cg.tbl, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8, !tbaa !8
  indirectbr ptr %5, [label %8, label %6, label %7]

6:                                                ; preds = %1
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7, %6
  %9 = phi i32 [ 3, %7 ], [ 2, %6 ], [ 1, %1 ]
  ret i32 %9
}

; Function Attrs: nounwind
define dso_local range(i32 0, 2) i32 @ag(i32 noundef %0) local_unnamed_addr #4 {
  callbr void asm sideeffect "test $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %0) #7
          to label %3 [label %2], !srcloc !10

2:                                                ; preds = %1
  br label %3

3:                                                ; preds = %1, %2
  %4 = phi i32 [ 0, %2 ], [ 1, %1 ]
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @cg2() #0 {
  ret i32 7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal void @dtor() #0 {
  ret void
}

; Function Attrs: nounwind
define weak dso_local i32 @weakfn() local_unnamed_addr #4 {
  ret i32 1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @withcleanup(i32 noundef returned %0) local_unnamed_addr #0 {
  ret i32 %0
}

; Function Attrs: nounwind
define dso_local i32 @blocks_like(ptr noundef %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8
  %4 = tail call i32 %3(ptr noundef %0, i32 noundef 3) #8
  ret i32 %4
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #4 {
  callbr void asm sideeffect "test $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 1) #7
          to label %2 [label %1], !srcloc !10

1:                                                ; preds = %0
  br label %2

2:                                                ; preds = %0, %1
  %3 = phi i32 [ 0, %1 ], [ 1, %0 ]
  %4 = tail call i32 @cg(i32 noundef 4) #9
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %4, i32 noundef %3) #8
  %6 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tv)
  %7 = load i32, ptr %6, align 4, !tbaa !11
  %8 = add nsw i32 %7, 62
  ret i32 %8
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #3

; Function Attrs: disable_sanitizer_instrumentation nounwind
define internal ptr @resolve() #6 {
  ret ptr @impl
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef i32 @impl() #0 {
  ret i32 42
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "xray-instruction-threshold"="200" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "xray-instruction-threshold"="200" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="128" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "xray-instruction-threshold"="200" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "xray-instruction-threshold"="200" }
attributes #5 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { disable_sanitizer_instrumentation nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "xray-instruction-threshold"="200" }
attributes #7 = { nounwind }
attributes #8 = { nobuiltin nounwind "no-builtins" }
attributes #9 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"_BitInt(200)", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
!10 = !{i64 842}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !6, i64 0}
