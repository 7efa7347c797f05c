; ModuleID = 'tests/run/riscv64/stack_protector.c'
source_filename = "tests/run/riscv64/stack_protector.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @leaf_callee(ptr nocapture noundef readonly %0) local_unnamed_addr #0 !dbg !72 {
    #dbg_value(ptr %0, !78, !DIExpression(), !79)
  %2 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #13, !dbg !80
  %3 = trunc i64 %2 to i32, !dbg !81
  %4 = mul nsw i32 %3, 3, !dbg !82
  ret i32 %4, !dbg !83
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !84 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nounwind sspstrong uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #2 !dbg !89 {
  %1 = alloca i32, align 4, !DIAssignID !101
    #dbg_assign(i1 undef, !100, !DIExpression(), !101, ptr %1, !DIExpression(), !102)
  %2 = tail call fastcc signext i32 @sum_array(), !dbg !103
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %2), !dbg !104
  %4 = tail call fastcc signext i32 @address_taken(), !dbg !105
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %4), !dbg !106
  %6 = tail call fastcc i64 @vla(), !dbg !107
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %6), !dbg !108
  %8 = tail call fastcc signext i32 @tail_caller(), !dbg !109
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %8), !dbg !110
    #dbg_value(i32 0, !93, !DIExpression(), !111)
    #dbg_value(i32 0, !93, !DIExpression(), !111)
  %10 = tail call fastcc signext i32 @many_returns(i32 noundef signext 0), !dbg !112
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 0, i32 noundef signext %10), !dbg !114
    #dbg_value(i32 1, !93, !DIExpression(), !111)
  %12 = tail call fastcc signext i32 @many_returns(i32 noundef signext 1), !dbg !112
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 1, i32 noundef signext %12), !dbg !114
    #dbg_value(i32 2, !93, !DIExpression(), !111)
  %14 = tail call fastcc signext i32 @many_returns(i32 noundef signext 2), !dbg !112
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 2, i32 noundef signext %14), !dbg !114
    #dbg_value(i32 3, !93, !DIExpression(), !111)
  %16 = tail call fastcc signext i32 @many_returns(i32 noundef signext 3), !dbg !112
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 3, i32 noundef signext %16), !dbg !114
    #dbg_value(i32 4, !93, !DIExpression(), !111)
  %18 = tail call fastcc signext i32 @many_returns(i32 noundef signext 4), !dbg !112
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 4, i32 noundef signext %18), !dbg !114
    #dbg_value(i32 5, !93, !DIExpression(), !111)
  %20 = tail call fastcc signext i32 @overrun(i32 noundef signext 0), !dbg !115
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %20), !dbg !116
  %22 = load ptr, ptr @stdout, align 8, !dbg !117, !tbaa !118
  %23 = tail call signext i32 @fflush(ptr noundef %22), !dbg !122
  %24 = tail call signext i32 @fork() #14, !dbg !123
    #dbg_value(i32 %24, !95, !DIExpression(), !102)
  %25 = icmp eq i32 %24, 0, !dbg !124
  br i1 %25, label %26, label %31, !dbg !126

26:                                               ; preds = %0
  %27 = tail call signext i32 @close(i32 noundef signext 2) #14, !dbg !127
  %28 = tail call fastcc signext i32 @overrun(i32 noundef signext 64), !dbg !129
  %29 = icmp eq i32 %28, 88, !dbg !130
  %30 = select i1 %29, i32 3, i32 4, !dbg !129
  tail call void @_exit(i32 noundef signext %30) #15, !dbg !131
  unreachable, !dbg !131

31:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #14, !dbg !132
  store i32 0, ptr %1, align 4, !dbg !133, !tbaa !134, !DIAssignID !136
    #dbg_assign(i32 0, !100, !DIExpression(), !136, ptr %1, !DIExpression(), !102)
  %32 = call signext i32 @waitpid(i32 noundef signext %24, ptr noundef nonnull %1, i32 noundef signext 0) #14, !dbg !137
  %33 = load i32, ptr %1, align 4, !dbg !138, !tbaa !134
  %34 = and i32 %33, 127, !dbg !138
  %35 = shl nuw nsw i32 %34, 24, !dbg !138
  %36 = add nuw i32 %35, 16777216, !dbg !138
  %37 = icmp sgt i32 %36, 33554431, !dbg !138
  br i1 %37, label %38, label %42, !dbg !140

