; ModuleID = 'tests/programs/goto_loops.c'
source_filename = "tests/programs/goto_loops.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !44 {
  %1 = alloca i32, align 4, !DIAssignID !73
    #dbg_assign(i1 undef, !55, !DIExpression(), !73, ptr %1, !DIExpression(), !74)
  %2 = alloca i32, align 4, !DIAssignID !75
    #dbg_assign(i1 undef, !56, !DIExpression(), !75, ptr %2, !DIExpression(), !74)
    #dbg_value(i32 10, !49, !DIExpression(), !76)
  br label %3, !dbg !77

3:                                                ; preds = %0, %215
  %4 = phi i32 [ 10, %0 ], [ %224, %215 ]
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
  br i1 %12, label %186, label %164, !dbg !78

13:                                               ; preds = %215
    #dbg_assign(i1 undef, !51, !DIExpression(), !98, ptr @__const.main.v, !DIExpression(), !74)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8, !dbg !99
  store i32 -1, ptr %1, align 4, !dbg !100, !tbaa !101, !DIAssignID !105
    #dbg_assign(i32 -1, !55, !DIExpression(), !105, ptr %1, !DIExpression(), !74)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !99
  store i32 -1, ptr %2, align 4, !dbg !106, !tbaa !101, !DIAssignID !107
    #dbg_assign(i32 -1, !56, !DIExpression(), !107, ptr %2, !DIExpression(), !74)
  %14 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef 30, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !108
    #dbg_value(i32 %14, !57, !DIExpression(), !74)
  %15 = load i32, ptr %1, align 4, !dbg !109, !tbaa !101
  %16 = load i32, ptr %2, align 4, !dbg !110, !tbaa !101
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %14, i32 noundef %15, i32 noundef %16), !dbg !111
  %17 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef 1000, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !112
    #dbg_value(i32 %17, !57, !DIExpression(), !74)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %17), !dbg !113
    #dbg_assign(i1 undef, !58, !DIExpression(), !114, ptr @__const.main.w1, !DIExpression(), !74)
    #dbg_assign(i1 undef, !62, !DIExpression(), !115, ptr @__const.main.w2, !DIExpression(), !74)
    #dbg_assign(i1 undef, !66, !DIExpression(), !116, ptr @__const.main.w3, !DIExpression(), !74)
    #dbg_value(ptr @__const.main.w1, !117, !DIExpression(), !127)
    #dbg_value(i32 5, !124, !DIExpression(), !127)
    #dbg_value(i32 0, !125, !DIExpression(), !127)
    #dbg_value(i32 0, !126, !DIExpression(), !127)
  br label %21, !dbg !129

18:                                               ; preds = %36
    #dbg_value(i64 %27, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !127)
  %19 = add nsw i64 %27, 1, !dbg !130
    #dbg_value(i32 %37, !126, !DIExpression(), !127)
  %20 = icmp slt i64 %27, 4, !dbg !132
  br i1 %20, label %21, label %45, !dbg !134, !llvm.loop !135

21:                                               ; preds = %18, %13
  %22 = phi i32 [ %37, %18 ], [ 0, %13 ]
  %23 = phi i64 [ %19, %18 ], [ 0, %13 ]
    #dbg_value(i32 %22, !126, !DIExpression(), !127)
    #dbg_value(i32 poison, !125, !DIExpression(), !127)
  %24 = shl i64 %23, 32, !dbg !134
  %25 = ashr exact i64 %24, 32, !dbg !134
  br label %26, !dbg !134

26:                                               ; preds = %33, %21
  %27 = phi i64 [ %25, %21 ], [ %34, %33 ]
    #dbg_value(i64 %27, !125, !DIExpression(), !127)
  %28 = getelementptr inbounds i32, ptr @__const.main.w1, i64 %27, !dbg !137
  %29 = load i32, ptr %28, align 4, !dbg !137, !tbaa !101
  %30 = icmp slt i32 %29, 0, !dbg !139
  br i1 %30, label %41, label %31, !dbg !140

31:                                               ; preds = %26
  %32 = icmp eq i32 %29, 0, !dbg !141
  br i1 %32, label %33, label %36, !dbg !143

33:                                               ; preds = %31
  %34 = add nsw i64 %27, 1, !dbg !144
    #dbg_value(i32 %22, !126, !DIExpression(), !127)
    #dbg_value(i64 %34, !125, !DIExpression(), !127)
  %35 = icmp slt i64 %27, 4, !dbg !132
  br i1 %35, label %26, label %45, !dbg !134, !llvm.loop !146

36:                                               ; preds = %31
  %37 = add nuw nsw i32 %29, %22, !dbg !147
    #dbg_value(i32 %37, !126, !DIExpression(), !127)
  %38 = icmp sgt i32 %37, 1000, !dbg !148
    #dbg_value(i64 %27, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !127)
  br i1 %38, label %39, label %18, !dbg !150

39:                                               ; preds = %36
  %40 = sub nsw i32 0, %37, !dbg !151
  br label %45, !dbg !152

41:                                               ; preds = %26
  %42 = trunc nsw i64 %27 to i32, !dbg !153
  %43 = mul nuw nsw i32 %22, 100, !dbg !153
  %44 = add nsw i32 %43, %42, !dbg !154
  br label %45, !dbg !155

45:                                               ; preds = %18, %33, %39, %41
  %46 = phi i32 [ %44, %41 ], [ %40, %39 ], [ %22, %33 ], [ %37, %18 ], !dbg !127
    #dbg_value(ptr @__const.main.w2, !117, !DIExpression(), !156)
    #dbg_value(i32 4, !124, !DIExpression(), !156)
    #dbg_value(i32 0, !125, !DIExpression(), !156)
    #dbg_value(i32 0, !126, !DIExpression(), !156)
  br label %50, !dbg !158

47:                                               ; preds = %65
    #dbg_value(i64 %56, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !156)
  %48 = add nsw i64 %56, 1, !dbg !159
    #dbg_value(i32 %66, !126, !DIExpression(), !156)
  %49 = icmp slt i64 %56, 3, !dbg !160
  br i1 %49, label %50, label %74, !dbg !161, !llvm.loop !162

