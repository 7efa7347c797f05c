; ModuleID = 'tests/programs/nohdr_computed_goto.c'
source_filename = "tests/programs/nohdr_computed_goto.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@__const.main.fact = private unnamed_addr constant [15 x i32] [i32 0, i32 1, i32 0, i32 15, i32 6, i32 7, i32 3, i32 6, i32 0, i32 1, i32 2, i32 4, i32 4, i32 8, i32 10], align 16
@.str = private unnamed_addr constant [12 x i8] c"15! = %lld\0A\00", align 1
@__const.main.count = private unnamed_addr constant [9 x i32] [i32 0, i32 5, i32 9, i32 0, i32 1, i32 2, i32 4, i32 2, i32 10], align 16
@.str.1 = private unnamed_addr constant [25 x i8] c"countdown result = %lld\0A\00", align 1
@__const.main.sq = private unnamed_addr constant [18 x i32] [i32 0, i32 0, i32 0, i32 100, i32 5, i32 5, i32 3, i32 6, i32 8, i32 6, i32 7, i32 1, i32 6, i32 8, i32 0, i32 0, i32 1, i32 10], align 16
@.str.2 = private unnamed_addr constant [18 x i8] c"program 3 = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"relative dispatch = %d\0A\00", align 1
@run.labels = internal constant [11 x ptr] [ptr blockaddress(@run, %16), ptr blockaddress(@run, %29), ptr blockaddress(@run, %45), ptr blockaddress(@run, %61), ptr blockaddress(@run, %77), ptr blockaddress(@run, %97), ptr blockaddress(@run, %111), ptr blockaddress(@run, %129), ptr blockaddress(@run, %143), ptr blockaddress(@run, %152), ptr blockaddress(@run, %163)], align 16
@.str.4 = private unnamed_addr constant [8 x i8] c"  %lld\0A\00", align 1
@relative_dispatch.offsets = internal constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %11) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %11) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %14) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %11) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %17) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %11) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative_dispatch, %20) to i64), i64 ptrtoint (ptr blockaddress(@relative_dispatch, %11) to i64)) to i32)], align 16

; Function Attrs: noinline nounwind optnone ssp uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [15 x i32], align 16
  %3 = alloca [9 x i32], align 16
  %4 = alloca [18 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.fact, i64 60, i1 false)
  %7 = getelementptr inbounds [15 x i32], ptr %2, i64 0, i64 0
  %8 = call i64 @run(ptr noundef %7)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.count, i64 36, i1 false)
  %10 = getelementptr inbounds [9 x i32], ptr %3, i64 0, i64 0
  %11 = call i64 @run(ptr noundef %10)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.sq, i64 72, i1 false)
  %13 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 0
  %14 = call i64 @run(ptr noundef %13)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %14)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %16

16:                                               ; preds = %26, %0
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %17, 8
  br i1 %18, label %19, label %29

19:                                               ; preds = %16
  %20 = load i32, ptr %5, align 4
  %21 = mul nsw i32 %20, 10
  %22 = load i32, ptr %6, align 4
  %23 = call i32 @relative_dispatch(i32 noundef %22)
  %24 = srem i32 %23, 7
  %25 = add nsw i32 %21, %24
  store i32 %25, ptr %5, align 4
  br label %26

26:                                               ; preds = %19
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %16, !llvm.loop !5

