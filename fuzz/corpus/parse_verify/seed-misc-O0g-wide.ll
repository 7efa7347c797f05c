source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @wide(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !13 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
    #dbg_declare(ptr %8, !17, !DIExpression(), !18)
  store i128 %15, ptr %9, align 16
    #dbg_declare(ptr %9, !19, !DIExpression(), !20)
  %16 = load i128, ptr %8, align 16, !dbg !21
  %17 = load i128, ptr %9, align 16, !dbg !22
  %18 = mul nsw i128 %16, %17, !dbg !23
  %19 = load i128, ptr %8, align 16, !dbg !24
  %20 = ashr i128 %19, 3, !dbg !25
  %21 = add nsw i128 %18, %20, !dbg !26
  store i128 %21, ptr %5, align 16, !dbg !27
  %22 = load { i64, i64 }, ptr %5, align 16, !dbg !27
  ret { i64, i64 } %22, !dbg !27
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!13 = distinct !DISubprogram(name: "wide", scope: !1, file: !1, line: 10, type: !14, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !4)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !16}
!16 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!17 = !DILocalVariable(name: "a", arg: 1, scope: !13, file: !1, line: 10, type: !16)
!18 = !DILocation(line: 10, column: 24, scope: !13)
!19 = !DILocalVariable(name: "b", arg: 2, scope: !13, file: !1, line: 10, type: !16)
!20 = !DILocation(line: 10, column: 36, scope: !13)
!21 = !DILocation(line: 10, column: 48, scope: !13)
!22 = !DILocation(line: 10, column: 52, scope: !13)
!23 = !DILocation(line: 10, column: 50, scope: !13)
!24 = !DILocation(line: 10, column: 57, scope: !13)
!25 = !DILocation(line: 10, column: 59, scope: !13)
!26 = !DILocation(line: 10, column: 54, scope: !13)
!27 = !DILocation(line: 10, column: 41, scope: !13)
