; ModuleID = 'tests/programs/csmith/seed_1005.c'
source_filename = "tests/programs/csmith/seed_1005.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S0 = type { i32, i32, i32, i32, i32, i64, i64, i64, i32, i16 }

@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1
@g_8 = internal global i8 31, align 4
@.str.3 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@g_14 = internal global [5 x [2 x %struct.S0]] [[2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }], [2 x %struct.S0] [%struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }, %struct.S0 { i32 1424328590, i32 -1, i32 1, i32 969529664, i32 5, i64 -2989361082102683360, i64 0, i64 0, i32 351990081, i16 -4 }]], align 8
@.str.4 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f0\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f1\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f2\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f3\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f4\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f5\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f6\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f7\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f8\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"g_14[i][j].f9\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"g_31\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"g_66[i]\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@.str.18 = private unnamed_addr constant [8 x i8] c"g_74[i]\00", align 1
@g_75 = internal constant i32 -1067961978, align 4
@.str.19 = private unnamed_addr constant [5 x i8] c"g_75\00", align 1
@g_77 = internal unnamed_addr constant [1 x [8 x [10 x i8]]] [[8 x [10 x i8]] [[10 x i8] c"o\D6\AB\F6\09\F6\AB\D6ok", [10 x i8] c"o\00\09 \F6kk\F6 \09", [10 x i8] c"kko\0F\09c \AB c", [10 x i8] c"\00o\99o\00\09 \F6kk", [10 x i8] c"\0F\F6\04cc\04\F6\0F\99k", [10 x i8] c"\ABc\F6\D6\00 \00\D6\F6c", [10 x i8] c"\04\09\F6\00\09\D6\0F\0F\D6\09", [10 x i8] c"k\04\04ko\D6\AB\F6\09\F6"]], align 1
@.str.20 = private unnamed_addr constant [14 x i8] c"g_77[i][j][k]\00", align 1
@.str.21 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"g_79\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"g_84\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"g_112\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"g_148\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"g_167\00", align 1
@g_215 = internal global %struct.S0 { i32 307034470, i32 764869485, i32 -1712543664, i32 -815742516, i32 0, i64 6881033545739496829, i64 1, i64 -282408416524053254, i32 -847027309, i16 28093 }, align 8
@.str.27 = private unnamed_addr constant [9 x i8] c"g_215.f0\00", align 1
@.str.28 = private unnamed_addr constant [9 x i8] c"g_215.f1\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"g_215.f2\00", align 1
@.str.30 = private unnamed_addr constant [9 x i8] c"g_215.f3\00", align 1
@.str.31 = private unnamed_addr constant [9 x i8] c"g_215.f4\00", align 1
@.str.32 = private unnamed_addr constant [9 x i8] c"g_215.f5\00", align 1
@.str.33 = private unnamed_addr constant [9 x i8] c"g_215.f6\00", align 1
@.str.34 = private unnamed_addr constant [9 x i8] c"g_215.f7\00", align 1
@.str.35 = private unnamed_addr constant [9 x i8] c"g_215.f8\00", align 1
@.str.36 = private unnamed_addr constant [9 x i8] c"g_215.f9\00", align 1
@.str.37 = private unnamed_addr constant [9 x i8] c"g_217.f0\00", align 1
@.str.38 = private unnamed_addr constant [9 x i8] c"g_217.f1\00", align 1
@.str.39 = private unnamed_addr constant [9 x i8] c"g_217.f3\00", align 1
@.str.40 = private unnamed_addr constant [9 x i8] c"g_246[i]\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"g_250.f0\00", align 1
@.str.42 = private unnamed_addr constant [9 x i8] c"g_250.f1\00", align 1
@.str.43 = private unnamed_addr constant [9 x i8] c"g_250.f3\00", align 1
@.str.44 = private unnamed_addr constant [9 x i8] c"g_252[i]\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@.str.45 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_217 = internal global { i64, [48 x i8] } { i64 0, [48 x i8] undef }, align 8
@.str.48 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true
  %16 = zext i1 %15 to i32
  br label %17

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ]
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ]
  br label %20

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ]
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ]
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>
  %24 = icmp eq <4 x i32> %23, zeroinitializer
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %29 = icmp eq <4 x i32> %28, zeroinitializer
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>
  %34 = icmp eq <4 x i32> %33, zeroinitializer
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>
  %39 = icmp eq <4 x i32> %38, zeroinitializer
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>
  %44 = icmp eq <4 x i32> %43, zeroinitializer
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>
  %49 = icmp eq <4 x i32> %48, zeroinitializer
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>
  %54 = icmp eq <4 x i32> %53, zeroinitializer
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>
  %59 = icmp eq <4 x i32> %58, zeroinitializer
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21
  store <4 x i32> %62, ptr %63, align 4, !tbaa !10
  %64 = add nuw i64 %21, 4
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>
  %66 = icmp eq i64 %64, 256
  br i1 %66, label %67, label %20, !llvm.loop !12

