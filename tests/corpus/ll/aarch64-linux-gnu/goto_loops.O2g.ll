; ModuleID = 'tests/programs/goto_loops.c'
source_filename = "tests/programs/goto_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !45 {
  %1 = alloca i32, align 4, !DIAssignID !74
    #dbg_assign(i1 undef, !56, !DIExpression(), !74, ptr %1, !DIExpression(), !75)
  %2 = alloca i32, align 4, !DIAssignID !76
    #dbg_assign(i1 undef, !57, !DIExpression(), !76, ptr %2, !DIExpression(), !75)
    #dbg_value(i32 10, !50, !DIExpression(), !77)
  br label %3, !dbg !78

3:                                                ; preds = %0, %224
  %4 = phi i32 [ 10, %0 ], [ %234, %224 ]
  %5 = lshr i32 %4, 3, !dbg !79
  %6 = mul nuw nsw i32 %5, 3, !dbg !79
  %7 = add nuw nsw i32 %6, 3, !dbg !79
    #dbg_value(i32 %4, !50, !DIExpression(), !77)
  %8 = shl nuw nsw i32 %5, 1, !dbg !79
  %9 = add nuw nsw i32 %8, 2, !dbg !79
  %10 = mul nuw nsw i32 %5, 5, !dbg !79
  %11 = add nuw nsw i32 %10, 5, !dbg !79
    #dbg_value(i32 0, !88, !DIExpression(), !94)
    #dbg_value(i32 0, !87, !DIExpression(), !94)
    #dbg_value(i32 0, !86, !DIExpression(), !94)
    #dbg_label(!89, !95)
    #dbg_value(i32 3, !86, !DIExpression(), !94)
    #dbg_value(i32 0, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !94)
    #dbg_value(i32 0, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !94)
    #dbg_value(i32 0, !87, !DIExpression(), !94)
    #dbg_value(i32 3, !86, !DIExpression(), !94)
    #dbg_label(!90, !96)
    #dbg_value(i32 5, !87, !DIExpression(), !94)
    #dbg_value(i32 2, !88, !DIExpression(), !94)
    #dbg_value(i32 2, !88, !DIExpression(), !94)
    #dbg_value(i32 5, !87, !DIExpression(), !94)
    #dbg_value(i32 3, !86, !DIExpression(), !94)
    #dbg_label(!89, !95)
    #dbg_value(i32 6, !86, !DIExpression(), !94)
    #dbg_value(i32 2, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !94)
  %12 = icmp ult i32 %4, 11, !dbg !97
  br i1 %12, label %195, label %173, !dbg !79

13:                                               ; preds = %224
    #dbg_assign(i1 undef, !52, !DIExpression(), !99, ptr @__const.main.v, !DIExpression(), !75)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #5, !dbg !100
  store i32 -1, ptr %1, align 4, !dbg !101, !tbaa !102, !DIAssignID !106
    #dbg_assign(i32 -1, !56, !DIExpression(), !106, ptr %1, !DIExpression(), !75)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5, !dbg !100
  store i32 -1, ptr %2, align 4, !dbg !107, !tbaa !102, !DIAssignID !108
    #dbg_assign(i32 -1, !57, !DIExpression(), !108, ptr %2, !DIExpression(), !75)
  %14 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef 30, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !109
    #dbg_value(i32 %14, !58, !DIExpression(), !75)
  %15 = load i32, ptr %1, align 4, !dbg !110, !tbaa !102
  %16 = load i32, ptr %2, align 4, !dbg !111, !tbaa !102
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %14, i32 noundef %15, i32 noundef %16), !dbg !112
  %18 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef 1000, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !113
    #dbg_value(i32 %18, !58, !DIExpression(), !75)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18), !dbg !114
    #dbg_assign(i1 undef, !59, !DIExpression(), !115, ptr @__const.main.w1, !DIExpression(), !75)
    #dbg_assign(i1 undef, !63, !DIExpression(), !116, ptr @__const.main.w2, !DIExpression(), !75)
    #dbg_assign(i1 undef, !67, !DIExpression(), !117, ptr @__const.main.w3, !DIExpression(), !75)
    #dbg_value(ptr @__const.main.w1, !118, !DIExpression(), !128)
    #dbg_value(i32 5, !125, !DIExpression(), !128)
    #dbg_value(i32 0, !126, !DIExpression(), !128)
    #dbg_value(i32 0, !127, !DIExpression(), !128)
  br label %23, !dbg !130

20:                                               ; preds = %39
    #dbg_value(i64 %30, !126, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !128)
  %21 = add nsw i64 %30, 1, !dbg !131
    #dbg_value(i32 %40, !127, !DIExpression(), !128)
  %22 = icmp slt i64 %30, 4, !dbg !133
  br i1 %22, label %23, label %48, !dbg !135, !llvm.loop !136

23:                                               ; preds = %20, %13
  %24 = phi i32 [ %40, %20 ], [ 0, %13 ]
  %25 = phi i64 [ %21, %20 ], [ 0, %13 ]
    #dbg_value(i32 %24, !127, !DIExpression(), !128)
    #dbg_value(i32 poison, !126, !DIExpression(), !128)
  %26 = shl i64 %25, 32, !dbg !135
  %27 = ashr exact i64 %26, 32, !dbg !135
  %28 = tail call i64 @llvm.smax.i64(i64 %27, i64 4), !dbg !135
  br label %29, !dbg !135

29:                                               ; preds = %36, %23
  %30 = phi i64 [ %27, %23 ], [ %37, %36 ]
    #dbg_value(i64 %30, !126, !DIExpression(), !128)
  %31 = getelementptr inbounds i32, ptr @__const.main.w1, i64 %30, !dbg !138
  %32 = load i32, ptr %31, align 4, !dbg !138, !tbaa !102
  %33 = icmp slt i32 %32, 0, !dbg !140
  br i1 %33, label %44, label %34, !dbg !141

34:                                               ; preds = %29
  %35 = icmp eq i32 %32, 0, !dbg !142
  br i1 %35, label %36, label %39, !dbg !144

36:                                               ; preds = %34
  %37 = add nsw i64 %30, 1, !dbg !145
    #dbg_value(i32 %24, !127, !DIExpression(), !128)
    #dbg_value(i64 %37, !126, !DIExpression(), !128)
  %38 = icmp eq i64 %30, %28, !dbg !133
  br i1 %38, label %48, label %29, !dbg !135, !llvm.loop !147

39:                                               ; preds = %34
  %40 = add nuw nsw i32 %32, %24, !dbg !148
    #dbg_value(i32 %40, !127, !DIExpression(), !128)
  %41 = icmp sgt i32 %40, 1000, !dbg !149
    #dbg_value(i64 %30, !126, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !128)
  br i1 %41, label %42, label %20, !dbg !151

42:                                               ; preds = %39
  %43 = sub nsw i32 0, %40, !dbg !152
  br label %48, !dbg !153

44:                                               ; preds = %29
  %45 = trunc nsw i64 %30 to i32, !dbg !154
  %46 = mul nuw nsw i32 %24, 100, !dbg !154
  %47 = add nsw i32 %46, %45, !dbg !155
  br label %48, !dbg !156

48:                                               ; preds = %20, %36, %42, %44
  %49 = phi i32 [ %47, %44 ], [ %43, %42 ], [ %24, %36 ], [ %40, %20 ], !dbg !128
    #dbg_value(ptr @__const.main.w2, !118, !DIExpression(), !157)
    #dbg_value(i32 4, !125, !DIExpression(), !157)
    #dbg_value(i32 0, !126, !DIExpression(), !157)
    #dbg_value(i32 0, !127, !DIExpression(), !157)
  br label %53, !dbg !159

50:                                               ; preds = %69
    #dbg_value(i64 %60, !126, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !157)
  %51 = add nsw i64 %60, 1, !dbg !160
    #dbg_value(i32 %70, !127, !DIExpression(), !157)
  %52 = icmp slt i64 %60, 3, !dbg !161
  br i1 %52, label %53, label %78, !dbg !162, !llvm.loop !163

53:                                               ; preds = %50, %48
  %54 = phi i32 [ %70, %50 ], [ 0, %48 ]
  %55 = phi i64 [ %51, %50 ], [ 0, %48 ]
    #dbg_value(i32 %54, !127, !DIExpression(), !157)
    #dbg_value(i32 poison, !126, !DIExpression(), !157)
  %56 = shl i64 %55, 32, !dbg !162
  %57 = ashr exact i64 %56, 32, !dbg !162
  %58 = tail call i64 @llvm.smax.i64(i64 %57, i64 3), !dbg !162
  br label %59, !dbg !162

