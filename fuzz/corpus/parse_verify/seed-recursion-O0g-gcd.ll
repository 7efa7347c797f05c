source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline optnone uwtable
define hidden i64 @gcd(i64 noundef %0, i64 noundef %1) #0 !dbg !15 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !19, !DIExpression(), !20)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !21, !DIExpression(), !22)
  %5 = load i64, ptr %4, align 8, !dbg !23
  %6 = icmp eq i64 %5, 0, !dbg !24
  br i1 %6, label %7, label %9, !dbg !23

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !25
  br label %15, !dbg !23

9:                                                ; preds = %2
  %10 = load i64, ptr %4, align 8, !dbg !26
  %11 = load i64, ptr %3, align 8, !dbg !27
  %12 = load i64, ptr %4, align 8, !dbg !28
  %13 = srem i64 %11, %12, !dbg !29
  %14 = call i64 @gcd(i64 noundef %10, i64 noundef %13), !dbg !30
  br label %15, !dbg !23

15:                                               ; preds = %9, %7
  %16 = phi i64 [ %8, %7 ], [ %14, %9 ], !dbg !23
  ret i64 %16, !dbg !31
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
!15 = distinct !DISubprogram(name: "gcd", scope: !1, file: !1, line: 60, type: !16, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !18}
!18 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!19 = !DILocalVariable(name: "a", arg: 1, scope: !15, file: !1, line: 60, type: !18)
!20 = !DILocation(line: 60, column: 32, scope: !15)
!21 = !DILocalVariable(name: "b", arg: 2, scope: !15, file: !1, line: 60, type: !18)
!22 = !DILocation(line: 60, column: 45, scope: !15)
!23 = !DILocation(line: 60, column: 57, scope: !15)
!24 = !DILocation(line: 60, column: 59, scope: !15)
!25 = !DILocation(line: 60, column: 66, scope: !15)
!26 = !DILocation(line: 60, column: 74, scope: !15)
!27 = !DILocation(line: 60, column: 77, scope: !15)
!28 = !DILocation(line: 60, column: 81, scope: !15)
!29 = !DILocation(line: 60, column: 79, scope: !15)
!30 = !DILocation(line: 60, column: 70, scope: !15)
!31 = !DILocation(line: 60, column: 50, scope: !15)
