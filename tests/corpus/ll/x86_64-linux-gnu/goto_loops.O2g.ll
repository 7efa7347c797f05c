; ModuleID = 'tests/programs/goto_loops.c'
source_filename = "tests/programs/goto_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"irreducible(%d) = %d %d\0A\00", align 1, !dbg !0
@__const.main.v = private unnamed_addr constant [8 x i32] [i32 5, i32 17, i32 -3, i32 8, i32 22, i32 0, i32 40, i32 11], align 16
@.str.1 = private unnamed_addr constant [22 x i8] c"find_pair %d (%d,%d)\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [22 x i8] c"find_pair missing %d\0A\00", align 1, !dbg !12
@__const.main.w1 = private unnamed_addr constant [5 x i32] [i32 1, i32 0, i32 2, i32 0, i32 3], align 16
@__const.main.w2 = private unnamed_addr constant [4 x i32] [i32 10, i32 20, i32 -1, i32 30], align 16
@__const.main.w3 = private unnamed_addr constant [3 x i32] [i32 500, i32 400, i32 300], align 4
@.str.3 = private unnamed_addr constant [21 x i8] c"multi_exit %d %d %d\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [17 x i8] c"digits %d %d %d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [20 x i8] c"nested_continue %d\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [14 x i8] c"goto loop %d\0A\00", align 1, !dbg !29

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !44 {
  %1 = alloca i32, align 4, !DIAssignID !73
    #dbg_assign(i1 undef, !55, !DIExpression(), !73, ptr %1, !DIExpression(), !74)
  %2 = alloca i32, align 4, !DIAssignID !75
    #dbg_assign(i1 undef, !56, !DIExpression(), !75, ptr %2, !DIExpression(), !74)
    #dbg_value(i32 10, !49, !DIExpression(), !76)
  br label %3, !dbg !77

3:                                                ; preds = %0, %221
  %4 = phi i32 [ 10, %0 ], [ %231, %221 ]
  %5 = lshr i32 %4, 3, !dbg !78
  %6 = mul nuw nsw i32 %5, 3, !dbg !78
  %7 = add nuw nsw i32 %6, 3, !dbg !78
    #dbg_value(i32 %4, !49, !DIExpression(), !76)
  %8 = shl nuw nsw i32 %5, 1, !dbg !78
  %9 = add nuw nsw i32 %8, 2, !dbg !78
  %10 = mul nuw nsw i32 %5, 5, !dbg !78
  %11 = add nuw nsw i32 %10, 5, !dbg !78
    #dbg_value(i32 0, !87, !DIExpression(), !93)
    #dbg_value(i32 0, !86, !DIExpression(), !93)
    #dbg_value(i32 0, !85, !DIExpression(), !93)
    #dbg_label(!88, !94)
    #dbg_value(i32 3, !85, !DIExpression(), !93)
    #dbg_value(i32 0, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
    #dbg_value(i32 0, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
    #dbg_value(i32 0, !86, !DIExpression(), !93)
    #dbg_value(i32 3, !85, !DIExpression(), !93)
    #dbg_label(!89, !95)
    #dbg_value(i32 5, !86, !DIExpression(), !93)
    #dbg_value(i32 2, !87, !DIExpression(), !93)
    #dbg_value(i32 2, !87, !DIExpression(), !93)
    #dbg_value(i32 5, !86, !DIExpression(), !93)
    #dbg_value(i32 3, !85, !DIExpression(), !93)
    #dbg_label(!88, !94)
    #dbg_value(i32 6, !85, !DIExpression(), !93)
    #dbg_value(i32 2, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
  %12 = icmp ult i32 %4, 11, !dbg !96
  br i1 %12, label %192, label %170, !dbg !78

13:                                               ; preds = %221
    #dbg_assign(i1 undef, !51, !DIExpression(), !98, ptr @__const.main.v, !DIExpression(), !74)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #5, !dbg !99
  store i32 -1, ptr %1, align 4, !dbg !100, !tbaa !101, !DIAssignID !105
    #dbg_assign(i32 -1, !55, !DIExpression(), !105, ptr %1, !DIExpression(), !74)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5, !dbg !99
  store i32 -1, ptr %2, align 4, !dbg !106, !tbaa !101, !DIAssignID !107
    #dbg_assign(i32 -1, !56, !DIExpression(), !107, ptr %2, !DIExpression(), !74)
  %14 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef 30, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !108
    #dbg_value(i32 %14, !57, !DIExpression(), !74)
  %15 = load i32, ptr %1, align 4, !dbg !109, !tbaa !101
  %16 = load i32, ptr %2, align 4, !dbg !110, !tbaa !101
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %14, i32 noundef %15, i32 noundef %16), !dbg !111
  %18 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef 1000, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !112
    #dbg_value(i32 %18, !57, !DIExpression(), !74)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18), !dbg !113
    #dbg_assign(i1 undef, !58, !DIExpression(), !114, ptr @__const.main.w1, !DIExpression(), !74)
    #dbg_assign(i1 undef, !62, !DIExpression(), !115, ptr @__const.main.w2, !DIExpression(), !74)
    #dbg_assign(i1 undef, !66, !DIExpression(), !116, ptr @__const.main.w3, !DIExpression(), !74)
    #dbg_value(ptr @__const.main.w1, !117, !DIExpression(), !127)
    #dbg_value(i32 5, !124, !DIExpression(), !127)
    #dbg_value(i32 0, !125, !DIExpression(), !127)
    #dbg_value(i32 0, !126, !DIExpression(), !127)
  br label %23, !dbg !129

20:                                               ; preds = %38
    #dbg_value(i64 %29, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !127)
  %21 = add nsw i64 %29, 1, !dbg !130
    #dbg_value(i32 %39, !126, !DIExpression(), !127)
  %22 = icmp slt i64 %29, 4, !dbg !132
  br i1 %22, label %23, label %47, !dbg !134, !llvm.loop !135

23:                                               ; preds = %20, %13
  %24 = phi i32 [ %39, %20 ], [ 0, %13 ]
  %25 = phi i64 [ %21, %20 ], [ 0, %13 ]
    #dbg_value(i32 %24, !126, !DIExpression(), !127)
    #dbg_value(i32 poison, !125, !DIExpression(), !127)
  %26 = shl i64 %25, 32, !dbg !134
  %27 = ashr exact i64 %26, 32, !dbg !134
  br label %28, !dbg !134

28:                                               ; preds = %35, %23
  %29 = phi i64 [ %27, %23 ], [ %36, %35 ]
    #dbg_value(i64 %29, !125, !DIExpression(), !127)
  %30 = getelementptr inbounds i32, ptr @__const.main.w1, i64 %29, !dbg !137
  %31 = load i32, ptr %30, align 4, !dbg !137, !tbaa !101
  %32 = icmp slt i32 %31, 0, !dbg !139
  br i1 %32, label %43, label %33, !dbg !140

33:                                               ; preds = %28
  %34 = icmp eq i32 %31, 0, !dbg !141
  br i1 %34, label %35, label %38, !dbg !143

35:                                               ; preds = %33
  %36 = add nsw i64 %29, 1, !dbg !144
    #dbg_value(i32 %24, !126, !DIExpression(), !127)
    #dbg_value(i64 %36, !125, !DIExpression(), !127)
  %37 = icmp slt i64 %29, 4, !dbg !132
  br i1 %37, label %28, label %47, !dbg !134, !llvm.loop !146

38:                                               ; preds = %33
  %39 = add nuw nsw i32 %31, %24, !dbg !147
    #dbg_value(i32 %39, !126, !DIExpression(), !127)
  %40 = icmp sgt i32 %39, 1000, !dbg !148
    #dbg_value(i64 %29, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !127)
  br i1 %40, label %41, label %20, !dbg !150

41:                                               ; preds = %38
  %42 = sub nsw i32 0, %39, !dbg !151
  br label %47, !dbg !152

43:                                               ; preds = %28
  %44 = trunc nsw i64 %29 to i32, !dbg !153
  %45 = mul nuw nsw i32 %24, 100, !dbg !153
  %46 = add nsw i32 %45, %44, !dbg !154
  br label %47, !dbg !155

47:                                               ; preds = %20, %35, %41, %43
  %48 = phi i32 [ %46, %43 ], [ %42, %41 ], [ %24, %35 ], [ %39, %20 ], !dbg !127
    #dbg_value(ptr @__const.main.w2, !117, !DIExpression(), !156)
    #dbg_value(i32 4, !124, !DIExpression(), !156)
    #dbg_value(i32 0, !125, !DIExpression(), !156)
    #dbg_value(i32 0, !126, !DIExpression(), !156)
  br label %52, !dbg !158

