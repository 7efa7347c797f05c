; ModuleID = 'tests/run/riscv64/instrument_functions.c'
source_filename = "tests/run/riscv64/instrument_functions.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@events = internal unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"%*senter %s\0A\00", align 1, !dbg !7
@depth = internal unnamed_addr global i32 0, align 4, !dbg !33
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !13
@.str.2 = private unnamed_addr constant [12 x i8] c"%*sexit %s\0A\00", align 1, !dbg !18
@.str.3 = private unnamed_addr constant [18 x i8] c"results %d %d %d\0A\00", align 1, !dbg !23
@.str.4 = private unnamed_addr constant [11 x i8] c"events %d\0A\00", align 1, !dbg !28
@.str.5 = private unnamed_addr constant [5 x i8] c"leaf\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [7 x i8] c"middle\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [6 x i8] c"twice\00", align 1, !dbg !46
@.str.8 = private unnamed_addr constant [8 x i8] c"another\00", align 1, !dbg !51

; Function Attrs: nofree nounwind uwtable
define dso_local void @__cyg_profile_func_enter(ptr noundef readnone %0, ptr noundef readnone %1) local_unnamed_addr #0 !dbg !68 {
    #dbg_value(ptr %0, !72, !DIExpression(), !74)
    #dbg_value(ptr %1, !73, !DIExpression(), !74)
  %3 = load i32, ptr @events, align 4, !dbg !75, !tbaa !76
  %4 = add nsw i32 %3, 1, !dbg !75
  store i32 %4, ptr @events, align 4, !dbg !75, !tbaa !76
  %5 = icmp eq ptr %1, null, !dbg !80
  br i1 %5, label %20, label %6, !dbg !82

6:                                                ; preds = %2
  %7 = load i32, ptr @depth, align 4, !dbg !83, !tbaa !76
  %8 = shl nsw i32 %7, 1, !dbg !84
    #dbg_value(ptr %0, !85, !DIExpression(), !92)
  %9 = icmp eq ptr %0, @leaf, !dbg !94
  br i1 %9, label %15, label %10, !dbg !96

10:                                               ; preds = %6
  %11 = icmp eq ptr %0, @middle, !dbg !97
  br i1 %11, label %15, label %12, !dbg !99

12:                                               ; preds = %10
  %13 = icmp eq ptr %0, @twice, !dbg !100
  %14 = select i1 %13, ptr @.str.7, ptr @.str.8, !dbg !92
  br label %15, !dbg !92

15:                                               ; preds = %6, %10, %12
  %16 = phi ptr [ @.str.5, %6 ], [ @.str.6, %10 ], [ %14, %12 ], !dbg !92
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %8, ptr noundef nonnull @.str.1, ptr noundef nonnull %16), !dbg !102
  %18 = load i32, ptr @depth, align 4, !dbg !103, !tbaa !76
  %19 = add nsw i32 %18, 1, !dbg !103
  store i32 %19, ptr @depth, align 4, !dbg !103, !tbaa !76
  br label %20, !dbg !104

20:                                               ; preds = %2, %15
  ret void, !dbg !104
}

; Function Attrs: nofree nounwind
declare !dbg !105 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define dso_local void @__cyg_profile_func_exit(ptr noundef readnone %0, ptr noundef readnone %1) local_unnamed_addr #0 !dbg !110 {
    #dbg_value(ptr %0, !112, !DIExpression(), !114)
    #dbg_value(ptr %1, !113, !DIExpression(), !114)
  %3 = load i32, ptr @events, align 4, !dbg !115, !tbaa !76
  %4 = add nsw i32 %3, 1, !dbg !115
  store i32 %4, ptr @events, align 4, !dbg !115, !tbaa !76
  %5 = icmp eq ptr %1, null, !dbg !116
  br i1 %5, label %19, label %6, !dbg !118

