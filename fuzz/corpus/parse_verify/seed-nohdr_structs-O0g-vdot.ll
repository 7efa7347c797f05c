source_filename = "nohdr_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Vec3 = type { double, double, double }

; Function Attrs: noinline nounwind optnone uwtable
define hidden double @vdot(ptr noundef byval(%struct.Vec3) align 8 %0, ptr noundef byval(%struct.Vec3) align 8 %1) #0 !dbg !14 {
    #dbg_declare(ptr %0, !22, !DIExpression(), !23)
    #dbg_declare(ptr %1, !24, !DIExpression(), !25)
  %3 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0, !dbg !26
  %4 = load double, ptr %3, align 8, !dbg !26
  %5 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0, !dbg !27
  %6 = load double, ptr %5, align 8, !dbg !27
  %7 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1, !dbg !28
  %8 = load double, ptr %7, align 8, !dbg !28
  %9 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1, !dbg !29
  %10 = load double, ptr %9, align 8, !dbg !29
  %11 = fmul double %8, %10, !dbg !30
  %12 = call double @llvm.fmuladd.f64(double %4, double %6, double %11), !dbg !31
  %13 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2, !dbg !32
  %14 = load double, ptr %13, align 8, !dbg !32
  %15 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2, !dbg !33
  %16 = load double, ptr %15, align 8, !dbg !33
  %17 = call double @llvm.fmuladd.f64(double %14, double %16, double %12), !dbg !34
  ret double %17, !dbg !35
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!14 = distinct !DISubprogram(name: "vdot", scope: !1, file: !1, line: 14, type: !15, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !5)
!15 = !DISubroutineType(types: !16)
!16 = !{!3, !17, !17}
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec3", file: !1, line: 5, size: 192, elements: !18)
!18 = !{!19, !20, !21}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !17, file: !1, line: 5, baseType: !3, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !17, file: !1, line: 5, baseType: !3, size: 64, offset: 64)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !17, file: !1, line: 5, baseType: !3, size: 64, offset: 128)
!22 = !DILocalVariable(name: "a", arg: 1, scope: !14, file: !1, line: 14, type: !17)
!23 = !DILocation(line: 14, column: 32, scope: !14)
!24 = !DILocalVariable(name: "b", arg: 2, scope: !14, file: !1, line: 14, type: !17)
!25 = !DILocation(line: 14, column: 47, scope: !14)
!26 = !DILocation(line: 14, column: 61, scope: !14)
!27 = !DILocation(line: 14, column: 67, scope: !14)
!28 = !DILocation(line: 14, column: 73, scope: !14)
!29 = !DILocation(line: 14, column: 79, scope: !14)
!30 = !DILocation(line: 14, column: 75, scope: !14)
!31 = !DILocation(line: 14, column: 69, scope: !14)
!32 = !DILocation(line: 14, column: 85, scope: !14)
!33 = !DILocation(line: 14, column: 91, scope: !14)
!34 = !DILocation(line: 14, column: 81, scope: !14)
!35 = !DILocation(line: 14, column: 52, scope: !14)
