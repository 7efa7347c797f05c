; ModuleID = 'tests/programs/crc_hash.c'
source_filename = "tests/programs/crc_hash.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1, !dbg !22
@__const.main.msgs = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
@.str.5 = private unnamed_addr constant [44 x i8] c"'%s': crc=%08x/%08x adler=%08x fnv=%016llx\0A\00", align 1, !dbg !27
@main.buf = internal unnamed_addr global [65536 x i8] zeroinitializer, align 1, !dbg !29
@.str.6 = private unnamed_addr constant [38 x i8] c"big: crc=%08x adler=%08x fnv=%016llx\0A\00", align 1, !dbg !49
@.str.7 = private unnamed_addr constant [20 x i8] c"sip-like = %016llx\0A\00", align 1, !dbg !54
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !59

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !31 {
  %1 = alloca [16 x i64], align 16, !DIAssignID !102
    #dbg_assign(i1 undef, !84, !DIExpression(), !102, ptr %1, !DIExpression(), !103)
    #dbg_value(i32 0, !104, !DIExpression(), !115)
  br label %2, !dbg !117

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %46, %2 ], !dbg !118
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %47, %2 ], !dbg !119
  %5 = and <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %6 = icmp eq <4 x i32> %5, zeroinitializer, !dbg !119
  %7 = lshr <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>, !dbg !121
  %8 = xor <4 x i32> %7, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !121
  %9 = select <4 x i1> %6, <4 x i32> %7, <4 x i32> %8, !dbg !121
  %10 = and <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %11 = icmp eq <4 x i32> %10, zeroinitializer, !dbg !119
  %12 = lshr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>, !dbg !121
  %13 = xor <4 x i32> %12, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !121
  %14 = select <4 x i1> %11, <4 x i32> %12, <4 x i32> %13, !dbg !121
  %15 = and <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %16 = icmp eq <4 x i32> %15, zeroinitializer, !dbg !119
  %17 = lshr <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>, !dbg !121
  %18 = xor <4 x i32> %17, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !121
  %19 = select <4 x i1> %16, <4 x i32> %17, <4 x i32> %18, !dbg !121
  %20 = and <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %21 = icmp eq <4 x i32> %20, zeroinitializer, !dbg !119
  %22 = lshr <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>, !dbg !121
  %23 = xor <4 x i32> %22, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !121
  %24 = select <4 x i1> %21, <4 x i32> %22, <4 x i32> %23, !dbg !121
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %26 = icmp eq <4 x i32> %25, zeroinitializer, !dbg !119
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !121
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !121
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28, !dbg !121
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %31 = icmp eq <4 x i32> %30, zeroinitializer, !dbg !119
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !121
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !121
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33, !dbg !121
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %36 = icmp eq <4 x i32> %35, zeroinitializer, !dbg !119
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !121
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !121
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38, !dbg !121
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %41 = icmp eq <4 x i32> %40, zeroinitializer, !dbg !119
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !121
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !121
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43, !dbg !121
  %45 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %3, !dbg !122
  store <4 x i32> %44, ptr %45, align 4, !dbg !123, !tbaa !124
  %46 = add nuw i64 %3, 4, !dbg !118
  %47 = add <4 x i32> %4, <i32 4, i32 4, i32 4, i32 4>, !dbg !119
  %48 = icmp eq i64 %46, 256, !dbg !118
  br i1 %48, label %49, label %2, !dbg !118, !llvm.loop !128

49:                                               ; preds = %2, %134
  %50 = phi i64 [ %140, %134 ], [ 0, %2 ]
    #dbg_value(i64 %50, !74, !DIExpression(), !133)
  %51 = getelementptr inbounds [5 x ptr], ptr @__const.main.msgs, i64 0, i64 %50, !dbg !134
  %52 = load ptr, ptr %51, align 8, !dbg !134, !tbaa !135
    #dbg_value(ptr %52, !76, !DIExpression(), !137)
  %53 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %52) #5, !dbg !138
    #dbg_value(i64 %53, !79, !DIExpression(), !137)
    #dbg_value(ptr %52, !139, !DIExpression(), !148)
    #dbg_value(i64 %53, !144, !DIExpression(), !148)
    #dbg_value(i32 -1, !145, !DIExpression(), !148)
    #dbg_value(i64 0, !146, !DIExpression(), !150)
  %54 = icmp eq i64 %53, 0, !dbg !151
  br i1 %54, label %134, label %55, !dbg !153

55:                                               ; preds = %49, %55
  %56 = phi i64 [ %67, %55 ], [ 0, %49 ]
  %57 = phi i32 [ %66, %55 ], [ -1, %49 ]
    #dbg_value(i64 %56, !146, !DIExpression(), !150)
    #dbg_value(i32 %57, !145, !DIExpression(), !148)
  %58 = getelementptr inbounds i8, ptr %52, i64 %56, !dbg !154
  %59 = load i8, ptr %58, align 1, !dbg !154, !tbaa !155
  %60 = trunc i32 %57 to i8, !dbg !156
  %61 = xor i8 %59, %60, !dbg !156
  %62 = zext i8 %61 to i64, !dbg !157
  %63 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %62, !dbg !157
  %64 = load i32, ptr %63, align 4, !dbg !157, !tbaa !124
  %65 = lshr i32 %57, 8, !dbg !158
  %66 = xor i32 %64, %65, !dbg !159
    #dbg_value(i32 %66, !145, !DIExpression(), !148)
  %67 = add nuw i64 %56, 1, !dbg !160
    #dbg_value(i64 %67, !146, !DIExpression(), !150)
  %68 = icmp eq i64 %67, %53, !dbg !151
  br i1 %68, label %69, label %55, !dbg !153, !llvm.loop !161

