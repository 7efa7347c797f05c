; ModuleID = 'tests/programs/csmith/seed_1001.c'
source_filename = "tests/programs/csmith/seed_1001.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g_26 = internal global i64 -8747259951226643929, align 8
@.str.1 = private unnamed_addr constant [5 x i8] c"g_26\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"g_33[i]\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_34\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"g_36\00", align 1
@g_50 = internal global i32 -2068977882, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"g_50\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"g_62.f0\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"g_62.f1\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"g_62.f2\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"g_81\00", align 1
@g_114 = internal unnamed_addr global i64 1, align 8
@.str.11 = private unnamed_addr constant [6 x i8] c"g_114\00", align 1
@g_116 = internal unnamed_addr global [6 x [8 x [5 x i8]]] [[8 x [5 x i8]] [[5 x i8] c"\00\01i\86\AA", [5 x i8] c"\FF_\86\F9\01", [5 x i8] c"\FF6\01\FF\F9", [5 x i8] c"\9C\FF\00\80\F9", [5 x i8] c"6\9C\01\00\01", [5 x i8] c"\00\00\88\12\AA", [5 x i8] c"\C87\FE\FD6", [5 x i8] c"K\FE\01\F9\86"], [8 x [5 x i8]] [[5 x i8] c"8_\01|\FE", [5 x i8] c"\D9\FEo\01\00", [5 x i8] c"|\DC\FF_\88", [5 x i8] c"\86\00\F9_|", [5 x i8] c"\88\FD\01\01\FD", [5 x i8] c"\FDp\88|\BD", [5 x i8] c"\80\00\FF\9C\C8", [5 x i8] c"\1A\FDo\1A\9C"], [8 x [5 x i8]] [[5 x i8] c"\80\01\BD8\FB", [5 x i8] c"\FD\80\02\FE\C8", [5 x i8] c"\88\FE\FB\D9\01", [5 x i8] c"\86\00\FBio", [5 x i8] c"|\9C\02\9C|", [5 x i8] c"\D9_\BD\FF\FE", [5 x i8] c"8\88o\00\01", [5 x i8] c"|\80\FF_\FE"], [8 x [5 x i8]] [[5 x i8] c"\BC\00\88\00|", [5 x i8] c"\FEo\01\00o", [5 x i8] c"\FD\00\F9|\01", [5 x i8] c"\DC\00\FF\FB\C8", [5 x i8] c"iooi\FB", [5 x i8] c"\80\00\018\9C", [5 x i8] c"o\80\C8\88\C8", [5 x i8] c"\FE\88\FB8\BD"], [8 x [5 x i8]] [[5 x i8] c"\86_\FFi\FD", [5 x i8] c"\FF\9C\C8\FB|", [5 x i8] c"8\00\BD|\88", [5 x i8] c"8\FE\FF\00\00", [5 x i8] c"\FF\80\FF\00\FE", [5 x i8] c"\86\01\88_\FF", [5 x i8] c"\FE\FD6\00\FD", [5 x i8] c"o\00\88\FF\01"], [8 x [5 x i8]] [[5 x i8] c"\80p\FF\9C\C8", [5 x i8] c"i\FD\FFi\9C", [5 x i8] c"\DC\00\BD\D9\9C", [5 x i8] c"\FD\DC\C8\FE\C8", [5 x i8] c"\FE\FE\FF8\01", [5 x i8] c"\BC_\FB\1A\FD", [5 x i8] c"|\12K\DC6", [5 x i8] c"\00p\C8\01\FB"]], align 16
@.str.12 = private unnamed_addr constant [15 x i8] c"g_116[i][j][k]\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_120 = internal unnamed_addr global i32 1708280641, align 4
@.str.14 = private unnamed_addr constant [6 x i8] c"g_120\00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"g_136.f0\00", align 1
@.str.16 = private unnamed_addr constant [9 x i8] c"g_136.f1\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"g_136.f2\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"g_136.f3\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"g_208[i]\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"g_223\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@.str.21 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_62 = internal global { i8, i8, i8, i32, i32 } { i8 -44, i8 3, i8 0, i32 9, i32 -768603293 }, align 4
@.str.23 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
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
  store <4 x i32> %62, ptr %63, align 16, !tbaa !9
  %64 = add nuw i64 %21, 4
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>
  %66 = icmp eq i64 %64, 256
  br i1 %66, label %67, label %20, !llvm.loop !11

