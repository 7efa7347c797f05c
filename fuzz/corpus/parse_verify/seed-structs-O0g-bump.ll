source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Mixed = type { i8, double, i16, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define hidden void @bump(ptr noundef %0) #0 !dbg !15 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !29, !DIExpression(), !30)
  %3 = load ptr, ptr %2, align 8, !dbg !31
  %4 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 0, !dbg !32
  %5 = load i8, ptr %4, align 8, !dbg !33
  %6 = add i8 %5, 1, !dbg !33
  store i8 %6, ptr %4, align 8, !dbg !33
  %7 = load ptr, ptr %2, align 8, !dbg !34
  %8 = getelementptr inbounds %struct.Mixed, ptr %7, i32 0, i32 1, !dbg !35
  %9 = load double, ptr %8, align 8, !dbg !36
  %10 = fmul double %9, 1.500000e+00, !dbg !36
  store double %10, ptr %8, align 8, !dbg !36
  %11 = load ptr, ptr %2, align 8, !dbg !37
  %12 = getelementptr inbounds %struct.Mixed, ptr %11, i32 0, i32 2, !dbg !38
  %13 = load i16, ptr %12, align 8, !dbg !39
  %14 = sext i16 %13 to i32, !dbg !39
  %15 = sub nsw i32 %14, 7, !dbg !39
  %16 = trunc i32 %15 to i16, !dbg !39
  store i16 %16, ptr %12, align 8, !dbg !39
  %17 = load ptr, ptr %2, align 8, !dbg !40
  %18 = getelementptr inbounds %struct.Mixed, ptr %17, i32 0, i32 3, !dbg !41
  %19 = load i32, ptr %18, align 4, !dbg !42
  %20 = shl i32 %19, 2, !dbg !42
  store i32 %20, ptr %18, align 4, !dbg !42
  ret void, !dbg !43
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !6, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "db0499d0fe03c4c7853e6d71792be9ce")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "bump", scope: !1, file: !1, line: 40, type: !16, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mixed", file: !1, line: 7, size: 192, elements: !20)
!20 = !{!21, !23, !25, !27}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !19, file: !1, line: 7, baseType: !22, size: 8)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !19, file: !1, line: 7, baseType: !24, size: 64, offset: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !19, file: !1, line: 7, baseType: !26, size: 16, offset: 128)
!26 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !19, file: !1, line: 7, baseType: !28, size: 32, offset: 160)
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DILocalVariable(name: "m", arg: 1, scope: !15, file: !1, line: 40, type: !18)
!30 = !DILocation(line: 40, column: 32, scope: !15)
!31 = !DILocation(line: 40, column: 37, scope: !15)
!32 = !DILocation(line: 40, column: 40, scope: !15)
!33 = !DILocation(line: 40, column: 41, scope: !15)
!34 = !DILocation(line: 40, column: 45, scope: !15)
!35 = !DILocation(line: 40, column: 48, scope: !15)
!36 = !DILocation(line: 40, column: 50, scope: !15)
!37 = !DILocation(line: 40, column: 58, scope: !15)
!38 = !DILocation(line: 40, column: 61, scope: !15)
!39 = !DILocation(line: 40, column: 63, scope: !15)
!40 = !DILocation(line: 40, column: 69, scope: !15)
!41 = !DILocation(line: 40, column: 72, scope: !15)
!42 = !DILocation(line: 40, column: 74, scope: !15)
!43 = !DILocation(line: 40, column: 81, scope: !15)
