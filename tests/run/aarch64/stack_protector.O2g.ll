; ModuleID = 'tests/run/aarch64/stack_protector.c'
source_filename = "tests/run/aarch64/stack_protector.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local i32 @leaf_callee(ptr nocapture noundef readonly %0) local_unnamed_addr #0 !dbg !69 {
    #dbg_value(ptr %0, !75, !DIExpression(), !76)
  %2 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #13, !dbg !77
  %3 = trunc i64 %2 to i32, !dbg !78
  %4 = mul nsw i32 %3, 3, !dbg !79
  ret i32 %4, !dbg !80
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !81 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nounwind sspstrong uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !86 {
  %1 = alloca i32, align 4, !DIAssignID !98
    #dbg_assign(i1 undef, !97, !DIExpression(), !98, ptr %1, !DIExpression(), !99)
  %2 = tail call fastcc i32 @sum_array(), !dbg !100
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !101
  %4 = tail call fastcc i32 @address_taken(), !dbg !102
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4), !dbg !103
  %6 = tail call fastcc i64 @vla(), !dbg !104
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %6), !dbg !105
  %8 = tail call fastcc i32 @tail_caller(), !dbg !106
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %8), !dbg !107
    #dbg_value(i32 0, !90, !DIExpression(), !108)
    #dbg_value(i32 0, !90, !DIExpression(), !108)
  %10 = tail call fastcc i32 @many_returns(i32 noundef 0), !dbg !109
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef %10), !dbg !111
    #dbg_value(i32 1, !90, !DIExpression(), !108)
  %12 = tail call fastcc i32 @many_returns(i32 noundef 1), !dbg !109
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef %12), !dbg !111
    #dbg_value(i32 2, !90, !DIExpression(), !108)
  %14 = tail call fastcc i32 @many_returns(i32 noundef 2), !dbg !109
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef %14), !dbg !111
    #dbg_value(i32 3, !90, !DIExpression(), !108)
  %16 = tail call fastcc i32 @many_returns(i32 noundef 3), !dbg !109
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef %16), !dbg !111
    #dbg_value(i32 4, !90, !DIExpression(), !108)
  %18 = tail call fastcc i32 @many_returns(i32 noundef 4), !dbg !109
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef %18), !dbg !111
    #dbg_value(i32 5, !90, !DIExpression(), !108)
  %20 = tail call fastcc i32 @overrun(i32 noundef 0), !dbg !112
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %20), !dbg !113
  %22 = load ptr, ptr @stdout, align 8, !dbg !114, !tbaa !115
  %23 = tail call i32 @fflush(ptr noundef %22), !dbg !119
  %24 = tail call i32 @fork() #14, !dbg !120
    #dbg_value(i32 %24, !92, !DIExpression(), !99)
  %25 = icmp eq i32 %24, 0, !dbg !121
  br i1 %25, label %26, label %31, !dbg !123

26:                                               ; preds = %0
  %27 = tail call i32 @close(i32 noundef 2) #14, !dbg !124
  %28 = tail call fastcc i32 @overrun(i32 noundef 64), !dbg !126
  %29 = icmp eq i32 %28, 88, !dbg !127
  %30 = select i1 %29, i32 3, i32 4, !dbg !126
  tail call void @_exit(i32 noundef %30) #15, !dbg !128
  unreachable, !dbg !128

31:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #14, !dbg !129
  store i32 0, ptr %1, align 4, !dbg !130, !tbaa !131, !DIAssignID !133
    #dbg_assign(i32 0, !97, !DIExpression(), !133, ptr %1, !DIExpression(), !99)
  %32 = call i32 @waitpid(i32 noundef %24, ptr noundef nonnull %1, i32 noundef 0) #14, !dbg !134
  %33 = load i32, ptr %1, align 4, !dbg !135, !tbaa !131
  %34 = and i32 %33, 127, !dbg !135
  %35 = shl nuw nsw i32 %34, 24, !dbg !135
  %36 = add nuw i32 %35, 16777216, !dbg !135
  %37 = icmp sgt i32 %36, 33554431, !dbg !135
  br i1 %37, label %38, label %42, !dbg !137

38:                                               ; preds = %31
  %39 = icmp eq i32 %34, 6, !dbg !138
  %40 = select i1 %39, ptr @.str.7, ptr @.str.8, !dbg !139
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %40), !dbg !140
  br label %46, !dbg !140

