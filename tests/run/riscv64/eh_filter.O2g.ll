; ModuleID = 'tests/run/riscv64/eh_filter.cpp'
source_filename = "tests/run/riscv64/eh_filter.cpp"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1A }, comdat, align 8
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1B }, comdat, align 8
@_ZTIi = external constant ptr
@_ZTISt13bad_exception = external constant ptr
@stdout = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [11 x i8] c"k=%d fine\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"k=%d other\0A\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [20 x i8] c"k=%d bad_exception\0A\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [11 x i8] c"k=%d A %d\0A\00", align 1, !dbg !18
@str = private unnamed_addr constant [18 x i8] c"spec_none(0) fine\00", align 1
@str.7 = private unnamed_addr constant [11 x i8] c"unexpected\00", align 1
@str.8 = private unnamed_addr constant [19 x i8] c"unexpected, ending\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z5raisei(i32 noundef signext %0) local_unnamed_addr #0 !dbg !492 {
    #dbg_value(i32 %0, !494, !DIExpression(), !495)
  switch i32 %0, label %8 [
    i32 1, label %2
    i32 2, label %4
    i32 3, label %6
  ], !dbg !496

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !497
  store i32 1, ptr %3, align 16, !dbg !499, !tbaa !500
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTI1A, ptr null) #11, !dbg !497
  unreachable, !dbg !497

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !505
  store i32 2, ptr %5, align 16, !dbg !507, !tbaa !508
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI1B, ptr null) #11, !dbg !505
  unreachable, !dbg !505

6:                                                ; preds = %1
  %7 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !510
  store i32 3, ptr %7, align 16, !dbg !510, !tbaa !512
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #11, !dbg !510
  unreachable, !dbg !510

8:                                                ; preds = %1
  ret void, !dbg !513
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z7spec_abi(i32 noundef signext %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !514 {
    #dbg_value(i32 %0, !516, !DIExpression(), !517)
  invoke void @_Z5raisei(i32 noundef signext %0)
          to label %2 unwind label %3, !dbg !518

2:                                                ; preds = %1
  ret void, !dbg !519

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          filter [3 x ptr] [ptr @_ZTI1A, ptr @_ZTI1B, ptr @_ZTISt13bad_exception], !dbg !519
  %5 = extractvalue { ptr, i32 } %4, 1, !dbg !519
  %6 = icmp slt i32 %5, 0, !dbg !519
  br i1 %6, label %7, label %9, !dbg !519

7:                                                ; preds = %3
  %8 = extractvalue { ptr, i32 } %4, 0, !dbg !519
  tail call void @__cxa_call_unexpected(ptr %8) #11, !dbg !519
  unreachable, !dbg !519

9:                                                ; preds = %3
  resume { ptr, i32 } %4, !dbg !519
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z6spec_ai(i32 noundef signext %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !520 {
    #dbg_value(i32 %0, !522, !DIExpression(), !523)
  invoke void @_Z7spec_abi(i32 noundef signext %0)
          to label %2 unwind label %3, !dbg !524

2:                                                ; preds = %1
  ret void, !dbg !525

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          filter [2 x ptr] [ptr @_ZTI1A, ptr @_ZTISt13bad_exception], !dbg !525
  %5 = extractvalue { ptr, i32 } %4, 1, !dbg !525
  %6 = icmp slt i32 %5, 0, !dbg !525
  br i1 %6, label %7, label %9, !dbg !525

7:                                                ; preds = %3
  %8 = extractvalue { ptr, i32 } %4, 0, !dbg !525
  tail call void @__cxa_call_unexpected(ptr %8) #11, !dbg !525
  unreachable, !dbg !525

9:                                                ; preds = %3
  resume { ptr, i32 } %4, !dbg !525
}

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local void @_Z9spec_nonei(i32 noundef signext %0) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 !dbg !526 {
    #dbg_value(i32 %0, !528, !DIExpression(), !529)
  invoke void @_Z5raisei(i32 noundef signext %0)
          to label %2 unwind label %3, !dbg !530

2:                                                ; preds = %1
  ret void, !dbg !531

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer, !dbg !531
  %5 = extractvalue { ptr, i32 } %4, 0, !dbg !531
  tail call void @__cxa_call_unexpected(ptr %5) #12, !dbg !531
  unreachable, !dbg !531
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !532 {
  %1 = load ptr, ptr @stdout, align 8, !dbg !544, !tbaa !545
  %2 = tail call signext i32 @setvbuf(ptr noundef %1, ptr noundef null, i32 noundef signext 2, i64 noundef 0) #10, !dbg !547
  %3 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @"_ZZ4mainEN3$_08__invokeEv") #10, !dbg !548
    #dbg_value(i32 0, !534, !DIExpression(), !549)
    #dbg_value(i32 0, !534, !DIExpression(), !549)
  invoke void @_Z6spec_ai(i32 noundef signext 0)
          to label %4 unwind label %6, !dbg !550

4:                                                ; preds = %0
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 0), !dbg !552
  br label %16, !dbg !553

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr null, !dbg !554
  %8 = extractvalue { ptr, i32 } %7, 0, !dbg !554
  %9 = extractvalue { ptr, i32 } %7, 1, !dbg !554
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10, !dbg !553
  %11 = icmp eq i32 %9, %10, !dbg !553
  br i1 %11, label %12, label %82, !dbg !553

12:                                               ; preds = %6
  %13 = tail call ptr @__cxa_begin_catch(ptr %8) #10, !dbg !555
    #dbg_value(ptr %13, !542, !DIExpression(), !557)
  %14 = load i32, ptr %13, align 4, !dbg !558, !tbaa !500
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 0, i32 noundef signext %14), !dbg !560
  tail call void @__cxa_end_catch(), !dbg !561
  br label %16, !dbg !561

16:                                               ; preds = %4, %88, %86, %12
    #dbg_value(i32 1, !534, !DIExpression(), !549)
  invoke void @_Z6spec_ai(i32 noundef signext 1)
          to label %35 unwind label %17, !dbg !550

17:                                               ; preds = %16
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr null, !dbg !554
  %19 = extractvalue { ptr, i32 } %18, 0, !dbg !554
  %20 = extractvalue { ptr, i32 } %18, 1, !dbg !554
  %21 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10, !dbg !553
  %22 = icmp eq i32 %20, %21, !dbg !553
  br i1 %22, label %31, label %23, !dbg !553

23:                                               ; preds = %17
  %24 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #10, !dbg !553
  %25 = icmp eq i32 %20, %24, !dbg !553
  %26 = tail call ptr @__cxa_begin_catch(ptr %19) #10, !dbg !557
  br i1 %25, label %29, label %27, !dbg !553

27:                                               ; preds = %23
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1), !dbg !562
  tail call void @__cxa_end_catch(), !dbg !564
  br label %37, !dbg !564

29:                                               ; preds = %23
    #dbg_value(ptr %26, !536, !DIExpression(), !557)
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1), !dbg !565
  tail call void @__cxa_end_catch(), !dbg !555
  br label %37, !dbg !555

