; ModuleID = 'tests/programs/csmith/seed_1007.c'
source_filename = "tests/programs/csmith/seed_1007.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.S0 = type { i32, i64, i8, i8, i32 }
%struct.S1 = type { i32, i8 }

@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1
@g_5 = internal global i32 930923556, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g_18\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_20\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"g_25[i]\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_43 = internal unnamed_addr global i8 28, align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"g_62.f0\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"g_63[i].f0\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"g_63[i].f1\00", align 1
@g_79 = internal unnamed_addr global i16 -8, align 2
@.str.12 = private unnamed_addr constant [5 x i8] c"g_79\00", align 1
@g_80 = internal global %struct.S0 { i32 -1, i64 -422797942696994909, i8 -10, i8 67, i32 1 }, align 8
@.str.13 = private unnamed_addr constant [8 x i8] c"g_80.f0\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"g_80.f1\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"g_80.f2\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"g_80.f3\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"g_80.f4\00", align 1
@g_84 = internal global [9 x i32] [i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064], align 4
@.str.18 = private unnamed_addr constant [8 x i8] c"g_84[i]\00", align 1
@g_87 = internal global [2 x [8 x [3 x %struct.S0]]] [[8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }, %struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }, %struct.S0 { i32 -1, i64 102658735669053455, i8 -1, i8 -8, i32 914662098 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 -1, i64 -4368823725623485820, i8 89, i8 -65, i32 1 }, %struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }]], [8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 1572567013, i64 -31187724472005752, i8 70, i8 -88, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }, %struct.S0 { i32 -8, i64 1601732979438555484, i8 17, i8 64, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }], [3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }]]], align 8
@.str.19 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f0\00", align 1
@.str.20 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f1\00", align 1
@.str.21 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f2\00", align 1
@.str.22 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f3\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f4\00", align 1
@.str.24 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"g_90.f0\00", align 1
@.str.26 = private unnamed_addr constant [8 x i8] c"g_90.f1\00", align 1
@g_94 = internal global [5 x %struct.S1] [%struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }], align 4
@.str.27 = private unnamed_addr constant [11 x i8] c"g_94[i].f0\00", align 1
@.str.28 = private unnamed_addr constant [11 x i8] c"g_94[i].f1\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1
@.str.30 = private unnamed_addr constant [15 x i8] c"g_106[i][j].f0\00", align 1
@.str.31 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.32 = private unnamed_addr constant [9 x i8] c"g_184.f0\00", align 1
@.str.33 = private unnamed_addr constant [9 x i8] c"g_215.f0\00", align 1
@g_224 = internal global %struct.S0 { i32 5, i64 2, i8 -48, i8 0, i32 -5 }, align 8
@.str.34 = private unnamed_addr constant [9 x i8] c"g_224.f0\00", align 1
@.str.35 = private unnamed_addr constant [9 x i8] c"g_224.f1\00", align 1
@.str.36 = private unnamed_addr constant [9 x i8] c"g_224.f2\00", align 1
@.str.37 = private unnamed_addr constant [9 x i8] c"g_224.f3\00", align 1
@.str.38 = private unnamed_addr constant [9 x i8] c"g_224.f4\00", align 1
@.str.39 = private unnamed_addr constant [6 x i8] c"g_226\00", align 1
@.str.40 = private unnamed_addr constant [6 x i8] c"g_230\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@g_4 = internal global ptr @g_5, align 8
@g_199 = internal unnamed_addr global ptr @g_5, align 8
@g_236 = internal unnamed_addr global ptr @g_237, align 8
@g_237 = internal global ptr null, align 8
@.str.43 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_90 = internal unnamed_addr global { i16, [6 x i8] } { i16 -25577, [6 x i8] undef }, align 8
@g_106 = internal global [4 x [2 x { i8, [3 x i8] }]] [[2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }]], align 4
@.str.49 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.S0, align 8
  %5 = alloca [6 x ptr], align 8
  %6 = icmp eq i32 %0, 2
  br i1 %6, label %7, label %20

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !9
  %10 = load i8, ptr %9, align 1
  %11 = icmp eq i8 %10, 49
  br i1 %11, label %12, label %16

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %9, i64 1
  %14 = load i8, ptr %13, align 1
  %15 = icmp ne i8 %14, 0
  br label %16

16:                                               ; preds = %7, %12
  %17 = phi i1 [ true, %7 ], [ %15, %12 ]
  %18 = xor i1 %17, true
  %19 = zext i1 %18 to i32
  br label %20

