; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !89 {
  %1 = alloca [48 x i8], align 1, !DIAssignID !104
  %2 = alloca [48 x i8], align 1, !DIAssignID !105
  %3 = alloca [48 x i8], align 1, !DIAssignID !106
  %4 = alloca [48 x i8], align 1, !DIAssignID !107
  %5 = alloca [64 x i8], align 1, !DIAssignID !108
  %6 = alloca [48 x i8], align 1, !DIAssignID !109
  %7 = alloca [64 x i8], align 1, !DIAssignID !110
  %8 = alloca [48 x i8], align 1, !DIAssignID !111
  %9 = alloca [64 x i8], align 1, !DIAssignID !112
  %10 = alloca [48 x i8], align 1, !DIAssignID !113
  %11 = alloca [64 x i8], align 1, !DIAssignID !114
  %12 = alloca [48 x i8], align 1, !DIAssignID !115
  %13 = alloca [48 x i8], align 1, !DIAssignID !116
    #dbg_assign(i1 undef, !117, !DIExpression(), !116, ptr %13, !DIExpression(), !130)
    #dbg_value(ptr @.str, !124, !DIExpression(), !130)
    #dbg_value(i128 265252859812191058636308480000000, !125, !DIExpression(), !130)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #3, !dbg !132
    #dbg_value(i32 47, !126, !DIExpression(), !130)
  %14 = getelementptr inbounds i8, ptr %13, i64 47, !dbg !133
  store i8 0, ptr %14, align 1, !dbg !134, !tbaa !135
  br label %15

15:                                               ; preds = %15, %0
  %16 = phi i64 [ %24, %15 ], [ 47, %0 ]
  %17 = phi i128 [ %19, %15 ], [ 265252859812191058636308480000000, %0 ]
    #dbg_value(i64 %16, !126, !DIExpression(), !130)
    #dbg_value(i128 %17, !125, !DIExpression(), !130)
  %18 = freeze i128 %17, !dbg !138
  %19 = udiv i128 %18, 10, !dbg !138
  %20 = mul i128 %19, 10, !dbg !140
  %21 = sub i128 %18, %20, !dbg !140
  %22 = trunc nuw nsw i128 %21 to i8, !dbg !141
  %23 = or disjoint i8 %22, 48, !dbg !142
  %24 = add nsw i64 %16, -1, !dbg !143
    #dbg_value(i64 %24, !126, !DIExpression(), !130)
  %25 = getelementptr inbounds [48 x i8], ptr %13, i64 0, i64 %24, !dbg !144
  store i8 %23, ptr %25, align 1, !dbg !145, !tbaa !135
    #dbg_value(i128 %19, !125, !DIExpression(), !130)
  %26 = icmp ult i128 %17, 10, !dbg !146
  br i1 %26, label %27, label %15, !dbg !146, !llvm.loop !147

27:                                               ; preds = %15
  %28 = getelementptr inbounds i8, ptr %13, i64 14, !dbg !150
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str, ptr noundef nonnull %28), !dbg !151
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #3, !dbg !152
    #dbg_assign(i1 undef, !117, !DIExpression(), !115, ptr %12, !DIExpression(), !153)
    #dbg_value(ptr @.str.1, !124, !DIExpression(), !153)
    #dbg_value(i128 -1, !125, !DIExpression(), !153)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #3, !dbg !155
    #dbg_value(i32 47, !126, !DIExpression(), !153)
  %30 = getelementptr inbounds i8, ptr %12, i64 47, !dbg !156
  store i8 0, ptr %30, align 1, !dbg !157, !tbaa !135
  br label %31

31:                                               ; preds = %31, %27
  %32 = phi i64 [ %40, %31 ], [ 47, %27 ]
  %33 = phi i128 [ %35, %31 ], [ -1, %27 ]
    #dbg_value(i64 %32, !126, !DIExpression(), !153)
    #dbg_value(i128 %33, !125, !DIExpression(), !153)
  %34 = freeze i128 %33, !dbg !158
  %35 = udiv i128 %34, 10, !dbg !158
  %36 = mul i128 %35, 10, !dbg !159
  %37 = sub i128 %34, %36, !dbg !159
  %38 = trunc nuw nsw i128 %37 to i8, !dbg !160
  %39 = or disjoint i8 %38, 48, !dbg !161
  %40 = add nsw i64 %32, -1, !dbg !162
    #dbg_value(i64 %40, !126, !DIExpression(), !153)
  %41 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %40, !dbg !163
  store i8 %39, ptr %41, align 1, !dbg !164, !tbaa !135
    #dbg_value(i128 %35, !125, !DIExpression(), !153)
  %42 = icmp ult i128 %33, 10, !dbg !165
  br i1 %42, label %43, label %31, !dbg !165, !llvm.loop !166

43:                                               ; preds = %31
  %44 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !168
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.1, ptr noundef nonnull %44), !dbg !169
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #3, !dbg !170
    #dbg_value(i128 -170141183460469231731687303715884105728, !93, !DIExpression(), !171)
    #dbg_assign(i1 undef, !172, !DIExpression(), !114, ptr %11, !DIExpression(), !184)
    #dbg_value(ptr @.str.2, !179, !DIExpression(), !186)
    #dbg_value(i128 -170141183460469231731687303715884105728, !180, !DIExpression(), !186)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #3, !dbg !187
  %46 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.2) #3, !dbg !188
    #dbg_assign(i1 undef, !117, !DIExpression(), !113, ptr %10, !DIExpression(), !189)
    #dbg_value(ptr %11, !124, !DIExpression(), !189)
    #dbg_value(!DIArgList(i128 0, i128 -170141183460469231731687303715884105728), !125, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !189)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #3, !dbg !191
    #dbg_value(i32 47, !126, !DIExpression(), !189)
  %47 = getelementptr inbounds i8, ptr %10, i64 47, !dbg !192
  store i8 0, ptr %47, align 1, !dbg !193, !tbaa !135
    #dbg_value(i128 -170141183460469231731687303715884105728, !125, !DIExpression(), !189)
  br label %48, !dbg !194

