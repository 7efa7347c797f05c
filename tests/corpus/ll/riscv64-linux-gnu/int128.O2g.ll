; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !92 {
  %1 = alloca [48 x i8], align 1, !DIAssignID !107
  %2 = alloca [48 x i8], align 1, !DIAssignID !108
  %3 = alloca [48 x i8], align 1, !DIAssignID !109
  %4 = alloca [48 x i8], align 1, !DIAssignID !110
  %5 = alloca [64 x i8], align 1, !DIAssignID !111
  %6 = alloca [48 x i8], align 1, !DIAssignID !112
  %7 = alloca [64 x i8], align 1, !DIAssignID !113
  %8 = alloca [48 x i8], align 1, !DIAssignID !114
  %9 = alloca [64 x i8], align 1, !DIAssignID !115
  %10 = alloca [48 x i8], align 1, !DIAssignID !116
  %11 = alloca [64 x i8], align 1, !DIAssignID !117
  %12 = alloca [48 x i8], align 1, !DIAssignID !118
  %13 = alloca [48 x i8], align 1, !DIAssignID !119
    #dbg_assign(i1 undef, !120, !DIExpression(), !119, ptr %13, !DIExpression(), !133)
    #dbg_value(ptr @.str, !127, !DIExpression(), !133)
    #dbg_value(i128 265252859812191058636308480000000, !128, !DIExpression(), !133)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #3, !dbg !135
    #dbg_value(i32 47, !129, !DIExpression(), !133)
  %14 = getelementptr inbounds i8, ptr %13, i64 47, !dbg !136
  store i8 0, ptr %14, align 1, !dbg !137, !tbaa !138
  br label %15

15:                                               ; preds = %15, %0
  %16 = phi i64 [ %24, %15 ], [ 47, %0 ]
  %17 = phi i128 [ %19, %15 ], [ 265252859812191058636308480000000, %0 ]
    #dbg_value(i64 %16, !129, !DIExpression(), !133)
    #dbg_value(i128 %17, !128, !DIExpression(), !133)
  %18 = freeze i128 %17, !dbg !141
  %19 = udiv i128 %18, 10, !dbg !141
  %20 = mul i128 %19, 10, !dbg !143
  %21 = sub i128 %18, %20, !dbg !143
  %22 = trunc nuw nsw i128 %21 to i8, !dbg !144
  %23 = or disjoint i8 %22, 48, !dbg !145
  %24 = add nsw i64 %16, -1, !dbg !146
    #dbg_value(i64 %24, !129, !DIExpression(), !133)
  %25 = getelementptr inbounds [48 x i8], ptr %13, i64 0, i64 %24, !dbg !147
  store i8 %23, ptr %25, align 1, !dbg !148, !tbaa !138
    #dbg_value(i128 %19, !128, !DIExpression(), !133)
  %26 = icmp ult i128 %17, 10, !dbg !149
  br i1 %26, label %27, label %15, !dbg !149, !llvm.loop !150

27:                                               ; preds = %15
  %28 = getelementptr inbounds i8, ptr %13, i64 14, !dbg !153
  %29 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str, ptr noundef nonnull %28), !dbg !154
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #3, !dbg !155
    #dbg_assign(i1 undef, !120, !DIExpression(), !118, ptr %12, !DIExpression(), !156)
    #dbg_value(ptr @.str.1, !127, !DIExpression(), !156)
    #dbg_value(i128 -1, !128, !DIExpression(), !156)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #3, !dbg !158
    #dbg_value(i32 47, !129, !DIExpression(), !156)
  %30 = getelementptr inbounds i8, ptr %12, i64 47, !dbg !159
  store i8 0, ptr %30, align 1, !dbg !160, !tbaa !138
  br label %31

31:                                               ; preds = %31, %27
  %32 = phi i64 [ %40, %31 ], [ 47, %27 ]
  %33 = phi i128 [ %35, %31 ], [ -1, %27 ]
    #dbg_value(i64 %32, !129, !DIExpression(), !156)
    #dbg_value(i128 %33, !128, !DIExpression(), !156)
  %34 = freeze i128 %33, !dbg !161
  %35 = udiv i128 %34, 10, !dbg !161
  %36 = mul i128 %35, 10, !dbg !162
  %37 = sub i128 %34, %36, !dbg !162
  %38 = trunc nuw nsw i128 %37 to i8, !dbg !163
  %39 = or disjoint i8 %38, 48, !dbg !164
  %40 = add nsw i64 %32, -1, !dbg !165
    #dbg_value(i64 %40, !129, !DIExpression(), !156)
  %41 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %40, !dbg !166
  store i8 %39, ptr %41, align 1, !dbg !167, !tbaa !138
    #dbg_value(i128 %35, !128, !DIExpression(), !156)
  %42 = icmp ult i128 %33, 10, !dbg !168
  br i1 %42, label %43, label %31, !dbg !168, !llvm.loop !169

43:                                               ; preds = %31
  %44 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !171
  %45 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.1, ptr noundef nonnull %44), !dbg !172
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #3, !dbg !173
    #dbg_value(i128 -170141183460469231731687303715884105728, !96, !DIExpression(), !174)
    #dbg_assign(i1 undef, !175, !DIExpression(), !117, ptr %11, !DIExpression(), !187)
    #dbg_value(ptr @.str.2, !182, !DIExpression(), !189)
    #dbg_value(i128 -170141183460469231731687303715884105728, !183, !DIExpression(), !189)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #3, !dbg !190
  %46 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.2) #3, !dbg !191
    #dbg_assign(i1 undef, !120, !DIExpression(), !116, ptr %10, !DIExpression(), !192)
    #dbg_value(ptr %11, !127, !DIExpression(), !192)
    #dbg_value(!DIArgList(i128 0, i128 -170141183460469231731687303715884105728), !128, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !192)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #3, !dbg !194
    #dbg_value(i32 47, !129, !DIExpression(), !192)
  %47 = getelementptr inbounds i8, ptr %10, i64 47, !dbg !195
  store i8 0, ptr %47, align 1, !dbg !196, !tbaa !138
    #dbg_value(i128 -170141183460469231731687303715884105728, !128, !DIExpression(), !192)
  br label %48, !dbg !197

48:                                               ; preds = %48, %43
  %49 = phi i64 [ %57, %48 ], [ 47, %43 ]
  %50 = phi i128 [ %52, %48 ], [ -170141183460469231731687303715884105728, %43 ]
    #dbg_value(i64 %49, !129, !DIExpression(), !192)
    #dbg_value(i128 %50, !128, !DIExpression(), !192)
  %51 = freeze i128 %50, !dbg !198
  %52 = udiv i128 %51, 10, !dbg !198
  %53 = mul i128 %52, 10, !dbg !199
  %54 = sub i128 %51, %53, !dbg !199
  %55 = trunc nuw nsw i128 %54 to i8, !dbg !200
  %56 = or disjoint i8 %55, 48, !dbg !201
  %57 = add nsw i64 %49, -1, !dbg !202
    #dbg_value(i64 %57, !129, !DIExpression(), !192)
  %58 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %57, !dbg !203
  store i8 %56, ptr %58, align 1, !dbg !204, !tbaa !138
    #dbg_value(i128 %52, !128, !DIExpression(), !192)
  %59 = icmp ult i128 %50, 10, !dbg !197
  br i1 %59, label %60, label %48, !dbg !197, !llvm.loop !205

