source_filename = "nohdr_bitops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #0

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @next_same_popcount(i32 noundef %0) #1 !dbg !16 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !19, !DIExpression(), !20)
    #dbg_declare(ptr %3, !21, !DIExpression(), !22)
  %4 = load i32, ptr %2, align 4, !dbg !23
  %5 = load i32, ptr %2, align 4, !dbg !24
  %6 = sub i32 %5, 1, !dbg !25
  %7 = or i32 %4, %6, !dbg !26
  store i32 %7, ptr %3, align 4, !dbg !22
  %8 = load i32, ptr %3, align 4, !dbg !27
  %9 = add i32 %8, 1, !dbg !28
  %10 = load i32, ptr %3, align 4, !dbg !29
  %11 = xor i32 %10, -1, !dbg !30
  %12 = load i32, ptr %3, align 4, !dbg !31
  %13 = xor i32 %12, -1, !dbg !32
  %14 = sub i32 0, %13, !dbg !33
  %15 = and i32 %11, %14, !dbg !34
  %16 = sub i32 %15, 1, !dbg !35
  %17 = load i32, ptr %2, align 4, !dbg !36
  %18 = call i32 @llvm.cttz.i32(i32 %17, i1 true), !dbg !37
  %19 = add nsw i32 %18, 1, !dbg !38
  %20 = lshr i32 %16, %19, !dbg !39
  %21 = or i32 %9, %20, !dbg !40
  ret i32 %21, !dbg !41
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !7, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_bitops.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b104caf29e18006e91dd779a2af6d92")
!2 = !{!3, !5}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32", file: !1, line: 5, baseType: !4)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !1, line: 6, baseType: !6)
!6 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!7 = !{}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "next_same_popcount", scope: !1, file: !1, line: 10, type: !17, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !7)
!17 = !DISubroutineType(types: !18)
!18 = !{!3, !3}
!19 = !DILocalVariable(name: "v", arg: 1, scope: !16, file: !1, line: 10, type: !3)
!20 = !DILocation(line: 10, column: 35, scope: !16)
!21 = !DILocalVariable(name: "t", scope: !16, file: !1, line: 11, type: !3)
!22 = !DILocation(line: 11, column: 9, scope: !16)
!23 = !DILocation(line: 11, column: 13, scope: !16)
!24 = !DILocation(line: 11, column: 18, scope: !16)
!25 = !DILocation(line: 11, column: 20, scope: !16)
!26 = !DILocation(line: 11, column: 15, scope: !16)
!27 = !DILocation(line: 12, column: 13, scope: !16)
!28 = !DILocation(line: 12, column: 15, scope: !16)
!29 = !DILocation(line: 12, column: 26, scope: !16)
!30 = !DILocation(line: 12, column: 25, scope: !16)
!31 = !DILocation(line: 12, column: 32, scope: !16)
!32 = !DILocation(line: 12, column: 31, scope: !16)
!33 = !DILocation(line: 12, column: 30, scope: !16)
!34 = !DILocation(line: 12, column: 28, scope: !16)
!35 = !DILocation(line: 12, column: 35, scope: !16)
!36 = !DILocation(line: 12, column: 58, scope: !16)
!37 = !DILocation(line: 12, column: 44, scope: !16)
!38 = !DILocation(line: 12, column: 61, scope: !16)
!39 = !DILocation(line: 12, column: 40, scope: !16)
!40 = !DILocation(line: 12, column: 20, scope: !16)
!41 = !DILocation(line: 12, column: 5, scope: !16)