31:                                               ; preds = %17
  %32 = tail call ptr @__cxa_begin_catch(ptr %19) #10, !dbg !555
    #dbg_value(ptr %32, !542, !DIExpression(), !557)
  %33 = load i32, ptr %32, align 4, !dbg !558, !tbaa !500
  %34 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 1, i32 noundef signext %33), !dbg !560
  tail call void @__cxa_end_catch(), !dbg !561
  br label %37, !dbg !561

35:                                               ; preds = %16
  %36 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 1), !dbg !552
  br label %37, !dbg !553

37:                                               ; preds = %35, %31, %29, %27
    #dbg_value(i32 2, !534, !DIExpression(), !549)
  invoke void @_Z6spec_ai(i32 noundef signext 2)
          to label %56 unwind label %38, !dbg !550

38:                                               ; preds = %37
  %39 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr null, !dbg !554
  %40 = extractvalue { ptr, i32 } %39, 0, !dbg !554
  %41 = extractvalue { ptr, i32 } %39, 1, !dbg !554
  %42 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10, !dbg !553
  %43 = icmp eq i32 %41, %42, !dbg !553
  br i1 %43, label %52, label %44, !dbg !553

44:                                               ; preds = %38
  %45 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #10, !dbg !553
  %46 = icmp eq i32 %41, %45, !dbg !553
  %47 = tail call ptr @__cxa_begin_catch(ptr %40) #10, !dbg !557
  br i1 %46, label %50, label %48, !dbg !553

48:                                               ; preds = %44
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 2), !dbg !562
  tail call void @__cxa_end_catch(), !dbg !564
  br label %58, !dbg !564

50:                                               ; preds = %44
    #dbg_value(ptr %47, !536, !DIExpression(), !557)
  %51 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 2), !dbg !565
  tail call void @__cxa_end_catch(), !dbg !555
  br label %58, !dbg !555

52:                                               ; preds = %38
  %53 = tail call ptr @__cxa_begin_catch(ptr %40) #10, !dbg !555
    #dbg_value(ptr %53, !542, !DIExpression(), !557)
  %54 = load i32, ptr %53, align 4, !dbg !558, !tbaa !500
  %55 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 2, i32 noundef signext %54), !dbg !560
  tail call void @__cxa_end_catch(), !dbg !561
  br label %58, !dbg !561

56:                                               ; preds = %37
  %57 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 2), !dbg !552
  br label %58, !dbg !553

58:                                               ; preds = %56, %52, %50, %48
    #dbg_value(i32 3, !534, !DIExpression(), !549)
  invoke void @_Z6spec_ai(i32 noundef signext 3)
          to label %77 unwind label %59, !dbg !550

59:                                               ; preds = %58
  %60 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr null, !dbg !554
  %61 = extractvalue { ptr, i32 } %60, 0, !dbg !554
  %62 = extractvalue { ptr, i32 } %60, 1, !dbg !554
  %63 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10, !dbg !553
  %64 = icmp eq i32 %62, %63, !dbg !553
  br i1 %64, label %73, label %65, !dbg !553

65:                                               ; preds = %59
  %66 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #10, !dbg !553
  %67 = icmp eq i32 %62, %66, !dbg !553
  %68 = tail call ptr @__cxa_begin_catch(ptr %61) #10, !dbg !557
  br i1 %67, label %71, label %69, !dbg !553

69:                                               ; preds = %65
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 3), !dbg !562
  tail call void @__cxa_end_catch(), !dbg !564
  br label %79, !dbg !564

71:                                               ; preds = %65
    #dbg_value(ptr %68, !536, !DIExpression(), !557)
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 3), !dbg !565
  tail call void @__cxa_end_catch(), !dbg !555
  br label %79, !dbg !555

73:                                               ; preds = %59
  %74 = tail call ptr @__cxa_begin_catch(ptr %61) #10, !dbg !555
    #dbg_value(ptr %74, !542, !DIExpression(), !557)
  %75 = load i32, ptr %74, align 4, !dbg !558, !tbaa !500
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 3, i32 noundef signext %75), !dbg !560
  tail call void @__cxa_end_catch(), !dbg !561
  br label %79, !dbg !561

77:                                               ; preds = %58
  %78 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 3), !dbg !552
  br label %79, !dbg !553

