; ModuleID = 'tests/programs/autovec.c'
source_filename = "tests/programs/autovec.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@c = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16, !dbg !0
@a = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16, !dbg !55
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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !85 {
    #dbg_value(i32 12345, !99, !DIExpression(), !106)
    #dbg_value(i32 0, !104, !DIExpression(), !108)
  br label %1, !dbg !109

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %1 ]
  %3 = phi i32 [ 12345, %0 ], [ %5, %1 ]
    #dbg_value(i64 %2, !104, !DIExpression(), !108)
    #dbg_value(i32 %3, !99, !DIExpression(), !106)
  %4 = mul i32 %3, 1664525, !dbg !110
  %5 = add i32 %4, 1013904223, !dbg !113
    #dbg_value(i32 %5, !99, !DIExpression(), !106)
  %6 = lshr i32 %5, 16, !dbg !114
  %7 = add nsw i32 %6, -32768, !dbg !115
  %8 = getelementptr inbounds [1000 x i32], ptr @a, i64 0, i64 %2, !dbg !116
  store i32 %7, ptr %8, align 4, !dbg !117, !tbaa !118
  %9 = and i32 %5, 65535, !dbg !122
  %10 = add nsw i32 %9, -32768, !dbg !123
  %11 = getelementptr inbounds [1000 x i32], ptr @b, i64 0, i64 %2, !dbg !124
  store i32 %10, ptr %11, align 4, !dbg !125, !tbaa !118
  %12 = trunc i64 %2 to i16, !dbg !126
  %13 = urem i16 %12, 17, !dbg !126
  %14 = uitofp nneg i16 %13 to float, !dbg !127
  %15 = fmul float %14, 5.000000e-01, !dbg !128
  %16 = getelementptr inbounds [1000 x float], ptr @fa, i64 0, i64 %2, !dbg !129
  store float %15, ptr %16, align 4, !dbg !130, !tbaa !131
  %17 = urem i16 %12, 13, !dbg !133
  %18 = zext nneg i16 %17 to i32, !dbg !133
  %19 = add nsw i32 %18, -6, !dbg !134
  %20 = sitofp i32 %19 to float, !dbg !134
  %21 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %2, !dbg !135
  store float %20, ptr %21, align 4, !dbg !136, !tbaa !131
  %22 = lshr i32 %5, 24, !dbg !137
  %23 = trunc nuw i32 %22 to i8, !dbg !138
  %24 = getelementptr inbounds [1000 x i8], ptr @bytes, i64 0, i64 %2, !dbg !139
  store i8 %23, ptr %24, align 1, !dbg !140, !tbaa !141
  %25 = lshr i32 %5, 8, !dbg !142
  %26 = trunc i32 %25 to i16, !dbg !143
  %27 = getelementptr inbounds [1000 x i16], ptr @shorts, i64 0, i64 %2, !dbg !144
  store i16 %26, ptr %27, align 2, !dbg !145, !tbaa !146
  %28 = add nuw nsw i64 %2, 1, !dbg !148
    #dbg_value(i64 %28, !104, !DIExpression(), !108)
  %29 = icmp eq i64 %28, 1000, !dbg !149
  br i1 %29, label %30, label %1, !dbg !109, !llvm.loop !150

30:                                               ; preds = %1, %30
  %31 = phi i64 [ %46, %30 ], [ 0, %1 ], !dbg !153
  %32 = getelementptr inbounds i32, ptr @a, i64 %31, !dbg !171
  %33 = getelementptr inbounds i8, ptr %32, i64 16, !dbg !171
  %34 = load <4 x i32>, ptr %32, align 16, !dbg !171, !tbaa !118
  %35 = load <4 x i32>, ptr %33, align 16, !dbg !171, !tbaa !118
  %36 = getelementptr inbounds i32, ptr @b, i64 %31, !dbg !172
  %37 = getelementptr inbounds i8, ptr %36, i64 16, !dbg !172
  %38 = load <4 x i32>, ptr %36, align 4, !dbg !172, !tbaa !118
  %39 = load <4 x i32>, ptr %37, align 4, !dbg !172, !tbaa !118
  %40 = mul nsw <4 x i32> %38, <i32 3, i32 3, i32 3, i32 3>, !dbg !173
  %41 = mul nsw <4 x i32> %39, <i32 3, i32 3, i32 3, i32 3>, !dbg !173
  %42 = add nsw <4 x i32> %40, %34, !dbg !174
  %43 = add nsw <4 x i32> %41, %35, !dbg !174
  %44 = getelementptr inbounds i32, ptr @c, i64 %31, !dbg !175
  %45 = getelementptr inbounds i8, ptr %44, i64 16, !dbg !176
  store <4 x i32> %42, ptr %44, align 16, !dbg !176, !tbaa !118
  store <4 x i32> %43, ptr %45, align 16, !dbg !176, !tbaa !118
  %46 = add nuw i64 %31, 8, !dbg !153
  %47 = icmp eq i64 %46, 1000, !dbg !153
  br i1 %47, label %191, label %30, !dbg !153, !llvm.loop !177

48:                                               ; preds = %191
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %197), !dbg !182
    #dbg_value(ptr @a, !183, !DIExpression(), !193)
    #dbg_value(ptr @b, !188, !DIExpression(), !193)
    #dbg_value(i32 1000, !189, !DIExpression(), !193)
    #dbg_value(i64 0, !190, !DIExpression(), !193)
    #dbg_value(i32 0, !191, !DIExpression(), !195)
  br label %50, !dbg !196

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %70, %50 ], !dbg !197
  %52 = phi <4 x i64> [ zeroinitializer, %48 ], [ %68, %50 ]
  %53 = phi <4 x i64> [ zeroinitializer, %48 ], [ %69, %50 ]
  %54 = getelementptr inbounds i32, ptr @a, i64 %51, !dbg !199
  %55 = getelementptr inbounds i8, ptr %54, i64 16, !dbg !199
  %56 = load <4 x i32>, ptr %54, align 16, !dbg !199, !tbaa !118
  %57 = load <4 x i32>, ptr %55, align 16, !dbg !199, !tbaa !118
  %58 = sext <4 x i32> %56 to <4 x i64>, !dbg !200
  %59 = sext <4 x i32> %57 to <4 x i64>, !dbg !200
  %60 = getelementptr inbounds i32, ptr @b, i64 %51, !dbg !201
  %61 = getelementptr inbounds i8, ptr %60, i64 16, !dbg !201
  %62 = load <4 x i32>, ptr %60, align 4, !dbg !201, !tbaa !118
  %63 = load <4 x i32>, ptr %61, align 4, !dbg !201, !tbaa !118
  %64 = sext <4 x i32> %62 to <4 x i64>, !dbg !201
  %65 = sext <4 x i32> %63 to <4 x i64>, !dbg !201
  %66 = mul nsw <4 x i64> %64, %58, !dbg !202
  %67 = mul nsw <4 x i64> %65, %59, !dbg !202
  %68 = add <4 x i64> %66, %52, !dbg !203
  %69 = add <4 x i64> %67, %53, !dbg !203
  %70 = add nuw i64 %51, 8, !dbg !197
  %71 = icmp eq i64 %70, 1000, !dbg !197
  br i1 %71, label %72, label %50, !dbg !197, !llvm.loop !204

