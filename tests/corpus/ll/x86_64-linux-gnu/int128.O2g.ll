; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"30! = \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"max u128 = \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"min i128 = \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [7 x i8] c"neg = \00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [22 x i8] c"a*b = %016llx%016llx\0A\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [37 x i8] c"a/b = %016llx%016llx a%%b = %016llx\0A\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [9 x i8] c"sa/sb = \00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [9 x i8] c"sa%sb = \00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [25 x i8] c"a<<%d = %016llx%016llx  \00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [25 x i8] c"sa>>%d = %016llx%016llx\0A\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [17 x i8] c"3^(m-1) mod m = \00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [17 x i8] c"7^12345 mod m = \00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1, !dbg !47
@.str.13 = private unnamed_addr constant [44 x i8] c"as double / 1e30 = %.6f, back hi = %016llx\0A\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [15 x i8] c"from double = \00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [6 x i8] c"%s%s\0A\00", align 1, !dbg !59
@.str.16 = private unnamed_addr constant [4 x i8] c"%s-\00", align 1, !dbg !64

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !88 {
  %1 = alloca [48 x i8], align 16, !DIAssignID !103
  %2 = alloca [48 x i8], align 16, !DIAssignID !104
  %3 = alloca [48 x i8], align 16, !DIAssignID !105
  %4 = alloca [48 x i8], align 16, !DIAssignID !106
  %5 = alloca [64 x i8], align 16, !DIAssignID !107
  %6 = alloca [48 x i8], align 16, !DIAssignID !108
  %7 = alloca [64 x i8], align 16, !DIAssignID !109
  %8 = alloca [48 x i8], align 16, !DIAssignID !110
  %9 = alloca [64 x i8], align 16, !DIAssignID !111
  %10 = alloca [48 x i8], align 16, !DIAssignID !112
  %11 = alloca [64 x i8], align 16, !DIAssignID !113
  %12 = alloca [48 x i8], align 16, !DIAssignID !114
  %13 = alloca [48 x i8], align 16, !DIAssignID !115
    #dbg_assign(i1 undef, !116, !DIExpression(), !115, ptr %13, !DIExpression(), !129)
    #dbg_value(ptr @.str, !123, !DIExpression(), !129)
    #dbg_value(i128 265252859812191058636308480000000, !124, !DIExpression(), !129)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #3, !dbg !131
    #dbg_value(i32 47, !125, !DIExpression(), !129)
  %14 = getelementptr inbounds i8, ptr %13, i64 47, !dbg !132
  store i8 0, ptr %14, align 1, !dbg !133, !tbaa !134
  br label %15, !dbg !137

15:                                               ; preds = %27, %0
  %16 = phi i64 [ 47, %0 ], [ %31, %27 ]
  %17 = phi i128 [ 265252859812191058636308480000000, %0 ], [ %33, %27 ]
    #dbg_value(i64 %16, !125, !DIExpression(), !129)
    #dbg_value(i128 %17, !124, !DIExpression(), !129)
  %18 = freeze i128 %17, !dbg !138
  %19 = udiv i128 %18, 10, !dbg !138
  %20 = mul i128 %19, 10, !dbg !140
  %21 = sub i128 %18, %20, !dbg !140
  %22 = trunc nuw nsw i128 %21 to i8, !dbg !141
  %23 = or disjoint i8 %22, 48, !dbg !142
  %24 = add nsw i64 %16, -1, !dbg !143
    #dbg_value(i64 %24, !125, !DIExpression(), !129)
  %25 = getelementptr inbounds [48 x i8], ptr %13, i64 0, i64 %24, !dbg !144
  store i8 %23, ptr %25, align 1, !dbg !145, !tbaa !134
    #dbg_value(i128 poison, !124, !DIExpression(), !129)
  %26 = icmp ult i128 %17, 10, !dbg !146
  br i1 %26, label %34, label %27, !dbg !146, !llvm.loop !147

27:                                               ; preds = %15
    #dbg_value(i128 %19, !124, !DIExpression(), !129)
    #dbg_value(i64 %24, !125, !DIExpression(), !129)
    #dbg_value(i128 %19, !124, !DIExpression(), !129)
  %28 = urem i128 %19, 10, !dbg !140
  %29 = trunc nuw nsw i128 %28 to i8, !dbg !141
  %30 = or disjoint i8 %29, 48, !dbg !142
  %31 = add nsw i64 %16, -2, !dbg !143
    #dbg_value(i64 %31, !125, !DIExpression(), !129)
  %32 = getelementptr inbounds [48 x i8], ptr %13, i64 0, i64 %31, !dbg !144
  store i8 %30, ptr %32, align 1, !dbg !145, !tbaa !134
  %33 = udiv i128 %17, 100, !dbg !138
    #dbg_value(i128 %33, !124, !DIExpression(), !129)
  br label %15

34:                                               ; preds = %15
  %35 = getelementptr inbounds i8, ptr %13, i64 14, !dbg !150
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str, ptr noundef nonnull %35), !dbg !151
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #3, !dbg !152
    #dbg_assign(i1 undef, !116, !DIExpression(), !114, ptr %12, !DIExpression(), !153)
    #dbg_value(ptr @.str.1, !123, !DIExpression(), !153)
    #dbg_value(i128 -1, !124, !DIExpression(), !153)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #3, !dbg !155
    #dbg_value(i32 47, !125, !DIExpression(), !153)
  %37 = getelementptr inbounds i8, ptr %12, i64 47, !dbg !156
  store i8 0, ptr %37, align 1, !dbg !157, !tbaa !134
  br label %38

38:                                               ; preds = %50, %34
  %39 = phi i64 [ 47, %34 ], [ %54, %50 ]
  %40 = phi i128 [ -1, %34 ], [ %56, %50 ]
    #dbg_value(i64 %39, !125, !DIExpression(), !153)
    #dbg_value(i128 %40, !124, !DIExpression(), !153)
  %41 = freeze i128 %40, !dbg !158
  %42 = udiv i128 %41, 10, !dbg !158
  %43 = mul i128 %42, 10, !dbg !159
  %44 = sub i128 %41, %43, !dbg !159
  %45 = trunc nuw nsw i128 %44 to i8, !dbg !160
  %46 = or disjoint i8 %45, 48, !dbg !161
  %47 = add nsw i64 %39, -1, !dbg !162
    #dbg_value(i64 %47, !125, !DIExpression(), !153)
  %48 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %47, !dbg !163
  store i8 %46, ptr %48, align 1, !dbg !164, !tbaa !134
    #dbg_value(i128 poison, !124, !DIExpression(), !153)
  %49 = icmp ult i128 %40, 10, !dbg !165
  br i1 %49, label %57, label %50, !dbg !165, !llvm.loop !166

50:                                               ; preds = %38
    #dbg_value(i128 %42, !124, !DIExpression(), !153)
    #dbg_value(i64 %47, !125, !DIExpression(), !153)
    #dbg_value(i128 %42, !124, !DIExpression(), !153)
  %51 = urem i128 %42, 10, !dbg !159
  %52 = trunc nuw nsw i128 %51 to i8, !dbg !160
  %53 = or disjoint i8 %52, 48, !dbg !161
  %54 = add nsw i64 %39, -2, !dbg !162
    #dbg_value(i64 %54, !125, !DIExpression(), !153)
  %55 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %54, !dbg !163
  store i8 %53, ptr %55, align 1, !dbg !164, !tbaa !134
  %56 = udiv i128 %40, 100, !dbg !158
    #dbg_value(i128 %56, !124, !DIExpression(), !153)
  br label %38

