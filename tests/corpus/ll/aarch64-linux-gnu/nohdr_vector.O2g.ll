; ModuleID = 'tests/programs/nohdr_vector.c'
source_filename = "tests/programs/nohdr_vector.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"acc = %d %d %d %d sum %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [48 x i8] c"shuffle max = %d %d %d %d min = %d abs = %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [33 x i8] c"float vec = %.3f %.3f %.3f %.3f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [34 x i8] c"double vec = %.3f %.3f %.3f %.3f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [17 x i8] c"bytes hash = %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"shorts = %d %d %d %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [19 x i8] c"longs = %lld %lld\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [23 x i8] c"convert = %d %d %d %d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [35 x i8] c"add_loop = %d dot = %.3f max = %u\0A\00", align 1, !dbg !42

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !62 {
  %1 = alloca [256 x i32], align 4, !DIAssignID !132
    #dbg_assign(i1 undef, !116, !DIExpression(), !132, ptr %1, !DIExpression(), !133)
  %2 = alloca [256 x i32], align 4, !DIAssignID !134
    #dbg_assign(i1 undef, !120, !DIExpression(), !134, ptr %2, !DIExpression(), !133)
  %3 = alloca [256 x i32], align 4, !DIAssignID !135
    #dbg_assign(i1 undef, !121, !DIExpression(), !135, ptr %3, !DIExpression(), !133)
  %4 = alloca [256 x float], align 4, !DIAssignID !136
    #dbg_assign(i1 undef, !122, !DIExpression(), !136, ptr %4, !DIExpression(), !133)
  %5 = alloca [256 x float], align 4, !DIAssignID !137
    #dbg_assign(i1 undef, !124, !DIExpression(), !137, ptr %5, !DIExpression(), !133)
  %6 = alloca [256 x i8], align 16, !DIAssignID !138
    #dbg_assign(i1 undef, !125, !DIExpression(), !138, ptr %6, !DIExpression(), !133)
    #dbg_value(<4 x i32> <i32 -20, i32 -19, i32 -16, i32 -11>, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !133)
    #dbg_value(<4 x i32> <i32 -4, i32 5, i32 16, i32 29>, !67, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !133)
    #dbg_value(<4 x i32> <i32 44, i32 61, i32 80, i32 101>, !67, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !133)
    #dbg_value(<4 x i32> <i32 124, i32 149, i32 176, i32 205>, !67, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !133)
    #dbg_value(<4 x i32> <i32 144, i32 392, i32 768, i32 1296>, !73, !DIExpression(), !133)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 144, i32 noundef 392, i32 noundef 768, i32 noundef 1296, i32 noundef 2600), !dbg !139
    #dbg_value(<4 x i32> <i32 1296, i32 768, i32 392, i32 144>, !80, !DIExpression(), !133)
    #dbg_value(<4 x i32> <i32 1296, i32 768, i32 768, i32 1296>, !81, !DIExpression(), !133)
    #dbg_value(<4 x i32> <i32 144, i32 392, i32 392, i32 144>, !82, !DIExpression(), !133)
    #dbg_value(<4 x i32> <i32 44, i32 292, i32 668, i32 1196>, !83, !DIExpression(), !133)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1296, i32 noundef 768, i32 noundef 768, i32 noundef 1296, i32 noundef 144, i32 noundef 44, i32 noundef 1196), !dbg !140
    #dbg_value(<4 x float> <float 1.000000e+00, float 4.000000e+00, float 9.000000e+00, float 1.600000e+01>, !84, !DIExpression(), !133)
    #dbg_value(<4 x float> <float 0.000000e+00, float 1.500000e+00, float 1.750000e+00, float 3.500000e+00>, !87, !DIExpression(), !133)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 1.500000e+00, double noundef 1.750000e+00, double noundef 3.500000e+00), !dbg !141
    #dbg_value(<4 x double> <double -2.500000e-01, double 7.500000e-01, double 3.750000e+00, double 8.750000e+00>, !88, !DIExpression(), !133)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -2.500000e-01, double noundef 7.500000e-01, double noundef 3.750000e+00, double noundef 8.750000e+00), !dbg !142
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 -24, i8 5, i8 34, i8 63, i8 92, i8 121, i8 -106, i8 -77>, !91, !DIExpression(), !133)
    #dbg_value(<16 x i8> <i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 -24, i8 5, i8 34, i8 63, i8 92, i8 121, i8 -106, i8 -77, i8 0>, !96, !DIExpression(), !133)
    #dbg_value(<16 x i8> <i8 29, i8 39, i8 109, i8 35, i8 -27, i8 63, i8 101, i8 35, i8 -19, i8 39, i8 29, i8 99, i8 37, i8 -17, i8 37, i8 -77>, !97, !DIExpression(), !133)
    #dbg_value(i32 1070251552, !98, !DIExpression(), !133)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1070251552), !dbg !143
    #dbg_value(<8 x i16> <i16 150, i16 -300, i16 450, i16 -600, i16 750, i16 -900, i16 1050, i16 -1200>, !102, !DIExpression(), !133)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 150, i32 noundef -300, i32 noundef 1050, i32 noundef -1200), !dbg !144
    #dbg_value(<2 x i64> <i64 5497558138887, i64 -8>, !108, !DIExpression(), !133)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 5497558138887, i64 noundef -8), !dbg !145
    #dbg_value(<4 x float> <float -1.500000e+00, float 0.000000e+00, float 3.500000e+00, float 5.000000e+01>, !114, !DIExpression(), !133)
    #dbg_value(<4 x i32> <i32 -1, i32 0, i32 3, i32 50>, !115, !DIExpression(), !133)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -1, i32 noundef 0, i32 noundef 3, i32 noundef 50), !dbg !146
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #5, !dbg !147
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #5, !dbg !147
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #5, !dbg !147
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #5, !dbg !148
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %5) #5, !dbg !148
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #5, !dbg !149
    #dbg_value(i32 0, !127, !DIExpression(), !150)
  br label %15, !dbg !151

