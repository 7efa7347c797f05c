source_filename = "vector_ext.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden void @vbig(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !19 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !28, !DIExpression(), !29)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !30, !DIExpression(), !31)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !32, !DIExpression(), !33)
  %7 = load ptr, ptr %5, align 8, !dbg !34
  %8 = load <4 x i64>, ptr %7, align 32, !dbg !35
  %9 = load ptr, ptr %6, align 8, !dbg !36
  %10 = load <4 x i64>, ptr %9, align 32, !dbg !37
  %11 = xor <4 x i64> %8, %10, !dbg !38
  %12 = load ptr, ptr %5, align 8, !dbg !39
  %13 = load <4 x i64>, ptr %12, align 32, !dbg !40
  %14 = ashr <4 x i64> %13, <i64 3, i64 3, i64 3, i64 3>, !dbg !41
  %15 = add <4 x i64> %11, %14, !dbg !42
  %16 = load ptr, ptr %6, align 8, !dbg !43
  %17 = load <4 x i64>, ptr %16, align 32, !dbg !44
  %18 = shl <4 x i64> %17, <i64 2, i64 2, i64 2, i64 2>, !dbg !45
  %19 = sub <4 x i64> %15, %18, !dbg !46
  %20 = load ptr, ptr %4, align 8, !dbg !47
  store <4 x i64> %19, ptr %20, align 32, !dbg !48
  ret void, !dbg !49
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !10, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vector_ext.c", directory: ".", checksumkind: CSK_MD5, checksum: "a6ff3b29039c972a240f50d6fdaaca29")
!2 = !{!3, !8, !9}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4su", file: !1, line: 6, baseType: !4)
!4 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, flags: DIFlagVector, elements: !6)
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7}
!7 = !DISubrange(count: 4)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "vbig", scope: !1, file: !1, line: 16, type: !20, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !10)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !26, !26}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4di", file: !1, line: 11, baseType: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 256, flags: DIFlagVector, elements: !6)
!25 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!28 = !DILocalVariable(name: "r", arg: 1, scope: !19, file: !1, line: 16, type: !22)
!29 = !DILocation(line: 16, column: 24, scope: !19)
!30 = !DILocalVariable(name: "a", arg: 2, scope: !19, file: !1, line: 16, type: !26)
!31 = !DILocation(line: 16, column: 39, scope: !19)
!32 = !DILocalVariable(name: "b", arg: 3, scope: !19, file: !1, line: 16, type: !26)
!33 = !DILocation(line: 16, column: 54, scope: !19)
!34 = !DILocation(line: 16, column: 66, scope: !19)
!35 = !DILocation(line: 16, column: 65, scope: !19)
!36 = !DILocation(line: 16, column: 71, scope: !19)
!37 = !DILocation(line: 16, column: 70, scope: !19)
!38 = !DILocation(line: 16, column: 68, scope: !19)
!39 = !DILocation(line: 16, column: 78, scope: !19)
!40 = !DILocation(line: 16, column: 77, scope: !19)
!41 = !DILocation(line: 16, column: 80, scope: !19)
!42 = !DILocation(line: 16, column: 74, scope: !19)
!43 = !DILocation(line: 16, column: 90, scope: !19)
!44 = !DILocation(line: 16, column: 89, scope: !19)
!45 = !DILocation(line: 16, column: 92, scope: !19)
!46 = !DILocation(line: 16, column: 86, scope: !19)
!47 = !DILocation(line: 16, column: 60, scope: !19)
!48 = !DILocation(line: 16, column: 62, scope: !19)
!49 = !DILocation(line: 16, column: 99, scope: !19)
