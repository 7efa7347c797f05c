; ModuleID = 'tests/run/aarch64/int128.c'
source_filename = "tests/run/aarch64/int128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.WithI = type { i8, i128, i16 }
%struct.TwoI = type { i128, i128 }

@vs = dso_local global [8 x i64] [i64 3, i64 -7, i64 123456789, i64 -987654321, i64 9223372036854775807, i64 1, i64 64, i64 0], align 8, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !15
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !20
@.str.2 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [5 x i8] c"mul2\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [5 x i8] c"sdiv\00", align 1, !dbg !29
@.str.5 = private unnamed_addr constant [5 x i8] c"srem\00", align 1, !dbg !31
@.str.6 = private unnamed_addr constant [11 x i8] c"sdiv small\00", align 1, !dbg !33
@.str.7 = private unnamed_addr constant [11 x i8] c"srem small\00", align 1, !dbg !38
@.str.8 = private unnamed_addr constant [5 x i8] c"udiv\00", align 1, !dbg !40
@.str.9 = private unnamed_addr constant [5 x i8] c"urem\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [7 x i8] c"shl %d\00", align 1, !dbg !44
@.str.11 = private unnamed_addr constant [8 x i8] c"lshr %d\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [8 x i8] c"ashr %d\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [7 x i8] c"shl 64\00", align 1, !dbg !56
@.str.14 = private unnamed_addr constant [9 x i8] c"ashr 127\00", align 1, !dbg !58
@.str.15 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1, !dbg !63
@.str.16 = private unnamed_addr constant [24 x i8] c"to_d %.17g %.17g %.17g\0A\00", align 1, !dbg !68
@.str.17 = private unnamed_addr constant [7 x i8] c"from_d\00", align 1, !dbg !73
@.str.18 = private unnamed_addr constant [8 x i8] c"ufrom_d\00", align 1, !dbg !75
@.str.19 = private unnamed_addr constant [18 x i8] c"to_f %.9g from_f \00", align 1, !dbg !77
@.str.20 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !82
@.str.21 = private unnamed_addr constant [14 x i8] c"clz %d %d %d\0A\00", align 1, !dbg !87
@.str.22 = private unnamed_addr constant [6 x i8] c"pairs\00", align 1, !dbg !92
@.str.23 = private unnamed_addr constant [6 x i8] c"seven\00", align 1, !dbg !97
@.str.24 = private unnamed_addr constant [6 x i8] c"split\00", align 1, !dbg !99
@.str.25 = private unnamed_addr constant [14 x i8] c"struct %d %d \00", align 1, !dbg !101
@.str.26 = private unnamed_addr constant [6 x i8] c"two.a\00", align 1, !dbg !103
@.str.27 = private unnamed_addr constant [6 x i8] c"two.b\00", align 1, !dbg !105
@.str.28 = private unnamed_addr constant [8 x i8] c"sum_arr\00", align 1, !dbg !107
@.str.29 = private unnamed_addr constant [7 x i8] c"30! = \00", align 1, !dbg !109
@.str.31 = private unnamed_addr constant [12 x i8] c"fib(180) = \00", align 1, !dbg !116
@.str.32 = private unnamed_addr constant [7 x i8] c"max = \00", align 1, !dbg !121
@.str.33 = private unnamed_addr constant [20 x i8] c"%-12s %016lx%016lx\0A\00", align 1, !dbg !123
@.str.34 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !128

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @add(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 !dbg !145 {
    #dbg_value(i128 %0, !149, !DIExpression(), !151)
    #dbg_value(i128 %1, !150, !DIExpression(), !151)
  %3 = add nsw i128 %1, %0, !dbg !152
  ret i128 %3, !dbg !153
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @sub(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 !dbg !154 {
    #dbg_value(i128 %0, !156, !DIExpression(), !158)
    #dbg_value(i128 %1, !157, !DIExpression(), !158)
  %3 = sub nsw i128 %0, %1, !dbg !159
  ret i128 %3, !dbg !160
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i128 @mul(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 !dbg !161 {
    #dbg_value(i128 %0, !163, !DIExpression(), !165)
    #dbg_value(i128 %1, !164, !DIExpression(), !165)
  %3 = mul i128 %1, %0, !dbg !166
  ret i128 %3, !dbg !167
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i128 @sdiv(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 !dbg !168 {
    #dbg_value(i128 %0, !170, !DIExpression(), !172)
    #dbg_value(i128 %1, !171, !DIExpression(), !172)
  %3 = sdiv i128 %0, %1, !dbg !173
  ret i128 %3, !dbg !174
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i128 @srem(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 !dbg !175 {
    #dbg_value(i128 %0, !177, !DIExpression(), !179)
    #dbg_value(i128 %1, !178, !DIExpression(), !179)
  %3 = srem i128 %0, %1, !dbg !180
  ret i128 %3, !dbg !181
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i128 @udiv(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 !dbg !182 {
    #dbg_value(i128 %0, !186, !DIExpression(), !188)
    #dbg_value(i128 %1, !187, !DIExpression(), !188)
  %3 = udiv i128 %0, %1, !dbg !189
  ret i128 %3, !dbg !190
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i128 @urem(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 !dbg !191 {
    #dbg_value(i128 %0, !193, !DIExpression(), !195)
    #dbg_value(i128 %1, !194, !DIExpression(), !195)
  %3 = urem i128 %0, %1, !dbg !196
  ret i128 %3, !dbg !197
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @shl(i128 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !198 {
    #dbg_value(i128 %0, !202, !DIExpression(), !204)
    #dbg_value(i32 %1, !203, !DIExpression(), !204)
  %3 = zext nneg i32 %1 to i128, !dbg !205
  %4 = shl i128 %0, %3, !dbg !205
  ret i128 %4, !dbg !206
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @lshr(i128 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !207 {
    #dbg_value(i128 %0, !209, !DIExpression(), !211)
    #dbg_value(i32 %1, !210, !DIExpression(), !211)
  %3 = zext nneg i32 %1 to i128, !dbg !212
  %4 = lshr i128 %0, %3, !dbg !212
  ret i128 %4, !dbg !213
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @ashr(i128 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !214 {
    #dbg_value(i128 %0, !218, !DIExpression(), !220)
    #dbg_value(i32 %1, !219, !DIExpression(), !220)
  %3 = zext nneg i32 %1 to i128, !dbg !221
  %4 = ashr i128 %0, %3, !dbg !221
  ret i128 %4, !dbg !222
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 16) i32 @cmp(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 !dbg !223 {
    #dbg_value(i128 %0, !227, !DIExpression(), !229)
    #dbg_value(i128 %1, !228, !DIExpression(), !229)
  %3 = icmp slt i128 %0, %1, !dbg !230
  %4 = zext i1 %3 to i32, !dbg !230
  %5 = icmp eq i128 %0, %1, !dbg !231
  %6 = select i1 %5, i32 2, i32 0, !dbg !232
  %7 = or disjoint i32 %6, %4, !dbg !233
  %8 = icmp ult i128 %0, %1, !dbg !234
  %9 = select i1 %8, i32 4, i32 0, !dbg !235
  %10 = or disjoint i32 %7, %9, !dbg !236
  %11 = select i1 %3, i32 0, i32 8, !dbg !237
  %12 = or disjoint i32 %10, %11, !dbg !238
  ret i32 %12, !dbg !239
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @to_d(i128 noundef %0) local_unnamed_addr #0 !dbg !240 {
    #dbg_value(i128 %0, !244, !DIExpression(), !245)
  %2 = sitofp i128 %0 to double, !dbg !246
  ret double %2, !dbg !247
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @uto_d(i128 noundef %0) local_unnamed_addr #0 !dbg !248 {
    #dbg_value(i128 %0, !252, !DIExpression(), !253)
  %2 = uitofp i128 %0 to double, !dbg !254
  ret double %2, !dbg !255
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @from_d(double noundef %0) local_unnamed_addr #0 !dbg !256 {
    #dbg_value(double %0, !260, !DIExpression(), !261)
  %2 = fptosi double %0 to i128, !dbg !262
  ret i128 %2, !dbg !263
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @ufrom_d(double noundef %0) local_unnamed_addr #0 !dbg !264 {
    #dbg_value(double %0, !268, !DIExpression(), !269)
  %2 = fptoui double %0 to i128, !dbg !270
  ret i128 %2, !dbg !271
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @to_f(i128 noundef %0) local_unnamed_addr #0 !dbg !272 {
    #dbg_value(i128 %0, !276, !DIExpression(), !277)
  %2 = sitofp i128 %0 to float, !dbg !278
  ret float %2, !dbg !279
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @from_f(float noundef %0) local_unnamed_addr #0 !dbg !280 {
    #dbg_value(float %0, !284, !DIExpression(), !285)
  %2 = fptosi float %0 to i128, !dbg !286
  ret i128 %2, !dbg !287
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 129) i32 @clz(i128 noundef %0) local_unnamed_addr #0 !dbg !288 {
    #dbg_value(i128 %0, !292, !DIExpression(), !294)
  %2 = lshr i128 %0, 64, !dbg !295
  %3 = trunc nuw i128 %2 to i64, !dbg !296
    #dbg_value(i64 %3, !293, !DIExpression(), !294)
  %4 = icmp eq i64 %3, 0, !dbg !297
  %5 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %3, i1 true), !dbg !297
  %6 = trunc nuw nsw i64 %5 to i32, !dbg !297
  %7 = trunc i128 %0 to i64, !dbg !297
  %8 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %7, i1 false), !dbg !297
  %9 = trunc nuw nsw i64 %8 to i32, !dbg !297
  %10 = add nuw nsw i32 %9, 64, !dbg !297
  %11 = select i1 %4, i32 %10, i32 %6, !dbg !297
  ret i32 %11, !dbg !298
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @pairs(i64 noundef %0, i128 noundef %1, i32 noundef %2, i128 noundef %3, i128 noundef %4, i8 noundef %5, i128 noundef %6) local_unnamed_addr #0 !dbg !299 {
    #dbg_value(i64 %0, !303, !DIExpression(), !310)
    #dbg_value(i128 %1, !304, !DIExpression(), !310)
    #dbg_value(i32 %2, !305, !DIExpression(), !310)
    #dbg_value(i128 %3, !306, !DIExpression(), !310)
    #dbg_value(i128 %4, !307, !DIExpression(), !310)
    #dbg_value(i8 %5, !308, !DIExpression(), !310)
    #dbg_value(i128 %6, !309, !DIExpression(), !310)
  %8 = sext i64 %0 to i128, !dbg !311
  %9 = mul nsw i128 %1, 3, !dbg !312
  %10 = add nsw i128 %9, %8, !dbg !313
  %11 = mul nsw i32 %2, 5, !dbg !314
  %12 = sext i32 %11 to i128, !dbg !315
  %13 = add nsw i128 %10, %12, !dbg !316
  %14 = mul nsw i128 %3, 7, !dbg !317
  %15 = add nsw i128 %13, %14, !dbg !318
  %16 = mul nsw i128 %4, 11, !dbg !319
  %17 = add nsw i128 %15, %16, !dbg !320
  %18 = zext i8 %5 to i32, !dbg !321
  %19 = mul nuw nsw i32 %18, 13, !dbg !322
  %20 = zext nneg i32 %19 to i128, !dbg !321
  %21 = mul nsw i128 %6, 17, !dbg !323
  %22 = add i128 %17, %21, !dbg !324
  %23 = add i128 %22, %20, !dbg !325
  ret i128 %23, !dbg !326
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @seven(i128 noundef %0, i128 noundef %1, i128 noundef %2, i128 noundef %3, i128 noundef %4, i128 noundef %5, i128 noundef %6) local_unnamed_addr #0 !dbg !327 {
    #dbg_value(i128 %0, !331, !DIExpression(), !338)
    #dbg_value(i128 %1, !332, !DIExpression(), !338)
    #dbg_value(i128 %2, !333, !DIExpression(), !338)
    #dbg_value(i128 %3, !334, !DIExpression(), !338)
    #dbg_value(i128 %4, !335, !DIExpression(), !338)
    #dbg_value(i128 %5, !336, !DIExpression(), !338)
    #dbg_value(i128 %6, !337, !DIExpression(), !338)
  %8 = shl i128 %1, 1, !dbg !339
  %9 = xor i128 %8, %0, !dbg !340
  %10 = shl i128 %2, 2, !dbg !341
  %11 = xor i128 %9, %10, !dbg !342
  %12 = shl i128 %3, 3, !dbg !343
  %13 = xor i128 %11, %12, !dbg !344
  %14 = shl i128 %4, 4, !dbg !345
  %15 = xor i128 %13, %14, !dbg !346
  %16 = shl i128 %5, 5, !dbg !347
  %17 = xor i128 %15, %16, !dbg !348
  %18 = shl i128 %6, 6, !dbg !349
  %19 = xor i128 %17, %18, !dbg !350
  ret i128 %19, !dbg !351
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @split(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i128 noundef %7, i64 noundef %8) local_unnamed_addr #0 !dbg !352 {
    #dbg_value(i64 %0, !356, !DIExpression(), !365)
    #dbg_value(i64 %1, !357, !DIExpression(), !365)
    #dbg_value(i64 %2, !358, !DIExpression(), !365)
    #dbg_value(i64 %3, !359, !DIExpression(), !365)
    #dbg_value(i64 %4, !360, !DIExpression(), !365)
    #dbg_value(i64 %5, !361, !DIExpression(), !365)
    #dbg_value(i64 %6, !362, !DIExpression(), !365)
    #dbg_value(i128 %7, !363, !DIExpression(), !365)
    #dbg_value(i64 %8, !364, !DIExpression(), !365)
  %10 = add nsw i64 %1, %0, !dbg !366
  %11 = add nsw i64 %10, %2, !dbg !367
  %12 = add nsw i64 %11, %3, !dbg !368
  %13 = add nsw i64 %12, %4, !dbg !369
  %14 = add nsw i64 %13, %5, !dbg !370
  %15 = add nsw i64 %14, %6, !dbg !371
  %16 = sext i64 %15 to i128, !dbg !372
  %17 = mul nsw i128 %7, 1000, !dbg !373
  %18 = add nsw i128 %17, %16, !dbg !374
  %19 = mul nsw i64 %8, 7, !dbg !375
  %20 = sext i64 %19 to i128, !dbg !376
  %21 = add nsw i128 %18, %20, !dbg !377
  ret i128 %21, !dbg !378
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @in_struct(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.WithI) align 16 %0, ptr nocapture noundef %1, i128 noundef %2) local_unnamed_addr #3 !dbg !379 {
    #dbg_value(ptr %1, !389, !DIExpression(DW_OP_deref), !391)
    #dbg_value(i128 %2, !390, !DIExpression(), !391)
  %4 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !392
  %5 = load i128, ptr %4, align 16, !dbg !392, !tbaa !393
  %6 = mul nsw i128 %5, %2, !dbg !399
  %7 = load i8, ptr %1, align 16, !dbg !400, !tbaa !401
  %8 = zext i8 %7 to i128, !dbg !402
  %9 = add nsw i128 %6, %8, !dbg !403
  store i128 %9, ptr %4, align 16, !dbg !404, !tbaa !393
  %10 = xor i8 %7, 1, !dbg !405
  store i8 %10, ptr %1, align 16, !dbg !405, !tbaa !401
  %11 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !406
  %12 = load i16, ptr %11, align 16, !dbg !406, !tbaa !407
  %13 = sub i16 0, %12, !dbg !408
  store i16 %13, ptr %11, align 16, !dbg !409, !tbaa !407
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %0, ptr noundef nonnull align 16 dereferenceable(48) %1, i64 48, i1 false), !dbg !410, !tbaa.struct !411
  ret void, !dbg !415
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @two(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.TwoI) align 16 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !416 {
    #dbg_value(ptr %1, !424, !DIExpression(DW_OP_deref), !426)
    #dbg_declare(ptr %0, !425, !DIExpression(), !427)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !428
  %4 = load i128, ptr %3, align 16, !dbg !428, !tbaa !429
  %5 = add nsw i128 %4, -1, !dbg !431
  store i128 %5, ptr %0, align 16, !dbg !432, !tbaa !433
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !432
  %7 = load i128, ptr %1, align 16, !dbg !434, !tbaa !433
  %8 = add nsw i128 %7, 1, !dbg !435
  store i128 %8, ptr %6, align 16, !dbg !432, !tbaa !429
  ret void, !dbg !436
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i128 @sum_arr(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #5 !dbg !437 {
    #dbg_value(ptr %0, !443, !DIExpression(), !448)
    #dbg_value(i32 %1, !444, !DIExpression(), !448)
    #dbg_value(i128 0, !445, !DIExpression(), !448)
    #dbg_value(i32 0, !446, !DIExpression(), !449)
  %3 = icmp sgt i32 %1, 0, !dbg !450
  br i1 %3, label %4, label %34, !dbg !452

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !450
  %6 = icmp eq i32 %1, 1, !dbg !452
  br i1 %6, label %7, label %10, !dbg !452

7:                                                ; preds = %31, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %31 ]
  %9 = phi i128 [ 0, %4 ], [ %32, %31 ]
  br label %36, !dbg !452

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483646, !dbg !452
  br label %12, !dbg !452

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %29, %12 ], !dbg !453
  %14 = phi i128 [ 0, %10 ], [ %27, %12 ]
  %15 = phi i128 [ 0, %10 ], [ %28, %12 ]
  %16 = or disjoint i64 %13, 1, !dbg !452
  %17 = getelementptr inbounds i128, ptr %0, i64 %13, !dbg !454
  %18 = getelementptr inbounds i128, ptr %0, i64 %16, !dbg !454
  %19 = load i128, ptr %17, align 16, !dbg !454, !tbaa !413
  %20 = load i128, ptr %18, align 16, !dbg !454, !tbaa !413
  %21 = or disjoint i64 %13, 1, !dbg !453
  %22 = add nuw nsw i64 %13, 2, !dbg !453
  %23 = zext nneg i64 %21 to i128, !dbg !455
  %24 = zext nneg i64 %22 to i128, !dbg !455
  %25 = mul nsw i128 %19, %23, !dbg !456
  %26 = mul nsw i128 %20, %24, !dbg !456
  %27 = add i128 %25, %14, !dbg !457
  %28 = add i128 %26, %15, !dbg !457
  %29 = add nuw i64 %13, 2, !dbg !453
  %30 = icmp eq i64 %29, %11, !dbg !453
  br i1 %30, label %31, label %12, !dbg !453, !llvm.loop !458

31:                                               ; preds = %12
  %32 = add i128 %28, %27, !dbg !452
  %33 = icmp eq i64 %11, %5, !dbg !452
  br i1 %33, label %34, label %7, !dbg !452

34:                                               ; preds = %36, %31, %2
  %35 = phi i128 [ 0, %2 ], [ %32, %31 ], [ %44, %36 ], !dbg !463
  ret i128 %35, !dbg !464

36:                                               ; preds = %7, %36
  %37 = phi i64 [ %41, %36 ], [ %8, %7 ]
  %38 = phi i128 [ %44, %36 ], [ %9, %7 ]
    #dbg_value(i64 %37, !446, !DIExpression(), !449)
    #dbg_value(i128 %38, !445, !DIExpression(), !448)
  %39 = getelementptr inbounds i128, ptr %0, i64 %37, !dbg !454
  %40 = load i128, ptr %39, align 16, !dbg !454, !tbaa !413
  %41 = add nuw nsw i64 %37, 1, !dbg !453
  %42 = zext nneg i64 %41 to i128, !dbg !455
  %43 = mul nsw i128 %40, %42, !dbg !456
  %44 = add nsw i128 %43, %38, !dbg !457
    #dbg_value(i64 %41, !446, !DIExpression(), !449)
    #dbg_value(i128 %44, !445, !DIExpression(), !448)
  %45 = icmp eq i64 %41, %5, !dbg !450
  br i1 %45, label %34, label %36, !dbg !452, !llvm.loop !465
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i128 @fact(i32 noundef %0) local_unnamed_addr #6 !dbg !466 {
    #dbg_value(i32 %0, !470, !DIExpression(), !471)
  %2 = icmp slt i32 %0, 2, !dbg !472
  br i1 %2, label %34, label %3, !dbg !473

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1, !dbg !473
  %5 = icmp eq i32 %0, 2, !dbg !473
  br i1 %5, label %24, label %6, !dbg !473

6:                                                ; preds = %3
  %7 = and i32 %4, -2, !dbg !473
  %8 = sub i32 %0, %7, !dbg !473
  br label %9, !dbg !473

9:                                                ; preds = %9, %6
  %10 = phi i32 [ 0, %6 ], [ %19, %9 ]
  %11 = phi i128 [ 1, %6 ], [ %17, %9 ]
  %12 = phi i128 [ 1, %6 ], [ %18, %9 ]
  %13 = sub i32 %0, %10, !dbg !473
  %14 = add i32 %13, -1, !dbg !473
  %15 = zext nneg i32 %13 to i128, !dbg !474
  %16 = zext nneg i32 %14 to i128, !dbg !474
  %17 = mul i128 %11, %15, !dbg !475
  %18 = mul i128 %12, %16, !dbg !475
  %19 = add nuw i32 %10, 2
  %20 = icmp eq i32 %19, %7
  br i1 %20, label %21, label %9, !llvm.loop !476

21:                                               ; preds = %9
  %22 = mul i128 %18, %17, !dbg !473
  %23 = icmp eq i32 %4, %7, !dbg !473
  br i1 %23, label %34, label %24, !dbg !473

24:                                               ; preds = %21, %3
  %25 = phi i32 [ %0, %3 ], [ %8, %21 ]
  %26 = phi i128 [ 1, %3 ], [ %22, %21 ]
  br label %27, !dbg !473

27:                                               ; preds = %24, %27
  %28 = phi i32 [ %30, %27 ], [ %25, %24 ]
  %29 = phi i128 [ %32, %27 ], [ %26, %24 ]
    #dbg_value(i32 %28, !470, !DIExpression(), !471)
  %30 = add nsw i32 %28, -1, !dbg !477
  %31 = zext nneg i32 %28 to i128, !dbg !474
  %32 = mul i128 %29, %31, !dbg !475
    #dbg_value(i32 %30, !470, !DIExpression(), !471)
  %33 = icmp ult i32 %28, 3, !dbg !472
  br i1 %33, label %34, label %27, !dbg !473, !llvm.loop !478

34:                                               ; preds = %27, %21, %1
  %35 = phi i128 [ 1, %1 ], [ %22, %21 ], [ %32, %27 ]
  ret i128 %35, !dbg !479
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i128 @fib(i32 noundef %0) local_unnamed_addr #6 !dbg !480 {
    #dbg_value(i32 %0, !482, !DIExpression(), !487)
    #dbg_value(i128 0, !483, !DIExpression(), !487)
    #dbg_value(i128 1, !484, !DIExpression(), !487)
    #dbg_value(i32 %0, !482, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !487)
  %2 = icmp eq i32 %0, 0, !dbg !488
  br i1 %2, label %10, label %3, !dbg !488

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %7, %3 ], [ %0, %1 ]
  %5 = phi i128 [ %8, %3 ], [ 1, %1 ]
  %6 = phi i128 [ %5, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !482, !DIExpression(), !487)
    #dbg_value(i128 %5, !484, !DIExpression(), !487)
    #dbg_value(i128 %6, !483, !DIExpression(), !487)
  %7 = add nsw i32 %4, -1, !dbg !489
    #dbg_value(i32 %7, !482, !DIExpression(), !487)
  %8 = add i128 %5, %6, !dbg !490
    #dbg_value(i128 %8, !485, !DIExpression(), !491)
    #dbg_value(i128 %8, !484, !DIExpression(), !487)
    #dbg_value(i128 %5, !483, !DIExpression(), !487)
    #dbg_value(i32 %7, !482, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !487)
  %9 = icmp eq i32 %7, 0, !dbg !488
  br i1 %9, label %10, label %3, !dbg !488, !llvm.loop !492

10:                                               ; preds = %3, %1
  %11 = phi i128 [ 0, %1 ], [ %5, %3 ], !dbg !494
  ret i128 %11, !dbg !495
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 !dbg !496 {
  %1 = alloca [50 x i8], align 1, !DIAssignID !513
  %2 = alloca [50 x i8], align 1, !DIAssignID !514
  %3 = alloca [50 x i8], align 1, !DIAssignID !515
  %4 = alloca [20 x i8], align 1, !DIAssignID !516
    #dbg_assign(i1 undef, !506, !DIExpression(), !516, ptr %4, !DIExpression(), !517)
    #dbg_assign(i1 undef, !509, !DIExpression(DW_OP_LLVM_fragment, 8, 120), !518, ptr undef, !DIExpression(), !519)
    #dbg_assign(i1 undef, !509, !DIExpression(DW_OP_LLVM_fragment, 272, 112), !520, ptr undef, !DIExpression(), !519)
  %5 = alloca %struct.WithI, align 16
  %6 = alloca %struct.WithI, align 16
  %7 = alloca %struct.TwoI, align 16
  %8 = alloca %struct.TwoI, align 16
  %9 = alloca [5 x i128], align 16, !DIAssignID !521
    #dbg_assign(i1 undef, !511, !DIExpression(), !521, ptr %9, !DIExpression(), !519)
  %10 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 16), align 8, !dbg !522, !tbaa !523
    #dbg_value(i64 %10, !525, !DIExpression(), !531)
    #dbg_value(i64 -81985529216486896, !530, !DIExpression(), !531)
  %11 = zext i64 %10 to i128, !dbg !533
  %12 = shl nuw i128 %11, 64, !dbg !534
  %13 = or disjoint i128 %12, 18364758544493064720, !dbg !535
    #dbg_value(i128 %13, !500, !DIExpression(), !519)
  %14 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 8), align 8, !dbg !536, !tbaa !523
  %15 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 16), align 8, !dbg !537, !tbaa !523
    #dbg_value(i64 %14, !525, !DIExpression(), !538)
    #dbg_value(i64 %15, !530, !DIExpression(), !538)
  %16 = zext i64 %14 to i128, !dbg !540
  %17 = shl nuw i128 %16, 64, !dbg !541
  %18 = zext i64 %15 to i128, !dbg !542
  %19 = or disjoint i128 %17, %18, !dbg !543
    #dbg_value(i128 %19, !501, !DIExpression(), !519)
  %20 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 24), align 8, !dbg !544, !tbaa !523
  %21 = sext i64 %20 to i128, !dbg !544
    #dbg_value(i128 %21, !502, !DIExpression(), !519)
  %22 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 40), align 8, !dbg !545, !tbaa !523
    #dbg_value(i64 %22, !503, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !519)
  %23 = tail call i128 @add(i128 noundef %13, i128 noundef %19), !dbg !546
    #dbg_value(ptr @.str, !547, !DIExpression(), !555)
    #dbg_value(i128 %23, !554, !DIExpression(), !555)
  %24 = lshr i128 %23, 64, !dbg !557
  %25 = trunc nuw i128 %24 to i64, !dbg !558
  %26 = trunc i128 %23 to i64, !dbg !559
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str, i64 noundef %25, i64 noundef %26), !dbg !560
  %28 = tail call i128 @sub(i128 noundef %13, i128 noundef %19), !dbg !561
    #dbg_value(ptr @.str.1, !547, !DIExpression(), !562)
    #dbg_value(i128 %28, !554, !DIExpression(), !562)
  %29 = lshr i128 %28, 64, !dbg !564
  %30 = trunc nuw i128 %29 to i64, !dbg !565
  %31 = trunc i128 %28 to i64, !dbg !566
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.1, i64 noundef %30, i64 noundef %31), !dbg !567
  %33 = tail call i128 @mul(i128 noundef %13, i128 noundef %19), !dbg !568
    #dbg_value(ptr @.str.2, !547, !DIExpression(), !569)
    #dbg_value(i128 %33, !554, !DIExpression(), !569)
  %34 = lshr i128 %33, 64, !dbg !571
  %35 = trunc nuw i128 %34 to i64, !dbg !572
  %36 = trunc i128 %33 to i64, !dbg !573
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.2, i64 noundef %35, i64 noundef %36), !dbg !574
  %38 = tail call i128 @mul(i128 noundef %21, i128 noundef %21), !dbg !575
    #dbg_value(ptr @.str.3, !547, !DIExpression(), !576)
    #dbg_value(i128 %38, !554, !DIExpression(), !576)
  %39 = lshr i128 %38, 64, !dbg !578
  %40 = trunc nuw i128 %39 to i64, !dbg !579
  %41 = trunc i128 %38 to i64, !dbg !580
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.3, i64 noundef %40, i64 noundef %41), !dbg !581
  %43 = tail call i128 @sdiv(i128 noundef %13, i128 noundef %19), !dbg !582
    #dbg_value(ptr @.str.4, !547, !DIExpression(), !583)
    #dbg_value(i128 %43, !554, !DIExpression(), !583)
  %44 = lshr i128 %43, 64, !dbg !585
  %45 = trunc nuw i128 %44 to i64, !dbg !586
  %46 = trunc i128 %43 to i64, !dbg !587
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.4, i64 noundef %45, i64 noundef %46), !dbg !588
  %48 = tail call i128 @srem(i128 noundef %13, i128 noundef %19), !dbg !589
    #dbg_value(ptr @.str.5, !547, !DIExpression(), !590)
    #dbg_value(i128 %48, !554, !DIExpression(), !590)
  %49 = lshr i128 %48, 64, !dbg !592
  %50 = trunc nuw i128 %49 to i64, !dbg !593
  %51 = trunc i128 %48 to i64, !dbg !594
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.5, i64 noundef %50, i64 noundef %51), !dbg !595
  %53 = tail call i128 @sdiv(i128 noundef %13, i128 noundef %21), !dbg !596
    #dbg_value(ptr @.str.6, !547, !DIExpression(), !597)
    #dbg_value(i128 %53, !554, !DIExpression(), !597)
  %54 = lshr i128 %53, 64, !dbg !599
  %55 = trunc nuw i128 %54 to i64, !dbg !600
  %56 = trunc i128 %53 to i64, !dbg !601
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.6, i64 noundef %55, i64 noundef %56), !dbg !602
  %58 = tail call i128 @srem(i128 noundef %13, i128 noundef %21), !dbg !603
    #dbg_value(ptr @.str.7, !547, !DIExpression(), !604)
    #dbg_value(i128 %58, !554, !DIExpression(), !604)
  %59 = lshr i128 %58, 64, !dbg !606
  %60 = trunc nuw i128 %59 to i64, !dbg !607
  %61 = trunc i128 %58 to i64, !dbg !608
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.7, i64 noundef %60, i64 noundef %61), !dbg !609
  %63 = tail call i128 @udiv(i128 noundef %19, i128 noundef %13), !dbg !610
    #dbg_value(ptr @.str.8, !547, !DIExpression(), !611)
    #dbg_value(i128 %63, !554, !DIExpression(), !611)
  %64 = lshr i128 %63, 64, !dbg !613
  %65 = trunc nuw i128 %64 to i64, !dbg !614
  %66 = trunc i128 %63 to i64, !dbg !615
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.8, i64 noundef %65, i64 noundef %66), !dbg !616
  %68 = tail call i128 @urem(i128 noundef %19, i128 noundef 12345), !dbg !617
    #dbg_value(ptr @.str.9, !547, !DIExpression(), !618)
    #dbg_value(i128 %68, !554, !DIExpression(), !618)
  %69 = lshr i128 %68, 64, !dbg !620
  %70 = trunc nuw i128 %69 to i64, !dbg !621
  %71 = trunc i128 %68 to i64, !dbg !622
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.9, i64 noundef %70, i64 noundef %71), !dbg !623
    #dbg_value(i32 0, !504, !DIExpression(), !624)
  br label %232, !dbg !625

73:                                               ; preds = %232
  %74 = sext i64 %22 to i128, !dbg !545
    #dbg_value(i128 %74, !503, !DIExpression(), !519)
  %75 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 48), align 8, !dbg !626, !tbaa !523
  %76 = trunc i64 %75 to i32, !dbg !627
  %77 = call i128 @shl(i128 noundef %74, i32 noundef %76), !dbg !628
    #dbg_value(ptr @.str.13, !547, !DIExpression(), !629)
    #dbg_value(i128 %77, !554, !DIExpression(), !629)
  %78 = lshr i128 %77, 64, !dbg !631
  %79 = trunc nuw i128 %78 to i64, !dbg !632
  %80 = trunc i128 %77 to i64, !dbg !633
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.13, i64 noundef %79, i64 noundef %80), !dbg !634
  %82 = call i128 @ashr(i128 noundef %19, i32 noundef 127), !dbg !635
    #dbg_value(ptr @.str.14, !547, !DIExpression(), !636)
    #dbg_value(i128 %82, !554, !DIExpression(), !636)
  %83 = lshr i128 %82, 64, !dbg !638
  %84 = trunc nuw i128 %83 to i64, !dbg !639
  %85 = trunc i128 %82 to i64, !dbg !640
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.14, i64 noundef %84, i64 noundef %85), !dbg !641
  %87 = call i32 @cmp(i128 noundef %13, i128 noundef %19), !dbg !642
  %88 = call i32 @cmp(i128 noundef %19, i128 noundef %13), !dbg !643
  %89 = call i32 @cmp(i128 noundef %13, i128 noundef %13), !dbg !644
  %90 = call i32 @cmp(i128 noundef %21, i128 noundef %74), !dbg !645
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %87, i32 noundef %88, i32 noundef %89, i32 noundef %90), !dbg !646
  %92 = call double @to_d(i128 noundef %13), !dbg !647
  %93 = call double @to_d(i128 noundef %19), !dbg !648
  %94 = call double @uto_d(i128 noundef %19), !dbg !649
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %92, double noundef %93, double noundef %94), !dbg !650
  %96 = call i128 @from_d(double noundef -1.500000e+30), !dbg !651
    #dbg_value(ptr @.str.17, !547, !DIExpression(), !652)
    #dbg_value(i128 %96, !554, !DIExpression(), !652)
  %97 = lshr i128 %96, 64, !dbg !654
  %98 = trunc nuw i128 %97 to i64, !dbg !655
  %99 = trunc i128 %96 to i64, !dbg !656
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.17, i64 noundef %98, i64 noundef %99), !dbg !657
  %101 = call i128 @ufrom_d(double noundef 3.000000e+38), !dbg !658
    #dbg_value(ptr @.str.18, !547, !DIExpression(), !659)
    #dbg_value(i128 %101, !554, !DIExpression(), !659)
  %102 = lshr i128 %101, 64, !dbg !661
  %103 = trunc nuw i128 %102 to i64, !dbg !662
  %104 = trunc i128 %101 to i64, !dbg !663
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.18, i64 noundef %103, i64 noundef %104), !dbg !664
  %106 = call float @to_f(i128 noundef %19), !dbg !665
  %107 = fpext float %106 to double, !dbg !665
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %107), !dbg !666
  %109 = call i128 @from_f(float noundef 0xC415AF1D80000000), !dbg !667
    #dbg_value(ptr @.str.20, !547, !DIExpression(), !668)
    #dbg_value(i128 %109, !554, !DIExpression(), !668)
  %110 = lshr i128 %109, 64, !dbg !670
  %111 = trunc nuw i128 %110 to i64, !dbg !671
  %112 = trunc i128 %109 to i64, !dbg !672
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.20, i64 noundef %111, i64 noundef %112), !dbg !673
  %114 = call i32 @clz(i128 noundef %74), !dbg !674
  %115 = call i32 @clz(i128 noundef %13), !dbg !675
  %116 = call i128 @shl(i128 noundef %74, i32 noundef 100), !dbg !676
  %117 = call i32 @clz(i128 noundef %116), !dbg !677
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %114, i32 noundef %115, i32 noundef %117), !dbg !678
  %119 = load volatile i64, ptr @vs, align 8, !dbg !679, !tbaa !523
  %120 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 8), align 8, !dbg !680, !tbaa !523
  %121 = trunc i64 %120 to i32, !dbg !681
  %122 = load volatile i64, ptr @vs, align 8, !dbg !682, !tbaa !523
  %123 = trunc i64 %122 to i8, !dbg !683
  %124 = call i128 @pairs(i64 noundef %119, i128 noundef %13, i32 noundef %121, i128 noundef %19, i128 noundef %21, i8 noundef %123, i128 noundef %13), !dbg !684
    #dbg_value(ptr @.str.22, !547, !DIExpression(), !685)
    #dbg_value(i128 %124, !554, !DIExpression(), !685)
  %125 = lshr i128 %124, 64, !dbg !687
  %126 = trunc nuw i128 %125 to i64, !dbg !688
  %127 = trunc i128 %124 to i64, !dbg !689
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.22, i64 noundef %126, i64 noundef %127), !dbg !690
  %129 = call i128 @seven(i128 noundef %13, i128 noundef %19, i128 noundef %21, i128 noundef %74, i128 noundef %13, i128 noundef %19, i128 noundef %21), !dbg !691
    #dbg_value(ptr @.str.23, !547, !DIExpression(), !692)
    #dbg_value(i128 %129, !554, !DIExpression(), !692)
  %130 = lshr i128 %129, 64, !dbg !694
  %131 = trunc nuw i128 %130 to i64, !dbg !695
  %132 = trunc i128 %129 to i64, !dbg !696
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.23, i64 noundef %131, i64 noundef %132), !dbg !697
  %134 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vs, i64 24), align 8, !dbg !698, !tbaa !523
  %135 = call i128 @split(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i128 noundef %19, i64 noundef %134), !dbg !699
    #dbg_value(ptr @.str.24, !547, !DIExpression(), !700)
    #dbg_value(i128 %135, !554, !DIExpression(), !700)
  %136 = lshr i128 %135, 64, !dbg !702
  %137 = trunc nuw i128 %136 to i64, !dbg !703
  %138 = trunc i128 %135 to i64, !dbg !704
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.24, i64 noundef %137, i64 noundef %138), !dbg !705
    #dbg_value(i8 5, !509, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !519)
    #dbg_value(i128 %13, !509, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !519)
    #dbg_value(i16 -9, !509, !DIExpression(DW_OP_LLVM_fragment, 256, 16), !519)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #10, !dbg !706
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #10, !dbg !706
  store i8 5, ptr %6, align 16, !dbg !706, !tbaa !412
  %140 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !706
  store i128 %13, ptr %140, align 16, !dbg !706, !tbaa !413
  %141 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !706
  store i16 -9, ptr %141, align 16, !dbg !706, !tbaa !414
  call void @in_struct(ptr dead_on_unwind nonnull writable sret(%struct.WithI) align 16 %5, ptr noundef nonnull %6, i128 noundef %19), !dbg !706
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #10, !dbg !706
  %142 = load i8, ptr %5, align 16, !dbg !706, !tbaa !412
  %143 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !706
  %144 = load i128, ptr %143, align 16, !dbg !706, !tbaa !413
  %145 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !706
  %146 = load i16, ptr %145, align 16, !dbg !706, !tbaa !414
    #dbg_value(i8 %142, !509, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !519)
    #dbg_assign(i1 undef, !509, !DIExpression(DW_OP_LLVM_fragment, 8, 120), !707, ptr undef, !DIExpression(), !519)
    #dbg_value(i128 %144, !509, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !519)
    #dbg_value(i16 %146, !509, !DIExpression(DW_OP_LLVM_fragment, 256, 16), !519)
    #dbg_assign(i1 undef, !509, !DIExpression(DW_OP_LLVM_fragment, 272, 112), !708, ptr undef, !DIExpression(), !519)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #10, !dbg !706
  %147 = zext i8 %142 to i32, !dbg !709
  %148 = sext i16 %146 to i32, !dbg !710
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %147, i32 noundef %148), !dbg !711
    #dbg_value(ptr @.str.20, !547, !DIExpression(), !712)
    #dbg_value(i128 %144, !554, !DIExpression(), !712)
  %150 = lshr i128 %144, 64, !dbg !714
  %151 = trunc nuw i128 %150 to i64, !dbg !715
  %152 = trunc i128 %144 to i64, !dbg !716
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.20, i64 noundef %151, i64 noundef %152), !dbg !717
    #dbg_value(i128 %13, !510, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !519)
    #dbg_value(i128 %19, !510, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !519)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10, !dbg !718
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #10, !dbg !718
  store i128 %13, ptr %8, align 16, !dbg !718, !tbaa !413
  %154 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !718
  store i128 %19, ptr %154, align 16, !dbg !718, !tbaa !413
  call void @two(ptr dead_on_unwind nonnull writable sret(%struct.TwoI) align 16 %7, ptr noundef nonnull %8), !dbg !718
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #10, !dbg !718
  %155 = load i128, ptr %7, align 16, !dbg !718, !tbaa !413
  %156 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !718
  %157 = load i128, ptr %156, align 16, !dbg !718, !tbaa !413
    #dbg_value(i128 %155, !510, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !519)
    #dbg_value(i128 %157, !510, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !519)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10, !dbg !718
    #dbg_value(ptr @.str.26, !547, !DIExpression(), !719)
    #dbg_value(i128 %155, !554, !DIExpression(), !719)
  %158 = lshr i128 %155, 64, !dbg !721
  %159 = trunc nuw i128 %158 to i64, !dbg !722
  %160 = trunc i128 %155 to i64, !dbg !723
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.26, i64 noundef %159, i64 noundef %160), !dbg !724
    #dbg_value(ptr @.str.27, !547, !DIExpression(), !725)
    #dbg_value(i128 %157, !554, !DIExpression(), !725)
  %162 = lshr i128 %157, 64, !dbg !727
  %163 = trunc nuw i128 %162 to i64, !dbg !728
  %164 = trunc i128 %157 to i64, !dbg !729
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.27, i64 noundef %163, i64 noundef %164), !dbg !730
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #10, !dbg !731
  store i128 %13, ptr %9, align 16, !dbg !732, !tbaa !413, !DIAssignID !733
    #dbg_assign(i128 %13, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !733, ptr %9, !DIExpression(), !519)
  %166 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !732
  store i128 %19, ptr %166, align 16, !dbg !732, !tbaa !413, !DIAssignID !734
    #dbg_assign(i128 %19, !511, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !734, ptr %166, !DIExpression(), !519)
  %167 = getelementptr inbounds i8, ptr %9, i64 32, !dbg !732
  store i128 %21, ptr %167, align 16, !dbg !732, !tbaa !413, !DIAssignID !735
    #dbg_assign(i128 %21, !511, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !735, ptr %167, !DIExpression(), !519)
  %168 = getelementptr inbounds i8, ptr %9, i64 48, !dbg !732
  store i128 %74, ptr %168, align 16, !dbg !732, !tbaa !413, !DIAssignID !736
    #dbg_assign(i128 %74, !511, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !736, ptr %168, !DIExpression(), !519)
  %169 = getelementptr inbounds i8, ptr %9, i64 64, !dbg !732
  %170 = sub nsw i128 0, %74, !dbg !737
  store i128 %170, ptr %169, align 16, !dbg !732, !tbaa !413, !DIAssignID !738
    #dbg_assign(i128 %170, !511, !DIExpression(DW_OP_LLVM_fragment, 512, 128), !738, ptr %169, !DIExpression(), !519)
  %171 = call i128 @sum_arr(ptr noundef nonnull %9, i32 noundef 5), !dbg !739
    #dbg_value(ptr @.str.28, !547, !DIExpression(), !740)
    #dbg_value(i128 %171, !554, !DIExpression(), !740)
  %172 = lshr i128 %171, 64, !dbg !742
  %173 = trunc nuw i128 %172 to i64, !dbg !743
  %174 = trunc i128 %171 to i64, !dbg !744
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.28, i64 noundef %173, i64 noundef %174), !dbg !745
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29), !dbg !746
  %177 = call i128 @fact(i32 noundef 30), !dbg !747
    #dbg_assign(i1 undef, !748, !DIExpression(), !515, ptr %3, !DIExpression(), !758)
    #dbg_value(i128 %177, !753, !DIExpression(), !758)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %3) #10, !dbg !760
    #dbg_value(i32 49, !754, !DIExpression(), !758)
  %178 = getelementptr inbounds i8, ptr %3, i64 49, !dbg !761
  store i8 0, ptr %178, align 1, !dbg !762, !tbaa !412
  br label %179, !dbg !763

