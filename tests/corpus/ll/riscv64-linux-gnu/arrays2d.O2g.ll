; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [27 x i8] c"t[4][5] = %d t[0][3] = %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"row %d: %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"trace(%d) = %d\0A\00", align 1, !dbg !12
@grid3 = internal unnamed_addr global [3 x [4 x [5 x i32]]] zeroinitializer, align 4, !dbg !17
@.str.3 = private unnamed_addr constant [43 x i8] c"grid3 flat sum = %ld, grid3[2][3][4] = %d\0A\00", align 1, !dbg !131
@main.g1 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 1, !dbg !136
@main.g2 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 1, !dbg !141
@.str.4 = private unnamed_addr constant [21 x i8] c"alive after 30 = %d\0A\00", align 1, !dbg !143
@.str.5 = private unnamed_addr constant [16 x i8] c"words total %d\0A\00", align 1, !dbg !148
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !22 {
    #dbg_value(i32 0, !27, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !164)
    #dbg_value(i32 1, !27, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !164)
    #dbg_value(i32 2, !27, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !164)
    #dbg_value(i32 3, !27, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !164)
    #dbg_value(i32 4, !27, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !164)
    #dbg_value(i32 10, !27, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !164)
    #dbg_value(i32 11, !27, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !164)
    #dbg_value(i32 12, !27, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !164)
    #dbg_value(i32 13, !27, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !164)
    #dbg_value(i32 14, !27, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !164)
    #dbg_value(i32 20, !27, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !164)
    #dbg_value(i32 21, !27, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !164)
    #dbg_value(i32 22, !27, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !164)
    #dbg_value(i32 23, !27, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !164)
    #dbg_value(i32 24, !27, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !164)
    #dbg_value(i32 30, !27, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !164)
    #dbg_value(i32 31, !27, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !164)
    #dbg_value(i32 32, !27, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !164)
    #dbg_value(i32 33, !27, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !164)
    #dbg_value(i32 34, !27, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !164)
    #dbg_value(i32 40, !27, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !164)
    #dbg_value(i32 41, !27, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !164)
    #dbg_value(i32 42, !27, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !164)
    #dbg_value(i32 43, !27, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !164)
    #dbg_value(i32 44, !27, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !164)
    #dbg_value(i32 50, !27, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !164)
    #dbg_value(i32 51, !27, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !164)
    #dbg_value(i32 52, !27, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !164)
    #dbg_value(i32 53, !27, !DIExpression(DW_OP_LLVM_fragment, 896, 32), !164)
    #dbg_value(i32 54, !27, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !164)
    #dbg_value(i32 30, !32, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 896, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !164)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !164)
    #dbg_value(i32 54, !32, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !164)
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 54, i32 noundef signext 30), !dbg !165
    #dbg_value(i64 0, !40, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !164)
    #dbg_value(i64 -2, !40, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !164)
    #dbg_value(i64 -4, !40, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !164)
    #dbg_value(i64 -6, !40, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !164)
    #dbg_value(i64 1, !40, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !164)
    #dbg_value(i64 -1, !40, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !164)
    #dbg_value(i64 -3, !40, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !164)
    #dbg_value(i64 -5, !40, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !164)
    #dbg_value(i64 2, !40, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !164)
    #dbg_value(i64 0, !40, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !164)
    #dbg_value(i64 -2, !40, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !164)
    #dbg_value(i64 -4, !40, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !164)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !164)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !164)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !164)
    #dbg_value(i64 2, !46, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !164)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !164)
    #dbg_value(i64 3, !46, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !164)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !164)
    #dbg_value(i64 4, !46, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !164)
    #dbg_value(i64 -12, !50, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !164)
    #dbg_value(i64 -40, !50, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !164)
    #dbg_value(i64 -8, !50, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !164)
    #dbg_value(i64 -30, !50, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !164)
    #dbg_value(i64 -4, !50, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !164)
    #dbg_value(i64 -20, !50, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !164)
    #dbg_value(i32 0, !63, !DIExpression(), !166)
    #dbg_value(i64 0, !63, !DIExpression(), !166)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 0, i64 noundef -12, i64 noundef -40), !dbg !167
    #dbg_value(i64 1, !63, !DIExpression(), !166)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1, i64 noundef -8, i64 noundef -30), !dbg !167
    #dbg_value(i64 2, !63, !DIExpression(), !166)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 2, i64 noundef -4, i64 noundef -20), !dbg !167
    #dbg_value(i64 3, !63, !DIExpression(), !166)
  br label %5, !dbg !169

5:                                                ; preds = %0, %25
  %6 = phi i64 [ 1, %0 ], [ %28, %25 ]
    #dbg_value(i64 %6, !65, !DIExpression(), !170)
  %7 = tail call ptr @llvm.stacksave.p0(), !dbg !171
  %8 = mul nuw nsw i64 %6, %6, !dbg !171
  %9 = alloca i32, i64 %8, align 4, !dbg !171
    #dbg_value(i64 %6, !67, !DIExpression(), !172)
    #dbg_value(i64 %6, !71, !DIExpression(), !172)
    #dbg_declare(ptr %9, !72, !DIExpression(), !173)
    #dbg_value(i32 0, !77, !DIExpression(), !174)
  br label %10, !dbg !175

10:                                               ; preds = %5, %31
  %11 = phi i64 [ 0, %5 ], [ %12, %31 ]
    #dbg_value(i64 %11, !77, !DIExpression(), !174)
  %12 = add nuw nsw i64 %11, 1, !dbg !176
  %13 = mul nuw nsw i64 %11, %6
  %14 = getelementptr inbounds i32, ptr %9, i64 %13
    #dbg_value(i32 0, !79, !DIExpression(), !177)
  br label %33, !dbg !178

15:                                               ; preds = %31, %15
  %16 = phi i64 [ %23, %15 ], [ 0, %31 ]
  %17 = phi i32 [ %22, %15 ], [ 0, %31 ]
    #dbg_value(i64 %16, !179, !DIExpression(), !192)
    #dbg_value(i32 %17, !191, !DIExpression(), !194)
  %18 = mul nuw nsw i64 %16, %6, !dbg !195
  %19 = getelementptr inbounds i32, ptr %9, i64 %18, !dbg !195
  %20 = getelementptr inbounds i32, ptr %19, i64 %16, !dbg !195
  %21 = load i32, ptr %20, align 4, !dbg !195, !tbaa !197
  %22 = add nsw i32 %21, %17, !dbg !201
    #dbg_value(i32 %22, !191, !DIExpression(), !194)
  %23 = add nuw nsw i64 %16, 1, !dbg !202
    #dbg_value(i64 %23, !179, !DIExpression(), !192)
  %24 = icmp eq i64 %23, %6, !dbg !203
  br i1 %24, label %25, label %15, !dbg !204, !llvm.loop !205

25:                                               ; preds = %15
  %26 = trunc nuw nsw i64 %6 to i32, !dbg !208
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %26, i32 noundef signext %22), !dbg !208
  tail call void @llvm.stackrestore.p0(ptr %7), !dbg !209
  %28 = add nuw nsw i64 %6, 1, !dbg !210
    #dbg_value(i64 %28, !65, !DIExpression(), !170)
  %29 = icmp eq i64 %28, 6, !dbg !211
  br i1 %29, label %30, label %5, !dbg !169, !llvm.loop !212

