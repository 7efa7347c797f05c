; ModuleID = 'tests/run/aarch64/vector_bits.c'
source_filename = "tests/run/aarch64/vector_bits.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"packed greater: 0x%02x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [30 x i8] c"bool4 from 0xa5: %d %d %d %d\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [23 x i8] c"bool16 true lanes: %d\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [19 x i8] c"odd lanes: 0x%04x\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [27 x i8] c"float->short: %d %d %d %d\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [28 x i8] c"float->ushort: %u %u %u %u\0A\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [34 x i8] c"char->float: %.1f %.1f %.1f %.1f\0A\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [36 x i8] c"ushort->float: %.1f %.1f %.1f %.1f\0A\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [20 x i8] c"double->int: %d %d\0A\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [24 x i8] c"int->double: %.1f %.1f\0A\00", align 1, !dbg !52
@.str.12 = private unnamed_addr constant [22 x i8] c"float->long: %ld %ld\0A\00", align 1, !dbg !54

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !84 {
  %1 = alloca <8 x i32>, align 16, !DIAssignID !148
    #dbg_assign(i1 undef, !89, !DIExpression(), !148, ptr %1, !DIExpression(), !149)
  %2 = alloca <8 x i32>, align 16, !DIAssignID !150
    #dbg_assign(i1 undef, !94, !DIExpression(), !150, ptr %2, !DIExpression(), !149)
  %3 = alloca i8, align 4, !DIAssignID !151
    #dbg_assign(i1 undef, !96, !DIExpression(), !151, ptr %3, !DIExpression(), !149)
  %4 = alloca i8, align 4, !DIAssignID !152
    #dbg_assign(i1 undef, !100, !DIExpression(), !152, ptr %4, !DIExpression(), !149)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7, !dbg !153
  store <8 x i32> <i32 1, i32 9, i32 3, i32 7, i32 5, i32 5, i32 -2, i32 100>, ptr %1, align 16, !dbg !154, !tbaa !155, !DIAssignID !158
    #dbg_assign(<8 x i32> <i32 1, i32 9, i32 3, i32 7, i32 5, i32 5, i32 -2, i32 100>, !89, !DIExpression(), !158, ptr %1, !DIExpression(), !149)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7, !dbg !159
  store <8 x i32> <i32 2, i32 8, i32 3, i32 6, i32 6, i32 4, i32 -3, i32 99>, ptr %2, align 16, !dbg !160, !tbaa !155, !DIAssignID !161
    #dbg_assign(<8 x i32> <i32 2, i32 8, i32 3, i32 6, i32 6, i32 4, i32 -3, i32 99>, !94, !DIExpression(), !161, ptr %2, !DIExpression(), !149)
  %5 = call fastcc <8 x i1> @lanes_greater(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !162
  %6 = bitcast <8 x i1> %5 to i8, !dbg !163
    #dbg_value(i8 %6, !95, !DIExpression(), !149)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #7, !dbg !164
  store i8 0, ptr %3, align 4, !dbg !165, !tbaa !155, !DIAssignID !166
    #dbg_assign(i8 0, !96, !DIExpression(), !166, ptr %3, !DIExpression(), !149)
  %7 = zext i8 %6 to i32, !dbg !167
  call fastcc void @store_bools(ptr noundef nonnull %3, i32 %7), !dbg !167
  %8 = load i8, ptr %3, align 4, !dbg !168, !tbaa !155
  %9 = zext i8 %8 to i32, !dbg !168
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9), !dbg !169
    #dbg_value(i32 0, !98, !DIExpression(), !170)
    #dbg_value(i32 0, !98, !DIExpression(), !170)
  %11 = extractelement <8 x i1> %5, i64 0, !dbg !171
  %12 = zext i1 %11 to i32, !dbg !171
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12), !dbg !173
    #dbg_value(i32 1, !98, !DIExpression(), !170)
  %14 = extractelement <8 x i1> %5, i64 1, !dbg !171
  %15 = zext i1 %14 to i32, !dbg !171
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15), !dbg !173
    #dbg_value(i32 2, !98, !DIExpression(), !170)
  %17 = extractelement <8 x i1> %5, i64 2, !dbg !171
  %18 = zext i1 %17 to i32, !dbg !171
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %18), !dbg !173
    #dbg_value(i32 3, !98, !DIExpression(), !170)
  %20 = extractelement <8 x i1> %5, i64 3, !dbg !171
  %21 = zext i1 %20 to i32, !dbg !171
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %21), !dbg !173
    #dbg_value(i32 4, !98, !DIExpression(), !170)
  %23 = extractelement <8 x i1> %5, i64 4, !dbg !171
  %24 = zext i1 %23 to i32, !dbg !171
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24), !dbg !173
    #dbg_value(i32 5, !98, !DIExpression(), !170)
  %26 = extractelement <8 x i1> %5, i64 5, !dbg !171
  %27 = zext i1 %26 to i32, !dbg !171
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27), !dbg !173
    #dbg_value(i32 6, !98, !DIExpression(), !170)
  %29 = extractelement <8 x i1> %5, i64 6, !dbg !171
  %30 = zext i1 %29 to i32, !dbg !171
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %30), !dbg !173
    #dbg_value(i32 7, !98, !DIExpression(), !170)
  %32 = extractelement <8 x i1> %5, i64 7, !dbg !171
  %33 = zext i1 %32 to i32, !dbg !171
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %33), !dbg !173
    #dbg_value(i32 8, !98, !DIExpression(), !170)
  %35 = tail call i32 @putchar(i32 10), !dbg !174
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #7, !dbg !175
  store i8 -91, ptr %4, align 4, !dbg !176, !tbaa !155, !DIAssignID !177
    #dbg_assign(i8 -91, !100, !DIExpression(), !177, ptr %4, !DIExpression(), !149)
  %36 = call fastcc <4 x i1> @load_bools(ptr noundef nonnull %4), !dbg !178
    #dbg_value(<8 x i1> poison, !101, !DIExpression(), !149)
  %37 = extractelement <4 x i1> %36, i64 0, !dbg !179
  %38 = zext i1 %37 to i32, !dbg !179
  %39 = extractelement <4 x i1> %36, i64 1, !dbg !180
  %40 = zext i1 %39 to i32, !dbg !180
  %41 = extractelement <4 x i1> %36, i64 2, !dbg !181
  %42 = zext i1 %41 to i32, !dbg !181
  %43 = extractelement <4 x i1> %36, i64 3, !dbg !182
  %44 = zext i1 %43 to i32, !dbg !182
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %44), !dbg !183
    #dbg_value(i16 -3855, !102, !DIExpression(), !149)
    #dbg_value(i16 -3855, !104, !DIExpression(), !149)
  %46 = tail call fastcc i32 @count_true(), !dbg !184
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %46), !dbg !185
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, !107, !DIExpression(), !149)
    #dbg_value(i16 -21846, !112, !DIExpression(), !149)
    #dbg_value(i16 -21846, !113, !DIExpression(), !149)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 43690), !dbg !186
    #dbg_value(<4 x float> <float 1.750000e+00, float -2.500000e+00, float 0x4072CE6660000000, float -3.200000e+04>, !114, !DIExpression(), !149)
    #dbg_value(<4 x i16> <i16 1, i16 -2, i16 300, i16 -32000>, !120, !DIExpression(), !149)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef -2, i32 noundef 300, i32 noundef -32000), !dbg !187
    #dbg_value(<4 x float> <float 5.000000e-01, float 6.553500e+04, float 0x40934BF5C0000000, float 7.000000e+00>, !124, !DIExpression(), !149)
    #dbg_value(<4 x i16> <i16 0, i16 -1, i16 1234, i16 7>, !125, !DIExpression(), !149)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 65535, i32 noundef 1234, i32 noundef 7), !dbg !188
    #dbg_value(<4 x i8> <i8 -128, i8 -1, i8 0, i8 127>, !128, !DIExpression(), !149)
    #dbg_value(<4 x float> <float -1.280000e+02, float -1.000000e+00, float 0.000000e+00, float 1.270000e+02>, !132, !DIExpression(), !149)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef -1.280000e+02, double noundef -1.000000e+00, double noundef 0.000000e+00, double noundef 1.270000e+02), !dbg !189
    #dbg_value(<4 x i16> <i16 0, i16 1, i16 -25536, i16 -1>, !133, !DIExpression(), !149)
    #dbg_value(<4 x float> <float 0.000000e+00, float 1.000000e+00, float 4.000000e+04, float 6.553500e+04>, !134, !DIExpression(), !149)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 4.000000e+04, double noundef 6.553500e+04), !dbg !190
    #dbg_value(<2 x double> <double -7.900000e+00, double 0x41DFFFFF5E200000>, !135, !DIExpression(), !149)
    #dbg_value(<2 x i32> <i32 -7, i32 2147483000>, !139, !DIExpression(), !149)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef -7, i32 noundef 2147483000), !dbg !191
    #dbg_value(<2 x i32> <i32 -2147483648, i32 65537>, !142, !DIExpression(), !149)
    #dbg_value(<2 x double> <double 0xC1E0000000000000, double 6.553700e+04>, !143, !DIExpression(), !149)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0xC1E0000000000000, double noundef 6.553700e+04), !dbg !192
  %55 = tail call fastcc <2 x i64> @float_pair_to_long(), !dbg !193
    #dbg_value(<2 x i64> %55, !144, !DIExpression(), !149)
  %56 = extractelement <2 x i64> %55, i64 0, !dbg !194
  %57 = extractelement <2 x i64> %55, i64 1, !dbg !195
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %56, i64 noundef %57), !dbg !196
  %59 = icmp ne i8 %8, -22, !dbg !197
  %60 = zext i1 %59 to i32, !dbg !198
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #7, !dbg !199
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #7, !dbg !199
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7, !dbg !199
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7, !dbg !199
  ret i32 %60, !dbg !200
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x i1> @lanes_greater(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 !dbg !201 {
    #dbg_value(ptr %0, !207, !DIExpression(), !209)
    #dbg_value(ptr %1, !208, !DIExpression(), !209)
  %3 = load <8 x i32>, ptr %0, align 16, !dbg !210, !tbaa !155
  %4 = load <8 x i32>, ptr %1, align 16, !dbg !211, !tbaa !155
  %5 = icmp sgt <8 x i32> %3, %4, !dbg !212
  ret <8 x i1> %5, !dbg !213
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @store_bools(ptr nocapture noundef writeonly %0, i32 %1) unnamed_addr #3 !dbg !214 {
  %3 = trunc nuw i32 %1 to i8
    #dbg_value(ptr %0, !218, !DIExpression(), !220)
    #dbg_value(i8 %3, !219, !DIExpression(), !220)
  store i8 %3, ptr %0, align 1, !dbg !221, !tbaa !155
  ret void, !dbg !222
}

; Function Attrs: nofree nounwind
declare !dbg !223 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <4 x i1> @load_bools(ptr nocapture noundef readonly %0) unnamed_addr #2 !dbg !230 {
    #dbg_value(ptr %0, !234, !DIExpression(), !235)
  %2 = load <8 x i1>, ptr %0, align 1, !dbg !236
  %3 = shufflevector <8 x i1> %2, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !236
  ret <4 x i1> %3, !dbg !237
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @count_true() unnamed_addr #5 !dbg !238 {
    #dbg_value(i16 -3855, !242, !DIExpression(), !246)
    #dbg_value(i32 0, !243, !DIExpression(), !246)
    #dbg_value(i32 0, !243, !DIExpression(), !246)
    #dbg_value(i32 1, !243, !DIExpression(), !246)
    #dbg_value(i32 1, !243, !DIExpression(), !246)
    #dbg_value(i32 1, !243, !DIExpression(), !246)
    #dbg_value(i32 1, !243, !DIExpression(), !246)
    #dbg_value(i32 2, !243, !DIExpression(), !246)
    #dbg_value(i32 3, !243, !DIExpression(), !246)
    #dbg_value(i32 4, !243, !DIExpression(), !246)
    #dbg_value(i32 5, !243, !DIExpression(), !246)
    #dbg_value(i32 5, !243, !DIExpression(), !246)
    #dbg_value(i32 5, !243, !DIExpression(), !246)
    #dbg_value(i32 5, !243, !DIExpression(), !246)
    #dbg_value(i32 5, !243, !DIExpression(), !246)
    #dbg_value(i32 6, !243, !DIExpression(), !246)
    #dbg_value(i32 7, !243, !DIExpression(), !246)
    #dbg_value(i32 8, !243, !DIExpression(), !246)
    #dbg_value(i32 9, !243, !DIExpression(), !246)
  ret i32 9, !dbg !247
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <2 x i64> @float_pair_to_long() unnamed_addr #5 !dbg !248 {
    #dbg_value(<4 x float> <float 1.750000e+00, float -2.500000e+00, float 0x4072CE6660000000, float -3.200000e+04>, !252, !DIExpression(), !253)
  ret <2 x i64> <i64 -2, i64 -32000>, !dbg !254
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!59}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/vector_bits.c", directory: ".", checksumkind: CSK_MD5, checksum: "c3fcc3641a28ca9878f8bf24527f9cd7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 30)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 27)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 28)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 34)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 36)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 20)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !3, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 22)
!59 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !60, globals: !69, splitDebugInlining: false, nameTableKind: None)
!60 = !{!61, !66}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "bool8", file: !2, line: 8, baseType: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, flags: DIFlagVector, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 1)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "bool4", file: !2, line: 9, baseType: !63)
!69 = !{!0, !7, !70, !12, !17, !22, !27, !32, !37, !42, !47, !52, !54}
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 2)
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"frame-pointer", i32 1}
!82 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!83 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!84 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 54, type: !85, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !88)
!85 = !DISubroutineType(types: !86)
!86 = !{!87}
!87 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!88 = !{!89, !94, !95, !96, !98, !100, !101, !102, !104, !107, !112, !113, !114, !120, !124, !125, !128, !132, !133, !134, !135, !139, !142, !143, !144}
!89 = !DILocalVariable(name: "a", scope: !84, file: !2, line: 55, type: !90)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8v", file: !2, line: 11, baseType: !91)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 256, flags: DIFlagVector, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 8)
!94 = !DILocalVariable(name: "b", scope: !84, file: !2, line: 56, type: !90)
!95 = !DILocalVariable(name: "gt", scope: !84, file: !2, line: 57, type: !62)
!96 = !DILocalVariable(name: "packed", scope: !84, file: !2, line: 58, type: !97)
!97 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 61, type: !87)
!99 = distinct !DILexicalBlock(scope: !84, file: !2, line: 61, column: 5)
!100 = !DILocalVariable(name: "nibble", scope: !84, file: !2, line: 65, type: !97)
!101 = !DILocalVariable(name: "four", scope: !84, file: !2, line: 66, type: !68)
!102 = !DILocalVariable(name: "wide", scope: !84, file: !2, line: 69, type: !103)
!103 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!104 = !DILocalVariable(name: "sixteen", scope: !84, file: !2, line: 70, type: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "bool16", file: !2, line: 10, baseType: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, flags: DIFlagVector, elements: !73)
!107 = !DILocalVariable(name: "bytes", scope: !84, file: !2, line: 74, type: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar16", file: !2, line: 16, baseType: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 128, flags: DIFlagVector, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 16)
!112 = !DILocalVariable(name: "odd", scope: !84, file: !2, line: 75, type: !105)
!113 = !DILocalVariable(name: "odd_bits", scope: !84, file: !2, line: 76, type: !103)
!114 = !DILocalVariable(name: "f", scope: !84, file: !2, line: 80, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !2, line: 17, baseType: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !117, size: 128, flags: DIFlagVector, elements: !118)
!117 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!118 = !{!119}
!119 = !DISubrange(count: 4)
!120 = !DILocalVariable(name: "s", scope: !84, file: !2, line: 81, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "short4", file: !2, line: 13, baseType: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 64, flags: DIFlagVector, elements: !118)
!123 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!124 = !DILocalVariable(name: "g", scope: !84, file: !2, line: 83, type: !115)
!125 = !DILocalVariable(name: "us", scope: !84, file: !2, line: 84, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort4", file: !2, line: 14, baseType: !127)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 64, flags: DIFlagVector, elements: !118)
!128 = !DILocalVariable(name: "c", scope: !84, file: !2, line: 86, type: !129)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "char4", file: !2, line: 15, baseType: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !131, size: 32, flags: DIFlagVector, elements: !118)
!131 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!132 = !DILocalVariable(name: "cf", scope: !84, file: !2, line: 87, type: !115)
!133 = !DILocalVariable(name: "u", scope: !84, file: !2, line: 89, type: !126)
!134 = !DILocalVariable(name: "uf", scope: !84, file: !2, line: 90, type: !115)
!135 = !DILocalVariable(name: "d", scope: !84, file: !2, line: 92, type: !136)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "double2", file: !2, line: 18, baseType: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 128, flags: DIFlagVector, elements: !73)
!138 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!139 = !DILocalVariable(name: "di", scope: !84, file: !2, line: 93, type: !140)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !2, line: 19, baseType: !141)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 64, flags: DIFlagVector, elements: !73)
!142 = !DILocalVariable(name: "id", scope: !84, file: !2, line: 95, type: !140)
!143 = !DILocalVariable(name: "dd", scope: !84, file: !2, line: 96, type: !136)
!144 = !DILocalVariable(name: "fl", scope: !84, file: !2, line: 98, type: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "long2", file: !2, line: 20, baseType: !146)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 128, flags: DIFlagVector, elements: !73)
!147 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 0, scope: !84)
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 55, column: 5, scope: !84)
!154 = !DILocation(line: 55, column: 11, scope: !84)
!155 = !{!156, !156, i64 0}
!156 = !{!"omnipotent char", !157, i64 0}
!157 = !{!"Simple C/C++ TBAA"}
!158 = distinct !DIAssignID()
!159 = !DILocation(line: 56, column: 5, scope: !84)
!160 = !DILocation(line: 56, column: 11, scope: !84)
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 57, column: 16, scope: !84)
!163 = !DILocation(line: 57, column: 11, scope: !84)
!164 = !DILocation(line: 58, column: 5, scope: !84)
!165 = !DILocation(line: 58, column: 19, scope: !84)
!166 = distinct !DIAssignID()
!167 = !DILocation(line: 59, column: 5, scope: !84)
!168 = !DILocation(line: 60, column: 40, scope: !84)
!169 = !DILocation(line: 60, column: 5, scope: !84)
!170 = !DILocation(line: 0, scope: !99)
!171 = !DILocation(line: 62, column: 22, scope: !172)
!172 = distinct !DILexicalBlock(scope: !99, file: !2, line: 61, column: 5)
!173 = !DILocation(line: 62, column: 9, scope: !172)
!174 = !DILocation(line: 63, column: 5, scope: !84)
!175 = !DILocation(line: 65, column: 5, scope: !84)
!176 = !DILocation(line: 65, column: 19, scope: !84)
!177 = distinct !DIAssignID()
!178 = !DILocation(line: 66, column: 18, scope: !84)
!179 = !DILocation(line: 67, column: 46, scope: !84)
!180 = !DILocation(line: 67, column: 55, scope: !84)
!181 = !DILocation(line: 67, column: 64, scope: !84)
!182 = !DILocation(line: 67, column: 73, scope: !84)
!183 = !DILocation(line: 67, column: 5, scope: !84)
!184 = !DILocation(line: 72, column: 39, scope: !84)
!185 = !DILocation(line: 72, column: 5, scope: !84)
!186 = !DILocation(line: 78, column: 5, scope: !84)
!187 = !DILocation(line: 82, column: 5, scope: !84)
!188 = !DILocation(line: 85, column: 5, scope: !84)
!189 = !DILocation(line: 88, column: 5, scope: !84)
!190 = !DILocation(line: 91, column: 5, scope: !84)
!191 = !DILocation(line: 94, column: 5, scope: !84)
!192 = !DILocation(line: 97, column: 5, scope: !84)
!193 = !DILocation(line: 98, column: 16, scope: !84)
!194 = !DILocation(line: 99, column: 38, scope: !84)
!195 = !DILocation(line: 99, column: 45, scope: !84)
!196 = !DILocation(line: 99, column: 5, scope: !84)
!197 = !DILocation(line: 100, column: 19, scope: !84)
!198 = !DILocation(line: 100, column: 12, scope: !84)
!199 = !DILocation(line: 101, column: 1, scope: !84)
!200 = !DILocation(line: 100, column: 5, scope: !84)
!201 = distinct !DISubprogram(name: "lanes_greater", scope: !2, file: !2, line: 23, type: !202, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !206)
!202 = !DISubroutineType(types: !203)
!203 = !{!62, !204, !204}
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!206 = !{!207, !208}
!207 = !DILocalVariable(name: "a", arg: 1, scope: !201, file: !2, line: 23, type: !204)
!208 = !DILocalVariable(name: "b", arg: 2, scope: !201, file: !2, line: 23, type: !204)
!209 = !DILocation(line: 0, scope: !201)
!210 = !DILocation(line: 24, column: 36, scope: !201)
!211 = !DILocation(line: 24, column: 41, scope: !201)
!212 = !DILocation(line: 24, column: 39, scope: !201)
!213 = !DILocation(line: 24, column: 5, scope: !201)
!214 = distinct !DISubprogram(name: "store_bools", scope: !2, file: !2, line: 27, type: !215, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{null, !61, !62}
!217 = !{!218, !219}
!218 = !DILocalVariable(name: "dst", arg: 1, scope: !214, file: !2, line: 27, type: !61)
!219 = !DILocalVariable(name: "v", arg: 2, scope: !214, file: !2, line: 27, type: !62)
!220 = !DILocation(line: 0, scope: !214)
!221 = !DILocation(line: 27, column: 79, scope: !214)
!222 = !DILocation(line: 27, column: 84, scope: !214)
!223 = !DISubprogram(name: "printf", scope: !224, file: !224, line: 356, type: !225, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!225 = !DISubroutineType(types: !226)
!226 = !{!87, !227, null}
!227 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !228)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!229 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!230 = distinct !DISubprogram(name: "load_bools", scope: !2, file: !2, line: 29, type: !231, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !233)
!231 = !DISubroutineType(types: !232)
!232 = !{!68, !66}
!233 = !{!234}
!234 = !DILocalVariable(name: "src", arg: 1, scope: !230, file: !2, line: 29, type: !66)
!235 = !DILocation(line: 0, scope: !230)
!236 = !DILocation(line: 29, column: 78, scope: !230)
!237 = !DILocation(line: 29, column: 71, scope: !230)
!238 = distinct !DISubprogram(name: "count_true", scope: !2, file: !2, line: 31, type: !239, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !241)
!239 = !DISubroutineType(cc: DW_CC_nocall, types: !240)
!240 = !{!87, !105}
!241 = !{!242, !243, !244}
!242 = !DILocalVariable(name: "v", arg: 1, scope: !238, file: !2, line: 31, type: !105)
!243 = !DILocalVariable(name: "n", scope: !238, file: !2, line: 32, type: !87)
!244 = !DILocalVariable(name: "i", scope: !245, file: !2, line: 33, type: !87)
!245 = distinct !DILexicalBlock(scope: !238, file: !2, line: 33, column: 5)
!246 = !DILocation(line: 0, scope: !238)
!247 = !DILocation(line: 35, column: 5, scope: !238)
!248 = distinct !DISubprogram(name: "float_pair_to_long", scope: !2, file: !2, line: 50, type: !249, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !251)
!249 = !DISubroutineType(cc: DW_CC_nocall, types: !250)
!250 = !{!145, !115}
!251 = !{!252}
!252 = !DILocalVariable(name: "f", arg: 1, scope: !248, file: !2, line: 50, type: !115)
!253 = !DILocation(line: 0, scope: !248)
!254 = !DILocation(line: 51, column: 5, scope: !248)
