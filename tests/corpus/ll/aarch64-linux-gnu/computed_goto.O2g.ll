; ModuleID = 'tests/programs/computed_goto.c'
source_filename = "tests/programs/computed_goto.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.prog = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 10, i32 3, i32 3, i32 2, i32 4, i32 8, i32 5, i32 4, i32 0, i32 0, i32 1, i32 9], align 4
@.str = private unnamed_addr constant [14 x i8] c"interp = %ld\0A\00", align 1, !dbg !0
@__const.main.fact = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 0, i32 12, i32 3, i32 0, i32 0, i32 1, i32 4, i32 7, i32 9], align 4
@.str.1 = private unnamed_addr constant [18 x i8] c"stack prog = %ld\0A\00", align 1, !dbg !7
@__const.main.loop = private unnamed_addr constant [10 x i32] [i32 0, i32 7, i32 8, i32 5, i32 6, i32 2, i32 0, i32 99, i32 1, i32 9], align 4
@.str.2 = private unnamed_addr constant [12 x i8] c"loop = %ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"123\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [7 x i8] c"-45.67\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c"12a\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"0.5\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [2 x i8] c".\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [7 x i8] c"99.9.9\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [13 x i8] c"sm(%s) = %d\0A\00", align 1, !dbg !38
@interp.dispatch = internal unnamed_addr constant [10 x ptr] [ptr blockaddress(@interp, %6), ptr blockaddress(@interp, %18), ptr blockaddress(@interp, %29), ptr blockaddress(@interp, %40), ptr blockaddress(@interp, %49), ptr blockaddress(@interp, %59), ptr blockaddress(@interp, %66), ptr blockaddress(@interp, %80), ptr blockaddress(@interp, %83), ptr blockaddress(@interp, %92)], align 8, !dbg !43
@.str.10 = private unnamed_addr constant [9 x i8] c"out %ld\0A\00", align 1, !dbg !54
@state_machine.tbl = internal unnamed_addr constant [4 x ptr] [ptr blockaddress(@state_machine, %12), ptr blockaddress(@state_machine, %20), ptr blockaddress(@state_machine, %28), ptr blockaddress(@state_machine, %41)], align 8, !dbg !59

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !116 {
    #dbg_assign(i1 undef, !120, !DIExpression(), !136, ptr @__const.main.prog, !DIExpression(), !137)
    #dbg_assign(i1 undef, !124, !DIExpression(), !138, ptr @__const.main.fact, !DIExpression(), !137)
    #dbg_assign(i1 undef, !128, !DIExpression(), !139, ptr @__const.main.loop, !DIExpression(), !137)
    #dbg_assign(i1 undef, !130, !DIExpression(), !140, ptr poison, !DIExpression(), !137)
    #dbg_assign(i1 undef, !120, !DIExpression(), !141, ptr @__const.main.prog, !DIExpression(), !137)
  %1 = tail call fastcc i64 @interp(ptr noundef nonnull @__const.main.prog, i32 noundef 1), !dbg !142
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !143
    #dbg_assign(i1 undef, !124, !DIExpression(), !144, ptr @__const.main.fact, !DIExpression(), !137)
  %3 = tail call fastcc i64 @interp(ptr noundef nonnull @__const.main.fact, i32 noundef 0), !dbg !145
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3), !dbg !146
    #dbg_assign(i1 undef, !128, !DIExpression(), !147, ptr @__const.main.loop, !DIExpression(), !137)
  %5 = tail call fastcc i64 @interp(ptr noundef nonnull @__const.main.loop, i32 noundef 1), !dbg !148
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %5), !dbg !149
    #dbg_assign(i1 undef, !130, !DIExpression(), !150, ptr poison, !DIExpression(), !137)
    #dbg_value(i32 0, !134, !DIExpression(), !151)
    #dbg_value(i64 0, !134, !DIExpression(), !151)
  %7 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.3), !dbg !152
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, i32 noundef %7), !dbg !154
    #dbg_value(i64 1, !134, !DIExpression(), !151)
  %9 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.4), !dbg !152
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i32 noundef %9), !dbg !154
    #dbg_value(i64 2, !134, !DIExpression(), !151)
  %11 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.5), !dbg !152
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %11), !dbg !154
    #dbg_value(i64 3, !134, !DIExpression(), !151)
  %13 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.6), !dbg !152
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, i32 noundef %13), !dbg !154
    #dbg_value(i64 4, !134, !DIExpression(), !151)
  %15 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.7), !dbg !152
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.7, i32 noundef %15), !dbg !154
    #dbg_value(i64 5, !134, !DIExpression(), !151)
  %17 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.8), !dbg !152
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.8, i32 noundef %17), !dbg !154
    #dbg_value(i64 6, !134, !DIExpression(), !151)
  ret i32 0, !dbg !155
}

