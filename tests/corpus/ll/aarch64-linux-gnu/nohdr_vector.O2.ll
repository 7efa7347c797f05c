; ModuleID = 'tests/programs/nohdr_vector.c'
source_filename = "tests/programs/nohdr_vector.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 4
  %2 = alloca [256 x i32], align 4
  %3 = alloca [256 x i32], align 4
  %4 = alloca [256 x float], align 4
  %5 = alloca [256 x float], align 4
  %6 = alloca [256 x i8], align 16
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 144, i32 noundef 392, i32 noundef 768, i32 noundef 1296, i32 noundef 2600)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1296, i32 noundef 768, i32 noundef 768, i32 noundef 1296, i32 noundef 144, i32 noundef 44, i32 noundef 1196)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 1.500000e+00, double noundef 1.750000e+00, double noundef 3.500000e+00)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -2.500000e-01, double noundef 7.500000e-01, double noundef 3.750000e+00, double noundef 8.750000e+00)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1070251552)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 150, i32 noundef -300, i32 noundef 1050, i32 noundef -1200)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 5497558138887, i64 noundef -8)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -1, i32 noundef 0, i32 noundef 3, i32 noundef 50)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #5
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %5) #5
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #5
  br label %15

15:                                               ; preds = %15, %0
  %16 = phi i64 [ 0, %0 ], [ %35, %15 ]
  %17 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %36, %15 ]
  %18 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %37, %15 ]
  %19 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %38, %15 ]
  %20 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %39, %15 ]
  %21 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %16
  %22 = add <16 x i32> %17, <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  store <16 x i32> %22, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %16
  %24 = mul <16 x i32> %18, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  store <16 x i32> %24, ptr %23, align 4, !tbaa !6
  %25 = and <16 x i32> %19, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %26 = uitofp nneg <16 x i32> %25 to <16 x float>
  %27 = fmul <16 x float> %26, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %28 = getelementptr inbounds [256 x float], ptr %4, i64 0, i64 %16
  store <16 x float> %27, ptr %28, align 4, !tbaa !10
  %29 = urem <16 x i8> %20, <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5>
  %30 = uitofp nneg <16 x i8> %29 to <16 x float>
  %31 = getelementptr inbounds [256 x float], ptr %5, i64 0, i64 %16
  store <16 x float> %30, ptr %31, align 4, !tbaa !10
  %32 = mul <16 x i8> %20, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>
  %33 = add <16 x i8> %32, <i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13>
  %34 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %16
  store <16 x i8> %33, ptr %34, align 16, !tbaa !12
  %35 = add nuw i64 %16, 16
  %36 = add <16 x i32> %17, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %37 = add <16 x i32> %18, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %38 = add <16 x i32> %19, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %39 = add <16 x i8> %20, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %40 = icmp eq i64 %35, 256
  br i1 %40, label %41, label %15, !llvm.loop !13

41:                                               ; preds = %15
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  br label %42

42:                                               ; preds = %42, %41
  %43 = phi i64 [ 0, %41 ], [ %58, %42 ]
  %44 = getelementptr inbounds i32, ptr %1, i64 %43
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load <4 x i32>, ptr %44, align 4, !tbaa !6, !alias.scope !20, !noalias !24
  %47 = load <4 x i32>, ptr %45, align 4, !tbaa !6, !alias.scope !20, !noalias !24
  %48 = mul nsw <4 x i32> %46, <i32 3, i32 3, i32 3, i32 3>
  %49 = mul nsw <4 x i32> %47, <i32 3, i32 3, i32 3, i32 3>
  %50 = getelementptr inbounds i32, ptr %2, i64 %43
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load <4 x i32>, ptr %50, align 4, !tbaa !6, !alias.scope !22, !noalias !25
  %53 = load <4 x i32>, ptr %51, align 4, !tbaa !6, !alias.scope !22, !noalias !25
  %54 = add nsw <4 x i32> %48, %52
  %55 = add nsw <4 x i32> %49, %53
  %56 = getelementptr inbounds i32, ptr %3, i64 %43
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  store <4 x i32> %54, ptr %56, align 4, !tbaa !6, !alias.scope !17, !noalias !26
  store <4 x i32> %55, ptr %57, align 4, !tbaa !6, !alias.scope !17, !noalias !26
  %58 = add nuw i64 %43, 8
  %59 = icmp eq i64 %58, 256
  br i1 %59, label %60, label %42, !llvm.loop !27

60:                                               ; preds = %42, %60
  %61 = phi i64 [ %77, %60 ], [ 0, %42 ]
  %62 = phi <4 x i64> [ %78, %60 ], [ <i64 0, i64 1, i64 2, i64 3>, %42 ]
  %63 = phi <4 x i32> [ %75, %60 ], [ zeroinitializer, %42 ]
  %64 = phi <4 x i32> [ %76, %60 ], [ zeroinitializer, %42 ]
  %65 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %61
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load <4 x i32>, ptr %65, align 4, !tbaa !6
  %68 = load <4 x i32>, ptr %66, align 4, !tbaa !6
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
  br i1 %79, label %80, label %60, !llvm.loop !28