179:                                              ; preds = %179, %73
  %180 = phi i64 [ %188, %179 ], [ 49, %73 ]
  %181 = phi i128 [ %183, %179 ], [ %177, %73 ]
    #dbg_value(i64 %180, !754, !DIExpression(), !758)
    #dbg_value(i128 %181, !753, !DIExpression(), !758)
  %182 = freeze i128 %181, !dbg !764
  %183 = udiv i128 %182, 10, !dbg !764
  %184 = mul i128 %183, 10, !dbg !766
  %185 = sub i128 %182, %184, !dbg !766
  %186 = trunc nuw nsw i128 %185 to i8, !dbg !767
  %187 = or disjoint i8 %186, 48, !dbg !768
  %188 = add nsw i64 %180, -1, !dbg !769
    #dbg_value(i64 %188, !754, !DIExpression(), !758)
  %189 = getelementptr inbounds [50 x i8], ptr %3, i64 0, i64 %188, !dbg !770
  store i8 %187, ptr %189, align 1, !dbg !771, !tbaa !412
    #dbg_value(i128 %183, !753, !DIExpression(), !758)
  %190 = icmp ult i128 %181, 10, !dbg !772
  br i1 %190, label %191, label %179, !dbg !772, !llvm.loop !773

191:                                              ; preds = %179
  %192 = getelementptr inbounds [50 x i8], ptr %3, i64 0, i64 %188
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull %192), !dbg !775
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %3) #10, !dbg !776
  %194 = call i32 @putchar(i32 10), !dbg !777
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31), !dbg !778
  %196 = call i128 @fib(i32 noundef 180), !dbg !779
    #dbg_assign(i1 undef, !748, !DIExpression(), !514, ptr %2, !DIExpression(), !780)
    #dbg_value(i128 %196, !753, !DIExpression(), !780)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %2) #10, !dbg !782
    #dbg_value(i32 49, !754, !DIExpression(), !780)
  %197 = getelementptr inbounds i8, ptr %2, i64 49, !dbg !783
  store i8 0, ptr %197, align 1, !dbg !784, !tbaa !412
  br label %198, !dbg !785

