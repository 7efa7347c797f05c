; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [27 x i8] c"t[4][5] = %d t[0][3] = %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"row %d: %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"trace(%d) = %d\0A\00", align 1, !dbg !12
@grid3 = internal unnamed_addr global [3 x [4 x [5 x i32]]] zeroinitializer, align 16, !dbg !17
@.str.3 = private unnamed_addr constant [43 x i8] c"grid3 flat sum = %ld, grid3[2][3][4] = %d\0A\00", align 1, !dbg !131
@main.g1 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 16, !dbg !136
@main.g2 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 16, !dbg !141
@.str.4 = private unnamed_addr constant [21 x i8] c"alive after 30 = %d\0A\00", align 1, !dbg !143
@.str.5 = private unnamed_addr constant [16 x i8] c"words total %d\0A\00", align 1, !dbg !148

; Function Attrs: nounwind uwtable
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
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 54, i32 noundef 30), !dbg !161
    #dbg_value(i32 0, !40, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !160)
    #dbg_value(i32 -2, !40, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !160)
    #dbg_value(i32 -4, !40, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !160)
    #dbg_value(i32 -6, !40, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !160)
    #dbg_value(i32 1, !40, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !160)
    #dbg_value(i32 -1, !40, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !160)
    #dbg_value(i32 -3, !40, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !160)
    #dbg_value(i32 -5, !40, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !160)
    #dbg_value(i32 2, !40, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !160)
    #dbg_value(i32 0, !40, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !160)
    #dbg_value(i32 -2, !40, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !160)
    #dbg_value(i32 -4, !40, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !160)
    #dbg_value(i32 1, !46, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !160)
    #dbg_value(i32 1, !46, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !160)
    #dbg_value(i32 1, !46, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !160)
    #dbg_value(i32 2, !46, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !160)
    #dbg_value(i32 1, !46, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !160)
    #dbg_value(i32 3, !46, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !160)
    #dbg_value(i32 1, !46, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !160)
    #dbg_value(i32 4, !46, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !160)
    #dbg_value(i32 -12, !50, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !160)
    #dbg_value(i32 -40, !50, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !160)
    #dbg_value(i32 -8, !50, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !160)
    #dbg_value(i32 -30, !50, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !160)
    #dbg_value(i32 -4, !50, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !160)
    #dbg_value(i32 -20, !50, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !160)
    #dbg_value(i64 0, !63, !DIExpression(), !162)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef -12, i32 noundef -40), !dbg !163
    #dbg_value(i64 1, !63, !DIExpression(), !162)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef -8, i32 noundef -30), !dbg !163
    #dbg_value(i64 2, !63, !DIExpression(), !162)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef -4, i32 noundef -20), !dbg !163
    #dbg_value(i64 3, !63, !DIExpression(), !162)
    #dbg_value(i64 1, !65, !DIExpression(), !165)
  %1 = tail call ptr @llvm.stacksave.p0(), !dbg !166
    #dbg_value(i64 1, !67, !DIExpression(), !167)
    #dbg_value(i64 1, !71, !DIExpression(), !167)
    #dbg_value(i32 2, !72, !DIExpression(), !167)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 2), !dbg !168
  tail call void @llvm.stackrestore.p0(ptr %1), !dbg !169
    #dbg_value(i64 2, !65, !DIExpression(), !165)
  %2 = tail call ptr @llvm.stacksave.p0(), !dbg !166
    #dbg_value(i64 2, !67, !DIExpression(), !167)
    #dbg_value(i64 2, !71, !DIExpression(), !167)
    #dbg_value(i32 undef, !72, !DIExpression(), !167)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 8), !dbg !168
  tail call void @llvm.stackrestore.p0(ptr %2), !dbg !169
    #dbg_value(i64 3, !65, !DIExpression(), !165)
  %3 = tail call ptr @llvm.stacksave.p0(), !dbg !166
    #dbg_value(i64 3, !67, !DIExpression(), !167)
    #dbg_value(i64 3, !71, !DIExpression(), !167)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef 20), !dbg !168
  tail call void @llvm.stackrestore.p0(ptr %3), !dbg !169
    #dbg_value(i64 4, !65, !DIExpression(), !165)
  %4 = tail call ptr @llvm.stacksave.p0(), !dbg !166
    #dbg_value(i64 4, !67, !DIExpression(), !167)
    #dbg_value(i64 4, !71, !DIExpression(), !167)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef 40), !dbg !168
  tail call void @llvm.stackrestore.p0(ptr %4), !dbg !169
    #dbg_value(i64 5, !65, !DIExpression(), !165)
  %5 = tail call ptr @llvm.stacksave.p0(), !dbg !166
    #dbg_value(i64 5, !67, !DIExpression(), !167)
    #dbg_value(i64 5, !71, !DIExpression(), !167)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef 70), !dbg !168
  tail call void @llvm.stackrestore.p0(ptr %5), !dbg !169
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
  %6 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 208), align 16, !dbg !179, !tbaa !175
  %7 = mul nsw <4 x i32> %6, <i32 3, i32 4, i32 5, i32 6>, !dbg !181
  %8 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 176), align 16, !dbg !179, !tbaa !175
  %9 = mul nsw <4 x i32> %8, <i32 2, i32 3, i32 4, i32 5>, !dbg !181
  %10 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 144), align 16, !dbg !179, !tbaa !175
  %11 = mul nsw <4 x i32> %10, <i32 1, i32 2, i32 3, i32 4>, !dbg !181
  %12 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 112), align 16, !dbg !179, !tbaa !175
  %13 = mul nsw <4 x i32> %12, <i32 0, i32 1, i32 2, i32 3>, !dbg !181
  %14 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 80), align 16, !dbg !179, !tbaa !175
  %15 = mul nsw <4 x i32> %14, <i32 6, i32 0, i32 1, i32 2>, !dbg !181
  %16 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 48), align 16, !dbg !179, !tbaa !175
  %17 = mul nsw <4 x i32> %16, <i32 5, i32 6, i32 0, i32 1>, !dbg !181
  %18 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 16), align 16, !dbg !179, !tbaa !175
  %19 = mul nsw <4 x i32> %18, <i32 4, i32 5, i32 6, i32 0>, !dbg !181
  %20 = add <4 x i32> %17, %19, !dbg !182
  %21 = add <4 x i32> %15, %20, !dbg !182
  %22 = add <4 x i32> %13, %21, !dbg !182
  %23 = add <4 x i32> %11, %22, !dbg !182
  %24 = add <4 x i32> %9, %23, !dbg !182
  %25 = add <4 x i32> %7, %24, !dbg !182
  %26 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 192), align 16, !dbg !179, !tbaa !175
  %27 = mul nsw <4 x i32> %26, <i32 6, i32 0, i32 1, i32 2>, !dbg !181
  %28 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 160), align 16, !dbg !179, !tbaa !175
  %29 = mul nsw <4 x i32> %28, <i32 5, i32 6, i32 0, i32 1>, !dbg !181
  %30 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 128), align 16, !dbg !179, !tbaa !175
  %31 = mul nsw <4 x i32> %30, <i32 4, i32 5, i32 6, i32 0>, !dbg !181
  %32 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 96), align 16, !dbg !179, !tbaa !175
  %33 = mul nsw <4 x i32> %32, <i32 3, i32 4, i32 5, i32 6>, !dbg !181
  %34 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 64), align 16, !dbg !179, !tbaa !175
  %35 = mul nsw <4 x i32> %34, <i32 2, i32 3, i32 4, i32 5>, !dbg !181
  %36 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 32), align 16, !dbg !179, !tbaa !175
  %37 = mul nsw <4 x i32> %36, <i32 1, i32 2, i32 3, i32 4>, !dbg !181
  %38 = load <4 x i32>, ptr @grid3, align 16, !dbg !179, !tbaa !175
  %39 = mul nsw <4 x i32> %38, <i32 0, i32 1, i32 2, i32 3>, !dbg !181
  %40 = add <4 x i32> %37, %39, !dbg !182
  %41 = add <4 x i32> %35, %40, !dbg !182
  %42 = add <4 x i32> %33, %41, !dbg !182
  %43 = add <4 x i32> %31, %42, !dbg !182
  %44 = add <4 x i32> %29, %43, !dbg !182
  %45 = add <4 x i32> %27, %44, !dbg !182
  %46 = add <4 x i32> %25, %45, !dbg !183
  %47 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %46), !dbg !183
    #dbg_value(i64 56, !93, !DIExpression(), !184)
    #dbg_value(i32 %47, !92, !DIExpression(), !160)
    #dbg_value(i32 %47, !92, !DIExpression(), !160)
    #dbg_value(i64 57, !93, !DIExpression(), !184)
  %48 = load i32, ptr getelementptr inbounds (i8, ptr @grid3, i64 228), align 4, !dbg !179, !tbaa !175
  %49 = add nsw i32 %48, %47, !dbg !182
    #dbg_value(i32 %49, !92, !DIExpression(), !160)
    #dbg_value(i64 58, !93, !DIExpression(), !184)
  %50 = load i32, ptr getelementptr inbounds (i8, ptr @grid3, i64 232), align 8, !dbg !179, !tbaa !175
  %51 = shl nsw i32 %50, 1, !dbg !181
  %52 = add nsw i32 %51, %49, !dbg !182
    #dbg_value(i32 %52, !92, !DIExpression(), !160)
    #dbg_value(i64 59, !93, !DIExpression(), !184)
  %53 = load i32, ptr getelementptr inbounds (i8, ptr @grid3, i64 236), align 4, !dbg !179, !tbaa !175
  %54 = mul nsw i32 %53, 3, !dbg !181
  %55 = add nsw i32 %54, %52, !dbg !182
    #dbg_value(i32 %55, !92, !DIExpression(), !160)
    #dbg_value(i64 60, !93, !DIExpression(), !184)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %55, i32 noundef 234), !dbg !185
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 51), align 1, !dbg !186, !tbaa !187
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 50), align 2, !dbg !188, !tbaa !187
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 49), align 1, !dbg !189, !tbaa !187
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 35), align 1, !dbg !190, !tbaa !187
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 18), align 2, !dbg !191, !tbaa !187
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 122), align 2, !dbg !192, !tbaa !187
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 121), align 1, !dbg !193, !tbaa !187
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 120), align 8, !dbg !194, !tbaa !187
    #dbg_value(i32 0, !95, !DIExpression(), !160)
    #dbg_value(i32 0, !96, !DIExpression(), !195)
  br label %57, !dbg !196

