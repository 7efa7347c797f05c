; ModuleID = 'tests/programs/csmith/seed_1001.c'
source_filename = "tests/programs/csmith/seed_1001.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@g_116 = internal unnamed_addr global [6 x [8 x [5 x i8]]] [[8 x [5 x i8]] [[5 x i8] c"\00\01i\86\AA", [5 x i8] c"\FF_\86\F9\01", [5 x i8] c"\FF6\01\FF\F9", [5 x i8] c"\9C\FF\00\80\F9", [5 x i8] c"6\9C\01\00\01", [5 x i8] c"\00\00\88\12\AA", [5 x i8] c"\C87\FE\FD6", [5 x i8] c"K\FE\01\F9\86"], [8 x [5 x i8]] [[5 x i8] c"8_\01|\FE", [5 x i8] c"\D9\FEo\01\00", [5 x i8] c"|\DC\FF_\88", [5 x i8] c"\86\00\F9_|", [5 x i8] c"\88\FD\01\01\FD", [5 x i8] c"\FDp\88|\BD", [5 x i8] c"\80\00\FF\9C\C8", [5 x i8] c"\1A\FDo\1A\9C"], [8 x [5 x i8]] [[5 x i8] c"\80\01\BD8\FB", [5 x i8] c"\FD\80\02\FE\C8", [5 x i8] c"\88\FE\FB\D9\01", [5 x i8] c"\86\00\FBio", [5 x i8] c"|\9C\02\9C|", [5 x i8] c"\D9_\BD\FF\FE", [5 x i8] c"8\88o\00\01", [5 x i8] c"|\80\FF_\FE"], [8 x [5 x i8]] [[5 x i8] c"\BC\00\88\00|", [5 x i8] c"\FEo\01\00o", [5 x i8] c"\FD\00\F9|\01", [5 x i8] c"\DC\00\FF\FB\C8", [5 x i8] c"iooi\FB", [5 x i8] c"\80\00\018\9C", [5 x i8] c"o\80\C8\88\C8", [5 x i8] c"\FE\88\FB8\BD"], [8 x [5 x i8]] [[5 x i8] c"\86_\FFi\FD", [5 x i8] c"\FF\9C\C8\FB|", [5 x i8] c"8\00\BD|\88", [5 x i8] c"8\FE\FF\00\00", [5 x i8] c"\FF\80\FF\00\FE", [5 x i8] c"\86\01\88_\FF", [5 x i8] c"\FE\FD6\00\FD", [5 x i8] c"o\00\88\FF\01"], [8 x [5 x i8]] [[5 x i8] c"\80p\FF\9C\C8", [5 x i8] c"i\FD\FFi\9C", [5 x i8] c"\DC\00\BD\D9\9C", [5 x i8] c"\FD\DC\C8\FE\C8", [5 x i8] c"\FE\FE\FF8\01", [5 x i8] c"\BC_\FB\1A\FD", [5 x i8] c"|\12K\DC6", [5 x i8] c"\00p\C8\01\FB"]], align 1, !dbg !149
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
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !76
@.str.21 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !111
@g_62 = internal global { i8, i8, i8, i32, i32 } { i8 -44, i8 3, i8 0, i32 9, i32 -768603293 }, align 4, !dbg !132
@.str.23 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !170

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !185 {
    #dbg_value(i32 %0, !191, !DIExpression(), !197)
    #dbg_value(ptr %1, !192, !DIExpression(), !197)
    #dbg_value(i32 0, !196, !DIExpression(), !197)
  %3 = icmp eq i32 %0, 2, !dbg !198
  br i1 %3, label %4, label %17, !dbg !200

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !201
  %6 = load ptr, ptr %5, align 8, !dbg !201, !tbaa !202
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !206
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !207
  %16 = zext i1 %15 to i32, !dbg !207
  br label %17, !dbg !207

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !197
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !197
    #dbg_value(i32 %19, !196, !DIExpression(), !197)
    #dbg_value(i32 -306674912, !208, !DIExpression(), !217)
    #dbg_value(i32 0, !214, !DIExpression(), !217)
  br label %20, !dbg !219

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !221
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !223
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !223
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !223
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !229
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !229
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !229
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !223
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !223
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !229
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !229
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !229
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !223
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !223
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !229
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !229
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !229
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !223
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !223
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !229
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !229
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !229
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !223
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !223
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !229
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !229
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !229
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !223
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !223
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !229
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !229
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !229
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !223
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !223
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !229
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !229
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !229
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !223
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !223
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !229
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !229
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !229
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !230
  store <4 x i32> %62, ptr %63, align 4, !dbg !231, !tbaa !232
  %64 = add nuw i64 %21, 4, !dbg !221
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !223
  %66 = icmp eq i64 %64, 256, !dbg !221
  br i1 %66, label %67, label %20, !dbg !221, !llvm.loop !234

67:                                               ; preds = %20
    #dbg_assign(i1 undef, !239, !DIExpression(), !319, ptr undef, !DIExpression(), !320)
    #dbg_value(i32 0, !244, !DIExpression(), !320)
    #dbg_value(i8 1, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !320)
    #dbg_value(i8 poison, !245, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !320)
    #dbg_value(i8 1, !245, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !320)
    #dbg_value(i8 poison, !245, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !320)
    #dbg_value(i8 -9, !245, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !320)
    #dbg_assign(i1 undef, !245, !DIExpression(DW_OP_LLVM_fragment, 40, 16), !322, ptr undef, !DIExpression(), !320)
    #dbg_value(i64 0, !250, !DIExpression(), !320)
    #dbg_value(i32 -4, !251, !DIExpression(), !320)
    #dbg_assign(i1 undef, !252, !DIExpression(), !323, ptr poison, !DIExpression(), !320)
    #dbg_value(i32 916916686, !253, !DIExpression(), !320)
    #dbg_value(i8 -97, !254, !DIExpression(), !320)
    #dbg_value(ptr undef, !255, !DIExpression(), !320)
    #dbg_value(i32 2, !257, !DIExpression(), !320)
    #dbg_value(ptr undef, !258, !DIExpression(), !320)
    #dbg_value(i64 -2943002087552746360, !260, !DIExpression(), !320)
    #dbg_value(ptr null, !261, !DIExpression(), !320)
    #dbg_value(ptr undef, !263, !DIExpression(), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !320)
    #dbg_value(ptr undef, !265, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !320)
    #dbg_value(ptr poison, !268, !DIExpression(), !320)
    #dbg_value(ptr poison, !270, !DIExpression(), !320)
    #dbg_value(ptr null, !272, !DIExpression(), !320)
    #dbg_value(ptr undef, !276, !DIExpression(), !320)
    #dbg_value(i8 3, !278, !DIExpression(), !320)
    #dbg_value(i64 0, !279, !DIExpression(), !320)
    #dbg_value(i64 7154395135948373224, !280, !DIExpression(), !320)
    #dbg_value(i32 poison, !281, !DIExpression(), !320)
  %68 = load volatile i64, ptr @g_26, align 8, !dbg !324, !tbaa !325
  %69 = load volatile i64, ptr @g_26, align 8, !dbg !327, !tbaa !325
    #dbg_assign(i1 undef, !328, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !383, ptr undef, !DIExpression(), !384)
    #dbg_value(i32 1, !333, !DIExpression(), !384)
    #dbg_value(i64 %69, !334, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !384)
    #dbg_value(i64 1, !335, !DIExpression(), !384)
    #dbg_value(i8 0, !336, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !384)
    #dbg_value(ptr poison, !337, !DIExpression(), !384)
    #dbg_value(ptr null, !338, !DIExpression(), !384)
    #dbg_value(ptr poison, !339, !DIExpression(), !384)
    #dbg_value(ptr poison, !340, !DIExpression(), !384)
    #dbg_value(ptr poison, !341, !DIExpression(), !384)
    #dbg_value(ptr poison, !342, !DIExpression(), !384)
    #dbg_value(ptr poison, !343, !DIExpression(), !384)
    #dbg_value(ptr poison, !344, !DIExpression(), !384)
    #dbg_value(i32 -1095161874, !345, !DIExpression(), !384)
    #dbg_value(ptr undef, !346, !DIExpression(), !384)
    #dbg_value(ptr undef, !347, !DIExpression(), !384)
    #dbg_value(i32 -917287707, !348, !DIExpression(), !384)
    #dbg_value(ptr null, !349, !DIExpression(), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !384)
    #dbg_value(ptr null, !350, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !384)
    #dbg_value(ptr null, !350, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !384)
    #dbg_value(ptr null, !350, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !384)
    #dbg_value(ptr null, !350, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !384)
    #dbg_value(ptr null, !350, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 6336, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 6400, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !384)
    #dbg_value(ptr null, !350, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 6784, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 7296, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !384)
    #dbg_value(ptr null, !350, !DIExpression(DW_OP_LLVM_fragment, 7680, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 7872, 64), !384)
    #dbg_value(ptr null, !350, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 8128, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 8192, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !384)
    #dbg_value(ptr poison, !350, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !384)
    #dbg_value(ptr undef, !350, !DIExpression(DW_OP_LLVM_fragment, 8576, 64), !384)
    #dbg_value(i32 -1, !328, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !384)
    #dbg_value(i64 poison, !356, !DIExpression(), !384)
  %70 = load volatile i32, ptr @g_50, align 4, !dbg !386, !tbaa !232
  %71 = add i32 %70, 1, !dbg !386
  store volatile i32 %71, ptr @g_50, align 4, !dbg !386, !tbaa !232
    #dbg_value(i32 493404847, !387, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !394)
    #dbg_value(i32 0, !393, !DIExpression(), !394)
    #dbg_value(i1 false, !396, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !402)
    #dbg_value(i8 0, !401, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !402)
    #dbg_value(i32 493404847, !404, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !410)
    #dbg_value(i1 false, !409, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_stack_value), !410)
    #dbg_value(i8 -79, !412, !DIExpression(), !418)
    #dbg_value(i32 1, !417, !DIExpression(), !418)
  %72 = load i32, ptr @g_62, align 4, !dbg !420
  %73 = and i32 %72, 2097151, !dbg !420
    #dbg_value(i32 -79, !421, !DIExpression(), !427)
    #dbg_value(i32 %73, !426, !DIExpression(), !427)
  %74 = icmp eq i32 %73, 0, !dbg !429
  br i1 %74, label %78, label %75, !dbg !430

75:                                               ; preds = %67
  %76 = urem i32 -79, %73, !dbg !431
  %77 = icmp eq i32 %76, 0, !dbg !432
  br i1 %77, label %84, label %78, !dbg !433

78:                                               ; preds = %67, %75
    #dbg_assign(i1 undef, !359, !DIExpression(DW_OP_LLVM_fragment, 0, 6432), !434, ptr poison, !DIExpression(), !435)
    #dbg_value(i32 -860791947, !359, !DIExpression(DW_OP_LLVM_fragment, 6432, 32), !435)
    #dbg_value(i32 poison, !359, !DIExpression(DW_OP_LLVM_fragment, 6464, 32), !435)
    #dbg_value(i32 -1, !359, !DIExpression(DW_OP_LLVM_fragment, 6496, 32), !435)
    #dbg_assign(i1 undef, !359, !DIExpression(DW_OP_LLVM_fragment, 6528, 640), !436, ptr undef, !DIExpression(), !435)
    #dbg_value(ptr poison, !365, !DIExpression(), !435)
    #dbg_assign(i8 0, !366, !DIExpression(), !437, ptr undef, !DIExpression(), !435)
    #dbg_value(i32 -2087134797, !369, !DIExpression(), !435)
  %79 = load volatile i32, ptr @g_50, align 4, !dbg !438, !tbaa !232
    #dbg_value(i32 -1, !345, !DIExpression(), !384)
  %80 = and i64 %69, 255, !dbg !439
  %81 = icmp eq i64 %80, 1, !dbg !439
  br i1 %81, label %85, label %82, !dbg !440

82:                                               ; preds = %78
  %83 = load volatile i32, ptr @g_50, align 4, !dbg !441, !tbaa !232
  br label %85

84:                                               ; preds = %75
    #dbg_assign(i1 undef, !373, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !442, ptr poison, !DIExpression(), !443)
    #dbg_value(i8 -128, !373, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !443)
    #dbg_value(ptr poison, !377, !DIExpression(), !443)
    #dbg_value(ptr undef, !378, !DIExpression(), !443)
  store i32 -128, ptr getelementptr inbounds (i8, ptr @g_62, i64 8), align 4, !dbg !444, !tbaa !445
    #dbg_value(i32 -19, !348, !DIExpression(), !384)
    #dbg_value(i32 0, !345, !DIExpression(), !384)
  br label %85

85:                                               ; preds = %78, %82, %84
    #dbg_assign(i1 undef, !447, !DIExpression(), !478, ptr undef, !DIExpression(), !479)
    #dbg_value(i32 0, !454, !DIExpression(), !481)
    #dbg_value(i8 -1, !455, !DIExpression(), !481)
    #dbg_value(i32 -1, !456, !DIExpression(), !481)
    #dbg_value(i32 -1, !457, !DIExpression(), !481)
    #dbg_value(i32 493404847, !458, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !481)
    #dbg_value(i16 -10, !459, !DIExpression(), !481)
    #dbg_value(ptr poison, !460, !DIExpression(), !481)
    #dbg_value(ptr undef, !463, !DIExpression(), !481)
    #dbg_value(ptr null, !465, !DIExpression(), !481)
    #dbg_value(ptr null, !466, !DIExpression(), !481)
    #dbg_value(ptr undef, !467, !DIExpression(), !481)
    #dbg_value(ptr poison, !468, !DIExpression(), !481)
    #dbg_value(ptr null, !470, !DIExpression(), !481)
    #dbg_value(ptr null, !471, !DIExpression(), !481)
    #dbg_value(ptr null, !472, !DIExpression(), !481)
    #dbg_value(ptr @g_114, !473, !DIExpression(), !481)
    #dbg_value(ptr poison, !474, !DIExpression(), !481)
    #dbg_value(i32 -1316075079, !475, !DIExpression(), !481)
    #dbg_value(i32 1973713349, !476, !DIExpression(), !481)
  %86 = load volatile i64, ptr @g_26, align 8, !dbg !482, !tbaa !325
  %87 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 4), align 4, !dbg !483, !tbaa !484
  store i8 2, ptr getelementptr inbounds (i8, ptr @g_116, i64 89), align 1, !dbg !485, !tbaa !486
    #dbg_value(i32 poison, !477, !DIExpression(), !479)
  %88 = load i32, ptr @g_120, align 4, !dbg !487, !tbaa !232
  %89 = add i32 %88, -1, !dbg !487
  store i32 %89, ptr @g_120, align 4, !dbg !487, !tbaa !232
    #dbg_value(i8 83, !254, !DIExpression(), !320)
    #dbg_value(i32 0, !257, !DIExpression(), !320)
  %90 = load volatile i64, ptr @g_26, align 8, !dbg !488, !tbaa !325
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !489
    #dbg_value(i64 0, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !490
  br i1 %18, label %91, label %92, !dbg !494

