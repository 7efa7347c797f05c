source_filename = "nohdr_strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i64 @my_strlen(ptr noundef %0) #0 !dbg !16 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !21, !DIExpression(), !22)
    #dbg_declare(ptr %3, !23, !DIExpression(), !24)
  %4 = load ptr, ptr %2, align 8, !dbg !25
  store ptr %4, ptr %3, align 8, !dbg !24
  br label %5, !dbg !26

5:                                                ; preds = %9, %1
  %6 = load ptr, ptr %3, align 8, !dbg !27
  %7 = load i8, ptr %6, align 1, !dbg !28
  %8 = icmp ne i8 %7, 0, !dbg !26
  br i1 %8, label %9, label %12, !dbg !26

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 8, !dbg !29
  %11 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !29
  store ptr %11, ptr %3, align 8, !dbg !29
  br label %5, !dbg !26, !llvm.loop !30

12:                                               ; preds = %5
  %13 = load ptr, ptr %3, align 8, !dbg !32
  %14 = load ptr, ptr %2, align 8, !dbg !33
  %15 = ptrtoint ptr %13 to i64, !dbg !34
  %16 = ptrtoint ptr %14 to i64, !dbg !34
  %17 = sub i64 %15, %16, !dbg !34
  ret i64 %17, !dbg !35
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !7, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_strings.c", directory: ".", checksumkind: CSK_MD5, checksum: "73f41f76e04f24ae27fd687f1a7bc432")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !{}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "my_strlen", scope: !1, file: !1, line: 6, type: !17, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !7)
!17 = !DISubroutineType(types: !18)
!18 = !{!5, !19}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!21 = !DILocalVariable(name: "s", arg: 1, scope: !16, file: !1, line: 6, type: !19)
!22 = !DILocation(line: 6, column: 44, scope: !16)
!23 = !DILocalVariable(name: "p", scope: !16, file: !1, line: 6, type: !19)
!24 = !DILocation(line: 6, column: 61, scope: !16)
!25 = !DILocation(line: 6, column: 65, scope: !16)
!26 = !DILocation(line: 6, column: 68, scope: !16)
!27 = !DILocation(line: 6, column: 76, scope: !16)
!28 = !DILocation(line: 6, column: 75, scope: !16)
!29 = !DILocation(line: 6, column: 80, scope: !16)
!30 = distinct !{!30, !26, !29, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !DILocation(line: 6, column: 107, scope: !16)
!33 = !DILocation(line: 6, column: 111, scope: !16)
!34 = !DILocation(line: 6, column: 109, scope: !16)
!35 = !DILocation(line: 6, column: 84, scope: !16)