69:                                               ; preds = %55, %69
  %70 = phi i64 [ %102, %69 ], [ 0, %55 ]
  %71 = phi i32 [ %101, %69 ], [ -1, %55 ]
    #dbg_value(i64 %70, !163, !DIExpression(), !174)
    #dbg_value(i32 %71, !169, !DIExpression(), !176)
  %72 = getelementptr inbounds i8, ptr %52, i64 %70, !dbg !177
  %73 = load i8, ptr %72, align 1, !dbg !177, !tbaa !155
  %74 = zext i8 %73 to i32, !dbg !177
  %75 = xor i32 %71, %74, !dbg !178
    #dbg_value(i32 0, !170, !DIExpression(), !179)
    #dbg_value(i32 %75, !169, !DIExpression(), !176)
  %76 = lshr i32 %75, 1, !dbg !180
  %77 = and i32 %75, 1, !dbg !182
  %78 = icmp eq i32 %77, 0, !dbg !183
  %79 = select i1 %78, i32 0, i32 -306674912, !dbg !183
  %80 = xor i32 %79, %76, !dbg !184
    #dbg_value(!DIArgList(i32 %79, i32 %76), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !176)
    #dbg_value(i32 1, !170, !DIExpression(), !179)
  %81 = lshr i32 %80, 1, !dbg !180
  %82 = and i32 %75, 2, !dbg !183
  %83 = icmp eq i32 %82, 0, !dbg !183
  %84 = select i1 %83, i32 0, i32 -306674912, !dbg !183
  %85 = xor i32 %81, %84, !dbg !184
    #dbg_value(!DIArgList(i32 %84, i32 %81), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !176)
    #dbg_value(i32 2, !170, !DIExpression(), !179)
  %86 = lshr i32 %85, 6, !dbg !180
    #dbg_value(!DIArgList(i32 poison, i32 poison), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !176)
    #dbg_value(i32 3, !170, !DIExpression(), !179)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !176)
    #dbg_value(i32 4, !170, !DIExpression(), !179)
    #dbg_value(i32 5, !170, !DIExpression(), !179)
  %87 = insertelement <4 x i32> poison, i32 %75, i64 0, !dbg !183
  %88 = shufflevector <4 x i32> %87, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !183
  %89 = and <4 x i32> %88, <i32 8, i32 4, i32 16, i32 32>, !dbg !183
  %90 = icmp eq <4 x i32> %89, zeroinitializer, !dbg !183
  %91 = select <4 x i1> %90, <4 x i32> zeroinitializer, <4 x i32> <i32 249268274, i32 124634137, i32 498536548, i32 997073096>, !dbg !183
    #dbg_value(i32 6, !170, !DIExpression(), !179)
  %92 = and i32 %80, 32, !dbg !183
  %93 = icmp eq i32 %92, 0, !dbg !183
  %94 = select i1 %93, i32 0, i32 1994146192, !dbg !183
    #dbg_value(!DIArgList(i32 %94, i32 poison), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !176)
    #dbg_value(i32 7, !170, !DIExpression(), !179)
  %95 = and i32 %85, 32, !dbg !183
  %96 = icmp eq i32 %95, 0, !dbg !183
  %97 = select i1 %96, i32 0, i32 -306674912, !dbg !183
  %98 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %91), !dbg !184
  %99 = xor i32 %98, %94, !dbg !184
  %100 = xor i32 %97, %86, !dbg !184
  %101 = xor i32 %99, %100, !dbg !184
    #dbg_value(i32 %101, !169, !DIExpression(), !176)
    #dbg_value(i32 8, !170, !DIExpression(), !179)
  %102 = add nuw i64 %70, 1, !dbg !185
    #dbg_value(i64 %102, !163, !DIExpression(), !174)
  %103 = icmp eq i64 %102, %53, !dbg !186
  br i1 %103, label %104, label %69, !dbg !187, !llvm.loop !188

104:                                              ; preds = %69
  %105 = xor i32 %66, -1, !dbg !190
    #dbg_value(ptr %52, !191, !DIExpression(), !199)
    #dbg_value(i64 %53, !194, !DIExpression(), !199)
    #dbg_value(i32 1, !195, !DIExpression(), !199)
    #dbg_value(i32 0, !196, !DIExpression(), !199)
    #dbg_value(i64 0, !197, !DIExpression(), !201)
  br label %106, !dbg !202

106:                                              ; preds = %104, %106
  %107 = phi i64 [ %117, %106 ], [ 0, %104 ]
  %108 = phi i32 [ %116, %106 ], [ 0, %104 ]
  %109 = phi i32 [ %114, %106 ], [ 1, %104 ]
    #dbg_value(i64 %107, !197, !DIExpression(), !201)
    #dbg_value(i32 %108, !196, !DIExpression(), !199)
    #dbg_value(i32 %109, !195, !DIExpression(), !199)
  %110 = getelementptr inbounds i8, ptr %52, i64 %107, !dbg !203
  %111 = load i8, ptr %110, align 1, !dbg !203, !tbaa !155
  %112 = zext i8 %111 to i32, !dbg !203
  %113 = add nuw nsw i32 %109, %112, !dbg !206
  %114 = urem i32 %113, 65521, !dbg !207
    #dbg_value(i32 %114, !195, !DIExpression(), !199)
  %115 = add nuw nsw i32 %114, %108, !dbg !208
  %116 = urem i32 %115, 65521, !dbg !209
    #dbg_value(i32 %116, !196, !DIExpression(), !199)
  %117 = add nuw i64 %107, 1, !dbg !210
    #dbg_value(i64 %117, !197, !DIExpression(), !201)
  %118 = icmp eq i64 %117, %53, !dbg !211
  br i1 %118, label %119, label %106, !dbg !202, !llvm.loop !212

119:                                              ; preds = %106
  %120 = shl nuw i32 %116, 16, !dbg !214
    #dbg_value(ptr %52, !215, !DIExpression(), !227)
    #dbg_value(i64 %53, !222, !DIExpression(), !227)
    #dbg_value(ptr %52, !223, !DIExpression(), !227)
    #dbg_value(i64 -3750763034362895579, !224, !DIExpression(), !227)
    #dbg_value(i64 0, !225, !DIExpression(), !229)
  br label %121, !dbg !230

121:                                              ; preds = %119, %121
  %122 = phi i64 [ %129, %121 ], [ 0, %119 ]
  %123 = phi i64 [ %128, %121 ], [ -3750763034362895579, %119 ]
    #dbg_value(i64 %122, !225, !DIExpression(), !229)
    #dbg_value(i64 %123, !224, !DIExpression(), !227)
  %124 = getelementptr inbounds i8, ptr %52, i64 %122, !dbg !231
  %125 = load i8, ptr %124, align 1, !dbg !231, !tbaa !155
  %126 = zext i8 %125 to i64, !dbg !231
  %127 = xor i64 %123, %126, !dbg !234
    #dbg_value(i64 %127, !224, !DIExpression(), !227)
  %128 = mul i64 %127, 1099511628211, !dbg !235
    #dbg_value(i64 %128, !224, !DIExpression(), !227)
  %129 = add nuw i64 %122, 1, !dbg !236
    #dbg_value(i64 %129, !225, !DIExpression(), !229)
  %130 = icmp eq i64 %129, %53, !dbg !237
  br i1 %130, label %131, label %121, !dbg !230, !llvm.loop !238

131:                                              ; preds = %121
  %132 = xor i32 %101, -1, !dbg !240
  %133 = or disjoint i32 %120, %114, !dbg !214
  br label %134, !dbg !241

