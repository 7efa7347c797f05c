; ModuleID = 'tests/programs/chars.c'
source_filename = "tests/programs/chars.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"sc=%d uc=%d sc+uc=%d sc*2=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"wrap: %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [18 x i8] c"promotion: %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"compare: %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [53 x i8] c"Hello, World! 123 The Quick Brown Fox.\09Tabs\0ANewlines\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [61 x i8] c"hist: upper %d lower %d digit %d space %d punct %d other %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [23 x i8] c"Attack at Dawn, Zebra!\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [11 x i8] c"rot13: %s\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [10 x i8] c"back: %s\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [11 x i8] c"upper: %s\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [17 x i8] c"parse: %d %d %d\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [5 x i8] c"  42\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [6 x i8] c"-9876\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [7 x i8] c"+12abc\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [20 x i8] c"all bytes sum = %u\0A\00", align 1, !dbg !69
@__const.main.hex = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.16 = private unnamed_addr constant [18 x i8] c"hex parse = %llu\0A\00", align 1, !dbg !74
@.str.17 = private unnamed_addr constant [29 x i8] c"char constants: %d %d %d %d\0A\00", align 1, !dbg !76
@.str.18 = private unnamed_addr constant [31 x i8] c"multichar-free escapes: %d %d\0A\00", align 1, !dbg !81

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !124 {
  %1 = alloca [64 x i8], align 4, !DIAssignID !169
    #dbg_assign(i1 undef, !142, !DIExpression(), !169, ptr %1, !DIExpression(), !170)
  %2 = alloca [17 x i8], align 1, !DIAssignID !171
    #dbg_assign(i1 undef, !159, !DIExpression(), !171, ptr %2, !DIExpression(), !170)
    #dbg_value(i8 -100, !128, !DIExpression(), !170)
    #dbg_value(i8 -56, !129, !DIExpression(), !170)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -100, i32 noundef 200, i32 noundef 100, i32 noundef -200), !dbg !172
    #dbg_value(i8 56, !130, !DIExpression(), !170)
    #dbg_value(i8 44, !131, !DIExpression(), !170)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 56, i32 noundef 44), !dbg !173
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -64, i32 noundef 64), !dbg !174
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 1), !dbg !175
    #dbg_value(i32 0, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !170)
    #dbg_value(i32 0, !132, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !170)
    #dbg_value(i32 0, !132, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !170)
    #dbg_value(i32 0, !132, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !170)
    #dbg_value(i32 0, !132, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !170)
    #dbg_value(i32 0, !132, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !170)
    #dbg_value(ptr @.str.4, !134, !DIExpression(), !170)
    #dbg_value(ptr @.str.4, !137, !DIExpression(), !176)
  %7 = tail call ptr @__ctype_b_loc() #6, !dbg !170
  %8 = load ptr, ptr %7, align 8, !tbaa !177
  br label %63, !dbg !181

9:                                                ; preds = %102
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %108, i32 noundef %107, i32 noundef %106, i32 noundef %105, i32 noundef %104, i32 noundef %103), !dbg !182
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #7, !dbg !183
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(23) %1, ptr noundef nonnull align 1 dereferenceable(23) @.str.6, i64 23, i1 false) #7, !dbg !184
    #dbg_value(ptr %1, !185, !DIExpression(), !191)
    #dbg_value(i32 13, !190, !DIExpression(), !191)
  br label %11, !dbg !193

11:                                               ; preds = %9, %28
  %12 = phi i8 [ %30, %28 ], [ 65, %9 ]
  %13 = phi ptr [ %29, %28 ], [ %1, %9 ]
    #dbg_value(ptr %13, !185, !DIExpression(), !191)
  %14 = freeze i8 %12, !dbg !195
  %15 = add i8 %14, -97, !dbg !199
  %16 = icmp ult i8 %15, 26, !dbg !199
  br i1 %16, label %20, label %17, !dbg !199

17:                                               ; preds = %11
  %18 = add i8 %14, -65, !dbg !200
  %19 = icmp ult i8 %18, 26, !dbg !200
  br i1 %19, label %20, label %28, !dbg !200

20:                                               ; preds = %17, %11
  %21 = phi i8 [ -84, %11 ], [ -52, %17 ]
  %22 = phi i8 [ 97, %11 ], [ 65, %17 ]
  %23 = add nsw i8 %21, %14, !dbg !195
  %24 = add nsw i8 %23, -26, !dbg !195
  %25 = icmp ult i8 %23, 26, !dbg !195
  %26 = select i1 %25, i8 %23, i8 %24, !dbg !195
  %27 = add nuw nsw i8 %26, %22, !dbg !195
  store i8 %27, ptr %13, align 1, !dbg !195, !tbaa !202
  br label %28, !dbg !203

28:                                               ; preds = %20, %17
  %29 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !203
    #dbg_value(ptr %29, !185, !DIExpression(), !191)
  %30 = load i8, ptr %29, align 1, !dbg !204, !tbaa !202
  %31 = icmp eq i8 %30, 0, !dbg !193
  br i1 %31, label %32, label %11, !dbg !193, !llvm.loop !205

32:                                               ; preds = %28
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1), !dbg !208
    #dbg_value(ptr %1, !185, !DIExpression(), !209)
    #dbg_value(i32 13, !190, !DIExpression(), !209)
  %34 = load i8, ptr %1, align 4, !dbg !211, !tbaa !202
  %35 = icmp eq i8 %34, 0, !dbg !212
  br i1 %35, label %57, label %36, !dbg !212

36:                                               ; preds = %32, %53
  %37 = phi i8 [ %55, %53 ], [ %34, %32 ]
  %38 = phi ptr [ %54, %53 ], [ %1, %32 ]
    #dbg_value(ptr %38, !185, !DIExpression(), !209)
  %39 = freeze i8 %37, !dbg !213
  %40 = add i8 %39, -97, !dbg !214
  %41 = icmp ult i8 %40, 26, !dbg !214
  br i1 %41, label %45, label %42, !dbg !214

42:                                               ; preds = %36
  %43 = add i8 %39, -65, !dbg !215
  %44 = icmp ult i8 %43, 26, !dbg !215
  br i1 %44, label %45, label %53, !dbg !215

45:                                               ; preds = %42, %36
  %46 = phi i8 [ -84, %36 ], [ -52, %42 ]
  %47 = phi i8 [ 97, %36 ], [ 65, %42 ]
  %48 = add nsw i8 %46, %39, !dbg !213
  %49 = add nsw i8 %48, -26, !dbg !213
  %50 = icmp ult i8 %48, 26, !dbg !213
  %51 = select i1 %50, i8 %48, i8 %49, !dbg !213
  %52 = add nuw nsw i8 %51, %47, !dbg !213
  store i8 %52, ptr %38, align 1, !dbg !213, !tbaa !202
  br label %53, !dbg !216

53:                                               ; preds = %45, %42
  %54 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !216
    #dbg_value(ptr %54, !185, !DIExpression(), !209)
  %55 = load i8, ptr %54, align 1, !dbg !211, !tbaa !202
  %56 = icmp eq i8 %55, 0, !dbg !212
  br i1 %56, label %57, label %36, !dbg !212, !llvm.loop !217

