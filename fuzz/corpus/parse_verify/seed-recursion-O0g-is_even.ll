source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline optnone uwtable
define hidden i32 @is_even(i32 noundef %0) #0 !dbg !15 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !18, !DIExpression(), !19)
  %3 = load i32, ptr %2, align 4, !dbg !20
  %4 = icmp eq i32 %3, 0, !dbg !21
  br i1 %4, label %5, label %6, !dbg !20

5:                                                ; preds = %1
  br label %10, !dbg !20

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !22
  %8 = sub i32 %7, 1, !dbg !23
  %9 = call i32 @is_odd(i32 noundef %8), !dbg !24
  br label %10, !dbg !20

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ], !dbg !20
  ret i32 %11, !dbg !25
}

; Function Attrs: noinline optnone uwtable
declare hidden i32 @is_odd(i32 noundef) #0

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !6, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "a60f76fedd63b84904276da8508a690c")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "is_even", scope: !1, file: !1, line: 15, type: !16, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !4}
!18 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 15, type: !4)
!19 = !DILocation(line: 15, column: 29, scope: !15)
!20 = !DILocation(line: 15, column: 41, scope: !15)
!21 = !DILocation(line: 15, column: 43, scope: !15)
!22 = !DILocation(line: 15, column: 61, scope: !15)
!23 = !DILocation(line: 15, column: 63, scope: !15)
!24 = !DILocation(line: 15, column: 54, scope: !15)
!25 = !DILocation(line: 15, column: 34, scope: !15)
