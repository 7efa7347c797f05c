; ModuleID = 'tests/programs/float_int_casts.c'
source_filename = "tests/programs/float_int_casts.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.ds = private unnamed_addr constant [18 x double] [double 0.000000e+00, double -0.000000e+00, double 4.000000e-01, double 5.000000e-01, double 6.000000e-01, double -5.000000e-01, double -1.900000e+00, double 1.900000e+00, double 2.559000e+02, double 1.275000e+02, double -3.276870e+04, double 6.553520e+04, double 0x41DFFFFFFFF9999A, double 0xC1E00000001CCCCD, double 0x41EFFFFFFFF00000, double 9.200000e+18, double -9.200000e+18, double 1.800000e+19], align 16
@.str = private unnamed_addr constant [6 x i8] c"%.2f:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [7 x i8] c" u8=%u\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [8 x i8] c" i16=%d\00", align 1, !dbg !26
@.str.8 = private unnamed_addr constant [22 x i8] c"f2i32 %d %d f2u32 %u\0A\00", align 1, !dbg !28
@.str.9 = private unnamed_addr constant [36 x i8] c"u64 %llu -> float %.1f double %.1f\0A\00", align 1, !dbg !33
@.str.10 = private unnamed_addr constant [18 x i8] c"i64 %lld -> %.1f\0A\00", align 1, !dbg !38
@.str.11 = private unnamed_addr constant [30 x i8] c"i32tof %.1f %.1f u32tod %.1f\0A\00", align 1, !dbg !43
@.str.12 = private unnamed_addr constant [21 x i8] c"float->double %.20f\0A\00", align 1, !dbg !48
@.str.13 = private unnamed_addr constant [21 x i8] c"double->float %.20f\0A\00", align 1, !dbg !53
@.str.14 = private unnamed_addr constant [27 x i8] c"float big * 10 is inf: %d\0A\00", align 1, !dbg !55
@.str.15 = private unnamed_addr constant [10 x i8] c"acc = %u\0A\00", align 1, !dbg !60

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !93 {
    #dbg_value(i32 0, !99, !DIExpression(), !125)
  br label %2, !dbg !126

1:                                                ; preds = %47
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef -123, i32 noundef 16777216, i32 noundef -1294967296), !dbg !127
    #dbg_assign(i1 undef, !104, !DIExpression(), !128, ptr poison, !DIExpression(), !129)
    #dbg_value(i32 0, !106, !DIExpression(), !130)
    #dbg_value(i64 0, !106, !DIExpression(), !130)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !131
    #dbg_value(i64 1, !106, !DIExpression(), !130)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !131
    #dbg_value(i64 2, !106, !DIExpression(), !130)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000), !dbg !131
    #dbg_value(i64 3, !106, !DIExpression(), !130)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef -9223372036854775808, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000), !dbg !131
    #dbg_value(i64 4, !106, !DIExpression(), !130)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef -1, double noundef 0x43F0000000000000, double noundef 0x43F0000000000000), !dbg !131
    #dbg_value(i64 5, !106, !DIExpression(), !130)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef 9007199254740993, double noundef 0x4340000000000000, double noundef 0x4340000000000000), !dbg !131
    #dbg_value(i64 6, !106, !DIExpression(), !130)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef -2048, double noundef 0x43F0000000000000, double noundef 0x43EFFFFFFFFFFFFF), !dbg !131
    #dbg_value(i64 7, !106, !DIExpression(), !130)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef 123456789012345, double noundef 0x42DC122180000000, double noundef 0x42DC12218377DE40), !dbg !131
    #dbg_value(i64 8, !106, !DIExpression(), !130)
    #dbg_value(i64 -1, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !129)
    #dbg_value(i64 -9223372036854775808, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !129)
    #dbg_value(i64 9223372036854775807, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !129)
    #dbg_value(i64 -123456789012345, !108, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !129)
    #dbg_value(i64 9007199254740993, !108, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !129)
    #dbg_value(i32 0, !112, !DIExpression(), !133)
    #dbg_value(i64 0, !112, !DIExpression(), !133)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i64 noundef -1, double noundef -1.000000e+00), !dbg !134
    #dbg_value(i64 1, !112, !DIExpression(), !133)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i64 noundef -9223372036854775808, double noundef 0xC3E0000000000000), !dbg !134
    #dbg_value(i64 2, !112, !DIExpression(), !133)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000), !dbg !134
    #dbg_value(i64 3, !112, !DIExpression(), !133)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i64 noundef -123456789012345, double noundef 0xC2DC12218377DE40), !dbg !134
    #dbg_value(i64 4, !112, !DIExpression(), !133)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i64 noundef 9007199254740993, double noundef 0x4340000000000000), !dbg !134
    #dbg_value(i64 5, !112, !DIExpression(), !133)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, double noundef 0x4170000000000000, double noundef 0xC1E0000000000000, double noundef 0x41EFFFFFFFE00000), !dbg !136
    #dbg_value(float 0x3FB99999A0000000, !114, !DIExpression(), !129)
    #dbg_value(double 0x3FB99999A0000000, !115, !DIExpression(), !129)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, double noundef 0x3FB99999A0000000), !dbg !137
    #dbg_value(double 1.000000e-01, !116, !DIExpression(), !129)
    #dbg_value(float 0x3FB99999A0000000, !117, !DIExpression(), !129)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, double noundef 0x3FB99999A0000000), !dbg !138
    #dbg_value(float 0x47D2CED320000000, !118, !DIExpression(), !129)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 1), !dbg !139
    #dbg_value(i32 0, !119, !DIExpression(), !129)
    #dbg_value(i32 -50, !120, !DIExpression(), !140)
  br label %52, !dbg !141