; Function Attrs: nofree nounwind
declare !dbg !156 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @interp(ptr nocapture noundef readonly %0, i32 noundef %1) #0 !dbg !45 {
  %3 = alloca [32 x i64], align 8, !DIAssignID !161
    #dbg_assign(i1 undef, !84, !DIExpression(), !161, ptr %3, !DIExpression(), !162)
    #dbg_value(ptr %0, !82, !DIExpression(), !162)
    #dbg_value(i32 %1, !83, !DIExpression(), !162)
    #dbg_value(i32 0, !88, !DIExpression(), !162)
    #dbg_value(ptr %0, !89, !DIExpression(), !162)
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !163
    #dbg_value(ptr %4, !89, !DIExpression(), !162)
  %5 = icmp eq i32 %1, 0
  br label %101, !dbg !163

6:                                                ; preds = %101
    #dbg_label(!90, !164)
  %7 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !165
    #dbg_value(ptr %7, !89, !DIExpression(), !162)
  %8 = load i32, ptr %102, align 4, !dbg !166, !tbaa !167
  %9 = sext i32 %8 to i64, !dbg !166
  %10 = add nsw i32 %103, 1, !dbg !171
    #dbg_value(i32 %10, !88, !DIExpression(), !162)
  %11 = sext i32 %103 to i64, !dbg !172
  %12 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %11, !dbg !172
  store i64 %9, ptr %12, align 8, !dbg !173, !tbaa !174
  %13 = getelementptr inbounds i8, ptr %102, i64 8, !dbg !176
    #dbg_value(ptr %13, !89, !DIExpression(), !162)
  br label %14, !dbg !176

14:                                               ; preds = %6, %18, %29, %40, %49, %59, %77, %80, %90
  %15 = phi ptr [ %13, %6 ], [ %28, %18 ], [ %39, %29 ], [ %48, %40 ], [ %58, %49 ], [ %65, %59 ], [ %79, %77 ], [ %82, %80 ], [ %91, %90 ]
  %16 = phi i32 [ %10, %6 ], [ %19, %18 ], [ %30, %29 ], [ %47, %40 ], [ %103, %49 ], [ %103, %59 ], [ %103, %77 ], [ %81, %80 ], [ %103, %90 ]
  %17 = phi ptr [ %7, %6 ], [ %102, %18 ], [ %102, %29 ], [ %102, %40 ], [ %102, %49 ], [ %102, %59 ], [ %78, %77 ], [ %102, %80 ], [ %102, %90 ]
  br label %101, !dbg !162

18:                                               ; preds = %101
    #dbg_label(!91, !177)
  %19 = add nsw i32 %103, -1, !dbg !178
    #dbg_value(i32 %19, !88, !DIExpression(), !162)
  %20 = sext i32 %19 to i64, !dbg !179
  %21 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %20, !dbg !179
  %22 = load i64, ptr %21, align 8, !dbg !179, !tbaa !174
  %23 = add nsw i32 %103, -2, !dbg !180
  %24 = sext i32 %23 to i64, !dbg !181
  %25 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %24, !dbg !181
  %26 = load i64, ptr %25, align 8, !dbg !182, !tbaa !174
  %27 = add nsw i64 %26, %22, !dbg !182
  store i64 %27, ptr %25, align 8, !dbg !182, !tbaa !174
  %28 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !183
    #dbg_value(ptr %28, !89, !DIExpression(), !162)
  br label %14, !dbg !183

