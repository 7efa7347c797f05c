; ModuleID = 'tests/programs/sieve_primes.c'
source_filename = "tests/programs/sieve_primes.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"primes <= %d: %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [34 x i8] c"sum of primes in last 1000: %lld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"twin primes: %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"miller-rabin agrees: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [15 x i8] c"mr(%llu) = %d\0A\00", align 1, !dbg !22
@miller_rabin.bases = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 8, !dbg !27
@.str.5 = private unnamed_addr constant [7 x i8] c"%llu =\00", align 1, !dbg !46
@.str.6 = private unnamed_addr constant [6 x i8] c" %llu\00", align 1, !dbg !51

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !91 {
    #dbg_assign(i1 undef, !109, !DIExpression(), !115, ptr poison, !DIExpression(), !116)
    #dbg_value(i32 200000, !95, !DIExpression(), !116)
  %1 = tail call noalias dereferenceable_or_null(200001) ptr @malloc(i64 noundef 200001) #7, !dbg !117
    #dbg_value(ptr %1, !96, !DIExpression(), !116)
    #dbg_value(i32 200000, !118, !DIExpression(), !133)
    #dbg_value(ptr %1, !123, !DIExpression(), !133)
  %2 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !135
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(200001) %2, i8 1, i64 199999, i1 false), !dbg !135
  %3 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !136
  store i8 0, ptr %3, align 1, !dbg !137, !tbaa !138
  store i8 0, ptr %1, align 1, !dbg !141, !tbaa !138
    #dbg_value(i32 2, !124, !DIExpression(), !142)
  br label %4, !dbg !143

4:                                                ; preds = %18, %0
  %5 = phi i64 [ %20, %18 ], [ 5, %0 ]
  %6 = phi i64 [ %19, %18 ], [ 2, %0 ]
  %7 = phi i32 [ %22, %18 ], [ 4, %0 ]
    #dbg_value(i64 %6, !124, !DIExpression(), !142)
  %8 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !144
  %9 = load i8, ptr %8, align 1, !dbg !144, !tbaa !138
  %10 = icmp eq i8 %9, 0, !dbg !144
    #dbg_value(!DIArgList(i64 %6, i64 %6), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !145)
  br i1 %10, label %18, label %11, !dbg !146

11:                                               ; preds = %4
  %12 = zext i32 %7 to i64, !dbg !144
  br label %13, !dbg !147

13:                                               ; preds = %13, %11
  %14 = phi i64 [ %12, %11 ], [ %16, %13 ]
    #dbg_value(i64 %14, !126, !DIExpression(), !145)
  %15 = getelementptr inbounds i8, ptr %1, i64 %14, !dbg !148
  store i8 0, ptr %15, align 1, !dbg !150, !tbaa !138
  %16 = add nuw nsw i64 %14, %6, !dbg !151
    #dbg_value(i64 %16, !126, !DIExpression(), !145)
  %17 = icmp ult i64 %16, 200001, !dbg !152
  br i1 %17, label %13, label %18, !dbg !147, !llvm.loop !153

18:                                               ; preds = %13, %4
  %19 = add nuw nsw i64 %6, 1, !dbg !156
    #dbg_value(i64 %19, !124, !DIExpression(), !142)
  %20 = add nuw nsw i64 %5, 2, !dbg !143
  %21 = trunc nuw nsw i64 %5 to i32, !dbg !143
  %22 = add i32 %7, %21, !dbg !143
  %23 = icmp eq i64 %19, 448, !dbg !157
  br i1 %23, label %24, label %4, !dbg !143, !llvm.loop !158

24:                                               ; preds = %18, %24
  %25 = phi i64 [ %31, %24 ], [ 0, %18 ]
  %26 = phi i32 [ %30, %24 ], [ 0, %18 ]
    #dbg_value(i64 %25, !131, !DIExpression(), !160)
    #dbg_value(i32 %26, !130, !DIExpression(), !133)
  %27 = getelementptr inbounds i8, ptr %1, i64 %25, !dbg !161
  %28 = load i8, ptr %27, align 1, !dbg !161, !tbaa !138
  %29 = zext i8 %28 to i32, !dbg !161
  %30 = add nuw nsw i32 %26, %29, !dbg !163
    #dbg_value(i32 %30, !130, !DIExpression(), !133)
  %31 = add nuw nsw i64 %25, 1, !dbg !164
    #dbg_value(i64 %31, !131, !DIExpression(), !160)
  %32 = icmp eq i64 %31, 200001, !dbg !165
  br i1 %32, label %33, label %24, !dbg !166, !llvm.loop !167

33:                                               ; preds = %24
  %34 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 200000, i32 noundef signext %30), !dbg !169
    #dbg_value(i64 0, !99, !DIExpression(), !116)
    #dbg_value(i32 200000, !101, !DIExpression(), !170)
  br label %37, !dbg !171

35:                                               ; preds = %37
  %36 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %44), !dbg !172
    #dbg_value(i32 0, !103, !DIExpression(), !116)
    #dbg_value(i32 3, !104, !DIExpression(), !173)
  br label %49, !dbg !174

37:                                               ; preds = %33, %37
  %38 = phi i64 [ 200000, %33 ], [ %45, %37 ]
  %39 = phi i64 [ 0, %33 ], [ %44, %37 ]
    #dbg_value(i64 %38, !101, !DIExpression(), !170)
    #dbg_value(i64 %39, !99, !DIExpression(), !116)
  %40 = getelementptr inbounds i8, ptr %1, i64 %38, !dbg !175
  %41 = load i8, ptr %40, align 1, !dbg !175, !tbaa !138
  %42 = icmp eq i8 %41, 0, !dbg !175
  %43 = select i1 %42, i64 0, i64 %38, !dbg !178
  %44 = add nuw nsw i64 %43, %39, !dbg !178
    #dbg_value(i64 %44, !99, !DIExpression(), !116)
  %45 = add nsw i64 %38, -1, !dbg !179
    #dbg_value(i64 %45, !101, !DIExpression(), !170)
  %46 = icmp ugt i64 %38, 199001, !dbg !180
  br i1 %46, label %37, label %35, !dbg !171, !llvm.loop !181

47:                                               ; preds = %59
  %48 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %62), !dbg !183
    #dbg_value(i32 1, !106, !DIExpression(), !116)
    #dbg_value(i32 0, !107, !DIExpression(), !184)
  br label %76, !dbg !185

49:                                               ; preds = %35, %59
  %50 = phi i64 [ 3, %35 ], [ %63, %59 ]
  %51 = phi i32 [ 0, %35 ], [ %62, %59 ]
    #dbg_value(i64 %50, !104, !DIExpression(), !173)
    #dbg_value(i32 %51, !103, !DIExpression(), !116)
  %52 = getelementptr inbounds i8, ptr %1, i64 %50, !dbg !186
  %53 = load i8, ptr %52, align 1, !dbg !186, !tbaa !138
  %54 = icmp eq i8 %53, 0, !dbg !186
  br i1 %54, label %59, label %55, !dbg !188

