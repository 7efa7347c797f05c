; ModuleID = 'tests/programs/expr_parser.c'
source_filename = "tests/programs/expr_parser.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !99 {
  tail call fastcc void @run(ptr noundef nonnull @.str), !dbg !103
  tail call fastcc void @run(ptr noundef nonnull @.str.1), !dbg !104
  tail call fastcc void @run(ptr noundef nonnull @.str.2), !dbg !105
  tail call fastcc void @run(ptr noundef nonnull @.str.3), !dbg !106
  tail call fastcc void @run(ptr noundef nonnull @.str.4), !dbg !107
  tail call fastcc void @run(ptr noundef nonnull @.str.5), !dbg !108
  tail call fastcc void @run(ptr noundef nonnull @.str.6), !dbg !109
  tail call fastcc void @run(ptr noundef nonnull @.str.7), !dbg !110
  tail call fastcc void @run(ptr noundef nonnull @.str.8), !dbg !111
  tail call fastcc void @run(ptr noundef nonnull @.str.9), !dbg !112
  tail call fastcc void @run(ptr noundef nonnull @.str.10), !dbg !113
  tail call fastcc void @run(ptr noundef nonnull @.str.11), !dbg !114
  tail call fastcc void @run(ptr noundef nonnull @.str.12), !dbg !115
  ret i32 0, !dbg !116
}

; Function Attrs: nounwind uwtable
define internal fastcc void @run(ptr noundef %0) unnamed_addr #0 !dbg !117 {
  %2 = alloca i64, align 8, !DIAssignID !134
  %3 = alloca i64, align 8, !DIAssignID !135
  %4 = alloca i64, align 8, !DIAssignID !136
  %5 = alloca %struct.Lexer, align 8, !DIAssignID !137
    #dbg_assign(i1 undef, !124, !DIExpression(), !137, ptr %5, !DIExpression(), !138)
  %6 = alloca i64, align 8, !DIAssignID !139
    #dbg_assign(i1 undef, !132, !DIExpression(), !139, ptr %6, !DIExpression(), !138)
    #dbg_value(ptr %0, !123, !DIExpression(), !138)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #12, !dbg !140
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !141
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %7, i8 0, i64 40, i1 false), !dbg !141, !DIAssignID !142
    #dbg_assign(i8 0, !124, !DIExpression(), !142, ptr %5, !DIExpression(), !138)
    #dbg_assign(i8 0, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !143, ptr undef, !DIExpression(), !138)
  store ptr %0, ptr %5, align 8, !dbg !144, !tbaa !145, !DIAssignID !152
    #dbg_assign(ptr %0, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !152, ptr %5, !DIExpression(), !138)
  %8 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !144
  store i32 5, ptr %8, align 8, !dbg !144, !tbaa !153, !DIAssignID !154
    #dbg_assign(i32 5, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !154, ptr %8, !DIExpression(), !138)
  call fastcc void @next(ptr noundef nonnull %5), !dbg !155
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #12, !dbg !156
  store i64 0, ptr %6, align 8, !dbg !157, !tbaa !158, !DIAssignID !159
    #dbg_assign(i64 0, !132, !DIExpression(), !159, ptr %6, !DIExpression(), !138)
    #dbg_assign(i1 undef, !160, !DIExpression(), !136, ptr %4, !DIExpression(), !172)
    #dbg_value(ptr %5, !168, !DIExpression(), !174)
    #dbg_value(ptr %6, !169, !DIExpression(), !174)
    #dbg_assign(i1 undef, !175, !DIExpression(), !135, ptr %3, !DIExpression(), !183)
    #dbg_value(ptr %5, !179, !DIExpression(), !185)
    #dbg_value(ptr %6, !180, !DIExpression(), !185)
  %9 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %6), !dbg !186
    #dbg_value(i32 %9, !181, !DIExpression(), !185)
  %10 = icmp eq i32 %9, 0, !dbg !187
  br i1 %10, label %11, label %91, !dbg !188

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %5, i64 24
  %13 = load i32, ptr %8, align 8, !dbg !189, !tbaa !153
  %14 = icmp eq i32 %13, 2, !dbg !190
  %15 = load i64, ptr %6, align 8, !tbaa !158
  br i1 %14, label %16, label %89, !dbg !191

16:                                               ; preds = %11, %35
  %17 = phi i64 [ %36, %35 ], [ %15, %11 ]
  %18 = load i8, ptr %12, align 8, !dbg !192, !tbaa !193
  switch i8 %18, label %46 [
    i8 42, label %19
    i8 47, label %19
    i8 37, label %19
  ], !dbg !194

19:                                               ; preds = %16, %16, %16
    #dbg_value(i8 %18, !182, !DIExpression(), !183)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !195
  call fastcc void @next(ptr noundef nonnull %5), !dbg !196
  %20 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %3), !dbg !197
    #dbg_value(i32 %20, !181, !DIExpression(), !185)
  %21 = icmp eq i32 %20, 0, !dbg !199
  br i1 %21, label %22, label %39, !dbg !200

22:                                               ; preds = %19
  %23 = icmp ne i8 %18, 42, !dbg !201
  %24 = load i64, ptr %3, align 8
  %25 = icmp eq i64 %24, 0
  %26 = select i1 %23, i1 %25, i1 false, !dbg !203
  br i1 %26, label %27, label %28, !dbg !203

27:                                               ; preds = %22
  store i64 %17, ptr %6, align 8, !dbg !204, !tbaa !158, !DIAssignID !205
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !206
  br label %91

28:                                               ; preds = %22
  switch i8 %18, label %33 [
    i8 42, label %29
    i8 47, label %31
  ], !dbg !207

29:                                               ; preds = %28
  %30 = mul nsw i64 %17, %24, !dbg !208
  br label %35, !dbg !207

31:                                               ; preds = %28
  %32 = sdiv i64 %17, %24, !dbg !209
  br label %35, !dbg !210

33:                                               ; preds = %28
  %34 = srem i64 %17, %24, !dbg !211
  br label %35, !dbg !210

35:                                               ; preds = %33, %31, %29
  %36 = phi i64 [ %30, %29 ], [ %32, %31 ], [ %34, %33 ], !dbg !207
    #dbg_assign(i64 %36, !132, !DIExpression(), !205, ptr %6, !DIExpression(), !138)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !206
    #dbg_value(i32 0, !181, !DIExpression(), !185)
  %37 = load i32, ptr %8, align 8, !dbg !189, !tbaa !153
  %38 = icmp eq i32 %37, 2, !dbg !190
  br i1 %38, label %16, label %89, !dbg !191

39:                                               ; preds = %19
  store i64 %17, ptr %6, align 8, !dbg !204, !tbaa !158, !DIAssignID !205
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !206
    #dbg_value(i32 undef, !181, !DIExpression(), !185)
  br label %91, !dbg !212

40:                                               ; preds = %56
    #dbg_value(i32 0, !170, !DIExpression(), !174)
  %41 = icmp eq i8 %47, 43, !dbg !213
  %42 = sub i64 0, %57, !dbg !214
  %43 = select i1 %41, i64 %57, i64 %42, !dbg !214
  %44 = add i64 %48, %43, !dbg !214
    #dbg_assign(i64 %44, !132, !DIExpression(), !215, ptr %6, !DIExpression(), !138)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !216
  %45 = load i8, ptr %12, align 8, !dbg !217, !tbaa !193
  br label %46, !dbg !217

46:                                               ; preds = %16, %40
  %47 = phi i8 [ %45, %40 ], [ %18, %16 ], !dbg !217
  %48 = phi i64 [ %44, %40 ], [ %17, %16 ]
  switch i8 %47, label %89 [
    i8 43, label %49
    i8 45, label %49
  ], !dbg !218

49:                                               ; preds = %46, %46
    #dbg_value(i8 %47, !171, !DIExpression(), !172)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12, !dbg !219
  call fastcc void @next(ptr noundef nonnull %5), !dbg !220
    #dbg_assign(i1 undef, !175, !DIExpression(), !134, ptr %2, !DIExpression(), !221)
    #dbg_value(ptr %5, !179, !DIExpression(), !224)
    #dbg_value(ptr %4, !180, !DIExpression(), !224)
  %50 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %4), !dbg !225
    #dbg_value(i32 %50, !181, !DIExpression(), !224)
  %51 = icmp eq i32 %50, 0, !dbg !226
  br i1 %51, label %52, label %80, !dbg !227

52:                                               ; preds = %49
  %53 = load i64, ptr %4, align 8, !tbaa !158
  %54 = load i32, ptr %8, align 8, !dbg !228, !tbaa !153
  %55 = icmp eq i32 %54, 2, !dbg !229
  br i1 %55, label %56, label %83, !dbg !230

56:                                               ; preds = %52, %75
  %57 = phi i64 [ %76, %75 ], [ %53, %52 ]
  %58 = load i8, ptr %12, align 8, !dbg !231, !tbaa !193
  switch i8 %58, label %40 [
    i8 42, label %59
    i8 47, label %59
    i8 37, label %59
  ], !dbg !232

59:                                               ; preds = %56, %56, %56
    #dbg_value(i8 %58, !182, !DIExpression(), !221)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !233
  call fastcc void @next(ptr noundef nonnull %5), !dbg !234
  %60 = call fastcc i32 @power(ptr noundef nonnull %5, ptr noundef nonnull %2), !dbg !235
    #dbg_value(i32 %60, !181, !DIExpression(), !224)
  %61 = icmp eq i32 %60, 0, !dbg !236
  br i1 %61, label %62, label %79, !dbg !237

62:                                               ; preds = %59
  %63 = icmp ne i8 %58, 42, !dbg !238
  %64 = load i64, ptr %2, align 8
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %63, i1 %65, i1 false, !dbg !239
  br i1 %66, label %67, label %68, !dbg !239

67:                                               ; preds = %62
  store i64 %48, ptr %6, align 8, !dbg !240, !tbaa !158, !DIAssignID !215
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !241
  br label %81

68:                                               ; preds = %62
  switch i8 %58, label %73 [
    i8 42, label %69
    i8 47, label %71
  ], !dbg !242

69:                                               ; preds = %68
  %70 = mul nsw i64 %64, %57, !dbg !243
  br label %75, !dbg !242

71:                                               ; preds = %68
  %72 = sdiv i64 %57, %64, !dbg !244
  br label %75, !dbg !245

73:                                               ; preds = %68
  %74 = srem i64 %57, %64, !dbg !246
  br label %75, !dbg !245

75:                                               ; preds = %73, %71, %69
  %76 = phi i64 [ %70, %69 ], [ %72, %71 ], [ %74, %73 ], !dbg !242
    #dbg_assign(i64 %76, !160, !DIExpression(), !247, ptr %4, !DIExpression(), !172)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !241
    #dbg_value(i32 0, !181, !DIExpression(), !224)
  %77 = load i32, ptr %8, align 8, !dbg !228, !tbaa !153
  %78 = icmp eq i32 %77, 2, !dbg !229
  br i1 %78, label %56, label %83, !dbg !230

79:                                               ; preds = %59
  store i64 %48, ptr %6, align 8, !dbg !240, !tbaa !158, !DIAssignID !215
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !241
    #dbg_value(i32 undef, !181, !DIExpression(), !224)
  br label %81, !dbg !248

