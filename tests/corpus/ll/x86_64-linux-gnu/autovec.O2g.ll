; ModuleID = 'tests/programs/autovec.c'
source_filename = "tests/programs/autovec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@c = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16, !dbg !0
@a = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16, !dbg !55
@b = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16, !dbg !60
@.str = private unnamed_addr constant [15 x i8] c"add hash = %u\0A\00", align 1, !dbg !26
@.str.1 = private unnamed_addr constant [12 x i8] c"dot = %lld\0A\00", align 1, !dbg !32
@.str.2 = private unnamed_addr constant [24 x i8] c"max a = %d, max c = %d\0A\00", align 1, !dbg !37
@.str.3 = private unnamed_addr constant [15 x i8] c"byte sum = %u\0A\00", align 1, !dbg !42
@bytes = internal unnamed_addr global [1000 x i8] zeroinitializer, align 16, !dbg !67
@fb = internal unnamed_addr global [1000 x float] zeroinitializer, align 16, !dbg !65
@fa = internal unnamed_addr global [1000 x float] zeroinitializer, align 16, !dbg !62
@.str.4 = private unnamed_addr constant [18 x i8] c"saxpy sum = %.3f\0A\00", align 1, !dbg !44
@.str.5 = private unnamed_addr constant [15 x i8] c"count_if = %d\0A\00", align 1, !dbg !49
@shorts = internal unnamed_addr global [1000 x i16] zeroinitializer, align 16, !dbg !70
@longs = internal unnamed_addr global [1000 x i64] zeroinitializer, align 16, !dbg !73
@.str.6 = private unnamed_addr constant [18 x i8] c"widen xor = %lld\0A\00", align 1, !dbg !51
@.str.7 = private unnamed_addr constant [18 x i8] c"clamped sum = %u\0A\00", align 1, !dbg !53

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !84 {
    #dbg_value(i32 12345, !98, !DIExpression(), !105)
    #dbg_value(i32 0, !103, !DIExpression(), !107)
  br label %1, !dbg !108

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %1 ]
  %3 = phi i32 [ 12345, %0 ], [ %5, %1 ]
    #dbg_value(i64 %2, !103, !DIExpression(), !107)
    #dbg_value(i32 %3, !98, !DIExpression(), !105)
  %4 = mul i32 %3, 1664525, !dbg !109
  %5 = add i32 %4, 1013904223, !dbg !112
    #dbg_value(i32 %5, !98, !DIExpression(), !105)
  %6 = lshr i32 %5, 16, !dbg !113
  %7 = add nsw i32 %6, -32768, !dbg !114
  %8 = getelementptr inbounds [1000 x i32], ptr @a, i64 0, i64 %2, !dbg !115
  store i32 %7, ptr %8, align 4, !dbg !116, !tbaa !117
  %9 = and i32 %5, 65535, !dbg !121
  %10 = add nsw i32 %9, -32768, !dbg !122
  %11 = getelementptr inbounds [1000 x i32], ptr @b, i64 0, i64 %2, !dbg !123
  store i32 %10, ptr %11, align 4, !dbg !124, !tbaa !117
  %12 = trunc i64 %2 to i16, !dbg !125
  %13 = urem i16 %12, 17, !dbg !125
  %14 = uitofp nneg i16 %13 to float, !dbg !126
  %15 = fmul float %14, 5.000000e-01, !dbg !127
  %16 = getelementptr inbounds [1000 x float], ptr @fa, i64 0, i64 %2, !dbg !128
  store float %15, ptr %16, align 4, !dbg !129, !tbaa !130
  %17 = urem i16 %12, 13, !dbg !132
  %18 = zext nneg i16 %17 to i32, !dbg !132
  %19 = add nsw i32 %18, -6, !dbg !133
  %20 = sitofp i32 %19 to float, !dbg !133
  %21 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %2, !dbg !134
  store float %20, ptr %21, align 4, !dbg !135, !tbaa !130
  %22 = lshr i32 %5, 24, !dbg !136
  %23 = trunc nuw i32 %22 to i8, !dbg !137
  %24 = getelementptr inbounds [1000 x i8], ptr @bytes, i64 0, i64 %2, !dbg !138
  store i8 %23, ptr %24, align 1, !dbg !139, !tbaa !140
  %25 = lshr i32 %5, 8, !dbg !141
  %26 = trunc i32 %25 to i16, !dbg !142
  %27 = getelementptr inbounds [1000 x i16], ptr @shorts, i64 0, i64 %2, !dbg !143
  store i16 %26, ptr %27, align 2, !dbg !144, !tbaa !145
  %28 = add nuw nsw i64 %2, 1, !dbg !147
    #dbg_value(i64 %28, !103, !DIExpression(), !107)
  %29 = icmp eq i64 %28, 1000, !dbg !148
  br i1 %29, label %30, label %1, !dbg !108, !llvm.loop !149

30:                                               ; preds = %1, %30
  %31 = phi i64 [ %46, %30 ], [ 0, %1 ], !dbg !152
  %32 = getelementptr inbounds i32, ptr @a, i64 %31, !dbg !170
  %33 = getelementptr inbounds i8, ptr %32, i64 16, !dbg !170
  %34 = load <4 x i32>, ptr %32, align 16, !dbg !170, !tbaa !117
  %35 = load <4 x i32>, ptr %33, align 16, !dbg !170, !tbaa !117
  %36 = getelementptr inbounds i32, ptr @b, i64 %31, !dbg !171
  %37 = getelementptr inbounds i8, ptr %36, i64 16, !dbg !171
  %38 = load <4 x i32>, ptr %36, align 16, !dbg !171, !tbaa !117
  %39 = load <4 x i32>, ptr %37, align 16, !dbg !171, !tbaa !117
  %40 = mul nsw <4 x i32> %38, <i32 3, i32 3, i32 3, i32 3>, !dbg !172
  %41 = mul nsw <4 x i32> %39, <i32 3, i32 3, i32 3, i32 3>, !dbg !172
  %42 = add nsw <4 x i32> %40, %34, !dbg !173
  %43 = add nsw <4 x i32> %41, %35, !dbg !173
  %44 = getelementptr inbounds i32, ptr @c, i64 %31, !dbg !174
  %45 = getelementptr inbounds i8, ptr %44, i64 16, !dbg !175
  store <4 x i32> %42, ptr %44, align 16, !dbg !175, !tbaa !117
  store <4 x i32> %43, ptr %45, align 16, !dbg !175, !tbaa !117
  %46 = add nuw i64 %31, 8, !dbg !152
  %47 = icmp eq i64 %46, 1000, !dbg !152
  br i1 %47, label %181, label %30, !dbg !152, !llvm.loop !176