30:                                               ; preds = %25
    #dbg_value(i64 0, !82, !DIExpression(), !214)
    #dbg_value(i32 0, !84, !DIExpression(), !215)
    #dbg_value(i64 0, !84, !DIExpression(), !215)
    #dbg_value(i32 0, !87, !DIExpression(), !216)
    #dbg_value(i64 0, !87, !DIExpression(), !216)
  store i32 0, ptr @grid3, align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !87, !DIExpression(), !216)
  store i32 1, ptr getelementptr inbounds (i8, ptr @grid3, i64 4), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !87, !DIExpression(), !216)
  store i32 2, ptr getelementptr inbounds (i8, ptr @grid3, i64 8), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !87, !DIExpression(), !216)
  store i32 3, ptr getelementptr inbounds (i8, ptr @grid3, i64 12), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 4, !87, !DIExpression(), !216)
  store i32 4, ptr getelementptr inbounds (i8, ptr @grid3, i64 16), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !84, !DIExpression(), !215)
    #dbg_value(i32 0, !87, !DIExpression(), !216)
    #dbg_value(i64 0, !87, !DIExpression(), !216)
  store i32 10, ptr getelementptr inbounds (i8, ptr @grid3, i64 20), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !87, !DIExpression(), !216)
  store i32 11, ptr getelementptr inbounds (i8, ptr @grid3, i64 24), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !87, !DIExpression(), !216)
  store i32 12, ptr getelementptr inbounds (i8, ptr @grid3, i64 28), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !87, !DIExpression(), !216)
  store i32 13, ptr getelementptr inbounds (i8, ptr @grid3, i64 32), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 4, !87, !DIExpression(), !216)
  store i32 14, ptr getelementptr inbounds (i8, ptr @grid3, i64 36), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !84, !DIExpression(), !215)
    #dbg_value(i32 0, !87, !DIExpression(), !216)
    #dbg_value(i64 0, !87, !DIExpression(), !216)
  store i32 20, ptr getelementptr inbounds (i8, ptr @grid3, i64 40), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !87, !DIExpression(), !216)
  store i32 21, ptr getelementptr inbounds (i8, ptr @grid3, i64 44), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !87, !DIExpression(), !216)
  store i32 22, ptr getelementptr inbounds (i8, ptr @grid3, i64 48), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !87, !DIExpression(), !216)
  store i32 23, ptr getelementptr inbounds (i8, ptr @grid3, i64 52), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 4, !87, !DIExpression(), !216)
  store i32 24, ptr getelementptr inbounds (i8, ptr @grid3, i64 56), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !84, !DIExpression(), !215)
    #dbg_value(i32 0, !87, !DIExpression(), !216)
    #dbg_value(i64 0, !87, !DIExpression(), !216)
  store i32 30, ptr getelementptr inbounds (i8, ptr @grid3, i64 60), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !87, !DIExpression(), !216)
  store i32 31, ptr getelementptr inbounds (i8, ptr @grid3, i64 64), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !87, !DIExpression(), !216)
  store i32 32, ptr getelementptr inbounds (i8, ptr @grid3, i64 68), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !87, !DIExpression(), !216)
  store i32 33, ptr getelementptr inbounds (i8, ptr @grid3, i64 72), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 4, !87, !DIExpression(), !216)
  store i32 34, ptr getelementptr inbounds (i8, ptr @grid3, i64 76), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 5, !87, !DIExpression(), !216)
    #dbg_value(i64 1, !82, !DIExpression(), !214)
    #dbg_value(i32 0, !84, !DIExpression(), !215)
    #dbg_value(i64 0, !84, !DIExpression(), !215)
    #dbg_value(i32 0, !87, !DIExpression(), !216)
    #dbg_value(i64 0, !87, !DIExpression(), !216)
  store i32 100, ptr getelementptr inbounds (i8, ptr @grid3, i64 80), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !87, !DIExpression(), !216)
  store i32 101, ptr getelementptr inbounds (i8, ptr @grid3, i64 84), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !87, !DIExpression(), !216)
  store i32 102, ptr getelementptr inbounds (i8, ptr @grid3, i64 88), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !87, !DIExpression(), !216)
  store i32 103, ptr getelementptr inbounds (i8, ptr @grid3, i64 92), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 4, !87, !DIExpression(), !216)
  store i32 104, ptr getelementptr inbounds (i8, ptr @grid3, i64 96), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !84, !DIExpression(), !215)
    #dbg_value(i32 0, !87, !DIExpression(), !216)
    #dbg_value(i64 0, !87, !DIExpression(), !216)
  store i32 110, ptr getelementptr inbounds (i8, ptr @grid3, i64 100), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !87, !DIExpression(), !216)
  store i32 111, ptr getelementptr inbounds (i8, ptr @grid3, i64 104), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !87, !DIExpression(), !216)
  store i32 112, ptr getelementptr inbounds (i8, ptr @grid3, i64 108), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !87, !DIExpression(), !216)
  store i32 113, ptr getelementptr inbounds (i8, ptr @grid3, i64 112), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 4, !87, !DIExpression(), !216)
  store i32 114, ptr getelementptr inbounds (i8, ptr @grid3, i64 116), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !84, !DIExpression(), !215)
    #dbg_value(i32 0, !87, !DIExpression(), !216)
    #dbg_value(i64 0, !87, !DIExpression(), !216)
  store i32 120, ptr getelementptr inbounds (i8, ptr @grid3, i64 120), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !87, !DIExpression(), !216)
  store i32 121, ptr getelementptr inbounds (i8, ptr @grid3, i64 124), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !87, !DIExpression(), !216)
  store i32 122, ptr getelementptr inbounds (i8, ptr @grid3, i64 128), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !87, !DIExpression(), !216)
  store i32 123, ptr getelementptr inbounds (i8, ptr @grid3, i64 132), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 4, !87, !DIExpression(), !216)
  store i32 124, ptr getelementptr inbounds (i8, ptr @grid3, i64 136), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !84, !DIExpression(), !215)
    #dbg_value(i32 0, !87, !DIExpression(), !216)
    #dbg_value(i64 0, !87, !DIExpression(), !216)
  store i32 130, ptr getelementptr inbounds (i8, ptr @grid3, i64 140), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !87, !DIExpression(), !216)
  store i32 131, ptr getelementptr inbounds (i8, ptr @grid3, i64 144), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !87, !DIExpression(), !216)
  store i32 132, ptr getelementptr inbounds (i8, ptr @grid3, i64 148), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !87, !DIExpression(), !216)
  store i32 133, ptr getelementptr inbounds (i8, ptr @grid3, i64 152), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 4, !87, !DIExpression(), !216)
  store i32 134, ptr getelementptr inbounds (i8, ptr @grid3, i64 156), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 5, !87, !DIExpression(), !216)
    #dbg_value(i64 2, !82, !DIExpression(), !214)
    #dbg_value(i32 0, !84, !DIExpression(), !215)
    #dbg_value(i64 0, !84, !DIExpression(), !215)
    #dbg_value(i32 0, !87, !DIExpression(), !216)
    #dbg_value(i64 0, !87, !DIExpression(), !216)
  store i32 200, ptr getelementptr inbounds (i8, ptr @grid3, i64 160), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !87, !DIExpression(), !216)
  store i32 201, ptr getelementptr inbounds (i8, ptr @grid3, i64 164), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !87, !DIExpression(), !216)
  store i32 202, ptr getelementptr inbounds (i8, ptr @grid3, i64 168), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !87, !DIExpression(), !216)
  store i32 203, ptr getelementptr inbounds (i8, ptr @grid3, i64 172), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 4, !87, !DIExpression(), !216)
  store i32 204, ptr getelementptr inbounds (i8, ptr @grid3, i64 176), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !84, !DIExpression(), !215)
    #dbg_value(i32 0, !87, !DIExpression(), !216)
    #dbg_value(i64 0, !87, !DIExpression(), !216)
  store i32 210, ptr getelementptr inbounds (i8, ptr @grid3, i64 180), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !87, !DIExpression(), !216)
  store i32 211, ptr getelementptr inbounds (i8, ptr @grid3, i64 184), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !87, !DIExpression(), !216)
  store i32 212, ptr getelementptr inbounds (i8, ptr @grid3, i64 188), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !87, !DIExpression(), !216)
  store i32 213, ptr getelementptr inbounds (i8, ptr @grid3, i64 192), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 4, !87, !DIExpression(), !216)
  store i32 214, ptr getelementptr inbounds (i8, ptr @grid3, i64 196), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !84, !DIExpression(), !215)
    #dbg_value(i32 0, !87, !DIExpression(), !216)
    #dbg_value(i64 0, !87, !DIExpression(), !216)
  store i32 220, ptr getelementptr inbounds (i8, ptr @grid3, i64 200), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !87, !DIExpression(), !216)
  store i32 221, ptr getelementptr inbounds (i8, ptr @grid3, i64 204), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !87, !DIExpression(), !216)
  store i32 222, ptr getelementptr inbounds (i8, ptr @grid3, i64 208), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !87, !DIExpression(), !216)
  store i32 223, ptr getelementptr inbounds (i8, ptr @grid3, i64 212), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 4, !87, !DIExpression(), !216)
  store i32 224, ptr getelementptr inbounds (i8, ptr @grid3, i64 216), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !84, !DIExpression(), !215)
    #dbg_value(i32 0, !87, !DIExpression(), !216)
    #dbg_value(i64 0, !87, !DIExpression(), !216)
  store i32 230, ptr getelementptr inbounds (i8, ptr @grid3, i64 220), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 1, !87, !DIExpression(), !216)
  store i32 231, ptr getelementptr inbounds (i8, ptr @grid3, i64 224), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 2, !87, !DIExpression(), !216)
  store i32 232, ptr getelementptr inbounds (i8, ptr @grid3, i64 228), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 3, !87, !DIExpression(), !216)
  store i32 233, ptr getelementptr inbounds (i8, ptr @grid3, i64 232), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 4, !87, !DIExpression(), !216)
  store i32 234, ptr getelementptr inbounds (i8, ptr @grid3, i64 236), align 4, !dbg !217, !tbaa !197
    #dbg_value(i64 5, !87, !DIExpression(), !216)
    #dbg_value(i64 4, !84, !DIExpression(), !215)
    #dbg_value(i64 3, !82, !DIExpression(), !214)
  br label %43, !dbg !219

