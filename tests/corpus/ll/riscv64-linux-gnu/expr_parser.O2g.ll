; ModuleID = 'tests/programs/expr_parser.c'
source_filename = "tests/programs/expr_parser.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
@vars = internal unnamed_addr global [26 x i64] zeroinitializer, align 8, !dbg !70

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !120 {
  tail call fastcc void @run(ptr noundef nonnull @.str), !dbg !123
  tail call fastcc void @run(ptr noundef nonnull @.str.1), !dbg !124
  tail call fastcc void @run(ptr noundef nonnull @.str.2), !dbg !125
  tail call fastcc void @run(ptr noundef nonnull @.str.3), !dbg !126
  tail call fastcc void @run(ptr noundef nonnull @.str.4), !dbg !127
  tail call fastcc void @run(ptr noundef nonnull @.str.5), !dbg !128
  tail call fastcc void @run(ptr noundef nonnull @.str.6), !dbg !129
  tail call fastcc void @run(ptr noundef nonnull @.str.7), !dbg !130
  tail call fastcc void @run(ptr noundef nonnull @.str.8), !dbg !131
  tail call fastcc void @run(ptr noundef nonnull @.str.9), !dbg !132
  tail call fastcc void @run(ptr noundef nonnull @.str.10), !dbg !133
  tail call fastcc void @run(ptr noundef nonnull @.str.11), !dbg !134
  tail call fastcc void @run(ptr noundef nonnull @.str.12), !dbg !135
  ret i32 0, !dbg !136
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @run(ptr noundef %0) unnamed_addr #0 !dbg !137 {
  %2 = alloca i64, align 8, !DIAssignID !154
  %3 = alloca i64, align 8, !DIAssignID !155
  %4 = alloca i64, align 8, !DIAssignID !156
  %5 = alloca %struct.Lexer, align 8, !DIAssignID !157
    #dbg_assign(i1 undef, !144, !DIExpression(), !157, ptr %5, !DIExpression(), !158)
  %6 = alloca i64, align 8, !DIAssignID !159
    #dbg_assign(i1 undef, !152, !DIExpression(), !159, ptr %6, !DIExpression(), !158)
    #dbg_value(ptr %0, !143, !DIExpression(), !158)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #9, !dbg !160
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !161
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %7, i8 0, i64 40, i1 false), !dbg !161, !DIAssignID !162
    #dbg_assign(i8 0, !144, !DIExpression(), !162, ptr %5, !DIExpression(), !158)
    #dbg_assign(i8 0, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163, ptr undef, !DIExpression(), !158)
  store ptr %0, ptr %5, align 8, !dbg !164, !tbaa !165, !DIAssignID !172
    #dbg_assign(ptr %0, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !172, ptr %5, !DIExpression(), !158)
  %8 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !164
  store i32 5, ptr %8, align 8, !dbg !164, !tbaa !173, !DIAssignID !174
    #dbg_assign(i32 5, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !174, ptr %8, !DIExpression(), !158)
  call fastcc void @next(ptr noundef nonnull %5), !dbg !175
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #9, !dbg !176
  store i64 0, ptr %6, align 8, !dbg !177, !tbaa !178, !DIAssignID !179
    #dbg_assign(i64 0, !152, !DIExpression(), !179, ptr %6, !DIExpression(), !158)
    #dbg_assign(i1 undef, !180, !DIExpression(), !156, ptr %4, !DIExpression(), !192)
    #dbg_value(ptr %5, !188, !DIExpression(), !194)
    #dbg_value(ptr %6, !189, !DIExpression(), !194)
    #dbg_assign(i1 undef, !195, !DIExpression(), !155, ptr %3, !DIExpression(), !203)
    #dbg_value(ptr %5, !199, !DIExpression(), !205)
    #dbg_value(ptr %6, !200, !DIExpression(), !205)
  %9 = call fastcc signext i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %6), !dbg !206
    #dbg_value(i32 %9, !201, !DIExpression(), !205)
  %10 = icmp eq i32 %9, 0, !dbg !207
  br i1 %10, label %11, label %91, !dbg !208

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %5, i64 24
  %13 = load i32, ptr %8, align 8, !dbg !209, !tbaa !173
  %14 = icmp eq i32 %13, 2, !dbg !210
  %15 = load i64, ptr %6, align 8, !tbaa !178
  br i1 %14, label %16, label %89, !dbg !211

16:                                               ; preds = %11, %35
  %17 = phi i64 [ %36, %35 ], [ %15, %11 ]
  %18 = load i8, ptr %12, align 8, !dbg !212, !tbaa !213
  switch i8 %18, label %46 [
    i8 42, label %19
    i8 47, label %19
    i8 37, label %19
  ], !dbg !214

19:                                               ; preds = %16, %16, %16
    #dbg_value(i8 %18, !202, !DIExpression(), !203)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !215
  call fastcc void @next(ptr noundef nonnull %5), !dbg !216
  %20 = call fastcc signext i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %3), !dbg !217
    #dbg_value(i32 %20, !201, !DIExpression(), !205)
  %21 = icmp eq i32 %20, 0, !dbg !219
  br i1 %21, label %22, label %39, !dbg !220

22:                                               ; preds = %19
  %23 = icmp ne i8 %18, 42, !dbg !221
  %24 = load i64, ptr %3, align 8
  %25 = icmp eq i64 %24, 0
  %26 = select i1 %23, i1 %25, i1 false, !dbg !223
  br i1 %26, label %27, label %28, !dbg !223

27:                                               ; preds = %22
  store i64 %17, ptr %6, align 8, !dbg !224, !tbaa !178, !DIAssignID !225
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !226
  br label %91

28:                                               ; preds = %22
  switch i8 %18, label %33 [
    i8 42, label %29
    i8 47, label %31
  ], !dbg !227

29:                                               ; preds = %28
  %30 = mul nsw i64 %17, %24, !dbg !228
  br label %35, !dbg !227

31:                                               ; preds = %28
  %32 = sdiv i64 %17, %24, !dbg !229
  br label %35, !dbg !230

33:                                               ; preds = %28
  %34 = srem i64 %17, %24, !dbg !231
  br label %35, !dbg !230

35:                                               ; preds = %33, %31, %29
  %36 = phi i64 [ %30, %29 ], [ %32, %31 ], [ %34, %33 ], !dbg !227
    #dbg_assign(i64 %36, !152, !DIExpression(), !225, ptr %6, !DIExpression(), !158)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !226
    #dbg_value(i32 0, !201, !DIExpression(), !205)
  %37 = load i32, ptr %8, align 8, !dbg !209, !tbaa !173
  %38 = icmp eq i32 %37, 2, !dbg !210
  br i1 %38, label %16, label %89, !dbg !211

39:                                               ; preds = %19
  store i64 %17, ptr %6, align 8, !dbg !224, !tbaa !178, !DIAssignID !225
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !226
    #dbg_value(i32 undef, !201, !DIExpression(), !205)
  br label %91, !dbg !232

40:                                               ; preds = %56
    #dbg_value(i32 0, !190, !DIExpression(), !194)
  %41 = icmp eq i8 %47, 43, !dbg !233
  %42 = sub i64 0, %57, !dbg !234
  %43 = select i1 %41, i64 %57, i64 %42, !dbg !234
  %44 = add i64 %48, %43, !dbg !234
    #dbg_assign(i64 %44, !152, !DIExpression(), !235, ptr %6, !DIExpression(), !158)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !236
  %45 = load i8, ptr %12, align 8, !dbg !237, !tbaa !213
  br label %46, !dbg !237

46:                                               ; preds = %16, %40
  %47 = phi i8 [ %45, %40 ], [ %18, %16 ], !dbg !237
  %48 = phi i64 [ %44, %40 ], [ %17, %16 ]
  switch i8 %47, label %89 [
    i8 43, label %49
    i8 45, label %49
  ], !dbg !238

49:                                               ; preds = %46, %46
    #dbg_value(i8 %47, !191, !DIExpression(), !192)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9, !dbg !239
  call fastcc void @next(ptr noundef nonnull %5), !dbg !240
    #dbg_assign(i1 undef, !195, !DIExpression(), !154, ptr %2, !DIExpression(), !241)
    #dbg_value(ptr %5, !199, !DIExpression(), !244)
    #dbg_value(ptr %4, !200, !DIExpression(), !244)
  %50 = call fastcc signext i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %4), !dbg !245
    #dbg_value(i32 %50, !201, !DIExpression(), !244)
  %51 = icmp eq i32 %50, 0, !dbg !246
  br i1 %51, label %52, label %80, !dbg !247

52:                                               ; preds = %49
  %53 = load i64, ptr %4, align 8, !tbaa !178
  %54 = load i32, ptr %8, align 8, !dbg !248, !tbaa !173
  %55 = icmp eq i32 %54, 2, !dbg !249
  br i1 %55, label %56, label %83, !dbg !250

56:                                               ; preds = %52, %75
  %57 = phi i64 [ %76, %75 ], [ %53, %52 ]
  %58 = load i8, ptr %12, align 8, !dbg !251, !tbaa !213
  switch i8 %58, label %40 [
    i8 42, label %59
    i8 47, label %59
    i8 37, label %59
  ], !dbg !252

59:                                               ; preds = %56, %56, %56
    #dbg_value(i8 %58, !202, !DIExpression(), !241)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !253
  call fastcc void @next(ptr noundef nonnull %5), !dbg !254
  %60 = call fastcc signext i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %2), !dbg !255
    #dbg_value(i32 %60, !201, !DIExpression(), !244)
  %61 = icmp eq i32 %60, 0, !dbg !256
  br i1 %61, label %62, label %79, !dbg !257

62:                                               ; preds = %59
  %63 = icmp ne i8 %58, 42, !dbg !258
  %64 = load i64, ptr %2, align 8
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %63, i1 %65, i1 false, !dbg !259
  br i1 %66, label %67, label %68, !dbg !259

67:                                               ; preds = %62
  store i64 %48, ptr %6, align 8, !dbg !260, !tbaa !178, !DIAssignID !235
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !261
  br label %81

68:                                               ; preds = %62
  switch i8 %58, label %73 [
    i8 42, label %69
    i8 47, label %71
  ], !dbg !262

69:                                               ; preds = %68
  %70 = mul nsw i64 %64, %57, !dbg !263
  br label %75, !dbg !262

71:                                               ; preds = %68
  %72 = sdiv i64 %57, %64, !dbg !264
  br label %75, !dbg !265

73:                                               ; preds = %68
  %74 = srem i64 %57, %64, !dbg !266
  br label %75, !dbg !265

