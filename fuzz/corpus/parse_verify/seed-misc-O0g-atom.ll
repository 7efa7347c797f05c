source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @atom(ptr noundef %0) #0 !dbg !13 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !18, !DIExpression(), !19)
  %9 = load ptr, ptr %2, align 8, !dbg !20
  store i32 1, ptr %3, align 4, !dbg !21
  %10 = load i32, ptr %3, align 4, !dbg !21
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !21
  store i32 %11, ptr %4, align 4, !dbg !21
  %12 = load i32, ptr %4, align 4, !dbg !21
    #dbg_declare(ptr %5, !22, !DIExpression(), !23)
  store i32 0, ptr %5, align 4, !dbg !23
  %13 = load ptr, ptr %2, align 8, !dbg !24
  store i32 5, ptr %6, align 4, !dbg !25
  %14 = load i32, ptr %5, align 4, !dbg !25
  %15 = load i32, ptr %6, align 4, !dbg !25
  %16 = cmpxchg ptr %13, i32 %14, i32 %15 acq_rel acquire, align 4, !dbg !25
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !25
  %18 = extractvalue { i32, i1 } %16, 1, !dbg !25
  br i1 %18, label %20, label %19, !dbg !25

19:                                               ; preds = %1
  store i32 %17, ptr %5, align 4, !dbg !25
  br label %20, !dbg !25

20:                                               ; preds = %19, %1
  %21 = zext i1 %18 to i8, !dbg !25
  store i8 %21, ptr %7, align 1, !dbg !25
  %22 = load i8, ptr %7, align 1, !dbg !25
  %23 = trunc i8 %22 to i1, !dbg !25
  %24 = load ptr, ptr %2, align 8, !dbg !26
  %25 = load atomic i32, ptr %24 acquire, align 4, !dbg !27
  store i32 %25, ptr %8, align 4, !dbg !27
  %26 = load i32, ptr %8, align 4, !dbg !27
  ret i32 %26, !dbg !28
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
!13 = distinct !DISubprogram(name: "atom", scope: !1, file: !1, line: 5, type: !14, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !4)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !17}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!18 = !DILocalVariable(name: "p", arg: 1, scope: !13, file: !1, line: 5, type: !17)
!19 = !DILocation(line: 5, column: 15, scope: !13)
!20 = !DILocation(line: 5, column: 39, scope: !13)
!21 = !DILocation(line: 5, column: 20, scope: !13)
!22 = !DILocalVariable(name: "e", scope: !13, file: !1, line: 5, type: !16)
!23 = !DILocation(line: 5, column: 68, scope: !13)
!24 = !DILocation(line: 5, column: 103, scope: !13)
!25 = !DILocation(line: 5, column: 75, scope: !13)
!26 = !DILocation(line: 5, column: 176, scope: !13)
!27 = !DILocation(line: 5, column: 160, scope: !13)
!28 = !DILocation(line: 5, column: 153, scope: !13)
