; ModuleID = 'tests/programs/linked_list.c'
source_filename = "tests/programs/linked_list.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.DList = type { %struct.DNode }
%struct.DNode = type { ptr, ptr, i64 }
%struct.Node = type { i32, ptr }

@.str = private unnamed_addr constant [24 x i8] c"initial hash %u len %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"reversed hash %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"sorted %d first %d hash %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"removed %d, hash %u len %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"dlist count %d fw %llu bw %llu\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = alloca %struct.DList, align 8
  br label %37

3:                                                ; preds = %37, %3
  %4 = phi i32 [ %10, %3 ], [ 0, %37 ]
  %5 = phi i32 [ %9, %3 ], [ -2128831035, %37 ]
  %6 = phi ptr [ %12, %3 ], [ %44, %37 ]
  %7 = load i32, ptr %6, align 8, !tbaa !5
  %8 = xor i32 %7, %5
  %9 = mul i32 %8, 16777619
  %10 = add nuw nsw i32 %4, 1
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !11
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %3, !llvm.loop !12

14:                                               ; preds = %3
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %9, i32 noundef %10)
  br label %15

15:                                               ; preds = %14, %15
  %16 = phi ptr [ %19, %15 ], [ %44, %14 ]
  %17 = phi ptr [ %16, %15 ], [ null, %14 ]
  %18 = getelementptr inbounds i8, ptr %16, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !11
  store ptr %17, ptr %18, align 8, !tbaa !11
  %20 = icmp eq ptr %19, null
  br i1 %20, label %21, label %15, !llvm.loop !14

21:                                               ; preds = %15, %21
  %22 = phi i32 [ %26, %21 ], [ -2128831035, %15 ]
  %23 = phi ptr [ %28, %21 ], [ %16, %15 ]
  %24 = load i32, ptr %23, align 8, !tbaa !5
  %25 = xor i32 %24, %22
  %26 = mul i32 %25, 16777619
  %27 = getelementptr inbounds i8, ptr %23, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !11
  %29 = icmp eq ptr %28, null
  br i1 %29, label %30, label %21, !llvm.loop !12

30:                                               ; preds = %21
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %26)
  %31 = tail call fastcc ptr @msort(ptr noundef nonnull %16)
  %32 = icmp eq ptr %31, null
  br i1 %32, label %59, label %33

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load ptr, ptr %34, align 8, !tbaa !11
  %36 = icmp eq ptr %35, null
  br i1 %36, label %48, label %95

37:                                               ; preds = %0, %37
  %38 = phi ptr [ null, %0 ], [ %44, %37 ]
  %39 = phi i32 [ 99, %0 ], [ %42, %37 ]
  %40 = phi i32 [ 0, %0 ], [ %46, %37 ]
  %41 = mul i32 %39, 69069
  %42 = add i32 %41, 1
  %43 = lshr i32 %42, 20
  %44 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 %43, ptr %44, align 8, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %44, i64 8
  store ptr %38, ptr %45, align 8, !tbaa !11
  %46 = add nuw nsw i32 %40, 1
  %47 = icmp eq i32 %46, 2000
  br i1 %47, label %3, label %37, !llvm.loop !15

48:                                               ; preds = %95, %33
  %49 = phi i32 [ 1, %33 ], [ %102, %95 ]
  br i1 %32, label %59, label %50

50:                                               ; preds = %48, %50
  %51 = phi i32 [ %55, %50 ], [ -2128831035, %48 ]
  %52 = phi ptr [ %57, %50 ], [ %31, %48 ]
  %53 = load i32, ptr %52, align 8, !tbaa !5
  %54 = xor i32 %53, %51
  %55 = mul i32 %54, 16777619
  %56 = getelementptr inbounds i8, ptr %52, i64 8
  %57 = load ptr, ptr %56, align 8, !tbaa !11
  %58 = icmp eq ptr %57, null
  br i1 %58, label %59, label %50, !llvm.loop !12

59:                                               ; preds = %50, %30, %48
  %60 = phi i32 [ %49, %48 ], [ 1, %30 ], [ %49, %50 ]
  %61 = phi i32 [ -2128831035, %48 ], [ -2128831035, %30 ], [ %55, %50 ]
  %62 = load i32, ptr %31, align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %60, i32 noundef %62, i32 noundef %61)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store ptr %31, ptr %1, align 8, !tbaa !16
  br label %63

