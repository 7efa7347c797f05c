; ModuleID = 'tests/programs/features/lang.c'
source_filename = "tests/programs/features/lang.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.src = private unnamed_addr constant [31 x i8] c"tests/programs/features/lang.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [14 x i8] } { i16 0, i16 13, [14 x i8] c"'_BitInt(37)'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 8, i32 57 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 8, i32 61 }, ptr @0 }
@cg.tbl = internal global [3 x ptr] [ptr blockaddress(@cg, %21), ptr blockaddress(@cg, %19), ptr blockaddress(@cg, %20)], align 16
@3 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@4 = private unnamed_addr constant { i16, i16, [12 x i8] } { i16 -1, i16 0, [12 x i8] c"'void *[3]'\00" }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 61 }, ptr @4, ptr @3 }
@6 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 61 } }
@secvar = dso_local global i32 3, section ".mysec", align 4
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@tv = dso_local thread_local local_unnamed_addr global i32 0, align 4
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 124 }, ptr @3 }
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @dtor, ptr null }]
@llvm.compiler.used = appending global [1 x ptr] [ptr @secvar], section "llvm.metadata"

@aliased = dso_local alias i32 (), ptr @cg2

@ifn = dso_local ifunc i32 (), ptr @resolve

; Function Attrs: nounwind
define dso_local range(i64 0, 137438953472) i64 @bi(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 !func_sanitize !4 {
  %3 = trunc i64 %0 to i37
  %4 = trunc i64 %1 to i37
  %5 = tail call { i37, i1 } @llvm.smul.with.overflow.i37(i37 %3, i37 %4), !nosanitize !5
  %6 = extractvalue { i37, i1 } %5, 0, !nosanitize !5
  %7 = extractvalue { i37, i1 } %5, 1, !nosanitize !5
  br i1 %7, label %8, label %11, !prof !6, !nosanitize !5

8:                                                ; preds = %2
  %9 = and i64 %0, 137438953471
  %10 = and i64 %1, 137438953471
  tail call void @__ubsan_handle_mul_overflow(ptr nonnull @1, i64 %9, i64 %10) #8, !nosanitize !5
  br label %11, !nosanitize !5

11:                                               ; preds = %8, %2
  %12 = tail call { i37, i1 } @llvm.sadd.with.overflow.i37(i37 %6, i37 3), !nosanitize !5
  %13 = extractvalue { i37, i1 } %12, 1, !nosanitize !5
  br i1 %13, label %14, label %16, !prof !6, !nosanitize !5

14:                                               ; preds = %11
  %15 = zext i37 %6 to i64, !nosanitize !5
  tail call void @__ubsan_handle_add_overflow(ptr nonnull @2, i64 %15, i64 3) #8, !nosanitize !5
  br label %16, !nosanitize !5

16:                                               ; preds = %14, %11
  %17 = extractvalue { i37, i1 } %12, 0, !nosanitize !5
  %18 = zext i37 %17 to i64
  ret i64 %18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i37, i1 } @llvm.smul.with.overflow.i37(i37, i37) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i64, i64) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i37, i1 } @llvm.sadd.with.overflow.i37(i37, i37) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @big(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1) local_unnamed_addr #3 !func_sanitize !7 {
  %3 = load i256, ptr %1, align 8, !tbaa !8
  %4 = trunc i256 %3 to i200
  %5 = mul i200 %4, %4
  %6 = zext i200 %5 to i256
  store i256 %6, ptr %0, align 8, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef half @h16(half noundef %0, half noundef %1) local_unnamed_addr #4 !func_sanitize !12 {
  %3 = fmul half %0, %1
  ret half %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef bfloat @bf(bfloat noundef returned %0) local_unnamed_addr #4 !func_sanitize !13 {
  ret bfloat %0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local <4 x float> @vadd(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #5 !func_sanitize !14 {
  %3 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %4 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %1, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %3)
  ret <4 x float> %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: nounwind
define dso_local range(i32 1, 4) i32 @cg(i32 noundef %0) #0 !func_sanitize !15 {
  %2 = srem i32 %0, 3
  %3 = sext i32 %2 to i64, !nosanitize !5
  %4 = icmp ult i32 %2, 3
  br i1 %4, label %7, label %5, !prof !16, !nosanitize !5

5:                                                ; preds = %1
  %6 = zext i32 %2 to i64, !nosanitize !5
  tail call void @__ubsan_handle_out_of_bounds(ptr nonnull @5, i64 %6) #8, !nosanitize !5
  br label %7, !nosanitize !5

