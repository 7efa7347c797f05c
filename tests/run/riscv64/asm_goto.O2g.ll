; ModuleID = 'tests/run/riscv64/asm_goto.c'
source_filename = "tests/run/riscv64/asm_goto.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%d: %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"loop %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"sum %ld\0A\00", align 1, !dbg !12

; Function Attrs: nounwind uwtable
define dso_local signext range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !31 {
    #dbg_value(i64 0, !36, !DIExpression(), !46)
    #dbg_value(i32 0, !38, !DIExpression(), !47)
  br label %46, !dbg !48

1:                                                ; preds = %65, %34
  %2 = phi i64 [ %36, %34 ], [ 0, %65 ]
  %3 = phi i64 [ %35, %34 ], [ 0, %65 ]
  %4 = phi i64 [ %22, %34 ], [ 8, %65 ]
  %5 = phi i64 [ %20, %34 ], [ 7, %65 ]
  %6 = phi i64 [ %19, %34 ], [ 6, %65 ]
  %7 = phi i64 [ %18, %34 ], [ 5, %65 ]
  %8 = phi i64 [ %16, %34 ], [ 4, %65 ]
  %9 = phi i64 [ %15, %34 ], [ 3, %65 ]
  %10 = phi i64 [ %13, %34 ], [ 2, %65 ]
  %11 = phi i64 [ %12, %34 ], [ 1, %65 ]
    #dbg_value(i64 %2, !49, !DIExpression(), !68)
    #dbg_value(i64 %3, !64, !DIExpression(), !70)
    #dbg_value(i64 %4, !63, !DIExpression(), !70)
    #dbg_value(i64 %5, !62, !DIExpression(), !70)
    #dbg_value(i64 %6, !61, !DIExpression(), !70)
    #dbg_value(i64 %7, !60, !DIExpression(), !70)
    #dbg_value(i64 %8, !59, !DIExpression(), !70)
    #dbg_value(i64 %9, !58, !DIExpression(), !70)
    #dbg_value(i64 %10, !57, !DIExpression(), !70)
    #dbg_value(i64 %11, !56, !DIExpression(), !70)
  %12 = add nuw nsw i64 %11, %2, !dbg !71
    #dbg_value(i64 %12, !56, !DIExpression(), !70)
  %13 = xor i64 %12, %10, !dbg !72
    #dbg_value(i64 %13, !57, !DIExpression(), !70)
  %14 = mul nsw i64 %13, 3, !dbg !73
  %15 = add nsw i64 %14, %9, !dbg !74
    #dbg_value(i64 %15, !58, !DIExpression(), !70)
  %16 = sub nsw i64 %8, %15, !dbg !75
    #dbg_value(i64 %16, !59, !DIExpression(), !70)
  %17 = xor i64 %16, %12, !dbg !76
  %18 = add nsw i64 %17, %7, !dbg !77
    #dbg_value(i64 %18, !60, !DIExpression(), !70)
  %19 = add nsw i64 %18, %6, !dbg !78
    #dbg_value(i64 %19, !61, !DIExpression(), !70)
  %20 = xor i64 %19, %5, !dbg !79
    #dbg_value(i64 %20, !62, !DIExpression(), !70)
  %21 = add i64 %12, %4, !dbg !80
  %22 = add i64 %21, %20, !dbg !81
    #dbg_value(i64 %22, !63, !DIExpression(), !70)
  %23 = trunc nuw nsw i64 %2 to i32, !dbg !82
  %24 = and i32 %23, 7, !dbg !82
  callbr void asm sideeffect "li t0, 4\0A\09beq $0, t0, ${1:l}", "r,!i,~{x5}"(i32 %24) #2
          to label %25 [label %28], !dbg !83, !srcloc !84

25:                                               ; preds = %1
  %26 = add i64 %12, %3, !dbg !85
  %27 = add i64 %26, %13, !dbg !86
    #dbg_value(i64 %27, !64, !DIExpression(), !70)
  br label %34, !dbg !87

28:                                               ; preds = %1
    #dbg_label(!65, !88)
  %29 = add i64 %8, %18, !dbg !89
  %30 = add i64 %29, %19, !dbg !90
  %31 = add i64 %30, %20, !dbg !91
  %32 = add i64 %31, %22, !dbg !91
  %33 = sub i64 %3, %32, !dbg !91
    #dbg_value(i64 %33, !64, !DIExpression(), !70)
  br label %34, !dbg !92

34:                                               ; preds = %28, %25
  %35 = phi i64 [ %27, %25 ], [ %33, %28 ], !dbg !93
    #dbg_value(i64 %35, !64, !DIExpression(), !70)
  %36 = add nuw nsw i64 %2, 1, !dbg !94
    #dbg_value(i64 %36, !49, !DIExpression(), !68)
    #dbg_value(i64 %22, !63, !DIExpression(), !70)
    #dbg_value(i64 %20, !62, !DIExpression(), !70)
    #dbg_value(i64 %19, !61, !DIExpression(), !70)
    #dbg_value(i64 %18, !60, !DIExpression(), !70)
    #dbg_value(i64 %16, !59, !DIExpression(), !70)
    #dbg_value(i64 %15, !58, !DIExpression(), !70)
    #dbg_value(i64 %13, !57, !DIExpression(), !70)
    #dbg_value(i64 %12, !56, !DIExpression(), !70)
  %37 = icmp eq i64 %36, 100, !dbg !95
  br i1 %37, label %38, label %1, !dbg !96, !llvm.loop !97

38:                                               ; preds = %34
  %39 = add i64 %35, -17477124721, !dbg !100
    #dbg_value(i64 %39, !45, !DIExpression(), !46)
  %40 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %39), !dbg !101
  %41 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %71), !dbg !102
  %42 = icmp ne i64 %71, 639, !dbg !103
  %43 = icmp ne i64 %39, -11579438278, !dbg !104
  %44 = or i1 %42, %43, !dbg !105
  %45 = zext i1 %44 to i32, !dbg !105
  ret i32 %45, !dbg !106