2:                                                ; preds = %0, %47
  %3 = phi i64 [ 0, %0 ], [ %49, %47 ]
    #dbg_value(i64 %3, !99, !DIExpression(), !125)
  %4 = getelementptr inbounds [18 x double], ptr @__const.main.ds, i64 0, i64 %3, !dbg !142
  %5 = load double, ptr %4, align 8, !dbg !142, !tbaa !143
    #dbg_value(double %5, !101, !DIExpression(), !147)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %5), !dbg !148
  %6 = icmp ne i64 %3, 16, !dbg !149
  %7 = lshr i64 81919, %3
  %8 = and i64 %7, 1
  %9 = icmp ne i64 %8, 0
  %10 = select i1 %6, i1 %9, i1 false, !dbg !151
  br i1 %10, label %11, label %13, !dbg !151

11:                                               ; preds = %2
  %12 = fptosi double %5 to i32, !dbg !152
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %12), !dbg !153
  br label %13, !dbg !153

13:                                               ; preds = %11, %2
  %14 = lshr i64 187327, %3, !dbg !154
  %15 = freeze i64 %14, !dbg !154
  %16 = and i64 %15, 1, !dbg !154
  %17 = icmp eq i64 %16, 0, !dbg !154
  br i1 %17, label %22, label %18, !dbg !156

18:                                               ; preds = %13
  %19 = trunc nuw nsw i64 %3 to i32, !dbg !156
  switch i32 %19, label %20 [
    i32 17, label %33
    i32 15, label %24
  ], !dbg !156

20:                                               ; preds = %18
  %21 = fptoui double %5 to i32, !dbg !157
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %21), !dbg !158
  br label %24, !dbg !159

22:                                               ; preds = %13
  %23 = icmp eq i64 %3, 17
  br i1 %23, label %28, label %26, !dbg !159

24:                                               ; preds = %20, %18
    #dbg_value(double %5, !161, !DIExpression(), !166)
  %25 = fptosi double %5 to i64, !dbg !168
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i64 noundef %25), !dbg !169
  br label %33, !dbg !170

26:                                               ; preds = %22
    #dbg_value(double %5, !161, !DIExpression(), !166)
  %27 = fptosi double %5 to i64, !dbg !168
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i64 noundef %27), !dbg !169
  br label %28, !dbg !170

28:                                               ; preds = %22, %26
  %29 = lshr i64 75775, %3
  %30 = freeze i64 %29
  %31 = and i64 %30, 1
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %47, label %41, !dbg !172

33:                                               ; preds = %18, %24
    #dbg_value(double %5, !174, !DIExpression(), !179)
  %34 = fptoui double %5 to i64, !dbg !181
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef %34), !dbg !182
  %35 = lshr i64 75775, %3
  %36 = and i64 %35, 1
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %47, label %38, !dbg !183