198:                                              ; preds = %198, %191
  %199 = phi i64 [ %207, %198 ], [ 49, %191 ]
  %200 = phi i128 [ %202, %198 ], [ %196, %191 ]
    #dbg_value(i64 %199, !754, !DIExpression(), !780)
    #dbg_value(i128 %200, !753, !DIExpression(), !780)
  %201 = freeze i128 %200, !dbg !786
  %202 = udiv i128 %201, 10, !dbg !786
  %203 = mul i128 %202, 10, !dbg !787
  %204 = sub i128 %201, %203, !dbg !787
  %205 = trunc nuw nsw i128 %204 to i8, !dbg !788
  %206 = or disjoint i8 %205, 48, !dbg !789
  %207 = add nsw i64 %199, -1, !dbg !790
    #dbg_value(i64 %207, !754, !DIExpression(), !780)
  %208 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %207, !dbg !791
  store i8 %206, ptr %208, align 1, !dbg !792, !tbaa !412
    #dbg_value(i128 %202, !753, !DIExpression(), !780)
  %209 = icmp ult i128 %200, 10, !dbg !793
  br i1 %209, label %210, label %198, !dbg !793, !llvm.loop !794

210:                                              ; preds = %198
  %211 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %207
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull %211), !dbg !796
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %2) #10, !dbg !797
  %213 = call i32 @putchar(i32 10), !dbg !798
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32), !dbg !799
    #dbg_assign(i1 undef, !748, !DIExpression(), !513, ptr %1, !DIExpression(), !800)
    #dbg_value(i128 -1, !753, !DIExpression(), !800)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #10, !dbg !802
    #dbg_value(i32 49, !754, !DIExpression(), !800)
  %215 = getelementptr inbounds i8, ptr %1, i64 49, !dbg !803
  store i8 0, ptr %215, align 1, !dbg !804, !tbaa !412
  br label %216, !dbg !805

