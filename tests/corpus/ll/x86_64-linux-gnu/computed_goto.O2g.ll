; ModuleID = 'tests/programs/computed_goto.c'
source_filename = "tests/programs/computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.prog = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 10, i32 3, i32 3, i32 2, i32 4, i32 8, i32 5, i32 4, i32 0, i32 0, i32 1, i32 9], align 16
@.str = private unnamed_addr constant [14 x i8] c"interp = %ld\0A\00", align 1, !dbg !0
@__const.main.fact = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 0, i32 12, i32 3, i32 0, i32 0, i32 1, i32 4, i32 7, i32 9], align 16
@.str.1 = private unnamed_addr constant [18 x i8] c"stack prog = %ld\0A\00", align 1, !dbg !7
@__const.main.loop = private unnamed_addr constant [10 x i32] [i32 0, i32 7, i32 8, i32 5, i32 6, i32 2, i32 0, i32 99, i32 1, i32 9], align 16
@.str.2 = private unnamed_addr constant [12 x i8] c"loop = %ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"123\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [7 x i8] c"-45.67\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c"12a\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"0.5\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [2 x i8] c".\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [7 x i8] c"99.9.9\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [13 x i8] c"sm(%s) = %d\0A\00", align 1, !dbg !38
@interp.dispatch = internal unnamed_addr constant [10 x ptr] [ptr blockaddress(@interp, %6), ptr blockaddress(@interp, %18), ptr blockaddress(@interp, %29), ptr blockaddress(@interp, %40), ptr blockaddress(@interp, %49), ptr blockaddress(@interp, %59), ptr blockaddress(@interp, %66), ptr blockaddress(@interp, %80), ptr blockaddress(@interp, %83), ptr blockaddress(@interp, %92)], align 16, !dbg !43
@.str.10 = private unnamed_addr constant [9 x i8] c"out %ld\0A\00", align 1, !dbg !54
@state_machine.tbl = internal unnamed_addr constant [4 x ptr] [ptr blockaddress(@state_machine, %12), ptr blockaddress(@state_machine, %20), ptr blockaddress(@state_machine, %28), ptr blockaddress(@state_machine, %41)], align 16, !dbg !59

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !115 {
    #dbg_assign(i1 undef, !119, !DIExpression(), !135, ptr @__const.main.prog, !DIExpression(), !136)
    #dbg_assign(i1 undef, !123, !DIExpression(), !137, ptr @__const.main.fact, !DIExpression(), !136)
    #dbg_assign(i1 undef, !127, !DIExpression(), !138, ptr @__const.main.loop, !DIExpression(), !136)
    #dbg_assign(i1 undef, !129, !DIExpression(), !139, ptr poison, !DIExpression(), !136)
    #dbg_assign(i1 undef, !119, !DIExpression(), !140, ptr @__const.main.prog, !DIExpression(), !136)
  %1 = tail call fastcc i64 @interp(ptr noundef nonnull @__const.main.prog, i32 noundef 1), !dbg !141
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !142
    #dbg_assign(i1 undef, !123, !DIExpression(), !143, ptr @__const.main.fact, !DIExpression(), !136)
  %3 = tail call fastcc i64 @interp(ptr noundef nonnull @__const.main.fact, i32 noundef 0), !dbg !144
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3), !dbg !145
    #dbg_assign(i1 undef, !127, !DIExpression(), !146, ptr @__const.main.loop, !DIExpression(), !136)
  %5 = tail call fastcc i64 @interp(ptr noundef nonnull @__const.main.loop, i32 noundef 1), !dbg !147
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %5), !dbg !148
    #dbg_assign(i1 undef, !129, !DIExpression(), !149, ptr poison, !DIExpression(), !136)
    #dbg_value(i32 0, !133, !DIExpression(), !150)
    #dbg_value(i64 0, !133, !DIExpression(), !150)
  %7 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.3), !dbg !151
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, i32 noundef %7), !dbg !153
    #dbg_value(i64 1, !133, !DIExpression(), !150)
  %9 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.4), !dbg !151
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i32 noundef %9), !dbg !153
    #dbg_value(i64 2, !133, !DIExpression(), !150)
  %11 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.5), !dbg !151
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %11), !dbg !153
    #dbg_value(i64 3, !133, !DIExpression(), !150)
  %13 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.6), !dbg !151
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, i32 noundef %13), !dbg !153
    #dbg_value(i64 4, !133, !DIExpression(), !150)
  %15 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.7), !dbg !151
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.7, i32 noundef %15), !dbg !153
    #dbg_value(i64 5, !133, !DIExpression(), !150)
  %17 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.8), !dbg !151
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.8, i32 noundef %17), !dbg !153
    #dbg_value(i64 6, !133, !DIExpression(), !150)
  ret i32 0, !dbg !154
}

