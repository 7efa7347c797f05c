; ModuleID = 'tests/programs/csmith/seed_1007.c'
source_filename = "tests/programs/csmith/seed_1007.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S0 = type { i32, i64, i8, i8, i32 }
%struct.S1 = type { i32, i8 }

@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1
@g_5 = internal global i32 930923556, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g_18\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_20\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"g_25[i]\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_43 = internal unnamed_addr global i8 28, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"g_62.f0\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"g_63[i].f0\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"g_63[i].f1\00", align 1
@g_79 = internal unnamed_addr global i16 -8, align 4
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
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.S0, align 8
  %5 = alloca [6 x ptr], align 8
  %6 = icmp eq i32 %0, 2
  br i1 %6, label %7, label %20

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !6
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
  store <4 x i32> %65, ptr %66, align 4, !tbaa !10
  %67 = add nuw i64 %24, 4
  %68 = add <4 x i32> %25, <i32 4, i32 4, i32 4, i32 4>
  %69 = icmp eq i64 %67, 256
  br i1 %69, label %70, label %23, !llvm.loop !12

70:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #4
  %71 = load volatile ptr, ptr @g_4, align 8, !tbaa !6
  store i32 47111, ptr %71, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %72 = load i16, ptr @g_79, align 4, !tbaa !16
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 4, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !18
  %74 = and i32 %73, 4
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %77, label %76

76:                                               ; preds = %70
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !18
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !18
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !18
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !18
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !18
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr align 8 @g_80, i64 24, i1 true), !tbaa.struct !18
  br label %77

77:                                               ; preds = %70, %76
  %78 = phi i8 [ 49, %76 ], [ 0, %70 ]
  %79 = phi i32 [ 1, %76 ], [ -19094, %70 ]
  %80 = getelementptr inbounds i8, ptr %5, i64 16
  store i8 %78, ptr @g_43, align 4, !tbaa !21
  %81 = and i16 %72, -18425
  store i16 %81, ptr @g_79, align 4, !tbaa !16
  store i32 %79, ptr @g_5, align 4, !tbaa !10
  store i32 %74, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store ptr %3, ptr @g_199, align 8, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  store volatile ptr getelementptr inbounds (i8, ptr @g_84, i64 32), ptr @g_4, align 8, !tbaa !6
  store ptr %80, ptr @g_236, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !tbaa.struct !18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !tbaa.struct !18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @g_224, ptr align 8 @g_224, i64 24, i1 true), !tbaa.struct !18
  store i64 7, ptr @g_90, align 8, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #4
  call fastcc void @transparent_crc(i64 noundef 47111, ptr noundef nonnull @.str.1, i32 noundef %22)
  %82 = load i32, ptr @g_5, align 4, !tbaa !10
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
  br label %93

85:                                               ; preds = %77
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 4000142572, ptr noundef nonnull @.str.5, i32 noundef %22)
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 6)
  br label %93

93:                                               ; preds = %84, %85
  %94 = load i8, ptr @g_43, align 4, !tbaa !21
  %95 = zext i8 %94 to i64
  call fastcc void @transparent_crc(i64 noundef %95, ptr noundef nonnull @.str.7, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 47111, ptr noundef nonnull @.str.8, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.9, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef %22)
  br i1 %21, label %99, label %96

96:                                               ; preds = %93
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef %22)
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1)
  br label %100

99:                                               ; preds = %93
  call fastcc void @transparent_crc(i64 noundef 1181417982, ptr noundef nonnull @.str.10, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 5381145630633034818, ptr noundef nonnull @.str.11, i32 noundef %22)
  br label %100

100:                                              ; preds = %99, %96
  %101 = load i16, ptr @g_79, align 4, !tbaa !16
  %102 = zext i16 %101 to i64
  call fastcc void @transparent_crc(i64 noundef %102, ptr noundef nonnull @.str.12, i32 noundef %22)
  %103 = load volatile i32, ptr @g_80, align 8, !tbaa !22
  %104 = sext i32 %103 to i64
  call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.13, i32 noundef %22)
  %105 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_80, i64 8), align 8, !tbaa !24
  call fastcc void @transparent_crc(i64 noundef %105, ptr noundef nonnull @.str.14, i32 noundef %22)
  %106 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_80, i64 16), align 8, !tbaa !25
  %107 = sext i8 %106 to i64
  call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.15, i32 noundef %22)
  %108 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_80, i64 17), align 1, !tbaa !26
  %109 = sext i8 %108 to i64
  call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.16, i32 noundef %22)
  %110 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_80, i64 20), align 4, !tbaa !27
  %111 = sext i32 %110 to i64
  call fastcc void @transparent_crc(i64 noundef %111, ptr noundef nonnull @.str.17, i32 noundef %22)
  %112 = load i32, ptr @g_84, align 4, !tbaa !10
  %113 = sext i32 %112 to i64
  call fastcc void @transparent_crc(i64 noundef %113, ptr noundef nonnull @.str.18, i32 noundef %22)
  br i1 %21, label %114, label %131