59:                                               ; preds = %66, %53
  %60 = phi i64 [ %57, %53 ], [ %67, %66 ]
    #dbg_value(i64 %60, !126, !DIExpression(), !157)
  %61 = getelementptr inbounds i32, ptr @__const.main.w2, i64 %60, !dbg !165
  %62 = load i32, ptr %61, align 4, !dbg !165, !tbaa !102
  %63 = icmp slt i32 %62, 0, !dbg !166
  br i1 %63, label %74, label %64, !dbg !167

64:                                               ; preds = %59
  %65 = icmp eq i32 %62, 0, !dbg !168
  br i1 %65, label %66, label %69, !dbg !169

66:                                               ; preds = %64
  %67 = add nsw i64 %60, 1, !dbg !170
    #dbg_value(i32 %54, !127, !DIExpression(), !157)
    #dbg_value(i64 %67, !126, !DIExpression(), !157)
  %68 = icmp eq i64 %60, %58, !dbg !161
  br i1 %68, label %78, label %59, !dbg !162, !llvm.loop !171

69:                                               ; preds = %64
  %70 = add nuw nsw i32 %62, %54, !dbg !172
    #dbg_value(i32 %70, !127, !DIExpression(), !157)
  %71 = icmp sgt i32 %70, 1000, !dbg !173
    #dbg_value(i64 %60, !126, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !157)
  br i1 %71, label %72, label %50, !dbg !174

72:                                               ; preds = %69
  %73 = sub nsw i32 0, %70, !dbg !175
  br label %78, !dbg !176

74:                                               ; preds = %59
  %75 = trunc nsw i64 %60 to i32, !dbg !177
  %76 = mul nuw nsw i32 %54, 100, !dbg !177
  %77 = add nsw i32 %76, %75, !dbg !178
  br label %78, !dbg !179

78:                                               ; preds = %50, %66, %72, %74
  %79 = phi i32 [ %77, %74 ], [ %73, %72 ], [ %54, %66 ], [ %70, %50 ], !dbg !157
    #dbg_value(ptr @__const.main.w3, !118, !DIExpression(), !180)
    #dbg_value(i32 3, !125, !DIExpression(), !180)
    #dbg_value(i32 0, !126, !DIExpression(), !180)
    #dbg_value(i32 0, !127, !DIExpression(), !180)
  br label %83, !dbg !182

80:                                               ; preds = %99
    #dbg_value(i64 %90, !126, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
  %81 = add nsw i64 %90, 1, !dbg !183
    #dbg_value(i32 %100, !127, !DIExpression(), !180)
  %82 = icmp slt i64 %90, 2, !dbg !184
  br i1 %82, label %83, label %108, !dbg !185, !llvm.loop !186

83:                                               ; preds = %80, %78
  %84 = phi i32 [ %100, %80 ], [ 0, %78 ]
  %85 = phi i64 [ %81, %80 ], [ 0, %78 ]
    #dbg_value(i32 %84, !127, !DIExpression(), !180)
    #dbg_value(i32 poison, !126, !DIExpression(), !180)
  %86 = shl i64 %85, 32, !dbg !185
  %87 = ashr exact i64 %86, 32, !dbg !185
  %88 = tail call i64 @llvm.smax.i64(i64 %87, i64 2), !dbg !185
  br label %89, !dbg !185

89:                                               ; preds = %96, %83
  %90 = phi i64 [ %87, %83 ], [ %97, %96 ]
    #dbg_value(i64 %90, !126, !DIExpression(), !180)
  %91 = getelementptr inbounds i32, ptr @__const.main.w3, i64 %90, !dbg !188
  %92 = load i32, ptr %91, align 4, !dbg !188, !tbaa !102
  %93 = icmp slt i32 %92, 0, !dbg !189
  br i1 %93, label %104, label %94, !dbg !190

94:                                               ; preds = %89
  %95 = icmp eq i32 %92, 0, !dbg !191
  br i1 %95, label %96, label %99, !dbg !192

96:                                               ; preds = %94
  %97 = add nsw i64 %90, 1, !dbg !193
    #dbg_value(i32 %84, !127, !DIExpression(), !180)
    #dbg_value(i64 %97, !126, !DIExpression(), !180)
  %98 = icmp eq i64 %90, %88, !dbg !184
  br i1 %98, label %108, label %89, !dbg !185, !llvm.loop !194

99:                                               ; preds = %94
  %100 = add nuw nsw i32 %92, %84, !dbg !195
    #dbg_value(i32 %100, !127, !DIExpression(), !180)
  %101 = icmp sgt i32 %100, 1000, !dbg !196
    #dbg_value(i64 %90, !126, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
  br i1 %101, label %102, label %80, !dbg !197

102:                                              ; preds = %99
  %103 = sub nsw i32 0, %100, !dbg !198
  br label %108, !dbg !199

104:                                              ; preds = %89
  %105 = trunc nsw i64 %90 to i32, !dbg !200
  %106 = mul nuw nsw i32 %84, 100, !dbg !200
  %107 = add nsw i32 %106, %105, !dbg !201
  br label %108, !dbg !202

108:                                              ; preds = %80, %96, %102, %104
  %109 = phi i32 [ %107, %104 ], [ %103, %102 ], [ %84, %96 ], [ %100, %80 ], !dbg !180
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %49, i32 noundef %79, i32 noundef %109), !dbg !203
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, i32 noundef 10), !dbg !204
    #dbg_value(i32 0, !205, !DIExpression(), !216)
  br label %112, !dbg !218

112:                                              ; preds = %166, %108
  %113 = phi i32 [ 0, %108 ], [ %162, %166 ]
  %114 = phi <2 x i32> [ <i32 0, i32 1>, %108 ], [ %167, %166 ]
    #dbg_value(i32 poison, !209, !DIExpression(), !219)
    #dbg_value(i32 0, !211, !DIExpression(), !220)
    #dbg_value(i32 %113, !205, !DIExpression(), !216)
  %115 = extractelement <2 x i32> %114, i64 1, !dbg !221
  %116 = icmp ult i32 %115, 8, !dbg !221
  br i1 %116, label %146, label %117, !dbg !221

117:                                              ; preds = %112
  %118 = and i32 %115, 2147483640, !dbg !221
  %119 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %113, i64 0, !dbg !221
  %120 = shufflevector <2 x i32> %114, <2 x i32> poison, <4 x i32> zeroinitializer, !dbg !221
  br label %121, !dbg !221

121:                                              ; preds = %121, %117
  %122 = phi i32 [ 0, %117 ], [ %139, %121 ], !dbg !222
  %123 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %117 ], [ %140, %121 ]
  %124 = phi <4 x i32> [ %119, %117 ], [ %137, %121 ]
  %125 = phi <4 x i32> [ zeroinitializer, %117 ], [ %138, %121 ]
  %126 = add <4 x i32> %123, <i32 4, i32 4, i32 4, i32 4>
  %127 = mul nuw nsw <4 x i32> %123, %120, !dbg !224
  %128 = mul nuw nsw <4 x i32> %126, %120, !dbg !224
  %129 = urem <4 x i32> %127, <i32 5, i32 5, i32 5, i32 5>, !dbg !227
  %130 = urem <4 x i32> %128, <i32 5, i32 5, i32 5, i32 5>, !dbg !227
  %131 = icmp eq <4 x i32> %129, <i32 4, i32 4, i32 4, i32 4>, !dbg !228
  %132 = icmp eq <4 x i32> %130, <i32 4, i32 4, i32 4, i32 4>, !dbg !228
  %133 = xor <4 x i32> %123, %120, !dbg !229
  %134 = xor <4 x i32> %126, %120, !dbg !229
  %135 = select <4 x i1> %131, <4 x i32> zeroinitializer, <4 x i32> %133, !dbg !229
  %136 = select <4 x i1> %132, <4 x i32> zeroinitializer, <4 x i32> %134, !dbg !229
  %137 = add <4 x i32> %135, %124, !dbg !229
  %138 = add <4 x i32> %136, %125, !dbg !229
  %139 = add nuw i32 %122, 8, !dbg !222
  %140 = add <4 x i32> %123, <i32 8, i32 8, i32 8, i32 8>
  %141 = icmp eq i32 %139, %118, !dbg !222
  br i1 %141, label %142, label %121, !dbg !222, !llvm.loop !230

142:                                              ; preds = %121
  %143 = add <4 x i32> %138, %137, !dbg !221
  %144 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %143), !dbg !221
  %145 = icmp eq i32 %115, %118, !dbg !221
  br i1 %145, label %161, label %146, !dbg !221

