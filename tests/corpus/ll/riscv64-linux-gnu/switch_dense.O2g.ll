; ModuleID = 'tests/programs/switch_dense.c'
source_filename = "tests/programs/switch_dense.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
@switch.table.main = private unnamed_addr constant [12 x i32] [i32 100, i32 101, i32 7, i32 1003, i32 -4, i32 55, i32 606, i32 17, i32 8, i32 9999, i32 10, i32 -11], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !82 {
    #dbg_assign(i1 undef, !95, !DIExpression(), !101, ptr @__const.main.fact, !DIExpression(), !102)
    #dbg_assign(i1 undef, !97, !DIExpression(), !103, ptr @__const.main.loop, !DIExpression(), !102)
    #dbg_value(i32 0, !87, !DIExpression(), !102)
    #dbg_value(i32 -3, !88, !DIExpression(), !104)
  br label %1, !dbg !105

1:                                                ; preds = %0, %10
  %2 = phi i32 [ -3, %0 ], [ %13, %10 ]
  %3 = phi i32 [ 0, %0 ], [ %12, %10 ]
    #dbg_value(i32 %2, !88, !DIExpression(), !104)
    #dbg_value(i32 %3, !87, !DIExpression(), !102)
  %4 = mul i32 %3, 3, !dbg !106
    #dbg_value(i32 %2, !108, !DIExpression(), !113)
  %5 = icmp ult i32 %2, 12, !dbg !115
  br i1 %5, label %6, label %10, !dbg !115

6:                                                ; preds = %1
  %7 = zext nneg i32 %2 to i64, !dbg !115
  %8 = getelementptr inbounds [12 x i32], ptr @switch.table.main, i64 0, i64 %7, !dbg !115
  %9 = load i32, ptr %8, align 4, !dbg !115
  br label %10, !dbg !115

10:                                               ; preds = %1, %6
  %11 = phi i32 [ %9, %6 ], [ -1, %1 ], !dbg !116
  %12 = add i32 %11, %4, !dbg !118
    #dbg_value(i32 %12, !87, !DIExpression(), !102)
  %13 = add nsw i32 %2, 1, !dbg !119
    #dbg_value(i32 %13, !88, !DIExpression(), !104)
  %14 = icmp eq i32 %13, 15, !dbg !120
  br i1 %14, label %15, label %1, !dbg !105, !llvm.loop !121

15:                                               ; preds = %10
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %12), !dbg !124
    #dbg_value(i32 0, !90, !DIExpression(), !125)
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 0, ptr noundef nonnull @.str.5), !dbg !126
    #dbg_value(i32 2, !90, !DIExpression(), !125)
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 2, ptr noundef nonnull @.str.7), !dbg !126
    #dbg_value(i32 4, !90, !DIExpression(), !125)
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 4, ptr noundef nonnull @.str.9), !dbg !126
    #dbg_value(i32 6, !90, !DIExpression(), !125)
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 6, ptr noundef nonnull @.str.11), !dbg !126
    #dbg_value(i32 8, !90, !DIExpression(), !125)
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 8, ptr noundef nonnull @.str.12), !dbg !126
    #dbg_value(i32 10, !90, !DIExpression(), !125)
    #dbg_value(i32 0, !93, !DIExpression(), !128)
    #dbg_value(i32 0, !92, !DIExpression(), !102)
    #dbg_value(i32 0, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 7, !132, !DIExpression(), !133)
    #dbg_value(i32 7, !92, !DIExpression(), !102)
    #dbg_value(i32 1, !93, !DIExpression(), !128)
    #dbg_value(i32 1, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 6, !132, !DIExpression(), !133)
    #dbg_value(i32 20, !92, !DIExpression(), !102)
    #dbg_value(i32 2, !93, !DIExpression(), !128)
    #dbg_value(i32 2, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 4, !132, !DIExpression(), !133)
    #dbg_value(i32 44, !92, !DIExpression(), !102)
    #dbg_value(i32 3, !93, !DIExpression(), !128)
    #dbg_value(i32 3, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 56, !132, !DIExpression(), !133)
    #dbg_value(i32 144, !92, !DIExpression(), !102)
    #dbg_value(i32 4, !93, !DIExpression(), !128)
    #dbg_value(i32 4, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 48, !132, !DIExpression(), !133)
    #dbg_value(i32 336, !92, !DIExpression(), !102)
    #dbg_value(i32 5, !93, !DIExpression(), !128)
    #dbg_value(i32 5, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 32, !132, !DIExpression(), !133)
    #dbg_value(i32 704, !92, !DIExpression(), !102)
    #dbg_value(i32 6, !93, !DIExpression(), !128)
    #dbg_value(i32 6, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 64, !132, !DIExpression(), !133)
    #dbg_value(i32 1472, !92, !DIExpression(), !102)
    #dbg_value(i32 7, !93, !DIExpression(), !128)
    #dbg_value(i32 7, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 64, !132, !DIExpression(), !133)
    #dbg_value(i32 3008, !92, !DIExpression(), !102)
    #dbg_value(i32 8, !93, !DIExpression(), !128)
    #dbg_value(i32 8, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 7, !132, !DIExpression(), !133)
    #dbg_value(i32 6023, !92, !DIExpression(), !102)
    #dbg_value(i32 9, !93, !DIExpression(), !128)
    #dbg_value(i32 9, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 6, !132, !DIExpression(), !133)
    #dbg_value(i32 12052, !92, !DIExpression(), !102)
    #dbg_value(i32 10, !93, !DIExpression(), !128)
    #dbg_value(i32 10, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 4, !132, !DIExpression(), !133)
    #dbg_value(i32 24108, !92, !DIExpression(), !102)
    #dbg_value(i32 11, !93, !DIExpression(), !128)
    #dbg_value(i32 11, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 56, !132, !DIExpression(), !133)
    #dbg_value(i32 48272, !92, !DIExpression(), !102)
    #dbg_value(i32 12, !93, !DIExpression(), !128)
    #dbg_value(i32 12, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 48, !132, !DIExpression(), !133)
    #dbg_value(i32 96592, !92, !DIExpression(), !102)
    #dbg_value(i32 13, !93, !DIExpression(), !128)
    #dbg_value(i32 13, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 32, !132, !DIExpression(), !133)
    #dbg_value(i32 193216, !92, !DIExpression(), !102)
    #dbg_value(i32 14, !93, !DIExpression(), !128)
    #dbg_value(i32 14, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 64, !132, !DIExpression(), !133)
    #dbg_value(i32 386496, !92, !DIExpression(), !102)
    #dbg_value(i32 15, !93, !DIExpression(), !128)
    #dbg_value(i32 15, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !132, !DIExpression(), !133)
    #dbg_value(i32 64, !132, !DIExpression(), !133)
    #dbg_value(i32 773056, !92, !DIExpression(), !102)
    #dbg_value(i32 16, !93, !DIExpression(), !128)
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 773056), !dbg !136
    #dbg_assign(i1 undef, !95, !DIExpression(), !137, ptr @__const.main.fact, !DIExpression(), !102)
  %23 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.fact), !dbg !138
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %23), !dbg !139
    #dbg_assign(i1 undef, !97, !DIExpression(), !140, ptr @__const.main.loop, !DIExpression(), !102)
  %25 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.loop), !dbg !141
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %25), !dbg !142
  ret i32 0, !dbg !143
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !144 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) unnamed_addr #0 !dbg !151 {
  %2 = alloca [64 x i64], align 8, !DIAssignID !174
    #dbg_assign(i1 undef, !159, !DIExpression(), !174, ptr %2, !DIExpression(), !175)
    #dbg_value(ptr %0, !158, !DIExpression(), !175)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #3, !dbg !176
    #dbg_value(i32 0, !163, !DIExpression(), !175)
    #dbg_value(i32 0, !164, !DIExpression(), !175)
  br label %3, !dbg !177

