; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [27 x i8] c"t[4][5] = %d t[0][3] = %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"row %d: %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"trace(%d) = %d\0A\00", align 1, !dbg !12
@grid3 = internal unnamed_addr global [3 x [4 x [5 x i32]]] zeroinitializer, align 16, !dbg !17
@.str.3 = private unnamed_addr constant [43 x i8] c"grid3 flat sum = %ld, grid3[2][3][4] = %d\0A\00", align 1, !dbg !131
@main.g1 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 16, !dbg !136
@main.g2 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 16, !dbg !141
@.str.4 = private unnamed_addr constant [21 x i8] c"alive after 30 = %d\0A\00", align 1, !dbg !143
@.str.5 = private unnamed_addr constant [16 x i8] c"words total %d\0A\00", align 1, !dbg !148
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !22 {
    #dbg_value(i32 0, !27, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !160)
    #dbg_value(i32 1, !27, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !160)
    #dbg_value(i32 2, !27, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !160)
    #dbg_value(i32 3, !27, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !160)
    #dbg_value(i32 4, !27, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !160)
    #dbg_value(i32 10, !27, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !160)
    #dbg_value(i32 11, !27, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !160)
    #dbg_value(i32 12, !27, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !160)
    #dbg_value(i32 13, !27, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !160)
    #dbg_value(i32 14, !27, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !160)
    #dbg_value(i32 20, !27, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !160)
    #dbg_value(i32 21, !27, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !160)
    #dbg_value(i32 22, !27, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !160)
    #dbg_value(i32 23, !27, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !160)
    #dbg_value(i32 24, !27, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !160)
    #dbg_value(i32 30, !27, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !160)
    #dbg_value(i32 31, !27, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !160)
    #dbg_value(i32 32, !27, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !160)
    #dbg_value(i32 33, !27, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !160)
    #dbg_value(i32 34, !27, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !160)
    #dbg_value(i32 40, !27, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !160)
    #dbg_value(i32 41, !27, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !160)
    #dbg_value(i32 42, !27, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !160)
    #dbg_value(i32 43, !27, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !160)
    #dbg_value(i32 44, !27, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !160)
    #dbg_value(i32 50, !27, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !160)
    #dbg_value(i32 51, !27, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !160)
    #dbg_value(i32 52, !27, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !160)
    #dbg_value(i32 53, !27, !DIExpression(DW_OP_LLVM_fragment, 896, 32), !160)
    #dbg_value(i32 54, !27, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !160)
    #dbg_value(i32 30, !32, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 896, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !160)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !160)
    #dbg_value(i32 54, !32, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !160)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 54, i32 noundef 30), !dbg !161
    #dbg_value(i64 0, !40, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !160)
    #dbg_value(i64 -2, !40, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !160)
    #dbg_value(i64 -4, !40, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !160)
    #dbg_value(i64 -6, !40, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !160)
    #dbg_value(i64 1, !40, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !160)
    #dbg_value(i64 -1, !40, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !160)
    #dbg_value(i64 -3, !40, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !160)
    #dbg_value(i64 -5, !40, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !160)
    #dbg_value(i64 2, !40, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !160)
    #dbg_value(i64 0, !40, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !160)
    #dbg_value(i64 -2, !40, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !160)
    #dbg_value(i64 -4, !40, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !160)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !160)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !160)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !160)
    #dbg_value(i64 2, !46, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !160)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !160)
    #dbg_value(i64 3, !46, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !160)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !160)
    #dbg_value(i64 4, !46, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !160)
    #dbg_value(i64 -12, !50, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !160)
    #dbg_value(i64 -40, !50, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !160)
    #dbg_value(i64 -8, !50, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !160)
    #dbg_value(i64 -30, !50, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !160)
    #dbg_value(i64 -4, !50, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !160)
    #dbg_value(i64 -20, !50, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !160)
    #dbg_value(i64 0, !63, !DIExpression(), !162)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i64 noundef -12, i64 noundef -40), !dbg !163
    #dbg_value(i64 1, !63, !DIExpression(), !162)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i64 noundef -8, i64 noundef -30), !dbg !163
    #dbg_value(i64 2, !63, !DIExpression(), !162)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i64 noundef -4, i64 noundef -20), !dbg !163
    #dbg_value(i64 3, !63, !DIExpression(), !162)
    #dbg_value(i64 1, !65, !DIExpression(), !165)
  %5 = tail call ptr @llvm.stacksave.p0(), !dbg !166
    #dbg_value(i64 1, !67, !DIExpression(), !167)
    #dbg_value(i64 1, !71, !DIExpression(), !167)
    #dbg_value(i32 2, !72, !DIExpression(), !167)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 2), !dbg !168
  tail call void @llvm.stackrestore.p0(ptr %5), !dbg !169
    #dbg_value(i64 2, !65, !DIExpression(), !165)
  %7 = tail call ptr @llvm.stacksave.p0(), !dbg !166
    #dbg_value(i64 2, !67, !DIExpression(), !167)
    #dbg_value(i64 2, !71, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 8), !dbg !168
  tail call void @llvm.stackrestore.p0(ptr %7), !dbg !169
    #dbg_value(i64 3, !65, !DIExpression(), !165)
  %9 = tail call ptr @llvm.stacksave.p0(), !dbg !166
    #dbg_value(i64 3, !67, !DIExpression(), !167)
    #dbg_value(i64 3, !71, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef 20), !dbg !168
  tail call void @llvm.stackrestore.p0(ptr %9), !dbg !169
    #dbg_value(i64 4, !65, !DIExpression(), !165)
  %11 = tail call ptr @llvm.stacksave.p0(), !dbg !166
    #dbg_value(i64 4, !67, !DIExpression(), !167)
    #dbg_value(i64 4, !71, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef 40), !dbg !168
  tail call void @llvm.stackrestore.p0(ptr %11), !dbg !169
    #dbg_value(i64 5, !65, !DIExpression(), !165)
  %13 = tail call ptr @llvm.stacksave.p0(), !dbg !166
    #dbg_value(i64 5, !67, !DIExpression(), !167)
    #dbg_value(i64 5, !71, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef 70), !dbg !168
  tail call void @llvm.stackrestore.p0(ptr %13), !dbg !169
    #dbg_value(i64 6, !65, !DIExpression(), !165)
    #dbg_value(i64 0, !82, !DIExpression(), !170)
    #dbg_value(i64 0, !84, !DIExpression(), !171)
    #dbg_value(i64 0, !87, !DIExpression(), !172)
    #dbg_value(i64 1, !87, !DIExpression(), !172)
    #dbg_value(i64 2, !87, !DIExpression(), !172)
    #dbg_value(i64 3, !87, !DIExpression(), !172)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr @grid3, align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 4, !87, !DIExpression(), !172)
    #dbg_value(i64 1, !84, !DIExpression(), !171)
    #dbg_value(i64 0, !87, !DIExpression(), !172)
    #dbg_value(i64 1, !87, !DIExpression(), !172)
    #dbg_value(i64 2, !87, !DIExpression(), !172)
  store <4 x i32> <i32 4, i32 10, i32 11, i32 12>, ptr getelementptr inbounds (i8, ptr @grid3, i64 16), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 3, !87, !DIExpression(), !172)
    #dbg_value(i64 4, !87, !DIExpression(), !172)
    #dbg_value(i64 2, !84, !DIExpression(), !171)
    #dbg_value(i64 0, !87, !DIExpression(), !172)
    #dbg_value(i64 1, !87, !DIExpression(), !172)
  store <4 x i32> <i32 13, i32 14, i32 20, i32 21>, ptr getelementptr inbounds (i8, ptr @grid3, i64 32), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 2, !87, !DIExpression(), !172)
    #dbg_value(i64 3, !87, !DIExpression(), !172)
    #dbg_value(i64 4, !87, !DIExpression(), !172)
    #dbg_value(i64 3, !84, !DIExpression(), !171)
    #dbg_value(i64 0, !87, !DIExpression(), !172)
  store <4 x i32> <i32 22, i32 23, i32 24, i32 30>, ptr getelementptr inbounds (i8, ptr @grid3, i64 48), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 1, !87, !DIExpression(), !172)
    #dbg_value(i64 2, !87, !DIExpression(), !172)
    #dbg_value(i64 3, !87, !DIExpression(), !172)
    #dbg_value(i64 4, !87, !DIExpression(), !172)
  store <4 x i32> <i32 31, i32 32, i32 33, i32 34>, ptr getelementptr inbounds (i8, ptr @grid3, i64 64), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 1, !82, !DIExpression(), !170)
    #dbg_value(i64 0, !84, !DIExpression(), !171)
    #dbg_value(i64 0, !87, !DIExpression(), !172)
    #dbg_value(i64 1, !87, !DIExpression(), !172)
    #dbg_value(i64 2, !87, !DIExpression(), !172)
    #dbg_value(i64 3, !87, !DIExpression(), !172)
  store <4 x i32> <i32 100, i32 101, i32 102, i32 103>, ptr getelementptr inbounds (i8, ptr @grid3, i64 80), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 4, !87, !DIExpression(), !172)
    #dbg_value(i64 1, !84, !DIExpression(), !171)
    #dbg_value(i64 0, !87, !DIExpression(), !172)
    #dbg_value(i64 1, !87, !DIExpression(), !172)
    #dbg_value(i64 2, !87, !DIExpression(), !172)
  store <4 x i32> <i32 104, i32 110, i32 111, i32 112>, ptr getelementptr inbounds (i8, ptr @grid3, i64 96), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 3, !87, !DIExpression(), !172)
    #dbg_value(i64 4, !87, !DIExpression(), !172)
    #dbg_value(i64 2, !84, !DIExpression(), !171)
    #dbg_value(i64 0, !87, !DIExpression(), !172)
    #dbg_value(i64 1, !87, !DIExpression(), !172)
  store <4 x i32> <i32 113, i32 114, i32 120, i32 121>, ptr getelementptr inbounds (i8, ptr @grid3, i64 112), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 2, !87, !DIExpression(), !172)
    #dbg_value(i64 3, !87, !DIExpression(), !172)
    #dbg_value(i64 4, !87, !DIExpression(), !172)
    #dbg_value(i64 3, !84, !DIExpression(), !171)
    #dbg_value(i64 0, !87, !DIExpression(), !172)
  store <4 x i32> <i32 122, i32 123, i32 124, i32 130>, ptr getelementptr inbounds (i8, ptr @grid3, i64 128), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 1, !87, !DIExpression(), !172)
    #dbg_value(i64 2, !87, !DIExpression(), !172)
    #dbg_value(i64 3, !87, !DIExpression(), !172)
    #dbg_value(i64 4, !87, !DIExpression(), !172)
  store <4 x i32> <i32 131, i32 132, i32 133, i32 134>, ptr getelementptr inbounds (i8, ptr @grid3, i64 144), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 2, !82, !DIExpression(), !170)
    #dbg_value(i64 0, !84, !DIExpression(), !171)
    #dbg_value(i64 0, !87, !DIExpression(), !172)
    #dbg_value(i64 1, !87, !DIExpression(), !172)
    #dbg_value(i64 2, !87, !DIExpression(), !172)
    #dbg_value(i64 3, !87, !DIExpression(), !172)
  store <4 x i32> <i32 200, i32 201, i32 202, i32 203>, ptr getelementptr inbounds (i8, ptr @grid3, i64 160), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 4, !87, !DIExpression(), !172)
    #dbg_value(i64 1, !84, !DIExpression(), !171)
    #dbg_value(i64 0, !87, !DIExpression(), !172)
    #dbg_value(i64 1, !87, !DIExpression(), !172)
    #dbg_value(i64 2, !87, !DIExpression(), !172)
  store <4 x i32> <i32 204, i32 210, i32 211, i32 212>, ptr getelementptr inbounds (i8, ptr @grid3, i64 176), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 3, !87, !DIExpression(), !172)
    #dbg_value(i64 4, !87, !DIExpression(), !172)
    #dbg_value(i64 2, !84, !DIExpression(), !171)
    #dbg_value(i64 0, !87, !DIExpression(), !172)
    #dbg_value(i64 1, !87, !DIExpression(), !172)
  store <4 x i32> <i32 213, i32 214, i32 220, i32 221>, ptr getelementptr inbounds (i8, ptr @grid3, i64 192), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 2, !87, !DIExpression(), !172)
    #dbg_value(i64 3, !87, !DIExpression(), !172)
    #dbg_value(i64 4, !87, !DIExpression(), !172)
    #dbg_value(i64 3, !84, !DIExpression(), !171)
    #dbg_value(i64 0, !87, !DIExpression(), !172)
  store <4 x i32> <i32 222, i32 223, i32 224, i32 230>, ptr getelementptr inbounds (i8, ptr @grid3, i64 208), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 1, !87, !DIExpression(), !172)
    #dbg_value(i64 2, !87, !DIExpression(), !172)
    #dbg_value(i64 3, !87, !DIExpression(), !172)
    #dbg_value(i64 4, !87, !DIExpression(), !172)
  store <4 x i32> <i32 231, i32 232, i32 233, i32 234>, ptr getelementptr inbounds (i8, ptr @grid3, i64 224), align 16, !dbg !173, !tbaa !175
    #dbg_value(i64 5, !87, !DIExpression(), !172)
    #dbg_value(i64 4, !84, !DIExpression(), !171)
    #dbg_value(i64 3, !82, !DIExpression(), !170)
  br label %17, !dbg !179

