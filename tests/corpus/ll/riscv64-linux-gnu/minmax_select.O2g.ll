; ModuleID = 'tests/programs/minmax_select.c'
source_filename = "tests/programs/minmax_select.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"minmax hash = %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"abs64 %lld %lld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"clamp %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"branchless abs %d %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [17 x i8] c"sat_u8 %u %u %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !24
@.str.6 = private unnamed_addr constant [37 x i8] c"dmax %.1f %.1f nan cmp: %d %d %d %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [25 x i8] c"isgreater etc: %d %d %d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [23 x i8] c"fclamp %.2f %.2f %.2f\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [17 x i8] c"select chain %d\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [14 x i8] c"bool sums %u\0A\00", align 1, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !73 {
    #dbg_assign(i1 undef, !78, !DIExpression(), !101, ptr poison, !DIExpression(), !102)
    #dbg_assign(i1 undef, !78, !DIExpression(), !103, ptr poison, !DIExpression(), !102)
    #dbg_value(i32 0, !85, !DIExpression(), !102)
    #dbg_value(i32 poison, !85, !DIExpression(), !102)
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -131590794), !dbg !104
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1234567890123, i64 noundef 99), !dbg !105
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0, i32 noundef signext 5, i32 noundef signext 10), !dbg !106
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 17, i32 noundef signext 17, i32 noundef signext 0), !dbg !107
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 0, i32 noundef signext 128, i32 noundef signext 255), !dbg !108
  %6 = tail call double @nan(ptr noundef nonnull @.str.5) #3, !dbg !109
    #dbg_value(double %6, !91, !DIExpression(), !102)
  %7 = fcmp olt double %6, 1.000000e+00, !dbg !110
  %8 = zext i1 %7 to i32, !dbg !110
  %9 = fcmp ogt double %6, 1.000000e+00, !dbg !111
  %10 = zext i1 %9 to i32, !dbg !111
  %11 = fcmp ord double %6, 0.000000e+00, !dbg !112
  %12 = zext i1 %11 to i32, !dbg !112
  %13 = fcmp uno double %6, 0.000000e+00, !dbg !113
  %14 = zext i1 %13 to i32, !dbg !113
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 2.000000e+00, double noundef -1.000000e+00, i32 noundef signext %8, i32 noundef signext %10, i32 noundef signext %12, i32 noundef signext %14), !dbg !114
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1, i32 noundef signext %8, i32 noundef signext %14), !dbg !115
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0.000000e+00, double noundef 2.500000e-01, double noundef 1.000000e+00), !dbg !116
    #dbg_value(i32 0, !92, !DIExpression(), !102)
    #dbg_value(i32 -5, !93, !DIExpression(), !117)
  br label %20, !dbg !118

18:                                               ; preds = %20
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %32), !dbg !119
    #dbg_value(i32 0, !95, !DIExpression(), !102)
    #dbg_value(i32 0, !96, !DIExpression(), !120)
  br label %37, !dbg !121

20:                                               ; preds = %0, %20
  %21 = phi i32 [ -5, %0 ], [ %33, %20 ]
  %22 = phi i32 [ 0, %0 ], [ %32, %20 ]
    #dbg_value(i32 %21, !93, !DIExpression(), !117)
    #dbg_value(i32 %22, !92, !DIExpression(), !102)
  %23 = mul nsw i32 %22, 3, !dbg !122
  %24 = srem i32 %23, 1000003, !dbg !124
    #dbg_value(i32 %21, !125, !DIExpression(), !130)
  %25 = add i32 %21, -1, !dbg !132
  %26 = icmp ult i32 %25, 3, !dbg !132
  %27 = icmp sgt i32 %21, 100, !dbg !132
  %28 = select i1 %27, i32 1000, i32 -1, !dbg !132
  %29 = mul nsw i32 %25, 10, !dbg !132
  %30 = add nsw i32 %29, 10, !dbg !132
  %31 = select i1 %26, i32 %30, i32 %28, !dbg !132
  %32 = add nsw i32 %31, %24, !dbg !133
    #dbg_value(i32 %32, !92, !DIExpression(), !102)
  %33 = add nsw i32 %21, 1, !dbg !134
    #dbg_value(i32 %33, !93, !DIExpression(), !117)
  %34 = icmp eq i32 %33, 110, !dbg !135
  br i1 %34, label %18, label %20, !dbg !118, !llvm.loop !136