67:                                               ; preds = %20
  %68 = load volatile i64, ptr @g_26, align 8, !tbaa !15
  %69 = load volatile i64, ptr @g_26, align 8, !tbaa !15
  %70 = load volatile i32, ptr @g_50, align 4, !tbaa !9
  %71 = add i32 %70, 1
  store volatile i32 %71, ptr @g_50, align 4, !tbaa !9
  %72 = load i32, ptr @g_62, align 4
  %73 = and i32 %72, 2097151
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %78, label %75

75:                                               ; preds = %67
  %76 = urem i32 -79, %73
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %84, label %78

78:                                               ; preds = %67, %75
  %79 = load volatile i32, ptr @g_50, align 4, !tbaa !9
  %80 = and i64 %69, 255
  %81 = icmp eq i64 %80, 1
  br i1 %81, label %85, label %82

82:                                               ; preds = %78
  %83 = load volatile i32, ptr @g_50, align 4, !tbaa !9
  br label %85

84:                                               ; preds = %75
  store i32 -128, ptr getelementptr inbounds (i8, ptr @g_62, i64 8), align 4, !tbaa !17
  br label %85

85:                                               ; preds = %78, %82, %84
  %86 = load volatile i64, ptr @g_26, align 8, !tbaa !15
  %87 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 4), align 4, !tbaa !19
  store i8 2, ptr getelementptr inbounds (i8, ptr @g_116, i64 89), align 1, !tbaa !20
  %88 = load i32, ptr @g_120, align 4, !tbaa !9
  %89 = add i32 %88, -1
  store i32 %89, ptr @g_120, align 4, !tbaa !9
  %90 = load volatile i64, ptr @g_26, align 8, !tbaa !15
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.1, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19)
  br i1 %18, label %91, label %92

91:                                               ; preds = %85
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19)
  br label %99

92:                                               ; preds = %85
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef %19)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef %19)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5)
  br label %99

99:                                               ; preds = %91, %92
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 493404847, ptr noundef nonnull @.str.5, i32 noundef %19)
  %100 = load volatile i32, ptr @g_50, align 4, !tbaa !9
  %101 = zext i32 %100 to i64
  tail call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.6, i32 noundef %19)
  %102 = load i32, ptr @g_62, align 4
  %103 = and i32 %102, 2097151
  %104 = zext nneg i32 %103 to i64
  tail call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.7, i32 noundef %19)
  %105 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 4), align 4, !tbaa !19
  %106 = sext i32 %105 to i64
  tail call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.8, i32 noundef %19)
  %107 = load i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 8), align 4, !tbaa !17
  %108 = sext i32 %107 to i64
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.9, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.10, i32 noundef %19)
  %109 = load i64, ptr @g_114, align 8, !tbaa !15
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.11, i32 noundef %19)
  br label %110

110:                                              ; preds = %99, %161
  %111 = phi i64 [ 0, %99 ], [ %162, %161 ]
  %112 = trunc nuw nsw i64 %111 to i32
  %113 = trunc nuw nsw i64 %111 to i32
  %114 = trunc nuw nsw i64 %111 to i32
  %115 = trunc nuw nsw i64 %111 to i32
  %116 = trunc nuw nsw i64 %111 to i32
  br label %117

