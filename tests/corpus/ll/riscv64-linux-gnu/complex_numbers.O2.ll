; ModuleID = 'tests/programs/complex_numbers.c'
source_filename = "tests/programs/complex_numbers.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"sum %.3f%+.3fi diff %.3f%+.3fi\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"mul %.3f%+.3fi div %.3f%+.3fi\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"conj %.1f%+.1fi abs %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"(1+i)^8 = %.1f%+.1fi\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"float mul %.3f%+.3fi\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"float div %.4f%+.4fi\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"mandel total %ld\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call { double, double } @__divdc3(double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 1.000000e+00, double noundef -2.000000e+00) #3
  %2 = extractvalue { double, double } %1, 0
  %3 = extractvalue { double, double } %1, 1
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 4.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00, double noundef 6.000000e+00)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.100000e+01, double noundef -2.000000e+00, double noundef %2, double noundef %3)
  %6 = tail call double @cabs(double noundef 3.000000e+00, double noundef 4.000000e+00) #3
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 3.000000e+00, double noundef -4.000000e+00, double noundef %6)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.600000e+01, double noundef 0.000000e+00)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -8.750000e+00, double noundef 5.000000e+00)
  %10 = tail call { float, float } @__divsc3(float noundef 1.500000e+00, float noundef 2.000000e+00, float noundef -5.000000e-01, float noundef 4.000000e+00) #3
  %11 = extractvalue { float, float } %10, 0
  %12 = extractvalue { float, float } %10, 1
  %13 = fpext float %11 to double
  %14 = fpext float %12 to double
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %13, double noundef %14)
  br label %16

16:                                               ; preds = %0, %22
  %17 = phi i32 [ 0, %0 ], [ %25, %22 ]
  %18 = uitofp nneg i32 %17 to double
  %19 = fmul double %18, 2.000000e-01
  %20 = fadd double %19, -1.200000e+00
  %21 = fmul double %20, 0.000000e+00
  br label %27

22:                                               ; preds = %61
  %23 = load ptr, ptr @stdout, align 8, !tbaa !9
  %24 = tail call signext i32 @putc(i32 noundef signext 10, ptr noundef %23)
  %25 = add nuw nsw i32 %17, 1
  %26 = icmp eq i32 %25, 12
  br i1 %26, label %74, label %16, !llvm.loop !13

27:                                               ; preds = %16, %61
  %28 = phi i32 [ 0, %16 ], [ %72, %61 ]
  %29 = uitofp nneg i32 %28 to double
  %30 = fmul double %29, 0x3FB3333333333333
  %31 = fadd double %30, -2.200000e+00
  %32 = fadd double %21, %31
  br label %33

33:                                               ; preds = %58, %27
  %34 = phi i32 [ %59, %58 ], [ 0, %27 ]
  %35 = phi double [ %52, %58 ], [ 0.000000e+00, %27 ]
  %36 = phi double [ %53, %58 ], [ 0.000000e+00, %27 ]
  %37 = fmul double %35, %35
  %38 = fmul double %36, %36
  %39 = fmul double %35, %36
  %40 = fsub double %37, %38
  %41 = fadd double %39, %39
  %42 = fcmp uno double %40, 0.000000e+00
  br i1 %42, label %43, label %49, !prof !15

43:                                               ; preds = %33
  %44 = fcmp uno double %41, 0.000000e+00
  br i1 %44, label %45, label %49, !prof !15

45:                                               ; preds = %43
  %46 = tail call { double, double } @__muldc3(double noundef %35, double noundef %36, double noundef %35, double noundef %36) #3
  %47 = extractvalue { double, double } %46, 0
  %48 = extractvalue { double, double } %46, 1
  br label %49

49:                                               ; preds = %45, %43, %33
  %50 = phi double [ %40, %33 ], [ %40, %43 ], [ %47, %45 ]
  %51 = phi double [ %41, %33 ], [ %41, %43 ], [ %48, %45 ]
  %52 = fadd double %32, %50
  %53 = fadd double %20, %51
  %54 = fmul double %52, %52
  %55 = fmul double %53, %53
  %56 = fadd double %54, %55
  %57 = fcmp ogt double %56, 4.000000e+00
  br i1 %57, label %61, label %58

58:                                               ; preds = %49
  %59 = add nuw nsw i32 %34, 1
  %60 = icmp eq i32 %59, 60
  br i1 %60, label %61, label %33, !llvm.loop !16

