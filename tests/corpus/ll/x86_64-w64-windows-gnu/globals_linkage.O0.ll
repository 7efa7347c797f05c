; ModuleID = 'tests/programs/globals_linkage.c'
source_filename = "tests/programs/globals_linkage.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Rec = type { ptr, ptr, ptr }

@global_counter = dso_local global i32 5, align 4
@const_table = dso_local constant [5 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11], align 16
@weak_value = weak dso_local global i32 123, align 4
@hidden_value = hidden global i32 77, align 4
@protected_value = protected global i32 55, align 4
@global_ptr = dso_local global ptr @global_counter, align 8
@const_ptr = dso_local global ptr getelementptr (i8, ptr @const_table, i64 8), align 8
@func_ptr = dso_local global ptr @weak_func, align 8
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@rec_b = internal global %struct.Rec { ptr @.str.16, ptr @file_counter, ptr @rec_c }, align 8
@rec_a = dso_local global %struct.Rec { ptr @.str, ptr @global_counter, ptr @rec_b }, align 8
@text_buf = dso_local global [13 x i8] c"mutable text\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"literal\00", align 1
@str_ptr = dso_local global ptr getelementptr (i8, ptr @.str.1, i64 3), align 8
@used_but_unreferenced = internal global i32 9, align 4
@aligned_global = dso_local global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 64
@sectioned = dso_local global i32 31, section ".data.custom_section", align 4
@big_init = dso_local global i64 81985529216486895, align 8
@bytes_init = dso_local global [4 x i8] c"\00\7F\80\FF", align 1
@file_counter = internal global i32 7, align 4
@.str.2 = private unnamed_addr constant [16 x i8] c"counters %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"const_table sum %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"names %s %s\0A\00", align 1
@names = internal constant [4 x ptr] [ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21], align 16
@.str.5 = private unnamed_addr constant [38 x i8] c"weak %d %d hidden %d %d protected %d\0A\00", align 1
@zero_init = dso_local global [100 x i32] zeroinitializer, align 16
@.str.6 = private unnamed_addr constant [18 x i8] c"zero_init sum %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"static doubles %.2f %.2f\0A\00", align 1
@static_doubles = internal global [4 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double 0.000000e+00], align 16
@.str.8 = private unnamed_addr constant [15 x i8] c"ptrs %d %d %d\0A\00", align 1
@ptr_array = internal global [4 x ptr] [ptr @global_counter, ptr @file_counter, ptr @hidden_value, ptr getelementptr (i8, ptr @zero_init, i64 200)], align 16
@.str.9 = private unnamed_addr constant [14 x i8] c"ptr_array %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"rec %s -> %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"%s %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [34 x i8] c"aligned %d sectioned %d big %llx\0A\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"bytes %u %u %u %u\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"ids %d %d %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [27 x i8] c"alias target %d %d var %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@rec_c = internal global %struct.Rec { ptr @.str.17, ptr getelementptr (i8, ptr @zero_init, i64 4), ptr null }, align 8
@.str.17 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@next_id.id = internal global i32 1000, align 4
@llvm.used = appending global [1 x ptr] [ptr @used_but_unreferenced], section "llvm.metadata"

@alias_fn = dso_local alias i32 (i32), ptr @alias_target
@alias_var = dso_local alias i32, ptr @global_counter

; Function Attrs: noinline nounwind optnone uwtable
define weak dso_local i32 @weak_func(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 2
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @hidden_func(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr @hidden_value, align 4
  %5 = add nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @alias_target(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %9 = load i32, ptr @global_counter, align 4
  %10 = add nsw i32 %9, 10
  store i32 %10, ptr @global_counter, align 4
  %11 = load i32, ptr @file_counter, align 4
  %12 = mul nsw i32 %11, 3
  store i32 %12, ptr @file_counter, align 4
  %13 = load i32, ptr @global_counter, align 4
  %14 = load i32, ptr @file_counter, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %13, i32 noundef %14)
  %16 = load i32, ptr @const_table, align 16
  %17 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @const_table, i64 0, i64 1), align 4
  %18 = add nsw i32 %16, %17
  %19 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @const_table, i64 0, i64 2), align 8
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @const_table, i64 0, i64 3), align 4
  %22 = add nsw i32 %20, %21
  %23 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @const_table, i64 0, i64 4), align 16
  %24 = add nsw i32 %22, %23
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %24)
  %26 = load ptr, ptr getelementptr inbounds ([4 x ptr], ptr @names, i64 0, i64 1), align 8
  %27 = load ptr, ptr getelementptr inbounds ([4 x ptr], ptr @names, i64 0, i64 3), align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %26, ptr noundef %27)
  %29 = load i32, ptr @weak_value, align 4
  %30 = call i32 @weak_func(i32 noundef 21)
  %31 = load i32, ptr @hidden_value, align 4
  %32 = call i32 @hidden_func(i32 noundef 1)
  %33 = load i32, ptr @protected_value, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33)
  store i32 9, ptr getelementptr inbounds ([100 x i32], ptr @zero_init, i64 0, i64 50), align 8
  store i32 4, ptr getelementptr inbounds ([100 x i32], ptr @zero_init, i64 0, i64 1), align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %35

