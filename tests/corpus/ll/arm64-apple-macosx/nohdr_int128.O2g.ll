; ModuleID = 'tests/programs/nohdr_int128.c'
source_filename = "tests/programs/nohdr_int128.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [15 x i8] c"fib(180) = %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"x/y = %s x%%y = %s\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"x*y (wrapped) = %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [27 x i8] c"s = %s s/7 = %s s%%7 = %s\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [17 x i8] c"shift %d: %s %s\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [12 x i8] c"isqrt = %s\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [25 x i8] c"to double / 1e30 = %.6f\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [18 x i8] c"from double = %s\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [27 x i8] c"from negative double = %s\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [36 x i8] c"halves %016llx %016llx popcount %d\0A\00", align 1, !dbg !46

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 !dbg !69 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3, !dbg !89
    #dbg_declare(ptr %1, !73, !DIExpression(), !90)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #3, !dbg !89
    #dbg_declare(ptr %2, !77, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #3, !dbg !89
    #dbg_declare(ptr %3, !78, !DIExpression(), !92)
    #dbg_value(i32 180, !93, !DIExpression(), !105)
    #dbg_value(i128 0, !98, !DIExpression(), !105)
    #dbg_value(i128 1, !99, !DIExpression(), !105)
    #dbg_value(i32 0, !100, !DIExpression(), !107)
  br label %4, !dbg !108

4:                                                ; preds = %4, %0
  %5 = phi i128 [ 0, %0 ], [ %7, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %9, %4 ]
  %7 = phi i128 [ 1, %0 ], [ %8, %4 ]
    #dbg_value(i128 %5, !98, !DIExpression(), !105)
    #dbg_value(i32 %6, !100, !DIExpression(), !107)
    #dbg_value(i128 %7, !99, !DIExpression(), !105)
  %8 = add i128 %7, %5, !dbg !109
    #dbg_value(i128 %8, !102, !DIExpression(), !110)
    #dbg_value(i128 %7, !98, !DIExpression(), !105)
    #dbg_value(i128 %8, !99, !DIExpression(), !105)
  %9 = add nuw nsw i32 %6, 1, !dbg !111
    #dbg_value(i32 %9, !100, !DIExpression(), !107)
  %10 = icmp eq i32 %9, 180, !dbg !112
  br i1 %10, label %11, label %4, !dbg !108, !llvm.loop !113

11:                                               ; preds = %4
    #dbg_value(i128 %7, !116, !DIExpression(), !125)
    #dbg_value(ptr %1, !123, !DIExpression(), !125)
  %12 = getelementptr inbounds i8, ptr %1, i64 63, !dbg !127
    #dbg_value(ptr %12, !124, !DIExpression(), !125)
  store i8 0, ptr %12, align 1, !dbg !128, !tbaa !129
  br label %13, !dbg !132

13:                                               ; preds = %13, %11
  %14 = phi i128 [ %7, %11 ], [ %17, %13 ]
  %15 = phi ptr [ %12, %11 ], [ %22, %13 ], !dbg !125
    #dbg_value(ptr %15, !124, !DIExpression(), !125)
    #dbg_value(i128 %14, !116, !DIExpression(), !125)
  %16 = freeze i128 %14, !dbg !133
  %17 = udiv i128 %16, 10, !dbg !133
  %18 = mul i128 %17, 10, !dbg !135
  %19 = sub i128 %16, %18, !dbg !135
  %20 = trunc nuw nsw i128 %19 to i8, !dbg !136
  %21 = or disjoint i8 %20, 48, !dbg !137
  %22 = getelementptr inbounds i8, ptr %15, i64 -1, !dbg !138
    #dbg_value(ptr %22, !124, !DIExpression(), !125)
  store i8 %21, ptr %22, align 1, !dbg !139, !tbaa !129
    #dbg_value(i128 %17, !116, !DIExpression(), !125)
  %23 = icmp ult i128 %14, 10, !dbg !140
  br i1 %23, label %24, label %13, !dbg !140, !llvm.loop !141

24:                                               ; preds = %13
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %22), !dbg !143
    #dbg_value(i128 -1512366075204170946324983002043881096, !79, !DIExpression(), !144)
    #dbg_value(i128 4886718345, !80, !DIExpression(), !144)
    #dbg_value(i128 69324642209501905008411043266, !116, !DIExpression(), !145)
    #dbg_value(ptr %1, !123, !DIExpression(), !145)
    #dbg_value(ptr %12, !124, !DIExpression(), !145)
  store i8 0, ptr %12, align 1, !dbg !147, !tbaa !129
  br label %26, !dbg !148

26:                                               ; preds = %26, %24
  %27 = phi i128 [ 69324642209501905008411043266, %24 ], [ %30, %26 ]
  %28 = phi ptr [ %12, %24 ], [ %35, %26 ], !dbg !145
    #dbg_value(ptr %28, !124, !DIExpression(), !145)
    #dbg_value(i128 %27, !116, !DIExpression(), !145)
  %29 = freeze i128 %27, !dbg !149
  %30 = udiv i128 %29, 10, !dbg !149
  %31 = mul i128 %30, 10, !dbg !150
  %32 = sub i128 %29, %31, !dbg !150
  %33 = trunc nuw nsw i128 %32 to i8, !dbg !151
  %34 = or disjoint i8 %33, 48, !dbg !152
  %35 = getelementptr inbounds i8, ptr %28, i64 -1, !dbg !153
    #dbg_value(ptr %35, !124, !DIExpression(), !145)
  store i8 %34, ptr %35, align 1, !dbg !154, !tbaa !129
    #dbg_value(i128 %30, !116, !DIExpression(), !145)
  %36 = icmp ult i128 %27, 10, !dbg !155
  br i1 %36, label %37, label %26, !dbg !155, !llvm.loop !156

