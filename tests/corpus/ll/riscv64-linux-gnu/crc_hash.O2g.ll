; ModuleID = 'tests/programs/crc_hash.c'
source_filename = "tests/programs/crc_hash.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !31 {
    #dbg_assign(i1 undef, !68, !DIExpression(), !105, ptr @__const.main.msgs, !DIExpression(), !106)
  %1 = alloca [16 x i64], align 8, !DIAssignID !107
    #dbg_assign(i1 undef, !84, !DIExpression(), !107, ptr %1, !DIExpression(), !106)
    #dbg_value(i32 0, !108, !DIExpression(), !119)
  br label %2, !dbg !121

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %46, %2 ]
    #dbg_value(i64 %3, !108, !DIExpression(), !119)
    #dbg_value(i32 0, !117, !DIExpression(), !122)
    #dbg_value(i64 %3, !114, !DIExpression(), !123)
    #dbg_value(i32 0, !117, !DIExpression(), !122)
    #dbg_value(i64 %3, !114, !DIExpression(), !123)
  %4 = trunc nuw nsw i64 %3 to i32, !dbg !124
  %5 = and i32 %4, 1, !dbg !124
  %6 = icmp eq i32 %5, 0, !dbg !124
  %7 = lshr i32 %4, 1, !dbg !126
  %8 = xor i32 %7, -306674912, !dbg !126
  %9 = select i1 %6, i32 %7, i32 %8, !dbg !126
    #dbg_value(i32 %9, !114, !DIExpression(), !123)
    #dbg_value(i32 1, !117, !DIExpression(), !122)
  %10 = and i32 %9, 1, !dbg !124
  %11 = icmp eq i32 %10, 0, !dbg !124
  %12 = lshr i32 %9, 1, !dbg !126
  %13 = xor i32 %12, -306674912, !dbg !126
  %14 = select i1 %11, i32 %12, i32 %13, !dbg !126
    #dbg_value(i32 %14, !114, !DIExpression(), !123)
    #dbg_value(i32 2, !117, !DIExpression(), !122)
  %15 = and i32 %14, 1, !dbg !124
  %16 = icmp eq i32 %15, 0, !dbg !124
  %17 = lshr i32 %14, 1, !dbg !126
  %18 = xor i32 %17, -306674912, !dbg !126
  %19 = select i1 %16, i32 %17, i32 %18, !dbg !126
    #dbg_value(i32 %19, !114, !DIExpression(), !123)
    #dbg_value(i32 3, !117, !DIExpression(), !122)
  %20 = and i32 %19, 1, !dbg !124
  %21 = icmp eq i32 %20, 0, !dbg !124
  %22 = lshr i32 %19, 1, !dbg !126
  %23 = xor i32 %22, -306674912, !dbg !126
  %24 = select i1 %21, i32 %22, i32 %23, !dbg !126
    #dbg_value(i32 %24, !114, !DIExpression(), !123)
    #dbg_value(i32 4, !117, !DIExpression(), !122)
  %25 = and i32 %24, 1, !dbg !124
  %26 = icmp eq i32 %25, 0, !dbg !124
  %27 = lshr i32 %24, 1, !dbg !126
  %28 = xor i32 %27, -306674912, !dbg !126
  %29 = select i1 %26, i32 %27, i32 %28, !dbg !126
    #dbg_value(i32 %29, !114, !DIExpression(), !123)
    #dbg_value(i32 5, !117, !DIExpression(), !122)
  %30 = and i32 %29, 1, !dbg !124
  %31 = icmp eq i32 %30, 0, !dbg !124
  %32 = lshr i32 %29, 1, !dbg !126
  %33 = xor i32 %32, -306674912, !dbg !126
  %34 = select i1 %31, i32 %32, i32 %33, !dbg !126
    #dbg_value(i32 %34, !114, !DIExpression(), !123)
    #dbg_value(i32 6, !117, !DIExpression(), !122)
  %35 = and i32 %34, 1, !dbg !124
  %36 = icmp eq i32 %35, 0, !dbg !124
  %37 = lshr i32 %34, 1, !dbg !126
  %38 = xor i32 %37, -306674912, !dbg !126
  %39 = select i1 %36, i32 %37, i32 %38, !dbg !126
    #dbg_value(i32 %39, !114, !DIExpression(), !123)
    #dbg_value(i32 7, !117, !DIExpression(), !122)
  %40 = and i32 %39, 1, !dbg !124
  %41 = icmp eq i32 %40, 0, !dbg !124
  %42 = lshr i32 %39, 1, !dbg !126
  %43 = xor i32 %42, -306674912, !dbg !126
  %44 = select i1 %41, i32 %42, i32 %43, !dbg !126
    #dbg_value(i32 %44, !114, !DIExpression(), !123)
    #dbg_value(i32 8, !117, !DIExpression(), !122)
  %45 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %3, !dbg !127
  store i32 %44, ptr %45, align 4, !dbg !128, !tbaa !129
  %46 = add nuw nsw i64 %3, 1, !dbg !133
    #dbg_value(i64 %46, !108, !DIExpression(), !119)
  %47 = icmp eq i64 %46, 256, !dbg !134
  br i1 %47, label %48, label %2, !dbg !121, !llvm.loop !135

48:                                               ; preds = %2, %142
  %49 = phi i64 [ %148, %142 ], [ 0, %2 ]
    #dbg_value(i64 %49, !74, !DIExpression(), !138)
  %50 = getelementptr inbounds [5 x ptr], ptr @__const.main.msgs, i64 0, i64 %49, !dbg !139
  %51 = load ptr, ptr %50, align 8, !dbg !139, !tbaa !140
    #dbg_value(ptr %51, !76, !DIExpression(), !142)
  %52 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %51) #5, !dbg !143
    #dbg_value(i64 %52, !79, !DIExpression(), !142)
    #dbg_value(ptr %51, !144, !DIExpression(), !153)
    #dbg_value(i64 %52, !149, !DIExpression(), !153)
    #dbg_value(i32 -1, !150, !DIExpression(), !153)
    #dbg_value(i64 0, !151, !DIExpression(), !155)
  %53 = icmp eq i64 %52, 0, !dbg !156
  br i1 %53, label %142, label %54, !dbg !158

