; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Person = type { [16 x i8], i32, double }

@.str = private unnamed_addr constant [43 x i8] c"sorted = %d min = %d max = %d median = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"bsearch found = %d value = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"bsearch missing = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"desc first = %d last = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"elderberry\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"grape\00", align 1
@__const.main.words = private unnamed_addr constant [9 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.5], align 16
@.str.12 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.people = private unnamed_addr constant [7 x %struct.Person] [%struct.Person { [16 x i8] c"zed\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 8.850000e+01 }, %struct.Person { [16 x i8] c"amy\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.200000e+01 }, %struct.Person { [16 x i8] c"bob\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 8.850000e+01 }, %struct.Person { [16 x i8] c"cat\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.550000e+01 }, %struct.Person { [16 x i8] c"dan\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 40, double 7.000000e+01 }, %struct.Person { [16 x i8] c"eve\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 9.900000e+01 }, %struct.Person { [16 x i8] c"fay\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.200000e+01 }], align 16
@.str.15 = private unnamed_addr constant [13 x i8] c"%s(%d,%.1f) \00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"doubles: %.3f %.3f %.3f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [9 x ptr], align 16
  %3 = alloca [7 x %struct.Person], align 16
  %4 = alloca [64 x double], align 16
  %5 = tail call dereferenceable_or_null(2000) ptr @malloc(i64 noundef 2000) #15
  br label %39

6:                                                ; preds = %39
  tail call void @qsort(ptr noundef nonnull %5, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int) #16
  br label %7

7:                                                ; preds = %7, %6
  %8 = phi i64 [ 0, %6 ], [ %37, %7 ]
  %9 = phi <4 x i1> [ zeroinitializer, %6 ], [ %35, %7 ]
  %10 = phi <4 x i1> [ zeroinitializer, %6 ], [ %36, %7 ]
  %11 = or disjoint i64 %8, 1
  %12 = getelementptr i32, ptr %5, i64 %11
  %13 = getelementptr i8, ptr %12, i64 -4
  %14 = getelementptr i8, ptr %12, i64 12
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !5
  %16 = load <4 x i32>, ptr %14, align 4, !tbaa !5
  %17 = getelementptr i8, ptr %12, i64 16
  %18 = load <4 x i32>, ptr %12, align 4, !tbaa !5
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !5
  %20 = icmp sgt <4 x i32> %15, %18
  %21 = icmp sgt <4 x i32> %16, %19
  %22 = or <4 x i1> %9, %20
  %23 = or <4 x i1> %10, %21
  %24 = or disjoint i64 %8, 9
  %25 = getelementptr i32, ptr %5, i64 %24
  %26 = getelementptr i8, ptr %25, i64 -4
  %27 = getelementptr i8, ptr %25, i64 12
  %28 = load <4 x i32>, ptr %26, align 4, !tbaa !5
  %29 = load <4 x i32>, ptr %27, align 4, !tbaa !5
  %30 = getelementptr i8, ptr %25, i64 16
  %31 = load <4 x i32>, ptr %25, align 4, !tbaa !5
  %32 = load <4 x i32>, ptr %30, align 4, !tbaa !5
  %33 = icmp sgt <4 x i32> %28, %31
  %34 = icmp sgt <4 x i32> %29, %32
  %35 = or <4 x i1> %22, %33
  %36 = or <4 x i1> %23, %34
  %37 = add nuw nsw i64 %8, 16
  %38 = icmp eq i64 %37, 496
  br i1 %38, label %57, label %7, !llvm.loop !9

39:                                               ; preds = %39, %0
  %40 = phi i64 [ 0, %0 ], [ %55, %39 ]
  %41 = phi i32 [ 7, %0 ], [ %50, %39 ]
  %42 = mul i32 %41, 1103515245
  %43 = add i32 %42, 12345
  %44 = lshr i32 %43, 8
  %45 = urem i32 %44, 100000
  %46 = add nsw i32 %45, -50000
  %47 = getelementptr inbounds i32, ptr %5, i64 %40
  store i32 %46, ptr %47, align 4, !tbaa !5
  %48 = or disjoint i64 %40, 1
  %49 = mul i32 %43, 1103515245
  %50 = add i32 %49, 12345
  %51 = lshr i32 %50, 8
  %52 = urem i32 %51, 100000
  %53 = add nsw i32 %52, -50000
  %54 = getelementptr inbounds i32, ptr %5, i64 %48
  store i32 %53, ptr %54, align 4, !tbaa !5
  %55 = add nuw nsw i64 %40, 2
  %56 = icmp eq i64 %55, 500
  br i1 %56, label %6, label %39, !llvm.loop !13

57:                                               ; preds = %7
  %58 = or <4 x i1> %36, %35
  %59 = freeze <4 x i1> %58
  %60 = bitcast <4 x i1> %59 to i4
  %61 = icmp eq i4 %60, 0
  %62 = getelementptr i8, ptr %5, i64 1988
  %63 = getelementptr i8, ptr %5, i64 1984
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = load i32, ptr %62, align 4, !tbaa !5
  %66 = icmp sle i32 %64, %65
  %67 = and i1 %66, %61
  %68 = getelementptr i8, ptr %5, i64 1992
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = icmp sle i32 %65, %69
  %71 = getelementptr i8, ptr %5, i64 1996
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = icmp sle i32 %69, %72
  %74 = select i1 %73, i1 %70, i1 false
  %75 = select i1 %74, i1 %67, i1 false
  %76 = zext i1 %75 to i32
  %77 = load i32, ptr %5, align 4, !tbaa !5
  %78 = getelementptr inbounds i8, ptr %5, i64 1996
  %79 = load i32, ptr %78, align 4, !tbaa !5
  %80 = getelementptr inbounds i8, ptr %5, i64 1000
  %81 = load i32, ptr %80, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %76, i32 noundef %77, i32 noundef %79, i32 noundef %81)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #16
  %82 = getelementptr inbounds i8, ptr %5, i64 492
  %83 = load i32, ptr %82, align 4, !tbaa !5
  store i32 %83, ptr %1, align 4, !tbaa !5
  %84 = call ptr @bsearch(ptr noundef nonnull %1, ptr noundef nonnull %5, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int) #16
  %85 = icmp ne ptr %84, null
  %86 = zext i1 %85 to i32
  br i1 %85, label %87, label %89

87:                                               ; preds = %57
  %88 = load i32, ptr %84, align 4, !tbaa !5
  br label %89

89:                                               ; preds = %57, %87
  %90 = phi i32 [ %88, %87 ], [ 0, %57 ]
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %86, i32 noundef %90)
  store i32 50001, ptr %1, align 4, !tbaa !5
  %91 = call ptr @bsearch(ptr noundef nonnull %1, ptr noundef nonnull %5, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int) #16
  %92 = icmp eq ptr %91, null
  %93 = zext i1 %92 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %93)
  call void @qsort(ptr noundef nonnull %5, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #16
  %94 = load i32, ptr %5, align 4, !tbaa !5
  %95 = load i32, ptr %78, align 4, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %94, i32 noundef %95)
  call void @free(ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %2, ptr noundef nonnull align 16 dereferenceable(72) @__const.main.words, i64 72, i1 false)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 9, i64 noundef 8, ptr noundef nonnull @cmp_str) #16
  %96 = load ptr, ptr %2, align 16, !tbaa !14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %96, ptr noundef nonnull @.str.13)
  %97 = getelementptr inbounds i8, ptr %2, i64 8
  %98 = load ptr, ptr %97, align 8, !tbaa !14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %98, ptr noundef nonnull @.str.13)
  %99 = getelementptr inbounds i8, ptr %2, i64 16
  %100 = load ptr, ptr %99, align 16, !tbaa !14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %100, ptr noundef nonnull @.str.13)
  %101 = getelementptr inbounds i8, ptr %2, i64 24
  %102 = load ptr, ptr %101, align 8, !tbaa !14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %102, ptr noundef nonnull @.str.13)
  %103 = getelementptr inbounds i8, ptr %2, i64 32
  %104 = load ptr, ptr %103, align 16, !tbaa !14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %104, ptr noundef nonnull @.str.13)
  %105 = getelementptr inbounds i8, ptr %2, i64 40
  %106 = load ptr, ptr %105, align 8, !tbaa !14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %106, ptr noundef nonnull @.str.13)
  %107 = getelementptr inbounds i8, ptr %2, i64 48
  %108 = load ptr, ptr %107, align 16, !tbaa !14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %108, ptr noundef nonnull @.str.13)
  %109 = getelementptr inbounds i8, ptr %2, i64 56
  %110 = load ptr, ptr %109, align 8, !tbaa !14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %110, ptr noundef nonnull @.str.13)
  %111 = getelementptr inbounds i8, ptr %2, i64 64
  %112 = load ptr, ptr %111, align 16, !tbaa !14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef %112, ptr noundef nonnull @.str.14)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %3) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %3, ptr noundef nonnull align 16 dereferenceable(224) @__const.main.people, i64 224, i1 false)
  call void @qsort(ptr noundef nonnull %3, i64 noundef 7, i64 noundef 32, ptr noundef nonnull @cmp_person) #16
  %113 = getelementptr inbounds i8, ptr %3, i64 16
  %114 = load i32, ptr %113, align 16, !tbaa !16
  %115 = getelementptr inbounds i8, ptr %3, i64 24
  %116 = load double, ptr %115, align 8, !tbaa !19
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %3, i32 noundef %114, double noundef %116)
  %117 = getelementptr inbounds i8, ptr %3, i64 32
  %118 = getelementptr inbounds i8, ptr %3, i64 48
  %119 = load i32, ptr %118, align 16, !tbaa !16
  %120 = getelementptr inbounds i8, ptr %3, i64 56
  %121 = load double, ptr %120, align 8, !tbaa !19
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %117, i32 noundef %119, double noundef %121)
  %122 = getelementptr inbounds i8, ptr %3, i64 64
  %123 = getelementptr inbounds i8, ptr %3, i64 80
  %124 = load i32, ptr %123, align 16, !tbaa !16
  %125 = getelementptr inbounds i8, ptr %3, i64 88
  %126 = load double, ptr %125, align 8, !tbaa !19
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %122, i32 noundef %124, double noundef %126)
  %127 = getelementptr inbounds i8, ptr %3, i64 96
  %128 = getelementptr inbounds i8, ptr %3, i64 112
  %129 = load i32, ptr %128, align 16, !tbaa !16
  %130 = getelementptr inbounds i8, ptr %3, i64 120
  %131 = load double, ptr %130, align 8, !tbaa !19
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %127, i32 noundef %129, double noundef %131)
  %132 = getelementptr inbounds i8, ptr %3, i64 128
  %133 = getelementptr inbounds i8, ptr %3, i64 144
  %134 = load i32, ptr %133, align 16, !tbaa !16
  %135 = getelementptr inbounds i8, ptr %3, i64 152
  %136 = load double, ptr %135, align 8, !tbaa !19
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %132, i32 noundef %134, double noundef %136)
  %137 = getelementptr inbounds i8, ptr %3, i64 160
  %138 = getelementptr inbounds i8, ptr %3, i64 176
  %139 = load i32, ptr %138, align 16, !tbaa !16
  %140 = getelementptr inbounds i8, ptr %3, i64 184
  %141 = load double, ptr %140, align 8, !tbaa !19
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %137, i32 noundef %139, double noundef %141)
  %142 = getelementptr inbounds i8, ptr %3, i64 192
  %143 = getelementptr inbounds i8, ptr %3, i64 208
  %144 = load i32, ptr %143, align 16, !tbaa !16
  %145 = getelementptr inbounds i8, ptr %3, i64 216
  %146 = load double, ptr %145, align 8, !tbaa !19
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %142, i32 noundef %144, double noundef %146)
  %147 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #16
  br label %148

