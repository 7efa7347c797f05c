; ModuleID = 'tests/programs/csmith/seed_1005.c'
source_filename = "tests/programs/csmith/seed_1005.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S0 = type { i32, i32, i32, i32, i32, i64, i64, i64, i32, i16 }

@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1, !dbg !7
@g_8 = internal global i8 31, align 4, !dbg !9
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
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !251 {
    #dbg_value(i32 %0, !257, !DIExpression(), !263)
    #dbg_value(ptr %1, !258, !DIExpression(), !263)
    #dbg_value(i32 0, !262, !DIExpression(), !263)
  %3 = icmp eq i32 %0, 2, !dbg !264
  br i1 %3, label %4, label %17, !dbg !266

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !267
  %6 = load ptr, ptr %5, align 8, !dbg !267, !tbaa !268
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !272
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !273
  %16 = zext i1 %15 to i32, !dbg !273
  br label %17, !dbg !273

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !263
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !263
    #dbg_value(i32 %19, !262, !DIExpression(), !263)
    #dbg_value(i32 -306674912, !274, !DIExpression(), !282)
    #dbg_value(i32 0, !280, !DIExpression(), !282)
  br label %20, !dbg !284

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !286
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !288
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !288
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !288
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !294
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !294
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !294
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !288
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !288
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !294
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !294
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !294
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !288
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !288
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !294
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !294
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !294
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !288
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !288
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !294
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !294
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !294
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !288
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !288
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !294
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !294
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !294
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !288
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !288
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !294
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !294
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !294
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !288
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !288
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !294
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !294
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !294
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !288
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !288
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !294
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !294
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !294
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !295
  store <4 x i32> %62, ptr %63, align 4, !dbg !296, !tbaa !297
  %64 = add nuw i64 %21, 4, !dbg !286
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !288
  %66 = icmp eq i64 %64, 256, !dbg !286
  br i1 %66, label %67, label %20, !dbg !286, !llvm.loop !299

67:                                               ; preds = %20
    #dbg_assign(i1 undef, !304, !DIExpression(), !331, ptr undef, !DIExpression(), !332)
    #dbg_value(ptr poison, !309, !DIExpression(), !332)
    #dbg_value(ptr poison, !311, !DIExpression(), !332)
    #dbg_value(ptr poison, !312, !DIExpression(), !332)
    #dbg_value(ptr @g_14, !313, !DIExpression(), !332)
    #dbg_value(ptr undef, !315, !DIExpression(), !332)
    #dbg_value(ptr poison, !318, !DIExpression(), !332)
    #dbg_value(ptr null, !319, !DIExpression(), !332)
    #dbg_value(i32 1392693372, !321, !DIExpression(), !332)
    #dbg_assign(i1 undef, !322, !DIExpression(), !334, ptr poison, !DIExpression(), !332)
    #dbg_value(ptr poison, !326, !DIExpression(), !332)
    #dbg_value(i32 poison, !328, !DIExpression(), !332)
  %68 = load volatile i8, ptr @g_8, align 4, !dbg !335, !tbaa !336, !noalias !337
  %69 = add i8 %68, 1, !dbg !335
  store volatile i8 %69, ptr @g_8, align 4, !dbg !335, !tbaa !336, !noalias !337
  tail call fastcc void @transparent_crc(i64 noundef -771518843, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef 4708358847630270531, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !341
  %70 = load volatile i8, ptr @g_8, align 4, !dbg !342, !tbaa !336
  %71 = zext i8 %70 to i64, !dbg !342
  tail call fastcc void @transparent_crc(i64 noundef %71, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !343
    #dbg_value(i32 0, !259, !DIExpression(), !263)
  br label %72, !dbg !344

72:                                               ; preds = %67, %135
  %73 = phi i64 [ 0, %67 ], [ %136, %135 ]
    #dbg_value(i64 %73, !259, !DIExpression(), !263)
    #dbg_value(i64 0, !260, !DIExpression(), !263)
  %74 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %73, i64 0, !dbg !346
  %75 = load i32, ptr %74, align 8, !dbg !352, !tbaa !353
  %76 = sext i32 %75 to i64, !dbg !346
  tail call fastcc void @transparent_crc(i64 noundef %76, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !357
  %77 = getelementptr inbounds i8, ptr %74, i64 4, !dbg !358
  %78 = load volatile i32, ptr %77, align 4, !dbg !358, !tbaa !359
  %79 = sext i32 %78 to i64, !dbg !360
  tail call fastcc void @transparent_crc(i64 noundef %79, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !361
  %80 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !362
  %81 = load i32, ptr %80, align 8, !dbg !362, !tbaa !363
  %82 = sext i32 %81 to i64, !dbg !364
  tail call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !365
  %83 = getelementptr inbounds i8, ptr %74, i64 12, !dbg !366
  %84 = load i32, ptr %83, align 4, !dbg !366, !tbaa !367
  %85 = zext i32 %84 to i64, !dbg !368
  tail call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !369
  %86 = getelementptr inbounds i8, ptr %74, i64 16, !dbg !370
  %87 = load i32, ptr %86, align 8, !dbg !370, !tbaa !371
  %88 = sext i32 %87 to i64, !dbg !372
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !373
  %89 = getelementptr inbounds i8, ptr %74, i64 24, !dbg !374
  %90 = load i64, ptr %89, align 8, !dbg !374, !tbaa !375
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !376
  %91 = getelementptr inbounds i8, ptr %74, i64 32, !dbg !377
  %92 = load i64, ptr %91, align 8, !dbg !377, !tbaa !378
  tail call fastcc void @transparent_crc(i64 noundef %92, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !379
  %93 = getelementptr inbounds i8, ptr %74, i64 40, !dbg !380
  %94 = load i64, ptr %93, align 8, !dbg !380, !tbaa !381
  tail call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !382
  %95 = getelementptr inbounds i8, ptr %74, i64 48, !dbg !383
  %96 = load volatile i32, ptr %95, align 8, !dbg !383, !tbaa !384
  %97 = zext i32 %96 to i64, !dbg !385
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !386
  %98 = getelementptr inbounds i8, ptr %74, i64 52, !dbg !387
  %99 = load i16, ptr %98, align 4, !dbg !387, !tbaa !388
  %100 = sext i16 %99 to i64, !dbg !389
  tail call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !390
  br i1 %18, label %104, label %101, !dbg !391

101:                                              ; preds = %72
  %102 = trunc nuw nsw i64 %73 to i32, !dbg !392
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %102, i32 noundef 0), !dbg !392
  br label %104, !dbg !392

104:                                              ; preds = %72, %101
    #dbg_value(i64 1, !260, !DIExpression(), !263)
  %105 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %73, i64 1, !dbg !346
  %106 = load i32, ptr %105, align 8, !dbg !352, !tbaa !353
  %107 = sext i32 %106 to i64, !dbg !346
  tail call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !357
  %108 = getelementptr inbounds i8, ptr %105, i64 4, !dbg !358
  %109 = load volatile i32, ptr %108, align 4, !dbg !358, !tbaa !359
  %110 = sext i32 %109 to i64, !dbg !360
  tail call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !361
  %111 = getelementptr inbounds i8, ptr %105, i64 8, !dbg !362
  %112 = load i32, ptr %111, align 8, !dbg !362, !tbaa !363
  %113 = sext i32 %112 to i64, !dbg !364
  tail call fastcc void @transparent_crc(i64 noundef %113, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !365
  %114 = getelementptr inbounds i8, ptr %105, i64 12, !dbg !366
  %115 = load i32, ptr %114, align 4, !dbg !366, !tbaa !367
  %116 = zext i32 %115 to i64, !dbg !368
  tail call fastcc void @transparent_crc(i64 noundef %116, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !369
  %117 = getelementptr inbounds i8, ptr %105, i64 16, !dbg !370
  %118 = load i32, ptr %117, align 8, !dbg !370, !tbaa !371
  %119 = sext i32 %118 to i64, !dbg !372
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !373
  %120 = getelementptr inbounds i8, ptr %105, i64 24, !dbg !374
  %121 = load i64, ptr %120, align 8, !dbg !374, !tbaa !375
  tail call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !376
  %122 = getelementptr inbounds i8, ptr %105, i64 32, !dbg !377
  %123 = load i64, ptr %122, align 8, !dbg !377, !tbaa !378
  tail call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !379
  %124 = getelementptr inbounds i8, ptr %105, i64 40, !dbg !380
  %125 = load i64, ptr %124, align 8, !dbg !380, !tbaa !381
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !382
  %126 = getelementptr inbounds i8, ptr %105, i64 48, !dbg !383
  %127 = load volatile i32, ptr %126, align 8, !dbg !383, !tbaa !384
  %128 = zext i32 %127 to i64, !dbg !385
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !386
  %129 = getelementptr inbounds i8, ptr %105, i64 52, !dbg !387
  %130 = load i16, ptr %129, align 4, !dbg !387, !tbaa !388
  %131 = sext i16 %130 to i64, !dbg !389
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !390
  br i1 %18, label %135, label %132, !dbg !391

132:                                              ; preds = %104
  %133 = trunc nuw nsw i64 %73 to i32, !dbg !392
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %133, i32 noundef 1), !dbg !392
  br label %135, !dbg !392

135:                                              ; preds = %132, %104
    #dbg_value(i64 2, !260, !DIExpression(), !263)
  %136 = add nuw nsw i64 %73, 1, !dbg !394
    #dbg_value(i64 %136, !259, !DIExpression(), !263)
  %137 = icmp eq i64 %136, 5, !dbg !395
  br i1 %137, label %138, label %72, !dbg !344, !llvm.loop !396

138:                                              ; preds = %135
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !398
    #dbg_value(i32 0, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !399
  br i1 %18, label %139, label %140, !dbg !403

139:                                              ; preds = %138
    #dbg_value(i32 1, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !399
    #dbg_value(i32 0, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
    #dbg_value(i32 1, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
    #dbg_value(i32 2, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
    #dbg_value(i32 3, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
    #dbg_value(i32 4, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
    #dbg_value(i32 5, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
    #dbg_value(i32 6, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
    #dbg_value(i32 7, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
    #dbg_value(i32 8, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
  br label %152, !dbg !408

140:                                              ; preds = %138
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0), !dbg !409
    #dbg_value(i32 1, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !399
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1), !dbg !409
    #dbg_value(i32 0, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0), !dbg !411
    #dbg_value(i32 1, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1), !dbg !411
    #dbg_value(i32 2, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 2), !dbg !411
    #dbg_value(i32 3, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 3), !dbg !411
    #dbg_value(i32 4, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 4), !dbg !411
    #dbg_value(i32 5, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 5), !dbg !411
    #dbg_value(i32 6, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 6), !dbg !411
    #dbg_value(i32 7, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 7), !dbg !411
    #dbg_value(i32 8, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !404
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 8), !dbg !411
  br label %152, !dbg !411

152:                                              ; preds = %139, %140
    #dbg_value(i32 9, !259, !DIExpression(), !263)
  %153 = load volatile i32, ptr @g_75, align 4, !dbg !413, !tbaa !297
  %154 = zext i32 %153 to i64, !dbg !413
  tail call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !414
    #dbg_value(i32 poison, !259, !DIExpression(), !263)
    #dbg_value(i32 0, !260, !DIExpression(), !263)
  br label %155, !dbg !415

155:                                              ; preds = %152, %236
  %156 = phi i64 [ 0, %152 ], [ %237, %236 ]
    #dbg_value(i64 %156, !260, !DIExpression(), !263)
    #dbg_value(i64 0, !261, !DIExpression(), !263)
  %157 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 0, !dbg !420
  %158 = load i8, ptr %157, align 1, !dbg !420, !tbaa !336
  %159 = sext i8 %158 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
  br i1 %18, label %160, label %188, !dbg !427

160:                                              ; preds = %155
    #dbg_value(i64 1, !261, !DIExpression(), !263)
  %161 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 1, !dbg !420
  %162 = load i8, ptr %161, align 1, !dbg !420, !tbaa !336
  %163 = sext i8 %162 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %163, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
    #dbg_value(i64 2, !261, !DIExpression(), !263)
  %164 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 2, !dbg !420
  %165 = load i8, ptr %164, align 1, !dbg !420, !tbaa !336
  %166 = sext i8 %165 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %166, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
    #dbg_value(i64 3, !261, !DIExpression(), !263)
  %167 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 3, !dbg !420
  %168 = load i8, ptr %167, align 1, !dbg !420, !tbaa !336
  %169 = sext i8 %168 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
    #dbg_value(i64 4, !261, !DIExpression(), !263)
  %170 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 4, !dbg !420
  %171 = load i8, ptr %170, align 1, !dbg !420, !tbaa !336
  %172 = sext i8 %171 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
    #dbg_value(i64 5, !261, !DIExpression(), !263)
  %173 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 5, !dbg !420
  %174 = load i8, ptr %173, align 1, !dbg !420, !tbaa !336
  %175 = sext i8 %174 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
    #dbg_value(i64 6, !261, !DIExpression(), !263)
  %176 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 6, !dbg !420
  %177 = load i8, ptr %176, align 1, !dbg !420, !tbaa !336
  %178 = sext i8 %177 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
    #dbg_value(i64 7, !261, !DIExpression(), !263)
  %179 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 7, !dbg !420
  %180 = load i8, ptr %179, align 1, !dbg !420, !tbaa !336
  %181 = sext i8 %180 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %181, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
    #dbg_value(i64 8, !261, !DIExpression(), !263)
  %182 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 8, !dbg !420
  %183 = load i8, ptr %182, align 1, !dbg !420, !tbaa !336
  %184 = sext i8 %183 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
    #dbg_value(i64 9, !261, !DIExpression(), !263)
  %185 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 9, !dbg !420
  %186 = load i8, ptr %185, align 1, !dbg !420, !tbaa !336
  %187 = sext i8 %186 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %187, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
  br label %236, !dbg !427

188:                                              ; preds = %155
  %189 = trunc nuw nsw i64 %156 to i32, !dbg !428
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %189, i32 noundef 0), !dbg !428
    #dbg_value(i64 1, !261, !DIExpression(), !263)
  %191 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 1, !dbg !420
  %192 = load i8, ptr %191, align 1, !dbg !420, !tbaa !336
  %193 = sext i8 %192 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %193, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
  %194 = trunc nuw nsw i64 %156 to i32, !dbg !428
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %194, i32 noundef 1), !dbg !428
    #dbg_value(i64 2, !261, !DIExpression(), !263)
  %196 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 2, !dbg !420
  %197 = load i8, ptr %196, align 1, !dbg !420, !tbaa !336
  %198 = sext i8 %197 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
  %199 = trunc nuw nsw i64 %156 to i32, !dbg !428
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %199, i32 noundef 2), !dbg !428
    #dbg_value(i64 3, !261, !DIExpression(), !263)
  %201 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 3, !dbg !420
  %202 = load i8, ptr %201, align 1, !dbg !420, !tbaa !336
  %203 = sext i8 %202 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %203, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
  %204 = trunc nuw nsw i64 %156 to i32, !dbg !428
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %204, i32 noundef 3), !dbg !428
    #dbg_value(i64 4, !261, !DIExpression(), !263)
  %206 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 4, !dbg !420
  %207 = load i8, ptr %206, align 1, !dbg !420, !tbaa !336
  %208 = sext i8 %207 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
  %209 = trunc nuw nsw i64 %156 to i32, !dbg !428
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %209, i32 noundef 4), !dbg !428
    #dbg_value(i64 5, !261, !DIExpression(), !263)
  %211 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 5, !dbg !420
  %212 = load i8, ptr %211, align 1, !dbg !420, !tbaa !336
  %213 = sext i8 %212 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
  %214 = trunc nuw nsw i64 %156 to i32, !dbg !428
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %214, i32 noundef 5), !dbg !428
    #dbg_value(i64 6, !261, !DIExpression(), !263)
  %216 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 6, !dbg !420
  %217 = load i8, ptr %216, align 1, !dbg !420, !tbaa !336
  %218 = sext i8 %217 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
  %219 = trunc nuw nsw i64 %156 to i32, !dbg !428
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %219, i32 noundef 6), !dbg !428
    #dbg_value(i64 7, !261, !DIExpression(), !263)
  %221 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 7, !dbg !420
  %222 = load i8, ptr %221, align 1, !dbg !420, !tbaa !336
  %223 = sext i8 %222 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %223, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
  %224 = trunc nuw nsw i64 %156 to i32, !dbg !428
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %224, i32 noundef 7), !dbg !428
    #dbg_value(i64 8, !261, !DIExpression(), !263)
  %226 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 8, !dbg !420
  %227 = load i8, ptr %226, align 1, !dbg !420, !tbaa !336
  %228 = sext i8 %227 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
  %229 = trunc nuw nsw i64 %156 to i32, !dbg !428
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %229, i32 noundef 8), !dbg !428
    #dbg_value(i64 9, !261, !DIExpression(), !263)
  %231 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 9, !dbg !420
  %232 = load i8, ptr %231, align 1, !dbg !420, !tbaa !336
  %233 = sext i8 %232 to i64, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !426
  %234 = trunc nuw nsw i64 %156 to i32, !dbg !428
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %234, i32 noundef 9), !dbg !428
  br label %236, !dbg !428

