; ModuleID = 'tests/programs/csmith/seed_1005.c'
source_filename = "tests/programs/csmith/seed_1005.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.S0 = type { i32, i32, i32, i32, i32, i64, i64, i64, i32, i16 }

@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1, !dbg !7
@g_8 = internal global i8 31, align 1, !dbg !9
@.str.3 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1, !dbg !18
@g_14 = internal global [5 x [2 x %struct.S0]] [[2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }]], align 8, !dbg !150
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
@g_75 = internal constant i32 -1067961978, align 4, !dbg !188
@.str.19 = private unnamed_addr constant [5 x i8] c"g_75\00", align 1, !dbg !62
@g_77 = internal unnamed_addr constant [1 x [8 x [10 x i8]]] [[8 x [10 x i8]] [[10 x i8] c"o\D6\AB\F6\09\F6\AB\D6ok", [10 x i8] c"o\00\09 \F6kk\F6 \09", [10 x i8] c"kko\0F\09c \AB c", [10 x i8] c"\00o\99o\00\09 \F6kk", [10 x i8] c"\0F\F6\04cc\04\F6\0F\99k", [10 x i8] c"\ABc\F6\D6\00 \00\D6\F6c", [10 x i8] c"\04\09\F6\00\09\D6\0F\0F\D6\09", [10 x i8] c"k\04\04ko\D6\AB\F6\09\F6"]], align 1, !dbg !191
@.str.20 = private unnamed_addr constant [14 x i8] c"g_77[i][j][k]\00", align 1, !dbg !64
@.str.21 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !66
@.str.22 = private unnamed_addr constant [5 x i8] c"g_79\00", align 1, !dbg !71
@.str.23 = private unnamed_addr constant [5 x i8] c"g_84\00", align 1, !dbg !73
@.str.24 = private unnamed_addr constant [6 x i8] c"g_112\00", align 1, !dbg !75
@.str.25 = private unnamed_addr constant [6 x i8] c"g_148\00", align 1, !dbg !80
@.str.26 = private unnamed_addr constant [6 x i8] c"g_167\00", align 1, !dbg !82
@g_215 = internal global %struct.S0 { i32 307034470, i32 764869485, i32 -1712543664, i32 -815742516, i32 0, i64 6881033545739496829, i64 1, i64 -282408416524053254, i32 -847027309, i16 28093 }, align 8, !dbg !213
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
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !239
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !123
@.str.45 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !134
@g_217 = internal global { i64, [48 x i8] } { i64 0, [48 x i8] undef }, align 8, !dbg !215
@.str.48 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !233

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !254 {
    #dbg_value(i32 %0, !260, !DIExpression(), !266)
    #dbg_value(ptr %1, !261, !DIExpression(), !266)
    #dbg_value(i32 0, !265, !DIExpression(), !266)
  %3 = icmp eq i32 %0, 2, !dbg !267
  br i1 %3, label %4, label %17, !dbg !269

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !270
  %6 = load ptr, ptr %5, align 8, !dbg !270, !tbaa !271
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !275
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !276
  %16 = zext i1 %15 to i32, !dbg !276
  br label %17, !dbg !276

17:                                               ; preds = %13, %2
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !266
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !266
    #dbg_value(i32 %19, !265, !DIExpression(), !266)
    #dbg_value(i32 -306674912, !277, !DIExpression(), !285)
    #dbg_value(i32 0, !283, !DIExpression(), !285)
  br label %20, !dbg !287

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ]
    #dbg_value(i64 %21, !283, !DIExpression(), !285)
    #dbg_value(i32 8, !284, !DIExpression(), !285)
    #dbg_value(i64 %21, !282, !DIExpression(), !285)
  %22 = trunc nuw nsw i64 %21 to i32, !dbg !289
  %23 = and i32 %22, 1, !dbg !289
  %24 = icmp eq i32 %23, 0, !dbg !289
  %25 = lshr i32 %22, 1, !dbg !296
  %26 = xor i32 %25, -306674912, !dbg !296
  %27 = select i1 %24, i32 %25, i32 %26, !dbg !296
    #dbg_value(i32 %27, !282, !DIExpression(), !285)
    #dbg_value(i32 7, !284, !DIExpression(), !285)
  %28 = and i32 %27, 1, !dbg !289
  %29 = icmp eq i32 %28, 0, !dbg !289
  %30 = lshr i32 %27, 1, !dbg !296
  %31 = xor i32 %30, -306674912, !dbg !296
  %32 = select i1 %29, i32 %30, i32 %31, !dbg !296
    #dbg_value(i32 %32, !282, !DIExpression(), !285)
    #dbg_value(i32 6, !284, !DIExpression(), !285)
  %33 = and i32 %32, 1, !dbg !289
  %34 = icmp eq i32 %33, 0, !dbg !289
  %35 = lshr i32 %32, 1, !dbg !296
  %36 = xor i32 %35, -306674912, !dbg !296
  %37 = select i1 %34, i32 %35, i32 %36, !dbg !296
    #dbg_value(i32 %37, !282, !DIExpression(), !285)
    #dbg_value(i32 5, !284, !DIExpression(), !285)
  %38 = and i32 %37, 1, !dbg !289
  %39 = icmp eq i32 %38, 0, !dbg !289
  %40 = lshr i32 %37, 1, !dbg !296
  %41 = xor i32 %40, -306674912, !dbg !296
  %42 = select i1 %39, i32 %40, i32 %41, !dbg !296
    #dbg_value(i32 %42, !282, !DIExpression(), !285)
    #dbg_value(i32 4, !284, !DIExpression(), !285)
  %43 = and i32 %42, 1, !dbg !289
  %44 = icmp eq i32 %43, 0, !dbg !289
  %45 = lshr i32 %42, 1, !dbg !296
  %46 = xor i32 %45, -306674912, !dbg !296
  %47 = select i1 %44, i32 %45, i32 %46, !dbg !296
    #dbg_value(i32 %47, !282, !DIExpression(), !285)
    #dbg_value(i32 3, !284, !DIExpression(), !285)
  %48 = and i32 %47, 1, !dbg !289
  %49 = icmp eq i32 %48, 0, !dbg !289
  %50 = lshr i32 %47, 1, !dbg !296
  %51 = xor i32 %50, -306674912, !dbg !296
  %52 = select i1 %49, i32 %50, i32 %51, !dbg !296
    #dbg_value(i32 %52, !282, !DIExpression(), !285)
    #dbg_value(i32 2, !284, !DIExpression(), !285)
  %53 = and i32 %52, 1, !dbg !289
  %54 = icmp eq i32 %53, 0, !dbg !289
  %55 = lshr i32 %52, 1, !dbg !296
  %56 = xor i32 %55, -306674912, !dbg !296
  %57 = select i1 %54, i32 %55, i32 %56, !dbg !296
    #dbg_value(i32 %57, !282, !DIExpression(), !285)
    #dbg_value(i32 1, !284, !DIExpression(), !285)
  %58 = and i32 %57, 1, !dbg !289
  %59 = icmp eq i32 %58, 0, !dbg !289
  %60 = lshr i32 %57, 1, !dbg !296
  %61 = xor i32 %60, -306674912, !dbg !296
  %62 = select i1 %59, i32 %60, i32 %61, !dbg !296
    #dbg_value(i32 %62, !282, !DIExpression(), !285)
    #dbg_value(i32 0, !284, !DIExpression(), !285)
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !297
  store i32 %62, ptr %63, align 4, !dbg !298, !tbaa !299
  %64 = add nuw nsw i64 %21, 1, !dbg !301
    #dbg_value(i64 %64, !283, !DIExpression(), !285)
  %65 = icmp eq i64 %64, 256, !dbg !302
  br i1 %65, label %66, label %20, !dbg !287, !llvm.loop !303