48:                                               ; preds = %48, %43
  %49 = phi i64 [ %57, %48 ], [ 47, %43 ]
  %50 = phi i128 [ %52, %48 ], [ -170141183460469231731687303715884105728, %43 ]
    #dbg_value(i64 %49, !126, !DIExpression(), !189)
    #dbg_value(i128 %50, !125, !DIExpression(), !189)
  %51 = freeze i128 %50, !dbg !195
  %52 = udiv i128 %51, 10, !dbg !195
  %53 = mul i128 %52, 10, !dbg !196
  %54 = sub i128 %51, %53, !dbg !196
  %55 = trunc nuw nsw i128 %54 to i8, !dbg !197
  %56 = or disjoint i8 %55, 48, !dbg !198
  %57 = add nsw i64 %49, -1, !dbg !199
    #dbg_value(i64 %57, !126, !DIExpression(), !189)
  %58 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %57, !dbg !200
  store i8 %56, ptr %58, align 1, !dbg !201, !tbaa !135
    #dbg_value(i128 %52, !125, !DIExpression(), !189)
  %59 = icmp ult i128 %50, 10, !dbg !194
  br i1 %59, label %60, label %48, !dbg !194, !llvm.loop !202

60:                                               ; preds = %48
  %61 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !204
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %11, ptr noundef nonnull %61), !dbg !205
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #3, !dbg !206
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #3, !dbg !207
    #dbg_assign(i1 undef, !172, !DIExpression(), !112, ptr %9, !DIExpression(), !208)
    #dbg_value(ptr @.str.3, !179, !DIExpression(), !210)
    #dbg_value(i128 -123456789876543201086419746, !180, !DIExpression(), !210)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #3, !dbg !211
  %63 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.3) #3, !dbg !212
    #dbg_assign(i1 undef, !117, !DIExpression(), !111, ptr %8, !DIExpression(), !213)
    #dbg_value(ptr %9, !124, !DIExpression(), !213)
    #dbg_value(!DIArgList(i128 0, i128 -123456789876543201086419746), !125, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !213)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #3, !dbg !215
    #dbg_value(i32 47, !126, !DIExpression(), !213)
  %64 = getelementptr inbounds i8, ptr %8, i64 47, !dbg !216
  store i8 0, ptr %64, align 1, !dbg !217, !tbaa !135
    #dbg_value(i128 123456789876543201086419746, !125, !DIExpression(), !213)
  br label %65, !dbg !218

65:                                               ; preds = %65, %60
  %66 = phi i64 [ %74, %65 ], [ 47, %60 ]
  %67 = phi i128 [ %69, %65 ], [ 123456789876543201086419746, %60 ]
    #dbg_value(i64 %66, !126, !DIExpression(), !213)
    #dbg_value(i128 %67, !125, !DIExpression(), !213)
  %68 = freeze i128 %67, !dbg !219
  %69 = udiv i128 %68, 10, !dbg !219
  %70 = mul i128 %69, 10, !dbg !220
  %71 = sub i128 %68, %70, !dbg !220
  %72 = trunc nuw nsw i128 %71 to i8, !dbg !221
  %73 = or disjoint i8 %72, 48, !dbg !222
  %74 = add nsw i64 %66, -1, !dbg !223
    #dbg_value(i64 %74, !126, !DIExpression(), !213)
  %75 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 %74, !dbg !224
  store i8 %73, ptr %75, align 1, !dbg !225, !tbaa !135
    #dbg_value(i128 %69, !125, !DIExpression(), !213)
  %76 = icmp ult i128 %67, 10, !dbg !218
  br i1 %76, label %77, label %65, !dbg !218, !llvm.loop !226

77:                                               ; preds = %65
  %78 = getelementptr inbounds i8, ptr %8, i64 20, !dbg !228
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %9, ptr noundef nonnull %78), !dbg !229
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #3, !dbg !230
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #3, !dbg !231
    #dbg_value(i128 1512366075204170947332355369683137040, !94, !DIExpression(), !171)
    #dbg_value(i128 11400714819323198485, !95, !DIExpression(), !171)
    #dbg_value(i128 -114193586732714884304249050424592049328, !96, !DIExpression(), !171)
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -6190446740976067686, i64 noundef 6139776897334631248), !dbg !232
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 0, i64 noundef 132655372857923333, i64 noundef 7698592701211386535), !dbg !233
    #dbg_value(i128 -1512366075204170947332355369683137040, !97, !DIExpression(), !171)
    #dbg_value(i128 1000000007, !98, !DIExpression(), !171)
    #dbg_assign(i1 undef, !172, !DIExpression(), !110, ptr %7, !DIExpression(), !234)
    #dbg_value(ptr @.str.6, !179, !DIExpression(), !236)
    #dbg_value(i128 -1512366064617608495009095904, !180, !DIExpression(), !236)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #3, !dbg !237
  %82 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.6) #3, !dbg !238
    #dbg_assign(i1 undef, !117, !DIExpression(), !109, ptr %6, !DIExpression(), !239)
    #dbg_value(ptr %7, !124, !DIExpression(), !239)
    #dbg_value(!DIArgList(i128 0, i128 -1512366064617608495009095904), !125, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !239)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #3, !dbg !241
    #dbg_value(i32 47, !126, !DIExpression(), !239)
  %83 = getelementptr inbounds i8, ptr %6, i64 47, !dbg !242
  store i8 0, ptr %83, align 1, !dbg !243, !tbaa !135
    #dbg_value(i128 1512366064617608495009095904, !125, !DIExpression(), !239)
  br label %84, !dbg !244