117:                                              ; preds = %110, %158
  %118 = phi i64 [ 0, %110 ], [ %159, %158 ]
  %119 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 0
  %120 = load i8, ptr %119, align 1, !tbaa !20
  %121 = sext i8 %120 to i64
  tail call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.12, i32 noundef %19)
  br i1 %18, label %122, label %135

122:                                              ; preds = %117
  %123 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 1
  %124 = load i8, ptr %123, align 1, !tbaa !20
  %125 = sext i8 %124 to i64
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.12, i32 noundef %19)
  %126 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 2
  %127 = load i8, ptr %126, align 1, !tbaa !20
  %128 = sext i8 %127 to i64
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.12, i32 noundef %19)
  %129 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 3
  %130 = load i8, ptr %129, align 1, !tbaa !20
  %131 = sext i8 %130 to i64
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.12, i32 noundef %19)
  %132 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 4
  %133 = load i8, ptr %132, align 1, !tbaa !20
  %134 = sext i8 %133 to i64
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.12, i32 noundef %19)
  br label %158

135:                                              ; preds = %117
  %136 = trunc nuw nsw i64 %118 to i32
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %112, i32 noundef %136, i32 noundef 0)
  %138 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 1
  %139 = load i8, ptr %138, align 1, !tbaa !20
  %140 = sext i8 %139 to i64
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.12, i32 noundef %19)
  %141 = trunc nuw nsw i64 %118 to i32
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %113, i32 noundef %141, i32 noundef 1)
  %143 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 2
  %144 = load i8, ptr %143, align 1, !tbaa !20
  %145 = sext i8 %144 to i64
  tail call fastcc void @transparent_crc(i64 noundef %145, ptr noundef nonnull @.str.12, i32 noundef %19)
  %146 = trunc nuw nsw i64 %118 to i32
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %114, i32 noundef %146, i32 noundef 2)
  %148 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 3
  %149 = load i8, ptr %148, align 1, !tbaa !20
  %150 = sext i8 %149 to i64
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.12, i32 noundef %19)
  %151 = trunc nuw nsw i64 %118 to i32
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %115, i32 noundef %151, i32 noundef 3)
  %153 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %111, i64 %118, i64 4
  %154 = load i8, ptr %153, align 1, !tbaa !20
  %155 = sext i8 %154 to i64
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.12, i32 noundef %19)
  %156 = trunc nuw nsw i64 %118 to i32
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %116, i32 noundef %156, i32 noundef 4)
  br label %158

158:                                              ; preds = %122, %135
  %159 = add nuw nsw i64 %118, 1
  %160 = icmp eq i64 %159, 8
  br i1 %160, label %161, label %117, !llvm.loop !21

161:                                              ; preds = %158
  %162 = add nuw nsw i64 %111, 1
  %163 = icmp eq i64 %162, 6
  br i1 %163, label %164, label %110, !llvm.loop !22

164:                                              ; preds = %161
  %165 = load i32, ptr @g_120, align 4, !tbaa !9
  %166 = zext i32 %165 to i64
  tail call fastcc void @transparent_crc(i64 noundef %166, ptr noundef nonnull @.str.14, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 31943, ptr noundef nonnull @.str.15, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.16, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 44591, ptr noundef nonnull @.str.17, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 4126740225, ptr noundef nonnull @.str.18, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19)
  br i1 %18, label %167, label %168

167:                                              ; preds = %164
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19)
  br label %179

168:                                              ; preds = %164
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19)
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19)
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19)
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19)
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19)
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19)
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 6)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19)
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 7)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef %19)
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 8)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef %19)
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 9)
  br label %179

179:                                              ; preds = %167, %168
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.20, i32 noundef %19)
  %180 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %181 = xor i32 %180, -1
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %181)
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
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
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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
!16 = !{!"long", !7, i64 0}
!17 = !{!18, !10, i64 8}
!18 = !{!"S1", !10, i64 0, !10, i64 4, !10, i64 8}
!19 = !{!18, !10, i64 4}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
