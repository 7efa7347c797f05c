; ModuleID = 'tests/run/riscv64/mcount_calls.c'
source_filename = "tests/run/riscv64/mcount_calls.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@calls = internal global i32 0, align 4, !dbg !0
@callers = internal global [64 x ptr] zeroinitializer, align 8, !dbg !14
@.str = private unnamed_addr constant [70 x i8] c"sum %d, hook calls %d (main %d), from square %d, from sum_squares %d\0A\00", align 1, !dbg !9

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local void @mcount() local_unnamed_addr #0 !dbg !35 {
    #dbg_value(ptr poison, !38, !DIExpression(), !43)
  %1 = load volatile i32, ptr @calls, align 4, !dbg !45, !tbaa !47
  %2 = icmp slt i32 %1, 64, !dbg !51
  br i1 %2, label %3, label %8, !dbg !52

3:                                                ; preds = %0
  %4 = tail call ptr @llvm.returnaddress(i32 0), !dbg !53
    #dbg_value(ptr %4, !38, !DIExpression(), !43)
  %5 = load volatile i32, ptr @calls, align 4, !dbg !54, !tbaa !47
  %6 = sext i32 %5 to i64, !dbg !55
  %7 = getelementptr inbounds [64 x ptr], ptr @callers, i64 0, i64 %6, !dbg !55
  store volatile ptr %4, ptr %7, align 8, !dbg !56, !tbaa !57
  br label %8, !dbg !55

8:                                                ; preds = %0, %3
  %9 = load volatile i32, ptr @calls, align 4, !dbg !59, !tbaa !47
  %10 = add nsw i32 %9, 1, !dbg !59
  store volatile i32 %10, ptr @calls, align 4, !dbg !59, !tbaa !47
  ret void, !dbg !60
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #1

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local void @_mcount() local_unnamed_addr #0 !dbg !61 {
    #dbg_value(ptr poison, !38, !DIExpression(), !62)
  %1 = load volatile i32, ptr @calls, align 4, !dbg !64, !tbaa !47
  %2 = icmp slt i32 %1, 64, !dbg !65
  br i1 %2, label %3, label %8, !dbg !66

3:                                                ; preds = %0
  %4 = tail call ptr @llvm.returnaddress(i32 0), !dbg !67
    #dbg_value(ptr %4, !38, !DIExpression(), !62)
  %5 = load volatile i32, ptr @calls, align 4, !dbg !68, !tbaa !47
  %6 = sext i32 %5 to i64, !dbg !69
  %7 = getelementptr inbounds [64 x ptr], ptr @callers, i64 0, i64 %6, !dbg !69
  store volatile ptr %4, ptr %7, align 8, !dbg !70, !tbaa !57
  br label %8, !dbg !69

8:                                                ; preds = %0, %3
  %9 = load volatile i32, ptr @calls, align 4, !dbg !71, !tbaa !47
  %10 = add nsw i32 %9, 1, !dbg !71
  store volatile i32 %10, ptr @calls, align 4, !dbg !71, !tbaa !47
  ret void, !dbg !72
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local signext i32 @square(i32 noundef signext %0) #2 !dbg !73 {
    #dbg_value(i32 %0, !77, !DIExpression(), !78)
  %2 = mul nsw i32 %0, %0, !dbg !79
  ret i32 %2, !dbg !80
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local signext i32 @sum_squares(i32 noundef signext %0) #3 !dbg !81 {
    #dbg_value(i32 %0, !83, !DIExpression(), !87)
    #dbg_value(i32 0, !84, !DIExpression(), !87)
    #dbg_value(i32 1, !85, !DIExpression(), !88)
  %2 = icmp slt i32 %0, 1, !dbg !89
  br i1 %2, label %3, label %5, !dbg !91

