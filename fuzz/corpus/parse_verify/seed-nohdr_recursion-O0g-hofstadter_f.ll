source_filename = "nohdr_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline optnone uwtable
define hidden i32 @hofstadter_f(i32 noundef %0) #0 !dbg !13 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !17, !DIExpression(), !18)
  %3 = load i32, ptr %2, align 4, !dbg !19
  %4 = icmp eq i32 %3, 0, !dbg !20
  br i1 %4, label %5, label %6, !dbg !19

5:                                                ; preds = %1
  br label %13, !dbg !19

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !21
  %8 = load i32, ptr %2, align 4, !dbg !22
  %9 = sub nsw i32 %8, 1, !dbg !23
  %10 = call i32 @hofstadter_f(i32 noundef %9), !dbg !24
  %11 = call i32 @hofstadter_m(i32 noundef %10), !dbg !25
  %12 = sub nsw i32 %7, %11, !dbg !26
  br label %13, !dbg !19

13:                                               ; preds = %6, %5
  %14 = phi i32 [ 1, %5 ], [ %12, %6 ], !dbg !19
  ret i32 %14, !dbg !27
}

; Function Attrs: noinline optnone uwtable
declare hidden i32 @hofstadter_m(i32 noundef) #0

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
!13 = distinct !DISubprogram(name: "hofstadter_f", scope: !1, file: !1, line: 17, type: !14, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !4)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DILocalVariable(name: "n", arg: 1, scope: !13, file: !1, line: 17, type: !16)
!18 = !DILocation(line: 17, column: 29, scope: !13)
!19 = !DILocation(line: 17, column: 41, scope: !13)
!20 = !DILocation(line: 17, column: 43, scope: !13)
!21 = !DILocation(line: 17, column: 54, scope: !13)
!22 = !DILocation(line: 17, column: 84, scope: !13)
!23 = !DILocation(line: 17, column: 86, scope: !13)
!24 = !DILocation(line: 17, column: 71, scope: !13)
!25 = !DILocation(line: 17, column: 58, scope: !13)
!26 = !DILocation(line: 17, column: 56, scope: !13)
!27 = !DILocation(line: 17, column: 34, scope: !13)