75:                                               ; preds = %73, %71, %69
  %76 = phi i64 [ %70, %69 ], [ %72, %71 ], [ %74, %73 ], !dbg !262
    #dbg_assign(i64 %76, !180, !DIExpression(), !267, ptr %4, !DIExpression(), !192)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !261
    #dbg_value(i32 0, !201, !DIExpression(), !244)
  %77 = load i32, ptr %8, align 8, !dbg !248, !tbaa !173
  %78 = icmp eq i32 %77, 2, !dbg !249
  br i1 %78, label %56, label %83, !dbg !250

79:                                               ; preds = %59
  store i64 %48, ptr %6, align 8, !dbg !260, !tbaa !178, !DIAssignID !235
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !261
    #dbg_value(i32 undef, !201, !DIExpression(), !244)
  br label %81, !dbg !268

80:                                               ; preds = %49
  store i64 %48, ptr %6, align 8, !dbg !260, !tbaa !178, !DIAssignID !235
  br label %81, !dbg !236

81:                                               ; preds = %80, %79, %67
  %82 = phi i32 [ 3, %67 ], [ %60, %79 ], [ %50, %80 ]
    #dbg_value(i32 %82, !190, !DIExpression(), !194)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !236
  br label %91

83:                                               ; preds = %52, %75
  %84 = phi i64 [ %76, %75 ], [ %53, %52 ]
    #dbg_value(i32 0, !190, !DIExpression(), !194)
  %85 = icmp eq i8 %47, 43, !dbg !233
  %86 = sub i64 0, %84, !dbg !234
  %87 = select i1 %85, i64 %84, i64 %86, !dbg !234
  %88 = add i64 %48, %87, !dbg !234
    #dbg_assign(i64 %88, !152, !DIExpression(), !235, ptr %6, !DIExpression(), !158)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !236
  br label %89, !dbg !269

89:                                               ; preds = %35, %46, %11, %83
  %90 = phi i64 [ %88, %83 ], [ %15, %11 ], [ %48, %46 ], [ %36, %35 ]
  store i64 %90, ptr %6, align 8, !dbg !260, !tbaa !178, !DIAssignID !235
  br label %91, !dbg !270

91:                                               ; preds = %89, %1, %27, %39, %81
  %92 = phi i32 [ %82, %81 ], [ %20, %39 ], [ 3, %27 ], [ %9, %1 ], [ 0, %89 ], !dbg !194
    #dbg_value(i32 %92, !190, !DIExpression(), !194)
    #dbg_value(i32 %92, !153, !DIExpression(), !158)
  %93 = icmp eq i32 %92, 0, !dbg !270
  %94 = load i32, ptr %8, align 8
  %95 = icmp ne i32 %94, 5
  %96 = select i1 %93, i1 %95, i1 false, !dbg !272
  %97 = select i1 %96, i32 4, i32 %92, !dbg !272
    #dbg_value(i32 %97, !153, !DIExpression(), !158)
  %98 = icmp eq i32 %97, 0, !dbg !273
  br i1 %98, label %101, label %99, !dbg !275

99:                                               ; preds = %91
  %100 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %0, i32 noundef signext %97), !dbg !276
  br label %104, !dbg !276

101:                                              ; preds = %91
  %102 = load i64, ptr %6, align 8, !dbg !277, !tbaa !178
  %103 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %0, i64 noundef %102), !dbg !278
  br label %104

104:                                              ; preds = %101, %99
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9, !dbg !279
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #9, !dbg !279
  ret void, !dbg !279
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @next(ptr nocapture noundef %0) unnamed_addr #3 !dbg !280 {
    #dbg_value(ptr %0, !284, !DIExpression(), !289)
  %2 = load ptr, ptr %0, align 8, !tbaa !165
  br label %3, !dbg !290

3:                                                ; preds = %6, %1
  %4 = phi ptr [ %7, %6 ], [ %2, %1 ]
  %5 = load i8, ptr %4, align 1, !dbg !291, !tbaa !292
  switch i8 %5, label %10 [
    i8 32, label %6
    i8 0, label %8
  ], !dbg !290

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !293
  store ptr %7, ptr %0, align 8, !dbg !293, !tbaa !165
  br label %3, !dbg !290, !llvm.loop !294

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !296
  store i32 5, ptr %9, align 8, !dbg !299, !tbaa !173
  br label %88, !dbg !300

10:                                               ; preds = %3
  %11 = zext i8 %5 to i32
  %12 = tail call ptr @__ctype_b_loc() #10, !dbg !301
  %13 = load ptr, ptr %12, align 8, !dbg !301, !tbaa !303
  %14 = zext i8 %5 to i64, !dbg !301
  %15 = getelementptr inbounds i16, ptr %13, i64 %14, !dbg !301
  %16 = load i16, ptr %15, align 2, !dbg !301, !tbaa !304
  %17 = zext i16 %16 to i32, !dbg !301
  %18 = and i32 %17, 2048, !dbg !301
  %19 = icmp eq i32 %18, 0, !dbg !301
  br i1 %19, label %46, label %20, !dbg !306

20:                                               ; preds = %10
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !307
  store i64 0, ptr %21, align 8, !dbg !309, !tbaa !310
  %22 = load i8, ptr %4, align 1, !dbg !311, !tbaa !292
  %23 = zext i8 %22 to i64, !dbg !311
  %24 = getelementptr inbounds i16, ptr %13, i64 %23, !dbg !311
  %25 = load i16, ptr %24, align 2, !dbg !311, !tbaa !304
  %26 = and i16 %25, 2048, !dbg !311
  %27 = icmp eq i16 %26, 0, !dbg !312
  br i1 %27, label %44, label %28, !dbg !312

28:                                               ; preds = %20, %28
  %29 = phi ptr [ %32, %28 ], [ %4, %20 ]
  %30 = phi i64 [ %36, %28 ], [ 0, %20 ]
  %31 = mul nsw i64 %30, 10, !dbg !313
  %32 = getelementptr inbounds i8, ptr %29, i64 1, !dbg !314
  store ptr %32, ptr %0, align 8, !dbg !314, !tbaa !165
  %33 = load i8, ptr %29, align 1, !dbg !315, !tbaa !292
  %34 = zext i8 %33 to i64, !dbg !315
  %35 = add i64 %31, -48, !dbg !316
  %36 = add i64 %35, %34, !dbg !317
  store i64 %36, ptr %21, align 8, !dbg !309, !tbaa !310
  %37 = load ptr, ptr %12, align 8, !dbg !311, !tbaa !303
  %38 = load i8, ptr %32, align 1, !dbg !311, !tbaa !292
  %39 = zext i8 %38 to i64, !dbg !311
  %40 = getelementptr inbounds i16, ptr %37, i64 %39, !dbg !311
  %41 = load i16, ptr %40, align 2, !dbg !311, !tbaa !304
  %42 = and i16 %41, 2048, !dbg !311
  %43 = icmp eq i16 %42, 0, !dbg !312
  br i1 %43, label %44, label %28, !dbg !312, !llvm.loop !318

44:                                               ; preds = %28, %20
  %45 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !320
  store i32 0, ptr %45, align 8, !dbg !321, !tbaa !173
  br label %88, !dbg !322

46:                                               ; preds = %10
  %47 = and i32 %17, 1024, !dbg !323
  %48 = icmp eq i32 %47, 0, !dbg !323
  br i1 %48, label %75, label %49, !dbg !324

49:                                               ; preds = %46
    #dbg_value(i32 0, !286, !DIExpression(), !325)
  %50 = and i16 %16, 8, !dbg !326
  %51 = icmp eq i16 %50, 0, !dbg !326
  br i1 %51, label %70, label %52, !dbg !327

52:                                               ; preds = %49
  %53 = getelementptr inbounds i8, ptr %0, i64 25
  br label %54, !dbg !327

54:                                               ; preds = %52, %54
  %55 = phi i64 [ 0, %52 ], [ %59, %54 ]
  %56 = phi ptr [ %4, %52 ], [ %57, %54 ]
    #dbg_value(i64 %55, !286, !DIExpression(), !325)
  %57 = getelementptr inbounds i8, ptr %56, i64 1, !dbg !328
  store ptr %57, ptr %0, align 8, !dbg !328, !tbaa !165
  %58 = load i8, ptr %56, align 1, !dbg !329, !tbaa !292
  %59 = add nuw nsw i64 %55, 1, !dbg !330
    #dbg_value(i64 %59, !286, !DIExpression(), !325)
  %60 = getelementptr inbounds [16 x i8], ptr %53, i64 0, i64 %55, !dbg !331
  store i8 %58, ptr %60, align 1, !dbg !332, !tbaa !292
  %61 = load ptr, ptr %12, align 8, !dbg !326, !tbaa !303
  %62 = load i8, ptr %57, align 1, !dbg !326, !tbaa !292
  %63 = zext i8 %62 to i64, !dbg !326
  %64 = getelementptr inbounds i16, ptr %61, i64 %63, !dbg !326
  %65 = load i16, ptr %64, align 2, !dbg !326, !tbaa !304
  %66 = and i16 %65, 8, !dbg !326
  %67 = icmp ne i16 %66, 0, !dbg !326
  %68 = icmp ult i64 %55, 14, !dbg !333
  %69 = and i1 %67, %68, !dbg !333
  br i1 %69, label %54, label %70, !dbg !327, !llvm.loop !334

70:                                               ; preds = %54, %49
  %71 = phi i64 [ 0, %49 ], [ %59, %54 ], !dbg !325
  %72 = getelementptr inbounds i8, ptr %0, i64 25, !dbg !335
  %73 = getelementptr inbounds [16 x i8], ptr %72, i64 0, i64 %71, !dbg !336
  store i8 0, ptr %73, align 1, !dbg !337, !tbaa !292
  %74 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !338
  store i32 1, ptr %74, align 8, !dbg !339, !tbaa !173
  br label %88

75:                                               ; preds = %46
  %76 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !340
  store ptr %76, ptr %0, align 8, !dbg !340, !tbaa !165
  switch i8 %5, label %81 [
    i8 40, label %77
    i8 41, label %79
  ], !dbg !341

77:                                               ; preds = %75
  %78 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !342
  store i32 3, ptr %78, align 8, !dbg !345, !tbaa !173
  br label %88, !dbg !346

79:                                               ; preds = %75
  %80 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !347
  store i32 4, ptr %80, align 8, !dbg !350, !tbaa !173
  br label %88, !dbg !351

81:                                               ; preds = %75
  %82 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.15, i32 %11, i64 8), !dbg !352
  %83 = icmp eq ptr %82, null, !dbg !352
  %84 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !289
  br i1 %83, label %87, label %85, !dbg !354

85:                                               ; preds = %81
  store i32 2, ptr %84, align 8, !dbg !355, !tbaa !173
  %86 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !357
  store i8 %5, ptr %86, align 8, !dbg !358, !tbaa !213
  br label %88, !dbg !359

