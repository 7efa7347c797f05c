; ModuleID = 'tests/programs/csmith/seed_1005.c'
source_filename = "tests/programs/csmith/seed_1005.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.S0 = type { i32, i32, i32, i32, i32, i64, i64, i64, i32, i16 }

@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1, !dbg !7
@g_8 = internal global i8 31, align 1, !dbg !9
@.str.3 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1, !dbg !18
@g_14 = internal global [5 x [2 x %struct.S0]] [[2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }]], align 16, !dbg !145
@.str.4 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f0\00", align 1, !dbg !20
@.str.5 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f1\00", align 1, !dbg !25
@.str.6 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f2\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f3\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f4\00", align 1, !dbg !31
@.str.9 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f5\00", align 1, !dbg !33
@.str.10 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f6\00", align 1, !dbg !35
@.str.11 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f7\00", align 1, !dbg !37
@.str.12 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f8\00", align 1, !dbg !39
@.str.13 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f9\00", align 1, !dbg !41
@.str.14 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !43
@.str.15 = private unnamed_addr constant [5 x i8] c"g_31\00", align 1, !dbg !48
@.str.16 = private unnamed_addr constant [8 x i8] c"g_66[i]\00", align 1, !dbg !53
@.str.17 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !58
@.str.18 = private unnamed_addr constant [8 x i8] c"g_74[i]\00", align 1, !dbg !60
@g_75 = internal constant i32 -1067961978, align 4, !dbg !180
@.str.19 = private unnamed_addr constant [5 x i8] c"g_75\00", align 1, !dbg !62
@g_77 = internal unnamed_addr constant [1 x [8 x [10 x i8]]] [[8 x [10 x i8]] [[10 x i8] c"o\D6\AB\F6\09\F6\AB\D6ok", [10 x i8] c"o\00\09 \F6kk\F6 \09", [10 x i8] c"kko\0F\09c \AB c", [10 x i8] c"\00o\99o\00\09 \F6kk", [10 x i8] c"\0F\F6\04cc\04\F6\0F\99k", [10 x i8] c"\ABc\F6\D6\00 \00\D6\F6c", [10 x i8] c"\04\09\F6\00\09\D6\0F\0F\D6\09", [10 x i8] c"k\04\04ko\D6\AB\F6\09\F6"]], align 16, !dbg !183
@.str.20 = private unnamed_addr constant [14 x i8] c"g_77[i][j][k]\00", align 1, !dbg !64
@.str.21 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !66
@.str.22 = private unnamed_addr constant [5 x i8] c"g_79\00", align 1, !dbg !71
@.str.23 = private unnamed_addr constant [5 x i8] c"g_84\00", align 1, !dbg !73
@.str.24 = private unnamed_addr constant [6 x i8] c"g_112\00", align 1, !dbg !75
@.str.25 = private unnamed_addr constant [6 x i8] c"g_148\00", align 1, !dbg !80
@.str.26 = private unnamed_addr constant [6 x i8] c"g_167\00", align 1, !dbg !82
@g_215 = internal global %struct.S0 { i32 307034470, i32 764869485, i32 -1712543664, i32 -815742516, i32 0, i64 6881033545739496829, i64 1, i64 -282408416524053254, i32 -847027309, i16 28093 }, align 8, !dbg !203
@.str.27 = private unnamed_addr constant [9 x i8] c"g_215.f0\00", align 1, !dbg !84
@.str.28 = private unnamed_addr constant [9 x i8] c"g_215.f1\00", align 1, !dbg !89
@.str.29 = private unnamed_addr constant [9 x i8] c"g_215.f2\00", align 1, !dbg !91
@.str.30 = private unnamed_addr constant [9 x i8] c"g_215.f3\00", align 1, !dbg !93
@.str.31 = private unnamed_addr constant [9 x i8] c"g_215.f4\00", align 1, !dbg !95
@.str.32 = private unnamed_addr constant [9 x i8] c"g_215.f5\00", align 1, !dbg !97
@.str.33 = private unnamed_addr constant [9 x i8] c"g_215.f6\00", align 1, !dbg !99
@.str.34 = private unnamed_addr constant [9 x i8] c"g_215.f7\00", align 1, !dbg !101
@.str.35 = private unnamed_addr constant [9 x i8] c"g_215.f8\00", align 1, !dbg !103
@.str.36 = private unnamed_addr constant [9 x i8] c"g_215.f9\00", align 1, !dbg !105
@.str.37 = private unnamed_addr constant [9 x i8] c"g_217.f0\00", align 1, !dbg !107
@.str.38 = private unnamed_addr constant [9 x i8] c"g_217.f1\00", align 1, !dbg !109
@.str.39 = private unnamed_addr constant [9 x i8] c"g_217.f3\00", align 1, !dbg !111
@.str.40 = private unnamed_addr constant [9 x i8] c"g_246[i]\00", align 1, !dbg !113
@.str.41 = private unnamed_addr constant [9 x i8] c"g_250.f0\00", align 1, !dbg !115
@.str.42 = private unnamed_addr constant [9 x i8] c"g_250.f1\00", align 1, !dbg !117
@.str.43 = private unnamed_addr constant [9 x i8] c"g_250.f3\00", align 1, !dbg !119
@.str.44 = private unnamed_addr constant [9 x i8] c"g_252[i]\00", align 1, !dbg !121
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !229
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !123
@.str.45 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !132
@g_217 = internal global { i64, [48 x i8] } { i64 0, [48 x i8] undef }, align 8, !dbg !205
@.str.48 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !223

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !240 {
    #dbg_value(i32 %0, !246, !DIExpression(), !252)
    #dbg_value(ptr %1, !247, !DIExpression(), !252)
    #dbg_value(i32 0, !251, !DIExpression(), !252)
  %3 = icmp eq i32 %0, 2, !dbg !253
  br i1 %3, label %4, label %17, !dbg !255

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !256
  %6 = load ptr, ptr %5, align 8, !dbg !256, !tbaa !257
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !261
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !262
  %16 = zext i1 %15 to i32, !dbg !262
  br label %17, !dbg !262

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !252
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !252
    #dbg_value(i32 %19, !251, !DIExpression(), !252)
    #dbg_value(i32 -306674912, !263, !DIExpression(), !271)
    #dbg_value(i32 0, !269, !DIExpression(), !271)
  br label %20, !dbg !273

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !275
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !277
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !277
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !283
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !283
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !277
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !283
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !283
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !277
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !283
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !283
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !277
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !283
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !283
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !277
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !283
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !283
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !277
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !283
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !283
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !277
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !283
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !283
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !277
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !277
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !283
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !283
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !283
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !284
  store <4 x i32> %62, ptr %63, align 16, !dbg !285, !tbaa !286
  %64 = add nuw i64 %21, 4, !dbg !275
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !277
  %66 = icmp eq i64 %64, 256, !dbg !275
  br i1 %66, label %67, label %20, !dbg !275, !llvm.loop !288

67:                                               ; preds = %20
    #dbg_assign(i1 undef, !293, !DIExpression(), !320, ptr undef, !DIExpression(), !321)
    #dbg_value(ptr poison, !298, !DIExpression(), !321)
    #dbg_value(ptr poison, !300, !DIExpression(), !321)
    #dbg_value(ptr poison, !301, !DIExpression(), !321)
    #dbg_value(ptr @g_14, !302, !DIExpression(), !321)
    #dbg_value(ptr undef, !304, !DIExpression(), !321)
    #dbg_value(ptr poison, !307, !DIExpression(), !321)
    #dbg_value(ptr null, !308, !DIExpression(), !321)
    #dbg_value(i32 1392693372, !310, !DIExpression(), !321)
    #dbg_assign(i1 undef, !311, !DIExpression(), !323, ptr poison, !DIExpression(), !321)
    #dbg_value(ptr poison, !315, !DIExpression(), !321)
    #dbg_value(i32 poison, !317, !DIExpression(), !321)
  %68 = load volatile i8, ptr @g_8, align 1, !dbg !324, !tbaa !325, !noalias !326
  %69 = add i8 %68, 1, !dbg !324
  store volatile i8 %69, ptr @g_8, align 1, !dbg !324, !tbaa !325, !noalias !326
  tail call fastcc void @transparent_crc(i64 noundef -771518843, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !329
  tail call fastcc void @transparent_crc(i64 noundef 4708358847630270531, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !330
  %70 = load volatile i8, ptr @g_8, align 1, !dbg !331, !tbaa !325
  %71 = zext i8 %70 to i64, !dbg !331
  tail call fastcc void @transparent_crc(i64 noundef %71, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !332
    #dbg_value(i32 0, !248, !DIExpression(), !252)
  br label %72, !dbg !333

72:                                               ; preds = %67, %133
  %73 = phi i64 [ 0, %67 ], [ %134, %133 ]
    #dbg_value(i64 %73, !248, !DIExpression(), !252)
    #dbg_value(i64 0, !249, !DIExpression(), !252)
  %74 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %73, i64 0, !dbg !335
  %75 = load i32, ptr %74, align 16, !dbg !341, !tbaa !342
  %76 = sext i32 %75 to i64, !dbg !335
  tail call fastcc void @transparent_crc(i64 noundef %76, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !346
  %77 = getelementptr inbounds i8, ptr %74, i64 4, !dbg !347
  %78 = load volatile i32, ptr %77, align 4, !dbg !347, !tbaa !348
  %79 = sext i32 %78 to i64, !dbg !349
  tail call fastcc void @transparent_crc(i64 noundef %79, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !350
  %80 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !351
  %81 = load i32, ptr %80, align 8, !dbg !351, !tbaa !352
  %82 = sext i32 %81 to i64, !dbg !353
  tail call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !354
  %83 = getelementptr inbounds i8, ptr %74, i64 12, !dbg !355
  %84 = load i32, ptr %83, align 4, !dbg !355, !tbaa !356
  %85 = zext i32 %84 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !358
  %86 = getelementptr inbounds i8, ptr %74, i64 16, !dbg !359
  %87 = load i32, ptr %86, align 16, !dbg !359, !tbaa !360
  %88 = sext i32 %87 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !362
  %89 = getelementptr inbounds i8, ptr %74, i64 24, !dbg !363
  %90 = load i64, ptr %89, align 8, !dbg !363, !tbaa !364
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !365
  %91 = getelementptr inbounds i8, ptr %74, i64 32, !dbg !366
  %92 = load i64, ptr %91, align 16, !dbg !366, !tbaa !367
  tail call fastcc void @transparent_crc(i64 noundef %92, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !368
  %93 = getelementptr inbounds i8, ptr %74, i64 40, !dbg !369
  %94 = load i64, ptr %93, align 8, !dbg !369, !tbaa !370
  tail call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !371
  %95 = getelementptr inbounds i8, ptr %74, i64 48, !dbg !372
  %96 = load volatile i32, ptr %95, align 16, !dbg !372, !tbaa !373
  %97 = zext i32 %96 to i64, !dbg !374
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !375
  %98 = getelementptr inbounds i8, ptr %74, i64 52, !dbg !376
  %99 = load i16, ptr %98, align 4, !dbg !376, !tbaa !377
  %100 = sext i16 %99 to i64, !dbg !378
  tail call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !379
  br i1 %18, label %103, label %101, !dbg !380

101:                                              ; preds = %72
  %102 = trunc nuw nsw i64 %73 to i32, !dbg !381
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %102, i32 noundef 0), !dbg !381
  br label %103, !dbg !381

103:                                              ; preds = %72, %101
    #dbg_value(i64 1, !249, !DIExpression(), !252)
  %104 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %73, i64 1, !dbg !335
  %105 = load i32, ptr %104, align 8, !dbg !341, !tbaa !342
  %106 = sext i32 %105 to i64, !dbg !335
  tail call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !346
  %107 = getelementptr inbounds i8, ptr %104, i64 4, !dbg !347
  %108 = load volatile i32, ptr %107, align 4, !dbg !347, !tbaa !348
  %109 = sext i32 %108 to i64, !dbg !349
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !350
  %110 = getelementptr inbounds i8, ptr %104, i64 8, !dbg !351
  %111 = load i32, ptr %110, align 16, !dbg !351, !tbaa !352
  %112 = sext i32 %111 to i64, !dbg !353
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !354
  %113 = getelementptr inbounds i8, ptr %104, i64 12, !dbg !355
  %114 = load i32, ptr %113, align 4, !dbg !355, !tbaa !356
  %115 = zext i32 %114 to i64, !dbg !357
  tail call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !358
  %116 = getelementptr inbounds i8, ptr %104, i64 16, !dbg !359
  %117 = load i32, ptr %116, align 8, !dbg !359, !tbaa !360
  %118 = sext i32 %117 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %118, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !362
  %119 = getelementptr inbounds i8, ptr %104, i64 24, !dbg !363
  %120 = load i64, ptr %119, align 16, !dbg !363, !tbaa !364
  tail call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !365
  %121 = getelementptr inbounds i8, ptr %104, i64 32, !dbg !366
  %122 = load i64, ptr %121, align 8, !dbg !366, !tbaa !367
  tail call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !368
  %123 = getelementptr inbounds i8, ptr %104, i64 40, !dbg !369
  %124 = load i64, ptr %123, align 16, !dbg !369, !tbaa !370
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !371
  %125 = getelementptr inbounds i8, ptr %104, i64 48, !dbg !372
  %126 = load volatile i32, ptr %125, align 8, !dbg !372, !tbaa !373
  %127 = zext i32 %126 to i64, !dbg !374
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !375
  %128 = getelementptr inbounds i8, ptr %104, i64 52, !dbg !376
  %129 = load i16, ptr %128, align 4, !dbg !376, !tbaa !377
  %130 = sext i16 %129 to i64, !dbg !378
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !379
  br i1 %18, label %133, label %131, !dbg !380

131:                                              ; preds = %103
  %132 = trunc nuw nsw i64 %73 to i32, !dbg !381
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %132, i32 noundef 1), !dbg !381
  br label %133, !dbg !381

133:                                              ; preds = %131, %103
    #dbg_value(i64 2, !249, !DIExpression(), !252)
  %134 = add nuw nsw i64 %73, 1, !dbg !383
    #dbg_value(i64 %134, !248, !DIExpression(), !252)
  %135 = icmp eq i64 %134, 5, !dbg !384
  br i1 %135, label %136, label %72, !dbg !333, !llvm.loop !385

136:                                              ; preds = %133
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !387
    #dbg_value(i32 0, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !388
  br i1 %18, label %137, label %138, !dbg !392

137:                                              ; preds = %136
    #dbg_value(i32 1, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !388
    #dbg_value(i32 0, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
    #dbg_value(i32 1, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
    #dbg_value(i32 2, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
    #dbg_value(i32 3, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
    #dbg_value(i32 4, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
    #dbg_value(i32 5, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
    #dbg_value(i32 6, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
    #dbg_value(i32 7, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
    #dbg_value(i32 8, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
  br label %139, !dbg !397

138:                                              ; preds = %136
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 0), !dbg !398
    #dbg_value(i32 1, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !388
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 1), !dbg !398
    #dbg_value(i32 0, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 0), !dbg !400
    #dbg_value(i32 1, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 1), !dbg !400
    #dbg_value(i32 2, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 2), !dbg !400
    #dbg_value(i32 3, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 3), !dbg !400
    #dbg_value(i32 4, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 4), !dbg !400
    #dbg_value(i32 5, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 5), !dbg !400
    #dbg_value(i32 6, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 6), !dbg !400
    #dbg_value(i32 7, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 7), !dbg !400
    #dbg_value(i32 8, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !393
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 8), !dbg !400
  br label %139, !dbg !400

139:                                              ; preds = %137, %138
    #dbg_value(i32 9, !248, !DIExpression(), !252)
  %140 = load volatile i32, ptr @g_75, align 4, !dbg !402, !tbaa !286
  %141 = zext i32 %140 to i64, !dbg !402
  tail call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !403
    #dbg_value(i32 poison, !248, !DIExpression(), !252)
    #dbg_value(i32 0, !249, !DIExpression(), !252)
  br label %142, !dbg !404

142:                                              ; preds = %139, %213
  %143 = phi i64 [ 0, %139 ], [ %214, %213 ]
    #dbg_value(i64 %143, !249, !DIExpression(), !252)
    #dbg_value(i64 0, !250, !DIExpression(), !252)
  %144 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 0, !dbg !409
  %145 = load i8, ptr %144, align 2, !dbg !409, !tbaa !325
  %146 = sext i8 %145 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
  br i1 %18, label %147, label %175, !dbg !416

147:                                              ; preds = %142
    #dbg_value(i64 1, !250, !DIExpression(), !252)
  %148 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 1, !dbg !409
  %149 = load i8, ptr %148, align 1, !dbg !409, !tbaa !325
  %150 = sext i8 %149 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
    #dbg_value(i64 2, !250, !DIExpression(), !252)
  %151 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 2, !dbg !409
  %152 = load i8, ptr %151, align 2, !dbg !409, !tbaa !325
  %153 = sext i8 %152 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
    #dbg_value(i64 3, !250, !DIExpression(), !252)
  %154 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 3, !dbg !409
  %155 = load i8, ptr %154, align 1, !dbg !409, !tbaa !325
  %156 = sext i8 %155 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %156, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
    #dbg_value(i64 4, !250, !DIExpression(), !252)
  %157 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 4, !dbg !409
  %158 = load i8, ptr %157, align 2, !dbg !409, !tbaa !325
  %159 = sext i8 %158 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
    #dbg_value(i64 5, !250, !DIExpression(), !252)
  %160 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 5, !dbg !409
  %161 = load i8, ptr %160, align 1, !dbg !409, !tbaa !325
  %162 = sext i8 %161 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %162, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
    #dbg_value(i64 6, !250, !DIExpression(), !252)
  %163 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 6, !dbg !409
  %164 = load i8, ptr %163, align 2, !dbg !409, !tbaa !325
  %165 = sext i8 %164 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
    #dbg_value(i64 7, !250, !DIExpression(), !252)
  %166 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 7, !dbg !409
  %167 = load i8, ptr %166, align 1, !dbg !409, !tbaa !325
  %168 = sext i8 %167 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
    #dbg_value(i64 8, !250, !DIExpression(), !252)
  %169 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 8, !dbg !409
  %170 = load i8, ptr %169, align 2, !dbg !409, !tbaa !325
  %171 = sext i8 %170 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
    #dbg_value(i64 9, !250, !DIExpression(), !252)
  %172 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 9, !dbg !409
  %173 = load i8, ptr %172, align 1, !dbg !409, !tbaa !325
  %174 = sext i8 %173 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
  br label %213, !dbg !416

175:                                              ; preds = %142
  %176 = trunc nuw nsw i64 %143 to i32, !dbg !417
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %176, i32 noundef 0), !dbg !417
    #dbg_value(i64 1, !250, !DIExpression(), !252)
  %177 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 1, !dbg !409
  %178 = load i8, ptr %177, align 1, !dbg !409, !tbaa !325
  %179 = sext i8 %178 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
  %180 = trunc nuw nsw i64 %143 to i32, !dbg !417
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %180, i32 noundef 1), !dbg !417
    #dbg_value(i64 2, !250, !DIExpression(), !252)
  %181 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 2, !dbg !409
  %182 = load i8, ptr %181, align 2, !dbg !409, !tbaa !325
  %183 = sext i8 %182 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
  %184 = trunc nuw nsw i64 %143 to i32, !dbg !417
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %184, i32 noundef 2), !dbg !417
    #dbg_value(i64 3, !250, !DIExpression(), !252)
  %185 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 3, !dbg !409
  %186 = load i8, ptr %185, align 1, !dbg !409, !tbaa !325
  %187 = sext i8 %186 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %187, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
  %188 = trunc nuw nsw i64 %143 to i32, !dbg !417
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %188, i32 noundef 3), !dbg !417
    #dbg_value(i64 4, !250, !DIExpression(), !252)
  %189 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 4, !dbg !409
  %190 = load i8, ptr %189, align 2, !dbg !409, !tbaa !325
  %191 = sext i8 %190 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %191, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
  %192 = trunc nuw nsw i64 %143 to i32, !dbg !417
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %192, i32 noundef 4), !dbg !417
    #dbg_value(i64 5, !250, !DIExpression(), !252)
  %193 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 5, !dbg !409
  %194 = load i8, ptr %193, align 1, !dbg !409, !tbaa !325
  %195 = sext i8 %194 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %195, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
  %196 = trunc nuw nsw i64 %143 to i32, !dbg !417
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %196, i32 noundef 5), !dbg !417
    #dbg_value(i64 6, !250, !DIExpression(), !252)
  %197 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 6, !dbg !409
  %198 = load i8, ptr %197, align 2, !dbg !409, !tbaa !325
  %199 = sext i8 %198 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %199, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
  %200 = trunc nuw nsw i64 %143 to i32, !dbg !417
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %200, i32 noundef 6), !dbg !417
    #dbg_value(i64 7, !250, !DIExpression(), !252)
  %201 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 7, !dbg !409
  %202 = load i8, ptr %201, align 1, !dbg !409, !tbaa !325
  %203 = sext i8 %202 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %203, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
  %204 = trunc nuw nsw i64 %143 to i32, !dbg !417
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %204, i32 noundef 7), !dbg !417
    #dbg_value(i64 8, !250, !DIExpression(), !252)
  %205 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 8, !dbg !409
  %206 = load i8, ptr %205, align 2, !dbg !409, !tbaa !325
  %207 = sext i8 %206 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
  %208 = trunc nuw nsw i64 %143 to i32, !dbg !417
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %208, i32 noundef 8), !dbg !417
    #dbg_value(i64 9, !250, !DIExpression(), !252)
  %209 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %143, i64 9, !dbg !409
  %210 = load i8, ptr %209, align 1, !dbg !409, !tbaa !325
  %211 = sext i8 %210 to i64, !dbg !409
  tail call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !415
  %212 = trunc nuw nsw i64 %143 to i32, !dbg !417
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %212, i32 noundef 9), !dbg !417
  br label %213, !dbg !417

