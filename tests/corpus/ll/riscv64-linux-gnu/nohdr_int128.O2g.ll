; ModuleID = 'tests/programs/nohdr_int128.c'
source_filename = "tests/programs/nohdr_int128.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !74 {
  %1 = alloca [64 x i8], align 1, !DIAssignID !94
    #dbg_assign(i1 undef, !78, !DIExpression(), !94, ptr %1, !DIExpression(), !95)
  %2 = alloca [64 x i8], align 1, !DIAssignID !96
    #dbg_assign(i1 undef, !82, !DIExpression(), !96, ptr %2, !DIExpression(), !95)
  %3 = alloca [64 x i8], align 1, !DIAssignID !97
    #dbg_assign(i1 undef, !83, !DIExpression(), !97, ptr %3, !DIExpression(), !95)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3, !dbg !98
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #3, !dbg !98
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #3, !dbg !98
    #dbg_value(i32 180, !99, !DIExpression(), !111)
    #dbg_value(i128 0, !104, !DIExpression(), !111)
    #dbg_value(i128 1, !105, !DIExpression(), !111)
    #dbg_value(i32 0, !106, !DIExpression(), !113)
  br label %4, !dbg !114

4:                                                ; preds = %4, %0
  %5 = phi i128 [ 0, %0 ], [ %7, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %9, %4 ]
  %7 = phi i128 [ 1, %0 ], [ %8, %4 ]
    #dbg_value(i128 %5, !104, !DIExpression(), !111)
    #dbg_value(i32 %6, !106, !DIExpression(), !113)
    #dbg_value(i128 %7, !105, !DIExpression(), !111)
  %8 = add i128 %7, %5, !dbg !115
    #dbg_value(i128 %8, !108, !DIExpression(), !116)
    #dbg_value(i128 %7, !104, !DIExpression(), !111)
    #dbg_value(i128 %8, !105, !DIExpression(), !111)
  %9 = add nuw nsw i32 %6, 1, !dbg !117
    #dbg_value(i32 %9, !106, !DIExpression(), !113)
  %10 = icmp eq i32 %9, 180, !dbg !118
  br i1 %10, label %11, label %4, !dbg !114, !llvm.loop !119

11:                                               ; preds = %4
    #dbg_value(i128 %7, !122, !DIExpression(), !131)
    #dbg_value(ptr %1, !129, !DIExpression(), !131)
  %12 = getelementptr inbounds i8, ptr %1, i64 63, !dbg !133
    #dbg_value(ptr %12, !130, !DIExpression(), !131)
  store i8 0, ptr %12, align 1, !dbg !134, !tbaa !135, !DIAssignID !138
    #dbg_assign(i8 0, !78, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !138, ptr %12, !DIExpression(), !95)
  br label %13, !dbg !139

13:                                               ; preds = %13, %11
  %14 = phi i128 [ %7, %11 ], [ %17, %13 ]
  %15 = phi ptr [ %12, %11 ], [ %22, %13 ], !dbg !131
    #dbg_value(ptr %15, !130, !DIExpression(), !131)
    #dbg_value(i128 %14, !122, !DIExpression(), !131)
  %16 = freeze i128 %14, !dbg !140
  %17 = udiv i128 %16, 10, !dbg !140
  %18 = mul i128 %17, 10, !dbg !142
  %19 = sub i128 %16, %18, !dbg !142
  %20 = trunc nuw nsw i128 %19 to i8, !dbg !143
  %21 = or disjoint i8 %20, 48, !dbg !144
  %22 = getelementptr inbounds i8, ptr %15, i64 -1, !dbg !145
    #dbg_value(ptr %22, !130, !DIExpression(), !131)
  store i8 %21, ptr %22, align 1, !dbg !146, !tbaa !135
    #dbg_value(i128 %17, !122, !DIExpression(), !131)
  %23 = icmp ult i128 %14, 10, !dbg !147
  br i1 %23, label %24, label %13, !dbg !147, !llvm.loop !148

24:                                               ; preds = %13
  %25 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %22), !dbg !150
    #dbg_value(i128 -1512366075204170946324983002043881096, !84, !DIExpression(), !95)
    #dbg_value(i128 4886718345, !85, !DIExpression(), !95)
    #dbg_value(i128 69324642209501905008411043266, !122, !DIExpression(), !151)
    #dbg_value(ptr %1, !129, !DIExpression(), !151)
    #dbg_value(ptr %12, !130, !DIExpression(), !151)
  store i8 0, ptr %12, align 1, !dbg !153, !tbaa !135, !DIAssignID !154
    #dbg_assign(i8 0, !78, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !154, ptr %12, !DIExpression(), !95)
  br label %26, !dbg !155

26:                                               ; preds = %26, %24
  %27 = phi i128 [ 69324642209501905008411043266, %24 ], [ %30, %26 ]
  %28 = phi ptr [ %12, %24 ], [ %35, %26 ], !dbg !151
    #dbg_value(ptr %28, !130, !DIExpression(), !151)
    #dbg_value(i128 %27, !122, !DIExpression(), !151)
  %29 = freeze i128 %27, !dbg !156
  %30 = udiv i128 %29, 10, !dbg !156
  %31 = mul i128 %30, 10, !dbg !157
  %32 = sub i128 %29, %31, !dbg !157
  %33 = trunc nuw nsw i128 %32 to i8, !dbg !158
  %34 = or disjoint i8 %33, 48, !dbg !159
  %35 = getelementptr inbounds i8, ptr %28, i64 -1, !dbg !160
    #dbg_value(ptr %35, !130, !DIExpression(), !151)
  store i8 %34, ptr %35, align 1, !dbg !161, !tbaa !135
    #dbg_value(i128 %30, !122, !DIExpression(), !151)
  %36 = icmp ult i128 %27, 10, !dbg !162
  br i1 %36, label %37, label %26, !dbg !162, !llvm.loop !163

