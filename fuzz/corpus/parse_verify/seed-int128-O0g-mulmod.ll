source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden { i64, i64 } @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) #0 !dbg !21 {
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  store i64 %0, ptr %14, align 16
  %15 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  store i64 %1, ptr %15, align 8
  %16 = load i128, ptr %8, align 16
  %17 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  store i64 %2, ptr %17, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  store i64 %3, ptr %18, align 8
  %19 = load i128, ptr %9, align 16
  %20 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  store i64 %4, ptr %20, align 16
  %21 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  store i64 %5, ptr %21, align 8
  %22 = load i128, ptr %10, align 16
  store i128 %16, ptr %11, align 16
    #dbg_declare(ptr %11, !24, !DIExpression(), !25)
  store i128 %19, ptr %12, align 16
    #dbg_declare(ptr %12, !26, !DIExpression(), !27)
  store i128 %22, ptr %13, align 16
    #dbg_declare(ptr %13, !28, !DIExpression(), !29)
  %23 = load i128, ptr %11, align 16, !dbg !30
  %24 = load i128, ptr %12, align 16, !dbg !31
  %25 = mul i128 %23, %24, !dbg !32
  %26 = load i128, ptr %13, align 16, !dbg !33
  %27 = urem i128 %25, %26, !dbg !34
  store i128 %27, ptr %7, align 16, !dbg !35
  %28 = load { i64, i64 }, ptr %7, align 16, !dbg !35
  ret { i64, i64 } %28, !dbg !35
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !12, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "int128.c", directory: ".", checksumkind: CSK_MD5, checksum: "9fbd6d0658570fd6dbae9e37bb54737f")
!2 = !{!3, !5, !7, !8, !9, !10, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !1, line: 4, baseType: !4)
!4 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !1, line: 5, baseType: !6)
!6 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!12 = !{}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "mulmod", scope: !1, file: !1, line: 32, type: !22, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !12)
!22 = !DISubroutineType(types: !23)
!23 = !{!3, !3, !3, !3}
!24 = !DILocalVariable(name: "a", arg: 1, scope: !21, file: !1, line: 32, type: !3)
!25 = !DILocation(line: 32, column: 25, scope: !21)
!26 = !DILocalVariable(name: "b", arg: 2, scope: !21, file: !1, line: 32, type: !3)
!27 = !DILocation(line: 32, column: 33, scope: !21)
!28 = !DILocalVariable(name: "m", arg: 3, scope: !21, file: !1, line: 32, type: !3)
!29 = !DILocation(line: 32, column: 41, scope: !21)
!30 = !DILocation(line: 32, column: 54, scope: !21)
!31 = !DILocation(line: 32, column: 58, scope: !21)
!32 = !DILocation(line: 32, column: 56, scope: !21)
!33 = !DILocation(line: 32, column: 63, scope: !21)
!34 = !DILocation(line: 32, column: 61, scope: !21)
!35 = !DILocation(line: 32, column: 46, scope: !21)
