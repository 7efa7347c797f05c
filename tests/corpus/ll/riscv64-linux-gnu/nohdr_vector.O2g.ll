; ModuleID = 'tests/programs/nohdr_vector.c'
source_filename = "tests/programs/nohdr_vector.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !65 {
  %1 = alloca [256 x i32], align 4, !DIAssignID !135
    #dbg_assign(i1 undef, !119, !DIExpression(), !135, ptr %1, !DIExpression(), !136)
  %2 = alloca [256 x i32], align 4, !DIAssignID !137
    #dbg_assign(i1 undef, !123, !DIExpression(), !137, ptr %2, !DIExpression(), !136)
  %3 = alloca [256 x i32], align 4, !DIAssignID !138
    #dbg_assign(i1 undef, !124, !DIExpression(), !138, ptr %3, !DIExpression(), !136)
  %4 = alloca [256 x float], align 4, !DIAssignID !139
    #dbg_assign(i1 undef, !125, !DIExpression(), !139, ptr %4, !DIExpression(), !136)
  %5 = alloca [256 x float], align 4, !DIAssignID !140
    #dbg_assign(i1 undef, !127, !DIExpression(), !140, ptr %5, !DIExpression(), !136)
  %6 = alloca [256 x i8], align 1, !DIAssignID !141
    #dbg_assign(i1 undef, !128, !DIExpression(), !141, ptr %6, !DIExpression(), !136)
    #dbg_value(<4 x i32> <i32 -20, i32 undef, i32 undef, i32 undef>, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !136)
    #dbg_value(<4 x i32> <i32 -20, i32 -19, i32 undef, i32 undef>, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !136)
    #dbg_value(<4 x i32> <i32 -20, i32 -19, i32 -16, i32 undef>, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !136)
    #dbg_value(<4 x i32> <i32 -20, i32 -19, i32 -16, i32 -11>, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !136)
    #dbg_value(<4 x i32> <i32 -4, i32 undef, i32 undef, i32 undef>, !70, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !136)
    #dbg_value(<4 x i32> <i32 -4, i32 5, i32 undef, i32 undef>, !70, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !136)
    #dbg_value(<4 x i32> <i32 -4, i32 5, i32 16, i32 undef>, !70, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !136)
    #dbg_value(<4 x i32> <i32 -4, i32 5, i32 16, i32 29>, !70, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !136)
    #dbg_value(<4 x i32> <i32 44, i32 undef, i32 undef, i32 undef>, !70, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !136)
    #dbg_value(<4 x i32> <i32 44, i32 61, i32 undef, i32 undef>, !70, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !136)
    #dbg_value(<4 x i32> <i32 44, i32 61, i32 80, i32 undef>, !70, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !136)
    #dbg_value(<4 x i32> <i32 44, i32 61, i32 80, i32 101>, !70, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !136)
    #dbg_value(<4 x i32> <i32 124, i32 undef, i32 undef, i32 undef>, !70, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !136)
    #dbg_value(<4 x i32> <i32 124, i32 149, i32 undef, i32 undef>, !70, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !136)
    #dbg_value(<4 x i32> <i32 124, i32 149, i32 176, i32 undef>, !70, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !136)
    #dbg_value(<4 x i32> <i32 124, i32 149, i32 176, i32 205>, !70, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !136)
    #dbg_value(<4 x i32> zeroinitializer, !76, !DIExpression(), !136)
    #dbg_value(<4 x i32> <i32 -20, i32 -38, i32 -48, i32 -44>, !76, !DIExpression(), !136)
    #dbg_value(<4 x i32> <i32 -24, i32 -28, i32 0, i32 72>, !76, !DIExpression(), !136)
    #dbg_value(<4 x i32> <i32 20, i32 94, i32 240, i32 476>, !76, !DIExpression(), !136)
    #dbg_value(<4 x i32> <i32 144, i32 392, i32 768, i32 1296>, !76, !DIExpression(), !136)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 144, i32 noundef signext 392, i32 noundef signext 768, i32 noundef signext 1296, i32 noundef signext 2600), !dbg !142
    #dbg_value(<4 x i32> <i32 1296, i32 768, i32 392, i32 144>, !83, !DIExpression(), !136)
    #dbg_value(<4 x i32> <i32 1296, i32 768, i32 768, i32 1296>, !84, !DIExpression(), !136)
    #dbg_value(<4 x i32> <i32 144, i32 392, i32 392, i32 144>, !85, !DIExpression(), !136)
    #dbg_value(<4 x i32> <i32 44, i32 292, i32 668, i32 1196>, !86, !DIExpression(), !136)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1296, i32 noundef signext 768, i32 noundef signext 768, i32 noundef signext 1296, i32 noundef signext 144, i32 noundef signext 44, i32 noundef signext 1196), !dbg !143
    #dbg_value(<4 x float> <float 1.000000e+00, float 4.000000e+00, float 9.000000e+00, float 1.600000e+01>, !87, !DIExpression(), !136)
    #dbg_value(<4 x float> <float 0.000000e+00, float 1.500000e+00, float 1.750000e+00, float 3.500000e+00>, !90, !DIExpression(), !136)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 1.500000e+00, double noundef 1.750000e+00, double noundef 3.500000e+00), !dbg !144
    #dbg_value(<4 x double> <double -2.500000e-01, double 7.500000e-01, double 3.750000e+00, double 8.750000e+00>, !91, !DIExpression(), !136)
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -2.500000e-01, double noundef 7.500000e-01, double noundef 3.750000e+00, double noundef 8.750000e+00), !dbg !145
    #dbg_value(i32 0, !97, !DIExpression(), !146)
    #dbg_value(<16 x i8> undef, !94, !DIExpression(), !136)
  br label %14, !dbg !147