37:                                               ; preds = %26
    #dbg_value(i128 1173415590, !122, !DIExpression(), !165)
    #dbg_value(ptr %2, !129, !DIExpression(), !165)
  %38 = getelementptr inbounds i8, ptr %2, i64 63, !dbg !167
    #dbg_value(ptr %38, !130, !DIExpression(), !165)
  store i8 0, ptr %38, align 1, !dbg !168, !tbaa !135, !DIAssignID !169
    #dbg_assign(i8 0, !82, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !169, ptr %38, !DIExpression(), !95)
    #dbg_value(ptr %38, !130, !DIExpression(), !165)
    #dbg_value(i128 1173415590, !122, !DIExpression(), !165)
  %39 = getelementptr inbounds i8, ptr %2, i64 62, !dbg !170
    #dbg_value(ptr %39, !130, !DIExpression(), !165)
  store i8 48, ptr %39, align 1, !dbg !171, !tbaa !135
    #dbg_value(i128 117341559, !122, !DIExpression(), !165)
  %40 = getelementptr inbounds i8, ptr %2, i64 61, !dbg !170
    #dbg_value(ptr %40, !130, !DIExpression(), !165)
  store i8 57, ptr %40, align 1, !dbg !171, !tbaa !135
    #dbg_value(i128 11734155, !122, !DIExpression(), !165)
  %41 = getelementptr inbounds i8, ptr %2, i64 60, !dbg !170
    #dbg_value(ptr %41, !130, !DIExpression(), !165)
  store i8 53, ptr %41, align 1, !dbg !171, !tbaa !135
    #dbg_value(i128 1173415, !122, !DIExpression(), !165)
  %42 = getelementptr inbounds i8, ptr %2, i64 59, !dbg !170
    #dbg_value(ptr %42, !130, !DIExpression(), !165)
  store i8 53, ptr %42, align 1, !dbg !171, !tbaa !135
    #dbg_value(i128 117341, !122, !DIExpression(), !165)
  %43 = getelementptr inbounds i8, ptr %2, i64 58, !dbg !170
    #dbg_value(ptr %43, !130, !DIExpression(), !165)
  store i8 49, ptr %43, align 1, !dbg !171, !tbaa !135
    #dbg_value(i128 11734, !122, !DIExpression(), !165)
  %44 = getelementptr inbounds i8, ptr %2, i64 57, !dbg !170
    #dbg_value(ptr %44, !130, !DIExpression(), !165)
  store i8 52, ptr %44, align 1, !dbg !171, !tbaa !135
    #dbg_value(i128 1173, !122, !DIExpression(), !165)
  %45 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !170
    #dbg_value(ptr %45, !130, !DIExpression(), !165)
  store i8 51, ptr %45, align 1, !dbg !171, !tbaa !135
    #dbg_value(i128 117, !122, !DIExpression(), !165)
  %46 = getelementptr inbounds i8, ptr %2, i64 55, !dbg !170
    #dbg_value(ptr %46, !130, !DIExpression(), !165)
  store i8 55, ptr %46, align 1, !dbg !171, !tbaa !135
    #dbg_value(i128 11, !122, !DIExpression(), !165)
  %47 = getelementptr inbounds i8, ptr %2, i64 54, !dbg !170
    #dbg_value(ptr %47, !130, !DIExpression(), !165)
  store i8 49, ptr %47, align 1, !dbg !171, !tbaa !135
    #dbg_value(i128 1, !122, !DIExpression(), !165)
  %48 = getelementptr inbounds i8, ptr %2, i64 53, !dbg !170
    #dbg_value(ptr %48, !130, !DIExpression(), !165)
  store i8 49, ptr %48, align 1, !dbg !171, !tbaa !135
    #dbg_value(i128 0, !122, !DIExpression(), !165)
  %49 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %35, ptr noundef nonnull %48), !dbg !172
    #dbg_value(i128 -68056473372454064439491505267798329032, !122, !DIExpression(), !173)
    #dbg_value(ptr %1, !129, !DIExpression(), !173)
    #dbg_value(ptr %12, !130, !DIExpression(), !173)
  store i8 0, ptr %12, align 1, !dbg !175, !tbaa !135, !DIAssignID !176
    #dbg_assign(i8 0, !78, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !176, ptr %12, !DIExpression(), !95)
  br label %50, !dbg !177

50:                                               ; preds = %50, %37
  %51 = phi i128 [ -68056473372454064439491505267798329032, %37 ], [ %54, %50 ]
  %52 = phi ptr [ %12, %37 ], [ %59, %50 ], !dbg !173
    #dbg_value(ptr %52, !130, !DIExpression(), !173)
    #dbg_value(i128 %51, !122, !DIExpression(), !173)
  %53 = freeze i128 %51, !dbg !178
  %54 = udiv i128 %53, 10, !dbg !178
  %55 = mul i128 %54, 10, !dbg !179
  %56 = sub i128 %53, %55, !dbg !179
  %57 = trunc nuw nsw i128 %56 to i8, !dbg !180
  %58 = or disjoint i8 %57, 48, !dbg !181
  %59 = getelementptr inbounds i8, ptr %52, i64 -1, !dbg !182
    #dbg_value(ptr %59, !130, !DIExpression(), !173)
  store i8 %58, ptr %59, align 1, !dbg !183, !tbaa !135
    #dbg_value(i128 %54, !122, !DIExpression(), !173)
  %60 = icmp ult i128 %51, 10, !dbg !184
  br i1 %60, label %61, label %50, !dbg !184, !llvm.loop !185

61:                                               ; preds = %50
  %62 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %59), !dbg !187
    #dbg_value(i128 -42346250105716786564631203053715541295, !86, !DIExpression(), !95)
    #dbg_value(i128 -42346250105716786564631203053715541295, !188, !DIExpression(), !195)
    #dbg_value(ptr %1, !193, !DIExpression(), !195)
    #dbg_value(i128 42346250105716786564631203053715541295, !122, !DIExpression(), !197)
    #dbg_value(ptr %1, !129, !DIExpression(), !197)
    #dbg_value(ptr %12, !130, !DIExpression(), !197)
  store i8 0, ptr %12, align 1, !dbg !199, !tbaa !135, !DIAssignID !200
    #dbg_assign(i8 0, !78, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !200, ptr %12, !DIExpression(), !95)
  br label %63, !dbg !201

63:                                               ; preds = %63, %61
  %64 = phi i128 [ 42346250105716786564631203053715541295, %61 ], [ %67, %63 ]
  %65 = phi ptr [ %12, %61 ], [ %72, %63 ], !dbg !197
    #dbg_value(ptr %65, !130, !DIExpression(), !197)
    #dbg_value(i128 %64, !122, !DIExpression(), !197)
  %66 = freeze i128 %64, !dbg !202
  %67 = udiv i128 %66, 10, !dbg !202
  %68 = mul i128 %67, 10, !dbg !203
  %69 = sub i128 %66, %68, !dbg !203
  %70 = trunc nuw nsw i128 %69 to i8, !dbg !204
  %71 = or disjoint i8 %70, 48, !dbg !205
  %72 = getelementptr inbounds i8, ptr %65, i64 -1, !dbg !206
    #dbg_value(ptr %72, !130, !DIExpression(), !197)
  store i8 %71, ptr %72, align 1, !dbg !207, !tbaa !135
    #dbg_value(i128 %67, !122, !DIExpression(), !197)
  %73 = icmp ult i128 %64, 10, !dbg !208
  br i1 %73, label %74, label %63, !dbg !208, !llvm.loop !209

