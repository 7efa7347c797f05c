source_filename = "minmax_select.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden double @dmax(double noundef %0, double noundef %1) #0 !dbg !22 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !25, !DIExpression(), !26)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !27, !DIExpression(), !28)
  %5 = load double, ptr %3, align 8, !dbg !29
  %6 = load double, ptr %4, align 8, !dbg !30
  %7 = fcmp ogt double %5, %6, !dbg !31
  br i1 %7, label %8, label %10, !dbg !29

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8, !dbg !32
  br label %12, !dbg !29

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8, !dbg !33
  br label %12, !dbg !29

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !29
  ret double %13, !dbg !34
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !13, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "minmax_select.c", directory: ".", checksumkind: CSK_MD5, checksum: "ee7c03eeef6a4ee2b4cc649b44e1748d")
!2 = !{!3, !8, !9, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !4, line: 26, baseType: !5)
!4 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !6, line: 42, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !4, line: 24, baseType: !11)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !6, line: 38, baseType: !12)
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !{}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "dmax", scope: !1, file: !1, line: 14, type: !23, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!23 = !DISubroutineType(types: !24)
!24 = !{!9, !9, !9}
!25 = !DILocalVariable(name: "a", arg: 1, scope: !22, file: !1, line: 14, type: !9)
!26 = !DILocation(line: 14, column: 27, scope: !22)
!27 = !DILocalVariable(name: "b", arg: 2, scope: !22, file: !1, line: 14, type: !9)
!28 = !DILocation(line: 14, column: 37, scope: !22)
!29 = !DILocation(line: 14, column: 49, scope: !22)
!30 = !DILocation(line: 14, column: 53, scope: !22)
!31 = !DILocation(line: 14, column: 51, scope: !22)
!32 = !DILocation(line: 14, column: 57, scope: !22)
!33 = !DILocation(line: 14, column: 61, scope: !22)
!34 = !DILocation(line: 14, column: 42, scope: !22)