84:                                               ; preds = %84, %77
  %85 = phi i64 [ %93, %84 ], [ 47, %77 ]
  %86 = phi i128 [ %88, %84 ], [ 1512366064617608495009095904, %77 ]
    #dbg_value(i64 %85, !126, !DIExpression(), !239)
    #dbg_value(i128 %86, !125, !DIExpression(), !239)
  %87 = freeze i128 %86, !dbg !245
  %88 = udiv i128 %87, 10, !dbg !245
  %89 = mul i128 %88, 10, !dbg !246
  %90 = sub i128 %87, %89, !dbg !246
  %91 = trunc nuw nsw i128 %90 to i8, !dbg !247
  %92 = or disjoint i8 %91, 48, !dbg !248
  %93 = add nsw i64 %85, -1, !dbg !249
    #dbg_value(i64 %93, !126, !DIExpression(), !239)
  %94 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 %93, !dbg !250
  store i8 %92, ptr %94, align 1, !dbg !251, !tbaa !135
    #dbg_value(i128 %88, !125, !DIExpression(), !239)
  %95 = icmp ult i128 %86, 10, !dbg !244
  br i1 %95, label %96, label %84, !dbg !244, !llvm.loop !252

96:                                               ; preds = %84
  %97 = getelementptr inbounds i8, ptr %6, i64 19, !dbg !254
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %7, ptr noundef nonnull %97), !dbg !255
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #3, !dbg !256
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #3, !dbg !257
    #dbg_assign(i1 undef, !172, !DIExpression(), !108, ptr %5, !DIExpression(), !258)
    #dbg_value(ptr @.str.7, !179, !DIExpression(), !260)
    #dbg_value(i128 -619465712, !180, !DIExpression(), !260)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #3, !dbg !261
  %99 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.7) #3, !dbg !262
    #dbg_assign(i1 undef, !117, !DIExpression(), !107, ptr %4, !DIExpression(), !263)
    #dbg_value(ptr %5, !124, !DIExpression(), !263)
    #dbg_value(!DIArgList(i128 0, i128 -619465712), !125, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !263)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #3, !dbg !265
    #dbg_value(i32 47, !126, !DIExpression(), !263)
  %100 = getelementptr inbounds i8, ptr %4, i64 47, !dbg !266
  store i8 0, ptr %100, align 1, !dbg !267, !tbaa !135
    #dbg_value(i128 619465712, !125, !DIExpression(), !263)
    #dbg_value(i64 47, !126, !DIExpression(), !263)
    #dbg_value(i128 619465712, !125, !DIExpression(), !263)
    #dbg_value(i64 46, !126, !DIExpression(), !263)
  %101 = getelementptr inbounds i8, ptr %4, i64 46, !dbg !268
  store i8 50, ptr %101, align 1, !dbg !269, !tbaa !135
    #dbg_value(i128 61946571, !125, !DIExpression(), !263)
    #dbg_value(i64 45, !126, !DIExpression(), !263)
    #dbg_value(i128 6194657, !125, !DIExpression(), !263)
    #dbg_value(i64 44, !126, !DIExpression(), !263)
    #dbg_value(i128 619465, !125, !DIExpression(), !263)
    #dbg_value(i64 43, !126, !DIExpression(), !263)
    #dbg_value(i128 61946, !125, !DIExpression(), !263)
    #dbg_value(i64 42, !126, !DIExpression(), !263)
    #dbg_value(i128 6194, !125, !DIExpression(), !263)
    #dbg_value(i64 41, !126, !DIExpression(), !263)
    #dbg_value(i128 619, !125, !DIExpression(), !263)
    #dbg_value(i64 40, !126, !DIExpression(), !263)
    #dbg_value(i128 61, !125, !DIExpression(), !263)
    #dbg_value(i64 39, !126, !DIExpression(), !263)
    #dbg_value(i128 6, !125, !DIExpression(), !263)
    #dbg_value(i64 38, !126, !DIExpression(), !263)
  %102 = getelementptr inbounds i8, ptr %4, i64 38, !dbg !268
  store <8 x i8> <i8 54, i8 49, i8 57, i8 52, i8 54, i8 53, i8 55, i8 49>, ptr %102, align 1, !dbg !269, !tbaa !135
    #dbg_value(i128 0, !125, !DIExpression(), !263)
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %5, ptr noundef nonnull %102), !dbg !270
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #3, !dbg !271
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #3, !dbg !272
    #dbg_value(i32 0, !99, !DIExpression(), !273)
    #dbg_value(i32 0, !99, !DIExpression(), !273)
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i64 noundef 81985529216486895, i64 noundef -81985529216486896), !dbg !274
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0, i64 noundef -81985529216486896, i64 noundef 81985529216486896), !dbg !277
    #dbg_value(i32 37, !99, !DIExpression(), !273)
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 37, i64 noundef 3853319862790607630, i64 noundef -3853319863401447424), !dbg !274
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 37, i64 noundef -596524, i64 noundef -4345233048463664597), !dbg !277
    #dbg_value(i32 74, !99, !DIExpression(), !273)
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 74, i64 noundef 8280538450865176576, i64 noundef 0), !dbg !274
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 74, i64 noundef -1, i64 noundef -80063993375476), !dbg !277
    #dbg_value(i32 111, !99, !DIExpression(), !273)
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 111, i64 noundef 1803691650761883648, i64 noundef 0), !dbg !274
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 111, i64 noundef -1, i64 noundef -583), !dbg !277
    #dbg_value(i32 148, !99, !DIExpression(), !273)
  br label %112, !dbg !278

112:                                              ; preds = %96, %122
  %113 = phi i128 [ %124, %122 ], [ 3, %96 ]
  %114 = phi i128 [ %123, %122 ], [ 1, %96 ]
  %115 = phi i128 [ %125, %122 ], [ 2305843009213693950, %96 ]
  %116 = urem i128 %113, 2305843009213693951, !dbg !288
    #dbg_value(i128 %114, !286, !DIExpression(), !288)
    #dbg_value(i128 %115, !284, !DIExpression(), !288)
  %117 = and i128 %115, 1, !dbg !289
  %118 = icmp eq i128 %117, 0, !dbg !289
  br i1 %118, label %122, label %119, !dbg !292

119:                                              ; preds = %112
    #dbg_value(i128 %114, !293, !DIExpression(), !298)
    #dbg_value(i128 %116, !296, !DIExpression(), !298)
    #dbg_value(i128 2305843009213693951, !297, !DIExpression(), !298)
  %120 = mul nuw nsw i128 %116, %114, !dbg !300
  %121 = urem i128 %120, 2305843009213693951, !dbg !301
    #dbg_value(i128 %121, !286, !DIExpression(), !288)
  br label %122, !dbg !302

