; ModuleID = 'tests/programs/nohdr_varargs.c'
source_filename = "tests/programs/nohdr_varargs.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

%struct.P = type { i32, i32 }
%struct.D = type { double, double }

@.str = private unnamed_addr constant [12 x i8] c"sum = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"avg = %.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"structs = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"dstructs = %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"%d %s %c %.2f %u %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"vprintf returned %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"nth = %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"log: \00", align 1

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.P, align 4
  %3 = alloca %struct.P, align 4
  %4 = alloca %struct.P, align 4
  %5 = alloca %struct.D, align 8
  %6 = alloca %struct.D, align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %8 = call i64 (i32, ...) @sum(i32 noundef 6, i64 noundef 1, i64 noundef -2, i64 noundef 3298534883328, i64 noundef 4, i64 noundef 5, i64 noundef -1125899906842624)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %8)
  %10 = call double (i32, ...) @avg(i32 noundef 9, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 1.002500e+02)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %10)
  %12 = getelementptr inbounds %struct.P, ptr %2, i32 0, i32 0
  store i32 1, ptr %12, align 4
  %13 = getelementptr inbounds %struct.P, ptr %2, i32 0, i32 1
  store i32 2, ptr %13, align 4
  %14 = getelementptr inbounds %struct.P, ptr %3, i32 0, i32 0
  store i32 3, ptr %14, align 4
  %15 = getelementptr inbounds %struct.P, ptr %3, i32 0, i32 1
  store i32 4, ptr %15, align 4
  %16 = getelementptr inbounds %struct.P, ptr %4, i32 0, i32 0
  store i32 -5, ptr %16, align 4
  %17 = getelementptr inbounds %struct.P, ptr %4, i32 0, i32 1
  store i32 6, ptr %17, align 4
  %18 = load i64, ptr %2, align 4
  %19 = load i64, ptr %3, align 4
  %20 = load i64, ptr %4, align 4
  %21 = call i32 (i32, ...) @structs(i32 noundef 3, i64 %18, i64 %19, i64 %20)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %21)
  %23 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 0
  store double 1.500000e+00, ptr %23, align 8
  %24 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 1
  store double 2.000000e+00, ptr %24, align 8
  %25 = getelementptr inbounds %struct.D, ptr %6, i32 0, i32 0
  store double -5.000000e-01, ptr %25, align 8
  %26 = getelementptr inbounds %struct.D, ptr %6, i32 0, i32 1
  store double 8.000000e+00, ptr %26, align 8
  %27 = load [2 x double], ptr %5, align 8
  %28 = load [2 x double], ptr %6, align 8
  %29 = call double (i32, ...) @dstructs(i32 noundef 2, [2 x double] %27, [2 x double] %28)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %29)
  %31 = call i32 (ptr, ...) @logf_(ptr noundef @.str.4, i32 noundef -42, ptr noundef @.str.5, i32 noundef 113, double noundef 2.500000e+00, i32 noundef -1294967296, i64 noundef -1)
  store i32 %31, ptr %7, align 4
  %32 = load i32, ptr %7, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %32)
  %34 = call ptr (i32, ...) @nth_string(i32 noundef 2, ptr noundef @.str.8, ptr noundef @.str.9, ptr noundef @.str.10, ptr noundef @.str.11)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %34)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i64 @sum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %16, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %19

11:                                               ; preds = %7
  %12 = va_arg ptr %3, i64
  store i64 %12, ptr %6, align 8
  %13 = load i64, ptr %6, align 8
  %14 = load i64, ptr %4, align 8
  %15 = add nsw i64 %14, %13
  store i64 %15, ptr %4, align 8
  br label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %7, !llvm.loop !5

19:                                               ; preds = %7
  call void @llvm.va_end.p0(ptr %3)
  %20 = load i64, ptr %4, align 8
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal double @avg(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %16, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %19

11:                                               ; preds = %7
  %12 = va_arg ptr %3, double
  store double %12, ptr %6, align 8
  %13 = load double, ptr %6, align 8
  %14 = load double, ptr %4, align 8
  %15 = fadd double %14, %13
  store double %15, ptr %4, align 8
  br label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %7, !llvm.loop !7

19:                                               ; preds = %7
  call void @llvm.va_end.p0(ptr %3)
  %20 = load double, ptr %4, align 8
  %21 = load i32, ptr %2, align 4
  %22 = sitofp i32 %21 to double
  %23 = fdiv double %20, %22
  ret double %23
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i32 @structs(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.P, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.P, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %25, %1
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %28

15:                                               ; preds = %11
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %17, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 8 %16, i64 8, i1 false)
  %18 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = mul nsw i32 %19, %21
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr %5, align 4
  br label %25

25:                                               ; preds = %15
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  br label %11, !llvm.loop !8

28:                                               ; preds = %11
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %29

29:                                               ; preds = %44, %28
  %30 = load i32, ptr %9, align 4
  %31 = load i32, ptr %2, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %47

33:                                               ; preds = %29
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr %35, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 8 %34, i64 8, i1 false)
  %36 = getelementptr inbounds %struct.P, ptr %10, i32 0, i32 0
  %37 = load i32, ptr %36, align 4
  %38 = getelementptr inbounds %struct.P, ptr %10, i32 0, i32 1
  %39 = load i32, ptr %38, align 4
  %40 = sub nsw i32 %37, %39
  %41 = sitofp i32 %40 to double
  %42 = load double, ptr %8, align 8
  %43 = fadd double %42, %41
  store double %43, ptr %8, align 8
  br label %44

44:                                               ; preds = %33
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %9, align 4
  br label %29, !llvm.loop !9

47:                                               ; preds = %29
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.va_end.p0(ptr %3)
  %48 = load i32, ptr %5, align 4
  %49 = mul nsw i32 %48, 1000
  %50 = load double, ptr %8, align 8
  %51 = fptosi double %50 to i32
  %52 = add nsw i32 %49, %51
  ret i32 %52
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal double @dstructs(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.D, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %13, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %12, i64 16, i1 false)
  %14 = getelementptr inbounds %struct.D, ptr %6, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds %struct.D, ptr %6, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = load double, ptr %4, align 8
  %19 = call double @llvm.fmuladd.f64(double %15, double %17, double %18)
  store double %19, ptr %4, align 8
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %7, !llvm.loop !10

23:                                               ; preds = %7
  call void @llvm.va_end.p0(ptr %3)
  %24 = load double, ptr %4, align 8
  ret double %24
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i32 @logf_(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 @vprintf(ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %4, align 4
  call void @llvm.va_end.p0(ptr %3)
  %9 = load i32, ptr %4, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal ptr @nth_string(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store ptr null, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %14, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp sle i32 %8, %9
  br i1 %10, label %11, label %17

11:                                               ; preds = %7
  %12 = va_arg ptr %3, ptr
  store ptr %12, ptr %6, align 8
  %13 = load ptr, ptr %6, align 8
  store ptr %13, ptr %4, align 8
  br label %14

14:                                               ; preds = %11
  %15 = load i32, ptr %5, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %5, align 4
  br label %7, !llvm.loop !11

17:                                               ; preds = %7
  call void @llvm.va_end.p0(ptr %3)
  %18 = load ptr, ptr %4, align 8
  ret ptr %18
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare i32 @vprintf(ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