134:                                              ; preds = %131, %49
  %135 = phi i32 [ 1, %49 ], [ %133, %131 ]
  %136 = phi i32 [ 0, %49 ], [ %105, %131 ]
  %137 = phi i32 [ 0, %49 ], [ %132, %131 ]
  %138 = phi i64 [ -3750763034362895579, %49 ], [ %128, %131 ], !dbg !227
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %52, i32 noundef %136, i32 noundef %137, i32 noundef %135, i64 noundef %138), !dbg !241
  %140 = add nuw nsw i64 %50, 1, !dbg !242
    #dbg_value(i64 %140, !74, !DIExpression(), !133)
  %141 = icmp eq i64 %140, 5, !dbg !243
  br i1 %141, label %142, label %49, !dbg !244, !llvm.loop !245

142:                                              ; preds = %134, %142
  %143 = phi i64 [ %155, %142 ], [ 0, %134 ], !dbg !247
  %144 = or disjoint i64 %143, 1, !dbg !249
  %145 = mul nuw nsw i64 %143, 131, !dbg !250
  %146 = mul nuw nsw i64 %144, 131, !dbg !250
  %147 = lshr i64 %143, 8, !dbg !251
  %148 = lshr i64 %143, 8, !dbg !251
  %149 = add nuw nsw i64 %145, %147, !dbg !252
  %150 = add nuw nsw i64 %146, %148, !dbg !252
  %151 = trunc i64 %149 to i8, !dbg !253
  %152 = trunc i64 %150 to i8, !dbg !253
  %153 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %143, !dbg !254
  %154 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %144, !dbg !254
  store i8 %151, ptr %153, align 1, !dbg !255, !tbaa !155
  store i8 %152, ptr %154, align 1, !dbg !255, !tbaa !155
  %155 = add nuw i64 %143, 2, !dbg !247
  %156 = icmp eq i64 %155, 65536, !dbg !247
  br i1 %156, label %157, label %142, !dbg !247, !llvm.loop !256

157:                                              ; preds = %142, %157
  %158 = phi i64 [ %169, %157 ], [ 0, %142 ]
  %159 = phi i32 [ %168, %157 ], [ -1, %142 ]
    #dbg_value(i64 %158, !146, !DIExpression(), !258)
    #dbg_value(i32 %159, !145, !DIExpression(), !260)
  %160 = getelementptr inbounds i8, ptr @main.buf, i64 %158, !dbg !261
  %161 = load i8, ptr %160, align 1, !dbg !261, !tbaa !155
  %162 = trunc i32 %159 to i8, !dbg !262
  %163 = xor i8 %161, %162, !dbg !262
  %164 = zext i8 %163 to i64, !dbg !263
  %165 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %164, !dbg !263
  %166 = load i32, ptr %165, align 4, !dbg !263, !tbaa !124
  %167 = lshr i32 %159, 8, !dbg !264
  %168 = xor i32 %166, %167, !dbg !265
    #dbg_value(i32 %168, !145, !DIExpression(), !260)
  %169 = add nuw nsw i64 %158, 1, !dbg !266
    #dbg_value(i64 %169, !146, !DIExpression(), !258)
  %170 = icmp eq i64 %169, 65536, !dbg !267
  br i1 %170, label %171, label %157, !dbg !268, !llvm.loop !269

171:                                              ; preds = %157, %171
  %172 = phi i64 [ %182, %171 ], [ 0, %157 ]
  %173 = phi i32 [ %181, %171 ], [ 0, %157 ]
  %174 = phi i32 [ %179, %171 ], [ 1, %157 ]
    #dbg_value(i64 %172, !197, !DIExpression(), !271)
    #dbg_value(i32 %173, !196, !DIExpression(), !273)
    #dbg_value(i32 %174, !195, !DIExpression(), !273)
  %175 = getelementptr inbounds i8, ptr @main.buf, i64 %172, !dbg !274
  %176 = load i8, ptr %175, align 1, !dbg !274, !tbaa !155
  %177 = zext i8 %176 to i32, !dbg !274
  %178 = add nuw nsw i32 %174, %177, !dbg !275
  %179 = urem i32 %178, 65521, !dbg !276
    #dbg_value(i32 %179, !195, !DIExpression(), !273)
  %180 = add nuw nsw i32 %179, %173, !dbg !277
  %181 = urem i32 %180, 65521, !dbg !278
    #dbg_value(i32 %181, !196, !DIExpression(), !273)
  %182 = add nuw nsw i64 %172, 1, !dbg !279
    #dbg_value(i64 %182, !197, !DIExpression(), !271)
  %183 = icmp eq i64 %182, 65536, !dbg !280
  br i1 %183, label %184, label %171, !dbg !281, !llvm.loop !282

184:                                              ; preds = %171
  %185 = shl nuw i32 %181, 16, !dbg !284
    #dbg_value(ptr @main.buf, !215, !DIExpression(), !285)
    #dbg_value(i64 65536, !222, !DIExpression(), !285)
    #dbg_value(ptr @main.buf, !223, !DIExpression(), !285)
    #dbg_value(i64 -3750763034362895579, !224, !DIExpression(), !285)
    #dbg_value(i64 0, !225, !DIExpression(), !287)
  br label %186

186:                                              ; preds = %186, %184
  %187 = phi i64 [ %194, %186 ], [ 0, %184 ]
  %188 = phi i64 [ %193, %186 ], [ -3750763034362895579, %184 ]
    #dbg_value(i64 %187, !225, !DIExpression(), !287)
    #dbg_value(i64 %188, !224, !DIExpression(), !285)
  %189 = getelementptr inbounds i8, ptr @main.buf, i64 %187, !dbg !288
  %190 = load i8, ptr %189, align 1, !dbg !288, !tbaa !155
  %191 = zext i8 %190 to i64, !dbg !288
  %192 = xor i64 %188, %191, !dbg !289
    #dbg_value(i64 %192, !224, !DIExpression(), !285)
  %193 = mul i64 %192, 1099511628211, !dbg !290
    #dbg_value(i64 %193, !224, !DIExpression(), !285)
  %194 = add nuw nsw i64 %187, 1, !dbg !291
    #dbg_value(i64 %194, !225, !DIExpression(), !287)
  %195 = icmp eq i64 %194, 65536, !dbg !292
  br i1 %195, label %196, label %186, !dbg !293, !llvm.loop !294