80:                                               ; preds = %49
  store i64 %48, ptr %6, align 8, !dbg !240, !tbaa !158, !DIAssignID !215
  br label %81, !dbg !216

81:                                               ; preds = %80, %79, %67
  %82 = phi i32 [ 3, %67 ], [ %60, %79 ], [ %50, %80 ]
    #dbg_value(i32 %82, !170, !DIExpression(), !174)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !216
  br label %91

83:                                               ; preds = %52, %75
  %84 = phi i64 [ %76, %75 ], [ %53, %52 ]
    #dbg_value(i32 0, !170, !DIExpression(), !174)
  %85 = icmp eq i8 %47, 43, !dbg !213
  %86 = sub i64 0, %84, !dbg !214
  %87 = select i1 %85, i64 %84, i64 %86, !dbg !214
  %88 = add i64 %48, %87, !dbg !214
    #dbg_assign(i64 %88, !132, !DIExpression(), !215, ptr %6, !DIExpression(), !138)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !216
  br label %89, !dbg !249

89:                                               ; preds = %35, %46, %11, %83
  %90 = phi i64 [ %88, %83 ], [ %15, %11 ], [ %48, %46 ], [ %36, %35 ]
  store i64 %90, ptr %6, align 8, !dbg !240, !tbaa !158, !DIAssignID !215
  br label %91, !dbg !250

91:                                               ; preds = %89, %1, %27, %39, %81
  %92 = phi i32 [ %82, %81 ], [ %20, %39 ], [ 3, %27 ], [ %9, %1 ], [ 0, %89 ], !dbg !174
    #dbg_value(i32 %92, !170, !DIExpression(), !174)
    #dbg_value(i32 %92, !133, !DIExpression(), !138)
  %93 = icmp eq i32 %92, 0, !dbg !250
  %94 = load i32, ptr %8, align 8
  %95 = icmp ne i32 %94, 5
  %96 = select i1 %93, i1 %95, i1 false, !dbg !252
  %97 = select i1 %96, i32 4, i32 %92, !dbg !252
    #dbg_value(i32 %97, !133, !DIExpression(), !138)
  %98 = icmp eq i32 %97, 0, !dbg !253
  br i1 %98, label %100, label %99, !dbg !255

99:                                               ; preds = %91
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef %0, i32 noundef %97), !dbg !256
  br label %102, !dbg !256

100:                                              ; preds = %91
  %101 = load i64, ptr %6, align 8, !dbg !257, !tbaa !158
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, ptr noundef %0, i64 noundef %101), !dbg !258
  br label %102

102:                                              ; preds = %100, %99
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #12, !dbg !259
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #12, !dbg !259
  ret void, !dbg !259
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind memory(read, argmem: readwrite) uwtable
define internal fastcc void @next(ptr nocapture noundef %0) unnamed_addr #3 !dbg !260 {
    #dbg_value(ptr %0, !264, !DIExpression(), !269)
  %2 = load ptr, ptr %0, align 8, !tbaa !145
  br label %3, !dbg !270

3:                                                ; preds = %6, %1
  %4 = phi ptr [ %7, %6 ], [ %2, %1 ]
  %5 = load i8, ptr %4, align 1, !dbg !271, !tbaa !272
  switch i8 %5, label %10 [
    i8 32, label %6
    i8 0, label %8
  ], !dbg !270

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !273
  store ptr %7, ptr %0, align 8, !dbg !273, !tbaa !145
  br label %3, !dbg !270, !llvm.loop !274

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !276
  store i32 5, ptr %9, align 8, !dbg !279, !tbaa !153
  br label %75, !dbg !280

10:                                               ; preds = %3
  %11 = sext i8 %5 to i32
  %12 = zext i8 %5 to i32, !dbg !281
  %13 = add nsw i32 %12, -48, !dbg !283
  %14 = icmp ult i32 %13, 10, !dbg !283
  br i1 %14, label %15, label %36, !dbg !284

15:                                               ; preds = %10
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !285
  store i64 0, ptr %16, align 8, !dbg !287, !tbaa !288
  %17 = load i8, ptr %4, align 1, !dbg !289, !tbaa !272
  %18 = zext i8 %17 to i32, !dbg !290
  %19 = add nsw i32 %18, -48, !dbg !291
  %20 = icmp ult i32 %19, 10, !dbg !291
  br i1 %20, label %21, label %34, !dbg !292

21:                                               ; preds = %15, %21
  %22 = phi i64 [ %29, %21 ], [ 0, %15 ]
  %23 = phi ptr [ %25, %21 ], [ %4, %15 ]
  %24 = mul nsw i64 %22, 10, !dbg !293
  %25 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !294
  store ptr %25, ptr %0, align 8, !dbg !294, !tbaa !145
  %26 = load i8, ptr %23, align 1, !dbg !295, !tbaa !272
  %27 = sext i8 %26 to i64, !dbg !295
  %28 = add i64 %24, -48, !dbg !296
  %29 = add i64 %28, %27, !dbg !297
  store i64 %29, ptr %16, align 8, !dbg !287, !tbaa !288
  %30 = load i8, ptr %25, align 1, !dbg !289, !tbaa !272
  %31 = zext i8 %30 to i32, !dbg !290
  %32 = add nsw i32 %31, -48, !dbg !291
  %33 = icmp ult i32 %32, 10, !dbg !291
  br i1 %33, label %21, label %34, !dbg !292, !llvm.loop !298

34:                                               ; preds = %21, %15
  %35 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !300
  store i32 0, ptr %35, align 8, !dbg !301, !tbaa !153
  br label %75, !dbg !302

36:                                               ; preds = %10
  %37 = tail call i32 @isalpha(i32 noundef %12) #13, !dbg !303
  %38 = icmp eq i32 %37, 0, !dbg !303
  br i1 %38, label %62, label %39, !dbg !304

39:                                               ; preds = %36
    #dbg_value(i32 0, !266, !DIExpression(), !305)
  %40 = tail call i32 @isalnum(i32 noundef %12) #13, !dbg !306
  %41 = icmp eq i32 %40, 0, !dbg !306
  br i1 %41, label %57, label %42, !dbg !307

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %0, i64 25
  br label %44, !dbg !307

44:                                               ; preds = %42, %44
  %45 = phi i64 [ 0, %42 ], [ %49, %44 ]
  %46 = phi ptr [ %4, %42 ], [ %47, %44 ]
    #dbg_value(i64 %45, !266, !DIExpression(), !305)
  %47 = getelementptr inbounds i8, ptr %46, i64 1, !dbg !308
  store ptr %47, ptr %0, align 8, !dbg !308, !tbaa !145
  %48 = load i8, ptr %46, align 1, !dbg !309, !tbaa !272
  %49 = add nuw nsw i64 %45, 1, !dbg !310
    #dbg_value(i64 %49, !266, !DIExpression(), !305)
  %50 = getelementptr inbounds [16 x i8], ptr %43, i64 0, i64 %45, !dbg !311
  store i8 %48, ptr %50, align 1, !dbg !312, !tbaa !272
  %51 = load i8, ptr %47, align 1, !dbg !313, !tbaa !272
  %52 = zext i8 %51 to i32, !dbg !314
  %53 = tail call i32 @isalnum(i32 noundef %52) #13, !dbg !306
  %54 = icmp ne i32 %53, 0, !dbg !306
  %55 = icmp ult i64 %45, 14, !dbg !315
  %56 = and i1 %54, %55, !dbg !315
  br i1 %56, label %44, label %57, !dbg !307, !llvm.loop !316

57:                                               ; preds = %44, %39
  %58 = phi i64 [ 0, %39 ], [ %49, %44 ], !dbg !305
  %59 = getelementptr inbounds i8, ptr %0, i64 25, !dbg !317
  %60 = getelementptr inbounds [16 x i8], ptr %59, i64 0, i64 %58, !dbg !318
  store i8 0, ptr %60, align 1, !dbg !319, !tbaa !272
  %61 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !320
  store i32 1, ptr %61, align 8, !dbg !321, !tbaa !153
  br label %75

62:                                               ; preds = %36
  %63 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !322
  store ptr %63, ptr %0, align 8, !dbg !322, !tbaa !145
  switch i8 %5, label %68 [
    i8 40, label %64
    i8 41, label %66
  ], !dbg !323

64:                                               ; preds = %62
  %65 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !324
  store i32 3, ptr %65, align 8, !dbg !327, !tbaa !153
  br label %75, !dbg !328

66:                                               ; preds = %62
  %67 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !329
  store i32 4, ptr %67, align 8, !dbg !332, !tbaa !153
  br label %75, !dbg !333

68:                                               ; preds = %62
  %69 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.15, i32 %11, i64 8), !dbg !334
  %70 = icmp eq ptr %69, null, !dbg !334
  %71 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !269
  br i1 %70, label %74, label %72, !dbg !336

72:                                               ; preds = %68
  store i32 2, ptr %71, align 8, !dbg !337, !tbaa !153
  %73 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !339
  store i8 %5, ptr %73, align 8, !dbg !340, !tbaa !193
  br label %75, !dbg !341

74:                                               ; preds = %68
  store i32 6, ptr %71, align 8, !dbg !342, !tbaa !153
  br label %75, !dbg !343

