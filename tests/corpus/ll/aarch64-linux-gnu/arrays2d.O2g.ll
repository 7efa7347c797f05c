; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [27 x i8] c"t[4][5] = %d t[0][3] = %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"row %d: %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"trace(%d) = %d\0A\00", align 1, !dbg !12
@grid3 = internal unnamed_addr global [3 x [4 x [5 x i32]]] zeroinitializer, align 16, !dbg !17
@.str.3 = private unnamed_addr constant [43 x i8] c"grid3 flat sum = %ld, grid3[2][3][4] = %d\0A\00", align 1, !dbg !131
@main.g1 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 1, !dbg !136
@main.g2 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 1, !dbg !141
@.str.4 = private unnamed_addr constant [21 x i8] c"alive after 30 = %d\0A\00", align 1, !dbg !143
@.str.5 = private unnamed_addr constant [16 x i8] c"words total %d\0A\00", align 1, !dbg !148
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !22 {
    #dbg_value(i32 0, !27, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !161)
    #dbg_value(i32 1, !27, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !161)
    #dbg_value(i32 2, !27, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !161)
    #dbg_value(i32 3, !27, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !161)
    #dbg_value(i32 4, !27, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !161)
    #dbg_value(i32 10, !27, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !161)
    #dbg_value(i32 11, !27, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !161)
    #dbg_value(i32 12, !27, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !161)
    #dbg_value(i32 13, !27, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !161)
    #dbg_value(i32 14, !27, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !161)
    #dbg_value(i32 20, !27, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !161)
    #dbg_value(i32 21, !27, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !161)
    #dbg_value(i32 22, !27, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !161)
    #dbg_value(i32 23, !27, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !161)
    #dbg_value(i32 24, !27, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !161)
    #dbg_value(i32 30, !27, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !161)
    #dbg_value(i32 31, !27, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !161)
    #dbg_value(i32 32, !27, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !161)
    #dbg_value(i32 33, !27, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !161)
    #dbg_value(i32 34, !27, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !161)
    #dbg_value(i32 40, !27, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !161)
    #dbg_value(i32 41, !27, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !161)
    #dbg_value(i32 42, !27, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !161)
    #dbg_value(i32 43, !27, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !161)
    #dbg_value(i32 44, !27, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !161)
    #dbg_value(i32 50, !27, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !161)
    #dbg_value(i32 51, !27, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !161)
    #dbg_value(i32 52, !27, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !161)
    #dbg_value(i32 53, !27, !DIExpression(DW_OP_LLVM_fragment, 896, 32), !161)
    #dbg_value(i32 54, !27, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !161)
    #dbg_value(i32 30, !32, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 896, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !161)
    #dbg_value(i32 poison, !32, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !161)
    #dbg_value(i32 54, !32, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !161)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 54, i32 noundef 30), !dbg !162
    #dbg_value(i64 0, !40, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !161)
    #dbg_value(i64 -2, !40, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !161)
    #dbg_value(i64 -4, !40, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !161)
    #dbg_value(i64 -6, !40, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !161)
    #dbg_value(i64 1, !40, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !161)
    #dbg_value(i64 -1, !40, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !161)
    #dbg_value(i64 -3, !40, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !161)
    #dbg_value(i64 -5, !40, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !161)
    #dbg_value(i64 2, !40, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !161)
    #dbg_value(i64 0, !40, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !161)
    #dbg_value(i64 -2, !40, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !161)
    #dbg_value(i64 -4, !40, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !161)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !161)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !161)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !161)
    #dbg_value(i64 2, !46, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !161)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !161)
    #dbg_value(i64 3, !46, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !161)
    #dbg_value(i64 1, !46, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !161)
    #dbg_value(i64 4, !46, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !161)
    #dbg_value(i64 -12, !50, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !161)
    #dbg_value(i64 -40, !50, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !161)
    #dbg_value(i64 -8, !50, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !161)
    #dbg_value(i64 -30, !50, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !161)
    #dbg_value(i64 -4, !50, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !161)
    #dbg_value(i64 -20, !50, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !161)
    #dbg_value(i64 0, !63, !DIExpression(), !163)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i64 noundef -12, i64 noundef -40), !dbg !164
    #dbg_value(i64 1, !63, !DIExpression(), !163)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i64 noundef -8, i64 noundef -30), !dbg !164
    #dbg_value(i64 2, !63, !DIExpression(), !163)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i64 noundef -4, i64 noundef -20), !dbg !164
    #dbg_value(i64 3, !63, !DIExpression(), !163)
    #dbg_value(i64 1, !65, !DIExpression(), !166)
  %5 = tail call ptr @llvm.stacksave.p0(), !dbg !167
    #dbg_value(i64 1, !67, !DIExpression(), !168)
    #dbg_value(i64 1, !71, !DIExpression(), !168)
    #dbg_value(i32 2, !72, !DIExpression(), !168)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 2), !dbg !169
  tail call void @llvm.stackrestore.p0(ptr %5), !dbg !170
    #dbg_value(i64 2, !65, !DIExpression(), !166)
  %7 = tail call ptr @llvm.stacksave.p0(), !dbg !167
    #dbg_value(i64 2, !67, !DIExpression(), !168)
    #dbg_value(i64 2, !71, !DIExpression(), !168)
    #dbg_value(i32 undef, !72, !DIExpression(), !168)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 8), !dbg !169
  tail call void @llvm.stackrestore.p0(ptr %7), !dbg !170
    #dbg_value(i64 3, !65, !DIExpression(), !166)
  %9 = tail call ptr @llvm.stacksave.p0(), !dbg !167
    #dbg_value(i64 3, !67, !DIExpression(), !168)
    #dbg_value(i64 3, !71, !DIExpression(), !168)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef 20), !dbg !169
  tail call void @llvm.stackrestore.p0(ptr %9), !dbg !170
    #dbg_value(i64 4, !65, !DIExpression(), !166)
  %11 = tail call ptr @llvm.stacksave.p0(), !dbg !167
    #dbg_value(i64 4, !67, !DIExpression(), !168)
    #dbg_value(i64 4, !71, !DIExpression(), !168)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef 40), !dbg !169
  tail call void @llvm.stackrestore.p0(ptr %11), !dbg !170
    #dbg_value(i64 5, !65, !DIExpression(), !166)
  %13 = tail call ptr @llvm.stacksave.p0(), !dbg !167
    #dbg_value(i64 5, !67, !DIExpression(), !168)
    #dbg_value(i64 5, !71, !DIExpression(), !168)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef 70), !dbg !169
  tail call void @llvm.stackrestore.p0(ptr %13), !dbg !170
    #dbg_value(i64 6, !65, !DIExpression(), !166)
    #dbg_value(i64 0, !82, !DIExpression(), !171)
    #dbg_value(i64 0, !84, !DIExpression(), !172)
    #dbg_value(i64 0, !87, !DIExpression(), !173)
    #dbg_value(i64 1, !87, !DIExpression(), !173)
    #dbg_value(i64 2, !87, !DIExpression(), !173)
    #dbg_value(i64 3, !87, !DIExpression(), !173)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr @grid3, align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 4, !87, !DIExpression(), !173)
    #dbg_value(i64 1, !84, !DIExpression(), !172)
    #dbg_value(i64 0, !87, !DIExpression(), !173)
    #dbg_value(i64 1, !87, !DIExpression(), !173)
    #dbg_value(i64 2, !87, !DIExpression(), !173)
  store <4 x i32> <i32 4, i32 10, i32 11, i32 12>, ptr getelementptr inbounds (i8, ptr @grid3, i64 16), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 3, !87, !DIExpression(), !173)
    #dbg_value(i64 4, !87, !DIExpression(), !173)
    #dbg_value(i64 2, !84, !DIExpression(), !172)
    #dbg_value(i64 0, !87, !DIExpression(), !173)
    #dbg_value(i64 1, !87, !DIExpression(), !173)
  store <4 x i32> <i32 13, i32 14, i32 20, i32 21>, ptr getelementptr inbounds (i8, ptr @grid3, i64 32), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 2, !87, !DIExpression(), !173)
    #dbg_value(i64 3, !87, !DIExpression(), !173)
    #dbg_value(i64 4, !87, !DIExpression(), !173)
    #dbg_value(i64 3, !84, !DIExpression(), !172)
    #dbg_value(i64 0, !87, !DIExpression(), !173)
  store <4 x i32> <i32 22, i32 23, i32 24, i32 30>, ptr getelementptr inbounds (i8, ptr @grid3, i64 48), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 1, !87, !DIExpression(), !173)
    #dbg_value(i64 2, !87, !DIExpression(), !173)
    #dbg_value(i64 3, !87, !DIExpression(), !173)
    #dbg_value(i64 4, !87, !DIExpression(), !173)
  store <4 x i32> <i32 31, i32 32, i32 33, i32 34>, ptr getelementptr inbounds (i8, ptr @grid3, i64 64), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 1, !82, !DIExpression(), !171)
    #dbg_value(i64 0, !84, !DIExpression(), !172)
    #dbg_value(i64 0, !87, !DIExpression(), !173)
    #dbg_value(i64 1, !87, !DIExpression(), !173)
    #dbg_value(i64 2, !87, !DIExpression(), !173)
    #dbg_value(i64 3, !87, !DIExpression(), !173)
  store <4 x i32> <i32 100, i32 101, i32 102, i32 103>, ptr getelementptr inbounds (i8, ptr @grid3, i64 80), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 4, !87, !DIExpression(), !173)
    #dbg_value(i64 1, !84, !DIExpression(), !172)
    #dbg_value(i64 0, !87, !DIExpression(), !173)
    #dbg_value(i64 1, !87, !DIExpression(), !173)
    #dbg_value(i64 2, !87, !DIExpression(), !173)
  store <4 x i32> <i32 104, i32 110, i32 111, i32 112>, ptr getelementptr inbounds (i8, ptr @grid3, i64 96), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 3, !87, !DIExpression(), !173)
    #dbg_value(i64 4, !87, !DIExpression(), !173)
    #dbg_value(i64 2, !84, !DIExpression(), !172)
    #dbg_value(i64 0, !87, !DIExpression(), !173)
    #dbg_value(i64 1, !87, !DIExpression(), !173)
  store <4 x i32> <i32 113, i32 114, i32 120, i32 121>, ptr getelementptr inbounds (i8, ptr @grid3, i64 112), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 2, !87, !DIExpression(), !173)
    #dbg_value(i64 3, !87, !DIExpression(), !173)
    #dbg_value(i64 4, !87, !DIExpression(), !173)
    #dbg_value(i64 3, !84, !DIExpression(), !172)
    #dbg_value(i64 0, !87, !DIExpression(), !173)
  store <4 x i32> <i32 122, i32 123, i32 124, i32 130>, ptr getelementptr inbounds (i8, ptr @grid3, i64 128), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 1, !87, !DIExpression(), !173)
    #dbg_value(i64 2, !87, !DIExpression(), !173)
    #dbg_value(i64 3, !87, !DIExpression(), !173)
    #dbg_value(i64 4, !87, !DIExpression(), !173)
  store <4 x i32> <i32 131, i32 132, i32 133, i32 134>, ptr getelementptr inbounds (i8, ptr @grid3, i64 144), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 2, !82, !DIExpression(), !171)
    #dbg_value(i64 0, !84, !DIExpression(), !172)
    #dbg_value(i64 0, !87, !DIExpression(), !173)
    #dbg_value(i64 1, !87, !DIExpression(), !173)
    #dbg_value(i64 2, !87, !DIExpression(), !173)
    #dbg_value(i64 3, !87, !DIExpression(), !173)
  store <4 x i32> <i32 200, i32 201, i32 202, i32 203>, ptr getelementptr inbounds (i8, ptr @grid3, i64 160), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 4, !87, !DIExpression(), !173)
    #dbg_value(i64 1, !84, !DIExpression(), !172)
    #dbg_value(i64 0, !87, !DIExpression(), !173)
    #dbg_value(i64 1, !87, !DIExpression(), !173)
    #dbg_value(i64 2, !87, !DIExpression(), !173)
  store <4 x i32> <i32 204, i32 210, i32 211, i32 212>, ptr getelementptr inbounds (i8, ptr @grid3, i64 176), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 3, !87, !DIExpression(), !173)
    #dbg_value(i64 4, !87, !DIExpression(), !173)
    #dbg_value(i64 2, !84, !DIExpression(), !172)
    #dbg_value(i64 0, !87, !DIExpression(), !173)
    #dbg_value(i64 1, !87, !DIExpression(), !173)
  store <4 x i32> <i32 213, i32 214, i32 220, i32 221>, ptr getelementptr inbounds (i8, ptr @grid3, i64 192), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 2, !87, !DIExpression(), !173)
    #dbg_value(i64 3, !87, !DIExpression(), !173)
    #dbg_value(i64 4, !87, !DIExpression(), !173)
    #dbg_value(i64 3, !84, !DIExpression(), !172)
    #dbg_value(i64 0, !87, !DIExpression(), !173)
  store <4 x i32> <i32 222, i32 223, i32 224, i32 230>, ptr getelementptr inbounds (i8, ptr @grid3, i64 208), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 1, !87, !DIExpression(), !173)
    #dbg_value(i64 2, !87, !DIExpression(), !173)
    #dbg_value(i64 3, !87, !DIExpression(), !173)
    #dbg_value(i64 4, !87, !DIExpression(), !173)
  store <4 x i32> <i32 231, i32 232, i32 233, i32 234>, ptr getelementptr inbounds (i8, ptr @grid3, i64 224), align 16, !dbg !174, !tbaa !176
    #dbg_value(i64 5, !87, !DIExpression(), !173)
    #dbg_value(i64 4, !84, !DIExpression(), !172)
    #dbg_value(i64 3, !82, !DIExpression(), !171)
  br label %15, !dbg !180