74:                                               ; preds = %63
    #dbg_value(ptr %72, !194, !DIExpression(), !195)
  %75 = getelementptr inbounds i8, ptr %65, i64 -2, !dbg !211
    #dbg_value(ptr %75, !194, !DIExpression(), !195)
  store i8 45, ptr %75, align 1, !dbg !212, !tbaa !135
    #dbg_value(i128 -6049464300816683794947314721959363042, !188, !DIExpression(), !213)
    #dbg_value(ptr %2, !193, !DIExpression(), !213)
    #dbg_value(i128 6049464300816683794947314721959363042, !122, !DIExpression(), !215)
    #dbg_value(ptr %2, !129, !DIExpression(), !215)
    #dbg_value(ptr %38, !130, !DIExpression(), !215)
  store i8 0, ptr %38, align 1, !dbg !217, !tbaa !135, !DIAssignID !218
    #dbg_assign(i8 0, !82, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !218, ptr %38, !DIExpression(), !95)
  br label %76, !dbg !219

76:                                               ; preds = %76, %74
  %77 = phi i128 [ 6049464300816683794947314721959363042, %74 ], [ %80, %76 ]
  %78 = phi ptr [ %38, %74 ], [ %85, %76 ], !dbg !215
    #dbg_value(ptr %78, !130, !DIExpression(), !215)
    #dbg_value(i128 %77, !122, !DIExpression(), !215)
  %79 = freeze i128 %77, !dbg !220
  %80 = udiv i128 %79, 10, !dbg !220
  %81 = mul i128 %80, 10, !dbg !221
  %82 = sub i128 %79, %81, !dbg !221
  %83 = trunc nuw nsw i128 %82 to i8, !dbg !222
  %84 = or disjoint i8 %83, 48, !dbg !223
  %85 = getelementptr inbounds i8, ptr %78, i64 -1, !dbg !224
    #dbg_value(ptr %85, !130, !DIExpression(), !215)
  store i8 %84, ptr %85, align 1, !dbg !225, !tbaa !135
    #dbg_value(i128 %80, !122, !DIExpression(), !215)
  %86 = icmp ult i128 %77, 10, !dbg !226
  br i1 %86, label %87, label %76, !dbg !226, !llvm.loop !227

87:                                               ; preds = %76
    #dbg_value(ptr %85, !194, !DIExpression(), !213)
  %88 = getelementptr inbounds i8, ptr %78, i64 -2, !dbg !229
    #dbg_value(ptr %88, !194, !DIExpression(), !213)
  store i8 45, ptr %88, align 1, !dbg !230, !tbaa !135
    #dbg_value(i128 -1, !188, !DIExpression(), !231)
    #dbg_value(ptr %3, !193, !DIExpression(), !231)
    #dbg_value(i128 1, !122, !DIExpression(), !233)
    #dbg_value(ptr %3, !129, !DIExpression(), !233)
  %89 = getelementptr inbounds i8, ptr %3, i64 63, !dbg !235
    #dbg_value(ptr %89, !130, !DIExpression(), !233)
  store i8 0, ptr %89, align 1, !dbg !236, !tbaa !135, !DIAssignID !237
    #dbg_assign(i8 0, !83, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !237, ptr %89, !DIExpression(), !95)
    #dbg_value(ptr %89, !130, !DIExpression(), !233)
    #dbg_value(i128 1, !122, !DIExpression(), !233)
  %90 = getelementptr inbounds i8, ptr %3, i64 62, !dbg !238
    #dbg_value(ptr %90, !130, !DIExpression(), !233)
  store i8 49, ptr %90, align 1, !dbg !239, !tbaa !135
    #dbg_value(i128 0, !122, !DIExpression(), !233)
    #dbg_value(ptr %90, !194, !DIExpression(), !231)
  %91 = getelementptr inbounds i8, ptr %3, i64 61, !dbg !240
    #dbg_value(ptr %91, !194, !DIExpression(), !231)
  store i8 45, ptr %91, align 1, !dbg !241, !tbaa !135
  %92 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %75, ptr noundef nonnull %88, ptr noundef nonnull %91), !dbg !242
    #dbg_value(i32 1, !87, !DIExpression(), !243)
  br label %146, !dbg !244

93:                                               ; preds = %175, %93
  %94 = phi i128 [ %104, %93 ], [ 0, %175 ]
  %95 = phi i128 [ %103, %93 ], [ 18446744073709551616, %175 ]
    #dbg_value(i128 %94, !245, !DIExpression(), !254)
    #dbg_value(i128 %95, !251, !DIExpression(), !254)
  %96 = sub i128 %95, %94, !dbg !256
  %97 = add i128 %96, 1, !dbg !256
  %98 = lshr i128 %97, 1, !dbg !257
  %99 = add i128 %98, %94, !dbg !258
    #dbg_value(i128 %99, !252, !DIExpression(), !259)
  %100 = udiv i128 -1512366075204170946324983002043881096, %99, !dbg !260
  %101 = icmp ugt i128 %99, %100, !dbg !262
  %102 = add i128 %99, -1, !dbg !263
  %103 = select i1 %101, i128 %102, i128 %95, !dbg !263
  %104 = select i1 %101, i128 %94, i128 %99, !dbg !263
    #dbg_value(i128 %104, !245, !DIExpression(), !254)
    #dbg_value(i128 %103, !251, !DIExpression(), !254)
  %105 = icmp ult i128 %104, %103, !dbg !264
  br i1 %105, label %93, label %106, !dbg !265, !llvm.loop !266

106:                                              ; preds = %93
    #dbg_value(i128 %104, !122, !DIExpression(), !268)
    #dbg_value(ptr %1, !129, !DIExpression(), !268)
    #dbg_value(ptr %12, !130, !DIExpression(), !268)
  store i8 0, ptr %12, align 1, !dbg !270, !tbaa !135, !DIAssignID !271
    #dbg_assign(i8 0, !78, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !271, ptr %12, !DIExpression(), !95)
  br label %107, !dbg !272

107:                                              ; preds = %107, %106
  %108 = phi i128 [ %104, %106 ], [ %111, %107 ]
  %109 = phi ptr [ %12, %106 ], [ %116, %107 ], !dbg !268
    #dbg_value(ptr %109, !130, !DIExpression(), !268)
    #dbg_value(i128 %108, !122, !DIExpression(), !268)
  %110 = freeze i128 %108, !dbg !273
  %111 = udiv i128 %110, 10, !dbg !273
  %112 = mul i128 %111, 10, !dbg !274
  %113 = sub i128 %110, %112, !dbg !274
  %114 = trunc nuw nsw i128 %113 to i8, !dbg !275
  %115 = or disjoint i8 %114, 48, !dbg !276
  %116 = getelementptr inbounds i8, ptr %109, i64 -1, !dbg !277
    #dbg_value(ptr %116, !130, !DIExpression(), !268)
  store i8 %115, ptr %116, align 1, !dbg !278, !tbaa !135
    #dbg_value(i128 %111, !122, !DIExpression(), !268)
  %117 = icmp ult i128 %108, 10, !dbg !279
  br i1 %117, label %118, label %107, !dbg !279, !llvm.loop !280

