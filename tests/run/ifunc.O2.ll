; ModuleID = 'tests/run/ifunc.c'
source_filename = "tests/run/ifunc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$dot.resolver = comdat any

@scale_ptr = dso_local global ptr @thrice, align 8
@.str = private unnamed_addr constant [54 x i8] c"scale(5) = %d, via pointer %d, via global pointer %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"same address: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"local ifunc: %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"dot = %d, dot(8) = %d\0A\00", align 1
@__cpu_model = external dso_local local_unnamed_addr global { i32, i32, i32, [1 x i32] }

@dot.ifunc = weak_odr dso_local alias i32 (ptr, ptr, i32), ptr @dot

@scale = dso_local ifunc i32 (i32), ptr @pick_scale
@local_ifunc = dso_local ifunc i64 (i64), ptr @pick_local
@dot = weak_odr dso_local ifunc i32 (ptr, ptr, i32), ptr @dot.resolver

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @dot.avx2.0(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %51

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 32
  br i1 %7, label %8, label %11

8:                                                ; preds = %45, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %45 ]
  %10 = phi i32 [ 0, %5 ], [ %49, %45 ]
  br label %53

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483616
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %43, %13 ]
  %15 = phi <8 x i32> [ zeroinitializer, %11 ], [ %39, %13 ]
  %16 = phi <8 x i32> [ zeroinitializer, %11 ], [ %40, %13 ]
  %17 = phi <8 x i32> [ zeroinitializer, %11 ], [ %41, %13 ]
  %18 = phi <8 x i32> [ zeroinitializer, %11 ], [ %42, %13 ]
  %19 = getelementptr inbounds i32, ptr %0, i64 %14
  %20 = getelementptr inbounds i8, ptr %19, i64 32
  %21 = getelementptr inbounds i8, ptr %19, i64 64
  %22 = getelementptr inbounds i8, ptr %19, i64 96
  %23 = load <8 x i32>, ptr %19, align 4, !tbaa !5
  %24 = load <8 x i32>, ptr %20, align 4, !tbaa !5
  %25 = load <8 x i32>, ptr %21, align 4, !tbaa !5
  %26 = load <8 x i32>, ptr %22, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, ptr %1, i64 %14
  %28 = getelementptr inbounds i8, ptr %27, i64 32
  %29 = getelementptr inbounds i8, ptr %27, i64 64
  %30 = getelementptr inbounds i8, ptr %27, i64 96
  %31 = load <8 x i32>, ptr %27, align 4, !tbaa !5
  %32 = load <8 x i32>, ptr %28, align 4, !tbaa !5
  %33 = load <8 x i32>, ptr %29, align 4, !tbaa !5
  %34 = load <8 x i32>, ptr %30, align 4, !tbaa !5
  %35 = mul nsw <8 x i32> %31, %23
  %36 = mul nsw <8 x i32> %32, %24
  %37 = mul nsw <8 x i32> %33, %25
  %38 = mul nsw <8 x i32> %34, %26
  %39 = add <8 x i32> %35, %15
  %40 = add <8 x i32> %36, %16
  %41 = add <8 x i32> %37, %17
  %42 = add <8 x i32> %38, %18
  %43 = add nuw i64 %14, 32
  %44 = icmp eq i64 %43, %12
  br i1 %44, label %45, label %13, !llvm.loop !9

45:                                               ; preds = %13
  %46 = add <8 x i32> %40, %39
  %47 = add <8 x i32> %41, %46
  %48 = add <8 x i32> %42, %47
  %49 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %48)
  %50 = icmp eq i64 %12, %6
  br i1 %50, label %51, label %8

51:                                               ; preds = %53, %45, %3
  %52 = phi i32 [ 0, %3 ], [ %49, %45 ], [ %61, %53 ]
  ret i32 %52

53:                                               ; preds = %8, %53
  %54 = phi i64 [ %62, %53 ], [ %9, %8 ]
  %55 = phi i32 [ %61, %53 ], [ %10, %8 ]
  %56 = getelementptr inbounds i32, ptr %0, i64 %54
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = getelementptr inbounds i32, ptr %1, i64 %54
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = mul nsw i32 %59, %57
  %61 = add nsw i32 %60, %55
  %62 = add nuw nsw i64 %54, 1
  %63 = icmp eq i64 %62, %6
  br i1 %63, label %51, label %53, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @dot.sse4.2.1(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #2 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %35

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %8, label %11

8:                                                ; preds = %31, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %31 ]
  %10 = phi i32 [ 0, %5 ], [ %33, %31 ]
  br label %37

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483640
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %29, %13 ]
  %15 = phi <4 x i32> [ zeroinitializer, %11 ], [ %27, %13 ]
  %16 = phi <4 x i32> [ zeroinitializer, %11 ], [ %28, %13 ]
  %17 = getelementptr inbounds i32, ptr %0, i64 %14
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !5
  %20 = load <4 x i32>, ptr %18, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, ptr %1, i64 %14
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load <4 x i32>, ptr %21, align 4, !tbaa !5
  %24 = load <4 x i32>, ptr %22, align 4, !tbaa !5
  %25 = mul nsw <4 x i32> %23, %19
  %26 = mul nsw <4 x i32> %24, %20
  %27 = add <4 x i32> %25, %15
  %28 = add <4 x i32> %26, %16
  %29 = add nuw i64 %14, 8
  %30 = icmp eq i64 %29, %12
  br i1 %30, label %31, label %13, !llvm.loop !14