196:                                              ; preds = %186
  %197 = xor i32 %168, -1, !dbg !296
  %198 = or disjoint i32 %185, %179, !dbg !284
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %197, i32 noundef %198, i64 noundef %193), !dbg !297
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #6, !dbg !298
    #dbg_value(i64 0, !88, !DIExpression(), !299)
    #dbg_value(i64 1, !88, !DIExpression(), !299)
  store <2 x i64> <i64 506097522914230528, i64 1084818905618843912>, ptr %1, align 16, !dbg !300, !tbaa !302
    #dbg_value(i64 2, !88, !DIExpression(), !299)
  %200 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !304
    #dbg_value(i64 3, !88, !DIExpression(), !299)
  store <2 x i64> <i64 1663540288323457296, i64 2242261671028070680>, ptr %200, align 16, !dbg !300, !tbaa !302
    #dbg_value(i64 4, !88, !DIExpression(), !299)
  %201 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !304
    #dbg_value(i64 5, !88, !DIExpression(), !299)
  store <2 x i64> <i64 2820983053732684064, i64 3399704436437297448>, ptr %201, align 16, !dbg !300, !tbaa !302
    #dbg_value(i64 6, !88, !DIExpression(), !299)
  %202 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !304
    #dbg_value(i64 7, !88, !DIExpression(), !299)
  store <2 x i64> <i64 3978425819141910832, i64 4557147201846524216>, ptr %202, align 16, !dbg !300, !tbaa !302
    #dbg_value(i64 8, !88, !DIExpression(), !299)
  %203 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !304
    #dbg_value(i64 9, !88, !DIExpression(), !299)
  store <2 x i64> <i64 5135868584551137600, i64 5714589967255750984>, ptr %203, align 16, !dbg !300, !tbaa !302
    #dbg_value(i64 10, !88, !DIExpression(), !299)
  %204 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !304
    #dbg_value(i64 11, !88, !DIExpression(), !299)
  store <2 x i64> <i64 6293311349960364368, i64 6872032732664977752>, ptr %204, align 16, !dbg !300, !tbaa !302
    #dbg_value(i64 12, !88, !DIExpression(), !299)
  %205 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !304
    #dbg_value(i64 13, !88, !DIExpression(), !299)
  store <2 x i64> <i64 7450754115369591136, i64 8029475498074204520>, ptr %205, align 16, !dbg !300, !tbaa !302
    #dbg_value(i64 14, !88, !DIExpression(), !299)
  %206 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !304
    #dbg_value(i64 15, !88, !DIExpression(), !299)
  store <2 x i64> <i64 8608196880778817904, i64 9186918263483431288>, ptr %206, align 16, !dbg !300, !tbaa !302
    #dbg_value(i64 16, !88, !DIExpression(), !299)
  br label %207, !dbg !305

207:                                              ; preds = %196, %207
  %208 = phi i64 [ %245, %207 ], [ 0, %196 ]
  %209 = phi i64 [ %239, %207 ], [ 8893317812261383291, %196 ]
  %210 = phi i64 [ %243, %207 ], [ 7746018054687388513, %196 ]
  %211 = phi i64 [ %242, %207 ], [ 7737605742629119589, %196 ]
  %212 = phi i64 [ %244, %207 ], [ 8388350548712186997, %196 ]
    #dbg_value(i64 %208, !321, !DIExpression(), !327)
    #dbg_value(i64 %209, !320, !DIExpression(), !328)
    #dbg_value(i64 %210, !319, !DIExpression(), !328)
    #dbg_value(i64 %211, !318, !DIExpression(), !328)
    #dbg_value(i64 %212, !317, !DIExpression(), !328)
  %213 = getelementptr inbounds i64, ptr %1, i64 %208, !dbg !329
  %214 = load i64, ptr %213, align 8, !dbg !329, !tbaa !302
  %215 = xor i64 %214, %209, !dbg !330
    #dbg_value(i32 0, !322, !DIExpression(), !331)
    #dbg_value(i64 %215, !320, !DIExpression(), !328)
  %216 = add i64 %212, %211, !dbg !332
    #dbg_value(i64 %216, !317, !DIExpression(), !328)
  %217 = tail call i64 @llvm.fshl.i64(i64 %211, i64 %211, i64 13), !dbg !335
    #dbg_value(i64 %217, !318, !DIExpression(), !328)
  %218 = xor i64 %216, %217, !dbg !336
    #dbg_value(i64 %218, !318, !DIExpression(), !328)
  %219 = tail call i64 @llvm.fshl.i64(i64 %216, i64 %216, i64 32), !dbg !337
    #dbg_value(i64 %219, !317, !DIExpression(), !328)
  %220 = add i64 %215, %210, !dbg !338
    #dbg_value(i64 %220, !319, !DIExpression(), !328)
  %221 = tail call i64 @llvm.fshl.i64(i64 %215, i64 %215, i64 16), !dbg !339
    #dbg_value(i64 %221, !320, !DIExpression(), !328)
  %222 = xor i64 %221, %220, !dbg !340
    #dbg_value(i64 %222, !320, !DIExpression(), !328)
  %223 = add i64 %222, %219, !dbg !341
    #dbg_value(i64 %223, !317, !DIExpression(), !328)
  %224 = tail call i64 @llvm.fshl.i64(i64 %222, i64 %222, i64 21), !dbg !342
    #dbg_value(i64 %224, !320, !DIExpression(), !328)
  %225 = xor i64 %224, %223, !dbg !343
    #dbg_value(i64 %225, !320, !DIExpression(), !328)
  %226 = add i64 %220, %218, !dbg !344
    #dbg_value(i64 %226, !319, !DIExpression(), !328)
  %227 = tail call i64 @llvm.fshl.i64(i64 %218, i64 %218, i64 17), !dbg !345
    #dbg_value(i64 %227, !318, !DIExpression(), !328)
  %228 = xor i64 %226, %227, !dbg !346
    #dbg_value(i64 %228, !318, !DIExpression(), !328)
  %229 = tail call i64 @llvm.fshl.i64(i64 %226, i64 %226, i64 32), !dbg !347
    #dbg_value(i64 %229, !319, !DIExpression(), !328)
    #dbg_value(i32 1, !322, !DIExpression(), !331)
  %230 = add i64 %228, %223, !dbg !332
    #dbg_value(i64 %230, !317, !DIExpression(), !328)
  %231 = tail call i64 @llvm.fshl.i64(i64 %228, i64 %228, i64 13), !dbg !335
    #dbg_value(i64 %231, !318, !DIExpression(), !328)
  %232 = xor i64 %231, %230, !dbg !336
    #dbg_value(i64 %232, !318, !DIExpression(), !328)
  %233 = tail call i64 @llvm.fshl.i64(i64 %230, i64 %230, i64 32), !dbg !337
    #dbg_value(i64 %233, !317, !DIExpression(), !328)
  %234 = add i64 %225, %229, !dbg !338
    #dbg_value(i64 %234, !319, !DIExpression(), !328)
  %235 = tail call i64 @llvm.fshl.i64(i64 %225, i64 %225, i64 16), !dbg !339
    #dbg_value(i64 %235, !320, !DIExpression(), !328)
  %236 = xor i64 %235, %234, !dbg !340
    #dbg_value(i64 %236, !320, !DIExpression(), !328)
  %237 = add i64 %236, %233, !dbg !341
    #dbg_value(i64 %237, !317, !DIExpression(), !328)
  %238 = tail call i64 @llvm.fshl.i64(i64 %236, i64 %236, i64 21), !dbg !342
    #dbg_value(i64 %238, !320, !DIExpression(), !328)
  %239 = xor i64 %238, %237, !dbg !343
    #dbg_value(i64 %239, !320, !DIExpression(), !328)
  %240 = add i64 %234, %232, !dbg !344
    #dbg_value(i64 %240, !319, !DIExpression(), !328)
  %241 = tail call i64 @llvm.fshl.i64(i64 %232, i64 %232, i64 17), !dbg !345
    #dbg_value(i64 %241, !318, !DIExpression(), !328)
  %242 = xor i64 %240, %241, !dbg !346
    #dbg_value(i64 %242, !318, !DIExpression(), !328)
  %243 = tail call i64 @llvm.fshl.i64(i64 %240, i64 %240, i64 32), !dbg !347
    #dbg_value(i64 %243, !319, !DIExpression(), !328)
    #dbg_value(i32 2, !322, !DIExpression(), !331)
  %244 = xor i64 %237, %214, !dbg !348
    #dbg_value(i64 %244, !317, !DIExpression(), !328)
  %245 = add nuw nsw i64 %208, 1, !dbg !349
    #dbg_value(i64 %245, !321, !DIExpression(), !327)
  %246 = icmp eq i64 %245, 16, !dbg !350
  br i1 %246, label %247, label %207, !dbg !305, !llvm.loop !351

