; ModuleID = 'tests/programs/switch_dense.c'
source_filename = "tests/programs/switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"classify sum = %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"day %u = %s\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [18 x i8] c"fallthrough = %d\0A\00", align 1, !dbg !12
@__const.main.fact = private unnamed_addr constant [13 x i32] [i32 0, i32 1, i32 0, i32 10, i32 5, i32 6, i32 3, i32 5, i32 9, i32 8, i32 4, i32 7, i32 10], align 16
@.str.3 = private unnamed_addr constant [17 x i8] c"vm result = %ld\0A\00", align 1, !dbg !17
@__const.main.loop = private unnamed_addr constant [14 x i32] [i32 0, i32 0, i32 0, i32 5, i32 11, i32 5, i32 6, i32 1, i32 5, i32 9, i32 8, i32 4, i32 7, i32 10], align 16
@.str.4 = private unnamed_addr constant [15 x i8] c"vm loop = %ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !32
@.str.9 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !34
@.str.11 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !36
@.str.12 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !38
@.str.13 = private unnamed_addr constant [9 x i8] c"vm: %ld\0A\00", align 1, !dbg !40

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !78 {
    #dbg_assign(i1 undef, !91, !DIExpression(), !97, ptr @__const.main.fact, !DIExpression(), !98)
    #dbg_assign(i1 undef, !93, !DIExpression(), !99, ptr @__const.main.loop, !DIExpression(), !98)
    #dbg_value(i32 0, !83, !DIExpression(), !98)
    #dbg_value(i32 -3, !84, !DIExpression(), !100)
    #dbg_value(i32 -3, !84, !DIExpression(), !100)
    #dbg_value(i32 0, !83, !DIExpression(), !98)
    #dbg_value(i32 -3, !101, !DIExpression(), !106)
    #dbg_value(i32 -1, !83, !DIExpression(), !98)
    #dbg_value(i32 -2, !84, !DIExpression(), !100)
    #dbg_value(i32 -2, !101, !DIExpression(), !106)
    #dbg_value(i32 -4, !83, !DIExpression(), !98)
    #dbg_value(i32 -1, !84, !DIExpression(), !100)
    #dbg_value(i32 -1, !101, !DIExpression(), !106)
    #dbg_value(i32 -13, !83, !DIExpression(), !98)
    #dbg_value(i32 0, !84, !DIExpression(), !100)
    #dbg_value(i32 0, !101, !DIExpression(), !106)
    #dbg_value(i32 61, !83, !DIExpression(), !98)
    #dbg_value(i32 1, !84, !DIExpression(), !100)
    #dbg_value(i32 1, !101, !DIExpression(), !106)
    #dbg_value(i32 284, !83, !DIExpression(), !98)
    #dbg_value(i32 2, !84, !DIExpression(), !100)
    #dbg_value(i32 2, !101, !DIExpression(), !106)
    #dbg_value(i32 859, !83, !DIExpression(), !98)
    #dbg_value(i32 3, !84, !DIExpression(), !100)
    #dbg_value(i32 3, !101, !DIExpression(), !106)
    #dbg_value(i32 3580, !83, !DIExpression(), !98)
    #dbg_value(i32 4, !84, !DIExpression(), !100)
    #dbg_value(i32 4, !101, !DIExpression(), !106)
    #dbg_value(i32 10736, !83, !DIExpression(), !98)
    #dbg_value(i32 5, !84, !DIExpression(), !100)
    #dbg_value(i32 5, !101, !DIExpression(), !106)
    #dbg_value(i32 32263, !83, !DIExpression(), !98)
    #dbg_value(i32 6, !84, !DIExpression(), !100)
    #dbg_value(i32 6, !101, !DIExpression(), !106)
    #dbg_value(i32 97395, !83, !DIExpression(), !98)
    #dbg_value(i32 7, !84, !DIExpression(), !100)
    #dbg_value(i32 7, !101, !DIExpression(), !106)
    #dbg_value(i32 292202, !83, !DIExpression(), !98)
    #dbg_value(i32 8, !84, !DIExpression(), !100)
    #dbg_value(i32 8, !101, !DIExpression(), !106)
    #dbg_value(i32 876614, !83, !DIExpression(), !98)
    #dbg_value(i32 9, !84, !DIExpression(), !100)
    #dbg_value(i32 9, !101, !DIExpression(), !106)
    #dbg_value(i32 2639841, !83, !DIExpression(), !98)
    #dbg_value(i32 10, !84, !DIExpression(), !100)
    #dbg_value(i32 10, !101, !DIExpression(), !106)
    #dbg_value(i32 7919533, !83, !DIExpression(), !98)
    #dbg_value(i32 11, !84, !DIExpression(), !100)
    #dbg_value(i32 11, !101, !DIExpression(), !106)
    #dbg_value(i32 23758588, !83, !DIExpression(), !98)
    #dbg_value(i32 12, !84, !DIExpression(), !100)
    #dbg_value(i32 12, !101, !DIExpression(), !106)
    #dbg_value(i32 71275763, !83, !DIExpression(), !98)
    #dbg_value(i32 13, !84, !DIExpression(), !100)
    #dbg_value(i32 13, !101, !DIExpression(), !106)
    #dbg_value(i32 213827288, !83, !DIExpression(), !98)
    #dbg_value(i32 14, !84, !DIExpression(), !100)
    #dbg_value(i32 14, !101, !DIExpression(), !106)
    #dbg_value(i32 641481863, !83, !DIExpression(), !98)
    #dbg_value(i32 15, !84, !DIExpression(), !100)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 641481863), !dbg !109
    #dbg_value(i32 0, !86, !DIExpression(), !110)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, ptr noundef nonnull @.str.5), !dbg !111
    #dbg_value(i32 2, !86, !DIExpression(), !110)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, ptr noundef nonnull @.str.7), !dbg !111
    #dbg_value(i32 4, !86, !DIExpression(), !110)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, ptr noundef nonnull @.str.9), !dbg !111
    #dbg_value(i32 6, !86, !DIExpression(), !110)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, ptr noundef nonnull @.str.11), !dbg !111
    #dbg_value(i32 8, !86, !DIExpression(), !110)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, ptr noundef nonnull @.str.12), !dbg !111
    #dbg_value(i32 10, !86, !DIExpression(), !110)
    #dbg_value(i32 0, !89, !DIExpression(), !113)
    #dbg_value(i32 0, !88, !DIExpression(), !98)
    #dbg_value(i32 0, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 7, !117, !DIExpression(), !118)
    #dbg_value(i32 7, !88, !DIExpression(), !98)
    #dbg_value(i32 1, !89, !DIExpression(), !113)
    #dbg_value(i32 1, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 6, !117, !DIExpression(), !118)
    #dbg_value(i32 20, !88, !DIExpression(), !98)
    #dbg_value(i32 2, !89, !DIExpression(), !113)
    #dbg_value(i32 2, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 4, !117, !DIExpression(), !118)
    #dbg_value(i32 44, !88, !DIExpression(), !98)
    #dbg_value(i32 3, !89, !DIExpression(), !113)
    #dbg_value(i32 3, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 56, !117, !DIExpression(), !118)
    #dbg_value(i32 144, !88, !DIExpression(), !98)
    #dbg_value(i32 4, !89, !DIExpression(), !113)
    #dbg_value(i32 4, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 48, !117, !DIExpression(), !118)
    #dbg_value(i32 336, !88, !DIExpression(), !98)
    #dbg_value(i32 5, !89, !DIExpression(), !113)
    #dbg_value(i32 5, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 32, !117, !DIExpression(), !118)
    #dbg_value(i32 704, !88, !DIExpression(), !98)
    #dbg_value(i32 6, !89, !DIExpression(), !113)
    #dbg_value(i32 6, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 64, !117, !DIExpression(), !118)
    #dbg_value(i32 1472, !88, !DIExpression(), !98)
    #dbg_value(i32 7, !89, !DIExpression(), !113)
    #dbg_value(i32 7, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 64, !117, !DIExpression(), !118)
    #dbg_value(i32 3008, !88, !DIExpression(), !98)
    #dbg_value(i32 8, !89, !DIExpression(), !113)
    #dbg_value(i32 8, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 7, !117, !DIExpression(), !118)
    #dbg_value(i32 6023, !88, !DIExpression(), !98)
    #dbg_value(i32 9, !89, !DIExpression(), !113)
    #dbg_value(i32 9, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 6, !117, !DIExpression(), !118)
    #dbg_value(i32 12052, !88, !DIExpression(), !98)
    #dbg_value(i32 10, !89, !DIExpression(), !113)
    #dbg_value(i32 10, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 4, !117, !DIExpression(), !118)
    #dbg_value(i32 24108, !88, !DIExpression(), !98)
    #dbg_value(i32 11, !89, !DIExpression(), !113)
    #dbg_value(i32 11, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 56, !117, !DIExpression(), !118)
    #dbg_value(i32 48272, !88, !DIExpression(), !98)
    #dbg_value(i32 12, !89, !DIExpression(), !113)
    #dbg_value(i32 12, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 48, !117, !DIExpression(), !118)
    #dbg_value(i32 96592, !88, !DIExpression(), !98)
    #dbg_value(i32 13, !89, !DIExpression(), !113)
    #dbg_value(i32 13, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 32, !117, !DIExpression(), !118)
    #dbg_value(i32 193216, !88, !DIExpression(), !98)
    #dbg_value(i32 14, !89, !DIExpression(), !113)
    #dbg_value(i32 14, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 64, !117, !DIExpression(), !118)
    #dbg_value(i32 386496, !88, !DIExpression(), !98)
    #dbg_value(i32 15, !89, !DIExpression(), !113)
    #dbg_value(i32 15, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !117, !DIExpression(), !118)
    #dbg_value(i32 64, !117, !DIExpression(), !118)
    #dbg_value(i32 773056, !88, !DIExpression(), !98)
    #dbg_value(i32 16, !89, !DIExpression(), !113)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 773056), !dbg !121
    #dbg_assign(i1 undef, !91, !DIExpression(), !122, ptr @__const.main.fact, !DIExpression(), !98)
  %8 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.fact), !dbg !123
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %8), !dbg !124
    #dbg_assign(i1 undef, !93, !DIExpression(), !125, ptr @__const.main.loop, !DIExpression(), !98)
  %10 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.loop), !dbg !126
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %10), !dbg !127
  ret i32 0, !dbg !128
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !129 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) unnamed_addr #0 !dbg !136 {
  %2 = alloca [64 x i64], align 16, !DIAssignID !159
    #dbg_assign(i1 undef, !144, !DIExpression(), !159, ptr %2, !DIExpression(), !160)
    #dbg_value(ptr %0, !143, !DIExpression(), !160)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #3, !dbg !161
    #dbg_value(i32 0, !148, !DIExpression(), !160)
    #dbg_value(i32 0, !149, !DIExpression(), !160)
  br label %3, !dbg !162