15:                                               ; preds = %15, %0
  %16 = phi i64 [ 0, %0 ], [ %36, %15 ], !dbg !181
  %17 = phi i64 [ 0, %0 ], [ %34, %15 ]
  %18 = phi i64 [ 0, %0 ], [ %35, %15 ]
  %19 = or disjoint i64 %16, 1, !dbg !180
  %20 = trunc i64 %16 to i8, !dbg !180
  %21 = or disjoint i8 %20, 1, !dbg !180
  %22 = getelementptr inbounds i32, ptr @grid3, i64 %16, !dbg !183
  %23 = getelementptr inbounds i32, ptr @grid3, i64 %19, !dbg !183
  %24 = load i32, ptr %22, align 8, !dbg !183, !tbaa !176
  %25 = load i32, ptr %23, align 4, !dbg !183, !tbaa !176
  %26 = sext i32 %24 to i64, !dbg !184
  %27 = sext i32 %25 to i64, !dbg !184
  %28 = urem i8 %20, 7, !dbg !185
  %29 = urem i8 %21, 7, !dbg !185
  %30 = zext nneg i8 %28 to i64, !dbg !186
  %31 = zext nneg i8 %29 to i64, !dbg !186
  %32 = mul nsw i64 %26, %30, !dbg !187
  %33 = mul nsw i64 %27, %31, !dbg !187
  %34 = add i64 %32, %17, !dbg !188
  %35 = add i64 %33, %18, !dbg !188
  %36 = add nuw i64 %16, 2, !dbg !181
  %37 = icmp eq i64 %36, 60, !dbg !181
  br i1 %37, label %38, label %15, !dbg !181, !llvm.loop !189

