; ModuleID = 'tests/programs/nohdr_vector.c'
source_filename = "tests/programs/nohdr_vector.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [26 x i8] c"acc = %d %d %d %d sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"shuffle max = %d %d %d %d min = %d abs = %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"float vec = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"double vec = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"bytes hash = %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"shorts = %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"longs = %lld %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"convert = %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"add_loop = %d dot = %.3f max = %u\0A\00", align 1

; Function Attrs: nofree nounwind ssp uwtable
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
  %43 = phi i64 [ 0, %41 ], [ %73, %42 ]
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
  %58 = or disjoint i64 %43, 8
  %59 = getelementptr inbounds i32, ptr %1, i64 %58
  %60 = getelementptr inbounds i8, ptr %59, i64 16
  %61 = load <4 x i32>, ptr %59, align 16, !tbaa !5, !alias.scope !19, !noalias !23
  %62 = load <4 x i32>, ptr %60, align 16, !tbaa !5, !alias.scope !19, !noalias !23
  %63 = mul nsw <4 x i32> %61, <i32 3, i32 3, i32 3, i32 3>
  %64 = mul nsw <4 x i32> %62, <i32 3, i32 3, i32 3, i32 3>
  %65 = getelementptr inbounds i32, ptr %2, i64 %58
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load <4 x i32>, ptr %65, align 16, !tbaa !5, !alias.scope !21, !noalias !24
  %68 = load <4 x i32>, ptr %66, align 16, !tbaa !5, !alias.scope !21, !noalias !24
  %69 = add nsw <4 x i32> %63, %67
  %70 = add nsw <4 x i32> %64, %68
  %71 = getelementptr inbounds i32, ptr %3, i64 %58
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  store <4 x i32> %69, ptr %71, align 16, !tbaa !5, !alias.scope !16, !noalias !25
  store <4 x i32> %70, ptr %72, align 16, !tbaa !5, !alias.scope !16, !noalias !25
  %73 = add nuw nsw i64 %43, 16
  %74 = icmp eq i64 %73, 256
  br i1 %74, label %75, label %42, !llvm.loop !26

75:                                               ; preds = %42, %75
  %76 = phi i64 [ %92, %75 ], [ 0, %42 ]
  %77 = phi <4 x i64> [ %93, %75 ], [ <i64 0, i64 1, i64 2, i64 3>, %42 ]
  %78 = phi <4 x i32> [ %90, %75 ], [ zeroinitializer, %42 ]
  %79 = phi <4 x i32> [ %91, %75 ], [ zeroinitializer, %42 ]
  %80 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %76
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load <4 x i32>, ptr %80, align 16, !tbaa !5
  %83 = load <4 x i32>, ptr %81, align 16, !tbaa !5
  %84 = trunc <4 x i64> %77 to <4 x i32>
  %85 = add <4 x i32> %84, <i32 1, i32 1, i32 1, i32 1>
  %86 = trunc <4 x i64> %77 to <4 x i32>
  %87 = add <4 x i32> %86, <i32 5, i32 5, i32 5, i32 5>
  %88 = mul nsw <4 x i32> %82, %85
  %89 = mul nsw <4 x i32> %83, %87
  %90 = xor <4 x i32> %88, %78
  %91 = xor <4 x i32> %89, %79
  %92 = add nuw i64 %76, 8
  %93 = add <4 x i64> %77, <i64 8, i64 8, i64 8, i64 8>
  %94 = icmp eq i64 %92, 256
  br i1 %94, label %95, label %75, !llvm.loop !27

