; ModuleID = 'tests/programs/chars.c'
source_filename = "tests/programs/chars.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@__const.main.hex = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 16
@.str.16 = private unnamed_addr constant [18 x i8] c"hex parse = %llu\0A\00", align 1, !dbg !74
@.str.17 = private unnamed_addr constant [29 x i8] c"char constants: %d %d %d %d\0A\00", align 1, !dbg !76
@.str.18 = private unnamed_addr constant [31 x i8] c"multichar-free escapes: %d %d\0A\00", align 1, !dbg !81

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !123 {
  %1 = alloca [64 x i8], align 16, !DIAssignID !168
    #dbg_assign(i1 undef, !141, !DIExpression(), !168, ptr %1, !DIExpression(), !169)
  %2 = alloca [17 x i8], align 16, !DIAssignID !170
    #dbg_assign(i1 undef, !158, !DIExpression(), !170, ptr %2, !DIExpression(), !169)
    #dbg_value(i8 -100, !127, !DIExpression(), !169)
    #dbg_value(i8 -56, !128, !DIExpression(), !169)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -100, i32 noundef 200, i32 noundef 100, i32 noundef -200), !dbg !171
    #dbg_value(i8 56, !129, !DIExpression(), !169)
    #dbg_value(i8 44, !130, !DIExpression(), !169)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 56, i32 noundef 44), !dbg !172
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -64, i32 noundef 64), !dbg !173
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 1), !dbg !174
    #dbg_value(i32 0, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 0, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 0, !131, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 0, !131, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 0, !131, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 0, !131, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !169)
    #dbg_value(ptr @.str.4, !133, !DIExpression(), !169)
    #dbg_value(ptr @.str.4, !136, !DIExpression(), !175)
  %7 = tail call ptr @__ctype_b_loc() #6, !dbg !169
  %8 = load ptr, ptr %7, align 8, !tbaa !176
  br label %66, !dbg !180

9:                                                ; preds = %105
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %111, i32 noundef %110, i32 noundef %109, i32 noundef %108, i32 noundef %107, i32 noundef %106), !dbg !181
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #7, !dbg !182
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(23) %1, ptr noundef nonnull align 1 dereferenceable(23) @.str.6, i64 23, i1 false) #7, !dbg !183
    #dbg_value(ptr %1, !184, !DIExpression(), !190)
    #dbg_value(i32 13, !189, !DIExpression(), !190)
  br label %11, !dbg !192

11:                                               ; preds = %9, %28
  %12 = phi i8 [ %31, %28 ], [ 65, %9 ]
  %13 = phi ptr [ %29, %28 ], [ %1, %9 ]
    #dbg_value(ptr %13, !184, !DIExpression(), !190)
  %14 = add i8 %12, -97, !dbg !194
  %15 = icmp ult i8 %14, 26, !dbg !194
  br i1 %15, label %19, label %16, !dbg !194

16:                                               ; preds = %11
  %17 = add i8 %12, -65, !dbg !198
  %18 = icmp ult i8 %17, 26, !dbg !198
  br i1 %18, label %19, label %28, !dbg !198

19:                                               ; preds = %16, %11
  %20 = phi i8 [ -84, %11 ], [ -52, %16 ]
  %21 = phi i8 [ -110, %11 ], [ -78, %16 ]
  %22 = phi i8 [ 97, %11 ], [ 65, %16 ]
  %23 = add nsw i8 %20, %12, !dbg !200
  %24 = add nsw i8 %21, %12, !dbg !200
  %25 = icmp ult i8 %23, 26, !dbg !200
  %26 = select i1 %25, i8 %23, i8 %24, !dbg !200
  %27 = add nuw nsw i8 %26, %22, !dbg !200
  store i8 %27, ptr %13, align 1, !dbg !200, !tbaa !201
  br label %28, !dbg !202

28:                                               ; preds = %19, %16
  %29 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !202
    #dbg_value(ptr %29, !184, !DIExpression(), !190)
  %30 = load i8, ptr %29, align 1, !dbg !203, !tbaa !201
  %31 = freeze i8 %30, !dbg !204
  %32 = icmp eq i8 %31, 0, !dbg !192
  br i1 %32, label %33, label %11, !dbg !192, !llvm.loop !205

33:                                               ; preds = %28
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1), !dbg !208
    #dbg_value(ptr %1, !184, !DIExpression(), !209)
    #dbg_value(i32 13, !189, !DIExpression(), !209)
  %35 = load i8, ptr %1, align 16, !dbg !211, !tbaa !201
  %36 = freeze i8 %35, !dbg !212
  %37 = icmp eq i8 %36, 0, !dbg !213
  br i1 %37, label %60, label %38, !dbg !213

38:                                               ; preds = %33, %55
  %39 = phi i8 [ %58, %55 ], [ %36, %33 ]
  %40 = phi ptr [ %56, %55 ], [ %1, %33 ]
    #dbg_value(ptr %40, !184, !DIExpression(), !209)
  %41 = add i8 %39, -97, !dbg !214
  %42 = icmp ult i8 %41, 26, !dbg !214
  br i1 %42, label %46, label %43, !dbg !214

43:                                               ; preds = %38
  %44 = add i8 %39, -65, !dbg !215
  %45 = icmp ult i8 %44, 26, !dbg !215
  br i1 %45, label %46, label %55, !dbg !215

46:                                               ; preds = %43, %38
  %47 = phi i8 [ -84, %38 ], [ -52, %43 ]
  %48 = phi i8 [ -110, %38 ], [ -78, %43 ]
  %49 = phi i8 [ 97, %38 ], [ 65, %43 ]
  %50 = add nsw i8 %47, %39, !dbg !216
  %51 = add nsw i8 %48, %39, !dbg !216
  %52 = icmp ult i8 %50, 26, !dbg !216
  %53 = select i1 %52, i8 %50, i8 %51, !dbg !216
  %54 = add nuw nsw i8 %53, %49, !dbg !216
  store i8 %54, ptr %40, align 1, !dbg !216, !tbaa !201
  br label %55, !dbg !217

55:                                               ; preds = %46, %43
  %56 = getelementptr inbounds i8, ptr %40, i64 1, !dbg !217
    #dbg_value(ptr %56, !184, !DIExpression(), !209)
  %57 = load i8, ptr %56, align 1, !dbg !211, !tbaa !201
  %58 = freeze i8 %57, !dbg !212
  %59 = icmp eq i8 %58, 0, !dbg !213
  br i1 %59, label %60, label %38, !dbg !213, !llvm.loop !218

60:                                               ; preds = %55, %33
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %1), !dbg !220
    #dbg_value(ptr %1, !145, !DIExpression(), !221)
  %62 = load i8, ptr %1, align 16, !dbg !222, !tbaa !201
  %63 = icmp eq i8 %62, 0, !dbg !223
  br i1 %63, label %116, label %64, !dbg !223

64:                                               ; preds = %60
  %65 = tail call ptr @__ctype_toupper_loc() #6, !dbg !169
  br label %246, !dbg !223