216:                                              ; preds = %216, %210
  %217 = phi i64 [ %225, %216 ], [ 49, %210 ]
  %218 = phi i128 [ %220, %216 ], [ -1, %210 ]
    #dbg_value(i64 %217, !754, !DIExpression(), !800)
    #dbg_value(i128 %218, !753, !DIExpression(), !800)
  %219 = freeze i128 %218, !dbg !806
  %220 = udiv i128 %219, 10, !dbg !806
  %221 = mul i128 %220, 10, !dbg !807
  %222 = sub i128 %219, %221, !dbg !807
  %223 = trunc nuw nsw i128 %222 to i8, !dbg !808
  %224 = or disjoint i8 %223, 48, !dbg !809
  %225 = add nsw i64 %217, -1, !dbg !810
    #dbg_value(i64 %225, !754, !DIExpression(), !800)
  %226 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %225, !dbg !811
  store i8 %224, ptr %226, align 1, !dbg !812, !tbaa !412
    #dbg_value(i128 %220, !753, !DIExpression(), !800)
  %227 = icmp ult i128 %218, 10, !dbg !813
  br i1 %227, label %228, label %216, !dbg !813, !llvm.loop !814

228:                                              ; preds = %216
  %229 = getelementptr inbounds i8, ptr %1, i64 10
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull %229), !dbg !816
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #10, !dbg !817
  %231 = call i32 @putchar(i32 10), !dbg !818
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #10, !dbg !819
  ret i32 0, !dbg !820