67:                                               ; preds = %20
  %68 = load volatile i8, ptr @g_8, align 4, !tbaa !16, !noalias !17
  %69 = add i8 %68, 1
  store volatile i8 %69, ptr @g_8, align 4, !tbaa !16, !noalias !17
  tail call fastcc void @transparent_crc(i64 noundef -771518843, ptr noundef nonnull @.str.1, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 4708358847630270531, ptr noundef nonnull @.str.2, i32 noundef %19)
  %70 = load volatile i8, ptr @g_8, align 4, !tbaa !16
  %71 = zext i8 %70 to i64
  tail call fastcc void @transparent_crc(i64 noundef %71, ptr noundef nonnull @.str.3, i32 noundef %19)
  br label %72

72:                                               ; preds = %67, %135
  %73 = phi i64 [ 0, %67 ], [ %136, %135 ]
  %74 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %73, i64 0
  %75 = load i32, ptr %74, align 8, !tbaa !20
  %76 = sext i32 %75 to i64
  tail call fastcc void @transparent_crc(i64 noundef %76, ptr noundef nonnull @.str.4, i32 noundef %19)
  %77 = getelementptr inbounds i8, ptr %74, i64 4
  %78 = load volatile i32, ptr %77, align 4, !tbaa !24
  %79 = sext i32 %78 to i64
  tail call fastcc void @transparent_crc(i64 noundef %79, ptr noundef nonnull @.str.5, i32 noundef %19)
  %80 = getelementptr inbounds i8, ptr %74, i64 8
  %81 = load i32, ptr %80, align 8, !tbaa !25
  %82 = sext i32 %81 to i64
  tail call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.6, i32 noundef %19)
  %83 = getelementptr inbounds i8, ptr %74, i64 12
  %84 = load i32, ptr %83, align 4, !tbaa !26
  %85 = zext i32 %84 to i64
  tail call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.7, i32 noundef %19)
  %86 = getelementptr inbounds i8, ptr %74, i64 16
  %87 = load i32, ptr %86, align 8, !tbaa !27
  %88 = sext i32 %87 to i64
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.8, i32 noundef %19)
  %89 = getelementptr inbounds i8, ptr %74, i64 24
  %90 = load i64, ptr %89, align 8, !tbaa !28
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.9, i32 noundef %19)
  %91 = getelementptr inbounds i8, ptr %74, i64 32
  %92 = load i64, ptr %91, align 8, !tbaa !29
  tail call fastcc void @transparent_crc(i64 noundef %92, ptr noundef nonnull @.str.10, i32 noundef %19)
  %93 = getelementptr inbounds i8, ptr %74, i64 40
  %94 = load i64, ptr %93, align 8, !tbaa !30
  tail call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.11, i32 noundef %19)
  %95 = getelementptr inbounds i8, ptr %74, i64 48
  %96 = load volatile i32, ptr %95, align 8, !tbaa !31
  %97 = zext i32 %96 to i64
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.12, i32 noundef %19)
  %98 = getelementptr inbounds i8, ptr %74, i64 52
  %99 = load i16, ptr %98, align 4, !tbaa !32
  %100 = sext i16 %99 to i64
  tail call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.13, i32 noundef %19)
  br i1 %18, label %104, label %101

101:                                              ; preds = %72
  %102 = trunc nuw nsw i64 %73 to i32
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %102, i32 noundef 0)
  br label %104