; Function Attrs: nofree nounwind
declare !dbg !155 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @interp(ptr nocapture noundef readonly %0, i32 noundef %1) #0 !dbg !45 {
  %3 = alloca [32 x i64], align 16, !DIAssignID !160
    #dbg_assign(i1 undef, !84, !DIExpression(), !160, ptr %3, !DIExpression(), !161)
    #dbg_value(ptr %0, !82, !DIExpression(), !161)
    #dbg_value(i32 %1, !83, !DIExpression(), !161)
    #dbg_value(i32 0, !88, !DIExpression(), !161)
    #dbg_value(ptr %0, !89, !DIExpression(), !161)
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !162
    #dbg_value(ptr %4, !89, !DIExpression(), !161)
  %5 = icmp eq i32 %1, 0
  br label %101, !dbg !162

6:                                                ; preds = %101
    #dbg_label(!90, !163)
  %7 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !164
    #dbg_value(ptr %7, !89, !DIExpression(), !161)
  %8 = load i32, ptr %102, align 4, !dbg !165, !tbaa !166
  %9 = sext i32 %8 to i64, !dbg !165
  %10 = add nsw i32 %103, 1, !dbg !170
    #dbg_value(i32 %10, !88, !DIExpression(), !161)
  %11 = sext i32 %103 to i64, !dbg !171
  %12 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %11, !dbg !171
  store i64 %9, ptr %12, align 8, !dbg !172, !tbaa !173
  %13 = getelementptr inbounds i8, ptr %102, i64 8, !dbg !175
    #dbg_value(ptr %13, !89, !DIExpression(), !161)
  br label %14, !dbg !175

14:                                               ; preds = %6, %18, %29, %40, %49, %59, %77, %80, %90
  %15 = phi ptr [ %13, %6 ], [ %28, %18 ], [ %39, %29 ], [ %48, %40 ], [ %58, %49 ], [ %65, %59 ], [ %79, %77 ], [ %82, %80 ], [ %91, %90 ]
  %16 = phi i32 [ %10, %6 ], [ %19, %18 ], [ %30, %29 ], [ %47, %40 ], [ %103, %49 ], [ %103, %59 ], [ %103, %77 ], [ %81, %80 ], [ %103, %90 ]
  %17 = phi ptr [ %7, %6 ], [ %102, %18 ], [ %102, %29 ], [ %102, %40 ], [ %102, %49 ], [ %102, %59 ], [ %78, %77 ], [ %102, %80 ], [ %102, %90 ]
  br label %101, !dbg !161

18:                                               ; preds = %101
    #dbg_label(!91, !176)
  %19 = add nsw i32 %103, -1, !dbg !177
    #dbg_value(i32 %19, !88, !DIExpression(), !161)
  %20 = sext i32 %19 to i64, !dbg !178
  %21 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %20, !dbg !178
  %22 = load i64, ptr %21, align 8, !dbg !178, !tbaa !173
  %23 = add nsw i32 %103, -2, !dbg !179
  %24 = sext i32 %23 to i64, !dbg !180
  %25 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %24, !dbg !180
  %26 = load i64, ptr %25, align 8, !dbg !181, !tbaa !173
  %27 = add nsw i64 %26, %22, !dbg !181
  store i64 %27, ptr %25, align 8, !dbg !181, !tbaa !173
  %28 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !182
    #dbg_value(ptr %28, !89, !DIExpression(), !161)
  br label %14, !dbg !182

