; ModuleID = 'tests/programs/computed_goto.c'
source_filename = "tests/programs/computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@interp.dispatch = internal constant [10 x ptr] [ptr blockaddress(@interp, %17), ptr blockaddress(@interp, %32), ptr blockaddress(@interp, %51), ptr blockaddress(@interp, %70), ptr blockaddress(@interp, %87), ptr blockaddress(@interp, %113), ptr blockaddress(@interp, %126), ptr blockaddress(@interp, %148), ptr blockaddress(@interp, %157), ptr blockaddress(@interp, %174)], align 16
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
  %8 = call i64 @interp(ptr noundef %7, i32 noundef 1)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.fact, i64 44, i1 false)
  %10 = getelementptr inbounds [11 x i32], ptr %3, i64 0, i64 0
  %11 = call i64 @interp(ptr noundef %10, i32 noundef 0)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.loop, i64 40, i1 false)
  %13 = getelementptr inbounds [10 x i32], ptr %4, i64 0, i64 0
  %14 = call i64 @interp(ptr noundef %13, i32 noundef 1)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %14)
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
  br label %16, !llvm.loop !6

33:                                               ; preds = %16
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @interp(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [32 x i64], align 16
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
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
  br label %186

17:                                               ; preds = %186
  %18 = load ptr, ptr %7, align 8
  %19 = getelementptr inbounds i32, ptr %18, i32 1
  store ptr %19, ptr %7, align 8
  %20 = load i32, ptr %18, align 4
  %21 = sext i32 %20 to i64
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  %24 = sext i32 %22 to i64
  %25 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %24
  store i64 %21, ptr %25, align 8
  %26 = load ptr, ptr %7, align 8
  %27 = getelementptr inbounds i32, ptr %26, i32 1
  store ptr %27, ptr %7, align 8
  %28 = load i32, ptr %26, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %29
  %31 = load ptr, ptr %30, align 8
  br label %186

32:                                               ; preds = %186
  %33 = load i32, ptr %6, align 4
  %34 = add nsw i32 %33, -1
  store i32 %34, ptr %6, align 4
  %35 = load i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %36
  %38 = load i64, ptr %37, align 8
  %39 = load i32, ptr %6, align 4
  %40 = sub nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %41
  %43 = load i64, ptr %42, align 8
  %44 = add nsw i64 %43, %38
  store i64 %44, ptr %42, align 8
  %45 = load ptr, ptr %7, align 8
  %46 = getelementptr inbounds i32, ptr %45, i32 1
  store ptr %46, ptr %7, align 8
  %47 = load i32, ptr %45, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %48
  %50 = load ptr, ptr %49, align 8
  br label %186

51:                                               ; preds = %186
  %52 = load i32, ptr %6, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, ptr %6, align 4
  %54 = load i32, ptr %6, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %55
  %57 = load i64, ptr %56, align 8
  %58 = load i32, ptr %6, align 4
  %59 = sub nsw i32 %58, 1
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %60
  %62 = load i64, ptr %61, align 8
  %63 = mul nsw i64 %62, %57
  store i64 %63, ptr %61, align 8
  %64 = load ptr, ptr %7, align 8
  %65 = getelementptr inbounds i32, ptr %64, i32 1
  store ptr %65, ptr %7, align 8
  %66 = load i32, ptr %64, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %67
  %69 = load ptr, ptr %68, align 8
  br label %186

70:                                               ; preds = %186
  %71 = load i32, ptr %6, align 4
  %72 = sub nsw i32 %71, 1
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %73
  %75 = load i64, ptr %74, align 8
  %76 = load i32, ptr %6, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %77
  store i64 %75, ptr %78, align 8
  %79 = load i32, ptr %6, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %6, align 4
  %81 = load ptr, ptr %7, align 8
  %82 = getelementptr inbounds i32, ptr %81, i32 1
  store ptr %82, ptr %7, align 8
  %83 = load i32, ptr %81, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %84
  %86 = load ptr, ptr %85, align 8
  br label %186

87:                                               ; preds = %186
  %88 = load i32, ptr %6, align 4
  %89 = sub nsw i32 %88, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %90
  %92 = load i64, ptr %91, align 8
  store i64 %92, ptr %8, align 8
  %93 = load i32, ptr %6, align 4
  %94 = sub nsw i32 %93, 2
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %95
  %97 = load i64, ptr %96, align 8
  %98 = load i32, ptr %6, align 4
  %99 = sub nsw i32 %98, 1
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %100
  store i64 %97, ptr %101, align 8
  %102 = load i64, ptr %8, align 8
  %103 = load i32, ptr %6, align 4
  %104 = sub nsw i32 %103, 2
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %105
  store i64 %102, ptr %106, align 8
  %107 = load ptr, ptr %7, align 8
  %108 = getelementptr inbounds i32, ptr %107, i32 1
  store ptr %108, ptr %7, align 8
  %109 = load i32, ptr %107, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %110
  %112 = load ptr, ptr %111, align 8
  br label %186

113:                                              ; preds = %186
  %114 = load i32, ptr %6, align 4
  %115 = sub nsw i32 %114, 1
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %116
  %118 = load i64, ptr %117, align 8
  %119 = add nsw i64 %118, -1
  store i64 %119, ptr %117, align 8
  %120 = load ptr, ptr %7, align 8
  %121 = getelementptr inbounds i32, ptr %120, i32 1
  store ptr %121, ptr %7, align 8
  %122 = load i32, ptr %120, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %123
  %125 = load ptr, ptr %124, align 8
  br label %186

126:                                              ; preds = %186
  %127 = load ptr, ptr %7, align 8
  %128 = getelementptr inbounds i32, ptr %127, i32 1
  store ptr %128, ptr %7, align 8
  %129 = load i32, ptr %127, align 4
  store i32 %129, ptr %9, align 4
  %130 = load i32, ptr %6, align 4
  %131 = sub nsw i32 %130, 1
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %132
  %134 = load i64, ptr %133, align 8
  %135 = icmp ne i64 %134, 0
  br i1 %135, label %136, label %141

136:                                              ; preds = %126
  %137 = load ptr, ptr %3, align 8
  %138 = load i32, ptr %9, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i32, ptr %137, i64 %139
  store ptr %140, ptr %7, align 8
  br label %141

141:                                              ; preds = %136, %126
  %142 = load ptr, ptr %7, align 8
  %143 = getelementptr inbounds i32, ptr %142, i32 1
  store ptr %143, ptr %7, align 8
  %144 = load i32, ptr %142, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %145
  %147 = load ptr, ptr %146, align 8
  br label %186

148:                                              ; preds = %186
  %149 = load i32, ptr %6, align 4
  %150 = add nsw i32 %149, -1
  store i32 %150, ptr %6, align 4
  %151 = load ptr, ptr %7, align 8
  %152 = getelementptr inbounds i32, ptr %151, i32 1
  store ptr %152, ptr %7, align 8
  %153 = load i32, ptr %151, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %154
  %156 = load ptr, ptr %155, align 8
  br label %186

157:                                              ; preds = %186
  %158 = load i32, ptr %4, align 4
  %159 = icmp ne i32 %158, 0
  br i1 %159, label %160, label %167

160:                                              ; preds = %157
  %161 = load i32, ptr %6, align 4
  %162 = sub nsw i32 %161, 1
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %163
  %165 = load i64, ptr %164, align 8
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %165)
  br label %167