213:                                              ; preds = %147, %175
    #dbg_value(i64 10, !250, !DIExpression(), !252)
  %214 = add nuw nsw i64 %143, 1, !dbg !419
    #dbg_value(i64 %214, !249, !DIExpression(), !252)
  %215 = icmp eq i64 %214, 8, !dbg !420
  br i1 %215, label %216, label %142, !dbg !404, !llvm.loop !421

216:                                              ; preds = %213
    #dbg_value(i32 poison, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !423
  tail call fastcc void @transparent_crc(i64 noundef 6768487402908864166, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !424
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !425
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !426
  tail call fastcc void @transparent_crc(i64 noundef 24, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !427
  %217 = load i32, ptr @g_215, align 8, !dbg !428, !tbaa !342
  %218 = sext i32 %217 to i64, !dbg !429
  tail call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !430
  %219 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 4), align 4, !dbg !431, !tbaa !348
  %220 = sext i32 %219 to i64, !dbg !432
  tail call fastcc void @transparent_crc(i64 noundef %220, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !433
  %221 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 8), align 8, !dbg !434, !tbaa !352
  %222 = sext i32 %221 to i64, !dbg !435
  tail call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !436
  %223 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 12), align 4, !dbg !437, !tbaa !356
  %224 = zext i32 %223 to i64, !dbg !438
  tail call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !439
  %225 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 16), align 8, !dbg !440, !tbaa !360
  %226 = sext i32 %225 to i64, !dbg !441
  tail call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !442
  %227 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 24), align 8, !dbg !443, !tbaa !364
  tail call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.32, i32 noundef %19), !dbg !444
  %228 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 32), align 8, !dbg !445, !tbaa !367
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.33, i32 noundef %19), !dbg !446
  %229 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 40), align 8, !dbg !447, !tbaa !370
  tail call fastcc void @transparent_crc(i64 noundef %229, ptr noundef nonnull @.str.34, i32 noundef %19), !dbg !448
  %230 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 48), align 8, !dbg !449, !tbaa !373
  %231 = zext i32 %230 to i64, !dbg !450
  tail call fastcc void @transparent_crc(i64 noundef %231, ptr noundef nonnull @.str.35, i32 noundef %19), !dbg !451
  %232 = load i16, ptr getelementptr inbounds (i8, ptr @g_215, i64 52), align 4, !dbg !452, !tbaa !377
  %233 = sext i16 %232 to i64, !dbg !453
  tail call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.36, i32 noundef %19), !dbg !454
  %234 = load volatile i64, ptr @g_217, align 8, !dbg !455, !tbaa !325
  tail call fastcc void @transparent_crc(i64 noundef %234, ptr noundef nonnull @.str.37, i32 noundef %19), !dbg !456
  %235 = load volatile i32, ptr @g_217, align 8, !dbg !457, !tbaa !325
  %236 = zext i32 %235 to i64, !dbg !458
  tail call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.38, i32 noundef %19), !dbg !459
  %237 = load volatile i32, ptr @g_217, align 8, !dbg !460, !tbaa !325
  %238 = sext i32 %237 to i64, !dbg !461
  tail call fastcc void @transparent_crc(i64 noundef %238, ptr noundef nonnull @.str.39, i32 noundef %19), !dbg !462
    #dbg_value(i64 0, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
  br i1 %18, label %239, label %240, !dbg !467

