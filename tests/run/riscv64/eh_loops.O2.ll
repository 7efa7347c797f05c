; ModuleID = 'tests/run/riscv64/eh_loops.cpp'
source_filename = "tests/run/riscv64/eh_loops.cpp"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"r\00", align 1
@_ZTISt13runtime_error = external constant ptr
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [67 x i8] c"errors=%d ints=%d a=%ld b=%ld c=%ld d=%ld e=%ld f=%ld g=%ld h=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"work(%d) = %.6f\0A\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef signext i32 @_Z5maybeii(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = mul nsw i32 %0, 7
  %4 = add nsw i32 %3, %1
  %5 = srem i32 %4, 5
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %2
  %8 = tail call ptr @__cxa_allocate_exception(i64 16) #7
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull @.str)
          to label %9 unwind label %10

9:                                                ; preds = %7
  tail call void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #8
  unreachable

10:                                               ; preds = %7
  %11 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %8) #7
  resume { ptr, i32 } %11

12:                                               ; preds = %2
  %13 = mul nsw i32 %1, 3
  %14 = add nsw i32 %13, %0
  %15 = srem i32 %14, 7
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %12
  %18 = tail call ptr @__cxa_allocate_exception(i64 4) #7
  %19 = mul nsw i32 %0, 100
  %20 = add nsw i32 %19, %1
  store i32 %20, ptr %18, align 16, !tbaa !9
  tail call void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTIi, ptr null) #8
  unreachable

21:                                               ; preds = %12
  %22 = xor i32 %1, %0
  ret i32 %22
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef double @_Z4worki(i32 noundef signext %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %21

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  br label %5

5:                                                ; preds = %3, %135
  %6 = phi i64 [ 0, %3 ], [ %149, %135 ]
  %7 = phi i64 [ 1, %3 ], [ %148, %135 ]
  %8 = phi i64 [ 2, %3 ], [ %145, %135 ]
  %9 = phi i64 [ 3, %3 ], [ %144, %135 ]
  %10 = phi i64 [ 4, %3 ], [ %143, %135 ]
  %11 = phi i64 [ 5, %3 ], [ %142, %135 ]
  %12 = phi i32 [ 0, %3 ], [ %141, %135 ]
  %13 = phi i32 [ 0, %3 ], [ %147, %135 ]
  %14 = phi double [ -3.000000e+00, %3 ], [ %140, %135 ]
  %15 = phi double [ 1.250000e+00, %3 ], [ %139, %135 ]
  %16 = phi double [ 5.000000e-01, %3 ], [ %146, %135 ]
  %17 = phi i64 [ 8, %3 ], [ %138, %135 ]
  %18 = phi i64 [ 7, %3 ], [ %137, %135 ]
  %19 = phi i64 [ 6, %3 ], [ %136, %135 ]
  %20 = trunc nuw nsw i64 %6 to i32
  br label %47

21:                                               ; preds = %135, %1
  %22 = phi i64 [ 6, %1 ], [ %136, %135 ]
  %23 = phi i64 [ 7, %1 ], [ %137, %135 ]
  %24 = phi i64 [ 8, %1 ], [ %138, %135 ]
  %25 = phi double [ 5.000000e-01, %1 ], [ %146, %135 ]
  %26 = phi double [ 1.250000e+00, %1 ], [ %139, %135 ]
  %27 = phi double [ -3.000000e+00, %1 ], [ %140, %135 ]
  %28 = phi i32 [ 0, %1 ], [ %147, %135 ]
  %29 = phi i32 [ 0, %1 ], [ %141, %135 ]
  %30 = phi i64 [ 5, %1 ], [ %142, %135 ]
  %31 = phi i64 [ 4, %1 ], [ %143, %135 ]
  %32 = phi i64 [ 3, %1 ], [ %144, %135 ]
  %33 = phi i64 [ 2, %1 ], [ %145, %135 ]
  %34 = phi i64 [ 1, %1 ], [ %148, %135 ]
  %35 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %28, i32 noundef signext %29, i64 noundef %34, i64 noundef %33, i64 noundef %32, i64 noundef %31, i64 noundef %30, i64 noundef %22, i64 noundef %23, i64 noundef %24)
  %36 = fadd double %25, %26
  %37 = fadd double %36, %27
  %38 = add i64 %23, %22
  %39 = add i64 %38, %24
  %40 = add i64 %39, %30
  %41 = add i64 %40, %31
  %42 = add i64 %41, %32
  %43 = add i64 %42, %33
  %44 = add i64 %43, %34
  %45 = sitofp i64 %44 to double
  %46 = fadd double %37, %45
  ret double %46