48:                                               ; preds = %181
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %207), !dbg !181
    #dbg_value(ptr @a, !182, !DIExpression(), !192)
    #dbg_value(ptr @b, !187, !DIExpression(), !192)
    #dbg_value(i32 1000, !188, !DIExpression(), !192)
    #dbg_value(i64 0, !189, !DIExpression(), !192)
    #dbg_value(i32 0, !190, !DIExpression(), !194)
  br label %50, !dbg !195

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %70, %50 ]
  %52 = phi i64 [ 0, %48 ], [ %69, %50 ]
    #dbg_value(i64 %51, !190, !DIExpression(), !194)
    #dbg_value(i64 %52, !189, !DIExpression(), !192)
  %53 = getelementptr inbounds i32, ptr @a, i64 %51, !dbg !196
  %54 = load i32, ptr %53, align 8, !dbg !196, !tbaa !117
  %55 = sext i32 %54 to i64, !dbg !198
  %56 = getelementptr inbounds i32, ptr @b, i64 %51, !dbg !199
  %57 = load i32, ptr %56, align 8, !dbg !199, !tbaa !117
  %58 = sext i32 %57 to i64, !dbg !199
  %59 = mul nsw i64 %58, %55, !dbg !200
  %60 = add nsw i64 %59, %52, !dbg !201
    #dbg_value(i64 %60, !189, !DIExpression(), !192)
  %61 = or disjoint i64 %51, 1, !dbg !202
    #dbg_value(i64 %61, !190, !DIExpression(), !194)
  %62 = getelementptr inbounds i32, ptr @a, i64 %61, !dbg !196
  %63 = load i32, ptr %62, align 4, !dbg !196, !tbaa !117
  %64 = sext i32 %63 to i64, !dbg !198
  %65 = getelementptr inbounds i32, ptr @b, i64 %61, !dbg !199
  %66 = load i32, ptr %65, align 4, !dbg !199, !tbaa !117
  %67 = sext i32 %66 to i64, !dbg !199
  %68 = mul nsw i64 %67, %64, !dbg !200
  %69 = add nsw i64 %68, %60, !dbg !201
    #dbg_value(i64 %69, !189, !DIExpression(), !192)
  %70 = add nuw nsw i64 %51, 2, !dbg !202
    #dbg_value(i64 %70, !190, !DIExpression(), !194)
  %71 = icmp eq i64 %70, 1000, !dbg !203
  br i1 %71, label %72, label %50, !dbg !195, !llvm.loop !204

72:                                               ; preds = %50
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %69), !dbg !206
    #dbg_value(ptr @a, !207, !DIExpression(), !216)
    #dbg_value(i32 1000, !212, !DIExpression(), !216)
    #dbg_value(i32 poison, !213, !DIExpression(), !216)
    #dbg_value(i32 1, !214, !DIExpression(), !218)
  %74 = load <4 x i32>, ptr @a, align 16, !dbg !219
    #dbg_value(i32 undef, !213, !DIExpression(), !216)
  %75 = shufflevector <4 x i32> %74, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !220
  br label %76, !dbg !220

76:                                               ; preds = %76, %72
  %77 = phi i64 [ 0, %72 ], [ %87, %76 ]
  %78 = phi <4 x i32> [ %75, %72 ], [ %85, %76 ]
  %79 = phi <4 x i32> [ %75, %72 ], [ %86, %76 ]
  %80 = or disjoint i64 %77, 1, !dbg !220
  %81 = getelementptr inbounds i32, ptr @a, i64 %80, !dbg !221
  %82 = getelementptr inbounds i8, ptr %81, i64 16, !dbg !221
  %83 = load <4 x i32>, ptr %81, align 4, !dbg !221, !tbaa !117
  %84 = load <4 x i32>, ptr %82, align 4, !dbg !221, !tbaa !117
  %85 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %83, <4 x i32> %78), !dbg !221
  %86 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %84, <4 x i32> %79), !dbg !221
  %87 = add nuw i64 %77, 8
  %88 = icmp eq i64 %87, 992
  br i1 %88, label %89, label %76, !llvm.loop !223

89:                                               ; preds = %76
  %90 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %85, <4 x i32> %86), !dbg !220
  %91 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %90), !dbg !220
    #dbg_value(i64 993, !214, !DIExpression(), !218)
    #dbg_value(i32 %91, !213, !DIExpression(), !216)
  %92 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3972), align 4, !dbg !221, !tbaa !117
  %93 = tail call i32 @llvm.smax.i32(i32 %92, i32 %91), !dbg !221
    #dbg_value(i32 %93, !213, !DIExpression(), !216)
    #dbg_value(i64 994, !214, !DIExpression(), !218)
  %94 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3976), align 8, !dbg !221, !tbaa !117
  %95 = tail call i32 @llvm.smax.i32(i32 %94, i32 %93), !dbg !221
    #dbg_value(i32 %95, !213, !DIExpression(), !216)
    #dbg_value(i64 995, !214, !DIExpression(), !218)
  %96 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3980), align 4, !dbg !221, !tbaa !117
  %97 = tail call i32 @llvm.smax.i32(i32 %96, i32 %95), !dbg !221
    #dbg_value(i32 %97, !213, !DIExpression(), !216)
    #dbg_value(i64 996, !214, !DIExpression(), !218)
  %98 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3984), align 16, !dbg !221, !tbaa !117
  %99 = tail call i32 @llvm.smax.i32(i32 %98, i32 %97), !dbg !221
    #dbg_value(i32 %99, !213, !DIExpression(), !216)
    #dbg_value(i64 997, !214, !DIExpression(), !218)
  %100 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3988), align 4, !dbg !221, !tbaa !117
  %101 = tail call i32 @llvm.smax.i32(i32 %100, i32 %99), !dbg !221
    #dbg_value(i32 %101, !213, !DIExpression(), !216)
    #dbg_value(i64 998, !214, !DIExpression(), !218)
  %102 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3992), align 8, !dbg !221, !tbaa !117
  %103 = tail call i32 @llvm.smax.i32(i32 %102, i32 %101), !dbg !221
    #dbg_value(i32 %103, !213, !DIExpression(), !216)
    #dbg_value(i64 999, !214, !DIExpression(), !218)
  %104 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3996), align 4, !dbg !221, !tbaa !117
  %105 = tail call i32 @llvm.smax.i32(i32 %104, i32 %103), !dbg !221
    #dbg_value(i32 %105, !213, !DIExpression(), !216)
    #dbg_value(i64 1000, !214, !DIExpression(), !218)
    #dbg_value(ptr @c, !207, !DIExpression(), !225)
    #dbg_value(i32 1000, !212, !DIExpression(), !225)
    #dbg_value(i32 poison, !213, !DIExpression(), !225)
    #dbg_value(i32 1, !214, !DIExpression(), !227)
  %106 = load <4 x i32>, ptr @c, align 16, !dbg !228
    #dbg_value(i32 undef, !213, !DIExpression(), !225)
  %107 = shufflevector <4 x i32> %106, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !229
  br label %108, !dbg !229

108:                                              ; preds = %108, %89
  %109 = phi i64 [ 0, %89 ], [ %119, %108 ]
  %110 = phi <4 x i32> [ %107, %89 ], [ %117, %108 ]
  %111 = phi <4 x i32> [ %107, %89 ], [ %118, %108 ]
  %112 = or disjoint i64 %109, 1, !dbg !229
  %113 = getelementptr inbounds i32, ptr @c, i64 %112, !dbg !230
  %114 = getelementptr inbounds i8, ptr %113, i64 16, !dbg !230
  %115 = load <4 x i32>, ptr %113, align 4, !dbg !230, !tbaa !117
  %116 = load <4 x i32>, ptr %114, align 4, !dbg !230, !tbaa !117
  %117 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %115, <4 x i32> %110), !dbg !230
  %118 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %116, <4 x i32> %111), !dbg !230
  %119 = add nuw i64 %109, 8
  %120 = icmp eq i64 %119, 992
  br i1 %120, label %121, label %108, !llvm.loop !231

