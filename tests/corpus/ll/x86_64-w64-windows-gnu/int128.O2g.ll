; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !88 {
  %1 = alloca [48 x i8], align 16, !DIAssignID !103
  %2 = alloca [48 x i8], align 16, !DIAssignID !104
  %3 = alloca [48 x i8], align 16, !DIAssignID !105
  %4 = alloca [48 x i8], align 16, !DIAssignID !106
  %5 = alloca [48 x i8], align 16, !DIAssignID !107
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
    #dbg_assign(i1 undef, !108, !DIExpression(), !107, ptr %5, !DIExpression(), !121)
    #dbg_value(ptr @.str, !115, !DIExpression(), !121)
    #dbg_value(i128 bitcast (<2 x i64> <i64 -8764578968847253504, i64 14379386343318> to i128), !116, !DIExpression(), !121)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #7, !dbg !123
    #dbg_value(i32 47, !117, !DIExpression(), !121)
  %10 = getelementptr inbounds i8, ptr %5, i64 47, !dbg !124
  store i8 0, ptr %10, align 1, !dbg !125, !tbaa !126
  br label %11, !dbg !129

11:                                               ; preds = %23, %0
  %12 = phi i64 [ 47, %0 ], [ %27, %23 ]
  %13 = phi i128 [ 265252859812191058636308480000000, %0 ], [ %29, %23 ]
    #dbg_value(i64 %12, !117, !DIExpression(), !121)
    #dbg_value(i128 %13, !116, !DIExpression(), !121)
  %14 = freeze i128 %13, !dbg !130
  %15 = udiv i128 %14, 10, !dbg !130
  %16 = mul i128 %15, 10, !dbg !132
  %17 = sub i128 %14, %16, !dbg !132
  %18 = trunc nuw nsw i128 %17 to i8, !dbg !133
  %19 = or disjoint i8 %18, 48, !dbg !134
  %20 = add nsw i64 %12, -1, !dbg !135
    #dbg_value(i64 %20, !117, !DIExpression(), !121)
  %21 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %20, !dbg !136
  store i8 %19, ptr %21, align 1, !dbg !137, !tbaa !126
    #dbg_value(i128 poison, !116, !DIExpression(), !121)
  %22 = icmp ult i128 %13, 10, !dbg !138
  br i1 %22, label %30, label %23, !dbg !138, !llvm.loop !139

23:                                               ; preds = %11
    #dbg_value(i128 %15, !116, !DIExpression(), !121)
    #dbg_value(i64 %20, !117, !DIExpression(), !121)
    #dbg_value(i128 %15, !116, !DIExpression(), !121)
  %24 = urem i128 %15, 10, !dbg !132
  %25 = trunc nuw nsw i128 %24 to i8, !dbg !133
  %26 = or disjoint i8 %25, 48, !dbg !134
  %27 = add nsw i64 %12, -2, !dbg !135
    #dbg_value(i64 %27, !117, !DIExpression(), !121)
  %28 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %27, !dbg !136
  store i8 %26, ptr %28, align 1, !dbg !137, !tbaa !126
  %29 = udiv i128 %13, 100, !dbg !130
    #dbg_value(i128 %29, !116, !DIExpression(), !121)
  br label %11

30:                                               ; preds = %11
  %31 = getelementptr inbounds i8, ptr %5, i64 14, !dbg !142
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull @.str, ptr noundef nonnull %31), !dbg !143
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #7, !dbg !144
    #dbg_assign(i1 undef, !108, !DIExpression(), !106, ptr %4, !DIExpression(), !145)
    #dbg_value(ptr @.str.1, !115, !DIExpression(), !145)
    #dbg_value(i128 -1, !116, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #7, !dbg !147
    #dbg_value(i32 47, !117, !DIExpression(), !145)
  %32 = getelementptr inbounds i8, ptr %4, i64 47, !dbg !148
  store i8 0, ptr %32, align 1, !dbg !149, !tbaa !126
  br label %33, !dbg !150

33:                                               ; preds = %45, %30
  %34 = phi i64 [ 47, %30 ], [ %49, %45 ]
  %35 = phi i128 [ -1, %30 ], [ %51, %45 ]
    #dbg_value(i64 %34, !117, !DIExpression(), !145)
    #dbg_value(i128 %35, !116, !DIExpression(), !145)
  %36 = freeze i128 %35, !dbg !151
  %37 = udiv i128 %36, 10, !dbg !151
  %38 = mul i128 %37, 10, !dbg !152
  %39 = sub i128 %36, %38, !dbg !152
  %40 = trunc nuw nsw i128 %39 to i8, !dbg !153
  %41 = or disjoint i8 %40, 48, !dbg !154
  %42 = add nsw i64 %34, -1, !dbg !155
    #dbg_value(i64 %42, !117, !DIExpression(), !145)
  %43 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %42, !dbg !156
  store i8 %41, ptr %43, align 1, !dbg !157, !tbaa !126
    #dbg_value(i128 poison, !116, !DIExpression(), !145)
  %44 = icmp ult i128 %35, 10, !dbg !158
  br i1 %44, label %52, label %45, !dbg !158, !llvm.loop !159

45:                                               ; preds = %33
    #dbg_value(i128 %37, !116, !DIExpression(), !145)
    #dbg_value(i64 %42, !117, !DIExpression(), !145)
    #dbg_value(i128 %37, !116, !DIExpression(), !145)
  %46 = urem i128 %37, 10, !dbg !152
  %47 = trunc nuw nsw i128 %46 to i8, !dbg !153
  %48 = or disjoint i8 %47, 48, !dbg !154
  %49 = add nsw i64 %34, -2, !dbg !155
    #dbg_value(i64 %49, !117, !DIExpression(), !145)
  %50 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %49, !dbg !156
  store i8 %48, ptr %50, align 1, !dbg !157, !tbaa !126
  %51 = udiv i128 %35, 100, !dbg !151
    #dbg_value(i128 %51, !116, !DIExpression(), !145)
  br label %33

