source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ovf(i32 noundef %0, i32 noundef %1) #0 !dbg !13 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !17, !DIExpression(), !18)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !19, !DIExpression(), !20)
    #dbg_declare(ptr %6, !21, !DIExpression(), !22)
  %7 = load i32, ptr %4, align 4, !dbg !23
  %8 = load i32, ptr %5, align 4, !dbg !25
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8), !dbg !26
  %10 = extractvalue { i32, i1 } %9, 1, !dbg !26
  %11 = extractvalue { i32, i1 } %9, 0, !dbg !26
  store i32 %11, ptr %6, align 4, !dbg !26
  br i1 %10, label %12, label %13, !dbg !27

12:                                               ; preds = %2
  store i32 -1, ptr %3, align 4, !dbg !28
  br label %15, !dbg !28

13:                                               ; preds = %2
  %14 = load i32, ptr %6, align 4, !dbg !29
  store i32 %14, ptr %3, align 4, !dbg !30
  br label %15, !dbg !30

15:                                               ; preds = %13, %12
  %16 = load i32, ptr %3, align 4, !dbg !31
  ret i32 %16, !dbg !31
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !4, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "misc.c", directory: ".", checksumkind: CSK_MD5, checksum: "83a3788b500fccc4cd4dce999205f4e8")
!2 = !{!3}
!3 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!4 = !{}
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "ovf", scope: !1, file: !1, line: 12, type: !14, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !4)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DILocalVariable(name: "a", arg: 1, scope: !13, file: !1, line: 12, type: !16)
!18 = !DILocation(line: 12, column: 13, scope: !13)
!19 = !DILocalVariable(name: "b", arg: 2, scope: !13, file: !1, line: 12, type: !16)
!20 = !DILocation(line: 12, column: 20, scope: !13)
!21 = !DILocalVariable(name: "r", scope: !13, file: !1, line: 12, type: !16)
!22 = !DILocation(line: 12, column: 29, scope: !13)
!23 = !DILocation(line: 12, column: 60, scope: !24)
!24 = distinct !DILexicalBlock(scope: !13, file: !1, line: 12, column: 36)
!25 = !DILocation(line: 12, column: 63, scope: !24)
!26 = !DILocation(line: 12, column: 36, scope: !24)
!27 = !DILocation(line: 12, column: 36, scope: !13)
!28 = !DILocation(line: 12, column: 71, scope: !24)
!29 = !DILocation(line: 12, column: 89, scope: !13)
!30 = !DILocation(line: 12, column: 82, scope: !13)
!31 = !DILocation(line: 12, column: 92, scope: !13)