15:                                               ; preds = %17
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %36, i32 noundef 234), !dbg !180
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 51), align 1, !dbg !181, !tbaa !182
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 50), align 2, !dbg !183, !tbaa !182
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 49), align 1, !dbg !184, !tbaa !182
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 35), align 1, !dbg !185, !tbaa !182
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 18), align 2, !dbg !186, !tbaa !182
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 122), align 2, !dbg !187, !tbaa !182
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 121), align 1, !dbg !188, !tbaa !182
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 120), align 8, !dbg !189, !tbaa !182
    #dbg_value(i32 0, !95, !DIExpression(), !160)
    #dbg_value(i32 0, !96, !DIExpression(), !190)
  br label %41, !dbg !191

17:                                               ; preds = %17, %0
  %18 = phi i64 [ 0, %0 ], [ %37, %17 ]
  %19 = phi i64 [ 0, %0 ], [ %36, %17 ]
    #dbg_value(i64 %18, !93, !DIExpression(), !192)
    #dbg_value(i64 %19, !92, !DIExpression(), !160)
  %20 = getelementptr inbounds i32, ptr @grid3, i64 %18, !dbg !193
  %21 = load i32, ptr %20, align 8, !dbg !193, !tbaa !175
  %22 = sext i32 %21 to i64, !dbg !195
  %23 = trunc i64 %18 to i8, !dbg !196
  %24 = urem i8 %23, 7, !dbg !196
  %25 = zext nneg i8 %24 to i64, !dbg !197
  %26 = mul nsw i64 %22, %25, !dbg !198
  %27 = add nsw i64 %26, %19, !dbg !199
    #dbg_value(i64 %27, !92, !DIExpression(), !160)
  %28 = or disjoint i64 %18, 1, !dbg !200
    #dbg_value(i64 %28, !93, !DIExpression(), !192)
  %29 = getelementptr inbounds i32, ptr @grid3, i64 %28, !dbg !193
  %30 = load i32, ptr %29, align 4, !dbg !193, !tbaa !175
  %31 = sext i32 %30 to i64, !dbg !195
  %32 = trunc i64 %28 to i8, !dbg !196
  %33 = urem i8 %32, 7, !dbg !196
  %34 = zext nneg i8 %33 to i64, !dbg !197
  %35 = mul nsw i64 %31, %34, !dbg !198
  %36 = add nsw i64 %35, %27, !dbg !199
    #dbg_value(i64 %36, !92, !DIExpression(), !160)
  %37 = add nuw nsw i64 %18, 2, !dbg !200
    #dbg_value(i64 %37, !93, !DIExpression(), !192)
  %38 = icmp eq i64 %37, 60, !dbg !201
  br i1 %38, label %15, label %17, !dbg !179, !llvm.loop !202

