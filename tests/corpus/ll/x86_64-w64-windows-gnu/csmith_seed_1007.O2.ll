; ModuleID = 'tests/programs/csmith/seed_1007.c'
source_filename = "tests/programs/csmith/seed_1007.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
@g_84 = internal global [9 x i32] [i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064, i32 -1030977064], align 16
@.str.18 = private unnamed_addr constant [8 x i8] c"g_84[i]\00", align 1
@g_87 = internal global [2 x [8 x [3 x %struct.S0]]] [[8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -8, i64 -8902061735323947778, i8 1, i8 -20, i32 -1 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }, %struct.S0 { i32 531560280, i64 -32336339776653615, i8 6, i8 0, i32 2080603758 }, %struct.S0 { i32 0, i64 -8, i8 74, i8 75, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }, %struct.S0 { i32 -1, i64 102658735669053455, i8 -1, i8 -8, i32 914662098 }, %struct.S0 { i32 -17963516, i64 0, i8 -23, i8 -27, i32 -1 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 -1, i64 -4368823725623485820, i8 89, i8 -65, i32 1 }, %struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }]], [8 x [3 x %struct.S0]] [[3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 244639993, i64 0, i8 0, i8 88, i32 698126829 }, %struct.S0 { i32 -414610337, i64 -10, i8 -98, i8 -1, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 1, i64 1070075303456204237, i8 -11, i8 14, i32 1041065924 }, %struct.S0 { i32 1572567013, i64 -31187724472005752, i8 70, i8 -88, i32 -3 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }, %struct.S0 { i32 -8, i64 1601732979438555484, i8 17, i8 64, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 0, i64 4999148377617057682, i8 66, i8 -3, i32 -1882657217 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }], [3 x %struct.S0] [%struct.S0 { i32 1, i64 3492877503964188108, i8 89, i8 51, i32 -100059177 }, %struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 1, i64 4513378497506692124, i8 10, i8 -61, i32 -4 }], [3 x %struct.S0] [%struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 52508758, i64 -3329000507582701160, i8 52, i8 -51, i32 0 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }], [3 x %struct.S0] [%struct.S0 { i32 -1, i64 7, i8 58, i8 -3, i32 -9 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }, %struct.S0 { i32 -4, i64 -5, i8 -62, i8 -50, i32 6 }], [3 x %struct.S0] [%struct.S0 { i32 5, i64 1, i8 20, i8 80, i32 -1115519214 }, %struct.S0 { i32 6, i64 -7591412817871030110, i8 0, i8 2, i32 -1618310709 }, %struct.S0 { i32 -2, i64 -7437272046301201033, i8 -101, i8 -4, i32 330045319 }]]], align 16
@.str.19 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f0\00", align 1
@.str.20 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f1\00", align 1
@.str.21 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f2\00", align 1
@.str.22 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f3\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"g_87[i][j][k].f4\00", align 1
@.str.24 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"g_90.f0\00", align 1
@.str.26 = private unnamed_addr constant [8 x i8] c"g_90.f1\00", align 1
@g_94 = internal global [5 x %struct.S1] [%struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }, %struct.S1 { i32 -1166429671, i8 -1 }], align 16
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
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@g_4 = internal global ptr @g_5, align 8
@g_199 = internal unnamed_addr global ptr @g_5, align 8
@g_236 = internal unnamed_addr global ptr @g_237, align 8
@g_237 = internal global ptr null, align 8
@.str.43 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_90 = internal unnamed_addr global { i16, [6 x i8] } { i16 -25577, [6 x i8] undef }, align 8
@g_106 = internal global [4 x [2 x { i8, [3 x i8] }]] [[2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }], [2 x { i8, [3 x i8] }] [{ i8, [3 x i8] } { i8 -123, [3 x i8] undef }, { i8, [3 x i8] } { i8 -97, [3 x i8] undef }]], align 16
@.str.49 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.S0, align 8
  %5 = alloca [6 x ptr], align 16
  %6 = icmp eq i32 %0, 2
  br i1 %6, label %7, label %20

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !5
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

