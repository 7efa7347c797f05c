; ModuleID = 'tests/programs/nohdr_vector.c'
source_filename = "tests/programs/nohdr_vector.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@.str = private unnamed_addr constant [26 x i8] c"acc = %d %d %d %d sum %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [48 x i8] c"shuffle max = %d %d %d %d min = %d abs = %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [33 x i8] c"float vec = %.3f %.3f %.3f %.3f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [34 x i8] c"double vec = %.3f %.3f %.3f %.3f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [17 x i8] c"bytes hash = %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"shorts = %d %d %d %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [19 x i8] c"longs = %lld %lld\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [23 x i8] c"convert = %d %d %d %d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [35 x i8] c"add_loop = %d dot = %.3f max = %u\0A\00", align 1, !dbg !42

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca [256 x i32], align 16
  %2 = alloca [256 x i32], align 16
  %3 = alloca [256 x i32], align 16
  %4 = alloca [256 x float], align 16
  %5 = alloca [256 x float], align 16
  %6 = alloca [256 x i8], align 16
    #dbg_value(<4 x i32> <i32 -20, i32 undef, i32 undef, i32 undef>, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !130)
    #dbg_value(<4 x i32> <i32 -20, i32 -19, i32 undef, i32 undef>, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !130)
    #dbg_value(<4 x i32> <i32 -20, i32 -19, i32 -16, i32 undef>, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !130)
    #dbg_value(<4 x i32> <i32 -20, i32 -19, i32 -16, i32 -11>, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !130)
    #dbg_value(<4 x i32> <i32 -4, i32 undef, i32 undef, i32 undef>, !65, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !130)
    #dbg_value(<4 x i32> <i32 -4, i32 5, i32 undef, i32 undef>, !65, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !130)
    #dbg_value(<4 x i32> <i32 -4, i32 5, i32 16, i32 undef>, !65, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !130)
    #dbg_value(<4 x i32> <i32 -4, i32 5, i32 16, i32 29>, !65, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !130)
    #dbg_value(<4 x i32> <i32 44, i32 undef, i32 undef, i32 undef>, !65, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !130)
    #dbg_value(<4 x i32> <i32 44, i32 61, i32 undef, i32 undef>, !65, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !130)
    #dbg_value(<4 x i32> <i32 44, i32 61, i32 80, i32 undef>, !65, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !130)
    #dbg_value(<4 x i32> <i32 44, i32 61, i32 80, i32 101>, !65, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !130)
    #dbg_value(<4 x i32> <i32 124, i32 undef, i32 undef, i32 undef>, !65, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !130)
    #dbg_value(<4 x i32> <i32 124, i32 149, i32 undef, i32 undef>, !65, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !130)
    #dbg_value(<4 x i32> <i32 124, i32 149, i32 176, i32 undef>, !65, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !130)
    #dbg_value(<4 x i32> <i32 124, i32 149, i32 176, i32 205>, !65, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !130)
    #dbg_value(<4 x i32> zeroinitializer, !71, !DIExpression(), !130)
    #dbg_value(<4 x i32> <i32 -20, i32 -38, i32 -48, i32 -44>, !71, !DIExpression(), !130)
    #dbg_value(<4 x i32> <i32 -24, i32 -28, i32 0, i32 72>, !71, !DIExpression(), !130)
    #dbg_value(<4 x i32> <i32 20, i32 94, i32 240, i32 476>, !71, !DIExpression(), !130)
    #dbg_value(<4 x i32> <i32 144, i32 392, i32 768, i32 1296>, !71, !DIExpression(), !130)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 144, i32 noundef 392, i32 noundef 768, i32 noundef 1296, i32 noundef 2600), !dbg !131
    #dbg_value(<4 x i32> <i32 1296, i32 768, i32 392, i32 144>, !78, !DIExpression(), !130)
    #dbg_value(<4 x i32> <i32 1296, i32 768, i32 768, i32 1296>, !79, !DIExpression(), !130)
    #dbg_value(<4 x i32> <i32 144, i32 392, i32 392, i32 144>, !80, !DIExpression(), !130)
    #dbg_value(<4 x i32> <i32 44, i32 292, i32 668, i32 1196>, !81, !DIExpression(), !130)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1296, i32 noundef 768, i32 noundef 768, i32 noundef 1296, i32 noundef 144, i32 noundef 44, i32 noundef 1196), !dbg !132
    #dbg_value(<4 x float> <float 1.000000e+00, float 4.000000e+00, float 9.000000e+00, float 1.600000e+01>, !82, !DIExpression(), !130)
    #dbg_value(<4 x float> <float 0.000000e+00, float 1.500000e+00, float 1.750000e+00, float 3.500000e+00>, !85, !DIExpression(), !130)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 1.500000e+00, double noundef 1.750000e+00, double noundef 3.500000e+00), !dbg !133
    #dbg_value(<4 x double> <double -2.500000e-01, double 7.500000e-01, double 3.750000e+00, double 8.750000e+00>, !86, !DIExpression(), !130)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -2.500000e-01, double noundef 7.500000e-01, double noundef 3.750000e+00, double noundef 8.750000e+00), !dbg !134
    #dbg_value(<16 x i8> undef, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> undef, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 -111, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 -24, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 -24, i8 5, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 -24, i8 5, i8 34, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 -24, i8 5, i8 34, i8 63, i8 undef, i8 undef, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 -24, i8 5, i8 34, i8 63, i8 92, i8 undef, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 -24, i8 5, i8 34, i8 63, i8 92, i8 121, i8 undef, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 -24, i8 5, i8 34, i8 63, i8 92, i8 121, i8 -106, i8 undef>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 0, i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 -24, i8 5, i8 34, i8 63, i8 92, i8 121, i8 -106, i8 -77>, !89, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 29, i8 58, i8 87, i8 116, i8 -111, i8 -82, i8 -53, i8 -24, i8 5, i8 34, i8 63, i8 92, i8 121, i8 -106, i8 -77, i8 0>, !94, !DIExpression(), !130)
    #dbg_value(<16 x i8> <i8 29, i8 39, i8 109, i8 35, i8 -27, i8 63, i8 101, i8 35, i8 -19, i8 39, i8 29, i8 99, i8 37, i8 -17, i8 37, i8 -77>, !95, !DIExpression(), !130)
    #dbg_value(i32 0, !96, !DIExpression(), !130)
    #dbg_value(i32 0, !96, !DIExpression(), !130)
    #dbg_value(i32 29, !96, !DIExpression(), !130)
    #dbg_value(i32 184, !96, !DIExpression(), !130)
    #dbg_value(i32 1029, !96, !DIExpression(), !130)
    #dbg_value(i32 5180, !96, !DIExpression(), !130)
    #dbg_value(i32 26129, !96, !DIExpression(), !130)
    #dbg_value(i32 130708, !96, !DIExpression(), !130)
    #dbg_value(i32 653641, !96, !DIExpression(), !130)
    #dbg_value(i32 3268240, !96, !DIExpression(), !130)
    #dbg_value(i32 16341437, !96, !DIExpression(), !130)
    #dbg_value(i32 81707224, !96, !DIExpression(), !130)
    #dbg_value(i32 408536149, !96, !DIExpression(), !130)
    #dbg_value(i32 2042680844, !96, !DIExpression(), !130)
    #dbg_value(i32 1623469665, !96, !DIExpression(), !130)
    #dbg_value(i32 -472586028, !96, !DIExpression(), !130)
    #dbg_value(i32 1932037193, !96, !DIExpression(), !130)
    #dbg_value(i32 1070251552, !96, !DIExpression(), !130)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1070251552), !dbg !135
    #dbg_value(<8 x i16> <i16 150, i16 -300, i16 450, i16 -600, i16 750, i16 -900, i16 1050, i16 -1200>, !100, !DIExpression(), !130)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 150, i32 noundef -300, i32 noundef 1050, i32 noundef -1200), !dbg !136
    #dbg_value(<2 x i64> <i64 5497558138887, i64 -8>, !106, !DIExpression(), !130)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 5497558138887, i64 noundef -8), !dbg !137
    #dbg_value(<4 x float> <float -1.500000e+00, float 0.000000e+00, float 3.500000e+00, float 5.000000e+01>, !112, !DIExpression(), !130)
    #dbg_value(<4 x i32> <i32 -1, i32 0, i32 3, i32 50>, !113, !DIExpression(), !130)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -1, i32 noundef 0, i32 noundef 3, i32 noundef 50), !dbg !138
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #6, !dbg !139
    #dbg_declare(ptr %1, !114, !DIExpression(), !140)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #6, !dbg !139
    #dbg_declare(ptr %2, !118, !DIExpression(), !141)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #6, !dbg !139
    #dbg_declare(ptr %3, !119, !DIExpression(), !142)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #6, !dbg !143
    #dbg_declare(ptr %4, !120, !DIExpression(), !144)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %5) #6, !dbg !143
    #dbg_declare(ptr %5, !122, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #6, !dbg !146
    #dbg_declare(ptr %6, !123, !DIExpression(), !147)
    #dbg_value(i32 0, !125, !DIExpression(), !148)
  br label %15, !dbg !149

