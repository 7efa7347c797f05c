; ModuleID = 'tests/programs/csmith/seed_1023.c'
source_filename = "tests/programs/csmith/seed_1023.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%union.U0 = type { i64 }

@g_19 = internal unnamed_addr constant [3 x [6 x [1 x i32]]] [[6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]], [6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]], [6 x [1 x i32]] [[1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8], [1 x i32] [i32 8]]], align 16, !dbg !0
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
@g_264 = internal global %union.U0 { i64 2294581504738829706 }, align 8, !dbg !172
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
@g_443 = internal global i64 9, align 8, !dbg !200
@.str.27 = private unnamed_addr constant [6 x i8] c"g_443\00", align 1, !dbg !82
@g_444 = internal global i32 -1095729418, align 4, !dbg !203
@.str.28 = private unnamed_addr constant [6 x i8] c"g_444\00", align 1, !dbg !84
@g_477.1 = internal unnamed_addr global i8 0, align 1, !dbg !225
@.str.29 = private unnamed_addr constant [9 x i8] c"g_477[i]\00", align 1, !dbg !86
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !219
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !88
@.str.30 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !131
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !213

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !234 {
    #dbg_value(i32 %0, !240, !DIExpression(), !246)
    #dbg_value(ptr %1, !241, !DIExpression(), !246)
    #dbg_value(i32 0, !245, !DIExpression(), !246)
  %3 = icmp eq i32 %0, 2, !dbg !247
  br i1 %3, label %4, label %17, !dbg !249

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !250
  %6 = load ptr, ptr %5, align 8, !dbg !250, !tbaa !251
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !255
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !256
  %16 = zext i1 %15 to i32, !dbg !256
  br label %17, !dbg !256

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !246
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !246
    #dbg_value(i32 %19, !245, !DIExpression(), !246)
    #dbg_value(i32 -306674912, !257, !DIExpression(), !266)
    #dbg_value(i32 0, !263, !DIExpression(), !266)
  br label %20, !dbg !268

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !270
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !272
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !272
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !272
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !278
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !278
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !278
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !272
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !272
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !278
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !278
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !278
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !272
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !272
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !278
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !278
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !278
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !272
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !272
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !278
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !278
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !278
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !272
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !272
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !278
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !278
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !278
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !272
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !272
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !278
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !278
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !278
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !272
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !272
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !278
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !278
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !278
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !272
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !272
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !278
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !278
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !278
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !279
  store <4 x i32> %62, ptr %63, align 16, !dbg !280, !tbaa !281
  %64 = add nuw i64 %21, 4, !dbg !270
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !272
  %66 = icmp eq i64 %64, 256, !dbg !270
  br i1 %66, label %67, label %20, !dbg !270, !llvm.loop !283

67:                                               ; preds = %20
    #dbg_assign(i1 undef, !288, !DIExpression(), !324, ptr undef, !DIExpression(), !325)
    #dbg_value(i8 -1, !293, !DIExpression(), !325)
    #dbg_assign(i1 undef, !294, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !327, ptr poison, !DIExpression(), !325)
    #dbg_value(i32 -5, !294, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !325)
    #dbg_assign(i1 undef, !294, !DIExpression(DW_OP_LLVM_fragment, 128, 384), !328, ptr poison, !DIExpression(), !325)
    #dbg_assign(i1 undef, !294, !DIExpression(DW_OP_LLVM_fragment, 544, 2016), !329, ptr poison, !DIExpression(), !325)
    #dbg_value(ptr poison, !298, !DIExpression(), !325)
    #dbg_value(ptr poison, !300, !DIExpression(), !325)
    #dbg_value(ptr poison, !302, !DIExpression(), !325)
    #dbg_assign(i1 undef, !303, !DIExpression(DW_OP_LLVM_fragment, 0, 144), !330, ptr poison, !DIExpression(), !325)
    #dbg_value(i16 -22097, !303, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !325)
    #dbg_assign(i1 undef, !303, !DIExpression(DW_OP_LLVM_fragment, 160, 288), !331, ptr poison, !DIExpression(), !325)
    #dbg_assign(i1 undef, !306, !DIExpression(DW_OP_LLVM_fragment, 0, 448), !332, ptr poison, !DIExpression(), !325)
    #dbg_value(i16 -1, !306, !DIExpression(DW_OP_LLVM_fragment, 448, 16), !325)
    #dbg_assign(i1 undef, !306, !DIExpression(DW_OP_LLVM_fragment, 464, 1952), !333, ptr poison, !DIExpression(), !325)
    #dbg_value(i16 -10, !306, !DIExpression(DW_OP_LLVM_fragment, 2416, 16), !325)
    #dbg_assign(i1 undef, !306, !DIExpression(DW_OP_LLVM_fragment, 2432, 448), !334, ptr poison, !DIExpression(), !325)
    #dbg_value(ptr null, !309, !DIExpression(), !325)
    #dbg_value(ptr poison, !310, !DIExpression(), !325)
    #dbg_value(ptr poison, !311, !DIExpression(), !325)
    #dbg_assign(i1 undef, !312, !DIExpression(), !335, ptr poison, !DIExpression(), !325)
    #dbg_value(i8 0, !315, !DIExpression(), !325)
    #dbg_value(i8 -92, !316, !DIExpression(), !325)
    #dbg_value(i64 -5246229488535358884, !317, !DIExpression(), !325)
    #dbg_value(i32 poison, !318, !DIExpression(), !325)
    #dbg_value(i32 0, !294, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !325)
  %68 = load volatile i64, ptr @g_264, align 8, !dbg !336, !tbaa !337
  %69 = load i8, ptr @g_477.1, align 1, !dbg !338, !tbaa !337
  %70 = xor i8 %69, 1, !dbg !338
  store i8 %70, ptr @g_477.1, align 1, !dbg !338, !tbaa !337
    #dbg_value(i16 undef, !294, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value, DW_OP_LLVM_fragment, 512, 32), !325)
    #dbg_value(i64 -5246229488535358884, !317, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !325)
    #dbg_value(i32 0, !242, !DIExpression(), !246)
  br label %71, !dbg !339

71:                                               ; preds = %67, %114
  %72 = phi i64 [ 0, %67 ], [ %115, %114 ]
    #dbg_value(i64 %72, !242, !DIExpression(), !246)
    #dbg_value(i64 0, !243, !DIExpression(), !246)
    #dbg_value(i32 poison, !244, !DIExpression(), !246)
  %73 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 0, !dbg !341
  %74 = load i32, ptr %73, align 8, !dbg !341, !tbaa !281
  %75 = sext i32 %74 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %75, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !350
  br i1 %18, label %76, label %92, !dbg !351

76:                                               ; preds = %71
    #dbg_value(i32 poison, !244, !DIExpression(), !246)
    #dbg_value(i64 1, !243, !DIExpression(), !246)
  %77 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 1, !dbg !341
  %78 = load i32, ptr %77, align 4, !dbg !341, !tbaa !281
  %79 = sext i32 %78 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %79, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !350
    #dbg_value(i64 2, !243, !DIExpression(), !246)
  %80 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 2, !dbg !341
  %81 = load i32, ptr %80, align 8, !dbg !341, !tbaa !281
  %82 = sext i32 %81 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !350
    #dbg_value(i64 3, !243, !DIExpression(), !246)
  %83 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 3, !dbg !341
  %84 = load i32, ptr %83, align 4, !dbg !341, !tbaa !281
  %85 = sext i32 %84 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !350
    #dbg_value(i64 4, !243, !DIExpression(), !246)
  %86 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 4, !dbg !341
  %87 = load i32, ptr %86, align 8, !dbg !341, !tbaa !281
  %88 = sext i32 %87 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !350
    #dbg_value(i64 5, !243, !DIExpression(), !246)
  %89 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 5, !dbg !341
  %90 = load i32, ptr %89, align 4, !dbg !341, !tbaa !281
  %91 = sext i32 %90 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !350
  br label %114, !dbg !351

92:                                               ; preds = %71
  %93 = trunc nuw nsw i64 %72 to i32, !dbg !352
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %93, i32 noundef 0, i32 noundef 0), !dbg !352
    #dbg_value(i32 poison, !244, !DIExpression(), !246)
    #dbg_value(i64 1, !243, !DIExpression(), !246)
  %94 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 1, !dbg !341
  %95 = load i32, ptr %94, align 4, !dbg !341, !tbaa !281
  %96 = sext i32 %95 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %96, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !350
  %97 = trunc nuw nsw i64 %72 to i32, !dbg !352
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %97, i32 noundef 1, i32 noundef 0), !dbg !352
    #dbg_value(i64 2, !243, !DIExpression(), !246)
  %98 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 2, !dbg !341
  %99 = load i32, ptr %98, align 8, !dbg !341, !tbaa !281
  %100 = sext i32 %99 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !350
  %101 = trunc nuw nsw i64 %72 to i32, !dbg !352
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %101, i32 noundef 2, i32 noundef 0), !dbg !352
    #dbg_value(i64 3, !243, !DIExpression(), !246)
  %102 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 3, !dbg !341
  %103 = load i32, ptr %102, align 4, !dbg !341, !tbaa !281
  %104 = sext i32 %103 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !350
  %105 = trunc nuw nsw i64 %72 to i32, !dbg !352
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %105, i32 noundef 3, i32 noundef 0), !dbg !352
    #dbg_value(i64 4, !243, !DIExpression(), !246)
  %106 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 4, !dbg !341
  %107 = load i32, ptr %106, align 8, !dbg !341, !tbaa !281
  %108 = sext i32 %107 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !350
  %109 = trunc nuw nsw i64 %72 to i32, !dbg !352
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %109, i32 noundef 4, i32 noundef 0), !dbg !352
    #dbg_value(i64 5, !243, !DIExpression(), !246)
  %110 = getelementptr inbounds [3 x [6 x [1 x i32]]], ptr @g_19, i64 0, i64 %72, i64 5, !dbg !341
  %111 = load i32, ptr %110, align 4, !dbg !341, !tbaa !281
  %112 = sext i32 %111 to i64, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !350
  %113 = trunc nuw nsw i64 %72 to i32, !dbg !352
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %113, i32 noundef 5, i32 noundef 0), !dbg !352
  br label %114, !dbg !352