79:                                               ; preds = %77, %73, %71, %69
    #dbg_value(i32 4, !534, !DIExpression(), !549)
  %80 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @"_ZZ4mainEN3$_18__invokeEv") #10, !dbg !566
  tail call void @_Z9spec_nonei(i32 noundef signext 0) #10, !dbg !567
  %81 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !568
  tail call void @_Z9spec_nonei(i32 noundef signext 2) #10, !dbg !569
  ret i32 0, !dbg !570

82:                                               ; preds = %6
  %83 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #10, !dbg !553
  %84 = icmp eq i32 %9, %83, !dbg !553
  %85 = tail call ptr @__cxa_begin_catch(ptr %8) #10, !dbg !557
  br i1 %84, label %86, label %88, !dbg !553

86:                                               ; preds = %82
    #dbg_value(ptr %85, !536, !DIExpression(), !557)
  %87 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 0), !dbg !565
  tail call void @__cxa_end_catch(), !dbg !555
  br label %16, !dbg !555

88:                                               ; preds = %82
  %89 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 0), !dbg !562
  tail call void @__cxa_end_catch(), !dbg !564
  br label %16, !dbg !564
}

; Function Attrs: nofree nounwind
declare !dbg !226 noundef signext i32 @setvbuf(ptr nocapture noundef, ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !571 noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !198 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: inlinehint mustprogress noreturn uwtable
define internal void @"_ZZ4mainEN3$_08__invokeEv"() #6 align 2 !dbg !575 {
    #dbg_value(ptr undef, !579, !DIExpression(), !588)
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7), !dbg !590
  tail call void @__cxa_rethrow() #11, !dbg !591
  unreachable, !dbg !591
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: inlinehint mustprogress noreturn nounwind uwtable
define internal void @"_ZZ4mainEN3$_18__invokeEv"() #7 align 2 !dbg !592 {
    #dbg_value(ptr undef, !595, !DIExpression(), !604)
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8), !dbg !606
  %2 = load ptr, ptr @stdout, align 8, !dbg !607, !tbaa !545
  %3 = tail call signext i32 @fflush(ptr noundef %2), !dbg !608
  tail call void @_Exit(i32 noundef signext 7) #12, !dbg !609
  unreachable, !dbg !609
}

