; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@__const.main.words = private unnamed_addr constant [9 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.5], align 8
@.str.12 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.people = private unnamed_addr constant [7 x %struct.Person] [%struct.Person { [16 x i8] c"zed\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 8.850000e+01 }, %struct.Person { [16 x i8] c"amy\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.200000e+01 }, %struct.Person { [16 x i8] c"bob\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 8.850000e+01 }, %struct.Person { [16 x i8] c"cat\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.550000e+01 }, %struct.Person { [16 x i8] c"dan\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 40, double 7.000000e+01 }, %struct.Person { [16 x i8] c"eve\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 9.900000e+01 }, %struct.Person { [16 x i8] c"fay\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.200000e+01 }], align 8
@.str.15 = private unnamed_addr constant [13 x i8] c"%s(%d,%.1f) \00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"doubles: %.3f %.3f %.3f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x ptr], align 8
  %2 = alloca [7 x %struct.Person], align 8
  %3 = alloca [64 x double], align 8
  %4 = tail call noalias dereferenceable_or_null(2000) ptr @malloc(i64 noundef 2000) #12
  br label %25

5:                                                ; preds = %25
  tail call void @qsort(ptr noundef nonnull %4, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int) #13
  br label %6

6:                                                ; preds = %6, %5
  %7 = phi i64 [ 0, %5 ], [ %23, %6 ]
  %8 = phi <4 x i1> [ zeroinitializer, %5 ], [ %21, %6 ]
  %9 = phi <4 x i1> [ zeroinitializer, %5 ], [ %22, %6 ]
  %10 = or disjoint i64 %7, 1
  %11 = getelementptr i32, ptr %4, i64 %10
  %12 = getelementptr i8, ptr %11, i64 -4
  %13 = getelementptr i8, ptr %11, i64 12
  %14 = load <4 x i32>, ptr %12, align 4, !tbaa !6
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !6
  %16 = getelementptr i8, ptr %11, i64 16
  %17 = load <4 x i32>, ptr %11, align 4, !tbaa !6
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !6
  %19 = icmp sgt <4 x i32> %14, %17
  %20 = icmp sgt <4 x i32> %15, %18
  %21 = or <4 x i1> %8, %19
  %22 = or <4 x i1> %9, %20
  %23 = add nuw i64 %7, 8
  %24 = icmp eq i64 %23, 496
  br i1 %24, label %58, label %6, !llvm.loop !10

25:                                               ; preds = %0, %25
  %26 = phi i64 [ 0, %0 ], [ %34, %25 ]
  %27 = phi i32 [ 7, %0 ], [ %29, %25 ]
  %28 = mul i32 %27, 1103515245
  %29 = add i32 %28, 12345
  %30 = lshr i32 %29, 8
  %31 = urem i32 %30, 100000
  %32 = add nsw i32 %31, -50000
  %33 = getelementptr inbounds i32, ptr %4, i64 %26
  store i32 %32, ptr %33, align 4, !tbaa !6
  %34 = add nuw nsw i64 %26, 1
  %35 = icmp eq i64 %34, 500
  br i1 %35, label %5, label %25, !llvm.loop !14

36:                                               ; preds = %54, %58
  %37 = phi i64 [ %56, %54 ], [ 0, %58 ]
  %38 = phi i64 [ %55, %54 ], [ 500, %58 ]
  %39 = add i64 %38, %37
  %40 = lshr i64 %39, 1
  %41 = shl i64 %40, 2
  %42 = getelementptr inbounds i8, ptr %4, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = icmp sgt i32 %85, %43
  %45 = zext i1 %44 to i32
  %46 = icmp slt i32 %85, %43
  %47 = sext i1 %46 to i32
  %48 = add nsw i32 %47, %45
  %49 = icmp slt i32 %48, 0
  br i1 %49, label %54, label %50

50:                                               ; preds = %36
  %51 = icmp eq i32 %48, 0
  br i1 %51, label %86, label %52

52:                                               ; preds = %50
  %53 = add nuw i64 %40, 1
  br label %54

54:                                               ; preds = %52, %36
  %55 = phi i64 [ %38, %52 ], [ %40, %36 ]
  %56 = phi i64 [ %53, %52 ], [ %37, %36 ]
  %57 = icmp ult i64 %56, %55
  br i1 %57, label %36, label %86, !llvm.loop !15

58:                                               ; preds = %6
  %59 = or <4 x i1> %22, %21
  %60 = freeze <4 x i1> %59
  %61 = bitcast <4 x i1> %60 to i4
  %62 = icmp eq i4 %61, 0
  %63 = getelementptr i8, ptr %4, i64 1988
  %64 = getelementptr i8, ptr %4, i64 1984
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = load i32, ptr %63, align 4, !tbaa !6
  %67 = icmp sle i32 %65, %66
  %68 = and i1 %67, %62
  %69 = getelementptr i8, ptr %4, i64 1992
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = icmp sle i32 %66, %70
  %72 = getelementptr i8, ptr %4, i64 1996
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = icmp sle i32 %70, %73
  %75 = select i1 %74, i1 %71, i1 false
  %76 = select i1 %75, i1 %68, i1 false
  %77 = zext i1 %76 to i32
  %78 = load i32, ptr %4, align 4, !tbaa !6
  %79 = getelementptr inbounds i8, ptr %4, i64 1996
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = getelementptr inbounds i8, ptr %4, i64 1000
  %82 = load i32, ptr %81, align 4, !tbaa !6
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %77, i32 noundef %78, i32 noundef %80, i32 noundef %82)
  %84 = getelementptr inbounds i8, ptr %4, i64 492
  %85 = load i32, ptr %84, align 4, !tbaa !6
  br label %36