42:                                               ; preds = %31
  %43 = lshr i32 %33, 8, !dbg !141
  %44 = and i32 %43, 255, !dbg !141
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %44), !dbg !142
  br label %46

46:                                               ; preds = %42, %38
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #14, !dbg !143
  ret i32 0, !dbg !144
}

; Function Attrs: nofree nounwind
declare !dbg !145 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc noundef i32 @sum_array() unnamed_addr #4 !dbg !150 {
    #dbg_value(i32 3, !154, !DIExpression(), !164)
    #dbg_value(i32 0, !155, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !164)
    #dbg_value(i32 3, !155, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !164)
    #dbg_value(i32 6, !155, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !164)
    #dbg_value(i32 9, !155, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !164)
    #dbg_value(i32 12, !155, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !164)
    #dbg_value(i32 15, !155, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !164)
    #dbg_value(i32 18, !155, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !164)
    #dbg_value(i32 21, !155, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !164)
    #dbg_value(i32 24, !155, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !164)
    #dbg_value(i32 27, !155, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !164)
    #dbg_value(i32 30, !155, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !164)
    #dbg_value(i32 33, !155, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !164)
    #dbg_value(i32 36, !155, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !164)
    #dbg_value(i32 39, !155, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !164)
    #dbg_value(i32 42, !155, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !164)
    #dbg_value(i32 45, !155, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !164)
    #dbg_value(i32 48, !155, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !164)
    #dbg_value(i32 51, !155, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !164)
    #dbg_value(i32 54, !155, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !164)
    #dbg_value(i32 57, !155, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !164)
    #dbg_value(i32 60, !155, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !164)
    #dbg_value(i32 63, !155, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !164)
    #dbg_value(i32 66, !155, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !164)
    #dbg_value(i32 69, !155, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !164)
    #dbg_value(i32 72, !155, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !164)
    #dbg_value(i32 75, !155, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !164)
    #dbg_value(i32 78, !155, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !164)
    #dbg_value(i32 81, !155, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !164)
    #dbg_value(i32 84, !155, !DIExpression(DW_OP_LLVM_fragment, 896, 32), !164)
    #dbg_value(i32 87, !155, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !164)
    #dbg_value(i32 90, !155, !DIExpression(DW_OP_LLVM_fragment, 960, 32), !164)
    #dbg_value(i32 93, !155, !DIExpression(DW_OP_LLVM_fragment, 992, 32), !164)
    #dbg_value(i32 0, !161, !DIExpression(), !164)
    #dbg_value(i32 3, !161, !DIExpression(), !164)
    #dbg_value(i32 9, !161, !DIExpression(), !164)
    #dbg_value(i32 18, !161, !DIExpression(), !164)
    #dbg_value(i32 30, !161, !DIExpression(), !164)
    #dbg_value(i32 45, !161, !DIExpression(), !164)
    #dbg_value(i32 63, !161, !DIExpression(), !164)
    #dbg_value(i32 84, !161, !DIExpression(), !164)
    #dbg_value(i32 108, !161, !DIExpression(), !164)
    #dbg_value(i32 135, !161, !DIExpression(), !164)
    #dbg_value(i32 165, !161, !DIExpression(), !164)
    #dbg_value(i32 198, !161, !DIExpression(), !164)
    #dbg_value(i32 234, !161, !DIExpression(), !164)
    #dbg_value(i32 273, !161, !DIExpression(), !164)
    #dbg_value(i32 315, !161, !DIExpression(), !164)
    #dbg_value(i32 360, !161, !DIExpression(), !164)
    #dbg_value(i32 408, !161, !DIExpression(), !164)
    #dbg_value(i32 459, !161, !DIExpression(), !164)
    #dbg_value(i32 513, !161, !DIExpression(), !164)
    #dbg_value(i32 570, !161, !DIExpression(), !164)
    #dbg_value(i32 630, !161, !DIExpression(), !164)
    #dbg_value(i32 693, !161, !DIExpression(), !164)
    #dbg_value(i32 759, !161, !DIExpression(), !164)
    #dbg_value(i32 828, !161, !DIExpression(), !164)
    #dbg_value(i32 900, !161, !DIExpression(), !164)
    #dbg_value(i32 975, !161, !DIExpression(), !164)
    #dbg_value(i32 1053, !161, !DIExpression(), !164)
    #dbg_value(i32 1134, !161, !DIExpression(), !164)
    #dbg_value(i32 1218, !161, !DIExpression(), !164)
    #dbg_value(i32 1305, !161, !DIExpression(), !164)
    #dbg_value(i32 1395, !161, !DIExpression(), !164)
    #dbg_value(i32 1488, !161, !DIExpression(), !164)
  ret i32 1488, !dbg !165
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc i32 @address_taken() unnamed_addr #4 !dbg !166 {
  %1 = alloca i32, align 4, !DIAssignID !170
    #dbg_assign(i1 undef, !169, !DIExpression(), !170, ptr %1, !DIExpression(), !171)
    #dbg_value(i32 37, !168, !DIExpression(), !171)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #14, !dbg !172
  store i32 37, ptr %1, align 4, !dbg !173, !tbaa !131, !DIAssignID !174
    #dbg_assign(i32 37, !169, !DIExpression(), !174, ptr %1, !DIExpression(), !171)
  call fastcc void @bump(ptr noundef nonnull %1), !dbg !175
  %2 = load i32, ptr %1, align 4, !dbg !176, !tbaa !131
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #14, !dbg !177
  ret i32 %2, !dbg !178
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc noundef i64 @vla() unnamed_addr #4 !dbg !179 {
    #dbg_value(i32 10, !183, !DIExpression(), !194)
    #dbg_value(i64 10, !184, !DIExpression(), !194)
    #dbg_value(i64 0, !191, !DIExpression(), !194)
    #dbg_value(i64 1, !191, !DIExpression(), !194)
    #dbg_value(i64 5, !191, !DIExpression(), !194)
    #dbg_value(i64 14, !191, !DIExpression(), !194)
    #dbg_value(i64 30, !191, !DIExpression(), !194)
    #dbg_value(i64 55, !191, !DIExpression(), !194)
    #dbg_value(i64 91, !191, !DIExpression(), !194)
    #dbg_value(i64 140, !191, !DIExpression(), !194)
    #dbg_value(i64 204, !191, !DIExpression(), !194)
    #dbg_value(i64 285, !191, !DIExpression(), !194)
  ret i64 285, !dbg !195
}