39:                                               ; preds = %122
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %120), !dbg !205
    #dbg_value(i32 0, !98, !DIExpression(), !206)
  br label %125, !dbg !207

41:                                               ; preds = %15, %122
  %42 = phi i32 [ 0, %15 ], [ %123, %122 ]
    #dbg_value(i32 %42, !96, !DIExpression(), !190)
  %43 = and i32 %42, 1, !dbg !208
  %44 = icmp eq i32 %43, 0, !dbg !210
  %45 = select i1 %44, ptr @main.g1, ptr @main.g2, !dbg !210
  %46 = select i1 %44, ptr @main.g2, ptr @main.g1, !dbg !211
    #dbg_value(i32 12, !212, !DIExpression(), !244)
    #dbg_value(i32 16, !223, !DIExpression(), !244)
    #dbg_value(ptr %45, !224, !DIExpression(), !244)
    #dbg_value(ptr %46, !225, !DIExpression(), !244)
    #dbg_value(i32 0, !226, !DIExpression(), !244)
    #dbg_value(i32 0, !227, !DIExpression(), !246)
  br label %47, !dbg !247

47:                                               ; preds = %69, %41
  %48 = phi i64 [ 0, %41 ], [ %70, %69 ]
  %49 = phi i32 [ 0, %41 ], [ %120, %69 ]
    #dbg_value(i32 %49, !226, !DIExpression(), !244)
    #dbg_value(i64 %48, !227, !DIExpression(), !246)
  %50 = shl nuw nsw i64 %48, 4
  %51 = getelementptr inbounds i8, ptr %46, i64 %50
    #dbg_value(i32 0, !229, !DIExpression(), !248)
  %52 = getelementptr inbounds i8, ptr %45, i64 %50
  %53 = trunc i64 %48 to i32
  %54 = add i32 %53, 11
  %55 = urem i32 %54, 12
  %56 = shl nuw nsw i32 %55, 4
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds i8, ptr %45, i64 %57
  %59 = add i32 %53, 12
  %60 = urem i32 %59, 12
  %61 = shl nuw nsw i32 %60, 4
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds i8, ptr %45, i64 %62
  %64 = add i32 %53, 13
  %65 = urem i32 %64, 12
  %66 = shl nuw nsw i32 %65, 4
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds i8, ptr %45, i64 %67
  br label %72, !dbg !249

