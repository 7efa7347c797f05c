; ModuleID = 'tests/programs/nohdr_vector.c'
source_filename = "tests/programs/nohdr_vector.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !61 {
  %1 = alloca [256 x i32], align 16, !DIAssignID !131
    #dbg_assign(i1 undef, !115, !DIExpression(), !131, ptr %1, !DIExpression(), !132)
  %2 = alloca [256 x i32], align 16, !DIAssignID !133
    #dbg_assign(i1 undef, !119, !DIExpression(), !133, ptr %2, !DIExpression(), !132)
  %3 = alloca [256 x i32], align 16, !DIAssignID !134
    #dbg_assign(i1 undef, !120, !DIExpression(), !134, ptr %3, !DIExpression(), !132)
  %4 = alloca [256 x float], align 16, !DIAssignID !135
    #dbg_assign(i1 undef, !121, !DIExpression(), !135, ptr %4, !DIExpression(), !132)
  %5 = alloca [256 x float], align 16, !DIAssignID !136
    #dbg_assign(i1 undef, !123, !DIExpression(), !136, ptr %5, !DIExpression(), !132)
  %6 = alloca [256 x i8], align 16, !DIAssignID !137
    #dbg_assign(i1 undef, !124, !DIExpression(), !137, ptr %6, !DIExpression(), !132)
    #dbg_value(<4 x i32> <i32 -20, i32 -19, i32 -16, i32 -11>, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !132)
    #dbg_value(<4 x i32> <i32 -4, i32 5, i32 16, i32 29>, !66, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !132)
    #dbg_value(<4 x i32> <i32 44, i32 61, i32 80, i32 101>, !66, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !132)
    #dbg_value(<4 x i32> <i32 124, i32 149, i32 176, i32 205>, !66, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !132)
    #dbg_value(<4 x i32> <i32 144, i32 392, i32 768, i32 1296>, !72, !DIExpression(), !132)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 144, i32 noundef 392, i32 noundef 768, i32 noundef 1296, i32 noundef 2600), !dbg !138
    #dbg_value(<4 x i32> <i32 1296, i32 768, i32 392, i32 144>, !79, !DIExpression(), !132)
    #dbg_value(<4 x i32> <i32 1296, i32 768, i32 768, i32 1296>, !80, !DIExpression(), !132)
    #dbg_value(<4 x i32> <i32 144, i32 392, i32 392, i32 144>, !81, !DIExpression(), !132)
    #dbg_value(<4 x i32> <i32 44, i32 292, i32 668, i32 1196>, !82, !DIExpression(), !132)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1296, i32 noundef 768, i32 noundef 768, i32 noundef 1296, i32 noundef 144, i32 noundef 44, i32 noundef 1196), !dbg !139
    #dbg_value(<4 x float> <float 1.000000e+00, float 4.000000e+00, float 9.000000e+00, float 1.600000e+01>, !83, !DIExpression(), !132)
    #dbg_value(<4 x float> <float 0.000000e+00, float 1.500000e+00, float 1.750000e+00, float 3.500000e+00>, !86, !DIExpression(), !132)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 1.500000e+00, double noundef 1.750000e+00, double noundef 3.500000e+00), !dbg !140
    #dbg_value(<4 x double> <double -2.500000e-01, double 7.500000e-01, double 3.750000e+00, double 8.750000e+00>, !87, !DIExpression(), !132)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -2.500000e-01, double noundef 7.500000e-01, double noundef 3.750000e+00, double noundef 8.750000e+00), !dbg !141
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 -24, i8 5, i8 34, i8 63, i8 92, i8 121, i8 -106, i8 -77>, !90, !DIExpression(), !132)
    #dbg_value(<16 x i8> <i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 -24, i8 5, i8 34, i8 63, i8 92, i8 121, i8 -106, i8 -77, i8 0>, !95, !DIExpression(), !132)
    #dbg_value(<16 x i8> <i8 29, i8 39, i8 109, i8 35, i8 -27, i8 63, i8 101, i8 35, i8 -19, i8 39, i8 29, i8 99, i8 37, i8 -17, i8 37, i8 -77>, !96, !DIExpression(), !132)
    #dbg_value(i32 1070251552, !97, !DIExpression(), !132)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1070251552), !dbg !142
    #dbg_value(<8 x i16> <i16 150, i16 -300, i16 450, i16 -600, i16 750, i16 -900, i16 1050, i16 -1200>, !101, !DIExpression(), !132)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 150, i32 noundef -300, i32 noundef 1050, i32 noundef -1200), !dbg !143
    #dbg_value(<2 x i64> <i64 5497558138887, i64 -8>, !107, !DIExpression(), !132)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 5497558138887, i64 noundef -8), !dbg !144
    #dbg_value(<4 x float> <float -1.500000e+00, float 0.000000e+00, float 3.500000e+00, float 5.000000e+01>, !113, !DIExpression(), !132)
    #dbg_value(<4 x i32> <i32 -1, i32 0, i32 3, i32 50>, !114, !DIExpression(), !132)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -1, i32 noundef 0, i32 noundef 3, i32 noundef 50), !dbg !145
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #6, !dbg !146
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #6, !dbg !146
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #6, !dbg !146
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #6, !dbg !147
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %5) #6, !dbg !147
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #6, !dbg !148
    #dbg_value(i32 0, !126, !DIExpression(), !149)
  br label %15, !dbg !150

