; ModuleID = 'tests/programs/sieve_primes.c'
source_filename = "tests/programs/sieve_primes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"primes <= %d: %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [34 x i8] c"sum of primes in last 1000: %lld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"twin primes: %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"miller-rabin agrees: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [15 x i8] c"mr(%llu) = %d\0A\00", align 1, !dbg !22
@miller_rabin.bases = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 16, !dbg !27
@.str.5 = private unnamed_addr constant [7 x i8] c"%llu =\00", align 1, !dbg !46
@.str.6 = private unnamed_addr constant [6 x i8] c" %llu\00", align 1, !dbg !51

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !87 {
    #dbg_value(i32 200000, !91, !DIExpression(), !111)
  %1 = tail call noalias dereferenceable_or_null(200001) ptr @malloc(i64 noundef 200001) #8, !dbg !112
    #dbg_value(ptr %1, !92, !DIExpression(), !111)
    #dbg_value(i32 200000, !113, !DIExpression(), !128)
    #dbg_value(ptr %1, !118, !DIExpression(), !128)
  %2 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !130
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(200001) %2, i8 1, i64 199999, i1 false), !dbg !130
  %3 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !131
  store i8 0, ptr %3, align 1, !dbg !132, !tbaa !133
  store i8 0, ptr %1, align 1, !dbg !136, !tbaa !133
    #dbg_value(i32 2, !119, !DIExpression(), !137)
  br label %4, !dbg !138

4:                                                ; preds = %32, %0
  %5 = phi i64 [ 5, %0 ], [ %34, %32 ]
  %6 = phi i64 [ 2, %0 ], [ %33, %32 ]
  %7 = phi i32 [ 4, %0 ], [ %37, %32 ]
    #dbg_value(i64 %6, !119, !DIExpression(), !137)
  %8 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !139
  %9 = load i8, ptr %8, align 1, !dbg !139, !tbaa !133
  %10 = icmp eq i8 %9, 0, !dbg !139
    #dbg_value(!DIArgList(i64 %6, i64 %6), !121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !140)
  br i1 %10, label %18, label %11, !dbg !141

11:                                               ; preds = %4
  %12 = zext i32 %7 to i64, !dbg !139
  br label %13, !dbg !142

13:                                               ; preds = %13, %11
  %14 = phi i64 [ %12, %11 ], [ %16, %13 ]
    #dbg_value(i64 %14, !121, !DIExpression(), !140)
  %15 = getelementptr inbounds i8, ptr %1, i64 %14, !dbg !143
  store i8 0, ptr %15, align 1, !dbg !145, !tbaa !133
  %16 = add nuw nsw i64 %14, %6, !dbg !146
    #dbg_value(i64 %16, !121, !DIExpression(), !140)
  %17 = icmp ult i64 %16, 200001, !dbg !147
  br i1 %17, label %13, label %18, !dbg !142, !llvm.loop !148

18:                                               ; preds = %13, %4
  %19 = or disjoint i64 %6, 1, !dbg !151
    #dbg_value(i64 %19, !119, !DIExpression(), !137)
  %20 = trunc nuw nsw i64 %5 to i32, !dbg !138
  %21 = add i32 %7, %20, !dbg !138
  %22 = getelementptr inbounds i8, ptr %1, i64 %19, !dbg !139
  %23 = load i8, ptr %22, align 1, !dbg !139, !tbaa !133
  %24 = icmp eq i8 %23, 0, !dbg !139
    #dbg_value(!DIArgList(i64 %19, i64 %19), !121, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !140)
  br i1 %24, label %32, label %25, !dbg !141

25:                                               ; preds = %18
  %26 = zext i32 %21 to i64, !dbg !139
  br label %27, !dbg !142

27:                                               ; preds = %27, %25
  %28 = phi i64 [ %26, %25 ], [ %30, %27 ]
    #dbg_value(i64 %28, !121, !DIExpression(), !140)
  %29 = getelementptr inbounds i8, ptr %1, i64 %28, !dbg !143
  store i8 0, ptr %29, align 1, !dbg !145, !tbaa !133
  %30 = add nuw nsw i64 %28, %19, !dbg !146
    #dbg_value(i64 %30, !121, !DIExpression(), !140)
  %31 = icmp ult i64 %30, 200001, !dbg !147
  br i1 %31, label %27, label %32, !dbg !142, !llvm.loop !148

32:                                               ; preds = %27, %18
  %33 = add nuw nsw i64 %6, 2, !dbg !151
    #dbg_value(i64 %33, !119, !DIExpression(), !137)
  %34 = add nuw nsw i64 %5, 4, !dbg !138
  %35 = trunc i64 %5 to i32, !dbg !138
  %36 = add i32 %35, 2, !dbg !138
  %37 = add i32 %21, %36, !dbg !138
  %38 = icmp eq i64 %33, 448, !dbg !152
  br i1 %38, label %39, label %4, !dbg !138, !llvm.loop !153

39:                                               ; preds = %32, %39
  %40 = phi i64 [ %60, %39 ], [ 0, %32 ], !dbg !155
  %41 = phi <4 x i32> [ %58, %39 ], [ zeroinitializer, %32 ]
  %42 = phi <4 x i32> [ %59, %39 ], [ zeroinitializer, %32 ]
  %43 = getelementptr inbounds i8, ptr %1, i64 %40, !dbg !157
  %44 = getelementptr inbounds i8, ptr %43, i64 4, !dbg !157
  %45 = load <4 x i8>, ptr %43, align 1, !dbg !157, !tbaa !133
  %46 = load <4 x i8>, ptr %44, align 1, !dbg !157, !tbaa !133
  %47 = zext <4 x i8> %45 to <4 x i32>, !dbg !157
  %48 = zext <4 x i8> %46 to <4 x i32>, !dbg !157
  %49 = add <4 x i32> %41, %47, !dbg !158
  %50 = add <4 x i32> %42, %48, !dbg !158
  %51 = or disjoint i64 %40, 8, !dbg !155
  %52 = getelementptr inbounds i8, ptr %1, i64 %51, !dbg !157
  %53 = getelementptr inbounds i8, ptr %52, i64 4, !dbg !157
  %54 = load <4 x i8>, ptr %52, align 1, !dbg !157, !tbaa !133
  %55 = load <4 x i8>, ptr %53, align 1, !dbg !157, !tbaa !133
  %56 = zext <4 x i8> %54 to <4 x i32>, !dbg !157
  %57 = zext <4 x i8> %55 to <4 x i32>, !dbg !157
  %58 = add <4 x i32> %49, %56, !dbg !158
  %59 = add <4 x i32> %50, %57, !dbg !158
  %60 = add nuw nsw i64 %40, 16, !dbg !155
  %61 = icmp eq i64 %60, 200000, !dbg !155
  br i1 %61, label %62, label %39, !dbg !155, !llvm.loop !159

62:                                               ; preds = %39
  %63 = add <4 x i32> %59, %58, !dbg !160
  %64 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %63), !dbg !160
    #dbg_value(i64 200000, !126, !DIExpression(), !164)
    #dbg_value(i32 %64, !125, !DIExpression(), !128)
  %65 = getelementptr inbounds i8, ptr %1, i64 200000, !dbg !157
  %66 = load i8, ptr %65, align 1, !dbg !157, !tbaa !133
  %67 = zext i8 %66 to i32, !dbg !157
  %68 = add nuw nsw i32 %64, %67, !dbg !158
    #dbg_value(i32 %68, !125, !DIExpression(), !128)
    #dbg_value(i64 200001, !126, !DIExpression(), !164)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 200000, i32 noundef %68), !dbg !165
    #dbg_value(i64 0, !95, !DIExpression(), !111)
    #dbg_value(i32 200000, !97, !DIExpression(), !166)
  br label %70, !dbg !167

