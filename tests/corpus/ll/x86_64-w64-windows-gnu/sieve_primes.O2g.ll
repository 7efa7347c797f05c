; ModuleID = 'tests/programs/sieve_primes.c'
source_filename = "tests/programs/sieve_primes.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [18 x i8] c"primes <= %d: %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [34 x i8] c"sum of primes in last 1000: %lld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"twin primes: %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"miller-rabin agrees: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [15 x i8] c"mr(%llu) = %d\0A\00", align 1, !dbg !22
@miller_rabin.bases = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 16, !dbg !27
@.str.5 = private unnamed_addr constant [7 x i8] c"%llu =\00", align 1, !dbg !43
@.str.6 = private unnamed_addr constant [6 x i8] c" %llu\00", align 1, !dbg !48

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !84 {
    #dbg_value(i32 200000, !88, !DIExpression(), !108)
  %1 = tail call dereferenceable_or_null(200001) ptr @malloc(i64 noundef 200001) #12, !dbg !109
    #dbg_value(ptr %1, !89, !DIExpression(), !108)
    #dbg_value(i32 200000, !110, !DIExpression(), !125)
    #dbg_value(ptr %1, !115, !DIExpression(), !125)
  %2 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !127
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(200001) %2, i8 1, i64 199999, i1 false), !dbg !127
  %3 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !128
  store i8 0, ptr %3, align 1, !dbg !129, !tbaa !130
  store i8 0, ptr %1, align 1, !dbg !133, !tbaa !130
    #dbg_value(i32 2, !116, !DIExpression(), !134)
  br label %4, !dbg !135

4:                                                ; preds = %19, %0
  %5 = phi i64 [ 2, %0 ], [ %20, %19 ]
  %6 = phi i32 [ 4, %0 ], [ %22, %19 ]
    #dbg_value(i64 %5, !116, !DIExpression(), !134)
  %7 = getelementptr inbounds i8, ptr %1, i64 %5, !dbg !136
  %8 = load i8, ptr %7, align 1, !dbg !136, !tbaa !130
  %9 = icmp ne i8 %8, 0, !dbg !136
    #dbg_value(i32 %6, !118, !DIExpression(), !137)
  %10 = icmp ult i32 %6, 200001
  %11 = and i1 %10, %9, !dbg !138
  br i1 %11, label %12, label %19, !dbg !138

12:                                               ; preds = %4
  %13 = zext nneg i32 %6 to i64, !dbg !139
  br label %14, !dbg !139

14:                                               ; preds = %14, %12
  %15 = phi i64 [ %13, %12 ], [ %17, %14 ]
    #dbg_value(i64 %15, !118, !DIExpression(), !137)
  %16 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !140
  store i8 0, ptr %16, align 1, !dbg !142, !tbaa !130
  %17 = add nuw nsw i64 %15, %5, !dbg !143
    #dbg_value(i64 %17, !118, !DIExpression(), !137)
  %18 = icmp ult i64 %17, 200001, !dbg !144
  br i1 %18, label %14, label %19, !dbg !139, !llvm.loop !145

19:                                               ; preds = %14, %4
  %20 = add nuw nsw i64 %5, 1, !dbg !148
    #dbg_value(i64 %20, !116, !DIExpression(), !134)
  %21 = mul nuw nsw i64 %20, %20, !dbg !149
  %22 = trunc nuw i64 %21 to i32, !dbg !135
  %23 = icmp eq i64 %20, 448, !dbg !150
  br i1 %23, label %24, label %4, !dbg !135, !llvm.loop !151

24:                                               ; preds = %19, %24
  %25 = phi i64 [ %45, %24 ], [ 0, %19 ], !dbg !153
  %26 = phi <4 x i32> [ %43, %24 ], [ zeroinitializer, %19 ]
  %27 = phi <4 x i32> [ %44, %24 ], [ zeroinitializer, %19 ]
  %28 = getelementptr inbounds i8, ptr %1, i64 %25, !dbg !155
  %29 = getelementptr inbounds i8, ptr %28, i64 4, !dbg !155
  %30 = load <4 x i8>, ptr %28, align 1, !dbg !155, !tbaa !130
  %31 = load <4 x i8>, ptr %29, align 1, !dbg !155, !tbaa !130
  %32 = zext <4 x i8> %30 to <4 x i32>, !dbg !155
  %33 = zext <4 x i8> %31 to <4 x i32>, !dbg !155
  %34 = add <4 x i32> %26, %32, !dbg !156
  %35 = add <4 x i32> %27, %33, !dbg !156
  %36 = or disjoint i64 %25, 8, !dbg !153
  %37 = getelementptr inbounds i8, ptr %1, i64 %36, !dbg !155
  %38 = getelementptr inbounds i8, ptr %37, i64 4, !dbg !155
  %39 = load <4 x i8>, ptr %37, align 1, !dbg !155, !tbaa !130
  %40 = load <4 x i8>, ptr %38, align 1, !dbg !155, !tbaa !130
  %41 = zext <4 x i8> %39 to <4 x i32>, !dbg !155
  %42 = zext <4 x i8> %40 to <4 x i32>, !dbg !155
  %43 = add <4 x i32> %34, %41, !dbg !156
  %44 = add <4 x i32> %35, %42, !dbg !156
  %45 = add nuw nsw i64 %25, 16, !dbg !153
  %46 = icmp eq i64 %45, 200000, !dbg !153
  br i1 %46, label %47, label %24, !dbg !153, !llvm.loop !157

47:                                               ; preds = %24
  %48 = add <4 x i32> %44, %43, !dbg !158
  %49 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %48), !dbg !158
    #dbg_value(i64 200000, !123, !DIExpression(), !162)
    #dbg_value(i32 %49, !122, !DIExpression(), !125)
  %50 = getelementptr inbounds i8, ptr %1, i64 200000, !dbg !155
  %51 = load i8, ptr %50, align 1, !dbg !155, !tbaa !130
  %52 = zext i8 %51 to i32, !dbg !155
  %53 = add nuw nsw i32 %49, %52, !dbg !156
    #dbg_value(i32 %53, !122, !DIExpression(), !125)
    #dbg_value(i64 200001, !123, !DIExpression(), !162)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 200000, i32 noundef %53), !dbg !163
    #dbg_value(i64 0, !92, !DIExpression(), !108)
    #dbg_value(i32 200000, !94, !DIExpression(), !164)
  br label %54, !dbg !165

54:                                               ; preds = %54, %47
  %55 = phi i64 [ 0, %47 ], [ %74, %54 ]
  %56 = phi <2 x i64> [ <i64 200000, i64 199999>, %47 ], [ %75, %54 ]
  %57 = phi <2 x i64> [ zeroinitializer, %47 ], [ %72, %54 ]
  %58 = phi <2 x i64> [ zeroinitializer, %47 ], [ %73, %54 ]
  %59 = add <2 x i64> %56, <i64 -2, i64 -2>
  %60 = sub i64 200000, %55, !dbg !165
  %61 = getelementptr inbounds i8, ptr %1, i64 %60, !dbg !166
  %62 = getelementptr inbounds i8, ptr %61, i64 -1, !dbg !166
  %63 = getelementptr inbounds i8, ptr %61, i64 -3, !dbg !166
  %64 = load <2 x i8>, ptr %62, align 1, !dbg !166, !tbaa !130
  %65 = shufflevector <2 x i8> %64, <2 x i8> poison, <2 x i32> <i32 1, i32 0>, !dbg !166
  %66 = load <2 x i8>, ptr %63, align 1, !dbg !166, !tbaa !130
  %67 = shufflevector <2 x i8> %66, <2 x i8> poison, <2 x i32> <i32 1, i32 0>, !dbg !166
  %68 = icmp eq <2 x i8> %65, zeroinitializer, !dbg !166
  %69 = icmp eq <2 x i8> %67, zeroinitializer, !dbg !166
  %70 = select <2 x i1> %68, <2 x i64> zeroinitializer, <2 x i64> %56, !dbg !169
  %71 = select <2 x i1> %69, <2 x i64> zeroinitializer, <2 x i64> %59, !dbg !169
  %72 = add <2 x i64> %70, %57, !dbg !169
  %73 = add <2 x i64> %71, %58, !dbg !169
  %74 = add nuw i64 %55, 4
  %75 = add <2 x i64> %56, <i64 -4, i64 -4>
  %76 = icmp eq i64 %74, 1000
  br i1 %76, label %77, label %54, !llvm.loop !170