15:                                               ; preds = %15, %0
  %16 = phi i64 [ 0, %0 ], [ %35, %15 ], !dbg !151
  %17 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %36, %15 ], !dbg !153
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %37, %15 ], !dbg !155
  %19 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %38, %15 ], !dbg !156
  %20 = phi <4 x i8> [ <i8 0, i8 1, i8 2, i8 3>, %0 ], [ %39, %15 ], !dbg !157
  %21 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %16, !dbg !158
  %22 = add <4 x i32> %17, <i32 -100, i32 -100, i32 -100, i32 -100>, !dbg !153
  store <4 x i32> %22, ptr %21, align 16, !dbg !153, !tbaa !159
  %23 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %16, !dbg !163
  %24 = mul <4 x i32> %18, <i32 3, i32 3, i32 3, i32 3>, !dbg !155
  store <4 x i32> %24, ptr %23, align 16, !dbg !155, !tbaa !159
  %25 = and <4 x i32> %19, <i32 7, i32 7, i32 7, i32 7>, !dbg !156
  %26 = uitofp nneg <4 x i32> %25 to <4 x float>, !dbg !164
  %27 = fmul <4 x float> %26, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, !dbg !165
  %28 = getelementptr inbounds [256 x float], ptr %4, i64 0, i64 %16, !dbg !166
  store <4 x float> %27, ptr %28, align 16, !dbg !167, !tbaa !168
  %29 = urem <4 x i8> %20, <i8 5, i8 5, i8 5, i8 5>, !dbg !157
  %30 = uitofp nneg <4 x i8> %29 to <4 x float>, !dbg !170
  %31 = getelementptr inbounds [256 x float], ptr %5, i64 0, i64 %16, !dbg !171
  store <4 x float> %30, ptr %31, align 16, !dbg !172, !tbaa !168
  %32 = mul <4 x i8> %20, <i8 97, i8 97, i8 97, i8 97>, !dbg !173
  %33 = add <4 x i8> %32, <i8 13, i8 13, i8 13, i8 13>, !dbg !173
  %34 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %16, !dbg !174
  store <4 x i8> %33, ptr %34, align 4, !dbg !175, !tbaa !176
  %35 = add nuw i64 %16, 4, !dbg !151
  %36 = add <4 x i32> %17, <i32 4, i32 4, i32 4, i32 4>, !dbg !153
  %37 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>, !dbg !155
  %38 = add <4 x i32> %19, <i32 4, i32 4, i32 4, i32 4>, !dbg !156
  %39 = add <4 x i8> %20, <i8 4, i8 4, i8 4, i8 4>, !dbg !157
  %40 = icmp eq i64 %35, 256, !dbg !151
  br i1 %40, label %41, label %15, !dbg !151, !llvm.loop !177

41:                                               ; preds = %15
  tail call void @llvm.experimental.noalias.scope.decl(metadata !182), !dbg !185
  tail call void @llvm.experimental.noalias.scope.decl(metadata !186), !dbg !185
  tail call void @llvm.experimental.noalias.scope.decl(metadata !188), !dbg !185
    #dbg_value(ptr %3, !190, !DIExpression(), !205)
    #dbg_value(ptr %1, !200, !DIExpression(), !205)
    #dbg_value(ptr %2, !201, !DIExpression(), !205)
    #dbg_value(i32 256, !202, !DIExpression(), !205)
    #dbg_value(i32 0, !203, !DIExpression(), !207)
  br label %42, !dbg !208