56:                                               ; preds = %138
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %136), !dbg !197
    #dbg_value(i32 0, !98, !DIExpression(), !198)
  br label %141, !dbg !199

57:                                               ; preds = %0, %138
  %58 = phi i32 [ 0, %0 ], [ %139, %138 ]
    #dbg_value(i32 %58, !96, !DIExpression(), !195)
  %59 = and i32 %58, 1, !dbg !200
  %60 = icmp eq i32 %59, 0, !dbg !202
  %61 = select i1 %60, ptr @main.g1, ptr @main.g2, !dbg !202
  %62 = select i1 %60, ptr @main.g2, ptr @main.g1, !dbg !203
    #dbg_value(i32 12, !204, !DIExpression(), !236)
    #dbg_value(i32 16, !215, !DIExpression(), !236)
    #dbg_value(ptr %61, !216, !DIExpression(), !236)
    #dbg_value(ptr %62, !217, !DIExpression(), !236)
    #dbg_value(i32 0, !218, !DIExpression(), !236)
    #dbg_value(i32 0, !219, !DIExpression(), !238)
  br label %63, !dbg !239

63:                                               ; preds = %85, %57
  %64 = phi i64 [ 0, %57 ], [ %86, %85 ]
  %65 = phi i32 [ 0, %57 ], [ %136, %85 ]
    #dbg_value(i32 %65, !218, !DIExpression(), !236)
    #dbg_value(i64 %64, !219, !DIExpression(), !238)
  %66 = shl nuw nsw i64 %64, 4
  %67 = getelementptr inbounds i8, ptr %62, i64 %66
    #dbg_value(i32 0, !221, !DIExpression(), !240)
  %68 = getelementptr inbounds i8, ptr %61, i64 %66
  %69 = trunc i64 %64 to i32
  %70 = add i32 %69, 11
  %71 = urem i32 %70, 12
  %72 = shl nuw nsw i32 %71, 4
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds i8, ptr %61, i64 %73
  %75 = add i32 %69, 12
  %76 = urem i32 %75, 12
  %77 = shl nuw nsw i32 %76, 4
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds i8, ptr %61, i64 %78
  %80 = add i32 %69, 13
  %81 = urem i32 %80, 12
  %82 = shl nuw nsw i32 %81, 4
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds i8, ptr %61, i64 %83
  br label %88, !dbg !241