11:                                               ; preds = %14
  %12 = shufflevector <16 x i8> %19, <16 x i8> poison, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0>, !dbg !148
    #dbg_value(<16 x i8> %12, !99, !DIExpression(), !136)
  %13 = xor <16 x i8> %12, %19, !dbg !149
    #dbg_value(<16 x i8> %13, !100, !DIExpression(), !136)
    #dbg_value(i32 0, !101, !DIExpression(), !136)
    #dbg_value(i32 0, !103, !DIExpression(), !150)
  br label %27, !dbg !151

14:                                               ; preds = %0, %14
  %15 = phi <16 x i8> [ undef, %0 ], [ %19, %14 ]
  %16 = phi i32 [ 0, %0 ], [ %20, %14 ]
    #dbg_value(<16 x i8> %15, !94, !DIExpression(), !136)
    #dbg_value(i32 %16, !97, !DIExpression(), !146)
  %17 = trunc nuw i32 %16 to i8, !dbg !152
  %18 = mul i8 %17, 29, !dbg !152
  %19 = insertelement <16 x i8> %15, i8 %18, i32 %16, !dbg !154
    #dbg_value(<16 x i8> %19, !94, !DIExpression(), !136)
  %20 = add nuw nsw i32 %16, 1, !dbg !155
    #dbg_value(i32 %20, !97, !DIExpression(), !146)
  %21 = icmp eq i32 %20, 16, !dbg !156
  br i1 %21, label %11, label %14, !dbg !147, !llvm.loop !157

22:                                               ; preds = %27
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %33), !dbg !160
    #dbg_value(<8 x i16> <i16 150, i16 -300, i16 450, i16 -600, i16 750, i16 -900, i16 1050, i16 -1200>, !105, !DIExpression(), !136)
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 150, i32 noundef signext -300, i32 noundef signext 1050, i32 noundef signext -1200), !dbg !161
    #dbg_value(<2 x i64> <i64 5497558138887, i64 -8>, !111, !DIExpression(), !136)
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 5497558138887, i64 noundef -8), !dbg !162
    #dbg_value(<4 x float> <float -1.500000e+00, float 0.000000e+00, float 3.500000e+00, float 5.000000e+01>, !117, !DIExpression(), !136)
    #dbg_value(<4 x i32> <i32 -1, i32 0, i32 3, i32 50>, !118, !DIExpression(), !136)
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext -1, i32 noundef signext 0, i32 noundef signext 3, i32 noundef signext 50), !dbg !163
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #6, !dbg !164
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #6, !dbg !164
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #6, !dbg !164
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #6, !dbg !165
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %5) #6, !dbg !165
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #6, !dbg !166
    #dbg_value(i32 0, !130, !DIExpression(), !167)
  br label %48, !dbg !168

