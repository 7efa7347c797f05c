; ModuleID = 'tests/programs/memcpy_struct.c'
source_filename = "tests/programs/memcpy_struct.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Blob64 = type { [8 x i64] }
%struct.Blob300 = type { [75 x i32] }

@.str = private unnamed_addr constant [24 x i8] c"copies: %u %u %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"unaligned loads: %08x %08x %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"after store: %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"after memmove: %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"after memset: %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"zero: %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"array copy %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"wrapped %c %u %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Blob64, align 16
  %2 = alloca %struct.Blob300, align 4
  %3 = alloca %struct.Blob300, align 4
  %4 = alloca [64 x i8], align 16
  %5 = alloca %struct.Blob300, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #5
  store <2 x i64> <i64 0, i64 72340172838076673>, ptr %1, align 16
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i64> <i64 144680345676153346, i64 217020518514230019>, ptr %6, align 16
  %7 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x i64> <i64 289360691352306692, i64 361700864190383365>, ptr %7, align 16
  %8 = getelementptr inbounds i8, ptr %1, i64 48
  store <2 x i64> <i64 434041037028460038, i64 506381209866536711>, ptr %8, align 16
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %2) #5
  br label %9

9:                                                ; preds = %9, %0
  %10 = phi i64 [ 0, %0 ], [ %20, %9 ]
  %11 = or disjoint i64 %10, 1
  %12 = sub nsw i64 7, %10
  %13 = sub nsw i64 7, %11
  %14 = mul nsw i64 %12, %10
  %15 = mul nsw i64 %13, %11
  %16 = getelementptr inbounds [75 x i32], ptr %2, i64 0, i64 %10
  %17 = getelementptr inbounds [75 x i32], ptr %2, i64 0, i64 %11
  %18 = trunc nsw i64 %14 to i32
  %19 = trunc nsw i64 %15 to i32
  store i32 %18, ptr %16, align 4, !tbaa !6, !alias.scope !10
  store i32 %19, ptr %17, align 4, !tbaa !6, !alias.scope !10
  %20 = add nuw i64 %10, 2
  %21 = icmp eq i64 %20, 74
  br i1 %21, label %22, label %9, !llvm.loop !13

22:                                               ; preds = %9
  %23 = getelementptr inbounds i8, ptr %2, i64 296
  store i32 -4958, ptr %23, align 4, !tbaa !6, !alias.scope !10
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %3) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %3, ptr noundef nonnull align 4 dereferenceable(300) %2, i64 296, i1 false), !tbaa.struct !17
  %24 = getelementptr inbounds i8, ptr %3, i64 296
  store i32 0, ptr %24, align 4, !tbaa !6
  br label %25

25:                                               ; preds = %22, %25
  %26 = phi i64 [ %33, %25 ], [ 0, %22 ]
  %27 = phi i32 [ %32, %25 ], [ 0, %22 ]
  %28 = mul i32 %27, 31
  %29 = getelementptr inbounds i8, ptr %1, i64 %26
  %30 = load i8, ptr %29, align 1, !tbaa !18
  %31 = zext i8 %30 to i32
  %32 = add i32 %28, %31
  %33 = add nuw nsw i64 %26, 1
  %34 = icmp eq i64 %33, 64
  br i1 %34, label %35, label %25, !llvm.loop !19

35:                                               ; preds = %25, %35
  %36 = phi i64 [ %43, %35 ], [ 0, %25 ]
  %37 = phi i32 [ %42, %35 ], [ 0, %25 ]
  %38 = mul i32 %37, 31
  %39 = getelementptr inbounds i8, ptr %2, i64 %36
  %40 = load i8, ptr %39, align 1, !tbaa !18
  %41 = zext i8 %40 to i32
  %42 = add i32 %38, %41
  %43 = add nuw nsw i64 %36, 1
  %44 = icmp eq i64 %43, 300
  br i1 %44, label %45, label %35, !llvm.loop !19

45:                                               ; preds = %35, %45
  %46 = phi i64 [ %53, %45 ], [ 0, %35 ]
  %47 = phi i32 [ %52, %45 ], [ 0, %35 ]
  %48 = mul i32 %47, 31
  %49 = getelementptr inbounds i8, ptr %3, i64 %46
  %50 = load i8, ptr %49, align 1, !tbaa !18
  %51 = zext i8 %50 to i32
  %52 = add i32 %48, %51
  %53 = add nuw nsw i64 %46, 1
  %54 = icmp eq i64 %53, 300
  br i1 %54, label %55, label %45, !llvm.loop !19