20:                                               ; preds = %2, %16
  %21 = phi i1 [ true, %2 ], [ %17, %16 ]
  %22 = phi i32 [ 0, %2 ], [ %19, %16 ]
  br label %23

23:                                               ; preds = %23, %20
  %24 = phi i64 [ 0, %20 ], [ %67, %23 ]
  %25 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %20 ], [ %68, %23 ]
  %26 = and <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>
  %27 = icmp eq <4 x i32> %26, zeroinitializer
  %28 = lshr <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>
  %29 = xor <4 x i32> %28, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %30 = select <4 x i1> %27, <4 x i32> %28, <4 x i32> %29
  %31 = and <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>
  %32 = icmp eq <4 x i32> %31, zeroinitializer
  %33 = lshr <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>
  %34 = xor <4 x i32> %33, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %35 = select <4 x i1> %32, <4 x i32> %33, <4 x i32> %34
  %36 = and <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>
  %37 = icmp eq <4 x i32> %36, zeroinitializer
  %38 = lshr <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>
  %39 = xor <4 x i32> %38, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %40 = select <4 x i1> %37, <4 x i32> %38, <4 x i32> %39
  %41 = and <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>
  %42 = icmp eq <4 x i32> %41, zeroinitializer
  %43 = lshr <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>
  %44 = xor <4 x i32> %43, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %45 = select <4 x i1> %42, <4 x i32> %43, <4 x i32> %44
  %46 = and <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>
  %47 = icmp eq <4 x i32> %46, zeroinitializer
  %48 = lshr <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>
  %49 = xor <4 x i32> %48, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %50 = select <4 x i1> %47, <4 x i32> %48, <4 x i32> %49
  %51 = and <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>
  %52 = icmp eq <4 x i32> %51, zeroinitializer
  %53 = lshr <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>
  %54 = xor <4 x i32> %53, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %55 = select <4 x i1> %52, <4 x i32> %53, <4 x i32> %54
  %56 = and <4 x i32> %55, <i32 1, i32 1, i32 1, i32 1>
  %57 = icmp eq <4 x i32> %56, zeroinitializer
  %58 = lshr <4 x i32> %55, <i32 1, i32 1, i32 1, i32 1>
  %59 = xor <4 x i32> %58, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %60 = select <4 x i1> %57, <4 x i32> %58, <4 x i32> %59
  %61 = and <4 x i32> %60, <i32 1, i32 1, i32 1, i32 1>
  %62 = icmp eq <4 x i32> %61, zeroinitializer
  %63 = lshr <4 x i32> %60, <i32 1, i32 1, i32 1, i32 1>
  %64 = xor <4 x i32> %63, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %65 = select <4 x i1> %62, <4 x i32> %63, <4 x i32> %64
  %66 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  store <4 x i32> %65, ptr %66, align 16, !tbaa !9
  %67 = add nuw i64 %24, 4
  %68 = add <4 x i32> %25, <i32 4, i32 4, i32 4, i32 4>
  %69 = icmp eq i64 %67, 256
  br i1 %69, label %70, label %23, !llvm.loop !11

70:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #7
  %71 = load volatile ptr, ptr @g_4, align 8, !tbaa !5
  store i32 47111, ptr %71, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %72 = load i16, ptr @g_79, align 2, !tbaa !15
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !17
  %74 = and i32 %73, 4
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %77, label %76

76:                                               ; preds = %70
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !17
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !17
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !17
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !17
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !17
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !17
  br label %77

77:                                               ; preds = %70, %76
  %78 = phi i8 [ 49, %76 ], [ 0, %70 ]
  %79 = phi i32 [ 1, %76 ], [ -19094, %70 ]
  %80 = getelementptr inbounds i8, ptr %5, i64 16
  store i8 %78, ptr @g_43, align 1, !tbaa !20
  %81 = and i16 %72, -18425
  store i16 %81, ptr @g_79, align 2, !tbaa !15
  store i32 %79, ptr @g_5, align 4, !tbaa !9
  store i32 %74, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store ptr %3, ptr @g_199, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  store volatile ptr getelementptr inbounds (i8, ptr @g_84, i64 32), ptr @g_4, align 8, !tbaa !5
  store ptr %80, ptr @g_236, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !tbaa.struct !17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !tbaa.struct !17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !tbaa.struct !17
  store i64 7, ptr @g_90, align 8, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #7
  call fastcc void @transparent_crc(i64 noundef 47111, ptr noundef nonnull @.str.1, i32 noundef %22)
  %82 = load i32, ptr @g_5, align 4, !tbaa !9
  %83 = sext i32 %82 to i64
  call fastcc void @transparent_crc(i64 noundef %83, ptr noundef nonnull @.str.2, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.3, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.4, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  br i1 %21, label %84, label %85

84:                                               ; preds = %77
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  br label %86

85:                                               ; preds = %77
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 6)
  br label %86