29:                                               ; preds = %101
    #dbg_label(!92, !184)
  %30 = add nsw i32 %103, -1, !dbg !185
    #dbg_value(i32 %30, !88, !DIExpression(), !162)
  %31 = sext i32 %30 to i64, !dbg !186
  %32 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %31, !dbg !186
  %33 = load i64, ptr %32, align 8, !dbg !186, !tbaa !174
  %34 = add nsw i32 %103, -2, !dbg !187
  %35 = sext i32 %34 to i64, !dbg !188
  %36 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %35, !dbg !188
  %37 = load i64, ptr %36, align 8, !dbg !189, !tbaa !174
  %38 = mul nsw i64 %37, %33, !dbg !189
  store i64 %38, ptr %36, align 8, !dbg !189, !tbaa !174
  %39 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !190
    #dbg_value(ptr %39, !89, !DIExpression(), !162)
  br label %14, !dbg !190

40:                                               ; preds = %101
    #dbg_label(!93, !191)
  %41 = add nsw i32 %103, -1, !dbg !192
  %42 = sext i32 %41 to i64, !dbg !193
  %43 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %42, !dbg !193
  %44 = load i64, ptr %43, align 8, !dbg !193, !tbaa !174
  %45 = sext i32 %103 to i64, !dbg !194
  %46 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %45, !dbg !194
  store i64 %44, ptr %46, align 8, !dbg !195, !tbaa !174
  %47 = add nsw i32 %103, 1, !dbg !196
    #dbg_value(i32 %47, !88, !DIExpression(), !162)
  %48 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !197
    #dbg_value(ptr %48, !89, !DIExpression(), !162)
  br label %14, !dbg !197

49:                                               ; preds = %101
    #dbg_label(!94, !198)
  %50 = add nsw i32 %103, -1, !dbg !199
  %51 = sext i32 %50 to i64, !dbg !200
  %52 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %51, !dbg !200
  %53 = load i64, ptr %52, align 8, !dbg !200, !tbaa !174
    #dbg_value(i64 %53, !95, !DIExpression(), !201)
  %54 = add nsw i32 %103, -2, !dbg !202
  %55 = sext i32 %54 to i64, !dbg !203
  %56 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %55, !dbg !203
  %57 = load i64, ptr %56, align 8, !dbg !203, !tbaa !174
  store i64 %57, ptr %52, align 8, !dbg !204, !tbaa !174
  store i64 %53, ptr %56, align 8, !dbg !205, !tbaa !174
  %58 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !206
    #dbg_value(ptr %58, !89, !DIExpression(), !162)
  br label %14, !dbg !206

59:                                               ; preds = %101
    #dbg_label(!97, !207)
  %60 = add nsw i32 %103, -1, !dbg !208
  %61 = sext i32 %60 to i64, !dbg !209
  %62 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %61, !dbg !209
  %63 = load i64, ptr %62, align 8, !dbg !210, !tbaa !174
  %64 = add nsw i64 %63, -1, !dbg !210
  store i64 %64, ptr %62, align 8, !dbg !210, !tbaa !174
  %65 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !211
    #dbg_value(ptr %65, !89, !DIExpression(), !162)
  br label %14, !dbg !211

66:                                               ; preds = %101
    #dbg_label(!98, !212)
  %67 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !213
    #dbg_value(ptr %67, !89, !DIExpression(), !162)
    #dbg_value(i32 poison, !99, !DIExpression(), !214)
  %68 = add nsw i32 %103, -1, !dbg !215
  %69 = sext i32 %68 to i64, !dbg !217
  %70 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %69, !dbg !217
  %71 = load i64, ptr %70, align 8, !dbg !217, !tbaa !174
  %72 = icmp eq i64 %71, 0, !dbg !217
  br i1 %72, label %77, label %73, !dbg !218

73:                                               ; preds = %66
  %74 = load i32, ptr %102, align 4, !dbg !219, !tbaa !167
    #dbg_value(i32 %74, !99, !DIExpression(), !214)
  %75 = sext i32 %74 to i64, !dbg !220
  %76 = getelementptr inbounds i32, ptr %0, i64 %75, !dbg !220
    #dbg_value(ptr %76, !89, !DIExpression(), !162)
  br label %77, !dbg !221