91:                                               ; preds = %85
    #dbg_value(i64 1, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !490
    #dbg_value(i64 2, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !490
    #dbg_value(i64 3, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !490
    #dbg_value(i64 4, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !490
    #dbg_value(i64 5, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !490
  br label %99, !dbg !494

92:                                               ; preds = %85
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !495
    #dbg_value(i64 1, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !490
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !495
    #dbg_value(i64 2, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !490
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2), !dbg !495
    #dbg_value(i64 3, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !490
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3), !dbg !495
    #dbg_value(i64 4, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !490
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4), !dbg !495
    #dbg_value(i64 5, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !490
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5), !dbg !495
  br label %99, !dbg !495

99:                                               ; preds = %91, %92
    #dbg_value(i64 6, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !497
  tail call fastcc void @transparent_crc(i64 noundef 493404847, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !498
  %100 = load volatile i32, ptr @g_50, align 4, !dbg !499, !tbaa !232
  %101 = zext i32 %100 to i64, !dbg !499
  tail call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !500
  %102 = load i32, ptr @g_62, align 4, !dbg !501
  %103 = and i32 %102, 2097151, !dbg !501
  %104 = zext nneg i32 %103 to i64, !dbg !502
  tail call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !503
  %105 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 4), align 4, !dbg !504, !tbaa !484
  %106 = sext i32 %105 to i64, !dbg !505
  tail call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !506
  %107 = load i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 8), align 4, !dbg !507, !tbaa !445
  %108 = sext i32 %107 to i64, !dbg !508
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !509
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !510
  %109 = load i64, ptr @g_114, align 8, !dbg !511, !tbaa !325
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !512
    #dbg_value(i32 0, !193, !DIExpression(), !197)
  br label %110, !dbg !513