236:                                              ; preds = %160, %188
    #dbg_value(i64 10, !261, !DIExpression(), !263)
  %237 = add nuw nsw i64 %156, 1, !dbg !430
    #dbg_value(i64 %237, !260, !DIExpression(), !263)
  %238 = icmp eq i64 %237, 8, !dbg !431
  br i1 %238, label %239, label %155, !dbg !415, !llvm.loop !432

239:                                              ; preds = %236
    #dbg_value(i32 poison, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !434
  tail call fastcc void @transparent_crc(i64 noundef 6768487402908864166, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !435
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !436
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !437
  tail call fastcc void @transparent_crc(i64 noundef 24, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !438
  %240 = load i32, ptr @g_215, align 8, !dbg !439, !tbaa !353
  %241 = sext i32 %240 to i64, !dbg !440
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !441
  %242 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 4), align 4, !dbg !442, !tbaa !359
  %243 = sext i32 %242 to i64, !dbg !443
  tail call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !444
  %244 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 8), align 8, !dbg !445, !tbaa !363
  %245 = sext i32 %244 to i64, !dbg !446
  tail call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !447
  %246 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 12), align 4, !dbg !448, !tbaa !367
  %247 = zext i32 %246 to i64, !dbg !449
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !450
  %248 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 16), align 8, !dbg !451, !tbaa !371
  %249 = sext i32 %248 to i64, !dbg !452
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !453
  %250 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 24), align 8, !dbg !454, !tbaa !375
  tail call fastcc void @transparent_crc(i64 noundef %250, ptr noundef nonnull @.str.32, i32 noundef %19), !dbg !455
  %251 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 32), align 8, !dbg !456, !tbaa !378
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.33, i32 noundef %19), !dbg !457
  %252 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 40), align 8, !dbg !458, !tbaa !381
  tail call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.34, i32 noundef %19), !dbg !459
  %253 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 48), align 8, !dbg !460, !tbaa !384
  %254 = zext i32 %253 to i64, !dbg !461
  tail call fastcc void @transparent_crc(i64 noundef %254, ptr noundef nonnull @.str.35, i32 noundef %19), !dbg !462
  %255 = load i16, ptr getelementptr inbounds (i8, ptr @g_215, i64 52), align 4, !dbg !463, !tbaa !388
  %256 = sext i16 %255 to i64, !dbg !464
  tail call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.36, i32 noundef %19), !dbg !465
  %257 = load volatile i64, ptr @g_217, align 8, !dbg !466, !tbaa !336
  tail call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.37, i32 noundef %19), !dbg !467
  %258 = load volatile i32, ptr @g_217, align 8, !dbg !468, !tbaa !336
  %259 = zext i32 %258 to i64, !dbg !469
  tail call fastcc void @transparent_crc(i64 noundef %259, ptr noundef nonnull @.str.38, i32 noundef %19), !dbg !470
  %260 = load volatile i32, ptr @g_217, align 8, !dbg !471, !tbaa !336
  %261 = sext i32 %260 to i64, !dbg !472
  tail call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.39, i32 noundef %19), !dbg !473
    #dbg_value(i64 0, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
  br i1 %18, label %262, label %263, !dbg !478

