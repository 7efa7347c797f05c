; ModuleID = 'tests/programs/goto_loops.c'
source_filename = "tests/programs/goto_loops.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"irreducible(%d) = %d %d\0A\00", align 1, !dbg !0
@__const.main.v = private unnamed_addr constant [8 x i32] [i32 5, i32 17, i32 -3, i32 8, i32 22, i32 0, i32 40, i32 11], align 4
@.str.1 = private unnamed_addr constant [22 x i8] c"find_pair %d (%d,%d)\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [22 x i8] c"find_pair missing %d\0A\00", align 1, !dbg !12
@__const.main.w1 = private unnamed_addr constant [5 x i32] [i32 1, i32 0, i32 2, i32 0, i32 3], align 4
@__const.main.w2 = private unnamed_addr constant [4 x i32] [i32 10, i32 20, i32 -1, i32 30], align 4
@__const.main.w3 = private unnamed_addr constant [3 x i32] [i32 500, i32 400, i32 300], align 4
@.str.3 = private unnamed_addr constant [21 x i8] c"multi_exit %d %d %d\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [17 x i8] c"digits %d %d %d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [20 x i8] c"nested_continue %d\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [14 x i8] c"goto loop %d\0A\00", align 1, !dbg !29

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !48 {
    #dbg_assign(i1 undef, !55, !DIExpression(), !77, ptr @__const.main.v, !DIExpression(), !78)
  %1 = alloca i32, align 4, !DIAssignID !79
    #dbg_assign(i1 undef, !59, !DIExpression(), !79, ptr %1, !DIExpression(), !78)
  %2 = alloca i32, align 4, !DIAssignID !80
    #dbg_assign(i1 undef, !60, !DIExpression(), !80, ptr %2, !DIExpression(), !78)
    #dbg_assign(i1 undef, !62, !DIExpression(), !81, ptr @__const.main.w1, !DIExpression(), !78)
    #dbg_assign(i1 undef, !66, !DIExpression(), !82, ptr @__const.main.w2, !DIExpression(), !78)
    #dbg_assign(i1 undef, !70, !DIExpression(), !83, ptr @__const.main.w3, !DIExpression(), !78)
    #dbg_value(i32 10, !53, !DIExpression(), !84)
  br label %3, !dbg !85

3:                                                ; preds = %0, %180
  %4 = phi i32 [ 10, %0 ], [ %190, %180 ]
  %5 = lshr i32 %4, 3, !dbg !86
  %6 = mul nuw nsw i32 %5, 3, !dbg !86
  %7 = add nuw nsw i32 %6, 3, !dbg !86
    #dbg_value(i32 %4, !53, !DIExpression(), !84)
  %8 = shl nuw nsw i32 %5, 1, !dbg !86
  %9 = add nuw nsw i32 %8, 2, !dbg !86
  %10 = mul nuw nsw i32 %5, 5, !dbg !86
  %11 = add nuw nsw i32 %10, 5, !dbg !86
  br label %138, !dbg !86

12:                                               ; preds = %180
    #dbg_assign(i1 undef, !55, !DIExpression(), !101, ptr @__const.main.v, !DIExpression(), !78)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #5, !dbg !102
  store i32 -1, ptr %1, align 4, !dbg !103, !tbaa !104, !DIAssignID !108
    #dbg_assign(i32 -1, !59, !DIExpression(), !108, ptr %1, !DIExpression(), !78)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5, !dbg !102
  store i32 -1, ptr %2, align 4, !dbg !109, !tbaa !104, !DIAssignID !110
    #dbg_assign(i32 -1, !60, !DIExpression(), !110, ptr %2, !DIExpression(), !78)
  %13 = call fastcc signext i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef signext 30, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !111
    #dbg_value(i32 %13, !61, !DIExpression(), !78)
  %14 = load i32, ptr %1, align 4, !dbg !112, !tbaa !104
  %15 = load i32, ptr %2, align 4, !dbg !113, !tbaa !104
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %13, i32 noundef signext %14, i32 noundef signext %15), !dbg !114
  %17 = call fastcc signext i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef signext 1000, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !115
    #dbg_value(i32 %17, !61, !DIExpression(), !78)
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %17), !dbg !116
    #dbg_assign(i1 undef, !62, !DIExpression(), !117, ptr @__const.main.w1, !DIExpression(), !78)
    #dbg_assign(i1 undef, !66, !DIExpression(), !118, ptr @__const.main.w2, !DIExpression(), !78)
    #dbg_assign(i1 undef, !70, !DIExpression(), !119, ptr @__const.main.w3, !DIExpression(), !78)
    #dbg_value(ptr @__const.main.w1, !120, !DIExpression(), !130)
    #dbg_value(i32 5, !127, !DIExpression(), !130)
    #dbg_value(i32 0, !128, !DIExpression(), !130)
    #dbg_value(i32 0, !129, !DIExpression(), !130)
  br label %22, !dbg !132

19:                                               ; preds = %38
    #dbg_value(i64 %29, !128, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !130)
  %20 = add nsw i64 %29, 1, !dbg !133
    #dbg_value(i64 %29, !128, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !130)
    #dbg_value(i32 %39, !129, !DIExpression(), !130)
    #dbg_value(i64 %29, !128, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !130)
  %21 = icmp slt i64 %29, 4, !dbg !135
  br i1 %21, label %22, label %47, !dbg !137, !llvm.loop !138

22:                                               ; preds = %19, %12
  %23 = phi i32 [ %39, %19 ], [ 0, %12 ]
  %24 = phi i64 [ %20, %19 ], [ 0, %12 ]
    #dbg_value(i32 %23, !129, !DIExpression(), !130)
    #dbg_value(i32 poison, !128, !DIExpression(), !130)
  %25 = shl i64 %24, 32, !dbg !137
  %26 = ashr exact i64 %25, 32, !dbg !137
  %27 = tail call i64 @llvm.smax.i64(i64 %26, i64 4), !dbg !137
  br label %28, !dbg !137

28:                                               ; preds = %35, %22
  %29 = phi i64 [ %26, %22 ], [ %36, %35 ]
    #dbg_value(i64 %29, !128, !DIExpression(), !130)
  %30 = getelementptr inbounds i32, ptr @__const.main.w1, i64 %29, !dbg !140
  %31 = load i32, ptr %30, align 4, !dbg !140, !tbaa !104
  %32 = icmp slt i32 %31, 0, !dbg !142
  br i1 %32, label %43, label %33, !dbg !143

33:                                               ; preds = %28
  %34 = icmp eq i32 %31, 0, !dbg !144
  br i1 %34, label %35, label %38, !dbg !146

35:                                               ; preds = %33
  %36 = add nsw i64 %29, 1, !dbg !147
    #dbg_value(i32 %23, !129, !DIExpression(), !130)
    #dbg_value(i64 %36, !128, !DIExpression(), !130)
  %37 = icmp eq i64 %29, %27, !dbg !135
  br i1 %37, label %47, label %28, !dbg !137, !llvm.loop !149

38:                                               ; preds = %33
  %39 = add nuw nsw i32 %31, %23, !dbg !150
    #dbg_value(i32 %39, !129, !DIExpression(), !130)
  %40 = icmp sgt i32 %39, 1000, !dbg !151
    #dbg_value(i64 %29, !128, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !130)
  br i1 %40, label %41, label %19, !dbg !153

41:                                               ; preds = %38
  %42 = sub nsw i32 0, %39, !dbg !154
  br label %47, !dbg !155

