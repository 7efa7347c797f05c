; ModuleID = 'tests/programs/dynprog.c'
source_filename = "tests/programs/dynprog.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"lcs = %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [30 x i8] c"ACCGGTCGAGTGCGCGGAAGCCGGCCGAA\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [29 x i8] c"GTCGTTCGGAATGCCGTTGCTCTGTAAA\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"edit = %d %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [7 x i8] c"kitten\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !32
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [10 x i8] c"intention\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [10 x i8] c"execution\00", align 1, !dbg !44
@__const.main.w = private unnamed_addr constant [10 x i32] [i32 12, i32 7, i32 11, i32 8, i32 9, i32 5, i32 14, i32 3, i32 6, i32 10], align 4
@__const.main.v = private unnamed_addr constant [10 x i32] [i32 24, i32 13, i32 23, i32 15, i32 16, i32 9, i32 30, i32 4, i32 11, i32 19], align 4
@.str.10 = private unnamed_addr constant [18 x i8] c"knapsack = %d %d\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [10 x i8] c"lis = %d\0A\00", align 1, !dbg !51
@__const.main.dims = private unnamed_addr constant [9 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 40, i32 12], align 4
@.str.12 = private unnamed_addr constant [21 x i8] c"matrix chain = %lld\0A\00", align 1, !dbg !53
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 4
@.str.13 = private unnamed_addr constant [38 x i8] c"coin ways(200) = %lld, (1000) = %lld\0A\00", align 1, !dbg !58

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !83 {
  %1 = alloca [16 x [16 x i64]], align 8, !DIAssignID !104
    #dbg_assign(i1 undef, !87, !DIExpression(), !105, ptr @__const.main.w, !DIExpression(), !106)
    #dbg_assign(i1 undef, !89, !DIExpression(), !107, ptr @__const.main.v, !DIExpression(), !106)
  %2 = alloca [200 x i32], align 4, !DIAssignID !108
    #dbg_assign(i1 undef, !90, !DIExpression(), !108, ptr %2, !DIExpression(), !106)
    #dbg_assign(i1 undef, !98, !DIExpression(), !109, ptr @__const.main.dims, !DIExpression(), !106)
    #dbg_assign(i1 undef, !102, !DIExpression(), !110, ptr @__const.main.coins, !DIExpression(), !106)
    #dbg_value(ptr @.str.1, !111, !DIExpression(), !136)
    #dbg_value(ptr @.str.2, !118, !DIExpression(), !136)
    #dbg_value(i64 29, !119, !DIExpression(), !136)
    #dbg_value(i64 28, !120, !DIExpression(), !136)
  %3 = tail call noalias dereferenceable_or_null(3480) ptr @calloc(i64 noundef 870, i64 noundef 4) #10, !dbg !138
    #dbg_value(ptr %3, !121, !DIExpression(), !136)
    #dbg_value(i64 1, !123, !DIExpression(), !139)
  %4 = getelementptr i8, ptr %3, i64 -4, !dbg !140
    #dbg_value(i64 1, !123, !DIExpression(), !139)
  br label %5, !dbg !141

5:                                                ; preds = %15, %0
  %6 = phi i64 [ 1, %0 ], [ %16, %15 ]
    #dbg_value(i64 %6, !123, !DIExpression(), !139)
  %7 = mul nuw nsw i64 %6, 116
  %8 = getelementptr i8, ptr %3, i64 %7
  %9 = add nsw i64 %6, -1
  %10 = getelementptr inbounds i8, ptr @.str.1, i64 %9
  %11 = load i8, ptr %10, align 1, !tbaa !142
    #dbg_value(i64 1, !125, !DIExpression(), !145)
  %12 = mul nuw nsw i64 %9, 116
  %13 = getelementptr i8, ptr %3, i64 %12
  %14 = getelementptr i8, ptr %4, i64 %12, !dbg !146
  br label %18, !dbg !146

15:                                               ; preds = %34
  %16 = add nuw nsw i64 %6, 1, !dbg !147
    #dbg_value(i64 %16, !123, !DIExpression(), !139)
  %17 = icmp eq i64 %16, 30, !dbg !148
  br i1 %17, label %38, label %5, !dbg !141, !llvm.loop !149

18:                                               ; preds = %34, %5
  %19 = phi i64 [ 1, %5 ], [ %36, %34 ]
    #dbg_value(i64 %19, !125, !DIExpression(), !145)
  %20 = getelementptr i32, ptr %8, i64 %19, !dbg !152
    #dbg_value(ptr %20, !128, !DIExpression(), !153)
  %21 = getelementptr i8, ptr getelementptr (i8, ptr @.str.2, i64 -1), i64 %19, !dbg !154
  %22 = load i8, ptr %21, align 1, !dbg !154, !tbaa !142
  %23 = icmp eq i8 %11, %22, !dbg !155
  br i1 %23, label %24, label %28, !dbg !156

24:                                               ; preds = %18
  %25 = getelementptr i32, ptr %14, i64 %19, !dbg !157
  %26 = load i32, ptr %25, align 4, !dbg !157, !tbaa !158
  %27 = add nsw i32 %26, 1, !dbg !160
  br label %34, !dbg !161

28:                                               ; preds = %18
  %29 = getelementptr i32, ptr %13, i64 %19, !dbg !162
  %30 = load i32, ptr %29, align 4, !dbg !162, !tbaa !158
    #dbg_value(i32 %30, !131, !DIExpression(), !163)
  %31 = getelementptr i8, ptr %20, i64 -4, !dbg !164
  %32 = load i32, ptr %31, align 4, !dbg !164, !tbaa !158
    #dbg_value(i32 %32, !134, !DIExpression(), !163)
  %33 = tail call i32 @llvm.smax.i32(i32 %30, i32 %32), !dbg !165
  br label %34

34:                                               ; preds = %28, %24
  %35 = phi i32 [ %33, %28 ], [ %27, %24 ], !dbg !166
  store i32 %35, ptr %20, align 4, !dbg !166, !tbaa !158
  %36 = add nuw nsw i64 %19, 1, !dbg !167
    #dbg_value(i64 %36, !125, !DIExpression(), !145)
  %37 = icmp eq i64 %36, 29, !dbg !168
  br i1 %37, label %15, label %18, !dbg !146, !llvm.loop !169

38:                                               ; preds = %15
  %39 = getelementptr inbounds i8, ptr %3, i64 3476, !dbg !171
  %40 = load i32, ptr %39, align 4, !dbg !171, !tbaa !158
    #dbg_value(i32 %40, !135, !DIExpression(), !136)
  tail call void @free(ptr noundef nonnull %3) #11, !dbg !172
  %41 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %40), !dbg !173
  %42 = tail call fastcc signext i32 @edit_distance(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5), !dbg !174
  %43 = tail call fastcc signext i32 @edit_distance(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7), !dbg !175
  %44 = tail call fastcc signext i32 @edit_distance(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9), !dbg !176
  %45 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %42, i32 noundef signext %43, i32 noundef signext %44), !dbg !177
    #dbg_assign(i1 undef, !87, !DIExpression(), !178, ptr @__const.main.w, !DIExpression(), !106)
    #dbg_assign(i1 undef, !89, !DIExpression(), !179, ptr @__const.main.v, !DIExpression(), !106)
    #dbg_value(ptr @__const.main.w, !180, !DIExpression(), !197)
    #dbg_value(ptr @__const.main.v, !187, !DIExpression(), !197)
    #dbg_value(i32 10, !188, !DIExpression(), !197)
    #dbg_value(i32 26, !189, !DIExpression(), !197)
  %46 = tail call noalias dereferenceable_or_null(108) ptr @calloc(i64 noundef 27, i64 noundef 4) #10, !dbg !199
    #dbg_value(ptr %46, !190, !DIExpression(), !197)
    #dbg_value(i32 0, !191, !DIExpression(), !200)
  br label %47, !dbg !201

47:                                               ; preds = %56, %38
  %48 = phi i64 [ 0, %38 ], [ %57, %56 ]
    #dbg_value(i64 %48, !191, !DIExpression(), !200)
  %49 = getelementptr inbounds i32, ptr @__const.main.w, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !158
    #dbg_value(i32 26, !193, !DIExpression(), !202)
  %51 = icmp sgt i32 %50, 26, !dbg !203
  br i1 %51, label %56, label %52, !dbg !205

52:                                               ; preds = %47
  %53 = getelementptr inbounds i32, ptr @__const.main.v, i64 %48
  %54 = load i32, ptr %53, align 4, !tbaa !158
  %55 = sext i32 %50 to i64, !dbg !205
  br label %59, !dbg !205

56:                                               ; preds = %69, %47
  %57 = add nuw nsw i64 %48, 1, !dbg !206
    #dbg_value(i64 %57, !191, !DIExpression(), !200)
  %58 = icmp eq i64 %57, 10, !dbg !207
  br i1 %58, label %72, label %47, !dbg !201, !llvm.loop !208

59:                                               ; preds = %69, %52
  %60 = phi i64 [ 26, %52 ], [ %70, %69 ]
    #dbg_value(i64 %60, !193, !DIExpression(), !202)
  %61 = sub nsw i64 %60, %55, !dbg !210
  %62 = getelementptr inbounds i32, ptr %46, i64 %61, !dbg !212
  %63 = load i32, ptr %62, align 4, !dbg !212, !tbaa !158
  %64 = add nsw i32 %63, %54, !dbg !213
  %65 = getelementptr inbounds i32, ptr %46, i64 %60, !dbg !214
  %66 = load i32, ptr %65, align 4, !dbg !214, !tbaa !158
  %67 = icmp sgt i32 %64, %66, !dbg !215
  br i1 %67, label %68, label %69, !dbg !216

68:                                               ; preds = %59
  store i32 %64, ptr %65, align 4, !dbg !217, !tbaa !158
  br label %69, !dbg !218