29:                                               ; preds = %101
    #dbg_label(!92, !183)
  %30 = add nsw i32 %103, -1, !dbg !184
    #dbg_value(i32 %30, !88, !DIExpression(), !161)
  %31 = sext i32 %30 to i64, !dbg !185
  %32 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %31, !dbg !185
  %33 = load i64, ptr %32, align 8, !dbg !185, !tbaa !173
  %34 = add nsw i32 %103, -2, !dbg !186
  %35 = sext i32 %34 to i64, !dbg !187
  %36 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %35, !dbg !187
  %37 = load i64, ptr %36, align 8, !dbg !188, !tbaa !173
  %38 = mul nsw i64 %37, %33, !dbg !188
  store i64 %38, ptr %36, align 8, !dbg !188, !tbaa !173
  %39 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !189
    #dbg_value(ptr %39, !89, !DIExpression(), !161)
  br label %14, !dbg !189

40:                                               ; preds = %101
    #dbg_label(!93, !190)
  %41 = add nsw i32 %103, -1, !dbg !191
  %42 = sext i32 %41 to i64, !dbg !192
  %43 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %42, !dbg !192
  %44 = load i64, ptr %43, align 8, !dbg !192, !tbaa !173
  %45 = sext i32 %103 to i64, !dbg !193
  %46 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %45, !dbg !193
  store i64 %44, ptr %46, align 8, !dbg !194, !tbaa !173
  %47 = add nsw i32 %103, 1, !dbg !195
    #dbg_value(i32 %47, !88, !DIExpression(), !161)
  %48 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !196
    #dbg_value(ptr %48, !89, !DIExpression(), !161)
  br label %14, !dbg !196

49:                                               ; preds = %101
    #dbg_label(!94, !197)
  %50 = add nsw i32 %103, -1, !dbg !198
  %51 = sext i32 %50 to i64, !dbg !199
  %52 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %51, !dbg !199
  %53 = load i64, ptr %52, align 8, !dbg !199, !tbaa !173
    #dbg_value(i64 %53, !95, !DIExpression(), !200)
  %54 = add nsw i32 %103, -2, !dbg !201
  %55 = sext i32 %54 to i64, !dbg !202
  %56 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %55, !dbg !202
  %57 = load i64, ptr %56, align 8, !dbg !202, !tbaa !173
  store i64 %57, ptr %52, align 8, !dbg !203, !tbaa !173
  store i64 %53, ptr %56, align 8, !dbg !204, !tbaa !173
  %58 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !205
    #dbg_value(ptr %58, !89, !DIExpression(), !161)
  br label %14, !dbg !205

59:                                               ; preds = %101
    #dbg_label(!97, !206)
  %60 = add nsw i32 %103, -1, !dbg !207
  %61 = sext i32 %60 to i64, !dbg !208
  %62 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %61, !dbg !208
  %63 = load i64, ptr %62, align 8, !dbg !209, !tbaa !173
  %64 = add nsw i64 %63, -1, !dbg !209
  store i64 %64, ptr %62, align 8, !dbg !209, !tbaa !173
  %65 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !210
    #dbg_value(ptr %65, !89, !DIExpression(), !161)
  br label %14, !dbg !210

66:                                               ; preds = %101
    #dbg_label(!98, !211)
  %67 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !212
    #dbg_value(ptr %67, !89, !DIExpression(), !161)
    #dbg_value(i32 poison, !99, !DIExpression(), !213)
  %68 = add nsw i32 %103, -1, !dbg !214
  %69 = sext i32 %68 to i64, !dbg !216
  %70 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %69, !dbg !216
  %71 = load i64, ptr %70, align 8, !dbg !216, !tbaa !173
  %72 = icmp eq i64 %71, 0, !dbg !216
  br i1 %72, label %77, label %73, !dbg !217

73:                                               ; preds = %66
  %74 = load i32, ptr %102, align 4, !dbg !218, !tbaa !166
    #dbg_value(i32 %74, !99, !DIExpression(), !213)
  %75 = sext i32 %74 to i64, !dbg !219
  %76 = getelementptr inbounds i32, ptr %0, i64 %75, !dbg !219
    #dbg_value(ptr %76, !89, !DIExpression(), !161)
  br label %77, !dbg !220