60:                                               ; preds = %48
  %61 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !207
  %62 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %11, ptr noundef nonnull %61), !dbg !208
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #3, !dbg !209
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #3, !dbg !210
    #dbg_assign(i1 undef, !175, !DIExpression(), !115, ptr %9, !DIExpression(), !211)
    #dbg_value(ptr @.str.3, !182, !DIExpression(), !213)
    #dbg_value(i128 -123456789876543201086419746, !183, !DIExpression(), !213)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #3, !dbg !214
  %63 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.3) #3, !dbg !215
    #dbg_assign(i1 undef, !120, !DIExpression(), !114, ptr %8, !DIExpression(), !216)
    #dbg_value(ptr %9, !127, !DIExpression(), !216)
    #dbg_value(!DIArgList(i128 0, i128 -123456789876543201086419746), !128, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !216)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #3, !dbg !218
    #dbg_value(i32 47, !129, !DIExpression(), !216)
  %64 = getelementptr inbounds i8, ptr %8, i64 47, !dbg !219
  store i8 0, ptr %64, align 1, !dbg !220, !tbaa !138
    #dbg_value(i128 123456789876543201086419746, !128, !DIExpression(), !216)
  br label %65, !dbg !221

65:                                               ; preds = %65, %60
  %66 = phi i64 [ %74, %65 ], [ 47, %60 ]
  %67 = phi i128 [ %69, %65 ], [ 123456789876543201086419746, %60 ]
    #dbg_value(i64 %66, !129, !DIExpression(), !216)
    #dbg_value(i128 %67, !128, !DIExpression(), !216)
  %68 = freeze i128 %67, !dbg !222
  %69 = udiv i128 %68, 10, !dbg !222
  %70 = mul i128 %69, 10, !dbg !223
  %71 = sub i128 %68, %70, !dbg !223
  %72 = trunc nuw nsw i128 %71 to i8, !dbg !224
  %73 = or disjoint i8 %72, 48, !dbg !225
  %74 = add nsw i64 %66, -1, !dbg !226
    #dbg_value(i64 %74, !129, !DIExpression(), !216)
  %75 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 %74, !dbg !227
  store i8 %73, ptr %75, align 1, !dbg !228, !tbaa !138
    #dbg_value(i128 %69, !128, !DIExpression(), !216)
  %76 = icmp ult i128 %67, 10, !dbg !221
  br i1 %76, label %77, label %65, !dbg !221, !llvm.loop !229

77:                                               ; preds = %65
  %78 = getelementptr inbounds i8, ptr %8, i64 20, !dbg !231
  %79 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %9, ptr noundef nonnull %78), !dbg !232
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #3, !dbg !233
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #3, !dbg !234
    #dbg_value(i128 1512366075204170947332355369683137040, !97, !DIExpression(), !174)
    #dbg_value(i128 11400714819323198485, !98, !DIExpression(), !174)
    #dbg_value(i128 -114193586732714884304249050424592049328, !99, !DIExpression(), !174)
  %80 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -6190446740976067686, i64 noundef 6139776897334631248), !dbg !235
  %81 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 0, i64 noundef 132655372857923333, i64 noundef 7698592701211386535), !dbg !236
    #dbg_value(i128 -1512366075204170947332355369683137040, !100, !DIExpression(), !174)
    #dbg_value(i128 1000000007, !101, !DIExpression(), !174)
    #dbg_assign(i1 undef, !175, !DIExpression(), !113, ptr %7, !DIExpression(), !237)
    #dbg_value(ptr @.str.6, !182, !DIExpression(), !239)
    #dbg_value(i128 -1512366064617608495009095904, !183, !DIExpression(), !239)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #3, !dbg !240
  %82 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.6) #3, !dbg !241
    #dbg_assign(i1 undef, !120, !DIExpression(), !112, ptr %6, !DIExpression(), !242)
    #dbg_value(ptr %7, !127, !DIExpression(), !242)
    #dbg_value(!DIArgList(i128 0, i128 -1512366064617608495009095904), !128, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !242)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #3, !dbg !244
    #dbg_value(i32 47, !129, !DIExpression(), !242)
  %83 = getelementptr inbounds i8, ptr %6, i64 47, !dbg !245
  store i8 0, ptr %83, align 1, !dbg !246, !tbaa !138
    #dbg_value(i128 1512366064617608495009095904, !128, !DIExpression(), !242)
  br label %84, !dbg !247

84:                                               ; preds = %84, %77
  %85 = phi i64 [ %93, %84 ], [ 47, %77 ]
  %86 = phi i128 [ %88, %84 ], [ 1512366064617608495009095904, %77 ]
    #dbg_value(i64 %85, !129, !DIExpression(), !242)
    #dbg_value(i128 %86, !128, !DIExpression(), !242)
  %87 = freeze i128 %86, !dbg !248
  %88 = udiv i128 %87, 10, !dbg !248
  %89 = mul i128 %88, 10, !dbg !249
  %90 = sub i128 %87, %89, !dbg !249
  %91 = trunc nuw nsw i128 %90 to i8, !dbg !250
  %92 = or disjoint i8 %91, 48, !dbg !251
  %93 = add nsw i64 %85, -1, !dbg !252
    #dbg_value(i64 %93, !129, !DIExpression(), !242)
  %94 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 %93, !dbg !253
  store i8 %92, ptr %94, align 1, !dbg !254, !tbaa !138
    #dbg_value(i128 %88, !128, !DIExpression(), !242)
  %95 = icmp ult i128 %86, 10, !dbg !247
  br i1 %95, label %96, label %84, !dbg !247, !llvm.loop !255

