; ModuleID = 'tests/programs/computed_goto.c'
source_filename = "tests/programs/computed_goto.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
@interp.dispatch = internal unnamed_addr constant [10 x ptr] [ptr blockaddress(@interp, %6), ptr blockaddress(@interp, %17), ptr blockaddress(@interp, %28), ptr blockaddress(@interp, %39), ptr blockaddress(@interp, %48), ptr blockaddress(@interp, %58), ptr blockaddress(@interp, %65), ptr blockaddress(@interp, %79), ptr blockaddress(@interp, %82), ptr blockaddress(@interp, %90)], align 16, !dbg !43
@.str.10 = private unnamed_addr constant [9 x i8] c"out %ld\0A\00", align 1, !dbg !54
@state_machine.tbl = internal unnamed_addr constant [4 x ptr] [ptr blockaddress(@state_machine, %12), ptr blockaddress(@state_machine, %20), ptr blockaddress(@state_machine, %28), ptr blockaddress(@state_machine, %41)], align 16, !dbg !59

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !115 {
    #dbg_assign(i1 undef, !119, !DIExpression(), !135, ptr @__const.main.prog, !DIExpression(), !136)
    #dbg_assign(i1 undef, !123, !DIExpression(), !137, ptr @__const.main.fact, !DIExpression(), !136)
    #dbg_assign(i1 undef, !127, !DIExpression(), !138, ptr @__const.main.loop, !DIExpression(), !136)
    #dbg_assign(i1 undef, !129, !DIExpression(), !139, ptr poison, !DIExpression(), !136)
    #dbg_assign(i1 undef, !119, !DIExpression(), !140, ptr @__const.main.prog, !DIExpression(), !136)
  %1 = tail call fastcc i32 @interp(ptr noundef nonnull @__const.main.prog, i32 noundef 1), !dbg !141
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %1), !dbg !142
    #dbg_assign(i1 undef, !123, !DIExpression(), !143, ptr @__const.main.fact, !DIExpression(), !136)
  %2 = tail call fastcc i32 @interp(ptr noundef nonnull @__const.main.fact, i32 noundef 0), !dbg !144
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %2), !dbg !145
    #dbg_assign(i1 undef, !127, !DIExpression(), !146, ptr @__const.main.loop, !DIExpression(), !136)
  %3 = tail call fastcc i32 @interp(ptr noundef nonnull @__const.main.loop, i32 noundef 1), !dbg !147
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %3), !dbg !148
    #dbg_assign(i1 undef, !129, !DIExpression(), !149, ptr poison, !DIExpression(), !136)
    #dbg_value(i32 0, !133, !DIExpression(), !150)
    #dbg_value(i64 0, !133, !DIExpression(), !150)
  %4 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.3), !dbg !151
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, i32 noundef %4), !dbg !153
    #dbg_value(i64 1, !133, !DIExpression(), !150)
  %5 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.4), !dbg !151
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i32 noundef %5), !dbg !153
    #dbg_value(i64 2, !133, !DIExpression(), !150)
  %6 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.5), !dbg !151
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %6), !dbg !153
    #dbg_value(i64 3, !133, !DIExpression(), !150)
  %7 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.6), !dbg !151
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, i32 noundef %7), !dbg !153
    #dbg_value(i64 4, !133, !DIExpression(), !150)
  %8 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.7), !dbg !151
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull @.str.7, i32 noundef %8), !dbg !153
    #dbg_value(i64 5, !133, !DIExpression(), !150)
  %9 = tail call fastcc i32 @state_machine(ptr noundef nonnull @.str.8), !dbg !151
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull @.str.8, i32 noundef %9), !dbg !153
    #dbg_value(i64 6, !133, !DIExpression(), !150)
  ret i32 0, !dbg !154
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !155 {
  %2 = alloca ptr, align 8, !DIAssignID !165
    #dbg_assign(i1 undef, !162, !DIExpression(), !165, ptr %2, !DIExpression(), !166)
    #dbg_value(ptr %0, !160, !DIExpression(), !166)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !167
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !168
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7, !dbg !169
  %4 = load ptr, ptr %2, align 8, !dbg !170, !tbaa !171
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7, !dbg !175
    #dbg_value(i32 %5, !161, !DIExpression(), !166)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !176
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !177
  ret void, !dbg !178
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @interp(ptr nocapture noundef readonly %0, i32 noundef %1) #0 !dbg !45 {
  %3 = alloca [32 x i32], align 16, !DIAssignID !179
    #dbg_assign(i1 undef, !84, !DIExpression(), !179, ptr %3, !DIExpression(), !180)
    #dbg_value(ptr %0, !82, !DIExpression(), !180)
    #dbg_value(i32 %1, !83, !DIExpression(), !180)
    #dbg_value(i32 0, !88, !DIExpression(), !180)
    #dbg_value(ptr %0, !89, !DIExpression(), !180)
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !181
    #dbg_value(ptr %4, !89, !DIExpression(), !180)
  %5 = icmp eq i32 %1, 0
  br label %99, !dbg !181

6:                                                ; preds = %99
    #dbg_label(!90, !182)
  %7 = getelementptr inbounds i8, ptr %100, i64 4, !dbg !183
    #dbg_value(ptr %7, !89, !DIExpression(), !180)
  %8 = load i32, ptr %100, align 4, !dbg !184, !tbaa !185
  %9 = add nsw i32 %101, 1, !dbg !187
    #dbg_value(i32 %9, !88, !DIExpression(), !180)
  %10 = sext i32 %101 to i64, !dbg !188
  %11 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %10, !dbg !188
  store i32 %8, ptr %11, align 4, !dbg !189, !tbaa !190
  %12 = getelementptr inbounds i8, ptr %100, i64 8, !dbg !192
    #dbg_value(ptr %12, !89, !DIExpression(), !180)
  br label %13, !dbg !192

13:                                               ; preds = %6, %17, %28, %39, %48, %58, %76, %79, %88
  %14 = phi ptr [ %12, %6 ], [ %27, %17 ], [ %38, %28 ], [ %47, %39 ], [ %57, %48 ], [ %64, %58 ], [ %78, %76 ], [ %81, %79 ], [ %89, %88 ]
  %15 = phi i32 [ %9, %6 ], [ %18, %17 ], [ %29, %28 ], [ %46, %39 ], [ %101, %48 ], [ %101, %58 ], [ %101, %76 ], [ %80, %79 ], [ %101, %88 ]
  %16 = phi ptr [ %7, %6 ], [ %100, %17 ], [ %100, %28 ], [ %100, %39 ], [ %100, %48 ], [ %100, %58 ], [ %77, %76 ], [ %100, %79 ], [ %100, %88 ]
  br label %99, !dbg !180

17:                                               ; preds = %99
    #dbg_label(!91, !193)
  %18 = add nsw i32 %101, -1, !dbg !194
    #dbg_value(i32 %18, !88, !DIExpression(), !180)
  %19 = sext i32 %18 to i64, !dbg !195
  %20 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %19, !dbg !195
  %21 = load i32, ptr %20, align 4, !dbg !195, !tbaa !190
  %22 = add nsw i32 %101, -2, !dbg !196
  %23 = sext i32 %22 to i64, !dbg !197
  %24 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %23, !dbg !197
  %25 = load i32, ptr %24, align 4, !dbg !198, !tbaa !190
  %26 = add nsw i32 %25, %21, !dbg !198
  store i32 %26, ptr %24, align 4, !dbg !198, !tbaa !190
  %27 = getelementptr inbounds i8, ptr %100, i64 4, !dbg !199
    #dbg_value(ptr %27, !89, !DIExpression(), !180)
  br label %13, !dbg !199

28:                                               ; preds = %99
    #dbg_label(!92, !200)
  %29 = add nsw i32 %101, -1, !dbg !201
    #dbg_value(i32 %29, !88, !DIExpression(), !180)
  %30 = sext i32 %29 to i64, !dbg !202
  %31 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %30, !dbg !202
  %32 = load i32, ptr %31, align 4, !dbg !202, !tbaa !190
  %33 = add nsw i32 %101, -2, !dbg !203
  %34 = sext i32 %33 to i64, !dbg !204
  %35 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %34, !dbg !204
  %36 = load i32, ptr %35, align 4, !dbg !205, !tbaa !190
  %37 = mul nsw i32 %36, %32, !dbg !205
  store i32 %37, ptr %35, align 4, !dbg !205, !tbaa !190
  %38 = getelementptr inbounds i8, ptr %100, i64 4, !dbg !206
    #dbg_value(ptr %38, !89, !DIExpression(), !180)
  br label %13, !dbg !206

39:                                               ; preds = %99
    #dbg_label(!93, !207)
  %40 = add nsw i32 %101, -1, !dbg !208
  %41 = sext i32 %40 to i64, !dbg !209
  %42 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %41, !dbg !209
  %43 = load i32, ptr %42, align 4, !dbg !209, !tbaa !190
  %44 = sext i32 %101 to i64, !dbg !210
  %45 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %44, !dbg !210
  store i32 %43, ptr %45, align 4, !dbg !211, !tbaa !190
  %46 = add nsw i32 %101, 1, !dbg !212
    #dbg_value(i32 %46, !88, !DIExpression(), !180)
  %47 = getelementptr inbounds i8, ptr %100, i64 4, !dbg !213
    #dbg_value(ptr %47, !89, !DIExpression(), !180)
  br label %13, !dbg !213

48:                                               ; preds = %99
    #dbg_label(!94, !214)
  %49 = add nsw i32 %101, -1, !dbg !215
  %50 = sext i32 %49 to i64, !dbg !216
  %51 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %50, !dbg !216
  %52 = load i32, ptr %51, align 4, !dbg !216, !tbaa !190
    #dbg_value(i32 %52, !95, !DIExpression(), !217)
  %53 = add nsw i32 %101, -2, !dbg !218
  %54 = sext i32 %53 to i64, !dbg !219
  %55 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %54, !dbg !219
  %56 = load i32, ptr %55, align 4, !dbg !219, !tbaa !190
  store i32 %56, ptr %51, align 4, !dbg !220, !tbaa !190
  store i32 %52, ptr %55, align 4, !dbg !221, !tbaa !190
  %57 = getelementptr inbounds i8, ptr %100, i64 4, !dbg !222
    #dbg_value(ptr %57, !89, !DIExpression(), !180)
  br label %13, !dbg !222

58:                                               ; preds = %99
    #dbg_label(!97, !223)
  %59 = add nsw i32 %101, -1, !dbg !224
  %60 = sext i32 %59 to i64, !dbg !225
  %61 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %60, !dbg !225
  %62 = load i32, ptr %61, align 4, !dbg !226, !tbaa !190
  %63 = add nsw i32 %62, -1, !dbg !226
  store i32 %63, ptr %61, align 4, !dbg !226, !tbaa !190
  %64 = getelementptr inbounds i8, ptr %100, i64 4, !dbg !227
    #dbg_value(ptr %64, !89, !DIExpression(), !180)
  br label %13, !dbg !227

65:                                               ; preds = %99
    #dbg_label(!98, !228)
  %66 = getelementptr inbounds i8, ptr %100, i64 4, !dbg !229
    #dbg_value(ptr %66, !89, !DIExpression(), !180)
    #dbg_value(i32 poison, !99, !DIExpression(), !230)
  %67 = add nsw i32 %101, -1, !dbg !231
  %68 = sext i32 %67 to i64, !dbg !233
  %69 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %68, !dbg !233
  %70 = load i32, ptr %69, align 4, !dbg !233, !tbaa !190
  %71 = icmp eq i32 %70, 0, !dbg !233
  br i1 %71, label %76, label %72, !dbg !234

72:                                               ; preds = %65
  %73 = load i32, ptr %100, align 4, !dbg !235, !tbaa !185
    #dbg_value(i32 %73, !99, !DIExpression(), !230)
  %74 = sext i32 %73 to i64, !dbg !236
  %75 = getelementptr inbounds i32, ptr %0, i64 %74, !dbg !236
    #dbg_value(ptr %75, !89, !DIExpression(), !180)
  br label %76, !dbg !237

76:                                               ; preds = %72, %65
  %77 = phi ptr [ %75, %72 ], [ %66, %65 ], !dbg !238
    #dbg_value(ptr %77, !89, !DIExpression(), !180)
  %78 = getelementptr inbounds i8, ptr %77, i64 4, !dbg !239
    #dbg_value(ptr %78, !89, !DIExpression(), !180)
  br label %13, !dbg !239

79:                                               ; preds = %99
    #dbg_label(!101, !240)
  %80 = add nsw i32 %101, -1, !dbg !241
    #dbg_value(i32 %80, !88, !DIExpression(), !180)
  %81 = getelementptr inbounds i8, ptr %100, i64 4, !dbg !242
    #dbg_value(ptr %81, !89, !DIExpression(), !180)
  br label %13, !dbg !242

82:                                               ; preds = %99
    #dbg_label(!102, !243)
  br i1 %5, label %88, label %83, !dbg !244

83:                                               ; preds = %82
  %84 = add nsw i32 %101, -1, !dbg !245
  %85 = sext i32 %84 to i64, !dbg !247
  %86 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %85, !dbg !247
  %87 = load i32, ptr %86, align 4, !dbg !247, !tbaa !190
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %87), !dbg !248
  br label %88, !dbg !248

