; ModuleID = 'tests/programs/nohdr_vector.c'
source_filename = "tests/programs/nohdr_vector.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.4.0"

@.str = private unnamed_addr constant [26 x i8] c"acc = %d %d %d %d sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"shuffle max = %d %d %d %d min = %d abs = %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"float vec = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"double vec = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"bytes hash = %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"shorts = %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"longs = %lld %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"convert = %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"add_loop = %d dot = %.3f max = %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 16
  %2 = alloca [256 x i32], align 16
  %3 = alloca [256 x i32], align 16
  %4 = alloca [256 x float], align 16
  %5 = alloca [256 x float], align 16
  %6 = alloca [256 x i8], align 16
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 144, i32 noundef 392, i32 noundef 768, i32 noundef 1296, i32 noundef 2600)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1296, i32 noundef 768, i32 noundef 768, i32 noundef 1296, i32 noundef 144, i32 noundef 44, i32 noundef 1196)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 1.500000e+00, double noundef 1.750000e+00, double noundef 3.500000e+00)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -2.500000e-01, double noundef 7.500000e-01, double noundef 3.750000e+00, double noundef 8.750000e+00)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1070251552)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 150, i32 noundef -300, i32 noundef 1050, i32 noundef -1200)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 5497558138887, i64 noundef -8)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -1, i32 noundef 0, i32 noundef 3, i32 noundef 50)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #6
  br label %15

15:                                               ; preds = %15, %0
  %16 = phi i64 [ 0, %0 ], [ %35, %15 ]
  %17 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %36, %15 ]
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %37, %15 ]
  %19 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %38, %15 ]
  %20 = phi <4 x i8> [ <i8 0, i8 1, i8 2, i8 3>, %0 ], [ %39, %15 ]
  %21 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %16
  %22 = add <4 x i32> %17, <i32 -100, i32 -100, i32 -100, i32 -100>
  store <4 x i32> %22, ptr %21, align 16, !tbaa !5
  %23 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %16
  %24 = mul <4 x i32> %18, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %24, ptr %23, align 16, !tbaa !5
  %25 = and <4 x i32> %19, <i32 7, i32 7, i32 7, i32 7>
  %26 = uitofp nneg <4 x i32> %25 to <4 x float>
  %27 = fmul <4 x float> %26, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %28 = getelementptr inbounds [256 x float], ptr %4, i64 0, i64 %16
  store <4 x float> %27, ptr %28, align 16, !tbaa !9
  %29 = urem <4 x i8> %20, <i8 5, i8 5, i8 5, i8 5>
  %30 = uitofp nneg <4 x i8> %29 to <4 x float>
  %31 = getelementptr inbounds [256 x float], ptr %5, i64 0, i64 %16
  store <4 x float> %30, ptr %31, align 16, !tbaa !9
  %32 = mul <4 x i8> %20, <i8 97, i8 97, i8 97, i8 97>
  %33 = add <4 x i8> %32, <i8 13, i8 13, i8 13, i8 13>
  %34 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %16
  store <4 x i8> %33, ptr %34, align 4, !tbaa !11
  %35 = add nuw i64 %16, 4
  %36 = add <4 x i32> %17, <i32 4, i32 4, i32 4, i32 4>
  %37 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>
  %38 = add <4 x i32> %19, <i32 4, i32 4, i32 4, i32 4>
  %39 = add <4 x i8> %20, <i8 4, i8 4, i8 4, i8 4>
  %40 = icmp eq i64 %35, 256
  br i1 %40, label %41, label %15, !llvm.loop !12

41:                                               ; preds = %15
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  br label %42