96:                                               ; preds = %84
  %97 = getelementptr inbounds i8, ptr %6, i64 19, !dbg !257
  %98 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %7, ptr noundef nonnull %97), !dbg !258
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #3, !dbg !259
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #3, !dbg !260
    #dbg_assign(i1 undef, !175, !DIExpression(), !111, ptr %5, !DIExpression(), !261)
    #dbg_value(ptr @.str.7, !182, !DIExpression(), !263)
    #dbg_value(i128 -619465712, !183, !DIExpression(), !263)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #3, !dbg !264
  %99 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.7) #3, !dbg !265
    #dbg_assign(i1 undef, !120, !DIExpression(), !110, ptr %4, !DIExpression(), !266)
    #dbg_value(ptr %5, !127, !DIExpression(), !266)
    #dbg_value(!DIArgList(i128 0, i128 -619465712), !128, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !266)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #3, !dbg !268
    #dbg_value(i32 47, !129, !DIExpression(), !266)
  %100 = getelementptr inbounds i8, ptr %4, i64 47, !dbg !269
  store i8 0, ptr %100, align 1, !dbg !270, !tbaa !138
    #dbg_value(i128 619465712, !128, !DIExpression(), !266)
    #dbg_value(i64 47, !129, !DIExpression(), !266)
    #dbg_value(i128 619465712, !128, !DIExpression(), !266)
    #dbg_value(i64 46, !129, !DIExpression(), !266)
  %101 = getelementptr inbounds i8, ptr %4, i64 46, !dbg !271
  store i8 50, ptr %101, align 1, !dbg !272, !tbaa !138
    #dbg_value(i128 61946571, !128, !DIExpression(), !266)
    #dbg_value(i64 45, !129, !DIExpression(), !266)
  %102 = getelementptr inbounds i8, ptr %4, i64 45, !dbg !271
  store i8 49, ptr %102, align 1, !dbg !272, !tbaa !138
    #dbg_value(i128 6194657, !128, !DIExpression(), !266)
    #dbg_value(i64 44, !129, !DIExpression(), !266)
  %103 = getelementptr inbounds i8, ptr %4, i64 44, !dbg !271
  store i8 55, ptr %103, align 1, !dbg !272, !tbaa !138
    #dbg_value(i128 619465, !128, !DIExpression(), !266)
    #dbg_value(i64 43, !129, !DIExpression(), !266)
  %104 = getelementptr inbounds i8, ptr %4, i64 43, !dbg !271
  store i8 53, ptr %104, align 1, !dbg !272, !tbaa !138
    #dbg_value(i128 61946, !128, !DIExpression(), !266)
    #dbg_value(i64 42, !129, !DIExpression(), !266)
  %105 = getelementptr inbounds i8, ptr %4, i64 42, !dbg !271
  store i8 54, ptr %105, align 1, !dbg !272, !tbaa !138
    #dbg_value(i128 6194, !128, !DIExpression(), !266)
    #dbg_value(i64 41, !129, !DIExpression(), !266)
  %106 = getelementptr inbounds i8, ptr %4, i64 41, !dbg !271
  store i8 52, ptr %106, align 1, !dbg !272, !tbaa !138
    #dbg_value(i128 619, !128, !DIExpression(), !266)
    #dbg_value(i64 40, !129, !DIExpression(), !266)
  %107 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !271
  store i8 57, ptr %107, align 1, !dbg !272, !tbaa !138
    #dbg_value(i128 61, !128, !DIExpression(), !266)
    #dbg_value(i64 39, !129, !DIExpression(), !266)
  %108 = getelementptr inbounds i8, ptr %4, i64 39, !dbg !271
  store i8 49, ptr %108, align 1, !dbg !272, !tbaa !138
    #dbg_value(i128 6, !128, !DIExpression(), !266)
    #dbg_value(i64 38, !129, !DIExpression(), !266)
  %109 = getelementptr inbounds i8, ptr %4, i64 38, !dbg !271
  store i8 54, ptr %109, align 1, !dbg !272, !tbaa !138
    #dbg_value(i128 0, !128, !DIExpression(), !266)
  %110 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %5, ptr noundef nonnull %109), !dbg !273
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #3, !dbg !274
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #3, !dbg !275
    #dbg_value(i32 0, !102, !DIExpression(), !276)
    #dbg_value(i32 0, !102, !DIExpression(), !276)
  %111 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 0, i64 noundef 81985529216486895, i64 noundef -81985529216486896), !dbg !277
  %112 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 0, i64 noundef -81985529216486896, i64 noundef 81985529216486896), !dbg !280
    #dbg_value(i32 37, !102, !DIExpression(), !276)
  %113 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 37, i64 noundef 3853319862790607630, i64 noundef -3853319863401447424), !dbg !277
  %114 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 37, i64 noundef -596524, i64 noundef -4345233048463664597), !dbg !280
    #dbg_value(i32 74, !102, !DIExpression(), !276)
  %115 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 74, i64 noundef 8280538450865176576, i64 noundef 0), !dbg !277
  %116 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 74, i64 noundef -1, i64 noundef -80063993375476), !dbg !280
    #dbg_value(i32 111, !102, !DIExpression(), !276)
  %117 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 111, i64 noundef 1803691650761883648, i64 noundef 0), !dbg !277
  %118 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 111, i64 noundef -1, i64 noundef -583), !dbg !280
    #dbg_value(i32 148, !102, !DIExpression(), !276)
  br label %119, !dbg !281

119:                                              ; preds = %96, %129
  %120 = phi i128 [ %131, %129 ], [ 3, %96 ]
  %121 = phi i128 [ %130, %129 ], [ 1, %96 ]
  %122 = phi i128 [ %132, %129 ], [ 2305843009213693950, %96 ]
  %123 = urem i128 %120, 2305843009213693951, !dbg !291
    #dbg_value(i128 %121, !289, !DIExpression(), !291)
    #dbg_value(i128 %122, !287, !DIExpression(), !291)
  %124 = and i128 %122, 1, !dbg !292
  %125 = icmp eq i128 %124, 0, !dbg !292
  br i1 %125, label %129, label %126, !dbg !295

126:                                              ; preds = %119
    #dbg_value(i128 %121, !296, !DIExpression(), !301)
    #dbg_value(i128 %123, !299, !DIExpression(), !301)
    #dbg_value(i128 2305843009213693951, !300, !DIExpression(), !301)
  %127 = mul nuw nsw i128 %123, %121, !dbg !303
  %128 = urem i128 %127, 2305843009213693951, !dbg !304
    #dbg_value(i128 %128, !289, !DIExpression(), !291)
  br label %129, !dbg !305

129:                                              ; preds = %126, %119
  %130 = phi i128 [ %128, %126 ], [ %121, %119 ], !dbg !291
    #dbg_value(i128 %130, !289, !DIExpression(), !291)
    #dbg_value(i128 %123, !296, !DIExpression(), !306)
    #dbg_value(i128 %123, !299, !DIExpression(), !306)
    #dbg_value(i128 2305843009213693951, !300, !DIExpression(), !306)
  %131 = mul nuw nsw i128 %123, %123, !dbg !308
    #dbg_value(i128 poison, !286, !DIExpression(), !291)
  %132 = lshr i128 %122, 1, !dbg !309
    #dbg_value(i128 %132, !287, !DIExpression(), !291)
    #dbg_value(i128 poison, !286, !DIExpression(), !291)
  %133 = icmp ult i128 %122, 2, !dbg !281
  br i1 %133, label %134, label %119, !dbg !281, !llvm.loop !310

134:                                              ; preds = %129
    #dbg_assign(i1 undef, !120, !DIExpression(), !109, ptr %3, !DIExpression(), !312)
    #dbg_value(ptr @.str.10, !127, !DIExpression(), !312)
    #dbg_value(i128 %130, !128, !DIExpression(), !312)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #3, !dbg !314
    #dbg_value(i32 47, !129, !DIExpression(), !312)
  %135 = getelementptr inbounds i8, ptr %3, i64 47, !dbg !315
  store i8 0, ptr %135, align 1, !dbg !316, !tbaa !138
  %136 = icmp eq i128 %130, 0, !dbg !317
  br i1 %136, label %137, label %139, !dbg !319

