; ModuleID = 'tests/programs/autovec.c'
source_filename = "tests/programs/autovec.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@c = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16, !dbg !0
@a = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16, !dbg !47
@b = internal unnamed_addr global [1000 x i32] zeroinitializer, align 16, !dbg !52
@.str = private unnamed_addr constant [15 x i8] c"add hash = %u\0A\00", align 1, !dbg !18
@.str.1 = private unnamed_addr constant [12 x i8] c"dot = %lld\0A\00", align 1, !dbg !24
@.str.2 = private unnamed_addr constant [24 x i8] c"max a = %d, max c = %d\0A\00", align 1, !dbg !29
@.str.3 = private unnamed_addr constant [15 x i8] c"byte sum = %u\0A\00", align 1, !dbg !34
@bytes = internal unnamed_addr global [1000 x i8] zeroinitializer, align 16, !dbg !59
@fb = internal unnamed_addr global [1000 x float] zeroinitializer, align 16, !dbg !57
@fa = internal unnamed_addr global [1000 x float] zeroinitializer, align 16, !dbg !54
@.str.4 = private unnamed_addr constant [18 x i8] c"saxpy sum = %.3f\0A\00", align 1, !dbg !36
@.str.5 = private unnamed_addr constant [15 x i8] c"count_if = %d\0A\00", align 1, !dbg !41
@shorts = internal unnamed_addr global [1000 x i16] zeroinitializer, align 16, !dbg !62
@longs = internal unnamed_addr global [1000 x i64] zeroinitializer, align 16, !dbg !65
@.str.6 = private unnamed_addr constant [18 x i8] c"widen xor = %lld\0A\00", align 1, !dbg !43
@.str.7 = private unnamed_addr constant [18 x i8] c"clamped sum = %u\0A\00", align 1, !dbg !45

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !76 {
    #dbg_value(i32 12345, !90, !DIExpression(), !97)
    #dbg_value(i32 0, !95, !DIExpression(), !99)
  br label %1, !dbg !100

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %1 ]
  %3 = phi i32 [ 12345, %0 ], [ %5, %1 ]
    #dbg_value(i64 %2, !95, !DIExpression(), !99)
    #dbg_value(i32 %3, !90, !DIExpression(), !97)
  %4 = mul i32 %3, 1664525, !dbg !101
  %5 = add i32 %4, 1013904223, !dbg !104
    #dbg_value(i32 %5, !90, !DIExpression(), !97)
  %6 = lshr i32 %5, 16, !dbg !105
  %7 = add nsw i32 %6, -32768, !dbg !106
  %8 = getelementptr inbounds [1000 x i32], ptr @a, i64 0, i64 %2, !dbg !107
  store i32 %7, ptr %8, align 4, !dbg !108, !tbaa !109
  %9 = and i32 %5, 65535, !dbg !113
  %10 = add nsw i32 %9, -32768, !dbg !114
  %11 = getelementptr inbounds [1000 x i32], ptr @b, i64 0, i64 %2, !dbg !115
  store i32 %10, ptr %11, align 4, !dbg !116, !tbaa !109
  %12 = trunc i64 %2 to i16, !dbg !117
  %13 = urem i16 %12, 17, !dbg !117
  %14 = uitofp nneg i16 %13 to float, !dbg !118
  %15 = fmul float %14, 5.000000e-01, !dbg !119
  %16 = getelementptr inbounds [1000 x float], ptr @fa, i64 0, i64 %2, !dbg !120
  store float %15, ptr %16, align 4, !dbg !121, !tbaa !122
  %17 = urem i16 %12, 13, !dbg !124
  %18 = zext nneg i16 %17 to i32, !dbg !124
  %19 = add nsw i32 %18, -6, !dbg !125
  %20 = sitofp i32 %19 to float, !dbg !125
  %21 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %2, !dbg !126
  store float %20, ptr %21, align 4, !dbg !127, !tbaa !122
  %22 = lshr i32 %5, 24, !dbg !128
  %23 = trunc nuw i32 %22 to i8, !dbg !129
  %24 = getelementptr inbounds [1000 x i8], ptr @bytes, i64 0, i64 %2, !dbg !130
  store i8 %23, ptr %24, align 1, !dbg !131, !tbaa !132
  %25 = lshr i32 %5, 8, !dbg !133
  %26 = trunc i32 %25 to i16, !dbg !134
  %27 = getelementptr inbounds [1000 x i16], ptr @shorts, i64 0, i64 %2, !dbg !135
  store i16 %26, ptr %27, align 2, !dbg !136, !tbaa !137
  %28 = add nuw nsw i64 %2, 1, !dbg !139
    #dbg_value(i64 %28, !95, !DIExpression(), !99)
  %29 = icmp eq i64 %28, 1000, !dbg !140
  br i1 %29, label %30, label %1, !dbg !100, !llvm.loop !141

30:                                               ; preds = %1, %30
  %31 = phi i64 [ %46, %30 ], [ 0, %1 ], !dbg !144
  %32 = getelementptr inbounds i32, ptr @a, i64 %31, !dbg !162
  %33 = getelementptr inbounds i8, ptr %32, i64 16, !dbg !162
  %34 = load <4 x i32>, ptr %32, align 16, !dbg !162, !tbaa !109
  %35 = load <4 x i32>, ptr %33, align 16, !dbg !162, !tbaa !109
  %36 = getelementptr inbounds i32, ptr @b, i64 %31, !dbg !163
  %37 = getelementptr inbounds i8, ptr %36, i64 16, !dbg !163
  %38 = load <4 x i32>, ptr %36, align 16, !dbg !163, !tbaa !109
  %39 = load <4 x i32>, ptr %37, align 16, !dbg !163, !tbaa !109
  %40 = mul nsw <4 x i32> %38, <i32 3, i32 3, i32 3, i32 3>, !dbg !164
  %41 = mul nsw <4 x i32> %39, <i32 3, i32 3, i32 3, i32 3>, !dbg !164
  %42 = add nsw <4 x i32> %40, %34, !dbg !165
  %43 = add nsw <4 x i32> %41, %35, !dbg !165
  %44 = getelementptr inbounds i32, ptr @c, i64 %31, !dbg !166
  %45 = getelementptr inbounds i8, ptr %44, i64 16, !dbg !167
  store <4 x i32> %42, ptr %44, align 16, !dbg !167, !tbaa !109
  store <4 x i32> %43, ptr %45, align 16, !dbg !167, !tbaa !109
  %46 = add nuw i64 %31, 8, !dbg !144
  %47 = icmp eq i64 %46, 1000, !dbg !144
  br i1 %47, label %177, label %30, !dbg !144, !llvm.loop !168

48:                                               ; preds = %177
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %203), !dbg !173
    #dbg_value(ptr @a, !174, !DIExpression(), !184)
    #dbg_value(ptr @b, !179, !DIExpression(), !184)
    #dbg_value(i32 1000, !180, !DIExpression(), !184)
    #dbg_value(i64 0, !181, !DIExpression(), !184)
    #dbg_value(i32 0, !182, !DIExpression(), !186)
  br label %49, !dbg !187

49:                                               ; preds = %49, %48
  %50 = phi i64 [ 0, %48 ], [ %69, %49 ]
  %51 = phi i64 [ 0, %48 ], [ %68, %49 ]
    #dbg_value(i64 %50, !182, !DIExpression(), !186)
    #dbg_value(i64 %51, !181, !DIExpression(), !184)
  %52 = getelementptr inbounds i32, ptr @a, i64 %50, !dbg !188
  %53 = load i32, ptr %52, align 8, !dbg !188, !tbaa !109
  %54 = sext i32 %53 to i64, !dbg !190
  %55 = getelementptr inbounds i32, ptr @b, i64 %50, !dbg !191
  %56 = load i32, ptr %55, align 8, !dbg !191, !tbaa !109
  %57 = sext i32 %56 to i64, !dbg !191
  %58 = mul nsw i64 %57, %54, !dbg !192
  %59 = add nsw i64 %58, %51, !dbg !193
    #dbg_value(i64 %59, !181, !DIExpression(), !184)
  %60 = or disjoint i64 %50, 1, !dbg !194
    #dbg_value(i64 %60, !182, !DIExpression(), !186)
  %61 = getelementptr inbounds i32, ptr @a, i64 %60, !dbg !188
  %62 = load i32, ptr %61, align 4, !dbg !188, !tbaa !109
  %63 = sext i32 %62 to i64, !dbg !190
  %64 = getelementptr inbounds i32, ptr @b, i64 %60, !dbg !191
  %65 = load i32, ptr %64, align 4, !dbg !191, !tbaa !109
  %66 = sext i32 %65 to i64, !dbg !191
  %67 = mul nsw i64 %66, %63, !dbg !192
  %68 = add nsw i64 %67, %59, !dbg !193
    #dbg_value(i64 %68, !181, !DIExpression(), !184)
  %69 = add nuw nsw i64 %50, 2, !dbg !194
    #dbg_value(i64 %69, !182, !DIExpression(), !186)
  %70 = icmp eq i64 %69, 1000, !dbg !195
  br i1 %70, label %71, label %49, !dbg !187, !llvm.loop !196