167:                                              ; preds = %160, %157
  %168 = load ptr, ptr %7, align 8
  %169 = getelementptr inbounds i32, ptr %168, i32 1
  store ptr %169, ptr %7, align 8
  %170 = load i32, ptr %168, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %171
  %173 = load ptr, ptr %172, align 8
  br label %186

174:                                              ; preds = %186
  %175 = load i32, ptr %6, align 4
  %176 = icmp ne i32 %175, 0
  br i1 %176, label %177, label %183

177:                                              ; preds = %174
  %178 = load i32, ptr %6, align 4
  %179 = sub nsw i32 %178, 1
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %180
  %182 = load i64, ptr %181, align 8
  br label %184

183:                                              ; preds = %174
  br label %184

184:                                              ; preds = %183, %177
  %185 = phi i64 [ %182, %177 ], [ -1, %183 ]
  ret i64 %185

186:                                              ; preds = %167, %148, %141, %113, %87, %70, %51, %32, %17, %2
  %187 = phi ptr [ %16, %2 ], [ %31, %17 ], [ %50, %32 ], [ %69, %51 ], [ %86, %70 ], [ %112, %87 ], [ %125, %113 ], [ %147, %141 ], [ %156, %148 ], [ %173, %167 ]
  indirectbr ptr %187, [label %17, label %32, label %51, label %70, label %87, label %113, label %126, label %148, label %157, label %174]
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
  br label %7, !llvm.loop !8

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