66:                                               ; preds = %0, %105
  %67 = phi i8 [ 72, %0 ], [ %114, %105 ]
  %68 = phi i32 [ 0, %0 ], [ %111, %105 ]
  %69 = phi i32 [ 0, %0 ], [ %110, %105 ]
  %70 = phi i32 [ 0, %0 ], [ %109, %105 ]
  %71 = phi i32 [ 0, %0 ], [ %108, %105 ]
  %72 = phi i32 [ 0, %0 ], [ %107, %105 ]
  %73 = phi i32 [ 0, %0 ], [ %106, %105 ]
  %74 = phi i64 [ 0, %0 ], [ %112, %105 ]
    #dbg_value(i32 %68, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 %69, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 %70, !131, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 %71, !131, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 %72, !131, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 %73, !131, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !169)
    #dbg_value(!DIArgList(ptr @.str.4, i64 %74), !136, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !175)
    #dbg_value(i8 %67, !138, !DIExpression(), !224)
  %75 = zext i8 %67 to i64, !dbg !225
  %76 = getelementptr inbounds i16, ptr %8, i64 %75, !dbg !225
  %77 = load i16, ptr %76, align 2, !dbg !225, !tbaa !227
  %78 = zext i16 %77 to i32, !dbg !225
  %79 = and i32 %78, 256, !dbg !225
  %80 = icmp eq i32 %79, 0, !dbg !225
  br i1 %80, label %83, label %81, !dbg !229

81:                                               ; preds = %66
  %82 = add nsw i32 %68, 1, !dbg !230
    #dbg_value(i32 %82, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
  br label %105, !dbg !231

83:                                               ; preds = %66
  %84 = and i32 %78, 512, !dbg !232
  %85 = icmp eq i32 %84, 0, !dbg !232
  br i1 %85, label %88, label %86, !dbg !234

86:                                               ; preds = %83
  %87 = add nsw i32 %69, 1, !dbg !235
    #dbg_value(i32 %87, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
  br label %105, !dbg !236

88:                                               ; preds = %83
  %89 = and i32 %78, 2048, !dbg !237
  %90 = icmp eq i32 %89, 0, !dbg !237
  br i1 %90, label %93, label %91, !dbg !239

91:                                               ; preds = %88
  %92 = add nsw i32 %70, 1, !dbg !240
    #dbg_value(i32 %92, !131, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
  br label %105, !dbg !241

93:                                               ; preds = %88
  %94 = and i32 %78, 8192, !dbg !242
  %95 = icmp eq i32 %94, 0, !dbg !242
  br i1 %95, label %98, label %96, !dbg !244

96:                                               ; preds = %93
  %97 = add nsw i32 %71, 1, !dbg !245
    #dbg_value(i32 %97, !131, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
  br label %105, !dbg !246

98:                                               ; preds = %93
  %99 = and i32 %78, 4, !dbg !247
  %100 = icmp eq i32 %99, 0, !dbg !247
  br i1 %100, label %103, label %101, !dbg !249

101:                                              ; preds = %98
  %102 = add nsw i32 %72, 1, !dbg !250
    #dbg_value(i32 %102, !131, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
  br label %105, !dbg !251

103:                                              ; preds = %98
  %104 = add nsw i32 %73, 1, !dbg !252
    #dbg_value(i32 %104, !131, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !169)
  br label %105

105:                                              ; preds = %86, %96, %103, %101, %91, %81
  %106 = phi i32 [ %73, %81 ], [ %73, %86 ], [ %73, %91 ], [ %73, %96 ], [ %73, %101 ], [ %104, %103 ], !dbg !169
  %107 = phi i32 [ %72, %81 ], [ %72, %86 ], [ %72, %91 ], [ %72, %96 ], [ %102, %101 ], [ %72, %103 ], !dbg !169
  %108 = phi i32 [ %71, %81 ], [ %71, %86 ], [ %71, %91 ], [ %97, %96 ], [ %71, %101 ], [ %71, %103 ], !dbg !169
  %109 = phi i32 [ %70, %81 ], [ %70, %86 ], [ %92, %91 ], [ %70, %96 ], [ %70, %101 ], [ %70, %103 ], !dbg !169
  %110 = phi i32 [ %69, %81 ], [ %87, %86 ], [ %69, %91 ], [ %69, %96 ], [ %69, %101 ], [ %69, %103 ], !dbg !169
  %111 = phi i32 [ %82, %81 ], [ %68, %86 ], [ %68, %91 ], [ %68, %96 ], [ %68, %101 ], [ %68, %103 ], !dbg !169
    #dbg_value(i32 %111, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 %110, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 %109, !131, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 %108, !131, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 %107, !131, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 %106, !131, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !169)
  %112 = add nuw nsw i64 %74, 1, !dbg !253
    #dbg_value(i32 %111, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 %110, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 %109, !131, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 %108, !131, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 %107, !131, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 %106, !131, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !169)
    #dbg_value(ptr %113, !136, !DIExpression(), !175)
  %113 = getelementptr inbounds i8, ptr @.str.4, i64 %112, !dbg !254
  %114 = load i8, ptr %113, align 1, !dbg !254, !tbaa !201
  %115 = icmp eq i64 %112, 52, !dbg !180
  br i1 %115, label %9, label %66, !dbg !180, !llvm.loop !255

116:                                              ; preds = %246, %60
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1), !dbg !257
    #dbg_value(ptr @.str.11, !258, !DIExpression(), !265)
    #dbg_value(i32 1, !263, !DIExpression(), !265)
    #dbg_value(i32 0, !264, !DIExpression(), !265)
  %118 = load ptr, ptr %7, align 8, !tbaa !176
  br label %119, !dbg !267

119:                                              ; preds = %119, %116
  %120 = phi ptr [ @.str.11, %116 ], [ %127, %119 ]
    #dbg_value(ptr %120, !258, !DIExpression(), !265)
  %121 = load i8, ptr %120, align 1, !dbg !268, !tbaa !201
  %122 = zext i8 %121 to i64, !dbg !268
  %123 = getelementptr inbounds i16, ptr %118, i64 %122, !dbg !268
  %124 = load i16, ptr %123, align 2, !dbg !268, !tbaa !227
  %125 = and i16 %124, 8192, !dbg !268
  %126 = icmp eq i16 %125, 0, !dbg !267
  %127 = getelementptr inbounds i8, ptr %120, i64 1, !dbg !269
    #dbg_value(ptr %127, !258, !DIExpression(), !265)
  br i1 %126, label %128, label %119, !dbg !267, !llvm.loop !270

128:                                              ; preds = %119
  switch i8 %121, label %136 [
    i8 45, label %129
    i8 43, label %129
  ], !dbg !271