15:                                               ; preds = %15, %0
  %16 = phi i64 [ 0, %0 ], [ %35, %15 ], !dbg !152
  %17 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %36, %15 ], !dbg !154
  %18 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %37, %15 ], !dbg !156
  %19 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %0 ], [ %38, %15 ], !dbg !157
  %20 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %39, %15 ], !dbg !158
  %21 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %16, !dbg !159
  %22 = add <16 x i32> %17, <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>, !dbg !154
  store <16 x i32> %22, ptr %21, align 4, !dbg !154, !tbaa !160
  %23 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %16, !dbg !164
  %24 = mul <16 x i32> %18, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !156
  store <16 x i32> %24, ptr %23, align 4, !dbg !156, !tbaa !160
  %25 = and <16 x i32> %19, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !157
  %26 = uitofp nneg <16 x i32> %25 to <16 x float>, !dbg !165
  %27 = fmul <16 x float> %26, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, !dbg !166
  %28 = getelementptr inbounds [256 x float], ptr %4, i64 0, i64 %16, !dbg !167
  store <16 x float> %27, ptr %28, align 4, !dbg !168, !tbaa !169
  %29 = urem <16 x i8> %20, <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5>, !dbg !158
  %30 = uitofp nneg <16 x i8> %29 to <16 x float>, !dbg !171
  %31 = getelementptr inbounds [256 x float], ptr %5, i64 0, i64 %16, !dbg !172
  store <16 x float> %30, ptr %31, align 4, !dbg !173, !tbaa !169
  %32 = mul <16 x i8> %20, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !174
  %33 = add <16 x i8> %32, <i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13, i8 13>, !dbg !174
  %34 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %16, !dbg !175
  store <16 x i8> %33, ptr %34, align 16, !dbg !176, !tbaa !177
  %35 = add nuw i64 %16, 16, !dbg !152
  %36 = add <16 x i32> %17, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !154
  %37 = add <16 x i32> %18, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !156
  %38 = add <16 x i32> %19, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !157
  %39 = add <16 x i8> %20, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>, !dbg !158
  %40 = icmp eq i64 %35, 256, !dbg !152
  br i1 %40, label %41, label %15, !dbg !152, !llvm.loop !178