52:                                               ; preds = %33
  %53 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !161
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull @.str.1, ptr noundef nonnull %53), !dbg !162
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #7, !dbg !163
    #dbg_value(i128 -170141183460469231731687303715884105728, !92, !DIExpression(), !164)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #7, !dbg !165
  store i128 -170141183460469231731687303715884105728, ptr %6, align 16, !dbg !165, !tbaa !166
  call fastcc void @print_i128(ptr noundef nonnull @.str.2, ptr noundef nonnull %6), !dbg !165
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #7, !dbg !165
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #7, !dbg !168
  store i128 -123456789876543201086419746, ptr %7, align 16, !dbg !168, !tbaa !166
  call fastcc void @print_i128(ptr noundef nonnull @.str.3, ptr noundef nonnull %7), !dbg !168
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #7, !dbg !168
    #dbg_value(i128 1512366075204170947332355369683137040, !93, !DIExpression(), !164)
    #dbg_value(i128 11400714819323198485, !94, !DIExpression(), !164)
    #dbg_value(i128 -114193586732714884304249050424592049328, !95, !DIExpression(), !164)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef -6190446740976067686, i64 noundef 6139776897334631248), !dbg !169
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i64 noundef 0, i64 noundef 132655372857923333, i64 noundef 7698592701211386535), !dbg !170
    #dbg_value(i128 -1512366075204170947332355369683137040, !96, !DIExpression(), !164)
    #dbg_value(i128 1000000007, !97, !DIExpression(), !164)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7, !dbg !171
  store i128 -1512366064617608495009095904, ptr %8, align 16, !dbg !171, !tbaa !166
  call fastcc void @print_i128(ptr noundef nonnull @.str.6, ptr noundef nonnull %8), !dbg !171
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7, !dbg !171
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #7, !dbg !172
  store i128 -619465712, ptr %9, align 16, !dbg !172, !tbaa !166
  call fastcc void @print_i128(ptr noundef nonnull @.str.7, ptr noundef nonnull %9), !dbg !172
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #7, !dbg !172
    #dbg_value(i32 0, !98, !DIExpression(), !173)
    #dbg_value(i32 0, !98, !DIExpression(), !173)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 0, i64 noundef 81985529216486895, i64 noundef -81985529216486896), !dbg !174
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 0, i64 noundef -81985529216486896, i64 noundef 81985529216486896), !dbg !177
    #dbg_value(i32 37, !98, !DIExpression(), !173)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 37, i64 noundef 3853319862790607630, i64 noundef -3853319863401447424), !dbg !174
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 37, i64 noundef -596524, i64 noundef -4345233048463664597), !dbg !177
    #dbg_value(i32 74, !98, !DIExpression(), !173)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 74, i64 noundef 8280538450865176576, i64 noundef 0), !dbg !174
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 74, i64 noundef -1, i64 noundef -80063993375476), !dbg !177
    #dbg_value(i32 111, !98, !DIExpression(), !173)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 111, i64 noundef 1803691650761883648, i64 noundef 0), !dbg !174
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 111, i64 noundef -1, i64 noundef -583), !dbg !177
    #dbg_value(i32 148, !98, !DIExpression(), !173)
  br label %54, !dbg !178

54:                                               ; preds = %52, %64
  %55 = phi i128 [ %66, %64 ], [ 3, %52 ]
  %56 = phi i128 [ %67, %64 ], [ 2305843009213693950, %52 ]
  %57 = phi i128 [ %65, %64 ], [ 1, %52 ]
  %58 = urem i128 %55, 2305843009213693951, !dbg !188
    #dbg_value(i128 %56, !184, !DIExpression(), !188)
  %59 = and i128 %56, 1, !dbg !189
  %60 = icmp eq i128 %59, 0, !dbg !189
  br i1 %60, label %64, label %61, !dbg !192

61:                                               ; preds = %54
    #dbg_value(i128 %57, !193, !DIExpression(), !198)
    #dbg_value(i128 %58, !196, !DIExpression(), !198)
    #dbg_value(i128 2305843009213693951, !197, !DIExpression(), !198)
  %62 = mul nuw nsw i128 %57, %58, !dbg !200
  %63 = urem i128 %62, 2305843009213693951, !dbg !201
    #dbg_value(i128 %63, !186, !DIExpression(), !188)
  br label %64, !dbg !202

64:                                               ; preds = %61, %54
  %65 = phi i128 [ %63, %61 ], [ %57, %54 ], !dbg !188
    #dbg_value(i128 poison, !186, !DIExpression(), !188)
    #dbg_value(i128 %58, !193, !DIExpression(), !203)
    #dbg_value(i128 %58, !196, !DIExpression(), !203)
    #dbg_value(i128 2305843009213693951, !197, !DIExpression(), !203)
  %66 = mul nuw nsw i128 %58, %58, !dbg !205
    #dbg_value(i128 poison, !183, !DIExpression(), !188)
  %67 = lshr i128 %56, 1, !dbg !206
    #dbg_value(i128 %67, !184, !DIExpression(), !188)
  %68 = icmp ult i128 %56, 2, !dbg !178
  br i1 %68, label %69, label %54, !dbg !178, !llvm.loop !207

69:                                               ; preds = %64
    #dbg_assign(i1 undef, !108, !DIExpression(), !105, ptr %3, !DIExpression(), !209)
    #dbg_value(ptr @.str.10, !115, !DIExpression(), !209)
    #dbg_value(i128 %65, !116, !DIExpression(), !209)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7, !dbg !211
    #dbg_value(i32 47, !117, !DIExpression(), !209)
  %70 = getelementptr inbounds i8, ptr %3, i64 47, !dbg !212
  store i8 0, ptr %70, align 1, !dbg !213, !tbaa !126
  %71 = icmp eq i128 %65, 0, !dbg !214
  br i1 %71, label %72, label %74, !dbg !216

72:                                               ; preds = %69
    #dbg_value(i32 46, !117, !DIExpression(), !209)
  %73 = getelementptr inbounds i8, ptr %3, i64 46, !dbg !217
  store i8 48, ptr %73, align 2, !dbg !218, !tbaa !126
    #dbg_value(i128 %65, !116, !DIExpression(), !209)
  br label %89, !dbg !219

74:                                               ; preds = %69, %74
  %75 = phi i64 [ %83, %74 ], [ 47, %69 ]
  %76 = phi i128 [ %78, %74 ], [ %65, %69 ]
    #dbg_value(i64 %75, !117, !DIExpression(), !209)
    #dbg_value(i128 %76, !116, !DIExpression(), !209)
  %77 = freeze i128 %76, !dbg !220
  %78 = udiv i128 %77, 10, !dbg !220
  %79 = mul i128 %78, 10, !dbg !221
  %80 = sub i128 %77, %79, !dbg !221
  %81 = trunc nuw nsw i128 %80 to i8, !dbg !222
  %82 = or disjoint i8 %81, 48, !dbg !223
  %83 = add nsw i64 %75, -1, !dbg !224
    #dbg_value(i64 %83, !117, !DIExpression(), !209)
  %84 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %83, !dbg !225
  store i8 %82, ptr %84, align 1, !dbg !226, !tbaa !126
    #dbg_value(i128 %78, !116, !DIExpression(), !209)
  %85 = icmp ult i128 %76, 10, !dbg !219
  br i1 %85, label %86, label %74, !dbg !219, !llvm.loop !227

86:                                               ; preds = %74
  %87 = shl i64 %83, 32, !dbg !229
  %88 = ashr exact i64 %87, 32, !dbg !229
  br label %89, !dbg !229