20:                                               ; preds = %16, %2
  %21 = phi i1 [ true, %2 ], [ %17, %16 ]
  %22 = phi i32 [ 0, %2 ], [ %19, %16 ]
  br label %23

23:                                               ; preds = %23, %20
  %24 = phi i64 [ 0, %20 ], [ %67, %23 ]
  %25 = trunc nuw nsw i64 %24 to i32
  %26 = and i32 %25, 1
  %27 = icmp eq i32 %26, 0
  %28 = lshr i32 %25, 1
  %29 = xor i32 %28, -306674912
  %30 = select i1 %27, i32 %28, i32 %29
  %31 = and i32 %30, 1
  %32 = icmp eq i32 %31, 0
  %33 = lshr i32 %30, 1
  %34 = xor i32 %33, -306674912
  %35 = select i1 %32, i32 %33, i32 %34
  %36 = and i32 %35, 1
  %37 = icmp eq i32 %36, 0
  %38 = lshr i32 %35, 1
  %39 = xor i32 %38, -306674912
  %40 = select i1 %37, i32 %38, i32 %39
  %41 = and i32 %40, 1
  %42 = icmp eq i32 %41, 0
  %43 = lshr i32 %40, 1
  %44 = xor i32 %43, -306674912
  %45 = select i1 %42, i32 %43, i32 %44
  %46 = and i32 %45, 1
  %47 = icmp eq i32 %46, 0
  %48 = lshr i32 %45, 1
  %49 = xor i32 %48, -306674912
  %50 = select i1 %47, i32 %48, i32 %49
  %51 = and i32 %50, 1
  %52 = icmp eq i32 %51, 0
  %53 = lshr i32 %50, 1
  %54 = xor i32 %53, -306674912
  %55 = select i1 %52, i32 %53, i32 %54
  %56 = and i32 %55, 1
  %57 = icmp eq i32 %56, 0
  %58 = lshr i32 %55, 1
  %59 = xor i32 %58, -306674912
  %60 = select i1 %57, i32 %58, i32 %59
  %61 = and i32 %60, 1
  %62 = icmp eq i32 %61, 0
  %63 = lshr i32 %60, 1
  %64 = xor i32 %63, -306674912
  %65 = select i1 %62, i32 %63, i32 %64
  %66 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  store i32 %65, ptr %66, align 4, !tbaa !13
  %67 = add nuw nsw i64 %24, 1
  %68 = icmp eq i64 %67, 256
  br i1 %68, label %69, label %23, !llvm.loop !15

69:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #4
  %70 = load volatile ptr, ptr @g_4, align 8, !tbaa !9
  store i32 47111, ptr %70, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %71 = load i16, ptr @g_79, align 2, !tbaa !17
  %72 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 4, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !19
  %73 = and i32 %72, 4
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %76, label %75

75:                                               ; preds = %69
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !19
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !19
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !19
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !19
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !19
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !19
  br label %76

76:                                               ; preds = %69, %75
  %77 = phi i8 [ 49, %75 ], [ 0, %69 ]
  %78 = phi i32 [ 1, %75 ], [ -19094, %69 ]
  %79 = getelementptr inbounds i8, ptr %5, i64 16
  store i8 %77, ptr @g_43, align 1, !tbaa !22
  %80 = and i16 %71, -18425
  store i16 %80, ptr @g_79, align 2, !tbaa !17
  store i32 %78, ptr @g_5, align 4, !tbaa !13
  store i32 %73, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store ptr %3, ptr @g_199, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  store volatile ptr getelementptr inbounds (i8, ptr @g_84, i64 32), ptr @g_4, align 8, !tbaa !9
  store ptr %79, ptr @g_236, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !tbaa.struct !19
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !tbaa.struct !19
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !tbaa.struct !19
  store i64 7, ptr @g_90, align 8, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #4
  call fastcc void @transparent_crc(i64 noundef 47111, ptr noundef nonnull @.str.1, i32 noundef signext %22)
  %81 = load i32, ptr @g_5, align 4, !tbaa !13
  %82 = sext i32 %81 to i64
  call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.2, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.3, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.4, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22)
  br i1 %21, label %83, label %84

83:                                               ; preds = %76
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22)
  br label %92

84:                                               ; preds = %76
  %85 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22)
  %86 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22)
  %87 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 2)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22)
  %88 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 3)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22)
  %89 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 4)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22)
  %90 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 5)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef signext %22)
  %91 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 6)
  br label %92

