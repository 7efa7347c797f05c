source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline optnone uwtable
define hidden i32 @apply_n(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !11 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !18, !DIExpression(), !19)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !20, !DIExpression(), !21)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !22, !DIExpression(), !23)
  br label %7, !dbg !24

7:                                                ; preds = %11, %3
  %8 = load i32, ptr %5, align 4, !dbg !25
  %9 = add nsw i32 %8, -1, !dbg !25
  store i32 %9, ptr %5, align 4, !dbg !25
  %10 = icmp sgt i32 %8, 0, !dbg !26
  br i1 %10, label %11, label %15, !dbg !24

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8, !dbg !27
  %13 = load i32, ptr %6, align 4, !dbg !28
  %14 = call i32 %12(i32 noundef %13), !dbg !27
  store i32 %14, ptr %6, align 4, !dbg !29
  br label %7, !dbg !24, !llvm.loop !30

15:                                               ; preds = %7
  %16 = load i32, ptr %6, align 4, !dbg !33
  ret i32 %16, !dbg !34
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "funcptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d82d7ad6ffeff202dfae462d78b3023")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 2}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "apply_n", scope: !1, file: !1, line: 54, type: !12, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !2)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !15, !14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DISubroutineType(types: !17)
!17 = !{!14, !14}
!18 = !DILocalVariable(name: "f", arg: 1, scope: !11, file: !1, line: 54, type: !15)
!19 = !DILocation(line: 54, column: 26, scope: !11)
!20 = !DILocalVariable(name: "n", arg: 2, scope: !11, file: !1, line: 54, type: !14)
!21 = !DILocation(line: 54, column: 39, scope: !11)
!22 = !DILocalVariable(name: "x", arg: 3, scope: !11, file: !1, line: 54, type: !14)
!23 = !DILocation(line: 54, column: 46, scope: !11)
!24 = !DILocation(line: 55, column: 5, scope: !11)
!25 = !DILocation(line: 55, column: 13, scope: !11)
!26 = !DILocation(line: 55, column: 16, scope: !11)
!27 = !DILocation(line: 55, column: 25, scope: !11)
!28 = !DILocation(line: 55, column: 27, scope: !11)
!29 = !DILocation(line: 55, column: 23, scope: !11)
!30 = distinct !{!30, !24, !31, !32}
!31 = !DILocation(line: 55, column: 28, scope: !11)
!32 = !{!"llvm.loop.mustprogress"}
!33 = !DILocation(line: 56, column: 12, scope: !11)
!34 = !DILocation(line: 56, column: 5, scope: !11)