86:                                               ; preds = %84, %85
  %87 = load i8, ptr @g_43, align 1, !tbaa !20
  %88 = zext i8 %87 to i64
  call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.7, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 47111, ptr noundef nonnull @.str.8, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.9, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef %22)
  br i1 %21, label %90, label %89

89:                                               ; preds = %86
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1)
  br label %91

90:                                               ; preds = %86
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef %22)
  br label %91

91:                                               ; preds = %90, %89
  %92 = load i16, ptr @g_79, align 2, !tbaa !15
  %93 = zext i16 %92 to i64
  call fastcc void @transparent_crc(i64 noundef %93, ptr noundef nonnull @.str.12, i32 noundef %22)
  %94 = load volatile i32, ptr @g_80, align 8, !tbaa !21
  %95 = sext i32 %94 to i64
  call fastcc void @transparent_crc(i64 noundef %95, ptr noundef nonnull @.str.13, i32 noundef %22)
  %96 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_80, i64 8), align 8, !tbaa !23
  call fastcc void @transparent_crc(i64 noundef %96, ptr noundef nonnull @.str.14, i32 noundef %22)
  %97 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_80, i64 16), align 8, !tbaa !24
  %98 = sext i8 %97 to i64
  call fastcc void @transparent_crc(i64 noundef %98, ptr noundef nonnull @.str.15, i32 noundef %22)
  %99 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_80, i64 17), align 1, !tbaa !25
  %100 = sext i8 %99 to i64
  call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.16, i32 noundef %22)
  %101 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_80, i64 20), align 4, !tbaa !26
  %102 = sext i32 %101 to i64
  call fastcc void @transparent_crc(i64 noundef %102, ptr noundef nonnull @.str.17, i32 noundef %22)
  %103 = load i32, ptr @g_84, align 16, !tbaa !9
  %104 = sext i32 %103 to i64
  call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.18, i32 noundef %22)
  br i1 %21, label %105, label %122

105:                                              ; preds = %91
  %106 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 4), align 4, !tbaa !9
  %107 = sext i32 %106 to i64
  call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.18, i32 noundef %22)
  %108 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 8, !tbaa !9
  %109 = sext i32 %108 to i64
  call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.18, i32 noundef %22)
  %110 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 12), align 4, !tbaa !9
  %111 = sext i32 %110 to i64
  call fastcc void @transparent_crc(i64 noundef %111, ptr noundef nonnull @.str.18, i32 noundef %22)
  %112 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 16, !tbaa !9
  %113 = sext i32 %112 to i64
  call fastcc void @transparent_crc(i64 noundef %113, ptr noundef nonnull @.str.18, i32 noundef %22)
  %114 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 20), align 4, !tbaa !9
  %115 = sext i32 %114 to i64
  call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.18, i32 noundef %22)
  %116 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 8, !tbaa !9
  %117 = sext i32 %116 to i64
  call fastcc void @transparent_crc(i64 noundef %117, ptr noundef nonnull @.str.18, i32 noundef %22)
  %118 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 28), align 4, !tbaa !9
  %119 = sext i32 %118 to i64
  call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.18, i32 noundef %22)
  %120 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !tbaa !9
  %121 = sext i32 %120 to i64
  call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.18, i32 noundef %22)
  br label %139

