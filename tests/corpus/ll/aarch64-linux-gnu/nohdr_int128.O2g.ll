; ModuleID = 'tests/programs/nohdr_int128.c'
source_filename = "tests/programs/nohdr_int128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !71 {
  %1 = alloca [64 x i8], align 1, !DIAssignID !91
    #dbg_assign(i1 undef, !75, !DIExpression(), !91, ptr %1, !DIExpression(), !92)
  %2 = alloca [64 x i8], align 1, !DIAssignID !93
    #dbg_assign(i1 undef, !79, !DIExpression(), !93, ptr %2, !DIExpression(), !92)
  %3 = alloca [64 x i8], align 1, !DIAssignID !94
    #dbg_assign(i1 undef, !80, !DIExpression(), !94, ptr %3, !DIExpression(), !92)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3, !dbg !95
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #3, !dbg !95
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #3, !dbg !95
    #dbg_value(i32 180, !96, !DIExpression(), !108)
    #dbg_value(i128 0, !101, !DIExpression(), !108)
    #dbg_value(i128 1, !102, !DIExpression(), !108)
    #dbg_value(i32 0, !103, !DIExpression(), !110)
  br label %4, !dbg !111

4:                                                ; preds = %4, %0
  %5 = phi i128 [ 0, %0 ], [ %7, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %9, %4 ]
  %7 = phi i128 [ 1, %0 ], [ %8, %4 ]
    #dbg_value(i128 %5, !101, !DIExpression(), !108)
    #dbg_value(i32 %6, !103, !DIExpression(), !110)
    #dbg_value(i128 %7, !102, !DIExpression(), !108)
  %8 = add i128 %7, %5, !dbg !112
    #dbg_value(i128 %8, !105, !DIExpression(), !113)
    #dbg_value(i128 %7, !101, !DIExpression(), !108)
    #dbg_value(i128 %8, !102, !DIExpression(), !108)
  %9 = add nuw nsw i32 %6, 1, !dbg !114
    #dbg_value(i32 %9, !103, !DIExpression(), !110)
  %10 = icmp eq i32 %9, 180, !dbg !115
  br i1 %10, label %11, label %4, !dbg !111, !llvm.loop !116

11:                                               ; preds = %4
    #dbg_value(i128 %7, !119, !DIExpression(), !128)
    #dbg_value(ptr %1, !126, !DIExpression(), !128)
  %12 = getelementptr inbounds i8, ptr %1, i64 63, !dbg !130
    #dbg_value(ptr %12, !127, !DIExpression(), !128)
  store i8 0, ptr %12, align 1, !dbg !131, !tbaa !132, !DIAssignID !135
    #dbg_assign(i8 0, !75, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !135, ptr %12, !DIExpression(), !92)
  br label %13, !dbg !136

13:                                               ; preds = %13, %11
  %14 = phi i128 [ %7, %11 ], [ %17, %13 ]
  %15 = phi ptr [ %12, %11 ], [ %22, %13 ], !dbg !128
    #dbg_value(ptr %15, !127, !DIExpression(), !128)
    #dbg_value(i128 %14, !119, !DIExpression(), !128)
  %16 = freeze i128 %14, !dbg !137
  %17 = udiv i128 %16, 10, !dbg !137
  %18 = mul i128 %17, 10, !dbg !139
  %19 = sub i128 %16, %18, !dbg !139
  %20 = trunc nuw nsw i128 %19 to i8, !dbg !140
  %21 = or disjoint i8 %20, 48, !dbg !141
  %22 = getelementptr inbounds i8, ptr %15, i64 -1, !dbg !142
    #dbg_value(ptr %22, !127, !DIExpression(), !128)
  store i8 %21, ptr %22, align 1, !dbg !143, !tbaa !132
    #dbg_value(i128 %17, !119, !DIExpression(), !128)
  %23 = icmp ult i128 %14, 10, !dbg !144
  br i1 %23, label %24, label %13, !dbg !144, !llvm.loop !145

24:                                               ; preds = %13
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %22), !dbg !147
    #dbg_value(i128 -1512366075204170946324983002043881096, !81, !DIExpression(), !92)
    #dbg_value(i128 4886718345, !82, !DIExpression(), !92)
    #dbg_value(i128 69324642209501905008411043266, !119, !DIExpression(), !148)
    #dbg_value(ptr %1, !126, !DIExpression(), !148)
    #dbg_value(ptr %12, !127, !DIExpression(), !148)
  store i8 0, ptr %12, align 1, !dbg !150, !tbaa !132, !DIAssignID !151
    #dbg_assign(i8 0, !75, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !151, ptr %12, !DIExpression(), !92)
  br label %26, !dbg !152

26:                                               ; preds = %26, %24
  %27 = phi i128 [ 69324642209501905008411043266, %24 ], [ %30, %26 ]
  %28 = phi ptr [ %12, %24 ], [ %35, %26 ], !dbg !148
    #dbg_value(ptr %28, !127, !DIExpression(), !148)
    #dbg_value(i128 %27, !119, !DIExpression(), !148)
  %29 = freeze i128 %27, !dbg !153
  %30 = udiv i128 %29, 10, !dbg !153
  %31 = mul i128 %30, 10, !dbg !154
  %32 = sub i128 %29, %31, !dbg !154
  %33 = trunc nuw nsw i128 %32 to i8, !dbg !155
  %34 = or disjoint i8 %33, 48, !dbg !156
  %35 = getelementptr inbounds i8, ptr %28, i64 -1, !dbg !157
    #dbg_value(ptr %35, !127, !DIExpression(), !148)
  store i8 %34, ptr %35, align 1, !dbg !158, !tbaa !132
    #dbg_value(i128 %30, !119, !DIExpression(), !148)
  %36 = icmp ult i128 %27, 10, !dbg !159
  br i1 %36, label %37, label %26, !dbg !159, !llvm.loop !160

