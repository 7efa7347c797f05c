; ModuleID = 'tests/programs/chars.c'
source_filename = "tests/programs/chars.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !127 {
  %1 = alloca [64 x i8], align 1, !DIAssignID !172
    #dbg_assign(i1 undef, !145, !DIExpression(), !172, ptr %1, !DIExpression(), !173)
  %2 = alloca [17 x i8], align 1, !DIAssignID !174
    #dbg_assign(i1 undef, !162, !DIExpression(), !174, ptr %2, !DIExpression(), !173)
    #dbg_value(i8 -100, !131, !DIExpression(), !173)
    #dbg_value(i8 -56, !132, !DIExpression(), !173)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -100, i32 noundef signext 200, i32 noundef signext 100, i32 noundef signext -200), !dbg !175
    #dbg_value(i8 56, !133, !DIExpression(), !173)
    #dbg_value(i8 44, !134, !DIExpression(), !173)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 56, i32 noundef signext 44), !dbg !176
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext -64, i32 noundef signext 64), !dbg !177
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 1, i32 noundef signext 1), !dbg !178
    #dbg_value(i32 0, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !173)
    #dbg_value(i32 0, !135, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !173)
    #dbg_value(i32 0, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !173)
    #dbg_value(i32 0, !135, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !173)
    #dbg_value(i32 0, !135, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !173)
    #dbg_value(i32 0, !135, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !173)
    #dbg_value(ptr @.str.4, !137, !DIExpression(), !173)
    #dbg_value(ptr @.str.4, !140, !DIExpression(), !179)
  %7 = tail call ptr @__ctype_b_loc() #6, !dbg !173
  %8 = load ptr, ptr %7, align 8, !tbaa !180
  br label %63, !dbg !184

9:                                                ; preds = %102
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %108, i32 noundef signext %107, i32 noundef signext %106, i32 noundef signext %105, i32 noundef signext %104, i32 noundef signext %103), !dbg !185
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #7, !dbg !186
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(23) %1, ptr noundef nonnull align 1 dereferenceable(23) @.str.6, i64 23, i1 false) #7, !dbg !187
    #dbg_value(ptr %1, !188, !DIExpression(), !194)
    #dbg_value(i32 13, !193, !DIExpression(), !194)
  br label %11, !dbg !196

11:                                               ; preds = %9, %28
  %12 = phi i8 [ %30, %28 ], [ 65, %9 ]
  %13 = phi ptr [ %29, %28 ], [ %1, %9 ]
    #dbg_value(ptr %13, !188, !DIExpression(), !194)
  %14 = freeze i8 %12, !dbg !198
  %15 = add i8 %14, -97, !dbg !202
  %16 = icmp ult i8 %15, 26, !dbg !202
  br i1 %16, label %20, label %17, !dbg !202

17:                                               ; preds = %11
  %18 = add i8 %14, -65, !dbg !203
  %19 = icmp ult i8 %18, 26, !dbg !203
  br i1 %19, label %20, label %28, !dbg !203

20:                                               ; preds = %17, %11
  %21 = phi i8 [ -84, %11 ], [ -52, %17 ]
  %22 = phi i8 [ 97, %11 ], [ 65, %17 ]
  %23 = add nsw i8 %21, %14, !dbg !198
  %24 = add nsw i8 %23, -26, !dbg !198
  %25 = icmp ult i8 %23, 26, !dbg !198
  %26 = select i1 %25, i8 %23, i8 %24, !dbg !198
  %27 = add nuw nsw i8 %26, %22, !dbg !198
  store i8 %27, ptr %13, align 1, !dbg !198, !tbaa !205
  br label %28, !dbg !206

28:                                               ; preds = %20, %17
  %29 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !206
    #dbg_value(ptr %29, !188, !DIExpression(), !194)
  %30 = load i8, ptr %29, align 1, !dbg !207, !tbaa !205
  %31 = icmp eq i8 %30, 0, !dbg !196
  br i1 %31, label %32, label %11, !dbg !196, !llvm.loop !208

32:                                               ; preds = %28
  %33 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1), !dbg !211
    #dbg_value(ptr %1, !188, !DIExpression(), !212)
    #dbg_value(i32 13, !193, !DIExpression(), !212)
  %34 = load i8, ptr %1, align 1, !dbg !214, !tbaa !205
  %35 = icmp eq i8 %34, 0, !dbg !215
  br i1 %35, label %57, label %36, !dbg !215

36:                                               ; preds = %32, %53
  %37 = phi i8 [ %55, %53 ], [ %34, %32 ]
  %38 = phi ptr [ %54, %53 ], [ %1, %32 ]
    #dbg_value(ptr %38, !188, !DIExpression(), !212)
  %39 = freeze i8 %37, !dbg !216
  %40 = add i8 %39, -97, !dbg !217
  %41 = icmp ult i8 %40, 26, !dbg !217
  br i1 %41, label %45, label %42, !dbg !217

42:                                               ; preds = %36
  %43 = add i8 %39, -65, !dbg !218
  %44 = icmp ult i8 %43, 26, !dbg !218
  br i1 %44, label %45, label %53, !dbg !218

45:                                               ; preds = %42, %36
  %46 = phi i8 [ -84, %36 ], [ -52, %42 ]
  %47 = phi i8 [ 97, %36 ], [ 65, %42 ]
  %48 = add nsw i8 %46, %39, !dbg !216
  %49 = add nsw i8 %48, -26, !dbg !216
  %50 = icmp ult i8 %48, 26, !dbg !216
  %51 = select i1 %50, i8 %48, i8 %49, !dbg !216
  %52 = add nuw nsw i8 %51, %47, !dbg !216
  store i8 %52, ptr %38, align 1, !dbg !216, !tbaa !205
  br label %53, !dbg !219

53:                                               ; preds = %45, %42
  %54 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !219
    #dbg_value(ptr %54, !188, !DIExpression(), !212)
  %55 = load i8, ptr %54, align 1, !dbg !214, !tbaa !205
  %56 = icmp eq i8 %55, 0, !dbg !215
  br i1 %56, label %57, label %36, !dbg !215, !llvm.loop !220

57:                                               ; preds = %53, %32
  %58 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %1), !dbg !222
    #dbg_value(ptr %1, !149, !DIExpression(), !223)
  %59 = load i8, ptr %1, align 1, !dbg !224, !tbaa !205
  %60 = icmp eq i8 %59, 0, !dbg !225
  br i1 %60, label %113, label %61, !dbg !225

61:                                               ; preds = %57
  %62 = tail call ptr @__ctype_toupper_loc() #6, !dbg !173
  br label %243, !dbg !225