55:                                               ; preds = %49
  %56 = getelementptr inbounds i8, ptr %52, i64 2, !dbg !189
  %57 = load i8, ptr %56, align 1, !dbg !189, !tbaa !138
  %58 = icmp ne i8 %57, 0, !dbg !188
  br label %59

59:                                               ; preds = %55, %49
  %60 = phi i1 [ false, %49 ], [ %58, %55 ], !dbg !190
  %61 = zext i1 %60 to i32, !dbg !188
  %62 = add nuw nsw i32 %51, %61, !dbg !191
    #dbg_value(i32 %62, !103, !DIExpression(), !116)
  %63 = add nuw nsw i64 %50, 1, !dbg !192
    #dbg_value(i64 %63, !104, !DIExpression(), !173)
  %64 = icmp eq i64 %63, 199999, !dbg !193
  br i1 %64, label %47, label %49, !dbg !174, !llvm.loop !194

65:                                               ; preds = %76
  %66 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %84), !dbg !196
    #dbg_assign(i1 undef, !109, !DIExpression(), !197, ptr poison, !DIExpression(), !116)
    #dbg_value(i64 0, !113, !DIExpression(), !198)
  %67 = tail call fastcc signext i32 @miller_rabin(i64 noundef 1000000007), !dbg !199
  %68 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 1000000007, i32 noundef signext %67), !dbg !201
    #dbg_value(i64 1, !113, !DIExpression(), !198)
  %69 = tail call fastcc signext i32 @miller_rabin(i64 noundef 3000000027), !dbg !199
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 3000000027, i32 noundef signext %69), !dbg !201
    #dbg_value(i64 2, !113, !DIExpression(), !198)
  %71 = tail call fastcc signext i32 @miller_rabin(i64 noundef -59), !dbg !199
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -59, i32 noundef signext %71), !dbg !201
    #dbg_value(i64 3, !113, !DIExpression(), !198)
  %73 = tail call fastcc signext i32 @miller_rabin(i64 noundef -94489280427), !dbg !199
  %74 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -94489280427, i32 noundef signext %73), !dbg !201
    #dbg_value(i64 4, !113, !DIExpression(), !198)
    #dbg_value(i64 600851475143, !202, !DIExpression(), !209)
  %75 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 600851475143), !dbg !211
    #dbg_value(i64 2, !207, !DIExpression(), !212)
  br label %87

76:                                               ; preds = %47, %76
  %77 = phi i64 [ 0, %47 ], [ %85, %76 ]
  %78 = phi i32 [ 1, %47 ], [ %84, %76 ]
    #dbg_value(i64 %77, !107, !DIExpression(), !184)
    #dbg_value(i32 %78, !106, !DIExpression(), !116)
  %79 = tail call fastcc signext i32 @miller_rabin(i64 noundef %77), !dbg !213
  %80 = getelementptr inbounds i8, ptr %1, i64 %77, !dbg !216
  %81 = load i8, ptr %80, align 1, !dbg !216, !tbaa !138
  %82 = zext i8 %81 to i32, !dbg !216
  %83 = icmp eq i32 %79, %82, !dbg !217
  %84 = select i1 %83, i32 %78, i32 0, !dbg !218
    #dbg_value(i32 %84, !106, !DIExpression(), !116)
  %85 = add nuw nsw i64 %77, 1, !dbg !219
    #dbg_value(i64 %85, !107, !DIExpression(), !184)
  %86 = icmp eq i64 %85, 20001, !dbg !220
  br i1 %86, label %65, label %76, !dbg !185, !llvm.loop !221

87:                                               ; preds = %100, %65
  %88 = phi i64 [ %104, %100 ], [ 2, %65 ]
  %89 = phi i64 [ %101, %100 ], [ 600851475143, %65 ]
    #dbg_value(i64 %88, !207, !DIExpression(), !212)
    #dbg_value(i64 %89, !202, !DIExpression(), !209)
  %90 = urem i64 %89, %88, !dbg !223
  %91 = icmp eq i64 %90, 0, !dbg !225
  br i1 %91, label %94, label %100, !dbg !226

92:                                               ; preds = %100
  %93 = icmp ugt i64 %101, 1, !dbg !227
  br i1 %93, label %107, label %109, !dbg !229

94:                                               ; preds = %87, %94
  %95 = phi i64 [ %97, %94 ], [ %89, %87 ]
    #dbg_value(i64 %95, !202, !DIExpression(), !209)
  %96 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %88), !dbg !230
  %97 = udiv i64 %95, %88, !dbg !232
    #dbg_value(i64 %97, !202, !DIExpression(), !209)
  %98 = urem i64 %97, %88, !dbg !223
  %99 = icmp eq i64 %98, 0, !dbg !225
  br i1 %99, label %94, label %100, !dbg !226, !llvm.loop !233

100:                                              ; preds = %94, %87
  %101 = phi i64 [ %89, %87 ], [ %97, %94 ]
  %102 = icmp eq i64 %88, 2, !dbg !235
  %103 = select i1 %102, i64 1, i64 2, !dbg !236
  %104 = add i64 %103, %88, !dbg !237
    #dbg_value(i64 %104, !207, !DIExpression(), !212)
    #dbg_value(i64 %101, !202, !DIExpression(), !209)
  %105 = mul i64 %104, %104, !dbg !238
  %106 = icmp ugt i64 %105, %101, !dbg !239
  br i1 %106, label %92, label %87, !dbg !240, !llvm.loop !241

107:                                              ; preds = %92
  %108 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %101), !dbg !243
  br label %109, !dbg !243

109:                                              ; preds = %92, %107
  %110 = tail call i32 @putchar(i32 10), !dbg !244
    #dbg_value(i64 969999127, !202, !DIExpression(), !245)
  %111 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 969999127), !dbg !247
    #dbg_value(i64 2, !207, !DIExpression(), !248)
  br label %112

112:                                              ; preds = %125, %109
  %113 = phi i64 [ %129, %125 ], [ 2, %109 ]
  %114 = phi i64 [ %126, %125 ], [ 969999127, %109 ]
    #dbg_value(i64 %113, !207, !DIExpression(), !248)
    #dbg_value(i64 %114, !202, !DIExpression(), !245)
  %115 = urem i64 %114, %113, !dbg !249
  %116 = icmp eq i64 %115, 0, !dbg !250
  br i1 %116, label %119, label %125, !dbg !251

117:                                              ; preds = %125
  %118 = icmp ugt i64 %126, 1, !dbg !252
  br i1 %118, label %132, label %134, !dbg !253