31:                                               ; preds = %33
    #dbg_value(i64 %12, !77, !DIExpression(), !174)
  %32 = icmp eq i64 %12, %6, !dbg !220
  br i1 %32, label %15, label %10, !dbg !175, !llvm.loop !221

33:                                               ; preds = %10, %33
  %34 = phi i64 [ 0, %10 ], [ %39, %33 ]
    #dbg_value(i64 %34, !79, !DIExpression(), !177)
  %35 = add nuw nsw i64 %34, 2, !dbg !223
  %36 = mul nuw nsw i64 %35, %12, !dbg !225
  %37 = getelementptr inbounds i32, ptr %14, i64 %34, !dbg !226
  %38 = trunc nuw nsw i64 %36 to i32, !dbg !227
  store i32 %38, ptr %37, align 4, !dbg !227, !tbaa !197
  %39 = add nuw nsw i64 %34, 1, !dbg !228
    #dbg_value(i64 %39, !79, !DIExpression(), !177)
  %40 = icmp eq i64 %39, %6, !dbg !229
  br i1 %40, label %31, label %33, !dbg !178, !llvm.loop !230

41:                                               ; preds = %43
  %42 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %53, i32 noundef signext 234), !dbg !232
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 51), align 1, !dbg !233, !tbaa !234
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 50), align 1, !dbg !235, !tbaa !234
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 49), align 1, !dbg !236, !tbaa !234
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 35), align 1, !dbg !237, !tbaa !234
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 18), align 1, !dbg !238, !tbaa !234
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 122), align 1, !dbg !239, !tbaa !234
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 121), align 1, !dbg !240, !tbaa !234
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 120), align 1, !dbg !241, !tbaa !234
    #dbg_value(i32 0, !95, !DIExpression(), !164)
    #dbg_value(i32 0, !96, !DIExpression(), !242)
  br label %58, !dbg !243

43:                                               ; preds = %30, %43
  %44 = phi i64 [ 0, %30 ], [ %54, %43 ]
  %45 = phi i64 [ 0, %30 ], [ %53, %43 ]
    #dbg_value(i64 %44, !93, !DIExpression(), !244)
    #dbg_value(i64 %45, !92, !DIExpression(), !164)
  %46 = getelementptr inbounds i32, ptr @grid3, i64 %44, !dbg !245
  %47 = load i32, ptr %46, align 4, !dbg !245, !tbaa !197
  %48 = sext i32 %47 to i64, !dbg !247
  %49 = trunc i64 %44 to i8, !dbg !248
  %50 = urem i8 %49, 7, !dbg !248
  %51 = zext nneg i8 %50 to i64, !dbg !249
  %52 = mul nsw i64 %48, %51, !dbg !250
  %53 = add nsw i64 %52, %45, !dbg !251
    #dbg_value(i64 %53, !92, !DIExpression(), !164)
  %54 = add nuw nsw i64 %44, 1, !dbg !252
    #dbg_value(i64 %54, !93, !DIExpression(), !244)
  %55 = icmp eq i64 %54, 60, !dbg !253
  br i1 %55, label %41, label %43, !dbg !219, !llvm.loop !254

56:                                               ; preds = %139
  %57 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %137), !dbg !256
    #dbg_value(i32 0, !98, !DIExpression(), !257)
  br label %142, !dbg !258

58:                                               ; preds = %41, %139
  %59 = phi i32 [ 0, %41 ], [ %140, %139 ]
    #dbg_value(i32 %59, !96, !DIExpression(), !242)
  %60 = and i32 %59, 1, !dbg !259
  %61 = icmp eq i32 %60, 0, !dbg !261
  %62 = select i1 %61, ptr @main.g1, ptr @main.g2, !dbg !261
  %63 = select i1 %61, ptr @main.g2, ptr @main.g1, !dbg !262
    #dbg_value(i32 12, !263, !DIExpression(), !293)
    #dbg_value(i32 16, !272, !DIExpression(), !293)
    #dbg_value(ptr %62, !273, !DIExpression(), !293)
    #dbg_value(ptr %63, !274, !DIExpression(), !293)
    #dbg_value(i32 0, !275, !DIExpression(), !293)
    #dbg_value(i32 0, !276, !DIExpression(), !295)
  br label %64, !dbg !296

64:                                               ; preds = %86, %58
  %65 = phi i64 [ 0, %58 ], [ %87, %86 ]
  %66 = phi i32 [ 0, %58 ], [ %137, %86 ]
    #dbg_value(i32 %66, !275, !DIExpression(), !293)
    #dbg_value(i64 %65, !276, !DIExpression(), !295)
  %67 = shl nuw nsw i64 %65, 4
  %68 = getelementptr inbounds i8, ptr %63, i64 %67
    #dbg_value(i32 0, !278, !DIExpression(), !297)
  %69 = getelementptr inbounds i8, ptr %62, i64 %67
  %70 = trunc i64 %65 to i32
  %71 = add i32 %70, 11
  %72 = urem i32 %71, 12
  %73 = shl nuw nsw i32 %72, 4
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds i8, ptr %62, i64 %74
  %76 = add i32 %70, 12
  %77 = urem i32 %76, 12
  %78 = shl nuw nsw i32 %77, 4
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr %62, i64 %79
  %81 = add i32 %70, 13
  %82 = urem i32 %81, 12
  %83 = shl nuw nsw i32 %82, 4
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds i8, ptr %62, i64 %84
  br label %89, !dbg !298

86:                                               ; preds = %132
  %87 = add nuw nsw i64 %65, 1, !dbg !299
    #dbg_value(i32 %137, !275, !DIExpression(), !293)
    #dbg_value(i64 %87, !276, !DIExpression(), !295)
  %88 = icmp eq i64 %87, 12, !dbg !300
  br i1 %88, label %139, label %64, !dbg !296, !llvm.loop !301

