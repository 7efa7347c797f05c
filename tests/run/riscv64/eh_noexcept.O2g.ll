; ModuleID = 'tests/run/riscv64/eh_noexcept.cpp'
source_filename = "tests/run/riscv64/eh_noexcept.cpp"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

$__clang_call_terminate = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1, !dbg !0
@stdout = external local_unnamed_addr global ptr, align 8
@str = private unnamed_addr constant [14 x i8] c"careful(0) ok\00", align 1
@str.4 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@str.5 = private unnamed_addr constant [17 x i8] c"terminate called\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z7throweri(i32 noundef signext %0) local_unnamed_addr #0 !dbg !483 {
    #dbg_value(i32 %0, !485, !DIExpression(), !486)
  %2 = icmp eq i32 %0, 0, !dbg !487
  br i1 %2, label %5, label %3, !dbg !489

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !490
  store i32 %0, ptr %4, align 16, !dbg !490, !tbaa !491
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIi, ptr null) #11, !dbg !490
  unreachable, !dbg !490

5:                                                ; preds = %1
  ret void, !dbg !495
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local void @_Z7carefuli(i32 noundef signext %0) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 !dbg !496 {
    #dbg_value(i32 %0, !498, !DIExpression(), !499)
  invoke void @_Z7throweri(i32 noundef signext %0)
          to label %2 unwind label %3, !dbg !500

2:                                                ; preds = %1
  ret void, !dbg !501

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          catch ptr null, !dbg !500
  %5 = extractvalue { ptr, i32 } %4, 0, !dbg !500
  tail call void @__clang_call_terminate(ptr %5) #12, !dbg !500
  unreachable, !dbg !500
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #2 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #10
  tail call void @_ZSt9terminatev() #12
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #3 personality ptr @__gxx_personality_v0 !dbg !502 {
  %1 = tail call noundef ptr @_ZSt13set_terminatePFvvE(ptr noundef nonnull @"_ZZ4mainEN3$_08__invokeEv") #10, !dbg !505
  invoke void @_Z7throweri(i32 noundef signext 1)
          to label %12 unwind label %2, !dbg !506

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTIi, !dbg !508
  %4 = extractvalue { ptr, i32 } %3, 1, !dbg !508
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10, !dbg !509
  %6 = icmp eq i32 %4, %5, !dbg !509
  br i1 %6, label %7, label %17, !dbg !509

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0, !dbg !508
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #10, !dbg !509
  %10 = load i32, ptr %9, align 4, !dbg !509, !tbaa !491
    #dbg_value(i32 %10, !504, !DIExpression(), !510)
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %10), !dbg !511
  tail call void @__cxa_end_catch() #10, !dbg !513
  br label %12, !dbg !513

12:                                               ; preds = %0, %7
  tail call void @_Z7carefuli(i32 noundef signext 0) #10, !dbg !514
  %13 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !515
  %14 = load ptr, ptr @stdout, align 8, !dbg !516, !tbaa !517
  %15 = tail call signext i32 @fflush(ptr noundef %14), !dbg !519
  tail call void @_Z7carefuli(i32 noundef signext 2) #10, !dbg !520
  %16 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.4), !dbg !521
  ret i32 0, !dbg !522

17:                                               ; preds = %2
  resume { ptr, i32 } %3, !dbg !509
}

; Function Attrs: nounwind
declare !dbg !523 noundef ptr @_ZSt13set_terminatePFvvE(ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

; Function Attrs: nofree nounwind
declare !dbg !187 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !110 noundef signext i32 @fflush(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress noreturn nounwind uwtable
define internal void @"_ZZ4mainEN3$_08__invokeEv"() #7 align 2 !dbg !528 {
    #dbg_value(ptr undef, !532, !DIExpression(), !541)
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5), !dbg !543
  %2 = load ptr, ptr @stdout, align 8, !dbg !544, !tbaa !517
  %3 = tail call signext i32 @fflush(ptr noundef %2), !dbg !545
  tail call void @_Exit(i32 noundef signext 42) #12, !dbg !546
  unreachable, !dbg !546
}

