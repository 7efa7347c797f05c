; ModuleID = 'tests/programs/nohdr_float.c'
source_filename = "tests/programs/nohdr_float.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [34 x i8] c"sqrt(2) = %.12f sqrt(1e6) = %.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"exp(1) = %.12f exp(-2) = %.12f\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"sin(0.5) = %.12f sin(3) = %.12f\0A\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"fabs %.2f floor %.2f ceil %.2f trunc %.2f copysign %.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"floorf %.2f fabsf %.2f fmax %.2f fmin %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"inf %d %d nan %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [33 x i8] c"isinf %d isfinite %d signbit %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"float sum = %.4f\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"basel = %.12f\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"lerp = %.4f %.4f\0A\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"min %.3f max %.3f\0A\00", align 1
@.str.11 = private unnamed_addr constant [23 x i8] c"halvings to zero = %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [24 x i8] c"int conv %d %d %u %lld\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"float/double %.10f %.10f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %7, %1 ]
  %3 = phi double [ 2.000000e+00, %0 ], [ %6, %1 ]
  %4 = fdiv double 2.000000e+00, %3
  %5 = fadd double %3, %4
  %6 = fmul double %5, 5.000000e-01
  %7 = add nuw nsw i32 %2, 1
  %8 = icmp eq i32 %7, 60
  br i1 %8, label %9, label %1, !llvm.loop !9

9:                                                ; preds = %1, %9
  %10 = phi i32 [ %15, %9 ], [ 0, %1 ]
  %11 = phi double [ %14, %9 ], [ 1.000000e+06, %1 ]
  %12 = fdiv double 1.000000e+06, %11
  %13 = fadd double %11, %12
  %14 = fmul double %13, 5.000000e-01
  %15 = add nuw nsw i32 %10, 1
  %16 = icmp eq i32 %15, 60
  br i1 %16, label %17, label %9, !llvm.loop !9

17:                                               ; preds = %9
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6, double noundef %14)
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i32 [ 1, %17 ], [ %27, %19 ]
  %21 = phi double [ 1.000000e+00, %17 ], [ %26, %19 ]
  %22 = phi double [ 1.000000e+00, %17 ], [ %25, %19 ]
  %23 = uitofp nneg i32 %20 to double
  %24 = fdiv double 1.000000e+00, %23
  %25 = fmul double %22, %24
  %26 = fadd double %21, %25
  %27 = add nuw nsw i32 %20, 1
  %28 = icmp eq i32 %27, 40
  br i1 %28, label %29, label %19, !llvm.loop !11

29:                                               ; preds = %19, %29
  %30 = phi i32 [ %37, %29 ], [ 1, %19 ]
  %31 = phi double [ %36, %29 ], [ 1.000000e+00, %19 ]
  %32 = phi double [ %35, %29 ], [ 1.000000e+00, %19 ]
  %33 = uitofp nneg i32 %30 to double
  %34 = fdiv double -2.000000e+00, %33
  %35 = fmul double %32, %34
  %36 = fadd double %31, %35
  %37 = add nuw nsw i32 %30, 1
  %38 = icmp eq i32 %37, 40
  br i1 %38, label %39, label %29, !llvm.loop !11

39:                                               ; preds = %29
  %40 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %26, double noundef %36)
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i32 [ 1, %39 ], [ %52, %41 ]
  %43 = phi double [ 5.000000e-01, %39 ], [ %51, %41 ]
  %44 = phi double [ 5.000000e-01, %39 ], [ %50, %41 ]
  %45 = shl nuw nsw i32 %42, 1
  %46 = or disjoint i32 %45, 1
  %47 = mul nuw nsw i32 %46, %45
  %48 = uitofp nneg i32 %47 to double
  %49 = fdiv double -2.500000e-01, %48
  %50 = fmul double %44, %49
  %51 = fadd double %43, %50
  %52 = add nuw nsw i32 %42, 1
  %53 = icmp eq i32 %52, 20
  br i1 %53, label %54, label %41, !llvm.loop !12

54:                                               ; preds = %41, %54
  %55 = phi i32 [ %65, %54 ], [ 1, %41 ]
  %56 = phi double [ %64, %54 ], [ 3.000000e+00, %41 ]
  %57 = phi double [ %63, %54 ], [ 3.000000e+00, %41 ]
  %58 = shl nuw nsw i32 %55, 1
  %59 = or disjoint i32 %58, 1
  %60 = mul nuw nsw i32 %59, %58
  %61 = uitofp nneg i32 %60 to double
  %62 = fdiv double -9.000000e+00, %61
  %63 = fmul double %57, %62
  %64 = fadd double %56, %63
  %65 = add nuw nsw i32 %55, 1
  %66 = icmp eq i32 %65, 20
  br i1 %66, label %67, label %54, !llvm.loop !12

67:                                               ; preds = %54
  %68 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %51, double noundef %64)
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef -3.000000e+00, double noundef -3.000000e+00, double noundef -5.000000e+00)
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 2.000000e+00, double noundef -2.000000e+00)
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 1)
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1)
  br label %76

73:                                               ; preds = %76
  %74 = fpext float %79 to double
  %75 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %74)
  br label %86

76:                                               ; preds = %67, %76
  %77 = phi i32 [ 0, %67 ], [ %80, %76 ]
  %78 = phi float [ 0.000000e+00, %67 ], [ %79, %76 ]
  %79 = fadd float %78, 0x3FB99999A0000000
  %80 = add nuw nsw i32 %77, 1
  %81 = icmp eq i32 %80, 1000
  br i1 %81, label %73, label %76, !llvm.loop !13

82:                                               ; preds = %86
  %83 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %92)
  %84 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 1.500000e+00, double noundef 1.000000e+00)
  %85 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef -7.500000e+00, double noundef 1.000000e+02)
  br label %95

86:                                               ; preds = %73, %86
  %87 = phi i32 [ 1, %73 ], [ %93, %86 ]
  %88 = phi double [ 0.000000e+00, %73 ], [ %92, %86 ]
  %89 = mul nuw nsw i32 %87, %87
  %90 = uitofp nneg i32 %89 to double
  %91 = fdiv double 1.000000e+00, %90
  %92 = fadd double %88, %91
  %93 = add nuw nsw i32 %87, 1
  %94 = icmp eq i32 %93, 1001
  br i1 %94, label %82, label %86, !llvm.loop !14

95:                                               ; preds = %95, %82
  %96 = phi double [ 1.000000e+00, %82 ], [ %98, %95 ]
  %97 = phi i32 [ 0, %82 ], [ %100, %95 ]
  %98 = fmul double %96, 5.000000e-01
  %99 = fcmp ogt double %98, 0.000000e+00
  %100 = add nuw nsw i32 %97, 1
  br i1 %99, label %95, label %101, !llvm.loop !15

101:                                              ; preds = %95
  %102 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %97)
  %103 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext -2, i32 noundef signext 2, i32 noundef signext -304967296, i64 noundef -1000000000000000000)
  %104 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
