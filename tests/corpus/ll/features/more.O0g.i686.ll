; ModuleID = 'tests/programs/features/more.c'
source_filename = "tests/programs/features/more.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.big = type { [20 x i32] }
%struct.bf = type { i16, [6 x i8] }
%union.u = type { double }

@__const.main.b = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 17, i8 0, i8 125, i8 2, i8 0, i8 0, i8 0, i8 0 }, align 4
@.str = private unnamed_addr constant [15 x i8] c"%d %lld %d %d\0A\00", align 1, !dbg !0
@tl = dso_local thread_local global i32 0, align 4, !dbg !7

; Function Attrs: noinline nounwind optnone
define dso_local <8 x i32> @vmul(<8 x i32> noundef %0, <8 x i32> noundef %1) #0 !dbg !21 {
  %3 = alloca <8 x i32>, align 32
  %4 = alloca <8 x i32>, align 32
  store <8 x i32> %0, ptr %3, align 32
    #dbg_declare(ptr %3, !29, !DIExpression(), !30)
  store <8 x i32> %1, ptr %4, align 32
    #dbg_declare(ptr %4, !31, !DIExpression(), !32)
  %5 = load <8 x i32>, ptr %3, align 32, !dbg !33
  %6 = load <8 x i32>, ptr %4, align 32, !dbg !34
  %7 = mul <8 x i32> %5, %6, !dbg !35
  %8 = load <8 x i32>, ptr %3, align 32, !dbg !36
  %9 = load <8 x i32>, ptr %4, align 32, !dbg !37
  %10 = shufflevector <8 x i32> %8, <8 x i32> %9, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>, !dbg !38
  %11 = add <8 x i32> %7, %10, !dbg !39
  ret <8 x i32> %11, !dbg !40
}

; Function Attrs: noinline nounwind optnone
define dso_local x86_fp80 @ld(x86_fp80 noundef %0, x86_fp80 noundef %1) #1 !dbg !41 {
  %3 = alloca x86_fp80, align 4
  %4 = alloca x86_fp80, align 4
  store x86_fp80 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !45, !DIExpression(), !46)
  store x86_fp80 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !47, !DIExpression(), !48)
  %5 = load x86_fp80, ptr %3, align 4, !dbg !49
  %6 = load x86_fp80, ptr %4, align 4, !dbg !50
  %7 = fdiv x86_fp80 %5, %6, !dbg !51
  %8 = load x86_fp80, ptr %3, align 4, !dbg !52
  %9 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %8), !dbg !53
  %10 = fadd x86_fp80 %7, %9, !dbg !54
  ret x86_fp80 %10, !dbg !55
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #2

; Function Attrs: noinline nounwind optnone
define dso_local i32 @atom(ptr noundef %0) #1 !dbg !56 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !60, !DIExpression(), !61)
  %9 = load ptr, ptr %2, align 4, !dbg !62
  store i32 1, ptr %3, align 4, !dbg !63
  %10 = load i32, ptr %3, align 4, !dbg !63
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !63
  store i32 %11, ptr %4, align 4, !dbg !63
  %12 = load i32, ptr %4, align 4, !dbg !63
    #dbg_declare(ptr %5, !64, !DIExpression(), !65)
  store i32 0, ptr %5, align 4, !dbg !65
  %13 = load ptr, ptr %2, align 4, !dbg !66
  store i32 5, ptr %6, align 4, !dbg !67
  %14 = load i32, ptr %5, align 4, !dbg !67
  %15 = load i32, ptr %6, align 4, !dbg !67
  %16 = cmpxchg ptr %13, i32 %14, i32 %15 acq_rel acquire, align 4, !dbg !67
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !67
  %18 = extractvalue { i32, i1 } %16, 1, !dbg !67
  br i1 %18, label %20, label %19, !dbg !67

19:                                               ; preds = %1
  store i32 %17, ptr %5, align 4, !dbg !67
  br label %20, !dbg !67