72:                                               ; preds = %50
  %73 = add <4 x i64> %69, %68, !dbg !196
  %74 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %73), !dbg !196
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %74), !dbg !206
    #dbg_value(ptr @a, !207, !DIExpression(), !216)
    #dbg_value(i32 1000, !212, !DIExpression(), !216)
    #dbg_value(i32 poison, !213, !DIExpression(), !216)
    #dbg_value(i32 1, !214, !DIExpression(), !218)
  %76 = load <4 x i32>, ptr @a, align 16, !dbg !219
    #dbg_value(i32 undef, !213, !DIExpression(), !216)
  %77 = shufflevector <4 x i32> %76, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !220
  br label %78, !dbg !220

78:                                               ; preds = %78, %72
  %79 = phi i64 [ 0, %72 ], [ %89, %78 ]
  %80 = phi <4 x i32> [ %77, %72 ], [ %87, %78 ]
  %81 = phi <4 x i32> [ %77, %72 ], [ %88, %78 ]
  %82 = or disjoint i64 %79, 1, !dbg !220
  %83 = getelementptr inbounds i32, ptr @a, i64 %82, !dbg !221
  %84 = getelementptr inbounds i8, ptr %83, i64 16, !dbg !221
  %85 = load <4 x i32>, ptr %83, align 4, !dbg !221, !tbaa !118
  %86 = load <4 x i32>, ptr %84, align 4, !dbg !221, !tbaa !118
  %87 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %85, <4 x i32> %80), !dbg !221
  %88 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %86, <4 x i32> %81), !dbg !221
  %89 = add nuw i64 %79, 8
  %90 = icmp eq i64 %89, 992
  br i1 %90, label %91, label %78, !llvm.loop !223

91:                                               ; preds = %78
  %92 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %87, <4 x i32> %88), !dbg !220
  %93 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %92), !dbg !220
    #dbg_value(i64 993, !214, !DIExpression(), !218)
    #dbg_value(i32 %93, !213, !DIExpression(), !216)
  %94 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3972), align 4, !dbg !221, !tbaa !118
  %95 = tail call i32 @llvm.smax.i32(i32 %94, i32 %93), !dbg !221
    #dbg_value(i32 %95, !213, !DIExpression(), !216)
    #dbg_value(i64 994, !214, !DIExpression(), !218)
  %96 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3976), align 8, !dbg !221, !tbaa !118
  %97 = tail call i32 @llvm.smax.i32(i32 %96, i32 %95), !dbg !221
    #dbg_value(i32 %97, !213, !DIExpression(), !216)
    #dbg_value(i64 995, !214, !DIExpression(), !218)
  %98 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3980), align 4, !dbg !221, !tbaa !118
  %99 = tail call i32 @llvm.smax.i32(i32 %98, i32 %97), !dbg !221
    #dbg_value(i32 %99, !213, !DIExpression(), !216)
    #dbg_value(i64 996, !214, !DIExpression(), !218)
  %100 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3984), align 16, !dbg !221, !tbaa !118
  %101 = tail call i32 @llvm.smax.i32(i32 %100, i32 %99), !dbg !221
    #dbg_value(i32 %101, !213, !DIExpression(), !216)
    #dbg_value(i64 997, !214, !DIExpression(), !218)
  %102 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3988), align 4, !dbg !221, !tbaa !118
  %103 = tail call i32 @llvm.smax.i32(i32 %102, i32 %101), !dbg !221
    #dbg_value(i32 %103, !213, !DIExpression(), !216)
    #dbg_value(i64 998, !214, !DIExpression(), !218)
  %104 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3992), align 8, !dbg !221, !tbaa !118
  %105 = tail call i32 @llvm.smax.i32(i32 %104, i32 %103), !dbg !221
    #dbg_value(i32 %105, !213, !DIExpression(), !216)
    #dbg_value(i64 999, !214, !DIExpression(), !218)
  %106 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3996), align 4, !dbg !221, !tbaa !118
  %107 = tail call i32 @llvm.smax.i32(i32 %106, i32 %105), !dbg !221
    #dbg_value(i32 %107, !213, !DIExpression(), !216)
    #dbg_value(i64 1000, !214, !DIExpression(), !218)
    #dbg_value(ptr @c, !207, !DIExpression(), !225)
    #dbg_value(i32 1000, !212, !DIExpression(), !225)
    #dbg_value(i32 poison, !213, !DIExpression(), !225)
    #dbg_value(i32 1, !214, !DIExpression(), !227)
  %108 = load <4 x i32>, ptr @c, align 16, !dbg !228
    #dbg_value(i32 undef, !213, !DIExpression(), !225)
  %109 = shufflevector <4 x i32> %108, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !229
  br label %110, !dbg !229

110:                                              ; preds = %110, %91
  %111 = phi i64 [ 0, %91 ], [ %121, %110 ]
  %112 = phi <4 x i32> [ %109, %91 ], [ %119, %110 ]
  %113 = phi <4 x i32> [ %109, %91 ], [ %120, %110 ]
  %114 = or disjoint i64 %111, 1, !dbg !229
  %115 = getelementptr inbounds i32, ptr @c, i64 %114, !dbg !230
  %116 = getelementptr inbounds i8, ptr %115, i64 16, !dbg !230
  %117 = load <4 x i32>, ptr %115, align 4, !dbg !230, !tbaa !118
  %118 = load <4 x i32>, ptr %116, align 4, !dbg !230, !tbaa !118
  %119 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %117, <4 x i32> %112), !dbg !230
  %120 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %118, <4 x i32> %113), !dbg !230
  %121 = add nuw i64 %111, 8
  %122 = icmp eq i64 %121, 992
  br i1 %122, label %123, label %110, !llvm.loop !231

123:                                              ; preds = %110
  %124 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %119, <4 x i32> %120), !dbg !229
  %125 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %124), !dbg !229
    #dbg_value(i64 993, !214, !DIExpression(), !227)
    #dbg_value(i32 %125, !213, !DIExpression(), !225)
  %126 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3972), align 4, !dbg !230, !tbaa !118
  %127 = tail call i32 @llvm.smax.i32(i32 %126, i32 %125), !dbg !230
    #dbg_value(i32 %127, !213, !DIExpression(), !225)
    #dbg_value(i64 994, !214, !DIExpression(), !227)
  %128 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3976), align 8, !dbg !230, !tbaa !118
  %129 = tail call i32 @llvm.smax.i32(i32 %128, i32 %127), !dbg !230
    #dbg_value(i32 %129, !213, !DIExpression(), !225)
    #dbg_value(i64 995, !214, !DIExpression(), !227)
  %130 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3980), align 4, !dbg !230, !tbaa !118
  %131 = tail call i32 @llvm.smax.i32(i32 %130, i32 %129), !dbg !230
    #dbg_value(i32 %131, !213, !DIExpression(), !225)
    #dbg_value(i64 996, !214, !DIExpression(), !227)
  %132 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3984), align 16, !dbg !230, !tbaa !118
  %133 = tail call i32 @llvm.smax.i32(i32 %132, i32 %131), !dbg !230
    #dbg_value(i32 %133, !213, !DIExpression(), !225)
    #dbg_value(i64 997, !214, !DIExpression(), !227)
  %134 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3988), align 4, !dbg !230, !tbaa !118
  %135 = tail call i32 @llvm.smax.i32(i32 %134, i32 %133), !dbg !230
    #dbg_value(i32 %135, !213, !DIExpression(), !225)
    #dbg_value(i64 998, !214, !DIExpression(), !227)
  %136 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3992), align 8, !dbg !230, !tbaa !118
  %137 = tail call i32 @llvm.smax.i32(i32 %136, i32 %135), !dbg !230
    #dbg_value(i32 %137, !213, !DIExpression(), !225)
    #dbg_value(i64 999, !214, !DIExpression(), !227)
  %138 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3996), align 4, !dbg !230, !tbaa !118
  %139 = tail call i32 @llvm.smax.i32(i32 %138, i32 %137), !dbg !230
    #dbg_value(i32 %139, !213, !DIExpression(), !225)
    #dbg_value(i64 1000, !214, !DIExpression(), !227)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %107, i32 noundef %139), !dbg !233
    #dbg_value(ptr @bytes, !234, !DIExpression(), !245)
    #dbg_value(i32 1000, !241, !DIExpression(), !245)
    #dbg_value(i32 0, !242, !DIExpression(), !245)
    #dbg_value(i32 0, !243, !DIExpression(), !247)
  br label %141, !dbg !248