54:                                               ; preds = %48, %54
  %55 = phi i64 [ %66, %54 ], [ 0, %48 ]
  %56 = phi i32 [ %65, %54 ], [ -1, %48 ]
    #dbg_value(i64 %55, !151, !DIExpression(), !155)
    #dbg_value(i32 %56, !150, !DIExpression(), !153)
  %57 = getelementptr inbounds i8, ptr %51, i64 %55, !dbg !159
  %58 = load i8, ptr %57, align 1, !dbg !159, !tbaa !160
  %59 = trunc i32 %56 to i8, !dbg !161
  %60 = xor i8 %58, %59, !dbg !161
  %61 = zext i8 %60 to i64, !dbg !162
  %62 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %61, !dbg !162
  %63 = load i32, ptr %62, align 4, !dbg !162, !tbaa !129
  %64 = lshr i32 %56, 8, !dbg !163
  %65 = xor i32 %63, %64, !dbg !164
    #dbg_value(i32 %65, !150, !DIExpression(), !153)
  %66 = add nuw i64 %55, 1, !dbg !165
    #dbg_value(i64 %66, !151, !DIExpression(), !155)
  %67 = icmp eq i64 %66, %52, !dbg !156
  br i1 %67, label %68, label %54, !dbg !158, !llvm.loop !166

68:                                               ; preds = %54, %68
  %69 = phi i64 [ %110, %68 ], [ 0, %54 ]
  %70 = phi i32 [ %109, %68 ], [ -1, %54 ]
    #dbg_value(i64 %69, !168, !DIExpression(), !179)
    #dbg_value(i32 %70, !174, !DIExpression(), !181)
  %71 = getelementptr inbounds i8, ptr %51, i64 %69, !dbg !182
  %72 = load i8, ptr %71, align 1, !dbg !182, !tbaa !160
  %73 = zext i8 %72 to i32, !dbg !182
  %74 = xor i32 %70, %73, !dbg !183
    #dbg_value(i32 0, !175, !DIExpression(), !184)
    #dbg_value(i32 %74, !174, !DIExpression(), !181)
  %75 = lshr i32 %74, 1, !dbg !185
  %76 = and i32 %74, 1, !dbg !187
  %77 = icmp eq i32 %76, 0, !dbg !188
  %78 = select i1 %77, i32 0, i32 -306674912, !dbg !188
  %79 = xor i32 %78, %75, !dbg !189
    #dbg_value(!DIArgList(i32 %78, i32 %75), !174, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !181)
    #dbg_value(i32 1, !175, !DIExpression(), !184)
  %80 = lshr i32 %79, 1, !dbg !185
  %81 = and i32 %74, 2, !dbg !188
  %82 = icmp eq i32 %81, 0, !dbg !188
  %83 = select i1 %82, i32 0, i32 -306674912, !dbg !188
  %84 = xor i32 %80, %83, !dbg !189
    #dbg_value(!DIArgList(i32 %83, i32 %80), !174, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !181)
    #dbg_value(i32 2, !175, !DIExpression(), !184)
  %85 = lshr i32 %84, 6, !dbg !185
  %86 = and i32 %74, 4, !dbg !188
  %87 = icmp eq i32 %86, 0, !dbg !188
  %88 = select i1 %87, i32 0, i32 124634137, !dbg !188
    #dbg_value(!DIArgList(i32 %88, i32 %85), !174, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !181)
    #dbg_value(i32 3, !175, !DIExpression(), !184)
  %89 = and i32 %74, 8, !dbg !188
  %90 = icmp eq i32 %89, 0, !dbg !188
  %91 = select i1 %90, i32 0, i32 249268274, !dbg !188
    #dbg_value(!DIArgList(i32 poison, i32 poison), !174, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !181)
    #dbg_value(i32 4, !175, !DIExpression(), !184)
  %92 = and i32 %74, 16, !dbg !188
  %93 = icmp eq i32 %92, 0, !dbg !188
  %94 = select i1 %93, i32 0, i32 498536548, !dbg !188
    #dbg_value(!DIArgList(i32 poison, i32 poison), !174, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !181)
    #dbg_value(i32 5, !175, !DIExpression(), !184)
  %95 = and i32 %74, 32, !dbg !188
  %96 = icmp eq i32 %95, 0, !dbg !188
  %97 = select i1 %96, i32 0, i32 997073096, !dbg !188
    #dbg_value(!DIArgList(i32 poison, i32 poison), !174, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !181)
    #dbg_value(i32 6, !175, !DIExpression(), !184)
  %98 = and i32 %79, 32, !dbg !188
  %99 = icmp eq i32 %98, 0, !dbg !188
  %100 = select i1 %99, i32 0, i32 1994146192, !dbg !188
    #dbg_value(!DIArgList(i32 %100, i32 %107), !174, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !181)
    #dbg_value(i32 7, !175, !DIExpression(), !184)
  %101 = and i32 %84, 32, !dbg !188
  %102 = icmp eq i32 %101, 0, !dbg !188
  %103 = select i1 %102, i32 0, i32 -306674912, !dbg !188
  %104 = xor i32 %91, %88, !dbg !189
  %105 = xor i32 %104, %94, !dbg !189
  %106 = xor i32 %105, %97, !dbg !189
  %107 = xor i32 %106, %85, !dbg !189
  %108 = xor i32 %107, %100, !dbg !189
  %109 = xor i32 %108, %103, !dbg !189
    #dbg_value(i32 %109, !174, !DIExpression(), !181)
    #dbg_value(i32 8, !175, !DIExpression(), !184)
  %110 = add nuw i64 %69, 1, !dbg !190
    #dbg_value(i64 %110, !168, !DIExpression(), !179)
  %111 = icmp eq i64 %110, %52, !dbg !191
  br i1 %111, label %112, label %68, !dbg !192, !llvm.loop !193

112:                                              ; preds = %68
  %113 = xor i32 %65, -1, !dbg !195
    #dbg_value(ptr %51, !196, !DIExpression(), !204)
    #dbg_value(i64 %52, !199, !DIExpression(), !204)
    #dbg_value(i32 1, !200, !DIExpression(), !204)
    #dbg_value(i32 0, !201, !DIExpression(), !204)
    #dbg_value(i64 0, !202, !DIExpression(), !206)
  br label %114, !dbg !207

114:                                              ; preds = %112, %114
  %115 = phi i64 [ %125, %114 ], [ 0, %112 ]
  %116 = phi i32 [ %124, %114 ], [ 0, %112 ]
  %117 = phi i32 [ %122, %114 ], [ 1, %112 ]
    #dbg_value(i64 %115, !202, !DIExpression(), !206)
    #dbg_value(i32 %116, !201, !DIExpression(), !204)
    #dbg_value(i32 %117, !200, !DIExpression(), !204)
  %118 = getelementptr inbounds i8, ptr %51, i64 %115, !dbg !208
  %119 = load i8, ptr %118, align 1, !dbg !208, !tbaa !160
  %120 = zext i8 %119 to i32, !dbg !208
  %121 = add nuw nsw i32 %117, %120, !dbg !211
  %122 = urem i32 %121, 65521, !dbg !212
    #dbg_value(i32 %122, !200, !DIExpression(), !204)
  %123 = add nuw nsw i32 %122, %116, !dbg !213
  %124 = urem i32 %123, 65521, !dbg !214
    #dbg_value(i32 %124, !201, !DIExpression(), !204)
  %125 = add nuw i64 %115, 1, !dbg !215
    #dbg_value(i64 %125, !202, !DIExpression(), !206)
  %126 = icmp eq i64 %125, %52, !dbg !216
  br i1 %126, label %127, label %114, !dbg !207, !llvm.loop !217