38:                                               ; preds = %31
  %39 = icmp eq i32 %34, 6, !dbg !141
  %40 = select i1 %39, ptr @.str.7, ptr @.str.8, !dbg !142
  %41 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %40), !dbg !143
  br label %46, !dbg !143

42:                                               ; preds = %31
  %43 = lshr i32 %33, 8, !dbg !144
  %44 = and i32 %43, 255, !dbg !144
  %45 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %44), !dbg !145
  br label %46

46:                                               ; preds = %42, %38
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #14, !dbg !146
  ret i32 0, !dbg !147
}

; Function Attrs: nofree nounwind
declare !dbg !148 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc noundef signext i32 @sum_array() unnamed_addr #4 !dbg !153 {
    #dbg_value(i32 3, !157, !DIExpression(), !167)
    #dbg_value(i32 0, !158, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !167)
    #dbg_value(i32 3, !158, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !167)
    #dbg_value(i32 6, !158, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !167)
    #dbg_value(i32 9, !158, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !167)
    #dbg_value(i32 12, !158, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !167)
    #dbg_value(i32 15, !158, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !167)
    #dbg_value(i32 18, !158, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !167)
    #dbg_value(i32 21, !158, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !167)
    #dbg_value(i32 24, !158, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !167)
    #dbg_value(i32 27, !158, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !167)
    #dbg_value(i32 30, !158, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !167)
    #dbg_value(i32 33, !158, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !167)
    #dbg_value(i32 36, !158, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !167)
    #dbg_value(i32 39, !158, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !167)
    #dbg_value(i32 42, !158, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !167)
    #dbg_value(i32 45, !158, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !167)
    #dbg_value(i32 48, !158, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !167)
    #dbg_value(i32 51, !158, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !167)
    #dbg_value(i32 54, !158, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !167)
    #dbg_value(i32 57, !158, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !167)
    #dbg_value(i32 60, !158, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !167)
    #dbg_value(i32 63, !158, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !167)
    #dbg_value(i32 66, !158, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !167)
    #dbg_value(i32 69, !158, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !167)
    #dbg_value(i32 72, !158, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !167)
    #dbg_value(i32 75, !158, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !167)
    #dbg_value(i32 78, !158, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !167)
    #dbg_value(i32 81, !158, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !167)
    #dbg_value(i32 84, !158, !DIExpression(DW_OP_LLVM_fragment, 896, 32), !167)
    #dbg_value(i32 87, !158, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !167)
    #dbg_value(i32 90, !158, !DIExpression(DW_OP_LLVM_fragment, 960, 32), !167)
    #dbg_value(i32 93, !158, !DIExpression(DW_OP_LLVM_fragment, 992, 32), !167)
    #dbg_value(i32 0, !164, !DIExpression(), !167)
    #dbg_value(i32 3, !164, !DIExpression(), !167)
    #dbg_value(i32 9, !164, !DIExpression(), !167)
    #dbg_value(i32 18, !164, !DIExpression(), !167)
    #dbg_value(i32 30, !164, !DIExpression(), !167)
    #dbg_value(i32 45, !164, !DIExpression(), !167)
    #dbg_value(i32 63, !164, !DIExpression(), !167)
    #dbg_value(i32 84, !164, !DIExpression(), !167)
    #dbg_value(i32 108, !164, !DIExpression(), !167)
    #dbg_value(i32 135, !164, !DIExpression(), !167)
    #dbg_value(i32 165, !164, !DIExpression(), !167)
    #dbg_value(i32 198, !164, !DIExpression(), !167)
    #dbg_value(i32 234, !164, !DIExpression(), !167)
    #dbg_value(i32 273, !164, !DIExpression(), !167)
    #dbg_value(i32 315, !164, !DIExpression(), !167)
    #dbg_value(i32 360, !164, !DIExpression(), !167)
    #dbg_value(i32 408, !164, !DIExpression(), !167)
    #dbg_value(i32 459, !164, !DIExpression(), !167)
    #dbg_value(i32 513, !164, !DIExpression(), !167)
    #dbg_value(i32 570, !164, !DIExpression(), !167)
    #dbg_value(i32 630, !164, !DIExpression(), !167)
    #dbg_value(i32 693, !164, !DIExpression(), !167)
    #dbg_value(i32 759, !164, !DIExpression(), !167)
    #dbg_value(i32 828, !164, !DIExpression(), !167)
    #dbg_value(i32 900, !164, !DIExpression(), !167)
    #dbg_value(i32 975, !164, !DIExpression(), !167)
    #dbg_value(i32 1053, !164, !DIExpression(), !167)
    #dbg_value(i32 1134, !164, !DIExpression(), !167)
    #dbg_value(i32 1218, !164, !DIExpression(), !167)
    #dbg_value(i32 1305, !164, !DIExpression(), !167)
    #dbg_value(i32 1395, !164, !DIExpression(), !167)
    #dbg_value(i32 1488, !164, !DIExpression(), !167)
  ret i32 1488, !dbg !168
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc signext i32 @address_taken() unnamed_addr #4 !dbg !169 {
  %1 = alloca i32, align 4, !DIAssignID !173
    #dbg_assign(i1 undef, !172, !DIExpression(), !173, ptr %1, !DIExpression(), !174)
    #dbg_value(i32 37, !171, !DIExpression(), !174)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #14, !dbg !175
  store i32 37, ptr %1, align 4, !dbg !176, !tbaa !134, !DIAssignID !177
    #dbg_assign(i32 37, !172, !DIExpression(), !177, ptr %1, !DIExpression(), !174)
  call fastcc void @bump(ptr noundef nonnull %1), !dbg !178
  %2 = load i32, ptr %1, align 4, !dbg !179, !tbaa !134
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #14, !dbg !180
  ret i32 %2, !dbg !181
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc noundef i64 @vla() unnamed_addr #4 !dbg !182 {
    #dbg_value(i32 10, !186, !DIExpression(), !197)
    #dbg_value(i64 10, !187, !DIExpression(), !197)
    #dbg_value(i64 0, !194, !DIExpression(), !197)
    #dbg_value(i64 1, !194, !DIExpression(), !197)
    #dbg_value(i64 5, !194, !DIExpression(), !197)
    #dbg_value(i64 14, !194, !DIExpression(), !197)
    #dbg_value(i64 30, !194, !DIExpression(), !197)
    #dbg_value(i64 55, !194, !DIExpression(), !197)
    #dbg_value(i64 91, !194, !DIExpression(), !197)
    #dbg_value(i64 140, !194, !DIExpression(), !197)
    #dbg_value(i64 204, !194, !DIExpression(), !197)
    #dbg_value(i64 285, !194, !DIExpression(), !197)
  ret i64 285, !dbg !198
}

