; ModuleID = 'tests/programs/csmith/seed_1001.c'
source_filename = "tests/programs/csmith/seed_1001.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !188 {
    #dbg_value(i32 %0, !194, !DIExpression(), !200)
    #dbg_value(ptr %1, !195, !DIExpression(), !200)
    #dbg_value(i32 0, !199, !DIExpression(), !200)
  %3 = icmp eq i32 %0, 2, !dbg !201
  br i1 %3, label %4, label %17, !dbg !203

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !204
  %6 = load ptr, ptr %5, align 8, !dbg !204, !tbaa !205
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !209
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !210
  %16 = zext i1 %15 to i32, !dbg !210
  br label %17, !dbg !210

17:                                               ; preds = %13, %2
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !200
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !200
    #dbg_value(i32 %19, !199, !DIExpression(), !200)
    #dbg_value(i32 -306674912, !211, !DIExpression(), !220)
    #dbg_value(i32 0, !217, !DIExpression(), !220)
  br label %20, !dbg !222

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ]
    #dbg_value(i64 %21, !217, !DIExpression(), !220)
    #dbg_value(i32 8, !218, !DIExpression(), !220)
    #dbg_value(i64 %21, !216, !DIExpression(), !220)
    #dbg_value(i32 8, !218, !DIExpression(), !220)
    #dbg_value(i64 %21, !216, !DIExpression(), !220)
  %22 = trunc nuw nsw i64 %21 to i32, !dbg !224
  %23 = and i32 %22, 1, !dbg !224
  %24 = icmp eq i32 %23, 0, !dbg !224
  %25 = lshr i32 %22, 1, !dbg !231
  %26 = xor i32 %25, -306674912, !dbg !231
  %27 = select i1 %24, i32 %25, i32 %26, !dbg !231
    #dbg_value(i32 %27, !216, !DIExpression(), !220)
    #dbg_value(i32 7, !218, !DIExpression(), !220)
  %28 = and i32 %27, 1, !dbg !224
  %29 = icmp eq i32 %28, 0, !dbg !224
  %30 = lshr i32 %27, 1, !dbg !231
  %31 = xor i32 %30, -306674912, !dbg !231
  %32 = select i1 %29, i32 %30, i32 %31, !dbg !231
    #dbg_value(i32 %32, !216, !DIExpression(), !220)
    #dbg_value(i32 6, !218, !DIExpression(), !220)
  %33 = and i32 %32, 1, !dbg !224
  %34 = icmp eq i32 %33, 0, !dbg !224
  %35 = lshr i32 %32, 1, !dbg !231
  %36 = xor i32 %35, -306674912, !dbg !231
  %37 = select i1 %34, i32 %35, i32 %36, !dbg !231
    #dbg_value(i32 %37, !216, !DIExpression(), !220)
    #dbg_value(i32 5, !218, !DIExpression(), !220)
  %38 = and i32 %37, 1, !dbg !224
  %39 = icmp eq i32 %38, 0, !dbg !224
  %40 = lshr i32 %37, 1, !dbg !231
  %41 = xor i32 %40, -306674912, !dbg !231
  %42 = select i1 %39, i32 %40, i32 %41, !dbg !231
    #dbg_value(i32 %42, !216, !DIExpression(), !220)
    #dbg_value(i32 4, !218, !DIExpression(), !220)
  %43 = and i32 %42, 1, !dbg !224
  %44 = icmp eq i32 %43, 0, !dbg !224
  %45 = lshr i32 %42, 1, !dbg !231
  %46 = xor i32 %45, -306674912, !dbg !231
  %47 = select i1 %44, i32 %45, i32 %46, !dbg !231
    #dbg_value(i32 %47, !216, !DIExpression(), !220)
    #dbg_value(i32 3, !218, !DIExpression(), !220)
  %48 = and i32 %47, 1, !dbg !224
  %49 = icmp eq i32 %48, 0, !dbg !224
  %50 = lshr i32 %47, 1, !dbg !231
  %51 = xor i32 %50, -306674912, !dbg !231
  %52 = select i1 %49, i32 %50, i32 %51, !dbg !231
    #dbg_value(i32 %52, !216, !DIExpression(), !220)
    #dbg_value(i32 2, !218, !DIExpression(), !220)
  %53 = and i32 %52, 1, !dbg !224
  %54 = icmp eq i32 %53, 0, !dbg !224
  %55 = lshr i32 %52, 1, !dbg !231
  %56 = xor i32 %55, -306674912, !dbg !231
  %57 = select i1 %54, i32 %55, i32 %56, !dbg !231
    #dbg_value(i32 %57, !216, !DIExpression(), !220)
    #dbg_value(i32 1, !218, !DIExpression(), !220)
  %58 = and i32 %57, 1, !dbg !224
  %59 = icmp eq i32 %58, 0, !dbg !224
  %60 = lshr i32 %57, 1, !dbg !231
  %61 = xor i32 %60, -306674912, !dbg !231
  %62 = select i1 %59, i32 %60, i32 %61, !dbg !231
    #dbg_value(i32 %62, !216, !DIExpression(), !220)
    #dbg_value(i32 0, !218, !DIExpression(), !220)
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !232
  store i32 %62, ptr %63, align 4, !dbg !233, !tbaa !234
  %64 = add nuw nsw i64 %21, 1, !dbg !236
    #dbg_value(i64 %64, !217, !DIExpression(), !220)
  %65 = icmp eq i64 %64, 256, !dbg !237
  br i1 %65, label %66, label %20, !dbg !222, !llvm.loop !238