262:                                              ; preds = %239
    #dbg_value(i64 1, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
    #dbg_value(i64 2, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
    #dbg_value(i64 3, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
    #dbg_value(i64 4, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
    #dbg_value(i64 5, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
    #dbg_value(i64 6, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
    #dbg_value(i64 7, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
  br label %272, !dbg !478

263:                                              ; preds = %239
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0), !dbg !479
    #dbg_value(i64 1, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1), !dbg !479
    #dbg_value(i64 2, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 2), !dbg !479
    #dbg_value(i64 3, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 3), !dbg !479
    #dbg_value(i64 4, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 4), !dbg !479
    #dbg_value(i64 5, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 5), !dbg !479
    #dbg_value(i64 6, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 6), !dbg !479
    #dbg_value(i64 7, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 7), !dbg !479
  br label %272, !dbg !479

272:                                              ; preds = %262, %263
    #dbg_value(i64 8, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef 379595228854031856, ptr noundef nonnull @.str.41, i32 noundef %19), !dbg !481
  tail call fastcc void @transparent_crc(i64 noundef 1984370160, ptr noundef nonnull @.str.42, i32 noundef %19), !dbg !482
  tail call fastcc void @transparent_crc(i64 noundef 1984370160, ptr noundef nonnull @.str.43, i32 noundef %19), !dbg !483
    #dbg_value(i32 0, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !484
  br i1 %18, label %273, label %274, !dbg !488

