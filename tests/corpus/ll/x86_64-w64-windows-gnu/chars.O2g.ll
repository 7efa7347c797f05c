; ModuleID = 'tests/programs/chars.c'
source_filename = "tests/programs/chars.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !106 {
  %1 = alloca [64 x i8], align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !124, !DIExpression(), !146, ptr %1, !DIExpression(), !147)
  %2 = alloca [17 x i8], align 16, !DIAssignID !148
    #dbg_assign(i1 undef, !138, !DIExpression(), !148, ptr %2, !DIExpression(), !147)
    #dbg_value(i8 -100, !110, !DIExpression(), !147)
    #dbg_value(i8 -56, !111, !DIExpression(), !147)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef -100, i32 noundef 200, i32 noundef 100, i32 noundef -200), !dbg !149
    #dbg_value(i8 56, !112, !DIExpression(), !147)
    #dbg_value(i8 44, !113, !DIExpression(), !147)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 56, i32 noundef 44), !dbg !150
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef -64, i32 noundef 64), !dbg !151
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 1), !dbg !152
    #dbg_value(i32 0, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !147)
    #dbg_value(i32 0, !114, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !147)
    #dbg_value(i32 0, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !147)
    #dbg_value(i32 0, !114, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !147)
    #dbg_value(i32 0, !114, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !147)
    #dbg_value(i32 0, !114, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !147)
    #dbg_value(ptr @.str.4, !116, !DIExpression(), !147)
    #dbg_value(ptr @.str.4, !119, !DIExpression(), !153)
  br label %55, !dbg !154

3:                                                ; preds = %91
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %97, i32 noundef %96, i32 noundef %95, i32 noundef %94, i32 noundef %93, i32 noundef %92), !dbg !155
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #9, !dbg !156
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(23) %1, ptr noundef nonnull align 1 dereferenceable(23) @.str.6, i64 23, i1 false) #9, !dbg !157
    #dbg_value(ptr %1, !158, !DIExpression(), !164)
    #dbg_value(i32 13, !163, !DIExpression(), !164)
  br label %4, !dbg !166

4:                                                ; preds = %3, %21
  %5 = phi i8 [ %24, %21 ], [ 65, %3 ]
  %6 = phi ptr [ %22, %21 ], [ %1, %3 ]
    #dbg_value(ptr %6, !158, !DIExpression(), !164)
  %7 = add i8 %5, -97, !dbg !168
  %8 = icmp ult i8 %7, 26, !dbg !168
  br i1 %8, label %12, label %9, !dbg !168

9:                                                ; preds = %4
  %10 = add i8 %5, -65, !dbg !172
  %11 = icmp ult i8 %10, 26, !dbg !172
  br i1 %11, label %12, label %21, !dbg !172

12:                                               ; preds = %9, %4
  %13 = phi i8 [ -84, %4 ], [ -52, %9 ]
  %14 = phi i8 [ -110, %4 ], [ -78, %9 ]
  %15 = phi i8 [ 97, %4 ], [ 65, %9 ]
  %16 = add nsw i8 %13, %5, !dbg !174
  %17 = add nsw i8 %14, %5, !dbg !174
  %18 = icmp ult i8 %16, 26, !dbg !174
  %19 = select i1 %18, i8 %16, i8 %17, !dbg !174
  %20 = add nuw nsw i8 %19, %15, !dbg !174
  store i8 %20, ptr %6, align 1, !dbg !174, !tbaa !175
  br label %21, !dbg !178

21:                                               ; preds = %12, %9
  %22 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !178
    #dbg_value(ptr %22, !158, !DIExpression(), !164)
  %23 = load i8, ptr %22, align 1, !dbg !179, !tbaa !175
  %24 = freeze i8 %23, !dbg !180
  %25 = icmp eq i8 %24, 0, !dbg !166
  br i1 %25, label %26, label %4, !dbg !166, !llvm.loop !181

26:                                               ; preds = %21
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, ptr noundef nonnull %1), !dbg !184
    #dbg_value(ptr %1, !158, !DIExpression(), !185)
    #dbg_value(i32 13, !163, !DIExpression(), !185)
  %27 = load i8, ptr %1, align 16, !dbg !187, !tbaa !175
  %28 = freeze i8 %27, !dbg !188
  %29 = icmp eq i8 %28, 0, !dbg !189
  br i1 %29, label %52, label %30, !dbg !189

30:                                               ; preds = %26, %47
  %31 = phi i8 [ %50, %47 ], [ %28, %26 ]
  %32 = phi ptr [ %48, %47 ], [ %1, %26 ]
    #dbg_value(ptr %32, !158, !DIExpression(), !185)
  %33 = add i8 %31, -97, !dbg !190
  %34 = icmp ult i8 %33, 26, !dbg !190
  br i1 %34, label %38, label %35, !dbg !190

35:                                               ; preds = %30
  %36 = add i8 %31, -65, !dbg !191
  %37 = icmp ult i8 %36, 26, !dbg !191
  br i1 %37, label %38, label %47, !dbg !191

38:                                               ; preds = %35, %30
  %39 = phi i8 [ -84, %30 ], [ -52, %35 ]
  %40 = phi i8 [ -110, %30 ], [ -78, %35 ]
  %41 = phi i8 [ 97, %30 ], [ 65, %35 ]
  %42 = add nsw i8 %39, %31, !dbg !192
  %43 = add nsw i8 %40, %31, !dbg !192
  %44 = icmp ult i8 %42, 26, !dbg !192
  %45 = select i1 %44, i8 %42, i8 %43, !dbg !192
  %46 = add nuw nsw i8 %45, %41, !dbg !192
  store i8 %46, ptr %32, align 1, !dbg !192, !tbaa !175
  br label %47, !dbg !193

47:                                               ; preds = %38, %35
  %48 = getelementptr inbounds i8, ptr %32, i64 1, !dbg !193
    #dbg_value(ptr %48, !158, !DIExpression(), !185)
  %49 = load i8, ptr %48, align 1, !dbg !187, !tbaa !175
  %50 = freeze i8 %49, !dbg !188
  %51 = icmp eq i8 %50, 0, !dbg !189
  br i1 %51, label %52, label %30, !dbg !189, !llvm.loop !194

52:                                               ; preds = %47, %26
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, ptr noundef nonnull %1), !dbg !196
    #dbg_value(ptr %1, !128, !DIExpression(), !197)
  %53 = load i8, ptr %1, align 16, !dbg !198, !tbaa !175
  %54 = icmp eq i8 %53, 0, !dbg !200
  br i1 %54, label %102, label %211, !dbg !200

