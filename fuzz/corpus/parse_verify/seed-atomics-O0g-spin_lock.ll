source_filename = "atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.atomic_flag = type { i8 }

@lock = external hidden global %struct.atomic_flag, align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define hidden void @spin_lock() #0 !dbg !32 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  br label %3, !dbg !35

3:                                                ; preds = %8, %0
  store i8 1, ptr %1, align 1, !dbg !36
  %4 = load i8, ptr %1, align 1, !dbg !36
  %5 = atomicrmw xchg ptr @lock, i8 %4 acquire, align 1, !dbg !36
  store i8 %5, ptr %2, align 1, !dbg !36
  %6 = load i8, ptr %2, align 1, !dbg !36
  %7 = trunc i8 %6 to i1, !dbg !36
  br i1 %7, label %8, label %9, !dbg !35

8:                                                ; preds = %3
  br label %3, !dbg !35, !llvm.loop !37

9:                                                ; preds = %3
  ret void, !dbg !40
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 11, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !16, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomics.c", directory: ".", checksumkind: CSK_MD5, checksum: "c8ff8e409738b00d878e72c02628be87")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!7}
!16 = !{!0}
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_flag", file: !6, line: 173, baseType: !18)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "atomic_flag", file: !6, line: 173, size: 8, elements: !19)
!19 = !{!20}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "_Value", scope: !18, file: !6, line: 173, baseType: !21, size: 8)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_bool", file: !6, line: 97, baseType: !22)
!22 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !23)
!23 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 18, type: !33, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!33 = !DISubroutineType(types: !34)
!34 = !{null}
!35 = !DILocation(line: 18, column: 31, scope: !32)
!36 = !DILocation(line: 18, column: 38, scope: !32)
!37 = distinct !{!37, !35, !38, !39}
!38 = !DILocation(line: 18, column: 103, scope: !32)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 18, column: 105, scope: !32)
