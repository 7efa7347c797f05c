; ModuleID = 'tests/programs/autovec.c'
source_filename = "tests/programs/autovec.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@c = internal unnamed_addr global [1000 x i32] zeroinitializer, align 4, !dbg !0
@a = internal unnamed_addr global [1000 x i32] zeroinitializer, align 4, !dbg !55
@b = internal unnamed_addr global [1000 x i32] zeroinitializer, align 4, !dbg !60
@.str = private unnamed_addr constant [15 x i8] c"add hash = %u\0A\00", align 1, !dbg !26
@.str.1 = private unnamed_addr constant [12 x i8] c"dot = %lld\0A\00", align 1, !dbg !32
@.str.2 = private unnamed_addr constant [24 x i8] c"max a = %d, max c = %d\0A\00", align 1, !dbg !37
@.str.3 = private unnamed_addr constant [15 x i8] c"byte sum = %u\0A\00", align 1, !dbg !42
@bytes = internal unnamed_addr global [1000 x i8] zeroinitializer, align 1, !dbg !67
@fb = internal unnamed_addr global [1000 x float] zeroinitializer, align 4, !dbg !65
@fa = internal unnamed_addr global [1000 x float] zeroinitializer, align 4, !dbg !62
@.str.4 = private unnamed_addr constant [18 x i8] c"saxpy sum = %.3f\0A\00", align 1, !dbg !44
@.str.5 = private unnamed_addr constant [15 x i8] c"count_if = %d\0A\00", align 1, !dbg !49
@shorts = internal unnamed_addr global [1000 x i16] zeroinitializer, align 2, !dbg !70
@longs = internal unnamed_addr global [1000 x i64] zeroinitializer, align 8, !dbg !73
@.str.6 = private unnamed_addr constant [18 x i8] c"widen xor = %lld\0A\00", align 1, !dbg !51
@.str.7 = private unnamed_addr constant [18 x i8] c"clamped sum = %u\0A\00", align 1, !dbg !53

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !88 {
    #dbg_value(i32 12345, !102, !DIExpression(), !109)
    #dbg_value(i32 0, !107, !DIExpression(), !111)
  br label %1, !dbg !112

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %1 ]
  %3 = phi i32 [ 12345, %0 ], [ %5, %1 ]
    #dbg_value(i64 %2, !107, !DIExpression(), !111)
    #dbg_value(i32 %3, !102, !DIExpression(), !109)
  %4 = mul i32 %3, 1664525, !dbg !113
  %5 = add i32 %4, 1013904223, !dbg !116
    #dbg_value(i32 %5, !102, !DIExpression(), !109)
  %6 = lshr i32 %5, 16, !dbg !117
  %7 = add nsw i32 %6, -32768, !dbg !118
  %8 = getelementptr inbounds [1000 x i32], ptr @a, i64 0, i64 %2, !dbg !119
  store i32 %7, ptr %8, align 4, !dbg !120, !tbaa !121
  %9 = and i32 %5, 65535, !dbg !125
  %10 = add nsw i32 %9, -32768, !dbg !126
  %11 = getelementptr inbounds [1000 x i32], ptr @b, i64 0, i64 %2, !dbg !127
  store i32 %10, ptr %11, align 4, !dbg !128, !tbaa !121
  %12 = trunc i64 %2 to i16, !dbg !129
  %13 = urem i16 %12, 17, !dbg !129
  %14 = uitofp nneg i16 %13 to float, !dbg !130
  %15 = fmul float %14, 5.000000e-01, !dbg !131
  %16 = getelementptr inbounds [1000 x float], ptr @fa, i64 0, i64 %2, !dbg !132
  store float %15, ptr %16, align 4, !dbg !133, !tbaa !134
  %17 = urem i16 %12, 13, !dbg !136
  %18 = zext nneg i16 %17 to i32, !dbg !136
  %19 = add nsw i32 %18, -6, !dbg !137
  %20 = sitofp i32 %19 to float, !dbg !137
  %21 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %2, !dbg !138
  store float %20, ptr %21, align 4, !dbg !139, !tbaa !134
  %22 = lshr i32 %5, 24, !dbg !140
  %23 = trunc nuw i32 %22 to i8, !dbg !141
  %24 = getelementptr inbounds [1000 x i8], ptr @bytes, i64 0, i64 %2, !dbg !142
  store i8 %23, ptr %24, align 1, !dbg !143, !tbaa !144
  %25 = lshr i32 %5, 8, !dbg !145
  %26 = trunc i32 %25 to i16, !dbg !146
  %27 = getelementptr inbounds [1000 x i16], ptr @shorts, i64 0, i64 %2, !dbg !147
  store i16 %26, ptr %27, align 2, !dbg !148, !tbaa !149
  %28 = add nuw nsw i64 %2, 1, !dbg !151
    #dbg_value(i64 %28, !107, !DIExpression(), !111)
  %29 = icmp eq i64 %28, 1000, !dbg !152
  br i1 %29, label %30, label %1, !dbg !112, !llvm.loop !153

30:                                               ; preds = %1, %30
  %31 = phi i64 [ %39, %30 ], [ 0, %1 ]
    #dbg_value(i64 %31, !156, !DIExpression(), !171)
  %32 = getelementptr inbounds i32, ptr @a, i64 %31, !dbg !173
  %33 = load i32, ptr %32, align 4, !dbg !173, !tbaa !121
  %34 = getelementptr inbounds i32, ptr @b, i64 %31, !dbg !175
  %35 = load i32, ptr %34, align 4, !dbg !175, !tbaa !121
  %36 = mul nsw i32 %35, 3, !dbg !176
  %37 = add nsw i32 %36, %33, !dbg !177
  %38 = getelementptr inbounds i32, ptr @c, i64 %31, !dbg !178
  store i32 %37, ptr %38, align 4, !dbg !179, !tbaa !121
  %39 = add nuw nsw i64 %31, 1, !dbg !180
    #dbg_value(i64 %39, !156, !DIExpression(), !171)
  %40 = icmp eq i64 %39, 1000, !dbg !181
  br i1 %40, label %99, label %30, !dbg !182, !llvm.loop !183