85:                                               ; preds = %131
  %86 = add nuw nsw i64 %64, 1, !dbg !242
    #dbg_value(i32 %136, !218, !DIExpression(), !236)
    #dbg_value(i64 %86, !219, !DIExpression(), !238)
  %87 = icmp eq i64 %86, 12, !dbg !243
  br i1 %87, label %138, label %63, !dbg !239, !llvm.loop !244

88:                                               ; preds = %131, %63
  %89 = phi i64 [ 0, %63 ], [ %100, %131 ]
  %90 = phi i32 [ %65, %63 ], [ %136, %131 ]
    #dbg_value(i32 %90, !218, !DIExpression(), !236)
    #dbg_value(i64 %89, !221, !DIExpression(), !240)
    #dbg_value(i32 -1, !227, !DIExpression(), !247)
    #dbg_value(i32 -1, !229, !DIExpression(), !248)
    #dbg_value(i32 0, !224, !DIExpression(), !249)
    #dbg_value(i32 %71, !232, !DIExpression(), !250)
  %91 = add nuw nsw i64 %89, 15, !dbg !251
  %92 = and i64 %91, 15, !dbg !251
    #dbg_value(i64 %92, !235, !DIExpression(), !250)
  %93 = getelementptr inbounds i8, ptr %74, i64 %92, !dbg !252
  %94 = load i8, ptr %93, align 1, !dbg !252, !tbaa !187
  %95 = zext i8 %94 to i32, !dbg !252
    #dbg_value(i32 %95, !224, !DIExpression(), !249)
    #dbg_value(i32 0, !229, !DIExpression(), !248)
    #dbg_value(i64 %89, !235, !DIExpression(), !250)
  %96 = getelementptr inbounds i8, ptr %74, i64 %89, !dbg !252
  %97 = load i8, ptr %96, align 1, !dbg !252, !tbaa !187
  %98 = zext i8 %97 to i32, !dbg !252
  %99 = add nuw nsw i32 %98, %95, !dbg !253
    #dbg_value(i32 %99, !224, !DIExpression(), !249)
    #dbg_value(i32 1, !229, !DIExpression(), !248)
  %100 = add nuw nsw i64 %89, 1, !dbg !251
  %101 = and i64 %100, 15, !dbg !251
    #dbg_value(i64 %101, !235, !DIExpression(), !250)
  %102 = getelementptr inbounds i8, ptr %74, i64 %101, !dbg !252
  %103 = load i8, ptr %102, align 1, !dbg !252, !tbaa !187
  %104 = zext i8 %103 to i32, !dbg !252
  %105 = add nuw nsw i32 %99, %104, !dbg !253
    #dbg_value(i32 %105, !224, !DIExpression(), !249)
    #dbg_value(i32 0, !227, !DIExpression(), !247)
    #dbg_value(i32 -1, !229, !DIExpression(), !248)
    #dbg_value(i32 %76, !232, !DIExpression(), !250)
    #dbg_value(i64 %92, !235, !DIExpression(), !250)
  %106 = getelementptr inbounds i8, ptr %79, i64 %92, !dbg !252
  %107 = load i8, ptr %106, align 1, !dbg !252, !tbaa !187
  %108 = zext i8 %107 to i32, !dbg !252
  %109 = add nuw nsw i32 %105, %108, !dbg !253
    #dbg_value(i32 %109, !224, !DIExpression(), !249)
    #dbg_value(i32 1, !229, !DIExpression(), !248)
    #dbg_value(i64 %101, !235, !DIExpression(), !250)
  %110 = getelementptr inbounds i8, ptr %79, i64 %101, !dbg !252
  %111 = load i8, ptr %110, align 1, !dbg !252, !tbaa !187
  %112 = zext i8 %111 to i32, !dbg !252
  %113 = add nuw nsw i32 %109, %112, !dbg !253
    #dbg_value(i32 %113, !224, !DIExpression(), !249)
    #dbg_value(i32 1, !227, !DIExpression(), !247)
    #dbg_value(i32 -1, !229, !DIExpression(), !248)
    #dbg_value(i32 %81, !232, !DIExpression(), !250)
    #dbg_value(i64 %92, !235, !DIExpression(), !250)
  %114 = getelementptr inbounds i8, ptr %84, i64 %92, !dbg !252
  %115 = load i8, ptr %114, align 1, !dbg !252, !tbaa !187
  %116 = zext i8 %115 to i32, !dbg !252
  %117 = add nuw nsw i32 %113, %116, !dbg !253
    #dbg_value(i32 %117, !224, !DIExpression(), !249)
    #dbg_value(i32 0, !229, !DIExpression(), !248)
    #dbg_value(i64 %89, !235, !DIExpression(), !250)
  %118 = getelementptr inbounds i8, ptr %84, i64 %89, !dbg !252
  %119 = load i8, ptr %118, align 1, !dbg !252, !tbaa !187
  %120 = zext i8 %119 to i32, !dbg !252
  %121 = add nuw nsw i32 %117, %120, !dbg !253
    #dbg_value(i32 1, !229, !DIExpression(), !248)
    #dbg_value(!DIArgList(i32 poison, i8 poison), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !249)
    #dbg_value(i64 %101, !235, !DIExpression(), !250)
  %122 = getelementptr inbounds i8, ptr %84, i64 %101, !dbg !252
  %123 = load i8, ptr %122, align 1, !dbg !252, !tbaa !187
    #dbg_value(!DIArgList(i32 %121, i8 %123), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !249)
  %124 = zext i8 %123 to i32, !dbg !252
    #dbg_value(!DIArgList(i32 %121, i32 %124), !224, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !249)
  %125 = add nuw nsw i32 %121, %124, !dbg !253
    #dbg_value(i32 %125, !224, !DIExpression(), !249)
    #dbg_value(i32 2, !229, !DIExpression(), !248)
    #dbg_value(i32 2, !227, !DIExpression(), !247)
  switch i32 %125, label %130 [
    i32 3, label %131
    i32 2, label %126
  ], !dbg !254