; Function Attrs: nofree noinline nounwind sspstrong uwtable
define internal fastcc i32 @tail_caller() unnamed_addr #5 !dbg !196 {
  %1 = alloca [24 x i8], align 1, !DIAssignID !203
    #dbg_assign(i1 undef, !199, !DIExpression(), !203, ptr %1, !DIExpression(), !204)
    #dbg_value(i32 12345, !198, !DIExpression(), !204)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #14, !dbg !205
  %2 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 24, ptr noundef nonnull @.str.10, i32 noundef 12345) #14, !dbg !206
  %3 = call i32 @leaf_callee(ptr noundef nonnull %1), !dbg !207
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #14, !dbg !208
  ret i32 %3, !dbg !209
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nofree noinline nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc i32 @many_returns(i32 noundef %0) unnamed_addr #7 !dbg !210 {
  %2 = alloca [12 x i8], align 4, !DIAssignID !218
    #dbg_assign(i1 undef, !214, !DIExpression(), !218, ptr %2, !DIExpression(), !219)
    #dbg_value(i32 %0, !213, !DIExpression(), !219)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #14, !dbg !220
  %3 = srem i32 %0, 26, !dbg !221
  %4 = trunc nsw i32 %3 to i8, !dbg !222
  %5 = add nsw i8 %4, 97, !dbg !222
  call fastcc void @fill(ptr noundef nonnull %2, i32 noundef 11, i8 noundef %5), !dbg !223
  %6 = getelementptr inbounds i8, ptr %2, i64 11, !dbg !224
  store i8 0, ptr %6, align 1, !dbg !225, !tbaa !226, !DIAssignID !227
    #dbg_assign(i8 0, !214, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !227, ptr %6, !DIExpression(), !219)
  %7 = icmp slt i32 %0, 0, !dbg !228
  br i1 %7, label %17, label %8, !dbg !230

8:                                                ; preds = %1
  %9 = icmp eq i32 %0, 3, !dbg !231
  br i1 %9, label %10, label %13, !dbg !233

10:                                               ; preds = %8
  %11 = load i8, ptr %2, align 4, !dbg !234, !tbaa !226
  %12 = zext i8 %11 to i32, !dbg !234
  br label %17, !dbg !235

13:                                               ; preds = %8
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #13, !dbg !236
  %15 = trunc i64 %14 to i32, !dbg !237
  %16 = add nsw i32 %15, %0, !dbg !238
  br label %17, !dbg !239