37:                                               ; preds = %26
    #dbg_value(i128 1173415590, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !123, !DIExpression(), !158)
  %38 = getelementptr inbounds i8, ptr %2, i64 63, !dbg !160
    #dbg_value(ptr %38, !124, !DIExpression(), !158)
  store i8 0, ptr %38, align 1, !dbg !161, !tbaa !129
    #dbg_value(ptr %38, !124, !DIExpression(), !158)
    #dbg_value(i128 1173415590, !116, !DIExpression(), !158)
  %39 = getelementptr inbounds i8, ptr %2, i64 62, !dbg !162
    #dbg_value(ptr %39, !124, !DIExpression(), !158)
  store i8 48, ptr %39, align 1, !dbg !163, !tbaa !129
    #dbg_value(i128 117341559, !116, !DIExpression(), !158)
  %40 = getelementptr inbounds i8, ptr %2, i64 61, !dbg !162
    #dbg_value(ptr %40, !124, !DIExpression(), !158)
  store i8 57, ptr %40, align 1, !dbg !163, !tbaa !129
    #dbg_value(i128 11734155, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 60, DW_OP_stack_value), !158)
    #dbg_value(i128 1173415, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 59, DW_OP_stack_value), !158)
    #dbg_value(i128 117341, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 58, DW_OP_stack_value), !158)
    #dbg_value(i128 11734, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 57, DW_OP_stack_value), !158)
    #dbg_value(i128 1173, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value), !158)
    #dbg_value(i128 117, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 55, DW_OP_stack_value), !158)
    #dbg_value(i128 11, !116, !DIExpression(), !158)
    #dbg_value(ptr %2, !124, !DIExpression(DW_OP_plus_uconst, 54, DW_OP_stack_value), !158)
    #dbg_value(i128 1, !116, !DIExpression(), !158)
  %41 = getelementptr inbounds i8, ptr %2, i64 53, !dbg !162
  store <8 x i8> <i8 49, i8 49, i8 55, i8 51, i8 52, i8 49, i8 53, i8 53>, ptr %41, align 1, !dbg !163, !tbaa !129
    #dbg_value(ptr %41, !124, !DIExpression(), !158)
    #dbg_value(i128 0, !116, !DIExpression(), !158)
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %35, ptr noundef nonnull %41), !dbg !164
    #dbg_value(i128 -68056473372454064439491505267798329032, !116, !DIExpression(), !165)
    #dbg_value(ptr %1, !123, !DIExpression(), !165)
    #dbg_value(ptr %12, !124, !DIExpression(), !165)
  store i8 0, ptr %12, align 1, !dbg !167, !tbaa !129
  br label %43, !dbg !168

43:                                               ; preds = %43, %37
  %44 = phi i128 [ -68056473372454064439491505267798329032, %37 ], [ %47, %43 ]
  %45 = phi ptr [ %12, %37 ], [ %52, %43 ], !dbg !165
    #dbg_value(ptr %45, !124, !DIExpression(), !165)
    #dbg_value(i128 %44, !116, !DIExpression(), !165)
  %46 = freeze i128 %44, !dbg !169
  %47 = udiv i128 %46, 10, !dbg !169
  %48 = mul i128 %47, 10, !dbg !170
  %49 = sub i128 %46, %48, !dbg !170
  %50 = trunc nuw nsw i128 %49 to i8, !dbg !171
  %51 = or disjoint i8 %50, 48, !dbg !172
  %52 = getelementptr inbounds i8, ptr %45, i64 -1, !dbg !173
    #dbg_value(ptr %52, !124, !DIExpression(), !165)
  store i8 %51, ptr %52, align 1, !dbg !174, !tbaa !129
    #dbg_value(i128 %47, !116, !DIExpression(), !165)
  %53 = icmp ult i128 %44, 10, !dbg !175
  br i1 %53, label %54, label %43, !dbg !175, !llvm.loop !176

54:                                               ; preds = %43
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %52), !dbg !178
    #dbg_value(i128 -42346250105716786564631203053715541295, !81, !DIExpression(), !144)
    #dbg_value(i128 -42346250105716786564631203053715541295, !179, !DIExpression(), !186)
    #dbg_value(ptr %1, !184, !DIExpression(), !186)
    #dbg_value(i128 42346250105716786564631203053715541295, !116, !DIExpression(), !188)
    #dbg_value(ptr %1, !123, !DIExpression(), !188)
    #dbg_value(ptr %12, !124, !DIExpression(), !188)
  store i8 0, ptr %12, align 1, !dbg !190, !tbaa !129
  br label %56, !dbg !191

