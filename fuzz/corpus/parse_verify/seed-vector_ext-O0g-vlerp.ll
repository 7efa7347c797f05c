source_filename = "vector_ext.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden <4 x float> @vlerp(<4 x float> noundef %0, <4 x float> noundef %1, float noundef %2) #0 !dbg !19 {
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca float, align 4
  store <4 x float> %0, ptr %4, align 16
    #dbg_declare(ptr %4, !25, !DIExpression(), !26)
  store <4 x float> %1, ptr %5, align 16
    #dbg_declare(ptr %5, !27, !DIExpression(), !28)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !29, !DIExpression(), !30)
  %7 = load <4 x float>, ptr %4, align 16, !dbg !31
  %8 = load <4 x float>, ptr %5, align 16, !dbg !32
  %9 = load <4 x float>, ptr %4, align 16, !dbg !33
  %10 = fsub <4 x float> %8, %9, !dbg !34
  %11 = load float, ptr %6, align 4, !dbg !35
  %12 = insertelement <4 x float> poison, float %11, i64 0, !dbg !35
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !35
  %14 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %10, <4 x float> %13, <4 x float> %7), !dbg !36
  ret <4 x float> %14, !dbg !37
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !10, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vector_ext.c", directory: ".", checksumkind: CSK_MD5, checksum: "a6ff3b29039c972a240f50d6fdaaca29")
!2 = !{!3, !8, !9}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4su", file: !1, line: 6, baseType: !4)
!4 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, flags: DIFlagVector, elements: !6)
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7}
!7 = !DISubrange(count: 4)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "vlerp", scope: !1, file: !1, line: 15, type: !20, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !10)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !22, !24}
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4sf", file: !1, line: 7, baseType: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 128, flags: DIFlagVector, elements: !6)
!24 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "a", arg: 1, scope: !19, file: !1, line: 15, type: !22)
!26 = !DILocation(line: 15, column: 24, scope: !19)
!27 = !DILocalVariable(name: "b", arg: 2, scope: !19, file: !1, line: 15, type: !22)
!28 = !DILocation(line: 15, column: 32, scope: !19)
!29 = !DILocalVariable(name: "t", arg: 3, scope: !19, file: !1, line: 15, type: !24)
!30 = !DILocation(line: 15, column: 41, scope: !19)
!31 = !DILocation(line: 15, column: 53, scope: !19)
!32 = !DILocation(line: 15, column: 58, scope: !19)
!33 = !DILocation(line: 15, column: 62, scope: !19)
!34 = !DILocation(line: 15, column: 60, scope: !19)
!35 = !DILocation(line: 15, column: 67, scope: !19)
!36 = !DILocation(line: 15, column: 55, scope: !19)
!37 = !DILocation(line: 15, column: 46, scope: !19)