110:                                              ; preds = %99, %161
  %111 = phi i64 [ 0, %99 ], [ %162, %161 ]
    #dbg_value(i64 %111, !193, !DIExpression(), !197)
    #dbg_value(i32 0, !194, !DIExpression(), !197)
  %112 = trunc nuw nsw i64 %111 to i32
  %113 = trunc nuw nsw i64 %111 to i32
  %114 = trunc nuw nsw i64 %111 to i32
  %115 = trunc nuw nsw i64 %111 to i32
  %116 = trunc nuw nsw i64 %111 to i32
  br label %117, !dbg !515

117:                                              ; preds = %110, %158
  %118 = phi i64 [ 0, %110 ], [ %159, %158 ]
    #dbg_value(i64 %118, !194, !DIExpression(), !197)
    #dbg_value(i64 0, !195, !DIExpression(), !197)
  %119 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 0, !dbg !519
  %120 = load i8, ptr %119, align 1, !dbg !519, !tbaa !486
  %121 = sext i8 %120 to i64, !dbg !519
  tail call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !525
  br i1 %18, label %122, label %135, !dbg !526

122:                                              ; preds = %117
    #dbg_value(i64 1, !195, !DIExpression(), !197)
  %123 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 1, !dbg !519
  %124 = load i8, ptr %123, align 1, !dbg !519, !tbaa !486
  %125 = sext i8 %124 to i64, !dbg !519
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !525
    #dbg_value(i64 2, !195, !DIExpression(), !197)
  %126 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 2, !dbg !519
  %127 = load i8, ptr %126, align 1, !dbg !519, !tbaa !486
  %128 = sext i8 %127 to i64, !dbg !519
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !525
    #dbg_value(i64 3, !195, !DIExpression(), !197)
  %129 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 3, !dbg !519
  %130 = load i8, ptr %129, align 1, !dbg !519, !tbaa !486
  %131 = sext i8 %130 to i64, !dbg !519
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !525
    #dbg_value(i64 4, !195, !DIExpression(), !197)
  %132 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 4, !dbg !519
  %133 = load i8, ptr %132, align 1, !dbg !519, !tbaa !486
  %134 = sext i8 %133 to i64, !dbg !519
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !525
  br label %158, !dbg !526

135:                                              ; preds = %117
  %136 = trunc nuw nsw i64 %118 to i32, !dbg !527
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %112, i32 noundef %136, i32 noundef 0), !dbg !527
    #dbg_value(i64 1, !195, !DIExpression(), !197)
  %138 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 1, !dbg !519
  %139 = load i8, ptr %138, align 1, !dbg !519, !tbaa !486
  %140 = sext i8 %139 to i64, !dbg !519
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !525
  %141 = trunc nuw nsw i64 %118 to i32, !dbg !527
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %113, i32 noundef %141, i32 noundef 1), !dbg !527
    #dbg_value(i64 2, !195, !DIExpression(), !197)
  %143 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 2, !dbg !519
  %144 = load i8, ptr %143, align 1, !dbg !519, !tbaa !486
  %145 = sext i8 %144 to i64, !dbg !519
  tail call fastcc void @transparent_crc(i64 noundef %145, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !525
  %146 = trunc nuw nsw i64 %118 to i32, !dbg !527
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %114, i32 noundef %146, i32 noundef 2), !dbg !527
    #dbg_value(i64 3, !195, !DIExpression(), !197)
  %148 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 3, !dbg !519
  %149 = load i8, ptr %148, align 1, !dbg !519, !tbaa !486
  %150 = sext i8 %149 to i64, !dbg !519
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !525
  %151 = trunc nuw nsw i64 %118 to i32, !dbg !527
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %115, i32 noundef %151, i32 noundef 3), !dbg !527
    #dbg_value(i64 4, !195, !DIExpression(), !197)
  %153 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 4, !dbg !519
  %154 = load i8, ptr %153, align 1, !dbg !519, !tbaa !486
  %155 = sext i8 %154 to i64, !dbg !519
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !525
  %156 = trunc nuw nsw i64 %118 to i32, !dbg !527
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %116, i32 noundef %156, i32 noundef 4), !dbg !527
  br label %158, !dbg !527

158:                                              ; preds = %122, %135
    #dbg_value(i64 5, !195, !DIExpression(), !197)
  %159 = add nuw nsw i64 %118, 1, !dbg !529
    #dbg_value(i64 %159, !194, !DIExpression(), !197)
  %160 = icmp eq i64 %159, 8, !dbg !530
  br i1 %160, label %161, label %117, !dbg !515, !llvm.loop !531

161:                                              ; preds = %158
  %162 = add nuw nsw i64 %111, 1, !dbg !533
    #dbg_value(i64 %162, !193, !DIExpression(), !197)
  %163 = icmp eq i64 %162, 6, !dbg !534
  br i1 %163, label %164, label %110, !dbg !513, !llvm.loop !535