47:                                               ; preds = %5, %119
  %48 = phi i64 [ 0, %5 ], [ %133, %119 ]
  %49 = phi i64 [ %7, %5 ], [ %132, %119 ]
  %50 = phi i64 [ %8, %5 ], [ %131, %119 ]
  %51 = phi i64 [ %9, %5 ], [ %130, %119 ]
  %52 = phi i64 [ %10, %5 ], [ %129, %119 ]
  %53 = phi i64 [ %11, %5 ], [ %128, %119 ]
  %54 = phi i32 [ %12, %5 ], [ %127, %119 ]
  %55 = phi i32 [ %13, %5 ], [ %126, %119 ]
  %56 = phi double [ %14, %5 ], [ %125, %119 ]
  %57 = phi double [ %15, %5 ], [ %124, %119 ]
  %58 = phi double [ %16, %5 ], [ %123, %119 ]
  %59 = phi i64 [ %17, %5 ], [ %122, %119 ]
  %60 = phi i64 [ %18, %5 ], [ %121, %119 ]
  %61 = phi i64 [ %19, %5 ], [ %120, %119 ]
  %62 = trunc nuw nsw i64 %48 to i32
  %63 = invoke noundef signext i32 @_Z5maybeii(i32 noundef signext %20, i32 noundef signext %62)
          to label %64 unwind label %82

64:                                               ; preds = %47
  %65 = sext i32 %63 to i64
  %66 = add nsw i64 %49, %65
  %67 = xor i64 %66, %50
  %68 = mul nsw i64 %67, 3
  %69 = add nsw i64 %68, %51
  %70 = sub nsw i64 %52, %69
  %71 = add nsw i64 %53, %6
  %72 = mul nsw i64 %61, 3
  %73 = srem i64 %72, 1000003
  %74 = add nsw i64 %60, %48
  %75 = and i64 %66, 15
  %76 = add nsw i64 %75, %59
  %77 = sitofp i32 %63 to double
  %78 = tail call double @llvm.fmuladd.f64(double %77, double 5.000000e-01, double %58)
  %79 = fmul double %57, 1.010000e+00
  %80 = fmul double %78, 1.250000e-01
  %81 = fsub double %56, %80
  br label %105

82:                                               ; preds = %47
  %83 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTIi
  %84 = extractvalue { ptr, i32 } %83, 0
  %85 = extractvalue { ptr, i32 } %83, 1
  %86 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #7
  %87 = icmp eq i32 %85, %86
  br i1 %87, label %88, label %95

88:                                               ; preds = %82
  %89 = tail call ptr @__cxa_begin_catch(ptr %84) #7
  %90 = add nsw i32 %55, 1
  %91 = add nsw i64 %49, -3
  %92 = fmul double %58, 9.000000e-01
  %93 = and i32 %90, 3
  %94 = icmp eq i32 %93, 0
  tail call void @__cxa_end_catch()
  br i1 %94, label %135, label %105

95:                                               ; preds = %82
  %96 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %97 = icmp eq i32 %85, %96
  br i1 %97, label %98, label %151

98:                                               ; preds = %95
  %99 = tail call ptr @__cxa_begin_catch(ptr %84) #7
  %100 = load i32, ptr %99, align 4, !tbaa !9
  %101 = srem i32 %100, 13
  %102 = add nsw i32 %101, %54
  %103 = sitofp i32 %100 to double
  %104 = fadd double %56, %103
  tail call void @__cxa_end_catch() #7
  br label %119

