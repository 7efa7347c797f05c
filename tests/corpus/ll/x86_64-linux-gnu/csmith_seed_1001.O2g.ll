; ModuleID = 'tests/programs/csmith/seed_1001.c'
source_filename = "tests/programs/csmith/seed_1001.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g_26 = internal global i64 -8747259951226643929, align 8, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"g_26\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [8 x i8] c"g_33[i]\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [5 x i8] c"g_34\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [5 x i8] c"g_36\00", align 1, !dbg !32
@g_50 = internal global i32 -2068977882, align 4, !dbg !129
@.str.6 = private unnamed_addr constant [5 x i8] c"g_50\00", align 1, !dbg !34
@.str.7 = private unnamed_addr constant [8 x i8] c"g_62.f0\00", align 1, !dbg !36
@.str.8 = private unnamed_addr constant [8 x i8] c"g_62.f1\00", align 1, !dbg !38
@.str.9 = private unnamed_addr constant [8 x i8] c"g_62.f2\00", align 1, !dbg !40
@.str.10 = private unnamed_addr constant [5 x i8] c"g_81\00", align 1, !dbg !42
@g_114 = internal unnamed_addr global i64 1, align 8, !dbg !147
@.str.11 = private unnamed_addr constant [6 x i8] c"g_114\00", align 1, !dbg !44
@g_116 = internal unnamed_addr global [6 x [8 x [5 x i8]]] [[8 x [5 x i8]] [[5 x i8] c"\00\01i\86\AA", [5 x i8] c"\FF_\86\F9\01", [5 x i8] c"\FF6\01\FF\F9", [5 x i8] c"\9C\FF\00\80\F9", [5 x i8] c"6\9C\01\00\01", [5 x i8] c"\00\00\88\12\AA", [5 x i8] c"\C87\FE\FD6", [5 x i8] c"K\FE\01\F9\86"], [8 x [5 x i8]] [[5 x i8] c"8_\01|\FE", [5 x i8] c"\D9\FEo\01\00", [5 x i8] c"|\DC\FF_\88", [5 x i8] c"\86\00\F9_|", [5 x i8] c"\88\FD\01\01\FD", [5 x i8] c"\FDp\88|\BD", [5 x i8] c"\80\00\FF\9C\C8", [5 x i8] c"\1A\FDo\1A\9C"], [8 x [5 x i8]] [[5 x i8] c"\80\01\BD8\FB", [5 x i8] c"\FD\80\02\FE\C8", [5 x i8] c"\88\FE\FB\D9\01", [5 x i8] c"\86\00\FBio", [5 x i8] c"|\9C\02\9C|", [5 x i8] c"\D9_\BD\FF\FE", [5 x i8] c"8\88o\00\01", [5 x i8] c"|\80\FF_\FE"], [8 x [5 x i8]] [[5 x i8] c"\BC\00\88\00|", [5 x i8] c"\FEo\01\00o", [5 x i8] c"\FD\00\F9|\01", [5 x i8] c"\DC\00\FF\FB\C8", [5 x i8] c"iooi\FB", [5 x i8] c"\80\00\018\9C", [5 x i8] c"o\80\C8\88\C8", [5 x i8] c"\FE\88\FB8\BD"], [8 x [5 x i8]] [[5 x i8] c"\86_\FFi\FD", [5 x i8] c"\FF\9C\C8\FB|", [5 x i8] c"8\00\BD|\88", [5 x i8] c"8\FE\FF\00\00", [5 x i8] c"\FF\80\FF\00\FE", [5 x i8] c"\86\01\88_\FF", [5 x i8] c"\FE\FD6\00\FD", [5 x i8] c"o\00\88\FF\01"], [8 x [5 x i8]] [[5 x i8] c"\80p\FF\9C\C8", [5 x i8] c"i\FD\FFi\9C", [5 x i8] c"\DC\00\BD\D9\9C", [5 x i8] c"\FD\DC\C8\FE\C8", [5 x i8] c"\FE\FE\FF8\01", [5 x i8] c"\BC_\FB\1A\FD", [5 x i8] c"|\12K\DC6", [5 x i8] c"\00p\C8\01\FB"]], align 16, !dbg !149
@.str.12 = private unnamed_addr constant [15 x i8] c"g_116[i][j][k]\00", align 1, !dbg !49
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !54
@g_120 = internal unnamed_addr global i32 1708280641, align 4, !dbg !156
@.str.14 = private unnamed_addr constant [6 x i8] c"g_120\00", align 1, !dbg !59
@.str.15 = private unnamed_addr constant [9 x i8] c"g_136.f0\00", align 1, !dbg !61
@.str.16 = private unnamed_addr constant [9 x i8] c"g_136.f1\00", align 1, !dbg !66
@.str.17 = private unnamed_addr constant [9 x i8] c"g_136.f2\00", align 1, !dbg !68
@.str.18 = private unnamed_addr constant [9 x i8] c"g_136.f3\00", align 1, !dbg !70
@.str.19 = private unnamed_addr constant [9 x i8] c"g_208[i]\00", align 1, !dbg !72
@.str.20 = private unnamed_addr constant [6 x i8] c"g_223\00", align 1, !dbg !74
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !173
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !76
@.str.21 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !111
@g_62 = internal global { i8, i8, i8, i32, i32 } { i8 -44, i8 3, i8 0, i32 9, i32 -768603293 }, align 4, !dbg !132
@.str.23 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !170

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !184 {
    #dbg_value(i32 %0, !190, !DIExpression(), !196)
    #dbg_value(ptr %1, !191, !DIExpression(), !196)
    #dbg_value(i32 0, !195, !DIExpression(), !196)
  %3 = icmp eq i32 %0, 2, !dbg !197
  br i1 %3, label %4, label %17, !dbg !199

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !200
  %6 = load ptr, ptr %5, align 8, !dbg !200, !tbaa !201
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !205
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !206
  %16 = zext i1 %15 to i32, !dbg !206
  br label %17, !dbg !206

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !196
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !196
    #dbg_value(i32 %19, !195, !DIExpression(), !196)
    #dbg_value(i32 -306674912, !207, !DIExpression(), !216)
    #dbg_value(i32 0, !213, !DIExpression(), !216)
  br label %20, !dbg !218

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !220
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !222
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !222
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !222
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !228
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !222
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !222
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !228
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !222
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !222
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !228
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !222
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !222
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !228
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !222
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !222
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !228
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !222
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !222
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !228
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !222
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !222
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !228
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !222
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !222
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !228
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !229
  store <4 x i32> %62, ptr %63, align 16, !dbg !230, !tbaa !231
  %64 = add nuw i64 %21, 4, !dbg !220
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !222
  %66 = icmp eq i64 %64, 256, !dbg !220
  br i1 %66, label %67, label %20, !dbg !220, !llvm.loop !233

67:                                               ; preds = %20
    #dbg_assign(i1 undef, !238, !DIExpression(), !318, ptr undef, !DIExpression(), !319)
    #dbg_value(i32 0, !243, !DIExpression(), !319)
    #dbg_value(i8 1, !244, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !319)
    #dbg_value(i8 poison, !244, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !319)
    #dbg_value(i8 1, !244, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !319)
    #dbg_value(i8 poison, !244, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !319)
    #dbg_value(i8 -9, !244, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !319)
    #dbg_value(i16 poison, !244, !DIExpression(DW_OP_LLVM_fragment, 40, 16), !319)
    #dbg_value(i64 0, !249, !DIExpression(), !319)
    #dbg_value(i32 -4, !250, !DIExpression(), !319)
    #dbg_assign(i1 undef, !251, !DIExpression(), !321, ptr poison, !DIExpression(), !319)
    #dbg_value(i32 916916686, !252, !DIExpression(), !319)
    #dbg_value(i8 -97, !253, !DIExpression(), !319)
    #dbg_value(ptr undef, !254, !DIExpression(), !319)
    #dbg_value(i32 2, !256, !DIExpression(), !319)
    #dbg_value(ptr undef, !257, !DIExpression(), !319)
    #dbg_value(i64 -2943002087552746360, !259, !DIExpression(), !319)
    #dbg_value(ptr null, !260, !DIExpression(), !319)
    #dbg_value(ptr undef, !262, !DIExpression(), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !319)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !319)
    #dbg_value(ptr poison, !267, !DIExpression(), !319)
    #dbg_value(ptr poison, !269, !DIExpression(), !319)
    #dbg_value(ptr null, !271, !DIExpression(), !319)
    #dbg_value(ptr undef, !275, !DIExpression(), !319)
    #dbg_value(i8 3, !277, !DIExpression(), !319)
    #dbg_value(i64 0, !278, !DIExpression(), !319)
    #dbg_value(i64 7154395135948373224, !279, !DIExpression(), !319)
    #dbg_value(i32 poison, !280, !DIExpression(), !319)
  %68 = load volatile i64, ptr @g_26, align 8, !dbg !322, !tbaa !323
  %69 = load volatile i64, ptr @g_26, align 8, !dbg !325, !tbaa !323
    #dbg_assign(i1 undef, !326, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !381, ptr undef, !DIExpression(), !382)
    #dbg_value(i32 1, !331, !DIExpression(), !382)
    #dbg_value(i64 %69, !332, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !382)
    #dbg_value(i64 1, !333, !DIExpression(), !382)
    #dbg_value(i8 0, !334, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !382)
    #dbg_value(ptr poison, !335, !DIExpression(), !382)
    #dbg_value(ptr null, !336, !DIExpression(), !382)
    #dbg_value(ptr poison, !337, !DIExpression(), !382)
    #dbg_value(ptr poison, !338, !DIExpression(), !382)
    #dbg_value(ptr poison, !339, !DIExpression(), !382)
    #dbg_value(ptr poison, !340, !DIExpression(), !382)
    #dbg_value(ptr poison, !341, !DIExpression(), !382)
    #dbg_value(ptr poison, !342, !DIExpression(), !382)
    #dbg_value(i32 -1095161874, !343, !DIExpression(), !382)
    #dbg_value(ptr undef, !344, !DIExpression(), !382)
    #dbg_value(ptr undef, !345, !DIExpression(), !382)
    #dbg_value(i32 -917287707, !346, !DIExpression(), !382)
    #dbg_value(ptr null, !347, !DIExpression(), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !382)
    #dbg_value(ptr null, !348, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !382)
    #dbg_value(ptr null, !348, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !382)
    #dbg_value(ptr null, !348, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !382)
    #dbg_value(ptr null, !348, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !382)
    #dbg_value(ptr null, !348, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 6336, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 6400, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !382)
    #dbg_value(ptr null, !348, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 6784, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 7296, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !382)
    #dbg_value(ptr null, !348, !DIExpression(DW_OP_LLVM_fragment, 7680, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 7872, 64), !382)
    #dbg_value(ptr null, !348, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 8128, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 8192, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !382)
    #dbg_value(ptr poison, !348, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !382)
    #dbg_value(ptr undef, !348, !DIExpression(DW_OP_LLVM_fragment, 8576, 64), !382)
    #dbg_value(i32 -1, !326, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !382)
    #dbg_value(i64 poison, !354, !DIExpression(), !382)
  %70 = load volatile i32, ptr @g_50, align 4, !dbg !384, !tbaa !231
  %71 = add i32 %70, 1, !dbg !384
  store volatile i32 %71, ptr @g_50, align 4, !dbg !384, !tbaa !231
    #dbg_value(i32 493404847, !385, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !392)
    #dbg_value(i32 0, !391, !DIExpression(), !392)
    #dbg_value(i1 false, !394, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !400)
    #dbg_value(i8 0, !399, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !400)
    #dbg_value(i32 493404847, !402, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !408)
    #dbg_value(i1 false, !407, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_stack_value), !408)
    #dbg_value(i8 -79, !410, !DIExpression(), !416)
    #dbg_value(i32 1, !415, !DIExpression(), !416)
  %72 = load i32, ptr @g_62, align 4, !dbg !418
  %73 = and i32 %72, 2097151, !dbg !418
    #dbg_value(i32 -79, !419, !DIExpression(), !425)
    #dbg_value(i32 %73, !424, !DIExpression(), !425)
  %74 = icmp eq i32 %73, 0, !dbg !427
  br i1 %74, label %78, label %75, !dbg !428

75:                                               ; preds = %67
  %76 = urem i32 -79, %73, !dbg !429
  %77 = icmp eq i32 %76, 0, !dbg !430
  br i1 %77, label %84, label %78, !dbg !431

78:                                               ; preds = %67, %75
    #dbg_assign(i1 undef, !357, !DIExpression(DW_OP_LLVM_fragment, 0, 6432), !432, ptr poison, !DIExpression(), !433)
    #dbg_value(i32 -860791947, !357, !DIExpression(DW_OP_LLVM_fragment, 6432, 32), !433)
    #dbg_value(i32 poison, !357, !DIExpression(DW_OP_LLVM_fragment, 6464, 32), !433)
    #dbg_value(i32 -1, !357, !DIExpression(DW_OP_LLVM_fragment, 6496, 32), !433)
    #dbg_assign(i1 undef, !357, !DIExpression(DW_OP_LLVM_fragment, 6528, 640), !434, ptr poison, !DIExpression(), !433)
    #dbg_value(ptr poison, !363, !DIExpression(), !433)
    #dbg_assign(i8 0, !364, !DIExpression(), !435, ptr undef, !DIExpression(), !433)
    #dbg_value(i32 -2087134797, !367, !DIExpression(), !433)
  %79 = load volatile i32, ptr @g_50, align 4, !dbg !436, !tbaa !231
    #dbg_value(i32 -1, !343, !DIExpression(), !382)
  %80 = and i64 %69, 255, !dbg !437
  %81 = icmp eq i64 %80, 1, !dbg !437
  br i1 %81, label %85, label %82, !dbg !438

82:                                               ; preds = %78
  %83 = load volatile i32, ptr @g_50, align 4, !dbg !439, !tbaa !231
  br label %85

84:                                               ; preds = %75
    #dbg_value(i16 poison, !371, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !440)
    #dbg_value(i8 -128, !371, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !440)
    #dbg_value(ptr poison, !375, !DIExpression(), !440)
    #dbg_value(ptr undef, !376, !DIExpression(), !440)
  store i32 -128, ptr getelementptr inbounds (i8, ptr @g_62, i64 8), align 4, !dbg !441, !tbaa !442
    #dbg_value(i32 -19, !346, !DIExpression(), !382)
    #dbg_value(i32 0, !343, !DIExpression(), !382)
  br label %85

85:                                               ; preds = %78, %82, %84
    #dbg_assign(i1 undef, !444, !DIExpression(), !475, ptr undef, !DIExpression(), !476)
    #dbg_value(i32 0, !451, !DIExpression(), !478)
    #dbg_value(i8 -1, !452, !DIExpression(), !478)
    #dbg_value(i32 -1, !453, !DIExpression(), !478)
    #dbg_value(i32 -1, !454, !DIExpression(), !478)
    #dbg_value(i32 493404847, !455, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !478)
    #dbg_value(i16 -10, !456, !DIExpression(), !478)
    #dbg_value(ptr poison, !457, !DIExpression(), !478)
    #dbg_value(ptr undef, !460, !DIExpression(), !478)
    #dbg_value(ptr null, !462, !DIExpression(), !478)
    #dbg_value(ptr null, !463, !DIExpression(), !478)
    #dbg_value(ptr undef, !464, !DIExpression(), !478)
    #dbg_value(ptr poison, !465, !DIExpression(), !478)
    #dbg_value(ptr null, !467, !DIExpression(), !478)
    #dbg_value(ptr null, !468, !DIExpression(), !478)
    #dbg_value(ptr null, !469, !DIExpression(), !478)
    #dbg_value(ptr @g_114, !470, !DIExpression(), !478)
    #dbg_value(ptr poison, !471, !DIExpression(), !478)
    #dbg_value(i32 -1316075079, !472, !DIExpression(), !478)
    #dbg_value(i32 1973713349, !473, !DIExpression(), !478)
  %86 = load volatile i64, ptr @g_26, align 8, !dbg !479, !tbaa !323
  %87 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 4), align 4, !dbg !480, !tbaa !481
  store i8 2, ptr getelementptr inbounds (i8, ptr @g_116, i64 89), align 1, !dbg !482, !tbaa !483
    #dbg_value(i32 poison, !474, !DIExpression(), !476)
  %88 = load i32, ptr @g_120, align 4, !dbg !484, !tbaa !231
  %89 = add i32 %88, -1, !dbg !484
  store i32 %89, ptr @g_120, align 4, !dbg !484, !tbaa !231
    #dbg_value(i8 83, !253, !DIExpression(), !319)
    #dbg_value(i32 0, !256, !DIExpression(), !319)
  %90 = load volatile i64, ptr @g_26, align 8, !dbg !485, !tbaa !323
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !486
    #dbg_value(i64 0, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !487
  br i1 %18, label %91, label %92, !dbg !491