71:                                               ; preds = %49
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef %68), !dbg !198
    #dbg_value(ptr @a, !199, !DIExpression(), !208)
    #dbg_value(i32 1000, !204, !DIExpression(), !208)
    #dbg_value(i32 poison, !205, !DIExpression(), !208)
    #dbg_value(i32 1, !206, !DIExpression(), !210)
  %72 = load <4 x i32>, ptr @a, align 16, !dbg !211
    #dbg_value(i32 undef, !205, !DIExpression(), !208)
  %73 = shufflevector <4 x i32> %72, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !212
  br label %74, !dbg !212

74:                                               ; preds = %74, %71
  %75 = phi i64 [ 0, %71 ], [ %85, %74 ]
  %76 = phi <4 x i32> [ %73, %71 ], [ %83, %74 ]
  %77 = phi <4 x i32> [ %73, %71 ], [ %84, %74 ]
  %78 = or disjoint i64 %75, 1, !dbg !212
  %79 = getelementptr inbounds i32, ptr @a, i64 %78, !dbg !213
  %80 = getelementptr inbounds i8, ptr %79, i64 16, !dbg !213
  %81 = load <4 x i32>, ptr %79, align 4, !dbg !213, !tbaa !109
  %82 = load <4 x i32>, ptr %80, align 4, !dbg !213, !tbaa !109
  %83 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %81, <4 x i32> %76), !dbg !213
  %84 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %82, <4 x i32> %77), !dbg !213
  %85 = add nuw i64 %75, 8
  %86 = icmp eq i64 %85, 992
  br i1 %86, label %87, label %74, !llvm.loop !215

87:                                               ; preds = %74
  %88 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %83, <4 x i32> %84), !dbg !212
  %89 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %88), !dbg !212
    #dbg_value(i64 993, !206, !DIExpression(), !210)
    #dbg_value(i32 %89, !205, !DIExpression(), !208)
  %90 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3972), align 4, !dbg !213, !tbaa !109
  %91 = tail call i32 @llvm.smax.i32(i32 %90, i32 %89), !dbg !213
    #dbg_value(i32 %91, !205, !DIExpression(), !208)
    #dbg_value(i64 994, !206, !DIExpression(), !210)
  %92 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3976), align 8, !dbg !213, !tbaa !109
  %93 = tail call i32 @llvm.smax.i32(i32 %92, i32 %91), !dbg !213
    #dbg_value(i32 %93, !205, !DIExpression(), !208)
    #dbg_value(i64 995, !206, !DIExpression(), !210)
  %94 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3980), align 4, !dbg !213, !tbaa !109
  %95 = tail call i32 @llvm.smax.i32(i32 %94, i32 %93), !dbg !213
    #dbg_value(i32 %95, !205, !DIExpression(), !208)
    #dbg_value(i64 996, !206, !DIExpression(), !210)
  %96 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3984), align 16, !dbg !213, !tbaa !109
  %97 = tail call i32 @llvm.smax.i32(i32 %96, i32 %95), !dbg !213
    #dbg_value(i32 %97, !205, !DIExpression(), !208)
    #dbg_value(i64 997, !206, !DIExpression(), !210)
  %98 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3988), align 4, !dbg !213, !tbaa !109
  %99 = tail call i32 @llvm.smax.i32(i32 %98, i32 %97), !dbg !213
    #dbg_value(i32 %99, !205, !DIExpression(), !208)
    #dbg_value(i64 998, !206, !DIExpression(), !210)
  %100 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3992), align 8, !dbg !213, !tbaa !109
  %101 = tail call i32 @llvm.smax.i32(i32 %100, i32 %99), !dbg !213
    #dbg_value(i32 %101, !205, !DIExpression(), !208)
    #dbg_value(i64 999, !206, !DIExpression(), !210)
  %102 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 3996), align 4, !dbg !213, !tbaa !109
  %103 = tail call i32 @llvm.smax.i32(i32 %102, i32 %101), !dbg !213
    #dbg_value(i32 %103, !205, !DIExpression(), !208)
    #dbg_value(i64 1000, !206, !DIExpression(), !210)
    #dbg_value(ptr @c, !199, !DIExpression(), !217)
    #dbg_value(i32 1000, !204, !DIExpression(), !217)
    #dbg_value(i32 poison, !205, !DIExpression(), !217)
    #dbg_value(i32 1, !206, !DIExpression(), !219)
  %104 = load <4 x i32>, ptr @c, align 16, !dbg !220
    #dbg_value(i32 undef, !205, !DIExpression(), !217)
  %105 = shufflevector <4 x i32> %104, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !221
  br label %106, !dbg !221

106:                                              ; preds = %106, %87
  %107 = phi i64 [ 0, %87 ], [ %117, %106 ]
  %108 = phi <4 x i32> [ %105, %87 ], [ %115, %106 ]
  %109 = phi <4 x i32> [ %105, %87 ], [ %116, %106 ]
  %110 = or disjoint i64 %107, 1, !dbg !221
  %111 = getelementptr inbounds i32, ptr @c, i64 %110, !dbg !222
  %112 = getelementptr inbounds i8, ptr %111, i64 16, !dbg !222
  %113 = load <4 x i32>, ptr %111, align 4, !dbg !222, !tbaa !109
  %114 = load <4 x i32>, ptr %112, align 4, !dbg !222, !tbaa !109
  %115 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %113, <4 x i32> %108), !dbg !222
  %116 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %114, <4 x i32> %109), !dbg !222
  %117 = add nuw i64 %107, 8
  %118 = icmp eq i64 %117, 992
  br i1 %118, label %119, label %106, !llvm.loop !223

119:                                              ; preds = %106
  %120 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %115, <4 x i32> %116), !dbg !221
  %121 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %120), !dbg !221
    #dbg_value(i64 993, !206, !DIExpression(), !219)
    #dbg_value(i32 %121, !205, !DIExpression(), !217)
  %122 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3972), align 4, !dbg !222, !tbaa !109
  %123 = tail call i32 @llvm.smax.i32(i32 %122, i32 %121), !dbg !222
    #dbg_value(i32 %123, !205, !DIExpression(), !217)
    #dbg_value(i64 994, !206, !DIExpression(), !219)
  %124 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3976), align 8, !dbg !222, !tbaa !109
  %125 = tail call i32 @llvm.smax.i32(i32 %124, i32 %123), !dbg !222
    #dbg_value(i32 %125, !205, !DIExpression(), !217)
    #dbg_value(i64 995, !206, !DIExpression(), !219)
  %126 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3980), align 4, !dbg !222, !tbaa !109
  %127 = tail call i32 @llvm.smax.i32(i32 %126, i32 %125), !dbg !222
    #dbg_value(i32 %127, !205, !DIExpression(), !217)
    #dbg_value(i64 996, !206, !DIExpression(), !219)
  %128 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3984), align 16, !dbg !222, !tbaa !109
  %129 = tail call i32 @llvm.smax.i32(i32 %128, i32 %127), !dbg !222
    #dbg_value(i32 %129, !205, !DIExpression(), !217)
    #dbg_value(i64 997, !206, !DIExpression(), !219)
  %130 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3988), align 4, !dbg !222, !tbaa !109
  %131 = tail call i32 @llvm.smax.i32(i32 %130, i32 %129), !dbg !222
    #dbg_value(i32 %131, !205, !DIExpression(), !217)
    #dbg_value(i64 998, !206, !DIExpression(), !219)
  %132 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3992), align 8, !dbg !222, !tbaa !109
  %133 = tail call i32 @llvm.smax.i32(i32 %132, i32 %131), !dbg !222
    #dbg_value(i32 %133, !205, !DIExpression(), !217)
    #dbg_value(i64 999, !206, !DIExpression(), !219)
  %134 = load i32, ptr getelementptr inbounds (i8, ptr @c, i64 3996), align 4, !dbg !222, !tbaa !109
  %135 = tail call i32 @llvm.smax.i32(i32 %134, i32 %133), !dbg !222
    #dbg_value(i32 %135, !205, !DIExpression(), !217)
    #dbg_value(i64 1000, !206, !DIExpression(), !219)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %103, i32 noundef %135), !dbg !225
    #dbg_value(ptr @bytes, !226, !DIExpression(), !237)
    #dbg_value(i32 1000, !233, !DIExpression(), !237)
    #dbg_value(i32 0, !234, !DIExpression(), !237)
    #dbg_value(i32 0, !235, !DIExpression(), !239)
  br label %136, !dbg !240

