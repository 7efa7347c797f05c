; ModuleID = 'tests/programs/csmith/seed_1005.c'
source_filename = "tests/programs/csmith/seed_1005.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.S0 = type { i32, i32, i32, i32, i32, i64, i64, i64, i32, i16 }

@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1
@g_8 = internal global i8 31, align 1
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
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !9
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

17:                                               ; preds = %13, %2
  %18 = phi i1 [ true, %2 ], [ %14, %13 ]
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ]
  br label %20

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ]
  %22 = trunc nuw nsw i64 %21 to i32
  %23 = and i32 %22, 1
  %24 = icmp eq i32 %23, 0
  %25 = lshr i32 %22, 1
  %26 = xor i32 %25, -306674912
  %27 = select i1 %24, i32 %25, i32 %26
  %28 = and i32 %27, 1
  %29 = icmp eq i32 %28, 0
  %30 = lshr i32 %27, 1
  %31 = xor i32 %30, -306674912
  %32 = select i1 %29, i32 %30, i32 %31
  %33 = and i32 %32, 1
  %34 = icmp eq i32 %33, 0
  %35 = lshr i32 %32, 1
  %36 = xor i32 %35, -306674912
  %37 = select i1 %34, i32 %35, i32 %36
  %38 = and i32 %37, 1
  %39 = icmp eq i32 %38, 0
  %40 = lshr i32 %37, 1
  %41 = xor i32 %40, -306674912
  %42 = select i1 %39, i32 %40, i32 %41
  %43 = and i32 %42, 1
  %44 = icmp eq i32 %43, 0
  %45 = lshr i32 %42, 1
  %46 = xor i32 %45, -306674912
  %47 = select i1 %44, i32 %45, i32 %46
  %48 = and i32 %47, 1
  %49 = icmp eq i32 %48, 0
  %50 = lshr i32 %47, 1
  %51 = xor i32 %50, -306674912
  %52 = select i1 %49, i32 %50, i32 %51
  %53 = and i32 %52, 1
  %54 = icmp eq i32 %53, 0
  %55 = lshr i32 %52, 1
  %56 = xor i32 %55, -306674912
  %57 = select i1 %54, i32 %55, i32 %56
  %58 = and i32 %57, 1
  %59 = icmp eq i32 %58, 0
  %60 = lshr i32 %57, 1
  %61 = xor i32 %60, -306674912
  %62 = select i1 %59, i32 %60, i32 %61
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21
  store i32 %62, ptr %63, align 4, !tbaa !13
  %64 = add nuw nsw i64 %21, 1
  %65 = icmp eq i64 %64, 256
  br i1 %65, label %66, label %20, !llvm.loop !15

66:                                               ; preds = %20
  %67 = load volatile i8, ptr @g_8, align 1, !tbaa !17, !noalias !18
  %68 = add i8 %67, 1
  store volatile i8 %68, ptr @g_8, align 1, !tbaa !17, !noalias !18
  tail call fastcc void @transparent_crc(i64 noundef -771518843, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 4708358847630270531, ptr noundef nonnull @.str.2, i32 noundef signext %19)
  %69 = load volatile i8, ptr @g_8, align 1, !tbaa !17
  %70 = zext i8 %69 to i64
  tail call fastcc void @transparent_crc(i64 noundef %70, ptr noundef nonnull @.str.3, i32 noundef signext %19)
  br label %71

