source_filename = "nohdr_bitops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #0

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @log2_floor(i64 noundef %0) #1 !dbg !16 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
  %3 = load i64, ptr %2, align 8, !dbg !22
  %4 = call i64 @llvm.ctlz.i64(i64 %3, i1 true), !dbg !23
  %5 = trunc i64 %4 to i32, !dbg !23
  %6 = sub nsw i32 63, %5, !dbg !24
  ret i32 %6, !dbg !25
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
!16 = distinct !DISubprogram(name: "log2_floor", scope: !1, file: !1, line: 14, type: !17, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !7)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !5}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "x", arg: 1, scope: !16, file: !1, line: 14, type: !5)
!21 = !DILocation(line: 14, column: 27, scope: !16)
!22 = !DILocation(line: 14, column: 60, scope: !16)
!23 = !DILocation(line: 14, column: 44, scope: !16)
!24 = !DILocation(line: 14, column: 42, scope: !16)
!25 = !DILocation(line: 14, column: 32, scope: !16)