141:                                              ; preds = %141, %123
  %142 = phi i64 [ 0, %123 ], [ %153, %141 ], !dbg !249
  %143 = phi <16 x i32> [ zeroinitializer, %123 ], [ %151, %141 ]
  %144 = phi <16 x i32> [ zeroinitializer, %123 ], [ %152, %141 ]
  %145 = getelementptr inbounds i8, ptr @bytes, i64 %142, !dbg !251
  %146 = getelementptr inbounds i8, ptr %145, i64 16, !dbg !251
  %147 = load <16 x i8>, ptr %145, align 1, !dbg !251, !tbaa !141
  %148 = load <16 x i8>, ptr %146, align 1, !dbg !251, !tbaa !141
  %149 = zext <16 x i8> %147 to <16 x i32>, !dbg !251
  %150 = zext <16 x i8> %148 to <16 x i32>, !dbg !251
  %151 = add <16 x i32> %143, %149, !dbg !252
  %152 = add <16 x i32> %144, %150, !dbg !252
  %153 = add nuw i64 %142, 32, !dbg !249
  %154 = icmp eq i64 %153, 992, !dbg !249
  br i1 %154, label %155, label %141, !dbg !249, !llvm.loop !253

155:                                              ; preds = %141
  %156 = add <16 x i32> %152, %151, !dbg !248
  %157 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %156), !dbg !248
  %158 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %157, i64 0, !dbg !248
  %159 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 1, !dbg !251, !tbaa !141
  %160 = zext <8 x i8> %159 to <8 x i32>, !dbg !251
  %161 = add <8 x i32> %158, %160, !dbg !252
  %162 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %161), !dbg !248
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %162), !dbg !255
    #dbg_value(ptr @fb, !256, !DIExpression(), !271)
    #dbg_value(ptr @fa, !266, !DIExpression(), !271)
    #dbg_value(float 5.000000e-01, !267, !DIExpression(), !271)
    #dbg_value(i32 1000, !268, !DIExpression(), !271)
    #dbg_value(i32 0, !269, !DIExpression(), !273)
  br label %164, !dbg !274

164:                                              ; preds = %164, %155
  %165 = phi i64 [ 0, %155 ], [ %176, %164 ], !dbg !275
  %166 = getelementptr inbounds float, ptr @fa, i64 %165, !dbg !277
  %167 = getelementptr inbounds i8, ptr %166, i64 16, !dbg !277
  %168 = load <4 x float>, ptr %166, align 4, !dbg !277, !tbaa !131
  %169 = load <4 x float>, ptr %167, align 4, !dbg !277, !tbaa !131
  %170 = getelementptr inbounds float, ptr @fb, i64 %165, !dbg !278
  %171 = getelementptr inbounds i8, ptr %170, i64 16, !dbg !278
  %172 = load <4 x float>, ptr %170, align 4, !dbg !278, !tbaa !131
  %173 = load <4 x float>, ptr %171, align 4, !dbg !278, !tbaa !131
  %174 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %168, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %172), !dbg !279
  %175 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %169, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %173), !dbg !279
  store <4 x float> %174, ptr %170, align 4, !dbg !280, !tbaa !131
  store <4 x float> %175, ptr %171, align 4, !dbg !280, !tbaa !131
  %176 = add nuw i64 %165, 8, !dbg !275
  %177 = icmp eq i64 %176, 1000, !dbg !275
  br i1 %177, label %178, label %164, !dbg !275, !llvm.loop !281

178:                                              ; preds = %164, %178
  %179 = phi i64 [ %189, %178 ], [ 0, %164 ], !dbg !283
  %180 = phi double [ %188, %178 ], [ 0.000000e+00, %164 ]
  %181 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %179, !dbg !285
  %182 = getelementptr inbounds i8, ptr %181, i64 16, !dbg !285
  %183 = load <4 x float>, ptr %181, align 4, !dbg !285, !tbaa !131
  %184 = load <4 x float>, ptr %182, align 4, !dbg !285, !tbaa !131
  %185 = fpext <4 x float> %183 to <4 x double>, !dbg !285
  %186 = fpext <4 x float> %184 to <4 x double>, !dbg !285
  %187 = tail call double @llvm.vector.reduce.fadd.v4f64(double %180, <4 x double> %185), !dbg !285
  %188 = tail call double @llvm.vector.reduce.fadd.v4f64(double %187, <4 x double> %186), !dbg !285
  %189 = add nuw i64 %179, 8, !dbg !283
  %190 = icmp eq i64 %189, 1000, !dbg !283
  br i1 %190, label %200, label %178, !dbg !283, !llvm.loop !286

191:                                              ; preds = %30, %191
  %192 = phi i64 [ %198, %191 ], [ 0, %30 ]
  %193 = phi i32 [ %197, %191 ], [ 0, %30 ]
    #dbg_value(i64 %192, !90, !DIExpression(), !289)
    #dbg_value(i32 %193, !89, !DIExpression(), !290)
  %194 = mul i32 %193, 31, !dbg !291
  %195 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %192, !dbg !293
  %196 = load i32, ptr %195, align 4, !dbg !293, !tbaa !118
  %197 = add i32 %196, %194, !dbg !294
    #dbg_value(i32 %197, !89, !DIExpression(), !290)
  %198 = add nuw nsw i64 %192, 1, !dbg !295
    #dbg_value(i64 %198, !90, !DIExpression(), !289)
  %199 = icmp eq i64 %198, 1000, !dbg !296
  br i1 %199, label %48, label %191, !dbg !297, !llvm.loop !298

200:                                              ; preds = %178
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %188), !dbg !300
    #dbg_value(ptr @shorts, !301, !DIExpression(), !313)
    #dbg_value(i32 1000, !308, !DIExpression(), !313)
    #dbg_value(i16 1000, !309, !DIExpression(), !313)
    #dbg_value(i32 0, !310, !DIExpression(), !313)
    #dbg_value(i32 0, !311, !DIExpression(), !315)
  br label %202, !dbg !316