89:                                               ; preds = %132, %64
  %90 = phi i64 [ 0, %64 ], [ %101, %132 ]
  %91 = phi i32 [ %66, %64 ], [ %137, %132 ]
    #dbg_value(i32 %91, !275, !DIExpression(), !293)
    #dbg_value(i64 %90, !278, !DIExpression(), !297)
    #dbg_value(i32 -1, !284, !DIExpression(), !303)
    #dbg_value(i32 -1, !286, !DIExpression(), !304)
    #dbg_value(i32 0, !281, !DIExpression(), !305)
    #dbg_value(i32 %72, !289, !DIExpression(), !306)
  %92 = add nuw nsw i64 %90, 15, !dbg !307
  %93 = and i64 %92, 15, !dbg !307
    #dbg_value(i64 %93, !292, !DIExpression(), !306)
  %94 = getelementptr inbounds i8, ptr %75, i64 %93, !dbg !308
  %95 = load i8, ptr %94, align 1, !dbg !308, !tbaa !234
  %96 = zext i8 %95 to i32, !dbg !308
    #dbg_value(i32 %96, !281, !DIExpression(), !305)
    #dbg_value(i32 0, !286, !DIExpression(), !304)
    #dbg_value(i64 %90, !292, !DIExpression(), !306)
  %97 = getelementptr inbounds i8, ptr %75, i64 %90, !dbg !308
  %98 = load i8, ptr %97, align 1, !dbg !308, !tbaa !234
  %99 = zext i8 %98 to i32, !dbg !308
  %100 = add nuw nsw i32 %99, %96, !dbg !309
    #dbg_value(i32 %100, !281, !DIExpression(), !305)
    #dbg_value(i32 1, !286, !DIExpression(), !304)
  %101 = add nuw nsw i64 %90, 1, !dbg !307
  %102 = and i64 %101, 15, !dbg !307
    #dbg_value(i64 %102, !292, !DIExpression(), !306)
  %103 = getelementptr inbounds i8, ptr %75, i64 %102, !dbg !308
  %104 = load i8, ptr %103, align 1, !dbg !308, !tbaa !234
  %105 = zext i8 %104 to i32, !dbg !308
  %106 = add nuw nsw i32 %100, %105, !dbg !309
    #dbg_value(i32 %106, !281, !DIExpression(), !305)
    #dbg_value(i32 0, !284, !DIExpression(), !303)
    #dbg_value(i32 -1, !286, !DIExpression(), !304)
    #dbg_value(i32 %77, !289, !DIExpression(), !306)
    #dbg_value(i64 %93, !292, !DIExpression(), !306)
  %107 = getelementptr inbounds i8, ptr %80, i64 %93, !dbg !308
  %108 = load i8, ptr %107, align 1, !dbg !308, !tbaa !234
  %109 = zext i8 %108 to i32, !dbg !308
  %110 = add nuw nsw i32 %106, %109, !dbg !309
    #dbg_value(i32 %110, !281, !DIExpression(), !305)
    #dbg_value(i32 1, !286, !DIExpression(), !304)
    #dbg_value(i64 %102, !292, !DIExpression(), !306)
  %111 = getelementptr inbounds i8, ptr %80, i64 %102, !dbg !308
  %112 = load i8, ptr %111, align 1, !dbg !308, !tbaa !234
  %113 = zext i8 %112 to i32, !dbg !308
  %114 = add nuw nsw i32 %110, %113, !dbg !309
    #dbg_value(i32 %114, !281, !DIExpression(), !305)
    #dbg_value(i32 1, !284, !DIExpression(), !303)
    #dbg_value(i32 -1, !286, !DIExpression(), !304)
    #dbg_value(i32 %82, !289, !DIExpression(), !306)
    #dbg_value(i64 %93, !292, !DIExpression(), !306)
  %115 = getelementptr inbounds i8, ptr %85, i64 %93, !dbg !308
  %116 = load i8, ptr %115, align 1, !dbg !308, !tbaa !234
  %117 = zext i8 %116 to i32, !dbg !308
  %118 = add nuw nsw i32 %114, %117, !dbg !309
    #dbg_value(i32 %118, !281, !DIExpression(), !305)
    #dbg_value(i32 0, !286, !DIExpression(), !304)
    #dbg_value(i64 %90, !292, !DIExpression(), !306)
  %119 = getelementptr inbounds i8, ptr %85, i64 %90, !dbg !308
  %120 = load i8, ptr %119, align 1, !dbg !308, !tbaa !234
  %121 = zext i8 %120 to i32, !dbg !308
  %122 = add nuw nsw i32 %118, %121, !dbg !309
    #dbg_value(i32 1, !286, !DIExpression(), !304)
    #dbg_value(!DIArgList(i32 poison, i8 poison), !281, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !305)
    #dbg_value(i64 %102, !292, !DIExpression(), !306)
  %123 = getelementptr inbounds i8, ptr %85, i64 %102, !dbg !308
  %124 = load i8, ptr %123, align 1, !dbg !308, !tbaa !234
    #dbg_value(!DIArgList(i32 %122, i8 %124), !281, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !305)
  %125 = zext i8 %124 to i32, !dbg !308
    #dbg_value(!DIArgList(i32 %122, i32 %125), !281, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !305)
  %126 = add nuw nsw i32 %122, %125, !dbg !309
    #dbg_value(i32 %126, !281, !DIExpression(), !305)
    #dbg_value(i32 2, !286, !DIExpression(), !304)
    #dbg_value(i32 2, !284, !DIExpression(), !303)
  switch i32 %126, label %131 [
    i32 3, label %132
    i32 2, label %127
  ], !dbg !310

127:                                              ; preds = %89
  %128 = getelementptr inbounds i8, ptr %69, i64 %90, !dbg !311
  %129 = load i8, ptr %128, align 1, !dbg !311, !tbaa !234
  %130 = icmp ne i8 %129, 0, !dbg !312
  br label %132

131:                                              ; preds = %89
  br label %132, !dbg !313

132:                                              ; preds = %131, %127, %89
  %133 = phi i1 [ true, %89 ], [ %130, %127 ], [ false, %131 ]
  %134 = zext i1 %133 to i8, !dbg !313
  %135 = getelementptr inbounds i8, ptr %68, i64 %90, !dbg !314
  store i8 %134, ptr %135, align 1, !dbg !315, !tbaa !234
  %136 = zext i1 %133 to i32, !dbg !316
  %137 = add nsw i32 %91, %136, !dbg !317
    #dbg_value(i32 %137, !275, !DIExpression(), !293)
    #dbg_value(i64 %101, !278, !DIExpression(), !297)
  %138 = icmp eq i64 %101, 16, !dbg !318
  br i1 %138, label %86, label %89, !dbg !298, !llvm.loop !319

139:                                              ; preds = %86
    #dbg_value(i32 %137, !95, !DIExpression(), !164)
  %140 = add nuw nsw i32 %59, 1, !dbg !321
    #dbg_value(i32 %140, !96, !DIExpression(), !242)
  %141 = icmp eq i32 %140, 30, !dbg !322
  br i1 %141, label %56, label %58, !dbg !243, !llvm.loop !323