38:                                               ; preds = %15
  %39 = add i64 %35, %34, !dbg !180
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %39, i32 noundef 234), !dbg !194
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 51), align 1, !dbg !195, !tbaa !196
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 50), align 1, !dbg !197, !tbaa !196
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 49), align 1, !dbg !198, !tbaa !196
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 35), align 1, !dbg !199, !tbaa !196
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 18), align 1, !dbg !200, !tbaa !196
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 122), align 1, !dbg !201, !tbaa !196
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 121), align 1, !dbg !202, !tbaa !196
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 120), align 1, !dbg !203, !tbaa !196
    #dbg_value(i32 0, !95, !DIExpression(), !161)
    #dbg_value(i32 0, !96, !DIExpression(), !204)
  br label %43, !dbg !205

41:                                               ; preds = %124
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %122), !dbg !206
    #dbg_value(i32 0, !98, !DIExpression(), !207)
  br label %127, !dbg !208

43:                                               ; preds = %38, %124
  %44 = phi i32 [ 0, %38 ], [ %125, %124 ]
    #dbg_value(i32 %44, !96, !DIExpression(), !204)
  %45 = and i32 %44, 1, !dbg !209
  %46 = icmp eq i32 %45, 0, !dbg !211
  %47 = select i1 %46, ptr @main.g1, ptr @main.g2, !dbg !211
  %48 = select i1 %46, ptr @main.g2, ptr @main.g1, !dbg !212
    #dbg_value(i32 12, !213, !DIExpression(), !245)
    #dbg_value(i32 16, !224, !DIExpression(), !245)
    #dbg_value(ptr %47, !225, !DIExpression(), !245)
    #dbg_value(ptr %48, !226, !DIExpression(), !245)
    #dbg_value(i32 0, !227, !DIExpression(), !245)
    #dbg_value(i32 0, !228, !DIExpression(), !247)
  br label %49, !dbg !248

49:                                               ; preds = %71, %43
  %50 = phi i64 [ 0, %43 ], [ %72, %71 ]
  %51 = phi i32 [ 0, %43 ], [ %122, %71 ]
    #dbg_value(i32 %51, !227, !DIExpression(), !245)
    #dbg_value(i64 %50, !228, !DIExpression(), !247)
  %52 = shl nuw nsw i64 %50, 4
  %53 = getelementptr inbounds i8, ptr %48, i64 %52
    #dbg_value(i32 0, !230, !DIExpression(), !249)
  %54 = getelementptr inbounds i8, ptr %47, i64 %52
  %55 = trunc i64 %50 to i32
  %56 = add i32 %55, 11
  %57 = urem i32 %56, 12
  %58 = shl nuw nsw i32 %57, 4
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %47, i64 %59
  %61 = add i32 %55, 12
  %62 = urem i32 %61, 12
  %63 = shl nuw nsw i32 %62, 4
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds i8, ptr %47, i64 %64
  %66 = add i32 %55, 13
  %67 = urem i32 %66, 12
  %68 = shl nuw nsw i32 %67, 4
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds i8, ptr %47, i64 %69
  br label %74, !dbg !250