122:                                              ; preds = %119, %112
  %123 = phi i128 [ %121, %119 ], [ %114, %112 ], !dbg !288
    #dbg_value(i128 %123, !286, !DIExpression(), !288)
    #dbg_value(i128 %116, !293, !DIExpression(), !303)
    #dbg_value(i128 %116, !296, !DIExpression(), !303)
    #dbg_value(i128 2305843009213693951, !297, !DIExpression(), !303)
  %124 = mul nuw nsw i128 %116, %116, !dbg !305
    #dbg_value(i128 poison, !283, !DIExpression(), !288)
  %125 = lshr i128 %115, 1, !dbg !306
    #dbg_value(i128 %125, !284, !DIExpression(), !288)
    #dbg_value(i128 poison, !283, !DIExpression(), !288)
  %126 = icmp ult i128 %115, 2, !dbg !278
  br i1 %126, label %127, label %112, !dbg !278, !llvm.loop !307

127:                                              ; preds = %122
    #dbg_assign(i1 undef, !117, !DIExpression(), !106, ptr %3, !DIExpression(), !309)
    #dbg_value(ptr @.str.10, !124, !DIExpression(), !309)
    #dbg_value(i128 %123, !125, !DIExpression(), !309)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #3, !dbg !311
    #dbg_value(i32 47, !126, !DIExpression(), !309)
  %128 = getelementptr inbounds i8, ptr %3, i64 47, !dbg !312
  store i8 0, ptr %128, align 1, !dbg !313, !tbaa !135
  %129 = icmp eq i128 %123, 0, !dbg !314
  br i1 %129, label %130, label %132, !dbg !316

130:                                              ; preds = %127
    #dbg_value(i32 46, !126, !DIExpression(), !309)
  %131 = getelementptr inbounds i8, ptr %3, i64 46, !dbg !317
  store i8 48, ptr %131, align 1, !dbg !318, !tbaa !135
    #dbg_value(i128 %123, !125, !DIExpression(), !309)
  br label %147, !dbg !319

132:                                              ; preds = %127, %132
  %133 = phi i64 [ %141, %132 ], [ 47, %127 ]
  %134 = phi i128 [ %136, %132 ], [ %123, %127 ]
    #dbg_value(i64 %133, !126, !DIExpression(), !309)
    #dbg_value(i128 %134, !125, !DIExpression(), !309)
  %135 = freeze i128 %134, !dbg !320
  %136 = udiv i128 %135, 10, !dbg !320
  %137 = mul i128 %136, 10, !dbg !321
  %138 = sub i128 %135, %137, !dbg !321
  %139 = trunc nuw nsw i128 %138 to i8, !dbg !322
  %140 = or disjoint i8 %139, 48, !dbg !323
  %141 = add nsw i64 %133, -1, !dbg !324
    #dbg_value(i64 %141, !126, !DIExpression(), !309)
  %142 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %141, !dbg !325
  store i8 %140, ptr %142, align 1, !dbg !326, !tbaa !135
    #dbg_value(i128 %136, !125, !DIExpression(), !309)
  %143 = icmp ult i128 %134, 10, !dbg !319
  br i1 %143, label %144, label %132, !dbg !319, !llvm.loop !327

144:                                              ; preds = %132
  %145 = shl i64 %141, 32, !dbg !329
  %146 = ashr exact i64 %145, 32, !dbg !329
  br label %147, !dbg !329

147:                                              ; preds = %130, %144
  %148 = phi i64 [ %146, %144 ], [ 46, %130 ], !dbg !309
  %149 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %148, !dbg !329
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.10, ptr noundef nonnull %149), !dbg !330
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #3, !dbg !331
    #dbg_value(i128 7, !283, !DIExpression(), !332)
    #dbg_value(i128 12345, !284, !DIExpression(), !332)
    #dbg_value(i128 2305843009213693951, !285, !DIExpression(), !332)
    #dbg_value(i128 1, !286, !DIExpression(), !332)
    #dbg_value(i128 poison, !283, !DIExpression(), !332)
  br label %151

151:                                              ; preds = %161, %147
  %152 = phi i128 [ %163, %161 ], [ 7, %147 ]
  %153 = phi i128 [ %162, %161 ], [ 1, %147 ]
  %154 = phi i128 [ %164, %161 ], [ 12345, %147 ]
  %155 = urem i128 %152, 2305843009213693951, !dbg !332
    #dbg_value(i128 %153, !286, !DIExpression(), !332)
    #dbg_value(i128 %154, !284, !DIExpression(), !332)
  %156 = and i128 %154, 1, !dbg !334
  %157 = icmp eq i128 %156, 0, !dbg !334
  br i1 %157, label %161, label %158, !dbg !335

158:                                              ; preds = %151
    #dbg_value(i128 %153, !293, !DIExpression(), !336)
    #dbg_value(i128 %155, !296, !DIExpression(), !336)
    #dbg_value(i128 2305843009213693951, !297, !DIExpression(), !336)
  %159 = mul nuw nsw i128 %155, %153, !dbg !338
  %160 = urem i128 %159, 2305843009213693951, !dbg !339
    #dbg_value(i128 %160, !286, !DIExpression(), !332)
  br label %161, !dbg !340

161:                                              ; preds = %158, %151
  %162 = phi i128 [ %160, %158 ], [ %153, %151 ], !dbg !332
    #dbg_value(i128 %162, !286, !DIExpression(), !332)
    #dbg_value(i128 %155, !293, !DIExpression(), !341)
    #dbg_value(i128 %155, !296, !DIExpression(), !341)
    #dbg_value(i128 2305843009213693951, !297, !DIExpression(), !341)
  %163 = mul nuw nsw i128 %155, %155, !dbg !343
    #dbg_value(i128 poison, !283, !DIExpression(), !332)
  %164 = lshr i128 %154, 1, !dbg !344
    #dbg_value(i128 %164, !284, !DIExpression(), !332)
    #dbg_value(i128 poison, !283, !DIExpression(), !332)
  %165 = icmp ult i128 %154, 2, !dbg !345
  br i1 %165, label %166, label %151, !dbg !345, !llvm.loop !346