91:                                               ; preds = %85
    #dbg_value(i64 1, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !487
    #dbg_value(i64 2, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !487
    #dbg_value(i64 3, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !487
    #dbg_value(i64 4, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !487
    #dbg_value(i64 5, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !487
  br label %99, !dbg !491

92:                                               ; preds = %85
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !492
    #dbg_value(i64 1, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !487
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !492
    #dbg_value(i64 2, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !487
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2), !dbg !492
    #dbg_value(i64 3, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !487
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3), !dbg !492
    #dbg_value(i64 4, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !487
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4), !dbg !492
    #dbg_value(i64 5, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !487
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5), !dbg !492
  br label %99, !dbg !492

99:                                               ; preds = %91, %92
    #dbg_value(i64 6, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !494
  tail call fastcc void @transparent_crc(i64 noundef 493404847, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !495
  %100 = load volatile i32, ptr @g_50, align 4, !dbg !496, !tbaa !231
  %101 = zext i32 %100 to i64, !dbg !496
  tail call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !497
  %102 = load i32, ptr @g_62, align 4, !dbg !498
  %103 = and i32 %102, 2097151, !dbg !498
  %104 = zext nneg i32 %103 to i64, !dbg !499
  tail call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !500
  %105 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 4), align 4, !dbg !501, !tbaa !481
  %106 = sext i32 %105 to i64, !dbg !502
  tail call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !503
  %107 = load i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 8), align 4, !dbg !504, !tbaa !442
  %108 = sext i32 %107 to i64, !dbg !505
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !506
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !507
  %109 = load i64, ptr @g_114, align 8, !dbg !508, !tbaa !323
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !509
    #dbg_value(i32 0, !192, !DIExpression(), !196)
  br label %110, !dbg !510