20:                                               ; preds = %19, %1
  %21 = zext i1 %18 to i8, !dbg !67
  store i8 %21, ptr %7, align 1, !dbg !67
  %22 = load i8, ptr %7, align 1, !dbg !67
  %23 = trunc i8 %22 to i1, !dbg !67
  %24 = load ptr, ptr %2, align 4, !dbg !68
  %25 = load atomic i32, ptr %24 monotonic, align 4, !dbg !69
  store i32 %25, ptr %8, align 4, !dbg !69
  %26 = load i32, ptr %8, align 4, !dbg !69
  ret i32 %26, !dbg !70
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @va(i32 noundef %0, ...) #1 !dbg !71 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !74, !DIExpression(), !75)
    #dbg_declare(ptr %3, !76, !DIExpression(), !79)
  call void @llvm.va_start.p0(ptr %3), !dbg !80
    #dbg_declare(ptr %4, !81, !DIExpression(), !82)
  store i32 0, ptr %4, align 4, !dbg !82
    #dbg_declare(ptr %5, !83, !DIExpression(), !85)
  store i32 0, ptr %5, align 4, !dbg !85
  br label %6, !dbg !86

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4, !dbg !87
  %8 = load i32, ptr %2, align 4, !dbg !89
  %9 = icmp slt i32 %7, %8, !dbg !90
  br i1 %9, label %10, label %19, !dbg !91

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 4, !dbg !92
  %12 = getelementptr inbounds i8, ptr %11, i32 4, !dbg !92
  store ptr %12, ptr %3, align 4, !dbg !92
  %13 = load i32, ptr %11, align 4, !dbg !92
  %14 = load i32, ptr %4, align 4, !dbg !93
  %15 = add nsw i32 %14, %13, !dbg !93
  store i32 %15, ptr %4, align 4, !dbg !93
  br label %16, !dbg !94

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4, !dbg !95
  %18 = add nsw i32 %17, 1, !dbg !95
  store i32 %18, ptr %5, align 4, !dbg !95
  br label %6, !dbg !96, !llvm.loop !97

19:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3), !dbg !100
  %20 = load i32, ptr %4, align 4, !dbg !101
  ret i32 %20, !dbg !102
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: noinline nounwind optnone
define dso_local i32 @sw(i32 noundef %0) #1 !dbg !103 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !106, !DIExpression(), !107)
  %4 = load i32, ptr %3, align 4, !dbg !108
  switch i32 %4, label %9 [
    i32 1, label %5
    i32 5, label %6
    i32 9, label %7
    i32 100, label %8
  ], !dbg !109

5:                                                ; preds = %1
  store i32 10, ptr %2, align 4, !dbg !110
  br label %10, !dbg !110

6:                                                ; preds = %1
  store i32 50, ptr %2, align 4, !dbg !112
  br label %10, !dbg !112

7:                                                ; preds = %1
  store i32 90, ptr %2, align 4, !dbg !113
  br label %10, !dbg !113

8:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !114
  br label %10, !dbg !114

9:                                                ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !115
  br label %10, !dbg !115

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i32, ptr %2, align 4, !dbg !116
  ret i32 %11, !dbg !116
}