31:                                               ; preds = %13
  %32 = add <4 x i32> %28, %27
  %33 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %32)
  %34 = icmp eq i64 %12, %6
  br i1 %34, label %35, label %8

35:                                               ; preds = %37, %31, %3
  %36 = phi i32 [ 0, %3 ], [ %33, %31 ], [ %45, %37 ]
  ret i32 %36

37:                                               ; preds = %8, %37
  %38 = phi i64 [ %46, %37 ], [ %9, %8 ]
  %39 = phi i32 [ %45, %37 ], [ %10, %8 ]
  %40 = getelementptr inbounds i32, ptr %0, i64 %38
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = getelementptr inbounds i32, ptr %1, i64 %38
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = mul nsw i32 %43, %41
  %45 = add nsw i32 %44, %39
  %46 = add nuw nsw i64 %38, 1
  %47 = icmp eq i64 %46, %6
  br i1 %47, label %35, label %37, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @dot.default.2(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #3 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %35

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %8, label %11

8:                                                ; preds = %31, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %31 ]
  %10 = phi i32 [ 0, %5 ], [ %33, %31 ]
  br label %37

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483640
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %29, %13 ]
  %15 = phi <4 x i32> [ zeroinitializer, %11 ], [ %27, %13 ]
  %16 = phi <4 x i32> [ zeroinitializer, %11 ], [ %28, %13 ]
  %17 = getelementptr inbounds i32, ptr %0, i64 %14
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !5
  %20 = load <4 x i32>, ptr %18, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, ptr %1, i64 %14
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load <4 x i32>, ptr %21, align 4, !tbaa !5
  %24 = load <4 x i32>, ptr %22, align 4, !tbaa !5
  %25 = mul nsw <4 x i32> %23, %19
  %26 = mul nsw <4 x i32> %24, %20
  %27 = add <4 x i32> %25, %15
  %28 = add <4 x i32> %26, %16
  %29 = add nuw i64 %14, 8
  %30 = icmp eq i64 %29, %12
  br i1 %30, label %31, label %13, !llvm.loop !16

31:                                               ; preds = %13
  %32 = add <4 x i32> %28, %27
  %33 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %32)
  %34 = icmp eq i64 %12, %6
  br i1 %34, label %35, label %8

35:                                               ; preds = %37, %31, %3
  %36 = phi i32 [ 0, %3 ], [ %33, %31 ], [ %45, %37 ]
  ret i32 %36

37:                                               ; preds = %8, %37
  %38 = phi i64 [ %46, %37 ], [ %9, %8 ]
  %39 = phi i32 [ %45, %37 ], [ %10, %8 ]
  %40 = getelementptr inbounds i32, ptr %0, i64 %38
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = getelementptr inbounds i32, ptr %1, i64 %38
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = mul nsw i32 %43, %41
  %45 = add nsw i32 %44, %39
  %46 = add nuw nsw i64 %38, 1
  %47 = icmp eq i64 %46, %6
  br i1 %47, label %35, label %37, !llvm.loop !17
}