55:                                               ; preds = %0, %91
  %56 = phi i8 [ 72, %0 ], [ %100, %91 ]
  %57 = phi i32 [ 0, %0 ], [ %97, %91 ]
  %58 = phi i32 [ 0, %0 ], [ %96, %91 ]
  %59 = phi i32 [ 0, %0 ], [ %95, %91 ]
  %60 = phi i32 [ 0, %0 ], [ %94, %91 ]
  %61 = phi i64 [ 0, %0 ], [ %98, %91 ]
  %62 = phi i32 [ 0, %0 ], [ %93, %91 ]
  %63 = phi i32 [ 0, %0 ], [ %92, %91 ]
    #dbg_value(i32 %57, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !147)
    #dbg_value(i32 %58, !114, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !147)
    #dbg_value(i32 %59, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !147)
    #dbg_value(i32 %60, !114, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !147)
    #dbg_value(!DIArgList(ptr @.str.4, i64 %61), !119, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !153)
    #dbg_value(i32 %62, !114, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !147)
    #dbg_value(i32 %63, !114, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !147)
    #dbg_value(i8 %56, !121, !DIExpression(), !201)
  %64 = zext i8 %56 to i32, !dbg !202
  %65 = tail call i32 @isupper(i32 noundef %64) #10, !dbg !204
  %66 = icmp eq i32 %65, 0, !dbg !204
  br i1 %66, label %69, label %67, !dbg !205

67:                                               ; preds = %55
  %68 = add nsw i32 %57, 1, !dbg !206
    #dbg_value(i32 %68, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !147)
  br label %91, !dbg !207

69:                                               ; preds = %55
  %70 = tail call i32 @islower(i32 noundef %64) #10, !dbg !208
  %71 = icmp eq i32 %70, 0, !dbg !208
  br i1 %71, label %74, label %72, !dbg !210

72:                                               ; preds = %69
  %73 = add nsw i32 %58, 1, !dbg !211
    #dbg_value(i32 %73, !114, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !147)
  br label %91, !dbg !212

74:                                               ; preds = %69
  %75 = add nsw i32 %64, -48, !dbg !213
  %76 = icmp ult i32 %75, 10, !dbg !213
  br i1 %76, label %77, label %79, !dbg !215

77:                                               ; preds = %74
  %78 = add nsw i32 %59, 1, !dbg !216
    #dbg_value(i32 %78, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !147)
  br label %91, !dbg !217

79:                                               ; preds = %74
  %80 = tail call i32 @isspace(i32 noundef %64) #10, !dbg !218
  %81 = icmp eq i32 %80, 0, !dbg !218
  br i1 %81, label %84, label %82, !dbg !220

82:                                               ; preds = %79
  %83 = add nsw i32 %60, 1, !dbg !221
    #dbg_value(i32 %83, !114, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !147)
  br label %91, !dbg !222

84:                                               ; preds = %79
  %85 = tail call i32 @ispunct(i32 noundef %64) #10, !dbg !223
  %86 = icmp eq i32 %85, 0, !dbg !223
  br i1 %86, label %89, label %87, !dbg !225

87:                                               ; preds = %84
  %88 = add nsw i32 %62, 1, !dbg !226
    #dbg_value(i32 %88, !114, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !147)
  br label %91, !dbg !227

89:                                               ; preds = %84
  %90 = add nsw i32 %63, 1, !dbg !228
    #dbg_value(i32 %90, !114, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !147)
  br label %91

91:                                               ; preds = %72, %82, %89, %87, %77, %67
  %92 = phi i32 [ %63, %67 ], [ %63, %72 ], [ %63, %77 ], [ %63, %82 ], [ %63, %87 ], [ %90, %89 ], !dbg !147
  %93 = phi i32 [ %62, %67 ], [ %62, %72 ], [ %62, %77 ], [ %62, %82 ], [ %88, %87 ], [ %62, %89 ], !dbg !147
  %94 = phi i32 [ %60, %67 ], [ %60, %72 ], [ %60, %77 ], [ %83, %82 ], [ %60, %87 ], [ %60, %89 ], !dbg !147
  %95 = phi i32 [ %59, %67 ], [ %59, %72 ], [ %78, %77 ], [ %59, %82 ], [ %59, %87 ], [ %59, %89 ], !dbg !147
  %96 = phi i32 [ %58, %67 ], [ %73, %72 ], [ %58, %77 ], [ %58, %82 ], [ %58, %87 ], [ %58, %89 ], !dbg !147
  %97 = phi i32 [ %68, %67 ], [ %57, %72 ], [ %57, %77 ], [ %57, %82 ], [ %57, %87 ], [ %57, %89 ], !dbg !147
    #dbg_value(i32 %97, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !147)
    #dbg_value(i32 %96, !114, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !147)
    #dbg_value(i32 %95, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !147)
    #dbg_value(i32 %94, !114, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !147)
    #dbg_value(i32 %93, !114, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !147)
    #dbg_value(i32 %92, !114, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !147)
  %98 = add nuw nsw i64 %61, 1, !dbg !229
    #dbg_value(i32 %97, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !147)
    #dbg_value(i32 %96, !114, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !147)
    #dbg_value(i32 %95, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !147)
    #dbg_value(i32 %94, !114, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !147)
    #dbg_value(ptr %99, !119, !DIExpression(), !153)
    #dbg_value(i32 %93, !114, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !147)
    #dbg_value(i32 %92, !114, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !147)
  %99 = getelementptr inbounds i8, ptr @.str.4, i64 %98, !dbg !230
  %100 = load i8, ptr %99, align 1, !dbg !230, !tbaa !175
  %101 = icmp eq i64 %98, 52, !dbg !154
  br i1 %101, label %3, label %55, !dbg !154, !llvm.loop !231

102:                                              ; preds = %211, %52
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull %1), !dbg !233
    #dbg_value(ptr @.str.11, !234, !DIExpression(), !241)
    #dbg_value(i32 1, !239, !DIExpression(), !241)
    #dbg_value(i32 0, !240, !DIExpression(), !241)
  br label %103, !dbg !243

103:                                              ; preds = %103, %102
  %104 = phi ptr [ @.str.11, %102 ], [ %109, %103 ]
    #dbg_value(ptr %104, !234, !DIExpression(), !241)
  %105 = load i8, ptr %104, align 1, !dbg !244, !tbaa !175
  %106 = zext i8 %105 to i32, !dbg !245
  %107 = call i32 @isspace(i32 noundef %106) #10, !dbg !246
  %108 = icmp eq i32 %107, 0, !dbg !243
  %109 = getelementptr inbounds i8, ptr %104, i64 1, !dbg !247
    #dbg_value(ptr %109, !234, !DIExpression(), !241)
  br i1 %108, label %110, label %103, !dbg !243, !llvm.loop !248

110:                                              ; preds = %103
  switch i8 %105, label %116 [
    i8 45, label %111
    i8 43, label %111
  ], !dbg !249

111:                                              ; preds = %110, %110
  %112 = icmp eq i8 %105, 45, !dbg !251
  %113 = select i1 %112, i32 -1, i32 1, !dbg !254
    #dbg_value(i32 %113, !239, !DIExpression(), !241)
    #dbg_value(ptr %109, !234, !DIExpression(), !241)
  %114 = load i8, ptr %109, align 1, !dbg !255, !tbaa !175
  %115 = zext i8 %114 to i32, !dbg !256
  br label %116, !dbg !257