3:                                                ; preds = %5, %1
  %4 = phi i32 [ 0, %1 ], [ %9, %5 ], !dbg !87
  ret i32 %4, !dbg !92

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %10, %5 ], [ 1, %1 ]
  %7 = phi i32 [ %9, %5 ], [ 0, %1 ]
    #dbg_value(i32 %6, !85, !DIExpression(), !88)
    #dbg_value(i32 %7, !84, !DIExpression(), !87)
  %8 = tail call signext i32 @square(i32 noundef signext %6), !dbg !93
  %9 = add nsw i32 %8, %7, !dbg !94
    #dbg_value(i32 %9, !84, !DIExpression(), !87)
  %10 = add nuw i32 %6, 1, !dbg !95
    #dbg_value(i32 %10, !85, !DIExpression(), !88)
  %11 = icmp eq i32 %6, %0, !dbg !89
  br i1 %11, label %3, label %5, !dbg !91, !llvm.loop !96
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #4 !dbg !99 {
  %1 = load volatile i32, ptr @calls, align 4, !dbg !109, !tbaa !47
    #dbg_value(i32 %1, !103, !DIExpression(), !110)
  %2 = tail call signext i32 @sum_squares(i32 noundef signext 5), !dbg !111
    #dbg_value(i32 %2, !104, !DIExpression(), !110)
    #dbg_value(i32 0, !105, !DIExpression(), !110)
    #dbg_value(i32 0, !106, !DIExpression(), !110)
    #dbg_value(i32 %1, !107, !DIExpression(), !112)
  %3 = load volatile i32, ptr @calls, align 4, !dbg !113, !tbaa !47
  %4 = icmp slt i32 %1, %3, !dbg !115
  %5 = icmp slt i32 %1, 64, !dbg !116
  %6 = and i1 %5, %4, !dbg !116
  br i1 %6, label %7, label %9, !dbg !117

7:                                                ; preds = %0
  %8 = sext i32 %1 to i64, !dbg !117
  br label %15, !dbg !117

9:                                                ; preds = %15, %0
  %10 = phi i32 [ 0, %0 ], [ %25, %15 ], !dbg !110
  %11 = phi i32 [ 0, %0 ], [ %31, %15 ], !dbg !110
  %12 = load volatile i32, ptr @calls, align 4, !dbg !118, !tbaa !47
  %13 = sub nsw i32 %12, %1, !dbg !119
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %2, i32 noundef signext %13, i32 noundef signext %1, i32 noundef signext %10, i32 noundef signext %11), !dbg !120
  ret i32 0, !dbg !121

15:                                               ; preds = %7, %15
  %16 = phi i64 [ %8, %7 ], [ %32, %15 ]
  %17 = phi i32 [ 0, %7 ], [ %31, %15 ]
  %18 = phi i32 [ 0, %7 ], [ %25, %15 ]
    #dbg_value(i64 %16, !107, !DIExpression(), !112)
    #dbg_value(i32 %17, !106, !DIExpression(), !110)
    #dbg_value(i32 %18, !105, !DIExpression(), !110)
  %19 = getelementptr inbounds [64 x ptr], ptr @callers, i64 0, i64 %16, !dbg !122
  %20 = load volatile ptr, ptr %19, align 8, !dbg !122, !tbaa !57
    #dbg_value(ptr %20, !124, !DIExpression(), !130)
    #dbg_value(ptr @square, !129, !DIExpression(), !130)
  %21 = icmp ugt ptr %20, @square, !dbg !132
  %22 = icmp ult ptr %20, getelementptr inbounds (i8, ptr @square, i64 256), !dbg !133
  %23 = select i1 %21, i1 %22, i1 false, !dbg !133
  %24 = zext i1 %23 to i32, !dbg !133
  %25 = add nuw nsw i32 %18, %24, !dbg !134
    #dbg_value(i32 %25, !105, !DIExpression(), !110)
  %26 = load volatile ptr, ptr %19, align 8, !dbg !135, !tbaa !57
    #dbg_value(ptr %26, !124, !DIExpression(), !136)
    #dbg_value(ptr @sum_squares, !129, !DIExpression(), !136)
  %27 = icmp ugt ptr %26, @sum_squares, !dbg !138
  %28 = icmp ult ptr %26, getelementptr inbounds (i8, ptr @sum_squares, i64 256), !dbg !139
  %29 = select i1 %27, i1 %28, i1 false, !dbg !139
  %30 = zext i1 %29 to i32, !dbg !139
  %31 = add nuw nsw i32 %17, %30, !dbg !140
    #dbg_value(i32 %31, !106, !DIExpression(), !110)
  %32 = add nsw i64 %16, 1, !dbg !141
    #dbg_value(i64 %32, !107, !DIExpression(), !112)
  %33 = load volatile i32, ptr @calls, align 4, !dbg !113, !tbaa !47
  %34 = sext i32 %33 to i64, !dbg !115
  %35 = icmp slt i64 %32, %34, !dbg !115
  %36 = icmp slt i64 %16, 63, !dbg !116
  %37 = and i1 %36, %35, !dbg !116
  br i1 %37, label %15, label %9, !dbg !117, !llvm.loop !142
}