63:                                               ; preds = %59, %74
  %64 = phi i32 [ 0, %59 ], [ %75, %74 ]
  %65 = phi ptr [ %1, %59 ], [ %76, %74 ]
  %66 = phi ptr [ %31, %59 ], [ %77, %74 ]
  %67 = load i32, ptr %66, align 8, !tbaa !5
  %68 = srem i32 %67, 3
  %69 = icmp eq i32 %68, 0
  %70 = getelementptr inbounds i8, ptr %66, i64 8
  br i1 %69, label %71, label %74

71:                                               ; preds = %63
  %72 = load ptr, ptr %70, align 8, !tbaa !11
  store ptr %72, ptr %65, align 8, !tbaa !16
  tail call void @free(ptr noundef nonnull %66)
  %73 = add nsw i32 %64, 1
  br label %74

74:                                               ; preds = %71, %63
  %75 = phi i32 [ %73, %71 ], [ %64, %63 ]
  %76 = phi ptr [ %65, %71 ], [ %70, %63 ]
  %77 = load ptr, ptr %76, align 8, !tbaa !16
  %78 = icmp eq ptr %77, null
  br i1 %78, label %79, label %63, !llvm.loop !17

79:                                               ; preds = %74
  %80 = load ptr, ptr %1, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %81 = icmp eq ptr %80, null
  br i1 %81, label %82, label %83

82:                                               ; preds = %79
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %75, i32 noundef -2128831035, i32 noundef 0)
  br label %111

83:                                               ; preds = %79, %83
  %84 = phi i32 [ %90, %83 ], [ 0, %79 ]
  %85 = phi i32 [ %89, %83 ], [ -2128831035, %79 ]
  %86 = phi ptr [ %92, %83 ], [ %80, %79 ]
  %87 = load i32, ptr %86, align 8, !tbaa !5
  %88 = xor i32 %87, %85
  %89 = mul i32 %88, 16777619
  %90 = add nuw nsw i32 %84, 1
  %91 = getelementptr inbounds i8, ptr %86, i64 8
  %92 = load ptr, ptr %91, align 8, !tbaa !11
  %93 = icmp eq ptr %92, null
  br i1 %93, label %94, label %83, !llvm.loop !12

94:                                               ; preds = %83
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %75, i32 noundef %89, i32 noundef %90)
  br i1 %81, label %111, label %106

95:                                               ; preds = %33, %95
  %96 = phi ptr [ %104, %95 ], [ %35, %33 ]
  %97 = phi i32 [ %102, %95 ], [ 1, %33 ]
  %98 = phi ptr [ %96, %95 ], [ %31, %33 ]
  %99 = load i32, ptr %98, align 8, !tbaa !5
  %100 = load i32, ptr %96, align 8, !tbaa !5
  %101 = icmp sgt i32 %99, %100
  %102 = select i1 %101, i32 0, i32 %97
  %103 = getelementptr inbounds i8, ptr %96, i64 8
  %104 = load ptr, ptr %103, align 8, !tbaa !11
  %105 = icmp eq ptr %104, null
  br i1 %105, label %48, label %95

106:                                              ; preds = %94, %106
  %107 = phi ptr [ %109, %106 ], [ %80, %94 ]
  %108 = getelementptr inbounds i8, ptr %107, i64 8
  %109 = load ptr, ptr %108, align 8, !tbaa !11
  tail call void @free(ptr noundef nonnull %107)
  %110 = icmp eq ptr %109, null
  br i1 %110, label %111, label %106, !llvm.loop !18

111:                                              ; preds = %106, %82, %94
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  %112 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %2, ptr %112, align 8, !tbaa !19
  store ptr %2, ptr %2, align 8, !tbaa !23
  %113 = call dereferenceable_or_null(2400) ptr @calloc(i64 noundef 100, i64 noundef 24) #12
  br label %114