41:                                               ; preds = %15
  tail call void @llvm.experimental.noalias.scope.decl(metadata !183), !dbg !186
  tail call void @llvm.experimental.noalias.scope.decl(metadata !187), !dbg !186
  tail call void @llvm.experimental.noalias.scope.decl(metadata !189), !dbg !186
    #dbg_value(ptr %3, !191, !DIExpression(), !206)
    #dbg_value(ptr %1, !201, !DIExpression(), !206)
    #dbg_value(ptr %2, !202, !DIExpression(), !206)
    #dbg_value(i32 256, !203, !DIExpression(), !206)
    #dbg_value(i32 0, !204, !DIExpression(), !208)
  br label %42, !dbg !209

42:                                               ; preds = %42, %41
  %43 = phi i64 [ 0, %41 ], [ %58, %42 ], !dbg !210
  %44 = getelementptr inbounds i32, ptr %1, i64 %43, !dbg !212
  %45 = getelementptr inbounds i8, ptr %44, i64 16, !dbg !212
  %46 = load <4 x i32>, ptr %44, align 4, !dbg !212, !tbaa !160, !alias.scope !187, !noalias !213
  %47 = load <4 x i32>, ptr %45, align 4, !dbg !212, !tbaa !160, !alias.scope !187, !noalias !213
  %48 = mul nsw <4 x i32> %46, <i32 3, i32 3, i32 3, i32 3>, !dbg !214
  %49 = mul nsw <4 x i32> %47, <i32 3, i32 3, i32 3, i32 3>, !dbg !214
  %50 = getelementptr inbounds i32, ptr %2, i64 %43, !dbg !215
  %51 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !215
  %52 = load <4 x i32>, ptr %50, align 4, !dbg !215, !tbaa !160, !alias.scope !189, !noalias !216
  %53 = load <4 x i32>, ptr %51, align 4, !dbg !215, !tbaa !160, !alias.scope !189, !noalias !216
  %54 = add nsw <4 x i32> %48, %52, !dbg !217
  %55 = add nsw <4 x i32> %49, %53, !dbg !217
  %56 = getelementptr inbounds i32, ptr %3, i64 %43, !dbg !218
  %57 = getelementptr inbounds i8, ptr %56, i64 16, !dbg !219
  store <4 x i32> %54, ptr %56, align 4, !dbg !219, !tbaa !160, !alias.scope !183, !noalias !220
  store <4 x i32> %55, ptr %57, align 4, !dbg !219, !tbaa !160, !alias.scope !183, !noalias !220
  %58 = add nuw i64 %43, 8, !dbg !210
  %59 = icmp eq i64 %58, 256, !dbg !210
  br i1 %59, label %60, label %42, !dbg !210, !llvm.loop !221

60:                                               ; preds = %42, %60
  %61 = phi i64 [ %77, %60 ], [ 0, %42 ], !dbg !223
  %62 = phi <4 x i64> [ %78, %60 ], [ <i64 0, i64 1, i64 2, i64 3>, %42 ]
  %63 = phi <4 x i32> [ %75, %60 ], [ zeroinitializer, %42 ]
  %64 = phi <4 x i32> [ %76, %60 ], [ zeroinitializer, %42 ]
  %65 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %61, !dbg !225
  %66 = getelementptr inbounds i8, ptr %65, i64 16, !dbg !225
  %67 = load <4 x i32>, ptr %65, align 4, !dbg !225, !tbaa !160
  %68 = load <4 x i32>, ptr %66, align 4, !dbg !225, !tbaa !160
  %69 = trunc <4 x i64> %62 to <4 x i32>, !dbg !226
  %70 = add <4 x i32> %69, <i32 1, i32 1, i32 1, i32 1>, !dbg !226
  %71 = trunc <4 x i64> %62 to <4 x i32>, !dbg !226
  %72 = add <4 x i32> %71, <i32 5, i32 5, i32 5, i32 5>, !dbg !226
  %73 = mul nsw <4 x i32> %67, %70, !dbg !226
  %74 = mul nsw <4 x i32> %68, %72, !dbg !226
  %75 = xor <4 x i32> %73, %63, !dbg !227
  %76 = xor <4 x i32> %74, %64, !dbg !227
  %77 = add nuw i64 %61, 8, !dbg !223
  %78 = add <4 x i64> %62, <i64 8, i64 8, i64 8, i64 8>
  %79 = icmp eq i64 %77, 256, !dbg !223
  br i1 %79, label %80, label %60, !dbg !223, !llvm.loop !228