71:                                               ; preds = %117
  %72 = add nuw nsw i64 %50, 1, !dbg !251
    #dbg_value(i32 %122, !227, !DIExpression(), !245)
    #dbg_value(i64 %72, !228, !DIExpression(), !247)
  %73 = icmp eq i64 %72, 12, !dbg !252
  br i1 %73, label %124, label %49, !dbg !248, !llvm.loop !253

74:                                               ; preds = %117, %49
  %75 = phi i64 [ 0, %49 ], [ %86, %117 ]
  %76 = phi i32 [ %51, %49 ], [ %122, %117 ]
    #dbg_value(i32 %76, !227, !DIExpression(), !245)
    #dbg_value(i64 %75, !230, !DIExpression(), !249)
    #dbg_value(i32 -1, !236, !DIExpression(), !255)
    #dbg_value(i32 -1, !238, !DIExpression(), !256)
    #dbg_value(i32 0, !233, !DIExpression(), !257)
    #dbg_value(i32 %57, !241, !DIExpression(), !258)
  %77 = add nuw nsw i64 %75, 15, !dbg !259
  %78 = and i64 %77, 15, !dbg !259
    #dbg_value(i64 %78, !244, !DIExpression(), !258)
  %79 = getelementptr inbounds i8, ptr %60, i64 %78, !dbg !260
  %80 = load i8, ptr %79, align 1, !dbg !260, !tbaa !196
  %81 = zext i8 %80 to i32, !dbg !260
    #dbg_value(i32 %81, !233, !DIExpression(), !257)
    #dbg_value(i32 0, !238, !DIExpression(), !256)
    #dbg_value(i64 %75, !244, !DIExpression(), !258)
  %82 = getelementptr inbounds i8, ptr %60, i64 %75, !dbg !260
  %83 = load i8, ptr %82, align 1, !dbg !260, !tbaa !196
  %84 = zext i8 %83 to i32, !dbg !260
  %85 = add nuw nsw i32 %84, %81, !dbg !261
    #dbg_value(i32 %85, !233, !DIExpression(), !257)
    #dbg_value(i32 1, !238, !DIExpression(), !256)
  %86 = add nuw nsw i64 %75, 1, !dbg !259
  %87 = and i64 %86, 15, !dbg !259
    #dbg_value(i64 %87, !244, !DIExpression(), !258)
  %88 = getelementptr inbounds i8, ptr %60, i64 %87, !dbg !260
  %89 = load i8, ptr %88, align 1, !dbg !260, !tbaa !196
  %90 = zext i8 %89 to i32, !dbg !260
  %91 = add nuw nsw i32 %85, %90, !dbg !261
    #dbg_value(i32 %91, !233, !DIExpression(), !257)
    #dbg_value(i32 0, !236, !DIExpression(), !255)
    #dbg_value(i32 -1, !238, !DIExpression(), !256)
    #dbg_value(i32 %62, !241, !DIExpression(), !258)
    #dbg_value(i64 %78, !244, !DIExpression(), !258)
  %92 = getelementptr inbounds i8, ptr %65, i64 %78, !dbg !260
  %93 = load i8, ptr %92, align 1, !dbg !260, !tbaa !196
  %94 = zext i8 %93 to i32, !dbg !260
  %95 = add nuw nsw i32 %91, %94, !dbg !261
    #dbg_value(i32 %95, !233, !DIExpression(), !257)
    #dbg_value(i32 1, !238, !DIExpression(), !256)
    #dbg_value(i64 %87, !244, !DIExpression(), !258)
  %96 = getelementptr inbounds i8, ptr %65, i64 %87, !dbg !260
  %97 = load i8, ptr %96, align 1, !dbg !260, !tbaa !196
  %98 = zext i8 %97 to i32, !dbg !260
  %99 = add nuw nsw i32 %95, %98, !dbg !261
    #dbg_value(i32 %99, !233, !DIExpression(), !257)
    #dbg_value(i32 1, !236, !DIExpression(), !255)
    #dbg_value(i32 -1, !238, !DIExpression(), !256)
    #dbg_value(i32 %67, !241, !DIExpression(), !258)
    #dbg_value(i64 %78, !244, !DIExpression(), !258)
  %100 = getelementptr inbounds i8, ptr %70, i64 %78, !dbg !260
  %101 = load i8, ptr %100, align 1, !dbg !260, !tbaa !196
  %102 = zext i8 %101 to i32, !dbg !260
  %103 = add nuw nsw i32 %99, %102, !dbg !261
    #dbg_value(i32 %103, !233, !DIExpression(), !257)
    #dbg_value(i32 0, !238, !DIExpression(), !256)
    #dbg_value(i64 %75, !244, !DIExpression(), !258)
  %104 = getelementptr inbounds i8, ptr %70, i64 %75, !dbg !260
  %105 = load i8, ptr %104, align 1, !dbg !260, !tbaa !196
  %106 = zext i8 %105 to i32, !dbg !260
  %107 = add nuw nsw i32 %103, %106, !dbg !261
    #dbg_value(i32 1, !238, !DIExpression(), !256)
    #dbg_value(!DIArgList(i32 poison, i8 poison), !233, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !257)
    #dbg_value(i64 %87, !244, !DIExpression(), !258)
  %108 = getelementptr inbounds i8, ptr %70, i64 %87, !dbg !260
  %109 = load i8, ptr %108, align 1, !dbg !260, !tbaa !196
    #dbg_value(!DIArgList(i32 %107, i8 %109), !233, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !257)
  %110 = zext i8 %109 to i32, !dbg !260
    #dbg_value(!DIArgList(i32 %107, i32 %110), !233, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !257)
  %111 = add nuw nsw i32 %107, %110, !dbg !261
    #dbg_value(i32 %111, !233, !DIExpression(), !257)
    #dbg_value(i32 2, !238, !DIExpression(), !256)
    #dbg_value(i32 2, !236, !DIExpression(), !255)
  switch i32 %111, label %116 [
    i32 3, label %117
    i32 2, label %112
  ], !dbg !262