86:                                               ; preds = %54, %50
  %87 = phi i32 [ 1, %50 ], [ 0, %54 ]
  %88 = phi i32 [ %43, %50 ], [ 0, %54 ]
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %87, i32 noundef %88)
  br label %90

90:                                               ; preds = %108, %86
  %91 = phi i64 [ %110, %108 ], [ 0, %86 ]
  %92 = phi i64 [ %109, %108 ], [ 500, %86 ]
  %93 = add i64 %92, %91
  %94 = lshr i64 %93, 1
  %95 = shl i64 %94, 2
  %96 = getelementptr inbounds i8, ptr %4, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !6
  %98 = icmp slt i32 %97, 50001
  %99 = zext i1 %98 to i32
  %100 = icmp sgt i32 %97, 50001
  %101 = sext i1 %100 to i32
  %102 = add nsw i32 %101, %99
  %103 = icmp slt i32 %102, 0
  br i1 %103, label %108, label %104

104:                                              ; preds = %90
  %105 = icmp eq i32 %102, 0
  br i1 %105, label %112, label %106

106:                                              ; preds = %104
  %107 = add nuw i64 %94, 1
  br label %108

108:                                              ; preds = %106, %90
  %109 = phi i64 [ %92, %106 ], [ %94, %90 ]
  %110 = phi i64 [ %107, %106 ], [ %91, %90 ]
  %111 = icmp ult i64 %110, %109
  br i1 %111, label %90, label %112, !llvm.loop !15

