source_filename = "exit_code.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@depth = external hidden global i32, align 4, !dbg !0
@.str.4 = external hidden unnamed_addr constant [23 x i8], align 1, !dbg !5

declare i32 @printf(ptr noundef, ...) #0

; Function Attrs: noinline optnone uwtable
define hidden void @descend(i32 noundef %0) #1 !dbg !20 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
  %3 = load i32, ptr %2, align 4, !dbg !26
  store i32 %3, ptr @depth, align 4, !dbg !27
  %4 = load i32, ptr %2, align 4, !dbg !28
  %5 = icmp eq i32 %4, 5, !dbg !30
  br i1 %5, label %6, label %9, !dbg !31

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !32
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %7), !dbg !34
  call void @exit(i32 noundef 3) #3, !dbg !35
  unreachable, !dbg !35

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4, !dbg !36
  %11 = add nsw i32 %10, 1, !dbg !37
  call void @descend(i32 noundef %11), !dbg !38
  ret void, !dbg !39
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #2

attributes #0 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "depth", scope: !2, file: !3, line: 6, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "exit_code.c", directory: ".", checksumkind: CSK_MD5, checksum: "4db990f20e8538b2dd85266eb11f971d")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 184, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 23)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "descend", scope: !3, file: !3, line: 11, type: !21, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !11}
!23 = !{}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !20, file: !3, line: 11, type: !11)
!25 = !DILocation(line: 11, column: 25, scope: !20)
!26 = !DILocation(line: 12, column: 13, scope: !20)
!27 = !DILocation(line: 12, column: 11, scope: !20)
!28 = !DILocation(line: 13, column: 9, scope: !29)
!29 = distinct !DILexicalBlock(scope: !20, file: !3, line: 13, column: 9)
!30 = !DILocation(line: 13, column: 11, scope: !29)
!31 = !DILocation(line: 13, column: 9, scope: !20)
!32 = !DILocation(line: 14, column: 43, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !3, line: 13, column: 17)
!34 = !DILocation(line: 14, column: 9, scope: !33)
!35 = !DILocation(line: 15, column: 9, scope: !33)
!36 = !DILocation(line: 17, column: 13, scope: !20)
!37 = !DILocation(line: 17, column: 15, scope: !20)
!38 = !DILocation(line: 17, column: 5, scope: !20)
!39 = !DILocation(line: 18, column: 1, scope: !20)