57:                                               ; preds = %53, %32
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %1), !dbg !219
    #dbg_value(ptr %1, !146, !DIExpression(), !220)
  %59 = load i8, ptr %1, align 4, !dbg !221, !tbaa !202
  %60 = icmp eq i8 %59, 0, !dbg !222
  br i1 %60, label %113, label %61, !dbg !222

61:                                               ; preds = %57
  %62 = tail call ptr @__ctype_toupper_loc() #6, !dbg !170
  br label %243, !dbg !222

63:                                               ; preds = %0, %102
  %64 = phi i8 [ 72, %0 ], [ %111, %102 ]
  %65 = phi i32 [ 0, %0 ], [ %108, %102 ]
  %66 = phi i32 [ 0, %0 ], [ %107, %102 ]
  %67 = phi i32 [ 0, %0 ], [ %106, %102 ]
  %68 = phi i32 [ 0, %0 ], [ %105, %102 ]
  %69 = phi i32 [ 0, %0 ], [ %104, %102 ]
  %70 = phi i32 [ 0, %0 ], [ %103, %102 ]
  %71 = phi i64 [ 0, %0 ], [ %109, %102 ]
    #dbg_value(i32 %65, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !170)
    #dbg_value(i32 %66, !132, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !170)
    #dbg_value(i32 %67, !132, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !170)
    #dbg_value(i32 %68, !132, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !170)
    #dbg_value(i32 %69, !132, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !170)
    #dbg_value(i32 %70, !132, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !170)
    #dbg_value(!DIArgList(ptr @.str.4, i64 %71), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !176)
    #dbg_value(i8 %64, !139, !DIExpression(), !223)
  %72 = zext i8 %64 to i64, !dbg !224
  %73 = getelementptr inbounds i16, ptr %8, i64 %72, !dbg !224
  %74 = load i16, ptr %73, align 2, !dbg !224, !tbaa !226
  %75 = zext i16 %74 to i32, !dbg !224
  %76 = and i32 %75, 256, !dbg !224
  %77 = icmp eq i32 %76, 0, !dbg !224
  br i1 %77, label %80, label %78, !dbg !228

78:                                               ; preds = %63
  %79 = add nsw i32 %65, 1, !dbg !229
    #dbg_value(i32 %79, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !170)
  br label %102, !dbg !230

80:                                               ; preds = %63
  %81 = and i32 %75, 512, !dbg !231
  %82 = icmp eq i32 %81, 0, !dbg !231
  br i1 %82, label %85, label %83, !dbg !233

83:                                               ; preds = %80
  %84 = add nsw i32 %66, 1, !dbg !234
    #dbg_value(i32 %84, !132, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !170)
  br label %102, !dbg !235

85:                                               ; preds = %80
  %86 = and i32 %75, 2048, !dbg !236
  %87 = icmp eq i32 %86, 0, !dbg !236
  br i1 %87, label %90, label %88, !dbg !238

88:                                               ; preds = %85
  %89 = add nsw i32 %67, 1, !dbg !239
    #dbg_value(i32 %89, !132, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !170)
  br label %102, !dbg !240

90:                                               ; preds = %85
  %91 = and i32 %75, 8192, !dbg !241
  %92 = icmp eq i32 %91, 0, !dbg !241
  br i1 %92, label %95, label %93, !dbg !243

93:                                               ; preds = %90
  %94 = add nsw i32 %68, 1, !dbg !244
    #dbg_value(i32 %94, !132, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !170)
  br label %102, !dbg !245

95:                                               ; preds = %90
  %96 = and i32 %75, 4, !dbg !246
  %97 = icmp eq i32 %96, 0, !dbg !246
  br i1 %97, label %100, label %98, !dbg !248

98:                                               ; preds = %95
  %99 = add nsw i32 %69, 1, !dbg !249
    #dbg_value(i32 %99, !132, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !170)
  br label %102, !dbg !250

100:                                              ; preds = %95
  %101 = add nsw i32 %70, 1, !dbg !251
    #dbg_value(i32 %101, !132, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !170)
  br label %102

102:                                              ; preds = %83, %93, %100, %98, %88, %78
  %103 = phi i32 [ %70, %78 ], [ %70, %83 ], [ %70, %88 ], [ %70, %93 ], [ %70, %98 ], [ %101, %100 ], !dbg !170
  %104 = phi i32 [ %69, %78 ], [ %69, %83 ], [ %69, %88 ], [ %69, %93 ], [ %99, %98 ], [ %69, %100 ], !dbg !170
  %105 = phi i32 [ %68, %78 ], [ %68, %83 ], [ %68, %88 ], [ %94, %93 ], [ %68, %98 ], [ %68, %100 ], !dbg !170
  %106 = phi i32 [ %67, %78 ], [ %67, %83 ], [ %89, %88 ], [ %67, %93 ], [ %67, %98 ], [ %67, %100 ], !dbg !170
  %107 = phi i32 [ %66, %78 ], [ %84, %83 ], [ %66, %88 ], [ %66, %93 ], [ %66, %98 ], [ %66, %100 ], !dbg !170
  %108 = phi i32 [ %79, %78 ], [ %65, %83 ], [ %65, %88 ], [ %65, %93 ], [ %65, %98 ], [ %65, %100 ], !dbg !170
    #dbg_value(i32 %108, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !170)
    #dbg_value(i32 %107, !132, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !170)
    #dbg_value(i32 %106, !132, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !170)
    #dbg_value(i32 %105, !132, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !170)
    #dbg_value(i32 %104, !132, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !170)
    #dbg_value(i32 %103, !132, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !170)
  %109 = add nuw nsw i64 %71, 1, !dbg !252
    #dbg_value(i32 %108, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !170)
    #dbg_value(i32 %107, !132, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !170)
    #dbg_value(i32 %106, !132, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !170)
    #dbg_value(i32 %105, !132, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !170)
    #dbg_value(i32 %104, !132, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !170)
    #dbg_value(i32 %103, !132, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !170)
    #dbg_value(ptr %110, !137, !DIExpression(), !176)
  %110 = getelementptr inbounds i8, ptr @.str.4, i64 %109, !dbg !253
  %111 = load i8, ptr %110, align 1, !dbg !253, !tbaa !202
  %112 = icmp eq i64 %109, 52, !dbg !181
  br i1 %112, label %9, label %63, !dbg !181, !llvm.loop !254

113:                                              ; preds = %243, %57
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1), !dbg !256
    #dbg_value(ptr @.str.11, !257, !DIExpression(), !264)
    #dbg_value(i32 1, !262, !DIExpression(), !264)
    #dbg_value(i32 0, !263, !DIExpression(), !264)
  %115 = load ptr, ptr %7, align 8, !tbaa !177
  br label %116, !dbg !266

116:                                              ; preds = %116, %113
  %117 = phi ptr [ @.str.11, %113 ], [ %124, %116 ]
    #dbg_value(ptr %117, !257, !DIExpression(), !264)
  %118 = load i8, ptr %117, align 1, !dbg !267, !tbaa !202
  %119 = zext i8 %118 to i64, !dbg !267
  %120 = getelementptr inbounds i16, ptr %115, i64 %119, !dbg !267
  %121 = load i16, ptr %120, align 2, !dbg !267, !tbaa !226
  %122 = and i16 %121, 8192, !dbg !267
  %123 = icmp eq i16 %122, 0, !dbg !266
  %124 = getelementptr inbounds i8, ptr %117, i64 1, !dbg !268
    #dbg_value(ptr %124, !257, !DIExpression(), !264)
  br i1 %123, label %125, label %116, !dbg !266, !llvm.loop !269

