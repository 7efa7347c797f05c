source_filename = "nohdr_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Tiny = type { i16 }

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0

; Function Attrs: noinline nounwind optnone uwtable
define hidden i16 @tiny(i16 %0) #1 !dbg !14 {
  %2 = alloca %struct.Tiny, align 2
  %3 = alloca %struct.Tiny, align 2
  %4 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 0
  store i16 %0, ptr %4, align 2
    #dbg_declare(ptr %3, !20, !DIExpression(), !21)
  %5 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 0, !dbg !22
  %6 = load i16, ptr %5, align 2, !dbg !22
  %7 = sext i16 %6 to i32, !dbg !23
  %8 = mul nsw i32 %7, -2, !dbg !24
  %9 = trunc i32 %8 to i16, !dbg !25
  %10 = getelementptr inbounds %struct.Tiny, ptr %3, i32 0, i32 0, !dbg !26
  store i16 %9, ptr %10, align 2, !dbg !27
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 2, i1 false), !dbg !28
  %11 = getelementptr inbounds %struct.Tiny, ptr %2, i32 0, i32 0, !dbg !29
  %12 = load i16, ptr %11, align 2, !dbg !29
  ret i16 %12, !dbg !29
}

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !5, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "b18a84297b366f4efeae58a05d2481ce")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!5 = !{}
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "tiny", scope: !1, file: !1, line: 24, type: !15, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !5)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17}
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tiny", file: !1, line: 8, size: 16, elements: !18)
!18 = !{!19}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !17, file: !1, line: 8, baseType: !4, size: 16)
!20 = !DILocalVariable(name: "t", arg: 1, scope: !14, file: !1, line: 24, type: !17)
!21 = !DILocation(line: 24, column: 37, scope: !14)
!22 = !DILocation(line: 24, column: 58, scope: !14)
!23 = !DILocation(line: 24, column: 56, scope: !14)
!24 = !DILocation(line: 24, column: 60, scope: !14)
!25 = !DILocation(line: 24, column: 48, scope: !14)
!26 = !DILocation(line: 24, column: 44, scope: !14)
!27 = !DILocation(line: 24, column: 46, scope: !14)
!28 = !DILocation(line: 24, column: 74, scope: !14)
!29 = !DILocation(line: 24, column: 67, scope: !14)