202:                                              ; preds = %202, %200
  %203 = phi i64 [ 0, %200 ], [ %216, %202 ], !dbg !317
  %204 = phi <8 x i32> [ zeroinitializer, %200 ], [ %214, %202 ]
  %205 = phi <8 x i32> [ zeroinitializer, %200 ], [ %215, %202 ]
  %206 = getelementptr inbounds i16, ptr @shorts, i64 %203, !dbg !319
  %207 = getelementptr inbounds i8, ptr %206, i64 16, !dbg !319
  %208 = load <8 x i16>, ptr %206, align 2, !dbg !319, !tbaa !146
  %209 = load <8 x i16>, ptr %207, align 2, !dbg !319, !tbaa !146
  %210 = icmp sgt <8 x i16> %208, <i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000>, !dbg !320
  %211 = icmp sgt <8 x i16> %209, <i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000, i16 1000>, !dbg !320
  %212 = zext <8 x i1> %210 to <8 x i32>, !dbg !320
  %213 = zext <8 x i1> %211 to <8 x i32>, !dbg !320
  %214 = add <8 x i32> %204, %212, !dbg !321
  %215 = add <8 x i32> %205, %213, !dbg !321
  %216 = add nuw i64 %203, 16, !dbg !317
  %217 = icmp eq i64 %216, 992, !dbg !317
  br i1 %217, label %218, label %202, !dbg !317, !llvm.loop !322

218:                                              ; preds = %202
  %219 = add <8 x i32> %215, %214, !dbg !316
  %220 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %219), !dbg !316
    #dbg_value(i64 992, !311, !DIExpression(), !315)
    #dbg_value(i32 %220, !310, !DIExpression(), !313)
  %221 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1984), align 2, !dbg !319, !tbaa !146
  %222 = icmp sgt i16 %221, 1000, !dbg !320
  %223 = zext i1 %222 to i32, !dbg !320
  %224 = add nuw nsw i32 %220, %223, !dbg !321
    #dbg_value(i32 %224, !310, !DIExpression(), !313)
    #dbg_value(i64 993, !311, !DIExpression(), !315)
  %225 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1986), align 2, !dbg !319, !tbaa !146
  %226 = icmp sgt i16 %225, 1000, !dbg !320
  %227 = zext i1 %226 to i32, !dbg !320
  %228 = add nuw nsw i32 %224, %227, !dbg !321
    #dbg_value(i32 %228, !310, !DIExpression(), !313)
    #dbg_value(i64 994, !311, !DIExpression(), !315)
  %229 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1988), align 2, !dbg !319, !tbaa !146
  %230 = icmp sgt i16 %229, 1000, !dbg !320
  %231 = zext i1 %230 to i32, !dbg !320
  %232 = add nuw nsw i32 %228, %231, !dbg !321
    #dbg_value(i32 %232, !310, !DIExpression(), !313)
    #dbg_value(i64 995, !311, !DIExpression(), !315)
  %233 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1990), align 2, !dbg !319, !tbaa !146
  %234 = icmp sgt i16 %233, 1000, !dbg !320
  %235 = zext i1 %234 to i32, !dbg !320
  %236 = add nuw nsw i32 %232, %235, !dbg !321
    #dbg_value(i32 %236, !310, !DIExpression(), !313)
    #dbg_value(i64 996, !311, !DIExpression(), !315)
  %237 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1992), align 2, !dbg !319, !tbaa !146
  %238 = icmp sgt i16 %237, 1000, !dbg !320
  %239 = zext i1 %238 to i32, !dbg !320
  %240 = add nuw nsw i32 %236, %239, !dbg !321
    #dbg_value(i32 %240, !310, !DIExpression(), !313)
    #dbg_value(i64 997, !311, !DIExpression(), !315)
  %241 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1994), align 2, !dbg !319, !tbaa !146
  %242 = icmp sgt i16 %241, 1000, !dbg !320
  %243 = zext i1 %242 to i32, !dbg !320
  %244 = add nuw nsw i32 %240, %243, !dbg !321
    #dbg_value(i32 %244, !310, !DIExpression(), !313)
    #dbg_value(i64 998, !311, !DIExpression(), !315)
  %245 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1996), align 2, !dbg !319, !tbaa !146
  %246 = icmp sgt i16 %245, 1000, !dbg !320
  %247 = zext i1 %246 to i32, !dbg !320
  %248 = add nuw nsw i32 %244, %247, !dbg !321
    #dbg_value(i32 %248, !310, !DIExpression(), !313)
    #dbg_value(i64 999, !311, !DIExpression(), !315)
  %249 = load i16, ptr getelementptr inbounds (i8, ptr @shorts, i64 1998), align 2, !dbg !319, !tbaa !146
  %250 = icmp sgt i16 %249, 1000, !dbg !320
  %251 = zext i1 %250 to i32, !dbg !320
  %252 = add nuw nsw i32 %248, %251, !dbg !321
    #dbg_value(i32 %252, !310, !DIExpression(), !313)
    #dbg_value(i64 1000, !311, !DIExpression(), !315)
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %252), !dbg !324
    #dbg_value(ptr @longs, !325, !DIExpression(), !337)
    #dbg_value(ptr @shorts, !333, !DIExpression(), !337)
    #dbg_value(i32 1000, !334, !DIExpression(), !337)
    #dbg_value(i32 0, !335, !DIExpression(), !339)
  br label %254, !dbg !340

254:                                              ; preds = %254, %218
  %255 = phi i64 [ 0, %218 ], [ %269, %254 ], !dbg !341
  %256 = or disjoint i64 %255, 1, !dbg !340
  %257 = getelementptr inbounds i16, ptr @shorts, i64 %255, !dbg !343
  %258 = getelementptr inbounds i16, ptr @shorts, i64 %256, !dbg !343
  %259 = load i16, ptr %257, align 2, !dbg !343, !tbaa !146
  %260 = load i16, ptr %258, align 2, !dbg !343, !tbaa !146
  %261 = sext i16 %259 to i64, !dbg !344
  %262 = sext i16 %260 to i64, !dbg !344
  %263 = add nsw i64 %261, -1, !dbg !345
  %264 = add nsw i64 %262, -1, !dbg !345
  %265 = mul nsw i64 %263, %261, !dbg !345
  %266 = mul nsw i64 %264, %262, !dbg !345
  %267 = getelementptr inbounds i64, ptr @longs, i64 %255, !dbg !346
  %268 = getelementptr inbounds i64, ptr @longs, i64 %256, !dbg !346
  store i64 %265, ptr %267, align 8, !dbg !347, !tbaa !348
  store i64 %266, ptr %268, align 8, !dbg !347, !tbaa !348
  %269 = add nuw i64 %255, 2, !dbg !341
  %270 = icmp eq i64 %269, 1000, !dbg !341
  br i1 %270, label %271, label %254, !dbg !341, !llvm.loop !350