136:                                              ; preds = %149, %119
  %137 = phi i64 [ 0, %119 ], [ %159, %149 ], !dbg !241
  %138 = phi <4 x i32> [ zeroinitializer, %119 ], [ %157, %149 ]
  %139 = phi <4 x i32> [ zeroinitializer, %119 ], [ %158, %149 ]
  %140 = getelementptr inbounds i8, ptr @bytes, i64 %137, !dbg !243
  %141 = getelementptr inbounds i8, ptr %140, i64 4, !dbg !243
  %142 = load <4 x i8>, ptr %140, align 16, !dbg !243, !tbaa !132
  %143 = load <4 x i8>, ptr %141, align 4, !dbg !243, !tbaa !132
  %144 = zext <4 x i8> %142 to <4 x i32>, !dbg !243
  %145 = zext <4 x i8> %143 to <4 x i32>, !dbg !243
  %146 = add <4 x i32> %138, %144, !dbg !244
  %147 = add <4 x i32> %139, %145, !dbg !244
  %148 = icmp eq i64 %137, 992, !dbg !241
  br i1 %148, label %160, label %149, !dbg !241, !llvm.loop !245

149:                                              ; preds = %136
  %150 = or disjoint i64 %137, 8, !dbg !241
  %151 = getelementptr inbounds i8, ptr @bytes, i64 %150, !dbg !243
  %152 = getelementptr inbounds i8, ptr %151, i64 4, !dbg !243
  %153 = load <4 x i8>, ptr %151, align 8, !dbg !243, !tbaa !132
  %154 = load <4 x i8>, ptr %152, align 4, !dbg !243, !tbaa !132
  %155 = zext <4 x i8> %153 to <4 x i32>, !dbg !243
  %156 = zext <4 x i8> %154 to <4 x i32>, !dbg !243
  %157 = add <4 x i32> %146, %155, !dbg !244
  %158 = add <4 x i32> %147, %156, !dbg !244
  %159 = add nuw nsw i64 %137, 16, !dbg !241
  br label %136

160:                                              ; preds = %136
  %161 = add <4 x i32> %147, %146, !dbg !240
  %162 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %161), !dbg !240
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %162), !dbg !247
    #dbg_value(ptr @fb, !248, !DIExpression(), !263)
    #dbg_value(ptr @fa, !258, !DIExpression(), !263)
    #dbg_value(float 5.000000e-01, !259, !DIExpression(), !263)
    #dbg_value(i32 1000, !260, !DIExpression(), !263)
    #dbg_value(i32 0, !261, !DIExpression(), !265)
  br label %163, !dbg !266

163:                                              ; preds = %163, %160
  %164 = phi i64 [ 0, %160 ], [ %175, %163 ], !dbg !267
  %165 = getelementptr inbounds float, ptr @fa, i64 %164, !dbg !269
  %166 = getelementptr inbounds i8, ptr %165, i64 16, !dbg !269
  %167 = load <4 x float>, ptr %165, align 16, !dbg !269, !tbaa !122
  %168 = load <4 x float>, ptr %166, align 16, !dbg !269, !tbaa !122
  %169 = getelementptr inbounds float, ptr @fb, i64 %164, !dbg !270
  %170 = getelementptr inbounds i8, ptr %169, i64 16, !dbg !270
  %171 = load <4 x float>, ptr %169, align 16, !dbg !270, !tbaa !122
  %172 = load <4 x float>, ptr %170, align 16, !dbg !270, !tbaa !122
  %173 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %167, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %171), !dbg !271
  %174 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %168, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %172), !dbg !271
  store <4 x float> %173, ptr %169, align 16, !dbg !272, !tbaa !122
  store <4 x float> %174, ptr %170, align 16, !dbg !272, !tbaa !122
  %175 = add nuw i64 %164, 8, !dbg !267
  %176 = icmp eq i64 %175, 1000, !dbg !267
  br i1 %176, label %286, label %163, !dbg !267, !llvm.loop !273

177:                                              ; preds = %30, %177
  %178 = phi i64 [ %204, %177 ], [ 0, %30 ]
  %179 = phi i32 [ %203, %177 ], [ 0, %30 ]
    #dbg_value(i64 %178, !81, !DIExpression(), !275)
    #dbg_value(i32 %179, !80, !DIExpression(), !276)
  %180 = mul i32 %179, 31, !dbg !277
  %181 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %178, !dbg !279
  %182 = load i32, ptr %181, align 4, !dbg !279, !tbaa !109
  %183 = add i32 %182, %180, !dbg !280
    #dbg_value(i32 %183, !80, !DIExpression(), !276)
  %184 = add nuw nsw i64 %178, 1, !dbg !281
    #dbg_value(i64 %184, !81, !DIExpression(), !275)
  %185 = mul i32 %183, 31, !dbg !277
  %186 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %184, !dbg !279
  %187 = load i32, ptr %186, align 4, !dbg !279, !tbaa !109
  %188 = add i32 %187, %185, !dbg !280
    #dbg_value(i32 %188, !80, !DIExpression(), !276)
  %189 = add nuw nsw i64 %178, 2, !dbg !281
    #dbg_value(i64 %189, !81, !DIExpression(), !275)
  %190 = mul i32 %188, 31, !dbg !277
  %191 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %189, !dbg !279
  %192 = load i32, ptr %191, align 4, !dbg !279, !tbaa !109
  %193 = add i32 %192, %190, !dbg !280
    #dbg_value(i32 %193, !80, !DIExpression(), !276)
  %194 = add nuw nsw i64 %178, 3, !dbg !281
    #dbg_value(i64 %194, !81, !DIExpression(), !275)
  %195 = mul i32 %193, 31, !dbg !277
  %196 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %194, !dbg !279
  %197 = load i32, ptr %196, align 4, !dbg !279, !tbaa !109
  %198 = add i32 %197, %195, !dbg !280
    #dbg_value(i32 %198, !80, !DIExpression(), !276)
  %199 = add nuw nsw i64 %178, 4, !dbg !281
    #dbg_value(i64 %199, !81, !DIExpression(), !275)
  %200 = mul i32 %198, 31, !dbg !277
  %201 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %199, !dbg !279
  %202 = load i32, ptr %201, align 4, !dbg !279, !tbaa !109
  %203 = add i32 %202, %200, !dbg !280
    #dbg_value(i32 %203, !80, !DIExpression(), !276)
  %204 = add nuw nsw i64 %178, 5, !dbg !281
    #dbg_value(i64 %204, !81, !DIExpression(), !275)
  %205 = icmp eq i64 %204, 1000, !dbg !282
  br i1 %205, label %48, label %177, !dbg !283, !llvm.loop !284

206:                                              ; preds = %286
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef %312), !dbg !286
    #dbg_value(ptr @shorts, !287, !DIExpression(), !299)
    #dbg_value(i32 1000, !294, !DIExpression(), !299)
    #dbg_value(i16 1000, !295, !DIExpression(), !299)
    #dbg_value(i32 0, !296, !DIExpression(), !299)
    #dbg_value(i32 0, !297, !DIExpression(), !301)
  br label %207, !dbg !302

