source_filename = "nohdr_overflow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden signext i16 @sat_sub_i16(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !11 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  store i16 %0, ptr %4, align 2
    #dbg_declare(ptr %4, !15, !DIExpression(), !16)
  store i16 %1, ptr %5, align 2
    #dbg_declare(ptr %5, !17, !DIExpression(), !18)
    #dbg_declare(ptr %6, !19, !DIExpression(), !20)
  %7 = load i16, ptr %4, align 2, !dbg !21
  %8 = load i16, ptr %5, align 2, !dbg !23
  %9 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 %7, i16 %8), !dbg !24
  %10 = extractvalue { i16, i1 } %9, 1, !dbg !24
  %11 = extractvalue { i16, i1 } %9, 0, !dbg !24
  store i16 %11, ptr %6, align 2, !dbg !24
  br i1 %10, label %12, label %19, !dbg !25

12:                                               ; preds = %2
  %13 = load i16, ptr %5, align 2, !dbg !26
  %14 = sext i16 %13 to i32, !dbg !26
  %15 = icmp slt i32 %14, 0, !dbg !27
  %16 = zext i1 %15 to i64, !dbg !26
  %17 = select i1 %15, i32 32767, i32 -32768, !dbg !26
  %18 = trunc i32 %17 to i16, !dbg !26
  store i16 %18, ptr %3, align 2, !dbg !28
  br label %21, !dbg !28

19:                                               ; preds = %2
  %20 = load i16, ptr %6, align 2, !dbg !29
  store i16 %20, ptr %3, align 2, !dbg !30
  br label %21, !dbg !30

21:                                               ; preds = %19, %12
  %22 = load i16, ptr %3, align 2, !dbg !31
  ret i16 %22, !dbg !31
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_overflow.c", directory: ".", checksumkind: CSK_MD5, checksum: "5efd8cf25f261a906ba2b19a72ec5dff")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 2}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "sat_sub_i16", scope: !1, file: !1, line: 18, type: !12, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !2)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !14}
!14 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!15 = !DILocalVariable(name: "a", arg: 1, scope: !11, file: !1, line: 18, type: !14)
!16 = !DILocation(line: 18, column: 32, scope: !11)
!17 = !DILocalVariable(name: "b", arg: 2, scope: !11, file: !1, line: 18, type: !14)
!18 = !DILocation(line: 18, column: 41, scope: !11)
!19 = !DILocalVariable(name: "r", scope: !11, file: !1, line: 19, type: !14)
!20 = !DILocation(line: 19, column: 11, scope: !11)
!21 = !DILocation(line: 20, column: 32, scope: !22)
!22 = distinct !DILexicalBlock(scope: !11, file: !1, line: 20, column: 9)
!23 = !DILocation(line: 20, column: 35, scope: !22)
!24 = !DILocation(line: 20, column: 9, scope: !22)
!25 = !DILocation(line: 20, column: 9, scope: !11)
!26 = !DILocation(line: 20, column: 50, scope: !22)
!27 = !DILocation(line: 20, column: 52, scope: !22)
!28 = !DILocation(line: 20, column: 43, scope: !22)
!29 = !DILocation(line: 21, column: 12, scope: !11)
!30 = !DILocation(line: 21, column: 5, scope: !11)
!31 = !DILocation(line: 22, column: 1, scope: !11)
