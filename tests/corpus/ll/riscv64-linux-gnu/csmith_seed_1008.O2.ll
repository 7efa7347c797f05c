; ModuleID = 'tests/programs/csmith/seed_1008.c'
source_filename = "tests/programs/csmith/seed_1008.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [7 x i8] c"g_4[i]\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"g_14[i][j]\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"g_18[i]\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"g_34[i]\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"g_42\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"g_59\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"g_69\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"g_90[i]\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"g_115\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"g_118\00", align 1
@g_119 = internal global [1 x [6 x [6 x i32]]] [[6 x [6 x i32]] [[6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603], [6 x i32] [i32 -1, i32 -2023025099, i32 -1, i32 68804603, i32 546425507, i32 68804603]]], align 4
@.str.14 = private unnamed_addr constant [15 x i8] c"g_119[i][j][k]\00", align 1
@.str.15 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"g_122\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"g_127\00", align 1
@g_138 = internal unnamed_addr constant [7 x [9 x [1 x i32]]] [[9 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer], [9 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667]], [9 x [1 x i32]] [[1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667]], [9 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer], [9 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1]], [9 x [1 x i32]] [[1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1]], [9 x [1 x i32]] [[1 x i32] [i32 -369243667], [1 x i32] [i32 1], [1 x i32] zeroinitializer, [1 x i32] zeroinitializer, [1 x i32] [i32 1], [1 x i32] [i32 -369243667], [1 x i32] [i32 -1], [1 x i32] [i32 -369243667], [1 x i32] [i32 1]]], align 4
@.str.18 = private unnamed_addr constant [15 x i8] c"g_138[i][j][k]\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"g_163\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"g_165\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"g_167\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"g_179\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"g_181\00", align 1
@.str.24 = private unnamed_addr constant [9 x i8] c"g_250[i]\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"g_273\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"g_343\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"g_363\00", align 1
@g_399 = internal global i64 -1, align 8
@.str.28 = private unnamed_addr constant [6 x i8] c"g_399\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"g_416\00", align 1
@g_489 = internal global i64 8731971594776897955, align 8
@.str.30 = private unnamed_addr constant [6 x i8] c"g_489\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"g_526\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@.str.32 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.33 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  br i1 %18, label %67, label %68

67:                                               ; preds = %66
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  br label %74

68:                                               ; preds = %66
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  %73 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 4)
  br label %74

74:                                               ; preds = %67, %68
  tail call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.3, i32 noundef signext %19)
  br label %75

75:                                               ; preds = %74, %97
  %76 = phi i64 [ 0, %74 ], [ %98, %97 ]
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  br i1 %18, label %77, label %78

77:                                               ; preds = %75
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  br label %97

78:                                               ; preds = %75
  %79 = trunc nuw nsw i64 %76 to i32
  %80 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %79, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  %81 = trunc nuw nsw i64 %76 to i32
  %82 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %81, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  %83 = trunc nuw nsw i64 %76 to i32
  %84 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %83, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  %85 = trunc nuw nsw i64 %76 to i32
  %86 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %85, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  %87 = trunc nuw nsw i64 %76 to i32
  %88 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %87, i32 noundef signext 4)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  %89 = trunc nuw nsw i64 %76 to i32
  %90 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %89, i32 noundef signext 5)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  %91 = trunc nuw nsw i64 %76 to i32
  %92 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %91, i32 noundef signext 6)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  %93 = trunc nuw nsw i64 %76 to i32
  %94 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %93, i32 noundef signext 7)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  %95 = trunc nuw nsw i64 %76 to i32
  %96 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %95, i32 noundef signext 8)
  br label %97

97:                                               ; preds = %77, %78
  %98 = add nuw nsw i64 %76, 1
  %99 = icmp eq i64 %98, 3
  br i1 %99, label %100, label %75, !llvm.loop !17

100:                                              ; preds = %97
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  br i1 %18, label %101, label %102

101:                                              ; preds = %100
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  br label %114

102:                                              ; preds = %100
  %103 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  %104 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  %105 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  %106 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef 3415174177, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  %107 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 4)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  %108 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  %109 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  %110 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  %111 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef 1396848183, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  %112 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 4)
  tail call fastcc void @transparent_crc(i64 noundef 2007901976, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  %113 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 5)
  br label %114

114:                                              ; preds = %101, %102
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.9, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.10, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  br i1 %18, label %115, label %116

115:                                              ; preds = %114
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  br label %127

116:                                              ; preds = %114
  %117 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %118 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %119 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %120 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %121 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 4)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %122 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 5)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %123 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 6)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %124 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 7)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %125 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 8)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  %126 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 9)
  br label %127

127:                                              ; preds = %115, %116
  tail call fastcc void @transparent_crc(i64 noundef -90, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.13, i32 noundef signext %19)
  br label %128

