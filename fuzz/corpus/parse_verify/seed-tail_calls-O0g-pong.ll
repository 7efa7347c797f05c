source_filename = "tail_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline optnone uwtable
declare hidden i32 @ping(i32 noundef, i32 noundef) #0

; Function Attrs: noinline optnone uwtable
define hidden i32 @pong(i32 noundef %0, i32 noundef %1) #0 !dbg !11 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !15, !DIExpression(), !16)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !17, !DIExpression(), !18)
  %5 = load i32, ptr %3, align 4, !dbg !19
  %6 = icmp sle i32 %5, 0, !dbg !20
  br i1 %6, label %7, label %9, !dbg !19

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !21
  br label %17, !dbg !19

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4, !dbg !22
  %11 = sub nsw i32 %10, 1, !dbg !23
  %12 = load i32, ptr %4, align 4, !dbg !24
  %13 = mul nsw i32 %12, 3, !dbg !25
  %14 = srem i32 %13, 10007, !dbg !26
  %15 = add nsw i32 %14, 2, !dbg !27
  %16 = call i32 @ping(i32 noundef %11, i32 noundef %15), !dbg !28
  br label %17, !dbg !19

17:                                               ; preds = %9, %7
  %18 = phi i32 [ %8, %7 ], [ %16, %9 ], !dbg !19
  ret i32 %18, !dbg !29
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tail_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "239e9e48052f9f1f7c421541da05374b")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 2}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "pong", scope: !1, file: !1, line: 13, type: !12, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !2)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DILocalVariable(name: "n", arg: 1, scope: !11, file: !1, line: 13, type: !14)
!16 = !DILocation(line: 13, column: 21, scope: !11)
!17 = !DILocalVariable(name: "acc", arg: 2, scope: !11, file: !1, line: 13, type: !14)
!18 = !DILocation(line: 13, column: 28, scope: !11)
!19 = !DILocation(line: 13, column: 42, scope: !11)
!20 = !DILocation(line: 13, column: 44, scope: !11)
!21 = !DILocation(line: 13, column: 51, scope: !11)
!22 = !DILocation(line: 13, column: 62, scope: !11)
!23 = !DILocation(line: 13, column: 64, scope: !11)
!24 = !DILocation(line: 13, column: 69, scope: !11)
!25 = !DILocation(line: 13, column: 73, scope: !11)
!26 = !DILocation(line: 13, column: 77, scope: !11)
!27 = !DILocation(line: 13, column: 85, scope: !11)
!28 = !DILocation(line: 13, column: 57, scope: !11)
!29 = !DILocation(line: 13, column: 35, scope: !11)
