source_filename = "nohdr_strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
declare hidden i64 @my_strlen(ptr noundef) #0

; Function Attrs: noinline nounwind optnone uwtable
declare hidden ptr @my_strcpy(ptr noundef, ptr noundef) #0

; Function Attrs: noinline nounwind optnone uwtable
define hidden ptr @my_strcat(ptr noundef %0, ptr noundef %1) #0 !dbg !16 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !22, !DIExpression(), !23)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  %5 = load ptr, ptr %3, align 8, !dbg !26
  %6 = load ptr, ptr %3, align 8, !dbg !27
  %7 = call i64 @my_strlen(ptr noundef %6), !dbg !28
  %8 = getelementptr inbounds i8, ptr %5, i64 %7, !dbg !29
  %9 = load ptr, ptr %4, align 8, !dbg !30
  %10 = call ptr @my_strcpy(ptr noundef %8, ptr noundef %9), !dbg !31
  %11 = load ptr, ptr %3, align 8, !dbg !32
  ret ptr %11, !dbg !33
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !7, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_strings.c", directory: ".", checksumkind: CSK_MD5, checksum: "73f41f76e04f24ae27fd687f1a7bc432")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !{}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "my_strcat", scope: !1, file: !1, line: 12, type: !17, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !7)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19, !20}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!22 = !DILocalVariable(name: "d", arg: 1, scope: !16, file: !1, line: 12, type: !19)
!23 = !DILocation(line: 12, column: 30, scope: !16)
!24 = !DILocalVariable(name: "s", arg: 2, scope: !16, file: !1, line: 12, type: !20)
!25 = !DILocation(line: 12, column: 45, scope: !16)
!26 = !DILocation(line: 12, column: 60, scope: !16)
!27 = !DILocation(line: 12, column: 74, scope: !16)
!28 = !DILocation(line: 12, column: 64, scope: !16)
!29 = !DILocation(line: 12, column: 62, scope: !16)
!30 = !DILocation(line: 12, column: 78, scope: !16)
!31 = !DILocation(line: 12, column: 50, scope: !16)
!32 = !DILocation(line: 12, column: 89, scope: !16)
!33 = !DILocation(line: 12, column: 82, scope: !16)