71:                                               ; preds = %66, %134
  %72 = phi i64 [ 0, %66 ], [ %135, %134 ]
  %73 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %72, i64 0
  %74 = load i32, ptr %73, align 8, !tbaa !21
  %75 = sext i32 %74 to i64
  tail call fastcc void @transparent_crc(i64 noundef %75, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  %76 = getelementptr inbounds i8, ptr %73, i64 4
  %77 = load volatile i32, ptr %76, align 4, !tbaa !25
  %78 = sext i32 %77 to i64
  tail call fastcc void @transparent_crc(i64 noundef %78, ptr noundef nonnull @.str.5, i32 noundef signext %19)
  %79 = getelementptr inbounds i8, ptr %73, i64 8
  %80 = load i32, ptr %79, align 8, !tbaa !26
  %81 = sext i32 %80 to i64
  tail call fastcc void @transparent_crc(i64 noundef %81, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  %82 = getelementptr inbounds i8, ptr %73, i64 12
  %83 = load i32, ptr %82, align 4, !tbaa !27
  %84 = zext i32 %83 to i64
  tail call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  %85 = getelementptr inbounds i8, ptr %73, i64 16
  %86 = load i32, ptr %85, align 8, !tbaa !28
  %87 = sext i32 %86 to i64
  tail call fastcc void @transparent_crc(i64 noundef %87, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %88 = getelementptr inbounds i8, ptr %73, i64 24
  %89 = load i64, ptr %88, align 8, !tbaa !29
  tail call fastcc void @transparent_crc(i64 noundef %89, ptr noundef nonnull @.str.9, i32 noundef signext %19)
  %90 = getelementptr inbounds i8, ptr %73, i64 32
  %91 = load i64, ptr %90, align 8, !tbaa !30
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.10, i32 noundef signext %19)
  %92 = getelementptr inbounds i8, ptr %73, i64 40
  %93 = load i64, ptr %92, align 8, !tbaa !31
  tail call fastcc void @transparent_crc(i64 noundef %93, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %94 = getelementptr inbounds i8, ptr %73, i64 48
  %95 = load volatile i32, ptr %94, align 8, !tbaa !32
  %96 = zext i32 %95 to i64
  tail call fastcc void @transparent_crc(i64 noundef %96, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  %97 = getelementptr inbounds i8, ptr %73, i64 52
  %98 = load i16, ptr %97, align 4, !tbaa !33
  %99 = sext i16 %98 to i64
  tail call fastcc void @transparent_crc(i64 noundef %99, ptr noundef nonnull @.str.13, i32 noundef signext %19)
  br i1 %18, label %103, label %100

100:                                              ; preds = %71
  %101 = trunc nuw nsw i64 %72 to i32
  %102 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %101, i32 noundef signext 0)
  br label %103

103:                                              ; preds = %71, %100
  %104 = getelementptr inbounds [5 x [2 x %struct.S0]], ptr @g_14, i64 0, i64 %72, i64 1
  %105 = load i32, ptr %104, align 8, !tbaa !21
  %106 = sext i32 %105 to i64
  tail call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  %107 = getelementptr inbounds i8, ptr %104, i64 4
  %108 = load volatile i32, ptr %107, align 4, !tbaa !25
  %109 = sext i32 %108 to i64
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.5, i32 noundef signext %19)
  %110 = getelementptr inbounds i8, ptr %104, i64 8
  %111 = load i32, ptr %110, align 8, !tbaa !26
  %112 = sext i32 %111 to i64
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  %113 = getelementptr inbounds i8, ptr %104, i64 12
  %114 = load i32, ptr %113, align 4, !tbaa !27
  %115 = zext i32 %114 to i64
  tail call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  %116 = getelementptr inbounds i8, ptr %104, i64 16
  %117 = load i32, ptr %116, align 8, !tbaa !28
  %118 = sext i32 %117 to i64
  tail call fastcc void @transparent_crc(i64 noundef %118, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %119 = getelementptr inbounds i8, ptr %104, i64 24
  %120 = load i64, ptr %119, align 8, !tbaa !29
  tail call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.9, i32 noundef signext %19)
  %121 = getelementptr inbounds i8, ptr %104, i64 32
  %122 = load i64, ptr %121, align 8, !tbaa !30
  tail call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.10, i32 noundef signext %19)
  %123 = getelementptr inbounds i8, ptr %104, i64 40
  %124 = load i64, ptr %123, align 8, !tbaa !31
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %125 = getelementptr inbounds i8, ptr %104, i64 48
  %126 = load volatile i32, ptr %125, align 8, !tbaa !32
  %127 = zext i32 %126 to i64
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  %128 = getelementptr inbounds i8, ptr %104, i64 52
  %129 = load i16, ptr %128, align 4, !tbaa !33
  %130 = sext i16 %129 to i64
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.13, i32 noundef signext %19)
  br i1 %18, label %134, label %131