88:                                               ; preds = %83, %82
  %89 = getelementptr inbounds i8, ptr %100, i64 4, !dbg !249
    #dbg_value(ptr %89, !89, !DIExpression(), !180)
  br label %13, !dbg !249

90:                                               ; preds = %99
    #dbg_label(!103, !250)
  %91 = icmp eq i32 %101, 0, !dbg !251
  br i1 %91, label %97, label %92, !dbg !251

92:                                               ; preds = %90
  %93 = add nsw i32 %101, -1, !dbg !252
  %94 = sext i32 %93 to i64, !dbg !253
  %95 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %94, !dbg !253
  %96 = load i32, ptr %95, align 4, !dbg !253, !tbaa !190
  br label %97, !dbg !251

97:                                               ; preds = %90, %92
  %98 = phi i32 [ %96, %92 ], [ -1, %90 ], !dbg !251
  ret i32 %98, !dbg !254

99:                                               ; preds = %13, %2
  %100 = phi ptr [ %4, %2 ], [ %14, %13 ], !dbg !180
  %101 = phi i32 [ 0, %2 ], [ %15, %13 ], !dbg !180
  %102 = phi ptr [ %0, %2 ], [ %16, %13 ]
  %103 = load i32, ptr %102, align 4, !dbg !180, !tbaa !185
  %104 = sext i32 %103 to i64, !dbg !180
  %105 = getelementptr inbounds [10 x ptr], ptr @interp.dispatch, i64 0, i64 %104, !dbg !180
  %106 = load ptr, ptr %105, align 8, !dbg !180, !tbaa !171
    #dbg_value(i32 %101, !88, !DIExpression(), !180)
    #dbg_value(ptr %100, !89, !DIExpression(), !180)
  indirectbr ptr %106, [label %6, label %17, label %28, label %39, label %48, label %58, label %65, label %79, label %82, label %90]
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @state_machine(ptr nocapture noundef readonly %0) #3 !dbg !61 {
    #dbg_value(ptr %0, !67, !DIExpression(), !255)
    #dbg_value(i32 0, !68, !DIExpression(), !255)
    #dbg_value(i32 0, !69, !DIExpression(), !255)
  br label %2, !dbg !256

