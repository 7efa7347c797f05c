; ModuleID = 'tests/programs/computed_goto.c'
source_filename = "tests/programs/computed_goto.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.prog = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 10, i32 3, i32 3, i32 2, i32 4, i32 8, i32 5, i32 4, i32 0, i32 0, i32 1, i32 9], align 16
@.str = private unnamed_addr constant [14 x i8] c"interp = %ld\0A\00", align 1
@__const.main.fact = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 0, i32 12, i32 3, i32 0, i32 0, i32 1, i32 4, i32 7, i32 9], align 16
@.str.1 = private unnamed_addr constant [18 x i8] c"stack prog = %ld\0A\00", align 1
@__const.main.loop = private unnamed_addr constant [10 x i32] [i32 0, i32 7, i32 8, i32 5, i32 6, i32 2, i32 0, i32 99, i32 1, i32 9], align 16
@.str.2 = private unnamed_addr constant [12 x i8] c"loop = %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"123\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"-45.67\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"12a\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"0.5\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c".\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"99.9.9\00", align 1
@__const.main.nums = private unnamed_addr constant [6 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8], align 16
@.str.9 = private unnamed_addr constant [13 x i8] c"sm(%s) = %d\0A\00", align 1
@interp.dispatch = internal constant [10 x ptr] [ptr blockaddress(@interp, %17), ptr blockaddress(@interp, %31), ptr blockaddress(@interp, %50), ptr blockaddress(@interp, %69), ptr blockaddress(@interp, %86), ptr blockaddress(@interp, %112), ptr blockaddress(@interp, %125), ptr blockaddress(@interp, %147), ptr blockaddress(@interp, %156), ptr blockaddress(@interp, %173)], align 16
@.str.10 = private unnamed_addr constant [9 x i8] c"out %ld\0A\00", align 1
@state_machine.tbl = internal constant [4 x ptr] [ptr blockaddress(@state_machine, %18), ptr blockaddress(@state_machine, %37), ptr blockaddress(@state_machine, %56), ptr blockaddress(@state_machine, %69)], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [15 x i32], align 16
  %3 = alloca [11 x i32], align 16
  %4 = alloca [10 x i32], align 16
  %5 = alloca [6 x ptr], align 16
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.prog, i64 60, i1 false)
  %7 = getelementptr inbounds [15 x i32], ptr %2, i64 0, i64 0
  %8 = call i32 @interp(ptr noundef %7, i32 noundef 1)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.fact, i64 44, i1 false)
  %10 = getelementptr inbounds [11 x i32], ptr %3, i64 0, i64 0
  %11 = call i32 @interp(ptr noundef %10, i32 noundef 0)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.loop, i64 40, i1 false)
  %13 = getelementptr inbounds [10 x i32], ptr %4, i64 0, i64 0
  %14 = call i32 @interp(ptr noundef %13, i32 noundef 1)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %14)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.nums, i64 48, i1 false)
  store i32 0, ptr %6, align 4
  br label %16

16:                                               ; preds = %30, %0
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %17, 6
  br i1 %18, label %19, label %33

19:                                               ; preds = %16
  %20 = load i32, ptr %6, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [6 x ptr], ptr %5, i64 0, i64 %21
  %23 = load ptr, ptr %22, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [6 x ptr], ptr %5, i64 0, i64 %25
  %27 = load ptr, ptr %26, align 8
  %28 = call i32 @state_machine(ptr noundef %27)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %23, i32 noundef %28)
  br label %30

30:                                               ; preds = %19
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %6, align 4
  br label %16, !llvm.loop !5