271:                                              ; preds = %254, %271
  %272 = phi i64 [ %285, %271 ], [ 0, %254 ], !dbg !352
  %273 = phi <2 x i64> [ %286, %271 ], [ <i64 0, i64 1>, %254 ]
  %274 = phi <2 x i64> [ %283, %271 ], [ zeroinitializer, %254 ]
  %275 = phi <2 x i64> [ %284, %271 ], [ zeroinitializer, %254 ]
  %276 = add <2 x i64> %273, <i64 2, i64 2>
  %277 = getelementptr inbounds [1000 x i64], ptr @longs, i64 0, i64 %272, !dbg !354
  %278 = getelementptr inbounds i8, ptr %277, i64 16, !dbg !354
  %279 = load <2 x i64>, ptr %277, align 8, !dbg !354, !tbaa !348
  %280 = load <2 x i64>, ptr %278, align 8, !dbg !354, !tbaa !348
  %281 = add nsw <2 x i64> %279, %273, !dbg !355
  %282 = add nsw <2 x i64> %280, %276, !dbg !355
  %283 = xor <2 x i64> %281, %274, !dbg !356
  %284 = xor <2 x i64> %282, %275, !dbg !356
  %285 = add nuw i64 %272, 4, !dbg !352
  %286 = add <2 x i64> %273, <i64 4, i64 4>
  %287 = icmp eq i64 %285, 1000, !dbg !352
  br i1 %287, label %288, label %271, !dbg !352, !llvm.loop !357

288:                                              ; preds = %271
  %289 = xor <2 x i64> %284, %283, !dbg !358
  %290 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %289), !dbg !358
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %290), !dbg !360
    #dbg_value(ptr @bytes, !361, !DIExpression(), !373)
    #dbg_value(i32 1000, !367, !DIExpression(), !373)
    #dbg_value(i32 0, !368, !DIExpression(), !375)
  br label %292, !dbg !376

292:                                              ; preds = %292, %288
  %293 = phi i64 [ 0, %288 ], [ %300, %292 ], !dbg !377
  %294 = getelementptr inbounds i8, ptr @bytes, i64 %293, !dbg !378
  %295 = load <16 x i8>, ptr %294, align 1, !dbg !378, !tbaa !141
  %296 = zext <16 x i8> %295 to <16 x i32>, !dbg !378
  %297 = shl nuw nsw <16 x i32> %296, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, !dbg !379
  %298 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %297, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>), !dbg !380
  %299 = trunc nuw <16 x i32> %298 to <16 x i8>, !dbg !381
  store <16 x i8> %299, ptr %294, align 1, !dbg !382, !tbaa !141
  %300 = add nuw i64 %293, 16, !dbg !377
  %301 = icmp eq i64 %300, 992, !dbg !377
  br i1 %301, label %302, label %292, !dbg !377, !llvm.loop !383

302:                                              ; preds = %292
  %303 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 1, !dbg !378, !tbaa !141
  %304 = zext <8 x i8> %303 to <8 x i32>, !dbg !378
  %305 = shl nuw nsw <8 x i32> %304, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, !dbg !379
  %306 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %305, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>), !dbg !380
  %307 = trunc nuw <8 x i32> %306 to <8 x i8>, !dbg !381
  store <8 x i8> %307, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 1, !dbg !382, !tbaa !141
  br label %308, !dbg !385

308:                                              ; preds = %302, %308
  %309 = phi i64 [ %320, %308 ], [ 0, %302 ], !dbg !387
  %310 = phi <16 x i32> [ %318, %308 ], [ zeroinitializer, %302 ]
  %311 = phi <16 x i32> [ %319, %308 ], [ zeroinitializer, %302 ]
  %312 = getelementptr inbounds i8, ptr @bytes, i64 %309, !dbg !388
  %313 = getelementptr inbounds i8, ptr %312, i64 16, !dbg !388
  %314 = load <16 x i8>, ptr %312, align 1, !dbg !388, !tbaa !141
  %315 = load <16 x i8>, ptr %313, align 1, !dbg !388, !tbaa !141
  %316 = zext <16 x i8> %314 to <16 x i32>, !dbg !388
  %317 = zext <16 x i8> %315 to <16 x i32>, !dbg !388
  %318 = add <16 x i32> %310, %316, !dbg !389
  %319 = add <16 x i32> %311, %317, !dbg !389
  %320 = add nuw i64 %309, 32, !dbg !387
  %321 = icmp eq i64 %320, 992, !dbg !387
  br i1 %321, label %322, label %308, !dbg !387, !llvm.loop !390

322:                                              ; preds = %308
  %323 = add <16 x i32> %319, %318, !dbg !385
  %324 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %323), !dbg !385
  %325 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %324, i64 0, !dbg !385
  %326 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 1, !dbg !388, !tbaa !141
  %327 = zext <8 x i8> %326 to <8 x i32>, !dbg !388
  %328 = add <8 x i32> %325, %327, !dbg !389
  %329 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %328), !dbg !385
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %329), !dbg !392
  ret i32 0, !dbg !393
}