77:                                               ; preds = %54
  %78 = add <2 x i64> %73, %72, !dbg !165
  %79 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %78), !dbg !165
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef %79), !dbg !172
    #dbg_value(i32 0, !96, !DIExpression(), !108)
    #dbg_value(i32 3, !97, !DIExpression(), !173)
  br label %80, !dbg !174

80:                                               ; preds = %80, %77
  %81 = phi i64 [ 0, %77 ], [ %103, %80 ]
  %82 = phi <4 x i32> [ zeroinitializer, %77 ], [ %101, %80 ]
  %83 = phi <4 x i32> [ zeroinitializer, %77 ], [ %102, %80 ]
  %84 = or disjoint i64 %81, 3, !dbg !174
  %85 = getelementptr i8, ptr %1, i64 %84, !dbg !175
  %86 = getelementptr inbounds i8, ptr %85, i64 4, !dbg !175
  %87 = load <4 x i8>, ptr %85, align 1, !dbg !175, !tbaa !130
  %88 = load <4 x i8>, ptr %86, align 1, !dbg !175, !tbaa !130
  %89 = icmp ne <4 x i8> %87, zeroinitializer, !dbg !175
  %90 = icmp ne <4 x i8> %88, zeroinitializer, !dbg !175
  %91 = getelementptr i8, ptr %85, i64 2, !dbg !177
  %92 = getelementptr i8, ptr %85, i64 6, !dbg !177
  %93 = load <4 x i8>, ptr %91, align 1, !dbg !177, !tbaa !130
  %94 = load <4 x i8>, ptr %92, align 1, !dbg !177, !tbaa !130
  %95 = icmp ne <4 x i8> %93, zeroinitializer, !dbg !178
  %96 = icmp ne <4 x i8> %94, zeroinitializer, !dbg !178
  %97 = select <4 x i1> %89, <4 x i1> %95, <4 x i1> zeroinitializer, !dbg !179
  %98 = select <4 x i1> %90, <4 x i1> %96, <4 x i1> zeroinitializer, !dbg !179
  %99 = zext <4 x i1> %97 to <4 x i32>, !dbg !178
  %100 = zext <4 x i1> %98 to <4 x i32>, !dbg !178
  %101 = add <4 x i32> %82, %99, !dbg !180
  %102 = add <4 x i32> %83, %100, !dbg !180
  %103 = add nuw i64 %81, 8
  %104 = icmp eq i64 %103, 199992
  br i1 %104, label %105, label %80, !llvm.loop !181

105:                                              ; preds = %80
  %106 = add <4 x i32> %102, %101, !dbg !174
  %107 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %106), !dbg !174
    #dbg_value(i64 199995, !97, !DIExpression(), !173)
    #dbg_value(i32 %107, !96, !DIExpression(), !108)
  %108 = getelementptr inbounds i8, ptr %1, i64 199995, !dbg !175
  %109 = load i8, ptr %108, align 1, !dbg !175, !tbaa !130
  %110 = icmp eq i8 %109, 0, !dbg !175
  br i1 %110, label %116, label %111, !dbg !178

111:                                              ; preds = %105
  %112 = getelementptr inbounds i8, ptr %1, i64 199997, !dbg !177
  %113 = load i8, ptr %112, align 1, !dbg !177, !tbaa !130
  %114 = icmp ne i8 %113, 0, !dbg !178
  %115 = zext i1 %114 to i32, !dbg !178
  br label %116

116:                                              ; preds = %111, %105
  %117 = phi i32 [ 0, %105 ], [ %115, %111 ], !dbg !179
  %118 = add nuw nsw i32 %107, %117, !dbg !180
    #dbg_value(i32 %118, !96, !DIExpression(), !108)
    #dbg_value(i64 199996, !97, !DIExpression(), !173)
  %119 = getelementptr inbounds i8, ptr %1, i64 199996, !dbg !175
  %120 = load i8, ptr %119, align 1, !dbg !175, !tbaa !130
  %121 = icmp eq i8 %120, 0, !dbg !175
  br i1 %121, label %127, label %122, !dbg !178

122:                                              ; preds = %116
  %123 = getelementptr inbounds i8, ptr %1, i64 199998, !dbg !177
  %124 = load i8, ptr %123, align 1, !dbg !177, !tbaa !130
  %125 = icmp ne i8 %124, 0, !dbg !178
  %126 = zext i1 %125 to i32, !dbg !178
  br label %127

127:                                              ; preds = %122, %116
  %128 = phi i32 [ 0, %116 ], [ %126, %122 ], !dbg !179
  %129 = add nuw nsw i32 %118, %128, !dbg !180
    #dbg_value(i32 %129, !96, !DIExpression(), !108)
    #dbg_value(i64 199997, !97, !DIExpression(), !173)
  %130 = getelementptr inbounds i8, ptr %1, i64 199997, !dbg !175
  %131 = load i8, ptr %130, align 1, !dbg !175, !tbaa !130
  %132 = icmp eq i8 %131, 0, !dbg !175
  br i1 %132, label %138, label %133, !dbg !178

133:                                              ; preds = %127
  %134 = getelementptr inbounds i8, ptr %1, i64 199999, !dbg !177
  %135 = load i8, ptr %134, align 1, !dbg !177, !tbaa !130
  %136 = icmp ne i8 %135, 0, !dbg !178
  %137 = zext i1 %136 to i32, !dbg !178
  br label %138

138:                                              ; preds = %133, %127
  %139 = phi i32 [ 0, %127 ], [ %137, %133 ], !dbg !179
  %140 = add nuw nsw i32 %129, %139, !dbg !180
    #dbg_value(i32 %140, !96, !DIExpression(), !108)
    #dbg_value(i64 199998, !97, !DIExpression(), !173)
  %141 = getelementptr inbounds i8, ptr %1, i64 199998, !dbg !175
  %142 = load i8, ptr %141, align 1, !dbg !175, !tbaa !130
  %143 = icmp eq i8 %142, 0, !dbg !175
  br i1 %143, label %149, label %144, !dbg !178

144:                                              ; preds = %138
  %145 = getelementptr inbounds i8, ptr %1, i64 200000, !dbg !177
  %146 = load i8, ptr %145, align 1, !dbg !177, !tbaa !130
  %147 = icmp ne i8 %146, 0, !dbg !178
  %148 = zext i1 %147 to i32, !dbg !178
  br label %149

149:                                              ; preds = %144, %138
  %150 = phi i32 [ 0, %138 ], [ %148, %144 ], !dbg !179
  %151 = add nuw nsw i32 %140, %150, !dbg !180
    #dbg_value(i32 %151, !96, !DIExpression(), !108)
    #dbg_value(i64 199999, !97, !DIExpression(), !173)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %151), !dbg !183
    #dbg_value(i32 1, !99, !DIExpression(), !108)
    #dbg_value(i32 0, !100, !DIExpression(), !184)
  br label %157, !dbg !185

152:                                              ; preds = %157
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %165), !dbg !186
    #dbg_assign(i1 undef, !102, !DIExpression(), !187, ptr poison, !DIExpression(), !108)
    #dbg_value(i64 0, !106, !DIExpression(), !188)
  %153 = tail call fastcc i32 @miller_rabin(i64 noundef 1000000007), !dbg !189
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef 1000000007, i32 noundef %153), !dbg !191
    #dbg_value(i64 1, !106, !DIExpression(), !188)
  %154 = tail call fastcc i32 @miller_rabin(i64 noundef 3000000027), !dbg !189
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef 3000000027, i32 noundef %154), !dbg !191
    #dbg_value(i64 2, !106, !DIExpression(), !188)
  %155 = tail call fastcc i32 @miller_rabin(i64 noundef -59), !dbg !189
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef -59, i32 noundef %155), !dbg !191
    #dbg_value(i64 3, !106, !DIExpression(), !188)
  %156 = tail call fastcc i32 @miller_rabin(i64 noundef -94489280427), !dbg !189
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef -94489280427, i32 noundef %156), !dbg !191
    #dbg_value(i64 4, !106, !DIExpression(), !188)
    #dbg_value(i64 600851475143, !192, !DIExpression(), !199)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i64 noundef 600851475143), !dbg !201
    #dbg_value(i64 2, !197, !DIExpression(), !202)
  br label %168