125:                                              ; preds = %116
  switch i8 %118, label %133 [
    i8 45, label %126
    i8 43, label %126
  ], !dbg !270

126:                                              ; preds = %125, %125
  %127 = icmp eq i8 %118, 45, !dbg !272
  %128 = select i1 %127, i32 -1, i32 1, !dbg !275
    #dbg_value(i32 %128, !262, !DIExpression(), !264)
    #dbg_value(ptr %124, !257, !DIExpression(), !264)
  %129 = load i8, ptr %124, align 1, !dbg !276, !tbaa !202
  %130 = zext i8 %129 to i64
  %131 = getelementptr inbounds i16, ptr %115, i64 %130
  %132 = load i16, ptr %131, align 2, !dbg !276, !tbaa !226
  br label %133, !dbg !277

133:                                              ; preds = %126, %125
  %134 = phi i16 [ %132, %126 ], [ %121, %125 ], !dbg !276
  %135 = phi i8 [ %129, %126 ], [ %118, %125 ], !dbg !276
  %136 = phi ptr [ %124, %126 ], [ %117, %125 ]
  %137 = phi i32 [ %128, %126 ], [ 1, %125 ], !dbg !264
    #dbg_value(i32 %137, !262, !DIExpression(), !264)
    #dbg_value(ptr %136, !257, !DIExpression(), !264)
    #dbg_value(i32 0, !263, !DIExpression(), !264)
  %138 = and i16 %134, 2048, !dbg !276
  %139 = icmp eq i16 %138, 0, !dbg !278
  br i1 %139, label %155, label %140, !dbg !278

140:                                              ; preds = %133, %140
  %141 = phi i8 [ %149, %140 ], [ %135, %133 ]
  %142 = phi i32 [ %148, %140 ], [ 0, %133 ]
  %143 = phi ptr [ %146, %140 ], [ %136, %133 ]
    #dbg_value(i32 %142, !263, !DIExpression(), !264)
    #dbg_value(ptr %143, !257, !DIExpression(), !264)
  %144 = zext i8 %141 to i32, !dbg !276
  %145 = mul nsw i32 %142, 10, !dbg !279
  %146 = getelementptr inbounds i8, ptr %143, i64 1, !dbg !280
    #dbg_value(ptr %146, !257, !DIExpression(), !264)
  %147 = add nsw i32 %144, -48, !dbg !281
  %148 = add i32 %147, %145, !dbg !282
    #dbg_value(i32 %148, !263, !DIExpression(), !264)
  %149 = load i8, ptr %146, align 1, !dbg !276, !tbaa !202
  %150 = zext i8 %149 to i64, !dbg !276
  %151 = getelementptr inbounds i16, ptr %115, i64 %150, !dbg !276
  %152 = load i16, ptr %151, align 2, !dbg !276, !tbaa !226
  %153 = and i16 %152, 2048, !dbg !276
  %154 = icmp eq i16 %153, 0, !dbg !278
  br i1 %154, label %155, label %140, !dbg !278, !llvm.loop !283

155:                                              ; preds = %140, %133
  %156 = phi i32 [ 0, %133 ], [ %148, %140 ], !dbg !264
    #dbg_value(ptr @.str.12, !257, !DIExpression(), !285)
    #dbg_value(i32 1, !262, !DIExpression(), !285)
    #dbg_value(i32 0, !263, !DIExpression(), !285)
  br label %157, !dbg !287

157:                                              ; preds = %157, %155
  %158 = phi ptr [ @.str.12, %155 ], [ %165, %157 ]
    #dbg_value(ptr %158, !257, !DIExpression(), !285)
  %159 = load i8, ptr %158, align 1, !dbg !288, !tbaa !202
  %160 = zext i8 %159 to i64, !dbg !288
  %161 = getelementptr inbounds i16, ptr %115, i64 %160, !dbg !288
  %162 = load i16, ptr %161, align 2, !dbg !288, !tbaa !226
  %163 = and i16 %162, 8192, !dbg !288
  %164 = icmp eq i16 %163, 0, !dbg !287
  %165 = getelementptr inbounds i8, ptr %158, i64 1, !dbg !289
    #dbg_value(ptr %165, !257, !DIExpression(), !285)
  br i1 %164, label %166, label %157, !dbg !287, !llvm.loop !290

166:                                              ; preds = %157
  %167 = mul nsw i32 %156, %137, !dbg !291
  switch i8 %159, label %175 [
    i8 45, label %168
    i8 43, label %168
  ], !dbg !292

168:                                              ; preds = %166, %166
  %169 = icmp eq i8 %159, 45, !dbg !293
  %170 = select i1 %169, i32 -1, i32 1, !dbg !294
    #dbg_value(i32 %170, !262, !DIExpression(), !285)
    #dbg_value(ptr %165, !257, !DIExpression(), !285)
  %171 = load i8, ptr %165, align 1, !dbg !295, !tbaa !202
  %172 = zext i8 %171 to i64
  %173 = getelementptr inbounds i16, ptr %115, i64 %172
  %174 = load i16, ptr %173, align 2, !dbg !295, !tbaa !226
  br label %175, !dbg !296

175:                                              ; preds = %168, %166
  %176 = phi i16 [ %174, %168 ], [ %162, %166 ], !dbg !295
  %177 = phi i8 [ %171, %168 ], [ %159, %166 ], !dbg !295
  %178 = phi ptr [ %165, %168 ], [ %158, %166 ]
  %179 = phi i32 [ %170, %168 ], [ 1, %166 ], !dbg !285
    #dbg_value(i32 %179, !262, !DIExpression(), !285)
    #dbg_value(ptr %178, !257, !DIExpression(), !285)
    #dbg_value(i32 0, !263, !DIExpression(), !285)
  %180 = and i16 %176, 2048, !dbg !295
  %181 = icmp eq i16 %180, 0, !dbg !297
  br i1 %181, label %197, label %182, !dbg !297

182:                                              ; preds = %175, %182
  %183 = phi i8 [ %191, %182 ], [ %177, %175 ]
  %184 = phi i32 [ %190, %182 ], [ 0, %175 ]
  %185 = phi ptr [ %188, %182 ], [ %178, %175 ]
    #dbg_value(i32 %184, !263, !DIExpression(), !285)
    #dbg_value(ptr %185, !257, !DIExpression(), !285)
  %186 = zext i8 %183 to i32, !dbg !295
  %187 = mul nsw i32 %184, 10, !dbg !298
  %188 = getelementptr inbounds i8, ptr %185, i64 1, !dbg !299
    #dbg_value(ptr %188, !257, !DIExpression(), !285)
  %189 = add nsw i32 %186, -48, !dbg !300
  %190 = add i32 %189, %187, !dbg !301
    #dbg_value(i32 %190, !263, !DIExpression(), !285)
  %191 = load i8, ptr %188, align 1, !dbg !295, !tbaa !202
  %192 = zext i8 %191 to i64, !dbg !295
  %193 = getelementptr inbounds i16, ptr %115, i64 %192, !dbg !295
  %194 = load i16, ptr %193, align 2, !dbg !295, !tbaa !226
  %195 = and i16 %194, 2048, !dbg !295
  %196 = icmp eq i16 %195, 0, !dbg !297
  br i1 %196, label %197, label %182, !dbg !297, !llvm.loop !302