61:                                               ; preds = %49, %58
  %62 = phi i32 [ %34, %49 ], [ 60, %58 ]
  %63 = tail call i32 @llvm.smin.i32(i32 %62, i32 60)
  %64 = mul nuw nsw i32 %63, 9
  %65 = udiv i32 %64, 60
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [11 x i8], ptr @.str.6, i64 0, i64 %66
  %68 = load i8, ptr %67, align 1, !tbaa !17
  %69 = zext i8 %68 to i32
  %70 = load ptr, ptr @stdout, align 8, !tbaa !9
  %71 = tail call signext i32 @putc(i32 noundef signext %69, ptr noundef %70)
  %72 = add nuw nsw i32 %28, 1
  %73 = icmp eq i32 %72, 40
  br i1 %73, label %22, label %27, !llvm.loop !18

74:                                               ; preds = %22, %83
  %75 = phi i32 [ %84, %83 ], [ 0, %22 ]
  %76 = phi i64 [ %125, %83 ], [ 0, %22 ]
  %77 = uitofp nneg i32 %75 to double
  %78 = fmul double %77, 5.000000e-02
  %79 = fadd double %78, -1.250000e+00
  %80 = fmul double %79, 0.000000e+00
  br label %86

81:                                               ; preds = %83
  %82 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %125)
  ret i32 0

83:                                               ; preds = %121
  %84 = add nuw nsw i32 %75, 1
  %85 = icmp eq i32 %84, 50
  br i1 %85, label %81, label %74, !llvm.loop !19

86:                                               ; preds = %74, %121
  %87 = phi i32 [ 0, %74 ], [ %126, %121 ]
  %88 = phi i64 [ %76, %74 ], [ %125, %121 ]
  %89 = uitofp nneg i32 %87 to double
  %90 = fmul double %89, 5.000000e-02
  %91 = fadd double %90, -2.000000e+00
  %92 = fadd double %80, %91
  br label %93

93:                                               ; preds = %118, %86
  %94 = phi i32 [ %119, %118 ], [ 0, %86 ]
  %95 = phi double [ %112, %118 ], [ 0.000000e+00, %86 ]
  %96 = phi double [ %113, %118 ], [ 0.000000e+00, %86 ]
  %97 = fmul double %95, %95
  %98 = fmul double %96, %96
  %99 = fmul double %95, %96
  %100 = fsub double %97, %98
  %101 = fadd double %99, %99
  %102 = fcmp uno double %100, 0.000000e+00
  br i1 %102, label %103, label %109, !prof !15

103:                                              ; preds = %93
  %104 = fcmp uno double %101, 0.000000e+00
  br i1 %104, label %105, label %109, !prof !15

105:                                              ; preds = %103
  %106 = tail call { double, double } @__muldc3(double noundef %95, double noundef %96, double noundef %95, double noundef %96) #3
  %107 = extractvalue { double, double } %106, 0
  %108 = extractvalue { double, double } %106, 1
  br label %109

109:                                              ; preds = %105, %103, %93
  %110 = phi double [ %100, %93 ], [ %100, %103 ], [ %107, %105 ]
  %111 = phi double [ %101, %93 ], [ %101, %103 ], [ %108, %105 ]
  %112 = fadd double %92, %110
  %113 = fadd double %79, %111
  %114 = fmul double %112, %112
  %115 = fmul double %113, %113
  %116 = fadd double %114, %115
  %117 = fcmp ogt double %116, 4.000000e+00
  br i1 %117, label %121, label %118

118:                                              ; preds = %109
  %119 = add nuw nsw i32 %94, 1
  %120 = icmp eq i32 %119, 100
  br i1 %120, label %121, label %93, !llvm.loop !16

121:                                              ; preds = %109, %118
  %122 = phi i32 [ %94, %109 ], [ 100, %118 ]
  %123 = tail call i32 @llvm.smin.i32(i32 %122, i32 100)
  %124 = zext nneg i32 %123 to i64
  %125 = add nsw i64 %88, %124
  %126 = add nuw nsw i32 %87, 1
  %127 = icmp eq i32 %126, 50
  br i1 %127, label %83, label %86, !llvm.loop !20
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare double @cabs(double noundef, double noundef) local_unnamed_addr #1

declare { float, float } @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef signext i32 @putc(i32 noundef signext, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

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
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"branch_weights", i32 1, i32 1048575}
!16 = distinct !{!16, !14}
!17 = !{!11, !11, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