50:                                               ; preds = %47, %45
  %51 = phi i32 [ %66, %47 ], [ 0, %45 ]
  %52 = phi i64 [ %48, %47 ], [ 0, %45 ]
    #dbg_value(i32 %51, !126, !DIExpression(), !156)
    #dbg_value(i32 poison, !125, !DIExpression(), !156)
  %53 = shl i64 %52, 32, !dbg !161
  %54 = ashr exact i64 %53, 32, !dbg !161
  br label %55, !dbg !161

55:                                               ; preds = %62, %50
  %56 = phi i64 [ %54, %50 ], [ %63, %62 ]
    #dbg_value(i64 %56, !125, !DIExpression(), !156)
  %57 = getelementptr inbounds i32, ptr @__const.main.w2, i64 %56, !dbg !164
  %58 = load i32, ptr %57, align 4, !dbg !164, !tbaa !101
  %59 = icmp slt i32 %58, 0, !dbg !165
  br i1 %59, label %70, label %60, !dbg !166

60:                                               ; preds = %55
  %61 = icmp eq i32 %58, 0, !dbg !167
  br i1 %61, label %62, label %65, !dbg !168

62:                                               ; preds = %60
  %63 = add nsw i64 %56, 1, !dbg !169
    #dbg_value(i32 %51, !126, !DIExpression(), !156)
    #dbg_value(i64 %63, !125, !DIExpression(), !156)
  %64 = icmp slt i64 %56, 3, !dbg !160
  br i1 %64, label %55, label %74, !dbg !161, !llvm.loop !170

65:                                               ; preds = %60
  %66 = add nuw nsw i32 %58, %51, !dbg !171
    #dbg_value(i32 %66, !126, !DIExpression(), !156)
  %67 = icmp sgt i32 %66, 1000, !dbg !172
    #dbg_value(i64 %56, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !156)
  br i1 %67, label %68, label %47, !dbg !173

68:                                               ; preds = %65
  %69 = sub nsw i32 0, %66, !dbg !174
  br label %74, !dbg !175

70:                                               ; preds = %55
  %71 = trunc nsw i64 %56 to i32, !dbg !176
  %72 = mul nuw nsw i32 %51, 100, !dbg !176
  %73 = add nsw i32 %72, %71, !dbg !177
  br label %74, !dbg !178

74:                                               ; preds = %47, %62, %68, %70
  %75 = phi i32 [ %73, %70 ], [ %69, %68 ], [ %51, %62 ], [ %66, %47 ], !dbg !156
    #dbg_value(ptr @__const.main.w3, !117, !DIExpression(), !179)
    #dbg_value(i32 3, !124, !DIExpression(), !179)
    #dbg_value(i32 0, !125, !DIExpression(), !179)
    #dbg_value(i32 0, !126, !DIExpression(), !179)
  br label %79, !dbg !181

76:                                               ; preds = %94
    #dbg_value(i64 %85, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !179)
  %77 = add nsw i64 %85, 1, !dbg !182
    #dbg_value(i32 %95, !126, !DIExpression(), !179)
  %78 = icmp slt i64 %85, 2, !dbg !183
  br i1 %78, label %79, label %103, !dbg !184, !llvm.loop !185

79:                                               ; preds = %76, %74
  %80 = phi i32 [ %95, %76 ], [ 0, %74 ]
  %81 = phi i64 [ %77, %76 ], [ 0, %74 ]
    #dbg_value(i32 %80, !126, !DIExpression(), !179)
    #dbg_value(i32 poison, !125, !DIExpression(), !179)
  %82 = shl i64 %81, 32, !dbg !184
  %83 = ashr exact i64 %82, 32, !dbg !184
  br label %84, !dbg !184

84:                                               ; preds = %91, %79
  %85 = phi i64 [ %83, %79 ], [ %92, %91 ]
    #dbg_value(i64 %85, !125, !DIExpression(), !179)
  %86 = getelementptr inbounds i32, ptr @__const.main.w3, i64 %85, !dbg !187
  %87 = load i32, ptr %86, align 4, !dbg !187, !tbaa !101
  %88 = icmp slt i32 %87, 0, !dbg !188
  br i1 %88, label %99, label %89, !dbg !189

89:                                               ; preds = %84
  %90 = icmp eq i32 %87, 0, !dbg !190
  br i1 %90, label %91, label %94, !dbg !191

91:                                               ; preds = %89
  %92 = add nsw i64 %85, 1, !dbg !192
    #dbg_value(i32 %80, !126, !DIExpression(), !179)
    #dbg_value(i64 %92, !125, !DIExpression(), !179)
  %93 = icmp slt i64 %85, 2, !dbg !183
  br i1 %93, label %84, label %103, !dbg !184, !llvm.loop !193

94:                                               ; preds = %89
  %95 = add nuw nsw i32 %87, %80, !dbg !194
    #dbg_value(i32 %95, !126, !DIExpression(), !179)
  %96 = icmp sgt i32 %95, 1000, !dbg !195
    #dbg_value(i64 %85, !125, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !179)
  br i1 %96, label %97, label %76, !dbg !196

97:                                               ; preds = %94
  %98 = sub nsw i32 0, %95, !dbg !197
  br label %103, !dbg !198

99:                                               ; preds = %84
  %100 = trunc nsw i64 %85 to i32, !dbg !199
  %101 = mul nuw nsw i32 %80, 100, !dbg !199
  %102 = add nsw i32 %101, %100, !dbg !200
  br label %103, !dbg !201

103:                                              ; preds = %76, %91, %97, %99
  %104 = phi i32 [ %102, %99 ], [ %98, %97 ], [ %80, %91 ], [ %95, %76 ], !dbg !179
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %46, i32 noundef %75, i32 noundef %104), !dbg !202
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, i32 noundef 10), !dbg !203
    #dbg_value(i32 0, !204, !DIExpression(), !215)
  br label %105, !dbg !217

105:                                              ; preds = %159, %103
  %106 = phi i32 [ 0, %103 ], [ %155, %159 ]
  %107 = phi <2 x i32> [ <i32 0, i32 1>, %103 ], [ %160, %159 ]
    #dbg_value(i32 poison, !208, !DIExpression(), !218)
    #dbg_value(i32 0, !210, !DIExpression(), !219)
    #dbg_value(i32 %106, !204, !DIExpression(), !215)
  %108 = extractelement <2 x i32> %107, i64 1, !dbg !220
  %109 = icmp ult i32 %108, 8, !dbg !220
  br i1 %109, label %139, label %110, !dbg !220