57:                                               ; preds = %38
  %58 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !168
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.1, ptr noundef nonnull %58), !dbg !169
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #3, !dbg !170
    #dbg_value(i128 -170141183460469231731687303715884105728, !92, !DIExpression(), !171)
    #dbg_assign(i1 undef, !172, !DIExpression(), !113, ptr %11, !DIExpression(), !184)
    #dbg_value(ptr @.str.2, !179, !DIExpression(), !186)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !186)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #3, !dbg !187
  %60 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.2) #3, !dbg !188
    #dbg_assign(i1 undef, !116, !DIExpression(), !112, ptr %10, !DIExpression(), !189)
    #dbg_value(ptr %11, !123, !DIExpression(), !189)
    #dbg_value(i128 -170141183460469231731687303715884105728, !124, !DIExpression(), !189)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #3, !dbg !191
    #dbg_value(i32 47, !125, !DIExpression(), !189)
  %61 = getelementptr inbounds i8, ptr %10, i64 47, !dbg !192
  store i8 0, ptr %61, align 1, !dbg !193, !tbaa !134
  br label %62

62:                                               ; preds = %74, %57
  %63 = phi i64 [ 47, %57 ], [ %78, %74 ]
  %64 = phi i128 [ -170141183460469231731687303715884105728, %57 ], [ %80, %74 ]
    #dbg_value(i64 %63, !125, !DIExpression(), !189)
    #dbg_value(i128 %64, !124, !DIExpression(), !189)
  %65 = freeze i128 %64, !dbg !194
  %66 = udiv i128 %65, 10, !dbg !194
  %67 = mul i128 %66, 10, !dbg !195
  %68 = sub i128 %65, %67, !dbg !195
  %69 = trunc nuw nsw i128 %68 to i8, !dbg !196
  %70 = or disjoint i8 %69, 48, !dbg !197
  %71 = add nsw i64 %63, -1, !dbg !198
    #dbg_value(i64 %71, !125, !DIExpression(), !189)
  %72 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %71, !dbg !199
  store i8 %70, ptr %72, align 1, !dbg !200, !tbaa !134
    #dbg_value(i128 poison, !124, !DIExpression(), !189)
  %73 = icmp ult i128 %64, 10, !dbg !201
  br i1 %73, label %81, label %74, !dbg !201, !llvm.loop !202

74:                                               ; preds = %62
    #dbg_value(i128 %66, !124, !DIExpression(), !189)
    #dbg_value(i64 %71, !125, !DIExpression(), !189)
    #dbg_value(i128 %66, !124, !DIExpression(), !189)
  %75 = urem i128 %66, 10, !dbg !195
  %76 = trunc nuw nsw i128 %75 to i8, !dbg !196
  %77 = or disjoint i8 %76, 48, !dbg !197
  %78 = add nsw i64 %63, -2, !dbg !198
    #dbg_value(i64 %78, !125, !DIExpression(), !189)
  %79 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %78, !dbg !199
  store i8 %77, ptr %79, align 1, !dbg !200, !tbaa !134
  %80 = udiv i128 %64, 100, !dbg !194
    #dbg_value(i128 %80, !124, !DIExpression(), !189)
  br label %62

81:                                               ; preds = %62
  %82 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !204
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %11, ptr noundef nonnull %82), !dbg !205
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #3, !dbg !206
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #3, !dbg !207
    #dbg_assign(i1 undef, !172, !DIExpression(), !111, ptr %9, !DIExpression(), !208)
    #dbg_value(ptr @.str.3, !179, !DIExpression(), !210)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !210)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #3, !dbg !211
  %84 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.3) #3, !dbg !212
    #dbg_assign(i1 undef, !116, !DIExpression(), !110, ptr %8, !DIExpression(), !213)
    #dbg_value(ptr %9, !123, !DIExpression(), !213)
    #dbg_value(i128 123456789876543201086419746, !124, !DIExpression(), !213)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #3, !dbg !215
    #dbg_value(i32 47, !125, !DIExpression(), !213)
  %85 = getelementptr inbounds i8, ptr %8, i64 47, !dbg !216
  store i8 0, ptr %85, align 1, !dbg !217, !tbaa !134
  br label %86

86:                                               ; preds = %98, %81
  %87 = phi i64 [ 47, %81 ], [ %102, %98 ]
  %88 = phi i128 [ 123456789876543201086419746, %81 ], [ %104, %98 ]
    #dbg_value(i64 %87, !125, !DIExpression(), !213)
    #dbg_value(i128 %88, !124, !DIExpression(), !213)
  %89 = freeze i128 %88, !dbg !218
  %90 = udiv i128 %89, 10, !dbg !218
  %91 = mul i128 %90, 10, !dbg !219
  %92 = sub i128 %89, %91, !dbg !219
  %93 = trunc nuw nsw i128 %92 to i8, !dbg !220
  %94 = or disjoint i8 %93, 48, !dbg !221
  %95 = add nsw i64 %87, -1, !dbg !222
    #dbg_value(i64 %95, !125, !DIExpression(), !213)
  %96 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 %95, !dbg !223
  store i8 %94, ptr %96, align 1, !dbg !224, !tbaa !134
    #dbg_value(i128 poison, !124, !DIExpression(), !213)
  %97 = icmp ult i128 %88, 10, !dbg !225
  br i1 %97, label %105, label %98, !dbg !225, !llvm.loop !226

98:                                               ; preds = %86
    #dbg_value(i128 %90, !124, !DIExpression(), !213)
    #dbg_value(i64 %95, !125, !DIExpression(), !213)
    #dbg_value(i128 %90, !124, !DIExpression(), !213)
  %99 = urem i128 %90, 10, !dbg !219
  %100 = trunc nuw nsw i128 %99 to i8, !dbg !220
  %101 = or disjoint i8 %100, 48, !dbg !221
  %102 = add nsw i64 %87, -2, !dbg !222
    #dbg_value(i64 %102, !125, !DIExpression(), !213)
  %103 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 %102, !dbg !223
  store i8 %101, ptr %103, align 1, !dbg !224, !tbaa !134
  %104 = udiv i128 %88, 100, !dbg !218
    #dbg_value(i128 %104, !124, !DIExpression(), !213)
  br label %86