137:                                              ; preds = %134
    #dbg_value(i32 46, !129, !DIExpression(), !312)
  %138 = getelementptr inbounds i8, ptr %3, i64 46, !dbg !320
  store i8 48, ptr %138, align 1, !dbg !321, !tbaa !138
    #dbg_value(i128 %130, !128, !DIExpression(), !312)
  br label %154, !dbg !322

139:                                              ; preds = %134, %139
  %140 = phi i64 [ %148, %139 ], [ 47, %134 ]
  %141 = phi i128 [ %143, %139 ], [ %130, %134 ]
    #dbg_value(i64 %140, !129, !DIExpression(), !312)
    #dbg_value(i128 %141, !128, !DIExpression(), !312)
  %142 = freeze i128 %141, !dbg !323
  %143 = udiv i128 %142, 10, !dbg !323
  %144 = mul i128 %143, 10, !dbg !324
  %145 = sub i128 %142, %144, !dbg !324
  %146 = trunc nuw nsw i128 %145 to i8, !dbg !325
  %147 = or disjoint i8 %146, 48, !dbg !326
  %148 = add nsw i64 %140, -1, !dbg !327
    #dbg_value(i64 %148, !129, !DIExpression(), !312)
  %149 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %148, !dbg !328
  store i8 %147, ptr %149, align 1, !dbg !329, !tbaa !138
    #dbg_value(i128 %143, !128, !DIExpression(), !312)
  %150 = icmp ult i128 %141, 10, !dbg !322
  br i1 %150, label %151, label %139, !dbg !322, !llvm.loop !330

151:                                              ; preds = %139
  %152 = shl i64 %148, 32, !dbg !332
  %153 = ashr exact i64 %152, 32, !dbg !332
  br label %154, !dbg !332

154:                                              ; preds = %137, %151
  %155 = phi i64 [ %153, %151 ], [ 46, %137 ], !dbg !312
  %156 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %155, !dbg !332
  %157 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.10, ptr noundef nonnull %156), !dbg !333
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #3, !dbg !334
    #dbg_value(i128 7, !286, !DIExpression(), !335)
    #dbg_value(i128 12345, !287, !DIExpression(), !335)
    #dbg_value(i128 2305843009213693951, !288, !DIExpression(), !335)
    #dbg_value(i128 1, !289, !DIExpression(), !335)
    #dbg_value(i128 poison, !286, !DIExpression(), !335)
  br label %158

158:                                              ; preds = %168, %154
  %159 = phi i128 [ %170, %168 ], [ 7, %154 ]
  %160 = phi i128 [ %169, %168 ], [ 1, %154 ]
  %161 = phi i128 [ %171, %168 ], [ 12345, %154 ]
  %162 = urem i128 %159, 2305843009213693951, !dbg !335
    #dbg_value(i128 %160, !289, !DIExpression(), !335)
    #dbg_value(i128 %161, !287, !DIExpression(), !335)
  %163 = and i128 %161, 1, !dbg !337
  %164 = icmp eq i128 %163, 0, !dbg !337
  br i1 %164, label %168, label %165, !dbg !338

165:                                              ; preds = %158
    #dbg_value(i128 %160, !296, !DIExpression(), !339)
    #dbg_value(i128 %162, !299, !DIExpression(), !339)
    #dbg_value(i128 2305843009213693951, !300, !DIExpression(), !339)
  %166 = mul nuw nsw i128 %162, %160, !dbg !341
  %167 = urem i128 %166, 2305843009213693951, !dbg !342
    #dbg_value(i128 %167, !289, !DIExpression(), !335)
  br label %168, !dbg !343

168:                                              ; preds = %165, %158
  %169 = phi i128 [ %167, %165 ], [ %160, %158 ], !dbg !335
    #dbg_value(i128 %169, !289, !DIExpression(), !335)
    #dbg_value(i128 %162, !296, !DIExpression(), !344)
    #dbg_value(i128 %162, !299, !DIExpression(), !344)
    #dbg_value(i128 2305843009213693951, !300, !DIExpression(), !344)
  %170 = mul nuw nsw i128 %162, %162, !dbg !346
    #dbg_value(i128 poison, !286, !DIExpression(), !335)
  %171 = lshr i128 %161, 1, !dbg !347
    #dbg_value(i128 %171, !287, !DIExpression(), !335)
    #dbg_value(i128 poison, !286, !DIExpression(), !335)
  %172 = icmp ult i128 %161, 2, !dbg !348
  br i1 %172, label %173, label %158, !dbg !348, !llvm.loop !349

173:                                              ; preds = %168
    #dbg_assign(i1 undef, !120, !DIExpression(), !108, ptr %2, !DIExpression(), !351)
    #dbg_value(ptr @.str.11, !127, !DIExpression(), !351)
    #dbg_value(i128 %169, !128, !DIExpression(), !351)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #3, !dbg !353
    #dbg_value(i32 47, !129, !DIExpression(), !351)
  %174 = getelementptr inbounds i8, ptr %2, i64 47, !dbg !354
  store i8 0, ptr %174, align 1, !dbg !355, !tbaa !138
  %175 = icmp eq i128 %169, 0, !dbg !356
  br i1 %175, label %176, label %178, !dbg !357

176:                                              ; preds = %173
    #dbg_value(i32 46, !129, !DIExpression(), !351)
  %177 = getelementptr inbounds i8, ptr %2, i64 46, !dbg !358
  store i8 48, ptr %177, align 1, !dbg !359, !tbaa !138
    #dbg_value(i128 %169, !128, !DIExpression(), !351)
  br label %193, !dbg !360

178:                                              ; preds = %173, %178
  %179 = phi i64 [ %187, %178 ], [ 47, %173 ]
  %180 = phi i128 [ %182, %178 ], [ %169, %173 ]
    #dbg_value(i64 %179, !129, !DIExpression(), !351)
    #dbg_value(i128 %180, !128, !DIExpression(), !351)
  %181 = freeze i128 %180, !dbg !361
  %182 = udiv i128 %181, 10, !dbg !361
  %183 = mul i128 %182, 10, !dbg !362
  %184 = sub i128 %181, %183, !dbg !362
  %185 = trunc nuw nsw i128 %184 to i8, !dbg !363
  %186 = or disjoint i8 %185, 48, !dbg !364
  %187 = add nsw i64 %179, -1, !dbg !365
    #dbg_value(i64 %187, !129, !DIExpression(), !351)
  %188 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %187, !dbg !366
  store i8 %186, ptr %188, align 1, !dbg !367, !tbaa !138
    #dbg_value(i128 %182, !128, !DIExpression(), !351)
  %189 = icmp ult i128 %180, 10, !dbg !360
  br i1 %189, label %190, label %178, !dbg !360, !llvm.loop !368

190:                                              ; preds = %178
  %191 = shl i64 %187, 32, !dbg !370
  %192 = ashr exact i64 %191, 32, !dbg !370
  br label %193, !dbg !370