232:                                              ; preds = %0, %232
  %233 = phi i32 [ 0, %0 ], [ %252, %232 ]
    #dbg_value(i32 %233, !504, !DIExpression(), !624)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %4) #10, !dbg !821
  %234 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 20, ptr noundef nonnull @.str.10, i32 noundef %233) #10, !dbg !822
  %235 = call i128 @shl(i128 noundef %13, i32 noundef %233), !dbg !823
    #dbg_value(ptr %4, !547, !DIExpression(), !824)
    #dbg_value(i128 %235, !554, !DIExpression(), !824)
  %236 = lshr i128 %235, 64, !dbg !826
  %237 = trunc nuw i128 %236 to i64, !dbg !827
  %238 = trunc i128 %235 to i64, !dbg !828
  %239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull %4, i64 noundef %237, i64 noundef %238), !dbg !829
  %240 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 20, ptr noundef nonnull @.str.11, i32 noundef %233) #10, !dbg !830
  %241 = call i128 @lshr(i128 noundef %19, i32 noundef %233), !dbg !831
    #dbg_value(ptr %4, !547, !DIExpression(), !832)
    #dbg_value(i128 %241, !554, !DIExpression(), !832)
  %242 = lshr i128 %241, 64, !dbg !834
  %243 = trunc nuw i128 %242 to i64, !dbg !835
  %244 = trunc i128 %241 to i64, !dbg !836
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull %4, i64 noundef %243, i64 noundef %244), !dbg !837
  %246 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 20, ptr noundef nonnull @.str.12, i32 noundef %233) #10, !dbg !838
  %247 = call i128 @ashr(i128 noundef %19, i32 noundef %233), !dbg !839
    #dbg_value(ptr %4, !547, !DIExpression(), !840)
    #dbg_value(i128 %247, !554, !DIExpression(), !840)
  %248 = lshr i128 %247, 64, !dbg !842
  %249 = trunc nuw i128 %248 to i64, !dbg !843
  %250 = trunc i128 %247 to i64, !dbg !844
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull %4, i64 noundef %249, i64 noundef %250), !dbg !845
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %4) #10, !dbg !846
  %252 = add nuw nsw i32 %233, 21, !dbg !847
    #dbg_value(i32 %252, !504, !DIExpression(), !624)
  %253 = icmp ult i32 %233, 107, !dbg !848
  br i1 %253, label %232, label %73, !dbg !625, !llvm.loop !849
}