46:                                               ; preds = %0, %65
  %47 = phi i64 [ 0, %0 ], [ %71, %65 ]
  %48 = phi i32 [ 0, %0 ], [ %72, %65 ]
    #dbg_value(i64 %47, !36, !DIExpression(), !46)
    #dbg_value(i32 %48, !38, !DIExpression(), !47)
    #dbg_value(i32 %48, !107, !DIExpression(), !114)
  callbr void asm sideeffect "li t0, 5\0A\09beq $0, t0, ${1:l}\0A\09li t0, 7\0A\09beq $0, t0, ${2:l}", "r,!i,!i,~{x5}"(i32 %48) #2
          to label %51 [label %49, label %50], !dbg !116, !srcloc !117

49:                                               ; preds = %46
    #dbg_label(!112, !118)
  br label %51, !dbg !119

50:                                               ; preds = %46
    #dbg_label(!113, !120)
  br label %51, !dbg !121

51:                                               ; preds = %46, %49, %50
  %52 = phi i32 [ 70, %50 ], [ 50, %49 ], [ %48, %46 ], !dbg !114
    #dbg_value(i32 %52, !40, !DIExpression(), !122)
    #dbg_value(i32 %48, !123, !DIExpression(), !128)
  %53 = callbr i32 asm "mv $0, $1\0A\09li t0, 3\0A\09beq $1, t0, ${2:l}", "=r,r,!i,~{x5}"(i32 %48) #3
          to label %54 [label %56], !dbg !130, !srcloc !131

54:                                               ; preds = %51
    #dbg_value(i32 %53, !126, !DIExpression(), !128)
  %55 = add nsw i32 %53, 1, !dbg !132
  br label %58, !dbg !133

56:                                               ; preds = %51
    #dbg_value(i32 %53, !126, !DIExpression(), !128)
    #dbg_label(!127, !134)
  %57 = mul nsw i32 %53, 100, !dbg !135
  br label %58, !dbg !136

58:                                               ; preds = %54, %56
  %59 = phi i32 [ %55, %54 ], [ %57, %56 ], !dbg !128
    #dbg_value(i32 %59, !43, !DIExpression(), !122)
    #dbg_value(i32 %48, !137, !DIExpression(), !142)
  callbr void asm sideeffect "j ${0:l}", "!i"() #2
          to label %60 [label %61], !dbg !144, !srcloc !145

