; ModuleID = 'tests/programs/unions.c'
source_filename = "tests/programs/unions.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"float[%u] %.3f -> 0x%08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [25 x i8] c"bits 0x40490fdb -> %.6f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [44 x i8] c"double 1/3 = 0x%016llx lo=0x%08x hi=0x%08x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"inf? %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [28 x i8] c"bytes: %02x %02x %02x %02x\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [28 x i8] c"value[%d] kind=%d num=%.3f\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [14 x i8] c"total = %.3f\0A\00", align 1, !dbg !29

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !65 {
    #dbg_value(i64 0, !74, !DIExpression(), !128)
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 0, double noundef 0.000000e+00, i32 noundef signext 0), !dbg !129
    #dbg_value(i64 1, !74, !DIExpression(), !128)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 1, double noundef -0.000000e+00, i32 noundef signext -2147483648), !dbg !129
    #dbg_value(i64 2, !74, !DIExpression(), !128)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 2, double noundef 1.000000e+00, i32 noundef signext 1065353216), !dbg !129
    #dbg_value(i64 3, !74, !DIExpression(), !128)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 3, double noundef -2.500000e+00, i32 noundef signext -1071644672), !dbg !129
    #dbg_value(i64 4, !74, !DIExpression(), !128)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 4, double noundef 0x400921FA00000000, i32 noundef signext 1078530000), !dbg !129
    #dbg_value(i64 5, !74, !DIExpression(), !128)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 5, double noundef 0x37A16C2000000000, i32 noundef signext 71362), !dbg !129
    #dbg_value(i64 6, !74, !DIExpression(), !128)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 6, double noundef 6.550400e+04, i32 noundef signext 1199562752), !dbg !129
    #dbg_value(i64 7, !74, !DIExpression(), !128)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x400921FB60000000), !dbg !131
    #dbg_value(double 0x3FD5555555555555, !76, !DIExpression(), !132)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 4599676419421066581, i32 noundef signext 1431655765, i32 noundef signext 1070945621), !dbg !133
    #dbg_value(double 0x7FF0000000000000, !76, !DIExpression(), !132)
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 1), !dbg !134
    #dbg_value(i8 68, !92, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !132)
    #dbg_value(i8 51, !92, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !132)
    #dbg_value(i8 34, !92, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !132)
    #dbg_value(i8 17, !92, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !132)
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 68, i32 noundef signext 51, i32 noundef signext 34, i32 noundef signext 17), !dbg !135
    #dbg_value(i32 0, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !132)
    #dbg_value(i64 -123456789012, !101, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !132)
    #dbg_value(i32 1, !101, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !132)
    #dbg_value(i64 4613374868287651840, !101, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !132)
    #dbg_value(i32 2, !101, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !132)
    #dbg_value(i64 poison, !101, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !132)
    #dbg_value(i32 3, !101, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !132)
    #dbg_value(i64 12, !101, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !132)
    #dbg_value(i64 -30064771060, !101, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !132)
    #dbg_value(i32 1, !101, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !132)
    #dbg_value(i32 undef, !101, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !132)
    #dbg_value(i64 4622382067542392832, !101, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !132)
    #dbg_value(i64 0, !123, !DIExpression(), !136)
    #dbg_value(double 0.000000e+00, !122, !DIExpression(), !132)
    #dbg_value(ptr undef, !137, !DIExpression(), !149)
    #dbg_value(double 0xC23CBE991A140000, !125, !DIExpression(), !151)
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0, i32 noundef signext 0, double noundef 0xC23CBE991A140000), !dbg !152
    #dbg_value(double 0xC23CBE991A140000, !122, !DIExpression(), !132)
    #dbg_value(i64 1, !123, !DIExpression(), !136)
    #dbg_value(double 2.750000e+00, !125, !DIExpression(), !151)
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1, i32 noundef signext 1, double noundef 2.750000e+00), !dbg !152
    #dbg_value(double 0xC23CBE991A114000, !122, !DIExpression(), !132)
    #dbg_value(i64 2, !123, !DIExpression(), !136)
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !153)
    #dbg_value(ptr poison, !147, !DIExpression(), !154)
    #dbg_value(ptr poison, !147, !DIExpression(), !154)
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !153)
    #dbg_value(double 1.040000e+02, !144, !DIExpression(), !153)
    #dbg_value(ptr poison, !147, !DIExpression(), !154)
    #dbg_value(double 2.050000e+02, !144, !DIExpression(), !153)
    #dbg_value(ptr poison, !147, !DIExpression(), !154)
    #dbg_value(double 3.130000e+02, !144, !DIExpression(), !153)
    #dbg_value(ptr poison, !147, !DIExpression(), !154)
    #dbg_value(double 4.210000e+02, !144, !DIExpression(), !153)
    #dbg_value(ptr poison, !147, !DIExpression(), !154)
    #dbg_value(double 5.320000e+02, !144, !DIExpression(), !153)
    #dbg_value(ptr poison, !147, !DIExpression(), !154)
    #dbg_value(double 5.320000e+02, !125, !DIExpression(), !151)
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 2, i32 noundef signext 2, double noundef 5.320000e+02), !dbg !152
    #dbg_value(double poison, !122, !DIExpression(), !132)
    #dbg_value(i64 3, !123, !DIExpression(), !136)
    #dbg_value(ptr undef, !137, !DIExpression(), !149)
    #dbg_value(double -8.400000e+01, !125, !DIExpression(), !151)
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 3, i32 noundef signext 3, double noundef -8.400000e+01), !dbg !152
    #dbg_value(i64 4, !123, !DIExpression(), !136)
    #dbg_value(double 0xC23CBE9917FD4000, !122, !DIExpression(), !132)
    #dbg_value(double 0xC23CBE9918514000, !122, !DIExpression(), !132)
    #dbg_value(double 1.100000e+01, !125, !DIExpression(), !151)
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 4, i32 noundef signext 1, double noundef 1.100000e+01), !dbg !152
    #dbg_value(double 0xC23CBE9918464000, !122, !DIExpression(), !132)
    #dbg_value(i64 5, !123, !DIExpression(), !136)
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0xC23CBE9918464000), !dbg !155
  ret i32 0, !dbg !156
}