114:                                              ; preds = %100
  %115 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 4), align 4, !tbaa !10
  %116 = sext i32 %115 to i64
  call fastcc void @transparent_crc(i64 noundef %116, ptr noundef nonnull @.str.18, i32 noundef %22)
  %117 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 4, !tbaa !10
  %118 = sext i32 %117 to i64
  call fastcc void @transparent_crc(i64 noundef %118, ptr noundef nonnull @.str.18, i32 noundef %22)
  %119 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 12), align 4, !tbaa !10
  %120 = sext i32 %119 to i64
  call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.18, i32 noundef %22)
  %121 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 4, !tbaa !10
  %122 = sext i32 %121 to i64
  call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.18, i32 noundef %22)
  %123 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 20), align 4, !tbaa !10
  %124 = sext i32 %123 to i64
  call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.18, i32 noundef %22)
  %125 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 4, !tbaa !10
  %126 = sext i32 %125 to i64
  call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.18, i32 noundef %22)
  %127 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 28), align 4, !tbaa !10
  %128 = sext i32 %127 to i64
  call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.18, i32 noundef %22)
  %129 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 4, !tbaa !10
  %130 = sext i32 %129 to i64
  call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.18, i32 noundef %22)
  br label %157

131:                                              ; preds = %100
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %133 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 4), align 4, !tbaa !10
  %134 = sext i32 %133 to i64
  call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.18, i32 noundef %22)
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1)
  %136 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 8), align 4, !tbaa !10
  %137 = sext i32 %136 to i64
  call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.18, i32 noundef %22)
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2)
  %139 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 12), align 4, !tbaa !10
  %140 = sext i32 %139 to i64
  call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.18, i32 noundef %22)
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3)
  %142 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 16), align 4, !tbaa !10
  %143 = sext i32 %142 to i64
  call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.18, i32 noundef %22)
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4)
  %145 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 20), align 4, !tbaa !10
  %146 = sext i32 %145 to i64
  call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.18, i32 noundef %22)
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 5)
  %148 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 24), align 4, !tbaa !10
  %149 = sext i32 %148 to i64
  call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.18, i32 noundef %22)
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 6)
  %151 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 28), align 4, !tbaa !10
  %152 = sext i32 %151 to i64
  call fastcc void @transparent_crc(i64 noundef %152, ptr noundef nonnull @.str.18, i32 noundef %22)
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 7)
  %154 = load i32, ptr getelementptr inbounds (i8, ptr @g_84, i64 32), align 4, !tbaa !10
  %155 = sext i32 %154 to i64
  call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.18, i32 noundef %22)
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 8)
  br label %157

157:                                              ; preds = %114, %131
  br label %158

158:                                              ; preds = %157, %222
  %159 = phi i1 [ false, %222 ], [ true, %157 ]
  %160 = phi i64 [ 1, %222 ], [ 0, %157 ]
  %161 = trunc nuw nsw i64 %160 to i32
  %162 = trunc nuw nsw i64 %160 to i32
  %163 = trunc nuw nsw i64 %160 to i32
  br label %164

164:                                              ; preds = %158, %219
  %165 = phi i64 [ 0, %158 ], [ %220, %219 ]
  %166 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %160, i64 %165, i64 0
  %167 = load volatile i32, ptr %166, align 8, !tbaa !22
  %168 = sext i32 %167 to i64
  call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.19, i32 noundef %22)
  %169 = getelementptr inbounds i8, ptr %166, i64 8
  %170 = load i64, ptr %169, align 8, !tbaa !24
  call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.20, i32 noundef %22)
  %171 = getelementptr inbounds i8, ptr %166, i64 16
  %172 = load i8, ptr %171, align 8, !tbaa !25
  %173 = sext i8 %172 to i64
  call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.21, i32 noundef %22)
  %174 = getelementptr inbounds i8, ptr %166, i64 17
  %175 = load volatile i8, ptr %174, align 1, !tbaa !26
  %176 = sext i8 %175 to i64
  call fastcc void @transparent_crc(i64 noundef %176, ptr noundef nonnull @.str.22, i32 noundef %22)
  %177 = getelementptr inbounds i8, ptr %166, i64 20
  %178 = load volatile i32, ptr %177, align 4, !tbaa !27
  %179 = sext i32 %178 to i64
  call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.23, i32 noundef %22)
  br i1 %21, label %183, label %180