63:                                               ; preds = %0, %102
  %64 = phi i8 [ 72, %0 ], [ %111, %102 ]
  %65 = phi i32 [ 0, %0 ], [ %108, %102 ]
  %66 = phi i32 [ 0, %0 ], [ %107, %102 ]
  %67 = phi i32 [ 0, %0 ], [ %106, %102 ]
  %68 = phi i32 [ 0, %0 ], [ %105, %102 ]
  %69 = phi i32 [ 0, %0 ], [ %104, %102 ]
  %70 = phi i32 [ 0, %0 ], [ %103, %102 ]
  %71 = phi i64 [ 0, %0 ], [ %109, %102 ]
    #dbg_value(i32 %65, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !173)
    #dbg_value(i32 %66, !135, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !173)
    #dbg_value(i32 %67, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !173)
    #dbg_value(i32 %68, !135, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !173)
    #dbg_value(i32 %69, !135, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !173)
    #dbg_value(i32 %70, !135, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !173)
    #dbg_value(!DIArgList(ptr @.str.4, i64 %71), !140, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(i8 %64, !142, !DIExpression(), !226)
  %72 = zext i8 %64 to i64, !dbg !227
  %73 = getelementptr inbounds i16, ptr %8, i64 %72, !dbg !227
  %74 = load i16, ptr %73, align 2, !dbg !227, !tbaa !229
  %75 = zext i16 %74 to i32, !dbg !227
  %76 = and i32 %75, 256, !dbg !227
  %77 = icmp eq i32 %76, 0, !dbg !227
  br i1 %77, label %80, label %78, !dbg !231

78:                                               ; preds = %63
  %79 = add nsw i32 %65, 1, !dbg !232
    #dbg_value(i32 %79, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !173)
  br label %102, !dbg !233

80:                                               ; preds = %63
  %81 = and i32 %75, 512, !dbg !234
  %82 = icmp eq i32 %81, 0, !dbg !234
  br i1 %82, label %85, label %83, !dbg !236

83:                                               ; preds = %80
  %84 = add nsw i32 %66, 1, !dbg !237
    #dbg_value(i32 %84, !135, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !173)
  br label %102, !dbg !238

85:                                               ; preds = %80
  %86 = and i32 %75, 2048, !dbg !239
  %87 = icmp eq i32 %86, 0, !dbg !239
  br i1 %87, label %90, label %88, !dbg !241

88:                                               ; preds = %85
  %89 = add nsw i32 %67, 1, !dbg !242
    #dbg_value(i32 %89, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !173)
  br label %102, !dbg !243

90:                                               ; preds = %85
  %91 = and i32 %75, 8192, !dbg !244
  %92 = icmp eq i32 %91, 0, !dbg !244
  br i1 %92, label %95, label %93, !dbg !246

93:                                               ; preds = %90
  %94 = add nsw i32 %68, 1, !dbg !247
    #dbg_value(i32 %94, !135, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !173)
  br label %102, !dbg !248

95:                                               ; preds = %90
  %96 = and i32 %75, 4, !dbg !249
  %97 = icmp eq i32 %96, 0, !dbg !249
  br i1 %97, label %100, label %98, !dbg !251

98:                                               ; preds = %95
  %99 = add nsw i32 %69, 1, !dbg !252
    #dbg_value(i32 %99, !135, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !173)
  br label %102, !dbg !253

100:                                              ; preds = %95
  %101 = add nsw i32 %70, 1, !dbg !254
    #dbg_value(i32 %101, !135, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !173)
  br label %102

102:                                              ; preds = %83, %93, %100, %98, %88, %78
  %103 = phi i32 [ %70, %78 ], [ %70, %83 ], [ %70, %88 ], [ %70, %93 ], [ %70, %98 ], [ %101, %100 ], !dbg !173
  %104 = phi i32 [ %69, %78 ], [ %69, %83 ], [ %69, %88 ], [ %69, %93 ], [ %99, %98 ], [ %69, %100 ], !dbg !173
  %105 = phi i32 [ %68, %78 ], [ %68, %83 ], [ %68, %88 ], [ %94, %93 ], [ %68, %98 ], [ %68, %100 ], !dbg !173
  %106 = phi i32 [ %67, %78 ], [ %67, %83 ], [ %89, %88 ], [ %67, %93 ], [ %67, %98 ], [ %67, %100 ], !dbg !173
  %107 = phi i32 [ %66, %78 ], [ %84, %83 ], [ %66, %88 ], [ %66, %93 ], [ %66, %98 ], [ %66, %100 ], !dbg !173
  %108 = phi i32 [ %79, %78 ], [ %65, %83 ], [ %65, %88 ], [ %65, %93 ], [ %65, %98 ], [ %65, %100 ], !dbg !173
    #dbg_value(i32 %108, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !173)
    #dbg_value(i32 %107, !135, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !173)
    #dbg_value(i32 %106, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !173)
    #dbg_value(i32 %105, !135, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !173)
    #dbg_value(i32 %104, !135, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !173)
    #dbg_value(i32 %103, !135, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !173)
  %109 = add nuw nsw i64 %71, 1, !dbg !255
    #dbg_value(i32 %108, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !173)
    #dbg_value(i32 %107, !135, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !173)
    #dbg_value(i32 %106, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !173)
    #dbg_value(i32 %105, !135, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !173)
    #dbg_value(i32 %104, !135, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !173)
    #dbg_value(i32 %103, !135, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !173)
    #dbg_value(ptr %110, !140, !DIExpression(), !179)
  %110 = getelementptr inbounds i8, ptr @.str.4, i64 %109, !dbg !256
  %111 = load i8, ptr %110, align 1, !dbg !256, !tbaa !205
  %112 = icmp eq i64 %109, 52, !dbg !184
  br i1 %112, label %9, label %63, !dbg !184, !llvm.loop !257

113:                                              ; preds = %243, %57
  %114 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1), !dbg !259
    #dbg_value(ptr @.str.11, !260, !DIExpression(), !267)
    #dbg_value(i32 1, !265, !DIExpression(), !267)
    #dbg_value(i32 0, !266, !DIExpression(), !267)
  %115 = load ptr, ptr %7, align 8, !tbaa !180
  br label %116, !dbg !269

116:                                              ; preds = %116, %113
  %117 = phi ptr [ @.str.11, %113 ], [ %124, %116 ]
    #dbg_value(ptr %117, !260, !DIExpression(), !267)
  %118 = load i8, ptr %117, align 1, !dbg !270, !tbaa !205
  %119 = zext i8 %118 to i64, !dbg !270
  %120 = getelementptr inbounds i16, ptr %115, i64 %119, !dbg !270
  %121 = load i16, ptr %120, align 2, !dbg !270, !tbaa !229
  %122 = and i16 %121, 8192, !dbg !270
  %123 = icmp eq i16 %122, 0, !dbg !269
  %124 = getelementptr inbounds i8, ptr %117, i64 1, !dbg !271
    #dbg_value(ptr %124, !260, !DIExpression(), !267)
  br i1 %123, label %125, label %116, !dbg !269, !llvm.loop !272

125:                                              ; preds = %116
  switch i8 %118, label %133 [
    i8 45, label %126
    i8 43, label %126
  ], !dbg !273

