; ModuleID = 'tests/run/atomic_wide.c'
source_filename = "tests/run/atomic_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@value = internal global i128 0, align 16
@.str = private unnamed_addr constant [14 x i8] c"fetch_add old\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"after add\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"after bit ops\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"cas miss: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"expected now\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"cas hit: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"exchange old\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"final value\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"counter\00", align 1
@counter = internal global i128 0, align 16
@.str.9 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i32, align 4
  %21 = alloca i128, align 16
  %22 = alloca i8, align 1
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i8, align 1
  %26 = alloca i128, align 16
  %27 = alloca i8, align 1
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca [2 x i64], align 16
  %34 = alloca i64, align 8
  %35 = alloca i32, align 4
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i128 -5, ptr %2, align 16
  %38 = load i128, ptr %2, align 16
  store atomic i128 %38, ptr @value seq_cst, align 16
  store i128 12, ptr %4, align 16
  %39 = load i128, ptr %4, align 16
  %40 = atomicrmw add ptr @value, i128 %39 seq_cst, align 16
  store i128 %40, ptr %5, align 16
  %41 = load i128, ptr %5, align 16
  store i128 %41, ptr %3, align 16
  %42 = load i128, ptr %3, align 16
  store i128 %42, ptr %6, align 16
  %43 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %44 = load i64, ptr %43, align 16
  %45 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %46 = load i64, ptr %45, align 8
  call void @print(ptr noundef @.str, i64 noundef %44, i64 noundef %46)
  %47 = load atomic i128, ptr @value seq_cst, align 16
  store i128 %47, ptr %7, align 16
  %48 = load i128, ptr %7, align 16
  store i128 %48, ptr %8, align 16
  %49 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %50 = load i64, ptr %49, align 16
  %51 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %52 = load i64, ptr %51, align 8
  call void @print(ptr noundef @.str.1, i64 noundef %50, i64 noundef %52)
  store i128 1180591620717411303424, ptr %9, align 16
  %53 = load i128, ptr %9, align 16
  %54 = atomicrmw sub ptr @value, i128 %53 monotonic, align 16
  store i128 %54, ptr %10, align 16
  %55 = load i128, ptr %10, align 16
  store i128 240, ptr %11, align 16
  %56 = load i128, ptr %11, align 16
  %57 = atomicrmw or ptr @value, i128 %56 seq_cst, align 16
  store i128 %57, ptr %12, align 16
  %58 = load i128, ptr %12, align 16
  store i128 -17, ptr %13, align 16
  %59 = load i128, ptr %13, align 16
  %60 = atomicrmw and ptr @value, i128 %59 seq_cst, align 16
  store i128 %60, ptr %14, align 16
  %61 = load i128, ptr %14, align 16
  store i128 3802951800684688204490109616128, ptr %15, align 16
  %62 = load i128, ptr %15, align 16
  %63 = atomicrmw xor ptr @value, i128 %62 acq_rel, align 16
  store i128 %63, ptr %16, align 16
  %64 = load i128, ptr %16, align 16
  %65 = load atomic i128, ptr @value acquire, align 16
  store i128 %65, ptr %17, align 16
  %66 = load i128, ptr %17, align 16
  store i128 %66, ptr %18, align 16
  %67 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %68 = load i64, ptr %67, align 16
  %69 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %70 = load i64, ptr %69, align 8
  call void @print(ptr noundef @.str.2, i64 noundef %68, i64 noundef %70)
  store i128 0, ptr %19, align 16
  store i128 99, ptr %21, align 16
  %71 = load i128, ptr %19, align 16
  %72 = load i128, ptr %21, align 16
  %73 = cmpxchg ptr @value, i128 %71, i128 %72 seq_cst seq_cst, align 16
  %74 = extractvalue { i128, i1 } %73, 0
  %75 = extractvalue { i128, i1 } %73, 1
  br i1 %75, label %77, label %76

76:                                               ; preds = %0
  store i128 %74, ptr %19, align 16
  br label %77

77:                                               ; preds = %76, %0
  %78 = zext i1 %75 to i8
  store i8 %78, ptr %22, align 1
  %79 = load i8, ptr %22, align 1
  %80 = trunc i8 %79 to i1
  %81 = zext i1 %80 to i32
  store i32 %81, ptr %20, align 4
  %82 = load i32, ptr %20, align 4
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %82)
  %84 = load i128, ptr %19, align 16
  store i128 %84, ptr %23, align 16
  %85 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %86 = load i64, ptr %85, align 16
  %87 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %88 = load i64, ptr %87, align 8
  call void @print(ptr noundef @.str.4, i64 noundef %86, i64 noundef %88)
  store i128 99, ptr %24, align 16
  %89 = load i128, ptr %19, align 16
  %90 = load i128, ptr %24, align 16
  %91 = cmpxchg weak ptr @value, i128 %89, i128 %90 seq_cst seq_cst, align 16
  %92 = extractvalue { i128, i1 } %91, 0
  %93 = extractvalue { i128, i1 } %91, 1
  br i1 %93, label %95, label %94

94:                                               ; preds = %77
  store i128 %92, ptr %19, align 16
  br label %95

95:                                               ; preds = %94, %77
  %96 = zext i1 %93 to i8
  store i8 %96, ptr %25, align 1
  %97 = load i8, ptr %25, align 1
  %98 = trunc i8 %97 to i1
  %99 = zext i1 %98 to i32
  store i32 %99, ptr %20, align 4
  br label %100

