; ModuleID = 'tests/programs/expr_parser.c'
source_filename = "tests/programs/expr_parser.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Lexer = type { ptr, i32, i64, i8, [16 x i8] }

@.str = private unnamed_addr constant [10 x i8] c"1 + 2 * 3\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"(1 + 2) * 3\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"2 ^ 3 ^ 2\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"-7 / 2 + -7 % 3\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [10 x i8] c"x = 6 * 7\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [10 x i8] c"y = x - 2\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [23 x i8] c"x * y + (x - y) * 1000\00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [13 x i8] c"10 / (5 - 5)\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [7 x i8] c"(1 + 2\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [6 x i8] c"3 $ 4\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [21 x i8] c"2 ^ 40 + 12345678901\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [10 x i8] c"a = b = 5\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [18 x i8] c"a + b + ((((1))))\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [19 x i8] c"%-28s -> error %d\0A\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [15 x i8] c"%-28s -> %lld\0A\00", align 1, !dbg !60
@.str.15 = private unnamed_addr constant [8 x i8] c"+-*/%^=\00", align 1, !dbg !65
@vars = internal unnamed_addr global [26 x i64] zeroinitializer, align 16, !dbg !70

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !116 {
  tail call fastcc void @run(ptr noundef nonnull @.str), !dbg !119
  tail call fastcc void @run(ptr noundef nonnull @.str.1), !dbg !120
  tail call fastcc void @run(ptr noundef nonnull @.str.2), !dbg !121
  tail call fastcc void @run(ptr noundef nonnull @.str.3), !dbg !122
  tail call fastcc void @run(ptr noundef nonnull @.str.4), !dbg !123
  tail call fastcc void @run(ptr noundef nonnull @.str.5), !dbg !124
  tail call fastcc void @run(ptr noundef nonnull @.str.6), !dbg !125
  tail call fastcc void @run(ptr noundef nonnull @.str.7), !dbg !126
  tail call fastcc void @run(ptr noundef nonnull @.str.8), !dbg !127
  tail call fastcc void @run(ptr noundef nonnull @.str.9), !dbg !128
  tail call fastcc void @run(ptr noundef nonnull @.str.10), !dbg !129
  tail call fastcc void @run(ptr noundef nonnull @.str.11), !dbg !130
  tail call fastcc void @run(ptr noundef nonnull @.str.12), !dbg !131
  ret i32 0, !dbg !132
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @run(ptr noundef %0) unnamed_addr #0 !dbg !133 {
  %2 = alloca i64, align 8, !DIAssignID !150
  %3 = alloca i64, align 8, !DIAssignID !151
  %4 = alloca i64, align 8, !DIAssignID !152
  %5 = alloca %struct.Lexer, align 8, !DIAssignID !153
    #dbg_assign(i1 undef, !140, !DIExpression(), !153, ptr %5, !DIExpression(), !154)
  %6 = alloca i64, align 8, !DIAssignID !155
    #dbg_assign(i1 undef, !148, !DIExpression(), !155, ptr %6, !DIExpression(), !154)
    #dbg_value(ptr %0, !139, !DIExpression(), !154)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #9, !dbg !156
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !157
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %7, i8 0, i64 40, i1 false), !dbg !157, !DIAssignID !158
    #dbg_assign(i8 0, !140, !DIExpression(), !158, ptr %5, !DIExpression(), !154)
    #dbg_assign(i8 0, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159, ptr undef, !DIExpression(), !154)
  store ptr %0, ptr %5, align 8, !dbg !160, !tbaa !161, !DIAssignID !168
    #dbg_assign(ptr %0, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !168, ptr %5, !DIExpression(), !154)
  %8 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !160
  store i32 5, ptr %8, align 8, !dbg !160, !tbaa !169, !DIAssignID !170
    #dbg_assign(i32 5, !140, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !170, ptr %8, !DIExpression(), !154)
  call fastcc void @next(ptr noundef nonnull %5), !dbg !171
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #9, !dbg !172
  store i64 0, ptr %6, align 8, !dbg !173, !tbaa !174, !DIAssignID !175
    #dbg_assign(i64 0, !148, !DIExpression(), !175, ptr %6, !DIExpression(), !154)
    #dbg_assign(i1 undef, !176, !DIExpression(), !152, ptr %4, !DIExpression(), !188)
    #dbg_value(ptr %5, !184, !DIExpression(), !190)
    #dbg_value(ptr %6, !185, !DIExpression(), !190)
    #dbg_assign(i1 undef, !191, !DIExpression(), !151, ptr %3, !DIExpression(), !199)
    #dbg_value(ptr %5, !195, !DIExpression(), !201)
    #dbg_value(ptr %6, !196, !DIExpression(), !201)
  %9 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %6), !dbg !202
    #dbg_value(i32 %9, !197, !DIExpression(), !201)
  %10 = icmp eq i32 %9, 0, !dbg !203
  br i1 %10, label %11, label %91, !dbg !204

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %5, i64 24
  %13 = load i32, ptr %8, align 8, !dbg !205, !tbaa !169
  %14 = icmp eq i32 %13, 2, !dbg !206
  %15 = load i64, ptr %6, align 8, !tbaa !174
  br i1 %14, label %16, label %89, !dbg !207

16:                                               ; preds = %11, %35
  %17 = phi i64 [ %36, %35 ], [ %15, %11 ]
  %18 = load i8, ptr %12, align 8, !dbg !208, !tbaa !209
  switch i8 %18, label %46 [
    i8 42, label %19
    i8 47, label %19
    i8 37, label %19
  ], !dbg !210

19:                                               ; preds = %16, %16, %16
    #dbg_value(i8 %18, !198, !DIExpression(), !199)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !211
  call fastcc void @next(ptr noundef nonnull %5), !dbg !212
  %20 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %3), !dbg !213
    #dbg_value(i32 %20, !197, !DIExpression(), !201)
  %21 = icmp eq i32 %20, 0, !dbg !215
  br i1 %21, label %22, label %39, !dbg !216

22:                                               ; preds = %19
  %23 = icmp ne i8 %18, 42, !dbg !217
  %24 = load i64, ptr %3, align 8
  %25 = icmp eq i64 %24, 0
  %26 = select i1 %23, i1 %25, i1 false, !dbg !219
  br i1 %26, label %27, label %28, !dbg !219

27:                                               ; preds = %22
  store i64 %17, ptr %6, align 8, !dbg !220, !tbaa !174, !DIAssignID !221
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !222
  br label %91

28:                                               ; preds = %22
  switch i8 %18, label %33 [
    i8 42, label %29
    i8 47, label %31
  ], !dbg !223

29:                                               ; preds = %28
  %30 = mul nsw i64 %17, %24, !dbg !224
  br label %35, !dbg !223

31:                                               ; preds = %28
  %32 = sdiv i64 %17, %24, !dbg !225
  br label %35, !dbg !226

33:                                               ; preds = %28
  %34 = srem i64 %17, %24, !dbg !227
  br label %35, !dbg !226

35:                                               ; preds = %33, %31, %29
  %36 = phi i64 [ %30, %29 ], [ %32, %31 ], [ %34, %33 ], !dbg !223
    #dbg_assign(i64 %36, !148, !DIExpression(), !221, ptr %6, !DIExpression(), !154)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !222
    #dbg_value(i32 0, !197, !DIExpression(), !201)
  %37 = load i32, ptr %8, align 8, !dbg !205, !tbaa !169
  %38 = icmp eq i32 %37, 2, !dbg !206
  br i1 %38, label %16, label %89, !dbg !207

39:                                               ; preds = %19
  store i64 %17, ptr %6, align 8, !dbg !220, !tbaa !174, !DIAssignID !221
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !222
    #dbg_value(i32 undef, !197, !DIExpression(), !201)
  br label %91, !dbg !228

40:                                               ; preds = %56
    #dbg_value(i32 0, !186, !DIExpression(), !190)
  %41 = icmp eq i8 %47, 43, !dbg !229
  %42 = sub i64 0, %57, !dbg !230
  %43 = select i1 %41, i64 %57, i64 %42, !dbg !230
  %44 = add i64 %48, %43, !dbg !230
    #dbg_assign(i64 %44, !148, !DIExpression(), !231, ptr %6, !DIExpression(), !154)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !232
  %45 = load i8, ptr %12, align 8, !dbg !233, !tbaa !209
  br label %46, !dbg !233

46:                                               ; preds = %16, %40
  %47 = phi i8 [ %45, %40 ], [ %18, %16 ], !dbg !233
  %48 = phi i64 [ %44, %40 ], [ %17, %16 ]
  switch i8 %47, label %89 [
    i8 43, label %49
    i8 45, label %49
  ], !dbg !234

49:                                               ; preds = %46, %46
    #dbg_value(i8 %47, !187, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9, !dbg !235
  call fastcc void @next(ptr noundef nonnull %5), !dbg !236
    #dbg_assign(i1 undef, !191, !DIExpression(), !150, ptr %2, !DIExpression(), !237)
    #dbg_value(ptr %5, !195, !DIExpression(), !240)
    #dbg_value(ptr %4, !196, !DIExpression(), !240)
  %50 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %4), !dbg !241
    #dbg_value(i32 %50, !197, !DIExpression(), !240)
  %51 = icmp eq i32 %50, 0, !dbg !242
  br i1 %51, label %52, label %80, !dbg !243

52:                                               ; preds = %49
  %53 = load i64, ptr %4, align 8, !tbaa !174
  %54 = load i32, ptr %8, align 8, !dbg !244, !tbaa !169
  %55 = icmp eq i32 %54, 2, !dbg !245
  br i1 %55, label %56, label %83, !dbg !246

56:                                               ; preds = %52, %75
  %57 = phi i64 [ %76, %75 ], [ %53, %52 ]
  %58 = load i8, ptr %12, align 8, !dbg !247, !tbaa !209
  switch i8 %58, label %40 [
    i8 42, label %59
    i8 47, label %59
    i8 37, label %59
  ], !dbg !248

59:                                               ; preds = %56, %56, %56
    #dbg_value(i8 %58, !198, !DIExpression(), !237)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !249
  call fastcc void @next(ptr noundef nonnull %5), !dbg !250
  %60 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %2), !dbg !251
    #dbg_value(i32 %60, !197, !DIExpression(), !240)
  %61 = icmp eq i32 %60, 0, !dbg !252
  br i1 %61, label %62, label %79, !dbg !253

62:                                               ; preds = %59
  %63 = icmp ne i8 %58, 42, !dbg !254
  %64 = load i64, ptr %2, align 8
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %63, i1 %65, i1 false, !dbg !255
  br i1 %66, label %67, label %68, !dbg !255

67:                                               ; preds = %62
  store i64 %48, ptr %6, align 8, !dbg !256, !tbaa !174, !DIAssignID !231
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !257
  br label %81

68:                                               ; preds = %62
  switch i8 %58, label %73 [
    i8 42, label %69
    i8 47, label %71
  ], !dbg !258

69:                                               ; preds = %68
  %70 = mul nsw i64 %64, %57, !dbg !259
  br label %75, !dbg !258

71:                                               ; preds = %68
  %72 = sdiv i64 %57, %64, !dbg !260
  br label %75, !dbg !261

73:                                               ; preds = %68
  %74 = srem i64 %57, %64, !dbg !262
  br label %75, !dbg !261

