source_filename = "minmax_select.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @select_chain(i32 noundef %0) #0 !dbg !22 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !26, !DIExpression(), !27)
  %3 = load i32, ptr %2, align 4, !dbg !28
  %4 = icmp eq i32 %3, 1, !dbg !29
  br i1 %4, label %5, label %6, !dbg !28

5:                                                ; preds = %1
  br label %23, !dbg !28

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !30
  %8 = icmp eq i32 %7, 2, !dbg !31
  br i1 %8, label %9, label %10, !dbg !30

9:                                                ; preds = %6
  br label %21, !dbg !30

10:                                               ; preds = %6
  %11 = load i32, ptr %2, align 4, !dbg !32
  %12 = icmp eq i32 %11, 3, !dbg !33
  br i1 %12, label %13, label %14, !dbg !32

13:                                               ; preds = %10
  br label %19, !dbg !32

14:                                               ; preds = %10
  %15 = load i32, ptr %2, align 4, !dbg !34
  %16 = icmp sgt i32 %15, 100, !dbg !35
  %17 = zext i1 %16 to i64, !dbg !34
  %18 = select i1 %16, i32 1000, i32 -1, !dbg !34
  br label %19, !dbg !32

19:                                               ; preds = %14, %13
  %20 = phi i32 [ 30, %13 ], [ %18, %14 ], !dbg !32
  br label %21, !dbg !30

21:                                               ; preds = %19, %9
  %22 = phi i32 [ 20, %9 ], [ %20, %19 ], !dbg !30
  br label %23, !dbg !28

23:                                               ; preds = %21, %5
  %24 = phi i32 [ 10, %5 ], [ %22, %21 ], !dbg !28
  ret i32 %24, !dbg !36
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
!22 = distinct !DISubprogram(name: "select_chain", scope: !1, file: !1, line: 16, type: !23, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocalVariable(name: "x", arg: 1, scope: !22, file: !1, line: 16, type: !25)
!27 = !DILocation(line: 16, column: 29, scope: !22)
!28 = !DILocation(line: 16, column: 41, scope: !22)
!29 = !DILocation(line: 16, column: 43, scope: !22)
!30 = !DILocation(line: 16, column: 55, scope: !22)
!31 = !DILocation(line: 16, column: 57, scope: !22)
!32 = !DILocation(line: 16, column: 69, scope: !22)
!33 = !DILocation(line: 16, column: 71, scope: !22)
!34 = !DILocation(line: 16, column: 83, scope: !22)
!35 = !DILocation(line: 16, column: 85, scope: !22)
!36 = !DILocation(line: 16, column: 34, scope: !22)