114:                                              ; preds = %76, %92
    #dbg_value(i32 poison, !244, !DIExpression(), !246)
    #dbg_value(i64 6, !243, !DIExpression(), !246)
  %115 = add nuw nsw i64 %72, 1, !dbg !354
    #dbg_value(i64 %115, !242, !DIExpression(), !246)
  %116 = icmp eq i64 %115, 3, !dbg !355
  br i1 %116, label %117, label %71, !dbg !339, !llvm.loop !356

117:                                              ; preds = %114
  tail call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef 724968363703976253, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !359
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !360
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef 3560115989, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !362
    #dbg_value(i32 0, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !363
  br i1 %18, label %118, label %119, !dbg !367

118:                                              ; preds = %117
    #dbg_value(i32 1, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !363
    #dbg_value(i32 2, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !363
    #dbg_value(i32 3, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !363
    #dbg_value(i32 4, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !363
    #dbg_value(i32 5, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !363
  br label %120, !dbg !367

119:                                              ; preds = %117
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 0), !dbg !368
    #dbg_value(i32 1, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !363
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 1), !dbg !368
    #dbg_value(i32 2, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !363
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 2), !dbg !368
    #dbg_value(i32 3, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !363
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 3), !dbg !368
    #dbg_value(i32 4, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !363
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 4), !dbg !368
    #dbg_value(i32 5, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef -5431, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !363
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 5), !dbg !368
  br label %120, !dbg !368

120:                                              ; preds = %118, %119
    #dbg_value(i32 6, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !370
    #dbg_value(i32 0, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !371
  br i1 %18, label %121, label %122, !dbg !375

121:                                              ; preds = %120
    #dbg_value(i32 1, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !371
    #dbg_value(i32 2, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !371
    #dbg_value(i32 3, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !371
  br label %123, !dbg !375

122:                                              ; preds = %120
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 0), !dbg !376
    #dbg_value(i32 1, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !371
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 1), !dbg !376
    #dbg_value(i32 2, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !371
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 2), !dbg !376
    #dbg_value(i32 3, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !371
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 3), !dbg !376
  br label %123, !dbg !376

