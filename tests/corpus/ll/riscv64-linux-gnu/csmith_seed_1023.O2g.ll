; ModuleID = 'tests/programs/csmith/seed_1023.c'
source_filename = "tests/programs/csmith/seed_1023.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%union.U0 = type { i64 }

@g_19 = internal unnamed_addr constant [3 x [6 x [1 x i32]]] [[6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]], [6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]], [6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]]], align 4, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"g_19[i][j][k]\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [5 x i8] c"g_41\00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [5 x i8] c"g_62\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [5 x i8] c"g_83\00", align 1, !dbg !32
@.str.6 = private unnamed_addr constant [5 x i8] c"g_85\00", align 1, !dbg !34
@.str.7 = private unnamed_addr constant [5 x i8] c"g_93\00", align 1, !dbg !36
@.str.8 = private unnamed_addr constant [9 x i8] c"g_120[i]\00", align 1, !dbg !38
@.str.9 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !43
@.str.10 = private unnamed_addr constant [6 x i8] c"g_162\00", align 1, !dbg !45
@.str.11 = private unnamed_addr constant [9 x i8] c"g_172[i]\00", align 1, !dbg !50
@.str.12 = private unnamed_addr constant [6 x i8] c"g_183\00", align 1, !dbg !52
@.str.13 = private unnamed_addr constant [6 x i8] c"g_187\00", align 1, !dbg !54
@.str.14 = private unnamed_addr constant [6 x i8] c"g_217\00", align 1, !dbg !56
@.str.15 = private unnamed_addr constant [6 x i8] c"g_218\00", align 1, !dbg !58
@.str.16 = private unnamed_addr constant [6 x i8] c"g_232\00", align 1, !dbg !60
@g_264 = internal global %union.U0 { i64 2294581504738829706 }, align 8, !dbg !181
@.str.17 = private unnamed_addr constant [9 x i8] c"g_264.f0\00", align 1, !dbg !62
@.str.18 = private unnamed_addr constant [9 x i8] c"g_264.f1\00", align 1, !dbg !64
@.str.19 = private unnamed_addr constant [6 x i8] c"g_270\00", align 1, !dbg !66
@.str.20 = private unnamed_addr constant [6 x i8] c"g_271\00", align 1, !dbg !68
@.str.21 = private unnamed_addr constant [9 x i8] c"g_281.f0\00", align 1, !dbg !70
@.str.22 = private unnamed_addr constant [9 x i8] c"g_281.f1\00", align 1, !dbg !72
@.str.23 = private unnamed_addr constant [6 x i8] c"g_320\00", align 1, !dbg !74
@.str.24 = private unnamed_addr constant [6 x i8] c"g_357\00", align 1, !dbg !76
@.str.25 = private unnamed_addr constant [9 x i8] c"g_404.f0\00", align 1, !dbg !78
@.str.26 = private unnamed_addr constant [9 x i8] c"g_404.f1\00", align 1, !dbg !80
@g_443 = internal global i64 9, align 8, !dbg !209
@.str.27 = private unnamed_addr constant [6 x i8] c"g_443\00", align 1, !dbg !82
@g_444 = internal global i32 -1095729418, align 4, !dbg !212
@.str.28 = private unnamed_addr constant [6 x i8] c"g_444\00", align 1, !dbg !84
@g_477.1 = internal unnamed_addr global i8 0, align 1, !dbg !235
@.str.29 = private unnamed_addr constant [9 x i8] c"g_477[i]\00", align 1, !dbg !86
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !229
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !88
@.str.30 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !137
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !223

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !248 {
    #dbg_value(i32 %0, !254, !DIExpression(), !260)
    #dbg_value(ptr %1, !255, !DIExpression(), !260)
    #dbg_value(i32 0, !259, !DIExpression(), !260)
  %3 = icmp eq i32 %0, 2, !dbg !261
  br i1 %3, label %4, label %17, !dbg !263

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !264
  %6 = load ptr, ptr %5, align 8, !dbg !264, !tbaa !265
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !269
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !270
  %16 = zext i1 %15 to i32, !dbg !270
  br label %17, !dbg !270

17:                                               ; preds = %13, %2
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !260
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !260
    #dbg_value(i32 %19, !259, !DIExpression(), !260)
    #dbg_value(i32 -306674912, !271, !DIExpression(), !280)
    #dbg_value(i32 0, !277, !DIExpression(), !280)
  br label %20, !dbg !282

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ]
    #dbg_value(i64 %21, !277, !DIExpression(), !280)
    #dbg_value(i32 8, !278, !DIExpression(), !280)
    #dbg_value(i64 %21, !276, !DIExpression(), !280)
    #dbg_value(i32 8, !278, !DIExpression(), !280)
    #dbg_value(i64 %21, !276, !DIExpression(), !280)
  %22 = trunc nuw nsw i64 %21 to i32, !dbg !284
  %23 = and i32 %22, 1, !dbg !284
  %24 = icmp eq i32 %23, 0, !dbg !284
  %25 = lshr i32 %22, 1, !dbg !291
  %26 = xor i32 %25, -306674912, !dbg !291
  %27 = select i1 %24, i32 %25, i32 %26, !dbg !291
    #dbg_value(i32 %27, !276, !DIExpression(), !280)
    #dbg_value(i32 7, !278, !DIExpression(), !280)
  %28 = and i32 %27, 1, !dbg !284
  %29 = icmp eq i32 %28, 0, !dbg !284
  %30 = lshr i32 %27, 1, !dbg !291
  %31 = xor i32 %30, -306674912, !dbg !291
  %32 = select i1 %29, i32 %30, i32 %31, !dbg !291
    #dbg_value(i32 %32, !276, !DIExpression(), !280)
    #dbg_value(i32 6, !278, !DIExpression(), !280)
  %33 = and i32 %32, 1, !dbg !284
  %34 = icmp eq i32 %33, 0, !dbg !284
  %35 = lshr i32 %32, 1, !dbg !291
  %36 = xor i32 %35, -306674912, !dbg !291
  %37 = select i1 %34, i32 %35, i32 %36, !dbg !291
    #dbg_value(i32 %37, !276, !DIExpression(), !280)
    #dbg_value(i32 5, !278, !DIExpression(), !280)
  %38 = and i32 %37, 1, !dbg !284
  %39 = icmp eq i32 %38, 0, !dbg !284
  %40 = lshr i32 %37, 1, !dbg !291
  %41 = xor i32 %40, -306674912, !dbg !291
  %42 = select i1 %39, i32 %40, i32 %41, !dbg !291
    #dbg_value(i32 %42, !276, !DIExpression(), !280)
    #dbg_value(i32 4, !278, !DIExpression(), !280)
  %43 = and i32 %42, 1, !dbg !284
  %44 = icmp eq i32 %43, 0, !dbg !284
  %45 = lshr i32 %42, 1, !dbg !291
  %46 = xor i32 %45, -306674912, !dbg !291
  %47 = select i1 %44, i32 %45, i32 %46, !dbg !291
    #dbg_value(i32 %47, !276, !DIExpression(), !280)
    #dbg_value(i32 3, !278, !DIExpression(), !280)
  %48 = and i32 %47, 1, !dbg !284
  %49 = icmp eq i32 %48, 0, !dbg !284
  %50 = lshr i32 %47, 1, !dbg !291
  %51 = xor i32 %50, -306674912, !dbg !291
  %52 = select i1 %49, i32 %50, i32 %51, !dbg !291
    #dbg_value(i32 %52, !276, !DIExpression(), !280)
    #dbg_value(i32 2, !278, !DIExpression(), !280)
  %53 = and i32 %52, 1, !dbg !284
  %54 = icmp eq i32 %53, 0, !dbg !284
  %55 = lshr i32 %52, 1, !dbg !291
  %56 = xor i32 %55, -306674912, !dbg !291
  %57 = select i1 %54, i32 %55, i32 %56, !dbg !291
    #dbg_value(i32 %57, !276, !DIExpression(), !280)
    #dbg_value(i32 1, !278, !DIExpression(), !280)
  %58 = and i32 %57, 1, !dbg !284
  %59 = icmp eq i32 %58, 0, !dbg !284
  %60 = lshr i32 %57, 1, !dbg !291
  %61 = xor i32 %60, -306674912, !dbg !291
  %62 = select i1 %59, i32 %60, i32 %61, !dbg !291
    #dbg_value(i32 %62, !276, !DIExpression(), !280)
    #dbg_value(i32 0, !278, !DIExpression(), !280)
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !292
  store i32 %62, ptr %63, align 4, !dbg !293, !tbaa !294
  %64 = add nuw nsw i64 %21, 1, !dbg !296
    #dbg_value(i64 %64, !277, !DIExpression(), !280)
  %65 = icmp eq i64 %64, 256, !dbg !297
  br i1 %65, label %66, label %20, !dbg !282, !llvm.loop !298