104:                                              ; preds = %72, %101
  %105 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %73, i64 1
  %106 = load i32, ptr %105, align 8, !tbaa !20
  %107 = sext i32 %106 to i64
  tail call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.4, i32 noundef %19)
  %108 = getelementptr inbounds i8, ptr %105, i64 4
  %109 = load volatile i32, ptr %108, align 4, !tbaa !24
  %110 = sext i32 %109 to i64
  tail call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.5, i32 noundef %19)
  %111 = getelementptr inbounds i8, ptr %105, i64 8
  %112 = load i32, ptr %111, align 8, !tbaa !25
  %113 = sext i32 %112 to i64
  tail call fastcc void @transparent_crc(i64 noundef %113, ptr noundef nonnull @.str.6, i32 noundef %19)
  %114 = getelementptr inbounds i8, ptr %105, i64 12
  %115 = load i32, ptr %114, align 4, !tbaa !26
  %116 = zext i32 %115 to i64
  tail call fastcc void @transparent_crc(i64 noundef %116, ptr noundef nonnull @.str.7, i32 noundef %19)
  %117 = getelementptr inbounds i8, ptr %105, i64 16
  %118 = load i32, ptr %117, align 8, !tbaa !27
  %119 = sext i32 %118 to i64
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.8, i32 noundef %19)
  %120 = getelementptr inbounds i8, ptr %105, i64 24
  %121 = load i64, ptr %120, align 8, !tbaa !28
  tail call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.9, i32 noundef %19)
  %122 = getelementptr inbounds i8, ptr %105, i64 32
  %123 = load i64, ptr %122, align 8, !tbaa !29
  tail call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.10, i32 noundef %19)
  %124 = getelementptr inbounds i8, ptr %105, i64 40
  %125 = load i64, ptr %124, align 8, !tbaa !30
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.11, i32 noundef %19)
  %126 = getelementptr inbounds i8, ptr %105, i64 48
  %127 = load volatile i32, ptr %126, align 8, !tbaa !31
  %128 = zext i32 %127 to i64
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.12, i32 noundef %19)
  %129 = getelementptr inbounds i8, ptr %105, i64 52
  %130 = load i16, ptr %129, align 4, !tbaa !32
  %131 = sext i16 %130 to i64
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.13, i32 noundef %19)
  br i1 %18, label %135, label %132

132:                                              ; preds = %104
  %133 = trunc nuw nsw i64 %73 to i32
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %133, i32 noundef 1)
  br label %135

135:                                              ; preds = %132, %104
  %136 = add nuw nsw i64 %73, 1
  %137 = icmp eq i64 %136, 5
  br i1 %137, label %138, label %72, !llvm.loop !33

138:                                              ; preds = %135
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.15, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef %19)
  br i1 %18, label %139, label %140

139:                                              ; preds = %138
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  br label %152

140:                                              ; preds = %138
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef %19)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 6)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 7)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef %19)
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 8)
  br label %152

152:                                              ; preds = %139, %140
  %153 = load volatile i32, ptr @g_75, align 4, !tbaa !10
  %154 = zext i32 %153 to i64
  tail call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.19, i32 noundef %19)
  br label %155

155:                                              ; preds = %152, %236
  %156 = phi i64 [ 0, %152 ], [ %237, %236 ]
  %157 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 0
  %158 = load i8, ptr %157, align 1, !tbaa !16
  %159 = sext i8 %158 to i64
  tail call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.20, i32 noundef %19)
  br i1 %18, label %160, label %188

160:                                              ; preds = %155
  %161 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 1
  %162 = load i8, ptr %161, align 1, !tbaa !16
  %163 = sext i8 %162 to i64
  tail call fastcc void @transparent_crc(i64 noundef %163, ptr noundef nonnull @.str.20, i32 noundef %19)
  %164 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 2
  %165 = load i8, ptr %164, align 1, !tbaa !16
  %166 = sext i8 %165 to i64
  tail call fastcc void @transparent_crc(i64 noundef %166, ptr noundef nonnull @.str.20, i32 noundef %19)
  %167 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 3
  %168 = load i8, ptr %167, align 1, !tbaa !16
  %169 = sext i8 %168 to i64
  tail call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.20, i32 noundef %19)
  %170 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 4
  %171 = load i8, ptr %170, align 1, !tbaa !16
  %172 = sext i8 %171 to i64
  tail call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.20, i32 noundef %19)
  %173 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 5
  %174 = load i8, ptr %173, align 1, !tbaa !16
  %175 = sext i8 %174 to i64
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.20, i32 noundef %19)
  %176 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 6
  %177 = load i8, ptr %176, align 1, !tbaa !16
  %178 = sext i8 %177 to i64
  tail call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.20, i32 noundef %19)
  %179 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 7
  %180 = load i8, ptr %179, align 1, !tbaa !16
  %181 = sext i8 %180 to i64
  tail call fastcc void @transparent_crc(i64 noundef %181, ptr noundef nonnull @.str.20, i32 noundef %19)
  %182 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 8
  %183 = load i8, ptr %182, align 1, !tbaa !16
  %184 = sext i8 %183 to i64
  tail call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.20, i32 noundef %19)
  %185 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 9
  %186 = load i8, ptr %185, align 1, !tbaa !16
  %187 = sext i8 %186 to i64
  tail call fastcc void @transparent_crc(i64 noundef %187, ptr noundef nonnull @.str.20, i32 noundef %19)
  br label %236

