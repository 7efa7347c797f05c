source_filename = "nohdr_exitcode.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.data = external hidden unnamed_addr constant [14 x i32], align 16
@.str = external hidden unnamed_addr constant [23 x i8], align 1, !dbg !0

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !19 {
  %1 = alloca i32, align 4
  %2 = alloca [14 x i32], align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !22, !DIExpression(), !26)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.data, i64 56, i1 false), !dbg !26
    #dbg_declare(ptr %3, !27, !DIExpression(), !28)
  %4 = getelementptr inbounds [14 x i32], ptr %2, i64 0, i64 0, !dbg !29
  %5 = call i32 @validate(ptr noundef %4, i32 noundef 14), !dbg !30
  store i32 %5, ptr %3, align 4, !dbg !28
  %6 = load i32, ptr %3, align 4, !dbg !31
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %6), !dbg !32
  %8 = load i32, ptr %3, align 4, !dbg !33
  %9 = add nsw i32 %8, 1, !dbg !34
  ret i32 %9, !dbg !35
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
declare hidden i32 @validate(ptr noundef, i32 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "nohdr_exitcode.c", directory: ".", checksumkind: CSK_MD5, checksum: "2bd8ccba4af0f5e2162ba98f9e4489a4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 23)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !20, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !21)
!20 = !DISubroutineType(types: !8)
!21 = !{}
!22 = !DILocalVariable(name: "data", scope: !19, file: !2, line: 13, type: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 448, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 14)
!26 = !DILocation(line: 13, column: 9, scope: !19)
!27 = !DILocalVariable(name: "e", scope: !19, file: !2, line: 14, type: !9)
!28 = !DILocation(line: 14, column: 9, scope: !19)
!29 = !DILocation(line: 14, column: 22, scope: !19)
!30 = !DILocation(line: 14, column: 13, scope: !19)
!31 = !DILocation(line: 15, column: 39, scope: !19)
!32 = !DILocation(line: 15, column: 5, scope: !19)
!33 = !DILocation(line: 16, column: 12, scope: !19)
!34 = !DILocation(line: 16, column: 14, scope: !19)
!35 = !DILocation(line: 16, column: 5, scope: !19)