197:                                              ; preds = %182, %175
  %198 = phi i32 [ 0, %175 ], [ %190, %182 ], !dbg !285
    #dbg_value(ptr @.str.13, !257, !DIExpression(), !304)
    #dbg_value(i32 1, !262, !DIExpression(), !304)
    #dbg_value(i32 0, !263, !DIExpression(), !304)
  br label %199, !dbg !306

199:                                              ; preds = %199, %197
  %200 = phi ptr [ @.str.13, %197 ], [ %207, %199 ]
    #dbg_value(ptr %200, !257, !DIExpression(), !304)
  %201 = load i8, ptr %200, align 1, !dbg !307, !tbaa !202
  %202 = zext i8 %201 to i64, !dbg !307
  %203 = getelementptr inbounds i16, ptr %115, i64 %202, !dbg !307
  %204 = load i16, ptr %203, align 2, !dbg !307, !tbaa !226
  %205 = and i16 %204, 8192, !dbg !307
  %206 = icmp eq i16 %205, 0, !dbg !306
  %207 = getelementptr inbounds i8, ptr %200, i64 1, !dbg !308
    #dbg_value(ptr %207, !257, !DIExpression(), !304)
  br i1 %206, label %208, label %199, !dbg !306, !llvm.loop !309

208:                                              ; preds = %199
  %209 = mul nsw i32 %198, %179, !dbg !310
  switch i8 %201, label %217 [
    i8 45, label %210
    i8 43, label %210
  ], !dbg !311

210:                                              ; preds = %208, %208
  %211 = icmp eq i8 %201, 45, !dbg !312
  %212 = select i1 %211, i32 -1, i32 1, !dbg !313
    #dbg_value(i32 %212, !262, !DIExpression(), !304)
    #dbg_value(ptr %207, !257, !DIExpression(), !304)
  %213 = load i8, ptr %207, align 1, !dbg !314, !tbaa !202
  %214 = zext i8 %213 to i64
  %215 = getelementptr inbounds i16, ptr %115, i64 %214
  %216 = load i16, ptr %215, align 2, !dbg !314, !tbaa !226
  br label %217, !dbg !315

217:                                              ; preds = %210, %208
  %218 = phi i16 [ %216, %210 ], [ %204, %208 ], !dbg !314
  %219 = phi i8 [ %213, %210 ], [ %201, %208 ], !dbg !314
  %220 = phi ptr [ %207, %210 ], [ %200, %208 ]
  %221 = phi i32 [ %212, %210 ], [ 1, %208 ], !dbg !304
    #dbg_value(i32 %221, !262, !DIExpression(), !304)
    #dbg_value(ptr %220, !257, !DIExpression(), !304)
    #dbg_value(i32 0, !263, !DIExpression(), !304)
  %222 = and i16 %218, 2048, !dbg !314
  %223 = icmp eq i16 %222, 0, !dbg !316
  br i1 %223, label %239, label %224, !dbg !316

224:                                              ; preds = %217, %224
  %225 = phi i8 [ %233, %224 ], [ %219, %217 ]
  %226 = phi i32 [ %232, %224 ], [ 0, %217 ]
  %227 = phi ptr [ %230, %224 ], [ %220, %217 ]
    #dbg_value(i32 %226, !263, !DIExpression(), !304)
    #dbg_value(ptr %227, !257, !DIExpression(), !304)
  %228 = zext i8 %225 to i32, !dbg !314
  %229 = mul nsw i32 %226, 10, !dbg !317
  %230 = getelementptr inbounds i8, ptr %227, i64 1, !dbg !318
    #dbg_value(ptr %230, !257, !DIExpression(), !304)
  %231 = add nsw i32 %228, -48, !dbg !319
  %232 = add i32 %231, %229, !dbg !320
    #dbg_value(i32 %232, !263, !DIExpression(), !304)
  %233 = load i8, ptr %230, align 1, !dbg !314, !tbaa !202
  %234 = zext i8 %233 to i64, !dbg !314
  %235 = getelementptr inbounds i16, ptr %115, i64 %234, !dbg !314
  %236 = load i16, ptr %235, align 2, !dbg !314, !tbaa !226
  %237 = and i16 %236, 2048, !dbg !314
  %238 = icmp eq i16 %237, 0, !dbg !316
  br i1 %238, label %239, label %224, !dbg !316, !llvm.loop !321

239:                                              ; preds = %224, %217
  %240 = phi i32 [ 0, %217 ], [ %232, %224 ], !dbg !304
  %241 = mul nsw i32 %240, %221, !dbg !323
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %167, i32 noundef %209, i32 noundef %241), !dbg !324
    #dbg_value(i32 0, !152, !DIExpression(), !170)
    #dbg_value(i32 0, !153, !DIExpression(), !325)
  br label %324, !dbg !326

243:                                              ; preds = %61, %243
  %244 = phi i8 [ %59, %61 ], [ %252, %243 ]
  %245 = phi ptr [ %1, %61 ], [ %251, %243 ]
    #dbg_value(ptr %245, !146, !DIExpression(), !220)
  %246 = load ptr, ptr %62, align 8, !dbg !327, !tbaa !177
  %247 = zext i8 %244 to i64, !dbg !327
  %248 = getelementptr inbounds i32, ptr %246, i64 %247, !dbg !327
  %249 = load i32, ptr %248, align 4, !dbg !327, !tbaa !329
    #dbg_value(i32 %249, !149, !DIExpression(), !331)
  %250 = trunc i32 %249 to i8, !dbg !332
  store i8 %250, ptr %245, align 1, !dbg !333, !tbaa !202
  %251 = getelementptr inbounds i8, ptr %245, i64 1, !dbg !334
    #dbg_value(ptr %251, !146, !DIExpression(), !220)
  %252 = load i8, ptr %251, align 1, !dbg !221, !tbaa !202
  %253 = icmp eq i8 %252, 0, !dbg !222
  br i1 %253, label %113, label %243, !dbg !222, !llvm.loop !335