2:                                                ; preds = %34, %1
  %3 = phi ptr [ %0, %1 ], [ %37, %34 ]
  %4 = phi i32 [ 0, %1 ], [ %35, %34 ], !dbg !255
  %5 = phi i32 [ 0, %1 ], [ %36, %34 ], !dbg !255
    #dbg_value(i32 %5, !69, !DIExpression(), !255)
    #dbg_value(i32 %4, !68, !DIExpression(), !255)
    #dbg_value(ptr %3, !67, !DIExpression(), !255)
  %6 = load i8, ptr %3, align 1, !dbg !257, !tbaa !258
  %7 = icmp eq i8 %6, 0, !dbg !259
  br i1 %7, label %38, label %8, !dbg !259

8:                                                ; preds = %2
    #dbg_value(i8 %6, !70, !DIExpression(), !260)
  %9 = zext nneg i32 %4 to i64, !dbg !261
  %10 = getelementptr inbounds [4 x ptr], ptr @state_machine.tbl, i64 0, i64 %9, !dbg !261
  %11 = load ptr, ptr %10, align 8, !dbg !261, !tbaa !171
  indirectbr ptr %11, [label %12, label %20, label %28, label %41]

12:                                               ; preds = %8
    #dbg_label(!74, !262)
  %13 = add i8 %6, -48, !dbg !263
  %14 = icmp ult i8 %13, 10, !dbg !263
  br i1 %14, label %15, label %17, !dbg !263