56:                                               ; preds = %56, %54
  %57 = phi i128 [ 42346250105716786564631203053715541295, %54 ], [ %60, %56 ]
  %58 = phi ptr [ %12, %54 ], [ %65, %56 ], !dbg !188
    #dbg_value(ptr %58, !124, !DIExpression(), !188)
    #dbg_value(i128 %57, !116, !DIExpression(), !188)
  %59 = freeze i128 %57, !dbg !192
  %60 = udiv i128 %59, 10, !dbg !192
  %61 = mul i128 %60, 10, !dbg !193
  %62 = sub i128 %59, %61, !dbg !193
  %63 = trunc nuw nsw i128 %62 to i8, !dbg !194
  %64 = or disjoint i8 %63, 48, !dbg !195
  %65 = getelementptr inbounds i8, ptr %58, i64 -1, !dbg !196
    #dbg_value(ptr %65, !124, !DIExpression(), !188)
  store i8 %64, ptr %65, align 1, !dbg !197, !tbaa !129
    #dbg_value(i128 %60, !116, !DIExpression(), !188)
  %66 = icmp ult i128 %57, 10, !dbg !198
  br i1 %66, label %67, label %56, !dbg !198, !llvm.loop !199

67:                                               ; preds = %56
    #dbg_value(ptr %65, !185, !DIExpression(), !186)
  %68 = getelementptr inbounds i8, ptr %58, i64 -2, !dbg !201
    #dbg_value(ptr %68, !185, !DIExpression(), !186)
  store i8 45, ptr %68, align 1, !dbg !202, !tbaa !129
    #dbg_value(i128 -6049464300816683794947314721959363042, !179, !DIExpression(), !203)
    #dbg_value(ptr %2, !184, !DIExpression(), !203)
    #dbg_value(i128 6049464300816683794947314721959363042, !116, !DIExpression(), !205)
    #dbg_value(ptr %2, !123, !DIExpression(), !205)
    #dbg_value(ptr %38, !124, !DIExpression(), !205)
  store i8 0, ptr %38, align 1, !dbg !207, !tbaa !129
  br label %69, !dbg !208

69:                                               ; preds = %69, %67
  %70 = phi i128 [ 6049464300816683794947314721959363042, %67 ], [ %73, %69 ]
  %71 = phi ptr [ %38, %67 ], [ %78, %69 ], !dbg !205
    #dbg_value(ptr %71, !124, !DIExpression(), !205)
    #dbg_value(i128 %70, !116, !DIExpression(), !205)
  %72 = freeze i128 %70, !dbg !209
  %73 = udiv i128 %72, 10, !dbg !209
  %74 = mul i128 %73, 10, !dbg !210
  %75 = sub i128 %72, %74, !dbg !210
  %76 = trunc nuw nsw i128 %75 to i8, !dbg !211
  %77 = or disjoint i8 %76, 48, !dbg !212
  %78 = getelementptr inbounds i8, ptr %71, i64 -1, !dbg !213
    #dbg_value(ptr %78, !124, !DIExpression(), !205)
  store i8 %77, ptr %78, align 1, !dbg !214, !tbaa !129
    #dbg_value(i128 %73, !116, !DIExpression(), !205)
  %79 = icmp ult i128 %70, 10, !dbg !215
  br i1 %79, label %80, label %69, !dbg !215, !llvm.loop !216

80:                                               ; preds = %69
    #dbg_value(ptr %78, !185, !DIExpression(), !203)
  %81 = getelementptr inbounds i8, ptr %71, i64 -2, !dbg !218
    #dbg_value(ptr %81, !185, !DIExpression(), !203)
  store i8 45, ptr %81, align 1, !dbg !219, !tbaa !129
    #dbg_value(i128 -1, !179, !DIExpression(), !220)
    #dbg_value(ptr %3, !184, !DIExpression(), !220)
    #dbg_value(i128 1, !116, !DIExpression(), !222)
    #dbg_value(ptr %3, !123, !DIExpression(), !222)
  %82 = getelementptr inbounds i8, ptr %3, i64 63, !dbg !224
    #dbg_value(ptr %82, !124, !DIExpression(), !222)
  store i8 0, ptr %82, align 1, !dbg !225, !tbaa !129
    #dbg_value(ptr %82, !124, !DIExpression(), !222)
    #dbg_value(i128 1, !116, !DIExpression(), !222)
  %83 = getelementptr inbounds i8, ptr %3, i64 62, !dbg !226
    #dbg_value(ptr %83, !124, !DIExpression(), !222)
  store i8 49, ptr %83, align 1, !dbg !227, !tbaa !129
    #dbg_value(i128 0, !116, !DIExpression(), !222)
    #dbg_value(ptr %83, !185, !DIExpression(), !220)
  %84 = getelementptr inbounds i8, ptr %3, i64 61, !dbg !228
    #dbg_value(ptr %84, !185, !DIExpression(), !220)
  store i8 45, ptr %84, align 1, !dbg !229, !tbaa !129
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %68, ptr noundef nonnull %81, ptr noundef nonnull %84), !dbg !230
    #dbg_value(i32 1, !82, !DIExpression(), !231)
  br label %132, !dbg !232

86:                                               ; preds = %161, %86
  %87 = phi i128 [ %97, %86 ], [ 0, %161 ]
  %88 = phi i128 [ %96, %86 ], [ 18446744073709551616, %161 ]
    #dbg_value(i128 %87, !233, !DIExpression(), !242)
    #dbg_value(i128 %88, !239, !DIExpression(), !242)
  %89 = sub i128 %88, %87, !dbg !244
  %90 = add i128 %89, 1, !dbg !244
  %91 = lshr i128 %90, 1, !dbg !245
  %92 = add i128 %91, %87, !dbg !246
    #dbg_value(i128 %92, !240, !DIExpression(), !247)
  %93 = udiv i128 -1512366075204170946324983002043881096, %92, !dbg !248
  %94 = icmp ugt i128 %92, %93, !dbg !250
  %95 = add i128 %92, -1, !dbg !251
  %96 = select i1 %94, i128 %95, i128 %88, !dbg !251
  %97 = select i1 %94, i128 %87, i128 %92, !dbg !251
    #dbg_value(i128 %97, !233, !DIExpression(), !242)
    #dbg_value(i128 %96, !239, !DIExpression(), !242)
  %98 = icmp ult i128 %97, %96, !dbg !252
  br i1 %98, label %86, label %99, !dbg !253, !llvm.loop !254

