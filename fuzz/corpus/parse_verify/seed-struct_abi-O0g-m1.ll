source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Mix1 = type { float, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define hidden i64 @m1(i64 %0) #0 !dbg !15 {
  %2 = alloca %struct.Mix1, align 4
  %3 = alloca %struct.Mix1, align 4
  store i64 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !23, !DIExpression(), !24)
    #dbg_declare(ptr %2, !25, !DIExpression(), !26)
  %4 = getelementptr inbounds %struct.Mix1, ptr %2, i32 0, i32 0, !dbg !27
  %5 = getelementptr inbounds %struct.Mix1, ptr %3, i32 0, i32 0, !dbg !28
  %6 = load float, ptr %5, align 4, !dbg !28
  %7 = getelementptr inbounds %struct.Mix1, ptr %3, i32 0, i32 1, !dbg !29
  %8 = load i32, ptr %7, align 4, !dbg !29
  %9 = sitofp i32 %8 to float, !dbg !30
  %10 = fmul float %6, %9, !dbg !31
  store float %10, ptr %4, align 4, !dbg !27
  %11 = getelementptr inbounds %struct.Mix1, ptr %2, i32 0, i32 1, !dbg !27
  %12 = getelementptr inbounds %struct.Mix1, ptr %3, i32 0, i32 1, !dbg !32
  %13 = load i32, ptr %12, align 4, !dbg !32
  %14 = add nsw i32 %13, 1, !dbg !33
  store i32 %14, ptr %11, align 4, !dbg !27
  %15 = load i64, ptr %2, align 4, !dbg !34
  ret i64 %15, !dbg !34
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
!15 = distinct !DISubprogram(name: "m1", scope: !1, file: !1, line: 34, type: !16, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mix1", file: !1, line: 17, size: 64, elements: !19)
!19 = !{!20, !21}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !18, file: !1, line: 17, baseType: !5, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !18, file: !1, line: 17, baseType: !22, size: 32, offset: 32)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !1, line: 34, type: !18)
!24 = !DILocation(line: 34, column: 35, scope: !15)
!25 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 34, type: !18)
!26 = !DILocation(line: 34, column: 52, scope: !15)
!27 = !DILocation(line: 34, column: 56, scope: !15)
!28 = !DILocation(line: 34, column: 60, scope: !15)
!29 = !DILocation(line: 34, column: 73, scope: !15)
!30 = !DILocation(line: 34, column: 64, scope: !15)
!31 = !DILocation(line: 34, column: 62, scope: !15)
!32 = !DILocation(line: 34, column: 78, scope: !15)
!33 = !DILocation(line: 34, column: 80, scope: !15)
!34 = !DILocation(line: 34, column: 87, scope: !15)