77:                                               ; preds = %73, %66
  %78 = phi ptr [ %76, %73 ], [ %67, %66 ], !dbg !222
    #dbg_value(ptr %78, !89, !DIExpression(), !162)
  %79 = getelementptr inbounds i8, ptr %78, i64 4, !dbg !223
    #dbg_value(ptr %79, !89, !DIExpression(), !162)
  br label %14, !dbg !223

80:                                               ; preds = %101
    #dbg_label(!101, !224)
  %81 = add nsw i32 %103, -1, !dbg !225
    #dbg_value(i32 %81, !88, !DIExpression(), !162)
  %82 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !226
    #dbg_value(ptr %82, !89, !DIExpression(), !162)
  br label %14, !dbg !226

83:                                               ; preds = %101
    #dbg_label(!102, !227)
  br i1 %5, label %90, label %84, !dbg !228

84:                                               ; preds = %83
  %85 = add nsw i32 %103, -1, !dbg !229
  %86 = sext i32 %85 to i64, !dbg !231
  %87 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %86, !dbg !231
  %88 = load i64, ptr %87, align 8, !dbg !231, !tbaa !174
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %88), !dbg !232
  br label %90, !dbg !232

90:                                               ; preds = %84, %83
  %91 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !233
    #dbg_value(ptr %91, !89, !DIExpression(), !162)
  br label %14, !dbg !233

92:                                               ; preds = %101
    #dbg_label(!103, !234)
  %93 = icmp eq i32 %103, 0, !dbg !235
  br i1 %93, label %99, label %94, !dbg !235

94:                                               ; preds = %92
  %95 = add nsw i32 %103, -1, !dbg !236
  %96 = sext i32 %95 to i64, !dbg !237
  %97 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %96, !dbg !237
  %98 = load i64, ptr %97, align 8, !dbg !237, !tbaa !174
  br label %99, !dbg !235

99:                                               ; preds = %92, %94
  %100 = phi i64 [ %98, %94 ], [ -1, %92 ], !dbg !235
  ret i64 %100, !dbg !238

101:                                              ; preds = %14, %2
  %102 = phi ptr [ %4, %2 ], [ %15, %14 ], !dbg !162
  %103 = phi i32 [ 0, %2 ], [ %16, %14 ], !dbg !162
  %104 = phi ptr [ %0, %2 ], [ %17, %14 ]
  %105 = load i32, ptr %104, align 4, !dbg !162, !tbaa !167
  %106 = sext i32 %105 to i64, !dbg !162
  %107 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %106, !dbg !162
  %108 = load ptr, ptr %107, align 8, !dbg !162, !tbaa !239
    #dbg_value(i32 %103, !88, !DIExpression(), !162)
    #dbg_value(ptr %102, !89, !DIExpression(), !162)
  indirectbr ptr %108, [label %6, label %18, label %29, label %40, label %49, label %59, label %66, label %80, label %83, label %92]
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @state_machine(ptr nocapture noundef readonly %0) #2 !dbg !61 {
    #dbg_value(ptr %0, !67, !DIExpression(), !241)
    #dbg_value(i32 0, !68, !DIExpression(), !241)
    #dbg_value(i32 0, !69, !DIExpression(), !241)
  br label %2, !dbg !242

2:                                                ; preds = %34, %1
  %3 = phi ptr [ %0, %1 ], [ %37, %34 ]
  %4 = phi i32 [ 0, %1 ], [ %35, %34 ], !dbg !241
  %5 = phi i32 [ 0, %1 ], [ %36, %34 ], !dbg !241
    #dbg_value(i32 %5, !69, !DIExpression(), !241)
    #dbg_value(i32 %4, !68, !DIExpression(), !241)
    #dbg_value(ptr %3, !67, !DIExpression(), !241)
  %6 = load i8, ptr %3, align 1, !dbg !243, !tbaa !244
  %7 = icmp eq i8 %6, 0, !dbg !245
  br i1 %7, label %38, label %8, !dbg !245

8:                                                ; preds = %2
    #dbg_value(i8 %6, !70, !DIExpression(), !246)
  %9 = zext nneg i32 %4 to i64, !dbg !247
  %10 = getelementptr inbounds [4 x ptr], ptr @state_machine.tbl, i64 0, i64 %9, !dbg !247
  %11 = load ptr, ptr %10, align 8, !dbg !247, !tbaa !239
  indirectbr ptr %11, [label %12, label %20, label %28, label %41]

