; ModuleID = 'tests/programs/linked_list.c'
source_filename = "tests/programs/linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  br label %39

3:                                                ; preds = %39, %3
  %4 = phi i32 [ %10, %3 ], [ 0, %39 ]
  %5 = phi i32 [ %9, %3 ], [ -2128831035, %39 ]
  %6 = phi ptr [ %12, %3 ], [ %46, %39 ]
  %7 = load i32, ptr %6, align 8, !tbaa !5
  %8 = xor i32 %7, %5
  %9 = mul i32 %8, 16777619
  %10 = add nuw nsw i32 %4, 1
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !11
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %3, !llvm.loop !12

14:                                               ; preds = %3
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, i32 noundef %10)
  br label %16

16:                                               ; preds = %14, %16
  %17 = phi ptr [ %20, %16 ], [ %46, %14 ]
  %18 = phi ptr [ %17, %16 ], [ null, %14 ]
  %19 = getelementptr inbounds i8, ptr %17, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !11
  store ptr %18, ptr %19, align 8, !tbaa !11
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %16, !llvm.loop !14

22:                                               ; preds = %16, %22
  %23 = phi i32 [ %27, %22 ], [ -2128831035, %16 ]
  %24 = phi ptr [ %29, %22 ], [ %17, %16 ]
  %25 = load i32, ptr %24, align 8, !tbaa !5
  %26 = xor i32 %25, %23
  %27 = mul i32 %26, 16777619
  %28 = getelementptr inbounds i8, ptr %24, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !11
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %22, !llvm.loop !12

31:                                               ; preds = %22
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27)
  %33 = tail call fastcc ptr @msort(ptr noundef nonnull %17)
  %34 = icmp eq ptr %33, null
  br i1 %34, label %61, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !11
  %38 = icmp eq ptr %37, null
  br i1 %38, label %50, label %100

39:                                               ; preds = %0, %39
  %40 = phi ptr [ null, %0 ], [ %46, %39 ]
  %41 = phi i32 [ 99, %0 ], [ %44, %39 ]
  %42 = phi i32 [ 0, %0 ], [ %48, %39 ]
  %43 = mul i32 %41, 69069
  %44 = add i32 %43, 1
  %45 = lshr i32 %44, 20
  %46 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7
  store i32 %45, ptr %46, align 8, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  store ptr %40, ptr %47, align 8, !tbaa !11
  %48 = add nuw nsw i32 %42, 1
  %49 = icmp eq i32 %48, 2000
  br i1 %49, label %3, label %39, !llvm.loop !15

50:                                               ; preds = %100, %35
  %51 = phi i32 [ 1, %35 ], [ %107, %100 ]
  br i1 %34, label %61, label %52

52:                                               ; preds = %50, %52
  %53 = phi i32 [ %57, %52 ], [ -2128831035, %50 ]
  %54 = phi ptr [ %59, %52 ], [ %33, %50 ]
  %55 = load i32, ptr %54, align 8, !tbaa !5
  %56 = xor i32 %55, %53
  %57 = mul i32 %56, 16777619
  %58 = getelementptr inbounds i8, ptr %54, i64 8
  %59 = load ptr, ptr %58, align 8, !tbaa !11
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %52, !llvm.loop !12

61:                                               ; preds = %52, %31, %50
  %62 = phi i32 [ %51, %50 ], [ 1, %31 ], [ %51, %52 ]
  %63 = phi i32 [ -2128831035, %50 ], [ -2128831035, %31 ], [ %57, %52 ]
  %64 = load i32, ptr %33, align 8, !tbaa !5
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62, i32 noundef %64, i32 noundef %63)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store ptr %33, ptr %1, align 8, !tbaa !16
  br label %66

66:                                               ; preds = %61, %77
  %67 = phi i32 [ 0, %61 ], [ %78, %77 ]
  %68 = phi ptr [ %1, %61 ], [ %79, %77 ]
  %69 = phi ptr [ %33, %61 ], [ %80, %77 ]
  %70 = load i32, ptr %69, align 8, !tbaa !5
  %71 = srem i32 %70, 3
  %72 = icmp eq i32 %71, 0
  %73 = getelementptr inbounds i8, ptr %69, i64 8
  br i1 %72, label %74, label %77