70:                                               ; preds = %70, %62
  %71 = phi i64 [ 0, %62 ], [ %90, %70 ]
  %72 = phi <2 x i64> [ <i64 200000, i64 199999>, %62 ], [ %91, %70 ]
  %73 = phi <2 x i64> [ zeroinitializer, %62 ], [ %88, %70 ]
  %74 = phi <2 x i64> [ zeroinitializer, %62 ], [ %89, %70 ]
  %75 = add <2 x i64> %72, <i64 -2, i64 -2>
  %76 = sub i64 200000, %71, !dbg !167
  %77 = getelementptr inbounds i8, ptr %1, i64 %76, !dbg !168
  %78 = getelementptr inbounds i8, ptr %77, i64 -1, !dbg !168
  %79 = getelementptr inbounds i8, ptr %77, i64 -3, !dbg !168
  %80 = load <2 x i8>, ptr %78, align 1, !dbg !168, !tbaa !133
  %81 = shufflevector <2 x i8> %80, <2 x i8> poison, <2 x i32> <i32 1, i32 0>, !dbg !168
  %82 = load <2 x i8>, ptr %79, align 1, !dbg !168, !tbaa !133
  %83 = shufflevector <2 x i8> %82, <2 x i8> poison, <2 x i32> <i32 1, i32 0>, !dbg !168
  %84 = icmp eq <2 x i8> %81, zeroinitializer, !dbg !168
  %85 = icmp eq <2 x i8> %83, zeroinitializer, !dbg !168
  %86 = select <2 x i1> %84, <2 x i64> zeroinitializer, <2 x i64> %72, !dbg !171
  %87 = select <2 x i1> %85, <2 x i64> zeroinitializer, <2 x i64> %75, !dbg !171
  %88 = add <2 x i64> %86, %73, !dbg !171
  %89 = add <2 x i64> %87, %74, !dbg !171
  %90 = add nuw i64 %71, 4
  %91 = add <2 x i64> %72, <i64 -4, i64 -4>
  %92 = icmp eq i64 %90, 1000
  br i1 %92, label %93, label %70, !llvm.loop !172

93:                                               ; preds = %70
  %94 = add <2 x i64> %89, %88, !dbg !167
  %95 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %94), !dbg !167
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %95), !dbg !174
    #dbg_value(i32 0, !99, !DIExpression(), !111)
    #dbg_value(i32 3, !100, !DIExpression(), !175)
  br label %97, !dbg !176

97:                                               ; preds = %97, %93
  %98 = phi i64 [ 0, %93 ], [ %120, %97 ]
  %99 = phi <4 x i32> [ zeroinitializer, %93 ], [ %118, %97 ]
  %100 = phi <4 x i32> [ zeroinitializer, %93 ], [ %119, %97 ]
  %101 = or disjoint i64 %98, 3, !dbg !176
  %102 = getelementptr i8, ptr %1, i64 %101, !dbg !177
  %103 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !177
  %104 = load <4 x i8>, ptr %102, align 1, !dbg !177, !tbaa !133
  %105 = load <4 x i8>, ptr %103, align 1, !dbg !177, !tbaa !133
  %106 = icmp ne <4 x i8> %104, zeroinitializer, !dbg !177
  %107 = icmp ne <4 x i8> %105, zeroinitializer, !dbg !177
  %108 = getelementptr i8, ptr %102, i64 2, !dbg !179
  %109 = getelementptr i8, ptr %102, i64 6, !dbg !179
  %110 = load <4 x i8>, ptr %108, align 1, !dbg !179, !tbaa !133
  %111 = load <4 x i8>, ptr %109, align 1, !dbg !179, !tbaa !133
  %112 = icmp ne <4 x i8> %110, zeroinitializer, !dbg !180
  %113 = icmp ne <4 x i8> %111, zeroinitializer, !dbg !180
  %114 = select <4 x i1> %106, <4 x i1> %112, <4 x i1> zeroinitializer, !dbg !181
  %115 = select <4 x i1> %107, <4 x i1> %113, <4 x i1> zeroinitializer, !dbg !181
  %116 = zext <4 x i1> %114 to <4 x i32>, !dbg !180
  %117 = zext <4 x i1> %115 to <4 x i32>, !dbg !180
  %118 = add <4 x i32> %99, %116, !dbg !182
  %119 = add <4 x i32> %100, %117, !dbg !182
  %120 = add nuw i64 %98, 8
  %121 = icmp eq i64 %120, 199992
  br i1 %121, label %122, label %97, !llvm.loop !183

122:                                              ; preds = %97
  %123 = add <4 x i32> %119, %118, !dbg !176
  %124 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %123), !dbg !176
    #dbg_value(i64 199995, !100, !DIExpression(), !175)
    #dbg_value(i32 %124, !99, !DIExpression(), !111)
  %125 = getelementptr inbounds i8, ptr %1, i64 199995, !dbg !177
  %126 = load i8, ptr %125, align 1, !dbg !177, !tbaa !133
  %127 = icmp eq i8 %126, 0, !dbg !177
  br i1 %127, label %133, label %128, !dbg !180

128:                                              ; preds = %122
  %129 = getelementptr inbounds i8, ptr %1, i64 199997, !dbg !179
  %130 = load i8, ptr %129, align 1, !dbg !179, !tbaa !133
  %131 = icmp ne i8 %130, 0, !dbg !180
  %132 = zext i1 %131 to i32, !dbg !180
  br label %133

133:                                              ; preds = %128, %122
  %134 = phi i32 [ 0, %122 ], [ %132, %128 ], !dbg !181
  %135 = add nuw nsw i32 %124, %134, !dbg !182
    #dbg_value(i32 %135, !99, !DIExpression(), !111)
    #dbg_value(i64 199996, !100, !DIExpression(), !175)
  %136 = getelementptr inbounds i8, ptr %1, i64 199996, !dbg !177
  %137 = load i8, ptr %136, align 1, !dbg !177, !tbaa !133
  %138 = icmp eq i8 %137, 0, !dbg !177
  br i1 %138, label %144, label %139, !dbg !180

139:                                              ; preds = %133
  %140 = getelementptr inbounds i8, ptr %1, i64 199998, !dbg !179
  %141 = load i8, ptr %140, align 1, !dbg !179, !tbaa !133
  %142 = icmp ne i8 %141, 0, !dbg !180
  %143 = zext i1 %142 to i32, !dbg !180
  br label %144

144:                                              ; preds = %139, %133
  %145 = phi i32 [ 0, %133 ], [ %143, %139 ], !dbg !181
  %146 = add nuw nsw i32 %135, %145, !dbg !182
    #dbg_value(i32 %146, !99, !DIExpression(), !111)
    #dbg_value(i64 199997, !100, !DIExpression(), !175)
  %147 = getelementptr inbounds i8, ptr %1, i64 199997, !dbg !177
  %148 = load i8, ptr %147, align 1, !dbg !177, !tbaa !133
  %149 = icmp eq i8 %148, 0, !dbg !177
  br i1 %149, label %155, label %150, !dbg !180

150:                                              ; preds = %144
  %151 = getelementptr inbounds i8, ptr %1, i64 199999, !dbg !179
  %152 = load i8, ptr %151, align 1, !dbg !179, !tbaa !133
  %153 = icmp ne i8 %152, 0, !dbg !180
  %154 = zext i1 %153 to i32, !dbg !180
  br label %155

