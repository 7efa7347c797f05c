source_filename = "nohdr_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Vec3 = type { double, double, double }

; Function Attrs: noinline nounwind optnone uwtable
define hidden void @vscale(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef byval(%struct.Vec3) align 8 %1, double noundef %2) #0 !dbg !14 {
  %4 = alloca double, align 8
    #dbg_declare(ptr %1, !22, !DIExpression(), !23)
  store double %2, ptr %4, align 8
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  %5 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0, !dbg !26
  %6 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0, !dbg !27
  %7 = load double, ptr %6, align 8, !dbg !27
  %8 = load double, ptr %4, align 8, !dbg !28
  %9 = fmul double %7, %8, !dbg !29
  store double %9, ptr %5, align 8, !dbg !26
  %10 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1, !dbg !26
  %11 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1, !dbg !30
  %12 = load double, ptr %11, align 8, !dbg !30
  %13 = load double, ptr %4, align 8, !dbg !31
  %14 = fmul double %12, %13, !dbg !32
  store double %14, ptr %10, align 8, !dbg !26
  %15 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2, !dbg !26
  %16 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2, !dbg !33
  %17 = load double, ptr %16, align 8, !dbg !33
  %18 = load double, ptr %4, align 8, !dbg !34
  %19 = fmul double %17, %18, !dbg !35
  store double %19, ptr %15, align 8, !dbg !26
  ret void, !dbg !36
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!14 = distinct !DISubprogram(name: "vscale", scope: !1, file: !1, line: 13, type: !15, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !5)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !3}
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec3", file: !1, line: 5, size: 192, elements: !18)
!18 = !{!19, !20, !21}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !17, file: !1, line: 5, baseType: !3, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !17, file: !1, line: 5, baseType: !3, size: 64, offset: 64)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !17, file: !1, line: 5, baseType: !3, size: 64, offset: 128)
!22 = !DILocalVariable(name: "a", arg: 1, scope: !14, file: !1, line: 13, type: !17)
!23 = !DILocation(line: 13, column: 39, scope: !14)
!24 = !DILocalVariable(name: "k", arg: 2, scope: !14, file: !1, line: 13, type: !3)
!25 = !DILocation(line: 13, column: 49, scope: !14)
!26 = !DILocation(line: 13, column: 74, scope: !14)
!27 = !DILocation(line: 13, column: 78, scope: !14)
!28 = !DILocation(line: 13, column: 82, scope: !14)
!29 = !DILocation(line: 13, column: 80, scope: !14)
!30 = !DILocation(line: 13, column: 87, scope: !14)
!31 = !DILocation(line: 13, column: 91, scope: !14)
!32 = !DILocation(line: 13, column: 89, scope: !14)
!33 = !DILocation(line: 13, column: 96, scope: !14)
!34 = !DILocation(line: 13, column: 100, scope: !14)
!35 = !DILocation(line: 13, column: 98, scope: !14)
!36 = !DILocation(line: 13, column: 54, scope: !14)
