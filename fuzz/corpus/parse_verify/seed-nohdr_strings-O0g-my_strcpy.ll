source_filename = "nohdr_strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden ptr @my_strcpy(ptr noundef %0, ptr noundef %1) #0 !dbg !16 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !22, !DIExpression(), !23)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %6 = load ptr, ptr %3, align 8, !dbg !28
  store ptr %6, ptr %5, align 8, !dbg !27
  br label %7, !dbg !29

7:                                                ; preds = %14, %2
  %8 = load ptr, ptr %4, align 8, !dbg !30
  %9 = getelementptr inbounds i8, ptr %8, i32 1, !dbg !30
  store ptr %9, ptr %4, align 8, !dbg !30
  %10 = load i8, ptr %8, align 1, !dbg !31
  %11 = load ptr, ptr %3, align 8, !dbg !32
  %12 = getelementptr inbounds i8, ptr %11, i32 1, !dbg !32
  store ptr %12, ptr %3, align 8, !dbg !32
  store i8 %10, ptr %11, align 1, !dbg !33
  %13 = icmp ne i8 %10, 0, !dbg !29
  br i1 %13, label %14, label %15, !dbg !29

14:                                               ; preds = %7
  br label %7, !dbg !29, !llvm.loop !34

15:                                               ; preds = %7
  %16 = load ptr, ptr %5, align 8, !dbg !37
  ret ptr %16, !dbg !38
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
!16 = distinct !DISubprogram(name: "my_strcpy", scope: !1, file: !1, line: 11, type: !17, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !7)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19, !20}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!22 = !DILocalVariable(name: "d", arg: 1, scope: !16, file: !1, line: 11, type: !19)
!23 = !DILocation(line: 11, column: 30, scope: !16)
!24 = !DILocalVariable(name: "s", arg: 2, scope: !16, file: !1, line: 11, type: !20)
!25 = !DILocation(line: 11, column: 45, scope: !16)
!26 = !DILocalVariable(name: "r", scope: !16, file: !1, line: 11, type: !19)
!27 = !DILocation(line: 11, column: 56, scope: !16)
!28 = !DILocation(line: 11, column: 60, scope: !16)
!29 = !DILocation(line: 11, column: 63, scope: !16)
!30 = !DILocation(line: 11, column: 80, scope: !16)
!31 = !DILocation(line: 11, column: 78, scope: !16)
!32 = !DILocation(line: 11, column: 73, scope: !16)
!33 = !DILocation(line: 11, column: 76, scope: !16)
!34 = distinct !{!34, !29, !35, !36}
!35 = !DILocation(line: 11, column: 86, scope: !16)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !DILocation(line: 11, column: 95, scope: !16)
!38 = !DILocation(line: 11, column: 88, scope: !16)