60:                                               ; preds = %58
    #dbg_value(i32 -1, !137, !DIExpression(), !142)
  br label %61, !dbg !146

61:                                               ; preds = %60, %58
  %62 = phi i32 [ -1, %60 ], [ %48, %58 ]
    #dbg_value(i32 %62, !137, !DIExpression(), !142)
    #dbg_label(!140, !147)
  callbr void asm sideeffect "", "!i"() #2
          to label %63 [label %65], !dbg !148, !srcloc !149

63:                                               ; preds = %61
  %64 = mul nsw i32 %62, 3, !dbg !150
  br label %65, !dbg !151

65:                                               ; preds = %61, %63
  %66 = phi i32 [ %64, %63 ], [ -2, %61 ], !dbg !142
    #dbg_value(i32 %66, !44, !DIExpression(), !122)
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %48, i32 noundef signext %52, i32 noundef signext %59, i32 noundef signext %66), !dbg !152
  %68 = add nsw i32 %59, %52, !dbg !153
  %69 = add nsw i32 %68, %66, !dbg !154
  %70 = sext i32 %69 to i64, !dbg !155
  %71 = add nsw i64 %47, %70, !dbg !156
    #dbg_value(i64 %71, !36, !DIExpression(), !46)
  %72 = add nuw nsw i32 %48, 1, !dbg !157
    #dbg_value(i32 %72, !38, !DIExpression(), !47)
  %73 = icmp eq i32 %72, 10, !dbg !158
  br i1 %73, label %1, label %46, !dbg !48, !llvm.loop !159
}