157:                                              ; preds = %149, %157
  %158 = phi i64 [ 0, %149 ], [ %166, %157 ]
  %159 = phi i32 [ 1, %149 ], [ %165, %157 ]
    #dbg_value(i64 %158, !100, !DIExpression(), !184)
    #dbg_value(i32 %159, !99, !DIExpression(), !108)
  %160 = tail call fastcc i32 @miller_rabin(i64 noundef %158), !dbg !203
  %161 = getelementptr inbounds i8, ptr %1, i64 %158, !dbg !206
  %162 = load i8, ptr %161, align 1, !dbg !206, !tbaa !130
  %163 = zext i8 %162 to i32, !dbg !206
  %164 = icmp eq i32 %160, %163, !dbg !207
  %165 = select i1 %164, i32 %159, i32 0, !dbg !208
    #dbg_value(i32 %165, !99, !DIExpression(), !108)
  %166 = add nuw nsw i64 %158, 1, !dbg !209
    #dbg_value(i64 %166, !100, !DIExpression(), !184)
  %167 = icmp eq i64 %166, 20001, !dbg !210
  br i1 %167, label %152, label %157, !dbg !185, !llvm.loop !211

168:                                              ; preds = %180, %152
  %169 = phi i64 [ %184, %180 ], [ 2, %152 ]
  %170 = phi i64 [ %181, %180 ], [ 600851475143, %152 ]
    #dbg_value(i64 %169, !197, !DIExpression(), !202)
    #dbg_value(i64 %170, !192, !DIExpression(), !199)
  %171 = urem i64 %170, %169, !dbg !213
  %172 = icmp eq i64 %171, 0, !dbg !215
  br i1 %172, label %175, label %180, !dbg !216

173:                                              ; preds = %180
  %174 = icmp ugt i64 %181, 1, !dbg !217
  br i1 %174, label %187, label %188, !dbg !219

175:                                              ; preds = %168, %175
  %176 = phi i64 [ %177, %175 ], [ %170, %168 ]
    #dbg_value(i64 %176, !192, !DIExpression(), !199)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %169), !dbg !220
  %177 = udiv i64 %176, %169, !dbg !222
    #dbg_value(i64 %177, !192, !DIExpression(), !199)
  %178 = urem i64 %177, %169, !dbg !213
  %179 = icmp eq i64 %178, 0, !dbg !215
  br i1 %179, label %175, label %180, !dbg !216, !llvm.loop !223

180:                                              ; preds = %175, %168
  %181 = phi i64 [ %170, %168 ], [ %177, %175 ]
  %182 = icmp eq i64 %169, 2, !dbg !225
  %183 = select i1 %182, i64 1, i64 2, !dbg !226
  %184 = add i64 %183, %169, !dbg !227
    #dbg_value(i64 %184, !197, !DIExpression(), !202)
    #dbg_value(i64 %181, !192, !DIExpression(), !199)
  %185 = mul i64 %184, %184, !dbg !228
  %186 = icmp ugt i64 %185, %181, !dbg !229
  br i1 %186, label %173, label %168, !dbg !230, !llvm.loop !231

187:                                              ; preds = %173
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %181), !dbg !233
  br label %188, !dbg !233

188:                                              ; preds = %173, %187
  %189 = tail call i32 @putchar(i32 10), !dbg !234
    #dbg_value(i64 969999127, !192, !DIExpression(), !235)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i64 noundef 969999127), !dbg !237
    #dbg_value(i64 2, !197, !DIExpression(), !238)
  br label %190

190:                                              ; preds = %202, %188
  %191 = phi i64 [ %206, %202 ], [ 2, %188 ]
  %192 = phi i64 [ %203, %202 ], [ 969999127, %188 ]
    #dbg_value(i64 %191, !197, !DIExpression(), !238)
    #dbg_value(i64 %192, !192, !DIExpression(), !235)
  %193 = urem i64 %192, %191, !dbg !239
  %194 = icmp eq i64 %193, 0, !dbg !240
  br i1 %194, label %197, label %202, !dbg !241

195:                                              ; preds = %202
  %196 = icmp ugt i64 %203, 1, !dbg !242
  br i1 %196, label %209, label %210, !dbg !243

197:                                              ; preds = %190, %197
  %198 = phi i64 [ %199, %197 ], [ %192, %190 ]
    #dbg_value(i64 %198, !192, !DIExpression(), !235)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %191), !dbg !244
  %199 = udiv i64 %198, %191, !dbg !245
    #dbg_value(i64 %199, !192, !DIExpression(), !235)
  %200 = urem i64 %199, %191, !dbg !239
  %201 = icmp eq i64 %200, 0, !dbg !240
  br i1 %201, label %197, label %202, !dbg !241, !llvm.loop !246

202:                                              ; preds = %197, %190
  %203 = phi i64 [ %192, %190 ], [ %199, %197 ]
  %204 = icmp eq i64 %191, 2, !dbg !248
  %205 = select i1 %204, i64 1, i64 2, !dbg !249
  %206 = add i64 %205, %191, !dbg !250
    #dbg_value(i64 %206, !197, !DIExpression(), !238)
    #dbg_value(i64 %203, !192, !DIExpression(), !235)
  %207 = mul i64 %206, %206, !dbg !251
  %208 = icmp ugt i64 %207, %203, !dbg !252
  br i1 %208, label %195, label %190, !dbg !253, !llvm.loop !254

209:                                              ; preds = %195
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %203), !dbg !256
  br label %210, !dbg !256

210:                                              ; preds = %195, %209
  %211 = tail call i32 @putchar(i32 10), !dbg !257
    #dbg_value(i64 1099511627776, !192, !DIExpression(), !258)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i64 noundef 1099511627776), !dbg !260
    #dbg_value(i64 2, !197, !DIExpression(), !261)
  br label %212

212:                                              ; preds = %224, %210
  %213 = phi i64 [ %228, %224 ], [ 2, %210 ]
  %214 = phi i64 [ %225, %224 ], [ 1099511627776, %210 ]
    #dbg_value(i64 %213, !197, !DIExpression(), !261)
    #dbg_value(i64 %214, !192, !DIExpression(), !258)
  %215 = urem i64 %214, %213, !dbg !262
  %216 = icmp eq i64 %215, 0, !dbg !263
  br i1 %216, label %219, label %224, !dbg !264

217:                                              ; preds = %224
  %218 = icmp ugt i64 %225, 1, !dbg !265
  br i1 %218, label %231, label %232, !dbg !266

219:                                              ; preds = %212, %219
  %220 = phi i64 [ %221, %219 ], [ %214, %212 ]
    #dbg_value(i64 %220, !192, !DIExpression(), !258)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %213), !dbg !267
  %221 = udiv i64 %220, %213, !dbg !268
    #dbg_value(i64 %221, !192, !DIExpression(), !258)
  %222 = urem i64 %221, %213, !dbg !262
  %223 = icmp eq i64 %222, 0, !dbg !263
  br i1 %223, label %219, label %224, !dbg !264, !llvm.loop !269

224:                                              ; preds = %219, %212
  %225 = phi i64 [ %214, %212 ], [ %221, %219 ]
  %226 = icmp eq i64 %213, 2, !dbg !271
  %227 = select i1 %226, i64 1, i64 2, !dbg !272
  %228 = add i64 %227, %213, !dbg !273
    #dbg_value(i64 %228, !197, !DIExpression(), !261)
    #dbg_value(i64 %225, !192, !DIExpression(), !258)
  %229 = mul i64 %228, %228, !dbg !274
  %230 = icmp ugt i64 %229, %225, !dbg !275
  br i1 %230, label %217, label %212, !dbg !276, !llvm.loop !277

231:                                              ; preds = %217
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %225), !dbg !279
  br label %232, !dbg !279