49:                                               ; preds = %67
    #dbg_value(i64 %58, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !156)
  %50 = add nsw i64 %58, 1, !dbg !159
    #dbg_value(i32 %68, !126, !DIExpression(), !156)
  %51 = icmp slt i64 %58, 3, !dbg !160
  br i1 %51, label %52, label %76, !dbg !161, !llvm.loop !162

52:                                               ; preds = %49, %47
  %53 = phi i32 [ %68, %49 ], [ 0, %47 ]
  %54 = phi i64 [ %50, %49 ], [ 0, %47 ]
    #dbg_value(i32 %53, !126, !DIExpression(), !156)
    #dbg_value(i32 poison, !125, !DIExpression(), !156)
  %55 = shl i64 %54, 32, !dbg !161
  %56 = ashr exact i64 %55, 32, !dbg !161
  br label %57, !dbg !161

57:                                               ; preds = %64, %52
  %58 = phi i64 [ %56, %52 ], [ %65, %64 ]
    #dbg_value(i64 %58, !125, !DIExpression(), !156)
  %59 = getelementptr inbounds i32, ptr @__const.main.w2, i64 %58, !dbg !164
  %60 = load i32, ptr %59, align 4, !dbg !164, !tbaa !101
  %61 = icmp slt i32 %60, 0, !dbg !165
  br i1 %61, label %72, label %62, !dbg !166

62:                                               ; preds = %57
  %63 = icmp eq i32 %60, 0, !dbg !167
  br i1 %63, label %64, label %67, !dbg !168

64:                                               ; preds = %62
  %65 = add nsw i64 %58, 1, !dbg !169
    #dbg_value(i32 %53, !126, !DIExpression(), !156)
    #dbg_value(i64 %65, !125, !DIExpression(), !156)
  %66 = icmp slt i64 %58, 3, !dbg !160
  br i1 %66, label %57, label %76, !dbg !161, !llvm.loop !170

67:                                               ; preds = %62
  %68 = add nuw nsw i32 %60, %53, !dbg !171
    #dbg_value(i32 %68, !126, !DIExpression(), !156)
  %69 = icmp sgt i32 %68, 1000, !dbg !172
    #dbg_value(i64 %58, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !156)
  br i1 %69, label %70, label %49, !dbg !173

70:                                               ; preds = %67
  %71 = sub nsw i32 0, %68, !dbg !174
  br label %76, !dbg !175

72:                                               ; preds = %57
  %73 = trunc nsw i64 %58 to i32, !dbg !176
  %74 = mul nuw nsw i32 %53, 100, !dbg !176
  %75 = add nsw i32 %74, %73, !dbg !177
  br label %76, !dbg !178

76:                                               ; preds = %49, %64, %70, %72
  %77 = phi i32 [ %75, %72 ], [ %71, %70 ], [ %53, %64 ], [ %68, %49 ], !dbg !156
    #dbg_value(ptr @__const.main.w3, !117, !DIExpression(), !179)
    #dbg_value(i32 3, !124, !DIExpression(), !179)
    #dbg_value(i32 0, !125, !DIExpression(), !179)
    #dbg_value(i32 0, !126, !DIExpression(), !179)
  br label %81, !dbg !181

78:                                               ; preds = %96
    #dbg_value(i64 %87, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !179)
  %79 = add nsw i64 %87, 1, !dbg !182
    #dbg_value(i32 %97, !126, !DIExpression(), !179)
  %80 = icmp slt i64 %87, 2, !dbg !183
  br i1 %80, label %81, label %105, !dbg !184, !llvm.loop !185

81:                                               ; preds = %78, %76
  %82 = phi i32 [ %97, %78 ], [ 0, %76 ]
  %83 = phi i64 [ %79, %78 ], [ 0, %76 ]
    #dbg_value(i32 %82, !126, !DIExpression(), !179)
    #dbg_value(i32 poison, !125, !DIExpression(), !179)
  %84 = shl i64 %83, 32, !dbg !184
  %85 = ashr exact i64 %84, 32, !dbg !184
  br label %86, !dbg !184

86:                                               ; preds = %93, %81
  %87 = phi i64 [ %85, %81 ], [ %94, %93 ]
    #dbg_value(i64 %87, !125, !DIExpression(), !179)
  %88 = getelementptr inbounds i32, ptr @__const.main.w3, i64 %87, !dbg !187
  %89 = load i32, ptr %88, align 4, !dbg !187, !tbaa !101
  %90 = icmp slt i32 %89, 0, !dbg !188
  br i1 %90, label %101, label %91, !dbg !189

91:                                               ; preds = %86
  %92 = icmp eq i32 %89, 0, !dbg !190
  br i1 %92, label %93, label %96, !dbg !191

93:                                               ; preds = %91
  %94 = add nsw i64 %87, 1, !dbg !192
    #dbg_value(i32 %82, !126, !DIExpression(), !179)
    #dbg_value(i64 %94, !125, !DIExpression(), !179)
  %95 = icmp slt i64 %87, 2, !dbg !183
  br i1 %95, label %86, label %105, !dbg !184, !llvm.loop !193

96:                                               ; preds = %91
  %97 = add nuw nsw i32 %89, %82, !dbg !194
    #dbg_value(i32 %97, !126, !DIExpression(), !179)
  %98 = icmp sgt i32 %97, 1000, !dbg !195
    #dbg_value(i64 %87, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !179)
  br i1 %98, label %99, label %78, !dbg !196

99:                                               ; preds = %96
  %100 = sub nsw i32 0, %97, !dbg !197
  br label %105, !dbg !198

101:                                              ; preds = %86
  %102 = trunc nsw i64 %87 to i32, !dbg !199
  %103 = mul nuw nsw i32 %82, 100, !dbg !199
  %104 = add nsw i32 %103, %102, !dbg !200
  br label %105, !dbg !201

105:                                              ; preds = %78, %93, %99, %101
  %106 = phi i32 [ %104, %101 ], [ %100, %99 ], [ %82, %93 ], [ %97, %78 ], !dbg !179
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %48, i32 noundef %77, i32 noundef %106), !dbg !202
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, i32 noundef 10), !dbg !203
    #dbg_value(i32 0, !204, !DIExpression(), !215)
  br label %109, !dbg !217

109:                                              ; preds = %163, %105
  %110 = phi i32 [ 0, %105 ], [ %159, %163 ]
  %111 = phi <2 x i32> [ <i32 0, i32 1>, %105 ], [ %164, %163 ]
    #dbg_value(i32 poison, !208, !DIExpression(), !218)
    #dbg_value(i32 0, !210, !DIExpression(), !219)
    #dbg_value(i32 %110, !204, !DIExpression(), !215)
  %112 = extractelement <2 x i32> %111, i64 1, !dbg !220
  %113 = icmp ult i32 %112, 8, !dbg !220
  br i1 %113, label %143, label %114, !dbg !220

114:                                              ; preds = %109
  %115 = and i32 %112, 2147483640, !dbg !220
  %116 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %110, i64 0, !dbg !220
  %117 = shufflevector <2 x i32> %111, <2 x i32> poison, <4 x i32> zeroinitializer, !dbg !220
  br label %118, !dbg !220

118:                                              ; preds = %118, %114
  %119 = phi i32 [ 0, %114 ], [ %136, %118 ], !dbg !221
  %120 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %114 ], [ %137, %118 ]
  %121 = phi <4 x i32> [ %116, %114 ], [ %134, %118 ]
  %122 = phi <4 x i32> [ zeroinitializer, %114 ], [ %135, %118 ]
  %123 = add <4 x i32> %120, <i32 4, i32 4, i32 4, i32 4>
  %124 = mul nuw nsw <4 x i32> %120, %117, !dbg !223
  %125 = mul nuw nsw <4 x i32> %123, %117, !dbg !223
  %126 = urem <4 x i32> %124, <i32 5, i32 5, i32 5, i32 5>, !dbg !226
  %127 = urem <4 x i32> %125, <i32 5, i32 5, i32 5, i32 5>, !dbg !226
  %128 = icmp eq <4 x i32> %126, <i32 4, i32 4, i32 4, i32 4>, !dbg !227
  %129 = icmp eq <4 x i32> %127, <i32 4, i32 4, i32 4, i32 4>, !dbg !227
  %130 = xor <4 x i32> %120, %117, !dbg !228
  %131 = xor <4 x i32> %123, %117, !dbg !228
  %132 = select <4 x i1> %128, <4 x i32> zeroinitializer, <4 x i32> %130, !dbg !228
  %133 = select <4 x i1> %129, <4 x i32> zeroinitializer, <4 x i32> %131, !dbg !228
  %134 = add <4 x i32> %132, %121, !dbg !228
  %135 = add <4 x i32> %133, %122, !dbg !228
  %136 = add nuw i32 %119, 8, !dbg !221
  %137 = add <4 x i32> %120, <i32 8, i32 8, i32 8, i32 8>
  %138 = icmp eq i32 %136, %115, !dbg !221
  br i1 %138, label %139, label %118, !dbg !221, !llvm.loop !229