89:                                               ; preds = %86, %72
  %90 = phi i64 [ %88, %86 ], [ 46, %72 ], !dbg !209
  %91 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %90, !dbg !229
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull @.str.10, ptr noundef nonnull %91), !dbg !230
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7, !dbg !231
    #dbg_value(i128 12345, !184, !DIExpression(), !232)
    #dbg_value(i128 2305843009213693951, !185, !DIExpression(), !232)
    #dbg_value(i128 1, !186, !DIExpression(), !232)
    #dbg_value(i128 7, !183, !DIExpression(), !232)
  br label %92, !dbg !234

92:                                               ; preds = %102, %89
  %93 = phi i128 [ %104, %102 ], [ 7, %89 ]
  %94 = phi i128 [ %105, %102 ], [ 12345, %89 ]
  %95 = phi i128 [ %103, %102 ], [ 1, %89 ]
  %96 = urem i128 %93, 2305843009213693951, !dbg !232
    #dbg_value(i128 %94, !184, !DIExpression(), !232)
  %97 = and i128 %94, 1, !dbg !235
  %98 = icmp eq i128 %97, 0, !dbg !235
  br i1 %98, label %102, label %99, !dbg !236

99:                                               ; preds = %92
    #dbg_value(i128 %95, !193, !DIExpression(), !237)
    #dbg_value(i128 %96, !196, !DIExpression(), !237)
    #dbg_value(i128 2305843009213693951, !197, !DIExpression(), !237)
  %100 = mul i128 %95, %96, !dbg !239
  %101 = urem i128 %100, 2305843009213693951, !dbg !240
    #dbg_value(i128 %101, !186, !DIExpression(), !232)
  br label %102, !dbg !241

102:                                              ; preds = %99, %92
  %103 = phi i128 [ %101, %99 ], [ %95, %92 ], !dbg !232
    #dbg_value(i128 poison, !186, !DIExpression(), !232)
    #dbg_value(i128 %96, !193, !DIExpression(), !242)
    #dbg_value(i128 %96, !196, !DIExpression(), !242)
    #dbg_value(i128 2305843009213693951, !197, !DIExpression(), !242)
  %104 = mul nuw nsw i128 %96, %96, !dbg !244
    #dbg_value(i128 poison, !183, !DIExpression(), !232)
  %105 = lshr i128 %94, 1, !dbg !245
    #dbg_value(i128 %105, !184, !DIExpression(), !232)
  %106 = icmp ult i128 %94, 2, !dbg !234
  br i1 %106, label %107, label %92, !dbg !234, !llvm.loop !246

107:                                              ; preds = %102
    #dbg_assign(i1 undef, !108, !DIExpression(), !104, ptr %2, !DIExpression(), !248)
    #dbg_value(ptr @.str.11, !115, !DIExpression(), !248)
    #dbg_value(i128 %103, !116, !DIExpression(), !248)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #7, !dbg !250
    #dbg_value(i32 47, !117, !DIExpression(), !248)
  %108 = getelementptr inbounds i8, ptr %2, i64 47, !dbg !251
  store i8 0, ptr %108, align 1, !dbg !252, !tbaa !126
  %109 = icmp eq i128 %103, 0, !dbg !253
  br i1 %109, label %110, label %112, !dbg !254

110:                                              ; preds = %107
    #dbg_value(i32 46, !117, !DIExpression(), !248)
  %111 = getelementptr inbounds i8, ptr %2, i64 46, !dbg !255
  store i8 48, ptr %111, align 2, !dbg !256, !tbaa !126
    #dbg_value(i128 %103, !116, !DIExpression(), !248)
  br label %127, !dbg !257

112:                                              ; preds = %107, %112
  %113 = phi i64 [ %121, %112 ], [ 47, %107 ]
  %114 = phi i128 [ %116, %112 ], [ %103, %107 ]
    #dbg_value(i64 %113, !117, !DIExpression(), !248)
    #dbg_value(i128 %114, !116, !DIExpression(), !248)
  %115 = freeze i128 %114, !dbg !258
  %116 = udiv i128 %115, 10, !dbg !258
  %117 = mul i128 %116, 10, !dbg !259
  %118 = sub i128 %115, %117, !dbg !259
  %119 = trunc nuw nsw i128 %118 to i8, !dbg !260
  %120 = or disjoint i8 %119, 48, !dbg !261
  %121 = add nsw i64 %113, -1, !dbg !262
    #dbg_value(i64 %121, !117, !DIExpression(), !248)
  %122 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %121, !dbg !263
  store i8 %120, ptr %122, align 1, !dbg !264, !tbaa !126
    #dbg_value(i128 %116, !116, !DIExpression(), !248)
  %123 = icmp ult i128 %114, 10, !dbg !257
  br i1 %123, label %124, label %112, !dbg !257, !llvm.loop !265

124:                                              ; preds = %112
  %125 = shl i64 %121, 32, !dbg !267
  %126 = ashr exact i64 %125, 32, !dbg !267
  br label %127, !dbg !267

127:                                              ; preds = %110, %124
  %128 = phi i64 [ %126, %124 ], [ 46, %110 ], !dbg !248
  %129 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %128, !dbg !267
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull @.str.11, ptr noundef nonnull %129), !dbg !268
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #7, !dbg !269
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !270
    #dbg_value(double 0x47723456789ABCDF, !101, !DIExpression(), !164)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, double noundef 0x413713AE1340949F, i64 noundef 81985529216486896), !dbg !271
    #dbg_value(i128 1499999999999999889089448902656, !102, !DIExpression(), !164)
    #dbg_assign(i1 undef, !108, !DIExpression(), !103, ptr %1, !DIExpression(), !272)
    #dbg_value(ptr @.str.14, !115, !DIExpression(), !272)
    #dbg_value(i128 1499999999999999889089448902656, !116, !DIExpression(), !272)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7, !dbg !274
    #dbg_value(i32 47, !117, !DIExpression(), !272)
  %130 = getelementptr inbounds i8, ptr %1, i64 47, !dbg !275
  store i8 0, ptr %130, align 1, !dbg !276, !tbaa !126
  br label %131, !dbg !277

131:                                              ; preds = %143, %127
  %132 = phi i64 [ 47, %127 ], [ %147, %143 ]
  %133 = phi i128 [ 1499999999999999889089448902656, %127 ], [ %149, %143 ]
    #dbg_value(i64 %132, !117, !DIExpression(), !272)
    #dbg_value(i128 %133, !116, !DIExpression(), !272)
  %134 = freeze i128 %133, !dbg !278
  %135 = udiv i128 %134, 10, !dbg !278
  %136 = mul i128 %135, 10, !dbg !279
  %137 = sub i128 %134, %136, !dbg !279
  %138 = trunc nuw nsw i128 %137 to i8, !dbg !280
  %139 = or disjoint i8 %138, 48, !dbg !281
  %140 = add nsw i64 %132, -1, !dbg !282
    #dbg_value(i64 %140, !117, !DIExpression(), !272)
  %141 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %140, !dbg !283
  store i8 %139, ptr %141, align 1, !dbg !284, !tbaa !126
    #dbg_value(i128 poison, !116, !DIExpression(), !272)
  %142 = icmp ult i128 %133, 10, !dbg !285
  br i1 %142, label %150, label %143, !dbg !285, !llvm.loop !286