35:                                               ; preds = %45, %0
  %36 = load i32, ptr %3, align 4
  %37 = icmp slt i32 %36, 100
  br i1 %37, label %38, label %48

38:                                               ; preds = %35
  %39 = load i32, ptr %3, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [100 x i32], ptr @zero_init, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = load i32, ptr %2, align 4
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr %2, align 4
  br label %45

45:                                               ; preds = %38
  %46 = load i32, ptr %3, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %3, align 4
  br label %35, !llvm.loop !5

48:                                               ; preds = %35
  %49 = load i32, ptr %2, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %49)
  %51 = load double, ptr getelementptr inbounds ([4 x double], ptr @static_doubles, i64 0, i64 1), align 8
  %52 = load double, ptr getelementptr inbounds ([4 x double], ptr @static_doubles, i64 0, i64 3), align 8
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %51, double noundef %52)
  %54 = load ptr, ptr @global_ptr, align 8
  %55 = load i32, ptr %54, align 4
  %56 = load ptr, ptr @const_ptr, align 8
  %57 = load i32, ptr %56, align 4
  %58 = load ptr, ptr @func_ptr, align 8
  %59 = call i32 %58(i32 noundef 8)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %55, i32 noundef %57, i32 noundef %59)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %61

61:                                               ; preds = %74, %48
  %62 = load i32, ptr %5, align 4
  %63 = icmp slt i32 %62, 4
  br i1 %63, label %64, label %77

64:                                               ; preds = %61
  %65 = load i32, ptr %4, align 4
  %66 = mul nsw i32 %65, 10
  %67 = load i32, ptr %5, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [4 x ptr], ptr @ptr_array, i64 0, i64 %68
  %70 = load ptr, ptr %69, align 8
  %71 = load i32, ptr %70, align 4
  %72 = srem i32 %71, 10
  %73 = add nsw i32 %66, %72
  store i32 %73, ptr %4, align 4
  br label %74

74:                                               ; preds = %64
  %75 = load i32, ptr %5, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %5, align 4
  br label %61, !llvm.loop !7

77:                                               ; preds = %61
  %78 = load i32, ptr %4, align 4
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %78)
  store ptr @rec_a, ptr %6, align 8
  br label %80

80:                                               ; preds = %92, %77
  %81 = load ptr, ptr %6, align 8
  %82 = icmp ne ptr %81, null
  br i1 %82, label %83, label %96

83:                                               ; preds = %80
  %84 = load ptr, ptr %6, align 8
  %85 = getelementptr inbounds %struct.Rec, ptr %84, i32 0, i32 0
  %86 = load ptr, ptr %85, align 8
  %87 = load ptr, ptr %6, align 8
  %88 = getelementptr inbounds %struct.Rec, ptr %87, i32 0, i32 1
  %89 = load ptr, ptr %88, align 8
  %90 = load i32, ptr %89, align 4
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %86, i32 noundef %90)
  br label %92

92:                                               ; preds = %83
  %93 = load ptr, ptr %6, align 8
  %94 = getelementptr inbounds %struct.Rec, ptr %93, i32 0, i32 2
  %95 = load ptr, ptr %94, align 8
  store ptr %95, ptr %6, align 8
  br label %80, !llvm.loop !8

96:                                               ; preds = %80
  store i8 77, ptr @text_buf, align 1
  %97 = load ptr, ptr @str_ptr, align 8
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef @text_buf, ptr noundef %97)
  %99 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @aligned_global, i64 0, i64 3), align 4
  %100 = load i32, ptr @sectioned, align 4
  %101 = load i64, ptr @big_init, align 8
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %99, i32 noundef %100, i64 noundef %101)
  %103 = load i8, ptr @bytes_init, align 1
  %104 = zext i8 %103 to i32
  %105 = load i8, ptr getelementptr inbounds ([4 x i8], ptr @bytes_init, i64 0, i64 1), align 1
  %106 = zext i8 %105 to i32
  %107 = load i8, ptr getelementptr inbounds ([4 x i8], ptr @bytes_init, i64 0, i64 2), align 1
  %108 = zext i8 %107 to i32
  %109 = load i8, ptr getelementptr inbounds ([4 x i8], ptr @bytes_init, i64 0, i64 3), align 1
  %110 = zext i8 %109 to i32
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %104, i32 noundef %106, i32 noundef %108, i32 noundef %110)
  %112 = call i32 @next_id()
  store i32 %112, ptr %7, align 4
  %113 = call i32 @next_id()
  store i32 %113, ptr %8, align 4
  %114 = load i32, ptr %7, align 4
  %115 = load i32, ptr %8, align 4
  %116 = call i32 @next_id()
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %114, i32 noundef %115, i32 noundef %116)
  %118 = call i32 @alias_target(i32 noundef 12)
  %119 = call i32 @alias_fn(i32 noundef 13)
  %120 = load i32, ptr @alias_var, align 4
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %118, i32 noundef %119, i32 noundef %120)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_id() #0 {
  %1 = load i32, ptr @next_id.id, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @next_id.id, align 4
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