75:                                               ; preds = %74, %72, %66, %64, %57, %34, %8
  ret void, !dbg !343
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 !dbg !344 {
  %2 = alloca ptr, align 8, !DIAssignID !354
    #dbg_assign(i1 undef, !351, !DIExpression(), !354, ptr %2, !DIExpression(), !355)
    #dbg_value(ptr %0, !349, !DIExpression(), !355)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !356
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !357
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12, !dbg !358
  %4 = load ptr, ptr %2, align 8, !dbg !359, !tbaa !360
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12, !dbg !361
    #dbg_value(i32 %5, !350, !DIExpression(), !355)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !362
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !363
  ret void, !dbg !364
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !365 dllimport i32 @isalpha(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !369 dllimport i32 @isalnum(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: read) uwtable
define internal fastcc i32 @power(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #6 !dbg !370 {
  %3 = alloca i64, align 8, !DIAssignID !381
    #dbg_assign(i1 undef, !375, !DIExpression(), !381, ptr %3, !DIExpression(), !382)
    #dbg_value(ptr %0, !372, !DIExpression(), !383)
    #dbg_value(ptr %1, !373, !DIExpression(), !383)
  %4 = tail call fastcc i32 @primary(ptr noundef %0, ptr noundef %1), !dbg !384
    #dbg_value(i32 %4, !374, !DIExpression(), !383)
  %5 = icmp eq i32 %4, 0, !dbg !385
  br i1 %5, label %6, label %55, !dbg !387

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !388
  %8 = load i32, ptr %7, align 8, !dbg !388, !tbaa !153
  %9 = icmp eq i32 %8, 2, !dbg !389
  br i1 %9, label %10, label %55, !dbg !390

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !391
  %12 = load i8, ptr %11, align 8, !dbg !391, !tbaa !193
  %13 = icmp eq i8 %12, 94, !dbg !392
  br i1 %13, label %14, label %55, !dbg !393

14:                                               ; preds = %10
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !394
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !395
  %15 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %3), !dbg !396
    #dbg_value(i32 %15, !374, !DIExpression(), !383)
  %16 = icmp eq i32 %15, 0, !dbg !398
  br i1 %16, label %17, label %54, !dbg !399

17:                                               ; preds = %14
  %18 = load i64, ptr %3, align 8, !tbaa !158
    #dbg_value(i64 0, !379, !DIExpression(), !400)
    #dbg_value(i64 1, !378, !DIExpression(), !382)
  %19 = icmp sgt i64 %18, 0, !dbg !401
  br i1 %19, label %20, label %46, !dbg !403

20:                                               ; preds = %17
  %21 = load i64, ptr %1, align 8, !tbaa !158
  %22 = add nsw i64 %18, -1, !dbg !403
  %23 = tail call i64 @llvm.umin.i64(i64 %22, i64 61), !dbg !403
  %24 = add nuw nsw i64 %23, 1, !dbg !403
  %25 = and i64 %24, 7, !dbg !403
  %26 = icmp ult i64 %18, 8, !dbg !403
  br i1 %26, label %36, label %27, !dbg !403

27:                                               ; preds = %20
  %28 = and i64 %24, 120, !dbg !403
  %29 = mul i64 %21, %21, !dbg !403
  %30 = mul i64 %29, %21, !dbg !403
  %31 = mul i64 %30, %21, !dbg !403
  %32 = mul i64 %31, %21, !dbg !403
  %33 = mul i64 %32, %21, !dbg !403
  %34 = mul i64 %33, %21, !dbg !403
  %35 = mul i64 %34, %21, !dbg !403
  br label %48, !dbg !403

36:                                               ; preds = %48, %20
  %37 = phi i64 [ poison, %20 ], [ %51, %48 ]
  %38 = phi i64 [ 1, %20 ], [ %51, %48 ]
  %39 = icmp eq i64 %25, 0, !dbg !403
  br i1 %39, label %46, label %40, !dbg !403

40:                                               ; preds = %36, %40
  %41 = phi i64 [ %43, %40 ], [ %38, %36 ]
  %42 = phi i64 [ %44, %40 ], [ 0, %36 ]
    #dbg_value(i64 poison, !379, !DIExpression(), !400)
    #dbg_value(i64 %41, !378, !DIExpression(), !382)
  %43 = mul nsw i64 %21, %41, !dbg !404
    #dbg_value(i64 %43, !378, !DIExpression(), !382)
    #dbg_value(i64 poison, !379, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !400)
  %44 = add i64 %42, 1, !dbg !403
  %45 = icmp eq i64 %44, %25, !dbg !403
  br i1 %45, label %46, label %40, !dbg !403, !llvm.loop !405

46:                                               ; preds = %36, %40, %17
  %47 = phi i64 [ 1, %17 ], [ %37, %36 ], [ %43, %40 ], !dbg !382
  store i64 %47, ptr %1, align 8, !dbg !407, !tbaa !158
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !408
  br label %55

48:                                               ; preds = %48, %27
  %49 = phi i64 [ 1, %27 ], [ %51, %48 ]
  %50 = phi i64 [ 0, %27 ], [ %52, %48 ]
    #dbg_value(i64 poison, !379, !DIExpression(), !400)
    #dbg_value(i64 %49, !378, !DIExpression(), !382)
  %51 = mul i64 %35, %49
    #dbg_value(i64 %51, !378, !DIExpression(), !382)
    #dbg_value(i64 poison, !379, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !400)
    #dbg_value(i64 %51, !378, !DIExpression(), !382)
    #dbg_value(i64 poison, !379, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !400)
    #dbg_value(i64 %51, !378, !DIExpression(), !382)
    #dbg_value(i64 poison, !379, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !400)
    #dbg_value(i64 %51, !378, !DIExpression(), !382)
    #dbg_value(i64 poison, !379, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !400)
    #dbg_value(i64 %51, !378, !DIExpression(), !382)
    #dbg_value(i64 poison, !379, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !400)
    #dbg_value(i64 %51, !378, !DIExpression(), !382)
    #dbg_value(i64 poison, !379, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !400)
    #dbg_value(i64 %51, !378, !DIExpression(), !382)
    #dbg_value(i64 poison, !379, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !400)
    #dbg_value(i64 %51, !378, !DIExpression(), !382)
    #dbg_value(i64 poison, !379, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !400)
  %52 = add i64 %50, 8, !dbg !403
  %53 = icmp eq i64 %52, %28, !dbg !403
  br i1 %53, label %36, label %48, !dbg !403, !llvm.loop !409

54:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !408
  br label %55

55:                                               ; preds = %6, %10, %46, %54, %2
  %56 = phi i32 [ %4, %2 ], [ %15, %54 ], [ 0, %46 ], [ 0, %10 ], [ 0, %6 ], !dbg !383
  ret i32 %56, !dbg !411
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: read) uwtable
define internal fastcc i32 @primary(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #6 !dbg !412 {
  %3 = alloca i64, align 8, !DIAssignID !428
  %4 = alloca i64, align 8, !DIAssignID !429
  %5 = alloca i64, align 8, !DIAssignID !430
  %6 = alloca i64, align 8, !DIAssignID !431
  %7 = alloca i64, align 8, !DIAssignID !432
  %8 = alloca i64, align 8, !DIAssignID !433
    #dbg_value(ptr %0, !414, !DIExpression(), !434)
    #dbg_value(ptr %1, !415, !DIExpression(), !434)
  %9 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !435
  %10 = load i32, ptr %9, align 8, !dbg !435, !tbaa !153
  switch i32 %10, label %118 [
    i32 0, label %11
    i32 1, label %14
    i32 2, label %114
    i32 3, label %124
  ], !dbg !437

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !438
  %13 = load i64, ptr %12, align 8, !dbg !438, !tbaa !288
  store i64 %13, ptr %1, align 8, !dbg !440, !tbaa !158
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !441
  br label %118, !dbg !442

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %0, i64 25, !dbg !443
  %16 = load i8, ptr %15, align 1, !dbg !444, !tbaa !272
  %17 = zext i8 %16 to i32, !dbg !445
  %18 = tail call i32 @tolower(i32 noundef %17) #13, !dbg !446
  %19 = add nsw i32 %18, -97, !dbg !447
  %20 = srem i32 %19, 26, !dbg !448
    #dbg_value(i32 %20, !416, !DIExpression(), !449)
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !450
  %21 = load i32, ptr %9, align 8, !dbg !451, !tbaa !153
  %22 = icmp eq i32 %21, 2, !dbg !452
  br i1 %22, label %23, label %110, !dbg !453

23:                                               ; preds = %14
  %24 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !454
  %25 = load i8, ptr %24, align 8, !dbg !454, !tbaa !193
  %26 = icmp eq i8 %25, 61, !dbg !455
  br i1 %26, label %27, label %110, !dbg !456

27:                                               ; preds = %23
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !457
    #dbg_assign(i1 undef, !160, !DIExpression(), !433, ptr %8, !DIExpression(), !458)
    #dbg_value(ptr %0, !168, !DIExpression(), !460)
    #dbg_value(ptr %1, !169, !DIExpression(), !460)
    #dbg_assign(i1 undef, !175, !DIExpression(), !431, ptr %6, !DIExpression(), !461)
    #dbg_value(ptr %0, !179, !DIExpression(), !463)
    #dbg_value(ptr %1, !180, !DIExpression(), !463)
  %28 = tail call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef %1), !dbg !464
    #dbg_value(i32 %28, !181, !DIExpression(), !463)
  %29 = icmp eq i32 %28, 0, !dbg !465
  br i1 %29, label %30, label %118, !dbg !466

30:                                               ; preds = %27
  %31 = load i32, ptr %9, align 8, !dbg !467, !tbaa !153
  %32 = icmp eq i32 %31, 2, !dbg !468
  br i1 %32, label %33, label %106, !dbg !469

33:                                               ; preds = %30, %52
  %34 = load i8, ptr %24, align 8, !dbg !470, !tbaa !193
  switch i8 %34, label %57 [
    i8 42, label %35
    i8 47, label %35
    i8 37, label %35
  ], !dbg !471

35:                                               ; preds = %33, %33, %33
    #dbg_value(i8 %34, !182, !DIExpression(), !461)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #12, !dbg !472
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !473
  %36 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %6), !dbg !474
    #dbg_value(i32 %36, !181, !DIExpression(), !463)
  %37 = icmp eq i32 %36, 0, !dbg !475
  br i1 %37, label %38, label %56, !dbg !476

38:                                               ; preds = %35
  %39 = icmp ne i8 %34, 42, !dbg !477
  %40 = load i64, ptr %6, align 8
  %41 = icmp eq i64 %40, 0
  %42 = select i1 %39, i1 %41, i1 false, !dbg !478
  br i1 %42, label %43, label %44, !dbg !478

43:                                               ; preds = %38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #12, !dbg !479
  br label %118

44:                                               ; preds = %38
  %45 = load i64, ptr %1, align 8, !dbg !480, !tbaa !158
  switch i8 %34, label %50 [
    i8 42, label %46
    i8 47, label %48
  ], !dbg !481

46:                                               ; preds = %44
  %47 = mul nsw i64 %45, %40, !dbg !482
  br label %52, !dbg !481

48:                                               ; preds = %44
  %49 = sdiv i64 %45, %40, !dbg !483
  br label %52, !dbg !484

50:                                               ; preds = %44
  %51 = srem i64 %45, %40, !dbg !485
  br label %52, !dbg !484

52:                                               ; preds = %50, %48, %46
  %53 = phi i64 [ %47, %46 ], [ %49, %48 ], [ %51, %50 ], !dbg !481
  store i64 %53, ptr %1, align 8, !dbg !486, !tbaa !158
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #12, !dbg !479
    #dbg_value(i32 0, !181, !DIExpression(), !463)
  %54 = load i32, ptr %9, align 8, !dbg !467, !tbaa !153
  %55 = icmp eq i32 %54, 2, !dbg !468
  br i1 %55, label %33, label %106, !dbg !469

56:                                               ; preds = %35
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #12, !dbg !479
    #dbg_value(i32 undef, !181, !DIExpression(), !463)
  br label %118, !dbg !487

57:                                               ; preds = %33, %92
  %58 = phi i8 [ %98, %92 ], [ %34, %33 ], !dbg !488
  switch i8 %58, label %106 [
    i8 43, label %59
    i8 45, label %59
  ], !dbg !489

59:                                               ; preds = %57, %57
    #dbg_value(i8 %58, !171, !DIExpression(), !458)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #12, !dbg !490
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !491
    #dbg_assign(i1 undef, !175, !DIExpression(), !430, ptr %5, !DIExpression(), !492)
    #dbg_value(ptr %0, !179, !DIExpression(), !494)
    #dbg_value(ptr %8, !180, !DIExpression(), !494)
  %60 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %8), !dbg !495
    #dbg_value(i32 %60, !181, !DIExpression(), !494)
  %61 = icmp eq i32 %60, 0, !dbg !496
  br i1 %61, label %62, label %90, !dbg !497

62:                                               ; preds = %59
  %63 = load i64, ptr %8, align 8, !tbaa !158
  %64 = load i32, ptr %9, align 8, !dbg !498, !tbaa !153
  %65 = icmp eq i32 %64, 2, !dbg !499
  br i1 %65, label %66, label %99, !dbg !500