; Function Attrs: nofree nounwind
declare !dbg !851 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare !dbg !860 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!136, !137, !138, !139, !140, !141, !142, !143}
!llvm.ident = !{!144}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vs", scope: !2, file: !3, line: 62, type: !133, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/aarch64/int128.c", directory: ".", checksumkind: CSK_MD5, checksum: "713e8b7928c733a54abb5925bf93c2e5")
!4 = !{!5, !7, !9, !10, !11, !12, !13}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !3, line: 6, baseType: !6)
!6 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !3, line: 7, baseType: !8)
!8 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!14 = !{!0, !15, !20, !22, !24, !29, !31, !33, !38, !40, !42, !44, !49, !54, !56, !58, !63, !68, !73, !75, !77, !82, !87, !92, !97, !99, !101, !103, !105, !107, !109, !111, !116, !121, !123, !128}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 4)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !17, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !17, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 69, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 40, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 5)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 70, type: !26, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !26, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 88, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 11)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !35, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !26, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !26, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 56, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 7)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 64, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 8)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !51, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !46, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 72, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 9)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 136, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 17)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 192, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 24)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !46, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !51, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 144, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 18)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 8, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 1)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 112, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 14)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 91, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 48, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 6)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 92, type: !94, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !94, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !89, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !94, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !94, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 101, type: !51, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 102, type: !46, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !3, line: 102, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 16, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 2)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !118, isLocal: true, isDefinition: true)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 96, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 12)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !46, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !125, isLocal: true, isDefinition: true)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 160, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: 20)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !130, isLocal: true, isDefinition: true)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 24, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 3)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 512, elements: !52)
!134 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !135)
!135 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!136 = !{i32 7, !"Dwarf Version", i32 5}
!137 = !{i32 2, !"Debug Info Version", i32 3}
!138 = !{i32 1, !"wchar_size", i32 4}
!139 = !{i32 8, !"PIC Level", i32 2}
!140 = !{i32 7, !"PIE Level", i32 2}
!141 = !{i32 7, !"uwtable", i32 2}
!142 = !{i32 7, !"frame-pointer", i32 1}
!143 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!144 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!145 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 15, type: !146, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!5, !5, !5}
!148 = !{!149, !150}
!149 = !DILocalVariable(name: "a", arg: 1, scope: !145, file: !3, line: 15, type: !5)
!150 = !DILocalVariable(name: "b", arg: 2, scope: !145, file: !3, line: 15, type: !5)
!151 = !DILocation(line: 0, scope: !145)
!152 = !DILocation(line: 15, column: 40, scope: !145)
!153 = !DILocation(line: 15, column: 31, scope: !145)
!154 = distinct !DISubprogram(name: "sub", scope: !3, file: !3, line: 16, type: !146, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !155)
!155 = !{!156, !157}
!156 = !DILocalVariable(name: "a", arg: 1, scope: !154, file: !3, line: 16, type: !5)
!157 = !DILocalVariable(name: "b", arg: 2, scope: !154, file: !3, line: 16, type: !5)
!158 = !DILocation(line: 0, scope: !154)
!159 = !DILocation(line: 16, column: 40, scope: !154)
!160 = !DILocation(line: 16, column: 31, scope: !154)
!161 = distinct !DISubprogram(name: "mul", scope: !3, file: !3, line: 17, type: !146, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !162)
!162 = !{!163, !164}
!163 = !DILocalVariable(name: "a", arg: 1, scope: !161, file: !3, line: 17, type: !5)
!164 = !DILocalVariable(name: "b", arg: 2, scope: !161, file: !3, line: 17, type: !5)
!165 = !DILocation(line: 0, scope: !161)
!166 = !DILocation(line: 17, column: 53, scope: !161)
!167 = !DILocation(line: 17, column: 31, scope: !161)
!168 = distinct !DISubprogram(name: "sdiv", scope: !3, file: !3, line: 18, type: !146, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !169)
!169 = !{!170, !171}
!170 = !DILocalVariable(name: "a", arg: 1, scope: !168, file: !3, line: 18, type: !5)
!171 = !DILocalVariable(name: "b", arg: 2, scope: !168, file: !3, line: 18, type: !5)
!172 = !DILocation(line: 0, scope: !168)
!173 = !DILocation(line: 18, column: 41, scope: !168)
!174 = !DILocation(line: 18, column: 32, scope: !168)
!175 = distinct !DISubprogram(name: "srem", scope: !3, file: !3, line: 19, type: !146, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !176)
!176 = !{!177, !178}
!177 = !DILocalVariable(name: "a", arg: 1, scope: !175, file: !3, line: 19, type: !5)
!178 = !DILocalVariable(name: "b", arg: 2, scope: !175, file: !3, line: 19, type: !5)
!179 = !DILocation(line: 0, scope: !175)
!180 = !DILocation(line: 19, column: 41, scope: !175)
!181 = !DILocation(line: 19, column: 32, scope: !175)
!182 = distinct !DISubprogram(name: "udiv", scope: !3, file: !3, line: 20, type: !183, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !185)
!183 = !DISubroutineType(types: !184)
!184 = !{!7, !7, !7}
!185 = !{!186, !187}
!186 = !DILocalVariable(name: "a", arg: 1, scope: !182, file: !3, line: 20, type: !7)
!187 = !DILocalVariable(name: "b", arg: 2, scope: !182, file: !3, line: 20, type: !7)
!188 = !DILocation(line: 0, scope: !182)
!189 = !DILocation(line: 20, column: 41, scope: !182)
!190 = !DILocation(line: 20, column: 32, scope: !182)
!191 = distinct !DISubprogram(name: "urem", scope: !3, file: !3, line: 21, type: !183, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !192)
!192 = !{!193, !194}
!193 = !DILocalVariable(name: "a", arg: 1, scope: !191, file: !3, line: 21, type: !7)
!194 = !DILocalVariable(name: "b", arg: 2, scope: !191, file: !3, line: 21, type: !7)
!195 = !DILocation(line: 0, scope: !191)
!196 = !DILocation(line: 21, column: 41, scope: !191)
!197 = !DILocation(line: 21, column: 32, scope: !191)
!198 = distinct !DISubprogram(name: "shl", scope: !3, file: !3, line: 22, type: !199, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !201)
!199 = !DISubroutineType(types: !200)
!200 = !{!7, !7, !12}
!201 = !{!202, !203}
!202 = !DILocalVariable(name: "a", arg: 1, scope: !198, file: !3, line: 22, type: !7)
!203 = !DILocalVariable(name: "n", arg: 2, scope: !198, file: !3, line: 22, type: !12)
!204 = !DILocation(line: 0, scope: !198)
!205 = !DILocation(line: 22, column: 39, scope: !198)
!206 = !DILocation(line: 22, column: 30, scope: !198)
!207 = distinct !DISubprogram(name: "lshr", scope: !3, file: !3, line: 23, type: !199, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !208)
!208 = !{!209, !210}
!209 = !DILocalVariable(name: "a", arg: 1, scope: !207, file: !3, line: 23, type: !7)
!210 = !DILocalVariable(name: "n", arg: 2, scope: !207, file: !3, line: 23, type: !12)
!211 = !DILocation(line: 0, scope: !207)
!212 = !DILocation(line: 23, column: 40, scope: !207)
!213 = !DILocation(line: 23, column: 31, scope: !207)
!214 = distinct !DISubprogram(name: "ashr", scope: !3, file: !3, line: 24, type: !215, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{!5, !5, !12}
!217 = !{!218, !219}
!218 = !DILocalVariable(name: "a", arg: 1, scope: !214, file: !3, line: 24, type: !5)
!219 = !DILocalVariable(name: "n", arg: 2, scope: !214, file: !3, line: 24, type: !12)
!220 = !DILocation(line: 0, scope: !214)
!221 = !DILocation(line: 24, column: 40, scope: !214)
!222 = !DILocation(line: 24, column: 31, scope: !214)
!223 = distinct !DISubprogram(name: "cmp", scope: !3, file: !3, line: 25, type: !224, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{!12, !5, !5}
!226 = !{!227, !228}
!227 = !DILocalVariable(name: "a", arg: 1, scope: !223, file: !3, line: 25, type: !5)
!228 = !DILocalVariable(name: "b", arg: 2, scope: !223, file: !3, line: 25, type: !5)
!229 = !DILocation(line: 0, scope: !223)
!230 = !DILocation(line: 25, column: 40, scope: !223)
!231 = !DILocation(line: 25, column: 54, scope: !223)
!232 = !DILocation(line: 25, column: 60, scope: !223)
!233 = !DILocation(line: 25, column: 49, scope: !223)
!234 = !DILocation(line: 25, column: 75, scope: !223)
!235 = !DILocation(line: 25, column: 86, scope: !223)
!236 = !DILocation(line: 25, column: 64, scope: !223)
!237 = !DILocation(line: 25, column: 101, scope: !223)
!238 = !DILocation(line: 25, column: 90, scope: !223)
!239 = !DILocation(line: 25, column: 30, scope: !223)
!240 = distinct !DISubprogram(name: "to_d", scope: !3, file: !3, line: 26, type: !241, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{!9, !5}
!243 = !{!244}
!244 = !DILocalVariable(name: "a", arg: 1, scope: !240, file: !3, line: 26, type: !5)
!245 = !DILocation(line: 0, scope: !240)
!246 = !DILocation(line: 26, column: 33, scope: !240)
!247 = !DILocation(line: 26, column: 26, scope: !240)
!248 = distinct !DISubprogram(name: "uto_d", scope: !3, file: !3, line: 27, type: !249, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !251)
!249 = !DISubroutineType(types: !250)
!250 = !{!9, !7}
!251 = !{!252}
!252 = !DILocalVariable(name: "a", arg: 1, scope: !248, file: !3, line: 27, type: !7)
!253 = !DILocation(line: 0, scope: !248)
!254 = !DILocation(line: 27, column: 34, scope: !248)
!255 = !DILocation(line: 27, column: 27, scope: !248)
!256 = distinct !DISubprogram(name: "from_d", scope: !3, file: !3, line: 28, type: !257, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !259)
!257 = !DISubroutineType(types: !258)
!258 = !{!5, !9}
!259 = !{!260}
!260 = !DILocalVariable(name: "d", arg: 1, scope: !256, file: !3, line: 28, type: !9)
!261 = !DILocation(line: 0, scope: !256)
!262 = !DILocation(line: 28, column: 35, scope: !256)
!263 = !DILocation(line: 28, column: 28, scope: !256)
!264 = distinct !DISubprogram(name: "ufrom_d", scope: !3, file: !3, line: 29, type: !265, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{!7, !9}
!267 = !{!268}
!268 = !DILocalVariable(name: "d", arg: 1, scope: !264, file: !3, line: 29, type: !9)
!269 = !DILocation(line: 0, scope: !264)
!270 = !DILocation(line: 29, column: 36, scope: !264)
!271 = !DILocation(line: 29, column: 29, scope: !264)
!272 = distinct !DISubprogram(name: "to_f", scope: !3, file: !3, line: 30, type: !273, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !275)
!273 = !DISubroutineType(types: !274)
!274 = !{!10, !5}
!275 = !{!276}
!276 = !DILocalVariable(name: "a", arg: 1, scope: !272, file: !3, line: 30, type: !5)
!277 = !DILocation(line: 0, scope: !272)
!278 = !DILocation(line: 30, column: 32, scope: !272)
!279 = !DILocation(line: 30, column: 25, scope: !272)
!280 = distinct !DISubprogram(name: "from_f", scope: !3, file: !3, line: 31, type: !281, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{!5, !10}
!283 = !{!284}
!284 = !DILocalVariable(name: "f", arg: 1, scope: !280, file: !3, line: 31, type: !10)
!285 = !DILocation(line: 0, scope: !280)
!286 = !DILocation(line: 31, column: 34, scope: !280)
!287 = !DILocation(line: 31, column: 27, scope: !280)
!288 = distinct !DISubprogram(name: "clz", scope: !3, file: !3, line: 32, type: !289, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !291)
!289 = !DISubroutineType(types: !290)
!290 = !{!12, !7}
!291 = !{!292, !293}
!292 = !DILocalVariable(name: "a", arg: 1, scope: !288, file: !3, line: 32, type: !7)
!293 = !DILocalVariable(name: "hi", scope: !288, file: !3, line: 32, type: !11)
!294 = !DILocation(line: 0, scope: !288)
!295 = !DILocation(line: 32, column: 43, scope: !288)
!296 = !DILocation(line: 32, column: 41, scope: !288)
!297 = !DILocation(line: 32, column: 57, scope: !288)
!298 = !DILocation(line: 32, column: 50, scope: !288)
!299 = distinct !DISubprogram(name: "pairs", scope: !3, file: !3, line: 35, type: !300, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !302)
!300 = !DISubroutineType(types: !301)
!301 = !{!5, !135, !5, !12, !5, !5, !13, !5}
!302 = !{!303, !304, !305, !306, !307, !308, !309}
!303 = !DILocalVariable(name: "a", arg: 1, scope: !299, file: !3, line: 35, type: !135)
!304 = !DILocalVariable(name: "b", arg: 2, scope: !299, file: !3, line: 35, type: !5)
!305 = !DILocalVariable(name: "c", arg: 3, scope: !299, file: !3, line: 35, type: !12)
!306 = !DILocalVariable(name: "d", arg: 4, scope: !299, file: !3, line: 35, type: !5)
!307 = !DILocalVariable(name: "e", arg: 5, scope: !299, file: !3, line: 35, type: !5)
!308 = !DILocalVariable(name: "f", arg: 6, scope: !299, file: !3, line: 35, type: !13)
!309 = !DILocalVariable(name: "g", arg: 7, scope: !299, file: !3, line: 35, type: !5)
!310 = !DILocation(line: 0, scope: !299)
!311 = !DILocation(line: 36, column: 10, scope: !299)
!312 = !DILocation(line: 36, column: 16, scope: !299)
!313 = !DILocation(line: 36, column: 12, scope: !299)
!314 = !DILocation(line: 36, column: 24, scope: !299)
!315 = !DILocation(line: 36, column: 22, scope: !299)
!316 = !DILocation(line: 36, column: 20, scope: !299)
!317 = !DILocation(line: 36, column: 32, scope: !299)
!318 = !DILocation(line: 36, column: 28, scope: !299)
!319 = !DILocation(line: 36, column: 40, scope: !299)
!320 = !DILocation(line: 36, column: 36, scope: !299)
!321 = !DILocation(line: 36, column: 47, scope: !299)
!322 = !DILocation(line: 36, column: 49, scope: !299)
!323 = !DILocation(line: 36, column: 58, scope: !299)
!324 = !DILocation(line: 36, column: 45, scope: !299)
!325 = !DILocation(line: 36, column: 54, scope: !299)
!326 = !DILocation(line: 36, column: 3, scope: !299)
!327 = distinct !DISubprogram(name: "seven", scope: !3, file: !3, line: 39, type: !328, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !330)
!328 = !DISubroutineType(types: !329)
!329 = !{!7, !7, !7, !7, !7, !7, !7, !7}
!330 = !{!331, !332, !333, !334, !335, !336, !337}
!331 = !DILocalVariable(name: "a", arg: 1, scope: !327, file: !3, line: 39, type: !7)
!332 = !DILocalVariable(name: "b", arg: 2, scope: !327, file: !3, line: 39, type: !7)
!333 = !DILocalVariable(name: "c", arg: 3, scope: !327, file: !3, line: 39, type: !7)
!334 = !DILocalVariable(name: "d", arg: 4, scope: !327, file: !3, line: 39, type: !7)
!335 = !DILocalVariable(name: "e", arg: 5, scope: !327, file: !3, line: 39, type: !7)
!336 = !DILocalVariable(name: "f", arg: 6, scope: !327, file: !3, line: 39, type: !7)
!337 = !DILocalVariable(name: "g", arg: 7, scope: !327, file: !3, line: 39, type: !7)
!338 = !DILocation(line: 0, scope: !327)
!339 = !DILocation(line: 40, column: 17, scope: !327)
!340 = !DILocation(line: 40, column: 12, scope: !327)
!341 = !DILocation(line: 40, column: 28, scope: !327)
!342 = !DILocation(line: 40, column: 23, scope: !327)
!343 = !DILocation(line: 40, column: 39, scope: !327)
!344 = !DILocation(line: 40, column: 34, scope: !327)
!345 = !DILocation(line: 40, column: 50, scope: !327)
!346 = !DILocation(line: 40, column: 45, scope: !327)
!347 = !DILocation(line: 40, column: 61, scope: !327)
!348 = !DILocation(line: 40, column: 56, scope: !327)
!349 = !DILocation(line: 40, column: 72, scope: !327)
!350 = !DILocation(line: 40, column: 67, scope: !327)
!351 = !DILocation(line: 40, column: 3, scope: !327)
!352 = distinct !DISubprogram(name: "split", scope: !3, file: !3, line: 43, type: !353, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !355)
!353 = !DISubroutineType(types: !354)
!354 = !{!5, !135, !135, !135, !135, !135, !135, !135, !5, !135}
!355 = !{!356, !357, !358, !359, !360, !361, !362, !363, !364}
!356 = !DILocalVariable(name: "a", arg: 1, scope: !352, file: !3, line: 43, type: !135)
!357 = !DILocalVariable(name: "b", arg: 2, scope: !352, file: !3, line: 43, type: !135)
!358 = !DILocalVariable(name: "c", arg: 3, scope: !352, file: !3, line: 43, type: !135)
!359 = !DILocalVariable(name: "d", arg: 4, scope: !352, file: !3, line: 43, type: !135)
!360 = !DILocalVariable(name: "e", arg: 5, scope: !352, file: !3, line: 43, type: !135)
!361 = !DILocalVariable(name: "f", arg: 6, scope: !352, file: !3, line: 43, type: !135)
!362 = !DILocalVariable(name: "g", arg: 7, scope: !352, file: !3, line: 43, type: !135)
!363 = !DILocalVariable(name: "h", arg: 8, scope: !352, file: !3, line: 43, type: !5)
!364 = !DILocalVariable(name: "i", arg: 9, scope: !352, file: !3, line: 43, type: !135)
!365 = !DILocation(line: 0, scope: !352)
!366 = !DILocation(line: 44, column: 12, scope: !352)
!367 = !DILocation(line: 44, column: 16, scope: !352)
!368 = !DILocation(line: 44, column: 20, scope: !352)
!369 = !DILocation(line: 44, column: 24, scope: !352)
!370 = !DILocation(line: 44, column: 28, scope: !352)
!371 = !DILocation(line: 44, column: 32, scope: !352)
!372 = !DILocation(line: 44, column: 10, scope: !352)
!373 = !DILocation(line: 44, column: 40, scope: !352)
!374 = !DILocation(line: 44, column: 36, scope: !352)
!375 = !DILocation(line: 44, column: 51, scope: !352)
!376 = !DILocation(line: 44, column: 49, scope: !352)
!377 = !DILocation(line: 44, column: 47, scope: !352)
!378 = !DILocation(line: 44, column: 3, scope: !352)
!379 = distinct !DISubprogram(name: "in_struct", scope: !3, file: !3, line: 47, type: !380, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !388)
!380 = !DISubroutineType(types: !381)
!381 = !{!382, !382, !5}
!382 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "WithI", file: !3, line: 46, size: 384, elements: !383)
!383 = !{!384, !385, !386}
!384 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !382, file: !3, line: 46, baseType: !13, size: 8)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !382, file: !3, line: 46, baseType: !5, size: 128, offset: 128)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !382, file: !3, line: 46, baseType: !387, size: 16, offset: 256)
!387 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!388 = !{!389, !390}
!389 = !DILocalVariable(name: "w", arg: 1, scope: !379, file: !3, line: 47, type: !382)
!390 = !DILocalVariable(name: "k", arg: 2, scope: !379, file: !3, line: 47, type: !5)
!391 = !DILocation(line: 0, scope: !379)
!392 = !DILocation(line: 47, column: 61, scope: !379)
!393 = !{!394, !397, i64 16}
!394 = !{!"WithI", !395, i64 0, !397, i64 16, !398, i64 32}
!395 = !{!"omnipotent char", !396, i64 0}
!396 = !{!"Simple C/C++ TBAA"}
!397 = !{!"__int128", !395, i64 0}
!398 = !{!"short", !395, i64 0}
!399 = !DILocation(line: 47, column: 63, scope: !379)
!400 = !DILocation(line: 47, column: 71, scope: !379)
!401 = !{!394, !395, i64 0}
!402 = !DILocation(line: 47, column: 69, scope: !379)
!403 = !DILocation(line: 47, column: 67, scope: !379)
!404 = !DILocation(line: 47, column: 57, scope: !379)
!405 = !DILocation(line: 47, column: 78, scope: !379)
!406 = !DILocation(line: 47, column: 93, scope: !379)
!407 = !{!394, !398, i64 32}
!408 = !DILocation(line: 47, column: 90, scope: !379)
!409 = !DILocation(line: 47, column: 88, scope: !379)
!410 = !DILocation(line: 47, column: 103, scope: !379)
!411 = !{i64 0, i64 1, !412, i64 16, i64 16, !413, i64 32, i64 2, !414}
!412 = !{!395, !395, i64 0}
!413 = !{!397, !397, i64 0}
!414 = !{!398, !398, i64 0}
!415 = !DILocation(line: 47, column: 96, scope: !379)
!416 = distinct !DISubprogram(name: "two", scope: !3, file: !3, line: 49, type: !417, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !423)
!417 = !DISubroutineType(types: !418)
!418 = !{!419, !419}
!419 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TwoI", file: !3, line: 48, size: 256, elements: !420)
!420 = !{!421, !422}
!421 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !419, file: !3, line: 48, baseType: !5, size: 128)
!422 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !419, file: !3, line: 48, baseType: !5, size: 128, offset: 128)
!423 = !{!424, !425}
!424 = !DILocalVariable(name: "t", arg: 1, scope: !416, file: !3, line: 49, type: !419)
!425 = !DILocalVariable(name: "r", scope: !416, file: !3, line: 49, type: !419)
!426 = !DILocation(line: 0, scope: !416)
!427 = !DILocation(line: 49, column: 49, scope: !416)
!428 = !DILocation(line: 49, column: 56, scope: !416)
!429 = !{!430, !397, i64 16}
!430 = !{!"TwoI", !397, i64 0, !397, i64 16}
!431 = !DILocation(line: 49, column: 58, scope: !416)
!432 = !DILocation(line: 49, column: 53, scope: !416)
!433 = !{!430, !397, i64 0}
!434 = !DILocation(line: 49, column: 65, scope: !416)
!435 = !DILocation(line: 49, column: 67, scope: !416)
!436 = !DILocation(line: 49, column: 73, scope: !416)
!437 = distinct !DISubprogram(name: "sum_arr", scope: !3, file: !3, line: 50, type: !438, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !442)
!438 = !DISubroutineType(types: !439)
!439 = !{!5, !440, !12}
!440 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !441, size: 64)
!441 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!442 = !{!443, !444, !445, !446}
!443 = !DILocalVariable(name: "p", arg: 1, scope: !437, file: !3, line: 50, type: !440)
!444 = !DILocalVariable(name: "n", arg: 2, scope: !437, file: !3, line: 50, type: !12)
!445 = !DILocalVariable(name: "s", scope: !437, file: !3, line: 50, type: !5)
!446 = !DILocalVariable(name: "i", scope: !447, file: !3, line: 50, type: !12)
!447 = distinct !DILexicalBlock(scope: !437, file: !3, line: 50, column: 53)
!448 = !DILocation(line: 0, scope: !437)
!449 = !DILocation(line: 0, scope: !447)
!450 = !DILocation(line: 50, column: 71, scope: !451)
!451 = distinct !DILexicalBlock(scope: !447, file: !3, line: 50, column: 53)
!452 = !DILocation(line: 50, column: 53, scope: !447)
!453 = !DILocation(line: 50, column: 96, scope: !451)
!454 = !DILocation(line: 50, column: 86, scope: !451)
!455 = !DILocation(line: 50, column: 93, scope: !451)
!456 = !DILocation(line: 50, column: 91, scope: !451)
!457 = !DILocation(line: 50, column: 83, scope: !451)
!458 = distinct !{!458, !452, !459, !460, !461, !462}
!459 = !DILocation(line: 50, column: 99, scope: !447)
!460 = !{!"llvm.loop.mustprogress"}
!461 = !{!"llvm.loop.isvectorized", i32 1}
!462 = !{!"llvm.loop.unroll.runtime.disable"}
!463 = !DILocation(line: 50, scope: !437)
!464 = !DILocation(line: 50, column: 102, scope: !437)
!465 = distinct !{!465, !452, !459, !460, !461}
!466 = distinct !DISubprogram(name: "fact", scope: !3, file: !3, line: 53, type: !467, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !469)
!467 = !DISubroutineType(types: !468)
!468 = !{!7, !12}
!469 = !{!470}
!470 = !DILocalVariable(name: "n", arg: 1, scope: !466, file: !3, line: 53, type: !12)
!471 = !DILocation(line: 0, scope: !466)
!472 = !DILocation(line: 53, column: 32, scope: !466)
!473 = !DILocation(line: 53, column: 30, scope: !466)
!474 = !DILocation(line: 53, column: 57, scope: !466)
!475 = !DILocation(line: 53, column: 55, scope: !466)
!476 = distinct !{!476, !461, !462}
!477 = !DILocation(line: 53, column: 50, scope: !466)
!478 = distinct !{!478, !461}
!479 = !DILocation(line: 53, column: 23, scope: !466)
!480 = distinct !DISubprogram(name: "fib", scope: !3, file: !3, line: 54, type: !467, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !481)
!481 = !{!482, !483, !484, !485}
!482 = !DILocalVariable(name: "n", arg: 1, scope: !480, file: !3, line: 54, type: !12)
!483 = !DILocalVariable(name: "a", scope: !480, file: !3, line: 54, type: !7)
!484 = !DILocalVariable(name: "b", scope: !480, file: !3, line: 54, type: !7)
!485 = !DILocalVariable(name: "t", scope: !486, file: !3, line: 54, type: !7)
!486 = distinct !DILexicalBlock(scope: !480, file: !3, line: 54, column: 53)
!487 = !DILocation(line: 0, scope: !480)
!488 = !DILocation(line: 54, column: 41, scope: !480)
!489 = !DILocation(line: 54, column: 49, scope: !480)
!490 = !DILocation(line: 54, column: 66, scope: !486)
!491 = !DILocation(line: 0, scope: !486)
!492 = distinct !{!492, !488, !493, !460}
!493 = !DILocation(line: 54, column: 85, scope: !480)
!494 = !DILocation(line: 54, scope: !480)
!495 = !DILocation(line: 54, column: 87, scope: !480)
!496 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 64, type: !497, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !499)
!497 = !DISubroutineType(types: !498)
!498 = !{!12}
!499 = !{!500, !501, !502, !503, !504, !506, !509, !510, !511}
!500 = !DILocalVariable(name: "a", scope: !496, file: !3, line: 65, type: !5)
!501 = !DILocalVariable(name: "b", scope: !496, file: !3, line: 65, type: !5)
!502 = !DILocalVariable(name: "c", scope: !496, file: !3, line: 65, type: !5)
!503 = !DILocalVariable(name: "one", scope: !496, file: !3, line: 65, type: !5)
!504 = !DILocalVariable(name: "n", scope: !505, file: !3, line: 76, type: !12)
!505 = distinct !DILexicalBlock(scope: !496, file: !3, line: 76, column: 3)
!506 = !DILocalVariable(name: "w", scope: !507, file: !3, line: 77, type: !125)
!507 = distinct !DILexicalBlock(scope: !508, file: !3, line: 76, column: 37)
!508 = distinct !DILexicalBlock(scope: !505, file: !3, line: 76, column: 3)
!509 = !DILocalVariable(name: "w", scope: !496, file: !3, line: 94, type: !382)
!510 = !DILocalVariable(name: "t", scope: !496, file: !3, line: 97, type: !419)
!511 = !DILocalVariable(name: "arr", scope: !496, file: !3, line: 100, type: !512)
!512 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 640, elements: !27)
!513 = distinct !DIAssignID()
!514 = distinct !DIAssignID()
!515 = distinct !DIAssignID()
!516 = distinct !DIAssignID()
!517 = !DILocation(line: 0, scope: !507)
!518 = distinct !DIAssignID()
!519 = !DILocation(line: 0, scope: !496)
!520 = distinct !DIAssignID()
!521 = distinct !DIAssignID()
!522 = !DILocation(line: 65, column: 15, scope: !496)
!523 = !{!524, !524, i64 0}
!524 = !{!"long", !395, i64 0}
!525 = !DILocalVariable(name: "hi", arg: 1, scope: !526, file: !3, line: 13, type: !135)
!526 = distinct !DISubprogram(name: "mk", scope: !3, file: !3, line: 13, type: !527, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !529)
!527 = !DISubroutineType(types: !528)
!528 = !{!5, !135, !11}
!529 = !{!525, !530}
!530 = !DILocalVariable(name: "lo", arg: 2, scope: !526, file: !3, line: 13, type: !11)
!531 = !DILocation(line: 0, scope: !526, inlinedAt: !532)
!532 = distinct !DILocation(line: 65, column: 12, scope: !496)
!533 = !DILocation(line: 13, column: 59, scope: !526, inlinedAt: !532)
!534 = !DILocation(line: 13, column: 83, scope: !526, inlinedAt: !532)
!535 = !DILocation(line: 13, column: 89, scope: !526, inlinedAt: !532)
!536 = !DILocation(line: 65, column: 52, scope: !496)
!537 = !DILocation(line: 65, column: 59, scope: !496)
!538 = !DILocation(line: 0, scope: !526, inlinedAt: !539)
!539 = distinct !DILocation(line: 65, column: 49, scope: !496)
!540 = !DILocation(line: 13, column: 59, scope: !526, inlinedAt: !539)
!541 = !DILocation(line: 13, column: 83, scope: !526, inlinedAt: !539)
!542 = !DILocation(line: 13, column: 91, scope: !526, inlinedAt: !539)
!543 = !DILocation(line: 13, column: 89, scope: !526, inlinedAt: !539)
!544 = !DILocation(line: 65, column: 71, scope: !496)
!545 = !DILocation(line: 65, column: 84, scope: !496)
!546 = !DILocation(line: 66, column: 15, scope: !496)
!547 = !DILocalVariable(name: "what", arg: 1, scope: !548, file: !3, line: 10, type: !551)
!548 = distinct !DISubprogram(name: "p128", scope: !3, file: !3, line: 10, type: !549, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !553)
!549 = !DISubroutineType(types: !550)
!550 = !{null, !551, !7}
!551 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !552, size: 64)
!552 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!553 = !{!547, !554}
!554 = !DILocalVariable(name: "v", arg: 2, scope: !548, file: !3, line: 10, type: !7)
!555 = !DILocation(line: 0, scope: !548, inlinedAt: !556)
!556 = distinct !DILocation(line: 66, column: 3, scope: !496)
!557 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !556)
!558 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !556)
!559 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !556)
!560 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !556)
!561 = !DILocation(line: 67, column: 15, scope: !496)
!562 = !DILocation(line: 0, scope: !548, inlinedAt: !563)
!563 = distinct !DILocation(line: 67, column: 3, scope: !496)
!564 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !563)
!565 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !563)
!566 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !563)
!567 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !563)
!568 = !DILocation(line: 68, column: 15, scope: !496)
!569 = !DILocation(line: 0, scope: !548, inlinedAt: !570)
!570 = distinct !DILocation(line: 68, column: 3, scope: !496)
!571 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !570)
!572 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !570)
!573 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !570)
!574 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !570)
!575 = !DILocation(line: 69, column: 16, scope: !496)
!576 = !DILocation(line: 0, scope: !548, inlinedAt: !577)
!577 = distinct !DILocation(line: 69, column: 3, scope: !496)
!578 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !577)
!579 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !577)
!580 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !577)
!581 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !577)
!582 = !DILocation(line: 70, column: 16, scope: !496)
!583 = !DILocation(line: 0, scope: !548, inlinedAt: !584)
!584 = distinct !DILocation(line: 70, column: 3, scope: !496)
!585 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !584)
!586 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !584)
!587 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !584)
!588 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !584)
!589 = !DILocation(line: 71, column: 16, scope: !496)
!590 = !DILocation(line: 0, scope: !548, inlinedAt: !591)
!591 = distinct !DILocation(line: 71, column: 3, scope: !496)
!592 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !591)
!593 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !591)
!594 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !591)
!595 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !591)
!596 = !DILocation(line: 72, column: 22, scope: !496)
!597 = !DILocation(line: 0, scope: !548, inlinedAt: !598)
!598 = distinct !DILocation(line: 72, column: 3, scope: !496)
!599 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !598)
!600 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !598)
!601 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !598)
!602 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !598)
!603 = !DILocation(line: 73, column: 22, scope: !496)
!604 = !DILocation(line: 0, scope: !548, inlinedAt: !605)
!605 = distinct !DILocation(line: 73, column: 3, scope: !496)
!606 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !605)
!607 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !605)
!608 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !605)
!609 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !605)
!610 = !DILocation(line: 74, column: 16, scope: !496)
!611 = !DILocation(line: 0, scope: !548, inlinedAt: !612)
!612 = distinct !DILocation(line: 74, column: 3, scope: !496)
!613 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !612)
!614 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !612)
!615 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !612)
!616 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !612)
!617 = !DILocation(line: 75, column: 16, scope: !496)
!618 = !DILocation(line: 0, scope: !548, inlinedAt: !619)
!619 = distinct !DILocation(line: 75, column: 3, scope: !496)
!620 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !619)
!621 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !619)
!622 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !619)
!623 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !619)
!624 = !DILocation(line: 0, scope: !505)
!625 = !DILocation(line: 76, column: 3, scope: !505)
!626 = !DILocation(line: 82, column: 32, scope: !496)
!627 = !DILocation(line: 82, column: 27, scope: !496)
!628 = !DILocation(line: 82, column: 18, scope: !496)
!629 = !DILocation(line: 0, scope: !548, inlinedAt: !630)
!630 = distinct !DILocation(line: 82, column: 3, scope: !496)
!631 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !630)
!632 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !630)
!633 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !630)
!634 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !630)
!635 = !DILocation(line: 83, column: 20, scope: !496)
!636 = !DILocation(line: 0, scope: !548, inlinedAt: !637)
!637 = distinct !DILocation(line: 83, column: 3, scope: !496)
!638 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !637)
!639 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !637)
!640 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !637)
!641 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !637)
!642 = !DILocation(line: 84, column: 31, scope: !496)
!643 = !DILocation(line: 84, column: 42, scope: !496)
!644 = !DILocation(line: 84, column: 53, scope: !496)
!645 = !DILocation(line: 84, column: 64, scope: !496)
!646 = !DILocation(line: 84, column: 3, scope: !496)
!647 = !DILocation(line: 85, column: 38, scope: !496)
!648 = !DILocation(line: 85, column: 47, scope: !496)
!649 = !DILocation(line: 85, column: 56, scope: !496)
!650 = !DILocation(line: 85, column: 3, scope: !496)
!651 = !DILocation(line: 86, column: 18, scope: !496)
!652 = !DILocation(line: 0, scope: !548, inlinedAt: !653)
!653 = distinct !DILocation(line: 86, column: 3, scope: !496)
!654 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !653)
!655 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !653)
!656 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !653)
!657 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !653)
!658 = !DILocation(line: 87, column: 19, scope: !496)
!659 = !DILocation(line: 0, scope: !548, inlinedAt: !660)
!660 = distinct !DILocation(line: 87, column: 3, scope: !496)
!661 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !660)
!662 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !660)
!663 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !660)
!664 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !660)
!665 = !DILocation(line: 88, column: 31, scope: !496)
!666 = !DILocation(line: 88, column: 3, scope: !496)
!667 = !DILocation(line: 89, column: 12, scope: !496)
!668 = !DILocation(line: 0, scope: !548, inlinedAt: !669)
!669 = distinct !DILocation(line: 89, column: 3, scope: !496)
!670 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !669)
!671 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !669)
!672 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !669)
!673 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !669)
!674 = !DILocation(line: 90, column: 28, scope: !496)
!675 = !DILocation(line: 90, column: 38, scope: !496)
!676 = !DILocation(line: 90, column: 56, scope: !496)
!677 = !DILocation(line: 90, column: 52, scope: !496)
!678 = !DILocation(line: 90, column: 3, scope: !496)
!679 = !DILocation(line: 91, column: 23, scope: !496)
!680 = !DILocation(line: 91, column: 38, scope: !496)
!681 = !DILocation(line: 91, column: 33, scope: !496)
!682 = !DILocation(line: 91, column: 57, scope: !496)
!683 = !DILocation(line: 91, column: 51, scope: !496)
!684 = !DILocation(line: 91, column: 17, scope: !496)
!685 = !DILocation(line: 0, scope: !548, inlinedAt: !686)
!686 = distinct !DILocation(line: 91, column: 3, scope: !496)
!687 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !686)
!688 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !686)
!689 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !686)
!690 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !686)
!691 = !DILocation(line: 92, column: 17, scope: !496)
!692 = !DILocation(line: 0, scope: !548, inlinedAt: !693)
!693 = distinct !DILocation(line: 92, column: 3, scope: !496)
!694 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !693)
!695 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !693)
!696 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !693)
!697 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !693)
!698 = !DILocation(line: 93, column: 47, scope: !496)
!699 = !DILocation(line: 93, column: 17, scope: !496)
!700 = !DILocation(line: 0, scope: !548, inlinedAt: !701)
!701 = distinct !DILocation(line: 93, column: 3, scope: !496)
!702 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !701)
!703 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !701)
!704 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !701)
!705 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !701)
!706 = !DILocation(line: 95, column: 7, scope: !496)
!707 = distinct !DIAssignID()
!708 = distinct !DIAssignID()
!709 = !DILocation(line: 96, column: 27, scope: !496)
!710 = !DILocation(line: 96, column: 32, scope: !496)
!711 = !DILocation(line: 96, column: 3, scope: !496)
!712 = !DILocation(line: 0, scope: !548, inlinedAt: !713)
!713 = distinct !DILocation(line: 96, column: 38, scope: !496)
!714 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !713)
!715 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !713)
!716 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !713)
!717 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !713)
!718 = !DILocation(line: 98, column: 7, scope: !496)
!719 = !DILocation(line: 0, scope: !548, inlinedAt: !720)
!720 = distinct !DILocation(line: 99, column: 3, scope: !496)
!721 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !720)
!722 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !720)
!723 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !720)
!724 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !720)
!725 = !DILocation(line: 0, scope: !548, inlinedAt: !726)
!726 = distinct !DILocation(line: 99, column: 23, scope: !496)
!727 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !726)
!728 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !726)
!729 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !726)
!730 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !726)
!731 = !DILocation(line: 100, column: 3, scope: !496)
!732 = !DILocation(line: 100, column: 17, scope: !496)
!733 = distinct !DIAssignID()
!734 = distinct !DIAssignID()
!735 = distinct !DIAssignID()
!736 = distinct !DIAssignID()
!737 = !DILocation(line: 100, column: 32, scope: !496)
!738 = distinct !DIAssignID()
!739 = !DILocation(line: 101, column: 19, scope: !496)
!740 = !DILocation(line: 0, scope: !548, inlinedAt: !741)
!741 = distinct !DILocation(line: 101, column: 3, scope: !496)
!742 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !741)
!743 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !741)
!744 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !741)
!745 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !741)
!746 = !DILocation(line: 102, column: 3, scope: !496)
!747 = !DILocation(line: 102, column: 31, scope: !496)
!748 = !DILocalVariable(name: "buf", scope: !749, file: !3, line: 57, type: !755)
!749 = distinct !DISubprogram(name: "print_dec", scope: !3, file: !3, line: 56, type: !750, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !752)
!750 = !DISubroutineType(types: !751)
!751 = !{null, !7}
!752 = !{!753, !748, !754}
!753 = !DILocalVariable(name: "v", arg: 1, scope: !749, file: !3, line: 56, type: !7)
!754 = !DILocalVariable(name: "i", scope: !749, file: !3, line: 57, type: !12)
!755 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 400, elements: !756)
!756 = !{!757}
!757 = !DISubrange(count: 50)
!758 = !DILocation(line: 0, scope: !749, inlinedAt: !759)
!759 = distinct !DILocation(line: 102, column: 21, scope: !496)
!760 = !DILocation(line: 57, column: 3, scope: !749, inlinedAt: !759)
!761 = !DILocation(line: 57, column: 29, scope: !749, inlinedAt: !759)
!762 = !DILocation(line: 57, column: 36, scope: !749, inlinedAt: !759)
!763 = !DILocation(line: 58, column: 3, scope: !749, inlinedAt: !759)
!764 = !DILocation(line: 58, column: 42, scope: !765, inlinedAt: !759)
!765 = distinct !DILexicalBlock(scope: !749, file: !3, line: 58, column: 6)
!766 = !DILocation(line: 58, column: 33, scope: !765, inlinedAt: !759)
!767 = !DILocation(line: 58, column: 25, scope: !765, inlinedAt: !759)
!768 = !DILocation(line: 58, column: 23, scope: !765, inlinedAt: !759)
!769 = !DILocation(line: 58, column: 12, scope: !765, inlinedAt: !759)
!770 = !DILocation(line: 58, column: 8, scope: !765, inlinedAt: !759)
!771 = !DILocation(line: 58, column: 17, scope: !765, inlinedAt: !759)
!772 = !DILocation(line: 58, column: 49, scope: !765, inlinedAt: !759)
!773 = distinct !{!773, !763, !774, !460}
!774 = !DILocation(line: 58, column: 59, scope: !749, inlinedAt: !759)
!775 = !DILocation(line: 59, column: 3, scope: !749, inlinedAt: !759)
!776 = !DILocation(line: 60, column: 1, scope: !749, inlinedAt: !759)
!777 = !DILocation(line: 102, column: 42, scope: !496)
!778 = !DILocation(line: 103, column: 3, scope: !496)
!779 = !DILocation(line: 103, column: 36, scope: !496)
!780 = !DILocation(line: 0, scope: !749, inlinedAt: !781)
!781 = distinct !DILocation(line: 103, column: 26, scope: !496)
!782 = !DILocation(line: 57, column: 3, scope: !749, inlinedAt: !781)
!783 = !DILocation(line: 57, column: 29, scope: !749, inlinedAt: !781)
!784 = !DILocation(line: 57, column: 36, scope: !749, inlinedAt: !781)
!785 = !DILocation(line: 58, column: 3, scope: !749, inlinedAt: !781)
!786 = !DILocation(line: 58, column: 42, scope: !765, inlinedAt: !781)
!787 = !DILocation(line: 58, column: 33, scope: !765, inlinedAt: !781)
!788 = !DILocation(line: 58, column: 25, scope: !765, inlinedAt: !781)
!789 = !DILocation(line: 58, column: 23, scope: !765, inlinedAt: !781)
!790 = !DILocation(line: 58, column: 12, scope: !765, inlinedAt: !781)
!791 = !DILocation(line: 58, column: 8, scope: !765, inlinedAt: !781)
!792 = !DILocation(line: 58, column: 17, scope: !765, inlinedAt: !781)
!793 = !DILocation(line: 58, column: 49, scope: !765, inlinedAt: !781)
!794 = distinct !{!794, !785, !795, !460}
!795 = !DILocation(line: 58, column: 59, scope: !749, inlinedAt: !781)
!796 = !DILocation(line: 59, column: 3, scope: !749, inlinedAt: !781)
!797 = !DILocation(line: 60, column: 1, scope: !749, inlinedAt: !781)
!798 = !DILocation(line: 103, column: 47, scope: !496)
!799 = !DILocation(line: 104, column: 3, scope: !496)
!800 = !DILocation(line: 0, scope: !749, inlinedAt: !801)
!801 = distinct !DILocation(line: 104, column: 21, scope: !496)
!802 = !DILocation(line: 57, column: 3, scope: !749, inlinedAt: !801)
!803 = !DILocation(line: 57, column: 29, scope: !749, inlinedAt: !801)
!804 = !DILocation(line: 57, column: 36, scope: !749, inlinedAt: !801)
!805 = !DILocation(line: 58, column: 3, scope: !749, inlinedAt: !801)
!806 = !DILocation(line: 58, column: 42, scope: !765, inlinedAt: !801)
!807 = !DILocation(line: 58, column: 33, scope: !765, inlinedAt: !801)
!808 = !DILocation(line: 58, column: 25, scope: !765, inlinedAt: !801)
!809 = !DILocation(line: 58, column: 23, scope: !765, inlinedAt: !801)
!810 = !DILocation(line: 58, column: 12, scope: !765, inlinedAt: !801)
!811 = !DILocation(line: 58, column: 8, scope: !765, inlinedAt: !801)
!812 = !DILocation(line: 58, column: 17, scope: !765, inlinedAt: !801)
!813 = !DILocation(line: 58, column: 49, scope: !765, inlinedAt: !801)
!814 = distinct !{!814, !805, !815, !460}
!815 = !DILocation(line: 58, column: 59, scope: !749, inlinedAt: !801)
!816 = !DILocation(line: 59, column: 3, scope: !749, inlinedAt: !801)
!817 = !DILocation(line: 60, column: 1, scope: !749, inlinedAt: !801)
!818 = !DILocation(line: 104, column: 42, scope: !496)
!819 = !DILocation(line: 106, column: 1, scope: !496)
!820 = !DILocation(line: 105, column: 3, scope: !496)
!821 = !DILocation(line: 77, column: 5, scope: !507)
!822 = !DILocation(line: 78, column: 5, scope: !507)
!823 = !DILocation(line: 78, column: 49, scope: !507)
!824 = !DILocation(line: 0, scope: !548, inlinedAt: !825)
!825 = distinct !DILocation(line: 78, column: 41, scope: !507)
!826 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !825)
!827 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !825)
!828 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !825)
!829 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !825)
!830 = !DILocation(line: 79, column: 5, scope: !507)
!831 = !DILocation(line: 79, column: 50, scope: !507)
!832 = !DILocation(line: 0, scope: !548, inlinedAt: !833)
!833 = distinct !DILocation(line: 79, column: 42, scope: !507)
!834 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !833)
!835 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !833)
!836 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !833)
!837 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !833)
!838 = !DILocation(line: 80, column: 5, scope: !507)
!839 = !DILocation(line: 80, column: 50, scope: !507)
!840 = !DILocation(line: 0, scope: !548, inlinedAt: !841)
!841 = distinct !DILocation(line: 80, column: 42, scope: !507)
!842 = !DILocation(line: 11, column: 58, scope: !548, inlinedAt: !841)
!843 = !DILocation(line: 11, column: 40, scope: !548, inlinedAt: !841)
!844 = !DILocation(line: 11, column: 66, scope: !548, inlinedAt: !841)
!845 = !DILocation(line: 11, column: 3, scope: !548, inlinedAt: !841)
!846 = !DILocation(line: 81, column: 3, scope: !508)
!847 = !DILocation(line: 76, column: 30, scope: !508)
!848 = !DILocation(line: 76, column: 21, scope: !508)
!849 = distinct !{!849, !625, !850, !460}
!850 = !DILocation(line: 81, column: 3, scope: !505)
!851 = !DISubprogram(name: "snprintf", scope: !852, file: !852, line: 378, type: !853, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!852 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!853 = !DISubroutineType(types: !854)
!854 = !{!12, !855, !857, !859, null}
!855 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !856)
!856 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!857 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !858, line: 18, baseType: !11)
!858 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!859 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !551)
!860 = !DISubprogram(name: "printf", scope: !852, file: !852, line: 356, type: !861, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!861 = !DISubroutineType(types: !862)
!862 = !{!12, !859, null}