74:                                               ; preds = %66
  %75 = load ptr, ptr %73, align 8, !tbaa !11
  store ptr %75, ptr %68, align 8, !tbaa !16
  tail call void @free(ptr noundef nonnull %69) #8
  %76 = add nsw i32 %67, 1
  br label %77

77:                                               ; preds = %74, %66
  %78 = phi i32 [ %76, %74 ], [ %67, %66 ]
  %79 = phi ptr [ %68, %74 ], [ %73, %66 ]
  %80 = load ptr, ptr %79, align 8, !tbaa !16
  %81 = icmp eq ptr %80, null
  br i1 %81, label %82, label %66, !llvm.loop !17

82:                                               ; preds = %77
  %83 = load ptr, ptr %1, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %84 = icmp eq ptr %83, null
  br i1 %84, label %85, label %87

85:                                               ; preds = %82
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %78, i32 noundef -2128831035, i32 noundef 0)
  br label %116

87:                                               ; preds = %82, %87
  %88 = phi i32 [ %94, %87 ], [ 0, %82 ]
  %89 = phi i32 [ %93, %87 ], [ -2128831035, %82 ]
  %90 = phi ptr [ %96, %87 ], [ %83, %82 ]
  %91 = load i32, ptr %90, align 8, !tbaa !5
  %92 = xor i32 %91, %89
  %93 = mul i32 %92, 16777619
  %94 = add nuw nsw i32 %88, 1
  %95 = getelementptr inbounds i8, ptr %90, i64 8
  %96 = load ptr, ptr %95, align 8, !tbaa !11
  %97 = icmp eq ptr %96, null
  br i1 %97, label %98, label %87, !llvm.loop !12

98:                                               ; preds = %87
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %78, i32 noundef %93, i32 noundef %94)
  br i1 %84, label %116, label %111

100:                                              ; preds = %35, %100
  %101 = phi ptr [ %109, %100 ], [ %37, %35 ]
  %102 = phi i32 [ %107, %100 ], [ 1, %35 ]
  %103 = phi ptr [ %101, %100 ], [ %33, %35 ]
  %104 = load i32, ptr %103, align 8, !tbaa !5
  %105 = load i32, ptr %101, align 8, !tbaa !5
  %106 = icmp sgt i32 %104, %105
  %107 = select i1 %106, i32 0, i32 %102
  %108 = getelementptr inbounds i8, ptr %101, i64 8
  %109 = load ptr, ptr %108, align 8, !tbaa !11
  %110 = icmp eq ptr %109, null
  br i1 %110, label %50, label %100

111:                                              ; preds = %98, %111
  %112 = phi ptr [ %114, %111 ], [ %83, %98 ]
  %113 = getelementptr inbounds i8, ptr %112, i64 8
  %114 = load ptr, ptr %113, align 8, !tbaa !11
  tail call void @free(ptr noundef nonnull %112) #8
  %115 = icmp eq ptr %114, null
  br i1 %115, label %116, label %111, !llvm.loop !18

116:                                              ; preds = %111, %85, %98
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  %117 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %2, ptr %117, align 8, !tbaa !19
  store ptr %2, ptr %2, align 8, !tbaa !23
  %118 = call noalias dereferenceable_or_null(2400) ptr @calloc(i64 noundef 100, i64 noundef 24) #9
  br label %119

119:                                              ; preds = %116, %119
  %120 = phi i64 [ 0, %116 ], [ %133, %119 ]
  %121 = add nsw i64 %120, -50
  %122 = mul i64 %120, %121
  %123 = getelementptr inbounds %struct.DNode, ptr %118, i64 %120
  %124 = getelementptr inbounds i8, ptr %123, i64 16
  store i64 %122, ptr %124, align 8, !tbaa !24
  %125 = and i64 %120, 1
  %126 = icmp eq i64 %125, 0
  %127 = load ptr, ptr %2, align 8
  %128 = select i1 %126, ptr %2, ptr %127
  store ptr %128, ptr %123, align 8, !tbaa !25
  %129 = getelementptr inbounds i8, ptr %127, i64 8
  %130 = select i1 %126, ptr %117, ptr %129
  %131 = load ptr, ptr %130, align 8, !tbaa !26
  %132 = getelementptr inbounds i8, ptr %123, i64 8
  store ptr %131, ptr %132, align 8, !tbaa !26
  store ptr %123, ptr %131, align 8, !tbaa !25
  store ptr %123, ptr %130, align 8, !tbaa !26
  %133 = add nuw nsw i64 %120, 1
  %134 = icmp eq i64 %133, 100
  br i1 %134, label %138, label %119, !llvm.loop !27