166:                                              ; preds = %161
    #dbg_assign(i1 undef, !117, !DIExpression(), !105, ptr %2, !DIExpression(), !348)
    #dbg_value(ptr @.str.11, !124, !DIExpression(), !348)
    #dbg_value(i128 %162, !125, !DIExpression(), !348)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #3, !dbg !350
    #dbg_value(i32 47, !126, !DIExpression(), !348)
  %167 = getelementptr inbounds i8, ptr %2, i64 47, !dbg !351
  store i8 0, ptr %167, align 1, !dbg !352, !tbaa !135
  %168 = icmp eq i128 %162, 0, !dbg !353
  br i1 %168, label %169, label %171, !dbg !354

169:                                              ; preds = %166
    #dbg_value(i32 46, !126, !DIExpression(), !348)
  %170 = getelementptr inbounds i8, ptr %2, i64 46, !dbg !355
  store i8 48, ptr %170, align 1, !dbg !356, !tbaa !135
    #dbg_value(i128 %162, !125, !DIExpression(), !348)
  br label %186, !dbg !357

171:                                              ; preds = %166, %171
  %172 = phi i64 [ %180, %171 ], [ 47, %166 ]
  %173 = phi i128 [ %175, %171 ], [ %162, %166 ]
    #dbg_value(i64 %172, !126, !DIExpression(), !348)
    #dbg_value(i128 %173, !125, !DIExpression(), !348)
  %174 = freeze i128 %173, !dbg !358
  %175 = udiv i128 %174, 10, !dbg !358
  %176 = mul i128 %175, 10, !dbg !359
  %177 = sub i128 %174, %176, !dbg !359
  %178 = trunc nuw nsw i128 %177 to i8, !dbg !360
  %179 = or disjoint i8 %178, 48, !dbg !361
  %180 = add nsw i64 %172, -1, !dbg !362
    #dbg_value(i64 %180, !126, !DIExpression(), !348)
  %181 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %180, !dbg !363
  store i8 %179, ptr %181, align 1, !dbg !364, !tbaa !135
    #dbg_value(i128 %175, !125, !DIExpression(), !348)
  %182 = icmp ult i128 %173, 10, !dbg !357
  br i1 %182, label %183, label %171, !dbg !357, !llvm.loop !365

183:                                              ; preds = %171
  %184 = shl i64 %180, 32, !dbg !367
  %185 = ashr exact i64 %184, 32, !dbg !367
  br label %186, !dbg !367

186:                                              ; preds = %169, %183
  %187 = phi i64 [ %185, %183 ], [ 46, %169 ], !dbg !348
  %188 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %187, !dbg !367
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.11, ptr noundef nonnull %188), !dbg !368
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #3, !dbg !369
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !370
    #dbg_value(double 0x47723456789ABCDF, !102, !DIExpression(), !171)
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x413713AE1340949F, i64 noundef 81985529216486896), !dbg !371
    #dbg_value(i128 1499999999999999889089448902656, !103, !DIExpression(), !171)
    #dbg_assign(i1 undef, !117, !DIExpression(), !104, ptr %1, !DIExpression(), !372)
    #dbg_value(ptr @.str.14, !124, !DIExpression(), !372)
    #dbg_value(i128 1499999999999999889089448902656, !125, !DIExpression(), !372)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #3, !dbg !374
    #dbg_value(i32 47, !126, !DIExpression(), !372)
  %192 = getelementptr inbounds i8, ptr %1, i64 47, !dbg !375
  store i8 0, ptr %192, align 1, !dbg !376, !tbaa !135
  br label %193

193:                                              ; preds = %193, %186
  %194 = phi i64 [ %202, %193 ], [ 47, %186 ]
  %195 = phi i128 [ %197, %193 ], [ 1499999999999999889089448902656, %186 ]
    #dbg_value(i64 %194, !126, !DIExpression(), !372)
    #dbg_value(i128 %195, !125, !DIExpression(), !372)
  %196 = freeze i128 %195, !dbg !377
  %197 = udiv i128 %196, 10, !dbg !377
  %198 = mul i128 %197, 10, !dbg !378
  %199 = sub i128 %196, %198, !dbg !378
  %200 = trunc nuw nsw i128 %199 to i8, !dbg !379
  %201 = or disjoint i8 %200, 48, !dbg !380
  %202 = add nsw i64 %194, -1, !dbg !381
    #dbg_value(i64 %202, !126, !DIExpression(), !372)
  %203 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %202, !dbg !382
  store i8 %201, ptr %203, align 1, !dbg !383, !tbaa !135
    #dbg_value(i128 %197, !125, !DIExpression(), !372)
  %204 = icmp ult i128 %195, 10, !dbg !384
  br i1 %204, label %205, label %193, !dbg !384, !llvm.loop !385

