; ModuleID = 'tests/run/aarch64/int128.c'
source_filename = "tests/run/aarch64/int128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.WithI = type { i8, i128, i16 }
%struct.TwoI = type { i128, i128 }

@vs = dso_local global [8 x i64] [i64 3, i64 -7, i64 123456789, i64 -987654321, i64 9223372036854775807, i64 1, i64 64, i64 0], align 8
@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"mul2\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"sdiv\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"srem\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"sdiv small\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"srem small\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"udiv\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"urem\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"shl %d\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"lshr %d\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"ashr %d\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"shl 64\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"ashr 127\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [24 x i8] c"to_d %.17g %.17g %.17g\0A\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c"from_d\00", align 1
@.str.18 = private unnamed_addr constant [8 x i8] c"ufrom_d\00", align 1
@.str.19 = private unnamed_addr constant [18 x i8] c"to_f %.9g from_f \00", align 1
@.str.20 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"clz %d %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"pairs\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"split\00", align 1
@.str.25 = private unnamed_addr constant [14 x i8] c"struct %d %d \00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"two.a\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"two.b\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"sum_arr\00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c"30! = \00", align 1
@.str.31 = private unnamed_addr constant [12 x i8] c"fib(180) = \00", align 1
@.str.32 = private unnamed_addr constant [7 x i8] c"max = \00", align 1
@.str.33 = private unnamed_addr constant [20 x i8] c"%-12s %016lx%016lx\0A\00", align 1
@.str.34 = private unnamed_addr constant [3 x i8] c"%s\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @add(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 {
  %3 = add nsw i128 %1, %0
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @sub(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 {
  %3 = sub nsw i128 %0, %1
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i128 @mul(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 {
  %3 = mul i128 %1, %0
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i128 @sdiv(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 {
  %3 = sdiv i128 %0, %1
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i128 @srem(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 {
  %3 = srem i128 %0, %1
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i128 @udiv(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 {
  %3 = udiv i128 %0, %1
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i128 @urem(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 {
  %3 = urem i128 %0, %1
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @shl(i128 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = zext nneg i32 %1 to i128
  %4 = shl i128 %0, %3
  ret i128 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @lshr(i128 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = zext nneg i32 %1 to i128
  %4 = lshr i128 %0, %3
  ret i128 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @ashr(i128 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = zext nneg i32 %1 to i128
  %4 = ashr i128 %0, %3
  ret i128 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 16) i32 @cmp(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 {
  %3 = icmp slt i128 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp eq i128 %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or disjoint i32 %6, %4
  %8 = icmp ult i128 %0, %1
  %9 = select i1 %8, i32 4, i32 0
  %10 = or disjoint i32 %7, %9
  %11 = select i1 %3, i32 0, i32 8
  %12 = or disjoint i32 %10, %11
  ret i32 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @to_d(i128 noundef %0) local_unnamed_addr #0 {
  %2 = sitofp i128 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @uto_d(i128 noundef %0) local_unnamed_addr #0 {
  %2 = uitofp i128 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @from_d(double noundef %0) local_unnamed_addr #0 {
  %2 = fptosi double %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @ufrom_d(double noundef %0) local_unnamed_addr #0 {
  %2 = fptoui double %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @to_f(i128 noundef %0) local_unnamed_addr #0 {
  %2 = sitofp i128 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @from_f(float noundef %0) local_unnamed_addr #0 {
  %2 = fptosi float %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 129) i32 @clz(i128 noundef %0) local_unnamed_addr #0 {
  %2 = lshr i128 %0, 64
  %3 = trunc nuw i128 %2 to i64
  %4 = icmp eq i64 %3, 0
  %5 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %3, i1 true)
  %6 = trunc nuw nsw i64 %5 to i32
  %7 = trunc i128 %0 to i64
  %8 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %7, i1 false)
  %9 = trunc nuw nsw i64 %8 to i32
  %10 = add nuw nsw i32 %9, 64
  %11 = select i1 %4, i32 %10, i32 %6
  ret i32 %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @pairs(i64 noundef %0, i128 noundef %1, i32 noundef %2, i128 noundef %3, i128 noundef %4, i8 noundef %5, i128 noundef %6) local_unnamed_addr #0 {
  %8 = sext i64 %0 to i128
  %9 = mul nsw i128 %1, 3
  %10 = add nsw i128 %9, %8
  %11 = mul nsw i32 %2, 5
  %12 = sext i32 %11 to i128
  %13 = add nsw i128 %10, %12
  %14 = mul nsw i128 %3, 7
  %15 = add nsw i128 %13, %14
  %16 = mul nsw i128 %4, 11
  %17 = add nsw i128 %15, %16
  %18 = zext i8 %5 to i32
  %19 = mul nuw nsw i32 %18, 13
  %20 = zext nneg i32 %19 to i128
  %21 = mul nsw i128 %6, 17
  %22 = add i128 %17, %21
  %23 = add i128 %22, %20
  ret i128 %23
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @seven(i128 noundef %0, i128 noundef %1, i128 noundef %2, i128 noundef %3, i128 noundef %4, i128 noundef %5, i128 noundef %6) local_unnamed_addr #0 {
  %8 = shl i128 %1, 1
  %9 = xor i128 %8, %0
  %10 = shl i128 %2, 2
  %11 = xor i128 %9, %10
  %12 = shl i128 %3, 3
  %13 = xor i128 %11, %12
  %14 = shl i128 %4, 4
  %15 = xor i128 %13, %14
  %16 = shl i128 %5, 5
  %17 = xor i128 %15, %16
  %18 = shl i128 %6, 6
  %19 = xor i128 %17, %18
  ret i128 %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @split(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i128 noundef %7, i64 noundef %8) local_unnamed_addr #0 {
  %10 = add nsw i64 %1, %0
  %11 = add nsw i64 %10, %2
  %12 = add nsw i64 %11, %3
  %13 = add nsw i64 %12, %4
  %14 = add nsw i64 %13, %5
  %15 = add nsw i64 %14, %6
  %16 = sext i64 %15 to i128
  %17 = mul nsw i128 %7, 1000
  %18 = add nsw i128 %17, %16
  %19 = mul nsw i64 %8, 7
  %20 = sext i64 %19 to i128
  %21 = add nsw i128 %18, %20
  ret i128 %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @in_struct(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.WithI) align 16 %0, ptr nocapture noundef %1, i128 noundef %2) local_unnamed_addr #3 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i128, ptr %4, align 16, !tbaa !6
  %6 = mul nsw i128 %5, %2
  %7 = load i8, ptr %1, align 16, !tbaa !12
  %8 = zext i8 %7 to i128
  %9 = add nsw i128 %6, %8
  store i128 %9, ptr %4, align 16, !tbaa !6
  %10 = xor i8 %7, 1
  store i8 %10, ptr %1, align 16, !tbaa !12
  %11 = getelementptr inbounds i8, ptr %1, i64 32
  %12 = load i16, ptr %11, align 16, !tbaa !13
  %13 = sub i16 0, %12
  store i16 %13, ptr %11, align 16, !tbaa !13
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %0, ptr noundef nonnull align 16 dereferenceable(48) %1, i64 48, i1 false), !tbaa.struct !14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @two(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.TwoI) align 16 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i128, ptr %3, align 16, !tbaa !18
  %5 = add nsw i128 %4, -1
  store i128 %5, ptr %0, align 16, !tbaa !20
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load i128, ptr %1, align 16, !tbaa !20
  %8 = add nsw i128 %7, 1
  store i128 %8, ptr %6, align 16, !tbaa !18
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i128 @sum_arr(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %34

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp eq i32 %1, 1
  br i1 %6, label %7, label %10

7:                                                ; preds = %31, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %31 ]
  %9 = phi i128 [ 0, %4 ], [ %32, %31 ]
  br label %36

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483646
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %29, %12 ]
  %14 = phi i128 [ 0, %10 ], [ %27, %12 ]
  %15 = phi i128 [ 0, %10 ], [ %28, %12 ]
  %16 = or disjoint i64 %13, 1
  %17 = getelementptr inbounds i128, ptr %0, i64 %13
  %18 = getelementptr inbounds i128, ptr %0, i64 %16
  %19 = load i128, ptr %17, align 16, !tbaa !16
  %20 = load i128, ptr %18, align 16, !tbaa !16
  %21 = or disjoint i64 %13, 1
  %22 = add nuw nsw i64 %13, 2
  %23 = zext nneg i64 %21 to i128
  %24 = zext nneg i64 %22 to i128
  %25 = mul nsw i128 %19, %23
  %26 = mul nsw i128 %20, %24
  %27 = add i128 %25, %14
  %28 = add i128 %26, %15
  %29 = add nuw i64 %13, 2
  %30 = icmp eq i64 %29, %11
  br i1 %30, label %31, label %12, !llvm.loop !21

31:                                               ; preds = %12
  %32 = add i128 %28, %27
  %33 = icmp eq i64 %11, %5
  br i1 %33, label %34, label %7

34:                                               ; preds = %36, %31, %2
  %35 = phi i128 [ 0, %2 ], [ %32, %31 ], [ %44, %36 ]
  ret i128 %35

36:                                               ; preds = %7, %36
  %37 = phi i64 [ %41, %36 ], [ %8, %7 ]
  %38 = phi i128 [ %44, %36 ], [ %9, %7 ]
  %39 = getelementptr inbounds i128, ptr %0, i64 %37
  %40 = load i128, ptr %39, align 16, !tbaa !16
  %41 = add nuw nsw i64 %37, 1
  %42 = zext nneg i64 %41 to i128
  %43 = mul nsw i128 %40, %42
  %44 = add nsw i128 %43, %38
  %45 = icmp eq i64 %41, %5
  br i1 %45, label %34, label %36, !llvm.loop !25
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i128 @fact(i32 noundef %0) local_unnamed_addr #6 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %34, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = icmp eq i32 %0, 2
  br i1 %5, label %24, label %6

6:                                                ; preds = %3
  %7 = and i32 %4, -2
  %8 = sub i32 %0, %7
  br label %9

9:                                                ; preds = %9, %6
  %10 = phi i32 [ 0, %6 ], [ %19, %9 ]
  %11 = phi i128 [ 1, %6 ], [ %17, %9 ]
  %12 = phi i128 [ 1, %6 ], [ %18, %9 ]
  %13 = sub i32 %0, %10
  %14 = add i32 %13, -1
  %15 = zext nneg i32 %13 to i128
  %16 = zext nneg i32 %14 to i128
  %17 = mul i128 %11, %15
  %18 = mul i128 %12, %16
  %19 = add nuw i32 %10, 2
  %20 = icmp eq i32 %19, %7
  br i1 %20, label %21, label %9, !llvm.loop !26

21:                                               ; preds = %9
  %22 = mul i128 %18, %17
  %23 = icmp eq i32 %4, %7
  br i1 %23, label %34, label %24

24:                                               ; preds = %21, %3
  %25 = phi i32 [ %0, %3 ], [ %8, %21 ]
  %26 = phi i128 [ 1, %3 ], [ %22, %21 ]
  br label %27

27:                                               ; preds = %24, %27
  %28 = phi i32 [ %30, %27 ], [ %25, %24 ]
  %29 = phi i128 [ %32, %27 ], [ %26, %24 ]
  %30 = add nsw i32 %28, -1
  %31 = zext nneg i32 %28 to i128
  %32 = mul i128 %29, %31
  %33 = icmp ult i32 %28, 3
  br i1 %33, label %34, label %27, !llvm.loop !27

34:                                               ; preds = %27, %21, %1
  %35 = phi i128 [ 1, %1 ], [ %22, %21 ], [ %32, %27 ]
  ret i128 %35
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i128 @fib(i32 noundef %0) local_unnamed_addr #6 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %10, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %7, %3 ], [ %0, %1 ]
  %5 = phi i128 [ %8, %3 ], [ 1, %1 ]
  %6 = phi i128 [ %5, %3 ], [ 0, %1 ]
  %7 = add nsw i32 %4, -1
  %8 = add i128 %5, %6
  %9 = icmp eq i32 %7, 0
  br i1 %9, label %10, label %3, !llvm.loop !28

10:                                               ; preds = %3, %1
  %11 = phi i128 [ 0, %1 ], [ %5, %3 ]
  ret i128 %11
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = alloca [50 x i8], align 1
  %2 = alloca [50 x i8], align 1
  %3 = alloca [50 x i8], align 1
  %4 = alloca [20 x i8], align 1
  %5 = alloca %struct.WithI, align 16
  %6 = alloca %struct.WithI, align 16
  %7 = alloca %struct.TwoI, align 16
  %8 = alloca %struct.TwoI, align 16
  %9 = alloca [5 x i128], align 16
  %10 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 16), align 8, !tbaa !29
  %11 = zext i64 %10 to i128
  %12 = shl nuw i128 %11, 64
  %13 = or disjoint i128 %12, 18364758544493064720
  %14 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 8), align 8, !tbaa !29
  %15 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 16), align 8, !tbaa !29
  %16 = zext i64 %14 to i128
  %17 = shl nuw i128 %16, 64
  %18 = zext i64 %15 to i128
  %19 = or disjoint i128 %17, %18
  %20 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 24), align 8, !tbaa !29
  %21 = sext i64 %20 to i128
  %22 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 40), align 8, !tbaa !29
  %23 = tail call i128 @add(i128 noundef %13, i128 noundef %19)
  %24 = lshr i128 %23, 64
  %25 = trunc nuw i128 %24 to i64
  %26 = trunc i128 %23 to i64
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str, i64 noundef %25, i64 noundef %26)
  %28 = tail call i128 @sub(i128 noundef %13, i128 noundef %19)
  %29 = lshr i128 %28, 64
  %30 = trunc nuw i128 %29 to i64
  %31 = trunc i128 %28 to i64
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.1, i64 noundef %30, i64 noundef %31)
  %33 = tail call i128 @mul(i128 noundef %13, i128 noundef %19)
  %34 = lshr i128 %33, 64
  %35 = trunc nuw i128 %34 to i64
  %36 = trunc i128 %33 to i64
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.2, i64 noundef %35, i64 noundef %36)
  %38 = tail call i128 @mul(i128 noundef %21, i128 noundef %21)
  %39 = lshr i128 %38, 64
  %40 = trunc nuw i128 %39 to i64
  %41 = trunc i128 %38 to i64
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.3, i64 noundef %40, i64 noundef %41)
  %43 = tail call i128 @sdiv(i128 noundef %13, i128 noundef %19)
  %44 = lshr i128 %43, 64
  %45 = trunc nuw i128 %44 to i64
  %46 = trunc i128 %43 to i64
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.4, i64 noundef %45, i64 noundef %46)
  %48 = tail call i128 @srem(i128 noundef %13, i128 noundef %19)
  %49 = lshr i128 %48, 64
  %50 = trunc nuw i128 %49 to i64
  %51 = trunc i128 %48 to i64
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.5, i64 noundef %50, i64 noundef %51)
  %53 = tail call i128 @sdiv(i128 noundef %13, i128 noundef %21)
  %54 = lshr i128 %53, 64
  %55 = trunc nuw i128 %54 to i64
  %56 = trunc i128 %53 to i64
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.6, i64 noundef %55, i64 noundef %56)
  %58 = tail call i128 @srem(i128 noundef %13, i128 noundef %21)
  %59 = lshr i128 %58, 64
  %60 = trunc nuw i128 %59 to i64
  %61 = trunc i128 %58 to i64
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.7, i64 noundef %60, i64 noundef %61)
  %63 = tail call i128 @udiv(i128 noundef %19, i128 noundef %13)
  %64 = lshr i128 %63, 64
  %65 = trunc nuw i128 %64 to i64
  %66 = trunc i128 %63 to i64
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.8, i64 noundef %65, i64 noundef %66)
  %68 = tail call i128 @urem(i128 noundef %19, i128 noundef 12345)
  %69 = lshr i128 %68, 64
  %70 = trunc nuw i128 %69 to i64
  %71 = trunc i128 %68 to i64
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.9, i64 noundef %70, i64 noundef %71)
  br label %232

