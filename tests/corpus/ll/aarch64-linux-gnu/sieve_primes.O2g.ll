; ModuleID = 'tests/programs/sieve_primes.c'
source_filename = "tests/programs/sieve_primes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"primes <= %d: %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [34 x i8] c"sum of primes in last 1000: %lld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"twin primes: %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"miller-rabin agrees: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [15 x i8] c"mr(%llu) = %d\0A\00", align 1, !dbg !22
@miller_rabin.bases = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 8, !dbg !27
@.str.5 = private unnamed_addr constant [7 x i8] c"%llu =\00", align 1, !dbg !46
@.str.6 = private unnamed_addr constant [6 x i8] c" %llu\00", align 1, !dbg !51

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !88 {
    #dbg_value(i32 200000, !92, !DIExpression(), !112)
  %1 = tail call noalias dereferenceable_or_null(200001) ptr @malloc(i64 noundef 200001) #8, !dbg !113
    #dbg_value(ptr %1, !93, !DIExpression(), !112)
    #dbg_value(i32 200000, !114, !DIExpression(), !129)
    #dbg_value(ptr %1, !119, !DIExpression(), !129)
  %2 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !131
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(200001) %2, i8 1, i64 199999, i1 false), !dbg !131
  %3 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !132
  store i8 0, ptr %3, align 1, !dbg !133, !tbaa !134
  store i8 0, ptr %1, align 1, !dbg !137, !tbaa !134
    #dbg_value(i32 2, !120, !DIExpression(), !138)
  br label %4, !dbg !139

4:                                                ; preds = %49, %0
  %5 = phi i64 [ %55, %49 ], [ 0, %0 ]
  %6 = phi i64 [ %51, %49 ], [ 5, %0 ]
  %7 = phi i64 [ %50, %49 ], [ 2, %0 ]
  %8 = phi i32 [ %53, %49 ], [ 4, %0 ]
    #dbg_value(i64 %7, !120, !DIExpression(), !138)
  %9 = getelementptr inbounds i8, ptr %1, i64 %7, !dbg !140
  %10 = load i8, ptr %9, align 1, !dbg !140, !tbaa !134
  %11 = icmp eq i8 %10, 0, !dbg !140
    #dbg_value(!DIArgList(i64 %7, i64 %7), !122, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !141)
  br i1 %11, label %49, label %12, !dbg !142

12:                                               ; preds = %4
  %13 = zext i32 %8 to i64, !dbg !140
  %14 = add nuw i64 %7, %13, !dbg !140
  %15 = tail call i64 @llvm.umax.i64(i64 %14, i64 200001), !dbg !140
  %16 = sub i64 %15, %5, !dbg !140
  %17 = add i64 %16, -2, !dbg !140
  %18 = icmp ne i64 %17, %13, !dbg !140
  %19 = zext i1 %18 to i64, !dbg !140
  %20 = add nuw nsw i64 %19, %13, !dbg !140
  %21 = sub i64 %17, %20, !dbg !140
  %22 = zext i32 %8 to i64, !dbg !140
  %23 = select i1 %18, i64 2, i64 1, !dbg !143
  %24 = udiv i64 %21, %7, !dbg !143
  %25 = add i64 %23, %24, !dbg !143
  %26 = icmp ult i64 %25, 2, !dbg !143
  br i1 %26, label %42, label %27, !dbg !143

27:                                               ; preds = %12
  %28 = and i64 %25, -2, !dbg !143
  %29 = mul i64 %28, %7, !dbg !143
  %30 = add i64 %29, %22, !dbg !143
  %31 = getelementptr i8, ptr %1, i64 %7, !dbg !143
  br label %32, !dbg !143

32:                                               ; preds = %32, %27
  %33 = phi i64 [ 0, %27 ], [ %38, %32 ]
  %34 = mul i64 %33, %7, !dbg !143
  %35 = add i64 %34, %22, !dbg !143
  %36 = getelementptr inbounds i8, ptr %1, i64 %35, !dbg !144
  %37 = getelementptr i8, ptr %31, i64 %35, !dbg !144
  store i8 0, ptr %36, align 1, !dbg !146, !tbaa !134
  store i8 0, ptr %37, align 1, !dbg !146, !tbaa !134
  %38 = add nuw i64 %33, 2
  %39 = icmp eq i64 %38, %28
  br i1 %39, label %40, label %32, !llvm.loop !147

40:                                               ; preds = %32
  %41 = icmp eq i64 %25, %28, !dbg !143
  br i1 %41, label %49, label %42, !dbg !143

42:                                               ; preds = %40, %12
  %43 = phi i64 [ %22, %12 ], [ %30, %40 ]
  br label %44, !dbg !143

44:                                               ; preds = %42, %44
  %45 = phi i64 [ %47, %44 ], [ %43, %42 ]
    #dbg_value(i64 %45, !122, !DIExpression(), !141)
  %46 = getelementptr inbounds i8, ptr %1, i64 %45, !dbg !144
  store i8 0, ptr %46, align 1, !dbg !146, !tbaa !134
  %47 = add nuw nsw i64 %45, %7, !dbg !152
    #dbg_value(i64 %47, !122, !DIExpression(), !141)
  %48 = icmp ult i64 %47, 200001, !dbg !153
  br i1 %48, label %44, label %49, !dbg !143, !llvm.loop !154

49:                                               ; preds = %44, %40, %4
  %50 = add nuw nsw i64 %7, 1, !dbg !155
    #dbg_value(i64 %50, !120, !DIExpression(), !138)
  %51 = add nuw nsw i64 %6, 2, !dbg !139
  %52 = trunc i64 %6 to i32, !dbg !139
  %53 = add i32 %8, %52, !dbg !139
  %54 = icmp eq i64 %50, 448, !dbg !156
  %55 = add i64 %5, 1, !dbg !139
  br i1 %54, label %56, label %4, !dbg !139, !llvm.loop !157

56:                                               ; preds = %49, %56
  %57 = phi i64 [ %68, %56 ], [ 0, %49 ], !dbg !159
  %58 = phi <16 x i32> [ %66, %56 ], [ zeroinitializer, %49 ]
  %59 = phi <16 x i32> [ %67, %56 ], [ zeroinitializer, %49 ]
  %60 = getelementptr inbounds i8, ptr %1, i64 %57, !dbg !161
  %61 = getelementptr inbounds i8, ptr %60, i64 16, !dbg !161
  %62 = load <16 x i8>, ptr %60, align 1, !dbg !161, !tbaa !134
  %63 = load <16 x i8>, ptr %61, align 1, !dbg !161, !tbaa !134
  %64 = zext <16 x i8> %62 to <16 x i32>, !dbg !161
  %65 = zext <16 x i8> %63 to <16 x i32>, !dbg !161
  %66 = add <16 x i32> %58, %64, !dbg !162
  %67 = add <16 x i32> %59, %65, !dbg !162
  %68 = add nuw i64 %57, 32, !dbg !159
  %69 = icmp eq i64 %68, 200000, !dbg !159
  br i1 %69, label %70, label %56, !dbg !159, !llvm.loop !163

70:                                               ; preds = %56
  %71 = add <16 x i32> %67, %66, !dbg !164
  %72 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %71), !dbg !164
    #dbg_value(i64 200000, !127, !DIExpression(), !166)
    #dbg_value(i32 %72, !126, !DIExpression(), !129)
  %73 = getelementptr inbounds i8, ptr %1, i64 200000, !dbg !161
  %74 = load i8, ptr %73, align 1, !dbg !161, !tbaa !134
  %75 = zext i8 %74 to i32, !dbg !161
  %76 = add nuw nsw i32 %72, %75, !dbg !162
    #dbg_value(i32 %76, !126, !DIExpression(), !129)
    #dbg_value(i64 200001, !127, !DIExpression(), !166)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 200000, i32 noundef %76), !dbg !167
    #dbg_value(i64 0, !96, !DIExpression(), !112)
    #dbg_value(i32 200000, !98, !DIExpression(), !168)
  %78 = getelementptr i8, ptr %1, i64 -15, !dbg !169
  br label %79, !dbg !169

