source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Node = type { i32, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define hidden ptr @push(ptr noundef %0, i32 noundef %1) #0 !dbg !16 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !24, !DIExpression(), !25)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !26, !DIExpression(), !27)
    #dbg_declare(ptr %5, !28, !DIExpression(), !29)
  %6 = call noalias ptr @malloc(i64 noundef 16) #2, !dbg !30
  store ptr %6, ptr %5, align 8, !dbg !29
  %7 = load i32, ptr %4, align 4, !dbg !31
  %8 = load ptr, ptr %5, align 8, !dbg !32
  %9 = getelementptr inbounds %struct.Node, ptr %8, i32 0, i32 0, !dbg !33
  store i32 %7, ptr %9, align 8, !dbg !34
  %10 = load ptr, ptr %3, align 8, !dbg !35
  %11 = load ptr, ptr %5, align 8, !dbg !36
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 1, !dbg !37
  store ptr %10, ptr %12, align 8, !dbg !38
  %13 = load ptr, ptr %5, align 8, !dbg !39
  ret ptr %13, !dbg !40
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !7, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "linked_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "c8f042b81527076e83337998c39176bc")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 7, type: !17, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !7)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19, !3}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !1, line: 5, size: 128, elements: !21)
!21 = !{!22, !23}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !20, file: !1, line: 5, baseType: !3, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !20, file: !1, line: 5, baseType: !19, size: 64, offset: 64)
!24 = !DILocalVariable(name: "head", arg: 1, scope: !16, file: !1, line: 7, type: !19)
!25 = !DILocation(line: 7, column: 39, scope: !16)
!26 = !DILocalVariable(name: "v", arg: 2, scope: !16, file: !1, line: 7, type: !3)
!27 = !DILocation(line: 7, column: 49, scope: !16)
!28 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 8, type: !19)
!29 = !DILocation(line: 8, column: 18, scope: !16)
!30 = !DILocation(line: 8, column: 22, scope: !16)
!31 = !DILocation(line: 9, column: 16, scope: !16)
!32 = !DILocation(line: 9, column: 5, scope: !16)
!33 = !DILocation(line: 9, column: 8, scope: !16)
!34 = !DILocation(line: 9, column: 14, scope: !16)
!35 = !DILocation(line: 10, column: 15, scope: !16)
!36 = !DILocation(line: 10, column: 5, scope: !16)
!37 = !DILocation(line: 10, column: 8, scope: !16)
!38 = !DILocation(line: 10, column: 13, scope: !16)
!39 = !DILocation(line: 11, column: 12, scope: !16)
!40 = !DILocation(line: 11, column: 5, scope: !16)