273:                                              ; preds = %272
    #dbg_value(i32 1, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !484
    #dbg_value(i32 2, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !484
    #dbg_value(i32 3, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !484
    #dbg_value(i32 4, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !484
  br label %280, !dbg !488

274:                                              ; preds = %272
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0), !dbg !489
    #dbg_value(i32 1, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !484
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1), !dbg !489
    #dbg_value(i32 2, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !484
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 2), !dbg !489
    #dbg_value(i32 3, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !484
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 3), !dbg !489
    #dbg_value(i32 4, !259, !DIExpression(), !263)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !484
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 4), !dbg !489
  br label %280, !dbg !489

280:                                              ; preds = %273, %274
    #dbg_value(i32 5, !259, !DIExpression(), !263)
  %281 = load i32, ptr @crc32_context, align 4, !dbg !491, !tbaa !297
  %282 = xor i32 %281, -1, !dbg !492
    #dbg_value(i32 %282, !493, !DIExpression(), !499)
    #dbg_value(i32 %19, !498, !DIExpression(), !499)
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.48, i32 noundef %282), !dbg !501
  ret i32 0, !dbg !502
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !503 {
    #dbg_value(i64 %0, !507, !DIExpression(), !510)
    #dbg_value(ptr %1, !508, !DIExpression(), !510)
    #dbg_value(i32 %2, !509, !DIExpression(), !510)
    #dbg_value(i64 %0, !511, !DIExpression(), !516)
    #dbg_value(i64 %0, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !523)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !525, !tbaa !297
  %5 = lshr i32 %4, 8, !dbg !526
  %6 = zext i32 %4 to i64, !dbg !527
  %7 = xor i64 %6, %0, !dbg !527
  %8 = and i64 %7, 255, !dbg !528
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !528
  %10 = load i32, ptr %9, align 4, !dbg !528, !tbaa !297
  %11 = xor i32 %5, %10, !dbg !529
  %12 = lshr i64 %0, 8, !dbg !530
    #dbg_value(i64 %12, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !531)
  %13 = lshr i32 %11, 8, !dbg !533
  %14 = zext i32 %11 to i64, !dbg !534
  %15 = xor i64 %12, %14, !dbg !534
  %16 = and i64 %15, 255, !dbg !535
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !535
  %18 = load i32, ptr %17, align 4, !dbg !535, !tbaa !297
  %19 = xor i32 %13, %18, !dbg !536
  %20 = lshr i64 %0, 16, !dbg !537
    #dbg_value(i64 %20, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !538)
  %21 = lshr i32 %19, 8, !dbg !540
  %22 = zext i32 %19 to i64, !dbg !541
  %23 = xor i64 %20, %22, !dbg !541
  %24 = and i64 %23, 255, !dbg !542
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !542
  %26 = load i32, ptr %25, align 4, !dbg !542, !tbaa !297
  %27 = xor i32 %21, %26, !dbg !543
  %28 = lshr i64 %0, 24, !dbg !544
    #dbg_value(i64 %28, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !545)
  %29 = lshr i32 %27, 8, !dbg !547
  %30 = zext i32 %27 to i64, !dbg !548
  %31 = xor i64 %28, %30, !dbg !548
  %32 = and i64 %31, 255, !dbg !549
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !549
  %34 = load i32, ptr %33, align 4, !dbg !549, !tbaa !297
  %35 = xor i32 %29, %34, !dbg !550
  %36 = lshr i64 %0, 32, !dbg !551
    #dbg_value(i64 %36, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !552)
  %37 = lshr i32 %35, 8, !dbg !554
  %38 = zext i32 %35 to i64, !dbg !555
  %39 = xor i64 %36, %38, !dbg !555
  %40 = and i64 %39, 255, !dbg !556
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !556
  %42 = load i32, ptr %41, align 4, !dbg !556, !tbaa !297
  %43 = xor i32 %37, %42, !dbg !557
  %44 = lshr i64 %0, 40, !dbg !558
    #dbg_value(i64 %44, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !559)
  %45 = lshr i32 %43, 8, !dbg !561
  %46 = zext i32 %43 to i64, !dbg !562
  %47 = xor i64 %44, %46, !dbg !562
  %48 = and i64 %47, 255, !dbg !563
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !563
  %50 = load i32, ptr %49, align 4, !dbg !563, !tbaa !297
  %51 = xor i32 %45, %50, !dbg !564
  %52 = lshr i64 %0, 48, !dbg !565
    #dbg_value(i64 %52, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !566)
  %53 = lshr i32 %51, 8, !dbg !568
  %54 = zext i32 %51 to i64, !dbg !569
  %55 = xor i64 %52, %54, !dbg !569
  %56 = and i64 %55, 255, !dbg !570
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !570
  %58 = load i32, ptr %57, align 4, !dbg !570, !tbaa !297
  %59 = xor i32 %53, %58, !dbg !571
  %60 = lshr i64 %0, 56, !dbg !572
    #dbg_value(i64 %60, !518, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !573)
  %61 = lshr i32 %59, 8, !dbg !575
  %62 = and i32 %59, 255, !dbg !576
  %63 = zext nneg i32 %62 to i64, !dbg !576
  %64 = xor i64 %60, %63, !dbg !576
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !576
  %66 = load i32, ptr %65, align 4, !dbg !576, !tbaa !297
  %67 = xor i32 %61, %66, !dbg !577
  store i32 %67, ptr @crc32_context, align 4, !dbg !578, !tbaa !297
  %68 = icmp eq i32 %2, 0, !dbg !579
  br i1 %68, label %73, label %69, !dbg !581

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !582
  %71 = zext i32 %70 to i64, !dbg !582
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef %1, i64 noundef %71), !dbg !584
  br label %73, !dbg !585