3:                                                ; preds = %19, %1
  %4 = phi i32 [ 0, %1 ], [ %20, %19 ], !dbg !160
  %5 = phi i32 [ 0, %1 ], [ %21, %19 ], !dbg !163
    #dbg_value(i32 %5, !148, !DIExpression(), !160)
    #dbg_value(i32 %4, !149, !DIExpression(), !160)
  %6 = add nsw i32 %4, 1, !dbg !164
    #dbg_value(i32 %6, !149, !DIExpression(), !160)
  %7 = sext i32 %4 to i64, !dbg !165
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !165
  %9 = load i32, ptr %8, align 4, !dbg !165, !tbaa !166
    #dbg_value(i32 %9, !150, !DIExpression(), !170)
  switch i32 %9, label %107 [
    i32 0, label %10
    i32 1, label %22
    i32 2, label %32
    i32 3, label %42
    i32 4, label %52
    i32 5, label %60
    i32 6, label %69
    i32 7, label %77
    i32 8, label %79
    i32 9, label %90
    i32 11, label %96
    i32 10, label %102
  ], !dbg !171

10:                                               ; preds = %3
  %11 = add nsw i32 %4, 2, !dbg !172
    #dbg_value(i32 %11, !149, !DIExpression(), !160)
  %12 = sext i32 %6 to i64, !dbg !173
  %13 = getelementptr inbounds i32, ptr %0, i64 %12, !dbg !173
  %14 = load i32, ptr %13, align 4, !dbg !173, !tbaa !166
  %15 = sext i32 %14 to i64, !dbg !173
  %16 = add nsw i32 %5, 1, !dbg !174
    #dbg_value(i32 %16, !148, !DIExpression(), !160)
  %17 = sext i32 %5 to i64, !dbg !175
  %18 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %17, !dbg !175
  store i64 %15, ptr %18, align 8, !dbg !176, !tbaa !177
  br label %19, !dbg !179