207:                                              ; preds = %222, %206
  %208 = phi i64 [ 0, %206 ], [ %234, %222 ], !dbg !303
  %209 = phi <4 x i32> [ zeroinitializer, %206 ], [ %232, %222 ]
  %210 = phi <4 x i32> [ zeroinitializer, %206 ], [ %233, %222 ]
  %211 = getelementptr inbounds i16, ptr @shorts, i64 %208, !dbg !305
  %212 = getelementptr inbounds i8, ptr %211, i64 8, !dbg !305
  %213 = load <4 x i16>, ptr %211, align 16, !dbg !305, !tbaa !137
  %214 = load <4 x i16>, ptr %212, align 8, !dbg !305, !tbaa !137
  %215 = icmp sgt <4 x i16> %213, <i16 1000, i16 1000, i16 1000, i16 1000>, !dbg !306
  %216 = icmp sgt <4 x i16> %214, <i16 1000, i16 1000, i16 1000, i16 1000>, !dbg !306
  %217 = zext <4 x i1> %215 to <4 x i32>, !dbg !306
  %218 = zext <4 x i1> %216 to <4 x i32>, !dbg !306
  %219 = add <4 x i32> %209, %217, !dbg !307
  %220 = add <4 x i32> %210, %218, !dbg !307
  %221 = icmp eq i64 %208, 992, !dbg !303
  br i1 %221, label %235, label %222, !dbg !303, !llvm.loop !308

222:                                              ; preds = %207
  %223 = or disjoint i64 %208, 8, !dbg !303
  %224 = getelementptr inbounds i16, ptr @shorts, i64 %223, !dbg !305
  %225 = getelementptr inbounds i8, ptr %224, i64 8, !dbg !305
  %226 = load <4 x i16>, ptr %224, align 16, !dbg !305, !tbaa !137
  %227 = load <4 x i16>, ptr %225, align 8, !dbg !305, !tbaa !137
  %228 = icmp sgt <4 x i16> %226, <i16 1000, i16 1000, i16 1000, i16 1000>, !dbg !306
  %229 = icmp sgt <4 x i16> %227, <i16 1000, i16 1000, i16 1000, i16 1000>, !dbg !306
  %230 = zext <4 x i1> %228 to <4 x i32>, !dbg !306
  %231 = zext <4 x i1> %229 to <4 x i32>, !dbg !306
  %232 = add <4 x i32> %219, %230, !dbg !307
  %233 = add <4 x i32> %220, %231, !dbg !307
  %234 = add nuw nsw i64 %208, 16, !dbg !303
  br label %207

235:                                              ; preds = %207
  %236 = add <4 x i32> %220, %219, !dbg !302
  %237 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %236), !dbg !302
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %237), !dbg !310
    #dbg_value(ptr @longs, !311, !DIExpression(), !323)
    #dbg_value(ptr @shorts, !319, !DIExpression(), !323)
    #dbg_value(i32 1000, !320, !DIExpression(), !323)
    #dbg_value(i32 0, !321, !DIExpression(), !325)
  br label %238, !dbg !326

238:                                              ; preds = %238, %235
  %239 = phi i64 [ 0, %235 ], [ %253, %238 ]
    #dbg_value(i64 %239, !321, !DIExpression(), !325)
  %240 = getelementptr inbounds i16, ptr @shorts, i64 %239, !dbg !327
  %241 = load i16, ptr %240, align 4, !dbg !327, !tbaa !137
  %242 = sext i16 %241 to i64, !dbg !329
  %243 = add nsw i64 %242, -1, !dbg !330
  %244 = mul nsw i64 %243, %242, !dbg !330
  %245 = getelementptr inbounds i64, ptr @longs, i64 %239, !dbg !331
  store i64 %244, ptr %245, align 16, !dbg !332, !tbaa !333
  %246 = or disjoint i64 %239, 1, !dbg !335
    #dbg_value(i64 %246, !321, !DIExpression(), !325)
  %247 = getelementptr inbounds i16, ptr @shorts, i64 %246, !dbg !327
  %248 = load i16, ptr %247, align 2, !dbg !327, !tbaa !137
  %249 = sext i16 %248 to i64, !dbg !329
  %250 = add nsw i64 %249, -1, !dbg !330
  %251 = mul nsw i64 %250, %249, !dbg !330
  %252 = getelementptr inbounds i64, ptr @longs, i64 %246, !dbg !331
  store i64 %251, ptr %252, align 8, !dbg !332, !tbaa !333
  %253 = add nuw nsw i64 %239, 2, !dbg !335
    #dbg_value(i64 %253, !321, !DIExpression(), !325)
  %254 = icmp eq i64 %253, 1000, !dbg !336
  br i1 %254, label %255, label %238, !dbg !326, !llvm.loop !337

255:                                              ; preds = %238, %255
  %256 = phi i64 [ %280, %255 ], [ 0, %238 ], !dbg !339
  %257 = phi <2 x i64> [ %281, %255 ], [ <i64 0, i64 1>, %238 ]
  %258 = phi <2 x i64> [ %278, %255 ], [ zeroinitializer, %238 ]
  %259 = phi <2 x i64> [ %279, %255 ], [ zeroinitializer, %238 ]
  %260 = add <2 x i64> %257, <i64 2, i64 2>
  %261 = getelementptr inbounds [1000 x i64], ptr @longs, i64 0, i64 %256, !dbg !341
  %262 = getelementptr inbounds i8, ptr %261, i64 16, !dbg !341
  %263 = load <2 x i64>, ptr %261, align 16, !dbg !341, !tbaa !333
  %264 = load <2 x i64>, ptr %262, align 16, !dbg !341, !tbaa !333
  %265 = add nsw <2 x i64> %263, %257, !dbg !342
  %266 = add nsw <2 x i64> %264, %260, !dbg !342
  %267 = xor <2 x i64> %265, %258, !dbg !343
  %268 = xor <2 x i64> %266, %259, !dbg !343
  %269 = or disjoint i64 %256, 4, !dbg !339
  %270 = add <2 x i64> %257, <i64 4, i64 4>
  %271 = add <2 x i64> %257, <i64 6, i64 6>
  %272 = getelementptr inbounds [1000 x i64], ptr @longs, i64 0, i64 %269, !dbg !341
  %273 = getelementptr inbounds i8, ptr %272, i64 16, !dbg !341
  %274 = load <2 x i64>, ptr %272, align 16, !dbg !341, !tbaa !333
  %275 = load <2 x i64>, ptr %273, align 16, !dbg !341, !tbaa !333
  %276 = add nsw <2 x i64> %274, %270, !dbg !342
  %277 = add nsw <2 x i64> %275, %271, !dbg !342
  %278 = xor <2 x i64> %276, %267, !dbg !343
  %279 = xor <2 x i64> %277, %268, !dbg !343
  %280 = add nuw nsw i64 %256, 8, !dbg !339
  %281 = add <2 x i64> %257, <i64 8, i64 8>
  %282 = icmp eq i64 %280, 1000, !dbg !339
  br i1 %282, label %283, label %255, !dbg !339, !llvm.loop !344

283:                                              ; preds = %255
  %284 = xor <2 x i64> %279, %278, !dbg !345
  %285 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %284), !dbg !345
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %285), !dbg !347
    #dbg_value(ptr @bytes, !348, !DIExpression(), !360)
    #dbg_value(i32 1000, !354, !DIExpression(), !360)
    #dbg_value(i32 0, !355, !DIExpression(), !362)
  br label %315, !dbg !363

286:                                              ; preds = %163, %286
  %287 = phi i64 [ %313, %286 ], [ 0, %163 ]
  %288 = phi double [ %312, %286 ], [ 0.000000e+00, %163 ]
    #dbg_value(i64 %287, !85, !DIExpression(), !364)
    #dbg_value(double %288, !83, !DIExpression(), !276)
  %289 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %287, !dbg !365
  %290 = load float, ptr %289, align 4, !dbg !365, !tbaa !122
  %291 = fpext float %290 to double, !dbg !365
  %292 = fadd double %288, %291, !dbg !367
    #dbg_value(double %292, !83, !DIExpression(), !276)
  %293 = add nuw nsw i64 %287, 1, !dbg !368
    #dbg_value(i64 %293, !85, !DIExpression(), !364)
  %294 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %293, !dbg !365
  %295 = load float, ptr %294, align 4, !dbg !365, !tbaa !122
  %296 = fpext float %295 to double, !dbg !365
  %297 = fadd double %292, %296, !dbg !367
    #dbg_value(double %297, !83, !DIExpression(), !276)
  %298 = add nuw nsw i64 %287, 2, !dbg !368
    #dbg_value(i64 %298, !85, !DIExpression(), !364)
  %299 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %298, !dbg !365
  %300 = load float, ptr %299, align 4, !dbg !365, !tbaa !122
  %301 = fpext float %300 to double, !dbg !365
  %302 = fadd double %297, %301, !dbg !367
    #dbg_value(double %302, !83, !DIExpression(), !276)
  %303 = add nuw nsw i64 %287, 3, !dbg !368
    #dbg_value(i64 %303, !85, !DIExpression(), !364)
  %304 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %303, !dbg !365
  %305 = load float, ptr %304, align 4, !dbg !365, !tbaa !122
  %306 = fpext float %305 to double, !dbg !365
  %307 = fadd double %302, %306, !dbg !367
    #dbg_value(double %307, !83, !DIExpression(), !276)
  %308 = add nuw nsw i64 %287, 4, !dbg !368
    #dbg_value(i64 %308, !85, !DIExpression(), !364)
  %309 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %308, !dbg !365
  %310 = load float, ptr %309, align 4, !dbg !365, !tbaa !122
  %311 = fpext float %310 to double, !dbg !365
  %312 = fadd double %307, %311, !dbg !367
    #dbg_value(double %312, !83, !DIExpression(), !276)
  %313 = add nuw nsw i64 %287, 5, !dbg !368
    #dbg_value(i64 %313, !85, !DIExpression(), !364)
  %314 = icmp eq i64 %313, 1000, !dbg !369
  br i1 %314, label %206, label %286, !dbg !370, !llvm.loop !371