129:                                              ; preds = %128, %128
  %130 = icmp eq i8 %121, 45, !dbg !273
  %131 = select i1 %130, i32 -1, i32 1, !dbg !276
    #dbg_value(i32 %131, !263, !DIExpression(), !265)
    #dbg_value(ptr %127, !258, !DIExpression(), !265)
  %132 = load i8, ptr %127, align 1, !dbg !277, !tbaa !201
  %133 = zext i8 %132 to i64
  %134 = getelementptr inbounds i16, ptr %118, i64 %133
  %135 = load i16, ptr %134, align 2, !dbg !277, !tbaa !227
  br label %136, !dbg !278

136:                                              ; preds = %129, %128
  %137 = phi i16 [ %135, %129 ], [ %124, %128 ], !dbg !277
  %138 = phi i8 [ %132, %129 ], [ %121, %128 ], !dbg !277
  %139 = phi ptr [ %127, %129 ], [ %120, %128 ]
  %140 = phi i32 [ %131, %129 ], [ 1, %128 ], !dbg !265
    #dbg_value(i32 %140, !263, !DIExpression(), !265)
    #dbg_value(ptr %139, !258, !DIExpression(), !265)
    #dbg_value(i32 0, !264, !DIExpression(), !265)
  %141 = and i16 %137, 2048, !dbg !277
  %142 = icmp eq i16 %141, 0, !dbg !279
  br i1 %142, label %158, label %143, !dbg !279

143:                                              ; preds = %136, %143
  %144 = phi i8 [ %152, %143 ], [ %138, %136 ]
  %145 = phi i32 [ %151, %143 ], [ 0, %136 ]
  %146 = phi ptr [ %148, %143 ], [ %139, %136 ]
    #dbg_value(i32 %145, !264, !DIExpression(), !265)
    #dbg_value(ptr %146, !258, !DIExpression(), !265)
  %147 = mul nsw i32 %145, 10, !dbg !280
  %148 = getelementptr inbounds i8, ptr %146, i64 1, !dbg !281
    #dbg_value(ptr %148, !258, !DIExpression(), !265)
  %149 = sext i8 %144 to i32, !dbg !282
  %150 = add nsw i32 %149, -48, !dbg !283
  %151 = add i32 %150, %147, !dbg !284
    #dbg_value(i32 %151, !264, !DIExpression(), !265)
  %152 = load i8, ptr %148, align 1, !dbg !277, !tbaa !201
  %153 = zext i8 %152 to i64, !dbg !277
  %154 = getelementptr inbounds i16, ptr %118, i64 %153, !dbg !277
  %155 = load i16, ptr %154, align 2, !dbg !277, !tbaa !227
  %156 = and i16 %155, 2048, !dbg !277
  %157 = icmp eq i16 %156, 0, !dbg !279
  br i1 %157, label %158, label %143, !dbg !279, !llvm.loop !285

158:                                              ; preds = %143, %136
  %159 = phi i32 [ 0, %136 ], [ %151, %143 ], !dbg !265
    #dbg_value(ptr @.str.12, !258, !DIExpression(), !287)
    #dbg_value(i32 1, !263, !DIExpression(), !287)
    #dbg_value(i32 0, !264, !DIExpression(), !287)
  br label %160, !dbg !289

160:                                              ; preds = %160, %158
  %161 = phi ptr [ @.str.12, %158 ], [ %168, %160 ]
    #dbg_value(ptr %161, !258, !DIExpression(), !287)
  %162 = load i8, ptr %161, align 1, !dbg !290, !tbaa !201
  %163 = zext i8 %162 to i64, !dbg !290
  %164 = getelementptr inbounds i16, ptr %118, i64 %163, !dbg !290
  %165 = load i16, ptr %164, align 2, !dbg !290, !tbaa !227
  %166 = and i16 %165, 8192, !dbg !290
  %167 = icmp eq i16 %166, 0, !dbg !289
  %168 = getelementptr inbounds i8, ptr %161, i64 1, !dbg !291
    #dbg_value(ptr %168, !258, !DIExpression(), !287)
  br i1 %167, label %169, label %160, !dbg !289, !llvm.loop !292

169:                                              ; preds = %160
  %170 = mul nsw i32 %159, %140, !dbg !293
  switch i8 %162, label %178 [
    i8 45, label %171
    i8 43, label %171
  ], !dbg !294

171:                                              ; preds = %169, %169
  %172 = icmp eq i8 %162, 45, !dbg !295
  %173 = select i1 %172, i32 -1, i32 1, !dbg !296
    #dbg_value(i32 %173, !263, !DIExpression(), !287)
    #dbg_value(ptr %168, !258, !DIExpression(), !287)
  %174 = load i8, ptr %168, align 1, !dbg !297, !tbaa !201
  %175 = zext i8 %174 to i64
  %176 = getelementptr inbounds i16, ptr %118, i64 %175
  %177 = load i16, ptr %176, align 2, !dbg !297, !tbaa !227
  br label %178, !dbg !298

178:                                              ; preds = %171, %169
  %179 = phi i16 [ %177, %171 ], [ %165, %169 ], !dbg !297
  %180 = phi i8 [ %174, %171 ], [ %162, %169 ], !dbg !297
  %181 = phi ptr [ %168, %171 ], [ %161, %169 ]
  %182 = phi i32 [ %173, %171 ], [ 1, %169 ], !dbg !287
    #dbg_value(i32 %182, !263, !DIExpression(), !287)
    #dbg_value(ptr %181, !258, !DIExpression(), !287)
    #dbg_value(i32 0, !264, !DIExpression(), !287)
  %183 = and i16 %179, 2048, !dbg !297
  %184 = icmp eq i16 %183, 0, !dbg !299
  br i1 %184, label %200, label %185, !dbg !299

185:                                              ; preds = %178, %185
  %186 = phi i8 [ %194, %185 ], [ %180, %178 ]
  %187 = phi i32 [ %193, %185 ], [ 0, %178 ]
  %188 = phi ptr [ %190, %185 ], [ %181, %178 ]
    #dbg_value(i32 %187, !264, !DIExpression(), !287)
    #dbg_value(ptr %188, !258, !DIExpression(), !287)
  %189 = mul nsw i32 %187, 10, !dbg !300
  %190 = getelementptr inbounds i8, ptr %188, i64 1, !dbg !301
    #dbg_value(ptr %190, !258, !DIExpression(), !287)
  %191 = sext i8 %186 to i32, !dbg !302
  %192 = add nsw i32 %191, -48, !dbg !303
  %193 = add i32 %192, %189, !dbg !304
    #dbg_value(i32 %193, !264, !DIExpression(), !287)
  %194 = load i8, ptr %190, align 1, !dbg !297, !tbaa !201
  %195 = zext i8 %194 to i64, !dbg !297
  %196 = getelementptr inbounds i16, ptr %118, i64 %195, !dbg !297
  %197 = load i16, ptr %196, align 2, !dbg !297, !tbaa !227
  %198 = and i16 %197, 2048, !dbg !297
  %199 = icmp eq i16 %198, 0, !dbg !299
  br i1 %199, label %200, label %185, !dbg !299, !llvm.loop !305