19:                                               ; preds = %10, %22, %32, %42, %52, %60, %69, %77, %90, %96, %86, %79
  %20 = phi i32 [ %6, %96 ], [ %6, %90 ], [ %6, %77 ], [ %6, %69 ], [ %6, %60 ], [ %6, %52 ], [ %6, %42 ], [ %6, %32 ], [ %6, %22 ], [ %11, %10 ], [ %89, %86 ], [ %80, %79 ]
  %21 = phi i32 [ %5, %96 ], [ %5, %90 ], [ %78, %77 ], [ %76, %69 ], [ %5, %60 ], [ %59, %52 ], [ %43, %42 ], [ %33, %32 ], [ %23, %22 ], [ %16, %10 ], [ %5, %86 ], [ %5, %79 ]
  br label %3, !dbg !164, !llvm.loop !180

22:                                               ; preds = %3
  %23 = add nsw i32 %5, -1, !dbg !183
    #dbg_value(i32 %23, !148, !DIExpression(), !160)
  %24 = sext i32 %23 to i64, !dbg !184
  %25 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %24, !dbg !184
  %26 = load i64, ptr %25, align 8, !dbg !184, !tbaa !177
  %27 = add nsw i32 %5, -2, !dbg !185
  %28 = sext i32 %27 to i64, !dbg !186
  %29 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %28, !dbg !186
  %30 = load i64, ptr %29, align 8, !dbg !187, !tbaa !177
  %31 = add nsw i64 %30, %26, !dbg !187
  store i64 %31, ptr %29, align 8, !dbg !187, !tbaa !177
  br label %19, !dbg !188

