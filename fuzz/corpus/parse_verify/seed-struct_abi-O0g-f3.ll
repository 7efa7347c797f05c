source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S3 = type { i8, i8, i8 }

; Function Attrs: noinline nounwind optnone uwtable
define hidden i24 @f3(i24 %0) #0 !dbg !15 {
  %2 = alloca %struct.S3, align 1
  %3 = alloca %struct.S3, align 1
  %4 = alloca i24, align 4
  store i24 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !23, !DIExpression(), !24)
    #dbg_declare(ptr %2, !25, !DIExpression(), !26)
  %5 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0, !dbg !27
  %6 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 2, !dbg !28
  %7 = load i8, ptr %6, align 1, !dbg !28
  store i8 %7, ptr %5, align 1, !dbg !27
  %8 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 1, !dbg !27
  %9 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 1, !dbg !29
  %10 = load i8, ptr %9, align 1, !dbg !29
  store i8 %10, ptr %8, align 1, !dbg !27
  %11 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 2, !dbg !27
  %12 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0, !dbg !30
  %13 = load i8, ptr %12, align 1, !dbg !30
  store i8 %13, ptr %11, align 1, !dbg !27
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 1 %2, i64 3, i1 false), !dbg !31
  %14 = load i24, ptr %4, align 4, !dbg !31
  ret i24 %14, !dbg !31
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
!15 = distinct !DISubprogram(name: "f3", scope: !1, file: !1, line: 24, type: !16, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S3", file: !1, line: 7, size: 24, elements: !19)
!19 = !{!20, !21, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !18, file: !1, line: 7, baseType: !4, size: 8)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !18, file: !1, line: 7, baseType: !4, size: 8, offset: 8)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !18, file: !1, line: 7, baseType: !4, size: 8, offset: 16)
!23 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !1, line: 24, type: !18)
!24 = !DILocation(line: 24, column: 31, scope: !15)
!25 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 24, type: !18)
!26 = !DILocation(line: 24, column: 46, scope: !15)
!27 = !DILocation(line: 24, column: 50, scope: !15)
!28 = !DILocation(line: 24, column: 54, scope: !15)
!29 = !DILocation(line: 24, column: 59, scope: !15)
!30 = !DILocation(line: 24, column: 64, scope: !15)
!31 = !DILocation(line: 24, column: 69, scope: !15)