95:                                               ; preds = %75, %95
  %96 = phi i64 [ %121, %95 ], [ 0, %75 ]
  %97 = phi float [ %120, %95 ], [ 0.000000e+00, %75 ]
  %98 = getelementptr inbounds float, ptr %4, i64 %96
  %99 = load float, ptr %98, align 16, !tbaa !9
  %100 = getelementptr inbounds float, ptr %5, i64 %96
  %101 = load float, ptr %100, align 16, !tbaa !9
  %102 = tail call float @llvm.fmuladd.f32(float %99, float %101, float %97)
  %103 = or disjoint i64 %96, 1
  %104 = getelementptr inbounds float, ptr %4, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !9
  %106 = getelementptr inbounds float, ptr %5, i64 %103
  %107 = load float, ptr %106, align 4, !tbaa !9
  %108 = tail call float @llvm.fmuladd.f32(float %105, float %107, float %102)
  %109 = or disjoint i64 %96, 2
  %110 = getelementptr inbounds float, ptr %4, i64 %109
  %111 = load float, ptr %110, align 8, !tbaa !9
  %112 = getelementptr inbounds float, ptr %5, i64 %109
  %113 = load float, ptr %112, align 8, !tbaa !9
  %114 = tail call float @llvm.fmuladd.f32(float %111, float %113, float %108)
  %115 = or disjoint i64 %96, 3
  %116 = getelementptr inbounds float, ptr %4, i64 %115
  %117 = load float, ptr %116, align 4, !tbaa !9
  %118 = getelementptr inbounds float, ptr %5, i64 %115
  %119 = load float, ptr %118, align 4, !tbaa !9
  %120 = tail call float @llvm.fmuladd.f32(float %117, float %119, float %114)
  %121 = add nuw nsw i64 %96, 4
  %122 = icmp eq i64 %121, 256
  br i1 %122, label %123, label %95, !llvm.loop !28

123:                                              ; preds = %95
  %124 = getelementptr inbounds i8, ptr %6, i64 16
  %125 = load <16 x i8>, ptr %6, align 16, !tbaa !11
  %126 = load <16 x i8>, ptr %124, align 16, !tbaa !11
  %127 = getelementptr inbounds i8, ptr %6, i64 32
  %128 = getelementptr inbounds i8, ptr %6, i64 48
  %129 = load <16 x i8>, ptr %127, align 16, !tbaa !11
  %130 = load <16 x i8>, ptr %128, align 16, !tbaa !11
  %131 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %129, <16 x i8> %125)
  %132 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %130, <16 x i8> %126)
  %133 = getelementptr inbounds i8, ptr %6, i64 64
  %134 = getelementptr inbounds i8, ptr %6, i64 80
  %135 = load <16 x i8>, ptr %133, align 16, !tbaa !11
  %136 = load <16 x i8>, ptr %134, align 16, !tbaa !11
  %137 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %135, <16 x i8> %131)
  %138 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %136, <16 x i8> %132)
  %139 = getelementptr inbounds i8, ptr %6, i64 96
  %140 = getelementptr inbounds i8, ptr %6, i64 112
  %141 = load <16 x i8>, ptr %139, align 16, !tbaa !11
  %142 = load <16 x i8>, ptr %140, align 16, !tbaa !11
  %143 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %141, <16 x i8> %137)
  %144 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %142, <16 x i8> %138)
  %145 = getelementptr inbounds i8, ptr %6, i64 128
  %146 = getelementptr inbounds i8, ptr %6, i64 144
  %147 = load <16 x i8>, ptr %145, align 16, !tbaa !11
  %148 = load <16 x i8>, ptr %146, align 16, !tbaa !11
  %149 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %147, <16 x i8> %143)
  %150 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %148, <16 x i8> %144)
  %151 = getelementptr inbounds i8, ptr %6, i64 160
  %152 = getelementptr inbounds i8, ptr %6, i64 176
  %153 = load <16 x i8>, ptr %151, align 16, !tbaa !11
  %154 = load <16 x i8>, ptr %152, align 16, !tbaa !11
  %155 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %153, <16 x i8> %149)
  %156 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %154, <16 x i8> %150)
  %157 = getelementptr inbounds i8, ptr %6, i64 192
  %158 = getelementptr inbounds i8, ptr %6, i64 208
  %159 = load <16 x i8>, ptr %157, align 16, !tbaa !11
  %160 = load <16 x i8>, ptr %158, align 16, !tbaa !11
  %161 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %159, <16 x i8> %155)
  %162 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %160, <16 x i8> %156)
  %163 = getelementptr inbounds i8, ptr %6, i64 224
  %164 = getelementptr inbounds i8, ptr %6, i64 240
  %165 = load <16 x i8>, ptr %163, align 16, !tbaa !11
  %166 = load <16 x i8>, ptr %164, align 16, !tbaa !11
  %167 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %165, <16 x i8> %161)
  %168 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %166, <16 x i8> %162)
  %169 = xor <4 x i32> %91, %90
  %170 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %169)
  %171 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %167, <16 x i8> %168)
  %172 = tail call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %171)
  %173 = fpext float %120 to double
  %174 = zext i8 %172 to i32
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %170, double noundef %173, i32 noundef %174)
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

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
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