180:                                              ; preds = %164
  %181 = trunc nuw nsw i64 %165 to i32
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %161, i32 noundef %181, i32 noundef 0)
  br label %183

183:                                              ; preds = %164, %180
  %184 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %160, i64 %165, i64 1
  %185 = load volatile i32, ptr %184, align 8, !tbaa !22
  %186 = sext i32 %185 to i64
  call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.19, i32 noundef %22)
  %187 = getelementptr inbounds i8, ptr %184, i64 8
  %188 = load i64, ptr %187, align 8, !tbaa !24
  call fastcc void @transparent_crc(i64 noundef %188, ptr noundef nonnull @.str.20, i32 noundef %22)
  %189 = getelementptr inbounds i8, ptr %184, i64 16
  %190 = load i8, ptr %189, align 8, !tbaa !25
  %191 = sext i8 %190 to i64
  call fastcc void @transparent_crc(i64 noundef %191, ptr noundef nonnull @.str.21, i32 noundef %22)
  %192 = getelementptr inbounds i8, ptr %184, i64 17
  %193 = load volatile i8, ptr %192, align 1, !tbaa !26
  %194 = sext i8 %193 to i64
  call fastcc void @transparent_crc(i64 noundef %194, ptr noundef nonnull @.str.22, i32 noundef %22)
  %195 = getelementptr inbounds i8, ptr %184, i64 20
  %196 = load volatile i32, ptr %195, align 4, !tbaa !27
  %197 = sext i32 %196 to i64
  call fastcc void @transparent_crc(i64 noundef %197, ptr noundef nonnull @.str.23, i32 noundef %22)
  br i1 %21, label %201, label %198

198:                                              ; preds = %183
  %199 = trunc nuw nsw i64 %165 to i32
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %162, i32 noundef %199, i32 noundef 1)
  br label %201

201:                                              ; preds = %198, %183
  %202 = getelementptr inbounds [2 x [8 x [3 x %struct.S0]]], ptr @g_87, i64 0, i64 %160, i64 %165, i64 2
  %203 = load volatile i32, ptr %202, align 8, !tbaa !22
  %204 = sext i32 %203 to i64
  call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.19, i32 noundef %22)
  %205 = getelementptr inbounds i8, ptr %202, i64 8
  %206 = load i64, ptr %205, align 8, !tbaa !24
  call fastcc void @transparent_crc(i64 noundef %206, ptr noundef nonnull @.str.20, i32 noundef %22)
  %207 = getelementptr inbounds i8, ptr %202, i64 16
  %208 = load i8, ptr %207, align 8, !tbaa !25
  %209 = sext i8 %208 to i64
  call fastcc void @transparent_crc(i64 noundef %209, ptr noundef nonnull @.str.21, i32 noundef %22)
  %210 = getelementptr inbounds i8, ptr %202, i64 17
  %211 = load volatile i8, ptr %210, align 1, !tbaa !26
  %212 = sext i8 %211 to i64
  call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.22, i32 noundef %22)
  %213 = getelementptr inbounds i8, ptr %202, i64 20
  %214 = load volatile i32, ptr %213, align 4, !tbaa !27
  %215 = sext i32 %214 to i64
  call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.23, i32 noundef %22)
  br i1 %21, label %219, label %216

216:                                              ; preds = %201
  %217 = trunc nuw nsw i64 %165 to i32
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %163, i32 noundef %217, i32 noundef 2)
  br label %219

219:                                              ; preds = %216, %201
  %220 = add nuw nsw i64 %165, 1
  %221 = icmp eq i64 %220, 8
  br i1 %221, label %222, label %164, !llvm.loop !28

222:                                              ; preds = %219
  br i1 %159, label %158, label %223, !llvm.loop !29

223:                                              ; preds = %222
  %224 = load i16, ptr @g_90, align 8, !tbaa !21
  %225 = zext i16 %224 to i64
  call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.25, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.26, i32 noundef %22)
  %226 = load volatile i32, ptr @g_94, align 4, !tbaa !30
  %227 = zext i32 %226 to i64
  call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.27, i32 noundef %22)
  %228 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 4), align 4, !tbaa !32
  %229 = zext i8 %228 to i64
  call fastcc void @transparent_crc(i64 noundef %229, ptr noundef nonnull @.str.28, i32 noundef %22)
  br i1 %21, label %237, label %230

