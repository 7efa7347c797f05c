; ModuleID = 'tests/programs/long_double.c'
source_filename = "tests/programs/long_double.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"20! = %.1f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"25! / 1e20 = %.6f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"zeta(2) partial = %.12f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [24 x i8] c"third*3 close to 1: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"pair = %.4f %.4f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"ld keeps 2^53+1: %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [25 x i8] c"ld -> int: %d %lld %llu\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [24 x i8] c"max = %.3f cmp = %d %d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [17 x i8] c"round trip = %d\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [12 x i8] c"acc = %.6f\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [22 x i8] c"float from ld = %.6f\0A\00", align 1, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !69 {
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x43C0E1B3BE415A00), !dbg !88
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x4102EF40CDAFFAAA), !dbg !89
    #dbg_value(i32 2000, !90, !DIExpression(), !98)
    #dbg_value(fp128 0xL00000000000000000000000000000000, !95, !DIExpression(), !98)
    #dbg_value(i32 1, !96, !DIExpression(), !100)
  br label %3, !dbg !101

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 1, %0 ], [ %10, %3 ]
  %5 = phi fp128 [ 0xL00000000000000000000000000000000, %0 ], [ %9, %3 ]
    #dbg_value(i32 %4, !96, !DIExpression(), !100)
    #dbg_value(fp128 %5, !95, !DIExpression(), !98)
  %6 = mul nuw nsw i32 %4, %4, !dbg !102
  %7 = uitofp nneg i32 %6 to fp128, !dbg !102
  %8 = fdiv fp128 0xL00000000000000003FFF000000000000, %7, !dbg !104
  %9 = fadd fp128 %5, %8, !dbg !105
    #dbg_value(fp128 %9, !95, !DIExpression(), !98)
  %10 = add nuw nsw i32 %4, 1, !dbg !106
    #dbg_value(i32 %10, !96, !DIExpression(), !100)
  %11 = icmp eq i32 %10, 2001, !dbg !107
  br i1 %11, label %12, label %3, !dbg !101, !llvm.loop !108

12:                                               ; preds = %3
  %13 = fptrunc fp128 %9 to double, !dbg !111
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %13), !dbg !112
    #dbg_value(fp128 0xL55555555555555553FFD555555555555, !73, !DIExpression(), !113)
    #dbg_value(fp128 0xL00000000000000003FFF000000000000, !74, !DIExpression(), !113)
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 1), !dbg !114
    #dbg_value(fp128 0xL0000000000000000C002200000000000, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !113)
    #dbg_value(fp128 0xL00000000000000004001800000000000, !75, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !113)
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -9.000000e+00, double noundef 6.000000e+00), !dbg !115
    #dbg_value(i64 9007199254740993, !80, !DIExpression(), !113)
    #dbg_value(fp128 0xL08000000000000004034000000000000, !81, !DIExpression(), !113)
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 1), !dbg !116
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext -7, i64 noundef -123456789, i64 noundef -2048), !dbg !117
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef -5.000000e-01, i32 noundef signext 1, i32 noundef signext 0), !dbg !118
    #dbg_value(double 1.000000e-01, !82, !DIExpression(), !113)
    #dbg_value(fp128 0xLA0000000000000003FFB999999999999, !83, !DIExpression(), !113)
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 1), !dbg !119
    #dbg_value(fp128 0xL00000000000000000000000000000000, !84, !DIExpression(), !113)
    #dbg_value(i32 0, !85, !DIExpression(), !120)
  br label %25, !dbg !121

21:                                               ; preds = %25
  %22 = fptrunc fp128 %33 to double, !dbg !122
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %22), !dbg !123
    #dbg_value(float 0x3FC24924A0000000, !87, !DIExpression(), !113)
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FC24924A0000000), !dbg !124
  ret i32 0, !dbg !125

25:                                               ; preds = %12, %25
  %26 = phi fp128 [ 0xL00000000000000000000000000000000, %12 ], [ %33, %25 ]
  %27 = phi i32 [ 0, %12 ], [ %34, %25 ]
    #dbg_value(fp128 %26, !84, !DIExpression(), !113)
    #dbg_value(i32 %27, !85, !DIExpression(), !120)
  %28 = trunc nuw i32 %27 to i16, !dbg !126
  %29 = urem i16 %28, 7, !dbg !126
  %30 = uitofp nneg i16 %29 to fp128, !dbg !128
  %31 = fmul fp128 %30, 0xL00000000000000003FFC000000000000, !dbg !129
  %32 = fadd fp128 %31, 0xL0000000000000000BFFD800000000000, !dbg !130
  %33 = fadd fp128 %26, %32, !dbg !131
    #dbg_value(fp128 %33, !84, !DIExpression(), !113)
  %34 = add nuw nsw i32 %27, 1, !dbg !132
    #dbg_value(i32 %34, !85, !DIExpression(), !120)
  %35 = icmp eq i32 %34, 1000, !dbg !133
  br i1 %35, label %21, label %25, !dbg !121, !llvm.loop !134
}