143:                                              ; preds = %131
    #dbg_value(i128 %135, !116, !DIExpression(), !272)
    #dbg_value(i64 %140, !117, !DIExpression(), !272)
    #dbg_value(i128 %135, !116, !DIExpression(), !272)
  %144 = urem i128 %135, 10, !dbg !279
  %145 = trunc nuw nsw i128 %144 to i8, !dbg !280
  %146 = or disjoint i8 %145, 48, !dbg !281
  %147 = add nsw i64 %132, -2, !dbg !282
    #dbg_value(i64 %147, !117, !DIExpression(), !272)
  %148 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %147, !dbg !283
  store i8 %146, ptr %148, align 1, !dbg !284, !tbaa !126
  %149 = udiv i128 %133, 100, !dbg !278
    #dbg_value(i128 %149, !116, !DIExpression(), !272)
  br label %131

150:                                              ; preds = %131
  %151 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !288
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull @.str.14, ptr noundef nonnull %151), !dbg !289
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7, !dbg !290
  ret i32 0, !dbg !291
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @print_i128(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #2 !dbg !292 {
  %3 = alloca [48 x i8], align 16, !DIAssignID !304
  %4 = alloca [48 x i8], align 16, !DIAssignID !305
  %5 = alloca [64 x i8], align 16, !DIAssignID !306
    #dbg_assign(i1 undef, !298, !DIExpression(), !306, ptr %5, !DIExpression(), !307)
  %6 = load i128, ptr %1, align 16, !tbaa !166
    #dbg_value(ptr %0, !296, !DIExpression(), !308)
    #dbg_value(i128 %6, !297, !DIExpression(), !308)
  %7 = icmp slt i128 %6, 0, !dbg !309
  br i1 %7, label %8, label %27, !dbg !310

8:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #7, !dbg !311
  call void (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 poison, ptr poison, ptr noundef %0), !dbg !312
  %9 = sub i128 0, %6, !dbg !313
    #dbg_assign(i1 undef, !108, !DIExpression(), !305, ptr %4, !DIExpression(), !314)
    #dbg_value(ptr %5, !115, !DIExpression(), !314)
    #dbg_value(i128 %9, !116, !DIExpression(), !314)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #7, !dbg !316
    #dbg_value(i32 47, !117, !DIExpression(), !314)
  %10 = getelementptr inbounds i8, ptr %4, i64 47, !dbg !317
  store i8 0, ptr %10, align 1, !dbg !318, !tbaa !126
  br label %11, !dbg !319

11:                                               ; preds = %8, %11
  %12 = phi i64 [ %20, %11 ], [ 47, %8 ]
  %13 = phi i128 [ %15, %11 ], [ %9, %8 ]
    #dbg_value(i64 %12, !117, !DIExpression(), !314)
    #dbg_value(i128 %13, !116, !DIExpression(), !314)
  %14 = freeze i128 %13, !dbg !320
  %15 = udiv i128 %14, 10, !dbg !320
  %16 = mul i128 %15, 10, !dbg !321
  %17 = sub i128 %14, %16, !dbg !321
  %18 = trunc nuw nsw i128 %17 to i8, !dbg !322
  %19 = or disjoint i8 %18, 48, !dbg !323
  %20 = add nsw i64 %12, -1, !dbg !324
    #dbg_value(i64 %20, !117, !DIExpression(), !314)
  %21 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %20, !dbg !325
  store i8 %19, ptr %21, align 1, !dbg !326, !tbaa !126
    #dbg_value(i128 %15, !116, !DIExpression(), !314)
  %22 = icmp ult i128 %13, 10, !dbg !327
  br i1 %22, label %23, label %11, !dbg !327, !llvm.loop !328

23:                                               ; preds = %11
  %24 = shl i64 %20, 32, !dbg !330
  %25 = ashr exact i64 %24, 32, !dbg !330
  %26 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %25, !dbg !330
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %5, ptr noundef nonnull %26), !dbg !331
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #7, !dbg !332
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #7, !dbg !333
  br label %50, !dbg !334

27:                                               ; preds = %2
    #dbg_assign(i1 undef, !108, !DIExpression(), !304, ptr %3, !DIExpression(), !335)
    #dbg_value(ptr %0, !115, !DIExpression(), !335)
    #dbg_value(i128 %6, !116, !DIExpression(), !335)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7, !dbg !338
    #dbg_value(i32 47, !117, !DIExpression(), !335)
  %28 = getelementptr inbounds i8, ptr %3, i64 47, !dbg !339
  store i8 0, ptr %28, align 1, !dbg !340, !tbaa !126
  %29 = icmp eq i128 %6, 0, !dbg !341
  br i1 %29, label %30, label %32, !dbg !342

30:                                               ; preds = %27
    #dbg_value(i32 46, !117, !DIExpression(), !335)
  %31 = getelementptr inbounds i8, ptr %3, i64 46, !dbg !343
  store i8 48, ptr %31, align 2, !dbg !344, !tbaa !126
    #dbg_value(i128 %6, !116, !DIExpression(), !335)
  br label %47, !dbg !345

32:                                               ; preds = %27, %32
  %33 = phi i64 [ %41, %32 ], [ 47, %27 ]
  %34 = phi i128 [ %36, %32 ], [ %6, %27 ]
    #dbg_value(i64 %33, !117, !DIExpression(), !335)
    #dbg_value(i128 %34, !116, !DIExpression(), !335)
  %35 = freeze i128 %34, !dbg !346
  %36 = udiv i128 %35, 10, !dbg !346
  %37 = mul i128 %36, 10, !dbg !347
  %38 = sub i128 %35, %37, !dbg !347
  %39 = trunc nuw nsw i128 %38 to i8, !dbg !348
  %40 = or disjoint i8 %39, 48, !dbg !349
  %41 = add nsw i64 %33, -1, !dbg !350
    #dbg_value(i64 %41, !117, !DIExpression(), !335)
  %42 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %41, !dbg !351
  store i8 %40, ptr %42, align 1, !dbg !352, !tbaa !126
    #dbg_value(i128 %36, !116, !DIExpression(), !335)
  %43 = icmp ult i128 %34, 10, !dbg !345
  br i1 %43, label %44, label %32, !dbg !345, !llvm.loop !353

44:                                               ; preds = %32
  %45 = shl i64 %41, 32, !dbg !355
  %46 = ashr exact i64 %45, 32, !dbg !355
  br label %47, !dbg !355