; Function Attrs: nofree nounwind
declare !dbg !161 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nounwind }
attributes #3 = { nounwind memory(none) }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/asm_goto.c", directory: ".", checksumkind: CSK_MD5, checksum: "c9e5bf5fac2271cac25f7335bfc569bc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 9)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !18, splitDebugInlining: false, nameTableKind: None)
!18 = !{!0, !7, !12}
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 1, !"target-abi", !"lp64d"}
!23 = !{i32 6, !"riscv-isa", !24}
!24 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 8, !"SmallDataLimit", i32 8}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 70, type: !32, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !{!36, !38, !40, !43, !44, !45}
!36 = !DILocalVariable(name: "sum", scope: !31, file: !2, line: 71, type: !37)
!37 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!38 = !DILocalVariable(name: "i", scope: !39, file: !2, line: 72, type: !34)
!39 = distinct !DILexicalBlock(scope: !31, file: !2, line: 72, column: 3)
!40 = !DILocalVariable(name: "c", scope: !41, file: !2, line: 73, type: !34)
!41 = distinct !DILexicalBlock(scope: !42, file: !2, line: 72, column: 32)
!42 = distinct !DILexicalBlock(scope: !39, file: !2, line: 72, column: 3)
!43 = !DILocalVariable(name: "o", scope: !41, file: !2, line: 73, type: !34)
!44 = !DILocalVariable(name: "a", scope: !41, file: !2, line: 73, type: !34)
!45 = !DILocalVariable(name: "l", scope: !31, file: !2, line: 77, type: !37)
!46 = !DILocation(line: 0, scope: !31)
!47 = !DILocation(line: 0, scope: !39)
!48 = !DILocation(line: 72, column: 3, scope: !39)
!49 = !DILocalVariable(name: "i", scope: !50, file: !2, line: 59, type: !34)
!50 = distinct !DILexicalBlock(scope: !51, file: !2, line: 59, column: 3)
!51 = distinct !DISubprogram(name: "loop", scope: !2, file: !2, line: 57, type: !52, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!37, !34}
!54 = !{!55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !49, !65}
!55 = !DILocalVariable(name: "n", arg: 1, scope: !51, file: !2, line: 57, type: !34)
!56 = !DILocalVariable(name: "a", scope: !51, file: !2, line: 58, type: !37)
!57 = !DILocalVariable(name: "b", scope: !51, file: !2, line: 58, type: !37)
!58 = !DILocalVariable(name: "c", scope: !51, file: !2, line: 58, type: !37)
!59 = !DILocalVariable(name: "d", scope: !51, file: !2, line: 58, type: !37)
!60 = !DILocalVariable(name: "e", scope: !51, file: !2, line: 58, type: !37)
!61 = !DILocalVariable(name: "f", scope: !51, file: !2, line: 58, type: !37)
!62 = !DILocalVariable(name: "g", scope: !51, file: !2, line: 58, type: !37)
!63 = !DILocalVariable(name: "h", scope: !51, file: !2, line: 58, type: !37)
!64 = !DILocalVariable(name: "acc", scope: !51, file: !2, line: 58, type: !37)
!65 = !DILabel(scope: !66, name: "skip", file: !2, line: 64)
!66 = distinct !DILexicalBlock(scope: !67, file: !2, line: 59, column: 31)
!67 = distinct !DILexicalBlock(scope: !50, file: !2, line: 59, column: 3)
!68 = !DILocation(line: 0, scope: !50, inlinedAt: !69)
!69 = distinct !DILocation(line: 77, column: 12, scope: !31)
!70 = !DILocation(line: 0, scope: !51, inlinedAt: !69)
!71 = !DILocation(line: 60, column: 7, scope: !66, inlinedAt: !69)
!72 = !DILocation(line: 60, column: 15, scope: !66, inlinedAt: !69)
!73 = !DILocation(line: 60, column: 28, scope: !66, inlinedAt: !69)
!74 = !DILocation(line: 60, column: 23, scope: !66, inlinedAt: !69)
!75 = !DILocation(line: 60, column: 35, scope: !66, inlinedAt: !69)
!76 = !DILocation(line: 60, column: 48, scope: !66, inlinedAt: !69)
!77 = !DILocation(line: 60, column: 43, scope: !66, inlinedAt: !69)
!78 = !DILocation(line: 60, column: 55, scope: !66, inlinedAt: !69)
!79 = !DILocation(line: 60, column: 63, scope: !66, inlinedAt: !69)
!80 = !DILocation(line: 60, column: 76, scope: !66, inlinedAt: !69)
!81 = !DILocation(line: 60, column: 71, scope: !66, inlinedAt: !69)
!82 = !DILocation(line: 61, column: 50, scope: !66, inlinedAt: !69)
!83 = !DILocation(line: 61, column: 5, scope: !66, inlinedAt: !69)
!84 = !{i64 2147662417, i64 2147662433}
!85 = !DILocation(line: 62, column: 14, scope: !66, inlinedAt: !69)
!86 = !DILocation(line: 62, column: 9, scope: !66, inlinedAt: !69)
!87 = !DILocation(line: 63, column: 5, scope: !66, inlinedAt: !69)
!88 = !DILocation(line: 64, column: 3, scope: !66, inlinedAt: !69)
!89 = !DILocation(line: 65, column: 26, scope: !66, inlinedAt: !69)
!90 = !DILocation(line: 65, column: 30, scope: !66, inlinedAt: !69)
!91 = !DILocation(line: 65, column: 9, scope: !66, inlinedAt: !69)
!92 = !DILocation(line: 66, column: 3, scope: !66, inlinedAt: !69)
!93 = !DILocation(line: 0, scope: !66, inlinedAt: !69)
!94 = !DILocation(line: 59, column: 27, scope: !67, inlinedAt: !69)
!95 = !DILocation(line: 59, column: 21, scope: !67, inlinedAt: !69)
!96 = !DILocation(line: 59, column: 3, scope: !50, inlinedAt: !69)
!97 = distinct !{!97, !96, !98, !99}
!98 = !DILocation(line: 66, column: 3, scope: !50, inlinedAt: !69)
!99 = !{!"llvm.loop.mustprogress"}
!100 = !DILocation(line: 67, column: 42, scope: !51, inlinedAt: !69)
!101 = !DILocation(line: 78, column: 3, scope: !31)
!102 = !DILocation(line: 79, column: 3, scope: !31)
!103 = !DILocation(line: 80, column: 14, scope: !31)
!104 = !DILocation(line: 80, column: 21, scope: !31)
!105 = !DILocation(line: 80, column: 10, scope: !31)
!106 = !DILocation(line: 80, column: 3, scope: !31)
!107 = !DILocalVariable(name: "x", arg: 1, scope: !108, file: !2, line: 21, type: !34)
!108 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 21, type: !109, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!34, !34}
!111 = !{!107, !112, !113}
!112 = !DILabel(scope: !108, name: "five", file: !2, line: 24)
!113 = !DILabel(scope: !108, name: "seven", file: !2, line: 26)
!114 = !DILocation(line: 0, scope: !108, inlinedAt: !115)
!115 = distinct !DILocation(line: 73, column: 13, scope: !41)
!116 = !DILocation(line: 22, column: 3, scope: !108, inlinedAt: !115)
!117 = !{i64 2147662319, i64 2147662335, i64 702, i64 2147662379}
!118 = !DILocation(line: 24, column: 1, scope: !108, inlinedAt: !115)
!119 = !DILocation(line: 25, column: 3, scope: !108, inlinedAt: !115)
!120 = !DILocation(line: 26, column: 1, scope: !108, inlinedAt: !115)
!121 = !DILocation(line: 27, column: 3, scope: !108, inlinedAt: !115)
!122 = !DILocation(line: 0, scope: !41)
!123 = !DILocalVariable(name: "x", arg: 1, scope: !124, file: !2, line: 31, type: !34)
!124 = distinct !DISubprogram(name: "copy_or_jump", scope: !2, file: !2, line: 31, type: !109, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !125)
!125 = !{!123, !126, !127}
!126 = !DILocalVariable(name: "y", scope: !124, file: !2, line: 32, type: !34)
!127 = !DILabel(scope: !124, name: "three", file: !2, line: 41)
!128 = !DILocation(line: 0, scope: !124, inlinedAt: !129)
!129 = distinct !DILocation(line: 73, column: 30, scope: !41)
!130 = !DILocation(line: 38, column: 3, scope: !124, inlinedAt: !129)
!131 = !{i64 1154, i64 1166, i64 1178}
!132 = !DILocation(line: 40, column: 12, scope: !124, inlinedAt: !129)
!133 = !DILocation(line: 40, column: 3, scope: !124, inlinedAt: !129)
!134 = !DILocation(line: 41, column: 1, scope: !124, inlinedAt: !129)
!135 = !DILocation(line: 42, column: 12, scope: !124, inlinedAt: !129)
!136 = !DILocation(line: 42, column: 3, scope: !124, inlinedAt: !129)
!137 = !DILocalVariable(name: "x", arg: 1, scope: !138, file: !2, line: 46, type: !34)
!138 = distinct !DISubprogram(name: "always", scope: !2, file: !2, line: 46, type: !109, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !139)
!139 = !{!137, !140, !141}
!140 = !DILabel(scope: !138, name: "out", file: !2, line: 49)
!141 = !DILabel(scope: !138, name: "never", file: !2, line: 52)
!142 = !DILocation(line: 0, scope: !138, inlinedAt: !143)
!143 = distinct !DILocation(line: 73, column: 51, scope: !41)
!144 = !DILocation(line: 47, column: 3, scope: !138, inlinedAt: !143)
!145 = !{i64 2147662412}
!146 = !DILocation(line: 48, column: 3, scope: !138, inlinedAt: !143)
!147 = !DILocation(line: 49, column: 1, scope: !138, inlinedAt: !143)
!148 = !DILocation(line: 50, column: 3, scope: !138, inlinedAt: !143)
!149 = !{i64 1457}
!150 = !DILocation(line: 51, column: 12, scope: !138, inlinedAt: !143)
!151 = !DILocation(line: 51, column: 3, scope: !138, inlinedAt: !143)
!152 = !DILocation(line: 74, column: 5, scope: !41)
!153 = !DILocation(line: 75, column: 14, scope: !41)
!154 = !DILocation(line: 75, column: 18, scope: !41)
!155 = !DILocation(line: 75, column: 12, scope: !41)
!156 = !DILocation(line: 75, column: 9, scope: !41)
!157 = !DILocation(line: 72, column: 28, scope: !42)
!158 = !DILocation(line: 72, column: 21, scope: !42)
!159 = distinct !{!159, !48, !160, !99}
!160 = !DILocation(line: 76, column: 3, scope: !39)
!161 = !DISubprogram(name: "printf", scope: !162, file: !162, line: 356, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!163 = !DISubroutineType(types: !164)
!164 = !{!34, !165, null}
!165 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