131:                                              ; preds = %103
  %132 = trunc nuw nsw i64 %72 to i32
  %133 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %132, i32 noundef signext 1)
  br label %134

134:                                              ; preds = %131, %103
  %135 = add nuw nsw i64 %72, 1
  %136 = icmp eq i64 %135, 5
  br i1 %136, label %137, label %71, !llvm.loop !34

137:                                              ; preds = %134
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.15, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef signext %19)
  br i1 %18, label %138, label %139

138:                                              ; preds = %137
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  br label %151

139:                                              ; preds = %137
  %140 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef 2421755984, ptr noundef nonnull @.str.16, i32 noundef signext %19)
  %141 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %142 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %143 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %144 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %145 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %146 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 4)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %147 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 5)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %148 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 6)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %149 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 7)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %150 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 8)
  br label %151

151:                                              ; preds = %138, %139
  %152 = load volatile i32, ptr @g_75, align 4, !tbaa !13
  %153 = zext i32 %152 to i64
  tail call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  br label %154

154:                                              ; preds = %151, %235
  %155 = phi i64 [ 0, %151 ], [ %236, %235 ]
  %156 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 0
  %157 = load i8, ptr %156, align 1, !tbaa !17
  %158 = sext i8 %157 to i64
  tail call fastcc void @transparent_crc(i64 noundef %158, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  br i1 %18, label %159, label %187

159:                                              ; preds = %154
  %160 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 1
  %161 = load i8, ptr %160, align 1, !tbaa !17
  %162 = sext i8 %161 to i64
  tail call fastcc void @transparent_crc(i64 noundef %162, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %163 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 2
  %164 = load i8, ptr %163, align 1, !tbaa !17
  %165 = sext i8 %164 to i64
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %166 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 3
  %167 = load i8, ptr %166, align 1, !tbaa !17
  %168 = sext i8 %167 to i64
  tail call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %169 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 4
  %170 = load i8, ptr %169, align 1, !tbaa !17
  %171 = sext i8 %170 to i64
  tail call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %172 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 5
  %173 = load i8, ptr %172, align 1, !tbaa !17
  %174 = sext i8 %173 to i64
  tail call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %175 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 6
  %176 = load i8, ptr %175, align 1, !tbaa !17
  %177 = sext i8 %176 to i64
  tail call fastcc void @transparent_crc(i64 noundef %177, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %178 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 7
  %179 = load i8, ptr %178, align 1, !tbaa !17
  %180 = sext i8 %179 to i64
  tail call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %181 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 8
  %182 = load i8, ptr %181, align 1, !tbaa !17
  %183 = sext i8 %182 to i64
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %184 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 9
  %185 = load i8, ptr %184, align 1, !tbaa !17
  %186 = sext i8 %185 to i64
  tail call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  br label %235

187:                                              ; preds = %154
  %188 = trunc nuw nsw i64 %155 to i32
  %189 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %188, i32 noundef signext 0)
  %190 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 1
  %191 = load i8, ptr %190, align 1, !tbaa !17
  %192 = sext i8 %191 to i64
  tail call fastcc void @transparent_crc(i64 noundef %192, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %193 = trunc nuw nsw i64 %155 to i32
  %194 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %193, i32 noundef signext 1)
  %195 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 2
  %196 = load i8, ptr %195, align 1, !tbaa !17
  %197 = sext i8 %196 to i64
  tail call fastcc void @transparent_crc(i64 noundef %197, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %198 = trunc nuw nsw i64 %155 to i32
  %199 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %198, i32 noundef signext 2)
  %200 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 3
  %201 = load i8, ptr %200, align 1, !tbaa !17
  %202 = sext i8 %201 to i64
  tail call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %203 = trunc nuw nsw i64 %155 to i32
  %204 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %203, i32 noundef signext 3)
  %205 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 4
  %206 = load i8, ptr %205, align 1, !tbaa !17
  %207 = sext i8 %206 to i64
  tail call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %208 = trunc nuw nsw i64 %155 to i32
  %209 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %208, i32 noundef signext 4)
  %210 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 5
  %211 = load i8, ptr %210, align 1, !tbaa !17
  %212 = sext i8 %211 to i64
  tail call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %213 = trunc nuw nsw i64 %155 to i32
  %214 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %213, i32 noundef signext 5)
  %215 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 6
  %216 = load i8, ptr %215, align 1, !tbaa !17
  %217 = sext i8 %216 to i64
  tail call fastcc void @transparent_crc(i64 noundef %217, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %218 = trunc nuw nsw i64 %155 to i32
  %219 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %218, i32 noundef signext 6)
  %220 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 7
  %221 = load i8, ptr %220, align 1, !tbaa !17
  %222 = sext i8 %221 to i64
  tail call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %223 = trunc nuw nsw i64 %155 to i32
  %224 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %223, i32 noundef signext 7)
  %225 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 8
  %226 = load i8, ptr %225, align 1, !tbaa !17
  %227 = sext i8 %226 to i64
  tail call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %228 = trunc nuw nsw i64 %155 to i32
  %229 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %228, i32 noundef signext 8)
  %230 = getelementptr inbounds [8 x [10 x i8]], ptr @g_77, i64 0, i64 %155, i64 9
  %231 = load i8, ptr %230, align 1, !tbaa !17
  %232 = sext i8 %231 to i64
  tail call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %233 = trunc nuw nsw i64 %155 to i32
  %234 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef signext 0, i32 noundef signext %233, i32 noundef signext 9)
  br label %235