122:                                              ; preds = %91
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0)
  %123 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 4), align 4, !tbaa !9
  %124 = sext i32 %123 to i64
  call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.18, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1)
  %125 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 8, !tbaa !9
  %126 = sext i32 %125 to i64
  call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.18, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 2)
  %127 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 12), align 4, !tbaa !9
  %128 = sext i32 %127 to i64
  call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.18, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 3)
  %129 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 16, !tbaa !9
  %130 = sext i32 %129 to i64
  call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.18, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 4)
  %131 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 20), align 4, !tbaa !9
  %132 = sext i32 %131 to i64
  call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.18, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 5)
  %133 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 8, !tbaa !9
  %134 = sext i32 %133 to i64
  call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.18, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 6)
  %135 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 28), align 4, !tbaa !9
  %136 = sext i32 %135 to i64
  call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.18, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 7)
  %137 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 16, !tbaa !9
  %138 = sext i32 %137 to i64
  call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.18, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 8)
  br label %139

139:                                              ; preds = %105, %122
  br label %140

140:                                              ; preds = %139, %201
  %141 = phi i1 [ false, %201 ], [ true, %139 ]
  %142 = phi i64 [ 1, %201 ], [ 0, %139 ]
  %143 = trunc nuw nsw i64 %142 to i32
  %144 = trunc nuw nsw i64 %142 to i32
  %145 = trunc nuw nsw i64 %142 to i32
  br label %146

146:                                              ; preds = %140, %198
  %147 = phi i64 [ 0, %140 ], [ %199, %198 ]
  %148 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %142, i64 %147, i64 0
  %149 = load volatile i32, ptr %148, align 8, !tbaa !21
  %150 = sext i32 %149 to i64
  call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.19, i32 noundef %22)
  %151 = getelementptr inbounds i8, ptr %148, i64 8
  %152 = load i64, ptr %151, align 8, !tbaa !23
  call fastcc void @transparent_crc(i64 noundef %152, ptr noundef nonnull @.str.20, i32 noundef %22)
  %153 = getelementptr inbounds i8, ptr %148, i64 16
  %154 = load i8, ptr %153, align 8, !tbaa !24
  %155 = sext i8 %154 to i64
  call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.21, i32 noundef %22)
  %156 = getelementptr inbounds i8, ptr %148, i64 17
  %157 = load volatile i8, ptr %156, align 1, !tbaa !25
  %158 = sext i8 %157 to i64
  call fastcc void @transparent_crc(i64 noundef %158, ptr noundef nonnull @.str.22, i32 noundef %22)
  %159 = getelementptr inbounds i8, ptr %148, i64 20
  %160 = load volatile i32, ptr %159, align 4, !tbaa !26
  %161 = sext i32 %160 to i64
  call fastcc void @transparent_crc(i64 noundef %161, ptr noundef nonnull @.str.23, i32 noundef %22)
  br i1 %21, label %164, label %162

162:                                              ; preds = %146
  %163 = trunc nuw nsw i64 %147 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.24, i32 noundef %143, i32 noundef %163, i32 noundef 0)
  br label %164

164:                                              ; preds = %146, %162
  %165 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %142, i64 %147, i64 1
  %166 = load volatile i32, ptr %165, align 8, !tbaa !21
  %167 = sext i32 %166 to i64
  call fastcc void @transparent_crc(i64 noundef %167, ptr noundef nonnull @.str.19, i32 noundef %22)
  %168 = getelementptr inbounds i8, ptr %165, i64 8
  %169 = load i64, ptr %168, align 8, !tbaa !23
  call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.20, i32 noundef %22)
  %170 = getelementptr inbounds i8, ptr %165, i64 16
  %171 = load i8, ptr %170, align 8, !tbaa !24
  %172 = sext i8 %171 to i64
  call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.21, i32 noundef %22)
  %173 = getelementptr inbounds i8, ptr %165, i64 17
  %174 = load volatile i8, ptr %173, align 1, !tbaa !25
  %175 = sext i8 %174 to i64
  call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.22, i32 noundef %22)
  %176 = getelementptr inbounds i8, ptr %165, i64 20
  %177 = load volatile i32, ptr %176, align 4, !tbaa !26
  %178 = sext i32 %177 to i64
  call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.23, i32 noundef %22)
  br i1 %21, label %181, label %179

