; ModuleID = 'tests/programs/csmith/seed_1001.c'
source_filename = "tests/programs/csmith/seed_1001.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
@g_116 = internal unnamed_addr global [6 x [8 x [5 x i8]]] [[8 x [5 x i8]] [[5 x i8] c"\00\01i\86\AA", [5 x i8] c"\FF_\86\F9\01", [5 x i8] c"\FF6\01\FF\F9", [5 x i8] c"\9C\FF\00\80\F9", [5 x i8] c"6\9C\01\00\01", [5 x i8] c"\00\00\88\12\AA", [5 x i8] c"\C87\FE\FD6", [5 x i8] c"K\FE\01\F9\86"], [8 x [5 x i8]] [[5 x i8] c"8_\01|\FE", [5 x i8] c"\D9\FEo\01\00", [5 x i8] c"|\DC\FF_\88", [5 x i8] c"\86\00\F9_|", [5 x i8] c"\88\FD\01\01\FD", [5 x i8] c"\FDp\88|\BD", [5 x i8] c"\80\00\FF\9C\C8", [5 x i8] c"\1A\FDo\1A\9C"], [8 x [5 x i8]] [[5 x i8] c"\80\01\BD8\FB", [5 x i8] c"\FD\80\02\FE\C8", [5 x i8] c"\88\FE\FB\D9\01", [5 x i8] c"\86\00\FBio", [5 x i8] c"|\9C\02\9C|", [5 x i8] c"\D9_\BD\FF\FE", [5 x i8] c"8\88o\00\01", [5 x i8] c"|\80\FF_\FE"], [8 x [5 x i8]] [[5 x i8] c"\BC\00\88\00|", [5 x i8] c"\FEo\01\00o", [5 x i8] c"\FD\00\F9|\01", [5 x i8] c"\DC\00\FF\FB\C8", [5 x i8] c"iooi\FB", [5 x i8] c"\80\00\018\9C", [5 x i8] c"o\80\C8\88\C8", [5 x i8] c"\FE\88\FB8\BD"], [8 x [5 x i8]] [[5 x i8] c"\86_\FFi\FD", [5 x i8] c"\FF\9C\C8\FB|", [5 x i8] c"8\00\BD|\88", [5 x i8] c"8\FE\FF\00\00", [5 x i8] c"\FF\80\FF\00\FE", [5 x i8] c"\86\01\88_\FF", [5 x i8] c"\FE\FD6\00\FD", [5 x i8] c"o\00\88\FF\01"], [8 x [5 x i8]] [[5 x i8] c"\80p\FF\9C\C8", [5 x i8] c"i\FD\FFi\9C", [5 x i8] c"\DC\00\BD\D9\9C", [5 x i8] c"\FD\DC\C8\FE\C8", [5 x i8] c"\FE\FE\FF8\01", [5 x i8] c"\BC_\FB\1A\FD", [5 x i8] c"|\12K\DC6", [5 x i8] c"\00p\C8\01\FB"]], align 1
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
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@.str.21 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_62 = internal global { i8, i8, i8, i32, i32 } { i8 -44, i8 3, i8 0, i32 9, i32 -768603293 }, align 4
@.str.23 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  %67 = load volatile i64, ptr @g_26, align 8, !tbaa !17
  %68 = load volatile i64, ptr @g_26, align 8, !tbaa !17
  %69 = load volatile i32, ptr @g_50, align 4, !tbaa !13
  %70 = add i32 %69, 1
  store volatile i32 %70, ptr @g_50, align 4, !tbaa !13
  %71 = load i32, ptr @g_62, align 4
  %72 = and i32 %71, 2097151
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %77, label %74

74:                                               ; preds = %66
  %75 = urem i32 -79, %72
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %83, label %77

77:                                               ; preds = %66, %74
  %78 = load volatile i32, ptr @g_50, align 4, !tbaa !13
  %79 = and i64 %68, 255
  %80 = icmp eq i64 %79, 1
  br i1 %80, label %84, label %81

81:                                               ; preds = %77
  %82 = load volatile i32, ptr @g_50, align 4, !tbaa !13
  br label %84

83:                                               ; preds = %74
  store i32 -128, ptr getelementptr inbounds (i8, ptr @g_62, i64 8), align 4, !tbaa !19
  br label %84

84:                                               ; preds = %77, %81, %83
  %85 = load volatile i64, ptr @g_26, align 8, !tbaa !17
  %86 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 4), align 4, !tbaa !21
  store i8 2, ptr getelementptr inbounds (i8, ptr @g_116, i64 89), align 1, !tbaa !22
  %87 = load i32, ptr @g_120, align 4, !tbaa !13
  %88 = add i32 %87, -1
  store i32 %88, ptr @g_120, align 4, !tbaa !13
  %89 = load volatile i64, ptr @g_26, align 8, !tbaa !17
  tail call fastcc void @transparent_crc(i64 noundef %89, ptr noundef nonnull @.str.1, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19)
  br i1 %18, label %90, label %91

90:                                               ; preds = %84
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19)
  br label %98

91:                                               ; preds = %84
  %92 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19)
  %93 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19)
  %94 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef signext %19)
  %95 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19)
  %96 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 4)
  tail call fastcc void @transparent_crc(i64 noundef -8792435750277752265, ptr noundef nonnull @.str.2, i32 noundef signext %19)
  %97 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 5)
  br label %98