200:                                              ; preds = %185, %178
  %201 = phi i32 [ 0, %178 ], [ %193, %185 ], !dbg !287
    #dbg_value(ptr @.str.13, !258, !DIExpression(), !307)
    #dbg_value(i32 1, !263, !DIExpression(), !307)
    #dbg_value(i32 0, !264, !DIExpression(), !307)
  br label %202, !dbg !309

202:                                              ; preds = %202, %200
  %203 = phi ptr [ @.str.13, %200 ], [ %210, %202 ]
    #dbg_value(ptr %203, !258, !DIExpression(), !307)
  %204 = load i8, ptr %203, align 1, !dbg !310, !tbaa !201
  %205 = zext i8 %204 to i64, !dbg !310
  %206 = getelementptr inbounds i16, ptr %118, i64 %205, !dbg !310
  %207 = load i16, ptr %206, align 2, !dbg !310, !tbaa !227
  %208 = and i16 %207, 8192, !dbg !310
  %209 = icmp eq i16 %208, 0, !dbg !309
  %210 = getelementptr inbounds i8, ptr %203, i64 1, !dbg !311
    #dbg_value(ptr %210, !258, !DIExpression(), !307)
  br i1 %209, label %211, label %202, !dbg !309, !llvm.loop !312

211:                                              ; preds = %202
  %212 = mul nsw i32 %201, %182, !dbg !313
  switch i8 %204, label %220 [
    i8 45, label %213
    i8 43, label %213
  ], !dbg !314

213:                                              ; preds = %211, %211
  %214 = icmp eq i8 %204, 45, !dbg !315
  %215 = select i1 %214, i32 -1, i32 1, !dbg !316
    #dbg_value(i32 %215, !263, !DIExpression(), !307)
    #dbg_value(ptr %210, !258, !DIExpression(), !307)
  %216 = load i8, ptr %210, align 1, !dbg !317, !tbaa !201
  %217 = zext i8 %216 to i64
  %218 = getelementptr inbounds i16, ptr %118, i64 %217
  %219 = load i16, ptr %218, align 2, !dbg !317, !tbaa !227
  br label %220, !dbg !318

220:                                              ; preds = %213, %211
  %221 = phi i16 [ %219, %213 ], [ %207, %211 ], !dbg !317
  %222 = phi i8 [ %216, %213 ], [ %204, %211 ], !dbg !317
  %223 = phi ptr [ %210, %213 ], [ %203, %211 ]
  %224 = phi i32 [ %215, %213 ], [ 1, %211 ], !dbg !307
    #dbg_value(i32 %224, !263, !DIExpression(), !307)
    #dbg_value(ptr %223, !258, !DIExpression(), !307)
    #dbg_value(i32 0, !264, !DIExpression(), !307)
  %225 = and i16 %221, 2048, !dbg !317
  %226 = icmp eq i16 %225, 0, !dbg !319
  br i1 %226, label %242, label %227, !dbg !319

227:                                              ; preds = %220, %227
  %228 = phi i8 [ %236, %227 ], [ %222, %220 ]
  %229 = phi i32 [ %235, %227 ], [ 0, %220 ]
  %230 = phi ptr [ %232, %227 ], [ %223, %220 ]
    #dbg_value(i32 %229, !264, !DIExpression(), !307)
    #dbg_value(ptr %230, !258, !DIExpression(), !307)
  %231 = mul nsw i32 %229, 10, !dbg !320
  %232 = getelementptr inbounds i8, ptr %230, i64 1, !dbg !321
    #dbg_value(ptr %232, !258, !DIExpression(), !307)
  %233 = sext i8 %228 to i32, !dbg !322
  %234 = add nsw i32 %233, -48, !dbg !323
  %235 = add i32 %234, %231, !dbg !324
    #dbg_value(i32 %235, !264, !DIExpression(), !307)
  %236 = load i8, ptr %232, align 1, !dbg !317, !tbaa !201
  %237 = zext i8 %236 to i64, !dbg !317
  %238 = getelementptr inbounds i16, ptr %118, i64 %237, !dbg !317
  %239 = load i16, ptr %238, align 2, !dbg !317, !tbaa !227
  %240 = and i16 %239, 2048, !dbg !317
  %241 = icmp eq i16 %240, 0, !dbg !319
  br i1 %241, label %242, label %227, !dbg !319, !llvm.loop !325

242:                                              ; preds = %227, %220
  %243 = phi i32 [ 0, %220 ], [ %235, %227 ], !dbg !307
  %244 = mul nsw i32 %243, %224, !dbg !327
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %170, i32 noundef %212, i32 noundef %244), !dbg !328
    #dbg_value(i32 0, !151, !DIExpression(), !169)
    #dbg_value(i32 0, !152, !DIExpression(), !329)
  br label %327, !dbg !330

246:                                              ; preds = %64, %246
  %247 = phi i8 [ %62, %64 ], [ %255, %246 ]
  %248 = phi ptr [ %1, %64 ], [ %254, %246 ]
    #dbg_value(ptr %248, !145, !DIExpression(), !221)
  %249 = load ptr, ptr %65, align 8, !dbg !331, !tbaa !176
  %250 = zext i8 %247 to i64, !dbg !331
  %251 = getelementptr inbounds i32, ptr %249, i64 %250, !dbg !331
  %252 = load i32, ptr %251, align 4, !dbg !331, !tbaa !333
    #dbg_value(i32 %252, !148, !DIExpression(), !335)
  %253 = trunc i32 %252 to i8, !dbg !336
  store i8 %253, ptr %248, align 1, !dbg !337, !tbaa !201
  %254 = getelementptr inbounds i8, ptr %248, i64 1, !dbg !338
    #dbg_value(ptr %254, !145, !DIExpression(), !221)
  %255 = load i8, ptr %254, align 1, !dbg !222, !tbaa !201
  %256 = icmp eq i8 %255, 0, !dbg !223
  br i1 %256, label %116, label %246, !dbg !223, !llvm.loop !339