75:                                               ; preds = %73, %71, %69
  %76 = phi i64 [ %70, %69 ], [ %72, %71 ], [ %74, %73 ], !dbg !258
    #dbg_assign(i64 %76, !176, !DIExpression(), !263, ptr %4, !DIExpression(), !188)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !257
    #dbg_value(i32 0, !197, !DIExpression(), !240)
  %77 = load i32, ptr %8, align 8, !dbg !244, !tbaa !169
  %78 = icmp eq i32 %77, 2, !dbg !245
  br i1 %78, label %56, label %83, !dbg !246

79:                                               ; preds = %59
  store i64 %48, ptr %6, align 8, !dbg !256, !tbaa !174, !DIAssignID !231
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !257
    #dbg_value(i32 undef, !197, !DIExpression(), !240)
  br label %81, !dbg !264

80:                                               ; preds = %49
  store i64 %48, ptr %6, align 8, !dbg !256, !tbaa !174, !DIAssignID !231
  br label %81, !dbg !232

81:                                               ; preds = %80, %79, %67
  %82 = phi i32 [ 3, %67 ], [ %60, %79 ], [ %50, %80 ]
    #dbg_value(i32 %82, !186, !DIExpression(), !190)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !232
  br label %91

83:                                               ; preds = %52, %75
  %84 = phi i64 [ %76, %75 ], [ %53, %52 ]
    #dbg_value(i32 0, !186, !DIExpression(), !190)
  %85 = icmp eq i8 %47, 43, !dbg !229
  %86 = sub i64 0, %84, !dbg !230
  %87 = select i1 %85, i64 %84, i64 %86, !dbg !230
  %88 = add i64 %48, %87, !dbg !230
    #dbg_assign(i64 %88, !148, !DIExpression(), !231, ptr %6, !DIExpression(), !154)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !232
  br label %89, !dbg !265

89:                                               ; preds = %35, %46, %11, %83
  %90 = phi i64 [ %88, %83 ], [ %15, %11 ], [ %48, %46 ], [ %36, %35 ]
  store i64 %90, ptr %6, align 8, !dbg !256, !tbaa !174, !DIAssignID !231
  br label %91, !dbg !266

91:                                               ; preds = %89, %1, %27, %39, %81
  %92 = phi i32 [ %82, %81 ], [ %20, %39 ], [ 3, %27 ], [ %9, %1 ], [ 0, %89 ], !dbg !190
    #dbg_value(i32 %92, !186, !DIExpression(), !190)
    #dbg_value(i32 %92, !149, !DIExpression(), !154)
  %93 = icmp eq i32 %92, 0, !dbg !266
  %94 = load i32, ptr %8, align 8
  %95 = icmp ne i32 %94, 5
  %96 = select i1 %93, i1 %95, i1 false, !dbg !268
  %97 = select i1 %96, i32 4, i32 %92, !dbg !268
    #dbg_value(i32 %97, !149, !DIExpression(), !154)
  %98 = icmp eq i32 %97, 0, !dbg !269
  br i1 %98, label %101, label %99, !dbg !271

99:                                               ; preds = %91
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %0, i32 noundef %97), !dbg !272
  br label %104, !dbg !272

101:                                              ; preds = %91
  %102 = load i64, ptr %6, align 8, !dbg !273, !tbaa !174
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %0, i64 noundef %102), !dbg !274
  br label %104

104:                                              ; preds = %101, %99
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9, !dbg !275
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #9, !dbg !275
  ret void, !dbg !275
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @next(ptr nocapture noundef %0) unnamed_addr #3 !dbg !276 {
    #dbg_value(ptr %0, !280, !DIExpression(), !285)
  %2 = load ptr, ptr %0, align 8, !tbaa !161
  br label %3, !dbg !286

3:                                                ; preds = %6, %1
  %4 = phi ptr [ %7, %6 ], [ %2, %1 ]
  %5 = load i8, ptr %4, align 1, !dbg !287, !tbaa !288
  switch i8 %5, label %10 [
    i8 32, label %6
    i8 0, label %8
  ], !dbg !286

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !289
  store ptr %7, ptr %0, align 8, !dbg !289, !tbaa !161
  br label %3, !dbg !286, !llvm.loop !290

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !292
  store i32 5, ptr %9, align 8, !dbg !295, !tbaa !169
  br label %88, !dbg !296

10:                                               ; preds = %3
  %11 = sext i8 %5 to i32
  %12 = tail call ptr @__ctype_b_loc() #10, !dbg !297
  %13 = load ptr, ptr %12, align 8, !dbg !297, !tbaa !299
  %14 = zext i8 %5 to i64, !dbg !297
  %15 = getelementptr inbounds i16, ptr %13, i64 %14, !dbg !297
  %16 = load i16, ptr %15, align 2, !dbg !297, !tbaa !300
  %17 = zext i16 %16 to i32, !dbg !297
  %18 = and i32 %17, 2048, !dbg !297
  %19 = icmp eq i32 %18, 0, !dbg !297
  br i1 %19, label %46, label %20, !dbg !302

20:                                               ; preds = %10
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !303
  store i64 0, ptr %21, align 8, !dbg !305, !tbaa !306
  %22 = load i8, ptr %4, align 1, !dbg !307, !tbaa !288
  %23 = zext i8 %22 to i64, !dbg !307
  %24 = getelementptr inbounds i16, ptr %13, i64 %23, !dbg !307
  %25 = load i16, ptr %24, align 2, !dbg !307, !tbaa !300
  %26 = and i16 %25, 2048, !dbg !307
  %27 = icmp eq i16 %26, 0, !dbg !308
  br i1 %27, label %44, label %28, !dbg !308

28:                                               ; preds = %20, %28
  %29 = phi ptr [ %32, %28 ], [ %4, %20 ]
  %30 = phi i64 [ %36, %28 ], [ 0, %20 ]
  %31 = mul nsw i64 %30, 10, !dbg !309
  %32 = getelementptr inbounds i8, ptr %29, i64 1, !dbg !310
  store ptr %32, ptr %0, align 8, !dbg !310, !tbaa !161
  %33 = load i8, ptr %29, align 1, !dbg !311, !tbaa !288
  %34 = sext i8 %33 to i64, !dbg !311
  %35 = add i64 %31, -48, !dbg !312
  %36 = add i64 %35, %34, !dbg !313
  store i64 %36, ptr %21, align 8, !dbg !305, !tbaa !306
  %37 = load ptr, ptr %12, align 8, !dbg !307, !tbaa !299
  %38 = load i8, ptr %32, align 1, !dbg !307, !tbaa !288
  %39 = zext i8 %38 to i64, !dbg !307
  %40 = getelementptr inbounds i16, ptr %37, i64 %39, !dbg !307
  %41 = load i16, ptr %40, align 2, !dbg !307, !tbaa !300
  %42 = and i16 %41, 2048, !dbg !307
  %43 = icmp eq i16 %42, 0, !dbg !308
  br i1 %43, label %44, label %28, !dbg !308, !llvm.loop !314

44:                                               ; preds = %28, %20
  %45 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !316
  store i32 0, ptr %45, align 8, !dbg !317, !tbaa !169
  br label %88, !dbg !318

46:                                               ; preds = %10
  %47 = and i32 %17, 1024, !dbg !319
  %48 = icmp eq i32 %47, 0, !dbg !319
  br i1 %48, label %75, label %49, !dbg !320

49:                                               ; preds = %46
    #dbg_value(i32 0, !282, !DIExpression(), !321)
  %50 = and i16 %16, 8, !dbg !322
  %51 = icmp eq i16 %50, 0, !dbg !322
  br i1 %51, label %70, label %52, !dbg !323

52:                                               ; preds = %49
  %53 = getelementptr inbounds i8, ptr %0, i64 25
  br label %54, !dbg !323

54:                                               ; preds = %52, %54
  %55 = phi i64 [ 0, %52 ], [ %59, %54 ]
  %56 = phi ptr [ %4, %52 ], [ %57, %54 ]
    #dbg_value(i64 %55, !282, !DIExpression(), !321)
  %57 = getelementptr inbounds i8, ptr %56, i64 1, !dbg !324
  store ptr %57, ptr %0, align 8, !dbg !324, !tbaa !161
  %58 = load i8, ptr %56, align 1, !dbg !325, !tbaa !288
  %59 = add nuw nsw i64 %55, 1, !dbg !326
    #dbg_value(i64 %59, !282, !DIExpression(), !321)
  %60 = getelementptr inbounds [16 x i8], ptr %53, i64 0, i64 %55, !dbg !327
  store i8 %58, ptr %60, align 1, !dbg !328, !tbaa !288
  %61 = load ptr, ptr %12, align 8, !dbg !322, !tbaa !299
  %62 = load i8, ptr %57, align 1, !dbg !322, !tbaa !288
  %63 = zext i8 %62 to i64, !dbg !322
  %64 = getelementptr inbounds i16, ptr %61, i64 %63, !dbg !322
  %65 = load i16, ptr %64, align 2, !dbg !322, !tbaa !300
  %66 = and i16 %65, 8, !dbg !322
  %67 = icmp ne i16 %66, 0, !dbg !322
  %68 = icmp ult i64 %55, 14, !dbg !329
  %69 = and i1 %67, %68, !dbg !329
  br i1 %69, label %54, label %70, !dbg !323, !llvm.loop !330

70:                                               ; preds = %54, %49
  %71 = phi i64 [ 0, %49 ], [ %59, %54 ], !dbg !321
  %72 = getelementptr inbounds i8, ptr %0, i64 25, !dbg !331
  %73 = getelementptr inbounds [16 x i8], ptr %72, i64 0, i64 %71, !dbg !332
  store i8 0, ptr %73, align 1, !dbg !333, !tbaa !288
  %74 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !334
  store i32 1, ptr %74, align 8, !dbg !335, !tbaa !169
  br label %88

75:                                               ; preds = %46
  %76 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !336
  store ptr %76, ptr %0, align 8, !dbg !336, !tbaa !161
  switch i8 %5, label %81 [
    i8 40, label %77
    i8 41, label %79
  ], !dbg !337

77:                                               ; preds = %75
  %78 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !338
  store i32 3, ptr %78, align 8, !dbg !341, !tbaa !169
  br label %88, !dbg !342

79:                                               ; preds = %75
  %80 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !343
  store i32 4, ptr %80, align 8, !dbg !346, !tbaa !169
  br label %88, !dbg !347

81:                                               ; preds = %75
  %82 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.15, i32 %11, i64 8), !dbg !348
  %83 = icmp eq ptr %82, null, !dbg !348
  %84 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !285
  br i1 %83, label %87, label %85, !dbg !350

85:                                               ; preds = %81
  store i32 2, ptr %84, align 8, !dbg !351, !tbaa !169
  %86 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !353
  store i8 %5, ptr %86, align 8, !dbg !354, !tbaa !209
  br label %88, !dbg !355

87:                                               ; preds = %81
  store i32 6, ptr %84, align 8, !dbg !356, !tbaa !169
  br label %88, !dbg !357

88:                                               ; preds = %87, %85, %79, %77, %70, %44, %8
  ret void, !dbg !357
}