77:                                               ; preds = %73, %66
  %78 = phi ptr [ %76, %73 ], [ %67, %66 ], !dbg !221
    #dbg_value(ptr %78, !89, !DIExpression(), !161)
  %79 = getelementptr inbounds i8, ptr %78, i64 4, !dbg !222
    #dbg_value(ptr %79, !89, !DIExpression(), !161)
  br label %14, !dbg !222

80:                                               ; preds = %101
    #dbg_label(!101, !223)
  %81 = add nsw i32 %103, -1, !dbg !224
    #dbg_value(i32 %81, !88, !DIExpression(), !161)
  %82 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !225
    #dbg_value(ptr %82, !89, !DIExpression(), !161)
  br label %14, !dbg !225

83:                                               ; preds = %101
    #dbg_label(!102, !226)
  br i1 %5, label %90, label %84, !dbg !227

84:                                               ; preds = %83
  %85 = add nsw i32 %103, -1, !dbg !228
  %86 = sext i32 %85 to i64, !dbg !230
  %87 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %86, !dbg !230
  %88 = load i64, ptr %87, align 8, !dbg !230, !tbaa !173
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %88), !dbg !231
  br label %90, !dbg !231

90:                                               ; preds = %84, %83
  %91 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !232
    #dbg_value(ptr %91, !89, !DIExpression(), !161)
  br label %14, !dbg !232

92:                                               ; preds = %101
    #dbg_label(!103, !233)
  %93 = icmp eq i32 %103, 0, !dbg !234
  br i1 %93, label %99, label %94, !dbg !234

94:                                               ; preds = %92
  %95 = add nsw i32 %103, -1, !dbg !235
  %96 = sext i32 %95 to i64, !dbg !236
  %97 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %96, !dbg !236
  %98 = load i64, ptr %97, align 8, !dbg !236, !tbaa !173
  br label %99, !dbg !234

99:                                               ; preds = %92, %94
  %100 = phi i64 [ %98, %94 ], [ -1, %92 ], !dbg !234
  ret i64 %100, !dbg !237

101:                                              ; preds = %14, %2
  %102 = phi ptr [ %4, %2 ], [ %15, %14 ], !dbg !161
  %103 = phi i32 [ 0, %2 ], [ %16, %14 ], !dbg !161
  %104 = phi ptr [ %0, %2 ], [ %17, %14 ]
  %105 = load i32, ptr %104, align 4, !dbg !161, !tbaa !166
  %106 = sext i32 %105 to i64, !dbg !161
  %107 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %106, !dbg !161
  %108 = load ptr, ptr %107, align 8, !dbg !161, !tbaa !238
    #dbg_value(i32 %103, !88, !DIExpression(), !161)
    #dbg_value(ptr %102, !89, !DIExpression(), !161)
  indirectbr ptr %108, [label %6, label %18, label %29, label %40, label %49, label %59, label %66, label %80, label %83, label %92]
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @state_machine(ptr nocapture noundef readonly %0) #2 !dbg !61 {
    #dbg_value(ptr %0, !67, !DIExpression(), !240)
    #dbg_value(i32 0, !68, !DIExpression(), !240)
    #dbg_value(i32 0, !69, !DIExpression(), !240)
  br label %2, !dbg !241

2:                                                ; preds = %34, %1
  %3 = phi ptr [ %0, %1 ], [ %37, %34 ]
  %4 = phi i32 [ 0, %1 ], [ %35, %34 ], !dbg !240
  %5 = phi i32 [ 0, %1 ], [ %36, %34 ], !dbg !240
    #dbg_value(i32 %5, !69, !DIExpression(), !240)
    #dbg_value(i32 %4, !68, !DIExpression(), !240)
    #dbg_value(ptr %3, !67, !DIExpression(), !240)
  %6 = load i8, ptr %3, align 1, !dbg !242, !tbaa !243
  %7 = icmp eq i8 %6, 0, !dbg !244
  br i1 %7, label %38, label %8, !dbg !244

8:                                                ; preds = %2
    #dbg_value(i8 %6, !70, !DIExpression(), !245)
  %9 = zext nneg i32 %4 to i64, !dbg !246
  %10 = getelementptr inbounds [4 x ptr], ptr @state_machine.tbl, i64 0, i64 %9, !dbg !246
  %11 = load ptr, ptr %10, align 8, !dbg !246, !tbaa !238
  indirectbr ptr %11, [label %12, label %20, label %28, label %41]