29:                                               ; preds = %16
  %30 = load i32, ptr %5, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %30)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i64 @run(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [64 x i64], align 16
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %8 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 0
  store ptr %8, ptr %4, align 8
  %9 = load ptr, ptr %2, align 8
  store ptr %9, ptr %5, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds i32, ptr %10, i32 1
  store ptr %11, ptr %5, align 8
  %12 = load i32, ptr %10, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8
  br label %167

16:                                               ; preds = %167
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds i32, ptr %17, i32 1
  store ptr %18, ptr %5, align 8
  %19 = load i32, ptr %17, align 4
  %20 = sext i32 %19 to i64
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds i64, ptr %21, i32 1
  store ptr %22, ptr %4, align 8
  store i64 %20, ptr %21, align 8
  %23 = load ptr, ptr %5, align 8
  %24 = getelementptr inbounds i32, ptr %23, i32 1
  store ptr %24, ptr %5, align 8
  %25 = load i32, ptr %23, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %26
  %28 = load ptr, ptr %27, align 8
  br label %167

29:                                               ; preds = %167
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds i64, ptr %30, i32 -1
  store ptr %31, ptr %4, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds i64, ptr %32, i64 0
  %34 = load i64, ptr %33, align 8
  %35 = load ptr, ptr %4, align 8
  %36 = getelementptr inbounds i64, ptr %35, i64 -1
  %37 = load i64, ptr %36, align 8
  %38 = add nsw i64 %37, %34
  store i64 %38, ptr %36, align 8
  %39 = load ptr, ptr %5, align 8
  %40 = getelementptr inbounds i32, ptr %39, i32 1
  store ptr %40, ptr %5, align 8
  %41 = load i32, ptr %39, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %42
  %44 = load ptr, ptr %43, align 8
  br label %167

45:                                               ; preds = %167
  %46 = load ptr, ptr %4, align 8
  %47 = getelementptr inbounds i64, ptr %46, i32 -1
  store ptr %47, ptr %4, align 8
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr inbounds i64, ptr %48, i64 0
  %50 = load i64, ptr %49, align 8
  %51 = load ptr, ptr %4, align 8
  %52 = getelementptr inbounds i64, ptr %51, i64 -1
  %53 = load i64, ptr %52, align 8
  %54 = sub nsw i64 %53, %50
  store i64 %54, ptr %52, align 8
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds i32, ptr %55, i32 1
  store ptr %56, ptr %5, align 8
  %57 = load i32, ptr %55, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %58
  %60 = load ptr, ptr %59, align 8
  br label %167

61:                                               ; preds = %167
  %62 = load ptr, ptr %4, align 8
  %63 = getelementptr inbounds i64, ptr %62, i32 -1
  store ptr %63, ptr %4, align 8
  %64 = load ptr, ptr %4, align 8
  %65 = getelementptr inbounds i64, ptr %64, i64 0
  %66 = load i64, ptr %65, align 8
  %67 = load ptr, ptr %4, align 8
  %68 = getelementptr inbounds i64, ptr %67, i64 -1
  %69 = load i64, ptr %68, align 8
  %70 = mul nsw i64 %69, %66
  store i64 %70, ptr %68, align 8
  %71 = load ptr, ptr %5, align 8
  %72 = getelementptr inbounds i32, ptr %71, i32 1
  store ptr %72, ptr %5, align 8
  %73 = load i32, ptr %71, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %74
  %76 = load ptr, ptr %75, align 8
  br label %167

77:                                               ; preds = %167
  %78 = load ptr, ptr %5, align 8
  %79 = getelementptr inbounds i32, ptr %78, i32 1
  store ptr %79, ptr %5, align 8
  %80 = load i32, ptr %78, align 4
  store i32 %80, ptr %6, align 4
  %81 = load ptr, ptr %4, align 8
  %82 = getelementptr inbounds i64, ptr %81, i64 -1
  %83 = load i64, ptr %82, align 8
  %84 = icmp ne i64 %83, 0
  br i1 %84, label %85, label %90

85:                                               ; preds = %77
  %86 = load ptr, ptr %2, align 8
  %87 = load i32, ptr %6, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %86, i64 %88
  store ptr %89, ptr %5, align 8
  br label %90

90:                                               ; preds = %85, %77
  %91 = load ptr, ptr %5, align 8
  %92 = getelementptr inbounds i32, ptr %91, i32 1
  store ptr %92, ptr %5, align 8
  %93 = load i32, ptr %91, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %94
  %96 = load ptr, ptr %95, align 8
  br label %167

97:                                               ; preds = %167
  %98 = load ptr, ptr %4, align 8
  %99 = getelementptr inbounds i64, ptr %98, i64 -1
  %100 = load i64, ptr %99, align 8
  %101 = load ptr, ptr %4, align 8
  %102 = getelementptr inbounds i64, ptr %101, i64 0
  store i64 %100, ptr %102, align 8
  %103 = load ptr, ptr %4, align 8
  %104 = getelementptr inbounds i64, ptr %103, i32 1
  store ptr %104, ptr %4, align 8
  %105 = load ptr, ptr %5, align 8
  %106 = getelementptr inbounds i32, ptr %105, i32 1
  store ptr %106, ptr %5, align 8
  %107 = load i32, ptr %105, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %108
  %110 = load ptr, ptr %109, align 8
  br label %167

111:                                              ; preds = %167
  %112 = load ptr, ptr %4, align 8
  %113 = getelementptr inbounds i64, ptr %112, i64 -1
  %114 = load i64, ptr %113, align 8
  store i64 %114, ptr %7, align 8
  %115 = load ptr, ptr %4, align 8
  %116 = getelementptr inbounds i64, ptr %115, i64 -2
  %117 = load i64, ptr %116, align 8
  %118 = load ptr, ptr %4, align 8
  %119 = getelementptr inbounds i64, ptr %118, i64 -1
  store i64 %117, ptr %119, align 8
  %120 = load i64, ptr %7, align 8
  %121 = load ptr, ptr %4, align 8
  %122 = getelementptr inbounds i64, ptr %121, i64 -2
  store i64 %120, ptr %122, align 8
  %123 = load ptr, ptr %5, align 8
  %124 = getelementptr inbounds i32, ptr %123, i32 1
  store ptr %124, ptr %5, align 8
  %125 = load i32, ptr %123, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %126
  %128 = load ptr, ptr %127, align 8
  br label %167

129:                                              ; preds = %167
  %130 = load ptr, ptr %4, align 8
  %131 = getelementptr inbounds i64, ptr %130, i64 -2
  %132 = load i64, ptr %131, align 8
  %133 = load ptr, ptr %4, align 8
  %134 = getelementptr inbounds i64, ptr %133, i64 0
  store i64 %132, ptr %134, align 8
  %135 = load ptr, ptr %4, align 8
  %136 = getelementptr inbounds i64, ptr %135, i32 1
  store ptr %136, ptr %4, align 8
  %137 = load ptr, ptr %5, align 8
  %138 = getelementptr inbounds i32, ptr %137, i32 1
  store ptr %138, ptr %5, align 8
  %139 = load i32, ptr %137, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %140
  %142 = load ptr, ptr %141, align 8
  br label %167

143:                                              ; preds = %167
  %144 = load ptr, ptr %4, align 8
  %145 = getelementptr inbounds i64, ptr %144, i32 -1
  store ptr %145, ptr %4, align 8
  %146 = load ptr, ptr %5, align 8
  %147 = getelementptr inbounds i32, ptr %146, i32 1
  store ptr %147, ptr %5, align 8
  %148 = load i32, ptr %146, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %149
  %151 = load ptr, ptr %150, align 8
  br label %167

152:                                              ; preds = %167
  %153 = load ptr, ptr %4, align 8
  %154 = getelementptr inbounds i64, ptr %153, i64 -1
  %155 = load i64, ptr %154, align 8
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %155)
  %157 = load ptr, ptr %5, align 8
  %158 = getelementptr inbounds i32, ptr %157, i32 1
  store ptr %158, ptr %5, align 8
  %159 = load i32, ptr %157, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [11 x ptr], ptr @run.labels, i64 0, i64 %160
  %162 = load ptr, ptr %161, align 8
  br label %167