3:                                                ; preds = %19, %1
  %4 = phi i32 [ 0, %1 ], [ %20, %19 ], !dbg !175
  %5 = phi i32 [ 0, %1 ], [ %21, %19 ], !dbg !178
    #dbg_value(i32 %5, !163, !DIExpression(), !175)
    #dbg_value(i32 %4, !164, !DIExpression(), !175)
  %6 = add nsw i32 %4, 1, !dbg !179
    #dbg_value(i32 %6, !164, !DIExpression(), !175)
  %7 = sext i32 %4 to i64, !dbg !180
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !180
  %9 = load i32, ptr %8, align 4, !dbg !180, !tbaa !181
    #dbg_value(i32 %9, !165, !DIExpression(), !185)
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
  ], !dbg !186

10:                                               ; preds = %3
  %11 = add nsw i32 %4, 2, !dbg !187
    #dbg_value(i32 %11, !164, !DIExpression(), !175)
  %12 = sext i32 %6 to i64, !dbg !188
  %13 = getelementptr inbounds i32, ptr %0, i64 %12, !dbg !188
  %14 = load i32, ptr %13, align 4, !dbg !188, !tbaa !181
  %15 = sext i32 %14 to i64, !dbg !188
  %16 = add nsw i32 %5, 1, !dbg !189
    #dbg_value(i32 %16, !163, !DIExpression(), !175)
  %17 = sext i32 %5 to i64, !dbg !190
  %18 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %17, !dbg !190
  store i64 %15, ptr %18, align 8, !dbg !191, !tbaa !192
  br label %19, !dbg !194