239:                                              ; preds = %216
    #dbg_value(i64 1, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
    #dbg_value(i64 2, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
    #dbg_value(i64 3, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
    #dbg_value(i64 4, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
    #dbg_value(i64 5, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
    #dbg_value(i64 6, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
    #dbg_value(i64 7, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
  br label %241, !dbg !467

240:                                              ; preds = %216
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 0), !dbg !468
    #dbg_value(i64 1, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 1), !dbg !468
    #dbg_value(i64 2, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 2), !dbg !468
    #dbg_value(i64 3, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 3), !dbg !468
    #dbg_value(i64 4, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 4), !dbg !468
    #dbg_value(i64 5, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 5), !dbg !468
    #dbg_value(i64 6, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 6), !dbg !468
    #dbg_value(i64 7, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !463
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 7), !dbg !468
  br label %241, !dbg !468

241:                                              ; preds = %239, %240
    #dbg_value(i64 8, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef 379595228854031856, ptr noundef nonnull @.str.41, i32 noundef %19), !dbg !470
  tail call fastcc void @transparent_crc(i64 noundef 1984370160, ptr noundef nonnull @.str.42, i32 noundef %19), !dbg !471
  tail call fastcc void @transparent_crc(i64 noundef 1984370160, ptr noundef nonnull @.str.43, i32 noundef %19), !dbg !472
    #dbg_value(i32 0, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !473
  br i1 %18, label %242, label %243, !dbg !477