163:                                              ; preds = %167
  %164 = load ptr, ptr %4, align 8
  %165 = getelementptr inbounds i64, ptr %164, i64 -1
  %166 = load i64, ptr %165, align 8
  ret i64 %166

167:                                              ; preds = %152, %143, %129, %111, %97, %90, %61, %45, %29, %16, %1
  %168 = phi ptr [ %15, %1 ], [ %28, %16 ], [ %44, %29 ], [ %60, %45 ], [ %76, %61 ], [ %96, %90 ], [ %110, %97 ], [ %128, %111 ], [ %142, %129 ], [ %151, %143 ], [ %162, %152 ]
  indirectbr ptr %168, [label %16, label %29, label %45, label %61, label %77, label %97, label %111, label %129, label %143, label %152, label %163]
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @relative_dispatch(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  %5 = and i32 %4, 3
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [4 x i32], ptr @relative_dispatch.offsets, i64 0, i64 %6
  %8 = load i32, ptr %7, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i8, ptr blockaddress(@relative_dispatch, %11), i64 %9
  br label %24

11:                                               ; preds = %24, %24, %24, %24, %24, %24
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %3, align 4
  br label %14

14:                                               ; preds = %11, %24
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 10
  store i32 %16, ptr %3, align 4
  br label %17

17:                                               ; preds = %14, %24
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 100
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %17, %24
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 %21, 1000
  store i32 %22, ptr %3, align 4
  %23 = load i32, ptr %3, align 4
  ret i32 %23

24:                                               ; preds = %1
  %25 = phi ptr [ %10, %1 ]
  indirectbr ptr %25, [label %11, label %11, label %14, label %11, label %17, label %11, label %20, label %11, label %11]
}

attributes #0 = { noinline nounwind optnone ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
