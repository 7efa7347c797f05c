; ModuleID = 'tests/run/riscv64/frame_walk.c'
source_filename = "tests/run/riscv64/frame_walk.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"return addresses: %s, %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"in outer\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [13 x i8] c"not in outer\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"in main\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [12 x i8] c"not in main\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [33 x i8] c"frames grow towards callers: %s\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"yes\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [3 x i8] c"no\00", align 1, !dbg !37

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local signext range(i32 0, 4) i32 @inner(ptr noundef readnone %0, ptr noundef readnone %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !59 {
    #dbg_value(ptr %0, !65, !DIExpression(), !72)
    #dbg_value(ptr %1, !66, !DIExpression(), !72)
    #dbg_value(ptr %2, !67, !DIExpression(), !72)
  %4 = tail call ptr @llvm.frameaddress.p0(i32 0), !dbg !73
  store ptr %4, ptr %2, align 8, !dbg !74, !tbaa !75
  %5 = tail call ptr @llvm.frameaddress.p0(i32 1), !dbg !79
  %6 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !80
  store ptr %5, ptr %6, align 8, !dbg !81, !tbaa !75
  %7 = tail call ptr @llvm.frameaddress.p0(i32 2), !dbg !82
  %8 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !83
  store ptr %7, ptr %8, align 8, !dbg !84, !tbaa !75
  %9 = tail call ptr @llvm.returnaddress(i32 1), !dbg !85
    #dbg_value(ptr %9, !68, !DIExpression(), !72)
  %10 = tail call ptr @llvm.returnaddress(i32 0), !dbg !86
    #dbg_value(ptr %10, !69, !DIExpression(), !72)
  %11 = icmp ugt ptr %10, %0, !dbg !87
  %12 = getelementptr inbounds i8, ptr %0, i64 512, !dbg !88
  %13 = icmp ult ptr %10, %12, !dbg !88
  %14 = select i1 %11, i1 %13, i1 false, !dbg !88
    #dbg_value(i1 %14, !70, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !72)
  %15 = icmp ugt ptr %9, %1, !dbg !89
  %16 = getelementptr inbounds i8, ptr %1, i64 1024, !dbg !90
  %17 = icmp ult ptr %9, %16, !dbg !90
  %18 = select i1 %15, i1 %17, i1 false, !dbg !90
  %19 = zext i1 %18 to i32, !dbg !90
    #dbg_value(i32 %19, !71, !DIExpression(), !72)
  %20 = select i1 %14, i32 2, i32 0, !dbg !91
  %21 = or disjoint i32 %20, %19, !dbg !92
  ret i32 %21, !dbg !93
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noinline nounwind uwtable
define dso_local signext range(i32 0, 4) i32 @outer(ptr noundef %0, ptr nocapture noundef writeonly %1) #3 !dbg !94 {
    #dbg_value(ptr %0, !98, !DIExpression(), !101)
    #dbg_value(ptr %1, !99, !DIExpression(), !101)
  %3 = tail call signext i32 @inner(ptr noundef nonnull @outer, ptr noundef %0, ptr noundef %1), !dbg !102
    #dbg_value(i32 %3, !100, !DIExpression(), !101)
  tail call void asm sideeffect "", "~{memory}"() #6, !dbg !103, !srcloc !104
  ret i32 %3, !dbg !105
}

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() #4 !dbg !106 {
  %1 = alloca [3 x ptr], align 8, !DIAssignID !113
    #dbg_assign(i1 undef, !110, !DIExpression(), !113, ptr %1, !DIExpression(), !114)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6, !dbg !115
  %2 = call signext i32 @outer(ptr noundef nonnull @main, ptr noundef nonnull %1), !dbg !116
    #dbg_value(i32 %2, !112, !DIExpression(), !114)
  %3 = icmp ult i32 %2, 2, !dbg !117
  %4 = select i1 %3, ptr @.str.2, ptr @.str.1, !dbg !117
  %5 = and i32 %2, 1, !dbg !118
  %6 = icmp eq i32 %5, 0, !dbg !119
  %7 = select i1 %6, ptr @.str.4, ptr @.str.3, !dbg !119
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %4, ptr noundef nonnull %7), !dbg !120
  %9 = load ptr, ptr %1, align 8, !dbg !121, !tbaa !75
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !122
  %11 = load ptr, ptr %10, align 8, !dbg !122
  %12 = icmp ult ptr %9, %11, !dbg !123
  %13 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !124
  %14 = load ptr, ptr %13, align 8, !dbg !124
  %15 = icmp ult ptr %11, %14, !dbg !124
  %16 = select i1 %12, i1 %15, i1 false, !dbg !124
  %17 = select i1 %16, ptr @.str.6, ptr @.str.7, !dbg !121
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %17), !dbg !125
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #6, !dbg !126
  ret i32 0, !dbg !127
}

