; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %1 = alloca [9 x ptr], align 16
  %2 = alloca [7 x %struct.Person], align 16
  %3 = alloca [64 x double], align 16
  %4 = tail call noalias dereferenceable_or_null(2000) ptr @malloc(i64 noundef 2000) #12
  br label %38

5:                                                ; preds = %38
  tail call void @qsort(ptr noundef nonnull %4, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int) #13
  br label %6

6:                                                ; preds = %6, %5
  %7 = phi i64 [ 0, %5 ], [ %36, %6 ]
  %8 = phi <4 x i1> [ zeroinitializer, %5 ], [ %34, %6 ]
  %9 = phi <4 x i1> [ zeroinitializer, %5 ], [ %35, %6 ]
  %10 = or disjoint i64 %7, 1
  %11 = getelementptr i32, ptr %4, i64 %10
  %12 = getelementptr i8, ptr %11, i64 -4
  %13 = getelementptr i8, ptr %11, i64 12
  %14 = load <4 x i32>, ptr %12, align 4, !tbaa !5
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !5
  %16 = getelementptr i8, ptr %11, i64 16
  %17 = load <4 x i32>, ptr %11, align 4, !tbaa !5
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !5
  %19 = icmp sgt <4 x i32> %14, %17
  %20 = icmp sgt <4 x i32> %15, %18
  %21 = or <4 x i1> %8, %19
  %22 = or <4 x i1> %9, %20
  %23 = or disjoint i64 %7, 9
  %24 = getelementptr i32, ptr %4, i64 %23
  %25 = getelementptr i8, ptr %24, i64 -4
  %26 = getelementptr i8, ptr %24, i64 12
  %27 = load <4 x i32>, ptr %25, align 4, !tbaa !5
  %28 = load <4 x i32>, ptr %26, align 4, !tbaa !5
  %29 = getelementptr i8, ptr %24, i64 16
  %30 = load <4 x i32>, ptr %24, align 4, !tbaa !5
  %31 = load <4 x i32>, ptr %29, align 4, !tbaa !5
  %32 = icmp sgt <4 x i32> %27, %30
  %33 = icmp sgt <4 x i32> %28, %31
  %34 = or <4 x i1> %21, %32
  %35 = or <4 x i1> %22, %33
  %36 = add nuw nsw i64 %7, 16
  %37 = icmp eq i64 %36, 496
  br i1 %37, label %78, label %6, !llvm.loop !9

38:                                               ; preds = %38, %0
  %39 = phi i64 [ 0, %0 ], [ %54, %38 ]
  %40 = phi i32 [ 7, %0 ], [ %49, %38 ]
  %41 = mul i32 %40, 1103515245
  %42 = add i32 %41, 12345
  %43 = lshr i32 %42, 8
  %44 = urem i32 %43, 100000
  %45 = add nsw i32 %44, -50000
  %46 = getelementptr inbounds i32, ptr %4, i64 %39
  store i32 %45, ptr %46, align 4, !tbaa !5
  %47 = or disjoint i64 %39, 1
  %48 = mul i32 %42, 1103515245
  %49 = add i32 %48, 12345
  %50 = lshr i32 %49, 8
  %51 = urem i32 %50, 100000
  %52 = add nsw i32 %51, -50000
  %53 = getelementptr inbounds i32, ptr %4, i64 %47
  store i32 %52, ptr %53, align 4, !tbaa !5
  %54 = add nuw nsw i64 %39, 2
  %55 = icmp eq i64 %54, 500
  br i1 %55, label %5, label %38, !llvm.loop !13

56:                                               ; preds = %74, %78
  %57 = phi i64 [ %76, %74 ], [ 0, %78 ]
  %58 = phi i64 [ %75, %74 ], [ 500, %78 ]
  %59 = add i64 %58, %57
  %60 = lshr i64 %59, 1
  %61 = shl i64 %60, 2
  %62 = getelementptr inbounds i8, ptr %4, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = icmp sgt i32 %105, %63
  %65 = zext i1 %64 to i32
  %66 = icmp slt i32 %105, %63
  %67 = sext i1 %66 to i32
  %68 = add nsw i32 %67, %65
  %69 = icmp slt i32 %68, 0
  br i1 %69, label %74, label %70