; Function Attrs: nofree noinline nounwind sspstrong uwtable
define internal fastcc signext i32 @tail_caller() unnamed_addr #5 !dbg !199 {
  %1 = alloca [24 x i8], align 1, !DIAssignID !206
    #dbg_assign(i1 undef, !202, !DIExpression(), !206, ptr %1, !DIExpression(), !207)
    #dbg_value(i32 12345, !201, !DIExpression(), !207)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #14, !dbg !208
  %2 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 24, ptr noundef nonnull @.str.10, i32 noundef signext 12345) #14, !dbg !209
  %3 = call signext i32 @leaf_callee(ptr noundef nonnull %1), !dbg !210
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #14, !dbg !211
  ret i32 %3, !dbg !212
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nofree noinline nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc signext i32 @many_returns(i32 noundef signext %0) unnamed_addr #7 !dbg !213 {
  %2 = alloca [12 x i8], align 1, !DIAssignID !221
    #dbg_assign(i1 undef, !217, !DIExpression(), !221, ptr %2, !DIExpression(), !222)
    #dbg_value(i32 %0, !216, !DIExpression(), !222)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #14, !dbg !223
  %3 = srem i32 %0, 26, !dbg !224
  %4 = trunc nsw i32 %3 to i8, !dbg !225
  %5 = add nsw i8 %4, 97, !dbg !225
  call fastcc void @fill(ptr noundef nonnull %2, i32 noundef signext 11, i8 noundef zeroext %5), !dbg !226
  %6 = getelementptr inbounds i8, ptr %2, i64 11, !dbg !227
  store i8 0, ptr %6, align 1, !dbg !228, !tbaa !229, !DIAssignID !230
    #dbg_assign(i8 0, !217, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !230, ptr %6, !DIExpression(), !222)
  %7 = icmp slt i32 %0, 0, !dbg !231
  br i1 %7, label %17, label %8, !dbg !233

8:                                                ; preds = %1
  %9 = icmp eq i32 %0, 3, !dbg !234
  br i1 %9, label %10, label %13, !dbg !236

10:                                               ; preds = %8
  %11 = load i8, ptr %2, align 1, !dbg !237, !tbaa !229
  %12 = zext i8 %11 to i32, !dbg !237
  br label %17, !dbg !238