118:                                              ; preds = %107
  %119 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %116), !dbg !282
  %120 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1), !dbg !283
    #dbg_value(double 0x46AFDB97530ECA86, !89, !DIExpression(), !95)
  %121 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4074313850D8820B), !dbg !284
    #dbg_value(i128 1292304995902001505951230604607488, !90, !DIExpression(), !95)
    #dbg_value(i128 1292304995902001505951230604607488, !122, !DIExpression(), !285)
    #dbg_value(ptr %1, !129, !DIExpression(), !285)
    #dbg_value(ptr %12, !130, !DIExpression(), !285)
  store i8 0, ptr %12, align 1, !dbg !287, !tbaa !135, !DIAssignID !288
    #dbg_assign(i8 0, !78, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !288, ptr %12, !DIExpression(), !95)
  br label %122, !dbg !289

122:                                              ; preds = %122, %118
  %123 = phi i128 [ 1292304995902001505951230604607488, %118 ], [ %126, %122 ]
  %124 = phi ptr [ %12, %118 ], [ %131, %122 ], !dbg !285
    #dbg_value(ptr %124, !130, !DIExpression(), !285)
    #dbg_value(i128 %123, !122, !DIExpression(), !285)
  %125 = freeze i128 %123, !dbg !290
  %126 = udiv i128 %125, 10, !dbg !290
  %127 = mul i128 %126, 10, !dbg !291
  %128 = sub i128 %125, %127, !dbg !291
  %129 = trunc nuw nsw i128 %128 to i8, !dbg !292
  %130 = or disjoint i8 %129, 48, !dbg !293
  %131 = getelementptr inbounds i8, ptr %124, i64 -1, !dbg !294
    #dbg_value(ptr %131, !130, !DIExpression(), !285)
  store i8 %130, ptr %131, align 1, !dbg !295, !tbaa !135
    #dbg_value(i128 %126, !122, !DIExpression(), !285)
  %132 = icmp ult i128 %123, 10, !dbg !296
  br i1 %132, label %133, label %122, !dbg !296, !llvm.loop !297

133:                                              ; preds = %122
  %134 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %131), !dbg !299
    #dbg_value(i128 -12345678, !91, !DIExpression(), !95)
    #dbg_value(i128 -12345678, !188, !DIExpression(), !300)
    #dbg_value(ptr %1, !193, !DIExpression(), !300)
    #dbg_value(i128 12345678, !122, !DIExpression(), !302)
    #dbg_value(ptr %1, !129, !DIExpression(), !302)
    #dbg_value(ptr %12, !130, !DIExpression(), !302)
  store i8 0, ptr %12, align 1, !dbg !304, !tbaa !135, !DIAssignID !305
    #dbg_assign(i8 0, !78, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !305, ptr %12, !DIExpression(), !95)
    #dbg_value(ptr %12, !130, !DIExpression(), !302)
    #dbg_value(i128 12345678, !122, !DIExpression(), !302)
  %135 = getelementptr inbounds i8, ptr %1, i64 62, !dbg !306
    #dbg_value(ptr %135, !130, !DIExpression(), !302)
  store i8 56, ptr %135, align 1, !dbg !307, !tbaa !135
    #dbg_value(i128 1234567, !122, !DIExpression(), !302)
  %136 = getelementptr inbounds i8, ptr %1, i64 61, !dbg !306
    #dbg_value(ptr %136, !130, !DIExpression(), !302)
  store i8 55, ptr %136, align 1, !dbg !307, !tbaa !135
    #dbg_value(i128 123456, !122, !DIExpression(), !302)
  %137 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !306
    #dbg_value(ptr %137, !130, !DIExpression(), !302)
  store i8 54, ptr %137, align 1, !dbg !307, !tbaa !135
    #dbg_value(i128 12345, !122, !DIExpression(), !302)
  %138 = getelementptr inbounds i8, ptr %1, i64 59, !dbg !306
    #dbg_value(ptr %138, !130, !DIExpression(), !302)
  store i8 53, ptr %138, align 1, !dbg !307, !tbaa !135
    #dbg_value(i128 1234, !122, !DIExpression(), !302)
  %139 = getelementptr inbounds i8, ptr %1, i64 58, !dbg !306
    #dbg_value(ptr %139, !130, !DIExpression(), !302)
  store i8 52, ptr %139, align 1, !dbg !307, !tbaa !135
    #dbg_value(i128 123, !122, !DIExpression(), !302)
  %140 = getelementptr inbounds i8, ptr %1, i64 57, !dbg !306
    #dbg_value(ptr %140, !130, !DIExpression(), !302)
  store i8 51, ptr %140, align 1, !dbg !307, !tbaa !135
    #dbg_value(i128 12, !122, !DIExpression(), !302)
  %141 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !306
    #dbg_value(ptr %141, !130, !DIExpression(), !302)
  store i8 50, ptr %141, align 1, !dbg !307, !tbaa !135
    #dbg_value(i128 1, !122, !DIExpression(), !302)
  %142 = getelementptr inbounds i8, ptr %1, i64 55, !dbg !306
    #dbg_value(ptr %142, !130, !DIExpression(), !302)
  store i8 49, ptr %142, align 1, !dbg !307, !tbaa !135
    #dbg_value(i128 0, !122, !DIExpression(), !302)
    #dbg_value(ptr %135, !194, !DIExpression(), !300)
  %143 = getelementptr inbounds i8, ptr %1, i64 54, !dbg !308
    #dbg_value(ptr %143, !194, !DIExpression(), !300)
  store i8 45, ptr %143, align 1, !dbg !309, !tbaa !135
  %144 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %143), !dbg !310
    #dbg_value(i64 1089357896855742840, !92, !DIExpression(), !95)
    #dbg_value(i64 -81985529216486896, !93, !DIExpression(), !95)
  %145 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -81985529216486896, i64 noundef 1089357896855742840, i32 noundef signext 64), !dbg !311
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #3, !dbg !312
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #3, !dbg !312
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3, !dbg !312
  ret i32 0, !dbg !313