66:                                               ; preds = %20
    #dbg_assign(i1 undef, !241, !DIExpression(DW_OP_LLVM_fragment, 40, 16), !321, ptr poison, !DIExpression(), !322)
    #dbg_assign(i1 undef, !249, !DIExpression(), !324, ptr poison, !DIExpression(), !322)
    #dbg_assign(i1 undef, !258, !DIExpression(), !325, ptr undef, !DIExpression(), !322)
    #dbg_value(i32 0, !246, !DIExpression(), !322)
    #dbg_value(i8 1, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !322)
    #dbg_value(i8 poison, !241, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !322)
    #dbg_value(i8 1, !241, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !322)
    #dbg_value(i8 poison, !241, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !322)
    #dbg_value(i8 -9, !241, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !322)
    #dbg_assign(i1 undef, !241, !DIExpression(DW_OP_LLVM_fragment, 40, 16), !326, ptr poison, !DIExpression(), !322)
    #dbg_value(i64 0, !247, !DIExpression(), !322)
    #dbg_value(i32 -4, !248, !DIExpression(), !322)
    #dbg_assign(i1 undef, !249, !DIExpression(), !327, ptr poison, !DIExpression(), !322)
    #dbg_value(i32 916916686, !250, !DIExpression(), !322)
    #dbg_value(i8 -97, !251, !DIExpression(), !322)
    #dbg_value(ptr undef, !252, !DIExpression(), !322)
    #dbg_value(i32 2, !254, !DIExpression(), !322)
    #dbg_value(ptr undef, !255, !DIExpression(), !322)
    #dbg_value(i64 -2943002087552746360, !257, !DIExpression(), !322)
    #dbg_value(ptr null, !260, !DIExpression(), !322)
    #dbg_value(ptr undef, !262, !DIExpression(), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !322)
    #dbg_value(ptr undef, !264, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !322)
    #dbg_value(ptr poison, !267, !DIExpression(), !322)
    #dbg_value(ptr poison, !269, !DIExpression(), !322)
    #dbg_value(ptr null, !271, !DIExpression(), !322)
    #dbg_value(ptr undef, !275, !DIExpression(), !322)
    #dbg_value(i8 3, !277, !DIExpression(), !322)
    #dbg_value(i64 0, !278, !DIExpression(), !322)
    #dbg_value(i64 7154395135948373224, !279, !DIExpression(), !322)
    #dbg_value(i32 0, !280, !DIExpression(), !322)
    #dbg_value(i32 poison, !280, !DIExpression(), !322)
  %67 = load volatile i64, ptr @g_26, align 8, !dbg !328, !tbaa !329
  %68 = load volatile i64, ptr @g_26, align 8, !dbg !331, !tbaa !329
    #dbg_assign(i1 undef, !332, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !387, ptr undef, !DIExpression(), !388)
    #dbg_value(i32 1, !337, !DIExpression(), !388)
    #dbg_value(i64 %68, !338, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !388)
    #dbg_value(i64 1, !339, !DIExpression(), !388)
    #dbg_value(i8 0, !340, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !388)
    #dbg_value(ptr poison, !341, !DIExpression(), !388)
    #dbg_value(ptr null, !342, !DIExpression(), !388)
    #dbg_value(ptr poison, !343, !DIExpression(), !388)
    #dbg_value(ptr poison, !344, !DIExpression(), !388)
    #dbg_value(ptr poison, !345, !DIExpression(), !388)
    #dbg_value(ptr poison, !346, !DIExpression(), !388)
    #dbg_value(ptr poison, !347, !DIExpression(), !388)
    #dbg_value(ptr poison, !348, !DIExpression(), !388)
    #dbg_value(i32 -1095161874, !349, !DIExpression(), !388)
    #dbg_value(ptr undef, !350, !DIExpression(), !388)
    #dbg_value(ptr undef, !351, !DIExpression(), !388)
    #dbg_value(i32 -917287707, !352, !DIExpression(), !388)
    #dbg_value(ptr null, !353, !DIExpression(), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !388)
    #dbg_value(ptr null, !354, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !388)
    #dbg_value(ptr null, !354, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !388)
    #dbg_value(ptr null, !354, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !388)
    #dbg_value(ptr null, !354, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 4160, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 4544, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 4736, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !388)
    #dbg_value(ptr null, !354, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 4992, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 5056, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 5440, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 5504, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 5952, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 6336, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 6400, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !388)
    #dbg_value(ptr null, !354, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 6784, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 7296, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !388)
    #dbg_value(ptr null, !354, !DIExpression(DW_OP_LLVM_fragment, 7680, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 7872, 64), !388)
    #dbg_value(ptr null, !354, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 8128, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 8192, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !388)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !388)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_LLVM_fragment, 8576, 64), !388)
    #dbg_value(i32 0, !360, !DIExpression(), !388)
    #dbg_value(i32 -1, !332, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !388)
    #dbg_value(i64 poison, !360, !DIExpression(), !388)
  %69 = load volatile i32, ptr @g_50, align 4, !dbg !390, !tbaa !234
  %70 = add i32 %69, 1, !dbg !390
  store volatile i32 %70, ptr @g_50, align 4, !dbg !390, !tbaa !234
    #dbg_value(i32 493404847, !391, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !398)
    #dbg_value(i32 0, !397, !DIExpression(), !398)
    #dbg_value(i1 false, !400, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !406)
    #dbg_value(i8 0, !405, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !406)
    #dbg_value(i32 493404847, !408, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
    #dbg_value(i1 false, !413, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_stack_value), !414)
    #dbg_value(i8 -79, !416, !DIExpression(), !422)
    #dbg_value(i32 1, !421, !DIExpression(), !422)
  %71 = load i32, ptr @g_62, align 4, !dbg !424
  %72 = and i32 %71, 2097151, !dbg !424
    #dbg_value(i32 -79, !425, !DIExpression(), !431)
    #dbg_value(i32 %72, !430, !DIExpression(), !431)
  %73 = icmp eq i32 %72, 0, !dbg !433
  br i1 %73, label %77, label %74, !dbg !434

74:                                               ; preds = %66
  %75 = urem i32 -79, %72, !dbg !435
  %76 = icmp eq i32 %75, 0, !dbg !436
  br i1 %76, label %83, label %77, !dbg !437

77:                                               ; preds = %66, %74
    #dbg_assign(i1 undef, !363, !DIExpression(DW_OP_LLVM_fragment, 0, 6432), !438, ptr poison, !DIExpression(), !439)
    #dbg_value(i32 -860791947, !363, !DIExpression(DW_OP_LLVM_fragment, 6432, 32), !439)
    #dbg_value(i32 poison, !363, !DIExpression(DW_OP_LLVM_fragment, 6464, 32), !439)
    #dbg_value(i32 -1, !363, !DIExpression(DW_OP_LLVM_fragment, 6496, 32), !439)
    #dbg_assign(i1 undef, !363, !DIExpression(DW_OP_LLVM_fragment, 6528, 640), !440, ptr undef, !DIExpression(), !439)
    #dbg_value(ptr poison, !369, !DIExpression(), !439)
    #dbg_assign(i8 0, !370, !DIExpression(), !441, ptr undef, !DIExpression(), !439)
    #dbg_value(i32 -2087134797, !373, !DIExpression(), !439)
  %78 = load volatile i32, ptr @g_50, align 4, !dbg !442, !tbaa !234
    #dbg_value(i32 -1, !349, !DIExpression(), !388)
  %79 = and i64 %68, 255, !dbg !443
  %80 = icmp eq i64 %79, 1, !dbg !443
  br i1 %80, label %84, label %81, !dbg !444

81:                                               ; preds = %77
  %82 = load volatile i32, ptr @g_50, align 4, !dbg !445, !tbaa !234
  br label %84

83:                                               ; preds = %74
    #dbg_assign(i1 undef, !377, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !446, ptr poison, !DIExpression(), !447)
    #dbg_value(i8 -128, !377, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !447)
    #dbg_value(ptr poison, !381, !DIExpression(), !447)
    #dbg_value(ptr undef, !382, !DIExpression(), !447)
  store i32 -128, ptr getelementptr inbounds (i8, ptr @g_62, i64 8), align 4, !dbg !448, !tbaa !449
    #dbg_value(i32 -19, !352, !DIExpression(), !388)
    #dbg_value(i32 0, !349, !DIExpression(), !388)
  br label %84

84:                                               ; preds = %77, %81, %83
    #dbg_assign(i1 undef, !451, !DIExpression(), !482, ptr undef, !DIExpression(), !483)
    #dbg_value(i32 0, !458, !DIExpression(), !485)
    #dbg_value(i8 -1, !459, !DIExpression(), !485)
    #dbg_value(i32 -1, !460, !DIExpression(), !485)
    #dbg_value(i32 -1, !461, !DIExpression(), !485)
    #dbg_value(i32 493404847, !462, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !485)
    #dbg_value(i16 -10, !463, !DIExpression(), !485)
    #dbg_value(ptr poison, !464, !DIExpression(), !485)
    #dbg_value(ptr undef, !467, !DIExpression(), !485)
    #dbg_value(ptr null, !469, !DIExpression(), !485)
    #dbg_value(ptr null, !470, !DIExpression(), !485)
    #dbg_value(ptr undef, !471, !DIExpression(), !485)
    #dbg_value(ptr poison, !472, !DIExpression(), !485)
    #dbg_value(ptr null, !474, !DIExpression(), !485)
    #dbg_value(ptr null, !475, !DIExpression(), !485)
    #dbg_value(ptr null, !476, !DIExpression(), !485)
    #dbg_value(ptr @g_114, !477, !DIExpression(), !485)
    #dbg_value(ptr poison, !478, !DIExpression(), !485)
    #dbg_value(i32 -1316075079, !479, !DIExpression(), !485)
    #dbg_value(i32 1973713349, !480, !DIExpression(), !485)
  %85 = load volatile i64, ptr @g_26, align 8, !dbg !486, !tbaa !329
  %86 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 4), align 4, !dbg !487, !tbaa !488
  store i8 2, ptr getelementptr inbounds (i8, ptr @g_116, i64 89), align 1, !dbg !489, !tbaa !490
    #dbg_value(i32 poison, !481, !DIExpression(), !483)
  %87 = load i32, ptr @g_120, align 4, !dbg !491, !tbaa !234
  %88 = add i32 %87, -1, !dbg !491
  store i32 %88, ptr @g_120, align 4, !dbg !491, !tbaa !234
    #dbg_value(i8 83, !251, !DIExpression(), !322)
    #dbg_value(i32 83, !254, !DIExpression(), !322)
    #dbg_value(i32 0, !254, !DIExpression(), !322)
  %89 = load volatile i64, ptr @g_26, align 8, !dbg !492, !tbaa !329
  tail call fastcc void @transparent_crc(i64 noundef %89, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !493
    #dbg_value(i32 0, !196, !DIExpression(), !200)
    #dbg_value(i64 0, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19), !dbg !494
  br i1 %18, label %90, label %91, !dbg !498

90:                                               ; preds = %84
    #dbg_value(i64 1, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19), !dbg !494
    #dbg_value(i64 2, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19), !dbg !494
    #dbg_value(i64 3, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef signext %19), !dbg !494
    #dbg_value(i64 4, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19), !dbg !494
    #dbg_value(i64 5, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19), !dbg !494
  br label %98, !dbg !498

91:                                               ; preds = %84
  %92 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 0), !dbg !499
    #dbg_value(i64 1, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19), !dbg !494
  %93 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 1), !dbg !499
    #dbg_value(i64 2, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19), !dbg !494
  %94 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 2), !dbg !499
    #dbg_value(i64 3, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef signext %19), !dbg !494
  %95 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 3), !dbg !499
    #dbg_value(i64 4, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19), !dbg !494
  %96 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 4), !dbg !499
    #dbg_value(i64 5, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19), !dbg !494
  %97 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 5), !dbg !499
  br label %98, !dbg !499