139:                                              ; preds = %118
  %140 = add <4 x i32> %135, %134, !dbg !220
  %141 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %140), !dbg !220
  %142 = icmp eq i32 %112, %115, !dbg !220
  br i1 %142, label %158, label %143, !dbg !220

143:                                              ; preds = %139, %109
  %144 = phi i32 [ 0, %109 ], [ %115, %139 ]
  %145 = phi i32 [ %110, %109 ], [ %141, %139 ]
  %146 = extractelement <2 x i32> %111, i64 0
  br label %147, !dbg !220

147:                                              ; preds = %143, %147
  %148 = phi i32 [ %156, %147 ], [ %144, %143 ]
  %149 = phi i32 [ %155, %147 ], [ %145, %143 ]
    #dbg_value(i32 %148, !210, !DIExpression(), !219)
    #dbg_value(i32 %149, !204, !DIExpression(), !215)
  %150 = mul nuw nsw i32 %148, %146, !dbg !223
  %151 = urem i32 %150, 5, !dbg !226
  %152 = icmp eq i32 %151, 4, !dbg !227
  %153 = xor i32 %148, %146, !dbg !228
  %154 = select i1 %152, i32 0, i32 %153, !dbg !228
  %155 = add nsw i32 %154, %149, !dbg !228
    #dbg_value(i32 %155, !204, !DIExpression(), !215)
  %156 = add nuw nsw i32 %148, 1, !dbg !221
    #dbg_value(i32 %156, !210, !DIExpression(), !219)
  %157 = icmp eq i32 %156, %112
  br i1 %157, label %158, label %147, !dbg !220, !llvm.loop !234

158:                                              ; preds = %147, %139
  %159 = phi i32 [ %141, %139 ], [ %155, %147 ], !dbg !228
    #dbg_label(!214, !235)
  %160 = add nuw nsw <2 x i32> %111, <i32 1, i32 1>, !dbg !236
    #dbg_value(i32 undef, !208, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !218)
    #dbg_value(i32 %159, !204, !DIExpression(), !215)
  %161 = extractelement <2 x i32> %160, i64 0, !dbg !237
  %162 = icmp eq i32 %161, 20, !dbg !237
  br i1 %162, label %165, label %163, !dbg !236

163:                                              ; preds = %158, %165
  %164 = phi <2 x i32> [ %160, %158 ], [ <i32 0, i32 1>, %165 ]
  br label %109, !dbg !220, !llvm.loop !238

165:                                              ; preds = %158
    #dbg_value(i32 %159, !204, !DIExpression(), !215)
  %166 = icmp slt i32 %159, 0, !dbg !240
  br i1 %166, label %163, label %167, !dbg !242

167:                                              ; preds = %165
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %159), !dbg !243
    #dbg_value(i32 0, !70, !DIExpression(), !74)
    #dbg_value(i32 0, !71, !DIExpression(), !74)
    #dbg_label(!72, !244)
    #dbg_value(i32 undef, !71, !DIExpression(), !74)
    #dbg_value(i32 poison, !70, !DIExpression(), !74)
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 285), !dbg !245
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5, !dbg !246
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #5, !dbg !246
  ret i32 0, !dbg !247

170:                                              ; preds = %3
    #dbg_value(i32 2, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
    #dbg_value(i32 5, !86, !DIExpression(), !93)
    #dbg_value(i32 6, !85, !DIExpression(), !93)
    #dbg_label(!89, !95)
    #dbg_value(i32 10, !86, !DIExpression(), !93)
    #dbg_value(i32 4, !87, !DIExpression(), !93)
  %171 = icmp ult i32 %4, 16
  br i1 %171, label %192, label %172, !dbg !248

172:                                              ; preds = %170
    #dbg_value(i32 4, !87, !DIExpression(), !93)
    #dbg_value(i32 10, !86, !DIExpression(), !93)
    #dbg_value(i32 6, !85, !DIExpression(), !93)
    #dbg_label(!88, !94)
    #dbg_value(i32 9, !85, !DIExpression(), !93)
    #dbg_value(i32 4, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
  %173 = icmp ult i32 %4, 19, !dbg !96
  br i1 %173, label %192, label %174, !dbg !78

174:                                              ; preds = %172
    #dbg_value(i32 4, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
    #dbg_value(i32 10, !86, !DIExpression(), !93)
    #dbg_value(i32 9, !85, !DIExpression(), !93)
    #dbg_label(!89, !95)
    #dbg_value(i32 15, !86, !DIExpression(), !93)
    #dbg_value(i32 6, !87, !DIExpression(), !93)
  %175 = icmp ult i32 %4, 24
  br i1 %175, label %192, label %176, !dbg !248

176:                                              ; preds = %174
    #dbg_value(i32 6, !87, !DIExpression(), !93)
    #dbg_value(i32 15, !86, !DIExpression(), !93)
    #dbg_value(i32 9, !85, !DIExpression(), !93)
    #dbg_label(!88, !94)
    #dbg_value(i32 12, !85, !DIExpression(), !93)
    #dbg_value(i32 6, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
  %177 = icmp ult i32 %4, 27, !dbg !96
  br i1 %177, label %192, label %178, !dbg !78

178:                                              ; preds = %176
    #dbg_value(i32 6, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
    #dbg_value(i32 15, !86, !DIExpression(), !93)
    #dbg_value(i32 12, !85, !DIExpression(), !93)
    #dbg_label(!89, !95)
    #dbg_value(i32 20, !86, !DIExpression(), !93)
    #dbg_value(i32 8, !87, !DIExpression(), !93)
  %179 = icmp ult i32 %4, 32
  br i1 %179, label %192, label %180, !dbg !248

180:                                              ; preds = %178
    #dbg_value(i32 8, !87, !DIExpression(), !93)
    #dbg_value(i32 20, !86, !DIExpression(), !93)
    #dbg_value(i32 12, !85, !DIExpression(), !93)
    #dbg_label(!88, !94)
    #dbg_value(i32 15, !85, !DIExpression(), !93)
    #dbg_value(i32 8, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
  %181 = icmp ult i32 %4, 35, !dbg !96
  br i1 %181, label %192, label %182, !dbg !78

182:                                              ; preds = %180
    #dbg_value(i32 8, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
    #dbg_value(i32 20, !86, !DIExpression(), !93)
    #dbg_value(i32 15, !85, !DIExpression(), !93)
    #dbg_label(!89, !95)
    #dbg_value(i32 25, !86, !DIExpression(), !93)
    #dbg_value(i32 10, !87, !DIExpression(), !93)
  %183 = icmp ult i32 %4, 40
  br i1 %183, label %192, label %184, !dbg !248

184:                                              ; preds = %182
    #dbg_value(i32 10, !87, !DIExpression(), !93)
    #dbg_value(i32 25, !86, !DIExpression(), !93)
    #dbg_value(i32 15, !85, !DIExpression(), !93)
    #dbg_label(!88, !94)
    #dbg_value(i32 18, !85, !DIExpression(), !93)
    #dbg_value(i32 10, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
  %185 = icmp ult i32 %4, 43, !dbg !96
  br i1 %185, label %192, label %186, !dbg !78

186:                                              ; preds = %184
    #dbg_value(i32 10, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
    #dbg_value(i32 25, !86, !DIExpression(), !93)
    #dbg_value(i32 18, !85, !DIExpression(), !93)
    #dbg_label(!89, !95)
    #dbg_value(i32 30, !86, !DIExpression(), !93)
    #dbg_value(i32 12, !87, !DIExpression(), !93)
  %187 = icmp ult i32 %4, 48
  br i1 %187, label %192, label %188, !dbg !248

188:                                              ; preds = %186
    #dbg_value(i32 12, !87, !DIExpression(), !93)
    #dbg_value(i32 30, !86, !DIExpression(), !93)
    #dbg_value(i32 18, !85, !DIExpression(), !93)
    #dbg_label(!88, !94)
    #dbg_value(i32 21, !85, !DIExpression(), !93)
    #dbg_value(i32 12, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
  %189 = icmp ult i32 %4, 51, !dbg !96
  %190 = select i1 %189, i32 30, i32 35, !dbg !78
  %191 = select i1 %189, i32 13, i32 14, !dbg !78
  br label %192, !dbg !78

