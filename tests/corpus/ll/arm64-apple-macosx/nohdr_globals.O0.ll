; ModuleID = 'tests/programs/nohdr_globals.c'
source_filename = "tests/programs/nohdr_globals.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

%struct.Link = type { i32, ptr }

@counter = global i32 3, align 4
@weak_counter = weak global i32 5, align 4
@vis_hidden = hidden global i32 6, align 4
@primes = constant [10 x i16] [i16 2, i16 3, i16 5, i16 7, i16 11, i16 13, i16 17, i16 19, i16 23, i16 29], align 2
@counter_ptr = constant ptr @counter, align 8
@dtable = global [3 x double] [double 1.500000e+00, double -2.250000e+00, double 0.000000e+00], align 8
@name_buf = global [16 x i8] c"init\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@big_values = global [2 x i64] [i64 -81985529216486896, i64 1], align 8
@ctor_ran = internal global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"ctor_ran %d counter %d\0A\00", align 1
@ptrs = internal global [4 x ptr] [ptr @counter, ptr @hidden_counter, ptr @weak_counter, ptr @vis_hidden], align 8
@.str.1 = private unnamed_addr constant [9 x i8] c"ptrs %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [41 x i8] c"counter %d weak %d hidden %d weak_fn %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"prime sum %d word %s\0A\00", align 1
@words = internal constant [3 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10], align 8
@l1 = internal constant %struct.Link { i32 10, ptr @l2 }, align 8
@.str.4 = private unnamed_addr constant [9 x i8] c"link %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"dtable %.2f %.2f %.2f\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"name %s big %llx %llu\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"tickets %d %d\0A\00", align 1
@hidden_counter = internal global i32 4, align 4
@.str.8 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@l2 = internal constant %struct.Link { i32 20, ptr @l3 }, align 8
@l3 = internal constant %struct.Link { i32 30, ptr null }, align 8
@next_ticket.t = internal global i32 500, align 4
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @setup, ptr null }]

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal void @setup() #0 {
  store i32 1, ptr @ctor_ran, align 4
  %1 = load i32, ptr @counter, align 4
  %2 = add nsw i32 %1, 100
  store i32 %2, ptr @counter, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define weak i32 @weak_fn() #0 {
  ret i32 11
}

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %9 = load i32, ptr @ctor_ran, align 4
  %10 = load i32, ptr @counter, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, i32 noundef %10)
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %25, %0
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %13, 4
  br i1 %14, label %15, label %28

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4
  %17 = mul nsw i32 %16, 10
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x ptr], ptr @ptrs, i64 0, i64 %19
  %21 = load ptr, ptr %20, align 8
  %22 = load i32, ptr %21, align 4
  %23 = srem i32 %22, 10
  %24 = add nsw i32 %17, %23
  store i32 %24, ptr %2, align 4
  br label %25

25:                                               ; preds = %15
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %12, !llvm.loop !5

28:                                               ; preds = %12
  %29 = load i32, ptr %2, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %29)
  %31 = load i32, ptr @counter, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr @counter, align 4
  %33 = load i32, ptr @counter, align 4
  %34 = load i32, ptr @weak_counter, align 4
  %35 = load i32, ptr @vis_hidden, align 4
  %36 = call i32 @weak_fn()
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %38

38:                                               ; preds = %50, %28
  %39 = load i32, ptr %5, align 4
  %40 = zext i32 %39 to i64
  %41 = icmp ult i64 %40, 10
  br i1 %41, label %42, label %53

42:                                               ; preds = %38
  %43 = load i32, ptr %5, align 4
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds [10 x i16], ptr @primes, i64 0, i64 %44
  %46 = load i16, ptr %45, align 2
  %47 = sext i16 %46 to i32
  %48 = load i32, ptr %4, align 4
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr %4, align 4
  br label %50

50:                                               ; preds = %42
  %51 = load i32, ptr %5, align 4
  %52 = add i32 %51, 1
  store i32 %52, ptr %5, align 4
  br label %38, !llvm.loop !7

53:                                               ; preds = %38
  %54 = load i32, ptr %4, align 4
  %55 = load ptr, ptr getelementptr inbounds ([3 x ptr], ptr @words, i64 0, i64 2), align 8
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %54, ptr noundef %55)
  store ptr @l1, ptr %6, align 8
  br label %57

57:                                               ; preds = %65, %53
  %58 = load ptr, ptr %6, align 8
  %59 = icmp ne ptr %58, null
  br i1 %59, label %60, label %69

60:                                               ; preds = %57
  %61 = load ptr, ptr %6, align 8
  %62 = getelementptr inbounds %struct.Link, ptr %61, i32 0, i32 0
  %63 = load i32, ptr %62, align 8
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %63)
  br label %65

65:                                               ; preds = %60
  %66 = load ptr, ptr %6, align 8
  %67 = getelementptr inbounds %struct.Link, ptr %66, i32 0, i32 1
  %68 = load ptr, ptr %67, align 8
  store ptr %68, ptr %6, align 8
  br label %57, !llvm.loop !8

69:                                               ; preds = %57
  %70 = load double, ptr @dtable, align 8
  %71 = load double, ptr getelementptr inbounds ([3 x double], ptr @dtable, i64 0, i64 1), align 8
  %72 = load double, ptr getelementptr inbounds ([3 x double], ptr @dtable, i64 0, i64 2), align 8
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %70, double noundef %71, double noundef %72)
  store i8 73, ptr @name_buf, align 1
  %74 = load i64, ptr @big_values, align 8
  %75 = load i64, ptr getelementptr inbounds ([2 x i64], ptr @big_values, i64 0, i64 1), align 8
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef @name_buf, i64 noundef %74, i64 noundef %75)
  %77 = call i32 @next_ticket()
  store i32 %77, ptr %7, align 4
  %78 = call i32 @next_ticket()
  store i32 %78, ptr %8, align 4
  %79 = load i32, ptr %7, align 4
  %80 = load i32, ptr %8, align 4
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %79, i32 noundef %80)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i32 @next_ticket() #0 {
  %1 = load i32, ptr @next_ticket.t, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @next_ticket.t, align 4
  ret i32 %1
}

attributes #0 = { noinline nounwind optnone ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }

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