35:                                               ; preds = %37
  %36 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext %53), !dbg !139
  ret i32 0, !dbg !140

37:                                               ; preds = %18, %37
  %38 = phi i32 [ 0, %18 ], [ %54, %37 ]
  %39 = phi i32 [ 0, %18 ], [ %53, %37 ]
    #dbg_value(i32 %38, !96, !DIExpression(), !120)
    #dbg_value(i32 %39, !95, !DIExpression(), !102)
  %40 = mul nuw nsw i32 %38, 7919, !dbg !141
  %41 = urem i32 %40, 1009, !dbg !142
    #dbg_value(i32 %41, !98, !DIExpression(DW_OP_constu, 500, DW_OP_minus, DW_OP_stack_value), !143)
  %42 = icmp ugt i32 %41, 500, !dbg !144
  %43 = zext i1 %42 to i32, !dbg !144
  %44 = icmp ugt i32 %41, 599, !dbg !145
  %45 = select i1 %44, i32 2, i32 0, !dbg !146
  %46 = icmp ult i32 %41, 250, !dbg !147
  %47 = select i1 %46, i32 4, i32 0, !dbg !148
  %48 = icmp eq i32 %41, 500, !dbg !149
  %49 = select i1 %48, i32 8, i32 0, !dbg !150
  %50 = add i32 %39, %43, !dbg !151
  %51 = add i32 %50, %45, !dbg !152
  %52 = add i32 %51, %47, !dbg !153
  %53 = add i32 %52, %49, !dbg !154
    #dbg_value(i32 %53, !95, !DIExpression(), !102)
  %54 = add nuw nsw i32 %38, 1, !dbg !155
    #dbg_value(i32 %54, !96, !DIExpression(), !120)
  %55 = icmp eq i32 %54, 1000, !dbg !156
  br i1 %55, label %35, label %37, !dbg !121, !llvm.loop !157
}