110:                                              ; preds = %99, %161
  %111 = phi i64 [ 0, %99 ], [ %162, %161 ]
    #dbg_value(i64 %111, !192, !DIExpression(), !196)
    #dbg_value(i32 0, !193, !DIExpression(), !196)
  %112 = trunc nuw nsw i64 %111 to i32
  %113 = trunc nuw nsw i64 %111 to i32
  %114 = trunc nuw nsw i64 %111 to i32
  %115 = trunc nuw nsw i64 %111 to i32
  %116 = trunc nuw nsw i64 %111 to i32
  br label %117, !dbg !512

117:                                              ; preds = %110, %158
  %118 = phi i64 [ 0, %110 ], [ %159, %158 ]
    #dbg_value(i64 %118, !193, !DIExpression(), !196)
    #dbg_value(i64 0, !194, !DIExpression(), !196)
  %119 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 0, !dbg !516
  %120 = load i8, ptr %119, align 1, !dbg !516, !tbaa !483
  %121 = sext i8 %120 to i64, !dbg !516
  tail call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !522
  br i1 %18, label %122, label %135, !dbg !523

122:                                              ; preds = %117
    #dbg_value(i64 1, !194, !DIExpression(), !196)
  %123 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 1, !dbg !516
  %124 = load i8, ptr %123, align 1, !dbg !516, !tbaa !483
  %125 = sext i8 %124 to i64, !dbg !516
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !522
    #dbg_value(i64 2, !194, !DIExpression(), !196)
  %126 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 2, !dbg !516
  %127 = load i8, ptr %126, align 1, !dbg !516, !tbaa !483
  %128 = sext i8 %127 to i64, !dbg !516
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !522
    #dbg_value(i64 3, !194, !DIExpression(), !196)
  %129 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 3, !dbg !516
  %130 = load i8, ptr %129, align 1, !dbg !516, !tbaa !483
  %131 = sext i8 %130 to i64, !dbg !516
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !522
    #dbg_value(i64 4, !194, !DIExpression(), !196)
  %132 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 4, !dbg !516
  %133 = load i8, ptr %132, align 1, !dbg !516, !tbaa !483
  %134 = sext i8 %133 to i64, !dbg !516
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !522
  br label %158, !dbg !523

135:                                              ; preds = %117
  %136 = trunc nuw nsw i64 %118 to i32, !dbg !524
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %112, i32 noundef %136, i32 noundef 0), !dbg !524
    #dbg_value(i64 1, !194, !DIExpression(), !196)
  %138 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 1, !dbg !516
  %139 = load i8, ptr %138, align 1, !dbg !516, !tbaa !483
  %140 = sext i8 %139 to i64, !dbg !516
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !522
  %141 = trunc nuw nsw i64 %118 to i32, !dbg !524
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %113, i32 noundef %141, i32 noundef 1), !dbg !524
    #dbg_value(i64 2, !194, !DIExpression(), !196)
  %143 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 2, !dbg !516
  %144 = load i8, ptr %143, align 1, !dbg !516, !tbaa !483
  %145 = sext i8 %144 to i64, !dbg !516
  tail call fastcc void @transparent_crc(i64 noundef %145, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !522
  %146 = trunc nuw nsw i64 %118 to i32, !dbg !524
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %114, i32 noundef %146, i32 noundef 2), !dbg !524
    #dbg_value(i64 3, !194, !DIExpression(), !196)
  %148 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 3, !dbg !516
  %149 = load i8, ptr %148, align 1, !dbg !516, !tbaa !483
  %150 = sext i8 %149 to i64, !dbg !516
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !522
  %151 = trunc nuw nsw i64 %118 to i32, !dbg !524
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %115, i32 noundef %151, i32 noundef 3), !dbg !524
    #dbg_value(i64 4, !194, !DIExpression(), !196)
  %153 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 4, !dbg !516
  %154 = load i8, ptr %153, align 1, !dbg !516, !tbaa !483
  %155 = sext i8 %154 to i64, !dbg !516
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !522
  %156 = trunc nuw nsw i64 %118 to i32, !dbg !524
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %116, i32 noundef %156, i32 noundef 4), !dbg !524
  br label %158, !dbg !524

158:                                              ; preds = %122, %135
    #dbg_value(i64 5, !194, !DIExpression(), !196)
  %159 = add nuw nsw i64 %118, 1, !dbg !526
    #dbg_value(i64 %159, !193, !DIExpression(), !196)
  %160 = icmp eq i64 %159, 8, !dbg !527
  br i1 %160, label %161, label %117, !dbg !512, !llvm.loop !528

161:                                              ; preds = %158
  %162 = add nuw nsw i64 %111, 1, !dbg !530
    #dbg_value(i64 %162, !192, !DIExpression(), !196)
  %163 = icmp eq i64 %162, 6, !dbg !531
  br i1 %163, label %164, label %110, !dbg !510, !llvm.loop !532