146:                                              ; preds = %87, %175
  %147 = phi i32 [ 1, %87 ], [ %178, %175 ]
    #dbg_value(i32 %147, !87, !DIExpression(), !243)
  %148 = zext nneg i32 %147 to i128, !dbg !314
  %149 = lshr i128 -1512366075204170946324983002043881096, %148, !dbg !314
    #dbg_value(i128 %149, !122, !DIExpression(), !316)
    #dbg_value(ptr %1, !129, !DIExpression(), !316)
    #dbg_value(ptr %12, !130, !DIExpression(), !316)
  store i8 0, ptr %12, align 1, !dbg !318, !tbaa !135, !DIAssignID !319
    #dbg_assign(i8 0, !78, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !319, ptr %12, !DIExpression(), !95)
  br label %150, !dbg !320

150:                                              ; preds = %150, %146
  %151 = phi i128 [ %149, %146 ], [ %154, %150 ]
  %152 = phi ptr [ %12, %146 ], [ %159, %150 ], !dbg !316
    #dbg_value(ptr %152, !130, !DIExpression(), !316)
    #dbg_value(i128 %151, !122, !DIExpression(), !316)
  %153 = freeze i128 %151, !dbg !321
  %154 = udiv i128 %153, 10, !dbg !321
  %155 = mul i128 %154, 10, !dbg !322
  %156 = sub i128 %153, %155, !dbg !322
  %157 = trunc nuw nsw i128 %156 to i8, !dbg !323
  %158 = or disjoint i8 %157, 48, !dbg !324
  %159 = getelementptr inbounds i8, ptr %152, i64 -1, !dbg !325
    #dbg_value(ptr %159, !130, !DIExpression(), !316)
  store i8 %158, ptr %159, align 1, !dbg !326, !tbaa !135
    #dbg_value(i128 %154, !122, !DIExpression(), !316)
  %160 = icmp ult i128 %151, 10, !dbg !327
  br i1 %160, label %161, label %150, !dbg !327, !llvm.loop !328

161:                                              ; preds = %150
  %162 = ashr i128 -42346250105716786564631203053715541295, %148, !dbg !330
    #dbg_value(i128 %162, !188, !DIExpression(), !331)
    #dbg_value(ptr %2, !193, !DIExpression(), !331)
  %163 = sub nsw i128 0, %162, !dbg !333
    #dbg_value(i128 %163, !122, !DIExpression(), !334)
    #dbg_value(ptr %2, !129, !DIExpression(), !334)
    #dbg_value(ptr %38, !130, !DIExpression(), !334)
  store i8 0, ptr %38, align 1, !dbg !336, !tbaa !135, !DIAssignID !337
    #dbg_assign(i8 0, !82, !DIExpression(DW_OP_LLVM_fragment, 504, 8), !337, ptr %38, !DIExpression(), !95)
  br label %164, !dbg !338

164:                                              ; preds = %164, %161
  %165 = phi i128 [ %163, %161 ], [ %168, %164 ]
  %166 = phi ptr [ %38, %161 ], [ %173, %164 ], !dbg !334
    #dbg_value(ptr %166, !130, !DIExpression(), !334)
    #dbg_value(i128 %165, !122, !DIExpression(), !334)
  %167 = freeze i128 %165, !dbg !339
  %168 = udiv i128 %167, 10, !dbg !339
  %169 = mul i128 %168, 10, !dbg !340
  %170 = sub i128 %167, %169, !dbg !340
  %171 = trunc nuw nsw i128 %170 to i8, !dbg !341
  %172 = or disjoint i8 %171, 48, !dbg !342
  %173 = getelementptr inbounds i8, ptr %166, i64 -1, !dbg !343
    #dbg_value(ptr %173, !130, !DIExpression(), !334)
  store i8 %172, ptr %173, align 1, !dbg !344, !tbaa !135
    #dbg_value(i128 %168, !122, !DIExpression(), !334)
  %174 = icmp ult i128 %165, 10, !dbg !345
  br i1 %174, label %175, label %164, !dbg !345, !llvm.loop !346