19:                                               ; preds = %10, %22, %32, %42, %52, %60, %69, %77, %90, %96, %86, %79
  %20 = phi i32 [ %6, %96 ], [ %6, %90 ], [ %6, %77 ], [ %6, %69 ], [ %6, %60 ], [ %6, %52 ], [ %6, %42 ], [ %6, %32 ], [ %6, %22 ], [ %11, %10 ], [ %89, %86 ], [ %80, %79 ]
  %21 = phi i32 [ %5, %96 ], [ %5, %90 ], [ %78, %77 ], [ %76, %69 ], [ %5, %60 ], [ %59, %52 ], [ %43, %42 ], [ %33, %32 ], [ %23, %22 ], [ %16, %10 ], [ %5, %86 ], [ %5, %79 ]
  br label %3, !dbg !179, !llvm.loop !195

22:                                               ; preds = %3
  %23 = add nsw i32 %5, -1, !dbg !198
    #dbg_value(i32 %23, !163, !DIExpression(), !175)
  %24 = sext i32 %23 to i64, !dbg !199
  %25 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %24, !dbg !199
  %26 = load i64, ptr %25, align 8, !dbg !199, !tbaa !192
  %27 = add nsw i32 %5, -2, !dbg !200
  %28 = sext i32 %27 to i64, !dbg !201
  %29 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %28, !dbg !201
  %30 = load i64, ptr %29, align 8, !dbg !202, !tbaa !192
  %31 = add nsw i64 %30, %26, !dbg !202
  store i64 %31, ptr %29, align 8, !dbg !202, !tbaa !192
  br label %19, !dbg !203

32:                                               ; preds = %3
  %33 = add nsw i32 %5, -1, !dbg !204
    #dbg_value(i32 %33, !163, !DIExpression(), !175)
  %34 = sext i32 %33 to i64, !dbg !205
  %35 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %34, !dbg !205
  %36 = load i64, ptr %35, align 8, !dbg !205, !tbaa !192
  %37 = add nsw i32 %5, -2, !dbg !206
  %38 = sext i32 %37 to i64, !dbg !207
  %39 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %38, !dbg !207
  %40 = load i64, ptr %39, align 8, !dbg !208, !tbaa !192
  %41 = sub nsw i64 %40, %36, !dbg !208
  store i64 %41, ptr %39, align 8, !dbg !208, !tbaa !192
  br label %19, !dbg !209

42:                                               ; preds = %3
  %43 = add nsw i32 %5, -1, !dbg !210
    #dbg_value(i32 %43, !163, !DIExpression(), !175)
  %44 = sext i32 %43 to i64, !dbg !211
  %45 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %44, !dbg !211
  %46 = load i64, ptr %45, align 8, !dbg !211, !tbaa !192
  %47 = add nsw i32 %5, -2, !dbg !212
  %48 = sext i32 %47 to i64, !dbg !213
  %49 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %48, !dbg !213
  %50 = load i64, ptr %49, align 8, !dbg !214, !tbaa !192
  %51 = mul nsw i64 %50, %46, !dbg !214
  store i64 %51, ptr %49, align 8, !dbg !214, !tbaa !192
  br label %19, !dbg !215