179:                                              ; preds = %164
  %180 = trunc nuw nsw i64 %147 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.24, i32 noundef %144, i32 noundef %180, i32 noundef 1)
  br label %181

181:                                              ; preds = %179, %164
  %182 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %142, i64 %147, i64 2
  %183 = load volatile i32, ptr %182, align 8, !tbaa !21
  %184 = sext i32 %183 to i64
  call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.19, i32 noundef %22)
  %185 = getelementptr inbounds i8, ptr %182, i64 8
  %186 = load i64, ptr %185, align 8, !tbaa !23
  call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.20, i32 noundef %22)
  %187 = getelementptr inbounds i8, ptr %182, i64 16
  %188 = load i8, ptr %187, align 8, !tbaa !24
  %189 = sext i8 %188 to i64
  call fastcc void @transparent_crc(i64 noundef %189, ptr noundef nonnull @.str.21, i32 noundef %22)
  %190 = getelementptr inbounds i8, ptr %182, i64 17
  %191 = load volatile i8, ptr %190, align 1, !tbaa !25
  %192 = sext i8 %191 to i64
  call fastcc void @transparent_crc(i64 noundef %192, ptr noundef nonnull @.str.22, i32 noundef %22)
  %193 = getelementptr inbounds i8, ptr %182, i64 20
  %194 = load volatile i32, ptr %193, align 4, !tbaa !26
  %195 = sext i32 %194 to i64
  call fastcc void @transparent_crc(i64 noundef %195, ptr noundef nonnull @.str.23, i32 noundef %22)
  br i1 %21, label %198, label %196

196:                                              ; preds = %181
  %197 = trunc nuw nsw i64 %147 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.24, i32 noundef %145, i32 noundef %197, i32 noundef 2)
  br label %198

198:                                              ; preds = %196, %181
  %199 = add nuw nsw i64 %147, 1
  %200 = icmp eq i64 %199, 8
  br i1 %200, label %201, label %146, !llvm.loop !27

201:                                              ; preds = %198
  br i1 %141, label %140, label %202, !llvm.loop !28

202:                                              ; preds = %201
  %203 = load i16, ptr @g_90, align 8, !tbaa !20
  %204 = zext i16 %203 to i64
  call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.25, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.26, i32 noundef %22)
  %205 = load volatile i32, ptr @g_94, align 16, !tbaa !29
  %206 = zext i32 %205 to i64
  call fastcc void @transparent_crc(i64 noundef %206, ptr noundef nonnull @.str.27, i32 noundef %22)
  %207 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 4), align 4, !tbaa !31
  %208 = zext i8 %207 to i64
  call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.28, i32 noundef %22)
  br i1 %21, label %214, label %209

209:                                              ; preds = %202
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0)
  %210 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 8), align 8, !tbaa !29
  %211 = zext i32 %210 to i64
  call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.27, i32 noundef %22)
  %212 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 12), align 4, !tbaa !31
  %213 = zext i8 %212 to i64
  call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.28, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1)
  br label %219

214:                                              ; preds = %202
  %215 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 8), align 8, !tbaa !29
  %216 = zext i32 %215 to i64
  call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.27, i32 noundef %22)
  %217 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 12), align 4, !tbaa !31
  %218 = zext i8 %217 to i64
  call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.28, i32 noundef %22)
  br label %219

219:                                              ; preds = %214, %209
  %220 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 16), align 16, !tbaa !29
  %221 = zext i32 %220 to i64
  call fastcc void @transparent_crc(i64 noundef %221, ptr noundef nonnull @.str.27, i32 noundef %22)
  %222 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 20), align 4, !tbaa !31
  %223 = zext i8 %222 to i64
  call fastcc void @transparent_crc(i64 noundef %223, ptr noundef nonnull @.str.28, i32 noundef %22)
  br i1 %21, label %229, label %224

224:                                              ; preds = %219
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 2)
  %225 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 24), align 8, !tbaa !29
  %226 = zext i32 %225 to i64
  call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.27, i32 noundef %22)
  %227 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 28), align 4, !tbaa !31
  %228 = zext i8 %227 to i64
  call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.28, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 3)
  br label %234

