; ModuleID = 'tests/programs/csmith/seed_1001.c'
source_filename = "tests/programs/csmith/seed_1001.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_26 = internal global i64 -8747259951226643929, align 8, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"g_26\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [8 x i8] c"g_33[i]\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [5 x i8] c"g_34\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [5 x i8] c"g_36\00", align 1, !dbg !32
@g_50 = internal global i32 -2068977882, align 4, !dbg !122
@.str.6 = private unnamed_addr constant [5 x i8] c"g_50\00", align 1, !dbg !34
@.str.7 = private unnamed_addr constant [8 x i8] c"g_62.f0\00", align 1, !dbg !36
@.str.8 = private unnamed_addr constant [8 x i8] c"g_62.f1\00", align 1, !dbg !38
@.str.9 = private unnamed_addr constant [8 x i8] c"g_62.f2\00", align 1, !dbg !40
@.str.10 = private unnamed_addr constant [5 x i8] c"g_81\00", align 1, !dbg !42
@g_114 = internal unnamed_addr global i64 1, align 8, !dbg !139
@.str.11 = private unnamed_addr constant [6 x i8] c"g_114\00", align 1, !dbg !44
@g_116 = internal unnamed_addr global [6 x [8 x [5 x i8]]] [[8 x [5 x i8]] [[5 x i8] c"\00\01i\86\AA", [5 x i8] c"\FF_\86\F9\01", [5 x i8] c"\FF6\01\FF\F9", [5 x i8] c"\9C\FF\00\80\F9", [5 x i8] c"6\9C\01\00\01", [5 x i8] c"\00\00\88\12\AA", [5 x i8] c"\C87\FE\FD6", [5 x i8] c"K\FE\01\F9\86"], [8 x [5 x i8]] [[5 x i8] c"8_\01|\FE", [5 x i8] c"\D9\FEo\01\00", [5 x i8] c"|\DC\FF_\88", [5 x i8] c"\86\00\F9_|", [5 x i8] c"\88\FD\01\01\FD", [5 x i8] c"\FDp\88|\BD", [5 x i8] c"\80\00\FF\9C\C8", [5 x i8] c"\1A\FDo\1A\9C"], [8 x [5 x i8]] [[5 x i8] c"\80\01\BD8\FB", [5 x i8] c"\FD\80\02\FE\C8", [5 x i8] c"\88\FE\FB\D9\01", [5 x i8] c"\86\00\FBio", [5 x i8] c"|\9C\02\9C|", [5 x i8] c"\D9_\BD\FF\FE", [5 x i8] c"8\88o\00\01", [5 x i8] c"|\80\FF_\FE"], [8 x [5 x i8]] [[5 x i8] c"\BC\00\88\00|", [5 x i8] c"\FEo\01\00o", [5 x i8] c"\FD\00\F9|\01", [5 x i8] c"\DC\00\FF\FB\C8", [5 x i8] c"iooi\FB", [5 x i8] c"\80\00\018\9C", [5 x i8] c"o\80\C8\88\C8", [5 x i8] c"\FE\88\FB8\BD"], [8 x [5 x i8]] [[5 x i8] c"\86_\FFi\FD", [5 x i8] c"\FF\9C\C8\FB|", [5 x i8] c"8\00\BD|\88", [5 x i8] c"8\FE\FF\00\00", [5 x i8] c"\FF\80\FF\00\FE", [5 x i8] c"\86\01\88_\FF", [5 x i8] c"\FE\FD6\00\FD", [5 x i8] c"o\00\88\FF\01"], [8 x [5 x i8]] [[5 x i8] c"\80p\FF\9C\C8", [5 x i8] c"i\FD\FFi\9C", [5 x i8] c"\DC\00\BD\D9\9C", [5 x i8] c"\FD\DC\C8\FE\C8", [5 x i8] c"\FE\FE\FF8\01", [5 x i8] c"\BC_\FB\1A\FD", [5 x i8] c"|\12K\DC6", [5 x i8] c"\00p\C8\01\FB"]], align 16, !dbg !141
@.str.12 = private unnamed_addr constant [15 x i8] c"g_116[i][j][k]\00", align 1, !dbg !49
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !54
@g_120 = internal unnamed_addr global i32 1708280641, align 4, !dbg !147
@.str.14 = private unnamed_addr constant [6 x i8] c"g_120\00", align 1, !dbg !59
@.str.15 = private unnamed_addr constant [9 x i8] c"g_136.f0\00", align 1, !dbg !61
@.str.16 = private unnamed_addr constant [9 x i8] c"g_136.f1\00", align 1, !dbg !66
@.str.17 = private unnamed_addr constant [9 x i8] c"g_136.f2\00", align 1, !dbg !68
@.str.18 = private unnamed_addr constant [9 x i8] c"g_136.f3\00", align 1, !dbg !70
@.str.19 = private unnamed_addr constant [9 x i8] c"g_208[i]\00", align 1, !dbg !72
@.str.20 = private unnamed_addr constant [6 x i8] c"g_223\00", align 1, !dbg !74
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !163
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !76
@.str.21 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !106
@g_62 = internal global { i8, i8, i8, i32, i32 } { i8 -44, i8 3, i8 0, i32 9, i32 -768603293 }, align 4, !dbg !125
@.str.23 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !160

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !174 {
    #dbg_value(i32 %0, !180, !DIExpression(), !186)
    #dbg_value(ptr %1, !181, !DIExpression(), !186)
    #dbg_value(i32 0, !185, !DIExpression(), !186)
  %3 = icmp eq i32 %0, 2, !dbg !187
  br i1 %3, label %4, label %17, !dbg !189

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !190
  %6 = load ptr, ptr %5, align 8, !dbg !190, !tbaa !191
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !195
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !196
  %16 = zext i1 %15 to i32, !dbg !196
  br label %17, !dbg !196

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !186
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !186
    #dbg_value(i32 %19, !185, !DIExpression(), !186)
    #dbg_value(i32 -306674912, !197, !DIExpression(), !206)
    #dbg_value(i32 0, !203, !DIExpression(), !206)
  br label %20, !dbg !208

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !210
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !212
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !212
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !218
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !212
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !218
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !212
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !218
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !212
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !218
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !212
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !218
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !212
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !218
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !212
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !218
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !212
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !218
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !219
  store <4 x i32> %62, ptr %63, align 16, !dbg !220, !tbaa !221
  %64 = add nuw i64 %21, 4, !dbg !210
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !212
  %66 = icmp eq i64 %64, 256, !dbg !210
  br i1 %66, label %67, label %20, !dbg !210, !llvm.loop !223

67:                                               ; preds = %20
    #dbg_value(i32 0, !228, !DIExpression(), !308)
    #dbg_value(i8 1, !233, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !308)
    #dbg_value(i8 poison, !233, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !308)
    #dbg_value(i8 1, !233, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !308)
    #dbg_value(i8 poison, !233, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !308)
    #dbg_value(i8 -9, !233, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !308)
    #dbg_value(i16 poison, !233, !DIExpression(DW_OP_LLVM_fragment, 40, 16), !308)
    #dbg_value(i64 0, !238, !DIExpression(), !308)
    #dbg_value(i32 -4, !239, !DIExpression(), !308)
    #dbg_value(i32 916916686, !241, !DIExpression(), !308)
    #dbg_value(i8 -97, !242, !DIExpression(), !308)
    #dbg_value(ptr undef, !243, !DIExpression(), !308)
    #dbg_value(i32 2, !245, !DIExpression(), !308)
    #dbg_value(ptr undef, !246, !DIExpression(), !308)
    #dbg_value(i64 -2943002087552746360, !248, !DIExpression(), !308)
    #dbg_value(ptr null, !251, !DIExpression(), !308)
    #dbg_value(ptr undef, !253, !DIExpression(), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !308)
    #dbg_value(ptr undef, !255, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !308)
    #dbg_value(ptr poison, !258, !DIExpression(), !308)
    #dbg_value(ptr poison, !260, !DIExpression(), !308)
    #dbg_value(ptr null, !262, !DIExpression(), !308)
    #dbg_value(ptr undef, !266, !DIExpression(), !308)
    #dbg_value(i8 3, !268, !DIExpression(), !308)
    #dbg_value(i64 0, !269, !DIExpression(), !308)
    #dbg_value(i64 7154395135948373224, !270, !DIExpression(), !308)
    #dbg_value(i32 poison, !271, !DIExpression(), !308)
  %68 = load volatile i64, ptr @g_26, align 8, !dbg !310, !tbaa !311
  %69 = load volatile i64, ptr @g_26, align 8, !dbg !313, !tbaa !311
    #dbg_assign(i1 undef, !314, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !369, ptr undef, !DIExpression(), !370)
    #dbg_value(i32 1, !319, !DIExpression(), !370)
    #dbg_value(i64 %69, !320, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !370)
    #dbg_value(i64 1, !321, !DIExpression(), !370)
    #dbg_value(i8 0, !322, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !370)
    #dbg_value(ptr poison, !323, !DIExpression(), !370)
    #dbg_value(ptr null, !324, !DIExpression(), !370)
    #dbg_value(ptr poison, !325, !DIExpression(), !370)
    #dbg_value(ptr poison, !326, !DIExpression(), !370)
    #dbg_value(ptr poison, !327, !DIExpression(), !370)
    #dbg_value(ptr poison, !328, !DIExpression(), !370)
    #dbg_value(ptr poison, !329, !DIExpression(), !370)
    #dbg_value(ptr poison, !330, !DIExpression(), !370)
    #dbg_value(i32 -1095161874, !331, !DIExpression(), !370)
    #dbg_value(ptr undef, !332, !DIExpression(), !370)
    #dbg_value(ptr undef, !333, !DIExpression(), !370)
    #dbg_value(i32 -917287707, !334, !DIExpression(), !370)
    #dbg_value(ptr null, !335, !DIExpression(), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !370)
    #dbg_value(ptr null, !336, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !370)
    #dbg_value(ptr null, !336, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !370)
    #dbg_value(ptr null, !336, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !370)
    #dbg_value(ptr null, !336, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !370)
    #dbg_value(ptr null, !336, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 6336, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 6400, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !370)
    #dbg_value(ptr null, !336, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 6784, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 7296, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !370)
    #dbg_value(ptr null, !336, !DIExpression(DW_OP_LLVM_fragment, 7680, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 7872, 64), !370)
    #dbg_value(ptr null, !336, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 8128, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 8192, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !370)
    #dbg_value(ptr poison, !336, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !370)
    #dbg_value(ptr undef, !336, !DIExpression(DW_OP_LLVM_fragment, 8576, 64), !370)
    #dbg_value(i32 -1, !314, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !370)
    #dbg_value(i64 poison, !342, !DIExpression(), !370)
  %70 = load volatile i32, ptr @g_50, align 4, !dbg !372, !tbaa !221
  %71 = add i32 %70, 1, !dbg !372
  store volatile i32 %71, ptr @g_50, align 4, !dbg !372, !tbaa !221
    #dbg_value(i32 493404847, !373, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !380)
    #dbg_value(i32 0, !379, !DIExpression(), !380)
    #dbg_value(i1 false, !382, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !388)
    #dbg_value(i8 0, !387, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !388)
    #dbg_value(i32 493404847, !390, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !396)
    #dbg_value(i1 false, !395, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_stack_value), !396)
    #dbg_value(i8 -79, !398, !DIExpression(), !404)
    #dbg_value(i32 1, !403, !DIExpression(), !404)
  %72 = load i32, ptr @g_62, align 4, !dbg !406
  %73 = and i32 %72, 2097151, !dbg !406
    #dbg_value(i32 -79, !407, !DIExpression(), !413)
    #dbg_value(i32 %73, !412, !DIExpression(), !413)
  %74 = icmp eq i32 %73, 0, !dbg !415
  br i1 %74, label %78, label %75, !dbg !416

75:                                               ; preds = %67
  %76 = urem i32 -79, %73, !dbg !417
  %77 = icmp eq i32 %76, 0, !dbg !418
  br i1 %77, label %84, label %78, !dbg !419

78:                                               ; preds = %67, %75
    #dbg_assign(i1 undef, !345, !DIExpression(DW_OP_LLVM_fragment, 0, 6432), !420, ptr poison, !DIExpression(), !421)
    #dbg_value(i32 -860791947, !345, !DIExpression(DW_OP_LLVM_fragment, 6432, 32), !421)
    #dbg_value(i32 poison, !345, !DIExpression(DW_OP_LLVM_fragment, 6464, 32), !421)
    #dbg_value(i32 -1, !345, !DIExpression(DW_OP_LLVM_fragment, 6496, 32), !421)
    #dbg_assign(i1 undef, !345, !DIExpression(DW_OP_LLVM_fragment, 6528, 640), !422, ptr poison, !DIExpression(), !421)
    #dbg_value(ptr poison, !351, !DIExpression(), !421)
    #dbg_assign(i8 0, !352, !DIExpression(), !423, ptr undef, !DIExpression(), !421)
    #dbg_value(i32 -2087134797, !355, !DIExpression(), !421)
  %79 = load volatile i32, ptr @g_50, align 4, !dbg !424, !tbaa !221
    #dbg_value(i32 -1, !331, !DIExpression(), !370)
  %80 = and i64 %69, 255, !dbg !425
  %81 = icmp eq i64 %80, 1, !dbg !425
  br i1 %81, label %85, label %82, !dbg !426

82:                                               ; preds = %78
  %83 = load volatile i32, ptr @g_50, align 4, !dbg !427, !tbaa !221
  br label %85

84:                                               ; preds = %75
    #dbg_value(i16 poison, !359, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !428)
    #dbg_value(i8 -128, !359, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !428)
    #dbg_value(ptr poison, !363, !DIExpression(), !428)
    #dbg_value(ptr undef, !364, !DIExpression(), !428)
  store i32 -128, ptr getelementptr inbounds (i8, ptr @g_62, i64 8), align 4, !dbg !429, !tbaa !430
    #dbg_value(i32 -19, !334, !DIExpression(), !370)
    #dbg_value(i32 0, !331, !DIExpression(), !370)
  br label %85

85:                                               ; preds = %78, %82, %84
    #dbg_assign(i1 undef, !432, !DIExpression(), !463, ptr undef, !DIExpression(), !464)
    #dbg_value(i32 0, !439, !DIExpression(), !466)
    #dbg_value(i8 -1, !440, !DIExpression(), !466)
    #dbg_value(i32 -1, !441, !DIExpression(), !466)
    #dbg_value(i32 -1, !442, !DIExpression(), !466)
    #dbg_value(i32 493404847, !443, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !466)
    #dbg_value(i16 -10, !444, !DIExpression(), !466)
    #dbg_value(ptr poison, !445, !DIExpression(), !466)
    #dbg_value(ptr undef, !448, !DIExpression(), !466)
    #dbg_value(ptr null, !450, !DIExpression(), !466)
    #dbg_value(ptr null, !451, !DIExpression(), !466)
    #dbg_value(ptr undef, !452, !DIExpression(), !466)
    #dbg_value(ptr poison, !453, !DIExpression(), !466)
    #dbg_value(ptr null, !455, !DIExpression(), !466)
    #dbg_value(ptr null, !456, !DIExpression(), !466)
    #dbg_value(ptr null, !457, !DIExpression(), !466)
    #dbg_value(ptr @g_114, !458, !DIExpression(), !466)
    #dbg_value(ptr poison, !459, !DIExpression(), !466)
    #dbg_value(i32 -1316075079, !460, !DIExpression(), !466)
    #dbg_value(i32 1973713349, !461, !DIExpression(), !466)
  %86 = load volatile i64, ptr @g_26, align 8, !dbg !467, !tbaa !311
  %87 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 4), align 4, !dbg !468, !tbaa !469
  store i8 2, ptr getelementptr inbounds (i8, ptr @g_116, i64 89), align 1, !dbg !470, !tbaa !471
    #dbg_value(i32 poison, !462, !DIExpression(), !464)
  %88 = load i32, ptr @g_120, align 4, !dbg !472, !tbaa !221
  %89 = add i32 %88, -1, !dbg !472
  store i32 %89, ptr @g_120, align 4, !dbg !472, !tbaa !221
    #dbg_value(i8 83, !242, !DIExpression(), !308)
    #dbg_value(i32 0, !245, !DIExpression(), !308)
  %90 = load volatile i64, ptr @g_26, align 8, !dbg !473, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !474
    #dbg_value(i64 0, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !475
  br i1 %18, label %91, label %92, !dbg !479