52:                                               ; preds = %3
  %53 = add nsw i32 %5, -1, !dbg !216
  %54 = sext i32 %53 to i64, !dbg !217
  %55 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %54, !dbg !217
  %56 = load i64, ptr %55, align 8, !dbg !217, !tbaa !192
  %57 = sext i32 %5 to i64, !dbg !218
  %58 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %57, !dbg !218
  store i64 %56, ptr %58, align 8, !dbg !219, !tbaa !192
  %59 = add nsw i32 %5, 1, !dbg !220
    #dbg_value(i32 %59, !163, !DIExpression(), !175)
  br label %19, !dbg !221

60:                                               ; preds = %3
  %61 = add nsw i32 %5, -1, !dbg !222
  %62 = sext i32 %61 to i64, !dbg !223
  %63 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %62, !dbg !223
  %64 = load i64, ptr %63, align 8, !dbg !223, !tbaa !192
    #dbg_value(i64 %64, !169, !DIExpression(), !224)
  %65 = add nsw i32 %5, -2, !dbg !225
  %66 = sext i32 %65 to i64, !dbg !226
  %67 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %66, !dbg !226
  %68 = load i64, ptr %67, align 8, !dbg !226, !tbaa !192
  store i64 %68, ptr %63, align 8, !dbg !227, !tbaa !192
  store i64 %64, ptr %67, align 8, !dbg !228, !tbaa !192
  br label %19

69:                                               ; preds = %3
  %70 = add nsw i32 %5, -2, !dbg !229
  %71 = sext i32 %70 to i64, !dbg !230
  %72 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %71, !dbg !230
  %73 = load i64, ptr %72, align 8, !dbg !230, !tbaa !192
  %74 = sext i32 %5 to i64, !dbg !231
  %75 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %74, !dbg !231
  store i64 %73, ptr %75, align 8, !dbg !232, !tbaa !192
  %76 = add nsw i32 %5, 1, !dbg !233
    #dbg_value(i32 %76, !163, !DIExpression(), !175)
  br label %19, !dbg !234

77:                                               ; preds = %3
  %78 = add nsw i32 %5, -1, !dbg !235
    #dbg_value(i32 %78, !163, !DIExpression(), !175)
  br label %19, !dbg !236

79:                                               ; preds = %3
  %80 = add nsw i32 %4, 2, !dbg !237
    #dbg_value(i32 %80, !164, !DIExpression(), !175)
    #dbg_value(i32 poison, !172, !DIExpression(), !238)
  %81 = add nsw i32 %5, -1, !dbg !239
  %82 = sext i32 %81 to i64, !dbg !241
  %83 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %82, !dbg !241
  %84 = load i64, ptr %83, align 8, !dbg !241, !tbaa !192
  %85 = icmp eq i64 %84, 0, !dbg !242
  br i1 %85, label %19, label %86, !dbg !243

86:                                               ; preds = %79
  %87 = sext i32 %6 to i64, !dbg !244
  %88 = getelementptr inbounds i32, ptr %0, i64 %87, !dbg !244
  %89 = load i32, ptr %88, align 4, !dbg !244, !tbaa !181
    #dbg_value(i32 %89, !172, !DIExpression(), !238)
    #dbg_value(i32 %89, !164, !DIExpression(), !175)
  br label %19, !dbg !245

90:                                               ; preds = %3
  %91 = add nsw i32 %5, -1, !dbg !246
  %92 = sext i32 %91 to i64, !dbg !247
  %93 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %92, !dbg !247
  %94 = load i64, ptr %93, align 8, !dbg !248, !tbaa !192
  %95 = add nsw i64 %94, -1, !dbg !248
  store i64 %95, ptr %93, align 8, !dbg !248, !tbaa !192
  br label %19, !dbg !249