254:                                              ; preds = %324
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %332), !dbg !337
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %2) #7, !dbg !338
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %2, ptr noundef nonnull align 1 dereferenceable(17) @__const.main.hex, i64 17, i1 false), !dbg !339, !DIAssignID !340
    #dbg_assign(i1 undef, !159, !DIExpression(), !340, ptr %2, !DIExpression(), !170)
    #dbg_value(i64 0, !160, !DIExpression(), !170)
    #dbg_value(ptr poison, !162, !DIExpression(), !341)
  %256 = tail call ptr @__ctype_tolower_loc() #6, !dbg !170
  %257 = load ptr, ptr %256, align 8, !tbaa !177
  %258 = ptrtoint ptr %2 to i64
  %259 = getelementptr inbounds i8, ptr %257, i64 196, !dbg !342
  %260 = load i32, ptr %259, align 4, !dbg !342, !tbaa !329
    #dbg_value(i32 %260, !167, !DIExpression(), !344)
  %261 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %260) #8, !dbg !345
  %262 = ptrtoint ptr %261 to i64, !dbg !346
  %263 = sub i64 %262, %258, !dbg !346
    #dbg_value(i64 %263, !164, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !347)
    #dbg_value(i64 %263, !160, !DIExpression(DW_OP_constu, 4294967295, DW_OP_and, DW_OP_stack_value), !170)
    #dbg_value(ptr poison, !162, !DIExpression(), !341)
  %264 = getelementptr inbounds i8, ptr %257, i64 408, !dbg !342
  %265 = load i32, ptr %264, align 4, !dbg !342, !tbaa !329
    #dbg_value(i32 %265, !167, !DIExpression(), !344)
  %266 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %265) #8, !dbg !345
  %267 = ptrtoint ptr %266 to i64, !dbg !346
  %268 = sub i64 %267, %258, !dbg !346
    #dbg_value(i64 %268, !164, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !347)
  %269 = shl i64 %263, 4, !dbg !348
  %270 = and i64 %269, 68719476720, !dbg !348
  %271 = and i64 %268, 4294967295, !dbg !349
  %272 = add nuw nsw i64 %271, %270, !dbg !350
    #dbg_value(i64 %272, !160, !DIExpression(), !170)
    #dbg_value(ptr poison, !162, !DIExpression(), !341)
  %273 = getelementptr inbounds i8, ptr %257, i64 200, !dbg !342
  %274 = load i32, ptr %273, align 4, !dbg !342, !tbaa !329
    #dbg_value(i32 %274, !167, !DIExpression(), !344)
  %275 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %274) #8, !dbg !345
  %276 = ptrtoint ptr %275 to i64, !dbg !346
  %277 = sub i64 %276, %258, !dbg !346
    #dbg_value(i64 %277, !164, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !347)
    #dbg_value(!DIArgList(i64 %277, i64 %272), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !170)
    #dbg_value(ptr poison, !162, !DIExpression(), !341)
  %278 = getelementptr inbounds i8, ptr %257, i64 276, !dbg !342
  %279 = load i32, ptr %278, align 4, !dbg !342, !tbaa !329
    #dbg_value(i32 %279, !167, !DIExpression(), !344)
  %280 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %279) #8, !dbg !345
  %281 = ptrtoint ptr %280 to i64, !dbg !346
  %282 = sub i64 %281, %258, !dbg !346
    #dbg_value(i64 %282, !164, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !347)
  %283 = shl nuw nsw i64 %272, 8, !dbg !348
  %284 = shl i64 %277, 4, !dbg !348
  %285 = and i64 %284, 68719476720, !dbg !348
  %286 = add nuw nsw i64 %283, %285, !dbg !348
  %287 = and i64 %282, 4294967295, !dbg !349
  %288 = add nuw nsw i64 %287, %286, !dbg !350
    #dbg_value(i64 %288, !160, !DIExpression(), !170)
    #dbg_value(ptr poison, !162, !DIExpression(), !341)
  %289 = getelementptr inbounds i8, ptr %257, i64 204, !dbg !342
  %290 = load i32, ptr %289, align 4, !dbg !342, !tbaa !329
    #dbg_value(i32 %290, !167, !DIExpression(), !344)
  %291 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %290) #8, !dbg !345
  %292 = ptrtoint ptr %291 to i64, !dbg !346
  %293 = sub i64 %292, %258, !dbg !346
    #dbg_value(i64 %293, !164, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !347)
    #dbg_value(!DIArgList(i64 %293, i64 %288), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !170)
    #dbg_value(ptr poison, !162, !DIExpression(), !341)
  %294 = getelementptr inbounds i8, ptr %257, i64 400, !dbg !342
  %295 = load i32, ptr %294, align 4, !dbg !342, !tbaa !329
    #dbg_value(i32 %295, !167, !DIExpression(), !344)
  %296 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %295) #8, !dbg !345
  %297 = ptrtoint ptr %296 to i64, !dbg !346
  %298 = sub i64 %297, %258, !dbg !346
    #dbg_value(i64 %298, !164, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !347)
  %299 = shl nuw nsw i64 %288, 8, !dbg !348
  %300 = shl i64 %293, 4, !dbg !348
  %301 = and i64 %300, 68719476720, !dbg !348
  %302 = add nuw nsw i64 %299, %301, !dbg !348
  %303 = and i64 %298, 4294967295, !dbg !349
  %304 = add nuw nsw i64 %303, %302, !dbg !350
    #dbg_value(i64 %304, !160, !DIExpression(), !170)
    #dbg_value(ptr poison, !162, !DIExpression(), !341)
  %305 = getelementptr inbounds i8, ptr %257, i64 208, !dbg !342
  %306 = load i32, ptr %305, align 4, !dbg !342, !tbaa !329
    #dbg_value(i32 %306, !167, !DIExpression(), !344)
  %307 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %306) #8, !dbg !345
  %308 = ptrtoint ptr %307 to i64, !dbg !346
  %309 = sub i64 %308, %258, !dbg !346
    #dbg_value(i64 %309, !164, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !347)
    #dbg_value(!DIArgList(i64 %309, i64 %304), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !170)
    #dbg_value(ptr poison, !162, !DIExpression(), !341)
  %310 = getelementptr inbounds i8, ptr %257, i64 268, !dbg !342
  %311 = load i32, ptr %310, align 4, !dbg !342, !tbaa !329
    #dbg_value(i32 %311, !167, !DIExpression(), !344)
  %312 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %311) #8, !dbg !345
  %313 = ptrtoint ptr %312 to i64, !dbg !346
  %314 = sub i64 %313, %258, !dbg !346
    #dbg_value(i64 %314, !164, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !347)
  %315 = shl nuw nsw i64 %304, 8, !dbg !348
  %316 = shl i64 %309, 4, !dbg !348
  %317 = and i64 %316, 68719476720, !dbg !348
  %318 = add nuw nsw i64 %315, %317, !dbg !348
  %319 = and i64 %314, 4294967295, !dbg !349
  %320 = add nuw nsw i64 %319, %318, !dbg !350
    #dbg_value(i64 %320, !160, !DIExpression(), !170)
    #dbg_value(ptr poison, !162, !DIExpression(), !341)
  %321 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %320), !dbg !351
  %322 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 65, i32 noundef 10, i32 noundef 127, i32 noundef 0), !dbg !352
  %323 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 255, i32 noundef -1), !dbg !353
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %2) #7, !dbg !354
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #7, !dbg !354
  ret i32 0, !dbg !355

