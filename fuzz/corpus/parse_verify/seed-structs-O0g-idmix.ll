source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.IntDouble = type { i32, double }

; Function Attrs: noinline nounwind optnone uwtable
define hidden { i32, double } @idmix(i32 %0, double %1) #0 !dbg !15 {
  %3 = alloca %struct.IntDouble, align 8
  %4 = alloca %struct.IntDouble, align 8
  %5 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 0
  store i32 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
    #dbg_declare(ptr %3, !26, !DIExpression(), !27)
  %7 = getelementptr inbounds %struct.IntDouble, ptr %3, i32 0, i32 0, !dbg !28
  %8 = getelementptr inbounds %struct.IntDouble, ptr %4, i32 0, i32 0, !dbg !29
  %9 = load i32, ptr %8, align 8, !dbg !29
  %10 = mul nsw i32 %9, 3, !dbg !30
  store i32 %10, ptr %7, align 8, !dbg !28
  %11 = getelementptr inbounds %struct.IntDouble, ptr %3, i32 0, i32 1, !dbg !28
  %12 = getelementptr inbounds %struct.IntDouble, ptr %4, i32 0, i32 1, !dbg !31
  %13 = load double, ptr %12, align 8, !dbg !31
  %14 = getelementptr inbounds %struct.IntDouble, ptr %4, i32 0, i32 0, !dbg !32
  %15 = load i32, ptr %14, align 8, !dbg !32
  %16 = sitofp i32 %15 to double, !dbg !33
  %17 = fadd double %13, %16, !dbg !34
  store double %17, ptr %11, align 8, !dbg !28
  %18 = load { i32, double }, ptr %3, align 8, !dbg !35
  ret { i32, double } %18, !dbg !35
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !6, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "db0499d0fe03c4c7853e6d71792be9ce")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "idmix", scope: !1, file: !1, line: 39, type: !16, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IntDouble", file: !1, line: 12, size: 128, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !18, file: !1, line: 12, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !18, file: !1, line: 12, baseType: !23, size: 64, offset: 64)
!23 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!24 = !DILocalVariable(name: "v", arg: 1, scope: !15, file: !1, line: 39, type: !18)
!25 = !DILocation(line: 39, column: 48, scope: !15)
!26 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 39, type: !18)
!27 = !DILocation(line: 39, column: 70, scope: !15)
!28 = !DILocation(line: 39, column: 74, scope: !15)
!29 = !DILocation(line: 39, column: 78, scope: !15)
!30 = !DILocation(line: 39, column: 80, scope: !15)
!31 = !DILocation(line: 39, column: 87, scope: !15)
!32 = !DILocation(line: 39, column: 93, scope: !15)
!33 = !DILocation(line: 39, column: 91, scope: !15)
!34 = !DILocation(line: 39, column: 89, scope: !15)
!35 = !DILocation(line: 39, column: 98, scope: !15)