79:                                               ; preds = %79, %70
  %80 = phi i64 [ 0, %70 ], [ %90, %79 ]
  %81 = phi <16 x i64> [ <i64 200000, i64 199999, i64 199998, i64 199997, i64 199996, i64 199995, i64 199994, i64 199993, i64 199992, i64 199991, i64 199990, i64 199989, i64 199988, i64 199987, i64 199986, i64 199985>, %70 ], [ %91, %79 ]
  %82 = phi <16 x i64> [ zeroinitializer, %70 ], [ %89, %79 ]
  %83 = sub i64 200000, %80, !dbg !169
  %84 = getelementptr i8, ptr %78, i64 %83, !dbg !170
  %85 = load <16 x i8>, ptr %84, align 1, !dbg !170, !tbaa !134
  %86 = shufflevector <16 x i8> %85, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !170
  %87 = icmp eq <16 x i8> %86, zeroinitializer, !dbg !170
  %88 = select <16 x i1> %87, <16 x i64> zeroinitializer, <16 x i64> %81, !dbg !173
  %89 = add <16 x i64> %88, %82, !dbg !173
  %90 = add nuw i64 %80, 16
  %91 = add <16 x i64> %81, <i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16, i64 -16>
  %92 = icmp eq i64 %90, 992
  br i1 %92, label %93, label %79, !llvm.loop !174

93:                                               ; preds = %79
  %94 = tail call i64 @llvm.vector.reduce.add.v16i64(<16 x i64> %89), !dbg !169
  %95 = insertelement <8 x i64> <i64 poison, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, i64 %94, i64 0, !dbg !169
  %96 = getelementptr inbounds i8, ptr %1, i64 199001, !dbg !170
  %97 = load <8 x i8>, ptr %96, align 1, !dbg !170, !tbaa !134
  %98 = shufflevector <8 x i8> %97, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !170
  %99 = icmp eq <8 x i8> %98, zeroinitializer, !dbg !170
  %100 = select <8 x i1> %99, <8 x i64> zeroinitializer, <8 x i64> <i64 199008, i64 199007, i64 199006, i64 199005, i64 199004, i64 199003, i64 199002, i64 199001>, !dbg !173
  %101 = add <8 x i64> %100, %95, !dbg !173
  %102 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %101), !dbg !169
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %102), !dbg !176
    #dbg_value(i32 0, !100, !DIExpression(), !112)
    #dbg_value(i32 3, !101, !DIExpression(), !177)
  br label %104, !dbg !178

104:                                              ; preds = %104, %93
  %105 = phi i64 [ 0, %93 ], [ %127, %104 ]
  %106 = phi <16 x i32> [ zeroinitializer, %93 ], [ %125, %104 ]
  %107 = phi <16 x i32> [ zeroinitializer, %93 ], [ %126, %104 ]
  %108 = or disjoint i64 %105, 3, !dbg !178
  %109 = getelementptr i8, ptr %1, i64 %108, !dbg !179
  %110 = getelementptr inbounds i8, ptr %109, i64 16, !dbg !179
  %111 = load <16 x i8>, ptr %109, align 1, !dbg !179, !tbaa !134
  %112 = load <16 x i8>, ptr %110, align 1, !dbg !179, !tbaa !134
  %113 = icmp ne <16 x i8> %111, zeroinitializer, !dbg !179
  %114 = icmp ne <16 x i8> %112, zeroinitializer, !dbg !179
  %115 = getelementptr i8, ptr %109, i64 2, !dbg !181
  %116 = getelementptr i8, ptr %109, i64 18, !dbg !181
  %117 = load <16 x i8>, ptr %115, align 1, !dbg !181, !tbaa !134
  %118 = load <16 x i8>, ptr %116, align 1, !dbg !181, !tbaa !134
  %119 = icmp ne <16 x i8> %117, zeroinitializer, !dbg !182
  %120 = icmp ne <16 x i8> %118, zeroinitializer, !dbg !182
  %121 = select <16 x i1> %113, <16 x i1> %119, <16 x i1> zeroinitializer, !dbg !183
  %122 = select <16 x i1> %114, <16 x i1> %120, <16 x i1> zeroinitializer, !dbg !183
  %123 = zext <16 x i1> %121 to <16 x i32>, !dbg !182
  %124 = zext <16 x i1> %122 to <16 x i32>, !dbg !182
  %125 = add <16 x i32> %106, %123, !dbg !184
  %126 = add <16 x i32> %107, %124, !dbg !184
  %127 = add nuw i64 %105, 32
  %128 = icmp eq i64 %127, 199968
  br i1 %128, label %129, label %104, !llvm.loop !185

129:                                              ; preds = %104
  %130 = add <16 x i32> %126, %125, !dbg !178
  %131 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %130), !dbg !178
  %132 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %131, i64 0, !dbg !178
  %133 = getelementptr i8, ptr %1, i64 199971, !dbg !179
  %134 = load <8 x i8>, ptr %133, align 1, !dbg !179, !tbaa !134
  %135 = icmp ne <8 x i8> %134, zeroinitializer, !dbg !179
  %136 = getelementptr i8, ptr %1, i64 199973, !dbg !181
  %137 = load <8 x i8>, ptr %136, align 1, !dbg !181, !tbaa !134
  %138 = icmp ne <8 x i8> %137, zeroinitializer, !dbg !182
  %139 = select <8 x i1> %135, <8 x i1> %138, <8 x i1> zeroinitializer, !dbg !183
  %140 = zext <8 x i1> %139 to <8 x i32>, !dbg !182
  %141 = add <8 x i32> %132, %140, !dbg !184
  %142 = getelementptr i8, ptr %1, i64 199979, !dbg !179
  %143 = load <8 x i8>, ptr %142, align 1, !dbg !179, !tbaa !134
  %144 = icmp ne <8 x i8> %143, zeroinitializer, !dbg !179
  %145 = getelementptr i8, ptr %1, i64 199981, !dbg !181
  %146 = load <8 x i8>, ptr %145, align 1, !dbg !181, !tbaa !134
  %147 = icmp ne <8 x i8> %146, zeroinitializer, !dbg !182
  %148 = select <8 x i1> %144, <8 x i1> %147, <8 x i1> zeroinitializer, !dbg !183
  %149 = zext <8 x i1> %148 to <8 x i32>, !dbg !182
  %150 = add <8 x i32> %141, %149, !dbg !184
  %151 = getelementptr i8, ptr %1, i64 199987, !dbg !179
  %152 = load <8 x i8>, ptr %151, align 1, !dbg !179, !tbaa !134
  %153 = icmp ne <8 x i8> %152, zeroinitializer, !dbg !179
  %154 = getelementptr i8, ptr %1, i64 199989, !dbg !181
  %155 = load <8 x i8>, ptr %154, align 1, !dbg !181, !tbaa !134
  %156 = icmp ne <8 x i8> %155, zeroinitializer, !dbg !182
  %157 = select <8 x i1> %153, <8 x i1> %156, <8 x i1> zeroinitializer, !dbg !183
  %158 = zext <8 x i1> %157 to <8 x i32>, !dbg !182
  %159 = add <8 x i32> %150, %158, !dbg !184
  %160 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %159), !dbg !178
    #dbg_value(i64 199995, !101, !DIExpression(), !177)
    #dbg_value(i32 %160, !100, !DIExpression(), !112)
  %161 = getelementptr inbounds i8, ptr %1, i64 199995, !dbg !179
  %162 = load i8, ptr %161, align 1, !dbg !179, !tbaa !134
  %163 = icmp eq i8 %162, 0, !dbg !179
  br i1 %163, label %169, label %164, !dbg !182

164:                                              ; preds = %129
  %165 = getelementptr inbounds i8, ptr %1, i64 199997, !dbg !181
  %166 = load i8, ptr %165, align 1, !dbg !181, !tbaa !134
  %167 = icmp ne i8 %166, 0, !dbg !182
  %168 = zext i1 %167 to i32, !dbg !182
  br label %169