91:                                               ; preds = %85
    #dbg_value(i64 1, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !475
    #dbg_value(i64 2, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !475
    #dbg_value(i64 3, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !475
    #dbg_value(i64 4, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !475
    #dbg_value(i64 5, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !475
  br label %93, !dbg !479

92:                                               ; preds = %85
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 0), !dbg !480
    #dbg_value(i64 1, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !475
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1), !dbg !480
    #dbg_value(i64 2, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !475
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 2), !dbg !480
    #dbg_value(i64 3, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !475
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 3), !dbg !480
    #dbg_value(i64 4, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !475
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 4), !dbg !480
    #dbg_value(i64 5, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !475
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 5), !dbg !480
  br label %93, !dbg !480

93:                                               ; preds = %91, %92
    #dbg_value(i64 6, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !482
  tail call fastcc void @transparent_crc(i64 noundef 493404847, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !483
  %94 = load volatile i32, ptr @g_50, align 4, !dbg !484, !tbaa !221
  %95 = zext i32 %94 to i64, !dbg !484
  tail call fastcc void @transparent_crc(i64 noundef %95, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !485
  %96 = load i32, ptr @g_62, align 4, !dbg !486
  %97 = and i32 %96, 2097151, !dbg !486
  %98 = zext nneg i32 %97 to i64, !dbg !487
  tail call fastcc void @transparent_crc(i64 noundef %98, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !488
  %99 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 4), align 4, !dbg !489, !tbaa !469
  %100 = sext i32 %99 to i64, !dbg !490
  tail call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !491
  %101 = load i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 8), align 4, !dbg !492, !tbaa !430
  %102 = sext i32 %101 to i64, !dbg !493
  tail call fastcc void @transparent_crc(i64 noundef %102, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !494
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !495
  %103 = load i64, ptr @g_114, align 8, !dbg !496, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %103, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !497
    #dbg_value(i32 0, !182, !DIExpression(), !186)
  br label %104, !dbg !498

104:                                              ; preds = %93, %150
  %105 = phi i64 [ 0, %93 ], [ %151, %150 ]
    #dbg_value(i64 %105, !182, !DIExpression(), !186)
    #dbg_value(i32 0, !183, !DIExpression(), !186)
  %106 = trunc nuw nsw i64 %105 to i32
  %107 = trunc nuw nsw i64 %105 to i32
  %108 = trunc nuw nsw i64 %105 to i32
  %109 = trunc nuw nsw i64 %105 to i32
  %110 = trunc nuw nsw i64 %105 to i32
  br label %111, !dbg !500

111:                                              ; preds = %104, %147
  %112 = phi i64 [ 0, %104 ], [ %148, %147 ]
    #dbg_value(i64 %112, !183, !DIExpression(), !186)
    #dbg_value(i64 0, !184, !DIExpression(), !186)
  %113 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %105, i64 %112, i64 0, !dbg !504
  %114 = load i8, ptr %113, align 1, !dbg !504, !tbaa !471
  %115 = sext i8 %114 to i64, !dbg !504
  tail call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !510
  br i1 %18, label %116, label %129, !dbg !511

116:                                              ; preds = %111
    #dbg_value(i64 1, !184, !DIExpression(), !186)
  %117 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %105, i64 %112, i64 1, !dbg !504
  %118 = load i8, ptr %117, align 1, !dbg !504, !tbaa !471
  %119 = sext i8 %118 to i64, !dbg !504
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !510
    #dbg_value(i64 2, !184, !DIExpression(), !186)
  %120 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %105, i64 %112, i64 2, !dbg !504
  %121 = load i8, ptr %120, align 1, !dbg !504, !tbaa !471
  %122 = sext i8 %121 to i64, !dbg !504
  tail call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !510
    #dbg_value(i64 3, !184, !DIExpression(), !186)
  %123 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %105, i64 %112, i64 3, !dbg !504
  %124 = load i8, ptr %123, align 1, !dbg !504, !tbaa !471
  %125 = sext i8 %124 to i64, !dbg !504
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !510
    #dbg_value(i64 4, !184, !DIExpression(), !186)
  %126 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %105, i64 %112, i64 4, !dbg !504
  %127 = load i8, ptr %126, align 1, !dbg !504, !tbaa !471
  %128 = sext i8 %127 to i64, !dbg !504
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !510
  br label %147, !dbg !511

129:                                              ; preds = %111
  %130 = trunc nuw nsw i64 %112 to i32, !dbg !512
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %106, i32 noundef %130, i32 noundef 0), !dbg !512
    #dbg_value(i64 1, !184, !DIExpression(), !186)
  %131 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %105, i64 %112, i64 1, !dbg !504
  %132 = load i8, ptr %131, align 1, !dbg !504, !tbaa !471
  %133 = sext i8 %132 to i64, !dbg !504
  tail call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !510
  %134 = trunc nuw nsw i64 %112 to i32, !dbg !512
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %107, i32 noundef %134, i32 noundef 1), !dbg !512
    #dbg_value(i64 2, !184, !DIExpression(), !186)
  %135 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %105, i64 %112, i64 2, !dbg !504
  %136 = load i8, ptr %135, align 1, !dbg !504, !tbaa !471
  %137 = sext i8 %136 to i64, !dbg !504
  tail call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !510
  %138 = trunc nuw nsw i64 %112 to i32, !dbg !512
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %108, i32 noundef %138, i32 noundef 2), !dbg !512
    #dbg_value(i64 3, !184, !DIExpression(), !186)
  %139 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %105, i64 %112, i64 3, !dbg !504
  %140 = load i8, ptr %139, align 1, !dbg !504, !tbaa !471
  %141 = sext i8 %140 to i64, !dbg !504
  tail call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !510
  %142 = trunc nuw nsw i64 %112 to i32, !dbg !512
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %109, i32 noundef %142, i32 noundef 3), !dbg !512
    #dbg_value(i64 4, !184, !DIExpression(), !186)
  %143 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %105, i64 %112, i64 4, !dbg !504
  %144 = load i8, ptr %143, align 1, !dbg !504, !tbaa !471
  %145 = sext i8 %144 to i64, !dbg !504
  tail call fastcc void @transparent_crc(i64 noundef %145, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !510
  %146 = trunc nuw nsw i64 %112 to i32, !dbg !512
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %110, i32 noundef %146, i32 noundef 4), !dbg !512
  br label %147, !dbg !512