80:                                               ; preds = %60, %80
  %81 = phi i64 [ %95, %80 ], [ 0, %60 ], !dbg !231
  %82 = phi float [ %94, %80 ], [ 0.000000e+00, %60 ]
  %83 = getelementptr inbounds float, ptr %4, i64 %81, !dbg !246
  %84 = getelementptr inbounds i8, ptr %83, i64 16, !dbg !246
  %85 = load <4 x float>, ptr %83, align 4, !dbg !246, !tbaa !169
  %86 = load <4 x float>, ptr %84, align 4, !dbg !246, !tbaa !169
  %87 = getelementptr inbounds float, ptr %5, i64 %81, !dbg !247
  %88 = getelementptr inbounds i8, ptr %87, i64 16, !dbg !247
  %89 = load <4 x float>, ptr %87, align 4, !dbg !247, !tbaa !169
  %90 = load <4 x float>, ptr %88, align 4, !dbg !247, !tbaa !169
  %91 = fmul <4 x float> %85, %89
  %92 = fmul <4 x float> %86, %90
  %93 = tail call float @llvm.vector.reduce.fadd.v4f32(float %82, <4 x float> %91)
  %94 = tail call float @llvm.vector.reduce.fadd.v4f32(float %93, <4 x float> %92)
  %95 = add nuw i64 %81, 8, !dbg !231
  %96 = icmp eq i64 %95, 256, !dbg !231
  br i1 %96, label %97, label %80, !dbg !231, !llvm.loop !248