37:                                               ; preds = %26
    #dbg_value(i128 1173415590, !119, !DIExpression(), !162)
    #dbg_value(ptr %2, !126, !DIExpression(), !162)
  %38 = getelementptr inbounds i8, ptr %2, i64 63, !dbg !164
    #dbg_value(ptr %38, !127, !DIExpression(), !162)
  store i8 0, ptr %38, align 1, !dbg !165, !tbaa !132, !DIAssignID !166
    #dbg_assign(i8 0, !79, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !166, ptr %38, !DIExpression(), !92)
    #dbg_value(ptr %38, !127, !DIExpression(), !162)
    #dbg_value(i128 1173415590, !119, !DIExpression(), !162)
  %39 = getelementptr inbounds i8, ptr %2, i64 62, !dbg !167
    #dbg_value(ptr %39, !127, !DIExpression(), !162)
  store i8 48, ptr %39, align 1, !dbg !168, !tbaa !132
    #dbg_value(i128 117341559, !119, !DIExpression(), !162)
  %40 = getelementptr inbounds i8, ptr %2, i64 61, !dbg !167
    #dbg_value(ptr %40, !127, !DIExpression(), !162)
  store i8 57, ptr %40, align 1, !dbg !168, !tbaa !132
    #dbg_value(i128 11734155, !119, !DIExpression(), !162)
    #dbg_value(ptr %2, !127, !DIExpression(DW_OP_plus_uconst, 60, DW_OP_stack_value), !162)
    #dbg_value(i128 1173415, !119, !DIExpression(), !162)
    #dbg_value(ptr %2, !127, !DIExpression(DW_OP_plus_uconst, 59, DW_OP_stack_value), !162)
    #dbg_value(i128 117341, !119, !DIExpression(), !162)
    #dbg_value(ptr %2, !127, !DIExpression(DW_OP_plus_uconst, 58, DW_OP_stack_value), !162)
    #dbg_value(i128 11734, !119, !DIExpression(), !162)
    #dbg_value(ptr %2, !127, !DIExpression(DW_OP_plus_uconst, 57, DW_OP_stack_value), !162)
    #dbg_value(i128 1173, !119, !DIExpression(), !162)
    #dbg_value(ptr %2, !127, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value), !162)
    #dbg_value(i128 117, !119, !DIExpression(), !162)
    #dbg_value(ptr %2, !127, !DIExpression(DW_OP_plus_uconst, 55, DW_OP_stack_value), !162)
    #dbg_value(i128 11, !119, !DIExpression(), !162)
    #dbg_value(ptr %2, !127, !DIExpression(DW_OP_plus_uconst, 54, DW_OP_stack_value), !162)
    #dbg_value(i128 1, !119, !DIExpression(), !162)
  %41 = getelementptr inbounds i8, ptr %2, i64 53, !dbg !167
  store <8 x i8> <i8 49, i8 49, i8 55, i8 51, i8 52, i8 49, i8 53, i8 53>, ptr %41, align 1, !dbg !168, !tbaa !132
    #dbg_value(ptr %41, !127, !DIExpression(), !162)
    #dbg_value(i128 0, !119, !DIExpression(), !162)
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %35, ptr noundef nonnull %41), !dbg !169
    #dbg_value(i128 -68056473372454064439491505267798329032, !119, !DIExpression(), !170)
    #dbg_value(ptr %1, !126, !DIExpression(), !170)
    #dbg_value(ptr %12, !127, !DIExpression(), !170)
  store i8 0, ptr %12, align 1, !dbg !172, !tbaa !132, !DIAssignID !173
    #dbg_assign(i8 0, !75, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !173, ptr %12, !DIExpression(), !92)
  br label %43, !dbg !174

43:                                               ; preds = %43, %37
  %44 = phi i128 [ -68056473372454064439491505267798329032, %37 ], [ %47, %43 ]
  %45 = phi ptr [ %12, %37 ], [ %52, %43 ], !dbg !170
    #dbg_value(ptr %45, !127, !DIExpression(), !170)
    #dbg_value(i128 %44, !119, !DIExpression(), !170)
  %46 = freeze i128 %44, !dbg !175
  %47 = udiv i128 %46, 10, !dbg !175
  %48 = mul i128 %47, 10, !dbg !176
  %49 = sub i128 %46, %48, !dbg !176
  %50 = trunc nuw nsw i128 %49 to i8, !dbg !177
  %51 = or disjoint i8 %50, 48, !dbg !178
  %52 = getelementptr inbounds i8, ptr %45, i64 -1, !dbg !179
    #dbg_value(ptr %52, !127, !DIExpression(), !170)
  store i8 %51, ptr %52, align 1, !dbg !180, !tbaa !132
    #dbg_value(i128 %47, !119, !DIExpression(), !170)
  %53 = icmp ult i128 %44, 10, !dbg !181
  br i1 %53, label %54, label %43, !dbg !181, !llvm.loop !182

54:                                               ; preds = %43
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %52), !dbg !184
    #dbg_value(i128 -42346250105716786564631203053715541295, !83, !DIExpression(), !92)
    #dbg_value(i128 -42346250105716786564631203053715541295, !185, !DIExpression(), !192)
    #dbg_value(ptr %1, !190, !DIExpression(), !192)
    #dbg_value(i128 42346250105716786564631203053715541295, !119, !DIExpression(), !194)
    #dbg_value(ptr %1, !126, !DIExpression(), !194)
    #dbg_value(ptr %12, !127, !DIExpression(), !194)
  store i8 0, ptr %12, align 1, !dbg !196, !tbaa !132, !DIAssignID !197
    #dbg_assign(i8 0, !75, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !197, ptr %12, !DIExpression(), !92)
  br label %56, !dbg !198

56:                                               ; preds = %56, %54
  %57 = phi i128 [ 42346250105716786564631203053715541295, %54 ], [ %60, %56 ]
  %58 = phi ptr [ %12, %54 ], [ %65, %56 ], !dbg !194
    #dbg_value(ptr %58, !127, !DIExpression(), !194)
    #dbg_value(i128 %57, !119, !DIExpression(), !194)
  %59 = freeze i128 %57, !dbg !199
  %60 = udiv i128 %59, 10, !dbg !199
  %61 = mul i128 %60, 10, !dbg !200
  %62 = sub i128 %59, %61, !dbg !200
  %63 = trunc nuw nsw i128 %62 to i8, !dbg !201
  %64 = or disjoint i8 %63, 48, !dbg !202
  %65 = getelementptr inbounds i8, ptr %58, i64 -1, !dbg !203
    #dbg_value(ptr %65, !127, !DIExpression(), !194)
  store i8 %64, ptr %65, align 1, !dbg !204, !tbaa !132
    #dbg_value(i128 %60, !119, !DIExpression(), !194)
  %66 = icmp ult i128 %57, 10, !dbg !205
  br i1 %66, label %67, label %56, !dbg !205, !llvm.loop !206