155:                                              ; preds = %150, %144
  %156 = phi i32 [ 0, %144 ], [ %154, %150 ], !dbg !181
  %157 = add nuw nsw i32 %146, %156, !dbg !182
    #dbg_value(i32 %157, !99, !DIExpression(), !111)
    #dbg_value(i64 199998, !100, !DIExpression(), !175)
  %158 = getelementptr inbounds i8, ptr %1, i64 199998, !dbg !177
  %159 = load i8, ptr %158, align 1, !dbg !177, !tbaa !133
  %160 = icmp eq i8 %159, 0, !dbg !177
  br i1 %160, label %166, label %161, !dbg !180

161:                                              ; preds = %155
  %162 = getelementptr inbounds i8, ptr %1, i64 200000, !dbg !179
  %163 = load i8, ptr %162, align 1, !dbg !179, !tbaa !133
  %164 = icmp ne i8 %163, 0, !dbg !180
  %165 = zext i1 %164 to i32, !dbg !180
  br label %166

166:                                              ; preds = %161, %155
  %167 = phi i32 [ 0, %155 ], [ %165, %161 ], !dbg !181
  %168 = add nuw nsw i32 %157, %167, !dbg !182
    #dbg_value(i32 %168, !99, !DIExpression(), !111)
    #dbg_value(i64 199999, !100, !DIExpression(), !175)
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %168), !dbg !185
    #dbg_value(i32 1, !102, !DIExpression(), !111)
    #dbg_value(i32 0, !103, !DIExpression(), !186)
  br label %181, !dbg !187

170:                                              ; preds = %181
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %189), !dbg !188
    #dbg_assign(i1 undef, !105, !DIExpression(), !189, ptr poison, !DIExpression(), !111)
    #dbg_value(i64 0, !109, !DIExpression(), !190)
  %172 = tail call fastcc i32 @miller_rabin(i64 noundef 1000000007), !dbg !191
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 1000000007, i32 noundef %172), !dbg !193
    #dbg_value(i64 1, !109, !DIExpression(), !190)
  %174 = tail call fastcc i32 @miller_rabin(i64 noundef 3000000027), !dbg !191
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 3000000027, i32 noundef %174), !dbg !193
    #dbg_value(i64 2, !109, !DIExpression(), !190)
  %176 = tail call fastcc i32 @miller_rabin(i64 noundef -59), !dbg !191
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -59, i32 noundef %176), !dbg !193
    #dbg_value(i64 3, !109, !DIExpression(), !190)
  %178 = tail call fastcc i32 @miller_rabin(i64 noundef -94489280427), !dbg !191
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -94489280427, i32 noundef %178), !dbg !193
    #dbg_value(i64 4, !109, !DIExpression(), !190)
    #dbg_value(i64 600851475143, !194, !DIExpression(), !201)
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 600851475143), !dbg !203
    #dbg_value(i64 2, !199, !DIExpression(), !204)
  br label %192

181:                                              ; preds = %166, %181
  %182 = phi i64 [ 0, %166 ], [ %190, %181 ]
  %183 = phi i32 [ 1, %166 ], [ %189, %181 ]
    #dbg_value(i64 %182, !103, !DIExpression(), !186)
    #dbg_value(i32 %183, !102, !DIExpression(), !111)
  %184 = tail call fastcc i32 @miller_rabin(i64 noundef %182), !dbg !205
  %185 = getelementptr inbounds i8, ptr %1, i64 %182, !dbg !208
  %186 = load i8, ptr %185, align 1, !dbg !208, !tbaa !133
  %187 = zext i8 %186 to i32, !dbg !208
  %188 = icmp eq i32 %184, %187, !dbg !209
  %189 = select i1 %188, i32 %183, i32 0, !dbg !210
    #dbg_value(i32 %189, !102, !DIExpression(), !111)
  %190 = add nuw nsw i64 %182, 1, !dbg !211
    #dbg_value(i64 %190, !103, !DIExpression(), !186)
  %191 = icmp eq i64 %190, 20001, !dbg !212
  br i1 %191, label %170, label %181, !dbg !187, !llvm.loop !213

192:                                              ; preds = %205, %170
  %193 = phi i64 [ %209, %205 ], [ 2, %170 ]
  %194 = phi i64 [ %206, %205 ], [ 600851475143, %170 ]
    #dbg_value(i64 %193, !199, !DIExpression(), !204)
    #dbg_value(i64 %194, !194, !DIExpression(), !201)
  %195 = urem i64 %194, %193, !dbg !215
  %196 = icmp eq i64 %195, 0, !dbg !217
  br i1 %196, label %199, label %205, !dbg !218

197:                                              ; preds = %205
  %198 = icmp ugt i64 %206, 1, !dbg !219
  br i1 %198, label %212, label %214, !dbg !221

199:                                              ; preds = %192, %199
  %200 = phi i64 [ %202, %199 ], [ %194, %192 ]
    #dbg_value(i64 %200, !194, !DIExpression(), !201)
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %193), !dbg !222
  %202 = udiv i64 %200, %193, !dbg !224
    #dbg_value(i64 %202, !194, !DIExpression(), !201)
  %203 = urem i64 %202, %193, !dbg !215
  %204 = icmp eq i64 %203, 0, !dbg !217
  br i1 %204, label %199, label %205, !dbg !218, !llvm.loop !225

205:                                              ; preds = %199, %192
  %206 = phi i64 [ %194, %192 ], [ %202, %199 ]
  %207 = icmp eq i64 %193, 2, !dbg !227
  %208 = select i1 %207, i64 1, i64 2, !dbg !228
  %209 = add i64 %208, %193, !dbg !229
    #dbg_value(i64 %209, !199, !DIExpression(), !204)
    #dbg_value(i64 %206, !194, !DIExpression(), !201)
  %210 = mul i64 %209, %209, !dbg !230
  %211 = icmp ugt i64 %210, %206, !dbg !231
  br i1 %211, label %197, label %192, !dbg !232, !llvm.loop !233

212:                                              ; preds = %197
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %206), !dbg !235
  br label %214, !dbg !235

214:                                              ; preds = %197, %212
  %215 = tail call i32 @putchar(i32 10), !dbg !236
    #dbg_value(i64 969999127, !194, !DIExpression(), !237)
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 969999127), !dbg !239
    #dbg_value(i64 2, !199, !DIExpression(), !240)
  br label %217

217:                                              ; preds = %230, %214
  %218 = phi i64 [ %234, %230 ], [ 2, %214 ]
  %219 = phi i64 [ %231, %230 ], [ 969999127, %214 ]
    #dbg_value(i64 %218, !199, !DIExpression(), !240)
    #dbg_value(i64 %219, !194, !DIExpression(), !237)
  %220 = urem i64 %219, %218, !dbg !241
  %221 = icmp eq i64 %220, 0, !dbg !242
  br i1 %221, label %224, label %230, !dbg !243

222:                                              ; preds = %230
  %223 = icmp ugt i64 %231, 1, !dbg !244
  br i1 %223, label %237, label %239, !dbg !245

224:                                              ; preds = %217, %224
  %225 = phi i64 [ %227, %224 ], [ %219, %217 ]
    #dbg_value(i64 %225, !194, !DIExpression(), !237)
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %218), !dbg !246
  %227 = udiv i64 %225, %218, !dbg !247
    #dbg_value(i64 %227, !194, !DIExpression(), !237)
  %228 = urem i64 %227, %218, !dbg !241
  %229 = icmp eq i64 %228, 0, !dbg !242
  br i1 %229, label %224, label %230, !dbg !243, !llvm.loop !248