; Function Attrs: noinline nounwind optnone
define dso_local void @byval(ptr dead_on_unwind noalias writable sret(%struct.big) align 4 %0, ptr noundef byval(%struct.big) align 4 %1) #1 !dbg !117 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %1, !126, !DIExpression(), !127)
  %4 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0, !dbg !128
  %5 = getelementptr inbounds [20 x i32], ptr %4, i32 0, i32 3, !dbg !129
  %6 = load i32, ptr %5, align 4, !dbg !130
  %7 = add nsw i32 %6, 1, !dbg !130
  store i32 %7, ptr %5, align 4, !dbg !130
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %1, i32 80, i1 false), !dbg !131
  ret void, !dbg !132
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @rec(i32 noundef %0) #1 !dbg !133 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !134, !DIExpression(), !135)
  %3 = load i32, ptr %2, align 4, !dbg !136
  %4 = icmp slt i32 %3, 2, !dbg !137
  br i1 %4, label %5, label %7, !dbg !136

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !138
  br label %15, !dbg !136

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4, !dbg !139
  %9 = sub nsw i32 %8, 1, !dbg !140
  %10 = call i32 @rec(i32 noundef %9) #7, !dbg !141
  %11 = load i32, ptr %2, align 4, !dbg !142
  %12 = sub nsw i32 %11, 2, !dbg !143
  %13 = call i32 @rec(i32 noundef %12) #7, !dbg !144
  %14 = add nsw i32 %10, %13, !dbg !145
  br label %15, !dbg !136

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !136
  ret i32 %16, !dbg !146
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @bits(ptr noundef %0) #1 !dbg !147 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !159, !DIExpression(), !160)
  %3 = load ptr, ptr %2, align 4, !dbg !161
  %4 = load i16, ptr %3, align 4, !dbg !162
  %5 = and i16 %4, 7, !dbg !162
  %6 = zext i16 %5 to i32, !dbg !162
  %7 = load ptr, ptr %2, align 4, !dbg !163
  %8 = load i16, ptr %7, align 4, !dbg !164
  %9 = lshr i16 %8, 3, !dbg !164
  %10 = zext i16 %9 to i32, !dbg !164
  %11 = add nsw i32 %6, %10, !dbg !165
  %12 = load ptr, ptr %2, align 4, !dbg !166
  %13 = getelementptr inbounds %struct.bf, ptr %12, i32 0, i32 1, !dbg !167
  %14 = load i48, ptr %13, align 2, !dbg !167
  %15 = shl i48 %14, 41, !dbg !167
  %16 = ashr i48 %15, 41, !dbg !167
  %17 = trunc i48 %16 to i32, !dbg !167
  %18 = add nsw i32 %11, %17, !dbg !168
  %19 = load ptr, ptr %2, align 4, !dbg !169
  %20 = getelementptr inbounds %struct.bf, ptr %19, i32 0, i32 1, !dbg !170
  %21 = load i48, ptr %20, align 2, !dbg !170
  %22 = shl i48 %21, 1, !dbg !170
  %23 = ashr i48 %22, 8, !dbg !170
  %24 = sext i48 %23 to i64, !dbg !170
  %25 = trunc i64 %24 to i32, !dbg !171
  %26 = add nsw i32 %18, %25, !dbg !172
  %27 = load ptr, ptr %2, align 4, !dbg !173
  %28 = load i16, ptr %27, align 4, !dbg !174
  %29 = lshr i16 %28, 3, !dbg !174
  %30 = zext i16 %29 to i32, !dbg !174
  %31 = call i32 @llvm.ctpop.i32(i32 %30), !dbg !175
  %32 = add nsw i32 %26, %31, !dbg !176
  %33 = load ptr, ptr %2, align 4, !dbg !177
  %34 = getelementptr inbounds %struct.bf, ptr %33, i32 0, i32 1, !dbg !178
  %35 = load i48, ptr %34, align 2, !dbg !178
  %36 = shl i48 %35, 1, !dbg !178
  %37 = ashr i48 %36, 8, !dbg !178
  %38 = sext i48 %37 to i64, !dbg !178
  %39 = or i64 %38, 1, !dbg !179
  %40 = call i64 @llvm.cttz.i64(i64 %39, i1 true), !dbg !180
  %41 = trunc i64 %40 to i32, !dbg !180
  %42 = add nsw i32 %32, %41, !dbg !181
  ret i32 %42, !dbg !182
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define dso_local float @fl(float noundef %0) #1 !dbg !183 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !187, !DIExpression(), !188)
  %3 = load float, ptr %2, align 4, !dbg !189
  %4 = call float @sqrtf(float noundef %3) #8, !dbg !190
  %5 = load float, ptr %2, align 4, !dbg !191
  %6 = load float, ptr %2, align 4, !dbg !192
  %7 = load float, ptr %2, align 4, !dbg !193
  %8 = call float @llvm.fma.f32(float %5, float %6, float %7), !dbg !194
  %9 = fadd float %4, %8, !dbg !195
  ret float %9, !dbg !196
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: noinline nounwind optnone
define dso_local i32 @omp_sum(i32 noundef %0) #1 !dbg !197 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !198, !DIExpression(), !199)
    #dbg_declare(ptr %3, !200, !DIExpression(), !201)
  store i32 0, ptr %3, align 4, !dbg !201
    #dbg_declare(ptr %4, !202, !DIExpression(), !204)
  store i32 0, ptr %4, align 4, !dbg !204
  br label %5, !dbg !205

5:                                                ; preds = %13, %1
  %6 = load i32, ptr %4, align 4, !dbg !206
  %7 = load i32, ptr %2, align 4, !dbg !208
  %8 = icmp slt i32 %6, %7, !dbg !209
  br i1 %8, label %9, label %16, !dbg !210

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !211
  %11 = load i32, ptr %3, align 4, !dbg !212
  %12 = add nsw i32 %11, %10, !dbg !212
  store i32 %12, ptr %3, align 4, !dbg !212
  br label %13, !dbg !213