47:                                               ; preds = %30, %44
  %48 = phi i64 [ %46, %44 ], [ 46, %30 ], !dbg !335
  %49 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %48, !dbg !355
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef %0, ptr noundef nonnull %49), !dbg !356
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7, !dbg !357
  br label %50

50:                                               ; preds = %47, %23
  ret void, !dbg !358
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 !dbg !359 {
  %2 = alloca ptr, align 8, !DIAssignID !369
    #dbg_assign(i1 undef, !366, !DIExpression(), !369, ptr %2, !DIExpression(), !370)
    #dbg_value(ptr %0, !364, !DIExpression(), !370)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !371
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !372
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7, !dbg !373
  %4 = load ptr, ptr %2, align 8, !dbg !374, !tbaa !375
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7, !dbg !377
    #dbg_value(i32 %5, !365, !DIExpression(), !370)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !378
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !379
  ret void, !dbg !380
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @snprintf(ptr noundef %0, i64 %1, ptr nocapture nonnull readnone %2, ...) unnamed_addr #3 !dbg !381 {
  %4 = alloca ptr, align 8, !DIAssignID !392
    #dbg_assign(i1 undef, !391, !DIExpression(), !392, ptr %4, !DIExpression(), !393)
    #dbg_value(ptr %0, !387, !DIExpression(), !393)
    #dbg_value(i64 64, !388, !DIExpression(), !393)
    #dbg_value(ptr @.str.16, !389, !DIExpression(), !393)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #7, !dbg !394
  call void @llvm.va_start.p0(ptr nonnull %4), !dbg !395
  %5 = load ptr, ptr %4, align 8, !dbg !396, !tbaa !375
  %6 = call i32 @__mingw_vsnprintf(ptr noundef %0, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef %5) #7, !dbg !397
    #dbg_value(i32 %6, !390, !DIExpression(), !393)
  call void @llvm.va_end.p0(ptr nonnull %4), !dbg !398
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #7, !dbg !399
  ret void, !dbg !400
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

declare !dbg !401 dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nounwind
declare !dbg !409 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare !dbg !425 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!80, !81, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/int128.c", directory: ".")
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
!80 = !{i32 7, !"Dwarf Version", i32 4}
!81 = !{i32 2, !"Debug Info Version", i32 3}
!82 = !{i32 1, !"wchar_size", i32 2}
!83 = !{i32 8, !"PIC Level", i32 2}
!84 = !{i32 7, !"uwtable", i32 2}
!85 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!108 = !DILocalVariable(name: "buf", scope: !109, file: !2, line: 8, type: !118)
!109 = distinct !DISubprogram(name: "print_u128", scope: !2, file: !2, line: 7, type: !110, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !114)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !112, !71}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!114 = !{!115, !116, !108, !117}
!115 = !DILocalVariable(name: "label", arg: 1, scope: !109, file: !2, line: 7, type: !112)
!116 = !DILocalVariable(name: "v", arg: 2, scope: !109, file: !2, line: 7, type: !71)
!117 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 9, type: !76)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 48)
!121 = !DILocation(line: 0, scope: !109, inlinedAt: !122)
!122 = distinct !DILocation(line: 49, column: 5, scope: !88)
!123 = !DILocation(line: 8, column: 5, scope: !109, inlinedAt: !122)
!124 = !DILocation(line: 10, column: 5, scope: !109, inlinedAt: !122)
!125 = !DILocation(line: 10, column: 12, scope: !109, inlinedAt: !122)
!126 = !{!127, !127, i64 0}
!127 = !{!"omnipotent char", !128, i64 0}
!128 = !{!"Simple C/C++ TBAA"}
!129 = !DILocation(line: 11, column: 9, scope: !109, inlinedAt: !122)
!130 = !DILocation(line: 12, column: 59, scope: !131, inlinedAt: !122)
!131 = distinct !DILexicalBlock(scope: !109, file: !2, line: 12, column: 15)
!132 = !DILocation(line: 12, column: 49, scope: !131, inlinedAt: !122)
!133 = !DILocation(line: 12, column: 41, scope: !131, inlinedAt: !122)
!134 = !DILocation(line: 12, column: 39, scope: !131, inlinedAt: !122)
!135 = !DILocation(line: 12, column: 21, scope: !131, inlinedAt: !122)
!136 = !DILocation(line: 12, column: 17, scope: !131, inlinedAt: !122)
!137 = !DILocation(line: 12, column: 26, scope: !131, inlinedAt: !122)
!138 = !DILocation(line: 12, column: 5, scope: !109, inlinedAt: !122)
!139 = distinct !{!139, !138, !140, !141}
!140 = !DILocation(line: 12, column: 66, scope: !109, inlinedAt: !122)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 13, column: 30, scope: !109, inlinedAt: !122)
!143 = !DILocation(line: 13, column: 5, scope: !109, inlinedAt: !122)
!144 = !DILocation(line: 14, column: 1, scope: !109, inlinedAt: !122)
!145 = !DILocation(line: 0, scope: !109, inlinedAt: !146)
!146 = distinct !DILocation(line: 50, column: 5, scope: !88)
!147 = !DILocation(line: 8, column: 5, scope: !109, inlinedAt: !146)
!148 = !DILocation(line: 10, column: 5, scope: !109, inlinedAt: !146)
!149 = !DILocation(line: 10, column: 12, scope: !109, inlinedAt: !146)
!150 = !DILocation(line: 11, column: 9, scope: !109, inlinedAt: !146)
!151 = !DILocation(line: 12, column: 59, scope: !131, inlinedAt: !146)
!152 = !DILocation(line: 12, column: 49, scope: !131, inlinedAt: !146)
!153 = !DILocation(line: 12, column: 41, scope: !131, inlinedAt: !146)
!154 = !DILocation(line: 12, column: 39, scope: !131, inlinedAt: !146)
!155 = !DILocation(line: 12, column: 21, scope: !131, inlinedAt: !146)
!156 = !DILocation(line: 12, column: 17, scope: !131, inlinedAt: !146)
!157 = !DILocation(line: 12, column: 26, scope: !131, inlinedAt: !146)
!158 = !DILocation(line: 12, column: 5, scope: !109, inlinedAt: !146)
!159 = distinct !{!159, !158, !160, !141}
!160 = !DILocation(line: 12, column: 66, scope: !109, inlinedAt: !146)
!161 = !DILocation(line: 13, column: 30, scope: !109, inlinedAt: !146)
!162 = !DILocation(line: 13, column: 5, scope: !109, inlinedAt: !146)
!163 = !DILocation(line: 14, column: 1, scope: !109, inlinedAt: !146)
!164 = !DILocation(line: 0, scope: !88)
!165 = !DILocation(line: 52, column: 5, scope: !88)
!166 = !{!167, !167, i64 0}
!167 = !{!"__int128", !127, i64 0}
!168 = !DILocation(line: 53, column: 5, scope: !88)
!169 = !DILocation(line: 57, column: 5, scope: !88)
!170 = !DILocation(line: 58, column: 5, scope: !88)
!171 = !DILocation(line: 61, column: 5, scope: !88)
!172 = !DILocation(line: 62, column: 5, scope: !88)
!173 = !DILocation(line: 0, scope: !99)
!174 = !DILocation(line: 64, column: 9, scope: !175)
!175 = distinct !DILexicalBlock(scope: !176, file: !2, line: 63, column: 39)
!176 = distinct !DILexicalBlock(scope: !99, file: !2, line: 63, column: 5)
!177 = !DILocation(line: 65, column: 9, scope: !175)
!178 = !DILocation(line: 37, column: 5, scope: !179, inlinedAt: !187)
!179 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 34, type: !180, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !182)
!180 = !DISubroutineType(types: !181)
!181 = !{!71, !71, !71, !71}
!182 = !{!183, !184, !185, !186}
!183 = !DILocalVariable(name: "b", arg: 1, scope: !179, file: !2, line: 34, type: !71)
!184 = !DILocalVariable(name: "e", arg: 2, scope: !179, file: !2, line: 34, type: !71)
!185 = !DILocalVariable(name: "m", arg: 3, scope: !179, file: !2, line: 34, type: !71)
!186 = !DILocalVariable(name: "r", scope: !179, file: !2, line: 35, type: !71)
!187 = distinct !DILocation(line: 68, column: 36, scope: !88)
!188 = !DILocation(line: 0, scope: !179, inlinedAt: !187)
!189 = !DILocation(line: 38, column: 15, scope: !190, inlinedAt: !187)
!190 = distinct !DILexicalBlock(scope: !191, file: !2, line: 38, column: 13)
!191 = distinct !DILexicalBlock(scope: !179, file: !2, line: 37, column: 15)
!192 = !DILocation(line: 38, column: 13, scope: !191, inlinedAt: !187)
!193 = !DILocalVariable(name: "a", arg: 1, scope: !194, file: !2, line: 32, type: !71)
!194 = distinct !DISubprogram(name: "mulmod", scope: !2, file: !2, line: 32, type: !180, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !195)
!195 = !{!193, !196, !197}
!196 = !DILocalVariable(name: "b", arg: 2, scope: !194, file: !2, line: 32, type: !71)
!197 = !DILocalVariable(name: "m", arg: 3, scope: !194, file: !2, line: 32, type: !71)
!198 = !DILocation(line: 0, scope: !194, inlinedAt: !199)
!199 = distinct !DILocation(line: 38, column: 24, scope: !190, inlinedAt: !187)
!200 = !DILocation(line: 32, column: 56, scope: !194, inlinedAt: !199)
!201 = !DILocation(line: 32, column: 61, scope: !194, inlinedAt: !199)
!202 = !DILocation(line: 38, column: 20, scope: !190, inlinedAt: !187)
!203 = !DILocation(line: 0, scope: !194, inlinedAt: !204)
!204 = distinct !DILocation(line: 39, column: 13, scope: !191, inlinedAt: !187)
!205 = !DILocation(line: 32, column: 56, scope: !194, inlinedAt: !204)
!206 = !DILocation(line: 40, column: 11, scope: !191, inlinedAt: !187)
!207 = distinct !{!207, !178, !208, !141}
!208 = !DILocation(line: 41, column: 5, scope: !179, inlinedAt: !187)
!209 = !DILocation(line: 0, scope: !109, inlinedAt: !210)
!210 = distinct !DILocation(line: 68, column: 5, scope: !88)
!211 = !DILocation(line: 8, column: 5, scope: !109, inlinedAt: !210)
!212 = !DILocation(line: 10, column: 5, scope: !109, inlinedAt: !210)
!213 = !DILocation(line: 10, column: 12, scope: !109, inlinedAt: !210)
!214 = !DILocation(line: 11, column: 11, scope: !215, inlinedAt: !210)
!215 = distinct !DILexicalBlock(scope: !109, file: !2, line: 11, column: 9)
!216 = !DILocation(line: 11, column: 9, scope: !109, inlinedAt: !210)
!217 = !DILocation(line: 11, column: 17, scope: !215, inlinedAt: !210)
!218 = !DILocation(line: 11, column: 26, scope: !215, inlinedAt: !210)
!219 = !DILocation(line: 12, column: 5, scope: !109, inlinedAt: !210)
!220 = !DILocation(line: 12, column: 59, scope: !131, inlinedAt: !210)
!221 = !DILocation(line: 12, column: 49, scope: !131, inlinedAt: !210)
!222 = !DILocation(line: 12, column: 41, scope: !131, inlinedAt: !210)
!223 = !DILocation(line: 12, column: 39, scope: !131, inlinedAt: !210)
!224 = !DILocation(line: 12, column: 21, scope: !131, inlinedAt: !210)
!225 = !DILocation(line: 12, column: 17, scope: !131, inlinedAt: !210)
!226 = !DILocation(line: 12, column: 26, scope: !131, inlinedAt: !210)
!227 = distinct !{!227, !219, !228, !141}
!228 = !DILocation(line: 12, column: 66, scope: !109, inlinedAt: !210)
!229 = !DILocation(line: 13, column: 30, scope: !109, inlinedAt: !210)
!230 = !DILocation(line: 13, column: 5, scope: !109, inlinedAt: !210)
!231 = !DILocation(line: 14, column: 1, scope: !109, inlinedAt: !210)
!232 = !DILocation(line: 0, scope: !179, inlinedAt: !233)
!233 = distinct !DILocation(line: 69, column: 36, scope: !88)
!234 = !DILocation(line: 37, column: 5, scope: !179, inlinedAt: !233)
!235 = !DILocation(line: 38, column: 15, scope: !190, inlinedAt: !233)
!236 = !DILocation(line: 38, column: 13, scope: !191, inlinedAt: !233)
!237 = !DILocation(line: 0, scope: !194, inlinedAt: !238)
!238 = distinct !DILocation(line: 38, column: 24, scope: !190, inlinedAt: !233)
!239 = !DILocation(line: 32, column: 56, scope: !194, inlinedAt: !238)
!240 = !DILocation(line: 32, column: 61, scope: !194, inlinedAt: !238)
!241 = !DILocation(line: 38, column: 20, scope: !190, inlinedAt: !233)
!242 = !DILocation(line: 0, scope: !194, inlinedAt: !243)
!243 = distinct !DILocation(line: 39, column: 13, scope: !191, inlinedAt: !233)
!244 = !DILocation(line: 32, column: 56, scope: !194, inlinedAt: !243)
!245 = !DILocation(line: 40, column: 11, scope: !191, inlinedAt: !233)
!246 = distinct !{!246, !234, !247, !141}
!247 = !DILocation(line: 41, column: 5, scope: !179, inlinedAt: !233)
!248 = !DILocation(line: 0, scope: !109, inlinedAt: !249)
!249 = distinct !DILocation(line: 69, column: 5, scope: !88)
!250 = !DILocation(line: 8, column: 5, scope: !109, inlinedAt: !249)
!251 = !DILocation(line: 10, column: 5, scope: !109, inlinedAt: !249)
!252 = !DILocation(line: 10, column: 12, scope: !109, inlinedAt: !249)
!253 = !DILocation(line: 11, column: 11, scope: !215, inlinedAt: !249)
!254 = !DILocation(line: 11, column: 9, scope: !109, inlinedAt: !249)
!255 = !DILocation(line: 11, column: 17, scope: !215, inlinedAt: !249)
!256 = !DILocation(line: 11, column: 26, scope: !215, inlinedAt: !249)
!257 = !DILocation(line: 12, column: 5, scope: !109, inlinedAt: !249)
!258 = !DILocation(line: 12, column: 59, scope: !131, inlinedAt: !249)
!259 = !DILocation(line: 12, column: 49, scope: !131, inlinedAt: !249)
!260 = !DILocation(line: 12, column: 41, scope: !131, inlinedAt: !249)
!261 = !DILocation(line: 12, column: 39, scope: !131, inlinedAt: !249)
!262 = !DILocation(line: 12, column: 21, scope: !131, inlinedAt: !249)
!263 = !DILocation(line: 12, column: 17, scope: !131, inlinedAt: !249)
!264 = !DILocation(line: 12, column: 26, scope: !131, inlinedAt: !249)
!265 = distinct !{!265, !257, !266, !141}
!266 = !DILocation(line: 12, column: 66, scope: !109, inlinedAt: !249)
!267 = !DILocation(line: 13, column: 30, scope: !109, inlinedAt: !249)
!268 = !DILocation(line: 13, column: 5, scope: !109, inlinedAt: !249)
!269 = !DILocation(line: 14, column: 1, scope: !109, inlinedAt: !249)
!270 = !DILocation(line: 70, column: 5, scope: !88)
!271 = !DILocation(line: 72, column: 5, scope: !88)
!272 = !DILocation(line: 0, scope: !109, inlinedAt: !273)
!273 = distinct !DILocation(line: 74, column: 5, scope: !88)
!274 = !DILocation(line: 8, column: 5, scope: !109, inlinedAt: !273)
!275 = !DILocation(line: 10, column: 5, scope: !109, inlinedAt: !273)
!276 = !DILocation(line: 10, column: 12, scope: !109, inlinedAt: !273)
!277 = !DILocation(line: 11, column: 9, scope: !109, inlinedAt: !273)
!278 = !DILocation(line: 12, column: 59, scope: !131, inlinedAt: !273)
!279 = !DILocation(line: 12, column: 49, scope: !131, inlinedAt: !273)
!280 = !DILocation(line: 12, column: 41, scope: !131, inlinedAt: !273)
!281 = !DILocation(line: 12, column: 39, scope: !131, inlinedAt: !273)
!282 = !DILocation(line: 12, column: 21, scope: !131, inlinedAt: !273)
!283 = !DILocation(line: 12, column: 17, scope: !131, inlinedAt: !273)
!284 = !DILocation(line: 12, column: 26, scope: !131, inlinedAt: !273)
!285 = !DILocation(line: 12, column: 5, scope: !109, inlinedAt: !273)
!286 = distinct !{!286, !285, !287, !141}
!287 = !DILocation(line: 12, column: 66, scope: !109, inlinedAt: !273)
!288 = !DILocation(line: 13, column: 30, scope: !109, inlinedAt: !273)
!289 = !DILocation(line: 13, column: 5, scope: !109, inlinedAt: !273)
!290 = !DILocation(line: 14, column: 1, scope: !109, inlinedAt: !273)
!291 = !DILocation(line: 75, column: 5, scope: !88)
!292 = distinct !DISubprogram(name: "print_i128", scope: !2, file: !2, line: 16, type: !293, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !295)
!293 = !DISubroutineType(types: !294)
!294 = !{null, !112, !73}
!295 = !{!296, !297, !298}
!296 = !DILocalVariable(name: "label", arg: 1, scope: !292, file: !2, line: 16, type: !112)
!297 = !DILocalVariable(name: "v", arg: 2, scope: !292, file: !2, line: 16, type: !73)
!298 = !DILocalVariable(name: "l", scope: !299, file: !2, line: 18, type: !301)
!299 = distinct !DILexicalBlock(scope: !300, file: !2, line: 17, column: 16)
!300 = distinct !DILexicalBlock(scope: !292, file: !2, line: 17, column: 9)
!301 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !302)
!302 = !{!303}
!303 = !DISubrange(count: 64)
!304 = distinct !DIAssignID()
!305 = distinct !DIAssignID()
!306 = distinct !DIAssignID()
!307 = !DILocation(line: 0, scope: !299)
!308 = !DILocation(line: 0, scope: !292)
!309 = !DILocation(line: 17, column: 11, scope: !300)
!310 = !DILocation(line: 17, column: 9, scope: !292)
!311 = !DILocation(line: 18, column: 9, scope: !299)
!312 = !DILocation(line: 19, column: 9, scope: !299)
!313 = !DILocation(line: 20, column: 31, scope: !299)
!314 = !DILocation(line: 0, scope: !109, inlinedAt: !315)
!315 = distinct !DILocation(line: 20, column: 9, scope: !299)
!316 = !DILocation(line: 8, column: 5, scope: !109, inlinedAt: !315)
!317 = !DILocation(line: 10, column: 5, scope: !109, inlinedAt: !315)
!318 = !DILocation(line: 10, column: 12, scope: !109, inlinedAt: !315)
!319 = !DILocation(line: 11, column: 9, scope: !109, inlinedAt: !315)
!320 = !DILocation(line: 12, column: 59, scope: !131, inlinedAt: !315)
!321 = !DILocation(line: 12, column: 49, scope: !131, inlinedAt: !315)
!322 = !DILocation(line: 12, column: 41, scope: !131, inlinedAt: !315)
!323 = !DILocation(line: 12, column: 39, scope: !131, inlinedAt: !315)
!324 = !DILocation(line: 12, column: 21, scope: !131, inlinedAt: !315)
!325 = !DILocation(line: 12, column: 17, scope: !131, inlinedAt: !315)
!326 = !DILocation(line: 12, column: 26, scope: !131, inlinedAt: !315)
!327 = !DILocation(line: 12, column: 5, scope: !109, inlinedAt: !315)
!328 = distinct !{!328, !327, !329, !141}
!329 = !DILocation(line: 12, column: 66, scope: !109, inlinedAt: !315)
!330 = !DILocation(line: 13, column: 30, scope: !109, inlinedAt: !315)
!331 = !DILocation(line: 13, column: 5, scope: !109, inlinedAt: !315)
!332 = !DILocation(line: 14, column: 1, scope: !109, inlinedAt: !315)
!333 = !DILocation(line: 21, column: 5, scope: !300)
!334 = !DILocation(line: 21, column: 5, scope: !299)
!335 = !DILocation(line: 0, scope: !109, inlinedAt: !336)
!336 = distinct !DILocation(line: 22, column: 9, scope: !337)
!337 = distinct !DILexicalBlock(scope: !300, file: !2, line: 21, column: 12)
!338 = !DILocation(line: 8, column: 5, scope: !109, inlinedAt: !336)
!339 = !DILocation(line: 10, column: 5, scope: !109, inlinedAt: !336)
!340 = !DILocation(line: 10, column: 12, scope: !109, inlinedAt: !336)
!341 = !DILocation(line: 11, column: 11, scope: !215, inlinedAt: !336)
!342 = !DILocation(line: 11, column: 9, scope: !109, inlinedAt: !336)
!343 = !DILocation(line: 11, column: 17, scope: !215, inlinedAt: !336)
!344 = !DILocation(line: 11, column: 26, scope: !215, inlinedAt: !336)
!345 = !DILocation(line: 12, column: 5, scope: !109, inlinedAt: !336)
!346 = !DILocation(line: 12, column: 59, scope: !131, inlinedAt: !336)
!347 = !DILocation(line: 12, column: 49, scope: !131, inlinedAt: !336)
!348 = !DILocation(line: 12, column: 41, scope: !131, inlinedAt: !336)
!349 = !DILocation(line: 12, column: 39, scope: !131, inlinedAt: !336)
!350 = !DILocation(line: 12, column: 21, scope: !131, inlinedAt: !336)
!351 = !DILocation(line: 12, column: 17, scope: !131, inlinedAt: !336)
!352 = !DILocation(line: 12, column: 26, scope: !131, inlinedAt: !336)
!353 = distinct !{!353, !345, !354, !141}
!354 = !DILocation(line: 12, column: 66, scope: !109, inlinedAt: !336)
!355 = !DILocation(line: 13, column: 30, scope: !109, inlinedAt: !336)
!356 = !DILocation(line: 13, column: 5, scope: !109, inlinedAt: !336)
!357 = !DILocation(line: 14, column: 1, scope: !109, inlinedAt: !336)
!358 = !DILocation(line: 24, column: 1, scope: !292)
!359 = distinct !DISubprogram(name: "printf", scope: !360, file: !360, line: 368, type: !361, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !363)
!360 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!361 = !DISubroutineType(cc: DW_CC_nocall, types: !362)
!362 = !{!76, !112, null}
!363 = !{!364, !365, !366}
!364 = !DILocalVariable(name: "__format", arg: 1, scope: !359, file: !360, line: 368, type: !112)
!365 = !DILocalVariable(name: "__retval", scope: !359, file: !360, line: 370, type: !76)
!366 = !DILocalVariable(name: "__local_argv", scope: !359, file: !360, line: 371, type: !367)
!367 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !368)
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!369 = distinct !DIAssignID()
!370 = !DILocation(line: 0, scope: !359)
!371 = !DILocation(line: 371, column: 3, scope: !359)
!372 = !DILocation(line: 371, column: 35, scope: !359)
!373 = !DILocation(line: 372, column: 32, scope: !359)
!374 = !DILocation(line: 372, column: 50, scope: !359)
!375 = !{!376, !376, i64 0}
!376 = !{!"any pointer", !127, i64 0}
!377 = !DILocation(line: 372, column: 14, scope: !359)
!378 = !DILocation(line: 373, column: 3, scope: !359)
!379 = !DILocation(line: 375, column: 1, scope: !359)
!380 = !DILocation(line: 374, column: 3, scope: !359)
!381 = distinct !DISubprogram(name: "snprintf", scope: !360, file: !360, line: 451, type: !382, scopeLine: 452, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !386)
!382 = !DISubroutineType(cc: DW_CC_nocall, types: !383)
!383 = !{!76, !368, !384, !112, null}
!384 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !385, line: 35, baseType: !78)
!385 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!386 = !{!387, !388, !389, !390, !391}
!387 = !DILocalVariable(name: "__stream", arg: 1, scope: !381, file: !360, line: 451, type: !368)
!388 = !DILocalVariable(name: "__n", arg: 2, scope: !381, file: !360, line: 451, type: !384)
!389 = !DILocalVariable(name: "__format", arg: 3, scope: !381, file: !360, line: 451, type: !112)
!390 = !DILocalVariable(name: "__retval", scope: !381, file: !360, line: 453, type: !76)
!391 = !DILocalVariable(name: "__local_argv", scope: !381, file: !360, line: 454, type: !367)
!392 = distinct !DIAssignID()
!393 = !DILocation(line: 0, scope: !381)
!394 = !DILocation(line: 454, column: 3, scope: !381)
!395 = !DILocation(line: 454, column: 35, scope: !381)
!396 = !DILocation(line: 455, column: 58, scope: !381)
!397 = !DILocation(line: 455, column: 14, scope: !381)
!398 = !DILocation(line: 456, column: 3, scope: !381)
!399 = !DILocation(line: 458, column: 1, scope: !381)
!400 = !DILocation(line: 457, column: 3, scope: !381)
!401 = !DISubprogram(name: "__mingw_vsnprintf", scope: !360, file: !360, line: 177, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{!76, !404, !384, !405, !406}
!404 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !368)
!405 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!406 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !407, line: 31, baseType: !408)
!407 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!408 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !407, line: 24, baseType: !367)
!409 = !DISubprogram(name: "__mingw_vfprintf", scope: !360, file: !360, line: 193, type: !410, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DISubroutineType(types: !411)
!411 = !{!76, !412, !405, !406}
!412 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !413)
!413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !414, size: 64)
!414 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !360, line: 47, baseType: !415)
!415 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !360, line: 33, size: 384, align: 64, elements: !416)
!416 = !{!417, !418, !419, !420, !421, !422, !423, !424}
!417 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !415, file: !360, line: 37, baseType: !368, size: 64)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !415, file: !360, line: 38, baseType: !76, size: 32, offset: 64)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !415, file: !360, line: 39, baseType: !368, size: 64, offset: 128)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !415, file: !360, line: 40, baseType: !76, size: 32, offset: 192)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !415, file: !360, line: 41, baseType: !76, size: 32, offset: 224)
!422 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !415, file: !360, line: 42, baseType: !76, size: 32, offset: 256)
!423 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !415, file: !360, line: 43, baseType: !76, size: 32, offset: 288)
!424 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !415, file: !360, line: 44, baseType: !368, size: 64, offset: 320)
!425 = !DISubprogram(name: "__acrt_iob_func", scope: !360, file: !360, line: 93, type: !426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DISubroutineType(types: !427)
!427 = !{!413, !77}