; Function Attrs: nofree nounwind
declare !dbg !157 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/unions.c", directory: ".", checksumkind: CSK_MD5, checksum: "da00807048f8433c81109fd47f308271")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 25)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 44)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 9)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 28)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 14)
!34 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !35, retainedTypes: !43, globals: !47, splitDebugInlining: false, nameTableKind: None)
!35 = !{!36}
!36 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Kind", file: !2, line: 9, baseType: !37, size: 32, elements: !38)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !{!39, !40, !41, !42}
!39 = !DIEnumerator(name: "K_INT", value: 0)
!40 = !DIEnumerator(name: "K_DBL", value: 1)
!41 = !DIEnumerator(name: "K_STR", value: 2)
!42 = !DIEnumerator(name: "K_PAIR", value: 3)
!43 = !{!44, !37, !45, !46}
!44 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!45 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{!0, !7, !12, !17, !22, !48, !27, !29}
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 6)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 1, !"target-abi", !"lp64d"}
!57 = !{i32 6, !"riscv-isa", !58}
!58 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 8, !"SmallDataLimit", i32 8}
!63 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !66, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{!46}
!68 = !{!69, !74, !76, !92, !101, !122, !123, !125}
!69 = !DILocalVariable(name: "fs", scope: !65, file: !2, line: 34, type: !70)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 224, elements: !72)
!71 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!72 = !{!73}
!73 = !DISubrange(count: 7)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 35, type: !37)
!75 = distinct !DILexicalBlock(scope: !65, file: !2, line: 35, column: 5)
!76 = !DILocalVariable(name: "db", scope: !65, file: !2, line: 38, type: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "DoubleBits", file: !2, line: 6, size: 64, elements: !78)
!78 = !{!79, !80, !86}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !77, file: !2, line: 6, baseType: !44, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !77, file: !2, line: 6, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !82, line: 27, baseType: !83)
!82 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !84, line: 45, baseType: !85)
!84 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!85 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !77, file: !2, line: 6, baseType: !87, size: 64)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 64, elements: !90)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !82, line: 26, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !84, line: 42, baseType: !37)
!90 = !{!91}
!91 = !DISubrange(count: 2)
!92 = !DILocalVariable(name: "by", scope: !65, file: !2, line: 44, type: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Bytes", file: !2, line: 7, size: 32, elements: !94)
!94 = !{!95, !96}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !93, file: !2, line: 7, baseType: !88, size: 32)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !93, file: !2, line: 7, baseType: !97, size: 32)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 32, elements: !99)
!98 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!99 = !{!100}
!100 = !DISubrange(count: 4)
!101 = !DILocalVariable(name: "vals", scope: !65, file: !2, line: 48, type: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 640, elements: !120)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Value", file: !2, line: 10, size: 128, elements: !104)
!104 = !{!105, !106}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !103, file: !2, line: 11, baseType: !36, size: 32)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !103, file: !2, line: 17, baseType: !107, size: 64, offset: 64)
!107 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !103, file: !2, line: 12, size: 64, elements: !108)
!108 = !{!109, !111, !112, !115}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !107, file: !2, line: 13, baseType: !110, size: 64)
!110 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !107, file: !2, line: 14, baseType: !44, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !107, file: !2, line: 15, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "pair", scope: !107, file: !2, line: 16, baseType: !116, size: 64)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !107, file: !2, line: 16, size: 64, elements: !117)
!117 = !{!118, !119}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !116, file: !2, line: 16, baseType: !46, size: 32)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !116, file: !2, line: 16, baseType: !46, size: 32, offset: 32)
!120 = !{!121}
!121 = !DISubrange(count: 5)
!122 = !DILocalVariable(name: "total", scope: !65, file: !2, line: 55, type: !44)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 56, type: !46)
!124 = distinct !DILexicalBlock(scope: !65, file: !2, line: 56, column: 5)
!125 = !DILocalVariable(name: "n", scope: !126, file: !2, line: 57, type: !44)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 56, column: 33)
!127 = distinct !DILexicalBlock(scope: !124, file: !2, line: 56, column: 5)
!128 = !DILocation(line: 0, scope: !75)
!129 = !DILocation(line: 36, column: 9, scope: !130)
!130 = distinct !DILexicalBlock(scope: !75, file: !2, line: 35, column: 5)
!131 = !DILocation(line: 37, column: 5, scope: !65)
!132 = !DILocation(line: 0, scope: !65)
!133 = !DILocation(line: 40, column: 5, scope: !65)
!134 = !DILocation(line: 43, column: 5, scope: !65)
!135 = !DILocation(line: 46, column: 5, scope: !65)
!136 = !DILocation(line: 0, scope: !124)
!137 = !DILocalVariable(name: "v", arg: 1, scope: !138, file: !2, line: 20, type: !141)
!138 = distinct !DISubprogram(name: "value_num", scope: !2, file: !2, line: 20, type: !139, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !143)
!139 = !DISubroutineType(types: !140)
!140 = !{!44, !141}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!143 = !{!137, !144, !147}
!144 = !DILocalVariable(name: "n", scope: !145, file: !2, line: 24, type: !44)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 24, column: 17)
!146 = distinct !DILexicalBlock(scope: !138, file: !2, line: 21, column: 22)
!147 = !DILocalVariable(name: "p", scope: !148, file: !2, line: 24, type: !113)
!148 = distinct !DILexicalBlock(scope: !145, file: !2, line: 24, column: 33)
!149 = !DILocation(line: 0, scope: !138, inlinedAt: !150)
!150 = distinct !DILocation(line: 57, column: 20, scope: !126)
!151 = !DILocation(line: 0, scope: !126)
!152 = !DILocation(line: 58, column: 9, scope: !126)
!153 = !DILocation(line: 0, scope: !145, inlinedAt: !150)
!154 = !DILocation(line: 0, scope: !148, inlinedAt: !150)
!155 = !DILocation(line: 61, column: 5, scope: !65)
!156 = !DILocation(line: 62, column: 5, scope: !65)
!157 = !DISubprogram(name: "printf", scope: !158, file: !158, line: 356, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!159 = !DISubroutineType(types: !160)
!160 = !{!46, !161, null}
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