193:                                              ; preds = %176, %190
  %194 = phi i64 [ %192, %190 ], [ 46, %176 ], !dbg !351
  %195 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %194, !dbg !370
  %196 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.11, ptr noundef nonnull %195), !dbg !371
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #3, !dbg !372
  %197 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1), !dbg !373
    #dbg_value(double 0x47723456789ABCDF, !105, !DIExpression(), !174)
  %198 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x413713AE1340949F, i64 noundef 81985529216486896), !dbg !374
    #dbg_value(i128 1499999999999999889089448902656, !106, !DIExpression(), !174)
    #dbg_assign(i1 undef, !120, !DIExpression(), !107, ptr %1, !DIExpression(), !375)
    #dbg_value(ptr @.str.14, !127, !DIExpression(), !375)
    #dbg_value(i128 1499999999999999889089448902656, !128, !DIExpression(), !375)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #3, !dbg !377
    #dbg_value(i32 47, !129, !DIExpression(), !375)
  %199 = getelementptr inbounds i8, ptr %1, i64 47, !dbg !378
  store i8 0, ptr %199, align 1, !dbg !379, !tbaa !138
  br label %200

200:                                              ; preds = %200, %193
  %201 = phi i64 [ %209, %200 ], [ 47, %193 ]
  %202 = phi i128 [ %204, %200 ], [ 1499999999999999889089448902656, %193 ]
    #dbg_value(i64 %201, !129, !DIExpression(), !375)
    #dbg_value(i128 %202, !128, !DIExpression(), !375)
  %203 = freeze i128 %202, !dbg !380
  %204 = udiv i128 %203, 10, !dbg !380
  %205 = mul i128 %204, 10, !dbg !381
  %206 = sub i128 %203, %205, !dbg !381
  %207 = trunc nuw nsw i128 %206 to i8, !dbg !382
  %208 = or disjoint i8 %207, 48, !dbg !383
  %209 = add nsw i64 %201, -1, !dbg !384
    #dbg_value(i64 %209, !129, !DIExpression(), !375)
  %210 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %209, !dbg !385
  store i8 %208, ptr %210, align 1, !dbg !386, !tbaa !138
    #dbg_value(i128 %204, !128, !DIExpression(), !375)
  %211 = icmp ult i128 %202, 10, !dbg !387
  br i1 %211, label %212, label %200, !dbg !387, !llvm.loop !388

