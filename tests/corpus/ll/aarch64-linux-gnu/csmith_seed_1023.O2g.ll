; ModuleID = 'tests/programs/csmith/seed_1023.c'
source_filename = "tests/programs/csmith/seed_1023.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@g_477.1 = internal unnamed_addr global i8 0, align 4, !dbg !235
@.str.29 = private unnamed_addr constant [9 x i8] c"g_477[i]\00", align 1, !dbg !86
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !229
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !88
@.str.30 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !137
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !223

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !245 {
    #dbg_value(i32 %0, !251, !DIExpression(), !257)
    #dbg_value(ptr %1, !252, !DIExpression(), !257)
    #dbg_value(i32 0, !256, !DIExpression(), !257)
  %3 = icmp eq i32 %0, 2, !dbg !258
  br i1 %3, label %4, label %17, !dbg !260

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !261
  %6 = load ptr, ptr %5, align 8, !dbg !261, !tbaa !262
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !266
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !267
  %16 = zext i1 %15 to i32, !dbg !267
  br label %17, !dbg !267

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !257
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !257
    #dbg_value(i32 %19, !256, !DIExpression(), !257)
    #dbg_value(i32 -306674912, !268, !DIExpression(), !277)
    #dbg_value(i32 0, !274, !DIExpression(), !277)
  br label %20, !dbg !279

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !281
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !283
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !283
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !289
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !289
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !289
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !283
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !289
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !289
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !289
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !283
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !289
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !289
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !289
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !283
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !289
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !289
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !289
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !283
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !289
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !289
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !289
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !283
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !289
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !289
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !289
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !283
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !289
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !289
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !289
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !283
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !289
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !289
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !289
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !290
  store <4 x i32> %62, ptr %63, align 4, !dbg !291, !tbaa !292
  %64 = add nuw i64 %21, 4, !dbg !281
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !283
  %66 = icmp eq i64 %64, 256, !dbg !281
  br i1 %66, label %67, label %20, !dbg !281, !llvm.loop !294

67:                                               ; preds = %20
    #dbg_assign(i1 undef, !299, !DIExpression(), !335, ptr undef, !DIExpression(), !336)
    #dbg_value(i8 -1, !304, !DIExpression(), !336)
    #dbg_assign(i1 undef, !305, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !338, ptr poison, !DIExpression(), !336)
    #dbg_value(i32 -5, !305, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !336)
    #dbg_assign(i1 undef, !305, !DIExpression(DW_OP_LLVM_fragment, 128, 384), !339, ptr poison, !DIExpression(), !336)
    #dbg_assign(i1 undef, !305, !DIExpression(DW_OP_LLVM_fragment, 544, 2016), !340, ptr poison, !DIExpression(), !336)
    #dbg_value(ptr poison, !309, !DIExpression(), !336)
    #dbg_value(ptr poison, !311, !DIExpression(), !336)
    #dbg_value(ptr poison, !313, !DIExpression(), !336)
    #dbg_assign(i1 undef, !314, !DIExpression(DW_OP_LLVM_fragment, 0, 144), !341, ptr poison, !DIExpression(), !336)
    #dbg_value(i16 -22097, !314, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !336)
    #dbg_assign(i1 undef, !314, !DIExpression(DW_OP_LLVM_fragment, 160, 288), !342, ptr poison, !DIExpression(), !336)
    #dbg_assign(i1 undef, !317, !DIExpression(DW_OP_LLVM_fragment, 0, 448), !343, ptr poison, !DIExpression(), !336)
    #dbg_value(i16 -1, !317, !DIExpression(DW_OP_LLVM_fragment, 448, 16), !336)
    #dbg_assign(i1 undef, !317, !DIExpression(DW_OP_LLVM_fragment, 464, 1952), !344, ptr poison, !DIExpression(), !336)
    #dbg_value(i16 -10, !317, !DIExpression(DW_OP_LLVM_fragment, 2416, 16), !336)
    #dbg_assign(i1 undef, !317, !DIExpression(DW_OP_LLVM_fragment, 2432, 448), !345, ptr poison, !DIExpression(), !336)
    #dbg_value(ptr null, !320, !DIExpression(), !336)
    #dbg_value(ptr poison, !321, !DIExpression(), !336)
    #dbg_value(ptr poison, !322, !DIExpression(), !336)
    #dbg_assign(i1 undef, !323, !DIExpression(), !346, ptr poison, !DIExpression(), !336)
    #dbg_value(i8 0, !326, !DIExpression(), !336)
    #dbg_value(i8 -92, !327, !DIExpression(), !336)
    #dbg_value(i64 -5246229488535358884, !328, !DIExpression(), !336)
    #dbg_value(i32 poison, !329, !DIExpression(), !336)
    #dbg_value(i32 0, !305, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !336)
  %68 = load volatile i64, ptr @g_264, align 8, !dbg !347, !tbaa !348
  %69 = load i8, ptr @g_477.1, align 4, !dbg !349, !tbaa !348
  %70 = xor i8 %69, 1, !dbg !349
  store i8 %70, ptr @g_477.1, align 4, !dbg !349, !tbaa !348
    #dbg_value(i16 undef, !305, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value, DW_OP_LLVM_fragment, 512, 32), !336)
    #dbg_value(i64 -5246229488535358884, !328, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !336)
    #dbg_value(i32 0, !253, !DIExpression(), !257)
  br label %71, !dbg !350

71:                                               ; preds = %67, %120
  %72 = phi i64 [ 0, %67 ], [ %121, %120 ]
    #dbg_value(i64 %72, !253, !DIExpression(), !257)
    #dbg_value(i64 0, !254, !DIExpression(), !257)
    #dbg_value(i32 poison, !255, !DIExpression(), !257)
  %73 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 0, !dbg !352
  %74 = load i32, ptr %73, align 4, !dbg !352, !tbaa !292
  %75 = sext i32 %74 to i64, !dbg !352
  tail call fastcc void @transparent_crc(i64 noundef %75, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !361
  br i1 %18, label %76, label %92, !dbg !362

76:                                               ; preds = %71
    #dbg_value(i32 poison, !255, !DIExpression(), !257)
    #dbg_value(i64 1, !254, !DIExpression(), !257)
  %77 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 1, !dbg !352
  %78 = load i32, ptr %77, align 4, !dbg !352, !tbaa !292
  %79 = sext i32 %78 to i64, !dbg !352
  tail call fastcc void @transparent_crc(i64 noundef %79, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !361
    #dbg_value(i64 2, !254, !DIExpression(), !257)
  %80 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 2, !dbg !352
  %81 = load i32, ptr %80, align 4, !dbg !352, !tbaa !292
  %82 = sext i32 %81 to i64, !dbg !352
  tail call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !361
    #dbg_value(i64 3, !254, !DIExpression(), !257)
  %83 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 3, !dbg !352
  %84 = load i32, ptr %83, align 4, !dbg !352, !tbaa !292
  %85 = sext i32 %84 to i64, !dbg !352
  tail call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !361
    #dbg_value(i64 4, !254, !DIExpression(), !257)
  %86 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 4, !dbg !352
  %87 = load i32, ptr %86, align 4, !dbg !352, !tbaa !292
  %88 = sext i32 %87 to i64, !dbg !352
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !361
    #dbg_value(i64 5, !254, !DIExpression(), !257)
  %89 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 5, !dbg !352
  %90 = load i32, ptr %89, align 4, !dbg !352, !tbaa !292
  %91 = sext i32 %90 to i64, !dbg !352
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !361
  br label %120, !dbg !362

92:                                               ; preds = %71
  %93 = trunc nuw nsw i64 %72 to i32, !dbg !363
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %93, i32 noundef 0, i32 noundef 0), !dbg !363
    #dbg_value(i32 poison, !255, !DIExpression(), !257)
    #dbg_value(i64 1, !254, !DIExpression(), !257)
  %95 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 1, !dbg !352
  %96 = load i32, ptr %95, align 4, !dbg !352, !tbaa !292
  %97 = sext i32 %96 to i64, !dbg !352
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !361
  %98 = trunc nuw nsw i64 %72 to i32, !dbg !363
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %98, i32 noundef 1, i32 noundef 0), !dbg !363
    #dbg_value(i64 2, !254, !DIExpression(), !257)
  %100 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 2, !dbg !352
  %101 = load i32, ptr %100, align 4, !dbg !352, !tbaa !292
  %102 = sext i32 %101 to i64, !dbg !352
  tail call fastcc void @transparent_crc(i64 noundef %102, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !361
  %103 = trunc nuw nsw i64 %72 to i32, !dbg !363
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %103, i32 noundef 2, i32 noundef 0), !dbg !363
    #dbg_value(i64 3, !254, !DIExpression(), !257)
  %105 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 3, !dbg !352
  %106 = load i32, ptr %105, align 4, !dbg !352, !tbaa !292
  %107 = sext i32 %106 to i64, !dbg !352
  tail call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !361
  %108 = trunc nuw nsw i64 %72 to i32, !dbg !363
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %108, i32 noundef 3, i32 noundef 0), !dbg !363
    #dbg_value(i64 4, !254, !DIExpression(), !257)
  %110 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 4, !dbg !352
  %111 = load i32, ptr %110, align 4, !dbg !352, !tbaa !292
  %112 = sext i32 %111 to i64, !dbg !352
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !361
  %113 = trunc nuw nsw i64 %72 to i32, !dbg !363
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %113, i32 noundef 4, i32 noundef 0), !dbg !363
    #dbg_value(i64 5, !254, !DIExpression(), !257)
  %115 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 5, !dbg !352
  %116 = load i32, ptr %115, align 4, !dbg !352, !tbaa !292
  %117 = sext i32 %116 to i64, !dbg !352
  tail call fastcc void @transparent_crc(i64 noundef %117, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !361
  %118 = trunc nuw nsw i64 %72 to i32, !dbg !363
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %118, i32 noundef 5, i32 noundef 0), !dbg !363
  br label %120, !dbg !363