66:                                               ; preds = %20
    #dbg_assign(i1 undef, !301, !DIExpression(), !337, ptr undef, !DIExpression(), !338)
    #dbg_assign(i1 undef, !307, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !340, ptr poison, !DIExpression(), !338)
    #dbg_assign(i1 undef, !307, !DIExpression(DW_OP_LLVM_fragment, 128, 384), !341, ptr poison, !DIExpression(), !338)
    #dbg_assign(i1 undef, !307, !DIExpression(DW_OP_LLVM_fragment, 544, 2016), !342, ptr poison, !DIExpression(), !338)
    #dbg_assign(i1 undef, !316, !DIExpression(DW_OP_LLVM_fragment, 0, 144), !343, ptr poison, !DIExpression(), !338)
    #dbg_assign(i1 undef, !316, !DIExpression(DW_OP_LLVM_fragment, 160, 288), !344, ptr poison, !DIExpression(), !338)
    #dbg_assign(i1 undef, !319, !DIExpression(DW_OP_LLVM_fragment, 0, 448), !345, ptr poison, !DIExpression(), !338)
    #dbg_assign(i1 undef, !319, !DIExpression(DW_OP_LLVM_fragment, 464, 1952), !346, ptr poison, !DIExpression(), !338)
    #dbg_assign(i1 undef, !319, !DIExpression(DW_OP_LLVM_fragment, 2432, 448), !347, ptr poison, !DIExpression(), !338)
    #dbg_assign(i1 undef, !325, !DIExpression(), !348, ptr poison, !DIExpression(), !338)
    #dbg_value(i8 -1, !306, !DIExpression(), !338)
    #dbg_assign(i1 undef, !307, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !349, ptr poison, !DIExpression(), !338)
    #dbg_value(i32 -5, !307, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !338)
    #dbg_assign(i1 undef, !307, !DIExpression(DW_OP_LLVM_fragment, 128, 384), !350, ptr poison, !DIExpression(), !338)
    #dbg_value(i32 poison, !307, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !338)
    #dbg_assign(i1 undef, !307, !DIExpression(DW_OP_LLVM_fragment, 544, 2016), !351, ptr poison, !DIExpression(), !338)
    #dbg_value(ptr poison, !311, !DIExpression(), !338)
    #dbg_value(ptr poison, !313, !DIExpression(), !338)
    #dbg_value(ptr poison, !315, !DIExpression(), !338)
    #dbg_assign(i1 undef, !316, !DIExpression(DW_OP_LLVM_fragment, 0, 144), !352, ptr poison, !DIExpression(), !338)
    #dbg_value(i16 -22097, !316, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !338)
    #dbg_assign(i1 undef, !316, !DIExpression(DW_OP_LLVM_fragment, 160, 288), !353, ptr poison, !DIExpression(), !338)
    #dbg_assign(i1 undef, !319, !DIExpression(DW_OP_LLVM_fragment, 0, 448), !354, ptr poison, !DIExpression(), !338)
    #dbg_value(i16 -1, !319, !DIExpression(DW_OP_LLVM_fragment, 448, 16), !338)
    #dbg_assign(i1 undef, !319, !DIExpression(DW_OP_LLVM_fragment, 464, 1952), !355, ptr poison, !DIExpression(), !338)
    #dbg_value(i16 -10, !319, !DIExpression(DW_OP_LLVM_fragment, 2416, 16), !338)
    #dbg_assign(i1 undef, !319, !DIExpression(DW_OP_LLVM_fragment, 2432, 448), !356, ptr poison, !DIExpression(), !338)
    #dbg_value(ptr null, !322, !DIExpression(), !338)
    #dbg_value(ptr poison, !323, !DIExpression(), !338)
    #dbg_value(ptr poison, !324, !DIExpression(), !338)
    #dbg_assign(i1 undef, !325, !DIExpression(), !357, ptr poison, !DIExpression(), !338)
    #dbg_value(i8 0, !328, !DIExpression(), !338)
    #dbg_value(i8 -92, !329, !DIExpression(), !338)
    #dbg_value(i64 -5246229488535358884, !330, !DIExpression(), !338)
    #dbg_value(i32 0, !331, !DIExpression(), !338)
    #dbg_value(i32 poison, !331, !DIExpression(), !338)
    #dbg_value(i32 1, !331, !DIExpression(), !338)
    #dbg_value(i32 poison, !331, !DIExpression(), !338)
    #dbg_value(i32 0, !307, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !338)
  %67 = load volatile i64, ptr @g_264, align 8, !dbg !358, !tbaa !359
  %68 = load i8, ptr @g_477.1, align 1, !dbg !360, !tbaa !359
  %69 = xor i8 %68, 1, !dbg !360
  store i8 %69, ptr @g_477.1, align 1, !dbg !360, !tbaa !359
    #dbg_value(i16 undef, !307, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value, DW_OP_LLVM_fragment, 512, 32), !338)
    #dbg_value(i64 -5246229488535358884, !330, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !338)
    #dbg_value(i32 0, !256, !DIExpression(), !260)
  br label %70, !dbg !361