6:                                                ; preds = %2
  %7 = load i32, ptr @depth, align 4, !dbg !119, !tbaa !76
  %8 = add nsw i32 %7, -1, !dbg !119
  store i32 %8, ptr @depth, align 4, !dbg !119, !tbaa !76
  %9 = shl nsw i32 %8, 1, !dbg !120
    #dbg_value(ptr %0, !85, !DIExpression(), !121)
  %10 = icmp eq ptr %0, @leaf, !dbg !123
  br i1 %10, label %16, label %11, !dbg !124

11:                                               ; preds = %6
  %12 = icmp eq ptr %0, @middle, !dbg !125
  br i1 %12, label %16, label %13, !dbg !126

13:                                               ; preds = %11
  %14 = icmp eq ptr %0, @twice, !dbg !127
  %15 = select i1 %14, ptr @.str.7, ptr @.str.8, !dbg !121
  br label %16, !dbg !121

16:                                               ; preds = %6, %11, %13
  %17 = phi ptr [ @.str.5, %6 ], [ @.str.6, %11 ], [ %15, %13 ], !dbg !121
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %9, ptr noundef nonnull @.str.1, ptr noundef nonnull %17), !dbg !128
  br label %19, !dbg !129

19:                                               ; preds = %2, %16
  ret void, !dbg !129
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local signext range(i32 -2147483647, -2147483648) i32 @leaf(i32 noundef signext %0) #2 !dbg !130 {
    #dbg_value(i32 %0, !134, !DIExpression(), !135)
  %2 = mul nsw i32 %0, 3, !dbg !136
  %3 = add nsw i32 %2, 1, !dbg !137
  ret i32 %3, !dbg !138
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local signext i32 @middle(i32 noundef signext %0) #2 !dbg !139 {
    #dbg_value(i32 %0, !141, !DIExpression(), !142)
  %2 = icmp sgt i32 %0, 10, !dbg !143
  %3 = tail call signext i32 @leaf(i32 noundef signext %0), !dbg !142
  br i1 %2, label %4, label %6, !dbg !145

4:                                                ; preds = %1
  %5 = add nsw i32 %3, -1, !dbg !146
  br label %8, !dbg !147

6:                                                ; preds = %1
  %7 = tail call signext i32 @leaf(i32 noundef signext %3), !dbg !148
  br label %8, !dbg !149