146:                                              ; preds = %142, %112
  %147 = phi i32 [ 0, %112 ], [ %118, %142 ]
  %148 = phi i32 [ %113, %112 ], [ %144, %142 ]
  %149 = extractelement <2 x i32> %114, i64 0
  br label %150, !dbg !221

150:                                              ; preds = %146, %150
  %151 = phi i32 [ %159, %150 ], [ %147, %146 ]
  %152 = phi i32 [ %158, %150 ], [ %148, %146 ]
    #dbg_value(i32 %151, !211, !DIExpression(), !220)
    #dbg_value(i32 %152, !205, !DIExpression(), !216)
  %153 = mul nuw nsw i32 %151, %149, !dbg !224
  %154 = urem i32 %153, 5, !dbg !227
  %155 = icmp eq i32 %154, 4, !dbg !228
  %156 = xor i32 %151, %149, !dbg !229
  %157 = select i1 %155, i32 0, i32 %156, !dbg !229
  %158 = add nsw i32 %157, %152, !dbg !229
    #dbg_value(i32 %158, !205, !DIExpression(), !216)
  %159 = add nuw nsw i32 %151, 1, !dbg !222
    #dbg_value(i32 %159, !211, !DIExpression(), !220)
  %160 = icmp eq i32 %159, %115
  br i1 %160, label %161, label %150, !dbg !221, !llvm.loop !235

161:                                              ; preds = %150, %142
  %162 = phi i32 [ %144, %142 ], [ %158, %150 ], !dbg !229
    #dbg_label(!215, !236)
  %163 = add nuw nsw <2 x i32> %114, <i32 1, i32 1>, !dbg !237
    #dbg_value(i32 undef, !209, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !219)
    #dbg_value(i32 %162, !205, !DIExpression(), !216)
  %164 = extractelement <2 x i32> %163, i64 0, !dbg !238
  %165 = icmp eq i32 %164, 20, !dbg !238
  br i1 %165, label %168, label %166, !dbg !237

166:                                              ; preds = %161, %168
  %167 = phi <2 x i32> [ %163, %161 ], [ <i32 0, i32 1>, %168 ]
  br label %112, !dbg !221, !llvm.loop !239

168:                                              ; preds = %161
    #dbg_value(i32 %162, !205, !DIExpression(), !216)
  %169 = icmp slt i32 %162, 0, !dbg !241
  br i1 %169, label %166, label %170, !dbg !243

170:                                              ; preds = %168
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %162), !dbg !244
    #dbg_value(i32 0, !71, !DIExpression(), !75)
    #dbg_value(i32 0, !72, !DIExpression(), !75)
    #dbg_label(!73, !245)
    #dbg_value(i32 undef, !72, !DIExpression(), !75)
    #dbg_value(i32 poison, !71, !DIExpression(), !75)
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 285), !dbg !246
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5, !dbg !247
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #5, !dbg !247
  ret i32 0, !dbg !248

173:                                              ; preds = %3
    #dbg_value(i32 2, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !94)
    #dbg_value(i32 5, !87, !DIExpression(), !94)
    #dbg_value(i32 6, !86, !DIExpression(), !94)
    #dbg_label(!90, !96)
    #dbg_value(i32 10, !87, !DIExpression(), !94)
    #dbg_value(i32 4, !88, !DIExpression(), !94)
  %174 = icmp ult i32 %4, 16
  br i1 %174, label %195, label %175, !dbg !249

175:                                              ; preds = %173
    #dbg_value(i32 4, !88, !DIExpression(), !94)
    #dbg_value(i32 10, !87, !DIExpression(), !94)
    #dbg_value(i32 6, !86, !DIExpression(), !94)
    #dbg_label(!89, !95)
    #dbg_value(i32 9, !86, !DIExpression(), !94)
    #dbg_value(i32 4, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !94)
  %176 = icmp ult i32 %4, 19, !dbg !97
  br i1 %176, label %195, label %177, !dbg !79

177:                                              ; preds = %175
    #dbg_value(i32 4, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !94)
    #dbg_value(i32 10, !87, !DIExpression(), !94)
    #dbg_value(i32 9, !86, !DIExpression(), !94)
    #dbg_label(!90, !96)
    #dbg_value(i32 15, !87, !DIExpression(), !94)
    #dbg_value(i32 6, !88, !DIExpression(), !94)
  %178 = icmp ult i32 %4, 24
  br i1 %178, label %195, label %179, !dbg !249

179:                                              ; preds = %177
    #dbg_value(i32 6, !88, !DIExpression(), !94)
    #dbg_value(i32 15, !87, !DIExpression(), !94)
    #dbg_value(i32 9, !86, !DIExpression(), !94)
    #dbg_label(!89, !95)
    #dbg_value(i32 12, !86, !DIExpression(), !94)
    #dbg_value(i32 6, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !94)
  %180 = icmp ult i32 %4, 27, !dbg !97
  br i1 %180, label %195, label %181, !dbg !79

181:                                              ; preds = %179
    #dbg_value(i32 6, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !94)
    #dbg_value(i32 15, !87, !DIExpression(), !94)
    #dbg_value(i32 12, !86, !DIExpression(), !94)
    #dbg_label(!90, !96)
    #dbg_value(i32 20, !87, !DIExpression(), !94)
    #dbg_value(i32 8, !88, !DIExpression(), !94)
  %182 = icmp ult i32 %4, 32
  br i1 %182, label %195, label %183, !dbg !249

183:                                              ; preds = %181
    #dbg_value(i32 8, !88, !DIExpression(), !94)
    #dbg_value(i32 20, !87, !DIExpression(), !94)
    #dbg_value(i32 12, !86, !DIExpression(), !94)
    #dbg_label(!89, !95)
    #dbg_value(i32 15, !86, !DIExpression(), !94)
    #dbg_value(i32 8, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !94)
  %184 = icmp ult i32 %4, 35, !dbg !97
  br i1 %184, label %195, label %185, !dbg !79

185:                                              ; preds = %183
    #dbg_value(i32 8, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !94)
    #dbg_value(i32 20, !87, !DIExpression(), !94)
    #dbg_value(i32 15, !86, !DIExpression(), !94)
    #dbg_label(!90, !96)
    #dbg_value(i32 25, !87, !DIExpression(), !94)
    #dbg_value(i32 10, !88, !DIExpression(), !94)
  %186 = icmp ult i32 %4, 40
  br i1 %186, label %195, label %187, !dbg !249

187:                                              ; preds = %185
    #dbg_value(i32 10, !88, !DIExpression(), !94)
    #dbg_value(i32 25, !87, !DIExpression(), !94)
    #dbg_value(i32 15, !86, !DIExpression(), !94)
    #dbg_label(!89, !95)
    #dbg_value(i32 18, !86, !DIExpression(), !94)
    #dbg_value(i32 10, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !94)
  %188 = icmp ult i32 %4, 43, !dbg !97
  br i1 %188, label %195, label %189, !dbg !79

189:                                              ; preds = %187
    #dbg_value(i32 10, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !94)
    #dbg_value(i32 25, !87, !DIExpression(), !94)
    #dbg_value(i32 18, !86, !DIExpression(), !94)
    #dbg_label(!90, !96)
    #dbg_value(i32 30, !87, !DIExpression(), !94)
    #dbg_value(i32 12, !88, !DIExpression(), !94)
  %190 = icmp ult i32 %4, 48
  br i1 %190, label %195, label %191, !dbg !249

191:                                              ; preds = %189
    #dbg_value(i32 12, !88, !DIExpression(), !94)
    #dbg_value(i32 30, !87, !DIExpression(), !94)
    #dbg_value(i32 18, !86, !DIExpression(), !94)
    #dbg_label(!89, !95)
    #dbg_value(i32 21, !86, !DIExpression(), !94)
    #dbg_value(i32 12, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !94)
  %192 = icmp ult i32 %4, 51, !dbg !97
  %193 = select i1 %192, i32 30, i32 35, !dbg !79
  %194 = select i1 %192, i32 13, i32 14, !dbg !79
  br label %195, !dbg !79