112:                                              ; preds = %74
  %113 = getelementptr inbounds i8, ptr %54, i64 %75, !dbg !263
  %114 = load i8, ptr %113, align 1, !dbg !263, !tbaa !196
  %115 = icmp ne i8 %114, 0, !dbg !264
  br label %117

116:                                              ; preds = %74
  br label %117, !dbg !265

117:                                              ; preds = %116, %112, %74
  %118 = phi i1 [ true, %74 ], [ %115, %112 ], [ false, %116 ]
  %119 = zext i1 %118 to i8, !dbg !265
  %120 = getelementptr inbounds i8, ptr %53, i64 %75, !dbg !266
  store i8 %119, ptr %120, align 1, !dbg !267, !tbaa !196
  %121 = zext i1 %118 to i32, !dbg !268
  %122 = add nsw i32 %76, %121, !dbg !269
    #dbg_value(i32 %122, !227, !DIExpression(), !245)
    #dbg_value(i64 %86, !230, !DIExpression(), !249)
  %123 = icmp eq i64 %86, 16, !dbg !270
  br i1 %123, label %71, label %74, !dbg !250, !llvm.loop !271

124:                                              ; preds = %71
    #dbg_value(i32 %122, !95, !DIExpression(), !161)
  %125 = add nuw nsw i32 %44, 1, !dbg !273
    #dbg_value(i32 %125, !96, !DIExpression(), !204)
  %126 = icmp eq i32 %125, 30, !dbg !274
  br i1 %126, label %41, label %43, !dbg !205, !llvm.loop !275

127:                                              ; preds = %41, %127
  %128 = phi i64 [ 0, %41 ], [ %227, %127 ]
    #dbg_value(i64 %128, !98, !DIExpression(), !207)
    #dbg_value(i64 0, !100, !DIExpression(), !277)
  %129 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 0, !dbg !278
  %130 = load i8, ptr %129, align 1, !dbg !278, !tbaa !196
  %131 = icmp eq i8 %130, 0, !dbg !278
  %132 = select i1 %131, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %132, !280, !DIExpression(), !286)
  %133 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %134 = tail call i32 @putc(i32 noundef %132, ptr noundef %133), !dbg !291
    #dbg_value(i64 1, !100, !DIExpression(), !277)
  %135 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 1, !dbg !278
  %136 = load i8, ptr %135, align 1, !dbg !278, !tbaa !196
  %137 = icmp eq i8 %136, 0, !dbg !278
  %138 = select i1 %137, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %138, !280, !DIExpression(), !286)
  %139 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %140 = tail call i32 @putc(i32 noundef %138, ptr noundef %139), !dbg !291
    #dbg_value(i64 2, !100, !DIExpression(), !277)
  %141 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 2, !dbg !278
  %142 = load i8, ptr %141, align 1, !dbg !278, !tbaa !196
  %143 = icmp eq i8 %142, 0, !dbg !278
  %144 = select i1 %143, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %144, !280, !DIExpression(), !286)
  %145 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %146 = tail call i32 @putc(i32 noundef %144, ptr noundef %145), !dbg !291
    #dbg_value(i64 3, !100, !DIExpression(), !277)
  %147 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 3, !dbg !278
  %148 = load i8, ptr %147, align 1, !dbg !278, !tbaa !196
  %149 = icmp eq i8 %148, 0, !dbg !278
  %150 = select i1 %149, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %150, !280, !DIExpression(), !286)
  %151 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %152 = tail call i32 @putc(i32 noundef %150, ptr noundef %151), !dbg !291
    #dbg_value(i64 4, !100, !DIExpression(), !277)
  %153 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 4, !dbg !278
  %154 = load i8, ptr %153, align 1, !dbg !278, !tbaa !196
  %155 = icmp eq i8 %154, 0, !dbg !278
  %156 = select i1 %155, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %156, !280, !DIExpression(), !286)
  %157 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %158 = tail call i32 @putc(i32 noundef %156, ptr noundef %157), !dbg !291
    #dbg_value(i64 5, !100, !DIExpression(), !277)
  %159 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 5, !dbg !278
  %160 = load i8, ptr %159, align 1, !dbg !278, !tbaa !196
  %161 = icmp eq i8 %160, 0, !dbg !278
  %162 = select i1 %161, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %162, !280, !DIExpression(), !286)
  %163 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %164 = tail call i32 @putc(i32 noundef %162, ptr noundef %163), !dbg !291
    #dbg_value(i64 6, !100, !DIExpression(), !277)
  %165 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 6, !dbg !278
  %166 = load i8, ptr %165, align 1, !dbg !278, !tbaa !196
  %167 = icmp eq i8 %166, 0, !dbg !278
  %168 = select i1 %167, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %168, !280, !DIExpression(), !286)
  %169 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %170 = tail call i32 @putc(i32 noundef %168, ptr noundef %169), !dbg !291
    #dbg_value(i64 7, !100, !DIExpression(), !277)
  %171 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 7, !dbg !278
  %172 = load i8, ptr %171, align 1, !dbg !278, !tbaa !196
  %173 = icmp eq i8 %172, 0, !dbg !278
  %174 = select i1 %173, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %174, !280, !DIExpression(), !286)
  %175 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %176 = tail call i32 @putc(i32 noundef %174, ptr noundef %175), !dbg !291
    #dbg_value(i64 8, !100, !DIExpression(), !277)
  %177 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 8, !dbg !278
  %178 = load i8, ptr %177, align 1, !dbg !278, !tbaa !196
  %179 = icmp eq i8 %178, 0, !dbg !278
  %180 = select i1 %179, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %180, !280, !DIExpression(), !286)
  %181 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %182 = tail call i32 @putc(i32 noundef %180, ptr noundef %181), !dbg !291
    #dbg_value(i64 9, !100, !DIExpression(), !277)
  %183 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 9, !dbg !278
  %184 = load i8, ptr %183, align 1, !dbg !278, !tbaa !196
  %185 = icmp eq i8 %184, 0, !dbg !278
  %186 = select i1 %185, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %186, !280, !DIExpression(), !286)
  %187 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %188 = tail call i32 @putc(i32 noundef %186, ptr noundef %187), !dbg !291
    #dbg_value(i64 10, !100, !DIExpression(), !277)
  %189 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 10, !dbg !278
  %190 = load i8, ptr %189, align 1, !dbg !278, !tbaa !196
  %191 = icmp eq i8 %190, 0, !dbg !278
  %192 = select i1 %191, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %192, !280, !DIExpression(), !286)
  %193 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %194 = tail call i32 @putc(i32 noundef %192, ptr noundef %193), !dbg !291
    #dbg_value(i64 11, !100, !DIExpression(), !277)
  %195 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 11, !dbg !278
  %196 = load i8, ptr %195, align 1, !dbg !278, !tbaa !196
  %197 = icmp eq i8 %196, 0, !dbg !278
  %198 = select i1 %197, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %198, !280, !DIExpression(), !286)
  %199 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %200 = tail call i32 @putc(i32 noundef %198, ptr noundef %199), !dbg !291
    #dbg_value(i64 12, !100, !DIExpression(), !277)
  %201 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 12, !dbg !278
  %202 = load i8, ptr %201, align 1, !dbg !278, !tbaa !196
  %203 = icmp eq i8 %202, 0, !dbg !278
  %204 = select i1 %203, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %204, !280, !DIExpression(), !286)
  %205 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %206 = tail call i32 @putc(i32 noundef %204, ptr noundef %205), !dbg !291
    #dbg_value(i64 13, !100, !DIExpression(), !277)
  %207 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 13, !dbg !278
  %208 = load i8, ptr %207, align 1, !dbg !278, !tbaa !196
  %209 = icmp eq i8 %208, 0, !dbg !278
  %210 = select i1 %209, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %210, !280, !DIExpression(), !286)
  %211 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %212 = tail call i32 @putc(i32 noundef %210, ptr noundef %211), !dbg !291
    #dbg_value(i64 14, !100, !DIExpression(), !277)
  %213 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 14, !dbg !278
  %214 = load i8, ptr %213, align 1, !dbg !278, !tbaa !196
  %215 = icmp eq i8 %214, 0, !dbg !278
  %216 = select i1 %215, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %216, !280, !DIExpression(), !286)
  %217 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %218 = tail call i32 @putc(i32 noundef %216, ptr noundef %217), !dbg !291
    #dbg_value(i64 15, !100, !DIExpression(), !277)
  %219 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 15, !dbg !278
  %220 = load i8, ptr %219, align 1, !dbg !278, !tbaa !196
  %221 = icmp eq i8 %220, 0, !dbg !278
  %222 = select i1 %221, i32 46, i32 35, !dbg !278
    #dbg_value(i32 %222, !280, !DIExpression(), !286)
  %223 = load ptr, ptr @stdout, align 8, !dbg !288, !tbaa !289
  %224 = tail call i32 @putc(i32 noundef %222, ptr noundef %223), !dbg !291
    #dbg_value(i64 16, !100, !DIExpression(), !277)
    #dbg_value(i32 10, !280, !DIExpression(), !292)
  %225 = load ptr, ptr @stdout, align 8, !dbg !294, !tbaa !289
  %226 = tail call i32 @putc(i32 noundef 10, ptr noundef %225), !dbg !295
  %227 = add nuw nsw i64 %128, 1, !dbg !296
    #dbg_value(i64 %227, !98, !DIExpression(), !207)
  %228 = icmp eq i64 %227, 12, !dbg !297
  br i1 %228, label %229, label %127, !dbg !208, !llvm.loop !298

