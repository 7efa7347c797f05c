source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden ptr @pick(i8 noundef signext %0) #0 !dbg !11 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !20, !DIExpression(), !21)
  %4 = load i8, ptr %3, align 1, !dbg !22
  %5 = sext i8 %4 to i32, !dbg !22
  switch i32 %5, label %9 [
    i32 43, label %6
    i32 45, label %7
    i32 42, label %8
  ], !dbg !23

6:                                                ; preds = %1
  store ptr @add, ptr %2, align 8, !dbg !24
  br label %10, !dbg !24

7:                                                ; preds = %1
  store ptr @sub, ptr %2, align 8, !dbg !26
  br label %10, !dbg !26

8:                                                ; preds = %1
  store ptr @mul, ptr %2, align 8, !dbg !27
  br label %10, !dbg !27

9:                                                ; preds = %1
  store ptr null, ptr %2, align 8, !dbg !28
  br label %10, !dbg !28

10:                                               ; preds = %9, %8, %7, %6
  %11 = load ptr, ptr %2, align 8, !dbg !29
  ret ptr %11, !dbg !29
}

; Function Attrs: noinline nounwind optnone uwtable
declare hidden i32 @mul(i32 noundef, i32 noundef) #0

; Function Attrs: noinline nounwind optnone uwtable
declare hidden i32 @add(i32 noundef, i32 noundef) #0

; Function Attrs: noinline nounwind optnone uwtable
declare hidden i32 @sub(i32 noundef, i32 noundef) #0

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "funcptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d82d7ad6ffeff202dfae462d78b3023")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 2}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 19, type: !12, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !2)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !19}
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !1, line: 4, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !DILocalVariable(name: "c", arg: 1, scope: !11, file: !1, line: 19, type: !19)
!21 = !DILocation(line: 19, column: 24, scope: !11)
!22 = !DILocation(line: 20, column: 13, scope: !11)
!23 = !DILocation(line: 20, column: 5, scope: !11)
!24 = !DILocation(line: 21, column: 15, scope: !25)
!25 = distinct !DILexicalBlock(scope: !11, file: !1, line: 20, column: 16)
!26 = !DILocation(line: 22, column: 15, scope: !25)
!27 = !DILocation(line: 23, column: 15, scope: !25)
!28 = !DILocation(line: 24, column: 14, scope: !25)
!29 = !DILocation(line: 26, column: 1, scope: !11)