73:                                               ; preds = %232
  %74 = sext i64 %22 to i128
  %75 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 48), align 8, !tbaa !29
  %76 = trunc i64 %75 to i32
  %77 = call i128 @shl(i128 noundef %74, i32 noundef %76)
  %78 = lshr i128 %77, 64
  %79 = trunc nuw i128 %78 to i64
  %80 = trunc i128 %77 to i64
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.13, i64 noundef %79, i64 noundef %80)
  %82 = call i128 @ashr(i128 noundef %19, i32 noundef 127)
  %83 = lshr i128 %82, 64
  %84 = trunc nuw i128 %83 to i64
  %85 = trunc i128 %82 to i64
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.14, i64 noundef %84, i64 noundef %85)
  %87 = call i32 @cmp(i128 noundef %13, i128 noundef %19)
  %88 = call i32 @cmp(i128 noundef %19, i128 noundef %13)
  %89 = call i32 @cmp(i128 noundef %13, i128 noundef %13)
  %90 = call i32 @cmp(i128 noundef %21, i128 noundef %74)
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %87, i32 noundef %88, i32 noundef %89, i32 noundef %90)
  %92 = call double @to_d(i128 noundef %13)
  %93 = call double @to_d(i128 noundef %19)
  %94 = call double @uto_d(i128 noundef %19)
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %92, double noundef %93, double noundef %94)
  %96 = call i128 @from_d(double noundef -1.500000e+30)
  %97 = lshr i128 %96, 64
  %98 = trunc nuw i128 %97 to i64
  %99 = trunc i128 %96 to i64
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.17, i64 noundef %98, i64 noundef %99)
  %101 = call i128 @ufrom_d(double noundef 3.000000e+38)
  %102 = lshr i128 %101, 64
  %103 = trunc nuw i128 %102 to i64
  %104 = trunc i128 %101 to i64
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.18, i64 noundef %103, i64 noundef %104)
  %106 = call float @to_f(i128 noundef %19)
  %107 = fpext float %106 to double
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %107)
  %109 = call i128 @from_f(float noundef 0xC415AF1D80000000)
  %110 = lshr i128 %109, 64
  %111 = trunc nuw i128 %110 to i64
  %112 = trunc i128 %109 to i64
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.20, i64 noundef %111, i64 noundef %112)
  %114 = call i32 @clz(i128 noundef %74)
  %115 = call i32 @clz(i128 noundef %13)
  %116 = call i128 @shl(i128 noundef %74, i32 noundef 100)
  %117 = call i32 @clz(i128 noundef %116)
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %114, i32 noundef %115, i32 noundef %117)
  %119 = load volatile i64, ptr @vs, align 8, !tbaa !29
  %120 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 8), align 8, !tbaa !29
  %121 = trunc i64 %120 to i32
  %122 = load volatile i64, ptr @vs, align 8, !tbaa !29
  %123 = trunc i64 %122 to i8
  %124 = call i128 @pairs(i64 noundef %119, i128 noundef %13, i32 noundef %121, i128 noundef %19, i128 noundef %21, i8 noundef %123, i128 noundef %13)
  %125 = lshr i128 %124, 64
  %126 = trunc nuw i128 %125 to i64
  %127 = trunc i128 %124 to i64
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.22, i64 noundef %126, i64 noundef %127)
  %129 = call i128 @seven(i128 noundef %13, i128 noundef %19, i128 noundef %21, i128 noundef %74, i128 noundef %13, i128 noundef %19, i128 noundef %21)
  %130 = lshr i128 %129, 64
  %131 = trunc nuw i128 %130 to i64
  %132 = trunc i128 %129 to i64
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.23, i64 noundef %131, i64 noundef %132)
  %134 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 24), align 8, !tbaa !29
  %135 = call i128 @split(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i128 noundef %19, i64 noundef %134)
  %136 = lshr i128 %135, 64
  %137 = trunc nuw i128 %136 to i64
  %138 = trunc i128 %135 to i64
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.24, i64 noundef %137, i64 noundef %138)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #10
  store i8 5, ptr %6, align 16, !tbaa !15
  %140 = getelementptr inbounds i8, ptr %6, i64 16
  store i128 %13, ptr %140, align 16, !tbaa !16
  %141 = getelementptr inbounds i8, ptr %6, i64 32
  store i16 -9, ptr %141, align 16, !tbaa !17
  call void @in_struct(ptr dead_on_unwind nonnull writable sret(%struct.WithI) align 16 %5, ptr noundef nonnull %6, i128 noundef %19)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #10
  %142 = load i8, ptr %5, align 16, !tbaa !15
  %143 = getelementptr inbounds i8, ptr %5, i64 16
  %144 = load i128, ptr %143, align 16, !tbaa !16
  %145 = getelementptr inbounds i8, ptr %5, i64 32
  %146 = load i16, ptr %145, align 16, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #10
  %147 = zext i8 %142 to i32
  %148 = sext i16 %146 to i32
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %147, i32 noundef %148)
  %150 = lshr i128 %144, 64
  %151 = trunc nuw i128 %150 to i64
  %152 = trunc i128 %144 to i64
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.20, i64 noundef %151, i64 noundef %152)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #10
  store i128 %13, ptr %8, align 16, !tbaa !16
  %154 = getelementptr inbounds i8, ptr %8, i64 16
  store i128 %19, ptr %154, align 16, !tbaa !16
  call void @two(ptr dead_on_unwind nonnull writable sret(%struct.TwoI) align 16 %7, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #10
  %155 = load i128, ptr %7, align 16, !tbaa !16
  %156 = getelementptr inbounds i8, ptr %7, i64 16
  %157 = load i128, ptr %156, align 16, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  %158 = lshr i128 %155, 64
  %159 = trunc nuw i128 %158 to i64
  %160 = trunc i128 %155 to i64
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.26, i64 noundef %159, i64 noundef %160)
  %162 = lshr i128 %157, 64
  %163 = trunc nuw i128 %162 to i64
  %164 = trunc i128 %157 to i64
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.27, i64 noundef %163, i64 noundef %164)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #10
  store i128 %13, ptr %9, align 16, !tbaa !16
  %166 = getelementptr inbounds i8, ptr %9, i64 16
  store i128 %19, ptr %166, align 16, !tbaa !16
  %167 = getelementptr inbounds i8, ptr %9, i64 32
  store i128 %21, ptr %167, align 16, !tbaa !16
  %168 = getelementptr inbounds i8, ptr %9, i64 48
  store i128 %74, ptr %168, align 16, !tbaa !16
  %169 = getelementptr inbounds i8, ptr %9, i64 64
  %170 = sub nsw i128 0, %74
  store i128 %170, ptr %169, align 16, !tbaa !16
  %171 = call i128 @sum_arr(ptr noundef nonnull %9, i32 noundef 5)
  %172 = lshr i128 %171, 64
  %173 = trunc nuw i128 %172 to i64
  %174 = trunc i128 %171 to i64
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.28, i64 noundef %173, i64 noundef %174)
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29)
  %177 = call i128 @fact(i32 noundef 30)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %3) #10
  %178 = getelementptr inbounds i8, ptr %3, i64 49
  store i8 0, ptr %178, align 1, !tbaa !15
  br label %179

