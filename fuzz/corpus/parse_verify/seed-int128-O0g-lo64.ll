source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i64 @lo64(i64 noundef %0, i64 noundef %1) #0 !dbg !21 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  %8 = load i128, ptr %4, align 16, !dbg !26
  %9 = trunc i128 %8 to i64, !dbg !27
  ret i64 %9, !dbg !28
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
!21 = distinct !DISubprogram(name: "lo64", scope: !1, file: !1, line: 46, type: !22, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !12)
!22 = !DISubroutineType(types: !23)
!23 = !{!11, !3}
!24 = !DILocalVariable(name: "v", arg: 1, scope: !21, file: !1, line: 46, type: !3)
!25 = !DILocation(line: 46, column: 37, scope: !21)
!26 = !DILocation(line: 46, column: 69, scope: !21)
!27 = !DILocation(line: 46, column: 49, scope: !21)
!28 = !DILocation(line: 46, column: 42, scope: !21)