148:                                              ; preds = %148, %89
  %149 = phi i64 [ 0, %89 ], [ %157, %148 ]
  %150 = phi <2 x i32> [ <i32 0, i32 1>, %89 ], [ %158, %148 ]
  %151 = mul <2 x i32> %150, <i32 37, i32 37>
  %152 = and <2 x i32> %151, <i32 63, i32 63>
  %153 = uitofp nneg <2 x i32> %152 to <2 x double>
  %154 = fmul <2 x double> %153, <double 1.250000e-01, double 1.250000e-01>
  %155 = fadd <2 x double> %154, <double -4.000000e+00, double -4.000000e+00>
  %156 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %149
  store <2 x double> %155, ptr %156, align 16, !tbaa !20
  %157 = add nuw i64 %149, 2
  %158 = add <2 x i32> %150, <i32 2, i32 2>
  %159 = icmp eq i64 %157, 64
  br i1 %159, label %160, label %148, !llvm.loop !21

160:                                              ; preds = %148
  call void @qsort(ptr noundef nonnull %4, i64 noundef 64, i64 noundef 8, ptr noundef nonnull @cmp_double) #16
  %161 = load double, ptr %4, align 16, !tbaa !20
  %162 = getelementptr inbounds i8, ptr %4, i64 248
  %163 = load double, ptr %162, align 8, !tbaa !20
  %164 = getelementptr inbounds i8, ptr %4, i64 504
  %165 = load double, ptr %164, align 8, !tbaa !20
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, double noundef %161, double noundef %163, double noundef %165)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #16
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %3) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #16
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #16
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare dso_local void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = load i32, ptr %1, align 4, !tbaa !5
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #5 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #16
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #16
  %4 = load ptr, ptr %2, align 8, !tbaa !14
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #16
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #16
  ret void
}