41:                                               ; preds = %99
  %42 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %105), !dbg !185
    #dbg_value(ptr @a, !186, !DIExpression(), !196)
    #dbg_value(ptr @b, !191, !DIExpression(), !196)
    #dbg_value(i32 1000, !192, !DIExpression(), !196)
    #dbg_value(i64 0, !193, !DIExpression(), !196)
    #dbg_value(i32 0, !194, !DIExpression(), !198)
  br label %43, !dbg !199

43:                                               ; preds = %43, %41
  %44 = phi i64 [ 0, %41 ], [ %54, %43 ]
  %45 = phi i64 [ 0, %41 ], [ %53, %43 ]
    #dbg_value(i64 %44, !194, !DIExpression(), !198)
    #dbg_value(i64 %45, !193, !DIExpression(), !196)
  %46 = getelementptr inbounds i32, ptr @a, i64 %44, !dbg !200
  %47 = load i32, ptr %46, align 4, !dbg !200, !tbaa !121
  %48 = sext i32 %47 to i64, !dbg !202
  %49 = getelementptr inbounds i32, ptr @b, i64 %44, !dbg !203
  %50 = load i32, ptr %49, align 4, !dbg !203, !tbaa !121
  %51 = sext i32 %50 to i64, !dbg !203
  %52 = mul nsw i64 %51, %48, !dbg !204
  %53 = add nsw i64 %52, %45, !dbg !205
    #dbg_value(i64 %53, !193, !DIExpression(), !196)
  %54 = add nuw nsw i64 %44, 1, !dbg !206
    #dbg_value(i64 %54, !194, !DIExpression(), !198)
  %55 = icmp eq i64 %54, 1000, !dbg !207
  br i1 %55, label %56, label %43, !dbg !199, !llvm.loop !208

56:                                               ; preds = %43
  %57 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %53), !dbg !210
    #dbg_value(ptr @a, !211, !DIExpression(), !220)
    #dbg_value(i32 1000, !216, !DIExpression(), !220)
  %58 = load i32, ptr @a, align 4, !dbg !222, !tbaa !121
    #dbg_value(i32 %58, !217, !DIExpression(), !220)
    #dbg_value(i32 1, !218, !DIExpression(), !223)
  br label %59, !dbg !224

59:                                               ; preds = %59, %56
  %60 = phi i64 [ 1, %56 ], [ %65, %59 ]
  %61 = phi i32 [ %58, %56 ], [ %64, %59 ]
    #dbg_value(i64 %60, !218, !DIExpression(), !223)
    #dbg_value(i32 %61, !217, !DIExpression(), !220)
  %62 = getelementptr inbounds i32, ptr @a, i64 %60, !dbg !225
  %63 = load i32, ptr %62, align 4, !dbg !225, !tbaa !121
  %64 = tail call i32 @llvm.smax.i32(i32 %63, i32 %61), !dbg !225
    #dbg_value(i32 %64, !217, !DIExpression(), !220)
  %65 = add nuw nsw i64 %60, 1, !dbg !227
    #dbg_value(i64 %65, !218, !DIExpression(), !223)
  %66 = icmp eq i64 %65, 1000, !dbg !228
  br i1 %66, label %67, label %59, !dbg !224, !llvm.loop !229

67:                                               ; preds = %59
    #dbg_value(ptr @c, !211, !DIExpression(), !231)
    #dbg_value(i32 1000, !216, !DIExpression(), !231)
  %68 = load i32, ptr @c, align 4, !dbg !233, !tbaa !121
    #dbg_value(i32 %68, !217, !DIExpression(), !231)
    #dbg_value(i32 1, !218, !DIExpression(), !234)
  br label %69, !dbg !235

69:                                               ; preds = %69, %67
  %70 = phi i64 [ 1, %67 ], [ %75, %69 ]
  %71 = phi i32 [ %68, %67 ], [ %74, %69 ]
    #dbg_value(i64 %70, !218, !DIExpression(), !234)
    #dbg_value(i32 %71, !217, !DIExpression(), !231)
  %72 = getelementptr inbounds i32, ptr @c, i64 %70, !dbg !236
  %73 = load i32, ptr %72, align 4, !dbg !236, !tbaa !121
  %74 = tail call i32 @llvm.smax.i32(i32 %73, i32 %71), !dbg !236
    #dbg_value(i32 %74, !217, !DIExpression(), !231)
  %75 = add nuw nsw i64 %70, 1, !dbg !237
    #dbg_value(i64 %75, !218, !DIExpression(), !234)
  %76 = icmp eq i64 %75, 1000, !dbg !238
  br i1 %76, label %77, label %69, !dbg !235, !llvm.loop !239

77:                                               ; preds = %69
  %78 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %64, i32 noundef signext %74), !dbg !241
    #dbg_value(ptr @bytes, !242, !DIExpression(), !253)
    #dbg_value(i32 1000, !249, !DIExpression(), !253)
    #dbg_value(i32 0, !250, !DIExpression(), !253)
    #dbg_value(i32 0, !251, !DIExpression(), !255)
  br label %79, !dbg !256

79:                                               ; preds = %79, %77
  %80 = phi i64 [ 0, %77 ], [ %86, %79 ]
  %81 = phi i32 [ 0, %77 ], [ %85, %79 ]
    #dbg_value(i64 %80, !251, !DIExpression(), !255)
    #dbg_value(i32 %81, !250, !DIExpression(), !253)
  %82 = getelementptr inbounds i8, ptr @bytes, i64 %80, !dbg !257
  %83 = load i8, ptr %82, align 1, !dbg !257, !tbaa !144
  %84 = zext i8 %83 to i32, !dbg !257
  %85 = add i32 %81, %84, !dbg !259
    #dbg_value(i32 %85, !250, !DIExpression(), !253)
  %86 = add nuw nsw i64 %80, 1, !dbg !260
    #dbg_value(i64 %86, !251, !DIExpression(), !255)
  %87 = icmp eq i64 %86, 1000, !dbg !261
  br i1 %87, label %88, label %79, !dbg !256, !llvm.loop !262