105:                                              ; preds = %86
  %106 = getelementptr inbounds i8, ptr %8, i64 20, !dbg !228
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %9, ptr noundef nonnull %106), !dbg !229
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #3, !dbg !230
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #3, !dbg !231
    #dbg_value(i128 1512366075204170947332355369683137040, !93, !DIExpression(), !171)
    #dbg_value(i128 11400714819323198485, !94, !DIExpression(), !171)
    #dbg_value(i128 -114193586732714884304249050424592049328, !95, !DIExpression(), !171)
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -6190446740976067686, i64 noundef 6139776897334631248), !dbg !232
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 0, i64 noundef 132655372857923333, i64 noundef 7698592701211386535), !dbg !233
    #dbg_value(i128 -1512366075204170947332355369683137040, !96, !DIExpression(), !171)
    #dbg_value(i128 1000000007, !97, !DIExpression(), !171)
    #dbg_assign(i1 undef, !172, !DIExpression(), !109, ptr %7, !DIExpression(), !234)
    #dbg_value(ptr @.str.6, !179, !DIExpression(), !236)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !236)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #3, !dbg !237
  %110 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.6) #3, !dbg !238
    #dbg_assign(i1 undef, !116, !DIExpression(), !108, ptr %6, !DIExpression(), !239)
    #dbg_value(ptr %7, !123, !DIExpression(), !239)
    #dbg_value(i128 1512366064617608495009095904, !124, !DIExpression(), !239)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #3, !dbg !241
    #dbg_value(i32 47, !125, !DIExpression(), !239)
  %111 = getelementptr inbounds i8, ptr %6, i64 47, !dbg !242
  store i8 0, ptr %111, align 1, !dbg !243, !tbaa !134
  br label %112

112:                                              ; preds = %112, %105
  %113 = phi i64 [ 47, %105 ], [ %126, %112 ]
  %114 = phi i128 [ 1512366064617608495009095904, %105 ], [ %128, %112 ]
    #dbg_value(i64 %113, !125, !DIExpression(), !239)
    #dbg_value(i128 %114, !124, !DIExpression(), !239)
  %115 = freeze i128 %114, !dbg !244
  %116 = udiv i128 %115, 10, !dbg !244
  %117 = mul i128 %116, 10, !dbg !245
  %118 = sub i128 %115, %117, !dbg !245
  %119 = trunc nuw nsw i128 %118 to i8, !dbg !246
  %120 = or disjoint i8 %119, 48, !dbg !247
  %121 = add nsw i64 %113, -1, !dbg !248
    #dbg_value(i64 %121, !125, !DIExpression(), !239)
  %122 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 %121, !dbg !249
  store i8 %120, ptr %122, align 1, !dbg !250, !tbaa !134
    #dbg_value(i128 %116, !124, !DIExpression(), !239)
  %123 = urem i128 %116, 10, !dbg !245
  %124 = trunc nuw nsw i128 %123 to i8, !dbg !246
  %125 = or disjoint i8 %124, 48, !dbg !247
  %126 = add nsw i64 %113, -2, !dbg !248
    #dbg_value(i64 %126, !125, !DIExpression(), !239)
  %127 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 %126, !dbg !249
  store i8 %125, ptr %127, align 1, !dbg !250, !tbaa !134
  %128 = udiv i128 %114, 100, !dbg !244
    #dbg_value(i128 %128, !124, !DIExpression(), !239)
  %129 = icmp ult i128 %114, 100, !dbg !251
  br i1 %129, label %130, label %112, !dbg !251, !llvm.loop !252

130:                                              ; preds = %112
  %131 = getelementptr inbounds i8, ptr %6, i64 19, !dbg !254
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %7, ptr noundef nonnull %131), !dbg !255
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #3, !dbg !256
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #3, !dbg !257
    #dbg_assign(i1 undef, !172, !DIExpression(), !107, ptr %5, !DIExpression(), !258)
    #dbg_value(ptr @.str.7, !179, !DIExpression(), !260)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !260)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #3, !dbg !261
  %133 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.7) #3, !dbg !262
    #dbg_assign(i1 undef, !116, !DIExpression(), !106, ptr %4, !DIExpression(), !263)
    #dbg_value(ptr %5, !123, !DIExpression(), !263)
    #dbg_value(i128 619465712, !124, !DIExpression(), !263)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #3, !dbg !265
    #dbg_value(i32 47, !125, !DIExpression(), !263)
  %134 = getelementptr inbounds i8, ptr %4, i64 47, !dbg !266
  store i8 0, ptr %134, align 1, !dbg !267, !tbaa !134
    #dbg_value(i64 47, !125, !DIExpression(), !263)
    #dbg_value(i128 619465712, !124, !DIExpression(), !263)
    #dbg_value(i64 46, !125, !DIExpression(), !263)
  %135 = getelementptr inbounds i8, ptr %4, i64 46, !dbg !268
  store i8 50, ptr %135, align 2, !dbg !269, !tbaa !134
    #dbg_value(i128 61946571, !124, !DIExpression(), !263)
    #dbg_value(i64 45, !125, !DIExpression(), !263)
    #dbg_value(i128 6194657, !124, !DIExpression(), !263)
    #dbg_value(i64 44, !125, !DIExpression(), !263)
    #dbg_value(i128 619465, !124, !DIExpression(), !263)
    #dbg_value(i64 43, !125, !DIExpression(), !263)
    #dbg_value(i128 61946, !124, !DIExpression(), !263)
    #dbg_value(i64 42, !125, !DIExpression(), !263)
    #dbg_value(i128 6194, !124, !DIExpression(), !263)
    #dbg_value(i64 41, !125, !DIExpression(), !263)
    #dbg_value(i128 619, !124, !DIExpression(), !263)
    #dbg_value(i64 40, !125, !DIExpression(), !263)
    #dbg_value(i128 61, !124, !DIExpression(), !263)
    #dbg_value(i64 39, !125, !DIExpression(), !263)
    #dbg_value(i128 6, !124, !DIExpression(), !263)
    #dbg_value(i64 38, !125, !DIExpression(), !263)
  %136 = getelementptr inbounds i8, ptr %4, i64 38, !dbg !268
  store <8 x i8> <i8 54, i8 49, i8 57, i8 52, i8 54, i8 53, i8 55, i8 49>, ptr %136, align 2, !dbg !269, !tbaa !134
    #dbg_value(i128 0, !124, !DIExpression(), !263)
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %5, ptr noundef nonnull %136), !dbg !270
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #3, !dbg !271
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #3, !dbg !272
    #dbg_value(i32 0, !98, !DIExpression(), !273)
    #dbg_value(i32 0, !98, !DIExpression(), !273)
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i64 noundef 81985529216486895, i64 noundef -81985529216486896), !dbg !274
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0, i64 noundef -81985529216486896, i64 noundef 81985529216486896), !dbg !277
    #dbg_value(i32 37, !98, !DIExpression(), !273)
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 37, i64 noundef 3853319862790607630, i64 noundef -3853319863401447424), !dbg !274
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 37, i64 noundef -596524, i64 noundef -4345233048463664597), !dbg !277
    #dbg_value(i32 74, !98, !DIExpression(), !273)
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 74, i64 noundef 8280538450865176576, i64 noundef 0), !dbg !274
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 74, i64 noundef -1, i64 noundef -80063993375476), !dbg !277
    #dbg_value(i32 111, !98, !DIExpression(), !273)
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 111, i64 noundef 1803691650761883648, i64 noundef 0), !dbg !274
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 111, i64 noundef -1, i64 noundef -583), !dbg !277
    #dbg_value(i32 148, !98, !DIExpression(), !273)
  br label %146, !dbg !278

