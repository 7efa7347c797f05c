source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Mix3 = type { i32, float, double }

; Function Attrs: noinline nounwind optnone uwtable
define hidden { i64, double } @m3(i64 %0, double %1) #0 !dbg !15 {
  %3 = alloca %struct.Mix3, align 8
  %4 = alloca %struct.Mix3, align 8
  %5 = getelementptr inbounds { i64, double }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
    #dbg_declare(ptr %3, !26, !DIExpression(), !27)
  %7 = getelementptr inbounds %struct.Mix3, ptr %3, i32 0, i32 0, !dbg !28
  %8 = getelementptr inbounds %struct.Mix3, ptr %4, i32 0, i32 0, !dbg !29
  %9 = load i32, ptr %8, align 8, !dbg !29
  %10 = mul nsw i32 %9, 2, !dbg !30
  store i32 %10, ptr %7, align 8, !dbg !28
  %11 = getelementptr inbounds %struct.Mix3, ptr %3, i32 0, i32 1, !dbg !28
  %12 = getelementptr inbounds %struct.Mix3, ptr %4, i32 0, i32 1, !dbg !31
  %13 = load float, ptr %12, align 4, !dbg !31
  %14 = fadd float %13, 1.000000e+00, !dbg !32
  store float %14, ptr %11, align 4, !dbg !28
  %15 = getelementptr inbounds %struct.Mix3, ptr %3, i32 0, i32 2, !dbg !28
  %16 = getelementptr inbounds %struct.Mix3, ptr %4, i32 0, i32 2, !dbg !33
  %17 = load double, ptr %16, align 8, !dbg !33
  %18 = getelementptr inbounds %struct.Mix3, ptr %4, i32 0, i32 1, !dbg !34
  %19 = load float, ptr %18, align 4, !dbg !34
  %20 = fpext float %19 to double, !dbg !35
  %21 = fmul double %17, %20, !dbg !36
  store double %21, ptr %15, align 8, !dbg !28
  %22 = load { i64, double }, ptr %3, align 8, !dbg !37
  ret { i64, double } %22, !dbg !37
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !6, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_abi.c", directory: ".", checksumkind: CSK_MD5, checksum: "4d95065fb39918486a755297f0ecb0c6")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !{}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "m3", scope: !1, file: !1, line: 36, type: !16, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mix3", file: !1, line: 19, size: 128, elements: !19)
!19 = !{!20, !22, !23}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !18, file: !1, line: 19, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !18, file: !1, line: 19, baseType: !5, size: 32, offset: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !18, file: !1, line: 19, baseType: !3, size: 64, offset: 64)
!24 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !1, line: 36, type: !18)
!25 = !DILocation(line: 36, column: 35, scope: !15)
!26 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 36, type: !18)
!27 = !DILocation(line: 36, column: 52, scope: !15)
!28 = !DILocation(line: 36, column: 56, scope: !15)
!29 = !DILocation(line: 36, column: 60, scope: !15)
!30 = !DILocation(line: 36, column: 62, scope: !15)
!31 = !DILocation(line: 36, column: 69, scope: !15)
!32 = !DILocation(line: 36, column: 71, scope: !15)
!33 = !DILocation(line: 36, column: 78, scope: !15)
!34 = !DILocation(line: 36, column: 84, scope: !15)
!35 = !DILocation(line: 36, column: 82, scope: !15)
!36 = !DILocation(line: 36, column: 80, scope: !15)
!37 = !DILocation(line: 36, column: 89, scope: !15)