13:                                               ; preds = %9
  %14 = load i32, ptr %4, align 4, !dbg !214
  %15 = add nsw i32 %14, 1, !dbg !214
  store i32 %15, ptr %4, align 4, !dbg !214
  br label %5, !dbg !215, !llvm.loop !216

16:                                               ; preds = %5
  %17 = load i32, ptr %3, align 4, !dbg !218
  ret i32 %17, !dbg !219
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #1 !dbg !220 {
  %1 = alloca %struct.bf, align 4
  %2 = alloca %union.u, align 4
    #dbg_declare(ptr %1, !222, !DIExpression(), !223)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %1, ptr align 4 @__const.main.b, i32 8, i1 false), !dbg !223
    #dbg_declare(ptr %2, !224, !DIExpression(), !232)
  store double 1.500000e+00, ptr %2, align 4, !dbg !233
  %3 = call i32 @bits(ptr noundef %1) #7, !dbg !234
  %4 = load i64, ptr %2, align 4, !dbg !235
  %5 = call i32 (i32, ...) @va(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3) #7, !dbg !236
  %6 = call i32 @sw(i32 noundef 5) #7, !dbg !237
  %7 = call i32 @rec(i32 noundef 10) #7, !dbg !238
  %8 = add nsw i32 %6, %7, !dbg !239
  %9 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl), !dbg !240
  %10 = load i32, ptr %9, align 4, !dbg !240
  %11 = add nsw i32 %8, %10, !dbg !241
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3, i64 noundef %4, i32 noundef %5, i32 noundef %11) #7, !dbg !242
  ret i32 0, !dbg !243
}