66:                                               ; preds = %20
    #dbg_assign(i1 undef, !306, !DIExpression(), !333, ptr undef, !DIExpression(), !334)
    #dbg_value(ptr poison, !311, !DIExpression(), !334)
    #dbg_value(ptr poison, !313, !DIExpression(), !334)
    #dbg_value(ptr poison, !314, !DIExpression(), !334)
    #dbg_value(ptr @g_14, !315, !DIExpression(), !334)
    #dbg_value(ptr undef, !317, !DIExpression(), !334)
    #dbg_value(ptr poison, !320, !DIExpression(), !334)
    #dbg_value(ptr null, !321, !DIExpression(), !334)
    #dbg_value(i32 1392693372, !323, !DIExpression(), !334)
    #dbg_assign(i1 undef, !324, !DIExpression(), !336, ptr poison, !DIExpression(), !334)
    #dbg_value(ptr poison, !328, !DIExpression(), !334)
    #dbg_value(i32 poison, !330, !DIExpression(), !334)
  %67 = load volatile i8, ptr @g_8, align 1, !dbg !337, !tbaa !338, !noalias !339
  %68 = add i8 %67, 1, !dbg !337
  store volatile i8 %68, ptr @g_8, align 1, !dbg !337, !tbaa !338, !noalias !339
  tail call fastcc void @transparent_crc(i64 noundef -771518843, ptr noundef nonnull @.str.1, i32 noundef signext %19), !dbg !342
  tail call fastcc void @transparent_crc(i64 noundef 4708358847630270531, ptr noundef nonnull @.str.2, i32 noundef signext %19), !dbg !343
  %69 = load volatile i8, ptr @g_8, align 1, !dbg !344, !tbaa !338
  %70 = zext i8 %69 to i64, !dbg !344
  tail call fastcc void @transparent_crc(i64 noundef %70, ptr noundef nonnull @.str.3, i32 noundef signext %19), !dbg !345
    #dbg_value(i32 0, !262, !DIExpression(), !266)
  br label %71, !dbg !346

71:                                               ; preds = %66, %134
  %72 = phi i64 [ 0, %66 ], [ %135, %134 ]
    #dbg_value(i64 %72, !262, !DIExpression(), !266)
    #dbg_value(i32 0, !263, !DIExpression(), !266)
    #dbg_value(i64 0, !263, !DIExpression(), !266)
  %73 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %72, i64 0, !dbg !348
  %74 = load i32, ptr %73, align 8, !dbg !354, !tbaa !355
  %75 = sext i32 %74 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %75, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !359
  %76 = getelementptr inbounds i8, ptr %73, i64 4, !dbg !360
  %77 = load volatile i32, ptr %76, align 4, !dbg !360, !tbaa !361
  %78 = sext i32 %77 to i64, !dbg !362
  tail call fastcc void @transparent_crc(i64 noundef %78, ptr noundef nonnull @.str.5, i32 noundef signext %19), !dbg !363
  %79 = getelementptr inbounds i8, ptr %73, i64 8, !dbg !364
  %80 = load i32, ptr %79, align 8, !dbg !364, !tbaa !365
  %81 = sext i32 %80 to i64, !dbg !366
  tail call fastcc void @transparent_crc(i64 noundef %81, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !367
  %82 = getelementptr inbounds i8, ptr %73, i64 12, !dbg !368
  %83 = load i32, ptr %82, align 4, !dbg !368, !tbaa !369
  %84 = zext i32 %83 to i64, !dbg !370
  tail call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !371
  %85 = getelementptr inbounds i8, ptr %73, i64 16, !dbg !372
  %86 = load i32, ptr %85, align 8, !dbg !372, !tbaa !373
  %87 = sext i32 %86 to i64, !dbg !374
  tail call fastcc void @transparent_crc(i64 noundef %87, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !375
  %88 = getelementptr inbounds i8, ptr %73, i64 24, !dbg !376
  %89 = load i64, ptr %88, align 8, !dbg !376, !tbaa !377
  tail call fastcc void @transparent_crc(i64 noundef %89, ptr noundef nonnull @.str.9, i32 noundef signext %19), !dbg !378
  %90 = getelementptr inbounds i8, ptr %73, i64 32, !dbg !379
  %91 = load i64, ptr %90, align 8, !dbg !379, !tbaa !380
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.10, i32 noundef signext %19), !dbg !381
  %92 = getelementptr inbounds i8, ptr %73, i64 40, !dbg !382
  %93 = load i64, ptr %92, align 8, !dbg !382, !tbaa !383
  tail call fastcc void @transparent_crc(i64 noundef %93, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !384
  %94 = getelementptr inbounds i8, ptr %73, i64 48, !dbg !385
  %95 = load volatile i32, ptr %94, align 8, !dbg !385, !tbaa !386
  %96 = zext i32 %95 to i64, !dbg !387
  tail call fastcc void @transparent_crc(i64 noundef %96, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !388
  %97 = getelementptr inbounds i8, ptr %73, i64 52, !dbg !389
  %98 = load i16, ptr %97, align 4, !dbg !389, !tbaa !390
  %99 = sext i16 %98 to i64, !dbg !391
  tail call fastcc void @transparent_crc(i64 noundef %99, ptr noundef nonnull @.str.13, i32 noundef signext %19), !dbg !392
  br i1 %18, label %103, label %100, !dbg !393

100:                                              ; preds = %71
  %101 = trunc nuw nsw i64 %72 to i32, !dbg !394
  %102 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %101, i32 noundef signext 0), !dbg !394
  br label %103, !dbg !394

103:                                              ; preds = %71, %100
    #dbg_value(i64 1, !263, !DIExpression(), !266)
  %104 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %72, i64 1, !dbg !348
  %105 = load i32, ptr %104, align 8, !dbg !354, !tbaa !355
  %106 = sext i32 %105 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.4, i32 noundef signext %19), !dbg !359
  %107 = getelementptr inbounds i8, ptr %104, i64 4, !dbg !360
  %108 = load volatile i32, ptr %107, align 4, !dbg !360, !tbaa !361
  %109 = sext i32 %108 to i64, !dbg !362
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.5, i32 noundef signext %19), !dbg !363
  %110 = getelementptr inbounds i8, ptr %104, i64 8, !dbg !364
  %111 = load i32, ptr %110, align 8, !dbg !364, !tbaa !365
  %112 = sext i32 %111 to i64, !dbg !366
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.6, i32 noundef signext %19), !dbg !367
  %113 = getelementptr inbounds i8, ptr %104, i64 12, !dbg !368
  %114 = load i32, ptr %113, align 4, !dbg !368, !tbaa !369
  %115 = zext i32 %114 to i64, !dbg !370
  tail call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.7, i32 noundef signext %19), !dbg !371
  %116 = getelementptr inbounds i8, ptr %104, i64 16, !dbg !372
  %117 = load i32, ptr %116, align 8, !dbg !372, !tbaa !373
  %118 = sext i32 %117 to i64, !dbg !374
  tail call fastcc void @transparent_crc(i64 noundef %118, ptr noundef nonnull @.str.8, i32 noundef signext %19), !dbg !375
  %119 = getelementptr inbounds i8, ptr %104, i64 24, !dbg !376
  %120 = load i64, ptr %119, align 8, !dbg !376, !tbaa !377
  tail call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.9, i32 noundef signext %19), !dbg !378
  %121 = getelementptr inbounds i8, ptr %104, i64 32, !dbg !379
  %122 = load i64, ptr %121, align 8, !dbg !379, !tbaa !380
  tail call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.10, i32 noundef signext %19), !dbg !381
  %123 = getelementptr inbounds i8, ptr %104, i64 40, !dbg !382
  %124 = load i64, ptr %123, align 8, !dbg !382, !tbaa !383
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.11, i32 noundef signext %19), !dbg !384
  %125 = getelementptr inbounds i8, ptr %104, i64 48, !dbg !385
  %126 = load volatile i32, ptr %125, align 8, !dbg !385, !tbaa !386
  %127 = zext i32 %126 to i64, !dbg !387
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.12, i32 noundef signext %19), !dbg !388
  %128 = getelementptr inbounds i8, ptr %104, i64 52, !dbg !389
  %129 = load i16, ptr %128, align 4, !dbg !389, !tbaa !390
  %130 = sext i16 %129 to i64, !dbg !391
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.13, i32 noundef signext %19), !dbg !392
  br i1 %18, label %134, label %131, !dbg !393

131:                                              ; preds = %103
  %132 = trunc nuw nsw i64 %72 to i32, !dbg !394
  %133 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %132, i32 noundef signext 1), !dbg !394
  br label %134, !dbg !394

134:                                              ; preds = %131, %103
    #dbg_value(i64 2, !263, !DIExpression(), !266)
  %135 = add nuw nsw i64 %72, 1, !dbg !396
    #dbg_value(i64 %135, !262, !DIExpression(), !266)
  %136 = icmp eq i64 %135, 5, !dbg !397
  br i1 %136, label %137, label %71, !dbg !346, !llvm.loop !398

137:                                              ; preds = %134
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.15, i32 noundef signext %19), !dbg !400
    #dbg_value(i32 0, !262, !DIExpression(), !266)
    #dbg_value(i32 0, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef signext %19), !dbg !401
  br i1 %18, label %138, label %139, !dbg !405

138:                                              ; preds = %137
    #dbg_value(i32 1, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef signext %19), !dbg !401
    #dbg_value(i32 0, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
    #dbg_value(i32 1, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
    #dbg_value(i32 2, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
    #dbg_value(i32 3, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
    #dbg_value(i32 4, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
    #dbg_value(i32 5, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
    #dbg_value(i32 6, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
    #dbg_value(i32 7, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
    #dbg_value(i32 8, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
  br label %151, !dbg !410