99:                                               ; preds = %86
    #dbg_value(i128 %97, !116, !DIExpression(), !256)
    #dbg_value(ptr %1, !123, !DIExpression(), !256)
    #dbg_value(ptr %12, !124, !DIExpression(), !256)
  store i8 0, ptr %12, align 1, !dbg !258, !tbaa !129
  br label %100, !dbg !259

100:                                              ; preds = %100, %99
  %101 = phi i128 [ %97, %99 ], [ %104, %100 ]
  %102 = phi ptr [ %12, %99 ], [ %109, %100 ], !dbg !256
    #dbg_value(ptr %102, !124, !DIExpression(), !256)
    #dbg_value(i128 %101, !116, !DIExpression(), !256)
  %103 = freeze i128 %101, !dbg !260
  %104 = udiv i128 %103, 10, !dbg !260
  %105 = mul i128 %104, 10, !dbg !261
  %106 = sub i128 %103, %105, !dbg !261
  %107 = trunc nuw nsw i128 %106 to i8, !dbg !262
  %108 = or disjoint i8 %107, 48, !dbg !263
  %109 = getelementptr inbounds i8, ptr %102, i64 -1, !dbg !264
    #dbg_value(ptr %109, !124, !DIExpression(), !256)
  store i8 %108, ptr %109, align 1, !dbg !265, !tbaa !129
    #dbg_value(i128 %104, !116, !DIExpression(), !256)
  %110 = icmp ult i128 %101, 10, !dbg !266
  br i1 %110, label %111, label %100, !dbg !266, !llvm.loop !267

111:                                              ; preds = %100
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %109), !dbg !269
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !270
    #dbg_value(double 0x46AFDB97530ECA86, !84, !DIExpression(), !144)
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4074313850D8820B), !dbg !271
    #dbg_value(i128 1292304995902001505951230604607488, !85, !DIExpression(), !144)
    #dbg_value(i128 1292304995902001505951230604607488, !116, !DIExpression(), !272)
    #dbg_value(ptr %1, !123, !DIExpression(), !272)
    #dbg_value(ptr %12, !124, !DIExpression(), !272)
  store i8 0, ptr %12, align 1, !dbg !274, !tbaa !129
  br label %115, !dbg !275

115:                                              ; preds = %115, %111
  %116 = phi i128 [ 1292304995902001505951230604607488, %111 ], [ %119, %115 ]
  %117 = phi ptr [ %12, %111 ], [ %124, %115 ], !dbg !272
    #dbg_value(ptr %117, !124, !DIExpression(), !272)
    #dbg_value(i128 %116, !116, !DIExpression(), !272)
  %118 = freeze i128 %116, !dbg !276
  %119 = udiv i128 %118, 10, !dbg !276
  %120 = mul i128 %119, 10, !dbg !277
  %121 = sub i128 %118, %120, !dbg !277
  %122 = trunc nuw nsw i128 %121 to i8, !dbg !278
  %123 = or disjoint i8 %122, 48, !dbg !279
  %124 = getelementptr inbounds i8, ptr %117, i64 -1, !dbg !280
    #dbg_value(ptr %124, !124, !DIExpression(), !272)
  store i8 %123, ptr %124, align 1, !dbg !281, !tbaa !129
    #dbg_value(i128 %119, !116, !DIExpression(), !272)
  %125 = icmp ult i128 %116, 10, !dbg !282
  br i1 %125, label %126, label %115, !dbg !282, !llvm.loop !283

126:                                              ; preds = %115
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %124), !dbg !285
    #dbg_value(i128 -12345678, !86, !DIExpression(), !144)
    #dbg_value(i128 -12345678, !179, !DIExpression(), !286)
    #dbg_value(ptr %1, !184, !DIExpression(), !286)
    #dbg_value(i128 12345678, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !123, !DIExpression(), !288)
    #dbg_value(ptr %12, !124, !DIExpression(), !288)
  store i8 0, ptr %12, align 1, !dbg !290, !tbaa !129
    #dbg_value(ptr %12, !124, !DIExpression(), !288)
    #dbg_value(i128 12345678, !116, !DIExpression(), !288)
  %128 = getelementptr inbounds i8, ptr %1, i64 62, !dbg !291
    #dbg_value(ptr %128, !124, !DIExpression(), !288)
  store i8 56, ptr %128, align 1, !dbg !292, !tbaa !129
    #dbg_value(i128 1234567, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 61, DW_OP_stack_value), !288)
    #dbg_value(i128 123456, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 60, DW_OP_stack_value), !288)
    #dbg_value(i128 12345, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 59, DW_OP_stack_value), !288)
    #dbg_value(i128 1234, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 58, DW_OP_stack_value), !288)
    #dbg_value(i128 123, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 57, DW_OP_stack_value), !288)
    #dbg_value(i128 12, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value), !288)
    #dbg_value(i128 1, !116, !DIExpression(), !288)
    #dbg_value(ptr %1, !124, !DIExpression(DW_OP_plus_uconst, 55, DW_OP_stack_value), !288)
    #dbg_value(i128 0, !116, !DIExpression(), !288)
    #dbg_value(ptr %128, !185, !DIExpression(), !286)
  %129 = getelementptr inbounds i8, ptr %1, i64 54, !dbg !293
  store <8 x i8> <i8 45, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55>, ptr %129, align 1, !dbg !294, !tbaa !129
    #dbg_value(ptr %129, !185, !DIExpression(), !286)
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %129), !dbg !295
    #dbg_value(i64 1089357896855742840, !87, !DIExpression(), !144)
    #dbg_value(i64 -81985529216486896, !88, !DIExpression(), !144)
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -81985529216486896, i64 noundef 1089357896855742840, i32 noundef 64), !dbg !296
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #3, !dbg !297
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #3, !dbg !297
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3, !dbg !297
  ret i32 0, !dbg !298