67:                                               ; preds = %56
    #dbg_value(ptr %65, !191, !DIExpression(), !192)
  %68 = getelementptr inbounds i8, ptr %58, i64 -2, !dbg !208
    #dbg_value(ptr %68, !191, !DIExpression(), !192)
  store i8 45, ptr %68, align 1, !dbg !209, !tbaa !132
    #dbg_value(i128 -6049464300816683794947314721959363042, !185, !DIExpression(), !210)
    #dbg_value(ptr %2, !190, !DIExpression(), !210)
    #dbg_value(i128 6049464300816683794947314721959363042, !119, !DIExpression(), !212)
    #dbg_value(ptr %2, !126, !DIExpression(), !212)
    #dbg_value(ptr %38, !127, !DIExpression(), !212)
  store i8 0, ptr %38, align 1, !dbg !214, !tbaa !132, !DIAssignID !215
    #dbg_assign(i8 0, !79, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !215, ptr %38, !DIExpression(), !92)
  br label %69, !dbg !216

69:                                               ; preds = %69, %67
  %70 = phi i128 [ 6049464300816683794947314721959363042, %67 ], [ %73, %69 ]
  %71 = phi ptr [ %38, %67 ], [ %78, %69 ], !dbg !212
    #dbg_value(ptr %71, !127, !DIExpression(), !212)
    #dbg_value(i128 %70, !119, !DIExpression(), !212)
  %72 = freeze i128 %70, !dbg !217
  %73 = udiv i128 %72, 10, !dbg !217
  %74 = mul i128 %73, 10, !dbg !218
  %75 = sub i128 %72, %74, !dbg !218
  %76 = trunc nuw nsw i128 %75 to i8, !dbg !219
  %77 = or disjoint i8 %76, 48, !dbg !220
  %78 = getelementptr inbounds i8, ptr %71, i64 -1, !dbg !221
    #dbg_value(ptr %78, !127, !DIExpression(), !212)
  store i8 %77, ptr %78, align 1, !dbg !222, !tbaa !132
    #dbg_value(i128 %73, !119, !DIExpression(), !212)
  %79 = icmp ult i128 %70, 10, !dbg !223
  br i1 %79, label %80, label %69, !dbg !223, !llvm.loop !224

80:                                               ; preds = %69
    #dbg_value(ptr %78, !191, !DIExpression(), !210)
  %81 = getelementptr inbounds i8, ptr %71, i64 -2, !dbg !226
    #dbg_value(ptr %81, !191, !DIExpression(), !210)
  store i8 45, ptr %81, align 1, !dbg !227, !tbaa !132
    #dbg_value(i128 -1, !185, !DIExpression(), !228)
    #dbg_value(ptr %3, !190, !DIExpression(), !228)
    #dbg_value(i128 1, !119, !DIExpression(), !230)
    #dbg_value(ptr %3, !126, !DIExpression(), !230)
  %82 = getelementptr inbounds i8, ptr %3, i64 63, !dbg !232
    #dbg_value(ptr %82, !127, !DIExpression(), !230)
  store i8 0, ptr %82, align 1, !dbg !233, !tbaa !132, !DIAssignID !234
    #dbg_assign(i8 0, !80, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !234, ptr %82, !DIExpression(), !92)
    #dbg_value(ptr %82, !127, !DIExpression(), !230)
    #dbg_value(i128 1, !119, !DIExpression(), !230)
  %83 = getelementptr inbounds i8, ptr %3, i64 62, !dbg !235
    #dbg_value(ptr %83, !127, !DIExpression(), !230)
  store i8 49, ptr %83, align 1, !dbg !236, !tbaa !132
    #dbg_value(i128 0, !119, !DIExpression(), !230)
    #dbg_value(ptr %83, !191, !DIExpression(), !228)
  %84 = getelementptr inbounds i8, ptr %3, i64 61, !dbg !237
    #dbg_value(ptr %84, !191, !DIExpression(), !228)
  store i8 45, ptr %84, align 1, !dbg !238, !tbaa !132
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %68, ptr noundef nonnull %81, ptr noundef nonnull %84), !dbg !239
    #dbg_value(i32 1, !84, !DIExpression(), !240)
  br label %132, !dbg !241

86:                                               ; preds = %161, %86
  %87 = phi i128 [ %97, %86 ], [ 0, %161 ]
  %88 = phi i128 [ %96, %86 ], [ 18446744073709551616, %161 ]
    #dbg_value(i128 %87, !242, !DIExpression(), !251)
    #dbg_value(i128 %88, !248, !DIExpression(), !251)
  %89 = sub i128 %88, %87, !dbg !253
  %90 = add i128 %89, 1, !dbg !253
  %91 = lshr i128 %90, 1, !dbg !254
  %92 = add i128 %91, %87, !dbg !255
    #dbg_value(i128 %92, !249, !DIExpression(), !256)
  %93 = udiv i128 -1512366075204170946324983002043881096, %92, !dbg !257
  %94 = icmp ugt i128 %92, %93, !dbg !259
  %95 = add i128 %92, -1, !dbg !260
  %96 = select i1 %94, i128 %95, i128 %88, !dbg !260
  %97 = select i1 %94, i128 %87, i128 %92, !dbg !260
    #dbg_value(i128 %97, !242, !DIExpression(), !251)
    #dbg_value(i128 %96, !248, !DIExpression(), !251)
  %98 = icmp ult i128 %97, %96, !dbg !261
  br i1 %98, label %86, label %99, !dbg !262, !llvm.loop !263

99:                                               ; preds = %86
    #dbg_value(i128 %97, !119, !DIExpression(), !265)
    #dbg_value(ptr %1, !126, !DIExpression(), !265)
    #dbg_value(ptr %12, !127, !DIExpression(), !265)
  store i8 0, ptr %12, align 1, !dbg !267, !tbaa !132, !DIAssignID !268
    #dbg_assign(i8 0, !75, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !268, ptr %12, !DIExpression(), !92)
  br label %100, !dbg !269

100:                                              ; preds = %100, %99
  %101 = phi i128 [ %97, %99 ], [ %104, %100 ]
  %102 = phi ptr [ %12, %99 ], [ %109, %100 ], !dbg !265
    #dbg_value(ptr %102, !127, !DIExpression(), !265)
    #dbg_value(i128 %101, !119, !DIExpression(), !265)
  %103 = freeze i128 %101, !dbg !270
  %104 = udiv i128 %103, 10, !dbg !270
  %105 = mul i128 %104, 10, !dbg !271
  %106 = sub i128 %103, %105, !dbg !271
  %107 = trunc nuw nsw i128 %106 to i8, !dbg !272
  %108 = or disjoint i8 %107, 48, !dbg !273
  %109 = getelementptr inbounds i8, ptr %102, i64 -1, !dbg !274
    #dbg_value(ptr %109, !127, !DIExpression(), !265)
  store i8 %108, ptr %109, align 1, !dbg !275, !tbaa !132
    #dbg_value(i128 %104, !119, !DIExpression(), !265)
  %110 = icmp ult i128 %101, 10, !dbg !276
  br i1 %110, label %111, label %100, !dbg !276, !llvm.loop !277