105:                                              ; preds = %88, %64
  %106 = phi i64 [ %73, %64 ], [ %61, %88 ]
  %107 = phi i64 [ %74, %64 ], [ %60, %88 ]
  %108 = phi i64 [ %76, %64 ], [ %59, %88 ]
  %109 = phi double [ %78, %64 ], [ %92, %88 ]
  %110 = phi double [ %79, %64 ], [ %57, %88 ]
  %111 = phi double [ %81, %64 ], [ %56, %88 ]
  %112 = phi i32 [ %55, %64 ], [ %90, %88 ]
  %113 = phi i64 [ %71, %64 ], [ %53, %88 ]
  %114 = phi i64 [ %70, %64 ], [ %52, %88 ]
  %115 = phi i64 [ %69, %64 ], [ %51, %88 ]
  %116 = phi i64 [ %67, %64 ], [ %50, %88 ]
  %117 = phi i64 [ %66, %64 ], [ %91, %88 ]
  %118 = add nsw i64 %108, 1
  br label %119

119:                                              ; preds = %105, %98
  %120 = phi i64 [ %106, %105 ], [ %61, %98 ]
  %121 = phi i64 [ %107, %105 ], [ %60, %98 ]
  %122 = phi i64 [ %118, %105 ], [ %59, %98 ]
  %123 = phi double [ %109, %105 ], [ %58, %98 ]
  %124 = phi double [ %110, %105 ], [ %57, %98 ]
  %125 = phi double [ %111, %105 ], [ %104, %98 ]
  %126 = phi i32 [ %112, %105 ], [ %55, %98 ]
  %127 = phi i32 [ %54, %105 ], [ %102, %98 ]
  %128 = phi i64 [ %113, %105 ], [ %53, %98 ]
  %129 = phi i64 [ %114, %105 ], [ %52, %98 ]
  %130 = phi i64 [ %115, %105 ], [ %51, %98 ]
  %131 = phi i64 [ %116, %105 ], [ %50, %98 ]
  %132 = phi i64 [ %117, %105 ], [ %49, %98 ]
  %133 = add nuw nsw i64 %48, 1
  %134 = icmp eq i64 %133, 6
  br i1 %134, label %135, label %47, !llvm.loop !13

135:                                              ; preds = %119, %88
  %136 = phi i64 [ %120, %119 ], [ %61, %88 ]
  %137 = phi i64 [ %121, %119 ], [ %60, %88 ]
  %138 = phi i64 [ %122, %119 ], [ %59, %88 ]
  %139 = phi double [ %124, %119 ], [ %57, %88 ]
  %140 = phi double [ %125, %119 ], [ %56, %88 ]
  %141 = phi i32 [ %127, %119 ], [ %54, %88 ]
  %142 = phi i64 [ %128, %119 ], [ %53, %88 ]
  %143 = phi i64 [ %129, %119 ], [ %52, %88 ]
  %144 = phi i64 [ %130, %119 ], [ %51, %88 ]
  %145 = phi i64 [ %131, %119 ], [ %50, %88 ]
  %146 = phi double [ %123, %119 ], [ %92, %88 ]
  %147 = phi i32 [ %126, %119 ], [ %90, %88 ]
  %148 = phi i64 [ %132, %119 ], [ %91, %88 ]
  %149 = add nuw nsw i64 %6, 1
  %150 = icmp eq i64 %149, %4
  br i1 %150, label %21, label %5, !llvm.loop !15

151:                                              ; preds = %95
  resume { ptr, i32 } %83
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #6 {
  %1 = tail call noundef double @_Z4worki(i32 noundef signext 1)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 1, double noundef %1)
  %3 = tail call noundef double @_Z4worki(i32 noundef signext 4)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 4, double noundef %3)
  %5 = tail call noundef double @_Z4worki(i32 noundef signext 7)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 7, double noundef %5)
  %7 = tail call noundef double @_Z4worki(i32 noundef signext 10)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 10, double noundef %7)
  ret i32 0
}

attributes #0 = { mustprogress noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