17:                                               ; preds = %1, %13, %10
  %18 = phi i32 [ %12, %10 ], [ %16, %13 ], [ -1, %1 ], !dbg !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #14, !dbg !240
  ret i32 %18, !dbg !240
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc range(i32 0, 256) i32 @overrun(i32 noundef %0) unnamed_addr #4 !dbg !241 {
  %2 = alloca [16 x i8], align 1, !DIAssignID !245
    #dbg_assign(i1 undef, !244, !DIExpression(), !245, ptr %2, !DIExpression(), !246)
    #dbg_value(i32 %0, !243, !DIExpression(), !246)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #14, !dbg !247
  %3 = add nuw nsw i32 %0, 16, !dbg !248
  call fastcc void @fill(ptr noundef nonnull %2, i32 noundef %3, i8 noundef 88), !dbg !249
  %4 = getelementptr inbounds i8, ptr %2, i64 3, !dbg !250
  %5 = load i8, ptr %4, align 1, !dbg !250, !tbaa !226
  %6 = zext i8 %5 to i32, !dbg !250
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #14, !dbg !251
  ret i32 %6, !dbg !252
}

; Function Attrs: nofree nounwind
declare !dbg !253 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !313 i32 @fork() local_unnamed_addr #3

declare !dbg !317 i32 @close(i32 noundef) local_unnamed_addr #8

; Function Attrs: noreturn
declare !dbg !318 void @_exit(i32 noundef) local_unnamed_addr #9

declare !dbg !321 i32 @waitpid(i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump(ptr nocapture noundef %0) unnamed_addr #10 !dbg !326 {
    #dbg_value(ptr %0, !330, !DIExpression(), !331)
  %2 = load i32, ptr %0, align 4, !dbg !332, !tbaa !131
  %3 = add nsw i32 %2, 5, !dbg !332
  store i32 %3, ptr %0, align 4, !dbg !332, !tbaa !131
  ret void, !dbg !333
}

; Function Attrs: nofree nounwind
declare !dbg !334 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: write) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0, i32 noundef %1, i8 noundef %2) unnamed_addr #11 !dbg !338 {
    #dbg_value(ptr %0, !342, !DIExpression(), !347)
    #dbg_value(i32 %1, !343, !DIExpression(), !347)
    #dbg_value(i8 %2, !344, !DIExpression(), !347)
    #dbg_value(i32 0, !345, !DIExpression(), !348)
  %4 = icmp sgt i32 %1, 0, !dbg !349
  br i1 %4, label %5, label %7, !dbg !351

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64, !dbg !351
  tail call void @llvm.memset.p0.i64(ptr align 1 %0, i8 %2, i64 %6, i1 false), !dbg !352, !tbaa !226
    #dbg_value(i64 poison, !345, !DIExpression(), !348)
  br label %7, !dbg !353

7:                                                ; preds = %5, %3
  ret void, !dbg !353
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #12