92:                                               ; preds = %83, %84
  %93 = load i8, ptr @g_43, align 1, !tbaa !22
  %94 = zext i8 %93 to i64
  call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.7, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 47111, ptr noundef nonnull @.str.8, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.9, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef signext %22)
  br i1 %21, label %98, label %95

95:                                               ; preds = %92
  %96 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef signext %22)
  %97 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1)
  br label %99

98:                                               ; preds = %92
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef signext %22)
  br label %99

99:                                               ; preds = %98, %95
  %100 = load i16, ptr @g_79, align 2, !tbaa !17
  %101 = zext i16 %100 to i64
  call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.12, i32 noundef signext %22)
  %102 = load volatile i32, ptr @g_80, align 8, !tbaa !23
  %103 = sext i32 %102 to i64
  call fastcc void @transparent_crc(i64 noundef %103, ptr noundef nonnull @.str.13, i32 noundef signext %22)
  %104 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_80, i64 8), align 8, !tbaa !25
  call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.14, i32 noundef signext %22)
  %105 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_80, i64 16), align 8, !tbaa !26
  %106 = sext i8 %105 to i64
  call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.15, i32 noundef signext %22)
  %107 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_80, i64 17), align 1, !tbaa !27
  %108 = sext i8 %107 to i64
  call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.16, i32 noundef signext %22)
  %109 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_80, i64 20), align 4, !tbaa !28
  %110 = sext i32 %109 to i64
  call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.17, i32 noundef signext %22)
  %111 = load i32, ptr @g_84, align 4, !tbaa !13
  %112 = sext i32 %111 to i64
  call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  br i1 %21, label %113, label %130

113:                                              ; preds = %99
  %114 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 4), align 4, !tbaa !13
  %115 = sext i32 %114 to i64
  call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %116 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 4, !tbaa !13
  %117 = sext i32 %116 to i64
  call fastcc void @transparent_crc(i64 noundef %117, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %118 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 12), align 4, !tbaa !13
  %119 = sext i32 %118 to i64
  call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %120 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 4, !tbaa !13
  %121 = sext i32 %120 to i64
  call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %122 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 20), align 4, !tbaa !13
  %123 = sext i32 %122 to i64
  call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %124 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 4, !tbaa !13
  %125 = sext i32 %124 to i64
  call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %126 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 28), align 4, !tbaa !13
  %127 = sext i32 %126 to i64
  call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %128 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 4, !tbaa !13
  %129 = sext i32 %128 to i64
  call fastcc void @transparent_crc(i64 noundef %129, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  br label %156

130:                                              ; preds = %99
  %131 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0)
  %132 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 4), align 4, !tbaa !13
  %133 = sext i32 %132 to i64
  call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %134 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1)
  %135 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 4, !tbaa !13
  %136 = sext i32 %135 to i64
  call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %137 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 2)
  %138 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 12), align 4, !tbaa !13
  %139 = sext i32 %138 to i64
  call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %140 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 3)
  %141 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 4, !tbaa !13
  %142 = sext i32 %141 to i64
  call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %143 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 4)
  %144 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 20), align 4, !tbaa !13
  %145 = sext i32 %144 to i64
  call fastcc void @transparent_crc(i64 noundef %145, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %146 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 5)
  %147 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 4, !tbaa !13
  %148 = sext i32 %147 to i64
  call fastcc void @transparent_crc(i64 noundef %148, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %149 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 6)
  %150 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 28), align 4, !tbaa !13
  %151 = sext i32 %150 to i64
  call fastcc void @transparent_crc(i64 noundef %151, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %152 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 7)
  %153 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 4, !tbaa !13
  %154 = sext i32 %153 to i64
  call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.18, i32 noundef signext %22)
  %155 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 8)
  br label %156

156:                                              ; preds = %113, %130
  br label %157

157:                                              ; preds = %156, %221
  %158 = phi i1 [ false, %221 ], [ true, %156 ]
  %159 = phi i64 [ 1, %221 ], [ 0, %156 ]
  %160 = trunc nuw nsw i64 %159 to i32
  %161 = trunc nuw nsw i64 %159 to i32
  %162 = trunc nuw nsw i64 %159 to i32
  br label %163

