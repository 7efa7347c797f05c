source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @mini(i32 noundef %0, i32 noundef %1) #0 !dbg !11 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !15, !DIExpression(), !16)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !17, !DIExpression(), !18)
  %5 = load i32, ptr %3, align 4, !dbg !19
  %6 = load i32, ptr %4, align 4, !dbg !20
  %7 = icmp slt i32 %5, %6, !dbg !21
  br i1 %7, label %8, label %10, !dbg !19

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !22
  br label %12, !dbg !19

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4, !dbg !23
  br label %12, !dbg !19

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !19
  ret i32 %13, !dbg !24
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!11 = distinct !DISubprogram(name: "mini", scope: !1, file: !1, line: 11, type: !12, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !2)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DILocalVariable(name: "a", arg: 1, scope: !11, file: !1, line: 11, type: !14)
!16 = !DILocation(line: 11, column: 21, scope: !11)
!17 = !DILocalVariable(name: "b", arg: 2, scope: !11, file: !1, line: 11, type: !14)
!18 = !DILocation(line: 11, column: 28, scope: !11)
!19 = !DILocation(line: 11, column: 40, scope: !11)
!20 = !DILocation(line: 11, column: 44, scope: !11)
!21 = !DILocation(line: 11, column: 42, scope: !11)
!22 = !DILocation(line: 11, column: 48, scope: !11)
!23 = !DILocation(line: 11, column: 52, scope: !11)
!24 = !DILocation(line: 11, column: 33, scope: !11)