179:                                              ; preds = %179, %73
  %180 = phi i64 [ %188, %179 ], [ 49, %73 ]
  %181 = phi i128 [ %183, %179 ], [ %177, %73 ]
  %182 = freeze i128 %181
  %183 = udiv i128 %182, 10
  %184 = mul i128 %183, 10
  %185 = sub i128 %182, %184
  %186 = trunc nuw nsw i128 %185 to i8
  %187 = or disjoint i8 %186, 48
  %188 = add nsw i64 %180, -1
  %189 = getelementptr inbounds [50 x i8], ptr %3, i64 0, i64 %188
  store i8 %187, ptr %189, align 1, !tbaa !15
  %190 = icmp ult i128 %181, 10
  br i1 %190, label %191, label %179, !llvm.loop !31

191:                                              ; preds = %179
  %192 = getelementptr inbounds [50 x i8], ptr %3, i64 0, i64 %188
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull %192)
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %3) #10
  %194 = call i32 @putchar(i32 10)
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31)
  %196 = call i128 @fib(i32 noundef 180)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %2) #10
  %197 = getelementptr inbounds i8, ptr %2, i64 49
  store i8 0, ptr %197, align 1, !tbaa !15
  br label %198

198:                                              ; preds = %198, %191
  %199 = phi i64 [ %207, %198 ], [ 49, %191 ]
  %200 = phi i128 [ %202, %198 ], [ %196, %191 ]
  %201 = freeze i128 %200
  %202 = udiv i128 %201, 10
  %203 = mul i128 %202, 10
  %204 = sub i128 %201, %203
  %205 = trunc nuw nsw i128 %204 to i8
  %206 = or disjoint i8 %205, 48
  %207 = add nsw i64 %199, -1
  %208 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %207
  store i8 %206, ptr %208, align 1, !tbaa !15
  %209 = icmp ult i128 %200, 10
  br i1 %209, label %210, label %198, !llvm.loop !31

