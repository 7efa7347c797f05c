source_filename = "nohdr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline optnone uwtable
define hidden i32 @ack(i32 noundef %0, i32 noundef %1) #0 !dbg !13 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !17, !DIExpression(), !18)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !19, !DIExpression(), !20)
  %5 = load i32, ptr %3, align 4, !dbg !21
  %6 = icmp eq i32 %5, 0, !dbg !22
  br i1 %6, label %7, label %10, !dbg !21

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !23
  %9 = add i32 %8, 1, !dbg !24
  br label %27, !dbg !21

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4, !dbg !25
  %12 = icmp eq i32 %11, 0, !dbg !26
  br i1 %12, label %13, label %17, !dbg !25

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4, !dbg !27
  %15 = sub i32 %14, 1, !dbg !28
  %16 = call i32 @ack(i32 noundef %15, i32 noundef 1), !dbg !29
  br label %25, !dbg !25

17:                                               ; preds = %10
  %18 = load i32, ptr %3, align 4, !dbg !30
  %19 = sub i32 %18, 1, !dbg !31
  %20 = load i32, ptr %3, align 4, !dbg !32
  %21 = load i32, ptr %4, align 4, !dbg !33
  %22 = sub i32 %21, 1, !dbg !34
  %23 = call i32 @ack(i32 noundef %20, i32 noundef %22), !dbg !35
  %24 = call i32 @ack(i32 noundef %19, i32 noundef %23), !dbg !36
  br label %25, !dbg !25

25:                                               ; preds = %17, %13
  %26 = phi i32 [ %16, %13 ], [ %24, %17 ], !dbg !25
  br label %27, !dbg !21

27:                                               ; preds = %25, %7
  %28 = phi i32 [ %9, %7 ], [ %26, %25 ], !dbg !21
  ret i32 %28, !dbg !37
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !4, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "e1db28b6c318efea85d5c4bb1584aabc")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!4 = !{}
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "ack", scope: !1, file: !1, line: 12, type: !14, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !4)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !16}
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !DILocalVariable(name: "m", arg: 1, scope: !13, file: !1, line: 12, type: !16)
!18 = !DILocation(line: 12, column: 30, scope: !13)
!19 = !DILocalVariable(name: "n", arg: 2, scope: !13, file: !1, line: 12, type: !16)
!20 = !DILocation(line: 12, column: 42, scope: !13)
!21 = !DILocation(line: 13, column: 12, scope: !13)
!22 = !DILocation(line: 13, column: 14, scope: !13)
!23 = !DILocation(line: 13, column: 21, scope: !13)
!24 = !DILocation(line: 13, column: 23, scope: !13)
!25 = !DILocation(line: 13, column: 29, scope: !13)
!26 = !DILocation(line: 13, column: 31, scope: !13)
!27 = !DILocation(line: 13, column: 42, scope: !13)
!28 = !DILocation(line: 13, column: 44, scope: !13)
!29 = !DILocation(line: 13, column: 38, scope: !13)
!30 = !DILocation(line: 13, column: 58, scope: !13)
!31 = !DILocation(line: 13, column: 60, scope: !13)
!32 = !DILocation(line: 13, column: 69, scope: !13)
!33 = !DILocation(line: 13, column: 72, scope: !13)
!34 = !DILocation(line: 13, column: 74, scope: !13)
!35 = !DILocation(line: 13, column: 65, scope: !13)
!36 = !DILocation(line: 13, column: 54, scope: !13)
!37 = !DILocation(line: 13, column: 5, scope: !13)