112:                                              ; preds = %104, %108
  %113 = phi i32 [ 1, %108 ], [ 0, %104 ]
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %113)
  tail call void @qsort(ptr noundef nonnull %4, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #13
  %115 = load i32, ptr %4, align 4, !tbaa !6
  %116 = load i32, ptr %79, align 4, !tbaa !6
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %115, i32 noundef %116)
  tail call void @free(ptr noundef %4) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %1, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.words, i64 72, i1 false)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 9, i64 noundef 8, ptr noundef nonnull @cmp_str) #13
  %118 = load ptr, ptr %1, align 8, !tbaa !16
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %118, ptr noundef nonnull @.str.13)
  %120 = getelementptr inbounds i8, ptr %1, i64 8
  %121 = load ptr, ptr %120, align 8, !tbaa !16
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %121, ptr noundef nonnull @.str.13)
  %123 = getelementptr inbounds i8, ptr %1, i64 16
  %124 = load ptr, ptr %123, align 8, !tbaa !16
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %124, ptr noundef nonnull @.str.13)
  %126 = getelementptr inbounds i8, ptr %1, i64 24
  %127 = load ptr, ptr %126, align 8, !tbaa !16
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %127, ptr noundef nonnull @.str.13)
  %129 = getelementptr inbounds i8, ptr %1, i64 32
  %130 = load ptr, ptr %129, align 8, !tbaa !16
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %130, ptr noundef nonnull @.str.13)
  %132 = getelementptr inbounds i8, ptr %1, i64 40
  %133 = load ptr, ptr %132, align 8, !tbaa !16
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %133, ptr noundef nonnull @.str.13)
  %135 = getelementptr inbounds i8, ptr %1, i64 48
  %136 = load ptr, ptr %135, align 8, !tbaa !16
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %136, ptr noundef nonnull @.str.13)
  %138 = getelementptr inbounds i8, ptr %1, i64 56
  %139 = load ptr, ptr %138, align 8, !tbaa !16
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %139, ptr noundef nonnull @.str.13)
  %141 = getelementptr inbounds i8, ptr %1, i64 64
  %142 = load ptr, ptr %141, align 8, !tbaa !16
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %142, ptr noundef nonnull @.str.14)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(224) %2, ptr noundef nonnull align 8 dereferenceable(224) @__const.main.people, i64 224, i1 false)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 7, i64 noundef 32, ptr noundef nonnull @cmp_person) #13
  %144 = getelementptr inbounds i8, ptr %2, i64 16
  %145 = load i32, ptr %144, align 8, !tbaa !18
  %146 = getelementptr inbounds i8, ptr %2, i64 24
  %147 = load double, ptr %146, align 8, !tbaa !21
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %2, i32 noundef %145, double noundef %147)
  %149 = getelementptr inbounds i8, ptr %2, i64 32
  %150 = getelementptr inbounds i8, ptr %2, i64 48
  %151 = load i32, ptr %150, align 8, !tbaa !18
  %152 = getelementptr inbounds i8, ptr %2, i64 56
  %153 = load double, ptr %152, align 8, !tbaa !21
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %149, i32 noundef %151, double noundef %153)
  %155 = getelementptr inbounds i8, ptr %2, i64 64
  %156 = getelementptr inbounds i8, ptr %2, i64 80
  %157 = load i32, ptr %156, align 8, !tbaa !18
  %158 = getelementptr inbounds i8, ptr %2, i64 88
  %159 = load double, ptr %158, align 8, !tbaa !21
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %155, i32 noundef %157, double noundef %159)
  %161 = getelementptr inbounds i8, ptr %2, i64 96
  %162 = getelementptr inbounds i8, ptr %2, i64 112
  %163 = load i32, ptr %162, align 8, !tbaa !18
  %164 = getelementptr inbounds i8, ptr %2, i64 120
  %165 = load double, ptr %164, align 8, !tbaa !21
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %161, i32 noundef %163, double noundef %165)
  %167 = getelementptr inbounds i8, ptr %2, i64 128
  %168 = getelementptr inbounds i8, ptr %2, i64 144
  %169 = load i32, ptr %168, align 8, !tbaa !18
  %170 = getelementptr inbounds i8, ptr %2, i64 152
  %171 = load double, ptr %170, align 8, !tbaa !21
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %167, i32 noundef %169, double noundef %171)
  %173 = getelementptr inbounds i8, ptr %2, i64 160
  %174 = getelementptr inbounds i8, ptr %2, i64 176
  %175 = load i32, ptr %174, align 8, !tbaa !18
  %176 = getelementptr inbounds i8, ptr %2, i64 184
  %177 = load double, ptr %176, align 8, !tbaa !21
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %173, i32 noundef %175, double noundef %177)
  %179 = getelementptr inbounds i8, ptr %2, i64 192
  %180 = getelementptr inbounds i8, ptr %2, i64 208
  %181 = load i32, ptr %180, align 8, !tbaa !18
  %182 = getelementptr inbounds i8, ptr %2, i64 216
  %183 = load double, ptr %182, align 8, !tbaa !21
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %179, i32 noundef %181, double noundef %183)
  %185 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  br label %186

