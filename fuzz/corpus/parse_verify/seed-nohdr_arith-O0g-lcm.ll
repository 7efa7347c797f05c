source_filename = "nohdr_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline optnone uwtable
define hidden i64 @lcm(i64 noundef %0, i64 noundef %1) #0 !dbg !16 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !21, !DIExpression(), !22)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !23, !DIExpression(), !24)
  %5 = load i64, ptr %3, align 8, !dbg !25
  %6 = load i64, ptr %3, align 8, !dbg !26
  %7 = load i64, ptr %4, align 8, !dbg !27
  %8 = call i64 @gcd(i64 noundef %6, i64 noundef %7), !dbg !28
  %9 = udiv i64 %5, %8, !dbg !29
  %10 = load i64, ptr %4, align 8, !dbg !30
  %11 = mul i64 %9, %10, !dbg !31
  ret i64 %11, !dbg !32
}

; Function Attrs: noinline nounwind optnone uwtable
declare hidden i64 @gcd(i64 noundef, i64 noundef) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !7, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "e6cc095484d683b349875c34b13535b3")
!2 = !{!3, !4, !6}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "i64", file: !1, line: 6, baseType: !5)
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "lcm", scope: !1, file: !1, line: 9, type: !17, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !7)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19, !19}
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !1, line: 5, baseType: !20)
!20 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!21 = !DILocalVariable(name: "a", arg: 1, scope: !16, file: !1, line: 9, type: !19)
!22 = !DILocation(line: 9, column: 20, scope: !16)
!23 = !DILocalVariable(name: "b", arg: 2, scope: !16, file: !1, line: 9, type: !19)
!24 = !DILocation(line: 9, column: 27, scope: !16)
!25 = !DILocation(line: 9, column: 39, scope: !16)
!26 = !DILocation(line: 9, column: 47, scope: !16)
!27 = !DILocation(line: 9, column: 50, scope: !16)
!28 = !DILocation(line: 9, column: 43, scope: !16)
!29 = !DILocation(line: 9, column: 41, scope: !16)
!30 = !DILocation(line: 9, column: 55, scope: !16)
!31 = !DILocation(line: 9, column: 53, scope: !16)
!32 = !DILocation(line: 9, column: 32, scope: !16)