43:                                               ; preds = %28
  %44 = trunc nsw i64 %29 to i32, !dbg !156
  %45 = mul nuw nsw i32 %23, 100, !dbg !156
  %46 = add nsw i32 %45, %44, !dbg !157
  br label %47, !dbg !158

47:                                               ; preds = %19, %35, %41, %43
  %48 = phi i32 [ %46, %43 ], [ %42, %41 ], [ %23, %35 ], [ %39, %19 ], !dbg !130
    #dbg_value(ptr @__const.main.w2, !120, !DIExpression(), !159)
    #dbg_value(i32 4, !127, !DIExpression(), !159)
    #dbg_value(i32 0, !128, !DIExpression(), !159)
    #dbg_value(i32 0, !129, !DIExpression(), !159)
  br label %52, !dbg !161

49:                                               ; preds = %68
    #dbg_value(i64 %59, !128, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !159)
  %50 = add nsw i64 %59, 1, !dbg !162
    #dbg_value(i32 %69, !129, !DIExpression(), !159)
  %51 = icmp slt i64 %59, 3, !dbg !163
  br i1 %51, label %52, label %77, !dbg !164, !llvm.loop !165

52:                                               ; preds = %49, %47
  %53 = phi i32 [ %69, %49 ], [ 0, %47 ]
  %54 = phi i64 [ %50, %49 ], [ 0, %47 ]
    #dbg_value(i32 %53, !129, !DIExpression(), !159)
    #dbg_value(i32 poison, !128, !DIExpression(), !159)
  %55 = shl i64 %54, 32, !dbg !164
  %56 = ashr exact i64 %55, 32, !dbg !164
  %57 = tail call i64 @llvm.smax.i64(i64 %56, i64 3), !dbg !164
  br label %58, !dbg !164

58:                                               ; preds = %65, %52
  %59 = phi i64 [ %56, %52 ], [ %66, %65 ]
    #dbg_value(i64 %59, !128, !DIExpression(), !159)
  %60 = getelementptr inbounds i32, ptr @__const.main.w2, i64 %59, !dbg !167
  %61 = load i32, ptr %60, align 4, !dbg !167, !tbaa !104
  %62 = icmp slt i32 %61, 0, !dbg !168
  br i1 %62, label %73, label %63, !dbg !169

63:                                               ; preds = %58
  %64 = icmp eq i32 %61, 0, !dbg !170
  br i1 %64, label %65, label %68, !dbg !171

65:                                               ; preds = %63
  %66 = add nsw i64 %59, 1, !dbg !172
    #dbg_value(i32 %53, !129, !DIExpression(), !159)
    #dbg_value(i64 %66, !128, !DIExpression(), !159)
  %67 = icmp eq i64 %59, %57, !dbg !163
  br i1 %67, label %77, label %58, !dbg !164, !llvm.loop !173

68:                                               ; preds = %63
  %69 = add nuw nsw i32 %61, %53, !dbg !174
    #dbg_value(i32 %69, !129, !DIExpression(), !159)
  %70 = icmp sgt i32 %69, 1000, !dbg !175
    #dbg_value(i64 %59, !128, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !159)
  br i1 %70, label %71, label %49, !dbg !176

71:                                               ; preds = %68
  %72 = sub nsw i32 0, %69, !dbg !177
  br label %77, !dbg !178

73:                                               ; preds = %58
  %74 = trunc nsw i64 %59 to i32, !dbg !179
  %75 = mul nuw nsw i32 %53, 100, !dbg !179
  %76 = add nsw i32 %75, %74, !dbg !180
  br label %77, !dbg !181

77:                                               ; preds = %49, %65, %71, %73
  %78 = phi i32 [ %76, %73 ], [ %72, %71 ], [ %53, %65 ], [ %69, %49 ], !dbg !159
    #dbg_value(ptr @__const.main.w3, !120, !DIExpression(), !182)
    #dbg_value(i32 3, !127, !DIExpression(), !182)
    #dbg_value(i32 0, !128, !DIExpression(), !182)
    #dbg_value(i32 0, !129, !DIExpression(), !182)
  br label %82, !dbg !184

79:                                               ; preds = %98
    #dbg_value(i64 %89, !128, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !182)
  %80 = add nsw i64 %89, 1, !dbg !185
    #dbg_value(i32 %99, !129, !DIExpression(), !182)
  %81 = icmp slt i64 %89, 2, !dbg !186
  br i1 %81, label %82, label %107, !dbg !187, !llvm.loop !188

82:                                               ; preds = %79, %77
  %83 = phi i32 [ %99, %79 ], [ 0, %77 ]
  %84 = phi i64 [ %80, %79 ], [ 0, %77 ]
    #dbg_value(i32 %83, !129, !DIExpression(), !182)
    #dbg_value(i32 poison, !128, !DIExpression(), !182)
  %85 = shl i64 %84, 32, !dbg !187
  %86 = ashr exact i64 %85, 32, !dbg !187
  %87 = tail call i64 @llvm.smax.i64(i64 %86, i64 2), !dbg !187
  br label %88, !dbg !187

88:                                               ; preds = %95, %82
  %89 = phi i64 [ %86, %82 ], [ %96, %95 ]
    #dbg_value(i64 %89, !128, !DIExpression(), !182)
  %90 = getelementptr inbounds i32, ptr @__const.main.w3, i64 %89, !dbg !190
  %91 = load i32, ptr %90, align 4, !dbg !190, !tbaa !104
  %92 = icmp slt i32 %91, 0, !dbg !191
  br i1 %92, label %103, label %93, !dbg !192

93:                                               ; preds = %88
  %94 = icmp eq i32 %91, 0, !dbg !193
  br i1 %94, label %95, label %98, !dbg !194

95:                                               ; preds = %93
  %96 = add nsw i64 %89, 1, !dbg !195
    #dbg_value(i32 %83, !129, !DIExpression(), !182)
    #dbg_value(i64 %96, !128, !DIExpression(), !182)
  %97 = icmp eq i64 %89, %87, !dbg !186
  br i1 %97, label %107, label %88, !dbg !187, !llvm.loop !196

98:                                               ; preds = %93
  %99 = add nuw nsw i32 %91, %83, !dbg !197
    #dbg_value(i32 %99, !129, !DIExpression(), !182)
  %100 = icmp sgt i32 %99, 1000, !dbg !198
    #dbg_value(i64 %89, !128, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !182)
  br i1 %100, label %101, label %79, !dbg !199

101:                                              ; preds = %98
  %102 = sub nsw i32 0, %99, !dbg !200
  br label %107, !dbg !201

103:                                              ; preds = %88
  %104 = trunc nsw i64 %89 to i32, !dbg !202
  %105 = mul nuw nsw i32 %83, 100, !dbg !202
  %106 = add nsw i32 %105, %104, !dbg !203
  br label %107, !dbg !204

107:                                              ; preds = %79, %95, %101, %103
  %108 = phi i32 [ %106, %103 ], [ %102, %101 ], [ %83, %95 ], [ %99, %79 ], !dbg !182
  %109 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %48, i32 noundef signext %78, i32 noundef signext %108), !dbg !205
  %110 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 10), !dbg !206
    #dbg_value(i32 0, !207, !DIExpression(), !218)
  br label %111, !dbg !220

111:                                              ; preds = %130, %107
  %112 = phi i32 [ 1, %107 ], [ %131, %130 ]
  %113 = phi i32 [ 0, %107 ], [ %132, %130 ]
  %114 = phi i32 [ 0, %107 ], [ %123, %130 ]
    #dbg_value(i32 %113, !211, !DIExpression(), !221)
    #dbg_value(i32 0, !213, !DIExpression(), !222)
    #dbg_value(i32 %114, !207, !DIExpression(), !218)
  br label %115, !dbg !223

