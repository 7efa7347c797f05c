; ModuleID = 'tests/programs/features/seh.c'
source_filename = "tests/programs/features/seh.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

$"??_C@_04NBCHDMCG@fin?6?$AA@" = comdat any

@"??_C@_04NBCHDMCG@fin?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"fin\0A\00", comdat, align 1, !dbg !0

; Function Attrs: noinline nounwind optnone
define dso_local dllexport i32 @exported(i32 noundef %0) #0 !dbg !15 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
  %3 = load i32, ptr %2, align 4, !dbg !21
  %4 = add nsw i32 %3, 1, !dbg !21
  ret i32 %4, !dbg !21
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @filter(i32 noundef %0) #0 !dbg !22 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !23, !DIExpression(), !24)
  %3 = load i32, ptr %2, align 4, !dbg !24
  %4 = icmp eq i32 %3, 5, !dbg !24
  %5 = zext i1 %4 to i64, !dbg !24
  %6 = select i1 %4, i32 1, i32 0, !dbg !24
  ret i32 %6, !dbg !24
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @seh(ptr noundef %0) #0 !dbg !25 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !29, !DIExpression(), !30)
    #dbg_declare(ptr %3, !31, !DIExpression(), !30)
  store i32 0, ptr %3, align 4, !dbg !30
  %5 = load ptr, ptr %2, align 8, !dbg !32
  %6 = load i32, ptr %5, align 4, !dbg !32
  store i32 %6, ptr %3, align 4, !dbg !32
  %7 = load i32, ptr %3, align 4, !dbg !34
  %8 = add nsw i32 %7, 1, !dbg !34
  store i32 %8, ptr %3, align 4, !dbg !34
  %9 = call ptr @llvm.localaddress(), !dbg !34
  call void @"?fin$0@0@seh@@"(i8 noundef 0, ptr noundef %9) #4, !dbg !34
  %10 = load i32, ptr %3, align 4, !dbg !30
  %11 = call i32 @imported(i32 noundef 2) #4, !dbg !30
  %12 = add nsw i32 %10, %11, !dbg !30
  ret i32 %12, !dbg !30
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$0@0@seh@@"(ptr noundef %0, ptr noundef %1) #1 !dbg !36 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !38, !DIExpression(), !40)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !41, !DIExpression(), !40)
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0, !dbg !42
  %7 = load ptr, ptr %6, align 8, !dbg !42
  %8 = load i32, ptr %7, align 4, !dbg !42
  store i32 %8, ptr %5, align 4, !dbg !42
  %9 = call i32 @filter(i32 noundef 5) #4, !dbg !42
  ret i32 %9, !dbg !42
}

; Function Attrs: noinline nounwind
define internal void @"?fin$0@0@seh@@"(i8 noundef %0, ptr noundef %1) #1 !dbg !43 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !44, !DIExpression(), !45)
  store i8 %0, ptr %4, align 1
    #dbg_declare(ptr %4, !46, !DIExpression(), !45)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04NBCHDMCG@fin?6?$AA@") #4, !dbg !48
  ret void, !dbg !50
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localaddress() #3

declare dllimport i32 @imported(i32 noundef) #2

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/features/seh.c", directory: ".", checksumkind: CSK_MD5, checksum: "be653766aba2c4f033566fa794524283")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 2, !"CodeView", i32 1}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 2}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 1, !"MaxTLSAlign", i32 65536}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "exported", scope: !2, file: !2, line: 4, type: !16, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !2, line: 4, type: !18)
!21 = !DILocation(line: 4, scope: !15)
!22 = distinct !DISubprogram(name: "filter", scope: !2, file: !2, line: 6, type: !16, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !19)
!23 = !DILocalVariable(name: "code", arg: 1, scope: !22, file: !2, line: 6, type: !18)
!24 = !DILocation(line: 6, scope: !22)
!25 = distinct !DISubprogram(name: "seh", scope: !2, file: !2, line: 7, type: !26, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !19)
!26 = !DISubroutineType(types: !27)
!27 = !{!18, !28}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!29 = !DILocalVariable(name: "p", arg: 1, scope: !25, file: !2, line: 7, type: !28)
!30 = !DILocation(line: 7, scope: !25)
!31 = !DILocalVariable(name: "r", scope: !25, file: !2, line: 7, type: !18)
!32 = !DILocation(line: 7, scope: !33)
!33 = distinct !DILexicalBlock(scope: !25, file: !2, line: 7)
!34 = !DILocation(line: 7, scope: !35)
!35 = distinct !DILexicalBlock(scope: !25, file: !2, line: 7)
!36 = distinct !DISubprogram(linkageName: "?filt$0@0@seh@@", scope: !2, file: !2, line: 7, type: !37, scopeLine: 7, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !19)
!37 = !DISubroutineType(types: !19)
!38 = !DILocalVariable(name: "frame_pointer", arg: 2, scope: !36, type: !39, flags: DIFlagArtificial)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !DILocation(line: 0, scope: !36)
!41 = !DILocalVariable(name: "exception_pointers", arg: 1, scope: !36, type: !39, flags: DIFlagArtificial)
!42 = !DILocation(line: 7, scope: !36)
!43 = distinct !DISubprogram(linkageName: "?fin$0@0@seh@@", scope: !2, file: !2, line: 7, type: !37, scopeLine: 7, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !19)
!44 = !DILocalVariable(name: "frame_pointer", arg: 2, scope: !43, type: !39, flags: DIFlagArtificial)
!45 = !DILocation(line: 0, scope: !43)
!46 = !DILocalVariable(name: "abnormal_termination", arg: 1, scope: !43, type: !47, flags: DIFlagArtificial)
!47 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!48 = !DILocation(line: 7, scope: !49)
!49 = distinct !DILexicalBlock(scope: !43, file: !2, line: 7)
!50 = !DILocation(line: 7, scope: !43)