70:                                               ; preds = %66, %119
  %71 = phi i64 [ 0, %66 ], [ %120, %119 ]
    #dbg_value(i64 %71, !256, !DIExpression(), !260)
    #dbg_value(i32 0, !257, !DIExpression(), !260)
    #dbg_value(i64 0, !257, !DIExpression(), !260)
    #dbg_value(i32 poison, !258, !DIExpression(), !260)
  %72 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 0, !dbg !363
  %73 = load i32, ptr %72, align 4, !dbg !363, !tbaa !294
  %74 = sext i32 %73 to i64, !dbg !363
  tail call fastcc void @transparent_crc(i64 noundef %74, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !372
  br i1 %18, label %75, label %91, !dbg !373

75:                                               ; preds = %70
    #dbg_value(i32 poison, !258, !DIExpression(), !260)
    #dbg_value(i64 1, !257, !DIExpression(), !260)
  %76 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 1, !dbg !363
  %77 = load i32, ptr %76, align 4, !dbg !363, !tbaa !294
  %78 = sext i32 %77 to i64, !dbg !363
  tail call fastcc void @transparent_crc(i64 noundef %78, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !372
    #dbg_value(i64 2, !257, !DIExpression(), !260)
  %79 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 2, !dbg !363
  %80 = load i32, ptr %79, align 4, !dbg !363, !tbaa !294
  %81 = sext i32 %80 to i64, !dbg !363
  tail call fastcc void @transparent_crc(i64 noundef %81, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !372
    #dbg_value(i64 3, !257, !DIExpression(), !260)
  %82 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 3, !dbg !363
  %83 = load i32, ptr %82, align 4, !dbg !363, !tbaa !294
  %84 = sext i32 %83 to i64, !dbg !363
  tail call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !372
    #dbg_value(i64 4, !257, !DIExpression(), !260)
  %85 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 4, !dbg !363
  %86 = load i32, ptr %85, align 4, !dbg !363, !tbaa !294
  %87 = sext i32 %86 to i64, !dbg !363
  tail call fastcc void @transparent_crc(i64 noundef %87, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !372
    #dbg_value(i64 5, !257, !DIExpression(), !260)
  %88 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 5, !dbg !363
  %89 = load i32, ptr %88, align 4, !dbg !363, !tbaa !294
  %90 = sext i32 %89 to i64, !dbg !363
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !372
  br label %119, !dbg !373

91:                                               ; preds = %70
  %92 = trunc nuw nsw i64 %71 to i32, !dbg !374
  %93 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %92, i32 noundef signext 0, i32 noundef signext 0), !dbg !374
    #dbg_value(i32 poison, !258, !DIExpression(), !260)
    #dbg_value(i64 1, !257, !DIExpression(), !260)
  %94 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 1, !dbg !363
  %95 = load i32, ptr %94, align 4, !dbg !363, !tbaa !294
  %96 = sext i32 %95 to i64, !dbg !363
  tail call fastcc void @transparent_crc(i64 noundef %96, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !372
  %97 = trunc nuw nsw i64 %71 to i32, !dbg !374
  %98 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %97, i32 noundef signext 1, i32 noundef signext 0), !dbg !374
    #dbg_value(i64 2, !257, !DIExpression(), !260)
  %99 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 2, !dbg !363
  %100 = load i32, ptr %99, align 4, !dbg !363, !tbaa !294
  %101 = sext i32 %100 to i64, !dbg !363
  tail call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !372
  %102 = trunc nuw nsw i64 %71 to i32, !dbg !374
  %103 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %102, i32 noundef signext 2, i32 noundef signext 0), !dbg !374
    #dbg_value(i64 3, !257, !DIExpression(), !260)
  %104 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 3, !dbg !363
  %105 = load i32, ptr %104, align 4, !dbg !363, !tbaa !294
  %106 = sext i32 %105 to i64, !dbg !363
  tail call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !372
  %107 = trunc nuw nsw i64 %71 to i32, !dbg !374
  %108 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %107, i32 noundef signext 3, i32 noundef signext 0), !dbg !374
    #dbg_value(i64 4, !257, !DIExpression(), !260)
  %109 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 4, !dbg !363
  %110 = load i32, ptr %109, align 4, !dbg !363, !tbaa !294
  %111 = sext i32 %110 to i64, !dbg !363
  tail call fastcc void @transparent_crc(i64 noundef %111, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !372
  %112 = trunc nuw nsw i64 %71 to i32, !dbg !374
  %113 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %112, i32 noundef signext 4, i32 noundef signext 0), !dbg !374
    #dbg_value(i64 5, !257, !DIExpression(), !260)
  %114 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %71, i64 5, !dbg !363
  %115 = load i32, ptr %114, align 4, !dbg !363, !tbaa !294
  %116 = sext i32 %115 to i64, !dbg !363
  tail call fastcc void @transparent_crc(i64 noundef %116, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !372
  %117 = trunc nuw nsw i64 %71 to i32, !dbg !374
  %118 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %117, i32 noundef signext 5, i32 noundef signext 0), !dbg !374
  br label %119, !dbg !374

119:                                              ; preds = %75, %91
    #dbg_value(i32 poison, !258, !DIExpression(), !260)
    #dbg_value(i64 6, !257, !DIExpression(), !260)
  %120 = add nuw nsw i64 %71, 1, !dbg !376
    #dbg_value(i64 %120, !256, !DIExpression(), !260)
  %121 = icmp eq i64 %120, 3, !dbg !377
  br i1 %121, label %122, label %70, !dbg !361, !llvm.loop !378

122:                                              ; preds = %119
  tail call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.3, i32 noundef signext %19), !dbg !380
  tail call fastcc void @transparent_crc(i64 noundef 724968363703976253, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !381
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.5, i32 noundef signext %19), !dbg !382
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !383
  tail call fastcc void @transparent_crc(i64 noundef 3560115989, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !384
    #dbg_value(i32 0, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !385
  br i1 %18, label %123, label %124, !dbg !389

123:                                              ; preds = %122
    #dbg_value(i32 1, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !385
    #dbg_value(i32 2, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !385
    #dbg_value(i32 3, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !385
    #dbg_value(i32 4, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !385
    #dbg_value(i32 5, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !385
  br label %131, !dbg !389

124:                                              ; preds = %122
  %125 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 0), !dbg !390
    #dbg_value(i32 1, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !385
  %126 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 1), !dbg !390
    #dbg_value(i32 2, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !385
  %127 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 2), !dbg !390
    #dbg_value(i32 3, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !385
  %128 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 3), !dbg !390
    #dbg_value(i32 4, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !385
  %129 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 4), !dbg !390
    #dbg_value(i32 5, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !385
  %130 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 5), !dbg !390
  br label %131, !dbg !390

131:                                              ; preds = %123, %124
    #dbg_value(i32 6, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.10, i32 noundef signext %19), !dbg !392
    #dbg_value(i32 0, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !393
  br i1 %18, label %132, label %133, !dbg !397

132:                                              ; preds = %131
    #dbg_value(i32 1, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !393
    #dbg_value(i32 2, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !393
    #dbg_value(i32 3, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !393
  br label %138, !dbg !397

133:                                              ; preds = %131
  %134 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 0), !dbg !398
    #dbg_value(i32 1, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !393
  %135 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 1), !dbg !398
    #dbg_value(i32 2, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !393
  %136 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 2), !dbg !398
    #dbg_value(i32 3, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !393
  %137 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 3), !dbg !398
  br label %138, !dbg !398

