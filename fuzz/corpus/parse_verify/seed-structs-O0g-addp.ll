source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Point = type { i32, i32 }

; Function Attrs: noinline optnone uwtable
define hidden i64 @addp(i64 %0, i64 %1) #0 !dbg !15 {
  %3 = alloca %struct.Point, align 4
  %4 = alloca %struct.Point, align 4
  %5 = alloca %struct.Point, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
    #dbg_declare(ptr %4, !23, !DIExpression(), !24)
    #dbg_declare(ptr %5, !25, !DIExpression(), !26)
  %6 = getelementptr inbounds %struct.Point, ptr %4, i32 0, i32 0, !dbg !27
  %7 = load i32, ptr %6, align 4, !dbg !27
  %8 = getelementptr inbounds %struct.Point, ptr %5, i32 0, i32 0, !dbg !28
  %9 = load i32, ptr %8, align 4, !dbg !28
  %10 = add nsw i32 %7, %9, !dbg !29
  %11 = getelementptr inbounds %struct.Point, ptr %4, i32 0, i32 1, !dbg !30
  %12 = load i32, ptr %11, align 4, !dbg !30
  %13 = getelementptr inbounds %struct.Point, ptr %5, i32 0, i32 1, !dbg !31
  %14 = load i32, ptr %13, align 4, !dbg !31
  %15 = add nsw i32 %12, %14, !dbg !32
  %16 = call i64 @mkpoint(i32 noundef %10, i32 noundef %15), !dbg !33
  store i64 %16, ptr %3, align 4, !dbg !33
  %17 = load i64, ptr %3, align 4, !dbg !34
  ret i64 %17, !dbg !34
}

; Function Attrs: noinline nounwind optnone uwtable
declare hidden i64 @mkpoint(i32 noundef, i32 noundef) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!15 = distinct !DISubprogram(name: "addp", scope: !1, file: !1, line: 15, type: !16, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !18}
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point", file: !1, line: 5, size: 64, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !18, file: !1, line: 5, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !18, file: !1, line: 5, baseType: !21, size: 32, offset: 32)
!23 = !DILocalVariable(name: "a", arg: 1, scope: !15, file: !1, line: 15, type: !18)
!24 = !DILocation(line: 15, column: 39, scope: !15)
!25 = !DILocalVariable(name: "b", arg: 2, scope: !15, file: !1, line: 15, type: !18)
!26 = !DILocation(line: 15, column: 55, scope: !15)
!27 = !DILocation(line: 15, column: 77, scope: !15)
!28 = !DILocation(line: 15, column: 83, scope: !15)
!29 = !DILocation(line: 15, column: 79, scope: !15)
!30 = !DILocation(line: 15, column: 88, scope: !15)
!31 = !DILocation(line: 15, column: 94, scope: !15)
!32 = !DILocation(line: 15, column: 90, scope: !15)
!33 = !DILocation(line: 15, column: 67, scope: !15)
!34 = !DILocation(line: 15, column: 60, scope: !15)
