source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.38 = external hidden unnamed_addr constant [3 x i8], align 1, !dbg !0

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #0

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @bounded(ptr noundef %0, i64 noundef %1, ptr noundef %2) #1 !dbg !21 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !31, !DIExpression(), !32)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !33, !DIExpression(), !34)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !35, !DIExpression(), !36)
  %7 = load ptr, ptr %4, align 8, !dbg !37
  %8 = load i64, ptr %5, align 8, !dbg !38
  %9 = load ptr, ptr %6, align 8, !dbg !39
  %10 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %7, i64 noundef %8, ptr noundef @.str.38, ptr noundef %9) #2, !dbg !40
  ret i32 %10, !dbg !41
}

attributes #0 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "strings.c", directory: ".", checksumkind: CSK_MD5, checksum: "a24537a5d00d2a30d6633e2d88649af7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 3)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10, !11, !4}
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "bounded", scope: !2, file: !2, line: 20, type: !22, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !30)
!22 = !DISubroutineType(types: !23)
!23 = !{!11, !24, !25, !28}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !26, line: 18, baseType: !27)
!26 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!30 = !{}
!31 = !DILocalVariable(name: "out", arg: 1, scope: !21, file: !2, line: 20, type: !24)
!32 = !DILocation(line: 20, column: 26, scope: !21)
!33 = !DILocalVariable(name: "n", arg: 2, scope: !21, file: !2, line: 20, type: !25)
!34 = !DILocation(line: 20, column: 38, scope: !21)
!35 = !DILocalVariable(name: "s", arg: 3, scope: !21, file: !2, line: 20, type: !28)
!36 = !DILocation(line: 20, column: 53, scope: !21)
!37 = !DILocation(line: 20, column: 74, scope: !21)
!38 = !DILocation(line: 20, column: 79, scope: !21)
!39 = !DILocation(line: 20, column: 88, scope: !21)
!40 = !DILocation(line: 20, column: 65, scope: !21)
!41 = !DILocation(line: 20, column: 58, scope: !21)
