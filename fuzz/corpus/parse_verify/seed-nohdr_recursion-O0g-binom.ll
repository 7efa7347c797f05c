source_filename = "nohdr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline optnone uwtable
define hidden i64 @binom(i32 noundef %0, i32 noundef %1) #0 !dbg !13 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !18, !DIExpression(), !19)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !20, !DIExpression(), !21)
  %5 = load i32, ptr %4, align 4, !dbg !22
  %6 = icmp eq i32 %5, 0, !dbg !23
  br i1 %6, label %11, label %7, !dbg !24

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !25
  %9 = load i32, ptr %3, align 4, !dbg !26
  %10 = icmp eq i32 %8, %9, !dbg !27
  br i1 %10, label %11, label %12, !dbg !22

11:                                               ; preds = %7, %2
  br label %23, !dbg !22

12:                                               ; preds = %7
  %13 = load i32, ptr %3, align 4, !dbg !28
  %14 = sub nsw i32 %13, 1, !dbg !29
  %15 = load i32, ptr %4, align 4, !dbg !30
  %16 = sub nsw i32 %15, 1, !dbg !31
  %17 = call i64 @binom(i32 noundef %14, i32 noundef %16), !dbg !32
  %18 = load i32, ptr %3, align 4, !dbg !33
  %19 = sub nsw i32 %18, 1, !dbg !34
  %20 = load i32, ptr %4, align 4, !dbg !35
  %21 = call i64 @binom(i32 noundef %19, i32 noundef %20), !dbg !36
  %22 = add nsw i64 %17, %21, !dbg !37
  br label %23, !dbg !22

23:                                               ; preds = %12, %11
  %24 = phi i64 [ 1, %11 ], [ %22, %12 ], !dbg !22
  ret i64 %24, !dbg !38
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
!13 = distinct !DISubprogram(name: "binom", scope: !1, file: !1, line: 18, type: !14, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !4)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !17, !17}
!16 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DILocalVariable(name: "n", arg: 1, scope: !13, file: !1, line: 18, type: !17)
!19 = !DILocation(line: 18, column: 28, scope: !13)
!20 = !DILocalVariable(name: "k", arg: 2, scope: !13, file: !1, line: 18, type: !17)
!21 = !DILocation(line: 18, column: 35, scope: !13)
!22 = !DILocation(line: 18, column: 47, scope: !13)
!23 = !DILocation(line: 18, column: 49, scope: !13)
!24 = !DILocation(line: 18, column: 54, scope: !13)
!25 = !DILocation(line: 18, column: 57, scope: !13)
!26 = !DILocation(line: 18, column: 62, scope: !13)
!27 = !DILocation(line: 18, column: 59, scope: !13)
!28 = !DILocation(line: 18, column: 76, scope: !13)
!29 = !DILocation(line: 18, column: 78, scope: !13)
!30 = !DILocation(line: 18, column: 83, scope: !13)
!31 = !DILocation(line: 18, column: 85, scope: !13)
!32 = !DILocation(line: 18, column: 70, scope: !13)
!33 = !DILocation(line: 18, column: 98, scope: !13)
!34 = !DILocation(line: 18, column: 100, scope: !13)
!35 = !DILocation(line: 18, column: 105, scope: !13)
!36 = !DILocation(line: 18, column: 92, scope: !13)
!37 = !DILocation(line: 18, column: 90, scope: !13)
!38 = !DILocation(line: 18, column: 40, scope: !13)