147:                                              ; preds = %116, %129
    #dbg_value(i64 5, !184, !DIExpression(), !186)
  %148 = add nuw nsw i64 %112, 1, !dbg !514
    #dbg_value(i64 %148, !183, !DIExpression(), !186)
  %149 = icmp eq i64 %148, 8, !dbg !515
  br i1 %149, label %150, label %111, !dbg !500, !llvm.loop !516

150:                                              ; preds = %147
  %151 = add nuw nsw i64 %105, 1, !dbg !518
    #dbg_value(i64 %151, !182, !DIExpression(), !186)
  %152 = icmp eq i64 %151, 6, !dbg !519
  br i1 %152, label %153, label %104, !dbg !498, !llvm.loop !520

153:                                              ; preds = %150
  %154 = load i32, ptr @g_120, align 4, !dbg !522, !tbaa !221
  %155 = zext i32 %154 to i64, !dbg !522
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !523
  tail call fastcc void @transparent_crc(i64 noundef 31943, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !524
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !525
  tail call fastcc void @transparent_crc(i64 noundef 44591, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !526
  tail call fastcc void @transparent_crc(i64 noundef 4126740225, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !527
    #dbg_value(i64 0, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
  br i1 %18, label %156, label %157, !dbg !532

156:                                              ; preds = %153
    #dbg_value(i64 1, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
    #dbg_value(i64 2, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
    #dbg_value(i64 3, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
    #dbg_value(i64 4, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
    #dbg_value(i64 5, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
    #dbg_value(i64 6, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
    #dbg_value(i64 7, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
    #dbg_value(i64 8, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
    #dbg_value(i64 9, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
  br label %158, !dbg !532

157:                                              ; preds = %153
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 0), !dbg !533
    #dbg_value(i64 1, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1), !dbg !533
    #dbg_value(i64 2, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 2), !dbg !533
    #dbg_value(i64 3, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 3), !dbg !533
    #dbg_value(i64 4, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 4), !dbg !533
    #dbg_value(i64 5, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 5), !dbg !533
    #dbg_value(i64 6, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 6), !dbg !533
    #dbg_value(i64 7, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 7), !dbg !533
    #dbg_value(i64 8, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 8), !dbg !533
    #dbg_value(i64 9, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !528
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 9), !dbg !533
  br label %158, !dbg !533

158:                                              ; preds = %156, %157
    #dbg_value(i64 10, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !535
  %159 = load i32, ptr @crc32_context, align 4, !dbg !536, !tbaa !221
  %160 = xor i32 %159, -1, !dbg !537
    #dbg_value(i32 %160, !538, !DIExpression(), !544)
    #dbg_value(i32 %19, !543, !DIExpression(), !544)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, i32 noundef %160), !dbg !546
  ret i32 0, !dbg !547
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !548 {
    #dbg_value(i64 %0, !552, !DIExpression(), !555)
    #dbg_value(ptr %1, !553, !DIExpression(), !555)
    #dbg_value(i32 %2, !554, !DIExpression(), !555)
    #dbg_value(i64 %0, !556, !DIExpression(), !561)
    #dbg_value(i64 %0, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !568)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !570, !tbaa !221
  %5 = lshr i32 %4, 8, !dbg !571
  %6 = zext i32 %4 to i64, !dbg !572
  %7 = xor i64 %6, %0, !dbg !572
  %8 = and i64 %7, 255, !dbg !573
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !573
  %10 = load i32, ptr %9, align 4, !dbg !573, !tbaa !221
  %11 = xor i32 %5, %10, !dbg !574
  %12 = lshr i64 %0, 8, !dbg !575
    #dbg_value(i64 %12, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !576)
  %13 = lshr i32 %11, 8, !dbg !578
  %14 = zext i32 %11 to i64, !dbg !579
  %15 = xor i64 %12, %14, !dbg !579
  %16 = and i64 %15, 255, !dbg !580
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !580
  %18 = load i32, ptr %17, align 4, !dbg !580, !tbaa !221
  %19 = xor i32 %13, %18, !dbg !581
  %20 = lshr i64 %0, 16, !dbg !582
    #dbg_value(i64 %20, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !583)
  %21 = lshr i32 %19, 8, !dbg !585
  %22 = zext i32 %19 to i64, !dbg !586
  %23 = xor i64 %20, %22, !dbg !586
  %24 = and i64 %23, 255, !dbg !587
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !587
  %26 = load i32, ptr %25, align 4, !dbg !587, !tbaa !221
  %27 = xor i32 %21, %26, !dbg !588
  %28 = lshr i64 %0, 24, !dbg !589
    #dbg_value(i64 %28, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !590)
  %29 = lshr i32 %27, 8, !dbg !592
  %30 = zext i32 %27 to i64, !dbg !593
  %31 = xor i64 %28, %30, !dbg !593
  %32 = and i64 %31, 255, !dbg !594
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !594
  %34 = load i32, ptr %33, align 4, !dbg !594, !tbaa !221
  %35 = xor i32 %29, %34, !dbg !595
  %36 = lshr i64 %0, 32, !dbg !596
    #dbg_value(i64 %36, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !597)
  %37 = lshr i32 %35, 8, !dbg !599
  %38 = zext i32 %35 to i64, !dbg !600
  %39 = xor i64 %36, %38, !dbg !600
  %40 = and i64 %39, 255, !dbg !601
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !601
  %42 = load i32, ptr %41, align 4, !dbg !601, !tbaa !221
  %43 = xor i32 %37, %42, !dbg !602
  %44 = lshr i64 %0, 40, !dbg !603
    #dbg_value(i64 %44, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !604)
  %45 = lshr i32 %43, 8, !dbg !606
  %46 = zext i32 %43 to i64, !dbg !607
  %47 = xor i64 %44, %46, !dbg !607
  %48 = and i64 %47, 255, !dbg !608
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !608
  %50 = load i32, ptr %49, align 4, !dbg !608, !tbaa !221
  %51 = xor i32 %45, %50, !dbg !609
  %52 = lshr i64 %0, 48, !dbg !610
    #dbg_value(i64 %52, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !611)
  %53 = lshr i32 %51, 8, !dbg !613
  %54 = zext i32 %51 to i64, !dbg !614
  %55 = xor i64 %52, %54, !dbg !614
  %56 = and i64 %55, 255, !dbg !615
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !615
  %58 = load i32, ptr %57, align 4, !dbg !615, !tbaa !221
  %59 = xor i32 %53, %58, !dbg !616
  %60 = lshr i64 %0, 56, !dbg !617
    #dbg_value(i64 %60, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !618)
  %61 = lshr i32 %59, 8, !dbg !620
  %62 = and i32 %59, 255, !dbg !621
  %63 = zext nneg i32 %62 to i64, !dbg !621
  %64 = xor i64 %60, %63, !dbg !621
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !621
  %66 = load i32, ptr %65, align 4, !dbg !621, !tbaa !221
  %67 = xor i32 %61, %66, !dbg !622
  store i32 %67, ptr @crc32_context, align 4, !dbg !623, !tbaa !221
  %68 = icmp eq i32 %2, 0, !dbg !624
  br i1 %68, label %71, label %69, !dbg !626

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !627
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef %1, i32 noundef %70), !dbg !629
  br label %71, !dbg !630

71:                                               ; preds = %69, %3
  ret void, !dbg !631
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !632 {
  %2 = alloca ptr, align 8, !DIAssignID !643
    #dbg_assign(i1 undef, !641, !DIExpression(), !643, ptr %2, !DIExpression(), !644)
    #dbg_value(ptr %0, !639, !DIExpression(), !644)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !645
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !646
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !647
  %4 = load ptr, ptr %2, align 8, !dbg !648, !tbaa !191
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !649
    #dbg_value(i32 %5, !640, !DIExpression(), !644)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !650
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !651
  ret void, !dbg !652
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !653 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !673 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!166, !167, !168, !169, !170, !171, !172}
!llvm.ident = !{!173}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_26", scope: !2, file: !3, line: 30, type: !165, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1001.c", directory: ".")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !15, !20, !25, !30, !32, !34, !36, !38, !40, !42, !44, !49, !54, !59, !61, !66, !68, !70, !72, !74, !76, !84, !90, !104, !106, !0, !111, !116, !120, !122, !125, !135, !139, !141, !147, !149, !151, !158, !160, !163}
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
!78 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "")
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 8192, elements: !82)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !81, line: 40, baseType: !7)
!81 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!82 = !{!83}
!83 = !DISubrange(count: 256)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "g_146", scope: !2, file: !3, line: 42, type: !86, isLocal: true, isDefinition: true)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !81, line: 39, baseType: !6)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(name: "g_168", scope: !2, file: !3, line: 46, type: !92, isLocal: true, isDefinition: true)
!92 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !3, line: 16, size: 128, elements: !96)
!96 = !{!97, !100, !101, !103}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !95, file: !3, line: 17, baseType: !98, size: 16)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !81, line: 38, baseType: !99)
!99 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !95, file: !3, line: 18, baseType: !89, size: 32, offset: 32)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !95, file: !3, line: 19, baseType: !102, size: 16, offset: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !95, file: !3, line: 20, baseType: !80, size: 32, offset: 96)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(name: "g_167", scope: !2, file: !3, line: 44, type: !94, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !78, line: 114, type: !108, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 36)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(name: "g_33", scope: !2, file: !3, line: 31, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 384, elements: !47)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !81, line: 42, baseType: !115)
!115 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(name: "g_34", scope: !2, file: !3, line: 32, type: !118, isLocal: true, isDefinition: true)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !81, line: 36, baseType: !119)
!119 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "g_36", scope: !2, file: !3, line: 33, type: !89, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(name: "g_50", scope: !2, file: !3, line: 34, type: !124, isLocal: true, isDefinition: true)
!124 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !80)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "g_62", scope: !2, file: !3, line: 35, type: !127, isLocal: true, isDefinition: true)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !3, line: 23, size: 96, elements: !128)
!128 = !{!129, !131, !134}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !127, file: !3, line: 24, baseType: !130, size: 21, flags: DIFlagBitField, extraData: i64 0)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !127, file: !3, line: 25, baseType: !132, size: 32, offset: 32)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !89)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !127, file: !3, line: 26, baseType: !89, size: 32, offset: 64)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!136 = distinct !DIGlobalVariable(name: "g_81", scope: !2, file: !3, line: 36, type: !137, isLocal: true, isDefinition: true)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !81, line: 37, baseType: !138)
!138 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "g_114", scope: !2, file: !3, line: 37, type: !114, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "g_116", scope: !2, file: !3, line: 38, type: !143, isLocal: true, isDefinition: true)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !144, size: 1920, elements: !146)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !81, line: 35, baseType: !145)
!145 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!146 = !{!48, !24, !19}
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(name: "g_120", scope: !2, file: !3, line: 39, type: !80, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "g_136", scope: !2, file: !3, line: 40, type: !95, isLocal: true, isDefinition: true)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(name: "g_208", scope: !2, file: !3, line: 51, type: !153, isLocal: true, isDefinition: true)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !154, size: 640, elements: !156)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !81, line: 41, baseType: !155)
!155 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!156 = !{!157}
!157 = !DISubrange(count: 10)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression(DW_OP_constu, 6, DW_OP_stack_value))
!159 = distinct !DIGlobalVariable(name: "g_223", scope: !2, file: !3, line: 53, type: !80, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !162, line: 56, type: !51, isLocal: true, isDefinition: true)
!162 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "")
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !78, line: 48, type: !80, isLocal: true, isDefinition: true)
!165 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !114)
!166 = !{i32 7, !"Dwarf Version", i32 4}
!167 = !{i32 2, !"Debug Info Version", i32 3}
!168 = !{i32 1, !"wchar_size", i32 2}
!169 = !{i32 8, !"PIC Level", i32 2}
!170 = !{i32 7, !"uwtable", i32 2}
!171 = !{i32 1, !"MaxTLSAlign", i32 65536}
!172 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!173 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!174 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 271, type: !175, scopeLine: 272, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!175 = !DISubroutineType(types: !176)
!176 = !{!6, !6, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!179 = !{!180, !181, !182, !183, !184, !185}
!180 = !DILocalVariable(name: "argc", arg: 1, scope: !174, file: !3, line: 271, type: !6)
!181 = !DILocalVariable(name: "argv", arg: 2, scope: !174, file: !3, line: 271, type: !177)
!182 = !DILocalVariable(name: "i", scope: !174, file: !3, line: 273, type: !6)
!183 = !DILocalVariable(name: "j", scope: !174, file: !3, line: 273, type: !6)
!184 = !DILocalVariable(name: "k", scope: !174, file: !3, line: 273, type: !6)
!185 = !DILocalVariable(name: "print_hash_value", scope: !174, file: !3, line: 274, type: !6)
!186 = !DILocation(line: 0, scope: !174)
!187 = !DILocation(line: 275, column: 14, scope: !188)
!188 = distinct !DILexicalBlock(scope: !174, file: !3, line: 275, column: 9)
!189 = !DILocation(line: 275, column: 19, scope: !188)
!190 = !DILocation(line: 275, column: 29, scope: !188)
!191 = !{!192, !192, i64 0}
!192 = !{!"any pointer", !193, i64 0}
!193 = !{!"omnipotent char", !194, i64 0}
!194 = !{!"Simple C/C++ TBAA"}
!195 = !DILocation(line: 275, column: 43, scope: !188)
!196 = !DILocation(line: 275, column: 9, scope: !174)
!197 = !DILocalVariable(name: "poly", scope: !198, file: !78, line: 54, type: !205)
!198 = distinct !DISubprogram(name: "crc32_gentab", scope: !78, file: !78, line: 51, type: !199, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !201)
!199 = !DISubroutineType(types: !200)
!200 = !{null}
!201 = !{!202, !197, !203, !204}
!202 = !DILocalVariable(name: "crc", scope: !198, file: !78, line: 53, type: !80)
!203 = !DILocalVariable(name: "i", scope: !198, file: !78, line: 55, type: !6)
!204 = !DILocalVariable(name: "j", scope: !198, file: !78, line: 55, type: !6)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!206 = !DILocation(line: 0, scope: !198, inlinedAt: !207)
!207 = distinct !DILocation(line: 277, column: 5, scope: !174)
!208 = !DILocation(line: 57, column: 2, scope: !209, inlinedAt: !207)
!209 = distinct !DILexicalBlock(scope: !198, file: !78, line: 57, column: 2)
!210 = !DILocation(line: 57, column: 24, scope: !211, inlinedAt: !207)
!211 = distinct !DILexicalBlock(scope: !209, file: !78, line: 57, column: 2)
!212 = !DILocation(line: 60, column: 12, scope: !213, inlinedAt: !207)
!213 = distinct !DILexicalBlock(scope: !214, file: !78, line: 60, column: 8)
!214 = distinct !DILexicalBlock(scope: !215, file: !78, line: 59, column: 27)
!215 = distinct !DILexicalBlock(scope: !216, file: !78, line: 59, column: 3)
!216 = distinct !DILexicalBlock(scope: !217, file: !78, line: 59, column: 3)
!217 = distinct !DILexicalBlock(scope: !211, file: !78, line: 57, column: 28)
!218 = !DILocation(line: 60, column: 8, scope: !214, inlinedAt: !207)
!219 = !DILocation(line: 66, column: 3, scope: !217, inlinedAt: !207)
!220 = !DILocation(line: 66, column: 16, scope: !217, inlinedAt: !207)
!221 = !{!222, !222, i64 0}
!222 = !{!"int", !193, i64 0}
!223 = distinct !{!223, !208, !224, !225, !226, !227}
!224 = !DILocation(line: 67, column: 2, scope: !209, inlinedAt: !207)
!225 = !{!"llvm.loop.mustprogress"}
!226 = !{!"llvm.loop.isvectorized", i32 1}
!227 = !{!"llvm.loop.unroll.runtime.disable"}
!228 = !DILocalVariable(name: "l_6", scope: !229, file: !3, line: 75, type: !89)
!229 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 73, type: !230, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !232)
!230 = !DISubroutineType(types: !231)
!231 = !{!118}
!232 = !{!228, !233, !238, !239, !240, !241, !242, !243, !245, !246, !248, !249, !251, !253, !255, !258, !260, !262, !266, !268, !269, !270, !271, !272, !273, !274, !278, !279, !283, !287, !288, !289, !290, !292, !294, !295, !296, !297, !298, !304, !305, !306}
!233 = !DILocalVariable(name: "l_25", scope: !229, file: !3, line: 76, type: !234)
!234 = !DICompositeType(tag: DW_TAG_array_type, baseType: !235, size: 56, elements: !236)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !144)
!236 = !{!237}
!237 = !DISubrange(count: 7)
!238 = !DILocalVariable(name: "l_88", scope: !229, file: !3, line: 77, type: !114)
!239 = !DILocalVariable(name: "l_125", scope: !229, file: !3, line: 78, type: !89)
!240 = !DILocalVariable(name: "l_126", scope: !229, file: !3, line: 79, type: !95)
!241 = !DILocalVariable(name: "l_137", scope: !229, file: !3, line: 80, type: !80)
!242 = !DILocalVariable(name: "l_138", scope: !229, file: !3, line: 81, type: !144)
!243 = !DILocalVariable(name: "l_139", scope: !229, file: !3, line: 82, type: !244)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!245 = !DILocalVariable(name: "l_140", scope: !229, file: !3, line: 83, type: !89)
!246 = !DILocalVariable(name: "l_160", scope: !229, file: !3, line: 84, type: !247)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !88)
!248 = !DILocalVariable(name: "l_162", scope: !229, file: !3, line: 85, type: !154)
!249 = !DILocalVariable(name: "l_173", scope: !229, file: !3, line: 86, type: !250)
!250 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 384, elements: !47)
!251 = !DILocalVariable(name: "l_182", scope: !229, file: !3, line: 87, type: !252)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!253 = !DILocalVariable(name: "l_181", scope: !229, file: !3, line: 88, type: !254)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!255 = !DILocalVariable(name: "l_183", scope: !229, file: !3, line: 89, type: !256)
!256 = !DICompositeType(tag: DW_TAG_array_type, baseType: !254, size: 6144, elements: !257)
!257 = !{!14, !24, !48}
!258 = !DILocalVariable(name: "l_184", scope: !229, file: !3, line: 90, type: !259)
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!260 = !DILocalVariable(name: "l_187", scope: !229, file: !3, line: 91, type: !261)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!262 = !DILocalVariable(name: "l_190", scope: !229, file: !3, line: 92, type: !263)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64)
!266 = !DILocalVariable(name: "l_191", scope: !229, file: !3, line: 93, type: !267)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!268 = !DILocalVariable(name: "l_192", scope: !229, file: !3, line: 94, type: !118)
!269 = !DILocalVariable(name: "l_197", scope: !229, file: !3, line: 95, type: !114)
!270 = !DILocalVariable(name: "l_217", scope: !229, file: !3, line: 96, type: !154)
!271 = !DILocalVariable(name: "i", scope: !229, file: !3, line: 97, type: !6)
!272 = !DILocalVariable(name: "j", scope: !229, file: !3, line: 97, type: !6)
!273 = !DILocalVariable(name: "k", scope: !229, file: !3, line: 97, type: !6)
!274 = !DILocalVariable(name: "l_157", scope: !275, file: !3, line: 102, type: !277)
!275 = distinct !DILexicalBlock(scope: !276, file: !3, line: 101, column: 5)
!276 = distinct !DILexicalBlock(scope: !229, file: !3, line: 100, column: 9)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!278 = !DILocalVariable(name: "l_163", scope: !275, file: !3, line: 103, type: !89)
!279 = !DILocalVariable(name: "l_147", scope: !280, file: !3, line: 106, type: !118)
!280 = distinct !DILexicalBlock(scope: !281, file: !3, line: 105, column: 9)
!281 = distinct !DILexicalBlock(scope: !282, file: !3, line: 104, column: 9)
!282 = distinct !DILexicalBlock(scope: !275, file: !3, line: 104, column: 9)
!283 = !DILocalVariable(name: "l_150", scope: !280, file: !3, line: 107, type: !284)
!284 = !DICompositeType(tag: DW_TAG_array_type, baseType: !144, size: 576, elements: !285)
!285 = !{!24, !286, !286}
!286 = !DISubrange(count: 3)
!287 = !DILocalVariable(name: "l_152", scope: !280, file: !3, line: 108, type: !88)
!288 = !DILocalVariable(name: "l_151", scope: !280, file: !3, line: 109, type: !252)
!289 = !DILocalVariable(name: "l_158", scope: !280, file: !3, line: 110, type: !277)
!290 = !DILocalVariable(name: "l_159", scope: !280, file: !3, line: 111, type: !291)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!292 = !DILocalVariable(name: "l_161", scope: !280, file: !3, line: 112, type: !293)
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!294 = !DILocalVariable(name: "l_164", scope: !280, file: !3, line: 113, type: !261)
!295 = !DILocalVariable(name: "i", scope: !280, file: !3, line: 114, type: !6)
!296 = !DILocalVariable(name: "j", scope: !280, file: !3, line: 114, type: !6)
!297 = !DILocalVariable(name: "k", scope: !280, file: !3, line: 114, type: !6)
!298 = !DILocalVariable(name: "l_149", scope: !299, file: !3, line: 117, type: !302)
!299 = distinct !DILexicalBlock(scope: !300, file: !3, line: 116, column: 13)
!300 = distinct !DILexicalBlock(scope: !301, file: !3, line: 115, column: 13)
!301 = distinct !DILexicalBlock(scope: !280, file: !3, line: 115, column: 13)
!302 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 1024, elements: !303)
!303 = !{!14, !24}
!304 = !DILocalVariable(name: "i", scope: !299, file: !3, line: 118, type: !6)
!305 = !DILocalVariable(name: "j", scope: !299, file: !3, line: 118, type: !6)
!306 = !DILocalVariable(name: "l_165", scope: !307, file: !3, line: 138, type: !94)
!307 = distinct !DILexicalBlock(scope: !276, file: !3, line: 137, column: 5)
!308 = !DILocation(line: 0, scope: !229, inlinedAt: !309)
!309 = distinct !DILocation(line: 278, column: 5, scope: !174)
!310 = !DILocation(line: 100, column: 239, scope: !276, inlinedAt: !309)
!311 = !{!312, !312, i64 0}
!312 = !{!"long long", !193, i64 0}
!313 = !DILocation(line: 100, column: 282, scope: !276, inlinedAt: !309)
!314 = !DILocalVariable(name: "l_75", scope: !315, file: !3, line: 233, type: !366)
!315 = distinct !DISubprogram(name: "func_28", scope: !3, file: !3, line: 216, type: !316, scopeLine: 217, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !318)
!316 = !DISubroutineType(types: !317)
!317 = !{!80, !89, !118, !114, !98}
!318 = !{!319, !320, !321, !322, !323, !324, !325, !326, !327, !328, !329, !330, !331, !332, !333, !334, !335, !336, !339, !314, !342, !343, !344, !345, !351, !352, !355, !356, !357, !358, !359, !363, !364, !365}
!319 = !DILocalVariable(name: "p_29", arg: 1, scope: !315, file: !3, line: 216, type: !89)
!320 = !DILocalVariable(name: "p_30", arg: 2, scope: !315, file: !3, line: 216, type: !118)
!321 = !DILocalVariable(name: "p_31", arg: 3, scope: !315, file: !3, line: 216, type: !114)
!322 = !DILocalVariable(name: "p_32", arg: 4, scope: !315, file: !3, line: 216, type: !98)
!323 = !DILocalVariable(name: "l_35", scope: !315, file: !3, line: 218, type: !88)
!324 = !DILocalVariable(name: "l_37", scope: !315, file: !3, line: 219, type: !88)
!325 = !DILocalVariable(name: "l_38", scope: !315, file: !3, line: 220, type: !88)
!326 = !DILocalVariable(name: "l_39", scope: !315, file: !3, line: 221, type: !88)
!327 = !DILocalVariable(name: "l_40", scope: !315, file: !3, line: 222, type: !88)
!328 = !DILocalVariable(name: "l_41", scope: !315, file: !3, line: 223, type: !88)
!329 = !DILocalVariable(name: "l_42", scope: !315, file: !3, line: 224, type: !88)
!330 = !DILocalVariable(name: "l_43", scope: !315, file: !3, line: 225, type: !88)
!331 = !DILocalVariable(name: "l_44", scope: !315, file: !3, line: 226, type: !89)
!332 = !DILocalVariable(name: "l_45", scope: !315, file: !3, line: 227, type: !88)
!333 = !DILocalVariable(name: "l_46", scope: !315, file: !3, line: 228, type: !88)
!334 = !DILocalVariable(name: "l_47", scope: !315, file: !3, line: 229, type: !89)
!335 = !DILocalVariable(name: "l_48", scope: !315, file: !3, line: 230, type: !88)
!336 = !DILocalVariable(name: "l_49", scope: !315, file: !3, line: 231, type: !337)
!337 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 8640, elements: !338)
!338 = !{!19, !286, !65}
!339 = !DILocalVariable(name: "l_67", scope: !315, file: !3, line: 232, type: !340)
!340 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 3072, elements: !341)
!341 = !{!286, !24}
!342 = !DILocalVariable(name: "i", scope: !315, file: !3, line: 234, type: !6)
!343 = !DILocalVariable(name: "j", scope: !315, file: !3, line: 234, type: !6)
!344 = !DILocalVariable(name: "k", scope: !315, file: !3, line: 234, type: !6)
!345 = !DILocalVariable(name: "l_72", scope: !346, file: !3, line: 240, type: !348)
!346 = distinct !DILexicalBlock(scope: !347, file: !3, line: 239, column: 5)
!347 = distinct !DILexicalBlock(scope: !315, file: !3, line: 238, column: 9)
!348 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 7168, elements: !349)
!349 = !{!350, !24, !237}
!350 = !DISubrange(count: 1)
!351 = !DILocalVariable(name: "l_76", scope: !346, file: !3, line: 241, type: !293)
!352 = !DILocalVariable(name: "l_80", scope: !346, file: !3, line: 242, type: !353)
!353 = !DICompositeType(tag: DW_TAG_array_type, baseType: !277, size: 4480, elements: !354)
!354 = !{!237, !157}
!355 = !DILocalVariable(name: "l_82", scope: !346, file: !3, line: 243, type: !89)
!356 = !DILocalVariable(name: "i", scope: !346, file: !3, line: 244, type: !6)
!357 = !DILocalVariable(name: "j", scope: !346, file: !3, line: 244, type: !6)
!358 = !DILocalVariable(name: "k", scope: !346, file: !3, line: 244, type: !6)
!359 = !DILocalVariable(name: "l_83", scope: !360, file: !3, line: 250, type: !361)
!360 = distinct !DILexicalBlock(scope: !347, file: !3, line: 249, column: 5)
!361 = !DICompositeType(tag: DW_TAG_array_type, baseType: !235, size: 24, elements: !362)
!362 = !{!286}
!363 = !DILocalVariable(name: "l_86", scope: !360, file: !3, line: 251, type: !88)
!364 = !DILocalVariable(name: "l_87", scope: !360, file: !3, line: 252, type: !252)
!365 = !DILocalVariable(name: "i", scope: !360, file: !3, line: 253, type: !6)
!366 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 128, elements: !367)
!367 = !{!368}
!368 = !DISubrange(count: 4)
!369 = distinct !DIAssignID()
!370 = !DILocation(line: 0, scope: !315, inlinedAt: !371)
!371 = distinct !DILocation(line: 100, column: 253, scope: !276, inlinedAt: !309)
!372 = !DILocation(line: 237, column: 9, scope: !315, inlinedAt: !371)
!373 = !DILocalVariable(name: "left", arg: 1, scope: !374, file: !375, line: 248, type: !137)
!374 = distinct !DISubprogram(name: "safe_rshift_func_int16_t_s_s", scope: !375, file: !375, line: 248, type: !376, scopeLine: 249, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !378)
!375 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "")
!376 = !DISubroutineType(types: !377)
!377 = !{!137, !137, !6}
!378 = !{!373, !379}
!379 = !DILocalVariable(name: "right", arg: 2, scope: !374, file: !375, line: 248, type: !6)
!380 = !DILocation(line: 0, scope: !374, inlinedAt: !381)
!381 = distinct !DILocation(line: 238, column: 265, scope: !347, inlinedAt: !371)
!382 = !DILocalVariable(name: "si1", arg: 1, scope: !383, file: !375, line: 200, type: !137)
!383 = distinct !DISubprogram(name: "safe_mod_func_int16_t_s_s", scope: !375, file: !375, line: 200, type: !384, scopeLine: 201, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !386)
!384 = !DISubroutineType(types: !385)
!385 = !{!137, !137, !137}
!386 = !{!382, !387}
!387 = !DILocalVariable(name: "si2", arg: 2, scope: !383, file: !375, line: 200, type: !137)
!388 = !DILocation(line: 0, scope: !383, inlinedAt: !389)
!389 = distinct !DILocation(line: 238, column: 158, scope: !347, inlinedAt: !371)
!390 = !DILocalVariable(name: "ui1", arg: 1, scope: !391, file: !375, line: 553, type: !118)
!391 = distinct !DISubprogram(name: "safe_sub_func_uint8_t_u_u", scope: !375, file: !375, line: 553, type: !392, scopeLine: 554, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !394)
!392 = !DISubroutineType(types: !393)
!393 = !{!118, !118, !118}
!394 = !{!390, !395}
!395 = !DILocalVariable(name: "ui2", arg: 2, scope: !391, file: !375, line: 553, type: !118)
!396 = !DILocation(line: 0, scope: !391, inlinedAt: !397)
!397 = distinct !DILocation(line: 238, column: 112, scope: !347, inlinedAt: !371)
!398 = !DILocalVariable(name: "left", arg: 1, scope: !399, file: !375, line: 94, type: !144)
!399 = distinct !DISubprogram(name: "safe_lshift_func_int8_t_s_s", scope: !375, file: !375, line: 94, type: !400, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !402)
!400 = !DISubroutineType(types: !401)
!401 = !{!144, !144, !6}
!402 = !{!398, !403}
!403 = !DILocalVariable(name: "right", arg: 2, scope: !399, file: !375, line: 94, type: !6)
!404 = !DILocation(line: 0, scope: !399, inlinedAt: !405)
!405 = distinct !DILocation(line: 238, column: 49, scope: !347, inlinedAt: !371)
!406 = !DILocation(line: 238, column: 355, scope: !347, inlinedAt: !371)
!407 = !DILocalVariable(name: "ui1", arg: 1, scope: !408, file: !375, line: 771, type: !80)
!408 = distinct !DISubprogram(name: "safe_mod_func_uint32_t_u_u", scope: !375, file: !375, line: 771, type: !409, scopeLine: 772, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !411)
!409 = !DISubroutineType(types: !410)
!410 = !{!80, !80, !80}
!411 = !{!407, !412}
!412 = !DILocalVariable(name: "ui2", arg: 2, scope: !408, file: !375, line: 771, type: !80)
!413 = !DILocation(line: 0, scope: !408, inlinedAt: !414)
!414 = distinct !DILocation(line: 238, column: 10, scope: !347, inlinedAt: !371)
!415 = !DILocation(line: 776, column: 10, scope: !408, inlinedAt: !414)
!416 = !DILocation(line: 776, column: 5, scope: !408, inlinedAt: !414)
!417 = !DILocation(line: 779, column: 10, scope: !408, inlinedAt: !414)
!418 = !DILocation(line: 238, column: 10, scope: !347, inlinedAt: !371)
!419 = !DILocation(line: 238, column: 9, scope: !315, inlinedAt: !371)
!420 = distinct !DIAssignID()
!421 = !DILocation(line: 0, scope: !346, inlinedAt: !371)
!422 = distinct !DIAssignID()
!423 = distinct !DIAssignID()
!424 = !DILocation(line: 245, column: 204, scope: !346, inlinedAt: !371)
!425 = !DILocation(line: 245, column: 25, scope: !346, inlinedAt: !371)
!426 = !DILocation(line: 245, column: 301, scope: !346, inlinedAt: !371)
!427 = !DILocation(line: 245, column: 304, scope: !346, inlinedAt: !371)
!428 = !DILocation(line: 0, scope: !360, inlinedAt: !371)
!429 = !DILocation(line: 254, column: 17, scope: !360, inlinedAt: !371)
!430 = !{!431, !222, i64 8}
!431 = !{!"S1", !222, i64 0, !222, i64 4, !222, i64 8}
!432 = !DILocalVariable(name: "l_117", scope: !433, file: !3, line: 193, type: !250)
!433 = distinct !DILexicalBlock(scope: !434, file: !3, line: 192, column: 5)
!434 = distinct !DILexicalBlock(scope: !435, file: !3, line: 191, column: 9)
!435 = distinct !DISubprogram(name: "func_15", scope: !3, file: !3, line: 175, type: !436, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !438)
!436 = !DISubroutineType(types: !437)
!437 = !{!114, !80, !144, !89, !80, !137}
!438 = !{!439, !440, !441, !442, !443, !444, !445, !448, !450, !451, !452, !453, !455, !456, !457, !458, !459, !460, !461, !432, !462}
!439 = !DILocalVariable(name: "p_16", arg: 1, scope: !435, file: !3, line: 175, type: !80)
!440 = !DILocalVariable(name: "p_17", arg: 2, scope: !435, file: !3, line: 175, type: !144)
!441 = !DILocalVariable(name: "p_18", arg: 3, scope: !435, file: !3, line: 175, type: !89)
!442 = !DILocalVariable(name: "p_19", arg: 4, scope: !435, file: !3, line: 175, type: !80)
!443 = !DILocalVariable(name: "p_20", arg: 5, scope: !435, file: !3, line: 175, type: !137)
!444 = !DILocalVariable(name: "l_93", scope: !435, file: !3, line: 177, type: !137)
!445 = !DILocalVariable(name: "l_105", scope: !435, file: !3, line: 178, type: !446)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !447, size: 64)
!447 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!448 = !DILocalVariable(name: "l_104", scope: !435, file: !3, line: 179, type: !449)
!449 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !446, size: 64)
!450 = !DILocalVariable(name: "l_106", scope: !435, file: !3, line: 180, type: !265)
!451 = !DILocalVariable(name: "l_107", scope: !435, file: !3, line: 181, type: !264)
!452 = !DILocalVariable(name: "l_108", scope: !435, file: !3, line: 182, type: !264)
!453 = !DILocalVariable(name: "l_109", scope: !435, file: !3, line: 183, type: !454)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!455 = !DILocalVariable(name: "l_110", scope: !435, file: !3, line: 184, type: !454)
!456 = !DILocalVariable(name: "l_111", scope: !435, file: !3, line: 185, type: !454)
!457 = !DILocalVariable(name: "l_112", scope: !435, file: !3, line: 186, type: !454)
!458 = !DILocalVariable(name: "l_113", scope: !435, file: !3, line: 187, type: !454)
!459 = !DILocalVariable(name: "l_115", scope: !435, file: !3, line: 188, type: !244)
!460 = !DILocalVariable(name: "l_118", scope: !435, file: !3, line: 189, type: !89)
!461 = !DILocalVariable(name: "l_119", scope: !435, file: !3, line: 190, type: !89)
!462 = !DILocalVariable(name: "i", scope: !433, file: !3, line: 194, type: !6)
!463 = distinct !DIAssignID()
!464 = !DILocation(line: 0, scope: !433, inlinedAt: !465)
!465 = distinct !DILocation(line: 100, column: 160, scope: !276, inlinedAt: !309)
!466 = !DILocation(line: 0, scope: !435, inlinedAt: !465)
!467 = !DILocation(line: 191, column: 172, scope: !434, inlinedAt: !465)
!468 = !DILocation(line: 191, column: 213, scope: !434, inlinedAt: !465)
!469 = !{!431, !222, i64 4}
!470 = !DILocation(line: 191, column: 20, scope: !434, inlinedAt: !465)
!471 = !{!193, !193, i64 0}
!472 = !DILocation(line: 197, column: 14, scope: !433, inlinedAt: !465)
!473 = !DILocation(line: 279, column: 21, scope: !174)
!474 = !DILocation(line: 279, column: 5, scope: !174)
!475 = !DILocation(line: 282, column: 9, scope: !476)
!476 = distinct !DILexicalBlock(scope: !477, file: !3, line: 281, column: 5)
!477 = distinct !DILexicalBlock(scope: !478, file: !3, line: 280, column: 5)
!478 = distinct !DILexicalBlock(scope: !174, file: !3, line: 280, column: 5)
!479 = !DILocation(line: 283, column: 13, scope: !476)
!480 = !DILocation(line: 283, column: 31, scope: !481)
!481 = distinct !DILexicalBlock(scope: !476, file: !3, line: 283, column: 13)
!482 = !DILocation(line: 286, column: 5, scope: !174)
!483 = !DILocation(line: 287, column: 5, scope: !174)
!484 = !DILocation(line: 288, column: 21, scope: !174)
!485 = !DILocation(line: 288, column: 5, scope: !174)
!486 = !DILocation(line: 289, column: 26, scope: !174)
!487 = !DILocation(line: 289, column: 21, scope: !174)
!488 = !DILocation(line: 289, column: 5, scope: !174)
!489 = !DILocation(line: 290, column: 26, scope: !174)
!490 = !DILocation(line: 290, column: 21, scope: !174)
!491 = !DILocation(line: 290, column: 5, scope: !174)
!492 = !DILocation(line: 291, column: 26, scope: !174)
!493 = !DILocation(line: 291, column: 21, scope: !174)
!494 = !DILocation(line: 291, column: 5, scope: !174)
!495 = !DILocation(line: 292, column: 5, scope: !174)
!496 = !DILocation(line: 293, column: 21, scope: !174)
!497 = !DILocation(line: 293, column: 5, scope: !174)
!498 = !DILocation(line: 294, column: 5, scope: !499)
!499 = distinct !DILexicalBlock(scope: !174, file: !3, line: 294, column: 5)
!500 = !DILocation(line: 296, column: 9, scope: !501)
!501 = distinct !DILexicalBlock(scope: !502, file: !3, line: 296, column: 9)
!502 = distinct !DILexicalBlock(scope: !503, file: !3, line: 295, column: 5)
!503 = distinct !DILexicalBlock(scope: !499, file: !3, line: 294, column: 5)
!504 = !DILocation(line: 300, column: 33, scope: !505)
!505 = distinct !DILexicalBlock(scope: !506, file: !3, line: 299, column: 13)
!506 = distinct !DILexicalBlock(scope: !507, file: !3, line: 298, column: 13)
!507 = distinct !DILexicalBlock(scope: !508, file: !3, line: 298, column: 13)
!508 = distinct !DILexicalBlock(scope: !509, file: !3, line: 297, column: 9)
!509 = distinct !DILexicalBlock(scope: !501, file: !3, line: 296, column: 9)
!510 = !DILocation(line: 300, column: 17, scope: !505)
!511 = !DILocation(line: 301, column: 21, scope: !505)
!512 = !DILocation(line: 301, column: 39, scope: !513)
!513 = distinct !DILexicalBlock(scope: !505, file: !3, line: 301, column: 21)
!514 = !DILocation(line: 296, column: 29, scope: !509)
!515 = !DILocation(line: 296, column: 23, scope: !509)
!516 = distinct !{!516, !500, !517, !225}
!517 = !DILocation(line: 304, column: 9, scope: !501)
!518 = !DILocation(line: 294, column: 25, scope: !503)
!519 = !DILocation(line: 294, column: 19, scope: !503)
!520 = distinct !{!520, !498, !521, !225}
!521 = !DILocation(line: 305, column: 5, scope: !499)
!522 = !DILocation(line: 306, column: 21, scope: !174)
!523 = !DILocation(line: 306, column: 5, scope: !174)
!524 = !DILocation(line: 307, column: 5, scope: !174)
!525 = !DILocation(line: 308, column: 5, scope: !174)
!526 = !DILocation(line: 309, column: 5, scope: !174)
!527 = !DILocation(line: 310, column: 5, scope: !174)
!528 = !DILocation(line: 313, column: 9, scope: !529)
!529 = distinct !DILexicalBlock(scope: !530, file: !3, line: 312, column: 5)
!530 = distinct !DILexicalBlock(scope: !531, file: !3, line: 311, column: 5)
!531 = distinct !DILexicalBlock(scope: !174, file: !3, line: 311, column: 5)
!532 = !DILocation(line: 314, column: 13, scope: !529)
!533 = !DILocation(line: 314, column: 31, scope: !534)
!534 = distinct !DILexicalBlock(scope: !529, file: !3, line: 314, column: 13)
!535 = !DILocation(line: 317, column: 5, scope: !174)
!536 = !DILocation(line: 318, column: 23, scope: !174)
!537 = !DILocation(line: 318, column: 37, scope: !174)
!538 = !DILocalVariable(name: "crc", arg: 1, scope: !539, file: !162, line: 49, type: !80)
!539 = distinct !DISubprogram(name: "platform_main_end", scope: !162, file: !162, line: 49, type: !540, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !542)
!540 = !DISubroutineType(types: !541)
!541 = !{null, !80, !6}
!542 = !{!538, !543}
!543 = !DILocalVariable(name: "flag", arg: 2, scope: !539, file: !162, line: 49, type: !6)
!544 = !DILocation(line: 0, scope: !539, inlinedAt: !545)
!545 = distinct !DILocation(line: 318, column: 5, scope: !174)
!546 = !DILocation(line: 56, column: 2, scope: !539, inlinedAt: !545)
!547 = !DILocation(line: 319, column: 5, scope: !174)
!548 = distinct !DISubprogram(name: "transparent_crc", scope: !78, file: !78, line: 110, type: !549, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !551)
!549 = !DISubroutineType(types: !550)
!550 = !{null, !114, !178, !6}
!551 = !{!552, !553, !554}
!552 = !DILocalVariable(name: "val", arg: 1, scope: !548, file: !78, line: 110, type: !114)
!553 = !DILocalVariable(name: "vname", arg: 2, scope: !548, file: !78, line: 110, type: !178)
!554 = !DILocalVariable(name: "flag", arg: 3, scope: !548, file: !78, line: 110, type: !6)
!555 = !DILocation(line: 0, scope: !548)
!556 = !DILocalVariable(name: "val", arg: 1, scope: !557, file: !78, line: 97, type: !114)
!557 = distinct !DISubprogram(name: "crc32_8bytes", scope: !78, file: !78, line: 97, type: !558, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !560)
!558 = !DISubroutineType(types: !559)
!559 = !{null, !114}
!560 = !{!556}
!561 = !DILocation(line: 0, scope: !557, inlinedAt: !562)
!562 = distinct !DILocation(line: 112, column: 2, scope: !548)
!563 = !DILocalVariable(name: "b", arg: 1, scope: !564, file: !78, line: 71, type: !118)
!564 = distinct !DISubprogram(name: "crc32_byte", scope: !78, file: !78, line: 71, type: !565, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !567)
!565 = !DISubroutineType(types: !566)
!566 = !{null, !118}
!567 = !{!563}
!568 = !DILocation(line: 0, scope: !564, inlinedAt: !569)
!569 = distinct !DILocation(line: 99, column: 2, scope: !557, inlinedAt: !562)
!570 = !DILocation(line: 73, column: 5, scope: !564, inlinedAt: !569)
!571 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !569)
!572 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !569)
!573 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !569)
!574 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !569)
!575 = !DILocation(line: 100, column: 18, scope: !557, inlinedAt: !562)
!576 = !DILocation(line: 0, scope: !564, inlinedAt: !577)
!577 = distinct !DILocation(line: 100, column: 2, scope: !557, inlinedAt: !562)
!578 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !577)
!579 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !577)
!580 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !577)
!581 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !577)
!582 = !DILocation(line: 101, column: 18, scope: !557, inlinedAt: !562)
!583 = !DILocation(line: 0, scope: !564, inlinedAt: !584)
!584 = distinct !DILocation(line: 101, column: 2, scope: !557, inlinedAt: !562)
!585 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !584)
!586 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !584)
!587 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !584)
!588 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !584)
!589 = !DILocation(line: 102, column: 18, scope: !557, inlinedAt: !562)
!590 = !DILocation(line: 0, scope: !564, inlinedAt: !591)
!591 = distinct !DILocation(line: 102, column: 2, scope: !557, inlinedAt: !562)
!592 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !591)
!593 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !591)
!594 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !591)
!595 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !591)
!596 = !DILocation(line: 103, column: 18, scope: !557, inlinedAt: !562)
!597 = !DILocation(line: 0, scope: !564, inlinedAt: !598)
!598 = distinct !DILocation(line: 103, column: 2, scope: !557, inlinedAt: !562)
!599 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !598)
!600 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !598)
!601 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !598)
!602 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !598)
!603 = !DILocation(line: 104, column: 18, scope: !557, inlinedAt: !562)
!604 = !DILocation(line: 0, scope: !564, inlinedAt: !605)
!605 = distinct !DILocation(line: 104, column: 2, scope: !557, inlinedAt: !562)
!606 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !605)
!607 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !605)
!608 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !605)
!609 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !605)
!610 = !DILocation(line: 105, column: 18, scope: !557, inlinedAt: !562)
!611 = !DILocation(line: 0, scope: !564, inlinedAt: !612)
!612 = distinct !DILocation(line: 105, column: 2, scope: !557, inlinedAt: !562)
!613 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !612)
!614 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !612)
!615 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !612)
!616 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !612)
!617 = !DILocation(line: 106, column: 18, scope: !557, inlinedAt: !562)
!618 = !DILocation(line: 0, scope: !564, inlinedAt: !619)
!619 = distinct !DILocation(line: 106, column: 2, scope: !557, inlinedAt: !562)
!620 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !619)
!621 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !619)
!622 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !619)
!623 = !DILocation(line: 72, column: 16, scope: !564, inlinedAt: !619)
!624 = !DILocation(line: 113, column: 6, scope: !625)
!625 = distinct !DILexicalBlock(scope: !548, file: !78, line: 113, column: 6)
!626 = !DILocation(line: 113, column: 6, scope: !548)
!627 = !DILocation(line: 114, column: 73, scope: !628)
!628 = distinct !DILexicalBlock(scope: !625, file: !78, line: 113, column: 12)
!629 = !DILocation(line: 114, column: 5, scope: !628)
!630 = !DILocation(line: 115, column: 2, scope: !628)
!631 = !DILocation(line: 116, column: 1, scope: !548)
!632 = distinct !DISubprogram(name: "printf", scope: !633, file: !633, line: 368, type: !634, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !638)
!633 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!634 = !DISubroutineType(cc: DW_CC_nocall, types: !635)
!635 = !{!6, !636, null}
!636 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !637, size: 64)
!637 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!638 = !{!639, !640, !641}
!639 = !DILocalVariable(name: "__format", arg: 1, scope: !632, file: !633, line: 368, type: !636)
!640 = !DILocalVariable(name: "__retval", scope: !632, file: !633, line: 370, type: !6)
!641 = !DILocalVariable(name: "__local_argv", scope: !632, file: !633, line: 371, type: !642)
!642 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !178)
!643 = distinct !DIAssignID()
!644 = !DILocation(line: 0, scope: !632)
!645 = !DILocation(line: 371, column: 3, scope: !632)
!646 = !DILocation(line: 371, column: 35, scope: !632)
!647 = !DILocation(line: 372, column: 32, scope: !632)
!648 = !DILocation(line: 372, column: 50, scope: !632)
!649 = !DILocation(line: 372, column: 14, scope: !632)
!650 = !DILocation(line: 373, column: 3, scope: !632)
!651 = !DILocation(line: 375, column: 1, scope: !632)
!652 = !DILocation(line: 374, column: 3, scope: !632)
!653 = !DISubprogram(name: "__mingw_vfprintf", scope: !633, file: !633, line: 193, type: !654, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!654 = !DISubroutineType(types: !655)
!655 = !{!6, !656, !669, !670}
!656 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !657)
!657 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !658, size: 64)
!658 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !633, line: 47, baseType: !659)
!659 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !633, line: 33, size: 384, align: 64, elements: !660)
!660 = !{!661, !662, !663, !664, !665, !666, !667, !668}
!661 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !659, file: !633, line: 37, baseType: !178, size: 64)
!662 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !659, file: !633, line: 38, baseType: !6, size: 32, offset: 64)
!663 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !659, file: !633, line: 39, baseType: !178, size: 64, offset: 128)
!664 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !659, file: !633, line: 40, baseType: !6, size: 32, offset: 192)
!665 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !659, file: !633, line: 41, baseType: !6, size: 32, offset: 224)
!666 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !659, file: !633, line: 42, baseType: !6, size: 32, offset: 256)
!667 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !659, file: !633, line: 43, baseType: !6, size: 32, offset: 288)
!668 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !659, file: !633, line: 44, baseType: !178, size: 64, offset: 320)
!669 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !636)
!670 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !671, line: 31, baseType: !672)
!671 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!672 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !671, line: 24, baseType: !642)
!673 = !DISubprogram(name: "__acrt_iob_func", scope: !633, file: !633, line: 93, type: !674, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!674 = !DISubroutineType(types: !675)
!675 = !{!657, !7}