188:                                              ; preds = %155
  %189 = trunc nuw nsw i64 %156 to i32
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %189, i32 noundef 0)
  %191 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 1
  %192 = load i8, ptr %191, align 1, !tbaa !16
  %193 = sext i8 %192 to i64
  tail call fastcc void @transparent_crc(i64 noundef %193, ptr noundef nonnull @.str.20, i32 noundef %19)
  %194 = trunc nuw nsw i64 %156 to i32
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %194, i32 noundef 1)
  %196 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 2
  %197 = load i8, ptr %196, align 1, !tbaa !16
  %198 = sext i8 %197 to i64
  tail call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.20, i32 noundef %19)
  %199 = trunc nuw nsw i64 %156 to i32
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %199, i32 noundef 2)
  %201 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 3
  %202 = load i8, ptr %201, align 1, !tbaa !16
  %203 = sext i8 %202 to i64
  tail call fastcc void @transparent_crc(i64 noundef %203, ptr noundef nonnull @.str.20, i32 noundef %19)
  %204 = trunc nuw nsw i64 %156 to i32
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %204, i32 noundef 3)
  %206 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 4
  %207 = load i8, ptr %206, align 1, !tbaa !16
  %208 = sext i8 %207 to i64
  tail call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.20, i32 noundef %19)
  %209 = trunc nuw nsw i64 %156 to i32
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %209, i32 noundef 4)
  %211 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 5
  %212 = load i8, ptr %211, align 1, !tbaa !16
  %213 = sext i8 %212 to i64
  tail call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.20, i32 noundef %19)
  %214 = trunc nuw nsw i64 %156 to i32
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %214, i32 noundef 5)
  %216 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 6
  %217 = load i8, ptr %216, align 1, !tbaa !16
  %218 = sext i8 %217 to i64
  tail call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.20, i32 noundef %19)
  %219 = trunc nuw nsw i64 %156 to i32
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %219, i32 noundef 6)
  %221 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 7
  %222 = load i8, ptr %221, align 1, !tbaa !16
  %223 = sext i8 %222 to i64
  tail call fastcc void @transparent_crc(i64 noundef %223, ptr noundef nonnull @.str.20, i32 noundef %19)
  %224 = trunc nuw nsw i64 %156 to i32
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %224, i32 noundef 7)
  %226 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 8
  %227 = load i8, ptr %226, align 1, !tbaa !16
  %228 = sext i8 %227 to i64
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.20, i32 noundef %19)
  %229 = trunc nuw nsw i64 %156 to i32
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %229, i32 noundef 8)
  %231 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %156, i64 9
  %232 = load i8, ptr %231, align 1, !tbaa !16
  %233 = sext i8 %232 to i64
  tail call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.20, i32 noundef %19)
  %234 = trunc nuw nsw i64 %156 to i32
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i32 noundef %234, i32 noundef 9)
  br label %236

236:                                              ; preds = %160, %188
  %237 = add nuw nsw i64 %156, 1
  %238 = icmp eq i64 %237, 8
  br i1 %238, label %239, label %155, !llvm.loop !34

239:                                              ; preds = %236
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.22, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 6768487402908864166, ptr noundef nonnull @.str.23, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.24, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.25, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 24, ptr noundef nonnull @.str.26, i32 noundef %19)
  %240 = load i32, ptr @g_215, align 8, !tbaa !20
  %241 = sext i32 %240 to i64
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.27, i32 noundef %19)
  %242 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 4), align 4, !tbaa !24
  %243 = sext i32 %242 to i64
  tail call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.28, i32 noundef %19)
  %244 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 8), align 8, !tbaa !25
  %245 = sext i32 %244 to i64
  tail call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.29, i32 noundef %19)
  %246 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 12), align 4, !tbaa !26
  %247 = zext i32 %246 to i64
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.30, i32 noundef %19)
  %248 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 16), align 8, !tbaa !27
  %249 = sext i32 %248 to i64
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.31, i32 noundef %19)
  %250 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 24), align 8, !tbaa !28
  tail call fastcc void @transparent_crc(i64 noundef %250, ptr noundef nonnull @.str.32, i32 noundef %19)
  %251 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 32), align 8, !tbaa !29
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.33, i32 noundef %19)
  %252 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 40), align 8, !tbaa !30
  tail call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.34, i32 noundef %19)
  %253 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 48), align 8, !tbaa !31
  %254 = zext i32 %253 to i64
  tail call fastcc void @transparent_crc(i64 noundef %254, ptr noundef nonnull @.str.35, i32 noundef %19)
  %255 = load i16, ptr getelementptr inbounds (i8, ptr @g_215, i64 52), align 4, !tbaa !32
  %256 = sext i16 %255 to i64
  tail call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.36, i32 noundef %19)
  %257 = load volatile i64, ptr @g_217, align 8, !tbaa !16
  tail call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.37, i32 noundef %19)
  %258 = load volatile i32, ptr @g_217, align 8, !tbaa !16
  %259 = zext i32 %258 to i64
  tail call fastcc void @transparent_crc(i64 noundef %259, ptr noundef nonnull @.str.38, i32 noundef %19)
  %260 = load volatile i32, ptr @g_217, align 8, !tbaa !16
  %261 = sext i32 %260 to i64
  tail call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.39, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19)
  br i1 %18, label %262, label %263

