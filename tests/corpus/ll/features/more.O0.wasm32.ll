; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-wasi"

%struct.big = type { [20 x i32] }
%struct.bf = type { i16, [6 x i8] }
%union.u = type { double }

@__const.main.b = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 17, i8 0, i8 125, i8 2, i8 0, i8 0, i8 0, i8 0 }, align 8
@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 1
@tl = hidden thread_local global i32 0, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline nounwind optnone
define hidden <8 x i32> @vmul(<8 x i32> noundef %0, <8 x i32> noundef %1) #0 {
  %3 = alloca <8 x i32>, align 32
  %4 = alloca <8 x i32>, align 32
  store <8 x i32> %0, ptr %3, align 32
  store <8 x i32> %1, ptr %4, align 32
  %5 = load <8 x i32>, ptr %3, align 32
  %6 = load <8 x i32>, ptr %4, align 32
  %7 = mul <8 x i32> %5, %6
  %8 = load <8 x i32>, ptr %3, align 32
  %9 = load <8 x i32>, ptr %4, align 32
  %10 = shufflevector <8 x i32> %8, <8 x i32> %9, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %11 = add <8 x i32> %7, %10
  ret <8 x i32> %11
}

; Function Attrs: noinline nounwind optnone
define hidden fp128 @ld(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fdiv fp128 %5, %6
  %8 = load fp128, ptr %3, align 16
  %9 = call fp128 @llvm.fabs.f128(fp128 %8)
  %10 = fadd fp128 %7, %9
  ret fp128 %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #1

; Function Attrs: noinline nounwind optnone
define hidden i128 @mul128(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = mul nsw i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone
define hidden i32 @atom(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %9 = load ptr, ptr %2, align 4
  store i32 1, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4
  store i32 %11, ptr %4, align 4
  %12 = load i32, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %13 = load ptr, ptr %2, align 4
  store i32 5, ptr %6, align 4
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %6, align 4
  %16 = cmpxchg ptr %13, i32 %14, i32 %15 acq_rel acquire, align 4
  %17 = extractvalue { i32, i1 } %16, 0
  %18 = extractvalue { i32, i1 } %16, 1
  br i1 %18, label %20, label %19

19:                                               ; preds = %1
  store i32 %17, ptr %5, align 4
  br label %20

20:                                               ; preds = %19, %1
  %21 = zext i1 %18 to i8
  store i8 %21, ptr %7, align 1
  %22 = load i8, ptr %7, align 1
  %23 = trunc i8 %22 to i1
  %24 = load ptr, ptr %2, align 4
  %25 = load atomic i32, ptr %24 monotonic, align 4
  store i32 %25, ptr %8, align 4
  %26 = load i32, ptr %8, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone
define hidden i32 @va(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 4
  %12 = getelementptr inbounds i8, ptr %11, i32 4
  store ptr %12, ptr %3, align 4
  %13 = load i32, ptr %11, align 4
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %4, align 4
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !2

19:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %20 = load i32, ptr %4, align 4
  ret i32 %20
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone
define hidden i32 @sw(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %9 [
    i32 1, label %5
    i32 5, label %6
    i32 9, label %7
    i32 100, label %8
  ]

5:                                                ; preds = %1
  store i32 10, ptr %2, align 4
  br label %10

6:                                                ; preds = %1
  store i32 50, ptr %2, align 4
  br label %10

7:                                                ; preds = %1
  store i32 90, ptr %2, align 4
  br label %10

8:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %10

9:                                                ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i32, ptr %2, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define hidden void @byval(ptr dead_on_unwind noalias writable sret(%struct.big) align 4 %0, ptr noundef byval(%struct.big) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0
  %4 = getelementptr inbounds [20 x i32], ptr %3, i32 0, i32 3
  %5 = load i32, ptr %4, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %1, i32 80, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone
define hidden i32 @rec(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @rec(i32 noundef %9) #5
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call i32 @rec(i32 noundef %12) #5
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone
define hidden i32 @bits(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i16, ptr %3, align 8
  %5 = and i16 %4, 7
  %6 = zext i16 %5 to i32
  %7 = load ptr, ptr %2, align 4
  %8 = load i16, ptr %7, align 8
  %9 = lshr i16 %8, 3
  %10 = zext i16 %9 to i32
  %11 = add nsw i32 %6, %10
  %12 = load ptr, ptr %2, align 4
  %13 = getelementptr inbounds %struct.bf, ptr %12, i32 0, i32 1
  %14 = load i48, ptr %13, align 2
  %15 = shl i48 %14, 41
  %16 = ashr i48 %15, 41
  %17 = trunc i48 %16 to i32
  %18 = add nsw i32 %11, %17
  %19 = load ptr, ptr %2, align 4
  %20 = getelementptr inbounds %struct.bf, ptr %19, i32 0, i32 1
  %21 = load i48, ptr %20, align 2
  %22 = shl i48 %21, 1
  %23 = ashr i48 %22, 8
  %24 = sext i48 %23 to i64
  %25 = trunc i64 %24 to i32
  %26 = add nsw i32 %18, %25
  %27 = load ptr, ptr %2, align 4
  %28 = load i16, ptr %27, align 8
  %29 = lshr i16 %28, 3
  %30 = zext i16 %29 to i32
  %31 = call i32 @llvm.ctpop.i32(i32 %30)
  %32 = add nsw i32 %26, %31
  %33 = load ptr, ptr %2, align 4
  %34 = getelementptr inbounds %struct.bf, ptr %33, i32 0, i32 1
  %35 = load i48, ptr %34, align 2
  %36 = shl i48 %35, 1
  %37 = ashr i48 %36, 8
  %38 = sext i48 %37 to i64
  %39 = or i64 %38, 1
  %40 = call i64 @llvm.cttz.i64(i64 %39, i1 false)
  %41 = trunc i64 %40 to i32
  %42 = add nsw i32 %32, %41
  ret i32 %42
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define hidden float @fl(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @llvm.sqrt.f32(float %3)
  %5 = load float, ptr %2, align 4
  %6 = load float, ptr %2, align 4
  %7 = load float, ptr %2, align 4
  %8 = call float @llvm.fma.f32(float %5, float %6, float %7)
  %9 = fadd float %4, %8
  ret float %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone
define hidden i32 @omp_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %13, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %16

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %3, align 4
  %12 = add nsw i32 %11, %10
  store i32 %12, ptr %3, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %4, align 4
  br label %5, !llvm.loop !4

16:                                               ; preds = %5
  %17 = load i32, ptr %3, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone
define hidden i32 @main() #0 {
  %1 = alloca %struct.bf, align 8
  %2 = alloca %union.u, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %1, ptr align 8 @__const.main.b, i32 8, i1 false)
  store double 1.500000e+00, ptr %2, align 8
  %3 = call i32 @bits(ptr noundef %1) #5
  %4 = load i64, ptr %2, align 8
  %5 = call i32 (i32, ...) @va(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #5
  %6 = call i32 @sw(i32 noundef 5) #5
  %7 = call i32 @rec(i32 noundef 10) #5
  %8 = add nsw i32 %6, %7
  %9 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %8, %10
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3, i64 noundef %4, i32 noundef %5, i32 noundef %11) #5
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

attributes #0 = { noinline nounwind optnone "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
