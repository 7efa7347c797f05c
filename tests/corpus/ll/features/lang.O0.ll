; ModuleID = 'tests/programs/features/lang.c'
source_filename = "tests/programs/features/lang.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__block_literal_generic = type { ptr, i32, i32, ptr, ptr }

@cg.tbl = internal global [3 x ptr] [ptr blockaddress(@cg, %9), ptr blockaddress(@cg, %10), ptr blockaddress(@cg, %11)], align 16
@secvar = dso_local global i32 3, section ".mysec", align 4
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@tv = dso_local thread_local global i32 0, align 4
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 101, ptr @ctor, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @dtor, ptr null }]
@llvm.compiler.used = appending global [1 x ptr] [ptr @secvar], section "llvm.metadata"

@aliased = dso_local alias i32 (), ptr @cg2

@ifn = dso_local ifunc i32 (), ptr @resolve

; Function Attrs: noinline nounwind optnone
define dso_local i64 @bi(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i37, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i37
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i37
  %12 = sext i37 %9 to i64
  store i64 %12, ptr %6, align 8
  %13 = sext i37 %11 to i64
  store i64 %13, ptr %7, align 8
  %14 = load i64, ptr %6, align 8
  %15 = trunc i64 %14 to i37
  %16 = load i64, ptr %7, align 8
  %17 = trunc i64 %16 to i37
  %18 = mul nsw i37 %15, %17
  %19 = add nsw i37 %18, 3
  store i37 %19, ptr %3, align 8
  %20 = load i37, ptr %3, align 8
  %21 = zext i37 %20 to i64
  ret i64 %21
}

; Function Attrs: noinline nounwind optnone
define dso_local void @big(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef byval(i256) align 8 %1) #0 {
  %3 = alloca i256, align 8
  %4 = load i256, ptr %1, align 8
  %5 = trunc i256 %4 to i200
  %6 = zext i200 %5 to i256
  store i256 %6, ptr %3, align 8
  %7 = load i256, ptr %3, align 8
  %8 = trunc i256 %7 to i200
  %9 = load i256, ptr %3, align 8
  %10 = trunc i256 %9 to i200
  %11 = mul i200 %8, %10
  %12 = zext i200 %11 to i256
  store i256 %12, ptr %0, align 8
  %13 = load i256, ptr %0, align 8
  %14 = trunc i256 %13 to i200
  %15 = zext i200 %14 to i256
  store i256 %15, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local half @h16(half noundef %0, half noundef %1) #0 {
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store half %0, ptr %3, align 2
  store half %1, ptr %4, align 2
  %5 = load half, ptr %3, align 2
  %6 = fpext half %5 to float
  %7 = load half, ptr %4, align 2
  %8 = fpext half %7 to float
  %9 = fmul float %6, %8
  %10 = fptrunc float %9 to half
  ret half %10
}

; Function Attrs: noinline nounwind optnone
define dso_local bfloat @bf(bfloat noundef %0) #0 {
  %2 = alloca bfloat, align 2
  store bfloat %0, ptr %2, align 2
  %3 = load bfloat, ptr %2, align 2
  ret bfloat %3
}

; Function Attrs: noinline nounwind optnone
define dso_local <4 x float> @vadd(<4 x float> noundef %0, <4 x float> noundef %1) #1 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
  store <4 x float> %1, ptr %4, align 16
  %5 = load <4 x float>, ptr %3, align 16
  %6 = shufflevector <4 x float> %5, <4 x float> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %7 = load <4 x float>, ptr %4, align 16
  %8 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %7, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %6)
  ret <4 x float> %8
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: noinline nounwind optnone
define dso_local i32 @cg(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = srem i32 %4, 3
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [3 x ptr], ptr @cg.tbl, i64 0, i64 %6
  %8 = load ptr, ptr %7, align 8
  br label %14

9:                                                ; preds = %14
  store i32 1, ptr %2, align 4
  br label %12

10:                                               ; preds = %14
  store i32 2, ptr %2, align 4
  br label %12

11:                                               ; preds = %14
  store i32 3, ptr %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9
  %13 = load i32, ptr %2, align 4
  ret i32 %13

14:                                               ; preds = %1
  %15 = phi ptr [ %8, %1 ]
  indirectbr ptr %15, [label %9, label %10, label %11]
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @ag(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  callbr void asm sideeffect "test $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %4) #5
          to label %5 [label %6], !srcloc !5

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %7

6:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %6, %5
  %8 = load i32, ptr %2, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @cg2() #0 {
  ret i32 7
}

; Function Attrs: noinline nounwind optnone
define internal void @ctor() #0 {
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @dtor() #0 {
  ret void
}

; Function Attrs: noinline nounwind optnone
define weak dso_local i32 @weakfn() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @withcleanup(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  store i32 %4, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  call void @cl(ptr noundef %3) #6
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define internal void @cl(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @blocks_like(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.__block_literal_generic, ptr %3, i32 0, i32 3
  %5 = load ptr, ptr %4, align 8
  %6 = call i32 %5(ptr noundef %3, i32 noundef 3) #6
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = call i32 @cg(i32 noundef 4) #6
  %5 = call i32 @ag(i32 noundef 1) #6
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4, i32 noundef %5) #6
  %7 = call i32 @ifn() #6
  %8 = call i32 @aliased() #6
  %9 = add nsw i32 %7, %8
  %10 = call i32 @withcleanup(i32 noundef 2) #6
  %11 = add nsw i32 %9, %10
  store i64 2, ptr %1, align 8
  %12 = load i64, ptr %1, align 8
  store i64 3, ptr %2, align 8
  %13 = load i64, ptr %2, align 8
  %14 = call i64 @bi(i64 noundef %12, i64 noundef %13) #6
  store i64 %14, ptr %3, align 8
  %15 = load i64, ptr %3, align 8
  %16 = trunc i64 %15 to i37
  %17 = trunc i37 %16 to i32
  %18 = add nsw i32 %11, %17
  %19 = call half @h16(half noundef 0xH3C00, half noundef 0xH4000) #6
  %20 = fptosi half %19 to i32
  %21 = add nsw i32 %18, %20
  %22 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tv)
  %23 = load i32, ptr %22, align 4
  %24 = add nsw i32 %21, %23
  ret i32 %24
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: disable_sanitizer_instrumentation noinline nounwind optnone
define internal ptr @resolve() #4 {
  ret ptr @impl
}

; Function Attrs: noinline nounwind optnone
define internal i32 @impl() #0 {
  ret i32 42
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="128" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { disable_sanitizer_instrumentation noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 842}