88:                                               ; preds = %79
  %89 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %85), !dbg !264
    #dbg_value(ptr @fb, !265, !DIExpression(), !280)
    #dbg_value(ptr @fa, !275, !DIExpression(), !280)
    #dbg_value(float 5.000000e-01, !276, !DIExpression(), !280)
    #dbg_value(i32 1000, !277, !DIExpression(), !280)
    #dbg_value(i32 0, !278, !DIExpression(), !282)
  br label %90, !dbg !283

90:                                               ; preds = %90, %88
  %91 = phi i64 [ 0, %88 ], [ %97, %90 ]
    #dbg_value(i64 %91, !278, !DIExpression(), !282)
  %92 = getelementptr inbounds float, ptr @fa, i64 %91, !dbg !284
  %93 = load float, ptr %92, align 4, !dbg !284, !tbaa !134
  %94 = getelementptr inbounds float, ptr @fb, i64 %91, !dbg !286
  %95 = load float, ptr %94, align 4, !dbg !286, !tbaa !134
  %96 = tail call float @llvm.fmuladd.f32(float %93, float 5.000000e-01, float %95), !dbg !287
  store float %96, ptr %94, align 4, !dbg !288, !tbaa !134
  %97 = add nuw nsw i64 %91, 1, !dbg !289
    #dbg_value(i64 %97, !278, !DIExpression(), !282)
  %98 = icmp eq i64 %97, 1000, !dbg !290
  br i1 %98, label %132, label %90, !dbg !283, !llvm.loop !291

99:                                               ; preds = %30, %99
  %100 = phi i64 [ %106, %99 ], [ 0, %30 ]
  %101 = phi i32 [ %105, %99 ], [ 0, %30 ]
    #dbg_value(i64 %100, !93, !DIExpression(), !293)
    #dbg_value(i32 %101, !92, !DIExpression(), !294)
  %102 = mul i32 %101, 31, !dbg !295
  %103 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %100, !dbg !297
  %104 = load i32, ptr %103, align 4, !dbg !297, !tbaa !121
  %105 = add i32 %104, %102, !dbg !298
    #dbg_value(i32 %105, !92, !DIExpression(), !294)
  %106 = add nuw nsw i64 %100, 1, !dbg !299
    #dbg_value(i64 %106, !93, !DIExpression(), !293)
  %107 = icmp eq i64 %106, 1000, !dbg !300
  br i1 %107, label %41, label %99, !dbg !301, !llvm.loop !302

108:                                              ; preds = %132
  %109 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %138), !dbg !304
    #dbg_value(ptr @shorts, !305, !DIExpression(), !317)
    #dbg_value(i32 1000, !312, !DIExpression(), !317)
    #dbg_value(i16 1000, !313, !DIExpression(), !317)
    #dbg_value(i32 0, !314, !DIExpression(), !317)
    #dbg_value(i32 0, !315, !DIExpression(), !319)
  br label %110, !dbg !320

110:                                              ; preds = %110, %108
  %111 = phi i64 [ 0, %108 ], [ %118, %110 ]
  %112 = phi i32 [ 0, %108 ], [ %117, %110 ]
    #dbg_value(i64 %111, !315, !DIExpression(), !319)
    #dbg_value(i32 %112, !314, !DIExpression(), !317)
  %113 = getelementptr inbounds i16, ptr @shorts, i64 %111, !dbg !321
  %114 = load i16, ptr %113, align 2, !dbg !321, !tbaa !149
  %115 = icmp sgt i16 %114, 1000, !dbg !323
  %116 = zext i1 %115 to i32, !dbg !323
  %117 = add nuw nsw i32 %112, %116, !dbg !324
    #dbg_value(i32 %117, !314, !DIExpression(), !317)
  %118 = add nuw nsw i64 %111, 1, !dbg !325
    #dbg_value(i64 %118, !315, !DIExpression(), !319)
  %119 = icmp eq i64 %118, 1000, !dbg !326
  br i1 %119, label %120, label %110, !dbg !320, !llvm.loop !327

120:                                              ; preds = %110
  %121 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %117), !dbg !329
    #dbg_value(ptr @longs, !330, !DIExpression(), !342)
    #dbg_value(ptr @shorts, !338, !DIExpression(), !342)
    #dbg_value(i32 1000, !339, !DIExpression(), !342)
    #dbg_value(i32 0, !340, !DIExpression(), !344)
  br label %122, !dbg !345

122:                                              ; preds = %122, %120
  %123 = phi i64 [ 0, %120 ], [ %130, %122 ]
    #dbg_value(i64 %123, !340, !DIExpression(), !344)
  %124 = getelementptr inbounds i16, ptr @shorts, i64 %123, !dbg !346
  %125 = load i16, ptr %124, align 2, !dbg !346, !tbaa !149
  %126 = sext i16 %125 to i64, !dbg !348
  %127 = add nsw i64 %126, -1, !dbg !349
  %128 = mul nsw i64 %127, %126, !dbg !349
  %129 = getelementptr inbounds i64, ptr @longs, i64 %123, !dbg !350
  store i64 %128, ptr %129, align 8, !dbg !351, !tbaa !352
  %130 = add nuw nsw i64 %123, 1, !dbg !354
    #dbg_value(i64 %130, !340, !DIExpression(), !344)
  %131 = icmp eq i64 %130, 1000, !dbg !355
  br i1 %131, label %164, label %122, !dbg !345, !llvm.loop !356

132:                                              ; preds = %90, %132
  %133 = phi i64 [ %139, %132 ], [ 0, %90 ]
  %134 = phi double [ %138, %132 ], [ 0.000000e+00, %90 ]
    #dbg_value(i64 %133, !97, !DIExpression(), !358)
    #dbg_value(double %134, !95, !DIExpression(), !294)
  %135 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %133, !dbg !359
  %136 = load float, ptr %135, align 4, !dbg !359, !tbaa !134
  %137 = fpext float %136 to double, !dbg !359
  %138 = fadd double %134, %137, !dbg !361
    #dbg_value(double %138, !95, !DIExpression(), !294)
  %139 = add nuw nsw i64 %133, 1, !dbg !362
    #dbg_value(i64 %139, !97, !DIExpression(), !358)
  %140 = icmp eq i64 %139, 1000, !dbg !363
  br i1 %140, label %108, label %132, !dbg !364, !llvm.loop !365