163:                                              ; preds = %157, %218
  %164 = phi i64 [ 0, %157 ], [ %219, %218 ]
  %165 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %159, i64 %164, i64 0
  %166 = load volatile i32, ptr %165, align 8, !tbaa !23
  %167 = sext i32 %166 to i64
  call fastcc void @transparent_crc(i64 noundef %167, ptr noundef nonnull @.str.19, i32 noundef signext %22)
  %168 = getelementptr inbounds i8, ptr %165, i64 8
  %169 = load i64, ptr %168, align 8, !tbaa !25
  call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.20, i32 noundef signext %22)
  %170 = getelementptr inbounds i8, ptr %165, i64 16
  %171 = load i8, ptr %170, align 8, !tbaa !26
  %172 = sext i8 %171 to i64
  call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.21, i32 noundef signext %22)
  %173 = getelementptr inbounds i8, ptr %165, i64 17
  %174 = load volatile i8, ptr %173, align 1, !tbaa !27
  %175 = sext i8 %174 to i64
  call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.22, i32 noundef signext %22)
  %176 = getelementptr inbounds i8, ptr %165, i64 20
  %177 = load volatile i32, ptr %176, align 4, !tbaa !28
  %178 = sext i32 %177 to i64
  call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.23, i32 noundef signext %22)
  br i1 %21, label %182, label %179

179:                                              ; preds = %163
  %180 = trunc nuw nsw i64 %164 to i32
  %181 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef signext %160, i32 noundef signext %180, i32 noundef signext 0)
  br label %182

182:                                              ; preds = %163, %179
  %183 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %159, i64 %164, i64 1
  %184 = load volatile i32, ptr %183, align 8, !tbaa !23
  %185 = sext i32 %184 to i64
  call fastcc void @transparent_crc(i64 noundef %185, ptr noundef nonnull @.str.19, i32 noundef signext %22)
  %186 = getelementptr inbounds i8, ptr %183, i64 8
  %187 = load i64, ptr %186, align 8, !tbaa !25
  call fastcc void @transparent_crc(i64 noundef %187, ptr noundef nonnull @.str.20, i32 noundef signext %22)
  %188 = getelementptr inbounds i8, ptr %183, i64 16
  %189 = load i8, ptr %188, align 8, !tbaa !26
  %190 = sext i8 %189 to i64
  call fastcc void @transparent_crc(i64 noundef %190, ptr noundef nonnull @.str.21, i32 noundef signext %22)
  %191 = getelementptr inbounds i8, ptr %183, i64 17
  %192 = load volatile i8, ptr %191, align 1, !tbaa !27
  %193 = sext i8 %192 to i64
  call fastcc void @transparent_crc(i64 noundef %193, ptr noundef nonnull @.str.22, i32 noundef signext %22)
  %194 = getelementptr inbounds i8, ptr %183, i64 20
  %195 = load volatile i32, ptr %194, align 4, !tbaa !28
  %196 = sext i32 %195 to i64
  call fastcc void @transparent_crc(i64 noundef %196, ptr noundef nonnull @.str.23, i32 noundef signext %22)
  br i1 %21, label %200, label %197

197:                                              ; preds = %182
  %198 = trunc nuw nsw i64 %164 to i32
  %199 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef signext %161, i32 noundef signext %198, i32 noundef signext 1)
  br label %200

200:                                              ; preds = %197, %182
  %201 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %159, i64 %164, i64 2
  %202 = load volatile i32, ptr %201, align 8, !tbaa !23
  %203 = sext i32 %202 to i64
  call fastcc void @transparent_crc(i64 noundef %203, ptr noundef nonnull @.str.19, i32 noundef signext %22)
  %204 = getelementptr inbounds i8, ptr %201, i64 8
  %205 = load i64, ptr %204, align 8, !tbaa !25
  call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.20, i32 noundef signext %22)
  %206 = getelementptr inbounds i8, ptr %201, i64 16
  %207 = load i8, ptr %206, align 8, !tbaa !26
  %208 = sext i8 %207 to i64
  call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.21, i32 noundef signext %22)
  %209 = getelementptr inbounds i8, ptr %201, i64 17
  %210 = load volatile i8, ptr %209, align 1, !tbaa !27
  %211 = sext i8 %210 to i64
  call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.22, i32 noundef signext %22)
  %212 = getelementptr inbounds i8, ptr %201, i64 20
  %213 = load volatile i32, ptr %212, align 4, !tbaa !28
  %214 = sext i32 %213 to i64
  call fastcc void @transparent_crc(i64 noundef %214, ptr noundef nonnull @.str.23, i32 noundef signext %22)
  br i1 %21, label %218, label %215

