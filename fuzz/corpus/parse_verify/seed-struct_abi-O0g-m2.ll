source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Mix2 = type { double, i64 }

; Function Attrs: noinline nounwind optnone uwtable
define hidden { double, i64 } @m2(double %0, i64 %1) #0 !dbg !15 {
  %3 = alloca %struct.Mix2, align 8
  %4 = alloca %struct.Mix2, align 8
  %5 = getelementptr inbounds { double, i64 }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
    #dbg_declare(ptr %4, !23, !DIExpression(), !24)
    #dbg_declare(ptr %3, !25, !DIExpression(), !26)
  %7 = getelementptr inbounds %struct.Mix2, ptr %3, i32 0, i32 0, !dbg !27
  %8 = getelementptr inbounds %struct.Mix2, ptr %4, i32 0, i32 0, !dbg !28
  %9 = load double, ptr %8, align 8, !dbg !28
  %10 = getelementptr inbounds %struct.Mix2, ptr %4, i32 0, i32 1, !dbg !29
  %11 = load i64, ptr %10, align 8, !dbg !29
  %12 = sitofp i64 %11 to double, !dbg !30
  %13 = fadd double %9, %12, !dbg !31
  store double %13, ptr %7, align 8, !dbg !27
  %14 = getelementptr inbounds %struct.Mix2, ptr %3, i32 0, i32 1, !dbg !27
  %15 = getelementptr inbounds %struct.Mix2, ptr %4, i32 0, i32 1, !dbg !32
  %16 = load i64, ptr %15, align 8, !dbg !32
  %17 = mul nsw i64 %16, 2, !dbg !33
  store i64 %17, ptr %14, align 8, !dbg !27
  %18 = load { double, i64 }, ptr %3, align 8, !dbg !34
  ret { double, i64 } %18, !dbg !34
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
!15 = distinct !DISubprogram(name: "m2", scope: !1, file: !1, line: 35, type: !16, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mix2", file: !1, line: 18, size: 128, elements: !19)
!19 = !{!20, !21}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !18, file: !1, line: 18, baseType: !3, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !18, file: !1, line: 18, baseType: !22, size: 64, offset: 64)
!22 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!23 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !1, line: 35, type: !18)
!24 = !DILocation(line: 35, column: 35, scope: !15)
!25 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 35, type: !18)
!26 = !DILocation(line: 35, column: 52, scope: !15)
!27 = !DILocation(line: 35, column: 56, scope: !15)
!28 = !DILocation(line: 35, column: 60, scope: !15)
!29 = !DILocation(line: 35, column: 74, scope: !15)
!30 = !DILocation(line: 35, column: 64, scope: !15)
!31 = !DILocation(line: 35, column: 62, scope: !15)
!32 = !DILocation(line: 35, column: 79, scope: !15)
!33 = !DILocation(line: 35, column: 81, scope: !15)
!34 = !DILocation(line: 35, column: 88, scope: !15)