126:                                              ; preds = %125, %125
  %127 = icmp eq i8 %118, 45, !dbg !275
  %128 = select i1 %127, i32 -1, i32 1, !dbg !278
    #dbg_value(i32 %128, !265, !DIExpression(), !267)
    #dbg_value(ptr %124, !260, !DIExpression(), !267)
  %129 = load i8, ptr %124, align 1, !dbg !279, !tbaa !205
  %130 = zext i8 %129 to i64
  %131 = getelementptr inbounds i16, ptr %115, i64 %130
  %132 = load i16, ptr %131, align 2, !dbg !279, !tbaa !229
  br label %133, !dbg !280

133:                                              ; preds = %126, %125
  %134 = phi i16 [ %132, %126 ], [ %121, %125 ], !dbg !279
  %135 = phi i8 [ %129, %126 ], [ %118, %125 ], !dbg !279
  %136 = phi ptr [ %124, %126 ], [ %117, %125 ]
  %137 = phi i32 [ %128, %126 ], [ 1, %125 ], !dbg !267
    #dbg_value(i32 %137, !265, !DIExpression(), !267)
    #dbg_value(ptr %136, !260, !DIExpression(), !267)
    #dbg_value(i32 0, !266, !DIExpression(), !267)
  %138 = and i16 %134, 2048, !dbg !279
  %139 = icmp eq i16 %138, 0, !dbg !281
  br i1 %139, label %155, label %140, !dbg !281

140:                                              ; preds = %133, %140
  %141 = phi i8 [ %149, %140 ], [ %135, %133 ]
  %142 = phi i32 [ %148, %140 ], [ 0, %133 ]
  %143 = phi ptr [ %146, %140 ], [ %136, %133 ]
    #dbg_value(i32 %142, !266, !DIExpression(), !267)
    #dbg_value(ptr %143, !260, !DIExpression(), !267)
  %144 = zext i8 %141 to i32, !dbg !279
  %145 = mul nsw i32 %142, 10, !dbg !282
  %146 = getelementptr inbounds i8, ptr %143, i64 1, !dbg !283
    #dbg_value(ptr %146, !260, !DIExpression(), !267)
  %147 = add nsw i32 %144, -48, !dbg !284
  %148 = add i32 %147, %145, !dbg !285
    #dbg_value(i32 %148, !266, !DIExpression(), !267)
  %149 = load i8, ptr %146, align 1, !dbg !279, !tbaa !205
  %150 = zext i8 %149 to i64, !dbg !279
  %151 = getelementptr inbounds i16, ptr %115, i64 %150, !dbg !279
  %152 = load i16, ptr %151, align 2, !dbg !279, !tbaa !229
  %153 = and i16 %152, 2048, !dbg !279
  %154 = icmp eq i16 %153, 0, !dbg !281
  br i1 %154, label %155, label %140, !dbg !281, !llvm.loop !286

155:                                              ; preds = %140, %133
  %156 = phi i32 [ 0, %133 ], [ %148, %140 ], !dbg !267
    #dbg_value(ptr @.str.12, !260, !DIExpression(), !288)
    #dbg_value(i32 1, !265, !DIExpression(), !288)
    #dbg_value(i32 0, !266, !DIExpression(), !288)
  br label %157, !dbg !290

157:                                              ; preds = %157, %155
  %158 = phi ptr [ @.str.12, %155 ], [ %165, %157 ]
    #dbg_value(ptr %158, !260, !DIExpression(), !288)
  %159 = load i8, ptr %158, align 1, !dbg !291, !tbaa !205
  %160 = zext i8 %159 to i64, !dbg !291
  %161 = getelementptr inbounds i16, ptr %115, i64 %160, !dbg !291
  %162 = load i16, ptr %161, align 2, !dbg !291, !tbaa !229
  %163 = and i16 %162, 8192, !dbg !291
  %164 = icmp eq i16 %163, 0, !dbg !290
  %165 = getelementptr inbounds i8, ptr %158, i64 1, !dbg !292
    #dbg_value(ptr %165, !260, !DIExpression(), !288)
  br i1 %164, label %166, label %157, !dbg !290, !llvm.loop !293

166:                                              ; preds = %157
  %167 = mul nsw i32 %156, %137, !dbg !294
  switch i8 %159, label %175 [
    i8 45, label %168
    i8 43, label %168
  ], !dbg !295

168:                                              ; preds = %166, %166
  %169 = icmp eq i8 %159, 45, !dbg !296
  %170 = select i1 %169, i32 -1, i32 1, !dbg !297
    #dbg_value(i32 %170, !265, !DIExpression(), !288)
    #dbg_value(ptr %165, !260, !DIExpression(), !288)
  %171 = load i8, ptr %165, align 1, !dbg !298, !tbaa !205
  %172 = zext i8 %171 to i64
  %173 = getelementptr inbounds i16, ptr %115, i64 %172
  %174 = load i16, ptr %173, align 2, !dbg !298, !tbaa !229
  br label %175, !dbg !299

175:                                              ; preds = %168, %166
  %176 = phi i16 [ %174, %168 ], [ %162, %166 ], !dbg !298
  %177 = phi i8 [ %171, %168 ], [ %159, %166 ], !dbg !298
  %178 = phi ptr [ %165, %168 ], [ %158, %166 ]
  %179 = phi i32 [ %170, %168 ], [ 1, %166 ], !dbg !288
    #dbg_value(i32 %179, !265, !DIExpression(), !288)
    #dbg_value(ptr %178, !260, !DIExpression(), !288)
    #dbg_value(i32 0, !266, !DIExpression(), !288)
  %180 = and i16 %176, 2048, !dbg !298
  %181 = icmp eq i16 %180, 0, !dbg !300
  br i1 %181, label %197, label %182, !dbg !300

182:                                              ; preds = %175, %182
  %183 = phi i8 [ %191, %182 ], [ %177, %175 ]
  %184 = phi i32 [ %190, %182 ], [ 0, %175 ]
  %185 = phi ptr [ %188, %182 ], [ %178, %175 ]
    #dbg_value(i32 %184, !266, !DIExpression(), !288)
    #dbg_value(ptr %185, !260, !DIExpression(), !288)
  %186 = zext i8 %183 to i32, !dbg !298
  %187 = mul nsw i32 %184, 10, !dbg !301
  %188 = getelementptr inbounds i8, ptr %185, i64 1, !dbg !302
    #dbg_value(ptr %188, !260, !DIExpression(), !288)
  %189 = add nsw i32 %186, -48, !dbg !303
  %190 = add i32 %189, %187, !dbg !304
    #dbg_value(i32 %190, !266, !DIExpression(), !288)
  %191 = load i8, ptr %188, align 1, !dbg !298, !tbaa !205
  %192 = zext i8 %191 to i64, !dbg !298
  %193 = getelementptr inbounds i16, ptr %115, i64 %192, !dbg !298
  %194 = load i16, ptr %193, align 2, !dbg !298, !tbaa !229
  %195 = and i16 %194, 2048, !dbg !298
  %196 = icmp eq i16 %195, 0, !dbg !300
  br i1 %196, label %197, label %182, !dbg !300, !llvm.loop !305