232:                                              ; preds = %217, %231
  %233 = tail call i32 @putchar(i32 10), !dbg !280
  tail call void @free(ptr noundef %1), !dbg !281
  ret i32 0, !dbg !282
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !283 dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 !dbg !288 {
  %2 = alloca ptr, align 8, !DIAssignID !300
    #dbg_assign(i1 undef, !297, !DIExpression(), !300, ptr %2, !DIExpression(), !301)
    #dbg_value(ptr %0, !295, !DIExpression(), !301)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13, !dbg !302
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !303
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #13, !dbg !304
  %4 = load ptr, ptr %2, align 8, !dbg !305, !tbaa !306
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #13, !dbg !308
    #dbg_value(i32 %5, !296, !DIExpression(), !301)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !309
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13, !dbg !310
  ret void, !dbg !311
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @miller_rabin(i64 noundef %0) unnamed_addr #4 !dbg !29 {
    #dbg_value(i64 %0, !59, !DIExpression(), !312)
  %2 = icmp ult i64 %0, 2, !dbg !313
  br i1 %2, label %104, label %3, !dbg !315

3:                                                ; preds = %1
    #dbg_value(i64 0, !60, !DIExpression(), !316)
  %4 = and i64 %0, 1, !dbg !317
  %5 = icmp eq i64 %4, 0, !dbg !320
    #dbg_value(i64 0, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !316)
  br i1 %5, label %39, label %6, !dbg !321

6:                                                ; preds = %3
    #dbg_value(i64 1, !60, !DIExpression(), !316)
  %7 = urem i64 %0, 3, !dbg !317
  %8 = icmp eq i64 %7, 0, !dbg !320
    #dbg_value(i64 1, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !316)
  br i1 %8, label %39, label %9, !dbg !321

9:                                                ; preds = %6
    #dbg_value(i64 2, !60, !DIExpression(), !316)
  %10 = urem i64 %0, 5, !dbg !317
  %11 = icmp eq i64 %10, 0, !dbg !320
    #dbg_value(i64 2, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !316)
  br i1 %11, label %39, label %12, !dbg !321

12:                                               ; preds = %9
    #dbg_value(i64 3, !60, !DIExpression(), !316)
  %13 = urem i64 %0, 7, !dbg !317
  %14 = icmp eq i64 %13, 0, !dbg !320
    #dbg_value(i64 3, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !316)
  br i1 %14, label %39, label %15, !dbg !321

15:                                               ; preds = %12
    #dbg_value(i64 4, !60, !DIExpression(), !316)
  %16 = urem i64 %0, 11, !dbg !317
  %17 = icmp eq i64 %16, 0, !dbg !320
    #dbg_value(i64 4, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !316)
  br i1 %17, label %39, label %18, !dbg !321

18:                                               ; preds = %15
    #dbg_value(i64 5, !60, !DIExpression(), !316)
  %19 = urem i64 %0, 13, !dbg !317
  %20 = icmp eq i64 %19, 0, !dbg !320
    #dbg_value(i64 5, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !316)
  br i1 %20, label %39, label %21, !dbg !321

21:                                               ; preds = %18
    #dbg_value(i64 6, !60, !DIExpression(), !316)
  %22 = urem i64 %0, 17, !dbg !317
  %23 = icmp eq i64 %22, 0, !dbg !320
    #dbg_value(i64 6, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !316)
  br i1 %23, label %39, label %24, !dbg !321

24:                                               ; preds = %21
    #dbg_value(i64 7, !60, !DIExpression(), !316)
  %25 = urem i64 %0, 19, !dbg !317
  %26 = icmp eq i64 %25, 0, !dbg !320
    #dbg_value(i64 7, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !316)
  br i1 %26, label %39, label %27, !dbg !321

27:                                               ; preds = %24
    #dbg_value(i64 8, !60, !DIExpression(), !316)
  %28 = urem i64 %0, 23, !dbg !317
  %29 = icmp eq i64 %28, 0, !dbg !320
    #dbg_value(i64 8, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !316)
  br i1 %29, label %39, label %30, !dbg !321

30:                                               ; preds = %27
    #dbg_value(i64 9, !60, !DIExpression(), !316)
  %31 = urem i64 %0, 29, !dbg !317
  %32 = icmp eq i64 %31, 0, !dbg !320
    #dbg_value(i64 9, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !316)
  br i1 %32, label %39, label %33, !dbg !321

33:                                               ; preds = %30
    #dbg_value(i64 10, !60, !DIExpression(), !316)
  %34 = urem i64 %0, 31, !dbg !317
  %35 = icmp eq i64 %34, 0, !dbg !320
    #dbg_value(i64 10, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !316)
  br i1 %35, label %39, label %36, !dbg !321

36:                                               ; preds = %33
    #dbg_value(i64 11, !60, !DIExpression(), !316)
  %37 = urem i64 %0, 37, !dbg !317
  %38 = icmp eq i64 %37, 0, !dbg !320
    #dbg_value(i64 11, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !316)
  br i1 %38, label %39, label %42, !dbg !321

39:                                               ; preds = %36, %33, %30, %27, %24, %21, %18, %15, %12, %9, %6, %3
  %40 = phi i64 [ 2, %3 ], [ 3, %6 ], [ 5, %9 ], [ 7, %12 ], [ 11, %15 ], [ 13, %18 ], [ 17, %21 ], [ 19, %24 ], [ 23, %27 ], [ 29, %30 ], [ 31, %33 ], [ 37, %36 ], !dbg !322
  %41 = icmp eq i64 %40, %0, !dbg !323
  br label %104

42:                                               ; preds = %36
    #dbg_value(i64 12, !60, !DIExpression(), !316)
  %43 = add nsw i64 %0, -1, !dbg !324
    #dbg_value(i64 %43, !62, !DIExpression(), !312)
    #dbg_value(i32 0, !63, !DIExpression(), !312)
  br label %48, !dbg !325

44:                                               ; preds = %48
  %45 = icmp eq i64 %50, 0
    #dbg_value(i32 0, !64, !DIExpression(), !326)
  %46 = zext i64 %0 to i128
  %47 = icmp eq i32 %49, 0
  br label %55, !dbg !327

48:                                               ; preds = %42, %48
  %49 = phi i32 [ %52, %48 ], [ 0, %42 ]
  %50 = phi i64 [ %51, %48 ], [ %43, %42 ]
    #dbg_value(i32 %49, !63, !DIExpression(), !312)
    #dbg_value(i64 %50, !62, !DIExpression(), !312)
  %51 = lshr exact i64 %50, 1, !dbg !328
    #dbg_value(i64 %51, !62, !DIExpression(), !312)
  %52 = add nuw nsw i32 %49, 1, !dbg !330
    #dbg_value(i32 %52, !63, !DIExpression(), !312)
  %53 = and i64 %50, 2, !dbg !331
  %54 = icmp eq i64 %53, 0, !dbg !331
  br i1 %54, label %48, label %44, !dbg !325, !llvm.loop !332

55:                                               ; preds = %44, %99
  %56 = phi i64 [ 0, %44 ], [ %100, %99 ]
    #dbg_value(i64 %56, !64, !DIExpression(), !326)
    #dbg_value(i64 %0, !334, !DIExpression(), !342)
    #dbg_value(i64 poison, !339, !DIExpression(), !342)
    #dbg_value(i64 1, !341, !DIExpression(), !342)
    #dbg_value(i64 %51, !340, !DIExpression(), !342)
  br i1 %45, label %99, label %57, !dbg !344

57:                                               ; preds = %55
  %58 = getelementptr inbounds [12 x i64], ptr @miller_rabin.bases, i64 0, i64 %56, !dbg !345
  %59 = load i64, ptr %58, align 8, !dbg !345, !tbaa !346
  %60 = urem i64 %59, %0, !dbg !348
    #dbg_value(i64 %60, !339, !DIExpression(), !342)
  br label %61, !dbg !344

61:                                               ; preds = %75, %57
  %62 = phi i64 [ 1, %57 ], [ %77, %75 ]
  %63 = phi i64 [ %60, %57 ], [ %80, %75 ]
  %64 = phi i64 [ %51, %57 ], [ %81, %75 ]
    #dbg_value(i64 %62, !341, !DIExpression(), !342)
    #dbg_value(i64 %63, !339, !DIExpression(), !342)
    #dbg_value(i64 %64, !340, !DIExpression(), !342)
  %65 = and i64 %64, 1, !dbg !349
  %66 = icmp eq i64 %65, 0, !dbg !349
  br i1 %66, label %67, label %69, !dbg !352

67:                                               ; preds = %61
  %68 = zext i64 %63 to i128, !dbg !353
  br label %75, !dbg !352

69:                                               ; preds = %61
    #dbg_value(i64 %62, !356, !DIExpression(), !360)
    #dbg_value(i64 %63, !357, !DIExpression(), !360)
    #dbg_value(i64 %0, !358, !DIExpression(), !360)
  %70 = zext i64 %62 to i128, !dbg !362
  %71 = zext i64 %63 to i128, !dbg !363
  %72 = mul nuw i128 %71, %70, !dbg !364
  %73 = urem i128 %72, %46, !dbg !365
  %74 = trunc nuw i128 %73 to i64, !dbg !366
    #dbg_value(i64 %74, !341, !DIExpression(), !342)
  br label %75, !dbg !367

75:                                               ; preds = %69, %67
  %76 = phi i128 [ %68, %67 ], [ %71, %69 ], !dbg !353
  %77 = phi i64 [ %62, %67 ], [ %74, %69 ], !dbg !342
    #dbg_value(i64 %77, !341, !DIExpression(), !342)
    #dbg_value(i64 %63, !356, !DIExpression(), !368)
    #dbg_value(i64 %63, !357, !DIExpression(), !368)
    #dbg_value(i64 %0, !358, !DIExpression(), !368)
  %78 = mul nuw i128 %76, %76, !dbg !369
  %79 = urem i128 %78, %46, !dbg !370
  %80 = trunc nuw i128 %79 to i64, !dbg !371
    #dbg_value(i64 %80, !339, !DIExpression(), !342)
  %81 = lshr i64 %64, 1, !dbg !372
    #dbg_value(i64 %81, !340, !DIExpression(), !342)
  %82 = icmp ult i64 %64, 2, !dbg !344
  br i1 %82, label %83, label %61, !dbg !344, !llvm.loop !373

83:                                               ; preds = %75
    #dbg_value(i64 %77, !66, !DIExpression(), !375)
  %84 = icmp eq i64 %77, 1, !dbg !376
  %85 = icmp eq i64 %77, %43
  %86 = or i1 %84, %85, !dbg !378
  br i1 %86, label %99, label %87, !dbg !378

87:                                               ; preds = %83
    #dbg_value(i32 1, !70, !DIExpression(), !379)
    #dbg_value(i64 %77, !66, !DIExpression(), !375)
  br i1 %47, label %104, label %91, !dbg !380

88:                                               ; preds = %91
  %89 = add nuw i32 %92, 1, !dbg !381
    #dbg_value(i32 poison, !70, !DIExpression(), !379)
    #dbg_value(i64 poison, !66, !DIExpression(), !375)
  %90 = icmp eq i32 %92, %49, !dbg !383
  br i1 %90, label %104, label %91, !dbg !380, !llvm.loop !384

91:                                               ; preds = %87, %88
  %92 = phi i32 [ %89, %88 ], [ 1, %87 ]
  %93 = phi i64 [ %97, %88 ], [ %77, %87 ]
    #dbg_value(i32 %92, !70, !DIExpression(), !379)
    #dbg_value(i64 %93, !66, !DIExpression(), !375)
    #dbg_value(i64 %93, !356, !DIExpression(), !386)
    #dbg_value(i64 %93, !357, !DIExpression(), !386)
    #dbg_value(i64 %0, !358, !DIExpression(), !386)
  %94 = zext i64 %93 to i128, !dbg !389
  %95 = mul nuw i128 %94, %94, !dbg !390
  %96 = urem i128 %95, %46, !dbg !391
  %97 = trunc nuw i128 %96 to i64, !dbg !392
    #dbg_value(i64 %97, !66, !DIExpression(), !375)
  %98 = icmp eq i64 %43, %97, !dbg !393
    #dbg_value(i32 %92, !70, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !379)
  br i1 %98, label %99, label %88, !dbg !395

99:                                               ; preds = %91, %55, %83
  %100 = add nuw nsw i64 %56, 1, !dbg !396
    #dbg_value(i64 %100, !64, !DIExpression(), !326)
  %101 = icmp eq i64 %100, 12, !dbg !397
  br i1 %101, label %102, label %55, !dbg !327, !llvm.loop !398

102:                                              ; preds = %99
  %103 = icmp ugt i64 %56, 10
  br label %104, !dbg !312

104:                                              ; preds = %87, %88, %102, %39, %1
  %105 = phi i1 [ %41, %39 ], [ false, %1 ], [ %103, %102 ], [ false, %88 ], [ false, %87 ]
  %106 = zext i1 %105 to i32, !dbg !312
  ret i32 %106, !dbg !400
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !401 dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare !dbg !404 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare !dbg !424 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { allocsize(0) }
attributes #13 = { nounwind }

!llvm.dbg.cu = !{!36}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/sieve_primes.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!28 = distinct !DIGlobalVariable(name: "bases", scope: !29, file: !2, line: 27, type: !72, isLocal: true, isDefinition: true)
!29 = distinct !DISubprogram(name: "miller_rabin", scope: !2, file: !2, line: 25, type: !30, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !58)
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !33}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !34, line: 42, baseType: !35)
!34 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!35 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!36 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !37, globals: !42, splitDebugInlining: false, nameTableKind: None)
!37 = !{!38, !33, !35, !40, !41}
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !39, line: 35, baseType: !35)
!39 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!40 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!41 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!42 = !{!0, !7, !12, !17, !22, !27, !43, !48, !53}
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 7)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 6)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 2)
!58 = !{!59, !60, !62, !63, !64, !66, !69, !70}
!59 = !DILocalVariable(name: "n", arg: 1, scope: !29, file: !2, line: 25, type: !33)
!60 = !DILocalVariable(name: "i", scope: !61, file: !2, line: 28, type: !32)
!61 = distinct !DILexicalBlock(scope: !29, file: !2, line: 28, column: 5)
!62 = !DILocalVariable(name: "d", scope: !29, file: !2, line: 29, type: !33)
!63 = !DILocalVariable(name: "s", scope: !29, file: !2, line: 30, type: !32)
!64 = !DILocalVariable(name: "i", scope: !65, file: !2, line: 32, type: !32)
!65 = distinct !DILexicalBlock(scope: !29, file: !2, line: 32, column: 5)
!66 = !DILocalVariable(name: "x", scope: !67, file: !2, line: 33, type: !33)
!67 = distinct !DILexicalBlock(scope: !68, file: !2, line: 32, column: 34)
!68 = distinct !DILexicalBlock(scope: !65, file: !2, line: 32, column: 5)
!69 = !DILocalVariable(name: "comp", scope: !67, file: !2, line: 35, type: !32)
!70 = !DILocalVariable(name: "r", scope: !71, file: !2, line: 36, type: !32)
!71 = distinct !DILexicalBlock(scope: !67, file: !2, line: 36, column: 9)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 768, elements: !74)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!74 = !{!75}
!75 = !DISubrange(count: 12)
!76 = !{i32 7, !"Dwarf Version", i32 4}
!77 = !{i32 2, !"Debug Info Version", i32 3}
!78 = !{i32 1, !"wchar_size", i32 2}
!79 = !{i32 8, !"PIC Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 1, !"MaxTLSAlign", i32 65536}
!82 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!83 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!84 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 50, type: !85, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!32}
!87 = !{!88, !89, !92, !94, !96, !97, !99, !100, !102, !106}
!88 = !DILocalVariable(name: "n", scope: !84, file: !2, line: 51, type: !32)
!89 = !DILocalVariable(name: "is", scope: !84, file: !2, line: 52, type: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!92 = !DILocalVariable(name: "sum", scope: !84, file: !2, line: 54, type: !93)
!93 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 55, type: !32)
!95 = distinct !DILexicalBlock(scope: !84, file: !2, line: 55, column: 5)
!96 = !DILocalVariable(name: "twins", scope: !84, file: !2, line: 57, type: !32)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 58, type: !32)
!98 = distinct !DILexicalBlock(scope: !84, file: !2, line: 58, column: 5)
!99 = !DILocalVariable(name: "agree", scope: !84, file: !2, line: 60, type: !32)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 61, type: !32)
!101 = distinct !DILexicalBlock(scope: !84, file: !2, line: 61, column: 5)
!102 = !DILocalVariable(name: "big", scope: !84, file: !2, line: 63, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 256, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 4)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 64, type: !32)
!107 = distinct !DILexicalBlock(scope: !84, file: !2, line: 64, column: 5)
!108 = !DILocation(line: 0, scope: !84)
!109 = !DILocation(line: 52, column: 25, scope: !84)
!110 = !DILocalVariable(name: "n", arg: 1, scope: !111, file: !2, line: 7, type: !32)
!111 = distinct !DISubprogram(name: "sieve", scope: !2, file: !2, line: 7, type: !112, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!32, !32, !90}
!114 = !{!110, !115, !116, !118, !122, !123}
!115 = !DILocalVariable(name: "is", arg: 2, scope: !111, file: !2, line: 7, type: !90)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 10, type: !32)
!117 = distinct !DILexicalBlock(scope: !111, file: !2, line: 10, column: 5)
!118 = !DILocalVariable(name: "j", scope: !119, file: !2, line: 12, type: !32)
!119 = distinct !DILexicalBlock(scope: !120, file: !2, line: 12, column: 13)
!120 = distinct !DILexicalBlock(scope: !121, file: !2, line: 11, column: 13)
!121 = distinct !DILexicalBlock(scope: !117, file: !2, line: 10, column: 5)
!122 = !DILocalVariable(name: "c", scope: !111, file: !2, line: 13, type: !32)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 14, type: !32)
!124 = distinct !DILexicalBlock(scope: !111, file: !2, line: 14, column: 5)
!125 = !DILocation(line: 0, scope: !111, inlinedAt: !126)
!126 = distinct !DILocation(line: 53, column: 37, scope: !84)
!127 = !DILocation(line: 8, column: 5, scope: !111, inlinedAt: !126)
!128 = !DILocation(line: 9, column: 13, scope: !111, inlinedAt: !126)
!129 = !DILocation(line: 9, column: 19, scope: !111, inlinedAt: !126)
!130 = !{!131, !131, i64 0}
!131 = !{!"omnipotent char", !132, i64 0}
!132 = !{!"Simple C/C++ TBAA"}
!133 = !DILocation(line: 9, column: 11, scope: !111, inlinedAt: !126)
!134 = !DILocation(line: 0, scope: !117, inlinedAt: !126)
!135 = !DILocation(line: 10, column: 5, scope: !117, inlinedAt: !126)
!136 = !DILocation(line: 11, column: 13, scope: !120, inlinedAt: !126)
!137 = !DILocation(line: 0, scope: !119, inlinedAt: !126)
!138 = !DILocation(line: 11, column: 13, scope: !121, inlinedAt: !126)
!139 = !DILocation(line: 12, column: 13, scope: !119, inlinedAt: !126)
!140 = !DILocation(line: 12, column: 49, scope: !141, inlinedAt: !126)
!141 = distinct !DILexicalBlock(scope: !119, file: !2, line: 12, column: 13)
!142 = !DILocation(line: 12, column: 55, scope: !141, inlinedAt: !126)
!143 = !DILocation(line: 12, column: 43, scope: !141, inlinedAt: !126)
!144 = !DILocation(line: 12, column: 35, scope: !141, inlinedAt: !126)
!145 = distinct !{!145, !139, !146, !147}
!146 = !DILocation(line: 12, column: 57, scope: !119, inlinedAt: !126)
!147 = !{!"llvm.loop.mustprogress"}
!148 = !DILocation(line: 10, column: 40, scope: !121, inlinedAt: !126)
!149 = !DILocation(line: 10, column: 29, scope: !121, inlinedAt: !126)
!150 = !DILocation(line: 10, column: 33, scope: !121, inlinedAt: !126)
!151 = distinct !{!151, !135, !152, !147}
!152 = !DILocation(line: 12, column: 57, scope: !117, inlinedAt: !126)
!153 = !DILocation(line: 14, column: 30, scope: !154, inlinedAt: !126)
!154 = distinct !DILexicalBlock(scope: !124, file: !2, line: 14, column: 5)
!155 = !DILocation(line: 14, column: 39, scope: !154, inlinedAt: !126)
!156 = !DILocation(line: 14, column: 36, scope: !154, inlinedAt: !126)
!157 = distinct !{!157, !158, !159, !147, !160, !161}
!158 = !DILocation(line: 14, column: 5, scope: !124, inlinedAt: !126)
!159 = !DILocation(line: 14, column: 43, scope: !124, inlinedAt: !126)
!160 = !{!"llvm.loop.isvectorized", i32 1}
!161 = !{!"llvm.loop.unroll.runtime.disable"}
!162 = !DILocation(line: 0, scope: !124, inlinedAt: !126)
!163 = !DILocation(line: 53, column: 5, scope: !84)
!164 = !DILocation(line: 0, scope: !95)
!165 = !DILocation(line: 55, column: 5, scope: !95)
!166 = !DILocation(line: 55, column: 44, scope: !167)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 55, column: 44)
!168 = distinct !DILexicalBlock(scope: !95, file: !2, line: 55, column: 5)
!169 = !DILocation(line: 55, column: 44, scope: !168)
!170 = distinct !{!170, !165, !171, !147, !160, !161}
!171 = !DILocation(line: 55, column: 58, scope: !95)
!172 = !DILocation(line: 56, column: 5, scope: !84)
!173 = !DILocation(line: 0, scope: !98)
!174 = !DILocation(line: 58, column: 5, scope: !98)
!175 = !DILocation(line: 58, column: 47, scope: !176)
!176 = distinct !DILexicalBlock(scope: !98, file: !2, line: 58, column: 5)
!177 = !DILocation(line: 58, column: 56, scope: !176)
!178 = !DILocation(line: 58, column: 53, scope: !176)
!179 = !DILocation(line: 0, scope: !176)
!180 = !DILocation(line: 58, column: 44, scope: !176)
!181 = distinct !{!181, !174, !182, !147, !160, !161}
!182 = !DILocation(line: 58, column: 64, scope: !98)
!183 = !DILocation(line: 59, column: 5, scope: !84)
!184 = !DILocation(line: 0, scope: !101)
!185 = !DILocation(line: 61, column: 5, scope: !101)
!186 = !DILocation(line: 62, column: 5, scope: !84)
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !107)
!189 = !DILocation(line: 64, column: 87, scope: !190)
!190 = distinct !DILexicalBlock(scope: !107, file: !2, line: 64, column: 5)
!191 = !DILocation(line: 64, column: 33, scope: !190)
!192 = !DILocalVariable(name: "n", arg: 1, scope: !193, file: !2, line: 42, type: !33)
!193 = distinct !DISubprogram(name: "factor", scope: !2, file: !2, line: 42, type: !194, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !196)
!194 = !DISubroutineType(types: !195)
!195 = !{null, !33}
!196 = !{!192, !197}
!197 = !DILocalVariable(name: "p", scope: !198, file: !2, line: 44, type: !33)
!198 = distinct !DILexicalBlock(scope: !193, file: !2, line: 44, column: 5)
!199 = !DILocation(line: 0, scope: !193, inlinedAt: !200)
!200 = distinct !DILocation(line: 65, column: 5, scope: !84)
!201 = !DILocation(line: 43, column: 5, scope: !193, inlinedAt: !200)
!202 = !DILocation(line: 0, scope: !198, inlinedAt: !200)
!203 = !DILocation(line: 61, column: 42, scope: !204)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 61, column: 42)
!205 = distinct !DILexicalBlock(scope: !101, file: !2, line: 61, column: 5)
!206 = !DILocation(line: 61, column: 71, scope: !204)
!207 = !DILocation(line: 61, column: 68, scope: !204)
!208 = !DILocation(line: 61, column: 42, scope: !205)
!209 = !DILocation(line: 61, column: 34, scope: !205)
!210 = !DILocation(line: 61, column: 23, scope: !205)
!211 = distinct !{!211, !185, !212, !147}
!212 = !DILocation(line: 61, column: 86, scope: !101)
!213 = !DILocation(line: 45, column: 18, scope: !214, inlinedAt: !200)
!214 = distinct !DILexicalBlock(scope: !198, file: !2, line: 44, column: 5)
!215 = !DILocation(line: 45, column: 22, scope: !214, inlinedAt: !200)
!216 = !DILocation(line: 45, column: 9, scope: !214, inlinedAt: !200)
!217 = !DILocation(line: 46, column: 11, scope: !218, inlinedAt: !200)
!218 = distinct !DILexicalBlock(scope: !193, file: !2, line: 46, column: 9)
!219 = !DILocation(line: 46, column: 9, scope: !193, inlinedAt: !200)
!220 = !DILocation(line: 45, column: 30, scope: !221, inlinedAt: !200)
!221 = distinct !DILexicalBlock(scope: !214, file: !2, line: 45, column: 28)
!222 = !DILocation(line: 45, column: 72, scope: !221, inlinedAt: !200)
!223 = distinct !{!223, !216, !224, !147}
!224 = !DILocation(line: 45, column: 78, scope: !214, inlinedAt: !200)
!225 = !DILocation(line: 44, column: 46, scope: !214, inlinedAt: !200)
!226 = !DILocation(line: 44, column: 43, scope: !214, inlinedAt: !200)
!227 = !DILocation(line: 44, column: 40, scope: !214, inlinedAt: !200)
!228 = !DILocation(line: 44, column: 28, scope: !214, inlinedAt: !200)
!229 = !DILocation(line: 44, column: 32, scope: !214, inlinedAt: !200)
!230 = !DILocation(line: 44, column: 5, scope: !198, inlinedAt: !200)
!231 = distinct !{!231, !230, !232, !147}
!232 = !DILocation(line: 45, column: 78, scope: !198, inlinedAt: !200)
!233 = !DILocation(line: 46, column: 16, scope: !218, inlinedAt: !200)
!234 = !DILocation(line: 47, column: 5, scope: !193, inlinedAt: !200)
!235 = !DILocation(line: 0, scope: !193, inlinedAt: !236)
!236 = distinct !DILocation(line: 66, column: 5, scope: !84)
!237 = !DILocation(line: 43, column: 5, scope: !193, inlinedAt: !236)
!238 = !DILocation(line: 0, scope: !198, inlinedAt: !236)
!239 = !DILocation(line: 45, column: 18, scope: !214, inlinedAt: !236)
!240 = !DILocation(line: 45, column: 22, scope: !214, inlinedAt: !236)
!241 = !DILocation(line: 45, column: 9, scope: !214, inlinedAt: !236)
!242 = !DILocation(line: 46, column: 11, scope: !218, inlinedAt: !236)
!243 = !DILocation(line: 46, column: 9, scope: !193, inlinedAt: !236)
!244 = !DILocation(line: 45, column: 30, scope: !221, inlinedAt: !236)
!245 = !DILocation(line: 45, column: 72, scope: !221, inlinedAt: !236)
!246 = distinct !{!246, !241, !247, !147}
!247 = !DILocation(line: 45, column: 78, scope: !214, inlinedAt: !236)
!248 = !DILocation(line: 44, column: 46, scope: !214, inlinedAt: !236)
!249 = !DILocation(line: 44, column: 43, scope: !214, inlinedAt: !236)
!250 = !DILocation(line: 44, column: 40, scope: !214, inlinedAt: !236)
!251 = !DILocation(line: 44, column: 28, scope: !214, inlinedAt: !236)
!252 = !DILocation(line: 44, column: 32, scope: !214, inlinedAt: !236)
!253 = !DILocation(line: 44, column: 5, scope: !198, inlinedAt: !236)
!254 = distinct !{!254, !253, !255, !147}
!255 = !DILocation(line: 45, column: 78, scope: !198, inlinedAt: !236)
!256 = !DILocation(line: 46, column: 16, scope: !218, inlinedAt: !236)
!257 = !DILocation(line: 47, column: 5, scope: !193, inlinedAt: !236)
!258 = !DILocation(line: 0, scope: !193, inlinedAt: !259)
!259 = distinct !DILocation(line: 67, column: 5, scope: !84)
!260 = !DILocation(line: 43, column: 5, scope: !193, inlinedAt: !259)
!261 = !DILocation(line: 0, scope: !198, inlinedAt: !259)
!262 = !DILocation(line: 45, column: 18, scope: !214, inlinedAt: !259)
!263 = !DILocation(line: 45, column: 22, scope: !214, inlinedAt: !259)
!264 = !DILocation(line: 45, column: 9, scope: !214, inlinedAt: !259)
!265 = !DILocation(line: 46, column: 11, scope: !218, inlinedAt: !259)
!266 = !DILocation(line: 46, column: 9, scope: !193, inlinedAt: !259)
!267 = !DILocation(line: 45, column: 30, scope: !221, inlinedAt: !259)
!268 = !DILocation(line: 45, column: 72, scope: !221, inlinedAt: !259)
!269 = distinct !{!269, !264, !270, !147}
!270 = !DILocation(line: 45, column: 78, scope: !214, inlinedAt: !259)
!271 = !DILocation(line: 44, column: 46, scope: !214, inlinedAt: !259)
!272 = !DILocation(line: 44, column: 43, scope: !214, inlinedAt: !259)
!273 = !DILocation(line: 44, column: 40, scope: !214, inlinedAt: !259)
!274 = !DILocation(line: 44, column: 28, scope: !214, inlinedAt: !259)
!275 = !DILocation(line: 44, column: 32, scope: !214, inlinedAt: !259)
!276 = !DILocation(line: 44, column: 5, scope: !198, inlinedAt: !259)
!277 = distinct !{!277, !276, !278, !147}
!278 = !DILocation(line: 45, column: 78, scope: !198, inlinedAt: !259)
!279 = !DILocation(line: 46, column: 16, scope: !218, inlinedAt: !259)
!280 = !DILocation(line: 47, column: 5, scope: !193, inlinedAt: !259)
!281 = !DILocation(line: 68, column: 5, scope: !84)
!282 = !DILocation(line: 69, column: 5, scope: !84)
!283 = !DISubprogram(name: "malloc", scope: !284, file: !284, line: 537, type: !285, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!284 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdlib.h", directory: "")
!285 = !DISubroutineType(types: !286)
!286 = !{!287, !38}
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!288 = distinct !DISubprogram(name: "printf", scope: !289, file: !289, line: 368, type: !290, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !294)
!289 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!290 = !DISubroutineType(cc: DW_CC_nocall, types: !291)
!291 = !{!32, !292, null}
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !293, size: 64)
!293 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!294 = !{!295, !296, !297}
!295 = !DILocalVariable(name: "__format", arg: 1, scope: !288, file: !289, line: 368, type: !292)
!296 = !DILocalVariable(name: "__retval", scope: !288, file: !289, line: 370, type: !32)
!297 = !DILocalVariable(name: "__local_argv", scope: !288, file: !289, line: 371, type: !298)
!298 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !299)
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!300 = distinct !DIAssignID()
!301 = !DILocation(line: 0, scope: !288)
!302 = !DILocation(line: 371, column: 3, scope: !288)
!303 = !DILocation(line: 371, column: 35, scope: !288)
!304 = !DILocation(line: 372, column: 32, scope: !288)
!305 = !DILocation(line: 372, column: 50, scope: !288)
!306 = !{!307, !307, i64 0}
!307 = !{!"any pointer", !131, i64 0}
!308 = !DILocation(line: 372, column: 14, scope: !288)
!309 = !DILocation(line: 373, column: 3, scope: !288)
!310 = !DILocation(line: 375, column: 1, scope: !288)
!311 = !DILocation(line: 374, column: 3, scope: !288)
!312 = !DILocation(line: 0, scope: !29)
!313 = !DILocation(line: 26, column: 11, scope: !314)
!314 = distinct !DILexicalBlock(scope: !29, file: !2, line: 26, column: 9)
!315 = !DILocation(line: 26, column: 9, scope: !29)
!316 = !DILocation(line: 0, scope: !61)
!317 = !DILocation(line: 28, column: 40, scope: !318)
!318 = distinct !DILexicalBlock(scope: !319, file: !2, line: 28, column: 38)
!319 = distinct !DILexicalBlock(scope: !61, file: !2, line: 28, column: 5)
!320 = !DILocation(line: 28, column: 51, scope: !318)
!321 = !DILocation(line: 28, column: 38, scope: !319)
!322 = !DILocation(line: 28, column: 42, scope: !318)
!323 = !DILocation(line: 28, column: 66, scope: !318)
!324 = !DILocation(line: 29, column: 20, scope: !29)
!325 = !DILocation(line: 31, column: 5, scope: !29)
!326 = !DILocation(line: 0, scope: !65)
!327 = !DILocation(line: 32, column: 5, scope: !65)
!328 = !DILocation(line: 31, column: 26, scope: !329)
!329 = distinct !DILexicalBlock(scope: !29, file: !2, line: 31, column: 22)
!330 = !DILocation(line: 31, column: 34, scope: !329)
!331 = !DILocation(line: 31, column: 12, scope: !29)
!332 = distinct !{!332, !325, !333, !147}
!333 = !DILocation(line: 31, column: 38, scope: !29)
!334 = !DILocalVariable(name: "m", arg: 3, scope: !335, file: !2, line: 19, type: !33)
!335 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 19, type: !336, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !338)
!336 = !DISubroutineType(types: !337)
!337 = !{!33, !33, !33, !33}
!338 = !{!339, !340, !334, !341}
!339 = !DILocalVariable(name: "b", arg: 1, scope: !335, file: !2, line: 19, type: !33)
!340 = !DILocalVariable(name: "e", arg: 2, scope: !335, file: !2, line: 19, type: !33)
!341 = !DILocalVariable(name: "r", scope: !335, file: !2, line: 20, type: !33)
!342 = !DILocation(line: 0, scope: !335, inlinedAt: !343)
!343 = distinct !DILocation(line: 33, column: 22, scope: !67)
!344 = !DILocation(line: 22, column: 5, scope: !335, inlinedAt: !343)
!345 = !DILocation(line: 33, column: 29, scope: !67)
!346 = !{!347, !347, i64 0}
!347 = !{!"long long", !131, i64 0}
!348 = !DILocation(line: 21, column: 7, scope: !335, inlinedAt: !343)
!349 = !DILocation(line: 22, column: 23, scope: !350, inlinedAt: !343)
!350 = distinct !DILexicalBlock(scope: !351, file: !2, line: 22, column: 21)
!351 = distinct !DILexicalBlock(scope: !335, file: !2, line: 22, column: 15)
!352 = !DILocation(line: 22, column: 21, scope: !351, inlinedAt: !343)
!353 = !DILocation(line: 18, column: 80, scope: !354, inlinedAt: !359)
!354 = distinct !DISubprogram(name: "mulmod", scope: !2, file: !2, line: 18, type: !336, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !355)
!355 = !{!356, !357, !358}
!356 = !DILocalVariable(name: "a", arg: 1, scope: !354, file: !2, line: 18, type: !33)
!357 = !DILocalVariable(name: "b", arg: 2, scope: !354, file: !2, line: 18, type: !33)
!358 = !DILocalVariable(name: "m", arg: 3, scope: !354, file: !2, line: 18, type: !33)
!359 = distinct !DILocation(line: 22, column: 53, scope: !351, inlinedAt: !343)
!360 = !DILocation(line: 0, scope: !354, inlinedAt: !361)
!361 = distinct !DILocation(line: 22, column: 32, scope: !350, inlinedAt: !343)
!362 = !DILocation(line: 18, column: 80, scope: !354, inlinedAt: !361)
!363 = !DILocation(line: 18, column: 103, scope: !354, inlinedAt: !361)
!364 = !DILocation(line: 18, column: 101, scope: !354, inlinedAt: !361)
!365 = !DILocation(line: 18, column: 105, scope: !354, inlinedAt: !361)
!366 = !DILocation(line: 18, column: 69, scope: !354, inlinedAt: !361)
!367 = !DILocation(line: 22, column: 28, scope: !350, inlinedAt: !343)
!368 = !DILocation(line: 0, scope: !354, inlinedAt: !359)
!369 = !DILocation(line: 18, column: 101, scope: !354, inlinedAt: !359)
!370 = !DILocation(line: 18, column: 105, scope: !354, inlinedAt: !359)
!371 = !DILocation(line: 18, column: 69, scope: !354, inlinedAt: !359)
!372 = !DILocation(line: 22, column: 72, scope: !351, inlinedAt: !343)
!373 = distinct !{!373, !344, !374, !147}
!374 = !DILocation(line: 22, column: 79, scope: !335, inlinedAt: !343)
!375 = !DILocation(line: 0, scope: !67)
!376 = !DILocation(line: 34, column: 15, scope: !377)
!377 = distinct !DILexicalBlock(scope: !67, file: !2, line: 34, column: 13)
!378 = !DILocation(line: 34, column: 20, scope: !377)
!379 = !DILocation(line: 0, scope: !71)
!380 = !DILocation(line: 36, column: 9, scope: !71)
!381 = !DILocation(line: 36, column: 33, scope: !382)
!382 = distinct !DILexicalBlock(scope: !71, file: !2, line: 36, column: 9)
!383 = !DILocation(line: 36, column: 27, scope: !382)
!384 = distinct !{!384, !380, !385, !147}
!385 = !DILocation(line: 36, column: 97, scope: !71)
!386 = !DILocation(line: 0, scope: !354, inlinedAt: !387)
!387 = distinct !DILocation(line: 36, column: 43, scope: !388)
!388 = distinct !DILexicalBlock(scope: !382, file: !2, line: 36, column: 37)
!389 = !DILocation(line: 18, column: 80, scope: !354, inlinedAt: !387)
!390 = !DILocation(line: 18, column: 101, scope: !354, inlinedAt: !387)
!391 = !DILocation(line: 18, column: 105, scope: !354, inlinedAt: !387)
!392 = !DILocation(line: 18, column: 69, scope: !354, inlinedAt: !387)
!393 = !DILocation(line: 36, column: 66, scope: !394)
!394 = distinct !DILexicalBlock(scope: !388, file: !2, line: 36, column: 64)
!395 = !DILocation(line: 36, column: 64, scope: !388)
!396 = !DILocation(line: 32, column: 30, scope: !68)
!397 = !DILocation(line: 32, column: 23, scope: !68)
!398 = distinct !{!398, !327, !399, !147}
!399 = !DILocation(line: 38, column: 5, scope: !65)
!400 = !DILocation(line: 40, column: 1, scope: !29)
!401 = !DISubprogram(name: "free", scope: !284, file: !284, line: 536, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{null, !287}
!404 = !DISubprogram(name: "__mingw_vfprintf", scope: !289, file: !289, line: 193, type: !405, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DISubroutineType(types: !406)
!406 = !{!32, !407, !420, !421}
!407 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !408)
!408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !409, size: 64)
!409 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !289, line: 47, baseType: !410)
!410 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !289, line: 33, size: 384, align: 64, elements: !411)
!411 = !{!412, !413, !414, !415, !416, !417, !418, !419}
!412 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !410, file: !289, line: 37, baseType: !299, size: 64)
!413 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !410, file: !289, line: 38, baseType: !32, size: 32, offset: 64)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !410, file: !289, line: 39, baseType: !299, size: 64, offset: 128)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !410, file: !289, line: 40, baseType: !32, size: 32, offset: 192)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !410, file: !289, line: 41, baseType: !32, size: 32, offset: 224)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !410, file: !289, line: 42, baseType: !32, size: 32, offset: 256)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !410, file: !289, line: 43, baseType: !32, size: 32, offset: 288)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !410, file: !289, line: 44, baseType: !299, size: 64, offset: 320)
!420 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !292)
!421 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !422, line: 31, baseType: !423)
!422 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!423 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !422, line: 24, baseType: !298)
!424 = !DISubprogram(name: "__acrt_iob_func", scope: !289, file: !289, line: 93, type: !425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!408, !427}
!427 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