139:                                              ; preds = %137
  %140 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 0), !dbg !411
    #dbg_value(i32 1, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef signext %19), !dbg !401
  %141 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 1), !dbg !411
    #dbg_value(i32 0, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
  %142 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 0), !dbg !413
    #dbg_value(i32 1, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
  %143 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 1), !dbg !413
    #dbg_value(i32 2, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
  %144 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 2), !dbg !413
    #dbg_value(i32 3, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
  %145 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 3), !dbg !413
    #dbg_value(i32 4, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
  %146 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 4), !dbg !413
    #dbg_value(i32 5, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
  %147 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 5), !dbg !413
    #dbg_value(i32 6, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
  %148 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 6), !dbg !413
    #dbg_value(i32 7, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
  %149 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 7), !dbg !413
    #dbg_value(i32 8, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19), !dbg !406
  %150 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 8), !dbg !413
  br label %151, !dbg !413

151:                                              ; preds = %138, %139
    #dbg_value(i32 9, !262, !DIExpression(), !266)
  %152 = load volatile i32, ptr @g_75, align 4, !dbg !415, !tbaa !299
  %153 = zext i32 %152 to i64, !dbg !415
  tail call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.19, i32 noundef signext %19), !dbg !416
    #dbg_value(i32 poison, !262, !DIExpression(), !266)
    #dbg_value(i32 0, !263, !DIExpression(), !266)
  br label %154, !dbg !417

154:                                              ; preds = %151, %235
  %155 = phi i64 [ 0, %151 ], [ %236, %235 ]
    #dbg_value(i64 %155, !263, !DIExpression(), !266)
    #dbg_value(i64 0, !264, !DIExpression(), !266)
  %156 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 0, !dbg !422
  %157 = load i8, ptr %156, align 1, !dbg !422, !tbaa !338
  %158 = sext i8 %157 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %158, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
  br i1 %18, label %159, label %187, !dbg !429

159:                                              ; preds = %154
    #dbg_value(i64 1, !264, !DIExpression(), !266)
  %160 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 1, !dbg !422
  %161 = load i8, ptr %160, align 1, !dbg !422, !tbaa !338
  %162 = sext i8 %161 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %162, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
    #dbg_value(i64 2, !264, !DIExpression(), !266)
  %163 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 2, !dbg !422
  %164 = load i8, ptr %163, align 1, !dbg !422, !tbaa !338
  %165 = sext i8 %164 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
    #dbg_value(i64 3, !264, !DIExpression(), !266)
  %166 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 3, !dbg !422
  %167 = load i8, ptr %166, align 1, !dbg !422, !tbaa !338
  %168 = sext i8 %167 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
    #dbg_value(i64 4, !264, !DIExpression(), !266)
  %169 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 4, !dbg !422
  %170 = load i8, ptr %169, align 1, !dbg !422, !tbaa !338
  %171 = sext i8 %170 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
    #dbg_value(i64 5, !264, !DIExpression(), !266)
  %172 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 5, !dbg !422
  %173 = load i8, ptr %172, align 1, !dbg !422, !tbaa !338
  %174 = sext i8 %173 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
    #dbg_value(i64 6, !264, !DIExpression(), !266)
  %175 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 6, !dbg !422
  %176 = load i8, ptr %175, align 1, !dbg !422, !tbaa !338
  %177 = sext i8 %176 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %177, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
    #dbg_value(i64 7, !264, !DIExpression(), !266)
  %178 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 7, !dbg !422
  %179 = load i8, ptr %178, align 1, !dbg !422, !tbaa !338
  %180 = sext i8 %179 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
    #dbg_value(i64 8, !264, !DIExpression(), !266)
  %181 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 8, !dbg !422
  %182 = load i8, ptr %181, align 1, !dbg !422, !tbaa !338
  %183 = sext i8 %182 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
    #dbg_value(i64 9, !264, !DIExpression(), !266)
  %184 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 9, !dbg !422
  %185 = load i8, ptr %184, align 1, !dbg !422, !tbaa !338
  %186 = sext i8 %185 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
  br label %235, !dbg !429

187:                                              ; preds = %154
  %188 = trunc nuw nsw i64 %155 to i32, !dbg !430
  %189 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %188, i32 noundef signext 0), !dbg !430
    #dbg_value(i64 1, !264, !DIExpression(), !266)
  %190 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 1, !dbg !422
  %191 = load i8, ptr %190, align 1, !dbg !422, !tbaa !338
  %192 = sext i8 %191 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %192, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
  %193 = trunc nuw nsw i64 %155 to i32, !dbg !430
  %194 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %193, i32 noundef signext 1), !dbg !430
    #dbg_value(i64 2, !264, !DIExpression(), !266)
  %195 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 2, !dbg !422
  %196 = load i8, ptr %195, align 1, !dbg !422, !tbaa !338
  %197 = sext i8 %196 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %197, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
  %198 = trunc nuw nsw i64 %155 to i32, !dbg !430
  %199 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %198, i32 noundef signext 2), !dbg !430
    #dbg_value(i64 3, !264, !DIExpression(), !266)
  %200 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 3, !dbg !422
  %201 = load i8, ptr %200, align 1, !dbg !422, !tbaa !338
  %202 = sext i8 %201 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
  %203 = trunc nuw nsw i64 %155 to i32, !dbg !430
  %204 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %203, i32 noundef signext 3), !dbg !430
    #dbg_value(i64 4, !264, !DIExpression(), !266)
  %205 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 4, !dbg !422
  %206 = load i8, ptr %205, align 1, !dbg !422, !tbaa !338
  %207 = sext i8 %206 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
  %208 = trunc nuw nsw i64 %155 to i32, !dbg !430
  %209 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %208, i32 noundef signext 4), !dbg !430
    #dbg_value(i64 5, !264, !DIExpression(), !266)
  %210 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 5, !dbg !422
  %211 = load i8, ptr %210, align 1, !dbg !422, !tbaa !338
  %212 = sext i8 %211 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
  %213 = trunc nuw nsw i64 %155 to i32, !dbg !430
  %214 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %213, i32 noundef signext 5), !dbg !430
    #dbg_value(i64 6, !264, !DIExpression(), !266)
  %215 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 6, !dbg !422
  %216 = load i8, ptr %215, align 1, !dbg !422, !tbaa !338
  %217 = sext i8 %216 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %217, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
  %218 = trunc nuw nsw i64 %155 to i32, !dbg !430
  %219 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %218, i32 noundef signext 6), !dbg !430
    #dbg_value(i64 7, !264, !DIExpression(), !266)
  %220 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 7, !dbg !422
  %221 = load i8, ptr %220, align 1, !dbg !422, !tbaa !338
  %222 = sext i8 %221 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
  %223 = trunc nuw nsw i64 %155 to i32, !dbg !430
  %224 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %223, i32 noundef signext 7), !dbg !430
    #dbg_value(i64 8, !264, !DIExpression(), !266)
  %225 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 8, !dbg !422
  %226 = load i8, ptr %225, align 1, !dbg !422, !tbaa !338
  %227 = sext i8 %226 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
  %228 = trunc nuw nsw i64 %155 to i32, !dbg !430
  %229 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %228, i32 noundef signext 8), !dbg !430
    #dbg_value(i64 9, !264, !DIExpression(), !266)
  %230 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 9, !dbg !422
  %231 = load i8, ptr %230, align 1, !dbg !422, !tbaa !338
  %232 = sext i8 %231 to i64, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.20, i32 noundef signext %19), !dbg !428
  %233 = trunc nuw nsw i64 %155 to i32, !dbg !430
  %234 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %233, i32 noundef signext 9), !dbg !430
  br label %235, !dbg !430

235:                                              ; preds = %159, %187
    #dbg_value(i64 10, !264, !DIExpression(), !266)
  %236 = add nuw nsw i64 %155, 1, !dbg !432
    #dbg_value(i64 %236, !263, !DIExpression(), !266)
  %237 = icmp eq i64 %236, 8, !dbg !433
  br i1 %237, label %238, label %154, !dbg !417, !llvm.loop !434

