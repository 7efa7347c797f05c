; ModuleID = 'tests/programs/struct_abi.c'
source_filename = "tests/programs/struct_abi.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"s1=%d s2=%d s3=%d%d%d s5=%d,%d s7=%d,%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [55 x i8] c"s12=%d,%d,%d s16=%lld,%lld s20=%d,%d s24=%lld,%.2f,%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [55 x i8] c"h2=%.2f,%.2f h3=%.2f,%.2f,%.2f h4=%.2f,%.2f,%.2f,%.2f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [63 x i8] c"m1=%.2f,%d m2=%.2f,%lld m3=%d,%.2f,%.2f nested=%.2f,%.2f,%.2f\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [19 x i8] c"stack_args = %.3f\0A\00", align 1, !dbg !19

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !41 {
    #dbg_value(i8 121, !46, !DIExpression(), !137)
    #dbg_value(i16 -3702, !50, !DIExpression(), !137)
    #dbg_value(i8 3, !55, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !137)
    #dbg_value(i8 2, !55, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !137)
    #dbg_value(i8 1, !55, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !137)
    #dbg_value(i64 232651756810, !61, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !137)
    #dbg_value(i64 232651756810, !61, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 24), !137)
    #dbg_value(i64 54, !61, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !137)
    #dbg_value(i64 6217824507925264, !68, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !137)
    #dbg_value(i64 6217824507925264, !68, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 40), !137)
    #dbg_value(i64 22, !68, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !137)
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 121, i32 noundef signext -3702, i32 noundef signext 3, i32 noundef signext 2, i32 noundef signext 1, i32 noundef signext 10, i32 noundef signext 54, i32 noundef signext 16, i32 noundef signext 22), !dbg !138
    #dbg_value(i64 -8589934587, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !137)
    #dbg_value(i32 2, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !137)
    #dbg_value(i64 7, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !137)
    #dbg_value(i64 1099511627783, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !137)
    #dbg_value(i32 1, !87, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !137)
    #dbg_value(i32 2, !87, !DIExpression(DW_OP_constu, 2, DW_OP_mul, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !137)
    #dbg_value(i32 3, !87, !DIExpression(DW_OP_constu, 3, DW_OP_mul, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !137)
    #dbg_value(i32 4, !87, !DIExpression(DW_OP_constu, 4, DW_OP_mul, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !137)
    #dbg_value(i32 25, !87, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !137)
    #dbg_value(i64 40, !92, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !137)
    #dbg_value(double 1.500000e+00, !92, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !137)
    #dbg_value(i64 4294967287, !92, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !137)
    #dbg_value(i64 4294967287, !92, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !137)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 5, i32 noundef signext -2, i32 noundef signext 2, i64 noundef 7, i64 noundef 1099511627783, i32 noundef signext 1, i32 noundef signext 25, i64 noundef 40, double noundef 1.500000e+00, i32 noundef signext -9), !dbg !139
    #dbg_value(float 1.750000e+00, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !137)
    #dbg_value(float 1.250000e+00, !98, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !137)
    #dbg_value(float 3.000000e+00, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !137)
    #dbg_value(float 2.000000e+00, !103, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !137)
    #dbg_value(float 6.000000e+00, !103, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !137)
    #dbg_value(double 4.000000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !137)
    #dbg_value(double 3.000000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !137)
    #dbg_value(double 2.000000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !137)
    #dbg_value(double 5.000000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !137)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.750000e+00, double noundef 1.250000e+00, double noundef 3.000000e+00, double noundef 2.000000e+00, double noundef 6.000000e+00, double noundef 4.000000e+00, double noundef 3.000000e+00, double noundef 2.000000e+00, double noundef 5.000000e+00), !dbg !140
    #dbg_value(float 1.000000e+01, !116, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !137)
    #dbg_value(i32 5, !116, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !137)
    #dbg_value(double 1.000500e+03, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !137)
    #dbg_value(i64 2000, !121, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !137)
    #dbg_value(i32 42, !126, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !137)
    #dbg_value(float 2.500000e+00, !126, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !137)
    #dbg_value(double 6.000000e+00, !126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !137)
    #dbg_value(float 4.000000e+00, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !137)
    #dbg_value(float 2.000000e+00, !132, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !137)
    #dbg_value(float 2.000000e+00, !132, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !137)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.000000e+01, i32 noundef signext 5, double noundef 1.000500e+03, i64 noundef 2000, i32 noundef signext 42, double noundef 2.500000e+00, double noundef 6.000000e+00, double noundef 4.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00), !dbg !141
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x40A8394000000000), !dbg !142
  ret i32 0, !dbg !143
}

