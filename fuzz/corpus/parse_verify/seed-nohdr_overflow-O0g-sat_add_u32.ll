source_filename = "nohdr_overflow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @sat_add_u32(i32 noundef %0, i32 noundef %1) #0 !dbg !11 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !15, !DIExpression(), !16)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !17, !DIExpression(), !18)
    #dbg_declare(ptr %5, !19, !DIExpression(), !20)
  %6 = load i32, ptr %3, align 4, !dbg !21
  %7 = load i32, ptr %4, align 4, !dbg !22
  %8 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %6, i32 %7), !dbg !23
  %9 = extractvalue { i32, i1 } %8, 1, !dbg !23
  %10 = extractvalue { i32, i1 } %8, 0, !dbg !23
  store i32 %10, ptr %5, align 4, !dbg !23
  br i1 %9, label %11, label %12, !dbg !23

11:                                               ; preds = %2
  br label %14, !dbg !23

12:                                               ; preds = %2
  %13 = load i32, ptr %5, align 4, !dbg !24
  br label %14, !dbg !23

14:                                               ; preds = %12, %11
  %15 = phi i32 [ -1, %11 ], [ %13, %12 ], !dbg !23
  ret i32 %15, !dbg !25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #1

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
!11 = distinct !DISubprogram(name: "sat_add_u32", scope: !1, file: !1, line: 13, type: !12, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !2)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !14}
!14 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!15 = !DILocalVariable(name: "a", arg: 1, scope: !11, file: !1, line: 13, type: !14)
!16 = !DILocation(line: 13, column: 38, scope: !11)
!17 = !DILocalVariable(name: "b", arg: 2, scope: !11, file: !1, line: 13, type: !14)
!18 = !DILocation(line: 13, column: 50, scope: !11)
!19 = !DILocalVariable(name: "r", scope: !11, file: !1, line: 14, type: !14)
!20 = !DILocation(line: 14, column: 14, scope: !11)
!21 = !DILocation(line: 15, column: 35, scope: !11)
!22 = !DILocation(line: 15, column: 38, scope: !11)
!23 = !DILocation(line: 15, column: 12, scope: !11)
!24 = !DILocation(line: 15, column: 61, scope: !11)
!25 = !DILocation(line: 15, column: 5, scope: !11)