27:                                               ; preds = %11, %27
  %28 = phi i32 [ 0, %11 ], [ %33, %27 ]
  %29 = phi i32 [ 0, %11 ], [ %34, %27 ]
    #dbg_value(i32 %28, !101, !DIExpression(), !136)
    #dbg_value(i32 %29, !103, !DIExpression(), !150)
  %30 = mul i32 %28, 5, !dbg !169
  %31 = extractelement <16 x i8> %13, i32 %29, !dbg !171
  %32 = zext i8 %31 to i32, !dbg !171
  %33 = add i32 %30, %32, !dbg !172
    #dbg_value(i32 %33, !101, !DIExpression(), !136)
  %34 = add nuw nsw i32 %29, 1, !dbg !173
    #dbg_value(i32 %34, !103, !DIExpression(), !150)
  %35 = icmp eq i32 %34, 16, !dbg !174
  br i1 %35, label %22, label %27, !dbg !151, !llvm.loop !175

36:                                               ; preds = %48
  tail call void @llvm.experimental.noalias.scope.decl(metadata !177), !dbg !180
  tail call void @llvm.experimental.noalias.scope.decl(metadata !181), !dbg !180
  tail call void @llvm.experimental.noalias.scope.decl(metadata !183), !dbg !180
    #dbg_value(ptr %3, !185, !DIExpression(), !200)
    #dbg_value(ptr %1, !195, !DIExpression(), !200)
    #dbg_value(ptr %2, !196, !DIExpression(), !200)
    #dbg_value(i32 256, !197, !DIExpression(), !200)
    #dbg_value(i32 0, !198, !DIExpression(), !202)
  br label %37, !dbg !203

37:                                               ; preds = %37, %36
  %38 = phi i64 [ 0, %36 ], [ %46, %37 ]
    #dbg_value(i64 %38, !198, !DIExpression(), !202)
  %39 = getelementptr inbounds i32, ptr %1, i64 %38, !dbg !204
  %40 = load i32, ptr %39, align 4, !dbg !204, !tbaa !206, !alias.scope !181, !noalias !210
  %41 = mul nsw i32 %40, 3, !dbg !211
  %42 = getelementptr inbounds i32, ptr %2, i64 %38, !dbg !212
  %43 = load i32, ptr %42, align 4, !dbg !212, !tbaa !206, !alias.scope !183, !noalias !213
  %44 = add nsw i32 %41, %43, !dbg !214
  %45 = getelementptr inbounds i32, ptr %3, i64 %38, !dbg !215
  store i32 %44, ptr %45, align 4, !dbg !216, !tbaa !206, !alias.scope !177, !noalias !217
  %46 = add nuw nsw i64 %38, 1, !dbg !218
    #dbg_value(i64 %46, !198, !DIExpression(), !202)
  %47 = icmp eq i64 %46, 256, !dbg !219
  br i1 %47, label %92, label %37, !dbg !203, !llvm.loop !220

48:                                               ; preds = %22, %48
  %49 = phi i64 [ 0, %22 ], [ %68, %48 ]
    #dbg_value(i64 %49, !130, !DIExpression(), !167)
  %50 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %49, !dbg !222
  %51 = trunc i64 %49 to i32, !dbg !225
  %52 = add i32 %51, -100, !dbg !225
  store i32 %52, ptr %50, align 4, !dbg !225, !tbaa !206
  %53 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %49, !dbg !226
  %54 = trunc i64 %49 to i32, !dbg !227
  %55 = mul i32 %54, 3, !dbg !227
  store i32 %55, ptr %53, align 4, !dbg !227, !tbaa !206
  %56 = trunc nuw nsw i64 %49 to i32, !dbg !228
  %57 = and i32 %56, 7, !dbg !228
  %58 = uitofp nneg i32 %57 to float, !dbg !229
  %59 = fmul float %58, 2.500000e-01, !dbg !230
  %60 = getelementptr inbounds [256 x float], ptr %4, i64 0, i64 %49, !dbg !231
  store float %59, ptr %60, align 4, !dbg !232, !tbaa !233
  %61 = trunc i64 %49 to i8, !dbg !235
  %62 = urem i8 %61, 5, !dbg !235
  %63 = uitofp nneg i8 %62 to float, !dbg !236
  %64 = getelementptr inbounds [256 x float], ptr %5, i64 0, i64 %49, !dbg !237
  store float %63, ptr %64, align 4, !dbg !238, !tbaa !233
  %65 = mul i8 %61, 97, !dbg !239
  %66 = add i8 %65, 13, !dbg !239
  %67 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %49, !dbg !240
  store i8 %66, ptr %67, align 1, !dbg !241, !tbaa !242
  %68 = add nuw nsw i64 %49, 1, !dbg !243
    #dbg_value(i64 %68, !130, !DIExpression(), !167)
  %69 = icmp eq i64 %68, 256, !dbg !244
  br i1 %69, label %36, label %48, !dbg !168, !llvm.loop !245