230:                                              ; preds = %224, %217
  %231 = phi i64 [ %219, %217 ], [ %227, %224 ]
  %232 = icmp eq i64 %218, 2, !dbg !250
  %233 = select i1 %232, i64 1, i64 2, !dbg !251
  %234 = add i64 %233, %218, !dbg !252
    #dbg_value(i64 %234, !199, !DIExpression(), !240)
    #dbg_value(i64 %231, !194, !DIExpression(), !237)
  %235 = mul i64 %234, %234, !dbg !253
  %236 = icmp ugt i64 %235, %231, !dbg !254
  br i1 %236, label %222, label %217, !dbg !255, !llvm.loop !256

237:                                              ; preds = %222
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %231), !dbg !258
  br label %239, !dbg !258

239:                                              ; preds = %222, %237
  %240 = tail call i32 @putchar(i32 10), !dbg !259
    #dbg_value(i64 1099511627776, !194, !DIExpression(), !260)
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 1099511627776), !dbg !262
    #dbg_value(i64 2, !199, !DIExpression(), !263)
  br label %242

242:                                              ; preds = %255, %239
  %243 = phi i64 [ %259, %255 ], [ 2, %239 ]
  %244 = phi i64 [ %256, %255 ], [ 1099511627776, %239 ]
    #dbg_value(i64 %243, !199, !DIExpression(), !263)
    #dbg_value(i64 %244, !194, !DIExpression(), !260)
  %245 = urem i64 %244, %243, !dbg !264
  %246 = icmp eq i64 %245, 0, !dbg !265
  br i1 %246, label %249, label %255, !dbg !266

247:                                              ; preds = %255
  %248 = icmp ugt i64 %256, 1, !dbg !267
  br i1 %248, label %262, label %264, !dbg !268

249:                                              ; preds = %242, %249
  %250 = phi i64 [ %252, %249 ], [ %244, %242 ]
    #dbg_value(i64 %250, !194, !DIExpression(), !260)
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %243), !dbg !269
  %252 = udiv i64 %250, %243, !dbg !270
    #dbg_value(i64 %252, !194, !DIExpression(), !260)
  %253 = urem i64 %252, %243, !dbg !264
  %254 = icmp eq i64 %253, 0, !dbg !265
  br i1 %254, label %249, label %255, !dbg !266, !llvm.loop !271

255:                                              ; preds = %249, %242
  %256 = phi i64 [ %244, %242 ], [ %252, %249 ]
  %257 = icmp eq i64 %243, 2, !dbg !273
  %258 = select i1 %257, i64 1, i64 2, !dbg !274
  %259 = add i64 %258, %243, !dbg !275
    #dbg_value(i64 %259, !199, !DIExpression(), !263)
    #dbg_value(i64 %256, !194, !DIExpression(), !260)
  %260 = mul i64 %259, %259, !dbg !276
  %261 = icmp ugt i64 %260, %256, !dbg !277
  br i1 %261, label %247, label %242, !dbg !278, !llvm.loop !279

262:                                              ; preds = %247
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %256), !dbg !281
  br label %264, !dbg !281

264:                                              ; preds = %247, %262
  %265 = tail call i32 @putchar(i32 10), !dbg !282
  tail call void @free(ptr noundef %1) #9, !dbg !283
  ret i32 0, !dbg !284
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !285 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !290 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @miller_rabin(i64 noundef %0) unnamed_addr #3 !dbg !29 {
    #dbg_value(i64 %0, !62, !DIExpression(), !297)
  %2 = icmp ult i64 %0, 2, !dbg !298
  br i1 %2, label %104, label %3, !dbg !300

3:                                                ; preds = %1
    #dbg_value(i64 0, !63, !DIExpression(), !301)
  %4 = and i64 %0, 1, !dbg !302
  %5 = icmp eq i64 %4, 0, !dbg !305
    #dbg_value(i64 0, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !301)
  br i1 %5, label %39, label %6, !dbg !306

6:                                                ; preds = %3
    #dbg_value(i64 1, !63, !DIExpression(), !301)
  %7 = urem i64 %0, 3, !dbg !302
  %8 = icmp eq i64 %7, 0, !dbg !305
    #dbg_value(i64 1, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !301)
  br i1 %8, label %39, label %9, !dbg !306

9:                                                ; preds = %6
    #dbg_value(i64 2, !63, !DIExpression(), !301)
  %10 = urem i64 %0, 5, !dbg !302
  %11 = icmp eq i64 %10, 0, !dbg !305
    #dbg_value(i64 2, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !301)
  br i1 %11, label %39, label %12, !dbg !306

12:                                               ; preds = %9
    #dbg_value(i64 3, !63, !DIExpression(), !301)
  %13 = urem i64 %0, 7, !dbg !302
  %14 = icmp eq i64 %13, 0, !dbg !305
    #dbg_value(i64 3, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !301)
  br i1 %14, label %39, label %15, !dbg !306

15:                                               ; preds = %12
    #dbg_value(i64 4, !63, !DIExpression(), !301)
  %16 = urem i64 %0, 11, !dbg !302
  %17 = icmp eq i64 %16, 0, !dbg !305
    #dbg_value(i64 4, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !301)
  br i1 %17, label %39, label %18, !dbg !306

18:                                               ; preds = %15
    #dbg_value(i64 5, !63, !DIExpression(), !301)
  %19 = urem i64 %0, 13, !dbg !302
  %20 = icmp eq i64 %19, 0, !dbg !305
    #dbg_value(i64 5, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !301)
  br i1 %20, label %39, label %21, !dbg !306

21:                                               ; preds = %18
    #dbg_value(i64 6, !63, !DIExpression(), !301)
  %22 = urem i64 %0, 17, !dbg !302
  %23 = icmp eq i64 %22, 0, !dbg !305
    #dbg_value(i64 6, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !301)
  br i1 %23, label %39, label %24, !dbg !306

24:                                               ; preds = %21
    #dbg_value(i64 7, !63, !DIExpression(), !301)
  %25 = urem i64 %0, 19, !dbg !302
  %26 = icmp eq i64 %25, 0, !dbg !305
    #dbg_value(i64 7, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !301)
  br i1 %26, label %39, label %27, !dbg !306

27:                                               ; preds = %24
    #dbg_value(i64 8, !63, !DIExpression(), !301)
  %28 = urem i64 %0, 23, !dbg !302
  %29 = icmp eq i64 %28, 0, !dbg !305
    #dbg_value(i64 8, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !301)
  br i1 %29, label %39, label %30, !dbg !306

30:                                               ; preds = %27
    #dbg_value(i64 9, !63, !DIExpression(), !301)
  %31 = urem i64 %0, 29, !dbg !302
  %32 = icmp eq i64 %31, 0, !dbg !305
    #dbg_value(i64 9, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !301)
  br i1 %32, label %39, label %33, !dbg !306

33:                                               ; preds = %30
    #dbg_value(i64 10, !63, !DIExpression(), !301)
  %34 = urem i64 %0, 31, !dbg !302
  %35 = icmp eq i64 %34, 0, !dbg !305
    #dbg_value(i64 10, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !301)
  br i1 %35, label %39, label %36, !dbg !306

36:                                               ; preds = %33
    #dbg_value(i64 11, !63, !DIExpression(), !301)
  %37 = urem i64 %0, 37, !dbg !302
  %38 = icmp eq i64 %37, 0, !dbg !305
    #dbg_value(i64 11, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !301)
  br i1 %38, label %39, label %42, !dbg !306

39:                                               ; preds = %36, %33, %30, %27, %24, %21, %18, %15, %12, %9, %6, %3
  %40 = phi i64 [ 2, %3 ], [ 3, %6 ], [ 5, %9 ], [ 7, %12 ], [ 11, %15 ], [ 13, %18 ], [ 17, %21 ], [ 19, %24 ], [ 23, %27 ], [ 29, %30 ], [ 31, %33 ], [ 37, %36 ], !dbg !307
  %41 = icmp eq i64 %40, %0, !dbg !308
  br label %104