235:                                              ; preds = %159, %187
  %236 = add nuw nsw i64 %155, 1
  %237 = icmp eq i64 %236, 8
  br i1 %237, label %238, label %154, !llvm.loop !35

238:                                              ; preds = %235
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.22, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 6768487402908864166, ptr noundef nonnull @.str.23, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.24, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.25, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 24, ptr noundef nonnull @.str.26, i32 noundef signext %19)
  %239 = load i32, ptr @g_215, align 8, !tbaa !21
  %240 = sext i32 %239 to i64
  tail call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.27, i32 noundef signext %19)
  %241 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 4), align 4, !tbaa !25
  %242 = sext i32 %241 to i64
  tail call fastcc void @transparent_crc(i64 noundef %242, ptr noundef nonnull @.str.28, i32 noundef signext %19)
  %243 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 8), align 8, !tbaa !26
  %244 = sext i32 %243 to i64
  tail call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  %245 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 12), align 4, !tbaa !27
  %246 = zext i32 %245 to i64
  tail call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  %247 = load i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 16), align 8, !tbaa !28
  %248 = sext i32 %247 to i64
  tail call fastcc void @transparent_crc(i64 noundef %248, ptr noundef nonnull @.str.31, i32 noundef signext %19)
  %249 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 24), align 8, !tbaa !29
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.32, i32 noundef signext %19)
  %250 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 32), align 8, !tbaa !30
  tail call fastcc void @transparent_crc(i64 noundef %250, ptr noundef nonnull @.str.33, i32 noundef signext %19)
  %251 = load i64, ptr getelementptr inbounds (i8, ptr @g_215, i64 40), align 8, !tbaa !31
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.34, i32 noundef signext %19)
  %252 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_215, i64 48), align 8, !tbaa !32
  %253 = zext i32 %252 to i64
  tail call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.35, i32 noundef signext %19)
  %254 = load i16, ptr getelementptr inbounds (i8, ptr @g_215, i64 52), align 4, !tbaa !33
  %255 = sext i16 %254 to i64
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.36, i32 noundef signext %19)
  %256 = load volatile i64, ptr @g_217, align 8, !tbaa !17
  tail call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.37, i32 noundef signext %19)
  %257 = load volatile i32, ptr @g_217, align 8, !tbaa !17
  %258 = zext i32 %257 to i64
  tail call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.38, i32 noundef signext %19)
  %259 = load volatile i32, ptr @g_217, align 8, !tbaa !17
  %260 = sext i32 %259 to i64
  tail call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.39, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  br i1 %18, label %261, label %262

261:                                              ; preds = %238
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  br label %271