195:                                              ; preds = %191, %173, %177, %181, %185, %189, %3, %175, %179, %183, %187
  %196 = phi i32 [ 6, %3 ], [ 9, %175 ], [ 12, %179 ], [ 15, %183 ], [ 18, %187 ], [ 6, %173 ], [ 9, %177 ], [ 12, %181 ], [ 15, %185 ], [ 18, %189 ], [ 21, %191 ]
  %197 = phi i32 [ 5, %3 ], [ 10, %175 ], [ 15, %179 ], [ 20, %183 ], [ 25, %187 ], [ 10, %173 ], [ 15, %177 ], [ 20, %181 ], [ 25, %185 ], [ 30, %189 ], [ %193, %191 ], !dbg !250
  %198 = phi i32 [ 3, %3 ], [ 5, %175 ], [ 7, %179 ], [ 9, %183 ], [ 11, %187 ], [ 4, %173 ], [ 6, %177 ], [ 8, %181 ], [ 10, %185 ], [ 12, %189 ], [ %194, %191 ], !dbg !94
    #dbg_value(i32 %198, !88, !DIExpression(), !94)
    #dbg_value(i32 %197, !87, !DIExpression(), !94)
    #dbg_value(i32 %196, !86, !DIExpression(), !94)
    #dbg_label(!91, !251)
  %199 = mul nuw nsw i32 %196, 1000, !dbg !252
  %200 = mul nsw i32 %197, 10, !dbg !253
  %201 = add nsw i32 %200, %199, !dbg !254
  %202 = srem i32 %198, 10, !dbg !255
  %203 = add nsw i32 %201, %202, !dbg !256
    #dbg_value(i32 %4, !84, !DIExpression(), !257)
    #dbg_value(i32 1, !85, !DIExpression(), !257)
    #dbg_value(i32 0, !86, !DIExpression(), !257)
    #dbg_value(i32 0, !87, !DIExpression(), !257)
    #dbg_value(i32 0, !88, !DIExpression(), !257)
    #dbg_value(i32 0, !88, !DIExpression(), !257)
    #dbg_value(i32 0, !87, !DIExpression(), !257)
    #dbg_value(i32 0, !86, !DIExpression(), !257)
    #dbg_label(!90, !259)
    #dbg_value(i32 5, !87, !DIExpression(), !257)
    #dbg_value(i32 0, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
    #dbg_value(i32 0, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
    #dbg_value(i32 5, !87, !DIExpression(), !257)
    #dbg_value(i32 0, !86, !DIExpression(), !257)
    #dbg_label(!89, !260)
    #dbg_value(i32 3, !86, !DIExpression(), !257)
    #dbg_value(i32 2, !88, !DIExpression(), !257)
    #dbg_value(i32 2, !88, !DIExpression(), !257)
    #dbg_value(i32 5, !87, !DIExpression(), !257)
    #dbg_value(i32 3, !86, !DIExpression(), !257)
    #dbg_label(!90, !259)
    #dbg_value(i32 10, !87, !DIExpression(), !257)
    #dbg_value(i32 2, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
  %204 = icmp ult i32 %4, 13
  br i1 %204, label %224, label %205, !dbg !261

205:                                              ; preds = %195
    #dbg_value(i32 2, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
    #dbg_value(i32 10, !87, !DIExpression(), !257)
    #dbg_value(i32 3, !86, !DIExpression(), !257)
    #dbg_label(!89, !260)
    #dbg_value(i32 6, !86, !DIExpression(), !257)
    #dbg_value(i32 4, !88, !DIExpression(), !257)
  %206 = icmp ult i32 %4, 16, !dbg !262
    #dbg_value(i32 4, !88, !DIExpression(), !257)
    #dbg_value(i32 10, !87, !DIExpression(), !257)
    #dbg_value(i32 6, !86, !DIExpression(), !257)
    #dbg_label(!90, !259)
    #dbg_value(i32 15, !87, !DIExpression(), !257)
    #dbg_value(i32 4, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
    #dbg_value(i32 4, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
    #dbg_value(i32 15, !87, !DIExpression(), !257)
    #dbg_value(i32 6, !86, !DIExpression(), !257)
    #dbg_label(!89, !260)
    #dbg_value(i32 9, !86, !DIExpression(), !257)
    #dbg_value(i32 6, !88, !DIExpression(), !257)
  %207 = icmp ult i32 %4, 24
  %208 = or i1 %206, %207, !dbg !263
  br i1 %208, label %223, label %209, !dbg !263

209:                                              ; preds = %205
    #dbg_value(i32 6, !88, !DIExpression(), !257)
    #dbg_value(i32 15, !87, !DIExpression(), !257)
    #dbg_value(i32 9, !86, !DIExpression(), !257)
    #dbg_label(!90, !259)
    #dbg_value(i32 20, !87, !DIExpression(), !257)
    #dbg_value(i32 6, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
  %210 = icmp ult i32 %4, 29
  br i1 %210, label %224, label %211, !dbg !261

211:                                              ; preds = %209
    #dbg_value(i32 6, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
    #dbg_value(i32 20, !87, !DIExpression(), !257)
    #dbg_value(i32 9, !86, !DIExpression(), !257)
    #dbg_label(!89, !260)
    #dbg_value(i32 12, !86, !DIExpression(), !257)
    #dbg_value(i32 8, !88, !DIExpression(), !257)
  %212 = icmp ult i32 %4, 32, !dbg !262
  br i1 %212, label %223, label %213, !dbg !263

213:                                              ; preds = %211
    #dbg_value(i32 8, !88, !DIExpression(), !257)
    #dbg_value(i32 20, !87, !DIExpression(), !257)
    #dbg_value(i32 12, !86, !DIExpression(), !257)
    #dbg_label(!90, !259)
    #dbg_value(i32 25, !87, !DIExpression(), !257)
    #dbg_value(i32 8, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
  %214 = icmp ult i32 %4, 37
  br i1 %214, label %224, label %215, !dbg !261

215:                                              ; preds = %213
    #dbg_value(i32 8, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
    #dbg_value(i32 25, !87, !DIExpression(), !257)
    #dbg_value(i32 12, !86, !DIExpression(), !257)
    #dbg_label(!89, !260)
    #dbg_value(i32 15, !86, !DIExpression(), !257)
    #dbg_value(i32 10, !88, !DIExpression(), !257)
  %216 = icmp ult i32 %4, 40, !dbg !262
  br i1 %216, label %223, label %217, !dbg !263

217:                                              ; preds = %215
    #dbg_value(i32 10, !88, !DIExpression(), !257)
    #dbg_value(i32 25, !87, !DIExpression(), !257)
    #dbg_value(i32 15, !86, !DIExpression(), !257)
    #dbg_label(!90, !259)
    #dbg_value(i32 30, !87, !DIExpression(), !257)
    #dbg_value(i32 10, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
  %218 = icmp ult i32 %4, 45
  br i1 %218, label %224, label %219, !dbg !261

219:                                              ; preds = %217
    #dbg_value(i32 10, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
    #dbg_value(i32 30, !87, !DIExpression(), !257)
    #dbg_value(i32 15, !86, !DIExpression(), !257)
    #dbg_label(!89, !260)
    #dbg_value(i32 18, !86, !DIExpression(), !257)
    #dbg_value(i32 12, !88, !DIExpression(), !257)
  %220 = icmp uge i32 %4, 48, !dbg !262
    #dbg_value(i32 12, !88, !DIExpression(), !257)
    #dbg_value(i32 30, !87, !DIExpression(), !257)
    #dbg_value(i32 18, !86, !DIExpression(), !257)
    #dbg_label(!90, !259)
    #dbg_value(i32 35, !87, !DIExpression(), !257)
    #dbg_value(i32 12, !88, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
  %221 = icmp ult i32 %4, 53
  %222 = and i1 %220, %221, !dbg !263
  br i1 %222, label %224, label %223, !dbg !263

223:                                              ; preds = %219, %215, %211, %205
  br label %224, !dbg !264