12:                                               ; preds = %8
    #dbg_label(!74, !248)
  %13 = add i8 %6, -48, !dbg !249
  %14 = icmp ult i8 %13, 10, !dbg !249
  br i1 %14, label %15, label %17, !dbg !249

15:                                               ; preds = %12
    #dbg_value(i32 1, !68, !DIExpression(), !241)
  %16 = add nsw i32 %5, 1, !dbg !251
    #dbg_value(i32 %16, !69, !DIExpression(), !241)
  br label %34, !dbg !253

17:                                               ; preds = %12
  %18 = icmp eq i8 %6, 45, !dbg !254
  %19 = select i1 %18, i32 1, i32 3
  br label %34

20:                                               ; preds = %8
    #dbg_label(!75, !256)
  %21 = add i8 %6, -48, !dbg !257
  %22 = icmp ult i8 %21, 10, !dbg !257
  br i1 %22, label %23, label %25, !dbg !257

23:                                               ; preds = %20
  %24 = add nsw i32 %5, 1, !dbg !259
    #dbg_value(i32 %24, !69, !DIExpression(), !241)
  br label %34, !dbg !260

25:                                               ; preds = %20
  %26 = icmp eq i8 %6, 46, !dbg !261
  %27 = select i1 %26, i32 2, i32 3
  br label %34

28:                                               ; preds = %8
    #dbg_label(!76, !263)
  %29 = add i8 %6, -48, !dbg !264
  %30 = icmp ult i8 %29, 10, !dbg !264
  %31 = select i1 %30, i32 %4, i32 3, !dbg !264
  %32 = zext i1 %30 to i32, !dbg !264
  %33 = add nsw i32 %5, %32, !dbg !264
  br label %34, !dbg !264

34:                                               ; preds = %28, %25, %17, %23, %15
  %35 = phi i32 [ 1, %15 ], [ %4, %23 ], [ %19, %17 ], [ %27, %25 ], [ %31, %28 ], !dbg !241
  %36 = phi i32 [ %16, %15 ], [ %24, %23 ], [ %5, %17 ], [ %5, %25 ], [ %33, %28 ], !dbg !241
    #dbg_value(i32 %36, !69, !DIExpression(), !241)
    #dbg_value(i32 %35, !68, !DIExpression(), !241)
  %37 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !266
    #dbg_value(ptr %37, !67, !DIExpression(), !241)
  br label %2, !dbg !267, !llvm.loop !268

38:                                               ; preds = %2
  %39 = icmp eq i32 %4, 3, !dbg !271
  %40 = select i1 %39, i32 -1, i32 %5, !dbg !272
  br label %41, !dbg !273