169:                                              ; preds = %164, %129
  %170 = phi i32 [ 0, %129 ], [ %168, %164 ], !dbg !183
  %171 = add nuw nsw i32 %160, %170, !dbg !184
    #dbg_value(i32 %171, !100, !DIExpression(), !112)
    #dbg_value(i64 199996, !101, !DIExpression(), !177)
  %172 = getelementptr inbounds i8, ptr %1, i64 199996, !dbg !179
  %173 = load i8, ptr %172, align 1, !dbg !179, !tbaa !134
  %174 = icmp eq i8 %173, 0, !dbg !179
  br i1 %174, label %180, label %175, !dbg !182

175:                                              ; preds = %169
  %176 = getelementptr inbounds i8, ptr %1, i64 199998, !dbg !181
  %177 = load i8, ptr %176, align 1, !dbg !181, !tbaa !134
  %178 = icmp ne i8 %177, 0, !dbg !182
  %179 = zext i1 %178 to i32, !dbg !182
  br label %180

180:                                              ; preds = %175, %169
  %181 = phi i32 [ 0, %169 ], [ %179, %175 ], !dbg !183
  %182 = add nuw nsw i32 %171, %181, !dbg !184
    #dbg_value(i32 %182, !100, !DIExpression(), !112)
    #dbg_value(i64 199997, !101, !DIExpression(), !177)
  %183 = getelementptr inbounds i8, ptr %1, i64 199997, !dbg !179
  %184 = load i8, ptr %183, align 1, !dbg !179, !tbaa !134
  %185 = icmp eq i8 %184, 0, !dbg !179
  br i1 %185, label %191, label %186, !dbg !182

186:                                              ; preds = %180
  %187 = getelementptr inbounds i8, ptr %1, i64 199999, !dbg !181
  %188 = load i8, ptr %187, align 1, !dbg !181, !tbaa !134
  %189 = icmp ne i8 %188, 0, !dbg !182
  %190 = zext i1 %189 to i32, !dbg !182
  br label %191

191:                                              ; preds = %186, %180
  %192 = phi i32 [ 0, %180 ], [ %190, %186 ], !dbg !183
  %193 = add nuw nsw i32 %182, %192, !dbg !184
    #dbg_value(i32 %193, !100, !DIExpression(), !112)
    #dbg_value(i64 199998, !101, !DIExpression(), !177)
  %194 = getelementptr inbounds i8, ptr %1, i64 199998, !dbg !179
  %195 = load i8, ptr %194, align 1, !dbg !179, !tbaa !134
  %196 = icmp eq i8 %195, 0, !dbg !179
  br i1 %196, label %202, label %197, !dbg !182

197:                                              ; preds = %191
  %198 = getelementptr inbounds i8, ptr %1, i64 200000, !dbg !181
  %199 = load i8, ptr %198, align 1, !dbg !181, !tbaa !134
  %200 = icmp ne i8 %199, 0, !dbg !182
  %201 = zext i1 %200 to i32, !dbg !182
  br label %202

202:                                              ; preds = %197, %191
  %203 = phi i32 [ 0, %191 ], [ %201, %197 ], !dbg !183
  %204 = add nuw nsw i32 %193, %203, !dbg !184
    #dbg_value(i32 %204, !100, !DIExpression(), !112)
    #dbg_value(i64 199999, !101, !DIExpression(), !177)
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %204), !dbg !187
    #dbg_value(i32 1, !103, !DIExpression(), !112)
    #dbg_value(i32 0, !104, !DIExpression(), !188)
  br label %217, !dbg !189

206:                                              ; preds = %217
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %225), !dbg !190
    #dbg_assign(i1 undef, !106, !DIExpression(), !191, ptr poison, !DIExpression(), !112)
    #dbg_value(i64 0, !110, !DIExpression(), !192)
  %208 = tail call fastcc i32 @miller_rabin(i64 noundef 1000000007), !dbg !193
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 1000000007, i32 noundef %208), !dbg !195
    #dbg_value(i64 1, !110, !DIExpression(), !192)
  %210 = tail call fastcc i32 @miller_rabin(i64 noundef 3000000027), !dbg !193
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 3000000027, i32 noundef %210), !dbg !195
    #dbg_value(i64 2, !110, !DIExpression(), !192)
  %212 = tail call fastcc i32 @miller_rabin(i64 noundef -59), !dbg !193
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -59, i32 noundef %212), !dbg !195
    #dbg_value(i64 3, !110, !DIExpression(), !192)
  %214 = tail call fastcc i32 @miller_rabin(i64 noundef -94489280427), !dbg !193
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -94489280427, i32 noundef %214), !dbg !195
    #dbg_value(i64 4, !110, !DIExpression(), !192)
    #dbg_value(i64 600851475143, !196, !DIExpression(), !203)
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 600851475143), !dbg !205
    #dbg_value(i64 2, !201, !DIExpression(), !206)
  br label %228

217:                                              ; preds = %202, %217
  %218 = phi i64 [ 0, %202 ], [ %226, %217 ]
  %219 = phi i32 [ 1, %202 ], [ %225, %217 ]
    #dbg_value(i64 %218, !104, !DIExpression(), !188)
    #dbg_value(i32 %219, !103, !DIExpression(), !112)
  %220 = tail call fastcc i32 @miller_rabin(i64 noundef %218), !dbg !207
  %221 = getelementptr inbounds i8, ptr %1, i64 %218, !dbg !210
  %222 = load i8, ptr %221, align 1, !dbg !210, !tbaa !134
  %223 = zext i8 %222 to i32, !dbg !210
  %224 = icmp eq i32 %220, %223, !dbg !211
  %225 = select i1 %224, i32 %219, i32 0, !dbg !212
    #dbg_value(i32 %225, !103, !DIExpression(), !112)
  %226 = add nuw nsw i64 %218, 1, !dbg !213
    #dbg_value(i64 %226, !104, !DIExpression(), !188)
  %227 = icmp eq i64 %226, 20001, !dbg !214
  br i1 %227, label %206, label %217, !dbg !189, !llvm.loop !215

228:                                              ; preds = %241, %206
  %229 = phi i64 [ %245, %241 ], [ 2, %206 ]
  %230 = phi i64 [ %242, %241 ], [ 600851475143, %206 ]
    #dbg_value(i64 %229, !201, !DIExpression(), !206)
    #dbg_value(i64 %230, !196, !DIExpression(), !203)
  %231 = urem i64 %230, %229, !dbg !217
  %232 = icmp eq i64 %231, 0, !dbg !219
  br i1 %232, label %235, label %241, !dbg !220

233:                                              ; preds = %241
  %234 = icmp ugt i64 %242, 1, !dbg !221
  br i1 %234, label %248, label %250, !dbg !223

235:                                              ; preds = %228, %235
  %236 = phi i64 [ %238, %235 ], [ %230, %228 ]
    #dbg_value(i64 %236, !196, !DIExpression(), !203)
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %229), !dbg !224
  %238 = udiv i64 %236, %229, !dbg !226
    #dbg_value(i64 %238, !196, !DIExpression(), !203)
  %239 = urem i64 %238, %229, !dbg !217
  %240 = icmp eq i64 %239, 0, !dbg !219
  br i1 %240, label %235, label %241, !dbg !220, !llvm.loop !227

241:                                              ; preds = %235, %228
  %242 = phi i64 [ %230, %228 ], [ %238, %235 ]
  %243 = icmp eq i64 %229, 2, !dbg !229
  %244 = select i1 %243, i64 1, i64 2, !dbg !230
  %245 = add i64 %244, %229, !dbg !231
    #dbg_value(i64 %245, !201, !DIExpression(), !206)
    #dbg_value(i64 %242, !196, !DIExpression(), !203)
  %246 = mul i64 %245, %245, !dbg !232
  %247 = icmp ugt i64 %246, %242, !dbg !233
  br i1 %247, label %233, label %228, !dbg !234, !llvm.loop !235

248:                                              ; preds = %233
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %242), !dbg !237
  br label %250, !dbg !237