315:                                              ; preds = %315, %283
  %316 = phi i64 [ 0, %283 ], [ %323, %315 ], !dbg !373
  %317 = getelementptr inbounds i8, ptr @bytes, i64 %316, !dbg !374
  %318 = load <16 x i8>, ptr %317, align 16, !dbg !374, !tbaa !132
  %319 = zext <16 x i8> %318 to <16 x i32>, !dbg !374
  %320 = shl nuw nsw <16 x i32> %319, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, !dbg !375
  %321 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %320, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>), !dbg !376
  %322 = trunc nuw <16 x i32> %321 to <16 x i8>, !dbg !377
  store <16 x i8> %322, ptr %317, align 16, !dbg !378, !tbaa !132
  %323 = add nuw i64 %316, 16, !dbg !373
  %324 = icmp eq i64 %323, 992, !dbg !373
  br i1 %324, label %325, label %315, !dbg !373, !llvm.loop !379

325:                                              ; preds = %315
  %326 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 16, !dbg !374, !tbaa !132
  %327 = zext <8 x i8> %326 to <8 x i32>, !dbg !374
  %328 = shl nuw nsw <8 x i32> %327, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, !dbg !375
  %329 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %328, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>), !dbg !376
  %330 = trunc nuw <8 x i32> %329 to <8 x i8>, !dbg !377
  store <8 x i8> %330, ptr getelementptr inbounds (i8, ptr @bytes, i64 992), align 16, !dbg !378, !tbaa !132
  br label %331, !dbg !381

331:                                              ; preds = %344, %325
  %332 = phi i64 [ 0, %325 ], [ %354, %344 ], !dbg !383
  %333 = phi <4 x i32> [ zeroinitializer, %325 ], [ %352, %344 ]
  %334 = phi <4 x i32> [ zeroinitializer, %325 ], [ %353, %344 ]
  %335 = getelementptr inbounds i8, ptr @bytes, i64 %332, !dbg !384
  %336 = getelementptr inbounds i8, ptr %335, i64 4, !dbg !384
  %337 = load <4 x i8>, ptr %335, align 16, !dbg !384, !tbaa !132
  %338 = load <4 x i8>, ptr %336, align 4, !dbg !384, !tbaa !132
  %339 = zext <4 x i8> %337 to <4 x i32>, !dbg !384
  %340 = zext <4 x i8> %338 to <4 x i32>, !dbg !384
  %341 = add <4 x i32> %333, %339, !dbg !385
  %342 = add <4 x i32> %334, %340, !dbg !385
  %343 = icmp eq i64 %332, 992, !dbg !383
  br i1 %343, label %355, label %344, !dbg !383, !llvm.loop !386

344:                                              ; preds = %331
  %345 = or disjoint i64 %332, 8, !dbg !383
  %346 = getelementptr inbounds i8, ptr @bytes, i64 %345, !dbg !384
  %347 = getelementptr inbounds i8, ptr %346, i64 4, !dbg !384
  %348 = load <4 x i8>, ptr %346, align 8, !dbg !384, !tbaa !132
  %349 = load <4 x i8>, ptr %347, align 4, !dbg !384, !tbaa !132
  %350 = zext <4 x i8> %348 to <4 x i32>, !dbg !384
  %351 = zext <4 x i8> %349 to <4 x i32>, !dbg !384
  %352 = add <4 x i32> %341, %350, !dbg !385
  %353 = add <4 x i32> %342, %351, !dbg !385
  %354 = add nuw nsw i64 %332, 16, !dbg !383
  br label %331