146:                                              ; preds = %130, %160
  %147 = phi i64 [ %165, %160 ], [ 3, %130 ]
  %148 = phi i128 [ %166, %160 ], [ 2305843009213693950, %130 ]
  %149 = phi i64 [ %162, %160 ], [ 1, %130 ]
    #dbg_value(i128 %148, !284, !DIExpression(), !288)
  %150 = and i128 %148, 1, !dbg !289
  %151 = icmp eq i128 %150, 0, !dbg !289
  br i1 %151, label %152, label %154, !dbg !292

152:                                              ; preds = %146
  %153 = zext nneg i64 %147 to i128
  br label %160, !dbg !292

154:                                              ; preds = %146
  %155 = zext nneg i64 %149 to i128
  %156 = zext nneg i64 %147 to i128
    #dbg_value(i128 %155, !293, !DIExpression(), !298)
    #dbg_value(i128 %156, !296, !DIExpression(), !298)
    #dbg_value(i128 2305843009213693951, !297, !DIExpression(), !298)
  %157 = mul nuw nsw i128 %155, %156, !dbg !300
  %158 = urem i128 %157, 2305843009213693951, !dbg !301
  %159 = trunc nuw nsw i128 %158 to i64, !dbg !302
    #dbg_value(!DIArgList(i128 0, i64 %159), !286, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !288)
  br label %160, !dbg !303

160:                                              ; preds = %154, %152
  %161 = phi i128 [ %153, %152 ], [ %156, %154 ]
  %162 = phi i64 [ %149, %152 ], [ %159, %154 ]
    #dbg_value(i128 poison, !286, !DIExpression(), !288)
    #dbg_value(i128 %161, !293, !DIExpression(), !304)
    #dbg_value(i128 %161, !296, !DIExpression(), !304)
    #dbg_value(i128 2305843009213693951, !297, !DIExpression(), !304)
  %163 = mul nuw nsw i128 %161, %161, !dbg !306
  %164 = urem i128 %163, 2305843009213693951, !dbg !307
  %165 = trunc nuw nsw i128 %164 to i64, !dbg !308
    #dbg_value(!DIArgList(i128 0, i64 undef), !283, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !288)
  %166 = lshr i128 %148, 1, !dbg !309
    #dbg_value(i128 poison, !283, !DIExpression(), !288)
    #dbg_value(i128 %166, !284, !DIExpression(), !288)
  %167 = icmp ult i128 %148, 2, !dbg !278
  br i1 %167, label %168, label %146, !dbg !278, !llvm.loop !310

168:                                              ; preds = %160
    #dbg_assign(i1 undef, !116, !DIExpression(), !105, ptr %3, !DIExpression(), !312)
    #dbg_value(ptr @.str.10, !123, !DIExpression(), !312)
    #dbg_value(i64 %162, !124, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !312)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #3, !dbg !314
    #dbg_value(i32 47, !125, !DIExpression(), !312)
  %169 = getelementptr inbounds i8, ptr %3, i64 47, !dbg !315
  store i8 0, ptr %169, align 1, !dbg !316, !tbaa !134
  %170 = icmp eq i64 %162, 0, !dbg !317
  br i1 %170, label %173, label %171, !dbg !319

171:                                              ; preds = %168
  %172 = zext nneg i64 %162 to i128
    #dbg_value(i128 %172, !124, !DIExpression(), !312)
  br label %175, !dbg !320

173:                                              ; preds = %168
    #dbg_value(i32 46, !125, !DIExpression(), !312)
  %174 = getelementptr inbounds i8, ptr %3, i64 46, !dbg !321
  store i8 48, ptr %174, align 2, !dbg !322, !tbaa !134
    #dbg_value(i64 %162, !124, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !312)
  br label %190, !dbg !320

175:                                              ; preds = %171, %175
  %176 = phi i64 [ %184, %175 ], [ 47, %171 ]
  %177 = phi i128 [ %179, %175 ], [ %172, %171 ]
    #dbg_value(i64 %176, !125, !DIExpression(), !312)
    #dbg_value(i128 %177, !124, !DIExpression(), !312)
  %178 = freeze i128 %177, !dbg !323
  %179 = udiv i128 %178, 10, !dbg !323
  %180 = mul i128 %179, 10, !dbg !324
  %181 = sub i128 %178, %180, !dbg !324
  %182 = trunc nuw nsw i128 %181 to i8, !dbg !325
  %183 = or disjoint i8 %182, 48, !dbg !326
  %184 = add nsw i64 %176, -1, !dbg !327
    #dbg_value(i64 %184, !125, !DIExpression(), !312)
  %185 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %184, !dbg !328
  store i8 %183, ptr %185, align 1, !dbg !329, !tbaa !134
    #dbg_value(i128 %179, !124, !DIExpression(), !312)
  %186 = icmp ult i128 %177, 10, !dbg !320
  br i1 %186, label %187, label %175, !dbg !320, !llvm.loop !330

187:                                              ; preds = %175
  %188 = shl i64 %184, 32, !dbg !332
  %189 = ashr exact i64 %188, 32, !dbg !332
  br label %190, !dbg !332

190:                                              ; preds = %173, %187
  %191 = phi i64 [ %189, %187 ], [ 46, %173 ], !dbg !312
  %192 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %191, !dbg !332
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.10, ptr noundef nonnull %192), !dbg !333
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #3, !dbg !334
    #dbg_value(i128 2305843009213693951, !285, !DIExpression(), !335)
    #dbg_value(i128 poison, !283, !DIExpression(), !335)
    #dbg_value(i128 poison, !286, !DIExpression(), !335)
    #dbg_value(i128 12345, !284, !DIExpression(), !335)
  br label %194, !dbg !337

194:                                              ; preds = %208, %190
  %195 = phi i64 [ %213, %208 ], [ 7, %190 ]
  %196 = phi i128 [ %214, %208 ], [ 12345, %190 ]
  %197 = phi i64 [ %210, %208 ], [ 1, %190 ]
    #dbg_value(i128 %196, !284, !DIExpression(), !335)
  %198 = and i128 %196, 1, !dbg !338
  %199 = icmp eq i128 %198, 0, !dbg !338
  br i1 %199, label %200, label %202, !dbg !339

200:                                              ; preds = %194
  %201 = zext nneg i64 %195 to i128
  br label %208, !dbg !339

202:                                              ; preds = %194
  %203 = zext nneg i64 %197 to i128
  %204 = zext nneg i64 %195 to i128
    #dbg_value(i128 %203, !293, !DIExpression(), !340)
    #dbg_value(i128 %204, !296, !DIExpression(), !340)
    #dbg_value(i128 2305843009213693951, !297, !DIExpression(), !340)
  %205 = mul nuw nsw i128 %203, %204, !dbg !342
  %206 = urem i128 %205, 2305843009213693951, !dbg !343
  %207 = trunc nuw nsw i128 %206 to i64, !dbg !344
    #dbg_value(!DIArgList(i128 0, i64 %207), !286, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !335)
  br label %208, !dbg !345