115:                                              ; preds = %115, %111
  %116 = phi i32 [ 0, %111 ], [ %124, %115 ]
  %117 = phi i32 [ %114, %111 ], [ %123, %115 ]
    #dbg_value(i32 %116, !213, !DIExpression(), !222)
    #dbg_value(i32 %117, !207, !DIExpression(), !218)
  %118 = mul nuw nsw i32 %116, %113, !dbg !224
  %119 = urem i32 %118, 5, !dbg !228
  %120 = icmp eq i32 %119, 4, !dbg !229
  %121 = xor i32 %116, %113, !dbg !230
  %122 = select i1 %120, i32 0, i32 %121, !dbg !230
  %123 = add nsw i32 %122, %117, !dbg !230
    #dbg_value(i32 %123, !207, !DIExpression(), !218)
  %124 = add nuw nsw i32 %116, 1, !dbg !231
    #dbg_value(i32 %124, !213, !DIExpression(), !222)
  %125 = icmp eq i32 %124, %112
  br i1 %125, label %126, label %115, !dbg !223, !llvm.loop !232

126:                                              ; preds = %115
    #dbg_label(!217, !235)
  %127 = add nuw nsw i32 %113, 1, !dbg !236
    #dbg_value(i32 %127, !211, !DIExpression(), !221)
    #dbg_value(i32 %123, !207, !DIExpression(), !218)
  %128 = add nuw nsw i32 %112, 1, !dbg !237
  %129 = icmp eq i32 %127, 20, !dbg !238
  br i1 %129, label %133, label %130, !dbg !237

130:                                              ; preds = %126, %133
  %131 = phi i32 [ %128, %126 ], [ 1, %133 ]
  %132 = phi i32 [ %127, %126 ], [ 0, %133 ]
  br label %111, !dbg !223, !llvm.loop !239

133:                                              ; preds = %126
    #dbg_value(i32 %123, !207, !DIExpression(), !218)
  %134 = icmp slt i32 %123, 0, !dbg !241
  br i1 %134, label %130, label %135, !dbg !243

135:                                              ; preds = %133
  %136 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %123), !dbg !244
    #dbg_value(i32 0, !74, !DIExpression(), !78)
    #dbg_value(i32 0, !75, !DIExpression(), !78)
    #dbg_label(!76, !245)
    #dbg_value(i32 undef, !75, !DIExpression(), !78)
    #dbg_value(i32 poison, !74, !DIExpression(), !78)
  %137 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 285), !dbg !246
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5, !dbg !247
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #5, !dbg !247
  ret i32 0, !dbg !248

138:                                              ; preds = %3, %145
  %139 = phi i32 [ %142, %145 ], [ 0, %3 ], !dbg !249
  %140 = phi i32 [ %146, %145 ], [ 0, %3 ], !dbg !250
  %141 = phi i32 [ %147, %145 ], [ 0, %3 ], !dbg !250
    #dbg_value(i32 %141, !95, !DIExpression(), !250)
    #dbg_value(i32 %140, !94, !DIExpression(), !250)
    #dbg_value(i32 %139, !93, !DIExpression(), !250)
    #dbg_label(!96, !251)
  %142 = add nuw nsw i32 %139, 3, !dbg !252
    #dbg_value(i32 %142, !93, !DIExpression(), !250)
    #dbg_value(i32 %141, !95, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !250)
  %143 = add nuw nsw i32 %142, %140, !dbg !253
  %144 = icmp ugt i32 %143, %4, !dbg !255
  br i1 %144, label %153, label %145, !dbg !86

145:                                              ; preds = %138
    #dbg_value(i32 %141, !95, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !250)
    #dbg_value(i32 %140, !94, !DIExpression(), !250)
    #dbg_value(i32 %142, !93, !DIExpression(), !250)
    #dbg_label(!97, !256)
  %146 = add nuw nsw i32 %140, 5, !dbg !257
    #dbg_value(i32 %146, !94, !DIExpression(), !250)
  %147 = add nuw nsw i32 %141, 2, !dbg !258
    #dbg_value(i32 %147, !95, !DIExpression(), !250)
  %148 = add nuw nsw i32 %146, %142, !dbg !259
  %149 = urem i32 %148, 7, !dbg !261
  %150 = icmp ne i32 %149, 0, !dbg !262
  %151 = icmp ugt i32 %148, %4
  %152 = and i1 %151, %150, !dbg !263
  br i1 %152, label %155, label %138, !dbg !263

153:                                              ; preds = %138
  %154 = or disjoint i32 %141, 1
  br label %155, !dbg !264

155:                                              ; preds = %145, %153
  %156 = phi i32 [ %140, %153 ], [ %146, %145 ], !dbg !257
  %157 = phi i32 [ %154, %153 ], [ %147, %145 ], !dbg !250
    #dbg_value(i32 %157, !95, !DIExpression(), !250)
    #dbg_value(i32 %156, !94, !DIExpression(), !250)
    #dbg_value(i32 %142, !93, !DIExpression(), !250)
    #dbg_label(!98, !265)
  %158 = mul nuw nsw i32 %142, 1000, !dbg !264
  %159 = mul nsw i32 %156, 10, !dbg !266
  %160 = add nsw i32 %159, %158, !dbg !267
  %161 = srem i32 %157, 10, !dbg !268
  %162 = add nsw i32 %160, %161, !dbg !269
    #dbg_value(i32 %4, !91, !DIExpression(), !270)
    #dbg_value(i32 1, !92, !DIExpression(), !270)
    #dbg_value(i32 0, !93, !DIExpression(), !270)
    #dbg_value(i32 0, !94, !DIExpression(), !270)
    #dbg_value(i32 0, !95, !DIExpression(), !270)
  br label %168

163:                                              ; preds = %168
    #dbg_value(i32 %171, !95, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !270)
    #dbg_value(i32 %172, !94, !DIExpression(), !270)
    #dbg_value(i32 %169, !93, !DIExpression(), !270)
    #dbg_label(!96, !272)
  %164 = add nuw nsw i32 %169, 3, !dbg !273
    #dbg_value(i32 %164, !93, !DIExpression(), !270)
  %165 = add nuw nsw i32 %171, 2, !dbg !274
    #dbg_value(i32 %165, !95, !DIExpression(), !270)
  %166 = add nuw nsw i32 %172, %164, !dbg !275
  %167 = icmp ugt i32 %166, %4, !dbg !276
  br i1 %167, label %180, label %168, !dbg !277

168:                                              ; preds = %163, %155
  %169 = phi i32 [ 0, %155 ], [ %164, %163 ], !dbg !270
  %170 = phi i32 [ 0, %155 ], [ %172, %163 ], !dbg !270
  %171 = phi i32 [ 0, %155 ], [ %165, %163 ], !dbg !270
    #dbg_value(i32 %171, !95, !DIExpression(), !270)
    #dbg_value(i32 %170, !94, !DIExpression(), !270)
    #dbg_value(i32 %169, !93, !DIExpression(), !270)
    #dbg_label(!97, !278)
  %172 = add nuw nsw i32 %170, 5, !dbg !279
    #dbg_value(i32 %172, !94, !DIExpression(), !270)
    #dbg_value(i32 %171, !95, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !270)
  %173 = add nuw nsw i32 %172, %169, !dbg !280
  %174 = urem i32 %173, 7, !dbg !281
  %175 = icmp ne i32 %174, 0, !dbg !282
  %176 = icmp ugt i32 %173, %4
  %177 = and i1 %176, %175, !dbg !283
  br i1 %177, label %178, label %163, !dbg !283