; Function Attrs: nofree nounwind
declare !dbg !136 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/long_double.c", directory: ".", checksumkind: CSK_MD5, checksum: "064de09ed30378e589f2d785b839e013")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 25)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 24)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !14, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 17)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 22)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !56, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !51, !52, !53, !54, !55}
!50 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!51 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!52 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!53 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!54 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!56 = !{!0, !7, !12, !17, !22, !27, !32, !34, !36, !41, !43}
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 1, !"target-abi", !"lp64d"}
!61 = !{i32 6, !"riscv-isa", !62}
!62 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 8, !"SmallDataLimit", i32 8}
!67 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !70, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!53}
!72 = !{!73, !74, !75, !80, !81, !82, !83, !84, !85, !87}
!73 = !DILocalVariable(name: "third", scope: !69, file: !2, line: 29, type: !51)
!74 = !DILocalVariable(name: "back", scope: !69, file: !2, line: 30, type: !51)
!75 = !DILocalVariable(name: "p", scope: !69, file: !2, line: 32, type: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LDPair", file: !2, line: 17, size: 256, elements: !77)
!77 = !{!78, !79}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !76, file: !2, line: 17, baseType: !51, size: 128)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !76, file: !2, line: 17, baseType: !51, size: 128, offset: 128)
!80 = !DILocalVariable(name: "big", scope: !69, file: !2, line: 34, type: !52)
!81 = !DILocalVariable(name: "lb", scope: !69, file: !2, line: 35, type: !51)
!82 = !DILocalVariable(name: "d", scope: !69, file: !2, line: 40, type: !50)
!83 = !DILocalVariable(name: "ld", scope: !69, file: !2, line: 41, type: !51)
!84 = !DILocalVariable(name: "acc", scope: !69, file: !2, line: 43, type: !51)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 44, type: !53)
!86 = distinct !DILexicalBlock(scope: !69, file: !2, line: 44, column: 5)
!87 = !DILocalVariable(name: "f", scope: !69, file: !2, line: 46, type: !55)
!88 = !DILocation(line: 26, column: 5, scope: !69)
!89 = !DILocation(line: 27, column: 5, scope: !69)
!90 = !DILocalVariable(name: "n", arg: 1, scope: !91, file: !2, line: 11, type: !53)
!91 = distinct !DISubprogram(name: "ld_series", scope: !2, file: !2, line: 11, type: !92, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{!51, !53}
!94 = !{!90, !95, !96}
!95 = !DILocalVariable(name: "s", scope: !91, file: !2, line: 12, type: !51)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 13, type: !53)
!97 = distinct !DILexicalBlock(scope: !91, file: !2, line: 13, column: 5)
!98 = !DILocation(line: 0, scope: !91, inlinedAt: !99)
!99 = distinct !DILocation(line: 28, column: 49, scope: !69)
!100 = !DILocation(line: 0, scope: !97, inlinedAt: !99)
!101 = !DILocation(line: 13, column: 5, scope: !97, inlinedAt: !99)
!102 = !DILocation(line: 13, column: 62, scope: !103, inlinedAt: !99)
!103 = distinct !DILexicalBlock(scope: !97, file: !2, line: 13, column: 5)
!104 = !DILocation(line: 13, column: 44, scope: !103, inlinedAt: !99)
!105 = !DILocation(line: 13, column: 36, scope: !103, inlinedAt: !99)
!106 = !DILocation(line: 13, column: 30, scope: !103, inlinedAt: !99)
!107 = !DILocation(line: 13, column: 23, scope: !103, inlinedAt: !99)
!108 = distinct !{!108, !101, !109, !110}
!109 = !DILocation(line: 13, column: 65, scope: !97, inlinedAt: !99)
!110 = !{!"llvm.loop.mustprogress"}
!111 = !DILocation(line: 28, column: 41, scope: !69)
!112 = !DILocation(line: 28, column: 5, scope: !69)
!113 = !DILocation(line: 0, scope: !69)
!114 = !DILocation(line: 31, column: 5, scope: !69)
!115 = !DILocation(line: 33, column: 5, scope: !69)
!116 = !DILocation(line: 36, column: 5, scope: !69)
!117 = !DILocation(line: 37, column: 5, scope: !69)
!118 = !DILocation(line: 39, column: 5, scope: !69)
!119 = !DILocation(line: 42, column: 5, scope: !69)
!120 = !DILocation(line: 0, scope: !86)
!121 = !DILocation(line: 44, column: 5, scope: !86)
!122 = !DILocation(line: 45, column: 28, scope: !69)
!123 = !DILocation(line: 45, column: 5, scope: !69)
!124 = !DILocation(line: 47, column: 5, scope: !69)
!125 = !DILocation(line: 48, column: 5, scope: !69)
!126 = !DILocation(line: 44, column: 59, scope: !127)
!127 = distinct !DILexicalBlock(scope: !86, file: !2, line: 44, column: 5)
!128 = !DILocation(line: 44, column: 43, scope: !127)
!129 = !DILocation(line: 44, column: 64, scope: !127)
!130 = !DILocation(line: 44, column: 71, scope: !127)
!131 = !DILocation(line: 44, column: 40, scope: !127)
!132 = !DILocation(line: 44, column: 32, scope: !127)
!133 = !DILocation(line: 44, column: 23, scope: !127)
!134 = distinct !{!134, !121, !135, !110}
!135 = !DILocation(line: 44, column: 73, scope: !86)
!136 = !DISubprogram(name: "printf", scope: !137, file: !137, line: 356, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!138 = !DISubroutineType(types: !139)
!139 = !{!53, !140, null}
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
