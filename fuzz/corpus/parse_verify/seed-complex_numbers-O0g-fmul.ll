source_filename = "complex_numbers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden <2 x float> @fmul(<2 x float> noundef %0, <2 x float> noundef %1) #0 !dbg !13 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %4, align 4
  store <2 x float> %1, ptr %5, align 4
    #dbg_declare(ptr %4, !17, !DIExpression(), !18)
    #dbg_declare(ptr %5, !19, !DIExpression(), !20)
  %7 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0, !dbg !21
  %8 = load float, ptr %7, align 4, !dbg !21
  %9 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1, !dbg !21
  %10 = load float, ptr %9, align 4, !dbg !21
  %11 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0, !dbg !22
  %12 = load float, ptr %11, align 4, !dbg !22
  %13 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1, !dbg !22
  %14 = load float, ptr %13, align 4, !dbg !22
  %15 = fmul float %8, %12, !dbg !23
  %16 = fmul float %10, %14, !dbg !23
  %17 = fmul float %8, %14, !dbg !23
  %18 = fmul float %10, %12, !dbg !23
  %19 = fsub float %15, %16, !dbg !23
  %20 = fadd float %17, %18, !dbg !23
  %21 = fcmp uno float %19, %19, !dbg !23
  br i1 %21, label %22, label %30, !dbg !23, !prof !24

22:                                               ; preds = %2
  %23 = fcmp uno float %20, %20, !dbg !23
  br i1 %23, label %24, label %30, !dbg !23, !prof !24

24:                                               ; preds = %22
  %25 = call <2 x float> @__mulsc3(float noundef %8, float noundef %10, float noundef %12, float noundef %14) #1, !dbg !23
  store <2 x float> %25, ptr %6, align 4, !dbg !23
  %26 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0, !dbg !23
  %27 = load float, ptr %26, align 4, !dbg !23
  %28 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1, !dbg !23
  %29 = load float, ptr %28, align 4, !dbg !23
  br label %30, !dbg !23

30:                                               ; preds = %24, %22, %2
  %31 = phi float [ %19, %2 ], [ %19, %22 ], [ %27, %24 ], !dbg !23
  %32 = phi float [ %20, %2 ], [ %20, %22 ], [ %29, %24 ], !dbg !23
  %33 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0, !dbg !25
  %34 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1, !dbg !25
  store float %31, ptr %33, align 4, !dbg !25
  store float %32, ptr %34, align 4, !dbg !25
  %35 = load <2 x float>, ptr %3, align 4, !dbg !25
  ret <2 x float> %35, !dbg !25
}

declare <2 x float> @__mulsc3(float, float, float, float)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !4, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "complex_numbers.c", directory: ".", checksumkind: CSK_MD5, checksum: "eeb29df2f3e37a54d80f96834e8b8fd2")
!2 = !{!3}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !{}
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "fmul", scope: !1, file: !1, line: 21, type: !14, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !4)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !16}
!16 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!17 = !DILocalVariable(name: "a", arg: 1, scope: !13, file: !1, line: 21, type: !16)
!18 = !DILocation(line: 21, column: 41, scope: !13)
!19 = !DILocalVariable(name: "b", arg: 2, scope: !13, file: !1, line: 21, type: !16)
!20 = !DILocation(line: 21, column: 58, scope: !13)
!21 = !DILocation(line: 21, column: 70, scope: !13)
!22 = !DILocation(line: 21, column: 74, scope: !13)
!23 = !DILocation(line: 21, column: 72, scope: !13)
!24 = !{!"branch_weights", i32 1, i32 1048575}
!25 = !DILocation(line: 21, column: 63, scope: !13)