87:                                               ; preds = %81
  store i32 6, ptr %84, align 8, !dbg !360, !tbaa !173
  br label %88, !dbg !361

88:                                               ; preds = %87, %85, %79, %77, %70, %44, %8
  ret void, !dbg !361
}

; Function Attrs: nofree nounwind
declare !dbg !362 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !367 ptr @__ctype_b_loc() local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc signext i32 @power(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #6 !dbg !373 {
  %3 = alloca i64, align 8, !DIAssignID !384
    #dbg_assign(i1 undef, !378, !DIExpression(), !384, ptr %3, !DIExpression(), !385)
    #dbg_value(ptr %0, !375, !DIExpression(), !386)
    #dbg_value(ptr %1, !376, !DIExpression(), !386)
  %4 = tail call fastcc signext i32 @primary(ptr noundef %0, ptr noundef %1), !dbg !387
    #dbg_value(i32 %4, !377, !DIExpression(), !386)
  %5 = icmp eq i32 %4, 0, !dbg !388
  br i1 %5, label %6, label %33, !dbg !390

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !391
  %8 = load i32, ptr %7, align 8, !dbg !391, !tbaa !173
  %9 = icmp eq i32 %8, 2, !dbg !392
  br i1 %9, label %10, label %33, !dbg !393

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !394
  %12 = load i8, ptr %11, align 8, !dbg !394, !tbaa !213
  %13 = icmp eq i8 %12, 94, !dbg !395
  br i1 %13, label %14, label %33, !dbg !396

14:                                               ; preds = %10
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !397
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !398
  %15 = call fastcc signext i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %3), !dbg !399
    #dbg_value(i32 %15, !377, !DIExpression(), !386)
  %16 = icmp eq i32 %15, 0, !dbg !401
  br i1 %16, label %17, label %32, !dbg !402

17:                                               ; preds = %14
  %18 = load i64, ptr %3, align 8, !tbaa !178
    #dbg_value(i64 0, !382, !DIExpression(), !403)
    #dbg_value(i64 1, !381, !DIExpression(), !385)
  %19 = icmp sgt i64 %18, 0, !dbg !404
  br i1 %19, label %20, label %24, !dbg !406

20:                                               ; preds = %17
  %21 = load i64, ptr %1, align 8, !tbaa !178
  %22 = add nsw i64 %18, -1, !dbg !406
  %23 = tail call i64 @llvm.umin.i64(i64 %22, i64 61), !dbg !406
  br label %26, !dbg !406

24:                                               ; preds = %26, %17
  %25 = phi i64 [ 1, %17 ], [ %29, %26 ], !dbg !385
  store i64 %25, ptr %1, align 8, !dbg !407, !tbaa !178
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !408
  br label %33

26:                                               ; preds = %20, %26
  %27 = phi i64 [ 0, %20 ], [ %30, %26 ]
  %28 = phi i64 [ 1, %20 ], [ %29, %26 ]
    #dbg_value(i64 %27, !382, !DIExpression(), !403)
    #dbg_value(i64 %28, !381, !DIExpression(), !385)
  %29 = mul nsw i64 %21, %28, !dbg !409
    #dbg_value(i64 %29, !381, !DIExpression(), !385)
  %30 = add nuw nsw i64 %27, 1, !dbg !410
    #dbg_value(i64 %30, !382, !DIExpression(), !403)
  %31 = icmp eq i64 %27, %23, !dbg !411
  br i1 %31, label %24, label %26, !dbg !406, !llvm.loop !412

32:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !408
  br label %33

33:                                               ; preds = %6, %10, %24, %32, %2
  %34 = phi i32 [ %4, %2 ], [ %15, %32 ], [ 0, %24 ], [ 0, %10 ], [ 0, %6 ], !dbg !386
  ret i32 %34, !dbg !414
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc signext i32 @primary(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #6 !dbg !415 {
  %3 = alloca i64, align 8, !DIAssignID !433
  %4 = alloca i64, align 8, !DIAssignID !434
  %5 = alloca i64, align 8, !DIAssignID !435
  %6 = alloca i64, align 8, !DIAssignID !436
  %7 = alloca i64, align 8, !DIAssignID !437
  %8 = alloca i64, align 8, !DIAssignID !438
    #dbg_value(ptr %0, !417, !DIExpression(), !439)
    #dbg_value(ptr %1, !418, !DIExpression(), !439)
  %9 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !440
  %10 = load i32, ptr %9, align 8, !dbg !440, !tbaa !173
  switch i32 %10, label %121 [
    i32 0, label %11
    i32 1, label %14
    i32 2, label %117
    i32 3, label %127
  ], !dbg !442

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !443
  %13 = load i64, ptr %12, align 8, !dbg !443, !tbaa !310
  store i64 %13, ptr %1, align 8, !dbg !445, !tbaa !178
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !446
  br label %121, !dbg !447

14:                                               ; preds = %2
  %15 = tail call ptr @__ctype_tolower_loc() #10, !dbg !448
  %16 = load ptr, ptr %15, align 8, !dbg !448, !tbaa !303
  %17 = getelementptr inbounds i8, ptr %0, i64 25, !dbg !448
  %18 = load i8, ptr %17, align 1, !dbg !448, !tbaa !292
  %19 = zext i8 %18 to i64, !dbg !448
  %20 = getelementptr inbounds i32, ptr %16, i64 %19, !dbg !448
  %21 = load i32, ptr %20, align 4, !dbg !448, !tbaa !450
    #dbg_value(i32 %21, !422, !DIExpression(), !451)
  %22 = add nsw i32 %21, -97, !dbg !452
  %23 = srem i32 %22, 26, !dbg !453
    #dbg_value(i32 %23, !419, !DIExpression(), !454)
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !455
  %24 = load i32, ptr %9, align 8, !dbg !456, !tbaa !173
  %25 = icmp eq i32 %24, 2, !dbg !457
  br i1 %25, label %26, label %113, !dbg !458

26:                                               ; preds = %14
  %27 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !459
  %28 = load i8, ptr %27, align 8, !dbg !459, !tbaa !213
  %29 = icmp eq i8 %28, 61, !dbg !460
  br i1 %29, label %30, label %113, !dbg !461

30:                                               ; preds = %26
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !462
    #dbg_assign(i1 undef, !180, !DIExpression(), !438, ptr %8, !DIExpression(), !463)
    #dbg_value(ptr %0, !188, !DIExpression(), !465)
    #dbg_value(ptr %1, !189, !DIExpression(), !465)
    #dbg_assign(i1 undef, !195, !DIExpression(), !436, ptr %6, !DIExpression(), !466)
    #dbg_value(ptr %0, !199, !DIExpression(), !468)
    #dbg_value(ptr %1, !200, !DIExpression(), !468)
  %31 = tail call fastcc signext i32 @power(ptr noundef nonnull %0, ptr noundef %1), !dbg !469
    #dbg_value(i32 %31, !201, !DIExpression(), !468)
  %32 = icmp eq i32 %31, 0, !dbg !470
  br i1 %32, label %33, label %121, !dbg !471

33:                                               ; preds = %30
  %34 = load i32, ptr %9, align 8, !dbg !472, !tbaa !173
  %35 = icmp eq i32 %34, 2, !dbg !473
  br i1 %35, label %36, label %109, !dbg !474

36:                                               ; preds = %33, %55
  %37 = load i8, ptr %27, align 8, !dbg !475, !tbaa !213
  switch i8 %37, label %60 [
    i8 42, label %38
    i8 47, label %38
    i8 37, label %38
  ], !dbg !476

38:                                               ; preds = %36, %36, %36
    #dbg_value(i8 %37, !202, !DIExpression(), !466)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #9, !dbg !477
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !478
  %39 = call fastcc signext i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %6), !dbg !479
    #dbg_value(i32 %39, !201, !DIExpression(), !468)
  %40 = icmp eq i32 %39, 0, !dbg !480
  br i1 %40, label %41, label %59, !dbg !481

41:                                               ; preds = %38
  %42 = icmp ne i8 %37, 42, !dbg !482
  %43 = load i64, ptr %6, align 8
  %44 = icmp eq i64 %43, 0
  %45 = select i1 %42, i1 %44, i1 false, !dbg !483
  br i1 %45, label %46, label %47, !dbg !483

46:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9, !dbg !484
  br label %121

47:                                               ; preds = %41
  %48 = load i64, ptr %1, align 8, !dbg !485, !tbaa !178
  switch i8 %37, label %53 [
    i8 42, label %49
    i8 47, label %51
  ], !dbg !486

49:                                               ; preds = %47
  %50 = mul nsw i64 %48, %43, !dbg !487
  br label %55, !dbg !486

51:                                               ; preds = %47
  %52 = sdiv i64 %48, %43, !dbg !488
  br label %55, !dbg !489

53:                                               ; preds = %47
  %54 = srem i64 %48, %43, !dbg !490
  br label %55, !dbg !489

55:                                               ; preds = %53, %51, %49
  %56 = phi i64 [ %50, %49 ], [ %52, %51 ], [ %54, %53 ], !dbg !486
  store i64 %56, ptr %1, align 8, !dbg !491, !tbaa !178
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9, !dbg !484
    #dbg_value(i32 0, !201, !DIExpression(), !468)
  %57 = load i32, ptr %9, align 8, !dbg !472, !tbaa !173
  %58 = icmp eq i32 %57, 2, !dbg !473
  br i1 %58, label %36, label %109, !dbg !474

59:                                               ; preds = %38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9, !dbg !484
    #dbg_value(i32 undef, !201, !DIExpression(), !468)
  br label %121, !dbg !492

60:                                               ; preds = %36, %95
  %61 = phi i8 [ %101, %95 ], [ %37, %36 ], !dbg !493
  switch i8 %61, label %109 [
    i8 43, label %62
    i8 45, label %62
  ], !dbg !494

62:                                               ; preds = %60, %60
    #dbg_value(i8 %61, !191, !DIExpression(), !463)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #9, !dbg !495
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !496
    #dbg_assign(i1 undef, !195, !DIExpression(), !435, ptr %5, !DIExpression(), !497)
    #dbg_value(ptr %0, !199, !DIExpression(), !499)
    #dbg_value(ptr %8, !200, !DIExpression(), !499)
  %63 = call fastcc signext i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %8), !dbg !500
    #dbg_value(i32 %63, !201, !DIExpression(), !499)
  %64 = icmp eq i32 %63, 0, !dbg !501
  br i1 %64, label %65, label %93, !dbg !502

65:                                               ; preds = %62
  %66 = load i64, ptr %8, align 8, !tbaa !178
  %67 = load i32, ptr %9, align 8, !dbg !503, !tbaa !173
  %68 = icmp eq i32 %67, 2, !dbg !504
  br i1 %68, label %69, label %102, !dbg !505