96:                                               ; preds = %3
  %97 = add nsw i32 %5, -1, !dbg !250
  %98 = sext i32 %97 to i64, !dbg !251
  %99 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %98, !dbg !251
  %100 = load i64, ptr %99, align 8, !dbg !251, !tbaa !192
  %101 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %100), !dbg !252
  br label %19, !dbg !253

102:                                              ; preds = %3
  %103 = add nsw i32 %5, -1, !dbg !254
  %104 = sext i32 %103 to i64, !dbg !255
  %105 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %104, !dbg !255
  %106 = load i64, ptr %105, align 8, !dbg !255, !tbaa !192
  br label %107, !dbg !256

107:                                              ; preds = %3, %102
  %108 = phi i64 [ %106, %102 ], [ -999, %3 ]
    #dbg_value(i32 poison, !163, !DIExpression(), !175)
    #dbg_value(i32 poison, !164, !DIExpression(), !175)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #3, !dbg !257
  ret i64 %108, !dbg !257
}

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!45}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !76, !77, !78, !79, !80}
!llvm.ident = !{!81}

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
!73 = !{i32 1, !"target-abi", !"lp64d"}
!74 = !{i32 6, !"riscv-isa", !75}
!75 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!76 = !{i32 8, !"PIC Level", i32 2}
!77 = !{i32 7, !"PIE Level", i32 2}
!78 = !{i32 7, !"uwtable", i32 2}
!79 = !{i32 8, !"SmallDataLimit", i32 8}
!80 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!81 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!82 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 70, type: !83, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !86)
!83 = !DISubroutineType(types: !84)
!84 = !{!85}
!85 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!86 = !{!87, !88, !90, !92, !93, !95, !97}
!87 = !DILocalVariable(name: "sum", scope: !82, file: !2, line: 71, type: !48)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 72, type: !85)
!89 = distinct !DILexicalBlock(scope: !82, file: !2, line: 72, column: 5)
!90 = !DILocalVariable(name: "d", scope: !91, file: !2, line: 74, type: !48)
!91 = distinct !DILexicalBlock(scope: !82, file: !2, line: 74, column: 5)
!92 = !DILocalVariable(name: "ft", scope: !82, file: !2, line: 75, type: !85)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 76, type: !85)
!94 = distinct !DILexicalBlock(scope: !82, file: !2, line: 76, column: 5)
!95 = !DILocalVariable(name: "fact", scope: !82, file: !2, line: 78, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 416, elements: !10)
!97 = !DILocalVariable(name: "loop", scope: !82, file: !2, line: 82, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 448, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 14)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !82)
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 0, scope: !89)
!105 = !DILocation(line: 72, column: 5, scope: !89)
!106 = !DILocation(line: 72, column: 45, scope: !107)
!107 = distinct !DILexicalBlock(scope: !89, file: !2, line: 72, column: 5)
!108 = !DILocalVariable(name: "x", arg: 1, scope: !109, file: !2, line: 4, type: !85)
!109 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 4, type: !110, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!85, !85}
!112 = !{!108}
!113 = !DILocation(line: 0, scope: !109, inlinedAt: !114)
!114 = distinct !DILocation(line: 72, column: 61, scope: !107)
!115 = !DILocation(line: 5, column: 5, scope: !109, inlinedAt: !114)
!116 = !DILocation(line: 0, scope: !117, inlinedAt: !114)
!117 = distinct !DILexicalBlock(scope: !109, file: !2, line: 5, column: 16)
!118 = !DILocation(line: 72, column: 49, scope: !107)
!119 = !DILocation(line: 72, column: 31, scope: !107)
!120 = !DILocation(line: 72, column: 24, scope: !107)
!121 = distinct !{!121, !105, !122, !123}
!122 = !DILocation(line: 72, column: 71, scope: !89)
!123 = !{!"llvm.loop.mustprogress"}
!124 = !DILocation(line: 73, column: 5, scope: !82)
!125 = !DILocation(line: 0, scope: !91)
!126 = !DILocation(line: 74, column: 41, scope: !127)
!127 = distinct !DILexicalBlock(scope: !91, file: !2, line: 74, column: 5)
!128 = !DILocation(line: 0, scope: !94)
!129 = !DILocalVariable(name: "x", arg: 1, scope: !130, file: !2, line: 30, type: !85)
!130 = distinct !DISubprogram(name: "fallthrough", scope: !2, file: !2, line: 30, type: !110, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !131)
!131 = !{!129, !132}
!132 = !DILocalVariable(name: "r", scope: !130, file: !2, line: 31, type: !85)
!133 = !DILocation(line: 0, scope: !130, inlinedAt: !134)
!134 = distinct !DILocation(line: 76, column: 48, scope: !135)
!135 = distinct !DILexicalBlock(scope: !94, file: !2, line: 76, column: 5)
!136 = !DILocation(line: 77, column: 5, scope: !82)
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 81, column: 33, scope: !82)
!139 = !DILocation(line: 81, column: 5, scope: !82)
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 85, column: 31, scope: !82)
!142 = !DILocation(line: 85, column: 5, scope: !82)
!143 = !DILocation(line: 86, column: 5, scope: !82)
!144 = !DISubprogram(name: "printf", scope: !145, file: !145, line: 356, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!146 = !DISubroutineType(types: !147)
!147 = !{!85, !148, null}
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!151 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 47, type: !152, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !157)
!152 = !DISubroutineType(types: !153)
!153 = !{!154, !155}
!154 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!157 = !{!158, !159, !163, !164, !165, !169, !172}
!158 = !DILocalVariable(name: "code", arg: 1, scope: !151, file: !2, line: 47, type: !155)
!159 = !DILocalVariable(name: "stack", scope: !151, file: !2, line: 48, type: !160)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !154, size: 4096, elements: !161)
!161 = !{!162}
!162 = !DISubrange(count: 64)
!163 = !DILocalVariable(name: "sp", scope: !151, file: !2, line: 49, type: !85)
!164 = !DILocalVariable(name: "pc", scope: !151, file: !2, line: 49, type: !85)
!165 = !DILocalVariable(name: "op", scope: !166, file: !2, line: 51, type: !85)
!166 = distinct !DILexicalBlock(scope: !167, file: !2, line: 50, column: 14)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 50, column: 5)
!168 = distinct !DILexicalBlock(scope: !151, file: !2, line: 50, column: 5)
!169 = !DILocalVariable(name: "t", scope: !170, file: !2, line: 58, type: !154)
!170 = distinct !DILexicalBlock(scope: !171, file: !2, line: 58, column: 20)
!171 = distinct !DILexicalBlock(scope: !166, file: !2, line: 52, column: 21)
!172 = !DILocalVariable(name: "target", scope: !173, file: !2, line: 61, type: !85)
!173 = distinct !DILexicalBlock(scope: !171, file: !2, line: 61, column: 19)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 0, scope: !151)
!176 = !DILocation(line: 48, column: 5, scope: !151)
!177 = !DILocation(line: 50, column: 5, scope: !151)
!178 = !DILocation(line: 49, column: 9, scope: !151)
!179 = !DILocation(line: 51, column: 25, scope: !166)
!180 = !DILocation(line: 51, column: 18, scope: !166)
!181 = !{!182, !182, i64 0}
!182 = !{!"int", !183, i64 0}
!183 = !{!"omnipotent char", !184, i64 0}
!184 = !{!"Simple C/C++ TBAA"}
!185 = !DILocation(line: 0, scope: !166)
!186 = !DILocation(line: 52, column: 9, scope: !166)
!187 = !DILocation(line: 53, column: 41, scope: !171)
!188 = !DILocation(line: 53, column: 34, scope: !171)
!189 = !DILocation(line: 53, column: 28, scope: !171)
!190 = !DILocation(line: 53, column: 20, scope: !171)
!191 = !DILocation(line: 53, column: 32, scope: !171)
!192 = !{!193, !193, i64 0}
!193 = !{!"long", !183, i64 0}
!194 = !DILocation(line: 53, column: 46, scope: !171)
!195 = distinct !{!195, !196, !197}
!196 = !DILocation(line: 50, column: 5, scope: !168)
!197 = !DILocation(line: 67, column: 5, scope: !168)
!198 = !DILocation(line: 54, column: 21, scope: !171)
!199 = !DILocation(line: 54, column: 42, scope: !171)
!200 = !DILocation(line: 54, column: 34, scope: !171)
!201 = !DILocation(line: 54, column: 25, scope: !171)
!202 = !DILocation(line: 54, column: 39, scope: !171)
!203 = !DILocation(line: 54, column: 53, scope: !171)
!204 = !DILocation(line: 55, column: 21, scope: !171)
!205 = !DILocation(line: 55, column: 42, scope: !171)
!206 = !DILocation(line: 55, column: 34, scope: !171)
!207 = !DILocation(line: 55, column: 25, scope: !171)
!208 = !DILocation(line: 55, column: 39, scope: !171)
!209 = !DILocation(line: 55, column: 53, scope: !171)
!210 = !DILocation(line: 56, column: 21, scope: !171)
!211 = !DILocation(line: 56, column: 42, scope: !171)
!212 = !DILocation(line: 56, column: 34, scope: !171)
!213 = !DILocation(line: 56, column: 25, scope: !171)
!214 = !DILocation(line: 56, column: 39, scope: !171)
!215 = !DILocation(line: 56, column: 53, scope: !171)
!216 = !DILocation(line: 57, column: 40, scope: !171)
!217 = !DILocation(line: 57, column: 31, scope: !171)
!218 = !DILocation(line: 57, column: 19, scope: !171)
!219 = !DILocation(line: 57, column: 29, scope: !171)
!220 = !DILocation(line: 57, column: 48, scope: !171)
!221 = !DILocation(line: 57, column: 52, scope: !171)
!222 = !DILocation(line: 58, column: 40, scope: !170)
!223 = !DILocation(line: 58, column: 31, scope: !170)
!224 = !DILocation(line: 0, scope: !170)
!225 = !DILocation(line: 58, column: 71, scope: !170)
!226 = !DILocation(line: 58, column: 62, scope: !170)
!227 = !DILocation(line: 58, column: 60, scope: !170)
!228 = !DILocation(line: 58, column: 91, scope: !170)
!229 = !DILocation(line: 59, column: 41, scope: !171)
!230 = !DILocation(line: 59, column: 32, scope: !171)
!231 = !DILocation(line: 59, column: 20, scope: !171)
!232 = !DILocation(line: 59, column: 30, scope: !171)
!233 = !DILocation(line: 59, column: 49, scope: !171)
!234 = !DILocation(line: 59, column: 53, scope: !171)
!235 = !DILocation(line: 60, column: 22, scope: !171)
!236 = !DILocation(line: 60, column: 26, scope: !171)
!237 = !DILocation(line: 61, column: 41, scope: !173)
!238 = !DILocation(line: 0, scope: !173)
!239 = !DILocation(line: 61, column: 59, scope: !240)
!240 = distinct !DILexicalBlock(scope: !173, file: !2, line: 61, column: 50)
!241 = !DILocation(line: 61, column: 50, scope: !240)
!242 = !DILocation(line: 61, column: 64, scope: !240)
!243 = !DILocation(line: 61, column: 50, scope: !173)
!244 = !DILocation(line: 61, column: 34, scope: !173)
!245 = !DILocation(line: 61, column: 70, scope: !240)
!246 = !DILocation(line: 62, column: 28, scope: !171)
!247 = !DILocation(line: 62, column: 19, scope: !171)
!248 = !DILocation(line: 62, column: 32, scope: !171)
!249 = !DILocation(line: 62, column: 36, scope: !171)
!250 = !DILocation(line: 63, column: 50, scope: !171)
!251 = !DILocation(line: 63, column: 41, scope: !171)
!252 = !DILocation(line: 63, column: 21, scope: !171)
!253 = !DILocation(line: 63, column: 57, scope: !171)
!254 = !DILocation(line: 64, column: 36, scope: !171)
!255 = !DILocation(line: 64, column: 27, scope: !171)
!256 = !DILocation(line: 64, column: 20, scope: !171)
!257 = !DILocation(line: 68, column: 1, scope: !151)