70:                                               ; preds = %56
  %71 = icmp eq i32 %68, 0
  br i1 %71, label %106, label %72

72:                                               ; preds = %70
  %73 = add nuw i64 %60, 1
  br label %74

74:                                               ; preds = %72, %56
  %75 = phi i64 [ %58, %72 ], [ %60, %56 ]
  %76 = phi i64 [ %73, %72 ], [ %57, %56 ]
  %77 = icmp ult i64 %76, %75
  br i1 %77, label %56, label %106, !llvm.loop !14

78:                                               ; preds = %6
  %79 = or <4 x i1> %35, %34
  %80 = freeze <4 x i1> %79
  %81 = bitcast <4 x i1> %80 to i4
  %82 = icmp eq i4 %81, 0
  %83 = getelementptr i8, ptr %4, i64 1988
  %84 = getelementptr i8, ptr %4, i64 1984
  %85 = load i32, ptr %84, align 4, !tbaa !5
  %86 = load i32, ptr %83, align 4, !tbaa !5
  %87 = icmp sle i32 %85, %86
  %88 = and i1 %87, %82
  %89 = getelementptr i8, ptr %4, i64 1992
  %90 = load i32, ptr %89, align 4, !tbaa !5
  %91 = icmp sle i32 %86, %90
  %92 = getelementptr i8, ptr %4, i64 1996
  %93 = load i32, ptr %92, align 4, !tbaa !5
  %94 = icmp sle i32 %90, %93
  %95 = select i1 %94, i1 %91, i1 false
  %96 = select i1 %95, i1 %88, i1 false
  %97 = zext i1 %96 to i32
  %98 = load i32, ptr %4, align 4, !tbaa !5
  %99 = getelementptr inbounds i8, ptr %4, i64 1996
  %100 = load i32, ptr %99, align 4, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %4, i64 1000
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %97, i32 noundef %98, i32 noundef %100, i32 noundef %102)
  %104 = getelementptr inbounds i8, ptr %4, i64 492
  %105 = load i32, ptr %104, align 4, !tbaa !5
  br label %56

106:                                              ; preds = %74, %70
  %107 = phi i32 [ 1, %70 ], [ 0, %74 ]
  %108 = phi i32 [ %63, %70 ], [ 0, %74 ]
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %107, i32 noundef %108)
  br label %110

110:                                              ; preds = %128, %106
  %111 = phi i64 [ %130, %128 ], [ 0, %106 ]
  %112 = phi i64 [ %129, %128 ], [ 500, %106 ]
  %113 = add i64 %112, %111
  %114 = lshr i64 %113, 1
  %115 = shl i64 %114, 2
  %116 = getelementptr inbounds i8, ptr %4, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !5
  %118 = icmp slt i32 %117, 50001
  %119 = zext i1 %118 to i32
  %120 = icmp sgt i32 %117, 50001
  %121 = sext i1 %120 to i32
  %122 = add nsw i32 %121, %119
  %123 = icmp slt i32 %122, 0
  br i1 %123, label %128, label %124

124:                                              ; preds = %110
  %125 = icmp eq i32 %122, 0
  br i1 %125, label %132, label %126

126:                                              ; preds = %124
  %127 = add nuw i64 %114, 1
  br label %128

128:                                              ; preds = %126, %110
  %129 = phi i64 [ %112, %126 ], [ %114, %110 ]
  %130 = phi i64 [ %127, %126 ], [ %111, %110 ]
  %131 = icmp ult i64 %130, %129
  br i1 %131, label %110, label %132, !llvm.loop !14