98:                                               ; preds = %90, %91
    #dbg_value(i64 6, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !501
  tail call fastcc void @transparent_crc(i64 noundef 493404847, ptr noundef nonnull @.str.5, i32 noundef signext %19), !dbg !502
  %99 = load volatile i32, ptr @g_50, align 4, !dbg !503, !tbaa !234
  %100 = zext i32 %99 to i64, !dbg !503
  tail call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !504
  %101 = load i32, ptr @g_62, align 4, !dbg !505
  %102 = and i32 %101, 2097151, !dbg !505
  %103 = zext nneg i32 %102 to i64, !dbg !506
  tail call fastcc void @transparent_crc(i64 noundef %103, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !507
  %104 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 4), align 4, !dbg !508, !tbaa !488
  %105 = sext i32 %104 to i64, !dbg !509
  tail call fastcc void @transparent_crc(i64 noundef %105, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !510
  %106 = load i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 8), align 4, !dbg !511, !tbaa !449
  %107 = sext i32 %106 to i64, !dbg !512
  tail call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.9, i32 noundef signext %19), !dbg !513
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.10, i32 noundef signext %19), !dbg !514
  %108 = load i64, ptr @g_114, align 8, !dbg !515, !tbaa !329
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !516
    #dbg_value(i32 0, !196, !DIExpression(), !200)
  br label %109, !dbg !517

109:                                              ; preds = %98, %160
  %110 = phi i64 [ 0, %98 ], [ %161, %160 ]
    #dbg_value(i64 %110, !196, !DIExpression(), !200)
    #dbg_value(i32 0, !197, !DIExpression(), !200)
  %111 = trunc nuw nsw i64 %110 to i32
  %112 = trunc nuw nsw i64 %110 to i32
  %113 = trunc nuw nsw i64 %110 to i32
  %114 = trunc nuw nsw i64 %110 to i32
  %115 = trunc nuw nsw i64 %110 to i32
  br label %116, !dbg !519

116:                                              ; preds = %109, %157
  %117 = phi i64 [ 0, %109 ], [ %158, %157 ]
    #dbg_value(i64 %117, !197, !DIExpression(), !200)
    #dbg_value(i64 0, !198, !DIExpression(), !200)
  %118 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 0, !dbg !523
  %119 = load i8, ptr %118, align 1, !dbg !523, !tbaa !490
  %120 = sext i8 %119 to i64, !dbg !523
  tail call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !529
  br i1 %18, label %121, label %134, !dbg !530

121:                                              ; preds = %116
    #dbg_value(i64 1, !198, !DIExpression(), !200)
  %122 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 1, !dbg !523
  %123 = load i8, ptr %122, align 1, !dbg !523, !tbaa !490
  %124 = sext i8 %123 to i64, !dbg !523
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !529
    #dbg_value(i64 2, !198, !DIExpression(), !200)
  %125 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 2, !dbg !523
  %126 = load i8, ptr %125, align 1, !dbg !523, !tbaa !490
  %127 = sext i8 %126 to i64, !dbg !523
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !529
    #dbg_value(i64 3, !198, !DIExpression(), !200)
  %128 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 3, !dbg !523
  %129 = load i8, ptr %128, align 1, !dbg !523, !tbaa !490
  %130 = sext i8 %129 to i64, !dbg !523
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !529
    #dbg_value(i64 4, !198, !DIExpression(), !200)
  %131 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 4, !dbg !523
  %132 = load i8, ptr %131, align 1, !dbg !523, !tbaa !490
  %133 = sext i8 %132 to i64, !dbg !523
  tail call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !529
  br label %157, !dbg !530

134:                                              ; preds = %116
  %135 = trunc nuw nsw i64 %117 to i32, !dbg !531
  %136 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %111, i32 noundef signext %135, i32 noundef signext 0), !dbg !531
    #dbg_value(i64 1, !198, !DIExpression(), !200)
  %137 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 1, !dbg !523
  %138 = load i8, ptr %137, align 1, !dbg !523, !tbaa !490
  %139 = sext i8 %138 to i64, !dbg !523
  tail call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !529
  %140 = trunc nuw nsw i64 %117 to i32, !dbg !531
  %141 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %112, i32 noundef signext %140, i32 noundef signext 1), !dbg !531
    #dbg_value(i64 2, !198, !DIExpression(), !200)
  %142 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 2, !dbg !523
  %143 = load i8, ptr %142, align 1, !dbg !523, !tbaa !490
  %144 = sext i8 %143 to i64, !dbg !523
  tail call fastcc void @transparent_crc(i64 noundef %144, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !529
  %145 = trunc nuw nsw i64 %117 to i32, !dbg !531
  %146 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %113, i32 noundef signext %145, i32 noundef signext 2), !dbg !531
    #dbg_value(i64 3, !198, !DIExpression(), !200)
  %147 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 3, !dbg !523
  %148 = load i8, ptr %147, align 1, !dbg !523, !tbaa !490
  %149 = sext i8 %148 to i64, !dbg !523
  tail call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !529
  %150 = trunc nuw nsw i64 %117 to i32, !dbg !531
  %151 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %114, i32 noundef signext %150, i32 noundef signext 3), !dbg !531
    #dbg_value(i64 4, !198, !DIExpression(), !200)
  %152 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 4, !dbg !523
  %153 = load i8, ptr %152, align 1, !dbg !523, !tbaa !490
  %154 = sext i8 %153 to i64, !dbg !523
  tail call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !529
  %155 = trunc nuw nsw i64 %117 to i32, !dbg !531
  %156 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %115, i32 noundef signext %155, i32 noundef signext 4), !dbg !531
  br label %157, !dbg !531

157:                                              ; preds = %121, %134
    #dbg_value(i64 5, !198, !DIExpression(), !200)
  %158 = add nuw nsw i64 %117, 1, !dbg !533
    #dbg_value(i64 %158, !197, !DIExpression(), !200)
  %159 = icmp eq i64 %158, 8, !dbg !534
  br i1 %159, label %160, label %116, !dbg !519, !llvm.loop !535

160:                                              ; preds = %157
  %161 = add nuw nsw i64 %110, 1, !dbg !537
    #dbg_value(i64 %161, !196, !DIExpression(), !200)
  %162 = icmp eq i64 %161, 6, !dbg !538
  br i1 %162, label %163, label %109, !dbg !517, !llvm.loop !539

163:                                              ; preds = %160
  %164 = load i32, ptr @g_120, align 4, !dbg !541, !tbaa !234
  %165 = zext i32 %164 to i64, !dbg !541
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.14, i32 noundef signext %19), !dbg !542
  tail call fastcc void @transparent_crc(i64 noundef 31943, ptr noundef nonnull @.str.15, i32 noundef signext %19), !dbg !543
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.16, i32 noundef signext %19), !dbg !544
  tail call fastcc void @transparent_crc(i64 noundef 44591, ptr noundef nonnull @.str.17, i32 noundef signext %19), !dbg !545
  tail call fastcc void @transparent_crc(i64 noundef 4126740225, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !546
    #dbg_value(i64 0, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
  br i1 %18, label %166, label %167, !dbg !551

166:                                              ; preds = %163
    #dbg_value(i64 1, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
    #dbg_value(i64 2, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
    #dbg_value(i64 3, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
    #dbg_value(i64 4, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
    #dbg_value(i64 5, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
    #dbg_value(i64 6, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
    #dbg_value(i64 7, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
    #dbg_value(i64 8, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
    #dbg_value(i64 9, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
  br label %178, !dbg !551

167:                                              ; preds = %163
  %168 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 0), !dbg !552
    #dbg_value(i64 1, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
  %169 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 1), !dbg !552
    #dbg_value(i64 2, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
  %170 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 2), !dbg !552
    #dbg_value(i64 3, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
  %171 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 3), !dbg !552
    #dbg_value(i64 4, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
  %172 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 4), !dbg !552
    #dbg_value(i64 5, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
  %173 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 5), !dbg !552
    #dbg_value(i64 6, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
  %174 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 6), !dbg !552
    #dbg_value(i64 7, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
  %175 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 7), !dbg !552
    #dbg_value(i64 8, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
  %176 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 8), !dbg !552
    #dbg_value(i64 9, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !547
  %177 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 9), !dbg !552
  br label %178, !dbg !552