66:                                               ; preds = %62, %85
  %67 = phi i64 [ %86, %85 ], [ %63, %62 ]
  %68 = load i8, ptr %24, align 8, !dbg !501, !tbaa !193
  switch i8 %68, label %92 [
    i8 42, label %69
    i8 47, label %69
    i8 37, label %69
  ], !dbg !502

69:                                               ; preds = %66, %66, %66
    #dbg_value(i8 %68, !182, !DIExpression(), !492)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #12, !dbg !503
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !504
  %70 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %5), !dbg !505
    #dbg_value(i32 %70, !181, !DIExpression(), !494)
  %71 = icmp eq i32 %70, 0, !dbg !506
  br i1 %71, label %72, label %89, !dbg !507

72:                                               ; preds = %69
  %73 = icmp ne i8 %68, 42, !dbg !508
  %74 = load i64, ptr %5, align 8
  %75 = icmp eq i64 %74, 0
  %76 = select i1 %73, i1 %75, i1 false, !dbg !509
  br i1 %76, label %77, label %78, !dbg !509

77:                                               ; preds = %72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12, !dbg !510
  br label %90

78:                                               ; preds = %72
  switch i8 %68, label %83 [
    i8 42, label %79
    i8 47, label %81
  ], !dbg !511

79:                                               ; preds = %78
  %80 = mul nsw i64 %67, %74, !dbg !512
  br label %85, !dbg !511

81:                                               ; preds = %78
  %82 = sdiv i64 %67, %74, !dbg !513
  br label %85, !dbg !514

83:                                               ; preds = %78
  %84 = srem i64 %67, %74, !dbg !515
  br label %85, !dbg !514

85:                                               ; preds = %83, %81, %79
  %86 = phi i64 [ %80, %79 ], [ %82, %81 ], [ %84, %83 ], !dbg !511
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12, !dbg !510
    #dbg_value(i32 0, !181, !DIExpression(), !494)
  %87 = load i32, ptr %9, align 8, !dbg !498, !tbaa !153
  %88 = icmp eq i32 %87, 2, !dbg !499
  br i1 %88, label %66, label %99, !dbg !500

89:                                               ; preds = %69
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12, !dbg !510
    #dbg_value(i32 undef, !181, !DIExpression(), !494)
  br label %90, !dbg !516

90:                                               ; preds = %59, %89, %77
  %91 = phi i32 [ 3, %77 ], [ %70, %89 ], [ %60, %59 ]
    #dbg_value(i32 %91, !170, !DIExpression(), !460)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #12, !dbg !517
  br label %118

92:                                               ; preds = %66
    #dbg_value(i32 0, !170, !DIExpression(), !460)
  %93 = icmp eq i8 %58, 43, !dbg !518
  %94 = load i64, ptr %1, align 8, !dbg !519, !tbaa !158
  %95 = sub i64 0, %67, !dbg !520
  %96 = select i1 %93, i64 %67, i64 %95, !dbg !520
  %97 = add i64 %96, %94, !dbg !520
  store i64 %97, ptr %1, align 8, !dbg !521, !tbaa !158
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #12, !dbg !517
  %98 = load i8, ptr %24, align 8, !dbg !488, !tbaa !193
  br label %57, !dbg !488

99:                                               ; preds = %62, %85
  %100 = phi i64 [ %86, %85 ], [ %63, %62 ]
    #dbg_value(i32 0, !170, !DIExpression(), !460)
  %101 = icmp eq i8 %58, 43, !dbg !518
  %102 = load i64, ptr %1, align 8, !dbg !519, !tbaa !158
  %103 = sub i64 0, %100, !dbg !520
  %104 = select i1 %101, i64 %100, i64 %103, !dbg !520
  %105 = add i64 %104, %102, !dbg !520
  store i64 %105, ptr %1, align 8, !dbg !521, !tbaa !158
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #12, !dbg !517
  br label %106, !dbg !522

106:                                              ; preds = %52, %57, %99, %30
    #dbg_value(i32 0, !170, !DIExpression(), !460)
    #dbg_value(i32 0, !419, !DIExpression(), !523)
  %107 = load i64, ptr %1, align 8, !dbg !524, !tbaa !158
  %108 = sext i32 %20 to i64, !dbg !526
  %109 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %108, !dbg !526
  store i64 %107, ptr %109, align 8, !dbg !527, !tbaa !158
  br label %118, !dbg !526

110:                                              ; preds = %23, %14
  %111 = sext i32 %20 to i64, !dbg !528
  %112 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %111, !dbg !528
  %113 = load i64, ptr %112, align 8, !dbg !528, !tbaa !158
  store i64 %113, ptr %1, align 8, !dbg !529, !tbaa !158
  br label %118, !dbg !530

114:                                              ; preds = %2
  %115 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !531
  %116 = load i8, ptr %115, align 8, !dbg !531, !tbaa !193
  %117 = icmp eq i8 %116, 45, !dbg !532
  br i1 %117, label %120, label %118, !dbg !533

118:                                              ; preds = %124, %143, %156, %27, %43, %56, %11, %106, %110, %202, %90, %192, %114, %2, %157, %159, %120
  %119 = phi i32 [ %121, %120 ], [ 0, %11 ], [ 0, %110 ], [ 0, %106 ], [ 0, %202 ], [ %91, %90 ], [ %193, %192 ], [ 1, %114 ], [ 1, %2 ], [ %28, %27 ], [ 3, %43 ], [ %36, %56 ], [ %125, %124 ], [ 3, %143 ], [ %136, %156 ], [ 2, %157 ], [ 2, %159 ]
  ret i32 %119, !dbg !534

120:                                              ; preds = %114
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !535
  %121 = tail call fastcc i32 @primary(ptr noundef nonnull %0, ptr noundef %1), !dbg !536
    #dbg_value(i32 %121, !422, !DIExpression(), !537)
  %122 = load i64, ptr %1, align 8, !dbg !538, !tbaa !158
  %123 = sub nsw i64 0, %122, !dbg !539
  store i64 %123, ptr %1, align 8, !dbg !540, !tbaa !158
  br label %118, !dbg !534

124:                                              ; preds = %2
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !541
    #dbg_assign(i1 undef, !160, !DIExpression(), !432, ptr %7, !DIExpression(), !542)
    #dbg_value(ptr %0, !168, !DIExpression(), !544)
    #dbg_value(ptr %1, !169, !DIExpression(), !544)
    #dbg_assign(i1 undef, !175, !DIExpression(), !429, ptr %4, !DIExpression(), !545)
    #dbg_value(ptr %0, !179, !DIExpression(), !547)
    #dbg_value(ptr %1, !180, !DIExpression(), !547)
  %125 = tail call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef %1), !dbg !548
    #dbg_value(i32 %125, !181, !DIExpression(), !547)
  %126 = icmp eq i32 %125, 0, !dbg !549
  br i1 %126, label %127, label %118, !dbg !550

127:                                              ; preds = %124
  %128 = getelementptr inbounds i8, ptr %0, i64 24
  %129 = load i32, ptr %9, align 8, !dbg !551, !tbaa !153
  %130 = icmp eq i32 %129, 2, !dbg !552
  br i1 %130, label %133, label %131, !dbg !553

131:                                              ; preds = %152, %133, %127
  %132 = phi i32 [ %129, %127 ], [ 2, %133 ], [ %154, %152 ]
  br label %157, !dbg !554

133:                                              ; preds = %127, %152
  %134 = load i8, ptr %128, align 8, !dbg !555, !tbaa !193
  switch i8 %134, label %131 [
    i8 42, label %135
    i8 47, label %135
    i8 37, label %135
  ], !dbg !556

135:                                              ; preds = %133, %133, %133
    #dbg_value(i8 %134, !182, !DIExpression(), !545)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12, !dbg !557
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !558
  %136 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %4), !dbg !559
    #dbg_value(i32 %136, !181, !DIExpression(), !547)
  %137 = icmp eq i32 %136, 0, !dbg !560
  br i1 %137, label %138, label %156, !dbg !561

138:                                              ; preds = %135
  %139 = icmp ne i8 %134, 42, !dbg !562
  %140 = load i64, ptr %4, align 8
  %141 = icmp eq i64 %140, 0
  %142 = select i1 %139, i1 %141, i1 false, !dbg !563
  br i1 %142, label %143, label %144, !dbg !563

143:                                              ; preds = %138
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !564
  br label %118

144:                                              ; preds = %138
  %145 = load i64, ptr %1, align 8, !dbg !565, !tbaa !158
  switch i8 %134, label %150 [
    i8 42, label %146
    i8 47, label %148
  ], !dbg !566

146:                                              ; preds = %144
  %147 = mul nsw i64 %145, %140, !dbg !567
  br label %152, !dbg !566

148:                                              ; preds = %144
  %149 = sdiv i64 %145, %140, !dbg !568
  br label %152, !dbg !569

150:                                              ; preds = %144
  %151 = srem i64 %145, %140, !dbg !570
  br label %152, !dbg !569

152:                                              ; preds = %150, %148, %146
  %153 = phi i64 [ %147, %146 ], [ %149, %148 ], [ %151, %150 ], !dbg !566
  store i64 %153, ptr %1, align 8, !dbg !571, !tbaa !158
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !564
    #dbg_value(i32 0, !181, !DIExpression(), !547)
  %154 = load i32, ptr %9, align 8, !dbg !551, !tbaa !153
  %155 = icmp eq i32 %154, 2, !dbg !552
  br i1 %155, label %133, label %131, !dbg !553

156:                                              ; preds = %135
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !564
    #dbg_value(i32 undef, !181, !DIExpression(), !547)
  br label %118, !dbg !572

157:                                              ; preds = %131, %194
  %158 = phi i32 [ %195, %194 ], [ %132, %131 ], !dbg !573
  switch i32 %158, label %118 [
    i32 2, label %159
    i32 4, label %202
  ], !dbg !554

159:                                              ; preds = %157
  %160 = load i8, ptr %128, align 8, !dbg !574, !tbaa !193
  switch i8 %160, label %118 [
    i8 43, label %161
    i8 45, label %161
  ], !dbg !575

161:                                              ; preds = %159, %159
    #dbg_value(i8 %160, !171, !DIExpression(), !542)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #12, !dbg !576
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !577
    #dbg_assign(i1 undef, !175, !DIExpression(), !428, ptr %3, !DIExpression(), !578)
    #dbg_value(ptr %0, !179, !DIExpression(), !580)
    #dbg_value(ptr %7, !180, !DIExpression(), !580)
  %162 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %7), !dbg !581
    #dbg_value(i32 %162, !181, !DIExpression(), !580)
  %163 = icmp eq i32 %162, 0, !dbg !582
  br i1 %163, label %164, label %192, !dbg !583

164:                                              ; preds = %161
  %165 = load i64, ptr %7, align 8, !tbaa !158
  %166 = load i32, ptr %9, align 8, !dbg !584, !tbaa !153
  %167 = icmp eq i32 %166, 2, !dbg !585
  br i1 %167, label %168, label %194, !dbg !586

168:                                              ; preds = %164, %187
  %169 = phi i64 [ %188, %187 ], [ %165, %164 ]
  %170 = load i8, ptr %128, align 8, !dbg !587, !tbaa !193
  switch i8 %170, label %194 [
    i8 42, label %171
    i8 47, label %171
    i8 37, label %171
  ], !dbg !588