178:                                              ; preds = %168
  %179 = or disjoint i32 %171, 1
  br label %180, !dbg !284

180:                                              ; preds = %163, %178
  %181 = phi i32 [ %172, %178 ], [ %11, %163 ]
  %182 = phi i32 [ %169, %178 ], [ %7, %163 ], !dbg !270
  %183 = phi i32 [ %179, %178 ], [ %9, %163 ], !dbg !270
    #dbg_value(i32 %183, !95, !DIExpression(), !270)
    #dbg_value(i32 %181, !94, !DIExpression(), !270)
    #dbg_value(i32 %182, !93, !DIExpression(), !270)
    #dbg_label(!98, !285)
  %184 = mul nsw i32 %182, 1000, !dbg !284
  %185 = mul nuw nsw i32 %181, 10, !dbg !286
  %186 = add nsw i32 %184, %185, !dbg !287
  %187 = srem i32 %183, 10, !dbg !288
  %188 = add nsw i32 %186, %187, !dbg !289
  %189 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %4, i32 noundef signext %162, i32 noundef signext %188), !dbg !290
  %190 = add nuw nsw i32 %4, 13, !dbg !291
    #dbg_value(i32 %190, !53, !DIExpression(), !84)
  %191 = icmp ult i32 %4, 47, !dbg !292
  br i1 %191, label %3, label %12, !dbg !85, !llvm.loop !293
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !295 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc signext range(i32 0, 2) i32 @find_pair(ptr nocapture noundef readonly %0, i32 noundef signext %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #3 !dbg !302 {
    #dbg_value(ptr %0, !307, !DIExpression(), !318)
    #dbg_value(i32 8, !308, !DIExpression(), !318)
    #dbg_value(i32 %1, !309, !DIExpression(), !318)
    #dbg_value(ptr %2, !310, !DIExpression(), !318)
    #dbg_value(ptr %3, !311, !DIExpression(), !318)
    #dbg_value(i64 0, !312, !DIExpression(), !319)
    #dbg_value(i64 1, !314, !DIExpression(), !320)
  %5 = load i32, ptr %0, align 4, !tbaa !104
  %6 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !321
  %7 = load i32, ptr %6, align 4, !dbg !321, !tbaa !104
  %8 = add nsw i32 %7, %5, !dbg !324
  %9 = icmp eq i32 %8, %1, !dbg !325
  br i1 %9, label %127, label %130, !dbg !326

10:                                               ; preds = %155
    #dbg_value(i64 1, !312, !DIExpression(), !319)
    #dbg_value(i64 2, !314, !DIExpression(), !320)
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !104
  %13 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !321
  %14 = load i32, ptr %13, align 4, !dbg !321, !tbaa !104
  %15 = add nsw i32 %14, %12, !dbg !324
  %16 = icmp eq i32 %15, %1, !dbg !325
  br i1 %16, label %127, label %17, !dbg !326

17:                                               ; preds = %10
    #dbg_value(i64 3, !314, !DIExpression(), !320)
  %18 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !321
  %19 = load i32, ptr %18, align 4, !dbg !321, !tbaa !104
  %20 = add nsw i32 %19, %12, !dbg !324
  %21 = icmp eq i32 %20, %1, !dbg !325
  br i1 %21, label %127, label %22, !dbg !326

22:                                               ; preds = %17
    #dbg_value(i64 4, !314, !DIExpression(), !320)
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !321
  %24 = load i32, ptr %23, align 4, !dbg !321, !tbaa !104
  %25 = add nsw i32 %24, %12, !dbg !324
  %26 = icmp eq i32 %25, %1, !dbg !325
  br i1 %26, label %127, label %27, !dbg !326

27:                                               ; preds = %22
    #dbg_value(i64 5, !314, !DIExpression(), !320)
  %28 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !321
  %29 = load i32, ptr %28, align 4, !dbg !321, !tbaa !104
  %30 = add nsw i32 %29, %12, !dbg !324
  %31 = icmp eq i32 %30, %1, !dbg !325
  br i1 %31, label %127, label %32, !dbg !326

32:                                               ; preds = %27
    #dbg_value(i64 6, !314, !DIExpression(), !320)
  %33 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !321
  %34 = load i32, ptr %33, align 4, !dbg !321, !tbaa !104
  %35 = add nsw i32 %34, %12, !dbg !324
  %36 = icmp eq i32 %35, %1, !dbg !325
  br i1 %36, label %127, label %37, !dbg !326

37:                                               ; preds = %32
    #dbg_value(i64 7, !314, !DIExpression(), !320)
  %38 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !321
  %39 = load i32, ptr %38, align 4, !dbg !321, !tbaa !104
  %40 = add nsw i32 %39, %12, !dbg !324
  %41 = icmp eq i32 %40, %1, !dbg !325
  br i1 %41, label %127, label %42, !dbg !326

42:                                               ; preds = %37
    #dbg_value(i64 2, !312, !DIExpression(), !319)
    #dbg_value(i64 3, !314, !DIExpression(), !320)
  %43 = getelementptr inbounds i8, ptr %0, i64 8
  %44 = load i32, ptr %43, align 4, !tbaa !104
  %45 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !321
  %46 = load i32, ptr %45, align 4, !dbg !321, !tbaa !104
  %47 = add nsw i32 %46, %44, !dbg !324
  %48 = icmp eq i32 %47, %1, !dbg !325
  br i1 %48, label %127, label %49, !dbg !326

49:                                               ; preds = %42
    #dbg_value(i64 4, !314, !DIExpression(), !320)
  %50 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !321
  %51 = load i32, ptr %50, align 4, !dbg !321, !tbaa !104
  %52 = add nsw i32 %51, %44, !dbg !324
  %53 = icmp eq i32 %52, %1, !dbg !325
  br i1 %53, label %127, label %54, !dbg !326

54:                                               ; preds = %49
    #dbg_value(i64 5, !314, !DIExpression(), !320)
  %55 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !321
  %56 = load i32, ptr %55, align 4, !dbg !321, !tbaa !104
  %57 = add nsw i32 %56, %44, !dbg !324
  %58 = icmp eq i32 %57, %1, !dbg !325
  br i1 %58, label %127, label %59, !dbg !326

59:                                               ; preds = %54
    #dbg_value(i64 6, !314, !DIExpression(), !320)
  %60 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !321
  %61 = load i32, ptr %60, align 4, !dbg !321, !tbaa !104
  %62 = add nsw i32 %61, %44, !dbg !324
  %63 = icmp eq i32 %62, %1, !dbg !325
  br i1 %63, label %127, label %64, !dbg !326

64:                                               ; preds = %59
    #dbg_value(i64 7, !314, !DIExpression(), !320)
  %65 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !321
  %66 = load i32, ptr %65, align 4, !dbg !321, !tbaa !104
  %67 = add nsw i32 %66, %44, !dbg !324
  %68 = icmp eq i32 %67, %1, !dbg !325
  br i1 %68, label %127, label %69, !dbg !326

69:                                               ; preds = %64
    #dbg_value(i64 3, !312, !DIExpression(), !319)
    #dbg_value(i64 4, !314, !DIExpression(), !320)
  %70 = getelementptr inbounds i8, ptr %0, i64 12
  %71 = load i32, ptr %70, align 4, !tbaa !104
  %72 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !321
  %73 = load i32, ptr %72, align 4, !dbg !321, !tbaa !104
  %74 = add nsw i32 %73, %71, !dbg !324
  %75 = icmp eq i32 %74, %1, !dbg !325
  br i1 %75, label %127, label %76, !dbg !326

76:                                               ; preds = %69
    #dbg_value(i64 5, !314, !DIExpression(), !320)
  %77 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !321
  %78 = load i32, ptr %77, align 4, !dbg !321, !tbaa !104
  %79 = add nsw i32 %78, %71, !dbg !324
  %80 = icmp eq i32 %79, %1, !dbg !325
  br i1 %80, label %127, label %81, !dbg !326

81:                                               ; preds = %76
    #dbg_value(i64 6, !314, !DIExpression(), !320)
  %82 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !321
  %83 = load i32, ptr %82, align 4, !dbg !321, !tbaa !104
  %84 = add nsw i32 %83, %71, !dbg !324
  %85 = icmp eq i32 %84, %1, !dbg !325
  br i1 %85, label %127, label %86, !dbg !326

86:                                               ; preds = %81
    #dbg_value(i64 7, !314, !DIExpression(), !320)
  %87 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !321
  %88 = load i32, ptr %87, align 4, !dbg !321, !tbaa !104
  %89 = add nsw i32 %88, %71, !dbg !324
  %90 = icmp eq i32 %89, %1, !dbg !325
  br i1 %90, label %127, label %91, !dbg !326

91:                                               ; preds = %86
    #dbg_value(i64 4, !312, !DIExpression(), !319)
    #dbg_value(i64 5, !314, !DIExpression(), !320)
  %92 = getelementptr inbounds i8, ptr %0, i64 16
  %93 = load i32, ptr %92, align 4, !tbaa !104
  %94 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !321
  %95 = load i32, ptr %94, align 4, !dbg !321, !tbaa !104
  %96 = add nsw i32 %95, %93, !dbg !324
  %97 = icmp eq i32 %96, %1, !dbg !325
  br i1 %97, label %127, label %98, !dbg !326

98:                                               ; preds = %91
    #dbg_value(i64 6, !314, !DIExpression(), !320)
  %99 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !321
  %100 = load i32, ptr %99, align 4, !dbg !321, !tbaa !104
  %101 = add nsw i32 %100, %93, !dbg !324
  %102 = icmp eq i32 %101, %1, !dbg !325
  br i1 %102, label %127, label %103, !dbg !326

103:                                              ; preds = %98
    #dbg_value(i64 7, !314, !DIExpression(), !320)
  %104 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !321
  %105 = load i32, ptr %104, align 4, !dbg !321, !tbaa !104
  %106 = add nsw i32 %105, %93, !dbg !324
  %107 = icmp eq i32 %106, %1, !dbg !325
  br i1 %107, label %127, label %108, !dbg !326

108:                                              ; preds = %103
    #dbg_value(i64 5, !312, !DIExpression(), !319)
    #dbg_value(i64 6, !314, !DIExpression(), !320)
  %109 = getelementptr inbounds i8, ptr %0, i64 20
  %110 = load i32, ptr %109, align 4, !tbaa !104
  %111 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !321
  %112 = load i32, ptr %111, align 4, !dbg !321, !tbaa !104
  %113 = add nsw i32 %112, %110, !dbg !324
  %114 = icmp eq i32 %113, %1, !dbg !325
  br i1 %114, label %127, label %115, !dbg !326

115:                                              ; preds = %108
    #dbg_value(i64 7, !314, !DIExpression(), !320)
  %116 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !321
  %117 = load i32, ptr %116, align 4, !dbg !321, !tbaa !104
  %118 = add nsw i32 %117, %110, !dbg !324
  %119 = icmp eq i32 %118, %1, !dbg !325
  br i1 %119, label %127, label %120, !dbg !326

120:                                              ; preds = %115
    #dbg_value(i64 6, !312, !DIExpression(), !319)
    #dbg_value(i64 7, !314, !DIExpression(), !320)
  %121 = getelementptr inbounds i8, ptr %0, i64 24
  %122 = load i32, ptr %121, align 4, !tbaa !104
  %123 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !321
  %124 = load i32, ptr %123, align 4, !dbg !321, !tbaa !104
  %125 = add nsw i32 %124, %122, !dbg !324
  %126 = icmp eq i32 %125, %1, !dbg !325
  br i1 %126, label %127, label %160, !dbg !326

127:                                              ; preds = %120, %108, %115, %91, %98, %103, %69, %76, %81, %86, %42, %49, %54, %59, %64, %10, %17, %22, %27, %32, %37, %4, %130, %135, %140, %145, %150, %155
  %128 = phi i32 [ 0, %155 ], [ 0, %150 ], [ 0, %145 ], [ 0, %140 ], [ 0, %135 ], [ 0, %130 ], [ 0, %4 ], [ 1, %37 ], [ 1, %32 ], [ 1, %27 ], [ 1, %22 ], [ 1, %17 ], [ 1, %10 ], [ 2, %64 ], [ 2, %59 ], [ 2, %54 ], [ 2, %49 ], [ 2, %42 ], [ 3, %86 ], [ 3, %81 ], [ 3, %76 ], [ 3, %69 ], [ 4, %103 ], [ 4, %98 ], [ 4, %91 ], [ 5, %115 ], [ 5, %108 ], [ 6, %120 ]
  %129 = phi i32 [ 7, %155 ], [ 6, %150 ], [ 5, %145 ], [ 4, %140 ], [ 3, %135 ], [ 2, %130 ], [ 1, %4 ], [ 7, %37 ], [ 6, %32 ], [ 5, %27 ], [ 4, %22 ], [ 3, %17 ], [ 2, %10 ], [ 7, %64 ], [ 6, %59 ], [ 5, %54 ], [ 4, %49 ], [ 3, %42 ], [ 7, %86 ], [ 6, %81 ], [ 5, %76 ], [ 4, %69 ], [ 7, %103 ], [ 6, %98 ], [ 5, %91 ], [ 7, %115 ], [ 6, %108 ], [ 7, %120 ]
  store i32 %128, ptr %2, align 4, !dbg !327, !tbaa !104
  store i32 %129, ptr %3, align 4, !dbg !329, !tbaa !104
  br label %160

130:                                              ; preds = %4
    #dbg_value(i64 2, !314, !DIExpression(), !320)
  %131 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !321
  %132 = load i32, ptr %131, align 4, !dbg !321, !tbaa !104
  %133 = add nsw i32 %132, %5, !dbg !324
  %134 = icmp eq i32 %133, %1, !dbg !325
  br i1 %134, label %127, label %135, !dbg !326

135:                                              ; preds = %130
    #dbg_value(i64 3, !314, !DIExpression(), !320)
  %136 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !321
  %137 = load i32, ptr %136, align 4, !dbg !321, !tbaa !104
  %138 = add nsw i32 %137, %5, !dbg !324
  %139 = icmp eq i32 %138, %1, !dbg !325
  br i1 %139, label %127, label %140, !dbg !326

140:                                              ; preds = %135
    #dbg_value(i64 4, !314, !DIExpression(), !320)
  %141 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !321
  %142 = load i32, ptr %141, align 4, !dbg !321, !tbaa !104
  %143 = add nsw i32 %142, %5, !dbg !324
  %144 = icmp eq i32 %143, %1, !dbg !325
  br i1 %144, label %127, label %145, !dbg !326

145:                                              ; preds = %140
    #dbg_value(i64 5, !314, !DIExpression(), !320)
  %146 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !321
  %147 = load i32, ptr %146, align 4, !dbg !321, !tbaa !104
  %148 = add nsw i32 %147, %5, !dbg !324
  %149 = icmp eq i32 %148, %1, !dbg !325
  br i1 %149, label %127, label %150, !dbg !326

150:                                              ; preds = %145
    #dbg_value(i64 6, !314, !DIExpression(), !320)
  %151 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !321
  %152 = load i32, ptr %151, align 4, !dbg !321, !tbaa !104
  %153 = add nsw i32 %152, %5, !dbg !324
  %154 = icmp eq i32 %153, %1, !dbg !325
  br i1 %154, label %127, label %155, !dbg !326

155:                                              ; preds = %150
    #dbg_value(i64 7, !314, !DIExpression(), !320)
  %156 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !321
  %157 = load i32, ptr %156, align 4, !dbg !321, !tbaa !104
  %158 = add nsw i32 %157, %5, !dbg !324
  %159 = icmp eq i32 %158, %1, !dbg !325
  br i1 %159, label %127, label %10, !dbg !326

160:                                              ; preds = %120, %127
  %161 = phi i32 [ 1, %127 ], [ 0, %120 ]
  ret i32 %161, !dbg !330
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/goto_loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "5e85e3962f964f519820054481c7b52e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!39 = !{i32 1, !"target-abi", !"lp64d"}
!40 = !{i32 6, !"riscv-isa", !41}
!41 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 8, !"SmallDataLimit", i32 8}
!46 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 65, type: !49, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !52)
!49 = !DISubroutineType(types: !50)
!50 = !{!51}
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !{!53, !55, !59, !60, !61, !62, !66, !70, !74, !75, !76}
!53 = !DILocalVariable(name: "n", scope: !54, file: !2, line: 66, type: !51)
!54 = distinct !DILexicalBlock(scope: !48, file: !2, line: 66, column: 5)
!55 = !DILocalVariable(name: "v", scope: !48, file: !2, line: 67, type: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 256, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 8)
!59 = !DILocalVariable(name: "ia", scope: !48, file: !2, line: 68, type: !51)
!60 = !DILocalVariable(name: "ib", scope: !48, file: !2, line: 68, type: !51)
!61 = !DILocalVariable(name: "r", scope: !48, file: !2, line: 69, type: !51)
!62 = !DILocalVariable(name: "w1", scope: !48, file: !2, line: 73, type: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 160, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 5)
!66 = !DILocalVariable(name: "w2", scope: !48, file: !2, line: 73, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 128, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 4)
!70 = !DILocalVariable(name: "w3", scope: !48, file: !2, line: 73, type: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 96, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 3)
!74 = !DILocalVariable(name: "x", scope: !48, file: !2, line: 77, type: !51)
!75 = !DILocalVariable(name: "i", scope: !48, file: !2, line: 77, type: !51)
!76 = !DILabel(scope: !48, name: "loop", file: !2, line: 78)
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 0, scope: !48)
!79 = distinct !DIAssignID()
!80 = distinct !DIAssignID()
!81 = distinct !DIAssignID()
!82 = distinct !DIAssignID()
!83 = distinct !DIAssignID()
!84 = !DILocation(line: 0, scope: !54)
!85 = !DILocation(line: 66, column: 5, scope: !54)
!86 = !DILocation(line: 11, column: 9, scope: !87, inlinedAt: !99)
!87 = distinct !DISubprogram(name: "irreducible", scope: !2, file: !2, line: 5, type: !88, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!51, !51, !51}
!90 = !{!91, !92, !93, !94, !95, !96, !97, !98}
!91 = !DILocalVariable(name: "n", arg: 1, scope: !87, file: !2, line: 5, type: !51)
!92 = !DILocalVariable(name: "start_in_b", arg: 2, scope: !87, file: !2, line: 5, type: !51)
!93 = !DILocalVariable(name: "a", scope: !87, file: !2, line: 6, type: !51)
!94 = !DILocalVariable(name: "b", scope: !87, file: !2, line: 6, type: !51)
!95 = !DILocalVariable(name: "steps", scope: !87, file: !2, line: 6, type: !51)
!96 = !DILabel(scope: !87, name: "A", file: !2, line: 8)
!97 = !DILabel(scope: !87, name: "B", file: !2, line: 12)
!98 = !DILabel(scope: !87, name: "done", file: !2, line: 18)
!99 = distinct !DILocation(line: 66, column: 78, scope: !100)
!100 = distinct !DILexicalBlock(scope: !54, file: !2, line: 66, column: 5)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 68, column: 5, scope: !48)
!103 = !DILocation(line: 68, column: 9, scope: !48)
!104 = !{!105, !105, i64 0}
!105 = !{!"int", !106, i64 0}
!106 = !{!"omnipotent char", !107, i64 0}
!107 = !{!"Simple C/C++ TBAA"}
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 68, column: 18, scope: !48)
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 69, column: 13, scope: !48)
!112 = !DILocation(line: 70, column: 41, scope: !48)
!113 = !DILocation(line: 70, column: 45, scope: !48)
!114 = !DILocation(line: 70, column: 5, scope: !48)
!115 = !DILocation(line: 71, column: 9, scope: !48)
!116 = !DILocation(line: 72, column: 5, scope: !48)
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = !DILocalVariable(name: "v", arg: 1, scope: !121, file: !2, line: 31, type: !124)
!121 = distinct !DISubprogram(name: "multi_exit", scope: !2, file: !2, line: 31, type: !122, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !126)
!122 = !DISubroutineType(types: !123)
!123 = !{!51, !124, !51}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!126 = !{!120, !127, !128, !129}
!127 = !DILocalVariable(name: "n", arg: 2, scope: !121, file: !2, line: 31, type: !51)
!128 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 32, type: !51)
!129 = !DILocalVariable(name: "s", scope: !121, file: !2, line: 32, type: !51)
!130 = !DILocation(line: 0, scope: !121, inlinedAt: !131)
!131 = distinct !DILocation(line: 74, column: 37, scope: !48)
!132 = !DILocation(line: 33, column: 5, scope: !121, inlinedAt: !131)
!133 = !DILocation(line: 39, column: 10, scope: !134, inlinedAt: !131)
!134 = distinct !DILexicalBlock(scope: !121, file: !2, line: 33, column: 15)
!135 = !DILocation(line: 34, column: 15, scope: !136, inlinedAt: !131)
!136 = distinct !DILexicalBlock(scope: !134, file: !2, line: 34, column: 13)
!137 = !DILocation(line: 34, column: 13, scope: !134, inlinedAt: !131)
!138 = distinct !{!138, !132, !139}
!139 = !DILocation(line: 40, column: 5, scope: !121, inlinedAt: !131)
!140 = !DILocation(line: 35, column: 13, scope: !141, inlinedAt: !131)
!141 = distinct !DILexicalBlock(scope: !134, file: !2, line: 35, column: 13)
!142 = !DILocation(line: 35, column: 18, scope: !141, inlinedAt: !131)
!143 = !DILocation(line: 35, column: 13, scope: !134, inlinedAt: !131)
!144 = !DILocation(line: 36, column: 18, scope: !145, inlinedAt: !131)
!145 = distinct !DILexicalBlock(scope: !134, file: !2, line: 36, column: 13)
!146 = !DILocation(line: 36, column: 13, scope: !134, inlinedAt: !131)
!147 = !DILocation(line: 36, column: 27, scope: !148, inlinedAt: !131)
!148 = distinct !DILexicalBlock(scope: !145, file: !2, line: 36, column: 24)
!149 = distinct !{!149, !132, !139}
!150 = !DILocation(line: 37, column: 11, scope: !134, inlinedAt: !131)
!151 = !DILocation(line: 38, column: 15, scope: !152, inlinedAt: !131)
!152 = distinct !DILexicalBlock(scope: !134, file: !2, line: 38, column: 13)
!153 = !DILocation(line: 38, column: 13, scope: !134, inlinedAt: !131)
!154 = !DILocation(line: 38, column: 30, scope: !152, inlinedAt: !131)
!155 = !DILocation(line: 38, column: 23, scope: !152, inlinedAt: !131)
!156 = !DILocation(line: 41, column: 14, scope: !121, inlinedAt: !131)
!157 = !DILocation(line: 41, column: 20, scope: !121, inlinedAt: !131)
!158 = !DILocation(line: 41, column: 5, scope: !121, inlinedAt: !131)
!159 = !DILocation(line: 0, scope: !121, inlinedAt: !160)
!160 = distinct !DILocation(line: 74, column: 56, scope: !48)
!161 = !DILocation(line: 33, column: 5, scope: !121, inlinedAt: !160)
!162 = !DILocation(line: 39, column: 10, scope: !134, inlinedAt: !160)
!163 = !DILocation(line: 34, column: 15, scope: !136, inlinedAt: !160)
!164 = !DILocation(line: 34, column: 13, scope: !134, inlinedAt: !160)
!165 = distinct !{!165, !161, !166}
!166 = !DILocation(line: 40, column: 5, scope: !121, inlinedAt: !160)
!167 = !DILocation(line: 35, column: 13, scope: !141, inlinedAt: !160)
!168 = !DILocation(line: 35, column: 18, scope: !141, inlinedAt: !160)
!169 = !DILocation(line: 35, column: 13, scope: !134, inlinedAt: !160)
!170 = !DILocation(line: 36, column: 18, scope: !145, inlinedAt: !160)
!171 = !DILocation(line: 36, column: 13, scope: !134, inlinedAt: !160)
!172 = !DILocation(line: 36, column: 27, scope: !148, inlinedAt: !160)
!173 = distinct !{!173, !161, !166}
!174 = !DILocation(line: 37, column: 11, scope: !134, inlinedAt: !160)
!175 = !DILocation(line: 38, column: 15, scope: !152, inlinedAt: !160)
!176 = !DILocation(line: 38, column: 13, scope: !134, inlinedAt: !160)
!177 = !DILocation(line: 38, column: 30, scope: !152, inlinedAt: !160)
!178 = !DILocation(line: 38, column: 23, scope: !152, inlinedAt: !160)
!179 = !DILocation(line: 41, column: 14, scope: !121, inlinedAt: !160)
!180 = !DILocation(line: 41, column: 20, scope: !121, inlinedAt: !160)
!181 = !DILocation(line: 41, column: 5, scope: !121, inlinedAt: !160)
!182 = !DILocation(line: 0, scope: !121, inlinedAt: !183)
!183 = distinct !DILocation(line: 74, column: 75, scope: !48)
!184 = !DILocation(line: 33, column: 5, scope: !121, inlinedAt: !183)
!185 = !DILocation(line: 39, column: 10, scope: !134, inlinedAt: !183)
!186 = !DILocation(line: 34, column: 15, scope: !136, inlinedAt: !183)
!187 = !DILocation(line: 34, column: 13, scope: !134, inlinedAt: !183)
!188 = distinct !{!188, !184, !189}
!189 = !DILocation(line: 40, column: 5, scope: !121, inlinedAt: !183)
!190 = !DILocation(line: 35, column: 13, scope: !141, inlinedAt: !183)
!191 = !DILocation(line: 35, column: 18, scope: !141, inlinedAt: !183)
!192 = !DILocation(line: 35, column: 13, scope: !134, inlinedAt: !183)
!193 = !DILocation(line: 36, column: 18, scope: !145, inlinedAt: !183)
!194 = !DILocation(line: 36, column: 13, scope: !134, inlinedAt: !183)
!195 = !DILocation(line: 36, column: 27, scope: !148, inlinedAt: !183)
!196 = distinct !{!196, !184, !189}
!197 = !DILocation(line: 37, column: 11, scope: !134, inlinedAt: !183)
!198 = !DILocation(line: 38, column: 15, scope: !152, inlinedAt: !183)
!199 = !DILocation(line: 38, column: 13, scope: !134, inlinedAt: !183)
!200 = !DILocation(line: 38, column: 30, scope: !152, inlinedAt: !183)
!201 = !DILocation(line: 38, column: 23, scope: !152, inlinedAt: !183)
!202 = !DILocation(line: 41, column: 14, scope: !121, inlinedAt: !183)
!203 = !DILocation(line: 41, column: 20, scope: !121, inlinedAt: !183)
!204 = !DILocation(line: 41, column: 5, scope: !121, inlinedAt: !183)
!205 = !DILocation(line: 74, column: 5, scope: !48)
!206 = !DILocation(line: 75, column: 5, scope: !48)
!207 = !DILocalVariable(name: "count", scope: !208, file: !2, line: 51, type: !51)
!208 = distinct !DISubprogram(name: "nested_continue", scope: !2, file: !2, line: 50, type: !49, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !209)
!209 = !{!207, !210, !211, !213, !217}
!210 = !DILabel(scope: !208, name: "outer", file: !2, line: 52)
!211 = !DILocalVariable(name: "i", scope: !212, file: !2, line: 53, type: !51)
!212 = distinct !DILexicalBlock(scope: !208, file: !2, line: 53, column: 5)
!213 = !DILocalVariable(name: "j", scope: !214, file: !2, line: 54, type: !51)
!214 = distinct !DILexicalBlock(scope: !215, file: !2, line: 54, column: 9)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 53, column: 34)
!216 = distinct !DILexicalBlock(scope: !212, file: !2, line: 53, column: 5)
!217 = !DILabel(scope: !215, name: "next_i", file: !2, line: 59)
!218 = !DILocation(line: 0, scope: !208, inlinedAt: !219)
!219 = distinct !DILocation(line: 76, column: 36, scope: !48)
!220 = !DILocation(line: 51, column: 5, scope: !208, inlinedAt: !219)
!221 = !DILocation(line: 0, scope: !212, inlinedAt: !219)
!222 = !DILocation(line: 0, scope: !214, inlinedAt: !219)
!223 = !DILocation(line: 54, column: 9, scope: !214, inlinedAt: !219)
!224 = !DILocation(line: 56, column: 20, scope: !225, inlinedAt: !219)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 56, column: 17)
!226 = distinct !DILexicalBlock(scope: !227, file: !2, line: 54, column: 38)
!227 = distinct !DILexicalBlock(scope: !214, file: !2, line: 54, column: 9)
!228 = !DILocation(line: 56, column: 25, scope: !225, inlinedAt: !219)
!229 = !DILocation(line: 56, column: 29, scope: !225, inlinedAt: !219)
!230 = !DILocation(line: 56, column: 17, scope: !226, inlinedAt: !219)
!231 = !DILocation(line: 54, column: 34, scope: !227, inlinedAt: !219)
!232 = distinct !{!232, !223, !233, !234}
!233 = !DILocation(line: 58, column: 9, scope: !214, inlinedAt: !219)
!234 = !{!"llvm.loop.mustprogress"}
!235 = !DILocation(line: 59, column: 5, scope: !215, inlinedAt: !219)
!236 = !DILocation(line: 53, column: 30, scope: !216, inlinedAt: !219)
!237 = !DILocation(line: 53, column: 5, scope: !212, inlinedAt: !219)
!238 = !DILocation(line: 53, column: 23, scope: !216, inlinedAt: !219)
!239 = distinct !{!239, !237, !240, !234}
!240 = !DILocation(line: 60, column: 5, scope: !212, inlinedAt: !219)
!241 = !DILocation(line: 61, column: 15, scope: !242, inlinedAt: !219)
!242 = distinct !DILexicalBlock(scope: !208, file: !2, line: 61, column: 9)
!243 = !DILocation(line: 61, column: 9, scope: !208, inlinedAt: !219)
!244 = !DILocation(line: 76, column: 5, scope: !48)
!245 = !DILocation(line: 78, column: 1, scope: !48)
!246 = !DILocation(line: 80, column: 5, scope: !48)
!247 = !DILocation(line: 82, column: 1, scope: !48)
!248 = !DILocation(line: 81, column: 5, scope: !48)
!249 = !DILocation(line: 6, column: 9, scope: !87, inlinedAt: !99)
!250 = !DILocation(line: 0, scope: !87, inlinedAt: !99)
!251 = !DILocation(line: 8, column: 1, scope: !87, inlinedAt: !99)
!252 = !DILocation(line: 9, column: 7, scope: !87, inlinedAt: !99)
!253 = !DILocation(line: 11, column: 11, scope: !254, inlinedAt: !99)
!254 = distinct !DILexicalBlock(scope: !87, file: !2, line: 11, column: 9)
!255 = !DILocation(line: 11, column: 15, scope: !254, inlinedAt: !99)
!256 = !DILocation(line: 12, column: 1, scope: !87, inlinedAt: !99)
!257 = !DILocation(line: 13, column: 7, scope: !87, inlinedAt: !99)
!258 = !DILocation(line: 14, column: 10, scope: !87, inlinedAt: !99)
!259 = !DILocation(line: 15, column: 12, scope: !260, inlinedAt: !99)
!260 = distinct !DILexicalBlock(scope: !87, file: !2, line: 15, column: 9)
!261 = !DILocation(line: 15, column: 17, scope: !260, inlinedAt: !99)
!262 = !DILocation(line: 15, column: 21, scope: !260, inlinedAt: !99)
!263 = !DILocation(line: 15, column: 9, scope: !87, inlinedAt: !99)
!264 = !DILocation(line: 19, column: 14, scope: !87, inlinedAt: !99)
!265 = !DILocation(line: 18, column: 1, scope: !87, inlinedAt: !99)
!266 = !DILocation(line: 19, column: 25, scope: !87, inlinedAt: !99)
!267 = !DILocation(line: 19, column: 21, scope: !87, inlinedAt: !99)
!268 = !DILocation(line: 19, column: 38, scope: !87, inlinedAt: !99)
!269 = !DILocation(line: 19, column: 30, scope: !87, inlinedAt: !99)
!270 = !DILocation(line: 0, scope: !87, inlinedAt: !271)
!271 = distinct !DILocation(line: 66, column: 97, scope: !100)
!272 = !DILocation(line: 8, column: 1, scope: !87, inlinedAt: !271)
!273 = !DILocation(line: 9, column: 7, scope: !87, inlinedAt: !271)
!274 = !DILocation(line: 10, column: 10, scope: !87, inlinedAt: !271)
!275 = !DILocation(line: 11, column: 11, scope: !254, inlinedAt: !271)
!276 = !DILocation(line: 11, column: 15, scope: !254, inlinedAt: !271)
!277 = !DILocation(line: 11, column: 9, scope: !87, inlinedAt: !271)
!278 = !DILocation(line: 12, column: 1, scope: !87, inlinedAt: !271)
!279 = !DILocation(line: 13, column: 7, scope: !87, inlinedAt: !271)
!280 = !DILocation(line: 15, column: 12, scope: !260, inlinedAt: !271)
!281 = !DILocation(line: 15, column: 17, scope: !260, inlinedAt: !271)
!282 = !DILocation(line: 15, column: 21, scope: !260, inlinedAt: !271)
!283 = !DILocation(line: 15, column: 9, scope: !87, inlinedAt: !271)
!284 = !DILocation(line: 19, column: 14, scope: !87, inlinedAt: !271)
!285 = !DILocation(line: 18, column: 1, scope: !87, inlinedAt: !271)
!286 = !DILocation(line: 19, column: 25, scope: !87, inlinedAt: !271)
!287 = !DILocation(line: 19, column: 21, scope: !87, inlinedAt: !271)
!288 = !DILocation(line: 19, column: 38, scope: !87, inlinedAt: !271)
!289 = !DILocation(line: 19, column: 30, scope: !87, inlinedAt: !271)
!290 = !DILocation(line: 66, column: 39, scope: !100)
!291 = !DILocation(line: 66, column: 32, scope: !100)
!292 = !DILocation(line: 66, column: 24, scope: !100)
!293 = distinct !{!293, !85, !294, !234}
!294 = !DILocation(line: 66, column: 114, scope: !54)
!295 = !DISubprogram(name: "printf", scope: !296, file: !296, line: 356, type: !297, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!296 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!297 = !DISubroutineType(types: !298)
!298 = !{!51, !299, null}
!299 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !300)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!302 = distinct !DISubprogram(name: "find_pair", scope: !2, file: !2, line: 22, type: !303, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !306)
!303 = !DISubroutineType(cc: DW_CC_nocall, types: !304)
!304 = !{!51, !124, !51, !51, !305, !305}
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!306 = !{!307, !308, !309, !310, !311, !312, !314, !317}
!307 = !DILocalVariable(name: "v", arg: 1, scope: !302, file: !2, line: 22, type: !124)
!308 = !DILocalVariable(name: "n", arg: 2, scope: !302, file: !2, line: 22, type: !51)
!309 = !DILocalVariable(name: "target", arg: 3, scope: !302, file: !2, line: 22, type: !51)
!310 = !DILocalVariable(name: "ia", arg: 4, scope: !302, file: !2, line: 22, type: !305)
!311 = !DILocalVariable(name: "ib", arg: 5, scope: !302, file: !2, line: 22, type: !305)
!312 = !DILocalVariable(name: "i", scope: !313, file: !2, line: 23, type: !51)
!313 = distinct !DILexicalBlock(scope: !302, file: !2, line: 23, column: 5)
!314 = !DILocalVariable(name: "j", scope: !315, file: !2, line: 24, type: !51)
!315 = distinct !DILexicalBlock(scope: !316, file: !2, line: 24, column: 9)
!316 = distinct !DILexicalBlock(scope: !313, file: !2, line: 23, column: 5)
!317 = !DILabel(scope: !302, name: "found", file: !2, line: 27)
!318 = !DILocation(line: 0, scope: !302)
!319 = !DILocation(line: 0, scope: !313)
!320 = !DILocation(line: 0, scope: !315)
!321 = !DILocation(line: 25, column: 24, scope: !322)
!322 = distinct !DILexicalBlock(scope: !323, file: !2, line: 25, column: 17)
!323 = distinct !DILexicalBlock(scope: !315, file: !2, line: 24, column: 9)
!324 = !DILocation(line: 25, column: 22, scope: !322)
!325 = !DILocation(line: 25, column: 29, scope: !322)
!326 = !DILocation(line: 25, column: 17, scope: !323)
!327 = !DILocation(line: 25, column: 46, scope: !328)
!328 = distinct !DILexicalBlock(scope: !322, file: !2, line: 25, column: 40)
!329 = !DILocation(line: 25, column: 55, scope: !328)
!330 = !DILocation(line: 29, column: 1, scope: !302)