215:                                              ; preds = %200
  %216 = trunc nuw nsw i64 %164 to i32
  %217 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef signext %162, i32 noundef signext %216, i32 noundef signext 2)
  br label %218

218:                                              ; preds = %215, %200
  %219 = add nuw nsw i64 %164, 1
  %220 = icmp eq i64 %219, 8
  br i1 %220, label %221, label %163, !llvm.loop !29

221:                                              ; preds = %218
  br i1 %158, label %157, label %222, !llvm.loop !30

222:                                              ; preds = %221
  %223 = load i16, ptr @g_90, align 8, !tbaa !22
  %224 = zext i16 %223 to i64
  call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.25, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.26, i32 noundef signext %22)
  %225 = load volatile i32, ptr @g_94, align 4, !tbaa !31
  %226 = zext i32 %225 to i64
  call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.27, i32 noundef signext %22)
  %227 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 4), align 4, !tbaa !33
  %228 = zext i8 %227 to i64
  call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.28, i32 noundef signext %22)
  br i1 %21, label %236, label %229

229:                                              ; preds = %222
  %230 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0)
  %231 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 8), align 4, !tbaa !31
  %232 = zext i32 %231 to i64
  call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.27, i32 noundef signext %22)
  %233 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 12), align 4, !tbaa !33
  %234 = zext i8 %233 to i64
  call fastcc void @transparent_crc(i64 noundef %234, ptr noundef nonnull @.str.28, i32 noundef signext %22)
  %235 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1)
  br label %241

236:                                              ; preds = %222
  %237 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 8), align 4, !tbaa !31
  %238 = zext i32 %237 to i64
  call fastcc void @transparent_crc(i64 noundef %238, ptr noundef nonnull @.str.27, i32 noundef signext %22)
  %239 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 12), align 4, !tbaa !33
  %240 = zext i8 %239 to i64
  call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.28, i32 noundef signext %22)
  br label %241

241:                                              ; preds = %236, %229
  %242 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 16), align 4, !tbaa !31
  %243 = zext i32 %242 to i64
  call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.27, i32 noundef signext %22)
  %244 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 20), align 4, !tbaa !33
  %245 = zext i8 %244 to i64
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.28, i32 noundef signext %22)
  br i1 %21, label %253, label %246

246:                                              ; preds = %241
  %247 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 2)
  %248 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 24), align 4, !tbaa !31
  %249 = zext i32 %248 to i64
  call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.27, i32 noundef signext %22)
  %250 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 28), align 4, !tbaa !33
  %251 = zext i8 %250 to i64
  call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.28, i32 noundef signext %22)
  %252 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 3)
  br label %258

253:                                              ; preds = %241
  %254 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 24), align 4, !tbaa !31
  %255 = zext i32 %254 to i64
  call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.27, i32 noundef signext %22)
  %256 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 28), align 4, !tbaa !33
  %257 = zext i8 %256 to i64
  call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.28, i32 noundef signext %22)
  br label %258

258:                                              ; preds = %253, %246
  %259 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 32), align 4, !tbaa !31
  %260 = zext i32 %259 to i64
  call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.27, i32 noundef signext %22)
  %261 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 36), align 4, !tbaa !33
  %262 = zext i8 %261 to i64
  call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.28, i32 noundef signext %22)
  br i1 %21, label %289, label %263

263:                                              ; preds = %258
  %264 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 4)
  call fastcc void @transparent_crc(i64 noundef 17, ptr noundef nonnull @.str.29, i32 noundef signext %22)
  %265 = load volatile i8, ptr @g_106, align 4, !tbaa !22
  %266 = zext i8 %265 to i64
  call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %267 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 0, i32 noundef signext 0)
  %268 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 4), align 4, !tbaa !22
  %269 = zext i8 %268 to i64
  call fastcc void @transparent_crc(i64 noundef %269, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %270 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 0, i32 noundef signext 1)
  %271 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 8), align 4, !tbaa !22
  %272 = zext i8 %271 to i64
  call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %273 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 1, i32 noundef signext 0)
  %274 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 12), align 4, !tbaa !22
  %275 = zext i8 %274 to i64
  call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %276 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 1, i32 noundef signext 1)
  %277 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 16), align 4, !tbaa !22
  %278 = zext i8 %277 to i64
  call fastcc void @transparent_crc(i64 noundef %278, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %279 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 2, i32 noundef signext 0)
  %280 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 20), align 4, !tbaa !22
  %281 = zext i8 %280 to i64
  call fastcc void @transparent_crc(i64 noundef %281, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %282 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 2, i32 noundef signext 1)
  %283 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 24), align 4, !tbaa !22
  %284 = zext i8 %283 to i64
  call fastcc void @transparent_crc(i64 noundef %284, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %285 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 3, i32 noundef signext 0)
  %286 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 28), align 4, !tbaa !22
  %287 = zext i8 %286 to i64
  call fastcc void @transparent_crc(i64 noundef %287, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %288 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef signext 3, i32 noundef signext 1)
  br label %306