111:                                              ; preds = %100
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %109), !dbg !279
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !280
    #dbg_value(double 0x46AFDB97530ECA86, !86, !DIExpression(), !92)
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4074313850D8820B), !dbg !281
    #dbg_value(i128 1292304995902001505951230604607488, !87, !DIExpression(), !92)
    #dbg_value(i128 1292304995902001505951230604607488, !119, !DIExpression(), !282)
    #dbg_value(ptr %1, !126, !DIExpression(), !282)
    #dbg_value(ptr %12, !127, !DIExpression(), !282)
  store i8 0, ptr %12, align 1, !dbg !284, !tbaa !132, !DIAssignID !285
    #dbg_assign(i8 0, !75, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !285, ptr %12, !DIExpression(), !92)
  br label %115, !dbg !286

115:                                              ; preds = %115, %111
  %116 = phi i128 [ 1292304995902001505951230604607488, %111 ], [ %119, %115 ]
  %117 = phi ptr [ %12, %111 ], [ %124, %115 ], !dbg !282
    #dbg_value(ptr %117, !127, !DIExpression(), !282)
    #dbg_value(i128 %116, !119, !DIExpression(), !282)
  %118 = freeze i128 %116, !dbg !287
  %119 = udiv i128 %118, 10, !dbg !287
  %120 = mul i128 %119, 10, !dbg !288
  %121 = sub i128 %118, %120, !dbg !288
  %122 = trunc nuw nsw i128 %121 to i8, !dbg !289
  %123 = or disjoint i8 %122, 48, !dbg !290
  %124 = getelementptr inbounds i8, ptr %117, i64 -1, !dbg !291
    #dbg_value(ptr %124, !127, !DIExpression(), !282)
  store i8 %123, ptr %124, align 1, !dbg !292, !tbaa !132
    #dbg_value(i128 %119, !119, !DIExpression(), !282)
  %125 = icmp ult i128 %116, 10, !dbg !293
  br i1 %125, label %126, label %115, !dbg !293, !llvm.loop !294

126:                                              ; preds = %115
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %124), !dbg !296
    #dbg_value(i128 -12345678, !88, !DIExpression(), !92)
    #dbg_value(i128 -12345678, !185, !DIExpression(), !297)
    #dbg_value(ptr %1, !190, !DIExpression(), !297)
    #dbg_value(i128 12345678, !119, !DIExpression(), !299)
    #dbg_value(ptr %1, !126, !DIExpression(), !299)
    #dbg_value(ptr %12, !127, !DIExpression(), !299)
  store i8 0, ptr %12, align 1, !dbg !301, !tbaa !132, !DIAssignID !302
    #dbg_assign(i8 0, !75, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !302, ptr %12, !DIExpression(), !92)
    #dbg_value(ptr %12, !127, !DIExpression(), !299)
    #dbg_value(i128 12345678, !119, !DIExpression(), !299)
  %128 = getelementptr inbounds i8, ptr %1, i64 62, !dbg !303
    #dbg_value(ptr %128, !127, !DIExpression(), !299)
  store i8 56, ptr %128, align 1, !dbg !304, !tbaa !132
    #dbg_value(i128 1234567, !119, !DIExpression(), !299)
    #dbg_value(ptr %1, !127, !DIExpression(DW_OP_plus_uconst, 61, DW_OP_stack_value), !299)
    #dbg_value(i128 123456, !119, !DIExpression(), !299)
    #dbg_value(ptr %1, !127, !DIExpression(DW_OP_plus_uconst, 60, DW_OP_stack_value), !299)
    #dbg_value(i128 12345, !119, !DIExpression(), !299)
    #dbg_value(ptr %1, !127, !DIExpression(DW_OP_plus_uconst, 59, DW_OP_stack_value), !299)
    #dbg_value(i128 1234, !119, !DIExpression(), !299)
    #dbg_value(ptr %1, !127, !DIExpression(DW_OP_plus_uconst, 58, DW_OP_stack_value), !299)
    #dbg_value(i128 123, !119, !DIExpression(), !299)
    #dbg_value(ptr %1, !127, !DIExpression(DW_OP_plus_uconst, 57, DW_OP_stack_value), !299)
    #dbg_value(i128 12, !119, !DIExpression(), !299)
    #dbg_value(ptr %1, !127, !DIExpression(DW_OP_plus_uconst, 56, DW_OP_stack_value), !299)
    #dbg_value(i128 1, !119, !DIExpression(), !299)
    #dbg_value(ptr %1, !127, !DIExpression(DW_OP_plus_uconst, 55, DW_OP_stack_value), !299)
    #dbg_value(i128 0, !119, !DIExpression(), !299)
    #dbg_value(ptr %128, !191, !DIExpression(), !297)
  %129 = getelementptr inbounds i8, ptr %1, i64 54, !dbg !305
  store <8 x i8> <i8 45, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55>, ptr %129, align 1, !dbg !306, !tbaa !132
    #dbg_value(ptr %129, !191, !DIExpression(), !297)
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %129), !dbg !307
    #dbg_value(i64 1089357896855742840, !89, !DIExpression(), !92)
    #dbg_value(i64 -81985529216486896, !90, !DIExpression(), !92)
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -81985529216486896, i64 noundef 1089357896855742840, i32 noundef 64), !dbg !308
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #3, !dbg !309
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #3, !dbg !309
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3, !dbg !309
  ret i32 0, !dbg !310

132:                                              ; preds = %80, %161
  %133 = phi i32 [ 1, %80 ], [ %164, %161 ]
    #dbg_value(i32 %133, !84, !DIExpression(), !240)
  %134 = zext nneg i32 %133 to i128, !dbg !311
  %135 = lshr i128 -1512366075204170946324983002043881096, %134, !dbg !311
    #dbg_value(i128 %135, !119, !DIExpression(), !313)
    #dbg_value(ptr %1, !126, !DIExpression(), !313)
    #dbg_value(ptr %12, !127, !DIExpression(), !313)
  store i8 0, ptr %12, align 1, !dbg !315, !tbaa !132, !DIAssignID !316
    #dbg_assign(i8 0, !75, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !316, ptr %12, !DIExpression(), !92)
  br label %136, !dbg !317

