; ModuleID = 'tests/programs/nohdr_switch.c'
source_filename = "tests/programs/nohdr_switch.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [13 x i8] c"rgb hash %u\0A\00", align 1
@__const.main.keys = private unnamed_addr constant [11 x i64] [i64 0, i64 1, i64 10, i64 11, i64 100, i64 1000, i64 10000, i64 100000, i64 1000000, i64 10000000000, i64 -1], align 8
@.str.1 = private unnamed_addr constant [19 x i8] c"sparse(%llu) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"days 1999-2004 = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"duff(%d) = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"tokens = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"x1 = foo_bar + 42 * (y - 7) / z; # done 99\00", align 1

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x i32], align 16
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1055199328)
  br label %3

3:                                                ; preds = %0, %16
  %4 = phi i64 [ 0, %0 ], [ %19, %16 ]
  %5 = getelementptr inbounds [11 x i64], ptr @__const.main.keys, i64 0, i64 %4
  %6 = load i64, ptr %5, align 8, !tbaa !5
  switch i64 %6, label %15 [
    i64 1, label %16
    i64 10, label %7
    i64 100, label %8
    i64 1000, label %9
    i64 10000, label %10
    i64 100000, label %11
    i64 1000000, label %12
    i64 10000000000, label %13
    i64 -1, label %14
  ]

7:                                                ; preds = %3
  br label %16

8:                                                ; preds = %3
  br label %16

9:                                                ; preds = %3
  br label %16

10:                                               ; preds = %3
  br label %16

11:                                               ; preds = %3
  br label %16

12:                                               ; preds = %3
  br label %16

13:                                               ; preds = %3
  br label %16

14:                                               ; preds = %3
  br label %16

15:                                               ; preds = %3
  br label %16

16:                                               ; preds = %3, %7, %8, %9, %10, %11, %12, %13, %14, %15
  %17 = phi i32 [ -1, %15 ], [ 90, %14 ], [ 80, %13 ], [ 70, %12 ], [ 60, %11 ], [ 50, %10 ], [ 40, %9 ], [ 30, %8 ], [ 20, %7 ], [ 10, %3 ]
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %6, i32 noundef %17)
  %19 = add nuw nsw i64 %4, 1
  %20 = icmp eq i64 %19, 11
  br i1 %20, label %69, label %3, !llvm.loop !9

21:                                               ; preds = %69, %52
  %22 = phi i8 [ %59, %52 ], [ 120, %69 ]
  %23 = phi i32 [ %57, %52 ], [ 0, %69 ]
  %24 = phi i32 [ %56, %52 ], [ 0, %69 ]
  %25 = phi i32 [ %55, %52 ], [ 0, %69 ]
  %26 = phi i32 [ %54, %52 ], [ 0, %69 ]
  %27 = phi ptr [ %58, %52 ], [ @.str.5, %69 ]
  switch i8 %22, label %46 [
    i8 95, label %29
    i8 65, label %29
    i8 66, label %29
    i8 67, label %29
    i8 68, label %29
    i8 69, label %29
    i8 70, label %29
    i8 71, label %29
    i8 72, label %29
    i8 73, label %29
    i8 74, label %29
    i8 75, label %29
    i8 76, label %29
    i8 77, label %29
    i8 78, label %29
    i8 79, label %29
    i8 80, label %29
    i8 81, label %29
    i8 82, label %29
    i8 83, label %29
    i8 84, label %29
    i8 85, label %29
    i8 86, label %29
    i8 87, label %29
    i8 88, label %29
    i8 89, label %29
    i8 90, label %29
    i8 97, label %29
    i8 98, label %29
    i8 99, label %29
    i8 100, label %29
    i8 101, label %29
    i8 102, label %29
    i8 103, label %29
    i8 104, label %29
    i8 105, label %29
    i8 106, label %29
    i8 107, label %29
    i8 108, label %29
    i8 109, label %29
    i8 110, label %29
    i8 111, label %29
    i8 112, label %29
    i8 113, label %29
    i8 114, label %29
    i8 115, label %29
    i8 116, label %29
    i8 117, label %29
    i8 118, label %29
    i8 119, label %29
    i8 120, label %29
    i8 121, label %29
    i8 122, label %29
    i8 48, label %28
    i8 49, label %28
    i8 50, label %28
    i8 51, label %28
    i8 52, label %28
    i8 53, label %28
    i8 54, label %28
    i8 55, label %28
    i8 56, label %28
    i8 57, label %28
    i8 43, label %44
    i8 45, label %44
    i8 42, label %44
    i8 47, label %44
    i8 61, label %44
    i8 32, label %52
    i8 9, label %52
  ]