132:                                              ; preds = %80, %161
  %133 = phi i32 [ 1, %80 ], [ %164, %161 ]
    #dbg_value(i32 %133, !82, !DIExpression(), !231)
  %134 = zext nneg i32 %133 to i128, !dbg !299
  %135 = lshr i128 -1512366075204170946324983002043881096, %134, !dbg !299
    #dbg_value(i128 %135, !116, !DIExpression(), !301)
    #dbg_value(ptr %1, !123, !DIExpression(), !301)
    #dbg_value(ptr %12, !124, !DIExpression(), !301)
  store i8 0, ptr %12, align 1, !dbg !303, !tbaa !129
  br label %136, !dbg !304

136:                                              ; preds = %136, %132
  %137 = phi i128 [ %135, %132 ], [ %140, %136 ]
  %138 = phi ptr [ %12, %132 ], [ %145, %136 ], !dbg !301
    #dbg_value(ptr %138, !124, !DIExpression(), !301)
    #dbg_value(i128 %137, !116, !DIExpression(), !301)
  %139 = freeze i128 %137, !dbg !305
  %140 = udiv i128 %139, 10, !dbg !305
  %141 = mul i128 %140, 10, !dbg !306
  %142 = sub i128 %139, %141, !dbg !306
  %143 = trunc nuw nsw i128 %142 to i8, !dbg !307
  %144 = or disjoint i8 %143, 48, !dbg !308
  %145 = getelementptr inbounds i8, ptr %138, i64 -1, !dbg !309
    #dbg_value(ptr %145, !124, !DIExpression(), !301)
  store i8 %144, ptr %145, align 1, !dbg !310, !tbaa !129
    #dbg_value(i128 %140, !116, !DIExpression(), !301)
  %146 = icmp ult i128 %137, 10, !dbg !311
  br i1 %146, label %147, label %136, !dbg !311, !llvm.loop !312

147:                                              ; preds = %136
  %148 = ashr i128 -42346250105716786564631203053715541295, %134, !dbg !314
    #dbg_value(i128 %148, !179, !DIExpression(), !315)
    #dbg_value(ptr %2, !184, !DIExpression(), !315)
  %149 = sub nsw i128 0, %148, !dbg !317
    #dbg_value(i128 %149, !116, !DIExpression(), !318)
    #dbg_value(ptr %2, !123, !DIExpression(), !318)
    #dbg_value(ptr %38, !124, !DIExpression(), !318)
  store i8 0, ptr %38, align 1, !dbg !320, !tbaa !129
  br label %150, !dbg !321

150:                                              ; preds = %150, %147
  %151 = phi i128 [ %149, %147 ], [ %154, %150 ]
  %152 = phi ptr [ %38, %147 ], [ %159, %150 ], !dbg !318
    #dbg_value(ptr %152, !124, !DIExpression(), !318)
    #dbg_value(i128 %151, !116, !DIExpression(), !318)
  %153 = freeze i128 %151, !dbg !322
  %154 = udiv i128 %153, 10, !dbg !322
  %155 = mul i128 %154, 10, !dbg !323
  %156 = sub i128 %153, %155, !dbg !323
  %157 = trunc nuw nsw i128 %156 to i8, !dbg !324
  %158 = or disjoint i8 %157, 48, !dbg !325
  %159 = getelementptr inbounds i8, ptr %152, i64 -1, !dbg !326
    #dbg_value(ptr %159, !124, !DIExpression(), !318)
  store i8 %158, ptr %159, align 1, !dbg !327, !tbaa !129
    #dbg_value(i128 %154, !116, !DIExpression(), !318)
  %160 = icmp ult i128 %151, 10, !dbg !328
  br i1 %160, label %161, label %150, !dbg !328, !llvm.loop !329