250:                                              ; preds = %233, %248
  %251 = tail call i32 @putchar(i32 10), !dbg !238
    #dbg_value(i64 969999127, !196, !DIExpression(), !239)
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 969999127), !dbg !241
    #dbg_value(i64 2, !201, !DIExpression(), !242)
  br label %253

253:                                              ; preds = %266, %250
  %254 = phi i64 [ %270, %266 ], [ 2, %250 ]
  %255 = phi i64 [ %267, %266 ], [ 969999127, %250 ]
    #dbg_value(i64 %254, !201, !DIExpression(), !242)
    #dbg_value(i64 %255, !196, !DIExpression(), !239)
  %256 = urem i64 %255, %254, !dbg !243
  %257 = icmp eq i64 %256, 0, !dbg !244
  br i1 %257, label %260, label %266, !dbg !245

258:                                              ; preds = %266
  %259 = icmp ugt i64 %267, 1, !dbg !246
  br i1 %259, label %273, label %275, !dbg !247

260:                                              ; preds = %253, %260
  %261 = phi i64 [ %263, %260 ], [ %255, %253 ]
    #dbg_value(i64 %261, !196, !DIExpression(), !239)
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %254), !dbg !248
  %263 = udiv i64 %261, %254, !dbg !249
    #dbg_value(i64 %263, !196, !DIExpression(), !239)
  %264 = urem i64 %263, %254, !dbg !243
  %265 = icmp eq i64 %264, 0, !dbg !244
  br i1 %265, label %260, label %266, !dbg !245, !llvm.loop !250

266:                                              ; preds = %260, %253
  %267 = phi i64 [ %255, %253 ], [ %263, %260 ]
  %268 = icmp eq i64 %254, 2, !dbg !252
  %269 = select i1 %268, i64 1, i64 2, !dbg !253
  %270 = add i64 %269, %254, !dbg !254
    #dbg_value(i64 %270, !201, !DIExpression(), !242)
    #dbg_value(i64 %267, !196, !DIExpression(), !239)
  %271 = mul i64 %270, %270, !dbg !255
  %272 = icmp ugt i64 %271, %267, !dbg !256
  br i1 %272, label %258, label %253, !dbg !257, !llvm.loop !258

273:                                              ; preds = %258
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %267), !dbg !260
  br label %275, !dbg !260

275:                                              ; preds = %258, %273
  %276 = tail call i32 @putchar(i32 10), !dbg !261
    #dbg_value(i64 1099511627776, !196, !DIExpression(), !262)
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 1099511627776), !dbg !264
    #dbg_value(i64 2, !201, !DIExpression(), !265)
  br label %278

278:                                              ; preds = %291, %275
  %279 = phi i64 [ %295, %291 ], [ 2, %275 ]
  %280 = phi i64 [ %292, %291 ], [ 1099511627776, %275 ]
    #dbg_value(i64 %279, !201, !DIExpression(), !265)
    #dbg_value(i64 %280, !196, !DIExpression(), !262)
  %281 = urem i64 %280, %279, !dbg !266
  %282 = icmp eq i64 %281, 0, !dbg !267
  br i1 %282, label %285, label %291, !dbg !268

283:                                              ; preds = %291
  %284 = icmp ugt i64 %292, 1, !dbg !269
  br i1 %284, label %298, label %300, !dbg !270

285:                                              ; preds = %278, %285
  %286 = phi i64 [ %288, %285 ], [ %280, %278 ]
    #dbg_value(i64 %286, !196, !DIExpression(), !262)
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %279), !dbg !271
  %288 = udiv i64 %286, %279, !dbg !272
    #dbg_value(i64 %288, !196, !DIExpression(), !262)
  %289 = urem i64 %288, %279, !dbg !266
  %290 = icmp eq i64 %289, 0, !dbg !267
  br i1 %290, label %285, label %291, !dbg !268, !llvm.loop !273

291:                                              ; preds = %285, %278
  %292 = phi i64 [ %280, %278 ], [ %288, %285 ]
  %293 = icmp eq i64 %279, 2, !dbg !275
  %294 = select i1 %293, i64 1, i64 2, !dbg !276
  %295 = add i64 %294, %279, !dbg !277
    #dbg_value(i64 %295, !201, !DIExpression(), !265)
    #dbg_value(i64 %292, !196, !DIExpression(), !262)
  %296 = mul i64 %295, %295, !dbg !278
  %297 = icmp ugt i64 %296, %292, !dbg !279
  br i1 %297, label %283, label %278, !dbg !280, !llvm.loop !281

298:                                              ; preds = %283
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %292), !dbg !283
  br label %300, !dbg !283

300:                                              ; preds = %283, %298
  %301 = tail call i32 @putchar(i32 10), !dbg !284
  tail call void @free(ptr noundef %1) #9, !dbg !285
  ret i32 0, !dbg !286
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !287 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !292 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @miller_rabin(i64 noundef %0) unnamed_addr #3 !dbg !29 {
    #dbg_value(i64 %0, !62, !DIExpression(), !299)
  %2 = icmp ult i64 %0, 2, !dbg !300
  br i1 %2, label %104, label %3, !dbg !302

3:                                                ; preds = %1
    #dbg_value(i64 0, !63, !DIExpression(), !303)
  %4 = and i64 %0, 1, !dbg !304
  %5 = icmp eq i64 %4, 0, !dbg !307
    #dbg_value(i64 0, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !303)
  br i1 %5, label %39, label %6, !dbg !308

6:                                                ; preds = %3
    #dbg_value(i64 1, !63, !DIExpression(), !303)
  %7 = urem i64 %0, 3, !dbg !304
  %8 = icmp eq i64 %7, 0, !dbg !307
    #dbg_value(i64 1, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !303)
  br i1 %8, label %39, label %9, !dbg !308

9:                                                ; preds = %6
    #dbg_value(i64 2, !63, !DIExpression(), !303)
  %10 = urem i64 %0, 5, !dbg !304
  %11 = icmp eq i64 %10, 0, !dbg !307
    #dbg_value(i64 2, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !303)
  br i1 %11, label %39, label %12, !dbg !308

12:                                               ; preds = %9
    #dbg_value(i64 3, !63, !DIExpression(), !303)
  %13 = urem i64 %0, 7, !dbg !304
  %14 = icmp eq i64 %13, 0, !dbg !307
    #dbg_value(i64 3, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !303)
  br i1 %14, label %39, label %15, !dbg !308

15:                                               ; preds = %12
    #dbg_value(i64 4, !63, !DIExpression(), !303)
  %16 = urem i64 %0, 11, !dbg !304
  %17 = icmp eq i64 %16, 0, !dbg !307
    #dbg_value(i64 4, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !303)
  br i1 %17, label %39, label %18, !dbg !308

18:                                               ; preds = %15
    #dbg_value(i64 5, !63, !DIExpression(), !303)
  %19 = urem i64 %0, 13, !dbg !304
  %20 = icmp eq i64 %19, 0, !dbg !307
    #dbg_value(i64 5, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !303)
  br i1 %20, label %39, label %21, !dbg !308

21:                                               ; preds = %18
    #dbg_value(i64 6, !63, !DIExpression(), !303)
  %22 = urem i64 %0, 17, !dbg !304
  %23 = icmp eq i64 %22, 0, !dbg !307
    #dbg_value(i64 6, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !303)
  br i1 %23, label %39, label %24, !dbg !308

24:                                               ; preds = %21
    #dbg_value(i64 7, !63, !DIExpression(), !303)
  %25 = urem i64 %0, 19, !dbg !304
  %26 = icmp eq i64 %25, 0, !dbg !307
    #dbg_value(i64 7, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !303)
  br i1 %26, label %39, label %27, !dbg !308

27:                                               ; preds = %24
    #dbg_value(i64 8, !63, !DIExpression(), !303)
  %28 = urem i64 %0, 23, !dbg !304
  %29 = icmp eq i64 %28, 0, !dbg !307
    #dbg_value(i64 8, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !303)
  br i1 %29, label %39, label %30, !dbg !308