208:                                              ; preds = %202, %200
  %209 = phi i128 [ %201, %200 ], [ %204, %202 ]
  %210 = phi i64 [ %197, %200 ], [ %207, %202 ]
    #dbg_value(i128 poison, !286, !DIExpression(), !335)
    #dbg_value(i128 %209, !293, !DIExpression(), !346)
    #dbg_value(i128 %209, !296, !DIExpression(), !346)
    #dbg_value(i128 2305843009213693951, !297, !DIExpression(), !346)
  %211 = mul nuw nsw i128 %209, %209, !dbg !348
  %212 = urem i128 %211, 2305843009213693951, !dbg !349
  %213 = trunc nuw nsw i128 %212 to i64, !dbg !350
    #dbg_value(!DIArgList(i128 0, i64 undef), !283, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !335)
  %214 = lshr i128 %196, 1, !dbg !351
    #dbg_value(i128 poison, !283, !DIExpression(), !335)
    #dbg_value(i128 %214, !284, !DIExpression(), !335)
  %215 = icmp ult i128 %196, 2, !dbg !337
  br i1 %215, label %216, label %194, !dbg !337, !llvm.loop !352

216:                                              ; preds = %208
    #dbg_assign(i1 undef, !116, !DIExpression(), !104, ptr %2, !DIExpression(), !354)
    #dbg_value(ptr @.str.11, !123, !DIExpression(), !354)
    #dbg_value(i64 %210, !124, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !354)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #3, !dbg !356
    #dbg_value(i32 47, !125, !DIExpression(), !354)
  %217 = getelementptr inbounds i8, ptr %2, i64 47, !dbg !357
  store i8 0, ptr %217, align 1, !dbg !358, !tbaa !134
  %218 = icmp eq i64 %210, 0, !dbg !359
  br i1 %218, label %221, label %219, !dbg !360

219:                                              ; preds = %216
  %220 = zext i64 %210 to i128
    #dbg_value(i128 %220, !124, !DIExpression(), !354)
  br label %223, !dbg !361

221:                                              ; preds = %216
    #dbg_value(i32 46, !125, !DIExpression(), !354)
  %222 = getelementptr inbounds i8, ptr %2, i64 46, !dbg !362
  store i8 48, ptr %222, align 2, !dbg !363, !tbaa !134
    #dbg_value(i64 %210, !124, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !354)
  br label %238, !dbg !361

223:                                              ; preds = %219, %223
  %224 = phi i64 [ %232, %223 ], [ 47, %219 ]
  %225 = phi i128 [ %227, %223 ], [ %220, %219 ]
    #dbg_value(i64 %224, !125, !DIExpression(), !354)
    #dbg_value(i128 %225, !124, !DIExpression(), !354)
  %226 = freeze i128 %225, !dbg !364
  %227 = udiv i128 %226, 10, !dbg !364
  %228 = mul i128 %227, 10, !dbg !365
  %229 = sub i128 %226, %228, !dbg !365
  %230 = trunc nuw nsw i128 %229 to i8, !dbg !366
  %231 = or disjoint i8 %230, 48, !dbg !367
  %232 = add nsw i64 %224, -1, !dbg !368
    #dbg_value(i64 %232, !125, !DIExpression(), !354)
  %233 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %232, !dbg !369
  store i8 %231, ptr %233, align 1, !dbg !370, !tbaa !134
    #dbg_value(i128 %227, !124, !DIExpression(), !354)
  %234 = icmp ult i128 %225, 10, !dbg !361
  br i1 %234, label %235, label %223, !dbg !361, !llvm.loop !371

235:                                              ; preds = %223
  %236 = shl i64 %232, 32, !dbg !373
  %237 = ashr exact i64 %236, 32, !dbg !373
  br label %238, !dbg !373

238:                                              ; preds = %221, %235
  %239 = phi i64 [ %237, %235 ], [ 46, %221 ], !dbg !354
  %240 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %239, !dbg !373
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.11, ptr noundef nonnull %240), !dbg !374
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #3, !dbg !375
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !376
    #dbg_value(double 0x47723456789ABCDF, !101, !DIExpression(), !171)
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x413713AE1340949F, i64 noundef 81985529216486896), !dbg !377
    #dbg_value(i128 1499999999999999889089448902656, !102, !DIExpression(), !171)
    #dbg_assign(i1 undef, !116, !DIExpression(), !103, ptr %1, !DIExpression(), !378)
    #dbg_value(ptr @.str.14, !123, !DIExpression(), !378)
    #dbg_value(i128 1499999999999999889089448902656, !124, !DIExpression(), !378)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #3, !dbg !380
    #dbg_value(i32 47, !125, !DIExpression(), !378)
  %244 = getelementptr inbounds i8, ptr %1, i64 47, !dbg !381
  store i8 0, ptr %244, align 1, !dbg !382, !tbaa !134
  br label %245

245:                                              ; preds = %257, %238
  %246 = phi i64 [ 47, %238 ], [ %261, %257 ]
  %247 = phi i128 [ 1499999999999999889089448902656, %238 ], [ %263, %257 ]
    #dbg_value(i64 %246, !125, !DIExpression(), !378)
    #dbg_value(i128 %247, !124, !DIExpression(), !378)
  %248 = freeze i128 %247, !dbg !383
  %249 = udiv i128 %248, 10, !dbg !383
  %250 = mul i128 %249, 10, !dbg !384
  %251 = sub i128 %248, %250, !dbg !384
  %252 = trunc nuw nsw i128 %251 to i8, !dbg !385
  %253 = or disjoint i8 %252, 48, !dbg !386
  %254 = add nsw i64 %246, -1, !dbg !387
    #dbg_value(i64 %254, !125, !DIExpression(), !378)
  %255 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %254, !dbg !388
  store i8 %253, ptr %255, align 1, !dbg !389, !tbaa !134
    #dbg_value(i128 poison, !124, !DIExpression(), !378)
  %256 = icmp ult i128 %247, 10, !dbg !390
  br i1 %256, label %264, label %257, !dbg !390, !llvm.loop !391

257:                                              ; preds = %245
    #dbg_value(i128 %249, !124, !DIExpression(), !378)
    #dbg_value(i64 %254, !125, !DIExpression(), !378)
    #dbg_value(i128 %249, !124, !DIExpression(), !378)
  %258 = urem i128 %249, 10, !dbg !384
  %259 = trunc nuw nsw i128 %258 to i8, !dbg !385
  %260 = or disjoint i8 %259, 48, !dbg !386
  %261 = add nsw i64 %246, -2, !dbg !387
    #dbg_value(i64 %261, !125, !DIExpression(), !378)
  %262 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %261, !dbg !388
  store i8 %260, ptr %262, align 1, !dbg !389, !tbaa !134
  %263 = udiv i128 %247, 100, !dbg !383
    #dbg_value(i128 %263, !124, !DIExpression(), !378)
  br label %245