69:                                               ; preds = %68, %59
  %70 = add nsw i64 %60, -1, !dbg !219
    #dbg_value(i64 %70, !193, !DIExpression(), !202)
  %71 = icmp sgt i64 %60, %55, !dbg !203
  br i1 %71, label %59, label %56, !dbg !205, !llvm.loop !220

72:                                               ; preds = %56
  %73 = getelementptr inbounds i8, ptr %46, i64 104, !dbg !222
  %74 = load i32, ptr %73, align 4, !dbg !222, !tbaa !158
    #dbg_value(i32 %74, !196, !DIExpression(), !197)
  tail call void @free(ptr noundef %46) #11, !dbg !223
    #dbg_value(ptr @__const.main.w, !180, !DIExpression(), !224)
    #dbg_value(ptr @__const.main.v, !187, !DIExpression(), !224)
    #dbg_value(i32 10, !188, !DIExpression(), !224)
    #dbg_value(i32 50, !189, !DIExpression(), !224)
  %75 = tail call noalias dereferenceable_or_null(204) ptr @calloc(i64 noundef 51, i64 noundef 4) #10, !dbg !226
    #dbg_value(ptr %75, !190, !DIExpression(), !224)
    #dbg_value(i32 0, !191, !DIExpression(), !227)
  br label %76, !dbg !228

76:                                               ; preds = %85, %72
  %77 = phi i64 [ 0, %72 ], [ %86, %85 ]
    #dbg_value(i64 %77, !191, !DIExpression(), !227)
  %78 = getelementptr inbounds i32, ptr @__const.main.w, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !158
    #dbg_value(i32 50, !193, !DIExpression(), !229)
  %80 = icmp sgt i32 %79, 50, !dbg !230
  br i1 %80, label %85, label %81, !dbg !231

81:                                               ; preds = %76
  %82 = getelementptr inbounds i32, ptr @__const.main.v, i64 %77
  %83 = load i32, ptr %82, align 4, !tbaa !158
  %84 = sext i32 %79 to i64, !dbg !231
  br label %88, !dbg !231

85:                                               ; preds = %98, %76
  %86 = add nuw nsw i64 %77, 1, !dbg !232
    #dbg_value(i64 %86, !191, !DIExpression(), !227)
  %87 = icmp eq i64 %86, 10, !dbg !233
  br i1 %87, label %101, label %76, !dbg !228, !llvm.loop !234

88:                                               ; preds = %98, %81
  %89 = phi i64 [ 50, %81 ], [ %99, %98 ]
    #dbg_value(i64 %89, !193, !DIExpression(), !229)
  %90 = sub nsw i64 %89, %84, !dbg !236
  %91 = getelementptr inbounds i32, ptr %75, i64 %90, !dbg !237
  %92 = load i32, ptr %91, align 4, !dbg !237, !tbaa !158
  %93 = add nsw i32 %92, %83, !dbg !238
  %94 = getelementptr inbounds i32, ptr %75, i64 %89, !dbg !239
  %95 = load i32, ptr %94, align 4, !dbg !239, !tbaa !158
  %96 = icmp sgt i32 %93, %95, !dbg !240
  br i1 %96, label %97, label %98, !dbg !241

97:                                               ; preds = %88
  store i32 %93, ptr %94, align 4, !dbg !242, !tbaa !158
  br label %98, !dbg !243

98:                                               ; preds = %97, %88
  %99 = add nsw i64 %89, -1, !dbg !244
    #dbg_value(i64 %99, !193, !DIExpression(), !229)
  %100 = icmp sgt i64 %89, %84, !dbg !230
  br i1 %100, label %88, label %85, !dbg !231, !llvm.loop !245

101:                                              ; preds = %85
  %102 = getelementptr inbounds i8, ptr %75, i64 200, !dbg !247
  %103 = load i32, ptr %102, align 4, !dbg !247, !tbaa !158
    #dbg_value(i32 %103, !196, !DIExpression(), !224)
  tail call void @free(ptr noundef %75) #11, !dbg !248
  %104 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext %74, i32 noundef signext %103), !dbg !249
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #11, !dbg !250
    #dbg_value(i32 1, !94, !DIExpression(), !106)
    #dbg_value(i32 0, !96, !DIExpression(), !251)
  br label %188, !dbg !252

105:                                              ; preds = %188
    #dbg_value(ptr %2, !253, !DIExpression(), !269)
    #dbg_value(i32 200, !258, !DIExpression(), !269)
  %106 = tail call noalias dereferenceable_or_null(800) ptr @malloc(i64 noundef 800) #12, !dbg !271
    #dbg_value(ptr %106, !259, !DIExpression(), !269)
    #dbg_value(i32 0, !260, !DIExpression(), !269)
    #dbg_value(i32 0, !261, !DIExpression(), !272)
  br label %107, !dbg !273

107:                                              ; preds = %126, %105
  %108 = phi i64 [ 0, %105 ], [ %133, %126 ]
  %109 = phi i32 [ 0, %105 ], [ %132, %126 ]
    #dbg_value(i32 %109, !260, !DIExpression(), !269)
    #dbg_value(i64 %108, !261, !DIExpression(), !272)
    #dbg_value(i32 %109, !266, !DIExpression(), !274)
    #dbg_value(i32 0, !263, !DIExpression(), !274)
  %110 = icmp eq i32 %109, 0, !dbg !275
  %111 = getelementptr inbounds i32, ptr %2, i64 %108
  %112 = load i32, ptr %111, align 4, !tbaa !158
  br i1 %110, label %126, label %113, !dbg !276

113:                                              ; preds = %107, %113
  %114 = phi i32 [ %124, %113 ], [ %109, %107 ]
  %115 = phi i32 [ %123, %113 ], [ 0, %107 ]
    #dbg_value(i32 %114, !266, !DIExpression(), !274)
    #dbg_value(i32 %115, !263, !DIExpression(), !274)
  %116 = add nsw i32 %115, %114, !dbg !277
  %117 = sdiv i32 %116, 2, !dbg !278
    #dbg_value(i32 %117, !267, !DIExpression(), !279)
  %118 = sext i32 %117 to i64, !dbg !280
  %119 = getelementptr inbounds i32, ptr %106, i64 %118, !dbg !280
  %120 = load i32, ptr %119, align 4, !dbg !280, !tbaa !158
  %121 = icmp slt i32 %120, %112, !dbg !282
  %122 = add nsw i32 %117, 1, !dbg !283
  %123 = select i1 %121, i32 %122, i32 %115, !dbg !283
  %124 = select i1 %121, i32 %114, i32 %117, !dbg !283
    #dbg_value(i32 %124, !266, !DIExpression(), !274)
    #dbg_value(i32 %123, !263, !DIExpression(), !274)
  %125 = icmp slt i32 %123, %124, !dbg !275
  br i1 %125, label %113, label %126, !dbg !276, !llvm.loop !284

126:                                              ; preds = %113, %107
  %127 = phi i32 [ 0, %107 ], [ %123, %113 ], !dbg !274
  %128 = sext i32 %127 to i64, !dbg !286
  %129 = getelementptr inbounds i32, ptr %106, i64 %128, !dbg !286
  store i32 %112, ptr %129, align 4, !dbg !287, !tbaa !158
  %130 = icmp eq i32 %127, %109, !dbg !288
  %131 = zext i1 %130 to i32, !dbg !290
  %132 = add nuw nsw i32 %109, %131, !dbg !290
    #dbg_value(i32 %132, !260, !DIExpression(), !269)
  %133 = add nuw nsw i64 %108, 1, !dbg !291
    #dbg_value(i64 %133, !261, !DIExpression(), !272)
  %134 = icmp eq i64 %133, 200, !dbg !292
  br i1 %134, label %135, label %107, !dbg !273, !llvm.loop !293

135:                                              ; preds = %126
  tail call void @free(ptr noundef nonnull %106) #11, !dbg !295
  %136 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %132), !dbg !296
    #dbg_assign(i1 undef, !98, !DIExpression(), !297, ptr @__const.main.dims, !DIExpression(), !106)
    #dbg_assign(i1 undef, !298, !DIExpression(), !104, ptr %1, !DIExpression(), !321)
    #dbg_value(ptr @__const.main.dims, !303, !DIExpression(), !321)
    #dbg_value(i32 8, !304, !DIExpression(), !321)
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #11, !dbg !323
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2048) %1, i8 0, i64 2048, i1 false), !dbg !324, !DIAssignID !325
    #dbg_assign(i8 0, !298, !DIExpression(), !325, ptr %1, !DIExpression(), !321)
    #dbg_value(i32 2, !305, !DIExpression(), !326)
  br label %137, !dbg !327

137:                                              ; preds = %141, %135
  %138 = phi i64 [ 2, %135 ], [ %142, %141 ]
  %139 = phi i64 [ 7, %135 ], [ %144, %141 ]
  %140 = phi i64 [ 1, %135 ], [ %143, %141 ]
    #dbg_value(i64 %138, !305, !DIExpression(), !326)
    #dbg_value(i32 0, !307, !DIExpression(), !328)
  br label %146, !dbg !329

141:                                              ; preds = %159
  %142 = add nuw nsw i64 %138, 1, !dbg !330
    #dbg_value(i64 %142, !305, !DIExpression(), !326)
  %143 = add nuw nsw i64 %140, 1, !dbg !327
  %144 = add nsw i64 %139, -1, !dbg !327
  %145 = icmp eq i64 %142, 9, !dbg !331
  br i1 %145, label %181, label %137, !dbg !327, !llvm.loop !332