28:                                               ; preds = %21, %21, %21, %21, %21, %21, %21, %21, %21, %21
  br label %38

29:                                               ; preds = %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21, %21
  br label %30

30:                                               ; preds = %29, %30
  %31 = phi ptr [ %32, %30 ], [ %27, %29 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 1
  %33 = load i8, ptr %32, align 1, !tbaa !11
  %34 = add i8 %33, -97
  %35 = icmp ult i8 %34, 26
  %36 = icmp eq i8 %33, 95
  %37 = or i1 %36, %35
  br i1 %37, label %30, label %48, !llvm.loop !12

38:                                               ; preds = %28, %38
  %39 = phi ptr [ %40, %38 ], [ %27, %28 ]
  %40 = getelementptr inbounds i8, ptr %39, i64 1
  %41 = load i8, ptr %40, align 1, !tbaa !11
  %42 = add i8 %41, -48
  %43 = icmp ult i8 %42, 10
  br i1 %43, label %38, label %50, !llvm.loop !13

44:                                               ; preds = %21, %21, %21, %21, %21
  %45 = add nsw i32 %24, 1
  br label %52

46:                                               ; preds = %21
  %47 = add nsw i32 %23, 1
  br label %52

48:                                               ; preds = %30
  %49 = add nsw i32 %26, 1
  br label %52

50:                                               ; preds = %38
  %51 = add nsw i32 %25, 1
  br label %52

52:                                               ; preds = %50, %48, %46, %44, %21, %21
  %53 = phi ptr [ %27, %46 ], [ %27, %21 ], [ %27, %21 ], [ %27, %44 ], [ %31, %48 ], [ %39, %50 ]
  %54 = phi i32 [ %26, %46 ], [ %26, %21 ], [ %26, %21 ], [ %26, %44 ], [ %49, %48 ], [ %26, %50 ]
  %55 = phi i32 [ %25, %46 ], [ %25, %21 ], [ %25, %21 ], [ %25, %44 ], [ %25, %48 ], [ %51, %50 ]
  %56 = phi i32 [ %24, %46 ], [ %24, %21 ], [ %24, %21 ], [ %45, %44 ], [ %24, %48 ], [ %24, %50 ]
  %57 = phi i32 [ %47, %46 ], [ %23, %21 ], [ %23, %21 ], [ %23, %44 ], [ %23, %48 ], [ %23, %50 ]
  %58 = getelementptr inbounds i8, ptr %53, i64 1
  %59 = load i8, ptr %58, align 1, !tbaa !11
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %61, label %21, !llvm.loop !14

61:                                               ; preds = %52
  %62 = mul nsw i32 %54, 1000000
  %63 = mul nsw i32 %55, 10000
  %64 = add nsw i32 %63, %62
  %65 = mul nsw i32 %56, 100
  %66 = add nsw i32 %64, %65
  %67 = add nsw i32 %66, %57
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %67)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1)
  ret i32 0

