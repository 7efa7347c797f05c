; ModuleID = 'tests/programs/switch_dense.c'
source_filename = "tests/programs/switch_dense.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"classify sum = %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"day %u = %s\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [18 x i8] c"fallthrough = %d\0A\00", align 1, !dbg !12
@__const.main.fact = private unnamed_addr constant [13 x i32] [i32 0, i32 1, i32 0, i32 10, i32 5, i32 6, i32 3, i32 5, i32 9, i32 8, i32 4, i32 7, i32 10], align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"vm result = %ld\0A\00", align 1, !dbg !17
@__const.main.loop = private unnamed_addr constant [14 x i32] [i32 0, i32 0, i32 0, i32 5, i32 11, i32 5, i32 6, i32 1, i32 5, i32 9, i32 8, i32 4, i32 7, i32 10], align 4
@.str.4 = private unnamed_addr constant [15 x i8] c"vm loop = %ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !32
@.str.9 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !34
@.str.11 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !36
@.str.12 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !38
@.str.13 = private unnamed_addr constant [9 x i8] c"vm: %ld\0A\00", align 1, !dbg !40

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !79 {
    #dbg_assign(i1 undef, !92, !DIExpression(), !98, ptr @__const.main.fact, !DIExpression(), !99)
    #dbg_assign(i1 undef, !94, !DIExpression(), !100, ptr @__const.main.loop, !DIExpression(), !99)
    #dbg_value(i32 0, !84, !DIExpression(), !99)
    #dbg_value(i32 -3, !85, !DIExpression(), !101)
    #dbg_value(i32 -3, !85, !DIExpression(), !101)
    #dbg_value(i32 0, !84, !DIExpression(), !99)
    #dbg_value(i32 -3, !102, !DIExpression(), !107)
    #dbg_value(i32 -1, !84, !DIExpression(), !99)
    #dbg_value(i32 -2, !85, !DIExpression(), !101)
    #dbg_value(i32 -2, !102, !DIExpression(), !107)
    #dbg_value(i32 -4, !84, !DIExpression(), !99)
    #dbg_value(i32 -1, !85, !DIExpression(), !101)
    #dbg_value(i32 -1, !102, !DIExpression(), !107)
    #dbg_value(i32 -13, !84, !DIExpression(), !99)
    #dbg_value(i32 0, !85, !DIExpression(), !101)
    #dbg_value(i32 0, !102, !DIExpression(), !107)
    #dbg_value(i32 61, !84, !DIExpression(), !99)
    #dbg_value(i32 1, !85, !DIExpression(), !101)
    #dbg_value(i32 1, !102, !DIExpression(), !107)
    #dbg_value(i32 284, !84, !DIExpression(), !99)
    #dbg_value(i32 2, !85, !DIExpression(), !101)
    #dbg_value(i32 2, !102, !DIExpression(), !107)
    #dbg_value(i32 859, !84, !DIExpression(), !99)
    #dbg_value(i32 3, !85, !DIExpression(), !101)
    #dbg_value(i32 3, !102, !DIExpression(), !107)
    #dbg_value(i32 3580, !84, !DIExpression(), !99)
    #dbg_value(i32 4, !85, !DIExpression(), !101)
    #dbg_value(i32 4, !102, !DIExpression(), !107)
    #dbg_value(i32 10736, !84, !DIExpression(), !99)
    #dbg_value(i32 5, !85, !DIExpression(), !101)
    #dbg_value(i32 5, !102, !DIExpression(), !107)
    #dbg_value(i32 32263, !84, !DIExpression(), !99)
    #dbg_value(i32 6, !85, !DIExpression(), !101)
    #dbg_value(i32 6, !102, !DIExpression(), !107)
    #dbg_value(i32 97395, !84, !DIExpression(), !99)
    #dbg_value(i32 7, !85, !DIExpression(), !101)
    #dbg_value(i32 7, !102, !DIExpression(), !107)
    #dbg_value(i32 292202, !84, !DIExpression(), !99)
    #dbg_value(i32 8, !85, !DIExpression(), !101)
    #dbg_value(i32 8, !102, !DIExpression(), !107)
    #dbg_value(i32 876614, !84, !DIExpression(), !99)
    #dbg_value(i32 9, !85, !DIExpression(), !101)
    #dbg_value(i32 9, !102, !DIExpression(), !107)
    #dbg_value(i32 2639841, !84, !DIExpression(), !99)
    #dbg_value(i32 10, !85, !DIExpression(), !101)
    #dbg_value(i32 10, !102, !DIExpression(), !107)
    #dbg_value(i32 7919533, !84, !DIExpression(), !99)
    #dbg_value(i32 11, !85, !DIExpression(), !101)
    #dbg_value(i32 11, !102, !DIExpression(), !107)
    #dbg_value(i32 23758588, !84, !DIExpression(), !99)
    #dbg_value(i32 12, !85, !DIExpression(), !101)
    #dbg_value(i32 12, !102, !DIExpression(), !107)
    #dbg_value(i32 71275763, !84, !DIExpression(), !99)
    #dbg_value(i32 13, !85, !DIExpression(), !101)
    #dbg_value(i32 13, !102, !DIExpression(), !107)
    #dbg_value(i32 213827288, !84, !DIExpression(), !99)
    #dbg_value(i32 14, !85, !DIExpression(), !101)
    #dbg_value(i32 14, !102, !DIExpression(), !107)
    #dbg_value(i32 641481863, !84, !DIExpression(), !99)
    #dbg_value(i32 15, !85, !DIExpression(), !101)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 641481863), !dbg !110
    #dbg_value(i32 0, !87, !DIExpression(), !111)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, ptr noundef nonnull @.str.5), !dbg !112
    #dbg_value(i32 2, !87, !DIExpression(), !111)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, ptr noundef nonnull @.str.7), !dbg !112
    #dbg_value(i32 4, !87, !DIExpression(), !111)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, ptr noundef nonnull @.str.9), !dbg !112
    #dbg_value(i32 6, !87, !DIExpression(), !111)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, ptr noundef nonnull @.str.11), !dbg !112
    #dbg_value(i32 8, !87, !DIExpression(), !111)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, ptr noundef nonnull @.str.12), !dbg !112
    #dbg_value(i32 10, !87, !DIExpression(), !111)
    #dbg_value(i32 0, !90, !DIExpression(), !114)
    #dbg_value(i32 0, !89, !DIExpression(), !99)
    #dbg_value(i32 0, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 7, !118, !DIExpression(), !119)
    #dbg_value(i32 7, !89, !DIExpression(), !99)
    #dbg_value(i32 1, !90, !DIExpression(), !114)
    #dbg_value(i32 1, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 6, !118, !DIExpression(), !119)
    #dbg_value(i32 20, !89, !DIExpression(), !99)
    #dbg_value(i32 2, !90, !DIExpression(), !114)
    #dbg_value(i32 2, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 4, !118, !DIExpression(), !119)
    #dbg_value(i32 44, !89, !DIExpression(), !99)
    #dbg_value(i32 3, !90, !DIExpression(), !114)
    #dbg_value(i32 3, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 56, !118, !DIExpression(), !119)
    #dbg_value(i32 144, !89, !DIExpression(), !99)
    #dbg_value(i32 4, !90, !DIExpression(), !114)
    #dbg_value(i32 4, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 48, !118, !DIExpression(), !119)
    #dbg_value(i32 336, !89, !DIExpression(), !99)
    #dbg_value(i32 5, !90, !DIExpression(), !114)
    #dbg_value(i32 5, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 32, !118, !DIExpression(), !119)
    #dbg_value(i32 704, !89, !DIExpression(), !99)
    #dbg_value(i32 6, !90, !DIExpression(), !114)
    #dbg_value(i32 6, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 64, !118, !DIExpression(), !119)
    #dbg_value(i32 1472, !89, !DIExpression(), !99)
    #dbg_value(i32 7, !90, !DIExpression(), !114)
    #dbg_value(i32 7, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 64, !118, !DIExpression(), !119)
    #dbg_value(i32 3008, !89, !DIExpression(), !99)
    #dbg_value(i32 8, !90, !DIExpression(), !114)
    #dbg_value(i32 8, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 7, !118, !DIExpression(), !119)
    #dbg_value(i32 6023, !89, !DIExpression(), !99)
    #dbg_value(i32 9, !90, !DIExpression(), !114)
    #dbg_value(i32 9, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 6, !118, !DIExpression(), !119)
    #dbg_value(i32 12052, !89, !DIExpression(), !99)
    #dbg_value(i32 10, !90, !DIExpression(), !114)
    #dbg_value(i32 10, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 4, !118, !DIExpression(), !119)
    #dbg_value(i32 24108, !89, !DIExpression(), !99)
    #dbg_value(i32 11, !90, !DIExpression(), !114)
    #dbg_value(i32 11, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 56, !118, !DIExpression(), !119)
    #dbg_value(i32 48272, !89, !DIExpression(), !99)
    #dbg_value(i32 12, !90, !DIExpression(), !114)
    #dbg_value(i32 12, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 48, !118, !DIExpression(), !119)
    #dbg_value(i32 96592, !89, !DIExpression(), !99)
    #dbg_value(i32 13, !90, !DIExpression(), !114)
    #dbg_value(i32 13, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 32, !118, !DIExpression(), !119)
    #dbg_value(i32 193216, !89, !DIExpression(), !99)
    #dbg_value(i32 14, !90, !DIExpression(), !114)
    #dbg_value(i32 14, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 64, !118, !DIExpression(), !119)
    #dbg_value(i32 386496, !89, !DIExpression(), !99)
    #dbg_value(i32 15, !90, !DIExpression(), !114)
    #dbg_value(i32 15, !115, !DIExpression(), !119)
    #dbg_value(i32 0, !118, !DIExpression(), !119)
    #dbg_value(i32 64, !118, !DIExpression(), !119)
    #dbg_value(i32 773056, !89, !DIExpression(), !99)
    #dbg_value(i32 16, !90, !DIExpression(), !114)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 773056), !dbg !122
    #dbg_assign(i1 undef, !92, !DIExpression(), !123, ptr @__const.main.fact, !DIExpression(), !99)
  %8 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.fact), !dbg !124
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %8), !dbg !125
    #dbg_assign(i1 undef, !94, !DIExpression(), !126, ptr @__const.main.loop, !DIExpression(), !99)
  %10 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.loop), !dbg !127
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %10), !dbg !128
  ret i32 0, !dbg !129
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !130 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) unnamed_addr #0 !dbg !137 {
  %2 = alloca [64 x i64], align 8, !DIAssignID !160
    #dbg_assign(i1 undef, !145, !DIExpression(), !160, ptr %2, !DIExpression(), !161)
    #dbg_value(ptr %0, !144, !DIExpression(), !161)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #3, !dbg !162
    #dbg_value(i32 0, !149, !DIExpression(), !161)
    #dbg_value(i32 0, !150, !DIExpression(), !161)
  br label %3, !dbg !163

