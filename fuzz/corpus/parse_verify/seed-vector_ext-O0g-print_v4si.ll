source_filename = "vector_ext.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.19 = external hidden unnamed_addr constant [23 x i8], align 1, !dbg !0

; Function Attrs: noinline optnone uwtable
define hidden void @print_v4si(ptr noundef %0, <4 x i32> noundef %1) #0 !dbg !25 {
  %3 = alloca ptr, align 8
  %4 = alloca <4 x i32>, align 16
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !34, !DIExpression(), !35)
  store <4 x i32> %1, ptr %4, align 16
    #dbg_declare(ptr %4, !36, !DIExpression(), !37)
  %5 = load ptr, ptr %3, align 8, !dbg !38
  %6 = load <4 x i32>, ptr %4, align 16, !dbg !39
  %7 = extractelement <4 x i32> %6, i32 0, !dbg !39
  %8 = load <4 x i32>, ptr %4, align 16, !dbg !40
  %9 = extractelement <4 x i32> %8, i32 1, !dbg !40
  %10 = load <4 x i32>, ptr %4, align 16, !dbg !41
  %11 = extractelement <4 x i32> %10, i32 2, !dbg !41
  %12 = load <4 x i32>, ptr %4, align 16, !dbg !42
  %13 = extractelement <4 x i32> %12, i32 3, !dbg !42
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %5, i32 noundef %7, i32 noundef %9, i32 noundef %11, i32 noundef %13), !dbg !43
  ret void, !dbg !44
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "vector_ext.c", directory: ".", checksumkind: CSK_MD5, checksum: "a6ff3b29039c972a240f50d6fdaaca29")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 23)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !16, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !14, !15}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4su", file: !2, line: 6, baseType: !10)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, flags: DIFlagVector, elements: !12)
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !{!13}
!13 = !DISubrange(count: 4)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!16 = !{!0}
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "print_v4si", scope: !2, file: !2, line: 19, type: !26, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !33)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !28, !30}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !2, line: 5, baseType: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 128, flags: DIFlagVector, elements: !12)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{}
!34 = !DILocalVariable(name: "n", arg: 1, scope: !25, file: !2, line: 19, type: !28)
!35 = !DILocation(line: 19, column: 36, scope: !25)
!36 = !DILocalVariable(name: "v", arg: 2, scope: !25, file: !2, line: 19, type: !30)
!37 = !DILocation(line: 19, column: 44, scope: !25)
!38 = !DILocation(line: 19, column: 83, scope: !25)
!39 = !DILocation(line: 19, column: 86, scope: !25)
!40 = !DILocation(line: 19, column: 92, scope: !25)
!41 = !DILocation(line: 19, column: 98, scope: !25)
!42 = !DILocation(line: 19, column: 104, scope: !25)
!43 = !DILocation(line: 19, column: 49, scope: !25)
!44 = !DILocation(line: 19, column: 111, scope: !25)