42:                                               ; preds = %36
    #dbg_value(i64 12, !63, !DIExpression(), !301)
  %43 = add nsw i64 %0, -1, !dbg !309
    #dbg_value(i64 %43, !65, !DIExpression(), !297)
    #dbg_value(i32 0, !66, !DIExpression(), !297)
  br label %48, !dbg !310

44:                                               ; preds = %48
  %45 = icmp eq i64 %50, 0
    #dbg_value(i32 0, !67, !DIExpression(), !311)
  %46 = zext i64 %0 to i128
  %47 = icmp eq i32 %49, 0
  br label %55, !dbg !312

48:                                               ; preds = %42, %48
  %49 = phi i32 [ %52, %48 ], [ 0, %42 ]
  %50 = phi i64 [ %51, %48 ], [ %43, %42 ]
    #dbg_value(i32 %49, !66, !DIExpression(), !297)
    #dbg_value(i64 %50, !65, !DIExpression(), !297)
  %51 = lshr exact i64 %50, 1, !dbg !313
    #dbg_value(i64 %51, !65, !DIExpression(), !297)
  %52 = add nuw nsw i32 %49, 1, !dbg !315
    #dbg_value(i32 %52, !66, !DIExpression(), !297)
  %53 = and i64 %50, 2, !dbg !316
  %54 = icmp eq i64 %53, 0, !dbg !316
  br i1 %54, label %48, label %44, !dbg !310, !llvm.loop !317

55:                                               ; preds = %44, %99
  %56 = phi i64 [ 0, %44 ], [ %100, %99 ]
    #dbg_value(i64 %56, !67, !DIExpression(), !311)
    #dbg_value(i64 %0, !319, !DIExpression(), !327)
    #dbg_value(i64 poison, !324, !DIExpression(), !327)
    #dbg_value(i64 1, !326, !DIExpression(), !327)
    #dbg_value(i64 %51, !325, !DIExpression(), !327)
  br i1 %45, label %99, label %57, !dbg !329

57:                                               ; preds = %55
  %58 = getelementptr inbounds [12 x i64], ptr @miller_rabin.bases, i64 0, i64 %56, !dbg !330
  %59 = load i64, ptr %58, align 8, !dbg !330, !tbaa !331
  %60 = urem i64 %59, %0, !dbg !333
    #dbg_value(i64 %60, !324, !DIExpression(), !327)
  br label %61, !dbg !329

61:                                               ; preds = %75, %57
  %62 = phi i64 [ 1, %57 ], [ %77, %75 ]
  %63 = phi i64 [ %60, %57 ], [ %80, %75 ]
  %64 = phi i64 [ %51, %57 ], [ %81, %75 ]
    #dbg_value(i64 %62, !326, !DIExpression(), !327)
    #dbg_value(i64 %63, !324, !DIExpression(), !327)
    #dbg_value(i64 %64, !325, !DIExpression(), !327)
  %65 = and i64 %64, 1, !dbg !334
  %66 = icmp eq i64 %65, 0, !dbg !334
  br i1 %66, label %67, label %69, !dbg !337

67:                                               ; preds = %61
  %68 = zext i64 %63 to i128, !dbg !338
  br label %75, !dbg !337

69:                                               ; preds = %61
    #dbg_value(i64 %62, !341, !DIExpression(), !345)
    #dbg_value(i64 %63, !342, !DIExpression(), !345)
    #dbg_value(i64 %0, !343, !DIExpression(), !345)
  %70 = zext i64 %62 to i128, !dbg !347
  %71 = zext i64 %63 to i128, !dbg !348
  %72 = mul nuw i128 %71, %70, !dbg !349
  %73 = urem i128 %72, %46, !dbg !350
  %74 = trunc nuw i128 %73 to i64, !dbg !351
    #dbg_value(i64 %74, !326, !DIExpression(), !327)
  br label %75, !dbg !352

75:                                               ; preds = %69, %67
  %76 = phi i128 [ %68, %67 ], [ %71, %69 ], !dbg !338
  %77 = phi i64 [ %62, %67 ], [ %74, %69 ], !dbg !327
    #dbg_value(i64 %77, !326, !DIExpression(), !327)
    #dbg_value(i64 %63, !341, !DIExpression(), !353)
    #dbg_value(i64 %63, !342, !DIExpression(), !353)
    #dbg_value(i64 %0, !343, !DIExpression(), !353)
  %78 = mul nuw i128 %76, %76, !dbg !354
  %79 = urem i128 %78, %46, !dbg !355
  %80 = trunc nuw i128 %79 to i64, !dbg !356
    #dbg_value(i64 %80, !324, !DIExpression(), !327)
  %81 = lshr i64 %64, 1, !dbg !357
    #dbg_value(i64 %81, !325, !DIExpression(), !327)
  %82 = icmp ult i64 %64, 2, !dbg !329
  br i1 %82, label %83, label %61, !dbg !329, !llvm.loop !358

83:                                               ; preds = %75
    #dbg_value(i64 %77, !69, !DIExpression(), !360)
  %84 = icmp eq i64 %77, 1, !dbg !361
  %85 = icmp eq i64 %77, %43
  %86 = or i1 %84, %85, !dbg !363
  br i1 %86, label %99, label %87, !dbg !363

87:                                               ; preds = %83
    #dbg_value(i32 1, !73, !DIExpression(), !364)
    #dbg_value(i64 %77, !69, !DIExpression(), !360)
  br i1 %47, label %104, label %91, !dbg !365

88:                                               ; preds = %91
  %89 = add nuw i32 %92, 1, !dbg !366
    #dbg_value(i32 poison, !73, !DIExpression(), !364)
    #dbg_value(i64 poison, !69, !DIExpression(), !360)
  %90 = icmp eq i32 %92, %49, !dbg !368
  br i1 %90, label %104, label %91, !dbg !365, !llvm.loop !369

91:                                               ; preds = %87, %88
  %92 = phi i32 [ %89, %88 ], [ 1, %87 ]
  %93 = phi i64 [ %97, %88 ], [ %77, %87 ]
    #dbg_value(i32 %92, !73, !DIExpression(), !364)
    #dbg_value(i64 %93, !69, !DIExpression(), !360)
    #dbg_value(i64 %93, !341, !DIExpression(), !371)
    #dbg_value(i64 %93, !342, !DIExpression(), !371)
    #dbg_value(i64 %0, !343, !DIExpression(), !371)
  %94 = zext i64 %93 to i128, !dbg !374
  %95 = mul nuw i128 %94, %94, !dbg !375
  %96 = urem i128 %95, %46, !dbg !376
  %97 = trunc nuw i128 %96 to i64, !dbg !377
    #dbg_value(i64 %97, !69, !DIExpression(), !360)
  %98 = icmp eq i64 %43, %97, !dbg !378
    #dbg_value(i32 %92, !73, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !364)
  br i1 %98, label %99, label %88, !dbg !380

99:                                               ; preds = %91, %55, %83
  %100 = add nuw nsw i64 %56, 1, !dbg !381
    #dbg_value(i64 %100, !67, !DIExpression(), !311)
  %101 = icmp eq i64 %100, 12, !dbg !382
  br i1 %101, label %102, label %55, !dbg !312, !llvm.loop !383

102:                                              ; preds = %99
  %103 = icmp ugt i64 %56, 10
  br label %104, !dbg !297