264:                                              ; preds = %245
  %265 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !393
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.14, ptr noundef nonnull %265), !dbg !394
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #3, !dbg !395
  ret i32 0, !dbg !396
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !397 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !402 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!80, !81, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/int128.c", directory: ".", checksumkind: CSK_MD5, checksum: "9fbd6d0658570fd6dbae9e37bb54737f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 22)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 37)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 9)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !28, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 25)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !35, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 17)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !42, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 15)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 44)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !49, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 6)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 4)
!69 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !70, globals: !79, splitDebugInlining: false, nameTableKind: None)
!70 = !{!71, !73, !75, !4, !76, !77, !78}
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 4, baseType: !72)
!72 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !2, line: 5, baseType: !74)
!74 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!75 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!76 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!77 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!78 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!79 = !{!0, !7, !12, !14, !16, !21, !26, !31, !33, !38, !40, !45, !47, !52, !57, !59, !64}
!80 = !{i32 7, !"Dwarf Version", i32 5}
!81 = !{i32 2, !"Debug Info Version", i32 3}
!82 = !{i32 1, !"wchar_size", i32 4}
!83 = !{i32 8, !"PIC Level", i32 2}
!84 = !{i32 7, !"PIE Level", i32 2}
!85 = !{i32 7, !"uwtable", i32 2}
!86 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!87 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!88 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !89, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!76}
!91 = !{!92, !93, !94, !95, !96, !97, !98, !100, !101, !102}
!92 = !DILocalVariable(name: "mn", scope: !88, file: !2, line: 51, type: !73)
!93 = !DILocalVariable(name: "a", scope: !88, file: !2, line: 54, type: !71)
!94 = !DILocalVariable(name: "b", scope: !88, file: !2, line: 55, type: !71)
!95 = !DILocalVariable(name: "p", scope: !88, file: !2, line: 56, type: !71)
!96 = !DILocalVariable(name: "sa", scope: !88, file: !2, line: 59, type: !73)
!97 = !DILocalVariable(name: "sb", scope: !88, file: !2, line: 60, type: !73)
!98 = !DILocalVariable(name: "s", scope: !99, file: !2, line: 63, type: !76)
!99 = distinct !DILexicalBlock(scope: !88, file: !2, line: 63, column: 5)
!100 = !DILocalVariable(name: "m", scope: !88, file: !2, line: 67, type: !71)
!101 = !DILocalVariable(name: "d", scope: !88, file: !2, line: 71, type: !75)
!102 = !DILocalVariable(name: "fromd", scope: !88, file: !2, line: 73, type: !71)
!103 = distinct !DIAssignID()
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = distinct !DIAssignID()
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = !DILocalVariable(name: "buf", scope: !117, file: !2, line: 8, type: !126)
!117 = distinct !DISubprogram(name: "print_u128", scope: !2, file: !2, line: 7, type: !118, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !122)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !120, !71}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!122 = !{!123, !124, !116, !125}
!123 = !DILocalVariable(name: "label", arg: 1, scope: !117, file: !2, line: 7, type: !120)
!124 = !DILocalVariable(name: "v", arg: 2, scope: !117, file: !2, line: 7, type: !71)
!125 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 9, type: !76)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 48)
!129 = !DILocation(line: 0, scope: !117, inlinedAt: !130)
!130 = distinct !DILocation(line: 49, column: 5, scope: !88)
!131 = !DILocation(line: 8, column: 5, scope: !117, inlinedAt: !130)
!132 = !DILocation(line: 10, column: 5, scope: !117, inlinedAt: !130)
!133 = !DILocation(line: 10, column: 12, scope: !117, inlinedAt: !130)
!134 = !{!135, !135, i64 0}
!135 = !{!"omnipotent char", !136, i64 0}
!136 = !{!"Simple C/C++ TBAA"}
!137 = !DILocation(line: 11, column: 9, scope: !117, inlinedAt: !130)
!138 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !130)
!139 = distinct !DILexicalBlock(scope: !117, file: !2, line: 12, column: 15)
!140 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !130)
!141 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !130)
!142 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !130)
!143 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !130)
!144 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !130)
!145 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !130)
!146 = !DILocation(line: 12, column: 5, scope: !117, inlinedAt: !130)
!147 = distinct !{!147, !146, !148, !149}
!148 = !DILocation(line: 12, column: 66, scope: !117, inlinedAt: !130)
!149 = !{!"llvm.loop.mustprogress"}
!150 = !DILocation(line: 13, column: 30, scope: !117, inlinedAt: !130)
!151 = !DILocation(line: 13, column: 5, scope: !117, inlinedAt: !130)
!152 = !DILocation(line: 14, column: 1, scope: !117, inlinedAt: !130)
!153 = !DILocation(line: 0, scope: !117, inlinedAt: !154)
!154 = distinct !DILocation(line: 50, column: 5, scope: !88)
!155 = !DILocation(line: 8, column: 5, scope: !117, inlinedAt: !154)
!156 = !DILocation(line: 10, column: 5, scope: !117, inlinedAt: !154)
!157 = !DILocation(line: 10, column: 12, scope: !117, inlinedAt: !154)
!158 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !154)
!159 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !154)
!160 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !154)
!161 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !154)
!162 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !154)
!163 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !154)
!164 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !154)
!165 = !DILocation(line: 12, column: 5, scope: !117, inlinedAt: !154)
!166 = distinct !{!166, !165, !167, !149}
!167 = !DILocation(line: 12, column: 66, scope: !117, inlinedAt: !154)
!168 = !DILocation(line: 13, column: 30, scope: !117, inlinedAt: !154)
!169 = !DILocation(line: 13, column: 5, scope: !117, inlinedAt: !154)
!170 = !DILocation(line: 14, column: 1, scope: !117, inlinedAt: !154)
!171 = !DILocation(line: 0, scope: !88)
!172 = !DILocalVariable(name: "l", scope: !173, file: !2, line: 18, type: !181)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 17, column: 16)
!174 = distinct !DILexicalBlock(scope: !175, file: !2, line: 17, column: 9)
!175 = distinct !DISubprogram(name: "print_i128", scope: !2, file: !2, line: 16, type: !176, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{null, !120, !73}
!178 = !{!179, !180, !172}
!179 = !DILocalVariable(name: "label", arg: 1, scope: !175, file: !2, line: 16, type: !120)
!180 = !DILocalVariable(name: "v", arg: 2, scope: !175, file: !2, line: 16, type: !73)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: 64)
!184 = !DILocation(line: 0, scope: !173, inlinedAt: !185)
!185 = distinct !DILocation(line: 52, column: 5, scope: !88)
!186 = !DILocation(line: 0, scope: !175, inlinedAt: !185)
!187 = !DILocation(line: 18, column: 9, scope: !173, inlinedAt: !185)
!188 = !DILocation(line: 19, column: 9, scope: !173, inlinedAt: !185)
!189 = !DILocation(line: 0, scope: !117, inlinedAt: !190)
!190 = distinct !DILocation(line: 20, column: 9, scope: !173, inlinedAt: !185)
!191 = !DILocation(line: 8, column: 5, scope: !117, inlinedAt: !190)
!192 = !DILocation(line: 10, column: 5, scope: !117, inlinedAt: !190)
!193 = !DILocation(line: 10, column: 12, scope: !117, inlinedAt: !190)
!194 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !190)
!195 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !190)
!196 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !190)
!197 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !190)
!198 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !190)
!199 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !190)
!200 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !190)
!201 = !DILocation(line: 12, column: 5, scope: !117, inlinedAt: !190)
!202 = distinct !{!202, !201, !203, !149}
!203 = !DILocation(line: 12, column: 66, scope: !117, inlinedAt: !190)
!204 = !DILocation(line: 13, column: 30, scope: !117, inlinedAt: !190)
!205 = !DILocation(line: 13, column: 5, scope: !117, inlinedAt: !190)
!206 = !DILocation(line: 14, column: 1, scope: !117, inlinedAt: !190)
!207 = !DILocation(line: 21, column: 5, scope: !174, inlinedAt: !185)
!208 = !DILocation(line: 0, scope: !173, inlinedAt: !209)
!209 = distinct !DILocation(line: 53, column: 5, scope: !88)
!210 = !DILocation(line: 0, scope: !175, inlinedAt: !209)
!211 = !DILocation(line: 18, column: 9, scope: !173, inlinedAt: !209)
!212 = !DILocation(line: 19, column: 9, scope: !173, inlinedAt: !209)
!213 = !DILocation(line: 0, scope: !117, inlinedAt: !214)
!214 = distinct !DILocation(line: 20, column: 9, scope: !173, inlinedAt: !209)
!215 = !DILocation(line: 8, column: 5, scope: !117, inlinedAt: !214)
!216 = !DILocation(line: 10, column: 5, scope: !117, inlinedAt: !214)
!217 = !DILocation(line: 10, column: 12, scope: !117, inlinedAt: !214)
!218 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !214)
!219 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !214)
!220 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !214)
!221 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !214)
!222 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !214)
!223 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !214)
!224 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !214)
!225 = !DILocation(line: 12, column: 5, scope: !117, inlinedAt: !214)
!226 = distinct !{!226, !225, !227, !149}
!227 = !DILocation(line: 12, column: 66, scope: !117, inlinedAt: !214)
!228 = !DILocation(line: 13, column: 30, scope: !117, inlinedAt: !214)
!229 = !DILocation(line: 13, column: 5, scope: !117, inlinedAt: !214)
!230 = !DILocation(line: 14, column: 1, scope: !117, inlinedAt: !214)
!231 = !DILocation(line: 21, column: 5, scope: !174, inlinedAt: !209)
!232 = !DILocation(line: 57, column: 5, scope: !88)
!233 = !DILocation(line: 58, column: 5, scope: !88)
!234 = !DILocation(line: 0, scope: !173, inlinedAt: !235)
!235 = distinct !DILocation(line: 61, column: 5, scope: !88)
!236 = !DILocation(line: 0, scope: !175, inlinedAt: !235)
!237 = !DILocation(line: 18, column: 9, scope: !173, inlinedAt: !235)
!238 = !DILocation(line: 19, column: 9, scope: !173, inlinedAt: !235)
!239 = !DILocation(line: 0, scope: !117, inlinedAt: !240)
!240 = distinct !DILocation(line: 20, column: 9, scope: !173, inlinedAt: !235)
!241 = !DILocation(line: 8, column: 5, scope: !117, inlinedAt: !240)
!242 = !DILocation(line: 10, column: 5, scope: !117, inlinedAt: !240)
!243 = !DILocation(line: 10, column: 12, scope: !117, inlinedAt: !240)
!244 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !240)
!245 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !240)
!246 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !240)
!247 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !240)
!248 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !240)
!249 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !240)
!250 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !240)
!251 = !DILocation(line: 12, column: 5, scope: !117, inlinedAt: !240)
!252 = distinct !{!252, !251, !253, !149}
!253 = !DILocation(line: 12, column: 66, scope: !117, inlinedAt: !240)
!254 = !DILocation(line: 13, column: 30, scope: !117, inlinedAt: !240)
!255 = !DILocation(line: 13, column: 5, scope: !117, inlinedAt: !240)
!256 = !DILocation(line: 14, column: 1, scope: !117, inlinedAt: !240)
!257 = !DILocation(line: 21, column: 5, scope: !174, inlinedAt: !235)
!258 = !DILocation(line: 0, scope: !173, inlinedAt: !259)
!259 = distinct !DILocation(line: 62, column: 5, scope: !88)
!260 = !DILocation(line: 0, scope: !175, inlinedAt: !259)
!261 = !DILocation(line: 18, column: 9, scope: !173, inlinedAt: !259)
!262 = !DILocation(line: 19, column: 9, scope: !173, inlinedAt: !259)
!263 = !DILocation(line: 0, scope: !117, inlinedAt: !264)
!264 = distinct !DILocation(line: 20, column: 9, scope: !173, inlinedAt: !259)
!265 = !DILocation(line: 8, column: 5, scope: !117, inlinedAt: !264)
!266 = !DILocation(line: 10, column: 5, scope: !117, inlinedAt: !264)
!267 = !DILocation(line: 10, column: 12, scope: !117, inlinedAt: !264)
!268 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !264)
!269 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !264)
!270 = !DILocation(line: 13, column: 5, scope: !117, inlinedAt: !264)
!271 = !DILocation(line: 14, column: 1, scope: !117, inlinedAt: !264)
!272 = !DILocation(line: 21, column: 5, scope: !174, inlinedAt: !259)
!273 = !DILocation(line: 0, scope: !99)
!274 = !DILocation(line: 64, column: 9, scope: !275)
!275 = distinct !DILexicalBlock(scope: !276, file: !2, line: 63, column: 39)
!276 = distinct !DILexicalBlock(scope: !99, file: !2, line: 63, column: 5)
!277 = !DILocation(line: 65, column: 9, scope: !275)
!278 = !DILocation(line: 37, column: 5, scope: !279, inlinedAt: !287)
!279 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 34, type: !280, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !282)
!280 = !DISubroutineType(types: !281)
!281 = !{!71, !71, !71, !71}
!282 = !{!283, !284, !285, !286}
!283 = !DILocalVariable(name: "b", arg: 1, scope: !279, file: !2, line: 34, type: !71)
!284 = !DILocalVariable(name: "e", arg: 2, scope: !279, file: !2, line: 34, type: !71)
!285 = !DILocalVariable(name: "m", arg: 3, scope: !279, file: !2, line: 34, type: !71)
!286 = !DILocalVariable(name: "r", scope: !279, file: !2, line: 35, type: !71)
!287 = distinct !DILocation(line: 68, column: 36, scope: !88)
!288 = !DILocation(line: 0, scope: !279, inlinedAt: !287)
!289 = !DILocation(line: 38, column: 15, scope: !290, inlinedAt: !287)
!290 = distinct !DILexicalBlock(scope: !291, file: !2, line: 38, column: 13)
!291 = distinct !DILexicalBlock(scope: !279, file: !2, line: 37, column: 15)
!292 = !DILocation(line: 38, column: 13, scope: !291, inlinedAt: !287)
!293 = !DILocalVariable(name: "a", arg: 1, scope: !294, file: !2, line: 32, type: !71)
!294 = distinct !DISubprogram(name: "mulmod", scope: !2, file: !2, line: 32, type: !280, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !295)
!295 = !{!293, !296, !297}
!296 = !DILocalVariable(name: "b", arg: 2, scope: !294, file: !2, line: 32, type: !71)
!297 = !DILocalVariable(name: "m", arg: 3, scope: !294, file: !2, line: 32, type: !71)
!298 = !DILocation(line: 0, scope: !294, inlinedAt: !299)
!299 = distinct !DILocation(line: 38, column: 24, scope: !290, inlinedAt: !287)
!300 = !DILocation(line: 32, column: 56, scope: !294, inlinedAt: !299)
!301 = !DILocation(line: 32, column: 61, scope: !294, inlinedAt: !299)
!302 = !DILocation(line: 32, column: 46, scope: !294, inlinedAt: !299)
!303 = !DILocation(line: 38, column: 20, scope: !290, inlinedAt: !287)
!304 = !DILocation(line: 0, scope: !294, inlinedAt: !305)
!305 = distinct !DILocation(line: 39, column: 13, scope: !291, inlinedAt: !287)
!306 = !DILocation(line: 32, column: 56, scope: !294, inlinedAt: !305)
!307 = !DILocation(line: 32, column: 61, scope: !294, inlinedAt: !305)
!308 = !DILocation(line: 32, column: 46, scope: !294, inlinedAt: !305)
!309 = !DILocation(line: 40, column: 11, scope: !291, inlinedAt: !287)
!310 = distinct !{!310, !278, !311, !149}
!311 = !DILocation(line: 41, column: 5, scope: !279, inlinedAt: !287)
!312 = !DILocation(line: 0, scope: !117, inlinedAt: !313)
!313 = distinct !DILocation(line: 68, column: 5, scope: !88)
!314 = !DILocation(line: 8, column: 5, scope: !117, inlinedAt: !313)
!315 = !DILocation(line: 10, column: 5, scope: !117, inlinedAt: !313)
!316 = !DILocation(line: 10, column: 12, scope: !117, inlinedAt: !313)
!317 = !DILocation(line: 11, column: 11, scope: !318, inlinedAt: !313)
!318 = distinct !DILexicalBlock(scope: !117, file: !2, line: 11, column: 9)
!319 = !DILocation(line: 11, column: 9, scope: !117, inlinedAt: !313)
!320 = !DILocation(line: 12, column: 5, scope: !117, inlinedAt: !313)
!321 = !DILocation(line: 11, column: 17, scope: !318, inlinedAt: !313)
!322 = !DILocation(line: 11, column: 26, scope: !318, inlinedAt: !313)
!323 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !313)
!324 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !313)
!325 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !313)
!326 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !313)
!327 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !313)
!328 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !313)
!329 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !313)
!330 = distinct !{!330, !320, !331, !149}
!331 = !DILocation(line: 12, column: 66, scope: !117, inlinedAt: !313)
!332 = !DILocation(line: 13, column: 30, scope: !117, inlinedAt: !313)
!333 = !DILocation(line: 13, column: 5, scope: !117, inlinedAt: !313)
!334 = !DILocation(line: 14, column: 1, scope: !117, inlinedAt: !313)
!335 = !DILocation(line: 0, scope: !279, inlinedAt: !336)
!336 = distinct !DILocation(line: 69, column: 36, scope: !88)
!337 = !DILocation(line: 37, column: 5, scope: !279, inlinedAt: !336)
!338 = !DILocation(line: 38, column: 15, scope: !290, inlinedAt: !336)
!339 = !DILocation(line: 38, column: 13, scope: !291, inlinedAt: !336)
!340 = !DILocation(line: 0, scope: !294, inlinedAt: !341)
!341 = distinct !DILocation(line: 38, column: 24, scope: !290, inlinedAt: !336)
!342 = !DILocation(line: 32, column: 56, scope: !294, inlinedAt: !341)
!343 = !DILocation(line: 32, column: 61, scope: !294, inlinedAt: !341)
!344 = !DILocation(line: 32, column: 46, scope: !294, inlinedAt: !341)
!345 = !DILocation(line: 38, column: 20, scope: !290, inlinedAt: !336)
!346 = !DILocation(line: 0, scope: !294, inlinedAt: !347)
!347 = distinct !DILocation(line: 39, column: 13, scope: !291, inlinedAt: !336)
!348 = !DILocation(line: 32, column: 56, scope: !294, inlinedAt: !347)
!349 = !DILocation(line: 32, column: 61, scope: !294, inlinedAt: !347)
!350 = !DILocation(line: 32, column: 46, scope: !294, inlinedAt: !347)
!351 = !DILocation(line: 40, column: 11, scope: !291, inlinedAt: !336)
!352 = distinct !{!352, !337, !353, !149}
!353 = !DILocation(line: 41, column: 5, scope: !279, inlinedAt: !336)
!354 = !DILocation(line: 0, scope: !117, inlinedAt: !355)
!355 = distinct !DILocation(line: 69, column: 5, scope: !88)
!356 = !DILocation(line: 8, column: 5, scope: !117, inlinedAt: !355)
!357 = !DILocation(line: 10, column: 5, scope: !117, inlinedAt: !355)
!358 = !DILocation(line: 10, column: 12, scope: !117, inlinedAt: !355)
!359 = !DILocation(line: 11, column: 11, scope: !318, inlinedAt: !355)
!360 = !DILocation(line: 11, column: 9, scope: !117, inlinedAt: !355)
!361 = !DILocation(line: 12, column: 5, scope: !117, inlinedAt: !355)
!362 = !DILocation(line: 11, column: 17, scope: !318, inlinedAt: !355)
!363 = !DILocation(line: 11, column: 26, scope: !318, inlinedAt: !355)
!364 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !355)
!365 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !355)
!366 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !355)
!367 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !355)
!368 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !355)
!369 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !355)
!370 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !355)
!371 = distinct !{!371, !361, !372, !149}
!372 = !DILocation(line: 12, column: 66, scope: !117, inlinedAt: !355)
!373 = !DILocation(line: 13, column: 30, scope: !117, inlinedAt: !355)
!374 = !DILocation(line: 13, column: 5, scope: !117, inlinedAt: !355)
!375 = !DILocation(line: 14, column: 1, scope: !117, inlinedAt: !355)
!376 = !DILocation(line: 70, column: 5, scope: !88)
!377 = !DILocation(line: 72, column: 5, scope: !88)
!378 = !DILocation(line: 0, scope: !117, inlinedAt: !379)
!379 = distinct !DILocation(line: 74, column: 5, scope: !88)
!380 = !DILocation(line: 8, column: 5, scope: !117, inlinedAt: !379)
!381 = !DILocation(line: 10, column: 5, scope: !117, inlinedAt: !379)
!382 = !DILocation(line: 10, column: 12, scope: !117, inlinedAt: !379)
!383 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !379)
!384 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !379)
!385 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !379)
!386 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !379)
!387 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !379)
!388 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !379)
!389 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !379)
!390 = !DILocation(line: 12, column: 5, scope: !117, inlinedAt: !379)
!391 = distinct !{!391, !390, !392, !149}
!392 = !DILocation(line: 12, column: 66, scope: !117, inlinedAt: !379)
!393 = !DILocation(line: 13, column: 30, scope: !117, inlinedAt: !379)
!394 = !DILocation(line: 13, column: 5, scope: !117, inlinedAt: !379)
!395 = !DILocation(line: 14, column: 1, scope: !117, inlinedAt: !379)
!396 = !DILocation(line: 75, column: 5, scope: !88)
!397 = !DISubprogram(name: "printf", scope: !398, file: !398, line: 356, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!399 = !DISubroutineType(types: !400)
!400 = !{!76, !401, null}
!401 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !120)
!402 = !DISubprogram(name: "snprintf", scope: !398, file: !398, line: 378, type: !403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubroutineType(types: !404)
!404 = !{!76, !405, !407, !401, null}
!405 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !406)
!406 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!407 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !408, line: 18, baseType: !409)
!408 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!409 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