121:                                              ; preds = %108
  %122 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %117, <4 x i32> %118), !dbg !229
  %123 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %122), !dbg !229
    #dbg_value(i64 993, !214, !DIExpression(), !227)
    #dbg_value(i32 %123, !213, !DIExpression(), !225)
  %124 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3972), align 4, !dbg !230, !tbaa !117
  %125 = tail call i32 @llvm.smax.i32(i32 %124, i32 %123), !dbg !230
    #dbg_value(i32 %125, !213, !DIExpression(), !225)
    #dbg_value(i64 994, !214, !DIExpression(), !227)
  %126 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3976), align 8, !dbg !230, !tbaa !117
  %127 = tail call i32 @llvm.smax.i32(i32 %126, i32 %125), !dbg !230
    #dbg_value(i32 %127, !213, !DIExpression(), !225)
    #dbg_value(i64 995, !214, !DIExpression(), !227)
  %128 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3980), align 4, !dbg !230, !tbaa !117
  %129 = tail call i32 @llvm.smax.i32(i32 %128, i32 %127), !dbg !230
    #dbg_value(i32 %129, !213, !DIExpression(), !225)
    #dbg_value(i64 996, !214, !DIExpression(), !227)
  %130 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3984), align 16, !dbg !230, !tbaa !117
  %131 = tail call i32 @llvm.smax.i32(i32 %130, i32 %129), !dbg !230
    #dbg_value(i32 %131, !213, !DIExpression(), !225)
    #dbg_value(i64 997, !214, !DIExpression(), !227)
  %132 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3988), align 4, !dbg !230, !tbaa !117
  %133 = tail call i32 @llvm.smax.i32(i32 %132, i32 %131), !dbg !230
    #dbg_value(i32 %133, !213, !DIExpression(), !225)
    #dbg_value(i64 998, !214, !DIExpression(), !227)
  %134 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3992), align 8, !dbg !230, !tbaa !117
  %135 = tail call i32 @llvm.smax.i32(i32 %134, i32 %133), !dbg !230
    #dbg_value(i32 %135, !213, !DIExpression(), !225)
    #dbg_value(i64 999, !214, !DIExpression(), !227)
  %136 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3996), align 4, !dbg !230, !tbaa !117
  %137 = tail call i32 @llvm.smax.i32(i32 %136, i32 %135), !dbg !230
    #dbg_value(i32 %137, !213, !DIExpression(), !225)
    #dbg_value(i64 1000, !214, !DIExpression(), !227)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %105, i32 noundef %137), !dbg !233
    #dbg_value(ptr @bytes, !234, !DIExpression(), !245)
    #dbg_value(i32 1000, !241, !DIExpression(), !245)
    #dbg_value(i32 0, !242, !DIExpression(), !245)
    #dbg_value(i32 0, !243, !DIExpression(), !247)
  br label %139, !dbg !248

139:                                              ; preds = %152, %121
  %140 = phi i64 [ 0, %121 ], [ %162, %152 ], !dbg !249
  %141 = phi <4 x i32> [ zeroinitializer, %121 ], [ %160, %152 ]
  %142 = phi <4 x i32> [ zeroinitializer, %121 ], [ %161, %152 ]
  %143 = getelementptr inbounds i8, ptr @bytes, i64 %140, !dbg !251
  %144 = getelementptr inbounds i8, ptr %143, i64 4, !dbg !251
  %145 = load <4 x i8>, ptr %143, align 16, !dbg !251, !tbaa !140
  %146 = load <4 x i8>, ptr %144, align 4, !dbg !251, !tbaa !140
  %147 = zext <4 x i8> %145 to <4 x i32>, !dbg !251
  %148 = zext <4 x i8> %146 to <4 x i32>, !dbg !251
  %149 = add <4 x i32> %141, %147, !dbg !252
  %150 = add <4 x i32> %142, %148, !dbg !252
  %151 = icmp eq i64 %140, 992, !dbg !249
  br i1 %151, label %163, label %152, !dbg !249, !llvm.loop !253

152:                                              ; preds = %139
  %153 = or disjoint i64 %140, 8, !dbg !249
  %154 = getelementptr inbounds i8, ptr @bytes, i64 %153, !dbg !251
  %155 = getelementptr inbounds i8, ptr %154, i64 4, !dbg !251
  %156 = load <4 x i8>, ptr %154, align 8, !dbg !251, !tbaa !140
  %157 = load <4 x i8>, ptr %155, align 4, !dbg !251, !tbaa !140
  %158 = zext <4 x i8> %156 to <4 x i32>, !dbg !251
  %159 = zext <4 x i8> %157 to <4 x i32>, !dbg !251
  %160 = add <4 x i32> %149, %158, !dbg !252
  %161 = add <4 x i32> %150, %159, !dbg !252
  %162 = add nuw nsw i64 %140, 16, !dbg !249
  br label %139

163:                                              ; preds = %139
  %164 = add <4 x i32> %150, %149, !dbg !248
  %165 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %164), !dbg !248
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %165), !dbg !255
    #dbg_value(ptr @fb, !256, !DIExpression(), !271)
    #dbg_value(ptr @fa, !266, !DIExpression(), !271)
    #dbg_value(float 5.000000e-01, !267, !DIExpression(), !271)
    #dbg_value(i32 1000, !268, !DIExpression(), !271)
    #dbg_value(i32 0, !269, !DIExpression(), !273)
  br label %167, !dbg !274

167:                                              ; preds = %167, %163
  %168 = phi i64 [ 0, %163 ], [ %179, %167 ], !dbg !275
  %169 = getelementptr inbounds float, ptr @fa, i64 %168, !dbg !277
  %170 = getelementptr inbounds i8, ptr %169, i64 16, !dbg !277
  %171 = load <4 x float>, ptr %169, align 16, !dbg !277, !tbaa !130
  %172 = load <4 x float>, ptr %170, align 16, !dbg !277, !tbaa !130
  %173 = getelementptr inbounds float, ptr @fb, i64 %168, !dbg !278
  %174 = getelementptr inbounds i8, ptr %173, i64 16, !dbg !278
  %175 = load <4 x float>, ptr %173, align 16, !dbg !278, !tbaa !130
  %176 = load <4 x float>, ptr %174, align 16, !dbg !278, !tbaa !130
  %177 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %171, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %175), !dbg !279
  %178 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %172, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %176), !dbg !279
  store <4 x float> %177, ptr %173, align 16, !dbg !280, !tbaa !130
  store <4 x float> %178, ptr %174, align 16, !dbg !280, !tbaa !130
  %179 = add nuw i64 %168, 8, !dbg !275
  %180 = icmp eq i64 %179, 1000, !dbg !275
  br i1 %180, label %293, label %167, !dbg !275, !llvm.loop !281

181:                                              ; preds = %30, %181
  %182 = phi i64 [ %208, %181 ], [ 0, %30 ]
  %183 = phi i32 [ %207, %181 ], [ 0, %30 ]
    #dbg_value(i64 %182, !89, !DIExpression(), !283)
    #dbg_value(i32 %183, !88, !DIExpression(), !284)
  %184 = mul i32 %183, 31, !dbg !285
  %185 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %182, !dbg !287
  %186 = load i32, ptr %185, align 4, !dbg !287, !tbaa !117
  %187 = add i32 %186, %184, !dbg !288
    #dbg_value(i32 %187, !88, !DIExpression(), !284)
  %188 = add nuw nsw i64 %182, 1, !dbg !289
    #dbg_value(i64 %188, !89, !DIExpression(), !283)
  %189 = mul i32 %187, 31, !dbg !285
  %190 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %188, !dbg !287
  %191 = load i32, ptr %190, align 4, !dbg !287, !tbaa !117
  %192 = add i32 %191, %189, !dbg !288
    #dbg_value(i32 %192, !88, !DIExpression(), !284)
  %193 = add nuw nsw i64 %182, 2, !dbg !289
    #dbg_value(i64 %193, !89, !DIExpression(), !283)
  %194 = mul i32 %192, 31, !dbg !285
  %195 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %193, !dbg !287
  %196 = load i32, ptr %195, align 4, !dbg !287, !tbaa !117
  %197 = add i32 %196, %194, !dbg !288
    #dbg_value(i32 %197, !88, !DIExpression(), !284)
  %198 = add nuw nsw i64 %182, 3, !dbg !289
    #dbg_value(i64 %198, !89, !DIExpression(), !283)
  %199 = mul i32 %197, 31, !dbg !285
  %200 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %198, !dbg !287
  %201 = load i32, ptr %200, align 4, !dbg !287, !tbaa !117
  %202 = add i32 %201, %199, !dbg !288
    #dbg_value(i32 %202, !88, !DIExpression(), !284)
  %203 = add nuw nsw i64 %182, 4, !dbg !289
    #dbg_value(i64 %203, !89, !DIExpression(), !283)
  %204 = mul i32 %202, 31, !dbg !285
  %205 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %203, !dbg !287
  %206 = load i32, ptr %205, align 4, !dbg !287, !tbaa !117
  %207 = add i32 %206, %204, !dbg !288
    #dbg_value(i32 %207, !88, !DIExpression(), !284)
  %208 = add nuw nsw i64 %182, 5, !dbg !289
    #dbg_value(i64 %208, !89, !DIExpression(), !283)
  %209 = icmp eq i64 %208, 1000, !dbg !290
  br i1 %209, label %48, label %181, !dbg !291, !llvm.loop !292