110:                                              ; preds = %105
  %111 = and i32 %108, 2147483640, !dbg !220
  %112 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %106, i64 0, !dbg !220
  %113 = shufflevector <2 x i32> %107, <2 x i32> poison, <4 x i32> zeroinitializer, !dbg !220
  br label %114, !dbg !220

114:                                              ; preds = %114, %110
  %115 = phi i32 [ 0, %110 ], [ %132, %114 ], !dbg !221
  %116 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %110 ], [ %133, %114 ]
  %117 = phi <4 x i32> [ %112, %110 ], [ %130, %114 ]
  %118 = phi <4 x i32> [ zeroinitializer, %110 ], [ %131, %114 ]
  %119 = add <4 x i32> %116, <i32 4, i32 4, i32 4, i32 4>
  %120 = mul nuw nsw <4 x i32> %116, %113, !dbg !223
  %121 = mul nuw nsw <4 x i32> %119, %113, !dbg !223
  %122 = urem <4 x i32> %120, <i32 5, i32 5, i32 5, i32 5>, !dbg !226
  %123 = urem <4 x i32> %121, <i32 5, i32 5, i32 5, i32 5>, !dbg !226
  %124 = icmp eq <4 x i32> %122, <i32 4, i32 4, i32 4, i32 4>, !dbg !227
  %125 = icmp eq <4 x i32> %123, <i32 4, i32 4, i32 4, i32 4>, !dbg !227
  %126 = xor <4 x i32> %116, %113, !dbg !228
  %127 = xor <4 x i32> %119, %113, !dbg !228
  %128 = select <4 x i1> %124, <4 x i32> zeroinitializer, <4 x i32> %126, !dbg !228
  %129 = select <4 x i1> %125, <4 x i32> zeroinitializer, <4 x i32> %127, !dbg !228
  %130 = add <4 x i32> %128, %117, !dbg !228
  %131 = add <4 x i32> %129, %118, !dbg !228
  %132 = add nuw i32 %115, 8, !dbg !221
  %133 = add <4 x i32> %116, <i32 8, i32 8, i32 8, i32 8>
  %134 = icmp eq i32 %132, %111, !dbg !221
  br i1 %134, label %135, label %114, !dbg !221, !llvm.loop !229

135:                                              ; preds = %114
  %136 = add <4 x i32> %131, %130, !dbg !220
  %137 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %136), !dbg !220
  %138 = icmp eq i32 %108, %111, !dbg !220
  br i1 %138, label %154, label %139, !dbg !220

139:                                              ; preds = %135, %105
  %140 = phi i32 [ 0, %105 ], [ %111, %135 ]
  %141 = phi i32 [ %106, %105 ], [ %137, %135 ]
  %142 = extractelement <2 x i32> %107, i64 0
  br label %143, !dbg !220

143:                                              ; preds = %139, %143
  %144 = phi i32 [ %152, %143 ], [ %140, %139 ]
  %145 = phi i32 [ %151, %143 ], [ %141, %139 ]
    #dbg_value(i32 %144, !210, !DIExpression(), !219)
    #dbg_value(i32 %145, !204, !DIExpression(), !215)
  %146 = mul nuw nsw i32 %144, %142, !dbg !223
  %147 = urem i32 %146, 5, !dbg !226
  %148 = icmp eq i32 %147, 4, !dbg !227
  %149 = xor i32 %144, %142, !dbg !228
  %150 = select i1 %148, i32 0, i32 %149, !dbg !228
  %151 = add nsw i32 %150, %145, !dbg !228
    #dbg_value(i32 %151, !204, !DIExpression(), !215)
  %152 = add nuw nsw i32 %144, 1, !dbg !221
    #dbg_value(i32 %152, !210, !DIExpression(), !219)
  %153 = icmp eq i32 %152, %108
  br i1 %153, label %154, label %143, !dbg !220, !llvm.loop !234

154:                                              ; preds = %143, %135
  %155 = phi i32 [ %137, %135 ], [ %151, %143 ], !dbg !228
    #dbg_label(!214, !235)
  %156 = add nuw nsw <2 x i32> %107, <i32 1, i32 1>, !dbg !236
    #dbg_value(i32 undef, !208, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !218)
    #dbg_value(i32 %155, !204, !DIExpression(), !215)
  %157 = extractelement <2 x i32> %156, i64 0, !dbg !237
  %158 = icmp eq i32 %157, 20, !dbg !237
  br i1 %158, label %161, label %159, !dbg !236

159:                                              ; preds = %154, %161
  %160 = phi <2 x i32> [ %156, %154 ], [ <i32 0, i32 1>, %161 ]
  br label %105, !dbg !220, !llvm.loop !238

161:                                              ; preds = %154
    #dbg_value(i32 %155, !204, !DIExpression(), !215)
  %162 = icmp slt i32 %155, 0, !dbg !240
  br i1 %162, label %159, label %163, !dbg !242

163:                                              ; preds = %161
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %155), !dbg !243
    #dbg_value(i32 0, !70, !DIExpression(), !74)
    #dbg_value(i32 0, !71, !DIExpression(), !74)
    #dbg_label(!72, !244)
    #dbg_value(i32 undef, !71, !DIExpression(), !74)
    #dbg_value(i32 poison, !70, !DIExpression(), !74)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 285), !dbg !245
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !246
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8, !dbg !246
  ret i32 0, !dbg !247

164:                                              ; preds = %3
    #dbg_value(i32 2, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
    #dbg_value(i32 5, !86, !DIExpression(), !93)
    #dbg_value(i32 6, !85, !DIExpression(), !93)
    #dbg_label(!89, !95)
    #dbg_value(i32 10, !86, !DIExpression(), !93)
    #dbg_value(i32 4, !87, !DIExpression(), !93)
  %165 = icmp ult i32 %4, 16
  br i1 %165, label %186, label %166, !dbg !248

166:                                              ; preds = %164
    #dbg_value(i32 4, !87, !DIExpression(), !93)
    #dbg_value(i32 10, !86, !DIExpression(), !93)
    #dbg_value(i32 6, !85, !DIExpression(), !93)
    #dbg_label(!88, !94)
    #dbg_value(i32 9, !85, !DIExpression(), !93)
    #dbg_value(i32 4, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
  %167 = icmp ult i32 %4, 19, !dbg !96
  br i1 %167, label %186, label %168, !dbg !78

