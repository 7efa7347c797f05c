source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S2 = type { i16 }

; Function Attrs: noinline nounwind optnone uwtable
define hidden i16 @f2(i16 %0) #0 !dbg !15 {
  %2 = alloca %struct.S2, align 2
  %3 = alloca %struct.S2, align 2
  %4 = getelementptr inbounds %struct.S2, ptr %3, i32 0, i32 0
  store i16 %0, ptr %4, align 2
    #dbg_declare(ptr %3, !22, !DIExpression(), !23)
  %5 = getelementptr inbounds %struct.S2, ptr %3, i32 0, i32 0, !dbg !24
  %6 = load i16, ptr %5, align 2, !dbg !25
  %7 = sext i16 %6 to i32, !dbg !25
  %8 = mul nsw i32 %7, 3, !dbg !25
  %9 = trunc i32 %8 to i16, !dbg !25
  store i16 %9, ptr %5, align 2, !dbg !25
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 2, i1 false), !dbg !26
  %10 = getelementptr inbounds %struct.S2, ptr %2, i32 0, i32 0, !dbg !27
  %11 = load i16, ptr %10, align 2, !dbg !27
  ret i16 %11, !dbg !27
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!15 = distinct !DISubprogram(name: "f2", scope: !1, file: !1, line: 23, type: !16, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !1, line: 6, size: 16, elements: !19)
!19 = !{!20}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !18, file: !1, line: 6, baseType: !21, size: 16)
!21 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!22 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !1, line: 23, type: !18)
!23 = !DILocation(line: 23, column: 31, scope: !15)
!24 = !DILocation(line: 23, column: 38, scope: !15)
!25 = !DILocation(line: 23, column: 40, scope: !15)
!26 = !DILocation(line: 23, column: 53, scope: !15)
!27 = !DILocation(line: 23, column: 46, scope: !15)