126:                                              ; preds = %88
  %127 = getelementptr inbounds i8, ptr %68, i64 %89, !dbg !255
  %128 = load i8, ptr %127, align 1, !dbg !255, !tbaa !187
  %129 = icmp ne i8 %128, 0, !dbg !256
  br label %131

130:                                              ; preds = %88
  br label %131, !dbg !257

131:                                              ; preds = %130, %126, %88
  %132 = phi i1 [ true, %88 ], [ %129, %126 ], [ false, %130 ]
  %133 = zext i1 %132 to i8, !dbg !257
  %134 = getelementptr inbounds i8, ptr %67, i64 %89, !dbg !258
  store i8 %133, ptr %134, align 1, !dbg !259, !tbaa !187
  %135 = zext i1 %132 to i32, !dbg !260
  %136 = add nsw i32 %90, %135, !dbg !261
    #dbg_value(i32 %136, !218, !DIExpression(), !236)
    #dbg_value(i64 %100, !221, !DIExpression(), !240)
  %137 = icmp eq i64 %100, 16, !dbg !262
  br i1 %137, label %85, label %88, !dbg !241, !llvm.loop !263

138:                                              ; preds = %85
    #dbg_value(i32 %136, !95, !DIExpression(), !160)
  %139 = add nuw nsw i32 %58, 1, !dbg !265
    #dbg_value(i32 %139, !96, !DIExpression(), !195)
  %140 = icmp eq i32 %139, 30, !dbg !266
  br i1 %140, label %56, label %57, !dbg !196, !llvm.loop !267