42:                                               ; preds = %42, %41
  %43 = phi i64 [ 0, %41 ], [ %58, %42 ]
  %44 = getelementptr inbounds i32, ptr %1, i64 %43
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load <4 x i32>, ptr %44, align 16, !tbaa !5, !alias.scope !19, !noalias !23
  %47 = load <4 x i32>, ptr %45, align 16, !tbaa !5, !alias.scope !19, !noalias !23
  %48 = mul nsw <4 x i32> %46, <i32 3, i32 3, i32 3, i32 3>
  %49 = mul nsw <4 x i32> %47, <i32 3, i32 3, i32 3, i32 3>
  %50 = getelementptr inbounds i32, ptr %2, i64 %43
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load <4 x i32>, ptr %50, align 16, !tbaa !5, !alias.scope !21, !noalias !24
  %53 = load <4 x i32>, ptr %51, align 16, !tbaa !5, !alias.scope !21, !noalias !24
  %54 = add nsw <4 x i32> %48, %52
  %55 = add nsw <4 x i32> %49, %53
  %56 = getelementptr inbounds i32, ptr %3, i64 %43
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  store <4 x i32> %54, ptr %56, align 16, !tbaa !5, !alias.scope !16, !noalias !25
  store <4 x i32> %55, ptr %57, align 16, !tbaa !5, !alias.scope !16, !noalias !25
  %58 = add nuw i64 %43, 8
  %59 = icmp eq i64 %58, 256
  br i1 %59, label %60, label %42, !llvm.loop !26

60:                                               ; preds = %42, %60
  %61 = phi i64 [ %77, %60 ], [ 0, %42 ]
  %62 = phi <4 x i64> [ %78, %60 ], [ <i64 0, i64 1, i64 2, i64 3>, %42 ]
  %63 = phi <4 x i32> [ %75, %60 ], [ zeroinitializer, %42 ]
  %64 = phi <4 x i32> [ %76, %60 ], [ zeroinitializer, %42 ]
  %65 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %61
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load <4 x i32>, ptr %65, align 16, !tbaa !5
  %68 = load <4 x i32>, ptr %66, align 16, !tbaa !5
  %69 = trunc <4 x i64> %62 to <4 x i32>
  %70 = add <4 x i32> %69, <i32 1, i32 1, i32 1, i32 1>
  %71 = trunc <4 x i64> %62 to <4 x i32>
  %72 = add <4 x i32> %71, <i32 5, i32 5, i32 5, i32 5>
  %73 = mul nsw <4 x i32> %67, %70
  %74 = mul nsw <4 x i32> %68, %72
  %75 = xor <4 x i32> %73, %63
  %76 = xor <4 x i32> %74, %64
  %77 = add nuw i64 %61, 8
  %78 = add <4 x i64> %62, <i64 8, i64 8, i64 8, i64 8>
  %79 = icmp eq i64 %77, 256
  br i1 %79, label %80, label %60, !llvm.loop !27

80:                                               ; preds = %60, %80
  %81 = phi i64 [ %106, %80 ], [ 0, %60 ]
  %82 = phi float [ %105, %80 ], [ 0.000000e+00, %60 ]
  %83 = getelementptr inbounds float, ptr %4, i64 %81
  %84 = load float, ptr %83, align 16, !tbaa !9
  %85 = getelementptr inbounds float, ptr %5, i64 %81
  %86 = load float, ptr %85, align 16, !tbaa !9
  %87 = tail call float @llvm.fmuladd.f32(float %84, float %86, float %82)
  %88 = or disjoint i64 %81, 1
  %89 = getelementptr inbounds float, ptr %4, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !9
  %91 = getelementptr inbounds float, ptr %5, i64 %88
  %92 = load float, ptr %91, align 4, !tbaa !9
  %93 = tail call float @llvm.fmuladd.f32(float %90, float %92, float %87)
  %94 = or disjoint i64 %81, 2
  %95 = getelementptr inbounds float, ptr %4, i64 %94
  %96 = load float, ptr %95, align 8, !tbaa !9
  %97 = getelementptr inbounds float, ptr %5, i64 %94
  %98 = load float, ptr %97, align 8, !tbaa !9
  %99 = tail call float @llvm.fmuladd.f32(float %96, float %98, float %93)
  %100 = or disjoint i64 %81, 3
  %101 = getelementptr inbounds float, ptr %4, i64 %100
  %102 = load float, ptr %101, align 4, !tbaa !9
  %103 = getelementptr inbounds float, ptr %5, i64 %100
  %104 = load float, ptr %103, align 4, !tbaa !9
  %105 = tail call float @llvm.fmuladd.f32(float %102, float %104, float %99)
  %106 = add nuw nsw i64 %81, 4
  %107 = icmp eq i64 %106, 256
  br i1 %107, label %108, label %80, !llvm.loop !28

