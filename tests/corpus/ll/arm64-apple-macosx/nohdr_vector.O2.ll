; ModuleID = 'tests/programs/nohdr_vector.c'
source_filename = "tests/programs/nohdr_vector.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [26 x i8] c"acc = %d %d %d %d sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"shuffle max = %d %d %d %d min = %d abs = %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"float vec = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"double vec = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"bytes hash = %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"shorts = %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"longs = %lld %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"convert = %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"add_loop = %d dot = %.3f max = %u\0A\00", align 1

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 {
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
  store <16 x i32> %22, ptr %21, align 4, !tbaa !5
  %23 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %16
  %24 = mul <16 x i32> %18, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  store <16 x i32> %24, ptr %23, align 4, !tbaa !5
  %25 = and <16 x i32> %19, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %26 = uitofp nneg <16 x i32> %25 to <16 x float>
  %27 = fmul <16 x float> %26, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %28 = getelementptr inbounds [256 x float], ptr %4, i64 0, i64 %16
  store <16 x float> %27, ptr %28, align 4, !tbaa !9
  %29 = urem <16 x i8> %20, <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5>
  %30 = uitofp nneg <16 x i8> %29 to <16 x float>
  %31 = getelementptr inbounds [256 x float], ptr %5, i64 0, i64 %16
  store <16 x float> %30, ptr %31, align 4, !tbaa !9
  %32 = mul <16 x i8> %20, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>
  %33 = add <16 x i8> %32, <i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13>
  %34 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %16
  store <16 x i8> %33, ptr %34, align 16, !tbaa !11
  %35 = add nuw i64 %16, 16
  %36 = add <16 x i32> %17, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %37 = add <16 x i32> %18, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %38 = add <16 x i32> %19, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %39 = add <16 x i8> %20, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %40 = icmp eq i64 %35, 256
  br i1 %40, label %41, label %15, !llvm.loop !12

41:                                               ; preds = %15
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  br label %42

42:                                               ; preds = %42, %41
  %43 = phi i64 [ 0, %41 ], [ %72, %42 ]
  %44 = getelementptr inbounds i32, ptr %1, i64 %43
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = getelementptr inbounds i8, ptr %44, i64 32
  %47 = getelementptr inbounds i8, ptr %44, i64 48
  %48 = load <4 x i32>, ptr %44, align 4, !tbaa !5, !alias.scope !19, !noalias !23
  %49 = load <4 x i32>, ptr %45, align 4, !tbaa !5, !alias.scope !19, !noalias !23
  %50 = load <4 x i32>, ptr %46, align 4, !tbaa !5, !alias.scope !19, !noalias !23
  %51 = load <4 x i32>, ptr %47, align 4, !tbaa !5, !alias.scope !19, !noalias !23
  %52 = mul nsw <4 x i32> %48, <i32 3, i32 3, i32 3, i32 3>
  %53 = mul nsw <4 x i32> %49, <i32 3, i32 3, i32 3, i32 3>
  %54 = mul nsw <4 x i32> %50, <i32 3, i32 3, i32 3, i32 3>
  %55 = mul nsw <4 x i32> %51, <i32 3, i32 3, i32 3, i32 3>
  %56 = getelementptr inbounds i32, ptr %2, i64 %43
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = getelementptr inbounds i8, ptr %56, i64 32
  %59 = getelementptr inbounds i8, ptr %56, i64 48
  %60 = load <4 x i32>, ptr %56, align 4, !tbaa !5, !alias.scope !21, !noalias !24
  %61 = load <4 x i32>, ptr %57, align 4, !tbaa !5, !alias.scope !21, !noalias !24
  %62 = load <4 x i32>, ptr %58, align 4, !tbaa !5, !alias.scope !21, !noalias !24
  %63 = load <4 x i32>, ptr %59, align 4, !tbaa !5, !alias.scope !21, !noalias !24
  %64 = add nsw <4 x i32> %52, %60
  %65 = add nsw <4 x i32> %53, %61
  %66 = add nsw <4 x i32> %54, %62
  %67 = add nsw <4 x i32> %55, %63
  %68 = getelementptr inbounds i32, ptr %3, i64 %43
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = getelementptr inbounds i8, ptr %68, i64 32
  %71 = getelementptr inbounds i8, ptr %68, i64 48
  store <4 x i32> %64, ptr %68, align 4, !tbaa !5, !alias.scope !16, !noalias !25
  store <4 x i32> %65, ptr %69, align 4, !tbaa !5, !alias.scope !16, !noalias !25
  store <4 x i32> %66, ptr %70, align 4, !tbaa !5, !alias.scope !16, !noalias !25
  store <4 x i32> %67, ptr %71, align 4, !tbaa !5, !alias.scope !16, !noalias !25
  %72 = add nuw i64 %43, 16
  %73 = icmp eq i64 %72, 256
  br i1 %73, label %74, label %42, !llvm.loop !26

74:                                               ; preds = %42, %74
  %75 = phi i64 [ %105, %74 ], [ 0, %42 ]
  %76 = phi <4 x i64> [ %106, %74 ], [ <i64 0, i64 1, i64 2, i64 3>, %42 ]
  %77 = phi <4 x i32> [ %101, %74 ], [ zeroinitializer, %42 ]
  %78 = phi <4 x i32> [ %102, %74 ], [ zeroinitializer, %42 ]
  %79 = phi <4 x i32> [ %103, %74 ], [ zeroinitializer, %42 ]
  %80 = phi <4 x i32> [ %104, %74 ], [ zeroinitializer, %42 ]
  %81 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %75
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = getelementptr inbounds i8, ptr %81, i64 32
  %84 = getelementptr inbounds i8, ptr %81, i64 48
  %85 = load <4 x i32>, ptr %81, align 4, !tbaa !5
  %86 = load <4 x i32>, ptr %82, align 4, !tbaa !5
  %87 = load <4 x i32>, ptr %83, align 4, !tbaa !5
  %88 = load <4 x i32>, ptr %84, align 4, !tbaa !5
  %89 = trunc <4 x i64> %76 to <4 x i32>
  %90 = add <4 x i32> %89, <i32 1, i32 1, i32 1, i32 1>
  %91 = trunc <4 x i64> %76 to <4 x i32>
  %92 = add <4 x i32> %91, <i32 5, i32 5, i32 5, i32 5>
  %93 = trunc <4 x i64> %76 to <4 x i32>
  %94 = add <4 x i32> %93, <i32 9, i32 9, i32 9, i32 9>
  %95 = trunc <4 x i64> %76 to <4 x i32>
  %96 = add <4 x i32> %95, <i32 13, i32 13, i32 13, i32 13>
  %97 = mul nsw <4 x i32> %85, %90
  %98 = mul nsw <4 x i32> %86, %92
  %99 = mul nsw <4 x i32> %87, %94
  %100 = mul nsw <4 x i32> %88, %96
  %101 = xor <4 x i32> %97, %77
  %102 = xor <4 x i32> %98, %78
  %103 = xor <4 x i32> %99, %79
  %104 = xor <4 x i32> %100, %80
  %105 = add nuw i64 %75, 16
  %106 = add <4 x i64> %76, <i64 16, i64 16, i64 16, i64 16>
  %107 = icmp eq i64 %105, 256
  br i1 %107, label %108, label %74, !llvm.loop !27

108:                                              ; preds = %74, %108
  %109 = phi i64 [ %135, %108 ], [ 0, %74 ]
  %110 = phi float [ %134, %108 ], [ 0.000000e+00, %74 ]
  %111 = getelementptr inbounds float, ptr %4, i64 %109
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = getelementptr inbounds i8, ptr %111, i64 32
  %114 = getelementptr inbounds i8, ptr %111, i64 48
  %115 = load <4 x float>, ptr %111, align 4, !tbaa !9
  %116 = load <4 x float>, ptr %112, align 4, !tbaa !9
  %117 = load <4 x float>, ptr %113, align 4, !tbaa !9
  %118 = load <4 x float>, ptr %114, align 4, !tbaa !9
  %119 = getelementptr inbounds float, ptr %5, i64 %109
  %120 = getelementptr inbounds i8, ptr %119, i64 16
  %121 = getelementptr inbounds i8, ptr %119, i64 32
  %122 = getelementptr inbounds i8, ptr %119, i64 48
  %123 = load <4 x float>, ptr %119, align 4, !tbaa !9
  %124 = load <4 x float>, ptr %120, align 4, !tbaa !9
  %125 = load <4 x float>, ptr %121, align 4, !tbaa !9
  %126 = load <4 x float>, ptr %122, align 4, !tbaa !9
  %127 = fmul <4 x float> %115, %123
  %128 = fmul <4 x float> %116, %124
  %129 = fmul <4 x float> %117, %125
  %130 = fmul <4 x float> %118, %126
  %131 = tail call float @llvm.vector.reduce.fadd.v4f32(float %110, <4 x float> %127)
  %132 = tail call float @llvm.vector.reduce.fadd.v4f32(float %131, <4 x float> %128)
  %133 = tail call float @llvm.vector.reduce.fadd.v4f32(float %132, <4 x float> %129)
  %134 = tail call float @llvm.vector.reduce.fadd.v4f32(float %133, <4 x float> %130)
  %135 = add nuw i64 %109, 16
  %136 = icmp eq i64 %135, 256
  br i1 %136, label %137, label %108, !llvm.loop !28

137:                                              ; preds = %108
  %138 = getelementptr inbounds i8, ptr %6, i64 16
  %139 = getelementptr inbounds i8, ptr %6, i64 32
  %140 = getelementptr inbounds i8, ptr %6, i64 48
  %141 = load <16 x i8>, ptr %6, align 16, !tbaa !11
  %142 = load <16 x i8>, ptr %138, align 16, !tbaa !11
  %143 = load <16 x i8>, ptr %139, align 16, !tbaa !11
  %144 = load <16 x i8>, ptr %140, align 16, !tbaa !11
  %145 = getelementptr inbounds i8, ptr %6, i64 64
  %146 = getelementptr inbounds i8, ptr %6, i64 80
  %147 = getelementptr inbounds i8, ptr %6, i64 96
  %148 = getelementptr inbounds i8, ptr %6, i64 112
  %149 = load <16 x i8>, ptr %145, align 16, !tbaa !11
  %150 = load <16 x i8>, ptr %146, align 16, !tbaa !11
  %151 = load <16 x i8>, ptr %147, align 16, !tbaa !11
  %152 = load <16 x i8>, ptr %148, align 16, !tbaa !11
  %153 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %149, <16 x i8> %141)
  %154 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %150, <16 x i8> %142)
  %155 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %151, <16 x i8> %143)
  %156 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %152, <16 x i8> %144)
  %157 = getelementptr inbounds i8, ptr %6, i64 128
  %158 = getelementptr inbounds i8, ptr %6, i64 144
  %159 = getelementptr inbounds i8, ptr %6, i64 160
  %160 = getelementptr inbounds i8, ptr %6, i64 176
  %161 = load <16 x i8>, ptr %157, align 16, !tbaa !11
  %162 = load <16 x i8>, ptr %158, align 16, !tbaa !11
  %163 = load <16 x i8>, ptr %159, align 16, !tbaa !11
  %164 = load <16 x i8>, ptr %160, align 16, !tbaa !11
  %165 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %161, <16 x i8> %153)
  %166 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %162, <16 x i8> %154)
  %167 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %163, <16 x i8> %155)
  %168 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %164, <16 x i8> %156)
  %169 = getelementptr inbounds i8, ptr %6, i64 192
  %170 = getelementptr inbounds i8, ptr %6, i64 208
  %171 = getelementptr inbounds i8, ptr %6, i64 224
  %172 = getelementptr inbounds i8, ptr %6, i64 240
  %173 = load <16 x i8>, ptr %169, align 16, !tbaa !11
  %174 = load <16 x i8>, ptr %170, align 16, !tbaa !11
  %175 = load <16 x i8>, ptr %171, align 16, !tbaa !11
  %176 = load <16 x i8>, ptr %172, align 16, !tbaa !11
  %177 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %173, <16 x i8> %165)
  %178 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %174, <16 x i8> %166)
  %179 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %175, <16 x i8> %167)
  %180 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %176, <16 x i8> %168)
  %181 = xor <4 x i32> %102, %101
  %182 = xor <4 x i32> %103, %181
  %183 = xor <4 x i32> %104, %182
  %184 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %183)
  %185 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %177, <16 x i8> %178)
  %186 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %185, <16 x i8> %179)
  %187 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %186, <16 x i8> %180)
  %188 = tail call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %187)
  %189 = fpext float %134 to double
  %190 = zext i8 %188 to i32
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %184, double noundef %189, i32 noundef %190)
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

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
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
!28 = distinct !{!28, !13, !14, !15}