97:                                               ; preds = %80
  %98 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !251
  %99 = load <16 x i8>, ptr %6, align 16, !dbg !251, !tbaa !177
  %100 = load <16 x i8>, ptr %98, align 16, !dbg !251, !tbaa !177
  %101 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !251
  %102 = getelementptr inbounds i8, ptr %6, i64 48, !dbg !251
  %103 = load <16 x i8>, ptr %101, align 16, !dbg !251, !tbaa !177
  %104 = load <16 x i8>, ptr %102, align 16, !dbg !251, !tbaa !177
  %105 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %103, <16 x i8> %99), !dbg !251
  %106 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %104, <16 x i8> %100), !dbg !251
  %107 = getelementptr inbounds i8, ptr %6, i64 64, !dbg !251
  %108 = getelementptr inbounds i8, ptr %6, i64 80, !dbg !251
  %109 = load <16 x i8>, ptr %107, align 16, !dbg !251, !tbaa !177
  %110 = load <16 x i8>, ptr %108, align 16, !dbg !251, !tbaa !177
  %111 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %109, <16 x i8> %105), !dbg !251
  %112 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %110, <16 x i8> %106), !dbg !251
  %113 = getelementptr inbounds i8, ptr %6, i64 96, !dbg !251
  %114 = getelementptr inbounds i8, ptr %6, i64 112, !dbg !251
  %115 = load <16 x i8>, ptr %113, align 16, !dbg !251, !tbaa !177
  %116 = load <16 x i8>, ptr %114, align 16, !dbg !251, !tbaa !177
  %117 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %115, <16 x i8> %111), !dbg !251
  %118 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %116, <16 x i8> %112), !dbg !251
  %119 = getelementptr inbounds i8, ptr %6, i64 128, !dbg !251
  %120 = getelementptr inbounds i8, ptr %6, i64 144, !dbg !251
  %121 = load <16 x i8>, ptr %119, align 16, !dbg !251, !tbaa !177
  %122 = load <16 x i8>, ptr %120, align 16, !dbg !251, !tbaa !177
  %123 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %121, <16 x i8> %117), !dbg !251
  %124 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %122, <16 x i8> %118), !dbg !251
  %125 = getelementptr inbounds i8, ptr %6, i64 160, !dbg !251
  %126 = getelementptr inbounds i8, ptr %6, i64 176, !dbg !251
  %127 = load <16 x i8>, ptr %125, align 16, !dbg !251, !tbaa !177
  %128 = load <16 x i8>, ptr %126, align 16, !dbg !251, !tbaa !177
  %129 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %127, <16 x i8> %123), !dbg !251
  %130 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %128, <16 x i8> %124), !dbg !251
  %131 = getelementptr inbounds i8, ptr %6, i64 192, !dbg !251
  %132 = getelementptr inbounds i8, ptr %6, i64 208, !dbg !251
  %133 = load <16 x i8>, ptr %131, align 16, !dbg !251, !tbaa !177
  %134 = load <16 x i8>, ptr %132, align 16, !dbg !251, !tbaa !177
  %135 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %133, <16 x i8> %129), !dbg !251
  %136 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %134, <16 x i8> %130), !dbg !251
  %137 = getelementptr inbounds i8, ptr %6, i64 224, !dbg !251
  %138 = getelementptr inbounds i8, ptr %6, i64 240, !dbg !251
  %139 = load <16 x i8>, ptr %137, align 16, !dbg !251, !tbaa !177
  %140 = load <16 x i8>, ptr %138, align 16, !dbg !251, !tbaa !177
  %141 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %139, <16 x i8> %135), !dbg !251
  %142 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %140, <16 x i8> %136), !dbg !251
  %143 = xor <4 x i32> %76, %75, !dbg !229
  %144 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %143), !dbg !229
  %145 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %141, <16 x i8> %142), !dbg !265
  %146 = tail call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %145), !dbg !265
  %147 = fpext float %94 to double, !dbg !266
  %148 = zext i8 %146 to i32, !dbg !267
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %144, double noundef %147, i32 noundef %148), !dbg !268
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #5, !dbg !269
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %5) #5, !dbg !269
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #5, !dbg !269
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #5, !dbg !269
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #5, !dbg !269
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #5, !dbg !269
  ret i32 0, !dbg !270
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !271 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_vector.c", directory: ".", checksumkind: CSK_MD5, checksum: "b4ef8e9f7a479a6f7b5781e884b24993")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 48)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 33)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 34)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 19)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 23)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 35)
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !48, globals: !52, splitDebugInlining: false, nameTableKind: None)
!48 = !{!49, !50, !51}
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!51 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!52 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42}
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"frame-pointer", i32 1}
!60 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!61 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!62 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !63, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !66)
!63 = !DISubroutineType(types: !64)
!64 = !{!65}
!65 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!66 = !{!67, !71, !73, !78, !80, !81, !82, !83, !84, !87, !88, !91, !94, !96, !97, !98, !100, !102, !108, !114, !115, !116, !120, !121, !122, !124, !125, !127, !129, !130}
!67 = !DILocalVariable(name: "data", scope: !62, file: !2, line: 31, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 512, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 16)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 32, type: !65)
!72 = distinct !DILexicalBlock(scope: !62, file: !2, line: 32, column: 5)
!73 = !DILocalVariable(name: "acc", scope: !62, file: !2, line: 33, type: !74)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4i", file: !2, line: 5, baseType: !75)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 128, flags: DIFlagVector, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 4)
!78 = !DILocalVariable(name: "i", scope: !79, file: !2, line: 34, type: !65)
!79 = distinct !DILexicalBlock(scope: !62, file: !2, line: 34, column: 5)
!80 = !DILocalVariable(name: "sh", scope: !62, file: !2, line: 36, type: !74)
!81 = !DILocalVariable(name: "mx", scope: !62, file: !2, line: 37, type: !74)
!82 = !DILocalVariable(name: "mn", scope: !62, file: !2, line: 38, type: !74)
!83 = !DILocalVariable(name: "ab", scope: !62, file: !2, line: 39, type: !74)
!84 = !DILocalVariable(name: "f", scope: !62, file: !2, line: 41, type: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !2, line: 6, baseType: !86)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 128, flags: DIFlagVector, elements: !76)
!87 = !DILocalVariable(name: "g", scope: !62, file: !2, line: 42, type: !85)
!88 = !DILocalVariable(name: "d", scope: !62, file: !2, line: 44, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4d", file: !2, line: 7, baseType: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 256, flags: DIFlagVector, elements: !76)
!91 = !DILocalVariable(name: "bytes", scope: !62, file: !2, line: 47, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16u8", file: !2, line: 8, baseType: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 128, flags: DIFlagVector, elements: !69)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 48, type: !65)
!95 = distinct !DILexicalBlock(scope: !62, file: !2, line: 48, column: 5)
!96 = !DILocalVariable(name: "rot", scope: !62, file: !2, line: 49, type: !92)
!97 = !DILocalVariable(name: "x", scope: !62, file: !2, line: 50, type: !92)
!98 = !DILocalVariable(name: "bs", scope: !62, file: !2, line: 51, type: !99)
!99 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 52, type: !65)
!101 = distinct !DILexicalBlock(scope: !62, file: !2, line: 52, column: 5)
!102 = !DILocalVariable(name: "s", scope: !62, file: !2, line: 54, type: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8i16", file: !2, line: 9, baseType: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 128, flags: DIFlagVector, elements: !106)
!105 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!106 = !{!107}
!107 = !DISubrange(count: 8)
!108 = !DILocalVariable(name: "l", scope: !62, file: !2, line: 57, type: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2i64", file: !2, line: 10, baseType: !110)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 128, flags: DIFlagVector, elements: !112)
!111 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!112 = !{!113}
!113 = !DISubrange(count: 2)
!114 = !DILocalVariable(name: "cf", scope: !62, file: !2, line: 60, type: !85)
!115 = !DILocalVariable(name: "ci", scope: !62, file: !2, line: 61, type: !74)
!116 = !DILocalVariable(name: "a", scope: !62, file: !2, line: 63, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 8192, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 256)
!120 = !DILocalVariable(name: "b", scope: !62, file: !2, line: 63, type: !117)
!121 = !DILocalVariable(name: "out", scope: !62, file: !2, line: 63, type: !117)
!122 = !DILocalVariable(name: "fa", scope: !62, file: !2, line: 64, type: !123)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 8192, elements: !118)
!124 = !DILocalVariable(name: "fb", scope: !62, file: !2, line: 64, type: !123)
!125 = !DILocalVariable(name: "u", scope: !62, file: !2, line: 65, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 2048, elements: !118)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 66, type: !65)
!128 = distinct !DILexicalBlock(scope: !62, file: !2, line: 66, column: 5)
!129 = !DILocalVariable(name: "os", scope: !62, file: !2, line: 71, type: !65)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 72, type: !65)
!131 = distinct !DILexicalBlock(scope: !62, file: !2, line: 72, column: 5)
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 0, scope: !62)
!134 = distinct !DIAssignID()
!135 = distinct !DIAssignID()
!136 = distinct !DIAssignID()
!137 = distinct !DIAssignID()
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 35, column: 5, scope: !62)
!140 = !DILocation(line: 40, column: 5, scope: !62)
!141 = !DILocation(line: 43, column: 5, scope: !62)
!142 = !DILocation(line: 46, column: 5, scope: !62)
!143 = !DILocation(line: 53, column: 5, scope: !62)
!144 = !DILocation(line: 56, column: 5, scope: !62)
!145 = !DILocation(line: 59, column: 5, scope: !62)
!146 = !DILocation(line: 62, column: 5, scope: !62)
!147 = !DILocation(line: 63, column: 5, scope: !62)
!148 = !DILocation(line: 64, column: 5, scope: !62)
!149 = !DILocation(line: 65, column: 5, scope: !62)
!150 = !DILocation(line: 0, scope: !128)
!151 = !DILocation(line: 66, column: 5, scope: !128)
!152 = !DILocation(line: 66, column: 31, scope: !153)
!153 = distinct !DILexicalBlock(scope: !128, file: !2, line: 66, column: 5)
!154 = !DILocation(line: 67, column: 14, scope: !155)
!155 = distinct !DILexicalBlock(scope: !153, file: !2, line: 66, column: 35)
!156 = !DILocation(line: 67, column: 30, scope: !155)
!157 = !DILocation(line: 67, column: 57, scope: !155)
!158 = !DILocation(line: 67, column: 89, scope: !155)
!159 = !DILocation(line: 67, column: 9, scope: !155)
!160 = !{!161, !161, i64 0}
!161 = !{!"int", !162, i64 0}
!162 = !{!"omnipotent char", !163, i64 0}
!163 = !{!"Simple C/C++ TBAA"}
!164 = !DILocation(line: 67, column: 25, scope: !155)
!165 = !DILocation(line: 67, column: 47, scope: !155)
!166 = !DILocation(line: 67, column: 62, scope: !155)
!167 = !DILocation(line: 67, column: 39, scope: !155)
!168 = !DILocation(line: 67, column: 45, scope: !155)
!169 = !{!170, !170, i64 0}
!170 = !{!"float", !162, i64 0}
!171 = !DILocation(line: 67, column: 79, scope: !155)
!172 = !DILocation(line: 67, column: 71, scope: !155)
!173 = !DILocation(line: 67, column: 77, scope: !155)
!174 = !DILocation(line: 68, column: 16, scope: !155)
!175 = !DILocation(line: 68, column: 9, scope: !155)
!176 = !DILocation(line: 68, column: 14, scope: !155)
!177 = !{!162, !162, i64 0}
!178 = distinct !{!178, !151, !179, !180, !181, !182}
!179 = !DILocation(line: 69, column: 5, scope: !128)
!180 = !{!"llvm.loop.mustprogress"}
!181 = !{!"llvm.loop.isvectorized", i32 1}
!182 = !{!"llvm.loop.unroll.runtime.disable"}
!183 = !{!184}
!184 = distinct !{!184, !185, !"add_loop: argument 0"}
!185 = distinct !{!185, !"add_loop"}
!186 = !DILocation(line: 70, column: 5, scope: !62)
!187 = !{!188}
!188 = distinct !{!188, !185, !"add_loop: argument 1"}
!189 = !{!190}
!190 = distinct !{!190, !185, !"add_loop: argument 2"}
!191 = !DILocalVariable(name: "out", arg: 1, scope: !192, file: !2, line: 16, type: !195)
!192 = distinct !DISubprogram(name: "add_loop", scope: !2, file: !2, line: 16, type: !193, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !200)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !195, !197, !197, !65}
!195 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !198)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 64)
!199 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!200 = !{!191, !201, !202, !203, !204}
!201 = !DILocalVariable(name: "a", arg: 2, scope: !192, file: !2, line: 16, type: !197)
!202 = !DILocalVariable(name: "b", arg: 3, scope: !192, file: !2, line: 16, type: !197)
!203 = !DILocalVariable(name: "n", arg: 4, scope: !192, file: !2, line: 16, type: !65)
!204 = !DILocalVariable(name: "i", scope: !205, file: !2, line: 17, type: !65)
!205 = distinct !DILexicalBlock(scope: !192, file: !2, line: 17, column: 5)
!206 = !DILocation(line: 0, scope: !192, inlinedAt: !207)
!207 = distinct !DILocation(line: 70, column: 5, scope: !62)
!208 = !DILocation(line: 0, scope: !205, inlinedAt: !207)
!209 = !DILocation(line: 17, column: 5, scope: !205, inlinedAt: !207)
!210 = !DILocation(line: 17, column: 29, scope: !211, inlinedAt: !207)
!211 = distinct !DILexicalBlock(scope: !205, file: !2, line: 17, column: 5)
!212 = !DILocation(line: 17, column: 42, scope: !211, inlinedAt: !207)
!213 = !{!184, !190}
!214 = !DILocation(line: 17, column: 47, scope: !211, inlinedAt: !207)
!215 = !DILocation(line: 17, column: 53, scope: !211, inlinedAt: !207)
!216 = !{!184, !188}
!217 = !DILocation(line: 17, column: 51, scope: !211, inlinedAt: !207)
!218 = !DILocation(line: 17, column: 33, scope: !211, inlinedAt: !207)
!219 = !DILocation(line: 17, column: 40, scope: !211, inlinedAt: !207)
!220 = !{!188, !190}
!221 = distinct !{!221, !209, !222, !180, !181, !182}
!222 = !DILocation(line: 17, column: 56, scope: !205, inlinedAt: !207)
!223 = !DILocation(line: 72, column: 53, scope: !224)
!224 = distinct !DILexicalBlock(scope: !131, file: !2, line: 72, column: 5)
!225 = !DILocation(line: 72, column: 41, scope: !224)
!226 = !DILocation(line: 72, column: 48, scope: !224)
!227 = !DILocation(line: 72, column: 38, scope: !224)
!228 = distinct !{!228, !229, !230, !180, !181, !182}
!229 = !DILocation(line: 72, column: 5, scope: !131)
!230 = !DILocation(line: 72, column: 56, scope: !131)
!231 = !DILocation(line: 21, column: 29, scope: !232, inlinedAt: !245)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 21, column: 5)
!233 = distinct !DILexicalBlock(scope: !234, file: !2, line: 21, column: 5)
!234 = distinct !DISubprogram(name: "dot_loop", scope: !2, file: !2, line: 19, type: !235, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !239)
!235 = !DISubroutineType(types: !236)
!236 = !{!51, !237, !237, !65}
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!239 = !{!240, !241, !242, !243, !244}
!240 = !DILocalVariable(name: "a", arg: 1, scope: !234, file: !2, line: 19, type: !237)
!241 = !DILocalVariable(name: "b", arg: 2, scope: !234, file: !2, line: 19, type: !237)
!242 = !DILocalVariable(name: "n", arg: 3, scope: !234, file: !2, line: 19, type: !65)
!243 = !DILocalVariable(name: "s", scope: !234, file: !2, line: 20, type: !51)
!244 = !DILocalVariable(name: "i", scope: !233, file: !2, line: 21, type: !65)
!245 = distinct !DILocation(line: 73, column: 63, scope: !62)
!246 = !DILocation(line: 21, column: 38, scope: !232, inlinedAt: !245)
!247 = !DILocation(line: 21, column: 45, scope: !232, inlinedAt: !245)
!248 = distinct !{!248, !249, !250, !180, !181, !182}
!249 = !DILocation(line: 21, column: 5, scope: !233, inlinedAt: !245)
!250 = !DILocation(line: 21, column: 48, scope: !233, inlinedAt: !245)
!251 = !DILocation(line: 26, column: 37, scope: !252, inlinedAt: !264)
!252 = distinct !DILexicalBlock(scope: !253, file: !2, line: 26, column: 5)
!253 = distinct !DILexicalBlock(scope: !254, file: !2, line: 26, column: 5)
!254 = distinct !DISubprogram(name: "max_loop", scope: !2, file: !2, line: 24, type: !255, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !259)
!255 = !DISubroutineType(types: !256)
!256 = !{!50, !257, !65}
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64)
!258 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!259 = !{!260, !261, !262, !263}
!260 = !DILocalVariable(name: "p", arg: 1, scope: !254, file: !2, line: 24, type: !257)
!261 = !DILocalVariable(name: "n", arg: 2, scope: !254, file: !2, line: 24, type: !65)
!262 = !DILocalVariable(name: "m", scope: !254, file: !2, line: 25, type: !50)
!263 = !DILocalVariable(name: "i", scope: !253, file: !2, line: 26, type: !65)
!264 = distinct !DILocation(line: 73, column: 86, scope: !62)
!265 = !DILocation(line: 26, column: 5, scope: !253, inlinedAt: !264)
!266 = !DILocation(line: 73, column: 55, scope: !62)
!267 = !DILocation(line: 73, column: 86, scope: !62)
!268 = !DILocation(line: 73, column: 5, scope: !62)
!269 = !DILocation(line: 75, column: 1, scope: !62)
!270 = !DILocation(line: 74, column: 5, scope: !62)
!271 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!272 = !DISubroutineType(types: !273)
!273 = !{!65, !274, null}
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
