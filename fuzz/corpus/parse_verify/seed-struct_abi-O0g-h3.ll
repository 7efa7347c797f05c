source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.HFA3 = type { float, float, float }

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0

; Function Attrs: noinline nounwind optnone uwtable
define hidden { <2 x float>, float } @h3(<2 x float> %0, float %1) #1 !dbg !15 {
  %3 = alloca %struct.HFA3, align 4
  %4 = alloca %struct.HFA3, align 4
  %5 = alloca { <2 x float>, float }, align 4
  %6 = alloca { <2 x float>, float }, align 8
  %7 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 0
  store <2 x float> %0, ptr %7, align 4
  %8 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 1
  store float %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
    #dbg_declare(ptr %4, !23, !DIExpression(), !24)
    #dbg_declare(ptr %3, !25, !DIExpression(), !26)
  %9 = getelementptr inbounds %struct.HFA3, ptr %3, i32 0, i32 0, !dbg !27
  %10 = getelementptr inbounds %struct.HFA3, ptr %4, i32 0, i32 2, !dbg !28
  %11 = load float, ptr %10, align 4, !dbg !28
  store float %11, ptr %9, align 4, !dbg !27
  %12 = getelementptr inbounds %struct.HFA3, ptr %3, i32 0, i32 1, !dbg !27
  %13 = getelementptr inbounds %struct.HFA3, ptr %4, i32 0, i32 0, !dbg !29
  %14 = load float, ptr %13, align 4, !dbg !29
  %15 = fmul float %14, 2.000000e+00, !dbg !30
  store float %15, ptr %12, align 4, !dbg !27
  %16 = getelementptr inbounds %struct.HFA3, ptr %3, i32 0, i32 2, !dbg !27
  %17 = getelementptr inbounds %struct.HFA3, ptr %4, i32 0, i32 1, !dbg !31
  %18 = load float, ptr %17, align 4, !dbg !31
  %19 = fmul float %18, 3.000000e+00, !dbg !32
  store float %19, ptr %16, align 4, !dbg !27
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false), !dbg !33
  %20 = load { <2 x float>, float }, ptr %6, align 8, !dbg !33
  ret { <2 x float>, float } %20, !dbg !33
}

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!15 = distinct !DISubprogram(name: "h3", scope: !1, file: !1, line: 32, type: !16, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "HFA3", file: !1, line: 15, size: 96, elements: !19)
!19 = !{!20, !21, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !18, file: !1, line: 15, baseType: !5, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !18, file: !1, line: 15, baseType: !5, size: 32, offset: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !18, file: !1, line: 15, baseType: !5, size: 32, offset: 64)
!23 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !1, line: 32, type: !18)
!24 = !DILocation(line: 32, column: 35, scope: !15)
!25 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 32, type: !18)
!26 = !DILocation(line: 32, column: 52, scope: !15)
!27 = !DILocation(line: 32, column: 56, scope: !15)
!28 = !DILocation(line: 32, column: 60, scope: !15)
!29 = !DILocation(line: 32, column: 65, scope: !15)
!30 = !DILocation(line: 32, column: 67, scope: !15)
!31 = !DILocation(line: 32, column: 74, scope: !15)
!32 = !DILocation(line: 32, column: 76, scope: !15)
!33 = !DILocation(line: 32, column: 83, scope: !15)