355:                                              ; preds = %331
  %356 = add <4 x i32> %342, %341, !dbg !381
  %357 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %356), !dbg !381
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %357), !dbg !388
  ret i32 0, !dbg !389
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !390 {
  %2 = alloca ptr, align 8, !DIAssignID !402
    #dbg_assign(i1 undef, !399, !DIExpression(), !402, ptr %2, !DIExpression(), !403)
    #dbg_value(ptr %0, !397, !DIExpression(), !403)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !404
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !405
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7, !dbg !406
  %4 = load ptr, ptr %2, align 8, !dbg !407, !tbaa !408
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7, !dbg !410
    #dbg_value(i32 %5, !398, !DIExpression(), !403)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !411
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !412
  ret void, !dbg !413
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !414 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !434 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!68, !69, !70, !71, !72, !73, !74}
!llvm.ident = !{!75}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 7, type: !49, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/autovec.c", directory: ".")
!4 = !{!5, !8, !9, !11, !12, !14, !16}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !6, line: 40, baseType: !7)
!6 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !6, line: 39, baseType: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !6, line: 36, baseType: !13)
!13 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !6, line: 37, baseType: !15)
!15 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !6, line: 41, baseType: !8)
!17 = !{!18, !24, !29, !34, !36, !41, !43, !45, !47, !52, !0, !54, !57, !59, !62, !65}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 120, elements: !22)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 15)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 96, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 12)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 192, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 24)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !20, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 144, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 18)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !20, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !38, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !38, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 7, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32000, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 1000)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 7, type: !49, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 8, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32000, elements: !50)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 8, type: !56, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "bytes", scope: !2, file: !3, line: 9, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 8000, elements: !50)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "shorts", scope: !2, file: !3, line: 10, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 16000, elements: !50)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "longs", scope: !2, file: !3, line: 11, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64000, elements: !50)
!68 = !{i32 7, !"Dwarf Version", i32 4}
!69 = !{i32 2, !"Debug Info Version", i32 3}
!70 = !{i32 1, !"wchar_size", i32 2}
!71 = !{i32 8, !"PIC Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 1, !"MaxTLSAlign", i32 65536}
!74 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!75 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!76 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !77, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{!10}
!79 = !{!80, !81, !83, !85, !87, !88}
!80 = !DILocalVariable(name: "h", scope: !76, file: !3, line: 72, type: !5)
!81 = !DILocalVariable(name: "i", scope: !82, file: !3, line: 73, type: !10)
!82 = distinct !DILexicalBlock(scope: !76, file: !3, line: 73, column: 5)
!83 = !DILocalVariable(name: "fs", scope: !76, file: !3, line: 79, type: !84)
!84 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!85 = !DILocalVariable(name: "i", scope: !86, file: !3, line: 80, type: !10)
!86 = distinct !DILexicalBlock(scope: !76, file: !3, line: 80, column: 5)
!87 = !DILocalVariable(name: "ls", scope: !76, file: !3, line: 84, type: !16)
!88 = !DILocalVariable(name: "i", scope: !89, file: !3, line: 85, type: !10)
!89 = distinct !DILexicalBlock(scope: !76, file: !3, line: 85, column: 5)
!90 = !DILocalVariable(name: "s", scope: !91, file: !3, line: 14, type: !5)
!91 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 13, type: !92, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{null}
!94 = !{!90, !95}
!95 = !DILocalVariable(name: "i", scope: !96, file: !3, line: 15, type: !10)
!96 = distinct !DILexicalBlock(scope: !91, file: !3, line: 15, column: 5)
!97 = !DILocation(line: 0, scope: !91, inlinedAt: !98)
!98 = distinct !DILocation(line: 70, column: 5, scope: !76)
!99 = !DILocation(line: 0, scope: !96, inlinedAt: !98)
!100 = !DILocation(line: 15, column: 5, scope: !96, inlinedAt: !98)
!101 = !DILocation(line: 16, column: 15, scope: !102, inlinedAt: !98)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 15, column: 33)
!103 = distinct !DILexicalBlock(scope: !96, file: !3, line: 15, column: 5)
!104 = !DILocation(line: 16, column: 26, scope: !102, inlinedAt: !98)
!105 = !DILocation(line: 17, column: 28, scope: !102, inlinedAt: !98)
!106 = !DILocation(line: 17, column: 35, scope: !102, inlinedAt: !98)
!107 = !DILocation(line: 17, column: 9, scope: !102, inlinedAt: !98)
!108 = !DILocation(line: 17, column: 14, scope: !102, inlinedAt: !98)
!109 = !{!110, !110, i64 0}
!110 = !{!"int", !111, i64 0}
!111 = !{!"omnipotent char", !112, i64 0}
!112 = !{!"Simple C/C++ TBAA"}
!113 = !DILocation(line: 18, column: 28, scope: !102, inlinedAt: !98)
!114 = !DILocation(line: 18, column: 38, scope: !102, inlinedAt: !98)
!115 = !DILocation(line: 18, column: 9, scope: !102, inlinedAt: !98)
!116 = !DILocation(line: 18, column: 14, scope: !102, inlinedAt: !98)
!117 = !DILocation(line: 19, column: 27, scope: !102, inlinedAt: !98)
!118 = !DILocation(line: 19, column: 17, scope: !102, inlinedAt: !98)
!119 = !DILocation(line: 19, column: 33, scope: !102, inlinedAt: !98)
!120 = !DILocation(line: 19, column: 9, scope: !102, inlinedAt: !98)
!121 = !DILocation(line: 19, column: 15, scope: !102, inlinedAt: !98)
!122 = !{!123, !123, i64 0}
!123 = !{!"float", !111, i64 0}
!124 = !DILocation(line: 20, column: 27, scope: !102, inlinedAt: !98)
!125 = !DILocation(line: 20, column: 33, scope: !102, inlinedAt: !98)
!126 = !DILocation(line: 20, column: 9, scope: !102, inlinedAt: !98)
!127 = !DILocation(line: 20, column: 15, scope: !102, inlinedAt: !98)
!128 = !DILocation(line: 21, column: 32, scope: !102, inlinedAt: !98)
!129 = !DILocation(line: 21, column: 20, scope: !102, inlinedAt: !98)
!130 = !DILocation(line: 21, column: 9, scope: !102, inlinedAt: !98)
!131 = !DILocation(line: 21, column: 18, scope: !102, inlinedAt: !98)
!132 = !{!111, !111, i64 0}
!133 = !DILocation(line: 22, column: 33, scope: !102, inlinedAt: !98)
!134 = !DILocation(line: 22, column: 21, scope: !102, inlinedAt: !98)
!135 = !DILocation(line: 22, column: 9, scope: !102, inlinedAt: !98)
!136 = !DILocation(line: 22, column: 19, scope: !102, inlinedAt: !98)
!137 = !{!138, !138, i64 0}
!138 = !{!"short", !111, i64 0}
!139 = !DILocation(line: 15, column: 29, scope: !103, inlinedAt: !98)
!140 = !DILocation(line: 15, column: 23, scope: !103, inlinedAt: !98)
!141 = distinct !{!141, !100, !142, !143}
!142 = !DILocation(line: 23, column: 5, scope: !96, inlinedAt: !98)
!143 = !{!"llvm.loop.mustprogress"}
!144 = !DILocation(line: 27, column: 29, scope: !145, inlinedAt: !161)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 27, column: 5)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 27, column: 5)
!147 = distinct !DISubprogram(name: "add_arrays", scope: !3, file: !3, line: 26, type: !148, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !155)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !150, !152, !152, !10}
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!155 = !{!156, !157, !158, !159, !160}
!156 = !DILocalVariable(name: "out", arg: 1, scope: !147, file: !3, line: 26, type: !150)
!157 = !DILocalVariable(name: "x", arg: 2, scope: !147, file: !3, line: 26, type: !152)
!158 = !DILocalVariable(name: "y", arg: 3, scope: !147, file: !3, line: 26, type: !152)
!159 = !DILocalVariable(name: "n", arg: 4, scope: !147, file: !3, line: 26, type: !10)
!160 = !DILocalVariable(name: "i", scope: !146, file: !3, line: 27, type: !10)
!161 = distinct !DILocation(line: 71, column: 5, scope: !76)
!162 = !DILocation(line: 27, column: 42, scope: !145, inlinedAt: !161)
!163 = !DILocation(line: 27, column: 49, scope: !145, inlinedAt: !161)
!164 = !DILocation(line: 27, column: 54, scope: !145, inlinedAt: !161)
!165 = !DILocation(line: 27, column: 47, scope: !145, inlinedAt: !161)
!166 = !DILocation(line: 27, column: 33, scope: !145, inlinedAt: !161)
!167 = !DILocation(line: 27, column: 40, scope: !145, inlinedAt: !161)
!168 = distinct !{!168, !169, !170, !143, !171, !172}
!169 = !DILocation(line: 27, column: 5, scope: !146, inlinedAt: !161)
!170 = !DILocation(line: 27, column: 56, scope: !146, inlinedAt: !161)
!171 = !{!"llvm.loop.isvectorized", i32 1}
!172 = !{!"llvm.loop.unroll.runtime.disable"}
!173 = !DILocation(line: 74, column: 5, scope: !76)
!174 = !DILocalVariable(name: "x", arg: 1, scope: !175, file: !3, line: 30, type: !153)
!175 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 30, type: !176, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{!16, !153, !153, !10}
!178 = !{!174, !179, !180, !181, !182}
!179 = !DILocalVariable(name: "y", arg: 2, scope: !175, file: !3, line: 30, type: !153)
!180 = !DILocalVariable(name: "n", arg: 3, scope: !175, file: !3, line: 30, type: !10)
!181 = !DILocalVariable(name: "s", scope: !175, file: !3, line: 31, type: !16)
!182 = !DILocalVariable(name: "i", scope: !183, file: !3, line: 32, type: !10)
!183 = distinct !DILexicalBlock(scope: !175, file: !3, line: 32, column: 5)
!184 = !DILocation(line: 0, scope: !175, inlinedAt: !185)
!185 = distinct !DILocation(line: 75, column: 39, scope: !76)
!186 = !DILocation(line: 0, scope: !183, inlinedAt: !185)
!187 = !DILocation(line: 32, column: 5, scope: !183, inlinedAt: !185)
!188 = !DILocation(line: 32, column: 47, scope: !189, inlinedAt: !185)
!189 = distinct !DILexicalBlock(scope: !183, file: !3, line: 32, column: 5)
!190 = !DILocation(line: 32, column: 38, scope: !189, inlinedAt: !185)
!191 = !DILocation(line: 32, column: 54, scope: !189, inlinedAt: !185)
!192 = !DILocation(line: 32, column: 52, scope: !189, inlinedAt: !185)
!193 = !DILocation(line: 32, column: 35, scope: !189, inlinedAt: !185)
!194 = !DILocation(line: 32, column: 29, scope: !189, inlinedAt: !185)
!195 = !DILocation(line: 32, column: 23, scope: !189, inlinedAt: !185)
!196 = distinct !{!196, !187, !197, !143}
!197 = !DILocation(line: 32, column: 57, scope: !183, inlinedAt: !185)
!198 = !DILocation(line: 75, column: 5, scope: !76)
!199 = !DILocalVariable(name: "x", arg: 1, scope: !200, file: !3, line: 36, type: !153)
!200 = distinct !DISubprogram(name: "maxval", scope: !3, file: !3, line: 36, type: !201, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{!9, !153, !10}
!203 = !{!199, !204, !205, !206}
!204 = !DILocalVariable(name: "n", arg: 2, scope: !200, file: !3, line: 36, type: !10)
!205 = !DILocalVariable(name: "m", scope: !200, file: !3, line: 37, type: !9)
!206 = !DILocalVariable(name: "i", scope: !207, file: !3, line: 38, type: !10)
!207 = distinct !DILexicalBlock(scope: !200, file: !3, line: 38, column: 5)
!208 = !DILocation(line: 0, scope: !200, inlinedAt: !209)
!209 = distinct !DILocation(line: 76, column: 40, scope: !76)
!210 = !DILocation(line: 0, scope: !207, inlinedAt: !209)
!211 = !DILocation(line: 37, column: 17, scope: !200, inlinedAt: !209)
!212 = !DILocation(line: 38, column: 5, scope: !207, inlinedAt: !209)
!213 = !DILocation(line: 38, column: 37, scope: !214, inlinedAt: !209)
!214 = distinct !DILexicalBlock(scope: !207, file: !3, line: 38, column: 5)
!215 = distinct !{!215, !212, !216, !143, !171, !172}
!216 = !DILocation(line: 38, column: 55, scope: !207, inlinedAt: !209)
!217 = !DILocation(line: 0, scope: !200, inlinedAt: !218)
!218 = distinct !DILocation(line: 76, column: 54, scope: !76)
!219 = !DILocation(line: 0, scope: !207, inlinedAt: !218)
!220 = !DILocation(line: 37, column: 17, scope: !200, inlinedAt: !218)
!221 = !DILocation(line: 38, column: 5, scope: !207, inlinedAt: !218)
!222 = !DILocation(line: 38, column: 37, scope: !214, inlinedAt: !218)
!223 = distinct !{!223, !221, !224, !143, !171, !172}
!224 = !DILocation(line: 38, column: 55, scope: !207, inlinedAt: !218)
!225 = !DILocation(line: 76, column: 5, scope: !76)
!226 = !DILocalVariable(name: "p", arg: 1, scope: !227, file: !3, line: 42, type: !230)
!227 = distinct !DISubprogram(name: "byte_sum", scope: !3, file: !3, line: 42, type: !228, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !232)
!228 = !DISubroutineType(types: !229)
!229 = !{!5, !230, !10}
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!232 = !{!226, !233, !234, !235}
!233 = !DILocalVariable(name: "n", arg: 2, scope: !227, file: !3, line: 42, type: !10)
!234 = !DILocalVariable(name: "s", scope: !227, file: !3, line: 43, type: !5)
!235 = !DILocalVariable(name: "i", scope: !236, file: !3, line: 44, type: !10)
!236 = distinct !DILexicalBlock(scope: !227, file: !3, line: 44, column: 5)
!237 = !DILocation(line: 0, scope: !227, inlinedAt: !238)
!238 = distinct !DILocation(line: 77, column: 31, scope: !76)
!239 = !DILocation(line: 0, scope: !236, inlinedAt: !238)
!240 = !DILocation(line: 44, column: 5, scope: !236, inlinedAt: !238)
!241 = !DILocation(line: 44, column: 29, scope: !242, inlinedAt: !238)
!242 = distinct !DILexicalBlock(scope: !236, file: !3, line: 44, column: 5)
!243 = !DILocation(line: 44, column: 38, scope: !242, inlinedAt: !238)
!244 = !DILocation(line: 44, column: 35, scope: !242, inlinedAt: !238)
!245 = distinct !{!245, !240, !246, !143, !171, !172}
!246 = !DILocation(line: 44, column: 41, scope: !236, inlinedAt: !238)
!247 = !DILocation(line: 77, column: 5, scope: !76)
!248 = !DILocalVariable(name: "y", arg: 1, scope: !249, file: !3, line: 48, type: !252)
!249 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 48, type: !250, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !257)
!250 = !DISubroutineType(types: !251)
!251 = !{null, !252, !254, !11, !10}
!252 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !253)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !255)
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 64)
!256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!257 = !{!248, !258, !259, !260, !261}
!258 = !DILocalVariable(name: "x", arg: 2, scope: !249, file: !3, line: 48, type: !254)
!259 = !DILocalVariable(name: "k", arg: 3, scope: !249, file: !3, line: 48, type: !11)
!260 = !DILocalVariable(name: "n", arg: 4, scope: !249, file: !3, line: 48, type: !10)
!261 = !DILocalVariable(name: "i", scope: !262, file: !3, line: 49, type: !10)
!262 = distinct !DILexicalBlock(scope: !249, file: !3, line: 49, column: 5)
!263 = !DILocation(line: 0, scope: !249, inlinedAt: !264)
!264 = distinct !DILocation(line: 78, column: 5, scope: !76)
!265 = !DILocation(line: 0, scope: !262, inlinedAt: !264)
!266 = !DILocation(line: 49, column: 5, scope: !262, inlinedAt: !264)
!267 = !DILocation(line: 49, column: 29, scope: !268, inlinedAt: !264)
!268 = distinct !DILexicalBlock(scope: !262, file: !3, line: 49, column: 5)
!269 = !DILocation(line: 49, column: 44, scope: !268, inlinedAt: !264)
!270 = !DILocation(line: 49, column: 51, scope: !268, inlinedAt: !264)
!271 = !DILocation(line: 49, column: 49, scope: !268, inlinedAt: !264)
!272 = !DILocation(line: 49, column: 38, scope: !268, inlinedAt: !264)
!273 = distinct !{!273, !266, !274, !143, !171, !172}
!274 = !DILocation(line: 49, column: 54, scope: !262, inlinedAt: !264)
!275 = !DILocation(line: 0, scope: !82)
!276 = !DILocation(line: 0, scope: !76)
!277 = !DILocation(line: 73, column: 39, scope: !278)
!278 = distinct !DILexicalBlock(scope: !82, file: !3, line: 73, column: 5)
!279 = !DILocation(line: 73, column: 56, scope: !278)
!280 = !DILocation(line: 73, column: 44, scope: !278)
!281 = !DILocation(line: 73, column: 29, scope: !278)
!282 = !DILocation(line: 73, column: 23, scope: !278)
!283 = !DILocation(line: 73, column: 5, scope: !82)
!284 = distinct !{!284, !283, !285, !143}
!285 = !DILocation(line: 73, column: 59, scope: !82)
!286 = !DILocation(line: 81, column: 5, scope: !76)
!287 = !DILocalVariable(name: "p", arg: 1, scope: !288, file: !3, line: 52, type: !291)
!288 = distinct !DISubprogram(name: "count_if", scope: !3, file: !3, line: 52, type: !289, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !293)
!289 = !DISubroutineType(types: !290)
!290 = !{!10, !291, !10, !14}
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 64)
!292 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!293 = !{!287, !294, !295, !296, !297}
!294 = !DILocalVariable(name: "n", arg: 2, scope: !288, file: !3, line: 52, type: !10)
!295 = !DILocalVariable(name: "thr", arg: 3, scope: !288, file: !3, line: 52, type: !14)
!296 = !DILocalVariable(name: "cnt", scope: !288, file: !3, line: 53, type: !10)
!297 = !DILocalVariable(name: "i", scope: !298, file: !3, line: 54, type: !10)
!298 = distinct !DILexicalBlock(scope: !288, file: !3, line: 54, column: 5)
!299 = !DILocation(line: 0, scope: !288, inlinedAt: !300)
!300 = distinct !DILocation(line: 82, column: 31, scope: !76)
!301 = !DILocation(line: 0, scope: !298, inlinedAt: !300)
!302 = !DILocation(line: 54, column: 5, scope: !298, inlinedAt: !300)
!303 = !DILocation(line: 54, column: 29, scope: !304, inlinedAt: !300)
!304 = distinct !DILexicalBlock(scope: !298, file: !3, line: 54, column: 5)
!305 = !DILocation(line: 54, column: 40, scope: !304, inlinedAt: !300)
!306 = !DILocation(line: 54, column: 45, scope: !304, inlinedAt: !300)
!307 = !DILocation(line: 54, column: 37, scope: !304, inlinedAt: !300)
!308 = distinct !{!308, !302, !309, !143, !171, !172}
!309 = !DILocation(line: 54, column: 47, scope: !298, inlinedAt: !300)
!310 = !DILocation(line: 82, column: 5, scope: !76)
!311 = !DILocalVariable(name: "out", arg: 1, scope: !312, file: !3, line: 58, type: !315)
!312 = distinct !DISubprogram(name: "widen", scope: !3, file: !3, line: 58, type: !313, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !318)
!313 = !DISubroutineType(types: !314)
!314 = !{null, !315, !317, !10}
!315 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !316)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!317 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !291)
!318 = !{!311, !319, !320, !321}
!319 = !DILocalVariable(name: "in", arg: 2, scope: !312, file: !3, line: 58, type: !317)
!320 = !DILocalVariable(name: "n", arg: 3, scope: !312, file: !3, line: 58, type: !10)
!321 = !DILocalVariable(name: "i", scope: !322, file: !3, line: 59, type: !10)
!322 = distinct !DILexicalBlock(scope: !312, file: !3, line: 59, column: 5)
!323 = !DILocation(line: 0, scope: !312, inlinedAt: !324)
!324 = distinct !DILocation(line: 83, column: 5, scope: !76)
!325 = !DILocation(line: 0, scope: !322, inlinedAt: !324)
!326 = !DILocation(line: 59, column: 5, scope: !322, inlinedAt: !324)
!327 = !DILocation(line: 59, column: 51, scope: !328, inlinedAt: !324)
!328 = distinct !DILexicalBlock(scope: !322, file: !3, line: 59, column: 5)
!329 = !DILocation(line: 59, column: 42, scope: !328, inlinedAt: !324)
!330 = !DILocation(line: 59, column: 65, scope: !328, inlinedAt: !324)
!331 = !DILocation(line: 59, column: 33, scope: !328, inlinedAt: !324)
!332 = !DILocation(line: 59, column: 40, scope: !328, inlinedAt: !324)
!333 = !{!334, !334, i64 0}
!334 = !{!"long long", !111, i64 0}
!335 = !DILocation(line: 59, column: 29, scope: !328, inlinedAt: !324)
!336 = !DILocation(line: 59, column: 23, scope: !328, inlinedAt: !324)
!337 = distinct !{!337, !326, !338, !143}
!338 = !DILocation(line: 59, column: 71, scope: !322, inlinedAt: !324)
!339 = !DILocation(line: 85, column: 29, scope: !340)
!340 = distinct !DILexicalBlock(scope: !89, file: !3, line: 85, column: 5)
!341 = !DILocation(line: 85, column: 39, scope: !340)
!342 = !DILocation(line: 85, column: 48, scope: !340)
!343 = !DILocation(line: 85, column: 36, scope: !340)
!344 = distinct !{!344, !345, !346, !143, !171, !172}
!345 = !DILocation(line: 85, column: 5, scope: !89)
!346 = !DILocation(line: 85, column: 50, scope: !89)
!347 = !DILocation(line: 86, column: 5, scope: !76)
!348 = !DILocalVariable(name: "p", arg: 1, scope: !349, file: !3, line: 62, type: !352)
!349 = distinct !DISubprogram(name: "clamp_bytes", scope: !3, file: !3, line: 62, type: !350, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !353)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !352, !10}
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!353 = !{!348, !354, !355, !357}
!354 = !DILocalVariable(name: "n", arg: 2, scope: !349, file: !3, line: 62, type: !10)
!355 = !DILocalVariable(name: "i", scope: !356, file: !3, line: 63, type: !10)
!356 = distinct !DILexicalBlock(scope: !349, file: !3, line: 63, column: 5)
!357 = !DILocalVariable(name: "v", scope: !358, file: !3, line: 64, type: !10)
!358 = distinct !DILexicalBlock(scope: !359, file: !3, line: 63, column: 33)
!359 = distinct !DILexicalBlock(scope: !356, file: !3, line: 63, column: 5)
!360 = !DILocation(line: 0, scope: !349, inlinedAt: !361)
!361 = distinct !DILocation(line: 87, column: 5, scope: !76)
!362 = !DILocation(line: 0, scope: !356, inlinedAt: !361)
!363 = !DILocation(line: 63, column: 5, scope: !356, inlinedAt: !361)
!364 = !DILocation(line: 0, scope: !86)
!365 = !DILocation(line: 80, column: 39, scope: !366)
!366 = distinct !DILexicalBlock(scope: !86, file: !3, line: 80, column: 5)
!367 = !DILocation(line: 80, column: 36, scope: !366)
!368 = !DILocation(line: 80, column: 29, scope: !366)
!369 = !DILocation(line: 80, column: 23, scope: !366)
!370 = !DILocation(line: 80, column: 5, scope: !86)
!371 = distinct !{!371, !370, !372, !143}
!372 = !DILocation(line: 80, column: 43, scope: !86)
!373 = !DILocation(line: 63, column: 29, scope: !359, inlinedAt: !361)
!374 = !DILocation(line: 64, column: 17, scope: !358, inlinedAt: !361)
!375 = !DILocation(line: 64, column: 22, scope: !358, inlinedAt: !361)
!376 = !DILocation(line: 65, column: 26, scope: !358, inlinedAt: !361)
!377 = !DILocation(line: 65, column: 16, scope: !358, inlinedAt: !361)
!378 = !DILocation(line: 65, column: 14, scope: !358, inlinedAt: !361)
!379 = distinct !{!379, !363, !380, !143, !171, !172}
!380 = !DILocation(line: 66, column: 5, scope: !356, inlinedAt: !361)
!381 = !DILocation(line: 44, column: 5, scope: !236, inlinedAt: !382)
!382 = distinct !DILocation(line: 88, column: 34, scope: !76)
!383 = !DILocation(line: 44, column: 29, scope: !242, inlinedAt: !382)
!384 = !DILocation(line: 44, column: 38, scope: !242, inlinedAt: !382)
!385 = !DILocation(line: 44, column: 35, scope: !242, inlinedAt: !382)
!386 = distinct !{!386, !381, !387, !143, !171, !172}
!387 = !DILocation(line: 44, column: 41, scope: !236, inlinedAt: !382)
!388 = !DILocation(line: 88, column: 5, scope: !76)
!389 = !DILocation(line: 89, column: 5, scope: !76)
!390 = distinct !DISubprogram(name: "printf", scope: !391, file: !391, line: 368, type: !392, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !396)
!391 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!392 = !DISubroutineType(cc: DW_CC_nocall, types: !393)
!393 = !{!10, !394, null}
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !395, size: 64)
!395 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!396 = !{!397, !398, !399}
!397 = !DILocalVariable(name: "__format", arg: 1, scope: !390, file: !391, line: 368, type: !394)
!398 = !DILocalVariable(name: "__retval", scope: !390, file: !391, line: 370, type: !10)
!399 = !DILocalVariable(name: "__local_argv", scope: !390, file: !391, line: 371, type: !400)
!400 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !401)
!401 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!402 = distinct !DIAssignID()
!403 = !DILocation(line: 0, scope: !390)
!404 = !DILocation(line: 371, column: 3, scope: !390)
!405 = !DILocation(line: 371, column: 35, scope: !390)
!406 = !DILocation(line: 372, column: 32, scope: !390)
!407 = !DILocation(line: 372, column: 50, scope: !390)
!408 = !{!409, !409, i64 0}
!409 = !{!"any pointer", !111, i64 0}
!410 = !DILocation(line: 372, column: 14, scope: !390)
!411 = !DILocation(line: 373, column: 3, scope: !390)
!412 = !DILocation(line: 375, column: 1, scope: !390)
!413 = !DILocation(line: 374, column: 3, scope: !390)
!414 = !DISubprogram(name: "__mingw_vfprintf", scope: !391, file: !391, line: 193, type: !415, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DISubroutineType(types: !416)
!416 = !{!10, !417, !430, !431}
!417 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !418)
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !419, size: 64)
!419 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !391, line: 47, baseType: !420)
!420 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !391, line: 33, size: 384, align: 64, elements: !421)
!421 = !{!422, !423, !424, !425, !426, !427, !428, !429}
!422 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !420, file: !391, line: 37, baseType: !401, size: 64)
!423 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !420, file: !391, line: 38, baseType: !10, size: 32, offset: 64)
!424 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !420, file: !391, line: 39, baseType: !401, size: 64, offset: 128)
!425 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !420, file: !391, line: 40, baseType: !10, size: 32, offset: 192)
!426 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !420, file: !391, line: 41, baseType: !10, size: 32, offset: 224)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !420, file: !391, line: 42, baseType: !10, size: 32, offset: 256)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !420, file: !391, line: 43, baseType: !10, size: 32, offset: 288)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !420, file: !391, line: 44, baseType: !401, size: 64, offset: 320)
!430 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !394)
!431 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !432, line: 31, baseType: !433)
!432 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!433 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !432, line: 24, baseType: !400)
!434 = !DISubprogram(name: "__acrt_iob_func", scope: !391, file: !391, line: 93, type: !435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubroutineType(types: !436)
!436 = !{!418, !7}