146:                                              ; preds = %159, %137
  %147 = phi i64 [ %140, %137 ], [ %161, %159 ]
  %148 = phi i64 [ 0, %137 ], [ %160, %159 ]
  %149 = add nuw nsw i64 %148, %138, !dbg !334
  %150 = add nsw i64 %149, -1, !dbg !334
    #dbg_value(i64 %148, !307, !DIExpression(), !328)
    #dbg_value(i64 %150, !310, !DIExpression(), !335)
  %151 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %148, i64 %150, !dbg !336
    #dbg_value(i64 %148, !313, !DIExpression(), !337)
  store i64 -1, ptr %151, align 8, !dbg !335
  %152 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %148
  %153 = load i32, ptr %152, align 4, !tbaa !158
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %149
  %156 = load i32, ptr %155, align 4, !tbaa !158
  %157 = sext i32 %156 to i64
  %158 = mul nsw i64 %157, %154, !dbg !338
  br label %163, !dbg !338

159:                                              ; preds = %163
  %160 = add nuw nsw i64 %148, 1, !dbg !339
    #dbg_value(i64 %160, !307, !DIExpression(), !328)
  %161 = add nuw nsw i64 %147, 1, !dbg !329
  %162 = icmp eq i64 %160, %139, !dbg !340
  br i1 %162, label %141, label %146, !dbg !329, !llvm.loop !341

163:                                              ; preds = %163, %146
  %164 = phi i64 [ %148, %146 ], [ %168, %163 ]
  %165 = phi i64 [ -1, %146 ], [ %179, %163 ]
    #dbg_value(i64 %164, !313, !DIExpression(), !337)
  %166 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %148, i64 %164, !dbg !343
  %167 = load i64, ptr %166, align 8, !dbg !343, !tbaa !344
  %168 = add nuw nsw i64 %164, 1, !dbg !346
  %169 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %168, i64 %150, !dbg !347
  %170 = load i64, ptr %169, align 8, !dbg !347, !tbaa !344
  %171 = add nsw i64 %170, %167, !dbg !348
  %172 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %168, !dbg !349
  %173 = load i32, ptr %172, align 4, !dbg !349, !tbaa !158
  %174 = sext i32 %173 to i64, !dbg !349
  %175 = mul i64 %158, %174
  %176 = add nsw i64 %171, %175, !dbg !350
    #dbg_value(i64 %176, !315, !DIExpression(), !351)
  %177 = icmp slt i64 %165, 0, !dbg !352
  %178 = tail call i64 @llvm.smin.i64(i64 %176, i64 %165), !dbg !354
  %179 = select i1 %177, i64 %176, i64 %178, !dbg !354
    #dbg_value(i64 %168, !313, !DIExpression(), !337)
  store i64 %179, ptr %151, align 8, !dbg !335
  %180 = icmp eq i64 %168, %147, !dbg !355
  br i1 %180, label %159, label %163, !dbg !338, !llvm.loop !356

181:                                              ; preds = %141
  %182 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !358
  %183 = load i64, ptr %182, align 8, !dbg !358, !tbaa !344
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #11, !dbg !359
  %184 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %183), !dbg !360
    #dbg_assign(i1 undef, !102, !DIExpression(), !361, ptr @__const.main.coins, !DIExpression(), !106)
  %185 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef signext 200), !dbg !362
  %186 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef signext 1000), !dbg !363
  %187 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %185, i64 noundef %186), !dbg !364
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #11, !dbg !365
  ret i32 0, !dbg !366

188:                                              ; preds = %101, %188
  %189 = phi i64 [ 0, %101 ], [ %198, %188 ]
  %190 = phi i32 [ 1, %101 ], [ %192, %188 ]
    #dbg_value(i64 %189, !96, !DIExpression(), !251)
    #dbg_value(i32 %190, !94, !DIExpression(), !106)
  %191 = mul i32 %190, 1103515245, !dbg !367
  %192 = add i32 %191, 12345, !dbg !370
    #dbg_value(i32 %192, !94, !DIExpression(), !106)
  %193 = lshr i32 %192, 16, !dbg !371
  %194 = trunc nuw i32 %193 to i16, !dbg !372
  %195 = urem i16 %194, 1000, !dbg !372
  %196 = zext nneg i16 %195 to i32, !dbg !372
  %197 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %189, !dbg !373
  store i32 %196, ptr %197, align 4, !dbg !374, !tbaa !158
  %198 = add nuw nsw i64 %189, 1, !dbg !375
    #dbg_value(i64 %198, !96, !DIExpression(), !251)
  %199 = icmp eq i64 %198, 200, !dbg !376
  br i1 %199, label %105, label %188, !dbg !252, !llvm.loop !377
}