142:                                              ; preds = %56, %142
  %143 = phi i64 [ 0, %56 ], [ %242, %142 ]
    #dbg_value(i64 %143, !98, !DIExpression(), !257)
    #dbg_value(i32 0, !100, !DIExpression(), !325)
    #dbg_value(i64 0, !100, !DIExpression(), !325)
  %144 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 0, !dbg !326
  %145 = load i8, ptr %144, align 1, !dbg !326, !tbaa !234
  %146 = icmp eq i8 %145, 0, !dbg !326
  %147 = select i1 %146, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %147, !328, !DIExpression(), !334)
  %148 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %149 = tail call signext i32 @putc(i32 noundef signext %147, ptr noundef %148), !dbg !339
    #dbg_value(i64 1, !100, !DIExpression(), !325)
  %150 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 1, !dbg !326
  %151 = load i8, ptr %150, align 1, !dbg !326, !tbaa !234
  %152 = icmp eq i8 %151, 0, !dbg !326
  %153 = select i1 %152, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %153, !328, !DIExpression(), !334)
  %154 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %155 = tail call signext i32 @putc(i32 noundef signext %153, ptr noundef %154), !dbg !339
    #dbg_value(i64 2, !100, !DIExpression(), !325)
  %156 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 2, !dbg !326
  %157 = load i8, ptr %156, align 1, !dbg !326, !tbaa !234
  %158 = icmp eq i8 %157, 0, !dbg !326
  %159 = select i1 %158, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %159, !328, !DIExpression(), !334)
  %160 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %161 = tail call signext i32 @putc(i32 noundef signext %159, ptr noundef %160), !dbg !339
    #dbg_value(i64 3, !100, !DIExpression(), !325)
  %162 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 3, !dbg !326
  %163 = load i8, ptr %162, align 1, !dbg !326, !tbaa !234
  %164 = icmp eq i8 %163, 0, !dbg !326
  %165 = select i1 %164, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %165, !328, !DIExpression(), !334)
  %166 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %167 = tail call signext i32 @putc(i32 noundef signext %165, ptr noundef %166), !dbg !339
    #dbg_value(i64 4, !100, !DIExpression(), !325)
  %168 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 4, !dbg !326
  %169 = load i8, ptr %168, align 1, !dbg !326, !tbaa !234
  %170 = icmp eq i8 %169, 0, !dbg !326
  %171 = select i1 %170, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %171, !328, !DIExpression(), !334)
  %172 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %173 = tail call signext i32 @putc(i32 noundef signext %171, ptr noundef %172), !dbg !339
    #dbg_value(i64 5, !100, !DIExpression(), !325)
  %174 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 5, !dbg !326
  %175 = load i8, ptr %174, align 1, !dbg !326, !tbaa !234
  %176 = icmp eq i8 %175, 0, !dbg !326
  %177 = select i1 %176, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %177, !328, !DIExpression(), !334)
  %178 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %179 = tail call signext i32 @putc(i32 noundef signext %177, ptr noundef %178), !dbg !339
    #dbg_value(i64 6, !100, !DIExpression(), !325)
  %180 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 6, !dbg !326
  %181 = load i8, ptr %180, align 1, !dbg !326, !tbaa !234
  %182 = icmp eq i8 %181, 0, !dbg !326
  %183 = select i1 %182, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %183, !328, !DIExpression(), !334)
  %184 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %185 = tail call signext i32 @putc(i32 noundef signext %183, ptr noundef %184), !dbg !339
    #dbg_value(i64 7, !100, !DIExpression(), !325)
  %186 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 7, !dbg !326
  %187 = load i8, ptr %186, align 1, !dbg !326, !tbaa !234
  %188 = icmp eq i8 %187, 0, !dbg !326
  %189 = select i1 %188, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %189, !328, !DIExpression(), !334)
  %190 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %191 = tail call signext i32 @putc(i32 noundef signext %189, ptr noundef %190), !dbg !339
    #dbg_value(i64 8, !100, !DIExpression(), !325)
  %192 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 8, !dbg !326
  %193 = load i8, ptr %192, align 1, !dbg !326, !tbaa !234
  %194 = icmp eq i8 %193, 0, !dbg !326
  %195 = select i1 %194, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %195, !328, !DIExpression(), !334)
  %196 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %197 = tail call signext i32 @putc(i32 noundef signext %195, ptr noundef %196), !dbg !339
    #dbg_value(i64 9, !100, !DIExpression(), !325)
  %198 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 9, !dbg !326
  %199 = load i8, ptr %198, align 1, !dbg !326, !tbaa !234
  %200 = icmp eq i8 %199, 0, !dbg !326
  %201 = select i1 %200, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %201, !328, !DIExpression(), !334)
  %202 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %203 = tail call signext i32 @putc(i32 noundef signext %201, ptr noundef %202), !dbg !339
    #dbg_value(i64 10, !100, !DIExpression(), !325)
  %204 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 10, !dbg !326
  %205 = load i8, ptr %204, align 1, !dbg !326, !tbaa !234
  %206 = icmp eq i8 %205, 0, !dbg !326
  %207 = select i1 %206, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %207, !328, !DIExpression(), !334)
  %208 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %209 = tail call signext i32 @putc(i32 noundef signext %207, ptr noundef %208), !dbg !339
    #dbg_value(i64 11, !100, !DIExpression(), !325)
  %210 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 11, !dbg !326
  %211 = load i8, ptr %210, align 1, !dbg !326, !tbaa !234
  %212 = icmp eq i8 %211, 0, !dbg !326
  %213 = select i1 %212, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %213, !328, !DIExpression(), !334)
  %214 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %215 = tail call signext i32 @putc(i32 noundef signext %213, ptr noundef %214), !dbg !339
    #dbg_value(i64 12, !100, !DIExpression(), !325)
  %216 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 12, !dbg !326
  %217 = load i8, ptr %216, align 1, !dbg !326, !tbaa !234
  %218 = icmp eq i8 %217, 0, !dbg !326
  %219 = select i1 %218, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %219, !328, !DIExpression(), !334)
  %220 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %221 = tail call signext i32 @putc(i32 noundef signext %219, ptr noundef %220), !dbg !339
    #dbg_value(i64 13, !100, !DIExpression(), !325)
  %222 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 13, !dbg !326
  %223 = load i8, ptr %222, align 1, !dbg !326, !tbaa !234
  %224 = icmp eq i8 %223, 0, !dbg !326
  %225 = select i1 %224, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %225, !328, !DIExpression(), !334)
  %226 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %227 = tail call signext i32 @putc(i32 noundef signext %225, ptr noundef %226), !dbg !339
    #dbg_value(i64 14, !100, !DIExpression(), !325)
  %228 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 14, !dbg !326
  %229 = load i8, ptr %228, align 1, !dbg !326, !tbaa !234
  %230 = icmp eq i8 %229, 0, !dbg !326
  %231 = select i1 %230, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %231, !328, !DIExpression(), !334)
  %232 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %233 = tail call signext i32 @putc(i32 noundef signext %231, ptr noundef %232), !dbg !339
    #dbg_value(i64 15, !100, !DIExpression(), !325)
  %234 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 15, !dbg !326
  %235 = load i8, ptr %234, align 1, !dbg !326, !tbaa !234
  %236 = icmp eq i8 %235, 0, !dbg !326
  %237 = select i1 %236, i32 46, i32 35, !dbg !326
    #dbg_value(i32 %237, !328, !DIExpression(), !334)
  %238 = load ptr, ptr @stdout, align 8, !dbg !336, !tbaa !337
  %239 = tail call signext i32 @putc(i32 noundef signext %237, ptr noundef %238), !dbg !339
    #dbg_value(i64 16, !100, !DIExpression(), !325)
    #dbg_value(i32 10, !328, !DIExpression(), !340)
  %240 = load ptr, ptr @stdout, align 8, !dbg !342, !tbaa !337
  %241 = tail call signext i32 @putc(i32 noundef signext 10, ptr noundef %240), !dbg !343
  %242 = add nuw nsw i64 %143, 1, !dbg !344
    #dbg_value(i64 %242, !98, !DIExpression(), !257)
  %243 = icmp eq i64 %242, 12, !dbg !345
  br i1 %243, label %244, label %142, !dbg !258, !llvm.loop !346

244:                                              ; preds = %142
    #dbg_value(i32 78, !108, !DIExpression(), !164)
  %245 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 78), !dbg !348
  ret i32 0, !dbg !349
}

; Function Attrs: nofree nounwind
declare !dbg !350 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