192:                                              ; preds = %188, %170, %174, %178, %182, %186, %3, %172, %176, %180, %184
  %193 = phi i32 [ 6, %3 ], [ 9, %172 ], [ 12, %176 ], [ 15, %180 ], [ 18, %184 ], [ 6, %170 ], [ 9, %174 ], [ 12, %178 ], [ 15, %182 ], [ 18, %186 ], [ 21, %188 ]
  %194 = phi i32 [ 5, %3 ], [ 10, %172 ], [ 15, %176 ], [ 20, %180 ], [ 25, %184 ], [ 10, %170 ], [ 15, %174 ], [ 20, %178 ], [ 25, %182 ], [ 30, %186 ], [ %190, %188 ], !dbg !249
  %195 = phi i32 [ 3, %3 ], [ 5, %172 ], [ 7, %176 ], [ 9, %180 ], [ 11, %184 ], [ 4, %170 ], [ 6, %174 ], [ 8, %178 ], [ 10, %182 ], [ 12, %186 ], [ %191, %188 ], !dbg !93
    #dbg_value(i32 %195, !87, !DIExpression(), !93)
    #dbg_value(i32 %194, !86, !DIExpression(), !93)
    #dbg_value(i32 %193, !85, !DIExpression(), !93)
    #dbg_label(!90, !250)
  %196 = mul nuw nsw i32 %193, 1000, !dbg !251
  %197 = mul nsw i32 %194, 10, !dbg !252
  %198 = add nsw i32 %197, %196, !dbg !253
  %199 = srem i32 %195, 10, !dbg !254
  %200 = add nsw i32 %198, %199, !dbg !255
    #dbg_value(i32 %4, !83, !DIExpression(), !256)
    #dbg_value(i32 1, !84, !DIExpression(), !256)
    #dbg_value(i32 0, !85, !DIExpression(), !256)
    #dbg_value(i32 0, !86, !DIExpression(), !256)
    #dbg_value(i32 0, !87, !DIExpression(), !256)
    #dbg_value(i32 0, !87, !DIExpression(), !256)
    #dbg_value(i32 0, !86, !DIExpression(), !256)
    #dbg_value(i32 0, !85, !DIExpression(), !256)
    #dbg_label(!89, !258)
    #dbg_value(i32 5, !86, !DIExpression(), !256)
    #dbg_value(i32 0, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
    #dbg_value(i32 0, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
    #dbg_value(i32 5, !86, !DIExpression(), !256)
    #dbg_value(i32 0, !85, !DIExpression(), !256)
    #dbg_label(!88, !259)
    #dbg_value(i32 3, !85, !DIExpression(), !256)
    #dbg_value(i32 2, !87, !DIExpression(), !256)
    #dbg_value(i32 2, !87, !DIExpression(), !256)
    #dbg_value(i32 5, !86, !DIExpression(), !256)
    #dbg_value(i32 3, !85, !DIExpression(), !256)
    #dbg_label(!89, !258)
    #dbg_value(i32 10, !86, !DIExpression(), !256)
    #dbg_value(i32 2, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
  %201 = icmp ult i32 %4, 13
  br i1 %201, label %221, label %202, !dbg !260

202:                                              ; preds = %192
    #dbg_value(i32 2, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
    #dbg_value(i32 10, !86, !DIExpression(), !256)
    #dbg_value(i32 3, !85, !DIExpression(), !256)
    #dbg_label(!88, !259)
    #dbg_value(i32 6, !85, !DIExpression(), !256)
    #dbg_value(i32 4, !87, !DIExpression(), !256)
  %203 = icmp ult i32 %4, 16, !dbg !261
    #dbg_value(i32 4, !87, !DIExpression(), !256)
    #dbg_value(i32 10, !86, !DIExpression(), !256)
    #dbg_value(i32 6, !85, !DIExpression(), !256)
    #dbg_label(!89, !258)
    #dbg_value(i32 15, !86, !DIExpression(), !256)
    #dbg_value(i32 4, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
    #dbg_value(i32 4, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
    #dbg_value(i32 15, !86, !DIExpression(), !256)
    #dbg_value(i32 6, !85, !DIExpression(), !256)
    #dbg_label(!88, !259)
    #dbg_value(i32 9, !85, !DIExpression(), !256)
    #dbg_value(i32 6, !87, !DIExpression(), !256)
  %204 = icmp ult i32 %4, 24
  %205 = or i1 %203, %204, !dbg !262
  br i1 %205, label %220, label %206, !dbg !262

206:                                              ; preds = %202
    #dbg_value(i32 6, !87, !DIExpression(), !256)
    #dbg_value(i32 15, !86, !DIExpression(), !256)
    #dbg_value(i32 9, !85, !DIExpression(), !256)
    #dbg_label(!89, !258)
    #dbg_value(i32 20, !86, !DIExpression(), !256)
    #dbg_value(i32 6, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
  %207 = icmp ult i32 %4, 29
  br i1 %207, label %221, label %208, !dbg !260

208:                                              ; preds = %206
    #dbg_value(i32 6, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
    #dbg_value(i32 20, !86, !DIExpression(), !256)
    #dbg_value(i32 9, !85, !DIExpression(), !256)
    #dbg_label(!88, !259)
    #dbg_value(i32 12, !85, !DIExpression(), !256)
    #dbg_value(i32 8, !87, !DIExpression(), !256)
  %209 = icmp ult i32 %4, 32, !dbg !261
  br i1 %209, label %220, label %210, !dbg !262

210:                                              ; preds = %208
    #dbg_value(i32 8, !87, !DIExpression(), !256)
    #dbg_value(i32 20, !86, !DIExpression(), !256)
    #dbg_value(i32 12, !85, !DIExpression(), !256)
    #dbg_label(!89, !258)
    #dbg_value(i32 25, !86, !DIExpression(), !256)
    #dbg_value(i32 8, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
  %211 = icmp ult i32 %4, 37
  br i1 %211, label %221, label %212, !dbg !260

212:                                              ; preds = %210
    #dbg_value(i32 8, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
    #dbg_value(i32 25, !86, !DIExpression(), !256)
    #dbg_value(i32 12, !85, !DIExpression(), !256)
    #dbg_label(!88, !259)
    #dbg_value(i32 15, !85, !DIExpression(), !256)
    #dbg_value(i32 10, !87, !DIExpression(), !256)
  %213 = icmp ult i32 %4, 40, !dbg !261
  br i1 %213, label %220, label %214, !dbg !262

214:                                              ; preds = %212
    #dbg_value(i32 10, !87, !DIExpression(), !256)
    #dbg_value(i32 25, !86, !DIExpression(), !256)
    #dbg_value(i32 15, !85, !DIExpression(), !256)
    #dbg_label(!89, !258)
    #dbg_value(i32 30, !86, !DIExpression(), !256)
    #dbg_value(i32 10, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
  %215 = icmp ult i32 %4, 45
  br i1 %215, label %221, label %216, !dbg !260

216:                                              ; preds = %214
    #dbg_value(i32 10, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
    #dbg_value(i32 30, !86, !DIExpression(), !256)
    #dbg_value(i32 15, !85, !DIExpression(), !256)
    #dbg_label(!88, !259)
    #dbg_value(i32 18, !85, !DIExpression(), !256)
    #dbg_value(i32 12, !87, !DIExpression(), !256)
  %217 = icmp uge i32 %4, 48, !dbg !261
    #dbg_value(i32 12, !87, !DIExpression(), !256)
    #dbg_value(i32 30, !86, !DIExpression(), !256)
    #dbg_value(i32 18, !85, !DIExpression(), !256)
    #dbg_label(!89, !258)
    #dbg_value(i32 35, !86, !DIExpression(), !256)
    #dbg_value(i32 12, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
  %218 = icmp ult i32 %4, 53
  %219 = and i1 %217, %218, !dbg !262
  br i1 %219, label %221, label %220, !dbg !262

220:                                              ; preds = %216, %212, %208, %202
  br label %221, !dbg !263