210:                                              ; preds = %293
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %319), !dbg !294
    #dbg_value(ptr @shorts, !295, !DIExpression(), !307)
    #dbg_value(i32 1000, !302, !DIExpression(), !307)
    #dbg_value(i16 1000, !303, !DIExpression(), !307)
    #dbg_value(i32 0, !304, !DIExpression(), !307)
    #dbg_value(i32 0, !305, !DIExpression(), !309)
  br label %212, !dbg !310

212:                                              ; preds = %227, %210
  %213 = phi i64 [ 0, %210 ], [ %239, %227 ], !dbg !311
  %214 = phi <4 x i32> [ zeroinitializer, %210 ], [ %237, %227 ]
  %215 = phi <4 x i32> [ zeroinitializer, %210 ], [ %238, %227 ]
  %216 = getelementptr inbounds i16, ptr @shorts, i64 %213, !dbg !313
  %217 = getelementptr inbounds i8, ptr %216, i64 8, !dbg !313
  %218 = load <4 x i16>, ptr %216, align 16, !dbg !313, !tbaa !145
  %219 = load <4 x i16>, ptr %217, align 8, !dbg !313, !tbaa !145
  %220 = icmp sgt <4 x i16> %218, <i16 1000, i16 1000, i16 1000, i16 1000>, !dbg !314
  %221 = icmp sgt <4 x i16> %219, <i16 1000, i16 1000, i16 1000, i16 1000>, !dbg !314
  %222 = zext <4 x i1> %220 to <4 x i32>, !dbg !314
  %223 = zext <4 x i1> %221 to <4 x i32>, !dbg !314
  %224 = add <4 x i32> %214, %222, !dbg !315
  %225 = add <4 x i32> %215, %223, !dbg !315
  %226 = icmp eq i64 %213, 992, !dbg !311
  br i1 %226, label %240, label %227, !dbg !311, !llvm.loop !316

227:                                              ; preds = %212
  %228 = or disjoint i64 %213, 8, !dbg !311
  %229 = getelementptr inbounds i16, ptr @shorts, i64 %228, !dbg !313
  %230 = getelementptr inbounds i8, ptr %229, i64 8, !dbg !313
  %231 = load <4 x i16>, ptr %229, align 16, !dbg !313, !tbaa !145
  %232 = load <4 x i16>, ptr %230, align 8, !dbg !313, !tbaa !145
  %233 = icmp sgt <4 x i16> %231, <i16 1000, i16 1000, i16 1000, i16 1000>, !dbg !314
  %234 = icmp sgt <4 x i16> %232, <i16 1000, i16 1000, i16 1000, i16 1000>, !dbg !314
  %235 = zext <4 x i1> %233 to <4 x i32>, !dbg !314
  %236 = zext <4 x i1> %234 to <4 x i32>, !dbg !314
  %237 = add <4 x i32> %224, %235, !dbg !315
  %238 = add <4 x i32> %225, %236, !dbg !315
  %239 = add nuw nsw i64 %213, 16, !dbg !311
  br label %212

240:                                              ; preds = %212
  %241 = add <4 x i32> %225, %224, !dbg !310
  %242 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %241), !dbg !310
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %242), !dbg !318
    #dbg_value(ptr @longs, !319, !DIExpression(), !331)
    #dbg_value(ptr @shorts, !327, !DIExpression(), !331)
    #dbg_value(i32 1000, !328, !DIExpression(), !331)
    #dbg_value(i32 0, !329, !DIExpression(), !333)
  br label %244, !dbg !334

244:                                              ; preds = %244, %240
  %245 = phi i64 [ 0, %240 ], [ %259, %244 ]
    #dbg_value(i64 %245, !329, !DIExpression(), !333)
  %246 = getelementptr inbounds i16, ptr @shorts, i64 %245, !dbg !335
  %247 = load i16, ptr %246, align 4, !dbg !335, !tbaa !145
  %248 = sext i16 %247 to i64, !dbg !337
  %249 = add nsw i64 %248, -1, !dbg !338
  %250 = mul nsw i64 %249, %248, !dbg !338
  %251 = getelementptr inbounds i64, ptr @longs, i64 %245, !dbg !339
  store i64 %250, ptr %251, align 16, !dbg !340, !tbaa !341
  %252 = or disjoint i64 %245, 1, !dbg !343
    #dbg_value(i64 %252, !329, !DIExpression(), !333)
  %253 = getelementptr inbounds i16, ptr @shorts, i64 %252, !dbg !335
  %254 = load i16, ptr %253, align 2, !dbg !335, !tbaa !145
  %255 = sext i16 %254 to i64, !dbg !337
  %256 = add nsw i64 %255, -1, !dbg !338
  %257 = mul nsw i64 %256, %255, !dbg !338
  %258 = getelementptr inbounds i64, ptr @longs, i64 %252, !dbg !339
  store i64 %257, ptr %258, align 8, !dbg !340, !tbaa !341
  %259 = add nuw nsw i64 %245, 2, !dbg !343
    #dbg_value(i64 %259, !329, !DIExpression(), !333)
  %260 = icmp eq i64 %259, 1000, !dbg !344
  br i1 %260, label %261, label %244, !dbg !334, !llvm.loop !345

