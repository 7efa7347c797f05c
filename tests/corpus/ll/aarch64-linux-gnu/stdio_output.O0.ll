; ModuleID = 'tests/programs/stdio_output.c'
source_filename = "tests/programs/stdio_output.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"puts line\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"fputs line\0A\00", align 1
@stdout = external global ptr, align 8
@__const.main.data = private unnamed_addr constant [13 x i8] c"fwrite data\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"fprintf %d %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"%d %u %d %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"%d %u %ld %lu\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"%x %lX %o\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"[%8s][%-8s][%.3s][%*d][%-*d][%.*f]\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"right\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"left\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"truncate\00", align 1
@.str.11 = private unnamed_addr constant [40 x i8] c"[%+5d][% d][%#x][%#o][%08.3f][%hd][%u]\0A\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"[%c%c%c][%%][%5.1f%%]\0A\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [13 x i8], align 1
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %12 = call i32 @puts(ptr noundef @.str)
  %13 = call i32 @putchar(i32 noundef 112)
  %14 = call i32 @putchar(i32 noundef 99)
  %15 = call i32 @putchar(i32 noundef 10)
  %16 = load ptr, ptr @stdout, align 8
  %17 = call i32 @fputs(ptr noundef @.str.1, ptr noundef %16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.data, i64 13, i1 false)
  %18 = getelementptr inbounds [13 x i8], ptr %2, i64 0, i64 0
  %19 = load ptr, ptr @stdout, align 8
  %20 = call i64 @fwrite(ptr noundef %18, i64 noundef 1, i64 noundef 12, ptr noundef %19)
  %21 = load ptr, ptr @stdout, align 8
  %22 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %21, ptr noundef @.str.2, i32 noundef 7, ptr noundef @.str.3) #4
  store i8 -8, ptr %3, align 1
  store i8 -56, ptr %4, align 1
  store i16 -1600, ptr %5, align 2
  store i16 -5536, ptr %6, align 2
  store i32 -2000000000, ptr %7, align 4
  store i32 -294967296, ptr %8, align 4
  store i64 -9000000000000000000, ptr %9, align 8
  store i64 -446744073709551616, ptr %10, align 8
  %23 = load i8, ptr %3, align 1
  %24 = sext i8 %23 to i32
  %25 = load i8, ptr %4, align 1
  %26 = zext i8 %25 to i32
  %27 = load i16, ptr %5, align 2
  %28 = sext i16 %27 to i32
  %29 = load i16, ptr %6, align 2
  %30 = zext i16 %29 to i32
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %24, i32 noundef %26, i32 noundef %28, i32 noundef %30)
  %32 = load i32, ptr %7, align 4
  %33 = load i32, ptr %8, align 4
  %34 = load i64, ptr %9, align 8
  %35 = load i64, ptr %10, align 8
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %32, i32 noundef %33, i64 noundef %34, i64 noundef %35)
  %37 = load i32, ptr %8, align 4
  %38 = load i64, ptr %10, align 8
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %37, i64 noundef %38, i32 noundef 511)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef @.str.8, ptr noundef @.str.9, ptr noundef @.str.10, i32 noundef 6, i32 noundef 42, i32 noundef 6, i32 noundef 42, i32 noundef 2, double noundef 3.141590e+00)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef 12, i32 noundef 34, i32 noundef 255, i32 noundef 8, double noundef -3.500000e+00, i32 noundef -5, i32 noundef 44)
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef 97, i32 noundef 66, i32 noundef 67, double noundef 9.950000e+01)
  store i32 0, ptr %11, align 4
  br label %43

43:                                               ; preds = %53, %0
  %44 = load i32, ptr %11, align 4
  %45 = icmp slt i32 %44, 5
  br i1 %45, label %46, label %56

46:                                               ; preds = %43
  %47 = load i32, ptr %11, align 4
  %48 = load i32, ptr %11, align 4
  %49 = icmp slt i32 %48, 4
  %50 = zext i1 %49 to i64
  %51 = select i1 %49, ptr @.str.14, ptr @.str.15
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %47, ptr noundef %51)
  br label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %11, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %11, align 4
  br label %43, !llvm.loop !6

56:                                               ; preds = %43
  ret i32 0
}

declare i32 @puts(ptr noundef) #1

declare i32 @putchar(i32 noundef) #1

declare i32 @fputs(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i64 @fwrite(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #3

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