210:                                              ; preds = %198
  %211 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %207
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull %211)
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %2) #10
  %213 = call i32 @putchar(i32 10)
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #10
  %215 = getelementptr inbounds i8, ptr %1, i64 49
  store i8 0, ptr %215, align 1, !tbaa !15
  br label %216

216:                                              ; preds = %216, %210
  %217 = phi i64 [ %225, %216 ], [ 49, %210 ]
  %218 = phi i128 [ %220, %216 ], [ -1, %210 ]
  %219 = freeze i128 %218
  %220 = udiv i128 %219, 10
  %221 = mul i128 %220, 10
  %222 = sub i128 %219, %221
  %223 = trunc nuw nsw i128 %222 to i8
  %224 = or disjoint i8 %223, 48
  %225 = add nsw i64 %217, -1
  %226 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %225
  store i8 %224, ptr %226, align 1, !tbaa !15
  %227 = icmp ult i128 %218, 10
  br i1 %227, label %228, label %216, !llvm.loop !31

228:                                              ; preds = %216
  %229 = getelementptr inbounds i8, ptr %1, i64 10
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull %229)
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #10
  %231 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #10
  ret i32 0

232:                                              ; preds = %0, %232
  %233 = phi i32 [ 0, %0 ], [ %252, %232 ]
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %4) #10
  %234 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 20, ptr noundef nonnull @.str.10, i32 noundef %233) #10
  %235 = call i128 @shl(i128 noundef %13, i32 noundef %233)
  %236 = lshr i128 %235, 64
  %237 = trunc nuw i128 %236 to i64
  %238 = trunc i128 %235 to i64
  %239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull %4, i64 noundef %237, i64 noundef %238)
  %240 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 20, ptr noundef nonnull @.str.11, i32 noundef %233) #10
  %241 = call i128 @lshr(i128 noundef %19, i32 noundef %233)
  %242 = lshr i128 %241, 64
  %243 = trunc nuw i128 %242 to i64
  %244 = trunc i128 %241 to i64
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull %4, i64 noundef %243, i64 noundef %244)
  %246 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 20, ptr noundef nonnull @.str.12, i32 noundef %233) #10
  %247 = call i128 @ashr(i128 noundef %19, i32 noundef %233)
  %248 = lshr i128 %247, 64
  %249 = trunc nuw i128 %248 to i64
  %250 = trunc i128 %247 to i64
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull %4, i64 noundef %249, i64 noundef %250)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %4) #10
  %252 = add nuw nsw i32 %233, 21
  %253 = icmp ult i32 %233, 107
  br i1 %253, label %232, label %73, !llvm.loop !32
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !10, i64 16}
!7 = !{!"WithI", !8, i64 0, !10, i64 16, !11, i64 32}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"__int128", !8, i64 0}
!11 = !{!"short", !8, i64 0}
!12 = !{!7, !8, i64 0}
!13 = !{!7, !11, i64 32}
!14 = !{i64 0, i64 1, !15, i64 16, i64 16, !16, i64 32, i64 2, !17}
!15 = !{!8, !8, i64 0}
!16 = !{!10, !10, i64 0}
!17 = !{!11, !11, i64 0}
!18 = !{!19, !10, i64 16}
!19 = !{!"TwoI", !10, i64 0, !10, i64 16}
!20 = !{!19, !10, i64 0}
!21 = distinct !{!21, !22, !23, !24}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = distinct !{!25, !22, !23}
!26 = distinct !{!26, !23, !24}
!27 = distinct !{!27, !23}
!28 = distinct !{!28, !22}
!29 = !{!30, !30, i64 0}
!30 = !{!"long", !8, i64 0}
!31 = distinct !{!31, !22}
!32 = distinct !{!32, !22}