262:                                              ; preds = %238
  %263 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  %264 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  %265 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  %266 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  %267 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 4)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  %268 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 5)
  tail call fastcc void @transparent_crc(i64 noundef 262, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  %269 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 6)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.40, i32 noundef signext %19)
  %270 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 7)
  br label %271

271:                                              ; preds = %261, %262
  tail call fastcc void @transparent_crc(i64 noundef 379595228854031856, ptr noundef nonnull @.str.41, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1984370160, ptr noundef nonnull @.str.42, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1984370160, ptr noundef nonnull @.str.43, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19)
  br i1 %18, label %272, label %273

272:                                              ; preds = %271
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19)
  br label %279

273:                                              ; preds = %271
  %274 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19)
  %275 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19)
  %276 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19)
  %277 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.44, i32 noundef signext %19)
  %278 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 4)
  br label %279

279:                                              ; preds = %272, %273
  %280 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %281 = xor i32 %280, -1
  %282 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.48, i32 noundef signext %281)
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #0 {
  %4 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %5 = lshr i32 %4, 8
  %6 = zext i32 %4 to i64
  %7 = xor i64 %6, %0
  %8 = and i64 %7, 255
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !13
  %11 = xor i32 %5, %10
  %12 = lshr i64 %0, 8
  %13 = lshr i32 %11, 8
  %14 = zext i32 %11 to i64
  %15 = xor i64 %12, %14
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !13
  %19 = xor i32 %13, %18
  %20 = lshr i64 %0, 16
  %21 = lshr i32 %19, 8
  %22 = zext i32 %19 to i64
  %23 = xor i64 %20, %22
  %24 = and i64 %23, 255
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !13
  %27 = xor i32 %21, %26
  %28 = lshr i64 %0, 24
  %29 = lshr i32 %27, 8
  %30 = zext i32 %27 to i64
  %31 = xor i64 %28, %30
  %32 = and i64 %31, 255
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !13
  %35 = xor i32 %29, %34
  %36 = lshr i64 %0, 32
  %37 = lshr i32 %35, 8
  %38 = zext i32 %35 to i64
  %39 = xor i64 %36, %38
  %40 = and i64 %39, 255
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !13
  %43 = xor i32 %37, %42
  %44 = lshr i64 %0, 40
  %45 = lshr i32 %43, 8
  %46 = zext i32 %43 to i64
  %47 = xor i64 %44, %46
  %48 = and i64 %47, 255
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !13
  %51 = xor i32 %45, %50
  %52 = lshr i64 %0, 48
  %53 = lshr i32 %51, 8
  %54 = zext i32 %51 to i64
  %55 = xor i64 %52, %54
  %56 = and i64 %55, 255
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !13
  %59 = xor i32 %53, %58
  %60 = lshr i64 %0, 56
  %61 = lshr i32 %59, 8
  %62 = and i32 %59, 255
  %63 = zext nneg i32 %62 to i64
  %64 = xor i64 %60, %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !13
  %67 = xor i32 %61, %66
  store i32 %67, ptr @crc32_context, align 4, !tbaa !13
  %68 = icmp eq i32 %2, 0
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!11, !11, i64 0}
!18 = !{!19}
!19 = distinct !{!19, !20, !"func_1: argument 0"}
!20 = distinct !{!20, !"func_1"}
!21 = !{!22, !14, i64 0}
!22 = !{!"S0", !14, i64 0, !14, i64 4, !14, i64 8, !14, i64 12, !14, i64 16, !23, i64 24, !23, i64 32, !23, i64 40, !14, i64 48, !24, i64 52}
!23 = !{!"long", !11, i64 0}
!24 = !{!"short", !11, i64 0}
!25 = !{!22, !14, i64 4}
!26 = !{!22, !14, i64 8}
!27 = !{!22, !14, i64 12}
!28 = !{!22, !14, i64 16}
!29 = !{!22, !23, i64 24}
!30 = !{!22, !23, i64 32}
!31 = !{!22, !23, i64 40}
!32 = !{!22, !14, i64 48}
!33 = !{!22, !24, i64 52}
!34 = distinct !{!34, !16}
!35 = distinct !{!35, !16}