8:                                                ; preds = %6, %4
  %9 = phi i32 [ %5, %4 ], [ %7, %6 ], !dbg !142
  ret i32 %9, !dbg !150
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local signext i32 @twice(i32 noundef signext %0) #2 !dbg !151 {
    #dbg_value(i32 %0, !153, !DIExpression(), !154)
  %2 = tail call signext i32 @middle(i32 noundef signext %0), !dbg !155
  %3 = add nsw i32 %0, 20, !dbg !156
  %4 = tail call signext i32 @middle(i32 noundef signext %3), !dbg !157
  %5 = add nsw i32 %4, %2, !dbg !158
  ret i32 %5, !dbg !159
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #3 !dbg !160 {
  %1 = tail call signext i32 @middle(i32 noundef signext 3), !dbg !167
    #dbg_value(i32 %1, !164, !DIExpression(), !168)
  %2 = tail call signext i32 @middle(i32 noundef signext 20), !dbg !169
    #dbg_value(i32 %2, !165, !DIExpression(), !168)
  %3 = tail call signext i32 @twice(i32 noundef signext 4), !dbg !170
    #dbg_value(i32 %3, !166, !DIExpression(), !168)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3), !dbg !171
  %5 = load i32, ptr @events, align 4, !dbg !172, !tbaa !76
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %5), !dbg !173
  ret i32 0, !dbg !174
}

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "instrument-function-entry-inlined"="__cyg_profile_func_enter" "instrument-function-exit-inlined"="__cyg_profile_func_exit" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nounwind uwtable "instrument-function-entry-inlined"="__cyg_profile_func_enter" "instrument-function-exit-inlined"="__cyg_profile_func_exit" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "events", scope: !2, file: !3, line: 12, type: !35, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/riscv64/instrument_functions.c", directory: ".", checksumkind: CSK_MD5, checksum: "cf9ab6461333da452617aee3e16b606d")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !13, !18, !23, !28, !33, !0, !36, !41, !46, !51}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 104, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!11 = !{!12}
!12 = !DISubrange(count: 13)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 8, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 1)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 96, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 12)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 144, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 18)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 88, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 11)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "depth", scope: !2, file: !3, line: 11, type: !35, isLocal: true, isDefinition: true)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 40, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 5)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 7)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 48, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 6)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 8)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 1, !"target-abi", !"lp64d"}
!60 = !{i32 6, !"riscv-isa", !61}
!61 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 8, !"SmallDataLimit", i32 8}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "__cyg_profile_func_enter", scope: !3, file: !3, line: 25, type: !69, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{null, !5, !5}
!71 = !{!72, !73}
!72 = !DILocalVariable(name: "fn", arg: 1, scope: !68, file: !3, line: 25, type: !5)
!73 = !DILocalVariable(name: "call_site", arg: 2, scope: !68, file: !3, line: 25, type: !5)
!74 = !DILocation(line: 0, scope: !68)
!75 = !DILocation(line: 26, column: 11, scope: !68)
!76 = !{!77, !77, i64 0}
!77 = !{!"int", !78, i64 0}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C/C++ TBAA"}
!80 = !DILocation(line: 27, column: 19, scope: !81)
!81 = distinct !DILexicalBlock(scope: !68, file: !3, line: 27, column: 9)
!82 = !DILocation(line: 27, column: 9, scope: !68)
!83 = !DILocation(line: 28, column: 33, scope: !68)
!84 = !DILocation(line: 28, column: 31, scope: !68)
!85 = !DILocalVariable(name: "fn", arg: 1, scope: !86, file: !3, line: 18, type: !5)
!86 = distinct !DISubprogram(name: "name_of", scope: !3, file: !3, line: 18, type: !87, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!87 = !DISubroutineType(types: !88)
!88 = !{!89, !5}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!91 = !{!85}
!92 = !DILocation(line: 0, scope: !86, inlinedAt: !93)
!93 = distinct !DILocation(line: 28, column: 44, scope: !68)
!94 = !DILocation(line: 19, column: 12, scope: !95, inlinedAt: !93)
!95 = distinct !DILexicalBlock(scope: !86, file: !3, line: 19, column: 9)
!96 = !DILocation(line: 19, column: 9, scope: !86, inlinedAt: !93)
!97 = !DILocation(line: 20, column: 12, scope: !98, inlinedAt: !93)
!98 = distinct !DILexicalBlock(scope: !86, file: !3, line: 20, column: 9)
!99 = !DILocation(line: 20, column: 9, scope: !86, inlinedAt: !93)
!100 = !DILocation(line: 21, column: 12, scope: !101, inlinedAt: !93)
!101 = distinct !DILexicalBlock(scope: !86, file: !3, line: 21, column: 9)
!102 = !DILocation(line: 28, column: 5, scope: !68)
!103 = !DILocation(line: 29, column: 10, scope: !68)
!104 = !DILocation(line: 30, column: 1, scope: !68)
!105 = !DISubprogram(name: "printf", scope: !106, file: !106, line: 356, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!107 = !DISubroutineType(types: !108)
!108 = !{!35, !109, null}
!109 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !89)
!110 = distinct !DISubprogram(name: "__cyg_profile_func_exit", scope: !3, file: !3, line: 32, type: !69, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !111)
!111 = !{!112, !113}
!112 = !DILocalVariable(name: "fn", arg: 1, scope: !110, file: !3, line: 32, type: !5)
!113 = !DILocalVariable(name: "call_site", arg: 2, scope: !110, file: !3, line: 32, type: !5)
!114 = !DILocation(line: 0, scope: !110)
!115 = !DILocation(line: 33, column: 11, scope: !110)
!116 = !DILocation(line: 34, column: 19, scope: !117)
!117 = distinct !DILexicalBlock(scope: !110, file: !3, line: 34, column: 9)
!118 = !DILocation(line: 34, column: 9, scope: !110)
!119 = !DILocation(line: 35, column: 10, scope: !110)
!120 = !DILocation(line: 36, column: 30, scope: !110)
!121 = !DILocation(line: 0, scope: !86, inlinedAt: !122)
!122 = distinct !DILocation(line: 36, column: 43, scope: !110)
!123 = !DILocation(line: 19, column: 12, scope: !95, inlinedAt: !122)
!124 = !DILocation(line: 19, column: 9, scope: !86, inlinedAt: !122)
!125 = !DILocation(line: 20, column: 12, scope: !98, inlinedAt: !122)
!126 = !DILocation(line: 20, column: 9, scope: !86, inlinedAt: !122)
!127 = !DILocation(line: 21, column: 12, scope: !101, inlinedAt: !122)
!128 = !DILocation(line: 36, column: 5, scope: !110)
!129 = !DILocation(line: 37, column: 1, scope: !110)
!130 = distinct !DISubprogram(name: "leaf", scope: !3, file: !3, line: 39, type: !131, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!35, !35}
!133 = !{!134}
!134 = !DILocalVariable(name: "x", arg: 1, scope: !130, file: !3, line: 39, type: !35)
!135 = !DILocation(line: 0, scope: !130)
!136 = !DILocation(line: 39, column: 54, scope: !130)
!137 = !DILocation(line: 39, column: 58, scope: !130)
!138 = !DILocation(line: 39, column: 45, scope: !130)
!139 = distinct !DISubprogram(name: "middle", scope: !3, file: !3, line: 41, type: !131, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !140)
!140 = !{!141}
!141 = !DILocalVariable(name: "x", arg: 1, scope: !139, file: !3, line: 41, type: !35)
!142 = !DILocation(line: 0, scope: !139)
!143 = !DILocation(line: 42, column: 11, scope: !144)
!144 = distinct !DILexicalBlock(scope: !139, file: !3, line: 42, column: 9)
!145 = !DILocation(line: 42, column: 9, scope: !139)
!146 = !DILocation(line: 43, column: 24, scope: !144)
!147 = !DILocation(line: 43, column: 9, scope: !144)
!148 = !DILocation(line: 44, column: 12, scope: !139)
!149 = !DILocation(line: 44, column: 5, scope: !139)
!150 = !DILocation(line: 45, column: 1, scope: !139)
!151 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 47, type: !131, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !152)
!152 = !{!153}
!153 = !DILocalVariable(name: "x", arg: 1, scope: !151, file: !3, line: 47, type: !35)
!154 = !DILocation(line: 0, scope: !151)
!155 = !DILocation(line: 47, column: 53, scope: !151)
!156 = !DILocation(line: 47, column: 74, scope: !151)
!157 = !DILocation(line: 47, column: 65, scope: !151)
!158 = !DILocation(line: 47, column: 63, scope: !151)
!159 = !DILocation(line: 47, column: 46, scope: !151)
!160 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 49, type: !161, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{!35}
!163 = !{!164, !165, !166}
!164 = !DILocalVariable(name: "a", scope: !160, file: !3, line: 50, type: !35)
!165 = !DILocalVariable(name: "b", scope: !160, file: !3, line: 51, type: !35)
!166 = !DILocalVariable(name: "c", scope: !160, file: !3, line: 52, type: !35)
!167 = !DILocation(line: 50, column: 13, scope: !160)
!168 = !DILocation(line: 0, scope: !160)
!169 = !DILocation(line: 51, column: 13, scope: !160)
!170 = !DILocation(line: 52, column: 13, scope: !160)
!171 = !DILocation(line: 53, column: 5, scope: !160)
!172 = !DILocation(line: 54, column: 27, scope: !160)
!173 = !DILocation(line: 54, column: 5, scope: !160)
!174 = !DILocation(line: 55, column: 5, scope: !160)