116:                                              ; preds = %111, %110
  %117 = phi i32 [ %106, %110 ], [ %115, %111 ], !dbg !256
  %118 = phi i8 [ %105, %110 ], [ %114, %111 ], !dbg !255
  %119 = phi ptr [ %104, %110 ], [ %109, %111 ]
  %120 = phi i32 [ 1, %110 ], [ %113, %111 ], !dbg !241
    #dbg_value(i32 %120, !239, !DIExpression(), !241)
    #dbg_value(ptr %119, !234, !DIExpression(), !241)
    #dbg_value(i32 0, !240, !DIExpression(), !241)
  %121 = add nsw i32 %117, -48, !dbg !258
  %122 = icmp ult i32 %121, 10, !dbg !258
  br i1 %122, label %123, label %136, !dbg !259

123:                                              ; preds = %116, %123
  %124 = phi i8 [ %132, %123 ], [ %118, %116 ]
  %125 = phi i32 [ %131, %123 ], [ 0, %116 ]
  %126 = phi ptr [ %128, %123 ], [ %119, %116 ]
    #dbg_value(i32 %125, !240, !DIExpression(), !241)
    #dbg_value(ptr %126, !234, !DIExpression(), !241)
  %127 = mul nsw i32 %125, 10, !dbg !260
  %128 = getelementptr inbounds i8, ptr %126, i64 1, !dbg !261
    #dbg_value(ptr %128, !234, !DIExpression(), !241)
  %129 = sext i8 %124 to i32, !dbg !262
  %130 = add nsw i32 %129, -48, !dbg !263
  %131 = add i32 %130, %127, !dbg !264
    #dbg_value(i32 %131, !240, !DIExpression(), !241)
  %132 = load i8, ptr %128, align 1, !dbg !255, !tbaa !175
  %133 = zext i8 %132 to i32, !dbg !256
  %134 = add nsw i32 %133, -48, !dbg !258
  %135 = icmp ult i32 %134, 10, !dbg !258
  br i1 %135, label %123, label %136, !dbg !259, !llvm.loop !265

136:                                              ; preds = %123, %116
  %137 = phi i32 [ 0, %116 ], [ %131, %123 ], !dbg !241
    #dbg_value(ptr @.str.12, !234, !DIExpression(), !267)
    #dbg_value(i32 1, !239, !DIExpression(), !267)
    #dbg_value(i32 0, !240, !DIExpression(), !267)
  br label %138, !dbg !269

138:                                              ; preds = %138, %136
  %139 = phi ptr [ @.str.12, %136 ], [ %144, %138 ]
    #dbg_value(ptr %139, !234, !DIExpression(), !267)
  %140 = load i8, ptr %139, align 1, !dbg !270, !tbaa !175
  %141 = zext i8 %140 to i32, !dbg !271
  %142 = call i32 @isspace(i32 noundef %141) #10, !dbg !272
  %143 = icmp eq i32 %142, 0, !dbg !269
  %144 = getelementptr inbounds i8, ptr %139, i64 1, !dbg !273
    #dbg_value(ptr %144, !234, !DIExpression(), !267)
  br i1 %143, label %145, label %138, !dbg !269, !llvm.loop !274

145:                                              ; preds = %138
  %146 = mul nsw i32 %137, %120, !dbg !275
  switch i8 %140, label %152 [
    i8 45, label %147
    i8 43, label %147
  ], !dbg !276

147:                                              ; preds = %145, %145
  %148 = icmp eq i8 %140, 45, !dbg !277
  %149 = select i1 %148, i32 -1, i32 1, !dbg !278
    #dbg_value(i32 %149, !239, !DIExpression(), !267)
    #dbg_value(ptr %144, !234, !DIExpression(), !267)
  %150 = load i8, ptr %144, align 1, !dbg !279, !tbaa !175
  %151 = zext i8 %150 to i32, !dbg !280
  br label %152, !dbg !281

152:                                              ; preds = %147, %145
  %153 = phi i32 [ %141, %145 ], [ %151, %147 ], !dbg !280
  %154 = phi i8 [ %140, %145 ], [ %150, %147 ], !dbg !279
  %155 = phi ptr [ %139, %145 ], [ %144, %147 ]
  %156 = phi i32 [ 1, %145 ], [ %149, %147 ], !dbg !267
    #dbg_value(i32 %156, !239, !DIExpression(), !267)
    #dbg_value(ptr %155, !234, !DIExpression(), !267)
    #dbg_value(i32 0, !240, !DIExpression(), !267)
  %157 = add nsw i32 %153, -48, !dbg !282
  %158 = icmp ult i32 %157, 10, !dbg !282
  br i1 %158, label %159, label %172, !dbg !283

159:                                              ; preds = %152, %159
  %160 = phi i8 [ %168, %159 ], [ %154, %152 ]
  %161 = phi i32 [ %167, %159 ], [ 0, %152 ]
  %162 = phi ptr [ %164, %159 ], [ %155, %152 ]
    #dbg_value(i32 %161, !240, !DIExpression(), !267)
    #dbg_value(ptr %162, !234, !DIExpression(), !267)
  %163 = mul nsw i32 %161, 10, !dbg !284
  %164 = getelementptr inbounds i8, ptr %162, i64 1, !dbg !285
    #dbg_value(ptr %164, !234, !DIExpression(), !267)
  %165 = sext i8 %160 to i32, !dbg !286
  %166 = add nsw i32 %165, -48, !dbg !287
  %167 = add i32 %166, %163, !dbg !288
    #dbg_value(i32 %167, !240, !DIExpression(), !267)
  %168 = load i8, ptr %164, align 1, !dbg !279, !tbaa !175
  %169 = zext i8 %168 to i32, !dbg !280
  %170 = add nsw i32 %169, -48, !dbg !282
  %171 = icmp ult i32 %170, 10, !dbg !282
  br i1 %171, label %159, label %172, !dbg !283, !llvm.loop !289

172:                                              ; preds = %159, %152
  %173 = phi i32 [ 0, %152 ], [ %167, %159 ], !dbg !267
    #dbg_value(ptr @.str.13, !234, !DIExpression(), !291)
    #dbg_value(i32 1, !239, !DIExpression(), !291)
    #dbg_value(i32 0, !240, !DIExpression(), !291)
  br label %174, !dbg !293

174:                                              ; preds = %174, %172
  %175 = phi ptr [ @.str.13, %172 ], [ %180, %174 ]
    #dbg_value(ptr %175, !234, !DIExpression(), !291)
  %176 = load i8, ptr %175, align 1, !dbg !294, !tbaa !175
  %177 = zext i8 %176 to i32, !dbg !295
  %178 = call i32 @isspace(i32 noundef %177) #10, !dbg !296
  %179 = icmp eq i32 %178, 0, !dbg !293
  %180 = getelementptr inbounds i8, ptr %175, i64 1, !dbg !297
    #dbg_value(ptr %180, !234, !DIExpression(), !291)
  br i1 %179, label %181, label %174, !dbg !293, !llvm.loop !298

181:                                              ; preds = %174
  %182 = mul nsw i32 %173, %156, !dbg !299
  switch i8 %176, label %188 [
    i8 45, label %183
    i8 43, label %183
  ], !dbg !300