127:                                              ; preds = %114
  %128 = shl nuw i32 %124, 16, !dbg !219
    #dbg_value(ptr %51, !220, !DIExpression(), !232)
    #dbg_value(i64 %52, !227, !DIExpression(), !232)
    #dbg_value(ptr %51, !228, !DIExpression(), !232)
    #dbg_value(i64 -3750763034362895579, !229, !DIExpression(), !232)
    #dbg_value(i64 0, !230, !DIExpression(), !234)
  br label %129, !dbg !235

129:                                              ; preds = %127, %129
  %130 = phi i64 [ %137, %129 ], [ 0, %127 ]
  %131 = phi i64 [ %136, %129 ], [ -3750763034362895579, %127 ]
    #dbg_value(i64 %130, !230, !DIExpression(), !234)
    #dbg_value(i64 %131, !229, !DIExpression(), !232)
  %132 = getelementptr inbounds i8, ptr %51, i64 %130, !dbg !236
  %133 = load i8, ptr %132, align 1, !dbg !236, !tbaa !160
  %134 = zext i8 %133 to i64, !dbg !236
  %135 = xor i64 %131, %134, !dbg !239
    #dbg_value(i64 %135, !229, !DIExpression(), !232)
  %136 = mul i64 %135, 1099511628211, !dbg !240
    #dbg_value(i64 %136, !229, !DIExpression(), !232)
  %137 = add nuw i64 %130, 1, !dbg !241
    #dbg_value(i64 %137, !230, !DIExpression(), !234)
  %138 = icmp eq i64 %137, %52, !dbg !242
  br i1 %138, label %139, label %129, !dbg !235, !llvm.loop !243

139:                                              ; preds = %129
  %140 = xor i32 %109, -1, !dbg !245
  %141 = or disjoint i32 %128, %122, !dbg !219
  br label %142, !dbg !246

142:                                              ; preds = %139, %48
  %143 = phi i32 [ 1, %48 ], [ %141, %139 ]
  %144 = phi i32 [ 0, %48 ], [ %113, %139 ]
  %145 = phi i32 [ 0, %48 ], [ %140, %139 ]
  %146 = phi i64 [ -3750763034362895579, %48 ], [ %136, %139 ], !dbg !232
  %147 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %51, i32 noundef signext %144, i32 noundef signext %145, i32 noundef signext %143, i64 noundef %146), !dbg !246
  %148 = add nuw nsw i64 %49, 1, !dbg !247
    #dbg_value(i64 %148, !74, !DIExpression(), !138)
  %149 = icmp eq i64 %148, 5, !dbg !248
  br i1 %149, label %208, label %48, !dbg !249, !llvm.loop !250

150:                                              ; preds = %208, %150
  %151 = phi i64 [ %162, %150 ], [ 0, %208 ]
  %152 = phi i32 [ %161, %150 ], [ -1, %208 ]
    #dbg_value(i64 %151, !151, !DIExpression(), !252)
    #dbg_value(i32 %152, !150, !DIExpression(), !254)
  %153 = getelementptr inbounds i8, ptr @main.buf, i64 %151, !dbg !255
  %154 = load i8, ptr %153, align 1, !dbg !255, !tbaa !160
  %155 = trunc i32 %152 to i8, !dbg !256
  %156 = xor i8 %154, %155, !dbg !256
  %157 = zext i8 %156 to i64, !dbg !257
  %158 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %157, !dbg !257
  %159 = load i32, ptr %158, align 4, !dbg !257, !tbaa !129
  %160 = lshr i32 %152, 8, !dbg !258
  %161 = xor i32 %159, %160, !dbg !259
    #dbg_value(i32 %161, !150, !DIExpression(), !254)
  %162 = add nuw nsw i64 %151, 1, !dbg !260
    #dbg_value(i64 %162, !151, !DIExpression(), !252)
  %163 = icmp eq i64 %162, 65536, !dbg !261
  br i1 %163, label %164, label %150, !dbg !262, !llvm.loop !263

164:                                              ; preds = %150, %164
  %165 = phi i64 [ %175, %164 ], [ 0, %150 ]
  %166 = phi i32 [ %174, %164 ], [ 0, %150 ]
  %167 = phi i32 [ %172, %164 ], [ 1, %150 ]
    #dbg_value(i64 %165, !202, !DIExpression(), !265)
    #dbg_value(i32 %166, !201, !DIExpression(), !267)
    #dbg_value(i32 %167, !200, !DIExpression(), !267)
  %168 = getelementptr inbounds i8, ptr @main.buf, i64 %165, !dbg !268
  %169 = load i8, ptr %168, align 1, !dbg !268, !tbaa !160
  %170 = zext i8 %169 to i32, !dbg !268
  %171 = add nuw nsw i32 %167, %170, !dbg !269
  %172 = urem i32 %171, 65521, !dbg !270
    #dbg_value(i32 %172, !200, !DIExpression(), !267)
  %173 = add nuw nsw i32 %172, %166, !dbg !271
  %174 = urem i32 %173, 65521, !dbg !272
    #dbg_value(i32 %174, !201, !DIExpression(), !267)
  %175 = add nuw nsw i64 %165, 1, !dbg !273
    #dbg_value(i64 %175, !202, !DIExpression(), !265)
  %176 = icmp eq i64 %175, 65536, !dbg !274
  br i1 %176, label %177, label %164, !dbg !275, !llvm.loop !276

177:                                              ; preds = %164
  %178 = shl nuw i32 %174, 16, !dbg !278
    #dbg_value(ptr @main.buf, !220, !DIExpression(), !279)
    #dbg_value(i64 65536, !227, !DIExpression(), !279)
    #dbg_value(ptr @main.buf, !228, !DIExpression(), !279)
    #dbg_value(i64 -3750763034362895579, !229, !DIExpression(), !279)
    #dbg_value(i64 0, !230, !DIExpression(), !281)
  br label %179