69:                                               ; preds = %16
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2192)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1)
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, ptr %1, align 16, !tbaa !15
  %71 = getelementptr inbounds i8, ptr %1, i64 16
  store <4 x i32> <i32 16, i32 25, i32 36, i32 49>, ptr %71, align 16, !tbaa !15
  %72 = getelementptr inbounds i8, ptr %1, i64 32
  store <4 x i32> <i32 64, i32 81, i32 100, i32 121>, ptr %72, align 16, !tbaa !15
  %73 = getelementptr inbounds i8, ptr %1, i64 48
  store <4 x i32> <i32 144, i32 169, i32 196, i32 225>, ptr %73, align 16, !tbaa !15
  %74 = getelementptr inbounds i8, ptr %1, i64 64
  store <4 x i32> <i32 256, i32 289, i32 324, i32 361>, ptr %74, align 16, !tbaa !15
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 0)
  %76 = getelementptr inbounds i8, ptr %1, i64 4
  %77 = load <4 x i32>, ptr %76, align 4, !tbaa !15
  %78 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %77)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5, i32 noundef %78)
  %80 = getelementptr inbounds i8, ptr %1, i64 4
  %81 = load i32, ptr %80, align 4, !tbaa !15
  %82 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %81, i64 0
  %83 = getelementptr inbounds i8, ptr %1, i64 8
  %84 = load <8 x i32>, ptr %83, align 8, !tbaa !15
  %85 = shufflevector <8 x i32> %84, <8 x i32> poison, <2 x i32> <i32 3, i32 7>
  %86 = shufflevector <8 x i32> %84, <8 x i32> poison, <2 x i32> <i32 2, i32 6>
  %87 = shufflevector <8 x i32> %84, <8 x i32> poison, <2 x i32> <i32 1, i32 5>
  %88 = shufflevector <8 x i32> %84, <8 x i32> poison, <2 x i32> <i32 0, i32 4>
  %89 = add <2 x i32> %88, %82
  %90 = add <2 x i32> %87, %89
  %91 = add <2 x i32> %86, %90
  %92 = add <2 x i32> %85, %91
  %93 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %92)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i32 noundef %93)
  %95 = getelementptr inbounds i8, ptr %1, i64 8
  %96 = load i32, ptr %95, align 8, !tbaa !15
  %97 = getelementptr inbounds i8, ptr %1, i64 4
  %98 = load i32, ptr %97, align 4, !tbaa !15
  %99 = add nsw i32 %96, %98
  %100 = getelementptr inbounds i8, ptr %1, i64 12
  %101 = load <4 x i32>, ptr %100, align 4, !tbaa !15
  %102 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %101)
  %103 = add i32 %102, %99
  %104 = getelementptr inbounds i8, ptr %1, i64 28
  %105 = load <4 x i32>, ptr %104, align 4, !tbaa !15
  %106 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %105)
  %107 = add i32 %106, %103
  %108 = getelementptr inbounds i8, ptr %1, i64 44
  %109 = load <4 x i32>, ptr %108, align 4, !tbaa !15
  %110 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %109)
  %111 = add i32 %110, %107
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 15, i32 noundef %111)
  %113 = getelementptr inbounds i8, ptr %1, i64 12
  %114 = load i32, ptr %113, align 4, !tbaa !15
  %115 = getelementptr inbounds i8, ptr %1, i64 8
  %116 = load i32, ptr %115, align 8, !tbaa !15
  %117 = getelementptr inbounds i8, ptr %1, i64 4
  %118 = load i32, ptr %117, align 4, !tbaa !15
  %119 = add nsw i32 %116, %118
  %120 = add nsw i32 %114, %119
  %121 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %120, i64 0
  %122 = getelementptr inbounds i8, ptr %1, i64 16
  %123 = load <16 x i32>, ptr %122, align 16, !tbaa !15
  %124 = shufflevector <16 x i32> %123, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %125 = shufflevector <16 x i32> %123, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %126 = shufflevector <16 x i32> %123, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %127 = shufflevector <16 x i32> %123, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %128 = add <4 x i32> %127, %121
  %129 = add <4 x i32> %126, %128
  %130 = add <4 x i32> %125, %129
  %131 = add <4 x i32> %124, %130
  %132 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %131)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef %132)
  br label %21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