141:                                              ; preds = %164
  %142 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %170), !dbg !367
    #dbg_value(ptr @bytes, !368, !DIExpression(), !380)
    #dbg_value(i32 1000, !374, !DIExpression(), !380)
    #dbg_value(i32 0, !375, !DIExpression(), !382)
  br label %143, !dbg !383

143:                                              ; preds = %143, %141
  %144 = phi i64 [ 0, %141 ], [ %151, %143 ]
    #dbg_value(i64 %144, !375, !DIExpression(), !382)
  %145 = getelementptr inbounds i8, ptr @bytes, i64 %144, !dbg !384
  %146 = load i8, ptr %145, align 1, !dbg !384, !tbaa !144
  %147 = zext i8 %146 to i32, !dbg !384
  %148 = shl nuw nsw i32 %147, 1, !dbg !385
    #dbg_value(i32 %148, !377, !DIExpression(), !386)
  %149 = tail call i32 @llvm.umin.i32(i32 %148, i32 255), !dbg !387
  %150 = trunc nuw i32 %149 to i8, !dbg !388
  store i8 %150, ptr %145, align 1, !dbg !389, !tbaa !144
  %151 = add nuw nsw i64 %144, 1, !dbg !390
    #dbg_value(i64 %151, !375, !DIExpression(), !382)
  %152 = icmp eq i64 %151, 1000, !dbg !391
  br i1 %152, label %153, label %143, !dbg !383, !llvm.loop !392

153:                                              ; preds = %143, %153
  %154 = phi i64 [ %160, %153 ], [ 0, %143 ]
  %155 = phi i32 [ %159, %153 ], [ 0, %143 ]
    #dbg_value(i64 %154, !251, !DIExpression(), !394)
    #dbg_value(i32 %155, !250, !DIExpression(), !396)
  %156 = getelementptr inbounds i8, ptr @bytes, i64 %154, !dbg !397
  %157 = load i8, ptr %156, align 1, !dbg !397, !tbaa !144
  %158 = zext i8 %157 to i32, !dbg !397
  %159 = add i32 %155, %158, !dbg !398
    #dbg_value(i32 %159, !250, !DIExpression(), !396)
  %160 = add nuw nsw i64 %154, 1, !dbg !399
    #dbg_value(i64 %160, !251, !DIExpression(), !394)
  %161 = icmp eq i64 %160, 1000, !dbg !400
  br i1 %161, label %162, label %153, !dbg !401, !llvm.loop !402

162:                                              ; preds = %153
  %163 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %159), !dbg !404
  ret i32 0, !dbg !405

164:                                              ; preds = %122, %164
  %165 = phi i64 [ %171, %164 ], [ 0, %122 ]
  %166 = phi i64 [ %170, %164 ], [ 0, %122 ]
    #dbg_value(i64 %165, !100, !DIExpression(), !406)
    #dbg_value(i64 %166, !99, !DIExpression(), !294)
  %167 = getelementptr inbounds [1000 x i64], ptr @longs, i64 0, i64 %165, !dbg !407
  %168 = load i64, ptr %167, align 8, !dbg !407, !tbaa !352
  %169 = add nsw i64 %168, %165, !dbg !409
  %170 = xor i64 %169, %166, !dbg !410
    #dbg_value(i64 %170, !99, !DIExpression(), !294)
  %171 = add nuw nsw i64 %165, 1, !dbg !411
    #dbg_value(i64 %171, !100, !DIExpression(), !406)
  %172 = icmp eq i64 %171, 1000, !dbg !412
  br i1 %172, label %141, label %164, !dbg !413, !llvm.loop !414
}