168:                                              ; preds = %166
    #dbg_value(i32 4, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
    #dbg_value(i32 10, !86, !DIExpression(), !93)
    #dbg_value(i32 9, !85, !DIExpression(), !93)
    #dbg_label(!89, !95)
    #dbg_value(i32 15, !86, !DIExpression(), !93)
    #dbg_value(i32 6, !87, !DIExpression(), !93)
  %169 = icmp ult i32 %4, 24
  br i1 %169, label %186, label %170, !dbg !248

170:                                              ; preds = %168
    #dbg_value(i32 6, !87, !DIExpression(), !93)
    #dbg_value(i32 15, !86, !DIExpression(), !93)
    #dbg_value(i32 9, !85, !DIExpression(), !93)
    #dbg_label(!88, !94)
    #dbg_value(i32 12, !85, !DIExpression(), !93)
    #dbg_value(i32 6, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
  %171 = icmp ult i32 %4, 27, !dbg !96
  br i1 %171, label %186, label %172, !dbg !78

172:                                              ; preds = %170
    #dbg_value(i32 6, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
    #dbg_value(i32 15, !86, !DIExpression(), !93)
    #dbg_value(i32 12, !85, !DIExpression(), !93)
    #dbg_label(!89, !95)
    #dbg_value(i32 20, !86, !DIExpression(), !93)
    #dbg_value(i32 8, !87, !DIExpression(), !93)
  %173 = icmp ult i32 %4, 32
  br i1 %173, label %186, label %174, !dbg !248

174:                                              ; preds = %172
    #dbg_value(i32 8, !87, !DIExpression(), !93)
    #dbg_value(i32 20, !86, !DIExpression(), !93)
    #dbg_value(i32 12, !85, !DIExpression(), !93)
    #dbg_label(!88, !94)
    #dbg_value(i32 15, !85, !DIExpression(), !93)
    #dbg_value(i32 8, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
  %175 = icmp ult i32 %4, 35, !dbg !96
  br i1 %175, label %186, label %176, !dbg !78

176:                                              ; preds = %174
    #dbg_value(i32 8, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
    #dbg_value(i32 20, !86, !DIExpression(), !93)
    #dbg_value(i32 15, !85, !DIExpression(), !93)
    #dbg_label(!89, !95)
    #dbg_value(i32 25, !86, !DIExpression(), !93)
    #dbg_value(i32 10, !87, !DIExpression(), !93)
  %177 = icmp ult i32 %4, 40
  br i1 %177, label %186, label %178, !dbg !248

178:                                              ; preds = %176
    #dbg_value(i32 10, !87, !DIExpression(), !93)
    #dbg_value(i32 25, !86, !DIExpression(), !93)
    #dbg_value(i32 15, !85, !DIExpression(), !93)
    #dbg_label(!88, !94)
    #dbg_value(i32 18, !85, !DIExpression(), !93)
    #dbg_value(i32 10, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
  %179 = icmp ult i32 %4, 43, !dbg !96
  br i1 %179, label %186, label %180, !dbg !78

180:                                              ; preds = %178
    #dbg_value(i32 10, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
    #dbg_value(i32 25, !86, !DIExpression(), !93)
    #dbg_value(i32 18, !85, !DIExpression(), !93)
    #dbg_label(!89, !95)
    #dbg_value(i32 30, !86, !DIExpression(), !93)
    #dbg_value(i32 12, !87, !DIExpression(), !93)
  %181 = icmp ult i32 %4, 48
  br i1 %181, label %186, label %182, !dbg !248

182:                                              ; preds = %180
    #dbg_value(i32 12, !87, !DIExpression(), !93)
    #dbg_value(i32 30, !86, !DIExpression(), !93)
    #dbg_value(i32 18, !85, !DIExpression(), !93)
    #dbg_label(!88, !94)
    #dbg_value(i32 21, !85, !DIExpression(), !93)
    #dbg_value(i32 12, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !93)
  %183 = icmp ult i32 %4, 51, !dbg !96
  %184 = select i1 %183, i32 30, i32 35, !dbg !78
  %185 = select i1 %183, i32 13, i32 14, !dbg !78
  br label %186, !dbg !78

186:                                              ; preds = %182, %164, %168, %172, %176, %180, %3, %166, %170, %174, %178
  %187 = phi i32 [ 6, %3 ], [ 9, %166 ], [ 12, %170 ], [ 15, %174 ], [ 18, %178 ], [ 6, %164 ], [ 9, %168 ], [ 12, %172 ], [ 15, %176 ], [ 18, %180 ], [ 21, %182 ]
  %188 = phi i32 [ 5, %3 ], [ 10, %166 ], [ 15, %170 ], [ 20, %174 ], [ 25, %178 ], [ 10, %164 ], [ 15, %168 ], [ 20, %172 ], [ 25, %176 ], [ 30, %180 ], [ %184, %182 ], !dbg !249
  %189 = phi i32 [ 3, %3 ], [ 5, %166 ], [ 7, %170 ], [ 9, %174 ], [ 11, %178 ], [ 4, %164 ], [ 6, %168 ], [ 8, %172 ], [ 10, %176 ], [ 12, %180 ], [ %185, %182 ], !dbg !93
    #dbg_value(i32 %189, !87, !DIExpression(), !93)
    #dbg_value(i32 %188, !86, !DIExpression(), !93)
    #dbg_value(i32 %187, !85, !DIExpression(), !93)
    #dbg_label(!90, !250)
  %190 = mul nuw nsw i32 %187, 1000, !dbg !251
  %191 = mul nsw i32 %188, 10, !dbg !252
  %192 = add nsw i32 %191, %190, !dbg !253
  %193 = srem i32 %189, 10, !dbg !254
  %194 = add nsw i32 %192, %193, !dbg !255
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
  %195 = icmp ult i32 %4, 13
  br i1 %195, label %215, label %196, !dbg !260

196:                                              ; preds = %186
    #dbg_value(i32 2, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
    #dbg_value(i32 10, !86, !DIExpression(), !256)
    #dbg_value(i32 3, !85, !DIExpression(), !256)
    #dbg_label(!88, !259)
    #dbg_value(i32 6, !85, !DIExpression(), !256)
    #dbg_value(i32 4, !87, !DIExpression(), !256)
  %197 = icmp ult i32 %4, 16, !dbg !261
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
  %198 = icmp ult i32 %4, 24
  %199 = or i1 %197, %198, !dbg !262
  br i1 %199, label %214, label %200, !dbg !262