30:                                               ; preds = %27
    #dbg_value(i64 9, !63, !DIExpression(), !303)
  %31 = urem i64 %0, 29, !dbg !304
  %32 = icmp eq i64 %31, 0, !dbg !307
    #dbg_value(i64 9, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !303)
  br i1 %32, label %39, label %33, !dbg !308

33:                                               ; preds = %30
    #dbg_value(i64 10, !63, !DIExpression(), !303)
  %34 = urem i64 %0, 31, !dbg !304
  %35 = icmp eq i64 %34, 0, !dbg !307
    #dbg_value(i64 10, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !303)
  br i1 %35, label %39, label %36, !dbg !308

36:                                               ; preds = %33
    #dbg_value(i64 11, !63, !DIExpression(), !303)
  %37 = urem i64 %0, 37, !dbg !304
  %38 = icmp eq i64 %37, 0, !dbg !307
    #dbg_value(i64 11, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !303)
  br i1 %38, label %39, label %42, !dbg !308

39:                                               ; preds = %36, %33, %30, %27, %24, %21, %18, %15, %12, %9, %6, %3
  %40 = phi i64 [ 2, %3 ], [ 3, %6 ], [ 5, %9 ], [ 7, %12 ], [ 11, %15 ], [ 13, %18 ], [ 17, %21 ], [ 19, %24 ], [ 23, %27 ], [ 29, %30 ], [ 31, %33 ], [ 37, %36 ], !dbg !309
  %41 = icmp eq i64 %40, %0, !dbg !310
  br label %104

42:                                               ; preds = %36
    #dbg_value(i64 12, !63, !DIExpression(), !303)
  %43 = add nsw i64 %0, -1, !dbg !311
    #dbg_value(i64 %43, !65, !DIExpression(), !299)
    #dbg_value(i32 0, !66, !DIExpression(), !299)
  br label %48, !dbg !312

44:                                               ; preds = %48
  %45 = icmp eq i64 %50, 0
    #dbg_value(i32 0, !67, !DIExpression(), !313)
  %46 = zext i64 %0 to i128
  %47 = icmp eq i32 %49, 0
  br label %55, !dbg !314

48:                                               ; preds = %42, %48
  %49 = phi i32 [ %52, %48 ], [ 0, %42 ]
  %50 = phi i64 [ %51, %48 ], [ %43, %42 ]
    #dbg_value(i32 %49, !66, !DIExpression(), !299)
    #dbg_value(i64 %50, !65, !DIExpression(), !299)
  %51 = lshr exact i64 %50, 1, !dbg !315
    #dbg_value(i64 %51, !65, !DIExpression(), !299)
  %52 = add nuw nsw i32 %49, 1, !dbg !317
    #dbg_value(i32 %52, !66, !DIExpression(), !299)
  %53 = and i64 %50, 2, !dbg !318
  %54 = icmp eq i64 %53, 0, !dbg !318
  br i1 %54, label %48, label %44, !dbg !312, !llvm.loop !319

55:                                               ; preds = %44, %99
  %56 = phi i64 [ 0, %44 ], [ %100, %99 ]
    #dbg_value(i64 %56, !67, !DIExpression(), !313)
    #dbg_value(i64 %0, !321, !DIExpression(), !329)
    #dbg_value(i64 poison, !326, !DIExpression(), !329)
    #dbg_value(i64 1, !328, !DIExpression(), !329)
    #dbg_value(i64 %51, !327, !DIExpression(), !329)
  br i1 %45, label %99, label %57, !dbg !331

57:                                               ; preds = %55
  %58 = getelementptr inbounds [12 x i64], ptr @miller_rabin.bases, i64 0, i64 %56, !dbg !332
  %59 = load i64, ptr %58, align 8, !dbg !332, !tbaa !333
  %60 = urem i64 %59, %0, !dbg !335
    #dbg_value(i64 %60, !326, !DIExpression(), !329)
  br label %61, !dbg !331

61:                                               ; preds = %75, %57
  %62 = phi i64 [ 1, %57 ], [ %77, %75 ]
  %63 = phi i64 [ %60, %57 ], [ %80, %75 ]
  %64 = phi i64 [ %51, %57 ], [ %81, %75 ]
    #dbg_value(i64 %62, !328, !DIExpression(), !329)
    #dbg_value(i64 %63, !326, !DIExpression(), !329)
    #dbg_value(i64 %64, !327, !DIExpression(), !329)
  %65 = and i64 %64, 1, !dbg !336
  %66 = icmp eq i64 %65, 0, !dbg !336
  br i1 %66, label %67, label %69, !dbg !339

67:                                               ; preds = %61
  %68 = zext i64 %63 to i128, !dbg !340
  br label %75, !dbg !339

69:                                               ; preds = %61
    #dbg_value(i64 %62, !343, !DIExpression(), !347)
    #dbg_value(i64 %63, !344, !DIExpression(), !347)
    #dbg_value(i64 %0, !345, !DIExpression(), !347)
  %70 = zext i64 %62 to i128, !dbg !349
  %71 = zext i64 %63 to i128, !dbg !350
  %72 = mul nuw i128 %71, %70, !dbg !351
  %73 = urem i128 %72, %46, !dbg !352
  %74 = trunc nuw i128 %73 to i64, !dbg !353
    #dbg_value(i64 %74, !328, !DIExpression(), !329)
  br label %75, !dbg !354

75:                                               ; preds = %69, %67
  %76 = phi i128 [ %68, %67 ], [ %71, %69 ], !dbg !340
  %77 = phi i64 [ %62, %67 ], [ %74, %69 ], !dbg !329
    #dbg_value(i64 %77, !328, !DIExpression(), !329)
    #dbg_value(i64 %63, !343, !DIExpression(), !355)
    #dbg_value(i64 %63, !344, !DIExpression(), !355)
    #dbg_value(i64 %0, !345, !DIExpression(), !355)
  %78 = mul nuw i128 %76, %76, !dbg !356
  %79 = urem i128 %78, %46, !dbg !357
  %80 = trunc nuw i128 %79 to i64, !dbg !358
    #dbg_value(i64 %80, !326, !DIExpression(), !329)
  %81 = lshr i64 %64, 1, !dbg !359
    #dbg_value(i64 %81, !327, !DIExpression(), !329)
  %82 = icmp ult i64 %64, 2, !dbg !331
  br i1 %82, label %83, label %61, !dbg !331, !llvm.loop !360

83:                                               ; preds = %75
    #dbg_value(i64 %77, !69, !DIExpression(), !362)
  %84 = icmp eq i64 %77, 1, !dbg !363
  %85 = icmp eq i64 %77, %43
  %86 = or i1 %84, %85, !dbg !365
  br i1 %86, label %99, label %87, !dbg !365

87:                                               ; preds = %83
    #dbg_value(i32 1, !73, !DIExpression(), !366)
    #dbg_value(i64 %77, !69, !DIExpression(), !362)
  br i1 %47, label %104, label %91, !dbg !367

88:                                               ; preds = %91
  %89 = add nuw i32 %92, 1, !dbg !368
    #dbg_value(i32 poison, !73, !DIExpression(), !366)
    #dbg_value(i64 poison, !69, !DIExpression(), !362)
  %90 = icmp eq i32 %92, %49, !dbg !370
  br i1 %90, label %104, label %91, !dbg !367, !llvm.loop !371

91:                                               ; preds = %87, %88
  %92 = phi i32 [ %89, %88 ], [ 1, %87 ]
  %93 = phi i64 [ %97, %88 ], [ %77, %87 ]
    #dbg_value(i32 %92, !73, !DIExpression(), !366)
    #dbg_value(i64 %93, !69, !DIExpression(), !362)
    #dbg_value(i64 %93, !343, !DIExpression(), !373)
    #dbg_value(i64 %93, !344, !DIExpression(), !373)
    #dbg_value(i64 %0, !345, !DIExpression(), !373)
  %94 = zext i64 %93 to i128, !dbg !376
  %95 = mul nuw i128 %94, %94, !dbg !377
  %96 = urem i128 %95, %46, !dbg !378
  %97 = trunc nuw i128 %96 to i64, !dbg !379
    #dbg_value(i64 %97, !69, !DIExpression(), !362)
  %98 = icmp eq i64 %43, %97, !dbg !380
    #dbg_value(i32 %92, !73, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !366)
  br i1 %98, label %99, label %88, !dbg !382