15:                                               ; preds = %15, %0
  %16 = phi i64 [ 0, %0 ], [ %35, %15 ], !dbg !150
  %17 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %36, %15 ], !dbg !152
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %37, %15 ], !dbg !154
  %19 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %38, %15 ], !dbg !155
  %20 = phi <4 x i8> [ <i8 0, i8 1, i8 2, i8 3>, %0 ], [ %39, %15 ], !dbg !156
  %21 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %16, !dbg !157
  %22 = add <4 x i32> %17, <i32 -100, i32 -100, i32 -100, i32 -100>, !dbg !152
  store <4 x i32> %22, ptr %21, align 16, !dbg !152, !tbaa !158
  %23 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %16, !dbg !162
  %24 = mul <4 x i32> %18, <i32 3, i32 3, i32 3, i32 3>, !dbg !154
  store <4 x i32> %24, ptr %23, align 16, !dbg !154, !tbaa !158
  %25 = and <4 x i32> %19, <i32 7, i32 7, i32 7, i32 7>, !dbg !155
  %26 = uitofp nneg <4 x i32> %25 to <4 x float>, !dbg !163
  %27 = fmul <4 x float> %26, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, !dbg !164
  %28 = getelementptr inbounds [256 x float], ptr %4, i64 0, i64 %16, !dbg !165
  store <4 x float> %27, ptr %28, align 16, !dbg !166, !tbaa !167
  %29 = urem <4 x i8> %20, <i8 5, i8 5, i8 5, i8 5>, !dbg !156
  %30 = uitofp nneg <4 x i8> %29 to <4 x float>, !dbg !169
  %31 = getelementptr inbounds [256 x float], ptr %5, i64 0, i64 %16, !dbg !170
  store <4 x float> %30, ptr %31, align 16, !dbg !171, !tbaa !167
  %32 = mul <4 x i8> %20, <i8 97, i8 97, i8 97, i8 97>, !dbg !172
  %33 = add <4 x i8> %32, <i8 13, i8 13, i8 13, i8 13>, !dbg !172
  %34 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %16, !dbg !173
  store <4 x i8> %33, ptr %34, align 4, !dbg !174, !tbaa !175
  %35 = add nuw i64 %16, 4, !dbg !150
  %36 = add <4 x i32> %17, <i32 4, i32 4, i32 4, i32 4>, !dbg !152
  %37 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>, !dbg !154
  %38 = add <4 x i32> %19, <i32 4, i32 4, i32 4, i32 4>, !dbg !155
  %39 = add <4 x i8> %20, <i8 4, i8 4, i8 4, i8 4>, !dbg !156
  %40 = icmp eq i64 %35, 256, !dbg !150
  br i1 %40, label %41, label %15, !dbg !150, !llvm.loop !176