238:                                              ; preds = %235
    #dbg_value(i32 poison, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.22, i32 noundef signext %19), !dbg !436
  tail call fastcc void @transparent_crc(i64 noundef 6768487402908864166, ptr noundef nonnull @.str.23, i32 noundef signext %19), !dbg !437
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.24, i32 noundef signext %19), !dbg !438
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.25, i32 noundef signext %19), !dbg !439
  tail call fastcc void @transparent_crc(i64 noundef 24, ptr noundef nonnull @.str.26, i32 noundef signext %19), !dbg !440
  %239 = load i32, ptr @g_215, align 8, !dbg !441, !tbaa !355
  %240 = sext i32 %239 to i64, !dbg !442
  tail call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.27, i32 noundef signext %19), !dbg !443
  %241 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 4), align 4, !dbg !444, !tbaa !361
  %242 = sext i32 %241 to i64, !dbg !445
  tail call fastcc void @transparent_crc(i64 noundef %242, ptr noundef nonnull @.str.28, i32 noundef signext %19), !dbg !446
  %243 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 8), align 8, !dbg !447, !tbaa !365
  %244 = sext i32 %243 to i64, !dbg !448
  tail call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.29, i32 noundef signext %19), !dbg !449
  %245 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 12), align 4, !dbg !450, !tbaa !369
  %246 = zext i32 %245 to i64, !dbg !451
  tail call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.30, i32 noundef signext %19), !dbg !452
  %247 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 16), align 8, !dbg !453, !tbaa !373
  %248 = sext i32 %247 to i64, !dbg !454
  tail call fastcc void @transparent_crc(i64 noundef %248, ptr noundef nonnull @.str.31, i32 noundef signext %19), !dbg !455
  %249 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 24), align 8, !dbg !456, !tbaa !377
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.32, i32 noundef signext %19), !dbg !457
  %250 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 32), align 8, !dbg !458, !tbaa !380
  tail call fastcc void @transparent_crc(i64 noundef %250, ptr noundef nonnull @.str.33, i32 noundef signext %19), !dbg !459
  %251 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 40), align 8, !dbg !460, !tbaa !383
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.34, i32 noundef signext %19), !dbg !461
  %252 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 48), align 8, !dbg !462, !tbaa !386
  %253 = zext i32 %252 to i64, !dbg !463
  tail call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.35, i32 noundef signext %19), !dbg !464
  %254 = load i16, ptr getelementptr inbounds (i8, ptr @g_215, i64 52), align 4, !dbg !465, !tbaa !390
  %255 = sext i16 %254 to i64, !dbg !466
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.36, i32 noundef signext %19), !dbg !467
  %256 = load volatile i64, ptr @g_217, align 8, !dbg !468, !tbaa !338
  tail call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.37, i32 noundef signext %19), !dbg !469
  %257 = load volatile i32, ptr @g_217, align 8, !dbg !470, !tbaa !338
  %258 = zext i32 %257 to i64, !dbg !471
  tail call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.38, i32 noundef signext %19), !dbg !472
  %259 = load volatile i32, ptr @g_217, align 8, !dbg !473, !tbaa !338
  %260 = sext i32 %259 to i64, !dbg !474
  tail call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.39, i32 noundef signext %19), !dbg !475
    #dbg_value(i64 0, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
  br i1 %18, label %261, label %262, !dbg !480

261:                                              ; preds = %238
    #dbg_value(i64 1, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
    #dbg_value(i64 2, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
    #dbg_value(i64 3, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
    #dbg_value(i64 4, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
    #dbg_value(i64 5, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
    #dbg_value(i64 6, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
    #dbg_value(i64 7, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
  br label %271, !dbg !480

262:                                              ; preds = %238
  %263 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 0), !dbg !481
    #dbg_value(i64 1, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
  %264 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 1), !dbg !481
    #dbg_value(i64 2, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
  %265 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 2), !dbg !481
    #dbg_value(i64 3, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
  %266 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 3), !dbg !481
    #dbg_value(i64 4, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
  %267 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 4), !dbg !481
    #dbg_value(i64 5, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
  %268 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 5), !dbg !481
    #dbg_value(i64 6, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
  %269 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 6), !dbg !481
    #dbg_value(i64 7, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19), !dbg !476
  %270 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 7), !dbg !481
  br label %271, !dbg !481

271:                                              ; preds = %261, %262
    #dbg_value(i64 8, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef 379595228854031856, ptr noundef nonnull @.str.41, i32 noundef signext %19), !dbg !483
  tail call fastcc void @transparent_crc(i64 noundef 1984370160, ptr noundef nonnull @.str.42, i32 noundef signext %19), !dbg !484
  tail call fastcc void @transparent_crc(i64 noundef 1984370160, ptr noundef nonnull @.str.43, i32 noundef signext %19), !dbg !485
    #dbg_value(i32 0, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19), !dbg !486
  br i1 %18, label %272, label %273, !dbg !490

272:                                              ; preds = %271
    #dbg_value(i32 1, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19), !dbg !486
    #dbg_value(i32 2, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19), !dbg !486
    #dbg_value(i32 3, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19), !dbg !486
    #dbg_value(i32 4, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19), !dbg !486
  br label %279, !dbg !490

273:                                              ; preds = %271
  %274 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 0), !dbg !491
    #dbg_value(i32 1, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19), !dbg !486
  %275 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 1), !dbg !491
    #dbg_value(i32 2, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19), !dbg !486
  %276 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 2), !dbg !491
    #dbg_value(i32 3, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19), !dbg !486
  %277 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 3), !dbg !491
    #dbg_value(i32 4, !262, !DIExpression(), !266)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19), !dbg !486
  %278 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 4), !dbg !491
  br label %279, !dbg !491

279:                                              ; preds = %272, %273
    #dbg_value(i32 5, !262, !DIExpression(), !266)
  %280 = load i32, ptr @crc32_context, align 4, !dbg !493, !tbaa !299
  %281 = xor i32 %280, -1, !dbg !494
    #dbg_value(i32 %281, !495, !DIExpression(), !501)
    #dbg_value(i32 %19, !500, !DIExpression(), !501)
  %282 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.48, i32 noundef signext %281), !dbg !503
  ret i32 0, !dbg !504
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 !dbg !505 {
    #dbg_value(i64 %0, !509, !DIExpression(), !512)
    #dbg_value(ptr %1, !510, !DIExpression(), !512)
    #dbg_value(i32 %2, !511, !DIExpression(), !512)
    #dbg_value(i64 %0, !513, !DIExpression(), !518)
    #dbg_value(i64 %0, !520, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !525)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !527, !tbaa !299
  %5 = lshr i32 %4, 8, !dbg !528
  %6 = zext i32 %4 to i64, !dbg !529
  %7 = xor i64 %6, %0, !dbg !529
  %8 = and i64 %7, 255, !dbg !530
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !530
  %10 = load i32, ptr %9, align 4, !dbg !530, !tbaa !299
  %11 = xor i32 %5, %10, !dbg !531
  %12 = lshr i64 %0, 8, !dbg !532
    #dbg_value(i64 %12, !520, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !533)
  %13 = lshr i32 %11, 8, !dbg !535
  %14 = zext i32 %11 to i64, !dbg !536
  %15 = xor i64 %12, %14, !dbg !536
  %16 = and i64 %15, 255, !dbg !537
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !537
  %18 = load i32, ptr %17, align 4, !dbg !537, !tbaa !299
  %19 = xor i32 %13, %18, !dbg !538
  %20 = lshr i64 %0, 16, !dbg !539
    #dbg_value(i64 %20, !520, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !540)
  %21 = lshr i32 %19, 8, !dbg !542
  %22 = zext i32 %19 to i64, !dbg !543
  %23 = xor i64 %20, %22, !dbg !543
  %24 = and i64 %23, 255, !dbg !544
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !544
  %26 = load i32, ptr %25, align 4, !dbg !544, !tbaa !299
  %27 = xor i32 %21, %26, !dbg !545
  %28 = lshr i64 %0, 24, !dbg !546
    #dbg_value(i64 %28, !520, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !547)
  %29 = lshr i32 %27, 8, !dbg !549
  %30 = zext i32 %27 to i64, !dbg !550
  %31 = xor i64 %28, %30, !dbg !550
  %32 = and i64 %31, 255, !dbg !551
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !551
  %34 = load i32, ptr %33, align 4, !dbg !551, !tbaa !299
  %35 = xor i32 %29, %34, !dbg !552
  %36 = lshr i64 %0, 32, !dbg !553
    #dbg_value(i64 %36, !520, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !554)
  %37 = lshr i32 %35, 8, !dbg !556
  %38 = zext i32 %35 to i64, !dbg !557
  %39 = xor i64 %36, %38, !dbg !557
  %40 = and i64 %39, 255, !dbg !558
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !558
  %42 = load i32, ptr %41, align 4, !dbg !558, !tbaa !299
  %43 = xor i32 %37, %42, !dbg !559
  %44 = lshr i64 %0, 40, !dbg !560
    #dbg_value(i64 %44, !520, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !561)
  %45 = lshr i32 %43, 8, !dbg !563
  %46 = zext i32 %43 to i64, !dbg !564
  %47 = xor i64 %44, %46, !dbg !564
  %48 = and i64 %47, 255, !dbg !565
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !565
  %50 = load i32, ptr %49, align 4, !dbg !565, !tbaa !299
  %51 = xor i32 %45, %50, !dbg !566
  %52 = lshr i64 %0, 48, !dbg !567
    #dbg_value(i64 %52, !520, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !568)
  %53 = lshr i32 %51, 8, !dbg !570
  %54 = zext i32 %51 to i64, !dbg !571
  %55 = xor i64 %52, %54, !dbg !571
  %56 = and i64 %55, 255, !dbg !572
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !572
  %58 = load i32, ptr %57, align 4, !dbg !572, !tbaa !299
  %59 = xor i32 %53, %58, !dbg !573
  %60 = lshr i64 %0, 56, !dbg !574
    #dbg_value(i64 %60, !520, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !575)
  %61 = lshr i32 %59, 8, !dbg !577
  %62 = and i32 %59, 255, !dbg !578
  %63 = zext nneg i32 %62 to i64, !dbg !578
  %64 = xor i64 %60, %63, !dbg !578
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !578
  %66 = load i32, ptr %65, align 4, !dbg !578, !tbaa !299
  %67 = xor i32 %61, %66, !dbg !579
  store i32 %67, ptr @crc32_context, align 4, !dbg !580, !tbaa !299
  %68 = icmp eq i32 %2, 0, !dbg !581
  br i1 %68, label %73, label %69, !dbg !583

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !584
  %71 = zext i32 %70 to i64, !dbg !584
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef %1, i64 noundef %71), !dbg !586
  br label %73, !dbg !587

