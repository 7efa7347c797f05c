; ModuleID = 'tests/run/aarch64/bitint_width.c'
source_filename = "tests/run/aarch64/bitint_width.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.as = private unnamed_addr constant [13 x i64] [i64 1, i64 -1, i64 2, i64 3, i64 5, i64 1000, i64 -1000, i64 63, i64 74565, i64 46341, i64 -46341, i64 32767, i64 2147483647], align 8
@__const.main.bs = private unnamed_addr constant [7 x i64] [i64 -1, i64 1, i64 -2, i64 3, i64 46340, i64 65536, i64 -65536], align 8
@.str = private unnamed_addr constant [11 x i8] c"%lld*%lld:\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c" 7:%d%d\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c" 13:%d%d\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c" 24:%d%d\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c" 31:%d%d\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c" 37:%d%d\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c" 48:%d%d\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c" 63:%d%d\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c" 65:%d%d\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c" 96:%d%d\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c" 100:%d%d\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c" 127:%d%d\00", align 1
@.str.13 = private unnamed_addr constant [18 x i8] c"addo %d %d %d %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [31 x i8] c"clz %d %d %d ctz %d %d pop %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"brev\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"uaddsat\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"saddsat\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"saddsat-\00", align 1
@.str.19 = private unnamed_addr constant [8 x i8] c"usubsat\00", align 1
@.str.20 = private unnamed_addr constant [8 x i8] c"ssubsat\00", align 1
@.str.21 = private unnamed_addr constant [18 x i8] c"%s %09llx%016llx\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local i128 @__muloti4(i128 noundef %0, i128 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i128 @llvm.abs.i128(i128 %0, i1 false)
  %5 = lshr i128 %4, 64
  %6 = tail call i128 @llvm.abs.i128(i128 %1, i1 false)
  %7 = lshr i128 %6, 64
  %8 = lshr i128 %0, 127
  %9 = trunc nuw nsw i128 %8 to i32
  %10 = lshr i128 %1, 127
  %11 = trunc nuw nsw i128 %10 to i32
  %12 = icmp eq i32 %9, %11
  %13 = and i128 %6, 18446744073709551615
  %14 = mul nuw nsw i128 %13, %5
  %15 = and i128 %4, 18446744073709551615
  %16 = mul nuw nsw i128 %7, %15
  %17 = add nuw i128 %14, %16
  %18 = mul nuw i128 %13, %15
  %19 = shl i128 %17, 64
  %20 = add i128 %19, %18
  %21 = icmp slt i128 %20, 0
  %22 = select i1 %12, i1 %21, i1 false
  br i1 %22, label %34, label %23

23:                                               ; preds = %3
  %24 = icmp ult i128 %20, %18
  %25 = icmp ugt i128 %17, 18446744073709551615
  %26 = icmp ugt i128 %4, 18446744073709551615
  %27 = icmp ugt i128 %6, 18446744073709551615
  %28 = and i1 %26, %27
  %29 = or i1 %28, %25
  %30 = select i1 %24, i1 true, i1 %29
  %31 = zext i1 %30 to i32
  %32 = icmp ult i128 %20, -170141183460469231731687303715884105727
  %33 = select i1 %12, i1 true, i1 %32
  br i1 %33, label %35, label %34

34:                                               ; preds = %23, %3
  br label %35

