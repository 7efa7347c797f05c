; ModuleID = 'tests/programs/bitfields.c'
source_filename = "tests/programs/bitfields.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Packet = type { i32, i32 }

@.str = private unnamed_addr constant [52 x i8] c"flags: a=%u b=%u c=%u d=%d e=%u big=%llu sbig=%lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"hash = %llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [42 x i8] c"packets: %u len7=%u frag5=%u version7=%u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"signed field: %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [16 x i8] c"wrapped ok: %d\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !45 {
  %1 = alloca [8 x %struct.Packet], align 4, !DIAssignID !82
    #dbg_assign(i1 undef, !63, !DIExpression(), !82, ptr %1, !DIExpression(), !83)
    #dbg_value(i32 0, !50, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !83)
    #dbg_value(i32 poison, !50, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !83)
    #dbg_value(i64 0, !50, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !83)
    #dbg_value(i64 0, !60, !DIExpression(), !83)
    #dbg_value(i64 undef, !50, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !83)
    #dbg_value(i64 poison, !60, !DIExpression(), !83)
    #dbg_value(i32 undef, !50, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !83)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 28, i32 noundef signext -5, i32 noundef signext 3702, i64 noundef 152346559682, i64 noundef -777845), !dbg !84
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 8594287205338440844), !dbg !85
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3, !dbg !86
    #dbg_value(i32 0, !76, !DIExpression(), !87)
    #dbg_value(i64 0, !76, !DIExpression(), !87)
  store i32 -362807212, ptr %1, align 4, !dbg !88
  %4 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !91
  store i32 0, ptr %4, align 4, !dbg !92
    #dbg_value(i64 1, !76, !DIExpression(), !87)
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !93
  store i32 -297260955, ptr %5, align 4, !dbg !88
  %6 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !91
  store i32 647045929, ptr %6, align 4, !dbg !92
    #dbg_value(i64 2, !76, !DIExpression(), !87)
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !93
  store i32 -231714698, ptr %7, align 4, !dbg !88
  %8 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !91
  store i32 1294091858, ptr %8, align 4, !dbg !92
    #dbg_value(i64 3, !76, !DIExpression(), !87)
  %9 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !93
  store i32 -166168441, ptr %9, align 4, !dbg !88
  %10 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !91
  store i32 1941137787, ptr %10, align 4, !dbg !92
    #dbg_value(i64 4, !76, !DIExpression(), !87)
  %11 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !93
  store i32 -100622184, ptr %11, align 4, !dbg !88
  %12 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !91
  store i32 -1706783580, ptr %12, align 4, !dbg !92
    #dbg_value(i64 5, !76, !DIExpression(), !87)
  %13 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !93
  store i32 -35075927, ptr %13, align 4, !dbg !88
  %14 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !91
  store i32 -1059737651, ptr %14, align 4, !dbg !92
    #dbg_value(i64 6, !76, !DIExpression(), !87)
  %15 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !93
  store i32 30470330, ptr %15, align 4, !dbg !88
  %16 = getelementptr inbounds i8, ptr %1, i64 52, !dbg !91
  store i32 -412691722, ptr %16, align 4, !dbg !92
    #dbg_value(i64 7, !76, !DIExpression(), !87)
  %17 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !93
  store i32 95951051, ptr %17, align 4, !dbg !88
  %18 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !91
  store i32 234354207, ptr %18, align 4, !dbg !92
    #dbg_value(i64 8, !76, !DIExpression(), !87)
  br label %23, !dbg !94

19:                                               ; preds = %23
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %52, i32 noundef signext 1464, i32 noundef signext 6170, i32 noundef signext 11), !dbg !95
    #dbg_value(!DIArgList(i32 undef, i32 undef, i32 1, i32 19330508, i32 undef), !81, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 33546240, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_constu, 496, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 4096, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !83)
    #dbg_value(i32 poison, !81, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !83)
    #dbg_value(!DIArgList(i64 undef, i64 152346559682, i64 undef), !81, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !83)
    #dbg_value(!DIArgList(i32 undef, i32 undef, i32 1, i32 19330508, i32 undef), !81, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 33546240, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_constu, 496, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 4096, DW_OP_xor, DW_OP_constu, 7680, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !83)
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext -1, i32 noundef signext 0), !dbg !96
    #dbg_value(!DIArgList(i32 undef, i32 undef, i32 1, i32 19330508, i32 undef), !81, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 33546240, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_constu, 496, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 4096, DW_OP_xor, DW_OP_constu, 18446744073709543935, DW_OP_and, DW_OP_constu, 3584, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !83)
    #dbg_value(!DIArgList(i32 undef, i32 undef, i32 1, i32 19330508, i32 undef), !81, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 33546240, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_constu, 496, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 4096, DW_OP_xor, DW_OP_constu, 511, DW_OP_and, DW_OP_constu, 4096, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !83)
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 1), !dbg !97
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3, !dbg !98
  ret i32 0, !dbg !99