183:                                              ; preds = %181, %181
  %184 = icmp eq i8 %176, 45, !dbg !301
  %185 = select i1 %184, i32 -1, i32 1, !dbg !302
    #dbg_value(i32 %185, !239, !DIExpression(), !291)
    #dbg_value(ptr %180, !234, !DIExpression(), !291)
  %186 = load i8, ptr %180, align 1, !dbg !303, !tbaa !175
  %187 = zext i8 %186 to i32, !dbg !304
  br label %188, !dbg !305

188:                                              ; preds = %183, %181
  %189 = phi i32 [ %177, %181 ], [ %187, %183 ], !dbg !304
  %190 = phi i8 [ %176, %181 ], [ %186, %183 ], !dbg !303
  %191 = phi ptr [ %175, %181 ], [ %180, %183 ]
  %192 = phi i32 [ 1, %181 ], [ %185, %183 ], !dbg !291
    #dbg_value(i32 %192, !239, !DIExpression(), !291)
    #dbg_value(ptr %191, !234, !DIExpression(), !291)
    #dbg_value(i32 0, !240, !DIExpression(), !291)
  %193 = add nsw i32 %189, -48, !dbg !306
  %194 = icmp ult i32 %193, 10, !dbg !306
  br i1 %194, label %195, label %208, !dbg !307

195:                                              ; preds = %188, %195
  %196 = phi i8 [ %204, %195 ], [ %190, %188 ]
  %197 = phi i32 [ %203, %195 ], [ 0, %188 ]
  %198 = phi ptr [ %200, %195 ], [ %191, %188 ]
    #dbg_value(i32 %197, !240, !DIExpression(), !291)
    #dbg_value(ptr %198, !234, !DIExpression(), !291)
  %199 = mul nsw i32 %197, 10, !dbg !308
  %200 = getelementptr inbounds i8, ptr %198, i64 1, !dbg !309
    #dbg_value(ptr %200, !234, !DIExpression(), !291)
  %201 = sext i8 %196 to i32, !dbg !310
  %202 = add nsw i32 %201, -48, !dbg !311
  %203 = add i32 %202, %199, !dbg !312
    #dbg_value(i32 %203, !240, !DIExpression(), !291)
  %204 = load i8, ptr %200, align 1, !dbg !303, !tbaa !175
  %205 = zext i8 %204 to i32, !dbg !304
  %206 = add nsw i32 %205, -48, !dbg !306
  %207 = icmp ult i32 %206, 10, !dbg !306
  br i1 %207, label %195, label %208, !dbg !307, !llvm.loop !313

208:                                              ; preds = %195, %188
  %209 = phi i32 [ 0, %188 ], [ %203, %195 ], !dbg !291
  %210 = mul nsw i32 %209, %192, !dbg !315
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %146, i32 noundef %182, i32 noundef %210), !dbg !316
    #dbg_value(i32 0, !131, !DIExpression(), !147)
    #dbg_value(i32 0, !132, !DIExpression(), !317)
  br label %276, !dbg !318

211:                                              ; preds = %52, %211
  %212 = phi i8 [ %218, %211 ], [ %53, %52 ]
  %213 = phi ptr [ %217, %211 ], [ %1, %52 ]
    #dbg_value(ptr %213, !128, !DIExpression(), !197)
  %214 = zext i8 %212 to i32, !dbg !319
  %215 = call i32 @toupper(i32 noundef %214) #10, !dbg !320
  %216 = trunc i32 %215 to i8, !dbg !321
  store i8 %216, ptr %213, align 1, !dbg !322, !tbaa !175
  %217 = getelementptr inbounds i8, ptr %213, i64 1, !dbg !323
    #dbg_value(ptr %217, !128, !DIExpression(), !197)
  %218 = load i8, ptr %217, align 1, !dbg !198, !tbaa !175
  %219 = icmp eq i8 %218, 0, !dbg !200
  br i1 %219, label %102, label %211, !dbg !200, !llvm.loop !324

220:                                              ; preds = %276
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %291), !dbg !326
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %2) #9, !dbg !327
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(17) %2, ptr noundef nonnull align 16 dereferenceable(17) @__const.main.hex, i64 17, i1 false), !dbg !328, !DIAssignID !329
    #dbg_assign(i1 undef, !138, !DIExpression(), !329, ptr %2, !DIExpression(), !147)
    #dbg_value(i64 0, !139, !DIExpression(), !147)
    #dbg_value(ptr poison, !141, !DIExpression(), !330)
  %221 = ptrtoint ptr %2 to i64
  %222 = call i32 @tolower(i32 noundef 49) #10, !dbg !331
  %223 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %222) #9, !dbg !332
  %224 = ptrtoint ptr %223 to i64, !dbg !333
  %225 = sub i64 %224, %221, !dbg !333
    #dbg_value(i64 %225, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !334)
    #dbg_value(i64 %225, !139, !DIExpression(DW_OP_constu, 4294967295, DW_OP_and, DW_OP_stack_value), !147)
    #dbg_value(ptr poison, !141, !DIExpression(), !330)
  %226 = call i32 @tolower(i32 noundef 102) #10, !dbg !331
  %227 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %226) #9, !dbg !332
  %228 = ptrtoint ptr %227 to i64, !dbg !333
  %229 = sub i64 %228, %221, !dbg !333
    #dbg_value(i64 %229, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !334)
  %230 = shl i64 %225, 4, !dbg !335
  %231 = and i64 %230, 68719476720, !dbg !335
  %232 = and i64 %229, 4294967295, !dbg !336
  %233 = add nuw nsw i64 %232, %231, !dbg !337
    #dbg_value(i64 %233, !139, !DIExpression(), !147)
    #dbg_value(ptr poison, !141, !DIExpression(), !330)
  %234 = call i32 @tolower(i32 noundef 50) #10, !dbg !331
  %235 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %234) #9, !dbg !332
  %236 = ptrtoint ptr %235 to i64, !dbg !333
  %237 = sub i64 %236, %221, !dbg !333
    #dbg_value(i64 %237, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !334)
    #dbg_value(!DIArgList(i64 %237, i64 %233), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !147)
    #dbg_value(ptr poison, !141, !DIExpression(), !330)
  %238 = call i32 @tolower(i32 noundef 69) #10, !dbg !331
  %239 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %238) #9, !dbg !332
  %240 = ptrtoint ptr %239 to i64, !dbg !333
  %241 = sub i64 %240, %221, !dbg !333
    #dbg_value(i64 %241, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !334)
  %242 = shl nuw nsw i64 %233, 8, !dbg !335
  %243 = shl i64 %237, 4, !dbg !335
  %244 = and i64 %243, 68719476720, !dbg !335
  %245 = add nuw nsw i64 %242, %244, !dbg !335
  %246 = and i64 %241, 4294967295, !dbg !336
  %247 = add nuw nsw i64 %246, %245, !dbg !337
    #dbg_value(i64 %247, !139, !DIExpression(), !147)
    #dbg_value(ptr poison, !141, !DIExpression(), !330)
  %248 = call i32 @tolower(i32 noundef 51) #10, !dbg !331
  %249 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %248) #9, !dbg !332
  %250 = ptrtoint ptr %249 to i64, !dbg !333
  %251 = sub i64 %250, %221, !dbg !333
    #dbg_value(i64 %251, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !334)
    #dbg_value(!DIArgList(i64 %251, i64 %247), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !147)
    #dbg_value(ptr poison, !141, !DIExpression(), !330)
  %252 = call i32 @tolower(i32 noundef 100) #10, !dbg !331
  %253 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %252) #9, !dbg !332
  %254 = ptrtoint ptr %253 to i64, !dbg !333
  %255 = sub i64 %254, %221, !dbg !333
    #dbg_value(i64 %255, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !334)
  %256 = shl nuw nsw i64 %247, 8, !dbg !335
  %257 = shl i64 %251, 4, !dbg !335
  %258 = and i64 %257, 68719476720, !dbg !335
  %259 = add nuw nsw i64 %256, %258, !dbg !335
  %260 = and i64 %255, 4294967295, !dbg !336
  %261 = add nuw nsw i64 %260, %259, !dbg !337
    #dbg_value(i64 %261, !139, !DIExpression(), !147)
    #dbg_value(ptr poison, !141, !DIExpression(), !330)
  %262 = call i32 @tolower(i32 noundef 52) #10, !dbg !331
  %263 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %262) #9, !dbg !332
  %264 = ptrtoint ptr %263 to i64, !dbg !333
  %265 = sub i64 %264, %221, !dbg !333
    #dbg_value(i64 %265, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !334)
    #dbg_value(!DIArgList(i64 %265, i64 %261), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !147)
    #dbg_value(ptr poison, !141, !DIExpression(), !330)
  %266 = call i32 @tolower(i32 noundef 67) #10, !dbg !331
  %267 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %266) #9, !dbg !332
  %268 = ptrtoint ptr %267 to i64, !dbg !333
  %269 = sub i64 %268, %221, !dbg !333
    #dbg_value(i64 %269, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !334)
  %270 = shl nuw nsw i64 %261, 8, !dbg !335
  %271 = shl i64 %265, 4, !dbg !335
  %272 = and i64 %271, 68719476720, !dbg !335
  %273 = add nuw nsw i64 %270, %272, !dbg !335
  %274 = and i64 %269, 4294967295, !dbg !336
  %275 = add nuw nsw i64 %274, %273, !dbg !337
    #dbg_value(i64 %275, !139, !DIExpression(), !147)
    #dbg_value(ptr poison, !141, !DIExpression(), !330)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, i64 noundef %275), !dbg !338
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 65, i32 noundef 10, i32 noundef 127, i64 noundef 0), !dbg !339
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, i32 noundef 255, i32 noundef -1), !dbg !340
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %2) #9, !dbg !341
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #9, !dbg !341
  ret i32 0, !dbg !342