247:                                              ; preds = %207
  %248 = xor i64 %243, %242, !dbg !353
  %249 = xor i64 %248, %244, !dbg !354
  %250 = xor i64 %249, %239, !dbg !355
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %250), !dbg !356
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #6, !dbg !357
  ret i32 0, !dbg !358
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !359 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !363 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!35}
!llvm.module.flags = !{!93, !94, !95, !96, !97, !98, !99, !100}
!llvm.ident = !{!101}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/crc_hash.c", directory: ".", checksumkind: CSK_MD5, checksum: "daee811582ddc90e377dcfadf0ff8c61")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 1)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 44)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "buf", scope: !31, file: !2, line: 70, type: !90, isLocal: true, isDefinition: true)
!31 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 61, type: !32, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !67)
!32 = !DISubroutineType(types: !33)
!33 = !{!34}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !36, globals: !48, splitDebugInlining: false, nameTableKind: None)
!36 = !{!37, !44, !39, !45}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !40, line: 24, baseType: !41)
!40 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !42, line: 38, baseType: !43)
!42 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!43 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!44 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !40, line: 27, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !42, line: 45, baseType: !47)
!47 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!48 = !{!0, !7, !12, !17, !22, !27, !29, !49, !54, !59}
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 38)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 20)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "crc_table", scope: !35, file: !2, line: 6, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 8192, elements: !65)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !40, line: 26, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !42, line: 42, baseType: !64)
!64 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!65 = !{!66}
!66 = !DISubrange(count: 256)
!67 = !{!68, !74, !76, !79, !82, !84, !88}
!68 = !DILocalVariable(name: "msgs", scope: !31, file: !2, line: 63, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 320, elements: !72)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!72 = !{!73}
!73 = !DISubrange(count: 5)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 64, type: !34)
!75 = distinct !DILexicalBlock(scope: !31, file: !2, line: 64, column: 5)
!76 = !DILocalVariable(name: "p", scope: !77, file: !2, line: 65, type: !37)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 64, column: 33)
!78 = distinct !DILexicalBlock(scope: !75, file: !2, line: 64, column: 5)
!79 = !DILocalVariable(name: "n", scope: !77, file: !2, line: 66, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !81, line: 18, baseType: !47)
!81 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 71, type: !80)
!83 = distinct !DILexicalBlock(scope: !31, file: !2, line: 71, column: 5)
!84 = !DILocalVariable(name: "m", scope: !31, file: !2, line: 74, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 1024, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 16)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 75, type: !34)
!89 = distinct !DILexicalBlock(scope: !31, file: !2, line: 75, column: 5)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 524288, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 65536)
!93 = !{i32 7, !"Dwarf Version", i32 5}
!94 = !{i32 2, !"Debug Info Version", i32 3}
!95 = !{i32 1, !"wchar_size", i32 4}
!96 = !{i32 8, !"PIC Level", i32 2}
!97 = !{i32 7, !"PIE Level", i32 2}
!98 = !{i32 7, !"uwtable", i32 2}
!99 = !{i32 7, !"frame-pointer", i32 1}
!100 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!101 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!102 = distinct !DIAssignID()
!103 = !DILocation(line: 0, scope: !31)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 9, type: !62)
!105 = distinct !DILexicalBlock(scope: !106, file: !2, line: 9, column: 5)
!106 = distinct !DISubprogram(name: "crc_init", scope: !2, file: !2, line: 8, type: !107, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{null}
!109 = !{!104, !110, !113}
!110 = !DILocalVariable(name: "c", scope: !111, file: !2, line: 10, type: !62)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 9, column: 40)
!112 = distinct !DILexicalBlock(scope: !105, file: !2, line: 9, column: 5)
!113 = !DILocalVariable(name: "k", scope: !114, file: !2, line: 11, type: !34)
!114 = distinct !DILexicalBlock(scope: !111, file: !2, line: 11, column: 9)
!115 = !DILocation(line: 0, scope: !105, inlinedAt: !116)
!116 = distinct !DILocation(line: 62, column: 5, scope: !31)
!117 = !DILocation(line: 9, column: 5, scope: !105, inlinedAt: !116)
!118 = !DILocation(line: 9, column: 36, scope: !112, inlinedAt: !116)
!119 = !DILocation(line: 11, column: 43, scope: !120, inlinedAt: !116)
!120 = distinct !DILexicalBlock(scope: !114, file: !2, line: 11, column: 9)
!121 = !DILocation(line: 11, column: 41, scope: !120, inlinedAt: !116)
!122 = !DILocation(line: 12, column: 9, scope: !111, inlinedAt: !116)
!123 = !DILocation(line: 12, column: 22, scope: !111, inlinedAt: !116)
!124 = !{!125, !125, i64 0}
!125 = !{!"int", !126, i64 0}
!126 = !{!"omnipotent char", !127, i64 0}
!127 = !{!"Simple C/C++ TBAA"}
!128 = distinct !{!128, !117, !129, !130, !131, !132}
!129 = !DILocation(line: 13, column: 5, scope: !105, inlinedAt: !116)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !{!"llvm.loop.isvectorized", i32 1}
!132 = !{!"llvm.loop.unroll.runtime.disable"}
!133 = !DILocation(line: 0, scope: !75)
!134 = !DILocation(line: 65, column: 45, scope: !77)
!135 = !{!136, !136, i64 0}
!136 = !{!"any pointer", !126, i64 0}
!137 = !DILocation(line: 0, scope: !77)
!138 = !DILocation(line: 66, column: 20, scope: !77)
!139 = !DILocalVariable(name: "p", arg: 1, scope: !140, file: !2, line: 16, type: !37)
!140 = distinct !DISubprogram(name: "crc32_table", scope: !2, file: !2, line: 16, type: !141, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{!62, !37, !80}
!143 = !{!139, !144, !145, !146}
!144 = !DILocalVariable(name: "n", arg: 2, scope: !140, file: !2, line: 16, type: !80)
!145 = !DILocalVariable(name: "c", scope: !140, file: !2, line: 17, type: !62)
!146 = !DILocalVariable(name: "i", scope: !147, file: !2, line: 18, type: !80)
!147 = distinct !DILexicalBlock(scope: !140, file: !2, line: 18, column: 5)
!148 = !DILocation(line: 0, scope: !140, inlinedAt: !149)
!149 = distinct !DILocation(line: 67, column: 73, scope: !77)
!150 = !DILocation(line: 0, scope: !147, inlinedAt: !149)
!151 = !DILocation(line: 18, column: 26, scope: !152, inlinedAt: !149)
!152 = distinct !DILexicalBlock(scope: !147, file: !2, line: 18, column: 5)
!153 = !DILocation(line: 18, column: 5, scope: !147, inlinedAt: !149)
!154 = !DILocation(line: 18, column: 55, scope: !152, inlinedAt: !149)
!155 = !{!126, !126, i64 0}
!156 = !DILocation(line: 18, column: 61, scope: !152, inlinedAt: !149)
!157 = !DILocation(line: 18, column: 40, scope: !152, inlinedAt: !149)
!158 = !DILocation(line: 18, column: 74, scope: !152, inlinedAt: !149)
!159 = !DILocation(line: 18, column: 69, scope: !152, inlinedAt: !149)
!160 = !DILocation(line: 18, column: 32, scope: !152, inlinedAt: !149)
!161 = distinct !{!161, !153, !162, !130}
!162 = !DILocation(line: 18, column: 78, scope: !147, inlinedAt: !149)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 24, type: !80)
!164 = distinct !DILexicalBlock(scope: !165, file: !2, line: 24, column: 5)
!165 = distinct !DISubprogram(name: "crc32_bitwise", scope: !2, file: !2, line: 22, type: !141, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !166)
!166 = !{!167, !168, !169, !163, !170}
!167 = !DILocalVariable(name: "p", arg: 1, scope: !165, file: !2, line: 22, type: !37)
!168 = !DILocalVariable(name: "n", arg: 2, scope: !165, file: !2, line: 22, type: !80)
!169 = !DILocalVariable(name: "c", scope: !165, file: !2, line: 23, type: !62)
!170 = !DILocalVariable(name: "k", scope: !171, file: !2, line: 26, type: !34)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 26, column: 9)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 24, column: 36)
!173 = distinct !DILexicalBlock(scope: !164, file: !2, line: 24, column: 5)
!174 = !DILocation(line: 0, scope: !164, inlinedAt: !175)
!175 = distinct !DILocation(line: 67, column: 92, scope: !77)
!176 = !DILocation(line: 0, scope: !165, inlinedAt: !175)
!177 = !DILocation(line: 25, column: 14, scope: !172, inlinedAt: !175)
!178 = !DILocation(line: 25, column: 11, scope: !172, inlinedAt: !175)
!179 = !DILocation(line: 0, scope: !171, inlinedAt: !175)
!180 = !DILocation(line: 26, column: 44, scope: !181, inlinedAt: !175)
!181 = distinct !DILexicalBlock(scope: !171, file: !2, line: 26, column: 9)
!182 = !DILocation(line: 26, column: 76, scope: !181, inlinedAt: !175)
!183 = !DILocation(line: 26, column: 65, scope: !181, inlinedAt: !175)
!184 = !DILocation(line: 26, column: 50, scope: !181, inlinedAt: !175)
!185 = !DILocation(line: 24, column: 32, scope: !173, inlinedAt: !175)
!186 = !DILocation(line: 24, column: 26, scope: !173, inlinedAt: !175)
!187 = !DILocation(line: 24, column: 5, scope: !164, inlinedAt: !175)
!188 = distinct !{!188, !187, !189, !130}
!189 = !DILocation(line: 27, column: 5, scope: !164, inlinedAt: !175)
!190 = !DILocation(line: 19, column: 14, scope: !140, inlinedAt: !149)
!191 = !DILocalVariable(name: "p", arg: 1, scope: !192, file: !2, line: 31, type: !37)
!192 = distinct !DISubprogram(name: "adler32", scope: !2, file: !2, line: 31, type: !141, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !193)
!193 = !{!191, !194, !195, !196, !197}
!194 = !DILocalVariable(name: "n", arg: 2, scope: !192, file: !2, line: 31, type: !80)
!195 = !DILocalVariable(name: "a", scope: !192, file: !2, line: 32, type: !62)
!196 = !DILocalVariable(name: "b", scope: !192, file: !2, line: 32, type: !62)
!197 = !DILocalVariable(name: "i", scope: !198, file: !2, line: 33, type: !80)
!198 = distinct !DILexicalBlock(scope: !192, file: !2, line: 33, column: 5)
!199 = !DILocation(line: 0, scope: !192, inlinedAt: !200)
!200 = distinct !DILocation(line: 68, column: 16, scope: !77)
!201 = !DILocation(line: 0, scope: !198, inlinedAt: !200)
!202 = !DILocation(line: 33, column: 5, scope: !198, inlinedAt: !200)
!203 = !DILocation(line: 33, column: 47, scope: !204, inlinedAt: !200)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 33, column: 36)
!205 = distinct !DILexicalBlock(scope: !198, file: !2, line: 33, column: 5)
!206 = !DILocation(line: 33, column: 45, scope: !204, inlinedAt: !200)
!207 = !DILocation(line: 33, column: 53, scope: !204, inlinedAt: !200)
!208 = !DILocation(line: 33, column: 69, scope: !204, inlinedAt: !200)
!209 = !DILocation(line: 33, column: 74, scope: !204, inlinedAt: !200)
!210 = !DILocation(line: 33, column: 32, scope: !205, inlinedAt: !200)
!211 = !DILocation(line: 33, column: 26, scope: !205, inlinedAt: !200)
!212 = distinct !{!212, !202, !213, !130}
!213 = !DILocation(line: 33, column: 83, scope: !198, inlinedAt: !200)
!214 = !DILocation(line: 34, column: 15, scope: !192, inlinedAt: !200)
!215 = !DILocalVariable(name: "data", arg: 1, scope: !216, file: !2, line: 37, type: !219)
!216 = distinct !DISubprogram(name: "fnv1a64", scope: !2, file: !2, line: 37, type: !217, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !221)
!217 = !DISubroutineType(types: !218)
!218 = !{!45, !219, !80}
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!220 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!221 = !{!215, !222, !223, !224, !225}
!222 = !DILocalVariable(name: "n", arg: 2, scope: !216, file: !2, line: 37, type: !80)
!223 = !DILocalVariable(name: "p", scope: !216, file: !2, line: 38, type: !37)
!224 = !DILocalVariable(name: "h", scope: !216, file: !2, line: 39, type: !45)
!225 = !DILocalVariable(name: "i", scope: !226, file: !2, line: 40, type: !80)
!226 = distinct !DILexicalBlock(scope: !216, file: !2, line: 40, column: 5)
!227 = !DILocation(line: 0, scope: !216, inlinedAt: !228)
!228 = distinct !DILocation(line: 68, column: 51, scope: !77)
!229 = !DILocation(line: 0, scope: !226, inlinedAt: !228)
!230 = !DILocation(line: 40, column: 5, scope: !226, inlinedAt: !228)
!231 = !DILocation(line: 40, column: 43, scope: !232, inlinedAt: !228)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 40, column: 36)
!233 = distinct !DILexicalBlock(scope: !226, file: !2, line: 40, column: 5)
!234 = !DILocation(line: 40, column: 40, scope: !232, inlinedAt: !228)
!235 = !DILocation(line: 40, column: 51, scope: !232, inlinedAt: !228)
!236 = !DILocation(line: 40, column: 32, scope: !233, inlinedAt: !228)
!237 = !DILocation(line: 40, column: 26, scope: !233, inlinedAt: !228)
!238 = distinct !{!238, !230, !239, !130}
!239 = !DILocation(line: 40, column: 72, scope: !226, inlinedAt: !228)
!240 = !DILocation(line: 28, column: 12, scope: !165, inlinedAt: !175)
!241 = !DILocation(line: 67, column: 9, scope: !77)
!242 = !DILocation(line: 64, column: 29, scope: !78)
!243 = !DILocation(line: 64, column: 23, scope: !78)
!244 = !DILocation(line: 64, column: 5, scope: !75)
!245 = distinct !{!245, !244, !246, !130}
!246 = !DILocation(line: 69, column: 5, scope: !75)
!247 = !DILocation(line: 71, column: 41, scope: !248)
!248 = distinct !DILexicalBlock(scope: !83, file: !2, line: 71, column: 5)
!249 = !DILocation(line: 71, column: 5, scope: !83)
!250 = !DILocation(line: 71, column: 66, scope: !248)
!251 = !DILocation(line: 71, column: 77, scope: !248)
!252 = !DILocation(line: 71, column: 72, scope: !248)
!253 = !DILocation(line: 71, column: 54, scope: !248)
!254 = !DILocation(line: 71, column: 45, scope: !248)
!255 = !DILocation(line: 71, column: 52, scope: !248)
!256 = distinct !{!256, !249, !257, !130, !131, !132}
!257 = !DILocation(line: 71, column: 82, scope: !83)
!258 = !DILocation(line: 0, scope: !147, inlinedAt: !259)
!259 = distinct !DILocation(line: 72, column: 54, scope: !31)
!260 = !DILocation(line: 0, scope: !140, inlinedAt: !259)
!261 = !DILocation(line: 18, column: 55, scope: !152, inlinedAt: !259)
!262 = !DILocation(line: 18, column: 61, scope: !152, inlinedAt: !259)
!263 = !DILocation(line: 18, column: 40, scope: !152, inlinedAt: !259)
!264 = !DILocation(line: 18, column: 74, scope: !152, inlinedAt: !259)
!265 = !DILocation(line: 18, column: 69, scope: !152, inlinedAt: !259)
!266 = !DILocation(line: 18, column: 32, scope: !152, inlinedAt: !259)
!267 = !DILocation(line: 18, column: 26, scope: !152, inlinedAt: !259)
!268 = !DILocation(line: 18, column: 5, scope: !147, inlinedAt: !259)
!269 = distinct !{!269, !268, !270, !130}
!270 = !DILocation(line: 18, column: 78, scope: !147, inlinedAt: !259)
!271 = !DILocation(line: 0, scope: !198, inlinedAt: !272)
!272 = distinct !DILocation(line: 72, column: 84, scope: !31)
!273 = !DILocation(line: 0, scope: !192, inlinedAt: !272)
!274 = !DILocation(line: 33, column: 47, scope: !204, inlinedAt: !272)
!275 = !DILocation(line: 33, column: 45, scope: !204, inlinedAt: !272)
!276 = !DILocation(line: 33, column: 53, scope: !204, inlinedAt: !272)
!277 = !DILocation(line: 33, column: 69, scope: !204, inlinedAt: !272)
!278 = !DILocation(line: 33, column: 74, scope: !204, inlinedAt: !272)
!279 = !DILocation(line: 33, column: 32, scope: !205, inlinedAt: !272)
!280 = !DILocation(line: 33, column: 26, scope: !205, inlinedAt: !272)
!281 = !DILocation(line: 33, column: 5, scope: !198, inlinedAt: !272)
!282 = distinct !{!282, !281, !283, !130}
!283 = !DILocation(line: 33, column: 83, scope: !198, inlinedAt: !272)
!284 = !DILocation(line: 34, column: 15, scope: !192, inlinedAt: !272)
!285 = !DILocation(line: 0, scope: !216, inlinedAt: !286)
!286 = distinct !DILocation(line: 73, column: 32, scope: !31)
!287 = !DILocation(line: 0, scope: !226, inlinedAt: !286)
!288 = !DILocation(line: 40, column: 43, scope: !232, inlinedAt: !286)
!289 = !DILocation(line: 40, column: 40, scope: !232, inlinedAt: !286)
!290 = !DILocation(line: 40, column: 51, scope: !232, inlinedAt: !286)
!291 = !DILocation(line: 40, column: 32, scope: !233, inlinedAt: !286)
!292 = !DILocation(line: 40, column: 26, scope: !233, inlinedAt: !286)
!293 = !DILocation(line: 40, column: 5, scope: !226, inlinedAt: !286)
!294 = distinct !{!294, !293, !295, !130}
!295 = !DILocation(line: 40, column: 72, scope: !226, inlinedAt: !286)
!296 = !DILocation(line: 19, column: 14, scope: !140, inlinedAt: !259)
!297 = !DILocation(line: 72, column: 5, scope: !31)
!298 = !DILocation(line: 74, column: 5, scope: !31)
!299 = !DILocation(line: 0, scope: !89)
!300 = !DILocation(line: 75, column: 39, scope: !301)
!301 = distinct !DILexicalBlock(scope: !89, file: !2, line: 75, column: 5)
!302 = !{!303, !303, i64 0}
!303 = !{!"long", !126, i64 0}
!304 = !DILocation(line: 75, column: 34, scope: !301)
!305 = !DILocation(line: 48, column: 5, scope: !306, inlinedAt: !326)
!306 = distinct !DILexicalBlock(scope: !307, file: !2, line: 48, column: 5)
!307 = distinct !DISubprogram(name: "sipround_mix", scope: !2, file: !2, line: 45, type: !308, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !312)
!308 = !DISubroutineType(types: !309)
!309 = !{!45, !45, !45, !310, !34}
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !311, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!312 = !{!313, !314, !315, !316, !317, !318, !319, !320, !321, !322}
!313 = !DILocalVariable(name: "k0", arg: 1, scope: !307, file: !2, line: 45, type: !45)
!314 = !DILocalVariable(name: "k1", arg: 2, scope: !307, file: !2, line: 45, type: !45)
!315 = !DILocalVariable(name: "m", arg: 3, scope: !307, file: !2, line: 45, type: !310)
!316 = !DILocalVariable(name: "n", arg: 4, scope: !307, file: !2, line: 45, type: !34)
!317 = !DILocalVariable(name: "v0", scope: !307, file: !2, line: 46, type: !45)
!318 = !DILocalVariable(name: "v1", scope: !307, file: !2, line: 46, type: !45)
!319 = !DILocalVariable(name: "v2", scope: !307, file: !2, line: 47, type: !45)
!320 = !DILocalVariable(name: "v3", scope: !307, file: !2, line: 47, type: !45)
!321 = !DILocalVariable(name: "i", scope: !306, file: !2, line: 48, type: !34)
!322 = !DILocalVariable(name: "r", scope: !323, file: !2, line: 50, type: !34)
!323 = distinct !DILexicalBlock(scope: !324, file: !2, line: 50, column: 9)
!324 = distinct !DILexicalBlock(scope: !325, file: !2, line: 48, column: 33)
!325 = distinct !DILexicalBlock(scope: !306, file: !2, line: 48, column: 5)
!326 = distinct !DILocation(line: 76, column: 56, scope: !31)
!327 = !DILocation(line: 0, scope: !306, inlinedAt: !326)
!328 = !DILocation(line: 0, scope: !307, inlinedAt: !326)
!329 = !DILocation(line: 49, column: 15, scope: !324, inlinedAt: !326)
!330 = !DILocation(line: 49, column: 12, scope: !324, inlinedAt: !326)
!331 = !DILocation(line: 0, scope: !323, inlinedAt: !326)
!332 = !DILocation(line: 51, column: 16, scope: !333, inlinedAt: !326)
!333 = distinct !DILexicalBlock(scope: !334, file: !2, line: 50, column: 37)
!334 = distinct !DILexicalBlock(scope: !323, file: !2, line: 50, column: 9)
!335 = !DILocation(line: 51, column: 28, scope: !333, inlinedAt: !326)
!336 = !DILocation(line: 51, column: 45, scope: !333, inlinedAt: !326)
!337 = !DILocation(line: 51, column: 57, scope: !333, inlinedAt: !326)
!338 = !DILocation(line: 52, column: 16, scope: !333, inlinedAt: !326)
!339 = !DILocation(line: 52, column: 28, scope: !333, inlinedAt: !326)
!340 = !DILocation(line: 52, column: 45, scope: !333, inlinedAt: !326)
!341 = !DILocation(line: 53, column: 16, scope: !333, inlinedAt: !326)
!342 = !DILocation(line: 53, column: 28, scope: !333, inlinedAt: !326)
!343 = !DILocation(line: 53, column: 45, scope: !333, inlinedAt: !326)
!344 = !DILocation(line: 54, column: 16, scope: !333, inlinedAt: !326)
!345 = !DILocation(line: 54, column: 28, scope: !333, inlinedAt: !326)
!346 = !DILocation(line: 54, column: 45, scope: !333, inlinedAt: !326)
!347 = !DILocation(line: 54, column: 57, scope: !333, inlinedAt: !326)
!348 = !DILocation(line: 56, column: 12, scope: !324, inlinedAt: !326)
!349 = !DILocation(line: 48, column: 29, scope: !325, inlinedAt: !326)
!350 = !DILocation(line: 48, column: 23, scope: !325, inlinedAt: !326)
!351 = distinct !{!351, !305, !352, !130}
!352 = !DILocation(line: 57, column: 5, scope: !306, inlinedAt: !326)
!353 = !DILocation(line: 58, column: 15, scope: !307, inlinedAt: !326)
!354 = !DILocation(line: 58, column: 20, scope: !307, inlinedAt: !326)
!355 = !DILocation(line: 58, column: 25, scope: !307, inlinedAt: !326)
!356 = !DILocation(line: 76, column: 5, scope: !31)
!357 = !DILocation(line: 78, column: 1, scope: !31)
!358 = !DILocation(line: 77, column: 5, scope: !31)
!359 = !DISubprogram(name: "strlen", scope: !360, file: !360, line: 407, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!361 = !DISubroutineType(types: !362)
!362 = !{!47, !70}
!363 = !DISubprogram(name: "printf", scope: !364, file: !364, line: 356, type: !365, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!364 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!365 = !DISubroutineType(types: !366)
!366 = !{!34, !367, null}
!367 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