136:                                              ; preds = %136, %132
  %137 = phi i128 [ %135, %132 ], [ %140, %136 ]
  %138 = phi ptr [ %12, %132 ], [ %145, %136 ], !dbg !313
    #dbg_value(ptr %138, !127, !DIExpression(), !313)
    #dbg_value(i128 %137, !119, !DIExpression(), !313)
  %139 = freeze i128 %137, !dbg !318
  %140 = udiv i128 %139, 10, !dbg !318
  %141 = mul i128 %140, 10, !dbg !319
  %142 = sub i128 %139, %141, !dbg !319
  %143 = trunc nuw nsw i128 %142 to i8, !dbg !320
  %144 = or disjoint i8 %143, 48, !dbg !321
  %145 = getelementptr inbounds i8, ptr %138, i64 -1, !dbg !322
    #dbg_value(ptr %145, !127, !DIExpression(), !313)
  store i8 %144, ptr %145, align 1, !dbg !323, !tbaa !132
    #dbg_value(i128 %140, !119, !DIExpression(), !313)
  %146 = icmp ult i128 %137, 10, !dbg !324
  br i1 %146, label %147, label %136, !dbg !324, !llvm.loop !325

147:                                              ; preds = %136
  %148 = ashr i128 -42346250105716786564631203053715541295, %134, !dbg !327
    #dbg_value(i128 %148, !185, !DIExpression(), !328)
    #dbg_value(ptr %2, !190, !DIExpression(), !328)
  %149 = sub nsw i128 0, %148, !dbg !330
    #dbg_value(i128 %149, !119, !DIExpression(), !331)
    #dbg_value(ptr %2, !126, !DIExpression(), !331)
    #dbg_value(ptr %38, !127, !DIExpression(), !331)
  store i8 0, ptr %38, align 1, !dbg !333, !tbaa !132, !DIAssignID !334
    #dbg_assign(i8 0, !79, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !334, ptr %38, !DIExpression(), !92)
  br label %150, !dbg !335

150:                                              ; preds = %150, %147
  %151 = phi i128 [ %149, %147 ], [ %154, %150 ]
  %152 = phi ptr [ %38, %147 ], [ %159, %150 ], !dbg !331
    #dbg_value(ptr %152, !127, !DIExpression(), !331)
    #dbg_value(i128 %151, !119, !DIExpression(), !331)
  %153 = freeze i128 %151, !dbg !336
  %154 = udiv i128 %153, 10, !dbg !336
  %155 = mul i128 %154, 10, !dbg !337
  %156 = sub i128 %153, %155, !dbg !337
  %157 = trunc nuw nsw i128 %156 to i8, !dbg !338
  %158 = or disjoint i8 %157, 48, !dbg !339
  %159 = getelementptr inbounds i8, ptr %152, i64 -1, !dbg !340
    #dbg_value(ptr %159, !127, !DIExpression(), !331)
  store i8 %158, ptr %159, align 1, !dbg !341, !tbaa !132
    #dbg_value(i128 %154, !119, !DIExpression(), !331)
  %160 = icmp ult i128 %151, 10, !dbg !342
  br i1 %160, label %161, label %150, !dbg !342, !llvm.loop !343

