; ModuleID = 'tests/programs/switch_dense.c'
source_filename = "tests/programs/switch_dense.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
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
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 641481863), !dbg !109
    #dbg_value(i32 0, !86, !DIExpression(), !110)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 0, ptr noundef nonnull @.str.5), !dbg !111
    #dbg_value(i32 2, !86, !DIExpression(), !110)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 2, ptr noundef nonnull @.str.7), !dbg !111
    #dbg_value(i32 4, !86, !DIExpression(), !110)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 4, ptr noundef nonnull @.str.9), !dbg !111
    #dbg_value(i32 6, !86, !DIExpression(), !110)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 6, ptr noundef nonnull @.str.11), !dbg !111
    #dbg_value(i32 8, !86, !DIExpression(), !110)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 8, ptr noundef nonnull @.str.12), !dbg !111
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
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 773056), !dbg !121
    #dbg_assign(i1 undef, !91, !DIExpression(), !122, ptr @__const.main.fact, !DIExpression(), !98)
  %1 = tail call fastcc i32 @run(ptr noundef nonnull @__const.main.fact), !dbg !123
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %1), !dbg !124
    #dbg_assign(i1 undef, !93, !DIExpression(), !125, ptr @__const.main.loop, !DIExpression(), !98)
  %2 = tail call fastcc i32 @run(ptr noundef nonnull @__const.main.loop), !dbg !126
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %2), !dbg !127
  ret i32 0, !dbg !128
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !129 {
  %2 = alloca ptr, align 8, !DIAssignID !141
    #dbg_assign(i1 undef, !138, !DIExpression(), !141, ptr %2, !DIExpression(), !142)
    #dbg_value(ptr %0, !136, !DIExpression(), !142)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !143
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !144
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !145
  %4 = load ptr, ptr %2, align 8, !dbg !146, !tbaa !147
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !151
    #dbg_value(i32 %5, !137, !DIExpression(), !142)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !152
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !153
  ret void, !dbg !154
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @run(ptr nocapture noundef readonly %0) unnamed_addr #0 !dbg !155 {
  %2 = alloca [64 x i32], align 16, !DIAssignID !178
    #dbg_assign(i1 undef, !163, !DIExpression(), !178, ptr %2, !DIExpression(), !179)
    #dbg_value(ptr %0, !162, !DIExpression(), !179)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #6, !dbg !180
    #dbg_value(i32 0, !167, !DIExpression(), !179)
    #dbg_value(i32 0, !168, !DIExpression(), !179)
  br label %3, !dbg !181

3:                                                ; preds = %18, %1
  %4 = phi i32 [ 0, %1 ], [ %19, %18 ], !dbg !179
  %5 = phi i32 [ 0, %1 ], [ %20, %18 ], !dbg !182
    #dbg_value(i32 %5, !167, !DIExpression(), !179)
    #dbg_value(i32 %4, !168, !DIExpression(), !179)
  %6 = add nsw i32 %4, 1, !dbg !183
    #dbg_value(i32 %6, !168, !DIExpression(), !179)
  %7 = sext i32 %4 to i64, !dbg !184
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !184
  %9 = load i32, ptr %8, align 4, !dbg !184, !tbaa !185
    #dbg_value(i32 %9, !169, !DIExpression(), !187)
  switch i32 %9, label %105 [
    i32 0, label %10
    i32 1, label %21
    i32 2, label %31
    i32 3, label %41
    i32 4, label %51
    i32 5, label %59
    i32 6, label %68
    i32 7, label %76
    i32 8, label %78
    i32 9, label %89
    i32 11, label %95
    i32 10, label %100
  ], !dbg !188

10:                                               ; preds = %3
  %11 = add nsw i32 %4, 2, !dbg !189
    #dbg_value(i32 %11, !168, !DIExpression(), !179)
  %12 = sext i32 %6 to i64, !dbg !190
  %13 = getelementptr inbounds i32, ptr %0, i64 %12, !dbg !190
  %14 = load i32, ptr %13, align 4, !dbg !190, !tbaa !185
  %15 = add nsw i32 %5, 1, !dbg !191
    #dbg_value(i32 %15, !167, !DIExpression(), !179)
  %16 = sext i32 %5 to i64, !dbg !192
  %17 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %16, !dbg !192
  store i32 %14, ptr %17, align 4, !dbg !193, !tbaa !194
  br label %18, !dbg !196

18:                                               ; preds = %10, %21, %31, %41, %51, %59, %68, %76, %89, %95, %85, %78
  %19 = phi i32 [ %6, %95 ], [ %6, %89 ], [ %6, %76 ], [ %6, %68 ], [ %6, %59 ], [ %6, %51 ], [ %6, %41 ], [ %6, %31 ], [ %6, %21 ], [ %11, %10 ], [ %88, %85 ], [ %79, %78 ]
  %20 = phi i32 [ %5, %95 ], [ %5, %89 ], [ %77, %76 ], [ %75, %68 ], [ %5, %59 ], [ %58, %51 ], [ %42, %41 ], [ %32, %31 ], [ %22, %21 ], [ %15, %10 ], [ %5, %85 ], [ %5, %78 ]
  br label %3, !dbg !183, !llvm.loop !197

21:                                               ; preds = %3
  %22 = add nsw i32 %5, -1, !dbg !200
    #dbg_value(i32 %22, !167, !DIExpression(), !179)
  %23 = sext i32 %22 to i64, !dbg !201
  %24 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %23, !dbg !201
  %25 = load i32, ptr %24, align 4, !dbg !201, !tbaa !194
  %26 = add nsw i32 %5, -2, !dbg !202
  %27 = sext i32 %26 to i64, !dbg !203
  %28 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %27, !dbg !203
  %29 = load i32, ptr %28, align 4, !dbg !204, !tbaa !194
  %30 = add nsw i32 %29, %25, !dbg !204
  store i32 %30, ptr %28, align 4, !dbg !204, !tbaa !194
  br label %18, !dbg !205

31:                                               ; preds = %3
  %32 = add nsw i32 %5, -1, !dbg !206
    #dbg_value(i32 %32, !167, !DIExpression(), !179)
  %33 = sext i32 %32 to i64, !dbg !207
  %34 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %33, !dbg !207
  %35 = load i32, ptr %34, align 4, !dbg !207, !tbaa !194
  %36 = add nsw i32 %5, -2, !dbg !208
  %37 = sext i32 %36 to i64, !dbg !209
  %38 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %37, !dbg !209
  %39 = load i32, ptr %38, align 4, !dbg !210, !tbaa !194
  %40 = sub nsw i32 %39, %35, !dbg !210
  store i32 %40, ptr %38, align 4, !dbg !210, !tbaa !194
  br label %18, !dbg !211

41:                                               ; preds = %3
  %42 = add nsw i32 %5, -1, !dbg !212
    #dbg_value(i32 %42, !167, !DIExpression(), !179)
  %43 = sext i32 %42 to i64, !dbg !213
  %44 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %43, !dbg !213
  %45 = load i32, ptr %44, align 4, !dbg !213, !tbaa !194
  %46 = add nsw i32 %5, -2, !dbg !214
  %47 = sext i32 %46 to i64, !dbg !215
  %48 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %47, !dbg !215
  %49 = load i32, ptr %48, align 4, !dbg !216, !tbaa !194
  %50 = mul nsw i32 %49, %45, !dbg !216
  store i32 %50, ptr %48, align 4, !dbg !216, !tbaa !194
  br label %18, !dbg !217

51:                                               ; preds = %3
  %52 = add nsw i32 %5, -1, !dbg !218
  %53 = sext i32 %52 to i64, !dbg !219
  %54 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %53, !dbg !219
  %55 = load i32, ptr %54, align 4, !dbg !219, !tbaa !194
  %56 = sext i32 %5 to i64, !dbg !220
  %57 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %56, !dbg !220
  store i32 %55, ptr %57, align 4, !dbg !221, !tbaa !194
  %58 = add nsw i32 %5, 1, !dbg !222
    #dbg_value(i32 %58, !167, !DIExpression(), !179)
  br label %18, !dbg !223

59:                                               ; preds = %3
  %60 = add nsw i32 %5, -1, !dbg !224
  %61 = sext i32 %60 to i64, !dbg !225
  %62 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %61, !dbg !225
  %63 = load i32, ptr %62, align 4, !dbg !225, !tbaa !194
    #dbg_value(i32 %63, !173, !DIExpression(), !226)
  %64 = add nsw i32 %5, -2, !dbg !227
  %65 = sext i32 %64 to i64, !dbg !228
  %66 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %65, !dbg !228
  %67 = load i32, ptr %66, align 4, !dbg !228, !tbaa !194
  store i32 %67, ptr %62, align 4, !dbg !229, !tbaa !194
  store i32 %63, ptr %66, align 4, !dbg !230, !tbaa !194
  br label %18

68:                                               ; preds = %3
  %69 = add nsw i32 %5, -2, !dbg !231
  %70 = sext i32 %69 to i64, !dbg !232
  %71 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %70, !dbg !232
  %72 = load i32, ptr %71, align 4, !dbg !232, !tbaa !194
  %73 = sext i32 %5 to i64, !dbg !233
  %74 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %73, !dbg !233
  store i32 %72, ptr %74, align 4, !dbg !234, !tbaa !194
  %75 = add nsw i32 %5, 1, !dbg !235
    #dbg_value(i32 %75, !167, !DIExpression(), !179)
  br label %18, !dbg !236

76:                                               ; preds = %3
  %77 = add nsw i32 %5, -1, !dbg !237
    #dbg_value(i32 %77, !167, !DIExpression(), !179)
  br label %18, !dbg !238

78:                                               ; preds = %3
  %79 = add nsw i32 %4, 2, !dbg !239
    #dbg_value(i32 %79, !168, !DIExpression(), !179)
    #dbg_value(i32 poison, !176, !DIExpression(), !240)
  %80 = add nsw i32 %5, -1, !dbg !241
  %81 = sext i32 %80 to i64, !dbg !243
  %82 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %81, !dbg !243
  %83 = load i32, ptr %82, align 4, !dbg !243, !tbaa !194
  %84 = icmp eq i32 %83, 0, !dbg !244
  br i1 %84, label %18, label %85, !dbg !245

85:                                               ; preds = %78
  %86 = sext i32 %6 to i64, !dbg !246
  %87 = getelementptr inbounds i32, ptr %0, i64 %86, !dbg !246
  %88 = load i32, ptr %87, align 4, !dbg !246, !tbaa !185
    #dbg_value(i32 %88, !176, !DIExpression(), !240)
    #dbg_value(i32 %88, !168, !DIExpression(), !179)
  br label %18, !dbg !247

89:                                               ; preds = %3
  %90 = add nsw i32 %5, -1, !dbg !248
  %91 = sext i32 %90 to i64, !dbg !249
  %92 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %91, !dbg !249
  %93 = load i32, ptr %92, align 4, !dbg !250, !tbaa !194
  %94 = add nsw i32 %93, -1, !dbg !250
  store i32 %94, ptr %92, align 4, !dbg !250, !tbaa !194
  br label %18, !dbg !251

95:                                               ; preds = %3
  %96 = add nsw i32 %5, -1, !dbg !252
  %97 = sext i32 %96 to i64, !dbg !253
  %98 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %97, !dbg !253
  %99 = load i32, ptr %98, align 4, !dbg !253, !tbaa !194
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %99), !dbg !254
  br label %18, !dbg !255