; Function Attrs: nofree nounwind
declare !dbg !121 noundef signext i32 @fflush(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !429 void @_Exit(i32 noundef signext) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress noinline nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { inlinehint mustprogress noreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { inlinehint mustprogress noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }

!llvm.dbg.cu = !{!20}
!llvm.module.flags = !{!480, !481, !482, !483, !484, !486, !487, !488, !489, !490}
!llvm.ident = !{!491}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/eh_filter.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "19910947067e280bdd212674b1aa8a91")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7}
!7 = !DISubrange(count: 11)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 12)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 20)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!20 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !21, globals: !29, imports: !39, splitDebugInlining: false, nameTableKind: None)
!21 = !{!22, !26}
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A", file: !2, line: 10, size: 32, flags: DIFlagTypePassByValue, elements: !23, identifier: "_ZTS1A")
!23 = !{!24}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !22, file: !2, line: 10, baseType: !25, size: 32)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "B", file: !2, line: 11, size: 32, flags: DIFlagTypePassByValue, elements: !27, identifier: "_ZTS1B")
!27 = !{!28}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !26, file: !2, line: 11, baseType: !25, size: 32)
!29 = !{!0, !8, !13, !18, !30, !35, !37}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 19)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !10, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !15, isLocal: true, isDefinition: true)
!39 = !{!40, !101, !107, !112, !116, !118, !120, !122, !124, !131, !136, !142, !146, !150, !154, !159, !163, !165, !169, !175, !179, !186, !188, !193, !197, !201, !203, !207, !211, !213, !217, !219, !221, !225, !229, !233, !237, !241, !245, !247, !254, !258, !262, !267, !269, !271, !275, !279, !280, !281, !282, !283, !284, !288, !292, !298, !302, !307, !309, !315, !317, !321, !330, !334, !338, !342, !346, !350, !354, !358, !362, !366, !373, !377, !381, !383, !385, !389, !394, !400, !404, !408, !410, !417, !421, !428, !430, !434, !438, !442, !446, !451, !456, !461, !462, !463, !464, !466, !467, !468, !469, !470, !471, !472, !476}
!40 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !42, file: !100, line: 98)
!41 = !DINamespace(name: "std", scope: null)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !43, line: 7, baseType: !44)
!43 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !45, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !46, identifier: "_ZTS8_IO_FILE")
!45 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!46 = !{!47, !48, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !63, !65, !66, !67, !71, !73, !75, !79, !82, !84, !87, !90, !91, !93, !97, !98}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !44, file: !45, line: 51, baseType: !25, size: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !44, file: !45, line: 54, baseType: !49, size: 64, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !44, file: !45, line: 55, baseType: !49, size: 64, offset: 128)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !44, file: !45, line: 56, baseType: !49, size: 64, offset: 192)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !44, file: !45, line: 57, baseType: !49, size: 64, offset: 256)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !44, file: !45, line: 58, baseType: !49, size: 64, offset: 320)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !44, file: !45, line: 59, baseType: !49, size: 64, offset: 384)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !44, file: !45, line: 60, baseType: !49, size: 64, offset: 448)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !44, file: !45, line: 61, baseType: !49, size: 64, offset: 512)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !44, file: !45, line: 64, baseType: !49, size: 64, offset: 576)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !44, file: !45, line: 65, baseType: !49, size: 64, offset: 640)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !44, file: !45, line: 66, baseType: !49, size: 64, offset: 704)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !44, file: !45, line: 68, baseType: !61, size: 64, offset: 768)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !45, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!63 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !44, file: !45, line: 70, baseType: !64, size: 64, offset: 832)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !44, file: !45, line: 72, baseType: !25, size: 32, offset: 896)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !44, file: !45, line: 73, baseType: !25, size: 32, offset: 928)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !44, file: !45, line: 74, baseType: !68, size: 64, offset: 960)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !69, line: 152, baseType: !70)
!69 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !44, file: !45, line: 77, baseType: !72, size: 16, offset: 1024)
!72 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !44, file: !45, line: 78, baseType: !74, size: 8, offset: 1040)
!74 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !44, file: !45, line: 79, baseType: !76, size: 8, offset: 1048)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 1)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !44, file: !45, line: 81, baseType: !80, size: 64, offset: 1088)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !45, line: 43, baseType: null)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !44, file: !45, line: 89, baseType: !83, size: 64, offset: 1152)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !69, line: 153, baseType: !70)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !44, file: !45, line: 91, baseType: !85, size: 64, offset: 1216)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !45, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!87 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !44, file: !45, line: 92, baseType: !88, size: 64, offset: 1280)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !45, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!90 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !44, file: !45, line: 93, baseType: !64, size: 64, offset: 1344)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !44, file: !45, line: 94, baseType: !92, size: 64, offset: 1408)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !44, file: !45, line: 95, baseType: !94, size: 64, offset: 1472)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !95, line: 18, baseType: !96)
!95 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!96 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !44, file: !45, line: 96, baseType: !25, size: 32, offset: 1536)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !44, file: !45, line: 98, baseType: !99, size: 160, offset: 1568)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 160, elements: !16)
!100 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdio", directory: "")
!101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !102, file: !100, line: 99)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !103, line: 84, baseType: !104)
!103 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !105, line: 14, baseType: !106)
!105 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!106 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !105, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !108, file: !100, line: 101)
!108 = !DISubprogram(name: "clearerr", scope: !103, file: !103, line: 786, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{null, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!112 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !113, file: !100, line: 102)
!113 = !DISubprogram(name: "fclose", scope: !103, file: !103, line: 178, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(types: !115)
!115 = !{!25, !111}
!116 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !117, file: !100, line: 103)
!117 = !DISubprogram(name: "feof", scope: !103, file: !103, line: 788, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !119, file: !100, line: 104)
!119 = !DISubprogram(name: "ferror", scope: !103, file: !103, line: 790, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !121, file: !100, line: 105)
!121 = !DISubprogram(name: "fflush", scope: !103, file: !103, line: 230, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !123, file: !100, line: 106)
!123 = !DISubprogram(name: "fgetc", scope: !103, file: !103, line: 513, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !125, file: !100, line: 107)
!125 = !DISubprogram(name: "fgetpos", scope: !103, file: !103, line: 760, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!25, !128, !129}
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !132, file: !100, line: 108)
!132 = !DISubprogram(name: "fgets", scope: !103, file: !103, line: 592, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{!49, !135, !25, !128}
!135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !137, file: !100, line: 109)
!137 = !DISubprogram(name: "fopen", scope: !103, file: !103, line: 258, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DISubroutineType(types: !139)
!139 = !{!111, !140, !140}
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !143, file: !100, line: 110)
!143 = !DISubprogram(name: "fprintf", scope: !103, file: !103, line: 350, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(types: !145)
!145 = !{!25, !128, !140, null}
!146 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !147, file: !100, line: 111)
!147 = !DISubprogram(name: "fputc", scope: !103, file: !103, line: 549, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubroutineType(types: !149)
!149 = !{!25, !25, !111}
!150 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !151, file: !100, line: 112)
!151 = !DISubprogram(name: "fputs", scope: !103, file: !103, line: 655, type: !152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{!25, !140, !128}
!154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !155, file: !100, line: 113)
!155 = !DISubprogram(name: "fread", scope: !103, file: !103, line: 675, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{!94, !158, !94, !94, !128}
!158 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !92)
!159 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !160, file: !100, line: 114)
!160 = !DISubprogram(name: "freopen", scope: !103, file: !103, line: 265, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{!111, !140, !140, !128}
!163 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !164, file: !100, line: 115)
!164 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !103, file: !103, line: 434, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !166, file: !100, line: 116)
!166 = !DISubprogram(name: "fseek", scope: !103, file: !103, line: 713, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{!25, !111, !70, !25}
!169 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !170, file: !100, line: 117)
!170 = !DISubprogram(name: "fsetpos", scope: !103, file: !103, line: 765, type: !171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubroutineType(types: !172)
!172 = !{!25, !111, !173}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !102)
!175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !176, file: !100, line: 118)
!176 = !DISubprogram(name: "ftell", scope: !103, file: !103, line: 718, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{!70, !111}
!179 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !180, file: !100, line: 119)
!180 = !DISubprogram(name: "fwrite", scope: !103, file: !103, line: 681, type: !181, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!181 = !DISubroutineType(types: !182)
!182 = !{!94, !183, !94, !94, !128}
!183 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !184)
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !187, file: !100, line: 120)
!187 = !DISubprogram(name: "getc", scope: !103, file: !103, line: 514, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !189, file: !100, line: 121)
!189 = !DISubprogram(name: "getchar", scope: !190, file: !190, line: 47, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!191 = !DISubroutineType(types: !192)
!192 = !{!25}
!193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !194, file: !100, line: 126)
!194 = !DISubprogram(name: "perror", scope: !103, file: !103, line: 804, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !141}
!197 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !198, file: !100, line: 127)
!198 = !DISubprogram(name: "printf", scope: !103, file: !103, line: 356, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!25, !140, null}
!201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !202, file: !100, line: 128)
!202 = !DISubprogram(name: "putc", scope: !103, file: !103, line: 550, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !204, file: !100, line: 129)
!204 = !DISubprogram(name: "putchar", scope: !190, file: !190, line: 82, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{!25, !25}
!207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !208, file: !100, line: 130)
!208 = !DISubprogram(name: "puts", scope: !103, file: !103, line: 661, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DISubroutineType(types: !210)
!210 = !{!25, !141}
!211 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !212, file: !100, line: 131)
!212 = !DISubprogram(name: "remove", scope: !103, file: !103, line: 152, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !214, file: !100, line: 132)
!214 = !DISubprogram(name: "rename", scope: !103, file: !103, line: 154, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{!25, !141, !141}
!217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !218, file: !100, line: 133)
!218 = !DISubprogram(name: "rewind", scope: !103, file: !103, line: 723, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !220, file: !100, line: 134)
!220 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !103, file: !103, line: 437, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !222, file: !100, line: 135)
!222 = !DISubprogram(name: "setbuf", scope: !103, file: !103, line: 328, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !128, !135}
!225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !226, file: !100, line: 136)
!226 = !DISubprogram(name: "setvbuf", scope: !103, file: !103, line: 332, type: !227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{!25, !128, !135, !25, !94}
!229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !230, file: !100, line: 137)
!230 = !DISubprogram(name: "sprintf", scope: !103, file: !103, line: 358, type: !231, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!25, !135, !140, null}
!233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !234, file: !100, line: 138)
!234 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !103, file: !103, line: 439, type: !235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubroutineType(types: !236)
!236 = !{!25, !140, !140, null}
!237 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !238, file: !100, line: 139)
!238 = !DISubprogram(name: "tmpfile", scope: !103, file: !103, line: 188, type: !239, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DISubroutineType(types: !240)
!240 = !{!111}
!241 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !242, file: !100, line: 141)
!242 = !DISubprogram(name: "tmpnam", scope: !103, file: !103, line: 205, type: !243, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !DISubroutineType(types: !244)
!244 = !{!49, !49}
!245 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !246, file: !100, line: 143)
!246 = !DISubprogram(name: "ungetc", scope: !103, file: !103, line: 668, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !248, file: !100, line: 144)
!248 = !DISubprogram(name: "vfprintf", scope: !103, file: !103, line: 365, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DISubroutineType(types: !250)
!250 = !{!25, !128, !140, !251}
!251 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !252, line: 12, baseType: !253)
!252 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!253 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !92)
!254 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !255, file: !100, line: 145)
!255 = !DISubprogram(name: "vprintf", scope: !190, file: !190, line: 39, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!256 = !DISubroutineType(types: !257)
!257 = !{!25, !140, !251}
!258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !259, file: !100, line: 146)
!259 = !DISubprogram(name: "vsprintf", scope: !103, file: !103, line: 373, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{!25, !135, !140, !251}
!262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !264, file: !100, line: 175)
!263 = !DINamespace(name: "__gnu_cxx", scope: null)
!264 = !DISubprogram(name: "snprintf", scope: !103, file: !103, line: 378, type: !265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = !DISubroutineType(types: !266)
!266 = !{!25, !135, !94, !140, null}
!267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !268, file: !100, line: 176)
!268 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !103, file: !103, line: 479, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !270, file: !100, line: 177)
!270 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !103, file: !103, line: 484, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !272, file: !100, line: 178)
!272 = !DISubprogram(name: "vsnprintf", scope: !103, file: !103, line: 382, type: !273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DISubroutineType(types: !274)
!274 = !{!25, !135, !94, !140, !251}
!275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !276, file: !100, line: 179)
!276 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !103, file: !103, line: 487, type: !277, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!277 = !DISubroutineType(types: !278)
!278 = !{!25, !140, !140, !251}
!279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !264, file: !100, line: 185)
!280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !268, file: !100, line: 186)
!281 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !270, file: !100, line: 187)
!282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !272, file: !100, line: 188)
!283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !276, file: !100, line: 189)
!284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !285, file: !287, line: 52)
!285 = !DISubprogram(name: "abs", scope: !286, file: !286, line: 861, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!287 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !289, file: !291, line: 127)
!289 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !286, line: 63, baseType: !290)
!290 = !DICompositeType(tag: DW_TAG_structure_type, file: !286, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!291 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdlib", directory: "")
!292 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !293, file: !291, line: 128)
!293 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !286, line: 71, baseType: !294)
!294 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !286, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !295, identifier: "_ZTS6ldiv_t")
!295 = !{!296, !297}
!296 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !294, file: !286, line: 69, baseType: !70, size: 64)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !294, file: !286, line: 70, baseType: !70, size: 64, offset: 64)
!298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !299, file: !291, line: 130)
!299 = !DISubprogram(name: "abort", scope: !286, file: !286, line: 611, type: !300, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!300 = !DISubroutineType(types: !301)
!301 = !{null}
!302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !303, file: !291, line: 134)
!303 = !DISubprogram(name: "atexit", scope: !286, file: !286, line: 615, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!304 = !DISubroutineType(types: !305)
!305 = !{!25, !306}
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 64)
!307 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !308, file: !291, line: 137)
!308 = !DISubprogram(name: "at_quick_exit", scope: !286, file: !286, line: 620, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!309 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !310, file: !291, line: 140)
!310 = !DISubprogram(name: "atof", scope: !311, file: !311, line: 25, type: !312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!312 = !DISubroutineType(types: !313)
!313 = !{!314, !141}
!314 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!315 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !316, file: !291, line: 141)
!316 = !DISubprogram(name: "atoi", scope: !286, file: !286, line: 362, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !318, file: !291, line: 142)
!318 = !DISubprogram(name: "atol", scope: !286, file: !286, line: 367, type: !319, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!319 = !DISubroutineType(types: !320)
!320 = !{!70, !141}
!321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !322, file: !291, line: 143)
!322 = !DISubprogram(name: "bsearch", scope: !323, file: !323, line: 20, type: !324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!324 = !DISubroutineType(types: !325)
!325 = !{!92, !184, !184, !94, !94, !326}
!326 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !286, line: 829, baseType: !327)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !328, size: 64)
!328 = !DISubroutineType(types: !329)
!329 = !{!25, !184, !184}
!330 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !331, file: !291, line: 144)
!331 = !DISubprogram(name: "calloc", scope: !286, file: !286, line: 556, type: !332, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!332 = !DISubroutineType(types: !333)
!333 = !{!92, !94, !94}
!334 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !335, file: !291, line: 145)
!335 = !DISubprogram(name: "div", scope: !286, file: !286, line: 873, type: !336, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!336 = !DISubroutineType(types: !337)
!337 = !{!289, !25, !25}
!338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !339, file: !291, line: 146)
!339 = !DISubprogram(name: "exit", scope: !286, file: !286, line: 637, type: !340, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{null, !25}
!342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !343, file: !291, line: 147)
!343 = !DISubprogram(name: "free", scope: !286, file: !286, line: 568, type: !344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{null, !92}
!346 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !347, file: !291, line: 148)
!347 = !DISubprogram(name: "getenv", scope: !286, file: !286, line: 654, type: !348, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DISubroutineType(types: !349)
!349 = !{!49, !141}
!350 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !351, file: !291, line: 149)
!351 = !DISubprogram(name: "labs", scope: !286, file: !286, line: 862, type: !352, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!352 = !DISubroutineType(types: !353)
!353 = !{!70, !70}
!354 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !355, file: !291, line: 150)
!355 = !DISubprogram(name: "ldiv", scope: !286, file: !286, line: 875, type: !356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!293, !70, !70}
!358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !359, file: !291, line: 151)
!359 = !DISubprogram(name: "malloc", scope: !286, file: !286, line: 553, type: !360, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !DISubroutineType(types: !361)
!361 = !{!92, !94}
!362 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !363, file: !291, line: 153)
!363 = !DISubprogram(name: "mblen", scope: !286, file: !286, line: 943, type: !364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!364 = !DISubroutineType(types: !365)
!365 = !{!25, !141, !94}
!366 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !367, file: !291, line: 154)
!367 = !DISubprogram(name: "mbstowcs", scope: !286, file: !286, line: 954, type: !368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubroutineType(types: !369)
!369 = !{!94, !370, !140, !94}
!370 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !371)
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !372, size: 64)
!372 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !374, file: !291, line: 155)
!374 = !DISubprogram(name: "mbtowc", scope: !286, file: !286, line: 946, type: !375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DISubroutineType(types: !376)
!376 = !{!25, !370, !140, !94}
!377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !378, file: !291, line: 157)
!378 = !DISubprogram(name: "qsort", scope: !286, file: !286, line: 851, type: !379, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubroutineType(types: !380)
!380 = !{null, !92, !94, !94, !326}
!381 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !382, file: !291, line: 160)
!382 = !DISubprogram(name: "quick_exit", scope: !286, file: !286, line: 643, type: !340, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!383 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !384, file: !291, line: 163)
!384 = !DISubprogram(name: "rand", scope: !286, file: !286, line: 454, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !386, file: !291, line: 164)
!386 = !DISubprogram(name: "realloc", scope: !286, file: !286, line: 564, type: !387, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DISubroutineType(types: !388)
!388 = !{!92, !92, !94}
!389 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !390, file: !291, line: 165)
!390 = !DISubprogram(name: "srand", scope: !286, file: !286, line: 456, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubroutineType(types: !392)
!392 = !{null, !393}
!393 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !395, file: !291, line: 166)
!395 = !DISubprogram(name: "strtod", scope: !286, file: !286, line: 118, type: !396, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!396 = !DISubroutineType(types: !397)
!397 = !{!314, !140, !398}
!398 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !399)
!399 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !401, file: !291, line: 167)
!401 = !DISubprogram(name: "strtol", scope: !286, file: !286, line: 177, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{!70, !140, !398, !25}
!404 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !405, file: !291, line: 168)
!405 = !DISubprogram(name: "strtoul", scope: !286, file: !286, line: 181, type: !406, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubroutineType(types: !407)
!407 = !{!96, !140, !398, !25}
!408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !409, file: !291, line: 169)
!409 = !DISubprogram(name: "system", scope: !286, file: !286, line: 804, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !411, file: !291, line: 171)
!411 = !DISubprogram(name: "wcstombs", scope: !286, file: !286, line: 958, type: !412, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubroutineType(types: !413)
!413 = !{!94, !135, !414, !94}
!414 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !415)
!415 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !416, size: 64)
!416 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !372)
!417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !418, file: !291, line: 172)
!418 = !DISubprogram(name: "wctomb", scope: !286, file: !286, line: 950, type: !419, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubroutineType(types: !420)
!420 = !{!25, !49, !372}
!421 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !422, file: !291, line: 200)
!422 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !286, line: 81, baseType: !423)
!423 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !286, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !424, identifier: "_ZTS7lldiv_t")
!424 = !{!425, !427}
!425 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !423, file: !286, line: 79, baseType: !426, size: 64)
!426 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !423, file: !286, line: 80, baseType: !426, size: 64, offset: 64)
!428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !429, file: !291, line: 206)
!429 = !DISubprogram(name: "_Exit", scope: !286, file: !286, line: 649, type: !340, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!430 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !431, file: !291, line: 210)
!431 = !DISubprogram(name: "llabs", scope: !286, file: !286, line: 865, type: !432, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !DISubroutineType(types: !433)
!433 = !{!426, !426}
!434 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !435, file: !291, line: 216)
!435 = !DISubprogram(name: "lldiv", scope: !286, file: !286, line: 879, type: !436, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!436 = !DISubroutineType(types: !437)
!437 = !{!422, !426, !426}
!438 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !439, file: !291, line: 227)
!439 = !DISubprogram(name: "atoll", scope: !286, file: !286, line: 374, type: !440, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubroutineType(types: !441)
!441 = !{!426, !141}
!442 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !443, file: !291, line: 228)
!443 = !DISubprogram(name: "strtoll", scope: !286, file: !286, line: 201, type: !444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DISubroutineType(types: !445)
!445 = !{!426, !140, !398, !25}
!446 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !447, file: !291, line: 229)
!447 = !DISubprogram(name: "strtoull", scope: !286, file: !286, line: 206, type: !448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubroutineType(types: !449)
!449 = !{!450, !140, !398, !25}
!450 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!451 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !452, file: !291, line: 231)
!452 = !DISubprogram(name: "strtof", scope: !286, file: !286, line: 124, type: !453, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!453 = !DISubroutineType(types: !454)
!454 = !{!455, !140, !398}
!455 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !457, file: !291, line: 232)
!457 = !DISubprogram(name: "strtold", scope: !286, file: !286, line: 127, type: !458, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DISubroutineType(types: !459)
!459 = !{!460, !140, !398}
!460 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !422, file: !291, line: 240)
!462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !429, file: !291, line: 242)
!463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !431, file: !291, line: 244)
!464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !465, file: !291, line: 245)
!465 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !263, file: !291, line: 213, type: !436, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!466 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !435, file: !291, line: 246)
!467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !439, file: !291, line: 248)
!468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !452, file: !291, line: 249)
!469 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !443, file: !291, line: 250)
!470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !447, file: !291, line: 251)
!471 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !457, file: !291, line: 252)
!472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !473, file: !474, line: 68)
!473 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !475, file: !474, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!474 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!475 = !DINamespace(name: "__exception_ptr", scope: !41)
!476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !475, entity: !477, file: !474, line: 84)
!477 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !41, file: !474, line: 80, type: !478, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!478 = !DISubroutineType(types: !479)
!479 = !{null, !473}
!480 = !{i32 7, !"Dwarf Version", i32 5}
!481 = !{i32 2, !"Debug Info Version", i32 3}
!482 = !{i32 1, !"wchar_size", i32 4}
!483 = !{i32 1, !"target-abi", !"lp64d"}
!484 = !{i32 6, !"riscv-isa", !485}
!485 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!486 = !{i32 8, !"PIC Level", i32 2}
!487 = !{i32 7, !"PIE Level", i32 2}
!488 = !{i32 7, !"uwtable", i32 2}
!489 = !{i32 8, !"SmallDataLimit", i32 8}
!490 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!491 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!492 = distinct !DISubprogram(name: "raise", linkageName: "_Z5raisei", scope: !2, file: !2, line: 13, type: !340, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !493)
!493 = !{!494}
!494 = !DILocalVariable(name: "k", arg: 1, scope: !492, file: !2, line: 13, type: !25)
!495 = !DILocation(line: 0, scope: !492)
!496 = !DILocation(line: 14, column: 7, scope: !492)
!497 = !DILocation(line: 14, column: 15, scope: !498)
!498 = distinct !DILexicalBlock(scope: !492, file: !2, line: 14, column: 7)
!499 = !DILocation(line: 14, column: 22, scope: !498)
!500 = !{!501, !502, i64 0}
!501 = !{!"_ZTS1A", !502, i64 0}
!502 = !{!"int", !503, i64 0}
!503 = !{!"omnipotent char", !504, i64 0}
!504 = !{!"Simple C++ TBAA"}
!505 = !DILocation(line: 15, column: 15, scope: !506)
!506 = distinct !DILexicalBlock(scope: !492, file: !2, line: 15, column: 7)
!507 = !DILocation(line: 15, column: 22, scope: !506)
!508 = !{!509, !502, i64 0}
!509 = !{!"_ZTS1B", !502, i64 0}
!510 = !DILocation(line: 16, column: 15, scope: !511)
!511 = distinct !DILexicalBlock(scope: !492, file: !2, line: 16, column: 7)
!512 = !{!502, !502, i64 0}
!513 = !DILocation(line: 17, column: 1, scope: !492)
!514 = distinct !DISubprogram(name: "spec_ab", linkageName: "_Z7spec_abi", scope: !2, file: !2, line: 19, type: !340, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !515)
!515 = !{!516}
!516 = !DILocalVariable(name: "k", arg: 1, scope: !514, file: !2, line: 19, type: !25)
!517 = !DILocation(line: 0, scope: !514)
!518 = !DILocation(line: 19, column: 81, scope: !514)
!519 = !DILocation(line: 19, column: 91, scope: !514)
!520 = distinct !DISubprogram(name: "spec_a", linkageName: "_Z6spec_ai", scope: !2, file: !2, line: 20, type: !340, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !521)
!521 = !{!522}
!522 = !DILocalVariable(name: "k", arg: 1, scope: !520, file: !2, line: 20, type: !25)
!523 = !DILocation(line: 0, scope: !520)
!524 = !DILocation(line: 20, column: 77, scope: !520)
!525 = !DILocation(line: 20, column: 89, scope: !520)
!526 = distinct !DISubprogram(name: "spec_none", linkageName: "_Z9spec_nonei", scope: !2, file: !2, line: 21, type: !340, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !527)
!527 = !{!528}
!528 = !DILocalVariable(name: "k", arg: 1, scope: !526, file: !2, line: 21, type: !25)
!529 = !DILocation(line: 0, scope: !526)
!530 = !DILocation(line: 21, column: 59, scope: !526)
!531 = !DILocation(line: 21, column: 69, scope: !526)
!532 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !191, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !533)
!533 = !{!534, !536, !542}
!534 = !DILocalVariable(name: "k", scope: !535, file: !2, line: 26, type: !25)
!535 = distinct !DILexicalBlock(scope: !532, file: !2, line: 26, column: 3)
!536 = !DILocalVariable(scope: !537, file: !2, line: 32, type: !539)
!537 = distinct !DILexicalBlock(scope: !538, file: !2, line: 26, column: 31)
!538 = distinct !DILexicalBlock(scope: !535, file: !2, line: 26, column: 3)
!539 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !540, size: 64)
!540 = !DICompositeType(tag: DW_TAG_class_type, name: "bad_exception", scope: !41, file: !541, line: 53, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13bad_exception")
!541 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/exception", directory: "")
!542 = !DILocalVariable(name: "a", scope: !537, file: !2, line: 30, type: !543)
!543 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!544 = !DILocation(line: 24, column: 16, scope: !532)
!545 = !{!546, !546, i64 0}
!546 = !{!"any pointer", !503, i64 0}
!547 = !DILocation(line: 24, column: 3, scope: !532)
!548 = !DILocation(line: 25, column: 3, scope: !532)
!549 = !DILocation(line: 0, scope: !535)
!550 = !DILocation(line: 28, column: 7, scope: !551)
!551 = distinct !DILexicalBlock(scope: !537, file: !2, line: 27, column: 9)
!552 = !DILocation(line: 29, column: 7, scope: !551)
!553 = !DILocation(line: 30, column: 5, scope: !551)
!554 = !DILocation(line: 43, column: 1, scope: !551)
!555 = !DILocation(line: 34, column: 5, scope: !556)
!556 = distinct !DILexicalBlock(scope: !537, file: !2, line: 32, column: 36)
!557 = !DILocation(line: 0, scope: !537)
!558 = !DILocation(line: 31, column: 39, scope: !559)
!559 = distinct !DILexicalBlock(scope: !537, file: !2, line: 30, column: 20)
!560 = !DILocation(line: 31, column: 7, scope: !559)
!561 = !DILocation(line: 32, column: 5, scope: !559)
!562 = !DILocation(line: 35, column: 7, scope: !563)
!563 = distinct !DILexicalBlock(scope: !537, file: !2, line: 34, column: 19)
!564 = !DILocation(line: 36, column: 5, scope: !563)
!565 = !DILocation(line: 33, column: 7, scope: !556)
!566 = !DILocation(line: 38, column: 3, scope: !532)
!567 = !DILocation(line: 39, column: 3, scope: !532)
!568 = !DILocation(line: 40, column: 3, scope: !532)
!569 = !DILocation(line: 41, column: 3, scope: !532)
!570 = !DILocation(line: 42, column: 3, scope: !532)
!571 = !DISubprogram(name: "set_unexpected", linkageName: "_ZSt14set_unexpectedPFvvE", scope: !41, file: !541, line: 91, type: !572, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!572 = !DISubroutineType(types: !573)
!573 = !{!574, !574}
!574 = !DIDerivedType(tag: DW_TAG_typedef, name: "unexpected_handler", scope: !41, file: !541, line: 84, baseType: !306)
!575 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_08__invokeEv", scope: !576, file: !2, line: 25, type: !300, scopeLine: 25, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !578)
!576 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !532, file: !2, line: 25, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !577)
!577 = !{}
!578 = !DISubprogram(name: "__invoke", scope: !576, type: !300, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!579 = !DILocalVariable(name: "this", arg: 1, scope: !580, type: !587, flags: DIFlagArtificial | DIFlagObjectPointer)
!580 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEv", scope: !576, file: !2, line: 25, type: !581, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !585, retainedNodes: !586)
!581 = !DISubroutineType(types: !582)
!582 = !{null, !583}
!583 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !584, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!584 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !576)
!585 = !DISubprogram(name: "operator()", scope: !576, file: !2, line: 25, type: !581, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!586 = !{!579}
!587 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !584, size: 64)
!588 = !DILocation(line: 0, scope: !580, inlinedAt: !589)
!589 = distinct !DILocation(line: 25, column: 23, scope: !575)
!590 = !DILocation(line: 25, column: 28, scope: !580, inlinedAt: !589)
!591 = !DILocation(line: 25, column: 57, scope: !580, inlinedAt: !589)
!592 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_18__invokeEv", scope: !593, file: !2, line: 38, type: !300, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !594)
!593 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !532, file: !2, line: 38, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !577)
!594 = !DISubprogram(name: "__invoke", scope: !593, type: !300, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!595 = !DILocalVariable(name: "this", arg: 1, scope: !596, type: !603, flags: DIFlagArtificial | DIFlagObjectPointer)
!596 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !593, file: !2, line: 38, type: !597, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !601, retainedNodes: !602)
!597 = !DISubroutineType(types: !598)
!598 = !{null, !599}
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !600, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!600 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !593)
!601 = !DISubprogram(name: "operator()", scope: !593, file: !2, line: 38, type: !597, scopeLine: 38, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!602 = !{!595}
!603 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !600, size: 64)
!604 = !DILocation(line: 0, scope: !596, inlinedAt: !605)
!605 = distinct !DILocation(line: 38, column: 23, scope: !592)
!606 = !DILocation(line: 38, column: 28, scope: !596, inlinedAt: !605)
!607 = !DILocation(line: 38, column: 77, scope: !596, inlinedAt: !605)
!608 = !DILocation(line: 38, column: 65, scope: !596, inlinedAt: !605)
!609 = !DILocation(line: 38, column: 86, scope: !596, inlinedAt: !605)