205:                                              ; preds = %193
  %206 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !387
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.14, ptr noundef nonnull %206), !dbg !388
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #3, !dbg !389
  ret i32 0, !dbg !390
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !391 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !396 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!80, !81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/int128.c", directory: ".", checksumkind: CSK_MD5, checksum: "9fbd6d0658570fd6dbae9e37bb54737f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!86 = !{i32 7, !"frame-pointer", i32 1}
!87 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !90, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!76}
!92 = !{!93, !94, !95, !96, !97, !98, !99, !101, !102, !103}
!93 = !DILocalVariable(name: "mn", scope: !89, file: !2, line: 51, type: !73)
!94 = !DILocalVariable(name: "a", scope: !89, file: !2, line: 54, type: !71)
!95 = !DILocalVariable(name: "b", scope: !89, file: !2, line: 55, type: !71)
!96 = !DILocalVariable(name: "p", scope: !89, file: !2, line: 56, type: !71)
!97 = !DILocalVariable(name: "sa", scope: !89, file: !2, line: 59, type: !73)
!98 = !DILocalVariable(name: "sb", scope: !89, file: !2, line: 60, type: !73)
!99 = !DILocalVariable(name: "s", scope: !100, file: !2, line: 63, type: !76)
!100 = distinct !DILexicalBlock(scope: !89, file: !2, line: 63, column: 5)
!101 = !DILocalVariable(name: "m", scope: !89, file: !2, line: 67, type: !71)
!102 = !DILocalVariable(name: "d", scope: !89, file: !2, line: 71, type: !75)
!103 = !DILocalVariable(name: "fromd", scope: !89, file: !2, line: 73, type: !71)
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
!116 = distinct !DIAssignID()
!117 = !DILocalVariable(name: "buf", scope: !118, file: !2, line: 8, type: !127)
!118 = distinct !DISubprogram(name: "print_u128", scope: !2, file: !2, line: 7, type: !119, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !123)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !121, !71}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!123 = !{!124, !125, !117, !126}
!124 = !DILocalVariable(name: "label", arg: 1, scope: !118, file: !2, line: 7, type: !121)
!125 = !DILocalVariable(name: "v", arg: 2, scope: !118, file: !2, line: 7, type: !71)
!126 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 9, type: !76)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 48)
!130 = !DILocation(line: 0, scope: !118, inlinedAt: !131)
!131 = distinct !DILocation(line: 49, column: 5, scope: !89)
!132 = !DILocation(line: 8, column: 5, scope: !118, inlinedAt: !131)
!133 = !DILocation(line: 10, column: 5, scope: !118, inlinedAt: !131)
!134 = !DILocation(line: 10, column: 12, scope: !118, inlinedAt: !131)
!135 = !{!136, !136, i64 0}
!136 = !{!"omnipotent char", !137, i64 0}
!137 = !{!"Simple C/C++ TBAA"}
!138 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !131)
!139 = distinct !DILexicalBlock(scope: !118, file: !2, line: 12, column: 15)
!140 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !131)
!141 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !131)
!142 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !131)
!143 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !131)
!144 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !131)
!145 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !131)
!146 = !DILocation(line: 12, column: 5, scope: !118, inlinedAt: !131)
!147 = distinct !{!147, !146, !148, !149}
!148 = !DILocation(line: 12, column: 66, scope: !118, inlinedAt: !131)
!149 = !{!"llvm.loop.mustprogress"}
!150 = !DILocation(line: 13, column: 30, scope: !118, inlinedAt: !131)
!151 = !DILocation(line: 13, column: 5, scope: !118, inlinedAt: !131)
!152 = !DILocation(line: 14, column: 1, scope: !118, inlinedAt: !131)
!153 = !DILocation(line: 0, scope: !118, inlinedAt: !154)
!154 = distinct !DILocation(line: 50, column: 5, scope: !89)
!155 = !DILocation(line: 8, column: 5, scope: !118, inlinedAt: !154)
!156 = !DILocation(line: 10, column: 5, scope: !118, inlinedAt: !154)
!157 = !DILocation(line: 10, column: 12, scope: !118, inlinedAt: !154)
!158 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !154)
!159 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !154)
!160 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !154)
!161 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !154)
!162 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !154)
!163 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !154)
!164 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !154)
!165 = !DILocation(line: 12, column: 5, scope: !118, inlinedAt: !154)
!166 = distinct !{!166, !165, !167, !149}
!167 = !DILocation(line: 12, column: 66, scope: !118, inlinedAt: !154)
!168 = !DILocation(line: 13, column: 30, scope: !118, inlinedAt: !154)
!169 = !DILocation(line: 13, column: 5, scope: !118, inlinedAt: !154)
!170 = !DILocation(line: 14, column: 1, scope: !118, inlinedAt: !154)
!171 = !DILocation(line: 0, scope: !89)
!172 = !DILocalVariable(name: "l", scope: !173, file: !2, line: 18, type: !181)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 17, column: 16)
!174 = distinct !DILexicalBlock(scope: !175, file: !2, line: 17, column: 9)
!175 = distinct !DISubprogram(name: "print_i128", scope: !2, file: !2, line: 16, type: !176, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{null, !121, !73}
!178 = !{!179, !180, !172}
!179 = !DILocalVariable(name: "label", arg: 1, scope: !175, file: !2, line: 16, type: !121)
!180 = !DILocalVariable(name: "v", arg: 2, scope: !175, file: !2, line: 16, type: !73)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: 64)
!184 = !DILocation(line: 0, scope: !173, inlinedAt: !185)
!185 = distinct !DILocation(line: 52, column: 5, scope: !89)
!186 = !DILocation(line: 0, scope: !175, inlinedAt: !185)
!187 = !DILocation(line: 18, column: 9, scope: !173, inlinedAt: !185)
!188 = !DILocation(line: 19, column: 9, scope: !173, inlinedAt: !185)
!189 = !DILocation(line: 0, scope: !118, inlinedAt: !190)
!190 = distinct !DILocation(line: 20, column: 9, scope: !173, inlinedAt: !185)
!191 = !DILocation(line: 8, column: 5, scope: !118, inlinedAt: !190)
!192 = !DILocation(line: 10, column: 5, scope: !118, inlinedAt: !190)
!193 = !DILocation(line: 10, column: 12, scope: !118, inlinedAt: !190)
!194 = !DILocation(line: 12, column: 5, scope: !118, inlinedAt: !190)
!195 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !190)
!196 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !190)
!197 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !190)
!198 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !190)
!199 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !190)
!200 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !190)
!201 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !190)
!202 = distinct !{!202, !194, !203, !149}
!203 = !DILocation(line: 12, column: 66, scope: !118, inlinedAt: !190)
!204 = !DILocation(line: 13, column: 30, scope: !118, inlinedAt: !190)
!205 = !DILocation(line: 13, column: 5, scope: !118, inlinedAt: !190)
!206 = !DILocation(line: 14, column: 1, scope: !118, inlinedAt: !190)
!207 = !DILocation(line: 21, column: 5, scope: !174, inlinedAt: !185)
!208 = !DILocation(line: 0, scope: !173, inlinedAt: !209)
!209 = distinct !DILocation(line: 53, column: 5, scope: !89)
!210 = !DILocation(line: 0, scope: !175, inlinedAt: !209)
!211 = !DILocation(line: 18, column: 9, scope: !173, inlinedAt: !209)
!212 = !DILocation(line: 19, column: 9, scope: !173, inlinedAt: !209)
!213 = !DILocation(line: 0, scope: !118, inlinedAt: !214)
!214 = distinct !DILocation(line: 20, column: 9, scope: !173, inlinedAt: !209)
!215 = !DILocation(line: 8, column: 5, scope: !118, inlinedAt: !214)
!216 = !DILocation(line: 10, column: 5, scope: !118, inlinedAt: !214)
!217 = !DILocation(line: 10, column: 12, scope: !118, inlinedAt: !214)
!218 = !DILocation(line: 12, column: 5, scope: !118, inlinedAt: !214)
!219 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !214)
!220 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !214)
!221 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !214)
!222 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !214)
!223 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !214)
!224 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !214)
!225 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !214)
!226 = distinct !{!226, !218, !227, !149}
!227 = !DILocation(line: 12, column: 66, scope: !118, inlinedAt: !214)
!228 = !DILocation(line: 13, column: 30, scope: !118, inlinedAt: !214)
!229 = !DILocation(line: 13, column: 5, scope: !118, inlinedAt: !214)
!230 = !DILocation(line: 14, column: 1, scope: !118, inlinedAt: !214)
!231 = !DILocation(line: 21, column: 5, scope: !174, inlinedAt: !209)
!232 = !DILocation(line: 57, column: 5, scope: !89)
!233 = !DILocation(line: 58, column: 5, scope: !89)
!234 = !DILocation(line: 0, scope: !173, inlinedAt: !235)
!235 = distinct !DILocation(line: 61, column: 5, scope: !89)
!236 = !DILocation(line: 0, scope: !175, inlinedAt: !235)
!237 = !DILocation(line: 18, column: 9, scope: !173, inlinedAt: !235)
!238 = !DILocation(line: 19, column: 9, scope: !173, inlinedAt: !235)
!239 = !DILocation(line: 0, scope: !118, inlinedAt: !240)
!240 = distinct !DILocation(line: 20, column: 9, scope: !173, inlinedAt: !235)
!241 = !DILocation(line: 8, column: 5, scope: !118, inlinedAt: !240)
!242 = !DILocation(line: 10, column: 5, scope: !118, inlinedAt: !240)
!243 = !DILocation(line: 10, column: 12, scope: !118, inlinedAt: !240)
!244 = !DILocation(line: 12, column: 5, scope: !118, inlinedAt: !240)
!245 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !240)
!246 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !240)
!247 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !240)
!248 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !240)
!249 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !240)
!250 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !240)
!251 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !240)
!252 = distinct !{!252, !244, !253, !149}
!253 = !DILocation(line: 12, column: 66, scope: !118, inlinedAt: !240)
!254 = !DILocation(line: 13, column: 30, scope: !118, inlinedAt: !240)
!255 = !DILocation(line: 13, column: 5, scope: !118, inlinedAt: !240)
!256 = !DILocation(line: 14, column: 1, scope: !118, inlinedAt: !240)
!257 = !DILocation(line: 21, column: 5, scope: !174, inlinedAt: !235)
!258 = !DILocation(line: 0, scope: !173, inlinedAt: !259)
!259 = distinct !DILocation(line: 62, column: 5, scope: !89)
!260 = !DILocation(line: 0, scope: !175, inlinedAt: !259)
!261 = !DILocation(line: 18, column: 9, scope: !173, inlinedAt: !259)
!262 = !DILocation(line: 19, column: 9, scope: !173, inlinedAt: !259)
!263 = !DILocation(line: 0, scope: !118, inlinedAt: !264)
!264 = distinct !DILocation(line: 20, column: 9, scope: !173, inlinedAt: !259)
!265 = !DILocation(line: 8, column: 5, scope: !118, inlinedAt: !264)
!266 = !DILocation(line: 10, column: 5, scope: !118, inlinedAt: !264)
!267 = !DILocation(line: 10, column: 12, scope: !118, inlinedAt: !264)
!268 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !264)
!269 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !264)
!270 = !DILocation(line: 13, column: 5, scope: !118, inlinedAt: !264)
!271 = !DILocation(line: 14, column: 1, scope: !118, inlinedAt: !264)
!272 = !DILocation(line: 21, column: 5, scope: !174, inlinedAt: !259)
!273 = !DILocation(line: 0, scope: !100)
!274 = !DILocation(line: 64, column: 9, scope: !275)
!275 = distinct !DILexicalBlock(scope: !276, file: !2, line: 63, column: 39)
!276 = distinct !DILexicalBlock(scope: !100, file: !2, line: 63, column: 5)
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
!287 = distinct !DILocation(line: 68, column: 36, scope: !89)
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
!302 = !DILocation(line: 38, column: 20, scope: !290, inlinedAt: !287)
!303 = !DILocation(line: 0, scope: !294, inlinedAt: !304)
!304 = distinct !DILocation(line: 39, column: 13, scope: !291, inlinedAt: !287)
!305 = !DILocation(line: 32, column: 56, scope: !294, inlinedAt: !304)
!306 = !DILocation(line: 40, column: 11, scope: !291, inlinedAt: !287)
!307 = distinct !{!307, !278, !308, !149}
!308 = !DILocation(line: 41, column: 5, scope: !279, inlinedAt: !287)
!309 = !DILocation(line: 0, scope: !118, inlinedAt: !310)
!310 = distinct !DILocation(line: 68, column: 5, scope: !89)
!311 = !DILocation(line: 8, column: 5, scope: !118, inlinedAt: !310)
!312 = !DILocation(line: 10, column: 5, scope: !118, inlinedAt: !310)
!313 = !DILocation(line: 10, column: 12, scope: !118, inlinedAt: !310)
!314 = !DILocation(line: 11, column: 11, scope: !315, inlinedAt: !310)
!315 = distinct !DILexicalBlock(scope: !118, file: !2, line: 11, column: 9)
!316 = !DILocation(line: 11, column: 9, scope: !118, inlinedAt: !310)
!317 = !DILocation(line: 11, column: 17, scope: !315, inlinedAt: !310)
!318 = !DILocation(line: 11, column: 26, scope: !315, inlinedAt: !310)
!319 = !DILocation(line: 12, column: 5, scope: !118, inlinedAt: !310)
!320 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !310)
!321 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !310)
!322 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !310)
!323 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !310)
!324 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !310)
!325 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !310)
!326 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !310)
!327 = distinct !{!327, !319, !328, !149}
!328 = !DILocation(line: 12, column: 66, scope: !118, inlinedAt: !310)
!329 = !DILocation(line: 13, column: 30, scope: !118, inlinedAt: !310)
!330 = !DILocation(line: 13, column: 5, scope: !118, inlinedAt: !310)
!331 = !DILocation(line: 14, column: 1, scope: !118, inlinedAt: !310)
!332 = !DILocation(line: 0, scope: !279, inlinedAt: !333)
!333 = distinct !DILocation(line: 69, column: 36, scope: !89)
!334 = !DILocation(line: 38, column: 15, scope: !290, inlinedAt: !333)
!335 = !DILocation(line: 38, column: 13, scope: !291, inlinedAt: !333)
!336 = !DILocation(line: 0, scope: !294, inlinedAt: !337)
!337 = distinct !DILocation(line: 38, column: 24, scope: !290, inlinedAt: !333)
!338 = !DILocation(line: 32, column: 56, scope: !294, inlinedAt: !337)
!339 = !DILocation(line: 32, column: 61, scope: !294, inlinedAt: !337)
!340 = !DILocation(line: 38, column: 20, scope: !290, inlinedAt: !333)
!341 = !DILocation(line: 0, scope: !294, inlinedAt: !342)
!342 = distinct !DILocation(line: 39, column: 13, scope: !291, inlinedAt: !333)
!343 = !DILocation(line: 32, column: 56, scope: !294, inlinedAt: !342)
!344 = !DILocation(line: 40, column: 11, scope: !291, inlinedAt: !333)
!345 = !DILocation(line: 37, column: 5, scope: !279, inlinedAt: !333)
!346 = distinct !{!346, !345, !347, !149}
!347 = !DILocation(line: 41, column: 5, scope: !279, inlinedAt: !333)
!348 = !DILocation(line: 0, scope: !118, inlinedAt: !349)
!349 = distinct !DILocation(line: 69, column: 5, scope: !89)
!350 = !DILocation(line: 8, column: 5, scope: !118, inlinedAt: !349)
!351 = !DILocation(line: 10, column: 5, scope: !118, inlinedAt: !349)
!352 = !DILocation(line: 10, column: 12, scope: !118, inlinedAt: !349)
!353 = !DILocation(line: 11, column: 11, scope: !315, inlinedAt: !349)
!354 = !DILocation(line: 11, column: 9, scope: !118, inlinedAt: !349)
!355 = !DILocation(line: 11, column: 17, scope: !315, inlinedAt: !349)
!356 = !DILocation(line: 11, column: 26, scope: !315, inlinedAt: !349)
!357 = !DILocation(line: 12, column: 5, scope: !118, inlinedAt: !349)
!358 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !349)
!359 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !349)
!360 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !349)
!361 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !349)
!362 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !349)
!363 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !349)
!364 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !349)
!365 = distinct !{!365, !357, !366, !149}
!366 = !DILocation(line: 12, column: 66, scope: !118, inlinedAt: !349)
!367 = !DILocation(line: 13, column: 30, scope: !118, inlinedAt: !349)
!368 = !DILocation(line: 13, column: 5, scope: !118, inlinedAt: !349)
!369 = !DILocation(line: 14, column: 1, scope: !118, inlinedAt: !349)
!370 = !DILocation(line: 70, column: 5, scope: !89)
!371 = !DILocation(line: 72, column: 5, scope: !89)
!372 = !DILocation(line: 0, scope: !118, inlinedAt: !373)
!373 = distinct !DILocation(line: 74, column: 5, scope: !89)
!374 = !DILocation(line: 8, column: 5, scope: !118, inlinedAt: !373)
!375 = !DILocation(line: 10, column: 5, scope: !118, inlinedAt: !373)
!376 = !DILocation(line: 10, column: 12, scope: !118, inlinedAt: !373)
!377 = !DILocation(line: 12, column: 59, scope: !139, inlinedAt: !373)
!378 = !DILocation(line: 12, column: 49, scope: !139, inlinedAt: !373)
!379 = !DILocation(line: 12, column: 41, scope: !139, inlinedAt: !373)
!380 = !DILocation(line: 12, column: 39, scope: !139, inlinedAt: !373)
!381 = !DILocation(line: 12, column: 21, scope: !139, inlinedAt: !373)
!382 = !DILocation(line: 12, column: 17, scope: !139, inlinedAt: !373)
!383 = !DILocation(line: 12, column: 26, scope: !139, inlinedAt: !373)
!384 = !DILocation(line: 12, column: 5, scope: !118, inlinedAt: !373)
!385 = distinct !{!385, !384, !386, !149}
!386 = !DILocation(line: 12, column: 66, scope: !118, inlinedAt: !373)
!387 = !DILocation(line: 13, column: 30, scope: !118, inlinedAt: !373)
!388 = !DILocation(line: 13, column: 5, scope: !118, inlinedAt: !373)
!389 = !DILocation(line: 14, column: 1, scope: !118, inlinedAt: !373)
!390 = !DILocation(line: 75, column: 5, scope: !89)
!391 = !DISubprogram(name: "printf", scope: !392, file: !392, line: 356, type: !393, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!393 = !DISubroutineType(types: !394)
!394 = !{!76, !395, null}
!395 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !121)
!396 = !DISubprogram(name: "snprintf", scope: !392, file: !392, line: 378, type: !397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DISubroutineType(types: !398)
!398 = !{!76, !399, !401, !395, null}
!399 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !400)
!400 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!401 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !402, line: 18, baseType: !403)
!402 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!403 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