120:                                              ; preds = %76, %92
    #dbg_value(i32 poison, !255, !DIExpression(), !257)
    #dbg_value(i64 6, !254, !DIExpression(), !257)
  %121 = add nuw nsw i64 %72, 1, !dbg !365
    #dbg_value(i64 %121, !253, !DIExpression(), !257)
  %122 = icmp eq i64 %121, 3, !dbg !366
  br i1 %122, label %123, label %71, !dbg !350, !llvm.loop !367

123:                                              ; preds = %120
  tail call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !369
  tail call fastcc void @transparent_crc(i64 noundef 724968363703976253, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !370
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !371
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !372
  tail call fastcc void @transparent_crc(i64 noundef 3560115989, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !373
    #dbg_value(i32 0, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !374
  br i1 %18, label %124, label %125, !dbg !378

124:                                              ; preds = %123
    #dbg_value(i32 1, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !374
    #dbg_value(i32 2, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !374
    #dbg_value(i32 3, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !374
    #dbg_value(i32 4, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !374
    #dbg_value(i32 5, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !374
  br label %132, !dbg !378

125:                                              ; preds = %123
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0), !dbg !379
    #dbg_value(i32 1, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !374
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1), !dbg !379
    #dbg_value(i32 2, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !374
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2), !dbg !379
    #dbg_value(i32 3, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !374
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 3), !dbg !379
    #dbg_value(i32 4, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !374
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 4), !dbg !379
    #dbg_value(i32 5, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !374
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 5), !dbg !379
  br label %132, !dbg !379