; Function Attrs: noreturn nounwind
declare !dbg !428 void @_Exit(i32 noundef signext) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress noinline nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { inlinehint mustprogress noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!471, !472, !473, !474, !475, !477, !478, !479, !480, !481}
!llvm.ident = !{!482}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/eh_noexcept.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "c3ecd37c5becff0a16dc2695f71c95f3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7}
!7 = !DISubrange(count: 11)
!8 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !9, imports: !25, splitDebugInlining: false, nameTableKind: None)
!9 = !{!0, !10, !15, !20}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 15)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 13)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 18)
!25 = !{!26, !90, !96, !101, !105, !107, !109, !111, !113, !120, !125, !131, !135, !139, !143, !148, !152, !154, !158, !164, !168, !175, !177, !182, !186, !190, !192, !196, !200, !202, !206, !208, !210, !214, !218, !222, !226, !230, !234, !236, !243, !247, !251, !256, !258, !260, !264, !268, !269, !270, !271, !272, !273, !277, !281, !285, !289, !295, !299, !303, !308, !310, !316, !318, !322, !331, !333, !337, !341, !345, !349, !353, !357, !361, !365, !372, !376, !380, !382, !384, !388, !393, !399, !403, !407, !409, !416, !420, !427, !429, !433, !437, !441, !445, !450, !455, !460, !461, !462, !463, !465, !466, !467, !468, !469, !470}
!26 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !28, file: !89, line: 98)
!27 = !DINamespace(name: "std", scope: null)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !29, line: 7, baseType: !30)
!29 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !31, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !32, identifier: "_ZTS8_IO_FILE")
!31 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!32 = !{!33, !35, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !50, !52, !53, !54, !58, !60, !62, !66, !69, !71, !74, !77, !78, !80, !84, !85}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !30, file: !31, line: 51, baseType: !34, size: 32)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !30, file: !31, line: 54, baseType: !36, size: 64, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !30, file: !31, line: 55, baseType: !36, size: 64, offset: 128)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !30, file: !31, line: 56, baseType: !36, size: 64, offset: 192)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !30, file: !31, line: 57, baseType: !36, size: 64, offset: 256)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !30, file: !31, line: 58, baseType: !36, size: 64, offset: 320)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !30, file: !31, line: 59, baseType: !36, size: 64, offset: 384)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !30, file: !31, line: 60, baseType: !36, size: 64, offset: 448)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !30, file: !31, line: 61, baseType: !36, size: 64, offset: 512)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !30, file: !31, line: 64, baseType: !36, size: 64, offset: 576)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !30, file: !31, line: 65, baseType: !36, size: 64, offset: 640)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !30, file: !31, line: 66, baseType: !36, size: 64, offset: 704)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !30, file: !31, line: 68, baseType: !48, size: 64, offset: 768)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !31, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!50 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !30, file: !31, line: 70, baseType: !51, size: 64, offset: 832)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !30, file: !31, line: 72, baseType: !34, size: 32, offset: 896)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !30, file: !31, line: 73, baseType: !34, size: 32, offset: 928)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !30, file: !31, line: 74, baseType: !55, size: 64, offset: 960)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !56, line: 152, baseType: !57)
!56 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!57 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !30, file: !31, line: 77, baseType: !59, size: 16, offset: 1024)
!59 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !30, file: !31, line: 78, baseType: !61, size: 8, offset: 1040)
!61 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !30, file: !31, line: 79, baseType: !63, size: 8, offset: 1048)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 1)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !30, file: !31, line: 81, baseType: !67, size: 64, offset: 1088)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !31, line: 43, baseType: null)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !30, file: !31, line: 89, baseType: !70, size: 64, offset: 1152)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !56, line: 153, baseType: !57)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !30, file: !31, line: 91, baseType: !72, size: 64, offset: 1216)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !31, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!74 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !30, file: !31, line: 92, baseType: !75, size: 64, offset: 1280)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !31, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!77 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !30, file: !31, line: 93, baseType: !51, size: 64, offset: 1344)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !30, file: !31, line: 94, baseType: !79, size: 64, offset: 1408)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !30, file: !31, line: 95, baseType: !81, size: 64, offset: 1472)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !82, line: 18, baseType: !83)
!82 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !30, file: !31, line: 96, baseType: !34, size: 32, offset: 1536)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !30, file: !31, line: 98, baseType: !86, size: 160, offset: 1568)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 160, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 20)
!89 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdio", directory: "")
!90 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !91, file: !89, line: 99)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !92, line: 84, baseType: !93)
!92 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !94, line: 14, baseType: !95)
!94 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!95 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !94, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!96 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !97, file: !89, line: 101)
!97 = !DISubprogram(name: "clearerr", scope: !92, file: !92, line: 786, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(types: !99)
!99 = !{null, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !102, file: !89, line: 102)
!102 = !DISubprogram(name: "fclose", scope: !92, file: !92, line: 178, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{!34, !100}
!105 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !106, file: !89, line: 103)
!106 = !DISubprogram(name: "feof", scope: !92, file: !92, line: 788, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !108, file: !89, line: 104)
!108 = !DISubprogram(name: "ferror", scope: !92, file: !92, line: 790, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !110, file: !89, line: 105)
!110 = !DISubprogram(name: "fflush", scope: !92, file: !92, line: 230, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !112, file: !89, line: 106)
!112 = !DISubprogram(name: "fgetc", scope: !92, file: !92, line: 513, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !114, file: !89, line: 107)
!114 = !DISubprogram(name: "fgetpos", scope: !92, file: !92, line: 760, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!34, !117, !118}
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !100)
!118 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !121, file: !89, line: 108)
!121 = !DISubprogram(name: "fgets", scope: !92, file: !92, line: 592, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DISubroutineType(types: !123)
!123 = !{!36, !124, !34, !117}
!124 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !36)
!125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !126, file: !89, line: 109)
!126 = !DISubprogram(name: "fopen", scope: !92, file: !92, line: 258, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!100, !129, !129}
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !132, file: !89, line: 110)
!132 = !DISubprogram(name: "fprintf", scope: !92, file: !92, line: 350, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{!34, !117, !129, null}
!135 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !136, file: !89, line: 111)
!136 = !DISubprogram(name: "fputc", scope: !92, file: !92, line: 549, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{!34, !34, !100}
!139 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !140, file: !89, line: 112)
!140 = !DISubprogram(name: "fputs", scope: !92, file: !92, line: 655, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubroutineType(types: !142)
!142 = !{!34, !129, !117}
!143 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !144, file: !89, line: 113)
!144 = !DISubprogram(name: "fread", scope: !92, file: !92, line: 675, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DISubroutineType(types: !146)
!146 = !{!81, !147, !81, !81, !117}
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !149, file: !89, line: 114)
!149 = !DISubprogram(name: "freopen", scope: !92, file: !92, line: 265, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(types: !151)
!151 = !{!100, !129, !129, !117}
!152 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !153, file: !89, line: 115)
!153 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !92, file: !92, line: 434, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !155, file: !89, line: 116)
!155 = !DISubprogram(name: "fseek", scope: !92, file: !92, line: 713, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{!34, !100, !57, !34}
!158 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !159, file: !89, line: 117)
!159 = !DISubprogram(name: "fsetpos", scope: !92, file: !92, line: 765, type: !160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{!34, !100, !162}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!164 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !165, file: !89, line: 118)
!165 = !DISubprogram(name: "ftell", scope: !92, file: !92, line: 718, type: !166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{!57, !100}
!168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !169, file: !89, line: 119)
!169 = !DISubprogram(name: "fwrite", scope: !92, file: !92, line: 681, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!81, !172, !81, !81, !117}
!172 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !176, file: !89, line: 120)
!176 = !DISubprogram(name: "getc", scope: !92, file: !92, line: 514, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !178, file: !89, line: 121)
!178 = !DISubprogram(name: "getchar", scope: !179, file: !179, line: 47, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!180 = !DISubroutineType(types: !181)
!181 = !{!34}
!182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !183, file: !89, line: 126)
!183 = !DISubprogram(name: "perror", scope: !92, file: !92, line: 804, type: !184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !130}
!186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !187, file: !89, line: 127)
!187 = !DISubprogram(name: "printf", scope: !92, file: !92, line: 356, type: !188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DISubroutineType(types: !189)
!189 = !{!34, !129, null}
!190 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !191, file: !89, line: 128)
!191 = !DISubprogram(name: "putc", scope: !92, file: !92, line: 550, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !193, file: !89, line: 129)
!193 = !DISubprogram(name: "putchar", scope: !179, file: !179, line: 82, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{!34, !34}
!196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !197, file: !89, line: 130)
!197 = !DISubprogram(name: "puts", scope: !92, file: !92, line: 661, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{!34, !130}
!200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !201, file: !89, line: 131)
!201 = !DISubprogram(name: "remove", scope: !92, file: !92, line: 152, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !203, file: !89, line: 132)
!203 = !DISubprogram(name: "rename", scope: !92, file: !92, line: 154, type: !204, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DISubroutineType(types: !205)
!205 = !{!34, !130, !130}
!206 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !207, file: !89, line: 133)
!207 = !DISubprogram(name: "rewind", scope: !92, file: !92, line: 723, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !209, file: !89, line: 134)
!209 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !92, file: !92, line: 437, type: !188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !211, file: !89, line: 135)
!211 = !DISubprogram(name: "setbuf", scope: !92, file: !92, line: 328, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DISubroutineType(types: !213)
!213 = !{null, !117, !124}
!214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !215, file: !89, line: 136)
!215 = !DISubprogram(name: "setvbuf", scope: !92, file: !92, line: 332, type: !216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DISubroutineType(types: !217)
!217 = !{!34, !117, !124, !34, !81}
!218 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !219, file: !89, line: 137)
!219 = !DISubprogram(name: "sprintf", scope: !92, file: !92, line: 358, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{!34, !124, !129, null}
!222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !223, file: !89, line: 138)
!223 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !92, file: !92, line: 439, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{!34, !129, !129, null}
!226 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !227, file: !89, line: 139)
!227 = !DISubprogram(name: "tmpfile", scope: !92, file: !92, line: 188, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DISubroutineType(types: !229)
!229 = !{!100}
!230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !231, file: !89, line: 141)
!231 = !DISubprogram(name: "tmpnam", scope: !92, file: !92, line: 205, type: !232, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DISubroutineType(types: !233)
!233 = !{!36, !36}
!234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !235, file: !89, line: 143)
!235 = !DISubprogram(name: "ungetc", scope: !92, file: !92, line: 668, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !237, file: !89, line: 144)
!237 = !DISubprogram(name: "vfprintf", scope: !92, file: !92, line: 365, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!238 = !DISubroutineType(types: !239)
!239 = !{!34, !117, !129, !240}
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !241, line: 12, baseType: !242)
!241 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!242 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !79)
!243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !244, file: !89, line: 145)
!244 = !DISubprogram(name: "vprintf", scope: !179, file: !179, line: 39, type: !245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DISubroutineType(types: !246)
!246 = !{!34, !129, !240}
!247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !248, file: !89, line: 146)
!248 = !DISubprogram(name: "vsprintf", scope: !92, file: !92, line: 373, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DISubroutineType(types: !250)
!250 = !{!34, !124, !129, !240}
!251 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !253, file: !89, line: 175)
!252 = !DINamespace(name: "__gnu_cxx", scope: null)
!253 = !DISubprogram(name: "snprintf", scope: !92, file: !92, line: 378, type: !254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DISubroutineType(types: !255)
!255 = !{!34, !124, !81, !129, null}
!256 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !257, file: !89, line: 176)
!257 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !92, file: !92, line: 479, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !259, file: !89, line: 177)
!259 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !92, file: !92, line: 484, type: !245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !261, file: !89, line: 178)
!261 = !DISubprogram(name: "vsnprintf", scope: !92, file: !92, line: 382, type: !262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!262 = !DISubroutineType(types: !263)
!263 = !{!34, !124, !81, !129, !240}
!264 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !265, file: !89, line: 179)
!265 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !92, file: !92, line: 487, type: !266, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DISubroutineType(types: !267)
!267 = !{!34, !129, !129, !240}
!268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !253, file: !89, line: 185)
!269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !257, file: !89, line: 186)
!270 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !259, file: !89, line: 187)
!271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !261, file: !89, line: 188)
!272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !265, file: !89, line: 189)
!273 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !274, file: !275, line: 68)
!274 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !276, file: !275, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!275 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!276 = !DINamespace(name: "__exception_ptr", scope: !27)
!277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !276, entity: !278, file: !275, line: 84)
!278 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !27, file: !275, line: 80, type: !279, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!279 = !DISubroutineType(types: !280)
!280 = !{null, !274}
!281 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !282, file: !284, line: 52)
!282 = !DISubprogram(name: "abs", scope: !283, file: !283, line: 861, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!284 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!285 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !286, file: !288, line: 127)
!286 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !283, line: 63, baseType: !287)
!287 = !DICompositeType(tag: DW_TAG_structure_type, file: !283, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!288 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdlib", directory: "")
!289 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !290, file: !288, line: 128)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !283, line: 71, baseType: !291)
!291 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !283, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !292, identifier: "_ZTS6ldiv_t")
!292 = !{!293, !294}
!293 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !291, file: !283, line: 69, baseType: !57, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !291, file: !283, line: 70, baseType: !57, size: 64, offset: 64)
!295 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !296, file: !288, line: 130)
!296 = !DISubprogram(name: "abort", scope: !283, file: !283, line: 611, type: !297, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!297 = !DISubroutineType(types: !298)
!298 = !{null}
!299 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !300, file: !288, line: 132)
!300 = !DISubprogram(name: "aligned_alloc", scope: !283, file: !283, line: 605, type: !301, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!301 = !DISubroutineType(types: !302)
!302 = !{!79, !81, !81}
!303 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !304, file: !288, line: 134)
!304 = !DISubprogram(name: "atexit", scope: !283, file: !283, line: 615, type: !305, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !DISubroutineType(types: !306)
!306 = !{!34, !307}
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!308 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !309, file: !288, line: 137)
!309 = !DISubprogram(name: "at_quick_exit", scope: !283, file: !283, line: 620, type: !305, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!310 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !311, file: !288, line: 140)
!311 = !DISubprogram(name: "atof", scope: !312, file: !312, line: 25, type: !313, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!313 = !DISubroutineType(types: !314)
!314 = !{!315, !130}
!315 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!316 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !317, file: !288, line: 141)
!317 = !DISubprogram(name: "atoi", scope: !283, file: !283, line: 362, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!318 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !319, file: !288, line: 142)
!319 = !DISubprogram(name: "atol", scope: !283, file: !283, line: 367, type: !320, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !DISubroutineType(types: !321)
!321 = !{!57, !130}
!322 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !323, file: !288, line: 143)
!323 = !DISubprogram(name: "bsearch", scope: !324, file: !324, line: 20, type: !325, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!324 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!325 = !DISubroutineType(types: !326)
!326 = !{!79, !173, !173, !81, !81, !327}
!327 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !283, line: 829, baseType: !328)
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !329, size: 64)
!329 = !DISubroutineType(types: !330)
!330 = !{!34, !173, !173}
!331 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !332, file: !288, line: 144)
!332 = !DISubprogram(name: "calloc", scope: !283, file: !283, line: 556, type: !301, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !334, file: !288, line: 145)
!334 = !DISubprogram(name: "div", scope: !283, file: !283, line: 873, type: !335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!335 = !DISubroutineType(types: !336)
!336 = !{!286, !34, !34}
!337 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !338, file: !288, line: 146)
!338 = !DISubprogram(name: "exit", scope: !283, file: !283, line: 637, type: !339, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!339 = !DISubroutineType(types: !340)
!340 = !{null, !34}
!341 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !342, file: !288, line: 147)
!342 = !DISubprogram(name: "free", scope: !283, file: !283, line: 568, type: !343, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !DISubroutineType(types: !344)
!344 = !{null, !79}
!345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !346, file: !288, line: 148)
!346 = !DISubprogram(name: "getenv", scope: !283, file: !283, line: 654, type: !347, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!347 = !DISubroutineType(types: !348)
!348 = !{!36, !130}
!349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !350, file: !288, line: 149)
!350 = !DISubprogram(name: "labs", scope: !283, file: !283, line: 862, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DISubroutineType(types: !352)
!352 = !{!57, !57}
!353 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !354, file: !288, line: 150)
!354 = !DISubprogram(name: "ldiv", scope: !283, file: !283, line: 875, type: !355, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!355 = !DISubroutineType(types: !356)
!356 = !{!290, !57, !57}
!357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !358, file: !288, line: 151)
!358 = !DISubprogram(name: "malloc", scope: !283, file: !283, line: 553, type: !359, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DISubroutineType(types: !360)
!360 = !{!79, !81}
!361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !362, file: !288, line: 153)
!362 = !DISubprogram(name: "mblen", scope: !283, file: !283, line: 943, type: !363, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = !DISubroutineType(types: !364)
!364 = !{!34, !130, !81}
!365 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !366, file: !288, line: 154)
!366 = !DISubprogram(name: "mbstowcs", scope: !283, file: !283, line: 954, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !DISubroutineType(types: !368)
!368 = !{!81, !369, !129, !81}
!369 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !370)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64)
!371 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!372 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !373, file: !288, line: 155)
!373 = !DISubprogram(name: "mbtowc", scope: !283, file: !283, line: 946, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{!34, !369, !129, !81}
!376 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !377, file: !288, line: 157)
!377 = !DISubprogram(name: "qsort", scope: !283, file: !283, line: 851, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubroutineType(types: !379)
!379 = !{null, !79, !81, !81, !327}
!380 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !381, file: !288, line: 160)
!381 = !DISubprogram(name: "quick_exit", scope: !283, file: !283, line: 643, type: !339, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !383, file: !288, line: 163)
!383 = !DISubprogram(name: "rand", scope: !283, file: !283, line: 454, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !385, file: !288, line: 164)
!385 = !DISubprogram(name: "realloc", scope: !283, file: !283, line: 564, type: !386, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubroutineType(types: !387)
!387 = !{!79, !79, !81}
!388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !389, file: !288, line: 165)
!389 = !DISubprogram(name: "srand", scope: !283, file: !283, line: 456, type: !390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubroutineType(types: !391)
!391 = !{null, !392}
!392 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!393 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !394, file: !288, line: 166)
!394 = !DISubprogram(name: "strtod", scope: !283, file: !283, line: 118, type: !395, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{!315, !129, !397}
!397 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !398)
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!399 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !400, file: !288, line: 167)
!400 = !DISubprogram(name: "strtol", scope: !283, file: !283, line: 177, type: !401, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DISubroutineType(types: !402)
!402 = !{!57, !129, !397, !34}
!403 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !404, file: !288, line: 168)
!404 = !DISubprogram(name: "strtoul", scope: !283, file: !283, line: 181, type: !405, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DISubroutineType(types: !406)
!406 = !{!83, !129, !397, !34}
!407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !408, file: !288, line: 169)
!408 = !DISubprogram(name: "system", scope: !283, file: !283, line: 804, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !410, file: !288, line: 171)
!410 = !DISubprogram(name: "wcstombs", scope: !283, file: !283, line: 958, type: !411, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubroutineType(types: !412)
!412 = !{!81, !124, !413, !81}
!413 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !414)
!414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !415, size: 64)
!415 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !371)
!416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !417, file: !288, line: 172)
!417 = !DISubprogram(name: "wctomb", scope: !283, file: !283, line: 950, type: !418, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubroutineType(types: !419)
!419 = !{!34, !36, !371}
!420 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !421, file: !288, line: 200)
!421 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !283, line: 81, baseType: !422)
!422 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !283, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !423, identifier: "_ZTS7lldiv_t")
!423 = !{!424, !426}
!424 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !422, file: !283, line: 79, baseType: !425, size: 64)
!425 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!426 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !422, file: !283, line: 80, baseType: !425, size: 64, offset: 64)
!427 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !428, file: !288, line: 206)
!428 = !DISubprogram(name: "_Exit", scope: !283, file: !283, line: 649, type: !339, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !430, file: !288, line: 210)
!430 = !DISubprogram(name: "llabs", scope: !283, file: !283, line: 865, type: !431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubroutineType(types: !432)
!432 = !{!425, !425}
!433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !434, file: !288, line: 216)
!434 = !DISubprogram(name: "lldiv", scope: !283, file: !283, line: 879, type: !435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubroutineType(types: !436)
!436 = !{!421, !425, !425}
!437 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !438, file: !288, line: 227)
!438 = !DISubprogram(name: "atoll", scope: !283, file: !283, line: 374, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubroutineType(types: !440)
!440 = !{!425, !130}
!441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !442, file: !288, line: 228)
!442 = !DISubprogram(name: "strtoll", scope: !283, file: !283, line: 201, type: !443, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubroutineType(types: !444)
!444 = !{!425, !129, !397, !34}
!445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !446, file: !288, line: 229)
!446 = !DISubprogram(name: "strtoull", scope: !283, file: !283, line: 206, type: !447, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DISubroutineType(types: !448)
!448 = !{!449, !129, !397, !34}
!449 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!450 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !451, file: !288, line: 231)
!451 = !DISubprogram(name: "strtof", scope: !283, file: !283, line: 124, type: !452, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DISubroutineType(types: !453)
!453 = !{!454, !129, !397}
!454 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !252, entity: !456, file: !288, line: 232)
!456 = !DISubprogram(name: "strtold", scope: !283, file: !283, line: 127, type: !457, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubroutineType(types: !458)
!458 = !{!459, !129, !397}
!459 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !421, file: !288, line: 240)
!461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !428, file: !288, line: 242)
!462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !430, file: !288, line: 244)
!463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !464, file: !288, line: 245)
!464 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !252, file: !288, line: 213, type: !435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !434, file: !288, line: 246)
!466 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !438, file: !288, line: 248)
!467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !451, file: !288, line: 249)
!468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !442, file: !288, line: 250)
!469 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !446, file: !288, line: 251)
!470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !456, file: !288, line: 252)
!471 = !{i32 7, !"Dwarf Version", i32 5}
!472 = !{i32 2, !"Debug Info Version", i32 3}
!473 = !{i32 1, !"wchar_size", i32 4}
!474 = !{i32 1, !"target-abi", !"lp64d"}
!475 = !{i32 6, !"riscv-isa", !476}
!476 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!477 = !{i32 8, !"PIC Level", i32 2}
!478 = !{i32 7, !"PIE Level", i32 2}
!479 = !{i32 7, !"uwtable", i32 2}
!480 = !{i32 8, !"SmallDataLimit", i32 8}
!481 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!482 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!483 = distinct !DISubprogram(name: "thrower", linkageName: "_Z7throweri", scope: !2, file: !2, line: 8, type: !339, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !484)
!484 = !{!485}
!485 = !DILocalVariable(name: "x", arg: 1, scope: !483, file: !2, line: 8, type: !34)
!486 = !DILocation(line: 0, scope: !483)
!487 = !DILocation(line: 8, column: 53, scope: !488)
!488 = distinct !DILexicalBlock(scope: !483, file: !2, line: 8, column: 53)
!489 = !DILocation(line: 8, column: 53, scope: !483)
!490 = !DILocation(line: 8, column: 56, scope: !488)
!491 = !{!492, !492, i64 0}
!492 = !{!"int", !493, i64 0}
!493 = !{!"omnipotent char", !494, i64 0}
!494 = !{!"Simple C++ TBAA"}
!495 = !DILocation(line: 8, column: 65, scope: !483)
!496 = distinct !DISubprogram(name: "careful", linkageName: "_Z7carefuli", scope: !2, file: !2, line: 9, type: !339, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !497)
!497 = !{!498}
!498 = !DILocalVariable(name: "x", arg: 1, scope: !496, file: !2, line: 9, type: !34)
!499 = !DILocation(line: 0, scope: !496)
!500 = !DILocation(line: 9, column: 58, scope: !496)
!501 = !DILocation(line: 9, column: 70, scope: !496)
!502 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !180, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !503)
!503 = !{!504}
!504 = !DILocalVariable(name: "v", scope: !502, file: !2, line: 13, type: !34)
!505 = !DILocation(line: 12, column: 3, scope: !502)
!506 = !DILocation(line: 13, column: 9, scope: !507)
!507 = distinct !DILexicalBlock(scope: !502, file: !2, line: 13, column: 7)
!508 = !DILocation(line: 20, column: 1, scope: !507)
!509 = !DILocation(line: 13, column: 21, scope: !507)
!510 = !DILocation(line: 0, scope: !502)
!511 = !DILocation(line: 13, column: 39, scope: !512)
!512 = distinct !DILexicalBlock(scope: !502, file: !2, line: 13, column: 37)
!513 = !DILocation(line: 13, column: 70, scope: !512)
!514 = !DILocation(line: 14, column: 3, scope: !502)
!515 = !DILocation(line: 15, column: 3, scope: !502)
!516 = !DILocation(line: 16, column: 15, scope: !502)
!517 = !{!518, !518, i64 0}
!518 = !{!"any pointer", !493, i64 0}
!519 = !DILocation(line: 16, column: 3, scope: !502)
!520 = !DILocation(line: 17, column: 3, scope: !502)
!521 = !DILocation(line: 18, column: 3, scope: !502)
!522 = !DILocation(line: 19, column: 3, scope: !502)
!523 = !DISubprogram(name: "set_terminate", linkageName: "_ZSt13set_terminatePFvvE", scope: !27, file: !524, line: 71, type: !525, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!524 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/exception", directory: "")
!525 = !DISubroutineType(types: !526)
!526 = !{!527, !527}
!527 = !DIDerivedType(tag: DW_TAG_typedef, name: "terminate_handler", scope: !27, file: !524, line: 68, baseType: !307)
!528 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_08__invokeEv", scope: !529, file: !2, line: 12, type: !297, scopeLine: 12, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, declaration: !531)
!529 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !502, file: !2, line: 12, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !530)
!530 = !{}
!531 = !DISubprogram(name: "__invoke", scope: !529, type: !297, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!532 = !DILocalVariable(name: "this", arg: 1, scope: !533, type: !540, flags: DIFlagArtificial | DIFlagObjectPointer)
!533 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEv", scope: !529, file: !2, line: 12, type: !534, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, declaration: !538, retainedNodes: !539)
!534 = !DISubroutineType(types: !535)
!535 = !{null, !536}
!536 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !537, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!537 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !529)
!538 = !DISubprogram(name: "operator()", scope: !529, file: !2, line: 12, type: !534, scopeLine: 12, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!539 = !{!532}
!540 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !537, size: 64)
!541 = !DILocation(line: 0, scope: !533, inlinedAt: !542)
!542 = distinct !DILocation(line: 12, column: 22, scope: !528)
!543 = !DILocation(line: 12, column: 27, scope: !533, inlinedAt: !542)
!544 = !DILocation(line: 12, column: 74, scope: !533, inlinedAt: !542)
!545 = !DILocation(line: 12, column: 62, scope: !533, inlinedAt: !542)
!546 = !DILocation(line: 12, column: 83, scope: !533, inlinedAt: !542)