197:                                              ; preds = %182, %175
  %198 = phi i32 [ 0, %175 ], [ %190, %182 ], !dbg !288
    #dbg_value(ptr @.str.13, !260, !DIExpression(), !307)
    #dbg_value(i32 1, !265, !DIExpression(), !307)
    #dbg_value(i32 0, !266, !DIExpression(), !307)
  br label %199, !dbg !309

199:                                              ; preds = %199, %197
  %200 = phi ptr [ @.str.13, %197 ], [ %207, %199 ]
    #dbg_value(ptr %200, !260, !DIExpression(), !307)
  %201 = load i8, ptr %200, align 1, !dbg !310, !tbaa !205
  %202 = zext i8 %201 to i64, !dbg !310
  %203 = getelementptr inbounds i16, ptr %115, i64 %202, !dbg !310
  %204 = load i16, ptr %203, align 2, !dbg !310, !tbaa !229
  %205 = and i16 %204, 8192, !dbg !310
  %206 = icmp eq i16 %205, 0, !dbg !309
  %207 = getelementptr inbounds i8, ptr %200, i64 1, !dbg !311
    #dbg_value(ptr %207, !260, !DIExpression(), !307)
  br i1 %206, label %208, label %199, !dbg !309, !llvm.loop !312

208:                                              ; preds = %199
  %209 = mul nsw i32 %198, %179, !dbg !313
  switch i8 %201, label %217 [
    i8 45, label %210
    i8 43, label %210
  ], !dbg !314

210:                                              ; preds = %208, %208
  %211 = icmp eq i8 %201, 45, !dbg !315
  %212 = select i1 %211, i32 -1, i32 1, !dbg !316
    #dbg_value(i32 %212, !265, !DIExpression(), !307)
    #dbg_value(ptr %207, !260, !DIExpression(), !307)
  %213 = load i8, ptr %207, align 1, !dbg !317, !tbaa !205
  %214 = zext i8 %213 to i64
  %215 = getelementptr inbounds i16, ptr %115, i64 %214
  %216 = load i16, ptr %215, align 2, !dbg !317, !tbaa !229
  br label %217, !dbg !318

217:                                              ; preds = %210, %208
  %218 = phi i16 [ %216, %210 ], [ %204, %208 ], !dbg !317
  %219 = phi i8 [ %213, %210 ], [ %201, %208 ], !dbg !317
  %220 = phi ptr [ %207, %210 ], [ %200, %208 ]
  %221 = phi i32 [ %212, %210 ], [ 1, %208 ], !dbg !307
    #dbg_value(i32 %221, !265, !DIExpression(), !307)
    #dbg_value(ptr %220, !260, !DIExpression(), !307)
    #dbg_value(i32 0, !266, !DIExpression(), !307)
  %222 = and i16 %218, 2048, !dbg !317
  %223 = icmp eq i16 %222, 0, !dbg !319
  br i1 %223, label %239, label %224, !dbg !319

224:                                              ; preds = %217, %224
  %225 = phi i8 [ %233, %224 ], [ %219, %217 ]
  %226 = phi i32 [ %232, %224 ], [ 0, %217 ]
  %227 = phi ptr [ %230, %224 ], [ %220, %217 ]
    #dbg_value(i32 %226, !266, !DIExpression(), !307)
    #dbg_value(ptr %227, !260, !DIExpression(), !307)
  %228 = zext i8 %225 to i32, !dbg !317
  %229 = mul nsw i32 %226, 10, !dbg !320
  %230 = getelementptr inbounds i8, ptr %227, i64 1, !dbg !321
    #dbg_value(ptr %230, !260, !DIExpression(), !307)
  %231 = add nsw i32 %228, -48, !dbg !322
  %232 = add i32 %231, %229, !dbg !323
    #dbg_value(i32 %232, !266, !DIExpression(), !307)
  %233 = load i8, ptr %230, align 1, !dbg !317, !tbaa !205
  %234 = zext i8 %233 to i64, !dbg !317
  %235 = getelementptr inbounds i16, ptr %115, i64 %234, !dbg !317
  %236 = load i16, ptr %235, align 2, !dbg !317, !tbaa !229
  %237 = and i16 %236, 2048, !dbg !317
  %238 = icmp eq i16 %237, 0, !dbg !319
  br i1 %238, label %239, label %224, !dbg !319, !llvm.loop !324

239:                                              ; preds = %224, %217
  %240 = phi i32 [ 0, %217 ], [ %232, %224 ], !dbg !307
  %241 = mul nsw i32 %240, %221, !dbg !326
  %242 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext %167, i32 noundef signext %209, i32 noundef signext %241), !dbg !327
    #dbg_value(i32 0, !155, !DIExpression(), !173)
    #dbg_value(i32 0, !156, !DIExpression(), !328)
  br label %324, !dbg !329

243:                                              ; preds = %61, %243
  %244 = phi i8 [ %59, %61 ], [ %252, %243 ]
  %245 = phi ptr [ %1, %61 ], [ %251, %243 ]
    #dbg_value(ptr %245, !149, !DIExpression(), !223)
  %246 = load ptr, ptr %62, align 8, !dbg !330, !tbaa !180
  %247 = zext i8 %244 to i64, !dbg !330
  %248 = getelementptr inbounds i32, ptr %246, i64 %247, !dbg !330
  %249 = load i32, ptr %248, align 4, !dbg !330, !tbaa !332
    #dbg_value(i32 %249, !152, !DIExpression(), !334)
  %250 = trunc i32 %249 to i8, !dbg !335
  store i8 %250, ptr %245, align 1, !dbg !336, !tbaa !205
  %251 = getelementptr inbounds i8, ptr %245, i64 1, !dbg !337
    #dbg_value(ptr %251, !149, !DIExpression(), !223)
  %252 = load i8, ptr %251, align 1, !dbg !224, !tbaa !205
  %253 = icmp eq i8 %252, 0, !dbg !225
  br i1 %253, label %113, label %243, !dbg !225, !llvm.loop !338