32:                                               ; preds = %3
  %33 = add nsw i32 %5, -1, !dbg !189
    #dbg_value(i32 %33, !148, !DIExpression(), !160)
  %34 = sext i32 %33 to i64, !dbg !190
  %35 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %34, !dbg !190
  %36 = load i64, ptr %35, align 8, !dbg !190, !tbaa !177
  %37 = add nsw i32 %5, -2, !dbg !191
  %38 = sext i32 %37 to i64, !dbg !192
  %39 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %38, !dbg !192
  %40 = load i64, ptr %39, align 8, !dbg !193, !tbaa !177
  %41 = sub nsw i64 %40, %36, !dbg !193
  store i64 %41, ptr %39, align 8, !dbg !193, !tbaa !177
  br label %19, !dbg !194

42:                                               ; preds = %3
  %43 = add nsw i32 %5, -1, !dbg !195
    #dbg_value(i32 %43, !148, !DIExpression(), !160)
  %44 = sext i32 %43 to i64, !dbg !196
  %45 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %44, !dbg !196
  %46 = load i64, ptr %45, align 8, !dbg !196, !tbaa !177
  %47 = add nsw i32 %5, -2, !dbg !197
  %48 = sext i32 %47 to i64, !dbg !198
  %49 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %48, !dbg !198
  %50 = load i64, ptr %49, align 8, !dbg !199, !tbaa !177
  %51 = mul nsw i64 %50, %46, !dbg !199
  store i64 %51, ptr %49, align 8, !dbg !199, !tbaa !177
  br label %19, !dbg !200