15:                                               ; preds = %12
    #dbg_value(i32 1, !68, !DIExpression(), !255)
  %16 = add nsw i32 %5, 1, !dbg !265
    #dbg_value(i32 %16, !69, !DIExpression(), !255)
  br label %34, !dbg !267

17:                                               ; preds = %12
  %18 = icmp eq i8 %6, 45, !dbg !268
  %19 = select i1 %18, i32 1, i32 3
  br label %34

20:                                               ; preds = %8
    #dbg_label(!75, !270)
  %21 = add i8 %6, -48, !dbg !271
  %22 = icmp ult i8 %21, 10, !dbg !271
  br i1 %22, label %23, label %25, !dbg !271

23:                                               ; preds = %20
  %24 = add nsw i32 %5, 1, !dbg !273
    #dbg_value(i32 %24, !69, !DIExpression(), !255)
  br label %34, !dbg !274

25:                                               ; preds = %20
  %26 = icmp eq i8 %6, 46, !dbg !275
  %27 = select i1 %26, i32 2, i32 3
  br label %34

28:                                               ; preds = %8
    #dbg_label(!76, !277)
  %29 = add i8 %6, -48, !dbg !278
  %30 = icmp ult i8 %29, 10, !dbg !278
  %31 = select i1 %30, i32 %4, i32 3, !dbg !278
  %32 = zext i1 %30 to i32, !dbg !278
  %33 = add nsw i32 %5, %32, !dbg !278
  br label %34, !dbg !278