; Function Attrs: nofree nounwind
declare !dbg !358 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !363 ptr @__ctype_b_loc() local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @power(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #6 !dbg !369 {
  %3 = alloca i64, align 8, !DIAssignID !380
    #dbg_assign(i1 undef, !374, !DIExpression(), !380, ptr %3, !DIExpression(), !381)
    #dbg_value(ptr %0, !371, !DIExpression(), !382)
    #dbg_value(ptr %1, !372, !DIExpression(), !382)
  %4 = tail call fastcc i32 @primary(ptr noundef %0, ptr noundef %1), !dbg !383
    #dbg_value(i32 %4, !373, !DIExpression(), !382)
  %5 = icmp eq i32 %4, 0, !dbg !384
  br i1 %5, label %6, label %55, !dbg !386

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !387
  %8 = load i32, ptr %7, align 8, !dbg !387, !tbaa !169
  %9 = icmp eq i32 %8, 2, !dbg !388
  br i1 %9, label %10, label %55, !dbg !389

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !390
  %12 = load i8, ptr %11, align 8, !dbg !390, !tbaa !209
  %13 = icmp eq i8 %12, 94, !dbg !391
  br i1 %13, label %14, label %55, !dbg !392

14:                                               ; preds = %10
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !393
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !394
  %15 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %3), !dbg !395
    #dbg_value(i32 %15, !373, !DIExpression(), !382)
  %16 = icmp eq i32 %15, 0, !dbg !397
  br i1 %16, label %17, label %54, !dbg !398

17:                                               ; preds = %14
  %18 = load i64, ptr %3, align 8, !tbaa !174
    #dbg_value(i64 0, !378, !DIExpression(), !399)
    #dbg_value(i64 1, !377, !DIExpression(), !381)
  %19 = icmp sgt i64 %18, 0, !dbg !400
  br i1 %19, label %20, label %46, !dbg !402

20:                                               ; preds = %17
  %21 = load i64, ptr %1, align 8, !tbaa !174
  %22 = add nsw i64 %18, -1, !dbg !402
  %23 = tail call i64 @llvm.umin.i64(i64 %22, i64 61), !dbg !402
  %24 = add nuw nsw i64 %23, 1, !dbg !402
  %25 = and i64 %24, 7, !dbg !402
  %26 = icmp ult i64 %18, 8, !dbg !402
  br i1 %26, label %36, label %27, !dbg !402

27:                                               ; preds = %20
  %28 = and i64 %24, 120, !dbg !402
  %29 = mul i64 %21, %21, !dbg !402
  %30 = mul i64 %29, %21, !dbg !402
  %31 = mul i64 %30, %21, !dbg !402
  %32 = mul i64 %31, %21, !dbg !402
  %33 = mul i64 %32, %21, !dbg !402
  %34 = mul i64 %33, %21, !dbg !402
  %35 = mul i64 %34, %21, !dbg !402
  br label %48, !dbg !402

36:                                               ; preds = %48, %20
  %37 = phi i64 [ poison, %20 ], [ %51, %48 ]
  %38 = phi i64 [ 1, %20 ], [ %51, %48 ]
  %39 = icmp eq i64 %25, 0, !dbg !402
  br i1 %39, label %46, label %40, !dbg !402

40:                                               ; preds = %36, %40
  %41 = phi i64 [ %43, %40 ], [ %38, %36 ]
  %42 = phi i64 [ %44, %40 ], [ 0, %36 ]
    #dbg_value(i64 poison, !378, !DIExpression(), !399)
    #dbg_value(i64 %41, !377, !DIExpression(), !381)
  %43 = mul nsw i64 %21, %41, !dbg !403
    #dbg_value(i64 %43, !377, !DIExpression(), !381)
    #dbg_value(i64 poison, !378, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !399)
  %44 = add i64 %42, 1, !dbg !402
  %45 = icmp eq i64 %44, %25, !dbg !402
  br i1 %45, label %46, label %40, !dbg !402, !llvm.loop !404

46:                                               ; preds = %36, %40, %17
  %47 = phi i64 [ 1, %17 ], [ %37, %36 ], [ %43, %40 ], !dbg !381
  store i64 %47, ptr %1, align 8, !dbg !406, !tbaa !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !407
  br label %55

48:                                               ; preds = %48, %27
  %49 = phi i64 [ 1, %27 ], [ %51, %48 ]
  %50 = phi i64 [ 0, %27 ], [ %52, %48 ]
    #dbg_value(i64 poison, !378, !DIExpression(), !399)
    #dbg_value(i64 %49, !377, !DIExpression(), !381)
  %51 = mul i64 %35, %49
    #dbg_value(i64 %51, !377, !DIExpression(), !381)
    #dbg_value(i64 poison, !378, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !399)
    #dbg_value(i64 %51, !377, !DIExpression(), !381)
    #dbg_value(i64 poison, !378, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !399)
    #dbg_value(i64 %51, !377, !DIExpression(), !381)
    #dbg_value(i64 poison, !378, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !399)
    #dbg_value(i64 %51, !377, !DIExpression(), !381)
    #dbg_value(i64 poison, !378, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !399)
    #dbg_value(i64 %51, !377, !DIExpression(), !381)
    #dbg_value(i64 poison, !378, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !399)
    #dbg_value(i64 %51, !377, !DIExpression(), !381)
    #dbg_value(i64 poison, !378, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !399)
    #dbg_value(i64 %51, !377, !DIExpression(), !381)
    #dbg_value(i64 poison, !378, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !399)
    #dbg_value(i64 %51, !377, !DIExpression(), !381)
    #dbg_value(i64 poison, !378, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !399)
  %52 = add i64 %50, 8, !dbg !402
  %53 = icmp eq i64 %52, %28, !dbg !402
  br i1 %53, label %36, label %48, !dbg !402, !llvm.loop !408

54:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !407
  br label %55

55:                                               ; preds = %6, %10, %46, %54, %2
  %56 = phi i32 [ %4, %2 ], [ %15, %54 ], [ 0, %46 ], [ 0, %10 ], [ 0, %6 ], !dbg !382
  ret i32 %56, !dbg !410
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @primary(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #6 !dbg !411 {
  %3 = alloca i64, align 8, !DIAssignID !429
  %4 = alloca i64, align 8, !DIAssignID !430
  %5 = alloca i64, align 8, !DIAssignID !431
  %6 = alloca i64, align 8, !DIAssignID !432
  %7 = alloca i64, align 8, !DIAssignID !433
  %8 = alloca i64, align 8, !DIAssignID !434
    #dbg_value(ptr %0, !413, !DIExpression(), !435)
    #dbg_value(ptr %1, !414, !DIExpression(), !435)
  %9 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !436
  %10 = load i32, ptr %9, align 8, !dbg !436, !tbaa !169
  switch i32 %10, label %121 [
    i32 0, label %11
    i32 1, label %14
    i32 2, label %117
    i32 3, label %127
  ], !dbg !438

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !439
  %13 = load i64, ptr %12, align 8, !dbg !439, !tbaa !306
  store i64 %13, ptr %1, align 8, !dbg !441, !tbaa !174
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !442
  br label %121, !dbg !443

14:                                               ; preds = %2
  %15 = tail call ptr @__ctype_tolower_loc() #10, !dbg !444
  %16 = load ptr, ptr %15, align 8, !dbg !444, !tbaa !299
  %17 = getelementptr inbounds i8, ptr %0, i64 25, !dbg !444
  %18 = load i8, ptr %17, align 1, !dbg !444, !tbaa !288
  %19 = zext i8 %18 to i64, !dbg !444
  %20 = getelementptr inbounds i32, ptr %16, i64 %19, !dbg !444
  %21 = load i32, ptr %20, align 4, !dbg !444, !tbaa !446
    #dbg_value(i32 %21, !418, !DIExpression(), !447)
  %22 = add nsw i32 %21, -97, !dbg !448
  %23 = srem i32 %22, 26, !dbg !449
    #dbg_value(i32 %23, !415, !DIExpression(), !450)
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !451
  %24 = load i32, ptr %9, align 8, !dbg !452, !tbaa !169
  %25 = icmp eq i32 %24, 2, !dbg !453
  br i1 %25, label %26, label %113, !dbg !454

26:                                               ; preds = %14
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !455
  %28 = load i8, ptr %27, align 8, !dbg !455, !tbaa !209
  %29 = icmp eq i8 %28, 61, !dbg !456
  br i1 %29, label %30, label %113, !dbg !457

30:                                               ; preds = %26
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !458
    #dbg_assign(i1 undef, !176, !DIExpression(), !434, ptr %8, !DIExpression(), !459)
    #dbg_value(ptr %0, !184, !DIExpression(), !461)
    #dbg_value(ptr %1, !185, !DIExpression(), !461)
    #dbg_assign(i1 undef, !191, !DIExpression(), !432, ptr %6, !DIExpression(), !462)
    #dbg_value(ptr %0, !195, !DIExpression(), !464)
    #dbg_value(ptr %1, !196, !DIExpression(), !464)
  %31 = tail call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef %1), !dbg !465
    #dbg_value(i32 %31, !197, !DIExpression(), !464)
  %32 = icmp eq i32 %31, 0, !dbg !466
  br i1 %32, label %33, label %121, !dbg !467

33:                                               ; preds = %30
  %34 = load i32, ptr %9, align 8, !dbg !468, !tbaa !169
  %35 = icmp eq i32 %34, 2, !dbg !469
  br i1 %35, label %36, label %109, !dbg !470

36:                                               ; preds = %33, %55
  %37 = load i8, ptr %27, align 8, !dbg !471, !tbaa !209
  switch i8 %37, label %60 [
    i8 42, label %38
    i8 47, label %38
    i8 37, label %38
  ], !dbg !472

38:                                               ; preds = %36, %36, %36
    #dbg_value(i8 %37, !198, !DIExpression(), !462)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #9, !dbg !473
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !474
  %39 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %6), !dbg !475
    #dbg_value(i32 %39, !197, !DIExpression(), !464)
  %40 = icmp eq i32 %39, 0, !dbg !476
  br i1 %40, label %41, label %59, !dbg !477

41:                                               ; preds = %38
  %42 = icmp ne i8 %37, 42, !dbg !478
  %43 = load i64, ptr %6, align 8
  %44 = icmp eq i64 %43, 0
  %45 = select i1 %42, i1 %44, i1 false, !dbg !479
  br i1 %45, label %46, label %47, !dbg !479

46:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9, !dbg !480
  br label %121

47:                                               ; preds = %41
  %48 = load i64, ptr %1, align 8, !dbg !481, !tbaa !174
  switch i8 %37, label %53 [
    i8 42, label %49
    i8 47, label %51
  ], !dbg !482

49:                                               ; preds = %47
  %50 = mul nsw i64 %48, %43, !dbg !483
  br label %55, !dbg !482

51:                                               ; preds = %47
  %52 = sdiv i64 %48, %43, !dbg !484
  br label %55, !dbg !485

53:                                               ; preds = %47
  %54 = srem i64 %48, %43, !dbg !486
  br label %55, !dbg !485

55:                                               ; preds = %53, %51, %49
  %56 = phi i64 [ %50, %49 ], [ %52, %51 ], [ %54, %53 ], !dbg !482
  store i64 %56, ptr %1, align 8, !dbg !487, !tbaa !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9, !dbg !480
    #dbg_value(i32 0, !197, !DIExpression(), !464)
  %57 = load i32, ptr %9, align 8, !dbg !468, !tbaa !169
  %58 = icmp eq i32 %57, 2, !dbg !469
  br i1 %58, label %36, label %109, !dbg !470

