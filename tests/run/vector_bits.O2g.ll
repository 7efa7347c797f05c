; ModuleID = 'tests/run/vector_bits.c'
source_filename = "tests/run/vector_bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !83 {
  %1 = alloca <8 x i32>, align 32, !DIAssignID !147
    #dbg_assign(i1 undef, !88, !DIExpression(), !147, ptr %1, !DIExpression(), !148)
  %2 = alloca <8 x i32>, align 32, !DIAssignID !149
    #dbg_assign(i1 undef, !93, !DIExpression(), !149, ptr %2, !DIExpression(), !148)
  %3 = alloca i8, align 1, !DIAssignID !150
    #dbg_assign(i1 undef, !95, !DIExpression(), !150, ptr %3, !DIExpression(), !148)
  %4 = alloca i8, align 1, !DIAssignID !151
    #dbg_assign(i1 undef, !99, !DIExpression(), !151, ptr %4, !DIExpression(), !148)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8, !dbg !152
  store <8 x i32> <i32 1, i32 9, i32 3, i32 7, i32 5, i32 5, i32 -2, i32 100>, ptr %1, align 32, !dbg !153, !tbaa !154, !DIAssignID !157
    #dbg_assign(<8 x i32> <i32 1, i32 9, i32 3, i32 7, i32 5, i32 5, i32 -2, i32 100>, !88, !DIExpression(), !157, ptr %1, !DIExpression(), !148)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8, !dbg !158
  store <8 x i32> <i32 2, i32 8, i32 3, i32 6, i32 6, i32 4, i32 -3, i32 99>, ptr %2, align 32, !dbg !159, !tbaa !154, !DIAssignID !160
    #dbg_assign(<8 x i32> <i32 2, i32 8, i32 3, i32 6, i32 6, i32 4, i32 -3, i32 99>, !93, !DIExpression(), !160, ptr %2, !DIExpression(), !148)
  %5 = call fastcc i8 @lanes_greater(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !161
  %6 = bitcast i8 %5 to <8 x i1>, !dbg !161
    #dbg_value(i8 %5, !94, !DIExpression(), !148)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #8, !dbg !162
  store i8 0, ptr %3, align 1, !dbg !163, !tbaa !154, !DIAssignID !164
    #dbg_assign(i8 0, !95, !DIExpression(), !164, ptr %3, !DIExpression(), !148)
  call fastcc void @store_bools(ptr noundef nonnull %3, i8 noundef %5), !dbg !165
  %7 = load i8, ptr %3, align 1, !dbg !166, !tbaa !154
  %8 = zext i8 %7 to i32, !dbg !166
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8), !dbg !167
    #dbg_value(i32 0, !97, !DIExpression(), !168)
    #dbg_value(i32 0, !97, !DIExpression(), !168)
  %10 = and i8 %5, 1, !dbg !169
  %11 = zext nneg i8 %10 to i32, !dbg !169
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11), !dbg !171
    #dbg_value(i32 1, !97, !DIExpression(), !168)
  %13 = extractelement <8 x i1> %6, i64 1, !dbg !169
  %14 = zext i1 %13 to i32, !dbg !169
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %14), !dbg !171
    #dbg_value(i32 2, !97, !DIExpression(), !168)
  %16 = extractelement <8 x i1> %6, i64 2, !dbg !169
  %17 = zext i1 %16 to i32, !dbg !169
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %17), !dbg !171
    #dbg_value(i32 3, !97, !DIExpression(), !168)
  %19 = extractelement <8 x i1> %6, i64 3, !dbg !169
  %20 = zext i1 %19 to i32, !dbg !169
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20), !dbg !171
    #dbg_value(i32 4, !97, !DIExpression(), !168)
  %22 = extractelement <8 x i1> %6, i64 4, !dbg !169
  %23 = zext i1 %22 to i32, !dbg !169
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %23), !dbg !171
    #dbg_value(i32 5, !97, !DIExpression(), !168)
  %25 = extractelement <8 x i1> %6, i64 5, !dbg !169
  %26 = zext i1 %25 to i32, !dbg !169
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26), !dbg !171
    #dbg_value(i32 6, !97, !DIExpression(), !168)
  %28 = extractelement <8 x i1> %6, i64 6, !dbg !169
  %29 = zext i1 %28 to i32, !dbg !169
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29), !dbg !171
    #dbg_value(i32 7, !97, !DIExpression(), !168)
  %31 = extractelement <8 x i1> %6, i64 7, !dbg !169
  %32 = zext i1 %31 to i32, !dbg !169
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %32), !dbg !171
    #dbg_value(i32 8, !97, !DIExpression(), !168)
  %34 = tail call i32 @putchar(i32 10), !dbg !172
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #8, !dbg !173
  store i8 -91, ptr %4, align 1, !dbg !174, !tbaa !154, !DIAssignID !175
    #dbg_assign(i8 -91, !99, !DIExpression(), !175, ptr %4, !DIExpression(), !148)
  %35 = call fastcc i8 @load_bools(ptr noundef nonnull %4), !dbg !176
  %36 = bitcast i8 %35 to <8 x i1>, !dbg !176
    #dbg_value(<8 x i1> poison, !100, !DIExpression(), !148)
  %37 = and i8 %35, 1, !dbg !177
  %38 = zext nneg i8 %37 to i32, !dbg !177
  %39 = extractelement <8 x i1> %36, i64 1, !dbg !178
  %40 = zext i1 %39 to i32, !dbg !178
  %41 = extractelement <8 x i1> %36, i64 2, !dbg !179
  %42 = zext i1 %41 to i32, !dbg !179
  %43 = extractelement <8 x i1> %36, i64 3, !dbg !180
  %44 = zext i1 %43 to i32, !dbg !180
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %44), !dbg !181
    #dbg_value(i16 -3855, !101, !DIExpression(), !148)
    #dbg_value(i16 -3855, !103, !DIExpression(), !148)
  %46 = tail call fastcc i32 @count_true(), !dbg !182
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %46), !dbg !183
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, !106, !DIExpression(), !148)
    #dbg_value(i16 -21846, !111, !DIExpression(), !148)
    #dbg_value(i16 -21846, !112, !DIExpression(), !148)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 43690), !dbg !184
    #dbg_value(<4 x float> <float 1.750000e+00, float -2.500000e+00, float 0x4072CE6660000000, float -3.200000e+04>, !113, !DIExpression(), !148)
    #dbg_value(<4 x i16> <i16 1, i16 -2, i16 300, i16 -32000>, !119, !DIExpression(), !148)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef -2, i32 noundef 300, i32 noundef -32000), !dbg !185
    #dbg_value(<4 x float> <float 5.000000e-01, float 6.553500e+04, float 0x40934BF5C0000000, float 7.000000e+00>, !123, !DIExpression(), !148)
    #dbg_value(<4 x i16> <i16 0, i16 -1, i16 1234, i16 7>, !124, !DIExpression(), !148)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 65535, i32 noundef 1234, i32 noundef 7), !dbg !186
    #dbg_value(<4 x i8> <i8 -128, i8 -1, i8 0, i8 127>, !127, !DIExpression(), !148)
    #dbg_value(<4 x float> <float -1.280000e+02, float -1.000000e+00, float 0.000000e+00, float 1.270000e+02>, !131, !DIExpression(), !148)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef -1.280000e+02, double noundef -1.000000e+00, double noundef 0.000000e+00, double noundef 1.270000e+02), !dbg !187
    #dbg_value(<4 x i16> <i16 0, i16 1, i16 -25536, i16 -1>, !132, !DIExpression(), !148)
    #dbg_value(<4 x float> <float 0.000000e+00, float 1.000000e+00, float 4.000000e+04, float 6.553500e+04>, !133, !DIExpression(), !148)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 4.000000e+04, double noundef 6.553500e+04), !dbg !188
    #dbg_value(<2 x double> <double -7.900000e+00, double 0x41DFFFFF5E200000>, !134, !DIExpression(), !148)
    #dbg_value(<2 x i32> <i32 -7, i32 2147483000>, !138, !DIExpression(), !148)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef -7, i32 noundef 2147483000), !dbg !189
    #dbg_value(<2 x i32> <i32 -2147483648, i32 65537>, !141, !DIExpression(), !148)
    #dbg_value(<2 x double> <double 0xC1E0000000000000, double 6.553700e+04>, !142, !DIExpression(), !148)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0xC1E0000000000000, double noundef 6.553700e+04), !dbg !190
  %55 = tail call fastcc <2 x i64> @float_pair_to_long(), !dbg !191
    #dbg_value(<2 x i64> %55, !143, !DIExpression(), !148)
  %56 = extractelement <2 x i64> %55, i64 0, !dbg !192
  %57 = extractelement <2 x i64> %55, i64 1, !dbg !193
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %56, i64 noundef %57), !dbg !194
  %59 = icmp ne i8 %7, -22, !dbg !195
  %60 = zext i1 %59 to i32, !dbg !196
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #8, !dbg !197
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #8, !dbg !197
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8, !dbg !197
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8, !dbg !197
  ret i32 %60, !dbg !198
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i8 @lanes_greater(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 !dbg !199 {
    #dbg_value(ptr %0, !205, !DIExpression(), !207)
    #dbg_value(ptr %1, !206, !DIExpression(), !207)
  %3 = load <8 x i32>, ptr %0, align 32, !dbg !208, !tbaa !154
  %4 = load <8 x i32>, ptr %1, align 32, !dbg !209, !tbaa !154
  %5 = icmp sgt <8 x i32> %3, %4, !dbg !210
  %6 = bitcast <8 x i1> %5 to i8, !dbg !211
  ret i8 %6, !dbg !211
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @store_bools(ptr nocapture noundef writeonly %0, i8 noundef %1) unnamed_addr #3 !dbg !212 {
    #dbg_value(ptr %0, !216, !DIExpression(), !218)
    #dbg_value(i8 %1, !217, !DIExpression(), !218)
  store i8 %1, ptr %0, align 1, !dbg !219, !tbaa !154
  ret void, !dbg !220
}

; Function Attrs: nofree nounwind
declare !dbg !221 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i8 @load_bools(ptr nocapture noundef readonly %0) unnamed_addr #2 !dbg !228 {
  %2 = alloca <4 x i1>, align 1
    #dbg_value(ptr %0, !232, !DIExpression(), !233)
  %3 = load <8 x i1>, ptr %0, align 1, !dbg !234
  %4 = shufflevector <8 x i1> %3, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !234
  store <4 x i1> %4, ptr %2, align 1, !dbg !235
  %5 = load i8, ptr %2, align 1, !dbg !235
  ret i8 %5, !dbg !235
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @count_true() unnamed_addr #5 !dbg !236 {
    #dbg_value(i16 -3855, !240, !DIExpression(), !244)
    #dbg_value(i32 0, !241, !DIExpression(), !244)
    #dbg_value(i32 0, !241, !DIExpression(), !244)
    #dbg_value(i32 1, !241, !DIExpression(), !244)
    #dbg_value(i32 1, !241, !DIExpression(), !244)
    #dbg_value(i32 1, !241, !DIExpression(), !244)
    #dbg_value(i32 1, !241, !DIExpression(), !244)
    #dbg_value(i32 2, !241, !DIExpression(), !244)
    #dbg_value(i32 3, !241, !DIExpression(), !244)
    #dbg_value(i32 4, !241, !DIExpression(), !244)
    #dbg_value(i32 5, !241, !DIExpression(), !244)
    #dbg_value(i32 5, !241, !DIExpression(), !244)
    #dbg_value(i32 5, !241, !DIExpression(), !244)
    #dbg_value(i32 5, !241, !DIExpression(), !244)
    #dbg_value(i32 5, !241, !DIExpression(), !244)
    #dbg_value(i32 6, !241, !DIExpression(), !244)
    #dbg_value(i32 7, !241, !DIExpression(), !244)
    #dbg_value(i32 8, !241, !DIExpression(), !244)
    #dbg_value(i32 9, !241, !DIExpression(), !244)
  ret i32 9, !dbg !245
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <2 x i64> @float_pair_to_long() unnamed_addr #6 !dbg !246 {
    #dbg_value(<4 x float> <float 1.750000e+00, float -2.500000e+00, float 0x4072CE6660000000, float -3.200000e+04>, !250, !DIExpression(), !251)
  ret <2 x i64> <i64 -2, i64 -32000>, !dbg !252
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!59}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/vector_bits.c", directory: ".", checksumkind: CSK_MD5, checksum: "c3fcc3641a28ca9878f8bf24527f9cd7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!81 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 54, type: !84, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !87)
!84 = !DISubroutineType(types: !85)
!85 = !{!86}
!86 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!87 = !{!88, !93, !94, !95, !97, !99, !100, !101, !103, !106, !111, !112, !113, !119, !123, !124, !127, !131, !132, !133, !134, !138, !141, !142, !143}
!88 = !DILocalVariable(name: "a", scope: !83, file: !2, line: 55, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8v", file: !2, line: 11, baseType: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 256, flags: DIFlagVector, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 8)
!93 = !DILocalVariable(name: "b", scope: !83, file: !2, line: 56, type: !89)
!94 = !DILocalVariable(name: "gt", scope: !83, file: !2, line: 57, type: !62)
!95 = !DILocalVariable(name: "packed", scope: !83, file: !2, line: 58, type: !96)
!96 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 61, type: !86)
!98 = distinct !DILexicalBlock(scope: !83, file: !2, line: 61, column: 5)
!99 = !DILocalVariable(name: "nibble", scope: !83, file: !2, line: 65, type: !96)
!100 = !DILocalVariable(name: "four", scope: !83, file: !2, line: 66, type: !68)
!101 = !DILocalVariable(name: "wide", scope: !83, file: !2, line: 69, type: !102)
!102 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!103 = !DILocalVariable(name: "sixteen", scope: !83, file: !2, line: 70, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "bool16", file: !2, line: 10, baseType: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, flags: DIFlagVector, elements: !73)
!106 = !DILocalVariable(name: "bytes", scope: !83, file: !2, line: 74, type: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar16", file: !2, line: 16, baseType: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 128, flags: DIFlagVector, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 16)
!111 = !DILocalVariable(name: "odd", scope: !83, file: !2, line: 75, type: !104)
!112 = !DILocalVariable(name: "odd_bits", scope: !83, file: !2, line: 76, type: !102)
!113 = !DILocalVariable(name: "f", scope: !83, file: !2, line: 80, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !2, line: 17, baseType: !115)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 128, flags: DIFlagVector, elements: !117)
!116 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!117 = !{!118}
!118 = !DISubrange(count: 4)
!119 = !DILocalVariable(name: "s", scope: !83, file: !2, line: 81, type: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "short4", file: !2, line: 13, baseType: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 64, flags: DIFlagVector, elements: !117)
!122 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!123 = !DILocalVariable(name: "g", scope: !83, file: !2, line: 83, type: !114)
!124 = !DILocalVariable(name: "us", scope: !83, file: !2, line: 84, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort4", file: !2, line: 14, baseType: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !102, size: 64, flags: DIFlagVector, elements: !117)
!127 = !DILocalVariable(name: "c", scope: !83, file: !2, line: 86, type: !128)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "char4", file: !2, line: 15, baseType: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 32, flags: DIFlagVector, elements: !117)
!130 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!131 = !DILocalVariable(name: "cf", scope: !83, file: !2, line: 87, type: !114)
!132 = !DILocalVariable(name: "u", scope: !83, file: !2, line: 89, type: !125)
!133 = !DILocalVariable(name: "uf", scope: !83, file: !2, line: 90, type: !114)
!134 = !DILocalVariable(name: "d", scope: !83, file: !2, line: 92, type: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "double2", file: !2, line: 18, baseType: !136)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !137, size: 128, flags: DIFlagVector, elements: !73)
!137 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!138 = !DILocalVariable(name: "di", scope: !83, file: !2, line: 93, type: !139)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !2, line: 19, baseType: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 64, flags: DIFlagVector, elements: !73)
!141 = !DILocalVariable(name: "id", scope: !83, file: !2, line: 95, type: !139)
!142 = !DILocalVariable(name: "dd", scope: !83, file: !2, line: 96, type: !135)
!143 = !DILocalVariable(name: "fl", scope: !83, file: !2, line: 98, type: !144)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "long2", file: !2, line: 20, baseType: !145)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !146, size: 128, flags: DIFlagVector, elements: !73)
!146 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 0, scope: !83)
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = !DILocation(line: 55, column: 5, scope: !83)
!153 = !DILocation(line: 55, column: 11, scope: !83)
!154 = !{!155, !155, i64 0}
!155 = !{!"omnipotent char", !156, i64 0}
!156 = !{!"Simple C/C++ TBAA"}
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 56, column: 5, scope: !83)
!159 = !DILocation(line: 56, column: 11, scope: !83)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 57, column: 16, scope: !83)
!162 = !DILocation(line: 58, column: 5, scope: !83)
!163 = !DILocation(line: 58, column: 19, scope: !83)
!164 = distinct !DIAssignID()
!165 = !DILocation(line: 59, column: 5, scope: !83)
!166 = !DILocation(line: 60, column: 40, scope: !83)
!167 = !DILocation(line: 60, column: 5, scope: !83)
!168 = !DILocation(line: 0, scope: !98)
!169 = !DILocation(line: 62, column: 22, scope: !170)
!170 = distinct !DILexicalBlock(scope: !98, file: !2, line: 61, column: 5)
!171 = !DILocation(line: 62, column: 9, scope: !170)
!172 = !DILocation(line: 63, column: 5, scope: !83)
!173 = !DILocation(line: 65, column: 5, scope: !83)
!174 = !DILocation(line: 65, column: 19, scope: !83)
!175 = distinct !DIAssignID()
!176 = !DILocation(line: 66, column: 18, scope: !83)
!177 = !DILocation(line: 67, column: 46, scope: !83)
!178 = !DILocation(line: 67, column: 55, scope: !83)
!179 = !DILocation(line: 67, column: 64, scope: !83)
!180 = !DILocation(line: 67, column: 73, scope: !83)
!181 = !DILocation(line: 67, column: 5, scope: !83)
!182 = !DILocation(line: 72, column: 39, scope: !83)
!183 = !DILocation(line: 72, column: 5, scope: !83)
!184 = !DILocation(line: 78, column: 5, scope: !83)
!185 = !DILocation(line: 82, column: 5, scope: !83)
!186 = !DILocation(line: 85, column: 5, scope: !83)
!187 = !DILocation(line: 88, column: 5, scope: !83)
!188 = !DILocation(line: 91, column: 5, scope: !83)
!189 = !DILocation(line: 94, column: 5, scope: !83)
!190 = !DILocation(line: 97, column: 5, scope: !83)
!191 = !DILocation(line: 98, column: 16, scope: !83)
!192 = !DILocation(line: 99, column: 38, scope: !83)
!193 = !DILocation(line: 99, column: 45, scope: !83)
!194 = !DILocation(line: 99, column: 5, scope: !83)
!195 = !DILocation(line: 100, column: 19, scope: !83)
!196 = !DILocation(line: 100, column: 12, scope: !83)
!197 = !DILocation(line: 101, column: 1, scope: !83)
!198 = !DILocation(line: 100, column: 5, scope: !83)
!199 = distinct !DISubprogram(name: "lanes_greater", scope: !2, file: !2, line: 23, type: !200, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !204)
!200 = !DISubroutineType(types: !201)
!201 = !{!62, !202, !202}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!204 = !{!205, !206}
!205 = !DILocalVariable(name: "a", arg: 1, scope: !199, file: !2, line: 23, type: !202)
!206 = !DILocalVariable(name: "b", arg: 2, scope: !199, file: !2, line: 23, type: !202)
!207 = !DILocation(line: 0, scope: !199)
!208 = !DILocation(line: 24, column: 36, scope: !199)
!209 = !DILocation(line: 24, column: 41, scope: !199)
!210 = !DILocation(line: 24, column: 39, scope: !199)
!211 = !DILocation(line: 24, column: 5, scope: !199)
!212 = distinct !DISubprogram(name: "store_bools", scope: !2, file: !2, line: 27, type: !213, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !61, !62}
!215 = !{!216, !217}
!216 = !DILocalVariable(name: "dst", arg: 1, scope: !212, file: !2, line: 27, type: !61)
!217 = !DILocalVariable(name: "v", arg: 2, scope: !212, file: !2, line: 27, type: !62)
!218 = !DILocation(line: 0, scope: !212)
!219 = !DILocation(line: 27, column: 79, scope: !212)
!220 = !DILocation(line: 27, column: 84, scope: !212)
!221 = !DISubprogram(name: "printf", scope: !222, file: !222, line: 356, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!223 = !DISubroutineType(types: !224)
!224 = !{!86, !225, null}
!225 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !226)
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!227 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!228 = distinct !DISubprogram(name: "load_bools", scope: !2, file: !2, line: 29, type: !229, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !231)
!229 = !DISubroutineType(types: !230)
!230 = !{!68, !66}
!231 = !{!232}
!232 = !DILocalVariable(name: "src", arg: 1, scope: !228, file: !2, line: 29, type: !66)
!233 = !DILocation(line: 0, scope: !228)
!234 = !DILocation(line: 29, column: 78, scope: !228)
!235 = !DILocation(line: 29, column: 71, scope: !228)
!236 = distinct !DISubprogram(name: "count_true", scope: !2, file: !2, line: 31, type: !237, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !239)
!237 = !DISubroutineType(cc: DW_CC_nocall, types: !238)
!238 = !{!86, !104}
!239 = !{!240, !241, !242}
!240 = !DILocalVariable(name: "v", arg: 1, scope: !236, file: !2, line: 31, type: !104)
!241 = !DILocalVariable(name: "n", scope: !236, file: !2, line: 32, type: !86)
!242 = !DILocalVariable(name: "i", scope: !243, file: !2, line: 33, type: !86)
!243 = distinct !DILexicalBlock(scope: !236, file: !2, line: 33, column: 5)
!244 = !DILocation(line: 0, scope: !236)
!245 = !DILocation(line: 35, column: 5, scope: !236)
!246 = distinct !DISubprogram(name: "float_pair_to_long", scope: !2, file: !2, line: 50, type: !247, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !249)
!247 = !DISubroutineType(cc: DW_CC_nocall, types: !248)
!248 = !{!144, !114}
!249 = !{!250}
!250 = !DILocalVariable(name: "f", arg: 1, scope: !246, file: !2, line: 50, type: !114)
!251 = !DILocation(line: 0, scope: !246)
!252 = !DILocation(line: 51, column: 5, scope: !246)