132:                                              ; preds = %124, %128
  %133 = phi i32 [ 1, %128 ], [ 0, %124 ]
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %133)
  tail call void @qsort(ptr noundef nonnull %4, i64 noundef 500, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #13
  %135 = load i32, ptr %4, align 4, !tbaa !5
  %136 = load i32, ptr %99, align 4, !tbaa !5
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %135, i32 noundef %136)
  tail call void @free(ptr noundef %4) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %1, ptr noundef nonnull align 16 dereferenceable(72) @__const.main.words, i64 72, i1 false)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 9, i64 noundef 8, ptr noundef nonnull @cmp_str) #13
  %138 = load ptr, ptr %1, align 16, !tbaa !15
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %138, ptr noundef nonnull @.str.13)
  %140 = getelementptr inbounds i8, ptr %1, i64 8
  %141 = load ptr, ptr %140, align 8, !tbaa !15
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %141, ptr noundef nonnull @.str.13)
  %143 = getelementptr inbounds i8, ptr %1, i64 16
  %144 = load ptr, ptr %143, align 16, !tbaa !15
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %144, ptr noundef nonnull @.str.13)
  %146 = getelementptr inbounds i8, ptr %1, i64 24
  %147 = load ptr, ptr %146, align 8, !tbaa !15
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %147, ptr noundef nonnull @.str.13)
  %149 = getelementptr inbounds i8, ptr %1, i64 32
  %150 = load ptr, ptr %149, align 16, !tbaa !15
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %150, ptr noundef nonnull @.str.13)
  %152 = getelementptr inbounds i8, ptr %1, i64 40
  %153 = load ptr, ptr %152, align 8, !tbaa !15
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %153, ptr noundef nonnull @.str.13)
  %155 = getelementptr inbounds i8, ptr %1, i64 48
  %156 = load ptr, ptr %155, align 16, !tbaa !15
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %156, ptr noundef nonnull @.str.13)
  %158 = getelementptr inbounds i8, ptr %1, i64 56
  %159 = load ptr, ptr %158, align 8, !tbaa !15
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %159, ptr noundef nonnull @.str.13)
  %161 = getelementptr inbounds i8, ptr %1, i64 64
  %162 = load ptr, ptr %161, align 16, !tbaa !15
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %162, ptr noundef nonnull @.str.14)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %2, ptr noundef nonnull align 16 dereferenceable(224) @__const.main.people, i64 224, i1 false)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 7, i64 noundef 32, ptr noundef nonnull @cmp_person) #13
  %164 = getelementptr inbounds i8, ptr %2, i64 16
  %165 = load i32, ptr %164, align 16, !tbaa !17
  %166 = getelementptr inbounds i8, ptr %2, i64 24
  %167 = load double, ptr %166, align 8, !tbaa !20
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %2, i32 noundef %165, double noundef %167)
  %169 = getelementptr inbounds i8, ptr %2, i64 32
  %170 = getelementptr inbounds i8, ptr %2, i64 48
  %171 = load i32, ptr %170, align 16, !tbaa !17
  %172 = getelementptr inbounds i8, ptr %2, i64 56
  %173 = load double, ptr %172, align 8, !tbaa !20
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %169, i32 noundef %171, double noundef %173)
  %175 = getelementptr inbounds i8, ptr %2, i64 64
  %176 = getelementptr inbounds i8, ptr %2, i64 80
  %177 = load i32, ptr %176, align 16, !tbaa !17
  %178 = getelementptr inbounds i8, ptr %2, i64 88
  %179 = load double, ptr %178, align 8, !tbaa !20
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %175, i32 noundef %177, double noundef %179)
  %181 = getelementptr inbounds i8, ptr %2, i64 96
  %182 = getelementptr inbounds i8, ptr %2, i64 112
  %183 = load i32, ptr %182, align 16, !tbaa !17
  %184 = getelementptr inbounds i8, ptr %2, i64 120
  %185 = load double, ptr %184, align 8, !tbaa !20
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %181, i32 noundef %183, double noundef %185)
  %187 = getelementptr inbounds i8, ptr %2, i64 128
  %188 = getelementptr inbounds i8, ptr %2, i64 144
  %189 = load i32, ptr %188, align 16, !tbaa !17
  %190 = getelementptr inbounds i8, ptr %2, i64 152
  %191 = load double, ptr %190, align 8, !tbaa !20
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %187, i32 noundef %189, double noundef %191)
  %193 = getelementptr inbounds i8, ptr %2, i64 160
  %194 = getelementptr inbounds i8, ptr %2, i64 176
  %195 = load i32, ptr %194, align 16, !tbaa !17
  %196 = getelementptr inbounds i8, ptr %2, i64 184
  %197 = load double, ptr %196, align 8, !tbaa !20
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %193, i32 noundef %195, double noundef %197)
  %199 = getelementptr inbounds i8, ptr %2, i64 192
  %200 = getelementptr inbounds i8, ptr %2, i64 208
  %201 = load i32, ptr %200, align 16, !tbaa !17
  %202 = getelementptr inbounds i8, ptr %2, i64 216
  %203 = load double, ptr %202, align 8, !tbaa !20
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %199, i32 noundef %201, double noundef %203)
  %205 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  br label %206