141:                                              ; preds = %56, %141
  %142 = phi i64 [ 0, %56 ], [ %224, %141 ]
    #dbg_value(i64 %142, !98, !DIExpression(), !198)
    #dbg_value(i64 0, !100, !DIExpression(), !269)
  %143 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 0, !dbg !270
  %144 = load i8, ptr %143, align 16, !dbg !270, !tbaa !187
  %145 = icmp eq i8 %144, 0, !dbg !270
  %146 = select i1 %145, i32 46, i32 35, !dbg !270
  %147 = tail call i32 @putchar(i32 noundef %146), !dbg !272
    #dbg_value(i64 1, !100, !DIExpression(), !269)
  %148 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 1, !dbg !270
  %149 = load i8, ptr %148, align 1, !dbg !270, !tbaa !187
  %150 = icmp eq i8 %149, 0, !dbg !270
  %151 = select i1 %150, i32 46, i32 35, !dbg !270
  %152 = tail call i32 @putchar(i32 noundef %151), !dbg !272
    #dbg_value(i64 2, !100, !DIExpression(), !269)
  %153 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 2, !dbg !270
  %154 = load i8, ptr %153, align 2, !dbg !270, !tbaa !187
  %155 = icmp eq i8 %154, 0, !dbg !270
  %156 = select i1 %155, i32 46, i32 35, !dbg !270
  %157 = tail call i32 @putchar(i32 noundef %156), !dbg !272
    #dbg_value(i64 3, !100, !DIExpression(), !269)
  %158 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 3, !dbg !270
  %159 = load i8, ptr %158, align 1, !dbg !270, !tbaa !187
  %160 = icmp eq i8 %159, 0, !dbg !270
  %161 = select i1 %160, i32 46, i32 35, !dbg !270
  %162 = tail call i32 @putchar(i32 noundef %161), !dbg !272
    #dbg_value(i64 4, !100, !DIExpression(), !269)
  %163 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 4, !dbg !270
  %164 = load i8, ptr %163, align 4, !dbg !270, !tbaa !187
  %165 = icmp eq i8 %164, 0, !dbg !270
  %166 = select i1 %165, i32 46, i32 35, !dbg !270
  %167 = tail call i32 @putchar(i32 noundef %166), !dbg !272
    #dbg_value(i64 5, !100, !DIExpression(), !269)
  %168 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 5, !dbg !270
  %169 = load i8, ptr %168, align 1, !dbg !270, !tbaa !187
  %170 = icmp eq i8 %169, 0, !dbg !270
  %171 = select i1 %170, i32 46, i32 35, !dbg !270
  %172 = tail call i32 @putchar(i32 noundef %171), !dbg !272
    #dbg_value(i64 6, !100, !DIExpression(), !269)
  %173 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 6, !dbg !270
  %174 = load i8, ptr %173, align 2, !dbg !270, !tbaa !187
  %175 = icmp eq i8 %174, 0, !dbg !270
  %176 = select i1 %175, i32 46, i32 35, !dbg !270
  %177 = tail call i32 @putchar(i32 noundef %176), !dbg !272
    #dbg_value(i64 7, !100, !DIExpression(), !269)
  %178 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 7, !dbg !270
  %179 = load i8, ptr %178, align 1, !dbg !270, !tbaa !187
  %180 = icmp eq i8 %179, 0, !dbg !270
  %181 = select i1 %180, i32 46, i32 35, !dbg !270
  %182 = tail call i32 @putchar(i32 noundef %181), !dbg !272
    #dbg_value(i64 8, !100, !DIExpression(), !269)
  %183 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 8, !dbg !270
  %184 = load i8, ptr %183, align 8, !dbg !270, !tbaa !187
  %185 = icmp eq i8 %184, 0, !dbg !270
  %186 = select i1 %185, i32 46, i32 35, !dbg !270
  %187 = tail call i32 @putchar(i32 noundef %186), !dbg !272
    #dbg_value(i64 9, !100, !DIExpression(), !269)
  %188 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 9, !dbg !270
  %189 = load i8, ptr %188, align 1, !dbg !270, !tbaa !187
  %190 = icmp eq i8 %189, 0, !dbg !270
  %191 = select i1 %190, i32 46, i32 35, !dbg !270
  %192 = tail call i32 @putchar(i32 noundef %191), !dbg !272
    #dbg_value(i64 10, !100, !DIExpression(), !269)
  %193 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 10, !dbg !270
  %194 = load i8, ptr %193, align 2, !dbg !270, !tbaa !187
  %195 = icmp eq i8 %194, 0, !dbg !270
  %196 = select i1 %195, i32 46, i32 35, !dbg !270
  %197 = tail call i32 @putchar(i32 noundef %196), !dbg !272
    #dbg_value(i64 11, !100, !DIExpression(), !269)
  %198 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 11, !dbg !270
  %199 = load i8, ptr %198, align 1, !dbg !270, !tbaa !187
  %200 = icmp eq i8 %199, 0, !dbg !270
  %201 = select i1 %200, i32 46, i32 35, !dbg !270
  %202 = tail call i32 @putchar(i32 noundef %201), !dbg !272
    #dbg_value(i64 12, !100, !DIExpression(), !269)
  %203 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 12, !dbg !270
  %204 = load i8, ptr %203, align 4, !dbg !270, !tbaa !187
  %205 = icmp eq i8 %204, 0, !dbg !270
  %206 = select i1 %205, i32 46, i32 35, !dbg !270
  %207 = tail call i32 @putchar(i32 noundef %206), !dbg !272
    #dbg_value(i64 13, !100, !DIExpression(), !269)
  %208 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 13, !dbg !270
  %209 = load i8, ptr %208, align 1, !dbg !270, !tbaa !187
  %210 = icmp eq i8 %209, 0, !dbg !270
  %211 = select i1 %210, i32 46, i32 35, !dbg !270
  %212 = tail call i32 @putchar(i32 noundef %211), !dbg !272
    #dbg_value(i64 14, !100, !DIExpression(), !269)
  %213 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 14, !dbg !270
  %214 = load i8, ptr %213, align 2, !dbg !270, !tbaa !187
  %215 = icmp eq i8 %214, 0, !dbg !270
  %216 = select i1 %215, i32 46, i32 35, !dbg !270
  %217 = tail call i32 @putchar(i32 noundef %216), !dbg !272
    #dbg_value(i64 15, !100, !DIExpression(), !269)
  %218 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 15, !dbg !270
  %219 = load i8, ptr %218, align 1, !dbg !270, !tbaa !187
  %220 = icmp eq i8 %219, 0, !dbg !270
  %221 = select i1 %220, i32 46, i32 35, !dbg !270
  %222 = tail call i32 @putchar(i32 noundef %221), !dbg !272
    #dbg_value(i64 16, !100, !DIExpression(), !269)
  %223 = tail call i32 @putchar(i32 noundef 10), !dbg !273
  %224 = add nuw nsw i64 %142, 1, !dbg !274
    #dbg_value(i64 %224, !98, !DIExpression(), !198)
  %225 = icmp eq i64 %224, 12, !dbg !275
  br i1 %225, label %226, label %141, !dbg !199, !llvm.loop !276