declare i32 @printf(ptr noundef, ...) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="256" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/features/more.c", directory: ".", checksumkind: CSK_MD5, checksum: "b210e33b2f135ceaa3c6a03ad4640799")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "tl", scope: !9, file: !2, line: 19, type: !11, isLocal: false, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!0, !7}
!13 = !{i32 1, !"NumRegisterParameters", i32 0}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "vmul", scope: !2, file: !2, line: 8, type: !22, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !28)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !24, !24}
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8si", file: !2, line: 7, baseType: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 256, flags: DIFlagVector, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 8)
!28 = !{}
!29 = !DILocalVariable(name: "a", arg: 1, scope: !21, file: !2, line: 8, type: !24)
!30 = !DILocation(line: 8, column: 16, scope: !21)
!31 = !DILocalVariable(name: "b", arg: 2, scope: !21, file: !2, line: 8, type: !24)
!32 = !DILocation(line: 8, column: 24, scope: !21)
!33 = !DILocation(line: 8, column: 36, scope: !21)
!34 = !DILocation(line: 8, column: 40, scope: !21)
!35 = !DILocation(line: 8, column: 38, scope: !21)
!36 = !DILocation(line: 8, column: 68, scope: !21)
!37 = !DILocation(line: 8, column: 71, scope: !21)
!38 = !DILocation(line: 8, column: 44, scope: !21)
!39 = !DILocation(line: 8, column: 42, scope: !21)
!40 = !DILocation(line: 8, column: 29, scope: !21)
!41 = distinct !DISubprogram(name: "ld", scope: !2, file: !2, line: 9, type: !42, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !28)
!42 = !DISubroutineType(types: !43)
!43 = !{!44, !44, !44}
!44 = !DIBasicType(name: "long double", size: 96, encoding: DW_ATE_float)
!45 = !DILocalVariable(name: "a", arg: 1, scope: !41, file: !2, line: 9, type: !44)
!46 = !DILocation(line: 9, column: 28, scope: !41)
!47 = !DILocalVariable(name: "b", arg: 2, scope: !41, file: !2, line: 9, type: !44)
!48 = !DILocation(line: 9, column: 43, scope: !41)
!49 = !DILocation(line: 9, column: 55, scope: !41)
!50 = !DILocation(line: 9, column: 59, scope: !41)
!51 = !DILocation(line: 9, column: 57, scope: !41)
!52 = !DILocation(line: 9, column: 79, scope: !41)
!53 = !DILocation(line: 9, column: 63, scope: !41)
!54 = !DILocation(line: 9, column: 61, scope: !41)
!55 = !DILocation(line: 9, column: 48, scope: !41)
!56 = distinct !DISubprogram(name: "atom", scope: !2, file: !2, line: 13, type: !57, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !28)
!57 = !DISubroutineType(types: !58)
!58 = !{!11, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32)
!60 = !DILocalVariable(name: "p", arg: 1, scope: !56, file: !2, line: 13, type: !59)
!61 = !DILocation(line: 13, column: 15, scope: !56)
!62 = !DILocation(line: 13, column: 39, scope: !56)
!63 = !DILocation(line: 13, column: 20, scope: !56)
!64 = !DILocalVariable(name: "e", scope: !56, file: !2, line: 13, type: !11)
!65 = !DILocation(line: 13, column: 68, scope: !56)
!66 = !DILocation(line: 13, column: 103, scope: !56)
!67 = !DILocation(line: 13, column: 75, scope: !56)
!68 = !DILocation(line: 13, column: 176, scope: !56)
!69 = !DILocation(line: 13, column: 160, scope: !56)
!70 = !DILocation(line: 13, column: 153, scope: !56)
!71 = distinct !DISubprogram(name: "va", scope: !2, file: !2, line: 14, type: !72, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !28)
!72 = !DISubroutineType(types: !73)
!73 = !{!11, !11, null}
!74 = !DILocalVariable(name: "n", arg: 1, scope: !71, file: !2, line: 14, type: !11)
!75 = !DILocation(line: 14, column: 12, scope: !71)
!76 = !DILocalVariable(name: "ap", scope: !71, file: !2, line: 14, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!79 = !DILocation(line: 14, column: 40, scope: !71)
!80 = !DILocation(line: 14, column: 44, scope: !71)
!81 = !DILocalVariable(name: "s", scope: !71, file: !2, line: 14, type: !11)
!82 = !DILocation(line: 14, column: 75, scope: !71)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 14, type: !11)
!84 = distinct !DILexicalBlock(scope: !71, file: !2, line: 14, column: 82)
!85 = !DILocation(line: 14, column: 91, scope: !84)
!86 = !DILocation(line: 14, column: 87, scope: !84)
!87 = !DILocation(line: 14, column: 98, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !2, line: 14, column: 82)
!89 = !DILocation(line: 14, column: 102, scope: !88)
!90 = !DILocation(line: 14, column: 100, scope: !88)
!91 = !DILocation(line: 14, column: 82, scope: !84)
!92 = !DILocation(line: 14, column: 115, scope: !88)
!93 = !DILocation(line: 14, column: 112, scope: !88)
!94 = !DILocation(line: 14, column: 110, scope: !88)
!95 = !DILocation(line: 14, column: 106, scope: !88)
!96 = !DILocation(line: 14, column: 82, scope: !88)
!97 = distinct !{!97, !91, !98, !99}
!98 = !DILocation(line: 14, column: 139, scope: !84)
!99 = !{!"llvm.loop.mustprogress"}
!100 = !DILocation(line: 14, column: 142, scope: !71)
!101 = !DILocation(line: 14, column: 171, scope: !71)
!102 = !DILocation(line: 14, column: 164, scope: !71)
!103 = distinct !DISubprogram(name: "sw", scope: !2, file: !2, line: 15, type: !104, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !28)
!104 = !DISubroutineType(types: !105)
!105 = !{!11, !11}
!106 = !DILocalVariable(name: "x", arg: 1, scope: !103, file: !2, line: 15, type: !11)
!107 = !DILocation(line: 15, column: 12, scope: !103)
!108 = !DILocation(line: 15, column: 25, scope: !103)
!109 = !DILocation(line: 15, column: 17, scope: !103)
!110 = !DILocation(line: 15, column: 38, scope: !111)
!111 = distinct !DILexicalBlock(scope: !103, file: !2, line: 15, column: 28)
!112 = !DILocation(line: 15, column: 57, scope: !111)
!113 = !DILocation(line: 15, column: 76, scope: !111)
!114 = !DILocation(line: 15, column: 97, scope: !111)
!115 = !DILocation(line: 15, column: 116, scope: !111)
!116 = !DILocation(line: 15, column: 129, scope: !103)
!117 = distinct !DISubprogram(name: "byval", scope: !2, file: !2, line: 17, type: !118, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !28)
!118 = !DISubroutineType(types: !119)
!119 = !{!120, !120}
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 16, size: 640, elements: !121)
!121 = !{!122}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !120, file: !2, line: 16, baseType: !123, size: 640)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 640, elements: !124)
!124 = !{!125}
!125 = !DISubrange(count: 20)
!126 = !DILocalVariable(name: "b", arg: 1, scope: !117, file: !2, line: 17, type: !120)
!127 = !DILocation(line: 17, column: 29, scope: !117)
!128 = !DILocation(line: 17, column: 36, scope: !117)
!129 = !DILocation(line: 17, column: 34, scope: !117)
!130 = !DILocation(line: 17, column: 40, scope: !117)
!131 = !DILocation(line: 17, column: 51, scope: !117)
!132 = !DILocation(line: 17, column: 44, scope: !117)
!133 = distinct !DISubprogram(name: "rec", scope: !2, file: !2, line: 18, type: !104, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !28)
!134 = !DILocalVariable(name: "n", arg: 1, scope: !133, file: !2, line: 18, type: !11)
!135 = !DILocation(line: 18, column: 13, scope: !133)
!136 = !DILocation(line: 18, column: 25, scope: !133)
!137 = !DILocation(line: 18, column: 27, scope: !133)
!138 = !DILocation(line: 18, column: 33, scope: !133)
!139 = !DILocation(line: 18, column: 41, scope: !133)
!140 = !DILocation(line: 18, column: 43, scope: !133)
!141 = !DILocation(line: 18, column: 37, scope: !133)
!142 = !DILocation(line: 18, column: 54, scope: !133)
!143 = !DILocation(line: 18, column: 56, scope: !133)
!144 = !DILocation(line: 18, column: 50, scope: !133)
!145 = !DILocation(line: 18, column: 48, scope: !133)
!146 = !DILocation(line: 18, column: 18, scope: !133)
!147 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 20, type: !148, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !28)
!148 = !DISubroutineType(types: !149)
!149 = !{!11, !150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 32)
!151 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf", file: !2, line: 5, size: 64, elements: !152)
!152 = !{!153, !155, !156, !157}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !151, file: !2, line: 5, baseType: !154, size: 3, flags: DIFlagBitField, extraData: i64 0)
!154 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !151, file: !2, line: 5, baseType: !154, size: 13, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !151, file: !2, line: 5, baseType: !11, size: 7, offset: 16, flags: DIFlagBitField, extraData: i64 16)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !151, file: !2, line: 5, baseType: !158, size: 40, offset: 23, flags: DIFlagBitField, extraData: i64 16)
!158 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!159 = !DILocalVariable(name: "p", arg: 1, scope: !147, file: !2, line: 20, type: !150)
!160 = !DILocation(line: 20, column: 21, scope: !147)
!161 = !DILocation(line: 20, column: 33, scope: !147)
!162 = !DILocation(line: 20, column: 36, scope: !147)
!163 = !DILocation(line: 20, column: 40, scope: !147)
!164 = !DILocation(line: 20, column: 43, scope: !147)
!165 = !DILocation(line: 20, column: 38, scope: !147)
!166 = !DILocation(line: 20, column: 47, scope: !147)
!167 = !DILocation(line: 20, column: 50, scope: !147)
!168 = !DILocation(line: 20, column: 45, scope: !147)
!169 = !DILocation(line: 20, column: 59, scope: !147)
!170 = !DILocation(line: 20, column: 62, scope: !147)
!171 = !DILocation(line: 20, column: 54, scope: !147)
!172 = !DILocation(line: 20, column: 52, scope: !147)
!173 = !DILocation(line: 20, column: 85, scope: !147)
!174 = !DILocation(line: 20, column: 88, scope: !147)
!175 = !DILocation(line: 20, column: 66, scope: !147)
!176 = !DILocation(line: 20, column: 64, scope: !147)
!177 = !DILocation(line: 20, column: 109, scope: !147)
!178 = !DILocation(line: 20, column: 112, scope: !147)
!179 = !DILocation(line: 20, column: 114, scope: !147)
!180 = !DILocation(line: 20, column: 93, scope: !147)
!181 = !DILocation(line: 20, column: 91, scope: !147)
!182 = !DILocation(line: 20, column: 26, scope: !147)
!183 = distinct !DISubprogram(name: "fl", scope: !2, file: !2, line: 21, type: !184, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !28)
!184 = !DISubroutineType(types: !185)
!185 = !{!186, !186}
!186 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!187 = !DILocalVariable(name: "x", arg: 1, scope: !183, file: !2, line: 21, type: !186)
!188 = !DILocation(line: 21, column: 16, scope: !183)
!189 = !DILocation(line: 21, column: 44, scope: !183)
!190 = !DILocation(line: 21, column: 28, scope: !183)
!191 = !DILocation(line: 21, column: 64, scope: !183)
!192 = !DILocation(line: 21, column: 67, scope: !183)
!193 = !DILocation(line: 21, column: 70, scope: !183)
!194 = !DILocation(line: 21, column: 49, scope: !183)
!195 = !DILocation(line: 21, column: 47, scope: !183)
!196 = !DILocation(line: 21, column: 21, scope: !183)
!197 = distinct !DISubprogram(name: "omp_sum", scope: !2, file: !2, line: 22, type: !104, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !28)
!198 = !DILocalVariable(name: "n", arg: 1, scope: !197, file: !2, line: 22, type: !11)
!199 = !DILocation(line: 22, column: 17, scope: !197)
!200 = !DILocalVariable(name: "s", scope: !197, file: !2, line: 22, type: !11)
!201 = !DILocation(line: 22, column: 26, scope: !197)
!202 = !DILocalVariable(name: "i", scope: !203, file: !2, line: 24, type: !11)
!203 = distinct !DILexicalBlock(scope: !197, file: !2, line: 24, column: 3)
!204 = !DILocation(line: 24, column: 12, scope: !203)
!205 = !DILocation(line: 24, column: 8, scope: !203)
!206 = !DILocation(line: 24, column: 19, scope: !207)
!207 = distinct !DILexicalBlock(scope: !203, file: !2, line: 24, column: 3)
!208 = !DILocation(line: 24, column: 23, scope: !207)
!209 = !DILocation(line: 24, column: 21, scope: !207)
!210 = !DILocation(line: 24, column: 3, scope: !203)
!211 = !DILocation(line: 24, column: 36, scope: !207)
!212 = !DILocation(line: 24, column: 33, scope: !207)
!213 = !DILocation(line: 24, column: 31, scope: !207)
!214 = !DILocation(line: 24, column: 27, scope: !207)
!215 = !DILocation(line: 24, column: 3, scope: !207)
!216 = distinct !{!216, !210, !217, !99}
!217 = !DILocation(line: 24, column: 36, scope: !203)
!218 = !DILocation(line: 25, column: 10, scope: !197)
!219 = !DILocation(line: 25, column: 3, scope: !197)
!220 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !221, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !28)
!221 = !DISubroutineType(types: !10)
!222 = !DILocalVariable(name: "b", scope: !220, file: !2, line: 26, type: !151)
!223 = !DILocation(line: 26, column: 28, scope: !220)
!224 = !DILocalVariable(name: "uu", scope: !220, file: !2, line: 26, type: !225)
!225 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !2, line: 6, size: 64, elements: !226)
!226 = !{!227, !229, !230}
!227 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !225, file: !2, line: 6, baseType: !228, size: 64)
!228 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !225, file: !2, line: 6, baseType: !158, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !225, file: !2, line: 6, baseType: !231, size: 64)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !26)
!232 = !DILocation(line: 26, column: 55, scope: !220)
!233 = !DILocation(line: 26, column: 64, scope: !220)
!234 = !DILocation(line: 26, column: 97, scope: !220)
!235 = !DILocation(line: 26, column: 110, scope: !220)
!236 = !DILocation(line: 26, column: 113, scope: !220)
!237 = !DILocation(line: 26, column: 129, scope: !220)
!238 = !DILocation(line: 26, column: 137, scope: !220)
!239 = !DILocation(line: 26, column: 135, scope: !220)
!240 = !DILocation(line: 26, column: 147, scope: !220)
!241 = !DILocation(line: 26, column: 145, scope: !220)
!242 = !DILocation(line: 26, column: 71, scope: !220)
!243 = !DILocation(line: 26, column: 152, scope: !220)