138:                                              ; preds = %132, %133
    #dbg_value(i32 4, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !400
  tail call fastcc void @transparent_crc(i64 noundef -578929562, ptr noundef nonnull @.str.13, i32 noundef signext %19), !dbg !401
  tail call fastcc void @transparent_crc(i64 noundef -1752586019099715339, ptr noundef nonnull @.str.14, i32 noundef signext %19), !dbg !402
  tail call fastcc void @transparent_crc(i64 noundef 498299062, ptr noundef nonnull @.str.15, i32 noundef signext %19), !dbg !403
  tail call fastcc void @transparent_crc(i64 noundef 65491, ptr noundef nonnull @.str.16, i32 noundef signext %19), !dbg !404
  %139 = load volatile i64, ptr @g_264, align 8, !dbg !405, !tbaa !359
  tail call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.17, i32 noundef signext %19), !dbg !406
  %140 = load volatile i64, ptr @g_264, align 8, !dbg !407, !tbaa !359
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !408
  tail call fastcc void @transparent_crc(i64 noundef 7821556869703760522, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef 90, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !410
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.21, i32 noundef signext %19), !dbg !411
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.22, i32 noundef signext %19), !dbg !412
  tail call fastcc void @transparent_crc(i64 noundef 539932769, ptr noundef nonnull @.str.23, i32 noundef signext %19), !dbg !413
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.24, i32 noundef signext %19), !dbg !414
  tail call fastcc void @transparent_crc(i64 noundef -1491997993, ptr noundef nonnull @.str.25, i32 noundef signext %19), !dbg !415
  tail call fastcc void @transparent_crc(i64 noundef -1491997993, ptr noundef nonnull @.str.26, i32 noundef signext %19), !dbg !416
  %141 = load volatile i64, ptr @g_443, align 8, !dbg !417, !tbaa !418
  tail call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.27, i32 noundef signext %19), !dbg !420
  %142 = load volatile i32, ptr @g_444, align 4, !dbg !421, !tbaa !294
  %143 = sext i32 %142 to i64, !dbg !421
  tail call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.28, i32 noundef signext %19), !dbg !422
    #dbg_value(i64 0, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
  br i1 %18, label %144, label %147, !dbg !427

144:                                              ; preds = %138
    #dbg_value(i64 1, !256, !DIExpression(), !260)
  %145 = load i8, ptr @g_477.1, align 1, !dbg !428, !tbaa !359
  %146 = zext i8 %145 to i64, !dbg !428
  tail call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
    #dbg_value(i64 2, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
    #dbg_value(i64 3, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
    #dbg_value(i64 4, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
    #dbg_value(i64 5, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
    #dbg_value(i64 6, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
    #dbg_value(i64 7, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
    #dbg_value(i64 8, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
    #dbg_value(i64 9, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
  br label %160, !dbg !427

147:                                              ; preds = %138
  %148 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 0), !dbg !429
    #dbg_value(i64 1, !256, !DIExpression(), !260)
  %149 = load i8, ptr @g_477.1, align 1, !dbg !428, !tbaa !359
  %150 = zext i8 %149 to i64, !dbg !428
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
  %151 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 1), !dbg !429
    #dbg_value(i64 2, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
  %152 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 2), !dbg !429
    #dbg_value(i64 3, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
  %153 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 3), !dbg !429
    #dbg_value(i64 4, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
  %154 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 4), !dbg !429
    #dbg_value(i64 5, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
  %155 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 5), !dbg !429
    #dbg_value(i64 6, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
  %156 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 6), !dbg !429
    #dbg_value(i64 7, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
  %157 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 7), !dbg !429
    #dbg_value(i64 8, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
  %158 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 8), !dbg !429
    #dbg_value(i64 9, !256, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !423
  %159 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 9), !dbg !429
  br label %160, !dbg !429

160:                                              ; preds = %144, %147
    #dbg_value(i64 10, !256, !DIExpression(), !260)
  %161 = load i32, ptr @crc32_context, align 4, !dbg !431, !tbaa !294
  %162 = xor i32 %161, -1, !dbg !432
    #dbg_value(i32 %162, !433, !DIExpression(), !439)
    #dbg_value(i32 %19, !438, !DIExpression(), !439)
  %163 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef signext %162), !dbg !441
  ret i32 0, !dbg !442
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 !dbg !443 {
    #dbg_value(i64 %0, !447, !DIExpression(), !450)
    #dbg_value(ptr %1, !448, !DIExpression(), !450)
    #dbg_value(i32 %2, !449, !DIExpression(), !450)
    #dbg_value(i64 %0, !451, !DIExpression(), !456)
    #dbg_value(i64 %0, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !463)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !465, !tbaa !294
  %5 = lshr i32 %4, 8, !dbg !466
  %6 = zext i32 %4 to i64, !dbg !467
  %7 = xor i64 %6, %0, !dbg !467
  %8 = and i64 %7, 255, !dbg !468
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !468
  %10 = load i32, ptr %9, align 4, !dbg !468, !tbaa !294
  %11 = xor i32 %5, %10, !dbg !469
  %12 = lshr i64 %0, 8, !dbg !470
    #dbg_value(i64 %12, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !471)
  %13 = lshr i32 %11, 8, !dbg !473
  %14 = zext i32 %11 to i64, !dbg !474
  %15 = xor i64 %12, %14, !dbg !474
  %16 = and i64 %15, 255, !dbg !475
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !475
  %18 = load i32, ptr %17, align 4, !dbg !475, !tbaa !294
  %19 = xor i32 %13, %18, !dbg !476
  %20 = lshr i64 %0, 16, !dbg !477
    #dbg_value(i64 %20, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !478)
  %21 = lshr i32 %19, 8, !dbg !480
  %22 = zext i32 %19 to i64, !dbg !481
  %23 = xor i64 %20, %22, !dbg !481
  %24 = and i64 %23, 255, !dbg !482
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !482
  %26 = load i32, ptr %25, align 4, !dbg !482, !tbaa !294
  %27 = xor i32 %21, %26, !dbg !483
  %28 = lshr i64 %0, 24, !dbg !484
    #dbg_value(i64 %28, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !485)
  %29 = lshr i32 %27, 8, !dbg !487
  %30 = zext i32 %27 to i64, !dbg !488
  %31 = xor i64 %28, %30, !dbg !488
  %32 = and i64 %31, 255, !dbg !489
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !489
  %34 = load i32, ptr %33, align 4, !dbg !489, !tbaa !294
  %35 = xor i32 %29, %34, !dbg !490
  %36 = lshr i64 %0, 32, !dbg !491
    #dbg_value(i64 %36, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !492)
  %37 = lshr i32 %35, 8, !dbg !494
  %38 = zext i32 %35 to i64, !dbg !495
  %39 = xor i64 %36, %38, !dbg !495
  %40 = and i64 %39, 255, !dbg !496
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !496
  %42 = load i32, ptr %41, align 4, !dbg !496, !tbaa !294
  %43 = xor i32 %37, %42, !dbg !497
  %44 = lshr i64 %0, 40, !dbg !498
    #dbg_value(i64 %44, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !499)
  %45 = lshr i32 %43, 8, !dbg !501
  %46 = zext i32 %43 to i64, !dbg !502
  %47 = xor i64 %44, %46, !dbg !502
  %48 = and i64 %47, 255, !dbg !503
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !503
  %50 = load i32, ptr %49, align 4, !dbg !503, !tbaa !294
  %51 = xor i32 %45, %50, !dbg !504
  %52 = lshr i64 %0, 48, !dbg !505
    #dbg_value(i64 %52, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !506)
  %53 = lshr i32 %51, 8, !dbg !508
  %54 = zext i32 %51 to i64, !dbg !509
  %55 = xor i64 %52, %54, !dbg !509
  %56 = and i64 %55, 255, !dbg !510
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !510
  %58 = load i32, ptr %57, align 4, !dbg !510, !tbaa !294
  %59 = xor i32 %53, %58, !dbg !511
  %60 = lshr i64 %0, 56, !dbg !512
    #dbg_value(i64 %60, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !513)
  %61 = lshr i32 %59, 8, !dbg !515
  %62 = and i32 %59, 255, !dbg !516
  %63 = zext nneg i32 %62 to i64, !dbg !516
  %64 = xor i64 %60, %63, !dbg !516
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !516
  %66 = load i32, ptr %65, align 4, !dbg !516, !tbaa !294
  %67 = xor i32 %61, %66, !dbg !517
  store i32 %67, ptr @crc32_context, align 4, !dbg !518, !tbaa !294
  %68 = icmp eq i32 %2, 0, !dbg !519
  br i1 %68, label %73, label %69, !dbg !521

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !522
  %71 = zext i32 %70 to i64, !dbg !522
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, ptr noundef %1, i64 noundef %71), !dbg !524
  br label %73, !dbg !525