132:                                              ; preds = %124, %125
    #dbg_value(i32 6, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !381
    #dbg_value(i32 0, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !382
  br i1 %18, label %133, label %134, !dbg !386

133:                                              ; preds = %132
    #dbg_value(i32 1, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !382
    #dbg_value(i32 2, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !382
    #dbg_value(i32 3, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !382
  br label %139, !dbg !386

134:                                              ; preds = %132
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0), !dbg !387
    #dbg_value(i32 1, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !382
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1), !dbg !387
    #dbg_value(i32 2, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !382
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2), !dbg !387
    #dbg_value(i32 3, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !382
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 3), !dbg !387
  br label %139, !dbg !387

139:                                              ; preds = %133, %134
    #dbg_value(i32 4, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !389
  tail call fastcc void @transparent_crc(i64 noundef -578929562, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !390
  tail call fastcc void @transparent_crc(i64 noundef -1752586019099715339, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !391
  tail call fastcc void @transparent_crc(i64 noundef 498299062, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !392
  tail call fastcc void @transparent_crc(i64 noundef 65491, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !393
  %140 = load volatile i64, ptr @g_264, align 8, !dbg !394, !tbaa !348
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !395
  %141 = load volatile i64, ptr @g_264, align 8, !dbg !396, !tbaa !348
  tail call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !397
  tail call fastcc void @transparent_crc(i64 noundef 7821556869703760522, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !398
  tail call fastcc void @transparent_crc(i64 noundef 90, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !399
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !400
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !401
  tail call fastcc void @transparent_crc(i64 noundef 539932769, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !402
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !403
  tail call fastcc void @transparent_crc(i64 noundef -1491997993, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !404
  tail call fastcc void @transparent_crc(i64 noundef -1491997993, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !405
  %142 = load volatile i64, ptr @g_443, align 8, !dbg !406, !tbaa !407
  tail call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !409
  %143 = load volatile i32, ptr @g_444, align 4, !dbg !410, !tbaa !292
  %144 = sext i32 %143 to i64, !dbg !410
  tail call fastcc void @transparent_crc(i64 noundef %144, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !411
    #dbg_value(i64 0, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
  br i1 %18, label %145, label %148, !dbg !416

145:                                              ; preds = %139
    #dbg_value(i64 1, !253, !DIExpression(), !257)
  %146 = load i8, ptr @g_477.1, align 4, !dbg !417, !tbaa !348
  %147 = zext i8 %146 to i64, !dbg !417
  tail call fastcc void @transparent_crc(i64 noundef %147, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
    #dbg_value(i64 2, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
    #dbg_value(i64 3, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
    #dbg_value(i64 4, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
    #dbg_value(i64 5, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
    #dbg_value(i64 6, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
    #dbg_value(i64 7, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
    #dbg_value(i64 8, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
    #dbg_value(i64 9, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
  br label %161, !dbg !416

148:                                              ; preds = %139
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0), !dbg !418
    #dbg_value(i64 1, !253, !DIExpression(), !257)
  %150 = load i8, ptr @g_477.1, align 4, !dbg !417, !tbaa !348
  %151 = zext i8 %150 to i64, !dbg !417
  tail call fastcc void @transparent_crc(i64 noundef %151, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1), !dbg !418
    #dbg_value(i64 2, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2), !dbg !418
    #dbg_value(i64 3, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 3), !dbg !418
    #dbg_value(i64 4, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 4), !dbg !418
    #dbg_value(i64 5, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 5), !dbg !418
    #dbg_value(i64 6, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 6), !dbg !418
    #dbg_value(i64 7, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 7), !dbg !418
    #dbg_value(i64 8, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 8), !dbg !418
    #dbg_value(i64 9, !253, !DIExpression(), !257)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !412
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 9), !dbg !418
  br label %161, !dbg !418

161:                                              ; preds = %145, %148
    #dbg_value(i64 10, !253, !DIExpression(), !257)
  %162 = load i32, ptr @crc32_context, align 4, !dbg !420, !tbaa !292
  %163 = xor i32 %162, -1, !dbg !421
    #dbg_value(i32 %163, !422, !DIExpression(), !428)
    #dbg_value(i32 %19, !427, !DIExpression(), !428)
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %163), !dbg !430
  ret i32 0, !dbg !431
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !432 {
    #dbg_value(i64 %0, !436, !DIExpression(), !439)
    #dbg_value(ptr %1, !437, !DIExpression(), !439)
    #dbg_value(i32 %2, !438, !DIExpression(), !439)
    #dbg_value(i64 %0, !440, !DIExpression(), !445)
    #dbg_value(i64 %0, !447, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !452)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !454, !tbaa !292
  %5 = lshr i32 %4, 8, !dbg !455
  %6 = zext i32 %4 to i64, !dbg !456
  %7 = xor i64 %6, %0, !dbg !456
  %8 = and i64 %7, 255, !dbg !457
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !457
  %10 = load i32, ptr %9, align 4, !dbg !457, !tbaa !292
  %11 = xor i32 %5, %10, !dbg !458
  %12 = lshr i64 %0, 8, !dbg !459
    #dbg_value(i64 %12, !447, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !460)
  %13 = lshr i32 %11, 8, !dbg !462
  %14 = zext i32 %11 to i64, !dbg !463
  %15 = xor i64 %12, %14, !dbg !463
  %16 = and i64 %15, 255, !dbg !464
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !464
  %18 = load i32, ptr %17, align 4, !dbg !464, !tbaa !292
  %19 = xor i32 %13, %18, !dbg !465
  %20 = lshr i64 %0, 16, !dbg !466
    #dbg_value(i64 %20, !447, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !467)
  %21 = lshr i32 %19, 8, !dbg !469
  %22 = zext i32 %19 to i64, !dbg !470
  %23 = xor i64 %20, %22, !dbg !470
  %24 = and i64 %23, 255, !dbg !471
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !471
  %26 = load i32, ptr %25, align 4, !dbg !471, !tbaa !292
  %27 = xor i32 %21, %26, !dbg !472
  %28 = lshr i64 %0, 24, !dbg !473
    #dbg_value(i64 %28, !447, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !474)
  %29 = lshr i32 %27, 8, !dbg !476
  %30 = zext i32 %27 to i64, !dbg !477
  %31 = xor i64 %28, %30, !dbg !477
  %32 = and i64 %31, 255, !dbg !478
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !478
  %34 = load i32, ptr %33, align 4, !dbg !478, !tbaa !292
  %35 = xor i32 %29, %34, !dbg !479
  %36 = lshr i64 %0, 32, !dbg !480
    #dbg_value(i64 %36, !447, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !481)
  %37 = lshr i32 %35, 8, !dbg !483
  %38 = zext i32 %35 to i64, !dbg !484
  %39 = xor i64 %36, %38, !dbg !484
  %40 = and i64 %39, 255, !dbg !485
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !485
  %42 = load i32, ptr %41, align 4, !dbg !485, !tbaa !292
  %43 = xor i32 %37, %42, !dbg !486
  %44 = lshr i64 %0, 40, !dbg !487
    #dbg_value(i64 %44, !447, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !488)
  %45 = lshr i32 %43, 8, !dbg !490
  %46 = zext i32 %43 to i64, !dbg !491
  %47 = xor i64 %44, %46, !dbg !491
  %48 = and i64 %47, 255, !dbg !492
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !492
  %50 = load i32, ptr %49, align 4, !dbg !492, !tbaa !292
  %51 = xor i32 %45, %50, !dbg !493
  %52 = lshr i64 %0, 48, !dbg !494
    #dbg_value(i64 %52, !447, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !495)
  %53 = lshr i32 %51, 8, !dbg !497
  %54 = zext i32 %51 to i64, !dbg !498
  %55 = xor i64 %52, %54, !dbg !498
  %56 = and i64 %55, 255, !dbg !499
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !499
  %58 = load i32, ptr %57, align 4, !dbg !499, !tbaa !292
  %59 = xor i32 %53, %58, !dbg !500
  %60 = lshr i64 %0, 56, !dbg !501
    #dbg_value(i64 %60, !447, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !502)
  %61 = lshr i32 %59, 8, !dbg !504
  %62 = and i32 %59, 255, !dbg !505
  %63 = zext nneg i32 %62 to i64, !dbg !505
  %64 = xor i64 %60, %63, !dbg !505
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !505
  %66 = load i32, ptr %65, align 4, !dbg !505, !tbaa !292
  %67 = xor i32 %61, %66, !dbg !506
  store i32 %67, ptr @crc32_context, align 4, !dbg !507, !tbaa !292
  %68 = icmp eq i32 %2, 0, !dbg !508
  br i1 %68, label %73, label %69, !dbg !510

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !511
  %71 = zext i32 %70 to i64, !dbg !511
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, ptr noundef %1, i64 noundef %71), !dbg !513
  br label %73, !dbg !514

73:                                               ; preds = %69, %3
  ret void, !dbg !515
}

; Function Attrs: nofree nounwind
declare !dbg !516 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!236, !237, !238, !239, !240, !241, !242, !243}
!llvm.ident = !{!244}

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
!93 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !95, line: 42, baseType: !6)
!95 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!96 = !{!97}
!97 = !DISubrange(count: 256)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(name: "g_15", scope: !2, file: !3, line: 29, type: !100, isLocal: true, isDefinition: true)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !103, line: 24, baseType: !104)
!103 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!239 = !{i32 8, !"PIC Level", i32 2}
!240 = !{i32 7, !"PIE Level", i32 2}
!241 = !{i32 7, !"uwtable", i32 2}
!242 = !{i32 7, !"frame-pointer", i32 1}
!243 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!244 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!245 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 486, type: !246, scopeLine: 487, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !250)
!246 = !DISubroutineType(types: !247)
!247 = !{!7, !7, !248}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!250 = !{!251, !252, !253, !254, !255, !256}
!251 = !DILocalVariable(name: "argc", arg: 1, scope: !245, file: !3, line: 486, type: !7)
!252 = !DILocalVariable(name: "argv", arg: 2, scope: !245, file: !3, line: 486, type: !248)
!253 = !DILocalVariable(name: "i", scope: !245, file: !3, line: 488, type: !7)
!254 = !DILocalVariable(name: "j", scope: !245, file: !3, line: 488, type: !7)
!255 = !DILocalVariable(name: "k", scope: !245, file: !3, line: 488, type: !7)
!256 = !DILocalVariable(name: "print_hash_value", scope: !245, file: !3, line: 489, type: !7)
!257 = !DILocation(line: 0, scope: !245)
!258 = !DILocation(line: 490, column: 14, scope: !259)
!259 = distinct !DILexicalBlock(scope: !245, file: !3, line: 490, column: 9)
!260 = !DILocation(line: 490, column: 19, scope: !259)
!261 = !DILocation(line: 490, column: 29, scope: !259)
!262 = !{!263, !263, i64 0}
!263 = !{!"any pointer", !264, i64 0}
!264 = !{!"omnipotent char", !265, i64 0}
!265 = !{!"Simple C/C++ TBAA"}
!266 = !DILocation(line: 490, column: 43, scope: !259)
!267 = !DILocation(line: 490, column: 9, scope: !245)
!268 = !DILocalVariable(name: "poly", scope: !269, file: !90, line: 54, type: !276)
!269 = distinct !DISubprogram(name: "crc32_gentab", scope: !90, file: !90, line: 51, type: !270, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !272)
!270 = !DISubroutineType(types: !271)
!271 = !{null}
!272 = !{!273, !268, !274, !275}
!273 = !DILocalVariable(name: "crc", scope: !269, file: !90, line: 53, type: !92)
!274 = !DILocalVariable(name: "i", scope: !269, file: !90, line: 55, type: !7)
!275 = !DILocalVariable(name: "j", scope: !269, file: !90, line: 55, type: !7)
!276 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!277 = !DILocation(line: 0, scope: !269, inlinedAt: !278)
!278 = distinct !DILocation(line: 492, column: 5, scope: !245)
!279 = !DILocation(line: 57, column: 2, scope: !280, inlinedAt: !278)
!280 = distinct !DILexicalBlock(scope: !269, file: !90, line: 57, column: 2)
!281 = !DILocation(line: 57, column: 24, scope: !282, inlinedAt: !278)
!282 = distinct !DILexicalBlock(scope: !280, file: !90, line: 57, column: 2)
!283 = !DILocation(line: 60, column: 12, scope: !284, inlinedAt: !278)
!284 = distinct !DILexicalBlock(scope: !285, file: !90, line: 60, column: 8)
!285 = distinct !DILexicalBlock(scope: !286, file: !90, line: 59, column: 27)
!286 = distinct !DILexicalBlock(scope: !287, file: !90, line: 59, column: 3)
!287 = distinct !DILexicalBlock(scope: !288, file: !90, line: 59, column: 3)
!288 = distinct !DILexicalBlock(scope: !282, file: !90, line: 57, column: 28)
!289 = !DILocation(line: 60, column: 8, scope: !285, inlinedAt: !278)
!290 = !DILocation(line: 66, column: 3, scope: !288, inlinedAt: !278)
!291 = !DILocation(line: 66, column: 16, scope: !288, inlinedAt: !278)
!292 = !{!293, !293, i64 0}
!293 = !{!"int", !264, i64 0}
!294 = distinct !{!294, !279, !295, !296, !297, !298}
!295 = !DILocation(line: 67, column: 2, scope: !280, inlinedAt: !278)
!296 = !{!"llvm.loop.mustprogress"}
!297 = !{!"llvm.loop.isvectorized", i32 1}
!298 = !{!"llvm.loop.unroll.runtime.disable"}
!299 = !DILocalVariable(name: "l_16", scope: !300, file: !3, line: 90, type: !332)
!300 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 87, type: !301, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !303)
!301 = !DISubroutineType(types: !302)
!302 = !{!158}
!303 = !{!304, !299, !305, !309, !311, !313, !314, !317, !320, !321, !322, !323, !326, !327, !328, !329, !330, !331}
!304 = !DILocalVariable(name: "l_12", scope: !300, file: !3, line: 89, type: !102)
!305 = !DILocalVariable(name: "l_17", scope: !300, file: !3, line: 91, type: !306)
!306 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 2560, elements: !307)
!307 = !{!222, !308}
!308 = !DISubrange(count: 8)
!309 = !DILocalVariable(name: "l_475", scope: !300, file: !3, line: 92, type: !310)
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!311 = !DILocalVariable(name: "l_476", scope: !300, file: !3, line: 93, type: !312)
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!313 = !DILocalVariable(name: "l_478", scope: !300, file: !3, line: 94, type: !101)
!314 = !DILocalVariable(name: "l_479", scope: !300, file: !3, line: 95, type: !315)
!315 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 448, elements: !316)
!316 = !{!127, !167, !234}
!317 = !DILocalVariable(name: "l_480", scope: !300, file: !3, line: 96, type: !318)
!318 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 2880, elements: !319)
!319 = !{!222, !14, !42}
!320 = !DILocalVariable(name: "l_481", scope: !300, file: !3, line: 97, type: !111)
!321 = !DILocalVariable(name: "l_482", scope: !300, file: !3, line: 98, type: !111)
!322 = !DILocalVariable(name: "l_483", scope: !300, file: !3, line: 99, type: !111)
!323 = !DILocalVariable(name: "l_484", scope: !300, file: !3, line: 100, type: !324)
!324 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 448, elements: !325)
!325 = !{!127}
!326 = !DILocalVariable(name: "l_485", scope: !300, file: !3, line: 101, type: !102)
!327 = !DILocalVariable(name: "l_486", scope: !300, file: !3, line: 102, type: !102)
!328 = !DILocalVariable(name: "l_487", scope: !300, file: !3, line: 103, type: !146)
!329 = !DILocalVariable(name: "i", scope: !300, file: !3, line: 104, type: !7)
!330 = !DILocalVariable(name: "j", scope: !300, file: !3, line: 104, type: !7)
!331 = !DILocalVariable(name: "k", scope: !300, file: !3, line: 104, type: !7)
!332 = !DICompositeType(tag: DW_TAG_array_type, baseType: !333, size: 64, elements: !334)
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!334 = !{!234}
!335 = distinct !DIAssignID()
!336 = !DILocation(line: 0, scope: !300, inlinedAt: !337)
!337 = distinct !DILocation(line: 493, column: 5, scope: !245)
!338 = distinct !DIAssignID()
!339 = distinct !DIAssignID()
!340 = distinct !DIAssignID()
!341 = distinct !DIAssignID()
!342 = distinct !DIAssignID()
!343 = distinct !DIAssignID()
!344 = distinct !DIAssignID()
!345 = distinct !DIAssignID()
!346 = distinct !DIAssignID()
!347 = !DILocation(line: 107, column: 374, scope: !300, inlinedAt: !337)
!348 = !{!264, !264, i64 0}
!349 = !DILocation(line: 107, column: 364, scope: !300, inlinedAt: !337)
!350 = !DILocation(line: 494, column: 5, scope: !351)
!351 = distinct !DILexicalBlock(scope: !245, file: !3, line: 494, column: 5)
!352 = !DILocation(line: 500, column: 33, scope: !353)
!353 = distinct !DILexicalBlock(scope: !354, file: !3, line: 499, column: 13)
!354 = distinct !DILexicalBlock(scope: !355, file: !3, line: 498, column: 13)
!355 = distinct !DILexicalBlock(scope: !356, file: !3, line: 498, column: 13)
!356 = distinct !DILexicalBlock(scope: !357, file: !3, line: 497, column: 9)
!357 = distinct !DILexicalBlock(scope: !358, file: !3, line: 496, column: 9)
!358 = distinct !DILexicalBlock(scope: !359, file: !3, line: 496, column: 9)
!359 = distinct !DILexicalBlock(scope: !360, file: !3, line: 495, column: 5)
!360 = distinct !DILexicalBlock(scope: !351, file: !3, line: 494, column: 5)
!361 = !DILocation(line: 500, column: 17, scope: !353)
!362 = !DILocation(line: 501, column: 21, scope: !353)
!363 = !DILocation(line: 501, column: 39, scope: !364)
!364 = distinct !DILexicalBlock(scope: !353, file: !3, line: 501, column: 21)
!365 = !DILocation(line: 494, column: 25, scope: !360)
!366 = !DILocation(line: 494, column: 19, scope: !360)
!367 = distinct !{!367, !350, !368, !296}
!368 = !DILocation(line: 505, column: 5, scope: !351)
!369 = !DILocation(line: 506, column: 5, scope: !245)
!370 = !DILocation(line: 507, column: 5, scope: !245)
!371 = !DILocation(line: 508, column: 5, scope: !245)
!372 = !DILocation(line: 509, column: 5, scope: !245)
!373 = !DILocation(line: 510, column: 5, scope: !245)
!374 = !DILocation(line: 513, column: 9, scope: !375)
!375 = distinct !DILexicalBlock(scope: !376, file: !3, line: 512, column: 5)
!376 = distinct !DILexicalBlock(scope: !377, file: !3, line: 511, column: 5)
!377 = distinct !DILexicalBlock(scope: !245, file: !3, line: 511, column: 5)
!378 = !DILocation(line: 514, column: 13, scope: !375)
!379 = !DILocation(line: 514, column: 31, scope: !380)
!380 = distinct !DILexicalBlock(scope: !375, file: !3, line: 514, column: 13)
!381 = !DILocation(line: 517, column: 5, scope: !245)
!382 = !DILocation(line: 520, column: 9, scope: !383)
!383 = distinct !DILexicalBlock(scope: !384, file: !3, line: 519, column: 5)
!384 = distinct !DILexicalBlock(scope: !385, file: !3, line: 518, column: 5)
!385 = distinct !DILexicalBlock(scope: !245, file: !3, line: 518, column: 5)
!386 = !DILocation(line: 521, column: 13, scope: !383)
!387 = !DILocation(line: 521, column: 31, scope: !388)
!388 = distinct !DILexicalBlock(scope: !383, file: !3, line: 521, column: 13)
!389 = !DILocation(line: 524, column: 5, scope: !245)
!390 = !DILocation(line: 525, column: 5, scope: !245)
!391 = !DILocation(line: 526, column: 5, scope: !245)
!392 = !DILocation(line: 527, column: 5, scope: !245)
!393 = !DILocation(line: 528, column: 5, scope: !245)
!394 = !DILocation(line: 529, column: 27, scope: !245)
!395 = !DILocation(line: 529, column: 5, scope: !245)
!396 = !DILocation(line: 530, column: 27, scope: !245)
!397 = !DILocation(line: 530, column: 5, scope: !245)
!398 = !DILocation(line: 531, column: 5, scope: !245)
!399 = !DILocation(line: 532, column: 5, scope: !245)
!400 = !DILocation(line: 533, column: 5, scope: !245)
!401 = !DILocation(line: 534, column: 5, scope: !245)
!402 = !DILocation(line: 535, column: 5, scope: !245)
!403 = !DILocation(line: 536, column: 5, scope: !245)
!404 = !DILocation(line: 537, column: 5, scope: !245)
!405 = !DILocation(line: 538, column: 5, scope: !245)
!406 = !DILocation(line: 539, column: 21, scope: !245)
!407 = !{!408, !408, i64 0}
!408 = !{!"long", !264, i64 0}
!409 = !DILocation(line: 539, column: 5, scope: !245)
!410 = !DILocation(line: 540, column: 21, scope: !245)
!411 = !DILocation(line: 540, column: 5, scope: !245)
!412 = !DILocation(line: 543, column: 9, scope: !413)
!413 = distinct !DILexicalBlock(scope: !414, file: !3, line: 542, column: 5)
!414 = distinct !DILexicalBlock(scope: !415, file: !3, line: 541, column: 5)
!415 = distinct !DILexicalBlock(scope: !245, file: !3, line: 541, column: 5)
!416 = !DILocation(line: 544, column: 13, scope: !413)
!417 = !DILocation(line: 543, column: 25, scope: !413)
!418 = !DILocation(line: 544, column: 31, scope: !419)
!419 = distinct !DILexicalBlock(scope: !413, file: !3, line: 544, column: 13)
!420 = !DILocation(line: 547, column: 23, scope: !245)
!421 = !DILocation(line: 547, column: 37, scope: !245)
!422 = !DILocalVariable(name: "crc", arg: 1, scope: !423, file: !225, line: 49, type: !92)
!423 = distinct !DISubprogram(name: "platform_main_end", scope: !225, file: !225, line: 49, type: !424, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !426)
!424 = !DISubroutineType(types: !425)
!425 = !{null, !92, !7}
!426 = !{!422, !427}
!427 = !DILocalVariable(name: "flag", arg: 2, scope: !423, file: !225, line: 49, type: !7)
!428 = !DILocation(line: 0, scope: !423, inlinedAt: !429)
!429 = distinct !DILocation(line: 547, column: 5, scope: !245)
!430 = !DILocation(line: 56, column: 2, scope: !423, inlinedAt: !429)
!431 = !DILocation(line: 548, column: 5, scope: !245)
!432 = distinct !DISubprogram(name: "transparent_crc", scope: !90, file: !90, line: 110, type: !433, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !435)
!433 = !DISubroutineType(types: !434)
!434 = !{null, !146, !249, !7}
!435 = !{!436, !437, !438}
!436 = !DILocalVariable(name: "val", arg: 1, scope: !432, file: !90, line: 110, type: !146)
!437 = !DILocalVariable(name: "vname", arg: 2, scope: !432, file: !90, line: 110, type: !249)
!438 = !DILocalVariable(name: "flag", arg: 3, scope: !432, file: !90, line: 110, type: !7)
!439 = !DILocation(line: 0, scope: !432)
!440 = !DILocalVariable(name: "val", arg: 1, scope: !441, file: !90, line: 97, type: !146)
!441 = distinct !DISubprogram(name: "crc32_8bytes", scope: !90, file: !90, line: 97, type: !442, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !444)
!442 = !DISubroutineType(types: !443)
!443 = !{null, !146}
!444 = !{!440}
!445 = !DILocation(line: 0, scope: !441, inlinedAt: !446)
!446 = distinct !DILocation(line: 112, column: 2, scope: !432)
!447 = !DILocalVariable(name: "b", arg: 1, scope: !448, file: !90, line: 71, type: !218)
!448 = distinct !DISubprogram(name: "crc32_byte", scope: !90, file: !90, line: 71, type: !449, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !451)
!449 = !DISubroutineType(types: !450)
!450 = !{null, !218}
!451 = !{!447}
!452 = !DILocation(line: 0, scope: !448, inlinedAt: !453)
!453 = distinct !DILocation(line: 99, column: 2, scope: !441, inlinedAt: !446)
!454 = !DILocation(line: 73, column: 5, scope: !448, inlinedAt: !453)
!455 = !DILocation(line: 73, column: 19, scope: !448, inlinedAt: !453)
!456 = !DILocation(line: 74, column: 33, scope: !448, inlinedAt: !453)
!457 = !DILocation(line: 74, column: 3, scope: !448, inlinedAt: !453)
!458 = !DILocation(line: 73, column: 39, scope: !448, inlinedAt: !453)
!459 = !DILocation(line: 100, column: 18, scope: !441, inlinedAt: !446)
!460 = !DILocation(line: 0, scope: !448, inlinedAt: !461)
!461 = distinct !DILocation(line: 100, column: 2, scope: !441, inlinedAt: !446)
!462 = !DILocation(line: 73, column: 19, scope: !448, inlinedAt: !461)
!463 = !DILocation(line: 74, column: 33, scope: !448, inlinedAt: !461)
!464 = !DILocation(line: 74, column: 3, scope: !448, inlinedAt: !461)
!465 = !DILocation(line: 73, column: 39, scope: !448, inlinedAt: !461)
!466 = !DILocation(line: 101, column: 18, scope: !441, inlinedAt: !446)
!467 = !DILocation(line: 0, scope: !448, inlinedAt: !468)
!468 = distinct !DILocation(line: 101, column: 2, scope: !441, inlinedAt: !446)
!469 = !DILocation(line: 73, column: 19, scope: !448, inlinedAt: !468)
!470 = !DILocation(line: 74, column: 33, scope: !448, inlinedAt: !468)
!471 = !DILocation(line: 74, column: 3, scope: !448, inlinedAt: !468)
!472 = !DILocation(line: 73, column: 39, scope: !448, inlinedAt: !468)
!473 = !DILocation(line: 102, column: 18, scope: !441, inlinedAt: !446)
!474 = !DILocation(line: 0, scope: !448, inlinedAt: !475)
!475 = distinct !DILocation(line: 102, column: 2, scope: !441, inlinedAt: !446)
!476 = !DILocation(line: 73, column: 19, scope: !448, inlinedAt: !475)
!477 = !DILocation(line: 74, column: 33, scope: !448, inlinedAt: !475)
!478 = !DILocation(line: 74, column: 3, scope: !448, inlinedAt: !475)
!479 = !DILocation(line: 73, column: 39, scope: !448, inlinedAt: !475)
!480 = !DILocation(line: 103, column: 18, scope: !441, inlinedAt: !446)
!481 = !DILocation(line: 0, scope: !448, inlinedAt: !482)
!482 = distinct !DILocation(line: 103, column: 2, scope: !441, inlinedAt: !446)
!483 = !DILocation(line: 73, column: 19, scope: !448, inlinedAt: !482)
!484 = !DILocation(line: 74, column: 33, scope: !448, inlinedAt: !482)
!485 = !DILocation(line: 74, column: 3, scope: !448, inlinedAt: !482)
!486 = !DILocation(line: 73, column: 39, scope: !448, inlinedAt: !482)
!487 = !DILocation(line: 104, column: 18, scope: !441, inlinedAt: !446)
!488 = !DILocation(line: 0, scope: !448, inlinedAt: !489)
!489 = distinct !DILocation(line: 104, column: 2, scope: !441, inlinedAt: !446)
!490 = !DILocation(line: 73, column: 19, scope: !448, inlinedAt: !489)
!491 = !DILocation(line: 74, column: 33, scope: !448, inlinedAt: !489)
!492 = !DILocation(line: 74, column: 3, scope: !448, inlinedAt: !489)
!493 = !DILocation(line: 73, column: 39, scope: !448, inlinedAt: !489)
!494 = !DILocation(line: 105, column: 18, scope: !441, inlinedAt: !446)
!495 = !DILocation(line: 0, scope: !448, inlinedAt: !496)
!496 = distinct !DILocation(line: 105, column: 2, scope: !441, inlinedAt: !446)
!497 = !DILocation(line: 73, column: 19, scope: !448, inlinedAt: !496)
!498 = !DILocation(line: 74, column: 33, scope: !448, inlinedAt: !496)
!499 = !DILocation(line: 74, column: 3, scope: !448, inlinedAt: !496)
!500 = !DILocation(line: 73, column: 39, scope: !448, inlinedAt: !496)
!501 = !DILocation(line: 106, column: 18, scope: !441, inlinedAt: !446)
!502 = !DILocation(line: 0, scope: !448, inlinedAt: !503)
!503 = distinct !DILocation(line: 106, column: 2, scope: !441, inlinedAt: !446)
!504 = !DILocation(line: 73, column: 19, scope: !448, inlinedAt: !503)
!505 = !DILocation(line: 74, column: 3, scope: !448, inlinedAt: !503)
!506 = !DILocation(line: 73, column: 39, scope: !448, inlinedAt: !503)
!507 = !DILocation(line: 72, column: 16, scope: !448, inlinedAt: !503)
!508 = !DILocation(line: 113, column: 6, scope: !509)
!509 = distinct !DILexicalBlock(scope: !432, file: !90, line: 113, column: 6)
!510 = !DILocation(line: 113, column: 6, scope: !432)
!511 = !DILocation(line: 114, column: 73, scope: !512)
!512 = distinct !DILexicalBlock(scope: !509, file: !90, line: 113, column: 12)
!513 = !DILocation(line: 114, column: 5, scope: !512)
!514 = !DILocation(line: 115, column: 2, scope: !512)
!515 = !DILocation(line: 116, column: 1, scope: !432)
!516 = !DISubprogram(name: "printf", scope: !517, file: !517, line: 356, type: !518, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!517 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!518 = !DISubroutineType(types: !519)
!519 = !{!7, !520, null}
!520 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !521)
!521 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !522, size: 64)
!522 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