42:                                               ; preds = %42, %41
  %43 = phi i64 [ 0, %41 ], [ %58, %42 ], !dbg !209
  %44 = getelementptr inbounds i32, ptr %1, i64 %43, !dbg !211
  %45 = getelementptr inbounds i8, ptr %44, i64 16, !dbg !211
  %46 = load <4 x i32>, ptr %44, align 16, !dbg !211, !tbaa !159, !alias.scope !186, !noalias !212
  %47 = load <4 x i32>, ptr %45, align 16, !dbg !211, !tbaa !159, !alias.scope !186, !noalias !212
  %48 = mul nsw <4 x i32> %46, <i32 3, i32 3, i32 3, i32 3>, !dbg !213
  %49 = mul nsw <4 x i32> %47, <i32 3, i32 3, i32 3, i32 3>, !dbg !213
  %50 = getelementptr inbounds i32, ptr %2, i64 %43, !dbg !214
  %51 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !214
  %52 = load <4 x i32>, ptr %50, align 16, !dbg !214, !tbaa !159, !alias.scope !188, !noalias !215
  %53 = load <4 x i32>, ptr %51, align 16, !dbg !214, !tbaa !159, !alias.scope !188, !noalias !215
  %54 = add nsw <4 x i32> %48, %52, !dbg !216
  %55 = add nsw <4 x i32> %49, %53, !dbg !216
  %56 = getelementptr inbounds i32, ptr %3, i64 %43, !dbg !217
  %57 = getelementptr inbounds i8, ptr %56, i64 16, !dbg !218
  store <4 x i32> %54, ptr %56, align 16, !dbg !218, !tbaa !159, !alias.scope !182, !noalias !219
  store <4 x i32> %55, ptr %57, align 16, !dbg !218, !tbaa !159, !alias.scope !182, !noalias !219
  %58 = add nuw i64 %43, 8, !dbg !209
  %59 = icmp eq i64 %58, 256, !dbg !209
  br i1 %59, label %60, label %42, !dbg !209, !llvm.loop !220

60:                                               ; preds = %42, %60
  %61 = phi i64 [ %77, %60 ], [ 0, %42 ], !dbg !222
  %62 = phi <4 x i64> [ %78, %60 ], [ <i64 0, i64 1, i64 2, i64 3>, %42 ]
  %63 = phi <4 x i32> [ %75, %60 ], [ zeroinitializer, %42 ]
  %64 = phi <4 x i32> [ %76, %60 ], [ zeroinitializer, %42 ]
  %65 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %61, !dbg !224
  %66 = getelementptr inbounds i8, ptr %65, i64 16, !dbg !224
  %67 = load <4 x i32>, ptr %65, align 16, !dbg !224, !tbaa !159
  %68 = load <4 x i32>, ptr %66, align 16, !dbg !224, !tbaa !159
  %69 = trunc <4 x i64> %62 to <4 x i32>, !dbg !225
  %70 = add <4 x i32> %69, <i32 1, i32 1, i32 1, i32 1>, !dbg !225
  %71 = trunc <4 x i64> %62 to <4 x i32>, !dbg !225
  %72 = add <4 x i32> %71, <i32 5, i32 5, i32 5, i32 5>, !dbg !225
  %73 = mul nsw <4 x i32> %67, %70, !dbg !225
  %74 = mul nsw <4 x i32> %68, %72, !dbg !225
  %75 = xor <4 x i32> %73, %63, !dbg !226
  %76 = xor <4 x i32> %74, %64, !dbg !226
  %77 = add nuw i64 %61, 8, !dbg !222
  %78 = add <4 x i64> %62, <i64 8, i64 8, i64 8, i64 8>
  %79 = icmp eq i64 %77, 256, !dbg !222
  br i1 %79, label %80, label %60, !dbg !222, !llvm.loop !227