257:                                              ; preds = %327
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %342), !dbg !341
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %2) #7, !dbg !342
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(17) %2, ptr noundef nonnull align 16 dereferenceable(17) @__const.main.hex, i64 17, i1 false), !dbg !343, !DIAssignID !344
    #dbg_assign(i1 undef, !158, !DIExpression(), !344, ptr %2, !DIExpression(), !169)
    #dbg_value(i64 0, !159, !DIExpression(), !169)
    #dbg_value(ptr poison, !161, !DIExpression(), !345)
  %259 = tail call ptr @__ctype_tolower_loc() #6, !dbg !169
  %260 = load ptr, ptr %259, align 8, !tbaa !176
  %261 = ptrtoint ptr %2 to i64
  %262 = getelementptr inbounds i8, ptr %260, i64 196, !dbg !346
  %263 = load i32, ptr %262, align 4, !dbg !346, !tbaa !333
    #dbg_value(i32 %263, !166, !DIExpression(), !348)
  %264 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %263) #8, !dbg !349
  %265 = ptrtoint ptr %264 to i64, !dbg !350
  %266 = sub i64 %265, %261, !dbg !350
    #dbg_value(i64 %266, !163, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
    #dbg_value(i64 %266, !159, !DIExpression(DW_OP_constu, 4294967295, DW_OP_and, DW_OP_stack_value), !169)
    #dbg_value(ptr poison, !161, !DIExpression(), !345)
  %267 = getelementptr inbounds i8, ptr %260, i64 408, !dbg !346
  %268 = load i32, ptr %267, align 4, !dbg !346, !tbaa !333
    #dbg_value(i32 %268, !166, !DIExpression(), !348)
  %269 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %268) #8, !dbg !349
  %270 = ptrtoint ptr %269 to i64, !dbg !350
  %271 = sub i64 %270, %261, !dbg !350
    #dbg_value(i64 %271, !163, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
  %272 = shl i64 %266, 4, !dbg !352
  %273 = and i64 %272, 68719476720, !dbg !352
  %274 = and i64 %271, 4294967295, !dbg !353
  %275 = add nuw nsw i64 %274, %273, !dbg !354
    #dbg_value(i64 %275, !159, !DIExpression(), !169)
    #dbg_value(ptr poison, !161, !DIExpression(), !345)
  %276 = getelementptr inbounds i8, ptr %260, i64 200, !dbg !346
  %277 = load i32, ptr %276, align 4, !dbg !346, !tbaa !333
    #dbg_value(i32 %277, !166, !DIExpression(), !348)
  %278 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %277) #8, !dbg !349
  %279 = ptrtoint ptr %278 to i64, !dbg !350
  %280 = sub i64 %279, %261, !dbg !350
    #dbg_value(i64 %280, !163, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
    #dbg_value(!DIArgList(i64 %280, i64 %275), !159, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !169)
    #dbg_value(ptr poison, !161, !DIExpression(), !345)
  %281 = getelementptr inbounds i8, ptr %260, i64 276, !dbg !346
  %282 = load i32, ptr %281, align 4, !dbg !346, !tbaa !333
    #dbg_value(i32 %282, !166, !DIExpression(), !348)
  %283 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %282) #8, !dbg !349
  %284 = ptrtoint ptr %283 to i64, !dbg !350
  %285 = sub i64 %284, %261, !dbg !350
    #dbg_value(i64 %285, !163, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
  %286 = shl nuw nsw i64 %275, 8, !dbg !352
  %287 = shl i64 %280, 4, !dbg !352
  %288 = and i64 %287, 68719476720, !dbg !352
  %289 = add nuw nsw i64 %286, %288, !dbg !352
  %290 = and i64 %285, 4294967295, !dbg !353
  %291 = add nuw nsw i64 %290, %289, !dbg !354
    #dbg_value(i64 %291, !159, !DIExpression(), !169)
    #dbg_value(ptr poison, !161, !DIExpression(), !345)
  %292 = getelementptr inbounds i8, ptr %260, i64 204, !dbg !346
  %293 = load i32, ptr %292, align 4, !dbg !346, !tbaa !333
    #dbg_value(i32 %293, !166, !DIExpression(), !348)
  %294 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %293) #8, !dbg !349
  %295 = ptrtoint ptr %294 to i64, !dbg !350
  %296 = sub i64 %295, %261, !dbg !350
    #dbg_value(i64 %296, !163, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
    #dbg_value(!DIArgList(i64 %296, i64 %291), !159, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !169)
    #dbg_value(ptr poison, !161, !DIExpression(), !345)
  %297 = getelementptr inbounds i8, ptr %260, i64 400, !dbg !346
  %298 = load i32, ptr %297, align 4, !dbg !346, !tbaa !333
    #dbg_value(i32 %298, !166, !DIExpression(), !348)
  %299 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %298) #8, !dbg !349
  %300 = ptrtoint ptr %299 to i64, !dbg !350
  %301 = sub i64 %300, %261, !dbg !350
    #dbg_value(i64 %301, !163, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
  %302 = shl nuw nsw i64 %291, 8, !dbg !352
  %303 = shl i64 %296, 4, !dbg !352
  %304 = and i64 %303, 68719476720, !dbg !352
  %305 = add nuw nsw i64 %302, %304, !dbg !352
  %306 = and i64 %301, 4294967295, !dbg !353
  %307 = add nuw nsw i64 %306, %305, !dbg !354
    #dbg_value(i64 %307, !159, !DIExpression(), !169)
    #dbg_value(ptr poison, !161, !DIExpression(), !345)
  %308 = getelementptr inbounds i8, ptr %260, i64 208, !dbg !346
  %309 = load i32, ptr %308, align 4, !dbg !346, !tbaa !333
    #dbg_value(i32 %309, !166, !DIExpression(), !348)
  %310 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %309) #8, !dbg !349
  %311 = ptrtoint ptr %310 to i64, !dbg !350
  %312 = sub i64 %311, %261, !dbg !350
    #dbg_value(i64 %312, !163, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
    #dbg_value(!DIArgList(i64 %312, i64 %307), !159, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !169)
    #dbg_value(ptr poison, !161, !DIExpression(), !345)
  %313 = getelementptr inbounds i8, ptr %260, i64 268, !dbg !346
  %314 = load i32, ptr %313, align 4, !dbg !346, !tbaa !333
    #dbg_value(i32 %314, !166, !DIExpression(), !348)
  %315 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %314) #8, !dbg !349
  %316 = ptrtoint ptr %315 to i64, !dbg !350
  %317 = sub i64 %316, %261, !dbg !350
    #dbg_value(i64 %317, !163, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
  %318 = shl nuw nsw i64 %307, 8, !dbg !352
  %319 = shl i64 %312, 4, !dbg !352
  %320 = and i64 %319, 68719476720, !dbg !352
  %321 = add nuw nsw i64 %318, %320, !dbg !352
  %322 = and i64 %317, 4294967295, !dbg !353
  %323 = add nuw nsw i64 %322, %321, !dbg !354
    #dbg_value(i64 %323, !159, !DIExpression(), !169)
    #dbg_value(ptr poison, !161, !DIExpression(), !345)
  %324 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %323), !dbg !355
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 65, i32 noundef 10, i32 noundef 127, i32 noundef 0), !dbg !356
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 255, i32 noundef -1), !dbg !357
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %2) #7, !dbg !358
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #7, !dbg !358
  ret i32 0, !dbg !359