119:                                              ; preds = %112, %119
  %120 = phi i64 [ %122, %119 ], [ %114, %112 ]
    #dbg_value(i64 %120, !202, !DIExpression(), !245)
  %121 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %113), !dbg !254
  %122 = udiv i64 %120, %113, !dbg !255
    #dbg_value(i64 %122, !202, !DIExpression(), !245)
  %123 = urem i64 %122, %113, !dbg !249
  %124 = icmp eq i64 %123, 0, !dbg !250
  br i1 %124, label %119, label %125, !dbg !251, !llvm.loop !256

125:                                              ; preds = %119, %112
  %126 = phi i64 [ %114, %112 ], [ %122, %119 ]
  %127 = icmp eq i64 %113, 2, !dbg !258
  %128 = select i1 %127, i64 1, i64 2, !dbg !259
  %129 = add i64 %128, %113, !dbg !260
    #dbg_value(i64 %129, !207, !DIExpression(), !248)
    #dbg_value(i64 %126, !202, !DIExpression(), !245)
  %130 = mul i64 %129, %129, !dbg !261
  %131 = icmp ugt i64 %130, %126, !dbg !262
  br i1 %131, label %117, label %112, !dbg !263, !llvm.loop !264

132:                                              ; preds = %117
  %133 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %126), !dbg !266
  br label %134, !dbg !266

134:                                              ; preds = %117, %132
  %135 = tail call i32 @putchar(i32 10), !dbg !267
    #dbg_value(i64 1099511627776, !202, !DIExpression(), !268)
  %136 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 1099511627776), !dbg !270
    #dbg_value(i64 2, !207, !DIExpression(), !271)
  br label %137

137:                                              ; preds = %150, %134
  %138 = phi i64 [ %154, %150 ], [ 2, %134 ]
  %139 = phi i64 [ %151, %150 ], [ 1099511627776, %134 ]
    #dbg_value(i64 %138, !207, !DIExpression(), !271)
    #dbg_value(i64 %139, !202, !DIExpression(), !268)
  %140 = urem i64 %139, %138, !dbg !272
  %141 = icmp eq i64 %140, 0, !dbg !273
  br i1 %141, label %144, label %150, !dbg !274

142:                                              ; preds = %150
  %143 = icmp ugt i64 %151, 1, !dbg !275
  br i1 %143, label %157, label %159, !dbg !276

144:                                              ; preds = %137, %144
  %145 = phi i64 [ %147, %144 ], [ %139, %137 ]
    #dbg_value(i64 %145, !202, !DIExpression(), !268)
  %146 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %138), !dbg !277
  %147 = udiv i64 %145, %138, !dbg !278
    #dbg_value(i64 %147, !202, !DIExpression(), !268)
  %148 = urem i64 %147, %138, !dbg !272
  %149 = icmp eq i64 %148, 0, !dbg !273
  br i1 %149, label %144, label %150, !dbg !274, !llvm.loop !279

150:                                              ; preds = %144, %137
  %151 = phi i64 [ %139, %137 ], [ %147, %144 ]
  %152 = icmp eq i64 %138, 2, !dbg !281
  %153 = select i1 %152, i64 1, i64 2, !dbg !282
  %154 = add i64 %153, %138, !dbg !283
    #dbg_value(i64 %154, !207, !DIExpression(), !271)
    #dbg_value(i64 %151, !202, !DIExpression(), !268)
  %155 = mul i64 %154, %154, !dbg !284
  %156 = icmp ugt i64 %155, %151, !dbg !285
  br i1 %156, label %142, label %137, !dbg !286, !llvm.loop !287

157:                                              ; preds = %142
  %158 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %151), !dbg !289
  br label %159, !dbg !289

159:                                              ; preds = %142, %157
  %160 = tail call i32 @putchar(i32 10), !dbg !290
  tail call void @free(ptr noundef %1) #8, !dbg !291
  ret i32 0, !dbg !292
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !293 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !298 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc signext i32 @miller_rabin(i64 noundef %0) unnamed_addr #3 !dbg !29 {
    #dbg_value(i64 %0, !62, !DIExpression(), !305)
  %2 = icmp ult i64 %0, 2, !dbg !306
  br i1 %2, label %104, label %3, !dbg !308

3:                                                ; preds = %1
    #dbg_value(i64 0, !63, !DIExpression(), !309)
  %4 = and i64 %0, 1, !dbg !310
  %5 = icmp eq i64 %4, 0, !dbg !313
    #dbg_value(i64 0, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  br i1 %5, label %39, label %6, !dbg !314

6:                                                ; preds = %3
    #dbg_value(i64 1, !63, !DIExpression(), !309)
  %7 = urem i64 %0, 3, !dbg !310
  %8 = icmp eq i64 %7, 0, !dbg !313
    #dbg_value(i64 1, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  br i1 %8, label %39, label %9, !dbg !314

9:                                                ; preds = %6
    #dbg_value(i64 2, !63, !DIExpression(), !309)
  %10 = urem i64 %0, 5, !dbg !310
  %11 = icmp eq i64 %10, 0, !dbg !313
    #dbg_value(i64 2, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  br i1 %11, label %39, label %12, !dbg !314

12:                                               ; preds = %9
    #dbg_value(i64 3, !63, !DIExpression(), !309)
  %13 = urem i64 %0, 7, !dbg !310
  %14 = icmp eq i64 %13, 0, !dbg !313
    #dbg_value(i64 3, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  br i1 %14, label %39, label %15, !dbg !314

15:                                               ; preds = %12
    #dbg_value(i64 4, !63, !DIExpression(), !309)
  %16 = urem i64 %0, 11, !dbg !310
  %17 = icmp eq i64 %16, 0, !dbg !313
    #dbg_value(i64 4, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  br i1 %17, label %39, label %18, !dbg !314

18:                                               ; preds = %15
    #dbg_value(i64 5, !63, !DIExpression(), !309)
  %19 = urem i64 %0, 13, !dbg !310
  %20 = icmp eq i64 %19, 0, !dbg !313
    #dbg_value(i64 5, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  br i1 %20, label %39, label %21, !dbg !314

21:                                               ; preds = %18
    #dbg_value(i64 6, !63, !DIExpression(), !309)
  %22 = urem i64 %0, 17, !dbg !310
  %23 = icmp eq i64 %22, 0, !dbg !313
    #dbg_value(i64 6, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  br i1 %23, label %39, label %24, !dbg !314

24:                                               ; preds = %21
    #dbg_value(i64 7, !63, !DIExpression(), !309)
  %25 = urem i64 %0, 19, !dbg !310
  %26 = icmp eq i64 %25, 0, !dbg !313
    #dbg_value(i64 7, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  br i1 %26, label %39, label %27, !dbg !314

27:                                               ; preds = %24
    #dbg_value(i64 8, !63, !DIExpression(), !309)
  %28 = urem i64 %0, 23, !dbg !310
  %29 = icmp eq i64 %28, 0, !dbg !313
    #dbg_value(i64 8, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  br i1 %29, label %39, label %30, !dbg !314