41:                                               ; preds = %8, %38
  %42 = phi i32 [ %40, %38 ], [ -1, %8 ], !dbg !241
  ret i32 %42, !dbg !274
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.dbg.cu = !{!52}
!llvm.module.flags = !{!107, !108, !109, !110, !111, !112, !113, !114}
!llvm.ident = !{!115}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/computed_goto.c", directory: ".", checksumkind: CSK_MD5, checksum: "358d0627e366eaf2fa7bf61f9796e620")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 7)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !19, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !19, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 2)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !24, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 13)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "dispatch", scope: !45, file: !2, line: 7, type: !104, isLocal: true, isDefinition: true)
!45 = distinct !DISubprogram(name: "interp", scope: !2, file: !2, line: 6, type: !46, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !81)
!46 = !DISubroutineType(types: !47)
!47 = !{!48, !49, !51}
!48 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !53, splitDebugInlining: false, nameTableKind: None)
!53 = !{!0, !7, !12, !17, !22, !27, !29, !31, !36, !38, !43, !54, !59}
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 9)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "tbl", scope: !61, file: !2, line: 28, type: !78, isLocal: true, isDefinition: true)
!61 = distinct !DISubprogram(name: "state_machine", scope: !2, file: !2, line: 27, type: !62, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !66)
!62 = !DISubroutineType(types: !63)
!63 = !{!51, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!66 = !{!67, !68, !69, !70, !74, !75, !76, !77}
!67 = !DILocalVariable(name: "s", arg: 1, scope: !61, file: !2, line: 27, type: !64)
!68 = !DILocalVariable(name: "state", scope: !61, file: !2, line: 29, type: !51)
!69 = !DILocalVariable(name: "digits", scope: !61, file: !2, line: 29, type: !51)
!70 = !DILocalVariable(name: "c", scope: !71, file: !2, line: 31, type: !4)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 30, column: 21)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 30, column: 5)
!73 = distinct !DILexicalBlock(scope: !61, file: !2, line: 30, column: 5)
!74 = !DILabel(scope: !71, name: "s_start", file: !2, line: 33)
!75 = !DILabel(scope: !71, name: "s_int", file: !2, line: 36)
!76 = !DILabel(scope: !71, name: "s_frac", file: !2, line: 39)
!77 = !DILabel(scope: !71, name: "s_err", file: !2, line: 42)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 256, elements: !20)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!81 = !{!82, !83, !84, !88, !89, !90, !91, !92, !93, !94, !95, !97, !98, !99, !101, !102, !103}
!82 = !DILocalVariable(name: "code", arg: 1, scope: !45, file: !2, line: 6, type: !49)
!83 = !DILocalVariable(name: "trace", arg: 2, scope: !45, file: !2, line: 6, type: !51)
!84 = !DILocalVariable(name: "st", scope: !45, file: !2, line: 8, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 2048, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 32)
!88 = !DILocalVariable(name: "sp", scope: !45, file: !2, line: 9, type: !51)
!89 = !DILocalVariable(name: "pc", scope: !45, file: !2, line: 10, type: !49)
!90 = !DILabel(scope: !45, name: "lit", file: !2, line: 13)
!91 = !DILabel(scope: !45, name: "add", file: !2, line: 14)
!92 = !DILabel(scope: !45, name: "mul", file: !2, line: 15)
!93 = !DILabel(scope: !45, name: "dup", file: !2, line: 16)
!94 = !DILabel(scope: !45, name: "swap", file: !2, line: 17)
!95 = !DILocalVariable(name: "t", scope: !96, file: !2, line: 17, type: !48)
!96 = distinct !DILexicalBlock(scope: !45, file: !2, line: 17, column: 7)
!97 = !DILabel(scope: !45, name: "dec", file: !2, line: 18)
!98 = !DILabel(scope: !45, name: "jnz", file: !2, line: 19)
!99 = !DILocalVariable(name: "off", scope: !100, file: !2, line: 19, type: !51)
!100 = distinct !DILexicalBlock(scope: !45, file: !2, line: 19, column: 6)
!101 = !DILabel(scope: !45, name: "drop", file: !2, line: 20)
!102 = !DILabel(scope: !45, name: "out", file: !2, line: 21)
!103 = !DILabel(scope: !45, name: "halt", file: !2, line: 22)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 640, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 10)
!107 = !{i32 7, !"Dwarf Version", i32 5}
!108 = !{i32 2, !"Debug Info Version", i32 3}
!109 = !{i32 1, !"wchar_size", i32 4}
!110 = !{i32 8, !"PIC Level", i32 2}
!111 = !{i32 7, !"PIE Level", i32 2}
!112 = !{i32 7, !"uwtable", i32 2}
!113 = !{i32 7, !"frame-pointer", i32 1}
!114 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!115 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!116 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !117, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!51}
!119 = !{!120, !124, !128, !130, !134}
!120 = !DILocalVariable(name: "prog", scope: !116, file: !2, line: 50, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 480, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 15)
!124 = !DILocalVariable(name: "fact", scope: !116, file: !2, line: 56, type: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 352, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: 11)
!128 = !DILocalVariable(name: "loop", scope: !116, file: !2, line: 58, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 320, elements: !105)
!130 = !DILocalVariable(name: "nums", scope: !116, file: !2, line: 60, type: !131)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 384, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 6)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 61, type: !51)
!135 = distinct !DILexicalBlock(scope: !116, file: !2, line: 61, column: 5)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 0, scope: !116)
!138 = distinct !DIAssignID()
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 55, column: 30, scope: !116)
!143 = !DILocation(line: 55, column: 5, scope: !116)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 57, column: 34, scope: !116)
!146 = !DILocation(line: 57, column: 5, scope: !116)
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 59, column: 28, scope: !116)
!149 = !DILocation(line: 59, column: 5, scope: !116)
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 0, scope: !135)
!152 = !DILocation(line: 61, column: 66, scope: !153)
!153 = distinct !DILexicalBlock(scope: !135, file: !2, line: 61, column: 5)
!154 = !DILocation(line: 61, column: 33, scope: !153)
!155 = !DILocation(line: 62, column: 5, scope: !116)
!156 = !DISubprogram(name: "printf", scope: !157, file: !157, line: 356, type: !158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!158 = !DISubroutineType(types: !159)
!159 = !{!51, !160, null}
!160 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !64)
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 0, scope: !45)
!163 = !DILocation(line: 12, column: 5, scope: !45)
!164 = !DILocation(line: 13, column: 1, scope: !45)
!165 = !DILocation(line: 13, column: 20, scope: !45)
!166 = !DILocation(line: 13, column: 17, scope: !45)
!167 = !{!168, !168, i64 0}
!168 = !{!"int", !169, i64 0}
!169 = !{!"omnipotent char", !170, i64 0}
!170 = !{!"Simple C/C++ TBAA"}
!171 = !DILocation(line: 13, column: 11, scope: !45)
!172 = !DILocation(line: 13, column: 6, scope: !45)
!173 = !DILocation(line: 13, column: 15, scope: !45)
!174 = !{!175, !175, i64 0}
!175 = !{!"long", !169, i64 0}
!176 = !DILocation(line: 13, column: 24, scope: !45)
!177 = !DILocation(line: 14, column: 1, scope: !45)
!178 = !DILocation(line: 14, column: 8, scope: !45)
!179 = !DILocation(line: 14, column: 26, scope: !45)
!180 = !DILocation(line: 14, column: 18, scope: !45)
!181 = !DILocation(line: 14, column: 12, scope: !45)
!182 = !DILocation(line: 14, column: 23, scope: !45)
!183 = !DILocation(line: 14, column: 34, scope: !45)
!184 = !DILocation(line: 15, column: 1, scope: !45)
!185 = !DILocation(line: 15, column: 8, scope: !45)
!186 = !DILocation(line: 15, column: 26, scope: !45)
!187 = !DILocation(line: 15, column: 18, scope: !45)
!188 = !DILocation(line: 15, column: 12, scope: !45)
!189 = !DILocation(line: 15, column: 23, scope: !45)
!190 = !DILocation(line: 15, column: 34, scope: !45)
!191 = !DILocation(line: 16, column: 1, scope: !45)
!192 = !DILocation(line: 16, column: 21, scope: !45)
!193 = !DILocation(line: 16, column: 15, scope: !45)
!194 = !DILocation(line: 16, column: 6, scope: !45)
!195 = !DILocation(line: 16, column: 13, scope: !45)
!196 = !DILocation(line: 16, column: 29, scope: !45)
!197 = !DILocation(line: 16, column: 33, scope: !45)
!198 = !DILocation(line: 17, column: 1, scope: !45)
!199 = !DILocation(line: 17, column: 24, scope: !96)
!200 = !DILocation(line: 17, column: 18, scope: !96)
!201 = !DILocation(line: 0, scope: !96)
!202 = !DILocation(line: 17, column: 49, scope: !96)
!203 = !DILocation(line: 17, column: 43, scope: !96)
!204 = !DILocation(line: 17, column: 41, scope: !96)
!205 = !DILocation(line: 17, column: 66, scope: !96)
!206 = !DILocation(line: 17, column: 73, scope: !45)
!207 = !DILocation(line: 18, column: 1, scope: !45)
!208 = !DILocation(line: 18, column: 12, scope: !45)
!209 = !DILocation(line: 18, column: 6, scope: !45)
!210 = !DILocation(line: 18, column: 16, scope: !45)
!211 = !DILocation(line: 18, column: 20, scope: !45)
!212 = !DILocation(line: 19, column: 1, scope: !45)
!213 = !DILocation(line: 19, column: 21, scope: !100)
!214 = !DILocation(line: 0, scope: !100)
!215 = !DILocation(line: 19, column: 35, scope: !216)
!216 = distinct !DILexicalBlock(scope: !100, file: !2, line: 19, column: 29)
!217 = !DILocation(line: 19, column: 29, scope: !216)
!218 = !DILocation(line: 19, column: 29, scope: !100)
!219 = !DILocation(line: 19, column: 18, scope: !100)
!220 = !DILocation(line: 19, column: 51, scope: !216)
!221 = !DILocation(line: 19, column: 41, scope: !216)
!222 = !DILocation(line: 19, scope: !100)
!223 = !DILocation(line: 19, column: 60, scope: !45)
!224 = !DILocation(line: 20, column: 1, scope: !45)
!225 = !DILocation(line: 20, column: 9, scope: !45)
!226 = !DILocation(line: 20, column: 13, scope: !45)
!227 = !DILocation(line: 21, column: 1, scope: !45)
!228 = !DILocation(line: 21, column: 10, scope: !45)
!229 = !DILocation(line: 21, column: 43, scope: !230)
!230 = distinct !DILexicalBlock(scope: !45, file: !2, line: 21, column: 10)
!231 = !DILocation(line: 21, column: 37, scope: !230)
!232 = !DILocation(line: 21, column: 17, scope: !230)
!233 = !DILocation(line: 21, column: 50, scope: !45)
!234 = !DILocation(line: 22, column: 1, scope: !45)
!235 = !DILocation(line: 24, column: 12, scope: !45)
!236 = !DILocation(line: 24, column: 23, scope: !45)
!237 = !DILocation(line: 24, column: 17, scope: !45)
!238 = !DILocation(line: 24, column: 5, scope: !45)
!239 = !{!240, !240, i64 0}
!240 = !{!"any pointer", !169, i64 0}
!241 = !DILocation(line: 0, scope: !61)
!242 = !DILocation(line: 30, column: 5, scope: !61)
!243 = !DILocation(line: 30, column: 12, scope: !72)
!244 = !{!169, !169, i64 0}
!245 = !DILocation(line: 30, column: 5, scope: !73)
!246 = !DILocation(line: 0, scope: !71)
!247 = !DILocation(line: 32, column: 15, scope: !71)
!248 = !DILocation(line: 33, column: 5, scope: !71)
!249 = !DILocation(line: 34, column: 22, scope: !250)
!250 = distinct !DILexicalBlock(scope: !71, file: !2, line: 34, column: 13)
!251 = !DILocation(line: 34, column: 54, scope: !252)
!252 = distinct !DILexicalBlock(scope: !250, file: !2, line: 34, column: 35)
!253 = !DILocation(line: 34, column: 58, scope: !252)
!254 = !DILocation(line: 34, column: 71, scope: !255)
!255 = distinct !DILexicalBlock(scope: !250, file: !2, line: 34, column: 69)
!256 = !DILocation(line: 36, column: 5, scope: !71)
!257 = !DILocation(line: 37, column: 22, scope: !258)
!258 = distinct !DILexicalBlock(scope: !71, file: !2, line: 37, column: 13)
!259 = !DILocation(line: 37, column: 41, scope: !258)
!260 = !DILocation(line: 37, column: 35, scope: !258)
!261 = !DILocation(line: 37, column: 56, scope: !262)
!262 = distinct !DILexicalBlock(scope: !258, file: !2, line: 37, column: 54)
!263 = !DILocation(line: 39, column: 5, scope: !71)
!264 = !DILocation(line: 40, column: 22, scope: !265)
!265 = distinct !DILexicalBlock(scope: !71, file: !2, line: 40, column: 13)
!266 = !DILocation(line: 30, column: 17, scope: !72)
!267 = !DILocation(line: 30, column: 5, scope: !72)
!268 = distinct !{!268, !245, !269, !270}
!269 = !DILocation(line: 44, column: 5, scope: !73)
!270 = !{!"llvm.loop.mustprogress"}
!271 = !DILocation(line: 45, column: 18, scope: !61)
!272 = !DILocation(line: 45, column: 12, scope: !61)
!273 = !DILocation(line: 45, column: 5, scope: !61)
!274 = !DILocation(line: 46, column: 1, scope: !61)