52:                                               ; preds = %3
  %53 = add nsw i32 %5, -1, !dbg !201
  %54 = sext i32 %53 to i64, !dbg !202
  %55 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %54, !dbg !202
  %56 = load i64, ptr %55, align 8, !dbg !202, !tbaa !177
  %57 = sext i32 %5 to i64, !dbg !203
  %58 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %57, !dbg !203
  store i64 %56, ptr %58, align 8, !dbg !204, !tbaa !177
  %59 = add nsw i32 %5, 1, !dbg !205
    #dbg_value(i32 %59, !148, !DIExpression(), !160)
  br label %19, !dbg !206

60:                                               ; preds = %3
  %61 = add nsw i32 %5, -1, !dbg !207
  %62 = sext i32 %61 to i64, !dbg !208
  %63 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %62, !dbg !208
  %64 = load i64, ptr %63, align 8, !dbg !208, !tbaa !177
    #dbg_value(i64 %64, !154, !DIExpression(), !209)
  %65 = add nsw i32 %5, -2, !dbg !210
  %66 = sext i32 %65 to i64, !dbg !211
  %67 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %66, !dbg !211
  %68 = load i64, ptr %67, align 8, !dbg !211, !tbaa !177
  store i64 %68, ptr %63, align 8, !dbg !212, !tbaa !177
  store i64 %64, ptr %67, align 8, !dbg !213, !tbaa !177
  br label %19

69:                                               ; preds = %3
  %70 = add nsw i32 %5, -2, !dbg !214
  %71 = sext i32 %70 to i64, !dbg !215
  %72 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %71, !dbg !215
  %73 = load i64, ptr %72, align 8, !dbg !215, !tbaa !177
  %74 = sext i32 %5 to i64, !dbg !216
  %75 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %74, !dbg !216
  store i64 %73, ptr %75, align 8, !dbg !217, !tbaa !177
  %76 = add nsw i32 %5, 1, !dbg !218
    #dbg_value(i32 %76, !148, !DIExpression(), !160)
  br label %19, !dbg !219

77:                                               ; preds = %3
  %78 = add nsw i32 %5, -1, !dbg !220
    #dbg_value(i32 %78, !148, !DIExpression(), !160)
  br label %19, !dbg !221

79:                                               ; preds = %3
  %80 = add nsw i32 %4, 2, !dbg !222
    #dbg_value(i32 %80, !149, !DIExpression(), !160)
    #dbg_value(i32 poison, !157, !DIExpression(), !223)
  %81 = add nsw i32 %5, -1, !dbg !224
  %82 = sext i32 %81 to i64, !dbg !226
  %83 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %82, !dbg !226
  %84 = load i64, ptr %83, align 8, !dbg !226, !tbaa !177
  %85 = icmp eq i64 %84, 0, !dbg !227
  br i1 %85, label %19, label %86, !dbg !228

86:                                               ; preds = %79
  %87 = sext i32 %6 to i64, !dbg !229
  %88 = getelementptr inbounds i32, ptr %0, i64 %87, !dbg !229
  %89 = load i32, ptr %88, align 4, !dbg !229, !tbaa !166
    #dbg_value(i32 %89, !157, !DIExpression(), !223)
    #dbg_value(i32 %89, !149, !DIExpression(), !160)
  br label %19, !dbg !230

90:                                               ; preds = %3
  %91 = add nsw i32 %5, -1, !dbg !231
  %92 = sext i32 %91 to i64, !dbg !232
  %93 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %92, !dbg !232
  %94 = load i64, ptr %93, align 8, !dbg !233, !tbaa !177
  %95 = add nsw i64 %94, -1, !dbg !233
  store i64 %95, ptr %93, align 8, !dbg !233, !tbaa !177
  br label %19, !dbg !234

96:                                               ; preds = %3
  %97 = add nsw i32 %5, -1, !dbg !235
  %98 = sext i32 %97 to i64, !dbg !236
  %99 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %98, !dbg !236
  %100 = load i64, ptr %99, align 8, !dbg !236, !tbaa !177
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %100), !dbg !237
  br label %19, !dbg !238