30:                                               ; preds = %27
    #dbg_value(i64 9, !63, !DIExpression(), !309)
  %31 = urem i64 %0, 29, !dbg !310
  %32 = icmp eq i64 %31, 0, !dbg !313
    #dbg_value(i64 9, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  br i1 %32, label %39, label %33, !dbg !314

33:                                               ; preds = %30
    #dbg_value(i64 10, !63, !DIExpression(), !309)
  %34 = urem i64 %0, 31, !dbg !310
  %35 = icmp eq i64 %34, 0, !dbg !313
    #dbg_value(i64 10, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  br i1 %35, label %39, label %36, !dbg !314

36:                                               ; preds = %33
    #dbg_value(i64 11, !63, !DIExpression(), !309)
  %37 = urem i64 %0, 37, !dbg !310
  %38 = icmp eq i64 %37, 0, !dbg !313
    #dbg_value(i64 11, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  br i1 %38, label %39, label %42, !dbg !314

39:                                               ; preds = %36, %33, %30, %27, %24, %21, %18, %15, %12, %9, %6, %3
  %40 = phi i64 [ 2, %3 ], [ 3, %6 ], [ 5, %9 ], [ 7, %12 ], [ 11, %15 ], [ 13, %18 ], [ 17, %21 ], [ 19, %24 ], [ 23, %27 ], [ 29, %30 ], [ 31, %33 ], [ 37, %36 ], !dbg !315
  %41 = icmp eq i64 %40, %0, !dbg !316
  br label %104

42:                                               ; preds = %36
    #dbg_value(i64 12, !63, !DIExpression(), !309)
  %43 = add nsw i64 %0, -1, !dbg !317
    #dbg_value(i64 %43, !65, !DIExpression(), !305)
    #dbg_value(i32 0, !66, !DIExpression(), !305)
  br label %48, !dbg !318

44:                                               ; preds = %48
  %45 = icmp eq i64 %50, 0
    #dbg_value(i32 0, !67, !DIExpression(), !319)
  %46 = zext i64 %0 to i128
  %47 = icmp eq i32 %49, 0
  br label %55, !dbg !320

48:                                               ; preds = %42, %48
  %49 = phi i32 [ %52, %48 ], [ 0, %42 ]
  %50 = phi i64 [ %51, %48 ], [ %43, %42 ]
    #dbg_value(i32 %49, !66, !DIExpression(), !305)
    #dbg_value(i64 %50, !65, !DIExpression(), !305)
  %51 = lshr exact i64 %50, 1, !dbg !321
    #dbg_value(i64 %51, !65, !DIExpression(), !305)
  %52 = add nuw nsw i32 %49, 1, !dbg !323
    #dbg_value(i32 %52, !66, !DIExpression(), !305)
  %53 = and i64 %50, 2, !dbg !324
  %54 = icmp eq i64 %53, 0, !dbg !324
  br i1 %54, label %48, label %44, !dbg !318, !llvm.loop !325

55:                                               ; preds = %44, %99
  %56 = phi i64 [ 0, %44 ], [ %100, %99 ]
    #dbg_value(i64 %56, !67, !DIExpression(), !319)
    #dbg_value(i64 %0, !327, !DIExpression(), !335)
    #dbg_value(i64 poison, !332, !DIExpression(), !335)
    #dbg_value(i64 1, !334, !DIExpression(), !335)
    #dbg_value(i64 %51, !333, !DIExpression(), !335)
  br i1 %45, label %99, label %57, !dbg !337

57:                                               ; preds = %55
  %58 = getelementptr inbounds [12 x i64], ptr @miller_rabin.bases, i64 0, i64 %56, !dbg !338
  %59 = load i64, ptr %58, align 8, !dbg !338, !tbaa !339
  %60 = urem i64 %59, %0, !dbg !341
    #dbg_value(i64 %60, !332, !DIExpression(), !335)
  br label %61, !dbg !337

61:                                               ; preds = %75, %57
  %62 = phi i64 [ 1, %57 ], [ %77, %75 ]
  %63 = phi i64 [ %60, %57 ], [ %80, %75 ]
  %64 = phi i64 [ %51, %57 ], [ %81, %75 ]
    #dbg_value(i64 %62, !334, !DIExpression(), !335)
    #dbg_value(i64 %63, !332, !DIExpression(), !335)
    #dbg_value(i64 %64, !333, !DIExpression(), !335)
  %65 = and i64 %64, 1, !dbg !342
  %66 = icmp eq i64 %65, 0, !dbg !342
  br i1 %66, label %67, label %69, !dbg !345

67:                                               ; preds = %61
  %68 = zext i64 %63 to i128, !dbg !346
  br label %75, !dbg !345

69:                                               ; preds = %61
    #dbg_value(i64 %62, !349, !DIExpression(), !353)
    #dbg_value(i64 %63, !350, !DIExpression(), !353)
    #dbg_value(i64 %0, !351, !DIExpression(), !353)
  %70 = zext i64 %62 to i128, !dbg !355
  %71 = zext i64 %63 to i128, !dbg !356
  %72 = mul nuw i128 %71, %70, !dbg !357
  %73 = urem i128 %72, %46, !dbg !358
  %74 = trunc nuw i128 %73 to i64, !dbg !359
    #dbg_value(i64 %74, !334, !DIExpression(), !335)
  br label %75, !dbg !360

75:                                               ; preds = %69, %67
  %76 = phi i128 [ %68, %67 ], [ %71, %69 ], !dbg !346
  %77 = phi i64 [ %62, %67 ], [ %74, %69 ], !dbg !335
    #dbg_value(i64 %77, !334, !DIExpression(), !335)
    #dbg_value(i64 %63, !349, !DIExpression(), !361)
    #dbg_value(i64 %63, !350, !DIExpression(), !361)
    #dbg_value(i64 %0, !351, !DIExpression(), !361)
  %78 = mul nuw i128 %76, %76, !dbg !362
  %79 = urem i128 %78, %46, !dbg !363
  %80 = trunc nuw i128 %79 to i64, !dbg !364
    #dbg_value(i64 %80, !332, !DIExpression(), !335)
  %81 = lshr i64 %64, 1, !dbg !365
    #dbg_value(i64 %81, !333, !DIExpression(), !335)
  %82 = icmp ult i64 %64, 2, !dbg !337
  br i1 %82, label %83, label %61, !dbg !337, !llvm.loop !366

83:                                               ; preds = %75
    #dbg_value(i64 %77, !69, !DIExpression(), !368)
  %84 = icmp eq i64 %77, 1, !dbg !369
  %85 = icmp eq i64 %77, %43
  %86 = or i1 %84, %85, !dbg !371
  br i1 %86, label %99, label %87, !dbg !371

87:                                               ; preds = %83
    #dbg_value(i32 1, !73, !DIExpression(), !372)
    #dbg_value(i64 %77, !69, !DIExpression(), !368)
  br i1 %47, label %104, label %91, !dbg !373