229:                                              ; preds = %219
  %230 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 24), align 8, !tbaa !29
  %231 = zext i32 %230 to i64
  call fastcc void @transparent_crc(i64 noundef %231, ptr noundef nonnull @.str.27, i32 noundef %22)
  %232 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 28), align 4, !tbaa !31
  %233 = zext i8 %232 to i64
  call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.28, i32 noundef %22)
  br label %234

234:                                              ; preds = %229, %224
  %235 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 32), align 16, !tbaa !29
  %236 = zext i32 %235 to i64
  call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.27, i32 noundef %22)
  %237 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 36), align 4, !tbaa !31
  %238 = zext i8 %237 to i64
  call fastcc void @transparent_crc(i64 noundef %238, ptr noundef nonnull @.str.28, i32 noundef %22)
  br i1 %21, label %256, label %239

239:                                              ; preds = %234
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 17, ptr noundef nonnull @.str.29, i32 noundef %22)
  %240 = load volatile i8, ptr @g_106, align 16, !tbaa !20
  %241 = zext i8 %240 to i64
  call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.30, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 0, i32 noundef 0)
  %242 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 4), align 4, !tbaa !20
  %243 = zext i8 %242 to i64
  call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.30, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 0, i32 noundef 1)
  %244 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 8), align 8, !tbaa !20
  %245 = zext i8 %244 to i64
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.30, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 1, i32 noundef 0)
  %246 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 12), align 4, !tbaa !20
  %247 = zext i8 %246 to i64
  call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.30, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 1, i32 noundef 1)
  %248 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 16), align 16, !tbaa !20
  %249 = zext i8 %248 to i64
  call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.30, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 2, i32 noundef 0)
  %250 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 20), align 4, !tbaa !20
  %251 = zext i8 %250 to i64
  call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.30, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 2, i32 noundef 1)
  %252 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 24), align 8, !tbaa !20
  %253 = zext i8 %252 to i64
  call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.30, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 3, i32 noundef 0)
  %254 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 28), align 4, !tbaa !20
  %255 = zext i8 %254 to i64
  call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.30, i32 noundef %22)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.31, i32 noundef 3, i32 noundef 1)
  br label %273

256:                                              ; preds = %234
  call fastcc void @transparent_crc(i64 noundef 17, ptr noundef nonnull @.str.29, i32 noundef %22)
  %257 = load volatile i8, ptr @g_106, align 16, !tbaa !20
  %258 = zext i8 %257 to i64
  call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.30, i32 noundef %22)
  %259 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 4), align 4, !tbaa !20
  %260 = zext i8 %259 to i64
  call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.30, i32 noundef %22)
  %261 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 8), align 8, !tbaa !20
  %262 = zext i8 %261 to i64
  call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.30, i32 noundef %22)
  %263 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 12), align 4, !tbaa !20
  %264 = zext i8 %263 to i64
  call fastcc void @transparent_crc(i64 noundef %264, ptr noundef nonnull @.str.30, i32 noundef %22)
  %265 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 16), align 16, !tbaa !20
  %266 = zext i8 %265 to i64
  call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.30, i32 noundef %22)
  %267 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 20), align 4, !tbaa !20
  %268 = zext i8 %267 to i64
  call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.30, i32 noundef %22)
  %269 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 24), align 8, !tbaa !20
  %270 = zext i8 %269 to i64
  call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.30, i32 noundef %22)
  %271 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 28), align 4, !tbaa !20
  %272 = zext i8 %271 to i64
  call fastcc void @transparent_crc(i64 noundef %272, ptr noundef nonnull @.str.30, i32 noundef %22)
  br label %273

