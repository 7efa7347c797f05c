source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S16 = type { i64, i64 }

; Function Attrs: noinline nounwind optnone uwtable
define hidden { i64, i64 } @f16(i64 %0, i64 %1) #0 !dbg !15 {
  %3 = alloca %struct.S16, align 8
  %4 = alloca %struct.S16, align 8
  %5 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
    #dbg_declare(ptr %4, !23, !DIExpression(), !24)
    #dbg_declare(ptr %3, !25, !DIExpression(), !26)
  %7 = getelementptr inbounds %struct.S16, ptr %3, i32 0, i32 0, !dbg !27
  %8 = getelementptr inbounds %struct.S16, ptr %4, i32 0, i32 1, !dbg !28
  %9 = load i64, ptr %8, align 8, !dbg !28
  store i64 %9, ptr %7, align 8, !dbg !27
  %10 = getelementptr inbounds %struct.S16, ptr %3, i32 0, i32 1, !dbg !27
  %11 = getelementptr inbounds %struct.S16, ptr %4, i32 0, i32 0, !dbg !29
  %12 = load i64, ptr %11, align 8, !dbg !29
  %13 = getelementptr inbounds %struct.S16, ptr %4, i32 0, i32 1, !dbg !30
  %14 = load i64, ptr %13, align 8, !dbg !30
  %15 = add nsw i64 %12, %14, !dbg !31
  store i64 %15, ptr %10, align 8, !dbg !27
  %16 = load { i64, i64 }, ptr %3, align 8, !dbg !32
  ret { i64, i64 } %16, !dbg !32
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
!15 = distinct !DISubprogram(name: "f16", scope: !1, file: !1, line: 28, type: !16, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S16", file: !1, line: 11, size: 128, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !18, file: !1, line: 11, baseType: !21, size: 64)
!21 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !18, file: !1, line: 11, baseType: !21, size: 64, offset: 64)
!23 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !1, line: 28, type: !18)
!24 = !DILocation(line: 28, column: 34, scope: !15)
!25 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 28, type: !18)
!26 = !DILocation(line: 28, column: 50, scope: !15)
!27 = !DILocation(line: 28, column: 54, scope: !15)
!28 = !DILocation(line: 28, column: 58, scope: !15)
!29 = !DILocation(line: 28, column: 63, scope: !15)
!30 = !DILocation(line: 28, column: 69, scope: !15)
!31 = !DILocation(line: 28, column: 65, scope: !15)
!32 = !DILocation(line: 28, column: 74, scope: !15)