define weak_odr ptr @dot.resolver() comdat {
  tail call void @__cpu_indicator_init()
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @__cpu_model, i64 12), align 4
  %2 = and i32 %1, 1024
  %3 = icmp eq i32 %2, 0
  %4 = and i32 %1, 256
  %5 = icmp eq i32 %4, 0
  %6 = select i1 %5, ptr @dot.default.2, ptr @dot.sse4.2.1
  %7 = select i1 %3, ptr %6, ptr @dot.avx2.0
  ret ptr %7
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @call_through(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = tail call i32 %0(i32 noundef %1) #10
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 {
  %1 = alloca [64 x i32], align 16
  %2 = alloca [64 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #10
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store <4 x i32> <i32 -20, i32 -19, i32 -18, i32 -17>, ptr %1, align 16, !tbaa !5
  store <4 x i32> <i32 -16, i32 -15, i32 -14, i32 -13>, ptr %3, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  store <4 x i32> <i32 1, i32 4, i32 7, i32 10>, ptr %2, align 16, !tbaa !5
  store <4 x i32> <i32 13, i32 16, i32 19, i32 22>, ptr %4, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  %6 = getelementptr inbounds i8, ptr %1, i64 48
  store <4 x i32> <i32 -12, i32 -11, i32 -10, i32 -9>, ptr %5, align 16, !tbaa !5
  store <4 x i32> <i32 -8, i32 -7, i32 -6, i32 -5>, ptr %6, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %2, i64 32
  %8 = getelementptr inbounds i8, ptr %2, i64 48
  store <4 x i32> <i32 25, i32 28, i32 31, i32 34>, ptr %7, align 16, !tbaa !5
  store <4 x i32> <i32 37, i32 40, i32 43, i32 46>, ptr %8, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 64
  %10 = getelementptr inbounds i8, ptr %1, i64 80
  store <4 x i32> <i32 -4, i32 -3, i32 -2, i32 -1>, ptr %9, align 16, !tbaa !5
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %10, align 16, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %2, i64 64
  %12 = getelementptr inbounds i8, ptr %2, i64 80
  store <4 x i32> <i32 49, i32 52, i32 55, i32 58>, ptr %11, align 16, !tbaa !5
  store <4 x i32> <i32 61, i32 64, i32 67, i32 70>, ptr %12, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 96
  %14 = getelementptr inbounds i8, ptr %1, i64 112
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %13, align 16, !tbaa !5
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %14, align 16, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %2, i64 96
  %16 = getelementptr inbounds i8, ptr %2, i64 112
  store <4 x i32> <i32 73, i32 76, i32 79, i32 82>, ptr %15, align 16, !tbaa !5
  store <4 x i32> <i32 85, i32 88, i32 91, i32 94>, ptr %16, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %1, i64 128
  %18 = getelementptr inbounds i8, ptr %1, i64 144
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %17, align 16, !tbaa !5
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %2, i64 128
  %20 = getelementptr inbounds i8, ptr %2, i64 144
  store <4 x i32> <i32 97, i32 100, i32 103, i32 106>, ptr %19, align 16, !tbaa !5
  store <4 x i32> <i32 109, i32 112, i32 115, i32 118>, ptr %20, align 16, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %1, i64 160
  %22 = getelementptr inbounds i8, ptr %1, i64 176
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, ptr %21, align 16, !tbaa !5
  store <4 x i32> <i32 24, i32 25, i32 26, i32 27>, ptr %22, align 16, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %2, i64 160
  %24 = getelementptr inbounds i8, ptr %2, i64 176
  store <4 x i32> <i32 121, i32 124, i32 127, i32 130>, ptr %23, align 16, !tbaa !5
  store <4 x i32> <i32 133, i32 136, i32 139, i32 142>, ptr %24, align 16, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 192
  %26 = getelementptr inbounds i8, ptr %1, i64 208
  store <4 x i32> <i32 28, i32 29, i32 30, i32 31>, ptr %25, align 16, !tbaa !5
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, ptr %26, align 16, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %2, i64 192
  %28 = getelementptr inbounds i8, ptr %2, i64 208
  store <4 x i32> <i32 145, i32 148, i32 151, i32 154>, ptr %27, align 16, !tbaa !5
  store <4 x i32> <i32 157, i32 160, i32 163, i32 166>, ptr %28, align 16, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %1, i64 224
  %30 = getelementptr inbounds i8, ptr %1, i64 240
  store <4 x i32> <i32 36, i32 37, i32 38, i32 39>, ptr %29, align 16, !tbaa !5
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr %30, align 16, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %2, i64 224
  %32 = getelementptr inbounds i8, ptr %2, i64 240
  store <4 x i32> <i32 169, i32 172, i32 175, i32 178>, ptr %31, align 16, !tbaa !5
  store <4 x i32> <i32 181, i32 184, i32 187, i32 190>, ptr %32, align 16, !tbaa !5
  %33 = tail call i32 @call_through(ptr noundef nonnull @thrice, i32 noundef 7)
  %34 = load volatile ptr, ptr @scale_ptr, align 8, !tbaa !18
  %35 = tail call i32 %34(i32 noundef 9) #10
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 15, i32 noundef %33, i32 noundef %35)
  %37 = load volatile ptr, ptr @scale_ptr, align 8, !tbaa !18
  %38 = icmp eq ptr %37, @thrice
  %39 = zext i1 %38 to i32
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %39)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 42)
  %42 = call i32 @dot(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 64) #10
  %43 = getelementptr inbounds i8, ptr %1, i64 32
  %44 = call i32 @dot(ptr noundef nonnull %43, ptr noundef nonnull %2, i32 noundef 8) #10
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %42, i32 noundef %44)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #10
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: disable_sanitizer_instrumentation nounwind uwtable
define internal ptr @pick_scale() #7 {
  ret ptr @thrice
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @thrice(i32 noundef %0) #8 {
  %2 = mul nsw i32 %0, 3
  ret i32 %2
}

; Function Attrs: disable_sanitizer_instrumentation nounwind uwtable
define internal ptr @pick_local() #7 {
  ret ptr @add_one
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i64 -9223372036854775807, -9223372036854775808) i64 @add_one(i64 noundef %0) #8 {
  %2 = add nsw i64 %0, 1
  ret i64 %2
}

declare dso_local void @__cpu_indicator_init() local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { disable_sanitizer_instrumentation nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
!14 = distinct !{!14, !10, !11, !12}
!15 = distinct !{!15, !10, !12, !11}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !12, !11}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !7, i64 0}