273:                                              ; preds = %256, %239
  call fastcc void @transparent_crc(i64 noundef 48, ptr noundef nonnull @.str.32, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.33, i32 noundef %22)
  %274 = load volatile i32, ptr @g_224, align 8, !tbaa !21
  %275 = sext i32 %274 to i64
  call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.34, i32 noundef %22)
  %276 = load i64, ptr getelementptr inbounds (i8, ptr @g_224, i64 8), align 8, !tbaa !23
  call fastcc void @transparent_crc(i64 noundef %276, ptr noundef nonnull @.str.35, i32 noundef %22)
  %277 = load i8, ptr getelementptr inbounds (i8, ptr @g_224, i64 16), align 8, !tbaa !24
  %278 = sext i8 %277 to i64
  call fastcc void @transparent_crc(i64 noundef %278, ptr noundef nonnull @.str.36, i32 noundef %22)
  %279 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_224, i64 17), align 1, !tbaa !25
  %280 = sext i8 %279 to i64
  call fastcc void @transparent_crc(i64 noundef %280, ptr noundef nonnull @.str.37, i32 noundef %22)
  %281 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_224, i64 20), align 4, !tbaa !26
  %282 = sext i32 %281 to i64
  call fastcc void @transparent_crc(i64 noundef %282, ptr noundef nonnull @.str.38, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 1545505605, ptr noundef nonnull @.str.39, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef -5986, ptr noundef nonnull @.str.40, i32 noundef %22)
  %283 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %284 = xor i32 %283, -1
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.49, i32 noundef %284)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %5 = lshr i32 %4, 8
  %6 = zext i32 %4 to i64
  %7 = xor i64 %6, %0
  %8 = and i64 %7, 255
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !9
  %11 = xor i32 %5, %10
  %12 = lshr i64 %0, 8
  %13 = lshr i32 %11, 8
  %14 = zext i32 %11 to i64
  %15 = xor i64 %12, %14
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !9
  %19 = xor i32 %13, %18
  %20 = lshr i64 %0, 16
  %21 = lshr i32 %19, 8
  %22 = zext i32 %19 to i64
  %23 = xor i64 %20, %22
  %24 = and i64 %23, 255
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !9
  %27 = xor i32 %21, %26
  %28 = lshr i64 %0, 24
  %29 = lshr i32 %27, 8
  %30 = zext i32 %27 to i64
  %31 = xor i64 %28, %30
  %32 = and i64 %31, 255
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !9
  %35 = xor i32 %29, %34
  %36 = lshr i64 %0, 32
  %37 = lshr i32 %35, 8
  %38 = zext i32 %35 to i64
  %39 = xor i64 %36, %38
  %40 = and i64 %39, 255
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !9
  %43 = xor i32 %37, %42
  %44 = lshr i64 %0, 40
  %45 = lshr i32 %43, 8
  %46 = zext i32 %43 to i64
  %47 = xor i64 %44, %46
  %48 = and i64 %47, 255
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !9
  %51 = xor i32 %45, %50
  %52 = lshr i64 %0, 48
  %53 = lshr i32 %51, 8
  %54 = zext i32 %51 to i64
  %55 = xor i64 %52, %54
  %56 = and i64 %55, 255
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !9
  %59 = xor i32 %53, %58
  %60 = lshr i64 %0, 56
  %61 = lshr i32 %59, 8
  %62 = and i32 %59, 255
  %63 = zext nneg i32 %62 to i64
  %64 = xor i64 %60, %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !9
  %67 = xor i32 %61, %66
  store i32 %67, ptr @crc32_context, align 4, !tbaa !9
  %68 = icmp eq i32 %2, 0
  br i1 %68, label %71, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.43, ptr noundef %1, i32 noundef %70)
  br label %71

71:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !7, i64 0}
!17 = !{i64 0, i64 4, !9, i64 8, i64 8, !18, i64 16, i64 1, !20, i64 17, i64 1, !20, i64 20, i64 4, !9}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !7, i64 0}
!20 = !{!7, !7, i64 0}
!21 = !{!22, !10, i64 0}
!22 = !{!"S0", !10, i64 0, !19, i64 8, !7, i64 16, !7, i64 17, !10, i64 20}
!23 = !{!22, !19, i64 8}
!24 = !{!22, !7, i64 16}
!25 = !{!22, !7, i64 17}
!26 = !{!22, !10, i64 20}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = !{!30, !10, i64 0}
!30 = !{!"S1", !10, i64 0, !7, i64 4}
!31 = !{!30, !7, i64 4}
