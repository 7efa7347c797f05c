source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Rect = type { %struct.Point, %struct.Point }
%struct.Point = type { i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @area(i64 %0, i64 %1) #0 !dbg !15 {
  %3 = alloca %struct.Rect, align 4
  %4 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 4
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 4
    #dbg_declare(ptr %3, !27, !DIExpression(), !28)
  %6 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1, !dbg !29
  %7 = getelementptr inbounds %struct.Point, ptr %6, i32 0, i32 0, !dbg !30
  %8 = load i32, ptr %7, align 4, !dbg !30
  %9 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 0, !dbg !31
  %10 = getelementptr inbounds %struct.Point, ptr %9, i32 0, i32 0, !dbg !32
  %11 = load i32, ptr %10, align 4, !dbg !32
  %12 = sub nsw i32 %8, %11, !dbg !33
  %13 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 1, !dbg !34
  %14 = getelementptr inbounds %struct.Point, ptr %13, i32 0, i32 1, !dbg !35
  %15 = load i32, ptr %14, align 4, !dbg !35
  %16 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 0, !dbg !36
  %17 = getelementptr inbounds %struct.Point, ptr %16, i32 0, i32 1, !dbg !37
  %18 = load i32, ptr %17, align 4, !dbg !37
  %19 = sub nsw i32 %15, %18, !dbg !38
  %20 = mul nsw i32 %12, %19, !dbg !39
  ret i32 %20, !dbg !40
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
!15 = distinct !DISubprogram(name: "area", scope: !1, file: !1, line: 16, type: !16, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !19}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !1, line: 6, size: 128, elements: !20)
!20 = !{!21, !26}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !19, file: !1, line: 6, baseType: !22, size: 64)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point", file: !1, line: 5, size: 64, elements: !23)
!23 = !{!24, !25}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !22, file: !1, line: 5, baseType: !18, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !22, file: !1, line: 5, baseType: !18, size: 32, offset: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !19, file: !1, line: 6, baseType: !22, size: 64, offset: 64)
!27 = !DILocalVariable(name: "r", arg: 1, scope: !15, file: !1, line: 16, type: !19)
!28 = !DILocation(line: 16, column: 29, scope: !15)
!29 = !DILocation(line: 16, column: 44, scope: !15)
!30 = !DILocation(line: 16, column: 47, scope: !15)
!31 = !DILocation(line: 16, column: 53, scope: !15)
!32 = !DILocation(line: 16, column: 56, scope: !15)
!33 = !DILocation(line: 16, column: 49, scope: !15)
!34 = !DILocation(line: 16, column: 64, scope: !15)
!35 = !DILocation(line: 16, column: 67, scope: !15)
!36 = !DILocation(line: 16, column: 73, scope: !15)
!37 = !DILocation(line: 16, column: 76, scope: !15)
!38 = !DILocation(line: 16, column: 69, scope: !15)
!39 = !DILocation(line: 16, column: 59, scope: !15)
!40 = !DILocation(line: 16, column: 34, scope: !15)