35:                                               ; preds = %34, %23
  %36 = phi i32 [ 1, %34 ], [ %31, %23 ]
  store i32 %36, ptr %2, align 4, !tbaa !6
  %37 = sub i128 0, %20
  %38 = select i1 %12, i128 %20, i128 %37
  ret i128 %38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo7(i7 noundef %0, i7 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i7, i1 } @llvm.smul.with.overflow.i7(i7 %0, i7 %1)
  %5 = extractvalue { i7, i1 } %4, 1
  %6 = extractvalue { i7, i1 } %4, 0
  %7 = sext i7 %6 to i8
  store i8 %7, ptr %2, align 1
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i7, i1 } @llvm.smul.with.overflow.i7(i7, i7) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo7(i7 noundef %0, i7 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i7, i1 } @llvm.umul.with.overflow.i7(i7 %0, i7 %1)
  %5 = extractvalue { i7, i1 } %4, 1
  %6 = extractvalue { i7, i1 } %4, 0
  %7 = zext i7 %6 to i8
  store i8 %7, ptr %2, align 1
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i7, i1 } @llvm.umul.with.overflow.i7(i7, i7) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo13(i13 noundef %0, i13 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i13, i1 } @llvm.smul.with.overflow.i13(i13 %0, i13 %1)
  %5 = extractvalue { i13, i1 } %4, 1
  %6 = extractvalue { i13, i1 } %4, 0
  %7 = sext i13 %6 to i16
  store i16 %7, ptr %2, align 2
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i13, i1 } @llvm.smul.with.overflow.i13(i13, i13) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo13(i13 noundef %0, i13 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i13, i1 } @llvm.umul.with.overflow.i13(i13 %0, i13 %1)
  %5 = extractvalue { i13, i1 } %4, 1
  %6 = extractvalue { i13, i1 } %4, 0
  %7 = zext i13 %6 to i16
  store i16 %7, ptr %2, align 2
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i13, i1 } @llvm.umul.with.overflow.i13(i13, i13) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo24(i24 noundef %0, i24 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i24, i1 } @llvm.smul.with.overflow.i24(i24 %0, i24 %1)
  %5 = extractvalue { i24, i1 } %4, 1
  %6 = extractvalue { i24, i1 } %4, 0
  %7 = sext i24 %6 to i32
  store i32 %7, ptr %2, align 4
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.smul.with.overflow.i24(i24, i24) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo24(i24 noundef %0, i24 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i24, i1 } @llvm.umul.with.overflow.i24(i24 %0, i24 %1)
  %5 = extractvalue { i24, i1 } %4, 1
  %6 = extractvalue { i24, i1 } %4, 0
  %7 = zext i24 %6 to i32
  store i32 %7, ptr %2, align 4
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.umul.with.overflow.i24(i24, i24) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo31(i31 noundef %0, i31 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i31, i1 } @llvm.smul.with.overflow.i31(i31 %0, i31 %1)
  %5 = extractvalue { i31, i1 } %4, 1
  %6 = extractvalue { i31, i1 } %4, 0
  %7 = sext i31 %6 to i32
  store i32 %7, ptr %2, align 4
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i31, i1 } @llvm.smul.with.overflow.i31(i31, i31) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo31(i31 noundef %0, i31 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i31, i1 } @llvm.umul.with.overflow.i31(i31 %0, i31 %1)
  %5 = extractvalue { i31, i1 } %4, 1
  %6 = extractvalue { i31, i1 } %4, 0
  %7 = zext i31 %6 to i32
  store i32 %7, ptr %2, align 4
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i31, i1 } @llvm.umul.with.overflow.i31(i31, i31) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo37(i37 noundef %0, i37 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i37, i1 } @llvm.smul.with.overflow.i37(i37 %0, i37 %1)
  %5 = extractvalue { i37, i1 } %4, 1
  %6 = extractvalue { i37, i1 } %4, 0
  %7 = sext i37 %6 to i64
  store i64 %7, ptr %2, align 8
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i37, i1 } @llvm.smul.with.overflow.i37(i37, i37) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo37(i37 noundef %0, i37 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i37, i1 } @llvm.umul.with.overflow.i37(i37 %0, i37 %1)
  %5 = extractvalue { i37, i1 } %4, 1
  %6 = extractvalue { i37, i1 } %4, 0
  %7 = zext i37 %6 to i64
  store i64 %7, ptr %2, align 8
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i37, i1 } @llvm.umul.with.overflow.i37(i37, i37) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo48(i48 noundef %0, i48 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i48, i1 } @llvm.smul.with.overflow.i48(i48 %0, i48 %1)
  %5 = extractvalue { i48, i1 } %4, 1
  %6 = extractvalue { i48, i1 } %4, 0
  %7 = sext i48 %6 to i64
  store i64 %7, ptr %2, align 8
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i48, i1 } @llvm.smul.with.overflow.i48(i48, i48) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo48(i48 noundef %0, i48 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i48, i1 } @llvm.umul.with.overflow.i48(i48 %0, i48 %1)
  %5 = extractvalue { i48, i1 } %4, 1
  %6 = extractvalue { i48, i1 } %4, 0
  %7 = zext i48 %6 to i64
  store i64 %7, ptr %2, align 8
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i48, i1 } @llvm.umul.with.overflow.i48(i48, i48) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo63(i63 noundef %0, i63 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i63, i1 } @llvm.smul.with.overflow.i63(i63 %0, i63 %1)
  %5 = extractvalue { i63, i1 } %4, 1
  %6 = extractvalue { i63, i1 } %4, 0
  %7 = sext i63 %6 to i64
  store i64 %7, ptr %2, align 8
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i63, i1 } @llvm.smul.with.overflow.i63(i63, i63) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo63(i63 noundef %0, i63 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i63, i1 } @llvm.umul.with.overflow.i63(i63 %0, i63 %1)
  %5 = extractvalue { i63, i1 } %4, 1
  %6 = extractvalue { i63, i1 } %4, 0
  %7 = zext i63 %6 to i64
  store i64 %7, ptr %2, align 8
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i63, i1 } @llvm.umul.with.overflow.i63(i63, i63) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo65(i65 noundef %0, i65 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i65, i1 } @llvm.smul.with.overflow.i65(i65 %0, i65 %1)
  %5 = extractvalue { i65, i1 } %4, 1
  %6 = extractvalue { i65, i1 } %4, 0
  %7 = sext i65 %6 to i128
  store i128 %7, ptr %2, align 16
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.smul.with.overflow.i65(i65, i65) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo65(i65 noundef %0, i65 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i65, i1 } @llvm.umul.with.overflow.i65(i65 %0, i65 %1)
  %5 = extractvalue { i65, i1 } %4, 1
  %6 = extractvalue { i65, i1 } %4, 0
  %7 = zext i65 %6 to i128
  store i128 %7, ptr %2, align 16
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.umul.with.overflow.i65(i65, i65) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo96(i96 noundef %0, i96 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i96, i1 } @llvm.smul.with.overflow.i96(i96 %0, i96 %1)
  %5 = extractvalue { i96, i1 } %4, 1
  %6 = extractvalue { i96, i1 } %4, 0
  %7 = sext i96 %6 to i128
  store i128 %7, ptr %2, align 16
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i96, i1 } @llvm.smul.with.overflow.i96(i96, i96) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo96(i96 noundef %0, i96 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i96, i1 } @llvm.umul.with.overflow.i96(i96 %0, i96 %1)
  %5 = extractvalue { i96, i1 } %4, 1
  %6 = extractvalue { i96, i1 } %4, 0
  %7 = zext i96 %6 to i128
  store i128 %7, ptr %2, align 16
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i96, i1 } @llvm.umul.with.overflow.i96(i96, i96) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo100(i100 noundef %0, i100 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i100, i1 } @llvm.smul.with.overflow.i100(i100 %0, i100 %1)
  %5 = extractvalue { i100, i1 } %4, 1
  %6 = extractvalue { i100, i1 } %4, 0
  %7 = sext i100 %6 to i128
  store i128 %7, ptr %2, align 16
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i100, i1 } @llvm.smul.with.overflow.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo100(i100 noundef %0, i100 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i100, i1 } @llvm.umul.with.overflow.i100(i100 %0, i100 %1)
  %5 = extractvalue { i100, i1 } %4, 1
  %6 = extractvalue { i100, i1 } %4, 0
  %7 = zext i100 %6 to i128
  store i128 %7, ptr %2, align 16
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i100, i1 } @llvm.umul.with.overflow.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @smulo127(i127 noundef %0, i127 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i127, i1 } @llvm.smul.with.overflow.i127(i127 %0, i127 %1)
  %5 = extractvalue { i127, i1 } %4, 1
  %6 = extractvalue { i127, i1 } %4, 0
  %7 = sext i127 %6 to i128
  store i128 %7, ptr %2, align 16
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i127, i1 } @llvm.smul.with.overflow.i127(i127, i127) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 0, 2) i32 @umulo127(i127 noundef %0, i127 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { i127, i1 } @llvm.umul.with.overflow.i127(i127 %0, i127 %1)
  %5 = extractvalue { i127, i1 } %4, 1
  %6 = extractvalue { i127, i1 } %4, 0
  %7 = zext i127 %6 to i128
  store i128 %7, ptr %2, align 16
  %8 = zext i1 %5 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i127, i1 } @llvm.umul.with.overflow.i127(i127, i127) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @uadd100(i100 noundef %0, i100 noundef %1) local_unnamed_addr #4 {
  %3 = tail call { i100, i1 } @llvm.uadd.with.overflow.i100(i100 %0, i100 %1)
  %4 = extractvalue { i100, i1 } %3, 1
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i100, i1 } @llvm.uadd.with.overflow.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @sadd100(i100 noundef %0, i100 noundef %1) local_unnamed_addr #4 {
  %3 = tail call { i100, i1 } @llvm.sadd.with.overflow.i100(i100 %0, i100 %1)
  %4 = extractvalue { i100, i1 } %3, 1
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i100, i1 } @llvm.sadd.with.overflow.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @usub96(i96 noundef %0, i96 noundef %1) local_unnamed_addr #4 {
  %3 = icmp ult i96 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @ssub65(i65 noundef %0, i65 noundef %1) local_unnamed_addr #4 {
  %3 = tail call { i65, i1 } @llvm.ssub.with.overflow.i65(i65 %0, i65 %1)
  %4 = extractvalue { i65, i1 } %3, 1
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.ssub.with.overflow.i65(i65, i65) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 101) i32 @clz100(i100 noundef %0) local_unnamed_addr #4 {
  %2 = tail call range(i100 0, 101) i100 @llvm.ctlz.i100(i100 %0, i1 false)
  %3 = trunc nuw nsw i100 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.ctlz.i100(i100, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 73) i32 @clz72(i72 noundef %0) local_unnamed_addr #4 {
  %2 = tail call range(i72 0, 73) i72 @llvm.ctlz.i72(i72 %0, i1 false)
  %3 = trunc nuw nsw i72 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i72 @llvm.ctlz.i72(i72, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 101) i32 @ctz100(i100 noundef %0) local_unnamed_addr #4 {
  %2 = tail call range(i100 0, 101) i100 @llvm.cttz.i100(i100 %0, i1 false)
  %3 = trunc nuw nsw i100 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.cttz.i100(i100, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 101) i32 @pop100(i100 noundef %0) local_unnamed_addr #4 {
  %2 = tail call range(i100 0, 101) i100 @llvm.ctpop.i100(i100 %0)
  %3 = trunc nuw nsw i100 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.ctpop.i100(i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i100 @brev100(i100 noundef %0) local_unnamed_addr #4 {
  %2 = tail call i100 @llvm.bitreverse.i100(i100 %0)
  ret i100 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.bitreverse.i100(i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i100 @uaddsat100(i100 noundef %0, i100 noundef %1) local_unnamed_addr #4 {
  %3 = tail call i100 @llvm.uadd.sat.i100(i100 %0, i100 %1)
  ret i100 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.uadd.sat.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i100 @saddsat100(i100 noundef %0, i100 noundef %1) local_unnamed_addr #4 {
  %3 = tail call i100 @llvm.sadd.sat.i100(i100 %0, i100 %1)
  ret i100 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.sadd.sat.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i100 @usubsat100(i100 noundef %0, i100 noundef %1) local_unnamed_addr #4 {
  %3 = tail call i100 @llvm.usub.sat.i100(i100 %0, i100 %1)
  ret i100 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.usub.sat.i100(i100, i100) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i100 @ssubsat100(i100 noundef %0, i100 noundef %1) local_unnamed_addr #4 {
  %3 = tail call i100 @llvm.ssub.sat.i100(i100 %0, i100 %1)
  ret i100 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i100 @llvm.ssub.sat.i100(i100, i100) #3

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  br label %23

23:                                               ; preds = %0, %86
  %24 = phi i64 [ 0, %0 ], [ %87, %86 ]
  %25 = getelementptr inbounds [13 x i64], ptr @__const.main.as, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !10
  %27 = trunc i64 %26 to i7
  %28 = trunc i64 %26 to i13
  %29 = trunc i64 %26 to i24
  %30 = trunc i64 %26 to i31
  %31 = trunc i64 %26 to i37
  %32 = trunc i64 %26 to i48
  %33 = trunc i64 %26 to i63
  %34 = sext i64 %26 to i65
  %35 = sext i64 %26 to i96
  %36 = sext i64 %26 to i100
  %37 = sext i64 %26 to i127
  br label %89

38:                                               ; preds = %86
  %39 = tail call i32 @uadd100(i100 noundef -1, i100 noundef 1)
  %40 = tail call i32 @sadd100(i100 noundef 633825300114114700748351602687, i100 noundef 1)
  %41 = tail call i32 @usub96(i96 noundef 0, i96 noundef 1)
  %42 = tail call i32 @ssub65(i65 noundef -18446744073709551616, i65 noundef 1)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42)
  %44 = tail call i32 @uadd100(i100 noundef 5, i100 noundef 1)
  %45 = tail call i32 @sadd100(i100 noundef -3, i100 noundef 1)
  %46 = tail call i32 @usub96(i96 noundef 2, i96 noundef 1)
  %47 = tail call i32 @ssub65(i65 noundef 0, i65 noundef 1)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47)
  %49 = tail call i32 @clz100(i100 noundef 1)
  %50 = tail call i32 @clz100(i100 noundef -633825300114114700748351602688)
  %51 = tail call i32 @clz72(i72 noundef 1)
  %52 = tail call i32 @ctz100(i100 noundef -633825300114114700748351602688)
  %53 = tail call i32 @ctz100(i100 noundef 1180591620717411303424)
  %54 = tail call i32 @pop100(i100 noundef -1)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54)
  %56 = tail call i100 @brev100(i100 noundef 1)
  %57 = lshr i100 %56, 64
  %58 = trunc nuw nsw i100 %57 to i64
  %59 = trunc i100 %56 to i64
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.15, i64 noundef %58, i64 noundef %59)
  %61 = tail call i100 @uaddsat100(i100 noundef -1, i100 noundef 1)
  %62 = lshr i100 %61, 64
  %63 = trunc nuw nsw i100 %62 to i64
  %64 = trunc i100 %61 to i64
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.16, i64 noundef %63, i64 noundef %64)
  %66 = tail call i100 @saddsat100(i100 noundef 633825300114114700748351602687, i100 noundef 1)
  %67 = lshr i100 %66, 64
  %68 = trunc nuw nsw i100 %67 to i64
  %69 = trunc i100 %66 to i64
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.17, i64 noundef %68, i64 noundef %69)
  %71 = tail call i100 @saddsat100(i100 noundef -633825300114114700748351602687, i100 noundef -5)
  %72 = lshr i100 %71, 64
  %73 = trunc nuw nsw i100 %72 to i64
  %74 = trunc i100 %71 to i64
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.18, i64 noundef %73, i64 noundef %74)
  %76 = tail call i100 @usubsat100(i100 noundef 3, i100 noundef 7)
  %77 = lshr i100 %76, 64
  %78 = trunc nuw nsw i100 %77 to i64
  %79 = trunc i100 %76 to i64
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.19, i64 noundef %78, i64 noundef %79)
  %81 = tail call i100 @ssubsat100(i100 noundef -633825300114114700748351602687, i100 noundef 9)
  %82 = lshr i100 %81, 64
  %83 = trunc nuw nsw i100 %82 to i64
  %84 = trunc i100 %81 to i64
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.20, i64 noundef %83, i64 noundef %84)
  ret i32 0

