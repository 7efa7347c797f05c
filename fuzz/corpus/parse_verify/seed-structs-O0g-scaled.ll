source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.DPair = type { double, double }

; Function Attrs: noinline nounwind optnone uwtable
define hidden { double, double } @scaled(double %0, double %1, double noundef %2) #0 !dbg !15 {
  %4 = alloca %struct.DPair, align 8
  %5 = alloca %struct.DPair, align 8
  %6 = alloca double, align 8
  %7 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %0, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %1, ptr %8, align 8
    #dbg_declare(ptr %5, !23, !DIExpression(), !24)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !25, !DIExpression(), !26)
    #dbg_declare(ptr %4, !27, !DIExpression(), !28)
  %9 = getelementptr inbounds %struct.DPair, ptr %4, i32 0, i32 0, !dbg !29
  %10 = getelementptr inbounds %struct.DPair, ptr %5, i32 0, i32 0, !dbg !30
  %11 = load double, ptr %10, align 8, !dbg !30
  %12 = load double, ptr %6, align 8, !dbg !31
  %13 = fmul double %11, %12, !dbg !32
  store double %13, ptr %9, align 8, !dbg !29
  %14 = getelementptr inbounds %struct.DPair, ptr %4, i32 0, i32 1, !dbg !29
  %15 = getelementptr inbounds %struct.DPair, ptr %5, i32 0, i32 1, !dbg !33
  %16 = load double, ptr %15, align 8, !dbg !33
  %17 = load double, ptr %6, align 8, !dbg !34
  %18 = fmul double %16, %17, !dbg !35
  store double %18, ptr %14, align 8, !dbg !29
  %19 = load { double, double }, ptr %4, align 8, !dbg !36
  ret { double, double } %19, !dbg !36
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
!15 = distinct !DISubprogram(name: "scaled", scope: !1, file: !1, line: 38, type: !16, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !21}
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DPair", file: !1, line: 11, size: 128, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !18, file: !1, line: 11, baseType: !21, size: 64)
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !18, file: !1, line: 11, baseType: !21, size: 64, offset: 64)
!23 = !DILocalVariable(name: "p", arg: 1, scope: !15, file: !1, line: 38, type: !18)
!24 = !DILocation(line: 38, column: 41, scope: !15)
!25 = !DILocalVariable(name: "k", arg: 2, scope: !15, file: !1, line: 38, type: !21)
!26 = !DILocation(line: 38, column: 51, scope: !15)
!27 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 38, type: !18)
!28 = !DILocation(line: 38, column: 69, scope: !15)
!29 = !DILocation(line: 38, column: 73, scope: !15)
!30 = !DILocation(line: 38, column: 77, scope: !15)
!31 = !DILocation(line: 38, column: 81, scope: !15)
!32 = !DILocation(line: 38, column: 79, scope: !15)
!33 = !DILocation(line: 38, column: 86, scope: !15)
!34 = !DILocation(line: 38, column: 90, scope: !15)
!35 = !DILocation(line: 38, column: 88, scope: !15)
!36 = !DILocation(line: 38, column: 95, scope: !15)