114:                                              ; preds = %111, %114
  %115 = phi i64 [ 0, %111 ], [ %128, %114 ]
  %116 = add nsw i64 %115, -50
  %117 = mul i64 %115, %116
  %118 = getelementptr inbounds %struct.DNode, ptr %113, i64 %115
  %119 = getelementptr inbounds i8, ptr %118, i64 16
  store i64 %117, ptr %119, align 8, !tbaa !24
  %120 = and i64 %115, 1
  %121 = icmp eq i64 %120, 0
  %122 = load ptr, ptr %2, align 8
  %123 = select i1 %121, ptr %2, ptr %122
  store ptr %123, ptr %118, align 8, !tbaa !25
  %124 = getelementptr inbounds i8, ptr %122, i64 8
  %125 = select i1 %121, ptr %112, ptr %124
  %126 = load ptr, ptr %125, align 8, !tbaa !26
  %127 = getelementptr inbounds i8, ptr %118, i64 8
  store ptr %126, ptr %127, align 8, !tbaa !26
  store ptr %118, ptr %126, align 8, !tbaa !25
  store ptr %118, ptr %125, align 8, !tbaa !26
  %128 = add nuw nsw i64 %115, 1
  %129 = icmp eq i64 %128, 100
  br i1 %129, label %133, label %114, !llvm.loop !27

130:                                              ; preds = %133
  %131 = load ptr, ptr %112, align 8, !tbaa !19
  %132 = icmp eq ptr %131, %2
  br i1 %132, label %150, label %155

133:                                              ; preds = %114, %133
  %134 = phi i64 [ %146, %133 ], [ 0, %114 ]
  %135 = getelementptr inbounds %struct.DNode, ptr %113, i64 %134
  %136 = getelementptr inbounds i8, ptr %135, i64 8
  %137 = load ptr, ptr %136, align 8, !tbaa !26
  %138 = load ptr, ptr %135, align 8, !tbaa !25
  %139 = getelementptr inbounds i8, ptr %138, i64 8
  store ptr %137, ptr %139, align 8, !tbaa !26
  store ptr %138, ptr %137, align 8, !tbaa !25
  %140 = getelementptr inbounds %struct.DNode, ptr %113, i64 %134
  %141 = getelementptr inbounds i8, ptr %140, i64 72
  %142 = getelementptr inbounds i8, ptr %140, i64 80
  %143 = load ptr, ptr %142, align 8, !tbaa !26
  %144 = load ptr, ptr %141, align 8, !tbaa !25
  %145 = getelementptr inbounds i8, ptr %144, i64 8
  store ptr %143, ptr %145, align 8, !tbaa !26
  store ptr %144, ptr %143, align 8, !tbaa !25
  %146 = add nuw nsw i64 %134, 6
  %147 = icmp ult i64 %134, 94
  br i1 %147, label %133, label %130, !llvm.loop !28

148:                                              ; preds = %155
  %149 = urem i64 %162, 1000000007
  br label %150

150:                                              ; preds = %148, %130
  %151 = phi i64 [ 0, %130 ], [ %149, %148 ]
  %152 = phi i32 [ 0, %130 ], [ %163, %148 ]
  %153 = load ptr, ptr %2, align 8, !tbaa !25
  %154 = icmp eq ptr %153, %2
  br i1 %154, label %169, label %171

155:                                              ; preds = %130, %155
  %156 = phi ptr [ %165, %155 ], [ %131, %130 ]
  %157 = phi i32 [ %163, %155 ], [ 0, %130 ]
  %158 = phi i64 [ %162, %155 ], [ 0, %130 ]
  %159 = mul i64 %158, 3
  %160 = getelementptr inbounds i8, ptr %156, i64 16
  %161 = load i64, ptr %160, align 8, !tbaa !24
  %162 = add i64 %161, %159
  %163 = add nuw nsw i32 %157, 1
  %164 = getelementptr inbounds i8, ptr %156, i64 8
  %165 = load ptr, ptr %164, align 8, !tbaa !26
  %166 = icmp eq ptr %165, %2
  br i1 %166, label %148, label %155, !llvm.loop !29

167:                                              ; preds = %171
  %168 = urem i64 %177, 1000000007
  br label %169

169:                                              ; preds = %167, %150
  %170 = phi i64 [ 0, %150 ], [ %168, %167 ]
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %152, i64 noundef %151, i64 noundef %170)
  call void @free(ptr noundef %113)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  ret i32 0