12:                                               ; preds = %8
    #dbg_label(!74, !247)
  %13 = add i8 %6, -48, !dbg !248
  %14 = icmp ult i8 %13, 10, !dbg !248
  br i1 %14, label %15, label %17, !dbg !248

15:                                               ; preds = %12
    #dbg_value(i32 1, !68, !DIExpression(), !240)
  %16 = add nsw i32 %5, 1, !dbg !250
    #dbg_value(i32 %16, !69, !DIExpression(), !240)
  br label %34, !dbg !252

17:                                               ; preds = %12
  %18 = icmp eq i8 %6, 45, !dbg !253
  %19 = select i1 %18, i32 1, i32 3
  br label %34

20:                                               ; preds = %8
    #dbg_label(!75, !255)
  %21 = add i8 %6, -48, !dbg !256
  %22 = icmp ult i8 %21, 10, !dbg !256
  br i1 %22, label %23, label %25, !dbg !256

23:                                               ; preds = %20
  %24 = add nsw i32 %5, 1, !dbg !258
    #dbg_value(i32 %24, !69, !DIExpression(), !240)
  br label %34, !dbg !259

25:                                               ; preds = %20
  %26 = icmp eq i8 %6, 46, !dbg !260
  %27 = select i1 %26, i32 2, i32 3
  br label %34

28:                                               ; preds = %8
    #dbg_label(!76, !262)
  %29 = add i8 %6, -48, !dbg !263
  %30 = icmp ult i8 %29, 10, !dbg !263
  %31 = select i1 %30, i32 %4, i32 3, !dbg !263
  %32 = zext i1 %30 to i32, !dbg !263
  %33 = add nsw i32 %5, %32, !dbg !263
  br label %34, !dbg !263

34:                                               ; preds = %28, %25, %17, %23, %15
  %35 = phi i32 [ 1, %15 ], [ %4, %23 ], [ %19, %17 ], [ %27, %25 ], [ %31, %28 ], !dbg !240
  %36 = phi i32 [ %16, %15 ], [ %24, %23 ], [ %5, %17 ], [ %5, %25 ], [ %33, %28 ], !dbg !240
    #dbg_value(i32 %36, !69, !DIExpression(), !240)
    #dbg_value(i32 %35, !68, !DIExpression(), !240)
  %37 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !265
    #dbg_value(ptr %37, !67, !DIExpression(), !240)
  br label %2, !dbg !266, !llvm.loop !267

38:                                               ; preds = %2
  %39 = icmp eq i32 %4, 3, !dbg !270
  %40 = select i1 %39, i32 -1, i32 %5, !dbg !271
  br label %41, !dbg !272