3:                                                ; preds = %19, %1
  %4 = phi i32 [ 0, %1 ], [ %20, %19 ], !dbg !161
  %5 = phi i32 [ 0, %1 ], [ %21, %19 ], !dbg !164
    #dbg_value(i32 %5, !149, !DIExpression(), !161)
    #dbg_value(i32 %4, !150, !DIExpression(), !161)
  %6 = add nsw i32 %4, 1, !dbg !165
    #dbg_value(i32 %6, !150, !DIExpression(), !161)
  %7 = sext i32 %4 to i64, !dbg !166
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !166
  %9 = load i32, ptr %8, align 4, !dbg !166, !tbaa !167
    #dbg_value(i32 %9, !151, !DIExpression(), !171)
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
  ], !dbg !172

10:                                               ; preds = %3
  %11 = add nsw i32 %4, 2, !dbg !173
    #dbg_value(i32 %11, !150, !DIExpression(), !161)
  %12 = sext i32 %6 to i64, !dbg !174
  %13 = getelementptr inbounds i32, ptr %0, i64 %12, !dbg !174
  %14 = load i32, ptr %13, align 4, !dbg !174, !tbaa !167
  %15 = sext i32 %14 to i64, !dbg !174
  %16 = add nsw i32 %5, 1, !dbg !175
    #dbg_value(i32 %16, !149, !DIExpression(), !161)
  %17 = sext i32 %5 to i64, !dbg !176
  %18 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %17, !dbg !176
  store i64 %15, ptr %18, align 8, !dbg !177, !tbaa !178
  br label %19, !dbg !180