73:                                               ; preds = %69, %3
  ret void, !dbg !526
}

; Function Attrs: nofree nounwind
declare !dbg !527 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!236, !237, !238, !239, !240, !242, !243, !244, !245, !246}
!llvm.ident = !{!247}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_19", scope: !2, file: !3, line: 30, type: !231, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1023.c", directory: ".", checksumkind: CSK_MD5, checksum: "7c52a86dcafa74e966ef8b252eab7fe5")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9, !15, !20, !25, !30, !32, !34, !36, !38, !43, !45, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72, !74, !76, !78, !80, !82, !84, !86, !88, !98, !106, !108, !114, !121, !123, !128, !131, !137, !0, !142, !144, !149, !151, !153, !155, !161, !163, !168, !170, !172, !177, !179, !181, !189, !191, !193, !203, !205, !207, !209, !212, !215, !223, !229}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 490, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !{!14}
!14 = !DISubrange(count: 2)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 500, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 14)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 501, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 176, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 22)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 506, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 40, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 5)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 507, type: !27, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 508, type: !27, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 509, type: !27, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 510, type: !27, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 513, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 9)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 514, type: !17, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 517, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 48, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 6)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 520, type: !40, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 524, type: !47, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 525, type: !47, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 526, type: !47, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 527, type: !47, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 528, type: !47, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 529, type: !40, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 530, type: !40, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 531, type: !47, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 532, type: !47, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 533, type: !40, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 534, type: !40, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 535, type: !47, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 536, type: !47, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 537, type: !40, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 538, type: !40, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 539, type: !47, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 540, type: !47, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 543, type: !40, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !90, line: 47, type: !91, isLocal: true, isDefinition: true)
!90 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 8192, elements: !96)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !93, line: 26, baseType: !94)
!93 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !95, line: 42, baseType: !6)
!95 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!96 = !{!97}
!97 = !DISubrange(count: 256)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(name: "g_15", scope: !2, file: !3, line: 29, type: !100, isLocal: true, isDefinition: true)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !103, line: 24, baseType: !104)
!103 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !95, line: 37, baseType: !105)
!105 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!107 = distinct !DIGlobalVariable(name: "g_60", scope: !2, file: !3, line: 32, type: !101, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "g_171", scope: !2, file: !3, line: 45, type: !110, isLocal: true, isDefinition: true)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !103, line: 26, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !95, line: 41, baseType: !7)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "g_457", scope: !2, file: !3, line: 70, type: !116, isLocal: true, isDefinition: true)
!116 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !102)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "g_458", scope: !2, file: !3, line: 69, type: !118, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "g_459", scope: !2, file: !3, line: 68, type: !125, isLocal: true, isDefinition: true)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !119, size: 5376, elements: !126)
!126 = !{!49, !14, !127}
!127 = !DISubrange(count: 7)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(name: "g_369", scope: !2, file: !3, line: 63, type: !130, isLocal: true, isDefinition: true)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(name: "g_347", scope: !2, file: !3, line: 59, type: !133, isLocal: true, isDefinition: true)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !93, line: 25, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !95, line: 40, baseType: !136)
!136 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !90, line: 114, type: !139, isLocal: true, isDefinition: true)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !140)
!140 = !{!141}
!141 = !DISubrange(count: 36)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!143 = distinct !DIGlobalVariable(name: "g_41", scope: !2, file: !3, line: 31, type: !92, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression(DW_OP_constu, 724968363703976253, DW_OP_stack_value))
!145 = distinct !DIGlobalVariable(name: "g_62", scope: !2, file: !3, line: 33, type: !146, isLocal: true, isDefinition: true)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !93, line: 27, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !95, line: 45, baseType: !148)
!148 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!150 = distinct !DIGlobalVariable(name: "g_83", scope: !2, file: !3, line: 34, type: !134, isLocal: true, isDefinition: true)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(name: "g_85", scope: !2, file: !3, line: 35, type: !92, isLocal: true, isDefinition: true)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression(DW_OP_constu, 18446744072974700309, DW_OP_stack_value))
!154 = distinct !DIGlobalVariable(name: "g_93", scope: !2, file: !3, line: 36, type: !92, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_120", scope: !2, file: !3, line: 37, type: !157, isLocal: true, isDefinition: true)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 96, elements: !48)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !103, line: 25, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !95, line: 39, baseType: !160)
!160 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(name: "g_162", scope: !2, file: !3, line: 42, type: !102, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(name: "g_172", scope: !2, file: !3, line: 44, type: !165, isLocal: true, isDefinition: true)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 128, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: 4)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(name: "g_183", scope: !2, file: !3, line: 48, type: !102, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression(DW_OP_constu, 18446744073130622054, DW_OP_stack_value))
!171 = distinct !DIGlobalVariable(name: "g_187", scope: !2, file: !3, line: 50, type: !112, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression(DW_OP_constu, 16694158054609836277, DW_OP_stack_value))
!173 = distinct !DIGlobalVariable(name: "g_217", scope: !2, file: !3, line: 51, type: !174, isLocal: true, isDefinition: true)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !103, line: 27, baseType: !175)
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !95, line: 44, baseType: !176)
!176 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression(DW_OP_constu, 498299062, DW_OP_stack_value))
!178 = distinct !DIGlobalVariable(name: "g_218", scope: !2, file: !3, line: 52, type: !112, isLocal: true, isDefinition: true)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(name: "g_232", scope: !2, file: !3, line: 53, type: !134, isLocal: true, isDefinition: true)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "g_264", scope: !2, file: !3, line: 54, type: !183, isLocal: true, isDefinition: true)
!183 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !184)
!184 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U0", file: !3, line: 16, size: 64, elements: !185)
!185 = !{!186, !188}
!186 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !184, file: !3, line: 17, baseType: !187, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !174)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !184, file: !3, line: 18, baseType: !174, size: 64)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression(DW_OP_constu, 7821556869703760522, DW_OP_stack_value))
!190 = distinct !DIGlobalVariable(name: "g_270", scope: !2, file: !3, line: 55, type: !174, isLocal: true, isDefinition: true)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(name: "g_271", scope: !2, file: !3, line: 56, type: !102, isLocal: true, isDefinition: true)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(name: "g_281", scope: !2, file: !3, line: 57, type: !195, isLocal: true, isDefinition: true)
!195 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !3, line: 21, size: 64, elements: !196)
!196 = !{!197, !198, !200, !201}
!197 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !195, file: !3, line: 22, baseType: !112, size: 32)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !195, file: !3, line: 23, baseType: !199, size: 32)
!199 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !112)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !195, file: !3, line: 24, baseType: !146, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !195, file: !3, line: 25, baseType: !202, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !101)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression(DW_OP_constu, 539932769, DW_OP_stack_value))
!204 = distinct !DIGlobalVariable(name: "g_320", scope: !2, file: !3, line: 58, type: !112, isLocal: true, isDefinition: true)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression(DW_OP_constu, 4, DW_OP_stack_value))
!206 = distinct !DIGlobalVariable(name: "g_357", scope: !2, file: !3, line: 62, type: !146, isLocal: true, isDefinition: true)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(name: "g_404", scope: !2, file: !3, line: 65, type: !195, isLocal: true, isDefinition: true)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(name: "g_443", scope: !2, file: !3, line: 66, type: !211, isLocal: true, isDefinition: true)
!211 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !174)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(name: "g_444", scope: !2, file: !3, line: 67, type: !214, isLocal: true, isDefinition: true)
!214 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !112)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(name: "g_477", scope: !2, file: !3, line: 71, type: !217, isLocal: true, isDefinition: true)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !218, size: 80, elements: !221)
!218 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !93, line: 24, baseType: !219)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !95, line: 38, baseType: !220)
!220 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!221 = !{!222}
!222 = !DISubrange(count: 10)
!223 = !DIGlobalVariableExpression(var: !224, expr: !DIExpression())
!224 = distinct !DIGlobalVariable(scope: null, file: !225, line: 56, type: !226, isLocal: true, isDefinition: true)
!225 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !227)
!227 = !{!228}
!228 = !DISubrange(count: 15)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !90, line: 48, type: !92, isLocal: true, isDefinition: true)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 576, elements: !232)
!232 = !{!233, !49, !234}
!233 = !DISubrange(count: 3)
!234 = !DISubrange(count: 1)
!235 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression(DW_OP_LLVM_fragment, 8, 8))
!236 = !{i32 7, !"Dwarf Version", i32 5}
!237 = !{i32 2, !"Debug Info Version", i32 3}
!238 = !{i32 1, !"wchar_size", i32 4}
!239 = !{i32 1, !"target-abi", !"lp64d"}
!240 = !{i32 6, !"riscv-isa", !241}
!241 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!242 = !{i32 8, !"PIC Level", i32 2}
!243 = !{i32 7, !"PIE Level", i32 2}
!244 = !{i32 7, !"uwtable", i32 2}
!245 = !{i32 8, !"SmallDataLimit", i32 8}
!246 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!247 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!248 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 486, type: !249, scopeLine: 487, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !253)
!249 = !DISubroutineType(types: !250)
!250 = !{!7, !7, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!253 = !{!254, !255, !256, !257, !258, !259}
!254 = !DILocalVariable(name: "argc", arg: 1, scope: !248, file: !3, line: 486, type: !7)
!255 = !DILocalVariable(name: "argv", arg: 2, scope: !248, file: !3, line: 486, type: !251)
!256 = !DILocalVariable(name: "i", scope: !248, file: !3, line: 488, type: !7)
!257 = !DILocalVariable(name: "j", scope: !248, file: !3, line: 488, type: !7)
!258 = !DILocalVariable(name: "k", scope: !248, file: !3, line: 488, type: !7)
!259 = !DILocalVariable(name: "print_hash_value", scope: !248, file: !3, line: 489, type: !7)
!260 = !DILocation(line: 0, scope: !248)
!261 = !DILocation(line: 490, column: 14, scope: !262)
!262 = distinct !DILexicalBlock(scope: !248, file: !3, line: 490, column: 9)
!263 = !DILocation(line: 490, column: 19, scope: !262)
!264 = !DILocation(line: 490, column: 29, scope: !262)
!265 = !{!266, !266, i64 0}
!266 = !{!"any pointer", !267, i64 0}
!267 = !{!"omnipotent char", !268, i64 0}
!268 = !{!"Simple C/C++ TBAA"}
!269 = !DILocation(line: 490, column: 43, scope: !262)
!270 = !DILocation(line: 490, column: 9, scope: !248)
!271 = !DILocalVariable(name: "poly", scope: !272, file: !90, line: 54, type: !279)
!272 = distinct !DISubprogram(name: "crc32_gentab", scope: !90, file: !90, line: 51, type: !273, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !275)
!273 = !DISubroutineType(types: !274)
!274 = !{null}
!275 = !{!276, !271, !277, !278}
!276 = !DILocalVariable(name: "crc", scope: !272, file: !90, line: 53, type: !92)
!277 = !DILocalVariable(name: "i", scope: !272, file: !90, line: 55, type: !7)
!278 = !DILocalVariable(name: "j", scope: !272, file: !90, line: 55, type: !7)
!279 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!280 = !DILocation(line: 0, scope: !272, inlinedAt: !281)
!281 = distinct !DILocation(line: 492, column: 5, scope: !248)
!282 = !DILocation(line: 57, column: 2, scope: !283, inlinedAt: !281)
!283 = distinct !DILexicalBlock(scope: !272, file: !90, line: 57, column: 2)
!284 = !DILocation(line: 60, column: 12, scope: !285, inlinedAt: !281)
!285 = distinct !DILexicalBlock(scope: !286, file: !90, line: 60, column: 8)
!286 = distinct !DILexicalBlock(scope: !287, file: !90, line: 59, column: 27)
!287 = distinct !DILexicalBlock(scope: !288, file: !90, line: 59, column: 3)
!288 = distinct !DILexicalBlock(scope: !289, file: !90, line: 59, column: 3)
!289 = distinct !DILexicalBlock(scope: !290, file: !90, line: 57, column: 28)
!290 = distinct !DILexicalBlock(scope: !283, file: !90, line: 57, column: 2)
!291 = !DILocation(line: 60, column: 8, scope: !286, inlinedAt: !281)
!292 = !DILocation(line: 66, column: 3, scope: !289, inlinedAt: !281)
!293 = !DILocation(line: 66, column: 16, scope: !289, inlinedAt: !281)
!294 = !{!295, !295, i64 0}
!295 = !{!"int", !267, i64 0}
!296 = !DILocation(line: 57, column: 24, scope: !290, inlinedAt: !281)
!297 = !DILocation(line: 57, column: 16, scope: !290, inlinedAt: !281)
!298 = distinct !{!298, !282, !299, !300}
!299 = !DILocation(line: 67, column: 2, scope: !283, inlinedAt: !281)
!300 = !{!"llvm.loop.mustprogress"}
!301 = !DILocalVariable(name: "l_16", scope: !302, file: !3, line: 90, type: !334)
!302 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 87, type: !303, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !305)
!303 = !DISubroutineType(types: !304)
!304 = !{!158}
!305 = !{!306, !301, !307, !311, !313, !315, !316, !319, !322, !323, !324, !325, !328, !329, !330, !331, !332, !333}
!306 = !DILocalVariable(name: "l_12", scope: !302, file: !3, line: 89, type: !102)
!307 = !DILocalVariable(name: "l_17", scope: !302, file: !3, line: 91, type: !308)
!308 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 2560, elements: !309)
!309 = !{!222, !310}
!310 = !DISubrange(count: 8)
!311 = !DILocalVariable(name: "l_475", scope: !302, file: !3, line: 92, type: !312)
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!313 = !DILocalVariable(name: "l_476", scope: !302, file: !3, line: 93, type: !314)
!314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!315 = !DILocalVariable(name: "l_478", scope: !302, file: !3, line: 94, type: !101)
!316 = !DILocalVariable(name: "l_479", scope: !302, file: !3, line: 95, type: !317)
!317 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 448, elements: !318)
!318 = !{!127, !167, !234}
!319 = !DILocalVariable(name: "l_480", scope: !302, file: !3, line: 96, type: !320)
!320 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 2880, elements: !321)
!321 = !{!222, !14, !42}
!322 = !DILocalVariable(name: "l_481", scope: !302, file: !3, line: 97, type: !111)
!323 = !DILocalVariable(name: "l_482", scope: !302, file: !3, line: 98, type: !111)
!324 = !DILocalVariable(name: "l_483", scope: !302, file: !3, line: 99, type: !111)
!325 = !DILocalVariable(name: "l_484", scope: !302, file: !3, line: 100, type: !326)
!326 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 448, elements: !327)
!327 = !{!127}
!328 = !DILocalVariable(name: "l_485", scope: !302, file: !3, line: 101, type: !102)
!329 = !DILocalVariable(name: "l_486", scope: !302, file: !3, line: 102, type: !102)
!330 = !DILocalVariable(name: "l_487", scope: !302, file: !3, line: 103, type: !146)
!331 = !DILocalVariable(name: "i", scope: !302, file: !3, line: 104, type: !7)
!332 = !DILocalVariable(name: "j", scope: !302, file: !3, line: 104, type: !7)
!333 = !DILocalVariable(name: "k", scope: !302, file: !3, line: 104, type: !7)
!334 = !DICompositeType(tag: DW_TAG_array_type, baseType: !335, size: 64, elements: !336)
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!336 = !{!234}
!337 = distinct !DIAssignID()
!338 = !DILocation(line: 0, scope: !302, inlinedAt: !339)
!339 = distinct !DILocation(line: 493, column: 5, scope: !248)
!340 = distinct !DIAssignID()
!341 = distinct !DIAssignID()
!342 = distinct !DIAssignID()
!343 = distinct !DIAssignID()
!344 = distinct !DIAssignID()
!345 = distinct !DIAssignID()
!346 = distinct !DIAssignID()
!347 = distinct !DIAssignID()
!348 = distinct !DIAssignID()
!349 = distinct !DIAssignID()
!350 = distinct !DIAssignID()
!351 = distinct !DIAssignID()
!352 = distinct !DIAssignID()
!353 = distinct !DIAssignID()
!354 = distinct !DIAssignID()
!355 = distinct !DIAssignID()
!356 = distinct !DIAssignID()
!357 = distinct !DIAssignID()
!358 = !DILocation(line: 107, column: 374, scope: !302, inlinedAt: !339)
!359 = !{!267, !267, i64 0}
!360 = !DILocation(line: 107, column: 364, scope: !302, inlinedAt: !339)
!361 = !DILocation(line: 494, column: 5, scope: !362)
!362 = distinct !DILexicalBlock(scope: !248, file: !3, line: 494, column: 5)
!363 = !DILocation(line: 500, column: 33, scope: !364)
!364 = distinct !DILexicalBlock(scope: !365, file: !3, line: 499, column: 13)
!365 = distinct !DILexicalBlock(scope: !366, file: !3, line: 498, column: 13)
!366 = distinct !DILexicalBlock(scope: !367, file: !3, line: 498, column: 13)
!367 = distinct !DILexicalBlock(scope: !368, file: !3, line: 497, column: 9)
!368 = distinct !DILexicalBlock(scope: !369, file: !3, line: 496, column: 9)
!369 = distinct !DILexicalBlock(scope: !370, file: !3, line: 496, column: 9)
!370 = distinct !DILexicalBlock(scope: !371, file: !3, line: 495, column: 5)
!371 = distinct !DILexicalBlock(scope: !362, file: !3, line: 494, column: 5)
!372 = !DILocation(line: 500, column: 17, scope: !364)
!373 = !DILocation(line: 501, column: 21, scope: !364)
!374 = !DILocation(line: 501, column: 39, scope: !375)
!375 = distinct !DILexicalBlock(scope: !364, file: !3, line: 501, column: 21)
!376 = !DILocation(line: 494, column: 25, scope: !371)
!377 = !DILocation(line: 494, column: 19, scope: !371)
!378 = distinct !{!378, !361, !379, !300}
!379 = !DILocation(line: 505, column: 5, scope: !362)
!380 = !DILocation(line: 506, column: 5, scope: !248)
!381 = !DILocation(line: 507, column: 5, scope: !248)
!382 = !DILocation(line: 508, column: 5, scope: !248)
!383 = !DILocation(line: 509, column: 5, scope: !248)
!384 = !DILocation(line: 510, column: 5, scope: !248)
!385 = !DILocation(line: 513, column: 9, scope: !386)
!386 = distinct !DILexicalBlock(scope: !387, file: !3, line: 512, column: 5)
!387 = distinct !DILexicalBlock(scope: !388, file: !3, line: 511, column: 5)
!388 = distinct !DILexicalBlock(scope: !248, file: !3, line: 511, column: 5)
!389 = !DILocation(line: 514, column: 13, scope: !386)
!390 = !DILocation(line: 514, column: 31, scope: !391)
!391 = distinct !DILexicalBlock(scope: !386, file: !3, line: 514, column: 13)
!392 = !DILocation(line: 517, column: 5, scope: !248)
!393 = !DILocation(line: 520, column: 9, scope: !394)
!394 = distinct !DILexicalBlock(scope: !395, file: !3, line: 519, column: 5)
!395 = distinct !DILexicalBlock(scope: !396, file: !3, line: 518, column: 5)
!396 = distinct !DILexicalBlock(scope: !248, file: !3, line: 518, column: 5)
!397 = !DILocation(line: 521, column: 13, scope: !394)
!398 = !DILocation(line: 521, column: 31, scope: !399)
!399 = distinct !DILexicalBlock(scope: !394, file: !3, line: 521, column: 13)
!400 = !DILocation(line: 524, column: 5, scope: !248)
!401 = !DILocation(line: 525, column: 5, scope: !248)
!402 = !DILocation(line: 526, column: 5, scope: !248)
!403 = !DILocation(line: 527, column: 5, scope: !248)
!404 = !DILocation(line: 528, column: 5, scope: !248)
!405 = !DILocation(line: 529, column: 27, scope: !248)
!406 = !DILocation(line: 529, column: 5, scope: !248)
!407 = !DILocation(line: 530, column: 27, scope: !248)
!408 = !DILocation(line: 530, column: 5, scope: !248)
!409 = !DILocation(line: 531, column: 5, scope: !248)
!410 = !DILocation(line: 532, column: 5, scope: !248)
!411 = !DILocation(line: 533, column: 5, scope: !248)
!412 = !DILocation(line: 534, column: 5, scope: !248)
!413 = !DILocation(line: 535, column: 5, scope: !248)
!414 = !DILocation(line: 536, column: 5, scope: !248)
!415 = !DILocation(line: 537, column: 5, scope: !248)
!416 = !DILocation(line: 538, column: 5, scope: !248)
!417 = !DILocation(line: 539, column: 21, scope: !248)
!418 = !{!419, !419, i64 0}
!419 = !{!"long", !267, i64 0}
!420 = !DILocation(line: 539, column: 5, scope: !248)
!421 = !DILocation(line: 540, column: 21, scope: !248)
!422 = !DILocation(line: 540, column: 5, scope: !248)
!423 = !DILocation(line: 543, column: 9, scope: !424)
!424 = distinct !DILexicalBlock(scope: !425, file: !3, line: 542, column: 5)
!425 = distinct !DILexicalBlock(scope: !426, file: !3, line: 541, column: 5)
!426 = distinct !DILexicalBlock(scope: !248, file: !3, line: 541, column: 5)
!427 = !DILocation(line: 544, column: 13, scope: !424)
!428 = !DILocation(line: 543, column: 25, scope: !424)
!429 = !DILocation(line: 544, column: 31, scope: !430)
!430 = distinct !DILexicalBlock(scope: !424, file: !3, line: 544, column: 13)
!431 = !DILocation(line: 547, column: 23, scope: !248)
!432 = !DILocation(line: 547, column: 37, scope: !248)
!433 = !DILocalVariable(name: "crc", arg: 1, scope: !434, file: !225, line: 49, type: !92)
!434 = distinct !DISubprogram(name: "platform_main_end", scope: !225, file: !225, line: 49, type: !435, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !437)
!435 = !DISubroutineType(types: !436)
!436 = !{null, !92, !7}
!437 = !{!433, !438}
!438 = !DILocalVariable(name: "flag", arg: 2, scope: !434, file: !225, line: 49, type: !7)
!439 = !DILocation(line: 0, scope: !434, inlinedAt: !440)
!440 = distinct !DILocation(line: 547, column: 5, scope: !248)
!441 = !DILocation(line: 56, column: 2, scope: !434, inlinedAt: !440)
!442 = !DILocation(line: 548, column: 5, scope: !248)
!443 = distinct !DISubprogram(name: "transparent_crc", scope: !90, file: !90, line: 110, type: !444, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !446)
!444 = !DISubroutineType(types: !445)
!445 = !{null, !146, !252, !7}
!446 = !{!447, !448, !449}
!447 = !DILocalVariable(name: "val", arg: 1, scope: !443, file: !90, line: 110, type: !146)
!448 = !DILocalVariable(name: "vname", arg: 2, scope: !443, file: !90, line: 110, type: !252)
!449 = !DILocalVariable(name: "flag", arg: 3, scope: !443, file: !90, line: 110, type: !7)
!450 = !DILocation(line: 0, scope: !443)
!451 = !DILocalVariable(name: "val", arg: 1, scope: !452, file: !90, line: 97, type: !146)
!452 = distinct !DISubprogram(name: "crc32_8bytes", scope: !90, file: !90, line: 97, type: !453, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !455)
!453 = !DISubroutineType(types: !454)
!454 = !{null, !146}
!455 = !{!451}
!456 = !DILocation(line: 0, scope: !452, inlinedAt: !457)
!457 = distinct !DILocation(line: 112, column: 2, scope: !443)
!458 = !DILocalVariable(name: "b", arg: 1, scope: !459, file: !90, line: 71, type: !218)
!459 = distinct !DISubprogram(name: "crc32_byte", scope: !90, file: !90, line: 71, type: !460, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !462)
!460 = !DISubroutineType(types: !461)
!461 = !{null, !218}
!462 = !{!458}
!463 = !DILocation(line: 0, scope: !459, inlinedAt: !464)
!464 = distinct !DILocation(line: 99, column: 2, scope: !452, inlinedAt: !457)
!465 = !DILocation(line: 73, column: 5, scope: !459, inlinedAt: !464)
!466 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !464)
!467 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !464)
!468 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !464)
!469 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !464)
!470 = !DILocation(line: 100, column: 18, scope: !452, inlinedAt: !457)
!471 = !DILocation(line: 0, scope: !459, inlinedAt: !472)
!472 = distinct !DILocation(line: 100, column: 2, scope: !452, inlinedAt: !457)
!473 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !472)
!474 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !472)
!475 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !472)
!476 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !472)
!477 = !DILocation(line: 101, column: 18, scope: !452, inlinedAt: !457)
!478 = !DILocation(line: 0, scope: !459, inlinedAt: !479)
!479 = distinct !DILocation(line: 101, column: 2, scope: !452, inlinedAt: !457)
!480 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !479)
!481 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !479)
!482 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !479)
!483 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !479)
!484 = !DILocation(line: 102, column: 18, scope: !452, inlinedAt: !457)
!485 = !DILocation(line: 0, scope: !459, inlinedAt: !486)
!486 = distinct !DILocation(line: 102, column: 2, scope: !452, inlinedAt: !457)
!487 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !486)
!488 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !486)
!489 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !486)
!490 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !486)
!491 = !DILocation(line: 103, column: 18, scope: !452, inlinedAt: !457)
!492 = !DILocation(line: 0, scope: !459, inlinedAt: !493)
!493 = distinct !DILocation(line: 103, column: 2, scope: !452, inlinedAt: !457)
!494 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !493)
!495 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !493)
!496 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !493)
!497 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !493)
!498 = !DILocation(line: 104, column: 18, scope: !452, inlinedAt: !457)
!499 = !DILocation(line: 0, scope: !459, inlinedAt: !500)
!500 = distinct !DILocation(line: 104, column: 2, scope: !452, inlinedAt: !457)
!501 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !500)
!502 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !500)
!503 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !500)
!504 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !500)
!505 = !DILocation(line: 105, column: 18, scope: !452, inlinedAt: !457)
!506 = !DILocation(line: 0, scope: !459, inlinedAt: !507)
!507 = distinct !DILocation(line: 105, column: 2, scope: !452, inlinedAt: !457)
!508 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !507)
!509 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !507)
!510 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !507)
!511 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !507)
!512 = !DILocation(line: 106, column: 18, scope: !452, inlinedAt: !457)
!513 = !DILocation(line: 0, scope: !459, inlinedAt: !514)
!514 = distinct !DILocation(line: 106, column: 2, scope: !452, inlinedAt: !457)
!515 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !514)
!516 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !514)
!517 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !514)
!518 = !DILocation(line: 72, column: 16, scope: !459, inlinedAt: !514)
!519 = !DILocation(line: 113, column: 6, scope: !520)
!520 = distinct !DILexicalBlock(scope: !443, file: !90, line: 113, column: 6)
!521 = !DILocation(line: 113, column: 6, scope: !443)
!522 = !DILocation(line: 114, column: 73, scope: !523)
!523 = distinct !DILexicalBlock(scope: !520, file: !90, line: 113, column: 12)
!524 = !DILocation(line: 114, column: 5, scope: !523)
!525 = !DILocation(line: 115, column: 2, scope: !523)
!526 = !DILocation(line: 116, column: 1, scope: !443)
!527 = !DISubprogram(name: "printf", scope: !528, file: !528, line: 356, type: !529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!528 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!529 = !DISubroutineType(types: !530)
!530 = !{!7, !531, null}
!531 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !532)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !533, size: 64)
!533 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