327:                                              ; preds = %327, %242
  %328 = phi i32 [ 0, %242 ], [ %343, %327 ]
  %329 = phi i32 [ 0, %242 ], [ %342, %327 ]
    #dbg_value(i32 %328, !152, !DIExpression(), !329)
    #dbg_value(i32 %329, !151, !DIExpression(), !169)
    #dbg_value(i32 %328, !154, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !360)
    #dbg_value(i32 %328, !157, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !360)
  %330 = mul i32 %329, 3, !dbg !361
  %331 = shl nuw i32 %328, 24, !dbg !362
  %332 = ashr exact i32 %331, 24, !dbg !362
  %333 = add i32 %330, 200, !dbg !363
  %334 = add i32 %333, %328, !dbg !364
  %335 = add i32 %334, %332, !dbg !365
    #dbg_value(i32 %335, !151, !DIExpression(), !169)
  %336 = or disjoint i32 %328, 1, !dbg !366
    #dbg_value(i32 %336, !152, !DIExpression(), !329)
    #dbg_value(i32 %336, !154, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !360)
    #dbg_value(i32 %336, !157, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !360)
  %337 = mul i32 %335, 3, !dbg !361
  %338 = shl nuw i32 %336, 24, !dbg !362
  %339 = ashr exact i32 %338, 24, !dbg !362
  %340 = add i32 %337, 200, !dbg !363
  %341 = add i32 %340, %336, !dbg !364
  %342 = add i32 %341, %339, !dbg !365
    #dbg_value(i32 %342, !151, !DIExpression(), !169)
  %343 = add nuw nsw i32 %328, 2, !dbg !366
    #dbg_value(i32 %343, !152, !DIExpression(), !329)
  %344 = icmp eq i32 %343, 256, !dbg !367
  br i1 %344, label %257, label %327, !dbg !330, !llvm.loop !368
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !370 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !375 ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !381 ptr @__ctype_toupper_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !389 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !393 ptr @__ctype_tolower_loc() local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!115, !116, !117, !118, !119, !120, !121}
!llvm.ident = !{!122}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/chars.c", directory: ".", checksumkind: CSK_MD5, checksum: "0a31177ea47afbc9ac34a606643d3dba")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!89 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
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
!121 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!122 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!123 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !124, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{!107}
!126 = !{!127, !128, !129, !130, !131, !133, !136, !138, !141, !145, !148, !151, !152, !154, !157, !158, !159, !161, !163, !166}
!127 = !DILocalVariable(name: "sc", scope: !123, file: !2, line: 23, type: !105)
!128 = !DILocalVariable(name: "uc", scope: !123, file: !2, line: 24, type: !106)
!129 = !DILocalVariable(name: "w", scope: !123, file: !2, line: 26, type: !105)
!130 = !DILocalVariable(name: "uw", scope: !123, file: !2, line: 27, type: !106)
!131 = !DILocalVariable(name: "hist", scope: !123, file: !2, line: 31, type: !132)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 192, elements: !62)
!133 = !DILocalVariable(name: "text", scope: !123, file: !2, line: 32, type: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!136 = !DILocalVariable(name: "p", scope: !137, file: !2, line: 33, type: !134)
!137 = distinct !DILexicalBlock(scope: !123, file: !2, line: 33, column: 5)
!138 = !DILocalVariable(name: "c", scope: !139, file: !2, line: 34, type: !106)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 33, column: 41)
!140 = distinct !DILexicalBlock(scope: !137, file: !2, line: 33, column: 5)
!141 = !DILocalVariable(name: "buf", scope: !123, file: !2, line: 44, type: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 64)
!145 = !DILocalVariable(name: "p", scope: !146, file: !2, line: 50, type: !147)
!146 = distinct !DILexicalBlock(scope: !123, file: !2, line: 50, column: 5)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!148 = !DILocalVariable(name: "__res", scope: !149, file: !2, line: 50, type: !107)
!149 = distinct !DILexicalBlock(scope: !150, file: !2, line: 50, column: 45)
!150 = distinct !DILexicalBlock(scope: !146, file: !2, line: 50, column: 5)
!151 = !DILocalVariable(name: "sum", scope: !123, file: !2, line: 53, type: !90)
!152 = !DILocalVariable(name: "c", scope: !153, file: !2, line: 54, type: !107)
!153 = distinct !DILexicalBlock(scope: !123, file: !2, line: 54, column: 5)
!154 = !DILocalVariable(name: "s", scope: !155, file: !2, line: 55, type: !105)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 54, column: 35)
!156 = distinct !DILexicalBlock(scope: !153, file: !2, line: 54, column: 5)
!157 = !DILocalVariable(name: "u", scope: !155, file: !2, line: 56, type: !106)
!158 = !DILocalVariable(name: "hex", scope: !123, file: !2, line: 60, type: !51)
!159 = !DILocalVariable(name: "val", scope: !123, file: !2, line: 61, type: !160)
!160 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!161 = !DILocalVariable(name: "p", scope: !162, file: !2, line: 62, type: !134)
!162 = distinct !DILexicalBlock(scope: !123, file: !2, line: 62, column: 5)
!163 = !DILocalVariable(name: "d", scope: !164, file: !2, line: 63, type: !107)
!164 = distinct !DILexicalBlock(scope: !165, file: !2, line: 62, column: 47)
!165 = distinct !DILexicalBlock(scope: !162, file: !2, line: 62, column: 5)
!166 = !DILocalVariable(name: "__res", scope: !167, file: !2, line: 63, type: !107)
!167 = distinct !DILexicalBlock(scope: !164, file: !2, line: 63, column: 35)
!168 = distinct !DIAssignID()
!169 = !DILocation(line: 0, scope: !123)
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 25, column: 5, scope: !123)
!172 = !DILocation(line: 28, column: 5, scope: !123)
!173 = !DILocation(line: 29, column: 5, scope: !123)
!174 = !DILocation(line: 30, column: 5, scope: !123)
!175 = !DILocation(line: 0, scope: !137)
!176 = !{!177, !177, i64 0}
!177 = !{!"any pointer", !178, i64 0}
!178 = !{!"omnipotent char", !179, i64 0}
!179 = !{!"Simple C/C++ TBAA"}
!180 = !DILocation(line: 33, column: 5, scope: !137)
!181 = !DILocation(line: 42, column: 5, scope: !123)
!182 = !DILocation(line: 44, column: 5, scope: !123)
!183 = !DILocation(line: 45, column: 5, scope: !123)
!184 = !DILocalVariable(name: "s", arg: 1, scope: !185, file: !2, line: 7, type: !147)
!185 = distinct !DISubprogram(name: "caesar", scope: !2, file: !2, line: 7, type: !186, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !147, !107}
!188 = !{!184, !189}
!189 = !DILocalVariable(name: "k", arg: 2, scope: !185, file: !2, line: 7, type: !107)
!190 = !DILocation(line: 0, scope: !185, inlinedAt: !191)
!191 = distinct !DILocation(line: 46, column: 5, scope: !123)
!192 = !DILocation(line: 8, column: 5, scope: !193, inlinedAt: !191)
!193 = distinct !DILexicalBlock(scope: !185, file: !2, line: 8, column: 5)
!194 = !DILocation(line: 9, column: 23, scope: !195, inlinedAt: !191)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 9, column: 13)
!196 = distinct !DILexicalBlock(scope: !197, file: !2, line: 8, column: 21)
!197 = distinct !DILexicalBlock(scope: !193, file: !2, line: 8, column: 5)
!198 = !DILocation(line: 10, column: 28, scope: !199, inlinedAt: !191)
!199 = distinct !DILexicalBlock(scope: !195, file: !2, line: 10, column: 18)
!200 = !DILocation(line: 0, scope: !195, inlinedAt: !191)
!201 = !{!178, !178, i64 0}
!202 = !DILocation(line: 8, column: 17, scope: !197, inlinedAt: !191)
!203 = !DILocation(line: 8, column: 12, scope: !197, inlinedAt: !191)
!204 = !DILocation(line: 10, column: 70, scope: !199, inlinedAt: !191)
!205 = distinct !{!205, !192, !206, !207}
!206 = !DILocation(line: 11, column: 5, scope: !193, inlinedAt: !191)
!207 = !{!"llvm.loop.mustprogress"}
!208 = !DILocation(line: 47, column: 5, scope: !123)
!209 = !DILocation(line: 0, scope: !185, inlinedAt: !210)
!210 = distinct !DILocation(line: 48, column: 5, scope: !123)
!211 = !DILocation(line: 8, column: 12, scope: !197, inlinedAt: !210)
!212 = !DILocation(line: 10, column: 70, scope: !199, inlinedAt: !210)
!213 = !DILocation(line: 8, column: 5, scope: !193, inlinedAt: !210)
!214 = !DILocation(line: 9, column: 23, scope: !195, inlinedAt: !210)
!215 = !DILocation(line: 10, column: 28, scope: !199, inlinedAt: !210)
!216 = !DILocation(line: 0, scope: !195, inlinedAt: !210)
!217 = !DILocation(line: 8, column: 17, scope: !197, inlinedAt: !210)
!218 = distinct !{!218, !213, !219, !207}
!219 = !DILocation(line: 11, column: 5, scope: !193, inlinedAt: !210)
!220 = !DILocation(line: 49, column: 5, scope: !123)
!221 = !DILocation(line: 0, scope: !146)
!222 = !DILocation(line: 50, column: 25, scope: !150)
!223 = !DILocation(line: 50, column: 5, scope: !146)
!224 = !DILocation(line: 0, scope: !139)
!225 = !DILocation(line: 35, column: 13, scope: !226)
!226 = distinct !DILexicalBlock(scope: !139, file: !2, line: 35, column: 13)
!227 = !{!228, !228, i64 0}
!228 = !{!"short", !178, i64 0}
!229 = !DILocation(line: 35, column: 13, scope: !139)
!230 = !DILocation(line: 35, column: 32, scope: !226)
!231 = !DILocation(line: 35, column: 25, scope: !226)
!232 = !DILocation(line: 36, column: 18, scope: !233)
!233 = distinct !DILexicalBlock(scope: !226, file: !2, line: 36, column: 18)
!234 = !DILocation(line: 36, column: 18, scope: !226)
!235 = !DILocation(line: 36, column: 37, scope: !233)
!236 = !DILocation(line: 36, column: 30, scope: !233)
!237 = !DILocation(line: 37, column: 18, scope: !238)
!238 = distinct !DILexicalBlock(scope: !233, file: !2, line: 37, column: 18)
!239 = !DILocation(line: 37, column: 18, scope: !233)
!240 = !DILocation(line: 37, column: 37, scope: !238)
!241 = !DILocation(line: 37, column: 30, scope: !238)
!242 = !DILocation(line: 38, column: 18, scope: !243)
!243 = distinct !DILexicalBlock(scope: !238, file: !2, line: 38, column: 18)
!244 = !DILocation(line: 38, column: 18, scope: !238)
!245 = !DILocation(line: 38, column: 37, scope: !243)
!246 = !DILocation(line: 38, column: 30, scope: !243)
!247 = !DILocation(line: 39, column: 18, scope: !248)
!248 = distinct !DILexicalBlock(scope: !243, file: !2, line: 39, column: 18)
!249 = !DILocation(line: 39, column: 18, scope: !243)
!250 = !DILocation(line: 39, column: 37, scope: !248)
!251 = !DILocation(line: 39, column: 30, scope: !248)
!252 = !DILocation(line: 40, column: 21, scope: !248)
!253 = !DILocation(line: 33, column: 37, scope: !140)
!254 = !DILocation(line: 33, column: 32, scope: !140)
!255 = distinct !{!255, !180, !256, !207}
!256 = !DILocation(line: 41, column: 5, scope: !137)
!257 = !DILocation(line: 51, column: 5, scope: !123)
!258 = !DILocalVariable(name: "s", arg: 1, scope: !259, file: !2, line: 14, type: !134)
!259 = distinct !DISubprogram(name: "parse_int", scope: !2, file: !2, line: 14, type: !260, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !262)
!260 = !DISubroutineType(types: !261)
!261 = !{!107, !134}
!262 = !{!258, !263, !264}
!263 = !DILocalVariable(name: "sign", scope: !259, file: !2, line: 15, type: !107)
!264 = !DILocalVariable(name: "v", scope: !259, file: !2, line: 15, type: !107)
!265 = !DILocation(line: 0, scope: !259, inlinedAt: !266)
!266 = distinct !DILocation(line: 52, column: 33, scope: !123)
!267 = !DILocation(line: 16, column: 5, scope: !259, inlinedAt: !266)
!268 = !DILocation(line: 16, column: 12, scope: !259, inlinedAt: !266)
!269 = !DILocation(line: 16, column: 41, scope: !259, inlinedAt: !266)
!270 = distinct !{!270, !267, !269, !207}
!271 = !DILocation(line: 17, column: 19, scope: !272, inlinedAt: !266)
!272 = distinct !DILexicalBlock(scope: !259, file: !2, line: 17, column: 9)
!273 = !DILocation(line: 17, column: 42, scope: !274, inlinedAt: !266)
!274 = distinct !DILexicalBlock(scope: !275, file: !2, line: 17, column: 39)
!275 = distinct !DILexicalBlock(scope: !272, file: !2, line: 17, column: 33)
!276 = !DILocation(line: 17, column: 39, scope: !275, inlinedAt: !266)
!277 = !DILocation(line: 18, column: 12, scope: !259, inlinedAt: !266)
!278 = !DILocation(line: 17, column: 66, scope: !275, inlinedAt: !266)
!279 = !DILocation(line: 18, column: 5, scope: !259, inlinedAt: !266)
!280 = !DILocation(line: 18, column: 46, scope: !259, inlinedAt: !266)
!281 = !DILocation(line: 18, column: 56, scope: !259, inlinedAt: !266)
!282 = !DILocation(line: 18, column: 54, scope: !259, inlinedAt: !266)
!283 = !DILocation(line: 18, column: 59, scope: !259, inlinedAt: !266)
!284 = !DILocation(line: 18, column: 51, scope: !259, inlinedAt: !266)
!285 = distinct !{!285, !279, !286, !207}
!286 = !DILocation(line: 18, column: 64, scope: !259, inlinedAt: !266)
!287 = !DILocation(line: 0, scope: !259, inlinedAt: !288)
!288 = distinct !DILocation(line: 52, column: 52, scope: !123)
!289 = !DILocation(line: 16, column: 5, scope: !259, inlinedAt: !288)
!290 = !DILocation(line: 16, column: 12, scope: !259, inlinedAt: !288)
!291 = !DILocation(line: 16, column: 41, scope: !259, inlinedAt: !288)
!292 = distinct !{!292, !289, !291, !207}
!293 = !DILocation(line: 19, column: 17, scope: !259, inlinedAt: !266)
!294 = !DILocation(line: 17, column: 19, scope: !272, inlinedAt: !288)
!295 = !DILocation(line: 17, column: 42, scope: !274, inlinedAt: !288)
!296 = !DILocation(line: 17, column: 39, scope: !275, inlinedAt: !288)
!297 = !DILocation(line: 18, column: 12, scope: !259, inlinedAt: !288)
!298 = !DILocation(line: 17, column: 66, scope: !275, inlinedAt: !288)
!299 = !DILocation(line: 18, column: 5, scope: !259, inlinedAt: !288)
!300 = !DILocation(line: 18, column: 46, scope: !259, inlinedAt: !288)
!301 = !DILocation(line: 18, column: 56, scope: !259, inlinedAt: !288)
!302 = !DILocation(line: 18, column: 54, scope: !259, inlinedAt: !288)
!303 = !DILocation(line: 18, column: 59, scope: !259, inlinedAt: !288)
!304 = !DILocation(line: 18, column: 51, scope: !259, inlinedAt: !288)
!305 = distinct !{!305, !299, !306, !207}
!306 = !DILocation(line: 18, column: 64, scope: !259, inlinedAt: !288)
!307 = !DILocation(line: 0, scope: !259, inlinedAt: !308)
!308 = distinct !DILocation(line: 52, column: 72, scope: !123)
!309 = !DILocation(line: 16, column: 5, scope: !259, inlinedAt: !308)
!310 = !DILocation(line: 16, column: 12, scope: !259, inlinedAt: !308)
!311 = !DILocation(line: 16, column: 41, scope: !259, inlinedAt: !308)
!312 = distinct !{!312, !309, !311, !207}
!313 = !DILocation(line: 19, column: 17, scope: !259, inlinedAt: !288)
!314 = !DILocation(line: 17, column: 19, scope: !272, inlinedAt: !308)
!315 = !DILocation(line: 17, column: 42, scope: !274, inlinedAt: !308)
!316 = !DILocation(line: 17, column: 39, scope: !275, inlinedAt: !308)
!317 = !DILocation(line: 18, column: 12, scope: !259, inlinedAt: !308)
!318 = !DILocation(line: 17, column: 66, scope: !275, inlinedAt: !308)
!319 = !DILocation(line: 18, column: 5, scope: !259, inlinedAt: !308)
!320 = !DILocation(line: 18, column: 46, scope: !259, inlinedAt: !308)
!321 = !DILocation(line: 18, column: 56, scope: !259, inlinedAt: !308)
!322 = !DILocation(line: 18, column: 54, scope: !259, inlinedAt: !308)
!323 = !DILocation(line: 18, column: 59, scope: !259, inlinedAt: !308)
!324 = !DILocation(line: 18, column: 51, scope: !259, inlinedAt: !308)
!325 = distinct !{!325, !319, !326, !207}
!326 = !DILocation(line: 18, column: 64, scope: !259, inlinedAt: !308)
!327 = !DILocation(line: 19, column: 17, scope: !259, inlinedAt: !308)
!328 = !DILocation(line: 52, column: 5, scope: !123)
!329 = !DILocation(line: 0, scope: !153)
!330 = !DILocation(line: 54, column: 5, scope: !153)
!331 = !DILocation(line: 50, column: 45, scope: !332)
!332 = distinct !DILexicalBlock(scope: !149, file: !2, line: 50, column: 45)
!333 = !{!334, !334, i64 0}
!334 = !{!"int", !178, i64 0}
!335 = !DILocation(line: 0, scope: !149)
!336 = !DILocation(line: 50, column: 39, scope: !150)
!337 = !DILocation(line: 50, column: 37, scope: !150)
!338 = !DILocation(line: 50, column: 30, scope: !150)
!339 = distinct !{!339, !223, !340, !207}
!340 = !DILocation(line: 50, column: 45, scope: !146)
!341 = !DILocation(line: 59, column: 5, scope: !123)
!342 = !DILocation(line: 60, column: 5, scope: !123)
!343 = !DILocation(line: 60, column: 10, scope: !123)
!344 = distinct !DIAssignID()
!345 = !DILocation(line: 0, scope: !162)
!346 = !DILocation(line: 63, column: 35, scope: !347)
!347 = distinct !DILexicalBlock(scope: !167, file: !2, line: 63, column: 35)
!348 = !DILocation(line: 0, scope: !167)
!349 = !DILocation(line: 63, column: 23, scope: !164)
!350 = !DILocation(line: 63, column: 63, scope: !164)
!351 = !DILocation(line: 0, scope: !164)
!352 = !DILocation(line: 64, column: 19, scope: !164)
!353 = !DILocation(line: 64, column: 26, scope: !164)
!354 = !DILocation(line: 64, column: 24, scope: !164)
!355 = !DILocation(line: 66, column: 5, scope: !123)
!356 = !DILocation(line: 67, column: 5, scope: !123)
!357 = !DILocation(line: 68, column: 5, scope: !123)
!358 = !DILocation(line: 70, column: 1, scope: !123)
!359 = !DILocation(line: 69, column: 5, scope: !123)
!360 = !DILocation(line: 0, scope: !155)
!361 = !DILocation(line: 57, column: 19, scope: !155)
!362 = !DILocation(line: 57, column: 36, scope: !155)
!363 = !DILocation(line: 57, column: 38, scope: !155)
!364 = !DILocation(line: 57, column: 23, scope: !155)
!365 = !DILocation(line: 57, column: 45, scope: !155)
!366 = !DILocation(line: 54, column: 31, scope: !156)
!367 = !DILocation(line: 54, column: 23, scope: !156)
!368 = distinct !{!368, !330, !369, !207}
!369 = !DILocation(line: 58, column: 5, scope: !153)
!370 = !DISubprogram(name: "printf", scope: !371, file: !371, line: 356, type: !372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!371 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!372 = !DISubroutineType(types: !373)
!373 = !{!107, !374, null}
!374 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !134)
!375 = !DISubprogram(name: "__ctype_b_loc", scope: !89, file: !89, line: 79, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DISubroutineType(types: !377)
!377 = !{!378}
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64)
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !380, size: 64)
!380 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !108)
!381 = !DISubprogram(name: "__ctype_toupper_loc", scope: !89, file: !89, line: 83, type: !382, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubroutineType(types: !383)
!383 = !{!384}
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !385, size: 64)
!385 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !386, size: 64)
!386 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !387)
!387 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !388, line: 41, baseType: !107)
!388 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!389 = !DISubprogram(name: "strchr", scope: !390, file: !390, line: 246, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!391 = !DISubroutineType(types: !392)
!392 = !{!147, !134, !107}
!393 = !DISubprogram(name: "__ctype_tolower_loc", scope: !89, file: !89, line: 81, type: !382, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