88:                                               ; preds = %91
  %89 = add nuw i32 %92, 1, !dbg !374
    #dbg_value(i32 poison, !73, !DIExpression(), !372)
    #dbg_value(i64 poison, !69, !DIExpression(), !368)
  %90 = icmp eq i32 %92, %49, !dbg !376
  br i1 %90, label %104, label %91, !dbg !373, !llvm.loop !377

91:                                               ; preds = %87, %88
  %92 = phi i32 [ %89, %88 ], [ 1, %87 ]
  %93 = phi i64 [ %97, %88 ], [ %77, %87 ]
    #dbg_value(i32 %92, !73, !DIExpression(), !372)
    #dbg_value(i64 %93, !69, !DIExpression(), !368)
    #dbg_value(i64 %93, !349, !DIExpression(), !379)
    #dbg_value(i64 %93, !350, !DIExpression(), !379)
    #dbg_value(i64 %0, !351, !DIExpression(), !379)
  %94 = zext i64 %93 to i128, !dbg !382
  %95 = mul nuw i128 %94, %94, !dbg !383
  %96 = urem i128 %95, %46, !dbg !384
  %97 = trunc nuw i128 %96 to i64, !dbg !385
    #dbg_value(i64 %97, !69, !DIExpression(), !368)
  %98 = icmp eq i64 %43, %97, !dbg !386
    #dbg_value(i32 %92, !73, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !372)
  br i1 %98, label %99, label %88, !dbg !388

99:                                               ; preds = %91, %55, %83
  %100 = add nuw nsw i64 %56, 1, !dbg !389
    #dbg_value(i64 %100, !67, !DIExpression(), !319)
  %101 = icmp eq i64 %100, 12, !dbg !390
  br i1 %101, label %102, label %55, !dbg !320, !llvm.loop !391

102:                                              ; preds = %99
  %103 = icmp ugt i64 %56, 10
  br label %104, !dbg !305