59:                                               ; preds = %38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9, !dbg !480
    #dbg_value(i32 undef, !197, !DIExpression(), !464)
  br label %121, !dbg !488

60:                                               ; preds = %36, %95
  %61 = phi i8 [ %101, %95 ], [ %37, %36 ], !dbg !489
  switch i8 %61, label %109 [
    i8 43, label %62
    i8 45, label %62
  ], !dbg !490

62:                                               ; preds = %60, %60
    #dbg_value(i8 %61, !187, !DIExpression(), !459)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #9, !dbg !491
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !492
    #dbg_assign(i1 undef, !191, !DIExpression(), !431, ptr %5, !DIExpression(), !493)
    #dbg_value(ptr %0, !195, !DIExpression(), !495)
    #dbg_value(ptr %8, !196, !DIExpression(), !495)
  %63 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %8), !dbg !496
    #dbg_value(i32 %63, !197, !DIExpression(), !495)
  %64 = icmp eq i32 %63, 0, !dbg !497
  br i1 %64, label %65, label %93, !dbg !498

65:                                               ; preds = %62
  %66 = load i64, ptr %8, align 8, !tbaa !174
  %67 = load i32, ptr %9, align 8, !dbg !499, !tbaa !169
  %68 = icmp eq i32 %67, 2, !dbg !500
  br i1 %68, label %69, label %102, !dbg !501

69:                                               ; preds = %65, %88
  %70 = phi i64 [ %89, %88 ], [ %66, %65 ]
  %71 = load i8, ptr %27, align 8, !dbg !502, !tbaa !209
  switch i8 %71, label %95 [
    i8 42, label %72
    i8 47, label %72
    i8 37, label %72
  ], !dbg !503

72:                                               ; preds = %69, %69, %69
    #dbg_value(i8 %71, !198, !DIExpression(), !493)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !504
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !505
  %73 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %5), !dbg !506
    #dbg_value(i32 %73, !197, !DIExpression(), !495)
  %74 = icmp eq i32 %73, 0, !dbg !507
  br i1 %74, label %75, label %92, !dbg !508

75:                                               ; preds = %72
  %76 = icmp ne i8 %71, 42, !dbg !509
  %77 = load i64, ptr %5, align 8
  %78 = icmp eq i64 %77, 0
  %79 = select i1 %76, i1 %78, i1 false, !dbg !510
  br i1 %79, label %80, label %81, !dbg !510

80:                                               ; preds = %75
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !511
  br label %93

81:                                               ; preds = %75
  switch i8 %71, label %86 [
    i8 42, label %82
    i8 47, label %84
  ], !dbg !512

82:                                               ; preds = %81
  %83 = mul nsw i64 %70, %77, !dbg !513
  br label %88, !dbg !512

84:                                               ; preds = %81
  %85 = sdiv i64 %70, %77, !dbg !514
  br label %88, !dbg !515

86:                                               ; preds = %81
  %87 = srem i64 %70, %77, !dbg !516
  br label %88, !dbg !515

88:                                               ; preds = %86, %84, %82
  %89 = phi i64 [ %83, %82 ], [ %85, %84 ], [ %87, %86 ], !dbg !512
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !511
    #dbg_value(i32 0, !197, !DIExpression(), !495)
  %90 = load i32, ptr %9, align 8, !dbg !499, !tbaa !169
  %91 = icmp eq i32 %90, 2, !dbg !500
  br i1 %91, label %69, label %102, !dbg !501

92:                                               ; preds = %72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !511
    #dbg_value(i32 undef, !197, !DIExpression(), !495)
  br label %93, !dbg !517

93:                                               ; preds = %62, %92, %80
  %94 = phi i32 [ 3, %80 ], [ %73, %92 ], [ %63, %62 ]
    #dbg_value(i32 %94, !186, !DIExpression(), !461)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9, !dbg !518
  br label %121

95:                                               ; preds = %69
    #dbg_value(i32 0, !186, !DIExpression(), !461)
  %96 = icmp eq i8 %61, 43, !dbg !519
  %97 = load i64, ptr %1, align 8, !dbg !520, !tbaa !174
  %98 = sub i64 0, %70, !dbg !521
  %99 = select i1 %96, i64 %70, i64 %98, !dbg !521
  %100 = add i64 %99, %97, !dbg !521
  store i64 %100, ptr %1, align 8, !dbg !522, !tbaa !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9, !dbg !518
  %101 = load i8, ptr %27, align 8, !dbg !489, !tbaa !209
  br label %60, !dbg !489

102:                                              ; preds = %65, %88
  %103 = phi i64 [ %89, %88 ], [ %66, %65 ]
    #dbg_value(i32 0, !186, !DIExpression(), !461)
  %104 = icmp eq i8 %61, 43, !dbg !519
  %105 = load i64, ptr %1, align 8, !dbg !520, !tbaa !174
  %106 = sub i64 0, %103, !dbg !521
  %107 = select i1 %104, i64 %103, i64 %106, !dbg !521
  %108 = add i64 %107, %105, !dbg !521
  store i64 %108, ptr %1, align 8, !dbg !522, !tbaa !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9, !dbg !518
  br label %109, !dbg !523

109:                                              ; preds = %55, %60, %102, %33
    #dbg_value(i32 0, !186, !DIExpression(), !461)
    #dbg_value(i32 0, !420, !DIExpression(), !524)
  %110 = load i64, ptr %1, align 8, !dbg !525, !tbaa !174
  %111 = sext i32 %23 to i64, !dbg !527
  %112 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %111, !dbg !527
  store i64 %110, ptr %112, align 8, !dbg !528, !tbaa !174
  br label %121, !dbg !527

113:                                              ; preds = %26, %14
  %114 = sext i32 %23 to i64, !dbg !529
  %115 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %114, !dbg !529
  %116 = load i64, ptr %115, align 8, !dbg !529, !tbaa !174
  store i64 %116, ptr %1, align 8, !dbg !530, !tbaa !174
  br label %121, !dbg !531

117:                                              ; preds = %2
  %118 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !532
  %119 = load i8, ptr %118, align 8, !dbg !532, !tbaa !209
  %120 = icmp eq i8 %119, 45, !dbg !533
  br i1 %120, label %123, label %121, !dbg !534

121:                                              ; preds = %127, %146, %159, %30, %46, %59, %11, %109, %113, %205, %93, %195, %117, %2, %160, %162, %123
  %122 = phi i32 [ %124, %123 ], [ 0, %11 ], [ 0, %113 ], [ 0, %109 ], [ 0, %205 ], [ %94, %93 ], [ %196, %195 ], [ 1, %117 ], [ 1, %2 ], [ %31, %30 ], [ 3, %46 ], [ %39, %59 ], [ %128, %127 ], [ 3, %146 ], [ %139, %159 ], [ 2, %160 ], [ 2, %162 ]
  ret i32 %122, !dbg !535

123:                                              ; preds = %117
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !536
  %124 = tail call fastcc i32 @primary(ptr noundef nonnull %0, ptr noundef %1), !dbg !537
    #dbg_value(i32 %124, !423, !DIExpression(), !538)
  %125 = load i64, ptr %1, align 8, !dbg !539, !tbaa !174
  %126 = sub nsw i64 0, %125, !dbg !540
  store i64 %126, ptr %1, align 8, !dbg !541, !tbaa !174
  br label %121, !dbg !535

127:                                              ; preds = %2
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !542
    #dbg_assign(i1 undef, !176, !DIExpression(), !433, ptr %7, !DIExpression(), !543)
    #dbg_value(ptr %0, !184, !DIExpression(), !545)
    #dbg_value(ptr %1, !185, !DIExpression(), !545)
    #dbg_assign(i1 undef, !191, !DIExpression(), !430, ptr %4, !DIExpression(), !546)
    #dbg_value(ptr %0, !195, !DIExpression(), !548)
    #dbg_value(ptr %1, !196, !DIExpression(), !548)
  %128 = tail call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef %1), !dbg !549
    #dbg_value(i32 %128, !197, !DIExpression(), !548)
  %129 = icmp eq i32 %128, 0, !dbg !550
  br i1 %129, label %130, label %121, !dbg !551

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %0, i64 24
  %132 = load i32, ptr %9, align 8, !dbg !552, !tbaa !169
  %133 = icmp eq i32 %132, 2, !dbg !553
  br i1 %133, label %136, label %134, !dbg !554

134:                                              ; preds = %155, %136, %130
  %135 = phi i32 [ %132, %130 ], [ 2, %136 ], [ %157, %155 ]
  br label %160, !dbg !555

136:                                              ; preds = %130, %155
  %137 = load i8, ptr %131, align 8, !dbg !556, !tbaa !209
  switch i8 %137, label %134 [
    i8 42, label %138
    i8 47, label %138
    i8 37, label %138
  ], !dbg !557

138:                                              ; preds = %136, %136, %136
    #dbg_value(i8 %137, !198, !DIExpression(), !546)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9, !dbg !558
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !559
  %139 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %4), !dbg !560
    #dbg_value(i32 %139, !197, !DIExpression(), !548)
  %140 = icmp eq i32 %139, 0, !dbg !561
  br i1 %140, label %141, label %159, !dbg !562

141:                                              ; preds = %138
  %142 = icmp ne i8 %137, 42, !dbg !563
  %143 = load i64, ptr %4, align 8
  %144 = icmp eq i64 %143, 0
  %145 = select i1 %142, i1 %144, i1 false, !dbg !564
  br i1 %145, label %146, label %147, !dbg !564

146:                                              ; preds = %141
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !565
  br label %121

147:                                              ; preds = %141
  %148 = load i64, ptr %1, align 8, !dbg !566, !tbaa !174
  switch i8 %137, label %153 [
    i8 42, label %149
    i8 47, label %151
  ], !dbg !567

149:                                              ; preds = %147
  %150 = mul nsw i64 %148, %143, !dbg !568
  br label %155, !dbg !567

151:                                              ; preds = %147
  %152 = sdiv i64 %148, %143, !dbg !569
  br label %155, !dbg !570

153:                                              ; preds = %147
  %154 = srem i64 %148, %143, !dbg !571
  br label %155, !dbg !570

155:                                              ; preds = %153, %151, %149
  %156 = phi i64 [ %150, %149 ], [ %152, %151 ], [ %154, %153 ], !dbg !567
  store i64 %156, ptr %1, align 8, !dbg !572, !tbaa !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !565
    #dbg_value(i32 0, !197, !DIExpression(), !548)
  %157 = load i32, ptr %9, align 8, !dbg !552, !tbaa !169
  %158 = icmp eq i32 %157, 2, !dbg !553
  br i1 %158, label %136, label %134, !dbg !554

159:                                              ; preds = %138
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !565
    #dbg_value(i32 undef, !197, !DIExpression(), !548)
  br label %121, !dbg !573

160:                                              ; preds = %134, %197
  %161 = phi i32 [ %198, %197 ], [ %135, %134 ], !dbg !574
  switch i32 %161, label %121 [
    i32 2, label %162
    i32 4, label %205
  ], !dbg !555

162:                                              ; preds = %160
  %163 = load i8, ptr %131, align 8, !dbg !575, !tbaa !209
  switch i8 %163, label %121 [
    i8 43, label %164
    i8 45, label %164
  ], !dbg !576