80:                                               ; preds = %60, %80
  %81 = phi i64 [ %106, %80 ], [ 0, %60 ]
  %82 = phi float [ %105, %80 ], [ 0.000000e+00, %60 ]
    #dbg_value(i64 %81, !230, !DIExpression(), !242)
    #dbg_value(float %82, !241, !DIExpression(), !244)
  %83 = getelementptr inbounds float, ptr %4, i64 %81, !dbg !245
  %84 = load float, ptr %83, align 16, !dbg !245, !tbaa !168
  %85 = getelementptr inbounds float, ptr %5, i64 %81, !dbg !247
  %86 = load float, ptr %85, align 16, !dbg !247, !tbaa !168
  %87 = tail call float @llvm.fmuladd.f32(float %84, float %86, float %82), !dbg !248
    #dbg_value(float %87, !241, !DIExpression(), !244)
  %88 = or disjoint i64 %81, 1, !dbg !249
    #dbg_value(i64 %88, !230, !DIExpression(), !242)
  %89 = getelementptr inbounds float, ptr %4, i64 %88, !dbg !245
  %90 = load float, ptr %89, align 4, !dbg !245, !tbaa !168
  %91 = getelementptr inbounds float, ptr %5, i64 %88, !dbg !247
  %92 = load float, ptr %91, align 4, !dbg !247, !tbaa !168
  %93 = tail call float @llvm.fmuladd.f32(float %90, float %92, float %87), !dbg !248
    #dbg_value(float %93, !241, !DIExpression(), !244)
  %94 = or disjoint i64 %81, 2, !dbg !249
    #dbg_value(i64 %94, !230, !DIExpression(), !242)
  %95 = getelementptr inbounds float, ptr %4, i64 %94, !dbg !245
  %96 = load float, ptr %95, align 8, !dbg !245, !tbaa !168
  %97 = getelementptr inbounds float, ptr %5, i64 %94, !dbg !247
  %98 = load float, ptr %97, align 8, !dbg !247, !tbaa !168
  %99 = tail call float @llvm.fmuladd.f32(float %96, float %98, float %93), !dbg !248
    #dbg_value(float %99, !241, !DIExpression(), !244)
  %100 = or disjoint i64 %81, 3, !dbg !249
    #dbg_value(i64 %100, !230, !DIExpression(), !242)
  %101 = getelementptr inbounds float, ptr %4, i64 %100, !dbg !245
  %102 = load float, ptr %101, align 4, !dbg !245, !tbaa !168
  %103 = getelementptr inbounds float, ptr %5, i64 %100, !dbg !247
  %104 = load float, ptr %103, align 4, !dbg !247, !tbaa !168
  %105 = tail call float @llvm.fmuladd.f32(float %102, float %104, float %99), !dbg !248
    #dbg_value(float %105, !241, !DIExpression(), !244)
  %106 = add nuw nsw i64 %81, 4, !dbg !249
    #dbg_value(i64 %106, !230, !DIExpression(), !242)
  %107 = icmp eq i64 %106, 256, !dbg !250
  br i1 %107, label %108, label %80, !dbg !251, !llvm.loop !252

