; ModuleID = 'tests/run/stack_protector.c'
source_filename = "tests/run/stack_protector.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"sum_array %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"address_taken %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"vla %ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"tail_caller %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"many_returns(%d) %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [15 x i8] c"no overrun %c\0A\00", align 1, !dbg !27
@stdout = external local_unnamed_addr global ptr, align 8
@.str.6 = private unnamed_addr constant [29 x i8] c"overrun: child killed by %s\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [8 x i8] c"SIGABRT\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [15 x i8] c"another signal\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [31 x i8] c"overrun: child exited with %d\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [5 x i8] c"k=%d\00", align 1, !dbg !49

; Function Attrs: mustprogress nofree noinline nounwind sspstrong willreturn memory(argmem: read) uwtable
define dso_local i32 @leaf_callee(ptr nocapture noundef readonly %0) local_unnamed_addr #0 !dbg !68 {
    #dbg_value(ptr %0, !74, !DIExpression(), !75)
  %2 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #13, !dbg !76
  %3 = trunc i64 %2 to i32, !dbg !77
  %4 = mul nsw i32 %3, 3, !dbg !78
  ret i32 %4, !dbg !79
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !80 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nounwind sspstrong uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !85 {
  %1 = alloca i32, align 4, !DIAssignID !97
    #dbg_assign(i1 undef, !96, !DIExpression(), !97, ptr %1, !DIExpression(), !98)
  %2 = tail call fastcc i32 @sum_array(), !dbg !99
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !100
  %4 = tail call fastcc i32 @address_taken(), !dbg !101
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4), !dbg !102
  %6 = tail call fastcc i64 @vla(), !dbg !103
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %6), !dbg !104
  %8 = tail call fastcc i32 @tail_caller(), !dbg !105
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %8), !dbg !106
    #dbg_value(i32 0, !89, !DIExpression(), !107)
    #dbg_value(i32 0, !89, !DIExpression(), !107)
  %10 = tail call fastcc i32 @many_returns(i32 noundef 0), !dbg !108
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef %10), !dbg !110
    #dbg_value(i32 1, !89, !DIExpression(), !107)
  %12 = tail call fastcc i32 @many_returns(i32 noundef 1), !dbg !108
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef %12), !dbg !110
    #dbg_value(i32 2, !89, !DIExpression(), !107)
  %14 = tail call fastcc i32 @many_returns(i32 noundef 2), !dbg !108
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef %14), !dbg !110
    #dbg_value(i32 3, !89, !DIExpression(), !107)
  %16 = tail call fastcc i32 @many_returns(i32 noundef 3), !dbg !108
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef %16), !dbg !110
    #dbg_value(i32 4, !89, !DIExpression(), !107)
  %18 = tail call fastcc i32 @many_returns(i32 noundef 4), !dbg !108
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef %18), !dbg !110
    #dbg_value(i32 5, !89, !DIExpression(), !107)
  %20 = tail call fastcc i32 @overrun(i32 noundef 0), !dbg !111
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %20), !dbg !112
  %22 = load ptr, ptr @stdout, align 8, !dbg !113, !tbaa !114
  %23 = tail call i32 @fflush(ptr noundef %22), !dbg !118
  %24 = tail call i32 @fork() #14, !dbg !119
    #dbg_value(i32 %24, !91, !DIExpression(), !98)
  %25 = icmp eq i32 %24, 0, !dbg !120
  br i1 %25, label %26, label %31, !dbg !122

26:                                               ; preds = %0
  %27 = tail call i32 @close(i32 noundef 2) #14, !dbg !123
  %28 = tail call fastcc i32 @overrun(i32 noundef 64), !dbg !125
  %29 = icmp eq i32 %28, 88, !dbg !126
  %30 = select i1 %29, i32 3, i32 4, !dbg !125
  tail call void @_exit(i32 noundef %30) #15, !dbg !127
  unreachable, !dbg !127

31:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #14, !dbg !128
  store i32 0, ptr %1, align 4, !dbg !129, !tbaa !130, !DIAssignID !132
    #dbg_assign(i32 0, !96, !DIExpression(), !132, ptr %1, !DIExpression(), !98)
  %32 = call i32 @waitpid(i32 noundef %24, ptr noundef nonnull %1, i32 noundef 0) #14, !dbg !133
  %33 = load i32, ptr %1, align 4, !dbg !134, !tbaa !130
  %34 = and i32 %33, 127, !dbg !134
  %35 = shl nuw nsw i32 %34, 24, !dbg !134
  %36 = add nuw i32 %35, 16777216, !dbg !134
  %37 = icmp sgt i32 %36, 33554431, !dbg !134
  br i1 %37, label %38, label %42, !dbg !136