19:                                               ; preds = %10, %22, %32, %42, %52, %60, %69, %77, %90, %96, %86, %79
  %20 = phi i32 [ %6, %96 ], [ %6, %90 ], [ %6, %77 ], [ %6, %69 ], [ %6, %60 ], [ %6, %52 ], [ %6, %42 ], [ %6, %32 ], [ %6, %22 ], [ %11, %10 ], [ %89, %86 ], [ %80, %79 ]
  %21 = phi i32 [ %5, %96 ], [ %5, %90 ], [ %78, %77 ], [ %76, %69 ], [ %5, %60 ], [ %59, %52 ], [ %43, %42 ], [ %33, %32 ], [ %23, %22 ], [ %16, %10 ], [ %5, %86 ], [ %5, %79 ]
  br label %3, !dbg !165, !llvm.loop !181

22:                                               ; preds = %3
  %23 = add nsw i32 %5, -1, !dbg !184
    #dbg_value(i32 %23, !149, !DIExpression(), !161)
  %24 = sext i32 %23 to i64, !dbg !185
  %25 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %24, !dbg !185
  %26 = load i64, ptr %25, align 8, !dbg !185, !tbaa !178
  %27 = add nsw i32 %5, -2, !dbg !186
  %28 = sext i32 %27 to i64, !dbg !187
  %29 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %28, !dbg !187
  %30 = load i64, ptr %29, align 8, !dbg !188, !tbaa !178
  %31 = add nsw i64 %30, %26, !dbg !188
  store i64 %31, ptr %29, align 8, !dbg !188, !tbaa !178
  br label %19, !dbg !189