254:                                              ; preds = %324
  %255 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %332), !dbg !340
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %2) #7, !dbg !341
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %2, ptr noundef nonnull align 1 dereferenceable(17) @__const.main.hex, i64 17, i1 false), !dbg !342, !DIAssignID !343
    #dbg_assign(i1 undef, !162, !DIExpression(), !343, ptr %2, !DIExpression(), !173)
    #dbg_value(i64 0, !163, !DIExpression(), !173)
    #dbg_value(ptr poison, !165, !DIExpression(), !344)
  %256 = tail call ptr @__ctype_tolower_loc() #6, !dbg !173
  %257 = load ptr, ptr %256, align 8, !tbaa !180
  %258 = ptrtoint ptr %2 to i64
  %259 = getelementptr inbounds i8, ptr %257, i64 196, !dbg !345
  %260 = load i32, ptr %259, align 4, !dbg !345, !tbaa !332
    #dbg_value(i32 %260, !170, !DIExpression(), !347)
  %261 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef signext %260) #8, !dbg !348
  %262 = ptrtoint ptr %261 to i64, !dbg !349
  %263 = sub i64 %262, %258, !dbg !349
    #dbg_value(i64 %263, !167, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !350)
    #dbg_value(i64 %263, !163, !DIExpression(DW_OP_constu, 4294967295, DW_OP_and, DW_OP_stack_value), !173)
    #dbg_value(ptr poison, !165, !DIExpression(), !344)
  %264 = getelementptr inbounds i8, ptr %257, i64 408, !dbg !345
  %265 = load i32, ptr %264, align 4, !dbg !345, !tbaa !332
    #dbg_value(i32 %265, !170, !DIExpression(), !347)
  %266 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef signext %265) #8, !dbg !348
  %267 = ptrtoint ptr %266 to i64, !dbg !349
  %268 = sub i64 %267, %258, !dbg !349
    #dbg_value(i64 %268, !167, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !350)
  %269 = shl i64 %263, 4, !dbg !351
  %270 = and i64 %269, 68719476720, !dbg !351
  %271 = and i64 %268, 4294967295, !dbg !352
  %272 = add nuw nsw i64 %271, %270, !dbg !353
    #dbg_value(i64 %272, !163, !DIExpression(), !173)
    #dbg_value(ptr poison, !165, !DIExpression(), !344)
  %273 = getelementptr inbounds i8, ptr %257, i64 200, !dbg !345
  %274 = load i32, ptr %273, align 4, !dbg !345, !tbaa !332
    #dbg_value(i32 %274, !170, !DIExpression(), !347)
  %275 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef signext %274) #8, !dbg !348
  %276 = ptrtoint ptr %275 to i64, !dbg !349
  %277 = sub i64 %276, %258, !dbg !349
    #dbg_value(i64 %277, !167, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !350)
    #dbg_value(!DIArgList(i64 %277, i64 %272), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !173)
    #dbg_value(ptr poison, !165, !DIExpression(), !344)
  %278 = getelementptr inbounds i8, ptr %257, i64 276, !dbg !345
  %279 = load i32, ptr %278, align 4, !dbg !345, !tbaa !332
    #dbg_value(i32 %279, !170, !DIExpression(), !347)
  %280 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef signext %279) #8, !dbg !348
  %281 = ptrtoint ptr %280 to i64, !dbg !349
  %282 = sub i64 %281, %258, !dbg !349
    #dbg_value(i64 %282, !167, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !350)
  %283 = shl nuw nsw i64 %272, 8, !dbg !351
  %284 = shl i64 %277, 4, !dbg !351
  %285 = and i64 %284, 68719476720, !dbg !351
  %286 = add nuw nsw i64 %283, %285, !dbg !351
  %287 = and i64 %282, 4294967295, !dbg !352
  %288 = add nuw nsw i64 %287, %286, !dbg !353
    #dbg_value(i64 %288, !163, !DIExpression(), !173)
    #dbg_value(ptr poison, !165, !DIExpression(), !344)
  %289 = getelementptr inbounds i8, ptr %257, i64 204, !dbg !345
  %290 = load i32, ptr %289, align 4, !dbg !345, !tbaa !332
    #dbg_value(i32 %290, !170, !DIExpression(), !347)
  %291 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef signext %290) #8, !dbg !348
  %292 = ptrtoint ptr %291 to i64, !dbg !349
  %293 = sub i64 %292, %258, !dbg !349
    #dbg_value(i64 %293, !167, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !350)
    #dbg_value(!DIArgList(i64 %293, i64 %288), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !173)
    #dbg_value(ptr poison, !165, !DIExpression(), !344)
  %294 = getelementptr inbounds i8, ptr %257, i64 400, !dbg !345
  %295 = load i32, ptr %294, align 4, !dbg !345, !tbaa !332
    #dbg_value(i32 %295, !170, !DIExpression(), !347)
  %296 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef signext %295) #8, !dbg !348
  %297 = ptrtoint ptr %296 to i64, !dbg !349
  %298 = sub i64 %297, %258, !dbg !349
    #dbg_value(i64 %298, !167, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !350)
  %299 = shl nuw nsw i64 %288, 8, !dbg !351
  %300 = shl i64 %293, 4, !dbg !351
  %301 = and i64 %300, 68719476720, !dbg !351
  %302 = add nuw nsw i64 %299, %301, !dbg !351
  %303 = and i64 %298, 4294967295, !dbg !352
  %304 = add nuw nsw i64 %303, %302, !dbg !353
    #dbg_value(i64 %304, !163, !DIExpression(), !173)
    #dbg_value(ptr poison, !165, !DIExpression(), !344)
  %305 = getelementptr inbounds i8, ptr %257, i64 208, !dbg !345
  %306 = load i32, ptr %305, align 4, !dbg !345, !tbaa !332
    #dbg_value(i32 %306, !170, !DIExpression(), !347)
  %307 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef signext %306) #8, !dbg !348
  %308 = ptrtoint ptr %307 to i64, !dbg !349
  %309 = sub i64 %308, %258, !dbg !349
    #dbg_value(i64 %309, !167, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !350)
    #dbg_value(!DIArgList(i64 %309, i64 %304), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !173)
    #dbg_value(ptr poison, !165, !DIExpression(), !344)
  %310 = getelementptr inbounds i8, ptr %257, i64 268, !dbg !345
  %311 = load i32, ptr %310, align 4, !dbg !345, !tbaa !332
    #dbg_value(i32 %311, !170, !DIExpression(), !347)
  %312 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef signext %311) #8, !dbg !348
  %313 = ptrtoint ptr %312 to i64, !dbg !349
  %314 = sub i64 %313, %258, !dbg !349
    #dbg_value(i64 %314, !167, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !350)
  %315 = shl nuw nsw i64 %304, 8, !dbg !351
  %316 = shl i64 %309, 4, !dbg !351
  %317 = and i64 %316, 68719476720, !dbg !351
  %318 = add nuw nsw i64 %315, %317, !dbg !351
  %319 = and i64 %314, 4294967295, !dbg !352
  %320 = add nuw nsw i64 %319, %318, !dbg !353
    #dbg_value(i64 %320, !163, !DIExpression(), !173)
    #dbg_value(ptr poison, !165, !DIExpression(), !344)
  %321 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %320), !dbg !354
  %322 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 65, i32 noundef signext 10, i32 noundef signext 127, i32 noundef signext 0), !dbg !355
  %323 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef signext 255, i32 noundef signext -1), !dbg !356
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %2) #7, !dbg !357
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #7, !dbg !357
  ret i32 0, !dbg !358