221:                                              ; preds = %216, %192, %206, %210, %214, %220
  %222 = phi i32 [ %11, %220 ], [ 10, %192 ], [ 20, %206 ], [ 25, %210 ], [ 30, %214 ], [ 35, %216 ]
  %223 = phi i32 [ %7, %220 ], [ 3, %192 ], [ 9, %206 ], [ 12, %210 ], [ 15, %214 ], [ 18, %216 ], !dbg !256
  %224 = phi i32 [ %9, %220 ], [ 3, %192 ], [ 7, %206 ], [ 9, %210 ], [ 11, %214 ], [ 13, %216 ], !dbg !256
    #dbg_value(i32 %224, !87, !DIExpression(), !256)
    #dbg_value(i32 %222, !86, !DIExpression(), !256)
    #dbg_value(i32 %223, !85, !DIExpression(), !256)
    #dbg_label(!90, !264)
  %225 = mul nsw i32 %223, 1000, !dbg !263
  %226 = mul nuw nsw i32 %222, 10, !dbg !265
  %227 = add nsw i32 %225, %226, !dbg !266
  %228 = srem i32 %224, 10, !dbg !267
  %229 = add nsw i32 %227, %228, !dbg !268
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %200, i32 noundef %229), !dbg !269
  %231 = add nuw nsw i32 %4, 13, !dbg !270
    #dbg_value(i32 %231, !49, !DIExpression(), !76)
  %232 = icmp ult i32 %4, 47, !dbg !271
  br i1 %232, label %3, label %13, !dbg !77, !llvm.loop !272
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !274 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @find_pair(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #3 !dbg !281 {
    #dbg_value(ptr %0, !286, !DIExpression(), !297)
    #dbg_value(i32 8, !287, !DIExpression(), !297)
    #dbg_value(i32 %1, !288, !DIExpression(), !297)
    #dbg_value(ptr %2, !289, !DIExpression(), !297)
    #dbg_value(ptr %3, !290, !DIExpression(), !297)
    #dbg_value(i64 0, !291, !DIExpression(), !298)
    #dbg_value(i64 1, !293, !DIExpression(), !299)
  %5 = load i32, ptr %0, align 4, !tbaa !101
  %6 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !300
  %7 = load i32, ptr %6, align 4, !dbg !300, !tbaa !101
  %8 = add nsw i32 %7, %5, !dbg !303
  %9 = icmp eq i32 %8, %1, !dbg !304
  br i1 %9, label %127, label %130, !dbg !305

10:                                               ; preds = %155
    #dbg_value(i64 1, !291, !DIExpression(), !298)
    #dbg_value(i64 2, !293, !DIExpression(), !299)
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !101
  %13 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !300
  %14 = load i32, ptr %13, align 4, !dbg !300, !tbaa !101
  %15 = add nsw i32 %14, %12, !dbg !303
  %16 = icmp eq i32 %15, %1, !dbg !304
  br i1 %16, label %127, label %17, !dbg !305

17:                                               ; preds = %10
    #dbg_value(i64 3, !293, !DIExpression(), !299)
  %18 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !300
  %19 = load i32, ptr %18, align 4, !dbg !300, !tbaa !101
  %20 = add nsw i32 %19, %12, !dbg !303
  %21 = icmp eq i32 %20, %1, !dbg !304
  br i1 %21, label %127, label %22, !dbg !305

22:                                               ; preds = %17
    #dbg_value(i64 4, !293, !DIExpression(), !299)
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !300
  %24 = load i32, ptr %23, align 4, !dbg !300, !tbaa !101
  %25 = add nsw i32 %24, %12, !dbg !303
  %26 = icmp eq i32 %25, %1, !dbg !304
  br i1 %26, label %127, label %27, !dbg !305

27:                                               ; preds = %22
    #dbg_value(i64 5, !293, !DIExpression(), !299)
  %28 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !300
  %29 = load i32, ptr %28, align 4, !dbg !300, !tbaa !101
  %30 = add nsw i32 %29, %12, !dbg !303
  %31 = icmp eq i32 %30, %1, !dbg !304
  br i1 %31, label %127, label %32, !dbg !305

32:                                               ; preds = %27
    #dbg_value(i64 6, !293, !DIExpression(), !299)
  %33 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !300
  %34 = load i32, ptr %33, align 4, !dbg !300, !tbaa !101
  %35 = add nsw i32 %34, %12, !dbg !303
  %36 = icmp eq i32 %35, %1, !dbg !304
  br i1 %36, label %127, label %37, !dbg !305

37:                                               ; preds = %32
    #dbg_value(i64 7, !293, !DIExpression(), !299)
  %38 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !300
  %39 = load i32, ptr %38, align 4, !dbg !300, !tbaa !101
  %40 = add nsw i32 %39, %12, !dbg !303
  %41 = icmp eq i32 %40, %1, !dbg !304
  br i1 %41, label %127, label %42, !dbg !305

42:                                               ; preds = %37
    #dbg_value(i64 2, !291, !DIExpression(), !298)
    #dbg_value(i64 3, !293, !DIExpression(), !299)
  %43 = getelementptr inbounds i8, ptr %0, i64 8
  %44 = load i32, ptr %43, align 4, !tbaa !101
  %45 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !300
  %46 = load i32, ptr %45, align 4, !dbg !300, !tbaa !101
  %47 = add nsw i32 %46, %44, !dbg !303
  %48 = icmp eq i32 %47, %1, !dbg !304
  br i1 %48, label %127, label %49, !dbg !305

49:                                               ; preds = %42
    #dbg_value(i64 4, !293, !DIExpression(), !299)
  %50 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !300
  %51 = load i32, ptr %50, align 4, !dbg !300, !tbaa !101
  %52 = add nsw i32 %51, %44, !dbg !303
  %53 = icmp eq i32 %52, %1, !dbg !304
  br i1 %53, label %127, label %54, !dbg !305

54:                                               ; preds = %49
    #dbg_value(i64 5, !293, !DIExpression(), !299)
  %55 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !300
  %56 = load i32, ptr %55, align 4, !dbg !300, !tbaa !101
  %57 = add nsw i32 %56, %44, !dbg !303
  %58 = icmp eq i32 %57, %1, !dbg !304
  br i1 %58, label %127, label %59, !dbg !305

59:                                               ; preds = %54
    #dbg_value(i64 6, !293, !DIExpression(), !299)
  %60 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !300
  %61 = load i32, ptr %60, align 4, !dbg !300, !tbaa !101
  %62 = add nsw i32 %61, %44, !dbg !303
  %63 = icmp eq i32 %62, %1, !dbg !304
  br i1 %63, label %127, label %64, !dbg !305

64:                                               ; preds = %59
    #dbg_value(i64 7, !293, !DIExpression(), !299)
  %65 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !300
  %66 = load i32, ptr %65, align 4, !dbg !300, !tbaa !101
  %67 = add nsw i32 %66, %44, !dbg !303
  %68 = icmp eq i32 %67, %1, !dbg !304
  br i1 %68, label %127, label %69, !dbg !305

69:                                               ; preds = %64
    #dbg_value(i64 3, !291, !DIExpression(), !298)
    #dbg_value(i64 4, !293, !DIExpression(), !299)
  %70 = getelementptr inbounds i8, ptr %0, i64 12
  %71 = load i32, ptr %70, align 4, !tbaa !101
  %72 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !300
  %73 = load i32, ptr %72, align 4, !dbg !300, !tbaa !101
  %74 = add nsw i32 %73, %71, !dbg !303
  %75 = icmp eq i32 %74, %1, !dbg !304
  br i1 %75, label %127, label %76, !dbg !305

76:                                               ; preds = %69
    #dbg_value(i64 5, !293, !DIExpression(), !299)
  %77 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !300
  %78 = load i32, ptr %77, align 4, !dbg !300, !tbaa !101
  %79 = add nsw i32 %78, %71, !dbg !303
  %80 = icmp eq i32 %79, %1, !dbg !304
  br i1 %80, label %127, label %81, !dbg !305

81:                                               ; preds = %76
    #dbg_value(i64 6, !293, !DIExpression(), !299)
  %82 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !300
  %83 = load i32, ptr %82, align 4, !dbg !300, !tbaa !101
  %84 = add nsw i32 %83, %71, !dbg !303
  %85 = icmp eq i32 %84, %1, !dbg !304
  br i1 %85, label %127, label %86, !dbg !305

86:                                               ; preds = %81
    #dbg_value(i64 7, !293, !DIExpression(), !299)
  %87 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !300
  %88 = load i32, ptr %87, align 4, !dbg !300, !tbaa !101
  %89 = add nsw i32 %88, %71, !dbg !303
  %90 = icmp eq i32 %89, %1, !dbg !304
  br i1 %90, label %127, label %91, !dbg !305

91:                                               ; preds = %86
    #dbg_value(i64 4, !291, !DIExpression(), !298)
    #dbg_value(i64 5, !293, !DIExpression(), !299)
  %92 = getelementptr inbounds i8, ptr %0, i64 16
  %93 = load i32, ptr %92, align 4, !tbaa !101
  %94 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !300
  %95 = load i32, ptr %94, align 4, !dbg !300, !tbaa !101
  %96 = add nsw i32 %95, %93, !dbg !303
  %97 = icmp eq i32 %96, %1, !dbg !304
  br i1 %97, label %127, label %98, !dbg !305

98:                                               ; preds = %91
    #dbg_value(i64 6, !293, !DIExpression(), !299)
  %99 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !300
  %100 = load i32, ptr %99, align 4, !dbg !300, !tbaa !101
  %101 = add nsw i32 %100, %93, !dbg !303
  %102 = icmp eq i32 %101, %1, !dbg !304
  br i1 %102, label %127, label %103, !dbg !305

103:                                              ; preds = %98
    #dbg_value(i64 7, !293, !DIExpression(), !299)
  %104 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !300
  %105 = load i32, ptr %104, align 4, !dbg !300, !tbaa !101
  %106 = add nsw i32 %105, %93, !dbg !303
  %107 = icmp eq i32 %106, %1, !dbg !304
  br i1 %107, label %127, label %108, !dbg !305

108:                                              ; preds = %103
    #dbg_value(i64 5, !291, !DIExpression(), !298)
    #dbg_value(i64 6, !293, !DIExpression(), !299)
  %109 = getelementptr inbounds i8, ptr %0, i64 20
  %110 = load i32, ptr %109, align 4, !tbaa !101
  %111 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !300
  %112 = load i32, ptr %111, align 4, !dbg !300, !tbaa !101
  %113 = add nsw i32 %112, %110, !dbg !303
  %114 = icmp eq i32 %113, %1, !dbg !304
  br i1 %114, label %127, label %115, !dbg !305

115:                                              ; preds = %108
    #dbg_value(i64 7, !293, !DIExpression(), !299)
  %116 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !300
  %117 = load i32, ptr %116, align 4, !dbg !300, !tbaa !101
  %118 = add nsw i32 %117, %110, !dbg !303
  %119 = icmp eq i32 %118, %1, !dbg !304
  br i1 %119, label %127, label %120, !dbg !305

120:                                              ; preds = %115
    #dbg_value(i64 6, !291, !DIExpression(), !298)
    #dbg_value(i64 7, !293, !DIExpression(), !299)
  %121 = getelementptr inbounds i8, ptr %0, i64 24
  %122 = load i32, ptr %121, align 4, !tbaa !101
  %123 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !300
  %124 = load i32, ptr %123, align 4, !dbg !300, !tbaa !101
  %125 = add nsw i32 %124, %122, !dbg !303
  %126 = icmp eq i32 %125, %1, !dbg !304
  br i1 %126, label %127, label %160, !dbg !305

127:                                              ; preds = %120, %108, %115, %91, %98, %103, %69, %76, %81, %86, %42, %49, %54, %59, %64, %10, %17, %22, %27, %32, %37, %4, %130, %135, %140, %145, %150, %155
  %128 = phi i32 [ 0, %155 ], [ 0, %150 ], [ 0, %145 ], [ 0, %140 ], [ 0, %135 ], [ 0, %130 ], [ 0, %4 ], [ 1, %37 ], [ 1, %32 ], [ 1, %27 ], [ 1, %22 ], [ 1, %17 ], [ 1, %10 ], [ 2, %64 ], [ 2, %59 ], [ 2, %54 ], [ 2, %49 ], [ 2, %42 ], [ 3, %86 ], [ 3, %81 ], [ 3, %76 ], [ 3, %69 ], [ 4, %103 ], [ 4, %98 ], [ 4, %91 ], [ 5, %115 ], [ 5, %108 ], [ 6, %120 ]
  %129 = phi i32 [ 7, %155 ], [ 6, %150 ], [ 5, %145 ], [ 4, %140 ], [ 3, %135 ], [ 2, %130 ], [ 1, %4 ], [ 7, %37 ], [ 6, %32 ], [ 5, %27 ], [ 4, %22 ], [ 3, %17 ], [ 2, %10 ], [ 7, %64 ], [ 6, %59 ], [ 5, %54 ], [ 4, %49 ], [ 3, %42 ], [ 7, %86 ], [ 6, %81 ], [ 5, %76 ], [ 4, %69 ], [ 7, %103 ], [ 6, %98 ], [ 5, %91 ], [ 7, %115 ], [ 6, %108 ], [ 7, %120 ]
  store i32 %128, ptr %2, align 4, !dbg !306, !tbaa !101
  store i32 %129, ptr %3, align 4, !dbg !308, !tbaa !101
  br label %160

130:                                              ; preds = %4
    #dbg_value(i64 2, !293, !DIExpression(), !299)
  %131 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !300
  %132 = load i32, ptr %131, align 4, !dbg !300, !tbaa !101
  %133 = add nsw i32 %132, %5, !dbg !303
  %134 = icmp eq i32 %133, %1, !dbg !304
  br i1 %134, label %127, label %135, !dbg !305

135:                                              ; preds = %130
    #dbg_value(i64 3, !293, !DIExpression(), !299)
  %136 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !300
  %137 = load i32, ptr %136, align 4, !dbg !300, !tbaa !101
  %138 = add nsw i32 %137, %5, !dbg !303
  %139 = icmp eq i32 %138, %1, !dbg !304
  br i1 %139, label %127, label %140, !dbg !305

140:                                              ; preds = %135
    #dbg_value(i64 4, !293, !DIExpression(), !299)
  %141 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !300
  %142 = load i32, ptr %141, align 4, !dbg !300, !tbaa !101
  %143 = add nsw i32 %142, %5, !dbg !303
  %144 = icmp eq i32 %143, %1, !dbg !304
  br i1 %144, label %127, label %145, !dbg !305

145:                                              ; preds = %140
    #dbg_value(i64 5, !293, !DIExpression(), !299)
  %146 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !300
  %147 = load i32, ptr %146, align 4, !dbg !300, !tbaa !101
  %148 = add nsw i32 %147, %5, !dbg !303
  %149 = icmp eq i32 %148, %1, !dbg !304
  br i1 %149, label %127, label %150, !dbg !305

150:                                              ; preds = %145
    #dbg_value(i64 6, !293, !DIExpression(), !299)
  %151 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !300
  %152 = load i32, ptr %151, align 4, !dbg !300, !tbaa !101
  %153 = add nsw i32 %152, %5, !dbg !303
  %154 = icmp eq i32 %153, %1, !dbg !304
  br i1 %154, label %127, label %155, !dbg !305

155:                                              ; preds = %150
    #dbg_value(i64 7, !293, !DIExpression(), !299)
  %156 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !300
  %157 = load i32, ptr %156, align 4, !dbg !300, !tbaa !101
  %158 = add nsw i32 %157, %5, !dbg !303
  %159 = icmp eq i32 %158, %1, !dbg !304
  br i1 %159, label %127, label %10, !dbg !305

160:                                              ; preds = %120, %127
  %161 = phi i32 [ 1, %127 ], [ 0, %120 ]
  ret i32 %161, !dbg !309
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/goto_loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "5e85e3962f964f519820054481c7b52e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 25)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 22)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 21)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 17)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 20)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 14)
!34 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !35, splitDebugInlining: false, nameTableKind: None)
!35 = !{!0, !7, !12, !14, !19, !24, !29}
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 65, type: !45, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !48)
!45 = !DISubroutineType(types: !46)
!46 = !{!47}
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !{!49, !51, !55, !56, !57, !58, !62, !66, !70, !71, !72}
!49 = !DILocalVariable(name: "n", scope: !50, file: !2, line: 66, type: !47)
!50 = distinct !DILexicalBlock(scope: !44, file: !2, line: 66, column: 5)
!51 = !DILocalVariable(name: "v", scope: !44, file: !2, line: 67, type: !52)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 256, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 8)
!55 = !DILocalVariable(name: "ia", scope: !44, file: !2, line: 68, type: !47)
!56 = !DILocalVariable(name: "ib", scope: !44, file: !2, line: 68, type: !47)
!57 = !DILocalVariable(name: "r", scope: !44, file: !2, line: 69, type: !47)
!58 = !DILocalVariable(name: "w1", scope: !44, file: !2, line: 73, type: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 160, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 5)
!62 = !DILocalVariable(name: "w2", scope: !44, file: !2, line: 73, type: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 128, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 4)
!66 = !DILocalVariable(name: "w3", scope: !44, file: !2, line: 73, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 96, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 3)
!70 = !DILocalVariable(name: "x", scope: !44, file: !2, line: 77, type: !47)
!71 = !DILocalVariable(name: "i", scope: !44, file: !2, line: 77, type: !47)
!72 = !DILabel(scope: !44, name: "loop", file: !2, line: 78)
!73 = distinct !DIAssignID()
!74 = !DILocation(line: 0, scope: !44)
!75 = distinct !DIAssignID()
!76 = !DILocation(line: 0, scope: !50)
!77 = !DILocation(line: 66, column: 5, scope: !50)
!78 = !DILocation(line: 11, column: 9, scope: !79, inlinedAt: !91)
!79 = distinct !DISubprogram(name: "irreducible", scope: !2, file: !2, line: 5, type: !80, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!47, !47, !47}
!82 = !{!83, !84, !85, !86, !87, !88, !89, !90}
!83 = !DILocalVariable(name: "n", arg: 1, scope: !79, file: !2, line: 5, type: !47)
!84 = !DILocalVariable(name: "start_in_b", arg: 2, scope: !79, file: !2, line: 5, type: !47)
!85 = !DILocalVariable(name: "a", scope: !79, file: !2, line: 6, type: !47)
!86 = !DILocalVariable(name: "b", scope: !79, file: !2, line: 6, type: !47)
!87 = !DILocalVariable(name: "steps", scope: !79, file: !2, line: 6, type: !47)
!88 = !DILabel(scope: !79, name: "A", file: !2, line: 8)
!89 = !DILabel(scope: !79, name: "B", file: !2, line: 12)
!90 = !DILabel(scope: !79, name: "done", file: !2, line: 18)
!91 = distinct !DILocation(line: 66, column: 78, scope: !92)
!92 = distinct !DILexicalBlock(scope: !50, file: !2, line: 66, column: 5)
!93 = !DILocation(line: 0, scope: !79, inlinedAt: !91)
!94 = !DILocation(line: 8, column: 1, scope: !79, inlinedAt: !91)
!95 = !DILocation(line: 12, column: 1, scope: !79, inlinedAt: !91)
!96 = !DILocation(line: 11, column: 15, scope: !97, inlinedAt: !91)
!97 = distinct !DILexicalBlock(scope: !79, file: !2, line: 11, column: 9)
!98 = distinct !DIAssignID()
!99 = !DILocation(line: 68, column: 5, scope: !44)
!100 = !DILocation(line: 68, column: 9, scope: !44)
!101 = !{!102, !102, i64 0}
!102 = !{!"int", !103, i64 0}
!103 = !{!"omnipotent char", !104, i64 0}
!104 = !{!"Simple C/C++ TBAA"}
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 68, column: 18, scope: !44)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 69, column: 13, scope: !44)
!109 = !DILocation(line: 70, column: 41, scope: !44)
!110 = !DILocation(line: 70, column: 45, scope: !44)
!111 = !DILocation(line: 70, column: 5, scope: !44)
!112 = !DILocation(line: 71, column: 9, scope: !44)
!113 = !DILocation(line: 72, column: 5, scope: !44)
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = !DILocalVariable(name: "v", arg: 1, scope: !118, file: !2, line: 31, type: !121)
!118 = distinct !DISubprogram(name: "multi_exit", scope: !2, file: !2, line: 31, type: !119, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !123)
!119 = !DISubroutineType(types: !120)
!120 = !{!47, !121, !47}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!123 = !{!117, !124, !125, !126}
!124 = !DILocalVariable(name: "n", arg: 2, scope: !118, file: !2, line: 31, type: !47)
!125 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 32, type: !47)
!126 = !DILocalVariable(name: "s", scope: !118, file: !2, line: 32, type: !47)
!127 = !DILocation(line: 0, scope: !118, inlinedAt: !128)
!128 = distinct !DILocation(line: 74, column: 37, scope: !44)
!129 = !DILocation(line: 33, column: 5, scope: !118, inlinedAt: !128)
!130 = !DILocation(line: 39, column: 10, scope: !131, inlinedAt: !128)
!131 = distinct !DILexicalBlock(scope: !118, file: !2, line: 33, column: 15)
!132 = !DILocation(line: 34, column: 15, scope: !133, inlinedAt: !128)
!133 = distinct !DILexicalBlock(scope: !131, file: !2, line: 34, column: 13)
!134 = !DILocation(line: 34, column: 13, scope: !131, inlinedAt: !128)
!135 = distinct !{!135, !129, !136}
!136 = !DILocation(line: 40, column: 5, scope: !118, inlinedAt: !128)
!137 = !DILocation(line: 35, column: 13, scope: !138, inlinedAt: !128)
!138 = distinct !DILexicalBlock(scope: !131, file: !2, line: 35, column: 13)
!139 = !DILocation(line: 35, column: 18, scope: !138, inlinedAt: !128)
!140 = !DILocation(line: 35, column: 13, scope: !131, inlinedAt: !128)
!141 = !DILocation(line: 36, column: 18, scope: !142, inlinedAt: !128)
!142 = distinct !DILexicalBlock(scope: !131, file: !2, line: 36, column: 13)
!143 = !DILocation(line: 36, column: 13, scope: !131, inlinedAt: !128)
!144 = !DILocation(line: 36, column: 27, scope: !145, inlinedAt: !128)
!145 = distinct !DILexicalBlock(scope: !142, file: !2, line: 36, column: 24)
!146 = distinct !{!146, !129, !136}
!147 = !DILocation(line: 37, column: 11, scope: !131, inlinedAt: !128)
!148 = !DILocation(line: 38, column: 15, scope: !149, inlinedAt: !128)
!149 = distinct !DILexicalBlock(scope: !131, file: !2, line: 38, column: 13)
!150 = !DILocation(line: 38, column: 13, scope: !131, inlinedAt: !128)
!151 = !DILocation(line: 38, column: 30, scope: !149, inlinedAt: !128)
!152 = !DILocation(line: 38, column: 23, scope: !149, inlinedAt: !128)
!153 = !DILocation(line: 41, column: 14, scope: !118, inlinedAt: !128)
!154 = !DILocation(line: 41, column: 20, scope: !118, inlinedAt: !128)
!155 = !DILocation(line: 41, column: 5, scope: !118, inlinedAt: !128)
!156 = !DILocation(line: 0, scope: !118, inlinedAt: !157)
!157 = distinct !DILocation(line: 74, column: 56, scope: !44)
!158 = !DILocation(line: 33, column: 5, scope: !118, inlinedAt: !157)
!159 = !DILocation(line: 39, column: 10, scope: !131, inlinedAt: !157)
!160 = !DILocation(line: 34, column: 15, scope: !133, inlinedAt: !157)
!161 = !DILocation(line: 34, column: 13, scope: !131, inlinedAt: !157)
!162 = distinct !{!162, !158, !163}
!163 = !DILocation(line: 40, column: 5, scope: !118, inlinedAt: !157)
!164 = !DILocation(line: 35, column: 13, scope: !138, inlinedAt: !157)
!165 = !DILocation(line: 35, column: 18, scope: !138, inlinedAt: !157)
!166 = !DILocation(line: 35, column: 13, scope: !131, inlinedAt: !157)
!167 = !DILocation(line: 36, column: 18, scope: !142, inlinedAt: !157)
!168 = !DILocation(line: 36, column: 13, scope: !131, inlinedAt: !157)
!169 = !DILocation(line: 36, column: 27, scope: !145, inlinedAt: !157)
!170 = distinct !{!170, !158, !163}
!171 = !DILocation(line: 37, column: 11, scope: !131, inlinedAt: !157)
!172 = !DILocation(line: 38, column: 15, scope: !149, inlinedAt: !157)
!173 = !DILocation(line: 38, column: 13, scope: !131, inlinedAt: !157)
!174 = !DILocation(line: 38, column: 30, scope: !149, inlinedAt: !157)
!175 = !DILocation(line: 38, column: 23, scope: !149, inlinedAt: !157)
!176 = !DILocation(line: 41, column: 14, scope: !118, inlinedAt: !157)
!177 = !DILocation(line: 41, column: 20, scope: !118, inlinedAt: !157)
!178 = !DILocation(line: 41, column: 5, scope: !118, inlinedAt: !157)
!179 = !DILocation(line: 0, scope: !118, inlinedAt: !180)
!180 = distinct !DILocation(line: 74, column: 75, scope: !44)
!181 = !DILocation(line: 33, column: 5, scope: !118, inlinedAt: !180)
!182 = !DILocation(line: 39, column: 10, scope: !131, inlinedAt: !180)
!183 = !DILocation(line: 34, column: 15, scope: !133, inlinedAt: !180)
!184 = !DILocation(line: 34, column: 13, scope: !131, inlinedAt: !180)
!185 = distinct !{!185, !181, !186}
!186 = !DILocation(line: 40, column: 5, scope: !118, inlinedAt: !180)
!187 = !DILocation(line: 35, column: 13, scope: !138, inlinedAt: !180)
!188 = !DILocation(line: 35, column: 18, scope: !138, inlinedAt: !180)
!189 = !DILocation(line: 35, column: 13, scope: !131, inlinedAt: !180)
!190 = !DILocation(line: 36, column: 18, scope: !142, inlinedAt: !180)
!191 = !DILocation(line: 36, column: 13, scope: !131, inlinedAt: !180)
!192 = !DILocation(line: 36, column: 27, scope: !145, inlinedAt: !180)
!193 = distinct !{!193, !181, !186}
!194 = !DILocation(line: 37, column: 11, scope: !131, inlinedAt: !180)
!195 = !DILocation(line: 38, column: 15, scope: !149, inlinedAt: !180)
!196 = !DILocation(line: 38, column: 13, scope: !131, inlinedAt: !180)
!197 = !DILocation(line: 38, column: 30, scope: !149, inlinedAt: !180)
!198 = !DILocation(line: 38, column: 23, scope: !149, inlinedAt: !180)
!199 = !DILocation(line: 41, column: 14, scope: !118, inlinedAt: !180)
!200 = !DILocation(line: 41, column: 20, scope: !118, inlinedAt: !180)
!201 = !DILocation(line: 41, column: 5, scope: !118, inlinedAt: !180)
!202 = !DILocation(line: 74, column: 5, scope: !44)
!203 = !DILocation(line: 75, column: 5, scope: !44)
!204 = !DILocalVariable(name: "count", scope: !205, file: !2, line: 51, type: !47)
!205 = distinct !DISubprogram(name: "nested_continue", scope: !2, file: !2, line: 50, type: !45, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !206)
!206 = !{!204, !207, !208, !210, !214}
!207 = !DILabel(scope: !205, name: "outer", file: !2, line: 52)
!208 = !DILocalVariable(name: "i", scope: !209, file: !2, line: 53, type: !47)
!209 = distinct !DILexicalBlock(scope: !205, file: !2, line: 53, column: 5)
!210 = !DILocalVariable(name: "j", scope: !211, file: !2, line: 54, type: !47)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 54, column: 9)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 53, column: 34)
!213 = distinct !DILexicalBlock(scope: !209, file: !2, line: 53, column: 5)
!214 = !DILabel(scope: !212, name: "next_i", file: !2, line: 59)
!215 = !DILocation(line: 0, scope: !205, inlinedAt: !216)
!216 = distinct !DILocation(line: 76, column: 36, scope: !44)
!217 = !DILocation(line: 51, column: 5, scope: !205, inlinedAt: !216)
!218 = !DILocation(line: 0, scope: !209, inlinedAt: !216)
!219 = !DILocation(line: 0, scope: !211, inlinedAt: !216)
!220 = !DILocation(line: 54, column: 9, scope: !211, inlinedAt: !216)
!221 = !DILocation(line: 54, column: 34, scope: !222, inlinedAt: !216)
!222 = distinct !DILexicalBlock(scope: !211, file: !2, line: 54, column: 9)
!223 = !DILocation(line: 56, column: 20, scope: !224, inlinedAt: !216)
!224 = distinct !DILexicalBlock(scope: !225, file: !2, line: 56, column: 17)
!225 = distinct !DILexicalBlock(scope: !222, file: !2, line: 54, column: 38)
!226 = !DILocation(line: 56, column: 25, scope: !224, inlinedAt: !216)
!227 = !DILocation(line: 56, column: 29, scope: !224, inlinedAt: !216)
!228 = !DILocation(line: 56, column: 17, scope: !225, inlinedAt: !216)
!229 = distinct !{!229, !220, !230, !231, !232, !233}
!230 = !DILocation(line: 58, column: 9, scope: !211, inlinedAt: !216)
!231 = !{!"llvm.loop.mustprogress"}
!232 = !{!"llvm.loop.isvectorized", i32 1}
!233 = !{!"llvm.loop.unroll.runtime.disable"}
!234 = distinct !{!234, !220, !230, !231, !233, !232}
!235 = !DILocation(line: 59, column: 5, scope: !212, inlinedAt: !216)
!236 = !DILocation(line: 53, column: 5, scope: !209, inlinedAt: !216)
!237 = !DILocation(line: 53, column: 23, scope: !213, inlinedAt: !216)
!238 = distinct !{!238, !236, !239, !231}
!239 = !DILocation(line: 60, column: 5, scope: !209, inlinedAt: !216)
!240 = !DILocation(line: 61, column: 15, scope: !241, inlinedAt: !216)
!241 = distinct !DILexicalBlock(scope: !205, file: !2, line: 61, column: 9)
!242 = !DILocation(line: 61, column: 9, scope: !205, inlinedAt: !216)
!243 = !DILocation(line: 76, column: 5, scope: !44)
!244 = !DILocation(line: 78, column: 1, scope: !44)
!245 = !DILocation(line: 80, column: 5, scope: !44)
!246 = !DILocation(line: 82, column: 1, scope: !44)
!247 = !DILocation(line: 81, column: 5, scope: !44)
!248 = !DILocation(line: 15, column: 9, scope: !79, inlinedAt: !91)
!249 = !DILocation(line: 13, column: 7, scope: !79, inlinedAt: !91)
!250 = !DILocation(line: 18, column: 1, scope: !79, inlinedAt: !91)
!251 = !DILocation(line: 19, column: 14, scope: !79, inlinedAt: !91)
!252 = !DILocation(line: 19, column: 25, scope: !79, inlinedAt: !91)
!253 = !DILocation(line: 19, column: 21, scope: !79, inlinedAt: !91)
!254 = !DILocation(line: 19, column: 38, scope: !79, inlinedAt: !91)
!255 = !DILocation(line: 19, column: 30, scope: !79, inlinedAt: !91)
!256 = !DILocation(line: 0, scope: !79, inlinedAt: !257)
!257 = distinct !DILocation(line: 66, column: 97, scope: !92)
!258 = !DILocation(line: 12, column: 1, scope: !79, inlinedAt: !257)
!259 = !DILocation(line: 8, column: 1, scope: !79, inlinedAt: !257)
!260 = !DILocation(line: 15, column: 9, scope: !79, inlinedAt: !257)
!261 = !DILocation(line: 11, column: 15, scope: !97, inlinedAt: !257)
!262 = !DILocation(line: 11, column: 9, scope: !79, inlinedAt: !257)
!263 = !DILocation(line: 19, column: 14, scope: !79, inlinedAt: !257)
!264 = !DILocation(line: 18, column: 1, scope: !79, inlinedAt: !257)
!265 = !DILocation(line: 19, column: 25, scope: !79, inlinedAt: !257)
!266 = !DILocation(line: 19, column: 21, scope: !79, inlinedAt: !257)
!267 = !DILocation(line: 19, column: 38, scope: !79, inlinedAt: !257)
!268 = !DILocation(line: 19, column: 30, scope: !79, inlinedAt: !257)
!269 = !DILocation(line: 66, column: 39, scope: !92)
!270 = !DILocation(line: 66, column: 32, scope: !92)
!271 = !DILocation(line: 66, column: 24, scope: !92)
!272 = distinct !{!272, !77, !273, !231}
!273 = !DILocation(line: 66, column: 114, scope: !50)
!274 = !DISubprogram(name: "printf", scope: !275, file: !275, line: 356, type: !276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!275 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!276 = !DISubroutineType(types: !277)
!277 = !{!47, !278, null}
!278 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !279)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64)
!280 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!281 = distinct !DISubprogram(name: "find_pair", scope: !2, file: !2, line: 22, type: !282, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !285)
!282 = !DISubroutineType(cc: DW_CC_nocall, types: !283)
!283 = !{!47, !121, !47, !47, !284, !284}
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!285 = !{!286, !287, !288, !289, !290, !291, !293, !296}
!286 = !DILocalVariable(name: "v", arg: 1, scope: !281, file: !2, line: 22, type: !121)
!287 = !DILocalVariable(name: "n", arg: 2, scope: !281, file: !2, line: 22, type: !47)
!288 = !DILocalVariable(name: "target", arg: 3, scope: !281, file: !2, line: 22, type: !47)
!289 = !DILocalVariable(name: "ia", arg: 4, scope: !281, file: !2, line: 22, type: !284)
!290 = !DILocalVariable(name: "ib", arg: 5, scope: !281, file: !2, line: 22, type: !284)
!291 = !DILocalVariable(name: "i", scope: !292, file: !2, line: 23, type: !47)
!292 = distinct !DILexicalBlock(scope: !281, file: !2, line: 23, column: 5)
!293 = !DILocalVariable(name: "j", scope: !294, file: !2, line: 24, type: !47)
!294 = distinct !DILexicalBlock(scope: !295, file: !2, line: 24, column: 9)
!295 = distinct !DILexicalBlock(scope: !292, file: !2, line: 23, column: 5)
!296 = !DILabel(scope: !281, name: "found", file: !2, line: 27)
!297 = !DILocation(line: 0, scope: !281)
!298 = !DILocation(line: 0, scope: !292)
!299 = !DILocation(line: 0, scope: !294)
!300 = !DILocation(line: 25, column: 24, scope: !301)
!301 = distinct !DILexicalBlock(scope: !302, file: !2, line: 25, column: 17)
!302 = distinct !DILexicalBlock(scope: !294, file: !2, line: 24, column: 9)
!303 = !DILocation(line: 25, column: 22, scope: !301)
!304 = !DILocation(line: 25, column: 29, scope: !301)
!305 = !DILocation(line: 25, column: 17, scope: !302)
!306 = !DILocation(line: 25, column: 46, scope: !307)
!307 = distinct !DILexicalBlock(scope: !301, file: !2, line: 25, column: 40)
!308 = !DILocation(line: 25, column: 55, scope: !307)
!309 = !DILocation(line: 29, column: 1, scope: !281)