69:                                               ; preds = %115
  %70 = add nuw nsw i64 %48, 1, !dbg !250
    #dbg_value(i32 %120, !226, !DIExpression(), !244)
    #dbg_value(i64 %70, !227, !DIExpression(), !246)
  %71 = icmp eq i64 %70, 12, !dbg !251
  br i1 %71, label %122, label %47, !dbg !247, !llvm.loop !252

72:                                               ; preds = %115, %47
  %73 = phi i64 [ 0, %47 ], [ %84, %115 ]
  %74 = phi i32 [ %49, %47 ], [ %120, %115 ]
    #dbg_value(i32 %74, !226, !DIExpression(), !244)
    #dbg_value(i64 %73, !229, !DIExpression(), !248)
    #dbg_value(i32 -1, !235, !DIExpression(), !254)
    #dbg_value(i32 -1, !237, !DIExpression(), !255)
    #dbg_value(i32 0, !232, !DIExpression(), !256)
    #dbg_value(i32 %55, !240, !DIExpression(), !257)
  %75 = add nuw nsw i64 %73, 15, !dbg !258
  %76 = and i64 %75, 15, !dbg !258
    #dbg_value(i64 %76, !243, !DIExpression(), !257)
  %77 = getelementptr inbounds i8, ptr %58, i64 %76, !dbg !259
  %78 = load i8, ptr %77, align 1, !dbg !259, !tbaa !182
  %79 = zext i8 %78 to i32, !dbg !259
    #dbg_value(i32 %79, !232, !DIExpression(), !256)
    #dbg_value(i32 0, !237, !DIExpression(), !255)
    #dbg_value(i64 %73, !243, !DIExpression(), !257)
  %80 = getelementptr inbounds i8, ptr %58, i64 %73, !dbg !259
  %81 = load i8, ptr %80, align 1, !dbg !259, !tbaa !182
  %82 = zext i8 %81 to i32, !dbg !259
  %83 = add nuw nsw i32 %82, %79, !dbg !260
    #dbg_value(i32 %83, !232, !DIExpression(), !256)
    #dbg_value(i32 1, !237, !DIExpression(), !255)
  %84 = add nuw nsw i64 %73, 1, !dbg !258
  %85 = and i64 %84, 15, !dbg !258
    #dbg_value(i64 %85, !243, !DIExpression(), !257)
  %86 = getelementptr inbounds i8, ptr %58, i64 %85, !dbg !259
  %87 = load i8, ptr %86, align 1, !dbg !259, !tbaa !182
  %88 = zext i8 %87 to i32, !dbg !259
  %89 = add nuw nsw i32 %83, %88, !dbg !260
    #dbg_value(i32 %89, !232, !DIExpression(), !256)
    #dbg_value(i32 0, !235, !DIExpression(), !254)
    #dbg_value(i32 -1, !237, !DIExpression(), !255)
    #dbg_value(i32 %60, !240, !DIExpression(), !257)
    #dbg_value(i64 %76, !243, !DIExpression(), !257)
  %90 = getelementptr inbounds i8, ptr %63, i64 %76, !dbg !259
  %91 = load i8, ptr %90, align 1, !dbg !259, !tbaa !182
  %92 = zext i8 %91 to i32, !dbg !259
  %93 = add nuw nsw i32 %89, %92, !dbg !260
    #dbg_value(i32 %93, !232, !DIExpression(), !256)
    #dbg_value(i32 1, !237, !DIExpression(), !255)
    #dbg_value(i64 %85, !243, !DIExpression(), !257)
  %94 = getelementptr inbounds i8, ptr %63, i64 %85, !dbg !259
  %95 = load i8, ptr %94, align 1, !dbg !259, !tbaa !182
  %96 = zext i8 %95 to i32, !dbg !259
  %97 = add nuw nsw i32 %93, %96, !dbg !260
    #dbg_value(i32 %97, !232, !DIExpression(), !256)
    #dbg_value(i32 1, !235, !DIExpression(), !254)
    #dbg_value(i32 -1, !237, !DIExpression(), !255)
    #dbg_value(i32 %65, !240, !DIExpression(), !257)
    #dbg_value(i64 %76, !243, !DIExpression(), !257)
  %98 = getelementptr inbounds i8, ptr %68, i64 %76, !dbg !259
  %99 = load i8, ptr %98, align 1, !dbg !259, !tbaa !182
  %100 = zext i8 %99 to i32, !dbg !259
  %101 = add nuw nsw i32 %97, %100, !dbg !260
    #dbg_value(i32 %101, !232, !DIExpression(), !256)
    #dbg_value(i32 0, !237, !DIExpression(), !255)
    #dbg_value(i64 %73, !243, !DIExpression(), !257)
  %102 = getelementptr inbounds i8, ptr %68, i64 %73, !dbg !259
  %103 = load i8, ptr %102, align 1, !dbg !259, !tbaa !182
  %104 = zext i8 %103 to i32, !dbg !259
  %105 = add nuw nsw i32 %101, %104, !dbg !260
    #dbg_value(i32 1, !237, !DIExpression(), !255)
    #dbg_value(!DIArgList(i32 poison, i8 poison), !232, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !256)
    #dbg_value(i64 %85, !243, !DIExpression(), !257)
  %106 = getelementptr inbounds i8, ptr %68, i64 %85, !dbg !259
  %107 = load i8, ptr %106, align 1, !dbg !259, !tbaa !182
    #dbg_value(!DIArgList(i32 %105, i8 %107), !232, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !256)
  %108 = zext i8 %107 to i32, !dbg !259
    #dbg_value(!DIArgList(i32 %105, i32 %108), !232, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !256)
  %109 = add nuw nsw i32 %105, %108, !dbg !260
    #dbg_value(i32 %109, !232, !DIExpression(), !256)
    #dbg_value(i32 2, !237, !DIExpression(), !255)
    #dbg_value(i32 2, !235, !DIExpression(), !254)
  switch i32 %109, label %114 [
    i32 3, label %115
    i32 2, label %110
  ], !dbg !261