242:                                              ; preds = %241
    #dbg_value(i32 1, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !473
    #dbg_value(i32 2, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !473
    #dbg_value(i32 3, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !473
    #dbg_value(i32 4, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !473
  br label %244, !dbg !477

243:                                              ; preds = %241
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 0), !dbg !478
    #dbg_value(i32 1, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !473
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 1), !dbg !478
    #dbg_value(i32 2, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !473
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 2), !dbg !478
    #dbg_value(i32 3, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !473
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 3), !dbg !478
    #dbg_value(i32 4, !248, !DIExpression(), !252)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !473
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 4), !dbg !478
  br label %244, !dbg !478

244:                                              ; preds = %242, %243
    #dbg_value(i32 5, !248, !DIExpression(), !252)
  %245 = load i32, ptr @crc32_context, align 4, !dbg !480, !tbaa !286
  %246 = xor i32 %245, -1, !dbg !481
    #dbg_value(i32 %246, !482, !DIExpression(), !488)
    #dbg_value(i32 %19, !487, !DIExpression(), !488)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.48, i32 noundef %246), !dbg !490
  ret i32 0, !dbg !491
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !492 {
    #dbg_value(i64 %0, !496, !DIExpression(), !499)
    #dbg_value(ptr %1, !497, !DIExpression(), !499)
    #dbg_value(i32 %2, !498, !DIExpression(), !499)
    #dbg_value(i64 %0, !500, !DIExpression(), !505)
    #dbg_value(i64 %0, !507, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !512)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !514, !tbaa !286
  %5 = lshr i32 %4, 8, !dbg !515
  %6 = zext i32 %4 to i64, !dbg !516
  %7 = xor i64 %6, %0, !dbg !516
  %8 = and i64 %7, 255, !dbg !517
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !517
  %10 = load i32, ptr %9, align 4, !dbg !517, !tbaa !286
  %11 = xor i32 %5, %10, !dbg !518
  %12 = lshr i64 %0, 8, !dbg !519
    #dbg_value(i64 %12, !507, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !520)
  %13 = lshr i32 %11, 8, !dbg !522
  %14 = zext i32 %11 to i64, !dbg !523
  %15 = xor i64 %12, %14, !dbg !523
  %16 = and i64 %15, 255, !dbg !524
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !524
  %18 = load i32, ptr %17, align 4, !dbg !524, !tbaa !286
  %19 = xor i32 %13, %18, !dbg !525
  %20 = lshr i64 %0, 16, !dbg !526
    #dbg_value(i64 %20, !507, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !527)
  %21 = lshr i32 %19, 8, !dbg !529
  %22 = zext i32 %19 to i64, !dbg !530
  %23 = xor i64 %20, %22, !dbg !530
  %24 = and i64 %23, 255, !dbg !531
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !531
  %26 = load i32, ptr %25, align 4, !dbg !531, !tbaa !286
  %27 = xor i32 %21, %26, !dbg !532
  %28 = lshr i64 %0, 24, !dbg !533
    #dbg_value(i64 %28, !507, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !534)
  %29 = lshr i32 %27, 8, !dbg !536
  %30 = zext i32 %27 to i64, !dbg !537
  %31 = xor i64 %28, %30, !dbg !537
  %32 = and i64 %31, 255, !dbg !538
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !538
  %34 = load i32, ptr %33, align 4, !dbg !538, !tbaa !286
  %35 = xor i32 %29, %34, !dbg !539
  %36 = lshr i64 %0, 32, !dbg !540
    #dbg_value(i64 %36, !507, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !541)
  %37 = lshr i32 %35, 8, !dbg !543
  %38 = zext i32 %35 to i64, !dbg !544
  %39 = xor i64 %36, %38, !dbg !544
  %40 = and i64 %39, 255, !dbg !545
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !545
  %42 = load i32, ptr %41, align 4, !dbg !545, !tbaa !286
  %43 = xor i32 %37, %42, !dbg !546
  %44 = lshr i64 %0, 40, !dbg !547
    #dbg_value(i64 %44, !507, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !548)
  %45 = lshr i32 %43, 8, !dbg !550
  %46 = zext i32 %43 to i64, !dbg !551
  %47 = xor i64 %44, %46, !dbg !551
  %48 = and i64 %47, 255, !dbg !552
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !552
  %50 = load i32, ptr %49, align 4, !dbg !552, !tbaa !286
  %51 = xor i32 %45, %50, !dbg !553
  %52 = lshr i64 %0, 48, !dbg !554
    #dbg_value(i64 %52, !507, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !555)
  %53 = lshr i32 %51, 8, !dbg !557
  %54 = zext i32 %51 to i64, !dbg !558
  %55 = xor i64 %52, %54, !dbg !558
  %56 = and i64 %55, 255, !dbg !559
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !559
  %58 = load i32, ptr %57, align 4, !dbg !559, !tbaa !286
  %59 = xor i32 %53, %58, !dbg !560
  %60 = lshr i64 %0, 56, !dbg !561
    #dbg_value(i64 %60, !507, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !562)
  %61 = lshr i32 %59, 8, !dbg !564
  %62 = and i32 %59, 255, !dbg !565
  %63 = zext nneg i32 %62 to i64, !dbg !565
  %64 = xor i64 %60, %63, !dbg !565
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !565
  %66 = load i32, ptr %65, align 4, !dbg !565, !tbaa !286
  %67 = xor i32 %61, %66, !dbg !566
  store i32 %67, ptr @crc32_context, align 4, !dbg !567, !tbaa !286
  %68 = icmp eq i32 %2, 0, !dbg !568
  br i1 %68, label %71, label %69, !dbg !570

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !571
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.45, ptr noundef %1, i32 noundef %70), !dbg !573
  br label %71, !dbg !574