179:                                              ; preds = %179, %177
  %180 = phi i64 [ %187, %179 ], [ 0, %177 ]
  %181 = phi i64 [ %186, %179 ], [ -3750763034362895579, %177 ]
    #dbg_value(i64 %180, !230, !DIExpression(), !281)
    #dbg_value(i64 %181, !229, !DIExpression(), !279)
  %182 = getelementptr inbounds i8, ptr @main.buf, i64 %180, !dbg !282
  %183 = load i8, ptr %182, align 1, !dbg !282, !tbaa !160
  %184 = zext i8 %183 to i64, !dbg !282
  %185 = xor i64 %181, %184, !dbg !283
    #dbg_value(i64 %185, !229, !DIExpression(), !279)
  %186 = mul i64 %185, 1099511628211, !dbg !284
    #dbg_value(i64 %186, !229, !DIExpression(), !279)
  %187 = add nuw nsw i64 %180, 1, !dbg !285
    #dbg_value(i64 %187, !230, !DIExpression(), !281)
  %188 = icmp eq i64 %187, 65536, !dbg !286
  br i1 %188, label %189, label %179, !dbg !287, !llvm.loop !288

189:                                              ; preds = %179
  %190 = xor i32 %161, -1, !dbg !290
  %191 = or disjoint i32 %178, %172, !dbg !278
  %192 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %190, i32 noundef signext %191, i64 noundef %186), !dbg !291
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #6, !dbg !292
    #dbg_value(i32 0, !88, !DIExpression(), !293)
    #dbg_value(i64 0, !88, !DIExpression(), !293)
  store i64 506097522914230528, ptr %1, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 1, !88, !DIExpression(), !293)
  %193 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !298
  store i64 1084818905618843912, ptr %193, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 2, !88, !DIExpression(), !293)
  %194 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !298
  store i64 1663540288323457296, ptr %194, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 3, !88, !DIExpression(), !293)
  %195 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !298
  store i64 2242261671028070680, ptr %195, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 4, !88, !DIExpression(), !293)
  %196 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !298
  store i64 2820983053732684064, ptr %196, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 5, !88, !DIExpression(), !293)
  %197 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !298
  store i64 3399704436437297448, ptr %197, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 6, !88, !DIExpression(), !293)
  %198 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !298
  store i64 3978425819141910832, ptr %198, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 7, !88, !DIExpression(), !293)
  %199 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !298
  store i64 4557147201846524216, ptr %199, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 8, !88, !DIExpression(), !293)
  %200 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !298
  store i64 5135868584551137600, ptr %200, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 9, !88, !DIExpression(), !293)
  %201 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !298
  store i64 5714589967255750984, ptr %201, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 10, !88, !DIExpression(), !293)
  %202 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !298
  store i64 6293311349960364368, ptr %202, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 11, !88, !DIExpression(), !293)
  %203 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !298
  store i64 6872032732664977752, ptr %203, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 12, !88, !DIExpression(), !293)
  %204 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !298
  store i64 7450754115369591136, ptr %204, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 13, !88, !DIExpression(), !293)
  %205 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !298
  store i64 8029475498074204520, ptr %205, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 14, !88, !DIExpression(), !293)
  %206 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !298
  store i64 8608196880778817904, ptr %206, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 15, !88, !DIExpression(), !293)
  %207 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !298
  store i64 9186918263483431288, ptr %207, align 8, !dbg !294, !tbaa !296
    #dbg_value(i64 16, !88, !DIExpression(), !293)
  br label %217, !dbg !299

208:                                              ; preds = %142, %208
  %209 = phi i64 [ %215, %208 ], [ 0, %142 ]
    #dbg_value(i64 %209, !82, !DIExpression(), !321)
  %210 = mul nuw nsw i64 %209, 131, !dbg !322
  %211 = lshr i64 %209, 8, !dbg !324
  %212 = add nuw nsw i64 %210, %211, !dbg !325
  %213 = trunc i64 %212 to i8, !dbg !326
  %214 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %209, !dbg !327
  store i8 %213, ptr %214, align 1, !dbg !328, !tbaa !160
  %215 = add nuw nsw i64 %209, 1, !dbg !329
    #dbg_value(i64 %215, !82, !DIExpression(), !321)
  %216 = icmp eq i64 %215, 65536, !dbg !330
  br i1 %216, label %150, label %208, !dbg !331, !llvm.loop !332