32:                                               ; preds = %3
  %33 = add nsw i32 %5, -1, !dbg !190
    #dbg_value(i32 %33, !149, !DIExpression(), !161)
  %34 = sext i32 %33 to i64, !dbg !191
  %35 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %34, !dbg !191
  %36 = load i64, ptr %35, align 8, !dbg !191, !tbaa !178
  %37 = add nsw i32 %5, -2, !dbg !192
  %38 = sext i32 %37 to i64, !dbg !193
  %39 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %38, !dbg !193
  %40 = load i64, ptr %39, align 8, !dbg !194, !tbaa !178
  %41 = sub nsw i64 %40, %36, !dbg !194
  store i64 %41, ptr %39, align 8, !dbg !194, !tbaa !178
  br label %19, !dbg !195

42:                                               ; preds = %3
  %43 = add nsw i32 %5, -1, !dbg !196
    #dbg_value(i32 %43, !149, !DIExpression(), !161)
  %44 = sext i32 %43 to i64, !dbg !197
  %45 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %44, !dbg !197
  %46 = load i64, ptr %45, align 8, !dbg !197, !tbaa !178
  %47 = add nsw i32 %5, -2, !dbg !198
  %48 = sext i32 %47 to i64, !dbg !199
  %49 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %48, !dbg !199
  %50 = load i64, ptr %49, align 8, !dbg !200, !tbaa !178
  %51 = mul nsw i64 %50, %46, !dbg !200
  store i64 %51, ptr %49, align 8, !dbg !200, !tbaa !178
  br label %19, !dbg !201

