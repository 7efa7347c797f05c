source_filename = "nohdr_vector.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define hidden <4 x i32> @v4i_load(ptr noundef %0) #0 !dbg !15 {
  %2 = alloca ptr, align 8
  %3 = alloca <4 x i32>, align 16
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !25, !DIExpression(), !26)
    #dbg_declare(ptr %3, !27, !DIExpression(), !28)
  %4 = load ptr, ptr %2, align 8, !dbg !29
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 4 %4, i64 16, i1 false), !dbg !30
  %5 = load <4 x i32>, ptr %3, align 16, !dbg !31
  ret <4 x i32> %5, !dbg !32
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !6, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nohdr_vector.c", directory: ".", checksumkind: CSK_MD5, checksum: "b4ef8e9f7a479a6f7b5781e884b24993")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
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
!15 = distinct !DISubprogram(name: "v4i_load", scope: !1, file: !1, line: 12, type: !16, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !23}
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4i", file: !1, line: 5, baseType: !19)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, flags: DIFlagVector, elements: !21)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!25 = !DILocalVariable(name: "p", arg: 1, scope: !15, file: !1, line: 12, type: !23)
!26 = !DILocation(line: 12, column: 32, scope: !15)
!27 = !DILocalVariable(name: "v", scope: !15, file: !1, line: 12, type: !18)
!28 = !DILocation(line: 12, column: 41, scope: !15)
!29 = !DILocation(line: 12, column: 65, scope: !15)
!30 = !DILocation(line: 12, column: 44, scope: !15)
!31 = !DILocation(line: 12, column: 86, scope: !15)
!32 = !DILocation(line: 12, column: 79, scope: !15)