41:                                               ; preds = %15
  tail call void @llvm.experimental.noalias.scope.decl(metadata !181), !dbg !184
  tail call void @llvm.experimental.noalias.scope.decl(metadata !185), !dbg !184
  tail call void @llvm.experimental.noalias.scope.decl(metadata !187), !dbg !184
    #dbg_value(ptr %3, !189, !DIExpression(), !204)
    #dbg_value(ptr %1, !199, !DIExpression(), !204)
    #dbg_value(ptr %2, !200, !DIExpression(), !204)
    #dbg_value(i32 256, !201, !DIExpression(), !204)
    #dbg_value(i32 0, !202, !DIExpression(), !206)
  br label %42, !dbg !207

42:                                               ; preds = %42, %41
  %43 = phi i64 [ 0, %41 ], [ %73, %42 ], !dbg !208
  %44 = getelementptr inbounds i32, ptr %1, i64 %43, !dbg !210
  %45 = getelementptr inbounds i8, ptr %44, i64 16, !dbg !210
  %46 = load <4 x i32>, ptr %44, align 16, !dbg !210, !tbaa !158, !alias.scope !185, !noalias !211
  %47 = load <4 x i32>, ptr %45, align 16, !dbg !210, !tbaa !158, !alias.scope !185, !noalias !211
  %48 = mul nsw <4 x i32> %46, <i32 3, i32 3, i32 3, i32 3>, !dbg !212
  %49 = mul nsw <4 x i32> %47, <i32 3, i32 3, i32 3, i32 3>, !dbg !212
  %50 = getelementptr inbounds i32, ptr %2, i64 %43, !dbg !213
  %51 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !213
  %52 = load <4 x i32>, ptr %50, align 16, !dbg !213, !tbaa !158, !alias.scope !187, !noalias !214
  %53 = load <4 x i32>, ptr %51, align 16, !dbg !213, !tbaa !158, !alias.scope !187, !noalias !214
  %54 = add nsw <4 x i32> %48, %52, !dbg !215
  %55 = add nsw <4 x i32> %49, %53, !dbg !215
  %56 = getelementptr inbounds i32, ptr %3, i64 %43, !dbg !216
  %57 = getelementptr inbounds i8, ptr %56, i64 16, !dbg !217
  store <4 x i32> %54, ptr %56, align 16, !dbg !217, !tbaa !158, !alias.scope !181, !noalias !218
  store <4 x i32> %55, ptr %57, align 16, !dbg !217, !tbaa !158, !alias.scope !181, !noalias !218
  %58 = or disjoint i64 %43, 8, !dbg !208
  %59 = getelementptr inbounds i32, ptr %1, i64 %58, !dbg !210
  %60 = getelementptr inbounds i8, ptr %59, i64 16, !dbg !210
  %61 = load <4 x i32>, ptr %59, align 16, !dbg !210, !tbaa !158, !alias.scope !185, !noalias !211
  %62 = load <4 x i32>, ptr %60, align 16, !dbg !210, !tbaa !158, !alias.scope !185, !noalias !211
  %63 = mul nsw <4 x i32> %61, <i32 3, i32 3, i32 3, i32 3>, !dbg !212
  %64 = mul nsw <4 x i32> %62, <i32 3, i32 3, i32 3, i32 3>, !dbg !212
  %65 = getelementptr inbounds i32, ptr %2, i64 %58, !dbg !213
  %66 = getelementptr inbounds i8, ptr %65, i64 16, !dbg !213
  %67 = load <4 x i32>, ptr %65, align 16, !dbg !213, !tbaa !158, !alias.scope !187, !noalias !214
  %68 = load <4 x i32>, ptr %66, align 16, !dbg !213, !tbaa !158, !alias.scope !187, !noalias !214
  %69 = add nsw <4 x i32> %63, %67, !dbg !215
  %70 = add nsw <4 x i32> %64, %68, !dbg !215
  %71 = getelementptr inbounds i32, ptr %3, i64 %58, !dbg !216
  %72 = getelementptr inbounds i8, ptr %71, i64 16, !dbg !217
  store <4 x i32> %69, ptr %71, align 16, !dbg !217, !tbaa !158, !alias.scope !181, !noalias !218
  store <4 x i32> %70, ptr %72, align 16, !dbg !217, !tbaa !158, !alias.scope !181, !noalias !218
  %73 = add nuw nsw i64 %43, 16, !dbg !208
  %74 = icmp eq i64 %73, 256, !dbg !208
  br i1 %74, label %75, label %42, !dbg !208, !llvm.loop !219