217:                                              ; preds = %189, %217
  %218 = phi i64 [ %255, %217 ], [ 0, %189 ]
  %219 = phi i64 [ %249, %217 ], [ 8893317812261383291, %189 ]
  %220 = phi i64 [ %253, %217 ], [ 7746018054687388513, %189 ]
  %221 = phi i64 [ %252, %217 ], [ 7737605742629119589, %189 ]
  %222 = phi i64 [ %254, %217 ], [ 8388350548712186997, %189 ]
    #dbg_value(i64 %218, !315, !DIExpression(), !334)
    #dbg_value(i64 %219, !314, !DIExpression(), !335)
    #dbg_value(i64 %220, !313, !DIExpression(), !335)
    #dbg_value(i64 %221, !312, !DIExpression(), !335)
    #dbg_value(i64 %222, !311, !DIExpression(), !335)
  %223 = getelementptr inbounds i64, ptr %1, i64 %218, !dbg !336
  %224 = load i64, ptr %223, align 8, !dbg !336, !tbaa !296
  %225 = xor i64 %224, %219, !dbg !337
    #dbg_value(i32 0, !316, !DIExpression(), !338)
    #dbg_value(i64 %225, !314, !DIExpression(), !335)
  %226 = add i64 %222, %221, !dbg !339
    #dbg_value(i64 %226, !311, !DIExpression(), !335)
  %227 = tail call i64 @llvm.fshl.i64(i64 %221, i64 %221, i64 13), !dbg !342
    #dbg_value(i64 %227, !312, !DIExpression(), !335)
  %228 = xor i64 %226, %227, !dbg !343
    #dbg_value(i64 %228, !312, !DIExpression(), !335)
  %229 = tail call i64 @llvm.fshl.i64(i64 %226, i64 %226, i64 32), !dbg !344
    #dbg_value(i64 %229, !311, !DIExpression(), !335)
  %230 = add i64 %225, %220, !dbg !345
    #dbg_value(i64 %230, !313, !DIExpression(), !335)
  %231 = tail call i64 @llvm.fshl.i64(i64 %225, i64 %225, i64 16), !dbg !346
    #dbg_value(i64 %231, !314, !DIExpression(), !335)
  %232 = xor i64 %231, %230, !dbg !347
    #dbg_value(i64 %232, !314, !DIExpression(), !335)
  %233 = add i64 %232, %229, !dbg !348
    #dbg_value(i64 %233, !311, !DIExpression(), !335)
  %234 = tail call i64 @llvm.fshl.i64(i64 %232, i64 %232, i64 21), !dbg !349
    #dbg_value(i64 %234, !314, !DIExpression(), !335)
  %235 = xor i64 %234, %233, !dbg !350
    #dbg_value(i64 %235, !314, !DIExpression(), !335)
  %236 = add i64 %230, %228, !dbg !351
    #dbg_value(i64 %236, !313, !DIExpression(), !335)
  %237 = tail call i64 @llvm.fshl.i64(i64 %228, i64 %228, i64 17), !dbg !352
    #dbg_value(i64 %237, !312, !DIExpression(), !335)
  %238 = xor i64 %236, %237, !dbg !353
    #dbg_value(i64 %238, !312, !DIExpression(), !335)
  %239 = tail call i64 @llvm.fshl.i64(i64 %236, i64 %236, i64 32), !dbg !354
    #dbg_value(i64 %239, !313, !DIExpression(), !335)
    #dbg_value(i32 1, !316, !DIExpression(), !338)
  %240 = add i64 %238, %233, !dbg !339
    #dbg_value(i64 %240, !311, !DIExpression(), !335)
  %241 = tail call i64 @llvm.fshl.i64(i64 %238, i64 %238, i64 13), !dbg !342
    #dbg_value(i64 %241, !312, !DIExpression(), !335)
  %242 = xor i64 %241, %240, !dbg !343
    #dbg_value(i64 %242, !312, !DIExpression(), !335)
  %243 = tail call i64 @llvm.fshl.i64(i64 %240, i64 %240, i64 32), !dbg !344
    #dbg_value(i64 %243, !311, !DIExpression(), !335)
  %244 = add i64 %235, %239, !dbg !345
    #dbg_value(i64 %244, !313, !DIExpression(), !335)
  %245 = tail call i64 @llvm.fshl.i64(i64 %235, i64 %235, i64 16), !dbg !346
    #dbg_value(i64 %245, !314, !DIExpression(), !335)
  %246 = xor i64 %245, %244, !dbg !347
    #dbg_value(i64 %246, !314, !DIExpression(), !335)
  %247 = add i64 %246, %243, !dbg !348
    #dbg_value(i64 %247, !311, !DIExpression(), !335)
  %248 = tail call i64 @llvm.fshl.i64(i64 %246, i64 %246, i64 21), !dbg !349
    #dbg_value(i64 %248, !314, !DIExpression(), !335)
  %249 = xor i64 %248, %247, !dbg !350
    #dbg_value(i64 %249, !314, !DIExpression(), !335)
  %250 = add i64 %244, %242, !dbg !351
    #dbg_value(i64 %250, !313, !DIExpression(), !335)
  %251 = tail call i64 @llvm.fshl.i64(i64 %242, i64 %242, i64 17), !dbg !352
    #dbg_value(i64 %251, !312, !DIExpression(), !335)
  %252 = xor i64 %250, %251, !dbg !353
    #dbg_value(i64 %252, !312, !DIExpression(), !335)
  %253 = tail call i64 @llvm.fshl.i64(i64 %250, i64 %250, i64 32), !dbg !354
    #dbg_value(i64 %253, !313, !DIExpression(), !335)
    #dbg_value(i32 2, !316, !DIExpression(), !338)
  %254 = xor i64 %247, %224, !dbg !355
    #dbg_value(i64 %254, !311, !DIExpression(), !335)
  %255 = add nuw nsw i64 %218, 1, !dbg !356
    #dbg_value(i64 %255, !315, !DIExpression(), !334)
  %256 = icmp eq i64 %255, 16, !dbg !357
  br i1 %256, label %257, label %217, !dbg !299, !llvm.loop !358