108:                                              ; preds = %80
  %109 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !254
  %110 = load <16 x i8>, ptr %6, align 16, !dbg !254, !tbaa !176
  %111 = load <16 x i8>, ptr %109, align 16, !dbg !254, !tbaa !176
  %112 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !254
  %113 = getelementptr inbounds i8, ptr %6, i64 48, !dbg !254
  %114 = load <16 x i8>, ptr %112, align 16, !dbg !254, !tbaa !176
  %115 = load <16 x i8>, ptr %113, align 16, !dbg !254, !tbaa !176
  %116 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %114, <16 x i8> %110), !dbg !254
  %117 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %115, <16 x i8> %111), !dbg !254
  %118 = getelementptr inbounds i8, ptr %6, i64 64, !dbg !254
  %119 = getelementptr inbounds i8, ptr %6, i64 80, !dbg !254
  %120 = load <16 x i8>, ptr %118, align 16, !dbg !254, !tbaa !176
  %121 = load <16 x i8>, ptr %119, align 16, !dbg !254, !tbaa !176
  %122 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %120, <16 x i8> %116), !dbg !254
  %123 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %121, <16 x i8> %117), !dbg !254
  %124 = getelementptr inbounds i8, ptr %6, i64 96, !dbg !254
  %125 = getelementptr inbounds i8, ptr %6, i64 112, !dbg !254
  %126 = load <16 x i8>, ptr %124, align 16, !dbg !254, !tbaa !176
  %127 = load <16 x i8>, ptr %125, align 16, !dbg !254, !tbaa !176
  %128 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %126, <16 x i8> %122), !dbg !254
  %129 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %127, <16 x i8> %123), !dbg !254
  %130 = getelementptr inbounds i8, ptr %6, i64 128, !dbg !254
  %131 = getelementptr inbounds i8, ptr %6, i64 144, !dbg !254
  %132 = load <16 x i8>, ptr %130, align 16, !dbg !254, !tbaa !176
  %133 = load <16 x i8>, ptr %131, align 16, !dbg !254, !tbaa !176
  %134 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %132, <16 x i8> %128), !dbg !254
  %135 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %133, <16 x i8> %129), !dbg !254
  %136 = getelementptr inbounds i8, ptr %6, i64 160, !dbg !254
  %137 = getelementptr inbounds i8, ptr %6, i64 176, !dbg !254
  %138 = load <16 x i8>, ptr %136, align 16, !dbg !254, !tbaa !176
  %139 = load <16 x i8>, ptr %137, align 16, !dbg !254, !tbaa !176
  %140 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %138, <16 x i8> %134), !dbg !254
  %141 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %139, <16 x i8> %135), !dbg !254
  %142 = getelementptr inbounds i8, ptr %6, i64 192, !dbg !254
  %143 = getelementptr inbounds i8, ptr %6, i64 208, !dbg !254
  %144 = load <16 x i8>, ptr %142, align 16, !dbg !254, !tbaa !176
  %145 = load <16 x i8>, ptr %143, align 16, !dbg !254, !tbaa !176
  %146 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %144, <16 x i8> %140), !dbg !254
  %147 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %145, <16 x i8> %141), !dbg !254
  %148 = getelementptr inbounds i8, ptr %6, i64 224, !dbg !254
  %149 = getelementptr inbounds i8, ptr %6, i64 240, !dbg !254
  %150 = load <16 x i8>, ptr %148, align 16, !dbg !254, !tbaa !176
  %151 = load <16 x i8>, ptr %149, align 16, !dbg !254, !tbaa !176
  %152 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %150, <16 x i8> %146), !dbg !254
  %153 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %151, <16 x i8> %147), !dbg !254
  %154 = xor <4 x i32> %76, %75, !dbg !228
  %155 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %154), !dbg !228
  %156 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %152, <16 x i8> %153), !dbg !268
  %157 = tail call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %156), !dbg !268
  %158 = fpext float %105 to double, !dbg !269
  %159 = zext i8 %157 to i32, !dbg !270
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %155, double noundef %158, i32 noundef %159), !dbg !271
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #6, !dbg !272
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %5) #6, !dbg !272
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #6, !dbg !272
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #6, !dbg !272
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #6, !dbg !272
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #6, !dbg !272
  ret i32 0, !dbg !273
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !274 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_vector.c", directory: ".", checksumkind: CSK_MD5, checksum: "b4ef8e9f7a479a6f7b5781e884b24993")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!59 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !62, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !65)
!62 = !DISubroutineType(types: !63)
!63 = !{!64}
!64 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!65 = !{!66, !70, !72, !77, !79, !80, !81, !82, !83, !86, !87, !90, !93, !95, !96, !97, !99, !101, !107, !113, !114, !115, !119, !120, !121, !123, !124, !126, !128, !129}
!66 = !DILocalVariable(name: "data", scope: !61, file: !2, line: 31, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 512, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 16)
!70 = !DILocalVariable(name: "i", scope: !71, file: !2, line: 32, type: !64)
!71 = distinct !DILexicalBlock(scope: !61, file: !2, line: 32, column: 5)
!72 = !DILocalVariable(name: "acc", scope: !61, file: !2, line: 33, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4i", file: !2, line: 5, baseType: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 128, flags: DIFlagVector, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 4)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 34, type: !64)
!78 = distinct !DILexicalBlock(scope: !61, file: !2, line: 34, column: 5)
!79 = !DILocalVariable(name: "sh", scope: !61, file: !2, line: 36, type: !73)
!80 = !DILocalVariable(name: "mx", scope: !61, file: !2, line: 37, type: !73)
!81 = !DILocalVariable(name: "mn", scope: !61, file: !2, line: 38, type: !73)
!82 = !DILocalVariable(name: "ab", scope: !61, file: !2, line: 39, type: !73)
!83 = !DILocalVariable(name: "f", scope: !61, file: !2, line: 41, type: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !2, line: 6, baseType: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 128, flags: DIFlagVector, elements: !75)
!86 = !DILocalVariable(name: "g", scope: !61, file: !2, line: 42, type: !84)
!87 = !DILocalVariable(name: "d", scope: !61, file: !2, line: 44, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4d", file: !2, line: 7, baseType: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 256, flags: DIFlagVector, elements: !75)
!90 = !DILocalVariable(name: "bytes", scope: !61, file: !2, line: 47, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16u8", file: !2, line: 8, baseType: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 128, flags: DIFlagVector, elements: !68)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 48, type: !64)
!94 = distinct !DILexicalBlock(scope: !61, file: !2, line: 48, column: 5)
!95 = !DILocalVariable(name: "rot", scope: !61, file: !2, line: 49, type: !91)
!96 = !DILocalVariable(name: "x", scope: !61, file: !2, line: 50, type: !91)
!97 = !DILocalVariable(name: "bs", scope: !61, file: !2, line: 51, type: !98)
!98 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 52, type: !64)
!100 = distinct !DILexicalBlock(scope: !61, file: !2, line: 52, column: 5)
!101 = !DILocalVariable(name: "s", scope: !61, file: !2, line: 54, type: !102)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8i16", file: !2, line: 9, baseType: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 128, flags: DIFlagVector, elements: !105)
!104 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!105 = !{!106}
!106 = !DISubrange(count: 8)
!107 = !DILocalVariable(name: "l", scope: !61, file: !2, line: 57, type: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2i64", file: !2, line: 10, baseType: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !110, size: 128, flags: DIFlagVector, elements: !111)
!110 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!111 = !{!112}
!112 = !DISubrange(count: 2)
!113 = !DILocalVariable(name: "cf", scope: !61, file: !2, line: 60, type: !84)
!114 = !DILocalVariable(name: "ci", scope: !61, file: !2, line: 61, type: !73)
!115 = !DILocalVariable(name: "a", scope: !61, file: !2, line: 63, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 8192, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 256)
!119 = !DILocalVariable(name: "b", scope: !61, file: !2, line: 63, type: !116)
!120 = !DILocalVariable(name: "out", scope: !61, file: !2, line: 63, type: !116)
!121 = !DILocalVariable(name: "fa", scope: !61, file: !2, line: 64, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 8192, elements: !117)
!123 = !DILocalVariable(name: "fb", scope: !61, file: !2, line: 64, type: !122)
!124 = !DILocalVariable(name: "u", scope: !61, file: !2, line: 65, type: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 2048, elements: !117)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 66, type: !64)
!127 = distinct !DILexicalBlock(scope: !61, file: !2, line: 66, column: 5)
!128 = !DILocalVariable(name: "os", scope: !61, file: !2, line: 71, type: !64)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 72, type: !64)
!130 = distinct !DILexicalBlock(scope: !61, file: !2, line: 72, column: 5)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 0, scope: !61)
!133 = distinct !DIAssignID()
!134 = distinct !DIAssignID()
!135 = distinct !DIAssignID()
!136 = distinct !DIAssignID()
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 35, column: 5, scope: !61)
!139 = !DILocation(line: 40, column: 5, scope: !61)
!140 = !DILocation(line: 43, column: 5, scope: !61)
!141 = !DILocation(line: 46, column: 5, scope: !61)
!142 = !DILocation(line: 53, column: 5, scope: !61)
!143 = !DILocation(line: 56, column: 5, scope: !61)
!144 = !DILocation(line: 59, column: 5, scope: !61)
!145 = !DILocation(line: 62, column: 5, scope: !61)
!146 = !DILocation(line: 63, column: 5, scope: !61)
!147 = !DILocation(line: 64, column: 5, scope: !61)
!148 = !DILocation(line: 65, column: 5, scope: !61)
!149 = !DILocation(line: 0, scope: !127)
!150 = !DILocation(line: 66, column: 5, scope: !127)
!151 = !DILocation(line: 66, column: 31, scope: !152)
!152 = distinct !DILexicalBlock(scope: !127, file: !2, line: 66, column: 5)
!153 = !DILocation(line: 67, column: 14, scope: !154)
!154 = distinct !DILexicalBlock(scope: !152, file: !2, line: 66, column: 35)
!155 = !DILocation(line: 67, column: 30, scope: !154)
!156 = !DILocation(line: 67, column: 57, scope: !154)
!157 = !DILocation(line: 67, column: 89, scope: !154)
!158 = !DILocation(line: 67, column: 9, scope: !154)
!159 = !{!160, !160, i64 0}
!160 = !{!"int", !161, i64 0}
!161 = !{!"omnipotent char", !162, i64 0}
!162 = !{!"Simple C/C++ TBAA"}
!163 = !DILocation(line: 67, column: 25, scope: !154)
!164 = !DILocation(line: 67, column: 47, scope: !154)
!165 = !DILocation(line: 67, column: 62, scope: !154)
!166 = !DILocation(line: 67, column: 39, scope: !154)
!167 = !DILocation(line: 67, column: 45, scope: !154)
!168 = !{!169, !169, i64 0}
!169 = !{!"float", !161, i64 0}
!170 = !DILocation(line: 67, column: 79, scope: !154)
!171 = !DILocation(line: 67, column: 71, scope: !154)
!172 = !DILocation(line: 67, column: 77, scope: !154)
!173 = !DILocation(line: 68, column: 16, scope: !154)
!174 = !DILocation(line: 68, column: 9, scope: !154)
!175 = !DILocation(line: 68, column: 14, scope: !154)
!176 = !{!161, !161, i64 0}
!177 = distinct !{!177, !150, !178, !179, !180, !181}
!178 = !DILocation(line: 69, column: 5, scope: !127)
!179 = !{!"llvm.loop.mustprogress"}
!180 = !{!"llvm.loop.isvectorized", i32 1}
!181 = !{!"llvm.loop.unroll.runtime.disable"}
!182 = !{!183}
!183 = distinct !{!183, !184, !"add_loop: argument 0"}
!184 = distinct !{!184, !"add_loop"}
!185 = !DILocation(line: 70, column: 5, scope: !61)
!186 = !{!187}
!187 = distinct !{!187, !184, !"add_loop: argument 1"}
!188 = !{!189}
!189 = distinct !{!189, !184, !"add_loop: argument 2"}
!190 = !DILocalVariable(name: "out", arg: 1, scope: !191, file: !2, line: 16, type: !194)
!191 = distinct !DISubprogram(name: "add_loop", scope: !2, file: !2, line: 16, type: !192, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !199)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !194, !196, !196, !64}
!194 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !195)
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !197)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!199 = !{!190, !200, !201, !202, !203}
!200 = !DILocalVariable(name: "a", arg: 2, scope: !191, file: !2, line: 16, type: !196)
!201 = !DILocalVariable(name: "b", arg: 3, scope: !191, file: !2, line: 16, type: !196)
!202 = !DILocalVariable(name: "n", arg: 4, scope: !191, file: !2, line: 16, type: !64)
!203 = !DILocalVariable(name: "i", scope: !204, file: !2, line: 17, type: !64)
!204 = distinct !DILexicalBlock(scope: !191, file: !2, line: 17, column: 5)
!205 = !DILocation(line: 0, scope: !191, inlinedAt: !206)
!206 = distinct !DILocation(line: 70, column: 5, scope: !61)
!207 = !DILocation(line: 0, scope: !204, inlinedAt: !206)
!208 = !DILocation(line: 17, column: 5, scope: !204, inlinedAt: !206)
!209 = !DILocation(line: 17, column: 29, scope: !210, inlinedAt: !206)
!210 = distinct !DILexicalBlock(scope: !204, file: !2, line: 17, column: 5)
!211 = !DILocation(line: 17, column: 42, scope: !210, inlinedAt: !206)
!212 = !{!183, !189}
!213 = !DILocation(line: 17, column: 47, scope: !210, inlinedAt: !206)
!214 = !DILocation(line: 17, column: 53, scope: !210, inlinedAt: !206)
!215 = !{!183, !187}
!216 = !DILocation(line: 17, column: 51, scope: !210, inlinedAt: !206)
!217 = !DILocation(line: 17, column: 33, scope: !210, inlinedAt: !206)
!218 = !DILocation(line: 17, column: 40, scope: !210, inlinedAt: !206)
!219 = !{!187, !189}
!220 = distinct !{!220, !208, !221, !179, !180, !181}
!221 = !DILocation(line: 17, column: 56, scope: !204, inlinedAt: !206)
!222 = !DILocation(line: 72, column: 53, scope: !223)
!223 = distinct !DILexicalBlock(scope: !130, file: !2, line: 72, column: 5)
!224 = !DILocation(line: 72, column: 41, scope: !223)
!225 = !DILocation(line: 72, column: 48, scope: !223)
!226 = !DILocation(line: 72, column: 38, scope: !223)
!227 = distinct !{!227, !228, !229, !179, !180, !181}
!228 = !DILocation(line: 72, column: 5, scope: !130)
!229 = !DILocation(line: 72, column: 56, scope: !130)
!230 = !DILocalVariable(name: "i", scope: !231, file: !2, line: 21, type: !64)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 21, column: 5)
!232 = distinct !DISubprogram(name: "dot_loop", scope: !2, file: !2, line: 19, type: !233, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !237)
!233 = !DISubroutineType(types: !234)
!234 = !{!51, !235, !235, !64}
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!236 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!237 = !{!238, !239, !240, !241, !230}
!238 = !DILocalVariable(name: "a", arg: 1, scope: !232, file: !2, line: 19, type: !235)
!239 = !DILocalVariable(name: "b", arg: 2, scope: !232, file: !2, line: 19, type: !235)
!240 = !DILocalVariable(name: "n", arg: 3, scope: !232, file: !2, line: 19, type: !64)
!241 = !DILocalVariable(name: "s", scope: !232, file: !2, line: 20, type: !51)
!242 = !DILocation(line: 0, scope: !231, inlinedAt: !243)
!243 = distinct !DILocation(line: 73, column: 63, scope: !61)
!244 = !DILocation(line: 0, scope: !232, inlinedAt: !243)
!245 = !DILocation(line: 21, column: 38, scope: !246, inlinedAt: !243)
!246 = distinct !DILexicalBlock(scope: !231, file: !2, line: 21, column: 5)
!247 = !DILocation(line: 21, column: 45, scope: !246, inlinedAt: !243)
!248 = !DILocation(line: 21, column: 35, scope: !246, inlinedAt: !243)
!249 = !DILocation(line: 21, column: 29, scope: !246, inlinedAt: !243)
!250 = !DILocation(line: 21, column: 23, scope: !246, inlinedAt: !243)
!251 = !DILocation(line: 21, column: 5, scope: !231, inlinedAt: !243)
!252 = distinct !{!252, !251, !253, !179}
!253 = !DILocation(line: 21, column: 48, scope: !231, inlinedAt: !243)
!254 = !DILocation(line: 26, column: 37, scope: !255, inlinedAt: !267)
!255 = distinct !DILexicalBlock(scope: !256, file: !2, line: 26, column: 5)
!256 = distinct !DILexicalBlock(scope: !257, file: !2, line: 26, column: 5)
!257 = distinct !DISubprogram(name: "max_loop", scope: !2, file: !2, line: 24, type: !258, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !262)
!258 = !DISubroutineType(types: !259)
!259 = !{!50, !260, !64}
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 64)
!261 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!262 = !{!263, !264, !265, !266}
!263 = !DILocalVariable(name: "p", arg: 1, scope: !257, file: !2, line: 24, type: !260)
!264 = !DILocalVariable(name: "n", arg: 2, scope: !257, file: !2, line: 24, type: !64)
!265 = !DILocalVariable(name: "m", scope: !257, file: !2, line: 25, type: !50)
!266 = !DILocalVariable(name: "i", scope: !256, file: !2, line: 26, type: !64)
!267 = distinct !DILocation(line: 73, column: 86, scope: !61)
!268 = !DILocation(line: 26, column: 5, scope: !256, inlinedAt: !267)
!269 = !DILocation(line: 73, column: 55, scope: !61)
!270 = !DILocation(line: 73, column: 86, scope: !61)
!271 = !DILocation(line: 73, column: 5, scope: !61)
!272 = !DILocation(line: 75, column: 1, scope: !61)
!273 = !DILocation(line: 74, column: 5, scope: !61)
!274 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !275, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{!64, !277, null}
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 64)
!278 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