69:                                               ; preds = %65, %88
  %70 = phi i64 [ %89, %88 ], [ %66, %65 ]
  %71 = load i8, ptr %27, align 8, !dbg !506, !tbaa !213
  switch i8 %71, label %95 [
    i8 42, label %72
    i8 47, label %72
    i8 37, label %72
  ], !dbg !507

72:                                               ; preds = %69, %69, %69
    #dbg_value(i8 %71, !202, !DIExpression(), !497)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !508
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !509
  %73 = call fastcc signext i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %5), !dbg !510
    #dbg_value(i32 %73, !201, !DIExpression(), !499)
  %74 = icmp eq i32 %73, 0, !dbg !511
  br i1 %74, label %75, label %92, !dbg !512

75:                                               ; preds = %72
  %76 = icmp ne i8 %71, 42, !dbg !513
  %77 = load i64, ptr %5, align 8
  %78 = icmp eq i64 %77, 0
  %79 = select i1 %76, i1 %78, i1 false, !dbg !514
  br i1 %79, label %80, label %81, !dbg !514

80:                                               ; preds = %75
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !515
  br label %93

81:                                               ; preds = %75
  switch i8 %71, label %86 [
    i8 42, label %82
    i8 47, label %84
  ], !dbg !516

82:                                               ; preds = %81
  %83 = mul nsw i64 %70, %77, !dbg !517
  br label %88, !dbg !516

84:                                               ; preds = %81
  %85 = sdiv i64 %70, %77, !dbg !518
  br label %88, !dbg !519

86:                                               ; preds = %81
  %87 = srem i64 %70, %77, !dbg !520
  br label %88, !dbg !519

88:                                               ; preds = %86, %84, %82
  %89 = phi i64 [ %83, %82 ], [ %85, %84 ], [ %87, %86 ], !dbg !516
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !515
    #dbg_value(i32 0, !201, !DIExpression(), !499)
  %90 = load i32, ptr %9, align 8, !dbg !503, !tbaa !173
  %91 = icmp eq i32 %90, 2, !dbg !504
  br i1 %91, label %69, label %102, !dbg !505

92:                                               ; preds = %72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !515
    #dbg_value(i32 undef, !201, !DIExpression(), !499)
  br label %93, !dbg !521

93:                                               ; preds = %62, %92, %80
  %94 = phi i32 [ 3, %80 ], [ %73, %92 ], [ %63, %62 ]
    #dbg_value(i32 %94, !190, !DIExpression(), !465)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9, !dbg !522
  br label %121

95:                                               ; preds = %69
    #dbg_value(i32 0, !190, !DIExpression(), !465)
  %96 = icmp eq i8 %61, 43, !dbg !523
  %97 = load i64, ptr %1, align 8, !dbg !524, !tbaa !178
  %98 = sub i64 0, %70, !dbg !525
  %99 = select i1 %96, i64 %70, i64 %98, !dbg !525
  %100 = add i64 %99, %97, !dbg !525
  store i64 %100, ptr %1, align 8, !dbg !526, !tbaa !178
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9, !dbg !522
  %101 = load i8, ptr %27, align 8, !dbg !493, !tbaa !213
  br label %60, !dbg !493

102:                                              ; preds = %65, %88
  %103 = phi i64 [ %89, %88 ], [ %66, %65 ]
    #dbg_value(i32 0, !190, !DIExpression(), !465)
  %104 = icmp eq i8 %61, 43, !dbg !523
  %105 = load i64, ptr %1, align 8, !dbg !524, !tbaa !178
  %106 = sub i64 0, %103, !dbg !525
  %107 = select i1 %104, i64 %103, i64 %106, !dbg !525
  %108 = add i64 %107, %105, !dbg !525
  store i64 %108, ptr %1, align 8, !dbg !526, !tbaa !178
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9, !dbg !522
  br label %109, !dbg !527

109:                                              ; preds = %55, %60, %102, %33
    #dbg_value(i32 0, !190, !DIExpression(), !465)
    #dbg_value(i32 0, !424, !DIExpression(), !528)
  %110 = load i64, ptr %1, align 8, !dbg !529, !tbaa !178
  %111 = sext i32 %23 to i64, !dbg !531
  %112 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %111, !dbg !531
  store i64 %110, ptr %112, align 8, !dbg !532, !tbaa !178
  br label %121, !dbg !531

113:                                              ; preds = %26, %14
  %114 = sext i32 %23 to i64, !dbg !533
  %115 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %114, !dbg !533
  %116 = load i64, ptr %115, align 8, !dbg !533, !tbaa !178
  store i64 %116, ptr %1, align 8, !dbg !534, !tbaa !178
  br label %121, !dbg !535

117:                                              ; preds = %2
  %118 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !536
  %119 = load i8, ptr %118, align 8, !dbg !536, !tbaa !213
  %120 = icmp eq i8 %119, 45, !dbg !537
  br i1 %120, label %123, label %121, !dbg !538

121:                                              ; preds = %127, %146, %159, %30, %46, %59, %11, %109, %113, %205, %93, %195, %117, %2, %160, %162, %123
  %122 = phi i32 [ %124, %123 ], [ 0, %11 ], [ 0, %113 ], [ 0, %109 ], [ 0, %205 ], [ %94, %93 ], [ %196, %195 ], [ 1, %117 ], [ 1, %2 ], [ %31, %30 ], [ 3, %46 ], [ %39, %59 ], [ %128, %127 ], [ 3, %146 ], [ %139, %159 ], [ 2, %160 ], [ 2, %162 ]
  ret i32 %122, !dbg !539

123:                                              ; preds = %117
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !540
  %124 = tail call fastcc signext i32 @primary(ptr noundef nonnull %0, ptr noundef %1), !dbg !541
    #dbg_value(i32 %124, !427, !DIExpression(), !542)
  %125 = load i64, ptr %1, align 8, !dbg !543, !tbaa !178
  %126 = sub nsw i64 0, %125, !dbg !544
  store i64 %126, ptr %1, align 8, !dbg !545, !tbaa !178
  br label %121, !dbg !539

127:                                              ; preds = %2
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !546
    #dbg_assign(i1 undef, !180, !DIExpression(), !437, ptr %7, !DIExpression(), !547)
    #dbg_value(ptr %0, !188, !DIExpression(), !549)
    #dbg_value(ptr %1, !189, !DIExpression(), !549)
    #dbg_assign(i1 undef, !195, !DIExpression(), !434, ptr %4, !DIExpression(), !550)
    #dbg_value(ptr %0, !199, !DIExpression(), !552)
    #dbg_value(ptr %1, !200, !DIExpression(), !552)
  %128 = tail call fastcc signext i32 @power(ptr noundef nonnull %0, ptr noundef %1), !dbg !553
    #dbg_value(i32 %128, !201, !DIExpression(), !552)
  %129 = icmp eq i32 %128, 0, !dbg !554
  br i1 %129, label %130, label %121, !dbg !555

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %0, i64 24
  %132 = load i32, ptr %9, align 8, !dbg !556, !tbaa !173
  %133 = icmp eq i32 %132, 2, !dbg !557
  br i1 %133, label %136, label %134, !dbg !558

134:                                              ; preds = %155, %136, %130
  %135 = phi i32 [ %132, %130 ], [ 2, %136 ], [ %157, %155 ]
  br label %160, !dbg !559

136:                                              ; preds = %130, %155
  %137 = load i8, ptr %131, align 8, !dbg !560, !tbaa !213
  switch i8 %137, label %134 [
    i8 42, label %138
    i8 47, label %138
    i8 37, label %138
  ], !dbg !561

138:                                              ; preds = %136, %136, %136
    #dbg_value(i8 %137, !202, !DIExpression(), !550)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9, !dbg !562
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !563
  %139 = call fastcc signext i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %4), !dbg !564
    #dbg_value(i32 %139, !201, !DIExpression(), !552)
  %140 = icmp eq i32 %139, 0, !dbg !565
  br i1 %140, label %141, label %159, !dbg !566

141:                                              ; preds = %138
  %142 = icmp ne i8 %137, 42, !dbg !567
  %143 = load i64, ptr %4, align 8
  %144 = icmp eq i64 %143, 0
  %145 = select i1 %142, i1 %144, i1 false, !dbg !568
  br i1 %145, label %146, label %147, !dbg !568

146:                                              ; preds = %141
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !569
  br label %121

147:                                              ; preds = %141
  %148 = load i64, ptr %1, align 8, !dbg !570, !tbaa !178
  switch i8 %137, label %153 [
    i8 42, label %149
    i8 47, label %151
  ], !dbg !571

149:                                              ; preds = %147
  %150 = mul nsw i64 %148, %143, !dbg !572
  br label %155, !dbg !571

151:                                              ; preds = %147
  %152 = sdiv i64 %148, %143, !dbg !573
  br label %155, !dbg !574

153:                                              ; preds = %147
  %154 = srem i64 %148, %143, !dbg !575
  br label %155, !dbg !574

155:                                              ; preds = %153, %151, %149
  %156 = phi i64 [ %150, %149 ], [ %152, %151 ], [ %154, %153 ], !dbg !571
  store i64 %156, ptr %1, align 8, !dbg !576, !tbaa !178
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !569
    #dbg_value(i32 0, !201, !DIExpression(), !552)
  %157 = load i32, ptr %9, align 8, !dbg !556, !tbaa !173
  %158 = icmp eq i32 %157, 2, !dbg !557
  br i1 %158, label %136, label %134, !dbg !558

159:                                              ; preds = %138
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !569
    #dbg_value(i32 undef, !201, !DIExpression(), !552)
  br label %121, !dbg !577

160:                                              ; preds = %134, %197
  %161 = phi i32 [ %198, %197 ], [ %135, %134 ], !dbg !578
  switch i32 %161, label %121 [
    i32 2, label %162
    i32 4, label %205
  ], !dbg !559

162:                                              ; preds = %160
  %163 = load i8, ptr %131, align 8, !dbg !579, !tbaa !213
  switch i8 %163, label %121 [
    i8 43, label %164
    i8 45, label %164
  ], !dbg !580

164:                                              ; preds = %162, %162
    #dbg_value(i8 %163, !191, !DIExpression(), !547)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #9, !dbg !581
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !582
    #dbg_assign(i1 undef, !195, !DIExpression(), !433, ptr %3, !DIExpression(), !583)
    #dbg_value(ptr %0, !199, !DIExpression(), !585)
    #dbg_value(ptr %7, !200, !DIExpression(), !585)
  %165 = call fastcc signext i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %7), !dbg !586
    #dbg_value(i32 %165, !201, !DIExpression(), !585)
  %166 = icmp eq i32 %165, 0, !dbg !587
  br i1 %166, label %167, label %195, !dbg !588

