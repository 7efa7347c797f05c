source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S24 = type { i64, double, i32 }

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0

; Function Attrs: noinline nounwind optnone uwtable
define hidden void @f24(ptr dead_on_unwind noalias writable sret(%struct.S24) align 8 %0, ptr noundef byval(%struct.S24) align 8 %1) #1 !dbg !15 {
    #dbg_declare(ptr %1, !25, !DIExpression(), !26)
  %3 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 0, !dbg !27
  %4 = load i64, ptr %3, align 8, !dbg !28
  %5 = shl i64 %4, 3, !dbg !28
  store i64 %5, ptr %3, align 8, !dbg !28
  %6 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 1, !dbg !29
  %7 = load double, ptr %6, align 8, !dbg !30
  %8 = fmul double %7, 5.000000e-01, !dbg !30
  store double %8, ptr %6, align 8, !dbg !30
  %9 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 2, !dbg !31
  %10 = load i32, ptr %9, align 8, !dbg !31
  %11 = sub nsw i32 0, %10, !dbg !32
  %12 = getelementptr inbounds %struct.S24, ptr %1, i32 0, i32 2, !dbg !33
  store i32 %11, ptr %12, align 8, !dbg !34
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 24, i1 false), !dbg !35
  ret void, !dbg !36
}

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !6, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_abi.c", directory: ".", checksumkind: CSK_MD5, checksum: "4d95065fb39918486a755297f0ecb0c6")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !{}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "f24", scope: !1, file: !1, line: 30, type: !16, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S24", file: !1, line: 13, size: 192, elements: !19)
!19 = !{!20, !22, !23}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !18, file: !1, line: 13, baseType: !21, size: 64)
!21 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !18, file: !1, line: 13, baseType: !3, size: 64, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !18, file: !1, line: 13, baseType: !24, size: 32, offset: 128)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !1, line: 30, type: !18)
!26 = !DILocation(line: 30, column: 34, scope: !15)
!27 = !DILocation(line: 30, column: 41, scope: !15)
!28 = !DILocation(line: 30, column: 43, scope: !15)
!29 = !DILocation(line: 30, column: 52, scope: !15)
!30 = !DILocation(line: 30, column: 54, scope: !15)
!31 = !DILocation(line: 30, column: 71, scope: !15)
!32 = !DILocation(line: 30, column: 68, scope: !15)
!33 = !DILocation(line: 30, column: 64, scope: !15)
!34 = !DILocation(line: 30, column: 66, scope: !15)
!35 = !DILocation(line: 30, column: 81, scope: !15)
!36 = !DILocation(line: 30, column: 74, scope: !15)