; Function Attrs: nofree nounwind
declare !dbg !394 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !81, !82, !83}
!llvm.ident = !{!84}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 7, type: !57, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !25, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/autovec.c", directory: ".", checksumkind: CSK_MD5, checksum: "c9046d98d8cdcea58d8d439f85a75ef9")
!4 = !{!5, !10, !11, !15, !16, !19, !22}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !6, line: 26, baseType: !7)
!6 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !9)
!8 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !12, line: 26, baseType: !13)
!12 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!79 = !{i32 8, !"PIC Level", i32 2}
!80 = !{i32 7, !"PIE Level", i32 2}
!81 = !{i32 7, !"uwtable", i32 2}
!82 = !{i32 7, !"frame-pointer", i32 1}
!83 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!84 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!85 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !86, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!14}
!88 = !{!89, !90, !92, !94, !96, !97}
!89 = !DILocalVariable(name: "h", scope: !85, file: !3, line: 72, type: !5)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 73, type: !14)
!91 = distinct !DILexicalBlock(scope: !85, file: !3, line: 73, column: 5)
!92 = !DILocalVariable(name: "fs", scope: !85, file: !3, line: 79, type: !93)
!93 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!94 = !DILocalVariable(name: "i", scope: !95, file: !3, line: 80, type: !14)
!95 = distinct !DILexicalBlock(scope: !85, file: !3, line: 80, column: 5)
!96 = !DILocalVariable(name: "ls", scope: !85, file: !3, line: 84, type: !22)
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 85, type: !14)
!98 = distinct !DILexicalBlock(scope: !85, file: !3, line: 85, column: 5)
!99 = !DILocalVariable(name: "s", scope: !100, file: !3, line: 14, type: !5)
!100 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 13, type: !101, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{null}
!103 = !{!99, !104}
!104 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 15, type: !14)
!105 = distinct !DILexicalBlock(scope: !100, file: !3, line: 15, column: 5)
!106 = !DILocation(line: 0, scope: !100, inlinedAt: !107)
!107 = distinct !DILocation(line: 70, column: 5, scope: !85)
!108 = !DILocation(line: 0, scope: !105, inlinedAt: !107)
!109 = !DILocation(line: 15, column: 5, scope: !105, inlinedAt: !107)
!110 = !DILocation(line: 16, column: 15, scope: !111, inlinedAt: !107)
!111 = distinct !DILexicalBlock(scope: !112, file: !3, line: 15, column: 33)
!112 = distinct !DILexicalBlock(scope: !105, file: !3, line: 15, column: 5)
!113 = !DILocation(line: 16, column: 26, scope: !111, inlinedAt: !107)
!114 = !DILocation(line: 17, column: 28, scope: !111, inlinedAt: !107)
!115 = !DILocation(line: 17, column: 35, scope: !111, inlinedAt: !107)
!116 = !DILocation(line: 17, column: 9, scope: !111, inlinedAt: !107)
!117 = !DILocation(line: 17, column: 14, scope: !111, inlinedAt: !107)
!118 = !{!119, !119, i64 0}
!119 = !{!"int", !120, i64 0}
!120 = !{!"omnipotent char", !121, i64 0}
!121 = !{!"Simple C/C++ TBAA"}
!122 = !DILocation(line: 18, column: 28, scope: !111, inlinedAt: !107)
!123 = !DILocation(line: 18, column: 38, scope: !111, inlinedAt: !107)
!124 = !DILocation(line: 18, column: 9, scope: !111, inlinedAt: !107)
!125 = !DILocation(line: 18, column: 14, scope: !111, inlinedAt: !107)
!126 = !DILocation(line: 19, column: 27, scope: !111, inlinedAt: !107)
!127 = !DILocation(line: 19, column: 17, scope: !111, inlinedAt: !107)
!128 = !DILocation(line: 19, column: 33, scope: !111, inlinedAt: !107)
!129 = !DILocation(line: 19, column: 9, scope: !111, inlinedAt: !107)
!130 = !DILocation(line: 19, column: 15, scope: !111, inlinedAt: !107)
!131 = !{!132, !132, i64 0}
!132 = !{!"float", !120, i64 0}
!133 = !DILocation(line: 20, column: 27, scope: !111, inlinedAt: !107)
!134 = !DILocation(line: 20, column: 33, scope: !111, inlinedAt: !107)
!135 = !DILocation(line: 20, column: 9, scope: !111, inlinedAt: !107)
!136 = !DILocation(line: 20, column: 15, scope: !111, inlinedAt: !107)
!137 = !DILocation(line: 21, column: 32, scope: !111, inlinedAt: !107)
!138 = !DILocation(line: 21, column: 20, scope: !111, inlinedAt: !107)
!139 = !DILocation(line: 21, column: 9, scope: !111, inlinedAt: !107)
!140 = !DILocation(line: 21, column: 18, scope: !111, inlinedAt: !107)
!141 = !{!120, !120, i64 0}
!142 = !DILocation(line: 22, column: 33, scope: !111, inlinedAt: !107)
!143 = !DILocation(line: 22, column: 21, scope: !111, inlinedAt: !107)
!144 = !DILocation(line: 22, column: 9, scope: !111, inlinedAt: !107)
!145 = !DILocation(line: 22, column: 19, scope: !111, inlinedAt: !107)
!146 = !{!147, !147, i64 0}
!147 = !{!"short", !120, i64 0}
!148 = !DILocation(line: 15, column: 29, scope: !112, inlinedAt: !107)
!149 = !DILocation(line: 15, column: 23, scope: !112, inlinedAt: !107)
!150 = distinct !{!150, !109, !151, !152}
!151 = !DILocation(line: 23, column: 5, scope: !105, inlinedAt: !107)
!152 = !{!"llvm.loop.mustprogress"}
!153 = !DILocation(line: 27, column: 29, scope: !154, inlinedAt: !170)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 27, column: 5)
!155 = distinct !DILexicalBlock(scope: !156, file: !3, line: 27, column: 5)
!156 = distinct !DISubprogram(name: "add_arrays", scope: !3, file: !3, line: 26, type: !157, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !164)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !159, !161, !161, !14}
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!164 = !{!165, !166, !167, !168, !169}
!165 = !DILocalVariable(name: "out", arg: 1, scope: !156, file: !3, line: 26, type: !159)
!166 = !DILocalVariable(name: "x", arg: 2, scope: !156, file: !3, line: 26, type: !161)
!167 = !DILocalVariable(name: "y", arg: 3, scope: !156, file: !3, line: 26, type: !161)
!168 = !DILocalVariable(name: "n", arg: 4, scope: !156, file: !3, line: 26, type: !14)
!169 = !DILocalVariable(name: "i", scope: !155, file: !3, line: 27, type: !14)
!170 = distinct !DILocation(line: 71, column: 5, scope: !85)
!171 = !DILocation(line: 27, column: 42, scope: !154, inlinedAt: !170)
!172 = !DILocation(line: 27, column: 49, scope: !154, inlinedAt: !170)
!173 = !DILocation(line: 27, column: 54, scope: !154, inlinedAt: !170)
!174 = !DILocation(line: 27, column: 47, scope: !154, inlinedAt: !170)
!175 = !DILocation(line: 27, column: 33, scope: !154, inlinedAt: !170)
!176 = !DILocation(line: 27, column: 40, scope: !154, inlinedAt: !170)
!177 = distinct !{!177, !178, !179, !152, !180, !181}
!178 = !DILocation(line: 27, column: 5, scope: !155, inlinedAt: !170)
!179 = !DILocation(line: 27, column: 56, scope: !155, inlinedAt: !170)
!180 = !{!"llvm.loop.isvectorized", i32 1}
!181 = !{!"llvm.loop.unroll.runtime.disable"}
!182 = !DILocation(line: 74, column: 5, scope: !85)
!183 = !DILocalVariable(name: "x", arg: 1, scope: !184, file: !3, line: 30, type: !162)
!184 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 30, type: !185, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !187)
!185 = !DISubroutineType(types: !186)
!186 = !{!22, !162, !162, !14}
!187 = !{!183, !188, !189, !190, !191}
!188 = !DILocalVariable(name: "y", arg: 2, scope: !184, file: !3, line: 30, type: !162)
!189 = !DILocalVariable(name: "n", arg: 3, scope: !184, file: !3, line: 30, type: !14)
!190 = !DILocalVariable(name: "s", scope: !184, file: !3, line: 31, type: !22)
!191 = !DILocalVariable(name: "i", scope: !192, file: !3, line: 32, type: !14)
!192 = distinct !DILexicalBlock(scope: !184, file: !3, line: 32, column: 5)
!193 = !DILocation(line: 0, scope: !184, inlinedAt: !194)
!194 = distinct !DILocation(line: 75, column: 39, scope: !85)
!195 = !DILocation(line: 0, scope: !192, inlinedAt: !194)
!196 = !DILocation(line: 32, column: 5, scope: !192, inlinedAt: !194)
!197 = !DILocation(line: 32, column: 29, scope: !198, inlinedAt: !194)
!198 = distinct !DILexicalBlock(scope: !192, file: !3, line: 32, column: 5)
!199 = !DILocation(line: 32, column: 47, scope: !198, inlinedAt: !194)
!200 = !DILocation(line: 32, column: 38, scope: !198, inlinedAt: !194)
!201 = !DILocation(line: 32, column: 54, scope: !198, inlinedAt: !194)
!202 = !DILocation(line: 32, column: 52, scope: !198, inlinedAt: !194)
!203 = !DILocation(line: 32, column: 35, scope: !198, inlinedAt: !194)
!204 = distinct !{!204, !196, !205, !152, !180, !181}
!205 = !DILocation(line: 32, column: 57, scope: !192, inlinedAt: !194)
!206 = !DILocation(line: 75, column: 5, scope: !85)
!207 = !DILocalVariable(name: "x", arg: 1, scope: !208, file: !3, line: 36, type: !162)
!208 = distinct !DISubprogram(name: "maxval", scope: !3, file: !3, line: 36, type: !209, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!11, !162, !14}
!211 = !{!207, !212, !213, !214}
!212 = !DILocalVariable(name: "n", arg: 2, scope: !208, file: !3, line: 36, type: !14)
!213 = !DILocalVariable(name: "m", scope: !208, file: !3, line: 37, type: !11)
!214 = !DILocalVariable(name: "i", scope: !215, file: !3, line: 38, type: !14)
!215 = distinct !DILexicalBlock(scope: !208, file: !3, line: 38, column: 5)
!216 = !DILocation(line: 0, scope: !208, inlinedAt: !217)
!217 = distinct !DILocation(line: 76, column: 40, scope: !85)
!218 = !DILocation(line: 0, scope: !215, inlinedAt: !217)
!219 = !DILocation(line: 37, column: 17, scope: !208, inlinedAt: !217)
!220 = !DILocation(line: 38, column: 5, scope: !215, inlinedAt: !217)
!221 = !DILocation(line: 38, column: 37, scope: !222, inlinedAt: !217)
!222 = distinct !DILexicalBlock(scope: !215, file: !3, line: 38, column: 5)
!223 = distinct !{!223, !220, !224, !152, !180, !181}
!224 = !DILocation(line: 38, column: 55, scope: !215, inlinedAt: !217)
!225 = !DILocation(line: 0, scope: !208, inlinedAt: !226)
!226 = distinct !DILocation(line: 76, column: 54, scope: !85)
!227 = !DILocation(line: 0, scope: !215, inlinedAt: !226)
!228 = !DILocation(line: 37, column: 17, scope: !208, inlinedAt: !226)
!229 = !DILocation(line: 38, column: 5, scope: !215, inlinedAt: !226)
!230 = !DILocation(line: 38, column: 37, scope: !222, inlinedAt: !226)
!231 = distinct !{!231, !229, !232, !152, !180, !181}
!232 = !DILocation(line: 38, column: 55, scope: !215, inlinedAt: !226)
!233 = !DILocation(line: 76, column: 5, scope: !85)
!234 = !DILocalVariable(name: "p", arg: 1, scope: !235, file: !3, line: 42, type: !238)
!235 = distinct !DISubprogram(name: "byte_sum", scope: !3, file: !3, line: 42, type: !236, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !240)
!236 = !DISubroutineType(types: !237)
!237 = !{!5, !238, !14}
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!239 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!240 = !{!234, !241, !242, !243}
!241 = !DILocalVariable(name: "n", arg: 2, scope: !235, file: !3, line: 42, type: !14)
!242 = !DILocalVariable(name: "s", scope: !235, file: !3, line: 43, type: !5)
!243 = !DILocalVariable(name: "i", scope: !244, file: !3, line: 44, type: !14)
!244 = distinct !DILexicalBlock(scope: !235, file: !3, line: 44, column: 5)
!245 = !DILocation(line: 0, scope: !235, inlinedAt: !246)
!246 = distinct !DILocation(line: 77, column: 31, scope: !85)
!247 = !DILocation(line: 0, scope: !244, inlinedAt: !246)
!248 = !DILocation(line: 44, column: 5, scope: !244, inlinedAt: !246)
!249 = !DILocation(line: 44, column: 29, scope: !250, inlinedAt: !246)
!250 = distinct !DILexicalBlock(scope: !244, file: !3, line: 44, column: 5)
!251 = !DILocation(line: 44, column: 38, scope: !250, inlinedAt: !246)
!252 = !DILocation(line: 44, column: 35, scope: !250, inlinedAt: !246)
!253 = distinct !{!253, !248, !254, !152, !180, !181}
!254 = !DILocation(line: 44, column: 41, scope: !244, inlinedAt: !246)
!255 = !DILocation(line: 77, column: 5, scope: !85)
!256 = !DILocalVariable(name: "y", arg: 1, scope: !257, file: !3, line: 48, type: !260)
!257 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 48, type: !258, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !265)
!258 = !DISubroutineType(types: !259)
!259 = !{null, !260, !262, !15, !14}
!260 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !261)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!262 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!265 = !{!256, !266, !267, !268, !269}
!266 = !DILocalVariable(name: "x", arg: 2, scope: !257, file: !3, line: 48, type: !262)
!267 = !DILocalVariable(name: "k", arg: 3, scope: !257, file: !3, line: 48, type: !15)
!268 = !DILocalVariable(name: "n", arg: 4, scope: !257, file: !3, line: 48, type: !14)
!269 = !DILocalVariable(name: "i", scope: !270, file: !3, line: 49, type: !14)
!270 = distinct !DILexicalBlock(scope: !257, file: !3, line: 49, column: 5)
!271 = !DILocation(line: 0, scope: !257, inlinedAt: !272)
!272 = distinct !DILocation(line: 78, column: 5, scope: !85)
!273 = !DILocation(line: 0, scope: !270, inlinedAt: !272)
!274 = !DILocation(line: 49, column: 5, scope: !270, inlinedAt: !272)
!275 = !DILocation(line: 49, column: 29, scope: !276, inlinedAt: !272)
!276 = distinct !DILexicalBlock(scope: !270, file: !3, line: 49, column: 5)
!277 = !DILocation(line: 49, column: 44, scope: !276, inlinedAt: !272)
!278 = !DILocation(line: 49, column: 51, scope: !276, inlinedAt: !272)
!279 = !DILocation(line: 49, column: 49, scope: !276, inlinedAt: !272)
!280 = !DILocation(line: 49, column: 38, scope: !276, inlinedAt: !272)
!281 = distinct !{!281, !274, !282, !152, !180, !181}
!282 = !DILocation(line: 49, column: 54, scope: !270, inlinedAt: !272)
!283 = !DILocation(line: 80, column: 29, scope: !284)
!284 = distinct !DILexicalBlock(scope: !95, file: !3, line: 80, column: 5)
!285 = !DILocation(line: 80, column: 39, scope: !284)
!286 = distinct !{!286, !287, !288, !152, !180, !181}
!287 = !DILocation(line: 80, column: 5, scope: !95)
!288 = !DILocation(line: 80, column: 43, scope: !95)
!289 = !DILocation(line: 0, scope: !91)
!290 = !DILocation(line: 0, scope: !85)
!291 = !DILocation(line: 73, column: 39, scope: !292)
!292 = distinct !DILexicalBlock(scope: !91, file: !3, line: 73, column: 5)
!293 = !DILocation(line: 73, column: 56, scope: !292)
!294 = !DILocation(line: 73, column: 44, scope: !292)
!295 = !DILocation(line: 73, column: 29, scope: !292)
!296 = !DILocation(line: 73, column: 23, scope: !292)
!297 = !DILocation(line: 73, column: 5, scope: !91)
!298 = distinct !{!298, !297, !299, !152}
!299 = !DILocation(line: 73, column: 59, scope: !91)
!300 = !DILocation(line: 81, column: 5, scope: !85)
!301 = !DILocalVariable(name: "p", arg: 1, scope: !302, file: !3, line: 52, type: !305)
!302 = distinct !DISubprogram(name: "count_if", scope: !3, file: !3, line: 52, type: !303, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !307)
!303 = !DISubroutineType(types: !304)
!304 = !{!14, !305, !14, !19}
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64)
!306 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!307 = !{!301, !308, !309, !310, !311}
!308 = !DILocalVariable(name: "n", arg: 2, scope: !302, file: !3, line: 52, type: !14)
!309 = !DILocalVariable(name: "thr", arg: 3, scope: !302, file: !3, line: 52, type: !19)
!310 = !DILocalVariable(name: "cnt", scope: !302, file: !3, line: 53, type: !14)
!311 = !DILocalVariable(name: "i", scope: !312, file: !3, line: 54, type: !14)
!312 = distinct !DILexicalBlock(scope: !302, file: !3, line: 54, column: 5)
!313 = !DILocation(line: 0, scope: !302, inlinedAt: !314)
!314 = distinct !DILocation(line: 82, column: 31, scope: !85)
!315 = !DILocation(line: 0, scope: !312, inlinedAt: !314)
!316 = !DILocation(line: 54, column: 5, scope: !312, inlinedAt: !314)
!317 = !DILocation(line: 54, column: 29, scope: !318, inlinedAt: !314)
!318 = distinct !DILexicalBlock(scope: !312, file: !3, line: 54, column: 5)
!319 = !DILocation(line: 54, column: 40, scope: !318, inlinedAt: !314)
!320 = !DILocation(line: 54, column: 45, scope: !318, inlinedAt: !314)
!321 = !DILocation(line: 54, column: 37, scope: !318, inlinedAt: !314)
!322 = distinct !{!322, !316, !323, !152, !180, !181}
!323 = !DILocation(line: 54, column: 47, scope: !312, inlinedAt: !314)
!324 = !DILocation(line: 82, column: 5, scope: !85)
!325 = !DILocalVariable(name: "out", arg: 1, scope: !326, file: !3, line: 58, type: !329)
!326 = distinct !DISubprogram(name: "widen", scope: !3, file: !3, line: 58, type: !327, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !332)
!327 = !DISubroutineType(types: !328)
!328 = !{null, !329, !331, !14}
!329 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !330)
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!331 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !305)
!332 = !{!325, !333, !334, !335}
!333 = !DILocalVariable(name: "in", arg: 2, scope: !326, file: !3, line: 58, type: !331)
!334 = !DILocalVariable(name: "n", arg: 3, scope: !326, file: !3, line: 58, type: !14)
!335 = !DILocalVariable(name: "i", scope: !336, file: !3, line: 59, type: !14)
!336 = distinct !DILexicalBlock(scope: !326, file: !3, line: 59, column: 5)
!337 = !DILocation(line: 0, scope: !326, inlinedAt: !338)
!338 = distinct !DILocation(line: 83, column: 5, scope: !85)
!339 = !DILocation(line: 0, scope: !336, inlinedAt: !338)
!340 = !DILocation(line: 59, column: 5, scope: !336, inlinedAt: !338)
!341 = !DILocation(line: 59, column: 29, scope: !342, inlinedAt: !338)
!342 = distinct !DILexicalBlock(scope: !336, file: !3, line: 59, column: 5)
!343 = !DILocation(line: 59, column: 51, scope: !342, inlinedAt: !338)
!344 = !DILocation(line: 59, column: 42, scope: !342, inlinedAt: !338)
!345 = !DILocation(line: 59, column: 65, scope: !342, inlinedAt: !338)
!346 = !DILocation(line: 59, column: 33, scope: !342, inlinedAt: !338)
!347 = !DILocation(line: 59, column: 40, scope: !342, inlinedAt: !338)
!348 = !{!349, !349, i64 0}
!349 = !{!"long", !120, i64 0}
!350 = distinct !{!350, !340, !351, !152, !180, !181}
!351 = !DILocation(line: 59, column: 71, scope: !336, inlinedAt: !338)
!352 = !DILocation(line: 85, column: 29, scope: !353)
!353 = distinct !DILexicalBlock(scope: !98, file: !3, line: 85, column: 5)
!354 = !DILocation(line: 85, column: 39, scope: !353)
!355 = !DILocation(line: 85, column: 48, scope: !353)
!356 = !DILocation(line: 85, column: 36, scope: !353)
!357 = distinct !{!357, !358, !359, !152, !180, !181}
!358 = !DILocation(line: 85, column: 5, scope: !98)
!359 = !DILocation(line: 85, column: 50, scope: !98)
!360 = !DILocation(line: 86, column: 5, scope: !85)
!361 = !DILocalVariable(name: "p", arg: 1, scope: !362, file: !3, line: 62, type: !365)
!362 = distinct !DISubprogram(name: "clamp_bytes", scope: !3, file: !3, line: 62, type: !363, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !366)
!363 = !DISubroutineType(types: !364)
!364 = !{null, !365, !14}
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!366 = !{!361, !367, !368, !370}
!367 = !DILocalVariable(name: "n", arg: 2, scope: !362, file: !3, line: 62, type: !14)
!368 = !DILocalVariable(name: "i", scope: !369, file: !3, line: 63, type: !14)
!369 = distinct !DILexicalBlock(scope: !362, file: !3, line: 63, column: 5)
!370 = !DILocalVariable(name: "v", scope: !371, file: !3, line: 64, type: !14)
!371 = distinct !DILexicalBlock(scope: !372, file: !3, line: 63, column: 33)
!372 = distinct !DILexicalBlock(scope: !369, file: !3, line: 63, column: 5)
!373 = !DILocation(line: 0, scope: !362, inlinedAt: !374)
!374 = distinct !DILocation(line: 87, column: 5, scope: !85)
!375 = !DILocation(line: 0, scope: !369, inlinedAt: !374)
!376 = !DILocation(line: 63, column: 5, scope: !369, inlinedAt: !374)
!377 = !DILocation(line: 63, column: 29, scope: !372, inlinedAt: !374)
!378 = !DILocation(line: 64, column: 17, scope: !371, inlinedAt: !374)
!379 = !DILocation(line: 64, column: 22, scope: !371, inlinedAt: !374)
!380 = !DILocation(line: 65, column: 26, scope: !371, inlinedAt: !374)
!381 = !DILocation(line: 65, column: 16, scope: !371, inlinedAt: !374)
!382 = !DILocation(line: 65, column: 14, scope: !371, inlinedAt: !374)
!383 = distinct !{!383, !376, !384, !152, !180, !181}
!384 = !DILocation(line: 66, column: 5, scope: !369, inlinedAt: !374)
!385 = !DILocation(line: 44, column: 5, scope: !244, inlinedAt: !386)
!386 = distinct !DILocation(line: 88, column: 34, scope: !85)
!387 = !DILocation(line: 44, column: 29, scope: !250, inlinedAt: !386)
!388 = !DILocation(line: 44, column: 38, scope: !250, inlinedAt: !386)
!389 = !DILocation(line: 44, column: 35, scope: !250, inlinedAt: !386)
!390 = distinct !{!390, !385, !391, !152, !180, !181}
!391 = !DILocation(line: 44, column: 41, scope: !244, inlinedAt: !386)
!392 = !DILocation(line: 88, column: 5, scope: !85)
!393 = !DILocation(line: 89, column: 5, scope: !85)
!394 = !DISubprogram(name: "printf", scope: !395, file: !395, line: 356, type: !396, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!396 = !DISubroutineType(types: !397)
!397 = !{!14, !398, null}
!398 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !399)
!399 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !400, size: 64)
!400 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