70:                                               ; preds = %92, %70
  %71 = phi i64 [ %78, %70 ], [ 0, %92 ]
  %72 = phi float [ %77, %70 ], [ 0.000000e+00, %92 ]
    #dbg_value(i64 %71, !247, !DIExpression(), !259)
    #dbg_value(float %72, !258, !DIExpression(), !261)
  %73 = getelementptr inbounds float, ptr %4, i64 %71, !dbg !262
  %74 = load float, ptr %73, align 4, !dbg !262, !tbaa !233
  %75 = getelementptr inbounds float, ptr %5, i64 %71, !dbg !264
  %76 = load float, ptr %75, align 4, !dbg !264, !tbaa !233
  %77 = tail call float @llvm.fmuladd.f32(float %74, float %76, float %72), !dbg !265
    #dbg_value(float %77, !258, !DIExpression(), !261)
  %78 = add nuw nsw i64 %71, 1, !dbg !266
    #dbg_value(i64 %78, !247, !DIExpression(), !259)
  %79 = icmp eq i64 %78, 256, !dbg !267
  br i1 %79, label %80, label %70, !dbg !268, !llvm.loop !269

80:                                               ; preds = %70, %80
  %81 = phi i64 [ %86, %80 ], [ 0, %70 ]
  %82 = phi i8 [ %85, %80 ], [ 0, %70 ]
    #dbg_value(i64 %81, !271, !DIExpression(), !282)
    #dbg_value(i8 %82, !281, !DIExpression(), !284)
  %83 = getelementptr inbounds i8, ptr %6, i64 %81, !dbg !285
  %84 = load i8, ptr %83, align 1, !dbg !285, !tbaa !242
  %85 = tail call i8 @llvm.umax.i8(i8 %84, i8 %82), !dbg !285
    #dbg_value(i8 %85, !281, !DIExpression(), !284)
  %86 = add nuw nsw i64 %81, 1, !dbg !287
    #dbg_value(i64 %86, !271, !DIExpression(), !282)
  %87 = icmp eq i64 %86, 256, !dbg !288
  br i1 %87, label %88, label %80, !dbg !289, !llvm.loop !290

88:                                               ; preds = %80
  %89 = fpext float %77 to double, !dbg !292
  %90 = zext i8 %85 to i32, !dbg !293
  %91 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext %100, double noundef %89, i32 noundef signext %90), !dbg !294
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #6, !dbg !295
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %5) #6, !dbg !295
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #6, !dbg !295
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #6, !dbg !295
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #6, !dbg !295
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #6, !dbg !295
  ret i32 0, !dbg !296