7:                                                ; preds = %5, %1
  %8 = getelementptr inbounds [3 x ptr], ptr @cg.tbl, i64 0, i64 %3
  %9 = shl nsw i64 %3, 3
  %10 = add i64 %9, ptrtoint (ptr @cg.tbl to i64), !nosanitize !5
  %11 = icmp ne i64 %10, 0, !nosanitize !5
  %12 = icmp uge i64 %10, ptrtoint (ptr @cg.tbl to i64), !nosanitize !5
  %13 = icmp slt i32 %2, 0
  %14 = xor i1 %13, %12
  %15 = and i1 %11, %14, !nosanitize !5
  br i1 %15, label %17, label %16, !prof !16, !nosanitize !5

16:                                               ; preds = %7
  tail call void @__ubsan_handle_pointer_overflow(ptr nonnull @6, i64 ptrtoint (ptr @cg.tbl to i64), i64 %10) #8, !nosanitize !5
  br label %17, !nosanitize !5

17:                                               ; preds = %7, %16
  %18 = load ptr, ptr %8, align 8, !tbaa !17
  indirectbr ptr %18, [label %21, label %19, label %20]

19:                                               ; preds = %17
  br label %21

20:                                               ; preds = %17
  br label %21

21:                                               ; preds = %17, %20, %19
  %22 = phi i32 [ 3, %20 ], [ 2, %19 ], [ 1, %17 ]
  ret i32 %22
}

; Function Attrs: uwtable
declare void @__ubsan_handle_out_of_bounds(ptr, i64) local_unnamed_addr #2

; Function Attrs: uwtable
declare void @__ubsan_handle_pointer_overflow(ptr, i64, i64) local_unnamed_addr #2

; Function Attrs: nounwind
define dso_local range(i32 0, 2) i32 @ag(i32 noundef %0) local_unnamed_addr #0 !func_sanitize !15 {
  callbr void asm sideeffect "test $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %0) #8
          to label %3 [label %2], !srcloc !19

2:                                                ; preds = %1
  br label %3

3:                                                ; preds = %1, %2
  %4 = phi i32 [ 0, %2 ], [ 1, %1 ]
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @cg2() #4 !func_sanitize !20 {
  ret i32 7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal void @dtor() #4 !func_sanitize !21 {
  ret void
}

; Function Attrs: nounwind
define weak dso_local i32 @weakfn() local_unnamed_addr #0 !func_sanitize !20 {
  ret i32 1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @withcleanup(i32 noundef returned %0) local_unnamed_addr #4 !func_sanitize !15 {
  ret i32 %0
}

; Function Attrs: nounwind
define dso_local i32 @blocks_like(ptr noundef %0) local_unnamed_addr #0 !func_sanitize !22 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8
  %4 = tail call i32 %3(ptr noundef %0, i32 noundef 3) #9
  ret i32 %4
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 !func_sanitize !20 {
  %1 = tail call i32 @cg(i32 noundef 4) #10
  callbr void asm sideeffect "test $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 1) #8
          to label %3 [label %2], !srcloc !19

2:                                                ; preds = %0
  br label %3

3:                                                ; preds = %0, %2
  %4 = phi i32 [ 0, %2 ], [ 1, %0 ]
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %1, i32 noundef %4) #9
  %6 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tv)
  %7 = load i32, ptr %6, align 4, !tbaa !23
  %8 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 62), !nosanitize !5
  %9 = extractvalue { i32, i1 } %8, 1, !nosanitize !5
  br i1 %9, label %10, label %12, !prof !6, !nosanitize !5

10:                                               ; preds = %3
  %11 = zext i32 %7 to i64, !nosanitize !5
  tail call void @__ubsan_handle_add_overflow(ptr nonnull @7, i64 62, i64 %11) #8, !nosanitize !5
  br label %12, !nosanitize !5

12:                                               ; preds = %10, %3
  %13 = extractvalue { i32, i1 } %8, 0, !nosanitize !5
  ret i32 %13
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: disable_sanitizer_instrumentation nounwind
define internal ptr @resolve() #7 !func_sanitize !25 {
  ret ptr @impl
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef i32 @impl() #4 !func_sanitize !20 {
  ret i32 42
}

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="128" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { disable_sanitizer_instrumentation nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nobuiltin nounwind "no-builtins" }
attributes #10 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{i32 -1056584962, i32 1272185262}
!5 = !{}
!6 = !{!"branch_weights", i32 1, i32 1048575}
!7 = !{i32 -1056584962, i32 -303851092}
!8 = !{!9, !9, i64 0}
!9 = !{!"_BitInt(200)", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{i32 -1056584962, i32 1880900256}
!13 = !{i32 -1056584962, i32 -2059776025}
!14 = !{i32 -1056584962, i32 389190494}
!15 = !{i32 -1056584962, i32 -897942929}
!16 = !{!"branch_weights", i32 1048575, i32 1}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !10, i64 0}
!19 = !{i64 842}
!20 = !{i32 -1056584962, i32 901845932}
!21 = !{i32 -1056584962, i32 905068220}
!22 = !{i32 -1056584962, i32 1241323311}
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !10, i64 0}
!25 = !{i32 -1056584962, i32 419338400}