167:                                              ; preds = %164
  %168 = load i64, ptr %7, align 8, !tbaa !178
  %169 = load i32, ptr %9, align 8, !dbg !589, !tbaa !173
  %170 = icmp eq i32 %169, 2, !dbg !590
  br i1 %170, label %171, label %197, !dbg !591

171:                                              ; preds = %167, %190
  %172 = phi i64 [ %191, %190 ], [ %168, %167 ]
  %173 = load i8, ptr %131, align 8, !dbg !592, !tbaa !213
  switch i8 %173, label %197 [
    i8 42, label %174
    i8 47, label %174
    i8 37, label %174
  ], !dbg !593

174:                                              ; preds = %171, %171, %171
    #dbg_value(i8 %173, !202, !DIExpression(), !583)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !594
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !595
  %175 = call fastcc signext i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %3), !dbg !596
    #dbg_value(i32 %175, !201, !DIExpression(), !585)
  %176 = icmp eq i32 %175, 0, !dbg !597
  br i1 %176, label %177, label %194, !dbg !598

177:                                              ; preds = %174
  %178 = icmp ne i8 %173, 42, !dbg !599
  %179 = load i64, ptr %3, align 8
  %180 = icmp eq i64 %179, 0
  %181 = select i1 %178, i1 %180, i1 false, !dbg !600
  br i1 %181, label %182, label %183, !dbg !600

182:                                              ; preds = %177
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !601
  br label %195

183:                                              ; preds = %177
  switch i8 %173, label %188 [
    i8 42, label %184
    i8 47, label %186
  ], !dbg !602

184:                                              ; preds = %183
  %185 = mul nsw i64 %172, %179, !dbg !603
  br label %190, !dbg !602

186:                                              ; preds = %183
  %187 = sdiv i64 %172, %179, !dbg !604
  br label %190, !dbg !605

188:                                              ; preds = %183
  %189 = srem i64 %172, %179, !dbg !606
  br label %190, !dbg !605

190:                                              ; preds = %188, %186, %184
  %191 = phi i64 [ %185, %184 ], [ %187, %186 ], [ %189, %188 ], !dbg !602
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !601
    #dbg_value(i32 0, !201, !DIExpression(), !585)
  %192 = load i32, ptr %9, align 8, !dbg !589, !tbaa !173
  %193 = icmp eq i32 %192, 2, !dbg !590
  br i1 %193, label %171, label %197, !dbg !591

194:                                              ; preds = %174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !601
    #dbg_value(i32 undef, !201, !DIExpression(), !585)
  br label %195, !dbg !607

195:                                              ; preds = %164, %194, %182
  %196 = phi i32 [ 3, %182 ], [ %175, %194 ], [ %165, %164 ]
    #dbg_value(i32 %196, !190, !DIExpression(), !549)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #9, !dbg !608
  br label %121

197:                                              ; preds = %190, %171, %167
  %198 = phi i32 [ %169, %167 ], [ 2, %171 ], [ %192, %190 ]
  %199 = phi i64 [ %168, %167 ], [ %172, %171 ], [ %191, %190 ]
    #dbg_value(i32 0, !190, !DIExpression(), !549)
  %200 = icmp eq i8 %163, 43, !dbg !609
  %201 = load i64, ptr %1, align 8, !dbg !610, !tbaa !178
  %202 = sub i64 0, %199, !dbg !611
  %203 = select i1 %200, i64 %199, i64 %202, !dbg !611
  %204 = add i64 %203, %201, !dbg !611
  store i64 %204, ptr %1, align 8, !dbg !612, !tbaa !178
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #9, !dbg !608
  br label %160, !dbg !613