110:                                              ; preds = %72
  %111 = getelementptr inbounds i8, ptr %52, i64 %73, !dbg !262
  %112 = load i8, ptr %111, align 1, !dbg !262, !tbaa !182
  %113 = icmp ne i8 %112, 0, !dbg !263
  br label %115

114:                                              ; preds = %72
  br label %115, !dbg !264

115:                                              ; preds = %114, %110, %72
  %116 = phi i1 [ true, %72 ], [ %113, %110 ], [ false, %114 ]
  %117 = zext i1 %116 to i8, !dbg !264
  %118 = getelementptr inbounds i8, ptr %51, i64 %73, !dbg !265
  store i8 %117, ptr %118, align 1, !dbg !266, !tbaa !182
  %119 = zext i1 %116 to i32, !dbg !267
  %120 = add nsw i32 %74, %119, !dbg !268
    #dbg_value(i32 %120, !226, !DIExpression(), !244)
    #dbg_value(i64 %84, !229, !DIExpression(), !248)
  %121 = icmp eq i64 %84, 16, !dbg !269
  br i1 %121, label %69, label %72, !dbg !249, !llvm.loop !270

122:                                              ; preds = %69
    #dbg_value(i32 %120, !95, !DIExpression(), !160)
  %123 = add nuw nsw i32 %42, 1, !dbg !272
    #dbg_value(i32 %123, !96, !DIExpression(), !190)
  %124 = icmp eq i32 %123, 30, !dbg !273
  br i1 %124, label %39, label %41, !dbg !191, !llvm.loop !274

125:                                              ; preds = %39, %125
  %126 = phi i64 [ 0, %39 ], [ %225, %125 ]
    #dbg_value(i64 %126, !98, !DIExpression(), !206)
    #dbg_value(i64 0, !100, !DIExpression(), !276)
  %127 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 0, !dbg !277
  %128 = load i8, ptr %127, align 16, !dbg !277, !tbaa !182
  %129 = icmp eq i8 %128, 0, !dbg !277
  %130 = select i1 %129, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %130, !279, !DIExpression(), !285)
  %131 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %132 = tail call i32 @putc(i32 noundef %130, ptr noundef %131), !dbg !290
    #dbg_value(i64 1, !100, !DIExpression(), !276)
  %133 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 1, !dbg !277
  %134 = load i8, ptr %133, align 1, !dbg !277, !tbaa !182
  %135 = icmp eq i8 %134, 0, !dbg !277
  %136 = select i1 %135, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %136, !279, !DIExpression(), !285)
  %137 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %138 = tail call i32 @putc(i32 noundef %136, ptr noundef %137), !dbg !290
    #dbg_value(i64 2, !100, !DIExpression(), !276)
  %139 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 2, !dbg !277
  %140 = load i8, ptr %139, align 2, !dbg !277, !tbaa !182
  %141 = icmp eq i8 %140, 0, !dbg !277
  %142 = select i1 %141, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %142, !279, !DIExpression(), !285)
  %143 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %144 = tail call i32 @putc(i32 noundef %142, ptr noundef %143), !dbg !290
    #dbg_value(i64 3, !100, !DIExpression(), !276)
  %145 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 3, !dbg !277
  %146 = load i8, ptr %145, align 1, !dbg !277, !tbaa !182
  %147 = icmp eq i8 %146, 0, !dbg !277
  %148 = select i1 %147, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %148, !279, !DIExpression(), !285)
  %149 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %150 = tail call i32 @putc(i32 noundef %148, ptr noundef %149), !dbg !290
    #dbg_value(i64 4, !100, !DIExpression(), !276)
  %151 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 4, !dbg !277
  %152 = load i8, ptr %151, align 4, !dbg !277, !tbaa !182
  %153 = icmp eq i8 %152, 0, !dbg !277
  %154 = select i1 %153, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %154, !279, !DIExpression(), !285)
  %155 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %156 = tail call i32 @putc(i32 noundef %154, ptr noundef %155), !dbg !290
    #dbg_value(i64 5, !100, !DIExpression(), !276)
  %157 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 5, !dbg !277
  %158 = load i8, ptr %157, align 1, !dbg !277, !tbaa !182
  %159 = icmp eq i8 %158, 0, !dbg !277
  %160 = select i1 %159, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %160, !279, !DIExpression(), !285)
  %161 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %162 = tail call i32 @putc(i32 noundef %160, ptr noundef %161), !dbg !290
    #dbg_value(i64 6, !100, !DIExpression(), !276)
  %163 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 6, !dbg !277
  %164 = load i8, ptr %163, align 2, !dbg !277, !tbaa !182
  %165 = icmp eq i8 %164, 0, !dbg !277
  %166 = select i1 %165, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %166, !279, !DIExpression(), !285)
  %167 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %168 = tail call i32 @putc(i32 noundef %166, ptr noundef %167), !dbg !290
    #dbg_value(i64 7, !100, !DIExpression(), !276)
  %169 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 7, !dbg !277
  %170 = load i8, ptr %169, align 1, !dbg !277, !tbaa !182
  %171 = icmp eq i8 %170, 0, !dbg !277
  %172 = select i1 %171, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %172, !279, !DIExpression(), !285)
  %173 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %174 = tail call i32 @putc(i32 noundef %172, ptr noundef %173), !dbg !290
    #dbg_value(i64 8, !100, !DIExpression(), !276)
  %175 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 8, !dbg !277
  %176 = load i8, ptr %175, align 8, !dbg !277, !tbaa !182
  %177 = icmp eq i8 %176, 0, !dbg !277
  %178 = select i1 %177, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %178, !279, !DIExpression(), !285)
  %179 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %180 = tail call i32 @putc(i32 noundef %178, ptr noundef %179), !dbg !290
    #dbg_value(i64 9, !100, !DIExpression(), !276)
  %181 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 9, !dbg !277
  %182 = load i8, ptr %181, align 1, !dbg !277, !tbaa !182
  %183 = icmp eq i8 %182, 0, !dbg !277
  %184 = select i1 %183, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %184, !279, !DIExpression(), !285)
  %185 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %186 = tail call i32 @putc(i32 noundef %184, ptr noundef %185), !dbg !290
    #dbg_value(i64 10, !100, !DIExpression(), !276)
  %187 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 10, !dbg !277
  %188 = load i8, ptr %187, align 2, !dbg !277, !tbaa !182
  %189 = icmp eq i8 %188, 0, !dbg !277
  %190 = select i1 %189, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %190, !279, !DIExpression(), !285)
  %191 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %192 = tail call i32 @putc(i32 noundef %190, ptr noundef %191), !dbg !290
    #dbg_value(i64 11, !100, !DIExpression(), !276)
  %193 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 11, !dbg !277
  %194 = load i8, ptr %193, align 1, !dbg !277, !tbaa !182
  %195 = icmp eq i8 %194, 0, !dbg !277
  %196 = select i1 %195, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %196, !279, !DIExpression(), !285)
  %197 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %198 = tail call i32 @putc(i32 noundef %196, ptr noundef %197), !dbg !290
    #dbg_value(i64 12, !100, !DIExpression(), !276)
  %199 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 12, !dbg !277
  %200 = load i8, ptr %199, align 4, !dbg !277, !tbaa !182
  %201 = icmp eq i8 %200, 0, !dbg !277
  %202 = select i1 %201, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %202, !279, !DIExpression(), !285)
  %203 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %204 = tail call i32 @putc(i32 noundef %202, ptr noundef %203), !dbg !290
    #dbg_value(i64 13, !100, !DIExpression(), !276)
  %205 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 13, !dbg !277
  %206 = load i8, ptr %205, align 1, !dbg !277, !tbaa !182
  %207 = icmp eq i8 %206, 0, !dbg !277
  %208 = select i1 %207, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %208, !279, !DIExpression(), !285)
  %209 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %210 = tail call i32 @putc(i32 noundef %208, ptr noundef %209), !dbg !290
    #dbg_value(i64 14, !100, !DIExpression(), !276)
  %211 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 14, !dbg !277
  %212 = load i8, ptr %211, align 2, !dbg !277, !tbaa !182
  %213 = icmp eq i8 %212, 0, !dbg !277
  %214 = select i1 %213, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %214, !279, !DIExpression(), !285)
  %215 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %216 = tail call i32 @putc(i32 noundef %214, ptr noundef %215), !dbg !290
    #dbg_value(i64 15, !100, !DIExpression(), !276)
  %217 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 15, !dbg !277
  %218 = load i8, ptr %217, align 1, !dbg !277, !tbaa !182
  %219 = icmp eq i8 %218, 0, !dbg !277
  %220 = select i1 %219, i32 46, i32 35, !dbg !277
    #dbg_value(i32 %220, !279, !DIExpression(), !285)
  %221 = load ptr, ptr @stdout, align 8, !dbg !287, !tbaa !288
  %222 = tail call i32 @putc(i32 noundef %220, ptr noundef %221), !dbg !290
    #dbg_value(i64 16, !100, !DIExpression(), !276)
    #dbg_value(i32 10, !279, !DIExpression(), !291)
  %223 = load ptr, ptr @stdout, align 8, !dbg !293, !tbaa !288
  %224 = tail call i32 @putc(i32 noundef 10, ptr noundef %223), !dbg !294
  %225 = add nuw nsw i64 %126, 1, !dbg !295
    #dbg_value(i64 %225, !98, !DIExpression(), !206)
  %226 = icmp eq i64 %225, 12, !dbg !296
  br i1 %226, label %227, label %125, !dbg !207, !llvm.loop !297