98:                                               ; preds = %90, %91
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 493404847, ptr noundef nonnull @.str.5, i32 noundef signext %19)
  %99 = load volatile i32, ptr @g_50, align 4, !tbaa !13
  %100 = zext i32 %99 to i64
  tail call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.6, i32 noundef signext %19)
  %101 = load i32, ptr @g_62, align 4
  %102 = and i32 %101, 2097151
  %103 = zext nneg i32 %102 to i64
  tail call fastcc void @transparent_crc(i64 noundef %103, ptr noundef nonnull @.str.7, i32 noundef signext %19)
  %104 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 4), align 4, !tbaa !21
  %105 = sext i32 %104 to i64
  tail call fastcc void @transparent_crc(i64 noundef %105, ptr noundef nonnull @.str.8, i32 noundef signext %19)
  %106 = load i32, ptr getelementptr inbounds (i8, ptr @g_62, i64 8), align 4, !tbaa !19
  %107 = sext i32 %106 to i64
  tail call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.9, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.10, i32 noundef signext %19)
  %108 = load i64, ptr @g_114, align 8, !tbaa !17
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.11, i32 noundef signext %19)
  br label %109

109:                                              ; preds = %98, %160
  %110 = phi i64 [ 0, %98 ], [ %161, %160 ]
  %111 = trunc nuw nsw i64 %110 to i32
  %112 = trunc nuw nsw i64 %110 to i32
  %113 = trunc nuw nsw i64 %110 to i32
  %114 = trunc nuw nsw i64 %110 to i32
  %115 = trunc nuw nsw i64 %110 to i32
  br label %116

116:                                              ; preds = %109, %157
  %117 = phi i64 [ 0, %109 ], [ %158, %157 ]
  %118 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 0
  %119 = load i8, ptr %118, align 1, !tbaa !22
  %120 = sext i8 %119 to i64
  tail call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  br i1 %18, label %121, label %134

121:                                              ; preds = %116
  %122 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 1
  %123 = load i8, ptr %122, align 1, !tbaa !22
  %124 = sext i8 %123 to i64
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  %125 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 2
  %126 = load i8, ptr %125, align 1, !tbaa !22
  %127 = sext i8 %126 to i64
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  %128 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 3
  %129 = load i8, ptr %128, align 1, !tbaa !22
  %130 = sext i8 %129 to i64
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  %131 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 4
  %132 = load i8, ptr %131, align 1, !tbaa !22
  %133 = sext i8 %132 to i64
  tail call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  br label %157

134:                                              ; preds = %116
  %135 = trunc nuw nsw i64 %117 to i32
  %136 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %111, i32 noundef signext %135, i32 noundef signext 0)
  %137 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 1
  %138 = load i8, ptr %137, align 1, !tbaa !22
  %139 = sext i8 %138 to i64
  tail call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  %140 = trunc nuw nsw i64 %117 to i32
  %141 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %112, i32 noundef signext %140, i32 noundef signext 1)
  %142 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 2
  %143 = load i8, ptr %142, align 1, !tbaa !22
  %144 = sext i8 %143 to i64
  tail call fastcc void @transparent_crc(i64 noundef %144, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  %145 = trunc nuw nsw i64 %117 to i32
  %146 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %113, i32 noundef signext %145, i32 noundef signext 2)
  %147 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 3
  %148 = load i8, ptr %147, align 1, !tbaa !22
  %149 = sext i8 %148 to i64
  tail call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  %150 = trunc nuw nsw i64 %117 to i32
  %151 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %114, i32 noundef signext %150, i32 noundef signext 3)
  %152 = getelementptr inbounds [6 x [8 x [5 x i8]]], ptr @g_116, i64 0, i64 %110, i64 %117, i64 4
  %153 = load i8, ptr %152, align 1, !tbaa !22
  %154 = sext i8 %153 to i64
  tail call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.12, i32 noundef signext %19)
  %155 = trunc nuw nsw i64 %117 to i32
  %156 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %115, i32 noundef signext %155, i32 noundef signext 4)
  br label %157

157:                                              ; preds = %121, %134
  %158 = add nuw nsw i64 %117, 1
  %159 = icmp eq i64 %158, 8
  br i1 %159, label %160, label %116, !llvm.loop !23

160:                                              ; preds = %157
  %161 = add nuw nsw i64 %110, 1
  %162 = icmp eq i64 %161, 6
  br i1 %162, label %163, label %109, !llvm.loop !24

163:                                              ; preds = %160
  %164 = load i32, ptr @g_120, align 4, !tbaa !13
  %165 = zext i32 %164 to i64
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.14, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 31943, ptr noundef nonnull @.str.15, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.16, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 44591, ptr noundef nonnull @.str.17, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 4126740225, ptr noundef nonnull @.str.18, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  br i1 %18, label %166, label %167

166:                                              ; preds = %163
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  br label %178

167:                                              ; preds = %163
  %168 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 0)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  %169 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 1)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  %170 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 2)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  %171 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 3)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  %172 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 4)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  %173 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 5)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  %174 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 6)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  %175 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 7)
  tail call fastcc void @transparent_crc(i64 noundef 6289981122383148578, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  %176 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 8)
  tail call fastcc void @transparent_crc(i64 noundef -3834194225972987986, ptr noundef nonnull @.str.19, i32 noundef signext %19)
  %177 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 9)
  br label %178

178:                                              ; preds = %166, %167
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.20, i32 noundef signext %19)
  %179 = load i32, ptr @crc32_context, align 4, !tbaa !13
  %180 = xor i32 %179, -1
  %181 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef signext %180)
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
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %1, i64 noundef %71)
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
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !11, i64 0}
!19 = !{!20, !14, i64 8}
!20 = !{!"S1", !14, i64 0, !14, i64 4, !14, i64 8}
!21 = !{!20, !14, i64 4}
!22 = !{!11, !11, i64 0}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