52:                                               ; preds = %3
  %53 = add nsw i32 %5, -1, !dbg !202
  %54 = sext i32 %53 to i64, !dbg !203
  %55 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %54, !dbg !203
  %56 = load i64, ptr %55, align 8, !dbg !203, !tbaa !178
  %57 = sext i32 %5 to i64, !dbg !204
  %58 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %57, !dbg !204
  store i64 %56, ptr %58, align 8, !dbg !205, !tbaa !178
  %59 = add nsw i32 %5, 1, !dbg !206
    #dbg_value(i32 %59, !149, !DIExpression(), !161)
  br label %19, !dbg !207

60:                                               ; preds = %3
  %61 = add nsw i32 %5, -1, !dbg !208
  %62 = sext i32 %61 to i64, !dbg !209
  %63 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %62, !dbg !209
  %64 = load i64, ptr %63, align 8, !dbg !209, !tbaa !178
    #dbg_value(i64 %64, !155, !DIExpression(), !210)
  %65 = add nsw i32 %5, -2, !dbg !211
  %66 = sext i32 %65 to i64, !dbg !212
  %67 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %66, !dbg !212
  %68 = load i64, ptr %67, align 8, !dbg !212, !tbaa !178
  store i64 %68, ptr %63, align 8, !dbg !213, !tbaa !178
  store i64 %64, ptr %67, align 8, !dbg !214, !tbaa !178
  br label %19

69:                                               ; preds = %3
  %70 = add nsw i32 %5, -2, !dbg !215
  %71 = sext i32 %70 to i64, !dbg !216
  %72 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %71, !dbg !216
  %73 = load i64, ptr %72, align 8, !dbg !216, !tbaa !178
  %74 = sext i32 %5 to i64, !dbg !217
  %75 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %74, !dbg !217
  store i64 %73, ptr %75, align 8, !dbg !218, !tbaa !178
  %76 = add nsw i32 %5, 1, !dbg !219
    #dbg_value(i32 %76, !149, !DIExpression(), !161)
  br label %19, !dbg !220

77:                                               ; preds = %3
  %78 = add nsw i32 %5, -1, !dbg !221
    #dbg_value(i32 %78, !149, !DIExpression(), !161)
  br label %19, !dbg !222

79:                                               ; preds = %3
  %80 = add nsw i32 %4, 2, !dbg !223
    #dbg_value(i32 %80, !150, !DIExpression(), !161)
    #dbg_value(i32 poison, !158, !DIExpression(), !224)
  %81 = add nsw i32 %5, -1, !dbg !225
  %82 = sext i32 %81 to i64, !dbg !227
  %83 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %82, !dbg !227
  %84 = load i64, ptr %83, align 8, !dbg !227, !tbaa !178
  %85 = icmp eq i64 %84, 0, !dbg !228
  br i1 %85, label %19, label %86, !dbg !229

86:                                               ; preds = %79
  %87 = sext i32 %6 to i64, !dbg !230
  %88 = getelementptr inbounds i32, ptr %0, i64 %87, !dbg !230
  %89 = load i32, ptr %88, align 4, !dbg !230, !tbaa !167
    #dbg_value(i32 %89, !158, !DIExpression(), !224)
    #dbg_value(i32 %89, !150, !DIExpression(), !161)
  br label %19, !dbg !231