226:                                              ; preds = %141
    #dbg_value(i32 78, !108, !DIExpression(), !160)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef 78), !dbg !278
  ret i32 0, !dbg !279
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !280 {
  %2 = alloca ptr, align 8, !DIAssignID !292
    #dbg_assign(i1 undef, !289, !DIExpression(), !292, ptr %2, !DIExpression(), !293)
    #dbg_value(ptr %0, !287, !DIExpression(), !293)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !294
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !295
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8, !dbg !296
  %4 = load ptr, ptr %2, align 8, !dbg !297, !tbaa !298
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8, !dbg !300
    #dbg_value(i32 %5, !288, !DIExpression(), !293)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !301
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !302
  ret void, !dbg !303
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #3

; Function Attrs: nofree nounwind
declare !dbg !304 dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !307 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !327 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!152, !153, !154, !155, !156, !157, !158}
!llvm.ident = !{!159}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/arrays2d.c", directory: ".")
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
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 384, elements: !43)
!42 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!43 = !{!44, !45}
!44 = !DISubrange(count: 3)
!45 = !DISubrange(count: 4)
!46 = !DILocalVariable(name: "b", scope: !22, file: !2, line: 52, type: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 256, elements: !48)
!48 = !{!45, !49}
!49 = !DISubrange(count: 2)
!50 = !DILocalVariable(name: "out", scope: !22, file: !2, line: 52, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 192, elements: !52)
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
!70 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
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
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 128, elements: !122)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!122 = !{!45}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 64, elements: !125)
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
!152 = !{i32 7, !"Dwarf Version", i32 4}
!153 = !{i32 2, !"Debug Info Version", i32 3}
!154 = !{i32 1, !"wchar_size", i32 2}
!155 = !{i32 8, !"PIC Level", i32 2}
!156 = !{i32 7, !"uwtable", i32 2}
!157 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!179 = !DILocation(line: 70, column: 46, scope: !180)
!180 = distinct !DILexicalBlock(scope: !94, file: !2, line: 70, column: 5)
!181 = !DILocation(line: 70, column: 54, scope: !180)
!182 = !DILocation(line: 70, column: 37, scope: !180)
!183 = !DILocation(line: 70, column: 5, scope: !94)
!184 = !DILocation(line: 0, scope: !94)
!185 = !DILocation(line: 71, column: 5, scope: !22)
!186 = !DILocation(line: 74, column: 58, scope: !22)
!187 = !{!177, !177, i64 0}
!188 = !DILocation(line: 74, column: 47, scope: !22)
!189 = !DILocation(line: 74, column: 36, scope: !22)
!190 = !DILocation(line: 74, column: 25, scope: !22)
!191 = !DILocation(line: 74, column: 14, scope: !22)
!192 = !DILocation(line: 75, column: 37, scope: !22)
!193 = !DILocation(line: 75, column: 25, scope: !22)
!194 = !DILocation(line: 75, column: 14, scope: !22)
!195 = !DILocation(line: 0, scope: !97)
!196 = !DILocation(line: 77, column: 5, scope: !97)
!197 = !DILocation(line: 78, column: 5, scope: !22)
!198 = !DILocation(line: 0, scope: !99)
!199 = !DILocation(line: 79, column: 5, scope: !99)
!200 = !DILocation(line: 77, column: 97, scope: !201)
!201 = distinct !DILexicalBlock(scope: !97, file: !2, line: 77, column: 5)
!202 = !DILocation(line: 77, column: 93, scope: !201)
!203 = !DILocation(line: 77, column: 113, scope: !201)
!204 = !DILocalVariable(name: "h", arg: 1, scope: !205, file: !2, line: 29, type: !25)
!205 = distinct !DISubprogram(name: "life_step", scope: !2, file: !2, line: 29, type: !206, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !214)
!206 = !DISubroutineType(types: !207)
!207 = !{!25, !25, !25, !208, !212}
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, elements: !210)
!210 = !{!211}
!211 = !DISubrange(count: -1)
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 64)
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, elements: !210)
!214 = !{!204, !215, !216, !217, !218, !219, !221, !224, !227, !229, !232, !235}
!215 = !DILocalVariable(name: "w", arg: 2, scope: !205, file: !2, line: 29, type: !25)
!216 = !DILocalVariable(name: "cur", arg: 3, scope: !205, file: !2, line: 29, type: !208)
!217 = !DILocalVariable(name: "next", arg: 4, scope: !205, file: !2, line: 29, type: !212)
!218 = !DILocalVariable(name: "alive", scope: !205, file: !2, line: 30, type: !25)
!219 = !DILocalVariable(name: "i", scope: !220, file: !2, line: 31, type: !25)
!220 = distinct !DILexicalBlock(scope: !205, file: !2, line: 31, column: 5)
!221 = !DILocalVariable(name: "j", scope: !222, file: !2, line: 32, type: !25)
!222 = distinct !DILexicalBlock(scope: !223, file: !2, line: 32, column: 9)
!223 = distinct !DILexicalBlock(scope: !220, file: !2, line: 31, column: 5)
!224 = !DILocalVariable(name: "n", scope: !225, file: !2, line: 33, type: !25)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 32, column: 37)
!226 = distinct !DILexicalBlock(scope: !222, file: !2, line: 32, column: 9)
!227 = !DILocalVariable(name: "di", scope: !228, file: !2, line: 34, type: !25)
!228 = distinct !DILexicalBlock(scope: !225, file: !2, line: 34, column: 13)
!229 = !DILocalVariable(name: "dj", scope: !230, file: !2, line: 35, type: !25)
!230 = distinct !DILexicalBlock(scope: !231, file: !2, line: 35, column: 17)
!231 = distinct !DILexicalBlock(scope: !228, file: !2, line: 34, column: 13)
!232 = !DILocalVariable(name: "y", scope: !233, file: !2, line: 37, type: !25)
!233 = distinct !DILexicalBlock(scope: !234, file: !2, line: 35, column: 50)
!234 = distinct !DILexicalBlock(scope: !230, file: !2, line: 35, column: 17)
!235 = !DILocalVariable(name: "x", scope: !233, file: !2, line: 37, type: !25)
!236 = !DILocation(line: 0, scope: !205, inlinedAt: !237)
!237 = distinct !DILocation(line: 77, column: 48, scope: !201)
!238 = !DILocation(line: 0, scope: !220, inlinedAt: !237)
!239 = !DILocation(line: 31, column: 5, scope: !220, inlinedAt: !237)
!240 = !DILocation(line: 0, scope: !222, inlinedAt: !237)
!241 = !DILocation(line: 32, column: 9, scope: !222, inlinedAt: !237)
!242 = !DILocation(line: 31, column: 29, scope: !223, inlinedAt: !237)
!243 = !DILocation(line: 31, column: 23, scope: !223, inlinedAt: !237)
!244 = distinct !{!244, !239, !245, !246}
!245 = !DILocation(line: 42, column: 9, scope: !220, inlinedAt: !237)
!246 = !{!"llvm.loop.mustprogress"}
!247 = !DILocation(line: 0, scope: !228, inlinedAt: !237)
!248 = !DILocation(line: 0, scope: !230, inlinedAt: !237)
!249 = !DILocation(line: 0, scope: !225, inlinedAt: !237)
!250 = !DILocation(line: 0, scope: !233, inlinedAt: !237)
!251 = !DILocation(line: 37, column: 64, scope: !233, inlinedAt: !237)
!252 = !DILocation(line: 38, column: 26, scope: !233, inlinedAt: !237)
!253 = !DILocation(line: 38, column: 23, scope: !233, inlinedAt: !237)
!254 = !DILocation(line: 40, column: 49, scope: !225, inlinedAt: !237)
!255 = !DILocation(line: 40, column: 63, scope: !225, inlinedAt: !237)
!256 = !DILocation(line: 40, column: 60, scope: !225, inlinedAt: !237)
!257 = !DILocation(line: 40, column: 26, scope: !225, inlinedAt: !237)
!258 = !DILocation(line: 40, column: 13, scope: !225, inlinedAt: !237)
!259 = !DILocation(line: 40, column: 24, scope: !225, inlinedAt: !237)
!260 = !DILocation(line: 41, column: 22, scope: !225, inlinedAt: !237)
!261 = !DILocation(line: 41, column: 19, scope: !225, inlinedAt: !237)
!262 = !DILocation(line: 32, column: 27, scope: !226, inlinedAt: !237)
!263 = distinct !{!263, !241, !264, !246}
!264 = !DILocation(line: 42, column: 9, scope: !222, inlinedAt: !237)
!265 = !DILocation(line: 77, column: 36, scope: !201)
!266 = !DILocation(line: 77, column: 27, scope: !201)
!267 = distinct !{!267, !196, !268, !246}
!268 = !DILocation(line: 77, column: 130, scope: !97)
!269 = !DILocation(line: 0, scope: !101)
!270 = !DILocation(line: 80, column: 45, scope: !271)
!271 = distinct !DILexicalBlock(scope: !101, file: !2, line: 80, column: 9)
!272 = !DILocation(line: 80, column: 37, scope: !271)
!273 = !DILocation(line: 81, column: 9, scope: !102)
!274 = !DILocation(line: 79, column: 29, scope: !103)
!275 = !DILocation(line: 79, column: 23, scope: !103)
!276 = distinct !{!276, !199, !277, !246}
!277 = !DILocation(line: 82, column: 5, scope: !99)
!278 = !DILocation(line: 86, column: 5, scope: !22)
!279 = !DILocation(line: 88, column: 1, scope: !22)
!280 = distinct !DISubprogram(name: "printf", scope: !281, file: !281, line: 368, type: !282, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !286)
!281 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!282 = !DISubroutineType(cc: DW_CC_nocall, types: !283)
!283 = !{!25, !284, null}
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!286 = !{!287, !288, !289}
!287 = !DILocalVariable(name: "__format", arg: 1, scope: !280, file: !281, line: 368, type: !284)
!288 = !DILocalVariable(name: "__retval", scope: !280, file: !281, line: 370, type: !25)
!289 = !DILocalVariable(name: "__local_argv", scope: !280, file: !281, line: 371, type: !290)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !291)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!292 = distinct !DIAssignID()
!293 = !DILocation(line: 0, scope: !280)
!294 = !DILocation(line: 371, column: 3, scope: !280)
!295 = !DILocation(line: 371, column: 35, scope: !280)
!296 = !DILocation(line: 372, column: 32, scope: !280)
!297 = !DILocation(line: 372, column: 50, scope: !280)
!298 = !{!299, !299, i64 0}
!299 = !{!"any pointer", !177, i64 0}
!300 = !DILocation(line: 372, column: 14, scope: !280)
!301 = !DILocation(line: 373, column: 3, scope: !280)
!302 = !DILocation(line: 375, column: 1, scope: !280)
!303 = !DILocation(line: 374, column: 3, scope: !280)
!304 = !DISubprogram(name: "putchar", scope: !281, file: !281, line: 702, type: !305, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !DISubroutineType(types: !306)
!306 = !{!25, !25}
!307 = !DISubprogram(name: "__mingw_vfprintf", scope: !281, file: !281, line: 193, type: !308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DISubroutineType(types: !309)
!309 = !{!25, !310, !323, !324}
!310 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !311)
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !281, line: 47, baseType: !313)
!313 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !281, line: 33, size: 384, align: 64, elements: !314)
!314 = !{!315, !316, !317, !318, !319, !320, !321, !322}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !313, file: !281, line: 37, baseType: !291, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !313, file: !281, line: 38, baseType: !25, size: 32, offset: 64)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !313, file: !281, line: 39, baseType: !291, size: 64, offset: 128)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !313, file: !281, line: 40, baseType: !25, size: 32, offset: 192)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !313, file: !281, line: 41, baseType: !25, size: 32, offset: 224)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !313, file: !281, line: 42, baseType: !25, size: 32, offset: 256)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !313, file: !281, line: 43, baseType: !25, size: 32, offset: 288)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !313, file: !281, line: 44, baseType: !291, size: 64, offset: 320)
!323 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !284)
!324 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !325, line: 31, baseType: !326)
!325 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!326 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !325, line: 24, baseType: !290)
!327 = !DISubprogram(name: "__acrt_iob_func", scope: !281, file: !281, line: 93, type: !328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{!311, !114}