; Function Attrs: nofree nounwind
declare !dbg !159 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !166 double @nan(ptr noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/minmax_select.c", directory: ".", checksumkind: CSK_MD5, checksum: "ee7c03eeef6a4ee2b4cc649b44e1748d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 25)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 1)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 37)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 23)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !9, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 14)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !60, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !55, !56, !57}
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !51, line: 26, baseType: !52)
!51 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !53, line: 42, baseType: !54)
!53 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!56 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !51, line: 24, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !53, line: 38, baseType: !59)
!59 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!60 = !{!0, !7, !12, !17, !22, !24, !29, !34, !36, !41, !43}
!61 = !{i32 7, !"Dwarf Version", i32 5}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 4}
!64 = !{i32 1, !"target-abi", !"lp64d"}
!65 = !{i32 6, !"riscv-isa", !66}
!66 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 8, !"SmallDataLimit", i32 8}
!71 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !74, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !77)
!74 = !DISubroutineType(types: !75)
!75 = !{!76}
!76 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!77 = !{!78, !85, !86, !88, !91, !92, !93, !95, !96, !98}
!78 = !DILocalVariable(name: "a", scope: !73, file: !2, line: 19, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 192, elements: !83)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !81, line: 26, baseType: !82)
!81 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !53, line: 41, baseType: !76)
!83 = !{!84}
!84 = !DISubrange(count: 6)
!85 = !DILocalVariable(name: "h", scope: !73, file: !2, line: 20, type: !50)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 21, type: !76)
!87 = distinct !DILexicalBlock(scope: !73, file: !2, line: 21, column: 5)
!88 = !DILocalVariable(name: "j", scope: !89, file: !2, line: 22, type: !76)
!89 = distinct !DILexicalBlock(scope: !90, file: !2, line: 22, column: 9)
!90 = distinct !DILexicalBlock(scope: !87, file: !2, line: 21, column: 5)
!91 = !DILocalVariable(name: "nan_v", scope: !73, file: !2, line: 32, type: !56)
!92 = !DILocalVariable(name: "cs", scope: !73, file: !2, line: 37, type: !76)
!93 = !DILocalVariable(name: "x", scope: !94, file: !2, line: 38, type: !76)
!94 = distinct !DILexicalBlock(scope: !73, file: !2, line: 38, column: 5)
!95 = !DILocalVariable(name: "cnt", scope: !73, file: !2, line: 40, type: !54)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 41, type: !76)
!97 = distinct !DILexicalBlock(scope: !73, file: !2, line: 41, column: 5)
!98 = !DILocalVariable(name: "x", scope: !99, file: !2, line: 42, type: !76)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 41, column: 36)
!100 = distinct !DILexicalBlock(scope: !97, file: !2, line: 41, column: 5)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !73)
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 27, column: 5, scope: !73)
!105 = !DILocation(line: 28, column: 5, scope: !73)
!106 = !DILocation(line: 29, column: 5, scope: !73)
!107 = !DILocation(line: 30, column: 5, scope: !73)
!108 = !DILocation(line: 31, column: 5, scope: !73)
!109 = !DILocation(line: 32, column: 20, scope: !73)
!110 = !DILocation(line: 33, column: 93, scope: !73)
!111 = !DILocation(line: 33, column: 106, scope: !73)
!112 = !DILocation(line: 34, column: 18, scope: !73)
!113 = !DILocation(line: 34, column: 34, scope: !73)
!114 = !DILocation(line: 33, column: 5, scope: !73)
!115 = !DILocation(line: 35, column: 5, scope: !73)
!116 = !DILocation(line: 36, column: 5, scope: !73)
!117 = !DILocation(line: 0, scope: !94)
!118 = !DILocation(line: 38, column: 5, scope: !94)
!119 = !DILocation(line: 39, column: 5, scope: !73)
!120 = !DILocation(line: 0, scope: !97)
!121 = !DILocation(line: 41, column: 5, scope: !97)
!122 = !DILocation(line: 38, column: 44, scope: !123)
!123 = distinct !DILexicalBlock(scope: !94, file: !2, line: 38, column: 5)
!124 = !DILocation(line: 38, column: 48, scope: !123)
!125 = !DILocalVariable(name: "x", arg: 1, scope: !126, file: !2, line: 16, type: !76)
!126 = distinct !DISubprogram(name: "select_chain", scope: !2, file: !2, line: 16, type: !127, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!76, !76}
!129 = !{!125}
!130 = !DILocation(line: 0, scope: !126, inlinedAt: !131)
!131 = distinct !DILocation(line: 38, column: 60, scope: !123)
!132 = !DILocation(line: 16, column: 41, scope: !126, inlinedAt: !131)
!133 = !DILocation(line: 38, column: 58, scope: !123)
!134 = !DILocation(line: 38, column: 32, scope: !123)
!135 = !DILocation(line: 38, column: 24, scope: !123)
!136 = distinct !{!136, !118, !137, !138}
!137 = !DILocation(line: 38, column: 74, scope: !94)
!138 = !{!"llvm.loop.mustprogress"}
!139 = !DILocation(line: 45, column: 5, scope: !73)
!140 = !DILocation(line: 47, column: 1, scope: !73)
!141 = !DILocation(line: 42, column: 20, scope: !99)
!142 = !DILocation(line: 42, column: 28, scope: !99)
!143 = !DILocation(line: 0, scope: !99)
!144 = !DILocation(line: 43, column: 19, scope: !99)
!145 = !DILocation(line: 43, column: 29, scope: !99)
!146 = !DILocation(line: 43, column: 37, scope: !99)
!147 = !DILocation(line: 43, column: 46, scope: !99)
!148 = !DILocation(line: 43, column: 54, scope: !99)
!149 = !DILocation(line: 43, column: 63, scope: !99)
!150 = !DILocation(line: 43, column: 69, scope: !99)
!151 = !DILocation(line: 43, column: 58, scope: !99)
!152 = !DILocation(line: 43, column: 41, scope: !99)
!153 = !DILocation(line: 43, column: 24, scope: !99)
!154 = !DILocation(line: 43, column: 13, scope: !99)
!155 = !DILocation(line: 41, column: 32, scope: !100)
!156 = !DILocation(line: 41, column: 23, scope: !100)
!157 = distinct !{!157, !121, !158, !138}
!158 = !DILocation(line: 44, column: 5, scope: !97)
!159 = !DISubprogram(name: "printf", scope: !160, file: !160, line: 356, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!161 = !DISubroutineType(types: !162)
!162 = !{!76, !163, null}
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!166 = !DISubprogram(name: "nan", scope: !167, file: !167, line: 203, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!168 = !DISubroutineType(types: !169)
!169 = !{!56, !164}