92:                                               ; preds = %37, %92
  %93 = phi i64 [ %97, %92 ], [ 0, %37 ]
  %94 = phi i32 [ %100, %92 ], [ 0, %37 ]
    #dbg_value(i64 %93, !133, !DIExpression(), !297)
    #dbg_value(i32 %94, !132, !DIExpression(), !136)
  %95 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %93, !dbg !298
  %96 = load i32, ptr %95, align 4, !dbg !298, !tbaa !206
  %97 = add nuw nsw i64 %93, 1, !dbg !300
  %98 = trunc nuw nsw i64 %97 to i32, !dbg !301
  %99 = mul nsw i32 %96, %98, !dbg !301
  %100 = xor i32 %99, %94, !dbg !302
    #dbg_value(i64 %97, !133, !DIExpression(), !297)
    #dbg_value(i32 %100, !132, !DIExpression(), !136)
  %101 = icmp eq i64 %97, 256, !dbg !303
  br i1 %101, label %70, label %92, !dbg !304, !llvm.loop !305
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !307 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

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
!56 = !{i32 1, !"target-abi", !"lp64d"}
!57 = !{i32 6, !"riscv-isa", !58}
!58 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 8, !"SmallDataLimit", i32 8}
!63 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !66, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !69)
!66 = !DISubroutineType(types: !67)
!67 = !{!68}
!68 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!69 = !{!70, !74, !76, !81, !83, !84, !85, !86, !87, !90, !91, !94, !97, !99, !100, !101, !103, !105, !111, !117, !118, !119, !123, !124, !125, !127, !128, !130, !132, !133}
!70 = !DILocalVariable(name: "data", scope: !65, file: !2, line: 31, type: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 512, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 16)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 32, type: !68)
!75 = distinct !DILexicalBlock(scope: !65, file: !2, line: 32, column: 5)
!76 = !DILocalVariable(name: "acc", scope: !65, file: !2, line: 33, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4i", file: !2, line: 5, baseType: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 128, flags: DIFlagVector, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 4)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 34, type: !68)
!82 = distinct !DILexicalBlock(scope: !65, file: !2, line: 34, column: 5)
!83 = !DILocalVariable(name: "sh", scope: !65, file: !2, line: 36, type: !77)
!84 = !DILocalVariable(name: "mx", scope: !65, file: !2, line: 37, type: !77)
!85 = !DILocalVariable(name: "mn", scope: !65, file: !2, line: 38, type: !77)
!86 = !DILocalVariable(name: "ab", scope: !65, file: !2, line: 39, type: !77)
!87 = !DILocalVariable(name: "f", scope: !65, file: !2, line: 41, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !2, line: 6, baseType: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 128, flags: DIFlagVector, elements: !79)
!90 = !DILocalVariable(name: "g", scope: !65, file: !2, line: 42, type: !88)
!91 = !DILocalVariable(name: "d", scope: !65, file: !2, line: 44, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4d", file: !2, line: 7, baseType: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 256, flags: DIFlagVector, elements: !79)
!94 = !DILocalVariable(name: "bytes", scope: !65, file: !2, line: 47, type: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16u8", file: !2, line: 8, baseType: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 128, flags: DIFlagVector, elements: !72)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 48, type: !68)
!98 = distinct !DILexicalBlock(scope: !65, file: !2, line: 48, column: 5)
!99 = !DILocalVariable(name: "rot", scope: !65, file: !2, line: 49, type: !95)
!100 = !DILocalVariable(name: "x", scope: !65, file: !2, line: 50, type: !95)
!101 = !DILocalVariable(name: "bs", scope: !65, file: !2, line: 51, type: !102)
!102 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 52, type: !68)
!104 = distinct !DILexicalBlock(scope: !65, file: !2, line: 52, column: 5)
!105 = !DILocalVariable(name: "s", scope: !65, file: !2, line: 54, type: !106)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8i16", file: !2, line: 9, baseType: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 128, flags: DIFlagVector, elements: !109)
!108 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!109 = !{!110}
!110 = !DISubrange(count: 8)
!111 = !DILocalVariable(name: "l", scope: !65, file: !2, line: 57, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2i64", file: !2, line: 10, baseType: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 128, flags: DIFlagVector, elements: !115)
!114 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!115 = !{!116}
!116 = !DISubrange(count: 2)
!117 = !DILocalVariable(name: "cf", scope: !65, file: !2, line: 60, type: !88)
!118 = !DILocalVariable(name: "ci", scope: !65, file: !2, line: 61, type: !77)
!119 = !DILocalVariable(name: "a", scope: !65, file: !2, line: 63, type: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 8192, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 256)
!123 = !DILocalVariable(name: "b", scope: !65, file: !2, line: 63, type: !120)
!124 = !DILocalVariable(name: "out", scope: !65, file: !2, line: 63, type: !120)
!125 = !DILocalVariable(name: "fa", scope: !65, file: !2, line: 64, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 8192, elements: !121)
!127 = !DILocalVariable(name: "fb", scope: !65, file: !2, line: 64, type: !126)
!128 = !DILocalVariable(name: "u", scope: !65, file: !2, line: 65, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 2048, elements: !121)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 66, type: !68)
!131 = distinct !DILexicalBlock(scope: !65, file: !2, line: 66, column: 5)
!132 = !DILocalVariable(name: "os", scope: !65, file: !2, line: 71, type: !68)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 72, type: !68)
!134 = distinct !DILexicalBlock(scope: !65, file: !2, line: 72, column: 5)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 0, scope: !65)
!137 = distinct !DIAssignID()
!138 = distinct !DIAssignID()
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 35, column: 5, scope: !65)
!143 = !DILocation(line: 40, column: 5, scope: !65)
!144 = !DILocation(line: 43, column: 5, scope: !65)
!145 = !DILocation(line: 46, column: 5, scope: !65)
!146 = !DILocation(line: 0, scope: !98)
!147 = !DILocation(line: 48, column: 5, scope: !98)
!148 = !DILocation(line: 49, column: 17, scope: !65)
!149 = !DILocation(line: 50, column: 21, scope: !65)
!150 = !DILocation(line: 0, scope: !104)
!151 = !DILocation(line: 52, column: 5, scope: !104)
!152 = !DILocation(line: 48, column: 45, scope: !153)
!153 = distinct !DILexicalBlock(scope: !98, file: !2, line: 48, column: 5)
!154 = !DILocation(line: 48, column: 43, scope: !153)
!155 = !DILocation(line: 48, column: 30, scope: !153)
!156 = !DILocation(line: 48, column: 23, scope: !153)
!157 = distinct !{!157, !147, !158, !159}
!158 = !DILocation(line: 48, column: 67, scope: !98)
!159 = !{!"llvm.loop.mustprogress"}
!160 = !DILocation(line: 53, column: 5, scope: !65)
!161 = !DILocation(line: 56, column: 5, scope: !65)
!162 = !DILocation(line: 59, column: 5, scope: !65)
!163 = !DILocation(line: 62, column: 5, scope: !65)
!164 = !DILocation(line: 63, column: 5, scope: !65)
!165 = !DILocation(line: 64, column: 5, scope: !65)
!166 = !DILocation(line: 65, column: 5, scope: !65)
!167 = !DILocation(line: 0, scope: !131)
!168 = !DILocation(line: 66, column: 5, scope: !131)
!169 = !DILocation(line: 52, column: 42, scope: !170)
!170 = distinct !DILexicalBlock(scope: !104, file: !2, line: 52, column: 5)
!171 = !DILocation(line: 52, column: 48, scope: !170)
!172 = !DILocation(line: 52, column: 46, scope: !170)
!173 = !DILocation(line: 52, column: 30, scope: !170)
!174 = !DILocation(line: 52, column: 23, scope: !170)
!175 = distinct !{!175, !151, !176, !159}
!176 = !DILocation(line: 52, column: 51, scope: !104)
!177 = !{!178}
!178 = distinct !{!178, !179, !"add_loop: argument 0"}
!179 = distinct !{!179, !"add_loop"}
!180 = !DILocation(line: 70, column: 5, scope: !65)
!181 = !{!182}
!182 = distinct !{!182, !179, !"add_loop: argument 1"}
!183 = !{!184}
!184 = distinct !{!184, !179, !"add_loop: argument 2"}
!185 = !DILocalVariable(name: "out", arg: 1, scope: !186, file: !2, line: 16, type: !189)
!186 = distinct !DISubprogram(name: "add_loop", scope: !2, file: !2, line: 16, type: !187, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !194)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !189, !191, !191, !68}
!189 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !192)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !68)
!194 = !{!185, !195, !196, !197, !198}
!195 = !DILocalVariable(name: "a", arg: 2, scope: !186, file: !2, line: 16, type: !191)
!196 = !DILocalVariable(name: "b", arg: 3, scope: !186, file: !2, line: 16, type: !191)
!197 = !DILocalVariable(name: "n", arg: 4, scope: !186, file: !2, line: 16, type: !68)
!198 = !DILocalVariable(name: "i", scope: !199, file: !2, line: 17, type: !68)
!199 = distinct !DILexicalBlock(scope: !186, file: !2, line: 17, column: 5)
!200 = !DILocation(line: 0, scope: !186, inlinedAt: !201)
!201 = distinct !DILocation(line: 70, column: 5, scope: !65)
!202 = !DILocation(line: 0, scope: !199, inlinedAt: !201)
!203 = !DILocation(line: 17, column: 5, scope: !199, inlinedAt: !201)
!204 = !DILocation(line: 17, column: 42, scope: !205, inlinedAt: !201)
!205 = distinct !DILexicalBlock(scope: !199, file: !2, line: 17, column: 5)
!206 = !{!207, !207, i64 0}
!207 = !{!"int", !208, i64 0}
!208 = !{!"omnipotent char", !209, i64 0}
!209 = !{!"Simple C/C++ TBAA"}
!210 = !{!178, !184}
!211 = !DILocation(line: 17, column: 47, scope: !205, inlinedAt: !201)
!212 = !DILocation(line: 17, column: 53, scope: !205, inlinedAt: !201)
!213 = !{!178, !182}
!214 = !DILocation(line: 17, column: 51, scope: !205, inlinedAt: !201)
!215 = !DILocation(line: 17, column: 33, scope: !205, inlinedAt: !201)
!216 = !DILocation(line: 17, column: 40, scope: !205, inlinedAt: !201)
!217 = !{!182, !184}
!218 = !DILocation(line: 17, column: 29, scope: !205, inlinedAt: !201)
!219 = !DILocation(line: 17, column: 23, scope: !205, inlinedAt: !201)
!220 = distinct !{!220, !203, !221, !159}
!221 = !DILocation(line: 17, column: 56, scope: !199, inlinedAt: !201)
!222 = !DILocation(line: 67, column: 9, scope: !223)
!223 = distinct !DILexicalBlock(scope: !224, file: !2, line: 66, column: 35)
!224 = distinct !DILexicalBlock(scope: !131, file: !2, line: 66, column: 5)
!225 = !DILocation(line: 67, column: 14, scope: !223)
!226 = !DILocation(line: 67, column: 25, scope: !223)
!227 = !DILocation(line: 67, column: 30, scope: !223)
!228 = !DILocation(line: 67, column: 57, scope: !223)
!229 = !DILocation(line: 67, column: 47, scope: !223)
!230 = !DILocation(line: 67, column: 62, scope: !223)
!231 = !DILocation(line: 67, column: 39, scope: !223)
!232 = !DILocation(line: 67, column: 45, scope: !223)
!233 = !{!234, !234, i64 0}
!234 = !{!"float", !208, i64 0}
!235 = !DILocation(line: 67, column: 89, scope: !223)
!236 = !DILocation(line: 67, column: 79, scope: !223)
!237 = !DILocation(line: 67, column: 71, scope: !223)
!238 = !DILocation(line: 67, column: 77, scope: !223)
!239 = !DILocation(line: 68, column: 16, scope: !223)
!240 = !DILocation(line: 68, column: 9, scope: !223)
!241 = !DILocation(line: 68, column: 14, scope: !223)
!242 = !{!208, !208, i64 0}
!243 = !DILocation(line: 66, column: 31, scope: !224)
!244 = !DILocation(line: 66, column: 23, scope: !224)
!245 = distinct !{!245, !168, !246, !159}
!246 = !DILocation(line: 69, column: 5, scope: !131)
!247 = !DILocalVariable(name: "i", scope: !248, file: !2, line: 21, type: !68)
!248 = distinct !DILexicalBlock(scope: !249, file: !2, line: 21, column: 5)
!249 = distinct !DISubprogram(name: "dot_loop", scope: !2, file: !2, line: 19, type: !250, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !254)
!250 = !DISubroutineType(types: !251)
!251 = !{!51, !252, !252, !68}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!254 = !{!255, !256, !257, !258, !247}
!255 = !DILocalVariable(name: "a", arg: 1, scope: !249, file: !2, line: 19, type: !252)
!256 = !DILocalVariable(name: "b", arg: 2, scope: !249, file: !2, line: 19, type: !252)
!257 = !DILocalVariable(name: "n", arg: 3, scope: !249, file: !2, line: 19, type: !68)
!258 = !DILocalVariable(name: "s", scope: !249, file: !2, line: 20, type: !51)
!259 = !DILocation(line: 0, scope: !248, inlinedAt: !260)
!260 = distinct !DILocation(line: 73, column: 63, scope: !65)
!261 = !DILocation(line: 0, scope: !249, inlinedAt: !260)
!262 = !DILocation(line: 21, column: 38, scope: !263, inlinedAt: !260)
!263 = distinct !DILexicalBlock(scope: !248, file: !2, line: 21, column: 5)
!264 = !DILocation(line: 21, column: 45, scope: !263, inlinedAt: !260)
!265 = !DILocation(line: 21, column: 35, scope: !263, inlinedAt: !260)
!266 = !DILocation(line: 21, column: 29, scope: !263, inlinedAt: !260)
!267 = !DILocation(line: 21, column: 23, scope: !263, inlinedAt: !260)
!268 = !DILocation(line: 21, column: 5, scope: !248, inlinedAt: !260)
!269 = distinct !{!269, !268, !270, !159}
!270 = !DILocation(line: 21, column: 48, scope: !248, inlinedAt: !260)
!271 = !DILocalVariable(name: "i", scope: !272, file: !2, line: 26, type: !68)
!272 = distinct !DILexicalBlock(scope: !273, file: !2, line: 26, column: 5)
!273 = distinct !DISubprogram(name: "max_loop", scope: !2, file: !2, line: 24, type: !274, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !278)
!274 = !DISubroutineType(types: !275)
!275 = !{!50, !276, !68}
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!277 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!278 = !{!279, !280, !281, !271}
!279 = !DILocalVariable(name: "p", arg: 1, scope: !273, file: !2, line: 24, type: !276)
!280 = !DILocalVariable(name: "n", arg: 2, scope: !273, file: !2, line: 24, type: !68)
!281 = !DILocalVariable(name: "m", scope: !273, file: !2, line: 25, type: !50)
!282 = !DILocation(line: 0, scope: !272, inlinedAt: !283)
!283 = distinct !DILocation(line: 73, column: 86, scope: !65)
!284 = !DILocation(line: 0, scope: !273, inlinedAt: !283)
!285 = !DILocation(line: 26, column: 37, scope: !286, inlinedAt: !283)
!286 = distinct !DILexicalBlock(scope: !272, file: !2, line: 26, column: 5)
!287 = !DILocation(line: 26, column: 29, scope: !286, inlinedAt: !283)
!288 = !DILocation(line: 26, column: 23, scope: !286, inlinedAt: !283)
!289 = !DILocation(line: 26, column: 5, scope: !272, inlinedAt: !283)
!290 = distinct !{!290, !289, !291, !159}
!291 = !DILocation(line: 26, column: 55, scope: !272, inlinedAt: !283)
!292 = !DILocation(line: 73, column: 55, scope: !65)
!293 = !DILocation(line: 73, column: 86, scope: !65)
!294 = !DILocation(line: 73, column: 5, scope: !65)
!295 = !DILocation(line: 75, column: 1, scope: !65)
!296 = !DILocation(line: 74, column: 5, scope: !65)
!297 = !DILocation(line: 0, scope: !134)
!298 = !DILocation(line: 72, column: 41, scope: !299)
!299 = distinct !DILexicalBlock(scope: !134, file: !2, line: 72, column: 5)
!300 = !DILocation(line: 72, column: 53, scope: !299)
!301 = !DILocation(line: 72, column: 48, scope: !299)
!302 = !DILocation(line: 72, column: 38, scope: !299)
!303 = !DILocation(line: 72, column: 23, scope: !299)
!304 = !DILocation(line: 72, column: 5, scope: !134)
!305 = distinct !{!305, !304, !306, !159}
!306 = !DILocation(line: 72, column: 56, scope: !134)
!307 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DISubroutineType(types: !309)
!309 = !{!68, !310, null}
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !311, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