261:                                              ; preds = %244, %261
  %262 = phi i64 [ %286, %261 ], [ 0, %244 ], !dbg !347
  %263 = phi <2 x i64> [ %287, %261 ], [ <i64 0, i64 1>, %244 ]
  %264 = phi <2 x i64> [ %284, %261 ], [ zeroinitializer, %244 ]
  %265 = phi <2 x i64> [ %285, %261 ], [ zeroinitializer, %244 ]
  %266 = add <2 x i64> %263, <i64 2, i64 2>
  %267 = getelementptr inbounds [1000 x i64], ptr @longs, i64 0, i64 %262, !dbg !349
  %268 = getelementptr inbounds i8, ptr %267, i64 16, !dbg !349
  %269 = load <2 x i64>, ptr %267, align 16, !dbg !349, !tbaa !341
  %270 = load <2 x i64>, ptr %268, align 16, !dbg !349, !tbaa !341
  %271 = add nsw <2 x i64> %269, %263, !dbg !350
  %272 = add nsw <2 x i64> %270, %266, !dbg !350
  %273 = xor <2 x i64> %271, %264, !dbg !351
  %274 = xor <2 x i64> %272, %265, !dbg !351
  %275 = or disjoint i64 %262, 4, !dbg !347
  %276 = add <2 x i64> %263, <i64 4, i64 4>
  %277 = add <2 x i64> %263, <i64 6, i64 6>
  %278 = getelementptr inbounds [1000 x i64], ptr @longs, i64 0, i64 %275, !dbg !349
  %279 = getelementptr inbounds i8, ptr %278, i64 16, !dbg !349
  %280 = load <2 x i64>, ptr %278, align 16, !dbg !349, !tbaa !341
  %281 = load <2 x i64>, ptr %279, align 16, !dbg !349, !tbaa !341
  %282 = add nsw <2 x i64> %280, %276, !dbg !350
  %283 = add nsw <2 x i64> %281, %277, !dbg !350
  %284 = xor <2 x i64> %282, %273, !dbg !351
  %285 = xor <2 x i64> %283, %274, !dbg !351
  %286 = add nuw nsw i64 %262, 8, !dbg !347
  %287 = add <2 x i64> %263, <i64 8, i64 8>
  %288 = icmp eq i64 %286, 1000, !dbg !347
  br i1 %288, label %289, label %261, !dbg !347, !llvm.loop !352

289:                                              ; preds = %261
  %290 = xor <2 x i64> %285, %284, !dbg !353
  %291 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %290), !dbg !353
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %291), !dbg !355
    #dbg_value(ptr @bytes, !356, !DIExpression(), !368)
    #dbg_value(i32 1000, !362, !DIExpression(), !368)
    #dbg_value(i32 0, !363, !DIExpression(), !370)
  br label %322, !dbg !371

293:                                              ; preds = %167, %293
  %294 = phi i64 [ %320, %293 ], [ 0, %167 ]
  %295 = phi double [ %319, %293 ], [ 0.000000e+00, %167 ]
    #dbg_value(i64 %294, !93, !DIExpression(), !372)
    #dbg_value(double %295, !91, !DIExpression(), !284)
  %296 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %294, !dbg !373
  %297 = load float, ptr %296, align 4, !dbg !373, !tbaa !130
  %298 = fpext float %297 to double, !dbg !373
  %299 = fadd double %295, %298, !dbg !375
    #dbg_value(double %299, !91, !DIExpression(), !284)
  %300 = add nuw nsw i64 %294, 1, !dbg !376
    #dbg_value(i64 %300, !93, !DIExpression(), !372)
  %301 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %300, !dbg !373
  %302 = load float, ptr %301, align 4, !dbg !373, !tbaa !130
  %303 = fpext float %302 to double, !dbg !373
  %304 = fadd double %299, %303, !dbg !375
    #dbg_value(double %304, !91, !DIExpression(), !284)
  %305 = add nuw nsw i64 %294, 2, !dbg !376
    #dbg_value(i64 %305, !93, !DIExpression(), !372)
  %306 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %305, !dbg !373
  %307 = load float, ptr %306, align 4, !dbg !373, !tbaa !130
  %308 = fpext float %307 to double, !dbg !373
  %309 = fadd double %304, %308, !dbg !375
    #dbg_value(double %309, !91, !DIExpression(), !284)
  %310 = add nuw nsw i64 %294, 3, !dbg !376
    #dbg_value(i64 %310, !93, !DIExpression(), !372)
  %311 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %310, !dbg !373
  %312 = load float, ptr %311, align 4, !dbg !373, !tbaa !130
  %313 = fpext float %312 to double, !dbg !373
  %314 = fadd double %309, %313, !dbg !375
    #dbg_value(double %314, !91, !DIExpression(), !284)
  %315 = add nuw nsw i64 %294, 4, !dbg !376
    #dbg_value(i64 %315, !93, !DIExpression(), !372)
  %316 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %315, !dbg !373
  %317 = load float, ptr %316, align 4, !dbg !373, !tbaa !130
  %318 = fpext float %317 to double, !dbg !373
  %319 = fadd double %314, %318, !dbg !375
    #dbg_value(double %319, !91, !DIExpression(), !284)
  %320 = add nuw nsw i64 %294, 5, !dbg !376
    #dbg_value(i64 %320, !93, !DIExpression(), !372)
  %321 = icmp eq i64 %320, 1000, !dbg !377
  br i1 %321, label %210, label %293, !dbg !378, !llvm.loop !379

322:                                              ; preds = %322, %289
  %323 = phi i64 [ 0, %289 ], [ %330, %322 ], !dbg !381
  %324 = getelementptr inbounds i8, ptr @bytes, i64 %323, !dbg !382
  %325 = load <16 x i8>, ptr %324, align 16, !dbg !382, !tbaa !140
  %326 = zext <16 x i8> %325 to <16 x i32>, !dbg !382
  %327 = shl nuw nsw <16 x i32> %326, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, !dbg !383
  %328 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %327, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>), !dbg !384
  %329 = trunc nuw <16 x i32> %328 to <16 x i8>, !dbg !385
  store <16 x i8> %329, ptr %324, align 16, !dbg !386, !tbaa !140
  %330 = add nuw i64 %323, 16, !dbg !381
  %331 = icmp eq i64 %330, 992, !dbg !381
  br i1 %331, label %332, label %322, !dbg !381, !llvm.loop !387

332:                                              ; preds = %322
  %333 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 16, !dbg !382, !tbaa !140
  %334 = zext <8 x i8> %333 to <8 x i32>, !dbg !382
  %335 = shl nuw nsw <8 x i32> %334, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, !dbg !383
  %336 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %335, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>), !dbg !384
  %337 = trunc nuw <8 x i32> %336 to <8 x i8>, !dbg !385
  store <8 x i8> %337, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 16, !dbg !386, !tbaa !140
  br label %338, !dbg !389

338:                                              ; preds = %351, %332
  %339 = phi i64 [ 0, %332 ], [ %361, %351 ], !dbg !391
  %340 = phi <4 x i32> [ zeroinitializer, %332 ], [ %359, %351 ]
  %341 = phi <4 x i32> [ zeroinitializer, %332 ], [ %360, %351 ]
  %342 = getelementptr inbounds i8, ptr @bytes, i64 %339, !dbg !392
  %343 = getelementptr inbounds i8, ptr %342, i64 4, !dbg !392
  %344 = load <4 x i8>, ptr %342, align 16, !dbg !392, !tbaa !140
  %345 = load <4 x i8>, ptr %343, align 4, !dbg !392, !tbaa !140
  %346 = zext <4 x i8> %344 to <4 x i32>, !dbg !392
  %347 = zext <4 x i8> %345 to <4 x i32>, !dbg !392
  %348 = add <4 x i32> %340, %346, !dbg !393
  %349 = add <4 x i32> %341, %347, !dbg !393
  %350 = icmp eq i64 %339, 992, !dbg !391
  br i1 %350, label %362, label %351, !dbg !391, !llvm.loop !394

351:                                              ; preds = %338
  %352 = or disjoint i64 %339, 8, !dbg !391
  %353 = getelementptr inbounds i8, ptr @bytes, i64 %352, !dbg !392
  %354 = getelementptr inbounds i8, ptr %353, i64 4, !dbg !392
  %355 = load <4 x i8>, ptr %353, align 8, !dbg !392, !tbaa !140
  %356 = load <4 x i8>, ptr %354, align 4, !dbg !392, !tbaa !140
  %357 = zext <4 x i8> %355 to <4 x i32>, !dbg !392
  %358 = zext <4 x i8> %356 to <4 x i32>, !dbg !392
  %359 = add <4 x i32> %348, %357, !dbg !393
  %360 = add <4 x i32> %349, %358, !dbg !393
  %361 = add nuw nsw i64 %339, 16, !dbg !391
  br label %338