13:                                               ; preds = %8
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #13, !dbg !239
  %15 = trunc i64 %14 to i32, !dbg !240
  %16 = add nsw i32 %15, %0, !dbg !241
  br label %17, !dbg !242

17:                                               ; preds = %1, %13, %10
  %18 = phi i32 [ %12, %10 ], [ %16, %13 ], [ -1, %1 ], !dbg !222
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #14, !dbg !243
  ret i32 %18, !dbg !243
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define internal fastcc signext range(i32 0, 256) i32 @overrun(i32 noundef signext %0) unnamed_addr #4 !dbg !244 {
  %2 = alloca [16 x i8], align 1, !DIAssignID !248
    #dbg_assign(i1 undef, !247, !DIExpression(), !248, ptr %2, !DIExpression(), !249)
    #dbg_value(i32 %0, !246, !DIExpression(), !249)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #14, !dbg !250
  %3 = add nuw nsw i32 %0, 16, !dbg !251
  call fastcc void @fill(ptr noundef nonnull %2, i32 noundef signext %3, i8 noundef zeroext 88), !dbg !252
  %4 = getelementptr inbounds i8, ptr %2, i64 3, !dbg !253
  %5 = load i8, ptr %4, align 1, !dbg !253, !tbaa !229
  %6 = zext i8 %5 to i32, !dbg !253
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #14, !dbg !254
  ret i32 %6, !dbg !255
}

; Function Attrs: nofree nounwind
declare !dbg !256 noundef signext i32 @fflush(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !316 signext i32 @fork() local_unnamed_addr #3

declare !dbg !320 signext i32 @close(i32 noundef signext) local_unnamed_addr #8

; Function Attrs: noreturn
declare !dbg !321 void @_exit(i32 noundef signext) local_unnamed_addr #9

declare !dbg !324 signext i32 @waitpid(i32 noundef signext, ptr noundef, i32 noundef signext) local_unnamed_addr #8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump(ptr nocapture noundef %0) unnamed_addr #10 !dbg !329 {
    #dbg_value(ptr %0, !333, !DIExpression(), !334)
  %2 = load i32, ptr %0, align 4, !dbg !335, !tbaa !134
  %3 = add nsw i32 %2, 5, !dbg !335
  store i32 %3, ptr %0, align 4, !dbg !335, !tbaa !134
  ret void, !dbg !336
}

; Function Attrs: nofree nounwind
declare !dbg !337 noundef signext i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: write) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0, i32 noundef signext %1, i8 noundef zeroext %2) unnamed_addr #11 !dbg !341 {
    #dbg_value(ptr %0, !345, !DIExpression(), !350)
    #dbg_value(i32 %1, !346, !DIExpression(), !350)
    #dbg_value(i8 %2, !347, !DIExpression(), !350)
    #dbg_value(i32 0, !348, !DIExpression(), !351)
  %4 = icmp sgt i32 %1, 0, !dbg !352
  br i1 %4, label %5, label %7, !dbg !354

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64, !dbg !354
  tail call void @llvm.memset.p0.i64(ptr align 1 %0, i8 %2, i64 %6, i1 false), !dbg !355, !tbaa !229
    #dbg_value(i64 poison, !348, !DIExpression(), !351)
  br label %7, !dbg !356

7:                                                ; preds = %5, %3
  ret void, !dbg !356
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #12