224:                                              ; preds = %219, %195, %209, %213, %217, %223
  %225 = phi i32 [ %11, %223 ], [ 10, %195 ], [ 20, %209 ], [ 25, %213 ], [ 30, %217 ], [ 35, %219 ]
  %226 = phi i32 [ %7, %223 ], [ 3, %195 ], [ 9, %209 ], [ 12, %213 ], [ 15, %217 ], [ 18, %219 ], !dbg !257
  %227 = phi i32 [ %9, %223 ], [ 3, %195 ], [ 7, %209 ], [ 9, %213 ], [ 11, %217 ], [ 13, %219 ], !dbg !257
    #dbg_value(i32 %227, !88, !DIExpression(), !257)
    #dbg_value(i32 %225, !87, !DIExpression(), !257)
    #dbg_value(i32 %226, !86, !DIExpression(), !257)
    #dbg_label(!91, !265)
  %228 = mul nsw i32 %226, 1000, !dbg !264
  %229 = mul nuw nsw i32 %225, 10, !dbg !266
  %230 = add nsw i32 %228, %229, !dbg !267
  %231 = srem i32 %227, 10, !dbg !268
  %232 = add nsw i32 %230, %231, !dbg !269
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %203, i32 noundef %232), !dbg !270
  %234 = add nuw nsw i32 %4, 13, !dbg !271
    #dbg_value(i32 %234, !50, !DIExpression(), !77)
  %235 = icmp ult i32 %4, 47, !dbg !272
  br i1 %235, label %3, label %13, !dbg !78, !llvm.loop !273
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !275 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @find_pair(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #3 !dbg !282 {
    #dbg_value(ptr %0, !287, !DIExpression(), !298)
    #dbg_value(i32 8, !288, !DIExpression(), !298)
    #dbg_value(i32 %1, !289, !DIExpression(), !298)
    #dbg_value(ptr %2, !290, !DIExpression(), !298)
    #dbg_value(ptr %3, !291, !DIExpression(), !298)
    #dbg_value(i64 0, !292, !DIExpression(), !299)
    #dbg_value(i64 1, !294, !DIExpression(), !300)
  %5 = load i32, ptr %0, align 4, !tbaa !102
  %6 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !301
  %7 = load i32, ptr %6, align 4, !dbg !301, !tbaa !102
  %8 = add nsw i32 %7, %5, !dbg !304
  %9 = icmp eq i32 %8, %1, !dbg !305
  br i1 %9, label %127, label %130, !dbg !306

10:                                               ; preds = %155
    #dbg_value(i64 1, !292, !DIExpression(), !299)
    #dbg_value(i64 2, !294, !DIExpression(), !300)
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !102
  %13 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !301
  %14 = load i32, ptr %13, align 4, !dbg !301, !tbaa !102
  %15 = add nsw i32 %14, %12, !dbg !304
  %16 = icmp eq i32 %15, %1, !dbg !305
  br i1 %16, label %127, label %17, !dbg !306

17:                                               ; preds = %10
    #dbg_value(i64 3, !294, !DIExpression(), !300)
  %18 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !301
  %19 = load i32, ptr %18, align 4, !dbg !301, !tbaa !102
  %20 = add nsw i32 %19, %12, !dbg !304
  %21 = icmp eq i32 %20, %1, !dbg !305
  br i1 %21, label %127, label %22, !dbg !306

22:                                               ; preds = %17
    #dbg_value(i64 4, !294, !DIExpression(), !300)
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !301
  %24 = load i32, ptr %23, align 4, !dbg !301, !tbaa !102
  %25 = add nsw i32 %24, %12, !dbg !304
  %26 = icmp eq i32 %25, %1, !dbg !305
  br i1 %26, label %127, label %27, !dbg !306

27:                                               ; preds = %22
    #dbg_value(i64 5, !294, !DIExpression(), !300)
  %28 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !301
  %29 = load i32, ptr %28, align 4, !dbg !301, !tbaa !102
  %30 = add nsw i32 %29, %12, !dbg !304
  %31 = icmp eq i32 %30, %1, !dbg !305
  br i1 %31, label %127, label %32, !dbg !306

32:                                               ; preds = %27
    #dbg_value(i64 6, !294, !DIExpression(), !300)
  %33 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !301
  %34 = load i32, ptr %33, align 4, !dbg !301, !tbaa !102
  %35 = add nsw i32 %34, %12, !dbg !304
  %36 = icmp eq i32 %35, %1, !dbg !305
  br i1 %36, label %127, label %37, !dbg !306

37:                                               ; preds = %32
    #dbg_value(i64 7, !294, !DIExpression(), !300)
  %38 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !301
  %39 = load i32, ptr %38, align 4, !dbg !301, !tbaa !102
  %40 = add nsw i32 %39, %12, !dbg !304
  %41 = icmp eq i32 %40, %1, !dbg !305
  br i1 %41, label %127, label %42, !dbg !306

42:                                               ; preds = %37
    #dbg_value(i64 2, !292, !DIExpression(), !299)
    #dbg_value(i64 3, !294, !DIExpression(), !300)
  %43 = getelementptr inbounds i8, ptr %0, i64 8
  %44 = load i32, ptr %43, align 4, !tbaa !102
  %45 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !301
  %46 = load i32, ptr %45, align 4, !dbg !301, !tbaa !102
  %47 = add nsw i32 %46, %44, !dbg !304
  %48 = icmp eq i32 %47, %1, !dbg !305
  br i1 %48, label %127, label %49, !dbg !306

49:                                               ; preds = %42
    #dbg_value(i64 4, !294, !DIExpression(), !300)
  %50 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !301
  %51 = load i32, ptr %50, align 4, !dbg !301, !tbaa !102
  %52 = add nsw i32 %51, %44, !dbg !304
  %53 = icmp eq i32 %52, %1, !dbg !305
  br i1 %53, label %127, label %54, !dbg !306

54:                                               ; preds = %49
    #dbg_value(i64 5, !294, !DIExpression(), !300)
  %55 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !301
  %56 = load i32, ptr %55, align 4, !dbg !301, !tbaa !102
  %57 = add nsw i32 %56, %44, !dbg !304
  %58 = icmp eq i32 %57, %1, !dbg !305
  br i1 %58, label %127, label %59, !dbg !306

59:                                               ; preds = %54
    #dbg_value(i64 6, !294, !DIExpression(), !300)
  %60 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !301
  %61 = load i32, ptr %60, align 4, !dbg !301, !tbaa !102
  %62 = add nsw i32 %61, %44, !dbg !304
  %63 = icmp eq i32 %62, %1, !dbg !305
  br i1 %63, label %127, label %64, !dbg !306

64:                                               ; preds = %59
    #dbg_value(i64 7, !294, !DIExpression(), !300)
  %65 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !301
  %66 = load i32, ptr %65, align 4, !dbg !301, !tbaa !102
  %67 = add nsw i32 %66, %44, !dbg !304
  %68 = icmp eq i32 %67, %1, !dbg !305
  br i1 %68, label %127, label %69, !dbg !306

69:                                               ; preds = %64
    #dbg_value(i64 3, !292, !DIExpression(), !299)
    #dbg_value(i64 4, !294, !DIExpression(), !300)
  %70 = getelementptr inbounds i8, ptr %0, i64 12
  %71 = load i32, ptr %70, align 4, !tbaa !102
  %72 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !301
  %73 = load i32, ptr %72, align 4, !dbg !301, !tbaa !102
  %74 = add nsw i32 %73, %71, !dbg !304
  %75 = icmp eq i32 %74, %1, !dbg !305
  br i1 %75, label %127, label %76, !dbg !306

76:                                               ; preds = %69
    #dbg_value(i64 5, !294, !DIExpression(), !300)
  %77 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !301
  %78 = load i32, ptr %77, align 4, !dbg !301, !tbaa !102
  %79 = add nsw i32 %78, %71, !dbg !304
  %80 = icmp eq i32 %79, %1, !dbg !305
  br i1 %80, label %127, label %81, !dbg !306

81:                                               ; preds = %76
    #dbg_value(i64 6, !294, !DIExpression(), !300)
  %82 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !301
  %83 = load i32, ptr %82, align 4, !dbg !301, !tbaa !102
  %84 = add nsw i32 %83, %71, !dbg !304
  %85 = icmp eq i32 %84, %1, !dbg !305
  br i1 %85, label %127, label %86, !dbg !306

86:                                               ; preds = %81
    #dbg_value(i64 7, !294, !DIExpression(), !300)
  %87 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !301
  %88 = load i32, ptr %87, align 4, !dbg !301, !tbaa !102
  %89 = add nsw i32 %88, %71, !dbg !304
  %90 = icmp eq i32 %89, %1, !dbg !305
  br i1 %90, label %127, label %91, !dbg !306

91:                                               ; preds = %86
    #dbg_value(i64 4, !292, !DIExpression(), !299)
    #dbg_value(i64 5, !294, !DIExpression(), !300)
  %92 = getelementptr inbounds i8, ptr %0, i64 16
  %93 = load i32, ptr %92, align 4, !tbaa !102
  %94 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !301
  %95 = load i32, ptr %94, align 4, !dbg !301, !tbaa !102
  %96 = add nsw i32 %95, %93, !dbg !304
  %97 = icmp eq i32 %96, %1, !dbg !305
  br i1 %97, label %127, label %98, !dbg !306

98:                                               ; preds = %91
    #dbg_value(i64 6, !294, !DIExpression(), !300)
  %99 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !301
  %100 = load i32, ptr %99, align 4, !dbg !301, !tbaa !102
  %101 = add nsw i32 %100, %93, !dbg !304
  %102 = icmp eq i32 %101, %1, !dbg !305
  br i1 %102, label %127, label %103, !dbg !306

103:                                              ; preds = %98
    #dbg_value(i64 7, !294, !DIExpression(), !300)
  %104 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !301
  %105 = load i32, ptr %104, align 4, !dbg !301, !tbaa !102
  %106 = add nsw i32 %105, %93, !dbg !304
  %107 = icmp eq i32 %106, %1, !dbg !305
  br i1 %107, label %127, label %108, !dbg !306

108:                                              ; preds = %103
    #dbg_value(i64 5, !292, !DIExpression(), !299)
    #dbg_value(i64 6, !294, !DIExpression(), !300)
  %109 = getelementptr inbounds i8, ptr %0, i64 20
  %110 = load i32, ptr %109, align 4, !tbaa !102
  %111 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !301
  %112 = load i32, ptr %111, align 4, !dbg !301, !tbaa !102
  %113 = add nsw i32 %112, %110, !dbg !304
  %114 = icmp eq i32 %113, %1, !dbg !305
  br i1 %114, label %127, label %115, !dbg !306

115:                                              ; preds = %108
    #dbg_value(i64 7, !294, !DIExpression(), !300)
  %116 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !301
  %117 = load i32, ptr %116, align 4, !dbg !301, !tbaa !102
  %118 = add nsw i32 %117, %110, !dbg !304
  %119 = icmp eq i32 %118, %1, !dbg !305
  br i1 %119, label %127, label %120, !dbg !306

120:                                              ; preds = %115
    #dbg_value(i64 6, !292, !DIExpression(), !299)
    #dbg_value(i64 7, !294, !DIExpression(), !300)
  %121 = getelementptr inbounds i8, ptr %0, i64 24
  %122 = load i32, ptr %121, align 4, !tbaa !102
  %123 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !301
  %124 = load i32, ptr %123, align 4, !dbg !301, !tbaa !102
  %125 = add nsw i32 %124, %122, !dbg !304
  %126 = icmp eq i32 %125, %1, !dbg !305
  br i1 %126, label %127, label %160, !dbg !306

127:                                              ; preds = %120, %108, %115, %91, %98, %103, %69, %76, %81, %86, %42, %49, %54, %59, %64, %10, %17, %22, %27, %32, %37, %4, %130, %135, %140, %145, %150, %155
  %128 = phi i32 [ 0, %155 ], [ 0, %150 ], [ 0, %145 ], [ 0, %140 ], [ 0, %135 ], [ 0, %130 ], [ 0, %4 ], [ 1, %37 ], [ 1, %32 ], [ 1, %27 ], [ 1, %22 ], [ 1, %17 ], [ 1, %10 ], [ 2, %64 ], [ 2, %59 ], [ 2, %54 ], [ 2, %49 ], [ 2, %42 ], [ 3, %86 ], [ 3, %81 ], [ 3, %76 ], [ 3, %69 ], [ 4, %103 ], [ 4, %98 ], [ 4, %91 ], [ 5, %115 ], [ 5, %108 ], [ 6, %120 ]
  %129 = phi i32 [ 7, %155 ], [ 6, %150 ], [ 5, %145 ], [ 4, %140 ], [ 3, %135 ], [ 2, %130 ], [ 1, %4 ], [ 7, %37 ], [ 6, %32 ], [ 5, %27 ], [ 4, %22 ], [ 3, %17 ], [ 2, %10 ], [ 7, %64 ], [ 6, %59 ], [ 5, %54 ], [ 4, %49 ], [ 3, %42 ], [ 7, %86 ], [ 6, %81 ], [ 5, %76 ], [ 4, %69 ], [ 7, %103 ], [ 6, %98 ], [ 5, %91 ], [ 7, %115 ], [ 6, %108 ], [ 7, %120 ]
  store i32 %128, ptr %2, align 4, !dbg !307, !tbaa !102
  store i32 %129, ptr %3, align 4, !dbg !309, !tbaa !102
  br label %160

130:                                              ; preds = %4
    #dbg_value(i64 2, !294, !DIExpression(), !300)
  %131 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !301
  %132 = load i32, ptr %131, align 4, !dbg !301, !tbaa !102
  %133 = add nsw i32 %132, %5, !dbg !304
  %134 = icmp eq i32 %133, %1, !dbg !305
  br i1 %134, label %127, label %135, !dbg !306

135:                                              ; preds = %130
    #dbg_value(i64 3, !294, !DIExpression(), !300)
  %136 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !301
  %137 = load i32, ptr %136, align 4, !dbg !301, !tbaa !102
  %138 = add nsw i32 %137, %5, !dbg !304
  %139 = icmp eq i32 %138, %1, !dbg !305
  br i1 %139, label %127, label %140, !dbg !306

140:                                              ; preds = %135
    #dbg_value(i64 4, !294, !DIExpression(), !300)
  %141 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !301
  %142 = load i32, ptr %141, align 4, !dbg !301, !tbaa !102
  %143 = add nsw i32 %142, %5, !dbg !304
  %144 = icmp eq i32 %143, %1, !dbg !305
  br i1 %144, label %127, label %145, !dbg !306

145:                                              ; preds = %140
    #dbg_value(i64 5, !294, !DIExpression(), !300)
  %146 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !301
  %147 = load i32, ptr %146, align 4, !dbg !301, !tbaa !102
  %148 = add nsw i32 %147, %5, !dbg !304
  %149 = icmp eq i32 %148, %1, !dbg !305
  br i1 %149, label %127, label %150, !dbg !306

150:                                              ; preds = %145
    #dbg_value(i64 6, !294, !DIExpression(), !300)
  %151 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !301
  %152 = load i32, ptr %151, align 4, !dbg !301, !tbaa !102
  %153 = add nsw i32 %152, %5, !dbg !304
  %154 = icmp eq i32 %153, %1, !dbg !305
  br i1 %154, label %127, label %155, !dbg !306

155:                                              ; preds = %150
    #dbg_value(i64 7, !294, !DIExpression(), !300)
  %156 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !301
  %157 = load i32, ptr %156, align 4, !dbg !301, !tbaa !102
  %158 = add nsw i32 %157, %5, !dbg !304
  %159 = icmp eq i32 %158, %1, !dbg !305
  br i1 %159, label %127, label %10, !dbg !306

160:                                              ; preds = %120, %127
  %161 = phi i32 [ 1, %127 ], [ 0, %120 ]
  ret i32 %161, !dbg !310
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

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
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"frame-pointer", i32 1}
!43 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 65, type: !46, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !49)
!46 = !DISubroutineType(types: !47)
!47 = !{!48}
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !{!50, !52, !56, !57, !58, !59, !63, !67, !71, !72, !73}
!50 = !DILocalVariable(name: "n", scope: !51, file: !2, line: 66, type: !48)
!51 = distinct !DILexicalBlock(scope: !45, file: !2, line: 66, column: 5)
!52 = !DILocalVariable(name: "v", scope: !45, file: !2, line: 67, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 256, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 8)
!56 = !DILocalVariable(name: "ia", scope: !45, file: !2, line: 68, type: !48)
!57 = !DILocalVariable(name: "ib", scope: !45, file: !2, line: 68, type: !48)
!58 = !DILocalVariable(name: "r", scope: !45, file: !2, line: 69, type: !48)
!59 = !DILocalVariable(name: "w1", scope: !45, file: !2, line: 73, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 160, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 5)
!63 = !DILocalVariable(name: "w2", scope: !45, file: !2, line: 73, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 128, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 4)
!67 = !DILocalVariable(name: "w3", scope: !45, file: !2, line: 73, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 96, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 3)
!71 = !DILocalVariable(name: "x", scope: !45, file: !2, line: 77, type: !48)
!72 = !DILocalVariable(name: "i", scope: !45, file: !2, line: 77, type: !48)
!73 = !DILabel(scope: !45, name: "loop", file: !2, line: 78)
!74 = distinct !DIAssignID()
!75 = !DILocation(line: 0, scope: !45)
!76 = distinct !DIAssignID()
!77 = !DILocation(line: 0, scope: !51)
!78 = !DILocation(line: 66, column: 5, scope: !51)
!79 = !DILocation(line: 11, column: 9, scope: !80, inlinedAt: !92)
!80 = distinct !DISubprogram(name: "irreducible", scope: !2, file: !2, line: 5, type: !81, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!48, !48, !48}
!83 = !{!84, !85, !86, !87, !88, !89, !90, !91}
!84 = !DILocalVariable(name: "n", arg: 1, scope: !80, file: !2, line: 5, type: !48)
!85 = !DILocalVariable(name: "start_in_b", arg: 2, scope: !80, file: !2, line: 5, type: !48)
!86 = !DILocalVariable(name: "a", scope: !80, file: !2, line: 6, type: !48)
!87 = !DILocalVariable(name: "b", scope: !80, file: !2, line: 6, type: !48)
!88 = !DILocalVariable(name: "steps", scope: !80, file: !2, line: 6, type: !48)
!89 = !DILabel(scope: !80, name: "A", file: !2, line: 8)
!90 = !DILabel(scope: !80, name: "B", file: !2, line: 12)
!91 = !DILabel(scope: !80, name: "done", file: !2, line: 18)
!92 = distinct !DILocation(line: 66, column: 78, scope: !93)
!93 = distinct !DILexicalBlock(scope: !51, file: !2, line: 66, column: 5)
!94 = !DILocation(line: 0, scope: !80, inlinedAt: !92)
!95 = !DILocation(line: 8, column: 1, scope: !80, inlinedAt: !92)
!96 = !DILocation(line: 12, column: 1, scope: !80, inlinedAt: !92)
!97 = !DILocation(line: 11, column: 15, scope: !98, inlinedAt: !92)
!98 = distinct !DILexicalBlock(scope: !80, file: !2, line: 11, column: 9)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 68, column: 5, scope: !45)
!101 = !DILocation(line: 68, column: 9, scope: !45)
!102 = !{!103, !103, i64 0}
!103 = !{!"int", !104, i64 0}
!104 = !{!"omnipotent char", !105, i64 0}
!105 = !{!"Simple C/C++ TBAA"}
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 68, column: 18, scope: !45)
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 69, column: 13, scope: !45)
!110 = !DILocation(line: 70, column: 41, scope: !45)
!111 = !DILocation(line: 70, column: 45, scope: !45)
!112 = !DILocation(line: 70, column: 5, scope: !45)
!113 = !DILocation(line: 71, column: 9, scope: !45)
!114 = !DILocation(line: 72, column: 5, scope: !45)
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = !DILocalVariable(name: "v", arg: 1, scope: !119, file: !2, line: 31, type: !122)
!119 = distinct !DISubprogram(name: "multi_exit", scope: !2, file: !2, line: 31, type: !120, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !124)
!120 = !DISubroutineType(types: !121)
!121 = !{!48, !122, !48}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!124 = !{!118, !125, !126, !127}
!125 = !DILocalVariable(name: "n", arg: 2, scope: !119, file: !2, line: 31, type: !48)
!126 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 32, type: !48)
!127 = !DILocalVariable(name: "s", scope: !119, file: !2, line: 32, type: !48)
!128 = !DILocation(line: 0, scope: !119, inlinedAt: !129)
!129 = distinct !DILocation(line: 74, column: 37, scope: !45)
!130 = !DILocation(line: 33, column: 5, scope: !119, inlinedAt: !129)
!131 = !DILocation(line: 39, column: 10, scope: !132, inlinedAt: !129)
!132 = distinct !DILexicalBlock(scope: !119, file: !2, line: 33, column: 15)
!133 = !DILocation(line: 34, column: 15, scope: !134, inlinedAt: !129)
!134 = distinct !DILexicalBlock(scope: !132, file: !2, line: 34, column: 13)
!135 = !DILocation(line: 34, column: 13, scope: !132, inlinedAt: !129)
!136 = distinct !{!136, !130, !137}
!137 = !DILocation(line: 40, column: 5, scope: !119, inlinedAt: !129)
!138 = !DILocation(line: 35, column: 13, scope: !139, inlinedAt: !129)
!139 = distinct !DILexicalBlock(scope: !132, file: !2, line: 35, column: 13)
!140 = !DILocation(line: 35, column: 18, scope: !139, inlinedAt: !129)
!141 = !DILocation(line: 35, column: 13, scope: !132, inlinedAt: !129)
!142 = !DILocation(line: 36, column: 18, scope: !143, inlinedAt: !129)
!143 = distinct !DILexicalBlock(scope: !132, file: !2, line: 36, column: 13)
!144 = !DILocation(line: 36, column: 13, scope: !132, inlinedAt: !129)
!145 = !DILocation(line: 36, column: 27, scope: !146, inlinedAt: !129)
!146 = distinct !DILexicalBlock(scope: !143, file: !2, line: 36, column: 24)
!147 = distinct !{!147, !130, !137}
!148 = !DILocation(line: 37, column: 11, scope: !132, inlinedAt: !129)
!149 = !DILocation(line: 38, column: 15, scope: !150, inlinedAt: !129)
!150 = distinct !DILexicalBlock(scope: !132, file: !2, line: 38, column: 13)
!151 = !DILocation(line: 38, column: 13, scope: !132, inlinedAt: !129)
!152 = !DILocation(line: 38, column: 30, scope: !150, inlinedAt: !129)
!153 = !DILocation(line: 38, column: 23, scope: !150, inlinedAt: !129)
!154 = !DILocation(line: 41, column: 14, scope: !119, inlinedAt: !129)
!155 = !DILocation(line: 41, column: 20, scope: !119, inlinedAt: !129)
!156 = !DILocation(line: 41, column: 5, scope: !119, inlinedAt: !129)
!157 = !DILocation(line: 0, scope: !119, inlinedAt: !158)
!158 = distinct !DILocation(line: 74, column: 56, scope: !45)
!159 = !DILocation(line: 33, column: 5, scope: !119, inlinedAt: !158)
!160 = !DILocation(line: 39, column: 10, scope: !132, inlinedAt: !158)
!161 = !DILocation(line: 34, column: 15, scope: !134, inlinedAt: !158)
!162 = !DILocation(line: 34, column: 13, scope: !132, inlinedAt: !158)
!163 = distinct !{!163, !159, !164}
!164 = !DILocation(line: 40, column: 5, scope: !119, inlinedAt: !158)
!165 = !DILocation(line: 35, column: 13, scope: !139, inlinedAt: !158)
!166 = !DILocation(line: 35, column: 18, scope: !139, inlinedAt: !158)
!167 = !DILocation(line: 35, column: 13, scope: !132, inlinedAt: !158)
!168 = !DILocation(line: 36, column: 18, scope: !143, inlinedAt: !158)
!169 = !DILocation(line: 36, column: 13, scope: !132, inlinedAt: !158)
!170 = !DILocation(line: 36, column: 27, scope: !146, inlinedAt: !158)
!171 = distinct !{!171, !159, !164}
!172 = !DILocation(line: 37, column: 11, scope: !132, inlinedAt: !158)
!173 = !DILocation(line: 38, column: 15, scope: !150, inlinedAt: !158)
!174 = !DILocation(line: 38, column: 13, scope: !132, inlinedAt: !158)
!175 = !DILocation(line: 38, column: 30, scope: !150, inlinedAt: !158)
!176 = !DILocation(line: 38, column: 23, scope: !150, inlinedAt: !158)
!177 = !DILocation(line: 41, column: 14, scope: !119, inlinedAt: !158)
!178 = !DILocation(line: 41, column: 20, scope: !119, inlinedAt: !158)
!179 = !DILocation(line: 41, column: 5, scope: !119, inlinedAt: !158)
!180 = !DILocation(line: 0, scope: !119, inlinedAt: !181)
!181 = distinct !DILocation(line: 74, column: 75, scope: !45)
!182 = !DILocation(line: 33, column: 5, scope: !119, inlinedAt: !181)
!183 = !DILocation(line: 39, column: 10, scope: !132, inlinedAt: !181)
!184 = !DILocation(line: 34, column: 15, scope: !134, inlinedAt: !181)
!185 = !DILocation(line: 34, column: 13, scope: !132, inlinedAt: !181)
!186 = distinct !{!186, !182, !187}
!187 = !DILocation(line: 40, column: 5, scope: !119, inlinedAt: !181)
!188 = !DILocation(line: 35, column: 13, scope: !139, inlinedAt: !181)
!189 = !DILocation(line: 35, column: 18, scope: !139, inlinedAt: !181)
!190 = !DILocation(line: 35, column: 13, scope: !132, inlinedAt: !181)
!191 = !DILocation(line: 36, column: 18, scope: !143, inlinedAt: !181)
!192 = !DILocation(line: 36, column: 13, scope: !132, inlinedAt: !181)
!193 = !DILocation(line: 36, column: 27, scope: !146, inlinedAt: !181)
!194 = distinct !{!194, !182, !187}
!195 = !DILocation(line: 37, column: 11, scope: !132, inlinedAt: !181)
!196 = !DILocation(line: 38, column: 15, scope: !150, inlinedAt: !181)
!197 = !DILocation(line: 38, column: 13, scope: !132, inlinedAt: !181)
!198 = !DILocation(line: 38, column: 30, scope: !150, inlinedAt: !181)
!199 = !DILocation(line: 38, column: 23, scope: !150, inlinedAt: !181)
!200 = !DILocation(line: 41, column: 14, scope: !119, inlinedAt: !181)
!201 = !DILocation(line: 41, column: 20, scope: !119, inlinedAt: !181)
!202 = !DILocation(line: 41, column: 5, scope: !119, inlinedAt: !181)
!203 = !DILocation(line: 74, column: 5, scope: !45)
!204 = !DILocation(line: 75, column: 5, scope: !45)
!205 = !DILocalVariable(name: "count", scope: !206, file: !2, line: 51, type: !48)
!206 = distinct !DISubprogram(name: "nested_continue", scope: !2, file: !2, line: 50, type: !46, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !207)
!207 = !{!205, !208, !209, !211, !215}
!208 = !DILabel(scope: !206, name: "outer", file: !2, line: 52)
!209 = !DILocalVariable(name: "i", scope: !210, file: !2, line: 53, type: !48)
!210 = distinct !DILexicalBlock(scope: !206, file: !2, line: 53, column: 5)
!211 = !DILocalVariable(name: "j", scope: !212, file: !2, line: 54, type: !48)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 54, column: 9)
!213 = distinct !DILexicalBlock(scope: !214, file: !2, line: 53, column: 34)
!214 = distinct !DILexicalBlock(scope: !210, file: !2, line: 53, column: 5)
!215 = !DILabel(scope: !213, name: "next_i", file: !2, line: 59)
!216 = !DILocation(line: 0, scope: !206, inlinedAt: !217)
!217 = distinct !DILocation(line: 76, column: 36, scope: !45)
!218 = !DILocation(line: 51, column: 5, scope: !206, inlinedAt: !217)
!219 = !DILocation(line: 0, scope: !210, inlinedAt: !217)
!220 = !DILocation(line: 0, scope: !212, inlinedAt: !217)
!221 = !DILocation(line: 54, column: 9, scope: !212, inlinedAt: !217)
!222 = !DILocation(line: 54, column: 34, scope: !223, inlinedAt: !217)
!223 = distinct !DILexicalBlock(scope: !212, file: !2, line: 54, column: 9)
!224 = !DILocation(line: 56, column: 20, scope: !225, inlinedAt: !217)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 56, column: 17)
!226 = distinct !DILexicalBlock(scope: !223, file: !2, line: 54, column: 38)
!227 = !DILocation(line: 56, column: 25, scope: !225, inlinedAt: !217)
!228 = !DILocation(line: 56, column: 29, scope: !225, inlinedAt: !217)
!229 = !DILocation(line: 56, column: 17, scope: !226, inlinedAt: !217)
!230 = distinct !{!230, !221, !231, !232, !233, !234}
!231 = !DILocation(line: 58, column: 9, scope: !212, inlinedAt: !217)
!232 = !{!"llvm.loop.mustprogress"}
!233 = !{!"llvm.loop.isvectorized", i32 1}
!234 = !{!"llvm.loop.unroll.runtime.disable"}
!235 = distinct !{!235, !221, !231, !232, !234, !233}
!236 = !DILocation(line: 59, column: 5, scope: !213, inlinedAt: !217)
!237 = !DILocation(line: 53, column: 5, scope: !210, inlinedAt: !217)
!238 = !DILocation(line: 53, column: 23, scope: !214, inlinedAt: !217)
!239 = distinct !{!239, !237, !240, !232}
!240 = !DILocation(line: 60, column: 5, scope: !210, inlinedAt: !217)
!241 = !DILocation(line: 61, column: 15, scope: !242, inlinedAt: !217)
!242 = distinct !DILexicalBlock(scope: !206, file: !2, line: 61, column: 9)
!243 = !DILocation(line: 61, column: 9, scope: !206, inlinedAt: !217)
!244 = !DILocation(line: 76, column: 5, scope: !45)
!245 = !DILocation(line: 78, column: 1, scope: !45)
!246 = !DILocation(line: 80, column: 5, scope: !45)
!247 = !DILocation(line: 82, column: 1, scope: !45)
!248 = !DILocation(line: 81, column: 5, scope: !45)
!249 = !DILocation(line: 15, column: 9, scope: !80, inlinedAt: !92)
!250 = !DILocation(line: 13, column: 7, scope: !80, inlinedAt: !92)
!251 = !DILocation(line: 18, column: 1, scope: !80, inlinedAt: !92)
!252 = !DILocation(line: 19, column: 14, scope: !80, inlinedAt: !92)
!253 = !DILocation(line: 19, column: 25, scope: !80, inlinedAt: !92)
!254 = !DILocation(line: 19, column: 21, scope: !80, inlinedAt: !92)
!255 = !DILocation(line: 19, column: 38, scope: !80, inlinedAt: !92)
!256 = !DILocation(line: 19, column: 30, scope: !80, inlinedAt: !92)
!257 = !DILocation(line: 0, scope: !80, inlinedAt: !258)
!258 = distinct !DILocation(line: 66, column: 97, scope: !93)
!259 = !DILocation(line: 12, column: 1, scope: !80, inlinedAt: !258)
!260 = !DILocation(line: 8, column: 1, scope: !80, inlinedAt: !258)
!261 = !DILocation(line: 15, column: 9, scope: !80, inlinedAt: !258)
!262 = !DILocation(line: 11, column: 15, scope: !98, inlinedAt: !258)
!263 = !DILocation(line: 11, column: 9, scope: !80, inlinedAt: !258)
!264 = !DILocation(line: 19, column: 14, scope: !80, inlinedAt: !258)
!265 = !DILocation(line: 18, column: 1, scope: !80, inlinedAt: !258)
!266 = !DILocation(line: 19, column: 25, scope: !80, inlinedAt: !258)
!267 = !DILocation(line: 19, column: 21, scope: !80, inlinedAt: !258)
!268 = !DILocation(line: 19, column: 38, scope: !80, inlinedAt: !258)
!269 = !DILocation(line: 19, column: 30, scope: !80, inlinedAt: !258)
!270 = !DILocation(line: 66, column: 39, scope: !93)
!271 = !DILocation(line: 66, column: 32, scope: !93)
!272 = !DILocation(line: 66, column: 24, scope: !93)
!273 = distinct !{!273, !78, !274, !232}
!274 = !DILocation(line: 66, column: 114, scope: !51)
!275 = !DISubprogram(name: "printf", scope: !276, file: !276, line: 356, type: !277, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!277 = !DISubroutineType(types: !278)
!278 = !{!48, !279, null}
!279 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !280)
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 64)
!281 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!282 = distinct !DISubprogram(name: "find_pair", scope: !2, file: !2, line: 22, type: !283, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !286)
!283 = !DISubroutineType(cc: DW_CC_nocall, types: !284)
!284 = !{!48, !122, !48, !48, !285, !285}
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!286 = !{!287, !288, !289, !290, !291, !292, !294, !297}
!287 = !DILocalVariable(name: "v", arg: 1, scope: !282, file: !2, line: 22, type: !122)
!288 = !DILocalVariable(name: "n", arg: 2, scope: !282, file: !2, line: 22, type: !48)
!289 = !DILocalVariable(name: "target", arg: 3, scope: !282, file: !2, line: 22, type: !48)
!290 = !DILocalVariable(name: "ia", arg: 4, scope: !282, file: !2, line: 22, type: !285)
!291 = !DILocalVariable(name: "ib", arg: 5, scope: !282, file: !2, line: 22, type: !285)
!292 = !DILocalVariable(name: "i", scope: !293, file: !2, line: 23, type: !48)
!293 = distinct !DILexicalBlock(scope: !282, file: !2, line: 23, column: 5)
!294 = !DILocalVariable(name: "j", scope: !295, file: !2, line: 24, type: !48)
!295 = distinct !DILexicalBlock(scope: !296, file: !2, line: 24, column: 9)
!296 = distinct !DILexicalBlock(scope: !293, file: !2, line: 23, column: 5)
!297 = !DILabel(scope: !282, name: "found", file: !2, line: 27)
!298 = !DILocation(line: 0, scope: !282)
!299 = !DILocation(line: 0, scope: !293)
!300 = !DILocation(line: 0, scope: !295)
!301 = !DILocation(line: 25, column: 24, scope: !302)
!302 = distinct !DILexicalBlock(scope: !303, file: !2, line: 25, column: 17)
!303 = distinct !DILexicalBlock(scope: !295, file: !2, line: 24, column: 9)
!304 = !DILocation(line: 25, column: 22, scope: !302)
!305 = !DILocation(line: 25, column: 29, scope: !302)
!306 = !DILocation(line: 25, column: 17, scope: !303)
!307 = !DILocation(line: 25, column: 46, scope: !308)
!308 = distinct !DILexicalBlock(scope: !302, file: !2, line: 25, column: 40)
!309 = !DILocation(line: 25, column: 55, scope: !308)
!310 = !DILocation(line: 29, column: 1, scope: !282)