declare dso_local ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %1, align 4, !tbaa !5
  %4 = load i32, ptr %0, align 4, !tbaa !5
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 {
  %3 = load ptr, ptr %0, align 8, !tbaa !14
  %4 = load ptr, ptr %1, align 8, !tbaa !14
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #16
  ret i32 %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #10 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load i32, ptr %5, align 8, !tbaa !16
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = icmp slt i32 %4, %6
  %10 = select i1 %9, i32 -1, i32 1
  br label %22

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load double, ptr %12, align 8, !tbaa !19
  %14 = getelementptr inbounds i8, ptr %1, i64 24
  %15 = load double, ptr %14, align 8, !tbaa !19
  %16 = fcmp une double %13, %15
  br i1 %16, label %17, label %20

17:                                               ; preds = %11
  %18 = fcmp ogt double %13, %15
  %19 = select i1 %18, i32 -1, i32 1
  br label %22

20:                                               ; preds = %11
  %21 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #16
  br label %22

22:                                               ; preds = %20, %17, %8
  %23 = phi i32 [ %10, %8 ], [ %19, %17 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load double, ptr %0, align 8, !tbaa !20
  %4 = load double, ptr %1, align 8, !tbaa !20
  %5 = fcmp ogt double %3, %4
  %6 = zext i1 %5 to i32
  %7 = fcmp olt double %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #11

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #12

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #13

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #12 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree nounwind }
attributes #15 = { allocsize(0) }
attributes #16 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!17, !6, i64 16}
!17 = !{!"Person", !7, i64 0, !6, i64 16, !18, i64 24}
!18 = !{!"double", !7, i64 0}
!19 = !{!17, !18, i64 24}
!20 = !{!18, !18, i64 0}
!21 = distinct !{!21, !10, !11, !12}