171:                                              ; preds = %150, %171
  %172 = phi ptr [ %178, %171 ], [ %153, %150 ]
  %173 = phi i64 [ %177, %171 ], [ 0, %150 ]
  %174 = mul i64 %173, 3
  %175 = getelementptr inbounds i8, ptr %172, i64 16
  %176 = load i64, ptr %175, align 8, !tbaa !24
  %177 = add i64 %176, %174
  %178 = load ptr, ptr %172, align 8, !tbaa !25
  %179 = icmp eq ptr %178, %2
  br i1 %179, label %167, label %171, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #11
  %4 = load ptr, ptr %2, align 8, !tbaa !16
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #11
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret void
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @msort(ptr noundef %0) unnamed_addr #3 {
  %2 = alloca %struct.Node, align 8
  %3 = icmp eq ptr %0, null
  br i1 %3, label %59, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !11
  %7 = icmp eq ptr %6, null
  br i1 %7, label %59, label %8

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
  %11 = getelementptr inbounds i8, ptr %9, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !11
  %13 = icmp eq ptr %12, null
  br i1 %13, label %20, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %10, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !11
  %17 = getelementptr inbounds i8, ptr %12, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !11
  %19 = icmp eq ptr %18, null
  br i1 %19, label %20, label %8, !llvm.loop !31

20:                                               ; preds = %14, %8
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ]
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !11
  store ptr null, ptr %22, align 8, !tbaa !11
  %24 = tail call fastcc ptr @msort(ptr noundef nonnull %0)
  %25 = tail call fastcc ptr @msort(ptr noundef %23)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #11
  %26 = icmp ne ptr %24, null
  %27 = icmp ne ptr %25, null
  %28 = and i1 %26, %27
  br i1 %28, label %29, label %50

29:                                               ; preds = %20, %43
  %30 = phi ptr [ %44, %43 ], [ %2, %20 ]
  %31 = phi ptr [ %46, %43 ], [ %25, %20 ]
  %32 = phi ptr [ %45, %43 ], [ %24, %20 ]
  %33 = load i32, ptr %32, align 8, !tbaa !5
  %34 = load i32, ptr %31, align 8, !tbaa !5
  %35 = icmp sgt i32 %33, %34
  %36 = getelementptr inbounds i8, ptr %30, i64 8
  br i1 %35, label %40, label %37

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 8, !tbaa !11
  %38 = getelementptr inbounds i8, ptr %32, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !11
  br label %43

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 8, !tbaa !11
  %41 = getelementptr inbounds i8, ptr %31, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !11
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %32, %37 ], [ %31, %40 ]
  %45 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %46 = phi ptr [ %31, %37 ], [ %42, %40 ]
  %47 = icmp ne ptr %45, null
  %48 = icmp ne ptr %46, null
  %49 = select i1 %47, i1 %48, i1 false
  br i1 %49, label %29, label %50, !llvm.loop !32

50:                                               ; preds = %43, %20
  %51 = phi ptr [ %24, %20 ], [ %45, %43 ]
  %52 = phi ptr [ %25, %20 ], [ %46, %43 ]
  %53 = phi ptr [ %2, %20 ], [ %44, %43 ]
  %54 = phi i1 [ %26, %20 ], [ %47, %43 ]
  %55 = select i1 %54, ptr %51, ptr %52
  %56 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr %55, ptr %56, align 8, !tbaa !11
  %57 = getelementptr inbounds i8, ptr %2, i64 8
  %58 = load ptr, ptr %57, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #11
  br label %59

59:                                               ; preds = %1, %4, %50
  %60 = phi ptr [ %58, %50 ], [ %0, %4 ], [ null, %1 ]
  ret ptr %60
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { allocsize(0) }
attributes #11 = { nounwind }
attributes #12 = { allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Node", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = !{!10, !10, i64 0}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = !{!20, !10, i64 8}
!20 = !{!"DList", !21, i64 0}
!21 = !{!"DNode", !10, i64 0, !10, i64 8, !22, i64 16}
!22 = !{!"long long", !8, i64 0}
!23 = !{!20, !10, i64 0}
!24 = !{!21, !22, i64 16}
!25 = !{!21, !10, i64 0}
!26 = !{!21, !10, i64 8}
!27 = distinct !{!27, !13}
!28 = distinct !{!28, !13}
!29 = distinct !{!29, !13}
!30 = distinct !{!30, !13}
!31 = distinct !{!31, !13}
!32 = distinct !{!32, !13}