38:                                               ; preds = %33
    #dbg_value(double %5, !185, !DIExpression(), !190)
  %39 = fptoui double %5 to i8, !dbg !192
  %40 = zext i8 %39 to i32, !dbg !193
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %40), !dbg !194
  br label %41, !dbg !172

41:                                               ; preds = %38, %28
  %42 = trunc nuw nsw i64 %3 to i32, !dbg !172
  switch i32 %42, label %43 [
    i32 16, label %47
    i32 13, label %47
  ], !dbg !172

43:                                               ; preds = %41
  %44 = fptrunc double %5 to float, !dbg !195
    #dbg_value(float %44, !196, !DIExpression(), !201)
  %45 = fptosi float %44 to i16, !dbg !203
  %46 = sext i16 %45 to i32, !dbg !204
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %46), !dbg !205
  br label %47, !dbg !205

47:                                               ; preds = %33, %28, %41, %41, %43
  %48 = tail call i32 @putchar(i32 10), !dbg !206
  %49 = add nuw nsw i64 %3, 1, !dbg !207
    #dbg_value(i64 %49, !99, !DIExpression(), !125)
  %50 = icmp eq i64 %49, 18, !dbg !208
  br i1 %50, label %1, label %2, !dbg !126, !llvm.loop !209

51:                                               ; preds = %52
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i32 noundef %73), !dbg !212
  ret i32 0, !dbg !213