102:                                              ; preds = %3
  %103 = add nsw i32 %5, -1, !dbg !239
  %104 = sext i32 %103 to i64, !dbg !240
  %105 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %104, !dbg !240
  %106 = load i64, ptr %105, align 8, !dbg !240, !tbaa !177
  br label %107, !dbg !241

107:                                              ; preds = %3, %102
  %108 = phi i64 [ %106, %102 ], [ -999, %3 ]
    #dbg_value(i32 poison, !148, !DIExpression(), !160)
    #dbg_value(i32 poison, !149, !DIExpression(), !160)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #3, !dbg !242
  ret i64 %108, !dbg !242
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!45}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/switch_dense.c", directory: ".", checksumkind: CSK_MD5, checksum: "e5f03036ffe3d1bef3a463885dc2362f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 18)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 4)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !29, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !29, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !29, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 9)
!45 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !46, retainedTypes: !62, globals: !63, splitDebugInlining: false, nameTableKind: None)
!46 = !{!47}
!47 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Op", file: !2, line: 45, baseType: !48, size: 32, elements: !49)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !{!50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61}
!50 = !DIEnumerator(name: "PUSH", value: 0)
!51 = !DIEnumerator(name: "ADD", value: 1)
!52 = !DIEnumerator(name: "SUB", value: 2)
!53 = !DIEnumerator(name: "MUL", value: 3)
!54 = !DIEnumerator(name: "DUP", value: 4)
!55 = !DIEnumerator(name: "SWAP", value: 5)
!56 = !DIEnumerator(name: "OVER", value: 6)
!57 = !DIEnumerator(name: "DROP", value: 7)
!58 = !DIEnumerator(name: "JNZ", value: 8)
!59 = !DIEnumerator(name: "DEC", value: 9)
!60 = !DIEnumerator(name: "HALT", value: 10)
!61 = !DIEnumerator(name: "PRINT", value: 11)
!62 = !{!48}
!63 = !{!0, !7, !12, !17, !22, !27, !64, !32, !66, !34, !68, !36, !38, !40}
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !29, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !29, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !29, isLocal: true, isDefinition: true)
!70 = !{i32 7, !"Dwarf Version", i32 5}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"PIE Level", i32 2}
!75 = !{i32 7, !"uwtable", i32 2}
!76 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!77 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!78 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 70, type: !79, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !82)
!79 = !DISubroutineType(types: !80)
!80 = !{!81}
!81 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!82 = !{!83, !84, !86, !88, !89, !91, !93}
!83 = !DILocalVariable(name: "sum", scope: !78, file: !2, line: 71, type: !48)
!84 = !DILocalVariable(name: "i", scope: !85, file: !2, line: 72, type: !81)
!85 = distinct !DILexicalBlock(scope: !78, file: !2, line: 72, column: 5)
!86 = !DILocalVariable(name: "d", scope: !87, file: !2, line: 74, type: !48)
!87 = distinct !DILexicalBlock(scope: !78, file: !2, line: 74, column: 5)
!88 = !DILocalVariable(name: "ft", scope: !78, file: !2, line: 75, type: !81)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 76, type: !81)
!90 = distinct !DILexicalBlock(scope: !78, file: !2, line: 76, column: 5)
!91 = !DILocalVariable(name: "fact", scope: !78, file: !2, line: 78, type: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 416, elements: !10)
!93 = !DILocalVariable(name: "loop", scope: !78, file: !2, line: 82, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 448, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 14)
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !78)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 0, scope: !85)
!101 = !DILocalVariable(name: "x", arg: 1, scope: !102, file: !2, line: 4, type: !81)
!102 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 4, type: !103, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !105)
!103 = !DISubroutineType(types: !104)
!104 = !{!81, !81}
!105 = !{!101}
!106 = !DILocation(line: 0, scope: !102, inlinedAt: !107)
!107 = distinct !DILocation(line: 72, column: 61, scope: !108)
!108 = distinct !DILexicalBlock(scope: !85, file: !2, line: 72, column: 5)
!109 = !DILocation(line: 73, column: 5, scope: !78)
!110 = !DILocation(line: 0, scope: !87)
!111 = !DILocation(line: 74, column: 41, scope: !112)
!112 = distinct !DILexicalBlock(scope: !87, file: !2, line: 74, column: 5)
!113 = !DILocation(line: 0, scope: !90)
!114 = !DILocalVariable(name: "x", arg: 1, scope: !115, file: !2, line: 30, type: !81)
!115 = distinct !DISubprogram(name: "fallthrough", scope: !2, file: !2, line: 30, type: !103, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !116)
!116 = !{!114, !117}
!117 = !DILocalVariable(name: "r", scope: !115, file: !2, line: 31, type: !81)
!118 = !DILocation(line: 0, scope: !115, inlinedAt: !119)
!119 = distinct !DILocation(line: 76, column: 48, scope: !120)
!120 = distinct !DILexicalBlock(scope: !90, file: !2, line: 76, column: 5)
!121 = !DILocation(line: 77, column: 5, scope: !78)
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 81, column: 33, scope: !78)
!124 = !DILocation(line: 81, column: 5, scope: !78)
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 85, column: 31, scope: !78)
!127 = !DILocation(line: 85, column: 5, scope: !78)
!128 = !DILocation(line: 86, column: 5, scope: !78)
!129 = !DISubprogram(name: "printf", scope: !130, file: !130, line: 356, type: !131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!130 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!131 = !DISubroutineType(types: !132)
!132 = !{!81, !133, null}
!133 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!136 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 47, type: !137, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !142)
!137 = !DISubroutineType(types: !138)
!138 = !{!139, !140}
!139 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!142 = !{!143, !144, !148, !149, !150, !154, !157}
!143 = !DILocalVariable(name: "code", arg: 1, scope: !136, file: !2, line: 47, type: !140)
!144 = !DILocalVariable(name: "stack", scope: !136, file: !2, line: 48, type: !145)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 4096, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 64)
!148 = !DILocalVariable(name: "sp", scope: !136, file: !2, line: 49, type: !81)
!149 = !DILocalVariable(name: "pc", scope: !136, file: !2, line: 49, type: !81)
!150 = !DILocalVariable(name: "op", scope: !151, file: !2, line: 51, type: !81)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 50, column: 14)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 50, column: 5)
!153 = distinct !DILexicalBlock(scope: !136, file: !2, line: 50, column: 5)
!154 = !DILocalVariable(name: "t", scope: !155, file: !2, line: 58, type: !139)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 58, column: 20)
!156 = distinct !DILexicalBlock(scope: !151, file: !2, line: 52, column: 21)
!157 = !DILocalVariable(name: "target", scope: !158, file: !2, line: 61, type: !81)
!158 = distinct !DILexicalBlock(scope: !156, file: !2, line: 61, column: 19)
!159 = distinct !DIAssignID()
!160 = !DILocation(line: 0, scope: !136)
!161 = !DILocation(line: 48, column: 5, scope: !136)
!162 = !DILocation(line: 50, column: 5, scope: !136)
!163 = !DILocation(line: 49, column: 9, scope: !136)
!164 = !DILocation(line: 51, column: 25, scope: !151)
!165 = !DILocation(line: 51, column: 18, scope: !151)
!166 = !{!167, !167, i64 0}
!167 = !{!"int", !168, i64 0}
!168 = !{!"omnipotent char", !169, i64 0}
!169 = !{!"Simple C/C++ TBAA"}
!170 = !DILocation(line: 0, scope: !151)
!171 = !DILocation(line: 52, column: 9, scope: !151)
!172 = !DILocation(line: 53, column: 41, scope: !156)
!173 = !DILocation(line: 53, column: 34, scope: !156)
!174 = !DILocation(line: 53, column: 28, scope: !156)
!175 = !DILocation(line: 53, column: 20, scope: !156)
!176 = !DILocation(line: 53, column: 32, scope: !156)
!177 = !{!178, !178, i64 0}
!178 = !{!"long", !168, i64 0}
!179 = !DILocation(line: 53, column: 46, scope: !156)
!180 = distinct !{!180, !181, !182}
!181 = !DILocation(line: 50, column: 5, scope: !153)
!182 = !DILocation(line: 67, column: 5, scope: !153)
!183 = !DILocation(line: 54, column: 21, scope: !156)
!184 = !DILocation(line: 54, column: 42, scope: !156)
!185 = !DILocation(line: 54, column: 34, scope: !156)
!186 = !DILocation(line: 54, column: 25, scope: !156)
!187 = !DILocation(line: 54, column: 39, scope: !156)
!188 = !DILocation(line: 54, column: 53, scope: !156)
!189 = !DILocation(line: 55, column: 21, scope: !156)
!190 = !DILocation(line: 55, column: 42, scope: !156)
!191 = !DILocation(line: 55, column: 34, scope: !156)
!192 = !DILocation(line: 55, column: 25, scope: !156)
!193 = !DILocation(line: 55, column: 39, scope: !156)
!194 = !DILocation(line: 55, column: 53, scope: !156)
!195 = !DILocation(line: 56, column: 21, scope: !156)
!196 = !DILocation(line: 56, column: 42, scope: !156)
!197 = !DILocation(line: 56, column: 34, scope: !156)
!198 = !DILocation(line: 56, column: 25, scope: !156)
!199 = !DILocation(line: 56, column: 39, scope: !156)
!200 = !DILocation(line: 56, column: 53, scope: !156)
!201 = !DILocation(line: 57, column: 40, scope: !156)
!202 = !DILocation(line: 57, column: 31, scope: !156)
!203 = !DILocation(line: 57, column: 19, scope: !156)
!204 = !DILocation(line: 57, column: 29, scope: !156)
!205 = !DILocation(line: 57, column: 48, scope: !156)
!206 = !DILocation(line: 57, column: 52, scope: !156)
!207 = !DILocation(line: 58, column: 40, scope: !155)
!208 = !DILocation(line: 58, column: 31, scope: !155)
!209 = !DILocation(line: 0, scope: !155)
!210 = !DILocation(line: 58, column: 71, scope: !155)
!211 = !DILocation(line: 58, column: 62, scope: !155)
!212 = !DILocation(line: 58, column: 60, scope: !155)
!213 = !DILocation(line: 58, column: 91, scope: !155)
!214 = !DILocation(line: 59, column: 41, scope: !156)
!215 = !DILocation(line: 59, column: 32, scope: !156)
!216 = !DILocation(line: 59, column: 20, scope: !156)
!217 = !DILocation(line: 59, column: 30, scope: !156)
!218 = !DILocation(line: 59, column: 49, scope: !156)
!219 = !DILocation(line: 59, column: 53, scope: !156)
!220 = !DILocation(line: 60, column: 22, scope: !156)
!221 = !DILocation(line: 60, column: 26, scope: !156)
!222 = !DILocation(line: 61, column: 41, scope: !158)
!223 = !DILocation(line: 0, scope: !158)
!224 = !DILocation(line: 61, column: 59, scope: !225)
!225 = distinct !DILexicalBlock(scope: !158, file: !2, line: 61, column: 50)
!226 = !DILocation(line: 61, column: 50, scope: !225)
!227 = !DILocation(line: 61, column: 64, scope: !225)
!228 = !DILocation(line: 61, column: 50, scope: !158)
!229 = !DILocation(line: 61, column: 34, scope: !158)
!230 = !DILocation(line: 61, column: 70, scope: !225)
!231 = !DILocation(line: 62, column: 28, scope: !156)
!232 = !DILocation(line: 62, column: 19, scope: !156)
!233 = !DILocation(line: 62, column: 32, scope: !156)
!234 = !DILocation(line: 62, column: 36, scope: !156)
!235 = !DILocation(line: 63, column: 50, scope: !156)
!236 = !DILocation(line: 63, column: 41, scope: !156)
!237 = !DILocation(line: 63, column: 21, scope: !156)
!238 = !DILocation(line: 63, column: 57, scope: !156)
!239 = !DILocation(line: 64, column: 36, scope: !156)
!240 = !DILocation(line: 64, column: 27, scope: !156)
!241 = !DILocation(line: 64, column: 20, scope: !156)
!242 = !DILocation(line: 68, column: 1, scope: !136)