90:                                               ; preds = %3
  %91 = add nsw i32 %5, -1, !dbg !232
  %92 = sext i32 %91 to i64, !dbg !233
  %93 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %92, !dbg !233
  %94 = load i64, ptr %93, align 8, !dbg !234, !tbaa !178
  %95 = add nsw i64 %94, -1, !dbg !234
  store i64 %95, ptr %93, align 8, !dbg !234, !tbaa !178
  br label %19, !dbg !235

96:                                               ; preds = %3
  %97 = add nsw i32 %5, -1, !dbg !236
  %98 = sext i32 %97 to i64, !dbg !237
  %99 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %98, !dbg !237
  %100 = load i64, ptr %99, align 8, !dbg !237, !tbaa !178
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %100), !dbg !238
  br label %19, !dbg !239

102:                                              ; preds = %3
  %103 = add nsw i32 %5, -1, !dbg !240
  %104 = sext i32 %103 to i64, !dbg !241
  %105 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %104, !dbg !241
  %106 = load i64, ptr %105, align 8, !dbg !241, !tbaa !178
  br label %107, !dbg !242

107:                                              ; preds = %3, %102
  %108 = phi i64 [ %106, %102 ], [ -999, %3 ]
    #dbg_value(i32 poison, !149, !DIExpression(), !161)
    #dbg_value(i32 poison, !150, !DIExpression(), !161)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #3, !dbg !243
  ret i64 %108, !dbg !243
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!45}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76, !77}
!llvm.ident = !{!78}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/switch_dense.c", directory: ".", checksumkind: CSK_MD5, checksum: "e5f03036ffe3d1bef3a463885dc2362f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!76 = !{i32 7, !"frame-pointer", i32 1}
!77 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!78 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!79 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 70, type: !80, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !83)
!80 = !DISubroutineType(types: !81)
!81 = !{!82}
!82 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!83 = !{!84, !85, !87, !89, !90, !92, !94}
!84 = !DILocalVariable(name: "sum", scope: !79, file: !2, line: 71, type: !48)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 72, type: !82)
!86 = distinct !DILexicalBlock(scope: !79, file: !2, line: 72, column: 5)
!87 = !DILocalVariable(name: "d", scope: !88, file: !2, line: 74, type: !48)
!88 = distinct !DILexicalBlock(scope: !79, file: !2, line: 74, column: 5)
!89 = !DILocalVariable(name: "ft", scope: !79, file: !2, line: 75, type: !82)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 76, type: !82)
!91 = distinct !DILexicalBlock(scope: !79, file: !2, line: 76, column: 5)
!92 = !DILocalVariable(name: "fact", scope: !79, file: !2, line: 78, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 416, elements: !10)
!94 = !DILocalVariable(name: "loop", scope: !79, file: !2, line: 82, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 448, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 14)
!98 = distinct !DIAssignID()
!99 = !DILocation(line: 0, scope: !79)
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 0, scope: !86)
!102 = !DILocalVariable(name: "x", arg: 1, scope: !103, file: !2, line: 4, type: !82)
!103 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 4, type: !104, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!82, !82}
!106 = !{!102}
!107 = !DILocation(line: 0, scope: !103, inlinedAt: !108)
!108 = distinct !DILocation(line: 72, column: 61, scope: !109)
!109 = distinct !DILexicalBlock(scope: !86, file: !2, line: 72, column: 5)
!110 = !DILocation(line: 73, column: 5, scope: !79)
!111 = !DILocation(line: 0, scope: !88)
!112 = !DILocation(line: 74, column: 41, scope: !113)
!113 = distinct !DILexicalBlock(scope: !88, file: !2, line: 74, column: 5)
!114 = !DILocation(line: 0, scope: !91)
!115 = !DILocalVariable(name: "x", arg: 1, scope: !116, file: !2, line: 30, type: !82)
!116 = distinct !DISubprogram(name: "fallthrough", scope: !2, file: !2, line: 30, type: !104, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !117)
!117 = !{!115, !118}
!118 = !DILocalVariable(name: "r", scope: !116, file: !2, line: 31, type: !82)
!119 = !DILocation(line: 0, scope: !116, inlinedAt: !120)
!120 = distinct !DILocation(line: 76, column: 48, scope: !121)
!121 = distinct !DILexicalBlock(scope: !91, file: !2, line: 76, column: 5)
!122 = !DILocation(line: 77, column: 5, scope: !79)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 81, column: 33, scope: !79)
!125 = !DILocation(line: 81, column: 5, scope: !79)
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 85, column: 31, scope: !79)
!128 = !DILocation(line: 85, column: 5, scope: !79)
!129 = !DILocation(line: 86, column: 5, scope: !79)
!130 = !DISubprogram(name: "printf", scope: !131, file: !131, line: 356, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!132 = !DISubroutineType(types: !133)
!133 = !{!82, !134, null}
!134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!137 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 47, type: !138, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !143)
!138 = !DISubroutineType(types: !139)
!139 = !{!140, !141}
!140 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!143 = !{!144, !145, !149, !150, !151, !155, !158}
!144 = !DILocalVariable(name: "code", arg: 1, scope: !137, file: !2, line: 47, type: !141)
!145 = !DILocalVariable(name: "stack", scope: !137, file: !2, line: 48, type: !146)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !140, size: 4096, elements: !147)
!147 = !{!148}
!148 = !DISubrange(count: 64)
!149 = !DILocalVariable(name: "sp", scope: !137, file: !2, line: 49, type: !82)
!150 = !DILocalVariable(name: "pc", scope: !137, file: !2, line: 49, type: !82)
!151 = !DILocalVariable(name: "op", scope: !152, file: !2, line: 51, type: !82)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 50, column: 14)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 50, column: 5)
!154 = distinct !DILexicalBlock(scope: !137, file: !2, line: 50, column: 5)
!155 = !DILocalVariable(name: "t", scope: !156, file: !2, line: 58, type: !140)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 58, column: 20)
!157 = distinct !DILexicalBlock(scope: !152, file: !2, line: 52, column: 21)
!158 = !DILocalVariable(name: "target", scope: !159, file: !2, line: 61, type: !82)
!159 = distinct !DILexicalBlock(scope: !157, file: !2, line: 61, column: 19)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 0, scope: !137)
!162 = !DILocation(line: 48, column: 5, scope: !137)
!163 = !DILocation(line: 50, column: 5, scope: !137)
!164 = !DILocation(line: 49, column: 9, scope: !137)
!165 = !DILocation(line: 51, column: 25, scope: !152)
!166 = !DILocation(line: 51, column: 18, scope: !152)
!167 = !{!168, !168, i64 0}
!168 = !{!"int", !169, i64 0}
!169 = !{!"omnipotent char", !170, i64 0}
!170 = !{!"Simple C/C++ TBAA"}
!171 = !DILocation(line: 0, scope: !152)
!172 = !DILocation(line: 52, column: 9, scope: !152)
!173 = !DILocation(line: 53, column: 41, scope: !157)
!174 = !DILocation(line: 53, column: 34, scope: !157)
!175 = !DILocation(line: 53, column: 28, scope: !157)
!176 = !DILocation(line: 53, column: 20, scope: !157)
!177 = !DILocation(line: 53, column: 32, scope: !157)
!178 = !{!179, !179, i64 0}
!179 = !{!"long", !169, i64 0}
!180 = !DILocation(line: 53, column: 46, scope: !157)
!181 = distinct !{!181, !182, !183}
!182 = !DILocation(line: 50, column: 5, scope: !154)
!183 = !DILocation(line: 67, column: 5, scope: !154)
!184 = !DILocation(line: 54, column: 21, scope: !157)
!185 = !DILocation(line: 54, column: 42, scope: !157)
!186 = !DILocation(line: 54, column: 34, scope: !157)
!187 = !DILocation(line: 54, column: 25, scope: !157)
!188 = !DILocation(line: 54, column: 39, scope: !157)
!189 = !DILocation(line: 54, column: 53, scope: !157)
!190 = !DILocation(line: 55, column: 21, scope: !157)
!191 = !DILocation(line: 55, column: 42, scope: !157)
!192 = !DILocation(line: 55, column: 34, scope: !157)
!193 = !DILocation(line: 55, column: 25, scope: !157)
!194 = !DILocation(line: 55, column: 39, scope: !157)
!195 = !DILocation(line: 55, column: 53, scope: !157)
!196 = !DILocation(line: 56, column: 21, scope: !157)
!197 = !DILocation(line: 56, column: 42, scope: !157)
!198 = !DILocation(line: 56, column: 34, scope: !157)
!199 = !DILocation(line: 56, column: 25, scope: !157)
!200 = !DILocation(line: 56, column: 39, scope: !157)
!201 = !DILocation(line: 56, column: 53, scope: !157)
!202 = !DILocation(line: 57, column: 40, scope: !157)
!203 = !DILocation(line: 57, column: 31, scope: !157)
!204 = !DILocation(line: 57, column: 19, scope: !157)
!205 = !DILocation(line: 57, column: 29, scope: !157)
!206 = !DILocation(line: 57, column: 48, scope: !157)
!207 = !DILocation(line: 57, column: 52, scope: !157)
!208 = !DILocation(line: 58, column: 40, scope: !156)
!209 = !DILocation(line: 58, column: 31, scope: !156)
!210 = !DILocation(line: 0, scope: !156)
!211 = !DILocation(line: 58, column: 71, scope: !156)
!212 = !DILocation(line: 58, column: 62, scope: !156)
!213 = !DILocation(line: 58, column: 60, scope: !156)
!214 = !DILocation(line: 58, column: 91, scope: !156)
!215 = !DILocation(line: 59, column: 41, scope: !157)
!216 = !DILocation(line: 59, column: 32, scope: !157)
!217 = !DILocation(line: 59, column: 20, scope: !157)
!218 = !DILocation(line: 59, column: 30, scope: !157)
!219 = !DILocation(line: 59, column: 49, scope: !157)
!220 = !DILocation(line: 59, column: 53, scope: !157)
!221 = !DILocation(line: 60, column: 22, scope: !157)
!222 = !DILocation(line: 60, column: 26, scope: !157)
!223 = !DILocation(line: 61, column: 41, scope: !159)
!224 = !DILocation(line: 0, scope: !159)
!225 = !DILocation(line: 61, column: 59, scope: !226)
!226 = distinct !DILexicalBlock(scope: !159, file: !2, line: 61, column: 50)
!227 = !DILocation(line: 61, column: 50, scope: !226)
!228 = !DILocation(line: 61, column: 64, scope: !226)
!229 = !DILocation(line: 61, column: 50, scope: !159)
!230 = !DILocation(line: 61, column: 34, scope: !159)
!231 = !DILocation(line: 61, column: 70, scope: !226)
!232 = !DILocation(line: 62, column: 28, scope: !157)
!233 = !DILocation(line: 62, column: 19, scope: !157)
!234 = !DILocation(line: 62, column: 32, scope: !157)
!235 = !DILocation(line: 62, column: 36, scope: !157)
!236 = !DILocation(line: 63, column: 50, scope: !157)
!237 = !DILocation(line: 63, column: 41, scope: !157)
!238 = !DILocation(line: 63, column: 21, scope: !157)
!239 = !DILocation(line: 63, column: 57, scope: !157)
!240 = !DILocation(line: 64, column: 36, scope: !157)
!241 = !DILocation(line: 64, column: 27, scope: !157)
!242 = !DILocation(line: 64, column: 20, scope: !157)
!243 = !DILocation(line: 68, column: 1, scope: !137)