164:                                              ; preds = %161
  %165 = load i32, ptr @g_120, align 4, !dbg !534, !tbaa !231
  %166 = zext i32 %165 to i64, !dbg !534
  tail call fastcc void @transparent_crc(i64 noundef %166, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !535
  tail call fastcc void @transparent_crc(i64 noundef 31943, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !536
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !537
  tail call fastcc void @transparent_crc(i64 noundef 44591, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !538
  tail call fastcc void @transparent_crc(i64 noundef 4126740225, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !539
    #dbg_value(i64 0, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
  br i1 %18, label %167, label %168, !dbg !544

167:                                              ; preds = %164
    #dbg_value(i64 1, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
    #dbg_value(i64 2, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
    #dbg_value(i64 3, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
    #dbg_value(i64 4, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
    #dbg_value(i64 5, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
    #dbg_value(i64 6, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
    #dbg_value(i64 7, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
    #dbg_value(i64 8, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
    #dbg_value(i64 9, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
  br label %179, !dbg !544

168:                                              ; preds = %164
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !545
    #dbg_value(i64 1, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !545
    #dbg_value(i64 2, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2), !dbg !545
    #dbg_value(i64 3, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3), !dbg !545
    #dbg_value(i64 4, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4), !dbg !545
    #dbg_value(i64 5, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5), !dbg !545
    #dbg_value(i64 6, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 6), !dbg !545
    #dbg_value(i64 7, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 7), !dbg !545
    #dbg_value(i64 8, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 8), !dbg !545
    #dbg_value(i64 9, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !540
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 9), !dbg !545
  br label %179, !dbg !545

179:                                              ; preds = %167, %168
    #dbg_value(i64 10, !192, !DIExpression(), !196)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !547
  %180 = load i32, ptr @crc32_context, align 4, !dbg !548, !tbaa !231
  %181 = xor i32 %180, -1, !dbg !549
    #dbg_value(i32 %181, !550, !DIExpression(), !556)
    #dbg_value(i32 %19, !555, !DIExpression(), !556)
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %181), !dbg !558
  ret i32 0, !dbg !559
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !560 {
    #dbg_value(i64 %0, !564, !DIExpression(), !567)
    #dbg_value(ptr %1, !565, !DIExpression(), !567)
    #dbg_value(i32 %2, !566, !DIExpression(), !567)
    #dbg_value(i64 %0, !568, !DIExpression(), !573)
    #dbg_value(i64 %0, !575, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !580)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !582, !tbaa !231
  %5 = lshr i32 %4, 8, !dbg !583
  %6 = zext i32 %4 to i64, !dbg !584
  %7 = xor i64 %6, %0, !dbg !584
  %8 = and i64 %7, 255, !dbg !585
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !585
  %10 = load i32, ptr %9, align 4, !dbg !585, !tbaa !231
  %11 = xor i32 %5, %10, !dbg !586
  %12 = lshr i64 %0, 8, !dbg !587
    #dbg_value(i64 %12, !575, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !588)
  %13 = lshr i32 %11, 8, !dbg !590
  %14 = zext i32 %11 to i64, !dbg !591
  %15 = xor i64 %12, %14, !dbg !591
  %16 = and i64 %15, 255, !dbg !592
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !592
  %18 = load i32, ptr %17, align 4, !dbg !592, !tbaa !231
  %19 = xor i32 %13, %18, !dbg !593
  %20 = lshr i64 %0, 16, !dbg !594
    #dbg_value(i64 %20, !575, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !595)
  %21 = lshr i32 %19, 8, !dbg !597
  %22 = zext i32 %19 to i64, !dbg !598
  %23 = xor i64 %20, %22, !dbg !598
  %24 = and i64 %23, 255, !dbg !599
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !599
  %26 = load i32, ptr %25, align 4, !dbg !599, !tbaa !231
  %27 = xor i32 %21, %26, !dbg !600
  %28 = lshr i64 %0, 24, !dbg !601
    #dbg_value(i64 %28, !575, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !602)
  %29 = lshr i32 %27, 8, !dbg !604
  %30 = zext i32 %27 to i64, !dbg !605
  %31 = xor i64 %28, %30, !dbg !605
  %32 = and i64 %31, 255, !dbg !606
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !606
  %34 = load i32, ptr %33, align 4, !dbg !606, !tbaa !231
  %35 = xor i32 %29, %34, !dbg !607
  %36 = lshr i64 %0, 32, !dbg !608
    #dbg_value(i64 %36, !575, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !609)
  %37 = lshr i32 %35, 8, !dbg !611
  %38 = zext i32 %35 to i64, !dbg !612
  %39 = xor i64 %36, %38, !dbg !612
  %40 = and i64 %39, 255, !dbg !613
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !613
  %42 = load i32, ptr %41, align 4, !dbg !613, !tbaa !231
  %43 = xor i32 %37, %42, !dbg !614
  %44 = lshr i64 %0, 40, !dbg !615
    #dbg_value(i64 %44, !575, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !616)
  %45 = lshr i32 %43, 8, !dbg !618
  %46 = zext i32 %43 to i64, !dbg !619
  %47 = xor i64 %44, %46, !dbg !619
  %48 = and i64 %47, 255, !dbg !620
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !620
  %50 = load i32, ptr %49, align 4, !dbg !620, !tbaa !231
  %51 = xor i32 %45, %50, !dbg !621
  %52 = lshr i64 %0, 48, !dbg !622
    #dbg_value(i64 %52, !575, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !623)
  %53 = lshr i32 %51, 8, !dbg !625
  %54 = zext i32 %51 to i64, !dbg !626
  %55 = xor i64 %52, %54, !dbg !626
  %56 = and i64 %55, 255, !dbg !627
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !627
  %58 = load i32, ptr %57, align 4, !dbg !627, !tbaa !231
  %59 = xor i32 %53, %58, !dbg !628
  %60 = lshr i64 %0, 56, !dbg !629
    #dbg_value(i64 %60, !575, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !630)
  %61 = lshr i32 %59, 8, !dbg !632
  %62 = and i32 %59, 255, !dbg !633
  %63 = zext nneg i32 %62 to i64, !dbg !633
  %64 = xor i64 %60, %63, !dbg !633
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !633
  %66 = load i32, ptr %65, align 4, !dbg !633, !tbaa !231
  %67 = xor i32 %61, %66, !dbg !634
  store i32 %67, ptr @crc32_context, align 4, !dbg !635, !tbaa !231
  %68 = icmp eq i32 %2, 0, !dbg !636
  br i1 %68, label %73, label %69, !dbg !638

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !639
  %71 = zext i32 %70 to i64, !dbg !639
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %1, i64 noundef %71), !dbg !641
  br label %73, !dbg !642

73:                                               ; preds = %69, %3
  ret void, !dbg !643
}

; Function Attrs: nofree nounwind
declare !dbg !644 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!176, !177, !178, !179, !180, !181, !182}
!llvm.ident = !{!183}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_26", scope: !2, file: !3, line: 30, type: !175, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1001.c", directory: ".", checksumkind: CSK_MD5, checksum: "c9f425486944480654fbc49122c8e4cd")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !15, !20, !25, !30, !32, !34, !36, !38, !40, !42, !44, !49, !54, !59, !61, !66, !68, !70, !72, !74, !76, !86, !94, !109, !111, !0, !116, !122, !127, !129, !132, !142, !147, !149, !156, !158, !160, !168, !170, !173}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 275, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 2)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 279, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 40, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 5)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 282, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 8)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 283, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 14)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 286, type: !17, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 287, type: !17, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 288, type: !17, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 289, type: !22, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 290, type: !22, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 291, type: !22, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 292, type: !17, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 293, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 48, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 6)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 300, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 15)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 301, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 176, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 22)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 306, type: !46, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 307, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 9)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 308, type: !63, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 309, type: !63, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 310, type: !63, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 313, type: !63, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 317, type: !46, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !78, line: 47, type: !79, isLocal: true, isDefinition: true)
!78 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 8192, elements: !84)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !81, line: 26, baseType: !82)
!81 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !83, line: 42, baseType: !7)
!83 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!84 = !{!85}
!85 = !DISubrange(count: 256)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "g_146", scope: !2, file: !3, line: 42, type: !88, isLocal: true, isDefinition: true)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !92, line: 26, baseType: !93)
!92 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !83, line: 41, baseType: !6)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "g_168", scope: !2, file: !3, line: 46, type: !96, isLocal: true, isDefinition: true)
!96 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !3, line: 16, size: 128, elements: !100)
!100 = !{!101, !105, !106, !108}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !99, file: !3, line: 17, baseType: !102, size: 16)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !81, line: 25, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !83, line: 40, baseType: !104)
!104 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !99, file: !3, line: 18, baseType: !91, size: 32, offset: 32)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !99, file: !3, line: 19, baseType: !107, size: 16, offset: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !102)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !99, file: !3, line: 20, baseType: !80, size: 32, offset: 96)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "g_167", scope: !2, file: !3, line: 44, type: !98, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !78, line: 114, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 36)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(name: "g_33", scope: !2, file: !3, line: 31, type: !118, isLocal: true, isDefinition: true)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !119, size: 384, elements: !47)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !81, line: 27, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !83, line: 45, baseType: !121)
!121 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(name: "g_34", scope: !2, file: !3, line: 32, type: !124, isLocal: true, isDefinition: true)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !81, line: 24, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !83, line: 38, baseType: !126)
!126 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "g_36", scope: !2, file: !3, line: 33, type: !91, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "g_50", scope: !2, file: !3, line: 34, type: !131, isLocal: true, isDefinition: true)
!131 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !80)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "g_62", scope: !2, file: !3, line: 35, type: !134, isLocal: true, isDefinition: true)
!134 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !3, line: 23, size: 96, elements: !135)
!135 = !{!136, !138, !141}
!136 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !134, file: !3, line: 24, baseType: !137, size: 21, flags: DIFlagBitField, extraData: i64 0)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !134, file: !3, line: 25, baseType: !139, size: 32, offset: 32)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !91)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !134, file: !3, line: 26, baseType: !91, size: 32, offset: 64)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!143 = distinct !DIGlobalVariable(name: "g_81", scope: !2, file: !3, line: 36, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !92, line: 25, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !83, line: 39, baseType: !146)
!146 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(name: "g_114", scope: !2, file: !3, line: 37, type: !119, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "g_116", scope: !2, file: !3, line: 38, type: !151, isLocal: true, isDefinition: true)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !152, size: 1920, elements: !155)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !92, line: 24, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !83, line: 37, baseType: !154)
!154 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!155 = !{!48, !24, !19}
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(name: "g_120", scope: !2, file: !3, line: 39, type: !80, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(name: "g_136", scope: !2, file: !3, line: 40, type: !99, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "g_208", scope: !2, file: !3, line: 51, type: !162, isLocal: true, isDefinition: true)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 640, elements: !166)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !92, line: 27, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !83, line: 44, baseType: !165)
!165 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!166 = !{!167}
!167 = !DISubrange(count: 10)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression(DW_OP_constu, 6, DW_OP_stack_value))
!169 = distinct !DIGlobalVariable(name: "g_223", scope: !2, file: !3, line: 53, type: !80, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(scope: null, file: !172, line: 56, type: !51, isLocal: true, isDefinition: true)
!172 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !78, line: 48, type: !80, isLocal: true, isDefinition: true)
!175 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !119)
!176 = !{i32 7, !"Dwarf Version", i32 5}
!177 = !{i32 2, !"Debug Info Version", i32 3}
!178 = !{i32 1, !"wchar_size", i32 4}
!179 = !{i32 8, !"PIC Level", i32 2}
!180 = !{i32 7, !"PIE Level", i32 2}
!181 = !{i32 7, !"uwtable", i32 2}
!182 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!183 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!184 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 271, type: !185, scopeLine: 272, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !189)
!185 = !DISubroutineType(types: !186)
!186 = !{!6, !6, !187}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!189 = !{!190, !191, !192, !193, !194, !195}
!190 = !DILocalVariable(name: "argc", arg: 1, scope: !184, file: !3, line: 271, type: !6)
!191 = !DILocalVariable(name: "argv", arg: 2, scope: !184, file: !3, line: 271, type: !187)
!192 = !DILocalVariable(name: "i", scope: !184, file: !3, line: 273, type: !6)
!193 = !DILocalVariable(name: "j", scope: !184, file: !3, line: 273, type: !6)
!194 = !DILocalVariable(name: "k", scope: !184, file: !3, line: 273, type: !6)
!195 = !DILocalVariable(name: "print_hash_value", scope: !184, file: !3, line: 274, type: !6)
!196 = !DILocation(line: 0, scope: !184)
!197 = !DILocation(line: 275, column: 14, scope: !198)
!198 = distinct !DILexicalBlock(scope: !184, file: !3, line: 275, column: 9)
!199 = !DILocation(line: 275, column: 19, scope: !198)
!200 = !DILocation(line: 275, column: 29, scope: !198)
!201 = !{!202, !202, i64 0}
!202 = !{!"any pointer", !203, i64 0}
!203 = !{!"omnipotent char", !204, i64 0}
!204 = !{!"Simple C/C++ TBAA"}
!205 = !DILocation(line: 275, column: 43, scope: !198)
!206 = !DILocation(line: 275, column: 9, scope: !184)
!207 = !DILocalVariable(name: "poly", scope: !208, file: !78, line: 54, type: !215)
!208 = distinct !DISubprogram(name: "crc32_gentab", scope: !78, file: !78, line: 51, type: !209, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{null}
!211 = !{!212, !207, !213, !214}
!212 = !DILocalVariable(name: "crc", scope: !208, file: !78, line: 53, type: !80)
!213 = !DILocalVariable(name: "i", scope: !208, file: !78, line: 55, type: !6)
!214 = !DILocalVariable(name: "j", scope: !208, file: !78, line: 55, type: !6)
!215 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!216 = !DILocation(line: 0, scope: !208, inlinedAt: !217)
!217 = distinct !DILocation(line: 277, column: 5, scope: !184)
!218 = !DILocation(line: 57, column: 2, scope: !219, inlinedAt: !217)
!219 = distinct !DILexicalBlock(scope: !208, file: !78, line: 57, column: 2)
!220 = !DILocation(line: 57, column: 24, scope: !221, inlinedAt: !217)
!221 = distinct !DILexicalBlock(scope: !219, file: !78, line: 57, column: 2)
!222 = !DILocation(line: 60, column: 12, scope: !223, inlinedAt: !217)
!223 = distinct !DILexicalBlock(scope: !224, file: !78, line: 60, column: 8)
!224 = distinct !DILexicalBlock(scope: !225, file: !78, line: 59, column: 27)
!225 = distinct !DILexicalBlock(scope: !226, file: !78, line: 59, column: 3)
!226 = distinct !DILexicalBlock(scope: !227, file: !78, line: 59, column: 3)
!227 = distinct !DILexicalBlock(scope: !221, file: !78, line: 57, column: 28)
!228 = !DILocation(line: 60, column: 8, scope: !224, inlinedAt: !217)
!229 = !DILocation(line: 66, column: 3, scope: !227, inlinedAt: !217)
!230 = !DILocation(line: 66, column: 16, scope: !227, inlinedAt: !217)
!231 = !{!232, !232, i64 0}
!232 = !{!"int", !203, i64 0}
!233 = distinct !{!233, !218, !234, !235, !236, !237}
!234 = !DILocation(line: 67, column: 2, scope: !219, inlinedAt: !217)
!235 = !{!"llvm.loop.mustprogress"}
!236 = !{!"llvm.loop.isvectorized", i32 1}
!237 = !{!"llvm.loop.unroll.runtime.disable"}
!238 = !DILocalVariable(name: "l_173", scope: !239, file: !3, line: 86, type: !317)
!239 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 73, type: !240, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !242)
!240 = !DISubroutineType(types: !241)
!241 = !{!124}
!242 = !{!243, !244, !249, !250, !251, !252, !253, !254, !256, !257, !259, !238, !260, !262, !264, !267, !269, !271, !275, !277, !278, !279, !280, !281, !282, !283, !287, !288, !292, !296, !297, !298, !299, !301, !303, !304, !305, !306, !307, !313, !314, !315}
!243 = !DILocalVariable(name: "l_6", scope: !239, file: !3, line: 75, type: !91)
!244 = !DILocalVariable(name: "l_25", scope: !239, file: !3, line: 76, type: !245)
!245 = !DICompositeType(tag: DW_TAG_array_type, baseType: !246, size: 56, elements: !247)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !152)
!247 = !{!248}
!248 = !DISubrange(count: 7)
!249 = !DILocalVariable(name: "l_88", scope: !239, file: !3, line: 77, type: !119)
!250 = !DILocalVariable(name: "l_125", scope: !239, file: !3, line: 78, type: !91)
!251 = !DILocalVariable(name: "l_126", scope: !239, file: !3, line: 79, type: !99)
!252 = !DILocalVariable(name: "l_137", scope: !239, file: !3, line: 80, type: !80)
!253 = !DILocalVariable(name: "l_138", scope: !239, file: !3, line: 81, type: !152)
!254 = !DILocalVariable(name: "l_139", scope: !239, file: !3, line: 82, type: !255)
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!256 = !DILocalVariable(name: "l_140", scope: !239, file: !3, line: 83, type: !91)
!257 = !DILocalVariable(name: "l_160", scope: !239, file: !3, line: 84, type: !258)
!258 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!259 = !DILocalVariable(name: "l_162", scope: !239, file: !3, line: 85, type: !163)
!260 = !DILocalVariable(name: "l_182", scope: !239, file: !3, line: 87, type: !261)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!262 = !DILocalVariable(name: "l_181", scope: !239, file: !3, line: 88, type: !263)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 64)
!264 = !DILocalVariable(name: "l_183", scope: !239, file: !3, line: 89, type: !265)
!265 = !DICompositeType(tag: DW_TAG_array_type, baseType: !263, size: 6144, elements: !266)
!266 = !{!14, !24, !48}
!267 = !DILocalVariable(name: "l_184", scope: !239, file: !3, line: 90, type: !268)
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!269 = !DILocalVariable(name: "l_187", scope: !239, file: !3, line: 91, type: !270)
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!271 = !DILocalVariable(name: "l_190", scope: !239, file: !3, line: 92, type: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64)
!275 = !DILocalVariable(name: "l_191", scope: !239, file: !3, line: 93, type: !276)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!277 = !DILocalVariable(name: "l_192", scope: !239, file: !3, line: 94, type: !124)
!278 = !DILocalVariable(name: "l_197", scope: !239, file: !3, line: 95, type: !119)
!279 = !DILocalVariable(name: "l_217", scope: !239, file: !3, line: 96, type: !163)
!280 = !DILocalVariable(name: "i", scope: !239, file: !3, line: 97, type: !6)
!281 = !DILocalVariable(name: "j", scope: !239, file: !3, line: 97, type: !6)
!282 = !DILocalVariable(name: "k", scope: !239, file: !3, line: 97, type: !6)
!283 = !DILocalVariable(name: "l_157", scope: !284, file: !3, line: 102, type: !286)
!284 = distinct !DILexicalBlock(scope: !285, file: !3, line: 101, column: 5)
!285 = distinct !DILexicalBlock(scope: !239, file: !3, line: 100, column: 9)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!287 = !DILocalVariable(name: "l_163", scope: !284, file: !3, line: 103, type: !91)
!288 = !DILocalVariable(name: "l_147", scope: !289, file: !3, line: 106, type: !124)
!289 = distinct !DILexicalBlock(scope: !290, file: !3, line: 105, column: 9)
!290 = distinct !DILexicalBlock(scope: !291, file: !3, line: 104, column: 9)
!291 = distinct !DILexicalBlock(scope: !284, file: !3, line: 104, column: 9)
!292 = !DILocalVariable(name: "l_150", scope: !289, file: !3, line: 107, type: !293)
!293 = !DICompositeType(tag: DW_TAG_array_type, baseType: !152, size: 576, elements: !294)
!294 = !{!24, !295, !295}
!295 = !DISubrange(count: 3)
!296 = !DILocalVariable(name: "l_152", scope: !289, file: !3, line: 108, type: !90)
!297 = !DILocalVariable(name: "l_151", scope: !289, file: !3, line: 109, type: !261)
!298 = !DILocalVariable(name: "l_158", scope: !289, file: !3, line: 110, type: !286)
!299 = !DILocalVariable(name: "l_159", scope: !289, file: !3, line: 111, type: !300)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !286, size: 64)
!301 = !DILocalVariable(name: "l_161", scope: !289, file: !3, line: 112, type: !302)
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!303 = !DILocalVariable(name: "l_164", scope: !289, file: !3, line: 113, type: !270)
!304 = !DILocalVariable(name: "i", scope: !289, file: !3, line: 114, type: !6)
!305 = !DILocalVariable(name: "j", scope: !289, file: !3, line: 114, type: !6)
!306 = !DILocalVariable(name: "k", scope: !289, file: !3, line: 114, type: !6)
!307 = !DILocalVariable(name: "l_149", scope: !308, file: !3, line: 117, type: !311)
!308 = distinct !DILexicalBlock(scope: !309, file: !3, line: 116, column: 13)
!309 = distinct !DILexicalBlock(scope: !310, file: !3, line: 115, column: 13)
!310 = distinct !DILexicalBlock(scope: !289, file: !3, line: 115, column: 13)
!311 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 1024, elements: !312)
!312 = !{!14, !24}
!313 = !DILocalVariable(name: "i", scope: !308, file: !3, line: 118, type: !6)
!314 = !DILocalVariable(name: "j", scope: !308, file: !3, line: 118, type: !6)
!315 = !DILocalVariable(name: "l_165", scope: !316, file: !3, line: 138, type: !98)
!316 = distinct !DILexicalBlock(scope: !285, file: !3, line: 137, column: 5)
!317 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 384, elements: !47)
!318 = distinct !DIAssignID()
!319 = !DILocation(line: 0, scope: !239, inlinedAt: !320)
!320 = distinct !DILocation(line: 278, column: 5, scope: !184)
!321 = distinct !DIAssignID()
!322 = !DILocation(line: 100, column: 239, scope: !285, inlinedAt: !320)
!323 = !{!324, !324, i64 0}
!324 = !{!"long", !203, i64 0}
!325 = !DILocation(line: 100, column: 282, scope: !285, inlinedAt: !320)
!326 = !DILocalVariable(name: "l_75", scope: !327, file: !3, line: 233, type: !378)
!327 = distinct !DISubprogram(name: "func_28", scope: !3, file: !3, line: 216, type: !328, scopeLine: 217, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !330)
!328 = !DISubroutineType(types: !329)
!329 = !{!80, !91, !124, !119, !102}
!330 = !{!331, !332, !333, !334, !335, !336, !337, !338, !339, !340, !341, !342, !343, !344, !345, !346, !347, !348, !351, !326, !354, !355, !356, !357, !363, !364, !367, !368, !369, !370, !371, !375, !376, !377}
!331 = !DILocalVariable(name: "p_29", arg: 1, scope: !327, file: !3, line: 216, type: !91)
!332 = !DILocalVariable(name: "p_30", arg: 2, scope: !327, file: !3, line: 216, type: !124)
!333 = !DILocalVariable(name: "p_31", arg: 3, scope: !327, file: !3, line: 216, type: !119)
!334 = !DILocalVariable(name: "p_32", arg: 4, scope: !327, file: !3, line: 216, type: !102)
!335 = !DILocalVariable(name: "l_35", scope: !327, file: !3, line: 218, type: !90)
!336 = !DILocalVariable(name: "l_37", scope: !327, file: !3, line: 219, type: !90)
!337 = !DILocalVariable(name: "l_38", scope: !327, file: !3, line: 220, type: !90)
!338 = !DILocalVariable(name: "l_39", scope: !327, file: !3, line: 221, type: !90)
!339 = !DILocalVariable(name: "l_40", scope: !327, file: !3, line: 222, type: !90)
!340 = !DILocalVariable(name: "l_41", scope: !327, file: !3, line: 223, type: !90)
!341 = !DILocalVariable(name: "l_42", scope: !327, file: !3, line: 224, type: !90)
!342 = !DILocalVariable(name: "l_43", scope: !327, file: !3, line: 225, type: !90)
!343 = !DILocalVariable(name: "l_44", scope: !327, file: !3, line: 226, type: !91)
!344 = !DILocalVariable(name: "l_45", scope: !327, file: !3, line: 227, type: !90)
!345 = !DILocalVariable(name: "l_46", scope: !327, file: !3, line: 228, type: !90)
!346 = !DILocalVariable(name: "l_47", scope: !327, file: !3, line: 229, type: !91)
!347 = !DILocalVariable(name: "l_48", scope: !327, file: !3, line: 230, type: !90)
!348 = !DILocalVariable(name: "l_49", scope: !327, file: !3, line: 231, type: !349)
!349 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 8640, elements: !350)
!350 = !{!19, !295, !65}
!351 = !DILocalVariable(name: "l_67", scope: !327, file: !3, line: 232, type: !352)
!352 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 3072, elements: !353)
!353 = !{!295, !24}
!354 = !DILocalVariable(name: "i", scope: !327, file: !3, line: 234, type: !6)
!355 = !DILocalVariable(name: "j", scope: !327, file: !3, line: 234, type: !6)
!356 = !DILocalVariable(name: "k", scope: !327, file: !3, line: 234, type: !6)
!357 = !DILocalVariable(name: "l_72", scope: !358, file: !3, line: 240, type: !360)
!358 = distinct !DILexicalBlock(scope: !359, file: !3, line: 239, column: 5)
!359 = distinct !DILexicalBlock(scope: !327, file: !3, line: 238, column: 9)
!360 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 7168, elements: !361)
!361 = !{!362, !24, !248}
!362 = !DISubrange(count: 1)
!363 = !DILocalVariable(name: "l_76", scope: !358, file: !3, line: 241, type: !302)
!364 = !DILocalVariable(name: "l_80", scope: !358, file: !3, line: 242, type: !365)
!365 = !DICompositeType(tag: DW_TAG_array_type, baseType: !286, size: 4480, elements: !366)
!366 = !{!248, !167}
!367 = !DILocalVariable(name: "l_82", scope: !358, file: !3, line: 243, type: !91)
!368 = !DILocalVariable(name: "i", scope: !358, file: !3, line: 244, type: !6)
!369 = !DILocalVariable(name: "j", scope: !358, file: !3, line: 244, type: !6)
!370 = !DILocalVariable(name: "k", scope: !358, file: !3, line: 244, type: !6)
!371 = !DILocalVariable(name: "l_83", scope: !372, file: !3, line: 250, type: !373)
!372 = distinct !DILexicalBlock(scope: !359, file: !3, line: 249, column: 5)
!373 = !DICompositeType(tag: DW_TAG_array_type, baseType: !246, size: 24, elements: !374)
!374 = !{!295}
!375 = !DILocalVariable(name: "l_86", scope: !372, file: !3, line: 251, type: !90)
!376 = !DILocalVariable(name: "l_87", scope: !372, file: !3, line: 252, type: !261)
!377 = !DILocalVariable(name: "i", scope: !372, file: !3, line: 253, type: !6)
!378 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 128, elements: !379)
!379 = !{!380}
!380 = !DISubrange(count: 4)
!381 = distinct !DIAssignID()
!382 = !DILocation(line: 0, scope: !327, inlinedAt: !383)
!383 = distinct !DILocation(line: 100, column: 253, scope: !285, inlinedAt: !320)
!384 = !DILocation(line: 237, column: 9, scope: !327, inlinedAt: !383)
!385 = !DILocalVariable(name: "left", arg: 1, scope: !386, file: !387, line: 248, type: !144)
!386 = distinct !DISubprogram(name: "safe_rshift_func_int16_t_s_s", scope: !387, file: !387, line: 248, type: !388, scopeLine: 249, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !390)
!387 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!388 = !DISubroutineType(types: !389)
!389 = !{!144, !144, !6}
!390 = !{!385, !391}
!391 = !DILocalVariable(name: "right", arg: 2, scope: !386, file: !387, line: 248, type: !6)
!392 = !DILocation(line: 0, scope: !386, inlinedAt: !393)
!393 = distinct !DILocation(line: 238, column: 265, scope: !359, inlinedAt: !383)
!394 = !DILocalVariable(name: "si1", arg: 1, scope: !395, file: !387, line: 200, type: !144)
!395 = distinct !DISubprogram(name: "safe_mod_func_int16_t_s_s", scope: !387, file: !387, line: 200, type: !396, scopeLine: 201, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !398)
!396 = !DISubroutineType(types: !397)
!397 = !{!144, !144, !144}
!398 = !{!394, !399}
!399 = !DILocalVariable(name: "si2", arg: 2, scope: !395, file: !387, line: 200, type: !144)
!400 = !DILocation(line: 0, scope: !395, inlinedAt: !401)
!401 = distinct !DILocation(line: 238, column: 158, scope: !359, inlinedAt: !383)
!402 = !DILocalVariable(name: "ui1", arg: 1, scope: !403, file: !387, line: 553, type: !124)
!403 = distinct !DISubprogram(name: "safe_sub_func_uint8_t_u_u", scope: !387, file: !387, line: 553, type: !404, scopeLine: 554, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !406)
!404 = !DISubroutineType(types: !405)
!405 = !{!124, !124, !124}
!406 = !{!402, !407}
!407 = !DILocalVariable(name: "ui2", arg: 2, scope: !403, file: !387, line: 553, type: !124)
!408 = !DILocation(line: 0, scope: !403, inlinedAt: !409)
!409 = distinct !DILocation(line: 238, column: 112, scope: !359, inlinedAt: !383)
!410 = !DILocalVariable(name: "left", arg: 1, scope: !411, file: !387, line: 94, type: !152)
!411 = distinct !DISubprogram(name: "safe_lshift_func_int8_t_s_s", scope: !387, file: !387, line: 94, type: !412, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !414)
!412 = !DISubroutineType(types: !413)
!413 = !{!152, !152, !6}
!414 = !{!410, !415}
!415 = !DILocalVariable(name: "right", arg: 2, scope: !411, file: !387, line: 94, type: !6)
!416 = !DILocation(line: 0, scope: !411, inlinedAt: !417)
!417 = distinct !DILocation(line: 238, column: 49, scope: !359, inlinedAt: !383)
!418 = !DILocation(line: 238, column: 355, scope: !359, inlinedAt: !383)
!419 = !DILocalVariable(name: "ui1", arg: 1, scope: !420, file: !387, line: 771, type: !80)
!420 = distinct !DISubprogram(name: "safe_mod_func_uint32_t_u_u", scope: !387, file: !387, line: 771, type: !421, scopeLine: 772, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !423)
!421 = !DISubroutineType(types: !422)
!422 = !{!80, !80, !80}
!423 = !{!419, !424}
!424 = !DILocalVariable(name: "ui2", arg: 2, scope: !420, file: !387, line: 771, type: !80)
!425 = !DILocation(line: 0, scope: !420, inlinedAt: !426)
!426 = distinct !DILocation(line: 238, column: 10, scope: !359, inlinedAt: !383)
!427 = !DILocation(line: 776, column: 10, scope: !420, inlinedAt: !426)
!428 = !DILocation(line: 776, column: 5, scope: !420, inlinedAt: !426)
!429 = !DILocation(line: 779, column: 10, scope: !420, inlinedAt: !426)
!430 = !DILocation(line: 238, column: 10, scope: !359, inlinedAt: !383)
!431 = !DILocation(line: 238, column: 9, scope: !327, inlinedAt: !383)
!432 = distinct !DIAssignID()
!433 = !DILocation(line: 0, scope: !358, inlinedAt: !383)
!434 = distinct !DIAssignID()
!435 = distinct !DIAssignID()
!436 = !DILocation(line: 245, column: 204, scope: !358, inlinedAt: !383)
!437 = !DILocation(line: 245, column: 25, scope: !358, inlinedAt: !383)
!438 = !DILocation(line: 245, column: 301, scope: !358, inlinedAt: !383)
!439 = !DILocation(line: 245, column: 304, scope: !358, inlinedAt: !383)
!440 = !DILocation(line: 0, scope: !372, inlinedAt: !383)
!441 = !DILocation(line: 254, column: 17, scope: !372, inlinedAt: !383)
!442 = !{!443, !232, i64 8}
!443 = !{!"S1", !232, i64 0, !232, i64 4, !232, i64 8}
!444 = !DILocalVariable(name: "l_117", scope: !445, file: !3, line: 193, type: !317)
!445 = distinct !DILexicalBlock(scope: !446, file: !3, line: 192, column: 5)
!446 = distinct !DILexicalBlock(scope: !447, file: !3, line: 191, column: 9)
!447 = distinct !DISubprogram(name: "func_15", scope: !3, file: !3, line: 175, type: !448, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !450)
!448 = !DISubroutineType(types: !449)
!449 = !{!119, !80, !152, !91, !80, !144}
!450 = !{!451, !452, !453, !454, !455, !456, !457, !460, !462, !463, !464, !465, !467, !468, !469, !470, !471, !472, !473, !444, !474}
!451 = !DILocalVariable(name: "p_16", arg: 1, scope: !447, file: !3, line: 175, type: !80)
!452 = !DILocalVariable(name: "p_17", arg: 2, scope: !447, file: !3, line: 175, type: !152)
!453 = !DILocalVariable(name: "p_18", arg: 3, scope: !447, file: !3, line: 175, type: !91)
!454 = !DILocalVariable(name: "p_19", arg: 4, scope: !447, file: !3, line: 175, type: !80)
!455 = !DILocalVariable(name: "p_20", arg: 5, scope: !447, file: !3, line: 175, type: !144)
!456 = !DILocalVariable(name: "l_93", scope: !447, file: !3, line: 177, type: !144)
!457 = !DILocalVariable(name: "l_105", scope: !447, file: !3, line: 178, type: !458)
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !459, size: 64)
!459 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!460 = !DILocalVariable(name: "l_104", scope: !447, file: !3, line: 179, type: !461)
!461 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !458, size: 64)
!462 = !DILocalVariable(name: "l_106", scope: !447, file: !3, line: 180, type: !274)
!463 = !DILocalVariable(name: "l_107", scope: !447, file: !3, line: 181, type: !273)
!464 = !DILocalVariable(name: "l_108", scope: !447, file: !3, line: 182, type: !273)
!465 = !DILocalVariable(name: "l_109", scope: !447, file: !3, line: 183, type: !466)
!466 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!467 = !DILocalVariable(name: "l_110", scope: !447, file: !3, line: 184, type: !466)
!468 = !DILocalVariable(name: "l_111", scope: !447, file: !3, line: 185, type: !466)
!469 = !DILocalVariable(name: "l_112", scope: !447, file: !3, line: 186, type: !466)
!470 = !DILocalVariable(name: "l_113", scope: !447, file: !3, line: 187, type: !466)
!471 = !DILocalVariable(name: "l_115", scope: !447, file: !3, line: 188, type: !255)
!472 = !DILocalVariable(name: "l_118", scope: !447, file: !3, line: 189, type: !91)
!473 = !DILocalVariable(name: "l_119", scope: !447, file: !3, line: 190, type: !91)
!474 = !DILocalVariable(name: "i", scope: !445, file: !3, line: 194, type: !6)
!475 = distinct !DIAssignID()
!476 = !DILocation(line: 0, scope: !445, inlinedAt: !477)
!477 = distinct !DILocation(line: 100, column: 160, scope: !285, inlinedAt: !320)
!478 = !DILocation(line: 0, scope: !447, inlinedAt: !477)
!479 = !DILocation(line: 191, column: 172, scope: !446, inlinedAt: !477)
!480 = !DILocation(line: 191, column: 213, scope: !446, inlinedAt: !477)
!481 = !{!443, !232, i64 4}
!482 = !DILocation(line: 191, column: 20, scope: !446, inlinedAt: !477)
!483 = !{!203, !203, i64 0}
!484 = !DILocation(line: 197, column: 14, scope: !445, inlinedAt: !477)
!485 = !DILocation(line: 279, column: 21, scope: !184)
!486 = !DILocation(line: 279, column: 5, scope: !184)
!487 = !DILocation(line: 282, column: 9, scope: !488)
!488 = distinct !DILexicalBlock(scope: !489, file: !3, line: 281, column: 5)
!489 = distinct !DILexicalBlock(scope: !490, file: !3, line: 280, column: 5)
!490 = distinct !DILexicalBlock(scope: !184, file: !3, line: 280, column: 5)
!491 = !DILocation(line: 283, column: 13, scope: !488)
!492 = !DILocation(line: 283, column: 31, scope: !493)
!493 = distinct !DILexicalBlock(scope: !488, file: !3, line: 283, column: 13)
!494 = !DILocation(line: 286, column: 5, scope: !184)
!495 = !DILocation(line: 287, column: 5, scope: !184)
!496 = !DILocation(line: 288, column: 21, scope: !184)
!497 = !DILocation(line: 288, column: 5, scope: !184)
!498 = !DILocation(line: 289, column: 26, scope: !184)
!499 = !DILocation(line: 289, column: 21, scope: !184)
!500 = !DILocation(line: 289, column: 5, scope: !184)
!501 = !DILocation(line: 290, column: 26, scope: !184)
!502 = !DILocation(line: 290, column: 21, scope: !184)
!503 = !DILocation(line: 290, column: 5, scope: !184)
!504 = !DILocation(line: 291, column: 26, scope: !184)
!505 = !DILocation(line: 291, column: 21, scope: !184)
!506 = !DILocation(line: 291, column: 5, scope: !184)
!507 = !DILocation(line: 292, column: 5, scope: !184)
!508 = !DILocation(line: 293, column: 21, scope: !184)
!509 = !DILocation(line: 293, column: 5, scope: !184)
!510 = !DILocation(line: 294, column: 5, scope: !511)
!511 = distinct !DILexicalBlock(scope: !184, file: !3, line: 294, column: 5)
!512 = !DILocation(line: 296, column: 9, scope: !513)
!513 = distinct !DILexicalBlock(scope: !514, file: !3, line: 296, column: 9)
!514 = distinct !DILexicalBlock(scope: !515, file: !3, line: 295, column: 5)
!515 = distinct !DILexicalBlock(scope: !511, file: !3, line: 294, column: 5)
!516 = !DILocation(line: 300, column: 33, scope: !517)
!517 = distinct !DILexicalBlock(scope: !518, file: !3, line: 299, column: 13)
!518 = distinct !DILexicalBlock(scope: !519, file: !3, line: 298, column: 13)
!519 = distinct !DILexicalBlock(scope: !520, file: !3, line: 298, column: 13)
!520 = distinct !DILexicalBlock(scope: !521, file: !3, line: 297, column: 9)
!521 = distinct !DILexicalBlock(scope: !513, file: !3, line: 296, column: 9)
!522 = !DILocation(line: 300, column: 17, scope: !517)
!523 = !DILocation(line: 301, column: 21, scope: !517)
!524 = !DILocation(line: 301, column: 39, scope: !525)
!525 = distinct !DILexicalBlock(scope: !517, file: !3, line: 301, column: 21)
!526 = !DILocation(line: 296, column: 29, scope: !521)
!527 = !DILocation(line: 296, column: 23, scope: !521)
!528 = distinct !{!528, !512, !529, !235}
!529 = !DILocation(line: 304, column: 9, scope: !513)
!530 = !DILocation(line: 294, column: 25, scope: !515)
!531 = !DILocation(line: 294, column: 19, scope: !515)
!532 = distinct !{!532, !510, !533, !235}
!533 = !DILocation(line: 305, column: 5, scope: !511)
!534 = !DILocation(line: 306, column: 21, scope: !184)
!535 = !DILocation(line: 306, column: 5, scope: !184)
!536 = !DILocation(line: 307, column: 5, scope: !184)
!537 = !DILocation(line: 308, column: 5, scope: !184)
!538 = !DILocation(line: 309, column: 5, scope: !184)
!539 = !DILocation(line: 310, column: 5, scope: !184)
!540 = !DILocation(line: 313, column: 9, scope: !541)
!541 = distinct !DILexicalBlock(scope: !542, file: !3, line: 312, column: 5)
!542 = distinct !DILexicalBlock(scope: !543, file: !3, line: 311, column: 5)
!543 = distinct !DILexicalBlock(scope: !184, file: !3, line: 311, column: 5)
!544 = !DILocation(line: 314, column: 13, scope: !541)
!545 = !DILocation(line: 314, column: 31, scope: !546)
!546 = distinct !DILexicalBlock(scope: !541, file: !3, line: 314, column: 13)
!547 = !DILocation(line: 317, column: 5, scope: !184)
!548 = !DILocation(line: 318, column: 23, scope: !184)
!549 = !DILocation(line: 318, column: 37, scope: !184)
!550 = !DILocalVariable(name: "crc", arg: 1, scope: !551, file: !172, line: 49, type: !80)
!551 = distinct !DISubprogram(name: "platform_main_end", scope: !172, file: !172, line: 49, type: !552, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !554)
!552 = !DISubroutineType(types: !553)
!553 = !{null, !80, !6}
!554 = !{!550, !555}
!555 = !DILocalVariable(name: "flag", arg: 2, scope: !551, file: !172, line: 49, type: !6)
!556 = !DILocation(line: 0, scope: !551, inlinedAt: !557)
!557 = distinct !DILocation(line: 318, column: 5, scope: !184)
!558 = !DILocation(line: 56, column: 2, scope: !551, inlinedAt: !557)
!559 = !DILocation(line: 319, column: 5, scope: !184)
!560 = distinct !DISubprogram(name: "transparent_crc", scope: !78, file: !78, line: 110, type: !561, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !563)
!561 = !DISubroutineType(types: !562)
!562 = !{null, !119, !188, !6}
!563 = !{!564, !565, !566}
!564 = !DILocalVariable(name: "val", arg: 1, scope: !560, file: !78, line: 110, type: !119)
!565 = !DILocalVariable(name: "vname", arg: 2, scope: !560, file: !78, line: 110, type: !188)
!566 = !DILocalVariable(name: "flag", arg: 3, scope: !560, file: !78, line: 110, type: !6)
!567 = !DILocation(line: 0, scope: !560)
!568 = !DILocalVariable(name: "val", arg: 1, scope: !569, file: !78, line: 97, type: !119)
!569 = distinct !DISubprogram(name: "crc32_8bytes", scope: !78, file: !78, line: 97, type: !570, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !572)
!570 = !DISubroutineType(types: !571)
!571 = !{null, !119}
!572 = !{!568}
!573 = !DILocation(line: 0, scope: !569, inlinedAt: !574)
!574 = distinct !DILocation(line: 112, column: 2, scope: !560)
!575 = !DILocalVariable(name: "b", arg: 1, scope: !576, file: !78, line: 71, type: !124)
!576 = distinct !DISubprogram(name: "crc32_byte", scope: !78, file: !78, line: 71, type: !577, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !579)
!577 = !DISubroutineType(types: !578)
!578 = !{null, !124}
!579 = !{!575}
!580 = !DILocation(line: 0, scope: !576, inlinedAt: !581)
!581 = distinct !DILocation(line: 99, column: 2, scope: !569, inlinedAt: !574)
!582 = !DILocation(line: 73, column: 5, scope: !576, inlinedAt: !581)
!583 = !DILocation(line: 73, column: 19, scope: !576, inlinedAt: !581)
!584 = !DILocation(line: 74, column: 33, scope: !576, inlinedAt: !581)
!585 = !DILocation(line: 74, column: 3, scope: !576, inlinedAt: !581)
!586 = !DILocation(line: 73, column: 39, scope: !576, inlinedAt: !581)
!587 = !DILocation(line: 100, column: 18, scope: !569, inlinedAt: !574)
!588 = !DILocation(line: 0, scope: !576, inlinedAt: !589)
!589 = distinct !DILocation(line: 100, column: 2, scope: !569, inlinedAt: !574)
!590 = !DILocation(line: 73, column: 19, scope: !576, inlinedAt: !589)
!591 = !DILocation(line: 74, column: 33, scope: !576, inlinedAt: !589)
!592 = !DILocation(line: 74, column: 3, scope: !576, inlinedAt: !589)
!593 = !DILocation(line: 73, column: 39, scope: !576, inlinedAt: !589)
!594 = !DILocation(line: 101, column: 18, scope: !569, inlinedAt: !574)
!595 = !DILocation(line: 0, scope: !576, inlinedAt: !596)
!596 = distinct !DILocation(line: 101, column: 2, scope: !569, inlinedAt: !574)
!597 = !DILocation(line: 73, column: 19, scope: !576, inlinedAt: !596)
!598 = !DILocation(line: 74, column: 33, scope: !576, inlinedAt: !596)
!599 = !DILocation(line: 74, column: 3, scope: !576, inlinedAt: !596)
!600 = !DILocation(line: 73, column: 39, scope: !576, inlinedAt: !596)
!601 = !DILocation(line: 102, column: 18, scope: !569, inlinedAt: !574)
!602 = !DILocation(line: 0, scope: !576, inlinedAt: !603)
!603 = distinct !DILocation(line: 102, column: 2, scope: !569, inlinedAt: !574)
!604 = !DILocation(line: 73, column: 19, scope: !576, inlinedAt: !603)
!605 = !DILocation(line: 74, column: 33, scope: !576, inlinedAt: !603)
!606 = !DILocation(line: 74, column: 3, scope: !576, inlinedAt: !603)
!607 = !DILocation(line: 73, column: 39, scope: !576, inlinedAt: !603)
!608 = !DILocation(line: 103, column: 18, scope: !569, inlinedAt: !574)
!609 = !DILocation(line: 0, scope: !576, inlinedAt: !610)
!610 = distinct !DILocation(line: 103, column: 2, scope: !569, inlinedAt: !574)
!611 = !DILocation(line: 73, column: 19, scope: !576, inlinedAt: !610)
!612 = !DILocation(line: 74, column: 33, scope: !576, inlinedAt: !610)
!613 = !DILocation(line: 74, column: 3, scope: !576, inlinedAt: !610)
!614 = !DILocation(line: 73, column: 39, scope: !576, inlinedAt: !610)
!615 = !DILocation(line: 104, column: 18, scope: !569, inlinedAt: !574)
!616 = !DILocation(line: 0, scope: !576, inlinedAt: !617)
!617 = distinct !DILocation(line: 104, column: 2, scope: !569, inlinedAt: !574)
!618 = !DILocation(line: 73, column: 19, scope: !576, inlinedAt: !617)
!619 = !DILocation(line: 74, column: 33, scope: !576, inlinedAt: !617)
!620 = !DILocation(line: 74, column: 3, scope: !576, inlinedAt: !617)
!621 = !DILocation(line: 73, column: 39, scope: !576, inlinedAt: !617)
!622 = !DILocation(line: 105, column: 18, scope: !569, inlinedAt: !574)
!623 = !DILocation(line: 0, scope: !576, inlinedAt: !624)
!624 = distinct !DILocation(line: 105, column: 2, scope: !569, inlinedAt: !574)
!625 = !DILocation(line: 73, column: 19, scope: !576, inlinedAt: !624)
!626 = !DILocation(line: 74, column: 33, scope: !576, inlinedAt: !624)
!627 = !DILocation(line: 74, column: 3, scope: !576, inlinedAt: !624)
!628 = !DILocation(line: 73, column: 39, scope: !576, inlinedAt: !624)
!629 = !DILocation(line: 106, column: 18, scope: !569, inlinedAt: !574)
!630 = !DILocation(line: 0, scope: !576, inlinedAt: !631)
!631 = distinct !DILocation(line: 106, column: 2, scope: !569, inlinedAt: !574)
!632 = !DILocation(line: 73, column: 19, scope: !576, inlinedAt: !631)
!633 = !DILocation(line: 74, column: 3, scope: !576, inlinedAt: !631)
!634 = !DILocation(line: 73, column: 39, scope: !576, inlinedAt: !631)
!635 = !DILocation(line: 72, column: 16, scope: !576, inlinedAt: !631)
!636 = !DILocation(line: 113, column: 6, scope: !637)
!637 = distinct !DILexicalBlock(scope: !560, file: !78, line: 113, column: 6)
!638 = !DILocation(line: 113, column: 6, scope: !560)
!639 = !DILocation(line: 114, column: 73, scope: !640)
!640 = distinct !DILexicalBlock(scope: !637, file: !78, line: 113, column: 12)
!641 = !DILocation(line: 114, column: 5, scope: !640)
!642 = !DILocation(line: 115, column: 2, scope: !640)
!643 = !DILocation(line: 116, column: 1, scope: !560)
!644 = !DISubprogram(name: "printf", scope: !645, file: !645, line: 356, type: !646, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!645 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!646 = !DISubroutineType(types: !647)
!647 = !{!6, !648, null}
!648 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !649)
!649 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !650, size: 64)
!650 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