55:                                               ; preds = %45
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1243, i32 noundef 663248232, i32 noundef %32, i32 noundef %42, i32 noundef %52)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #5
  %57 = getelementptr inbounds i8, ptr %4, i64 16
  store <16 x i8> <i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57, i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106>, ptr %4, align 16, !tbaa !18
  store <16 x i8> <i8 113, i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87, i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38>, ptr %57, align 16, !tbaa !18
  %58 = getelementptr inbounds i8, ptr %4, i64 32
  %59 = getelementptr inbounds i8, ptr %4, i64 48
  store <16 x i8> <i8 -31, i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25, i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74>, ptr %58, align 16, !tbaa !18
  store <16 x i8> <i8 81, i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119, i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70>, ptr %59, align 16, !tbaa !18
  %60 = getelementptr inbounds i8, ptr %4, i64 1
  %61 = load i32, ptr %60, align 1
  %62 = getelementptr inbounds i8, ptr %4, i64 3
  %63 = load i32, ptr %62, align 1
  %64 = getelementptr inbounds i8, ptr %4, i64 57
  %65 = load i32, ptr %64, align 1
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %61, i32 noundef %63, i32 noundef %65)
  %67 = getelementptr inbounds i8, ptr %4, i64 5
  store i64 1234605616436508552, ptr %67, align 1
  br label %68

68:                                               ; preds = %68, %55
  %69 = phi i64 [ %76, %68 ], [ 0, %55 ]
  %70 = phi i32 [ %75, %68 ], [ 0, %55 ]
  %71 = mul i32 %70, 31
  %72 = getelementptr inbounds i8, ptr %4, i64 %69
  %73 = load i8, ptr %72, align 1, !tbaa !18
  %74 = zext i8 %73 to i32
  %75 = add i32 %71, %74
  %76 = add nuw nsw i64 %69, 1
  %77 = icmp eq i64 %76, 64
  br i1 %77, label %78, label %68, !llvm.loop !19

78:                                               ; preds = %68
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %75)
  %80 = getelementptr inbounds i8, ptr %4, i64 10
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(40) %80, ptr noundef nonnull align 1 dereferenceable(40) %62, i64 40, i1 false)
  br label %81

81:                                               ; preds = %81, %78
  %82 = phi i64 [ %89, %81 ], [ 0, %78 ]
  %83 = phi i32 [ %88, %81 ], [ 0, %78 ]
  %84 = mul i32 %83, 31
  %85 = getelementptr inbounds i8, ptr %4, i64 %82
  %86 = load i8, ptr %85, align 1, !tbaa !18
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  %89 = add nuw nsw i64 %82, 1
  %90 = icmp eq i64 %89, 64
  br i1 %90, label %91, label %81, !llvm.loop !19

91:                                               ; preds = %81
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %88)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(33) %4, i8 -85, i64 33, i1 false)
  br label %93

93:                                               ; preds = %93, %91
  %94 = phi i64 [ %101, %93 ], [ 0, %91 ]
  %95 = phi i32 [ %100, %93 ], [ 0, %91 ]
  %96 = mul i32 %95, 31
  %97 = getelementptr inbounds i8, ptr %4, i64 %94
  %98 = load i8, ptr %97, align 1, !tbaa !18
  %99 = zext i8 %98 to i32
  %100 = add i32 %96, %99
  %101 = add nuw nsw i64 %94, 1
  %102 = icmp eq i64 %101, 64
  br i1 %102, label %103, label %93, !llvm.loop !19

103:                                              ; preds = %93
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %100)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %5) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %5, i8 0, i64 300, i1 false)
  br label %105

105:                                              ; preds = %105, %103
  %106 = phi i64 [ %113, %105 ], [ 0, %103 ]
  %107 = phi i32 [ %112, %105 ], [ 0, %103 ]
  %108 = mul i32 %107, 31
  %109 = getelementptr inbounds i8, ptr %5, i64 %106
  %110 = load i8, ptr %109, align 1, !tbaa !18
  %111 = zext i8 %110 to i32
  %112 = add i32 %108, %111
  %113 = add nuw nsw i64 %106, 1
  %114 = icmp eq i64 %113, 300
  br i1 %114, label %115, label %105, !llvm.loop !19

115:                                              ; preds = %105
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %112)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 514)
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 119, i32 noundef 663248232, i32 noundef -2)
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

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
!10 = !{!11}
!11 = distinct !{!11, !12, !"make300: argument 0"}
!12 = distinct !{!12, !"make300"}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{i64 0, i64 300, !18}
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !14}