86:                                               ; preds = %89
  %87 = add nuw nsw i64 %24, 1
  %88 = icmp eq i64 %87, 13
  br i1 %88, label %38, label %23, !llvm.loop !12

89:                                               ; preds = %23, %89
  %90 = phi i64 [ 0, %23 ], [ %139, %89 ]
  %91 = getelementptr inbounds [7 x i64], ptr @__const.main.bs, i64 0, i64 %90
  %92 = load i64, ptr %91, align 8, !tbaa !10
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %26, i64 noundef %92)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #9
  %94 = trunc i64 %92 to i7
  %95 = call i32 @smulo7(i7 noundef %27, i7 noundef %94, ptr noundef nonnull %1)
  %96 = call i32 @umulo7(i7 noundef %27, i7 noundef %94, ptr noundef nonnull %2)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %95, i32 noundef %96)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %4) #9
  %98 = trunc i64 %92 to i13
  %99 = call i32 @smulo13(i13 noundef %28, i13 noundef %98, ptr noundef nonnull %3)
  %100 = call i32 @umulo13(i13 noundef %28, i13 noundef %98, ptr noundef nonnull %4)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %99, i32 noundef %100)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #9
  %102 = trunc i64 %92 to i24
  %103 = call i32 @smulo24(i24 noundef %29, i24 noundef %102, ptr noundef nonnull %5)
  %104 = call i32 @umulo24(i24 noundef %29, i24 noundef %102, ptr noundef nonnull %6)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %103, i32 noundef %104)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #9
  %106 = trunc i64 %92 to i31
  %107 = call i32 @smulo31(i31 noundef %30, i31 noundef %106, ptr noundef nonnull %7)
  %108 = call i32 @umulo31(i31 noundef %30, i31 noundef %106, ptr noundef nonnull %8)
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %107, i32 noundef %108)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #9
  %110 = trunc i64 %92 to i37
  %111 = call i32 @smulo37(i37 noundef %31, i37 noundef %110, ptr noundef nonnull %9)
  %112 = call i32 @umulo37(i37 noundef %31, i37 noundef %110, ptr noundef nonnull %10)
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %111, i32 noundef %112)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #9
  %114 = trunc i64 %92 to i48
  %115 = call i32 @smulo48(i48 noundef %32, i48 noundef %114, ptr noundef nonnull %11)
  %116 = call i32 @umulo48(i48 noundef %32, i48 noundef %114, ptr noundef nonnull %12)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %115, i32 noundef %116)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #9
  %118 = trunc i64 %92 to i63
  %119 = call i32 @smulo63(i63 noundef %33, i63 noundef %118, ptr noundef nonnull %13)
  %120 = call i32 @umulo63(i63 noundef %33, i63 noundef %118, ptr noundef nonnull %14)
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %119, i32 noundef %120)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #9
  %122 = sext i64 %92 to i65
  %123 = call i32 @smulo65(i65 noundef %34, i65 noundef %122, ptr noundef nonnull %15)
  %124 = call i32 @umulo65(i65 noundef %34, i65 noundef %122, ptr noundef nonnull %16)
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %123, i32 noundef %124)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #9
  %126 = sext i64 %92 to i96
  %127 = call i32 @smulo96(i96 noundef %35, i96 noundef %126, ptr noundef nonnull %17)
  %128 = call i32 @umulo96(i96 noundef %35, i96 noundef %126, ptr noundef nonnull %18)
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %127, i32 noundef %128)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #9
  %130 = sext i64 %92 to i100
  %131 = call i32 @smulo100(i100 noundef %36, i100 noundef %130, ptr noundef nonnull %19)
  %132 = call i32 @umulo100(i100 noundef %36, i100 noundef %130, ptr noundef nonnull %20)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %131, i32 noundef %132)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22) #9
  %134 = sext i64 %92 to i127
  %135 = call i32 @smulo127(i127 noundef %37, i127 noundef %134, ptr noundef nonnull %21)
  %136 = call i32 @umulo127(i127 noundef %37, i127 noundef %134, ptr noundef nonnull %22)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %135, i32 noundef %136)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #9
  %138 = tail call i32 @putchar(i32 10)
  %139 = add nuw nsw i64 %90, 1
  %140 = icmp eq i64 %139, 7
  br i1 %140, label %86, label %89, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.abs.i128(i128, i1 immarg) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
