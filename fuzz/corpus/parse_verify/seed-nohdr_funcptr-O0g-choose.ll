source_filename = "nohdr_funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@choose.t = external hidden constant [3 x ptr], align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define hidden ptr @choose(i32 noundef %0) #0 !dbg !2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !31, !DIExpression(), !32)
  %3 = load i32, ptr %2, align 4, !dbg !33
  %4 = srem i32 %3, 3, !dbg !34
  %5 = sext i32 %4 to i64, !dbg !35
  %6 = getelementptr inbounds [3 x ptr], ptr @choose.t, i64 0, i64 %5, !dbg !35
  %7 = load ptr, ptr %6, align 8, !dbg !35
  ret ptr %7, !dbg !36
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "t", scope: !2, file: !3, line: 40, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "choose", scope: !3, file: !3, line: 40, type: !4, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !11, retainedNodes: !18)
!3 = !DIFile(filename: "nohdr_funcptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "2ab8740d9770e4dcca27280d8c216405")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !10}
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "op_fn", file: !3, line: 36, baseType: !7)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !12, globals: !17, splitDebugInlining: false, nameTableKind: None)
!12 = !{!13, !14, !15}
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!17 = !{!0}
!18 = !{}
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 192, elements: !21)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!21 = !{!22}
!22 = !DISubrange(count: 3)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = !DILocalVariable(name: "k", arg: 1, scope: !2, file: !3, line: 40, type: !10)
!32 = !DILocation(line: 40, column: 25, scope: !2)
!33 = !DILocation(line: 40, column: 83, scope: !2)
!34 = !DILocation(line: 40, column: 85, scope: !2)
!35 = !DILocation(line: 40, column: 81, scope: !2)
!36 = !DILocation(line: 40, column: 74, scope: !2)
