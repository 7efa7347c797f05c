; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.big = type { [20 x i32] }

@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 1
@tl = dso_local thread_local local_unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef <8 x i32> @vmul(<8 x i32> noundef %0, <8 x i32> noundef %1) local_unnamed_addr #0 {
  %3 = mul <8 x i32> %1, %0
  %4 = shufflevector <8 x i32> %0, <8 x i32> %1, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %5 = add <8 x i32> %3, %4
  ret <8 x i32> %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local nofpclass(nan inf) x86_fp80 @ld(x86_fp80 noundef nofpclass(nan inf) %0, x86_fp80 noundef nofpclass(nan inf) %1) local_unnamed_addr #1 {
  %3 = fdiv fast x86_fp80 %0, %1
  %4 = tail call fast x86_fp80 @llvm.fabs.f80(x86_fp80 %0)
  %5 = fadd fast x86_fp80 %3, %4
  ret x86_fp80 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local { i64, i64 } @mul128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = mul nsw i128 %12, %8
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local i32 @atom(ptr nocapture noundef %0) local_unnamed_addr #3 {
  %2 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  %3 = cmpxchg ptr %0, i32 0, i32 5 acq_rel acquire, align 4
  %4 = load atomic i32, ptr %0 monotonic, align 4
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @va(i32 noundef %0, ...) local_unnamed_addr #5 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %40

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 7
  %11 = icmp ult i32 %0, 8
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483640
  br label %42