73:                                               ; preds = %69, %3
  ret void, !dbg !586
}

; Function Attrs: nofree nounwind
declare !dbg !587 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!242, !243, !244, !245, !246, !247, !248, !249}
!llvm.ident = !{!250}

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
!128 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !130, line: 42, baseType: !131)
!130 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!142 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!245 = !{i32 8, !"PIC Level", i32 2}
!246 = !{i32 7, !"PIE Level", i32 2}
!247 = !{i32 7, !"uwtable", i32 2}
!248 = !{i32 7, !"frame-pointer", i32 1}
!249 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!250 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!251 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 227, type: !252, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !256)
!252 = !DISubroutineType(types: !253)
!253 = !{!144, !144, !254}
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!256 = !{!257, !258, !259, !260, !261, !262}
!257 = !DILocalVariable(name: "argc", arg: 1, scope: !251, file: !2, line: 227, type: !144)
!258 = !DILocalVariable(name: "argv", arg: 2, scope: !251, file: !2, line: 227, type: !254)
!259 = !DILocalVariable(name: "i", scope: !251, file: !2, line: 229, type: !144)
!260 = !DILocalVariable(name: "j", scope: !251, file: !2, line: 229, type: !144)
!261 = !DILocalVariable(name: "k", scope: !251, file: !2, line: 229, type: !144)
!262 = !DILocalVariable(name: "print_hash_value", scope: !251, file: !2, line: 230, type: !144)
!263 = !DILocation(line: 0, scope: !251)
!264 = !DILocation(line: 231, column: 14, scope: !265)
!265 = distinct !DILexicalBlock(scope: !251, file: !2, line: 231, column: 9)
!266 = !DILocation(line: 231, column: 19, scope: !265)
!267 = !DILocation(line: 231, column: 29, scope: !265)
!268 = !{!269, !269, i64 0}
!269 = !{!"any pointer", !270, i64 0}
!270 = !{!"omnipotent char", !271, i64 0}
!271 = !{!"Simple C/C++ TBAA"}
!272 = !DILocation(line: 231, column: 43, scope: !265)
!273 = !DILocation(line: 231, column: 9, scope: !251)
!274 = !DILocalVariable(name: "poly", scope: !275, file: !125, line: 54, type: !160)
!275 = distinct !DISubprogram(name: "crc32_gentab", scope: !125, file: !125, line: 51, type: !276, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !278)
!276 = !DISubroutineType(types: !277)
!277 = !{null}
!278 = !{!279, !274, !280, !281}
!279 = !DILocalVariable(name: "crc", scope: !275, file: !125, line: 53, type: !127)
!280 = !DILocalVariable(name: "i", scope: !275, file: !125, line: 55, type: !144)
!281 = !DILocalVariable(name: "j", scope: !275, file: !125, line: 55, type: !144)
!282 = !DILocation(line: 0, scope: !275, inlinedAt: !283)
!283 = distinct !DILocation(line: 233, column: 5, scope: !251)
!284 = !DILocation(line: 57, column: 2, scope: !285, inlinedAt: !283)
!285 = distinct !DILexicalBlock(scope: !275, file: !125, line: 57, column: 2)
!286 = !DILocation(line: 57, column: 24, scope: !287, inlinedAt: !283)
!287 = distinct !DILexicalBlock(scope: !285, file: !125, line: 57, column: 2)
!288 = !DILocation(line: 60, column: 12, scope: !289, inlinedAt: !283)
!289 = distinct !DILexicalBlock(scope: !290, file: !125, line: 60, column: 8)
!290 = distinct !DILexicalBlock(scope: !291, file: !125, line: 59, column: 27)
!291 = distinct !DILexicalBlock(scope: !292, file: !125, line: 59, column: 3)
!292 = distinct !DILexicalBlock(scope: !293, file: !125, line: 59, column: 3)
!293 = distinct !DILexicalBlock(scope: !287, file: !125, line: 57, column: 28)
!294 = !DILocation(line: 60, column: 8, scope: !290, inlinedAt: !283)
!295 = !DILocation(line: 66, column: 3, scope: !293, inlinedAt: !283)
!296 = !DILocation(line: 66, column: 16, scope: !293, inlinedAt: !283)
!297 = !{!298, !298, i64 0}
!298 = !{!"int", !270, i64 0}
!299 = distinct !{!299, !284, !300, !301, !302, !303}
!300 = !DILocation(line: 67, column: 2, scope: !285, inlinedAt: !283)
!301 = !{!"llvm.loop.mustprogress"}
!302 = !{!"llvm.loop.isvectorized", i32 1}
!303 = !{!"llvm.loop.unroll.runtime.disable"}
!304 = !DILocalVariable(name: "l_6", scope: !305, file: !2, line: 87, type: !330)
!305 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 82, type: !306, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !308)
!306 = !DISubroutineType(types: !307)
!307 = !{!153}
!308 = !{!309, !311, !312, !304, !313, !315, !318, !319, !321, !322, !326, !328, !329}
!309 = !DILocalVariable(name: "l_2", scope: !305, file: !2, line: 84, type: !310)
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!311 = !DILocalVariable(name: "l_4", scope: !305, file: !2, line: 85, type: !310)
!312 = !DILocalVariable(name: "l_5", scope: !305, file: !2, line: 86, type: !310)
!313 = !DILocalVariable(name: "l_35", scope: !305, file: !2, line: 88, type: !314)
!314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!315 = !DILocalVariable(name: "l_34", scope: !305, file: !2, line: 89, type: !316)
!316 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !317)
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 64)
!318 = !DILocalVariable(name: "l_85", scope: !305, file: !2, line: 90, type: !310)
!319 = !DILocalVariable(name: "l_196", scope: !305, file: !2, line: 91, type: !320)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!321 = !DILocalVariable(name: "l_223", scope: !305, file: !2, line: 92, type: !127)
!322 = !DILocalVariable(name: "l_258", scope: !305, file: !2, line: 93, type: !323)
!323 = !DICompositeType(tag: DW_TAG_array_type, baseType: !324, size: 320, elements: !325)
!324 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !173)
!325 = !{!6, !52}
!326 = !DILocalVariable(name: "l_261", scope: !305, file: !2, line: 94, type: !327)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!328 = !DILocalVariable(name: "i", scope: !305, file: !2, line: 95, type: !144)
!329 = !DILocalVariable(name: "j", scope: !305, file: !2, line: 95, type: !144)
!330 = !DICompositeType(tag: DW_TAG_array_type, baseType: !310, size: 512, elements: !56)
!331 = distinct !DIAssignID()
!332 = !DILocation(line: 0, scope: !305, inlinedAt: !333)
!333 = distinct !DILocation(line: 234, column: 5, scope: !251)
!334 = distinct !DIAssignID()
!335 = !DILocation(line: 98, column: 5, scope: !305, inlinedAt: !333)
!336 = !{!270, !270, i64 0}
!337 = !{!338}
!338 = distinct !{!338, !339, !"func_1: argument 0"}
!339 = distinct !{!339, !"func_1"}
!340 = !DILocation(line: 235, column: 5, scope: !251)
!341 = !DILocation(line: 236, column: 5, scope: !251)
!342 = !DILocation(line: 237, column: 21, scope: !251)
!343 = !DILocation(line: 237, column: 5, scope: !251)
!344 = !DILocation(line: 238, column: 5, scope: !345)
!345 = distinct !DILexicalBlock(scope: !251, file: !2, line: 238, column: 5)
!346 = !DILocation(line: 242, column: 29, scope: !347)
!347 = distinct !DILexicalBlock(scope: !348, file: !2, line: 241, column: 9)
!348 = distinct !DILexicalBlock(scope: !349, file: !2, line: 240, column: 9)
!349 = distinct !DILexicalBlock(scope: !350, file: !2, line: 240, column: 9)
!350 = distinct !DILexicalBlock(scope: !351, file: !2, line: 239, column: 5)
!351 = distinct !DILexicalBlock(scope: !345, file: !2, line: 238, column: 5)
!352 = !DILocation(line: 242, column: 40, scope: !347)
!353 = !{!354, !298, i64 0}
!354 = !{!"S0", !298, i64 0, !298, i64 4, !298, i64 8, !298, i64 12, !298, i64 16, !355, i64 24, !355, i64 32, !355, i64 40, !298, i64 48, !356, i64 52}
!355 = !{!"long", !270, i64 0}
!356 = !{!"short", !270, i64 0}
!357 = !DILocation(line: 242, column: 13, scope: !347)
!358 = !DILocation(line: 243, column: 40, scope: !347)
!359 = !{!354, !298, i64 4}
!360 = !DILocation(line: 243, column: 29, scope: !347)
!361 = !DILocation(line: 243, column: 13, scope: !347)
!362 = !DILocation(line: 244, column: 40, scope: !347)
!363 = !{!354, !298, i64 8}
!364 = !DILocation(line: 244, column: 29, scope: !347)
!365 = !DILocation(line: 244, column: 13, scope: !347)
!366 = !DILocation(line: 245, column: 40, scope: !347)
!367 = !{!354, !298, i64 12}
!368 = !DILocation(line: 245, column: 29, scope: !347)
!369 = !DILocation(line: 245, column: 13, scope: !347)
!370 = !DILocation(line: 246, column: 40, scope: !347)
!371 = !{!354, !298, i64 16}
!372 = !DILocation(line: 246, column: 29, scope: !347)
!373 = !DILocation(line: 246, column: 13, scope: !347)
!374 = !DILocation(line: 247, column: 40, scope: !347)
!375 = !{!354, !355, i64 24}
!376 = !DILocation(line: 247, column: 13, scope: !347)
!377 = !DILocation(line: 248, column: 40, scope: !347)
!378 = !{!354, !355, i64 32}
!379 = !DILocation(line: 248, column: 13, scope: !347)
!380 = !DILocation(line: 249, column: 40, scope: !347)
!381 = !{!354, !355, i64 40}
!382 = !DILocation(line: 249, column: 13, scope: !347)
!383 = !DILocation(line: 250, column: 40, scope: !347)
!384 = !{!354, !298, i64 48}
!385 = !DILocation(line: 250, column: 29, scope: !347)
!386 = !DILocation(line: 250, column: 13, scope: !347)
!387 = !DILocation(line: 251, column: 40, scope: !347)
!388 = !{!354, !356, i64 52}
!389 = !DILocation(line: 251, column: 29, scope: !347)
!390 = !DILocation(line: 251, column: 13, scope: !347)
!391 = !DILocation(line: 252, column: 17, scope: !347)
!392 = !DILocation(line: 252, column: 35, scope: !393)
!393 = distinct !DILexicalBlock(scope: !347, file: !2, line: 252, column: 17)
!394 = !DILocation(line: 238, column: 25, scope: !351)
!395 = !DILocation(line: 238, column: 19, scope: !351)
!396 = distinct !{!396, !344, !397, !301}
!397 = !DILocation(line: 255, column: 5, scope: !345)
!398 = !DILocation(line: 256, column: 5, scope: !251)
!399 = !DILocation(line: 259, column: 9, scope: !400)
!400 = distinct !DILexicalBlock(scope: !401, file: !2, line: 258, column: 5)
!401 = distinct !DILexicalBlock(scope: !402, file: !2, line: 257, column: 5)
!402 = distinct !DILexicalBlock(scope: !251, file: !2, line: 257, column: 5)
!403 = !DILocation(line: 260, column: 13, scope: !400)
!404 = !DILocation(line: 265, column: 9, scope: !405)
!405 = distinct !DILexicalBlock(scope: !406, file: !2, line: 264, column: 5)
!406 = distinct !DILexicalBlock(scope: !407, file: !2, line: 263, column: 5)
!407 = distinct !DILexicalBlock(scope: !251, file: !2, line: 263, column: 5)
!408 = !DILocation(line: 266, column: 13, scope: !405)
!409 = !DILocation(line: 260, column: 31, scope: !410)
!410 = distinct !DILexicalBlock(scope: !400, file: !2, line: 260, column: 13)
!411 = !DILocation(line: 266, column: 31, scope: !412)
!412 = distinct !DILexicalBlock(scope: !405, file: !2, line: 266, column: 13)
!413 = !DILocation(line: 269, column: 21, scope: !251)
!414 = !DILocation(line: 269, column: 5, scope: !251)
!415 = !DILocation(line: 272, column: 9, scope: !416)
!416 = distinct !DILexicalBlock(scope: !417, file: !2, line: 272, column: 9)
!417 = distinct !DILexicalBlock(scope: !418, file: !2, line: 271, column: 5)
!418 = distinct !DILexicalBlock(scope: !419, file: !2, line: 270, column: 5)
!419 = distinct !DILexicalBlock(scope: !251, file: !2, line: 270, column: 5)
!420 = !DILocation(line: 276, column: 33, scope: !421)
!421 = distinct !DILexicalBlock(scope: !422, file: !2, line: 275, column: 13)
!422 = distinct !DILexicalBlock(scope: !423, file: !2, line: 274, column: 13)
!423 = distinct !DILexicalBlock(scope: !424, file: !2, line: 274, column: 13)
!424 = distinct !DILexicalBlock(scope: !425, file: !2, line: 273, column: 9)
!425 = distinct !DILexicalBlock(scope: !416, file: !2, line: 272, column: 9)
!426 = !DILocation(line: 276, column: 17, scope: !421)
!427 = !DILocation(line: 277, column: 21, scope: !421)
!428 = !DILocation(line: 277, column: 39, scope: !429)
!429 = distinct !DILexicalBlock(scope: !421, file: !2, line: 277, column: 21)
!430 = !DILocation(line: 272, column: 29, scope: !425)
!431 = !DILocation(line: 272, column: 23, scope: !425)
!432 = distinct !{!432, !415, !433, !301}
!433 = !DILocation(line: 280, column: 9, scope: !416)
!434 = !DILocation(line: 282, column: 5, scope: !251)
!435 = !DILocation(line: 283, column: 5, scope: !251)
!436 = !DILocation(line: 284, column: 5, scope: !251)
!437 = !DILocation(line: 285, column: 5, scope: !251)
!438 = !DILocation(line: 286, column: 5, scope: !251)
!439 = !DILocation(line: 287, column: 27, scope: !251)
!440 = !DILocation(line: 287, column: 21, scope: !251)
!441 = !DILocation(line: 287, column: 5, scope: !251)
!442 = !DILocation(line: 288, column: 27, scope: !251)
!443 = !DILocation(line: 288, column: 21, scope: !251)
!444 = !DILocation(line: 288, column: 5, scope: !251)
!445 = !DILocation(line: 289, column: 27, scope: !251)
!446 = !DILocation(line: 289, column: 21, scope: !251)
!447 = !DILocation(line: 289, column: 5, scope: !251)
!448 = !DILocation(line: 290, column: 27, scope: !251)
!449 = !DILocation(line: 290, column: 21, scope: !251)
!450 = !DILocation(line: 290, column: 5, scope: !251)
!451 = !DILocation(line: 291, column: 27, scope: !251)
!452 = !DILocation(line: 291, column: 21, scope: !251)
!453 = !DILocation(line: 291, column: 5, scope: !251)
!454 = !DILocation(line: 292, column: 27, scope: !251)
!455 = !DILocation(line: 292, column: 5, scope: !251)
!456 = !DILocation(line: 293, column: 27, scope: !251)
!457 = !DILocation(line: 293, column: 5, scope: !251)
!458 = !DILocation(line: 294, column: 27, scope: !251)
!459 = !DILocation(line: 294, column: 5, scope: !251)
!460 = !DILocation(line: 295, column: 27, scope: !251)
!461 = !DILocation(line: 295, column: 21, scope: !251)
!462 = !DILocation(line: 295, column: 5, scope: !251)
!463 = !DILocation(line: 296, column: 27, scope: !251)
!464 = !DILocation(line: 296, column: 21, scope: !251)
!465 = !DILocation(line: 296, column: 5, scope: !251)
!466 = !DILocation(line: 297, column: 27, scope: !251)
!467 = !DILocation(line: 297, column: 5, scope: !251)
!468 = !DILocation(line: 298, column: 27, scope: !251)
!469 = !DILocation(line: 298, column: 21, scope: !251)
!470 = !DILocation(line: 298, column: 5, scope: !251)
!471 = !DILocation(line: 299, column: 27, scope: !251)
!472 = !DILocation(line: 299, column: 21, scope: !251)
!473 = !DILocation(line: 299, column: 5, scope: !251)
!474 = !DILocation(line: 302, column: 9, scope: !475)
!475 = distinct !DILexicalBlock(scope: !476, file: !2, line: 301, column: 5)
!476 = distinct !DILexicalBlock(scope: !477, file: !2, line: 300, column: 5)
!477 = distinct !DILexicalBlock(scope: !251, file: !2, line: 300, column: 5)
!478 = !DILocation(line: 303, column: 13, scope: !475)
!479 = !DILocation(line: 303, column: 31, scope: !480)
!480 = distinct !DILexicalBlock(scope: !475, file: !2, line: 303, column: 13)
!481 = !DILocation(line: 306, column: 5, scope: !251)
!482 = !DILocation(line: 307, column: 5, scope: !251)
!483 = !DILocation(line: 308, column: 5, scope: !251)
!484 = !DILocation(line: 311, column: 9, scope: !485)
!485 = distinct !DILexicalBlock(scope: !486, file: !2, line: 310, column: 5)
!486 = distinct !DILexicalBlock(scope: !487, file: !2, line: 309, column: 5)
!487 = distinct !DILexicalBlock(scope: !251, file: !2, line: 309, column: 5)
!488 = !DILocation(line: 312, column: 13, scope: !485)
!489 = !DILocation(line: 312, column: 31, scope: !490)
!490 = distinct !DILexicalBlock(scope: !485, file: !2, line: 312, column: 13)
!491 = !DILocation(line: 315, column: 23, scope: !251)
!492 = !DILocation(line: 315, column: 37, scope: !251)
!493 = !DILocalVariable(name: "crc", arg: 1, scope: !494, file: !235, line: 49, type: !127)
!494 = distinct !DISubprogram(name: "platform_main_end", scope: !235, file: !235, line: 49, type: !495, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !497)
!495 = !DISubroutineType(types: !496)
!496 = !{null, !127, !144}
!497 = !{!493, !498}
!498 = !DILocalVariable(name: "flag", arg: 2, scope: !494, file: !235, line: 49, type: !144)
!499 = !DILocation(line: 0, scope: !494, inlinedAt: !500)
!500 = distinct !DILocation(line: 315, column: 5, scope: !251)
!501 = !DILocation(line: 56, column: 2, scope: !494, inlinedAt: !500)
!502 = !DILocation(line: 316, column: 5, scope: !251)
!503 = distinct !DISubprogram(name: "transparent_crc", scope: !125, file: !125, line: 110, type: !504, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !506)
!504 = !DISubroutineType(types: !505)
!505 = !{null, !164, !255, !144}
!506 = !{!507, !508, !509}
!507 = !DILocalVariable(name: "val", arg: 1, scope: !503, file: !125, line: 110, type: !164)
!508 = !DILocalVariable(name: "vname", arg: 2, scope: !503, file: !125, line: 110, type: !255)
!509 = !DILocalVariable(name: "flag", arg: 3, scope: !503, file: !125, line: 110, type: !144)
!510 = !DILocation(line: 0, scope: !503)
!511 = !DILocalVariable(name: "val", arg: 1, scope: !512, file: !125, line: 97, type: !164)
!512 = distinct !DISubprogram(name: "crc32_8bytes", scope: !125, file: !125, line: 97, type: !513, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !515)
!513 = !DISubroutineType(types: !514)
!514 = !{null, !164}
!515 = !{!511}
!516 = !DILocation(line: 0, scope: !512, inlinedAt: !517)
!517 = distinct !DILocation(line: 112, column: 2, scope: !503)
!518 = !DILocalVariable(name: "b", arg: 1, scope: !519, file: !125, line: 71, type: !203)
!519 = distinct !DISubprogram(name: "crc32_byte", scope: !125, file: !125, line: 71, type: !520, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !522)
!520 = !DISubroutineType(types: !521)
!521 = !{null, !203}
!522 = !{!518}
!523 = !DILocation(line: 0, scope: !519, inlinedAt: !524)
!524 = distinct !DILocation(line: 99, column: 2, scope: !512, inlinedAt: !517)
!525 = !DILocation(line: 73, column: 5, scope: !519, inlinedAt: !524)
!526 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !524)
!527 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !524)
!528 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !524)
!529 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !524)
!530 = !DILocation(line: 100, column: 18, scope: !512, inlinedAt: !517)
!531 = !DILocation(line: 0, scope: !519, inlinedAt: !532)
!532 = distinct !DILocation(line: 100, column: 2, scope: !512, inlinedAt: !517)
!533 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !532)
!534 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !532)
!535 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !532)
!536 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !532)
!537 = !DILocation(line: 101, column: 18, scope: !512, inlinedAt: !517)
!538 = !DILocation(line: 0, scope: !519, inlinedAt: !539)
!539 = distinct !DILocation(line: 101, column: 2, scope: !512, inlinedAt: !517)
!540 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !539)
!541 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !539)
!542 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !539)
!543 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !539)
!544 = !DILocation(line: 102, column: 18, scope: !512, inlinedAt: !517)
!545 = !DILocation(line: 0, scope: !519, inlinedAt: !546)
!546 = distinct !DILocation(line: 102, column: 2, scope: !512, inlinedAt: !517)
!547 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !546)
!548 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !546)
!549 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !546)
!550 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !546)
!551 = !DILocation(line: 103, column: 18, scope: !512, inlinedAt: !517)
!552 = !DILocation(line: 0, scope: !519, inlinedAt: !553)
!553 = distinct !DILocation(line: 103, column: 2, scope: !512, inlinedAt: !517)
!554 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !553)
!555 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !553)
!556 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !553)
!557 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !553)
!558 = !DILocation(line: 104, column: 18, scope: !512, inlinedAt: !517)
!559 = !DILocation(line: 0, scope: !519, inlinedAt: !560)
!560 = distinct !DILocation(line: 104, column: 2, scope: !512, inlinedAt: !517)
!561 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !560)
!562 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !560)
!563 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !560)
!564 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !560)
!565 = !DILocation(line: 105, column: 18, scope: !512, inlinedAt: !517)
!566 = !DILocation(line: 0, scope: !519, inlinedAt: !567)
!567 = distinct !DILocation(line: 105, column: 2, scope: !512, inlinedAt: !517)
!568 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !567)
!569 = !DILocation(line: 74, column: 33, scope: !519, inlinedAt: !567)
!570 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !567)
!571 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !567)
!572 = !DILocation(line: 106, column: 18, scope: !512, inlinedAt: !517)
!573 = !DILocation(line: 0, scope: !519, inlinedAt: !574)
!574 = distinct !DILocation(line: 106, column: 2, scope: !512, inlinedAt: !517)
!575 = !DILocation(line: 73, column: 19, scope: !519, inlinedAt: !574)
!576 = !DILocation(line: 74, column: 3, scope: !519, inlinedAt: !574)
!577 = !DILocation(line: 73, column: 39, scope: !519, inlinedAt: !574)
!578 = !DILocation(line: 72, column: 16, scope: !519, inlinedAt: !574)
!579 = !DILocation(line: 113, column: 6, scope: !580)
!580 = distinct !DILexicalBlock(scope: !503, file: !125, line: 113, column: 6)
!581 = !DILocation(line: 113, column: 6, scope: !503)
!582 = !DILocation(line: 114, column: 73, scope: !583)
!583 = distinct !DILexicalBlock(scope: !580, file: !125, line: 113, column: 12)
!584 = !DILocation(line: 114, column: 5, scope: !583)
!585 = !DILocation(line: 115, column: 2, scope: !583)
!586 = !DILocation(line: 116, column: 1, scope: !503)
!587 = !DISubprogram(name: "printf", scope: !588, file: !588, line: 356, type: !589, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!588 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!589 = !DISubroutineType(types: !590)
!590 = !{!144, !591, null}
!591 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !592)
!592 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !593, size: 64)
!593 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