75:                                               ; preds = %42, %75
  %76 = phi i64 [ %92, %75 ], [ 0, %42 ], !dbg !221
  %77 = phi <4 x i64> [ %93, %75 ], [ <i64 0, i64 1, i64 2, i64 3>, %42 ]
  %78 = phi <4 x i32> [ %90, %75 ], [ zeroinitializer, %42 ]
  %79 = phi <4 x i32> [ %91, %75 ], [ zeroinitializer, %42 ]
  %80 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %76, !dbg !223
  %81 = getelementptr inbounds i8, ptr %80, i64 16, !dbg !223
  %82 = load <4 x i32>, ptr %80, align 16, !dbg !223, !tbaa !158
  %83 = load <4 x i32>, ptr %81, align 16, !dbg !223, !tbaa !158
  %84 = trunc <4 x i64> %77 to <4 x i32>, !dbg !224
  %85 = add <4 x i32> %84, <i32 1, i32 1, i32 1, i32 1>, !dbg !224
  %86 = trunc <4 x i64> %77 to <4 x i32>, !dbg !224
  %87 = add <4 x i32> %86, <i32 5, i32 5, i32 5, i32 5>, !dbg !224
  %88 = mul nsw <4 x i32> %82, %85, !dbg !224
  %89 = mul nsw <4 x i32> %83, %87, !dbg !224
  %90 = xor <4 x i32> %88, %78, !dbg !225
  %91 = xor <4 x i32> %89, %79, !dbg !225
  %92 = add nuw i64 %76, 8, !dbg !221
  %93 = add <4 x i64> %77, <i64 8, i64 8, i64 8, i64 8>
  %94 = icmp eq i64 %92, 256, !dbg !221
  br i1 %94, label %95, label %75, !dbg !221, !llvm.loop !226

95:                                               ; preds = %75, %95
  %96 = phi i64 [ %121, %95 ], [ 0, %75 ]
  %97 = phi float [ %120, %95 ], [ 0.000000e+00, %75 ]
    #dbg_value(i64 %96, !229, !DIExpression(), !241)
    #dbg_value(float %97, !240, !DIExpression(), !243)
  %98 = getelementptr inbounds float, ptr %4, i64 %96, !dbg !244
  %99 = load float, ptr %98, align 16, !dbg !244, !tbaa !167
  %100 = getelementptr inbounds float, ptr %5, i64 %96, !dbg !246
  %101 = load float, ptr %100, align 16, !dbg !246, !tbaa !167
  %102 = tail call float @llvm.fmuladd.f32(float %99, float %101, float %97), !dbg !247
    #dbg_value(float %102, !240, !DIExpression(), !243)
  %103 = or disjoint i64 %96, 1, !dbg !248
    #dbg_value(i64 %103, !229, !DIExpression(), !241)
  %104 = getelementptr inbounds float, ptr %4, i64 %103, !dbg !244
  %105 = load float, ptr %104, align 4, !dbg !244, !tbaa !167
  %106 = getelementptr inbounds float, ptr %5, i64 %103, !dbg !246
  %107 = load float, ptr %106, align 4, !dbg !246, !tbaa !167
  %108 = tail call float @llvm.fmuladd.f32(float %105, float %107, float %102), !dbg !247
    #dbg_value(float %108, !240, !DIExpression(), !243)
  %109 = or disjoint i64 %96, 2, !dbg !248
    #dbg_value(i64 %109, !229, !DIExpression(), !241)
  %110 = getelementptr inbounds float, ptr %4, i64 %109, !dbg !244
  %111 = load float, ptr %110, align 8, !dbg !244, !tbaa !167
  %112 = getelementptr inbounds float, ptr %5, i64 %109, !dbg !246
  %113 = load float, ptr %112, align 8, !dbg !246, !tbaa !167
  %114 = tail call float @llvm.fmuladd.f32(float %111, float %113, float %108), !dbg !247
    #dbg_value(float %114, !240, !DIExpression(), !243)
  %115 = or disjoint i64 %96, 3, !dbg !248
    #dbg_value(i64 %115, !229, !DIExpression(), !241)
  %116 = getelementptr inbounds float, ptr %4, i64 %115, !dbg !244
  %117 = load float, ptr %116, align 4, !dbg !244, !tbaa !167
  %118 = getelementptr inbounds float, ptr %5, i64 %115, !dbg !246
  %119 = load float, ptr %118, align 4, !dbg !246, !tbaa !167
  %120 = tail call float @llvm.fmuladd.f32(float %117, float %119, float %114), !dbg !247
    #dbg_value(float %120, !240, !DIExpression(), !243)
  %121 = add nuw nsw i64 %96, 4, !dbg !248
    #dbg_value(i64 %121, !229, !DIExpression(), !241)
  %122 = icmp eq i64 %121, 256, !dbg !249
  br i1 %122, label %123, label %95, !dbg !250, !llvm.loop !251

