source_filename = "hashtable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden i64 @hash_str(ptr noundef %0) #0 !dbg !18 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
    #dbg_declare(ptr %3, !26, !DIExpression(), !27)
  store i64 5381, ptr %3, align 8, !dbg !27
  br label %4, !dbg !28

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8, !dbg !29
  %6 = load i8, ptr %5, align 1, !dbg !30
  %7 = icmp ne i8 %6, 0, !dbg !28
  br i1 %7, label %8, label %16, !dbg !28

8:                                                ; preds = %4
  %9 = load i64, ptr %3, align 8, !dbg !31
  %10 = mul i64 %9, 33, !dbg !32
  %11 = load ptr, ptr %2, align 8, !dbg !33
  %12 = getelementptr inbounds i8, ptr %11, i32 1, !dbg !33
  store ptr %12, ptr %2, align 8, !dbg !33
  %13 = load i8, ptr %11, align 1, !dbg !34
  %14 = zext i8 %13 to i64, !dbg !35
  %15 = add i64 %10, %14, !dbg !36
  store i64 %15, ptr %3, align 8, !dbg !37
  br label %4, !dbg !28, !llvm.loop !38

16:                                               ; preds = %4
  %17 = load i64, ptr %3, align 8, !dbg !40
  ret i64 %17, !dbg !41
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !9, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "hashtable.c", directory: ".", checksumkind: CSK_MD5, checksum: "d469b74f5ff4e5df7606ceea76081d3b")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !7, line: 18, baseType: !8)
!7 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!8 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!9 = !{}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "hash_str", scope: !1, file: !1, line: 9, type: !19, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !9)
!19 = !DISubroutineType(types: !20)
!20 = !{!8, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !DILocalVariable(name: "s", arg: 1, scope: !18, file: !1, line: 9, type: !21)
!25 = !DILocation(line: 9, column: 43, scope: !18)
!26 = !DILocalVariable(name: "h", scope: !18, file: !1, line: 10, type: !8)
!27 = !DILocation(line: 10, column: 19, scope: !18)
!28 = !DILocation(line: 11, column: 5, scope: !18)
!29 = !DILocation(line: 11, column: 13, scope: !18)
!30 = !DILocation(line: 11, column: 12, scope: !18)
!31 = !DILocation(line: 11, column: 20, scope: !18)
!32 = !DILocation(line: 11, column: 22, scope: !18)
!33 = !DILocation(line: 11, column: 46, scope: !18)
!34 = !DILocation(line: 11, column: 44, scope: !18)
!35 = !DILocation(line: 11, column: 29, scope: !18)
!36 = !DILocation(line: 11, column: 27, scope: !18)
!37 = !DILocation(line: 11, column: 18, scope: !18)
!38 = distinct !{!38, !28, !33, !39}
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 12, column: 12, scope: !18)
!41 = !DILocation(line: 12, column: 5, scope: !18)