128:                                              ; preds = %127, %177
  %129 = phi i64 [ 0, %127 ], [ %178, %177 ]
  %130 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 0
  %131 = load volatile i32, ptr %130, align 4, !tbaa !13
  %132 = zext i32 %131 to i64
  tail call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.14, i32 noundef signext %19)
  br i1 %18, label %133, label %149

133:                                              ; preds = %128
  %134 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 1
  %135 = load volatile i32, ptr %134, align 4, !tbaa !13
  %136 = zext i32 %135 to i64
  tail call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.14, i32 noundef signext %19)
  %137 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 2
  %138 = load volatile i32, ptr %137, align 4, !tbaa !13
  %139 = zext i32 %138 to i64
  tail call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.14, i32 noundef signext %19)
  %140 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 3
  %141 = load volatile i32, ptr %140, align 4, !tbaa !13
  %142 = zext i32 %141 to i64
  tail call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.14, i32 noundef signext %19)
  %143 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 4
  %144 = load volatile i32, ptr %143, align 4, !tbaa !13
  %145 = zext i32 %144 to i64
  tail call fastcc void @transparent_crc(i64 noundef %145, ptr noundef nonnull @.str.14, i32 noundef signext %19)
  %146 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 5
  %147 = load volatile i32, ptr %146, align 4, !tbaa !13
  %148 = zext i32 %147 to i64
  tail call fastcc void @transparent_crc(i64 noundef %148, ptr noundef nonnull @.str.14, i32 noundef signext %19)
  br label %177

149:                                              ; preds = %128
  %150 = trunc nuw nsw i64 %129 to i32
  %151 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 0, i32 noundef signext %150, i32 noundef signext 0)
  %152 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 1
  %153 = load volatile i32, ptr %152, align 4, !tbaa !13
  %154 = zext i32 %153 to i64
  tail call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.14, i32 noundef signext %19)
  %155 = trunc nuw nsw i64 %129 to i32
  %156 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 0, i32 noundef signext %155, i32 noundef signext 1)
  %157 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 2
  %158 = load volatile i32, ptr %157, align 4, !tbaa !13
  %159 = zext i32 %158 to i64
  tail call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.14, i32 noundef signext %19)
  %160 = trunc nuw nsw i64 %129 to i32
  %161 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 0, i32 noundef signext %160, i32 noundef signext 2)
  %162 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 3
  %163 = load volatile i32, ptr %162, align 4, !tbaa !13
  %164 = zext i32 %163 to i64
  tail call fastcc void @transparent_crc(i64 noundef %164, ptr noundef nonnull @.str.14, i32 noundef signext %19)
  %165 = trunc nuw nsw i64 %129 to i32
  %166 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 0, i32 noundef signext %165, i32 noundef signext 3)
  %167 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 4
  %168 = load volatile i32, ptr %167, align 4, !tbaa !13
  %169 = zext i32 %168 to i64
  tail call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.14, i32 noundef signext %19)
  %170 = trunc nuw nsw i64 %129 to i32
  %171 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 0, i32 noundef signext %170, i32 noundef signext 4)
  %172 = getelementptr inbounds [6 x [6 x i32]], ptr @g_119, i64 0, i64 %129, i64 5
  %173 = load volatile i32, ptr %172, align 4, !tbaa !13
  %174 = zext i32 %173 to i64
  tail call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.14, i32 noundef signext %19)
  %175 = trunc nuw nsw i64 %129 to i32
  %176 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 0, i32 noundef signext %175, i32 noundef signext 5)
  br label %177

177:                                              ; preds = %133, %149
  %178 = add nuw nsw i64 %129, 1
  %179 = icmp eq i64 %178, 6
  br i1 %179, label %180, label %128, !llvm.loop !18

180:                                              ; preds = %177
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.16, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.17, i32 noundef signext %19)
  br label %181