33:                                               ; preds = %16
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @interp(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [32 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %6, align 4
  %10 = load ptr, ptr %3, align 8
  store ptr %10, ptr %7, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = getelementptr inbounds i32, ptr %11, i32 1
  store ptr %12, ptr %7, align 8
  %13 = load i32, ptr %11, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8
  br label %185

17:                                               ; preds = %185
  %18 = load ptr, ptr %7, align 8
  %19 = getelementptr inbounds i32, ptr %18, i32 1
  store ptr %19, ptr %7, align 8
  %20 = load i32, ptr %18, align 4
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %23
  store i32 %20, ptr %24, align 4
  %25 = load ptr, ptr %7, align 8
  %26 = getelementptr inbounds i32, ptr %25, i32 1
  store ptr %26, ptr %7, align 8
  %27 = load i32, ptr %25, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %28
  %30 = load ptr, ptr %29, align 8
  br label %185

31:                                               ; preds = %185
  %32 = load i32, ptr %6, align 4
  %33 = add nsw i32 %32, -1
  store i32 %33, ptr %6, align 4
  %34 = load i32, ptr %6, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = load i32, ptr %6, align 4
  %39 = sub nsw i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = add nsw i32 %42, %37
  store i32 %43, ptr %41, align 4
  %44 = load ptr, ptr %7, align 8
  %45 = getelementptr inbounds i32, ptr %44, i32 1
  store ptr %45, ptr %7, align 8
  %46 = load i32, ptr %44, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %47
  %49 = load ptr, ptr %48, align 8
  br label %185

50:                                               ; preds = %185
  %51 = load i32, ptr %6, align 4
  %52 = add nsw i32 %51, -1
  store i32 %52, ptr %6, align 4
  %53 = load i32, ptr %6, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = load i32, ptr %6, align 4
  %58 = sub nsw i32 %57, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = mul nsw i32 %61, %56
  store i32 %62, ptr %60, align 4
  %63 = load ptr, ptr %7, align 8
  %64 = getelementptr inbounds i32, ptr %63, i32 1
  store ptr %64, ptr %7, align 8
  %65 = load i32, ptr %63, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %66
  %68 = load ptr, ptr %67, align 8
  br label %185

69:                                               ; preds = %185
  %70 = load i32, ptr %6, align 4
  %71 = sub nsw i32 %70, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = load i32, ptr %6, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %76
  store i32 %74, ptr %77, align 4
  %78 = load i32, ptr %6, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %6, align 4
  %80 = load ptr, ptr %7, align 8
  %81 = getelementptr inbounds i32, ptr %80, i32 1
  store ptr %81, ptr %7, align 8
  %82 = load i32, ptr %80, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %83
  %85 = load ptr, ptr %84, align 8
  br label %185

86:                                               ; preds = %185
  %87 = load i32, ptr %6, align 4
  %88 = sub nsw i32 %87, 1
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %89
  %91 = load i32, ptr %90, align 4
  store i32 %91, ptr %8, align 4
  %92 = load i32, ptr %6, align 4
  %93 = sub nsw i32 %92, 2
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4
  %97 = load i32, ptr %6, align 4
  %98 = sub nsw i32 %97, 1
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %99
  store i32 %96, ptr %100, align 4
  %101 = load i32, ptr %8, align 4
  %102 = load i32, ptr %6, align 4
  %103 = sub nsw i32 %102, 2
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %104
  store i32 %101, ptr %105, align 4
  %106 = load ptr, ptr %7, align 8
  %107 = getelementptr inbounds i32, ptr %106, i32 1
  store ptr %107, ptr %7, align 8
  %108 = load i32, ptr %106, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %109
  %111 = load ptr, ptr %110, align 8
  br label %185

112:                                              ; preds = %185
  %113 = load i32, ptr %6, align 4
  %114 = sub nsw i32 %113, 1
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4
  %118 = add nsw i32 %117, -1
  store i32 %118, ptr %116, align 4
  %119 = load ptr, ptr %7, align 8
  %120 = getelementptr inbounds i32, ptr %119, i32 1
  store ptr %120, ptr %7, align 8
  %121 = load i32, ptr %119, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %122
  %124 = load ptr, ptr %123, align 8
  br label %185

125:                                              ; preds = %185
  %126 = load ptr, ptr %7, align 8
  %127 = getelementptr inbounds i32, ptr %126, i32 1
  store ptr %127, ptr %7, align 8
  %128 = load i32, ptr %126, align 4
  store i32 %128, ptr %9, align 4
  %129 = load i32, ptr %6, align 4
  %130 = sub nsw i32 %129, 1
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %131
  %133 = load i32, ptr %132, align 4
  %134 = icmp ne i32 %133, 0
  br i1 %134, label %135, label %140

135:                                              ; preds = %125
  %136 = load ptr, ptr %3, align 8
  %137 = load i32, ptr %9, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i32, ptr %136, i64 %138
  store ptr %139, ptr %7, align 8
  br label %140

140:                                              ; preds = %135, %125
  %141 = load ptr, ptr %7, align 8
  %142 = getelementptr inbounds i32, ptr %141, i32 1
  store ptr %142, ptr %7, align 8
  %143 = load i32, ptr %141, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %144
  %146 = load ptr, ptr %145, align 8
  br label %185

147:                                              ; preds = %185
  %148 = load i32, ptr %6, align 4
  %149 = add nsw i32 %148, -1
  store i32 %149, ptr %6, align 4
  %150 = load ptr, ptr %7, align 8
  %151 = getelementptr inbounds i32, ptr %150, i32 1
  store ptr %151, ptr %7, align 8
  %152 = load i32, ptr %150, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %153
  %155 = load ptr, ptr %154, align 8
  br label %185

156:                                              ; preds = %185
  %157 = load i32, ptr %4, align 4
  %158 = icmp ne i32 %157, 0
  br i1 %158, label %159, label %166

159:                                              ; preds = %156
  %160 = load i32, ptr %6, align 4
  %161 = sub nsw i32 %160, 1
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %162
  %164 = load i32, ptr %163, align 4
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %164)
  br label %166

166:                                              ; preds = %159, %156
  %167 = load ptr, ptr %7, align 8
  %168 = getelementptr inbounds i32, ptr %167, i32 1
  store ptr %168, ptr %7, align 8
  %169 = load i32, ptr %167, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %170
  %172 = load ptr, ptr %171, align 8
  br label %185

173:                                              ; preds = %185
  %174 = load i32, ptr %6, align 4
  %175 = icmp ne i32 %174, 0
  br i1 %175, label %176, label %182

176:                                              ; preds = %173
  %177 = load i32, ptr %6, align 4
  %178 = sub nsw i32 %177, 1
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %179
  %181 = load i32, ptr %180, align 4
  br label %183

182:                                              ; preds = %173
  br label %183

183:                                              ; preds = %182, %176
  %184 = phi i32 [ %181, %176 ], [ -1, %182 ]
  ret i32 %184

185:                                              ; preds = %166, %147, %140, %112, %86, %69, %50, %31, %17, %2
  %186 = phi ptr [ %16, %2 ], [ %30, %17 ], [ %49, %31 ], [ %68, %50 ], [ %85, %69 ], [ %111, %86 ], [ %124, %112 ], [ %146, %140 ], [ %155, %147 ], [ %172, %166 ]
  indirectbr ptr %186, [label %17, label %31, label %50, label %69, label %86, label %112, label %125, label %147, label %156, label %173]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @state_machine(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %70, %1
  %8 = load ptr, ptr %3, align 8
  %9 = load i8, ptr %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %11, label %73

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i8, ptr %12, align 1
  store i8 %13, ptr %6, align 1
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x ptr], ptr @state_machine.tbl, i64 0, i64 %15
  %17 = load ptr, ptr %16, align 8
  br label %83

18:                                               ; preds = %83
  %19 = load i8, ptr %6, align 1
  %20 = sext i8 %19 to i32
  %21 = icmp sge i32 %20, 48
  br i1 %21, label %22, label %29

22:                                               ; preds = %18
  %23 = load i8, ptr %6, align 1
  %24 = sext i8 %23 to i32
  %25 = icmp sle i32 %24, 57
  br i1 %25, label %26, label %29

26:                                               ; preds = %22
  store i32 1, ptr %4, align 4
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %5, align 4
  br label %36

29:                                               ; preds = %22, %18
  %30 = load i8, ptr %6, align 1
  %31 = sext i8 %30 to i32
  %32 = icmp eq i32 %31, 45
  br i1 %32, label %33, label %34

33:                                               ; preds = %29
  store i32 1, ptr %4, align 4
  br label %35

34:                                               ; preds = %29
  store i32 3, ptr %4, align 4
  br label %35

35:                                               ; preds = %34, %33
  br label %36

36:                                               ; preds = %35, %26
  br label %70

37:                                               ; preds = %83
  %38 = load i8, ptr %6, align 1
  %39 = sext i8 %38 to i32
  %40 = icmp sge i32 %39, 48
  br i1 %40, label %41, label %48

41:                                               ; preds = %37
  %42 = load i8, ptr %6, align 1
  %43 = sext i8 %42 to i32
  %44 = icmp sle i32 %43, 57
  br i1 %44, label %45, label %48

45:                                               ; preds = %41
  %46 = load i32, ptr %5, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %5, align 4
  br label %55

48:                                               ; preds = %41, %37
  %49 = load i8, ptr %6, align 1
  %50 = sext i8 %49 to i32
  %51 = icmp eq i32 %50, 46
  br i1 %51, label %52, label %53

52:                                               ; preds = %48
  store i32 2, ptr %4, align 4
  br label %54

53:                                               ; preds = %48
  store i32 3, ptr %4, align 4
  br label %54

54:                                               ; preds = %53, %52
  br label %55

55:                                               ; preds = %54, %45
  br label %70

56:                                               ; preds = %83
  %57 = load i8, ptr %6, align 1
  %58 = sext i8 %57 to i32
  %59 = icmp sge i32 %58, 48
  br i1 %59, label %60, label %67

60:                                               ; preds = %56
  %61 = load i8, ptr %6, align 1
  %62 = sext i8 %61 to i32
  %63 = icmp sle i32 %62, 57
  br i1 %63, label %64, label %67

64:                                               ; preds = %60
  %65 = load i32, ptr %5, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %5, align 4
  br label %68

67:                                               ; preds = %60, %56
  store i32 3, ptr %4, align 4
  br label %68

68:                                               ; preds = %67, %64
  br label %70

69:                                               ; preds = %83
  store i32 -1, ptr %2, align 4
  br label %81

70:                                               ; preds = %68, %55, %36
  %71 = load ptr, ptr %3, align 8
  %72 = getelementptr inbounds i8, ptr %71, i32 1
  store ptr %72, ptr %3, align 8
  br label %7, !llvm.loop !7

73:                                               ; preds = %7
  %74 = load i32, ptr %4, align 4
  %75 = icmp eq i32 %74, 3
  br i1 %75, label %76, label %77

76:                                               ; preds = %73
  br label %79

77:                                               ; preds = %73
  %78 = load i32, ptr %5, align 4
  br label %79

79:                                               ; preds = %77, %76
  %80 = phi i32 [ -1, %76 ], [ %78, %77 ]
  store i32 %80, ptr %2, align 4
  br label %81

81:                                               ; preds = %79, %69
  %82 = load i32, ptr %2, align 4
  ret i32 %82

83:                                               ; preds = %11
  %84 = phi ptr [ %17, %11 ]
  indirectbr ptr %84, [label %18, label %37, label %56, label %69]
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
