; ModuleID = 'tests/programs/nohdr_overflow.c'
source_filename = "tests/programs/nohdr_overflow.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"2^%d: ok=%d value=%lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"3^40 ok=%d value=%lld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [26 x i8] c"(-3)^39 ok=%d value=%lld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"sat_add %u %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"sat_sub %d %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [23 x i8] c"small: %d %u %d %d %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [16 x i8] c"u64 mul: %d %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [20 x i8] c"mixed signs: %d %d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [21 x i8] c"neg to unsigned: %d\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [22 x i8] c"7^k fits for k <= %d\0A\00", align 1, !dbg !44

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !63 {
    #dbg_value(i32 60, !68, !DIExpression(), !94)
    #dbg_value(i64 0, !70, !DIExpression(), !95)
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 59, i32 noundef signext 1, i64 noundef 576460752303423488), !dbg !96
    #dbg_value(i32 61, !68, !DIExpression(), !94)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 60, i32 noundef signext 1, i64 noundef 1152921504606846976), !dbg !96
    #dbg_value(i32 62, !68, !DIExpression(), !94)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 61, i32 noundef signext 1, i64 noundef 2305843009213693952), !dbg !96
    #dbg_value(i32 63, !68, !DIExpression(), !94)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 62, i32 noundef signext 1, i64 noundef 4611686018427387904), !dbg !96
    #dbg_value(i32 64, !68, !DIExpression(), !94)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 63, i32 noundef signext 0, i64 noundef 0), !dbg !96
    #dbg_value(i32 65, !68, !DIExpression(), !94)
    #dbg_value(i64 0, !75, !DIExpression(), !97)
    #dbg_value(i32 0, !76, !DIExpression(), !97)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 0, i64 noundef 0), !dbg !98
    #dbg_value(i64 -4052555153018976267, !75, !DIExpression(), !97)
    #dbg_value(i32 1, !76, !DIExpression(), !97)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1, i64 noundef -4052555153018976267), !dbg !99
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext -1, i32 noundef signext -1), !dbg !100
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext -32768, i32 noundef signext 32767, i32 noundef signext -100), !dbg !101
    #dbg_value(i8 44, !77, !DIExpression(), !97)
    #dbg_value(i32 1, !81, !DIExpression(), !97)
    #dbg_value(i32 1, !82, !DIExpression(), !97)
    #dbg_value(i8 -128, !79, !DIExpression(), !97)
    #dbg_value(i32 0, !83, !DIExpression(), !97)
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 1, i32 noundef signext 44, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext -128), !dbg !102
    #dbg_value(i32 0, !86, !DIExpression(), !97)
    #dbg_value(i64 poison, !84, !DIExpression(), !97)
    #dbg_value(i32 1, !87, !DIExpression(), !97)
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0, i32 noundef signext 1), !dbg !103
    #dbg_value(i32 2000000000, !88, !DIExpression(), !97)
    #dbg_value(i32 0, !89, !DIExpression(), !97)
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0, i32 noundef signext 2000000000), !dbg !104
    #dbg_value(i32 -2, !90, !DIExpression(), !97)
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 1), !dbg !105
    #dbg_value(i32 poison, !93, !DIExpression(), !97)
    #dbg_value(i64 poison, !92, !DIExpression(), !97)
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 22), !dbg !106
  ret i32 0, !dbg !107
}

; Function Attrs: nofree nounwind
declare !dbg !108 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!49}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_overflow.c", directory: ".", checksumkind: CSK_MD5, checksum: "5efd8cf25f261a906ba2b19a72ec5dff")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 26)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 16)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 20)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 21)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 22)
!49 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !50, splitDebugInlining: false, nameTableKind: None)
!50 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44}
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 1, !"target-abi", !"lp64d"}
!55 = !{i32 6, !"riscv-isa", !56}
!56 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 2}
!60 = !{i32 8, !"SmallDataLimit", i32 8}
!61 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !64, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !67)
!64 = !DISubroutineType(types: !65)
!65 = !{!66}
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !{!68, !70, !74, !75, !76, !77, !79, !81, !82, !83, !84, !86, !87, !88, !89, !90, !92, !93}
!68 = !DILocalVariable(name: "e", scope: !69, file: !2, line: 25, type: !66)
!69 = distinct !DILexicalBlock(scope: !63, file: !2, line: 25, column: 5)
!70 = !DILocalVariable(name: "r", scope: !71, file: !2, line: 26, type: !73)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 25, column: 36)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 25, column: 5)
!73 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!74 = !DILocalVariable(name: "ok", scope: !71, file: !2, line: 27, type: !66)
!75 = !DILocalVariable(name: "r3", scope: !63, file: !2, line: 30, type: !73)
!76 = !DILocalVariable(name: "ok3", scope: !63, file: !2, line: 31, type: !66)
!77 = !DILocalVariable(name: "uc", scope: !63, file: !2, line: 37, type: !78)
!78 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!79 = !DILocalVariable(name: "sc", scope: !63, file: !2, line: 38, type: !80)
!80 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!81 = !DILocalVariable(name: "o1", scope: !63, file: !2, line: 39, type: !66)
!82 = !DILocalVariable(name: "o2", scope: !63, file: !2, line: 40, type: !66)
!83 = !DILocalVariable(name: "o3", scope: !63, file: !2, line: 41, type: !66)
!84 = !DILocalVariable(name: "ull", scope: !63, file: !2, line: 43, type: !85)
!85 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!86 = !DILocalVariable(name: "o4", scope: !63, file: !2, line: 44, type: !66)
!87 = !DILocalVariable(name: "o5", scope: !63, file: !2, line: 45, type: !66)
!88 = !DILocalVariable(name: "i", scope: !63, file: !2, line: 47, type: !66)
!89 = !DILocalVariable(name: "o6", scope: !63, file: !2, line: 48, type: !66)
!90 = !DILocalVariable(name: "u", scope: !63, file: !2, line: 50, type: !91)
!91 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!92 = !DILocalVariable(name: "prod", scope: !63, file: !2, line: 52, type: !73)
!93 = !DILocalVariable(name: "steps", scope: !63, file: !2, line: 53, type: !66)
!94 = !DILocation(line: 0, scope: !69)
!95 = !DILocation(line: 0, scope: !71)
!96 = !DILocation(line: 28, column: 9, scope: !71)
!97 = !DILocation(line: 0, scope: !63)
!98 = !DILocation(line: 32, column: 5, scope: !63)
!99 = !DILocation(line: 34, column: 5, scope: !63)
!100 = !DILocation(line: 35, column: 5, scope: !63)
!101 = !DILocation(line: 36, column: 5, scope: !63)
!102 = !DILocation(line: 42, column: 5, scope: !63)
!103 = !DILocation(line: 46, column: 5, scope: !63)
!104 = !DILocation(line: 49, column: 5, scope: !63)
!105 = !DILocation(line: 51, column: 5, scope: !63)
!106 = !DILocation(line: 55, column: 5, scope: !63)
!107 = !DILocation(line: 56, column: 5, scope: !63)
!108 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{!66, !111, null}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