attributes #0 = { mustprogress nofree noinline nounwind sspstrong willreturn memory(argmem: read) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nounwind sspstrong uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nofree noinline nounwind sspstrong uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree noinline nosync nounwind sspstrong willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #10 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: readwrite) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #11 = { mustprogress nofree noinline norecurse nosync nounwind sspstrong willreturn memory(argmem: write) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.dbg.cu = !{!54}
!llvm.module.flags = !{!60, !61, !62, !63, !64, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/stack_protector.c", directory: ".", checksumkind: CSK_MD5, checksum: "1de3ce86626fe1aa9a412a58ae966d03")
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
!63 = !{i32 1, !"target-abi", !"lp64d"}
!64 = !{i32 6, !"riscv-isa", !65}
!65 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 8, !"SmallDataLimit", i32 8}
!70 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = distinct !DISubprogram(name: "leaf_callee", scope: !2, file: !2, line: 46, type: !73, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !77)
!73 = !DISubroutineType(types: !74)
!74 = !{!56, !75}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!77 = !{!78}
!78 = !DILocalVariable(name: "s", arg: 1, scope: !72, file: !2, line: 46, type: !75)
!79 = !DILocation(line: 0, scope: !72)
!80 = !DILocation(line: 46, column: 72, scope: !72)
!81 = !DILocation(line: 46, column: 67, scope: !72)
!82 = !DILocation(line: 46, column: 82, scope: !72)
!83 = !DILocation(line: 46, column: 60, scope: !72)
!84 = !DISubprogram(name: "strlen", scope: !85, file: !85, line: 407, type: !86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!86 = !DISubroutineType(types: !87)
!87 = !{!88, !75}
!88 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!89 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 73, type: !90, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!56}
!92 = !{!93, !95, !100}
!93 = !DILocalVariable(name: "k", scope: !94, file: !2, line: 78, type: !56)
!94 = distinct !DILexicalBlock(scope: !89, file: !2, line: 78, column: 5)
!95 = !DILocalVariable(name: "child", scope: !89, file: !2, line: 82, type: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "pid_t", file: !97, line: 40, baseType: !98)
!97 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/signal.h", directory: "", checksumkind: CSK_MD5, checksum: "331e107bf774bb600ec675d0db0b92ce")
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pid_t", file: !99, line: 154, baseType: !56)
!99 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!100 = !DILocalVariable(name: "status", scope: !89, file: !2, line: 89, type: !56)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !89)
!103 = !DILocation(line: 74, column: 30, scope: !89)
!104 = !DILocation(line: 74, column: 5, scope: !89)
!105 = !DILocation(line: 75, column: 34, scope: !89)
!106 = !DILocation(line: 75, column: 5, scope: !89)
!107 = !DILocation(line: 76, column: 25, scope: !89)
!108 = !DILocation(line: 76, column: 5, scope: !89)
!109 = !DILocation(line: 77, column: 32, scope: !89)
!110 = !DILocation(line: 77, column: 5, scope: !89)
!111 = !DILocation(line: 0, scope: !94)
!112 = !DILocation(line: 79, column: 44, scope: !113)
!113 = distinct !DILexicalBlock(scope: !94, file: !2, line: 78, column: 5)
!114 = !DILocation(line: 79, column: 9, scope: !113)
!115 = !DILocation(line: 80, column: 31, scope: !89)
!116 = !DILocation(line: 80, column: 5, scope: !89)
!117 = !DILocation(line: 81, column: 12, scope: !89)
!118 = !{!119, !119, i64 0}
!119 = !{!"any pointer", !120, i64 0}
!120 = !{!"omnipotent char", !121, i64 0}
!121 = !{!"Simple C/C++ TBAA"}
!122 = !DILocation(line: 81, column: 5, scope: !89)
!123 = !DILocation(line: 82, column: 19, scope: !89)
!124 = !DILocation(line: 83, column: 15, scope: !125)
!125 = distinct !DILexicalBlock(scope: !89, file: !2, line: 83, column: 9)
!126 = !DILocation(line: 83, column: 9, scope: !89)
!127 = !DILocation(line: 85, column: 9, scope: !128)
!128 = distinct !DILexicalBlock(scope: !125, file: !2, line: 83, column: 21)
!129 = !DILocation(line: 87, column: 15, scope: !128)
!130 = !DILocation(line: 87, column: 27, scope: !128)
!131 = !DILocation(line: 87, column: 9, scope: !128)
!132 = !DILocation(line: 89, column: 5, scope: !89)
!133 = !DILocation(line: 89, column: 9, scope: !89)
!134 = !{!135, !135, i64 0}
!135 = !{!"int", !120, i64 0}
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 90, column: 5, scope: !89)
!138 = !DILocation(line: 91, column: 9, scope: !139)
!139 = distinct !DILexicalBlock(scope: !89, file: !2, line: 91, column: 9)
!140 = !DILocation(line: 91, column: 9, scope: !89)
!141 = !DILocation(line: 92, column: 66, scope: !139)
!142 = !DILocation(line: 92, column: 49, scope: !139)
!143 = !DILocation(line: 92, column: 9, scope: !139)
!144 = !DILocation(line: 94, column: 51, scope: !139)
!145 = !DILocation(line: 94, column: 9, scope: !139)
!146 = !DILocation(line: 96, column: 1, scope: !89)
!147 = !DILocation(line: 95, column: 5, scope: !89)
!148 = !DISubprogram(name: "printf", scope: !149, file: !149, line: 356, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!150 = !DISubroutineType(types: !151)
!151 = !{!56, !152, null}
!152 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!153 = distinct !DISubprogram(name: "sum_array", scope: !2, file: !2, line: 18, type: !154, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !156)
!154 = !DISubroutineType(cc: DW_CC_nocall, types: !155)
!155 = !{!56, !56}
!156 = !{!157, !158, !162, !164, !165}
!157 = !DILocalVariable(name: "n", arg: 1, scope: !153, file: !2, line: 18, type: !56)
!158 = !DILocalVariable(name: "a", scope: !153, file: !2, line: 19, type: !159)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 1024, elements: !160)
!160 = !{!161}
!161 = !DISubrange(count: 32)
!162 = !DILocalVariable(name: "i", scope: !163, file: !2, line: 20, type: !56)
!163 = distinct !DILexicalBlock(scope: !153, file: !2, line: 20, column: 5)
!164 = !DILocalVariable(name: "s", scope: !153, file: !2, line: 22, type: !56)
!165 = !DILocalVariable(name: "i", scope: !166, file: !2, line: 23, type: !56)
!166 = distinct !DILexicalBlock(scope: !153, file: !2, line: 23, column: 5)
!167 = !DILocation(line: 0, scope: !153)
!168 = !DILocation(line: 25, column: 5, scope: !153)
!169 = distinct !DISubprogram(name: "address_taken", scope: !2, file: !2, line: 30, type: !154, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !170)
!170 = !{!171, !172}
!171 = !DILocalVariable(name: "x", arg: 1, scope: !169, file: !2, line: 30, type: !56)
!172 = !DILocalVariable(name: "y", scope: !169, file: !2, line: 31, type: !56)
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 0, scope: !169)
!175 = !DILocation(line: 31, column: 5, scope: !169)
!176 = !DILocation(line: 31, column: 9, scope: !169)
!177 = distinct !DIAssignID()
!178 = !DILocation(line: 32, column: 5, scope: !169)
!179 = !DILocation(line: 33, column: 12, scope: !169)
!180 = !DILocation(line: 34, column: 1, scope: !169)
!181 = !DILocation(line: 33, column: 5, scope: !169)
!182 = distinct !DISubprogram(name: "vla", scope: !2, file: !2, line: 36, type: !183, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !185)
!183 = !DISubroutineType(cc: DW_CC_nocall, types: !184)
!184 = !{!58, !56}
!185 = !{!186, !187, !188, !192, !194, !195}
!186 = !DILocalVariable(name: "n", arg: 1, scope: !182, file: !2, line: 36, type: !56)
!187 = !DILocalVariable(name: "__vla_expr0", scope: !182, type: !88, flags: DIFlagArtificial)
!188 = !DILocalVariable(name: "v", scope: !182, file: !2, line: 37, type: !189)
!189 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, elements: !190)
!190 = !{!191}
!191 = !DISubrange(count: !187)
!192 = !DILocalVariable(name: "i", scope: !193, file: !2, line: 38, type: !56)
!193 = distinct !DILexicalBlock(scope: !182, file: !2, line: 38, column: 5)
!194 = !DILocalVariable(name: "s", scope: !182, file: !2, line: 40, type: !58)
!195 = !DILocalVariable(name: "i", scope: !196, file: !2, line: 41, type: !56)
!196 = distinct !DILexicalBlock(scope: !182, file: !2, line: 41, column: 5)
!197 = !DILocation(line: 0, scope: !182)
!198 = !DILocation(line: 44, column: 1, scope: !182)
!199 = distinct !DISubprogram(name: "tail_caller", scope: !2, file: !2, line: 49, type: !154, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !200)
!200 = !{!201, !202}
!201 = !DILocalVariable(name: "k", arg: 1, scope: !199, file: !2, line: 49, type: !56)
!202 = !DILocalVariable(name: "buf", scope: !199, file: !2, line: 50, type: !203)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !204)
!204 = !{!205}
!205 = !DISubrange(count: 24)
!206 = distinct !DIAssignID()
!207 = !DILocation(line: 0, scope: !199)
!208 = !DILocation(line: 50, column: 5, scope: !199)
!209 = !DILocation(line: 51, column: 5, scope: !199)
!210 = !DILocation(line: 52, column: 12, scope: !199)
!211 = !DILocation(line: 53, column: 1, scope: !199)
!212 = !DILocation(line: 52, column: 5, scope: !199)
!213 = distinct !DISubprogram(name: "many_returns", scope: !2, file: !2, line: 55, type: !214, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !215)
!214 = !DISubroutineType(types: !155)
!215 = !{!216, !217}
!216 = !DILocalVariable(name: "k", arg: 1, scope: !213, file: !2, line: 55, type: !56)
!217 = !DILocalVariable(name: "name", scope: !213, file: !2, line: 56, type: !218)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !219)
!219 = !{!220}
!220 = !DISubrange(count: 12)
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 0, scope: !213)
!223 = !DILocation(line: 56, column: 5, scope: !213)
!224 = !DILocation(line: 57, column: 28, scope: !213)
!225 = !DILocation(line: 57, column: 20, scope: !213)
!226 = !DILocation(line: 57, column: 5, scope: !213)
!227 = !DILocation(line: 58, column: 5, scope: !213)
!228 = !DILocation(line: 58, column: 14, scope: !213)
!229 = !{!120, !120, i64 0}
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 59, column: 11, scope: !232)
!232 = distinct !DILexicalBlock(scope: !213, file: !2, line: 59, column: 9)
!233 = !DILocation(line: 59, column: 9, scope: !213)
!234 = !DILocation(line: 61, column: 11, scope: !235)
!235 = distinct !DILexicalBlock(scope: !213, file: !2, line: 61, column: 9)
!236 = !DILocation(line: 61, column: 9, scope: !213)
!237 = !DILocation(line: 62, column: 16, scope: !235)
!238 = !DILocation(line: 62, column: 9, scope: !235)
!239 = !DILocation(line: 63, column: 17, scope: !213)
!240 = !DILocation(line: 63, column: 12, scope: !213)
!241 = !DILocation(line: 63, column: 30, scope: !213)
!242 = !DILocation(line: 63, column: 5, scope: !213)
!243 = !DILocation(line: 64, column: 1, scope: !213)
!244 = distinct !DISubprogram(name: "overrun", scope: !2, file: !2, line: 67, type: !214, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !245)
!245 = !{!246, !247}
!246 = !DILocalVariable(name: "extra", arg: 1, scope: !244, file: !2, line: 67, type: !56)
!247 = !DILocalVariable(name: "buf", scope: !244, file: !2, line: 68, type: !19)
!248 = distinct !DIAssignID()
!249 = !DILocation(line: 0, scope: !244)
!250 = !DILocation(line: 68, column: 5, scope: !244)
!251 = !DILocation(line: 69, column: 31, scope: !244)
!252 = !DILocation(line: 69, column: 5, scope: !244)
!253 = !DILocation(line: 70, column: 12, scope: !244)
!254 = !DILocation(line: 71, column: 1, scope: !244)
!255 = !DILocation(line: 70, column: 5, scope: !244)
!256 = !DISubprogram(name: "fflush", scope: !149, file: !149, line: 230, type: !257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = !DISubroutineType(types: !258)
!258 = !{!56, !259}
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !261, line: 7, baseType: !262)
!261 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!262 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !263, line: 49, size: 1728, elements: !264)
!263 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!264 = !{!265, !266, !268, !269, !270, !271, !272, !273, !274, !275, !276, !277, !278, !281, !283, !284, !285, !287, !289, !290, !294, !297, !299, !302, !305, !306, !308, !311, !312}
!265 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !262, file: !263, line: 51, baseType: !56, size: 32)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !262, file: !263, line: 54, baseType: !267, size: 64, offset: 64)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !262, file: !263, line: 55, baseType: !267, size: 64, offset: 128)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !262, file: !263, line: 56, baseType: !267, size: 64, offset: 192)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !262, file: !263, line: 57, baseType: !267, size: 64, offset: 256)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !262, file: !263, line: 58, baseType: !267, size: 64, offset: 320)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !262, file: !263, line: 59, baseType: !267, size: 64, offset: 384)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !262, file: !263, line: 60, baseType: !267, size: 64, offset: 448)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !262, file: !263, line: 61, baseType: !267, size: 64, offset: 512)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !262, file: !263, line: 64, baseType: !267, size: 64, offset: 576)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !262, file: !263, line: 65, baseType: !267, size: 64, offset: 640)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !262, file: !263, line: 66, baseType: !267, size: 64, offset: 704)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !262, file: !263, line: 68, baseType: !279, size: 64, offset: 768)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64)
!280 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !263, line: 36, flags: DIFlagFwdDecl)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !262, file: !263, line: 70, baseType: !282, size: 64, offset: 832)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !262, file: !263, line: 72, baseType: !56, size: 32, offset: 896)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !262, file: !263, line: 73, baseType: !56, size: 32, offset: 928)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !262, file: !263, line: 74, baseType: !286, size: 64, offset: 960)
!286 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !99, line: 152, baseType: !58)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !262, file: !263, line: 77, baseType: !288, size: 16, offset: 1024)
!288 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !262, file: !263, line: 78, baseType: !57, size: 8, offset: 1040)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !262, file: !263, line: 79, baseType: !291, size: 8, offset: 1048)
!291 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !292)
!292 = !{!293}
!293 = !DISubrange(count: 1)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !262, file: !263, line: 81, baseType: !295, size: 64, offset: 1088)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !263, line: 43, baseType: null)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !262, file: !263, line: 89, baseType: !298, size: 64, offset: 1152)
!298 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !99, line: 153, baseType: !58)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !262, file: !263, line: 91, baseType: !300, size: 64, offset: 1216)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64)
!301 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !263, line: 37, flags: DIFlagFwdDecl)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !262, file: !263, line: 92, baseType: !303, size: 64, offset: 1280)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64)
!304 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !263, line: 38, flags: DIFlagFwdDecl)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !262, file: !263, line: 93, baseType: !282, size: 64, offset: 1344)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !262, file: !263, line: 94, baseType: !307, size: 64, offset: 1408)
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !262, file: !263, line: 95, baseType: !309, size: 64, offset: 1472)
!309 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !310, line: 18, baseType: !88)
!310 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!311 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !262, file: !263, line: 96, baseType: !56, size: 32, offset: 1536)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !262, file: !263, line: 98, baseType: !313, size: 160, offset: 1568)
!313 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !314)
!314 = !{!315}
!315 = !DISubrange(count: 20)
!316 = !DISubprogram(name: "fork", scope: !317, file: !317, line: 778, type: !318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/unistd.h", directory: "", checksumkind: CSK_MD5, checksum: "ed37c2e6f30ba31a8b41e4d70547c39c")
!318 = !DISubroutineType(types: !319)
!319 = !{!98}
!320 = !DISubprogram(name: "close", scope: !317, file: !317, line: 358, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!321 = !DISubprogram(name: "_exit", scope: !317, file: !317, line: 624, type: !322, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!322 = !DISubroutineType(types: !323)
!323 = !{null, !56}
!324 = !DISubprogram(name: "waitpid", scope: !325, file: !325, line: 106, type: !326, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/sys/wait.h", directory: "", checksumkind: CSK_MD5, checksum: "a92962341398bfebbc60b5213e016559")
!326 = !DISubroutineType(types: !327)
!327 = !{!98, !98, !328, !56}
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!329 = distinct !DISubprogram(name: "bump", scope: !2, file: !2, line: 28, type: !330, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !332)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !328}
!332 = !{!333}
!333 = !DILocalVariable(name: "p", arg: 1, scope: !329, file: !2, line: 28, type: !328)
!334 = !DILocation(line: 0, scope: !329)
!335 = !DILocation(line: 28, column: 57, scope: !329)
!336 = !DILocation(line: 28, column: 63, scope: !329)
!337 = !DISubprogram(name: "snprintf", scope: !149, file: !149, line: 378, type: !338, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!338 = !DISubroutineType(types: !339)
!339 = !{!56, !340, !309, !152, null}
!340 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !267)
!341 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 13, type: !342, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !344)
!342 = !DISubroutineType(types: !343)
!343 = !{null, !267, !56, !4}
!344 = !{!345, !346, !347, !348}
!345 = !DILocalVariable(name: "p", arg: 1, scope: !341, file: !2, line: 13, type: !267)
!346 = !DILocalVariable(name: "n", arg: 2, scope: !341, file: !2, line: 13, type: !56)
!347 = !DILocalVariable(name: "c", arg: 3, scope: !341, file: !2, line: 13, type: !4)
!348 = !DILocalVariable(name: "i", scope: !349, file: !2, line: 14, type: !56)
!349 = distinct !DILexicalBlock(scope: !341, file: !2, line: 14, column: 5)
!350 = !DILocation(line: 0, scope: !341)
!351 = !DILocation(line: 0, scope: !349)
!352 = !DILocation(line: 14, column: 23, scope: !353)
!353 = distinct !DILexicalBlock(scope: !349, file: !2, line: 14, column: 5)
!354 = !DILocation(line: 14, column: 5, scope: !349)
!355 = !DILocation(line: 15, column: 14, scope: !353)
!356 = !DILocation(line: 16, column: 1, scope: !341)