73:                                               ; preds = %69, %3
  ret void, !dbg !588
}

; Function Attrs: nofree nounwind
declare !dbg !589 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!242, !243, !244, !245, !246, !248, !249, !250, !251, !252}
!llvm.ident = !{!253}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 235, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/csmith/seed_1005.c", directory: ".", checksumkind: CSK_MD5, checksum: "e59e78292c7c8ad18b2a92b1df2be478")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 236, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "g_8", scope: !11, file: !2, line: 39, type: !241, isLocal: true, isDefinition: true)
!11 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !12, splitDebugInlining: false, nameTableKind: None)
!12 = !{!13, !0, !7, !18, !20, !25, !27, !29, !31, !33, !35, !37, !39, !41, !43, !48, !53, !58, !60, !62, !64, !66, !71, !73, !75, !80, !82, !84, !89, !91, !93, !95, !97, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !119, !121, !123, !134, !139, !145, !9, !150, !177, !179, !182, !188, !191, !197, !199, !201, !206, !211, !213, !215, !224, !227, !230, !233, !239}
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
!125 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 8192, elements: !132)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !128, line: 26, baseType: !129)
!128 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !130, line: 42, baseType: !131)
!130 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!131 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!132 = !{!133}
!133 = !DISubrange(count: 256)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !125, line: 114, type: !136, isLocal: true, isDefinition: true)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 36)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "g_3", scope: !11, file: !2, line: 37, type: !141, isLocal: true, isDefinition: true)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !142, line: 26, baseType: !143)
!142 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !130, line: 41, baseType: !144)
!144 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression(DW_OP_constu, 4708358847630270531, DW_OP_stack_value))
!146 = distinct !DIGlobalVariable(name: "g_7", scope: !11, file: !2, line: 38, type: !147, isLocal: true, isDefinition: true)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !142, line: 27, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !130, line: 44, baseType: !149)
!149 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "g_14", scope: !11, file: !2, line: 40, type: !152, isLocal: true, isDefinition: true)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !153, size: 4480, elements: !176)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 16, size: 448, elements: !154)
!154 = !{!155, !156, !158, !159, !161, !163, !167, !169, !170, !172}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !153, file: !2, line: 17, baseType: !141, size: 32)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !153, file: !2, line: 18, baseType: !157, size: 32, offset: 32)
!157 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !141)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !153, file: !2, line: 19, baseType: !141, size: 32, offset: 64)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !153, file: !2, line: 20, baseType: !160, size: 32, offset: 96)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !127)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !153, file: !2, line: 21, baseType: !162, size: 32, offset: 128)
!162 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !141)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !153, file: !2, line: 22, baseType: !164, size: 64, offset: 192)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !128, line: 27, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !130, line: 45, baseType: !166)
!166 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !153, file: !2, line: 23, baseType: !168, size: 64, offset: 256)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !164)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !153, file: !2, line: 24, baseType: !168, size: 64, offset: 320)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !153, file: !2, line: 25, baseType: !171, size: 32, offset: 384)
!171 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !127)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "f9", scope: !153, file: !2, line: 26, baseType: !173, size: 16, offset: 416)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !142, line: 25, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !130, line: 39, baseType: !175)
!175 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!176 = !{!52, !17}
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression(DW_OP_constu, 6, DW_OP_stack_value))
!178 = distinct !DIGlobalVariable(name: "g_31", scope: !11, file: !2, line: 45, type: !127, isLocal: true, isDefinition: true)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(name: "g_66", scope: !11, file: !2, line: 46, type: !181, isLocal: true, isDefinition: true)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 64, elements: !16)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(name: "g_74", scope: !11, file: !2, line: 47, type: !184, isLocal: true, isDefinition: true)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !185, size: 72, elements: !87)
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !142, line: 24, baseType: !186)
!186 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !130, line: 37, baseType: !187)
!187 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(name: "g_75", scope: !11, file: !2, line: 48, type: !190, isLocal: true, isDefinition: true)
!190 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !171)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(name: "g_77", scope: !11, file: !2, line: 49, type: !193, isLocal: true, isDefinition: true)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !185, size: 640, elements: !194)
!194 = !{!195, !57, !196}
!195 = !DISubrange(count: 1)
!196 = !DISubrange(count: 10)
!197 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!198 = distinct !DIGlobalVariable(name: "g_79", scope: !11, file: !2, line: 50, type: !141, isLocal: true, isDefinition: true)
!199 = !DIGlobalVariableExpression(var: !200, expr: !DIExpression(DW_OP_constu, 6768487402908864166, DW_OP_stack_value))
!200 = distinct !DIGlobalVariable(name: "g_84", scope: !11, file: !2, line: 51, type: !147, isLocal: true, isDefinition: true)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!202 = distinct !DIGlobalVariable(name: "g_112", scope: !11, file: !2, line: 54, type: !203, isLocal: true, isDefinition: true)
!203 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !128, line: 24, baseType: !204)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !130, line: 38, baseType: !205)
!205 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!207 = distinct !DIGlobalVariable(name: "g_148", scope: !11, file: !2, line: 57, type: !208, isLocal: true, isDefinition: true)
!208 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !128, line: 25, baseType: !209)
!209 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !130, line: 40, baseType: !210)
!210 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression(DW_OP_constu, 24, DW_OP_stack_value))
!212 = distinct !DIGlobalVariable(name: "g_167", scope: !11, file: !2, line: 58, type: !185, isLocal: true, isDefinition: true)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(name: "g_215", scope: !11, file: !2, line: 62, type: !153, isLocal: true, isDefinition: true)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(name: "g_217", scope: !11, file: !2, line: 63, type: !217, isLocal: true, isDefinition: true)
!217 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !218)
!218 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !2, line: 29, size: 448, elements: !219)
!219 = !{!220, !221, !222, !223}
!220 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !218, file: !2, line: 30, baseType: !147, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !218, file: !2, line: 31, baseType: !127, size: 32)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !218, file: !2, line: 32, baseType: !153, size: 448)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !218, file: !2, line: 33, baseType: !141, size: 32)
!224 = !DIGlobalVariableExpression(var: !225, expr: !DIExpression())
!225 = distinct !DIGlobalVariable(name: "g_246", scope: !11, file: !2, line: 64, type: !226, isLocal: true, isDefinition: true)
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !208, size: 128, elements: !56)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(name: "g_250", scope: !11, file: !2, line: 65, type: !229, isLocal: true, isDefinition: true)
!229 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !218)
!230 = !DIGlobalVariableExpression(var: !231, expr: !DIExpression())
!231 = distinct !DIGlobalVariable(name: "g_252", scope: !11, file: !2, line: 66, type: !232, isLocal: true, isDefinition: true)
!232 = !DICompositeType(tag: DW_TAG_array_type, baseType: !185, size: 40, elements: !51)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(scope: null, file: !235, line: 56, type: !236, isLocal: true, isDefinition: true)
!235 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!236 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !237)
!237 = !{!238}
!238 = !DISubrange(count: 15)
!239 = !DIGlobalVariableExpression(var: !240, expr: !DIExpression())
!240 = distinct !DIGlobalVariable(name: "crc32_context", scope: !11, file: !125, line: 48, type: !127, isLocal: true, isDefinition: true)
!241 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !203)
!242 = !{i32 7, !"Dwarf Version", i32 5}
!243 = !{i32 2, !"Debug Info Version", i32 3}
!244 = !{i32 1, !"wchar_size", i32 4}
!245 = !{i32 1, !"target-abi", !"lp64d"}
!246 = !{i32 6, !"riscv-isa", !247}
!247 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!248 = !{i32 8, !"PIC Level", i32 2}
!249 = !{i32 7, !"PIE Level", i32 2}
!250 = !{i32 7, !"uwtable", i32 2}
!251 = !{i32 8, !"SmallDataLimit", i32 8}
!252 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!253 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!254 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 227, type: !255, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !259)
!255 = !DISubroutineType(types: !256)
!256 = !{!144, !144, !257}
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!259 = !{!260, !261, !262, !263, !264, !265}
!260 = !DILocalVariable(name: "argc", arg: 1, scope: !254, file: !2, line: 227, type: !144)
!261 = !DILocalVariable(name: "argv", arg: 2, scope: !254, file: !2, line: 227, type: !257)
!262 = !DILocalVariable(name: "i", scope: !254, file: !2, line: 229, type: !144)
!263 = !DILocalVariable(name: "j", scope: !254, file: !2, line: 229, type: !144)
!264 = !DILocalVariable(name: "k", scope: !254, file: !2, line: 229, type: !144)
!265 = !DILocalVariable(name: "print_hash_value", scope: !254, file: !2, line: 230, type: !144)
!266 = !DILocation(line: 0, scope: !254)
!267 = !DILocation(line: 231, column: 14, scope: !268)
!268 = distinct !DILexicalBlock(scope: !254, file: !2, line: 231, column: 9)
!269 = !DILocation(line: 231, column: 19, scope: !268)
!270 = !DILocation(line: 231, column: 29, scope: !268)
!271 = !{!272, !272, i64 0}
!272 = !{!"any pointer", !273, i64 0}
!273 = !{!"omnipotent char", !274, i64 0}
!274 = !{!"Simple C/C++ TBAA"}
!275 = !DILocation(line: 231, column: 43, scope: !268)
!276 = !DILocation(line: 231, column: 9, scope: !254)
!277 = !DILocalVariable(name: "poly", scope: !278, file: !125, line: 54, type: !160)
!278 = distinct !DISubprogram(name: "crc32_gentab", scope: !125, file: !125, line: 51, type: !279, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !281)
!279 = !DISubroutineType(types: !280)
!280 = !{null}
!281 = !{!282, !277, !283, !284}
!282 = !DILocalVariable(name: "crc", scope: !278, file: !125, line: 53, type: !127)
!283 = !DILocalVariable(name: "i", scope: !278, file: !125, line: 55, type: !144)
!284 = !DILocalVariable(name: "j", scope: !278, file: !125, line: 55, type: !144)
!285 = !DILocation(line: 0, scope: !278, inlinedAt: !286)
!286 = distinct !DILocation(line: 233, column: 5, scope: !254)
!287 = !DILocation(line: 57, column: 2, scope: !288, inlinedAt: !286)
!288 = distinct !DILexicalBlock(scope: !278, file: !125, line: 57, column: 2)
!289 = !DILocation(line: 60, column: 12, scope: !290, inlinedAt: !286)
!290 = distinct !DILexicalBlock(scope: !291, file: !125, line: 60, column: 8)
!291 = distinct !DILexicalBlock(scope: !292, file: !125, line: 59, column: 27)
!292 = distinct !DILexicalBlock(scope: !293, file: !125, line: 59, column: 3)
!293 = distinct !DILexicalBlock(scope: !294, file: !125, line: 59, column: 3)
!294 = distinct !DILexicalBlock(scope: !295, file: !125, line: 57, column: 28)
!295 = distinct !DILexicalBlock(scope: !288, file: !125, line: 57, column: 2)
!296 = !DILocation(line: 60, column: 8, scope: !291, inlinedAt: !286)
!297 = !DILocation(line: 66, column: 3, scope: !294, inlinedAt: !286)
!298 = !DILocation(line: 66, column: 16, scope: !294, inlinedAt: !286)
!299 = !{!300, !300, i64 0}
!300 = !{!"int", !273, i64 0}
!301 = !DILocation(line: 57, column: 24, scope: !295, inlinedAt: !286)
!302 = !DILocation(line: 57, column: 16, scope: !295, inlinedAt: !286)
!303 = distinct !{!303, !287, !304, !305}
!304 = !DILocation(line: 67, column: 2, scope: !288, inlinedAt: !286)
!305 = !{!"llvm.loop.mustprogress"}
!306 = !DILocalVariable(name: "l_6", scope: !307, file: !2, line: 87, type: !332)
!307 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 82, type: !308, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !310)
!308 = !DISubroutineType(types: !309)
!309 = !{!153}
!310 = !{!311, !313, !314, !306, !315, !317, !320, !321, !323, !324, !328, !330, !331}
!311 = !DILocalVariable(name: "l_2", scope: !307, file: !2, line: 84, type: !312)
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!313 = !DILocalVariable(name: "l_4", scope: !307, file: !2, line: 85, type: !312)
!314 = !DILocalVariable(name: "l_5", scope: !307, file: !2, line: 86, type: !312)
!315 = !DILocalVariable(name: "l_35", scope: !307, file: !2, line: 88, type: !316)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!317 = !DILocalVariable(name: "l_34", scope: !307, file: !2, line: 89, type: !318)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !319)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64)
!320 = !DILocalVariable(name: "l_85", scope: !307, file: !2, line: 90, type: !312)
!321 = !DILocalVariable(name: "l_196", scope: !307, file: !2, line: 91, type: !322)
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!323 = !DILocalVariable(name: "l_223", scope: !307, file: !2, line: 92, type: !127)
!324 = !DILocalVariable(name: "l_258", scope: !307, file: !2, line: 93, type: !325)
!325 = !DICompositeType(tag: DW_TAG_array_type, baseType: !326, size: 320, elements: !327)
!326 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !173)
!327 = !{!6, !52}
!328 = !DILocalVariable(name: "l_261", scope: !307, file: !2, line: 94, type: !329)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!330 = !DILocalVariable(name: "i", scope: !307, file: !2, line: 95, type: !144)
!331 = !DILocalVariable(name: "j", scope: !307, file: !2, line: 95, type: !144)
!332 = !DICompositeType(tag: DW_TAG_array_type, baseType: !312, size: 512, elements: !56)
!333 = distinct !DIAssignID()
!334 = !DILocation(line: 0, scope: !307, inlinedAt: !335)
!335 = distinct !DILocation(line: 234, column: 5, scope: !254)
!336 = distinct !DIAssignID()
!337 = !DILocation(line: 98, column: 5, scope: !307, inlinedAt: !335)
!338 = !{!273, !273, i64 0}
!339 = !{!340}
!340 = distinct !{!340, !341, !"func_1: argument 0"}
!341 = distinct !{!341, !"func_1"}
!342 = !DILocation(line: 235, column: 5, scope: !254)
!343 = !DILocation(line: 236, column: 5, scope: !254)
!344 = !DILocation(line: 237, column: 21, scope: !254)
!345 = !DILocation(line: 237, column: 5, scope: !254)
!346 = !DILocation(line: 238, column: 5, scope: !347)
!347 = distinct !DILexicalBlock(scope: !254, file: !2, line: 238, column: 5)
!348 = !DILocation(line: 242, column: 29, scope: !349)
!349 = distinct !DILexicalBlock(scope: !350, file: !2, line: 241, column: 9)
!350 = distinct !DILexicalBlock(scope: !351, file: !2, line: 240, column: 9)
!351 = distinct !DILexicalBlock(scope: !352, file: !2, line: 240, column: 9)
!352 = distinct !DILexicalBlock(scope: !353, file: !2, line: 239, column: 5)
!353 = distinct !DILexicalBlock(scope: !347, file: !2, line: 238, column: 5)
!354 = !DILocation(line: 242, column: 40, scope: !349)
!355 = !{!356, !300, i64 0}
!356 = !{!"S0", !300, i64 0, !300, i64 4, !300, i64 8, !300, i64 12, !300, i64 16, !357, i64 24, !357, i64 32, !357, i64 40, !300, i64 48, !358, i64 52}
!357 = !{!"long", !273, i64 0}
!358 = !{!"short", !273, i64 0}
!359 = !DILocation(line: 242, column: 13, scope: !349)
!360 = !DILocation(line: 243, column: 40, scope: !349)
!361 = !{!356, !300, i64 4}
!362 = !DILocation(line: 243, column: 29, scope: !349)
!363 = !DILocation(line: 243, column: 13, scope: !349)
!364 = !DILocation(line: 244, column: 40, scope: !349)
!365 = !{!356, !300, i64 8}
!366 = !DILocation(line: 244, column: 29, scope: !349)
!367 = !DILocation(line: 244, column: 13, scope: !349)
!368 = !DILocation(line: 245, column: 40, scope: !349)
!369 = !{!356, !300, i64 12}
!370 = !DILocation(line: 245, column: 29, scope: !349)
!371 = !DILocation(line: 245, column: 13, scope: !349)
!372 = !DILocation(line: 246, column: 40, scope: !349)
!373 = !{!356, !300, i64 16}
!374 = !DILocation(line: 246, column: 29, scope: !349)
!375 = !DILocation(line: 246, column: 13, scope: !349)
!376 = !DILocation(line: 247, column: 40, scope: !349)
!377 = !{!356, !357, i64 24}
!378 = !DILocation(line: 247, column: 13, scope: !349)
!379 = !DILocation(line: 248, column: 40, scope: !349)
!380 = !{!356, !357, i64 32}
!381 = !DILocation(line: 248, column: 13, scope: !349)
!382 = !DILocation(line: 249, column: 40, scope: !349)
!383 = !{!356, !357, i64 40}
!384 = !DILocation(line: 249, column: 13, scope: !349)
!385 = !DILocation(line: 250, column: 40, scope: !349)
!386 = !{!356, !300, i64 48}
!387 = !DILocation(line: 250, column: 29, scope: !349)
!388 = !DILocation(line: 250, column: 13, scope: !349)
!389 = !DILocation(line: 251, column: 40, scope: !349)
!390 = !{!356, !358, i64 52}
!391 = !DILocation(line: 251, column: 29, scope: !349)
!392 = !DILocation(line: 251, column: 13, scope: !349)
!393 = !DILocation(line: 252, column: 17, scope: !349)
!394 = !DILocation(line: 252, column: 35, scope: !395)
!395 = distinct !DILexicalBlock(scope: !349, file: !2, line: 252, column: 17)
!396 = !DILocation(line: 238, column: 25, scope: !353)
!397 = !DILocation(line: 238, column: 19, scope: !353)
!398 = distinct !{!398, !346, !399, !305}
!399 = !DILocation(line: 255, column: 5, scope: !347)
!400 = !DILocation(line: 256, column: 5, scope: !254)
!401 = !DILocation(line: 259, column: 9, scope: !402)
!402 = distinct !DILexicalBlock(scope: !403, file: !2, line: 258, column: 5)
!403 = distinct !DILexicalBlock(scope: !404, file: !2, line: 257, column: 5)
!404 = distinct !DILexicalBlock(scope: !254, file: !2, line: 257, column: 5)
!405 = !DILocation(line: 260, column: 13, scope: !402)
!406 = !DILocation(line: 265, column: 9, scope: !407)
!407 = distinct !DILexicalBlock(scope: !408, file: !2, line: 264, column: 5)
!408 = distinct !DILexicalBlock(scope: !409, file: !2, line: 263, column: 5)
!409 = distinct !DILexicalBlock(scope: !254, file: !2, line: 263, column: 5)
!410 = !DILocation(line: 266, column: 13, scope: !407)
!411 = !DILocation(line: 260, column: 31, scope: !412)
!412 = distinct !DILexicalBlock(scope: !402, file: !2, line: 260, column: 13)
!413 = !DILocation(line: 266, column: 31, scope: !414)
!414 = distinct !DILexicalBlock(scope: !407, file: !2, line: 266, column: 13)
!415 = !DILocation(line: 269, column: 21, scope: !254)
!416 = !DILocation(line: 269, column: 5, scope: !254)
!417 = !DILocation(line: 272, column: 9, scope: !418)
!418 = distinct !DILexicalBlock(scope: !419, file: !2, line: 272, column: 9)
!419 = distinct !DILexicalBlock(scope: !420, file: !2, line: 271, column: 5)
!420 = distinct !DILexicalBlock(scope: !421, file: !2, line: 270, column: 5)
!421 = distinct !DILexicalBlock(scope: !254, file: !2, line: 270, column: 5)
!422 = !DILocation(line: 276, column: 33, scope: !423)
!423 = distinct !DILexicalBlock(scope: !424, file: !2, line: 275, column: 13)
!424 = distinct !DILexicalBlock(scope: !425, file: !2, line: 274, column: 13)
!425 = distinct !DILexicalBlock(scope: !426, file: !2, line: 274, column: 13)
!426 = distinct !DILexicalBlock(scope: !427, file: !2, line: 273, column: 9)
!427 = distinct !DILexicalBlock(scope: !418, file: !2, line: 272, column: 9)
!428 = !DILocation(line: 276, column: 17, scope: !423)
!429 = !DILocation(line: 277, column: 21, scope: !423)
!430 = !DILocation(line: 277, column: 39, scope: !431)
!431 = distinct !DILexicalBlock(scope: !423, file: !2, line: 277, column: 21)
!432 = !DILocation(line: 272, column: 29, scope: !427)
!433 = !DILocation(line: 272, column: 23, scope: !427)
!434 = distinct !{!434, !417, !435, !305}
!435 = !DILocation(line: 280, column: 9, scope: !418)
!436 = !DILocation(line: 282, column: 5, scope: !254)
!437 = !DILocation(line: 283, column: 5, scope: !254)
!438 = !DILocation(line: 284, column: 5, scope: !254)
!439 = !DILocation(line: 285, column: 5, scope: !254)
!440 = !DILocation(line: 286, column: 5, scope: !254)
!441 = !DILocation(line: 287, column: 27, scope: !254)
!442 = !DILocation(line: 287, column: 21, scope: !254)
!443 = !DILocation(line: 287, column: 5, scope: !254)
!444 = !DILocation(line: 288, column: 27, scope: !254)
!445 = !DILocation(line: 288, column: 21, scope: !254)
!446 = !DILocation(line: 288, column: 5, scope: !254)
!447 = !DILocation(line: 289, column: 27, scope: !254)
!448 = !DILocation(line: 289, column: 21, scope: !254)
!449 = !DILocation(line: 289, column: 5, scope: !254)
!450 = !DILocation(line: 290, column: 27, scope: !254)
!451 = !DILocation(line: 290, column: 21, scope: !254)
!452 = !DILocation(line: 290, column: 5, scope: !254)
!453 = !DILocation(line: 291, column: 27, scope: !254)
!454 = !DILocation(line: 291, column: 21, scope: !254)
!455 = !DILocation(line: 291, column: 5, scope: !254)
!456 = !DILocation(line: 292, column: 27, scope: !254)
!457 = !DILocation(line: 292, column: 5, scope: !254)
!458 = !DILocation(line: 293, column: 27, scope: !254)
!459 = !DILocation(line: 293, column: 5, scope: !254)
!460 = !DILocation(line: 294, column: 27, scope: !254)
!461 = !DILocation(line: 294, column: 5, scope: !254)
!462 = !DILocation(line: 295, column: 27, scope: !254)
!463 = !DILocation(line: 295, column: 21, scope: !254)
!464 = !DILocation(line: 295, column: 5, scope: !254)
!465 = !DILocation(line: 296, column: 27, scope: !254)
!466 = !DILocation(line: 296, column: 21, scope: !254)
!467 = !DILocation(line: 296, column: 5, scope: !254)
!468 = !DILocation(line: 297, column: 27, scope: !254)
!469 = !DILocation(line: 297, column: 5, scope: !254)
!470 = !DILocation(line: 298, column: 27, scope: !254)
!471 = !DILocation(line: 298, column: 21, scope: !254)
!472 = !DILocation(line: 298, column: 5, scope: !254)
!473 = !DILocation(line: 299, column: 27, scope: !254)
!474 = !DILocation(line: 299, column: 21, scope: !254)
!475 = !DILocation(line: 299, column: 5, scope: !254)
!476 = !DILocation(line: 302, column: 9, scope: !477)
!477 = distinct !DILexicalBlock(scope: !478, file: !2, line: 301, column: 5)
!478 = distinct !DILexicalBlock(scope: !479, file: !2, line: 300, column: 5)
!479 = distinct !DILexicalBlock(scope: !254, file: !2, line: 300, column: 5)
!480 = !DILocation(line: 303, column: 13, scope: !477)
!481 = !DILocation(line: 303, column: 31, scope: !482)
!482 = distinct !DILexicalBlock(scope: !477, file: !2, line: 303, column: 13)
!483 = !DILocation(line: 306, column: 5, scope: !254)
!484 = !DILocation(line: 307, column: 5, scope: !254)
!485 = !DILocation(line: 308, column: 5, scope: !254)
!486 = !DILocation(line: 311, column: 9, scope: !487)
!487 = distinct !DILexicalBlock(scope: !488, file: !2, line: 310, column: 5)
!488 = distinct !DILexicalBlock(scope: !489, file: !2, line: 309, column: 5)
!489 = distinct !DILexicalBlock(scope: !254, file: !2, line: 309, column: 5)
!490 = !DILocation(line: 312, column: 13, scope: !487)
!491 = !DILocation(line: 312, column: 31, scope: !492)
!492 = distinct !DILexicalBlock(scope: !487, file: !2, line: 312, column: 13)
!493 = !DILocation(line: 315, column: 23, scope: !254)
!494 = !DILocation(line: 315, column: 37, scope: !254)
!495 = !DILocalVariable(name: "crc", arg: 1, scope: !496, file: !235, line: 49, type: !127)
!496 = distinct !DISubprogram(name: "platform_main_end", scope: !235, file: !235, line: 49, type: !497, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !499)
!497 = !DISubroutineType(types: !498)
!498 = !{null, !127, !144}
!499 = !{!495, !500}
!500 = !DILocalVariable(name: "flag", arg: 2, scope: !496, file: !235, line: 49, type: !144)
!501 = !DILocation(line: 0, scope: !496, inlinedAt: !502)
!502 = distinct !DILocation(line: 315, column: 5, scope: !254)
!503 = !DILocation(line: 56, column: 2, scope: !496, inlinedAt: !502)
!504 = !DILocation(line: 316, column: 5, scope: !254)
!505 = distinct !DISubprogram(name: "transparent_crc", scope: !125, file: !125, line: 110, type: !506, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !508)
!506 = !DISubroutineType(types: !507)
!507 = !{null, !164, !258, !144}
!508 = !{!509, !510, !511}
!509 = !DILocalVariable(name: "val", arg: 1, scope: !505, file: !125, line: 110, type: !164)
!510 = !DILocalVariable(name: "vname", arg: 2, scope: !505, file: !125, line: 110, type: !258)
!511 = !DILocalVariable(name: "flag", arg: 3, scope: !505, file: !125, line: 110, type: !144)
!512 = !DILocation(line: 0, scope: !505)
!513 = !DILocalVariable(name: "val", arg: 1, scope: !514, file: !125, line: 97, type: !164)
!514 = distinct !DISubprogram(name: "crc32_8bytes", scope: !125, file: !125, line: 97, type: !515, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !517)
!515 = !DISubroutineType(types: !516)
!516 = !{null, !164}
!517 = !{!513}
!518 = !DILocation(line: 0, scope: !514, inlinedAt: !519)
!519 = distinct !DILocation(line: 112, column: 2, scope: !505)
!520 = !DILocalVariable(name: "b", arg: 1, scope: !521, file: !125, line: 71, type: !203)
!521 = distinct !DISubprogram(name: "crc32_byte", scope: !125, file: !125, line: 71, type: !522, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !524)
!522 = !DISubroutineType(types: !523)
!523 = !{null, !203}
!524 = !{!520}
!525 = !DILocation(line: 0, scope: !521, inlinedAt: !526)
!526 = distinct !DILocation(line: 99, column: 2, scope: !514, inlinedAt: !519)
!527 = !DILocation(line: 73, column: 5, scope: !521, inlinedAt: !526)
!528 = !DILocation(line: 73, column: 19, scope: !521, inlinedAt: !526)
!529 = !DILocation(line: 74, column: 33, scope: !521, inlinedAt: !526)
!530 = !DILocation(line: 74, column: 3, scope: !521, inlinedAt: !526)
!531 = !DILocation(line: 73, column: 39, scope: !521, inlinedAt: !526)
!532 = !DILocation(line: 100, column: 18, scope: !514, inlinedAt: !519)
!533 = !DILocation(line: 0, scope: !521, inlinedAt: !534)
!534 = distinct !DILocation(line: 100, column: 2, scope: !514, inlinedAt: !519)
!535 = !DILocation(line: 73, column: 19, scope: !521, inlinedAt: !534)
!536 = !DILocation(line: 74, column: 33, scope: !521, inlinedAt: !534)
!537 = !DILocation(line: 74, column: 3, scope: !521, inlinedAt: !534)
!538 = !DILocation(line: 73, column: 39, scope: !521, inlinedAt: !534)
!539 = !DILocation(line: 101, column: 18, scope: !514, inlinedAt: !519)
!540 = !DILocation(line: 0, scope: !521, inlinedAt: !541)
!541 = distinct !DILocation(line: 101, column: 2, scope: !514, inlinedAt: !519)
!542 = !DILocation(line: 73, column: 19, scope: !521, inlinedAt: !541)
!543 = !DILocation(line: 74, column: 33, scope: !521, inlinedAt: !541)
!544 = !DILocation(line: 74, column: 3, scope: !521, inlinedAt: !541)
!545 = !DILocation(line: 73, column: 39, scope: !521, inlinedAt: !541)
!546 = !DILocation(line: 102, column: 18, scope: !514, inlinedAt: !519)
!547 = !DILocation(line: 0, scope: !521, inlinedAt: !548)
!548 = distinct !DILocation(line: 102, column: 2, scope: !514, inlinedAt: !519)
!549 = !DILocation(line: 73, column: 19, scope: !521, inlinedAt: !548)
!550 = !DILocation(line: 74, column: 33, scope: !521, inlinedAt: !548)
!551 = !DILocation(line: 74, column: 3, scope: !521, inlinedAt: !548)
!552 = !DILocation(line: 73, column: 39, scope: !521, inlinedAt: !548)
!553 = !DILocation(line: 103, column: 18, scope: !514, inlinedAt: !519)
!554 = !DILocation(line: 0, scope: !521, inlinedAt: !555)
!555 = distinct !DILocation(line: 103, column: 2, scope: !514, inlinedAt: !519)
!556 = !DILocation(line: 73, column: 19, scope: !521, inlinedAt: !555)
!557 = !DILocation(line: 74, column: 33, scope: !521, inlinedAt: !555)
!558 = !DILocation(line: 74, column: 3, scope: !521, inlinedAt: !555)
!559 = !DILocation(line: 73, column: 39, scope: !521, inlinedAt: !555)
!560 = !DILocation(line: 104, column: 18, scope: !514, inlinedAt: !519)
!561 = !DILocation(line: 0, scope: !521, inlinedAt: !562)
!562 = distinct !DILocation(line: 104, column: 2, scope: !514, inlinedAt: !519)
!563 = !DILocation(line: 73, column: 19, scope: !521, inlinedAt: !562)
!564 = !DILocation(line: 74, column: 33, scope: !521, inlinedAt: !562)
!565 = !DILocation(line: 74, column: 3, scope: !521, inlinedAt: !562)
!566 = !DILocation(line: 73, column: 39, scope: !521, inlinedAt: !562)
!567 = !DILocation(line: 105, column: 18, scope: !514, inlinedAt: !519)
!568 = !DILocation(line: 0, scope: !521, inlinedAt: !569)
!569 = distinct !DILocation(line: 105, column: 2, scope: !514, inlinedAt: !519)
!570 = !DILocation(line: 73, column: 19, scope: !521, inlinedAt: !569)
!571 = !DILocation(line: 74, column: 33, scope: !521, inlinedAt: !569)
!572 = !DILocation(line: 74, column: 3, scope: !521, inlinedAt: !569)
!573 = !DILocation(line: 73, column: 39, scope: !521, inlinedAt: !569)
!574 = !DILocation(line: 106, column: 18, scope: !514, inlinedAt: !519)
!575 = !DILocation(line: 0, scope: !521, inlinedAt: !576)
!576 = distinct !DILocation(line: 106, column: 2, scope: !514, inlinedAt: !519)
!577 = !DILocation(line: 73, column: 19, scope: !521, inlinedAt: !576)
!578 = !DILocation(line: 74, column: 3, scope: !521, inlinedAt: !576)
!579 = !DILocation(line: 73, column: 39, scope: !521, inlinedAt: !576)
!580 = !DILocation(line: 72, column: 16, scope: !521, inlinedAt: !576)
!581 = !DILocation(line: 113, column: 6, scope: !582)
!582 = distinct !DILexicalBlock(scope: !505, file: !125, line: 113, column: 6)
!583 = !DILocation(line: 113, column: 6, scope: !505)
!584 = !DILocation(line: 114, column: 73, scope: !585)
!585 = distinct !DILexicalBlock(scope: !582, file: !125, line: 113, column: 12)
!586 = !DILocation(line: 114, column: 5, scope: !585)
!587 = !DILocation(line: 115, column: 2, scope: !585)
!588 = !DILocation(line: 116, column: 1, scope: !505)
!589 = !DISubprogram(name: "printf", scope: !590, file: !590, line: 356, type: !591, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!590 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!591 = !DISubroutineType(types: !592)
!592 = !{!144, !593, null}
!593 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !594)
!594 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !595, size: 64)
!595 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