276:                                              ; preds = %276, %208
  %277 = phi i32 [ 0, %208 ], [ %292, %276 ]
  %278 = phi i32 [ 0, %208 ], [ %291, %276 ]
    #dbg_value(i32 %277, !132, !DIExpression(), !317)
    #dbg_value(i32 %278, !131, !DIExpression(), !147)
    #dbg_value(i32 %277, !134, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !343)
    #dbg_value(i32 %277, !137, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !343)
  %279 = mul i32 %278, 3, !dbg !344
  %280 = shl nuw i32 %277, 24, !dbg !345
  %281 = ashr exact i32 %280, 24, !dbg !345
  %282 = add i32 %279, 200, !dbg !346
  %283 = add i32 %282, %277, !dbg !347
  %284 = add i32 %283, %281, !dbg !348
    #dbg_value(i32 %284, !131, !DIExpression(), !147)
  %285 = or disjoint i32 %277, 1, !dbg !349
    #dbg_value(i32 %285, !132, !DIExpression(), !317)
    #dbg_value(i32 %285, !134, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !343)
    #dbg_value(i32 %285, !137, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !343)
  %286 = mul i32 %284, 3, !dbg !344
  %287 = shl nuw i32 %285, 24, !dbg !345
  %288 = ashr exact i32 %287, 24, !dbg !345
  %289 = add i32 %286, 200, !dbg !346
  %290 = add i32 %289, %285, !dbg !347
  %291 = add i32 %290, %288, !dbg !348
    #dbg_value(i32 %291, !131, !DIExpression(), !147)
  %292 = add nuw nsw i32 %277, 2, !dbg !349
    #dbg_value(i32 %292, !132, !DIExpression(), !317)
  %293 = icmp eq i32 %292, 256, !dbg !350
  br i1 %293, label %220, label %276, !dbg !318, !llvm.loop !351
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !353 {
  %2 = alloca ptr, align 8, !DIAssignID !362
    #dbg_assign(i1 undef, !360, !DIExpression(), !362, ptr %2, !DIExpression(), !363)
    #dbg_value(ptr %0, !358, !DIExpression(), !363)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !364
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !365
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9, !dbg !366
  %4 = load ptr, ptr %2, align 8, !dbg !367, !tbaa !368
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9, !dbg !370
    #dbg_value(i32 %5, !359, !DIExpression(), !363)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !371
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !372
  ret void, !dbg !373
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !374 dllimport i32 @isupper(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !378 dllimport i32 @islower(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !379 dllimport i32 @isspace(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !380 dllimport i32 @ispunct(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !381 dllimport i32 @toupper(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !382 dso_local ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !386 dllimport i32 @tolower(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare !dbg !387 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare !dbg !407 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!98, !99, !100, !101, !102, !103, !104}
!llvm.ident = !{!105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/chars.c", directory: ".")
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
!86 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !87, globals: !92, splitDebugInlining: false, nameTableKind: None)
!87 = !{!88, !89, !4, !90, !91}
!88 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!89 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!90 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!91 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!92 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !49, !54, !59, !64, !69, !93, !74, !76, !81}
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 9)
!98 = !{i32 7, !"Dwarf Version", i32 4}
!99 = !{i32 2, !"Debug Info Version", i32 3}
!100 = !{i32 1, !"wchar_size", i32 2}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"uwtable", i32 2}
!103 = !{i32 1, !"MaxTLSAlign", i32 65536}
!104 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!105 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!106 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !107, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!91}
!109 = !{!110, !111, !112, !113, !114, !116, !119, !121, !124, !128, !131, !132, !134, !137, !138, !139, !141, !143}
!110 = !DILocalVariable(name: "sc", scope: !106, file: !2, line: 23, type: !88)
!111 = !DILocalVariable(name: "uc", scope: !106, file: !2, line: 24, type: !89)
!112 = !DILocalVariable(name: "w", scope: !106, file: !2, line: 26, type: !88)
!113 = !DILocalVariable(name: "uw", scope: !106, file: !2, line: 27, type: !89)
!114 = !DILocalVariable(name: "hist", scope: !106, file: !2, line: 31, type: !115)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 192, elements: !62)
!116 = !DILocalVariable(name: "text", scope: !106, file: !2, line: 32, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!119 = !DILocalVariable(name: "p", scope: !120, file: !2, line: 33, type: !117)
!120 = distinct !DILexicalBlock(scope: !106, file: !2, line: 33, column: 5)
!121 = !DILocalVariable(name: "c", scope: !122, file: !2, line: 34, type: !89)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 33, column: 41)
!123 = distinct !DILexicalBlock(scope: !120, file: !2, line: 33, column: 5)
!124 = !DILocalVariable(name: "buf", scope: !106, file: !2, line: 44, type: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: 64)
!128 = !DILocalVariable(name: "p", scope: !129, file: !2, line: 50, type: !130)
!129 = distinct !DILexicalBlock(scope: !106, file: !2, line: 50, column: 5)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!131 = !DILocalVariable(name: "sum", scope: !106, file: !2, line: 53, type: !90)
!132 = !DILocalVariable(name: "c", scope: !133, file: !2, line: 54, type: !91)
!133 = distinct !DILexicalBlock(scope: !106, file: !2, line: 54, column: 5)
!134 = !DILocalVariable(name: "s", scope: !135, file: !2, line: 55, type: !88)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 54, column: 35)
!136 = distinct !DILexicalBlock(scope: !133, file: !2, line: 54, column: 5)
!137 = !DILocalVariable(name: "u", scope: !135, file: !2, line: 56, type: !89)
!138 = !DILocalVariable(name: "hex", scope: !106, file: !2, line: 60, type: !51)
!139 = !DILocalVariable(name: "val", scope: !106, file: !2, line: 61, type: !140)
!140 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!141 = !DILocalVariable(name: "p", scope: !142, file: !2, line: 62, type: !117)
!142 = distinct !DILexicalBlock(scope: !106, file: !2, line: 62, column: 5)
!143 = !DILocalVariable(name: "d", scope: !144, file: !2, line: 63, type: !91)
!144 = distinct !DILexicalBlock(scope: !145, file: !2, line: 62, column: 47)
!145 = distinct !DILexicalBlock(scope: !142, file: !2, line: 62, column: 5)
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 0, scope: !106)
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 25, column: 5, scope: !106)
!150 = !DILocation(line: 28, column: 5, scope: !106)
!151 = !DILocation(line: 29, column: 5, scope: !106)
!152 = !DILocation(line: 30, column: 5, scope: !106)
!153 = !DILocation(line: 0, scope: !120)
!154 = !DILocation(line: 33, column: 5, scope: !120)
!155 = !DILocation(line: 42, column: 5, scope: !106)
!156 = !DILocation(line: 44, column: 5, scope: !106)
!157 = !DILocation(line: 45, column: 5, scope: !106)
!158 = !DILocalVariable(name: "s", arg: 1, scope: !159, file: !2, line: 7, type: !130)
!159 = distinct !DISubprogram(name: "caesar", scope: !2, file: !2, line: 7, type: !160, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !130, !91}
!162 = !{!158, !163}
!163 = !DILocalVariable(name: "k", arg: 2, scope: !159, file: !2, line: 7, type: !91)
!164 = !DILocation(line: 0, scope: !159, inlinedAt: !165)
!165 = distinct !DILocation(line: 46, column: 5, scope: !106)
!166 = !DILocation(line: 8, column: 5, scope: !167, inlinedAt: !165)
!167 = distinct !DILexicalBlock(scope: !159, file: !2, line: 8, column: 5)
!168 = !DILocation(line: 9, column: 23, scope: !169, inlinedAt: !165)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 9, column: 13)
!170 = distinct !DILexicalBlock(scope: !171, file: !2, line: 8, column: 21)
!171 = distinct !DILexicalBlock(scope: !167, file: !2, line: 8, column: 5)
!172 = !DILocation(line: 10, column: 28, scope: !173, inlinedAt: !165)
!173 = distinct !DILexicalBlock(scope: !169, file: !2, line: 10, column: 18)
!174 = !DILocation(line: 0, scope: !169, inlinedAt: !165)
!175 = !{!176, !176, i64 0}
!176 = !{!"omnipotent char", !177, i64 0}
!177 = !{!"Simple C/C++ TBAA"}
!178 = !DILocation(line: 8, column: 17, scope: !171, inlinedAt: !165)
!179 = !DILocation(line: 8, column: 12, scope: !171, inlinedAt: !165)
!180 = !DILocation(line: 10, column: 70, scope: !173, inlinedAt: !165)
!181 = distinct !{!181, !166, !182, !183}
!182 = !DILocation(line: 11, column: 5, scope: !167, inlinedAt: !165)
!183 = !{!"llvm.loop.mustprogress"}
!184 = !DILocation(line: 47, column: 5, scope: !106)
!185 = !DILocation(line: 0, scope: !159, inlinedAt: !186)
!186 = distinct !DILocation(line: 48, column: 5, scope: !106)
!187 = !DILocation(line: 8, column: 12, scope: !171, inlinedAt: !186)
!188 = !DILocation(line: 10, column: 70, scope: !173, inlinedAt: !186)
!189 = !DILocation(line: 8, column: 5, scope: !167, inlinedAt: !186)
!190 = !DILocation(line: 9, column: 23, scope: !169, inlinedAt: !186)
!191 = !DILocation(line: 10, column: 28, scope: !173, inlinedAt: !186)
!192 = !DILocation(line: 0, scope: !169, inlinedAt: !186)
!193 = !DILocation(line: 8, column: 17, scope: !171, inlinedAt: !186)
!194 = distinct !{!194, !189, !195, !183}
!195 = !DILocation(line: 11, column: 5, scope: !167, inlinedAt: !186)
!196 = !DILocation(line: 49, column: 5, scope: !106)
!197 = !DILocation(line: 0, scope: !129)
!198 = !DILocation(line: 50, column: 25, scope: !199)
!199 = distinct !DILexicalBlock(scope: !129, file: !2, line: 50, column: 5)
!200 = !DILocation(line: 50, column: 5, scope: !129)
!201 = !DILocation(line: 0, scope: !122)
!202 = !DILocation(line: 35, column: 21, scope: !203)
!203 = distinct !DILexicalBlock(scope: !122, file: !2, line: 35, column: 13)
!204 = !DILocation(line: 35, column: 13, scope: !203)
!205 = !DILocation(line: 35, column: 13, scope: !122)
!206 = !DILocation(line: 35, column: 32, scope: !203)
!207 = !DILocation(line: 35, column: 25, scope: !203)
!208 = !DILocation(line: 36, column: 18, scope: !209)
!209 = distinct !DILexicalBlock(scope: !203, file: !2, line: 36, column: 18)
!210 = !DILocation(line: 36, column: 18, scope: !203)
!211 = !DILocation(line: 36, column: 37, scope: !209)
!212 = !DILocation(line: 36, column: 30, scope: !209)
!213 = !DILocation(line: 37, column: 18, scope: !214)
!214 = distinct !DILexicalBlock(scope: !209, file: !2, line: 37, column: 18)
!215 = !DILocation(line: 37, column: 18, scope: !209)
!216 = !DILocation(line: 37, column: 37, scope: !214)
!217 = !DILocation(line: 37, column: 30, scope: !214)
!218 = !DILocation(line: 38, column: 18, scope: !219)
!219 = distinct !DILexicalBlock(scope: !214, file: !2, line: 38, column: 18)
!220 = !DILocation(line: 38, column: 18, scope: !214)
!221 = !DILocation(line: 38, column: 37, scope: !219)
!222 = !DILocation(line: 38, column: 30, scope: !219)
!223 = !DILocation(line: 39, column: 18, scope: !224)
!224 = distinct !DILexicalBlock(scope: !219, file: !2, line: 39, column: 18)
!225 = !DILocation(line: 39, column: 18, scope: !219)
!226 = !DILocation(line: 39, column: 37, scope: !224)
!227 = !DILocation(line: 39, column: 30, scope: !224)
!228 = !DILocation(line: 40, column: 21, scope: !224)
!229 = !DILocation(line: 33, column: 37, scope: !123)
!230 = !DILocation(line: 33, column: 32, scope: !123)
!231 = distinct !{!231, !154, !232, !183}
!232 = !DILocation(line: 41, column: 5, scope: !120)
!233 = !DILocation(line: 51, column: 5, scope: !106)
!234 = !DILocalVariable(name: "s", arg: 1, scope: !235, file: !2, line: 14, type: !117)
!235 = distinct !DISubprogram(name: "parse_int", scope: !2, file: !2, line: 14, type: !236, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !238)
!236 = !DISubroutineType(types: !237)
!237 = !{!91, !117}
!238 = !{!234, !239, !240}
!239 = !DILocalVariable(name: "sign", scope: !235, file: !2, line: 15, type: !91)
!240 = !DILocalVariable(name: "v", scope: !235, file: !2, line: 15, type: !91)
!241 = !DILocation(line: 0, scope: !235, inlinedAt: !242)
!242 = distinct !DILocation(line: 52, column: 33, scope: !106)
!243 = !DILocation(line: 16, column: 5, scope: !235, inlinedAt: !242)
!244 = !DILocation(line: 16, column: 35, scope: !235, inlinedAt: !242)
!245 = !DILocation(line: 16, column: 20, scope: !235, inlinedAt: !242)
!246 = !DILocation(line: 16, column: 12, scope: !235, inlinedAt: !242)
!247 = !DILocation(line: 16, column: 41, scope: !235, inlinedAt: !242)
!248 = distinct !{!248, !243, !247, !183}
!249 = !DILocation(line: 17, column: 19, scope: !250, inlinedAt: !242)
!250 = distinct !DILexicalBlock(scope: !235, file: !2, line: 17, column: 9)
!251 = !DILocation(line: 17, column: 42, scope: !252, inlinedAt: !242)
!252 = distinct !DILexicalBlock(scope: !253, file: !2, line: 17, column: 39)
!253 = distinct !DILexicalBlock(scope: !250, file: !2, line: 17, column: 33)
!254 = !DILocation(line: 17, column: 39, scope: !253, inlinedAt: !242)
!255 = !DILocation(line: 18, column: 35, scope: !235, inlinedAt: !242)
!256 = !DILocation(line: 18, column: 20, scope: !235, inlinedAt: !242)
!257 = !DILocation(line: 17, column: 66, scope: !253, inlinedAt: !242)
!258 = !DILocation(line: 18, column: 12, scope: !235, inlinedAt: !242)
!259 = !DILocation(line: 18, column: 5, scope: !235, inlinedAt: !242)
!260 = !DILocation(line: 18, column: 46, scope: !235, inlinedAt: !242)
!261 = !DILocation(line: 18, column: 56, scope: !235, inlinedAt: !242)
!262 = !DILocation(line: 18, column: 54, scope: !235, inlinedAt: !242)
!263 = !DILocation(line: 18, column: 59, scope: !235, inlinedAt: !242)
!264 = !DILocation(line: 18, column: 51, scope: !235, inlinedAt: !242)
!265 = distinct !{!265, !259, !266, !183}
!266 = !DILocation(line: 18, column: 64, scope: !235, inlinedAt: !242)
!267 = !DILocation(line: 0, scope: !235, inlinedAt: !268)
!268 = distinct !DILocation(line: 52, column: 52, scope: !106)
!269 = !DILocation(line: 16, column: 5, scope: !235, inlinedAt: !268)
!270 = !DILocation(line: 16, column: 35, scope: !235, inlinedAt: !268)
!271 = !DILocation(line: 16, column: 20, scope: !235, inlinedAt: !268)
!272 = !DILocation(line: 16, column: 12, scope: !235, inlinedAt: !268)
!273 = !DILocation(line: 16, column: 41, scope: !235, inlinedAt: !268)
!274 = distinct !{!274, !269, !273, !183}
!275 = !DILocation(line: 19, column: 17, scope: !235, inlinedAt: !242)
!276 = !DILocation(line: 17, column: 19, scope: !250, inlinedAt: !268)
!277 = !DILocation(line: 17, column: 42, scope: !252, inlinedAt: !268)
!278 = !DILocation(line: 17, column: 39, scope: !253, inlinedAt: !268)
!279 = !DILocation(line: 18, column: 35, scope: !235, inlinedAt: !268)
!280 = !DILocation(line: 18, column: 20, scope: !235, inlinedAt: !268)
!281 = !DILocation(line: 17, column: 66, scope: !253, inlinedAt: !268)
!282 = !DILocation(line: 18, column: 12, scope: !235, inlinedAt: !268)
!283 = !DILocation(line: 18, column: 5, scope: !235, inlinedAt: !268)
!284 = !DILocation(line: 18, column: 46, scope: !235, inlinedAt: !268)
!285 = !DILocation(line: 18, column: 56, scope: !235, inlinedAt: !268)
!286 = !DILocation(line: 18, column: 54, scope: !235, inlinedAt: !268)
!287 = !DILocation(line: 18, column: 59, scope: !235, inlinedAt: !268)
!288 = !DILocation(line: 18, column: 51, scope: !235, inlinedAt: !268)
!289 = distinct !{!289, !283, !290, !183}
!290 = !DILocation(line: 18, column: 64, scope: !235, inlinedAt: !268)
!291 = !DILocation(line: 0, scope: !235, inlinedAt: !292)
!292 = distinct !DILocation(line: 52, column: 72, scope: !106)
!293 = !DILocation(line: 16, column: 5, scope: !235, inlinedAt: !292)
!294 = !DILocation(line: 16, column: 35, scope: !235, inlinedAt: !292)
!295 = !DILocation(line: 16, column: 20, scope: !235, inlinedAt: !292)
!296 = !DILocation(line: 16, column: 12, scope: !235, inlinedAt: !292)
!297 = !DILocation(line: 16, column: 41, scope: !235, inlinedAt: !292)
!298 = distinct !{!298, !293, !297, !183}
!299 = !DILocation(line: 19, column: 17, scope: !235, inlinedAt: !268)
!300 = !DILocation(line: 17, column: 19, scope: !250, inlinedAt: !292)
!301 = !DILocation(line: 17, column: 42, scope: !252, inlinedAt: !292)
!302 = !DILocation(line: 17, column: 39, scope: !253, inlinedAt: !292)
!303 = !DILocation(line: 18, column: 35, scope: !235, inlinedAt: !292)
!304 = !DILocation(line: 18, column: 20, scope: !235, inlinedAt: !292)
!305 = !DILocation(line: 17, column: 66, scope: !253, inlinedAt: !292)
!306 = !DILocation(line: 18, column: 12, scope: !235, inlinedAt: !292)
!307 = !DILocation(line: 18, column: 5, scope: !235, inlinedAt: !292)
!308 = !DILocation(line: 18, column: 46, scope: !235, inlinedAt: !292)
!309 = !DILocation(line: 18, column: 56, scope: !235, inlinedAt: !292)
!310 = !DILocation(line: 18, column: 54, scope: !235, inlinedAt: !292)
!311 = !DILocation(line: 18, column: 59, scope: !235, inlinedAt: !292)
!312 = !DILocation(line: 18, column: 51, scope: !235, inlinedAt: !292)
!313 = distinct !{!313, !307, !314, !183}
!314 = !DILocation(line: 18, column: 64, scope: !235, inlinedAt: !292)
!315 = !DILocation(line: 19, column: 17, scope: !235, inlinedAt: !292)
!316 = !DILocation(line: 52, column: 5, scope: !106)
!317 = !DILocation(line: 0, scope: !133)
!318 = !DILocation(line: 54, column: 5, scope: !133)
!319 = !DILocation(line: 50, column: 53, scope: !199)
!320 = !DILocation(line: 50, column: 45, scope: !199)
!321 = !DILocation(line: 50, column: 39, scope: !199)
!322 = !DILocation(line: 50, column: 37, scope: !199)
!323 = !DILocation(line: 50, column: 30, scope: !199)
!324 = distinct !{!324, !200, !325, !183}
!325 = !DILocation(line: 50, column: 70, scope: !129)
!326 = !DILocation(line: 59, column: 5, scope: !106)
!327 = !DILocation(line: 60, column: 5, scope: !106)
!328 = !DILocation(line: 60, column: 10, scope: !106)
!329 = distinct !DIAssignID()
!330 = !DILocation(line: 0, scope: !142)
!331 = !DILocation(line: 63, column: 35, scope: !144)
!332 = !DILocation(line: 63, column: 23, scope: !144)
!333 = !DILocation(line: 63, column: 63, scope: !144)
!334 = !DILocation(line: 0, scope: !144)
!335 = !DILocation(line: 64, column: 19, scope: !144)
!336 = !DILocation(line: 64, column: 26, scope: !144)
!337 = !DILocation(line: 64, column: 24, scope: !144)
!338 = !DILocation(line: 66, column: 5, scope: !106)
!339 = !DILocation(line: 67, column: 5, scope: !106)
!340 = !DILocation(line: 68, column: 5, scope: !106)
!341 = !DILocation(line: 70, column: 1, scope: !106)
!342 = !DILocation(line: 69, column: 5, scope: !106)
!343 = !DILocation(line: 0, scope: !135)
!344 = !DILocation(line: 57, column: 19, scope: !135)
!345 = !DILocation(line: 57, column: 36, scope: !135)
!346 = !DILocation(line: 57, column: 38, scope: !135)
!347 = !DILocation(line: 57, column: 23, scope: !135)
!348 = !DILocation(line: 57, column: 45, scope: !135)
!349 = !DILocation(line: 54, column: 31, scope: !136)
!350 = !DILocation(line: 54, column: 23, scope: !136)
!351 = distinct !{!351, !318, !352, !183}
!352 = !DILocation(line: 58, column: 5, scope: !133)
!353 = distinct !DISubprogram(name: "printf", scope: !354, file: !354, line: 368, type: !355, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !357)
!354 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!355 = !DISubroutineType(cc: DW_CC_nocall, types: !356)
!356 = !{!91, !117, null}
!357 = !{!358, !359, !360}
!358 = !DILocalVariable(name: "__format", arg: 1, scope: !353, file: !354, line: 368, type: !117)
!359 = !DILocalVariable(name: "__retval", scope: !353, file: !354, line: 370, type: !91)
!360 = !DILocalVariable(name: "__local_argv", scope: !353, file: !354, line: 371, type: !361)
!361 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !130)
!362 = distinct !DIAssignID()
!363 = !DILocation(line: 0, scope: !353)
!364 = !DILocation(line: 371, column: 3, scope: !353)
!365 = !DILocation(line: 371, column: 35, scope: !353)
!366 = !DILocation(line: 372, column: 32, scope: !353)
!367 = !DILocation(line: 372, column: 50, scope: !353)
!368 = !{!369, !369, i64 0}
!369 = !{!"any pointer", !176, i64 0}
!370 = !DILocation(line: 372, column: 14, scope: !353)
!371 = !DILocation(line: 373, column: 3, scope: !353)
!372 = !DILocation(line: 375, column: 1, scope: !353)
!373 = !DILocation(line: 374, column: 3, scope: !353)
!374 = !DISubprogram(name: "isupper", scope: !375, file: !375, line: 112, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/ctype.h", directory: "")
!376 = !DISubroutineType(types: !377)
!377 = !{!91, !91}
!378 = !DISubprogram(name: "islower", scope: !375, file: !375, line: 114, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubprogram(name: "isspace", scope: !375, file: !375, line: 120, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubprogram(name: "ispunct", scope: !375, file: !375, line: 122, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubprogram(name: "toupper", scope: !375, file: !375, line: 132, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubprogram(name: "strchr", scope: !383, file: !383, line: 68, type: !384, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/string.h", directory: "")
!384 = !DISubroutineType(types: !385)
!385 = !{!130, !117, !91}
!386 = !DISubprogram(name: "tolower", scope: !375, file: !375, line: 133, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DISubprogram(name: "__mingw_vfprintf", scope: !354, file: !354, line: 193, type: !388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubroutineType(types: !389)
!389 = !{!91, !390, !403, !404}
!390 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !391)
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !392, size: 64)
!392 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !354, line: 47, baseType: !393)
!393 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !354, line: 33, size: 384, align: 64, elements: !394)
!394 = !{!395, !396, !397, !398, !399, !400, !401, !402}
!395 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !393, file: !354, line: 37, baseType: !130, size: 64)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !393, file: !354, line: 38, baseType: !91, size: 32, offset: 64)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !393, file: !354, line: 39, baseType: !130, size: 64, offset: 128)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !393, file: !354, line: 40, baseType: !91, size: 32, offset: 192)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !393, file: !354, line: 41, baseType: !91, size: 32, offset: 224)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !393, file: !354, line: 42, baseType: !91, size: 32, offset: 256)
!401 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !393, file: !354, line: 43, baseType: !91, size: 32, offset: 288)
!402 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !393, file: !354, line: 44, baseType: !130, size: 64, offset: 320)
!403 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !117)
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !405, line: 31, baseType: !406)
!405 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!406 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !405, line: 24, baseType: !361)
!407 = !DISubprogram(name: "__acrt_iob_func", scope: !354, file: !354, line: 93, type: !408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DISubroutineType(types: !409)
!409 = !{!391, !90}