200:                                              ; preds = %196
    #dbg_value(i32 6, !87, !DIExpression(), !256)
    #dbg_value(i32 15, !86, !DIExpression(), !256)
    #dbg_value(i32 9, !85, !DIExpression(), !256)
    #dbg_label(!89, !258)
    #dbg_value(i32 20, !86, !DIExpression(), !256)
    #dbg_value(i32 6, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
  %201 = icmp ult i32 %4, 29
  br i1 %201, label %215, label %202, !dbg !260

202:                                              ; preds = %200
    #dbg_value(i32 6, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
    #dbg_value(i32 20, !86, !DIExpression(), !256)
    #dbg_value(i32 9, !85, !DIExpression(), !256)
    #dbg_label(!88, !259)
    #dbg_value(i32 12, !85, !DIExpression(), !256)
    #dbg_value(i32 8, !87, !DIExpression(), !256)
  %203 = icmp ult i32 %4, 32, !dbg !261
  br i1 %203, label %214, label %204, !dbg !262

204:                                              ; preds = %202
    #dbg_value(i32 8, !87, !DIExpression(), !256)
    #dbg_value(i32 20, !86, !DIExpression(), !256)
    #dbg_value(i32 12, !85, !DIExpression(), !256)
    #dbg_label(!89, !258)
    #dbg_value(i32 25, !86, !DIExpression(), !256)
    #dbg_value(i32 8, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
  %205 = icmp ult i32 %4, 37
  br i1 %205, label %215, label %206, !dbg !260

206:                                              ; preds = %204
    #dbg_value(i32 8, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
    #dbg_value(i32 25, !86, !DIExpression(), !256)
    #dbg_value(i32 12, !85, !DIExpression(), !256)
    #dbg_label(!88, !259)
    #dbg_value(i32 15, !85, !DIExpression(), !256)
    #dbg_value(i32 10, !87, !DIExpression(), !256)
  %207 = icmp ult i32 %4, 40, !dbg !261
  br i1 %207, label %214, label %208, !dbg !262

208:                                              ; preds = %206
    #dbg_value(i32 10, !87, !DIExpression(), !256)
    #dbg_value(i32 25, !86, !DIExpression(), !256)
    #dbg_value(i32 15, !85, !DIExpression(), !256)
    #dbg_label(!89, !258)
    #dbg_value(i32 30, !86, !DIExpression(), !256)
    #dbg_value(i32 10, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
  %209 = icmp ult i32 %4, 45
  br i1 %209, label %215, label %210, !dbg !260

210:                                              ; preds = %208
    #dbg_value(i32 10, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
    #dbg_value(i32 30, !86, !DIExpression(), !256)
    #dbg_value(i32 15, !85, !DIExpression(), !256)
    #dbg_label(!88, !259)
    #dbg_value(i32 18, !85, !DIExpression(), !256)
    #dbg_value(i32 12, !87, !DIExpression(), !256)
  %211 = icmp uge i32 %4, 48, !dbg !261
    #dbg_value(i32 12, !87, !DIExpression(), !256)
    #dbg_value(i32 30, !86, !DIExpression(), !256)
    #dbg_value(i32 18, !85, !DIExpression(), !256)
    #dbg_label(!89, !258)
    #dbg_value(i32 35, !86, !DIExpression(), !256)
    #dbg_value(i32 12, !87, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !256)
  %212 = icmp ult i32 %4, 53
  %213 = and i1 %211, %212, !dbg !262
  br i1 %213, label %215, label %214, !dbg !262

214:                                              ; preds = %210, %206, %202, %196
  br label %215, !dbg !263