161:                                              ; preds = %150
    #dbg_value(ptr %159, !191, !DIExpression(), !328)
  %162 = getelementptr inbounds i8, ptr %152, i64 -2, !dbg !345
    #dbg_value(ptr %162, !191, !DIExpression(), !328)
  store i8 45, ptr %162, align 1, !dbg !346, !tbaa !132
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %133, ptr noundef nonnull %145, ptr noundef nonnull %162), !dbg !347
  %164 = add nuw nsw i32 %133, 31, !dbg !348
    #dbg_value(i32 %164, !84, !DIExpression(), !240)
  %165 = icmp ult i32 %133, 97, !dbg !349
  br i1 %165, label %132, label %86, !dbg !241, !llvm.loop !350
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !352 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!51}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_int128.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b9444b996102b4b8412e0e52bf9e33d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!51 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !52, globals: !61, splitDebugInlining: false, nameTableKind: None)
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
!62 = !{i32 7, !"Dwarf Version", i32 5}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"PIE Level", i32 2}
!67 = !{i32 7, !"uwtable", i32 2}
!68 = !{i32 7, !"frame-pointer", i32 1}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 36, type: !72, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!59}
!74 = !{!75, !79, !80, !81, !82, !83, !84, !86, !87, !88, !89, !90}
!75 = !DILocalVariable(name: "b1", scope: !71, file: !2, line: 37, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 64)
!79 = !DILocalVariable(name: "b2", scope: !71, file: !2, line: 37, type: !76)
!80 = !DILocalVariable(name: "b3", scope: !71, file: !2, line: 37, type: !76)
!81 = !DILocalVariable(name: "x", scope: !71, file: !2, line: 39, type: !53)
!82 = !DILocalVariable(name: "y", scope: !71, file: !2, line: 40, type: !53)
!83 = !DILocalVariable(name: "s", scope: !71, file: !2, line: 43, type: !55)
!84 = !DILocalVariable(name: "k", scope: !85, file: !2, line: 45, type: !59)
!85 = distinct !DILexicalBlock(scope: !71, file: !2, line: 45, column: 5)
!86 = !DILocalVariable(name: "d", scope: !71, file: !2, line: 49, type: !57)
!87 = !DILocalVariable(name: "back", scope: !71, file: !2, line: 51, type: !53)
!88 = !DILocalVariable(name: "neg", scope: !71, file: !2, line: 53, type: !55)
!89 = !DILocalVariable(name: "lo", scope: !71, file: !2, line: 55, type: !58)
!90 = !DILocalVariable(name: "hi", scope: !71, file: !2, line: 55, type: !58)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 0, scope: !71)
!93 = distinct !DIAssignID()
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 37, column: 5, scope: !71)
!96 = !DILocalVariable(name: "n", arg: 1, scope: !97, file: !2, line: 21, type: !59)
!97 = distinct !DISubprogram(name: "fib128", scope: !2, file: !2, line: 21, type: !98, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!53, !59}
!100 = !{!96, !101, !102, !103, !105}
!101 = !DILocalVariable(name: "a", scope: !97, file: !2, line: 22, type: !53)
!102 = !DILocalVariable(name: "b", scope: !97, file: !2, line: 22, type: !53)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 23, type: !59)
!104 = distinct !DILexicalBlock(scope: !97, file: !2, line: 23, column: 5)
!105 = !DILocalVariable(name: "t", scope: !106, file: !2, line: 23, type: !53)
!106 = distinct !DILexicalBlock(scope: !107, file: !2, line: 23, column: 33)
!107 = distinct !DILexicalBlock(scope: !104, file: !2, line: 23, column: 5)
!108 = !DILocation(line: 0, scope: !97, inlinedAt: !109)
!109 = distinct !DILocation(line: 38, column: 40, scope: !71)
!110 = !DILocation(line: 0, scope: !104, inlinedAt: !109)
!111 = !DILocation(line: 23, column: 5, scope: !104, inlinedAt: !109)
!112 = !DILocation(line: 23, column: 46, scope: !106, inlinedAt: !109)
!113 = !DILocation(line: 0, scope: !106, inlinedAt: !109)
!114 = !DILocation(line: 23, column: 29, scope: !107, inlinedAt: !109)
!115 = !DILocation(line: 23, column: 23, scope: !107, inlinedAt: !109)
!116 = distinct !{!116, !111, !117, !118}
!117 = !DILocation(line: 23, column: 65, scope: !104, inlinedAt: !109)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocalVariable(name: "v", arg: 1, scope: !120, file: !2, line: 8, type: !53)
!120 = distinct !DISubprogram(name: "fmt_u128", scope: !2, file: !2, line: 8, type: !121, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !125)
!121 = !DISubroutineType(types: !122)
!122 = !{!123, !53, !60}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!125 = !{!119, !126, !127}
!126 = !DILocalVariable(name: "buf", arg: 2, scope: !120, file: !2, line: 8, type: !60)
!127 = !DILocalVariable(name: "p", scope: !120, file: !2, line: 9, type: !60)
!128 = !DILocation(line: 0, scope: !120, inlinedAt: !129)
!129 = distinct !DILocation(line: 38, column: 31, scope: !71)
!130 = !DILocation(line: 9, column: 19, scope: !120, inlinedAt: !129)
!131 = !DILocation(line: 10, column: 8, scope: !120, inlinedAt: !129)
!132 = !{!133, !133, i64 0}
!133 = !{!"omnipotent char", !134, i64 0}
!134 = !{!"Simple C/C++ TBAA"}
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 11, column: 5, scope: !120, inlinedAt: !129)
!137 = !DILocation(line: 11, column: 48, scope: !138, inlinedAt: !129)
!138 = distinct !DILexicalBlock(scope: !120, file: !2, line: 11, column: 8)
!139 = !DILocation(line: 11, column: 38, scope: !138, inlinedAt: !129)
!140 = !DILocation(line: 11, column: 30, scope: !138, inlinedAt: !129)
!141 = !DILocation(line: 11, column: 28, scope: !138, inlinedAt: !129)
!142 = !DILocation(line: 11, column: 11, scope: !138, inlinedAt: !129)
!143 = !DILocation(line: 11, column: 15, scope: !138, inlinedAt: !129)
!144 = !DILocation(line: 11, column: 55, scope: !138, inlinedAt: !129)
!145 = distinct !{!145, !136, !146, !118}
!146 = !DILocation(line: 11, column: 65, scope: !120, inlinedAt: !129)
!147 = !DILocation(line: 38, column: 5, scope: !71)
!148 = !DILocation(line: 0, scope: !120, inlinedAt: !149)
!149 = distinct !DILocation(line: 41, column: 36, scope: !71)
!150 = !DILocation(line: 10, column: 8, scope: !120, inlinedAt: !149)
!151 = distinct !DIAssignID()
!152 = !DILocation(line: 11, column: 5, scope: !120, inlinedAt: !149)
!153 = !DILocation(line: 11, column: 48, scope: !138, inlinedAt: !149)
!154 = !DILocation(line: 11, column: 38, scope: !138, inlinedAt: !149)
!155 = !DILocation(line: 11, column: 30, scope: !138, inlinedAt: !149)
!156 = !DILocation(line: 11, column: 28, scope: !138, inlinedAt: !149)
!157 = !DILocation(line: 11, column: 11, scope: !138, inlinedAt: !149)
!158 = !DILocation(line: 11, column: 15, scope: !138, inlinedAt: !149)
!159 = !DILocation(line: 11, column: 55, scope: !138, inlinedAt: !149)
!160 = distinct !{!160, !152, !161, !118}
!161 = !DILocation(line: 11, column: 65, scope: !120, inlinedAt: !149)
!162 = !DILocation(line: 0, scope: !120, inlinedAt: !163)
!163 = distinct !DILocation(line: 41, column: 57, scope: !71)
!164 = !DILocation(line: 9, column: 19, scope: !120, inlinedAt: !163)
!165 = !DILocation(line: 10, column: 8, scope: !120, inlinedAt: !163)
!166 = distinct !DIAssignID()
!167 = !DILocation(line: 11, column: 11, scope: !138, inlinedAt: !163)
!168 = !DILocation(line: 11, column: 15, scope: !138, inlinedAt: !163)
!169 = !DILocation(line: 41, column: 5, scope: !71)
!170 = !DILocation(line: 0, scope: !120, inlinedAt: !171)
!171 = distinct !DILocation(line: 42, column: 36, scope: !71)
!172 = !DILocation(line: 10, column: 8, scope: !120, inlinedAt: !171)
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 11, column: 5, scope: !120, inlinedAt: !171)
!175 = !DILocation(line: 11, column: 48, scope: !138, inlinedAt: !171)
!176 = !DILocation(line: 11, column: 38, scope: !138, inlinedAt: !171)
!177 = !DILocation(line: 11, column: 30, scope: !138, inlinedAt: !171)
!178 = !DILocation(line: 11, column: 28, scope: !138, inlinedAt: !171)
!179 = !DILocation(line: 11, column: 11, scope: !138, inlinedAt: !171)
!180 = !DILocation(line: 11, column: 15, scope: !138, inlinedAt: !171)
!181 = !DILocation(line: 11, column: 55, scope: !138, inlinedAt: !171)
!182 = distinct !{!182, !174, !183, !118}
!183 = !DILocation(line: 11, column: 65, scope: !120, inlinedAt: !171)
!184 = !DILocation(line: 42, column: 5, scope: !71)
!185 = !DILocalVariable(name: "v", arg: 1, scope: !186, file: !2, line: 14, type: !55)
!186 = distinct !DISubprogram(name: "fmt_s128", scope: !2, file: !2, line: 14, type: !187, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{!123, !55, !60}
!189 = !{!185, !190, !191}
!190 = !DILocalVariable(name: "buf", arg: 2, scope: !186, file: !2, line: 14, type: !60)
!191 = !DILocalVariable(name: "p", scope: !186, file: !2, line: 16, type: !60)
!192 = !DILocation(line: 0, scope: !186, inlinedAt: !193)
!193 = distinct !DILocation(line: 44, column: 43, scope: !71)
!194 = !DILocation(line: 0, scope: !120, inlinedAt: !195)
!195 = distinct !DILocation(line: 16, column: 23, scope: !186, inlinedAt: !193)
!196 = !DILocation(line: 10, column: 8, scope: !120, inlinedAt: !195)
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 11, column: 5, scope: !120, inlinedAt: !195)
!199 = !DILocation(line: 11, column: 48, scope: !138, inlinedAt: !195)
!200 = !DILocation(line: 11, column: 38, scope: !138, inlinedAt: !195)
!201 = !DILocation(line: 11, column: 30, scope: !138, inlinedAt: !195)
!202 = !DILocation(line: 11, column: 28, scope: !138, inlinedAt: !195)
!203 = !DILocation(line: 11, column: 11, scope: !138, inlinedAt: !195)
!204 = !DILocation(line: 11, column: 15, scope: !138, inlinedAt: !195)
!205 = !DILocation(line: 11, column: 55, scope: !138, inlinedAt: !195)
!206 = distinct !{!206, !198, !207, !118}
!207 = !DILocation(line: 11, column: 65, scope: !120, inlinedAt: !195)
!208 = !DILocation(line: 17, column: 6, scope: !186, inlinedAt: !193)
!209 = !DILocation(line: 17, column: 10, scope: !186, inlinedAt: !193)
!210 = !DILocation(line: 0, scope: !186, inlinedAt: !211)
!211 = distinct !DILocation(line: 44, column: 60, scope: !71)
!212 = !DILocation(line: 0, scope: !120, inlinedAt: !213)
!213 = distinct !DILocation(line: 16, column: 23, scope: !186, inlinedAt: !211)
!214 = !DILocation(line: 10, column: 8, scope: !120, inlinedAt: !213)
!215 = distinct !DIAssignID()
!216 = !DILocation(line: 11, column: 5, scope: !120, inlinedAt: !213)
!217 = !DILocation(line: 11, column: 48, scope: !138, inlinedAt: !213)
!218 = !DILocation(line: 11, column: 38, scope: !138, inlinedAt: !213)
!219 = !DILocation(line: 11, column: 30, scope: !138, inlinedAt: !213)
!220 = !DILocation(line: 11, column: 28, scope: !138, inlinedAt: !213)
!221 = !DILocation(line: 11, column: 11, scope: !138, inlinedAt: !213)
!222 = !DILocation(line: 11, column: 15, scope: !138, inlinedAt: !213)
!223 = !DILocation(line: 11, column: 55, scope: !138, inlinedAt: !213)
!224 = distinct !{!224, !216, !225, !118}
!225 = !DILocation(line: 11, column: 65, scope: !120, inlinedAt: !213)
!226 = !DILocation(line: 17, column: 6, scope: !186, inlinedAt: !211)
!227 = !DILocation(line: 17, column: 10, scope: !186, inlinedAt: !211)
!228 = !DILocation(line: 0, scope: !186, inlinedAt: !229)
!229 = distinct !DILocation(line: 44, column: 81, scope: !71)
!230 = !DILocation(line: 0, scope: !120, inlinedAt: !231)
!231 = distinct !DILocation(line: 16, column: 23, scope: !186, inlinedAt: !229)
!232 = !DILocation(line: 9, column: 19, scope: !120, inlinedAt: !231)
!233 = !DILocation(line: 10, column: 8, scope: !120, inlinedAt: !231)
!234 = distinct !DIAssignID()
!235 = !DILocation(line: 11, column: 11, scope: !138, inlinedAt: !231)
!236 = !DILocation(line: 11, column: 15, scope: !138, inlinedAt: !231)
!237 = !DILocation(line: 17, column: 6, scope: !186, inlinedAt: !229)
!238 = !DILocation(line: 17, column: 10, scope: !186, inlinedAt: !229)
!239 = !DILocation(line: 44, column: 5, scope: !71)
!240 = !DILocation(line: 0, scope: !85)
!241 = !DILocation(line: 45, column: 5, scope: !85)
!242 = !DILocalVariable(name: "lo", scope: !243, file: !2, line: 28, type: !53)
!243 = distinct !DISubprogram(name: "isqrt128", scope: !2, file: !2, line: 27, type: !244, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !246)
!244 = !DISubroutineType(types: !245)
!245 = !{!53, !53}
!246 = !{!247, !242, !248, !249}
!247 = !DILocalVariable(name: "n", arg: 1, scope: !243, file: !2, line: 27, type: !53)
!248 = !DILocalVariable(name: "hi", scope: !243, file: !2, line: 28, type: !53)
!249 = !DILocalVariable(name: "mid", scope: !250, file: !2, line: 30, type: !53)
!250 = distinct !DILexicalBlock(scope: !243, file: !2, line: 29, column: 21)
!251 = !DILocation(line: 0, scope: !243, inlinedAt: !252)
!252 = distinct !DILocation(line: 47, column: 37, scope: !71)
!253 = !DILocation(line: 30, column: 34, scope: !250, inlinedAt: !252)
!254 = !DILocation(line: 30, column: 39, scope: !250, inlinedAt: !252)
!255 = !DILocation(line: 30, column: 23, scope: !250, inlinedAt: !252)
!256 = !DILocation(line: 0, scope: !250, inlinedAt: !252)
!257 = !DILocation(line: 31, column: 22, scope: !258, inlinedAt: !252)
!258 = distinct !DILexicalBlock(scope: !250, file: !2, line: 31, column: 13)
!259 = !DILocation(line: 31, column: 17, scope: !258, inlinedAt: !252)
!260 = !DILocation(line: 31, column: 13, scope: !250, inlinedAt: !252)
!261 = !DILocation(line: 29, column: 15, scope: !243, inlinedAt: !252)
!262 = !DILocation(line: 29, column: 5, scope: !243, inlinedAt: !252)
!263 = distinct !{!263, !262, !264, !118}
!264 = !DILocation(line: 32, column: 5, scope: !243, inlinedAt: !252)
!265 = !DILocation(line: 0, scope: !120, inlinedAt: !266)
!266 = distinct !DILocation(line: 47, column: 28, scope: !71)
!267 = !DILocation(line: 10, column: 8, scope: !120, inlinedAt: !266)
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 11, column: 5, scope: !120, inlinedAt: !266)
!270 = !DILocation(line: 11, column: 48, scope: !138, inlinedAt: !266)
!271 = !DILocation(line: 11, column: 38, scope: !138, inlinedAt: !266)
!272 = !DILocation(line: 11, column: 30, scope: !138, inlinedAt: !266)
!273 = !DILocation(line: 11, column: 28, scope: !138, inlinedAt: !266)
!274 = !DILocation(line: 11, column: 11, scope: !138, inlinedAt: !266)
!275 = !DILocation(line: 11, column: 15, scope: !138, inlinedAt: !266)
!276 = !DILocation(line: 11, column: 55, scope: !138, inlinedAt: !266)
!277 = distinct !{!277, !269, !278, !118}
!278 = !DILocation(line: 11, column: 65, scope: !120, inlinedAt: !266)
!279 = !DILocation(line: 47, column: 5, scope: !71)
!280 = !DILocation(line: 48, column: 5, scope: !71)
!281 = !DILocation(line: 50, column: 5, scope: !71)
!282 = !DILocation(line: 0, scope: !120, inlinedAt: !283)
!283 = distinct !DILocation(line: 52, column: 34, scope: !71)
!284 = !DILocation(line: 10, column: 8, scope: !120, inlinedAt: !283)
!285 = distinct !DIAssignID()
!286 = !DILocation(line: 11, column: 5, scope: !120, inlinedAt: !283)
!287 = !DILocation(line: 11, column: 48, scope: !138, inlinedAt: !283)
!288 = !DILocation(line: 11, column: 38, scope: !138, inlinedAt: !283)
!289 = !DILocation(line: 11, column: 30, scope: !138, inlinedAt: !283)
!290 = !DILocation(line: 11, column: 28, scope: !138, inlinedAt: !283)
!291 = !DILocation(line: 11, column: 11, scope: !138, inlinedAt: !283)
!292 = !DILocation(line: 11, column: 15, scope: !138, inlinedAt: !283)
!293 = !DILocation(line: 11, column: 55, scope: !138, inlinedAt: !283)
!294 = distinct !{!294, !286, !295, !118}
!295 = !DILocation(line: 11, column: 65, scope: !120, inlinedAt: !283)
!296 = !DILocation(line: 52, column: 5, scope: !71)
!297 = !DILocation(line: 0, scope: !186, inlinedAt: !298)
!298 = distinct !DILocation(line: 54, column: 43, scope: !71)
!299 = !DILocation(line: 0, scope: !120, inlinedAt: !300)
!300 = distinct !DILocation(line: 16, column: 23, scope: !186, inlinedAt: !298)
!301 = !DILocation(line: 10, column: 8, scope: !120, inlinedAt: !300)
!302 = distinct !DIAssignID()
!303 = !DILocation(line: 11, column: 11, scope: !138, inlinedAt: !300)
!304 = !DILocation(line: 11, column: 15, scope: !138, inlinedAt: !300)
!305 = !DILocation(line: 17, column: 6, scope: !186, inlinedAt: !298)
!306 = !DILocation(line: 17, column: 10, scope: !186, inlinedAt: !298)
!307 = !DILocation(line: 54, column: 5, scope: !71)
!308 = !DILocation(line: 56, column: 5, scope: !71)
!309 = !DILocation(line: 58, column: 1, scope: !71)
!310 = !DILocation(line: 57, column: 5, scope: !71)
!311 = !DILocation(line: 46, column: 51, scope: !312)
!312 = distinct !DILexicalBlock(scope: !85, file: !2, line: 45, column: 5)
!313 = !DILocation(line: 0, scope: !120, inlinedAt: !314)
!314 = distinct !DILocation(line: 46, column: 40, scope: !312)
!315 = !DILocation(line: 10, column: 8, scope: !120, inlinedAt: !314)
!316 = distinct !DIAssignID()
!317 = !DILocation(line: 11, column: 5, scope: !120, inlinedAt: !314)
!318 = !DILocation(line: 11, column: 48, scope: !138, inlinedAt: !314)
!319 = !DILocation(line: 11, column: 38, scope: !138, inlinedAt: !314)
!320 = !DILocation(line: 11, column: 30, scope: !138, inlinedAt: !314)
!321 = !DILocation(line: 11, column: 28, scope: !138, inlinedAt: !314)
!322 = !DILocation(line: 11, column: 11, scope: !138, inlinedAt: !314)
!323 = !DILocation(line: 11, column: 15, scope: !138, inlinedAt: !314)
!324 = !DILocation(line: 11, column: 55, scope: !138, inlinedAt: !314)
!325 = distinct !{!325, !317, !326, !118}
!326 = !DILocation(line: 11, column: 65, scope: !120, inlinedAt: !314)
!327 = !DILocation(line: 46, column: 73, scope: !312)
!328 = !DILocation(line: 0, scope: !186, inlinedAt: !329)
!329 = distinct !DILocation(line: 46, column: 62, scope: !312)
!330 = !DILocation(line: 16, column: 32, scope: !186, inlinedAt: !329)
!331 = !DILocation(line: 0, scope: !120, inlinedAt: !332)
!332 = distinct !DILocation(line: 16, column: 23, scope: !186, inlinedAt: !329)
!333 = !DILocation(line: 10, column: 8, scope: !120, inlinedAt: !332)
!334 = distinct !DIAssignID()
!335 = !DILocation(line: 11, column: 5, scope: !120, inlinedAt: !332)
!336 = !DILocation(line: 11, column: 48, scope: !138, inlinedAt: !332)
!337 = !DILocation(line: 11, column: 38, scope: !138, inlinedAt: !332)
!338 = !DILocation(line: 11, column: 30, scope: !138, inlinedAt: !332)
!339 = !DILocation(line: 11, column: 28, scope: !138, inlinedAt: !332)
!340 = !DILocation(line: 11, column: 11, scope: !138, inlinedAt: !332)
!341 = !DILocation(line: 11, column: 15, scope: !138, inlinedAt: !332)
!342 = !DILocation(line: 11, column: 55, scope: !138, inlinedAt: !332)
!343 = distinct !{!343, !335, !344, !118}
!344 = !DILocation(line: 11, column: 65, scope: !120, inlinedAt: !332)
!345 = !DILocation(line: 17, column: 6, scope: !186, inlinedAt: !329)
!346 = !DILocation(line: 17, column: 10, scope: !186, inlinedAt: !329)
!347 = !DILocation(line: 46, column: 9, scope: !312)
!348 = !DILocation(line: 45, column: 32, scope: !312)
!349 = !DILocation(line: 45, column: 23, scope: !312)
!350 = distinct !{!350, !241, !351, !118}
!351 = !DILocation(line: 46, column: 82, scope: !85)
!352 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{!59, !123, null}
