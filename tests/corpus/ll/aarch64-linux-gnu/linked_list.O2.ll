; ModuleID = 'tests/programs/linked_list.c'
source_filename = "tests/programs/linked_list.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %7 = load i32, ptr %6, align 8, !tbaa !6
  %8 = xor i32 %7, %5
  %9 = mul i32 %8, 16777619
  %10 = add nuw nsw i32 %4, 1
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !12
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %3, !llvm.loop !13

14:                                               ; preds = %3
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, i32 noundef %10)
  br label %16

16:                                               ; preds = %14, %16
  %17 = phi ptr [ %20, %16 ], [ %46, %14 ]
  %18 = phi ptr [ %17, %16 ], [ null, %14 ]
  %19 = getelementptr inbounds i8, ptr %17, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !12
  store ptr %18, ptr %19, align 8, !tbaa !12
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %16, !llvm.loop !15

22:                                               ; preds = %16, %22
  %23 = phi i32 [ %27, %22 ], [ -2128831035, %16 ]
  %24 = phi ptr [ %29, %22 ], [ %17, %16 ]
  %25 = load i32, ptr %24, align 8, !tbaa !6
  %26 = xor i32 %25, %23
  %27 = mul i32 %26, 16777619
  %28 = getelementptr inbounds i8, ptr %24, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !12
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %22, !llvm.loop !13

31:                                               ; preds = %22
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27)
  %33 = tail call fastcc ptr @msort(ptr noundef nonnull %17)
  %34 = icmp eq ptr %33, null
  br i1 %34, label %61, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !12
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
  store i32 %45, ptr %46, align 8, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  store ptr %40, ptr %47, align 8, !tbaa !12
  %48 = add nuw nsw i32 %42, 1
  %49 = icmp eq i32 %48, 2000
  br i1 %49, label %3, label %39, !llvm.loop !16

50:                                               ; preds = %100, %35
  %51 = phi i32 [ 1, %35 ], [ %107, %100 ]
  br i1 %34, label %61, label %52

52:                                               ; preds = %50, %52
  %53 = phi i32 [ %57, %52 ], [ -2128831035, %50 ]
  %54 = phi ptr [ %59, %52 ], [ %33, %50 ]
  %55 = load i32, ptr %54, align 8, !tbaa !6
  %56 = xor i32 %55, %53
  %57 = mul i32 %56, 16777619
  %58 = getelementptr inbounds i8, ptr %54, i64 8
  %59 = load ptr, ptr %58, align 8, !tbaa !12
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %52, !llvm.loop !13

61:                                               ; preds = %52, %31, %50
  %62 = phi i32 [ %51, %50 ], [ 1, %31 ], [ %51, %52 ]
  %63 = phi i32 [ -2128831035, %50 ], [ -2128831035, %31 ], [ %57, %52 ]
  %64 = load i32, ptr %33, align 8, !tbaa !6
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62, i32 noundef %64, i32 noundef %63)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store ptr %33, ptr %1, align 8, !tbaa !17
  br label %66

66:                                               ; preds = %61, %77
  %67 = phi i32 [ 0, %61 ], [ %78, %77 ]
  %68 = phi ptr [ %1, %61 ], [ %79, %77 ]
  %69 = phi ptr [ %33, %61 ], [ %80, %77 ]
  %70 = load i32, ptr %69, align 8, !tbaa !6
  %71 = srem i32 %70, 3
  %72 = icmp eq i32 %71, 0
  %73 = getelementptr inbounds i8, ptr %69, i64 8
  br i1 %72, label %74, label %77

74:                                               ; preds = %66
  %75 = load ptr, ptr %73, align 8, !tbaa !12
  store ptr %75, ptr %68, align 8, !tbaa !17
  tail call void @free(ptr noundef nonnull %69) #8
  %76 = add nsw i32 %67, 1
  br label %77

77:                                               ; preds = %74, %66
  %78 = phi i32 [ %76, %74 ], [ %67, %66 ]
  %79 = phi ptr [ %68, %74 ], [ %73, %66 ]
  %80 = load ptr, ptr %79, align 8, !tbaa !17
  %81 = icmp eq ptr %80, null
  br i1 %81, label %82, label %66, !llvm.loop !18

82:                                               ; preds = %77
  %83 = load ptr, ptr %1, align 8, !tbaa !17
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
  %91 = load i32, ptr %90, align 8, !tbaa !6
  %92 = xor i32 %91, %89
  %93 = mul i32 %92, 16777619
  %94 = add nuw nsw i32 %88, 1
  %95 = getelementptr inbounds i8, ptr %90, i64 8
  %96 = load ptr, ptr %95, align 8, !tbaa !12
  %97 = icmp eq ptr %96, null
  br i1 %97, label %98, label %87, !llvm.loop !13