324:                                              ; preds = %239, %324
  %325 = phi i32 [ 0, %239 ], [ %333, %324 ]
  %326 = phi i32 [ 0, %239 ], [ %332, %324 ]
    #dbg_value(i32 %325, !156, !DIExpression(), !328)
    #dbg_value(i32 %326, !155, !DIExpression(), !173)
    #dbg_value(i32 %325, !158, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !359)
    #dbg_value(i32 %325, !161, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !359)
  %327 = mul i32 %326, 3, !dbg !360
  %328 = shl nuw i32 %325, 24, !dbg !361
  %329 = ashr exact i32 %328, 24, !dbg !361
  %330 = add i32 %327, 200, !dbg !362
  %331 = add i32 %330, %325, !dbg !363
  %332 = add i32 %331, %329, !dbg !364
    #dbg_value(i32 %332, !155, !DIExpression(), !173)
  %333 = add nuw nsw i32 %325, 1, !dbg !365
    #dbg_value(i32 %333, !156, !DIExpression(), !328)
  %334 = icmp eq i32 %333, 256, !dbg !366
  br i1 %334, label %254, label %324, !dbg !329, !llvm.loop !367
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !369 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !374 ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !380 ptr @__ctype_toupper_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !388 ptr @strchr(ptr noundef, i32 noundef signext) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !392 ptr @__ctype_tolower_loc() local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!115, !116, !117, !118, !119, !121, !122, !123, !124, !125}
!llvm.ident = !{!126}

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
!89 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
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
!118 = !{i32 1, !"target-abi", !"lp64d"}
!119 = !{i32 6, !"riscv-isa", !120}
!120 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!121 = !{i32 8, !"PIC Level", i32 2}
!122 = !{i32 7, !"PIE Level", i32 2}
!123 = !{i32 7, !"uwtable", i32 2}
!124 = !{i32 8, !"SmallDataLimit", i32 8}
!125 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!126 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!127 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !128, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!107}
!130 = !{!131, !132, !133, !134, !135, !137, !140, !142, !145, !149, !152, !155, !156, !158, !161, !162, !163, !165, !167, !170}
!131 = !DILocalVariable(name: "sc", scope: !127, file: !2, line: 23, type: !105)
!132 = !DILocalVariable(name: "uc", scope: !127, file: !2, line: 24, type: !106)
!133 = !DILocalVariable(name: "w", scope: !127, file: !2, line: 26, type: !105)
!134 = !DILocalVariable(name: "uw", scope: !127, file: !2, line: 27, type: !106)
!135 = !DILocalVariable(name: "hist", scope: !127, file: !2, line: 31, type: !136)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 192, elements: !62)
!137 = !DILocalVariable(name: "text", scope: !127, file: !2, line: 32, type: !138)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!140 = !DILocalVariable(name: "p", scope: !141, file: !2, line: 33, type: !138)
!141 = distinct !DILexicalBlock(scope: !127, file: !2, line: 33, column: 5)
!142 = !DILocalVariable(name: "c", scope: !143, file: !2, line: 34, type: !106)
!143 = distinct !DILexicalBlock(scope: !144, file: !2, line: 33, column: 41)
!144 = distinct !DILexicalBlock(scope: !141, file: !2, line: 33, column: 5)
!145 = !DILocalVariable(name: "buf", scope: !127, file: !2, line: 44, type: !146)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !147)
!147 = !{!148}
!148 = !DISubrange(count: 64)
!149 = !DILocalVariable(name: "p", scope: !150, file: !2, line: 50, type: !151)
!150 = distinct !DILexicalBlock(scope: !127, file: !2, line: 50, column: 5)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!152 = !DILocalVariable(name: "__res", scope: !153, file: !2, line: 50, type: !107)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 50, column: 45)
!154 = distinct !DILexicalBlock(scope: !150, file: !2, line: 50, column: 5)
!155 = !DILocalVariable(name: "sum", scope: !127, file: !2, line: 53, type: !90)
!156 = !DILocalVariable(name: "c", scope: !157, file: !2, line: 54, type: !107)
!157 = distinct !DILexicalBlock(scope: !127, file: !2, line: 54, column: 5)
!158 = !DILocalVariable(name: "s", scope: !159, file: !2, line: 55, type: !105)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 54, column: 35)
!160 = distinct !DILexicalBlock(scope: !157, file: !2, line: 54, column: 5)
!161 = !DILocalVariable(name: "u", scope: !159, file: !2, line: 56, type: !106)
!162 = !DILocalVariable(name: "hex", scope: !127, file: !2, line: 60, type: !51)
!163 = !DILocalVariable(name: "val", scope: !127, file: !2, line: 61, type: !164)
!164 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!165 = !DILocalVariable(name: "p", scope: !166, file: !2, line: 62, type: !138)
!166 = distinct !DILexicalBlock(scope: !127, file: !2, line: 62, column: 5)
!167 = !DILocalVariable(name: "d", scope: !168, file: !2, line: 63, type: !107)
!168 = distinct !DILexicalBlock(scope: !169, file: !2, line: 62, column: 47)
!169 = distinct !DILexicalBlock(scope: !166, file: !2, line: 62, column: 5)
!170 = !DILocalVariable(name: "__res", scope: !171, file: !2, line: 63, type: !107)
!171 = distinct !DILexicalBlock(scope: !168, file: !2, line: 63, column: 35)
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 0, scope: !127)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 25, column: 5, scope: !127)
!176 = !DILocation(line: 28, column: 5, scope: !127)
!177 = !DILocation(line: 29, column: 5, scope: !127)
!178 = !DILocation(line: 30, column: 5, scope: !127)
!179 = !DILocation(line: 0, scope: !141)
!180 = !{!181, !181, i64 0}
!181 = !{!"any pointer", !182, i64 0}
!182 = !{!"omnipotent char", !183, i64 0}
!183 = !{!"Simple C/C++ TBAA"}
!184 = !DILocation(line: 33, column: 5, scope: !141)
!185 = !DILocation(line: 42, column: 5, scope: !127)
!186 = !DILocation(line: 44, column: 5, scope: !127)
!187 = !DILocation(line: 45, column: 5, scope: !127)
!188 = !DILocalVariable(name: "s", arg: 1, scope: !189, file: !2, line: 7, type: !151)
!189 = distinct !DISubprogram(name: "caesar", scope: !2, file: !2, line: 7, type: !190, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !192)
!190 = !DISubroutineType(types: !191)
!191 = !{null, !151, !107}
!192 = !{!188, !193}
!193 = !DILocalVariable(name: "k", arg: 2, scope: !189, file: !2, line: 7, type: !107)
!194 = !DILocation(line: 0, scope: !189, inlinedAt: !195)
!195 = distinct !DILocation(line: 46, column: 5, scope: !127)
!196 = !DILocation(line: 8, column: 5, scope: !197, inlinedAt: !195)
!197 = distinct !DILexicalBlock(scope: !189, file: !2, line: 8, column: 5)
!198 = !DILocation(line: 0, scope: !199, inlinedAt: !195)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 9, column: 13)
!200 = distinct !DILexicalBlock(scope: !201, file: !2, line: 8, column: 21)
!201 = distinct !DILexicalBlock(scope: !197, file: !2, line: 8, column: 5)
!202 = !DILocation(line: 9, column: 23, scope: !199, inlinedAt: !195)
!203 = !DILocation(line: 10, column: 28, scope: !204, inlinedAt: !195)
!204 = distinct !DILexicalBlock(scope: !199, file: !2, line: 10, column: 18)
!205 = !{!182, !182, i64 0}
!206 = !DILocation(line: 8, column: 17, scope: !201, inlinedAt: !195)
!207 = !DILocation(line: 8, column: 12, scope: !201, inlinedAt: !195)
!208 = distinct !{!208, !196, !209, !210}
!209 = !DILocation(line: 11, column: 5, scope: !197, inlinedAt: !195)
!210 = !{!"llvm.loop.mustprogress"}
!211 = !DILocation(line: 47, column: 5, scope: !127)
!212 = !DILocation(line: 0, scope: !189, inlinedAt: !213)
!213 = distinct !DILocation(line: 48, column: 5, scope: !127)
!214 = !DILocation(line: 8, column: 12, scope: !201, inlinedAt: !213)
!215 = !DILocation(line: 8, column: 5, scope: !197, inlinedAt: !213)
!216 = !DILocation(line: 0, scope: !199, inlinedAt: !213)
!217 = !DILocation(line: 9, column: 23, scope: !199, inlinedAt: !213)
!218 = !DILocation(line: 10, column: 28, scope: !204, inlinedAt: !213)
!219 = !DILocation(line: 8, column: 17, scope: !201, inlinedAt: !213)
!220 = distinct !{!220, !215, !221, !210}
!221 = !DILocation(line: 11, column: 5, scope: !197, inlinedAt: !213)
!222 = !DILocation(line: 49, column: 5, scope: !127)
!223 = !DILocation(line: 0, scope: !150)
!224 = !DILocation(line: 50, column: 25, scope: !154)
!225 = !DILocation(line: 50, column: 5, scope: !150)
!226 = !DILocation(line: 0, scope: !143)
!227 = !DILocation(line: 35, column: 13, scope: !228)
!228 = distinct !DILexicalBlock(scope: !143, file: !2, line: 35, column: 13)
!229 = !{!230, !230, i64 0}
!230 = !{!"short", !182, i64 0}
!231 = !DILocation(line: 35, column: 13, scope: !143)
!232 = !DILocation(line: 35, column: 32, scope: !228)
!233 = !DILocation(line: 35, column: 25, scope: !228)
!234 = !DILocation(line: 36, column: 18, scope: !235)
!235 = distinct !DILexicalBlock(scope: !228, file: !2, line: 36, column: 18)
!236 = !DILocation(line: 36, column: 18, scope: !228)
!237 = !DILocation(line: 36, column: 37, scope: !235)
!238 = !DILocation(line: 36, column: 30, scope: !235)
!239 = !DILocation(line: 37, column: 18, scope: !240)
!240 = distinct !DILexicalBlock(scope: !235, file: !2, line: 37, column: 18)
!241 = !DILocation(line: 37, column: 18, scope: !235)
!242 = !DILocation(line: 37, column: 37, scope: !240)
!243 = !DILocation(line: 37, column: 30, scope: !240)
!244 = !DILocation(line: 38, column: 18, scope: !245)
!245 = distinct !DILexicalBlock(scope: !240, file: !2, line: 38, column: 18)
!246 = !DILocation(line: 38, column: 18, scope: !240)
!247 = !DILocation(line: 38, column: 37, scope: !245)
!248 = !DILocation(line: 38, column: 30, scope: !245)
!249 = !DILocation(line: 39, column: 18, scope: !250)
!250 = distinct !DILexicalBlock(scope: !245, file: !2, line: 39, column: 18)
!251 = !DILocation(line: 39, column: 18, scope: !245)
!252 = !DILocation(line: 39, column: 37, scope: !250)
!253 = !DILocation(line: 39, column: 30, scope: !250)
!254 = !DILocation(line: 40, column: 21, scope: !250)
!255 = !DILocation(line: 33, column: 37, scope: !144)
!256 = !DILocation(line: 33, column: 32, scope: !144)
!257 = distinct !{!257, !184, !258, !210}
!258 = !DILocation(line: 41, column: 5, scope: !141)
!259 = !DILocation(line: 51, column: 5, scope: !127)
!260 = !DILocalVariable(name: "s", arg: 1, scope: !261, file: !2, line: 14, type: !138)
!261 = distinct !DISubprogram(name: "parse_int", scope: !2, file: !2, line: 14, type: !262, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{!107, !138}
!264 = !{!260, !265, !266}
!265 = !DILocalVariable(name: "sign", scope: !261, file: !2, line: 15, type: !107)
!266 = !DILocalVariable(name: "v", scope: !261, file: !2, line: 15, type: !107)
!267 = !DILocation(line: 0, scope: !261, inlinedAt: !268)
!268 = distinct !DILocation(line: 52, column: 33, scope: !127)
!269 = !DILocation(line: 16, column: 5, scope: !261, inlinedAt: !268)
!270 = !DILocation(line: 16, column: 12, scope: !261, inlinedAt: !268)
!271 = !DILocation(line: 16, column: 41, scope: !261, inlinedAt: !268)
!272 = distinct !{!272, !269, !271, !210}
!273 = !DILocation(line: 17, column: 19, scope: !274, inlinedAt: !268)
!274 = distinct !DILexicalBlock(scope: !261, file: !2, line: 17, column: 9)
!275 = !DILocation(line: 17, column: 42, scope: !276, inlinedAt: !268)
!276 = distinct !DILexicalBlock(scope: !277, file: !2, line: 17, column: 39)
!277 = distinct !DILexicalBlock(scope: !274, file: !2, line: 17, column: 33)
!278 = !DILocation(line: 17, column: 39, scope: !277, inlinedAt: !268)
!279 = !DILocation(line: 18, column: 12, scope: !261, inlinedAt: !268)
!280 = !DILocation(line: 17, column: 66, scope: !277, inlinedAt: !268)
!281 = !DILocation(line: 18, column: 5, scope: !261, inlinedAt: !268)
!282 = !DILocation(line: 18, column: 46, scope: !261, inlinedAt: !268)
!283 = !DILocation(line: 18, column: 56, scope: !261, inlinedAt: !268)
!284 = !DILocation(line: 18, column: 59, scope: !261, inlinedAt: !268)
!285 = !DILocation(line: 18, column: 51, scope: !261, inlinedAt: !268)
!286 = distinct !{!286, !281, !287, !210}
!287 = !DILocation(line: 18, column: 64, scope: !261, inlinedAt: !268)
!288 = !DILocation(line: 0, scope: !261, inlinedAt: !289)
!289 = distinct !DILocation(line: 52, column: 52, scope: !127)
!290 = !DILocation(line: 16, column: 5, scope: !261, inlinedAt: !289)
!291 = !DILocation(line: 16, column: 12, scope: !261, inlinedAt: !289)
!292 = !DILocation(line: 16, column: 41, scope: !261, inlinedAt: !289)
!293 = distinct !{!293, !290, !292, !210}
!294 = !DILocation(line: 19, column: 17, scope: !261, inlinedAt: !268)
!295 = !DILocation(line: 17, column: 19, scope: !274, inlinedAt: !289)
!296 = !DILocation(line: 17, column: 42, scope: !276, inlinedAt: !289)
!297 = !DILocation(line: 17, column: 39, scope: !277, inlinedAt: !289)
!298 = !DILocation(line: 18, column: 12, scope: !261, inlinedAt: !289)
!299 = !DILocation(line: 17, column: 66, scope: !277, inlinedAt: !289)
!300 = !DILocation(line: 18, column: 5, scope: !261, inlinedAt: !289)
!301 = !DILocation(line: 18, column: 46, scope: !261, inlinedAt: !289)
!302 = !DILocation(line: 18, column: 56, scope: !261, inlinedAt: !289)
!303 = !DILocation(line: 18, column: 59, scope: !261, inlinedAt: !289)
!304 = !DILocation(line: 18, column: 51, scope: !261, inlinedAt: !289)
!305 = distinct !{!305, !300, !306, !210}
!306 = !DILocation(line: 18, column: 64, scope: !261, inlinedAt: !289)
!307 = !DILocation(line: 0, scope: !261, inlinedAt: !308)
!308 = distinct !DILocation(line: 52, column: 72, scope: !127)
!309 = !DILocation(line: 16, column: 5, scope: !261, inlinedAt: !308)
!310 = !DILocation(line: 16, column: 12, scope: !261, inlinedAt: !308)
!311 = !DILocation(line: 16, column: 41, scope: !261, inlinedAt: !308)
!312 = distinct !{!312, !309, !311, !210}
!313 = !DILocation(line: 19, column: 17, scope: !261, inlinedAt: !289)
!314 = !DILocation(line: 17, column: 19, scope: !274, inlinedAt: !308)
!315 = !DILocation(line: 17, column: 42, scope: !276, inlinedAt: !308)
!316 = !DILocation(line: 17, column: 39, scope: !277, inlinedAt: !308)
!317 = !DILocation(line: 18, column: 12, scope: !261, inlinedAt: !308)
!318 = !DILocation(line: 17, column: 66, scope: !277, inlinedAt: !308)
!319 = !DILocation(line: 18, column: 5, scope: !261, inlinedAt: !308)
!320 = !DILocation(line: 18, column: 46, scope: !261, inlinedAt: !308)
!321 = !DILocation(line: 18, column: 56, scope: !261, inlinedAt: !308)
!322 = !DILocation(line: 18, column: 59, scope: !261, inlinedAt: !308)
!323 = !DILocation(line: 18, column: 51, scope: !261, inlinedAt: !308)
!324 = distinct !{!324, !319, !325, !210}
!325 = !DILocation(line: 18, column: 64, scope: !261, inlinedAt: !308)
!326 = !DILocation(line: 19, column: 17, scope: !261, inlinedAt: !308)
!327 = !DILocation(line: 52, column: 5, scope: !127)
!328 = !DILocation(line: 0, scope: !157)
!329 = !DILocation(line: 54, column: 5, scope: !157)
!330 = !DILocation(line: 50, column: 45, scope: !331)
!331 = distinct !DILexicalBlock(scope: !153, file: !2, line: 50, column: 45)
!332 = !{!333, !333, i64 0}
!333 = !{!"int", !182, i64 0}
!334 = !DILocation(line: 0, scope: !153)
!335 = !DILocation(line: 50, column: 39, scope: !154)
!336 = !DILocation(line: 50, column: 37, scope: !154)
!337 = !DILocation(line: 50, column: 30, scope: !154)
!338 = distinct !{!338, !225, !339, !210}
!339 = !DILocation(line: 50, column: 45, scope: !150)
!340 = !DILocation(line: 59, column: 5, scope: !127)
!341 = !DILocation(line: 60, column: 5, scope: !127)
!342 = !DILocation(line: 60, column: 10, scope: !127)
!343 = distinct !DIAssignID()
!344 = !DILocation(line: 0, scope: !166)
!345 = !DILocation(line: 63, column: 35, scope: !346)
!346 = distinct !DILexicalBlock(scope: !171, file: !2, line: 63, column: 35)
!347 = !DILocation(line: 0, scope: !171)
!348 = !DILocation(line: 63, column: 23, scope: !168)
!349 = !DILocation(line: 63, column: 63, scope: !168)
!350 = !DILocation(line: 0, scope: !168)
!351 = !DILocation(line: 64, column: 19, scope: !168)
!352 = !DILocation(line: 64, column: 26, scope: !168)
!353 = !DILocation(line: 64, column: 24, scope: !168)
!354 = !DILocation(line: 66, column: 5, scope: !127)
!355 = !DILocation(line: 67, column: 5, scope: !127)
!356 = !DILocation(line: 68, column: 5, scope: !127)
!357 = !DILocation(line: 70, column: 1, scope: !127)
!358 = !DILocation(line: 69, column: 5, scope: !127)
!359 = !DILocation(line: 0, scope: !159)
!360 = !DILocation(line: 57, column: 19, scope: !159)
!361 = !DILocation(line: 57, column: 36, scope: !159)
!362 = !DILocation(line: 57, column: 38, scope: !159)
!363 = !DILocation(line: 57, column: 23, scope: !159)
!364 = !DILocation(line: 57, column: 45, scope: !159)
!365 = !DILocation(line: 54, column: 31, scope: !160)
!366 = !DILocation(line: 54, column: 23, scope: !160)
!367 = distinct !{!367, !329, !368, !210}
!368 = !DILocation(line: 58, column: 5, scope: !157)
!369 = !DISubprogram(name: "printf", scope: !370, file: !370, line: 356, type: !371, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!371 = !DISubroutineType(types: !372)
!372 = !{!107, !373, null}
!373 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !138)
!374 = !DISubprogram(name: "__ctype_b_loc", scope: !89, file: !89, line: 79, type: !375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DISubroutineType(types: !376)
!376 = !{!377}
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !378, size: 64)
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64)
!379 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !108)
!380 = !DISubprogram(name: "__ctype_toupper_loc", scope: !89, file: !89, line: 83, type: !381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubroutineType(types: !382)
!382 = !{!383}
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !385, size: 64)
!385 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !386)
!386 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !387, line: 41, baseType: !107)
!387 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!388 = !DISubprogram(name: "strchr", scope: !389, file: !389, line: 246, type: !390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!390 = !DISubroutineType(types: !391)
!391 = !{!151, !138, !107}
!392 = !DISubprogram(name: "__ctype_tolower_loc", scope: !89, file: !89, line: 81, type: !381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
