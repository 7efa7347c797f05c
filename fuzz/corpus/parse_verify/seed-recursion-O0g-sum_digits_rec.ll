source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline optnone uwtable
define hidden i32 @sum_digits_rec(i64 noundef %0) #0 !dbg !15 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !19, !DIExpression(), !20)
  %3 = load i64, ptr %2, align 8, !dbg !21
  %4 = icmp eq i64 %3, 0, !dbg !22
  br i1 %4, label %5, label %6, !dbg !21

5:                                                ; preds = %1
  br label %14, !dbg !21

6:                                                ; preds = %1
  %7 = load i64, ptr %2, align 8, !dbg !23
  %8 = urem i64 %7, 10, !dbg !24
  %9 = trunc i64 %8 to i32, !dbg !25
  %10 = load i64, ptr %2, align 8, !dbg !26
  %11 = udiv i64 %10, 10, !dbg !27
  %12 = call i32 @sum_digits_rec(i64 noundef %11), !dbg !28
  %13 = add nsw i32 %9, %12, !dbg !29
  br label %14, !dbg !21

14:                                               ; preds = %6, %5
  %15 = phi i32 [ 0, %5 ], [ %13, %6 ], !dbg !21
  ret i32 %15, !dbg !30
}

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
!15 = distinct !DISubprogram(name: "sum_digits_rec", scope: !1, file: !1, line: 62, type: !16, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !18}
!18 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!19 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 62, type: !18)
!20 = !DILocation(line: 62, column: 46, scope: !15)
!21 = !DILocation(line: 62, column: 58, scope: !15)
!22 = !DILocation(line: 62, column: 60, scope: !15)
!23 = !DILocation(line: 62, column: 77, scope: !15)
!24 = !DILocation(line: 62, column: 79, scope: !15)
!25 = !DILocation(line: 62, column: 71, scope: !15)
!26 = !DILocation(line: 62, column: 102, scope: !15)
!27 = !DILocation(line: 62, column: 104, scope: !15)
!28 = !DILocation(line: 62, column: 87, scope: !15)
!29 = !DILocation(line: 62, column: 85, scope: !15)
!30 = !DILocation(line: 62, column: 51, scope: !15)