229:                                              ; preds = %127
    #dbg_value(i32 78, !108, !DIExpression(), !161)
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 78), !dbg !300
  ret i32 0, !dbg !301
}

; Function Attrs: nofree nounwind
declare !dbg !302 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

; Function Attrs: nofree nounwind
declare !dbg !309 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!152, !153, !154, !155, !156, !157, !158, !159}
!llvm.ident = !{!160}

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
!155 = !{i32 8, !"PIC Level", i32 2}
!156 = !{i32 7, !"PIE Level", i32 2}
!157 = !{i32 7, !"uwtable", i32 2}
!158 = !{i32 7, !"frame-pointer", i32 1}
!159 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!160 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!161 = !DILocation(line: 0, scope: !22)
!162 = !DILocation(line: 51, column: 5, scope: !22)
!163 = !DILocation(line: 0, scope: !64)
!164 = !DILocation(line: 58, column: 33, scope: !165)
!165 = distinct !DILexicalBlock(scope: !64, file: !2, line: 58, column: 5)
!166 = !DILocation(line: 0, scope: !66)
!167 = !DILocation(line: 60, column: 9, scope: !68)
!168 = !DILocation(line: 0, scope: !68)
!169 = !DILocation(line: 63, column: 9, scope: !68)
!170 = !DILocation(line: 64, column: 5, scope: !69)
!171 = !DILocation(line: 0, scope: !83)
!172 = !DILocation(line: 0, scope: !85)
!173 = !DILocation(line: 0, scope: !88)
!174 = !DILocation(line: 67, column: 56, scope: !175)
!175 = distinct !DILexicalBlock(scope: !88, file: !2, line: 67, column: 13)
!176 = !{!177, !177, i64 0}
!177 = !{!"int", !178, i64 0}
!178 = !{!"omnipotent char", !179, i64 0}
!179 = !{!"Simple C/C++ TBAA"}
!180 = !DILocation(line: 70, column: 5, scope: !94)
!181 = !DILocation(line: 70, column: 30, scope: !182)
!182 = distinct !DILexicalBlock(scope: !94, file: !2, line: 70, column: 5)
!183 = !DILocation(line: 70, column: 46, scope: !182)
!184 = !DILocation(line: 70, column: 40, scope: !182)
!185 = !DILocation(line: 70, column: 59, scope: !182)
!186 = !DILocation(line: 70, column: 56, scope: !182)
!187 = !DILocation(line: 70, column: 54, scope: !182)
!188 = !DILocation(line: 70, column: 37, scope: !182)
!189 = distinct !{!189, !180, !190, !191, !192, !193}
!190 = !DILocation(line: 70, column: 62, scope: !94)
!191 = !{!"llvm.loop.mustprogress"}
!192 = !{!"llvm.loop.isvectorized", i32 1}
!193 = !{!"llvm.loop.unroll.runtime.disable"}
!194 = !DILocation(line: 71, column: 5, scope: !22)
!195 = !DILocation(line: 74, column: 58, scope: !22)
!196 = !{!178, !178, i64 0}
!197 = !DILocation(line: 74, column: 47, scope: !22)
!198 = !DILocation(line: 74, column: 36, scope: !22)
!199 = !DILocation(line: 74, column: 25, scope: !22)
!200 = !DILocation(line: 74, column: 14, scope: !22)
!201 = !DILocation(line: 75, column: 37, scope: !22)
!202 = !DILocation(line: 75, column: 25, scope: !22)
!203 = !DILocation(line: 75, column: 14, scope: !22)
!204 = !DILocation(line: 0, scope: !97)
!205 = !DILocation(line: 77, column: 5, scope: !97)
!206 = !DILocation(line: 78, column: 5, scope: !22)
!207 = !DILocation(line: 0, scope: !99)
!208 = !DILocation(line: 79, column: 5, scope: !99)
!209 = !DILocation(line: 77, column: 97, scope: !210)
!210 = distinct !DILexicalBlock(scope: !97, file: !2, line: 77, column: 5)
!211 = !DILocation(line: 77, column: 93, scope: !210)
!212 = !DILocation(line: 77, column: 113, scope: !210)
!213 = !DILocalVariable(name: "h", arg: 1, scope: !214, file: !2, line: 29, type: !25)
!214 = distinct !DISubprogram(name: "life_step", scope: !2, file: !2, line: 29, type: !215, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !223)
!215 = !DISubroutineType(types: !216)
!216 = !{!25, !25, !25, !217, !221}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, elements: !219)
!219 = !{!220}
!220 = !DISubrange(count: -1)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!222 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, elements: !219)
!223 = !{!213, !224, !225, !226, !227, !228, !230, !233, !236, !238, !241, !244}
!224 = !DILocalVariable(name: "w", arg: 2, scope: !214, file: !2, line: 29, type: !25)
!225 = !DILocalVariable(name: "cur", arg: 3, scope: !214, file: !2, line: 29, type: !217)
!226 = !DILocalVariable(name: "next", arg: 4, scope: !214, file: !2, line: 29, type: !221)
!227 = !DILocalVariable(name: "alive", scope: !214, file: !2, line: 30, type: !25)
!228 = !DILocalVariable(name: "i", scope: !229, file: !2, line: 31, type: !25)
!229 = distinct !DILexicalBlock(scope: !214, file: !2, line: 31, column: 5)
!230 = !DILocalVariable(name: "j", scope: !231, file: !2, line: 32, type: !25)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 32, column: 9)
!232 = distinct !DILexicalBlock(scope: !229, file: !2, line: 31, column: 5)
!233 = !DILocalVariable(name: "n", scope: !234, file: !2, line: 33, type: !25)
!234 = distinct !DILexicalBlock(scope: !235, file: !2, line: 32, column: 37)
!235 = distinct !DILexicalBlock(scope: !231, file: !2, line: 32, column: 9)
!236 = !DILocalVariable(name: "di", scope: !237, file: !2, line: 34, type: !25)
!237 = distinct !DILexicalBlock(scope: !234, file: !2, line: 34, column: 13)
!238 = !DILocalVariable(name: "dj", scope: !239, file: !2, line: 35, type: !25)
!239 = distinct !DILexicalBlock(scope: !240, file: !2, line: 35, column: 17)
!240 = distinct !DILexicalBlock(scope: !237, file: !2, line: 34, column: 13)
!241 = !DILocalVariable(name: "y", scope: !242, file: !2, line: 37, type: !25)
!242 = distinct !DILexicalBlock(scope: !243, file: !2, line: 35, column: 50)
!243 = distinct !DILexicalBlock(scope: !239, file: !2, line: 35, column: 17)
!244 = !DILocalVariable(name: "x", scope: !242, file: !2, line: 37, type: !25)
!245 = !DILocation(line: 0, scope: !214, inlinedAt: !246)
!246 = distinct !DILocation(line: 77, column: 48, scope: !210)
!247 = !DILocation(line: 0, scope: !229, inlinedAt: !246)
!248 = !DILocation(line: 31, column: 5, scope: !229, inlinedAt: !246)
!249 = !DILocation(line: 0, scope: !231, inlinedAt: !246)
!250 = !DILocation(line: 32, column: 9, scope: !231, inlinedAt: !246)
!251 = !DILocation(line: 31, column: 29, scope: !232, inlinedAt: !246)
!252 = !DILocation(line: 31, column: 23, scope: !232, inlinedAt: !246)
!253 = distinct !{!253, !248, !254, !191}
!254 = !DILocation(line: 42, column: 9, scope: !229, inlinedAt: !246)
!255 = !DILocation(line: 0, scope: !237, inlinedAt: !246)
!256 = !DILocation(line: 0, scope: !239, inlinedAt: !246)
!257 = !DILocation(line: 0, scope: !234, inlinedAt: !246)
!258 = !DILocation(line: 0, scope: !242, inlinedAt: !246)
!259 = !DILocation(line: 37, column: 64, scope: !242, inlinedAt: !246)
!260 = !DILocation(line: 38, column: 26, scope: !242, inlinedAt: !246)
!261 = !DILocation(line: 38, column: 23, scope: !242, inlinedAt: !246)
!262 = !DILocation(line: 40, column: 49, scope: !234, inlinedAt: !246)
!263 = !DILocation(line: 40, column: 63, scope: !234, inlinedAt: !246)
!264 = !DILocation(line: 40, column: 60, scope: !234, inlinedAt: !246)
!265 = !DILocation(line: 40, column: 26, scope: !234, inlinedAt: !246)
!266 = !DILocation(line: 40, column: 13, scope: !234, inlinedAt: !246)
!267 = !DILocation(line: 40, column: 24, scope: !234, inlinedAt: !246)
!268 = !DILocation(line: 41, column: 22, scope: !234, inlinedAt: !246)
!269 = !DILocation(line: 41, column: 19, scope: !234, inlinedAt: !246)
!270 = !DILocation(line: 32, column: 27, scope: !235, inlinedAt: !246)
!271 = distinct !{!271, !250, !272, !191}
!272 = !DILocation(line: 42, column: 9, scope: !231, inlinedAt: !246)
!273 = !DILocation(line: 77, column: 36, scope: !210)
!274 = !DILocation(line: 77, column: 27, scope: !210)
!275 = distinct !{!275, !205, !276, !191}
!276 = !DILocation(line: 77, column: 130, scope: !97)
!277 = !DILocation(line: 0, scope: !101)
!278 = !DILocation(line: 80, column: 45, scope: !279)
!279 = distinct !DILexicalBlock(scope: !101, file: !2, line: 80, column: 9)
!280 = !DILocalVariable(name: "__c", arg: 1, scope: !281, file: !282, line: 82, type: !25)
!281 = distinct !DISubprogram(name: "putchar", scope: !282, file: !282, line: 82, type: !283, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !285)
!282 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!283 = !DISubroutineType(types: !284)
!284 = !{!25, !25}
!285 = !{!280}
!286 = !DILocation(line: 0, scope: !281, inlinedAt: !287)
!287 = distinct !DILocation(line: 80, column: 37, scope: !279)
!288 = !DILocation(line: 84, column: 21, scope: !281, inlinedAt: !287)
!289 = !{!290, !290, i64 0}
!290 = !{!"any pointer", !178, i64 0}
!291 = !DILocation(line: 84, column: 10, scope: !281, inlinedAt: !287)
!292 = !DILocation(line: 0, scope: !281, inlinedAt: !293)
!293 = distinct !DILocation(line: 81, column: 9, scope: !102)
!294 = !DILocation(line: 84, column: 21, scope: !281, inlinedAt: !293)
!295 = !DILocation(line: 84, column: 10, scope: !281, inlinedAt: !293)
!296 = !DILocation(line: 79, column: 29, scope: !103)
!297 = !DILocation(line: 79, column: 23, scope: !103)
!298 = distinct !{!298, !208, !299, !191}
!299 = !DILocation(line: 82, column: 5, scope: !99)
!300 = !DILocation(line: 86, column: 5, scope: !22)
!301 = !DILocation(line: 88, column: 1, scope: !22)
!302 = !DISubprogram(name: "printf", scope: !303, file: !303, line: 356, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!304 = !DISubroutineType(types: !305)
!305 = !{!25, !306, null}
!306 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !307)
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !308, size: 64)
!308 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!309 = !DISubprogram(name: "putc", scope: !303, file: !303, line: 550, type: !310, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!310 = !DISubroutineType(types: !311)
!311 = !{!25, !25, !312}
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!313 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !314, line: 7, baseType: !315)
!314 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!315 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !316, line: 49, size: 1728, elements: !317)
!316 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!317 = !{!318, !319, !321, !322, !323, !324, !325, !326, !327, !328, !329, !330, !331, !334, !336, !337, !338, !341, !343, !345, !349, !352, !354, !357, !360, !361, !363, !366, !367}
!318 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !315, file: !316, line: 51, baseType: !25, size: 32)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !315, file: !316, line: 54, baseType: !320, size: 64, offset: 64)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !315, file: !316, line: 55, baseType: !320, size: 64, offset: 128)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !315, file: !316, line: 56, baseType: !320, size: 64, offset: 192)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !315, file: !316, line: 57, baseType: !320, size: 64, offset: 256)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !315, file: !316, line: 58, baseType: !320, size: 64, offset: 320)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !315, file: !316, line: 59, baseType: !320, size: 64, offset: 384)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !315, file: !316, line: 60, baseType: !320, size: 64, offset: 448)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !315, file: !316, line: 61, baseType: !320, size: 64, offset: 512)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !315, file: !316, line: 64, baseType: !320, size: 64, offset: 576)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !315, file: !316, line: 65, baseType: !320, size: 64, offset: 640)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !315, file: !316, line: 66, baseType: !320, size: 64, offset: 704)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !315, file: !316, line: 68, baseType: !332, size: 64, offset: 768)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !333, size: 64)
!333 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !316, line: 36, flags: DIFlagFwdDecl)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !315, file: !316, line: 70, baseType: !335, size: 64, offset: 832)
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 64)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !315, file: !316, line: 72, baseType: !25, size: 32, offset: 896)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !315, file: !316, line: 73, baseType: !25, size: 32, offset: 928)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !315, file: !316, line: 74, baseType: !339, size: 64, offset: 960)
!339 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !340, line: 152, baseType: !42)
!340 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!341 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !315, file: !316, line: 77, baseType: !342, size: 16, offset: 1024)
!342 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !315, file: !316, line: 78, baseType: !344, size: 8, offset: 1040)
!344 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !315, file: !316, line: 79, baseType: !346, size: 8, offset: 1048)
!346 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !347)
!347 = !{!348}
!348 = !DISubrange(count: 1)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !315, file: !316, line: 81, baseType: !350, size: 64, offset: 1088)
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 64)
!351 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !316, line: 43, baseType: null)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !315, file: !316, line: 89, baseType: !353, size: 64, offset: 1152)
!353 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !340, line: 153, baseType: !42)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !315, file: !316, line: 91, baseType: !355, size: 64, offset: 1216)
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64)
!356 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !316, line: 37, flags: DIFlagFwdDecl)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !315, file: !316, line: 92, baseType: !358, size: 64, offset: 1280)
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !359, size: 64)
!359 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !316, line: 38, flags: DIFlagFwdDecl)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !315, file: !316, line: 93, baseType: !335, size: 64, offset: 1344)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !315, file: !316, line: 94, baseType: !362, size: 64, offset: 1408)
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !315, file: !316, line: 95, baseType: !364, size: 64, offset: 1472)
!364 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !365, line: 18, baseType: !70)
!365 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!366 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !315, file: !316, line: 96, baseType: !25, size: 32, offset: 1536)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !315, file: !316, line: 98, baseType: !368, size: 160, offset: 1568)
!368 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !369)
!369 = !{!370}
!370 = !DISubrange(count: 20)