38:                                               ; preds = %31
  %39 = icmp eq i32 %34, 6, !dbg !137
  %40 = select i1 %39, ptr @.str.7, ptr @.str.8, !dbg !138
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %40), !dbg !139
  br label %46, !dbg !139

42:                                               ; preds = %31
  %43 = lshr i32 %33, 8, !dbg !140
  %44 = and i32 %43, 255, !dbg !140
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %44), !dbg !141
  br label %46

46:                                               ; preds = %42, %38
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #14, !dbg !142
  ret i32 0, !dbg !143
}

; Function Attrs: nofree nounwind
declare !dbg !144 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc noundef i32 @sum_array() unnamed_addr #4 !dbg !149 {
    #dbg_value(i32 3, !153, !DIExpression(), !163)
    #dbg_value(i32 0, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !163)
    #dbg_value(i32 3, !154, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !163)
    #dbg_value(i32 6, !154, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !163)
    #dbg_value(i32 9, !154, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !163)
    #dbg_value(i32 12, !154, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !163)
    #dbg_value(i32 15, !154, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !163)
    #dbg_value(i32 18, !154, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !163)
    #dbg_value(i32 21, !154, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !163)
    #dbg_value(i32 24, !154, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !163)
    #dbg_value(i32 27, !154, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !163)
    #dbg_value(i32 30, !154, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !163)
    #dbg_value(i32 33, !154, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !163)
    #dbg_value(i32 36, !154, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !163)
    #dbg_value(i32 39, !154, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !163)
    #dbg_value(i32 42, !154, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !163)
    #dbg_value(i32 45, !154, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !163)
    #dbg_value(i32 48, !154, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !163)
    #dbg_value(i32 51, !154, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !163)
    #dbg_value(i32 54, !154, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !163)
    #dbg_value(i32 57, !154, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !163)
    #dbg_value(i32 60, !154, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !163)
    #dbg_value(i32 63, !154, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !163)
    #dbg_value(i32 66, !154, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !163)
    #dbg_value(i32 69, !154, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !163)
    #dbg_value(i32 72, !154, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !163)
    #dbg_value(i32 75, !154, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !163)
    #dbg_value(i32 78, !154, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !163)
    #dbg_value(i32 81, !154, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !163)
    #dbg_value(i32 84, !154, !DIExpression(DW_OP_LLVM_fragment, 896, 32), !163)
    #dbg_value(i32 87, !154, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !163)
    #dbg_value(i32 90, !154, !DIExpression(DW_OP_LLVM_fragment, 960, 32), !163)
    #dbg_value(i32 93, !154, !DIExpression(DW_OP_LLVM_fragment, 992, 32), !163)
    #dbg_value(i32 0, !160, !DIExpression(), !163)
    #dbg_value(i32 3, !160, !DIExpression(), !163)
    #dbg_value(i32 9, !160, !DIExpression(), !163)
    #dbg_value(i32 18, !160, !DIExpression(), !163)
    #dbg_value(i32 30, !160, !DIExpression(), !163)
    #dbg_value(i32 45, !160, !DIExpression(), !163)
    #dbg_value(i32 63, !160, !DIExpression(), !163)
    #dbg_value(i32 84, !160, !DIExpression(), !163)
    #dbg_value(i32 108, !160, !DIExpression(), !163)
    #dbg_value(i32 135, !160, !DIExpression(), !163)
    #dbg_value(i32 165, !160, !DIExpression(), !163)
    #dbg_value(i32 198, !160, !DIExpression(), !163)
    #dbg_value(i32 234, !160, !DIExpression(), !163)
    #dbg_value(i32 273, !160, !DIExpression(), !163)
    #dbg_value(i32 315, !160, !DIExpression(), !163)
    #dbg_value(i32 360, !160, !DIExpression(), !163)
    #dbg_value(i32 408, !160, !DIExpression(), !163)
    #dbg_value(i32 459, !160, !DIExpression(), !163)
    #dbg_value(i32 513, !160, !DIExpression(), !163)
    #dbg_value(i32 570, !160, !DIExpression(), !163)
    #dbg_value(i32 630, !160, !DIExpression(), !163)
    #dbg_value(i32 693, !160, !DIExpression(), !163)
    #dbg_value(i32 759, !160, !DIExpression(), !163)
    #dbg_value(i32 828, !160, !DIExpression(), !163)
    #dbg_value(i32 900, !160, !DIExpression(), !163)
    #dbg_value(i32 975, !160, !DIExpression(), !163)
    #dbg_value(i32 1053, !160, !DIExpression(), !163)
    #dbg_value(i32 1134, !160, !DIExpression(), !163)
    #dbg_value(i32 1218, !160, !DIExpression(), !163)
    #dbg_value(i32 1305, !160, !DIExpression(), !163)
    #dbg_value(i32 1395, !160, !DIExpression(), !163)
    #dbg_value(i32 1488, !160, !DIExpression(), !163)
  ret i32 1488, !dbg !164
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc i32 @address_taken() unnamed_addr #4 !dbg !165 {
  %1 = alloca i32, align 4, !DIAssignID !169
    #dbg_assign(i1 undef, !168, !DIExpression(), !169, ptr %1, !DIExpression(), !170)
    #dbg_value(i32 37, !167, !DIExpression(), !170)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #14, !dbg !171
  store i32 37, ptr %1, align 4, !dbg !172, !tbaa !130, !DIAssignID !173
    #dbg_assign(i32 37, !168, !DIExpression(), !173, ptr %1, !DIExpression(), !170)
  call fastcc void @bump(ptr noundef nonnull %1), !dbg !174
  %2 = load i32, ptr %1, align 4, !dbg !175, !tbaa !130
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #14, !dbg !176
  ret i32 %2, !dbg !177
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc noundef i64 @vla() unnamed_addr #4 !dbg !178 {
    #dbg_value(i32 10, !182, !DIExpression(), !193)
    #dbg_value(i64 10, !183, !DIExpression(), !193)
    #dbg_value(i64 0, !190, !DIExpression(), !193)
    #dbg_value(i64 1, !190, !DIExpression(), !193)
    #dbg_value(i64 5, !190, !DIExpression(), !193)
    #dbg_value(i64 14, !190, !DIExpression(), !193)
    #dbg_value(i64 30, !190, !DIExpression(), !193)
    #dbg_value(i64 55, !190, !DIExpression(), !193)
    #dbg_value(i64 91, !190, !DIExpression(), !193)
    #dbg_value(i64 140, !190, !DIExpression(), !193)
    #dbg_value(i64 204, !190, !DIExpression(), !193)
    #dbg_value(i64 285, !190, !DIExpression(), !193)
  ret i64 285, !dbg !194
}