230:                                              ; preds = %223
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %232 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 8), align 4, !tbaa !30
  %233 = zext i32 %232 to i64
  call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.27, i32 noundef %22)
  %234 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 12), align 4, !tbaa !32
  %235 = zext i8 %234 to i64
  call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.28, i32 noundef %22)
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1)
  br label %242

237:                                              ; preds = %223
  %238 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 8), align 4, !tbaa !30
  %239 = zext i32 %238 to i64
  call fastcc void @transparent_crc(i64 noundef %239, ptr noundef nonnull @.str.27, i32 noundef %22)
  %240 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 12), align 4, !tbaa !32
  %241 = zext i8 %240 to i64
  call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.28, i32 noundef %22)
  br label %242

242:                                              ; preds = %237, %230
  %243 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 16), align 4, !tbaa !30
  %244 = zext i32 %243 to i64
  call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.27, i32 noundef %22)
  %245 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 20), align 4, !tbaa !32
  %246 = zext i8 %245 to i64
  call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.28, i32 noundef %22)
  br i1 %21, label %254, label %247

247:                                              ; preds = %242
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2)
  %249 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 24), align 4, !tbaa !30
  %250 = zext i32 %249 to i64
  call fastcc void @transparent_crc(i64 noundef %250, ptr noundef nonnull @.str.27, i32 noundef %22)
  %251 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 28), align 4, !tbaa !32
  %252 = zext i8 %251 to i64
  call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.28, i32 noundef %22)
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3)
  br label %259

254:                                              ; preds = %242
  %255 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 24), align 4, !tbaa !30
  %256 = zext i32 %255 to i64
  call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.27, i32 noundef %22)
  %257 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 28), align 4, !tbaa !32
  %258 = zext i8 %257 to i64
  call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.28, i32 noundef %22)
  br label %259

259:                                              ; preds = %254, %247
  %260 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_94, i64 32), align 4, !tbaa !30
  %261 = zext i32 %260 to i64
  call fastcc void @transparent_crc(i64 noundef %261, ptr noundef nonnull @.str.27, i32 noundef %22)
  %262 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_94, i64 36), align 4, !tbaa !32
  %263 = zext i8 %262 to i64
  call fastcc void @transparent_crc(i64 noundef %263, ptr noundef nonnull @.str.28, i32 noundef %22)
  br i1 %21, label %290, label %264

264:                                              ; preds = %259
  %265 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 17, ptr noundef nonnull @.str.29, i32 noundef %22)
  %266 = load volatile i8, ptr @g_106, align 4, !tbaa !21
  %267 = zext i8 %266 to i64
  call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.30, i32 noundef %22)
  %268 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 0, i32 noundef 0)
  %269 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 4), align 4, !tbaa !21
  %270 = zext i8 %269 to i64
  call fastcc void @transparent_crc(i64 noundef %270, ptr noundef nonnull @.str.30, i32 noundef %22)
  %271 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 0, i32 noundef 1)
  %272 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 8), align 4, !tbaa !21
  %273 = zext i8 %272 to i64
  call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.30, i32 noundef %22)
  %274 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 1, i32 noundef 0)
  %275 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 12), align 4, !tbaa !21
  %276 = zext i8 %275 to i64
  call fastcc void @transparent_crc(i64 noundef %276, ptr noundef nonnull @.str.30, i32 noundef %22)
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 1, i32 noundef 1)
  %278 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 16), align 4, !tbaa !21
  %279 = zext i8 %278 to i64
  call fastcc void @transparent_crc(i64 noundef %279, ptr noundef nonnull @.str.30, i32 noundef %22)
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 2, i32 noundef 0)
  %281 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 20), align 4, !tbaa !21
  %282 = zext i8 %281 to i64
  call fastcc void @transparent_crc(i64 noundef %282, ptr noundef nonnull @.str.30, i32 noundef %22)
  %283 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 2, i32 noundef 1)
  %284 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 24), align 4, !tbaa !21
  %285 = zext i8 %284 to i64
  call fastcc void @transparent_crc(i64 noundef %285, ptr noundef nonnull @.str.30, i32 noundef %22)
  %286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 3, i32 noundef 0)
  %287 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 28), align 4, !tbaa !21
  %288 = zext i8 %287 to i64
  call fastcc void @transparent_crc(i64 noundef %288, ptr noundef nonnull @.str.30, i32 noundef %22)
  %289 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef 3, i32 noundef 1)
  br label %307