14:                                               ; preds = %145, %4
  %15 = phi i32 [ poison, %4 ], [ %150, %145 ]
  %16 = phi ptr [ %9, %4 ], [ %146, %145 ]
  %17 = phi i32 [ 0, %4 ], [ %150, %145 ]
  %18 = phi i32 [ %5, %4 ], [ %147, %145 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %40, label %20

20:                                               ; preds = %14, %32
  %21 = phi ptr [ %33, %32 ], [ %16, %14 ]
  %22 = phi i32 [ %37, %32 ], [ %17, %14 ]
  %23 = phi i32 [ %34, %32 ], [ %18, %14 ]
  %24 = phi i32 [ %38, %32 ], [ 0, %14 ]
  %25 = icmp ult i32 %23, 41
  br i1 %25, label %28, label %26

26:                                               ; preds = %20
  %27 = getelementptr i8, ptr %21, i64 8
  store ptr %27, ptr %6, align 8
  br label %32

28:                                               ; preds = %20
  %29 = zext nneg i32 %23 to i64
  %30 = getelementptr i8, ptr %8, i64 %29
  %31 = add nuw nsw i32 %23, 8
  store i32 %31, ptr %2, align 16
  br label %32

32:                                               ; preds = %28, %26
  %33 = phi ptr [ %21, %28 ], [ %27, %26 ]
  %34 = phi i32 [ %31, %28 ], [ %23, %26 ]
  %35 = phi ptr [ %30, %28 ], [ %21, %26 ]
  %36 = load i32, ptr %35, align 4, !tbaa !4
  %37 = add nsw i32 %36, %22
  %38 = add i32 %24, 1
  %39 = icmp eq i32 %38, %10
  br i1 %39, label %40, label %20, !llvm.loop !8

40:                                               ; preds = %14, %32, %1
  %41 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %37, %32 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #13
  ret i32 %41

42:                                               ; preds = %145, %12
  %43 = phi ptr [ %9, %12 ], [ %146, %145 ]
  %44 = phi i32 [ 0, %12 ], [ %150, %145 ]
  %45 = phi i32 [ %5, %12 ], [ %147, %145 ]
  %46 = phi i32 [ 0, %12 ], [ %151, %145 ]
  %47 = icmp ult i32 %45, 41
  br i1 %47, label %48, label %52

48:                                               ; preds = %42
  %49 = zext nneg i32 %45 to i64
  %50 = getelementptr i8, ptr %8, i64 %49
  %51 = add nuw nsw i32 %45, 8
  store i32 %51, ptr %2, align 16
  br label %54

52:                                               ; preds = %42
  %53 = getelementptr i8, ptr %43, i64 8
  store ptr %53, ptr %6, align 8
  br label %54

54:                                               ; preds = %52, %48
  %55 = phi ptr [ %43, %48 ], [ %53, %52 ]
  %56 = phi i32 [ %51, %48 ], [ %45, %52 ]
  %57 = phi ptr [ %50, %48 ], [ %43, %52 ]
  %58 = load i32, ptr %57, align 4, !tbaa !4
  %59 = add nsw i32 %58, %44
  %60 = icmp ult i32 %56, 41
  br i1 %60, label %63, label %61

61:                                               ; preds = %54
  %62 = getelementptr i8, ptr %55, i64 8
  store ptr %62, ptr %6, align 8
  br label %67

63:                                               ; preds = %54
  %64 = zext nneg i32 %56 to i64
  %65 = getelementptr i8, ptr %8, i64 %64
  %66 = add nuw nsw i32 %56, 8
  store i32 %66, ptr %2, align 16
  br label %67

67:                                               ; preds = %63, %61
  %68 = phi ptr [ %55, %63 ], [ %62, %61 ]
  %69 = phi i32 [ %66, %63 ], [ %56, %61 ]
  %70 = phi ptr [ %65, %63 ], [ %55, %61 ]
  %71 = load i32, ptr %70, align 4, !tbaa !4
  %72 = add nsw i32 %71, %59
  %73 = icmp ult i32 %69, 41
  br i1 %73, label %76, label %74

74:                                               ; preds = %67
  %75 = getelementptr i8, ptr %68, i64 8
  store ptr %75, ptr %6, align 8
  br label %80

76:                                               ; preds = %67
  %77 = zext nneg i32 %69 to i64
  %78 = getelementptr i8, ptr %8, i64 %77
  %79 = add nuw nsw i32 %69, 8
  store i32 %79, ptr %2, align 16
  br label %80

80:                                               ; preds = %76, %74
  %81 = phi ptr [ %68, %76 ], [ %75, %74 ]
  %82 = phi i32 [ %79, %76 ], [ %69, %74 ]
  %83 = phi ptr [ %78, %76 ], [ %68, %74 ]
  %84 = load i32, ptr %83, align 4, !tbaa !4
  %85 = add nsw i32 %84, %72
  %86 = icmp ult i32 %82, 41
  br i1 %86, label %89, label %87

87:                                               ; preds = %80
  %88 = getelementptr i8, ptr %81, i64 8
  store ptr %88, ptr %6, align 8
  br label %93

89:                                               ; preds = %80
  %90 = zext nneg i32 %82 to i64
  %91 = getelementptr i8, ptr %8, i64 %90
  %92 = add nuw nsw i32 %82, 8
  store i32 %92, ptr %2, align 16
  br label %93

93:                                               ; preds = %89, %87
  %94 = phi ptr [ %81, %89 ], [ %88, %87 ]
  %95 = phi i32 [ %92, %89 ], [ %82, %87 ]
  %96 = phi ptr [ %91, %89 ], [ %81, %87 ]
  %97 = load i32, ptr %96, align 4, !tbaa !4
  %98 = add nsw i32 %97, %85
  %99 = icmp ult i32 %95, 41
  br i1 %99, label %102, label %100

100:                                              ; preds = %93
  %101 = getelementptr i8, ptr %94, i64 8
  store ptr %101, ptr %6, align 8
  br label %106

102:                                              ; preds = %93
  %103 = zext nneg i32 %95 to i64
  %104 = getelementptr i8, ptr %8, i64 %103
  %105 = add nuw nsw i32 %95, 8
  store i32 %105, ptr %2, align 16
  br label %106

106:                                              ; preds = %102, %100
  %107 = phi ptr [ %94, %102 ], [ %101, %100 ]
  %108 = phi i32 [ %105, %102 ], [ %95, %100 ]
  %109 = phi ptr [ %104, %102 ], [ %94, %100 ]
  %110 = load i32, ptr %109, align 4, !tbaa !4
  %111 = add nsw i32 %110, %98
  %112 = icmp ult i32 %108, 41
  br i1 %112, label %115, label %113

113:                                              ; preds = %106
  %114 = getelementptr i8, ptr %107, i64 8
  store ptr %114, ptr %6, align 8
  br label %119

115:                                              ; preds = %106
  %116 = zext nneg i32 %108 to i64
  %117 = getelementptr i8, ptr %8, i64 %116
  %118 = add nuw nsw i32 %108, 8
  store i32 %118, ptr %2, align 16
  br label %119

119:                                              ; preds = %115, %113
  %120 = phi ptr [ %107, %115 ], [ %114, %113 ]
  %121 = phi i32 [ %118, %115 ], [ %108, %113 ]
  %122 = phi ptr [ %117, %115 ], [ %107, %113 ]
  %123 = load i32, ptr %122, align 4, !tbaa !4
  %124 = add nsw i32 %123, %111
  %125 = icmp ult i32 %121, 41
  br i1 %125, label %128, label %126

126:                                              ; preds = %119
  %127 = getelementptr i8, ptr %120, i64 8
  store ptr %127, ptr %6, align 8
  br label %132

128:                                              ; preds = %119
  %129 = zext nneg i32 %121 to i64
  %130 = getelementptr i8, ptr %8, i64 %129
  %131 = add nuw nsw i32 %121, 8
  store i32 %131, ptr %2, align 16
  br label %132

132:                                              ; preds = %128, %126
  %133 = phi ptr [ %120, %128 ], [ %127, %126 ]
  %134 = phi i32 [ %131, %128 ], [ %121, %126 ]
  %135 = phi ptr [ %130, %128 ], [ %120, %126 ]
  %136 = load i32, ptr %135, align 4, !tbaa !4
  %137 = add nsw i32 %136, %124
  %138 = icmp ult i32 %134, 41
  br i1 %138, label %141, label %139

139:                                              ; preds = %132
  %140 = getelementptr i8, ptr %133, i64 8
  store ptr %140, ptr %6, align 8
  br label %145

141:                                              ; preds = %132
  %142 = zext nneg i32 %134 to i64
  %143 = getelementptr i8, ptr %8, i64 %142
  %144 = add nuw nsw i32 %134, 8
  store i32 %144, ptr %2, align 16
  br label %145

145:                                              ; preds = %141, %139
  %146 = phi ptr [ %133, %141 ], [ %140, %139 ]
  %147 = phi i32 [ %144, %141 ], [ %134, %139 ]
  %148 = phi ptr [ %143, %141 ], [ %133, %139 ]
  %149 = load i32, ptr %148, align 4, !tbaa !4
  %150 = add nsw i32 %149, %137
  %151 = add i32 %46, 8
  %152 = icmp eq i32 %151, %13
  br i1 %152, label %14, label %42, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 -1, 91) i32 @sw(i32 noundef %0) local_unnamed_addr #1 {
  switch i32 %0, label %5 [
    i32 1, label %6
    i32 5, label %2
    i32 9, label %3
    i32 100, label %4
  ]