262:                                              ; preds = %239
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19)
  br label %272

263:                                              ; preds = %239
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19)
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19)
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19)
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19)
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19)
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef %19)
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 6)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef %19)
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 7)
  br label %272

272:                                              ; preds = %262, %263
  tail call fastcc void @transparent_crc(i64 noundef 379595228854031856, ptr noundef nonnull @.str.41, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1984370160, ptr noundef nonnull @.str.42, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 1984370160, ptr noundef nonnull @.str.43, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19)
  br i1 %18, label %273, label %274

273:                                              ; preds = %272
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19)
  br label %280

274:                                              ; preds = %272
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19)
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19)
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19)
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef %19)
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 4)
  br label %280

280:                                              ; preds = %273, %274
  %281 = load i32, ptr @crc32_context, align 4, !tbaa !10
  %282 = xor i32 %281, -1
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.48, i32 noundef %282)
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = load i32, ptr @crc32_context, align 4, !tbaa !10
  %5 = lshr i32 %4, 8
  %6 = zext i32 %4 to i64
  %7 = xor i64 %6, %0
  %8 = and i64 %7, 255
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !10
  %11 = xor i32 %5, %10
  %12 = lshr i64 %0, 8
  %13 = lshr i32 %11, 8
  %14 = zext i32 %11 to i64
  %15 = xor i64 %12, %14
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !10
  %19 = xor i32 %13, %18
  %20 = lshr i64 %0, 16
  %21 = lshr i32 %19, 8
  %22 = zext i32 %19 to i64
  %23 = xor i64 %20, %22
  %24 = and i64 %23, 255
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !10
  %27 = xor i32 %21, %26
  %28 = lshr i64 %0, 24
  %29 = lshr i32 %27, 8
  %30 = zext i32 %27 to i64
  %31 = xor i64 %28, %30
  %32 = and i64 %31, 255
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !10
  %35 = xor i32 %29, %34
  %36 = lshr i64 %0, 32
  %37 = lshr i32 %35, 8
  %38 = zext i32 %35 to i64
  %39 = xor i64 %36, %38
  %40 = and i64 %39, 255
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !10
  %43 = xor i32 %37, %42
  %44 = lshr i64 %0, 40
  %45 = lshr i32 %43, 8
  %46 = zext i32 %43 to i64
  %47 = xor i64 %44, %46
  %48 = and i64 %47, 255
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !10
  %51 = xor i32 %45, %50
  %52 = lshr i64 %0, 48
  %53 = lshr i32 %51, 8
  %54 = zext i32 %51 to i64
  %55 = xor i64 %52, %54
  %56 = and i64 %55, 255
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !10
  %59 = xor i32 %53, %58
  %60 = lshr i64 %0, 56
  %61 = lshr i32 %59, 8
  %62 = and i32 %59, 255
  %63 = zext nneg i32 %62 to i64
  %64 = xor i64 %60, %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !10
  %67 = xor i32 %61, %66
  store i32 %67, ptr @crc32_context, align 4, !tbaa !10
  %68 = icmp eq i32 %2, 0
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!8, !8, i64 0}
!17 = !{!18}
!18 = distinct !{!18, !19, !"func_1: argument 0"}
!19 = distinct !{!19, !"func_1"}
!20 = !{!21, !11, i64 0}
!21 = !{!"S0", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12, !11, i64 16, !22, i64 24, !22, i64 32, !22, i64 40, !11, i64 48, !23, i64 52}
!22 = !{!"long", !8, i64 0}
!23 = !{!"short", !8, i64 0}
!24 = !{!21, !11, i64 4}
!25 = !{!21, !11, i64 8}
!26 = !{!21, !11, i64 12}
!27 = !{!21, !11, i64 16}
!28 = !{!21, !22, i64 24}
!29 = !{!21, !22, i64 32}
!30 = !{!21, !22, i64 40}
!31 = !{!21, !11, i64 48}
!32 = !{!21, !23, i64 52}
!33 = distinct !{!33, !13}
!34 = distinct !{!34, !13}