34:                                               ; preds = %28, %25, %17, %23, %15
  %35 = phi i32 [ 1, %15 ], [ %4, %23 ], [ %19, %17 ], [ %27, %25 ], [ %31, %28 ], !dbg !255
  %36 = phi i32 [ %16, %15 ], [ %24, %23 ], [ %5, %17 ], [ %5, %25 ], [ %33, %28 ], !dbg !255
    #dbg_value(i32 %36, !69, !DIExpression(), !255)
    #dbg_value(i32 %35, !68, !DIExpression(), !255)
  %37 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !280
    #dbg_value(ptr %37, !67, !DIExpression(), !255)
  br label %2, !dbg !281, !llvm.loop !282

38:                                               ; preds = %2
  %39 = icmp eq i32 %4, 3, !dbg !285
  %40 = select i1 %39, i32 -1, i32 %5, !dbg !286
  br label %41, !dbg !287

41:                                               ; preds = %8, %38
  %42 = phi i32 [ %40, %38 ], [ -1, %8 ], !dbg !255
  ret i32 %42, !dbg !288
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare !dbg !289 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !309 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!52}
!llvm.module.flags = !{!107, !108, !109, !110, !111, !112, !113}
!llvm.ident = !{!114}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/computed_goto.c", directory: ".")
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
!48 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
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
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 1024, elements: !86)
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
!107 = !{i32 7, !"Dwarf Version", i32 4}
!108 = !{i32 2, !"Debug Info Version", i32 3}
!109 = !{i32 1, !"wchar_size", i32 2}
!110 = !{i32 8, !"PIC Level", i32 2}
!111 = !{i32 7, !"uwtable", i32 2}
!112 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!155 = distinct !DISubprogram(name: "printf", scope: !156, file: !156, line: 368, type: !157, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !159)
!156 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!157 = !DISubroutineType(cc: DW_CC_nocall, types: !158)
!158 = !{!51, !64, null}
!159 = !{!160, !161, !162}
!160 = !DILocalVariable(name: "__format", arg: 1, scope: !155, file: !156, line: 368, type: !64)
!161 = !DILocalVariable(name: "__retval", scope: !155, file: !156, line: 370, type: !51)
!162 = !DILocalVariable(name: "__local_argv", scope: !155, file: !156, line: 371, type: !163)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !155)
!167 = !DILocation(line: 371, column: 3, scope: !155)
!168 = !DILocation(line: 371, column: 35, scope: !155)
!169 = !DILocation(line: 372, column: 32, scope: !155)
!170 = !DILocation(line: 372, column: 50, scope: !155)
!171 = !{!172, !172, i64 0}
!172 = !{!"any pointer", !173, i64 0}
!173 = !{!"omnipotent char", !174, i64 0}
!174 = !{!"Simple C/C++ TBAA"}
!175 = !DILocation(line: 372, column: 14, scope: !155)
!176 = !DILocation(line: 373, column: 3, scope: !155)
!177 = !DILocation(line: 375, column: 1, scope: !155)
!178 = !DILocation(line: 374, column: 3, scope: !155)
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 0, scope: !45)
!181 = !DILocation(line: 12, column: 5, scope: !45)
!182 = !DILocation(line: 13, column: 1, scope: !45)
!183 = !DILocation(line: 13, column: 20, scope: !45)
!184 = !DILocation(line: 13, column: 17, scope: !45)
!185 = !{!186, !186, i64 0}
!186 = !{!"int", !173, i64 0}
!187 = !DILocation(line: 13, column: 11, scope: !45)
!188 = !DILocation(line: 13, column: 6, scope: !45)
!189 = !DILocation(line: 13, column: 15, scope: !45)
!190 = !{!191, !191, i64 0}
!191 = !{!"long", !173, i64 0}
!192 = !DILocation(line: 13, column: 24, scope: !45)
!193 = !DILocation(line: 14, column: 1, scope: !45)
!194 = !DILocation(line: 14, column: 8, scope: !45)
!195 = !DILocation(line: 14, column: 26, scope: !45)
!196 = !DILocation(line: 14, column: 18, scope: !45)
!197 = !DILocation(line: 14, column: 12, scope: !45)
!198 = !DILocation(line: 14, column: 23, scope: !45)
!199 = !DILocation(line: 14, column: 34, scope: !45)
!200 = !DILocation(line: 15, column: 1, scope: !45)
!201 = !DILocation(line: 15, column: 8, scope: !45)
!202 = !DILocation(line: 15, column: 26, scope: !45)
!203 = !DILocation(line: 15, column: 18, scope: !45)
!204 = !DILocation(line: 15, column: 12, scope: !45)
!205 = !DILocation(line: 15, column: 23, scope: !45)
!206 = !DILocation(line: 15, column: 34, scope: !45)
!207 = !DILocation(line: 16, column: 1, scope: !45)
!208 = !DILocation(line: 16, column: 21, scope: !45)
!209 = !DILocation(line: 16, column: 15, scope: !45)
!210 = !DILocation(line: 16, column: 6, scope: !45)
!211 = !DILocation(line: 16, column: 13, scope: !45)
!212 = !DILocation(line: 16, column: 29, scope: !45)
!213 = !DILocation(line: 16, column: 33, scope: !45)
!214 = !DILocation(line: 17, column: 1, scope: !45)
!215 = !DILocation(line: 17, column: 24, scope: !96)
!216 = !DILocation(line: 17, column: 18, scope: !96)
!217 = !DILocation(line: 0, scope: !96)
!218 = !DILocation(line: 17, column: 49, scope: !96)
!219 = !DILocation(line: 17, column: 43, scope: !96)
!220 = !DILocation(line: 17, column: 41, scope: !96)
!221 = !DILocation(line: 17, column: 66, scope: !96)
!222 = !DILocation(line: 17, column: 73, scope: !45)
!223 = !DILocation(line: 18, column: 1, scope: !45)
!224 = !DILocation(line: 18, column: 12, scope: !45)
!225 = !DILocation(line: 18, column: 6, scope: !45)
!226 = !DILocation(line: 18, column: 16, scope: !45)
!227 = !DILocation(line: 18, column: 20, scope: !45)
!228 = !DILocation(line: 19, column: 1, scope: !45)
!229 = !DILocation(line: 19, column: 21, scope: !100)
!230 = !DILocation(line: 0, scope: !100)
!231 = !DILocation(line: 19, column: 35, scope: !232)
!232 = distinct !DILexicalBlock(scope: !100, file: !2, line: 19, column: 29)
!233 = !DILocation(line: 19, column: 29, scope: !232)
!234 = !DILocation(line: 19, column: 29, scope: !100)
!235 = !DILocation(line: 19, column: 18, scope: !100)
!236 = !DILocation(line: 19, column: 51, scope: !232)
!237 = !DILocation(line: 19, column: 41, scope: !232)
!238 = !DILocation(line: 19, scope: !100)
!239 = !DILocation(line: 19, column: 60, scope: !45)
!240 = !DILocation(line: 20, column: 1, scope: !45)
!241 = !DILocation(line: 20, column: 9, scope: !45)
!242 = !DILocation(line: 20, column: 13, scope: !45)
!243 = !DILocation(line: 21, column: 1, scope: !45)
!244 = !DILocation(line: 21, column: 10, scope: !45)
!245 = !DILocation(line: 21, column: 43, scope: !246)
!246 = distinct !DILexicalBlock(scope: !45, file: !2, line: 21, column: 10)
!247 = !DILocation(line: 21, column: 37, scope: !246)
!248 = !DILocation(line: 21, column: 17, scope: !246)
!249 = !DILocation(line: 21, column: 50, scope: !45)
!250 = !DILocation(line: 22, column: 1, scope: !45)
!251 = !DILocation(line: 24, column: 12, scope: !45)
!252 = !DILocation(line: 24, column: 23, scope: !45)
!253 = !DILocation(line: 24, column: 17, scope: !45)
!254 = !DILocation(line: 24, column: 5, scope: !45)
!255 = !DILocation(line: 0, scope: !61)
!256 = !DILocation(line: 30, column: 5, scope: !61)
!257 = !DILocation(line: 30, column: 12, scope: !72)
!258 = !{!173, !173, i64 0}
!259 = !DILocation(line: 30, column: 5, scope: !73)
!260 = !DILocation(line: 0, scope: !71)
!261 = !DILocation(line: 32, column: 15, scope: !71)
!262 = !DILocation(line: 33, column: 5, scope: !71)
!263 = !DILocation(line: 34, column: 22, scope: !264)
!264 = distinct !DILexicalBlock(scope: !71, file: !2, line: 34, column: 13)
!265 = !DILocation(line: 34, column: 54, scope: !266)
!266 = distinct !DILexicalBlock(scope: !264, file: !2, line: 34, column: 35)
!267 = !DILocation(line: 34, column: 58, scope: !266)
!268 = !DILocation(line: 34, column: 71, scope: !269)
!269 = distinct !DILexicalBlock(scope: !264, file: !2, line: 34, column: 69)
!270 = !DILocation(line: 36, column: 5, scope: !71)
!271 = !DILocation(line: 37, column: 22, scope: !272)
!272 = distinct !DILexicalBlock(scope: !71, file: !2, line: 37, column: 13)
!273 = !DILocation(line: 37, column: 41, scope: !272)
!274 = !DILocation(line: 37, column: 35, scope: !272)
!275 = !DILocation(line: 37, column: 56, scope: !276)
!276 = distinct !DILexicalBlock(scope: !272, file: !2, line: 37, column: 54)
!277 = !DILocation(line: 39, column: 5, scope: !71)
!278 = !DILocation(line: 40, column: 22, scope: !279)
!279 = distinct !DILexicalBlock(scope: !71, file: !2, line: 40, column: 13)
!280 = !DILocation(line: 30, column: 17, scope: !72)
!281 = !DILocation(line: 30, column: 5, scope: !72)
!282 = distinct !{!282, !259, !283, !284}
!283 = !DILocation(line: 44, column: 5, scope: !73)
!284 = !{!"llvm.loop.mustprogress"}
!285 = !DILocation(line: 45, column: 18, scope: !61)
!286 = !DILocation(line: 45, column: 12, scope: !61)
!287 = !DILocation(line: 45, column: 5, scope: !61)
!288 = !DILocation(line: 46, column: 1, scope: !61)
!289 = !DISubprogram(name: "__mingw_vfprintf", scope: !156, file: !156, line: 193, type: !290, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!290 = !DISubroutineType(types: !291)
!291 = !{!51, !292, !305, !306}
!292 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !293)
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !156, line: 47, baseType: !295)
!295 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !156, line: 33, size: 384, align: 64, elements: !296)
!296 = !{!297, !298, !299, !300, !301, !302, !303, !304}
!297 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !295, file: !156, line: 37, baseType: !164, size: 64)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !295, file: !156, line: 38, baseType: !51, size: 32, offset: 64)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !295, file: !156, line: 39, baseType: !164, size: 64, offset: 128)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !295, file: !156, line: 40, baseType: !51, size: 32, offset: 192)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !295, file: !156, line: 41, baseType: !51, size: 32, offset: 224)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !295, file: !156, line: 42, baseType: !51, size: 32, offset: 256)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !295, file: !156, line: 43, baseType: !51, size: 32, offset: 288)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !295, file: !156, line: 44, baseType: !164, size: 64, offset: 320)
!305 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !64)
!306 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !307, line: 31, baseType: !308)
!307 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!308 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !307, line: 24, baseType: !163)
!309 = !DISubprogram(name: "__acrt_iob_func", scope: !156, file: !156, line: 93, type: !310, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!310 = !DISubroutineType(types: !311)
!311 = !{!293, !312}
!312 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