; Function Attrs: nofree noinline nounwind sspstrong uwtable
define internal fastcc i32 @tail_caller() unnamed_addr #5 !dbg !195 {
  %1 = alloca [24 x i8], align 16, !DIAssignID !202
    #dbg_assign(i1 undef, !198, !DIExpression(), !202, ptr %1, !DIExpression(), !203)
    #dbg_value(i32 12345, !197, !DIExpression(), !203)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #14, !dbg !204
  %2 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 24, ptr noundef nonnull @.str.10, i32 noundef 12345) #14, !dbg !205
  %3 = call i32 @leaf_callee(ptr noundef nonnull %1), !dbg !206
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #14, !dbg !207
  ret i32 %3, !dbg !208
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nofree noinline nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc i32 @many_returns(i32 noundef %0) unnamed_addr #7 !dbg !209 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !217
    #dbg_assign(i1 undef, !213, !DIExpression(), !217, ptr %2, !DIExpression(), !218)
    #dbg_value(i32 %0, !212, !DIExpression(), !218)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #14, !dbg !219
  %3 = srem i32 %0, 26, !dbg !220
  %4 = trunc nsw i32 %3 to i8, !dbg !221
  %5 = add nsw i8 %4, 97, !dbg !221
  call fastcc void @fill(ptr noundef nonnull %2, i32 noundef 11, i8 noundef signext %5), !dbg !222
  %6 = getelementptr inbounds i8, ptr %2, i64 11, !dbg !223
  store i8 0, ptr %6, align 1, !dbg !224, !tbaa !225, !DIAssignID !226
    #dbg_assign(i8 0, !213, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !226, ptr %6, !DIExpression(), !218)
  %7 = icmp slt i32 %0, 0, !dbg !227
  br i1 %7, label %17, label %8, !dbg !229

8:                                                ; preds = %1
  %9 = icmp eq i32 %0, 3, !dbg !230
  br i1 %9, label %10, label %13, !dbg !232