175:                                              ; preds = %164
    #dbg_value(ptr %173, !194, !DIExpression(), !331)
  %176 = getelementptr inbounds i8, ptr %166, i64 -2, !dbg !348
    #dbg_value(ptr %176, !194, !DIExpression(), !331)
  store i8 45, ptr %176, align 1, !dbg !349, !tbaa !135
  %177 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %147, ptr noundef nonnull %159, ptr noundef nonnull %176), !dbg !350
  %178 = add nuw nsw i32 %147, 31, !dbg !351
    #dbg_value(i32 %178, !87, !DIExpression(), !243)
  %179 = icmp ult i32 %147, 97, !dbg !352
  br i1 %179, label %146, label %93, !dbg !244, !llvm.loop !353
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !355 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!51}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

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
!65 = !{i32 1, !"target-abi", !"lp64d"}
!66 = !{i32 6, !"riscv-isa", !67}
!67 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 8, !"SmallDataLimit", i32 8}
!72 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 36, type: !75, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!59}
!77 = !{!78, !82, !83, !84, !85, !86, !87, !89, !90, !91, !92, !93}
!78 = !DILocalVariable(name: "b1", scope: !74, file: !2, line: 37, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 64)
!82 = !DILocalVariable(name: "b2", scope: !74, file: !2, line: 37, type: !79)
!83 = !DILocalVariable(name: "b3", scope: !74, file: !2, line: 37, type: !79)
!84 = !DILocalVariable(name: "x", scope: !74, file: !2, line: 39, type: !53)
!85 = !DILocalVariable(name: "y", scope: !74, file: !2, line: 40, type: !53)
!86 = !DILocalVariable(name: "s", scope: !74, file: !2, line: 43, type: !55)
!87 = !DILocalVariable(name: "k", scope: !88, file: !2, line: 45, type: !59)
!88 = distinct !DILexicalBlock(scope: !74, file: !2, line: 45, column: 5)
!89 = !DILocalVariable(name: "d", scope: !74, file: !2, line: 49, type: !57)
!90 = !DILocalVariable(name: "back", scope: !74, file: !2, line: 51, type: !53)
!91 = !DILocalVariable(name: "neg", scope: !74, file: !2, line: 53, type: !55)
!92 = !DILocalVariable(name: "lo", scope: !74, file: !2, line: 55, type: !58)
!93 = !DILocalVariable(name: "hi", scope: !74, file: !2, line: 55, type: !58)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 0, scope: !74)
!96 = distinct !DIAssignID()
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 37, column: 5, scope: !74)
!99 = !DILocalVariable(name: "n", arg: 1, scope: !100, file: !2, line: 21, type: !59)
!100 = distinct !DISubprogram(name: "fib128", scope: !2, file: !2, line: 21, type: !101, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!53, !59}
!103 = !{!99, !104, !105, !106, !108}
!104 = !DILocalVariable(name: "a", scope: !100, file: !2, line: 22, type: !53)
!105 = !DILocalVariable(name: "b", scope: !100, file: !2, line: 22, type: !53)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 23, type: !59)
!107 = distinct !DILexicalBlock(scope: !100, file: !2, line: 23, column: 5)
!108 = !DILocalVariable(name: "t", scope: !109, file: !2, line: 23, type: !53)
!109 = distinct !DILexicalBlock(scope: !110, file: !2, line: 23, column: 33)
!110 = distinct !DILexicalBlock(scope: !107, file: !2, line: 23, column: 5)
!111 = !DILocation(line: 0, scope: !100, inlinedAt: !112)
!112 = distinct !DILocation(line: 38, column: 40, scope: !74)
!113 = !DILocation(line: 0, scope: !107, inlinedAt: !112)
!114 = !DILocation(line: 23, column: 5, scope: !107, inlinedAt: !112)
!115 = !DILocation(line: 23, column: 46, scope: !109, inlinedAt: !112)
!116 = !DILocation(line: 0, scope: !109, inlinedAt: !112)
!117 = !DILocation(line: 23, column: 29, scope: !110, inlinedAt: !112)
!118 = !DILocation(line: 23, column: 23, scope: !110, inlinedAt: !112)
!119 = distinct !{!119, !114, !120, !121}
!120 = !DILocation(line: 23, column: 65, scope: !107, inlinedAt: !112)
!121 = !{!"llvm.loop.mustprogress"}
!122 = !DILocalVariable(name: "v", arg: 1, scope: !123, file: !2, line: 8, type: !53)
!123 = distinct !DISubprogram(name: "fmt_u128", scope: !2, file: !2, line: 8, type: !124, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !128)
!124 = !DISubroutineType(types: !125)
!125 = !{!126, !53, !60}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!128 = !{!122, !129, !130}
!129 = !DILocalVariable(name: "buf", arg: 2, scope: !123, file: !2, line: 8, type: !60)
!130 = !DILocalVariable(name: "p", scope: !123, file: !2, line: 9, type: !60)
!131 = !DILocation(line: 0, scope: !123, inlinedAt: !132)
!132 = distinct !DILocation(line: 38, column: 31, scope: !74)
!133 = !DILocation(line: 9, column: 19, scope: !123, inlinedAt: !132)
!134 = !DILocation(line: 10, column: 8, scope: !123, inlinedAt: !132)
!135 = !{!136, !136, i64 0}
!136 = !{!"omnipotent char", !137, i64 0}
!137 = !{!"Simple C/C++ TBAA"}
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 11, column: 5, scope: !123, inlinedAt: !132)
!140 = !DILocation(line: 11, column: 48, scope: !141, inlinedAt: !132)
!141 = distinct !DILexicalBlock(scope: !123, file: !2, line: 11, column: 8)
!142 = !DILocation(line: 11, column: 38, scope: !141, inlinedAt: !132)
!143 = !DILocation(line: 11, column: 30, scope: !141, inlinedAt: !132)
!144 = !DILocation(line: 11, column: 28, scope: !141, inlinedAt: !132)
!145 = !DILocation(line: 11, column: 11, scope: !141, inlinedAt: !132)
!146 = !DILocation(line: 11, column: 15, scope: !141, inlinedAt: !132)
!147 = !DILocation(line: 11, column: 55, scope: !141, inlinedAt: !132)
!148 = distinct !{!148, !139, !149, !121}
!149 = !DILocation(line: 11, column: 65, scope: !123, inlinedAt: !132)
!150 = !DILocation(line: 38, column: 5, scope: !74)
!151 = !DILocation(line: 0, scope: !123, inlinedAt: !152)
!152 = distinct !DILocation(line: 41, column: 36, scope: !74)
!153 = !DILocation(line: 10, column: 8, scope: !123, inlinedAt: !152)
!154 = distinct !DIAssignID()
!155 = !DILocation(line: 11, column: 5, scope: !123, inlinedAt: !152)
!156 = !DILocation(line: 11, column: 48, scope: !141, inlinedAt: !152)
!157 = !DILocation(line: 11, column: 38, scope: !141, inlinedAt: !152)
!158 = !DILocation(line: 11, column: 30, scope: !141, inlinedAt: !152)
!159 = !DILocation(line: 11, column: 28, scope: !141, inlinedAt: !152)
!160 = !DILocation(line: 11, column: 11, scope: !141, inlinedAt: !152)
!161 = !DILocation(line: 11, column: 15, scope: !141, inlinedAt: !152)
!162 = !DILocation(line: 11, column: 55, scope: !141, inlinedAt: !152)
!163 = distinct !{!163, !155, !164, !121}
!164 = !DILocation(line: 11, column: 65, scope: !123, inlinedAt: !152)
!165 = !DILocation(line: 0, scope: !123, inlinedAt: !166)
!166 = distinct !DILocation(line: 41, column: 57, scope: !74)
!167 = !DILocation(line: 9, column: 19, scope: !123, inlinedAt: !166)
!168 = !DILocation(line: 10, column: 8, scope: !123, inlinedAt: !166)
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 11, column: 11, scope: !141, inlinedAt: !166)
!171 = !DILocation(line: 11, column: 15, scope: !141, inlinedAt: !166)
!172 = !DILocation(line: 41, column: 5, scope: !74)
!173 = !DILocation(line: 0, scope: !123, inlinedAt: !174)
!174 = distinct !DILocation(line: 42, column: 36, scope: !74)
!175 = !DILocation(line: 10, column: 8, scope: !123, inlinedAt: !174)
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 11, column: 5, scope: !123, inlinedAt: !174)
!178 = !DILocation(line: 11, column: 48, scope: !141, inlinedAt: !174)
!179 = !DILocation(line: 11, column: 38, scope: !141, inlinedAt: !174)
!180 = !DILocation(line: 11, column: 30, scope: !141, inlinedAt: !174)
!181 = !DILocation(line: 11, column: 28, scope: !141, inlinedAt: !174)
!182 = !DILocation(line: 11, column: 11, scope: !141, inlinedAt: !174)
!183 = !DILocation(line: 11, column: 15, scope: !141, inlinedAt: !174)
!184 = !DILocation(line: 11, column: 55, scope: !141, inlinedAt: !174)
!185 = distinct !{!185, !177, !186, !121}
!186 = !DILocation(line: 11, column: 65, scope: !123, inlinedAt: !174)
!187 = !DILocation(line: 42, column: 5, scope: !74)
!188 = !DILocalVariable(name: "v", arg: 1, scope: !189, file: !2, line: 14, type: !55)
!189 = distinct !DISubprogram(name: "fmt_s128", scope: !2, file: !2, line: 14, type: !190, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !192)
!190 = !DISubroutineType(types: !191)
!191 = !{!126, !55, !60}
!192 = !{!188, !193, !194}
!193 = !DILocalVariable(name: "buf", arg: 2, scope: !189, file: !2, line: 14, type: !60)
!194 = !DILocalVariable(name: "p", scope: !189, file: !2, line: 16, type: !60)
!195 = !DILocation(line: 0, scope: !189, inlinedAt: !196)
!196 = distinct !DILocation(line: 44, column: 43, scope: !74)
!197 = !DILocation(line: 0, scope: !123, inlinedAt: !198)
!198 = distinct !DILocation(line: 16, column: 23, scope: !189, inlinedAt: !196)
!199 = !DILocation(line: 10, column: 8, scope: !123, inlinedAt: !198)
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 11, column: 5, scope: !123, inlinedAt: !198)
!202 = !DILocation(line: 11, column: 48, scope: !141, inlinedAt: !198)
!203 = !DILocation(line: 11, column: 38, scope: !141, inlinedAt: !198)
!204 = !DILocation(line: 11, column: 30, scope: !141, inlinedAt: !198)
!205 = !DILocation(line: 11, column: 28, scope: !141, inlinedAt: !198)
!206 = !DILocation(line: 11, column: 11, scope: !141, inlinedAt: !198)
!207 = !DILocation(line: 11, column: 15, scope: !141, inlinedAt: !198)
!208 = !DILocation(line: 11, column: 55, scope: !141, inlinedAt: !198)
!209 = distinct !{!209, !201, !210, !121}
!210 = !DILocation(line: 11, column: 65, scope: !123, inlinedAt: !198)
!211 = !DILocation(line: 17, column: 6, scope: !189, inlinedAt: !196)
!212 = !DILocation(line: 17, column: 10, scope: !189, inlinedAt: !196)
!213 = !DILocation(line: 0, scope: !189, inlinedAt: !214)
!214 = distinct !DILocation(line: 44, column: 60, scope: !74)
!215 = !DILocation(line: 0, scope: !123, inlinedAt: !216)
!216 = distinct !DILocation(line: 16, column: 23, scope: !189, inlinedAt: !214)
!217 = !DILocation(line: 10, column: 8, scope: !123, inlinedAt: !216)
!218 = distinct !DIAssignID()
!219 = !DILocation(line: 11, column: 5, scope: !123, inlinedAt: !216)
!220 = !DILocation(line: 11, column: 48, scope: !141, inlinedAt: !216)
!221 = !DILocation(line: 11, column: 38, scope: !141, inlinedAt: !216)
!222 = !DILocation(line: 11, column: 30, scope: !141, inlinedAt: !216)
!223 = !DILocation(line: 11, column: 28, scope: !141, inlinedAt: !216)
!224 = !DILocation(line: 11, column: 11, scope: !141, inlinedAt: !216)
!225 = !DILocation(line: 11, column: 15, scope: !141, inlinedAt: !216)
!226 = !DILocation(line: 11, column: 55, scope: !141, inlinedAt: !216)
!227 = distinct !{!227, !219, !228, !121}
!228 = !DILocation(line: 11, column: 65, scope: !123, inlinedAt: !216)
!229 = !DILocation(line: 17, column: 6, scope: !189, inlinedAt: !214)
!230 = !DILocation(line: 17, column: 10, scope: !189, inlinedAt: !214)
!231 = !DILocation(line: 0, scope: !189, inlinedAt: !232)
!232 = distinct !DILocation(line: 44, column: 81, scope: !74)
!233 = !DILocation(line: 0, scope: !123, inlinedAt: !234)
!234 = distinct !DILocation(line: 16, column: 23, scope: !189, inlinedAt: !232)
!235 = !DILocation(line: 9, column: 19, scope: !123, inlinedAt: !234)
!236 = !DILocation(line: 10, column: 8, scope: !123, inlinedAt: !234)
!237 = distinct !DIAssignID()
!238 = !DILocation(line: 11, column: 11, scope: !141, inlinedAt: !234)
!239 = !DILocation(line: 11, column: 15, scope: !141, inlinedAt: !234)
!240 = !DILocation(line: 17, column: 6, scope: !189, inlinedAt: !232)
!241 = !DILocation(line: 17, column: 10, scope: !189, inlinedAt: !232)
!242 = !DILocation(line: 44, column: 5, scope: !74)
!243 = !DILocation(line: 0, scope: !88)
!244 = !DILocation(line: 45, column: 5, scope: !88)
!245 = !DILocalVariable(name: "lo", scope: !246, file: !2, line: 28, type: !53)
!246 = distinct !DISubprogram(name: "isqrt128", scope: !2, file: !2, line: 27, type: !247, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !249)
!247 = !DISubroutineType(types: !248)
!248 = !{!53, !53}
!249 = !{!250, !245, !251, !252}
!250 = !DILocalVariable(name: "n", arg: 1, scope: !246, file: !2, line: 27, type: !53)
!251 = !DILocalVariable(name: "hi", scope: !246, file: !2, line: 28, type: !53)
!252 = !DILocalVariable(name: "mid", scope: !253, file: !2, line: 30, type: !53)
!253 = distinct !DILexicalBlock(scope: !246, file: !2, line: 29, column: 21)
!254 = !DILocation(line: 0, scope: !246, inlinedAt: !255)
!255 = distinct !DILocation(line: 47, column: 37, scope: !74)
!256 = !DILocation(line: 30, column: 34, scope: !253, inlinedAt: !255)
!257 = !DILocation(line: 30, column: 39, scope: !253, inlinedAt: !255)
!258 = !DILocation(line: 30, column: 23, scope: !253, inlinedAt: !255)
!259 = !DILocation(line: 0, scope: !253, inlinedAt: !255)
!260 = !DILocation(line: 31, column: 22, scope: !261, inlinedAt: !255)
!261 = distinct !DILexicalBlock(scope: !253, file: !2, line: 31, column: 13)
!262 = !DILocation(line: 31, column: 17, scope: !261, inlinedAt: !255)
!263 = !DILocation(line: 31, column: 13, scope: !253, inlinedAt: !255)
!264 = !DILocation(line: 29, column: 15, scope: !246, inlinedAt: !255)
!265 = !DILocation(line: 29, column: 5, scope: !246, inlinedAt: !255)
!266 = distinct !{!266, !265, !267, !121}
!267 = !DILocation(line: 32, column: 5, scope: !246, inlinedAt: !255)
!268 = !DILocation(line: 0, scope: !123, inlinedAt: !269)
!269 = distinct !DILocation(line: 47, column: 28, scope: !74)
!270 = !DILocation(line: 10, column: 8, scope: !123, inlinedAt: !269)
!271 = distinct !DIAssignID()
!272 = !DILocation(line: 11, column: 5, scope: !123, inlinedAt: !269)
!273 = !DILocation(line: 11, column: 48, scope: !141, inlinedAt: !269)
!274 = !DILocation(line: 11, column: 38, scope: !141, inlinedAt: !269)
!275 = !DILocation(line: 11, column: 30, scope: !141, inlinedAt: !269)
!276 = !DILocation(line: 11, column: 28, scope: !141, inlinedAt: !269)
!277 = !DILocation(line: 11, column: 11, scope: !141, inlinedAt: !269)
!278 = !DILocation(line: 11, column: 15, scope: !141, inlinedAt: !269)
!279 = !DILocation(line: 11, column: 55, scope: !141, inlinedAt: !269)
!280 = distinct !{!280, !272, !281, !121}
!281 = !DILocation(line: 11, column: 65, scope: !123, inlinedAt: !269)
!282 = !DILocation(line: 47, column: 5, scope: !74)
!283 = !DILocation(line: 48, column: 5, scope: !74)
!284 = !DILocation(line: 50, column: 5, scope: !74)
!285 = !DILocation(line: 0, scope: !123, inlinedAt: !286)
!286 = distinct !DILocation(line: 52, column: 34, scope: !74)
!287 = !DILocation(line: 10, column: 8, scope: !123, inlinedAt: !286)
!288 = distinct !DIAssignID()
!289 = !DILocation(line: 11, column: 5, scope: !123, inlinedAt: !286)
!290 = !DILocation(line: 11, column: 48, scope: !141, inlinedAt: !286)
!291 = !DILocation(line: 11, column: 38, scope: !141, inlinedAt: !286)
!292 = !DILocation(line: 11, column: 30, scope: !141, inlinedAt: !286)
!293 = !DILocation(line: 11, column: 28, scope: !141, inlinedAt: !286)
!294 = !DILocation(line: 11, column: 11, scope: !141, inlinedAt: !286)
!295 = !DILocation(line: 11, column: 15, scope: !141, inlinedAt: !286)
!296 = !DILocation(line: 11, column: 55, scope: !141, inlinedAt: !286)
!297 = distinct !{!297, !289, !298, !121}
!298 = !DILocation(line: 11, column: 65, scope: !123, inlinedAt: !286)
!299 = !DILocation(line: 52, column: 5, scope: !74)
!300 = !DILocation(line: 0, scope: !189, inlinedAt: !301)
!301 = distinct !DILocation(line: 54, column: 43, scope: !74)
!302 = !DILocation(line: 0, scope: !123, inlinedAt: !303)
!303 = distinct !DILocation(line: 16, column: 23, scope: !189, inlinedAt: !301)
!304 = !DILocation(line: 10, column: 8, scope: !123, inlinedAt: !303)
!305 = distinct !DIAssignID()
!306 = !DILocation(line: 11, column: 11, scope: !141, inlinedAt: !303)
!307 = !DILocation(line: 11, column: 15, scope: !141, inlinedAt: !303)
!308 = !DILocation(line: 17, column: 6, scope: !189, inlinedAt: !301)
!309 = !DILocation(line: 17, column: 10, scope: !189, inlinedAt: !301)
!310 = !DILocation(line: 54, column: 5, scope: !74)
!311 = !DILocation(line: 56, column: 5, scope: !74)
!312 = !DILocation(line: 58, column: 1, scope: !74)
!313 = !DILocation(line: 57, column: 5, scope: !74)
!314 = !DILocation(line: 46, column: 51, scope: !315)
!315 = distinct !DILexicalBlock(scope: !88, file: !2, line: 45, column: 5)
!316 = !DILocation(line: 0, scope: !123, inlinedAt: !317)
!317 = distinct !DILocation(line: 46, column: 40, scope: !315)
!318 = !DILocation(line: 10, column: 8, scope: !123, inlinedAt: !317)
!319 = distinct !DIAssignID()
!320 = !DILocation(line: 11, column: 5, scope: !123, inlinedAt: !317)
!321 = !DILocation(line: 11, column: 48, scope: !141, inlinedAt: !317)
!322 = !DILocation(line: 11, column: 38, scope: !141, inlinedAt: !317)
!323 = !DILocation(line: 11, column: 30, scope: !141, inlinedAt: !317)
!324 = !DILocation(line: 11, column: 28, scope: !141, inlinedAt: !317)
!325 = !DILocation(line: 11, column: 11, scope: !141, inlinedAt: !317)
!326 = !DILocation(line: 11, column: 15, scope: !141, inlinedAt: !317)
!327 = !DILocation(line: 11, column: 55, scope: !141, inlinedAt: !317)
!328 = distinct !{!328, !320, !329, !121}
!329 = !DILocation(line: 11, column: 65, scope: !123, inlinedAt: !317)
!330 = !DILocation(line: 46, column: 73, scope: !315)
!331 = !DILocation(line: 0, scope: !189, inlinedAt: !332)
!332 = distinct !DILocation(line: 46, column: 62, scope: !315)
!333 = !DILocation(line: 16, column: 32, scope: !189, inlinedAt: !332)
!334 = !DILocation(line: 0, scope: !123, inlinedAt: !335)
!335 = distinct !DILocation(line: 16, column: 23, scope: !189, inlinedAt: !332)
!336 = !DILocation(line: 10, column: 8, scope: !123, inlinedAt: !335)
!337 = distinct !DIAssignID()
!338 = !DILocation(line: 11, column: 5, scope: !123, inlinedAt: !335)
!339 = !DILocation(line: 11, column: 48, scope: !141, inlinedAt: !335)
!340 = !DILocation(line: 11, column: 38, scope: !141, inlinedAt: !335)
!341 = !DILocation(line: 11, column: 30, scope: !141, inlinedAt: !335)
!342 = !DILocation(line: 11, column: 28, scope: !141, inlinedAt: !335)
!343 = !DILocation(line: 11, column: 11, scope: !141, inlinedAt: !335)
!344 = !DILocation(line: 11, column: 15, scope: !141, inlinedAt: !335)
!345 = !DILocation(line: 11, column: 55, scope: !141, inlinedAt: !335)
!346 = distinct !{!346, !338, !347, !121}
!347 = !DILocation(line: 11, column: 65, scope: !123, inlinedAt: !335)
!348 = !DILocation(line: 17, column: 6, scope: !189, inlinedAt: !332)
!349 = !DILocation(line: 17, column: 10, scope: !189, inlinedAt: !332)
!350 = !DILocation(line: 46, column: 9, scope: !315)
!351 = !DILocation(line: 45, column: 32, scope: !315)
!352 = !DILocation(line: 45, column: 23, scope: !315)
!353 = distinct !{!353, !244, !354, !121}
!354 = !DILocation(line: 46, column: 82, scope: !88)
!355 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!59, !126, null}