100:                                              ; preds = %3
  %101 = add nsw i32 %5, -1, !dbg !256
  %102 = sext i32 %101 to i64, !dbg !257
  %103 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %102, !dbg !257
  %104 = load i32, ptr %103, align 4, !dbg !257, !tbaa !194
  br label %105, !dbg !258

105:                                              ; preds = %3, %100
  %106 = phi i32 [ %104, %100 ], [ -999, %3 ]
    #dbg_value(i32 poison, !167, !DIExpression(), !179)
    #dbg_value(i32 poison, !168, !DIExpression(), !179)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #6, !dbg !259
  ret i32 %106, !dbg !259
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !260 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !280 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!45}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/switch_dense.c", directory: ".")
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
!70 = !{i32 7, !"Dwarf Version", i32 4}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 2}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"uwtable", i32 2}
!75 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!129 = distinct !DISubprogram(name: "printf", scope: !130, file: !130, line: 368, type: !131, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !135)
!130 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!131 = !DISubroutineType(cc: DW_CC_nocall, types: !132)
!132 = !{!81, !133, null}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!135 = !{!136, !137, !138}
!136 = !DILocalVariable(name: "__format", arg: 1, scope: !129, file: !130, line: 368, type: !133)
!137 = !DILocalVariable(name: "__retval", scope: !129, file: !130, line: 370, type: !81)
!138 = !DILocalVariable(name: "__local_argv", scope: !129, file: !130, line: 371, type: !139)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 0, scope: !129)
!143 = !DILocation(line: 371, column: 3, scope: !129)
!144 = !DILocation(line: 371, column: 35, scope: !129)
!145 = !DILocation(line: 372, column: 32, scope: !129)
!146 = !DILocation(line: 372, column: 50, scope: !129)
!147 = !{!148, !148, i64 0}
!148 = !{!"any pointer", !149, i64 0}
!149 = !{!"omnipotent char", !150, i64 0}
!150 = !{!"Simple C/C++ TBAA"}
!151 = !DILocation(line: 372, column: 14, scope: !129)
!152 = !DILocation(line: 373, column: 3, scope: !129)
!153 = !DILocation(line: 375, column: 1, scope: !129)
!154 = !DILocation(line: 374, column: 3, scope: !129)
!155 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 47, type: !156, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !161)
!156 = !DISubroutineType(types: !157)
!157 = !{!158, !159}
!158 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!161 = !{!162, !163, !167, !168, !169, !173, !176}
!162 = !DILocalVariable(name: "code", arg: 1, scope: !155, file: !2, line: 47, type: !159)
!163 = !DILocalVariable(name: "stack", scope: !155, file: !2, line: 48, type: !164)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 2048, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 64)
!167 = !DILocalVariable(name: "sp", scope: !155, file: !2, line: 49, type: !81)
!168 = !DILocalVariable(name: "pc", scope: !155, file: !2, line: 49, type: !81)
!169 = !DILocalVariable(name: "op", scope: !170, file: !2, line: 51, type: !81)
!170 = distinct !DILexicalBlock(scope: !171, file: !2, line: 50, column: 14)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 50, column: 5)
!172 = distinct !DILexicalBlock(scope: !155, file: !2, line: 50, column: 5)
!173 = !DILocalVariable(name: "t", scope: !174, file: !2, line: 58, type: !158)
!174 = distinct !DILexicalBlock(scope: !175, file: !2, line: 58, column: 20)
!175 = distinct !DILexicalBlock(scope: !170, file: !2, line: 52, column: 21)
!176 = !DILocalVariable(name: "target", scope: !177, file: !2, line: 61, type: !81)
!177 = distinct !DILexicalBlock(scope: !175, file: !2, line: 61, column: 19)
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 0, scope: !155)
!180 = !DILocation(line: 48, column: 5, scope: !155)
!181 = !DILocation(line: 50, column: 5, scope: !155)
!182 = !DILocation(line: 49, column: 9, scope: !155)
!183 = !DILocation(line: 51, column: 25, scope: !170)
!184 = !DILocation(line: 51, column: 18, scope: !170)
!185 = !{!186, !186, i64 0}
!186 = !{!"int", !149, i64 0}
!187 = !DILocation(line: 0, scope: !170)
!188 = !DILocation(line: 52, column: 9, scope: !170)
!189 = !DILocation(line: 53, column: 41, scope: !175)
!190 = !DILocation(line: 53, column: 34, scope: !175)
!191 = !DILocation(line: 53, column: 28, scope: !175)
!192 = !DILocation(line: 53, column: 20, scope: !175)
!193 = !DILocation(line: 53, column: 32, scope: !175)
!194 = !{!195, !195, i64 0}
!195 = !{!"long", !149, i64 0}
!196 = !DILocation(line: 53, column: 46, scope: !175)
!197 = distinct !{!197, !198, !199}
!198 = !DILocation(line: 50, column: 5, scope: !172)
!199 = !DILocation(line: 67, column: 5, scope: !172)
!200 = !DILocation(line: 54, column: 21, scope: !175)
!201 = !DILocation(line: 54, column: 42, scope: !175)
!202 = !DILocation(line: 54, column: 34, scope: !175)
!203 = !DILocation(line: 54, column: 25, scope: !175)
!204 = !DILocation(line: 54, column: 39, scope: !175)
!205 = !DILocation(line: 54, column: 53, scope: !175)
!206 = !DILocation(line: 55, column: 21, scope: !175)
!207 = !DILocation(line: 55, column: 42, scope: !175)
!208 = !DILocation(line: 55, column: 34, scope: !175)
!209 = !DILocation(line: 55, column: 25, scope: !175)
!210 = !DILocation(line: 55, column: 39, scope: !175)
!211 = !DILocation(line: 55, column: 53, scope: !175)
!212 = !DILocation(line: 56, column: 21, scope: !175)
!213 = !DILocation(line: 56, column: 42, scope: !175)
!214 = !DILocation(line: 56, column: 34, scope: !175)
!215 = !DILocation(line: 56, column: 25, scope: !175)
!216 = !DILocation(line: 56, column: 39, scope: !175)
!217 = !DILocation(line: 56, column: 53, scope: !175)
!218 = !DILocation(line: 57, column: 40, scope: !175)
!219 = !DILocation(line: 57, column: 31, scope: !175)
!220 = !DILocation(line: 57, column: 19, scope: !175)
!221 = !DILocation(line: 57, column: 29, scope: !175)
!222 = !DILocation(line: 57, column: 48, scope: !175)
!223 = !DILocation(line: 57, column: 52, scope: !175)
!224 = !DILocation(line: 58, column: 40, scope: !174)
!225 = !DILocation(line: 58, column: 31, scope: !174)
!226 = !DILocation(line: 0, scope: !174)
!227 = !DILocation(line: 58, column: 71, scope: !174)
!228 = !DILocation(line: 58, column: 62, scope: !174)
!229 = !DILocation(line: 58, column: 60, scope: !174)
!230 = !DILocation(line: 58, column: 91, scope: !174)
!231 = !DILocation(line: 59, column: 41, scope: !175)
!232 = !DILocation(line: 59, column: 32, scope: !175)
!233 = !DILocation(line: 59, column: 20, scope: !175)
!234 = !DILocation(line: 59, column: 30, scope: !175)
!235 = !DILocation(line: 59, column: 49, scope: !175)
!236 = !DILocation(line: 59, column: 53, scope: !175)
!237 = !DILocation(line: 60, column: 22, scope: !175)
!238 = !DILocation(line: 60, column: 26, scope: !175)
!239 = !DILocation(line: 61, column: 41, scope: !177)
!240 = !DILocation(line: 0, scope: !177)
!241 = !DILocation(line: 61, column: 59, scope: !242)
!242 = distinct !DILexicalBlock(scope: !177, file: !2, line: 61, column: 50)
!243 = !DILocation(line: 61, column: 50, scope: !242)
!244 = !DILocation(line: 61, column: 64, scope: !242)
!245 = !DILocation(line: 61, column: 50, scope: !177)
!246 = !DILocation(line: 61, column: 34, scope: !177)
!247 = !DILocation(line: 61, column: 70, scope: !242)
!248 = !DILocation(line: 62, column: 28, scope: !175)
!249 = !DILocation(line: 62, column: 19, scope: !175)
!250 = !DILocation(line: 62, column: 32, scope: !175)
!251 = !DILocation(line: 62, column: 36, scope: !175)
!252 = !DILocation(line: 63, column: 50, scope: !175)
!253 = !DILocation(line: 63, column: 41, scope: !175)
!254 = !DILocation(line: 63, column: 21, scope: !175)
!255 = !DILocation(line: 63, column: 57, scope: !175)
!256 = !DILocation(line: 64, column: 36, scope: !175)
!257 = !DILocation(line: 64, column: 27, scope: !175)
!258 = !DILocation(line: 64, column: 20, scope: !175)
!259 = !DILocation(line: 68, column: 1, scope: !155)
!260 = !DISubprogram(name: "__mingw_vfprintf", scope: !130, file: !130, line: 193, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DISubroutineType(types: !262)
!262 = !{!81, !263, !276, !277}
!263 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !264)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !130, line: 47, baseType: !266)
!266 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !130, line: 33, size: 384, align: 64, elements: !267)
!267 = !{!268, !269, !270, !271, !272, !273, !274, !275}
!268 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !266, file: !130, line: 37, baseType: !140, size: 64)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !266, file: !130, line: 38, baseType: !81, size: 32, offset: 64)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !266, file: !130, line: 39, baseType: !140, size: 64, offset: 128)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !266, file: !130, line: 40, baseType: !81, size: 32, offset: 192)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !266, file: !130, line: 41, baseType: !81, size: 32, offset: 224)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !266, file: !130, line: 42, baseType: !81, size: 32, offset: 256)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !266, file: !130, line: 43, baseType: !81, size: 32, offset: 288)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !266, file: !130, line: 44, baseType: !140, size: 64, offset: 320)
!276 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !133)
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !278, line: 31, baseType: !279)
!278 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!279 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !278, line: 24, baseType: !139)
!280 = !DISubprogram(name: "__acrt_iob_func", scope: !130, file: !130, line: 93, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!281 = !DISubroutineType(types: !282)
!282 = !{!264, !48}