171:                                              ; preds = %168, %168, %168
    #dbg_value(i8 %170, !182, !DIExpression(), !578)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !589
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !590
  %172 = call fastcc i32 @power(ptr noundef nonnull %0, ptr noundef nonnull %3), !dbg !591
    #dbg_value(i32 %172, !181, !DIExpression(), !580)
  %173 = icmp eq i32 %172, 0, !dbg !592
  br i1 %173, label %174, label %191, !dbg !593

174:                                              ; preds = %171
  %175 = icmp ne i8 %170, 42, !dbg !594
  %176 = load i64, ptr %3, align 8
  %177 = icmp eq i64 %176, 0
  %178 = select i1 %175, i1 %177, i1 false, !dbg !595
  br i1 %178, label %179, label %180, !dbg !595

179:                                              ; preds = %174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !596
  br label %192

180:                                              ; preds = %174
  switch i8 %170, label %185 [
    i8 42, label %181
    i8 47, label %183
  ], !dbg !597

181:                                              ; preds = %180
  %182 = mul nsw i64 %169, %176, !dbg !598
  br label %187, !dbg !597

183:                                              ; preds = %180
  %184 = sdiv i64 %169, %176, !dbg !599
  br label %187, !dbg !600

185:                                              ; preds = %180
  %186 = srem i64 %169, %176, !dbg !601
  br label %187, !dbg !600

187:                                              ; preds = %185, %183, %181
  %188 = phi i64 [ %182, %181 ], [ %184, %183 ], [ %186, %185 ], !dbg !597
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !596
    #dbg_value(i32 0, !181, !DIExpression(), !580)
  %189 = load i32, ptr %9, align 8, !dbg !584, !tbaa !153
  %190 = icmp eq i32 %189, 2, !dbg !585
  br i1 %190, label %168, label %194, !dbg !586

191:                                              ; preds = %171
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !596
    #dbg_value(i32 undef, !181, !DIExpression(), !580)
  br label %192, !dbg !602

192:                                              ; preds = %161, %191, %179
  %193 = phi i32 [ 3, %179 ], [ %172, %191 ], [ %162, %161 ]
    #dbg_value(i32 %193, !170, !DIExpression(), !544)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #12, !dbg !603
  br label %118

194:                                              ; preds = %187, %168, %164
  %195 = phi i32 [ %166, %164 ], [ 2, %168 ], [ %189, %187 ]
  %196 = phi i64 [ %165, %164 ], [ %169, %168 ], [ %188, %187 ]
    #dbg_value(i32 0, !170, !DIExpression(), !544)
  %197 = icmp eq i8 %160, 43, !dbg !604
  %198 = load i64, ptr %1, align 8, !dbg !605, !tbaa !158
  %199 = sub i64 0, %196, !dbg !606
  %200 = select i1 %197, i64 %196, i64 %199, !dbg !606
  %201 = add i64 %200, %198, !dbg !606
  store i64 %201, ptr %1, align 8, !dbg !607, !tbaa !158
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #12, !dbg !603
  br label %157, !dbg !608