289:                                              ; preds = %258
  call fastcc void @transparent_crc(i64 noundef 17, ptr noundef nonnull @.str.29, i32 noundef signext %22)
  %290 = load volatile i8, ptr @g_106, align 4, !tbaa !22
  %291 = zext i8 %290 to i64
  call fastcc void @transparent_crc(i64 noundef %291, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %292 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 4), align 4, !tbaa !22
  %293 = zext i8 %292 to i64
  call fastcc void @transparent_crc(i64 noundef %293, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %294 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 8), align 4, !tbaa !22
  %295 = zext i8 %294 to i64
  call fastcc void @transparent_crc(i64 noundef %295, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %296 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 12), align 4, !tbaa !22
  %297 = zext i8 %296 to i64
  call fastcc void @transparent_crc(i64 noundef %297, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %298 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 16), align 4, !tbaa !22
  %299 = zext i8 %298 to i64
  call fastcc void @transparent_crc(i64 noundef %299, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %300 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 20), align 4, !tbaa !22
  %301 = zext i8 %300 to i64
  call fastcc void @transparent_crc(i64 noundef %301, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %302 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 24), align 4, !tbaa !22
  %303 = zext i8 %302 to i64
  call fastcc void @transparent_crc(i64 noundef %303, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  %304 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 28), align 4, !tbaa !22
  %305 = zext i8 %304 to i64
  call fastcc void @transparent_crc(i64 noundef %305, ptr noundef nonnull @.str.30, i32 noundef signext %22)
  br label %306

306:                                              ; preds = %289, %263
  call fastcc void @transparent_crc(i64 noundef 48, ptr noundef nonnull @.str.32, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.33, i32 noundef signext %22)
  %307 = load volatile i32, ptr @g_224, align 8, !tbaa !23
  %308 = sext i32 %307 to i64
  call fastcc void @transparent_crc(i64 noundef %308, ptr noundef nonnull @.str.34, i32 noundef signext %22)
  %309 = load i64, ptr getelementptr inbounds (i8, ptr @g_224, i64 8), align 8, !tbaa !25
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.35, i32 noundef signext %22)
  %310 = load i8, ptr getelementptr inbounds (i8, ptr @g_224, i64 16), align 8, !tbaa !26
  %311 = sext i8 %310 to i64
  call fastcc void @transparent_crc(i64 noundef %311, ptr noundef nonnull @.str.36, i32 noundef signext %22)
  %312 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_224, i64 17), align 1, !tbaa !27
  %313 = sext i8 %312 to i64
  call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.37, i32 noundef signext %22)
  %314 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_224, i64 20), align 4, !tbaa !28
  %315 = sext i32 %314 to i64
  call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.38, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef 1545505605, ptr noundef nonnull @.str.39, i32 noundef signext %22)
  call fastcc void @transparent_crc(i64 noundef -5986, ptr noundef nonnull @.str.40, i32 noundef signext %22)
  %316 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %317 = xor i32 %316, -1
  %318 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, i32 noundef signext %317)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

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
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

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
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !11, i64 0}
!19 = !{i64 0, i64 4, !13, i64 8, i64 8, !20, i64 16, i64 1, !22, i64 17, i64 1, !22, i64 20, i64 4, !13}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !11, i64 0}
!22 = !{!11, !11, i64 0}
!23 = !{!24, !14, i64 0}
!24 = !{!"S0", !14, i64 0, !21, i64 8, !11, i64 16, !11, i64 17, !14, i64 20}
!25 = !{!24, !21, i64 8}
!26 = !{!24, !11, i64 16}
!27 = !{!24, !11, i64 17}
!28 = !{!24, !14, i64 20}
!29 = distinct !{!29, !16}
!30 = distinct !{!30, !16}
!31 = !{!32, !14, i64 0}
!32 = !{!"S1", !14, i64 0, !11, i64 4}
!33 = !{!32, !11, i64 4}