206:                                              ; preds = %206, %132
  %207 = phi i64 [ 0, %132 ], [ %215, %206 ]
  %208 = phi <2 x i32> [ <i32 0, i32 1>, %132 ], [ %216, %206 ]
  %209 = mul <2 x i32> %208, <i32 37, i32 37>
  %210 = and <2 x i32> %209, <i32 63, i32 63>
  %211 = uitofp nneg <2 x i32> %210 to <2 x double>
  %212 = fmul <2 x double> %211, <double 1.250000e-01, double 1.250000e-01>
  %213 = fadd <2 x double> %212, <double -4.000000e+00, double -4.000000e+00>
  %214 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %207
  store <2 x double> %213, ptr %214, align 16, !tbaa !21
  %215 = add nuw i64 %207, 2
  %216 = add <2 x i32> %208, <i32 2, i32 2>
  %217 = icmp eq i64 %215, 64
  br i1 %217, label %218, label %206, !llvm.loop !22

218:                                              ; preds = %206
  call void @qsort(ptr noundef nonnull %3, i64 noundef 64, i64 noundef 8, ptr noundef nonnull @cmp_double) #13
  %219 = load double, ptr %3, align 16, !tbaa !21
  %220 = getelementptr inbounds i8, ptr %3, i64 248
  %221 = load double, ptr %220, align 8, !tbaa !21
  %222 = getelementptr inbounds i8, ptr %3, i64 504
  %223 = load double, ptr %222, align 8, !tbaa !21
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %219, double noundef %221, double noundef %223)
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
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = load i32, ptr %1, align 4, !tbaa !5
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
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
  %3 = load ptr, ptr %0, align 8, !tbaa !15
  %4 = load ptr, ptr %1, align 8, !tbaa !15
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #14
  ret i32 %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !17
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load i32, ptr %5, align 8, !tbaa !17
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = icmp slt i32 %4, %6
  %10 = select i1 %9, i32 -1, i32 1
  br label %22

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load double, ptr %12, align 8, !tbaa !20
  %14 = getelementptr inbounds i8, ptr %1, i64 24
  %15 = load double, ptr %14, align 8, !tbaa !20
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
  %3 = load double, ptr %0, align 8, !tbaa !21
  %4 = load double, ptr %1, align 8, !tbaa !21
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(read) }

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
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!18, !6, i64 16}
!18 = !{!"Person", !7, i64 0, !6, i64 16, !19, i64 24}
!19 = !{!"double", !7, i64 0}
!20 = !{!18, !19, i64 24}
!21 = !{!19, !19, i64 0}
!22 = distinct !{!22, !10, !11, !12}