2:                                                ; preds = %1
  br label %6

3:                                                ; preds = %1
  br label %6

4:                                                ; preds = %1
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i32 [ -1, %5 ], [ 1, %4 ], [ 90, %3 ], [ 50, %2 ], [ 10, %1 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @byval(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, ptr nocapture noundef byval(%struct.big) align 8 %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind memory(none)
define dso_local i32 @rec(i32 noundef %0) local_unnamed_addr #9 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call i32 @rec(i32 noundef %6) #14
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #10 {
  %2 = load i64, ptr %0, align 8
  %3 = trunc i64 %2 to i32
  %4 = and i32 %3, 7
  %5 = lshr i32 %3, 3
  %6 = and i32 %5, 8191
  %7 = shl i64 %2, 41
  %8 = ashr i64 %7, 57
  %9 = trunc nsw i64 %8 to i32
  %10 = lshr i64 %2, 23
  %11 = trunc i64 %10 to i32
  %12 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %6)
  %13 = add i32 %4, %11
  %14 = add i32 %13, %6
  %15 = add i32 %14, %9
  %16 = add nsw i32 %15, %12
  ret i32 %16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local nofpclass(nan inf) float @fl(float noundef nofpclass(nan inf) %0) local_unnamed_addr #1 {
  %2 = tail call fast float @llvm.sqrt.f32(float %0)
  %3 = tail call fast float @llvm.fma.f32(float %0, float %0, float %0)
  %4 = fadd fast float %2, %3
  ret float %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @omp_sum(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %13

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = zext nneg i32 %4 to i33
  %6 = add nsw i32 %0, -2
  %7 = zext i32 %6 to i33
  %8 = mul i33 %5, %7
  %9 = lshr i33 %8, 1
  %10 = trunc nuw i33 %9 to i32
  %11 = add i32 %10, %0
  %12 = add i32 %11, -1
  br label %13

13:                                               ; preds = %3, %1
  %14 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %14
}

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #11 {
  %1 = tail call i32 (i32, ...) @va(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #14
  %2 = tail call i32 @rec(i32 noundef 10) #14
  %3 = add nsw i32 %2, 50
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl)
  %5 = load i32, ptr %4, align 4, !tbaa !4
  %6 = add nsw i32 %3, %5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 5, i64 noundef 4609434218613702656, i32 noundef %1, i32 noundef %6) #15
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "min-legal-vector-width"="256" "no-builtins" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="znver4" "target-features"="+adx,+aes,+avx,+avx2,+avx512bf16,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+clwb,+clzero,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+mwaitx,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdpru,+rdrnd,+rdseed,+sahf,+sha,+shstk,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,+vaes,+vpclmulqdq,+wbnoinvd,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-builtins" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="znver4" "target-features"="+adx,+aes,+avx,+avx2,+avx512bf16,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+clwb,+clzero,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+mwaitx,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdpru,+rdrnd,+rdseed,+sahf,+sha,+shstk,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,+vaes,+vpclmulqdq,+wbnoinvd,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" "unsafe-fp-math"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-builtins" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="znver4" "target-features"="+adx,+aes,+avx,+avx2,+avx512bf16,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+clwb,+clzero,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+mwaitx,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdpru,+rdrnd,+rdseed,+sahf,+sha,+shstk,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,+vaes,+vpclmulqdq,+wbnoinvd,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-builtins" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="znver4" "target-features"="+adx,+aes,+avx,+avx2,+avx512bf16,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+clwb,+clzero,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+mwaitx,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdpru,+rdrnd,+rdseed,+sahf,+sha,+shstk,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,+vaes,+vpclmulqdq,+wbnoinvd,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-builtins" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="znver4" "target-features"="+adx,+aes,+avx,+avx2,+avx512bf16,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+clwb,+clzero,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+mwaitx,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdpru,+rdrnd,+rdseed,+sahf,+sha,+shstk,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,+vaes,+vpclmulqdq,+wbnoinvd,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nofree nosync nounwind memory(none) "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-builtins" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="znver4" "target-features"="+adx,+aes,+avx,+avx2,+avx512bf16,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+clwb,+clzero,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+mwaitx,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdpru,+rdrnd,+rdseed,+sahf,+sha,+shstk,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,+vaes,+vpclmulqdq,+wbnoinvd,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-builtins" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="znver4" "target-features"="+adx,+aes,+avx,+avx2,+avx512bf16,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+clwb,+clzero,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+mwaitx,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdpru,+rdrnd,+rdseed,+sahf,+sha,+shstk,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,+vaes,+vpclmulqdq,+wbnoinvd,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" "unsafe-fp-math"="true" }
attributes #11 = { nounwind "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-builtins" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="znver4" "target-features"="+adx,+aes,+avx,+avx2,+avx512bf16,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+clwb,+clzero,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+mwaitx,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdpru,+rdrnd,+rdseed,+sahf,+sha,+shstk,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,+vaes,+vpclmulqdq,+wbnoinvd,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" "unsafe-fp-math"="true" }
attributes #12 = { "approx-func-fp-math"="true" "no-builtins" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="znver4" "target-features"="+adx,+aes,+avx,+avx2,+avx512bf16,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+clwb,+clzero,+crc32,+cx16,+cx8,+evex512,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+mwaitx,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdpru,+rdrnd,+rdseed,+sahf,+sha,+shstk,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,+vaes,+vpclmulqdq,+wbnoinvd,+x87,+xsave,+xsavec,+xsaveopt,+xsaves" "unsafe-fp-math"="true" }
attributes #13 = { nounwind }
attributes #14 = { nobuiltin "no-builtins" }
attributes #15 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{i64 0, i64 80, !13}
!13 = !{!6, !6, i64 0}