; Function Attrs: nofree nounwind
declare !dbg !357 noundef signext i32 @putc(i32 noundef signext, ptr nocapture noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!152, !153, !154, !155, !156, !158, !159, !160, !161, !162}
!llvm.ident = !{!163}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/arrays2d.c", directory: ".", checksumkind: CSK_MD5, checksum: "e2a50771f944f09eff647507d194a5bb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 27)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "grid3", scope: !19, file: !2, line: 27, type: !150, isLocal: true, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !20, retainedTypes: !118, globals: !130, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !22, file: !2, line: 72, baseType: !114, size: 32, elements: !115)
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 46, type: !23, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !26)
!23 = !DISubroutineType(types: !24)
!24 = !{!25}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !{!27, !32, !35, !37, !40, !46, !50, !53, !55, !58, !60, !63, !65, !67, !71, !72, !77, !79, !82, !84, !87, !90, !92, !93, !95, !96, !98, !100, !104, !108, !109, !111}
!27 = !DILocalVariable(name: "m", scope: !22, file: !2, line: 47, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 960, elements: !29)
!29 = !{!30, !31}
!30 = !DISubrange(count: 6)
!31 = !DISubrange(count: 5)
!32 = !DILocalVariable(name: "t", scope: !22, file: !2, line: 47, type: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 960, elements: !34)
!34 = !{!31, !30}
!35 = !DILocalVariable(name: "i", scope: !36, file: !2, line: 48, type: !25)
!36 = distinct !DILexicalBlock(scope: !22, file: !2, line: 48, column: 5)
!37 = !DILocalVariable(name: "j", scope: !38, file: !2, line: 49, type: !25)
!38 = distinct !DILexicalBlock(scope: !39, file: !2, line: 49, column: 9)
!39 = distinct !DILexicalBlock(scope: !36, file: !2, line: 48, column: 5)
!40 = !DILocalVariable(name: "a", scope: !22, file: !2, line: 52, type: !41)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 768, elements: !43)
!42 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!43 = !{!44, !45}
!44 = !DISubrange(count: 3)
!45 = !DISubrange(count: 4)
!46 = !DILocalVariable(name: "b", scope: !22, file: !2, line: 52, type: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 512, elements: !48)
!48 = !{!45, !49}
!49 = !DISubrange(count: 2)
!50 = !DILocalVariable(name: "out", scope: !22, file: !2, line: 52, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 384, elements: !52)
!52 = !{!44, !49}
!53 = !DILocalVariable(name: "i", scope: !54, file: !2, line: 53, type: !25)
!54 = distinct !DILexicalBlock(scope: !22, file: !2, line: 53, column: 5)
!55 = !DILocalVariable(name: "j", scope: !56, file: !2, line: 54, type: !25)
!56 = distinct !DILexicalBlock(scope: !57, file: !2, line: 54, column: 9)
!57 = distinct !DILexicalBlock(scope: !54, file: !2, line: 53, column: 5)
!58 = !DILocalVariable(name: "i", scope: !59, file: !2, line: 55, type: !25)
!59 = distinct !DILexicalBlock(scope: !22, file: !2, line: 55, column: 5)
!60 = !DILocalVariable(name: "j", scope: !61, file: !2, line: 56, type: !25)
!61 = distinct !DILexicalBlock(scope: !62, file: !2, line: 56, column: 9)
!62 = distinct !DILexicalBlock(scope: !59, file: !2, line: 55, column: 5)
!63 = !DILocalVariable(name: "i", scope: !64, file: !2, line: 58, type: !25)
!64 = distinct !DILexicalBlock(scope: !22, file: !2, line: 58, column: 5)
!65 = !DILocalVariable(name: "n", scope: !66, file: !2, line: 59, type: !25)
!66 = distinct !DILexicalBlock(scope: !22, file: !2, line: 59, column: 5)
!67 = !DILocalVariable(name: "__vla_expr0", scope: !68, type: !70, flags: DIFlagArtificial)
!68 = distinct !DILexicalBlock(scope: !69, file: !2, line: 59, column: 34)
!69 = distinct !DILexicalBlock(scope: !66, file: !2, line: 59, column: 5)
!70 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!71 = !DILocalVariable(name: "__vla_expr1", scope: !68, type: !70, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: "vla", scope: !68, file: !2, line: 60, type: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, elements: !74)
!74 = !{!75, !76}
!75 = !DISubrange(count: !67)
!76 = !DISubrange(count: !71)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 61, type: !25)
!78 = distinct !DILexicalBlock(scope: !68, file: !2, line: 61, column: 9)
!79 = !DILocalVariable(name: "j", scope: !80, file: !2, line: 62, type: !25)
!80 = distinct !DILexicalBlock(scope: !81, file: !2, line: 62, column: 13)
!81 = distinct !DILexicalBlock(scope: !78, file: !2, line: 61, column: 9)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 65, type: !25)
!83 = distinct !DILexicalBlock(scope: !22, file: !2, line: 65, column: 5)
!84 = !DILocalVariable(name: "j", scope: !85, file: !2, line: 66, type: !25)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 66, column: 9)
!86 = distinct !DILexicalBlock(scope: !83, file: !2, line: 65, column: 5)
!87 = !DILocalVariable(name: "k", scope: !88, file: !2, line: 67, type: !25)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 67, column: 13)
!89 = distinct !DILexicalBlock(scope: !85, file: !2, line: 66, column: 9)
!90 = !DILocalVariable(name: "flat", scope: !22, file: !2, line: 68, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!92 = !DILocalVariable(name: "fs", scope: !22, file: !2, line: 69, type: !42)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 70, type: !25)
!94 = distinct !DILexicalBlock(scope: !22, file: !2, line: 70, column: 5)
!95 = !DILocalVariable(name: "alive", scope: !22, file: !2, line: 76, type: !25)
!96 = !DILocalVariable(name: "gen", scope: !97, file: !2, line: 77, type: !25)
!97 = distinct !DILexicalBlock(scope: !22, file: !2, line: 77, column: 5)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 79, type: !25)
!99 = distinct !DILexicalBlock(scope: !22, file: !2, line: 79, column: 5)
!100 = !DILocalVariable(name: "j", scope: !101, file: !2, line: 80, type: !25)
!101 = distinct !DILexicalBlock(scope: !102, file: !2, line: 80, column: 9)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 79, column: 33)
!103 = distinct !DILexicalBlock(scope: !99, file: !2, line: 79, column: 5)
!104 = !DILocalVariable(name: "words", scope: !22, file: !2, line: 83, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !106)
!106 = !{!45, !107}
!107 = !DISubrange(count: 8)
!108 = !DILocalVariable(name: "tl", scope: !22, file: !2, line: 84, type: !25)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 85, type: !25)
!110 = distinct !DILexicalBlock(scope: !22, file: !2, line: 85, column: 5)
!111 = !DILocalVariable(name: "j", scope: !112, file: !2, line: 85, type: !25)
!112 = distinct !DILexicalBlock(scope: !113, file: !2, line: 85, column: 33)
!113 = distinct !DILexicalBlock(scope: !110, file: !2, line: 85, column: 5)
!114 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!115 = !{!116, !117}
!116 = !DIEnumerator(name: "H", value: 12)
!117 = !DIEnumerator(name: "W", value: 16)
!118 = !{!119, !123, !42, !126, !129}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 256, elements: !122)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!122 = !{!45}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 128, elements: !125)
!125 = !{!49}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 128, elements: !15)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !129)
!129 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!130 = !{!0, !7, !12, !131, !136, !141, !143, !148, !17}
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 43)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "g1", scope: !22, file: !2, line: 73, type: !138, isLocal: true, isDefinition: true)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, size: 1536, elements: !139)
!139 = !{!140, !16}
!140 = !DISubrange(count: 12)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "g2", scope: !22, file: !2, line: 73, type: !138, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !145, isLocal: true, isDefinition: true)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 21)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !14, isLocal: true, isDefinition: true)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 1920, elements: !151)
!151 = !{!44, !45, !31}
!152 = !{i32 7, !"Dwarf Version", i32 5}
!153 = !{i32 2, !"Debug Info Version", i32 3}
!154 = !{i32 1, !"wchar_size", i32 4}
!155 = !{i32 1, !"target-abi", !"lp64d"}
!156 = !{i32 6, !"riscv-isa", !157}
!157 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!158 = !{i32 8, !"PIC Level", i32 2}
!159 = !{i32 7, !"PIE Level", i32 2}
!160 = !{i32 7, !"uwtable", i32 2}
!161 = !{i32 8, !"SmallDataLimit", i32 8}
!162 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!163 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!164 = !DILocation(line: 0, scope: !22)
!165 = !DILocation(line: 51, column: 5, scope: !22)
!166 = !DILocation(line: 0, scope: !64)
!167 = !DILocation(line: 58, column: 33, scope: !168)
!168 = distinct !DILexicalBlock(scope: !64, file: !2, line: 58, column: 5)
!169 = !DILocation(line: 59, column: 5, scope: !66)
!170 = !DILocation(line: 0, scope: !66)
!171 = !DILocation(line: 60, column: 9, scope: !68)
!172 = !DILocation(line: 0, scope: !68)
!173 = !DILocation(line: 60, column: 13, scope: !68)
!174 = !DILocation(line: 0, scope: !78)
!175 = !DILocation(line: 61, column: 9, scope: !78)
!176 = !DILocation(line: 61, column: 33, scope: !81)
!177 = !DILocation(line: 0, scope: !80)
!178 = !DILocation(line: 62, column: 13, scope: !80)
!179 = !DILocalVariable(name: "i", scope: !180, file: !2, line: 23, type: !25)
!180 = distinct !DILexicalBlock(scope: !181, file: !2, line: 23, column: 5)
!181 = distinct !DISubprogram(name: "trace_vla", scope: !2, file: !2, line: 21, type: !182, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !188)
!182 = !DISubroutineType(types: !183)
!183 = !{!25, !25, !184}
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, elements: !186)
!186 = !{!187}
!187 = !DISubrange(count: -1)
!188 = !{!189, !190, !191, !179}
!189 = !DILocalVariable(name: "n", arg: 1, scope: !181, file: !2, line: 21, type: !25)
!190 = !DILocalVariable(name: "m", arg: 2, scope: !181, file: !2, line: 21, type: !184)
!191 = !DILocalVariable(name: "t", scope: !181, file: !2, line: 22, type: !25)
!192 = !DILocation(line: 0, scope: !180, inlinedAt: !193)
!193 = distinct !DILocation(line: 63, column: 39, scope: !68)
!194 = !DILocation(line: 0, scope: !181, inlinedAt: !193)
!195 = !DILocation(line: 23, column: 38, scope: !196, inlinedAt: !193)
!196 = distinct !DILexicalBlock(scope: !180, file: !2, line: 23, column: 5)
!197 = !{!198, !198, i64 0}
!198 = !{!"int", !199, i64 0}
!199 = !{!"omnipotent char", !200, i64 0}
!200 = !{!"Simple C/C++ TBAA"}
!201 = !DILocation(line: 23, column: 35, scope: !196, inlinedAt: !193)
!202 = !DILocation(line: 23, column: 29, scope: !196, inlinedAt: !193)
!203 = !DILocation(line: 23, column: 23, scope: !196, inlinedAt: !193)
!204 = !DILocation(line: 23, column: 5, scope: !180, inlinedAt: !193)
!205 = distinct !{!205, !204, !206, !207}
!206 = !DILocation(line: 23, column: 44, scope: !180, inlinedAt: !193)
!207 = !{!"llvm.loop.mustprogress"}
!208 = !DILocation(line: 63, column: 9, scope: !68)
!209 = !DILocation(line: 64, column: 5, scope: !69)
!210 = !DILocation(line: 59, column: 30, scope: !69)
!211 = !DILocation(line: 59, column: 23, scope: !69)
!212 = distinct !{!212, !169, !213, !207}
!213 = !DILocation(line: 64, column: 5, scope: !66)
!214 = !DILocation(line: 0, scope: !83)
!215 = !DILocation(line: 0, scope: !85)
!216 = !DILocation(line: 0, scope: !88)
!217 = !DILocation(line: 67, column: 56, scope: !218)
!218 = distinct !DILexicalBlock(scope: !88, file: !2, line: 67, column: 13)
!219 = !DILocation(line: 70, column: 5, scope: !94)
!220 = !DILocation(line: 61, column: 27, scope: !81)
!221 = distinct !{!221, !175, !222, !207}
!222 = !DILocation(line: 62, column: 69, scope: !78)
!223 = !DILocation(line: 62, column: 66, scope: !224)
!224 = distinct !DILexicalBlock(scope: !80, file: !2, line: 62, column: 13)
!225 = !DILocation(line: 62, column: 61, scope: !224)
!226 = !DILocation(line: 62, column: 41, scope: !224)
!227 = !DILocation(line: 62, column: 51, scope: !224)
!228 = !DILocation(line: 62, column: 37, scope: !224)
!229 = !DILocation(line: 62, column: 31, scope: !224)
!230 = distinct !{!230, !178, !231, !207}
!231 = !DILocation(line: 62, column: 69, scope: !80)
!232 = !DILocation(line: 71, column: 5, scope: !22)
!233 = !DILocation(line: 74, column: 58, scope: !22)
!234 = !{!199, !199, i64 0}
!235 = !DILocation(line: 74, column: 47, scope: !22)
!236 = !DILocation(line: 74, column: 36, scope: !22)
!237 = !DILocation(line: 74, column: 25, scope: !22)
!238 = !DILocation(line: 74, column: 14, scope: !22)
!239 = !DILocation(line: 75, column: 37, scope: !22)
!240 = !DILocation(line: 75, column: 25, scope: !22)
!241 = !DILocation(line: 75, column: 14, scope: !22)
!242 = !DILocation(line: 0, scope: !97)
!243 = !DILocation(line: 77, column: 5, scope: !97)
!244 = !DILocation(line: 0, scope: !94)
!245 = !DILocation(line: 70, column: 46, scope: !246)
!246 = distinct !DILexicalBlock(scope: !94, file: !2, line: 70, column: 5)
!247 = !DILocation(line: 70, column: 40, scope: !246)
!248 = !DILocation(line: 70, column: 59, scope: !246)
!249 = !DILocation(line: 70, column: 56, scope: !246)
!250 = !DILocation(line: 70, column: 54, scope: !246)
!251 = !DILocation(line: 70, column: 37, scope: !246)
!252 = !DILocation(line: 70, column: 30, scope: !246)
!253 = !DILocation(line: 70, column: 23, scope: !246)
!254 = distinct !{!254, !219, !255, !207}
!255 = !DILocation(line: 70, column: 62, scope: !94)
!256 = !DILocation(line: 78, column: 5, scope: !22)
!257 = !DILocation(line: 0, scope: !99)
!258 = !DILocation(line: 79, column: 5, scope: !99)
!259 = !DILocation(line: 77, column: 97, scope: !260)
!260 = distinct !DILexicalBlock(scope: !97, file: !2, line: 77, column: 5)
!261 = !DILocation(line: 77, column: 93, scope: !260)
!262 = !DILocation(line: 77, column: 113, scope: !260)
!263 = !DILocalVariable(name: "h", arg: 1, scope: !264, file: !2, line: 29, type: !25)
!264 = distinct !DISubprogram(name: "life_step", scope: !2, file: !2, line: 29, type: !265, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !271)
!265 = !DISubroutineType(types: !266)
!266 = !{!25, !25, !25, !267, !269}
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!268 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, elements: !186)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!270 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, elements: !186)
!271 = !{!263, !272, !273, !274, !275, !276, !278, !281, !284, !286, !289, !292}
!272 = !DILocalVariable(name: "w", arg: 2, scope: !264, file: !2, line: 29, type: !25)
!273 = !DILocalVariable(name: "cur", arg: 3, scope: !264, file: !2, line: 29, type: !267)
!274 = !DILocalVariable(name: "next", arg: 4, scope: !264, file: !2, line: 29, type: !269)
!275 = !DILocalVariable(name: "alive", scope: !264, file: !2, line: 30, type: !25)
!276 = !DILocalVariable(name: "i", scope: !277, file: !2, line: 31, type: !25)
!277 = distinct !DILexicalBlock(scope: !264, file: !2, line: 31, column: 5)
!278 = !DILocalVariable(name: "j", scope: !279, file: !2, line: 32, type: !25)
!279 = distinct !DILexicalBlock(scope: !280, file: !2, line: 32, column: 9)
!280 = distinct !DILexicalBlock(scope: !277, file: !2, line: 31, column: 5)
!281 = !DILocalVariable(name: "n", scope: !282, file: !2, line: 33, type: !25)
!282 = distinct !DILexicalBlock(scope: !283, file: !2, line: 32, column: 37)
!283 = distinct !DILexicalBlock(scope: !279, file: !2, line: 32, column: 9)
!284 = !DILocalVariable(name: "di", scope: !285, file: !2, line: 34, type: !25)
!285 = distinct !DILexicalBlock(scope: !282, file: !2, line: 34, column: 13)
!286 = !DILocalVariable(name: "dj", scope: !287, file: !2, line: 35, type: !25)
!287 = distinct !DILexicalBlock(scope: !288, file: !2, line: 35, column: 17)
!288 = distinct !DILexicalBlock(scope: !285, file: !2, line: 34, column: 13)
!289 = !DILocalVariable(name: "y", scope: !290, file: !2, line: 37, type: !25)
!290 = distinct !DILexicalBlock(scope: !291, file: !2, line: 35, column: 50)
!291 = distinct !DILexicalBlock(scope: !287, file: !2, line: 35, column: 17)
!292 = !DILocalVariable(name: "x", scope: !290, file: !2, line: 37, type: !25)
!293 = !DILocation(line: 0, scope: !264, inlinedAt: !294)
!294 = distinct !DILocation(line: 77, column: 48, scope: !260)
!295 = !DILocation(line: 0, scope: !277, inlinedAt: !294)
!296 = !DILocation(line: 31, column: 5, scope: !277, inlinedAt: !294)
!297 = !DILocation(line: 0, scope: !279, inlinedAt: !294)
!298 = !DILocation(line: 32, column: 9, scope: !279, inlinedAt: !294)
!299 = !DILocation(line: 31, column: 29, scope: !280, inlinedAt: !294)
!300 = !DILocation(line: 31, column: 23, scope: !280, inlinedAt: !294)
!301 = distinct !{!301, !296, !302, !207}
!302 = !DILocation(line: 42, column: 9, scope: !277, inlinedAt: !294)
!303 = !DILocation(line: 0, scope: !285, inlinedAt: !294)
!304 = !DILocation(line: 0, scope: !287, inlinedAt: !294)
!305 = !DILocation(line: 0, scope: !282, inlinedAt: !294)
!306 = !DILocation(line: 0, scope: !290, inlinedAt: !294)
!307 = !DILocation(line: 37, column: 64, scope: !290, inlinedAt: !294)
!308 = !DILocation(line: 38, column: 26, scope: !290, inlinedAt: !294)
!309 = !DILocation(line: 38, column: 23, scope: !290, inlinedAt: !294)
!310 = !DILocation(line: 40, column: 49, scope: !282, inlinedAt: !294)
!311 = !DILocation(line: 40, column: 63, scope: !282, inlinedAt: !294)
!312 = !DILocation(line: 40, column: 60, scope: !282, inlinedAt: !294)
!313 = !DILocation(line: 40, column: 26, scope: !282, inlinedAt: !294)
!314 = !DILocation(line: 40, column: 13, scope: !282, inlinedAt: !294)
!315 = !DILocation(line: 40, column: 24, scope: !282, inlinedAt: !294)
!316 = !DILocation(line: 41, column: 22, scope: !282, inlinedAt: !294)
!317 = !DILocation(line: 41, column: 19, scope: !282, inlinedAt: !294)
!318 = !DILocation(line: 32, column: 27, scope: !283, inlinedAt: !294)
!319 = distinct !{!319, !298, !320, !207}
!320 = !DILocation(line: 42, column: 9, scope: !279, inlinedAt: !294)
!321 = !DILocation(line: 77, column: 36, scope: !260)
!322 = !DILocation(line: 77, column: 27, scope: !260)
!323 = distinct !{!323, !243, !324, !207}
!324 = !DILocation(line: 77, column: 130, scope: !97)
!325 = !DILocation(line: 0, scope: !101)
!326 = !DILocation(line: 80, column: 45, scope: !327)
!327 = distinct !DILexicalBlock(scope: !101, file: !2, line: 80, column: 9)
!328 = !DILocalVariable(name: "__c", arg: 1, scope: !329, file: !330, line: 82, type: !25)
!329 = distinct !DISubprogram(name: "putchar", scope: !330, file: !330, line: 82, type: !331, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !333)
!330 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!331 = !DISubroutineType(types: !332)
!332 = !{!25, !25}
!333 = !{!328}
!334 = !DILocation(line: 0, scope: !329, inlinedAt: !335)
!335 = distinct !DILocation(line: 80, column: 37, scope: !327)
!336 = !DILocation(line: 84, column: 21, scope: !329, inlinedAt: !335)
!337 = !{!338, !338, i64 0}
!338 = !{!"any pointer", !199, i64 0}
!339 = !DILocation(line: 84, column: 10, scope: !329, inlinedAt: !335)
!340 = !DILocation(line: 0, scope: !329, inlinedAt: !341)
!341 = distinct !DILocation(line: 81, column: 9, scope: !102)
!342 = !DILocation(line: 84, column: 21, scope: !329, inlinedAt: !341)
!343 = !DILocation(line: 84, column: 10, scope: !329, inlinedAt: !341)
!344 = !DILocation(line: 79, column: 29, scope: !103)
!345 = !DILocation(line: 79, column: 23, scope: !103)
!346 = distinct !{!346, !258, !347, !207}
!347 = !DILocation(line: 82, column: 5, scope: !99)
!348 = !DILocation(line: 86, column: 5, scope: !22)
!349 = !DILocation(line: 88, column: 1, scope: !22)
!350 = !DISubprogram(name: "printf", scope: !351, file: !351, line: 356, type: !352, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!352 = !DISubroutineType(types: !353)
!353 = !{!25, !354, null}
!354 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !355)
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64)
!356 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!357 = !DISubprogram(name: "putc", scope: !351, file: !351, line: 550, type: !358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!358 = !DISubroutineType(types: !359)
!359 = !{!25, !25, !360}
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64)
!361 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !362, line: 7, baseType: !363)
!362 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!363 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !364, line: 49, size: 1728, elements: !365)
!364 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!365 = !{!366, !367, !369, !370, !371, !372, !373, !374, !375, !376, !377, !378, !379, !382, !384, !385, !386, !389, !391, !393, !397, !400, !402, !405, !408, !409, !411, !414, !415}
!366 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !363, file: !364, line: 51, baseType: !25, size: 32)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !363, file: !364, line: 54, baseType: !368, size: 64, offset: 64)
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !363, file: !364, line: 55, baseType: !368, size: 64, offset: 128)
!370 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !363, file: !364, line: 56, baseType: !368, size: 64, offset: 192)
!371 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !363, file: !364, line: 57, baseType: !368, size: 64, offset: 256)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !363, file: !364, line: 58, baseType: !368, size: 64, offset: 320)
!373 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !363, file: !364, line: 59, baseType: !368, size: 64, offset: 384)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !363, file: !364, line: 60, baseType: !368, size: 64, offset: 448)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !363, file: !364, line: 61, baseType: !368, size: 64, offset: 512)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !363, file: !364, line: 64, baseType: !368, size: 64, offset: 576)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !363, file: !364, line: 65, baseType: !368, size: 64, offset: 640)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !363, file: !364, line: 66, baseType: !368, size: 64, offset: 704)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !363, file: !364, line: 68, baseType: !380, size: 64, offset: 768)
!380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !381, size: 64)
!381 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !364, line: 36, flags: DIFlagFwdDecl)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !363, file: !364, line: 70, baseType: !383, size: 64, offset: 832)
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !363, size: 64)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !363, file: !364, line: 72, baseType: !25, size: 32, offset: 896)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !363, file: !364, line: 73, baseType: !25, size: 32, offset: 928)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !363, file: !364, line: 74, baseType: !387, size: 64, offset: 960)
!387 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !388, line: 152, baseType: !42)
!388 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!389 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !363, file: !364, line: 77, baseType: !390, size: 16, offset: 1024)
!390 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !363, file: !364, line: 78, baseType: !392, size: 8, offset: 1040)
!392 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !363, file: !364, line: 79, baseType: !394, size: 8, offset: 1048)
!394 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !395)
!395 = !{!396}
!396 = !DISubrange(count: 1)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !363, file: !364, line: 81, baseType: !398, size: 64, offset: 1088)
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !399, size: 64)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !364, line: 43, baseType: null)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !363, file: !364, line: 89, baseType: !401, size: 64, offset: 1152)
!401 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !388, line: 153, baseType: !42)
!402 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !363, file: !364, line: 91, baseType: !403, size: 64, offset: 1216)
!403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !404, size: 64)
!404 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !364, line: 37, flags: DIFlagFwdDecl)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !363, file: !364, line: 92, baseType: !406, size: 64, offset: 1280)
!406 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !407, size: 64)
!407 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !364, line: 38, flags: DIFlagFwdDecl)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !363, file: !364, line: 93, baseType: !383, size: 64, offset: 1344)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !363, file: !364, line: 94, baseType: !410, size: 64, offset: 1408)
!410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!411 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !363, file: !364, line: 95, baseType: !412, size: 64, offset: 1472)
!412 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !413, line: 18, baseType: !70)
!413 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!414 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !363, file: !364, line: 96, baseType: !25, size: 32, offset: 1536)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !363, file: !364, line: 98, baseType: !416, size: 160, offset: 1568)
!416 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !417)
!417 = !{!418}
!418 = !DISubrange(count: 20)