10:                                               ; preds = %8
  %11 = load i8, ptr %2, align 1, !dbg !233, !tbaa !225
  %12 = sext i8 %11 to i32, !dbg !233
  br label %17, !dbg !234

13:                                               ; preds = %8
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #13, !dbg !235
  %15 = trunc i64 %14 to i32, !dbg !236
  %16 = add nsw i32 %15, %0, !dbg !237
  br label %17, !dbg !238

17:                                               ; preds = %1, %13, %10
  %18 = phi i32 [ %12, %10 ], [ %16, %13 ], [ -1, %1 ], !dbg !218
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #14, !dbg !239
  ret i32 %18, !dbg !239
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc range(i32 -128, 128) i32 @overrun(i32 noundef %0) unnamed_addr #4 !dbg !240 {
  %2 = alloca [16 x i8], align 16, !DIAssignID !244
    #dbg_assign(i1 undef, !243, !DIExpression(), !244, ptr %2, !DIExpression(), !245)
    #dbg_value(i32 %0, !242, !DIExpression(), !245)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #14, !dbg !246
  %3 = add nuw nsw i32 %0, 16, !dbg !247
  call fastcc void @fill(ptr noundef nonnull %2, i32 noundef %3, i8 noundef signext 88), !dbg !248
  %4 = getelementptr inbounds i8, ptr %2, i64 3, !dbg !249
  %5 = load i8, ptr %4, align 1, !dbg !249, !tbaa !225
  %6 = sext i8 %5 to i32, !dbg !249
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #14, !dbg !250
  ret i32 %6, !dbg !251
}

; Function Attrs: nofree nounwind
declare !dbg !252 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !312 i32 @fork() local_unnamed_addr #3

declare !dbg !316 i32 @close(i32 noundef) local_unnamed_addr #8

; Function Attrs: noreturn
declare !dbg !317 void @_exit(i32 noundef) local_unnamed_addr #9

declare !dbg !320 i32 @waitpid(i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump(ptr nocapture noundef %0) unnamed_addr #10 !dbg !325 {
    #dbg_value(ptr %0, !329, !DIExpression(), !330)
  %2 = load i32, ptr %0, align 4, !dbg !331, !tbaa !130
  %3 = add nsw i32 %2, 5, !dbg !331
  store i32 %3, ptr %0, align 4, !dbg !331, !tbaa !130
  ret void, !dbg !332
}

; Function Attrs: nofree nounwind
declare !dbg !333 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: write) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0, i32 noundef %1, i8 noundef signext %2) unnamed_addr #11 !dbg !337 {
    #dbg_value(ptr %0, !341, !DIExpression(), !346)
    #dbg_value(i32 %1, !342, !DIExpression(), !346)
    #dbg_value(i8 %2, !343, !DIExpression(), !346)
    #dbg_value(i32 0, !344, !DIExpression(), !347)
  %4 = icmp sgt i32 %1, 0, !dbg !348
  br i1 %4, label %5, label %7, !dbg !350

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64, !dbg !350
  tail call void @llvm.memset.p0.i64(ptr align 1 %0, i8 %2, i64 %6, i1 false), !dbg !351, !tbaa !225
    #dbg_value(i64 poison, !344, !DIExpression(), !347)
  br label %7, !dbg !352

7:                                                ; preds = %5, %3
  ret void, !dbg !352
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #12