99:                                               ; preds = %91, %55, %83
  %100 = add nuw nsw i64 %56, 1, !dbg !383
    #dbg_value(i64 %100, !67, !DIExpression(), !313)
  %101 = icmp eq i64 %100, 12, !dbg !384
  br i1 %101, label %102, label %55, !dbg !314, !llvm.loop !385

102:                                              ; preds = %99
  %103 = icmp ugt i64 %56, 10
  br label %104, !dbg !299

104:                                              ; preds = %87, %88, %102, %39, %1
  %105 = phi i1 [ %41, %39 ], [ false, %1 ], [ %103, %102 ], [ false, %88 ], [ false, %87 ]
  %106 = zext i1 %105 to i32, !dbg !299
  ret i32 %106, !dbg !387
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !388 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v16i64(<16 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!38}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

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
!34 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !36, line: 45, baseType: !37)
!36 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!82 = !{i32 8, !"PIC Level", i32 2}
!83 = !{i32 7, !"PIE Level", i32 2}
!84 = !{i32 7, !"uwtable", i32 2}
!85 = !{i32 7, !"frame-pointer", i32 1}
!86 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!87 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!88 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 50, type: !89, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!32}
!91 = !{!92, !93, !96, !98, !100, !101, !103, !104, !106, !110}
!92 = !DILocalVariable(name: "n", scope: !88, file: !2, line: 51, type: !32)
!93 = !DILocalVariable(name: "is", scope: !88, file: !2, line: 52, type: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!96 = !DILocalVariable(name: "sum", scope: !88, file: !2, line: 54, type: !97)
!97 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 55, type: !32)
!99 = distinct !DILexicalBlock(scope: !88, file: !2, line: 55, column: 5)
!100 = !DILocalVariable(name: "twins", scope: !88, file: !2, line: 57, type: !32)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 58, type: !32)
!102 = distinct !DILexicalBlock(scope: !88, file: !2, line: 58, column: 5)
!103 = !DILocalVariable(name: "agree", scope: !88, file: !2, line: 60, type: !32)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 61, type: !32)
!105 = distinct !DILexicalBlock(scope: !88, file: !2, line: 61, column: 5)
!106 = !DILocalVariable(name: "big", scope: !88, file: !2, line: 63, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 256, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 4)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 64, type: !32)
!111 = distinct !DILexicalBlock(scope: !88, file: !2, line: 64, column: 5)
!112 = !DILocation(line: 0, scope: !88)
!113 = !DILocation(line: 52, column: 25, scope: !88)
!114 = !DILocalVariable(name: "n", arg: 1, scope: !115, file: !2, line: 7, type: !32)
!115 = distinct !DISubprogram(name: "sieve", scope: !2, file: !2, line: 7, type: !116, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!32, !32, !94}
!118 = !{!114, !119, !120, !122, !126, !127}
!119 = !DILocalVariable(name: "is", arg: 2, scope: !115, file: !2, line: 7, type: !94)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 10, type: !32)
!121 = distinct !DILexicalBlock(scope: !115, file: !2, line: 10, column: 5)
!122 = !DILocalVariable(name: "j", scope: !123, file: !2, line: 12, type: !32)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 12, column: 13)
!124 = distinct !DILexicalBlock(scope: !125, file: !2, line: 11, column: 13)
!125 = distinct !DILexicalBlock(scope: !121, file: !2, line: 10, column: 5)
!126 = !DILocalVariable(name: "c", scope: !115, file: !2, line: 13, type: !32)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 14, type: !32)
!128 = distinct !DILexicalBlock(scope: !115, file: !2, line: 14, column: 5)
!129 = !DILocation(line: 0, scope: !115, inlinedAt: !130)
!130 = distinct !DILocation(line: 53, column: 37, scope: !88)
!131 = !DILocation(line: 8, column: 5, scope: !115, inlinedAt: !130)
!132 = !DILocation(line: 9, column: 13, scope: !115, inlinedAt: !130)
!133 = !DILocation(line: 9, column: 19, scope: !115, inlinedAt: !130)
!134 = !{!135, !135, i64 0}
!135 = !{!"omnipotent char", !136, i64 0}
!136 = !{!"Simple C/C++ TBAA"}
!137 = !DILocation(line: 9, column: 11, scope: !115, inlinedAt: !130)
!138 = !DILocation(line: 0, scope: !121, inlinedAt: !130)
!139 = !DILocation(line: 10, column: 5, scope: !121, inlinedAt: !130)
!140 = !DILocation(line: 11, column: 13, scope: !124, inlinedAt: !130)
!141 = !DILocation(line: 0, scope: !123, inlinedAt: !130)
!142 = !DILocation(line: 11, column: 13, scope: !125, inlinedAt: !130)
!143 = !DILocation(line: 12, column: 13, scope: !123, inlinedAt: !130)
!144 = !DILocation(line: 12, column: 49, scope: !145, inlinedAt: !130)
!145 = distinct !DILexicalBlock(scope: !123, file: !2, line: 12, column: 13)
!146 = !DILocation(line: 12, column: 55, scope: !145, inlinedAt: !130)
!147 = distinct !{!147, !143, !148, !149, !150, !151}
!148 = !DILocation(line: 12, column: 57, scope: !123, inlinedAt: !130)
!149 = !{!"llvm.loop.mustprogress"}
!150 = !{!"llvm.loop.isvectorized", i32 1}
!151 = !{!"llvm.loop.unroll.runtime.disable"}
!152 = !DILocation(line: 12, column: 43, scope: !145, inlinedAt: !130)
!153 = !DILocation(line: 12, column: 35, scope: !145, inlinedAt: !130)
!154 = distinct !{!154, !143, !148, !149, !150}
!155 = !DILocation(line: 10, column: 40, scope: !125, inlinedAt: !130)
!156 = !DILocation(line: 10, column: 33, scope: !125, inlinedAt: !130)
!157 = distinct !{!157, !139, !158, !149}
!158 = !DILocation(line: 12, column: 57, scope: !121, inlinedAt: !130)
!159 = !DILocation(line: 14, column: 30, scope: !160, inlinedAt: !130)
!160 = distinct !DILexicalBlock(scope: !128, file: !2, line: 14, column: 5)
!161 = !DILocation(line: 14, column: 39, scope: !160, inlinedAt: !130)
!162 = !DILocation(line: 14, column: 36, scope: !160, inlinedAt: !130)
!163 = distinct !{!163, !164, !165, !149, !150, !151}
!164 = !DILocation(line: 14, column: 5, scope: !128, inlinedAt: !130)
!165 = !DILocation(line: 14, column: 43, scope: !128, inlinedAt: !130)
!166 = !DILocation(line: 0, scope: !128, inlinedAt: !130)
!167 = !DILocation(line: 53, column: 5, scope: !88)
!168 = !DILocation(line: 0, scope: !99)
!169 = !DILocation(line: 55, column: 5, scope: !99)
!170 = !DILocation(line: 55, column: 44, scope: !171)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 55, column: 44)
!172 = distinct !DILexicalBlock(scope: !99, file: !2, line: 55, column: 5)
!173 = !DILocation(line: 55, column: 44, scope: !172)
!174 = distinct !{!174, !169, !175, !149, !150, !151}
!175 = !DILocation(line: 55, column: 58, scope: !99)
!176 = !DILocation(line: 56, column: 5, scope: !88)
!177 = !DILocation(line: 0, scope: !102)
!178 = !DILocation(line: 58, column: 5, scope: !102)
!179 = !DILocation(line: 58, column: 47, scope: !180)
!180 = distinct !DILexicalBlock(scope: !102, file: !2, line: 58, column: 5)
!181 = !DILocation(line: 58, column: 56, scope: !180)
!182 = !DILocation(line: 58, column: 53, scope: !180)
!183 = !DILocation(line: 0, scope: !180)
!184 = !DILocation(line: 58, column: 44, scope: !180)
!185 = distinct !{!185, !178, !186, !149, !150, !151}
!186 = !DILocation(line: 58, column: 64, scope: !102)
!187 = !DILocation(line: 59, column: 5, scope: !88)
!188 = !DILocation(line: 0, scope: !105)
!189 = !DILocation(line: 61, column: 5, scope: !105)
!190 = !DILocation(line: 62, column: 5, scope: !88)
!191 = distinct !DIAssignID()
!192 = !DILocation(line: 0, scope: !111)
!193 = !DILocation(line: 64, column: 87, scope: !194)
!194 = distinct !DILexicalBlock(scope: !111, file: !2, line: 64, column: 5)
!195 = !DILocation(line: 64, column: 33, scope: !194)
!196 = !DILocalVariable(name: "n", arg: 1, scope: !197, file: !2, line: 42, type: !33)
!197 = distinct !DISubprogram(name: "factor", scope: !2, file: !2, line: 42, type: !198, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !33}
!200 = !{!196, !201}
!201 = !DILocalVariable(name: "p", scope: !202, file: !2, line: 44, type: !33)
!202 = distinct !DILexicalBlock(scope: !197, file: !2, line: 44, column: 5)
!203 = !DILocation(line: 0, scope: !197, inlinedAt: !204)
!204 = distinct !DILocation(line: 65, column: 5, scope: !88)
!205 = !DILocation(line: 43, column: 5, scope: !197, inlinedAt: !204)
!206 = !DILocation(line: 0, scope: !202, inlinedAt: !204)
!207 = !DILocation(line: 61, column: 42, scope: !208)
!208 = distinct !DILexicalBlock(scope: !209, file: !2, line: 61, column: 42)
!209 = distinct !DILexicalBlock(scope: !105, file: !2, line: 61, column: 5)
!210 = !DILocation(line: 61, column: 71, scope: !208)
!211 = !DILocation(line: 61, column: 68, scope: !208)
!212 = !DILocation(line: 61, column: 42, scope: !209)
!213 = !DILocation(line: 61, column: 34, scope: !209)
!214 = !DILocation(line: 61, column: 23, scope: !209)
!215 = distinct !{!215, !189, !216, !149}
!216 = !DILocation(line: 61, column: 86, scope: !105)
!217 = !DILocation(line: 45, column: 18, scope: !218, inlinedAt: !204)
!218 = distinct !DILexicalBlock(scope: !202, file: !2, line: 44, column: 5)
!219 = !DILocation(line: 45, column: 22, scope: !218, inlinedAt: !204)
!220 = !DILocation(line: 45, column: 9, scope: !218, inlinedAt: !204)
!221 = !DILocation(line: 46, column: 11, scope: !222, inlinedAt: !204)
!222 = distinct !DILexicalBlock(scope: !197, file: !2, line: 46, column: 9)
!223 = !DILocation(line: 46, column: 9, scope: !197, inlinedAt: !204)
!224 = !DILocation(line: 45, column: 30, scope: !225, inlinedAt: !204)
!225 = distinct !DILexicalBlock(scope: !218, file: !2, line: 45, column: 28)
!226 = !DILocation(line: 45, column: 72, scope: !225, inlinedAt: !204)
!227 = distinct !{!227, !220, !228, !149}
!228 = !DILocation(line: 45, column: 78, scope: !218, inlinedAt: !204)
!229 = !DILocation(line: 44, column: 46, scope: !218, inlinedAt: !204)
!230 = !DILocation(line: 44, column: 43, scope: !218, inlinedAt: !204)
!231 = !DILocation(line: 44, column: 40, scope: !218, inlinedAt: !204)
!232 = !DILocation(line: 44, column: 28, scope: !218, inlinedAt: !204)
!233 = !DILocation(line: 44, column: 32, scope: !218, inlinedAt: !204)
!234 = !DILocation(line: 44, column: 5, scope: !202, inlinedAt: !204)
!235 = distinct !{!235, !234, !236, !149}
!236 = !DILocation(line: 45, column: 78, scope: !202, inlinedAt: !204)
!237 = !DILocation(line: 46, column: 16, scope: !222, inlinedAt: !204)
!238 = !DILocation(line: 47, column: 5, scope: !197, inlinedAt: !204)
!239 = !DILocation(line: 0, scope: !197, inlinedAt: !240)
!240 = distinct !DILocation(line: 66, column: 5, scope: !88)
!241 = !DILocation(line: 43, column: 5, scope: !197, inlinedAt: !240)
!242 = !DILocation(line: 0, scope: !202, inlinedAt: !240)
!243 = !DILocation(line: 45, column: 18, scope: !218, inlinedAt: !240)
!244 = !DILocation(line: 45, column: 22, scope: !218, inlinedAt: !240)
!245 = !DILocation(line: 45, column: 9, scope: !218, inlinedAt: !240)
!246 = !DILocation(line: 46, column: 11, scope: !222, inlinedAt: !240)
!247 = !DILocation(line: 46, column: 9, scope: !197, inlinedAt: !240)
!248 = !DILocation(line: 45, column: 30, scope: !225, inlinedAt: !240)
!249 = !DILocation(line: 45, column: 72, scope: !225, inlinedAt: !240)
!250 = distinct !{!250, !245, !251, !149}
!251 = !DILocation(line: 45, column: 78, scope: !218, inlinedAt: !240)
!252 = !DILocation(line: 44, column: 46, scope: !218, inlinedAt: !240)
!253 = !DILocation(line: 44, column: 43, scope: !218, inlinedAt: !240)
!254 = !DILocation(line: 44, column: 40, scope: !218, inlinedAt: !240)
!255 = !DILocation(line: 44, column: 28, scope: !218, inlinedAt: !240)
!256 = !DILocation(line: 44, column: 32, scope: !218, inlinedAt: !240)
!257 = !DILocation(line: 44, column: 5, scope: !202, inlinedAt: !240)
!258 = distinct !{!258, !257, !259, !149}
!259 = !DILocation(line: 45, column: 78, scope: !202, inlinedAt: !240)
!260 = !DILocation(line: 46, column: 16, scope: !222, inlinedAt: !240)
!261 = !DILocation(line: 47, column: 5, scope: !197, inlinedAt: !240)
!262 = !DILocation(line: 0, scope: !197, inlinedAt: !263)
!263 = distinct !DILocation(line: 67, column: 5, scope: !88)
!264 = !DILocation(line: 43, column: 5, scope: !197, inlinedAt: !263)
!265 = !DILocation(line: 0, scope: !202, inlinedAt: !263)
!266 = !DILocation(line: 45, column: 18, scope: !218, inlinedAt: !263)
!267 = !DILocation(line: 45, column: 22, scope: !218, inlinedAt: !263)
!268 = !DILocation(line: 45, column: 9, scope: !218, inlinedAt: !263)
!269 = !DILocation(line: 46, column: 11, scope: !222, inlinedAt: !263)
!270 = !DILocation(line: 46, column: 9, scope: !197, inlinedAt: !263)
!271 = !DILocation(line: 45, column: 30, scope: !225, inlinedAt: !263)
!272 = !DILocation(line: 45, column: 72, scope: !225, inlinedAt: !263)
!273 = distinct !{!273, !268, !274, !149}
!274 = !DILocation(line: 45, column: 78, scope: !218, inlinedAt: !263)
!275 = !DILocation(line: 44, column: 46, scope: !218, inlinedAt: !263)
!276 = !DILocation(line: 44, column: 43, scope: !218, inlinedAt: !263)
!277 = !DILocation(line: 44, column: 40, scope: !218, inlinedAt: !263)
!278 = !DILocation(line: 44, column: 28, scope: !218, inlinedAt: !263)
!279 = !DILocation(line: 44, column: 32, scope: !218, inlinedAt: !263)
!280 = !DILocation(line: 44, column: 5, scope: !202, inlinedAt: !263)
!281 = distinct !{!281, !280, !282, !149}
!282 = !DILocation(line: 45, column: 78, scope: !202, inlinedAt: !263)
!283 = !DILocation(line: 46, column: 16, scope: !222, inlinedAt: !263)
!284 = !DILocation(line: 47, column: 5, scope: !197, inlinedAt: !263)
!285 = !DILocation(line: 68, column: 5, scope: !88)
!286 = !DILocation(line: 69, column: 5, scope: !88)
!287 = !DISubprogram(name: "malloc", scope: !288, file: !288, line: 553, type: !289, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!288 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!289 = !DISubroutineType(types: !290)
!290 = !{!291, !40}
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!292 = !DISubprogram(name: "printf", scope: !293, file: !293, line: 356, type: !294, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!293 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!294 = !DISubroutineType(types: !295)
!295 = !{!32, !296, null}
!296 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !297)
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64)
!298 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!299 = !DILocation(line: 0, scope: !29)
!300 = !DILocation(line: 26, column: 11, scope: !301)
!301 = distinct !DILexicalBlock(scope: !29, file: !2, line: 26, column: 9)
!302 = !DILocation(line: 26, column: 9, scope: !29)
!303 = !DILocation(line: 0, scope: !64)
!304 = !DILocation(line: 28, column: 40, scope: !305)
!305 = distinct !DILexicalBlock(scope: !306, file: !2, line: 28, column: 38)
!306 = distinct !DILexicalBlock(scope: !64, file: !2, line: 28, column: 5)
!307 = !DILocation(line: 28, column: 51, scope: !305)
!308 = !DILocation(line: 28, column: 38, scope: !306)
!309 = !DILocation(line: 28, column: 42, scope: !305)
!310 = !DILocation(line: 28, column: 66, scope: !305)
!311 = !DILocation(line: 29, column: 20, scope: !29)
!312 = !DILocation(line: 31, column: 5, scope: !29)
!313 = !DILocation(line: 0, scope: !68)
!314 = !DILocation(line: 32, column: 5, scope: !68)
!315 = !DILocation(line: 31, column: 26, scope: !316)
!316 = distinct !DILexicalBlock(scope: !29, file: !2, line: 31, column: 22)
!317 = !DILocation(line: 31, column: 34, scope: !316)
!318 = !DILocation(line: 31, column: 12, scope: !29)
!319 = distinct !{!319, !312, !320, !149}
!320 = !DILocation(line: 31, column: 38, scope: !29)
!321 = !DILocalVariable(name: "m", arg: 3, scope: !322, file: !2, line: 19, type: !33)
!322 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 19, type: !323, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !325)
!323 = !DISubroutineType(types: !324)
!324 = !{!33, !33, !33, !33}
!325 = !{!326, !327, !321, !328}
!326 = !DILocalVariable(name: "b", arg: 1, scope: !322, file: !2, line: 19, type: !33)
!327 = !DILocalVariable(name: "e", arg: 2, scope: !322, file: !2, line: 19, type: !33)
!328 = !DILocalVariable(name: "r", scope: !322, file: !2, line: 20, type: !33)
!329 = !DILocation(line: 0, scope: !322, inlinedAt: !330)
!330 = distinct !DILocation(line: 33, column: 22, scope: !70)
!331 = !DILocation(line: 22, column: 5, scope: !322, inlinedAt: !330)
!332 = !DILocation(line: 33, column: 29, scope: !70)
!333 = !{!334, !334, i64 0}
!334 = !{!"long", !135, i64 0}
!335 = !DILocation(line: 21, column: 7, scope: !322, inlinedAt: !330)
!336 = !DILocation(line: 22, column: 23, scope: !337, inlinedAt: !330)
!337 = distinct !DILexicalBlock(scope: !338, file: !2, line: 22, column: 21)
!338 = distinct !DILexicalBlock(scope: !322, file: !2, line: 22, column: 15)
!339 = !DILocation(line: 22, column: 21, scope: !338, inlinedAt: !330)
!340 = !DILocation(line: 18, column: 80, scope: !341, inlinedAt: !346)
!341 = distinct !DISubprogram(name: "mulmod", scope: !2, file: !2, line: 18, type: !323, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !342)
!342 = !{!343, !344, !345}
!343 = !DILocalVariable(name: "a", arg: 1, scope: !341, file: !2, line: 18, type: !33)
!344 = !DILocalVariable(name: "b", arg: 2, scope: !341, file: !2, line: 18, type: !33)
!345 = !DILocalVariable(name: "m", arg: 3, scope: !341, file: !2, line: 18, type: !33)
!346 = distinct !DILocation(line: 22, column: 53, scope: !338, inlinedAt: !330)
!347 = !DILocation(line: 0, scope: !341, inlinedAt: !348)
!348 = distinct !DILocation(line: 22, column: 32, scope: !337, inlinedAt: !330)
!349 = !DILocation(line: 18, column: 80, scope: !341, inlinedAt: !348)
!350 = !DILocation(line: 18, column: 103, scope: !341, inlinedAt: !348)
!351 = !DILocation(line: 18, column: 101, scope: !341, inlinedAt: !348)
!352 = !DILocation(line: 18, column: 105, scope: !341, inlinedAt: !348)
!353 = !DILocation(line: 18, column: 69, scope: !341, inlinedAt: !348)
!354 = !DILocation(line: 22, column: 28, scope: !337, inlinedAt: !330)
!355 = !DILocation(line: 0, scope: !341, inlinedAt: !346)
!356 = !DILocation(line: 18, column: 101, scope: !341, inlinedAt: !346)
!357 = !DILocation(line: 18, column: 105, scope: !341, inlinedAt: !346)
!358 = !DILocation(line: 18, column: 69, scope: !341, inlinedAt: !346)
!359 = !DILocation(line: 22, column: 72, scope: !338, inlinedAt: !330)
!360 = distinct !{!360, !331, !361, !149}
!361 = !DILocation(line: 22, column: 79, scope: !322, inlinedAt: !330)
!362 = !DILocation(line: 0, scope: !70)
!363 = !DILocation(line: 34, column: 15, scope: !364)
!364 = distinct !DILexicalBlock(scope: !70, file: !2, line: 34, column: 13)
!365 = !DILocation(line: 34, column: 20, scope: !364)
!366 = !DILocation(line: 0, scope: !74)
!367 = !DILocation(line: 36, column: 9, scope: !74)
!368 = !DILocation(line: 36, column: 33, scope: !369)
!369 = distinct !DILexicalBlock(scope: !74, file: !2, line: 36, column: 9)
!370 = !DILocation(line: 36, column: 27, scope: !369)
!371 = distinct !{!371, !367, !372, !149}
!372 = !DILocation(line: 36, column: 97, scope: !74)
!373 = !DILocation(line: 0, scope: !341, inlinedAt: !374)
!374 = distinct !DILocation(line: 36, column: 43, scope: !375)
!375 = distinct !DILexicalBlock(scope: !369, file: !2, line: 36, column: 37)
!376 = !DILocation(line: 18, column: 80, scope: !341, inlinedAt: !374)
!377 = !DILocation(line: 18, column: 101, scope: !341, inlinedAt: !374)
!378 = !DILocation(line: 18, column: 105, scope: !341, inlinedAt: !374)
!379 = !DILocation(line: 18, column: 69, scope: !341, inlinedAt: !374)
!380 = !DILocation(line: 36, column: 66, scope: !381)
!381 = distinct !DILexicalBlock(scope: !375, file: !2, line: 36, column: 64)
!382 = !DILocation(line: 36, column: 64, scope: !375)
!383 = !DILocation(line: 32, column: 30, scope: !71)
!384 = !DILocation(line: 32, column: 23, scope: !71)
!385 = distinct !{!385, !314, !386, !149}
!386 = !DILocation(line: 38, column: 5, scope: !68)
!387 = !DILocation(line: 40, column: 1, scope: !29)
!388 = !DISubprogram(name: "free", scope: !288, file: !288, line: 568, type: !389, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DISubroutineType(types: !390)
!390 = !{null, !291}