; Function Attrs: nofree nounwind
declare !dbg !128 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!42}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/frame_walk.c", directory: ".", checksumkind: CSK_MD5, checksum: "a3af39c3d26abc103377ad4ea16b35d7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 33)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 3)
!42 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !43, globals: !45, splitDebugInlining: false, nameTableKind: None)
!43 = !{!44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!45 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 1, !"target-abi", !"lp64d"}
!50 = !{i32 6, !"riscv-isa", !51}
!51 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"frame-pointer", i32 2}
!56 = !{i32 8, !"SmallDataLimit", i32 8}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "inner", scope: !2, file: !2, line: 10, type: !60, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !64)
!60 = !DISubroutineType(types: !61)
!61 = !{!62, !44, !44, !63}
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!64 = !{!65, !66, !67, !68, !69, !70, !71}
!65 = !DILocalVariable(name: "outer_start", arg: 1, scope: !59, file: !2, line: 10, type: !44)
!66 = !DILocalVariable(name: "main_start", arg: 2, scope: !59, file: !2, line: 10, type: !44)
!67 = !DILocalVariable(name: "frames", arg: 3, scope: !59, file: !2, line: 10, type: !63)
!68 = !DILocalVariable(name: "ret1", scope: !59, file: !2, line: 14, type: !44)
!69 = !DILocalVariable(name: "ret0", scope: !59, file: !2, line: 15, type: !44)
!70 = !DILocalVariable(name: "in_outer", scope: !59, file: !2, line: 16, type: !62)
!71 = !DILocalVariable(name: "in_main", scope: !59, file: !2, line: 17, type: !62)
!72 = !DILocation(line: 0, scope: !59)
!73 = !DILocation(line: 11, column: 17, scope: !59)
!74 = !DILocation(line: 11, column: 15, scope: !59)
!75 = !{!76, !76, i64 0}
!76 = !{!"any pointer", !77, i64 0}
!77 = !{!"omnipotent char", !78, i64 0}
!78 = !{!"Simple C/C++ TBAA"}
!79 = !DILocation(line: 12, column: 17, scope: !59)
!80 = !DILocation(line: 12, column: 5, scope: !59)
!81 = !DILocation(line: 12, column: 15, scope: !59)
!82 = !DILocation(line: 13, column: 17, scope: !59)
!83 = !DILocation(line: 13, column: 5, scope: !59)
!84 = !DILocation(line: 13, column: 15, scope: !59)
!85 = !DILocation(line: 14, column: 26, scope: !59)
!86 = !DILocation(line: 15, column: 26, scope: !59)
!87 = !DILocation(line: 16, column: 25, scope: !59)
!88 = !DILocation(line: 16, column: 39, scope: !59)
!89 = !DILocation(line: 17, column: 24, scope: !59)
!90 = !DILocation(line: 17, column: 37, scope: !59)
!91 = !DILocation(line: 18, column: 21, scope: !59)
!92 = !DILocation(line: 18, column: 25, scope: !59)
!93 = !DILocation(line: 18, column: 5, scope: !59)
!94 = distinct !DISubprogram(name: "outer", scope: !2, file: !2, line: 21, type: !95, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!62, !44, !63}
!97 = !{!98, !99, !100}
!98 = !DILocalVariable(name: "main_start", arg: 1, scope: !94, file: !2, line: 21, type: !44)
!99 = !DILocalVariable(name: "frames", arg: 2, scope: !94, file: !2, line: 21, type: !63)
!100 = !DILocalVariable(name: "r", scope: !94, file: !2, line: 22, type: !62)
!101 = !DILocation(line: 0, scope: !94)
!102 = !DILocation(line: 22, column: 13, scope: !94)
!103 = !DILocation(line: 23, column: 5, scope: !94)
!104 = !{i64 1074}
!105 = !DILocation(line: 24, column: 5, scope: !94)
!106 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !107, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!62}
!109 = !{!110, !112}
!110 = !DILocalVariable(name: "frames", scope: !106, file: !2, line: 28, type: !111)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 192, elements: !40)
!112 = !DILocalVariable(name: "r", scope: !106, file: !2, line: 29, type: !62)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !106)
!115 = !DILocation(line: 28, column: 5, scope: !106)
!116 = !DILocation(line: 29, column: 13, scope: !106)
!117 = !DILocation(line: 30, column: 42, scope: !106)
!118 = !DILocation(line: 30, column: 81, scope: !106)
!119 = !DILocation(line: 30, column: 79, scope: !106)
!120 = !DILocation(line: 30, column: 5, scope: !106)
!121 = !DILocation(line: 31, column: 49, scope: !106)
!122 = !DILocation(line: 31, column: 61, scope: !106)
!123 = !DILocation(line: 31, column: 59, scope: !106)
!124 = !DILocation(line: 31, column: 71, scope: !106)
!125 = !DILocation(line: 31, column: 5, scope: !106)
!126 = !DILocation(line: 33, column: 1, scope: !106)
!127 = !DILocation(line: 32, column: 5, scope: !106)
!128 = !DISubprogram(name: "printf", scope: !129, file: !129, line: 356, type: !130, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!130 = !DISubroutineType(types: !131)
!131 = !{!62, !132, null}
!132 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