181:                                              ; preds = %180, %254
  %182 = phi i64 [ 0, %180 ], [ %255, %254 ]
  %183 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 0
  %184 = load i32, ptr %183, align 4, !tbaa !13
  %185 = zext i32 %184 to i64
  tail call fastcc void @transparent_crc(i64 noundef %185, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  br i1 %18, label %186, label %211

186:                                              ; preds = %181
  %187 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 1
  %188 = load i32, ptr %187, align 4, !tbaa !13
  %189 = zext i32 %188 to i64
  tail call fastcc void @transparent_crc(i64 noundef %189, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %190 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 2
  %191 = load i32, ptr %190, align 4, !tbaa !13
  %192 = zext i32 %191 to i64
  tail call fastcc void @transparent_crc(i64 noundef %192, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %193 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 3
  %194 = load i32, ptr %193, align 4, !tbaa !13
  %195 = zext i32 %194 to i64
  tail call fastcc void @transparent_crc(i64 noundef %195, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %196 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 4
  %197 = load i32, ptr %196, align 4, !tbaa !13
  %198 = zext i32 %197 to i64
  tail call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %199 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 5
  %200 = load i32, ptr %199, align 4, !tbaa !13
  %201 = zext i32 %200 to i64
  tail call fastcc void @transparent_crc(i64 noundef %201, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %202 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 6
  %203 = load i32, ptr %202, align 4, !tbaa !13
  %204 = zext i32 %203 to i64
  tail call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %205 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 7
  %206 = load i32, ptr %205, align 4, !tbaa !13
  %207 = zext i32 %206 to i64
  tail call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %208 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 8
  %209 = load i32, ptr %208, align 4, !tbaa !13
  %210 = zext i32 %209 to i64
  tail call fastcc void @transparent_crc(i64 noundef %210, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  br label %254

211:                                              ; preds = %181
  %212 = trunc nuw nsw i64 %182 to i32
  %213 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %212, i32 noundef signext 0, i32 noundef signext 0)
  %214 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 1
  %215 = load i32, ptr %214, align 4, !tbaa !13
  %216 = zext i32 %215 to i64
  tail call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %217 = trunc nuw nsw i64 %182 to i32
  %218 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %217, i32 noundef signext 1, i32 noundef signext 0)
  %219 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 2
  %220 = load i32, ptr %219, align 4, !tbaa !13
  %221 = zext i32 %220 to i64
  tail call fastcc void @transparent_crc(i64 noundef %221, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %222 = trunc nuw nsw i64 %182 to i32
  %223 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %222, i32 noundef signext 2, i32 noundef signext 0)
  %224 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 3
  %225 = load i32, ptr %224, align 4, !tbaa !13
  %226 = zext i32 %225 to i64
  tail call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %227 = trunc nuw nsw i64 %182 to i32
  %228 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %227, i32 noundef signext 3, i32 noundef signext 0)
  %229 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 4
  %230 = load i32, ptr %229, align 4, !tbaa !13
  %231 = zext i32 %230 to i64
  tail call fastcc void @transparent_crc(i64 noundef %231, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %232 = trunc nuw nsw i64 %182 to i32
  %233 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %232, i32 noundef signext 4, i32 noundef signext 0)
  %234 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 5
  %235 = load i32, ptr %234, align 4, !tbaa !13
  %236 = zext i32 %235 to i64
  tail call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %237 = trunc nuw nsw i64 %182 to i32
  %238 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %237, i32 noundef signext 5, i32 noundef signext 0)
  %239 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 6
  %240 = load i32, ptr %239, align 4, !tbaa !13
  %241 = zext i32 %240 to i64
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %242 = trunc nuw nsw i64 %182 to i32
  %243 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %242, i32 noundef signext 6, i32 noundef signext 0)
  %244 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 7
  %245 = load i32, ptr %244, align 4, !tbaa !13
  %246 = zext i32 %245 to i64
  tail call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %247 = trunc nuw nsw i64 %182 to i32
  %248 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %247, i32 noundef signext 7, i32 noundef signext 0)
  %249 = getelementptr inbounds [7 x [9 x [1 x i32]]], ptr @g_138, i64 0, i64 %182, i64 8
  %250 = load i32, ptr %249, align 4, !tbaa !13
  %251 = zext i32 %250 to i64
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  %252 = trunc nuw nsw i64 %182 to i32
  %253 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %252, i32 noundef signext 8, i32 noundef signext 0)
  br label %254

254:                                              ; preds = %186, %211
  %255 = add nuw nsw i64 %182, 1
  %256 = icmp eq i64 %255, 7
  br i1 %256, label %257, label %181, !llvm.loop !19

257:                                              ; preds = %254
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -414380595, ptr noundef nonnull @.str.21, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.22, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.23, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19)
  br i1 %18, label %258, label %259

258:                                              ; preds = %257
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19)
  br label %265

259:                                              ; preds = %257
  %260 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19)
  %261 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19)
  %262 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19)
  %263 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef -38, ptr noundef nonnull @.str.24, i32 noundef signext %19)
  %264 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 4)
  br label %265

265:                                              ; preds = %258, %259
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.25, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -6713740073209072870, ptr noundef nonnull @.str.26, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -21143, ptr noundef nonnull @.str.27, i32 noundef signext %19)
  %266 = load volatile i64, ptr @g_399, align 8, !tbaa !20
  tail call fastcc void @transparent_crc(i64 noundef %266, ptr noundef nonnull @.str.28, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -1225755933, ptr noundef nonnull @.str.29, i32 noundef signext %19)
  %267 = load volatile i64, ptr @g_489, align 8, !tbaa !20
  tail call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.30, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 3441186408, ptr noundef nonnull @.str.31, i32 noundef signext %19)
  %268 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %269 = xor i32 %268, -1
  %270 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef signext %269)
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
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, ptr noundef %1, i64 noundef %71)
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
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !11, i64 0}