80:                                               ; preds = %60, %80
  %81 = phi i64 [ %95, %80 ], [ 0, %60 ]
  %82 = phi float [ %94, %80 ], [ 0.000000e+00, %60 ]
  %83 = getelementptr inbounds float, ptr %4, i64 %81
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load <4 x float>, ptr %83, align 4, !tbaa !10
  %86 = load <4 x float>, ptr %84, align 4, !tbaa !10
  %87 = getelementptr inbounds float, ptr %5, i64 %81
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load <4 x float>, ptr %87, align 4, !tbaa !10
  %90 = load <4 x float>, ptr %88, align 4, !tbaa !10
  %91 = fmul <4 x float> %85, %89
  %92 = fmul <4 x float> %86, %90
  %93 = tail call float @llvm.vector.reduce.fadd.v4f32(float %82, <4 x float> %91)
  %94 = tail call float @llvm.vector.reduce.fadd.v4f32(float %93, <4 x float> %92)
  %95 = add nuw i64 %81, 8
  %96 = icmp eq i64 %95, 256
  br i1 %96, label %97, label %80, !llvm.loop !29

97:                                               ; preds = %80
  %98 = getelementptr inbounds i8, ptr %6, i64 16
  %99 = load <16 x i8>, ptr %6, align 16, !tbaa !12
  %100 = load <16 x i8>, ptr %98, align 16, !tbaa !12
  %101 = getelementptr inbounds i8, ptr %6, i64 32
  %102 = getelementptr inbounds i8, ptr %6, i64 48
  %103 = load <16 x i8>, ptr %101, align 16, !tbaa !12
  %104 = load <16 x i8>, ptr %102, align 16, !tbaa !12
  %105 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %103, <16 x i8> %99)
  %106 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %104, <16 x i8> %100)
  %107 = getelementptr inbounds i8, ptr %6, i64 64
  %108 = getelementptr inbounds i8, ptr %6, i64 80
  %109 = load <16 x i8>, ptr %107, align 16, !tbaa !12
  %110 = load <16 x i8>, ptr %108, align 16, !tbaa !12
  %111 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %109, <16 x i8> %105)
  %112 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %110, <16 x i8> %106)
  %113 = getelementptr inbounds i8, ptr %6, i64 96
  %114 = getelementptr inbounds i8, ptr %6, i64 112
  %115 = load <16 x i8>, ptr %113, align 16, !tbaa !12
  %116 = load <16 x i8>, ptr %114, align 16, !tbaa !12
  %117 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %115, <16 x i8> %111)
  %118 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %116, <16 x i8> %112)
  %119 = getelementptr inbounds i8, ptr %6, i64 128
  %120 = getelementptr inbounds i8, ptr %6, i64 144
  %121 = load <16 x i8>, ptr %119, align 16, !tbaa !12
  %122 = load <16 x i8>, ptr %120, align 16, !tbaa !12
  %123 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %121, <16 x i8> %117)
  %124 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %122, <16 x i8> %118)
  %125 = getelementptr inbounds i8, ptr %6, i64 160
  %126 = getelementptr inbounds i8, ptr %6, i64 176
  %127 = load <16 x i8>, ptr %125, align 16, !tbaa !12
  %128 = load <16 x i8>, ptr %126, align 16, !tbaa !12
  %129 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %127, <16 x i8> %123)
  %130 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %128, <16 x i8> %124)
  %131 = getelementptr inbounds i8, ptr %6, i64 192
  %132 = getelementptr inbounds i8, ptr %6, i64 208
  %133 = load <16 x i8>, ptr %131, align 16, !tbaa !12
  %134 = load <16 x i8>, ptr %132, align 16, !tbaa !12
  %135 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %133, <16 x i8> %129)
  %136 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %134, <16 x i8> %130)
  %137 = getelementptr inbounds i8, ptr %6, i64 224
  %138 = getelementptr inbounds i8, ptr %6, i64 240
  %139 = load <16 x i8>, ptr %137, align 16, !tbaa !12
  %140 = load <16 x i8>, ptr %138, align 16, !tbaa !12
  %141 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %139, <16 x i8> %135)
  %142 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %140, <16 x i8> %136)
  %143 = xor <4 x i32> %76, %75
  %144 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %143)
  %145 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %141, <16 x i8> %142)
  %146 = tail call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %145)
  %147 = fpext float %94 to double
  %148 = zext i8 %146 to i32
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %144, double noundef %147, i32 noundef %148)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umax.v16i8(<16 x i8>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"add_loop: argument 0"}
!19 = distinct !{!19, !"add_loop"}
!20 = !{!21}
!21 = distinct !{!21, !19, !"add_loop: argument 1"}
!22 = !{!23}
!23 = distinct !{!23, !19, !"add_loop: argument 2"}
!24 = !{!18, !23}
!25 = !{!18, !21}
!26 = !{!21, !23}
!27 = distinct !{!27, !14, !15, !16}
!28 = distinct !{!28, !14, !15, !16}
!29 = distinct !{!29, !14, !15, !16}