164:                                              ; preds = %161
  %165 = load i32, ptr @g_120, align 4, !dbg !537, !tbaa !232
  %166 = zext i32 %165 to i64, !dbg !537
  tail call fastcc void @transparent_crc(i64 noundef %166, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !538
  tail call fastcc void @transparent_crc(i64 noundef 31943, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !539
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !540
  tail call fastcc void @transparent_crc(i64 noundef 44591, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !541
  tail call fastcc void @transparent_crc(i64 noundef 4126740225, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !542
    #dbg_value(i64 0, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
  br i1 %18, label %167, label %168, !dbg !547

167:                                              ; preds = %164
    #dbg_value(i64 1, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
    #dbg_value(i64 2, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
    #dbg_value(i64 3, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
    #dbg_value(i64 4, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
    #dbg_value(i64 5, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
    #dbg_value(i64 6, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
    #dbg_value(i64 7, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
    #dbg_value(i64 8, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
    #dbg_value(i64 9, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
  br label %179, !dbg !547

168:                                              ; preds = %164
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !548
    #dbg_value(i64 1, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !548
    #dbg_value(i64 2, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2), !dbg !548
    #dbg_value(i64 3, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3), !dbg !548
    #dbg_value(i64 4, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4), !dbg !548
    #dbg_value(i64 5, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5), !dbg !548
    #dbg_value(i64 6, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 6), !dbg !548
    #dbg_value(i64 7, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 7), !dbg !548
    #dbg_value(i64 8, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 8), !dbg !548
    #dbg_value(i64 9, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !543
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 9), !dbg !548
  br label %179, !dbg !548

179:                                              ; preds = %167, %168
    #dbg_value(i64 10, !193, !DIExpression(), !197)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !550
  %180 = load i32, ptr @crc32_context, align 4, !dbg !551, !tbaa !232
  %181 = xor i32 %180, -1, !dbg !552
    #dbg_value(i32 %181, !553, !DIExpression(), !559)
    #dbg_value(i32 %19, !558, !DIExpression(), !559)
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %181), !dbg !561
  ret i32 0, !dbg !562
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !563 {
    #dbg_value(i64 %0, !567, !DIExpression(), !570)
    #dbg_value(ptr %1, !568, !DIExpression(), !570)
    #dbg_value(i32 %2, !569, !DIExpression(), !570)
    #dbg_value(i64 %0, !571, !DIExpression(), !576)
    #dbg_value(i64 %0, !578, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !583)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !585, !tbaa !232
  %5 = lshr i32 %4, 8, !dbg !586
  %6 = zext i32 %4 to i64, !dbg !587
  %7 = xor i64 %6, %0, !dbg !587
  %8 = and i64 %7, 255, !dbg !588
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !588
  %10 = load i32, ptr %9, align 4, !dbg !588, !tbaa !232
  %11 = xor i32 %5, %10, !dbg !589
  %12 = lshr i64 %0, 8, !dbg !590
    #dbg_value(i64 %12, !578, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !591)
  %13 = lshr i32 %11, 8, !dbg !593
  %14 = zext i32 %11 to i64, !dbg !594
  %15 = xor i64 %12, %14, !dbg !594
  %16 = and i64 %15, 255, !dbg !595
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !595
  %18 = load i32, ptr %17, align 4, !dbg !595, !tbaa !232
  %19 = xor i32 %13, %18, !dbg !596
  %20 = lshr i64 %0, 16, !dbg !597
    #dbg_value(i64 %20, !578, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !598)
  %21 = lshr i32 %19, 8, !dbg !600
  %22 = zext i32 %19 to i64, !dbg !601
  %23 = xor i64 %20, %22, !dbg !601
  %24 = and i64 %23, 255, !dbg !602
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !602
  %26 = load i32, ptr %25, align 4, !dbg !602, !tbaa !232
  %27 = xor i32 %21, %26, !dbg !603
  %28 = lshr i64 %0, 24, !dbg !604
    #dbg_value(i64 %28, !578, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !605)
  %29 = lshr i32 %27, 8, !dbg !607
  %30 = zext i32 %27 to i64, !dbg !608
  %31 = xor i64 %28, %30, !dbg !608
  %32 = and i64 %31, 255, !dbg !609
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !609
  %34 = load i32, ptr %33, align 4, !dbg !609, !tbaa !232
  %35 = xor i32 %29, %34, !dbg !610
  %36 = lshr i64 %0, 32, !dbg !611
    #dbg_value(i64 %36, !578, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !612)
  %37 = lshr i32 %35, 8, !dbg !614
  %38 = zext i32 %35 to i64, !dbg !615
  %39 = xor i64 %36, %38, !dbg !615
  %40 = and i64 %39, 255, !dbg !616
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !616
  %42 = load i32, ptr %41, align 4, !dbg !616, !tbaa !232
  %43 = xor i32 %37, %42, !dbg !617
  %44 = lshr i64 %0, 40, !dbg !618
    #dbg_value(i64 %44, !578, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !619)
  %45 = lshr i32 %43, 8, !dbg !621
  %46 = zext i32 %43 to i64, !dbg !622
  %47 = xor i64 %44, %46, !dbg !622
  %48 = and i64 %47, 255, !dbg !623
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !623
  %50 = load i32, ptr %49, align 4, !dbg !623, !tbaa !232
  %51 = xor i32 %45, %50, !dbg !624
  %52 = lshr i64 %0, 48, !dbg !625
    #dbg_value(i64 %52, !578, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !626)
  %53 = lshr i32 %51, 8, !dbg !628
  %54 = zext i32 %51 to i64, !dbg !629
  %55 = xor i64 %52, %54, !dbg !629
  %56 = and i64 %55, 255, !dbg !630
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !630
  %58 = load i32, ptr %57, align 4, !dbg !630, !tbaa !232
  %59 = xor i32 %53, %58, !dbg !631
  %60 = lshr i64 %0, 56, !dbg !632
    #dbg_value(i64 %60, !578, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !633)
  %61 = lshr i32 %59, 8, !dbg !635
  %62 = and i32 %59, 255, !dbg !636
  %63 = zext nneg i32 %62 to i64, !dbg !636
  %64 = xor i64 %60, %63, !dbg !636
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !636
  %66 = load i32, ptr %65, align 4, !dbg !636, !tbaa !232
  %67 = xor i32 %61, %66, !dbg !637
  store i32 %67, ptr @crc32_context, align 4, !dbg !638, !tbaa !232
  %68 = icmp eq i32 %2, 0, !dbg !639
  br i1 %68, label %73, label %69, !dbg !641

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !642
  %71 = zext i32 %70 to i64, !dbg !642
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %1, i64 noundef %71), !dbg !644
  br label %73, !dbg !645

73:                                               ; preds = %69, %3
  ret void, !dbg !646
}

; Function Attrs: nofree nounwind
declare !dbg !647 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!176, !177, !178, !179, !180, !181, !182, !183}
!llvm.ident = !{!184}

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
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!81 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !83, line: 42, baseType: !7)
!83 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!84 = !{!85}
!85 = !DISubrange(count: 256)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "g_146", scope: !2, file: !3, line: 42, type: !88, isLocal: true, isDefinition: true)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !92, line: 26, baseType: !93)
!92 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!182 = !{i32 7, !"frame-pointer", i32 1}
!183 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!184 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!185 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 271, type: !186, scopeLine: 272, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !190)
!186 = !DISubroutineType(types: !187)
!187 = !{!6, !6, !188}
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!190 = !{!191, !192, !193, !194, !195, !196}
!191 = !DILocalVariable(name: "argc", arg: 1, scope: !185, file: !3, line: 271, type: !6)
!192 = !DILocalVariable(name: "argv", arg: 2, scope: !185, file: !3, line: 271, type: !188)
!193 = !DILocalVariable(name: "i", scope: !185, file: !3, line: 273, type: !6)
!194 = !DILocalVariable(name: "j", scope: !185, file: !3, line: 273, type: !6)
!195 = !DILocalVariable(name: "k", scope: !185, file: !3, line: 273, type: !6)
!196 = !DILocalVariable(name: "print_hash_value", scope: !185, file: !3, line: 274, type: !6)
!197 = !DILocation(line: 0, scope: !185)
!198 = !DILocation(line: 275, column: 14, scope: !199)
!199 = distinct !DILexicalBlock(scope: !185, file: !3, line: 275, column: 9)
!200 = !DILocation(line: 275, column: 19, scope: !199)
!201 = !DILocation(line: 275, column: 29, scope: !199)
!202 = !{!203, !203, i64 0}
!203 = !{!"any pointer", !204, i64 0}
!204 = !{!"omnipotent char", !205, i64 0}
!205 = !{!"Simple C/C++ TBAA"}
!206 = !DILocation(line: 275, column: 43, scope: !199)
!207 = !DILocation(line: 275, column: 9, scope: !185)
!208 = !DILocalVariable(name: "poly", scope: !209, file: !78, line: 54, type: !216)
!209 = distinct !DISubprogram(name: "crc32_gentab", scope: !78, file: !78, line: 51, type: !210, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !212)
!210 = !DISubroutineType(types: !211)
!211 = !{null}
!212 = !{!213, !208, !214, !215}
!213 = !DILocalVariable(name: "crc", scope: !209, file: !78, line: 53, type: !80)
!214 = !DILocalVariable(name: "i", scope: !209, file: !78, line: 55, type: !6)
!215 = !DILocalVariable(name: "j", scope: !209, file: !78, line: 55, type: !6)
!216 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!217 = !DILocation(line: 0, scope: !209, inlinedAt: !218)
!218 = distinct !DILocation(line: 277, column: 5, scope: !185)
!219 = !DILocation(line: 57, column: 2, scope: !220, inlinedAt: !218)
!220 = distinct !DILexicalBlock(scope: !209, file: !78, line: 57, column: 2)
!221 = !DILocation(line: 57, column: 24, scope: !222, inlinedAt: !218)
!222 = distinct !DILexicalBlock(scope: !220, file: !78, line: 57, column: 2)
!223 = !DILocation(line: 60, column: 12, scope: !224, inlinedAt: !218)
!224 = distinct !DILexicalBlock(scope: !225, file: !78, line: 60, column: 8)
!225 = distinct !DILexicalBlock(scope: !226, file: !78, line: 59, column: 27)
!226 = distinct !DILexicalBlock(scope: !227, file: !78, line: 59, column: 3)
!227 = distinct !DILexicalBlock(scope: !228, file: !78, line: 59, column: 3)
!228 = distinct !DILexicalBlock(scope: !222, file: !78, line: 57, column: 28)
!229 = !DILocation(line: 60, column: 8, scope: !225, inlinedAt: !218)
!230 = !DILocation(line: 66, column: 3, scope: !228, inlinedAt: !218)
!231 = !DILocation(line: 66, column: 16, scope: !228, inlinedAt: !218)
!232 = !{!233, !233, i64 0}
!233 = !{!"int", !204, i64 0}
!234 = distinct !{!234, !219, !235, !236, !237, !238}
!235 = !DILocation(line: 67, column: 2, scope: !220, inlinedAt: !218)
!236 = !{!"llvm.loop.mustprogress"}
!237 = !{!"llvm.loop.isvectorized", i32 1}
!238 = !{!"llvm.loop.unroll.runtime.disable"}
!239 = !DILocalVariable(name: "l_173", scope: !240, file: !3, line: 86, type: !318)
!240 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 73, type: !241, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{!124}
!243 = !{!244, !245, !250, !251, !252, !253, !254, !255, !257, !258, !260, !239, !261, !263, !265, !268, !270, !272, !276, !278, !279, !280, !281, !282, !283, !284, !288, !289, !293, !297, !298, !299, !300, !302, !304, !305, !306, !307, !308, !314, !315, !316}
!244 = !DILocalVariable(name: "l_6", scope: !240, file: !3, line: 75, type: !91)
!245 = !DILocalVariable(name: "l_25", scope: !240, file: !3, line: 76, type: !246)
!246 = !DICompositeType(tag: DW_TAG_array_type, baseType: !247, size: 56, elements: !248)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !152)
!248 = !{!249}
!249 = !DISubrange(count: 7)
!250 = !DILocalVariable(name: "l_88", scope: !240, file: !3, line: 77, type: !119)
!251 = !DILocalVariable(name: "l_125", scope: !240, file: !3, line: 78, type: !91)
!252 = !DILocalVariable(name: "l_126", scope: !240, file: !3, line: 79, type: !99)
!253 = !DILocalVariable(name: "l_137", scope: !240, file: !3, line: 80, type: !80)
!254 = !DILocalVariable(name: "l_138", scope: !240, file: !3, line: 81, type: !152)
!255 = !DILocalVariable(name: "l_139", scope: !240, file: !3, line: 82, type: !256)
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!257 = !DILocalVariable(name: "l_140", scope: !240, file: !3, line: 83, type: !91)
!258 = !DILocalVariable(name: "l_160", scope: !240, file: !3, line: 84, type: !259)
!259 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!260 = !DILocalVariable(name: "l_162", scope: !240, file: !3, line: 85, type: !163)
!261 = !DILocalVariable(name: "l_182", scope: !240, file: !3, line: 87, type: !262)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!263 = !DILocalVariable(name: "l_181", scope: !240, file: !3, line: 88, type: !264)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!265 = !DILocalVariable(name: "l_183", scope: !240, file: !3, line: 89, type: !266)
!266 = !DICompositeType(tag: DW_TAG_array_type, baseType: !264, size: 6144, elements: !267)
!267 = !{!14, !24, !48}
!268 = !DILocalVariable(name: "l_184", scope: !240, file: !3, line: 90, type: !269)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!270 = !DILocalVariable(name: "l_187", scope: !240, file: !3, line: 91, type: !271)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!272 = !DILocalVariable(name: "l_190", scope: !240, file: !3, line: 92, type: !273)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!276 = !DILocalVariable(name: "l_191", scope: !240, file: !3, line: 93, type: !277)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!278 = !DILocalVariable(name: "l_192", scope: !240, file: !3, line: 94, type: !124)
!279 = !DILocalVariable(name: "l_197", scope: !240, file: !3, line: 95, type: !119)
!280 = !DILocalVariable(name: "l_217", scope: !240, file: !3, line: 96, type: !163)
!281 = !DILocalVariable(name: "i", scope: !240, file: !3, line: 97, type: !6)
!282 = !DILocalVariable(name: "j", scope: !240, file: !3, line: 97, type: !6)
!283 = !DILocalVariable(name: "k", scope: !240, file: !3, line: 97, type: !6)
!284 = !DILocalVariable(name: "l_157", scope: !285, file: !3, line: 102, type: !287)
!285 = distinct !DILexicalBlock(scope: !286, file: !3, line: 101, column: 5)
!286 = distinct !DILexicalBlock(scope: !240, file: !3, line: 100, column: 9)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!288 = !DILocalVariable(name: "l_163", scope: !285, file: !3, line: 103, type: !91)
!289 = !DILocalVariable(name: "l_147", scope: !290, file: !3, line: 106, type: !124)
!290 = distinct !DILexicalBlock(scope: !291, file: !3, line: 105, column: 9)
!291 = distinct !DILexicalBlock(scope: !292, file: !3, line: 104, column: 9)
!292 = distinct !DILexicalBlock(scope: !285, file: !3, line: 104, column: 9)
!293 = !DILocalVariable(name: "l_150", scope: !290, file: !3, line: 107, type: !294)
!294 = !DICompositeType(tag: DW_TAG_array_type, baseType: !152, size: 576, elements: !295)
!295 = !{!24, !296, !296}
!296 = !DISubrange(count: 3)
!297 = !DILocalVariable(name: "l_152", scope: !290, file: !3, line: 108, type: !90)
!298 = !DILocalVariable(name: "l_151", scope: !290, file: !3, line: 109, type: !262)
!299 = !DILocalVariable(name: "l_158", scope: !290, file: !3, line: 110, type: !287)
!300 = !DILocalVariable(name: "l_159", scope: !290, file: !3, line: 111, type: !301)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 64)
!302 = !DILocalVariable(name: "l_161", scope: !290, file: !3, line: 112, type: !303)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!304 = !DILocalVariable(name: "l_164", scope: !290, file: !3, line: 113, type: !271)
!305 = !DILocalVariable(name: "i", scope: !290, file: !3, line: 114, type: !6)
!306 = !DILocalVariable(name: "j", scope: !290, file: !3, line: 114, type: !6)
!307 = !DILocalVariable(name: "k", scope: !290, file: !3, line: 114, type: !6)
!308 = !DILocalVariable(name: "l_149", scope: !309, file: !3, line: 117, type: !312)
!309 = distinct !DILexicalBlock(scope: !310, file: !3, line: 116, column: 13)
!310 = distinct !DILexicalBlock(scope: !311, file: !3, line: 115, column: 13)
!311 = distinct !DILexicalBlock(scope: !290, file: !3, line: 115, column: 13)
!312 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 1024, elements: !313)
!313 = !{!14, !24}
!314 = !DILocalVariable(name: "i", scope: !309, file: !3, line: 118, type: !6)
!315 = !DILocalVariable(name: "j", scope: !309, file: !3, line: 118, type: !6)
!316 = !DILocalVariable(name: "l_165", scope: !317, file: !3, line: 138, type: !98)
!317 = distinct !DILexicalBlock(scope: !286, file: !3, line: 137, column: 5)
!318 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 384, elements: !47)
!319 = distinct !DIAssignID()
!320 = !DILocation(line: 0, scope: !240, inlinedAt: !321)
!321 = distinct !DILocation(line: 278, column: 5, scope: !185)
!322 = distinct !DIAssignID()
!323 = distinct !DIAssignID()
!324 = !DILocation(line: 100, column: 239, scope: !286, inlinedAt: !321)
!325 = !{!326, !326, i64 0}
!326 = !{!"long", !204, i64 0}
!327 = !DILocation(line: 100, column: 282, scope: !286, inlinedAt: !321)
!328 = !DILocalVariable(name: "l_75", scope: !329, file: !3, line: 233, type: !380)
!329 = distinct !DISubprogram(name: "func_28", scope: !3, file: !3, line: 216, type: !330, scopeLine: 217, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !332)
!330 = !DISubroutineType(types: !331)
!331 = !{!80, !91, !124, !119, !102}
!332 = !{!333, !334, !335, !336, !337, !338, !339, !340, !341, !342, !343, !344, !345, !346, !347, !348, !349, !350, !353, !328, !356, !357, !358, !359, !365, !366, !369, !370, !371, !372, !373, !377, !378, !379}
!333 = !DILocalVariable(name: "p_29", arg: 1, scope: !329, file: !3, line: 216, type: !91)
!334 = !DILocalVariable(name: "p_30", arg: 2, scope: !329, file: !3, line: 216, type: !124)
!335 = !DILocalVariable(name: "p_31", arg: 3, scope: !329, file: !3, line: 216, type: !119)
!336 = !DILocalVariable(name: "p_32", arg: 4, scope: !329, file: !3, line: 216, type: !102)
!337 = !DILocalVariable(name: "l_35", scope: !329, file: !3, line: 218, type: !90)
!338 = !DILocalVariable(name: "l_37", scope: !329, file: !3, line: 219, type: !90)
!339 = !DILocalVariable(name: "l_38", scope: !329, file: !3, line: 220, type: !90)
!340 = !DILocalVariable(name: "l_39", scope: !329, file: !3, line: 221, type: !90)
!341 = !DILocalVariable(name: "l_40", scope: !329, file: !3, line: 222, type: !90)
!342 = !DILocalVariable(name: "l_41", scope: !329, file: !3, line: 223, type: !90)
!343 = !DILocalVariable(name: "l_42", scope: !329, file: !3, line: 224, type: !90)
!344 = !DILocalVariable(name: "l_43", scope: !329, file: !3, line: 225, type: !90)
!345 = !DILocalVariable(name: "l_44", scope: !329, file: !3, line: 226, type: !91)
!346 = !DILocalVariable(name: "l_45", scope: !329, file: !3, line: 227, type: !90)
!347 = !DILocalVariable(name: "l_46", scope: !329, file: !3, line: 228, type: !90)
!348 = !DILocalVariable(name: "l_47", scope: !329, file: !3, line: 229, type: !91)
!349 = !DILocalVariable(name: "l_48", scope: !329, file: !3, line: 230, type: !90)
!350 = !DILocalVariable(name: "l_49", scope: !329, file: !3, line: 231, type: !351)
!351 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 8640, elements: !352)
!352 = !{!19, !296, !65}
!353 = !DILocalVariable(name: "l_67", scope: !329, file: !3, line: 232, type: !354)
!354 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 3072, elements: !355)
!355 = !{!296, !24}
!356 = !DILocalVariable(name: "i", scope: !329, file: !3, line: 234, type: !6)
!357 = !DILocalVariable(name: "j", scope: !329, file: !3, line: 234, type: !6)
!358 = !DILocalVariable(name: "k", scope: !329, file: !3, line: 234, type: !6)
!359 = !DILocalVariable(name: "l_72", scope: !360, file: !3, line: 240, type: !362)
!360 = distinct !DILexicalBlock(scope: !361, file: !3, line: 239, column: 5)
!361 = distinct !DILexicalBlock(scope: !329, file: !3, line: 238, column: 9)
!362 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 7168, elements: !363)
!363 = !{!364, !24, !249}
!364 = !DISubrange(count: 1)
!365 = !DILocalVariable(name: "l_76", scope: !360, file: !3, line: 241, type: !303)
!366 = !DILocalVariable(name: "l_80", scope: !360, file: !3, line: 242, type: !367)
!367 = !DICompositeType(tag: DW_TAG_array_type, baseType: !287, size: 4480, elements: !368)
!368 = !{!249, !167}
!369 = !DILocalVariable(name: "l_82", scope: !360, file: !3, line: 243, type: !91)
!370 = !DILocalVariable(name: "i", scope: !360, file: !3, line: 244, type: !6)
!371 = !DILocalVariable(name: "j", scope: !360, file: !3, line: 244, type: !6)
!372 = !DILocalVariable(name: "k", scope: !360, file: !3, line: 244, type: !6)
!373 = !DILocalVariable(name: "l_83", scope: !374, file: !3, line: 250, type: !375)
!374 = distinct !DILexicalBlock(scope: !361, file: !3, line: 249, column: 5)
!375 = !DICompositeType(tag: DW_TAG_array_type, baseType: !247, size: 24, elements: !376)
!376 = !{!296}
!377 = !DILocalVariable(name: "l_86", scope: !374, file: !3, line: 251, type: !90)
!378 = !DILocalVariable(name: "l_87", scope: !374, file: !3, line: 252, type: !262)
!379 = !DILocalVariable(name: "i", scope: !374, file: !3, line: 253, type: !6)
!380 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 128, elements: !381)
!381 = !{!382}
!382 = !DISubrange(count: 4)
!383 = distinct !DIAssignID()
!384 = !DILocation(line: 0, scope: !329, inlinedAt: !385)
!385 = distinct !DILocation(line: 100, column: 253, scope: !286, inlinedAt: !321)
!386 = !DILocation(line: 237, column: 9, scope: !329, inlinedAt: !385)
!387 = !DILocalVariable(name: "left", arg: 1, scope: !388, file: !389, line: 248, type: !144)
!388 = distinct !DISubprogram(name: "safe_rshift_func_int16_t_s_s", scope: !389, file: !389, line: 248, type: !390, scopeLine: 249, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !392)
!389 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!390 = !DISubroutineType(types: !391)
!391 = !{!144, !144, !6}
!392 = !{!387, !393}
!393 = !DILocalVariable(name: "right", arg: 2, scope: !388, file: !389, line: 248, type: !6)
!394 = !DILocation(line: 0, scope: !388, inlinedAt: !395)
!395 = distinct !DILocation(line: 238, column: 265, scope: !361, inlinedAt: !385)
!396 = !DILocalVariable(name: "si1", arg: 1, scope: !397, file: !389, line: 200, type: !144)
!397 = distinct !DISubprogram(name: "safe_mod_func_int16_t_s_s", scope: !389, file: !389, line: 200, type: !398, scopeLine: 201, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !400)
!398 = !DISubroutineType(types: !399)
!399 = !{!144, !144, !144}
!400 = !{!396, !401}
!401 = !DILocalVariable(name: "si2", arg: 2, scope: !397, file: !389, line: 200, type: !144)
!402 = !DILocation(line: 0, scope: !397, inlinedAt: !403)
!403 = distinct !DILocation(line: 238, column: 158, scope: !361, inlinedAt: !385)
!404 = !DILocalVariable(name: "ui1", arg: 1, scope: !405, file: !389, line: 553, type: !124)
!405 = distinct !DISubprogram(name: "safe_sub_func_uint8_t_u_u", scope: !389, file: !389, line: 553, type: !406, scopeLine: 554, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !408)
!406 = !DISubroutineType(types: !407)
!407 = !{!124, !124, !124}
!408 = !{!404, !409}
!409 = !DILocalVariable(name: "ui2", arg: 2, scope: !405, file: !389, line: 553, type: !124)
!410 = !DILocation(line: 0, scope: !405, inlinedAt: !411)
!411 = distinct !DILocation(line: 238, column: 112, scope: !361, inlinedAt: !385)
!412 = !DILocalVariable(name: "left", arg: 1, scope: !413, file: !389, line: 94, type: !152)
!413 = distinct !DISubprogram(name: "safe_lshift_func_int8_t_s_s", scope: !389, file: !389, line: 94, type: !414, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !416)
!414 = !DISubroutineType(types: !415)
!415 = !{!152, !152, !6}
!416 = !{!412, !417}
!417 = !DILocalVariable(name: "right", arg: 2, scope: !413, file: !389, line: 94, type: !6)
!418 = !DILocation(line: 0, scope: !413, inlinedAt: !419)
!419 = distinct !DILocation(line: 238, column: 49, scope: !361, inlinedAt: !385)
!420 = !DILocation(line: 238, column: 355, scope: !361, inlinedAt: !385)
!421 = !DILocalVariable(name: "ui1", arg: 1, scope: !422, file: !389, line: 771, type: !80)
!422 = distinct !DISubprogram(name: "safe_mod_func_uint32_t_u_u", scope: !389, file: !389, line: 771, type: !423, scopeLine: 772, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !425)
!423 = !DISubroutineType(types: !424)
!424 = !{!80, !80, !80}
!425 = !{!421, !426}
!426 = !DILocalVariable(name: "ui2", arg: 2, scope: !422, file: !389, line: 771, type: !80)
!427 = !DILocation(line: 0, scope: !422, inlinedAt: !428)
!428 = distinct !DILocation(line: 238, column: 10, scope: !361, inlinedAt: !385)
!429 = !DILocation(line: 776, column: 10, scope: !422, inlinedAt: !428)
!430 = !DILocation(line: 776, column: 5, scope: !422, inlinedAt: !428)
!431 = !DILocation(line: 779, column: 10, scope: !422, inlinedAt: !428)
!432 = !DILocation(line: 238, column: 10, scope: !361, inlinedAt: !385)
!433 = !DILocation(line: 238, column: 9, scope: !329, inlinedAt: !385)
!434 = distinct !DIAssignID()
!435 = !DILocation(line: 0, scope: !360, inlinedAt: !385)
!436 = distinct !DIAssignID()
!437 = distinct !DIAssignID()
!438 = !DILocation(line: 245, column: 204, scope: !360, inlinedAt: !385)
!439 = !DILocation(line: 245, column: 25, scope: !360, inlinedAt: !385)
!440 = !DILocation(line: 245, column: 301, scope: !360, inlinedAt: !385)
!441 = !DILocation(line: 245, column: 304, scope: !360, inlinedAt: !385)
!442 = distinct !DIAssignID()
!443 = !DILocation(line: 0, scope: !374, inlinedAt: !385)
!444 = !DILocation(line: 254, column: 17, scope: !374, inlinedAt: !385)
!445 = !{!446, !233, i64 8}
!446 = !{!"S1", !233, i64 0, !233, i64 4, !233, i64 8}
!447 = !DILocalVariable(name: "l_117", scope: !448, file: !3, line: 193, type: !318)
!448 = distinct !DILexicalBlock(scope: !449, file: !3, line: 192, column: 5)
!449 = distinct !DILexicalBlock(scope: !450, file: !3, line: 191, column: 9)
!450 = distinct !DISubprogram(name: "func_15", scope: !3, file: !3, line: 175, type: !451, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !453)
!451 = !DISubroutineType(types: !452)
!452 = !{!119, !80, !152, !91, !80, !144}
!453 = !{!454, !455, !456, !457, !458, !459, !460, !463, !465, !466, !467, !468, !470, !471, !472, !473, !474, !475, !476, !447, !477}
!454 = !DILocalVariable(name: "p_16", arg: 1, scope: !450, file: !3, line: 175, type: !80)
!455 = !DILocalVariable(name: "p_17", arg: 2, scope: !450, file: !3, line: 175, type: !152)
!456 = !DILocalVariable(name: "p_18", arg: 3, scope: !450, file: !3, line: 175, type: !91)
!457 = !DILocalVariable(name: "p_19", arg: 4, scope: !450, file: !3, line: 175, type: !80)
!458 = !DILocalVariable(name: "p_20", arg: 5, scope: !450, file: !3, line: 175, type: !144)
!459 = !DILocalVariable(name: "l_93", scope: !450, file: !3, line: 177, type: !144)
!460 = !DILocalVariable(name: "l_105", scope: !450, file: !3, line: 178, type: !461)
!461 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !462, size: 64)
!462 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!463 = !DILocalVariable(name: "l_104", scope: !450, file: !3, line: 179, type: !464)
!464 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !461, size: 64)
!465 = !DILocalVariable(name: "l_106", scope: !450, file: !3, line: 180, type: !275)
!466 = !DILocalVariable(name: "l_107", scope: !450, file: !3, line: 181, type: !274)
!467 = !DILocalVariable(name: "l_108", scope: !450, file: !3, line: 182, type: !274)
!468 = !DILocalVariable(name: "l_109", scope: !450, file: !3, line: 183, type: !469)
!469 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!470 = !DILocalVariable(name: "l_110", scope: !450, file: !3, line: 184, type: !469)
!471 = !DILocalVariable(name: "l_111", scope: !450, file: !3, line: 185, type: !469)
!472 = !DILocalVariable(name: "l_112", scope: !450, file: !3, line: 186, type: !469)
!473 = !DILocalVariable(name: "l_113", scope: !450, file: !3, line: 187, type: !469)
!474 = !DILocalVariable(name: "l_115", scope: !450, file: !3, line: 188, type: !256)
!475 = !DILocalVariable(name: "l_118", scope: !450, file: !3, line: 189, type: !91)
!476 = !DILocalVariable(name: "l_119", scope: !450, file: !3, line: 190, type: !91)
!477 = !DILocalVariable(name: "i", scope: !448, file: !3, line: 194, type: !6)
!478 = distinct !DIAssignID()
!479 = !DILocation(line: 0, scope: !448, inlinedAt: !480)
!480 = distinct !DILocation(line: 100, column: 160, scope: !286, inlinedAt: !321)
!481 = !DILocation(line: 0, scope: !450, inlinedAt: !480)
!482 = !DILocation(line: 191, column: 172, scope: !449, inlinedAt: !480)
!483 = !DILocation(line: 191, column: 213, scope: !449, inlinedAt: !480)
!484 = !{!446, !233, i64 4}
!485 = !DILocation(line: 191, column: 20, scope: !449, inlinedAt: !480)
!486 = !{!204, !204, i64 0}
!487 = !DILocation(line: 197, column: 14, scope: !448, inlinedAt: !480)
!488 = !DILocation(line: 279, column: 21, scope: !185)
!489 = !DILocation(line: 279, column: 5, scope: !185)
!490 = !DILocation(line: 282, column: 9, scope: !491)
!491 = distinct !DILexicalBlock(scope: !492, file: !3, line: 281, column: 5)
!492 = distinct !DILexicalBlock(scope: !493, file: !3, line: 280, column: 5)
!493 = distinct !DILexicalBlock(scope: !185, file: !3, line: 280, column: 5)
!494 = !DILocation(line: 283, column: 13, scope: !491)
!495 = !DILocation(line: 283, column: 31, scope: !496)
!496 = distinct !DILexicalBlock(scope: !491, file: !3, line: 283, column: 13)
!497 = !DILocation(line: 286, column: 5, scope: !185)
!498 = !DILocation(line: 287, column: 5, scope: !185)
!499 = !DILocation(line: 288, column: 21, scope: !185)
!500 = !DILocation(line: 288, column: 5, scope: !185)
!501 = !DILocation(line: 289, column: 26, scope: !185)
!502 = !DILocation(line: 289, column: 21, scope: !185)
!503 = !DILocation(line: 289, column: 5, scope: !185)
!504 = !DILocation(line: 290, column: 26, scope: !185)
!505 = !DILocation(line: 290, column: 21, scope: !185)
!506 = !DILocation(line: 290, column: 5, scope: !185)
!507 = !DILocation(line: 291, column: 26, scope: !185)
!508 = !DILocation(line: 291, column: 21, scope: !185)
!509 = !DILocation(line: 291, column: 5, scope: !185)
!510 = !DILocation(line: 292, column: 5, scope: !185)
!511 = !DILocation(line: 293, column: 21, scope: !185)
!512 = !DILocation(line: 293, column: 5, scope: !185)
!513 = !DILocation(line: 294, column: 5, scope: !514)
!514 = distinct !DILexicalBlock(scope: !185, file: !3, line: 294, column: 5)
!515 = !DILocation(line: 296, column: 9, scope: !516)
!516 = distinct !DILexicalBlock(scope: !517, file: !3, line: 296, column: 9)
!517 = distinct !DILexicalBlock(scope: !518, file: !3, line: 295, column: 5)
!518 = distinct !DILexicalBlock(scope: !514, file: !3, line: 294, column: 5)
!519 = !DILocation(line: 300, column: 33, scope: !520)
!520 = distinct !DILexicalBlock(scope: !521, file: !3, line: 299, column: 13)
!521 = distinct !DILexicalBlock(scope: !522, file: !3, line: 298, column: 13)
!522 = distinct !DILexicalBlock(scope: !523, file: !3, line: 298, column: 13)
!523 = distinct !DILexicalBlock(scope: !524, file: !3, line: 297, column: 9)
!524 = distinct !DILexicalBlock(scope: !516, file: !3, line: 296, column: 9)
!525 = !DILocation(line: 300, column: 17, scope: !520)
!526 = !DILocation(line: 301, column: 21, scope: !520)
!527 = !DILocation(line: 301, column: 39, scope: !528)
!528 = distinct !DILexicalBlock(scope: !520, file: !3, line: 301, column: 21)
!529 = !DILocation(line: 296, column: 29, scope: !524)
!530 = !DILocation(line: 296, column: 23, scope: !524)
!531 = distinct !{!531, !515, !532, !236}
!532 = !DILocation(line: 304, column: 9, scope: !516)
!533 = !DILocation(line: 294, column: 25, scope: !518)
!534 = !DILocation(line: 294, column: 19, scope: !518)
!535 = distinct !{!535, !513, !536, !236}
!536 = !DILocation(line: 305, column: 5, scope: !514)
!537 = !DILocation(line: 306, column: 21, scope: !185)
!538 = !DILocation(line: 306, column: 5, scope: !185)
!539 = !DILocation(line: 307, column: 5, scope: !185)
!540 = !DILocation(line: 308, column: 5, scope: !185)
!541 = !DILocation(line: 309, column: 5, scope: !185)
!542 = !DILocation(line: 310, column: 5, scope: !185)
!543 = !DILocation(line: 313, column: 9, scope: !544)
!544 = distinct !DILexicalBlock(scope: !545, file: !3, line: 312, column: 5)
!545 = distinct !DILexicalBlock(scope: !546, file: !3, line: 311, column: 5)
!546 = distinct !DILexicalBlock(scope: !185, file: !3, line: 311, column: 5)
!547 = !DILocation(line: 314, column: 13, scope: !544)
!548 = !DILocation(line: 314, column: 31, scope: !549)
!549 = distinct !DILexicalBlock(scope: !544, file: !3, line: 314, column: 13)
!550 = !DILocation(line: 317, column: 5, scope: !185)
!551 = !DILocation(line: 318, column: 23, scope: !185)
!552 = !DILocation(line: 318, column: 37, scope: !185)
!553 = !DILocalVariable(name: "crc", arg: 1, scope: !554, file: !172, line: 49, type: !80)
!554 = distinct !DISubprogram(name: "platform_main_end", scope: !172, file: !172, line: 49, type: !555, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !557)
!555 = !DISubroutineType(types: !556)
!556 = !{null, !80, !6}
!557 = !{!553, !558}
!558 = !DILocalVariable(name: "flag", arg: 2, scope: !554, file: !172, line: 49, type: !6)
!559 = !DILocation(line: 0, scope: !554, inlinedAt: !560)
!560 = distinct !DILocation(line: 318, column: 5, scope: !185)
!561 = !DILocation(line: 56, column: 2, scope: !554, inlinedAt: !560)
!562 = !DILocation(line: 319, column: 5, scope: !185)
!563 = distinct !DISubprogram(name: "transparent_crc", scope: !78, file: !78, line: 110, type: !564, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !566)
!564 = !DISubroutineType(types: !565)
!565 = !{null, !119, !189, !6}
!566 = !{!567, !568, !569}
!567 = !DILocalVariable(name: "val", arg: 1, scope: !563, file: !78, line: 110, type: !119)
!568 = !DILocalVariable(name: "vname", arg: 2, scope: !563, file: !78, line: 110, type: !189)
!569 = !DILocalVariable(name: "flag", arg: 3, scope: !563, file: !78, line: 110, type: !6)
!570 = !DILocation(line: 0, scope: !563)
!571 = !DILocalVariable(name: "val", arg: 1, scope: !572, file: !78, line: 97, type: !119)
!572 = distinct !DISubprogram(name: "crc32_8bytes", scope: !78, file: !78, line: 97, type: !573, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !575)
!573 = !DISubroutineType(types: !574)
!574 = !{null, !119}
!575 = !{!571}
!576 = !DILocation(line: 0, scope: !572, inlinedAt: !577)
!577 = distinct !DILocation(line: 112, column: 2, scope: !563)
!578 = !DILocalVariable(name: "b", arg: 1, scope: !579, file: !78, line: 71, type: !124)
!579 = distinct !DISubprogram(name: "crc32_byte", scope: !78, file: !78, line: 71, type: !580, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !582)
!580 = !DISubroutineType(types: !581)
!581 = !{null, !124}
!582 = !{!578}
!583 = !DILocation(line: 0, scope: !579, inlinedAt: !584)
!584 = distinct !DILocation(line: 99, column: 2, scope: !572, inlinedAt: !577)
!585 = !DILocation(line: 73, column: 5, scope: !579, inlinedAt: !584)
!586 = !DILocation(line: 73, column: 19, scope: !579, inlinedAt: !584)
!587 = !DILocation(line: 74, column: 33, scope: !579, inlinedAt: !584)
!588 = !DILocation(line: 74, column: 3, scope: !579, inlinedAt: !584)
!589 = !DILocation(line: 73, column: 39, scope: !579, inlinedAt: !584)
!590 = !DILocation(line: 100, column: 18, scope: !572, inlinedAt: !577)
!591 = !DILocation(line: 0, scope: !579, inlinedAt: !592)
!592 = distinct !DILocation(line: 100, column: 2, scope: !572, inlinedAt: !577)
!593 = !DILocation(line: 73, column: 19, scope: !579, inlinedAt: !592)
!594 = !DILocation(line: 74, column: 33, scope: !579, inlinedAt: !592)
!595 = !DILocation(line: 74, column: 3, scope: !579, inlinedAt: !592)
!596 = !DILocation(line: 73, column: 39, scope: !579, inlinedAt: !592)
!597 = !DILocation(line: 101, column: 18, scope: !572, inlinedAt: !577)
!598 = !DILocation(line: 0, scope: !579, inlinedAt: !599)
!599 = distinct !DILocation(line: 101, column: 2, scope: !572, inlinedAt: !577)
!600 = !DILocation(line: 73, column: 19, scope: !579, inlinedAt: !599)
!601 = !DILocation(line: 74, column: 33, scope: !579, inlinedAt: !599)
!602 = !DILocation(line: 74, column: 3, scope: !579, inlinedAt: !599)
!603 = !DILocation(line: 73, column: 39, scope: !579, inlinedAt: !599)
!604 = !DILocation(line: 102, column: 18, scope: !572, inlinedAt: !577)
!605 = !DILocation(line: 0, scope: !579, inlinedAt: !606)
!606 = distinct !DILocation(line: 102, column: 2, scope: !572, inlinedAt: !577)
!607 = !DILocation(line: 73, column: 19, scope: !579, inlinedAt: !606)
!608 = !DILocation(line: 74, column: 33, scope: !579, inlinedAt: !606)
!609 = !DILocation(line: 74, column: 3, scope: !579, inlinedAt: !606)
!610 = !DILocation(line: 73, column: 39, scope: !579, inlinedAt: !606)
!611 = !DILocation(line: 103, column: 18, scope: !572, inlinedAt: !577)
!612 = !DILocation(line: 0, scope: !579, inlinedAt: !613)
!613 = distinct !DILocation(line: 103, column: 2, scope: !572, inlinedAt: !577)
!614 = !DILocation(line: 73, column: 19, scope: !579, inlinedAt: !613)
!615 = !DILocation(line: 74, column: 33, scope: !579, inlinedAt: !613)
!616 = !DILocation(line: 74, column: 3, scope: !579, inlinedAt: !613)
!617 = !DILocation(line: 73, column: 39, scope: !579, inlinedAt: !613)
!618 = !DILocation(line: 104, column: 18, scope: !572, inlinedAt: !577)
!619 = !DILocation(line: 0, scope: !579, inlinedAt: !620)
!620 = distinct !DILocation(line: 104, column: 2, scope: !572, inlinedAt: !577)
!621 = !DILocation(line: 73, column: 19, scope: !579, inlinedAt: !620)
!622 = !DILocation(line: 74, column: 33, scope: !579, inlinedAt: !620)
!623 = !DILocation(line: 74, column: 3, scope: !579, inlinedAt: !620)
!624 = !DILocation(line: 73, column: 39, scope: !579, inlinedAt: !620)
!625 = !DILocation(line: 105, column: 18, scope: !572, inlinedAt: !577)
!626 = !DILocation(line: 0, scope: !579, inlinedAt: !627)
!627 = distinct !DILocation(line: 105, column: 2, scope: !572, inlinedAt: !577)
!628 = !DILocation(line: 73, column: 19, scope: !579, inlinedAt: !627)
!629 = !DILocation(line: 74, column: 33, scope: !579, inlinedAt: !627)
!630 = !DILocation(line: 74, column: 3, scope: !579, inlinedAt: !627)
!631 = !DILocation(line: 73, column: 39, scope: !579, inlinedAt: !627)
!632 = !DILocation(line: 106, column: 18, scope: !572, inlinedAt: !577)
!633 = !DILocation(line: 0, scope: !579, inlinedAt: !634)
!634 = distinct !DILocation(line: 106, column: 2, scope: !572, inlinedAt: !577)
!635 = !DILocation(line: 73, column: 19, scope: !579, inlinedAt: !634)
!636 = !DILocation(line: 74, column: 3, scope: !579, inlinedAt: !634)
!637 = !DILocation(line: 73, column: 39, scope: !579, inlinedAt: !634)
!638 = !DILocation(line: 72, column: 16, scope: !579, inlinedAt: !634)
!639 = !DILocation(line: 113, column: 6, scope: !640)
!640 = distinct !DILexicalBlock(scope: !563, file: !78, line: 113, column: 6)
!641 = !DILocation(line: 113, column: 6, scope: !563)
!642 = !DILocation(line: 114, column: 73, scope: !643)
!643 = distinct !DILexicalBlock(scope: !640, file: !78, line: 113, column: 12)
!644 = !DILocation(line: 114, column: 5, scope: !643)
!645 = !DILocation(line: 115, column: 2, scope: !643)
!646 = !DILocation(line: 116, column: 1, scope: !563)
!647 = !DISubprogram(name: "printf", scope: !648, file: !648, line: 356, type: !649, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!648 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!649 = !DISubroutineType(types: !650)
!650 = !{!6, !651, null}
!651 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !652)
!652 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !653, size: 64)
!653 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