41:                                               ; preds = %8, %38
  %42 = phi i32 [ %40, %38 ], [ -1, %8 ], !dbg !240
  ret i32 %42, !dbg !273
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!52}
!llvm.module.flags = !{!107, !108, !109, !110, !111, !112, !113}
!llvm.ident = !{!114}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/computed_goto.c", directory: ".", checksumkind: CSK_MD5, checksum: "358d0627e366eaf2fa7bf61f9796e620")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!113 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!114 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!115 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !116, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!51}
!118 = !{!119, !123, !127, !129, !133}
!119 = !DILocalVariable(name: "prog", scope: !115, file: !2, line: 50, type: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 480, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 15)
!123 = !DILocalVariable(name: "fact", scope: !115, file: !2, line: 56, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 352, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 11)
!127 = !DILocalVariable(name: "loop", scope: !115, file: !2, line: 58, type: !128)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 320, elements: !105)
!129 = !DILocalVariable(name: "nums", scope: !115, file: !2, line: 60, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 384, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 6)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 61, type: !51)
!134 = distinct !DILexicalBlock(scope: !115, file: !2, line: 61, column: 5)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 0, scope: !115)
!137 = distinct !DIAssignID()
!138 = distinct !DIAssignID()
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 55, column: 30, scope: !115)
!142 = !DILocation(line: 55, column: 5, scope: !115)
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 57, column: 34, scope: !115)
!145 = !DILocation(line: 57, column: 5, scope: !115)
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 59, column: 28, scope: !115)
!148 = !DILocation(line: 59, column: 5, scope: !115)
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 0, scope: !134)
!151 = !DILocation(line: 61, column: 66, scope: !152)
!152 = distinct !DILexicalBlock(scope: !134, file: !2, line: 61, column: 5)
!153 = !DILocation(line: 61, column: 33, scope: !152)
!154 = !DILocation(line: 62, column: 5, scope: !115)
!155 = !DISubprogram(name: "printf", scope: !156, file: !156, line: 356, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!157 = !DISubroutineType(types: !158)
!158 = !{!51, !159, null}
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !64)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 0, scope: !45)
!162 = !DILocation(line: 12, column: 5, scope: !45)
!163 = !DILocation(line: 13, column: 1, scope: !45)
!164 = !DILocation(line: 13, column: 20, scope: !45)
!165 = !DILocation(line: 13, column: 17, scope: !45)
!166 = !{!167, !167, i64 0}
!167 = !{!"int", !168, i64 0}
!168 = !{!"omnipotent char", !169, i64 0}
!169 = !{!"Simple C/C++ TBAA"}
!170 = !DILocation(line: 13, column: 11, scope: !45)
!171 = !DILocation(line: 13, column: 6, scope: !45)
!172 = !DILocation(line: 13, column: 15, scope: !45)
!173 = !{!174, !174, i64 0}
!174 = !{!"long", !168, i64 0}
!175 = !DILocation(line: 13, column: 24, scope: !45)
!176 = !DILocation(line: 14, column: 1, scope: !45)
!177 = !DILocation(line: 14, column: 8, scope: !45)
!178 = !DILocation(line: 14, column: 26, scope: !45)
!179 = !DILocation(line: 14, column: 18, scope: !45)
!180 = !DILocation(line: 14, column: 12, scope: !45)
!181 = !DILocation(line: 14, column: 23, scope: !45)
!182 = !DILocation(line: 14, column: 34, scope: !45)
!183 = !DILocation(line: 15, column: 1, scope: !45)
!184 = !DILocation(line: 15, column: 8, scope: !45)
!185 = !DILocation(line: 15, column: 26, scope: !45)
!186 = !DILocation(line: 15, column: 18, scope: !45)
!187 = !DILocation(line: 15, column: 12, scope: !45)
!188 = !DILocation(line: 15, column: 23, scope: !45)
!189 = !DILocation(line: 15, column: 34, scope: !45)
!190 = !DILocation(line: 16, column: 1, scope: !45)
!191 = !DILocation(line: 16, column: 21, scope: !45)
!192 = !DILocation(line: 16, column: 15, scope: !45)
!193 = !DILocation(line: 16, column: 6, scope: !45)
!194 = !DILocation(line: 16, column: 13, scope: !45)
!195 = !DILocation(line: 16, column: 29, scope: !45)
!196 = !DILocation(line: 16, column: 33, scope: !45)
!197 = !DILocation(line: 17, column: 1, scope: !45)
!198 = !DILocation(line: 17, column: 24, scope: !96)
!199 = !DILocation(line: 17, column: 18, scope: !96)
!200 = !DILocation(line: 0, scope: !96)
!201 = !DILocation(line: 17, column: 49, scope: !96)
!202 = !DILocation(line: 17, column: 43, scope: !96)
!203 = !DILocation(line: 17, column: 41, scope: !96)
!204 = !DILocation(line: 17, column: 66, scope: !96)
!205 = !DILocation(line: 17, column: 73, scope: !45)
!206 = !DILocation(line: 18, column: 1, scope: !45)
!207 = !DILocation(line: 18, column: 12, scope: !45)
!208 = !DILocation(line: 18, column: 6, scope: !45)
!209 = !DILocation(line: 18, column: 16, scope: !45)
!210 = !DILocation(line: 18, column: 20, scope: !45)
!211 = !DILocation(line: 19, column: 1, scope: !45)
!212 = !DILocation(line: 19, column: 21, scope: !100)
!213 = !DILocation(line: 0, scope: !100)
!214 = !DILocation(line: 19, column: 35, scope: !215)
!215 = distinct !DILexicalBlock(scope: !100, file: !2, line: 19, column: 29)
!216 = !DILocation(line: 19, column: 29, scope: !215)
!217 = !DILocation(line: 19, column: 29, scope: !100)
!218 = !DILocation(line: 19, column: 18, scope: !100)
!219 = !DILocation(line: 19, column: 51, scope: !215)
!220 = !DILocation(line: 19, column: 41, scope: !215)
!221 = !DILocation(line: 19, scope: !100)
!222 = !DILocation(line: 19, column: 60, scope: !45)
!223 = !DILocation(line: 20, column: 1, scope: !45)
!224 = !DILocation(line: 20, column: 9, scope: !45)
!225 = !DILocation(line: 20, column: 13, scope: !45)
!226 = !DILocation(line: 21, column: 1, scope: !45)
!227 = !DILocation(line: 21, column: 10, scope: !45)
!228 = !DILocation(line: 21, column: 43, scope: !229)
!229 = distinct !DILexicalBlock(scope: !45, file: !2, line: 21, column: 10)
!230 = !DILocation(line: 21, column: 37, scope: !229)
!231 = !DILocation(line: 21, column: 17, scope: !229)
!232 = !DILocation(line: 21, column: 50, scope: !45)
!233 = !DILocation(line: 22, column: 1, scope: !45)
!234 = !DILocation(line: 24, column: 12, scope: !45)
!235 = !DILocation(line: 24, column: 23, scope: !45)
!236 = !DILocation(line: 24, column: 17, scope: !45)
!237 = !DILocation(line: 24, column: 5, scope: !45)
!238 = !{!239, !239, i64 0}
!239 = !{!"any pointer", !168, i64 0}
!240 = !DILocation(line: 0, scope: !61)
!241 = !DILocation(line: 30, column: 5, scope: !61)
!242 = !DILocation(line: 30, column: 12, scope: !72)
!243 = !{!168, !168, i64 0}
!244 = !DILocation(line: 30, column: 5, scope: !73)
!245 = !DILocation(line: 0, scope: !71)
!246 = !DILocation(line: 32, column: 15, scope: !71)
!247 = !DILocation(line: 33, column: 5, scope: !71)
!248 = !DILocation(line: 34, column: 22, scope: !249)
!249 = distinct !DILexicalBlock(scope: !71, file: !2, line: 34, column: 13)
!250 = !DILocation(line: 34, column: 54, scope: !251)
!251 = distinct !DILexicalBlock(scope: !249, file: !2, line: 34, column: 35)
!252 = !DILocation(line: 34, column: 58, scope: !251)
!253 = !DILocation(line: 34, column: 71, scope: !254)
!254 = distinct !DILexicalBlock(scope: !249, file: !2, line: 34, column: 69)
!255 = !DILocation(line: 36, column: 5, scope: !71)
!256 = !DILocation(line: 37, column: 22, scope: !257)
!257 = distinct !DILexicalBlock(scope: !71, file: !2, line: 37, column: 13)
!258 = !DILocation(line: 37, column: 41, scope: !257)
!259 = !DILocation(line: 37, column: 35, scope: !257)
!260 = !DILocation(line: 37, column: 56, scope: !261)
!261 = distinct !DILexicalBlock(scope: !257, file: !2, line: 37, column: 54)
!262 = !DILocation(line: 39, column: 5, scope: !71)
!263 = !DILocation(line: 40, column: 22, scope: !264)
!264 = distinct !DILexicalBlock(scope: !71, file: !2, line: 40, column: 13)
!265 = !DILocation(line: 30, column: 17, scope: !72)
!266 = !DILocation(line: 30, column: 5, scope: !72)
!267 = distinct !{!267, !244, !268, !269}
!268 = !DILocation(line: 44, column: 5, scope: !73)
!269 = !{!"llvm.loop.mustprogress"}
!270 = !DILocation(line: 45, column: 18, scope: !61)
!271 = !DILocation(line: 45, column: 12, scope: !61)
!272 = !DILocation(line: 45, column: 5, scope: !61)
!273 = !DILocation(line: 46, column: 1, scope: !61)