attributes #0 = { mustprogress nofree noinline nounwind sspstrong willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind sspstrong uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline nounwind sspstrong uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree noinline nosync nounwind sspstrong willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.dbg.cu = !{!54}
!llvm.module.flags = !{!60, !61, !62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/stack_protector.c", directory: ".", checksumkind: CSK_MD5, checksum: "1de3ce86626fe1aa9a412a58ae966d03")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!66 = !{i32 7, !"frame-pointer", i32 1}
!67 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "leaf_callee", scope: !2, file: !2, line: 46, type: !70, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !74)
!70 = !DISubroutineType(types: !71)
!71 = !{!56, !72}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!74 = !{!75}
!75 = !DILocalVariable(name: "s", arg: 1, scope: !69, file: !2, line: 46, type: !72)
!76 = !DILocation(line: 0, scope: !69)
!77 = !DILocation(line: 46, column: 72, scope: !69)
!78 = !DILocation(line: 46, column: 67, scope: !69)
!79 = !DILocation(line: 46, column: 82, scope: !69)
!80 = !DILocation(line: 46, column: 60, scope: !69)
!81 = !DISubprogram(name: "strlen", scope: !82, file: !82, line: 407, type: !83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!83 = !DISubroutineType(types: !84)
!84 = !{!85, !72}
!85 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!86 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 73, type: !87, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !89)
!87 = !DISubroutineType(types: !88)
!88 = !{!56}
!89 = !{!90, !92, !97}
!90 = !DILocalVariable(name: "k", scope: !91, file: !2, line: 78, type: !56)
!91 = distinct !DILexicalBlock(scope: !86, file: !2, line: 78, column: 5)
!92 = !DILocalVariable(name: "child", scope: !86, file: !2, line: 82, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "pid_t", file: !94, line: 40, baseType: !95)
!94 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/signal.h", directory: "", checksumkind: CSK_MD5, checksum: "331e107bf774bb600ec675d0db0b92ce")
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pid_t", file: !96, line: 154, baseType: !56)
!96 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!97 = !DILocalVariable(name: "status", scope: !86, file: !2, line: 89, type: !56)
!98 = distinct !DIAssignID()
!99 = !DILocation(line: 0, scope: !86)
!100 = !DILocation(line: 74, column: 30, scope: !86)
!101 = !DILocation(line: 74, column: 5, scope: !86)
!102 = !DILocation(line: 75, column: 34, scope: !86)
!103 = !DILocation(line: 75, column: 5, scope: !86)
!104 = !DILocation(line: 76, column: 25, scope: !86)
!105 = !DILocation(line: 76, column: 5, scope: !86)
!106 = !DILocation(line: 77, column: 32, scope: !86)
!107 = !DILocation(line: 77, column: 5, scope: !86)
!108 = !DILocation(line: 0, scope: !91)
!109 = !DILocation(line: 79, column: 44, scope: !110)
!110 = distinct !DILexicalBlock(scope: !91, file: !2, line: 78, column: 5)
!111 = !DILocation(line: 79, column: 9, scope: !110)
!112 = !DILocation(line: 80, column: 31, scope: !86)
!113 = !DILocation(line: 80, column: 5, scope: !86)
!114 = !DILocation(line: 81, column: 12, scope: !86)
!115 = !{!116, !116, i64 0}
!116 = !{!"any pointer", !117, i64 0}
!117 = !{!"omnipotent char", !118, i64 0}
!118 = !{!"Simple C/C++ TBAA"}
!119 = !DILocation(line: 81, column: 5, scope: !86)
!120 = !DILocation(line: 82, column: 19, scope: !86)
!121 = !DILocation(line: 83, column: 15, scope: !122)
!122 = distinct !DILexicalBlock(scope: !86, file: !2, line: 83, column: 9)
!123 = !DILocation(line: 83, column: 9, scope: !86)
!124 = !DILocation(line: 85, column: 9, scope: !125)
!125 = distinct !DILexicalBlock(scope: !122, file: !2, line: 83, column: 21)
!126 = !DILocation(line: 87, column: 15, scope: !125)
!127 = !DILocation(line: 87, column: 27, scope: !125)
!128 = !DILocation(line: 87, column: 9, scope: !125)
!129 = !DILocation(line: 89, column: 5, scope: !86)
!130 = !DILocation(line: 89, column: 9, scope: !86)
!131 = !{!132, !132, i64 0}
!132 = !{!"int", !117, i64 0}
!133 = distinct !DIAssignID()
!134 = !DILocation(line: 90, column: 5, scope: !86)
!135 = !DILocation(line: 91, column: 9, scope: !136)
!136 = distinct !DILexicalBlock(scope: !86, file: !2, line: 91, column: 9)
!137 = !DILocation(line: 91, column: 9, scope: !86)
!138 = !DILocation(line: 92, column: 66, scope: !136)
!139 = !DILocation(line: 92, column: 49, scope: !136)
!140 = !DILocation(line: 92, column: 9, scope: !136)
!141 = !DILocation(line: 94, column: 51, scope: !136)
!142 = !DILocation(line: 94, column: 9, scope: !136)
!143 = !DILocation(line: 96, column: 1, scope: !86)
!144 = !DILocation(line: 95, column: 5, scope: !86)
!145 = !DISubprogram(name: "printf", scope: !146, file: !146, line: 356, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!147 = !DISubroutineType(types: !148)
!148 = !{!56, !149, null}
!149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !72)
!150 = distinct !DISubprogram(name: "sum_array", scope: !2, file: !2, line: 18, type: !151, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !153)
!151 = !DISubroutineType(cc: DW_CC_nocall, types: !152)
!152 = !{!56, !56}
!153 = !{!154, !155, !159, !161, !162}
!154 = !DILocalVariable(name: "n", arg: 1, scope: !150, file: !2, line: 18, type: !56)
!155 = !DILocalVariable(name: "a", scope: !150, file: !2, line: 19, type: !156)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 1024, elements: !157)
!157 = !{!158}
!158 = !DISubrange(count: 32)
!159 = !DILocalVariable(name: "i", scope: !160, file: !2, line: 20, type: !56)
!160 = distinct !DILexicalBlock(scope: !150, file: !2, line: 20, column: 5)
!161 = !DILocalVariable(name: "s", scope: !150, file: !2, line: 22, type: !56)
!162 = !DILocalVariable(name: "i", scope: !163, file: !2, line: 23, type: !56)
!163 = distinct !DILexicalBlock(scope: !150, file: !2, line: 23, column: 5)
!164 = !DILocation(line: 0, scope: !150)
!165 = !DILocation(line: 25, column: 5, scope: !150)
!166 = distinct !DISubprogram(name: "address_taken", scope: !2, file: !2, line: 30, type: !151, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !167)
!167 = !{!168, !169}
!168 = !DILocalVariable(name: "x", arg: 1, scope: !166, file: !2, line: 30, type: !56)
!169 = !DILocalVariable(name: "y", scope: !166, file: !2, line: 31, type: !56)
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 0, scope: !166)
!172 = !DILocation(line: 31, column: 5, scope: !166)
!173 = !DILocation(line: 31, column: 9, scope: !166)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 32, column: 5, scope: !166)
!176 = !DILocation(line: 33, column: 12, scope: !166)
!177 = !DILocation(line: 34, column: 1, scope: !166)
!178 = !DILocation(line: 33, column: 5, scope: !166)
!179 = distinct !DISubprogram(name: "vla", scope: !2, file: !2, line: 36, type: !180, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !182)
!180 = !DISubroutineType(cc: DW_CC_nocall, types: !181)
!181 = !{!58, !56}
!182 = !{!183, !184, !185, !189, !191, !192}
!183 = !DILocalVariable(name: "n", arg: 1, scope: !179, file: !2, line: 36, type: !56)
!184 = !DILocalVariable(name: "__vla_expr0", scope: !179, type: !85, flags: DIFlagArtificial)
!185 = !DILocalVariable(name: "v", scope: !179, file: !2, line: 37, type: !186)
!186 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, elements: !187)
!187 = !{!188}
!188 = !DISubrange(count: !184)
!189 = !DILocalVariable(name: "i", scope: !190, file: !2, line: 38, type: !56)
!190 = distinct !DILexicalBlock(scope: !179, file: !2, line: 38, column: 5)
!191 = !DILocalVariable(name: "s", scope: !179, file: !2, line: 40, type: !58)
!192 = !DILocalVariable(name: "i", scope: !193, file: !2, line: 41, type: !56)
!193 = distinct !DILexicalBlock(scope: !179, file: !2, line: 41, column: 5)
!194 = !DILocation(line: 0, scope: !179)
!195 = !DILocation(line: 44, column: 1, scope: !179)
!196 = distinct !DISubprogram(name: "tail_caller", scope: !2, file: !2, line: 49, type: !151, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !197)
!197 = !{!198, !199}
!198 = !DILocalVariable(name: "k", arg: 1, scope: !196, file: !2, line: 49, type: !56)
!199 = !DILocalVariable(name: "buf", scope: !196, file: !2, line: 50, type: !200)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !201)
!201 = !{!202}
!202 = !DISubrange(count: 24)
!203 = distinct !DIAssignID()
!204 = !DILocation(line: 0, scope: !196)
!205 = !DILocation(line: 50, column: 5, scope: !196)
!206 = !DILocation(line: 51, column: 5, scope: !196)
!207 = !DILocation(line: 52, column: 12, scope: !196)
!208 = !DILocation(line: 53, column: 1, scope: !196)
!209 = !DILocation(line: 52, column: 5, scope: !196)
!210 = distinct !DISubprogram(name: "many_returns", scope: !2, file: !2, line: 55, type: !211, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !212)
!211 = !DISubroutineType(types: !152)
!212 = !{!213, !214}
!213 = !DILocalVariable(name: "k", arg: 1, scope: !210, file: !2, line: 55, type: !56)
!214 = !DILocalVariable(name: "name", scope: !210, file: !2, line: 56, type: !215)
!215 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !216)
!216 = !{!217}
!217 = !DISubrange(count: 12)
!218 = distinct !DIAssignID()
!219 = !DILocation(line: 0, scope: !210)
!220 = !DILocation(line: 56, column: 5, scope: !210)
!221 = !DILocation(line: 57, column: 28, scope: !210)
!222 = !DILocation(line: 57, column: 20, scope: !210)
!223 = !DILocation(line: 57, column: 5, scope: !210)
!224 = !DILocation(line: 58, column: 5, scope: !210)
!225 = !DILocation(line: 58, column: 14, scope: !210)
!226 = !{!117, !117, i64 0}
!227 = distinct !DIAssignID()
!228 = !DILocation(line: 59, column: 11, scope: !229)
!229 = distinct !DILexicalBlock(scope: !210, file: !2, line: 59, column: 9)
!230 = !DILocation(line: 59, column: 9, scope: !210)
!231 = !DILocation(line: 61, column: 11, scope: !232)
!232 = distinct !DILexicalBlock(scope: !210, file: !2, line: 61, column: 9)
!233 = !DILocation(line: 61, column: 9, scope: !210)
!234 = !DILocation(line: 62, column: 16, scope: !232)
!235 = !DILocation(line: 62, column: 9, scope: !232)
!236 = !DILocation(line: 63, column: 17, scope: !210)
!237 = !DILocation(line: 63, column: 12, scope: !210)
!238 = !DILocation(line: 63, column: 30, scope: !210)
!239 = !DILocation(line: 63, column: 5, scope: !210)
!240 = !DILocation(line: 64, column: 1, scope: !210)
!241 = distinct !DISubprogram(name: "overrun", scope: !2, file: !2, line: 67, type: !211, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !242)
!242 = !{!243, !244}
!243 = !DILocalVariable(name: "extra", arg: 1, scope: !241, file: !2, line: 67, type: !56)
!244 = !DILocalVariable(name: "buf", scope: !241, file: !2, line: 68, type: !19)
!245 = distinct !DIAssignID()
!246 = !DILocation(line: 0, scope: !241)
!247 = !DILocation(line: 68, column: 5, scope: !241)
!248 = !DILocation(line: 69, column: 31, scope: !241)
!249 = !DILocation(line: 69, column: 5, scope: !241)
!250 = !DILocation(line: 70, column: 12, scope: !241)
!251 = !DILocation(line: 71, column: 1, scope: !241)
!252 = !DILocation(line: 70, column: 5, scope: !241)
!253 = !DISubprogram(name: "fflush", scope: !146, file: !146, line: 230, type: !254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DISubroutineType(types: !255)
!255 = !{!56, !256}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !258, line: 7, baseType: !259)
!258 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!259 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !260, line: 49, size: 1728, elements: !261)
!260 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!261 = !{!262, !263, !265, !266, !267, !268, !269, !270, !271, !272, !273, !274, !275, !278, !280, !281, !282, !284, !286, !287, !291, !294, !296, !299, !302, !303, !305, !308, !309}
!262 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !259, file: !260, line: 51, baseType: !56, size: 32)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !259, file: !260, line: 54, baseType: !264, size: 64, offset: 64)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !259, file: !260, line: 55, baseType: !264, size: 64, offset: 128)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !259, file: !260, line: 56, baseType: !264, size: 64, offset: 192)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !259, file: !260, line: 57, baseType: !264, size: 64, offset: 256)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !259, file: !260, line: 58, baseType: !264, size: 64, offset: 320)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !259, file: !260, line: 59, baseType: !264, size: 64, offset: 384)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !259, file: !260, line: 60, baseType: !264, size: 64, offset: 448)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !259, file: !260, line: 61, baseType: !264, size: 64, offset: 512)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !259, file: !260, line: 64, baseType: !264, size: 64, offset: 576)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !259, file: !260, line: 65, baseType: !264, size: 64, offset: 640)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !259, file: !260, line: 66, baseType: !264, size: 64, offset: 704)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !259, file: !260, line: 68, baseType: !276, size: 64, offset: 768)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!277 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !260, line: 36, flags: DIFlagFwdDecl)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !259, file: !260, line: 70, baseType: !279, size: 64, offset: 832)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !259, file: !260, line: 72, baseType: !56, size: 32, offset: 896)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !259, file: !260, line: 73, baseType: !56, size: 32, offset: 928)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !259, file: !260, line: 74, baseType: !283, size: 64, offset: 960)
!283 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !96, line: 152, baseType: !58)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !259, file: !260, line: 77, baseType: !285, size: 16, offset: 1024)
!285 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !259, file: !260, line: 78, baseType: !57, size: 8, offset: 1040)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !259, file: !260, line: 79, baseType: !288, size: 8, offset: 1048)
!288 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !289)
!289 = !{!290}
!290 = !DISubrange(count: 1)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !259, file: !260, line: 81, baseType: !292, size: 64, offset: 1088)
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !293, size: 64)
!293 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !260, line: 43, baseType: null)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !259, file: !260, line: 89, baseType: !295, size: 64, offset: 1152)
!295 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !96, line: 153, baseType: !58)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !259, file: !260, line: 91, baseType: !297, size: 64, offset: 1216)
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64)
!298 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !260, line: 37, flags: DIFlagFwdDecl)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !259, file: !260, line: 92, baseType: !300, size: 64, offset: 1280)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64)
!301 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !260, line: 38, flags: DIFlagFwdDecl)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !259, file: !260, line: 93, baseType: !279, size: 64, offset: 1344)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !259, file: !260, line: 94, baseType: !304, size: 64, offset: 1408)
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !259, file: !260, line: 95, baseType: !306, size: 64, offset: 1472)
!306 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !307, line: 18, baseType: !85)
!307 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!308 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !259, file: !260, line: 96, baseType: !56, size: 32, offset: 1536)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !259, file: !260, line: 98, baseType: !310, size: 160, offset: 1568)
!310 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !311)
!311 = !{!312}
!312 = !DISubrange(count: 20)
!313 = !DISubprogram(name: "fork", scope: !314, file: !314, line: 778, type: !315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!314 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/unistd.h", directory: "", checksumkind: CSK_MD5, checksum: "ed37c2e6f30ba31a8b41e4d70547c39c")
!315 = !DISubroutineType(types: !316)
!316 = !{!95}
!317 = !DISubprogram(name: "close", scope: !314, file: !314, line: 358, type: !211, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!318 = !DISubprogram(name: "_exit", scope: !314, file: !314, line: 624, type: !319, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!319 = !DISubroutineType(types: !320)
!320 = !{null, !56}
!321 = !DISubprogram(name: "waitpid", scope: !322, file: !322, line: 106, type: !323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!322 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/sys/wait.h", directory: "", checksumkind: CSK_MD5, checksum: "a92962341398bfebbc60b5213e016559")
!323 = !DISubroutineType(types: !324)
!324 = !{!95, !95, !325, !56}
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!326 = distinct !DISubprogram(name: "bump", scope: !2, file: !2, line: 28, type: !327, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !329)
!327 = !DISubroutineType(types: !328)
!328 = !{null, !325}
!329 = !{!330}
!330 = !DILocalVariable(name: "p", arg: 1, scope: !326, file: !2, line: 28, type: !325)
!331 = !DILocation(line: 0, scope: !326)
!332 = !DILocation(line: 28, column: 57, scope: !326)
!333 = !DILocation(line: 28, column: 63, scope: !326)
!334 = !DISubprogram(name: "snprintf", scope: !146, file: !146, line: 378, type: !335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!335 = !DISubroutineType(types: !336)
!336 = !{!56, !337, !306, !149, null}
!337 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !264)
!338 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 13, type: !339, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !341)
!339 = !DISubroutineType(types: !340)
!340 = !{null, !264, !56, !4}
!341 = !{!342, !343, !344, !345}
!342 = !DILocalVariable(name: "p", arg: 1, scope: !338, file: !2, line: 13, type: !264)
!343 = !DILocalVariable(name: "n", arg: 2, scope: !338, file: !2, line: 13, type: !56)
!344 = !DILocalVariable(name: "c", arg: 3, scope: !338, file: !2, line: 13, type: !4)
!345 = !DILocalVariable(name: "i", scope: !346, file: !2, line: 14, type: !56)
!346 = distinct !DILexicalBlock(scope: !338, file: !2, line: 14, column: 5)
!347 = !DILocation(line: 0, scope: !338)
!348 = !DILocation(line: 0, scope: !346)
!349 = !DILocation(line: 14, column: 23, scope: !350)
!350 = distinct !DILexicalBlock(scope: !346, file: !2, line: 14, column: 5)
!351 = !DILocation(line: 14, column: 5, scope: !346)
!352 = !DILocation(line: 15, column: 14, scope: !350)
!353 = !DILocation(line: 16, column: 1, scope: !338)