98:                                               ; preds = %87
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %78, i32 noundef %93, i32 noundef %94)
  br i1 %84, label %116, label %111

100:                                              ; preds = %35, %100
  %101 = phi ptr [ %109, %100 ], [ %37, %35 ]
  %102 = phi i32 [ %107, %100 ], [ 1, %35 ]
  %103 = phi ptr [ %101, %100 ], [ %33, %35 ]
  %104 = load i32, ptr %103, align 8, !tbaa !6
  %105 = load i32, ptr %101, align 8, !tbaa !6
  %106 = icmp sgt i32 %104, %105
  %107 = select i1 %106, i32 0, i32 %102
  %108 = getelementptr inbounds i8, ptr %101, i64 8
  %109 = load ptr, ptr %108, align 8, !tbaa !12
  %110 = icmp eq ptr %109, null
  br i1 %110, label %50, label %100

111:                                              ; preds = %98, %111
  %112 = phi ptr [ %114, %111 ], [ %83, %98 ]
  %113 = getelementptr inbounds i8, ptr %112, i64 8
  %114 = load ptr, ptr %113, align 8, !tbaa !12
  tail call void @free(ptr noundef nonnull %112) #8
  %115 = icmp eq ptr %114, null
  br i1 %115, label %116, label %111, !llvm.loop !19

116:                                              ; preds = %111, %85, %98
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  %117 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %2, ptr %117, align 8, !tbaa !20
  store ptr %2, ptr %2, align 8, !tbaa !24
  %118 = call noalias dereferenceable_or_null(2400) ptr @calloc(i64 noundef 100, i64 noundef 24) #9
  br label %119

119:                                              ; preds = %116, %119
  %120 = phi i64 [ 0, %116 ], [ %133, %119 ]
  %121 = add nsw i64 %120, -50
  %122 = mul i64 %120, %121
  %123 = getelementptr inbounds %struct.DNode, ptr %118, i64 %120
  %124 = getelementptr inbounds i8, ptr %123, i64 16
  store i64 %122, ptr %124, align 8, !tbaa !25
  %125 = and i64 %120, 1
  %126 = icmp eq i64 %125, 0
  %127 = load ptr, ptr %2, align 8
  %128 = select i1 %126, ptr %2, ptr %127
  store ptr %128, ptr %123, align 8, !tbaa !26
  %129 = getelementptr inbounds i8, ptr %127, i64 8
  %130 = select i1 %126, ptr %117, ptr %129
  %131 = load ptr, ptr %130, align 8, !tbaa !27
  %132 = getelementptr inbounds i8, ptr %123, i64 8
  store ptr %131, ptr %132, align 8, !tbaa !27
  store ptr %123, ptr %131, align 8, !tbaa !26
  store ptr %123, ptr %130, align 8, !tbaa !27
  %133 = add nuw nsw i64 %120, 1
  %134 = icmp eq i64 %133, 100
  br i1 %134, label %138, label %119, !llvm.loop !28

135:                                              ; preds = %138
  %136 = load ptr, ptr %117, align 8, !tbaa !20
  %137 = icmp eq ptr %136, %2
  br i1 %137, label %149, label %154

138:                                              ; preds = %119, %138
  %139 = phi i64 [ %145, %138 ], [ 0, %119 ]
  %140 = getelementptr inbounds %struct.DNode, ptr %118, i64 %139
  %141 = getelementptr inbounds i8, ptr %140, i64 8
  %142 = load ptr, ptr %141, align 8, !tbaa !27
  %143 = load ptr, ptr %140, align 8, !tbaa !26
  %144 = getelementptr inbounds i8, ptr %143, i64 8
  store ptr %142, ptr %144, align 8, !tbaa !27
  store ptr %143, ptr %142, align 8, !tbaa !26
  %145 = add nuw nsw i64 %139, 3
  %146 = icmp ult i64 %139, 97
  br i1 %146, label %138, label %135, !llvm.loop !29

147:                                              ; preds = %154
  %148 = urem i64 %161, 1000000007
  br label %149

149:                                              ; preds = %147, %135
  %150 = phi i64 [ 0, %135 ], [ %148, %147 ]
  %151 = phi i32 [ 0, %135 ], [ %162, %147 ]
  %152 = load ptr, ptr %2, align 8, !tbaa !26
  %153 = icmp eq ptr %152, %2
  br i1 %153, label %168, label %171