202:                                              ; preds = %157
  tail call fastcc void @next(ptr noundef nonnull %0), !dbg !609
  br label %118, !dbg !610
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !611 dllimport i32 @tolower(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare !dbg !612 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare !dbg !632 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind memory(read, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!72}
!llvm.module.flags = !{!91, !92, !93, !94, !95, !96, !97}
!llvm.ident = !{!98}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/expr_parser.c", directory: ".")
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
!71 = distinct !DIGlobalVariable(name: "vars", scope: !72, file: !2, line: 10, type: !87, isLocal: true, isDefinition: true)
!72 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !73, retainedTypes: !84, globals: !86, splitDebugInlining: false, nameTableKind: None)
!73 = !{!74}
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
!84 = !{!85}
!85 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!86 = !{!0, !7, !12, !14, !19, !21, !23, !28, !33, !38, !43, !48, !50, !55, !60, !65, !70}
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 1664, elements: !89)
!88 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!89 = !{!90}
!90 = !DISubrange(count: 26)
!91 = !{i32 7, !"Dwarf Version", i32 4}
!92 = !{i32 2, !"Debug Info Version", i32 3}
!93 = !{i32 1, !"wchar_size", i32 2}
!94 = !{i32 8, !"PIC Level", i32 2}
!95 = !{i32 7, !"uwtable", i32 2}
!96 = !{i32 1, !"MaxTLSAlign", i32 65536}
!97 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!98 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!99 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 113, type: !100, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !72)
!100 = !DISubroutineType(types: !101)
!101 = !{!102}
!102 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!103 = !DILocation(line: 114, column: 5, scope: !99)
!104 = !DILocation(line: 115, column: 5, scope: !99)
!105 = !DILocation(line: 116, column: 5, scope: !99)
!106 = !DILocation(line: 117, column: 5, scope: !99)
!107 = !DILocation(line: 118, column: 5, scope: !99)
!108 = !DILocation(line: 119, column: 5, scope: !99)
!109 = !DILocation(line: 120, column: 5, scope: !99)
!110 = !DILocation(line: 121, column: 5, scope: !99)
!111 = !DILocation(line: 122, column: 5, scope: !99)
!112 = !DILocation(line: 123, column: 5, scope: !99)
!113 = !DILocation(line: 124, column: 5, scope: !99)
!114 = !DILocation(line: 125, column: 5, scope: !99)
!115 = !DILocation(line: 126, column: 5, scope: !99)
!116 = !DILocation(line: 127, column: 5, scope: !99)
!117 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 103, type: !118, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !122)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !120}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!122 = !{!123, !124, !132, !133}
!123 = !DILocalVariable(name: "src", arg: 1, scope: !117, file: !2, line: 103, type: !120)
!124 = !DILocalVariable(name: "lx", scope: !117, file: !2, line: 104, type: !125)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Lexer", file: !2, line: 8, size: 384, elements: !126)
!126 = !{!127, !128, !129, !130, !131}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !125, file: !2, line: 8, baseType: !120, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "tok", scope: !125, file: !2, line: 8, baseType: !74, size: 32, offset: 64)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !125, file: !2, line: 8, baseType: !88, size: 64, offset: 128)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !125, file: !2, line: 8, baseType: !4, size: 8, offset: 192)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "ident", scope: !125, file: !2, line: 8, baseType: !16, size: 128, offset: 200)
!132 = !DILocalVariable(name: "v", scope: !117, file: !2, line: 106, type: !88)
!133 = !DILocalVariable(name: "e", scope: !117, file: !2, line: 107, type: !102)
!134 = distinct !DIAssignID()
!135 = distinct !DIAssignID()
!136 = distinct !DIAssignID()
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 0, scope: !117)
!139 = distinct !DIAssignID()
!140 = !DILocation(line: 104, column: 5, scope: !117)
!141 = !DILocation(line: 104, column: 18, scope: !117)
!142 = distinct !DIAssignID()
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 104, column: 23, scope: !117)
!145 = !{!146, !147, i64 0}
!146 = !{!"Lexer", !147, i64 0, !150, i64 8, !151, i64 16, !148, i64 24, !148, i64 25}
!147 = !{!"any pointer", !148, i64 0}
!148 = !{!"omnipotent char", !149, i64 0}
!149 = !{!"Simple C/C++ TBAA"}
!150 = !{!"int", !148, i64 0}
!151 = !{!"long long", !148, i64 0}
!152 = distinct !DIAssignID()
!153 = !{!146, !150, i64 8}
!154 = distinct !DIAssignID()
!155 = !DILocation(line: 105, column: 5, scope: !117)
!156 = !DILocation(line: 106, column: 5, scope: !117)
!157 = !DILocation(line: 106, column: 15, scope: !117)
!158 = !{!151, !151, i64 0}
!159 = distinct !DIAssignID()
!160 = !DILocalVariable(name: "rhs", scope: !161, file: !2, line: 95, type: !88)
!161 = distinct !DILexicalBlock(scope: !162, file: !2, line: 93, column: 71)
!162 = distinct !DISubprogram(name: "expr", scope: !2, file: !2, line: 91, type: !163, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !167)
!163 = !DISubroutineType(types: !164)
!164 = !{!102, !165, !166}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!167 = !{!168, !169, !170, !171, !160}
!168 = !DILocalVariable(name: "lx", arg: 1, scope: !162, file: !2, line: 91, type: !165)
!169 = !DILocalVariable(name: "out", arg: 2, scope: !162, file: !2, line: 91, type: !166)
!170 = !DILocalVariable(name: "e", scope: !162, file: !2, line: 92, type: !102)
!171 = !DILocalVariable(name: "op", scope: !161, file: !2, line: 94, type: !4)
!172 = !DILocation(line: 0, scope: !161, inlinedAt: !173)
!173 = distinct !DILocation(line: 107, column: 13, scope: !117)
!174 = !DILocation(line: 0, scope: !162, inlinedAt: !173)
!175 = !DILocalVariable(name: "rhs", scope: !176, file: !2, line: 82, type: !88)
!176 = distinct !DILexicalBlock(scope: !177, file: !2, line: 80, column: 88)
!177 = distinct !DISubprogram(name: "term", scope: !2, file: !2, line: 78, type: !163, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !178)
!178 = !{!179, !180, !181, !182, !175}
!179 = !DILocalVariable(name: "lx", arg: 1, scope: !177, file: !2, line: 78, type: !165)
!180 = !DILocalVariable(name: "out", arg: 2, scope: !177, file: !2, line: 78, type: !166)
!181 = !DILocalVariable(name: "e", scope: !177, file: !2, line: 79, type: !102)
!182 = !DILocalVariable(name: "op", scope: !176, file: !2, line: 81, type: !4)
!183 = !DILocation(line: 0, scope: !176, inlinedAt: !184)
!184 = distinct !DILocation(line: 92, column: 13, scope: !162, inlinedAt: !173)
!185 = !DILocation(line: 0, scope: !177, inlinedAt: !184)
!186 = !DILocation(line: 79, column: 13, scope: !177, inlinedAt: !184)
!187 = !DILocation(line: 80, column: 13, scope: !177, inlinedAt: !184)
!188 = !DILocation(line: 80, column: 15, scope: !177, inlinedAt: !184)
!189 = !DILocation(line: 80, column: 22, scope: !177, inlinedAt: !184)
!190 = !DILocation(line: 80, column: 26, scope: !177, inlinedAt: !184)
!191 = !DILocation(line: 80, column: 34, scope: !177, inlinedAt: !184)
!192 = !DILocation(line: 80, column: 42, scope: !177, inlinedAt: !184)
!193 = !{!146, !148, i64 24}
!194 = !DILocation(line: 80, column: 52, scope: !177, inlinedAt: !184)
!195 = !DILocation(line: 82, column: 9, scope: !176, inlinedAt: !184)
!196 = !DILocation(line: 83, column: 9, scope: !176, inlinedAt: !184)
!197 = !DILocation(line: 84, column: 18, scope: !198, inlinedAt: !184)
!198 = distinct !DILexicalBlock(scope: !176, file: !2, line: 84, column: 13)
!199 = !DILocation(line: 84, column: 16, scope: !198, inlinedAt: !184)
!200 = !DILocation(line: 84, column: 13, scope: !176, inlinedAt: !184)
!201 = !DILocation(line: 85, column: 16, scope: !202, inlinedAt: !184)
!202 = distinct !DILexicalBlock(scope: !176, file: !2, line: 85, column: 13)
!203 = !DILocation(line: 85, column: 23, scope: !202, inlinedAt: !184)
!204 = !DILocation(line: 86, scope: !176, inlinedAt: !184)
!205 = distinct !DIAssignID()
!206 = !DILocation(line: 87, column: 5, scope: !177, inlinedAt: !184)
!207 = !DILocation(line: 86, column: 16, scope: !176, inlinedAt: !184)
!208 = !DILocation(line: 86, column: 33, scope: !176, inlinedAt: !184)
!209 = !DILocation(line: 86, column: 58, scope: !176, inlinedAt: !184)
!210 = !DILocation(line: 86, column: 41, scope: !176, inlinedAt: !184)
!211 = !DILocation(line: 86, column: 71, scope: !176, inlinedAt: !184)
!212 = !DILocation(line: 88, column: 5, scope: !177, inlinedAt: !184)
!213 = !DILocation(line: 98, column: 19, scope: !161, inlinedAt: !173)
!214 = !DILocation(line: 98, column: 16, scope: !161, inlinedAt: !173)
!215 = distinct !DIAssignID()
!216 = !DILocation(line: 99, column: 5, scope: !162, inlinedAt: !173)
!217 = !DILocation(line: 93, column: 42, scope: !162, inlinedAt: !173)
!218 = !DILocation(line: 93, column: 52, scope: !162, inlinedAt: !173)
!219 = !DILocation(line: 95, column: 9, scope: !161, inlinedAt: !173)
!220 = !DILocation(line: 96, column: 9, scope: !161, inlinedAt: !173)
!221 = !DILocation(line: 0, scope: !176, inlinedAt: !222)
!222 = distinct !DILocation(line: 97, column: 18, scope: !223, inlinedAt: !173)
!223 = distinct !DILexicalBlock(scope: !161, file: !2, line: 97, column: 13)
!224 = !DILocation(line: 0, scope: !177, inlinedAt: !222)
!225 = !DILocation(line: 79, column: 13, scope: !177, inlinedAt: !222)
!226 = !DILocation(line: 80, column: 13, scope: !177, inlinedAt: !222)
!227 = !DILocation(line: 80, column: 15, scope: !177, inlinedAt: !222)
!228 = !DILocation(line: 80, column: 22, scope: !177, inlinedAt: !222)
!229 = !DILocation(line: 80, column: 26, scope: !177, inlinedAt: !222)
!230 = !DILocation(line: 80, column: 34, scope: !177, inlinedAt: !222)
!231 = !DILocation(line: 80, column: 42, scope: !177, inlinedAt: !222)
!232 = !DILocation(line: 80, column: 52, scope: !177, inlinedAt: !222)
!233 = !DILocation(line: 82, column: 9, scope: !176, inlinedAt: !222)
!234 = !DILocation(line: 83, column: 9, scope: !176, inlinedAt: !222)
!235 = !DILocation(line: 84, column: 18, scope: !198, inlinedAt: !222)
!236 = !DILocation(line: 84, column: 16, scope: !198, inlinedAt: !222)
!237 = !DILocation(line: 84, column: 13, scope: !176, inlinedAt: !222)
!238 = !DILocation(line: 85, column: 16, scope: !202, inlinedAt: !222)
!239 = !DILocation(line: 85, column: 23, scope: !202, inlinedAt: !222)
!240 = !DILocation(line: 98, scope: !161, inlinedAt: !173)
!241 = !DILocation(line: 87, column: 5, scope: !177, inlinedAt: !222)
!242 = !DILocation(line: 86, column: 16, scope: !176, inlinedAt: !222)
!243 = !DILocation(line: 86, column: 33, scope: !176, inlinedAt: !222)
!244 = !DILocation(line: 86, column: 58, scope: !176, inlinedAt: !222)
!245 = !DILocation(line: 86, column: 41, scope: !176, inlinedAt: !222)
!246 = !DILocation(line: 86, column: 71, scope: !176, inlinedAt: !222)
!247 = distinct !DIAssignID()
!248 = !DILocation(line: 88, column: 5, scope: !177, inlinedAt: !222)
!249 = !DILocation(line: 93, column: 34, scope: !162, inlinedAt: !173)
!250 = !DILocation(line: 108, column: 10, scope: !251)
!251 = distinct !DILexicalBlock(scope: !117, file: !2, line: 108, column: 9)
!252 = !DILocation(line: 108, column: 12, scope: !251)
!253 = !DILocation(line: 109, column: 9, scope: !254)
!254 = distinct !DILexicalBlock(scope: !117, file: !2, line: 109, column: 9)
!255 = !DILocation(line: 109, column: 9, scope: !117)
!256 = !DILocation(line: 109, column: 12, scope: !254)
!257 = !DILocation(line: 110, column: 41, scope: !254)
!258 = !DILocation(line: 110, column: 10, scope: !254)
!259 = !DILocation(line: 111, column: 1, scope: !117)
!260 = distinct !DISubprogram(name: "next", scope: !2, file: !2, line: 12, type: !261, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !263)
!261 = !DISubroutineType(types: !262)
!262 = !{null, !165}
!263 = !{!264, !265, !266}
!264 = !DILocalVariable(name: "lx", arg: 1, scope: !260, file: !2, line: 12, type: !165)
!265 = !DILocalVariable(name: "c", scope: !260, file: !2, line: 14, type: !4)
!266 = !DILocalVariable(name: "n", scope: !267, file: !2, line: 23, type: !102)
!267 = distinct !DILexicalBlock(scope: !268, file: !2, line: 22, column: 36)
!268 = distinct !DILexicalBlock(scope: !260, file: !2, line: 22, column: 9)
!269 = !DILocation(line: 0, scope: !260)
!270 = !DILocation(line: 13, column: 5, scope: !260)
!271 = !DILocation(line: 13, column: 12, scope: !260)
!272 = !{!148, !148, i64 0}
!273 = !DILocation(line: 13, column: 32, scope: !260)
!274 = distinct !{!274, !270, !273, !275}
!275 = !{!"llvm.loop.mustprogress"}
!276 = !DILocation(line: 15, column: 23, scope: !277)
!277 = distinct !DILexicalBlock(scope: !278, file: !2, line: 15, column: 17)
!278 = distinct !DILexicalBlock(scope: !260, file: !2, line: 15, column: 9)
!279 = !DILocation(line: 15, column: 27, scope: !277)
!280 = !DILocation(line: 15, column: 36, scope: !277)
!281 = !DILocation(line: 16, column: 17, scope: !282)
!282 = distinct !DILexicalBlock(scope: !260, file: !2, line: 16, column: 9)
!283 = !DILocation(line: 16, column: 9, scope: !282)
!284 = !DILocation(line: 16, column: 9, scope: !260)
!285 = !DILocation(line: 17, column: 13, scope: !286)
!286 = distinct !DILexicalBlock(scope: !282, file: !2, line: 16, column: 36)
!287 = !DILocation(line: 0, scope: !286)
!288 = !{!146, !151, i64 16}
!289 = !DILocation(line: 18, column: 39, scope: !286)
!290 = !DILocation(line: 18, column: 24, scope: !286)
!291 = !DILocation(line: 18, column: 16, scope: !286)
!292 = !DILocation(line: 18, column: 9, scope: !286)
!293 = !DILocation(line: 18, column: 66, scope: !286)
!294 = !DILocation(line: 18, column: 80, scope: !286)
!295 = !DILocation(line: 18, column: 74, scope: !286)
!296 = !DILocation(line: 18, column: 83, scope: !286)
!297 = !DILocation(line: 18, column: 71, scope: !286)
!298 = distinct !{!298, !292, !299, !275}
!299 = !DILocation(line: 18, column: 88, scope: !286)
!300 = !DILocation(line: 19, column: 13, scope: !286)
!301 = !DILocation(line: 19, column: 17, scope: !286)
!302 = !DILocation(line: 20, column: 9, scope: !286)
!303 = !DILocation(line: 22, column: 9, scope: !268)
!304 = !DILocation(line: 22, column: 9, scope: !260)
!305 = !DILocation(line: 0, scope: !267)
!306 = !DILocation(line: 24, column: 16, scope: !267)
!307 = !DILocation(line: 24, column: 9, scope: !267)
!308 = !DILocation(line: 24, column: 81, scope: !267)
!309 = !DILocation(line: 24, column: 75, scope: !267)
!310 = !DILocation(line: 24, column: 69, scope: !267)
!311 = !DILocation(line: 24, column: 58, scope: !267)
!312 = !DILocation(line: 24, column: 73, scope: !267)
!313 = !DILocation(line: 24, column: 39, scope: !267)
!314 = !DILocation(line: 24, column: 24, scope: !267)
!315 = !DILocation(line: 24, column: 47, scope: !267)
!316 = distinct !{!316, !307, !308, !275}
!317 = !DILocation(line: 25, column: 13, scope: !267)
!318 = !DILocation(line: 25, column: 9, scope: !267)
!319 = !DILocation(line: 25, column: 22, scope: !267)
!320 = !DILocation(line: 26, column: 13, scope: !267)
!321 = !DILocation(line: 26, column: 17, scope: !267)
!322 = !DILocation(line: 29, column: 10, scope: !260)
!323 = !DILocation(line: 30, column: 9, scope: !260)
!324 = !DILocation(line: 30, column: 25, scope: !325)
!325 = distinct !DILexicalBlock(scope: !326, file: !2, line: 30, column: 19)
!326 = distinct !DILexicalBlock(scope: !260, file: !2, line: 30, column: 9)
!327 = !DILocation(line: 30, column: 29, scope: !325)
!328 = !DILocation(line: 30, column: 37, scope: !325)
!329 = !DILocation(line: 31, column: 25, scope: !330)
!330 = distinct !DILexicalBlock(scope: !331, file: !2, line: 31, column: 19)
!331 = distinct !DILexicalBlock(scope: !260, file: !2, line: 31, column: 9)
!332 = !DILocation(line: 31, column: 29, scope: !330)
!333 = !DILocation(line: 31, column: 37, scope: !330)
!334 = !DILocation(line: 32, column: 9, scope: !335)
!335 = distinct !DILexicalBlock(scope: !260, file: !2, line: 32, column: 9)
!336 = !DILocation(line: 32, column: 9, scope: !260)
!337 = !DILocation(line: 32, column: 41, scope: !338)
!338 = distinct !DILexicalBlock(scope: !335, file: !2, line: 32, column: 31)
!339 = !DILocation(line: 32, column: 53, scope: !338)
!340 = !DILocation(line: 32, column: 56, scope: !338)
!341 = !DILocation(line: 32, column: 61, scope: !338)
!342 = !DILocation(line: 33, column: 13, scope: !260)
!343 = !DILocation(line: 34, column: 1, scope: !260)
!344 = distinct !DISubprogram(name: "printf", scope: !345, file: !345, line: 368, type: !346, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !348)
!345 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!346 = !DISubroutineType(cc: DW_CC_nocall, types: !347)
!347 = !{!102, !120, null}
!348 = !{!349, !350, !351}
!349 = !DILocalVariable(name: "__format", arg: 1, scope: !344, file: !345, line: 368, type: !120)
!350 = !DILocalVariable(name: "__retval", scope: !344, file: !345, line: 370, type: !102)
!351 = !DILocalVariable(name: "__local_argv", scope: !344, file: !345, line: 371, type: !352)
!352 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !353)
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!354 = distinct !DIAssignID()
!355 = !DILocation(line: 0, scope: !344)
!356 = !DILocation(line: 371, column: 3, scope: !344)
!357 = !DILocation(line: 371, column: 35, scope: !344)
!358 = !DILocation(line: 372, column: 32, scope: !344)
!359 = !DILocation(line: 372, column: 50, scope: !344)
!360 = !{!147, !147, i64 0}
!361 = !DILocation(line: 372, column: 14, scope: !344)
!362 = !DILocation(line: 373, column: 3, scope: !344)
!363 = !DILocation(line: 375, column: 1, scope: !344)
!364 = !DILocation(line: 374, column: 3, scope: !344)
!365 = !DISubprogram(name: "isalpha", scope: !366, file: !366, line: 110, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!366 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/ctype.h", directory: "")
!367 = !DISubroutineType(types: !368)
!368 = !{!102, !102}
!369 = !DISubprogram(name: "isalnum", scope: !366, file: !366, line: 124, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = distinct !DISubprogram(name: "power", scope: !2, file: !2, line: 64, type: !163, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !371)
!371 = !{!372, !373, !374, !375, !378, !379}
!372 = !DILocalVariable(name: "lx", arg: 1, scope: !370, file: !2, line: 64, type: !165)
!373 = !DILocalVariable(name: "out", arg: 2, scope: !370, file: !2, line: 64, type: !166)
!374 = !DILocalVariable(name: "e", scope: !370, file: !2, line: 65, type: !102)
!375 = !DILocalVariable(name: "rhs", scope: !376, file: !2, line: 69, type: !88)
!376 = distinct !DILexicalBlock(scope: !377, file: !2, line: 67, column: 43)
!377 = distinct !DILexicalBlock(scope: !370, file: !2, line: 67, column: 9)
!378 = !DILocalVariable(name: "r", scope: !376, file: !2, line: 71, type: !88)
!379 = !DILocalVariable(name: "i", scope: !380, file: !2, line: 72, type: !88)
!380 = distinct !DILexicalBlock(scope: !376, file: !2, line: 72, column: 9)
!381 = distinct !DIAssignID()
!382 = !DILocation(line: 0, scope: !376)
!383 = !DILocation(line: 0, scope: !370)
!384 = !DILocation(line: 65, column: 13, scope: !370)
!385 = !DILocation(line: 66, column: 9, scope: !386)
!386 = distinct !DILexicalBlock(scope: !370, file: !2, line: 66, column: 9)
!387 = !DILocation(line: 66, column: 9, scope: !370)
!388 = !DILocation(line: 67, column: 13, scope: !377)
!389 = !DILocation(line: 67, column: 17, scope: !377)
!390 = !DILocation(line: 67, column: 25, scope: !377)
!391 = !DILocation(line: 67, column: 32, scope: !377)
!392 = !DILocation(line: 67, column: 35, scope: !377)
!393 = !DILocation(line: 67, column: 9, scope: !370)
!394 = !DILocation(line: 68, column: 9, scope: !376)
!395 = !DILocation(line: 69, column: 9, scope: !376)
!396 = !DILocation(line: 70, column: 18, scope: !397)
!397 = distinct !DILexicalBlock(scope: !376, file: !2, line: 70, column: 13)
!398 = !DILocation(line: 70, column: 16, scope: !397)
!399 = !DILocation(line: 70, column: 13, scope: !376)
!400 = !DILocation(line: 0, scope: !380)
!401 = !DILocation(line: 72, column: 33, scope: !402)
!402 = distinct !DILexicalBlock(scope: !380, file: !2, line: 72, column: 9)
!403 = !DILocation(line: 72, column: 9, scope: !380)
!404 = !DILocation(line: 72, column: 57, scope: !402)
!405 = distinct !{!405, !406}
!406 = !{!"llvm.loop.unroll.disable"}
!407 = !DILocation(line: 73, column: 14, scope: !376)
!408 = !DILocation(line: 74, column: 5, scope: !377)
!409 = distinct !{!409, !403, !410, !275}
!410 = !DILocation(line: 72, column: 61, scope: !380)
!411 = !DILocation(line: 76, column: 1, scope: !370)
!412 = distinct !DISubprogram(name: "primary", scope: !2, file: !2, line: 38, type: !163, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !413)
!413 = !{!414, !415, !416, !419, !422, !425}
!414 = !DILocalVariable(name: "lx", arg: 1, scope: !412, file: !2, line: 38, type: !165)
!415 = !DILocalVariable(name: "out", arg: 2, scope: !412, file: !2, line: 38, type: !166)
!416 = !DILocalVariable(name: "idx", scope: !417, file: !2, line: 41, type: !102)
!417 = distinct !DILexicalBlock(scope: !418, file: !2, line: 40, column: 29)
!418 = distinct !DILexicalBlock(scope: !412, file: !2, line: 40, column: 9)
!419 = !DILocalVariable(name: "e", scope: !420, file: !2, line: 45, type: !102)
!420 = distinct !DILexicalBlock(scope: !421, file: !2, line: 43, column: 47)
!421 = distinct !DILexicalBlock(scope: !417, file: !2, line: 43, column: 13)
!422 = !DILocalVariable(name: "e", scope: !423, file: !2, line: 52, type: !102)
!423 = distinct !DILexicalBlock(scope: !424, file: !2, line: 52, column: 43)
!424 = distinct !DILexicalBlock(scope: !412, file: !2, line: 52, column: 9)
!425 = !DILocalVariable(name: "e", scope: !426, file: !2, line: 55, type: !102)
!426 = distinct !DILexicalBlock(scope: !427, file: !2, line: 53, column: 26)
!427 = distinct !DILexicalBlock(scope: !412, file: !2, line: 53, column: 9)
!428 = distinct !DIAssignID()
!429 = distinct !DIAssignID()
!430 = distinct !DIAssignID()
!431 = distinct !DIAssignID()
!432 = distinct !DIAssignID()
!433 = distinct !DIAssignID()
!434 = !DILocation(line: 0, scope: !412)
!435 = !DILocation(line: 39, column: 13, scope: !436)
!436 = distinct !DILexicalBlock(scope: !412, file: !2, line: 39, column: 9)
!437 = !DILocation(line: 39, column: 9, scope: !412)
!438 = !DILocation(line: 39, column: 40, scope: !439)
!439 = distinct !DILexicalBlock(scope: !436, file: !2, line: 39, column: 27)
!440 = !DILocation(line: 39, column: 34, scope: !439)
!441 = !DILocation(line: 39, column: 45, scope: !439)
!442 = !DILocation(line: 39, column: 55, scope: !439)
!443 = !DILocation(line: 41, column: 47, scope: !417)
!444 = !DILocation(line: 41, column: 43, scope: !417)
!445 = !DILocation(line: 41, column: 28, scope: !417)
!446 = !DILocation(line: 41, column: 20, scope: !417)
!447 = !DILocation(line: 41, column: 57, scope: !417)
!448 = !DILocation(line: 41, column: 64, scope: !417)
!449 = !DILocation(line: 0, scope: !417)
!450 = !DILocation(line: 42, column: 9, scope: !417)
!451 = !DILocation(line: 43, column: 17, scope: !421)
!452 = !DILocation(line: 43, column: 21, scope: !421)
!453 = !DILocation(line: 43, column: 29, scope: !421)
!454 = !DILocation(line: 43, column: 36, scope: !421)
!455 = !DILocation(line: 43, column: 39, scope: !421)
!456 = !DILocation(line: 43, column: 13, scope: !417)
!457 = !DILocation(line: 44, column: 13, scope: !420)
!458 = !DILocation(line: 0, scope: !161, inlinedAt: !459)
!459 = distinct !DILocation(line: 45, column: 21, scope: !420)
!460 = !DILocation(line: 0, scope: !162, inlinedAt: !459)
!461 = !DILocation(line: 0, scope: !176, inlinedAt: !462)
!462 = distinct !DILocation(line: 92, column: 13, scope: !162, inlinedAt: !459)
!463 = !DILocation(line: 0, scope: !177, inlinedAt: !462)
!464 = !DILocation(line: 79, column: 13, scope: !177, inlinedAt: !462)
!465 = !DILocation(line: 80, column: 13, scope: !177, inlinedAt: !462)
!466 = !DILocation(line: 80, column: 15, scope: !177, inlinedAt: !462)
!467 = !DILocation(line: 80, column: 22, scope: !177, inlinedAt: !462)
!468 = !DILocation(line: 80, column: 26, scope: !177, inlinedAt: !462)
!469 = !DILocation(line: 80, column: 34, scope: !177, inlinedAt: !462)
!470 = !DILocation(line: 80, column: 42, scope: !177, inlinedAt: !462)
!471 = !DILocation(line: 80, column: 52, scope: !177, inlinedAt: !462)
!472 = !DILocation(line: 82, column: 9, scope: !176, inlinedAt: !462)
!473 = !DILocation(line: 83, column: 9, scope: !176, inlinedAt: !462)
!474 = !DILocation(line: 84, column: 18, scope: !198, inlinedAt: !462)
!475 = !DILocation(line: 84, column: 16, scope: !198, inlinedAt: !462)
!476 = !DILocation(line: 84, column: 13, scope: !176, inlinedAt: !462)
!477 = !DILocation(line: 85, column: 16, scope: !202, inlinedAt: !462)
!478 = !DILocation(line: 85, column: 23, scope: !202, inlinedAt: !462)
!479 = !DILocation(line: 87, column: 5, scope: !177, inlinedAt: !462)
!480 = !DILocation(line: 86, scope: !176, inlinedAt: !462)
!481 = !DILocation(line: 86, column: 16, scope: !176, inlinedAt: !462)
!482 = !DILocation(line: 86, column: 33, scope: !176, inlinedAt: !462)
!483 = !DILocation(line: 86, column: 58, scope: !176, inlinedAt: !462)
!484 = !DILocation(line: 86, column: 41, scope: !176, inlinedAt: !462)
!485 = !DILocation(line: 86, column: 71, scope: !176, inlinedAt: !462)
!486 = !DILocation(line: 86, column: 14, scope: !176, inlinedAt: !462)
!487 = !DILocation(line: 88, column: 5, scope: !177, inlinedAt: !462)
!488 = !DILocation(line: 93, column: 42, scope: !162, inlinedAt: !459)
!489 = !DILocation(line: 93, column: 52, scope: !162, inlinedAt: !459)
!490 = !DILocation(line: 95, column: 9, scope: !161, inlinedAt: !459)
!491 = !DILocation(line: 96, column: 9, scope: !161, inlinedAt: !459)
!492 = !DILocation(line: 0, scope: !176, inlinedAt: !493)
!493 = distinct !DILocation(line: 97, column: 18, scope: !223, inlinedAt: !459)
!494 = !DILocation(line: 0, scope: !177, inlinedAt: !493)
!495 = !DILocation(line: 79, column: 13, scope: !177, inlinedAt: !493)
!496 = !DILocation(line: 80, column: 13, scope: !177, inlinedAt: !493)
!497 = !DILocation(line: 80, column: 15, scope: !177, inlinedAt: !493)
!498 = !DILocation(line: 80, column: 22, scope: !177, inlinedAt: !493)
!499 = !DILocation(line: 80, column: 26, scope: !177, inlinedAt: !493)
!500 = !DILocation(line: 80, column: 34, scope: !177, inlinedAt: !493)
!501 = !DILocation(line: 80, column: 42, scope: !177, inlinedAt: !493)
!502 = !DILocation(line: 80, column: 52, scope: !177, inlinedAt: !493)
!503 = !DILocation(line: 82, column: 9, scope: !176, inlinedAt: !493)
!504 = !DILocation(line: 83, column: 9, scope: !176, inlinedAt: !493)
!505 = !DILocation(line: 84, column: 18, scope: !198, inlinedAt: !493)
!506 = !DILocation(line: 84, column: 16, scope: !198, inlinedAt: !493)
!507 = !DILocation(line: 84, column: 13, scope: !176, inlinedAt: !493)
!508 = !DILocation(line: 85, column: 16, scope: !202, inlinedAt: !493)
!509 = !DILocation(line: 85, column: 23, scope: !202, inlinedAt: !493)
!510 = !DILocation(line: 87, column: 5, scope: !177, inlinedAt: !493)
!511 = !DILocation(line: 86, column: 16, scope: !176, inlinedAt: !493)
!512 = !DILocation(line: 86, column: 33, scope: !176, inlinedAt: !493)
!513 = !DILocation(line: 86, column: 58, scope: !176, inlinedAt: !493)
!514 = !DILocation(line: 86, column: 41, scope: !176, inlinedAt: !493)
!515 = !DILocation(line: 86, column: 71, scope: !176, inlinedAt: !493)
!516 = !DILocation(line: 88, column: 5, scope: !177, inlinedAt: !493)
!517 = !DILocation(line: 99, column: 5, scope: !162, inlinedAt: !459)
!518 = !DILocation(line: 98, column: 19, scope: !161, inlinedAt: !459)
!519 = !DILocation(line: 98, scope: !161, inlinedAt: !459)
!520 = !DILocation(line: 98, column: 16, scope: !161, inlinedAt: !459)
!521 = !DILocation(line: 98, column: 14, scope: !161, inlinedAt: !459)
!522 = !DILocation(line: 93, column: 34, scope: !162, inlinedAt: !459)
!523 = !DILocation(line: 0, scope: !420)
!524 = !DILocation(line: 46, column: 33, scope: !525)
!525 = distinct !DILexicalBlock(scope: !420, file: !2, line: 46, column: 17)
!526 = !DILocation(line: 46, column: 21, scope: !525)
!527 = !DILocation(line: 46, column: 31, scope: !525)
!528 = !DILocation(line: 49, column: 16, scope: !417)
!529 = !DILocation(line: 49, column: 14, scope: !417)
!530 = !DILocation(line: 50, column: 9, scope: !417)
!531 = !DILocation(line: 52, column: 32, scope: !424)
!532 = !DILocation(line: 52, column: 35, scope: !424)
!533 = !DILocation(line: 52, column: 9, scope: !412)
!534 = !DILocation(line: 62, column: 1, scope: !412)
!535 = !DILocation(line: 52, column: 45, scope: !423)
!536 = !DILocation(line: 52, column: 63, scope: !423)
!537 = !DILocation(line: 0, scope: !423)
!538 = !DILocation(line: 52, column: 89, scope: !423)
!539 = !DILocation(line: 52, column: 88, scope: !423)
!540 = !DILocation(line: 52, column: 86, scope: !423)
!541 = !DILocation(line: 54, column: 9, scope: !426)
!542 = !DILocation(line: 0, scope: !161, inlinedAt: !543)
!543 = distinct !DILocation(line: 55, column: 17, scope: !426)
!544 = !DILocation(line: 0, scope: !162, inlinedAt: !543)
!545 = !DILocation(line: 0, scope: !176, inlinedAt: !546)
!546 = distinct !DILocation(line: 92, column: 13, scope: !162, inlinedAt: !543)
!547 = !DILocation(line: 0, scope: !177, inlinedAt: !546)
!548 = !DILocation(line: 79, column: 13, scope: !177, inlinedAt: !546)
!549 = !DILocation(line: 80, column: 13, scope: !177, inlinedAt: !546)
!550 = !DILocation(line: 80, column: 15, scope: !177, inlinedAt: !546)
!551 = !DILocation(line: 80, column: 22, scope: !177, inlinedAt: !546)
!552 = !DILocation(line: 80, column: 26, scope: !177, inlinedAt: !546)
!553 = !DILocation(line: 80, column: 34, scope: !177, inlinedAt: !546)
!554 = !DILocation(line: 93, column: 34, scope: !162, inlinedAt: !543)
!555 = !DILocation(line: 80, column: 42, scope: !177, inlinedAt: !546)
!556 = !DILocation(line: 80, column: 52, scope: !177, inlinedAt: !546)
!557 = !DILocation(line: 82, column: 9, scope: !176, inlinedAt: !546)
!558 = !DILocation(line: 83, column: 9, scope: !176, inlinedAt: !546)
!559 = !DILocation(line: 84, column: 18, scope: !198, inlinedAt: !546)
!560 = !DILocation(line: 84, column: 16, scope: !198, inlinedAt: !546)
!561 = !DILocation(line: 84, column: 13, scope: !176, inlinedAt: !546)
!562 = !DILocation(line: 85, column: 16, scope: !202, inlinedAt: !546)
!563 = !DILocation(line: 85, column: 23, scope: !202, inlinedAt: !546)
!564 = !DILocation(line: 87, column: 5, scope: !177, inlinedAt: !546)
!565 = !DILocation(line: 86, scope: !176, inlinedAt: !546)
!566 = !DILocation(line: 86, column: 16, scope: !176, inlinedAt: !546)
!567 = !DILocation(line: 86, column: 33, scope: !176, inlinedAt: !546)
!568 = !DILocation(line: 86, column: 58, scope: !176, inlinedAt: !546)
!569 = !DILocation(line: 86, column: 41, scope: !176, inlinedAt: !546)
!570 = !DILocation(line: 86, column: 71, scope: !176, inlinedAt: !546)
!571 = !DILocation(line: 86, column: 14, scope: !176, inlinedAt: !546)
!572 = !DILocation(line: 88, column: 5, scope: !177, inlinedAt: !546)
!573 = !DILocation(line: 93, column: 22, scope: !162, inlinedAt: !543)
!574 = !DILocation(line: 93, column: 42, scope: !162, inlinedAt: !543)
!575 = !DILocation(line: 93, column: 52, scope: !162, inlinedAt: !543)
!576 = !DILocation(line: 95, column: 9, scope: !161, inlinedAt: !543)
!577 = !DILocation(line: 96, column: 9, scope: !161, inlinedAt: !543)
!578 = !DILocation(line: 0, scope: !176, inlinedAt: !579)
!579 = distinct !DILocation(line: 97, column: 18, scope: !223, inlinedAt: !543)
!580 = !DILocation(line: 0, scope: !177, inlinedAt: !579)
!581 = !DILocation(line: 79, column: 13, scope: !177, inlinedAt: !579)
!582 = !DILocation(line: 80, column: 13, scope: !177, inlinedAt: !579)
!583 = !DILocation(line: 80, column: 15, scope: !177, inlinedAt: !579)
!584 = !DILocation(line: 80, column: 22, scope: !177, inlinedAt: !579)
!585 = !DILocation(line: 80, column: 26, scope: !177, inlinedAt: !579)
!586 = !DILocation(line: 80, column: 34, scope: !177, inlinedAt: !579)
!587 = !DILocation(line: 80, column: 42, scope: !177, inlinedAt: !579)
!588 = !DILocation(line: 80, column: 52, scope: !177, inlinedAt: !579)
!589 = !DILocation(line: 82, column: 9, scope: !176, inlinedAt: !579)
!590 = !DILocation(line: 83, column: 9, scope: !176, inlinedAt: !579)
!591 = !DILocation(line: 84, column: 18, scope: !198, inlinedAt: !579)
!592 = !DILocation(line: 84, column: 16, scope: !198, inlinedAt: !579)
!593 = !DILocation(line: 84, column: 13, scope: !176, inlinedAt: !579)
!594 = !DILocation(line: 85, column: 16, scope: !202, inlinedAt: !579)
!595 = !DILocation(line: 85, column: 23, scope: !202, inlinedAt: !579)
!596 = !DILocation(line: 87, column: 5, scope: !177, inlinedAt: !579)
!597 = !DILocation(line: 86, column: 16, scope: !176, inlinedAt: !579)
!598 = !DILocation(line: 86, column: 33, scope: !176, inlinedAt: !579)
!599 = !DILocation(line: 86, column: 58, scope: !176, inlinedAt: !579)
!600 = !DILocation(line: 86, column: 41, scope: !176, inlinedAt: !579)
!601 = !DILocation(line: 86, column: 71, scope: !176, inlinedAt: !579)
!602 = !DILocation(line: 88, column: 5, scope: !177, inlinedAt: !579)
!603 = !DILocation(line: 99, column: 5, scope: !162, inlinedAt: !543)
!604 = !DILocation(line: 98, column: 19, scope: !161, inlinedAt: !543)
!605 = !DILocation(line: 98, scope: !161, inlinedAt: !543)
!606 = !DILocation(line: 98, column: 16, scope: !161, inlinedAt: !543)
!607 = !DILocation(line: 98, column: 14, scope: !161, inlinedAt: !543)
!608 = !DILocation(line: 93, column: 15, scope: !162, inlinedAt: !543)
!609 = !DILocation(line: 58, column: 9, scope: !426)
!610 = !DILocation(line: 59, column: 9, scope: !426)
!611 = !DISubprogram(name: "tolower", scope: !366, file: !366, line: 133, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!612 = !DISubprogram(name: "__mingw_vfprintf", scope: !345, file: !345, line: 193, type: !613, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!613 = !DISubroutineType(types: !614)
!614 = !{!102, !615, !628, !629}
!615 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !616)
!616 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !617, size: 64)
!617 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !345, line: 47, baseType: !618)
!618 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !345, line: 33, size: 384, align: 64, elements: !619)
!619 = !{!620, !621, !622, !623, !624, !625, !626, !627}
!620 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !618, file: !345, line: 37, baseType: !353, size: 64)
!621 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !618, file: !345, line: 38, baseType: !102, size: 32, offset: 64)
!622 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !618, file: !345, line: 39, baseType: !353, size: 64, offset: 128)
!623 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !618, file: !345, line: 40, baseType: !102, size: 32, offset: 192)
!624 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !618, file: !345, line: 41, baseType: !102, size: 32, offset: 224)
!625 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !618, file: !345, line: 42, baseType: !102, size: 32, offset: 256)
!626 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !618, file: !345, line: 43, baseType: !102, size: 32, offset: 288)
!627 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !618, file: !345, line: 44, baseType: !353, size: 64, offset: 320)
!628 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !120)
!629 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !630, line: 31, baseType: !631)
!630 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!631 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !630, line: 24, baseType: !352)
!632 = !DISubprogram(name: "__acrt_iob_func", scope: !345, file: !345, line: 93, type: !633, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!633 = !DISubroutineType(types: !634)
!634 = !{!616, !75}