23:                                               ; preds = %0, %23
  %24 = phi i64 [ 0, %0 ], [ %53, %23 ]
  %25 = phi i32 [ 0, %0 ], [ %52, %23 ]
    #dbg_value(i64 %24, !79, !DIExpression(), !100)
    #dbg_value(i32 %25, !78, !DIExpression(), !83)
  %26 = mul i32 %25, 33, !dbg !101
  %27 = getelementptr inbounds [8 x %struct.Packet], ptr %1, i64 0, i64 %24, !dbg !103
    #dbg_value(ptr %27, !104, !DIExpression(), !111)
  %28 = load i32, ptr %27, align 4, !dbg !113
  %29 = and i32 %28, 15, !dbg !113
  %30 = mul nuw nsw i32 %29, 1000003, !dbg !114
  %31 = lshr i32 %28, 4, !dbg !115
  %32 = and i32 %31, 15, !dbg !115
  %33 = mul nuw nsw i32 %32, 7919, !dbg !116
  %34 = lshr i32 %28, 8, !dbg !117
  %35 = and i32 %34, 255, !dbg !117
  %36 = mul nuw nsw i32 %35, 31, !dbg !118
  %37 = lshr i32 %28, 16, !dbg !119
  %38 = getelementptr inbounds i8, ptr %27, i64 4, !dbg !120
  %39 = load i32, ptr %38, align 4, !dbg !120
  %40 = shl i32 %39, 3, !dbg !121
  %41 = and i32 %40, 524280, !dbg !121
  %42 = shl i32 %39, 4, !dbg !122
  %43 = and i32 %42, 7340032, !dbg !122
  %44 = lshr i32 %39, 14, !dbg !123
  %45 = and i32 %44, 262112, !dbg !123
  %46 = xor i32 %30, %37, !dbg !124
  %47 = xor i32 %46, %33, !dbg !125
  %48 = xor i32 %47, %36, !dbg !126
  %49 = xor i32 %48, %41, !dbg !127
  %50 = xor i32 %49, %43, !dbg !128
  %51 = xor i32 %50, %45, !dbg !129
  %52 = add i32 %51, %26, !dbg !130
    #dbg_value(i32 %52, !78, !DIExpression(), !83)
  %53 = add nuw nsw i64 %24, 1, !dbg !131
    #dbg_value(i64 %53, !79, !DIExpression(), !100)
  %54 = icmp eq i64 %53, 8, !dbg !132
  br i1 %54, label %19, label %23, !dbg !94, !llvm.loop !133
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !136 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/bitfields.c", directory: ".", checksumkind: CSK_MD5, checksum: "78dfc3be6fcfff4012b9861c4c93d23a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 52)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 42)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !32, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !30, !31}
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!32 = !{!0, !7, !12, !17, !22}
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 1, !"target-abi", !"lp64d"}
!37 = !{i32 6, !"riscv-isa", !38}
!38 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 8, !"SmallDataLimit", i32 8}
!43 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !46, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !49)
!46 = !DISubroutineType(types: !47)
!47 = !{!48}
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !{!50, !60, !61, !63, !76, !78, !79, !81}
!50 = !DILocalVariable(name: "f", scope: !45, file: !2, line: 30, type: !51)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !2, line: 4, size: 128, elements: !52)
!52 = !{!53, !54, !55, !56, !57, !58, !59}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !51, file: !2, line: 5, baseType: !30, size: 1, flags: DIFlagBitField, extraData: i64 0)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !51, file: !2, line: 6, baseType: !30, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !51, file: !2, line: 7, baseType: !30, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !51, file: !2, line: 8, baseType: !48, size: 4, offset: 9, flags: DIFlagBitField, extraData: i64 0)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !51, file: !2, line: 9, baseType: !30, size: 12, offset: 13, flags: DIFlagBitField, extraData: i64 0)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !51, file: !2, line: 10, baseType: !29, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "sbig", scope: !51, file: !2, line: 11, baseType: !31, size: 23, offset: 104, flags: DIFlagBitField, extraData: i64 64)
!60 = !DILocalVariable(name: "h", scope: !45, file: !2, line: 31, type: !29)
!61 = !DILocalVariable(name: "i", scope: !62, file: !2, line: 32, type: !48)
!62 = distinct !DILexicalBlock(scope: !45, file: !2, line: 32, column: 5)
!63 = !DILocalVariable(name: "pk", scope: !45, file: !2, line: 47, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 512, elements: !74)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Packet", file: !2, line: 14, size: 64, elements: !66)
!66 = !{!67, !68, !69, !70, !71, !72, !73}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "version", scope: !65, file: !2, line: 15, baseType: !30, size: 4, flags: DIFlagBitField, extraData: i64 0)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "ihl", scope: !65, file: !2, line: 16, baseType: !30, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "tos", scope: !65, file: !2, line: 17, baseType: !30, size: 8, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !65, file: !2, line: 18, baseType: !30, size: 16, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !65, file: !2, line: 19, baseType: !30, size: 16, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !65, file: !2, line: 20, baseType: !30, size: 3, offset: 48, flags: DIFlagBitField, extraData: i64 32)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "frag", scope: !65, file: !2, line: 21, baseType: !30, size: 13, offset: 51, flags: DIFlagBitField, extraData: i64 32)
!74 = !{!75}
!75 = !DISubrange(count: 8)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 48, type: !48)
!77 = distinct !DILexicalBlock(scope: !45, file: !2, line: 48, column: 5)
!78 = !DILocalVariable(name: "x", scope: !45, file: !2, line: 57, type: !30)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 58, type: !48)
!80 = distinct !DILexicalBlock(scope: !45, file: !2, line: 58, column: 5)
!81 = !DILocalVariable(name: "g", scope: !45, file: !2, line: 60, type: !51)
!82 = distinct !DIAssignID()
!83 = !DILocation(line: 0, scope: !45)
!84 = !DILocation(line: 43, column: 5, scope: !45)
!85 = !DILocation(line: 45, column: 5, scope: !45)
!86 = !DILocation(line: 47, column: 5, scope: !45)
!87 = !DILocation(line: 0, scope: !77)
!88 = !DILocation(line: 52, column: 19, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !2, line: 48, column: 33)
!90 = distinct !DILexicalBlock(scope: !77, file: !2, line: 48, column: 5)
!91 = !DILocation(line: 53, column: 15, scope: !89)
!92 = !DILocation(line: 55, column: 20, scope: !89)
!93 = !DILocation(line: 49, column: 9, scope: !89)
!94 = !DILocation(line: 58, column: 5, scope: !80)
!95 = !DILocation(line: 59, column: 5, scope: !45)
!96 = !DILocation(line: 62, column: 5, scope: !45)
!97 = !DILocation(line: 65, column: 5, scope: !45)
!98 = !DILocation(line: 67, column: 1, scope: !45)
!99 = !DILocation(line: 66, column: 5, scope: !45)
!100 = !DILocation(line: 0, scope: !80)
!101 = !DILocation(line: 58, column: 39, scope: !102)
!102 = distinct !DILexicalBlock(scope: !80, file: !2, line: 58, column: 5)
!103 = !DILocation(line: 58, column: 52, scope: !102)
!104 = !DILocalVariable(name: "p", arg: 1, scope: !105, file: !2, line: 24, type: !108)
!105 = distinct !DISubprogram(name: "pack", scope: !2, file: !2, line: 24, type: !106, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !110)
!106 = !DISubroutineType(types: !107)
!107 = !{!30, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!110 = !{!104}
!111 = !DILocation(line: 0, scope: !105, inlinedAt: !112)
!112 = distinct !DILocation(line: 58, column: 46, scope: !102)
!113 = !DILocation(line: 25, column: 25, scope: !105, inlinedAt: !112)
!114 = !DILocation(line: 25, column: 33, scope: !105, inlinedAt: !112)
!115 = !DILocation(line: 25, column: 49, scope: !105, inlinedAt: !112)
!116 = !DILocation(line: 25, column: 53, scope: !105, inlinedAt: !112)
!117 = !DILocation(line: 25, column: 66, scope: !105, inlinedAt: !112)
!118 = !DILocation(line: 25, column: 70, scope: !105, inlinedAt: !112)
!119 = !DILocation(line: 25, column: 81, scope: !105, inlinedAt: !112)
!120 = !DILocation(line: 25, column: 91, scope: !105, inlinedAt: !112)
!121 = !DILocation(line: 25, column: 94, scope: !105, inlinedAt: !112)
!122 = !DILocation(line: 26, column: 22, scope: !105, inlinedAt: !112)
!123 = !DILocation(line: 26, column: 40, scope: !105, inlinedAt: !112)
!124 = !DILocation(line: 25, column: 44, scope: !105, inlinedAt: !112)
!125 = !DILocation(line: 25, column: 61, scope: !105, inlinedAt: !112)
!126 = !DILocation(line: 25, column: 76, scope: !105, inlinedAt: !112)
!127 = !DILocation(line: 25, column: 85, scope: !105, inlinedAt: !112)
!128 = !DILocation(line: 25, column: 100, scope: !105, inlinedAt: !112)
!129 = !DILocation(line: 26, column: 29, scope: !105, inlinedAt: !112)
!130 = !DILocation(line: 58, column: 44, scope: !102)
!131 = !DILocation(line: 58, column: 29, scope: !102)
!132 = !DILocation(line: 58, column: 23, scope: !102)
!133 = distinct !{!133, !94, !134, !135}
!134 = !DILocation(line: 58, column: 57, scope: !80)
!135 = !{!"llvm.loop.mustprogress"}
!136 = !DISubprogram(name: "printf", scope: !137, file: !137, line: 356, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!138 = !DISubroutineType(types: !139)
!139 = !{!48, !140, null}
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