362:                                              ; preds = %338
  %363 = add <4 x i32> %349, %348, !dbg !389
  %364 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %363), !dbg !389
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %364), !dbg !396
  ret i32 0, !dbg !397
}

; Function Attrs: nofree nounwind
declare !dbg !398 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 7, type: !57, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !25, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/autovec.c", directory: ".", checksumkind: CSK_MD5, checksum: "c9046d98d8cdcea58d8d439f85a75ef9")
!4 = !{!5, !10, !11, !15, !16, !19, !22}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !6, line: 26, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !12, line: 26, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
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
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!82 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!83 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!84 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !85, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!14}
!87 = !{!88, !89, !91, !93, !95, !96}
!88 = !DILocalVariable(name: "h", scope: !84, file: !3, line: 72, type: !5)
!89 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 73, type: !14)
!90 = distinct !DILexicalBlock(scope: !84, file: !3, line: 73, column: 5)
!91 = !DILocalVariable(name: "fs", scope: !84, file: !3, line: 79, type: !92)
!92 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 80, type: !14)
!94 = distinct !DILexicalBlock(scope: !84, file: !3, line: 80, column: 5)
!95 = !DILocalVariable(name: "ls", scope: !84, file: !3, line: 84, type: !22)
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 85, type: !14)
!97 = distinct !DILexicalBlock(scope: !84, file: !3, line: 85, column: 5)
!98 = !DILocalVariable(name: "s", scope: !99, file: !3, line: 14, type: !5)
!99 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 13, type: !100, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{null}
!102 = !{!98, !103}
!103 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 15, type: !14)
!104 = distinct !DILexicalBlock(scope: !99, file: !3, line: 15, column: 5)
!105 = !DILocation(line: 0, scope: !99, inlinedAt: !106)
!106 = distinct !DILocation(line: 70, column: 5, scope: !84)
!107 = !DILocation(line: 0, scope: !104, inlinedAt: !106)
!108 = !DILocation(line: 15, column: 5, scope: !104, inlinedAt: !106)
!109 = !DILocation(line: 16, column: 15, scope: !110, inlinedAt: !106)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 15, column: 33)
!111 = distinct !DILexicalBlock(scope: !104, file: !3, line: 15, column: 5)
!112 = !DILocation(line: 16, column: 26, scope: !110, inlinedAt: !106)
!113 = !DILocation(line: 17, column: 28, scope: !110, inlinedAt: !106)
!114 = !DILocation(line: 17, column: 35, scope: !110, inlinedAt: !106)
!115 = !DILocation(line: 17, column: 9, scope: !110, inlinedAt: !106)
!116 = !DILocation(line: 17, column: 14, scope: !110, inlinedAt: !106)
!117 = !{!118, !118, i64 0}
!118 = !{!"int", !119, i64 0}
!119 = !{!"omnipotent char", !120, i64 0}
!120 = !{!"Simple C/C++ TBAA"}
!121 = !DILocation(line: 18, column: 28, scope: !110, inlinedAt: !106)
!122 = !DILocation(line: 18, column: 38, scope: !110, inlinedAt: !106)
!123 = !DILocation(line: 18, column: 9, scope: !110, inlinedAt: !106)
!124 = !DILocation(line: 18, column: 14, scope: !110, inlinedAt: !106)
!125 = !DILocation(line: 19, column: 27, scope: !110, inlinedAt: !106)
!126 = !DILocation(line: 19, column: 17, scope: !110, inlinedAt: !106)
!127 = !DILocation(line: 19, column: 33, scope: !110, inlinedAt: !106)
!128 = !DILocation(line: 19, column: 9, scope: !110, inlinedAt: !106)
!129 = !DILocation(line: 19, column: 15, scope: !110, inlinedAt: !106)
!130 = !{!131, !131, i64 0}
!131 = !{!"float", !119, i64 0}
!132 = !DILocation(line: 20, column: 27, scope: !110, inlinedAt: !106)
!133 = !DILocation(line: 20, column: 33, scope: !110, inlinedAt: !106)
!134 = !DILocation(line: 20, column: 9, scope: !110, inlinedAt: !106)
!135 = !DILocation(line: 20, column: 15, scope: !110, inlinedAt: !106)
!136 = !DILocation(line: 21, column: 32, scope: !110, inlinedAt: !106)
!137 = !DILocation(line: 21, column: 20, scope: !110, inlinedAt: !106)
!138 = !DILocation(line: 21, column: 9, scope: !110, inlinedAt: !106)
!139 = !DILocation(line: 21, column: 18, scope: !110, inlinedAt: !106)
!140 = !{!119, !119, i64 0}
!141 = !DILocation(line: 22, column: 33, scope: !110, inlinedAt: !106)
!142 = !DILocation(line: 22, column: 21, scope: !110, inlinedAt: !106)
!143 = !DILocation(line: 22, column: 9, scope: !110, inlinedAt: !106)
!144 = !DILocation(line: 22, column: 19, scope: !110, inlinedAt: !106)
!145 = !{!146, !146, i64 0}
!146 = !{!"short", !119, i64 0}
!147 = !DILocation(line: 15, column: 29, scope: !111, inlinedAt: !106)
!148 = !DILocation(line: 15, column: 23, scope: !111, inlinedAt: !106)
!149 = distinct !{!149, !108, !150, !151}
!150 = !DILocation(line: 23, column: 5, scope: !104, inlinedAt: !106)
!151 = !{!"llvm.loop.mustprogress"}
!152 = !DILocation(line: 27, column: 29, scope: !153, inlinedAt: !169)
!153 = distinct !DILexicalBlock(scope: !154, file: !3, line: 27, column: 5)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 27, column: 5)
!155 = distinct !DISubprogram(name: "add_arrays", scope: !3, file: !3, line: 26, type: !156, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !163)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !158, !160, !160, !14}
!158 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!163 = !{!164, !165, !166, !167, !168}
!164 = !DILocalVariable(name: "out", arg: 1, scope: !155, file: !3, line: 26, type: !158)
!165 = !DILocalVariable(name: "x", arg: 2, scope: !155, file: !3, line: 26, type: !160)
!166 = !DILocalVariable(name: "y", arg: 3, scope: !155, file: !3, line: 26, type: !160)
!167 = !DILocalVariable(name: "n", arg: 4, scope: !155, file: !3, line: 26, type: !14)
!168 = !DILocalVariable(name: "i", scope: !154, file: !3, line: 27, type: !14)
!169 = distinct !DILocation(line: 71, column: 5, scope: !84)
!170 = !DILocation(line: 27, column: 42, scope: !153, inlinedAt: !169)
!171 = !DILocation(line: 27, column: 49, scope: !153, inlinedAt: !169)
!172 = !DILocation(line: 27, column: 54, scope: !153, inlinedAt: !169)
!173 = !DILocation(line: 27, column: 47, scope: !153, inlinedAt: !169)
!174 = !DILocation(line: 27, column: 33, scope: !153, inlinedAt: !169)
!175 = !DILocation(line: 27, column: 40, scope: !153, inlinedAt: !169)
!176 = distinct !{!176, !177, !178, !151, !179, !180}
!177 = !DILocation(line: 27, column: 5, scope: !154, inlinedAt: !169)
!178 = !DILocation(line: 27, column: 56, scope: !154, inlinedAt: !169)
!179 = !{!"llvm.loop.isvectorized", i32 1}
!180 = !{!"llvm.loop.unroll.runtime.disable"}
!181 = !DILocation(line: 74, column: 5, scope: !84)
!182 = !DILocalVariable(name: "x", arg: 1, scope: !183, file: !3, line: 30, type: !161)
!183 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 30, type: !184, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !186)
!184 = !DISubroutineType(types: !185)
!185 = !{!22, !161, !161, !14}
!186 = !{!182, !187, !188, !189, !190}
!187 = !DILocalVariable(name: "y", arg: 2, scope: !183, file: !3, line: 30, type: !161)
!188 = !DILocalVariable(name: "n", arg: 3, scope: !183, file: !3, line: 30, type: !14)
!189 = !DILocalVariable(name: "s", scope: !183, file: !3, line: 31, type: !22)
!190 = !DILocalVariable(name: "i", scope: !191, file: !3, line: 32, type: !14)
!191 = distinct !DILexicalBlock(scope: !183, file: !3, line: 32, column: 5)
!192 = !DILocation(line: 0, scope: !183, inlinedAt: !193)
!193 = distinct !DILocation(line: 75, column: 39, scope: !84)
!194 = !DILocation(line: 0, scope: !191, inlinedAt: !193)
!195 = !DILocation(line: 32, column: 5, scope: !191, inlinedAt: !193)
!196 = !DILocation(line: 32, column: 47, scope: !197, inlinedAt: !193)
!197 = distinct !DILexicalBlock(scope: !191, file: !3, line: 32, column: 5)
!198 = !DILocation(line: 32, column: 38, scope: !197, inlinedAt: !193)
!199 = !DILocation(line: 32, column: 54, scope: !197, inlinedAt: !193)
!200 = !DILocation(line: 32, column: 52, scope: !197, inlinedAt: !193)
!201 = !DILocation(line: 32, column: 35, scope: !197, inlinedAt: !193)
!202 = !DILocation(line: 32, column: 29, scope: !197, inlinedAt: !193)
!203 = !DILocation(line: 32, column: 23, scope: !197, inlinedAt: !193)
!204 = distinct !{!204, !195, !205, !151}
!205 = !DILocation(line: 32, column: 57, scope: !191, inlinedAt: !193)
!206 = !DILocation(line: 75, column: 5, scope: !84)
!207 = !DILocalVariable(name: "x", arg: 1, scope: !208, file: !3, line: 36, type: !161)
!208 = distinct !DISubprogram(name: "maxval", scope: !3, file: !3, line: 36, type: !209, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!11, !161, !14}
!211 = !{!207, !212, !213, !214}
!212 = !DILocalVariable(name: "n", arg: 2, scope: !208, file: !3, line: 36, type: !14)
!213 = !DILocalVariable(name: "m", scope: !208, file: !3, line: 37, type: !11)
!214 = !DILocalVariable(name: "i", scope: !215, file: !3, line: 38, type: !14)
!215 = distinct !DILexicalBlock(scope: !208, file: !3, line: 38, column: 5)
!216 = !DILocation(line: 0, scope: !208, inlinedAt: !217)
!217 = distinct !DILocation(line: 76, column: 40, scope: !84)
!218 = !DILocation(line: 0, scope: !215, inlinedAt: !217)
!219 = !DILocation(line: 37, column: 17, scope: !208, inlinedAt: !217)
!220 = !DILocation(line: 38, column: 5, scope: !215, inlinedAt: !217)
!221 = !DILocation(line: 38, column: 37, scope: !222, inlinedAt: !217)
!222 = distinct !DILexicalBlock(scope: !215, file: !3, line: 38, column: 5)
!223 = distinct !{!223, !220, !224, !151, !179, !180}
!224 = !DILocation(line: 38, column: 55, scope: !215, inlinedAt: !217)
!225 = !DILocation(line: 0, scope: !208, inlinedAt: !226)
!226 = distinct !DILocation(line: 76, column: 54, scope: !84)
!227 = !DILocation(line: 0, scope: !215, inlinedAt: !226)
!228 = !DILocation(line: 37, column: 17, scope: !208, inlinedAt: !226)
!229 = !DILocation(line: 38, column: 5, scope: !215, inlinedAt: !226)
!230 = !DILocation(line: 38, column: 37, scope: !222, inlinedAt: !226)
!231 = distinct !{!231, !229, !232, !151, !179, !180}
!232 = !DILocation(line: 38, column: 55, scope: !215, inlinedAt: !226)
!233 = !DILocation(line: 76, column: 5, scope: !84)
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
!246 = distinct !DILocation(line: 77, column: 31, scope: !84)
!247 = !DILocation(line: 0, scope: !244, inlinedAt: !246)
!248 = !DILocation(line: 44, column: 5, scope: !244, inlinedAt: !246)
!249 = !DILocation(line: 44, column: 29, scope: !250, inlinedAt: !246)
!250 = distinct !DILexicalBlock(scope: !244, file: !3, line: 44, column: 5)
!251 = !DILocation(line: 44, column: 38, scope: !250, inlinedAt: !246)
!252 = !DILocation(line: 44, column: 35, scope: !250, inlinedAt: !246)
!253 = distinct !{!253, !248, !254, !151, !179, !180}
!254 = !DILocation(line: 44, column: 41, scope: !244, inlinedAt: !246)
!255 = !DILocation(line: 77, column: 5, scope: !84)
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
!272 = distinct !DILocation(line: 78, column: 5, scope: !84)
!273 = !DILocation(line: 0, scope: !270, inlinedAt: !272)
!274 = !DILocation(line: 49, column: 5, scope: !270, inlinedAt: !272)
!275 = !DILocation(line: 49, column: 29, scope: !276, inlinedAt: !272)
!276 = distinct !DILexicalBlock(scope: !270, file: !3, line: 49, column: 5)
!277 = !DILocation(line: 49, column: 44, scope: !276, inlinedAt: !272)
!278 = !DILocation(line: 49, column: 51, scope: !276, inlinedAt: !272)
!279 = !DILocation(line: 49, column: 49, scope: !276, inlinedAt: !272)
!280 = !DILocation(line: 49, column: 38, scope: !276, inlinedAt: !272)
!281 = distinct !{!281, !274, !282, !151, !179, !180}
!282 = !DILocation(line: 49, column: 54, scope: !270, inlinedAt: !272)
!283 = !DILocation(line: 0, scope: !90)
!284 = !DILocation(line: 0, scope: !84)
!285 = !DILocation(line: 73, column: 39, scope: !286)
!286 = distinct !DILexicalBlock(scope: !90, file: !3, line: 73, column: 5)
!287 = !DILocation(line: 73, column: 56, scope: !286)
!288 = !DILocation(line: 73, column: 44, scope: !286)
!289 = !DILocation(line: 73, column: 29, scope: !286)
!290 = !DILocation(line: 73, column: 23, scope: !286)
!291 = !DILocation(line: 73, column: 5, scope: !90)
!292 = distinct !{!292, !291, !293, !151}
!293 = !DILocation(line: 73, column: 59, scope: !90)
!294 = !DILocation(line: 81, column: 5, scope: !84)
!295 = !DILocalVariable(name: "p", arg: 1, scope: !296, file: !3, line: 52, type: !299)
!296 = distinct !DISubprogram(name: "count_if", scope: !3, file: !3, line: 52, type: !297, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !301)
!297 = !DISubroutineType(types: !298)
!298 = !{!14, !299, !14, !19}
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!301 = !{!295, !302, !303, !304, !305}
!302 = !DILocalVariable(name: "n", arg: 2, scope: !296, file: !3, line: 52, type: !14)
!303 = !DILocalVariable(name: "thr", arg: 3, scope: !296, file: !3, line: 52, type: !19)
!304 = !DILocalVariable(name: "cnt", scope: !296, file: !3, line: 53, type: !14)
!305 = !DILocalVariable(name: "i", scope: !306, file: !3, line: 54, type: !14)
!306 = distinct !DILexicalBlock(scope: !296, file: !3, line: 54, column: 5)
!307 = !DILocation(line: 0, scope: !296, inlinedAt: !308)
!308 = distinct !DILocation(line: 82, column: 31, scope: !84)
!309 = !DILocation(line: 0, scope: !306, inlinedAt: !308)
!310 = !DILocation(line: 54, column: 5, scope: !306, inlinedAt: !308)
!311 = !DILocation(line: 54, column: 29, scope: !312, inlinedAt: !308)
!312 = distinct !DILexicalBlock(scope: !306, file: !3, line: 54, column: 5)
!313 = !DILocation(line: 54, column: 40, scope: !312, inlinedAt: !308)
!314 = !DILocation(line: 54, column: 45, scope: !312, inlinedAt: !308)
!315 = !DILocation(line: 54, column: 37, scope: !312, inlinedAt: !308)
!316 = distinct !{!316, !310, !317, !151, !179, !180}
!317 = !DILocation(line: 54, column: 47, scope: !306, inlinedAt: !308)
!318 = !DILocation(line: 82, column: 5, scope: !84)
!319 = !DILocalVariable(name: "out", arg: 1, scope: !320, file: !3, line: 58, type: !323)
!320 = distinct !DISubprogram(name: "widen", scope: !3, file: !3, line: 58, type: !321, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !326)
!321 = !DISubroutineType(types: !322)
!322 = !{null, !323, !325, !14}
!323 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !324)
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!325 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !299)
!326 = !{!319, !327, !328, !329}
!327 = !DILocalVariable(name: "in", arg: 2, scope: !320, file: !3, line: 58, type: !325)
!328 = !DILocalVariable(name: "n", arg: 3, scope: !320, file: !3, line: 58, type: !14)
!329 = !DILocalVariable(name: "i", scope: !330, file: !3, line: 59, type: !14)
!330 = distinct !DILexicalBlock(scope: !320, file: !3, line: 59, column: 5)
!331 = !DILocation(line: 0, scope: !320, inlinedAt: !332)
!332 = distinct !DILocation(line: 83, column: 5, scope: !84)
!333 = !DILocation(line: 0, scope: !330, inlinedAt: !332)
!334 = !DILocation(line: 59, column: 5, scope: !330, inlinedAt: !332)
!335 = !DILocation(line: 59, column: 51, scope: !336, inlinedAt: !332)
!336 = distinct !DILexicalBlock(scope: !330, file: !3, line: 59, column: 5)
!337 = !DILocation(line: 59, column: 42, scope: !336, inlinedAt: !332)
!338 = !DILocation(line: 59, column: 65, scope: !336, inlinedAt: !332)
!339 = !DILocation(line: 59, column: 33, scope: !336, inlinedAt: !332)
!340 = !DILocation(line: 59, column: 40, scope: !336, inlinedAt: !332)
!341 = !{!342, !342, i64 0}
!342 = !{!"long", !119, i64 0}
!343 = !DILocation(line: 59, column: 29, scope: !336, inlinedAt: !332)
!344 = !DILocation(line: 59, column: 23, scope: !336, inlinedAt: !332)
!345 = distinct !{!345, !334, !346, !151}
!346 = !DILocation(line: 59, column: 71, scope: !330, inlinedAt: !332)
!347 = !DILocation(line: 85, column: 29, scope: !348)
!348 = distinct !DILexicalBlock(scope: !97, file: !3, line: 85, column: 5)
!349 = !DILocation(line: 85, column: 39, scope: !348)
!350 = !DILocation(line: 85, column: 48, scope: !348)
!351 = !DILocation(line: 85, column: 36, scope: !348)
!352 = distinct !{!352, !353, !354, !151, !179, !180}
!353 = !DILocation(line: 85, column: 5, scope: !97)
!354 = !DILocation(line: 85, column: 50, scope: !97)
!355 = !DILocation(line: 86, column: 5, scope: !84)
!356 = !DILocalVariable(name: "p", arg: 1, scope: !357, file: !3, line: 62, type: !360)
!357 = distinct !DISubprogram(name: "clamp_bytes", scope: !3, file: !3, line: 62, type: !358, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !361)
!358 = !DISubroutineType(types: !359)
!359 = !{null, !360, !14}
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!361 = !{!356, !362, !363, !365}
!362 = !DILocalVariable(name: "n", arg: 2, scope: !357, file: !3, line: 62, type: !14)
!363 = !DILocalVariable(name: "i", scope: !364, file: !3, line: 63, type: !14)
!364 = distinct !DILexicalBlock(scope: !357, file: !3, line: 63, column: 5)
!365 = !DILocalVariable(name: "v", scope: !366, file: !3, line: 64, type: !14)
!366 = distinct !DILexicalBlock(scope: !367, file: !3, line: 63, column: 33)
!367 = distinct !DILexicalBlock(scope: !364, file: !3, line: 63, column: 5)
!368 = !DILocation(line: 0, scope: !357, inlinedAt: !369)
!369 = distinct !DILocation(line: 87, column: 5, scope: !84)
!370 = !DILocation(line: 0, scope: !364, inlinedAt: !369)
!371 = !DILocation(line: 63, column: 5, scope: !364, inlinedAt: !369)
!372 = !DILocation(line: 0, scope: !94)
!373 = !DILocation(line: 80, column: 39, scope: !374)
!374 = distinct !DILexicalBlock(scope: !94, file: !3, line: 80, column: 5)
!375 = !DILocation(line: 80, column: 36, scope: !374)
!376 = !DILocation(line: 80, column: 29, scope: !374)
!377 = !DILocation(line: 80, column: 23, scope: !374)
!378 = !DILocation(line: 80, column: 5, scope: !94)
!379 = distinct !{!379, !378, !380, !151}
!380 = !DILocation(line: 80, column: 43, scope: !94)
!381 = !DILocation(line: 63, column: 29, scope: !367, inlinedAt: !369)
!382 = !DILocation(line: 64, column: 17, scope: !366, inlinedAt: !369)
!383 = !DILocation(line: 64, column: 22, scope: !366, inlinedAt: !369)
!384 = !DILocation(line: 65, column: 26, scope: !366, inlinedAt: !369)
!385 = !DILocation(line: 65, column: 16, scope: !366, inlinedAt: !369)
!386 = !DILocation(line: 65, column: 14, scope: !366, inlinedAt: !369)
!387 = distinct !{!387, !371, !388, !151, !179, !180}
!388 = !DILocation(line: 66, column: 5, scope: !364, inlinedAt: !369)
!389 = !DILocation(line: 44, column: 5, scope: !244, inlinedAt: !390)
!390 = distinct !DILocation(line: 88, column: 34, scope: !84)
!391 = !DILocation(line: 44, column: 29, scope: !250, inlinedAt: !390)
!392 = !DILocation(line: 44, column: 38, scope: !250, inlinedAt: !390)
!393 = !DILocation(line: 44, column: 35, scope: !250, inlinedAt: !390)
!394 = distinct !{!394, !389, !395, !151, !179, !180}
!395 = !DILocation(line: 44, column: 41, scope: !244, inlinedAt: !390)
!396 = !DILocation(line: 88, column: 5, scope: !84)
!397 = !DILocation(line: 89, column: 5, scope: !84)
!398 = !DISubprogram(name: "printf", scope: !399, file: !399, line: 356, type: !400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!400 = !DISubroutineType(types: !401)
!401 = !{!14, !402, null}
!402 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !403)
!403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !404, size: 64)
!404 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