104:                                              ; preds = %87, %88, %102, %39, %1
  %105 = phi i1 [ %41, %39 ], [ false, %1 ], [ %103, %102 ], [ false, %88 ], [ false, %87 ]
  %106 = zext i1 %105 to i32, !dbg !305
  ret i32 %106, !dbg !393
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !394 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!38}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !85, !86, !87, !88, !89}
!llvm.ident = !{!90}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/sieve_primes.c", directory: ".", checksumkind: CSK_MD5, checksum: "8c9071f48ec4869ff41904223ae8b92a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 34)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 25)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "bases", scope: !29, file: !2, line: 27, type: !75, isLocal: true, isDefinition: true)
!29 = distinct !DISubprogram(name: "miller_rabin", scope: !2, file: !2, line: 25, type: !30, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !61)
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !33}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !34, line: 27, baseType: !35)
!34 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !36, line: 45, baseType: !37)
!36 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !39, globals: !45, splitDebugInlining: false, nameTableKind: None)
!39 = !{!40, !33, !42, !43, !44}
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !41, line: 18, baseType: !37)
!41 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!42 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!44 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!45 = !{!0, !7, !12, !17, !22, !27, !46, !51, !56}
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 7)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 2)
!61 = !{!62, !63, !65, !66, !67, !69, !72, !73}
!62 = !DILocalVariable(name: "n", arg: 1, scope: !29, file: !2, line: 25, type: !33)
!63 = !DILocalVariable(name: "i", scope: !64, file: !2, line: 28, type: !32)
!64 = distinct !DILexicalBlock(scope: !29, file: !2, line: 28, column: 5)
!65 = !DILocalVariable(name: "d", scope: !29, file: !2, line: 29, type: !33)
!66 = !DILocalVariable(name: "s", scope: !29, file: !2, line: 30, type: !32)
!67 = !DILocalVariable(name: "i", scope: !68, file: !2, line: 32, type: !32)
!68 = distinct !DILexicalBlock(scope: !29, file: !2, line: 32, column: 5)
!69 = !DILocalVariable(name: "x", scope: !70, file: !2, line: 33, type: !33)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 32, column: 34)
!71 = distinct !DILexicalBlock(scope: !68, file: !2, line: 32, column: 5)
!72 = !DILocalVariable(name: "comp", scope: !70, file: !2, line: 35, type: !32)
!73 = !DILocalVariable(name: "r", scope: !74, file: !2, line: 36, type: !32)
!74 = distinct !DILexicalBlock(scope: !70, file: !2, line: 36, column: 9)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 768, elements: !77)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!77 = !{!78}
!78 = !DISubrange(count: 12)
!79 = !{i32 7, !"Dwarf Version", i32 5}
!80 = !{i32 2, !"Debug Info Version", i32 3}
!81 = !{i32 1, !"wchar_size", i32 4}
!82 = !{i32 1, !"target-abi", !"lp64d"}
!83 = !{i32 6, !"riscv-isa", !84}
!84 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"PIE Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 2}
!88 = !{i32 8, !"SmallDataLimit", i32 8}
!89 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!90 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!91 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 50, type: !92, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{!32}
!94 = !{!95, !96, !99, !101, !103, !104, !106, !107, !109, !113}
!95 = !DILocalVariable(name: "n", scope: !91, file: !2, line: 51, type: !32)
!96 = !DILocalVariable(name: "is", scope: !91, file: !2, line: 52, type: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!99 = !DILocalVariable(name: "sum", scope: !91, file: !2, line: 54, type: !100)
!100 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 55, type: !32)
!102 = distinct !DILexicalBlock(scope: !91, file: !2, line: 55, column: 5)
!103 = !DILocalVariable(name: "twins", scope: !91, file: !2, line: 57, type: !32)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 58, type: !32)
!105 = distinct !DILexicalBlock(scope: !91, file: !2, line: 58, column: 5)
!106 = !DILocalVariable(name: "agree", scope: !91, file: !2, line: 60, type: !32)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 61, type: !32)
!108 = distinct !DILexicalBlock(scope: !91, file: !2, line: 61, column: 5)
!109 = !DILocalVariable(name: "big", scope: !91, file: !2, line: 63, type: !110)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 256, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 4)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 64, type: !32)
!114 = distinct !DILexicalBlock(scope: !91, file: !2, line: 64, column: 5)
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 0, scope: !91)
!117 = !DILocation(line: 52, column: 25, scope: !91)
!118 = !DILocalVariable(name: "n", arg: 1, scope: !119, file: !2, line: 7, type: !32)
!119 = distinct !DISubprogram(name: "sieve", scope: !2, file: !2, line: 7, type: !120, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !122)
!120 = !DISubroutineType(types: !121)
!121 = !{!32, !32, !97}
!122 = !{!118, !123, !124, !126, !130, !131}
!123 = !DILocalVariable(name: "is", arg: 2, scope: !119, file: !2, line: 7, type: !97)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 10, type: !32)
!125 = distinct !DILexicalBlock(scope: !119, file: !2, line: 10, column: 5)
!126 = !DILocalVariable(name: "j", scope: !127, file: !2, line: 12, type: !32)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 12, column: 13)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 11, column: 13)
!129 = distinct !DILexicalBlock(scope: !125, file: !2, line: 10, column: 5)
!130 = !DILocalVariable(name: "c", scope: !119, file: !2, line: 13, type: !32)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 14, type: !32)
!132 = distinct !DILexicalBlock(scope: !119, file: !2, line: 14, column: 5)
!133 = !DILocation(line: 0, scope: !119, inlinedAt: !134)
!134 = distinct !DILocation(line: 53, column: 37, scope: !91)
!135 = !DILocation(line: 8, column: 5, scope: !119, inlinedAt: !134)
!136 = !DILocation(line: 9, column: 13, scope: !119, inlinedAt: !134)
!137 = !DILocation(line: 9, column: 19, scope: !119, inlinedAt: !134)
!138 = !{!139, !139, i64 0}
!139 = !{!"omnipotent char", !140, i64 0}
!140 = !{!"Simple C/C++ TBAA"}
!141 = !DILocation(line: 9, column: 11, scope: !119, inlinedAt: !134)
!142 = !DILocation(line: 0, scope: !125, inlinedAt: !134)
!143 = !DILocation(line: 10, column: 5, scope: !125, inlinedAt: !134)
!144 = !DILocation(line: 11, column: 13, scope: !128, inlinedAt: !134)
!145 = !DILocation(line: 0, scope: !127, inlinedAt: !134)
!146 = !DILocation(line: 11, column: 13, scope: !129, inlinedAt: !134)
!147 = !DILocation(line: 12, column: 13, scope: !127, inlinedAt: !134)
!148 = !DILocation(line: 12, column: 49, scope: !149, inlinedAt: !134)
!149 = distinct !DILexicalBlock(scope: !127, file: !2, line: 12, column: 13)
!150 = !DILocation(line: 12, column: 55, scope: !149, inlinedAt: !134)
!151 = !DILocation(line: 12, column: 43, scope: !149, inlinedAt: !134)
!152 = !DILocation(line: 12, column: 35, scope: !149, inlinedAt: !134)
!153 = distinct !{!153, !147, !154, !155}
!154 = !DILocation(line: 12, column: 57, scope: !127, inlinedAt: !134)
!155 = !{!"llvm.loop.mustprogress"}
!156 = !DILocation(line: 10, column: 40, scope: !129, inlinedAt: !134)
!157 = !DILocation(line: 10, column: 33, scope: !129, inlinedAt: !134)
!158 = distinct !{!158, !143, !159, !155}
!159 = !DILocation(line: 12, column: 57, scope: !125, inlinedAt: !134)
!160 = !DILocation(line: 0, scope: !132, inlinedAt: !134)
!161 = !DILocation(line: 14, column: 39, scope: !162, inlinedAt: !134)
!162 = distinct !DILexicalBlock(scope: !132, file: !2, line: 14, column: 5)
!163 = !DILocation(line: 14, column: 36, scope: !162, inlinedAt: !134)
!164 = !DILocation(line: 14, column: 30, scope: !162, inlinedAt: !134)
!165 = !DILocation(line: 14, column: 23, scope: !162, inlinedAt: !134)
!166 = !DILocation(line: 14, column: 5, scope: !132, inlinedAt: !134)
!167 = distinct !{!167, !166, !168, !155}
!168 = !DILocation(line: 14, column: 43, scope: !132, inlinedAt: !134)
!169 = !DILocation(line: 53, column: 5, scope: !91)
!170 = !DILocation(line: 0, scope: !102)
!171 = !DILocation(line: 55, column: 5, scope: !102)
!172 = !DILocation(line: 56, column: 5, scope: !91)
!173 = !DILocation(line: 0, scope: !105)
!174 = !DILocation(line: 58, column: 5, scope: !105)
!175 = !DILocation(line: 55, column: 44, scope: !176)
!176 = distinct !DILexicalBlock(scope: !177, file: !2, line: 55, column: 44)
!177 = distinct !DILexicalBlock(scope: !102, file: !2, line: 55, column: 5)
!178 = !DILocation(line: 55, column: 44, scope: !177)
!179 = !DILocation(line: 55, column: 36, scope: !177)
!180 = !DILocation(line: 55, column: 23, scope: !177)
!181 = distinct !{!181, !171, !182, !155}
!182 = !DILocation(line: 55, column: 58, scope: !102)
!183 = !DILocation(line: 59, column: 5, scope: !91)
!184 = !DILocation(line: 0, scope: !108)
!185 = !DILocation(line: 61, column: 5, scope: !108)
!186 = !DILocation(line: 58, column: 47, scope: !187)
!187 = distinct !DILexicalBlock(scope: !105, file: !2, line: 58, column: 5)
!188 = !DILocation(line: 58, column: 53, scope: !187)
!189 = !DILocation(line: 58, column: 56, scope: !187)
!190 = !DILocation(line: 0, scope: !187)
!191 = !DILocation(line: 58, column: 44, scope: !187)
!192 = !DILocation(line: 58, column: 34, scope: !187)
!193 = !DILocation(line: 58, column: 27, scope: !187)
!194 = distinct !{!194, !174, !195, !155}
!195 = !DILocation(line: 58, column: 64, scope: !105)
!196 = !DILocation(line: 62, column: 5, scope: !91)
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 0, scope: !114)
!199 = !DILocation(line: 64, column: 87, scope: !200)
!200 = distinct !DILexicalBlock(scope: !114, file: !2, line: 64, column: 5)
!201 = !DILocation(line: 64, column: 33, scope: !200)
!202 = !DILocalVariable(name: "n", arg: 1, scope: !203, file: !2, line: 42, type: !33)
!203 = distinct !DISubprogram(name: "factor", scope: !2, file: !2, line: 42, type: !204, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !206)
!204 = !DISubroutineType(types: !205)
!205 = !{null, !33}
!206 = !{!202, !207}
!207 = !DILocalVariable(name: "p", scope: !208, file: !2, line: 44, type: !33)
!208 = distinct !DILexicalBlock(scope: !203, file: !2, line: 44, column: 5)
!209 = !DILocation(line: 0, scope: !203, inlinedAt: !210)
!210 = distinct !DILocation(line: 65, column: 5, scope: !91)
!211 = !DILocation(line: 43, column: 5, scope: !203, inlinedAt: !210)
!212 = !DILocation(line: 0, scope: !208, inlinedAt: !210)
!213 = !DILocation(line: 61, column: 42, scope: !214)
!214 = distinct !DILexicalBlock(scope: !215, file: !2, line: 61, column: 42)
!215 = distinct !DILexicalBlock(scope: !108, file: !2, line: 61, column: 5)
!216 = !DILocation(line: 61, column: 71, scope: !214)
!217 = !DILocation(line: 61, column: 68, scope: !214)
!218 = !DILocation(line: 61, column: 42, scope: !215)
!219 = !DILocation(line: 61, column: 34, scope: !215)
!220 = !DILocation(line: 61, column: 23, scope: !215)
!221 = distinct !{!221, !185, !222, !155}
!222 = !DILocation(line: 61, column: 86, scope: !108)
!223 = !DILocation(line: 45, column: 18, scope: !224, inlinedAt: !210)
!224 = distinct !DILexicalBlock(scope: !208, file: !2, line: 44, column: 5)
!225 = !DILocation(line: 45, column: 22, scope: !224, inlinedAt: !210)
!226 = !DILocation(line: 45, column: 9, scope: !224, inlinedAt: !210)
!227 = !DILocation(line: 46, column: 11, scope: !228, inlinedAt: !210)
!228 = distinct !DILexicalBlock(scope: !203, file: !2, line: 46, column: 9)
!229 = !DILocation(line: 46, column: 9, scope: !203, inlinedAt: !210)
!230 = !DILocation(line: 45, column: 30, scope: !231, inlinedAt: !210)
!231 = distinct !DILexicalBlock(scope: !224, file: !2, line: 45, column: 28)
!232 = !DILocation(line: 45, column: 72, scope: !231, inlinedAt: !210)
!233 = distinct !{!233, !226, !234, !155}
!234 = !DILocation(line: 45, column: 78, scope: !224, inlinedAt: !210)
!235 = !DILocation(line: 44, column: 46, scope: !224, inlinedAt: !210)
!236 = !DILocation(line: 44, column: 43, scope: !224, inlinedAt: !210)
!237 = !DILocation(line: 44, column: 40, scope: !224, inlinedAt: !210)
!238 = !DILocation(line: 44, column: 28, scope: !224, inlinedAt: !210)
!239 = !DILocation(line: 44, column: 32, scope: !224, inlinedAt: !210)
!240 = !DILocation(line: 44, column: 5, scope: !208, inlinedAt: !210)
!241 = distinct !{!241, !240, !242, !155}
!242 = !DILocation(line: 45, column: 78, scope: !208, inlinedAt: !210)
!243 = !DILocation(line: 46, column: 16, scope: !228, inlinedAt: !210)
!244 = !DILocation(line: 47, column: 5, scope: !203, inlinedAt: !210)
!245 = !DILocation(line: 0, scope: !203, inlinedAt: !246)
!246 = distinct !DILocation(line: 66, column: 5, scope: !91)
!247 = !DILocation(line: 43, column: 5, scope: !203, inlinedAt: !246)
!248 = !DILocation(line: 0, scope: !208, inlinedAt: !246)
!249 = !DILocation(line: 45, column: 18, scope: !224, inlinedAt: !246)
!250 = !DILocation(line: 45, column: 22, scope: !224, inlinedAt: !246)
!251 = !DILocation(line: 45, column: 9, scope: !224, inlinedAt: !246)
!252 = !DILocation(line: 46, column: 11, scope: !228, inlinedAt: !246)
!253 = !DILocation(line: 46, column: 9, scope: !203, inlinedAt: !246)
!254 = !DILocation(line: 45, column: 30, scope: !231, inlinedAt: !246)
!255 = !DILocation(line: 45, column: 72, scope: !231, inlinedAt: !246)
!256 = distinct !{!256, !251, !257, !155}
!257 = !DILocation(line: 45, column: 78, scope: !224, inlinedAt: !246)
!258 = !DILocation(line: 44, column: 46, scope: !224, inlinedAt: !246)
!259 = !DILocation(line: 44, column: 43, scope: !224, inlinedAt: !246)
!260 = !DILocation(line: 44, column: 40, scope: !224, inlinedAt: !246)
!261 = !DILocation(line: 44, column: 28, scope: !224, inlinedAt: !246)
!262 = !DILocation(line: 44, column: 32, scope: !224, inlinedAt: !246)
!263 = !DILocation(line: 44, column: 5, scope: !208, inlinedAt: !246)
!264 = distinct !{!264, !263, !265, !155}
!265 = !DILocation(line: 45, column: 78, scope: !208, inlinedAt: !246)
!266 = !DILocation(line: 46, column: 16, scope: !228, inlinedAt: !246)
!267 = !DILocation(line: 47, column: 5, scope: !203, inlinedAt: !246)
!268 = !DILocation(line: 0, scope: !203, inlinedAt: !269)
!269 = distinct !DILocation(line: 67, column: 5, scope: !91)
!270 = !DILocation(line: 43, column: 5, scope: !203, inlinedAt: !269)
!271 = !DILocation(line: 0, scope: !208, inlinedAt: !269)
!272 = !DILocation(line: 45, column: 18, scope: !224, inlinedAt: !269)
!273 = !DILocation(line: 45, column: 22, scope: !224, inlinedAt: !269)
!274 = !DILocation(line: 45, column: 9, scope: !224, inlinedAt: !269)
!275 = !DILocation(line: 46, column: 11, scope: !228, inlinedAt: !269)
!276 = !DILocation(line: 46, column: 9, scope: !203, inlinedAt: !269)
!277 = !DILocation(line: 45, column: 30, scope: !231, inlinedAt: !269)
!278 = !DILocation(line: 45, column: 72, scope: !231, inlinedAt: !269)
!279 = distinct !{!279, !274, !280, !155}
!280 = !DILocation(line: 45, column: 78, scope: !224, inlinedAt: !269)
!281 = !DILocation(line: 44, column: 46, scope: !224, inlinedAt: !269)
!282 = !DILocation(line: 44, column: 43, scope: !224, inlinedAt: !269)
!283 = !DILocation(line: 44, column: 40, scope: !224, inlinedAt: !269)
!284 = !DILocation(line: 44, column: 28, scope: !224, inlinedAt: !269)
!285 = !DILocation(line: 44, column: 32, scope: !224, inlinedAt: !269)
!286 = !DILocation(line: 44, column: 5, scope: !208, inlinedAt: !269)
!287 = distinct !{!287, !286, !288, !155}
!288 = !DILocation(line: 45, column: 78, scope: !208, inlinedAt: !269)
!289 = !DILocation(line: 46, column: 16, scope: !228, inlinedAt: !269)
!290 = !DILocation(line: 47, column: 5, scope: !203, inlinedAt: !269)
!291 = !DILocation(line: 68, column: 5, scope: !91)
!292 = !DILocation(line: 69, column: 5, scope: !91)
!293 = !DISubprogram(name: "malloc", scope: !294, file: !294, line: 553, type: !295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!294 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!295 = !DISubroutineType(types: !296)
!296 = !{!297, !40}
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!298 = !DISubprogram(name: "printf", scope: !299, file: !299, line: 356, type: !300, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!299 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!300 = !DISubroutineType(types: !301)
!301 = !{!32, !302, null}
!302 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !303)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!305 = !DILocation(line: 0, scope: !29)
!306 = !DILocation(line: 26, column: 11, scope: !307)
!307 = distinct !DILexicalBlock(scope: !29, file: !2, line: 26, column: 9)
!308 = !DILocation(line: 26, column: 9, scope: !29)
!309 = !DILocation(line: 0, scope: !64)
!310 = !DILocation(line: 28, column: 40, scope: !311)
!311 = distinct !DILexicalBlock(scope: !312, file: !2, line: 28, column: 38)
!312 = distinct !DILexicalBlock(scope: !64, file: !2, line: 28, column: 5)
!313 = !DILocation(line: 28, column: 51, scope: !311)
!314 = !DILocation(line: 28, column: 38, scope: !312)
!315 = !DILocation(line: 28, column: 42, scope: !311)
!316 = !DILocation(line: 28, column: 66, scope: !311)
!317 = !DILocation(line: 29, column: 20, scope: !29)
!318 = !DILocation(line: 31, column: 5, scope: !29)
!319 = !DILocation(line: 0, scope: !68)
!320 = !DILocation(line: 32, column: 5, scope: !68)
!321 = !DILocation(line: 31, column: 26, scope: !322)
!322 = distinct !DILexicalBlock(scope: !29, file: !2, line: 31, column: 22)
!323 = !DILocation(line: 31, column: 34, scope: !322)
!324 = !DILocation(line: 31, column: 12, scope: !29)
!325 = distinct !{!325, !318, !326, !155}
!326 = !DILocation(line: 31, column: 38, scope: !29)
!327 = !DILocalVariable(name: "m", arg: 3, scope: !328, file: !2, line: 19, type: !33)
!328 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 19, type: !329, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !331)
!329 = !DISubroutineType(types: !330)
!330 = !{!33, !33, !33, !33}
!331 = !{!332, !333, !327, !334}
!332 = !DILocalVariable(name: "b", arg: 1, scope: !328, file: !2, line: 19, type: !33)
!333 = !DILocalVariable(name: "e", arg: 2, scope: !328, file: !2, line: 19, type: !33)
!334 = !DILocalVariable(name: "r", scope: !328, file: !2, line: 20, type: !33)
!335 = !DILocation(line: 0, scope: !328, inlinedAt: !336)
!336 = distinct !DILocation(line: 33, column: 22, scope: !70)
!337 = !DILocation(line: 22, column: 5, scope: !328, inlinedAt: !336)
!338 = !DILocation(line: 33, column: 29, scope: !70)
!339 = !{!340, !340, i64 0}
!340 = !{!"long", !139, i64 0}
!341 = !DILocation(line: 21, column: 7, scope: !328, inlinedAt: !336)
!342 = !DILocation(line: 22, column: 23, scope: !343, inlinedAt: !336)
!343 = distinct !DILexicalBlock(scope: !344, file: !2, line: 22, column: 21)
!344 = distinct !DILexicalBlock(scope: !328, file: !2, line: 22, column: 15)
!345 = !DILocation(line: 22, column: 21, scope: !344, inlinedAt: !336)
!346 = !DILocation(line: 18, column: 80, scope: !347, inlinedAt: !352)
!347 = distinct !DISubprogram(name: "mulmod", scope: !2, file: !2, line: 18, type: !329, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !348)
!348 = !{!349, !350, !351}
!349 = !DILocalVariable(name: "a", arg: 1, scope: !347, file: !2, line: 18, type: !33)
!350 = !DILocalVariable(name: "b", arg: 2, scope: !347, file: !2, line: 18, type: !33)
!351 = !DILocalVariable(name: "m", arg: 3, scope: !347, file: !2, line: 18, type: !33)
!352 = distinct !DILocation(line: 22, column: 53, scope: !344, inlinedAt: !336)
!353 = !DILocation(line: 0, scope: !347, inlinedAt: !354)
!354 = distinct !DILocation(line: 22, column: 32, scope: !343, inlinedAt: !336)
!355 = !DILocation(line: 18, column: 80, scope: !347, inlinedAt: !354)
!356 = !DILocation(line: 18, column: 103, scope: !347, inlinedAt: !354)
!357 = !DILocation(line: 18, column: 101, scope: !347, inlinedAt: !354)
!358 = !DILocation(line: 18, column: 105, scope: !347, inlinedAt: !354)
!359 = !DILocation(line: 18, column: 69, scope: !347, inlinedAt: !354)
!360 = !DILocation(line: 22, column: 28, scope: !343, inlinedAt: !336)
!361 = !DILocation(line: 0, scope: !347, inlinedAt: !352)
!362 = !DILocation(line: 18, column: 101, scope: !347, inlinedAt: !352)
!363 = !DILocation(line: 18, column: 105, scope: !347, inlinedAt: !352)
!364 = !DILocation(line: 18, column: 69, scope: !347, inlinedAt: !352)
!365 = !DILocation(line: 22, column: 72, scope: !344, inlinedAt: !336)
!366 = distinct !{!366, !337, !367, !155}
!367 = !DILocation(line: 22, column: 79, scope: !328, inlinedAt: !336)
!368 = !DILocation(line: 0, scope: !70)
!369 = !DILocation(line: 34, column: 15, scope: !370)
!370 = distinct !DILexicalBlock(scope: !70, file: !2, line: 34, column: 13)
!371 = !DILocation(line: 34, column: 20, scope: !370)
!372 = !DILocation(line: 0, scope: !74)
!373 = !DILocation(line: 36, column: 9, scope: !74)
!374 = !DILocation(line: 36, column: 33, scope: !375)
!375 = distinct !DILexicalBlock(scope: !74, file: !2, line: 36, column: 9)
!376 = !DILocation(line: 36, column: 27, scope: !375)
!377 = distinct !{!377, !373, !378, !155}
!378 = !DILocation(line: 36, column: 97, scope: !74)
!379 = !DILocation(line: 0, scope: !347, inlinedAt: !380)
!380 = distinct !DILocation(line: 36, column: 43, scope: !381)
!381 = distinct !DILexicalBlock(scope: !375, file: !2, line: 36, column: 37)
!382 = !DILocation(line: 18, column: 80, scope: !347, inlinedAt: !380)
!383 = !DILocation(line: 18, column: 101, scope: !347, inlinedAt: !380)
!384 = !DILocation(line: 18, column: 105, scope: !347, inlinedAt: !380)
!385 = !DILocation(line: 18, column: 69, scope: !347, inlinedAt: !380)
!386 = !DILocation(line: 36, column: 66, scope: !387)
!387 = distinct !DILexicalBlock(scope: !381, file: !2, line: 36, column: 64)
!388 = !DILocation(line: 36, column: 64, scope: !381)
!389 = !DILocation(line: 32, column: 30, scope: !71)
!390 = !DILocation(line: 32, column: 23, scope: !71)
!391 = distinct !{!391, !320, !392, !155}
!392 = !DILocation(line: 38, column: 5, scope: !68)
!393 = !DILocation(line: 40, column: 1, scope: !29)
!394 = !DISubprogram(name: "free", scope: !294, file: !294, line: 568, type: !395, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{null, !297}