164:                                              ; preds = %162, %162
    #dbg_value(i8 %163, !187, !DIExpression(), !543)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #9, !dbg !577
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !578
    #dbg_assign(i1 undef, !191, !DIExpression(), !429, ptr %3, !DIExpression(), !579)
    #dbg_value(ptr %0, !195, !DIExpression(), !581)
    #dbg_value(ptr %7, !196, !DIExpression(), !581)
  %165 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %7), !dbg !582
    #dbg_value(i32 %165, !197, !DIExpression(), !581)
  %166 = icmp eq i32 %165, 0, !dbg !583
  br i1 %166, label %167, label %195, !dbg !584

167:                                              ; preds = %164
  %168 = load i64, ptr %7, align 8, !tbaa !174
  %169 = load i32, ptr %9, align 8, !dbg !585, !tbaa !169
  %170 = icmp eq i32 %169, 2, !dbg !586
  br i1 %170, label %171, label %197, !dbg !587

171:                                              ; preds = %167, %190
  %172 = phi i64 [ %191, %190 ], [ %168, %167 ]
  %173 = load i8, ptr %131, align 8, !dbg !588, !tbaa !209
  switch i8 %173, label %197 [
    i8 42, label %174
    i8 47, label %174
    i8 37, label %174
  ], !dbg !589

174:                                              ; preds = %171, %171, %171
    #dbg_value(i8 %173, !198, !DIExpression(), !579)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !590
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !591
  %175 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %3), !dbg !592
    #dbg_value(i32 %175, !197, !DIExpression(), !581)
  %176 = icmp eq i32 %175, 0, !dbg !593
  br i1 %176, label %177, label %194, !dbg !594

177:                                              ; preds = %174
  %178 = icmp ne i8 %173, 42, !dbg !595
  %179 = load i64, ptr %3, align 8
  %180 = icmp eq i64 %179, 0
  %181 = select i1 %178, i1 %180, i1 false, !dbg !596
  br i1 %181, label %182, label %183, !dbg !596

182:                                              ; preds = %177
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !597
  br label %195

183:                                              ; preds = %177
  switch i8 %173, label %188 [
    i8 42, label %184
    i8 47, label %186
  ], !dbg !598

184:                                              ; preds = %183
  %185 = mul nsw i64 %172, %179, !dbg !599
  br label %190, !dbg !598

186:                                              ; preds = %183
  %187 = sdiv i64 %172, %179, !dbg !600
  br label %190, !dbg !601

188:                                              ; preds = %183
  %189 = srem i64 %172, %179, !dbg !602
  br label %190, !dbg !601

190:                                              ; preds = %188, %186, %184
  %191 = phi i64 [ %185, %184 ], [ %187, %186 ], [ %189, %188 ], !dbg !598
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !597
    #dbg_value(i32 0, !197, !DIExpression(), !581)
  %192 = load i32, ptr %9, align 8, !dbg !585, !tbaa !169
  %193 = icmp eq i32 %192, 2, !dbg !586
  br i1 %193, label %171, label %197, !dbg !587

194:                                              ; preds = %174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !597
    #dbg_value(i32 undef, !197, !DIExpression(), !581)
  br label %195, !dbg !603

195:                                              ; preds = %164, %194, %182
  %196 = phi i32 [ 3, %182 ], [ %175, %194 ], [ %165, %164 ]
    #dbg_value(i32 %196, !186, !DIExpression(), !545)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #9, !dbg !604
  br label %121

197:                                              ; preds = %190, %171, %167
  %198 = phi i32 [ %169, %167 ], [ 2, %171 ], [ %192, %190 ]
  %199 = phi i64 [ %168, %167 ], [ %172, %171 ], [ %191, %190 ]
    #dbg_value(i32 0, !186, !DIExpression(), !545)
  %200 = icmp eq i8 %163, 43, !dbg !605
  %201 = load i64, ptr %1, align 8, !dbg !606, !tbaa !174
  %202 = sub i64 0, %199, !dbg !607
  %203 = select i1 %200, i64 %199, i64 %202, !dbg !607
  %204 = add i64 %203, %201, !dbg !607
  store i64 %204, ptr %1, align 8, !dbg !608, !tbaa !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #9, !dbg !604
  br label %160, !dbg !609