108:                                              ; preds = %80
  %109 = getelementptr inbounds i8, ptr %6, i64 16
  %110 = load <16 x i8>, ptr %6, align 16, !tbaa !11
  %111 = load <16 x i8>, ptr %109, align 16, !tbaa !11
  %112 = getelementptr inbounds i8, ptr %6, i64 32
  %113 = getelementptr inbounds i8, ptr %6, i64 48
  %114 = load <16 x i8>, ptr %112, align 16, !tbaa !11
  %115 = load <16 x i8>, ptr %113, align 16, !tbaa !11
  %116 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %114, <16 x i8> %110)
  %117 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %115, <16 x i8> %111)
  %118 = getelementptr inbounds i8, ptr %6, i64 64
  %119 = getelementptr inbounds i8, ptr %6, i64 80
  %120 = load <16 x i8>, ptr %118, align 16, !tbaa !11
  %121 = load <16 x i8>, ptr %119, align 16, !tbaa !11
  %122 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %120, <16 x i8> %116)
  %123 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %121, <16 x i8> %117)
  %124 = getelementptr inbounds i8, ptr %6, i64 96
  %125 = getelementptr inbounds i8, ptr %6, i64 112
  %126 = load <16 x i8>, ptr %124, align 16, !tbaa !11
  %127 = load <16 x i8>, ptr %125, align 16, !tbaa !11
  %128 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %126, <16 x i8> %122)
  %129 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %127, <16 x i8> %123)
  %130 = getelementptr inbounds i8, ptr %6, i64 128
  %131 = getelementptr inbounds i8, ptr %6, i64 144
  %132 = load <16 x i8>, ptr %130, align 16, !tbaa !11
  %133 = load <16 x i8>, ptr %131, align 16, !tbaa !11
  %134 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %132, <16 x i8> %128)
  %135 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %133, <16 x i8> %129)
  %136 = getelementptr inbounds i8, ptr %6, i64 160
  %137 = getelementptr inbounds i8, ptr %6, i64 176
  %138 = load <16 x i8>, ptr %136, align 16, !tbaa !11
  %139 = load <16 x i8>, ptr %137, align 16, !tbaa !11
  %140 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %138, <16 x i8> %134)
  %141 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %139, <16 x i8> %135)
  %142 = getelementptr inbounds i8, ptr %6, i64 192
  %143 = getelementptr inbounds i8, ptr %6, i64 208
  %144 = load <16 x i8>, ptr %142, align 16, !tbaa !11
  %145 = load <16 x i8>, ptr %143, align 16, !tbaa !11
  %146 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %144, <16 x i8> %140)
  %147 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %145, <16 x i8> %141)
  %148 = getelementptr inbounds i8, ptr %6, i64 224
  %149 = getelementptr inbounds i8, ptr %6, i64 240
  %150 = load <16 x i8>, ptr %148, align 16, !tbaa !11
  %151 = load <16 x i8>, ptr %149, align 16, !tbaa !11
  %152 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %150, <16 x i8> %146)
  %153 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %151, <16 x i8> %147)
  %154 = xor <4 x i32> %76, %75
  %155 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %154)
  %156 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %152, <16 x i8> %153)
  %157 = tail call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %156)
  %158 = fpext float %105 to double
  %159 = zext i8 %157 to i32
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %155, double noundef %158, i32 noundef %159)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umax.v16i8(<16 x i8>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="core2" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="core2" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!17}
!17 = distinct !{!17, !18, !"add_loop: argument 0"}
!18 = distinct !{!18, !"add_loop"}
!19 = !{!20}
!20 = distinct !{!20, !18, !"add_loop: argument 1"}
!21 = !{!22}
!22 = distinct !{!22, !18, !"add_loop: argument 2"}
!23 = !{!17, !22}
!24 = !{!17, !20}
!25 = !{!20, !22}
!26 = distinct !{!26, !13, !14, !15}
!27 = distinct !{!27, !13, !14, !15}
!28 = distinct !{!28, !13}