178:                                              ; preds = %166, %167
    #dbg_value(i64 10, !196, !DIExpression(), !200)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !554
  %179 = load i32, ptr @crc32_context, align 4, !dbg !555, !tbaa !234
  %180 = xor i32 %179, -1, !dbg !556
    #dbg_value(i32 %180, !557, !DIExpression(), !563)
    #dbg_value(i32 %19, !562, !DIExpression(), !563)
  %181 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef signext %180), !dbg !565
  ret i32 0, !dbg !566
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 !dbg !567 {
    #dbg_value(i64 %0, !571, !DIExpression(), !574)
    #dbg_value(ptr %1, !572, !DIExpression(), !574)
    #dbg_value(i32 %2, !573, !DIExpression(), !574)
    #dbg_value(i64 %0, !575, !DIExpression(), !580)
    #dbg_value(i64 %0, !582, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !587)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !589, !tbaa !234
  %5 = lshr i32 %4, 8, !dbg !590
  %6 = zext i32 %4 to i64, !dbg !591
  %7 = xor i64 %6, %0, !dbg !591
  %8 = and i64 %7, 255, !dbg !592
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !592
  %10 = load i32, ptr %9, align 4, !dbg !592, !tbaa !234
  %11 = xor i32 %5, %10, !dbg !593
  %12 = lshr i64 %0, 8, !dbg !594
    #dbg_value(i64 %12, !582, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !595)
  %13 = lshr i32 %11, 8, !dbg !597
  %14 = zext i32 %11 to i64, !dbg !598
  %15 = xor i64 %12, %14, !dbg !598
  %16 = and i64 %15, 255, !dbg !599
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !599
  %18 = load i32, ptr %17, align 4, !dbg !599, !tbaa !234
  %19 = xor i32 %13, %18, !dbg !600
  %20 = lshr i64 %0, 16, !dbg !601
    #dbg_value(i64 %20, !582, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !602)
  %21 = lshr i32 %19, 8, !dbg !604
  %22 = zext i32 %19 to i64, !dbg !605
  %23 = xor i64 %20, %22, !dbg !605
  %24 = and i64 %23, 255, !dbg !606
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !606
  %26 = load i32, ptr %25, align 4, !dbg !606, !tbaa !234
  %27 = xor i32 %21, %26, !dbg !607
  %28 = lshr i64 %0, 24, !dbg !608
    #dbg_value(i64 %28, !582, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !609)
  %29 = lshr i32 %27, 8, !dbg !611
  %30 = zext i32 %27 to i64, !dbg !612
  %31 = xor i64 %28, %30, !dbg !612
  %32 = and i64 %31, 255, !dbg !613
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !613
  %34 = load i32, ptr %33, align 4, !dbg !613, !tbaa !234
  %35 = xor i32 %29, %34, !dbg !614
  %36 = lshr i64 %0, 32, !dbg !615
    #dbg_value(i64 %36, !582, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !616)
  %37 = lshr i32 %35, 8, !dbg !618
  %38 = zext i32 %35 to i64, !dbg !619
  %39 = xor i64 %36, %38, !dbg !619
  %40 = and i64 %39, 255, !dbg !620
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !620
  %42 = load i32, ptr %41, align 4, !dbg !620, !tbaa !234
  %43 = xor i32 %37, %42, !dbg !621
  %44 = lshr i64 %0, 40, !dbg !622
    #dbg_value(i64 %44, !582, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !623)
  %45 = lshr i32 %43, 8, !dbg !625
  %46 = zext i32 %43 to i64, !dbg !626
  %47 = xor i64 %44, %46, !dbg !626
  %48 = and i64 %47, 255, !dbg !627
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !627
  %50 = load i32, ptr %49, align 4, !dbg !627, !tbaa !234
  %51 = xor i32 %45, %50, !dbg !628
  %52 = lshr i64 %0, 48, !dbg !629
    #dbg_value(i64 %52, !582, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !630)
  %53 = lshr i32 %51, 8, !dbg !632
  %54 = zext i32 %51 to i64, !dbg !633
  %55 = xor i64 %52, %54, !dbg !633
  %56 = and i64 %55, 255, !dbg !634
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !634
  %58 = load i32, ptr %57, align 4, !dbg !634, !tbaa !234
  %59 = xor i32 %53, %58, !dbg !635
  %60 = lshr i64 %0, 56, !dbg !636
    #dbg_value(i64 %60, !582, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !637)
  %61 = lshr i32 %59, 8, !dbg !639
  %62 = and i32 %59, 255, !dbg !640
  %63 = zext nneg i32 %62 to i64, !dbg !640
  %64 = xor i64 %60, %63, !dbg !640
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !640
  %66 = load i32, ptr %65, align 4, !dbg !640, !tbaa !234
  %67 = xor i32 %61, %66, !dbg !641
  store i32 %67, ptr @crc32_context, align 4, !dbg !642, !tbaa !234
  %68 = icmp eq i32 %2, 0, !dbg !643
  br i1 %68, label %73, label %69, !dbg !645

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !646
  %71 = zext i32 %70 to i64, !dbg !646
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %1, i64 noundef %71), !dbg !648
  br label %73, !dbg !649

73:                                               ; preds = %69, %3
  ret void, !dbg !650
}