205:                                              ; preds = %160
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !614
  br label %121, !dbg !615
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !616 ptr @__ctype_tolower_loc() local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32 signext, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!72}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !114, !115, !116, !117, !118}
!llvm.ident = !{!119}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/expr_parser.c", directory: ".", checksumkind: CSK_MD5, checksum: "90186022b5826cddf3e6f0ac35770ce4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!85 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
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
!111 = !{i32 1, !"target-abi", !"lp64d"}
!112 = !{i32 6, !"riscv-isa", !113}
!113 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!114 = !{i32 8, !"PIC Level", i32 2}
!115 = !{i32 7, !"PIE Level", i32 2}
!116 = !{i32 7, !"uwtable", i32 2}
!117 = !{i32 8, !"SmallDataLimit", i32 8}
!118 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!119 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!120 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 113, type: !121, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !72)
!121 = !DISubroutineType(types: !122)
!122 = !{!100}
!123 = !DILocation(line: 114, column: 5, scope: !120)
!124 = !DILocation(line: 115, column: 5, scope: !120)
!125 = !DILocation(line: 116, column: 5, scope: !120)
!126 = !DILocation(line: 117, column: 5, scope: !120)
!127 = !DILocation(line: 118, column: 5, scope: !120)
!128 = !DILocation(line: 119, column: 5, scope: !120)
!129 = !DILocation(line: 120, column: 5, scope: !120)
!130 = !DILocation(line: 121, column: 5, scope: !120)
!131 = !DILocation(line: 122, column: 5, scope: !120)
!132 = !DILocation(line: 123, column: 5, scope: !120)
!133 = !DILocation(line: 124, column: 5, scope: !120)
!134 = !DILocation(line: 125, column: 5, scope: !120)
!135 = !DILocation(line: 126, column: 5, scope: !120)
!136 = !DILocation(line: 127, column: 5, scope: !120)
!137 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 103, type: !138, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !142)
!138 = !DISubroutineType(types: !139)
!139 = !{null, !140}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!142 = !{!143, !144, !152, !153}
!143 = !DILocalVariable(name: "src", arg: 1, scope: !137, file: !2, line: 103, type: !140)
!144 = !DILocalVariable(name: "lx", scope: !137, file: !2, line: 104, type: !145)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Lexer", file: !2, line: 8, size: 384, elements: !146)
!146 = !{!147, !148, !149, !150, !151}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !145, file: !2, line: 8, baseType: !140, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "tok", scope: !145, file: !2, line: 8, baseType: !74, size: 32, offset: 64)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !145, file: !2, line: 8, baseType: !105, size: 64, offset: 128)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !145, file: !2, line: 8, baseType: !4, size: 8, offset: 192)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "ident", scope: !145, file: !2, line: 8, baseType: !16, size: 128, offset: 200)
!152 = !DILocalVariable(name: "v", scope: !137, file: !2, line: 106, type: !105)
!153 = !DILocalVariable(name: "e", scope: !137, file: !2, line: 107, type: !100)
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 0, scope: !137)
!159 = distinct !DIAssignID()
!160 = !DILocation(line: 104, column: 5, scope: !137)
!161 = !DILocation(line: 104, column: 18, scope: !137)
!162 = distinct !DIAssignID()
!163 = distinct !DIAssignID()
!164 = !DILocation(line: 104, column: 23, scope: !137)
!165 = !{!166, !167, i64 0}
!166 = !{!"Lexer", !167, i64 0, !170, i64 8, !171, i64 16, !168, i64 24, !168, i64 25}
!167 = !{!"any pointer", !168, i64 0}
!168 = !{!"omnipotent char", !169, i64 0}
!169 = !{!"Simple C/C++ TBAA"}
!170 = !{!"int", !168, i64 0}
!171 = !{!"long long", !168, i64 0}
!172 = distinct !DIAssignID()
!173 = !{!166, !170, i64 8}
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 105, column: 5, scope: !137)
!176 = !DILocation(line: 106, column: 5, scope: !137)
!177 = !DILocation(line: 106, column: 15, scope: !137)
!178 = !{!171, !171, i64 0}
!179 = distinct !DIAssignID()
!180 = !DILocalVariable(name: "rhs", scope: !181, file: !2, line: 95, type: !105)
!181 = distinct !DILexicalBlock(scope: !182, file: !2, line: 93, column: 71)
!182 = distinct !DISubprogram(name: "expr", scope: !2, file: !2, line: 91, type: !183, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !187)
!183 = !DISubroutineType(types: !184)
!184 = !{!100, !185, !186}
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!187 = !{!188, !189, !190, !191, !180}
!188 = !DILocalVariable(name: "lx", arg: 1, scope: !182, file: !2, line: 91, type: !185)
!189 = !DILocalVariable(name: "out", arg: 2, scope: !182, file: !2, line: 91, type: !186)
!190 = !DILocalVariable(name: "e", scope: !182, file: !2, line: 92, type: !100)
!191 = !DILocalVariable(name: "op", scope: !181, file: !2, line: 94, type: !4)
!192 = !DILocation(line: 0, scope: !181, inlinedAt: !193)
!193 = distinct !DILocation(line: 107, column: 13, scope: !137)
!194 = !DILocation(line: 0, scope: !182, inlinedAt: !193)
!195 = !DILocalVariable(name: "rhs", scope: !196, file: !2, line: 82, type: !105)
!196 = distinct !DILexicalBlock(scope: !197, file: !2, line: 80, column: 88)
!197 = distinct !DISubprogram(name: "term", scope: !2, file: !2, line: 78, type: !183, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !198)
!198 = !{!199, !200, !201, !202, !195}
!199 = !DILocalVariable(name: "lx", arg: 1, scope: !197, file: !2, line: 78, type: !185)
!200 = !DILocalVariable(name: "out", arg: 2, scope: !197, file: !2, line: 78, type: !186)
!201 = !DILocalVariable(name: "e", scope: !197, file: !2, line: 79, type: !100)
!202 = !DILocalVariable(name: "op", scope: !196, file: !2, line: 81, type: !4)
!203 = !DILocation(line: 0, scope: !196, inlinedAt: !204)
!204 = distinct !DILocation(line: 92, column: 13, scope: !182, inlinedAt: !193)
!205 = !DILocation(line: 0, scope: !197, inlinedAt: !204)
!206 = !DILocation(line: 79, column: 13, scope: !197, inlinedAt: !204)
!207 = !DILocation(line: 80, column: 13, scope: !197, inlinedAt: !204)
!208 = !DILocation(line: 80, column: 15, scope: !197, inlinedAt: !204)
!209 = !DILocation(line: 80, column: 22, scope: !197, inlinedAt: !204)
!210 = !DILocation(line: 80, column: 26, scope: !197, inlinedAt: !204)
!211 = !DILocation(line: 80, column: 34, scope: !197, inlinedAt: !204)
!212 = !DILocation(line: 80, column: 42, scope: !197, inlinedAt: !204)
!213 = !{!166, !168, i64 24}
!214 = !DILocation(line: 80, column: 52, scope: !197, inlinedAt: !204)
!215 = !DILocation(line: 82, column: 9, scope: !196, inlinedAt: !204)
!216 = !DILocation(line: 83, column: 9, scope: !196, inlinedAt: !204)
!217 = !DILocation(line: 84, column: 18, scope: !218, inlinedAt: !204)
!218 = distinct !DILexicalBlock(scope: !196, file: !2, line: 84, column: 13)
!219 = !DILocation(line: 84, column: 16, scope: !218, inlinedAt: !204)
!220 = !DILocation(line: 84, column: 13, scope: !196, inlinedAt: !204)
!221 = !DILocation(line: 85, column: 16, scope: !222, inlinedAt: !204)
!222 = distinct !DILexicalBlock(scope: !196, file: !2, line: 85, column: 13)
!223 = !DILocation(line: 85, column: 23, scope: !222, inlinedAt: !204)
!224 = !DILocation(line: 86, scope: !196, inlinedAt: !204)
!225 = distinct !DIAssignID()
!226 = !DILocation(line: 87, column: 5, scope: !197, inlinedAt: !204)
!227 = !DILocation(line: 86, column: 16, scope: !196, inlinedAt: !204)
!228 = !DILocation(line: 86, column: 33, scope: !196, inlinedAt: !204)
!229 = !DILocation(line: 86, column: 58, scope: !196, inlinedAt: !204)
!230 = !DILocation(line: 86, column: 41, scope: !196, inlinedAt: !204)
!231 = !DILocation(line: 86, column: 71, scope: !196, inlinedAt: !204)
!232 = !DILocation(line: 88, column: 5, scope: !197, inlinedAt: !204)
!233 = !DILocation(line: 98, column: 19, scope: !181, inlinedAt: !193)
!234 = !DILocation(line: 98, column: 16, scope: !181, inlinedAt: !193)
!235 = distinct !DIAssignID()
!236 = !DILocation(line: 99, column: 5, scope: !182, inlinedAt: !193)
!237 = !DILocation(line: 93, column: 42, scope: !182, inlinedAt: !193)
!238 = !DILocation(line: 93, column: 52, scope: !182, inlinedAt: !193)
!239 = !DILocation(line: 95, column: 9, scope: !181, inlinedAt: !193)
!240 = !DILocation(line: 96, column: 9, scope: !181, inlinedAt: !193)
!241 = !DILocation(line: 0, scope: !196, inlinedAt: !242)
!242 = distinct !DILocation(line: 97, column: 18, scope: !243, inlinedAt: !193)
!243 = distinct !DILexicalBlock(scope: !181, file: !2, line: 97, column: 13)
!244 = !DILocation(line: 0, scope: !197, inlinedAt: !242)
!245 = !DILocation(line: 79, column: 13, scope: !197, inlinedAt: !242)
!246 = !DILocation(line: 80, column: 13, scope: !197, inlinedAt: !242)
!247 = !DILocation(line: 80, column: 15, scope: !197, inlinedAt: !242)
!248 = !DILocation(line: 80, column: 22, scope: !197, inlinedAt: !242)
!249 = !DILocation(line: 80, column: 26, scope: !197, inlinedAt: !242)
!250 = !DILocation(line: 80, column: 34, scope: !197, inlinedAt: !242)
!251 = !DILocation(line: 80, column: 42, scope: !197, inlinedAt: !242)
!252 = !DILocation(line: 80, column: 52, scope: !197, inlinedAt: !242)
!253 = !DILocation(line: 82, column: 9, scope: !196, inlinedAt: !242)
!254 = !DILocation(line: 83, column: 9, scope: !196, inlinedAt: !242)
!255 = !DILocation(line: 84, column: 18, scope: !218, inlinedAt: !242)
!256 = !DILocation(line: 84, column: 16, scope: !218, inlinedAt: !242)
!257 = !DILocation(line: 84, column: 13, scope: !196, inlinedAt: !242)
!258 = !DILocation(line: 85, column: 16, scope: !222, inlinedAt: !242)
!259 = !DILocation(line: 85, column: 23, scope: !222, inlinedAt: !242)
!260 = !DILocation(line: 98, scope: !181, inlinedAt: !193)
!261 = !DILocation(line: 87, column: 5, scope: !197, inlinedAt: !242)
!262 = !DILocation(line: 86, column: 16, scope: !196, inlinedAt: !242)
!263 = !DILocation(line: 86, column: 33, scope: !196, inlinedAt: !242)
!264 = !DILocation(line: 86, column: 58, scope: !196, inlinedAt: !242)
!265 = !DILocation(line: 86, column: 41, scope: !196, inlinedAt: !242)
!266 = !DILocation(line: 86, column: 71, scope: !196, inlinedAt: !242)
!267 = distinct !DIAssignID()
!268 = !DILocation(line: 88, column: 5, scope: !197, inlinedAt: !242)
!269 = !DILocation(line: 93, column: 34, scope: !182, inlinedAt: !193)
!270 = !DILocation(line: 108, column: 10, scope: !271)
!271 = distinct !DILexicalBlock(scope: !137, file: !2, line: 108, column: 9)
!272 = !DILocation(line: 108, column: 12, scope: !271)
!273 = !DILocation(line: 109, column: 9, scope: !274)
!274 = distinct !DILexicalBlock(scope: !137, file: !2, line: 109, column: 9)
!275 = !DILocation(line: 109, column: 9, scope: !137)
!276 = !DILocation(line: 109, column: 12, scope: !274)
!277 = !DILocation(line: 110, column: 41, scope: !274)
!278 = !DILocation(line: 110, column: 10, scope: !274)
!279 = !DILocation(line: 111, column: 1, scope: !137)
!280 = distinct !DISubprogram(name: "next", scope: !2, file: !2, line: 12, type: !281, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{null, !185}
!283 = !{!284, !285, !286}
!284 = !DILocalVariable(name: "lx", arg: 1, scope: !280, file: !2, line: 12, type: !185)
!285 = !DILocalVariable(name: "c", scope: !280, file: !2, line: 14, type: !4)
!286 = !DILocalVariable(name: "n", scope: !287, file: !2, line: 23, type: !100)
!287 = distinct !DILexicalBlock(scope: !288, file: !2, line: 22, column: 36)
!288 = distinct !DILexicalBlock(scope: !280, file: !2, line: 22, column: 9)
!289 = !DILocation(line: 0, scope: !280)
!290 = !DILocation(line: 13, column: 5, scope: !280)
!291 = !DILocation(line: 13, column: 12, scope: !280)
!292 = !{!168, !168, i64 0}
!293 = !DILocation(line: 13, column: 32, scope: !280)
!294 = distinct !{!294, !290, !293, !295}
!295 = !{!"llvm.loop.mustprogress"}
!296 = !DILocation(line: 15, column: 23, scope: !297)
!297 = distinct !DILexicalBlock(scope: !298, file: !2, line: 15, column: 17)
!298 = distinct !DILexicalBlock(scope: !280, file: !2, line: 15, column: 9)
!299 = !DILocation(line: 15, column: 27, scope: !297)
!300 = !DILocation(line: 15, column: 36, scope: !297)
!301 = !DILocation(line: 16, column: 9, scope: !302)
!302 = distinct !DILexicalBlock(scope: !280, file: !2, line: 16, column: 9)
!303 = !{!167, !167, i64 0}
!304 = !{!305, !305, i64 0}
!305 = !{!"short", !168, i64 0}
!306 = !DILocation(line: 16, column: 9, scope: !280)
!307 = !DILocation(line: 17, column: 13, scope: !308)
!308 = distinct !DILexicalBlock(scope: !302, file: !2, line: 16, column: 36)
!309 = !DILocation(line: 0, scope: !308)
!310 = !{!166, !171, i64 16}
!311 = !DILocation(line: 18, column: 16, scope: !308)
!312 = !DILocation(line: 18, column: 9, scope: !308)
!313 = !DILocation(line: 18, column: 66, scope: !308)
!314 = !DILocation(line: 18, column: 80, scope: !308)
!315 = !DILocation(line: 18, column: 74, scope: !308)
!316 = !DILocation(line: 18, column: 83, scope: !308)
!317 = !DILocation(line: 18, column: 71, scope: !308)
!318 = distinct !{!318, !312, !319, !295}
!319 = !DILocation(line: 18, column: 88, scope: !308)
!320 = !DILocation(line: 19, column: 13, scope: !308)
!321 = !DILocation(line: 19, column: 17, scope: !308)
!322 = !DILocation(line: 20, column: 9, scope: !308)
!323 = !DILocation(line: 22, column: 9, scope: !288)
!324 = !DILocation(line: 22, column: 9, scope: !280)
!325 = !DILocation(line: 0, scope: !287)
!326 = !DILocation(line: 24, column: 16, scope: !287)
!327 = !DILocation(line: 24, column: 9, scope: !287)
!328 = !DILocation(line: 24, column: 81, scope: !287)
!329 = !DILocation(line: 24, column: 75, scope: !287)
!330 = !DILocation(line: 24, column: 69, scope: !287)
!331 = !DILocation(line: 24, column: 58, scope: !287)
!332 = !DILocation(line: 24, column: 73, scope: !287)
!333 = !DILocation(line: 24, column: 47, scope: !287)
!334 = distinct !{!334, !327, !328, !295}
!335 = !DILocation(line: 25, column: 13, scope: !287)
!336 = !DILocation(line: 25, column: 9, scope: !287)
!337 = !DILocation(line: 25, column: 22, scope: !287)
!338 = !DILocation(line: 26, column: 13, scope: !287)
!339 = !DILocation(line: 26, column: 17, scope: !287)
!340 = !DILocation(line: 29, column: 10, scope: !280)
!341 = !DILocation(line: 30, column: 9, scope: !280)
!342 = !DILocation(line: 30, column: 25, scope: !343)
!343 = distinct !DILexicalBlock(scope: !344, file: !2, line: 30, column: 19)
!344 = distinct !DILexicalBlock(scope: !280, file: !2, line: 30, column: 9)
!345 = !DILocation(line: 30, column: 29, scope: !343)
!346 = !DILocation(line: 30, column: 37, scope: !343)
!347 = !DILocation(line: 31, column: 25, scope: !348)
!348 = distinct !DILexicalBlock(scope: !349, file: !2, line: 31, column: 19)
!349 = distinct !DILexicalBlock(scope: !280, file: !2, line: 31, column: 9)
!350 = !DILocation(line: 31, column: 29, scope: !348)
!351 = !DILocation(line: 31, column: 37, scope: !348)
!352 = !DILocation(line: 32, column: 9, scope: !353)
!353 = distinct !DILexicalBlock(scope: !280, file: !2, line: 32, column: 9)
!354 = !DILocation(line: 32, column: 9, scope: !280)
!355 = !DILocation(line: 32, column: 41, scope: !356)
!356 = distinct !DILexicalBlock(scope: !353, file: !2, line: 32, column: 31)
!357 = !DILocation(line: 32, column: 53, scope: !356)
!358 = !DILocation(line: 32, column: 56, scope: !356)
!359 = !DILocation(line: 32, column: 61, scope: !356)
!360 = !DILocation(line: 33, column: 13, scope: !280)
!361 = !DILocation(line: 34, column: 1, scope: !280)
!362 = !DISubprogram(name: "printf", scope: !363, file: !363, line: 356, type: !364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!364 = !DISubroutineType(types: !365)
!365 = !{!100, !366, null}
!366 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !140)
!367 = !DISubprogram(name: "__ctype_b_loc", scope: !85, file: !85, line: 79, type: !368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubroutineType(types: !369)
!369 = !{!370}
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64)
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !372, size: 64)
!372 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !102)
!373 = distinct !DISubprogram(name: "power", scope: !2, file: !2, line: 64, type: !183, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !374)
!374 = !{!375, !376, !377, !378, !381, !382}
!375 = !DILocalVariable(name: "lx", arg: 1, scope: !373, file: !2, line: 64, type: !185)
!376 = !DILocalVariable(name: "out", arg: 2, scope: !373, file: !2, line: 64, type: !186)
!377 = !DILocalVariable(name: "e", scope: !373, file: !2, line: 65, type: !100)
!378 = !DILocalVariable(name: "rhs", scope: !379, file: !2, line: 69, type: !105)
!379 = distinct !DILexicalBlock(scope: !380, file: !2, line: 67, column: 43)
!380 = distinct !DILexicalBlock(scope: !373, file: !2, line: 67, column: 9)
!381 = !DILocalVariable(name: "r", scope: !379, file: !2, line: 71, type: !105)
!382 = !DILocalVariable(name: "i", scope: !383, file: !2, line: 72, type: !105)
!383 = distinct !DILexicalBlock(scope: !379, file: !2, line: 72, column: 9)
!384 = distinct !DIAssignID()
!385 = !DILocation(line: 0, scope: !379)
!386 = !DILocation(line: 0, scope: !373)
!387 = !DILocation(line: 65, column: 13, scope: !373)
!388 = !DILocation(line: 66, column: 9, scope: !389)
!389 = distinct !DILexicalBlock(scope: !373, file: !2, line: 66, column: 9)
!390 = !DILocation(line: 66, column: 9, scope: !373)
!391 = !DILocation(line: 67, column: 13, scope: !380)
!392 = !DILocation(line: 67, column: 17, scope: !380)
!393 = !DILocation(line: 67, column: 25, scope: !380)
!394 = !DILocation(line: 67, column: 32, scope: !380)
!395 = !DILocation(line: 67, column: 35, scope: !380)
!396 = !DILocation(line: 67, column: 9, scope: !373)
!397 = !DILocation(line: 68, column: 9, scope: !379)
!398 = !DILocation(line: 69, column: 9, scope: !379)
!399 = !DILocation(line: 70, column: 18, scope: !400)
!400 = distinct !DILexicalBlock(scope: !379, file: !2, line: 70, column: 13)
!401 = !DILocation(line: 70, column: 16, scope: !400)
!402 = !DILocation(line: 70, column: 13, scope: !379)
!403 = !DILocation(line: 0, scope: !383)
!404 = !DILocation(line: 72, column: 33, scope: !405)
!405 = distinct !DILexicalBlock(scope: !383, file: !2, line: 72, column: 9)
!406 = !DILocation(line: 72, column: 9, scope: !383)
!407 = !DILocation(line: 73, column: 14, scope: !379)
!408 = !DILocation(line: 74, column: 5, scope: !380)
!409 = !DILocation(line: 72, column: 57, scope: !405)
!410 = !DILocation(line: 72, column: 51, scope: !405)
!411 = !DILocation(line: 72, column: 39, scope: !405)
!412 = distinct !{!412, !406, !413, !295}
!413 = !DILocation(line: 72, column: 61, scope: !383)
!414 = !DILocation(line: 76, column: 1, scope: !373)
!415 = distinct !DISubprogram(name: "primary", scope: !2, file: !2, line: 38, type: !183, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !416)
!416 = !{!417, !418, !419, !422, !424, !427, !430}
!417 = !DILocalVariable(name: "lx", arg: 1, scope: !415, file: !2, line: 38, type: !185)
!418 = !DILocalVariable(name: "out", arg: 2, scope: !415, file: !2, line: 38, type: !186)
!419 = !DILocalVariable(name: "idx", scope: !420, file: !2, line: 41, type: !100)
!420 = distinct !DILexicalBlock(scope: !421, file: !2, line: 40, column: 29)
!421 = distinct !DILexicalBlock(scope: !415, file: !2, line: 40, column: 9)
!422 = !DILocalVariable(name: "__res", scope: !423, file: !2, line: 41, type: !100)
!423 = distinct !DILexicalBlock(scope: !420, file: !2, line: 41, column: 20)
!424 = !DILocalVariable(name: "e", scope: !425, file: !2, line: 45, type: !100)
!425 = distinct !DILexicalBlock(scope: !426, file: !2, line: 43, column: 47)
!426 = distinct !DILexicalBlock(scope: !420, file: !2, line: 43, column: 13)
!427 = !DILocalVariable(name: "e", scope: !428, file: !2, line: 52, type: !100)
!428 = distinct !DILexicalBlock(scope: !429, file: !2, line: 52, column: 43)
!429 = distinct !DILexicalBlock(scope: !415, file: !2, line: 52, column: 9)
!430 = !DILocalVariable(name: "e", scope: !431, file: !2, line: 55, type: !100)
!431 = distinct !DILexicalBlock(scope: !432, file: !2, line: 53, column: 26)
!432 = distinct !DILexicalBlock(scope: !415, file: !2, line: 53, column: 9)
!433 = distinct !DIAssignID()
!434 = distinct !DIAssignID()
!435 = distinct !DIAssignID()
!436 = distinct !DIAssignID()
!437 = distinct !DIAssignID()
!438 = distinct !DIAssignID()
!439 = !DILocation(line: 0, scope: !415)
!440 = !DILocation(line: 39, column: 13, scope: !441)
!441 = distinct !DILexicalBlock(scope: !415, file: !2, line: 39, column: 9)
!442 = !DILocation(line: 39, column: 9, scope: !415)
!443 = !DILocation(line: 39, column: 40, scope: !444)
!444 = distinct !DILexicalBlock(scope: !441, file: !2, line: 39, column: 27)
!445 = !DILocation(line: 39, column: 34, scope: !444)
!446 = !DILocation(line: 39, column: 45, scope: !444)
!447 = !DILocation(line: 39, column: 55, scope: !444)
!448 = !DILocation(line: 41, column: 20, scope: !449)
!449 = distinct !DILexicalBlock(scope: !423, file: !2, line: 41, column: 20)
!450 = !{!170, !170, i64 0}
!451 = !DILocation(line: 0, scope: !423)
!452 = !DILocation(line: 41, column: 57, scope: !420)
!453 = !DILocation(line: 41, column: 64, scope: !420)
!454 = !DILocation(line: 0, scope: !420)
!455 = !DILocation(line: 42, column: 9, scope: !420)
!456 = !DILocation(line: 43, column: 17, scope: !426)
!457 = !DILocation(line: 43, column: 21, scope: !426)
!458 = !DILocation(line: 43, column: 29, scope: !426)
!459 = !DILocation(line: 43, column: 36, scope: !426)
!460 = !DILocation(line: 43, column: 39, scope: !426)
!461 = !DILocation(line: 43, column: 13, scope: !420)
!462 = !DILocation(line: 44, column: 13, scope: !425)
!463 = !DILocation(line: 0, scope: !181, inlinedAt: !464)
!464 = distinct !DILocation(line: 45, column: 21, scope: !425)
!465 = !DILocation(line: 0, scope: !182, inlinedAt: !464)
!466 = !DILocation(line: 0, scope: !196, inlinedAt: !467)
!467 = distinct !DILocation(line: 92, column: 13, scope: !182, inlinedAt: !464)
!468 = !DILocation(line: 0, scope: !197, inlinedAt: !467)
!469 = !DILocation(line: 79, column: 13, scope: !197, inlinedAt: !467)
!470 = !DILocation(line: 80, column: 13, scope: !197, inlinedAt: !467)
!471 = !DILocation(line: 80, column: 15, scope: !197, inlinedAt: !467)
!472 = !DILocation(line: 80, column: 22, scope: !197, inlinedAt: !467)
!473 = !DILocation(line: 80, column: 26, scope: !197, inlinedAt: !467)
!474 = !DILocation(line: 80, column: 34, scope: !197, inlinedAt: !467)
!475 = !DILocation(line: 80, column: 42, scope: !197, inlinedAt: !467)
!476 = !DILocation(line: 80, column: 52, scope: !197, inlinedAt: !467)
!477 = !DILocation(line: 82, column: 9, scope: !196, inlinedAt: !467)
!478 = !DILocation(line: 83, column: 9, scope: !196, inlinedAt: !467)
!479 = !DILocation(line: 84, column: 18, scope: !218, inlinedAt: !467)
!480 = !DILocation(line: 84, column: 16, scope: !218, inlinedAt: !467)
!481 = !DILocation(line: 84, column: 13, scope: !196, inlinedAt: !467)
!482 = !DILocation(line: 85, column: 16, scope: !222, inlinedAt: !467)
!483 = !DILocation(line: 85, column: 23, scope: !222, inlinedAt: !467)
!484 = !DILocation(line: 87, column: 5, scope: !197, inlinedAt: !467)
!485 = !DILocation(line: 86, scope: !196, inlinedAt: !467)
!486 = !DILocation(line: 86, column: 16, scope: !196, inlinedAt: !467)
!487 = !DILocation(line: 86, column: 33, scope: !196, inlinedAt: !467)
!488 = !DILocation(line: 86, column: 58, scope: !196, inlinedAt: !467)
!489 = !DILocation(line: 86, column: 41, scope: !196, inlinedAt: !467)
!490 = !DILocation(line: 86, column: 71, scope: !196, inlinedAt: !467)
!491 = !DILocation(line: 86, column: 14, scope: !196, inlinedAt: !467)
!492 = !DILocation(line: 88, column: 5, scope: !197, inlinedAt: !467)
!493 = !DILocation(line: 93, column: 42, scope: !182, inlinedAt: !464)
!494 = !DILocation(line: 93, column: 52, scope: !182, inlinedAt: !464)
!495 = !DILocation(line: 95, column: 9, scope: !181, inlinedAt: !464)
!496 = !DILocation(line: 96, column: 9, scope: !181, inlinedAt: !464)
!497 = !DILocation(line: 0, scope: !196, inlinedAt: !498)
!498 = distinct !DILocation(line: 97, column: 18, scope: !243, inlinedAt: !464)
!499 = !DILocation(line: 0, scope: !197, inlinedAt: !498)
!500 = !DILocation(line: 79, column: 13, scope: !197, inlinedAt: !498)
!501 = !DILocation(line: 80, column: 13, scope: !197, inlinedAt: !498)
!502 = !DILocation(line: 80, column: 15, scope: !197, inlinedAt: !498)
!503 = !DILocation(line: 80, column: 22, scope: !197, inlinedAt: !498)
!504 = !DILocation(line: 80, column: 26, scope: !197, inlinedAt: !498)
!505 = !DILocation(line: 80, column: 34, scope: !197, inlinedAt: !498)
!506 = !DILocation(line: 80, column: 42, scope: !197, inlinedAt: !498)
!507 = !DILocation(line: 80, column: 52, scope: !197, inlinedAt: !498)
!508 = !DILocation(line: 82, column: 9, scope: !196, inlinedAt: !498)
!509 = !DILocation(line: 83, column: 9, scope: !196, inlinedAt: !498)
!510 = !DILocation(line: 84, column: 18, scope: !218, inlinedAt: !498)
!511 = !DILocation(line: 84, column: 16, scope: !218, inlinedAt: !498)
!512 = !DILocation(line: 84, column: 13, scope: !196, inlinedAt: !498)
!513 = !DILocation(line: 85, column: 16, scope: !222, inlinedAt: !498)
!514 = !DILocation(line: 85, column: 23, scope: !222, inlinedAt: !498)
!515 = !DILocation(line: 87, column: 5, scope: !197, inlinedAt: !498)
!516 = !DILocation(line: 86, column: 16, scope: !196, inlinedAt: !498)
!517 = !DILocation(line: 86, column: 33, scope: !196, inlinedAt: !498)
!518 = !DILocation(line: 86, column: 58, scope: !196, inlinedAt: !498)
!519 = !DILocation(line: 86, column: 41, scope: !196, inlinedAt: !498)
!520 = !DILocation(line: 86, column: 71, scope: !196, inlinedAt: !498)
!521 = !DILocation(line: 88, column: 5, scope: !197, inlinedAt: !498)
!522 = !DILocation(line: 99, column: 5, scope: !182, inlinedAt: !464)
!523 = !DILocation(line: 98, column: 19, scope: !181, inlinedAt: !464)
!524 = !DILocation(line: 98, scope: !181, inlinedAt: !464)
!525 = !DILocation(line: 98, column: 16, scope: !181, inlinedAt: !464)
!526 = !DILocation(line: 98, column: 14, scope: !181, inlinedAt: !464)
!527 = !DILocation(line: 93, column: 34, scope: !182, inlinedAt: !464)
!528 = !DILocation(line: 0, scope: !425)
!529 = !DILocation(line: 46, column: 33, scope: !530)
!530 = distinct !DILexicalBlock(scope: !425, file: !2, line: 46, column: 17)
!531 = !DILocation(line: 46, column: 21, scope: !530)
!532 = !DILocation(line: 46, column: 31, scope: !530)
!533 = !DILocation(line: 49, column: 16, scope: !420)
!534 = !DILocation(line: 49, column: 14, scope: !420)
!535 = !DILocation(line: 50, column: 9, scope: !420)
!536 = !DILocation(line: 52, column: 32, scope: !429)
!537 = !DILocation(line: 52, column: 35, scope: !429)
!538 = !DILocation(line: 52, column: 9, scope: !415)
!539 = !DILocation(line: 62, column: 1, scope: !415)
!540 = !DILocation(line: 52, column: 45, scope: !428)
!541 = !DILocation(line: 52, column: 63, scope: !428)
!542 = !DILocation(line: 0, scope: !428)
!543 = !DILocation(line: 52, column: 89, scope: !428)
!544 = !DILocation(line: 52, column: 88, scope: !428)
!545 = !DILocation(line: 52, column: 86, scope: !428)
!546 = !DILocation(line: 54, column: 9, scope: !431)
!547 = !DILocation(line: 0, scope: !181, inlinedAt: !548)
!548 = distinct !DILocation(line: 55, column: 17, scope: !431)
!549 = !DILocation(line: 0, scope: !182, inlinedAt: !548)
!550 = !DILocation(line: 0, scope: !196, inlinedAt: !551)
!551 = distinct !DILocation(line: 92, column: 13, scope: !182, inlinedAt: !548)
!552 = !DILocation(line: 0, scope: !197, inlinedAt: !551)
!553 = !DILocation(line: 79, column: 13, scope: !197, inlinedAt: !551)
!554 = !DILocation(line: 80, column: 13, scope: !197, inlinedAt: !551)
!555 = !DILocation(line: 80, column: 15, scope: !197, inlinedAt: !551)
!556 = !DILocation(line: 80, column: 22, scope: !197, inlinedAt: !551)
!557 = !DILocation(line: 80, column: 26, scope: !197, inlinedAt: !551)
!558 = !DILocation(line: 80, column: 34, scope: !197, inlinedAt: !551)
!559 = !DILocation(line: 93, column: 34, scope: !182, inlinedAt: !548)
!560 = !DILocation(line: 80, column: 42, scope: !197, inlinedAt: !551)
!561 = !DILocation(line: 80, column: 52, scope: !197, inlinedAt: !551)
!562 = !DILocation(line: 82, column: 9, scope: !196, inlinedAt: !551)
!563 = !DILocation(line: 83, column: 9, scope: !196, inlinedAt: !551)
!564 = !DILocation(line: 84, column: 18, scope: !218, inlinedAt: !551)
!565 = !DILocation(line: 84, column: 16, scope: !218, inlinedAt: !551)
!566 = !DILocation(line: 84, column: 13, scope: !196, inlinedAt: !551)
!567 = !DILocation(line: 85, column: 16, scope: !222, inlinedAt: !551)
!568 = !DILocation(line: 85, column: 23, scope: !222, inlinedAt: !551)
!569 = !DILocation(line: 87, column: 5, scope: !197, inlinedAt: !551)
!570 = !DILocation(line: 86, scope: !196, inlinedAt: !551)
!571 = !DILocation(line: 86, column: 16, scope: !196, inlinedAt: !551)
!572 = !DILocation(line: 86, column: 33, scope: !196, inlinedAt: !551)
!573 = !DILocation(line: 86, column: 58, scope: !196, inlinedAt: !551)
!574 = !DILocation(line: 86, column: 41, scope: !196, inlinedAt: !551)
!575 = !DILocation(line: 86, column: 71, scope: !196, inlinedAt: !551)
!576 = !DILocation(line: 86, column: 14, scope: !196, inlinedAt: !551)
!577 = !DILocation(line: 88, column: 5, scope: !197, inlinedAt: !551)
!578 = !DILocation(line: 93, column: 22, scope: !182, inlinedAt: !548)
!579 = !DILocation(line: 93, column: 42, scope: !182, inlinedAt: !548)
!580 = !DILocation(line: 93, column: 52, scope: !182, inlinedAt: !548)
!581 = !DILocation(line: 95, column: 9, scope: !181, inlinedAt: !548)
!582 = !DILocation(line: 96, column: 9, scope: !181, inlinedAt: !548)
!583 = !DILocation(line: 0, scope: !196, inlinedAt: !584)
!584 = distinct !DILocation(line: 97, column: 18, scope: !243, inlinedAt: !548)
!585 = !DILocation(line: 0, scope: !197, inlinedAt: !584)
!586 = !DILocation(line: 79, column: 13, scope: !197, inlinedAt: !584)
!587 = !DILocation(line: 80, column: 13, scope: !197, inlinedAt: !584)
!588 = !DILocation(line: 80, column: 15, scope: !197, inlinedAt: !584)
!589 = !DILocation(line: 80, column: 22, scope: !197, inlinedAt: !584)
!590 = !DILocation(line: 80, column: 26, scope: !197, inlinedAt: !584)
!591 = !DILocation(line: 80, column: 34, scope: !197, inlinedAt: !584)
!592 = !DILocation(line: 80, column: 42, scope: !197, inlinedAt: !584)
!593 = !DILocation(line: 80, column: 52, scope: !197, inlinedAt: !584)
!594 = !DILocation(line: 82, column: 9, scope: !196, inlinedAt: !584)
!595 = !DILocation(line: 83, column: 9, scope: !196, inlinedAt: !584)
!596 = !DILocation(line: 84, column: 18, scope: !218, inlinedAt: !584)
!597 = !DILocation(line: 84, column: 16, scope: !218, inlinedAt: !584)
!598 = !DILocation(line: 84, column: 13, scope: !196, inlinedAt: !584)
!599 = !DILocation(line: 85, column: 16, scope: !222, inlinedAt: !584)
!600 = !DILocation(line: 85, column: 23, scope: !222, inlinedAt: !584)
!601 = !DILocation(line: 87, column: 5, scope: !197, inlinedAt: !584)
!602 = !DILocation(line: 86, column: 16, scope: !196, inlinedAt: !584)
!603 = !DILocation(line: 86, column: 33, scope: !196, inlinedAt: !584)
!604 = !DILocation(line: 86, column: 58, scope: !196, inlinedAt: !584)
!605 = !DILocation(line: 86, column: 41, scope: !196, inlinedAt: !584)
!606 = !DILocation(line: 86, column: 71, scope: !196, inlinedAt: !584)
!607 = !DILocation(line: 88, column: 5, scope: !197, inlinedAt: !584)
!608 = !DILocation(line: 99, column: 5, scope: !182, inlinedAt: !548)
!609 = !DILocation(line: 98, column: 19, scope: !181, inlinedAt: !548)
!610 = !DILocation(line: 98, scope: !181, inlinedAt: !548)
!611 = !DILocation(line: 98, column: 16, scope: !181, inlinedAt: !548)
!612 = !DILocation(line: 98, column: 14, scope: !181, inlinedAt: !548)
!613 = !DILocation(line: 93, column: 15, scope: !182, inlinedAt: !548)
!614 = !DILocation(line: 58, column: 9, scope: !431)
!615 = !DILocation(line: 59, column: 9, scope: !431)
!616 = !DISubprogram(name: "__ctype_tolower_loc", scope: !85, file: !85, line: 81, type: !617, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!617 = !DISubroutineType(types: !618)
!618 = !{!619}
!619 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !620, size: 64)
!620 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !621, size: 64)
!621 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !622)
!622 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !623, line: 41, baseType: !100)
!623 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