257:                                              ; preds = %217
  %258 = xor i64 %253, %252, !dbg !360
  %259 = xor i64 %258, %254, !dbg !361
  %260 = xor i64 %259, %249, !dbg !362
  %261 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %260), !dbg !363
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #6, !dbg !364
  ret i32 0, !dbg !365
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !366 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !370 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!35}
!llvm.module.flags = !{!93, !94, !95, !96, !97, !99, !100, !101, !102, !103}
!llvm.ident = !{!104}

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
!40 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !42, line: 38, baseType: !43)
!42 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!96 = !{i32 1, !"target-abi", !"lp64d"}
!97 = !{i32 6, !"riscv-isa", !98}
!98 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!99 = !{i32 8, !"PIC Level", i32 2}
!100 = !{i32 7, !"PIE Level", i32 2}
!101 = !{i32 7, !"uwtable", i32 2}
!102 = !{i32 8, !"SmallDataLimit", i32 8}
!103 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!104 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 0, scope: !31)
!107 = distinct !DIAssignID()
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 9, type: !62)
!109 = distinct !DILexicalBlock(scope: !110, file: !2, line: 9, column: 5)
!110 = distinct !DISubprogram(name: "crc_init", scope: !2, file: !2, line: 8, type: !111, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{null}
!113 = !{!108, !114, !117}
!114 = !DILocalVariable(name: "c", scope: !115, file: !2, line: 10, type: !62)
!115 = distinct !DILexicalBlock(scope: !116, file: !2, line: 9, column: 40)
!116 = distinct !DILexicalBlock(scope: !109, file: !2, line: 9, column: 5)
!117 = !DILocalVariable(name: "k", scope: !118, file: !2, line: 11, type: !34)
!118 = distinct !DILexicalBlock(scope: !115, file: !2, line: 11, column: 9)
!119 = !DILocation(line: 0, scope: !109, inlinedAt: !120)
!120 = distinct !DILocation(line: 62, column: 5, scope: !31)
!121 = !DILocation(line: 9, column: 5, scope: !109, inlinedAt: !120)
!122 = !DILocation(line: 0, scope: !118, inlinedAt: !120)
!123 = !DILocation(line: 0, scope: !115, inlinedAt: !120)
!124 = !DILocation(line: 11, column: 43, scope: !125, inlinedAt: !120)
!125 = distinct !DILexicalBlock(scope: !118, file: !2, line: 11, column: 9)
!126 = !DILocation(line: 11, column: 41, scope: !125, inlinedAt: !120)
!127 = !DILocation(line: 12, column: 9, scope: !115, inlinedAt: !120)
!128 = !DILocation(line: 12, column: 22, scope: !115, inlinedAt: !120)
!129 = !{!130, !130, i64 0}
!130 = !{!"int", !131, i64 0}
!131 = !{!"omnipotent char", !132, i64 0}
!132 = !{!"Simple C/C++ TBAA"}
!133 = !DILocation(line: 9, column: 36, scope: !116, inlinedAt: !120)
!134 = !DILocation(line: 9, column: 28, scope: !116, inlinedAt: !120)
!135 = distinct !{!135, !121, !136, !137}
!136 = !DILocation(line: 13, column: 5, scope: !109, inlinedAt: !120)
!137 = !{!"llvm.loop.mustprogress"}
!138 = !DILocation(line: 0, scope: !75)
!139 = !DILocation(line: 65, column: 45, scope: !77)
!140 = !{!141, !141, i64 0}
!141 = !{!"any pointer", !131, i64 0}
!142 = !DILocation(line: 0, scope: !77)
!143 = !DILocation(line: 66, column: 20, scope: !77)
!144 = !DILocalVariable(name: "p", arg: 1, scope: !145, file: !2, line: 16, type: !37)
!145 = distinct !DISubprogram(name: "crc32_table", scope: !2, file: !2, line: 16, type: !146, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!62, !37, !80}
!148 = !{!144, !149, !150, !151}
!149 = !DILocalVariable(name: "n", arg: 2, scope: !145, file: !2, line: 16, type: !80)
!150 = !DILocalVariable(name: "c", scope: !145, file: !2, line: 17, type: !62)
!151 = !DILocalVariable(name: "i", scope: !152, file: !2, line: 18, type: !80)
!152 = distinct !DILexicalBlock(scope: !145, file: !2, line: 18, column: 5)
!153 = !DILocation(line: 0, scope: !145, inlinedAt: !154)
!154 = distinct !DILocation(line: 67, column: 73, scope: !77)
!155 = !DILocation(line: 0, scope: !152, inlinedAt: !154)
!156 = !DILocation(line: 18, column: 26, scope: !157, inlinedAt: !154)
!157 = distinct !DILexicalBlock(scope: !152, file: !2, line: 18, column: 5)
!158 = !DILocation(line: 18, column: 5, scope: !152, inlinedAt: !154)
!159 = !DILocation(line: 18, column: 55, scope: !157, inlinedAt: !154)
!160 = !{!131, !131, i64 0}
!161 = !DILocation(line: 18, column: 61, scope: !157, inlinedAt: !154)
!162 = !DILocation(line: 18, column: 40, scope: !157, inlinedAt: !154)
!163 = !DILocation(line: 18, column: 74, scope: !157, inlinedAt: !154)
!164 = !DILocation(line: 18, column: 69, scope: !157, inlinedAt: !154)
!165 = !DILocation(line: 18, column: 32, scope: !157, inlinedAt: !154)
!166 = distinct !{!166, !158, !167, !137}
!167 = !DILocation(line: 18, column: 78, scope: !152, inlinedAt: !154)
!168 = !DILocalVariable(name: "i", scope: !169, file: !2, line: 24, type: !80)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 24, column: 5)
!170 = distinct !DISubprogram(name: "crc32_bitwise", scope: !2, file: !2, line: 22, type: !146, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !171)
!171 = !{!172, !173, !174, !168, !175}
!172 = !DILocalVariable(name: "p", arg: 1, scope: !170, file: !2, line: 22, type: !37)
!173 = !DILocalVariable(name: "n", arg: 2, scope: !170, file: !2, line: 22, type: !80)
!174 = !DILocalVariable(name: "c", scope: !170, file: !2, line: 23, type: !62)
!175 = !DILocalVariable(name: "k", scope: !176, file: !2, line: 26, type: !34)
!176 = distinct !DILexicalBlock(scope: !177, file: !2, line: 26, column: 9)
!177 = distinct !DILexicalBlock(scope: !178, file: !2, line: 24, column: 36)
!178 = distinct !DILexicalBlock(scope: !169, file: !2, line: 24, column: 5)
!179 = !DILocation(line: 0, scope: !169, inlinedAt: !180)
!180 = distinct !DILocation(line: 67, column: 92, scope: !77)
!181 = !DILocation(line: 0, scope: !170, inlinedAt: !180)
!182 = !DILocation(line: 25, column: 14, scope: !177, inlinedAt: !180)
!183 = !DILocation(line: 25, column: 11, scope: !177, inlinedAt: !180)
!184 = !DILocation(line: 0, scope: !176, inlinedAt: !180)
!185 = !DILocation(line: 26, column: 44, scope: !186, inlinedAt: !180)
!186 = distinct !DILexicalBlock(scope: !176, file: !2, line: 26, column: 9)
!187 = !DILocation(line: 26, column: 76, scope: !186, inlinedAt: !180)
!188 = !DILocation(line: 26, column: 65, scope: !186, inlinedAt: !180)
!189 = !DILocation(line: 26, column: 50, scope: !186, inlinedAt: !180)
!190 = !DILocation(line: 24, column: 32, scope: !178, inlinedAt: !180)
!191 = !DILocation(line: 24, column: 26, scope: !178, inlinedAt: !180)
!192 = !DILocation(line: 24, column: 5, scope: !169, inlinedAt: !180)
!193 = distinct !{!193, !192, !194, !137}
!194 = !DILocation(line: 27, column: 5, scope: !169, inlinedAt: !180)
!195 = !DILocation(line: 19, column: 14, scope: !145, inlinedAt: !154)
!196 = !DILocalVariable(name: "p", arg: 1, scope: !197, file: !2, line: 31, type: !37)
!197 = distinct !DISubprogram(name: "adler32", scope: !2, file: !2, line: 31, type: !146, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !198)
!198 = !{!196, !199, !200, !201, !202}
!199 = !DILocalVariable(name: "n", arg: 2, scope: !197, file: !2, line: 31, type: !80)
!200 = !DILocalVariable(name: "a", scope: !197, file: !2, line: 32, type: !62)
!201 = !DILocalVariable(name: "b", scope: !197, file: !2, line: 32, type: !62)
!202 = !DILocalVariable(name: "i", scope: !203, file: !2, line: 33, type: !80)
!203 = distinct !DILexicalBlock(scope: !197, file: !2, line: 33, column: 5)
!204 = !DILocation(line: 0, scope: !197, inlinedAt: !205)
!205 = distinct !DILocation(line: 68, column: 16, scope: !77)
!206 = !DILocation(line: 0, scope: !203, inlinedAt: !205)
!207 = !DILocation(line: 33, column: 5, scope: !203, inlinedAt: !205)
!208 = !DILocation(line: 33, column: 47, scope: !209, inlinedAt: !205)
!209 = distinct !DILexicalBlock(scope: !210, file: !2, line: 33, column: 36)
!210 = distinct !DILexicalBlock(scope: !203, file: !2, line: 33, column: 5)
!211 = !DILocation(line: 33, column: 45, scope: !209, inlinedAt: !205)
!212 = !DILocation(line: 33, column: 53, scope: !209, inlinedAt: !205)
!213 = !DILocation(line: 33, column: 69, scope: !209, inlinedAt: !205)
!214 = !DILocation(line: 33, column: 74, scope: !209, inlinedAt: !205)
!215 = !DILocation(line: 33, column: 32, scope: !210, inlinedAt: !205)
!216 = !DILocation(line: 33, column: 26, scope: !210, inlinedAt: !205)
!217 = distinct !{!217, !207, !218, !137}
!218 = !DILocation(line: 33, column: 83, scope: !203, inlinedAt: !205)
!219 = !DILocation(line: 34, column: 15, scope: !197, inlinedAt: !205)
!220 = !DILocalVariable(name: "data", arg: 1, scope: !221, file: !2, line: 37, type: !224)
!221 = distinct !DISubprogram(name: "fnv1a64", scope: !2, file: !2, line: 37, type: !222, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !226)
!222 = !DISubroutineType(types: !223)
!223 = !{!45, !224, !80}
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!226 = !{!220, !227, !228, !229, !230}
!227 = !DILocalVariable(name: "n", arg: 2, scope: !221, file: !2, line: 37, type: !80)
!228 = !DILocalVariable(name: "p", scope: !221, file: !2, line: 38, type: !37)
!229 = !DILocalVariable(name: "h", scope: !221, file: !2, line: 39, type: !45)
!230 = !DILocalVariable(name: "i", scope: !231, file: !2, line: 40, type: !80)
!231 = distinct !DILexicalBlock(scope: !221, file: !2, line: 40, column: 5)
!232 = !DILocation(line: 0, scope: !221, inlinedAt: !233)
!233 = distinct !DILocation(line: 68, column: 51, scope: !77)
!234 = !DILocation(line: 0, scope: !231, inlinedAt: !233)
!235 = !DILocation(line: 40, column: 5, scope: !231, inlinedAt: !233)
!236 = !DILocation(line: 40, column: 43, scope: !237, inlinedAt: !233)
!237 = distinct !DILexicalBlock(scope: !238, file: !2, line: 40, column: 36)
!238 = distinct !DILexicalBlock(scope: !231, file: !2, line: 40, column: 5)
!239 = !DILocation(line: 40, column: 40, scope: !237, inlinedAt: !233)
!240 = !DILocation(line: 40, column: 51, scope: !237, inlinedAt: !233)
!241 = !DILocation(line: 40, column: 32, scope: !238, inlinedAt: !233)
!242 = !DILocation(line: 40, column: 26, scope: !238, inlinedAt: !233)
!243 = distinct !{!243, !235, !244, !137}
!244 = !DILocation(line: 40, column: 72, scope: !231, inlinedAt: !233)
!245 = !DILocation(line: 28, column: 12, scope: !170, inlinedAt: !180)
!246 = !DILocation(line: 67, column: 9, scope: !77)
!247 = !DILocation(line: 64, column: 29, scope: !78)
!248 = !DILocation(line: 64, column: 23, scope: !78)
!249 = !DILocation(line: 64, column: 5, scope: !75)
!250 = distinct !{!250, !249, !251, !137}
!251 = !DILocation(line: 69, column: 5, scope: !75)
!252 = !DILocation(line: 0, scope: !152, inlinedAt: !253)
!253 = distinct !DILocation(line: 72, column: 54, scope: !31)
!254 = !DILocation(line: 0, scope: !145, inlinedAt: !253)
!255 = !DILocation(line: 18, column: 55, scope: !157, inlinedAt: !253)
!256 = !DILocation(line: 18, column: 61, scope: !157, inlinedAt: !253)
!257 = !DILocation(line: 18, column: 40, scope: !157, inlinedAt: !253)
!258 = !DILocation(line: 18, column: 74, scope: !157, inlinedAt: !253)
!259 = !DILocation(line: 18, column: 69, scope: !157, inlinedAt: !253)
!260 = !DILocation(line: 18, column: 32, scope: !157, inlinedAt: !253)
!261 = !DILocation(line: 18, column: 26, scope: !157, inlinedAt: !253)
!262 = !DILocation(line: 18, column: 5, scope: !152, inlinedAt: !253)
!263 = distinct !{!263, !262, !264, !137}
!264 = !DILocation(line: 18, column: 78, scope: !152, inlinedAt: !253)
!265 = !DILocation(line: 0, scope: !203, inlinedAt: !266)
!266 = distinct !DILocation(line: 72, column: 84, scope: !31)
!267 = !DILocation(line: 0, scope: !197, inlinedAt: !266)
!268 = !DILocation(line: 33, column: 47, scope: !209, inlinedAt: !266)
!269 = !DILocation(line: 33, column: 45, scope: !209, inlinedAt: !266)
!270 = !DILocation(line: 33, column: 53, scope: !209, inlinedAt: !266)
!271 = !DILocation(line: 33, column: 69, scope: !209, inlinedAt: !266)
!272 = !DILocation(line: 33, column: 74, scope: !209, inlinedAt: !266)
!273 = !DILocation(line: 33, column: 32, scope: !210, inlinedAt: !266)
!274 = !DILocation(line: 33, column: 26, scope: !210, inlinedAt: !266)
!275 = !DILocation(line: 33, column: 5, scope: !203, inlinedAt: !266)
!276 = distinct !{!276, !275, !277, !137}
!277 = !DILocation(line: 33, column: 83, scope: !203, inlinedAt: !266)
!278 = !DILocation(line: 34, column: 15, scope: !197, inlinedAt: !266)
!279 = !DILocation(line: 0, scope: !221, inlinedAt: !280)
!280 = distinct !DILocation(line: 73, column: 32, scope: !31)
!281 = !DILocation(line: 0, scope: !231, inlinedAt: !280)
!282 = !DILocation(line: 40, column: 43, scope: !237, inlinedAt: !280)
!283 = !DILocation(line: 40, column: 40, scope: !237, inlinedAt: !280)
!284 = !DILocation(line: 40, column: 51, scope: !237, inlinedAt: !280)
!285 = !DILocation(line: 40, column: 32, scope: !238, inlinedAt: !280)
!286 = !DILocation(line: 40, column: 26, scope: !238, inlinedAt: !280)
!287 = !DILocation(line: 40, column: 5, scope: !231, inlinedAt: !280)
!288 = distinct !{!288, !287, !289, !137}
!289 = !DILocation(line: 40, column: 72, scope: !231, inlinedAt: !280)
!290 = !DILocation(line: 19, column: 14, scope: !145, inlinedAt: !253)
!291 = !DILocation(line: 72, column: 5, scope: !31)
!292 = !DILocation(line: 74, column: 5, scope: !31)
!293 = !DILocation(line: 0, scope: !89)
!294 = !DILocation(line: 75, column: 39, scope: !295)
!295 = distinct !DILexicalBlock(scope: !89, file: !2, line: 75, column: 5)
!296 = !{!297, !297, i64 0}
!297 = !{!"long", !131, i64 0}
!298 = !DILocation(line: 75, column: 34, scope: !295)
!299 = !DILocation(line: 48, column: 5, scope: !300, inlinedAt: !320)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 48, column: 5)
!301 = distinct !DISubprogram(name: "sipround_mix", scope: !2, file: !2, line: 45, type: !302, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !306)
!302 = !DISubroutineType(types: !303)
!303 = !{!45, !45, !45, !304, !34}
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!306 = !{!307, !308, !309, !310, !311, !312, !313, !314, !315, !316}
!307 = !DILocalVariable(name: "k0", arg: 1, scope: !301, file: !2, line: 45, type: !45)
!308 = !DILocalVariable(name: "k1", arg: 2, scope: !301, file: !2, line: 45, type: !45)
!309 = !DILocalVariable(name: "m", arg: 3, scope: !301, file: !2, line: 45, type: !304)
!310 = !DILocalVariable(name: "n", arg: 4, scope: !301, file: !2, line: 45, type: !34)
!311 = !DILocalVariable(name: "v0", scope: !301, file: !2, line: 46, type: !45)
!312 = !DILocalVariable(name: "v1", scope: !301, file: !2, line: 46, type: !45)
!313 = !DILocalVariable(name: "v2", scope: !301, file: !2, line: 47, type: !45)
!314 = !DILocalVariable(name: "v3", scope: !301, file: !2, line: 47, type: !45)
!315 = !DILocalVariable(name: "i", scope: !300, file: !2, line: 48, type: !34)
!316 = !DILocalVariable(name: "r", scope: !317, file: !2, line: 50, type: !34)
!317 = distinct !DILexicalBlock(scope: !318, file: !2, line: 50, column: 9)
!318 = distinct !DILexicalBlock(scope: !319, file: !2, line: 48, column: 33)
!319 = distinct !DILexicalBlock(scope: !300, file: !2, line: 48, column: 5)
!320 = distinct !DILocation(line: 76, column: 56, scope: !31)
!321 = !DILocation(line: 0, scope: !83)
!322 = !DILocation(line: 71, column: 66, scope: !323)
!323 = distinct !DILexicalBlock(scope: !83, file: !2, line: 71, column: 5)
!324 = !DILocation(line: 71, column: 77, scope: !323)
!325 = !DILocation(line: 71, column: 72, scope: !323)
!326 = !DILocation(line: 71, column: 54, scope: !323)
!327 = !DILocation(line: 71, column: 45, scope: !323)
!328 = !DILocation(line: 71, column: 52, scope: !323)
!329 = !DILocation(line: 71, column: 41, scope: !323)
!330 = !DILocation(line: 71, column: 26, scope: !323)
!331 = !DILocation(line: 71, column: 5, scope: !83)
!332 = distinct !{!332, !331, !333, !137}
!333 = !DILocation(line: 71, column: 82, scope: !83)
!334 = !DILocation(line: 0, scope: !300, inlinedAt: !320)
!335 = !DILocation(line: 0, scope: !301, inlinedAt: !320)
!336 = !DILocation(line: 49, column: 15, scope: !318, inlinedAt: !320)
!337 = !DILocation(line: 49, column: 12, scope: !318, inlinedAt: !320)
!338 = !DILocation(line: 0, scope: !317, inlinedAt: !320)
!339 = !DILocation(line: 51, column: 16, scope: !340, inlinedAt: !320)
!340 = distinct !DILexicalBlock(scope: !341, file: !2, line: 50, column: 37)
!341 = distinct !DILexicalBlock(scope: !317, file: !2, line: 50, column: 9)
!342 = !DILocation(line: 51, column: 28, scope: !340, inlinedAt: !320)
!343 = !DILocation(line: 51, column: 45, scope: !340, inlinedAt: !320)
!344 = !DILocation(line: 51, column: 57, scope: !340, inlinedAt: !320)
!345 = !DILocation(line: 52, column: 16, scope: !340, inlinedAt: !320)
!346 = !DILocation(line: 52, column: 28, scope: !340, inlinedAt: !320)
!347 = !DILocation(line: 52, column: 45, scope: !340, inlinedAt: !320)
!348 = !DILocation(line: 53, column: 16, scope: !340, inlinedAt: !320)
!349 = !DILocation(line: 53, column: 28, scope: !340, inlinedAt: !320)
!350 = !DILocation(line: 53, column: 45, scope: !340, inlinedAt: !320)
!351 = !DILocation(line: 54, column: 16, scope: !340, inlinedAt: !320)
!352 = !DILocation(line: 54, column: 28, scope: !340, inlinedAt: !320)
!353 = !DILocation(line: 54, column: 45, scope: !340, inlinedAt: !320)
!354 = !DILocation(line: 54, column: 57, scope: !340, inlinedAt: !320)
!355 = !DILocation(line: 56, column: 12, scope: !318, inlinedAt: !320)
!356 = !DILocation(line: 48, column: 29, scope: !319, inlinedAt: !320)
!357 = !DILocation(line: 48, column: 23, scope: !319, inlinedAt: !320)
!358 = distinct !{!358, !299, !359, !137}
!359 = !DILocation(line: 57, column: 5, scope: !300, inlinedAt: !320)
!360 = !DILocation(line: 58, column: 15, scope: !301, inlinedAt: !320)
!361 = !DILocation(line: 58, column: 20, scope: !301, inlinedAt: !320)
!362 = !DILocation(line: 58, column: 25, scope: !301, inlinedAt: !320)
!363 = !DILocation(line: 76, column: 5, scope: !31)
!364 = !DILocation(line: 78, column: 1, scope: !31)
!365 = !DILocation(line: 77, column: 5, scope: !31)
!366 = !DISubprogram(name: "strlen", scope: !367, file: !367, line: 407, type: !368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!368 = !DISubroutineType(types: !369)
!369 = !{!47, !70}
!370 = !DISubprogram(name: "printf", scope: !371, file: !371, line: 356, type: !372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!371 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!372 = !DISubroutineType(types: !373)
!373 = !{!34, !374, null}
!374 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