135:                                              ; preds = %138
  %136 = load ptr, ptr %117, align 8, !tbaa !19
  %137 = icmp eq ptr %136, %2
  br i1 %137, label %155, label %160

138:                                              ; preds = %119, %138
  %139 = phi i64 [ %151, %138 ], [ 0, %119 ]
  %140 = getelementptr inbounds %struct.DNode, ptr %118, i64 %139
  %141 = getelementptr inbounds i8, ptr %140, i64 8
  %142 = load ptr, ptr %141, align 8, !tbaa !26
  %143 = load ptr, ptr %140, align 8, !tbaa !25
  %144 = getelementptr inbounds i8, ptr %143, i64 8
  store ptr %142, ptr %144, align 8, !tbaa !26
  store ptr %143, ptr %142, align 8, !tbaa !25
  %145 = getelementptr inbounds %struct.DNode, ptr %118, i64 %139
  %146 = getelementptr inbounds i8, ptr %145, i64 72
  %147 = getelementptr inbounds i8, ptr %145, i64 80
  %148 = load ptr, ptr %147, align 8, !tbaa !26
  %149 = load ptr, ptr %146, align 8, !tbaa !25
  %150 = getelementptr inbounds i8, ptr %149, i64 8
  store ptr %148, ptr %150, align 8, !tbaa !26
  store ptr %149, ptr %148, align 8, !tbaa !25
  %151 = add nuw nsw i64 %139, 6
  %152 = icmp ult i64 %139, 94
  br i1 %152, label %138, label %135, !llvm.loop !28

153:                                              ; preds = %160
  %154 = urem i64 %167, 1000000007
  br label %155

155:                                              ; preds = %153, %135
  %156 = phi i64 [ 0, %135 ], [ %154, %153 ]
  %157 = phi i32 [ 0, %135 ], [ %168, %153 ]
  %158 = load ptr, ptr %2, align 8, !tbaa !25
  %159 = icmp eq ptr %158, %2
  br i1 %159, label %174, label %177

160:                                              ; preds = %135, %160
  %161 = phi ptr [ %170, %160 ], [ %136, %135 ]
  %162 = phi i32 [ %168, %160 ], [ 0, %135 ]
  %163 = phi i64 [ %167, %160 ], [ 0, %135 ]
  %164 = mul i64 %163, 3
  %165 = getelementptr inbounds i8, ptr %161, i64 16
  %166 = load i64, ptr %165, align 8, !tbaa !24
  %167 = add i64 %166, %164
  %168 = add nuw nsw i32 %162, 1
  %169 = getelementptr inbounds i8, ptr %161, i64 8
  %170 = load ptr, ptr %169, align 8, !tbaa !26
  %171 = icmp eq ptr %170, %2
  br i1 %171, label %153, label %160, !llvm.loop !29

172:                                              ; preds = %177
  %173 = urem i64 %183, 1000000007
  br label %174

174:                                              ; preds = %172, %155
  %175 = phi i64 [ 0, %155 ], [ %173, %172 ]
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %157, i64 noundef %156, i64 noundef %175)
  call void @free(ptr noundef %118) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret i32 0

177:                                              ; preds = %155, %177
  %178 = phi ptr [ %184, %177 ], [ %158, %155 ]
  %179 = phi i64 [ %183, %177 ], [ 0, %155 ]
  %180 = mul i64 %179, 3
  %181 = getelementptr inbounds i8, ptr %178, i64 16
  %182 = load i64, ptr %181, align 8, !tbaa !24
  %183 = add i64 %182, %180
  %184 = load ptr, ptr %178, align 8, !tbaa !25
  %185 = icmp eq ptr %184, %2
  br i1 %185, label %172, label %177, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8
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
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8
  br label %59

59:                                               ; preds = %1, %4, %50
  %60 = phi ptr [ %58, %50 ], [ %0, %4 ], [ null, %1 ]
  ret ptr %60
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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