104:                                              ; preds = %87, %88, %102, %39, %1
  %105 = phi i1 [ %41, %39 ], [ false, %1 ], [ %103, %102 ], [ false, %88 ], [ false, %87 ]
  %106 = zext i1 %105 to i32, !dbg !297
  ret i32 %106, !dbg !385
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !386 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!38}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84, !85}
!llvm.ident = !{!86}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/sieve_primes.c", directory: ".", checksumkind: CSK_MD5, checksum: "8c9071f48ec4869ff41904223ae8b92a")
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
!28 = distinct !DIGlobalVariable(name: "bases", scope: !29, file: !2, line: 27, type: !75, isLocal: true, isDefinition: true)
!29 = distinct !DISubprogram(name: "miller_rabin", scope: !2, file: !2, line: 25, type: !30, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !61)
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !33}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !34, line: 27, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !36, line: 45, baseType: !37)
!36 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!85 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!86 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!87 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 50, type: !88, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!32}
!90 = !{!91, !92, !95, !97, !99, !100, !102, !103, !105, !109}
!91 = !DILocalVariable(name: "n", scope: !87, file: !2, line: 51, type: !32)
!92 = !DILocalVariable(name: "is", scope: !87, file: !2, line: 52, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!95 = !DILocalVariable(name: "sum", scope: !87, file: !2, line: 54, type: !96)
!96 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 55, type: !32)
!98 = distinct !DILexicalBlock(scope: !87, file: !2, line: 55, column: 5)
!99 = !DILocalVariable(name: "twins", scope: !87, file: !2, line: 57, type: !32)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 58, type: !32)
!101 = distinct !DILexicalBlock(scope: !87, file: !2, line: 58, column: 5)
!102 = !DILocalVariable(name: "agree", scope: !87, file: !2, line: 60, type: !32)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 61, type: !32)
!104 = distinct !DILexicalBlock(scope: !87, file: !2, line: 61, column: 5)
!105 = !DILocalVariable(name: "big", scope: !87, file: !2, line: 63, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 256, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 4)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 64, type: !32)
!110 = distinct !DILexicalBlock(scope: !87, file: !2, line: 64, column: 5)
!111 = !DILocation(line: 0, scope: !87)
!112 = !DILocation(line: 52, column: 25, scope: !87)
!113 = !DILocalVariable(name: "n", arg: 1, scope: !114, file: !2, line: 7, type: !32)
!114 = distinct !DISubprogram(name: "sieve", scope: !2, file: !2, line: 7, type: !115, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!32, !32, !93}
!117 = !{!113, !118, !119, !121, !125, !126}
!118 = !DILocalVariable(name: "is", arg: 2, scope: !114, file: !2, line: 7, type: !93)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 10, type: !32)
!120 = distinct !DILexicalBlock(scope: !114, file: !2, line: 10, column: 5)
!121 = !DILocalVariable(name: "j", scope: !122, file: !2, line: 12, type: !32)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 12, column: 13)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 11, column: 13)
!124 = distinct !DILexicalBlock(scope: !120, file: !2, line: 10, column: 5)
!125 = !DILocalVariable(name: "c", scope: !114, file: !2, line: 13, type: !32)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 14, type: !32)
!127 = distinct !DILexicalBlock(scope: !114, file: !2, line: 14, column: 5)
!128 = !DILocation(line: 0, scope: !114, inlinedAt: !129)
!129 = distinct !DILocation(line: 53, column: 37, scope: !87)
!130 = !DILocation(line: 8, column: 5, scope: !114, inlinedAt: !129)
!131 = !DILocation(line: 9, column: 13, scope: !114, inlinedAt: !129)
!132 = !DILocation(line: 9, column: 19, scope: !114, inlinedAt: !129)
!133 = !{!134, !134, i64 0}
!134 = !{!"omnipotent char", !135, i64 0}
!135 = !{!"Simple C/C++ TBAA"}
!136 = !DILocation(line: 9, column: 11, scope: !114, inlinedAt: !129)
!137 = !DILocation(line: 0, scope: !120, inlinedAt: !129)
!138 = !DILocation(line: 10, column: 5, scope: !120, inlinedAt: !129)
!139 = !DILocation(line: 11, column: 13, scope: !123, inlinedAt: !129)
!140 = !DILocation(line: 0, scope: !122, inlinedAt: !129)
!141 = !DILocation(line: 11, column: 13, scope: !124, inlinedAt: !129)
!142 = !DILocation(line: 12, column: 13, scope: !122, inlinedAt: !129)
!143 = !DILocation(line: 12, column: 49, scope: !144, inlinedAt: !129)
!144 = distinct !DILexicalBlock(scope: !122, file: !2, line: 12, column: 13)
!145 = !DILocation(line: 12, column: 55, scope: !144, inlinedAt: !129)
!146 = !DILocation(line: 12, column: 43, scope: !144, inlinedAt: !129)
!147 = !DILocation(line: 12, column: 35, scope: !144, inlinedAt: !129)
!148 = distinct !{!148, !142, !149, !150}
!149 = !DILocation(line: 12, column: 57, scope: !122, inlinedAt: !129)
!150 = !{!"llvm.loop.mustprogress"}
!151 = !DILocation(line: 10, column: 40, scope: !124, inlinedAt: !129)
!152 = !DILocation(line: 10, column: 33, scope: !124, inlinedAt: !129)
!153 = distinct !{!153, !138, !154, !150}
!154 = !DILocation(line: 12, column: 57, scope: !120, inlinedAt: !129)
!155 = !DILocation(line: 14, column: 30, scope: !156, inlinedAt: !129)
!156 = distinct !DILexicalBlock(scope: !127, file: !2, line: 14, column: 5)
!157 = !DILocation(line: 14, column: 39, scope: !156, inlinedAt: !129)
!158 = !DILocation(line: 14, column: 36, scope: !156, inlinedAt: !129)
!159 = distinct !{!159, !160, !161, !150, !162, !163}
!160 = !DILocation(line: 14, column: 5, scope: !127, inlinedAt: !129)
!161 = !DILocation(line: 14, column: 43, scope: !127, inlinedAt: !129)
!162 = !{!"llvm.loop.isvectorized", i32 1}
!163 = !{!"llvm.loop.unroll.runtime.disable"}
!164 = !DILocation(line: 0, scope: !127, inlinedAt: !129)
!165 = !DILocation(line: 53, column: 5, scope: !87)
!166 = !DILocation(line: 0, scope: !98)
!167 = !DILocation(line: 55, column: 5, scope: !98)
!168 = !DILocation(line: 55, column: 44, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 55, column: 44)
!170 = distinct !DILexicalBlock(scope: !98, file: !2, line: 55, column: 5)
!171 = !DILocation(line: 55, column: 44, scope: !170)
!172 = distinct !{!172, !167, !173, !150, !162, !163}
!173 = !DILocation(line: 55, column: 58, scope: !98)
!174 = !DILocation(line: 56, column: 5, scope: !87)
!175 = !DILocation(line: 0, scope: !101)
!176 = !DILocation(line: 58, column: 5, scope: !101)
!177 = !DILocation(line: 58, column: 47, scope: !178)
!178 = distinct !DILexicalBlock(scope: !101, file: !2, line: 58, column: 5)
!179 = !DILocation(line: 58, column: 56, scope: !178)
!180 = !DILocation(line: 58, column: 53, scope: !178)
!181 = !DILocation(line: 0, scope: !178)
!182 = !DILocation(line: 58, column: 44, scope: !178)
!183 = distinct !{!183, !176, !184, !150, !162, !163}
!184 = !DILocation(line: 58, column: 64, scope: !101)
!185 = !DILocation(line: 59, column: 5, scope: !87)
!186 = !DILocation(line: 0, scope: !104)
!187 = !DILocation(line: 61, column: 5, scope: !104)
!188 = !DILocation(line: 62, column: 5, scope: !87)
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 0, scope: !110)
!191 = !DILocation(line: 64, column: 87, scope: !192)
!192 = distinct !DILexicalBlock(scope: !110, file: !2, line: 64, column: 5)
!193 = !DILocation(line: 64, column: 33, scope: !192)
!194 = !DILocalVariable(name: "n", arg: 1, scope: !195, file: !2, line: 42, type: !33)
!195 = distinct !DISubprogram(name: "factor", scope: !2, file: !2, line: 42, type: !196, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{null, !33}
!198 = !{!194, !199}
!199 = !DILocalVariable(name: "p", scope: !200, file: !2, line: 44, type: !33)
!200 = distinct !DILexicalBlock(scope: !195, file: !2, line: 44, column: 5)
!201 = !DILocation(line: 0, scope: !195, inlinedAt: !202)
!202 = distinct !DILocation(line: 65, column: 5, scope: !87)
!203 = !DILocation(line: 43, column: 5, scope: !195, inlinedAt: !202)
!204 = !DILocation(line: 0, scope: !200, inlinedAt: !202)
!205 = !DILocation(line: 61, column: 42, scope: !206)
!206 = distinct !DILexicalBlock(scope: !207, file: !2, line: 61, column: 42)
!207 = distinct !DILexicalBlock(scope: !104, file: !2, line: 61, column: 5)
!208 = !DILocation(line: 61, column: 71, scope: !206)
!209 = !DILocation(line: 61, column: 68, scope: !206)
!210 = !DILocation(line: 61, column: 42, scope: !207)
!211 = !DILocation(line: 61, column: 34, scope: !207)
!212 = !DILocation(line: 61, column: 23, scope: !207)
!213 = distinct !{!213, !187, !214, !150}
!214 = !DILocation(line: 61, column: 86, scope: !104)
!215 = !DILocation(line: 45, column: 18, scope: !216, inlinedAt: !202)
!216 = distinct !DILexicalBlock(scope: !200, file: !2, line: 44, column: 5)
!217 = !DILocation(line: 45, column: 22, scope: !216, inlinedAt: !202)
!218 = !DILocation(line: 45, column: 9, scope: !216, inlinedAt: !202)
!219 = !DILocation(line: 46, column: 11, scope: !220, inlinedAt: !202)
!220 = distinct !DILexicalBlock(scope: !195, file: !2, line: 46, column: 9)
!221 = !DILocation(line: 46, column: 9, scope: !195, inlinedAt: !202)
!222 = !DILocation(line: 45, column: 30, scope: !223, inlinedAt: !202)
!223 = distinct !DILexicalBlock(scope: !216, file: !2, line: 45, column: 28)
!224 = !DILocation(line: 45, column: 72, scope: !223, inlinedAt: !202)
!225 = distinct !{!225, !218, !226, !150}
!226 = !DILocation(line: 45, column: 78, scope: !216, inlinedAt: !202)
!227 = !DILocation(line: 44, column: 46, scope: !216, inlinedAt: !202)
!228 = !DILocation(line: 44, column: 43, scope: !216, inlinedAt: !202)
!229 = !DILocation(line: 44, column: 40, scope: !216, inlinedAt: !202)
!230 = !DILocation(line: 44, column: 28, scope: !216, inlinedAt: !202)
!231 = !DILocation(line: 44, column: 32, scope: !216, inlinedAt: !202)
!232 = !DILocation(line: 44, column: 5, scope: !200, inlinedAt: !202)
!233 = distinct !{!233, !232, !234, !150}
!234 = !DILocation(line: 45, column: 78, scope: !200, inlinedAt: !202)
!235 = !DILocation(line: 46, column: 16, scope: !220, inlinedAt: !202)
!236 = !DILocation(line: 47, column: 5, scope: !195, inlinedAt: !202)
!237 = !DILocation(line: 0, scope: !195, inlinedAt: !238)
!238 = distinct !DILocation(line: 66, column: 5, scope: !87)
!239 = !DILocation(line: 43, column: 5, scope: !195, inlinedAt: !238)
!240 = !DILocation(line: 0, scope: !200, inlinedAt: !238)
!241 = !DILocation(line: 45, column: 18, scope: !216, inlinedAt: !238)
!242 = !DILocation(line: 45, column: 22, scope: !216, inlinedAt: !238)
!243 = !DILocation(line: 45, column: 9, scope: !216, inlinedAt: !238)
!244 = !DILocation(line: 46, column: 11, scope: !220, inlinedAt: !238)
!245 = !DILocation(line: 46, column: 9, scope: !195, inlinedAt: !238)
!246 = !DILocation(line: 45, column: 30, scope: !223, inlinedAt: !238)
!247 = !DILocation(line: 45, column: 72, scope: !223, inlinedAt: !238)
!248 = distinct !{!248, !243, !249, !150}
!249 = !DILocation(line: 45, column: 78, scope: !216, inlinedAt: !238)
!250 = !DILocation(line: 44, column: 46, scope: !216, inlinedAt: !238)
!251 = !DILocation(line: 44, column: 43, scope: !216, inlinedAt: !238)
!252 = !DILocation(line: 44, column: 40, scope: !216, inlinedAt: !238)
!253 = !DILocation(line: 44, column: 28, scope: !216, inlinedAt: !238)
!254 = !DILocation(line: 44, column: 32, scope: !216, inlinedAt: !238)
!255 = !DILocation(line: 44, column: 5, scope: !200, inlinedAt: !238)
!256 = distinct !{!256, !255, !257, !150}
!257 = !DILocation(line: 45, column: 78, scope: !200, inlinedAt: !238)
!258 = !DILocation(line: 46, column: 16, scope: !220, inlinedAt: !238)
!259 = !DILocation(line: 47, column: 5, scope: !195, inlinedAt: !238)
!260 = !DILocation(line: 0, scope: !195, inlinedAt: !261)
!261 = distinct !DILocation(line: 67, column: 5, scope: !87)
!262 = !DILocation(line: 43, column: 5, scope: !195, inlinedAt: !261)
!263 = !DILocation(line: 0, scope: !200, inlinedAt: !261)
!264 = !DILocation(line: 45, column: 18, scope: !216, inlinedAt: !261)
!265 = !DILocation(line: 45, column: 22, scope: !216, inlinedAt: !261)
!266 = !DILocation(line: 45, column: 9, scope: !216, inlinedAt: !261)
!267 = !DILocation(line: 46, column: 11, scope: !220, inlinedAt: !261)
!268 = !DILocation(line: 46, column: 9, scope: !195, inlinedAt: !261)
!269 = !DILocation(line: 45, column: 30, scope: !223, inlinedAt: !261)
!270 = !DILocation(line: 45, column: 72, scope: !223, inlinedAt: !261)
!271 = distinct !{!271, !266, !272, !150}
!272 = !DILocation(line: 45, column: 78, scope: !216, inlinedAt: !261)
!273 = !DILocation(line: 44, column: 46, scope: !216, inlinedAt: !261)
!274 = !DILocation(line: 44, column: 43, scope: !216, inlinedAt: !261)
!275 = !DILocation(line: 44, column: 40, scope: !216, inlinedAt: !261)
!276 = !DILocation(line: 44, column: 28, scope: !216, inlinedAt: !261)
!277 = !DILocation(line: 44, column: 32, scope: !216, inlinedAt: !261)
!278 = !DILocation(line: 44, column: 5, scope: !200, inlinedAt: !261)
!279 = distinct !{!279, !278, !280, !150}
!280 = !DILocation(line: 45, column: 78, scope: !200, inlinedAt: !261)
!281 = !DILocation(line: 46, column: 16, scope: !220, inlinedAt: !261)
!282 = !DILocation(line: 47, column: 5, scope: !195, inlinedAt: !261)
!283 = !DILocation(line: 68, column: 5, scope: !87)
!284 = !DILocation(line: 69, column: 5, scope: !87)
!285 = !DISubprogram(name: "malloc", scope: !286, file: !286, line: 553, type: !287, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!287 = !DISubroutineType(types: !288)
!288 = !{!289, !40}
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!290 = !DISubprogram(name: "printf", scope: !291, file: !291, line: 356, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!291 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!292 = !DISubroutineType(types: !293)
!293 = !{!32, !294, null}
!294 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !295)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!297 = !DILocation(line: 0, scope: !29)
!298 = !DILocation(line: 26, column: 11, scope: !299)
!299 = distinct !DILexicalBlock(scope: !29, file: !2, line: 26, column: 9)
!300 = !DILocation(line: 26, column: 9, scope: !29)
!301 = !DILocation(line: 0, scope: !64)
!302 = !DILocation(line: 28, column: 40, scope: !303)
!303 = distinct !DILexicalBlock(scope: !304, file: !2, line: 28, column: 38)
!304 = distinct !DILexicalBlock(scope: !64, file: !2, line: 28, column: 5)
!305 = !DILocation(line: 28, column: 51, scope: !303)
!306 = !DILocation(line: 28, column: 38, scope: !304)
!307 = !DILocation(line: 28, column: 42, scope: !303)
!308 = !DILocation(line: 28, column: 66, scope: !303)
!309 = !DILocation(line: 29, column: 20, scope: !29)
!310 = !DILocation(line: 31, column: 5, scope: !29)
!311 = !DILocation(line: 0, scope: !68)
!312 = !DILocation(line: 32, column: 5, scope: !68)
!313 = !DILocation(line: 31, column: 26, scope: !314)
!314 = distinct !DILexicalBlock(scope: !29, file: !2, line: 31, column: 22)
!315 = !DILocation(line: 31, column: 34, scope: !314)
!316 = !DILocation(line: 31, column: 12, scope: !29)
!317 = distinct !{!317, !310, !318, !150}
!318 = !DILocation(line: 31, column: 38, scope: !29)
!319 = !DILocalVariable(name: "m", arg: 3, scope: !320, file: !2, line: 19, type: !33)
!320 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 19, type: !321, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !323)
!321 = !DISubroutineType(types: !322)
!322 = !{!33, !33, !33, !33}
!323 = !{!324, !325, !319, !326}
!324 = !DILocalVariable(name: "b", arg: 1, scope: !320, file: !2, line: 19, type: !33)
!325 = !DILocalVariable(name: "e", arg: 2, scope: !320, file: !2, line: 19, type: !33)
!326 = !DILocalVariable(name: "r", scope: !320, file: !2, line: 20, type: !33)
!327 = !DILocation(line: 0, scope: !320, inlinedAt: !328)
!328 = distinct !DILocation(line: 33, column: 22, scope: !70)
!329 = !DILocation(line: 22, column: 5, scope: !320, inlinedAt: !328)
!330 = !DILocation(line: 33, column: 29, scope: !70)
!331 = !{!332, !332, i64 0}
!332 = !{!"long", !134, i64 0}
!333 = !DILocation(line: 21, column: 7, scope: !320, inlinedAt: !328)
!334 = !DILocation(line: 22, column: 23, scope: !335, inlinedAt: !328)
!335 = distinct !DILexicalBlock(scope: !336, file: !2, line: 22, column: 21)
!336 = distinct !DILexicalBlock(scope: !320, file: !2, line: 22, column: 15)
!337 = !DILocation(line: 22, column: 21, scope: !336, inlinedAt: !328)
!338 = !DILocation(line: 18, column: 80, scope: !339, inlinedAt: !344)
!339 = distinct !DISubprogram(name: "mulmod", scope: !2, file: !2, line: 18, type: !321, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !340)
!340 = !{!341, !342, !343}
!341 = !DILocalVariable(name: "a", arg: 1, scope: !339, file: !2, line: 18, type: !33)
!342 = !DILocalVariable(name: "b", arg: 2, scope: !339, file: !2, line: 18, type: !33)
!343 = !DILocalVariable(name: "m", arg: 3, scope: !339, file: !2, line: 18, type: !33)
!344 = distinct !DILocation(line: 22, column: 53, scope: !336, inlinedAt: !328)
!345 = !DILocation(line: 0, scope: !339, inlinedAt: !346)
!346 = distinct !DILocation(line: 22, column: 32, scope: !335, inlinedAt: !328)
!347 = !DILocation(line: 18, column: 80, scope: !339, inlinedAt: !346)
!348 = !DILocation(line: 18, column: 103, scope: !339, inlinedAt: !346)
!349 = !DILocation(line: 18, column: 101, scope: !339, inlinedAt: !346)
!350 = !DILocation(line: 18, column: 105, scope: !339, inlinedAt: !346)
!351 = !DILocation(line: 18, column: 69, scope: !339, inlinedAt: !346)
!352 = !DILocation(line: 22, column: 28, scope: !335, inlinedAt: !328)
!353 = !DILocation(line: 0, scope: !339, inlinedAt: !344)
!354 = !DILocation(line: 18, column: 101, scope: !339, inlinedAt: !344)
!355 = !DILocation(line: 18, column: 105, scope: !339, inlinedAt: !344)
!356 = !DILocation(line: 18, column: 69, scope: !339, inlinedAt: !344)
!357 = !DILocation(line: 22, column: 72, scope: !336, inlinedAt: !328)
!358 = distinct !{!358, !329, !359, !150}
!359 = !DILocation(line: 22, column: 79, scope: !320, inlinedAt: !328)
!360 = !DILocation(line: 0, scope: !70)
!361 = !DILocation(line: 34, column: 15, scope: !362)
!362 = distinct !DILexicalBlock(scope: !70, file: !2, line: 34, column: 13)
!363 = !DILocation(line: 34, column: 20, scope: !362)
!364 = !DILocation(line: 0, scope: !74)
!365 = !DILocation(line: 36, column: 9, scope: !74)
!366 = !DILocation(line: 36, column: 33, scope: !367)
!367 = distinct !DILexicalBlock(scope: !74, file: !2, line: 36, column: 9)
!368 = !DILocation(line: 36, column: 27, scope: !367)
!369 = distinct !{!369, !365, !370, !150}
!370 = !DILocation(line: 36, column: 97, scope: !74)
!371 = !DILocation(line: 0, scope: !339, inlinedAt: !372)
!372 = distinct !DILocation(line: 36, column: 43, scope: !373)
!373 = distinct !DILexicalBlock(scope: !367, file: !2, line: 36, column: 37)
!374 = !DILocation(line: 18, column: 80, scope: !339, inlinedAt: !372)
!375 = !DILocation(line: 18, column: 101, scope: !339, inlinedAt: !372)
!376 = !DILocation(line: 18, column: 105, scope: !339, inlinedAt: !372)
!377 = !DILocation(line: 18, column: 69, scope: !339, inlinedAt: !372)
!378 = !DILocation(line: 36, column: 66, scope: !379)
!379 = distinct !DILexicalBlock(scope: !373, file: !2, line: 36, column: 64)
!380 = !DILocation(line: 36, column: 64, scope: !373)
!381 = !DILocation(line: 32, column: 30, scope: !71)
!382 = !DILocation(line: 32, column: 23, scope: !71)
!383 = distinct !{!383, !312, !384, !150}
!384 = !DILocation(line: 38, column: 5, scope: !68)
!385 = !DILocation(line: 40, column: 1, scope: !29)
!386 = !DISubprogram(name: "free", scope: !286, file: !286, line: 568, type: !387, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DISubroutineType(types: !388)
!388 = !{null, !289}