227:                                              ; preds = %125
    #dbg_value(i32 78, !108, !DIExpression(), !160)
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 78), !dbg !299
  ret i32 0, !dbg !300
}

; Function Attrs: nofree nounwind
declare !dbg !301 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

; Function Attrs: nofree nounwind
declare !dbg !308 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!152, !153, !154, !155, !156, !157, !158}
!llvm.ident = !{!159}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/arrays2d.c", directory: ".", checksumkind: CSK_MD5, checksum: "e2a50771f944f09eff647507d194a5bb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!155 = !{i32 8, !"PIC Level", i32 2}
!156 = !{i32 7, !"PIE Level", i32 2}
!157 = !{i32 7, !"uwtable", i32 2}
!158 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!159 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!160 = !DILocation(line: 0, scope: !22)
!161 = !DILocation(line: 51, column: 5, scope: !22)
!162 = !DILocation(line: 0, scope: !64)
!163 = !DILocation(line: 58, column: 33, scope: !164)
!164 = distinct !DILexicalBlock(scope: !64, file: !2, line: 58, column: 5)
!165 = !DILocation(line: 0, scope: !66)
!166 = !DILocation(line: 60, column: 9, scope: !68)
!167 = !DILocation(line: 0, scope: !68)
!168 = !DILocation(line: 63, column: 9, scope: !68)
!169 = !DILocation(line: 64, column: 5, scope: !69)
!170 = !DILocation(line: 0, scope: !83)
!171 = !DILocation(line: 0, scope: !85)
!172 = !DILocation(line: 0, scope: !88)
!173 = !DILocation(line: 67, column: 56, scope: !174)
!174 = distinct !DILexicalBlock(scope: !88, file: !2, line: 67, column: 13)
!175 = !{!176, !176, i64 0}
!176 = !{!"int", !177, i64 0}
!177 = !{!"omnipotent char", !178, i64 0}
!178 = !{!"Simple C/C++ TBAA"}
!179 = !DILocation(line: 70, column: 5, scope: !94)
!180 = !DILocation(line: 71, column: 5, scope: !22)
!181 = !DILocation(line: 74, column: 58, scope: !22)
!182 = !{!177, !177, i64 0}
!183 = !DILocation(line: 74, column: 47, scope: !22)
!184 = !DILocation(line: 74, column: 36, scope: !22)
!185 = !DILocation(line: 74, column: 25, scope: !22)
!186 = !DILocation(line: 74, column: 14, scope: !22)
!187 = !DILocation(line: 75, column: 37, scope: !22)
!188 = !DILocation(line: 75, column: 25, scope: !22)
!189 = !DILocation(line: 75, column: 14, scope: !22)
!190 = !DILocation(line: 0, scope: !97)
!191 = !DILocation(line: 77, column: 5, scope: !97)
!192 = !DILocation(line: 0, scope: !94)
!193 = !DILocation(line: 70, column: 46, scope: !194)
!194 = distinct !DILexicalBlock(scope: !94, file: !2, line: 70, column: 5)
!195 = !DILocation(line: 70, column: 40, scope: !194)
!196 = !DILocation(line: 70, column: 59, scope: !194)
!197 = !DILocation(line: 70, column: 56, scope: !194)
!198 = !DILocation(line: 70, column: 54, scope: !194)
!199 = !DILocation(line: 70, column: 37, scope: !194)
!200 = !DILocation(line: 70, column: 30, scope: !194)
!201 = !DILocation(line: 70, column: 23, scope: !194)
!202 = distinct !{!202, !179, !203, !204}
!203 = !DILocation(line: 70, column: 62, scope: !94)
!204 = !{!"llvm.loop.mustprogress"}
!205 = !DILocation(line: 78, column: 5, scope: !22)
!206 = !DILocation(line: 0, scope: !99)
!207 = !DILocation(line: 79, column: 5, scope: !99)
!208 = !DILocation(line: 77, column: 97, scope: !209)
!209 = distinct !DILexicalBlock(scope: !97, file: !2, line: 77, column: 5)
!210 = !DILocation(line: 77, column: 93, scope: !209)
!211 = !DILocation(line: 77, column: 113, scope: !209)
!212 = !DILocalVariable(name: "h", arg: 1, scope: !213, file: !2, line: 29, type: !25)
!213 = distinct !DISubprogram(name: "life_step", scope: !2, file: !2, line: 29, type: !214, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !222)
!214 = !DISubroutineType(types: !215)
!215 = !{!25, !25, !25, !216, !220}
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, elements: !218)
!218 = !{!219}
!219 = !DISubrange(count: -1)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, elements: !218)
!222 = !{!212, !223, !224, !225, !226, !227, !229, !232, !235, !237, !240, !243}
!223 = !DILocalVariable(name: "w", arg: 2, scope: !213, file: !2, line: 29, type: !25)
!224 = !DILocalVariable(name: "cur", arg: 3, scope: !213, file: !2, line: 29, type: !216)
!225 = !DILocalVariable(name: "next", arg: 4, scope: !213, file: !2, line: 29, type: !220)
!226 = !DILocalVariable(name: "alive", scope: !213, file: !2, line: 30, type: !25)
!227 = !DILocalVariable(name: "i", scope: !228, file: !2, line: 31, type: !25)
!228 = distinct !DILexicalBlock(scope: !213, file: !2, line: 31, column: 5)
!229 = !DILocalVariable(name: "j", scope: !230, file: !2, line: 32, type: !25)
!230 = distinct !DILexicalBlock(scope: !231, file: !2, line: 32, column: 9)
!231 = distinct !DILexicalBlock(scope: !228, file: !2, line: 31, column: 5)
!232 = !DILocalVariable(name: "n", scope: !233, file: !2, line: 33, type: !25)
!233 = distinct !DILexicalBlock(scope: !234, file: !2, line: 32, column: 37)
!234 = distinct !DILexicalBlock(scope: !230, file: !2, line: 32, column: 9)
!235 = !DILocalVariable(name: "di", scope: !236, file: !2, line: 34, type: !25)
!236 = distinct !DILexicalBlock(scope: !233, file: !2, line: 34, column: 13)
!237 = !DILocalVariable(name: "dj", scope: !238, file: !2, line: 35, type: !25)
!238 = distinct !DILexicalBlock(scope: !239, file: !2, line: 35, column: 17)
!239 = distinct !DILexicalBlock(scope: !236, file: !2, line: 34, column: 13)
!240 = !DILocalVariable(name: "y", scope: !241, file: !2, line: 37, type: !25)
!241 = distinct !DILexicalBlock(scope: !242, file: !2, line: 35, column: 50)
!242 = distinct !DILexicalBlock(scope: !238, file: !2, line: 35, column: 17)
!243 = !DILocalVariable(name: "x", scope: !241, file: !2, line: 37, type: !25)
!244 = !DILocation(line: 0, scope: !213, inlinedAt: !245)
!245 = distinct !DILocation(line: 77, column: 48, scope: !209)
!246 = !DILocation(line: 0, scope: !228, inlinedAt: !245)
!247 = !DILocation(line: 31, column: 5, scope: !228, inlinedAt: !245)
!248 = !DILocation(line: 0, scope: !230, inlinedAt: !245)
!249 = !DILocation(line: 32, column: 9, scope: !230, inlinedAt: !245)
!250 = !DILocation(line: 31, column: 29, scope: !231, inlinedAt: !245)
!251 = !DILocation(line: 31, column: 23, scope: !231, inlinedAt: !245)
!252 = distinct !{!252, !247, !253, !204}
!253 = !DILocation(line: 42, column: 9, scope: !228, inlinedAt: !245)
!254 = !DILocation(line: 0, scope: !236, inlinedAt: !245)
!255 = !DILocation(line: 0, scope: !238, inlinedAt: !245)
!256 = !DILocation(line: 0, scope: !233, inlinedAt: !245)
!257 = !DILocation(line: 0, scope: !241, inlinedAt: !245)
!258 = !DILocation(line: 37, column: 64, scope: !241, inlinedAt: !245)
!259 = !DILocation(line: 38, column: 26, scope: !241, inlinedAt: !245)
!260 = !DILocation(line: 38, column: 23, scope: !241, inlinedAt: !245)
!261 = !DILocation(line: 40, column: 49, scope: !233, inlinedAt: !245)
!262 = !DILocation(line: 40, column: 63, scope: !233, inlinedAt: !245)
!263 = !DILocation(line: 40, column: 60, scope: !233, inlinedAt: !245)
!264 = !DILocation(line: 40, column: 26, scope: !233, inlinedAt: !245)
!265 = !DILocation(line: 40, column: 13, scope: !233, inlinedAt: !245)
!266 = !DILocation(line: 40, column: 24, scope: !233, inlinedAt: !245)
!267 = !DILocation(line: 41, column: 22, scope: !233, inlinedAt: !245)
!268 = !DILocation(line: 41, column: 19, scope: !233, inlinedAt: !245)
!269 = !DILocation(line: 32, column: 27, scope: !234, inlinedAt: !245)
!270 = distinct !{!270, !249, !271, !204}
!271 = !DILocation(line: 42, column: 9, scope: !230, inlinedAt: !245)
!272 = !DILocation(line: 77, column: 36, scope: !209)
!273 = !DILocation(line: 77, column: 27, scope: !209)
!274 = distinct !{!274, !191, !275, !204}
!275 = !DILocation(line: 77, column: 130, scope: !97)
!276 = !DILocation(line: 0, scope: !101)
!277 = !DILocation(line: 80, column: 45, scope: !278)
!278 = distinct !DILexicalBlock(scope: !101, file: !2, line: 80, column: 9)
!279 = !DILocalVariable(name: "__c", arg: 1, scope: !280, file: !281, line: 82, type: !25)
!280 = distinct !DISubprogram(name: "putchar", scope: !281, file: !281, line: 82, type: !282, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !284)
!281 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!282 = !DISubroutineType(types: !283)
!283 = !{!25, !25}
!284 = !{!279}
!285 = !DILocation(line: 0, scope: !280, inlinedAt: !286)
!286 = distinct !DILocation(line: 80, column: 37, scope: !278)
!287 = !DILocation(line: 84, column: 21, scope: !280, inlinedAt: !286)
!288 = !{!289, !289, i64 0}
!289 = !{!"any pointer", !177, i64 0}
!290 = !DILocation(line: 84, column: 10, scope: !280, inlinedAt: !286)
!291 = !DILocation(line: 0, scope: !280, inlinedAt: !292)
!292 = distinct !DILocation(line: 81, column: 9, scope: !102)
!293 = !DILocation(line: 84, column: 21, scope: !280, inlinedAt: !292)
!294 = !DILocation(line: 84, column: 10, scope: !280, inlinedAt: !292)
!295 = !DILocation(line: 79, column: 29, scope: !103)
!296 = !DILocation(line: 79, column: 23, scope: !103)
!297 = distinct !{!297, !207, !298, !204}
!298 = !DILocation(line: 82, column: 5, scope: !99)
!299 = !DILocation(line: 86, column: 5, scope: !22)
!300 = !DILocation(line: 88, column: 1, scope: !22)
!301 = !DISubprogram(name: "printf", scope: !302, file: !302, line: 356, type: !303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!302 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!303 = !DISubroutineType(types: !304)
!304 = !{!25, !305, null}
!305 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !306)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64)
!307 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!308 = !DISubprogram(name: "putc", scope: !302, file: !302, line: 550, type: !309, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!309 = !DISubroutineType(types: !310)
!310 = !{!25, !25, !311}
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !313, line: 7, baseType: !314)
!313 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!314 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !315, line: 49, size: 1728, elements: !316)
!315 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!316 = !{!317, !318, !320, !321, !322, !323, !324, !325, !326, !327, !328, !329, !330, !333, !335, !336, !337, !340, !342, !344, !348, !351, !353, !356, !359, !360, !362, !365, !366}
!317 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !314, file: !315, line: 51, baseType: !25, size: 32)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !314, file: !315, line: 54, baseType: !319, size: 64, offset: 64)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !314, file: !315, line: 55, baseType: !319, size: 64, offset: 128)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !314, file: !315, line: 56, baseType: !319, size: 64, offset: 192)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !314, file: !315, line: 57, baseType: !319, size: 64, offset: 256)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !314, file: !315, line: 58, baseType: !319, size: 64, offset: 320)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !314, file: !315, line: 59, baseType: !319, size: 64, offset: 384)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !314, file: !315, line: 60, baseType: !319, size: 64, offset: 448)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !314, file: !315, line: 61, baseType: !319, size: 64, offset: 512)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !314, file: !315, line: 64, baseType: !319, size: 64, offset: 576)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !314, file: !315, line: 65, baseType: !319, size: 64, offset: 640)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !314, file: !315, line: 66, baseType: !319, size: 64, offset: 704)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !314, file: !315, line: 68, baseType: !331, size: 64, offset: 768)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64)
!332 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !315, line: 36, flags: DIFlagFwdDecl)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !314, file: !315, line: 70, baseType: !334, size: 64, offset: 832)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 64)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !314, file: !315, line: 72, baseType: !25, size: 32, offset: 896)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !314, file: !315, line: 73, baseType: !25, size: 32, offset: 928)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !314, file: !315, line: 74, baseType: !338, size: 64, offset: 960)
!338 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !339, line: 152, baseType: !42)
!339 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!340 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !314, file: !315, line: 77, baseType: !341, size: 16, offset: 1024)
!341 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !314, file: !315, line: 78, baseType: !343, size: 8, offset: 1040)
!343 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !314, file: !315, line: 79, baseType: !345, size: 8, offset: 1048)
!345 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !346)
!346 = !{!347}
!347 = !DISubrange(count: 1)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !314, file: !315, line: 81, baseType: !349, size: 64, offset: 1088)
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !350, size: 64)
!350 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !315, line: 43, baseType: null)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !314, file: !315, line: 89, baseType: !352, size: 64, offset: 1152)
!352 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !339, line: 153, baseType: !42)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !314, file: !315, line: 91, baseType: !354, size: 64, offset: 1216)
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !355, size: 64)
!355 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !315, line: 37, flags: DIFlagFwdDecl)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !314, file: !315, line: 92, baseType: !357, size: 64, offset: 1280)
!357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !358, size: 64)
!358 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !315, line: 38, flags: DIFlagFwdDecl)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !314, file: !315, line: 93, baseType: !334, size: 64, offset: 1344)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !314, file: !315, line: 94, baseType: !361, size: 64, offset: 1408)
!361 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !314, file: !315, line: 95, baseType: !363, size: 64, offset: 1472)
!363 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !364, line: 18, baseType: !70)
!364 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!365 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !314, file: !315, line: 96, baseType: !25, size: 32, offset: 1536)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !314, file: !315, line: 98, baseType: !367, size: 160, offset: 1568)
!367 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !368)
!368 = !{!369}
!369 = !DISubrange(count: 20)