; Function Attrs: nofree nounwind
declare !dbg !379 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc signext i32 @edit_distance(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 !dbg !384 {
    #dbg_value(ptr %0, !386, !DIExpression(), !407)
    #dbg_value(ptr %1, !387, !DIExpression(), !407)
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #13, !dbg !408
    #dbg_value(i64 %3, !388, !DIExpression(), !407)
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #13, !dbg !409
    #dbg_value(i64 %4, !389, !DIExpression(), !407)
  %5 = shl i64 %4, 2, !dbg !410
  %6 = add i64 %5, 4, !dbg !410
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #12, !dbg !411
    #dbg_value(ptr %7, !390, !DIExpression(), !407)
  %8 = tail call noalias ptr @malloc(i64 noundef %6) #12, !dbg !412
    #dbg_value(ptr %8, !391, !DIExpression(), !407)
    #dbg_value(i64 0, !392, !DIExpression(), !413)
  %9 = add i64 %4, 1, !dbg !414
  %10 = tail call i64 @llvm.umax.i64(i64 %9, i64 1), !dbg !414
  br label %20, !dbg !414

11:                                               ; preds = %20
  %12 = getelementptr i8, ptr %0, i64 -1, !dbg !415
    #dbg_value(ptr %7, !390, !DIExpression(), !407)
    #dbg_value(ptr %8, !391, !DIExpression(), !407)
    #dbg_value(i64 1, !394, !DIExpression(), !416)
  %13 = icmp eq i64 %3, 0, !dbg !417
  br i1 %13, label %26, label %14, !dbg !415

14:                                               ; preds = %11
  %15 = icmp eq i64 %4, 0
  %16 = tail call i64 @llvm.umax.i64(i64 %9, i64 2), !dbg !415
  %17 = add i64 %3, 1, !dbg !415
  %18 = tail call i64 @llvm.umax.i64(i64 %17, i64 2), !dbg !415
  %19 = getelementptr i8, ptr %1, i64 -1
  br label %31, !dbg !415

20:                                               ; preds = %2, %20
  %21 = phi i64 [ 0, %2 ], [ %24, %20 ]
    #dbg_value(i64 %21, !392, !DIExpression(), !413)
  %22 = trunc i64 %21 to i32, !dbg !418
  %23 = getelementptr inbounds i32, ptr %7, i64 %21, !dbg !420
  store i32 %22, ptr %23, align 4, !dbg !421, !tbaa !158
  %24 = add nuw i64 %21, 1, !dbg !422
    #dbg_value(i64 %24, !392, !DIExpression(), !413)
  %25 = icmp eq i64 %24, %10, !dbg !423
  br i1 %25, label %11, label %20, !dbg !414, !llvm.loop !424

26:                                               ; preds = %39, %11
  %27 = phi ptr [ %8, %11 ], [ %32, %39 ], !dbg !407
  %28 = phi ptr [ %7, %11 ], [ %33, %39 ], !dbg !407
  %29 = getelementptr inbounds i32, ptr %28, i64 %4, !dbg !426
  %30 = load i32, ptr %29, align 4, !dbg !426, !tbaa !158
    #dbg_value(i32 %30, !406, !DIExpression(), !407)
  tail call void @free(ptr noundef nonnull %28) #11, !dbg !427
  tail call void @free(ptr noundef %27) #11, !dbg !428
  ret i32 %30, !dbg !429

31:                                               ; preds = %14, %39
  %32 = phi ptr [ %7, %14 ], [ %33, %39 ]
  %33 = phi ptr [ %8, %14 ], [ %32, %39 ]
  %34 = phi i64 [ 1, %14 ], [ %40, %39 ]
    #dbg_value(ptr %32, !390, !DIExpression(), !407)
    #dbg_value(ptr %33, !391, !DIExpression(), !407)
    #dbg_value(i64 %34, !394, !DIExpression(), !416)
  %35 = trunc i64 %34 to i32, !dbg !430
  store i32 %35, ptr %33, align 4, !dbg !431, !tbaa !158
    #dbg_value(i64 1, !396, !DIExpression(), !432)
  br i1 %15, label %39, label %36, !dbg !433

36:                                               ; preds = %31
  %37 = getelementptr i8, ptr %12, i64 %34
  %38 = load i32, ptr %32, align 4, !dbg !434, !tbaa !158
  br label %42, !dbg !433

39:                                               ; preds = %42, %31
    #dbg_value(ptr %32, !405, !DIExpression(), !435)
    #dbg_value(ptr %33, !390, !DIExpression(), !407)
    #dbg_value(ptr %32, !391, !DIExpression(), !407)
  %40 = add nuw i64 %34, 1, !dbg !436
    #dbg_value(i64 %40, !394, !DIExpression(), !416)
  %41 = icmp eq i64 %40, %18, !dbg !417
  br i1 %41, label %26, label %31, !dbg !415, !llvm.loop !437

42:                                               ; preds = %36, %42
  %43 = phi i32 [ %35, %36 ], [ %58, %42 ], !dbg !439
  %44 = phi i32 [ %38, %36 ], [ %53, %42 ], !dbg !434
  %45 = phi i64 [ 1, %36 ], [ %60, %42 ]
    #dbg_value(i64 %45, !396, !DIExpression(), !432)
  %46 = load i8, ptr %37, align 1, !dbg !440, !tbaa !142
  %47 = getelementptr i8, ptr %19, i64 %45, !dbg !441
  %48 = load i8, ptr %47, align 1, !dbg !441, !tbaa !142
  %49 = icmp ne i8 %46, %48, !dbg !442
  %50 = zext i1 %49 to i32, !dbg !442
  %51 = add nsw i32 %44, %50, !dbg !443
    #dbg_value(i32 %51, !400, !DIExpression(), !444)
  %52 = getelementptr inbounds i32, ptr %32, i64 %45, !dbg !445
  %53 = load i32, ptr %52, align 4, !dbg !445, !tbaa !158
    #dbg_value(i32 %53, !403, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !444)
  %54 = add nsw i32 %43, 1, !dbg !446
    #dbg_value(i32 %54, !404, !DIExpression(), !444)
  %55 = icmp sgt i32 %51, %53, !dbg !447
  %56 = add nsw i32 %53, 1, !dbg !448
  %57 = select i1 %55, i32 %56, i32 %51, !dbg !448
  %58 = tail call i32 @llvm.smin.i32(i32 %57, i32 %54), !dbg !449
  %59 = getelementptr inbounds i32, ptr %33, i64 %45, !dbg !450
  store i32 %58, ptr %59, align 4, !dbg !451, !tbaa !158
  %60 = add nuw i64 %45, 1, !dbg !452
    #dbg_value(i64 %60, !396, !DIExpression(), !432)
  %61 = icmp eq i64 %60, %16, !dbg !453
  br i1 %61, label %39, label %42, !dbg !433, !llvm.loop !454
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal fastcc i64 @coin_ways(ptr nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #3 !dbg !456 {
    #dbg_value(ptr %0, !460, !DIExpression(), !471)
    #dbg_value(i32 8, !461, !DIExpression(), !471)
    #dbg_value(i32 %1, !462, !DIExpression(), !471)
  %3 = zext nneg i32 %1 to i64, !dbg !472
  %4 = add nuw nsw i64 %3, 1, !dbg !473
  %5 = tail call noalias ptr @calloc(i64 noundef %4, i64 noundef 8) #10, !dbg !474
    #dbg_value(ptr %5, !463, !DIExpression(), !471)
  store i64 1, ptr %5, align 8, !dbg !475, !tbaa !344
    #dbg_value(i32 0, !465, !DIExpression(), !476)
  %6 = add i32 %1, 1, !dbg !477
    #dbg_value(i64 0, !465, !DIExpression(), !476)
  %7 = load i32, ptr %0, align 4, !dbg !478, !tbaa !158
    #dbg_value(i32 %7, !467, !DIExpression(), !479)
  %8 = icmp sgt i32 %7, %1, !dbg !480
  br i1 %8, label %11, label %9, !dbg !482

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64, !dbg !482
  br label %133, !dbg !482

11:                                               ; preds = %133, %2
    #dbg_value(i64 1, !465, !DIExpression(), !476)
  %12 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !478
  %13 = load i32, ptr %12, align 4, !dbg !478, !tbaa !158
    #dbg_value(i32 %13, !467, !DIExpression(), !479)
  %14 = icmp sgt i32 %13, %1, !dbg !480
  br i1 %14, label %28, label %15, !dbg !482

15:                                               ; preds = %11
  %16 = sext i32 %13 to i64, !dbg !482
  br label %17, !dbg !482

17:                                               ; preds = %17, %15
  %18 = phi i64 [ %16, %15 ], [ %25, %17 ]
    #dbg_value(i64 %18, !467, !DIExpression(), !479)
  %19 = sub nsw i64 %18, %16, !dbg !483
  %20 = getelementptr inbounds i64, ptr %5, i64 %19, !dbg !484
  %21 = load i64, ptr %20, align 8, !dbg !484, !tbaa !344
  %22 = getelementptr inbounds i64, ptr %5, i64 %18, !dbg !485
  %23 = load i64, ptr %22, align 8, !dbg !486, !tbaa !344
  %24 = add nsw i64 %23, %21, !dbg !486
  store i64 %24, ptr %22, align 8, !dbg !486, !tbaa !344
  %25 = add nsw i64 %18, 1, !dbg !487
    #dbg_value(i64 %25, !467, !DIExpression(), !479)
  %26 = trunc i64 %25 to i32, !dbg !480
  %27 = icmp eq i32 %6, %26, !dbg !480
  br i1 %27, label %28, label %17, !dbg !482, !llvm.loop !488

28:                                               ; preds = %17, %11
    #dbg_value(i64 2, !465, !DIExpression(), !476)
  %29 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !478
  %30 = load i32, ptr %29, align 4, !dbg !478, !tbaa !158
    #dbg_value(i32 %30, !467, !DIExpression(), !479)
  %31 = icmp sgt i32 %30, %1, !dbg !480
  br i1 %31, label %45, label %32, !dbg !482

32:                                               ; preds = %28
  %33 = sext i32 %30 to i64, !dbg !482
  br label %34, !dbg !482

34:                                               ; preds = %34, %32
  %35 = phi i64 [ %33, %32 ], [ %42, %34 ]
    #dbg_value(i64 %35, !467, !DIExpression(), !479)
  %36 = sub nsw i64 %35, %33, !dbg !483
  %37 = getelementptr inbounds i64, ptr %5, i64 %36, !dbg !484
  %38 = load i64, ptr %37, align 8, !dbg !484, !tbaa !344
  %39 = getelementptr inbounds i64, ptr %5, i64 %35, !dbg !485
  %40 = load i64, ptr %39, align 8, !dbg !486, !tbaa !344
  %41 = add nsw i64 %40, %38, !dbg !486
  store i64 %41, ptr %39, align 8, !dbg !486, !tbaa !344
  %42 = add nsw i64 %35, 1, !dbg !487
    #dbg_value(i64 %42, !467, !DIExpression(), !479)
  %43 = trunc i64 %42 to i32, !dbg !480
  %44 = icmp eq i32 %6, %43, !dbg !480
  br i1 %44, label %45, label %34, !dbg !482, !llvm.loop !488

45:                                               ; preds = %34, %28
    #dbg_value(i64 3, !465, !DIExpression(), !476)
  %46 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !478
  %47 = load i32, ptr %46, align 4, !dbg !478, !tbaa !158
    #dbg_value(i32 %47, !467, !DIExpression(), !479)
  %48 = icmp sgt i32 %47, %1, !dbg !480
  br i1 %48, label %62, label %49, !dbg !482

49:                                               ; preds = %45
  %50 = sext i32 %47 to i64, !dbg !482
  br label %51, !dbg !482

51:                                               ; preds = %51, %49
  %52 = phi i64 [ %50, %49 ], [ %59, %51 ]
    #dbg_value(i64 %52, !467, !DIExpression(), !479)
  %53 = sub nsw i64 %52, %50, !dbg !483
  %54 = getelementptr inbounds i64, ptr %5, i64 %53, !dbg !484
  %55 = load i64, ptr %54, align 8, !dbg !484, !tbaa !344
  %56 = getelementptr inbounds i64, ptr %5, i64 %52, !dbg !485
  %57 = load i64, ptr %56, align 8, !dbg !486, !tbaa !344
  %58 = add nsw i64 %57, %55, !dbg !486
  store i64 %58, ptr %56, align 8, !dbg !486, !tbaa !344
  %59 = add nsw i64 %52, 1, !dbg !487
    #dbg_value(i64 %59, !467, !DIExpression(), !479)
  %60 = trunc i64 %59 to i32, !dbg !480
  %61 = icmp eq i32 %6, %60, !dbg !480
  br i1 %61, label %62, label %51, !dbg !482, !llvm.loop !488

62:                                               ; preds = %51, %45
    #dbg_value(i64 4, !465, !DIExpression(), !476)
  %63 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !478
  %64 = load i32, ptr %63, align 4, !dbg !478, !tbaa !158
    #dbg_value(i32 %64, !467, !DIExpression(), !479)
  %65 = icmp sgt i32 %64, %1, !dbg !480
  br i1 %65, label %79, label %66, !dbg !482

66:                                               ; preds = %62
  %67 = sext i32 %64 to i64, !dbg !482
  br label %68, !dbg !482

68:                                               ; preds = %68, %66
  %69 = phi i64 [ %67, %66 ], [ %76, %68 ]
    #dbg_value(i64 %69, !467, !DIExpression(), !479)
  %70 = sub nsw i64 %69, %67, !dbg !483
  %71 = getelementptr inbounds i64, ptr %5, i64 %70, !dbg !484
  %72 = load i64, ptr %71, align 8, !dbg !484, !tbaa !344
  %73 = getelementptr inbounds i64, ptr %5, i64 %69, !dbg !485
  %74 = load i64, ptr %73, align 8, !dbg !486, !tbaa !344
  %75 = add nsw i64 %74, %72, !dbg !486
  store i64 %75, ptr %73, align 8, !dbg !486, !tbaa !344
  %76 = add nsw i64 %69, 1, !dbg !487
    #dbg_value(i64 %76, !467, !DIExpression(), !479)
  %77 = trunc i64 %76 to i32, !dbg !480
  %78 = icmp eq i32 %6, %77, !dbg !480
  br i1 %78, label %79, label %68, !dbg !482, !llvm.loop !488

79:                                               ; preds = %68, %62
    #dbg_value(i64 5, !465, !DIExpression(), !476)
  %80 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !478
  %81 = load i32, ptr %80, align 4, !dbg !478, !tbaa !158
    #dbg_value(i32 %81, !467, !DIExpression(), !479)
  %82 = icmp sgt i32 %81, %1, !dbg !480
  br i1 %82, label %96, label %83, !dbg !482

83:                                               ; preds = %79
  %84 = sext i32 %81 to i64, !dbg !482
  br label %85, !dbg !482

85:                                               ; preds = %85, %83
  %86 = phi i64 [ %84, %83 ], [ %93, %85 ]
    #dbg_value(i64 %86, !467, !DIExpression(), !479)
  %87 = sub nsw i64 %86, %84, !dbg !483
  %88 = getelementptr inbounds i64, ptr %5, i64 %87, !dbg !484
  %89 = load i64, ptr %88, align 8, !dbg !484, !tbaa !344
  %90 = getelementptr inbounds i64, ptr %5, i64 %86, !dbg !485
  %91 = load i64, ptr %90, align 8, !dbg !486, !tbaa !344
  %92 = add nsw i64 %91, %89, !dbg !486
  store i64 %92, ptr %90, align 8, !dbg !486, !tbaa !344
  %93 = add nsw i64 %86, 1, !dbg !487
    #dbg_value(i64 %93, !467, !DIExpression(), !479)
  %94 = trunc i64 %93 to i32, !dbg !480
  %95 = icmp eq i32 %6, %94, !dbg !480
  br i1 %95, label %96, label %85, !dbg !482, !llvm.loop !488

96:                                               ; preds = %85, %79
    #dbg_value(i64 6, !465, !DIExpression(), !476)
  %97 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !478
  %98 = load i32, ptr %97, align 4, !dbg !478, !tbaa !158
    #dbg_value(i32 %98, !467, !DIExpression(), !479)
  %99 = icmp sgt i32 %98, %1, !dbg !480
  br i1 %99, label %113, label %100, !dbg !482

100:                                              ; preds = %96
  %101 = sext i32 %98 to i64, !dbg !482
  br label %102, !dbg !482

102:                                              ; preds = %102, %100
  %103 = phi i64 [ %101, %100 ], [ %110, %102 ]
    #dbg_value(i64 %103, !467, !DIExpression(), !479)
  %104 = sub nsw i64 %103, %101, !dbg !483
  %105 = getelementptr inbounds i64, ptr %5, i64 %104, !dbg !484
  %106 = load i64, ptr %105, align 8, !dbg !484, !tbaa !344
  %107 = getelementptr inbounds i64, ptr %5, i64 %103, !dbg !485
  %108 = load i64, ptr %107, align 8, !dbg !486, !tbaa !344
  %109 = add nsw i64 %108, %106, !dbg !486
  store i64 %109, ptr %107, align 8, !dbg !486, !tbaa !344
  %110 = add nsw i64 %103, 1, !dbg !487
    #dbg_value(i64 %110, !467, !DIExpression(), !479)
  %111 = trunc i64 %110 to i32, !dbg !480
  %112 = icmp eq i32 %6, %111, !dbg !480
  br i1 %112, label %113, label %102, !dbg !482, !llvm.loop !488

113:                                              ; preds = %102, %96
    #dbg_value(i64 7, !465, !DIExpression(), !476)
  %114 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !478
  %115 = load i32, ptr %114, align 4, !dbg !478, !tbaa !158
    #dbg_value(i32 %115, !467, !DIExpression(), !479)
  %116 = icmp sgt i32 %115, %1, !dbg !480
  br i1 %116, label %130, label %117, !dbg !482

117:                                              ; preds = %113
  %118 = sext i32 %115 to i64, !dbg !482
  br label %119, !dbg !482

119:                                              ; preds = %119, %117
  %120 = phi i64 [ %118, %117 ], [ %127, %119 ]
    #dbg_value(i64 %120, !467, !DIExpression(), !479)
  %121 = sub nsw i64 %120, %118, !dbg !483
  %122 = getelementptr inbounds i64, ptr %5, i64 %121, !dbg !484
  %123 = load i64, ptr %122, align 8, !dbg !484, !tbaa !344
  %124 = getelementptr inbounds i64, ptr %5, i64 %120, !dbg !485
  %125 = load i64, ptr %124, align 8, !dbg !486, !tbaa !344
  %126 = add nsw i64 %125, %123, !dbg !486
  store i64 %126, ptr %124, align 8, !dbg !486, !tbaa !344
  %127 = add nsw i64 %120, 1, !dbg !487
    #dbg_value(i64 %127, !467, !DIExpression(), !479)
  %128 = trunc i64 %127 to i32, !dbg !480
  %129 = icmp eq i32 %6, %128, !dbg !480
  br i1 %129, label %130, label %119, !dbg !482, !llvm.loop !488

130:                                              ; preds = %119, %113
    #dbg_value(i64 8, !465, !DIExpression(), !476)
  %131 = getelementptr inbounds i64, ptr %5, i64 %3, !dbg !490
  %132 = load i64, ptr %131, align 8, !dbg !490, !tbaa !344
    #dbg_value(i64 %132, !470, !DIExpression(), !471)
  tail call void @free(ptr noundef nonnull %5) #11, !dbg !491
  ret i64 %132, !dbg !492

133:                                              ; preds = %9, %133
  %134 = phi i64 [ %10, %9 ], [ %141, %133 ]
    #dbg_value(i64 %134, !467, !DIExpression(), !479)
  %135 = sub nsw i64 %134, %10, !dbg !483
  %136 = getelementptr inbounds i64, ptr %5, i64 %135, !dbg !484
  %137 = load i64, ptr %136, align 8, !dbg !484, !tbaa !344
  %138 = getelementptr inbounds i64, ptr %5, i64 %134, !dbg !485
  %139 = load i64, ptr %138, align 8, !dbg !486, !tbaa !344
  %140 = add nsw i64 %139, %137, !dbg !486
  store i64 %140, ptr %138, align 8, !dbg !486, !tbaa !344
  %141 = add nsw i64 %134, 1, !dbg !487
    #dbg_value(i64 %141, !467, !DIExpression(), !479)
  %142 = trunc i64 %141 to i32, !dbg !480
  %143 = icmp eq i32 %6, %142, !dbg !480
  br i1 %143, label %11, label %133, !dbg !482, !llvm.loop !488
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !493 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !497 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !502 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !505 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #9

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind memory(readwrite, argmem: read) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind allocsize(0,1) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!63}
!llvm.module.flags = !{!71, !72, !73, !74, !75, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/dynprog.c", directory: ".", checksumkind: CSK_MD5, checksum: "6472ec83d42e50b3b5d0224f0c4fd528")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 30)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 29)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 7)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 1)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 4)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !3, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !3, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 18)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !3, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 21)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 38)
!63 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !64, globals: !70, splitDebugInlining: false, nameTableKind: None)
!64 = !{!65, !66, !69}
!65 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !67, line: 18, baseType: !68)
!67 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!68 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!69 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!70 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !46, !51, !53, !58}
!71 = !{i32 7, !"Dwarf Version", i32 5}
!72 = !{i32 2, !"Debug Info Version", i32 3}
!73 = !{i32 1, !"wchar_size", i32 4}
!74 = !{i32 1, !"target-abi", !"lp64d"}
!75 = !{i32 6, !"riscv-isa", !76}
!76 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!77 = !{i32 8, !"PIC Level", i32 2}
!78 = !{i32 7, !"PIE Level", i32 2}
!79 = !{i32 7, !"uwtable", i32 2}
!80 = !{i32 8, !"SmallDataLimit", i32 8}
!81 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 89, type: !84, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!65}
!86 = !{!87, !89, !90, !94, !96, !98, !102}
!87 = !DILocalVariable(name: "w", scope: !83, file: !2, line: 93, type: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 320, elements: !5)
!89 = !DILocalVariable(name: "v", scope: !83, file: !2, line: 93, type: !88)
!90 = !DILocalVariable(name: "seq", scope: !83, file: !2, line: 95, type: !91)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 6400, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 200)
!94 = !DILocalVariable(name: "s", scope: !83, file: !2, line: 96, type: !95)
!95 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 97, type: !65)
!97 = distinct !DILexicalBlock(scope: !83, file: !2, line: 97, column: 5)
!98 = !DILocalVariable(name: "dims", scope: !83, file: !2, line: 99, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 288, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 9)
!102 = !DILocalVariable(name: "coins", scope: !83, file: !2, line: 101, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 256, elements: !30)
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 0, scope: !83)
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = !DILocalVariable(name: "a", arg: 1, scope: !112, file: !2, line: 7, type: !115)
!112 = distinct !DISubprogram(name: "lcs", scope: !2, file: !2, line: 7, type: !113, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !117)
!113 = !DISubroutineType(types: !114)
!114 = !{!65, !115, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!117 = !{!111, !118, !119, !120, !121, !123, !125, !128, !131, !134, !135}
!118 = !DILocalVariable(name: "b", arg: 2, scope: !112, file: !2, line: 7, type: !115)
!119 = !DILocalVariable(name: "n", scope: !112, file: !2, line: 8, type: !66)
!120 = !DILocalVariable(name: "m", scope: !112, file: !2, line: 8, type: !66)
!121 = !DILocalVariable(name: "t", scope: !112, file: !2, line: 9, type: !122)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 10, type: !66)
!124 = distinct !DILexicalBlock(scope: !112, file: !2, line: 10, column: 5)
!125 = !DILocalVariable(name: "j", scope: !126, file: !2, line: 11, type: !66)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 11, column: 9)
!127 = distinct !DILexicalBlock(scope: !124, file: !2, line: 10, column: 5)
!128 = !DILocalVariable(name: "cell", scope: !129, file: !2, line: 12, type: !122)
!129 = distinct !DILexicalBlock(scope: !130, file: !2, line: 11, column: 41)
!130 = distinct !DILexicalBlock(scope: !126, file: !2, line: 11, column: 9)
!131 = !DILocalVariable(name: "up", scope: !132, file: !2, line: 15, type: !65)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 14, column: 18)
!133 = distinct !DILexicalBlock(scope: !129, file: !2, line: 13, column: 17)
!134 = !DILocalVariable(name: "left", scope: !132, file: !2, line: 15, type: !65)
!135 = !DILocalVariable(name: "r", scope: !112, file: !2, line: 19, type: !65)
!136 = !DILocation(line: 0, scope: !112, inlinedAt: !137)
!137 = distinct !DILocation(line: 90, column: 26, scope: !83)
!138 = !DILocation(line: 9, column: 14, scope: !112, inlinedAt: !137)
!139 = !DILocation(line: 0, scope: !124, inlinedAt: !137)
!140 = !DILocation(line: 10, column: 10, scope: !124, inlinedAt: !137)
!141 = !DILocation(line: 10, column: 5, scope: !124, inlinedAt: !137)
!142 = !{!143, !143, i64 0}
!143 = !{!"omnipotent char", !144, i64 0}
!144 = !{!"Simple C/C++ TBAA"}
!145 = !DILocation(line: 0, scope: !126, inlinedAt: !137)
!146 = !DILocation(line: 11, column: 9, scope: !126, inlinedAt: !137)
!147 = !DILocation(line: 10, column: 33, scope: !127, inlinedAt: !137)
!148 = !DILocation(line: 10, column: 26, scope: !127, inlinedAt: !137)
!149 = distinct !{!149, !141, !150, !151}
!150 = !DILocation(line: 18, column: 9, scope: !124, inlinedAt: !137)
!151 = !{!"llvm.loop.mustprogress"}
!152 = !DILocation(line: 12, column: 26, scope: !129, inlinedAt: !137)
!153 = !DILocation(line: 0, scope: !129, inlinedAt: !137)
!154 = !DILocation(line: 13, column: 29, scope: !133, inlinedAt: !137)
!155 = !DILocation(line: 13, column: 26, scope: !133, inlinedAt: !137)
!156 = !DILocation(line: 13, column: 17, scope: !129, inlinedAt: !137)
!157 = !DILocation(line: 13, column: 47, scope: !133, inlinedAt: !137)
!158 = !{!159, !159, i64 0}
!159 = !{!"int", !143, i64 0}
!160 = !DILocation(line: 13, column: 76, scope: !133, inlinedAt: !137)
!161 = !DILocation(line: 13, column: 39, scope: !133, inlinedAt: !137)
!162 = !DILocation(line: 15, column: 26, scope: !132, inlinedAt: !137)
!163 = !DILocation(line: 0, scope: !132, inlinedAt: !137)
!164 = !DILocation(line: 15, column: 59, scope: !132, inlinedAt: !137)
!165 = !DILocation(line: 16, column: 25, scope: !132, inlinedAt: !137)
!166 = !DILocation(line: 0, scope: !133, inlinedAt: !137)
!167 = !DILocation(line: 11, column: 37, scope: !130, inlinedAt: !137)
!168 = !DILocation(line: 11, column: 30, scope: !130, inlinedAt: !137)
!169 = distinct !{!169, !146, !170, !151}
!170 = !DILocation(line: 18, column: 9, scope: !126, inlinedAt: !137)
!171 = !DILocation(line: 19, column: 13, scope: !112, inlinedAt: !137)
!172 = !DILocation(line: 20, column: 5, scope: !112, inlinedAt: !137)
!173 = !DILocation(line: 90, column: 5, scope: !83)
!174 = !DILocation(line: 91, column: 33, scope: !83)
!175 = !DILocation(line: 91, column: 69, scope: !83)
!176 = !DILocation(line: 92, column: 12, scope: !83)
!177 = !DILocation(line: 91, column: 5, scope: !83)
!178 = distinct !DIAssignID()
!179 = distinct !DIAssignID()
!180 = !DILocalVariable(name: "w", arg: 1, scope: !181, file: !2, line: 43, type: !184)
!181 = distinct !DISubprogram(name: "knapsack", scope: !2, file: !2, line: 43, type: !182, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !186)
!182 = !DISubroutineType(types: !183)
!183 = !{!65, !184, !184, !65, !65}
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!186 = !{!180, !187, !188, !189, !190, !191, !193, !196}
!187 = !DILocalVariable(name: "v", arg: 2, scope: !181, file: !2, line: 43, type: !184)
!188 = !DILocalVariable(name: "n", arg: 3, scope: !181, file: !2, line: 43, type: !65)
!189 = !DILocalVariable(name: "cap", arg: 4, scope: !181, file: !2, line: 43, type: !65)
!190 = !DILocalVariable(name: "best", scope: !181, file: !2, line: 44, type: !122)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 45, type: !65)
!192 = distinct !DILexicalBlock(scope: !181, file: !2, line: 45, column: 5)
!193 = !DILocalVariable(name: "c", scope: !194, file: !2, line: 46, type: !65)
!194 = distinct !DILexicalBlock(scope: !195, file: !2, line: 46, column: 9)
!195 = distinct !DILexicalBlock(scope: !192, file: !2, line: 45, column: 5)
!196 = !DILocalVariable(name: "r", scope: !181, file: !2, line: 48, type: !65)
!197 = !DILocation(line: 0, scope: !181, inlinedAt: !198)
!198 = distinct !DILocation(line: 94, column: 34, scope: !83)
!199 = !DILocation(line: 44, column: 17, scope: !181, inlinedAt: !198)
!200 = !DILocation(line: 0, scope: !192, inlinedAt: !198)
!201 = !DILocation(line: 45, column: 5, scope: !192, inlinedAt: !198)
!202 = !DILocation(line: 0, scope: !194, inlinedAt: !198)
!203 = !DILocation(line: 46, column: 29, scope: !204, inlinedAt: !198)
!204 = distinct !DILexicalBlock(scope: !194, file: !2, line: 46, column: 9)
!205 = !DILocation(line: 46, column: 9, scope: !194, inlinedAt: !198)
!206 = !DILocation(line: 45, column: 29, scope: !195, inlinedAt: !198)
!207 = !DILocation(line: 45, column: 23, scope: !195, inlinedAt: !198)
!208 = distinct !{!208, !201, !209, !151}
!209 = !DILocation(line: 47, column: 80, scope: !192, inlinedAt: !198)
!210 = !DILocation(line: 47, column: 24, scope: !211, inlinedAt: !198)
!211 = distinct !DILexicalBlock(scope: !204, file: !2, line: 47, column: 17)
!212 = !DILocation(line: 47, column: 17, scope: !211, inlinedAt: !198)
!213 = !DILocation(line: 47, column: 32, scope: !211, inlinedAt: !198)
!214 = !DILocation(line: 47, column: 41, scope: !211, inlinedAt: !198)
!215 = !DILocation(line: 47, column: 39, scope: !211, inlinedAt: !198)
!216 = !DILocation(line: 47, column: 17, scope: !204, inlinedAt: !198)
!217 = !DILocation(line: 47, column: 58, scope: !211, inlinedAt: !198)
!218 = !DILocation(line: 47, column: 50, scope: !211, inlinedAt: !198)
!219 = !DILocation(line: 46, column: 39, scope: !204, inlinedAt: !198)
!220 = distinct !{!220, !205, !221, !151}
!221 = !DILocation(line: 47, column: 80, scope: !194, inlinedAt: !198)
!222 = !DILocation(line: 48, column: 13, scope: !181, inlinedAt: !198)
!223 = !DILocation(line: 49, column: 5, scope: !181, inlinedAt: !198)
!224 = !DILocation(line: 0, scope: !181, inlinedAt: !225)
!225 = distinct !DILocation(line: 94, column: 58, scope: !83)
!226 = !DILocation(line: 44, column: 17, scope: !181, inlinedAt: !225)
!227 = !DILocation(line: 0, scope: !192, inlinedAt: !225)
!228 = !DILocation(line: 45, column: 5, scope: !192, inlinedAt: !225)
!229 = !DILocation(line: 0, scope: !194, inlinedAt: !225)
!230 = !DILocation(line: 46, column: 29, scope: !204, inlinedAt: !225)
!231 = !DILocation(line: 46, column: 9, scope: !194, inlinedAt: !225)
!232 = !DILocation(line: 45, column: 29, scope: !195, inlinedAt: !225)
!233 = !DILocation(line: 45, column: 23, scope: !195, inlinedAt: !225)
!234 = distinct !{!234, !228, !235, !151}
!235 = !DILocation(line: 47, column: 80, scope: !192, inlinedAt: !225)
!236 = !DILocation(line: 47, column: 24, scope: !211, inlinedAt: !225)
!237 = !DILocation(line: 47, column: 17, scope: !211, inlinedAt: !225)
!238 = !DILocation(line: 47, column: 32, scope: !211, inlinedAt: !225)
!239 = !DILocation(line: 47, column: 41, scope: !211, inlinedAt: !225)
!240 = !DILocation(line: 47, column: 39, scope: !211, inlinedAt: !225)
!241 = !DILocation(line: 47, column: 17, scope: !204, inlinedAt: !225)
!242 = !DILocation(line: 47, column: 58, scope: !211, inlinedAt: !225)
!243 = !DILocation(line: 47, column: 50, scope: !211, inlinedAt: !225)
!244 = !DILocation(line: 46, column: 39, scope: !204, inlinedAt: !225)
!245 = distinct !{!245, !231, !246, !151}
!246 = !DILocation(line: 47, column: 80, scope: !194, inlinedAt: !225)
!247 = !DILocation(line: 48, column: 13, scope: !181, inlinedAt: !225)
!248 = !DILocation(line: 49, column: 5, scope: !181, inlinedAt: !225)
!249 = !DILocation(line: 94, column: 5, scope: !83)
!250 = !DILocation(line: 95, column: 5, scope: !83)
!251 = !DILocation(line: 0, scope: !97)
!252 = !DILocation(line: 97, column: 5, scope: !97)
!253 = !DILocalVariable(name: "a", arg: 1, scope: !254, file: !2, line: 53, type: !184)
!254 = distinct !DISubprogram(name: "lis", scope: !2, file: !2, line: 53, type: !255, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !257)
!255 = !DISubroutineType(types: !256)
!256 = !{!65, !184, !65}
!257 = !{!253, !258, !259, !260, !261, !263, !266, !267}
!258 = !DILocalVariable(name: "n", arg: 2, scope: !254, file: !2, line: 53, type: !65)
!259 = !DILocalVariable(name: "tails", scope: !254, file: !2, line: 54, type: !122)
!260 = !DILocalVariable(name: "len", scope: !254, file: !2, line: 54, type: !65)
!261 = !DILocalVariable(name: "i", scope: !262, file: !2, line: 55, type: !65)
!262 = distinct !DILexicalBlock(scope: !254, file: !2, line: 55, column: 5)
!263 = !DILocalVariable(name: "lo", scope: !264, file: !2, line: 56, type: !65)
!264 = distinct !DILexicalBlock(scope: !265, file: !2, line: 55, column: 33)
!265 = distinct !DILexicalBlock(scope: !262, file: !2, line: 55, column: 5)
!266 = !DILocalVariable(name: "hi", scope: !264, file: !2, line: 56, type: !65)
!267 = !DILocalVariable(name: "mid", scope: !268, file: !2, line: 57, type: !65)
!268 = distinct !DILexicalBlock(scope: !264, file: !2, line: 57, column: 25)
!269 = !DILocation(line: 0, scope: !254, inlinedAt: !270)
!270 = distinct !DILocation(line: 98, column: 26, scope: !83)
!271 = !DILocation(line: 54, column: 18, scope: !254, inlinedAt: !270)
!272 = !DILocation(line: 0, scope: !262, inlinedAt: !270)
!273 = !DILocation(line: 55, column: 5, scope: !262, inlinedAt: !270)
!274 = !DILocation(line: 0, scope: !264, inlinedAt: !270)
!275 = !DILocation(line: 57, column: 19, scope: !264, inlinedAt: !270)
!276 = !DILocation(line: 57, column: 9, scope: !264, inlinedAt: !270)
!277 = !DILocation(line: 57, column: 41, scope: !268, inlinedAt: !270)
!278 = !DILocation(line: 57, column: 47, scope: !268, inlinedAt: !270)
!279 = !DILocation(line: 0, scope: !268, inlinedAt: !270)
!280 = !DILocation(line: 57, column: 56, scope: !281, inlinedAt: !270)
!281 = distinct !DILexicalBlock(scope: !268, file: !2, line: 57, column: 56)
!282 = !DILocation(line: 57, column: 67, scope: !281, inlinedAt: !270)
!283 = !DILocation(line: 57, column: 56, scope: !268, inlinedAt: !270)
!284 = distinct !{!284, !276, !285, !151}
!285 = !DILocation(line: 57, column: 104, scope: !264, inlinedAt: !270)
!286 = !DILocation(line: 58, column: 9, scope: !264, inlinedAt: !270)
!287 = !DILocation(line: 58, column: 19, scope: !264, inlinedAt: !270)
!288 = !DILocation(line: 59, column: 16, scope: !289, inlinedAt: !270)
!289 = distinct !DILexicalBlock(scope: !264, file: !2, line: 59, column: 13)
!290 = !DILocation(line: 59, column: 13, scope: !264, inlinedAt: !270)
!291 = !DILocation(line: 55, column: 29, scope: !265, inlinedAt: !270)
!292 = !DILocation(line: 55, column: 23, scope: !265, inlinedAt: !270)
!293 = distinct !{!293, !273, !294, !151}
!294 = !DILocation(line: 60, column: 5, scope: !262, inlinedAt: !270)
!295 = !DILocation(line: 61, column: 5, scope: !254, inlinedAt: !270)
!296 = !DILocation(line: 98, column: 5, scope: !83)
!297 = distinct !DIAssignID()
!298 = !DILocalVariable(name: "m", scope: !299, file: !2, line: 66, type: !318)
!299 = distinct !DISubprogram(name: "matrix_chain", scope: !2, file: !2, line: 65, type: !300, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !302)
!300 = !DISubroutineType(types: !301)
!301 = !{!69, !184, !65}
!302 = !{!303, !304, !298, !305, !307, !310, !313, !315}
!303 = !DILocalVariable(name: "dims", arg: 1, scope: !299, file: !2, line: 65, type: !184)
!304 = !DILocalVariable(name: "n", arg: 2, scope: !299, file: !2, line: 65, type: !65)
!305 = !DILocalVariable(name: "len", scope: !306, file: !2, line: 67, type: !65)
!306 = distinct !DILexicalBlock(scope: !299, file: !2, line: 67, column: 5)
!307 = !DILocalVariable(name: "i", scope: !308, file: !2, line: 68, type: !65)
!308 = distinct !DILexicalBlock(scope: !309, file: !2, line: 68, column: 9)
!309 = distinct !DILexicalBlock(scope: !306, file: !2, line: 67, column: 5)
!310 = !DILocalVariable(name: "j", scope: !311, file: !2, line: 69, type: !65)
!311 = distinct !DILexicalBlock(scope: !312, file: !2, line: 68, column: 47)
!312 = distinct !DILexicalBlock(scope: !308, file: !2, line: 68, column: 9)
!313 = !DILocalVariable(name: "k", scope: !314, file: !2, line: 71, type: !65)
!314 = distinct !DILexicalBlock(scope: !311, file: !2, line: 71, column: 13)
!315 = !DILocalVariable(name: "c", scope: !316, file: !2, line: 72, type: !69)
!316 = distinct !DILexicalBlock(scope: !317, file: !2, line: 71, column: 41)
!317 = distinct !DILexicalBlock(scope: !314, file: !2, line: 71, column: 13)
!318 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 16384, elements: !319)
!319 = !{!320, !320}
!320 = !DISubrange(count: 16)
!321 = !DILocation(line: 0, scope: !299, inlinedAt: !322)
!322 = distinct !DILocation(line: 100, column: 37, scope: !83)
!323 = !DILocation(line: 66, column: 5, scope: !299, inlinedAt: !322)
!324 = !DILocation(line: 66, column: 15, scope: !299, inlinedAt: !322)
!325 = distinct !DIAssignID()
!326 = !DILocation(line: 0, scope: !306, inlinedAt: !322)
!327 = !DILocation(line: 67, column: 5, scope: !306, inlinedAt: !322)
!328 = !DILocation(line: 0, scope: !308, inlinedAt: !322)
!329 = !DILocation(line: 68, column: 9, scope: !308, inlinedAt: !322)
!330 = !DILocation(line: 67, column: 36, scope: !309, inlinedAt: !322)
!331 = !DILocation(line: 67, column: 27, scope: !309, inlinedAt: !322)
!332 = distinct !{!332, !327, !333, !151}
!333 = !DILocation(line: 75, column: 9, scope: !306, inlinedAt: !322)
!334 = !DILocation(line: 68, column: 33, scope: !312, inlinedAt: !322)
!335 = !DILocation(line: 0, scope: !311, inlinedAt: !322)
!336 = !DILocation(line: 70, column: 13, scope: !311, inlinedAt: !322)
!337 = !DILocation(line: 0, scope: !314, inlinedAt: !322)
!338 = !DILocation(line: 71, column: 13, scope: !314, inlinedAt: !322)
!339 = !DILocation(line: 68, column: 43, scope: !312, inlinedAt: !322)
!340 = !DILocation(line: 68, column: 37, scope: !312, inlinedAt: !322)
!341 = distinct !{!341, !329, !342, !151}
!342 = !DILocation(line: 75, column: 9, scope: !308, inlinedAt: !322)
!343 = !DILocation(line: 72, column: 31, scope: !316, inlinedAt: !322)
!344 = !{!345, !345, i64 0}
!345 = !{!"long long", !143, i64 0}
!346 = !DILocation(line: 72, column: 45, scope: !316, inlinedAt: !322)
!347 = !DILocation(line: 72, column: 41, scope: !316, inlinedAt: !322)
!348 = !DILocation(line: 72, column: 39, scope: !316, inlinedAt: !322)
!349 = !DILocation(line: 72, column: 76, scope: !316, inlinedAt: !322)
!350 = !DILocation(line: 72, column: 53, scope: !316, inlinedAt: !322)
!351 = !DILocation(line: 0, scope: !316, inlinedAt: !322)
!352 = !DILocation(line: 73, column: 29, scope: !353, inlinedAt: !322)
!353 = distinct !DILexicalBlock(scope: !316, file: !2, line: 73, column: 21)
!354 = !DILocation(line: 73, column: 33, scope: !353, inlinedAt: !322)
!355 = !DILocation(line: 71, column: 31, scope: !317, inlinedAt: !322)
!356 = distinct !{!356, !338, !357, !151}
!357 = !DILocation(line: 74, column: 13, scope: !314, inlinedAt: !322)
!358 = !DILocation(line: 76, column: 12, scope: !299, inlinedAt: !322)
!359 = !DILocation(line: 77, column: 1, scope: !299, inlinedAt: !322)
!360 = !DILocation(line: 100, column: 5, scope: !83)
!361 = distinct !DIAssignID()
!362 = !DILocation(line: 102, column: 54, scope: !83)
!363 = !DILocation(line: 102, column: 80, scope: !83)
!364 = !DILocation(line: 102, column: 5, scope: !83)
!365 = !DILocation(line: 104, column: 1, scope: !83)
!366 = !DILocation(line: 103, column: 5, scope: !83)
!367 = !DILocation(line: 97, column: 43, scope: !368)
!368 = distinct !DILexicalBlock(scope: !369, file: !2, line: 97, column: 35)
!369 = distinct !DILexicalBlock(scope: !97, file: !2, line: 97, column: 5)
!370 = !DILocation(line: 97, column: 57, scope: !368)
!371 = !DILocation(line: 97, column: 85, scope: !368)
!372 = !DILocation(line: 97, column: 92, scope: !368)
!373 = !DILocation(line: 97, column: 67, scope: !368)
!374 = !DILocation(line: 97, column: 74, scope: !368)
!375 = !DILocation(line: 97, column: 31, scope: !369)
!376 = !DILocation(line: 97, column: 23, scope: !369)
!377 = distinct !{!377, !252, !378, !151}
!378 = !DILocation(line: 97, column: 101, scope: !97)
!379 = !DISubprogram(name: "printf", scope: !380, file: !380, line: 356, type: !381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!381 = !DISubroutineType(types: !382)
!382 = !{!65, !383, null}
!383 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !115)
!384 = distinct !DISubprogram(name: "edit_distance", scope: !2, file: !2, line: 24, type: !113, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !385)
!385 = !{!386, !387, !388, !389, !390, !391, !392, !394, !396, !400, !403, !404, !405, !406}
!386 = !DILocalVariable(name: "a", arg: 1, scope: !384, file: !2, line: 24, type: !115)
!387 = !DILocalVariable(name: "b", arg: 2, scope: !384, file: !2, line: 24, type: !115)
!388 = !DILocalVariable(name: "n", scope: !384, file: !2, line: 25, type: !66)
!389 = !DILocalVariable(name: "m", scope: !384, file: !2, line: 25, type: !66)
!390 = !DILocalVariable(name: "prev", scope: !384, file: !2, line: 26, type: !122)
!391 = !DILocalVariable(name: "cur", scope: !384, file: !2, line: 26, type: !122)
!392 = !DILocalVariable(name: "j", scope: !393, file: !2, line: 27, type: !66)
!393 = distinct !DILexicalBlock(scope: !384, file: !2, line: 27, column: 5)
!394 = !DILocalVariable(name: "i", scope: !395, file: !2, line: 28, type: !66)
!395 = distinct !DILexicalBlock(scope: !384, file: !2, line: 28, column: 5)
!396 = !DILocalVariable(name: "j", scope: !397, file: !2, line: 30, type: !66)
!397 = distinct !DILexicalBlock(scope: !398, file: !2, line: 30, column: 9)
!398 = distinct !DILexicalBlock(scope: !399, file: !2, line: 28, column: 37)
!399 = distinct !DILexicalBlock(scope: !395, file: !2, line: 28, column: 5)
!400 = !DILocalVariable(name: "sub", scope: !401, file: !2, line: 31, type: !65)
!401 = distinct !DILexicalBlock(scope: !402, file: !2, line: 30, column: 41)
!402 = distinct !DILexicalBlock(scope: !397, file: !2, line: 30, column: 9)
!403 = !DILocalVariable(name: "del", scope: !401, file: !2, line: 32, type: !65)
!404 = !DILocalVariable(name: "ins", scope: !401, file: !2, line: 32, type: !65)
!405 = !DILocalVariable(name: "t", scope: !398, file: !2, line: 35, type: !122)
!406 = !DILocalVariable(name: "r", scope: !384, file: !2, line: 37, type: !65)
!407 = !DILocation(line: 0, scope: !384)
!408 = !DILocation(line: 25, column: 16, scope: !384)
!409 = !DILocation(line: 25, column: 31, scope: !384)
!410 = !DILocation(line: 26, column: 32, scope: !384)
!411 = !DILocation(line: 26, column: 17, scope: !384)
!412 = !DILocation(line: 26, column: 56, scope: !384)
!413 = !DILocation(line: 0, scope: !393)
!414 = !DILocation(line: 27, column: 5, scope: !393)
!415 = !DILocation(line: 28, column: 5, scope: !395)
!416 = !DILocation(line: 0, scope: !395)
!417 = !DILocation(line: 28, column: 26, scope: !399)
!418 = !DILocation(line: 27, column: 47, scope: !419)
!419 = distinct !DILexicalBlock(scope: !393, file: !2, line: 27, column: 5)
!420 = !DILocation(line: 27, column: 37, scope: !419)
!421 = !DILocation(line: 27, column: 45, scope: !419)
!422 = !DILocation(line: 27, column: 33, scope: !419)
!423 = !DILocation(line: 27, column: 26, scope: !419)
!424 = distinct !{!424, !414, !425, !151}
!425 = !DILocation(line: 27, column: 52, scope: !393)
!426 = !DILocation(line: 37, column: 13, scope: !384)
!427 = !DILocation(line: 38, column: 5, scope: !384)
!428 = !DILocation(line: 39, column: 5, scope: !384)
!429 = !DILocation(line: 40, column: 5, scope: !384)
!430 = !DILocation(line: 29, column: 18, scope: !398)
!431 = !DILocation(line: 29, column: 16, scope: !398)
!432 = !DILocation(line: 0, scope: !397)
!433 = !DILocation(line: 30, column: 9, scope: !397)
!434 = !DILocation(line: 31, column: 23, scope: !401)
!435 = !DILocation(line: 0, scope: !398)
!436 = !DILocation(line: 28, column: 33, scope: !399)
!437 = distinct !{!437, !415, !438, !151}
!438 = !DILocation(line: 36, column: 5, scope: !395)
!439 = !DILocation(line: 32, column: 42, scope: !401)
!440 = !DILocation(line: 31, column: 38, scope: !401)
!441 = !DILocation(line: 31, column: 50, scope: !401)
!442 = !DILocation(line: 31, column: 47, scope: !401)
!443 = !DILocation(line: 31, column: 35, scope: !401)
!444 = !DILocation(line: 0, scope: !401)
!445 = !DILocation(line: 32, column: 23, scope: !401)
!446 = !DILocation(line: 32, column: 53, scope: !401)
!447 = !DILocation(line: 33, column: 26, scope: !401)
!448 = !DILocation(line: 33, column: 22, scope: !401)
!449 = !DILocation(line: 33, scope: !401)
!450 = !DILocation(line: 33, column: 13, scope: !401)
!451 = !DILocation(line: 33, column: 20, scope: !401)
!452 = !DILocation(line: 30, column: 37, scope: !402)
!453 = !DILocation(line: 30, column: 30, scope: !402)
!454 = distinct !{!454, !433, !455, !151}
!455 = !DILocation(line: 34, column: 9, scope: !397)
!456 = distinct !DISubprogram(name: "coin_ways", scope: !2, file: !2, line: 79, type: !457, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !459)
!457 = !DISubroutineType(cc: DW_CC_nocall, types: !458)
!458 = !{!69, !184, !65, !65}
!459 = !{!460, !461, !462, !463, !465, !467, !470}
!460 = !DILocalVariable(name: "coins", arg: 1, scope: !456, file: !2, line: 79, type: !184)
!461 = !DILocalVariable(name: "nc", arg: 2, scope: !456, file: !2, line: 79, type: !65)
!462 = !DILocalVariable(name: "amount", arg: 3, scope: !456, file: !2, line: 79, type: !65)
!463 = !DILocalVariable(name: "ways", scope: !456, file: !2, line: 80, type: !464)
!464 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!465 = !DILocalVariable(name: "i", scope: !466, file: !2, line: 82, type: !65)
!466 = distinct !DILexicalBlock(scope: !456, file: !2, line: 82, column: 5)
!467 = !DILocalVariable(name: "a", scope: !468, file: !2, line: 83, type: !65)
!468 = distinct !DILexicalBlock(scope: !469, file: !2, line: 83, column: 9)
!469 = distinct !DILexicalBlock(scope: !466, file: !2, line: 82, column: 5)
!470 = !DILocalVariable(name: "r", scope: !456, file: !2, line: 84, type: !69)
!471 = !DILocation(line: 0, scope: !456)
!472 = !DILocation(line: 80, column: 30, scope: !456)
!473 = !DILocation(line: 80, column: 45, scope: !456)
!474 = !DILocation(line: 80, column: 23, scope: !456)
!475 = !DILocation(line: 81, column: 13, scope: !456)
!476 = !DILocation(line: 0, scope: !466)
!477 = !DILocation(line: 82, column: 5, scope: !466)
!478 = !DILocation(line: 83, column: 22, scope: !468)
!479 = !DILocation(line: 0, scope: !468)
!480 = !DILocation(line: 83, column: 34, scope: !481)
!481 = distinct !DILexicalBlock(scope: !468, file: !2, line: 83, column: 9)
!482 = !DILocation(line: 83, column: 9, scope: !468)
!483 = !DILocation(line: 83, column: 68, scope: !481)
!484 = !DILocation(line: 83, column: 61, scope: !481)
!485 = !DILocation(line: 83, column: 50, scope: !481)
!486 = !DILocation(line: 83, column: 58, scope: !481)
!487 = !DILocation(line: 83, column: 46, scope: !481)
!488 = distinct !{!488, !482, !489, !151}
!489 = !DILocation(line: 83, column: 78, scope: !468)
!490 = !DILocation(line: 84, column: 19, scope: !456)
!491 = !DILocation(line: 85, column: 5, scope: !456)
!492 = !DILocation(line: 86, column: 5, scope: !456)
!493 = !DISubprogram(name: "strlen", scope: !494, file: !494, line: 407, type: !495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!494 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!495 = !DISubroutineType(types: !496)
!496 = !{!68, !115}
!497 = !DISubprogram(name: "calloc", scope: !498, file: !498, line: 556, type: !499, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!498 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!499 = !DISubroutineType(types: !500)
!500 = !{!501, !66, !66}
!501 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!502 = !DISubprogram(name: "free", scope: !498, file: !498, line: 568, type: !503, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !DISubroutineType(types: !504)
!504 = !{null, !501}
!505 = !DISubprogram(name: "malloc", scope: !498, file: !498, line: 553, type: !506, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubroutineType(types: !507)
!507 = !{!501, !66}