attributes #0 = { mustprogress nofree noinline nounwind sspstrong willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind sspstrong uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nounwind sspstrong uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree noinline nosync nounwind sspstrong willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.dbg.cu = !{!54}
!llvm.module.flags = !{!60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/stack_protector.c", directory: ".", checksumkind: CSK_MD5, checksum: "1de3ce86626fe1aa9a412a58ae966d03")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 9)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 16)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 29)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 8)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !29, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 31)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 5)
!54 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !55, globals: !59, splitDebugInlining: false, nameTableKind: None)
!55 = !{!56, !57, !58}
!56 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!57 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!58 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!59 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !49}
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "leaf_callee", scope: !2, file: !2, line: 46, type: !69, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !73)
!69 = !DISubroutineType(types: !70)
!70 = !{!56, !71}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!73 = !{!74}
!74 = !DILocalVariable(name: "s", arg: 1, scope: !68, file: !2, line: 46, type: !71)
!75 = !DILocation(line: 0, scope: !68)
!76 = !DILocation(line: 46, column: 72, scope: !68)
!77 = !DILocation(line: 46, column: 67, scope: !68)
!78 = !DILocation(line: 46, column: 82, scope: !68)
!79 = !DILocation(line: 46, column: 60, scope: !68)
!80 = !DISubprogram(name: "strlen", scope: !81, file: !81, line: 407, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!82 = !DISubroutineType(types: !83)
!83 = !{!84, !71}
!84 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!85 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 73, type: !86, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!56}
!88 = !{!89, !91, !96}
!89 = !DILocalVariable(name: "k", scope: !90, file: !2, line: 78, type: !56)
!90 = distinct !DILexicalBlock(scope: !85, file: !2, line: 78, column: 5)
!91 = !DILocalVariable(name: "child", scope: !85, file: !2, line: 82, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "pid_t", file: !93, line: 40, baseType: !94)
!93 = !DIFile(filename: "/usr/include/signal.h", directory: "", checksumkind: CSK_MD5, checksum: "331e107bf774bb600ec675d0db0b92ce")
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pid_t", file: !95, line: 154, baseType: !56)
!95 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!96 = !DILocalVariable(name: "status", scope: !85, file: !2, line: 89, type: !56)
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !85)
!99 = !DILocation(line: 74, column: 30, scope: !85)
!100 = !DILocation(line: 74, column: 5, scope: !85)
!101 = !DILocation(line: 75, column: 34, scope: !85)
!102 = !DILocation(line: 75, column: 5, scope: !85)
!103 = !DILocation(line: 76, column: 25, scope: !85)
!104 = !DILocation(line: 76, column: 5, scope: !85)
!105 = !DILocation(line: 77, column: 32, scope: !85)
!106 = !DILocation(line: 77, column: 5, scope: !85)
!107 = !DILocation(line: 0, scope: !90)
!108 = !DILocation(line: 79, column: 44, scope: !109)
!109 = distinct !DILexicalBlock(scope: !90, file: !2, line: 78, column: 5)
!110 = !DILocation(line: 79, column: 9, scope: !109)
!111 = !DILocation(line: 80, column: 31, scope: !85)
!112 = !DILocation(line: 80, column: 5, scope: !85)
!113 = !DILocation(line: 81, column: 12, scope: !85)
!114 = !{!115, !115, i64 0}
!115 = !{!"any pointer", !116, i64 0}
!116 = !{!"omnipotent char", !117, i64 0}
!117 = !{!"Simple C/C++ TBAA"}
!118 = !DILocation(line: 81, column: 5, scope: !85)
!119 = !DILocation(line: 82, column: 19, scope: !85)
!120 = !DILocation(line: 83, column: 15, scope: !121)
!121 = distinct !DILexicalBlock(scope: !85, file: !2, line: 83, column: 9)
!122 = !DILocation(line: 83, column: 9, scope: !85)
!123 = !DILocation(line: 85, column: 9, scope: !124)
!124 = distinct !DILexicalBlock(scope: !121, file: !2, line: 83, column: 21)
!125 = !DILocation(line: 87, column: 15, scope: !124)
!126 = !DILocation(line: 87, column: 27, scope: !124)
!127 = !DILocation(line: 87, column: 9, scope: !124)
!128 = !DILocation(line: 89, column: 5, scope: !85)
!129 = !DILocation(line: 89, column: 9, scope: !85)
!130 = !{!131, !131, i64 0}
!131 = !{!"int", !116, i64 0}
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 90, column: 5, scope: !85)
!134 = !DILocation(line: 91, column: 9, scope: !135)
!135 = distinct !DILexicalBlock(scope: !85, file: !2, line: 91, column: 9)
!136 = !DILocation(line: 91, column: 9, scope: !85)
!137 = !DILocation(line: 92, column: 66, scope: !135)
!138 = !DILocation(line: 92, column: 49, scope: !135)
!139 = !DILocation(line: 92, column: 9, scope: !135)
!140 = !DILocation(line: 94, column: 51, scope: !135)
!141 = !DILocation(line: 94, column: 9, scope: !135)
!142 = !DILocation(line: 96, column: 1, scope: !85)
!143 = !DILocation(line: 95, column: 5, scope: !85)
!144 = !DISubprogram(name: "printf", scope: !145, file: !145, line: 356, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!146 = !DISubroutineType(types: !147)
!147 = !{!56, !148, null}
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !71)
!149 = distinct !DISubprogram(name: "sum_array", scope: !2, file: !2, line: 18, type: !150, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !152)
!150 = !DISubroutineType(cc: DW_CC_nocall, types: !151)
!151 = !{!56, !56}
!152 = !{!153, !154, !158, !160, !161}
!153 = !DILocalVariable(name: "n", arg: 1, scope: !149, file: !2, line: 18, type: !56)
!154 = !DILocalVariable(name: "a", scope: !149, file: !2, line: 19, type: !155)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 1024, elements: !156)
!156 = !{!157}
!157 = !DISubrange(count: 32)
!158 = !DILocalVariable(name: "i", scope: !159, file: !2, line: 20, type: !56)
!159 = distinct !DILexicalBlock(scope: !149, file: !2, line: 20, column: 5)
!160 = !DILocalVariable(name: "s", scope: !149, file: !2, line: 22, type: !56)
!161 = !DILocalVariable(name: "i", scope: !162, file: !2, line: 23, type: !56)
!162 = distinct !DILexicalBlock(scope: !149, file: !2, line: 23, column: 5)
!163 = !DILocation(line: 0, scope: !149)
!164 = !DILocation(line: 25, column: 5, scope: !149)
!165 = distinct !DISubprogram(name: "address_taken", scope: !2, file: !2, line: 30, type: !150, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !166)
!166 = !{!167, !168}
!167 = !DILocalVariable(name: "x", arg: 1, scope: !165, file: !2, line: 30, type: !56)
!168 = !DILocalVariable(name: "y", scope: !165, file: !2, line: 31, type: !56)
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 0, scope: !165)
!171 = !DILocation(line: 31, column: 5, scope: !165)
!172 = !DILocation(line: 31, column: 9, scope: !165)
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 32, column: 5, scope: !165)
!175 = !DILocation(line: 33, column: 12, scope: !165)
!176 = !DILocation(line: 34, column: 1, scope: !165)
!177 = !DILocation(line: 33, column: 5, scope: !165)
!178 = distinct !DISubprogram(name: "vla", scope: !2, file: !2, line: 36, type: !179, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !181)
!179 = !DISubroutineType(cc: DW_CC_nocall, types: !180)
!180 = !{!58, !56}
!181 = !{!182, !183, !184, !188, !190, !191}
!182 = !DILocalVariable(name: "n", arg: 1, scope: !178, file: !2, line: 36, type: !56)
!183 = !DILocalVariable(name: "__vla_expr0", scope: !178, type: !84, flags: DIFlagArtificial)
!184 = !DILocalVariable(name: "v", scope: !178, file: !2, line: 37, type: !185)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, elements: !186)
!186 = !{!187}
!187 = !DISubrange(count: !183)
!188 = !DILocalVariable(name: "i", scope: !189, file: !2, line: 38, type: !56)
!189 = distinct !DILexicalBlock(scope: !178, file: !2, line: 38, column: 5)
!190 = !DILocalVariable(name: "s", scope: !178, file: !2, line: 40, type: !58)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 41, type: !56)
!192 = distinct !DILexicalBlock(scope: !178, file: !2, line: 41, column: 5)
!193 = !DILocation(line: 0, scope: !178)
!194 = !DILocation(line: 44, column: 1, scope: !178)
!195 = distinct !DISubprogram(name: "tail_caller", scope: !2, file: !2, line: 49, type: !150, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !196)
!196 = !{!197, !198}
!197 = !DILocalVariable(name: "k", arg: 1, scope: !195, file: !2, line: 49, type: !56)
!198 = !DILocalVariable(name: "buf", scope: !195, file: !2, line: 50, type: !199)
!199 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !200)
!200 = !{!201}
!201 = !DISubrange(count: 24)
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 0, scope: !195)
!204 = !DILocation(line: 50, column: 5, scope: !195)
!205 = !DILocation(line: 51, column: 5, scope: !195)
!206 = !DILocation(line: 52, column: 12, scope: !195)
!207 = !DILocation(line: 53, column: 1, scope: !195)
!208 = !DILocation(line: 52, column: 5, scope: !195)
!209 = distinct !DISubprogram(name: "many_returns", scope: !2, file: !2, line: 55, type: !210, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !211)
!210 = !DISubroutineType(types: !151)
!211 = !{!212, !213}
!212 = !DILocalVariable(name: "k", arg: 1, scope: !209, file: !2, line: 55, type: !56)
!213 = !DILocalVariable(name: "name", scope: !209, file: !2, line: 56, type: !214)
!214 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !215)
!215 = !{!216}
!216 = !DISubrange(count: 12)
!217 = distinct !DIAssignID()
!218 = !DILocation(line: 0, scope: !209)
!219 = !DILocation(line: 56, column: 5, scope: !209)
!220 = !DILocation(line: 57, column: 28, scope: !209)
!221 = !DILocation(line: 57, column: 20, scope: !209)
!222 = !DILocation(line: 57, column: 5, scope: !209)
!223 = !DILocation(line: 58, column: 5, scope: !209)
!224 = !DILocation(line: 58, column: 14, scope: !209)
!225 = !{!116, !116, i64 0}
!226 = distinct !DIAssignID()
!227 = !DILocation(line: 59, column: 11, scope: !228)
!228 = distinct !DILexicalBlock(scope: !209, file: !2, line: 59, column: 9)
!229 = !DILocation(line: 59, column: 9, scope: !209)
!230 = !DILocation(line: 61, column: 11, scope: !231)
!231 = distinct !DILexicalBlock(scope: !209, file: !2, line: 61, column: 9)
!232 = !DILocation(line: 61, column: 9, scope: !209)
!233 = !DILocation(line: 62, column: 16, scope: !231)
!234 = !DILocation(line: 62, column: 9, scope: !231)
!235 = !DILocation(line: 63, column: 17, scope: !209)
!236 = !DILocation(line: 63, column: 12, scope: !209)
!237 = !DILocation(line: 63, column: 30, scope: !209)
!238 = !DILocation(line: 63, column: 5, scope: !209)
!239 = !DILocation(line: 64, column: 1, scope: !209)
!240 = distinct !DISubprogram(name: "overrun", scope: !2, file: !2, line: 67, type: !210, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !241)
!241 = !{!242, !243}
!242 = !DILocalVariable(name: "extra", arg: 1, scope: !240, file: !2, line: 67, type: !56)
!243 = !DILocalVariable(name: "buf", scope: !240, file: !2, line: 68, type: !19)
!244 = distinct !DIAssignID()
!245 = !DILocation(line: 0, scope: !240)
!246 = !DILocation(line: 68, column: 5, scope: !240)
!247 = !DILocation(line: 69, column: 31, scope: !240)
!248 = !DILocation(line: 69, column: 5, scope: !240)
!249 = !DILocation(line: 70, column: 12, scope: !240)
!250 = !DILocation(line: 71, column: 1, scope: !240)
!251 = !DILocation(line: 70, column: 5, scope: !240)
!252 = !DISubprogram(name: "fflush", scope: !145, file: !145, line: 230, type: !253, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DISubroutineType(types: !254)
!254 = !{!56, !255}
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 64)
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !257, line: 7, baseType: !258)
!257 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!258 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !259, line: 49, size: 1728, elements: !260)
!259 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!260 = !{!261, !262, !264, !265, !266, !267, !268, !269, !270, !271, !272, !273, !274, !277, !279, !280, !281, !283, !285, !286, !290, !293, !295, !298, !301, !302, !304, !307, !308}
!261 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !258, file: !259, line: 51, baseType: !56, size: 32)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !258, file: !259, line: 54, baseType: !263, size: 64, offset: 64)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !258, file: !259, line: 55, baseType: !263, size: 64, offset: 128)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !258, file: !259, line: 56, baseType: !263, size: 64, offset: 192)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !258, file: !259, line: 57, baseType: !263, size: 64, offset: 256)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !258, file: !259, line: 58, baseType: !263, size: 64, offset: 320)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !258, file: !259, line: 59, baseType: !263, size: 64, offset: 384)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !258, file: !259, line: 60, baseType: !263, size: 64, offset: 448)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !258, file: !259, line: 61, baseType: !263, size: 64, offset: 512)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !258, file: !259, line: 64, baseType: !263, size: 64, offset: 576)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !258, file: !259, line: 65, baseType: !263, size: 64, offset: 640)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !258, file: !259, line: 66, baseType: !263, size: 64, offset: 704)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !258, file: !259, line: 68, baseType: !275, size: 64, offset: 768)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64)
!276 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !259, line: 36, flags: DIFlagFwdDecl)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !258, file: !259, line: 70, baseType: !278, size: 64, offset: 832)
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !258, file: !259, line: 72, baseType: !56, size: 32, offset: 896)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !258, file: !259, line: 73, baseType: !56, size: 32, offset: 928)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !258, file: !259, line: 74, baseType: !282, size: 64, offset: 960)
!282 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !95, line: 152, baseType: !58)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !258, file: !259, line: 77, baseType: !284, size: 16, offset: 1024)
!284 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !258, file: !259, line: 78, baseType: !57, size: 8, offset: 1040)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !258, file: !259, line: 79, baseType: !287, size: 8, offset: 1048)
!287 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !288)
!288 = !{!289}
!289 = !DISubrange(count: 1)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !258, file: !259, line: 81, baseType: !291, size: 64, offset: 1088)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 64)
!292 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !259, line: 43, baseType: null)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !258, file: !259, line: 89, baseType: !294, size: 64, offset: 1152)
!294 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !95, line: 153, baseType: !58)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !258, file: !259, line: 91, baseType: !296, size: 64, offset: 1216)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!297 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !259, line: 37, flags: DIFlagFwdDecl)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !258, file: !259, line: 92, baseType: !299, size: 64, offset: 1280)
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 64)
!300 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !259, line: 38, flags: DIFlagFwdDecl)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !258, file: !259, line: 93, baseType: !278, size: 64, offset: 1344)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !258, file: !259, line: 94, baseType: !303, size: 64, offset: 1408)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !258, file: !259, line: 95, baseType: !305, size: 64, offset: 1472)
!305 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !306, line: 18, baseType: !84)
!306 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!307 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !258, file: !259, line: 96, baseType: !56, size: 32, offset: 1536)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !258, file: !259, line: 98, baseType: !309, size: 160, offset: 1568)
!309 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !310)
!310 = !{!311}
!311 = !DISubrange(count: 20)
!312 = !DISubprogram(name: "fork", scope: !313, file: !313, line: 778, type: !314, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!313 = !DIFile(filename: "/usr/include/unistd.h", directory: "", checksumkind: CSK_MD5, checksum: "ed37c2e6f30ba31a8b41e4d70547c39c")
!314 = !DISubroutineType(types: !315)
!315 = !{!94}
!316 = !DISubprogram(name: "close", scope: !313, file: !313, line: 358, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DISubprogram(name: "_exit", scope: !313, file: !313, line: 624, type: !318, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!318 = !DISubroutineType(types: !319)
!319 = !{null, !56}
!320 = !DISubprogram(name: "waitpid", scope: !321, file: !321, line: 106, type: !322, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!321 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/sys/wait.h", directory: "", checksumkind: CSK_MD5, checksum: "a92962341398bfebbc60b5213e016559")
!322 = !DISubroutineType(types: !323)
!323 = !{!94, !94, !324, !56}
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!325 = distinct !DISubprogram(name: "bump", scope: !2, file: !2, line: 28, type: !326, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !328)
!326 = !DISubroutineType(types: !327)
!327 = !{null, !324}
!328 = !{!329}
!329 = !DILocalVariable(name: "p", arg: 1, scope: !325, file: !2, line: 28, type: !324)
!330 = !DILocation(line: 0, scope: !325)
!331 = !DILocation(line: 28, column: 57, scope: !325)
!332 = !DILocation(line: 28, column: 63, scope: !325)
!333 = !DISubprogram(name: "snprintf", scope: !145, file: !145, line: 378, type: !334, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{!56, !336, !305, !148, null}
!336 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !263)
!337 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 13, type: !338, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !340)
!338 = !DISubroutineType(types: !339)
!339 = !{null, !263, !56, !4}
!340 = !{!341, !342, !343, !344}
!341 = !DILocalVariable(name: "p", arg: 1, scope: !337, file: !2, line: 13, type: !263)
!342 = !DILocalVariable(name: "n", arg: 2, scope: !337, file: !2, line: 13, type: !56)
!343 = !DILocalVariable(name: "c", arg: 3, scope: !337, file: !2, line: 13, type: !4)
!344 = !DILocalVariable(name: "i", scope: !345, file: !2, line: 14, type: !56)
!345 = distinct !DILexicalBlock(scope: !337, file: !2, line: 14, column: 5)
!346 = !DILocation(line: 0, scope: !337)
!347 = !DILocation(line: 0, scope: !345)
!348 = !DILocation(line: 14, column: 23, scope: !349)
!349 = distinct !DILexicalBlock(scope: !345, file: !2, line: 14, column: 5)
!350 = !DILocation(line: 14, column: 5, scope: !345)
!351 = !DILocation(line: 15, column: 14, scope: !349)
!352 = !DILocation(line: 16, column: 1, scope: !337)