186:                                              ; preds = %186, %112
  %187 = phi i64 [ 0, %112 ], [ %202, %186 ]
  %188 = phi <2 x i32> [ <i32 0, i32 1>, %112 ], [ %203, %186 ]
  %189 = mul <2 x i32> %188, <i32 37, i32 37>
  %190 = mul <2 x i32> %188, <i32 37, i32 37>
  %191 = add <2 x i32> %190, <i32 10, i32 10>
  %192 = and <2 x i32> %189, <i32 63, i32 63>
  %193 = and <2 x i32> %191, <i32 63, i32 63>
  %194 = uitofp nneg <2 x i32> %192 to <2 x double>
  %195 = uitofp nneg <2 x i32> %193 to <2 x double>
  %196 = fmul <2 x double> %194, <double 1.250000e-01, double 1.250000e-01>
  %197 = fmul <2 x double> %195, <double 1.250000e-01, double 1.250000e-01>
  %198 = fadd <2 x double> %196, <double -4.000000e+00, double -4.000000e+00>
  %199 = fadd <2 x double> %197, <double -4.000000e+00, double -4.000000e+00>
  %200 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %187
  %201 = getelementptr inbounds i8, ptr %200, i64 16
  store <2 x double> %198, ptr %200, align 8, !tbaa !22
  store <2 x double> %199, ptr %201, align 8, !tbaa !22
  %202 = add nuw i64 %187, 4
  %203 = add <2 x i32> %188, <i32 4, i32 4>
  %204 = icmp eq i64 %202, 64
  br i1 %204, label %205, label %186, !llvm.loop !23

205:                                              ; preds = %186
  call void @qsort(ptr noundef nonnull %3, i64 noundef 64, i64 noundef 8, ptr noundef nonnull @cmp_double) #13
  %206 = load double, ptr %3, align 8, !tbaa !22
  %207 = getelementptr inbounds i8, ptr %3, i64 248
  %208 = load double, ptr %207, align 8, !tbaa !22
  %209 = getelementptr inbounds i8, ptr %3, i64 504
  %210 = load double, ptr %209, align 8, !tbaa !22
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %206, double noundef %208, double noundef %210)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #13
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %0, align 4, !tbaa !6
  %4 = load i32, ptr %1, align 4, !tbaa !6
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %1, align 4, !tbaa !6
  %4 = load i32, ptr %0, align 4, !tbaa !6
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
  %3 = load ptr, ptr %0, align 8, !tbaa !16
  %4 = load ptr, ptr %1, align 8, !tbaa !16
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #14
  ret i32 %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !18
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load i32, ptr %5, align 8, !tbaa !18
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = icmp slt i32 %4, %6
  %10 = select i1 %9, i32 -1, i32 1
  br label %22

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load double, ptr %12, align 8, !tbaa !21
  %14 = getelementptr inbounds i8, ptr %1, i64 24
  %15 = load double, ptr %14, align 8, !tbaa !21
  %16 = fcmp une double %13, %15
  br i1 %16, label %17, label %20

17:                                               ; preds = %11
  %18 = fcmp ogt double %13, %15
  %19 = select i1 %18, i32 -1, i32 1
  br label %22

20:                                               ; preds = %11
  %21 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #14
  br label %22

22:                                               ; preds = %20, %17, %8
  %23 = phi i32 [ %10, %8 ], [ %19, %17 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load double, ptr %0, align 8, !tbaa !22
  %4 = load double, ptr %1, align 8, !tbaa !22
  %5 = fcmp ogt double %3, %4
  %6 = zext i1 %5 to i32
  %7 = fcmp olt double %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(read) }

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
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !8, i64 0}
!18 = !{!19, !7, i64 16}
!19 = !{!"Person", !8, i64 0, !7, i64 16, !20, i64 24}
!20 = !{!"double", !8, i64 0}
!21 = !{!19, !20, i64 24}
!22 = !{!20, !20, i64 0}
!23 = distinct !{!23, !11, !12, !13}