215:                                              ; preds = %210, %186, %200, %204, %208, %214
  %216 = phi i32 [ %11, %214 ], [ 10, %186 ], [ 20, %200 ], [ 25, %204 ], [ 30, %208 ], [ 35, %210 ]
  %217 = phi i32 [ %7, %214 ], [ 3, %186 ], [ 9, %200 ], [ 12, %204 ], [ 15, %208 ], [ 18, %210 ], !dbg !256
  %218 = phi i32 [ %9, %214 ], [ 3, %186 ], [ 7, %200 ], [ 9, %204 ], [ 11, %208 ], [ 13, %210 ], !dbg !256
    #dbg_value(i32 %218, !87, !DIExpression(), !256)
    #dbg_value(i32 %216, !86, !DIExpression(), !256)
    #dbg_value(i32 %217, !85, !DIExpression(), !256)
    #dbg_label(!90, !264)
  %219 = mul nsw i32 %217, 1000, !dbg !263
  %220 = mul nuw nsw i32 %216, 10, !dbg !265
  %221 = add nsw i32 %219, %220, !dbg !266
  %222 = srem i32 %218, 10, !dbg !267
  %223 = add nsw i32 %221, %222, !dbg !268
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %4, i32 noundef %194, i32 noundef %223), !dbg !269
  %224 = add nuw nsw i32 %4, 13, !dbg !270
    #dbg_value(i32 %224, !49, !DIExpression(), !76)
  %225 = icmp ult i32 %4, 47, !dbg !271
  br i1 %225, label %3, label %13, !dbg !77, !llvm.loop !272
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !274 {
  %2 = alloca ptr, align 8, !DIAssignID !286
    #dbg_assign(i1 undef, !283, !DIExpression(), !286, ptr %2, !DIExpression(), !287)
    #dbg_value(ptr %0, !281, !DIExpression(), !287)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !288
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !289
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8, !dbg !290
  %4 = load ptr, ptr %2, align 8, !dbg !291, !tbaa !292
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8, !dbg !294
    #dbg_value(i32 %5, !282, !DIExpression(), !287)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !295
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !296
  ret void, !dbg !297
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @find_pair(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #3 !dbg !298 {
    #dbg_value(ptr %0, !303, !DIExpression(), !314)
    #dbg_value(i32 8, !304, !DIExpression(), !314)
    #dbg_value(i32 %1, !305, !DIExpression(), !314)
    #dbg_value(ptr %2, !306, !DIExpression(), !314)
    #dbg_value(ptr %3, !307, !DIExpression(), !314)
    #dbg_value(i64 0, !308, !DIExpression(), !315)
    #dbg_value(i64 1, !310, !DIExpression(), !316)
  %5 = load i32, ptr %0, align 4, !tbaa !101
  %6 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !317
  %7 = load i32, ptr %6, align 4, !dbg !317, !tbaa !101
  %8 = add nsw i32 %7, %5, !dbg !320
  %9 = icmp eq i32 %8, %1, !dbg !321
  br i1 %9, label %127, label %130, !dbg !322

10:                                               ; preds = %155
    #dbg_value(i64 1, !308, !DIExpression(), !315)
    #dbg_value(i64 2, !310, !DIExpression(), !316)
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !101
  %13 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !317
  %14 = load i32, ptr %13, align 4, !dbg !317, !tbaa !101
  %15 = add nsw i32 %14, %12, !dbg !320
  %16 = icmp eq i32 %15, %1, !dbg !321
  br i1 %16, label %127, label %17, !dbg !322

17:                                               ; preds = %10
    #dbg_value(i64 3, !310, !DIExpression(), !316)
  %18 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !317
  %19 = load i32, ptr %18, align 4, !dbg !317, !tbaa !101
  %20 = add nsw i32 %19, %12, !dbg !320
  %21 = icmp eq i32 %20, %1, !dbg !321
  br i1 %21, label %127, label %22, !dbg !322

22:                                               ; preds = %17
    #dbg_value(i64 4, !310, !DIExpression(), !316)
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !317
  %24 = load i32, ptr %23, align 4, !dbg !317, !tbaa !101
  %25 = add nsw i32 %24, %12, !dbg !320
  %26 = icmp eq i32 %25, %1, !dbg !321
  br i1 %26, label %127, label %27, !dbg !322

27:                                               ; preds = %22
    #dbg_value(i64 5, !310, !DIExpression(), !316)
  %28 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !317
  %29 = load i32, ptr %28, align 4, !dbg !317, !tbaa !101
  %30 = add nsw i32 %29, %12, !dbg !320
  %31 = icmp eq i32 %30, %1, !dbg !321
  br i1 %31, label %127, label %32, !dbg !322

32:                                               ; preds = %27
    #dbg_value(i64 6, !310, !DIExpression(), !316)
  %33 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !317
  %34 = load i32, ptr %33, align 4, !dbg !317, !tbaa !101
  %35 = add nsw i32 %34, %12, !dbg !320
  %36 = icmp eq i32 %35, %1, !dbg !321
  br i1 %36, label %127, label %37, !dbg !322

37:                                               ; preds = %32
    #dbg_value(i64 7, !310, !DIExpression(), !316)
  %38 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !317
  %39 = load i32, ptr %38, align 4, !dbg !317, !tbaa !101
  %40 = add nsw i32 %39, %12, !dbg !320
  %41 = icmp eq i32 %40, %1, !dbg !321
  br i1 %41, label %127, label %42, !dbg !322

42:                                               ; preds = %37
    #dbg_value(i64 2, !308, !DIExpression(), !315)
    #dbg_value(i64 3, !310, !DIExpression(), !316)
  %43 = getelementptr inbounds i8, ptr %0, i64 8
  %44 = load i32, ptr %43, align 4, !tbaa !101
  %45 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !317
  %46 = load i32, ptr %45, align 4, !dbg !317, !tbaa !101
  %47 = add nsw i32 %46, %44, !dbg !320
  %48 = icmp eq i32 %47, %1, !dbg !321
  br i1 %48, label %127, label %49, !dbg !322

49:                                               ; preds = %42
    #dbg_value(i64 4, !310, !DIExpression(), !316)
  %50 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !317
  %51 = load i32, ptr %50, align 4, !dbg !317, !tbaa !101
  %52 = add nsw i32 %51, %44, !dbg !320
  %53 = icmp eq i32 %52, %1, !dbg !321
  br i1 %53, label %127, label %54, !dbg !322

54:                                               ; preds = %49
    #dbg_value(i64 5, !310, !DIExpression(), !316)
  %55 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !317
  %56 = load i32, ptr %55, align 4, !dbg !317, !tbaa !101
  %57 = add nsw i32 %56, %44, !dbg !320
  %58 = icmp eq i32 %57, %1, !dbg !321
  br i1 %58, label %127, label %59, !dbg !322

59:                                               ; preds = %54
    #dbg_value(i64 6, !310, !DIExpression(), !316)
  %60 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !317
  %61 = load i32, ptr %60, align 4, !dbg !317, !tbaa !101
  %62 = add nsw i32 %61, %44, !dbg !320
  %63 = icmp eq i32 %62, %1, !dbg !321
  br i1 %63, label %127, label %64, !dbg !322

64:                                               ; preds = %59
    #dbg_value(i64 7, !310, !DIExpression(), !316)
  %65 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !317
  %66 = load i32, ptr %65, align 4, !dbg !317, !tbaa !101
  %67 = add nsw i32 %66, %44, !dbg !320
  %68 = icmp eq i32 %67, %1, !dbg !321
  br i1 %68, label %127, label %69, !dbg !322

69:                                               ; preds = %64
    #dbg_value(i64 3, !308, !DIExpression(), !315)
    #dbg_value(i64 4, !310, !DIExpression(), !316)
  %70 = getelementptr inbounds i8, ptr %0, i64 12
  %71 = load i32, ptr %70, align 4, !tbaa !101
  %72 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !317
  %73 = load i32, ptr %72, align 4, !dbg !317, !tbaa !101
  %74 = add nsw i32 %73, %71, !dbg !320
  %75 = icmp eq i32 %74, %1, !dbg !321
  br i1 %75, label %127, label %76, !dbg !322

76:                                               ; preds = %69
    #dbg_value(i64 5, !310, !DIExpression(), !316)
  %77 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !317
  %78 = load i32, ptr %77, align 4, !dbg !317, !tbaa !101
  %79 = add nsw i32 %78, %71, !dbg !320
  %80 = icmp eq i32 %79, %1, !dbg !321
  br i1 %80, label %127, label %81, !dbg !322

81:                                               ; preds = %76
    #dbg_value(i64 6, !310, !DIExpression(), !316)
  %82 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !317
  %83 = load i32, ptr %82, align 4, !dbg !317, !tbaa !101
  %84 = add nsw i32 %83, %71, !dbg !320
  %85 = icmp eq i32 %84, %1, !dbg !321
  br i1 %85, label %127, label %86, !dbg !322

86:                                               ; preds = %81
    #dbg_value(i64 7, !310, !DIExpression(), !316)
  %87 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !317
  %88 = load i32, ptr %87, align 4, !dbg !317, !tbaa !101
  %89 = add nsw i32 %88, %71, !dbg !320
  %90 = icmp eq i32 %89, %1, !dbg !321
  br i1 %90, label %127, label %91, !dbg !322

91:                                               ; preds = %86
    #dbg_value(i64 4, !308, !DIExpression(), !315)
    #dbg_value(i64 5, !310, !DIExpression(), !316)
  %92 = getelementptr inbounds i8, ptr %0, i64 16
  %93 = load i32, ptr %92, align 4, !tbaa !101
  %94 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !317
  %95 = load i32, ptr %94, align 4, !dbg !317, !tbaa !101
  %96 = add nsw i32 %95, %93, !dbg !320
  %97 = icmp eq i32 %96, %1, !dbg !321
  br i1 %97, label %127, label %98, !dbg !322

98:                                               ; preds = %91
    #dbg_value(i64 6, !310, !DIExpression(), !316)
  %99 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !317
  %100 = load i32, ptr %99, align 4, !dbg !317, !tbaa !101
  %101 = add nsw i32 %100, %93, !dbg !320
  %102 = icmp eq i32 %101, %1, !dbg !321
  br i1 %102, label %127, label %103, !dbg !322

103:                                              ; preds = %98
    #dbg_value(i64 7, !310, !DIExpression(), !316)
  %104 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !317
  %105 = load i32, ptr %104, align 4, !dbg !317, !tbaa !101
  %106 = add nsw i32 %105, %93, !dbg !320
  %107 = icmp eq i32 %106, %1, !dbg !321
  br i1 %107, label %127, label %108, !dbg !322

108:                                              ; preds = %103
    #dbg_value(i64 5, !308, !DIExpression(), !315)
    #dbg_value(i64 6, !310, !DIExpression(), !316)
  %109 = getelementptr inbounds i8, ptr %0, i64 20
  %110 = load i32, ptr %109, align 4, !tbaa !101
  %111 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !317
  %112 = load i32, ptr %111, align 4, !dbg !317, !tbaa !101
  %113 = add nsw i32 %112, %110, !dbg !320
  %114 = icmp eq i32 %113, %1, !dbg !321
  br i1 %114, label %127, label %115, !dbg !322

115:                                              ; preds = %108
    #dbg_value(i64 7, !310, !DIExpression(), !316)
  %116 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !317
  %117 = load i32, ptr %116, align 4, !dbg !317, !tbaa !101
  %118 = add nsw i32 %117, %110, !dbg !320
  %119 = icmp eq i32 %118, %1, !dbg !321
  br i1 %119, label %127, label %120, !dbg !322

120:                                              ; preds = %115
    #dbg_value(i64 6, !308, !DIExpression(), !315)
    #dbg_value(i64 7, !310, !DIExpression(), !316)
  %121 = getelementptr inbounds i8, ptr %0, i64 24
  %122 = load i32, ptr %121, align 4, !tbaa !101
  %123 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !317
  %124 = load i32, ptr %123, align 4, !dbg !317, !tbaa !101
  %125 = add nsw i32 %124, %122, !dbg !320
  %126 = icmp eq i32 %125, %1, !dbg !321
  br i1 %126, label %127, label %160, !dbg !322

127:                                              ; preds = %120, %108, %115, %91, %98, %103, %69, %76, %81, %86, %42, %49, %54, %59, %64, %10, %17, %22, %27, %32, %37, %4, %130, %135, %140, %145, %150, %155
  %128 = phi i32 [ 0, %155 ], [ 0, %150 ], [ 0, %145 ], [ 0, %140 ], [ 0, %135 ], [ 0, %130 ], [ 0, %4 ], [ 1, %37 ], [ 1, %32 ], [ 1, %27 ], [ 1, %22 ], [ 1, %17 ], [ 1, %10 ], [ 2, %64 ], [ 2, %59 ], [ 2, %54 ], [ 2, %49 ], [ 2, %42 ], [ 3, %86 ], [ 3, %81 ], [ 3, %76 ], [ 3, %69 ], [ 4, %103 ], [ 4, %98 ], [ 4, %91 ], [ 5, %115 ], [ 5, %108 ], [ 6, %120 ]
  %129 = phi i32 [ 7, %155 ], [ 6, %150 ], [ 5, %145 ], [ 4, %140 ], [ 3, %135 ], [ 2, %130 ], [ 1, %4 ], [ 7, %37 ], [ 6, %32 ], [ 5, %27 ], [ 4, %22 ], [ 3, %17 ], [ 2, %10 ], [ 7, %64 ], [ 6, %59 ], [ 5, %54 ], [ 4, %49 ], [ 3, %42 ], [ 7, %86 ], [ 6, %81 ], [ 5, %76 ], [ 4, %69 ], [ 7, %103 ], [ 6, %98 ], [ 5, %91 ], [ 7, %115 ], [ 6, %108 ], [ 7, %120 ]
  store i32 %128, ptr %2, align 4, !dbg !323, !tbaa !101
  store i32 %129, ptr %3, align 4, !dbg !325, !tbaa !101
  br label %160

130:                                              ; preds = %4
    #dbg_value(i64 2, !310, !DIExpression(), !316)
  %131 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !317
  %132 = load i32, ptr %131, align 4, !dbg !317, !tbaa !101
  %133 = add nsw i32 %132, %5, !dbg !320
  %134 = icmp eq i32 %133, %1, !dbg !321
  br i1 %134, label %127, label %135, !dbg !322

135:                                              ; preds = %130
    #dbg_value(i64 3, !310, !DIExpression(), !316)
  %136 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !317
  %137 = load i32, ptr %136, align 4, !dbg !317, !tbaa !101
  %138 = add nsw i32 %137, %5, !dbg !320
  %139 = icmp eq i32 %138, %1, !dbg !321
  br i1 %139, label %127, label %140, !dbg !322

140:                                              ; preds = %135
    #dbg_value(i64 4, !310, !DIExpression(), !316)
  %141 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !317
  %142 = load i32, ptr %141, align 4, !dbg !317, !tbaa !101
  %143 = add nsw i32 %142, %5, !dbg !320
  %144 = icmp eq i32 %143, %1, !dbg !321
  br i1 %144, label %127, label %145, !dbg !322

145:                                              ; preds = %140
    #dbg_value(i64 5, !310, !DIExpression(), !316)
  %146 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !317
  %147 = load i32, ptr %146, align 4, !dbg !317, !tbaa !101
  %148 = add nsw i32 %147, %5, !dbg !320
  %149 = icmp eq i32 %148, %1, !dbg !321
  br i1 %149, label %127, label %150, !dbg !322

150:                                              ; preds = %145
    #dbg_value(i64 6, !310, !DIExpression(), !316)
  %151 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !317
  %152 = load i32, ptr %151, align 4, !dbg !317, !tbaa !101
  %153 = add nsw i32 %152, %5, !dbg !320
  %154 = icmp eq i32 %153, %1, !dbg !321
  br i1 %154, label %127, label %155, !dbg !322

155:                                              ; preds = %150
    #dbg_value(i64 7, !310, !DIExpression(), !316)
  %156 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !317
  %157 = load i32, ptr %156, align 4, !dbg !317, !tbaa !101
  %158 = add nsw i32 %157, %5, !dbg !320
  %159 = icmp eq i32 %158, %1, !dbg !321
  br i1 %159, label %127, label %10, !dbg !322

160:                                              ; preds = %120, %127
  %161 = phi i32 [ 1, %127 ], [ 0, %120 ]
  ret i32 %161, !dbg !326
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare !dbg !327 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !347 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/goto_loops.c", directory: ".")
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
!36 = !{i32 7, !"Dwarf Version", i32 4}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 2}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!274 = distinct !DISubprogram(name: "printf", scope: !275, file: !275, line: 368, type: !276, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !280)
!275 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!276 = !DISubroutineType(cc: DW_CC_nocall, types: !277)
!277 = !{!47, !278, null}
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !279, size: 64)
!279 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!280 = !{!281, !282, !283}
!281 = !DILocalVariable(name: "__format", arg: 1, scope: !274, file: !275, line: 368, type: !278)
!282 = !DILocalVariable(name: "__retval", scope: !274, file: !275, line: 370, type: !47)
!283 = !DILocalVariable(name: "__local_argv", scope: !274, file: !275, line: 371, type: !284)
!284 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !285)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!286 = distinct !DIAssignID()
!287 = !DILocation(line: 0, scope: !274)
!288 = !DILocation(line: 371, column: 3, scope: !274)
!289 = !DILocation(line: 371, column: 35, scope: !274)
!290 = !DILocation(line: 372, column: 32, scope: !274)
!291 = !DILocation(line: 372, column: 50, scope: !274)
!292 = !{!293, !293, i64 0}
!293 = !{!"any pointer", !103, i64 0}
!294 = !DILocation(line: 372, column: 14, scope: !274)
!295 = !DILocation(line: 373, column: 3, scope: !274)
!296 = !DILocation(line: 375, column: 1, scope: !274)
!297 = !DILocation(line: 374, column: 3, scope: !274)
!298 = distinct !DISubprogram(name: "find_pair", scope: !2, file: !2, line: 22, type: !299, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !302)
!299 = !DISubroutineType(cc: DW_CC_nocall, types: !300)
!300 = !{!47, !121, !47, !47, !301, !301}
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!302 = !{!303, !304, !305, !306, !307, !308, !310, !313}
!303 = !DILocalVariable(name: "v", arg: 1, scope: !298, file: !2, line: 22, type: !121)
!304 = !DILocalVariable(name: "n", arg: 2, scope: !298, file: !2, line: 22, type: !47)
!305 = !DILocalVariable(name: "target", arg: 3, scope: !298, file: !2, line: 22, type: !47)
!306 = !DILocalVariable(name: "ia", arg: 4, scope: !298, file: !2, line: 22, type: !301)
!307 = !DILocalVariable(name: "ib", arg: 5, scope: !298, file: !2, line: 22, type: !301)
!308 = !DILocalVariable(name: "i", scope: !309, file: !2, line: 23, type: !47)
!309 = distinct !DILexicalBlock(scope: !298, file: !2, line: 23, column: 5)
!310 = !DILocalVariable(name: "j", scope: !311, file: !2, line: 24, type: !47)
!311 = distinct !DILexicalBlock(scope: !312, file: !2, line: 24, column: 9)
!312 = distinct !DILexicalBlock(scope: !309, file: !2, line: 23, column: 5)
!313 = !DILabel(scope: !298, name: "found", file: !2, line: 27)
!314 = !DILocation(line: 0, scope: !298)
!315 = !DILocation(line: 0, scope: !309)
!316 = !DILocation(line: 0, scope: !311)
!317 = !DILocation(line: 25, column: 24, scope: !318)
!318 = distinct !DILexicalBlock(scope: !319, file: !2, line: 25, column: 17)
!319 = distinct !DILexicalBlock(scope: !311, file: !2, line: 24, column: 9)
!320 = !DILocation(line: 25, column: 22, scope: !318)
!321 = !DILocation(line: 25, column: 29, scope: !318)
!322 = !DILocation(line: 25, column: 17, scope: !319)
!323 = !DILocation(line: 25, column: 46, scope: !324)
!324 = distinct !DILexicalBlock(scope: !318, file: !2, line: 25, column: 40)
!325 = !DILocation(line: 25, column: 55, scope: !324)
!326 = !DILocation(line: 29, column: 1, scope: !298)
!327 = !DISubprogram(name: "__mingw_vfprintf", scope: !275, file: !275, line: 193, type: !328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{!47, !330, !343, !344}
!330 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !331)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64)
!332 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !275, line: 47, baseType: !333)
!333 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !275, line: 33, size: 384, align: 64, elements: !334)
!334 = !{!335, !336, !337, !338, !339, !340, !341, !342}
!335 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !333, file: !275, line: 37, baseType: !285, size: 64)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !333, file: !275, line: 38, baseType: !47, size: 32, offset: 64)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !333, file: !275, line: 39, baseType: !285, size: 64, offset: 128)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !333, file: !275, line: 40, baseType: !47, size: 32, offset: 192)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !333, file: !275, line: 41, baseType: !47, size: 32, offset: 224)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !333, file: !275, line: 42, baseType: !47, size: 32, offset: 256)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !333, file: !275, line: 43, baseType: !47, size: 32, offset: 288)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !333, file: !275, line: 44, baseType: !285, size: 64, offset: 320)
!343 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !278)
!344 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !345, line: 31, baseType: !346)
!345 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!346 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !345, line: 24, baseType: !284)
!347 = !DISubprogram(name: "__acrt_iob_func", scope: !275, file: !275, line: 93, type: !348, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DISubroutineType(types: !349)
!349 = !{!331, !350}
!350 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