205:                                              ; preds = %160
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !610
  br label %121, !dbg !611
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !612 ptr @__ctype_tolower_loc() local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!72}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114}
!llvm.ident = !{!115}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/expr_parser.c", directory: ".", checksumkind: CSK_MD5, checksum: "90186022b5826cddf3e6f0ac35770ce4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 117, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 16)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !3, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 119, type: !3, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 120, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 23)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 13)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 7)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 6)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 21)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !3, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 18)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 19)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 15)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 8)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "vars", scope: !72, file: !2, line: 10, type: !104, isLocal: true, isDefinition: true)
!72 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !73, retainedTypes: !99, globals: !103, splitDebugInlining: false, nameTableKind: None)
!73 = !{!74, !84}
!74 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Tok", file: !2, line: 7, baseType: !75, size: 32, elements: !76)
!75 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!76 = !{!77, !78, !79, !80, !81, !82, !83}
!77 = !DIEnumerator(name: "T_NUM", value: 0)
!78 = !DIEnumerator(name: "T_IDENT", value: 1)
!79 = !DIEnumerator(name: "T_OP", value: 2)
!80 = !DIEnumerator(name: "T_LP", value: 3)
!81 = !DIEnumerator(name: "T_RP", value: 4)
!82 = !DIEnumerator(name: "T_END", value: 5)
!83 = !DIEnumerator(name: "T_ERR", value: 6)
!84 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !85, line: 46, baseType: !75, size: 32, elements: !86)
!85 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!86 = !{!87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98}
!87 = !DIEnumerator(name: "_ISupper", value: 256)
!88 = !DIEnumerator(name: "_ISlower", value: 512)
!89 = !DIEnumerator(name: "_ISalpha", value: 1024)
!90 = !DIEnumerator(name: "_ISdigit", value: 2048)
!91 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!92 = !DIEnumerator(name: "_ISspace", value: 8192)
!93 = !DIEnumerator(name: "_ISprint", value: 16384)
!94 = !DIEnumerator(name: "_ISgraph", value: 32768)
!95 = !DIEnumerator(name: "_ISblank", value: 1)
!96 = !DIEnumerator(name: "_IScntrl", value: 2)
!97 = !DIEnumerator(name: "_ISpunct", value: 4)
!98 = !DIEnumerator(name: "_ISalnum", value: 8)
!99 = !{!100, !101, !102}
!100 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!101 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!102 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!103 = !{!0, !7, !12, !14, !19, !21, !23, !28, !33, !38, !43, !48, !50, !55, !60, !65, !70}
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 1664, elements: !106)
!105 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!106 = !{!107}
!107 = !DISubrange(count: 26)
!108 = !{i32 7, !"Dwarf Version", i32 5}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 4}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"PIE Level", i32 2}
!113 = !{i32 7, !"uwtable", i32 2}
!114 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!115 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!116 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 113, type: !117, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !72)
!117 = !DISubroutineType(types: !118)
!118 = !{!100}
!119 = !DILocation(line: 114, column: 5, scope: !116)
!120 = !DILocation(line: 115, column: 5, scope: !116)
!121 = !DILocation(line: 116, column: 5, scope: !116)
!122 = !DILocation(line: 117, column: 5, scope: !116)
!123 = !DILocation(line: 118, column: 5, scope: !116)
!124 = !DILocation(line: 119, column: 5, scope: !116)
!125 = !DILocation(line: 120, column: 5, scope: !116)
!126 = !DILocation(line: 121, column: 5, scope: !116)
!127 = !DILocation(line: 122, column: 5, scope: !116)
!128 = !DILocation(line: 123, column: 5, scope: !116)
!129 = !DILocation(line: 124, column: 5, scope: !116)
!130 = !DILocation(line: 125, column: 5, scope: !116)
!131 = !DILocation(line: 126, column: 5, scope: !116)
!132 = !DILocation(line: 127, column: 5, scope: !116)
!133 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 103, type: !134, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !138)
!134 = !DISubroutineType(types: !135)
!135 = !{null, !136}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!138 = !{!139, !140, !148, !149}
!139 = !DILocalVariable(name: "src", arg: 1, scope: !133, file: !2, line: 103, type: !136)
!140 = !DILocalVariable(name: "lx", scope: !133, file: !2, line: 104, type: !141)
!141 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Lexer", file: !2, line: 8, size: 384, elements: !142)
!142 = !{!143, !144, !145, !146, !147}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !141, file: !2, line: 8, baseType: !136, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "tok", scope: !141, file: !2, line: 8, baseType: !74, size: 32, offset: 64)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !141, file: !2, line: 8, baseType: !105, size: 64, offset: 128)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !141, file: !2, line: 8, baseType: !4, size: 8, offset: 192)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "ident", scope: !141, file: !2, line: 8, baseType: !16, size: 128, offset: 200)
!148 = !DILocalVariable(name: "v", scope: !133, file: !2, line: 106, type: !105)
!149 = !DILocalVariable(name: "e", scope: !133, file: !2, line: 107, type: !100)
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 0, scope: !133)
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 104, column: 5, scope: !133)
!157 = !DILocation(line: 104, column: 18, scope: !133)
!158 = distinct !DIAssignID()
!159 = distinct !DIAssignID()
!160 = !DILocation(line: 104, column: 23, scope: !133)
!161 = !{!162, !163, i64 0}
!162 = !{!"Lexer", !163, i64 0, !166, i64 8, !167, i64 16, !164, i64 24, !164, i64 25}
!163 = !{!"any pointer", !164, i64 0}
!164 = !{!"omnipotent char", !165, i64 0}
!165 = !{!"Simple C/C++ TBAA"}
!166 = !{!"int", !164, i64 0}
!167 = !{!"long long", !164, i64 0}
!168 = distinct !DIAssignID()
!169 = !{!162, !166, i64 8}
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 105, column: 5, scope: !133)
!172 = !DILocation(line: 106, column: 5, scope: !133)
!173 = !DILocation(line: 106, column: 15, scope: !133)
!174 = !{!167, !167, i64 0}
!175 = distinct !DIAssignID()
!176 = !DILocalVariable(name: "rhs", scope: !177, file: !2, line: 95, type: !105)
!177 = distinct !DILexicalBlock(scope: !178, file: !2, line: 93, column: 71)
!178 = distinct !DISubprogram(name: "expr", scope: !2, file: !2, line: 91, type: !179, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !183)
!179 = !DISubroutineType(types: !180)
!180 = !{!100, !181, !182}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!183 = !{!184, !185, !186, !187, !176}
!184 = !DILocalVariable(name: "lx", arg: 1, scope: !178, file: !2, line: 91, type: !181)
!185 = !DILocalVariable(name: "out", arg: 2, scope: !178, file: !2, line: 91, type: !182)
!186 = !DILocalVariable(name: "e", scope: !178, file: !2, line: 92, type: !100)
!187 = !DILocalVariable(name: "op", scope: !177, file: !2, line: 94, type: !4)
!188 = !DILocation(line: 0, scope: !177, inlinedAt: !189)
!189 = distinct !DILocation(line: 107, column: 13, scope: !133)
!190 = !DILocation(line: 0, scope: !178, inlinedAt: !189)
!191 = !DILocalVariable(name: "rhs", scope: !192, file: !2, line: 82, type: !105)
!192 = distinct !DILexicalBlock(scope: !193, file: !2, line: 80, column: 88)
!193 = distinct !DISubprogram(name: "term", scope: !2, file: !2, line: 78, type: !179, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !194)
!194 = !{!195, !196, !197, !198, !191}
!195 = !DILocalVariable(name: "lx", arg: 1, scope: !193, file: !2, line: 78, type: !181)
!196 = !DILocalVariable(name: "out", arg: 2, scope: !193, file: !2, line: 78, type: !182)
!197 = !DILocalVariable(name: "e", scope: !193, file: !2, line: 79, type: !100)
!198 = !DILocalVariable(name: "op", scope: !192, file: !2, line: 81, type: !4)
!199 = !DILocation(line: 0, scope: !192, inlinedAt: !200)
!200 = distinct !DILocation(line: 92, column: 13, scope: !178, inlinedAt: !189)
!201 = !DILocation(line: 0, scope: !193, inlinedAt: !200)
!202 = !DILocation(line: 79, column: 13, scope: !193, inlinedAt: !200)
!203 = !DILocation(line: 80, column: 13, scope: !193, inlinedAt: !200)
!204 = !DILocation(line: 80, column: 15, scope: !193, inlinedAt: !200)
!205 = !DILocation(line: 80, column: 22, scope: !193, inlinedAt: !200)
!206 = !DILocation(line: 80, column: 26, scope: !193, inlinedAt: !200)
!207 = !DILocation(line: 80, column: 34, scope: !193, inlinedAt: !200)
!208 = !DILocation(line: 80, column: 42, scope: !193, inlinedAt: !200)
!209 = !{!162, !164, i64 24}
!210 = !DILocation(line: 80, column: 52, scope: !193, inlinedAt: !200)
!211 = !DILocation(line: 82, column: 9, scope: !192, inlinedAt: !200)
!212 = !DILocation(line: 83, column: 9, scope: !192, inlinedAt: !200)
!213 = !DILocation(line: 84, column: 18, scope: !214, inlinedAt: !200)
!214 = distinct !DILexicalBlock(scope: !192, file: !2, line: 84, column: 13)
!215 = !DILocation(line: 84, column: 16, scope: !214, inlinedAt: !200)
!216 = !DILocation(line: 84, column: 13, scope: !192, inlinedAt: !200)
!217 = !DILocation(line: 85, column: 16, scope: !218, inlinedAt: !200)
!218 = distinct !DILexicalBlock(scope: !192, file: !2, line: 85, column: 13)
!219 = !DILocation(line: 85, column: 23, scope: !218, inlinedAt: !200)
!220 = !DILocation(line: 86, scope: !192, inlinedAt: !200)
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 87, column: 5, scope: !193, inlinedAt: !200)
!223 = !DILocation(line: 86, column: 16, scope: !192, inlinedAt: !200)
!224 = !DILocation(line: 86, column: 33, scope: !192, inlinedAt: !200)
!225 = !DILocation(line: 86, column: 58, scope: !192, inlinedAt: !200)
!226 = !DILocation(line: 86, column: 41, scope: !192, inlinedAt: !200)
!227 = !DILocation(line: 86, column: 71, scope: !192, inlinedAt: !200)
!228 = !DILocation(line: 88, column: 5, scope: !193, inlinedAt: !200)
!229 = !DILocation(line: 98, column: 19, scope: !177, inlinedAt: !189)
!230 = !DILocation(line: 98, column: 16, scope: !177, inlinedAt: !189)
!231 = distinct !DIAssignID()
!232 = !DILocation(line: 99, column: 5, scope: !178, inlinedAt: !189)
!233 = !DILocation(line: 93, column: 42, scope: !178, inlinedAt: !189)
!234 = !DILocation(line: 93, column: 52, scope: !178, inlinedAt: !189)
!235 = !DILocation(line: 95, column: 9, scope: !177, inlinedAt: !189)
!236 = !DILocation(line: 96, column: 9, scope: !177, inlinedAt: !189)
!237 = !DILocation(line: 0, scope: !192, inlinedAt: !238)
!238 = distinct !DILocation(line: 97, column: 18, scope: !239, inlinedAt: !189)
!239 = distinct !DILexicalBlock(scope: !177, file: !2, line: 97, column: 13)
!240 = !DILocation(line: 0, scope: !193, inlinedAt: !238)
!241 = !DILocation(line: 79, column: 13, scope: !193, inlinedAt: !238)
!242 = !DILocation(line: 80, column: 13, scope: !193, inlinedAt: !238)
!243 = !DILocation(line: 80, column: 15, scope: !193, inlinedAt: !238)
!244 = !DILocation(line: 80, column: 22, scope: !193, inlinedAt: !238)
!245 = !DILocation(line: 80, column: 26, scope: !193, inlinedAt: !238)
!246 = !DILocation(line: 80, column: 34, scope: !193, inlinedAt: !238)
!247 = !DILocation(line: 80, column: 42, scope: !193, inlinedAt: !238)
!248 = !DILocation(line: 80, column: 52, scope: !193, inlinedAt: !238)
!249 = !DILocation(line: 82, column: 9, scope: !192, inlinedAt: !238)
!250 = !DILocation(line: 83, column: 9, scope: !192, inlinedAt: !238)
!251 = !DILocation(line: 84, column: 18, scope: !214, inlinedAt: !238)
!252 = !DILocation(line: 84, column: 16, scope: !214, inlinedAt: !238)
!253 = !DILocation(line: 84, column: 13, scope: !192, inlinedAt: !238)
!254 = !DILocation(line: 85, column: 16, scope: !218, inlinedAt: !238)
!255 = !DILocation(line: 85, column: 23, scope: !218, inlinedAt: !238)
!256 = !DILocation(line: 98, scope: !177, inlinedAt: !189)
!257 = !DILocation(line: 87, column: 5, scope: !193, inlinedAt: !238)
!258 = !DILocation(line: 86, column: 16, scope: !192, inlinedAt: !238)
!259 = !DILocation(line: 86, column: 33, scope: !192, inlinedAt: !238)
!260 = !DILocation(line: 86, column: 58, scope: !192, inlinedAt: !238)
!261 = !DILocation(line: 86, column: 41, scope: !192, inlinedAt: !238)
!262 = !DILocation(line: 86, column: 71, scope: !192, inlinedAt: !238)
!263 = distinct !DIAssignID()
!264 = !DILocation(line: 88, column: 5, scope: !193, inlinedAt: !238)
!265 = !DILocation(line: 93, column: 34, scope: !178, inlinedAt: !189)
!266 = !DILocation(line: 108, column: 10, scope: !267)
!267 = distinct !DILexicalBlock(scope: !133, file: !2, line: 108, column: 9)
!268 = !DILocation(line: 108, column: 12, scope: !267)
!269 = !DILocation(line: 109, column: 9, scope: !270)
!270 = distinct !DILexicalBlock(scope: !133, file: !2, line: 109, column: 9)
!271 = !DILocation(line: 109, column: 9, scope: !133)
!272 = !DILocation(line: 109, column: 12, scope: !270)
!273 = !DILocation(line: 110, column: 41, scope: !270)
!274 = !DILocation(line: 110, column: 10, scope: !270)
!275 = !DILocation(line: 111, column: 1, scope: !133)
!276 = distinct !DISubprogram(name: "next", scope: !2, file: !2, line: 12, type: !277, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !279)
!277 = !DISubroutineType(types: !278)
!278 = !{null, !181}
!279 = !{!280, !281, !282}
!280 = !DILocalVariable(name: "lx", arg: 1, scope: !276, file: !2, line: 12, type: !181)
!281 = !DILocalVariable(name: "c", scope: !276, file: !2, line: 14, type: !4)
!282 = !DILocalVariable(name: "n", scope: !283, file: !2, line: 23, type: !100)
!283 = distinct !DILexicalBlock(scope: !284, file: !2, line: 22, column: 36)
!284 = distinct !DILexicalBlock(scope: !276, file: !2, line: 22, column: 9)
!285 = !DILocation(line: 0, scope: !276)
!286 = !DILocation(line: 13, column: 5, scope: !276)
!287 = !DILocation(line: 13, column: 12, scope: !276)
!288 = !{!164, !164, i64 0}
!289 = !DILocation(line: 13, column: 32, scope: !276)
!290 = distinct !{!290, !286, !289, !291}
!291 = !{!"llvm.loop.mustprogress"}
!292 = !DILocation(line: 15, column: 23, scope: !293)
!293 = distinct !DILexicalBlock(scope: !294, file: !2, line: 15, column: 17)
!294 = distinct !DILexicalBlock(scope: !276, file: !2, line: 15, column: 9)
!295 = !DILocation(line: 15, column: 27, scope: !293)
!296 = !DILocation(line: 15, column: 36, scope: !293)
!297 = !DILocation(line: 16, column: 9, scope: !298)
!298 = distinct !DILexicalBlock(scope: !276, file: !2, line: 16, column: 9)
!299 = !{!163, !163, i64 0}
!300 = !{!301, !301, i64 0}
!301 = !{!"short", !164, i64 0}
!302 = !DILocation(line: 16, column: 9, scope: !276)
!303 = !DILocation(line: 17, column: 13, scope: !304)
!304 = distinct !DILexicalBlock(scope: !298, file: !2, line: 16, column: 36)
!305 = !DILocation(line: 0, scope: !304)
!306 = !{!162, !167, i64 16}
!307 = !DILocation(line: 18, column: 16, scope: !304)
!308 = !DILocation(line: 18, column: 9, scope: !304)
!309 = !DILocation(line: 18, column: 66, scope: !304)
!310 = !DILocation(line: 18, column: 80, scope: !304)
!311 = !DILocation(line: 18, column: 74, scope: !304)
!312 = !DILocation(line: 18, column: 83, scope: !304)
!313 = !DILocation(line: 18, column: 71, scope: !304)
!314 = distinct !{!314, !308, !315, !291}
!315 = !DILocation(line: 18, column: 88, scope: !304)
!316 = !DILocation(line: 19, column: 13, scope: !304)
!317 = !DILocation(line: 19, column: 17, scope: !304)
!318 = !DILocation(line: 20, column: 9, scope: !304)
!319 = !DILocation(line: 22, column: 9, scope: !284)
!320 = !DILocation(line: 22, column: 9, scope: !276)
!321 = !DILocation(line: 0, scope: !283)
!322 = !DILocation(line: 24, column: 16, scope: !283)
!323 = !DILocation(line: 24, column: 9, scope: !283)
!324 = !DILocation(line: 24, column: 81, scope: !283)
!325 = !DILocation(line: 24, column: 75, scope: !283)
!326 = !DILocation(line: 24, column: 69, scope: !283)
!327 = !DILocation(line: 24, column: 58, scope: !283)
!328 = !DILocation(line: 24, column: 73, scope: !283)
!329 = !DILocation(line: 24, column: 47, scope: !283)
!330 = distinct !{!330, !323, !324, !291}
!331 = !DILocation(line: 25, column: 13, scope: !283)
!332 = !DILocation(line: 25, column: 9, scope: !283)
!333 = !DILocation(line: 25, column: 22, scope: !283)
!334 = !DILocation(line: 26, column: 13, scope: !283)
!335 = !DILocation(line: 26, column: 17, scope: !283)
!336 = !DILocation(line: 29, column: 10, scope: !276)
!337 = !DILocation(line: 30, column: 9, scope: !276)
!338 = !DILocation(line: 30, column: 25, scope: !339)
!339 = distinct !DILexicalBlock(scope: !340, file: !2, line: 30, column: 19)
!340 = distinct !DILexicalBlock(scope: !276, file: !2, line: 30, column: 9)
!341 = !DILocation(line: 30, column: 29, scope: !339)
!342 = !DILocation(line: 30, column: 37, scope: !339)
!343 = !DILocation(line: 31, column: 25, scope: !344)
!344 = distinct !DILexicalBlock(scope: !345, file: !2, line: 31, column: 19)
!345 = distinct !DILexicalBlock(scope: !276, file: !2, line: 31, column: 9)
!346 = !DILocation(line: 31, column: 29, scope: !344)
!347 = !DILocation(line: 31, column: 37, scope: !344)
!348 = !DILocation(line: 32, column: 9, scope: !349)
!349 = distinct !DILexicalBlock(scope: !276, file: !2, line: 32, column: 9)
!350 = !DILocation(line: 32, column: 9, scope: !276)
!351 = !DILocation(line: 32, column: 41, scope: !352)
!352 = distinct !DILexicalBlock(scope: !349, file: !2, line: 32, column: 31)
!353 = !DILocation(line: 32, column: 53, scope: !352)
!354 = !DILocation(line: 32, column: 56, scope: !352)
!355 = !DILocation(line: 32, column: 61, scope: !352)
!356 = !DILocation(line: 33, column: 13, scope: !276)
!357 = !DILocation(line: 34, column: 1, scope: !276)
!358 = !DISubprogram(name: "printf", scope: !359, file: !359, line: 356, type: !360, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!360 = !DISubroutineType(types: !361)
!361 = !{!100, !362, null}
!362 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !136)
!363 = !DISubprogram(name: "__ctype_b_loc", scope: !85, file: !85, line: 79, type: !364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!364 = !DISubroutineType(types: !365)
!365 = !{!366}
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !367, size: 64)
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !368, size: 64)
!368 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !102)
!369 = distinct !DISubprogram(name: "power", scope: !2, file: !2, line: 64, type: !179, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !370)
!370 = !{!371, !372, !373, !374, !377, !378}
!371 = !DILocalVariable(name: "lx", arg: 1, scope: !369, file: !2, line: 64, type: !181)
!372 = !DILocalVariable(name: "out", arg: 2, scope: !369, file: !2, line: 64, type: !182)
!373 = !DILocalVariable(name: "e", scope: !369, file: !2, line: 65, type: !100)
!374 = !DILocalVariable(name: "rhs", scope: !375, file: !2, line: 69, type: !105)
!375 = distinct !DILexicalBlock(scope: !376, file: !2, line: 67, column: 43)
!376 = distinct !DILexicalBlock(scope: !369, file: !2, line: 67, column: 9)
!377 = !DILocalVariable(name: "r", scope: !375, file: !2, line: 71, type: !105)
!378 = !DILocalVariable(name: "i", scope: !379, file: !2, line: 72, type: !105)
!379 = distinct !DILexicalBlock(scope: !375, file: !2, line: 72, column: 9)
!380 = distinct !DIAssignID()
!381 = !DILocation(line: 0, scope: !375)
!382 = !DILocation(line: 0, scope: !369)
!383 = !DILocation(line: 65, column: 13, scope: !369)
!384 = !DILocation(line: 66, column: 9, scope: !385)
!385 = distinct !DILexicalBlock(scope: !369, file: !2, line: 66, column: 9)
!386 = !DILocation(line: 66, column: 9, scope: !369)
!387 = !DILocation(line: 67, column: 13, scope: !376)
!388 = !DILocation(line: 67, column: 17, scope: !376)
!389 = !DILocation(line: 67, column: 25, scope: !376)
!390 = !DILocation(line: 67, column: 32, scope: !376)
!391 = !DILocation(line: 67, column: 35, scope: !376)
!392 = !DILocation(line: 67, column: 9, scope: !369)
!393 = !DILocation(line: 68, column: 9, scope: !375)
!394 = !DILocation(line: 69, column: 9, scope: !375)
!395 = !DILocation(line: 70, column: 18, scope: !396)
!396 = distinct !DILexicalBlock(scope: !375, file: !2, line: 70, column: 13)
!397 = !DILocation(line: 70, column: 16, scope: !396)
!398 = !DILocation(line: 70, column: 13, scope: !375)
!399 = !DILocation(line: 0, scope: !379)
!400 = !DILocation(line: 72, column: 33, scope: !401)
!401 = distinct !DILexicalBlock(scope: !379, file: !2, line: 72, column: 9)
!402 = !DILocation(line: 72, column: 9, scope: !379)
!403 = !DILocation(line: 72, column: 57, scope: !401)
!404 = distinct !{!404, !405}
!405 = !{!"llvm.loop.unroll.disable"}
!406 = !DILocation(line: 73, column: 14, scope: !375)
!407 = !DILocation(line: 74, column: 5, scope: !376)
!408 = distinct !{!408, !402, !409, !291}
!409 = !DILocation(line: 72, column: 61, scope: !379)
!410 = !DILocation(line: 76, column: 1, scope: !369)
!411 = distinct !DISubprogram(name: "primary", scope: !2, file: !2, line: 38, type: !179, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !412)
!412 = !{!413, !414, !415, !418, !420, !423, !426}
!413 = !DILocalVariable(name: "lx", arg: 1, scope: !411, file: !2, line: 38, type: !181)
!414 = !DILocalVariable(name: "out", arg: 2, scope: !411, file: !2, line: 38, type: !182)
!415 = !DILocalVariable(name: "idx", scope: !416, file: !2, line: 41, type: !100)
!416 = distinct !DILexicalBlock(scope: !417, file: !2, line: 40, column: 29)
!417 = distinct !DILexicalBlock(scope: !411, file: !2, line: 40, column: 9)
!418 = !DILocalVariable(name: "__res", scope: !419, file: !2, line: 41, type: !100)
!419 = distinct !DILexicalBlock(scope: !416, file: !2, line: 41, column: 20)
!420 = !DILocalVariable(name: "e", scope: !421, file: !2, line: 45, type: !100)
!421 = distinct !DILexicalBlock(scope: !422, file: !2, line: 43, column: 47)
!422 = distinct !DILexicalBlock(scope: !416, file: !2, line: 43, column: 13)
!423 = !DILocalVariable(name: "e", scope: !424, file: !2, line: 52, type: !100)
!424 = distinct !DILexicalBlock(scope: !425, file: !2, line: 52, column: 43)
!425 = distinct !DILexicalBlock(scope: !411, file: !2, line: 52, column: 9)
!426 = !DILocalVariable(name: "e", scope: !427, file: !2, line: 55, type: !100)
!427 = distinct !DILexicalBlock(scope: !428, file: !2, line: 53, column: 26)
!428 = distinct !DILexicalBlock(scope: !411, file: !2, line: 53, column: 9)
!429 = distinct !DIAssignID()
!430 = distinct !DIAssignID()
!431 = distinct !DIAssignID()
!432 = distinct !DIAssignID()
!433 = distinct !DIAssignID()
!434 = distinct !DIAssignID()
!435 = !DILocation(line: 0, scope: !411)
!436 = !DILocation(line: 39, column: 13, scope: !437)
!437 = distinct !DILexicalBlock(scope: !411, file: !2, line: 39, column: 9)
!438 = !DILocation(line: 39, column: 9, scope: !411)
!439 = !DILocation(line: 39, column: 40, scope: !440)
!440 = distinct !DILexicalBlock(scope: !437, file: !2, line: 39, column: 27)
!441 = !DILocation(line: 39, column: 34, scope: !440)
!442 = !DILocation(line: 39, column: 45, scope: !440)
!443 = !DILocation(line: 39, column: 55, scope: !440)
!444 = !DILocation(line: 41, column: 20, scope: !445)
!445 = distinct !DILexicalBlock(scope: !419, file: !2, line: 41, column: 20)
!446 = !{!166, !166, i64 0}
!447 = !DILocation(line: 0, scope: !419)
!448 = !DILocation(line: 41, column: 57, scope: !416)
!449 = !DILocation(line: 41, column: 64, scope: !416)
!450 = !DILocation(line: 0, scope: !416)
!451 = !DILocation(line: 42, column: 9, scope: !416)
!452 = !DILocation(line: 43, column: 17, scope: !422)
!453 = !DILocation(line: 43, column: 21, scope: !422)
!454 = !DILocation(line: 43, column: 29, scope: !422)
!455 = !DILocation(line: 43, column: 36, scope: !422)
!456 = !DILocation(line: 43, column: 39, scope: !422)
!457 = !DILocation(line: 43, column: 13, scope: !416)
!458 = !DILocation(line: 44, column: 13, scope: !421)
!459 = !DILocation(line: 0, scope: !177, inlinedAt: !460)
!460 = distinct !DILocation(line: 45, column: 21, scope: !421)
!461 = !DILocation(line: 0, scope: !178, inlinedAt: !460)
!462 = !DILocation(line: 0, scope: !192, inlinedAt: !463)
!463 = distinct !DILocation(line: 92, column: 13, scope: !178, inlinedAt: !460)
!464 = !DILocation(line: 0, scope: !193, inlinedAt: !463)
!465 = !DILocation(line: 79, column: 13, scope: !193, inlinedAt: !463)
!466 = !DILocation(line: 80, column: 13, scope: !193, inlinedAt: !463)
!467 = !DILocation(line: 80, column: 15, scope: !193, inlinedAt: !463)
!468 = !DILocation(line: 80, column: 22, scope: !193, inlinedAt: !463)
!469 = !DILocation(line: 80, column: 26, scope: !193, inlinedAt: !463)
!470 = !DILocation(line: 80, column: 34, scope: !193, inlinedAt: !463)
!471 = !DILocation(line: 80, column: 42, scope: !193, inlinedAt: !463)
!472 = !DILocation(line: 80, column: 52, scope: !193, inlinedAt: !463)
!473 = !DILocation(line: 82, column: 9, scope: !192, inlinedAt: !463)
!474 = !DILocation(line: 83, column: 9, scope: !192, inlinedAt: !463)
!475 = !DILocation(line: 84, column: 18, scope: !214, inlinedAt: !463)
!476 = !DILocation(line: 84, column: 16, scope: !214, inlinedAt: !463)
!477 = !DILocation(line: 84, column: 13, scope: !192, inlinedAt: !463)
!478 = !DILocation(line: 85, column: 16, scope: !218, inlinedAt: !463)
!479 = !DILocation(line: 85, column: 23, scope: !218, inlinedAt: !463)
!480 = !DILocation(line: 87, column: 5, scope: !193, inlinedAt: !463)
!481 = !DILocation(line: 86, scope: !192, inlinedAt: !463)
!482 = !DILocation(line: 86, column: 16, scope: !192, inlinedAt: !463)
!483 = !DILocation(line: 86, column: 33, scope: !192, inlinedAt: !463)
!484 = !DILocation(line: 86, column: 58, scope: !192, inlinedAt: !463)
!485 = !DILocation(line: 86, column: 41, scope: !192, inlinedAt: !463)
!486 = !DILocation(line: 86, column: 71, scope: !192, inlinedAt: !463)
!487 = !DILocation(line: 86, column: 14, scope: !192, inlinedAt: !463)
!488 = !DILocation(line: 88, column: 5, scope: !193, inlinedAt: !463)
!489 = !DILocation(line: 93, column: 42, scope: !178, inlinedAt: !460)
!490 = !DILocation(line: 93, column: 52, scope: !178, inlinedAt: !460)
!491 = !DILocation(line: 95, column: 9, scope: !177, inlinedAt: !460)
!492 = !DILocation(line: 96, column: 9, scope: !177, inlinedAt: !460)
!493 = !DILocation(line: 0, scope: !192, inlinedAt: !494)
!494 = distinct !DILocation(line: 97, column: 18, scope: !239, inlinedAt: !460)
!495 = !DILocation(line: 0, scope: !193, inlinedAt: !494)
!496 = !DILocation(line: 79, column: 13, scope: !193, inlinedAt: !494)
!497 = !DILocation(line: 80, column: 13, scope: !193, inlinedAt: !494)
!498 = !DILocation(line: 80, column: 15, scope: !193, inlinedAt: !494)
!499 = !DILocation(line: 80, column: 22, scope: !193, inlinedAt: !494)
!500 = !DILocation(line: 80, column: 26, scope: !193, inlinedAt: !494)
!501 = !DILocation(line: 80, column: 34, scope: !193, inlinedAt: !494)
!502 = !DILocation(line: 80, column: 42, scope: !193, inlinedAt: !494)
!503 = !DILocation(line: 80, column: 52, scope: !193, inlinedAt: !494)
!504 = !DILocation(line: 82, column: 9, scope: !192, inlinedAt: !494)
!505 = !DILocation(line: 83, column: 9, scope: !192, inlinedAt: !494)
!506 = !DILocation(line: 84, column: 18, scope: !214, inlinedAt: !494)
!507 = !DILocation(line: 84, column: 16, scope: !214, inlinedAt: !494)
!508 = !DILocation(line: 84, column: 13, scope: !192, inlinedAt: !494)
!509 = !DILocation(line: 85, column: 16, scope: !218, inlinedAt: !494)
!510 = !DILocation(line: 85, column: 23, scope: !218, inlinedAt: !494)
!511 = !DILocation(line: 87, column: 5, scope: !193, inlinedAt: !494)
!512 = !DILocation(line: 86, column: 16, scope: !192, inlinedAt: !494)
!513 = !DILocation(line: 86, column: 33, scope: !192, inlinedAt: !494)
!514 = !DILocation(line: 86, column: 58, scope: !192, inlinedAt: !494)
!515 = !DILocation(line: 86, column: 41, scope: !192, inlinedAt: !494)
!516 = !DILocation(line: 86, column: 71, scope: !192, inlinedAt: !494)
!517 = !DILocation(line: 88, column: 5, scope: !193, inlinedAt: !494)
!518 = !DILocation(line: 99, column: 5, scope: !178, inlinedAt: !460)
!519 = !DILocation(line: 98, column: 19, scope: !177, inlinedAt: !460)
!520 = !DILocation(line: 98, scope: !177, inlinedAt: !460)
!521 = !DILocation(line: 98, column: 16, scope: !177, inlinedAt: !460)
!522 = !DILocation(line: 98, column: 14, scope: !177, inlinedAt: !460)
!523 = !DILocation(line: 93, column: 34, scope: !178, inlinedAt: !460)
!524 = !DILocation(line: 0, scope: !421)
!525 = !DILocation(line: 46, column: 33, scope: !526)
!526 = distinct !DILexicalBlock(scope: !421, file: !2, line: 46, column: 17)
!527 = !DILocation(line: 46, column: 21, scope: !526)
!528 = !DILocation(line: 46, column: 31, scope: !526)
!529 = !DILocation(line: 49, column: 16, scope: !416)
!530 = !DILocation(line: 49, column: 14, scope: !416)
!531 = !DILocation(line: 50, column: 9, scope: !416)
!532 = !DILocation(line: 52, column: 32, scope: !425)
!533 = !DILocation(line: 52, column: 35, scope: !425)
!534 = !DILocation(line: 52, column: 9, scope: !411)
!535 = !DILocation(line: 62, column: 1, scope: !411)
!536 = !DILocation(line: 52, column: 45, scope: !424)
!537 = !DILocation(line: 52, column: 63, scope: !424)
!538 = !DILocation(line: 0, scope: !424)
!539 = !DILocation(line: 52, column: 89, scope: !424)
!540 = !DILocation(line: 52, column: 88, scope: !424)
!541 = !DILocation(line: 52, column: 86, scope: !424)
!542 = !DILocation(line: 54, column: 9, scope: !427)
!543 = !DILocation(line: 0, scope: !177, inlinedAt: !544)
!544 = distinct !DILocation(line: 55, column: 17, scope: !427)
!545 = !DILocation(line: 0, scope: !178, inlinedAt: !544)
!546 = !DILocation(line: 0, scope: !192, inlinedAt: !547)
!547 = distinct !DILocation(line: 92, column: 13, scope: !178, inlinedAt: !544)
!548 = !DILocation(line: 0, scope: !193, inlinedAt: !547)
!549 = !DILocation(line: 79, column: 13, scope: !193, inlinedAt: !547)
!550 = !DILocation(line: 80, column: 13, scope: !193, inlinedAt: !547)
!551 = !DILocation(line: 80, column: 15, scope: !193, inlinedAt: !547)
!552 = !DILocation(line: 80, column: 22, scope: !193, inlinedAt: !547)
!553 = !DILocation(line: 80, column: 26, scope: !193, inlinedAt: !547)
!554 = !DILocation(line: 80, column: 34, scope: !193, inlinedAt: !547)
!555 = !DILocation(line: 93, column: 34, scope: !178, inlinedAt: !544)
!556 = !DILocation(line: 80, column: 42, scope: !193, inlinedAt: !547)
!557 = !DILocation(line: 80, column: 52, scope: !193, inlinedAt: !547)
!558 = !DILocation(line: 82, column: 9, scope: !192, inlinedAt: !547)
!559 = !DILocation(line: 83, column: 9, scope: !192, inlinedAt: !547)
!560 = !DILocation(line: 84, column: 18, scope: !214, inlinedAt: !547)
!561 = !DILocation(line: 84, column: 16, scope: !214, inlinedAt: !547)
!562 = !DILocation(line: 84, column: 13, scope: !192, inlinedAt: !547)
!563 = !DILocation(line: 85, column: 16, scope: !218, inlinedAt: !547)
!564 = !DILocation(line: 85, column: 23, scope: !218, inlinedAt: !547)
!565 = !DILocation(line: 87, column: 5, scope: !193, inlinedAt: !547)
!566 = !DILocation(line: 86, scope: !192, inlinedAt: !547)
!567 = !DILocation(line: 86, column: 16, scope: !192, inlinedAt: !547)
!568 = !DILocation(line: 86, column: 33, scope: !192, inlinedAt: !547)
!569 = !DILocation(line: 86, column: 58, scope: !192, inlinedAt: !547)
!570 = !DILocation(line: 86, column: 41, scope: !192, inlinedAt: !547)
!571 = !DILocation(line: 86, column: 71, scope: !192, inlinedAt: !547)
!572 = !DILocation(line: 86, column: 14, scope: !192, inlinedAt: !547)
!573 = !DILocation(line: 88, column: 5, scope: !193, inlinedAt: !547)
!574 = !DILocation(line: 93, column: 22, scope: !178, inlinedAt: !544)
!575 = !DILocation(line: 93, column: 42, scope: !178, inlinedAt: !544)
!576 = !DILocation(line: 93, column: 52, scope: !178, inlinedAt: !544)
!577 = !DILocation(line: 95, column: 9, scope: !177, inlinedAt: !544)
!578 = !DILocation(line: 96, column: 9, scope: !177, inlinedAt: !544)
!579 = !DILocation(line: 0, scope: !192, inlinedAt: !580)
!580 = distinct !DILocation(line: 97, column: 18, scope: !239, inlinedAt: !544)
!581 = !DILocation(line: 0, scope: !193, inlinedAt: !580)
!582 = !DILocation(line: 79, column: 13, scope: !193, inlinedAt: !580)
!583 = !DILocation(line: 80, column: 13, scope: !193, inlinedAt: !580)
!584 = !DILocation(line: 80, column: 15, scope: !193, inlinedAt: !580)
!585 = !DILocation(line: 80, column: 22, scope: !193, inlinedAt: !580)
!586 = !DILocation(line: 80, column: 26, scope: !193, inlinedAt: !580)
!587 = !DILocation(line: 80, column: 34, scope: !193, inlinedAt: !580)
!588 = !DILocation(line: 80, column: 42, scope: !193, inlinedAt: !580)
!589 = !DILocation(line: 80, column: 52, scope: !193, inlinedAt: !580)
!590 = !DILocation(line: 82, column: 9, scope: !192, inlinedAt: !580)
!591 = !DILocation(line: 83, column: 9, scope: !192, inlinedAt: !580)
!592 = !DILocation(line: 84, column: 18, scope: !214, inlinedAt: !580)
!593 = !DILocation(line: 84, column: 16, scope: !214, inlinedAt: !580)
!594 = !DILocation(line: 84, column: 13, scope: !192, inlinedAt: !580)
!595 = !DILocation(line: 85, column: 16, scope: !218, inlinedAt: !580)
!596 = !DILocation(line: 85, column: 23, scope: !218, inlinedAt: !580)
!597 = !DILocation(line: 87, column: 5, scope: !193, inlinedAt: !580)
!598 = !DILocation(line: 86, column: 16, scope: !192, inlinedAt: !580)
!599 = !DILocation(line: 86, column: 33, scope: !192, inlinedAt: !580)
!600 = !DILocation(line: 86, column: 58, scope: !192, inlinedAt: !580)
!601 = !DILocation(line: 86, column: 41, scope: !192, inlinedAt: !580)
!602 = !DILocation(line: 86, column: 71, scope: !192, inlinedAt: !580)
!603 = !DILocation(line: 88, column: 5, scope: !193, inlinedAt: !580)
!604 = !DILocation(line: 99, column: 5, scope: !178, inlinedAt: !544)
!605 = !DILocation(line: 98, column: 19, scope: !177, inlinedAt: !544)
!606 = !DILocation(line: 98, scope: !177, inlinedAt: !544)
!607 = !DILocation(line: 98, column: 16, scope: !177, inlinedAt: !544)
!608 = !DILocation(line: 98, column: 14, scope: !177, inlinedAt: !544)
!609 = !DILocation(line: 93, column: 15, scope: !178, inlinedAt: !544)
!610 = !DILocation(line: 58, column: 9, scope: !427)
!611 = !DILocation(line: 59, column: 9, scope: !427)
!612 = !DISubprogram(name: "__ctype_tolower_loc", scope: !85, file: !85, line: 81, type: !613, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!613 = !DISubroutineType(types: !614)
!614 = !{!615}
!615 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !616, size: 64)
!616 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !617, size: 64)
!617 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !618)
!618 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !619, line: 41, baseType: !100)
!619 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