324:                                              ; preds = %239, %324
  %325 = phi i32 [ 0, %239 ], [ %333, %324 ]
  %326 = phi i32 [ 0, %239 ], [ %332, %324 ]
    #dbg_value(i32 %325, !153, !DIExpression(), !325)
    #dbg_value(i32 %326, !152, !DIExpression(), !170)
    #dbg_value(i32 %325, !155, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !356)
    #dbg_value(i32 %325, !158, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !356)
  %327 = mul i32 %326, 3, !dbg !357
  %328 = shl nuw i32 %325, 24, !dbg !358
  %329 = ashr exact i32 %328, 24, !dbg !358
  %330 = add i32 %327, 200, !dbg !359
  %331 = add i32 %330, %325, !dbg !360
  %332 = add i32 %331, %329, !dbg !361
    #dbg_value(i32 %332, !152, !DIExpression(), !170)
  %333 = add nuw nsw i32 %325, 1, !dbg !362
    #dbg_value(i32 %333, !153, !DIExpression(), !325)
  %334 = icmp eq i32 %333, 256, !dbg !363
  br i1 %334, label %254, label %324, !dbg !326, !llvm.loop !364
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !366 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !371 ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !377 ptr @__ctype_toupper_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !385 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !389 ptr @__ctype_tolower_loc() local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!115, !116, !117, !118, !119, !120, !121, !122}
!llvm.ident = !{!123}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/chars.c", directory: ".", checksumkind: CSK_MD5, checksum: "0a31177ea47afbc9ac34a606643d3dba")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 30)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 18)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 16)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 53)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 488, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 61)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 23)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 11)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 10)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !39, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 17)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 5)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 6)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 7)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 20)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !14, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 29)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 31)
!86 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !87, retainedTypes: !104, globals: !109, splitDebugInlining: false, nameTableKind: None)
!87 = !{!88}
!88 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !89, line: 46, baseType: !90, size: 32, elements: !91)
!89 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!90 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!91 = !{!92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103}
!92 = !DIEnumerator(name: "_ISupper", value: 256)
!93 = !DIEnumerator(name: "_ISlower", value: 512)
!94 = !DIEnumerator(name: "_ISalpha", value: 1024)
!95 = !DIEnumerator(name: "_ISdigit", value: 2048)
!96 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!97 = !DIEnumerator(name: "_ISspace", value: 8192)
!98 = !DIEnumerator(name: "_ISprint", value: 16384)
!99 = !DIEnumerator(name: "_ISgraph", value: 32768)
!100 = !DIEnumerator(name: "_ISblank", value: 1)
!101 = !DIEnumerator(name: "_IScntrl", value: 2)
!102 = !DIEnumerator(name: "_ISpunct", value: 4)
!103 = !DIEnumerator(name: "_ISalnum", value: 8)
!104 = !{!105, !106, !107, !108, !4, !90}
!105 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!106 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!107 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!108 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!109 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !49, !54, !59, !64, !69, !110, !74, !76, !81}
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 9)
!115 = !{i32 7, !"Dwarf Version", i32 5}
!116 = !{i32 2, !"Debug Info Version", i32 3}
!117 = !{i32 1, !"wchar_size", i32 4}
!118 = !{i32 8, !"PIC Level", i32 2}
!119 = !{i32 7, !"PIE Level", i32 2}
!120 = !{i32 7, !"uwtable", i32 2}
!121 = !{i32 7, !"frame-pointer", i32 1}
!122 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!123 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!124 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !125, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{!107}
!127 = !{!128, !129, !130, !131, !132, !134, !137, !139, !142, !146, !149, !152, !153, !155, !158, !159, !160, !162, !164, !167}
!128 = !DILocalVariable(name: "sc", scope: !124, file: !2, line: 23, type: !105)
!129 = !DILocalVariable(name: "uc", scope: !124, file: !2, line: 24, type: !106)
!130 = !DILocalVariable(name: "w", scope: !124, file: !2, line: 26, type: !105)
!131 = !DILocalVariable(name: "uw", scope: !124, file: !2, line: 27, type: !106)
!132 = !DILocalVariable(name: "hist", scope: !124, file: !2, line: 31, type: !133)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 192, elements: !62)
!134 = !DILocalVariable(name: "text", scope: !124, file: !2, line: 32, type: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!137 = !DILocalVariable(name: "p", scope: !138, file: !2, line: 33, type: !135)
!138 = distinct !DILexicalBlock(scope: !124, file: !2, line: 33, column: 5)
!139 = !DILocalVariable(name: "c", scope: !140, file: !2, line: 34, type: !106)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 33, column: 41)
!141 = distinct !DILexicalBlock(scope: !138, file: !2, line: 33, column: 5)
!142 = !DILocalVariable(name: "buf", scope: !124, file: !2, line: 44, type: !143)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !144)
!144 = !{!145}
!145 = !DISubrange(count: 64)
!146 = !DILocalVariable(name: "p", scope: !147, file: !2, line: 50, type: !148)
!147 = distinct !DILexicalBlock(scope: !124, file: !2, line: 50, column: 5)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!149 = !DILocalVariable(name: "__res", scope: !150, file: !2, line: 50, type: !107)
!150 = distinct !DILexicalBlock(scope: !151, file: !2, line: 50, column: 45)
!151 = distinct !DILexicalBlock(scope: !147, file: !2, line: 50, column: 5)
!152 = !DILocalVariable(name: "sum", scope: !124, file: !2, line: 53, type: !90)
!153 = !DILocalVariable(name: "c", scope: !154, file: !2, line: 54, type: !107)
!154 = distinct !DILexicalBlock(scope: !124, file: !2, line: 54, column: 5)
!155 = !DILocalVariable(name: "s", scope: !156, file: !2, line: 55, type: !105)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 54, column: 35)
!157 = distinct !DILexicalBlock(scope: !154, file: !2, line: 54, column: 5)
!158 = !DILocalVariable(name: "u", scope: !156, file: !2, line: 56, type: !106)
!159 = !DILocalVariable(name: "hex", scope: !124, file: !2, line: 60, type: !51)
!160 = !DILocalVariable(name: "val", scope: !124, file: !2, line: 61, type: !161)
!161 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!162 = !DILocalVariable(name: "p", scope: !163, file: !2, line: 62, type: !135)
!163 = distinct !DILexicalBlock(scope: !124, file: !2, line: 62, column: 5)
!164 = !DILocalVariable(name: "d", scope: !165, file: !2, line: 63, type: !107)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 62, column: 47)
!166 = distinct !DILexicalBlock(scope: !163, file: !2, line: 62, column: 5)
!167 = !DILocalVariable(name: "__res", scope: !168, file: !2, line: 63, type: !107)
!168 = distinct !DILexicalBlock(scope: !165, file: !2, line: 63, column: 35)
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 0, scope: !124)
!171 = distinct !DIAssignID()
!172 = !DILocation(line: 25, column: 5, scope: !124)
!173 = !DILocation(line: 28, column: 5, scope: !124)
!174 = !DILocation(line: 29, column: 5, scope: !124)
!175 = !DILocation(line: 30, column: 5, scope: !124)
!176 = !DILocation(line: 0, scope: !138)
!177 = !{!178, !178, i64 0}
!178 = !{!"any pointer", !179, i64 0}
!179 = !{!"omnipotent char", !180, i64 0}
!180 = !{!"Simple C/C++ TBAA"}
!181 = !DILocation(line: 33, column: 5, scope: !138)
!182 = !DILocation(line: 42, column: 5, scope: !124)
!183 = !DILocation(line: 44, column: 5, scope: !124)
!184 = !DILocation(line: 45, column: 5, scope: !124)
!185 = !DILocalVariable(name: "s", arg: 1, scope: !186, file: !2, line: 7, type: !148)
!186 = distinct !DISubprogram(name: "caesar", scope: !2, file: !2, line: 7, type: !187, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !148, !107}
!189 = !{!185, !190}
!190 = !DILocalVariable(name: "k", arg: 2, scope: !186, file: !2, line: 7, type: !107)
!191 = !DILocation(line: 0, scope: !186, inlinedAt: !192)
!192 = distinct !DILocation(line: 46, column: 5, scope: !124)
!193 = !DILocation(line: 8, column: 5, scope: !194, inlinedAt: !192)
!194 = distinct !DILexicalBlock(scope: !186, file: !2, line: 8, column: 5)
!195 = !DILocation(line: 0, scope: !196, inlinedAt: !192)
!196 = distinct !DILexicalBlock(scope: !197, file: !2, line: 9, column: 13)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 8, column: 21)
!198 = distinct !DILexicalBlock(scope: !194, file: !2, line: 8, column: 5)
!199 = !DILocation(line: 9, column: 23, scope: !196, inlinedAt: !192)
!200 = !DILocation(line: 10, column: 28, scope: !201, inlinedAt: !192)
!201 = distinct !DILexicalBlock(scope: !196, file: !2, line: 10, column: 18)
!202 = !{!179, !179, i64 0}
!203 = !DILocation(line: 8, column: 17, scope: !198, inlinedAt: !192)
!204 = !DILocation(line: 8, column: 12, scope: !198, inlinedAt: !192)
!205 = distinct !{!205, !193, !206, !207}
!206 = !DILocation(line: 11, column: 5, scope: !194, inlinedAt: !192)
!207 = !{!"llvm.loop.mustprogress"}
!208 = !DILocation(line: 47, column: 5, scope: !124)
!209 = !DILocation(line: 0, scope: !186, inlinedAt: !210)
!210 = distinct !DILocation(line: 48, column: 5, scope: !124)
!211 = !DILocation(line: 8, column: 12, scope: !198, inlinedAt: !210)
!212 = !DILocation(line: 8, column: 5, scope: !194, inlinedAt: !210)
!213 = !DILocation(line: 0, scope: !196, inlinedAt: !210)
!214 = !DILocation(line: 9, column: 23, scope: !196, inlinedAt: !210)
!215 = !DILocation(line: 10, column: 28, scope: !201, inlinedAt: !210)
!216 = !DILocation(line: 8, column: 17, scope: !198, inlinedAt: !210)
!217 = distinct !{!217, !212, !218, !207}
!218 = !DILocation(line: 11, column: 5, scope: !194, inlinedAt: !210)
!219 = !DILocation(line: 49, column: 5, scope: !124)
!220 = !DILocation(line: 0, scope: !147)
!221 = !DILocation(line: 50, column: 25, scope: !151)
!222 = !DILocation(line: 50, column: 5, scope: !147)
!223 = !DILocation(line: 0, scope: !140)
!224 = !DILocation(line: 35, column: 13, scope: !225)
!225 = distinct !DILexicalBlock(scope: !140, file: !2, line: 35, column: 13)
!226 = !{!227, !227, i64 0}
!227 = !{!"short", !179, i64 0}
!228 = !DILocation(line: 35, column: 13, scope: !140)
!229 = !DILocation(line: 35, column: 32, scope: !225)
!230 = !DILocation(line: 35, column: 25, scope: !225)
!231 = !DILocation(line: 36, column: 18, scope: !232)
!232 = distinct !DILexicalBlock(scope: !225, file: !2, line: 36, column: 18)
!233 = !DILocation(line: 36, column: 18, scope: !225)
!234 = !DILocation(line: 36, column: 37, scope: !232)
!235 = !DILocation(line: 36, column: 30, scope: !232)
!236 = !DILocation(line: 37, column: 18, scope: !237)
!237 = distinct !DILexicalBlock(scope: !232, file: !2, line: 37, column: 18)
!238 = !DILocation(line: 37, column: 18, scope: !232)
!239 = !DILocation(line: 37, column: 37, scope: !237)
!240 = !DILocation(line: 37, column: 30, scope: !237)
!241 = !DILocation(line: 38, column: 18, scope: !242)
!242 = distinct !DILexicalBlock(scope: !237, file: !2, line: 38, column: 18)
!243 = !DILocation(line: 38, column: 18, scope: !237)
!244 = !DILocation(line: 38, column: 37, scope: !242)
!245 = !DILocation(line: 38, column: 30, scope: !242)
!246 = !DILocation(line: 39, column: 18, scope: !247)
!247 = distinct !DILexicalBlock(scope: !242, file: !2, line: 39, column: 18)
!248 = !DILocation(line: 39, column: 18, scope: !242)
!249 = !DILocation(line: 39, column: 37, scope: !247)
!250 = !DILocation(line: 39, column: 30, scope: !247)
!251 = !DILocation(line: 40, column: 21, scope: !247)
!252 = !DILocation(line: 33, column: 37, scope: !141)
!253 = !DILocation(line: 33, column: 32, scope: !141)
!254 = distinct !{!254, !181, !255, !207}
!255 = !DILocation(line: 41, column: 5, scope: !138)
!256 = !DILocation(line: 51, column: 5, scope: !124)
!257 = !DILocalVariable(name: "s", arg: 1, scope: !258, file: !2, line: 14, type: !135)
!258 = distinct !DISubprogram(name: "parse_int", scope: !2, file: !2, line: 14, type: !259, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !261)
!259 = !DISubroutineType(types: !260)
!260 = !{!107, !135}
!261 = !{!257, !262, !263}
!262 = !DILocalVariable(name: "sign", scope: !258, file: !2, line: 15, type: !107)
!263 = !DILocalVariable(name: "v", scope: !258, file: !2, line: 15, type: !107)
!264 = !DILocation(line: 0, scope: !258, inlinedAt: !265)
!265 = distinct !DILocation(line: 52, column: 33, scope: !124)
!266 = !DILocation(line: 16, column: 5, scope: !258, inlinedAt: !265)
!267 = !DILocation(line: 16, column: 12, scope: !258, inlinedAt: !265)
!268 = !DILocation(line: 16, column: 41, scope: !258, inlinedAt: !265)
!269 = distinct !{!269, !266, !268, !207}
!270 = !DILocation(line: 17, column: 19, scope: !271, inlinedAt: !265)
!271 = distinct !DILexicalBlock(scope: !258, file: !2, line: 17, column: 9)
!272 = !DILocation(line: 17, column: 42, scope: !273, inlinedAt: !265)
!273 = distinct !DILexicalBlock(scope: !274, file: !2, line: 17, column: 39)
!274 = distinct !DILexicalBlock(scope: !271, file: !2, line: 17, column: 33)
!275 = !DILocation(line: 17, column: 39, scope: !274, inlinedAt: !265)
!276 = !DILocation(line: 18, column: 12, scope: !258, inlinedAt: !265)
!277 = !DILocation(line: 17, column: 66, scope: !274, inlinedAt: !265)
!278 = !DILocation(line: 18, column: 5, scope: !258, inlinedAt: !265)
!279 = !DILocation(line: 18, column: 46, scope: !258, inlinedAt: !265)
!280 = !DILocation(line: 18, column: 56, scope: !258, inlinedAt: !265)
!281 = !DILocation(line: 18, column: 59, scope: !258, inlinedAt: !265)
!282 = !DILocation(line: 18, column: 51, scope: !258, inlinedAt: !265)
!283 = distinct !{!283, !278, !284, !207}
!284 = !DILocation(line: 18, column: 64, scope: !258, inlinedAt: !265)
!285 = !DILocation(line: 0, scope: !258, inlinedAt: !286)
!286 = distinct !DILocation(line: 52, column: 52, scope: !124)
!287 = !DILocation(line: 16, column: 5, scope: !258, inlinedAt: !286)
!288 = !DILocation(line: 16, column: 12, scope: !258, inlinedAt: !286)
!289 = !DILocation(line: 16, column: 41, scope: !258, inlinedAt: !286)
!290 = distinct !{!290, !287, !289, !207}
!291 = !DILocation(line: 19, column: 17, scope: !258, inlinedAt: !265)
!292 = !DILocation(line: 17, column: 19, scope: !271, inlinedAt: !286)
!293 = !DILocation(line: 17, column: 42, scope: !273, inlinedAt: !286)
!294 = !DILocation(line: 17, column: 39, scope: !274, inlinedAt: !286)
!295 = !DILocation(line: 18, column: 12, scope: !258, inlinedAt: !286)
!296 = !DILocation(line: 17, column: 66, scope: !274, inlinedAt: !286)
!297 = !DILocation(line: 18, column: 5, scope: !258, inlinedAt: !286)
!298 = !DILocation(line: 18, column: 46, scope: !258, inlinedAt: !286)
!299 = !DILocation(line: 18, column: 56, scope: !258, inlinedAt: !286)
!300 = !DILocation(line: 18, column: 59, scope: !258, inlinedAt: !286)
!301 = !DILocation(line: 18, column: 51, scope: !258, inlinedAt: !286)
!302 = distinct !{!302, !297, !303, !207}
!303 = !DILocation(line: 18, column: 64, scope: !258, inlinedAt: !286)
!304 = !DILocation(line: 0, scope: !258, inlinedAt: !305)
!305 = distinct !DILocation(line: 52, column: 72, scope: !124)
!306 = !DILocation(line: 16, column: 5, scope: !258, inlinedAt: !305)
!307 = !DILocation(line: 16, column: 12, scope: !258, inlinedAt: !305)
!308 = !DILocation(line: 16, column: 41, scope: !258, inlinedAt: !305)
!309 = distinct !{!309, !306, !308, !207}
!310 = !DILocation(line: 19, column: 17, scope: !258, inlinedAt: !286)
!311 = !DILocation(line: 17, column: 19, scope: !271, inlinedAt: !305)
!312 = !DILocation(line: 17, column: 42, scope: !273, inlinedAt: !305)
!313 = !DILocation(line: 17, column: 39, scope: !274, inlinedAt: !305)
!314 = !DILocation(line: 18, column: 12, scope: !258, inlinedAt: !305)
!315 = !DILocation(line: 17, column: 66, scope: !274, inlinedAt: !305)
!316 = !DILocation(line: 18, column: 5, scope: !258, inlinedAt: !305)
!317 = !DILocation(line: 18, column: 46, scope: !258, inlinedAt: !305)
!318 = !DILocation(line: 18, column: 56, scope: !258, inlinedAt: !305)
!319 = !DILocation(line: 18, column: 59, scope: !258, inlinedAt: !305)
!320 = !DILocation(line: 18, column: 51, scope: !258, inlinedAt: !305)
!321 = distinct !{!321, !316, !322, !207}
!322 = !DILocation(line: 18, column: 64, scope: !258, inlinedAt: !305)
!323 = !DILocation(line: 19, column: 17, scope: !258, inlinedAt: !305)
!324 = !DILocation(line: 52, column: 5, scope: !124)
!325 = !DILocation(line: 0, scope: !154)
!326 = !DILocation(line: 54, column: 5, scope: !154)
!327 = !DILocation(line: 50, column: 45, scope: !328)
!328 = distinct !DILexicalBlock(scope: !150, file: !2, line: 50, column: 45)
!329 = !{!330, !330, i64 0}
!330 = !{!"int", !179, i64 0}
!331 = !DILocation(line: 0, scope: !150)
!332 = !DILocation(line: 50, column: 39, scope: !151)
!333 = !DILocation(line: 50, column: 37, scope: !151)
!334 = !DILocation(line: 50, column: 30, scope: !151)
!335 = distinct !{!335, !222, !336, !207}
!336 = !DILocation(line: 50, column: 45, scope: !147)
!337 = !DILocation(line: 59, column: 5, scope: !124)
!338 = !DILocation(line: 60, column: 5, scope: !124)
!339 = !DILocation(line: 60, column: 10, scope: !124)
!340 = distinct !DIAssignID()
!341 = !DILocation(line: 0, scope: !163)
!342 = !DILocation(line: 63, column: 35, scope: !343)
!343 = distinct !DILexicalBlock(scope: !168, file: !2, line: 63, column: 35)
!344 = !DILocation(line: 0, scope: !168)
!345 = !DILocation(line: 63, column: 23, scope: !165)
!346 = !DILocation(line: 63, column: 63, scope: !165)
!347 = !DILocation(line: 0, scope: !165)
!348 = !DILocation(line: 64, column: 19, scope: !165)
!349 = !DILocation(line: 64, column: 26, scope: !165)
!350 = !DILocation(line: 64, column: 24, scope: !165)
!351 = !DILocation(line: 66, column: 5, scope: !124)
!352 = !DILocation(line: 67, column: 5, scope: !124)
!353 = !DILocation(line: 68, column: 5, scope: !124)
!354 = !DILocation(line: 70, column: 1, scope: !124)
!355 = !DILocation(line: 69, column: 5, scope: !124)
!356 = !DILocation(line: 0, scope: !156)
!357 = !DILocation(line: 57, column: 19, scope: !156)
!358 = !DILocation(line: 57, column: 36, scope: !156)
!359 = !DILocation(line: 57, column: 38, scope: !156)
!360 = !DILocation(line: 57, column: 23, scope: !156)
!361 = !DILocation(line: 57, column: 45, scope: !156)
!362 = !DILocation(line: 54, column: 31, scope: !157)
!363 = !DILocation(line: 54, column: 23, scope: !157)
!364 = distinct !{!364, !326, !365, !207}
!365 = !DILocation(line: 58, column: 5, scope: !154)
!366 = !DISubprogram(name: "printf", scope: !367, file: !367, line: 356, type: !368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!368 = !DISubroutineType(types: !369)
!369 = !{!107, !370, null}
!370 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !135)
!371 = !DISubprogram(name: "__ctype_b_loc", scope: !89, file: !89, line: 79, type: !372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !DISubroutineType(types: !373)
!373 = !{!374}
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !375, size: 64)
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !376, size: 64)
!376 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !108)
!377 = !DISubprogram(name: "__ctype_toupper_loc", scope: !89, file: !89, line: 83, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubroutineType(types: !379)
!379 = !{!380}
!380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !381, size: 64)
!381 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !382, size: 64)
!382 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !383)
!383 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !384, line: 41, baseType: !107)
!384 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!385 = !DISubprogram(name: "strchr", scope: !386, file: !386, line: 246, type: !387, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!387 = !DISubroutineType(types: !388)
!388 = !{!148, !135, !107}
!389 = !DISubprogram(name: "__ctype_tolower_loc", scope: !89, file: !89, line: 81, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