290:                                              ; preds = %259
  call fastcc void @transparent_crc(i64 noundef 17, ptr noundef nonnull @.str.29, i32 noundef %22)
  %291 = load volatile i8, ptr @g_106, align 4, !tbaa !21
  %292 = zext i8 %291 to i64
  call fastcc void @transparent_crc(i64 noundef %292, ptr noundef nonnull @.str.30, i32 noundef %22)
  %293 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 4), align 4, !tbaa !21
  %294 = zext i8 %293 to i64
  call fastcc void @transparent_crc(i64 noundef %294, ptr noundef nonnull @.str.30, i32 noundef %22)
  %295 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 8), align 4, !tbaa !21
  %296 = zext i8 %295 to i64
  call fastcc void @transparent_crc(i64 noundef %296, ptr noundef nonnull @.str.30, i32 noundef %22)
  %297 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 12), align 4, !tbaa !21
  %298 = zext i8 %297 to i64
  call fastcc void @transparent_crc(i64 noundef %298, ptr noundef nonnull @.str.30, i32 noundef %22)
  %299 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 16), align 4, !tbaa !21
  %300 = zext i8 %299 to i64
  call fastcc void @transparent_crc(i64 noundef %300, ptr noundef nonnull @.str.30, i32 noundef %22)
  %301 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 20), align 4, !tbaa !21
  %302 = zext i8 %301 to i64
  call fastcc void @transparent_crc(i64 noundef %302, ptr noundef nonnull @.str.30, i32 noundef %22)
  %303 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 24), align 4, !tbaa !21
  %304 = zext i8 %303 to i64
  call fastcc void @transparent_crc(i64 noundef %304, ptr noundef nonnull @.str.30, i32 noundef %22)
  %305 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_106, i64 28), align 4, !tbaa !21
  %306 = zext i8 %305 to i64
  call fastcc void @transparent_crc(i64 noundef %306, ptr noundef nonnull @.str.30, i32 noundef %22)
  br label %307

307:                                              ; preds = %290, %264
  call fastcc void @transparent_crc(i64 noundef 48, ptr noundef nonnull @.str.32, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.33, i32 noundef %22)
  %308 = load volatile i32, ptr @g_224, align 8, !tbaa !22
  %309 = sext i32 %308 to i64
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.34, i32 noundef %22)
  %310 = load i64, ptr getelementptr inbounds (i8, ptr @g_224, i64 8), align 8, !tbaa !24
  call fastcc void @transparent_crc(i64 noundef %310, ptr noundef nonnull @.str.35, i32 noundef %22)
  %311 = load i8, ptr getelementptr inbounds (i8, ptr @g_224, i64 16), align 8, !tbaa !25
  %312 = sext i8 %311 to i64
  call fastcc void @transparent_crc(i64 noundef %312, ptr noundef nonnull @.str.36, i32 noundef %22)
  %313 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_224, i64 17), align 1, !tbaa !26
  %314 = sext i8 %313 to i64
  call fastcc void @transparent_crc(i64 noundef %314, ptr noundef nonnull @.str.37, i32 noundef %22)
  %315 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_224, i64 20), align 4, !tbaa !27
  %316 = sext i32 %315 to i64
  call fastcc void @transparent_crc(i64 noundef %316, ptr noundef nonnull @.str.38, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef 1545505605, ptr noundef nonnull @.str.39, i32 noundef %22)
  call fastcc void @transparent_crc(i64 noundef -5986, ptr noundef nonnull @.str.40, i32 noundef %22)
  %317 = load i32, ptr @crc32_context, align 4, !tbaa !10
  %318 = xor i32 %317, -1
  %319 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, i32 noundef %318)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

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
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

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
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !8, i64 0}
!18 = !{i64 0, i64 4, !10, i64 8, i64 8, !19, i64 16, i64 1, !21, i64 17, i64 1, !21, i64 20, i64 4, !10}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !8, i64 0}
!21 = !{!8, !8, i64 0}
!22 = !{!23, !11, i64 0}
!23 = !{!"S0", !11, i64 0, !20, i64 8, !8, i64 16, !8, i64 17, !11, i64 20}
!24 = !{!23, !20, i64 8}
!25 = !{!23, !8, i64 16}
!26 = !{!23, !8, i64 17}
!27 = !{!23, !11, i64 20}
!28 = distinct !{!28, !13}
!29 = distinct !{!29, !13}
!30 = !{!31, !11, i64 0}
!31 = !{!"S1", !11, i64 0, !8, i64 4}
!32 = !{!31, !8, i64 4}