; Function Attrs: nofree nounwind
declare !dbg !144 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/struct_abi.c", directory: ".", checksumkind: CSK_MD5, checksum: "4d95065fb39918486a755297f0ecb0c6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 41)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 55)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 63)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 19)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !28, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !4, !27}
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!28 = !{!0, !7, !12, !14, !19}
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 1, !"target-abi", !"lp64d"}
!33 = !{i32 6, !"riscv-isa", !34}
!34 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 8, !"SmallDataLimit", i32 8}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !{!46, !50, !55, !61, !68, !75, !81, !87, !92, !98, !103, !109, !116, !121, !126, !132}
!46 = !DILocalVariable(name: "s1", scope: !41, file: !2, line: 46, type: !47)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 5, size: 8, elements: !48)
!48 = !{!49}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !47, file: !2, line: 5, baseType: !4, size: 8)
!50 = !DILocalVariable(name: "s2", scope: !41, file: !2, line: 47, type: !51)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !2, line: 6, size: 16, elements: !52)
!52 = !{!53}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !51, file: !2, line: 6, baseType: !54, size: 16)
!54 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!55 = !DILocalVariable(name: "s3", scope: !41, file: !2, line: 48, type: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S3", file: !2, line: 7, size: 24, elements: !57)
!57 = !{!58, !59, !60}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !56, file: !2, line: 7, baseType: !4, size: 8)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !56, file: !2, line: 7, baseType: !4, size: 8, offset: 8)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !56, file: !2, line: 7, baseType: !4, size: 8, offset: 16)
!61 = !DILocalVariable(name: "s5", scope: !41, file: !2, line: 49, type: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S5", file: !2, line: 8, size: 40, elements: !63)
!63 = !{!64}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !62, file: !2, line: 8, baseType: !65, size: 40)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 5)
!68 = !DILocalVariable(name: "s7", scope: !41, file: !2, line: 50, type: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S7", file: !2, line: 9, size: 56, elements: !70)
!70 = !{!71}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !69, file: !2, line: 9, baseType: !72, size: 56)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 7)
!75 = !DILocalVariable(name: "s12", scope: !41, file: !2, line: 52, type: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S12", file: !2, line: 10, size: 96, elements: !77)
!77 = !{!78, !79, !80}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !76, file: !2, line: 10, baseType: !44, size: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !76, file: !2, line: 10, baseType: !44, size: 32, offset: 32)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !76, file: !2, line: 10, baseType: !44, size: 32, offset: 64)
!81 = !DILocalVariable(name: "s16", scope: !41, file: !2, line: 53, type: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S16", file: !2, line: 11, size: 128, elements: !83)
!83 = !{!84, !86}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !82, file: !2, line: 11, baseType: !85, size: 64)
!85 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !82, file: !2, line: 11, baseType: !85, size: 64, offset: 64)
!87 = !DILocalVariable(name: "s20", scope: !41, file: !2, line: 54, type: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S20", file: !2, line: 12, size: 160, elements: !89)
!89 = !{!90}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !88, file: !2, line: 12, baseType: !91, size: 160)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 160, elements: !66)
!92 = !DILocalVariable(name: "s24", scope: !41, file: !2, line: 55, type: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S24", file: !2, line: 13, size: 192, elements: !94)
!94 = !{!95, !96, !97}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !93, file: !2, line: 13, baseType: !85, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !93, file: !2, line: 13, baseType: !26, size: 64, offset: 64)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !93, file: !2, line: 13, baseType: !44, size: 32, offset: 128)
!98 = !DILocalVariable(name: "a2", scope: !41, file: !2, line: 58, type: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "HFA2", file: !2, line: 14, size: 64, elements: !100)
!100 = !{!101, !102}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !99, file: !2, line: 14, baseType: !27, size: 32)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !99, file: !2, line: 14, baseType: !27, size: 32, offset: 32)
!103 = !DILocalVariable(name: "a3", scope: !41, file: !2, line: 59, type: !104)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "HFA3", file: !2, line: 15, size: 96, elements: !105)
!105 = !{!106, !107, !108}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !104, file: !2, line: 15, baseType: !27, size: 32)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !104, file: !2, line: 15, baseType: !27, size: 32, offset: 32)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !104, file: !2, line: 15, baseType: !27, size: 32, offset: 64)
!109 = !DILocalVariable(name: "a4", scope: !41, file: !2, line: 60, type: !110)
!110 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "HFA4", file: !2, line: 16, size: 256, elements: !111)
!111 = !{!112, !113, !114, !115}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !110, file: !2, line: 16, baseType: !26, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !110, file: !2, line: 16, baseType: !26, size: 64, offset: 64)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !110, file: !2, line: 16, baseType: !26, size: 64, offset: 128)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !110, file: !2, line: 16, baseType: !26, size: 64, offset: 192)
!116 = !DILocalVariable(name: "x1", scope: !41, file: !2, line: 63, type: !117)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mix1", file: !2, line: 17, size: 64, elements: !118)
!118 = !{!119, !120}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !117, file: !2, line: 17, baseType: !27, size: 32)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !117, file: !2, line: 17, baseType: !44, size: 32, offset: 32)
!121 = !DILocalVariable(name: "x2", scope: !41, file: !2, line: 64, type: !122)
!122 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mix2", file: !2, line: 18, size: 128, elements: !123)
!123 = !{!124, !125}
!124 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !122, file: !2, line: 18, baseType: !26, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !122, file: !2, line: 18, baseType: !85, size: 64, offset: 64)
!126 = !DILocalVariable(name: "x3", scope: !41, file: !2, line: 65, type: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mix3", file: !2, line: 19, size: 128, elements: !128)
!128 = !{!129, !130, !131}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !127, file: !2, line: 19, baseType: !44, size: 32)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !127, file: !2, line: 19, baseType: !27, size: 32, offset: 32)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !127, file: !2, line: 19, baseType: !26, size: 64, offset: 64)
!132 = !DILocalVariable(name: "ne", scope: !41, file: !2, line: 66, type: !133)
!133 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Nested", file: !2, line: 20, size: 96, elements: !134)
!134 = !{!135, !136}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !133, file: !2, line: 20, baseType: !99, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !133, file: !2, line: 20, baseType: !27, size: 32, offset: 64)
!137 = !DILocation(line: 0, scope: !41)
!138 = !DILocation(line: 51, column: 5, scope: !41)
!139 = !DILocation(line: 56, column: 5, scope: !41)
!140 = !DILocation(line: 61, column: 5, scope: !41)
!141 = !DILocation(line: 67, column: 5, scope: !41)
!142 = !DILocation(line: 69, column: 5, scope: !41)
!143 = !DILocation(line: 70, column: 5, scope: !41)
!144 = !DISubprogram(name: "printf", scope: !145, file: !145, line: 356, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!146 = !DISubroutineType(types: !147)
!147 = !{!44, !148, null}
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
