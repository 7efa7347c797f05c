source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @sgn(i32 noundef %0) #0 !dbg !16 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !19, !DIExpression(), !20)
  %3 = load i32, ptr %2, align 4, !dbg !21
  %4 = icmp sgt i32 %3, 0, !dbg !22
  %5 = zext i1 %4 to i32, !dbg !22
  %6 = load i32, ptr %2, align 4, !dbg !23
  %7 = icmp slt i32 %6, 0, !dbg !24
  %8 = zext i1 %7 to i32, !dbg !24
  %9 = sub nsw i32 %5, %8, !dbg !25
  ret i32 %9, !dbg !26
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !7, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "strings.c", directory: ".", checksumkind: CSK_MD5, checksum: "a24537a5d00d2a30d6633e2d88649af7")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !{}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "sgn", scope: !1, file: !1, line: 22, type: !17, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !7)
!17 = !DISubroutineType(types: !18)
!18 = !{!5, !5}
!19 = !DILocalVariable(name: "x", arg: 1, scope: !16, file: !1, line: 22, type: !5)
!20 = !DILocation(line: 22, column: 20, scope: !16)
!21 = !DILocation(line: 22, column: 33, scope: !16)
!22 = !DILocation(line: 22, column: 35, scope: !16)
!23 = !DILocation(line: 22, column: 43, scope: !16)
!24 = !DILocation(line: 22, column: 45, scope: !16)
!25 = !DILocation(line: 22, column: 40, scope: !16)
!26 = !DILocation(line: 22, column: 25, scope: !16)