154:                                              ; preds = %135, %154
  %155 = phi ptr [ %164, %154 ], [ %136, %135 ]
  %156 = phi i32 [ %162, %154 ], [ 0, %135 ]
  %157 = phi i64 [ %161, %154 ], [ 0, %135 ]
  %158 = mul i64 %157, 3
  %159 = getelementptr inbounds i8, ptr %155, i64 16
  %160 = load i64, ptr %159, align 8, !tbaa !25
  %161 = add i64 %160, %158
  %162 = add nuw nsw i32 %156, 1
  %163 = getelementptr inbounds i8, ptr %155, i64 8
  %164 = load ptr, ptr %163, align 8, !tbaa !27
  %165 = icmp eq ptr %164, %2
  br i1 %165, label %147, label %154, !llvm.loop !30

166:                                              ; preds = %171
  %167 = urem i64 %177, 1000000007
  br label %168

168:                                              ; preds = %166, %149
  %169 = phi i64 [ 0, %149 ], [ %167, %166 ]
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %151, i64 noundef %150, i64 noundef %169)
  call void @free(ptr noundef %118) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret i32 0

171:                                              ; preds = %149, %171
  %172 = phi ptr [ %178, %171 ], [ %152, %149 ]
  %173 = phi i64 [ %177, %171 ], [ 0, %149 ]
  %174 = mul i64 %173, 3
  %175 = getelementptr inbounds i8, ptr %172, i64 16
  %176 = load i64, ptr %175, align 8, !tbaa !25
  %177 = add i64 %176, %174
  %178 = load ptr, ptr %172, align 8, !tbaa !26
  %179 = icmp eq ptr %178, %2
  br i1 %179, label %166, label %171, !llvm.loop !31
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
  %6 = load ptr, ptr %5, align 8, !tbaa !12
  %7 = icmp eq ptr %6, null
  br i1 %7, label %59, label %8

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
  %11 = getelementptr inbounds i8, ptr %9, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !12
  %13 = icmp eq ptr %12, null
  br i1 %13, label %20, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %10, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !12
  %17 = getelementptr inbounds i8, ptr %12, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !12
  %19 = icmp eq ptr %18, null
  br i1 %19, label %20, label %8, !llvm.loop !32

20:                                               ; preds = %14, %8
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ]
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !12
  store ptr null, ptr %22, align 8, !tbaa !12
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
  %33 = load i32, ptr %32, align 8, !tbaa !6
  %34 = load i32, ptr %31, align 8, !tbaa !6
  %35 = icmp sgt i32 %33, %34
  %36 = getelementptr inbounds i8, ptr %30, i64 8
  br i1 %35, label %40, label %37

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 8, !tbaa !12
  %38 = getelementptr inbounds i8, ptr %32, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !12
  br label %43

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 8, !tbaa !12
  %41 = getelementptr inbounds i8, ptr %31, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !12
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %32, %37 ], [ %31, %40 ]
  %45 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %46 = phi ptr [ %31, %37 ], [ %42, %40 ]
  %47 = icmp ne ptr %45, null
  %48 = icmp ne ptr %46, null
  %49 = select i1 %47, i1 %48, i1 false
  br i1 %49, label %29, label %50, !llvm.loop !33

50:                                               ; preds = %43, %20
  %51 = phi ptr [ %24, %20 ], [ %45, %43 ]
  %52 = phi ptr [ %25, %20 ], [ %46, %43 ]
  %53 = phi ptr [ %2, %20 ], [ %44, %43 ]
  %54 = phi i1 [ %26, %20 ], [ %47, %43 ]
  %55 = select i1 %54, ptr %51, ptr %52
  %56 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr %55, ptr %56, align 8, !tbaa !12
  %57 = getelementptr inbounds i8, ptr %2, i64 8
  %58 = load ptr, ptr %57, align 8, !tbaa !12
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"Node", !8, i64 0, !11, i64 8}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = !{!11, !11, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = !{!21, !11, i64 8}
!21 = !{!"DList", !22, i64 0}
!22 = !{!"DNode", !11, i64 0, !11, i64 8, !23, i64 16}
!23 = !{!"long long", !9, i64 0}
!24 = !{!21, !11, i64 0}
!25 = !{!22, !23, i64 16}
!26 = !{!22, !11, i64 0}
!27 = !{!22, !11, i64 8}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14}