; Function Attrs: nofree nounwind
declare !dbg !651 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!176, !177, !178, !179, !180, !182, !183, !184, !185, !186}
!llvm.ident = !{!187}

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
!81 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !83, line: 42, baseType: !7)
!83 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!84 = !{!85}
!85 = !DISubrange(count: 256)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "g_146", scope: !2, file: !3, line: 42, type: !88, isLocal: true, isDefinition: true)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !92, line: 26, baseType: !93)
!92 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!179 = !{i32 1, !"target-abi", !"lp64d"}
!180 = !{i32 6, !"riscv-isa", !181}
!181 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!182 = !{i32 8, !"PIC Level", i32 2}
!183 = !{i32 7, !"PIE Level", i32 2}
!184 = !{i32 7, !"uwtable", i32 2}
!185 = !{i32 8, !"SmallDataLimit", i32 8}
!186 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!187 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!188 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 271, type: !189, scopeLine: 272, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !193)
!189 = !DISubroutineType(types: !190)
!190 = !{!6, !6, !191}
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!193 = !{!194, !195, !196, !197, !198, !199}
!194 = !DILocalVariable(name: "argc", arg: 1, scope: !188, file: !3, line: 271, type: !6)
!195 = !DILocalVariable(name: "argv", arg: 2, scope: !188, file: !3, line: 271, type: !191)
!196 = !DILocalVariable(name: "i", scope: !188, file: !3, line: 273, type: !6)
!197 = !DILocalVariable(name: "j", scope: !188, file: !3, line: 273, type: !6)
!198 = !DILocalVariable(name: "k", scope: !188, file: !3, line: 273, type: !6)
!199 = !DILocalVariable(name: "print_hash_value", scope: !188, file: !3, line: 274, type: !6)
!200 = !DILocation(line: 0, scope: !188)
!201 = !DILocation(line: 275, column: 14, scope: !202)
!202 = distinct !DILexicalBlock(scope: !188, file: !3, line: 275, column: 9)
!203 = !DILocation(line: 275, column: 19, scope: !202)
!204 = !DILocation(line: 275, column: 29, scope: !202)
!205 = !{!206, !206, i64 0}
!206 = !{!"any pointer", !207, i64 0}
!207 = !{!"omnipotent char", !208, i64 0}
!208 = !{!"Simple C/C++ TBAA"}
!209 = !DILocation(line: 275, column: 43, scope: !202)
!210 = !DILocation(line: 275, column: 9, scope: !188)
!211 = !DILocalVariable(name: "poly", scope: !212, file: !78, line: 54, type: !219)
!212 = distinct !DISubprogram(name: "crc32_gentab", scope: !78, file: !78, line: 51, type: !213, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{null}
!215 = !{!216, !211, !217, !218}
!216 = !DILocalVariable(name: "crc", scope: !212, file: !78, line: 53, type: !80)
!217 = !DILocalVariable(name: "i", scope: !212, file: !78, line: 55, type: !6)
!218 = !DILocalVariable(name: "j", scope: !212, file: !78, line: 55, type: !6)
!219 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!220 = !DILocation(line: 0, scope: !212, inlinedAt: !221)
!221 = distinct !DILocation(line: 277, column: 5, scope: !188)
!222 = !DILocation(line: 57, column: 2, scope: !223, inlinedAt: !221)
!223 = distinct !DILexicalBlock(scope: !212, file: !78, line: 57, column: 2)
!224 = !DILocation(line: 60, column: 12, scope: !225, inlinedAt: !221)
!225 = distinct !DILexicalBlock(scope: !226, file: !78, line: 60, column: 8)
!226 = distinct !DILexicalBlock(scope: !227, file: !78, line: 59, column: 27)
!227 = distinct !DILexicalBlock(scope: !228, file: !78, line: 59, column: 3)
!228 = distinct !DILexicalBlock(scope: !229, file: !78, line: 59, column: 3)
!229 = distinct !DILexicalBlock(scope: !230, file: !78, line: 57, column: 28)
!230 = distinct !DILexicalBlock(scope: !223, file: !78, line: 57, column: 2)
!231 = !DILocation(line: 60, column: 8, scope: !226, inlinedAt: !221)
!232 = !DILocation(line: 66, column: 3, scope: !229, inlinedAt: !221)
!233 = !DILocation(line: 66, column: 16, scope: !229, inlinedAt: !221)
!234 = !{!235, !235, i64 0}
!235 = !{!"int", !207, i64 0}
!236 = !DILocation(line: 57, column: 24, scope: !230, inlinedAt: !221)
!237 = !DILocation(line: 57, column: 16, scope: !230, inlinedAt: !221)
!238 = distinct !{!238, !222, !239, !240}
!239 = !DILocation(line: 67, column: 2, scope: !223, inlinedAt: !221)
!240 = !{!"llvm.loop.mustprogress"}
!241 = !DILocalVariable(name: "l_25", scope: !242, file: !3, line: 76, type: !317)
!242 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 73, type: !243, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !245)
!243 = !DISubroutineType(types: !244)
!244 = !{!124}
!245 = !{!246, !241, !247, !248, !249, !250, !251, !252, !254, !255, !257, !258, !260, !262, !264, !267, !269, !271, !275, !277, !278, !279, !280, !281, !282, !283, !287, !288, !292, !296, !297, !298, !299, !301, !303, !304, !305, !306, !307, !313, !314, !315}
!246 = !DILocalVariable(name: "l_6", scope: !242, file: !3, line: 75, type: !91)
!247 = !DILocalVariable(name: "l_88", scope: !242, file: !3, line: 77, type: !119)
!248 = !DILocalVariable(name: "l_125", scope: !242, file: !3, line: 78, type: !91)
!249 = !DILocalVariable(name: "l_126", scope: !242, file: !3, line: 79, type: !99)
!250 = !DILocalVariable(name: "l_137", scope: !242, file: !3, line: 80, type: !80)
!251 = !DILocalVariable(name: "l_138", scope: !242, file: !3, line: 81, type: !152)
!252 = !DILocalVariable(name: "l_139", scope: !242, file: !3, line: 82, type: !253)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!254 = !DILocalVariable(name: "l_140", scope: !242, file: !3, line: 83, type: !91)
!255 = !DILocalVariable(name: "l_160", scope: !242, file: !3, line: 84, type: !256)
!256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!257 = !DILocalVariable(name: "l_162", scope: !242, file: !3, line: 85, type: !163)
!258 = !DILocalVariable(name: "l_173", scope: !242, file: !3, line: 86, type: !259)
!259 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 384, elements: !47)
!260 = !DILocalVariable(name: "l_182", scope: !242, file: !3, line: 87, type: !261)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!262 = !DILocalVariable(name: "l_181", scope: !242, file: !3, line: 88, type: !263)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 64)
!264 = !DILocalVariable(name: "l_183", scope: !242, file: !3, line: 89, type: !265)
!265 = !DICompositeType(tag: DW_TAG_array_type, baseType: !263, size: 6144, elements: !266)
!266 = !{!14, !24, !48}
!267 = !DILocalVariable(name: "l_184", scope: !242, file: !3, line: 90, type: !268)
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!269 = !DILocalVariable(name: "l_187", scope: !242, file: !3, line: 91, type: !270)
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!271 = !DILocalVariable(name: "l_190", scope: !242, file: !3, line: 92, type: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 64)
!275 = !DILocalVariable(name: "l_191", scope: !242, file: !3, line: 93, type: !276)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!277 = !DILocalVariable(name: "l_192", scope: !242, file: !3, line: 94, type: !124)
!278 = !DILocalVariable(name: "l_197", scope: !242, file: !3, line: 95, type: !119)
!279 = !DILocalVariable(name: "l_217", scope: !242, file: !3, line: 96, type: !163)
!280 = !DILocalVariable(name: "i", scope: !242, file: !3, line: 97, type: !6)
!281 = !DILocalVariable(name: "j", scope: !242, file: !3, line: 97, type: !6)
!282 = !DILocalVariable(name: "k", scope: !242, file: !3, line: 97, type: !6)
!283 = !DILocalVariable(name: "l_157", scope: !284, file: !3, line: 102, type: !286)
!284 = distinct !DILexicalBlock(scope: !285, file: !3, line: 101, column: 5)
!285 = distinct !DILexicalBlock(scope: !242, file: !3, line: 100, column: 9)
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
!317 = !DICompositeType(tag: DW_TAG_array_type, baseType: !318, size: 56, elements: !319)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !152)
!319 = !{!320}
!320 = !DISubrange(count: 7)
!321 = distinct !DIAssignID()
!322 = !DILocation(line: 0, scope: !242, inlinedAt: !323)
!323 = distinct !DILocation(line: 278, column: 5, scope: !188)
!324 = distinct !DIAssignID()
!325 = distinct !DIAssignID()
!326 = distinct !DIAssignID()
!327 = distinct !DIAssignID()
!328 = !DILocation(line: 100, column: 239, scope: !285, inlinedAt: !323)
!329 = !{!330, !330, i64 0}
!330 = !{!"long", !207, i64 0}
!331 = !DILocation(line: 100, column: 282, scope: !285, inlinedAt: !323)
!332 = !DILocalVariable(name: "l_75", scope: !333, file: !3, line: 233, type: !384)
!333 = distinct !DISubprogram(name: "func_28", scope: !3, file: !3, line: 216, type: !334, scopeLine: 217, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !336)
!334 = !DISubroutineType(types: !335)
!335 = !{!80, !91, !124, !119, !102}
!336 = !{!337, !338, !339, !340, !341, !342, !343, !344, !345, !346, !347, !348, !349, !350, !351, !352, !353, !354, !357, !332, !360, !361, !362, !363, !369, !370, !373, !374, !375, !376, !377, !381, !382, !383}
!337 = !DILocalVariable(name: "p_29", arg: 1, scope: !333, file: !3, line: 216, type: !91)
!338 = !DILocalVariable(name: "p_30", arg: 2, scope: !333, file: !3, line: 216, type: !124)
!339 = !DILocalVariable(name: "p_31", arg: 3, scope: !333, file: !3, line: 216, type: !119)
!340 = !DILocalVariable(name: "p_32", arg: 4, scope: !333, file: !3, line: 216, type: !102)
!341 = !DILocalVariable(name: "l_35", scope: !333, file: !3, line: 218, type: !90)
!342 = !DILocalVariable(name: "l_37", scope: !333, file: !3, line: 219, type: !90)
!343 = !DILocalVariable(name: "l_38", scope: !333, file: !3, line: 220, type: !90)
!344 = !DILocalVariable(name: "l_39", scope: !333, file: !3, line: 221, type: !90)
!345 = !DILocalVariable(name: "l_40", scope: !333, file: !3, line: 222, type: !90)
!346 = !DILocalVariable(name: "l_41", scope: !333, file: !3, line: 223, type: !90)
!347 = !DILocalVariable(name: "l_42", scope: !333, file: !3, line: 224, type: !90)
!348 = !DILocalVariable(name: "l_43", scope: !333, file: !3, line: 225, type: !90)
!349 = !DILocalVariable(name: "l_44", scope: !333, file: !3, line: 226, type: !91)
!350 = !DILocalVariable(name: "l_45", scope: !333, file: !3, line: 227, type: !90)
!351 = !DILocalVariable(name: "l_46", scope: !333, file: !3, line: 228, type: !90)
!352 = !DILocalVariable(name: "l_47", scope: !333, file: !3, line: 229, type: !91)
!353 = !DILocalVariable(name: "l_48", scope: !333, file: !3, line: 230, type: !90)
!354 = !DILocalVariable(name: "l_49", scope: !333, file: !3, line: 231, type: !355)
!355 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 8640, elements: !356)
!356 = !{!19, !295, !65}
!357 = !DILocalVariable(name: "l_67", scope: !333, file: !3, line: 232, type: !358)
!358 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 3072, elements: !359)
!359 = !{!295, !24}
!360 = !DILocalVariable(name: "i", scope: !333, file: !3, line: 234, type: !6)
!361 = !DILocalVariable(name: "j", scope: !333, file: !3, line: 234, type: !6)
!362 = !DILocalVariable(name: "k", scope: !333, file: !3, line: 234, type: !6)
!363 = !DILocalVariable(name: "l_72", scope: !364, file: !3, line: 240, type: !366)
!364 = distinct !DILexicalBlock(scope: !365, file: !3, line: 239, column: 5)
!365 = distinct !DILexicalBlock(scope: !333, file: !3, line: 238, column: 9)
!366 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 7168, elements: !367)
!367 = !{!368, !24, !320}
!368 = !DISubrange(count: 1)
!369 = !DILocalVariable(name: "l_76", scope: !364, file: !3, line: 241, type: !302)
!370 = !DILocalVariable(name: "l_80", scope: !364, file: !3, line: 242, type: !371)
!371 = !DICompositeType(tag: DW_TAG_array_type, baseType: !286, size: 4480, elements: !372)
!372 = !{!320, !167}
!373 = !DILocalVariable(name: "l_82", scope: !364, file: !3, line: 243, type: !91)
!374 = !DILocalVariable(name: "i", scope: !364, file: !3, line: 244, type: !6)
!375 = !DILocalVariable(name: "j", scope: !364, file: !3, line: 244, type: !6)
!376 = !DILocalVariable(name: "k", scope: !364, file: !3, line: 244, type: !6)
!377 = !DILocalVariable(name: "l_83", scope: !378, file: !3, line: 250, type: !379)
!378 = distinct !DILexicalBlock(scope: !365, file: !3, line: 249, column: 5)
!379 = !DICompositeType(tag: DW_TAG_array_type, baseType: !318, size: 24, elements: !380)
!380 = !{!295}
!381 = !DILocalVariable(name: "l_86", scope: !378, file: !3, line: 251, type: !90)
!382 = !DILocalVariable(name: "l_87", scope: !378, file: !3, line: 252, type: !261)
!383 = !DILocalVariable(name: "i", scope: !378, file: !3, line: 253, type: !6)
!384 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 128, elements: !385)
!385 = !{!386}
!386 = !DISubrange(count: 4)
!387 = distinct !DIAssignID()
!388 = !DILocation(line: 0, scope: !333, inlinedAt: !389)
!389 = distinct !DILocation(line: 100, column: 253, scope: !285, inlinedAt: !323)
!390 = !DILocation(line: 237, column: 9, scope: !333, inlinedAt: !389)
!391 = !DILocalVariable(name: "left", arg: 1, scope: !392, file: !393, line: 248, type: !144)
!392 = distinct !DISubprogram(name: "safe_rshift_func_int16_t_s_s", scope: !393, file: !393, line: 248, type: !394, scopeLine: 249, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !396)
!393 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!394 = !DISubroutineType(types: !395)
!395 = !{!144, !144, !6}
!396 = !{!391, !397}
!397 = !DILocalVariable(name: "right", arg: 2, scope: !392, file: !393, line: 248, type: !6)
!398 = !DILocation(line: 0, scope: !392, inlinedAt: !399)
!399 = distinct !DILocation(line: 238, column: 265, scope: !365, inlinedAt: !389)
!400 = !DILocalVariable(name: "si1", arg: 1, scope: !401, file: !393, line: 200, type: !144)
!401 = distinct !DISubprogram(name: "safe_mod_func_int16_t_s_s", scope: !393, file: !393, line: 200, type: !402, scopeLine: 201, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !404)
!402 = !DISubroutineType(types: !403)
!403 = !{!144, !144, !144}
!404 = !{!400, !405}
!405 = !DILocalVariable(name: "si2", arg: 2, scope: !401, file: !393, line: 200, type: !144)
!406 = !DILocation(line: 0, scope: !401, inlinedAt: !407)
!407 = distinct !DILocation(line: 238, column: 158, scope: !365, inlinedAt: !389)
!408 = !DILocalVariable(name: "ui1", arg: 1, scope: !409, file: !393, line: 553, type: !124)
!409 = distinct !DISubprogram(name: "safe_sub_func_uint8_t_u_u", scope: !393, file: !393, line: 553, type: !410, scopeLine: 554, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !412)
!410 = !DISubroutineType(types: !411)
!411 = !{!124, !124, !124}
!412 = !{!408, !413}
!413 = !DILocalVariable(name: "ui2", arg: 2, scope: !409, file: !393, line: 553, type: !124)
!414 = !DILocation(line: 0, scope: !409, inlinedAt: !415)
!415 = distinct !DILocation(line: 238, column: 112, scope: !365, inlinedAt: !389)
!416 = !DILocalVariable(name: "left", arg: 1, scope: !417, file: !393, line: 94, type: !152)
!417 = distinct !DISubprogram(name: "safe_lshift_func_int8_t_s_s", scope: !393, file: !393, line: 94, type: !418, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !420)
!418 = !DISubroutineType(types: !419)
!419 = !{!152, !152, !6}
!420 = !{!416, !421}
!421 = !DILocalVariable(name: "right", arg: 2, scope: !417, file: !393, line: 94, type: !6)
!422 = !DILocation(line: 0, scope: !417, inlinedAt: !423)
!423 = distinct !DILocation(line: 238, column: 49, scope: !365, inlinedAt: !389)
!424 = !DILocation(line: 238, column: 355, scope: !365, inlinedAt: !389)
!425 = !DILocalVariable(name: "ui1", arg: 1, scope: !426, file: !393, line: 771, type: !80)
!426 = distinct !DISubprogram(name: "safe_mod_func_uint32_t_u_u", scope: !393, file: !393, line: 771, type: !427, scopeLine: 772, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !429)
!427 = !DISubroutineType(types: !428)
!428 = !{!80, !80, !80}
!429 = !{!425, !430}
!430 = !DILocalVariable(name: "ui2", arg: 2, scope: !426, file: !393, line: 771, type: !80)
!431 = !DILocation(line: 0, scope: !426, inlinedAt: !432)
!432 = distinct !DILocation(line: 238, column: 10, scope: !365, inlinedAt: !389)
!433 = !DILocation(line: 776, column: 10, scope: !426, inlinedAt: !432)
!434 = !DILocation(line: 776, column: 5, scope: !426, inlinedAt: !432)
!435 = !DILocation(line: 779, column: 10, scope: !426, inlinedAt: !432)
!436 = !DILocation(line: 238, column: 10, scope: !365, inlinedAt: !389)
!437 = !DILocation(line: 238, column: 9, scope: !333, inlinedAt: !389)
!438 = distinct !DIAssignID()
!439 = !DILocation(line: 0, scope: !364, inlinedAt: !389)
!440 = distinct !DIAssignID()
!441 = distinct !DIAssignID()
!442 = !DILocation(line: 245, column: 204, scope: !364, inlinedAt: !389)
!443 = !DILocation(line: 245, column: 25, scope: !364, inlinedAt: !389)
!444 = !DILocation(line: 245, column: 301, scope: !364, inlinedAt: !389)
!445 = !DILocation(line: 245, column: 304, scope: !364, inlinedAt: !389)
!446 = distinct !DIAssignID()
!447 = !DILocation(line: 0, scope: !378, inlinedAt: !389)
!448 = !DILocation(line: 254, column: 17, scope: !378, inlinedAt: !389)
!449 = !{!450, !235, i64 8}
!450 = !{!"S1", !235, i64 0, !235, i64 4, !235, i64 8}
!451 = !DILocalVariable(name: "l_117", scope: !452, file: !3, line: 193, type: !259)
!452 = distinct !DILexicalBlock(scope: !453, file: !3, line: 192, column: 5)
!453 = distinct !DILexicalBlock(scope: !454, file: !3, line: 191, column: 9)
!454 = distinct !DISubprogram(name: "func_15", scope: !3, file: !3, line: 175, type: !455, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !457)
!455 = !DISubroutineType(types: !456)
!456 = !{!119, !80, !152, !91, !80, !144}
!457 = !{!458, !459, !460, !461, !462, !463, !464, !467, !469, !470, !471, !472, !474, !475, !476, !477, !478, !479, !480, !451, !481}
!458 = !DILocalVariable(name: "p_16", arg: 1, scope: !454, file: !3, line: 175, type: !80)
!459 = !DILocalVariable(name: "p_17", arg: 2, scope: !454, file: !3, line: 175, type: !152)
!460 = !DILocalVariable(name: "p_18", arg: 3, scope: !454, file: !3, line: 175, type: !91)
!461 = !DILocalVariable(name: "p_19", arg: 4, scope: !454, file: !3, line: 175, type: !80)
!462 = !DILocalVariable(name: "p_20", arg: 5, scope: !454, file: !3, line: 175, type: !144)
!463 = !DILocalVariable(name: "l_93", scope: !454, file: !3, line: 177, type: !144)
!464 = !DILocalVariable(name: "l_105", scope: !454, file: !3, line: 178, type: !465)
!465 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !466, size: 64)
!466 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!467 = !DILocalVariable(name: "l_104", scope: !454, file: !3, line: 179, type: !468)
!468 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !465, size: 64)
!469 = !DILocalVariable(name: "l_106", scope: !454, file: !3, line: 180, type: !274)
!470 = !DILocalVariable(name: "l_107", scope: !454, file: !3, line: 181, type: !273)
!471 = !DILocalVariable(name: "l_108", scope: !454, file: !3, line: 182, type: !273)
!472 = !DILocalVariable(name: "l_109", scope: !454, file: !3, line: 183, type: !473)
!473 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!474 = !DILocalVariable(name: "l_110", scope: !454, file: !3, line: 184, type: !473)
!475 = !DILocalVariable(name: "l_111", scope: !454, file: !3, line: 185, type: !473)
!476 = !DILocalVariable(name: "l_112", scope: !454, file: !3, line: 186, type: !473)
!477 = !DILocalVariable(name: "l_113", scope: !454, file: !3, line: 187, type: !473)
!478 = !DILocalVariable(name: "l_115", scope: !454, file: !3, line: 188, type: !253)
!479 = !DILocalVariable(name: "l_118", scope: !454, file: !3, line: 189, type: !91)
!480 = !DILocalVariable(name: "l_119", scope: !454, file: !3, line: 190, type: !91)
!481 = !DILocalVariable(name: "i", scope: !452, file: !3, line: 194, type: !6)
!482 = distinct !DIAssignID()
!483 = !DILocation(line: 0, scope: !452, inlinedAt: !484)
!484 = distinct !DILocation(line: 100, column: 160, scope: !285, inlinedAt: !323)
!485 = !DILocation(line: 0, scope: !454, inlinedAt: !484)
!486 = !DILocation(line: 191, column: 172, scope: !453, inlinedAt: !484)
!487 = !DILocation(line: 191, column: 213, scope: !453, inlinedAt: !484)
!488 = !{!450, !235, i64 4}
!489 = !DILocation(line: 191, column: 20, scope: !453, inlinedAt: !484)
!490 = !{!207, !207, i64 0}
!491 = !DILocation(line: 197, column: 14, scope: !452, inlinedAt: !484)
!492 = !DILocation(line: 279, column: 21, scope: !188)
!493 = !DILocation(line: 279, column: 5, scope: !188)
!494 = !DILocation(line: 282, column: 9, scope: !495)
!495 = distinct !DILexicalBlock(scope: !496, file: !3, line: 281, column: 5)
!496 = distinct !DILexicalBlock(scope: !497, file: !3, line: 280, column: 5)
!497 = distinct !DILexicalBlock(scope: !188, file: !3, line: 280, column: 5)
!498 = !DILocation(line: 283, column: 13, scope: !495)
!499 = !DILocation(line: 283, column: 31, scope: !500)
!500 = distinct !DILexicalBlock(scope: !495, file: !3, line: 283, column: 13)
!501 = !DILocation(line: 286, column: 5, scope: !188)
!502 = !DILocation(line: 287, column: 5, scope: !188)
!503 = !DILocation(line: 288, column: 21, scope: !188)
!504 = !DILocation(line: 288, column: 5, scope: !188)
!505 = !DILocation(line: 289, column: 26, scope: !188)
!506 = !DILocation(line: 289, column: 21, scope: !188)
!507 = !DILocation(line: 289, column: 5, scope: !188)
!508 = !DILocation(line: 290, column: 26, scope: !188)
!509 = !DILocation(line: 290, column: 21, scope: !188)
!510 = !DILocation(line: 290, column: 5, scope: !188)
!511 = !DILocation(line: 291, column: 26, scope: !188)
!512 = !DILocation(line: 291, column: 21, scope: !188)
!513 = !DILocation(line: 291, column: 5, scope: !188)
!514 = !DILocation(line: 292, column: 5, scope: !188)
!515 = !DILocation(line: 293, column: 21, scope: !188)
!516 = !DILocation(line: 293, column: 5, scope: !188)
!517 = !DILocation(line: 294, column: 5, scope: !518)
!518 = distinct !DILexicalBlock(scope: !188, file: !3, line: 294, column: 5)
!519 = !DILocation(line: 296, column: 9, scope: !520)
!520 = distinct !DILexicalBlock(scope: !521, file: !3, line: 296, column: 9)
!521 = distinct !DILexicalBlock(scope: !522, file: !3, line: 295, column: 5)
!522 = distinct !DILexicalBlock(scope: !518, file: !3, line: 294, column: 5)
!523 = !DILocation(line: 300, column: 33, scope: !524)
!524 = distinct !DILexicalBlock(scope: !525, file: !3, line: 299, column: 13)
!525 = distinct !DILexicalBlock(scope: !526, file: !3, line: 298, column: 13)
!526 = distinct !DILexicalBlock(scope: !527, file: !3, line: 298, column: 13)
!527 = distinct !DILexicalBlock(scope: !528, file: !3, line: 297, column: 9)
!528 = distinct !DILexicalBlock(scope: !520, file: !3, line: 296, column: 9)
!529 = !DILocation(line: 300, column: 17, scope: !524)
!530 = !DILocation(line: 301, column: 21, scope: !524)
!531 = !DILocation(line: 301, column: 39, scope: !532)
!532 = distinct !DILexicalBlock(scope: !524, file: !3, line: 301, column: 21)
!533 = !DILocation(line: 296, column: 29, scope: !528)
!534 = !DILocation(line: 296, column: 23, scope: !528)
!535 = distinct !{!535, !519, !536, !240}
!536 = !DILocation(line: 304, column: 9, scope: !520)
!537 = !DILocation(line: 294, column: 25, scope: !522)
!538 = !DILocation(line: 294, column: 19, scope: !522)
!539 = distinct !{!539, !517, !540, !240}
!540 = !DILocation(line: 305, column: 5, scope: !518)
!541 = !DILocation(line: 306, column: 21, scope: !188)
!542 = !DILocation(line: 306, column: 5, scope: !188)
!543 = !DILocation(line: 307, column: 5, scope: !188)
!544 = !DILocation(line: 308, column: 5, scope: !188)
!545 = !DILocation(line: 309, column: 5, scope: !188)
!546 = !DILocation(line: 310, column: 5, scope: !188)
!547 = !DILocation(line: 313, column: 9, scope: !548)
!548 = distinct !DILexicalBlock(scope: !549, file: !3, line: 312, column: 5)
!549 = distinct !DILexicalBlock(scope: !550, file: !3, line: 311, column: 5)
!550 = distinct !DILexicalBlock(scope: !188, file: !3, line: 311, column: 5)
!551 = !DILocation(line: 314, column: 13, scope: !548)
!552 = !DILocation(line: 314, column: 31, scope: !553)
!553 = distinct !DILexicalBlock(scope: !548, file: !3, line: 314, column: 13)
!554 = !DILocation(line: 317, column: 5, scope: !188)
!555 = !DILocation(line: 318, column: 23, scope: !188)
!556 = !DILocation(line: 318, column: 37, scope: !188)
!557 = !DILocalVariable(name: "crc", arg: 1, scope: !558, file: !172, line: 49, type: !80)
!558 = distinct !DISubprogram(name: "platform_main_end", scope: !172, file: !172, line: 49, type: !559, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !561)
!559 = !DISubroutineType(types: !560)
!560 = !{null, !80, !6}
!561 = !{!557, !562}
!562 = !DILocalVariable(name: "flag", arg: 2, scope: !558, file: !172, line: 49, type: !6)
!563 = !DILocation(line: 0, scope: !558, inlinedAt: !564)
!564 = distinct !DILocation(line: 318, column: 5, scope: !188)
!565 = !DILocation(line: 56, column: 2, scope: !558, inlinedAt: !564)
!566 = !DILocation(line: 319, column: 5, scope: !188)
!567 = distinct !DISubprogram(name: "transparent_crc", scope: !78, file: !78, line: 110, type: !568, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !570)
!568 = !DISubroutineType(types: !569)
!569 = !{null, !119, !192, !6}
!570 = !{!571, !572, !573}
!571 = !DILocalVariable(name: "val", arg: 1, scope: !567, file: !78, line: 110, type: !119)
!572 = !DILocalVariable(name: "vname", arg: 2, scope: !567, file: !78, line: 110, type: !192)
!573 = !DILocalVariable(name: "flag", arg: 3, scope: !567, file: !78, line: 110, type: !6)
!574 = !DILocation(line: 0, scope: !567)
!575 = !DILocalVariable(name: "val", arg: 1, scope: !576, file: !78, line: 97, type: !119)
!576 = distinct !DISubprogram(name: "crc32_8bytes", scope: !78, file: !78, line: 97, type: !577, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !579)
!577 = !DISubroutineType(types: !578)
!578 = !{null, !119}
!579 = !{!575}
!580 = !DILocation(line: 0, scope: !576, inlinedAt: !581)
!581 = distinct !DILocation(line: 112, column: 2, scope: !567)
!582 = !DILocalVariable(name: "b", arg: 1, scope: !583, file: !78, line: 71, type: !124)
!583 = distinct !DISubprogram(name: "crc32_byte", scope: !78, file: !78, line: 71, type: !584, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !586)
!584 = !DISubroutineType(types: !585)
!585 = !{null, !124}
!586 = !{!582}
!587 = !DILocation(line: 0, scope: !583, inlinedAt: !588)
!588 = distinct !DILocation(line: 99, column: 2, scope: !576, inlinedAt: !581)
!589 = !DILocation(line: 73, column: 5, scope: !583, inlinedAt: !588)
!590 = !DILocation(line: 73, column: 19, scope: !583, inlinedAt: !588)
!591 = !DILocation(line: 74, column: 33, scope: !583, inlinedAt: !588)
!592 = !DILocation(line: 74, column: 3, scope: !583, inlinedAt: !588)
!593 = !DILocation(line: 73, column: 39, scope: !583, inlinedAt: !588)
!594 = !DILocation(line: 100, column: 18, scope: !576, inlinedAt: !581)
!595 = !DILocation(line: 0, scope: !583, inlinedAt: !596)
!596 = distinct !DILocation(line: 100, column: 2, scope: !576, inlinedAt: !581)
!597 = !DILocation(line: 73, column: 19, scope: !583, inlinedAt: !596)
!598 = !DILocation(line: 74, column: 33, scope: !583, inlinedAt: !596)
!599 = !DILocation(line: 74, column: 3, scope: !583, inlinedAt: !596)
!600 = !DILocation(line: 73, column: 39, scope: !583, inlinedAt: !596)
!601 = !DILocation(line: 101, column: 18, scope: !576, inlinedAt: !581)
!602 = !DILocation(line: 0, scope: !583, inlinedAt: !603)
!603 = distinct !DILocation(line: 101, column: 2, scope: !576, inlinedAt: !581)
!604 = !DILocation(line: 73, column: 19, scope: !583, inlinedAt: !603)
!605 = !DILocation(line: 74, column: 33, scope: !583, inlinedAt: !603)
!606 = !DILocation(line: 74, column: 3, scope: !583, inlinedAt: !603)
!607 = !DILocation(line: 73, column: 39, scope: !583, inlinedAt: !603)
!608 = !DILocation(line: 102, column: 18, scope: !576, inlinedAt: !581)
!609 = !DILocation(line: 0, scope: !583, inlinedAt: !610)
!610 = distinct !DILocation(line: 102, column: 2, scope: !576, inlinedAt: !581)
!611 = !DILocation(line: 73, column: 19, scope: !583, inlinedAt: !610)
!612 = !DILocation(line: 74, column: 33, scope: !583, inlinedAt: !610)
!613 = !DILocation(line: 74, column: 3, scope: !583, inlinedAt: !610)
!614 = !DILocation(line: 73, column: 39, scope: !583, inlinedAt: !610)
!615 = !DILocation(line: 103, column: 18, scope: !576, inlinedAt: !581)
!616 = !DILocation(line: 0, scope: !583, inlinedAt: !617)
!617 = distinct !DILocation(line: 103, column: 2, scope: !576, inlinedAt: !581)
!618 = !DILocation(line: 73, column: 19, scope: !583, inlinedAt: !617)
!619 = !DILocation(line: 74, column: 33, scope: !583, inlinedAt: !617)
!620 = !DILocation(line: 74, column: 3, scope: !583, inlinedAt: !617)
!621 = !DILocation(line: 73, column: 39, scope: !583, inlinedAt: !617)
!622 = !DILocation(line: 104, column: 18, scope: !576, inlinedAt: !581)
!623 = !DILocation(line: 0, scope: !583, inlinedAt: !624)
!624 = distinct !DILocation(line: 104, column: 2, scope: !576, inlinedAt: !581)
!625 = !DILocation(line: 73, column: 19, scope: !583, inlinedAt: !624)
!626 = !DILocation(line: 74, column: 33, scope: !583, inlinedAt: !624)
!627 = !DILocation(line: 74, column: 3, scope: !583, inlinedAt: !624)
!628 = !DILocation(line: 73, column: 39, scope: !583, inlinedAt: !624)
!629 = !DILocation(line: 105, column: 18, scope: !576, inlinedAt: !581)
!630 = !DILocation(line: 0, scope: !583, inlinedAt: !631)
!631 = distinct !DILocation(line: 105, column: 2, scope: !576, inlinedAt: !581)
!632 = !DILocation(line: 73, column: 19, scope: !583, inlinedAt: !631)
!633 = !DILocation(line: 74, column: 33, scope: !583, inlinedAt: !631)
!634 = !DILocation(line: 74, column: 3, scope: !583, inlinedAt: !631)
!635 = !DILocation(line: 73, column: 39, scope: !583, inlinedAt: !631)
!636 = !DILocation(line: 106, column: 18, scope: !576, inlinedAt: !581)
!637 = !DILocation(line: 0, scope: !583, inlinedAt: !638)
!638 = distinct !DILocation(line: 106, column: 2, scope: !576, inlinedAt: !581)
!639 = !DILocation(line: 73, column: 19, scope: !583, inlinedAt: !638)
!640 = !DILocation(line: 74, column: 3, scope: !583, inlinedAt: !638)
!641 = !DILocation(line: 73, column: 39, scope: !583, inlinedAt: !638)
!642 = !DILocation(line: 72, column: 16, scope: !583, inlinedAt: !638)
!643 = !DILocation(line: 113, column: 6, scope: !644)
!644 = distinct !DILexicalBlock(scope: !567, file: !78, line: 113, column: 6)
!645 = !DILocation(line: 113, column: 6, scope: !567)
!646 = !DILocation(line: 114, column: 73, scope: !647)
!647 = distinct !DILexicalBlock(scope: !644, file: !78, line: 113, column: 12)
!648 = !DILocation(line: 114, column: 5, scope: !647)
!649 = !DILocation(line: 115, column: 2, scope: !647)
!650 = !DILocation(line: 116, column: 1, scope: !567)
!651 = !DISubprogram(name: "printf", scope: !652, file: !652, line: 356, type: !653, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!652 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!653 = !DISubroutineType(types: !654)
!654 = !{!6, !655, null}
!655 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !656)
!656 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !657, size: 64)
!657 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