; Function Attrs: nofree nounwind
declare !dbg !144 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "instrument-function-entry-inlined"="_mcount" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="all" "instrument-function-entry-inlined"="_mcount" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="all" "instrument-function-entry-inlined"="_mcount" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "calls", scope: !2, file: !3, line: 11, type: !20, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/riscv64/mcount_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "34a795641174e04c68f6883c1e4b69ef")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!8 = !{!9, !0, !14}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 560, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 70)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "callers", scope: !2, file: !3, line: 12, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 4096, elements: !18)
!17 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!18 = !{!19}
!19 = !DISubrange(count: 64)
!20 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !21)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 1, !"target-abi", !"lp64d"}
!26 = !{i32 6, !"riscv-isa", !27}
!27 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{i32 8, !"SmallDataLimit", i32 8}
!33 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "mcount", scope: !3, file: !3, line: 20, type: !36, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!36 = !DISubroutineType(types: !37)
!37 = !{null}
!38 = !DILocalVariable(name: "ret", arg: 1, scope: !39, file: !3, line: 14, type: !5)
!39 = distinct !DISubprogram(name: "record", scope: !3, file: !3, line: 14, type: !40, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !5}
!42 = !{!38}
!43 = !DILocation(line: 0, scope: !39, inlinedAt: !44)
!44 = distinct !DILocation(line: 20, column: 27, scope: !35)
!45 = !DILocation(line: 15, column: 9, scope: !46, inlinedAt: !44)
!46 = distinct !DILexicalBlock(scope: !39, file: !3, line: 15, column: 9)
!47 = !{!48, !48, i64 0}
!48 = !{!"int", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocation(line: 15, column: 15, scope: !46, inlinedAt: !44)
!52 = !DILocation(line: 15, column: 9, scope: !39, inlinedAt: !44)
!53 = !DILocation(line: 20, column: 34, scope: !35)
!54 = !DILocation(line: 16, column: 17, scope: !46, inlinedAt: !44)
!55 = !DILocation(line: 16, column: 9, scope: !46, inlinedAt: !44)
!56 = !DILocation(line: 16, column: 24, scope: !46, inlinedAt: !44)
!57 = !{!58, !58, i64 0}
!58 = !{!"any pointer", !49, i64 0}
!59 = !DILocation(line: 17, column: 10, scope: !39, inlinedAt: !44)
!60 = !DILocation(line: 20, column: 64, scope: !35)
!61 = distinct !DISubprogram(name: "profiling_hook", linkageName: "_mcount", scope: !3, file: !3, line: 22, type: !36, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!62 = !DILocation(line: 0, scope: !39, inlinedAt: !63)
!63 = distinct !DILocation(line: 22, column: 35, scope: !61)
!64 = !DILocation(line: 15, column: 9, scope: !46, inlinedAt: !63)
!65 = !DILocation(line: 15, column: 15, scope: !46, inlinedAt: !63)
!66 = !DILocation(line: 15, column: 9, scope: !39, inlinedAt: !63)
!67 = !DILocation(line: 22, column: 42, scope: !61)
!68 = !DILocation(line: 16, column: 17, scope: !46, inlinedAt: !63)
!69 = !DILocation(line: 16, column: 9, scope: !46, inlinedAt: !63)
!70 = !DILocation(line: 16, column: 24, scope: !46, inlinedAt: !63)
!71 = !DILocation(line: 17, column: 10, scope: !39, inlinedAt: !63)
!72 = !DILocation(line: 22, column: 72, scope: !61)
!73 = distinct !DISubprogram(name: "square", scope: !3, file: !3, line: 24, type: !74, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!21, !21}
!76 = !{!77}
!77 = !DILocalVariable(name: "x", arg: 1, scope: !73, file: !3, line: 24, type: !21)
!78 = !DILocation(line: 0, scope: !73)
!79 = !DILocation(line: 24, column: 56, scope: !73)
!80 = !DILocation(line: 24, column: 47, scope: !73)
!81 = distinct !DISubprogram(name: "sum_squares", scope: !3, file: !3, line: 26, type: !74, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!82 = !{!83, !84, !85}
!83 = !DILocalVariable(name: "n", arg: 1, scope: !81, file: !3, line: 26, type: !21)
!84 = !DILocalVariable(name: "s", scope: !81, file: !3, line: 27, type: !21)
!85 = !DILocalVariable(name: "i", scope: !86, file: !3, line: 28, type: !21)
!86 = distinct !DILexicalBlock(scope: !81, file: !3, line: 28, column: 5)
!87 = !DILocation(line: 0, scope: !81)
!88 = !DILocation(line: 0, scope: !86)
!89 = !DILocation(line: 28, column: 23, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !3, line: 28, column: 5)
!91 = !DILocation(line: 28, column: 5, scope: !86)
!92 = !DILocation(line: 30, column: 5, scope: !81)
!93 = !DILocation(line: 29, column: 14, scope: !90)
!94 = !DILocation(line: 29, column: 11, scope: !90)
!95 = !DILocation(line: 28, column: 30, scope: !90)
!96 = distinct !{!96, !91, !97, !98}
!97 = !DILocation(line: 29, column: 22, scope: !86)
!98 = !{!"llvm.loop.mustprogress"}
!99 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !100, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!21}
!102 = !{!103, !104, !105, !106, !107}
!103 = !DILocalVariable(name: "before", scope: !99, file: !3, line: 36, type: !21)
!104 = !DILocalVariable(name: "s", scope: !99, file: !3, line: 37, type: !21)
!105 = !DILocalVariable(name: "from_square", scope: !99, file: !3, line: 38, type: !21)
!106 = !DILocalVariable(name: "from_sum", scope: !99, file: !3, line: 38, type: !21)
!107 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 39, type: !21)
!108 = distinct !DILexicalBlock(scope: !99, file: !3, line: 39, column: 5)
!109 = !DILocation(line: 36, column: 18, scope: !99)
!110 = !DILocation(line: 0, scope: !99)
!111 = !DILocation(line: 37, column: 13, scope: !99)
!112 = !DILocation(line: 0, scope: !108)
!113 = !DILocation(line: 39, column: 30, scope: !114)
!114 = distinct !DILexicalBlock(scope: !108, file: !3, line: 39, column: 5)
!115 = !DILocation(line: 39, column: 28, scope: !114)
!116 = !DILocation(line: 39, column: 36, scope: !114)
!117 = !DILocation(line: 39, column: 5, scope: !108)
!118 = !DILocation(line: 43, column: 89, scope: !99)
!119 = !DILocation(line: 43, column: 95, scope: !99)
!120 = !DILocation(line: 43, column: 5, scope: !99)
!121 = !DILocation(line: 45, column: 5, scope: !99)
!122 = !DILocation(line: 40, column: 36, scope: !123)
!123 = distinct !DILexicalBlock(scope: !114, file: !3, line: 39, column: 52)
!124 = !DILocalVariable(name: "ret", arg: 1, scope: !125, file: !3, line: 33, type: !5)
!125 = distinct !DISubprogram(name: "in_function", scope: !3, file: !3, line: 33, type: !126, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{!21, !5, !5}
!128 = !{!124, !129}
!129 = !DILocalVariable(name: "fn", arg: 2, scope: !125, file: !3, line: 33, type: !5)
!130 = !DILocation(line: 0, scope: !125, inlinedAt: !131)
!131 = distinct !DILocation(line: 40, column: 24, scope: !123)
!132 = !DILocation(line: 33, column: 72, scope: !125, inlinedAt: !131)
!133 = !DILocation(line: 33, column: 85, scope: !125, inlinedAt: !131)
!134 = !DILocation(line: 40, column: 21, scope: !123)
!135 = !DILocation(line: 41, column: 33, scope: !123)
!136 = !DILocation(line: 0, scope: !125, inlinedAt: !137)
!137 = distinct !DILocation(line: 41, column: 21, scope: !123)
!138 = !DILocation(line: 33, column: 72, scope: !125, inlinedAt: !137)
!139 = !DILocation(line: 33, column: 85, scope: !125, inlinedAt: !137)
!140 = !DILocation(line: 41, column: 18, scope: !123)
!141 = !DILocation(line: 39, column: 48, scope: !114)
!142 = distinct !{!142, !117, !143, !98}
!143 = !DILocation(line: 42, column: 5, scope: !108)
!144 = !DISubprogram(name: "printf", scope: !145, file: !145, line: 356, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!146 = !DISubroutineType(types: !147)
!147 = !{!21, !148, null}
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