161:                                              ; preds = %150
    #dbg_value(ptr %159, !185, !DIExpression(), !315)
  %162 = getelementptr inbounds i8, ptr %152, i64 -2, !dbg !331
    #dbg_value(ptr %162, !185, !DIExpression(), !315)
  store i8 45, ptr %162, align 1, !dbg !332, !tbaa !129
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %133, ptr noundef nonnull %145, ptr noundef nonnull %162), !dbg !333
  %164 = add nuw nsw i32 %133, 31, !dbg !334
    #dbg_value(i32 %164, !82, !DIExpression(), !231)
  %165 = icmp ult i32 %133, 97, !dbg !335
  br i1 %165, label %132, label %86, !dbg !232, !llvm.loop !336
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !338 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!51}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_int128.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 27)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 17)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 12)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 14)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 25)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 18)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !16, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 36)
!51 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !52, globals: !61, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!52 = !{!53, !55, !57, !58, !4, !59, !60}
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 5, baseType: !54)
!54 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "s128", file: !2, line: 6, baseType: !56)
!56 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!57 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!58 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!61 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39, !44, !46}
!62 = !{i32 7, !"Dwarf Version", i32 4}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 1}
!67 = !{i32 7, !"frame-pointer", i32 1}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 36, type: !70, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!59}
!72 = !{!73, !77, !78, !79, !80, !81, !82, !84, !85, !86, !87, !88}
!73 = !DILocalVariable(name: "b1", scope: !69, file: !2, line: 37, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 64)
!77 = !DILocalVariable(name: "b2", scope: !69, file: !2, line: 37, type: !74)
!78 = !DILocalVariable(name: "b3", scope: !69, file: !2, line: 37, type: !74)
!79 = !DILocalVariable(name: "x", scope: !69, file: !2, line: 39, type: !53)
!80 = !DILocalVariable(name: "y", scope: !69, file: !2, line: 40, type: !53)
!81 = !DILocalVariable(name: "s", scope: !69, file: !2, line: 43, type: !55)
!82 = !DILocalVariable(name: "k", scope: !83, file: !2, line: 45, type: !59)
!83 = distinct !DILexicalBlock(scope: !69, file: !2, line: 45, column: 5)
!84 = !DILocalVariable(name: "d", scope: !69, file: !2, line: 49, type: !57)
!85 = !DILocalVariable(name: "back", scope: !69, file: !2, line: 51, type: !53)
!86 = !DILocalVariable(name: "neg", scope: !69, file: !2, line: 53, type: !55)
!87 = !DILocalVariable(name: "lo", scope: !69, file: !2, line: 55, type: !58)
!88 = !DILocalVariable(name: "hi", scope: !69, file: !2, line: 55, type: !58)
!89 = !DILocation(line: 37, column: 5, scope: !69)
!90 = !DILocation(line: 37, column: 10, scope: !69)
!91 = !DILocation(line: 37, column: 18, scope: !69)
!92 = !DILocation(line: 37, column: 26, scope: !69)
!93 = !DILocalVariable(name: "n", arg: 1, scope: !94, file: !2, line: 21, type: !59)
!94 = distinct !DISubprogram(name: "fib128", scope: !2, file: !2, line: 21, type: !95, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!53, !59}
!97 = !{!93, !98, !99, !100, !102}
!98 = !DILocalVariable(name: "a", scope: !94, file: !2, line: 22, type: !53)
!99 = !DILocalVariable(name: "b", scope: !94, file: !2, line: 22, type: !53)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 23, type: !59)
!101 = distinct !DILexicalBlock(scope: !94, file: !2, line: 23, column: 5)
!102 = !DILocalVariable(name: "t", scope: !103, file: !2, line: 23, type: !53)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 23, column: 33)
!104 = distinct !DILexicalBlock(scope: !101, file: !2, line: 23, column: 5)
!105 = !DILocation(line: 0, scope: !94, inlinedAt: !106)
!106 = distinct !DILocation(line: 38, column: 40, scope: !69)
!107 = !DILocation(line: 0, scope: !101, inlinedAt: !106)
!108 = !DILocation(line: 23, column: 5, scope: !101, inlinedAt: !106)
!109 = !DILocation(line: 23, column: 46, scope: !103, inlinedAt: !106)
!110 = !DILocation(line: 0, scope: !103, inlinedAt: !106)
!111 = !DILocation(line: 23, column: 29, scope: !104, inlinedAt: !106)
!112 = !DILocation(line: 23, column: 23, scope: !104, inlinedAt: !106)
!113 = distinct !{!113, !108, !114, !115}
!114 = !DILocation(line: 23, column: 65, scope: !101, inlinedAt: !106)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !DILocalVariable(name: "v", arg: 1, scope: !117, file: !2, line: 8, type: !53)
!117 = distinct !DISubprogram(name: "fmt_u128", scope: !2, file: !2, line: 8, type: !118, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !122)
!118 = !DISubroutineType(types: !119)
!119 = !{!120, !53, !60}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!122 = !{!116, !123, !124}
!123 = !DILocalVariable(name: "buf", arg: 2, scope: !117, file: !2, line: 8, type: !60)
!124 = !DILocalVariable(name: "p", scope: !117, file: !2, line: 9, type: !60)
!125 = !DILocation(line: 0, scope: !117, inlinedAt: !126)
!126 = distinct !DILocation(line: 38, column: 31, scope: !69)
!127 = !DILocation(line: 9, column: 19, scope: !117, inlinedAt: !126)
!128 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !126)
!129 = !{!130, !130, i64 0}
!130 = !{!"omnipotent char", !131, i64 0}
!131 = !{!"Simple C/C++ TBAA"}
!132 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !126)
!133 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !126)
!134 = distinct !DILexicalBlock(scope: !117, file: !2, line: 11, column: 8)
!135 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !126)
!136 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !126)
!137 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !126)
!138 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !126)
!139 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !126)
!140 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !126)
!141 = distinct !{!141, !132, !142, !115}
!142 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !126)
!143 = !DILocation(line: 38, column: 5, scope: !69)
!144 = !DILocation(line: 0, scope: !69)
!145 = !DILocation(line: 0, scope: !117, inlinedAt: !146)
!146 = distinct !DILocation(line: 41, column: 36, scope: !69)
!147 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !146)
!148 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !146)
!149 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !146)
!150 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !146)
!151 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !146)
!152 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !146)
!153 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !146)
!154 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !146)
!155 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !146)
!156 = distinct !{!156, !148, !157, !115}
!157 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !146)
!158 = !DILocation(line: 0, scope: !117, inlinedAt: !159)
!159 = distinct !DILocation(line: 41, column: 57, scope: !69)
!160 = !DILocation(line: 9, column: 19, scope: !117, inlinedAt: !159)
!161 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !159)
!162 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !159)
!163 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !159)
!164 = !DILocation(line: 41, column: 5, scope: !69)
!165 = !DILocation(line: 0, scope: !117, inlinedAt: !166)
!166 = distinct !DILocation(line: 42, column: 36, scope: !69)
!167 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !166)
!168 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !166)
!169 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !166)
!170 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !166)
!171 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !166)
!172 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !166)
!173 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !166)
!174 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !166)
!175 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !166)
!176 = distinct !{!176, !168, !177, !115}
!177 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !166)
!178 = !DILocation(line: 42, column: 5, scope: !69)
!179 = !DILocalVariable(name: "v", arg: 1, scope: !180, file: !2, line: 14, type: !55)
!180 = distinct !DISubprogram(name: "fmt_s128", scope: !2, file: !2, line: 14, type: !181, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!120, !55, !60}
!183 = !{!179, !184, !185}
!184 = !DILocalVariable(name: "buf", arg: 2, scope: !180, file: !2, line: 14, type: !60)
!185 = !DILocalVariable(name: "p", scope: !180, file: !2, line: 16, type: !60)
!186 = !DILocation(line: 0, scope: !180, inlinedAt: !187)
!187 = distinct !DILocation(line: 44, column: 43, scope: !69)
!188 = !DILocation(line: 0, scope: !117, inlinedAt: !189)
!189 = distinct !DILocation(line: 16, column: 23, scope: !180, inlinedAt: !187)
!190 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !189)
!191 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !189)
!192 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !189)
!193 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !189)
!194 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !189)
!195 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !189)
!196 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !189)
!197 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !189)
!198 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !189)
!199 = distinct !{!199, !191, !200, !115}
!200 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !189)
!201 = !DILocation(line: 17, column: 6, scope: !180, inlinedAt: !187)
!202 = !DILocation(line: 17, column: 10, scope: !180, inlinedAt: !187)
!203 = !DILocation(line: 0, scope: !180, inlinedAt: !204)
!204 = distinct !DILocation(line: 44, column: 60, scope: !69)
!205 = !DILocation(line: 0, scope: !117, inlinedAt: !206)
!206 = distinct !DILocation(line: 16, column: 23, scope: !180, inlinedAt: !204)
!207 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !206)
!208 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !206)
!209 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !206)
!210 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !206)
!211 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !206)
!212 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !206)
!213 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !206)
!214 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !206)
!215 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !206)
!216 = distinct !{!216, !208, !217, !115}
!217 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !206)
!218 = !DILocation(line: 17, column: 6, scope: !180, inlinedAt: !204)
!219 = !DILocation(line: 17, column: 10, scope: !180, inlinedAt: !204)
!220 = !DILocation(line: 0, scope: !180, inlinedAt: !221)
!221 = distinct !DILocation(line: 44, column: 81, scope: !69)
!222 = !DILocation(line: 0, scope: !117, inlinedAt: !223)
!223 = distinct !DILocation(line: 16, column: 23, scope: !180, inlinedAt: !221)
!224 = !DILocation(line: 9, column: 19, scope: !117, inlinedAt: !223)
!225 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !223)
!226 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !223)
!227 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !223)
!228 = !DILocation(line: 17, column: 6, scope: !180, inlinedAt: !221)
!229 = !DILocation(line: 17, column: 10, scope: !180, inlinedAt: !221)
!230 = !DILocation(line: 44, column: 5, scope: !69)
!231 = !DILocation(line: 0, scope: !83)
!232 = !DILocation(line: 45, column: 5, scope: !83)
!233 = !DILocalVariable(name: "lo", scope: !234, file: !2, line: 28, type: !53)
!234 = distinct !DISubprogram(name: "isqrt128", scope: !2, file: !2, line: 27, type: !235, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{!53, !53}
!237 = !{!238, !233, !239, !240}
!238 = !DILocalVariable(name: "n", arg: 1, scope: !234, file: !2, line: 27, type: !53)
!239 = !DILocalVariable(name: "hi", scope: !234, file: !2, line: 28, type: !53)
!240 = !DILocalVariable(name: "mid", scope: !241, file: !2, line: 30, type: !53)
!241 = distinct !DILexicalBlock(scope: !234, file: !2, line: 29, column: 21)
!242 = !DILocation(line: 0, scope: !234, inlinedAt: !243)
!243 = distinct !DILocation(line: 47, column: 37, scope: !69)
!244 = !DILocation(line: 30, column: 34, scope: !241, inlinedAt: !243)
!245 = !DILocation(line: 30, column: 39, scope: !241, inlinedAt: !243)
!246 = !DILocation(line: 30, column: 23, scope: !241, inlinedAt: !243)
!247 = !DILocation(line: 0, scope: !241, inlinedAt: !243)
!248 = !DILocation(line: 31, column: 22, scope: !249, inlinedAt: !243)
!249 = distinct !DILexicalBlock(scope: !241, file: !2, line: 31, column: 13)
!250 = !DILocation(line: 31, column: 17, scope: !249, inlinedAt: !243)
!251 = !DILocation(line: 31, column: 13, scope: !241, inlinedAt: !243)
!252 = !DILocation(line: 29, column: 15, scope: !234, inlinedAt: !243)
!253 = !DILocation(line: 29, column: 5, scope: !234, inlinedAt: !243)
!254 = distinct !{!254, !253, !255, !115}
!255 = !DILocation(line: 32, column: 5, scope: !234, inlinedAt: !243)
!256 = !DILocation(line: 0, scope: !117, inlinedAt: !257)
!257 = distinct !DILocation(line: 47, column: 28, scope: !69)
!258 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !257)
!259 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !257)
!260 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !257)
!261 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !257)
!262 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !257)
!263 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !257)
!264 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !257)
!265 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !257)
!266 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !257)
!267 = distinct !{!267, !259, !268, !115}
!268 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !257)
!269 = !DILocation(line: 47, column: 5, scope: !69)
!270 = !DILocation(line: 48, column: 5, scope: !69)
!271 = !DILocation(line: 50, column: 5, scope: !69)
!272 = !DILocation(line: 0, scope: !117, inlinedAt: !273)
!273 = distinct !DILocation(line: 52, column: 34, scope: !69)
!274 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !273)
!275 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !273)
!276 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !273)
!277 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !273)
!278 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !273)
!279 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !273)
!280 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !273)
!281 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !273)
!282 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !273)
!283 = distinct !{!283, !275, !284, !115}
!284 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !273)
!285 = !DILocation(line: 52, column: 5, scope: !69)
!286 = !DILocation(line: 0, scope: !180, inlinedAt: !287)
!287 = distinct !DILocation(line: 54, column: 43, scope: !69)
!288 = !DILocation(line: 0, scope: !117, inlinedAt: !289)
!289 = distinct !DILocation(line: 16, column: 23, scope: !180, inlinedAt: !287)
!290 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !289)
!291 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !289)
!292 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !289)
!293 = !DILocation(line: 17, column: 6, scope: !180, inlinedAt: !287)
!294 = !DILocation(line: 17, column: 10, scope: !180, inlinedAt: !287)
!295 = !DILocation(line: 54, column: 5, scope: !69)
!296 = !DILocation(line: 56, column: 5, scope: !69)
!297 = !DILocation(line: 58, column: 1, scope: !69)
!298 = !DILocation(line: 57, column: 5, scope: !69)
!299 = !DILocation(line: 46, column: 51, scope: !300)
!300 = distinct !DILexicalBlock(scope: !83, file: !2, line: 45, column: 5)
!301 = !DILocation(line: 0, scope: !117, inlinedAt: !302)
!302 = distinct !DILocation(line: 46, column: 40, scope: !300)
!303 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !302)
!304 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !302)
!305 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !302)
!306 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !302)
!307 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !302)
!308 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !302)
!309 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !302)
!310 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !302)
!311 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !302)
!312 = distinct !{!312, !304, !313, !115}
!313 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !302)
!314 = !DILocation(line: 46, column: 73, scope: !300)
!315 = !DILocation(line: 0, scope: !180, inlinedAt: !316)
!316 = distinct !DILocation(line: 46, column: 62, scope: !300)
!317 = !DILocation(line: 16, column: 32, scope: !180, inlinedAt: !316)
!318 = !DILocation(line: 0, scope: !117, inlinedAt: !319)
!319 = distinct !DILocation(line: 16, column: 23, scope: !180, inlinedAt: !316)
!320 = !DILocation(line: 10, column: 8, scope: !117, inlinedAt: !319)
!321 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !319)
!322 = !DILocation(line: 11, column: 48, scope: !134, inlinedAt: !319)
!323 = !DILocation(line: 11, column: 38, scope: !134, inlinedAt: !319)
!324 = !DILocation(line: 11, column: 30, scope: !134, inlinedAt: !319)
!325 = !DILocation(line: 11, column: 28, scope: !134, inlinedAt: !319)
!326 = !DILocation(line: 11, column: 11, scope: !134, inlinedAt: !319)
!327 = !DILocation(line: 11, column: 15, scope: !134, inlinedAt: !319)
!328 = !DILocation(line: 11, column: 55, scope: !134, inlinedAt: !319)
!329 = distinct !{!329, !321, !330, !115}
!330 = !DILocation(line: 11, column: 65, scope: !117, inlinedAt: !319)
!331 = !DILocation(line: 17, column: 6, scope: !180, inlinedAt: !316)
!332 = !DILocation(line: 17, column: 10, scope: !180, inlinedAt: !316)
!333 = !DILocation(line: 46, column: 9, scope: !300)
!334 = !DILocation(line: 45, column: 32, scope: !300)
!335 = !DILocation(line: 45, column: 23, scope: !300)
!336 = distinct !{!336, !232, !337, !115}
!337 = !DILocation(line: 46, column: 82, scope: !83)
!338 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !339, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!339 = !DISubroutineType(types: !340)
!340 = !{!59, !120, null}