71:                                               ; preds = %69, %3
  ret void, !dbg !575
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !576 {
  %2 = alloca ptr, align 8, !DIAssignID !587
    #dbg_assign(i1 undef, !585, !DIExpression(), !587, ptr %2, !DIExpression(), !588)
    #dbg_value(ptr %0, !583, !DIExpression(), !588)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !589
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !590
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !591
  %4 = load ptr, ptr %2, align 8, !dbg !592, !tbaa !257
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !593
    #dbg_value(i32 %5, !584, !DIExpression(), !588)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !594
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !595
  ret void, !dbg !596
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !597 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !617 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!232, !233, !234, !235, !236, !237, !238}
!llvm.ident = !{!239}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 235, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/csmith/seed_1005.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 236, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "g_8", scope: !11, file: !2, line: 39, type: !231, isLocal: true, isDefinition: true)
!11 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !12, splitDebugInlining: false, nameTableKind: None)
!12 = !{!13, !0, !7, !18, !20, !25, !27, !29, !31, !33, !35, !37, !39, !41, !43, !48, !53, !58, !60, !62, !64, !66, !71, !73, !75, !80, !82, !84, !89, !91, !93, !95, !97, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !119, !121, !123, !132, !137, !141, !9, !145, !170, !172, !175, !180, !183, !189, !191, !193, !197, !201, !203, !205, !214, !217, !220, !223, !229}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 231, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 2)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 237, type: !3, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 242, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 14)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 243, type: !22, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 244, type: !22, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 245, type: !22, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 246, type: !22, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 247, type: !22, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 248, type: !22, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 249, type: !22, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 250, type: !22, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 251, type: !22, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 252, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 18)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 256, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 5)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 259, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 8)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 260, type: !22, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 265, type: !55, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 269, type: !50, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 276, type: !22, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 277, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 22)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 282, type: !50, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 283, type: !50, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 284, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 6)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 285, type: !77, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 286, type: !77, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 287, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 9)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 288, type: !86, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 289, type: !86, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 290, type: !86, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 291, type: !86, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 292, type: !86, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 293, type: !86, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 294, type: !86, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 295, type: !86, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 296, type: !86, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 297, type: !86, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 298, type: !86, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 299, type: !86, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 302, type: !86, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 306, type: !86, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 307, type: !86, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 308, type: !86, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !2, line: 311, type: !86, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !11, file: !125, line: 47, type: !126, isLocal: true, isDefinition: true)
!125 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "")
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 8192, elements: !130)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !128, line: 40, baseType: !129)
!128 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!129 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!130 = !{!131}
!131 = !DISubrange(count: 256)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !125, line: 114, type: !134, isLocal: true, isDefinition: true)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !135)
!135 = !{!136}
!136 = !DISubrange(count: 36)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "g_3", scope: !11, file: !2, line: 37, type: !139, isLocal: true, isDefinition: true)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !128, line: 39, baseType: !140)
!140 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression(DW_OP_constu, 4708358847630270531, DW_OP_stack_value))
!142 = distinct !DIGlobalVariable(name: "g_7", scope: !11, file: !2, line: 38, type: !143, isLocal: true, isDefinition: true)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !128, line: 41, baseType: !144)
!144 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "g_14", scope: !11, file: !2, line: 40, type: !147, isLocal: true, isDefinition: true)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !148, size: 4480, elements: !169)
!148 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 16, size: 448, elements: !149)
!149 = !{!150, !151, !153, !154, !156, !158, !161, !163, !164, !166}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !148, file: !2, line: 17, baseType: !139, size: 32)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !148, file: !2, line: 18, baseType: !152, size: 32, offset: 32)
!152 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !139)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !148, file: !2, line: 19, baseType: !139, size: 32, offset: 64)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !148, file: !2, line: 20, baseType: !155, size: 32, offset: 96)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !127)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !148, file: !2, line: 21, baseType: !157, size: 32, offset: 128)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !148, file: !2, line: 22, baseType: !159, size: 64, offset: 192)
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !128, line: 42, baseType: !160)
!160 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !148, file: !2, line: 23, baseType: !162, size: 64, offset: 256)
!162 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !159)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !148, file: !2, line: 24, baseType: !162, size: 64, offset: 320)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !148, file: !2, line: 25, baseType: !165, size: 32, offset: 384)
!165 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !127)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "f9", scope: !148, file: !2, line: 26, baseType: !167, size: 16, offset: 416)
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !128, line: 37, baseType: !168)
!168 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!169 = !{!52, !17}
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression(DW_OP_constu, 6, DW_OP_stack_value))
!171 = distinct !DIGlobalVariable(name: "g_31", scope: !11, file: !2, line: 45, type: !127, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(name: "g_66", scope: !11, file: !2, line: 46, type: !174, isLocal: true, isDefinition: true)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 64, elements: !16)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(name: "g_74", scope: !11, file: !2, line: 47, type: !177, isLocal: true, isDefinition: true)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !178, size: 72, elements: !87)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !128, line: 35, baseType: !179)
!179 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(name: "g_75", scope: !11, file: !2, line: 48, type: !182, isLocal: true, isDefinition: true)
!182 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !165)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(name: "g_77", scope: !11, file: !2, line: 49, type: !185, isLocal: true, isDefinition: true)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !178, size: 640, elements: !186)
!186 = !{!187, !57, !188}
!187 = !DISubrange(count: 1)
!188 = !DISubrange(count: 10)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!190 = distinct !DIGlobalVariable(name: "g_79", scope: !11, file: !2, line: 50, type: !139, isLocal: true, isDefinition: true)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression(DW_OP_constu, 6768487402908864166, DW_OP_stack_value))
!192 = distinct !DIGlobalVariable(name: "g_84", scope: !11, file: !2, line: 51, type: !143, isLocal: true, isDefinition: true)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!194 = distinct !DIGlobalVariable(name: "g_112", scope: !11, file: !2, line: 54, type: !195, isLocal: true, isDefinition: true)
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !128, line: 36, baseType: !196)
!196 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!197 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!198 = distinct !DIGlobalVariable(name: "g_148", scope: !11, file: !2, line: 57, type: !199, isLocal: true, isDefinition: true)
!199 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !128, line: 38, baseType: !200)
!200 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression(DW_OP_constu, 24, DW_OP_stack_value))
!202 = distinct !DIGlobalVariable(name: "g_167", scope: !11, file: !2, line: 58, type: !178, isLocal: true, isDefinition: true)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(name: "g_215", scope: !11, file: !2, line: 62, type: !148, isLocal: true, isDefinition: true)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression())
!206 = distinct !DIGlobalVariable(name: "g_217", scope: !11, file: !2, line: 63, type: !207, isLocal: true, isDefinition: true)
!207 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !208)
!208 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !2, line: 29, size: 448, elements: !209)
!209 = !{!210, !211, !212, !213}
!210 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !208, file: !2, line: 30, baseType: !143, size: 64)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !208, file: !2, line: 31, baseType: !127, size: 32)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !208, file: !2, line: 32, baseType: !148, size: 448)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !208, file: !2, line: 33, baseType: !139, size: 32)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(name: "g_246", scope: !11, file: !2, line: 64, type: !216, isLocal: true, isDefinition: true)
!216 = !DICompositeType(tag: DW_TAG_array_type, baseType: !199, size: 128, elements: !56)
!217 = !DIGlobalVariableExpression(var: !218, expr: !DIExpression())
!218 = distinct !DIGlobalVariable(name: "g_250", scope: !11, file: !2, line: 65, type: !219, isLocal: true, isDefinition: true)
!219 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !208)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(name: "g_252", scope: !11, file: !2, line: 66, type: !222, isLocal: true, isDefinition: true)
!222 = !DICompositeType(tag: DW_TAG_array_type, baseType: !178, size: 40, elements: !51)
!223 = !DIGlobalVariableExpression(var: !224, expr: !DIExpression())
!224 = distinct !DIGlobalVariable(scope: null, file: !225, line: 56, type: !226, isLocal: true, isDefinition: true)
!225 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "")
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !227)
!227 = !{!228}
!228 = !DISubrange(count: 15)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(name: "crc32_context", scope: !11, file: !125, line: 48, type: !127, isLocal: true, isDefinition: true)
!231 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !195)
!232 = !{i32 7, !"Dwarf Version", i32 4}
!233 = !{i32 2, !"Debug Info Version", i32 3}
!234 = !{i32 1, !"wchar_size", i32 2}
!235 = !{i32 8, !"PIC Level", i32 2}
!236 = !{i32 7, !"uwtable", i32 2}
!237 = !{i32 1, !"MaxTLSAlign", i32 65536}
!238 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!239 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!240 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 227, type: !241, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !245)
!241 = !DISubroutineType(types: !242)
!242 = !{!140, !140, !243}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!245 = !{!246, !247, !248, !249, !250, !251}
!246 = !DILocalVariable(name: "argc", arg: 1, scope: !240, file: !2, line: 227, type: !140)
!247 = !DILocalVariable(name: "argv", arg: 2, scope: !240, file: !2, line: 227, type: !243)
!248 = !DILocalVariable(name: "i", scope: !240, file: !2, line: 229, type: !140)
!249 = !DILocalVariable(name: "j", scope: !240, file: !2, line: 229, type: !140)
!250 = !DILocalVariable(name: "k", scope: !240, file: !2, line: 229, type: !140)
!251 = !DILocalVariable(name: "print_hash_value", scope: !240, file: !2, line: 230, type: !140)
!252 = !DILocation(line: 0, scope: !240)
!253 = !DILocation(line: 231, column: 14, scope: !254)
!254 = distinct !DILexicalBlock(scope: !240, file: !2, line: 231, column: 9)
!255 = !DILocation(line: 231, column: 19, scope: !254)
!256 = !DILocation(line: 231, column: 29, scope: !254)
!257 = !{!258, !258, i64 0}
!258 = !{!"any pointer", !259, i64 0}
!259 = !{!"omnipotent char", !260, i64 0}
!260 = !{!"Simple C/C++ TBAA"}
!261 = !DILocation(line: 231, column: 43, scope: !254)
!262 = !DILocation(line: 231, column: 9, scope: !240)
!263 = !DILocalVariable(name: "poly", scope: !264, file: !125, line: 54, type: !155)
!264 = distinct !DISubprogram(name: "crc32_gentab", scope: !125, file: !125, line: 51, type: !265, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{null}
!267 = !{!268, !263, !269, !270}
!268 = !DILocalVariable(name: "crc", scope: !264, file: !125, line: 53, type: !127)
!269 = !DILocalVariable(name: "i", scope: !264, file: !125, line: 55, type: !140)
!270 = !DILocalVariable(name: "j", scope: !264, file: !125, line: 55, type: !140)
!271 = !DILocation(line: 0, scope: !264, inlinedAt: !272)
!272 = distinct !DILocation(line: 233, column: 5, scope: !240)
!273 = !DILocation(line: 57, column: 2, scope: !274, inlinedAt: !272)
!274 = distinct !DILexicalBlock(scope: !264, file: !125, line: 57, column: 2)
!275 = !DILocation(line: 57, column: 24, scope: !276, inlinedAt: !272)
!276 = distinct !DILexicalBlock(scope: !274, file: !125, line: 57, column: 2)
!277 = !DILocation(line: 60, column: 12, scope: !278, inlinedAt: !272)
!278 = distinct !DILexicalBlock(scope: !279, file: !125, line: 60, column: 8)
!279 = distinct !DILexicalBlock(scope: !280, file: !125, line: 59, column: 27)
!280 = distinct !DILexicalBlock(scope: !281, file: !125, line: 59, column: 3)
!281 = distinct !DILexicalBlock(scope: !282, file: !125, line: 59, column: 3)
!282 = distinct !DILexicalBlock(scope: !276, file: !125, line: 57, column: 28)
!283 = !DILocation(line: 60, column: 8, scope: !279, inlinedAt: !272)
!284 = !DILocation(line: 66, column: 3, scope: !282, inlinedAt: !272)
!285 = !DILocation(line: 66, column: 16, scope: !282, inlinedAt: !272)
!286 = !{!287, !287, i64 0}
!287 = !{!"int", !259, i64 0}
!288 = distinct !{!288, !273, !289, !290, !291, !292}
!289 = !DILocation(line: 67, column: 2, scope: !274, inlinedAt: !272)
!290 = !{!"llvm.loop.mustprogress"}
!291 = !{!"llvm.loop.isvectorized", i32 1}
!292 = !{!"llvm.loop.unroll.runtime.disable"}
!293 = !DILocalVariable(name: "l_6", scope: !294, file: !2, line: 87, type: !319)
!294 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 82, type: !295, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !297)
!295 = !DISubroutineType(types: !296)
!296 = !{!148}
!297 = !{!298, !300, !301, !293, !302, !304, !307, !308, !310, !311, !315, !317, !318}
!298 = !DILocalVariable(name: "l_2", scope: !294, file: !2, line: 84, type: !299)
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!300 = !DILocalVariable(name: "l_4", scope: !294, file: !2, line: 85, type: !299)
!301 = !DILocalVariable(name: "l_5", scope: !294, file: !2, line: 86, type: !299)
!302 = !DILocalVariable(name: "l_35", scope: !294, file: !2, line: 88, type: !303)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!304 = !DILocalVariable(name: "l_34", scope: !294, file: !2, line: 89, type: !305)
!305 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !306)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!307 = !DILocalVariable(name: "l_85", scope: !294, file: !2, line: 90, type: !299)
!308 = !DILocalVariable(name: "l_196", scope: !294, file: !2, line: 91, type: !309)
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!310 = !DILocalVariable(name: "l_223", scope: !294, file: !2, line: 92, type: !127)
!311 = !DILocalVariable(name: "l_258", scope: !294, file: !2, line: 93, type: !312)
!312 = !DICompositeType(tag: DW_TAG_array_type, baseType: !313, size: 320, elements: !314)
!313 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !167)
!314 = !{!6, !52}
!315 = !DILocalVariable(name: "l_261", scope: !294, file: !2, line: 94, type: !316)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!317 = !DILocalVariable(name: "i", scope: !294, file: !2, line: 95, type: !140)
!318 = !DILocalVariable(name: "j", scope: !294, file: !2, line: 95, type: !140)
!319 = !DICompositeType(tag: DW_TAG_array_type, baseType: !299, size: 512, elements: !56)
!320 = distinct !DIAssignID()
!321 = !DILocation(line: 0, scope: !294, inlinedAt: !322)
!322 = distinct !DILocation(line: 234, column: 5, scope: !240)
!323 = distinct !DIAssignID()
!324 = !DILocation(line: 98, column: 5, scope: !294, inlinedAt: !322)
!325 = !{!259, !259, i64 0}
!326 = !{!327}
!327 = distinct !{!327, !328, !"func_1: argument 0"}
!328 = distinct !{!328, !"func_1"}
!329 = !DILocation(line: 235, column: 5, scope: !240)
!330 = !DILocation(line: 236, column: 5, scope: !240)
!331 = !DILocation(line: 237, column: 21, scope: !240)
!332 = !DILocation(line: 237, column: 5, scope: !240)
!333 = !DILocation(line: 238, column: 5, scope: !334)
!334 = distinct !DILexicalBlock(scope: !240, file: !2, line: 238, column: 5)
!335 = !DILocation(line: 242, column: 29, scope: !336)
!336 = distinct !DILexicalBlock(scope: !337, file: !2, line: 241, column: 9)
!337 = distinct !DILexicalBlock(scope: !338, file: !2, line: 240, column: 9)
!338 = distinct !DILexicalBlock(scope: !339, file: !2, line: 240, column: 9)
!339 = distinct !DILexicalBlock(scope: !340, file: !2, line: 239, column: 5)
!340 = distinct !DILexicalBlock(scope: !334, file: !2, line: 238, column: 5)
!341 = !DILocation(line: 242, column: 40, scope: !336)
!342 = !{!343, !287, i64 0}
!343 = !{!"S0", !287, i64 0, !287, i64 4, !287, i64 8, !287, i64 12, !287, i64 16, !344, i64 24, !344, i64 32, !344, i64 40, !287, i64 48, !345, i64 52}
!344 = !{!"long long", !259, i64 0}
!345 = !{!"short", !259, i64 0}
!346 = !DILocation(line: 242, column: 13, scope: !336)
!347 = !DILocation(line: 243, column: 40, scope: !336)
!348 = !{!343, !287, i64 4}
!349 = !DILocation(line: 243, column: 29, scope: !336)
!350 = !DILocation(line: 243, column: 13, scope: !336)
!351 = !DILocation(line: 244, column: 40, scope: !336)
!352 = !{!343, !287, i64 8}
!353 = !DILocation(line: 244, column: 29, scope: !336)
!354 = !DILocation(line: 244, column: 13, scope: !336)
!355 = !DILocation(line: 245, column: 40, scope: !336)
!356 = !{!343, !287, i64 12}
!357 = !DILocation(line: 245, column: 29, scope: !336)
!358 = !DILocation(line: 245, column: 13, scope: !336)
!359 = !DILocation(line: 246, column: 40, scope: !336)
!360 = !{!343, !287, i64 16}
!361 = !DILocation(line: 246, column: 29, scope: !336)
!362 = !DILocation(line: 246, column: 13, scope: !336)
!363 = !DILocation(line: 247, column: 40, scope: !336)
!364 = !{!343, !344, i64 24}
!365 = !DILocation(line: 247, column: 13, scope: !336)
!366 = !DILocation(line: 248, column: 40, scope: !336)
!367 = !{!343, !344, i64 32}
!368 = !DILocation(line: 248, column: 13, scope: !336)
!369 = !DILocation(line: 249, column: 40, scope: !336)
!370 = !{!343, !344, i64 40}
!371 = !DILocation(line: 249, column: 13, scope: !336)
!372 = !DILocation(line: 250, column: 40, scope: !336)
!373 = !{!343, !287, i64 48}
!374 = !DILocation(line: 250, column: 29, scope: !336)
!375 = !DILocation(line: 250, column: 13, scope: !336)
!376 = !DILocation(line: 251, column: 40, scope: !336)
!377 = !{!343, !345, i64 52}
!378 = !DILocation(line: 251, column: 29, scope: !336)
!379 = !DILocation(line: 251, column: 13, scope: !336)
!380 = !DILocation(line: 252, column: 17, scope: !336)
!381 = !DILocation(line: 252, column: 35, scope: !382)
!382 = distinct !DILexicalBlock(scope: !336, file: !2, line: 252, column: 17)
!383 = !DILocation(line: 238, column: 25, scope: !340)
!384 = !DILocation(line: 238, column: 19, scope: !340)
!385 = distinct !{!385, !333, !386, !290}
!386 = !DILocation(line: 255, column: 5, scope: !334)
!387 = !DILocation(line: 256, column: 5, scope: !240)
!388 = !DILocation(line: 259, column: 9, scope: !389)
!389 = distinct !DILexicalBlock(scope: !390, file: !2, line: 258, column: 5)
!390 = distinct !DILexicalBlock(scope: !391, file: !2, line: 257, column: 5)
!391 = distinct !DILexicalBlock(scope: !240, file: !2, line: 257, column: 5)
!392 = !DILocation(line: 260, column: 13, scope: !389)
!393 = !DILocation(line: 265, column: 9, scope: !394)
!394 = distinct !DILexicalBlock(scope: !395, file: !2, line: 264, column: 5)
!395 = distinct !DILexicalBlock(scope: !396, file: !2, line: 263, column: 5)
!396 = distinct !DILexicalBlock(scope: !240, file: !2, line: 263, column: 5)
!397 = !DILocation(line: 266, column: 13, scope: !394)
!398 = !DILocation(line: 260, column: 31, scope: !399)
!399 = distinct !DILexicalBlock(scope: !389, file: !2, line: 260, column: 13)
!400 = !DILocation(line: 266, column: 31, scope: !401)
!401 = distinct !DILexicalBlock(scope: !394, file: !2, line: 266, column: 13)
!402 = !DILocation(line: 269, column: 21, scope: !240)
!403 = !DILocation(line: 269, column: 5, scope: !240)
!404 = !DILocation(line: 272, column: 9, scope: !405)
!405 = distinct !DILexicalBlock(scope: !406, file: !2, line: 272, column: 9)
!406 = distinct !DILexicalBlock(scope: !407, file: !2, line: 271, column: 5)
!407 = distinct !DILexicalBlock(scope: !408, file: !2, line: 270, column: 5)
!408 = distinct !DILexicalBlock(scope: !240, file: !2, line: 270, column: 5)
!409 = !DILocation(line: 276, column: 33, scope: !410)
!410 = distinct !DILexicalBlock(scope: !411, file: !2, line: 275, column: 13)
!411 = distinct !DILexicalBlock(scope: !412, file: !2, line: 274, column: 13)
!412 = distinct !DILexicalBlock(scope: !413, file: !2, line: 274, column: 13)
!413 = distinct !DILexicalBlock(scope: !414, file: !2, line: 273, column: 9)
!414 = distinct !DILexicalBlock(scope: !405, file: !2, line: 272, column: 9)
!415 = !DILocation(line: 276, column: 17, scope: !410)
!416 = !DILocation(line: 277, column: 21, scope: !410)
!417 = !DILocation(line: 277, column: 39, scope: !418)
!418 = distinct !DILexicalBlock(scope: !410, file: !2, line: 277, column: 21)
!419 = !DILocation(line: 272, column: 29, scope: !414)
!420 = !DILocation(line: 272, column: 23, scope: !414)
!421 = distinct !{!421, !404, !422, !290}
!422 = !DILocation(line: 280, column: 9, scope: !405)
!423 = !DILocation(line: 282, column: 5, scope: !240)
!424 = !DILocation(line: 283, column: 5, scope: !240)
!425 = !DILocation(line: 284, column: 5, scope: !240)
!426 = !DILocation(line: 285, column: 5, scope: !240)
!427 = !DILocation(line: 286, column: 5, scope: !240)
!428 = !DILocation(line: 287, column: 27, scope: !240)
!429 = !DILocation(line: 287, column: 21, scope: !240)
!430 = !DILocation(line: 287, column: 5, scope: !240)
!431 = !DILocation(line: 288, column: 27, scope: !240)
!432 = !DILocation(line: 288, column: 21, scope: !240)
!433 = !DILocation(line: 288, column: 5, scope: !240)
!434 = !DILocation(line: 289, column: 27, scope: !240)
!435 = !DILocation(line: 289, column: 21, scope: !240)
!436 = !DILocation(line: 289, column: 5, scope: !240)
!437 = !DILocation(line: 290, column: 27, scope: !240)
!438 = !DILocation(line: 290, column: 21, scope: !240)
!439 = !DILocation(line: 290, column: 5, scope: !240)
!440 = !DILocation(line: 291, column: 27, scope: !240)
!441 = !DILocation(line: 291, column: 21, scope: !240)
!442 = !DILocation(line: 291, column: 5, scope: !240)
!443 = !DILocation(line: 292, column: 27, scope: !240)
!444 = !DILocation(line: 292, column: 5, scope: !240)
!445 = !DILocation(line: 293, column: 27, scope: !240)
!446 = !DILocation(line: 293, column: 5, scope: !240)
!447 = !DILocation(line: 294, column: 27, scope: !240)
!448 = !DILocation(line: 294, column: 5, scope: !240)
!449 = !DILocation(line: 295, column: 27, scope: !240)
!450 = !DILocation(line: 295, column: 21, scope: !240)
!451 = !DILocation(line: 295, column: 5, scope: !240)
!452 = !DILocation(line: 296, column: 27, scope: !240)
!453 = !DILocation(line: 296, column: 21, scope: !240)
!454 = !DILocation(line: 296, column: 5, scope: !240)
!455 = !DILocation(line: 297, column: 27, scope: !240)
!456 = !DILocation(line: 297, column: 5, scope: !240)
!457 = !DILocation(line: 298, column: 27, scope: !240)
!458 = !DILocation(line: 298, column: 21, scope: !240)
!459 = !DILocation(line: 298, column: 5, scope: !240)
!460 = !DILocation(line: 299, column: 27, scope: !240)
!461 = !DILocation(line: 299, column: 21, scope: !240)
!462 = !DILocation(line: 299, column: 5, scope: !240)
!463 = !DILocation(line: 302, column: 9, scope: !464)
!464 = distinct !DILexicalBlock(scope: !465, file: !2, line: 301, column: 5)
!465 = distinct !DILexicalBlock(scope: !466, file: !2, line: 300, column: 5)
!466 = distinct !DILexicalBlock(scope: !240, file: !2, line: 300, column: 5)
!467 = !DILocation(line: 303, column: 13, scope: !464)
!468 = !DILocation(line: 303, column: 31, scope: !469)
!469 = distinct !DILexicalBlock(scope: !464, file: !2, line: 303, column: 13)
!470 = !DILocation(line: 306, column: 5, scope: !240)
!471 = !DILocation(line: 307, column: 5, scope: !240)
!472 = !DILocation(line: 308, column: 5, scope: !240)
!473 = !DILocation(line: 311, column: 9, scope: !474)
!474 = distinct !DILexicalBlock(scope: !475, file: !2, line: 310, column: 5)
!475 = distinct !DILexicalBlock(scope: !476, file: !2, line: 309, column: 5)
!476 = distinct !DILexicalBlock(scope: !240, file: !2, line: 309, column: 5)
!477 = !DILocation(line: 312, column: 13, scope: !474)
!478 = !DILocation(line: 312, column: 31, scope: !479)
!479 = distinct !DILexicalBlock(scope: !474, file: !2, line: 312, column: 13)
!480 = !DILocation(line: 315, column: 23, scope: !240)
!481 = !DILocation(line: 315, column: 37, scope: !240)
!482 = !DILocalVariable(name: "crc", arg: 1, scope: !483, file: !225, line: 49, type: !127)
!483 = distinct !DISubprogram(name: "platform_main_end", scope: !225, file: !225, line: 49, type: !484, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !486)
!484 = !DISubroutineType(types: !485)
!485 = !{null, !127, !140}
!486 = !{!482, !487}
!487 = !DILocalVariable(name: "flag", arg: 2, scope: !483, file: !225, line: 49, type: !140)
!488 = !DILocation(line: 0, scope: !483, inlinedAt: !489)
!489 = distinct !DILocation(line: 315, column: 5, scope: !240)
!490 = !DILocation(line: 56, column: 2, scope: !483, inlinedAt: !489)
!491 = !DILocation(line: 316, column: 5, scope: !240)
!492 = distinct !DISubprogram(name: "transparent_crc", scope: !125, file: !125, line: 110, type: !493, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !495)
!493 = !DISubroutineType(types: !494)
!494 = !{null, !159, !244, !140}
!495 = !{!496, !497, !498}
!496 = !DILocalVariable(name: "val", arg: 1, scope: !492, file: !125, line: 110, type: !159)
!497 = !DILocalVariable(name: "vname", arg: 2, scope: !492, file: !125, line: 110, type: !244)
!498 = !DILocalVariable(name: "flag", arg: 3, scope: !492, file: !125, line: 110, type: !140)
!499 = !DILocation(line: 0, scope: !492)
!500 = !DILocalVariable(name: "val", arg: 1, scope: !501, file: !125, line: 97, type: !159)
!501 = distinct !DISubprogram(name: "crc32_8bytes", scope: !125, file: !125, line: 97, type: !502, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !504)
!502 = !DISubroutineType(types: !503)
!503 = !{null, !159}
!504 = !{!500}
!505 = !DILocation(line: 0, scope: !501, inlinedAt: !506)
!506 = distinct !DILocation(line: 112, column: 2, scope: !492)
!507 = !DILocalVariable(name: "b", arg: 1, scope: !508, file: !125, line: 71, type: !195)
!508 = distinct !DISubprogram(name: "crc32_byte", scope: !125, file: !125, line: 71, type: !509, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !511)
!509 = !DISubroutineType(types: !510)
!510 = !{null, !195}
!511 = !{!507}
!512 = !DILocation(line: 0, scope: !508, inlinedAt: !513)
!513 = distinct !DILocation(line: 99, column: 2, scope: !501, inlinedAt: !506)
!514 = !DILocation(line: 73, column: 5, scope: !508, inlinedAt: !513)
!515 = !DILocation(line: 73, column: 19, scope: !508, inlinedAt: !513)
!516 = !DILocation(line: 74, column: 33, scope: !508, inlinedAt: !513)
!517 = !DILocation(line: 74, column: 3, scope: !508, inlinedAt: !513)
!518 = !DILocation(line: 73, column: 39, scope: !508, inlinedAt: !513)
!519 = !DILocation(line: 100, column: 18, scope: !501, inlinedAt: !506)
!520 = !DILocation(line: 0, scope: !508, inlinedAt: !521)
!521 = distinct !DILocation(line: 100, column: 2, scope: !501, inlinedAt: !506)
!522 = !DILocation(line: 73, column: 19, scope: !508, inlinedAt: !521)
!523 = !DILocation(line: 74, column: 33, scope: !508, inlinedAt: !521)
!524 = !DILocation(line: 74, column: 3, scope: !508, inlinedAt: !521)
!525 = !DILocation(line: 73, column: 39, scope: !508, inlinedAt: !521)
!526 = !DILocation(line: 101, column: 18, scope: !501, inlinedAt: !506)
!527 = !DILocation(line: 0, scope: !508, inlinedAt: !528)
!528 = distinct !DILocation(line: 101, column: 2, scope: !501, inlinedAt: !506)
!529 = !DILocation(line: 73, column: 19, scope: !508, inlinedAt: !528)
!530 = !DILocation(line: 74, column: 33, scope: !508, inlinedAt: !528)
!531 = !DILocation(line: 74, column: 3, scope: !508, inlinedAt: !528)
!532 = !DILocation(line: 73, column: 39, scope: !508, inlinedAt: !528)
!533 = !DILocation(line: 102, column: 18, scope: !501, inlinedAt: !506)
!534 = !DILocation(line: 0, scope: !508, inlinedAt: !535)
!535 = distinct !DILocation(line: 102, column: 2, scope: !501, inlinedAt: !506)
!536 = !DILocation(line: 73, column: 19, scope: !508, inlinedAt: !535)
!537 = !DILocation(line: 74, column: 33, scope: !508, inlinedAt: !535)
!538 = !DILocation(line: 74, column: 3, scope: !508, inlinedAt: !535)
!539 = !DILocation(line: 73, column: 39, scope: !508, inlinedAt: !535)
!540 = !DILocation(line: 103, column: 18, scope: !501, inlinedAt: !506)
!541 = !DILocation(line: 0, scope: !508, inlinedAt: !542)
!542 = distinct !DILocation(line: 103, column: 2, scope: !501, inlinedAt: !506)
!543 = !DILocation(line: 73, column: 19, scope: !508, inlinedAt: !542)
!544 = !DILocation(line: 74, column: 33, scope: !508, inlinedAt: !542)
!545 = !DILocation(line: 74, column: 3, scope: !508, inlinedAt: !542)
!546 = !DILocation(line: 73, column: 39, scope: !508, inlinedAt: !542)
!547 = !DILocation(line: 104, column: 18, scope: !501, inlinedAt: !506)
!548 = !DILocation(line: 0, scope: !508, inlinedAt: !549)
!549 = distinct !DILocation(line: 104, column: 2, scope: !501, inlinedAt: !506)
!550 = !DILocation(line: 73, column: 19, scope: !508, inlinedAt: !549)
!551 = !DILocation(line: 74, column: 33, scope: !508, inlinedAt: !549)
!552 = !DILocation(line: 74, column: 3, scope: !508, inlinedAt: !549)
!553 = !DILocation(line: 73, column: 39, scope: !508, inlinedAt: !549)
!554 = !DILocation(line: 105, column: 18, scope: !501, inlinedAt: !506)
!555 = !DILocation(line: 0, scope: !508, inlinedAt: !556)
!556 = distinct !DILocation(line: 105, column: 2, scope: !501, inlinedAt: !506)
!557 = !DILocation(line: 73, column: 19, scope: !508, inlinedAt: !556)
!558 = !DILocation(line: 74, column: 33, scope: !508, inlinedAt: !556)
!559 = !DILocation(line: 74, column: 3, scope: !508, inlinedAt: !556)
!560 = !DILocation(line: 73, column: 39, scope: !508, inlinedAt: !556)
!561 = !DILocation(line: 106, column: 18, scope: !501, inlinedAt: !506)
!562 = !DILocation(line: 0, scope: !508, inlinedAt: !563)
!563 = distinct !DILocation(line: 106, column: 2, scope: !501, inlinedAt: !506)
!564 = !DILocation(line: 73, column: 19, scope: !508, inlinedAt: !563)
!565 = !DILocation(line: 74, column: 3, scope: !508, inlinedAt: !563)
!566 = !DILocation(line: 73, column: 39, scope: !508, inlinedAt: !563)
!567 = !DILocation(line: 72, column: 16, scope: !508, inlinedAt: !563)
!568 = !DILocation(line: 113, column: 6, scope: !569)
!569 = distinct !DILexicalBlock(scope: !492, file: !125, line: 113, column: 6)
!570 = !DILocation(line: 113, column: 6, scope: !492)
!571 = !DILocation(line: 114, column: 73, scope: !572)
!572 = distinct !DILexicalBlock(scope: !569, file: !125, line: 113, column: 12)
!573 = !DILocation(line: 114, column: 5, scope: !572)
!574 = !DILocation(line: 115, column: 2, scope: !572)
!575 = !DILocation(line: 116, column: 1, scope: !492)
!576 = distinct !DISubprogram(name: "printf", scope: !577, file: !577, line: 368, type: !578, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !582)
!577 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!578 = !DISubroutineType(cc: DW_CC_nocall, types: !579)
!579 = !{!140, !580, null}
!580 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !581, size: 64)
!581 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!582 = !{!583, !584, !585}
!583 = !DILocalVariable(name: "__format", arg: 1, scope: !576, file: !577, line: 368, type: !580)
!584 = !DILocalVariable(name: "__retval", scope: !576, file: !577, line: 370, type: !140)
!585 = !DILocalVariable(name: "__local_argv", scope: !576, file: !577, line: 371, type: !586)
!586 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !244)
!587 = distinct !DIAssignID()
!588 = !DILocation(line: 0, scope: !576)
!589 = !DILocation(line: 371, column: 3, scope: !576)
!590 = !DILocation(line: 371, column: 35, scope: !576)
!591 = !DILocation(line: 372, column: 32, scope: !576)
!592 = !DILocation(line: 372, column: 50, scope: !576)
!593 = !DILocation(line: 372, column: 14, scope: !576)
!594 = !DILocation(line: 373, column: 3, scope: !576)
!595 = !DILocation(line: 375, column: 1, scope: !576)
!596 = !DILocation(line: 374, column: 3, scope: !576)
!597 = !DISubprogram(name: "__mingw_vfprintf", scope: !577, file: !577, line: 193, type: !598, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!598 = !DISubroutineType(types: !599)
!599 = !{!140, !600, !613, !614}
!600 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !601)
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !602, size: 64)
!602 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !577, line: 47, baseType: !603)
!603 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !577, line: 33, size: 384, align: 64, elements: !604)
!604 = !{!605, !606, !607, !608, !609, !610, !611, !612}
!605 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !603, file: !577, line: 37, baseType: !244, size: 64)
!606 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !603, file: !577, line: 38, baseType: !140, size: 32, offset: 64)
!607 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !603, file: !577, line: 39, baseType: !244, size: 64, offset: 128)
!608 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !603, file: !577, line: 40, baseType: !140, size: 32, offset: 192)
!609 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !603, file: !577, line: 41, baseType: !140, size: 32, offset: 224)
!610 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !603, file: !577, line: 42, baseType: !140, size: 32, offset: 256)
!611 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !603, file: !577, line: 43, baseType: !140, size: 32, offset: 288)
!612 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !603, file: !577, line: 44, baseType: !244, size: 64, offset: 320)
!613 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !580)
!614 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !615, line: 31, baseType: !616)
!615 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!616 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !615, line: 24, baseType: !586)
!617 = !DISubprogram(name: "__acrt_iob_func", scope: !577, file: !577, line: 93, type: !618, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!618 = !DISubroutineType(types: !619)
!619 = !{!601, !129}