123:                                              ; preds = %95
  %124 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !253
  %125 = load <16 x i8>, ptr %6, align 16, !dbg !253, !tbaa !175
  %126 = load <16 x i8>, ptr %124, align 16, !dbg !253, !tbaa !175
  %127 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !253
  %128 = getelementptr inbounds i8, ptr %6, i64 48, !dbg !253
  %129 = load <16 x i8>, ptr %127, align 16, !dbg !253, !tbaa !175
  %130 = load <16 x i8>, ptr %128, align 16, !dbg !253, !tbaa !175
  %131 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %129, <16 x i8> %125), !dbg !253
  %132 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %130, <16 x i8> %126), !dbg !253
  %133 = getelementptr inbounds i8, ptr %6, i64 64, !dbg !253
  %134 = getelementptr inbounds i8, ptr %6, i64 80, !dbg !253
  %135 = load <16 x i8>, ptr %133, align 16, !dbg !253, !tbaa !175
  %136 = load <16 x i8>, ptr %134, align 16, !dbg !253, !tbaa !175
  %137 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %135, <16 x i8> %131), !dbg !253
  %138 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %136, <16 x i8> %132), !dbg !253
  %139 = getelementptr inbounds i8, ptr %6, i64 96, !dbg !253
  %140 = getelementptr inbounds i8, ptr %6, i64 112, !dbg !253
  %141 = load <16 x i8>, ptr %139, align 16, !dbg !253, !tbaa !175
  %142 = load <16 x i8>, ptr %140, align 16, !dbg !253, !tbaa !175
  %143 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %141, <16 x i8> %137), !dbg !253
  %144 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %142, <16 x i8> %138), !dbg !253
  %145 = getelementptr inbounds i8, ptr %6, i64 128, !dbg !253
  %146 = getelementptr inbounds i8, ptr %6, i64 144, !dbg !253
  %147 = load <16 x i8>, ptr %145, align 16, !dbg !253, !tbaa !175
  %148 = load <16 x i8>, ptr %146, align 16, !dbg !253, !tbaa !175
  %149 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %147, <16 x i8> %143), !dbg !253
  %150 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %148, <16 x i8> %144), !dbg !253
  %151 = getelementptr inbounds i8, ptr %6, i64 160, !dbg !253
  %152 = getelementptr inbounds i8, ptr %6, i64 176, !dbg !253
  %153 = load <16 x i8>, ptr %151, align 16, !dbg !253, !tbaa !175
  %154 = load <16 x i8>, ptr %152, align 16, !dbg !253, !tbaa !175
  %155 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %153, <16 x i8> %149), !dbg !253
  %156 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %154, <16 x i8> %150), !dbg !253
  %157 = getelementptr inbounds i8, ptr %6, i64 192, !dbg !253
  %158 = getelementptr inbounds i8, ptr %6, i64 208, !dbg !253
  %159 = load <16 x i8>, ptr %157, align 16, !dbg !253, !tbaa !175
  %160 = load <16 x i8>, ptr %158, align 16, !dbg !253, !tbaa !175
  %161 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %159, <16 x i8> %155), !dbg !253
  %162 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %160, <16 x i8> %156), !dbg !253
  %163 = getelementptr inbounds i8, ptr %6, i64 224, !dbg !253
  %164 = getelementptr inbounds i8, ptr %6, i64 240, !dbg !253
  %165 = load <16 x i8>, ptr %163, align 16, !dbg !253, !tbaa !175
  %166 = load <16 x i8>, ptr %164, align 16, !dbg !253, !tbaa !175
  %167 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %165, <16 x i8> %161), !dbg !253
  %168 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %166, <16 x i8> %162), !dbg !253
  %169 = xor <4 x i32> %91, %90, !dbg !227
  %170 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %169), !dbg !227
  %171 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %167, <16 x i8> %168), !dbg !267
  %172 = tail call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %171), !dbg !267
  %173 = fpext float %120 to double, !dbg !268
  %174 = zext i8 %172 to i32, !dbg !269
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %170, double noundef %173, i32 noundef %174), !dbg !270
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #6, !dbg !271
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %5) #6, !dbg !271
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #6, !dbg !271
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #6, !dbg !271
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #6, !dbg !271
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #6, !dbg !271
  ret i32 0, !dbg !272
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !273 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_vector.c", directory: ".")
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
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !48, globals: !52, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!48 = !{!49, !50, !51}
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!51 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!52 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42}
!53 = !{i32 7, !"Dwarf Version", i32 4}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 7, !"frame-pointer", i32 2}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !61, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !64)
!61 = !DISubroutineType(types: !62)
!62 = !{!63}
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !{!65, !69, !71, !76, !78, !79, !80, !81, !82, !85, !86, !89, !92, !94, !95, !96, !98, !100, !106, !112, !113, !114, !118, !119, !120, !122, !123, !125, !127, !128}
!65 = !DILocalVariable(name: "data", scope: !60, file: !2, line: 31, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 512, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 16)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 32, type: !63)
!70 = distinct !DILexicalBlock(scope: !60, file: !2, line: 32, column: 5)
!71 = !DILocalVariable(name: "acc", scope: !60, file: !2, line: 33, type: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4i", file: !2, line: 5, baseType: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 128, flags: DIFlagVector, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 4)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 34, type: !63)
!77 = distinct !DILexicalBlock(scope: !60, file: !2, line: 34, column: 5)
!78 = !DILocalVariable(name: "sh", scope: !60, file: !2, line: 36, type: !72)
!79 = !DILocalVariable(name: "mx", scope: !60, file: !2, line: 37, type: !72)
!80 = !DILocalVariable(name: "mn", scope: !60, file: !2, line: 38, type: !72)
!81 = !DILocalVariable(name: "ab", scope: !60, file: !2, line: 39, type: !72)
!82 = !DILocalVariable(name: "f", scope: !60, file: !2, line: 41, type: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !2, line: 6, baseType: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 128, flags: DIFlagVector, elements: !74)
!85 = !DILocalVariable(name: "g", scope: !60, file: !2, line: 42, type: !83)
!86 = !DILocalVariable(name: "d", scope: !60, file: !2, line: 44, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4d", file: !2, line: 7, baseType: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 256, flags: DIFlagVector, elements: !74)
!89 = !DILocalVariable(name: "bytes", scope: !60, file: !2, line: 47, type: !90)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16u8", file: !2, line: 8, baseType: !91)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 128, flags: DIFlagVector, elements: !67)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 48, type: !63)
!93 = distinct !DILexicalBlock(scope: !60, file: !2, line: 48, column: 5)
!94 = !DILocalVariable(name: "rot", scope: !60, file: !2, line: 49, type: !90)
!95 = !DILocalVariable(name: "x", scope: !60, file: !2, line: 50, type: !90)
!96 = !DILocalVariable(name: "bs", scope: !60, file: !2, line: 51, type: !97)
!97 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 52, type: !63)
!99 = distinct !DILexicalBlock(scope: !60, file: !2, line: 52, column: 5)
!100 = !DILocalVariable(name: "s", scope: !60, file: !2, line: 54, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8i16", file: !2, line: 9, baseType: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 128, flags: DIFlagVector, elements: !104)
!103 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!104 = !{!105}
!105 = !DISubrange(count: 8)
!106 = !DILocalVariable(name: "l", scope: !60, file: !2, line: 57, type: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2i64", file: !2, line: 10, baseType: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 128, flags: DIFlagVector, elements: !110)
!109 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!110 = !{!111}
!111 = !DISubrange(count: 2)
!112 = !DILocalVariable(name: "cf", scope: !60, file: !2, line: 60, type: !83)
!113 = !DILocalVariable(name: "ci", scope: !60, file: !2, line: 61, type: !72)
!114 = !DILocalVariable(name: "a", scope: !60, file: !2, line: 63, type: !115)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 8192, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 256)
!118 = !DILocalVariable(name: "b", scope: !60, file: !2, line: 63, type: !115)
!119 = !DILocalVariable(name: "out", scope: !60, file: !2, line: 63, type: !115)
!120 = !DILocalVariable(name: "fa", scope: !60, file: !2, line: 64, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 8192, elements: !116)
!122 = !DILocalVariable(name: "fb", scope: !60, file: !2, line: 64, type: !121)
!123 = !DILocalVariable(name: "u", scope: !60, file: !2, line: 65, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 2048, elements: !116)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 66, type: !63)
!126 = distinct !DILexicalBlock(scope: !60, file: !2, line: 66, column: 5)
!127 = !DILocalVariable(name: "os", scope: !60, file: !2, line: 71, type: !63)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 72, type: !63)
!129 = distinct !DILexicalBlock(scope: !60, file: !2, line: 72, column: 5)
!130 = !DILocation(line: 0, scope: !60)
!131 = !DILocation(line: 35, column: 5, scope: !60)
!132 = !DILocation(line: 40, column: 5, scope: !60)
!133 = !DILocation(line: 43, column: 5, scope: !60)
!134 = !DILocation(line: 46, column: 5, scope: !60)
!135 = !DILocation(line: 53, column: 5, scope: !60)
!136 = !DILocation(line: 56, column: 5, scope: !60)
!137 = !DILocation(line: 59, column: 5, scope: !60)
!138 = !DILocation(line: 62, column: 5, scope: !60)
!139 = !DILocation(line: 63, column: 5, scope: !60)
!140 = !DILocation(line: 63, column: 9, scope: !60)
!141 = !DILocation(line: 63, column: 17, scope: !60)
!142 = !DILocation(line: 63, column: 25, scope: !60)
!143 = !DILocation(line: 64, column: 5, scope: !60)
!144 = !DILocation(line: 64, column: 11, scope: !60)
!145 = !DILocation(line: 64, column: 20, scope: !60)
!146 = !DILocation(line: 65, column: 5, scope: !60)
!147 = !DILocation(line: 65, column: 19, scope: !60)
!148 = !DILocation(line: 0, scope: !126)
!149 = !DILocation(line: 66, column: 5, scope: !126)
!150 = !DILocation(line: 66, column: 31, scope: !151)
!151 = distinct !DILexicalBlock(scope: !126, file: !2, line: 66, column: 5)
!152 = !DILocation(line: 67, column: 14, scope: !153)
!153 = distinct !DILexicalBlock(scope: !151, file: !2, line: 66, column: 35)
!154 = !DILocation(line: 67, column: 30, scope: !153)
!155 = !DILocation(line: 67, column: 57, scope: !153)
!156 = !DILocation(line: 67, column: 89, scope: !153)
!157 = !DILocation(line: 67, column: 9, scope: !153)
!158 = !{!159, !159, i64 0}
!159 = !{!"int", !160, i64 0}
!160 = !{!"omnipotent char", !161, i64 0}
!161 = !{!"Simple C/C++ TBAA"}
!162 = !DILocation(line: 67, column: 25, scope: !153)
!163 = !DILocation(line: 67, column: 47, scope: !153)
!164 = !DILocation(line: 67, column: 62, scope: !153)
!165 = !DILocation(line: 67, column: 39, scope: !153)
!166 = !DILocation(line: 67, column: 45, scope: !153)
!167 = !{!168, !168, i64 0}
!168 = !{!"float", !160, i64 0}
!169 = !DILocation(line: 67, column: 79, scope: !153)
!170 = !DILocation(line: 67, column: 71, scope: !153)
!171 = !DILocation(line: 67, column: 77, scope: !153)
!172 = !DILocation(line: 68, column: 16, scope: !153)
!173 = !DILocation(line: 68, column: 9, scope: !153)
!174 = !DILocation(line: 68, column: 14, scope: !153)
!175 = !{!160, !160, i64 0}
!176 = distinct !{!176, !149, !177, !178, !179, !180}
!177 = !DILocation(line: 69, column: 5, scope: !126)
!178 = !{!"llvm.loop.mustprogress"}
!179 = !{!"llvm.loop.isvectorized", i32 1}
!180 = !{!"llvm.loop.unroll.runtime.disable"}
!181 = !{!182}
!182 = distinct !{!182, !183, !"add_loop: argument 0"}
!183 = distinct !{!183, !"add_loop"}
!184 = !DILocation(line: 70, column: 5, scope: !60)
!185 = !{!186}
!186 = distinct !{!186, !183, !"add_loop: argument 1"}
!187 = !{!188}
!188 = distinct !{!188, !183, !"add_loop: argument 2"}
!189 = !DILocalVariable(name: "out", arg: 1, scope: !190, file: !2, line: 16, type: !193)
!190 = distinct !DISubprogram(name: "add_loop", scope: !2, file: !2, line: 16, type: !191, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !198)
!191 = !DISubroutineType(types: !192)
!192 = !{null, !193, !195, !195, !63}
!193 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !194)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!195 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !63)
!198 = !{!189, !199, !200, !201, !202}
!199 = !DILocalVariable(name: "a", arg: 2, scope: !190, file: !2, line: 16, type: !195)
!200 = !DILocalVariable(name: "b", arg: 3, scope: !190, file: !2, line: 16, type: !195)
!201 = !DILocalVariable(name: "n", arg: 4, scope: !190, file: !2, line: 16, type: !63)
!202 = !DILocalVariable(name: "i", scope: !203, file: !2, line: 17, type: !63)
!203 = distinct !DILexicalBlock(scope: !190, file: !2, line: 17, column: 5)
!204 = !DILocation(line: 0, scope: !190, inlinedAt: !205)
!205 = distinct !DILocation(line: 70, column: 5, scope: !60)
!206 = !DILocation(line: 0, scope: !203, inlinedAt: !205)
!207 = !DILocation(line: 17, column: 5, scope: !203, inlinedAt: !205)
!208 = !DILocation(line: 17, column: 29, scope: !209, inlinedAt: !205)
!209 = distinct !DILexicalBlock(scope: !203, file: !2, line: 17, column: 5)
!210 = !DILocation(line: 17, column: 42, scope: !209, inlinedAt: !205)
!211 = !{!182, !188}
!212 = !DILocation(line: 17, column: 47, scope: !209, inlinedAt: !205)
!213 = !DILocation(line: 17, column: 53, scope: !209, inlinedAt: !205)
!214 = !{!182, !186}
!215 = !DILocation(line: 17, column: 51, scope: !209, inlinedAt: !205)
!216 = !DILocation(line: 17, column: 33, scope: !209, inlinedAt: !205)
!217 = !DILocation(line: 17, column: 40, scope: !209, inlinedAt: !205)
!218 = !{!186, !188}
!219 = distinct !{!219, !207, !220, !178, !179, !180}
!220 = !DILocation(line: 17, column: 56, scope: !203, inlinedAt: !205)
!221 = !DILocation(line: 72, column: 53, scope: !222)
!222 = distinct !DILexicalBlock(scope: !129, file: !2, line: 72, column: 5)
!223 = !DILocation(line: 72, column: 41, scope: !222)
!224 = !DILocation(line: 72, column: 48, scope: !222)
!225 = !DILocation(line: 72, column: 38, scope: !222)
!226 = distinct !{!226, !227, !228, !178, !179, !180}
!227 = !DILocation(line: 72, column: 5, scope: !129)
!228 = !DILocation(line: 72, column: 56, scope: !129)
!229 = !DILocalVariable(name: "i", scope: !230, file: !2, line: 21, type: !63)
!230 = distinct !DILexicalBlock(scope: !231, file: !2, line: 21, column: 5)
!231 = distinct !DISubprogram(name: "dot_loop", scope: !2, file: !2, line: 19, type: !232, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !236)
!232 = !DISubroutineType(types: !233)
!233 = !{!51, !234, !234, !63}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!236 = !{!237, !238, !239, !240, !229}
!237 = !DILocalVariable(name: "a", arg: 1, scope: !231, file: !2, line: 19, type: !234)
!238 = !DILocalVariable(name: "b", arg: 2, scope: !231, file: !2, line: 19, type: !234)
!239 = !DILocalVariable(name: "n", arg: 3, scope: !231, file: !2, line: 19, type: !63)
!240 = !DILocalVariable(name: "s", scope: !231, file: !2, line: 20, type: !51)
!241 = !DILocation(line: 0, scope: !230, inlinedAt: !242)
!242 = distinct !DILocation(line: 73, column: 63, scope: !60)
!243 = !DILocation(line: 0, scope: !231, inlinedAt: !242)
!244 = !DILocation(line: 21, column: 38, scope: !245, inlinedAt: !242)
!245 = distinct !DILexicalBlock(scope: !230, file: !2, line: 21, column: 5)
!246 = !DILocation(line: 21, column: 45, scope: !245, inlinedAt: !242)
!247 = !DILocation(line: 21, column: 35, scope: !245, inlinedAt: !242)
!248 = !DILocation(line: 21, column: 29, scope: !245, inlinedAt: !242)
!249 = !DILocation(line: 21, column: 23, scope: !245, inlinedAt: !242)
!250 = !DILocation(line: 21, column: 5, scope: !230, inlinedAt: !242)
!251 = distinct !{!251, !250, !252, !178}
!252 = !DILocation(line: 21, column: 48, scope: !230, inlinedAt: !242)
!253 = !DILocation(line: 26, column: 37, scope: !254, inlinedAt: !266)
!254 = distinct !DILexicalBlock(scope: !255, file: !2, line: 26, column: 5)
!255 = distinct !DILexicalBlock(scope: !256, file: !2, line: 26, column: 5)
!256 = distinct !DISubprogram(name: "max_loop", scope: !2, file: !2, line: 24, type: !257, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !261)
!257 = !DISubroutineType(types: !258)
!258 = !{!50, !259, !63}
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!261 = !{!262, !263, !264, !265}
!262 = !DILocalVariable(name: "p", arg: 1, scope: !256, file: !2, line: 24, type: !259)
!263 = !DILocalVariable(name: "n", arg: 2, scope: !256, file: !2, line: 24, type: !63)
!264 = !DILocalVariable(name: "m", scope: !256, file: !2, line: 25, type: !50)
!265 = !DILocalVariable(name: "i", scope: !255, file: !2, line: 26, type: !63)
!266 = distinct !DILocation(line: 73, column: 86, scope: !60)
!267 = !DILocation(line: 26, column: 5, scope: !255, inlinedAt: !266)
!268 = !DILocation(line: 73, column: 55, scope: !60)
!269 = !DILocation(line: 73, column: 86, scope: !60)
!270 = !DILocation(line: 73, column: 5, scope: !60)
!271 = !DILocation(line: 75, column: 1, scope: !60)
!272 = !DILocation(line: 74, column: 5, scope: !60)
!273 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !274, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!274 = !DISubroutineType(types: !275)
!275 = !{!63, !276, null}
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!277 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