; Function Attrs: nofree nounwind
declare !dbg !416 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 7, type: !57, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !25, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/autovec.c", directory: ".", checksumkind: CSK_MD5, checksum: "c9046d98d8cdcea58d8d439f85a75ef9")
!4 = !{!5, !10, !11, !15, !16, !19, !22}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !6, line: 26, baseType: !7)
!6 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !9)
!8 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !12, line: 26, baseType: !13)
!12 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !8, line: 41, baseType: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !6, line: 24, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !8, line: 38, baseType: !18)
!18 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !12, line: 25, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !8, line: 39, baseType: !21)
!21 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !12, line: 27, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !8, line: 44, baseType: !24)
!24 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!25 = !{!26, !32, !37, !42, !44, !49, !51, !53, !55, !60, !0, !62, !65, !67, !70, !73}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 120, elements: !30)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 96, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 12)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 192, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 24)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !28, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 144, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 18)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !28, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !46, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !46, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 7, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32000, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 1000)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 7, type: !57, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 8, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 32000, elements: !58)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 8, type: !64, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "bytes", scope: !2, file: !3, line: 9, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 8000, elements: !58)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "shorts", scope: !2, file: !3, line: 10, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 16000, elements: !58)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "longs", scope: !2, file: !3, line: 11, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64000, elements: !58)
!76 = !{i32 7, !"Dwarf Version", i32 5}
!77 = !{i32 2, !"Debug Info Version", i32 3}
!78 = !{i32 1, !"wchar_size", i32 4}
!79 = !{i32 1, !"target-abi", !"lp64d"}
!80 = !{i32 6, !"riscv-isa", !81}
!81 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!82 = !{i32 8, !"PIC Level", i32 2}
!83 = !{i32 7, !"PIE Level", i32 2}
!84 = !{i32 7, !"uwtable", i32 2}
!85 = !{i32 8, !"SmallDataLimit", i32 8}
!86 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!87 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!88 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !89, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!14}
!91 = !{!92, !93, !95, !97, !99, !100}
!92 = !DILocalVariable(name: "h", scope: !88, file: !3, line: 72, type: !5)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 73, type: !14)
!94 = distinct !DILexicalBlock(scope: !88, file: !3, line: 73, column: 5)
!95 = !DILocalVariable(name: "fs", scope: !88, file: !3, line: 79, type: !96)
!96 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 80, type: !14)
!98 = distinct !DILexicalBlock(scope: !88, file: !3, line: 80, column: 5)
!99 = !DILocalVariable(name: "ls", scope: !88, file: !3, line: 84, type: !22)
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 85, type: !14)
!101 = distinct !DILexicalBlock(scope: !88, file: !3, line: 85, column: 5)
!102 = !DILocalVariable(name: "s", scope: !103, file: !3, line: 14, type: !5)
!103 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 13, type: !104, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{null}
!106 = !{!102, !107}
!107 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 15, type: !14)
!108 = distinct !DILexicalBlock(scope: !103, file: !3, line: 15, column: 5)
!109 = !DILocation(line: 0, scope: !103, inlinedAt: !110)
!110 = distinct !DILocation(line: 70, column: 5, scope: !88)
!111 = !DILocation(line: 0, scope: !108, inlinedAt: !110)
!112 = !DILocation(line: 15, column: 5, scope: !108, inlinedAt: !110)
!113 = !DILocation(line: 16, column: 15, scope: !114, inlinedAt: !110)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 15, column: 33)
!115 = distinct !DILexicalBlock(scope: !108, file: !3, line: 15, column: 5)
!116 = !DILocation(line: 16, column: 26, scope: !114, inlinedAt: !110)
!117 = !DILocation(line: 17, column: 28, scope: !114, inlinedAt: !110)
!118 = !DILocation(line: 17, column: 35, scope: !114, inlinedAt: !110)
!119 = !DILocation(line: 17, column: 9, scope: !114, inlinedAt: !110)
!120 = !DILocation(line: 17, column: 14, scope: !114, inlinedAt: !110)
!121 = !{!122, !122, i64 0}
!122 = !{!"int", !123, i64 0}
!123 = !{!"omnipotent char", !124, i64 0}
!124 = !{!"Simple C/C++ TBAA"}
!125 = !DILocation(line: 18, column: 28, scope: !114, inlinedAt: !110)
!126 = !DILocation(line: 18, column: 38, scope: !114, inlinedAt: !110)
!127 = !DILocation(line: 18, column: 9, scope: !114, inlinedAt: !110)
!128 = !DILocation(line: 18, column: 14, scope: !114, inlinedAt: !110)
!129 = !DILocation(line: 19, column: 27, scope: !114, inlinedAt: !110)
!130 = !DILocation(line: 19, column: 17, scope: !114, inlinedAt: !110)
!131 = !DILocation(line: 19, column: 33, scope: !114, inlinedAt: !110)
!132 = !DILocation(line: 19, column: 9, scope: !114, inlinedAt: !110)
!133 = !DILocation(line: 19, column: 15, scope: !114, inlinedAt: !110)
!134 = !{!135, !135, i64 0}
!135 = !{!"float", !123, i64 0}
!136 = !DILocation(line: 20, column: 27, scope: !114, inlinedAt: !110)
!137 = !DILocation(line: 20, column: 33, scope: !114, inlinedAt: !110)
!138 = !DILocation(line: 20, column: 9, scope: !114, inlinedAt: !110)
!139 = !DILocation(line: 20, column: 15, scope: !114, inlinedAt: !110)
!140 = !DILocation(line: 21, column: 32, scope: !114, inlinedAt: !110)
!141 = !DILocation(line: 21, column: 20, scope: !114, inlinedAt: !110)
!142 = !DILocation(line: 21, column: 9, scope: !114, inlinedAt: !110)
!143 = !DILocation(line: 21, column: 18, scope: !114, inlinedAt: !110)
!144 = !{!123, !123, i64 0}
!145 = !DILocation(line: 22, column: 33, scope: !114, inlinedAt: !110)
!146 = !DILocation(line: 22, column: 21, scope: !114, inlinedAt: !110)
!147 = !DILocation(line: 22, column: 9, scope: !114, inlinedAt: !110)
!148 = !DILocation(line: 22, column: 19, scope: !114, inlinedAt: !110)
!149 = !{!150, !150, i64 0}
!150 = !{!"short", !123, i64 0}
!151 = !DILocation(line: 15, column: 29, scope: !115, inlinedAt: !110)
!152 = !DILocation(line: 15, column: 23, scope: !115, inlinedAt: !110)
!153 = distinct !{!153, !112, !154, !155}
!154 = !DILocation(line: 23, column: 5, scope: !108, inlinedAt: !110)
!155 = !{!"llvm.loop.mustprogress"}
!156 = !DILocalVariable(name: "i", scope: !157, file: !3, line: 27, type: !14)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 27, column: 5)
!158 = distinct !DISubprogram(name: "add_arrays", scope: !3, file: !3, line: 26, type: !159, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !166)
!159 = !DISubroutineType(types: !160)
!160 = !{null, !161, !163, !163, !14}
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!166 = !{!167, !168, !169, !170, !156}
!167 = !DILocalVariable(name: "out", arg: 1, scope: !158, file: !3, line: 26, type: !161)
!168 = !DILocalVariable(name: "x", arg: 2, scope: !158, file: !3, line: 26, type: !163)
!169 = !DILocalVariable(name: "y", arg: 3, scope: !158, file: !3, line: 26, type: !163)
!170 = !DILocalVariable(name: "n", arg: 4, scope: !158, file: !3, line: 26, type: !14)
!171 = !DILocation(line: 0, scope: !157, inlinedAt: !172)
!172 = distinct !DILocation(line: 71, column: 5, scope: !88)
!173 = !DILocation(line: 27, column: 42, scope: !174, inlinedAt: !172)
!174 = distinct !DILexicalBlock(scope: !157, file: !3, line: 27, column: 5)
!175 = !DILocation(line: 27, column: 49, scope: !174, inlinedAt: !172)
!176 = !DILocation(line: 27, column: 54, scope: !174, inlinedAt: !172)
!177 = !DILocation(line: 27, column: 47, scope: !174, inlinedAt: !172)
!178 = !DILocation(line: 27, column: 33, scope: !174, inlinedAt: !172)
!179 = !DILocation(line: 27, column: 40, scope: !174, inlinedAt: !172)
!180 = !DILocation(line: 27, column: 29, scope: !174, inlinedAt: !172)
!181 = !DILocation(line: 27, column: 23, scope: !174, inlinedAt: !172)
!182 = !DILocation(line: 27, column: 5, scope: !157, inlinedAt: !172)
!183 = distinct !{!183, !182, !184, !155}
!184 = !DILocation(line: 27, column: 56, scope: !157, inlinedAt: !172)
!185 = !DILocation(line: 74, column: 5, scope: !88)
!186 = !DILocalVariable(name: "x", arg: 1, scope: !187, file: !3, line: 30, type: !164)
!187 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 30, type: !188, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !190)
!188 = !DISubroutineType(types: !189)
!189 = !{!22, !164, !164, !14}
!190 = !{!186, !191, !192, !193, !194}
!191 = !DILocalVariable(name: "y", arg: 2, scope: !187, file: !3, line: 30, type: !164)
!192 = !DILocalVariable(name: "n", arg: 3, scope: !187, file: !3, line: 30, type: !14)
!193 = !DILocalVariable(name: "s", scope: !187, file: !3, line: 31, type: !22)
!194 = !DILocalVariable(name: "i", scope: !195, file: !3, line: 32, type: !14)
!195 = distinct !DILexicalBlock(scope: !187, file: !3, line: 32, column: 5)
!196 = !DILocation(line: 0, scope: !187, inlinedAt: !197)
!197 = distinct !DILocation(line: 75, column: 39, scope: !88)
!198 = !DILocation(line: 0, scope: !195, inlinedAt: !197)
!199 = !DILocation(line: 32, column: 5, scope: !195, inlinedAt: !197)
!200 = !DILocation(line: 32, column: 47, scope: !201, inlinedAt: !197)
!201 = distinct !DILexicalBlock(scope: !195, file: !3, line: 32, column: 5)
!202 = !DILocation(line: 32, column: 38, scope: !201, inlinedAt: !197)
!203 = !DILocation(line: 32, column: 54, scope: !201, inlinedAt: !197)
!204 = !DILocation(line: 32, column: 52, scope: !201, inlinedAt: !197)
!205 = !DILocation(line: 32, column: 35, scope: !201, inlinedAt: !197)
!206 = !DILocation(line: 32, column: 29, scope: !201, inlinedAt: !197)
!207 = !DILocation(line: 32, column: 23, scope: !201, inlinedAt: !197)
!208 = distinct !{!208, !199, !209, !155}
!209 = !DILocation(line: 32, column: 57, scope: !195, inlinedAt: !197)
!210 = !DILocation(line: 75, column: 5, scope: !88)
!211 = !DILocalVariable(name: "x", arg: 1, scope: !212, file: !3, line: 36, type: !164)
!212 = distinct !DISubprogram(name: "maxval", scope: !3, file: !3, line: 36, type: !213, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{!11, !164, !14}
!215 = !{!211, !216, !217, !218}
!216 = !DILocalVariable(name: "n", arg: 2, scope: !212, file: !3, line: 36, type: !14)
!217 = !DILocalVariable(name: "m", scope: !212, file: !3, line: 37, type: !11)
!218 = !DILocalVariable(name: "i", scope: !219, file: !3, line: 38, type: !14)
!219 = distinct !DILexicalBlock(scope: !212, file: !3, line: 38, column: 5)
!220 = !DILocation(line: 0, scope: !212, inlinedAt: !221)
!221 = distinct !DILocation(line: 76, column: 40, scope: !88)
!222 = !DILocation(line: 37, column: 17, scope: !212, inlinedAt: !221)
!223 = !DILocation(line: 0, scope: !219, inlinedAt: !221)
!224 = !DILocation(line: 38, column: 5, scope: !219, inlinedAt: !221)
!225 = !DILocation(line: 38, column: 37, scope: !226, inlinedAt: !221)
!226 = distinct !DILexicalBlock(scope: !219, file: !3, line: 38, column: 5)
!227 = !DILocation(line: 38, column: 29, scope: !226, inlinedAt: !221)
!228 = !DILocation(line: 38, column: 23, scope: !226, inlinedAt: !221)
!229 = distinct !{!229, !224, !230, !155}
!230 = !DILocation(line: 38, column: 55, scope: !219, inlinedAt: !221)
!231 = !DILocation(line: 0, scope: !212, inlinedAt: !232)
!232 = distinct !DILocation(line: 76, column: 54, scope: !88)
!233 = !DILocation(line: 37, column: 17, scope: !212, inlinedAt: !232)
!234 = !DILocation(line: 0, scope: !219, inlinedAt: !232)
!235 = !DILocation(line: 38, column: 5, scope: !219, inlinedAt: !232)
!236 = !DILocation(line: 38, column: 37, scope: !226, inlinedAt: !232)
!237 = !DILocation(line: 38, column: 29, scope: !226, inlinedAt: !232)
!238 = !DILocation(line: 38, column: 23, scope: !226, inlinedAt: !232)
!239 = distinct !{!239, !235, !240, !155}
!240 = !DILocation(line: 38, column: 55, scope: !219, inlinedAt: !232)
!241 = !DILocation(line: 76, column: 5, scope: !88)
!242 = !DILocalVariable(name: "p", arg: 1, scope: !243, file: !3, line: 42, type: !246)
!243 = distinct !DISubprogram(name: "byte_sum", scope: !3, file: !3, line: 42, type: !244, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !248)
!244 = !DISubroutineType(types: !245)
!245 = !{!5, !246, !14}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!248 = !{!242, !249, !250, !251}
!249 = !DILocalVariable(name: "n", arg: 2, scope: !243, file: !3, line: 42, type: !14)
!250 = !DILocalVariable(name: "s", scope: !243, file: !3, line: 43, type: !5)
!251 = !DILocalVariable(name: "i", scope: !252, file: !3, line: 44, type: !14)
!252 = distinct !DILexicalBlock(scope: !243, file: !3, line: 44, column: 5)
!253 = !DILocation(line: 0, scope: !243, inlinedAt: !254)
!254 = distinct !DILocation(line: 77, column: 31, scope: !88)
!255 = !DILocation(line: 0, scope: !252, inlinedAt: !254)
!256 = !DILocation(line: 44, column: 5, scope: !252, inlinedAt: !254)
!257 = !DILocation(line: 44, column: 38, scope: !258, inlinedAt: !254)
!258 = distinct !DILexicalBlock(scope: !252, file: !3, line: 44, column: 5)
!259 = !DILocation(line: 44, column: 35, scope: !258, inlinedAt: !254)
!260 = !DILocation(line: 44, column: 29, scope: !258, inlinedAt: !254)
!261 = !DILocation(line: 44, column: 23, scope: !258, inlinedAt: !254)
!262 = distinct !{!262, !256, !263, !155}
!263 = !DILocation(line: 44, column: 41, scope: !252, inlinedAt: !254)
!264 = !DILocation(line: 77, column: 5, scope: !88)
!265 = !DILocalVariable(name: "y", arg: 1, scope: !266, file: !3, line: 48, type: !269)
!266 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 48, type: !267, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !274)
!267 = !DISubroutineType(types: !268)
!268 = !{null, !269, !271, !15, !14}
!269 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !270)
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!271 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!274 = !{!265, !275, !276, !277, !278}
!275 = !DILocalVariable(name: "x", arg: 2, scope: !266, file: !3, line: 48, type: !271)
!276 = !DILocalVariable(name: "k", arg: 3, scope: !266, file: !3, line: 48, type: !15)
!277 = !DILocalVariable(name: "n", arg: 4, scope: !266, file: !3, line: 48, type: !14)
!278 = !DILocalVariable(name: "i", scope: !279, file: !3, line: 49, type: !14)
!279 = distinct !DILexicalBlock(scope: !266, file: !3, line: 49, column: 5)
!280 = !DILocation(line: 0, scope: !266, inlinedAt: !281)
!281 = distinct !DILocation(line: 78, column: 5, scope: !88)
!282 = !DILocation(line: 0, scope: !279, inlinedAt: !281)
!283 = !DILocation(line: 49, column: 5, scope: !279, inlinedAt: !281)
!284 = !DILocation(line: 49, column: 44, scope: !285, inlinedAt: !281)
!285 = distinct !DILexicalBlock(scope: !279, file: !3, line: 49, column: 5)
!286 = !DILocation(line: 49, column: 51, scope: !285, inlinedAt: !281)
!287 = !DILocation(line: 49, column: 49, scope: !285, inlinedAt: !281)
!288 = !DILocation(line: 49, column: 38, scope: !285, inlinedAt: !281)
!289 = !DILocation(line: 49, column: 29, scope: !285, inlinedAt: !281)
!290 = !DILocation(line: 49, column: 23, scope: !285, inlinedAt: !281)
!291 = distinct !{!291, !283, !292, !155}
!292 = !DILocation(line: 49, column: 54, scope: !279, inlinedAt: !281)
!293 = !DILocation(line: 0, scope: !94)
!294 = !DILocation(line: 0, scope: !88)
!295 = !DILocation(line: 73, column: 39, scope: !296)
!296 = distinct !DILexicalBlock(scope: !94, file: !3, line: 73, column: 5)
!297 = !DILocation(line: 73, column: 56, scope: !296)
!298 = !DILocation(line: 73, column: 44, scope: !296)
!299 = !DILocation(line: 73, column: 29, scope: !296)
!300 = !DILocation(line: 73, column: 23, scope: !296)
!301 = !DILocation(line: 73, column: 5, scope: !94)
!302 = distinct !{!302, !301, !303, !155}
!303 = !DILocation(line: 73, column: 59, scope: !94)
!304 = !DILocation(line: 81, column: 5, scope: !88)
!305 = !DILocalVariable(name: "p", arg: 1, scope: !306, file: !3, line: 52, type: !309)
!306 = distinct !DISubprogram(name: "count_if", scope: !3, file: !3, line: 52, type: !307, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !311)
!307 = !DISubroutineType(types: !308)
!308 = !{!14, !309, !14, !19}
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !310, size: 64)
!310 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!311 = !{!305, !312, !313, !314, !315}
!312 = !DILocalVariable(name: "n", arg: 2, scope: !306, file: !3, line: 52, type: !14)
!313 = !DILocalVariable(name: "thr", arg: 3, scope: !306, file: !3, line: 52, type: !19)
!314 = !DILocalVariable(name: "cnt", scope: !306, file: !3, line: 53, type: !14)
!315 = !DILocalVariable(name: "i", scope: !316, file: !3, line: 54, type: !14)
!316 = distinct !DILexicalBlock(scope: !306, file: !3, line: 54, column: 5)
!317 = !DILocation(line: 0, scope: !306, inlinedAt: !318)
!318 = distinct !DILocation(line: 82, column: 31, scope: !88)
!319 = !DILocation(line: 0, scope: !316, inlinedAt: !318)
!320 = !DILocation(line: 54, column: 5, scope: !316, inlinedAt: !318)
!321 = !DILocation(line: 54, column: 40, scope: !322, inlinedAt: !318)
!322 = distinct !DILexicalBlock(scope: !316, file: !3, line: 54, column: 5)
!323 = !DILocation(line: 54, column: 45, scope: !322, inlinedAt: !318)
!324 = !DILocation(line: 54, column: 37, scope: !322, inlinedAt: !318)
!325 = !DILocation(line: 54, column: 29, scope: !322, inlinedAt: !318)
!326 = !DILocation(line: 54, column: 23, scope: !322, inlinedAt: !318)
!327 = distinct !{!327, !320, !328, !155}
!328 = !DILocation(line: 54, column: 47, scope: !316, inlinedAt: !318)
!329 = !DILocation(line: 82, column: 5, scope: !88)
!330 = !DILocalVariable(name: "out", arg: 1, scope: !331, file: !3, line: 58, type: !334)
!331 = distinct !DISubprogram(name: "widen", scope: !3, file: !3, line: 58, type: !332, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !337)
!332 = !DISubroutineType(types: !333)
!333 = !{null, !334, !336, !14}
!334 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !335)
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!336 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !309)
!337 = !{!330, !338, !339, !340}
!338 = !DILocalVariable(name: "in", arg: 2, scope: !331, file: !3, line: 58, type: !336)
!339 = !DILocalVariable(name: "n", arg: 3, scope: !331, file: !3, line: 58, type: !14)
!340 = !DILocalVariable(name: "i", scope: !341, file: !3, line: 59, type: !14)
!341 = distinct !DILexicalBlock(scope: !331, file: !3, line: 59, column: 5)
!342 = !DILocation(line: 0, scope: !331, inlinedAt: !343)
!343 = distinct !DILocation(line: 83, column: 5, scope: !88)
!344 = !DILocation(line: 0, scope: !341, inlinedAt: !343)
!345 = !DILocation(line: 59, column: 5, scope: !341, inlinedAt: !343)
!346 = !DILocation(line: 59, column: 51, scope: !347, inlinedAt: !343)
!347 = distinct !DILexicalBlock(scope: !341, file: !3, line: 59, column: 5)
!348 = !DILocation(line: 59, column: 42, scope: !347, inlinedAt: !343)
!349 = !DILocation(line: 59, column: 65, scope: !347, inlinedAt: !343)
!350 = !DILocation(line: 59, column: 33, scope: !347, inlinedAt: !343)
!351 = !DILocation(line: 59, column: 40, scope: !347, inlinedAt: !343)
!352 = !{!353, !353, i64 0}
!353 = !{!"long", !123, i64 0}
!354 = !DILocation(line: 59, column: 29, scope: !347, inlinedAt: !343)
!355 = !DILocation(line: 59, column: 23, scope: !347, inlinedAt: !343)
!356 = distinct !{!356, !345, !357, !155}
!357 = !DILocation(line: 59, column: 71, scope: !341, inlinedAt: !343)
!358 = !DILocation(line: 0, scope: !98)
!359 = !DILocation(line: 80, column: 39, scope: !360)
!360 = distinct !DILexicalBlock(scope: !98, file: !3, line: 80, column: 5)
!361 = !DILocation(line: 80, column: 36, scope: !360)
!362 = !DILocation(line: 80, column: 29, scope: !360)
!363 = !DILocation(line: 80, column: 23, scope: !360)
!364 = !DILocation(line: 80, column: 5, scope: !98)
!365 = distinct !{!365, !364, !366, !155}
!366 = !DILocation(line: 80, column: 43, scope: !98)
!367 = !DILocation(line: 86, column: 5, scope: !88)
!368 = !DILocalVariable(name: "p", arg: 1, scope: !369, file: !3, line: 62, type: !372)
!369 = distinct !DISubprogram(name: "clamp_bytes", scope: !3, file: !3, line: 62, type: !370, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !373)
!370 = !DISubroutineType(types: !371)
!371 = !{null, !372, !14}
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!373 = !{!368, !374, !375, !377}
!374 = !DILocalVariable(name: "n", arg: 2, scope: !369, file: !3, line: 62, type: !14)
!375 = !DILocalVariable(name: "i", scope: !376, file: !3, line: 63, type: !14)
!376 = distinct !DILexicalBlock(scope: !369, file: !3, line: 63, column: 5)
!377 = !DILocalVariable(name: "v", scope: !378, file: !3, line: 64, type: !14)
!378 = distinct !DILexicalBlock(scope: !379, file: !3, line: 63, column: 33)
!379 = distinct !DILexicalBlock(scope: !376, file: !3, line: 63, column: 5)
!380 = !DILocation(line: 0, scope: !369, inlinedAt: !381)
!381 = distinct !DILocation(line: 87, column: 5, scope: !88)
!382 = !DILocation(line: 0, scope: !376, inlinedAt: !381)
!383 = !DILocation(line: 63, column: 5, scope: !376, inlinedAt: !381)
!384 = !DILocation(line: 64, column: 17, scope: !378, inlinedAt: !381)
!385 = !DILocation(line: 64, column: 22, scope: !378, inlinedAt: !381)
!386 = !DILocation(line: 0, scope: !378, inlinedAt: !381)
!387 = !DILocation(line: 65, column: 26, scope: !378, inlinedAt: !381)
!388 = !DILocation(line: 65, column: 16, scope: !378, inlinedAt: !381)
!389 = !DILocation(line: 65, column: 14, scope: !378, inlinedAt: !381)
!390 = !DILocation(line: 63, column: 29, scope: !379, inlinedAt: !381)
!391 = !DILocation(line: 63, column: 23, scope: !379, inlinedAt: !381)
!392 = distinct !{!392, !383, !393, !155}
!393 = !DILocation(line: 66, column: 5, scope: !376, inlinedAt: !381)
!394 = !DILocation(line: 0, scope: !252, inlinedAt: !395)
!395 = distinct !DILocation(line: 88, column: 34, scope: !88)
!396 = !DILocation(line: 0, scope: !243, inlinedAt: !395)
!397 = !DILocation(line: 44, column: 38, scope: !258, inlinedAt: !395)
!398 = !DILocation(line: 44, column: 35, scope: !258, inlinedAt: !395)
!399 = !DILocation(line: 44, column: 29, scope: !258, inlinedAt: !395)
!400 = !DILocation(line: 44, column: 23, scope: !258, inlinedAt: !395)
!401 = !DILocation(line: 44, column: 5, scope: !252, inlinedAt: !395)
!402 = distinct !{!402, !401, !403, !155}
!403 = !DILocation(line: 44, column: 41, scope: !252, inlinedAt: !395)
!404 = !DILocation(line: 88, column: 5, scope: !88)
!405 = !DILocation(line: 89, column: 5, scope: !88)
!406 = !DILocation(line: 0, scope: !101)
!407 = !DILocation(line: 85, column: 39, scope: !408)
!408 = distinct !DILexicalBlock(scope: !101, file: !3, line: 85, column: 5)
!409 = !DILocation(line: 85, column: 48, scope: !408)
!410 = !DILocation(line: 85, column: 36, scope: !408)
!411 = !DILocation(line: 85, column: 29, scope: !408)
!412 = !DILocation(line: 85, column: 23, scope: !408)
!413 = !DILocation(line: 85, column: 5, scope: !101)
!414 = distinct !{!414, !413, !415, !155}
!415 = !DILocation(line: 85, column: 50, scope: !101)
!416 = !DISubprogram(name: "printf", scope: !417, file: !417, line: 356, type: !418, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!418 = !DISubroutineType(types: !419)
!419 = !{!14, !420, null}
!420 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !421)
!421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !422, size: 64)
!422 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