212:                                              ; preds = %200
  %213 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !390
  %214 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.14, ptr noundef nonnull %213), !dbg !391
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #3, !dbg !392
  ret i32 0, !dbg !393
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !394 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !399 noundef signext i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!80, !81, !82, !83, !84, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

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
!83 = !{i32 1, !"target-abi", !"lp64d"}
!84 = !{i32 6, !"riscv-isa", !85}
!85 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!86 = !{i32 8, !"PIC Level", i32 2}
!87 = !{i32 7, !"PIE Level", i32 2}
!88 = !{i32 7, !"uwtable", i32 2}
!89 = !{i32 8, !"SmallDataLimit", i32 8}
!90 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !93, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !95)
!93 = !DISubroutineType(types: !94)
!94 = !{!76}
!95 = !{!96, !97, !98, !99, !100, !101, !102, !104, !105, !106}
!96 = !DILocalVariable(name: "mn", scope: !92, file: !2, line: 51, type: !73)
!97 = !DILocalVariable(name: "a", scope: !92, file: !2, line: 54, type: !71)
!98 = !DILocalVariable(name: "b", scope: !92, file: !2, line: 55, type: !71)
!99 = !DILocalVariable(name: "p", scope: !92, file: !2, line: 56, type: !71)
!100 = !DILocalVariable(name: "sa", scope: !92, file: !2, line: 59, type: !73)
!101 = !DILocalVariable(name: "sb", scope: !92, file: !2, line: 60, type: !73)
!102 = !DILocalVariable(name: "s", scope: !103, file: !2, line: 63, type: !76)
!103 = distinct !DILexicalBlock(scope: !92, file: !2, line: 63, column: 5)
!104 = !DILocalVariable(name: "m", scope: !92, file: !2, line: 67, type: !71)
!105 = !DILocalVariable(name: "d", scope: !92, file: !2, line: 71, type: !75)
!106 = !DILocalVariable(name: "fromd", scope: !92, file: !2, line: 73, type: !71)
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
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = !DILocalVariable(name: "buf", scope: !121, file: !2, line: 8, type: !130)
!121 = distinct !DISubprogram(name: "print_u128", scope: !2, file: !2, line: 7, type: !122, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !126)
!122 = !DISubroutineType(types: !123)
!123 = !{null, !124, !71}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!126 = !{!127, !128, !120, !129}
!127 = !DILocalVariable(name: "label", arg: 1, scope: !121, file: !2, line: 7, type: !124)
!128 = !DILocalVariable(name: "v", arg: 2, scope: !121, file: !2, line: 7, type: !71)
!129 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 9, type: !76)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 48)
!133 = !DILocation(line: 0, scope: !121, inlinedAt: !134)
!134 = distinct !DILocation(line: 49, column: 5, scope: !92)
!135 = !DILocation(line: 8, column: 5, scope: !121, inlinedAt: !134)
!136 = !DILocation(line: 10, column: 5, scope: !121, inlinedAt: !134)
!137 = !DILocation(line: 10, column: 12, scope: !121, inlinedAt: !134)
!138 = !{!139, !139, i64 0}
!139 = !{!"omnipotent char", !140, i64 0}
!140 = !{!"Simple C/C++ TBAA"}
!141 = !DILocation(line: 12, column: 59, scope: !142, inlinedAt: !134)
!142 = distinct !DILexicalBlock(scope: !121, file: !2, line: 12, column: 15)
!143 = !DILocation(line: 12, column: 49, scope: !142, inlinedAt: !134)
!144 = !DILocation(line: 12, column: 41, scope: !142, inlinedAt: !134)
!145 = !DILocation(line: 12, column: 39, scope: !142, inlinedAt: !134)
!146 = !DILocation(line: 12, column: 21, scope: !142, inlinedAt: !134)
!147 = !DILocation(line: 12, column: 17, scope: !142, inlinedAt: !134)
!148 = !DILocation(line: 12, column: 26, scope: !142, inlinedAt: !134)
!149 = !DILocation(line: 12, column: 5, scope: !121, inlinedAt: !134)
!150 = distinct !{!150, !149, !151, !152}
!151 = !DILocation(line: 12, column: 66, scope: !121, inlinedAt: !134)
!152 = !{!"llvm.loop.mustprogress"}
!153 = !DILocation(line: 13, column: 30, scope: !121, inlinedAt: !134)
!154 = !DILocation(line: 13, column: 5, scope: !121, inlinedAt: !134)
!155 = !DILocation(line: 14, column: 1, scope: !121, inlinedAt: !134)
!156 = !DILocation(line: 0, scope: !121, inlinedAt: !157)
!157 = distinct !DILocation(line: 50, column: 5, scope: !92)
!158 = !DILocation(line: 8, column: 5, scope: !121, inlinedAt: !157)
!159 = !DILocation(line: 10, column: 5, scope: !121, inlinedAt: !157)
!160 = !DILocation(line: 10, column: 12, scope: !121, inlinedAt: !157)
!161 = !DILocation(line: 12, column: 59, scope: !142, inlinedAt: !157)
!162 = !DILocation(line: 12, column: 49, scope: !142, inlinedAt: !157)
!163 = !DILocation(line: 12, column: 41, scope: !142, inlinedAt: !157)
!164 = !DILocation(line: 12, column: 39, scope: !142, inlinedAt: !157)
!165 = !DILocation(line: 12, column: 21, scope: !142, inlinedAt: !157)
!166 = !DILocation(line: 12, column: 17, scope: !142, inlinedAt: !157)
!167 = !DILocation(line: 12, column: 26, scope: !142, inlinedAt: !157)
!168 = !DILocation(line: 12, column: 5, scope: !121, inlinedAt: !157)
!169 = distinct !{!169, !168, !170, !152}
!170 = !DILocation(line: 12, column: 66, scope: !121, inlinedAt: !157)
!171 = !DILocation(line: 13, column: 30, scope: !121, inlinedAt: !157)
!172 = !DILocation(line: 13, column: 5, scope: !121, inlinedAt: !157)
!173 = !DILocation(line: 14, column: 1, scope: !121, inlinedAt: !157)
!174 = !DILocation(line: 0, scope: !92)
!175 = !DILocalVariable(name: "l", scope: !176, file: !2, line: 18, type: !184)
!176 = distinct !DILexicalBlock(scope: !177, file: !2, line: 17, column: 16)
!177 = distinct !DILexicalBlock(scope: !178, file: !2, line: 17, column: 9)
!178 = distinct !DISubprogram(name: "print_i128", scope: !2, file: !2, line: 16, type: !179, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !181)
!179 = !DISubroutineType(types: !180)
!180 = !{null, !124, !73}
!181 = !{!182, !183, !175}
!182 = !DILocalVariable(name: "label", arg: 1, scope: !178, file: !2, line: 16, type: !124)
!183 = !DILocalVariable(name: "v", arg: 2, scope: !178, file: !2, line: 16, type: !73)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !185)
!185 = !{!186}
!186 = !DISubrange(count: 64)
!187 = !DILocation(line: 0, scope: !176, inlinedAt: !188)
!188 = distinct !DILocation(line: 52, column: 5, scope: !92)
!189 = !DILocation(line: 0, scope: !178, inlinedAt: !188)
!190 = !DILocation(line: 18, column: 9, scope: !176, inlinedAt: !188)
!191 = !DILocation(line: 19, column: 9, scope: !176, inlinedAt: !188)
!192 = !DILocation(line: 0, scope: !121, inlinedAt: !193)
!193 = distinct !DILocation(line: 20, column: 9, scope: !176, inlinedAt: !188)
!194 = !DILocation(line: 8, column: 5, scope: !121, inlinedAt: !193)
!195 = !DILocation(line: 10, column: 5, scope: !121, inlinedAt: !193)
!196 = !DILocation(line: 10, column: 12, scope: !121, inlinedAt: !193)
!197 = !DILocation(line: 12, column: 5, scope: !121, inlinedAt: !193)
!198 = !DILocation(line: 12, column: 59, scope: !142, inlinedAt: !193)
!199 = !DILocation(line: 12, column: 49, scope: !142, inlinedAt: !193)
!200 = !DILocation(line: 12, column: 41, scope: !142, inlinedAt: !193)
!201 = !DILocation(line: 12, column: 39, scope: !142, inlinedAt: !193)
!202 = !DILocation(line: 12, column: 21, scope: !142, inlinedAt: !193)
!203 = !DILocation(line: 12, column: 17, scope: !142, inlinedAt: !193)
!204 = !DILocation(line: 12, column: 26, scope: !142, inlinedAt: !193)
!205 = distinct !{!205, !197, !206, !152}
!206 = !DILocation(line: 12, column: 66, scope: !121, inlinedAt: !193)
!207 = !DILocation(line: 13, column: 30, scope: !121, inlinedAt: !193)
!208 = !DILocation(line: 13, column: 5, scope: !121, inlinedAt: !193)
!209 = !DILocation(line: 14, column: 1, scope: !121, inlinedAt: !193)
!210 = !DILocation(line: 21, column: 5, scope: !177, inlinedAt: !188)
!211 = !DILocation(line: 0, scope: !176, inlinedAt: !212)
!212 = distinct !DILocation(line: 53, column: 5, scope: !92)
!213 = !DILocation(line: 0, scope: !178, inlinedAt: !212)
!214 = !DILocation(line: 18, column: 9, scope: !176, inlinedAt: !212)
!215 = !DILocation(line: 19, column: 9, scope: !176, inlinedAt: !212)
!216 = !DILocation(line: 0, scope: !121, inlinedAt: !217)
!217 = distinct !DILocation(line: 20, column: 9, scope: !176, inlinedAt: !212)
!218 = !DILocation(line: 8, column: 5, scope: !121, inlinedAt: !217)
!219 = !DILocation(line: 10, column: 5, scope: !121, inlinedAt: !217)
!220 = !DILocation(line: 10, column: 12, scope: !121, inlinedAt: !217)
!221 = !DILocation(line: 12, column: 5, scope: !121, inlinedAt: !217)
!222 = !DILocation(line: 12, column: 59, scope: !142, inlinedAt: !217)
!223 = !DILocation(line: 12, column: 49, scope: !142, inlinedAt: !217)
!224 = !DILocation(line: 12, column: 41, scope: !142, inlinedAt: !217)
!225 = !DILocation(line: 12, column: 39, scope: !142, inlinedAt: !217)
!226 = !DILocation(line: 12, column: 21, scope: !142, inlinedAt: !217)
!227 = !DILocation(line: 12, column: 17, scope: !142, inlinedAt: !217)
!228 = !DILocation(line: 12, column: 26, scope: !142, inlinedAt: !217)
!229 = distinct !{!229, !221, !230, !152}
!230 = !DILocation(line: 12, column: 66, scope: !121, inlinedAt: !217)
!231 = !DILocation(line: 13, column: 30, scope: !121, inlinedAt: !217)
!232 = !DILocation(line: 13, column: 5, scope: !121, inlinedAt: !217)
!233 = !DILocation(line: 14, column: 1, scope: !121, inlinedAt: !217)
!234 = !DILocation(line: 21, column: 5, scope: !177, inlinedAt: !212)
!235 = !DILocation(line: 57, column: 5, scope: !92)
!236 = !DILocation(line: 58, column: 5, scope: !92)
!237 = !DILocation(line: 0, scope: !176, inlinedAt: !238)
!238 = distinct !DILocation(line: 61, column: 5, scope: !92)
!239 = !DILocation(line: 0, scope: !178, inlinedAt: !238)
!240 = !DILocation(line: 18, column: 9, scope: !176, inlinedAt: !238)
!241 = !DILocation(line: 19, column: 9, scope: !176, inlinedAt: !238)
!242 = !DILocation(line: 0, scope: !121, inlinedAt: !243)
!243 = distinct !DILocation(line: 20, column: 9, scope: !176, inlinedAt: !238)
!244 = !DILocation(line: 8, column: 5, scope: !121, inlinedAt: !243)
!245 = !DILocation(line: 10, column: 5, scope: !121, inlinedAt: !243)
!246 = !DILocation(line: 10, column: 12, scope: !121, inlinedAt: !243)
!247 = !DILocation(line: 12, column: 5, scope: !121, inlinedAt: !243)
!248 = !DILocation(line: 12, column: 59, scope: !142, inlinedAt: !243)
!249 = !DILocation(line: 12, column: 49, scope: !142, inlinedAt: !243)
!250 = !DILocation(line: 12, column: 41, scope: !142, inlinedAt: !243)
!251 = !DILocation(line: 12, column: 39, scope: !142, inlinedAt: !243)
!252 = !DILocation(line: 12, column: 21, scope: !142, inlinedAt: !243)
!253 = !DILocation(line: 12, column: 17, scope: !142, inlinedAt: !243)
!254 = !DILocation(line: 12, column: 26, scope: !142, inlinedAt: !243)
!255 = distinct !{!255, !247, !256, !152}
!256 = !DILocation(line: 12, column: 66, scope: !121, inlinedAt: !243)
!257 = !DILocation(line: 13, column: 30, scope: !121, inlinedAt: !243)
!258 = !DILocation(line: 13, column: 5, scope: !121, inlinedAt: !243)
!259 = !DILocation(line: 14, column: 1, scope: !121, inlinedAt: !243)
!260 = !DILocation(line: 21, column: 5, scope: !177, inlinedAt: !238)
!261 = !DILocation(line: 0, scope: !176, inlinedAt: !262)
!262 = distinct !DILocation(line: 62, column: 5, scope: !92)
!263 = !DILocation(line: 0, scope: !178, inlinedAt: !262)
!264 = !DILocation(line: 18, column: 9, scope: !176, inlinedAt: !262)
!265 = !DILocation(line: 19, column: 9, scope: !176, inlinedAt: !262)
!266 = !DILocation(line: 0, scope: !121, inlinedAt: !267)
!267 = distinct !DILocation(line: 20, column: 9, scope: !176, inlinedAt: !262)
!268 = !DILocation(line: 8, column: 5, scope: !121, inlinedAt: !267)
!269 = !DILocation(line: 10, column: 5, scope: !121, inlinedAt: !267)
!270 = !DILocation(line: 10, column: 12, scope: !121, inlinedAt: !267)
!271 = !DILocation(line: 12, column: 17, scope: !142, inlinedAt: !267)
!272 = !DILocation(line: 12, column: 26, scope: !142, inlinedAt: !267)
!273 = !DILocation(line: 13, column: 5, scope: !121, inlinedAt: !267)
!274 = !DILocation(line: 14, column: 1, scope: !121, inlinedAt: !267)
!275 = !DILocation(line: 21, column: 5, scope: !177, inlinedAt: !262)
!276 = !DILocation(line: 0, scope: !103)
!277 = !DILocation(line: 64, column: 9, scope: !278)
!278 = distinct !DILexicalBlock(scope: !279, file: !2, line: 63, column: 39)
!279 = distinct !DILexicalBlock(scope: !103, file: !2, line: 63, column: 5)
!280 = !DILocation(line: 65, column: 9, scope: !278)
!281 = !DILocation(line: 37, column: 5, scope: !282, inlinedAt: !290)
!282 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 34, type: !283, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !285)
!283 = !DISubroutineType(types: !284)
!284 = !{!71, !71, !71, !71}
!285 = !{!286, !287, !288, !289}
!286 = !DILocalVariable(name: "b", arg: 1, scope: !282, file: !2, line: 34, type: !71)
!287 = !DILocalVariable(name: "e", arg: 2, scope: !282, file: !2, line: 34, type: !71)
!288 = !DILocalVariable(name: "m", arg: 3, scope: !282, file: !2, line: 34, type: !71)
!289 = !DILocalVariable(name: "r", scope: !282, file: !2, line: 35, type: !71)
!290 = distinct !DILocation(line: 68, column: 36, scope: !92)
!291 = !DILocation(line: 0, scope: !282, inlinedAt: !290)
!292 = !DILocation(line: 38, column: 15, scope: !293, inlinedAt: !290)
!293 = distinct !DILexicalBlock(scope: !294, file: !2, line: 38, column: 13)
!294 = distinct !DILexicalBlock(scope: !282, file: !2, line: 37, column: 15)
!295 = !DILocation(line: 38, column: 13, scope: !294, inlinedAt: !290)
!296 = !DILocalVariable(name: "a", arg: 1, scope: !297, file: !2, line: 32, type: !71)
!297 = distinct !DISubprogram(name: "mulmod", scope: !2, file: !2, line: 32, type: !283, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !298)
!298 = !{!296, !299, !300}
!299 = !DILocalVariable(name: "b", arg: 2, scope: !297, file: !2, line: 32, type: !71)
!300 = !DILocalVariable(name: "m", arg: 3, scope: !297, file: !2, line: 32, type: !71)
!301 = !DILocation(line: 0, scope: !297, inlinedAt: !302)
!302 = distinct !DILocation(line: 38, column: 24, scope: !293, inlinedAt: !290)
!303 = !DILocation(line: 32, column: 56, scope: !297, inlinedAt: !302)
!304 = !DILocation(line: 32, column: 61, scope: !297, inlinedAt: !302)
!305 = !DILocation(line: 38, column: 20, scope: !293, inlinedAt: !290)
!306 = !DILocation(line: 0, scope: !297, inlinedAt: !307)
!307 = distinct !DILocation(line: 39, column: 13, scope: !294, inlinedAt: !290)
!308 = !DILocation(line: 32, column: 56, scope: !297, inlinedAt: !307)
!309 = !DILocation(line: 40, column: 11, scope: !294, inlinedAt: !290)
!310 = distinct !{!310, !281, !311, !152}
!311 = !DILocation(line: 41, column: 5, scope: !282, inlinedAt: !290)
!312 = !DILocation(line: 0, scope: !121, inlinedAt: !313)
!313 = distinct !DILocation(line: 68, column: 5, scope: !92)
!314 = !DILocation(line: 8, column: 5, scope: !121, inlinedAt: !313)
!315 = !DILocation(line: 10, column: 5, scope: !121, inlinedAt: !313)
!316 = !DILocation(line: 10, column: 12, scope: !121, inlinedAt: !313)
!317 = !DILocation(line: 11, column: 11, scope: !318, inlinedAt: !313)
!318 = distinct !DILexicalBlock(scope: !121, file: !2, line: 11, column: 9)
!319 = !DILocation(line: 11, column: 9, scope: !121, inlinedAt: !313)
!320 = !DILocation(line: 11, column: 17, scope: !318, inlinedAt: !313)
!321 = !DILocation(line: 11, column: 26, scope: !318, inlinedAt: !313)
!322 = !DILocation(line: 12, column: 5, scope: !121, inlinedAt: !313)
!323 = !DILocation(line: 12, column: 59, scope: !142, inlinedAt: !313)
!324 = !DILocation(line: 12, column: 49, scope: !142, inlinedAt: !313)
!325 = !DILocation(line: 12, column: 41, scope: !142, inlinedAt: !313)
!326 = !DILocation(line: 12, column: 39, scope: !142, inlinedAt: !313)
!327 = !DILocation(line: 12, column: 21, scope: !142, inlinedAt: !313)
!328 = !DILocation(line: 12, column: 17, scope: !142, inlinedAt: !313)
!329 = !DILocation(line: 12, column: 26, scope: !142, inlinedAt: !313)
!330 = distinct !{!330, !322, !331, !152}
!331 = !DILocation(line: 12, column: 66, scope: !121, inlinedAt: !313)
!332 = !DILocation(line: 13, column: 30, scope: !121, inlinedAt: !313)
!333 = !DILocation(line: 13, column: 5, scope: !121, inlinedAt: !313)
!334 = !DILocation(line: 14, column: 1, scope: !121, inlinedAt: !313)
!335 = !DILocation(line: 0, scope: !282, inlinedAt: !336)
!336 = distinct !DILocation(line: 69, column: 36, scope: !92)
!337 = !DILocation(line: 38, column: 15, scope: !293, inlinedAt: !336)
!338 = !DILocation(line: 38, column: 13, scope: !294, inlinedAt: !336)
!339 = !DILocation(line: 0, scope: !297, inlinedAt: !340)
!340 = distinct !DILocation(line: 38, column: 24, scope: !293, inlinedAt: !336)
!341 = !DILocation(line: 32, column: 56, scope: !297, inlinedAt: !340)
!342 = !DILocation(line: 32, column: 61, scope: !297, inlinedAt: !340)
!343 = !DILocation(line: 38, column: 20, scope: !293, inlinedAt: !336)
!344 = !DILocation(line: 0, scope: !297, inlinedAt: !345)
!345 = distinct !DILocation(line: 39, column: 13, scope: !294, inlinedAt: !336)
!346 = !DILocation(line: 32, column: 56, scope: !297, inlinedAt: !345)
!347 = !DILocation(line: 40, column: 11, scope: !294, inlinedAt: !336)
!348 = !DILocation(line: 37, column: 5, scope: !282, inlinedAt: !336)
!349 = distinct !{!349, !348, !350, !152}
!350 = !DILocation(line: 41, column: 5, scope: !282, inlinedAt: !336)
!351 = !DILocation(line: 0, scope: !121, inlinedAt: !352)
!352 = distinct !DILocation(line: 69, column: 5, scope: !92)
!353 = !DILocation(line: 8, column: 5, scope: !121, inlinedAt: !352)
!354 = !DILocation(line: 10, column: 5, scope: !121, inlinedAt: !352)
!355 = !DILocation(line: 10, column: 12, scope: !121, inlinedAt: !352)
!356 = !DILocation(line: 11, column: 11, scope: !318, inlinedAt: !352)
!357 = !DILocation(line: 11, column: 9, scope: !121, inlinedAt: !352)
!358 = !DILocation(line: 11, column: 17, scope: !318, inlinedAt: !352)
!359 = !DILocation(line: 11, column: 26, scope: !318, inlinedAt: !352)
!360 = !DILocation(line: 12, column: 5, scope: !121, inlinedAt: !352)
!361 = !DILocation(line: 12, column: 59, scope: !142, inlinedAt: !352)
!362 = !DILocation(line: 12, column: 49, scope: !142, inlinedAt: !352)
!363 = !DILocation(line: 12, column: 41, scope: !142, inlinedAt: !352)
!364 = !DILocation(line: 12, column: 39, scope: !142, inlinedAt: !352)
!365 = !DILocation(line: 12, column: 21, scope: !142, inlinedAt: !352)
!366 = !DILocation(line: 12, column: 17, scope: !142, inlinedAt: !352)
!367 = !DILocation(line: 12, column: 26, scope: !142, inlinedAt: !352)
!368 = distinct !{!368, !360, !369, !152}
!369 = !DILocation(line: 12, column: 66, scope: !121, inlinedAt: !352)
!370 = !DILocation(line: 13, column: 30, scope: !121, inlinedAt: !352)
!371 = !DILocation(line: 13, column: 5, scope: !121, inlinedAt: !352)
!372 = !DILocation(line: 14, column: 1, scope: !121, inlinedAt: !352)
!373 = !DILocation(line: 70, column: 5, scope: !92)
!374 = !DILocation(line: 72, column: 5, scope: !92)
!375 = !DILocation(line: 0, scope: !121, inlinedAt: !376)
!376 = distinct !DILocation(line: 74, column: 5, scope: !92)
!377 = !DILocation(line: 8, column: 5, scope: !121, inlinedAt: !376)
!378 = !DILocation(line: 10, column: 5, scope: !121, inlinedAt: !376)
!379 = !DILocation(line: 10, column: 12, scope: !121, inlinedAt: !376)
!380 = !DILocation(line: 12, column: 59, scope: !142, inlinedAt: !376)
!381 = !DILocation(line: 12, column: 49, scope: !142, inlinedAt: !376)
!382 = !DILocation(line: 12, column: 41, scope: !142, inlinedAt: !376)
!383 = !DILocation(line: 12, column: 39, scope: !142, inlinedAt: !376)
!384 = !DILocation(line: 12, column: 21, scope: !142, inlinedAt: !376)
!385 = !DILocation(line: 12, column: 17, scope: !142, inlinedAt: !376)
!386 = !DILocation(line: 12, column: 26, scope: !142, inlinedAt: !376)
!387 = !DILocation(line: 12, column: 5, scope: !121, inlinedAt: !376)
!388 = distinct !{!388, !387, !389, !152}
!389 = !DILocation(line: 12, column: 66, scope: !121, inlinedAt: !376)
!390 = !DILocation(line: 13, column: 30, scope: !121, inlinedAt: !376)
!391 = !DILocation(line: 13, column: 5, scope: !121, inlinedAt: !376)
!392 = !DILocation(line: 14, column: 1, scope: !121, inlinedAt: !376)
!393 = !DILocation(line: 75, column: 5, scope: !92)
!394 = !DISubprogram(name: "printf", scope: !395, file: !395, line: 356, type: !396, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!396 = !DISubroutineType(types: !397)
!397 = !{!76, !398, null}
!398 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !124)
!399 = !DISubprogram(name: "snprintf", scope: !395, file: !395, line: 378, type: !400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DISubroutineType(types: !401)
!401 = !{!76, !402, !404, !398, null}
!402 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !403)
!403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !405, line: 18, baseType: !406)
!405 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!406 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