123:                                              ; preds = %121, %122
    #dbg_value(i32 4, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !378
  tail call fastcc void @transparent_crc(i64 noundef -578929562, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !379
  tail call fastcc void @transparent_crc(i64 noundef -1752586019099715339, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !380
  tail call fastcc void @transparent_crc(i64 noundef 498299062, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !381
  tail call fastcc void @transparent_crc(i64 noundef 65491, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !382
  %124 = load volatile i64, ptr @g_264, align 8, !dbg !383, !tbaa !337
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !384
  %125 = load volatile i64, ptr @g_264, align 8, !dbg !385, !tbaa !337
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !386
  tail call fastcc void @transparent_crc(i64 noundef 7821556869703760522, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !387
  tail call fastcc void @transparent_crc(i64 noundef 90, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !389
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !390
  tail call fastcc void @transparent_crc(i64 noundef 539932769, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !391
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !392
  tail call fastcc void @transparent_crc(i64 noundef -1491997993, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !393
  tail call fastcc void @transparent_crc(i64 noundef -1491997993, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !394
  %126 = load volatile i64, ptr @g_443, align 8, !dbg !395, !tbaa !396
  tail call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !398
  %127 = load volatile i32, ptr @g_444, align 4, !dbg !399, !tbaa !281
  %128 = sext i32 %127 to i64, !dbg !399
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !400
    #dbg_value(i64 0, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
  br i1 %18, label %129, label %132, !dbg !405

129:                                              ; preds = %123
    #dbg_value(i64 1, !242, !DIExpression(), !246)
  %130 = load i8, ptr @g_477.1, align 1, !dbg !406, !tbaa !337
  %131 = zext i8 %130 to i64, !dbg !406
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
    #dbg_value(i64 2, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
    #dbg_value(i64 3, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
    #dbg_value(i64 4, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
    #dbg_value(i64 5, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
    #dbg_value(i64 6, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
    #dbg_value(i64 7, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
    #dbg_value(i64 8, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
    #dbg_value(i64 9, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
  br label %135, !dbg !405

132:                                              ; preds = %123
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 0), !dbg !407
    #dbg_value(i64 1, !242, !DIExpression(), !246)
  %133 = load i8, ptr @g_477.1, align 1, !dbg !406, !tbaa !337
  %134 = zext i8 %133 to i64, !dbg !406
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 1), !dbg !407
    #dbg_value(i64 2, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 2), !dbg !407
    #dbg_value(i64 3, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 3), !dbg !407
    #dbg_value(i64 4, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 4), !dbg !407
    #dbg_value(i64 5, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 5), !dbg !407
    #dbg_value(i64 6, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 6), !dbg !407
    #dbg_value(i64 7, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 7), !dbg !407
    #dbg_value(i64 8, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 8), !dbg !407
    #dbg_value(i64 9, !242, !DIExpression(), !246)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !401
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 9), !dbg !407
  br label %135, !dbg !407

135:                                              ; preds = %129, %132
    #dbg_value(i64 10, !242, !DIExpression(), !246)
  %136 = load i32, ptr @crc32_context, align 4, !dbg !409, !tbaa !281
  %137 = xor i32 %136, -1, !dbg !410
    #dbg_value(i32 %137, !411, !DIExpression(), !417)
    #dbg_value(i32 %19, !416, !DIExpression(), !417)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.33, i32 noundef %137), !dbg !419
  ret i32 0, !dbg !420
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !421 {
    #dbg_value(i64 %0, !425, !DIExpression(), !428)
    #dbg_value(ptr %1, !426, !DIExpression(), !428)
    #dbg_value(i32 %2, !427, !DIExpression(), !428)
    #dbg_value(i64 %0, !429, !DIExpression(), !434)
    #dbg_value(i64 %0, !436, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !441)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !443, !tbaa !281
  %5 = lshr i32 %4, 8, !dbg !444
  %6 = zext i32 %4 to i64, !dbg !445
  %7 = xor i64 %6, %0, !dbg !445
  %8 = and i64 %7, 255, !dbg !446
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !446
  %10 = load i32, ptr %9, align 4, !dbg !446, !tbaa !281
  %11 = xor i32 %5, %10, !dbg !447
  %12 = lshr i64 %0, 8, !dbg !448
    #dbg_value(i64 %12, !436, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !449)
  %13 = lshr i32 %11, 8, !dbg !451
  %14 = zext i32 %11 to i64, !dbg !452
  %15 = xor i64 %12, %14, !dbg !452
  %16 = and i64 %15, 255, !dbg !453
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !453
  %18 = load i32, ptr %17, align 4, !dbg !453, !tbaa !281
  %19 = xor i32 %13, %18, !dbg !454
  %20 = lshr i64 %0, 16, !dbg !455
    #dbg_value(i64 %20, !436, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !456)
  %21 = lshr i32 %19, 8, !dbg !458
  %22 = zext i32 %19 to i64, !dbg !459
  %23 = xor i64 %20, %22, !dbg !459
  %24 = and i64 %23, 255, !dbg !460
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !460
  %26 = load i32, ptr %25, align 4, !dbg !460, !tbaa !281
  %27 = xor i32 %21, %26, !dbg !461
  %28 = lshr i64 %0, 24, !dbg !462
    #dbg_value(i64 %28, !436, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !463)
  %29 = lshr i32 %27, 8, !dbg !465
  %30 = zext i32 %27 to i64, !dbg !466
  %31 = xor i64 %28, %30, !dbg !466
  %32 = and i64 %31, 255, !dbg !467
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !467
  %34 = load i32, ptr %33, align 4, !dbg !467, !tbaa !281
  %35 = xor i32 %29, %34, !dbg !468
  %36 = lshr i64 %0, 32, !dbg !469
    #dbg_value(i64 %36, !436, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !470)
  %37 = lshr i32 %35, 8, !dbg !472
  %38 = zext i32 %35 to i64, !dbg !473
  %39 = xor i64 %36, %38, !dbg !473
  %40 = and i64 %39, 255, !dbg !474
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !474
  %42 = load i32, ptr %41, align 4, !dbg !474, !tbaa !281
  %43 = xor i32 %37, %42, !dbg !475
  %44 = lshr i64 %0, 40, !dbg !476
    #dbg_value(i64 %44, !436, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !477)
  %45 = lshr i32 %43, 8, !dbg !479
  %46 = zext i32 %43 to i64, !dbg !480
  %47 = xor i64 %44, %46, !dbg !480
  %48 = and i64 %47, 255, !dbg !481
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !481
  %50 = load i32, ptr %49, align 4, !dbg !481, !tbaa !281
  %51 = xor i32 %45, %50, !dbg !482
  %52 = lshr i64 %0, 48, !dbg !483
    #dbg_value(i64 %52, !436, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !484)
  %53 = lshr i32 %51, 8, !dbg !486
  %54 = zext i32 %51 to i64, !dbg !487
  %55 = xor i64 %52, %54, !dbg !487
  %56 = and i64 %55, 255, !dbg !488
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !488
  %58 = load i32, ptr %57, align 4, !dbg !488, !tbaa !281
  %59 = xor i32 %53, %58, !dbg !489
  %60 = lshr i64 %0, 56, !dbg !490
    #dbg_value(i64 %60, !436, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !491)
  %61 = lshr i32 %59, 8, !dbg !493
  %62 = and i32 %59, 255, !dbg !494
  %63 = zext nneg i32 %62 to i64, !dbg !494
  %64 = xor i64 %60, %63, !dbg !494
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !494
  %66 = load i32, ptr %65, align 4, !dbg !494, !tbaa !281
  %67 = xor i32 %61, %66, !dbg !495
  store i32 %67, ptr @crc32_context, align 4, !dbg !496, !tbaa !281
  %68 = icmp eq i32 %2, 0, !dbg !497
  br i1 %68, label %71, label %69, !dbg !499

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !500
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.30, ptr noundef %1, i32 noundef %70), !dbg !502
  br label %71, !dbg !503

71:                                               ; preds = %69, %3
  ret void, !dbg !504
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !505 {
  %2 = alloca ptr, align 8, !DIAssignID !516
    #dbg_assign(i1 undef, !514, !DIExpression(), !516, ptr %2, !DIExpression(), !517)
    #dbg_value(ptr %0, !512, !DIExpression(), !517)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !518
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !519
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !520
  %4 = load ptr, ptr %2, align 8, !dbg !521, !tbaa !251
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !522
    #dbg_value(i32 %5, !513, !DIExpression(), !517)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !523
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !524
  ret void, !dbg !525
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !526 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !546 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

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
!llvm.module.flags = !{!226, !227, !228, !229, !230, !231, !232}
!llvm.ident = !{!233}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_19", scope: !2, file: !3, line: 30, type: !221, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/csmith/seed_1023.c", directory: ".")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9, !15, !20, !25, !30, !32, !34, !36, !38, !43, !45, !50, !52, !54, !56, !58, !60, !62, !64, !66, !68, !70, !72, !74, !76, !78, !80, !82, !84, !86, !88, !96, !102, !104, !109, !116, !118, !123, !126, !131, !0, !136, !138, !142, !144, !146, !148, !153, !155, !160, !162, !164, !168, !170, !172, !180, !182, !184, !194, !196, !198, !200, !203, !206, !213, !219}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 490, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!90 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "")
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 8192, elements: !94)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !93, line: 40, baseType: !6)
!93 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!94 = !{!95}
!95 = !DISubrange(count: 256)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "g_15", scope: !2, file: !3, line: 29, type: !98, isLocal: true, isDefinition: true)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !93, line: 35, baseType: !101)
!101 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!103 = distinct !DIGlobalVariable(name: "g_60", scope: !2, file: !3, line: 32, type: !99, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(name: "g_171", scope: !2, file: !3, line: 45, type: !106, isLocal: true, isDefinition: true)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !93, line: 39, baseType: !7)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "g_457", scope: !2, file: !3, line: 70, type: !111, isLocal: true, isDefinition: true)
!111 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(name: "g_458", scope: !2, file: !3, line: 69, type: !113, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(name: "g_459", scope: !2, file: !3, line: 68, type: !120, isLocal: true, isDefinition: true)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 5376, elements: !121)
!121 = !{!49, !14, !122}
!122 = !DISubrange(count: 7)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "g_369", scope: !2, file: !3, line: 63, type: !125, isLocal: true, isDefinition: true)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(name: "g_347", scope: !2, file: !3, line: 59, type: !128, isLocal: true, isDefinition: true)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !93, line: 38, baseType: !130)
!130 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !90, line: 114, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 36)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!137 = distinct !DIGlobalVariable(name: "g_41", scope: !2, file: !3, line: 31, type: !92, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression(DW_OP_constu, 724968363703976253, DW_OP_stack_value))
!139 = distinct !DIGlobalVariable(name: "g_62", scope: !2, file: !3, line: 33, type: !140, isLocal: true, isDefinition: true)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !93, line: 42, baseType: !141)
!141 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!143 = distinct !DIGlobalVariable(name: "g_83", scope: !2, file: !3, line: 34, type: !129, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(name: "g_85", scope: !2, file: !3, line: 35, type: !92, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression(DW_OP_constu, 18446744072974700309, DW_OP_stack_value))
!147 = distinct !DIGlobalVariable(name: "g_93", scope: !2, file: !3, line: 36, type: !92, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(name: "g_120", scope: !2, file: !3, line: 37, type: !150, isLocal: true, isDefinition: true)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !151, size: 96, elements: !48)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !93, line: 37, baseType: !152)
!152 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(name: "g_162", scope: !2, file: !3, line: 42, type: !100, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_172", scope: !2, file: !3, line: 44, type: !157, isLocal: true, isDefinition: true)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 128, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 4)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "g_183", scope: !2, file: !3, line: 48, type: !100, isLocal: true, isDefinition: true)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression(DW_OP_constu, 18446744073130622054, DW_OP_stack_value))
!163 = distinct !DIGlobalVariable(name: "g_187", scope: !2, file: !3, line: 50, type: !108, isLocal: true, isDefinition: true)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression(DW_OP_constu, 16694158054609836277, DW_OP_stack_value))
!165 = distinct !DIGlobalVariable(name: "g_217", scope: !2, file: !3, line: 51, type: !166, isLocal: true, isDefinition: true)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !93, line: 41, baseType: !167)
!167 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression(DW_OP_constu, 498299062, DW_OP_stack_value))
!169 = distinct !DIGlobalVariable(name: "g_218", scope: !2, file: !3, line: 52, type: !108, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(name: "g_232", scope: !2, file: !3, line: 53, type: !129, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(name: "g_264", scope: !2, file: !3, line: 54, type: !174, isLocal: true, isDefinition: true)
!174 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !175)
!175 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U0", file: !3, line: 16, size: 64, elements: !176)
!176 = !{!177, !179}
!177 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !175, file: !3, line: 17, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !166)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !175, file: !3, line: 18, baseType: !166, size: 64)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression(DW_OP_constu, 7821556869703760522, DW_OP_stack_value))
!181 = distinct !DIGlobalVariable(name: "g_270", scope: !2, file: !3, line: 55, type: !166, isLocal: true, isDefinition: true)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(name: "g_271", scope: !2, file: !3, line: 56, type: !100, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(name: "g_281", scope: !2, file: !3, line: 57, type: !186, isLocal: true, isDefinition: true)
!186 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !3, line: 21, size: 64, elements: !187)
!187 = !{!188, !189, !191, !192}
!188 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !186, file: !3, line: 22, baseType: !108, size: 32)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !186, file: !3, line: 23, baseType: !190, size: 32)
!190 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !108)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !186, file: !3, line: 24, baseType: !140, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !186, file: !3, line: 25, baseType: !193, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !99)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression(DW_OP_constu, 539932769, DW_OP_stack_value))
!195 = distinct !DIGlobalVariable(name: "g_320", scope: !2, file: !3, line: 58, type: !108, isLocal: true, isDefinition: true)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression(DW_OP_constu, 4, DW_OP_stack_value))
!197 = distinct !DIGlobalVariable(name: "g_357", scope: !2, file: !3, line: 62, type: !140, isLocal: true, isDefinition: true)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(name: "g_404", scope: !2, file: !3, line: 65, type: !186, isLocal: true, isDefinition: true)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(name: "g_443", scope: !2, file: !3, line: 66, type: !202, isLocal: true, isDefinition: true)
!202 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !166)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(name: "g_444", scope: !2, file: !3, line: 67, type: !205, isLocal: true, isDefinition: true)
!205 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !108)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(name: "g_477", scope: !2, file: !3, line: 71, type: !208, isLocal: true, isDefinition: true)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !209, size: 80, elements: !211)
!209 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !93, line: 36, baseType: !210)
!210 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!211 = !{!212}
!212 = !DISubrange(count: 10)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(scope: null, file: !215, line: 56, type: !216, isLocal: true, isDefinition: true)
!215 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "")
!216 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !217)
!217 = !{!218}
!218 = !DISubrange(count: 15)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !90, line: 48, type: !92, isLocal: true, isDefinition: true)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 576, elements: !222)
!222 = !{!223, !49, !224}
!223 = !DISubrange(count: 3)
!224 = !DISubrange(count: 1)
!225 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression(DW_OP_LLVM_fragment, 8, 8))
!226 = !{i32 7, !"Dwarf Version", i32 4}
!227 = !{i32 2, !"Debug Info Version", i32 3}
!228 = !{i32 1, !"wchar_size", i32 2}
!229 = !{i32 8, !"PIC Level", i32 2}
!230 = !{i32 7, !"uwtable", i32 2}
!231 = !{i32 1, !"MaxTLSAlign", i32 65536}
!232 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!233 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!234 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 486, type: !235, scopeLine: 487, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !239)
!235 = !DISubroutineType(types: !236)
!236 = !{!7, !7, !237}
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!239 = !{!240, !241, !242, !243, !244, !245}
!240 = !DILocalVariable(name: "argc", arg: 1, scope: !234, file: !3, line: 486, type: !7)
!241 = !DILocalVariable(name: "argv", arg: 2, scope: !234, file: !3, line: 486, type: !237)
!242 = !DILocalVariable(name: "i", scope: !234, file: !3, line: 488, type: !7)
!243 = !DILocalVariable(name: "j", scope: !234, file: !3, line: 488, type: !7)
!244 = !DILocalVariable(name: "k", scope: !234, file: !3, line: 488, type: !7)
!245 = !DILocalVariable(name: "print_hash_value", scope: !234, file: !3, line: 489, type: !7)
!246 = !DILocation(line: 0, scope: !234)
!247 = !DILocation(line: 490, column: 14, scope: !248)
!248 = distinct !DILexicalBlock(scope: !234, file: !3, line: 490, column: 9)
!249 = !DILocation(line: 490, column: 19, scope: !248)
!250 = !DILocation(line: 490, column: 29, scope: !248)
!251 = !{!252, !252, i64 0}
!252 = !{!"any pointer", !253, i64 0}
!253 = !{!"omnipotent char", !254, i64 0}
!254 = !{!"Simple C/C++ TBAA"}
!255 = !DILocation(line: 490, column: 43, scope: !248)
!256 = !DILocation(line: 490, column: 9, scope: !234)
!257 = !DILocalVariable(name: "poly", scope: !258, file: !90, line: 54, type: !265)
!258 = distinct !DISubprogram(name: "crc32_gentab", scope: !90, file: !90, line: 51, type: !259, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !261)
!259 = !DISubroutineType(types: !260)
!260 = !{null}
!261 = !{!262, !257, !263, !264}
!262 = !DILocalVariable(name: "crc", scope: !258, file: !90, line: 53, type: !92)
!263 = !DILocalVariable(name: "i", scope: !258, file: !90, line: 55, type: !7)
!264 = !DILocalVariable(name: "j", scope: !258, file: !90, line: 55, type: !7)
!265 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!266 = !DILocation(line: 0, scope: !258, inlinedAt: !267)
!267 = distinct !DILocation(line: 492, column: 5, scope: !234)
!268 = !DILocation(line: 57, column: 2, scope: !269, inlinedAt: !267)
!269 = distinct !DILexicalBlock(scope: !258, file: !90, line: 57, column: 2)
!270 = !DILocation(line: 57, column: 24, scope: !271, inlinedAt: !267)
!271 = distinct !DILexicalBlock(scope: !269, file: !90, line: 57, column: 2)
!272 = !DILocation(line: 60, column: 12, scope: !273, inlinedAt: !267)
!273 = distinct !DILexicalBlock(scope: !274, file: !90, line: 60, column: 8)
!274 = distinct !DILexicalBlock(scope: !275, file: !90, line: 59, column: 27)
!275 = distinct !DILexicalBlock(scope: !276, file: !90, line: 59, column: 3)
!276 = distinct !DILexicalBlock(scope: !277, file: !90, line: 59, column: 3)
!277 = distinct !DILexicalBlock(scope: !271, file: !90, line: 57, column: 28)
!278 = !DILocation(line: 60, column: 8, scope: !274, inlinedAt: !267)
!279 = !DILocation(line: 66, column: 3, scope: !277, inlinedAt: !267)
!280 = !DILocation(line: 66, column: 16, scope: !277, inlinedAt: !267)
!281 = !{!282, !282, i64 0}
!282 = !{!"int", !253, i64 0}
!283 = distinct !{!283, !268, !284, !285, !286, !287}
!284 = !DILocation(line: 67, column: 2, scope: !269, inlinedAt: !267)
!285 = !{!"llvm.loop.mustprogress"}
!286 = !{!"llvm.loop.isvectorized", i32 1}
!287 = !{!"llvm.loop.unroll.runtime.disable"}
!288 = !DILocalVariable(name: "l_16", scope: !289, file: !3, line: 90, type: !321)
!289 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 87, type: !290, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !292)
!290 = !DISubroutineType(types: !291)
!291 = !{!151}
!292 = !{!293, !288, !294, !298, !300, !302, !303, !306, !309, !310, !311, !312, !315, !316, !317, !318, !319, !320}
!293 = !DILocalVariable(name: "l_12", scope: !289, file: !3, line: 89, type: !100)
!294 = !DILocalVariable(name: "l_17", scope: !289, file: !3, line: 91, type: !295)
!295 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 2560, elements: !296)
!296 = !{!212, !297}
!297 = !DISubrange(count: 8)
!298 = !DILocalVariable(name: "l_475", scope: !289, file: !3, line: 92, type: !299)
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!300 = !DILocalVariable(name: "l_476", scope: !289, file: !3, line: 93, type: !301)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!302 = !DILocalVariable(name: "l_478", scope: !289, file: !3, line: 94, type: !99)
!303 = !DILocalVariable(name: "l_479", scope: !289, file: !3, line: 95, type: !304)
!304 = !DICompositeType(tag: DW_TAG_array_type, baseType: !151, size: 448, elements: !305)
!305 = !{!122, !159, !224}
!306 = !DILocalVariable(name: "l_480", scope: !289, file: !3, line: 96, type: !307)
!307 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, size: 2880, elements: !308)
!308 = !{!212, !14, !42}
!309 = !DILocalVariable(name: "l_481", scope: !289, file: !3, line: 97, type: !107)
!310 = !DILocalVariable(name: "l_482", scope: !289, file: !3, line: 98, type: !107)
!311 = !DILocalVariable(name: "l_483", scope: !289, file: !3, line: 99, type: !107)
!312 = !DILocalVariable(name: "l_484", scope: !289, file: !3, line: 100, type: !313)
!313 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 448, elements: !314)
!314 = !{!122}
!315 = !DILocalVariable(name: "l_485", scope: !289, file: !3, line: 101, type: !100)
!316 = !DILocalVariable(name: "l_486", scope: !289, file: !3, line: 102, type: !100)
!317 = !DILocalVariable(name: "l_487", scope: !289, file: !3, line: 103, type: !140)
!318 = !DILocalVariable(name: "i", scope: !289, file: !3, line: 104, type: !7)
!319 = !DILocalVariable(name: "j", scope: !289, file: !3, line: 104, type: !7)
!320 = !DILocalVariable(name: "k", scope: !289, file: !3, line: 104, type: !7)
!321 = !DICompositeType(tag: DW_TAG_array_type, baseType: !322, size: 64, elements: !323)
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!323 = !{!224}
!324 = distinct !DIAssignID()
!325 = !DILocation(line: 0, scope: !289, inlinedAt: !326)
!326 = distinct !DILocation(line: 493, column: 5, scope: !234)
!327 = distinct !DIAssignID()
!328 = distinct !DIAssignID()
!329 = distinct !DIAssignID()
!330 = distinct !DIAssignID()
!331 = distinct !DIAssignID()
!332 = distinct !DIAssignID()
!333 = distinct !DIAssignID()
!334 = distinct !DIAssignID()
!335 = distinct !DIAssignID()
!336 = !DILocation(line: 107, column: 374, scope: !289, inlinedAt: !326)
!337 = !{!253, !253, i64 0}
!338 = !DILocation(line: 107, column: 364, scope: !289, inlinedAt: !326)
!339 = !DILocation(line: 494, column: 5, scope: !340)
!340 = distinct !DILexicalBlock(scope: !234, file: !3, line: 494, column: 5)
!341 = !DILocation(line: 500, column: 33, scope: !342)
!342 = distinct !DILexicalBlock(scope: !343, file: !3, line: 499, column: 13)
!343 = distinct !DILexicalBlock(scope: !344, file: !3, line: 498, column: 13)
!344 = distinct !DILexicalBlock(scope: !345, file: !3, line: 498, column: 13)
!345 = distinct !DILexicalBlock(scope: !346, file: !3, line: 497, column: 9)
!346 = distinct !DILexicalBlock(scope: !347, file: !3, line: 496, column: 9)
!347 = distinct !DILexicalBlock(scope: !348, file: !3, line: 496, column: 9)
!348 = distinct !DILexicalBlock(scope: !349, file: !3, line: 495, column: 5)
!349 = distinct !DILexicalBlock(scope: !340, file: !3, line: 494, column: 5)
!350 = !DILocation(line: 500, column: 17, scope: !342)
!351 = !DILocation(line: 501, column: 21, scope: !342)
!352 = !DILocation(line: 501, column: 39, scope: !353)
!353 = distinct !DILexicalBlock(scope: !342, file: !3, line: 501, column: 21)
!354 = !DILocation(line: 494, column: 25, scope: !349)
!355 = !DILocation(line: 494, column: 19, scope: !349)
!356 = distinct !{!356, !339, !357, !285}
!357 = !DILocation(line: 505, column: 5, scope: !340)
!358 = !DILocation(line: 506, column: 5, scope: !234)
!359 = !DILocation(line: 507, column: 5, scope: !234)
!360 = !DILocation(line: 508, column: 5, scope: !234)
!361 = !DILocation(line: 509, column: 5, scope: !234)
!362 = !DILocation(line: 510, column: 5, scope: !234)
!363 = !DILocation(line: 513, column: 9, scope: !364)
!364 = distinct !DILexicalBlock(scope: !365, file: !3, line: 512, column: 5)
!365 = distinct !DILexicalBlock(scope: !366, file: !3, line: 511, column: 5)
!366 = distinct !DILexicalBlock(scope: !234, file: !3, line: 511, column: 5)
!367 = !DILocation(line: 514, column: 13, scope: !364)
!368 = !DILocation(line: 514, column: 31, scope: !369)
!369 = distinct !DILexicalBlock(scope: !364, file: !3, line: 514, column: 13)
!370 = !DILocation(line: 517, column: 5, scope: !234)
!371 = !DILocation(line: 520, column: 9, scope: !372)
!372 = distinct !DILexicalBlock(scope: !373, file: !3, line: 519, column: 5)
!373 = distinct !DILexicalBlock(scope: !374, file: !3, line: 518, column: 5)
!374 = distinct !DILexicalBlock(scope: !234, file: !3, line: 518, column: 5)
!375 = !DILocation(line: 521, column: 13, scope: !372)
!376 = !DILocation(line: 521, column: 31, scope: !377)
!377 = distinct !DILexicalBlock(scope: !372, file: !3, line: 521, column: 13)
!378 = !DILocation(line: 524, column: 5, scope: !234)
!379 = !DILocation(line: 525, column: 5, scope: !234)
!380 = !DILocation(line: 526, column: 5, scope: !234)
!381 = !DILocation(line: 527, column: 5, scope: !234)
!382 = !DILocation(line: 528, column: 5, scope: !234)
!383 = !DILocation(line: 529, column: 27, scope: !234)
!384 = !DILocation(line: 529, column: 5, scope: !234)
!385 = !DILocation(line: 530, column: 27, scope: !234)
!386 = !DILocation(line: 530, column: 5, scope: !234)
!387 = !DILocation(line: 531, column: 5, scope: !234)
!388 = !DILocation(line: 532, column: 5, scope: !234)
!389 = !DILocation(line: 533, column: 5, scope: !234)
!390 = !DILocation(line: 534, column: 5, scope: !234)
!391 = !DILocation(line: 535, column: 5, scope: !234)
!392 = !DILocation(line: 536, column: 5, scope: !234)
!393 = !DILocation(line: 537, column: 5, scope: !234)
!394 = !DILocation(line: 538, column: 5, scope: !234)
!395 = !DILocation(line: 539, column: 21, scope: !234)
!396 = !{!397, !397, i64 0}
!397 = !{!"long long", !253, i64 0}
!398 = !DILocation(line: 539, column: 5, scope: !234)
!399 = !DILocation(line: 540, column: 21, scope: !234)
!400 = !DILocation(line: 540, column: 5, scope: !234)
!401 = !DILocation(line: 543, column: 9, scope: !402)
!402 = distinct !DILexicalBlock(scope: !403, file: !3, line: 542, column: 5)
!403 = distinct !DILexicalBlock(scope: !404, file: !3, line: 541, column: 5)
!404 = distinct !DILexicalBlock(scope: !234, file: !3, line: 541, column: 5)
!405 = !DILocation(line: 544, column: 13, scope: !402)
!406 = !DILocation(line: 543, column: 25, scope: !402)
!407 = !DILocation(line: 544, column: 31, scope: !408)
!408 = distinct !DILexicalBlock(scope: !402, file: !3, line: 544, column: 13)
!409 = !DILocation(line: 547, column: 23, scope: !234)
!410 = !DILocation(line: 547, column: 37, scope: !234)
!411 = !DILocalVariable(name: "crc", arg: 1, scope: !412, file: !215, line: 49, type: !92)
!412 = distinct !DISubprogram(name: "platform_main_end", scope: !215, file: !215, line: 49, type: !413, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !415)
!413 = !DISubroutineType(types: !414)
!414 = !{null, !92, !7}
!415 = !{!411, !416}
!416 = !DILocalVariable(name: "flag", arg: 2, scope: !412, file: !215, line: 49, type: !7)
!417 = !DILocation(line: 0, scope: !412, inlinedAt: !418)
!418 = distinct !DILocation(line: 547, column: 5, scope: !234)
!419 = !DILocation(line: 56, column: 2, scope: !412, inlinedAt: !418)
!420 = !DILocation(line: 548, column: 5, scope: !234)
!421 = distinct !DISubprogram(name: "transparent_crc", scope: !90, file: !90, line: 110, type: !422, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !424)
!422 = !DISubroutineType(types: !423)
!423 = !{null, !140, !238, !7}
!424 = !{!425, !426, !427}
!425 = !DILocalVariable(name: "val", arg: 1, scope: !421, file: !90, line: 110, type: !140)
!426 = !DILocalVariable(name: "vname", arg: 2, scope: !421, file: !90, line: 110, type: !238)
!427 = !DILocalVariable(name: "flag", arg: 3, scope: !421, file: !90, line: 110, type: !7)
!428 = !DILocation(line: 0, scope: !421)
!429 = !DILocalVariable(name: "val", arg: 1, scope: !430, file: !90, line: 97, type: !140)
!430 = distinct !DISubprogram(name: "crc32_8bytes", scope: !90, file: !90, line: 97, type: !431, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !433)
!431 = !DISubroutineType(types: !432)
!432 = !{null, !140}
!433 = !{!429}
!434 = !DILocation(line: 0, scope: !430, inlinedAt: !435)
!435 = distinct !DILocation(line: 112, column: 2, scope: !421)
!436 = !DILocalVariable(name: "b", arg: 1, scope: !437, file: !90, line: 71, type: !209)
!437 = distinct !DISubprogram(name: "crc32_byte", scope: !90, file: !90, line: 71, type: !438, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !440)
!438 = !DISubroutineType(types: !439)
!439 = !{null, !209}
!440 = !{!436}
!441 = !DILocation(line: 0, scope: !437, inlinedAt: !442)
!442 = distinct !DILocation(line: 99, column: 2, scope: !430, inlinedAt: !435)
!443 = !DILocation(line: 73, column: 5, scope: !437, inlinedAt: !442)
!444 = !DILocation(line: 73, column: 19, scope: !437, inlinedAt: !442)
!445 = !DILocation(line: 74, column: 33, scope: !437, inlinedAt: !442)
!446 = !DILocation(line: 74, column: 3, scope: !437, inlinedAt: !442)
!447 = !DILocation(line: 73, column: 39, scope: !437, inlinedAt: !442)
!448 = !DILocation(line: 100, column: 18, scope: !430, inlinedAt: !435)
!449 = !DILocation(line: 0, scope: !437, inlinedAt: !450)
!450 = distinct !DILocation(line: 100, column: 2, scope: !430, inlinedAt: !435)
!451 = !DILocation(line: 73, column: 19, scope: !437, inlinedAt: !450)
!452 = !DILocation(line: 74, column: 33, scope: !437, inlinedAt: !450)
!453 = !DILocation(line: 74, column: 3, scope: !437, inlinedAt: !450)
!454 = !DILocation(line: 73, column: 39, scope: !437, inlinedAt: !450)
!455 = !DILocation(line: 101, column: 18, scope: !430, inlinedAt: !435)
!456 = !DILocation(line: 0, scope: !437, inlinedAt: !457)
!457 = distinct !DILocation(line: 101, column: 2, scope: !430, inlinedAt: !435)
!458 = !DILocation(line: 73, column: 19, scope: !437, inlinedAt: !457)
!459 = !DILocation(line: 74, column: 33, scope: !437, inlinedAt: !457)
!460 = !DILocation(line: 74, column: 3, scope: !437, inlinedAt: !457)
!461 = !DILocation(line: 73, column: 39, scope: !437, inlinedAt: !457)
!462 = !DILocation(line: 102, column: 18, scope: !430, inlinedAt: !435)
!463 = !DILocation(line: 0, scope: !437, inlinedAt: !464)
!464 = distinct !DILocation(line: 102, column: 2, scope: !430, inlinedAt: !435)
!465 = !DILocation(line: 73, column: 19, scope: !437, inlinedAt: !464)
!466 = !DILocation(line: 74, column: 33, scope: !437, inlinedAt: !464)
!467 = !DILocation(line: 74, column: 3, scope: !437, inlinedAt: !464)
!468 = !DILocation(line: 73, column: 39, scope: !437, inlinedAt: !464)
!469 = !DILocation(line: 103, column: 18, scope: !430, inlinedAt: !435)
!470 = !DILocation(line: 0, scope: !437, inlinedAt: !471)
!471 = distinct !DILocation(line: 103, column: 2, scope: !430, inlinedAt: !435)
!472 = !DILocation(line: 73, column: 19, scope: !437, inlinedAt: !471)
!473 = !DILocation(line: 74, column: 33, scope: !437, inlinedAt: !471)
!474 = !DILocation(line: 74, column: 3, scope: !437, inlinedAt: !471)
!475 = !DILocation(line: 73, column: 39, scope: !437, inlinedAt: !471)
!476 = !DILocation(line: 104, column: 18, scope: !430, inlinedAt: !435)
!477 = !DILocation(line: 0, scope: !437, inlinedAt: !478)
!478 = distinct !DILocation(line: 104, column: 2, scope: !430, inlinedAt: !435)
!479 = !DILocation(line: 73, column: 19, scope: !437, inlinedAt: !478)
!480 = !DILocation(line: 74, column: 33, scope: !437, inlinedAt: !478)
!481 = !DILocation(line: 74, column: 3, scope: !437, inlinedAt: !478)
!482 = !DILocation(line: 73, column: 39, scope: !437, inlinedAt: !478)
!483 = !DILocation(line: 105, column: 18, scope: !430, inlinedAt: !435)
!484 = !DILocation(line: 0, scope: !437, inlinedAt: !485)
!485 = distinct !DILocation(line: 105, column: 2, scope: !430, inlinedAt: !435)
!486 = !DILocation(line: 73, column: 19, scope: !437, inlinedAt: !485)
!487 = !DILocation(line: 74, column: 33, scope: !437, inlinedAt: !485)
!488 = !DILocation(line: 74, column: 3, scope: !437, inlinedAt: !485)
!489 = !DILocation(line: 73, column: 39, scope: !437, inlinedAt: !485)
!490 = !DILocation(line: 106, column: 18, scope: !430, inlinedAt: !435)
!491 = !DILocation(line: 0, scope: !437, inlinedAt: !492)
!492 = distinct !DILocation(line: 106, column: 2, scope: !430, inlinedAt: !435)
!493 = !DILocation(line: 73, column: 19, scope: !437, inlinedAt: !492)
!494 = !DILocation(line: 74, column: 3, scope: !437, inlinedAt: !492)
!495 = !DILocation(line: 73, column: 39, scope: !437, inlinedAt: !492)
!496 = !DILocation(line: 72, column: 16, scope: !437, inlinedAt: !492)
!497 = !DILocation(line: 113, column: 6, scope: !498)
!498 = distinct !DILexicalBlock(scope: !421, file: !90, line: 113, column: 6)
!499 = !DILocation(line: 113, column: 6, scope: !421)
!500 = !DILocation(line: 114, column: 73, scope: !501)
!501 = distinct !DILexicalBlock(scope: !498, file: !90, line: 113, column: 12)
!502 = !DILocation(line: 114, column: 5, scope: !501)
!503 = !DILocation(line: 115, column: 2, scope: !501)
!504 = !DILocation(line: 116, column: 1, scope: !421)
!505 = distinct !DISubprogram(name: "printf", scope: !506, file: !506, line: 368, type: !507, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !511)
!506 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!507 = !DISubroutineType(cc: DW_CC_nocall, types: !508)
!508 = !{!7, !509, null}
!509 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !510, size: 64)
!510 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!511 = !{!512, !513, !514}
!512 = !DILocalVariable(name: "__format", arg: 1, scope: !505, file: !506, line: 368, type: !509)
!513 = !DILocalVariable(name: "__retval", scope: !505, file: !506, line: 370, type: !7)
!514 = !DILocalVariable(name: "__local_argv", scope: !505, file: !506, line: 371, type: !515)
!515 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !238)
!516 = distinct !DIAssignID()
!517 = !DILocation(line: 0, scope: !505)
!518 = !DILocation(line: 371, column: 3, scope: !505)
!519 = !DILocation(line: 371, column: 35, scope: !505)
!520 = !DILocation(line: 372, column: 32, scope: !505)
!521 = !DILocation(line: 372, column: 50, scope: !505)
!522 = !DILocation(line: 372, column: 14, scope: !505)
!523 = !DILocation(line: 373, column: 3, scope: !505)
!524 = !DILocation(line: 375, column: 1, scope: !505)
!525 = !DILocation(line: 374, column: 3, scope: !505)
!526 = !DISubprogram(name: "__mingw_vfprintf", scope: !506, file: !506, line: 193, type: !527, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!527 = !DISubroutineType(types: !528)
!528 = !{!7, !529, !542, !543}
!529 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !530)
!530 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !531, size: 64)
!531 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !506, line: 47, baseType: !532)
!532 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !506, line: 33, size: 384, align: 64, elements: !533)
!533 = !{!534, !535, !536, !537, !538, !539, !540, !541}
!534 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !532, file: !506, line: 37, baseType: !238, size: 64)
!535 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !532, file: !506, line: 38, baseType: !7, size: 32, offset: 64)
!536 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !532, file: !506, line: 39, baseType: !238, size: 64, offset: 128)
!537 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !532, file: !506, line: 40, baseType: !7, size: 32, offset: 192)
!538 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !532, file: !506, line: 41, baseType: !7, size: 32, offset: 224)
!539 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !532, file: !506, line: 42, baseType: !7, size: 32, offset: 256)
!540 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !532, file: !506, line: 43, baseType: !7, size: 32, offset: 288)
!541 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !532, file: !506, line: 44, baseType: !238, size: 64, offset: 320)
!542 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !509)
!543 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !544, line: 31, baseType: !545)
!544 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!545 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !544, line: 24, baseType: !515)
!546 = !DISubprogram(name: "__acrt_iob_func", scope: !506, file: !506, line: 93, type: !547, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!547 = !DISubroutineType(types: !548)
!548 = !{!530, !6}