52:                                               ; preds = %52, %1
  %53 = phi i32 [ -50, %1 ], [ %74, %52 ]
  %54 = phi i32 [ 0, %1 ], [ %73, %52 ]
    #dbg_value(i32 %53, !120, !DIExpression(), !140)
    #dbg_value(i32 %54, !119, !DIExpression(), !129)
  %55 = sitofp i32 %53 to float, !dbg !214
  %56 = fmul float %55, 0x3FF5EB8520000000, !dbg !215
    #dbg_value(float %56, !122, !DIExpression(), !216)
  %57 = mul i32 %54, 7, !dbg !217
  %58 = fptosi float %56 to i32, !dbg !218
  %59 = add i32 %57, %58, !dbg !219
  %60 = fcmp ogt float %56, 0.000000e+00, !dbg !220
  %61 = select i1 %60, float %56, float 0.000000e+00, !dbg !220
  %62 = fptoui float %61 to i32, !dbg !220
  %63 = add i32 %59, %62, !dbg !221
    #dbg_value(i32 %63, !119, !DIExpression(), !129)
  %64 = or disjoint i32 %53, 1, !dbg !222
    #dbg_value(i32 %64, !120, !DIExpression(), !140)
  %65 = sitofp i32 %64 to float, !dbg !214
  %66 = fmul float %65, 0x3FF5EB8520000000, !dbg !215
    #dbg_value(float %66, !122, !DIExpression(), !216)
  %67 = mul i32 %63, 7, !dbg !217
  %68 = fptosi float %66 to i32, !dbg !218
  %69 = add i32 %67, %68, !dbg !219
  %70 = fcmp ogt float %66, 0.000000e+00, !dbg !220
  %71 = select i1 %70, float %66, float 0.000000e+00, !dbg !220
  %72 = fptoui float %71 to i32, !dbg !220
  %73 = add i32 %69, %72, !dbg !221
    #dbg_value(i32 %73, !119, !DIExpression(), !129)
  %74 = add nsw i32 %53, 2, !dbg !222
    #dbg_value(i32 %74, !120, !DIExpression(), !140)
  %75 = icmp eq i32 %74, 50, !dbg !223
  br i1 %75, label %51, label %52, !dbg !141, !llvm.loop !224
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !226 {
  %2 = alloca ptr, align 8, !DIAssignID !238
    #dbg_assign(i1 undef, !235, !DIExpression(), !238, ptr %2, !DIExpression(), !239)
    #dbg_value(ptr %0, !233, !DIExpression(), !239)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !240
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !241
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7, !dbg !242
  %4 = load ptr, ptr %2, align 8, !dbg !243, !tbaa !244
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7, !dbg !246
    #dbg_value(i32 %5, !234, !DIExpression(), !239)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !247
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !248
  ret void, !dbg !249
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !250 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !270 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!62}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/float_int_casts.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 10)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !16, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 7)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 22)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 36)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 18)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 30)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 21)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !50, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 27)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !16, isLocal: true, isDefinition: true)
!62 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !63, globals: !79, splitDebugInlining: false, nameTableKind: None)
!63 = !{!64, !67, !69, !70, !71, !72, !68, !66, !73, !74, !75, !77}
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !65, line: 39, baseType: !66)
!65 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !65, line: 40, baseType: !68)
!68 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!69 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!70 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!71 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!72 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !65, line: 41, baseType: !69)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !65, line: 42, baseType: !70)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !65, line: 36, baseType: !76)
!76 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !65, line: 37, baseType: !78)
!78 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!79 = !{!0, !7, !12, !14, !19, !21, !26, !80, !28, !33, !38, !43, !48, !53, !55, !60}
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 2)
!85 = !{i32 7, !"Dwarf Version", i32 4}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 2}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 2}
!90 = !{i32 1, !"MaxTLSAlign", i32 65536}
!91 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !94, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!66}
!96 = !{!97, !99, !101, !104, !106, !108, !112, !114, !115, !116, !117, !118, !119, !120, !122}
!97 = !DILocalVariable(name: "ds", scope: !93, file: !2, line: 19, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 1152, elements: !41)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 21, type: !68)
!100 = distinct !DILexicalBlock(scope: !93, file: !2, line: 21, column: 5)
!101 = !DILocalVariable(name: "d", scope: !102, file: !2, line: 22, type: !72)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 21, column: 61)
!103 = distinct !DILexicalBlock(scope: !100, file: !2, line: 21, column: 5)
!104 = !DILocalVariable(name: "us", scope: !93, file: !2, line: 33, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 512, elements: !10)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 35, type: !68)
!107 = distinct !DILexicalBlock(scope: !93, file: !2, line: 35, column: 5)
!108 = !DILocalVariable(name: "is", scope: !93, file: !2, line: 37, type: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 320, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 5)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 38, type: !68)
!113 = distinct !DILexicalBlock(scope: !93, file: !2, line: 38, column: 5)
!114 = !DILocalVariable(name: "f", scope: !93, file: !2, line: 40, type: !71)
!115 = !DILocalVariable(name: "fd", scope: !93, file: !2, line: 41, type: !72)
!116 = !DILocalVariable(name: "dd", scope: !93, file: !2, line: 43, type: !72)
!117 = !DILocalVariable(name: "df", scope: !93, file: !2, line: 44, type: !71)
!118 = !DILocalVariable(name: "big", scope: !93, file: !2, line: 46, type: !71)
!119 = !DILocalVariable(name: "acc", scope: !93, file: !2, line: 48, type: !68)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 49, type: !66)
!121 = distinct !DILexicalBlock(scope: !93, file: !2, line: 49, column: 5)
!122 = !DILocalVariable(name: "x", scope: !123, file: !2, line: 50, type: !71)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 49, column: 36)
!124 = distinct !DILexicalBlock(scope: !121, file: !2, line: 49, column: 5)
!125 = !DILocation(line: 0, scope: !100)
!126 = !DILocation(line: 21, column: 5, scope: !100)
!127 = !DILocation(line: 32, column: 5, scope: !93)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !93)
!130 = !DILocation(line: 0, scope: !107)
!131 = !DILocation(line: 36, column: 9, scope: !132)
!132 = distinct !DILexicalBlock(scope: !107, file: !2, line: 35, column: 5)
!133 = !DILocation(line: 0, scope: !113)
!134 = !DILocation(line: 38, column: 61, scope: !135)
!135 = distinct !DILexicalBlock(scope: !113, file: !2, line: 38, column: 5)
!136 = !DILocation(line: 39, column: 5, scope: !93)
!137 = !DILocation(line: 42, column: 5, scope: !93)
!138 = !DILocation(line: 45, column: 5, scope: !93)
!139 = !DILocation(line: 47, column: 5, scope: !93)
!140 = !DILocation(line: 0, scope: !121)
!141 = !DILocation(line: 49, column: 5, scope: !121)
!142 = !DILocation(line: 22, column: 20, scope: !102)
!143 = !{!144, !144, i64 0}
!144 = !{!"double", !145, i64 0}
!145 = !{!"omnipotent char", !146, i64 0}
!146 = !{!"Simple C/C++ TBAA"}
!147 = !DILocation(line: 0, scope: !102)
!148 = !DILocation(line: 23, column: 9, scope: !102)
!149 = !DILocation(line: 24, column: 15, scope: !150)
!150 = distinct !DILexicalBlock(scope: !102, file: !2, line: 24, column: 13)
!151 = !DILocation(line: 24, column: 31, scope: !150)
!152 = !DILocation(line: 24, column: 70, scope: !150)
!153 = !DILocation(line: 24, column: 52, scope: !150)
!154 = !DILocation(line: 25, column: 15, scope: !155)
!155 = distinct !DILexicalBlock(scope: !102, file: !2, line: 25, column: 13)
!156 = !DILocation(line: 25, column: 22, scope: !155)
!157 = !DILocation(line: 25, column: 61, scope: !155)
!158 = !DILocation(line: 25, column: 43, scope: !155)
!159 = !DILocation(line: 26, column: 44, scope: !160)
!160 = distinct !DILexicalBlock(scope: !102, file: !2, line: 26, column: 13)
!161 = !DILocalVariable(name: "d", arg: 1, scope: !162, file: !2, line: 8, type: !72)
!162 = distinct !DISubprogram(name: "d2i64", scope: !2, file: !2, line: 8, type: !163, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !165)
!163 = !DISubroutineType(types: !164)
!164 = !{!73, !72}
!165 = !{!161}
!166 = !DILocation(line: 0, scope: !162, inlinedAt: !167)
!167 = distinct !DILocation(line: 26, column: 105, scope: !160)
!168 = !DILocation(line: 8, column: 41, scope: !162, inlinedAt: !167)
!169 = !DILocation(line: 26, column: 74, scope: !160)
!170 = !DILocation(line: 27, column: 22, scope: !171)
!171 = distinct !DILexicalBlock(scope: !102, file: !2, line: 27, column: 13)
!172 = !DILocation(line: 29, column: 26, scope: !173)
!173 = distinct !DILexicalBlock(scope: !102, file: !2, line: 29, column: 13)
!174 = !DILocalVariable(name: "d", arg: 1, scope: !175, file: !2, line: 9, type: !72)
!175 = distinct !DISubprogram(name: "d2u64", scope: !2, file: !2, line: 9, type: !176, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{!74, !72}
!178 = !{!174}
!179 = !DILocation(line: 0, scope: !175, inlinedAt: !180)
!180 = distinct !DILocation(line: 27, column: 93, scope: !171)
!181 = !DILocation(line: 9, column: 42, scope: !175, inlinedAt: !180)
!182 = !DILocation(line: 27, column: 53, scope: !171)
!183 = !DILocation(line: 28, column: 22, scope: !184)
!184 = distinct !DILexicalBlock(scope: !102, file: !2, line: 28, column: 13)
!185 = !DILocalVariable(name: "d", arg: 1, scope: !186, file: !2, line: 10, type: !72)
!186 = distinct !DISubprogram(name: "d2u8", scope: !2, file: !2, line: 10, type: !187, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{!75, !72}
!189 = !{!185}
!190 = !DILocation(line: 0, scope: !186, inlinedAt: !191)
!191 = distinct !DILocation(line: 28, column: 53, scope: !184)
!192 = !DILocation(line: 10, column: 40, scope: !186, inlinedAt: !191)
!193 = !DILocation(line: 28, column: 53, scope: !184)
!194 = !DILocation(line: 28, column: 36, scope: !184)
!195 = !DILocation(line: 29, column: 66, scope: !173)
!196 = !DILocalVariable(name: "f", arg: 1, scope: !197, file: !2, line: 11, type: !71)
!197 = distinct !DISubprogram(name: "f2i16", scope: !2, file: !2, line: 11, type: !198, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{!77, !71}
!200 = !{!196}
!201 = !DILocation(line: 0, scope: !197, inlinedAt: !202)
!202 = distinct !DILocation(line: 29, column: 60, scope: !173)
!203 = !DILocation(line: 11, column: 40, scope: !197, inlinedAt: !202)
!204 = !DILocation(line: 29, column: 60, scope: !173)
!205 = !DILocation(line: 29, column: 42, scope: !173)
!206 = !DILocation(line: 30, column: 9, scope: !102)
!207 = !DILocation(line: 21, column: 57, scope: !103)
!208 = !DILocation(line: 21, column: 28, scope: !103)
!209 = distinct !{!209, !126, !210, !211}
!210 = !DILocation(line: 31, column: 5, scope: !100)
!211 = !{!"llvm.loop.mustprogress"}
!212 = !DILocation(line: 53, column: 5, scope: !93)
!213 = !DILocation(line: 54, column: 5, scope: !93)
!214 = !DILocation(line: 50, column: 19, scope: !123)
!215 = !DILocation(line: 50, column: 28, scope: !123)
!216 = !DILocation(line: 0, scope: !123)
!217 = !DILocation(line: 51, column: 19, scope: !123)
!218 = !DILocation(line: 51, column: 35, scope: !123)
!219 = !DILocation(line: 51, column: 23, scope: !123)
!220 = !DILocation(line: 51, column: 55, scope: !123)
!221 = !DILocation(line: 51, column: 42, scope: !123)
!222 = !DILocation(line: 49, column: 32, scope: !124)
!223 = !DILocation(line: 49, column: 25, scope: !124)
!224 = distinct !{!224, !141, !225, !211}
!225 = !DILocation(line: 52, column: 5, scope: !121)
!226 = distinct !DISubprogram(name: "printf", scope: !227, file: !227, line: 368, type: !228, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !232)
!227 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!228 = !DISubroutineType(cc: DW_CC_nocall, types: !229)
!229 = !{!66, !230, null}
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!232 = !{!233, !234, !235}
!233 = !DILocalVariable(name: "__format", arg: 1, scope: !226, file: !227, line: 368, type: !230)
!234 = !DILocalVariable(name: "__retval", scope: !226, file: !227, line: 370, type: !66)
!235 = !DILocalVariable(name: "__local_argv", scope: !226, file: !227, line: 371, type: !236)
!236 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !237)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!238 = distinct !DIAssignID()
!239 = !DILocation(line: 0, scope: !226)
!240 = !DILocation(line: 371, column: 3, scope: !226)
!241 = !DILocation(line: 371, column: 35, scope: !226)
!242 = !DILocation(line: 372, column: 32, scope: !226)
!243 = !DILocation(line: 372, column: 50, scope: !226)
!244 = !{!245, !245, i64 0}
!245 = !{!"any pointer", !145, i64 0}
!246 = !DILocation(line: 372, column: 14, scope: !226)
!247 = !DILocation(line: 373, column: 3, scope: !226)
!248 = !DILocation(line: 375, column: 1, scope: !226)
!249 = !DILocation(line: 374, column: 3, scope: !226)
!250 = !DISubprogram(name: "__mingw_vfprintf", scope: !227, file: !227, line: 193, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!251 = !DISubroutineType(types: !252)
!252 = !{!66, !253, !266, !267}
!253 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !254)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !227, line: 47, baseType: !256)
!256 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !227, line: 33, size: 384, align: 64, elements: !257)
!257 = !{!258, !259, !260, !261, !262, !263, !264, !265}
!258 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !256, file: !227, line: 37, baseType: !237, size: 64)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !256, file: !227, line: 38, baseType: !66, size: 32, offset: 64)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !256, file: !227, line: 39, baseType: !237, size: 64, offset: 128)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !256, file: !227, line: 40, baseType: !66, size: 32, offset: 192)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !256, file: !227, line: 41, baseType: !66, size: 32, offset: 224)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !256, file: !227, line: 42, baseType: !66, size: 32, offset: 256)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !256, file: !227, line: 43, baseType: !66, size: 32, offset: 288)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !256, file: !227, line: 44, baseType: !237, size: 64, offset: 320)
!266 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !230)
!267 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !268, line: 31, baseType: !269)
!268 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !268, line: 24, baseType: !236)
!270 = !DISubprogram(name: "__acrt_iob_func", scope: !227, file: !227, line: 93, type: !271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!271 = !DISubroutineType(types: !272)
!272 = !{!254, !68}