100:                                              ; preds = %111, %95
  %101 = load i32, ptr %20, align 4
  %102 = icmp ne i32 %101, 0
  %103 = xor i1 %102, true
  br i1 %103, label %104, label %116

104:                                              ; preds = %100
  store i128 99, ptr %26, align 16
  %105 = load i128, ptr %19, align 16
  %106 = load i128, ptr %26, align 16
  %107 = cmpxchg weak ptr @value, i128 %105, i128 %106 seq_cst seq_cst, align 16
  %108 = extractvalue { i128, i1 } %107, 0
  %109 = extractvalue { i128, i1 } %107, 1
  br i1 %109, label %111, label %110

110:                                              ; preds = %104
  store i128 %108, ptr %19, align 16
  br label %111

111:                                              ; preds = %110, %104
  %112 = zext i1 %109 to i8
  store i8 %112, ptr %27, align 1
  %113 = load i8, ptr %27, align 1
  %114 = trunc i8 %113 to i1
  %115 = zext i1 %114 to i32
  store i32 %115, ptr %20, align 4
  br label %100, !llvm.loop !6

116:                                              ; preds = %100
  %117 = load i32, ptr %20, align 4
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %117)
  store i128 7, ptr %28, align 16
  %119 = load i128, ptr %28, align 16
  %120 = atomicrmw xchg ptr @value, i128 %119 seq_cst, align 16
  store i128 %120, ptr %29, align 16
  %121 = load i128, ptr %29, align 16
  store i128 %121, ptr %30, align 16
  %122 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %123 = load i64, ptr %122, align 16
  %124 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  %125 = load i64, ptr %124, align 8
  call void @print(ptr noundef @.str.6, i64 noundef %123, i64 noundef %125)
  %126 = load atomic i128, ptr @value seq_cst, align 16
  store i128 %126, ptr %31, align 16
  %127 = load i128, ptr %31, align 16
  store i128 %127, ptr %32, align 16
  %128 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 0
  %129 = load i64, ptr %128, align 16
  %130 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 1
  %131 = load i64, ptr %130, align 8
  call void @print(ptr noundef @.str.7, i64 noundef %129, i64 noundef %131)
  store i64 0, ptr %34, align 8
  br label %132

132:                                              ; preds = %142, %116
  %133 = load i64, ptr %34, align 8
  %134 = icmp slt i64 %133, 2
  br i1 %134, label %135, label %145

135:                                              ; preds = %132
  %136 = load i64, ptr %34, align 8
  %137 = getelementptr inbounds [2 x i64], ptr %33, i64 0, i64 %136
  %138 = load i64, ptr %34, align 8
  %139 = add nsw i64 %138, 1
  %140 = inttoptr i64 %139 to ptr
  %141 = call i32 @pthread_create(ptr noundef %137, ptr noundef null, ptr noundef @adder, ptr noundef %140) #3
  br label %142

142:                                              ; preds = %135
  %143 = load i64, ptr %34, align 8
  %144 = add nsw i64 %143, 1
  store i64 %144, ptr %34, align 8
  br label %132, !llvm.loop !8

145:                                              ; preds = %132
  store i32 0, ptr %35, align 4
  br label %146

146:                                              ; preds = %155, %145
  %147 = load i32, ptr %35, align 4
  %148 = icmp slt i32 %147, 2
  br i1 %148, label %149, label %158

149:                                              ; preds = %146
  %150 = load i32, ptr %35, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [2 x i64], ptr %33, i64 0, i64 %151
  %153 = load i64, ptr %152, align 8
  %154 = call i32 @pthread_join(i64 noundef %153, ptr noundef null)
  br label %155

155:                                              ; preds = %149
  %156 = load i32, ptr %35, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %35, align 4
  br label %146, !llvm.loop !9

158:                                              ; preds = %146
  %159 = load atomic i128, ptr @counter seq_cst, align 16
  store i128 %159, ptr %36, align 16
  %160 = load i128, ptr %36, align 16
  store i128 %160, ptr %37, align 16
  %161 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 0
  %162 = load i64, ptr %161, align 16
  %163 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 1
  %164 = load i64, ptr %163, align 8
  call void @print(ptr noundef @.str.8, i64 noundef %162, i64 noundef %164)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %8, align 8
  %9 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %9, ptr %6, align 16
  %10 = load ptr, ptr %5, align 8
  %11 = load i128, ptr %6, align 16
  %12 = lshr i128 %11, 64
  %13 = trunc i128 %12 to i64
  %14 = load i128, ptr %6, align 16
  %15 = trunc i128 %14 to i64
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %10, i64 noundef %13, i64 noundef %15)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @adder(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  store ptr %0, ptr %2, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = ptrtoint ptr %7 to i64
  %9 = zext i64 %8 to i128
  %10 = add i128 9223372036854775808, %9
  store i128 %10, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %11

11:                                               ; preds = %19, %1
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %12, 20000
  br i1 %13, label %14, label %22

14:                                               ; preds = %11
  %15 = load i128, ptr %3, align 16
  store i128 %15, ptr %5, align 16
  %16 = load i128, ptr %5, align 16
  %17 = atomicrmw add ptr @counter, i128 %16 seq_cst, align 16
  store i128 %17, ptr %6, align 16
  %18 = load i128, ptr %6, align 16
  br label %19

19:                                               ; preds = %14
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %11, !llvm.loop !10

22:                                               ; preds = %11
  ret ptr null
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
