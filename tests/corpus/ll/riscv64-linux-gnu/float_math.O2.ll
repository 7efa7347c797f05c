; ModuleID = 'tests/programs/float_math.c'
source_filename = "tests/programs/float_math.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"horner(%d) = %.10f\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"fsum = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"sqrt(2) = %.15f newton = %.15f\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"sqrtf(3) = %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [69 x i8] c"fabs = %.3f %.3f floor = %.1f ceil = %.1f trunc = %.1f round = %.1f\0A\00", align 1
@.str.5 = private unnamed_addr constant [39 x i8] c"fmin/fmax = %.2f %.2f copysign = %.2f\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"fmod = %.6f remainder = %.6f\0A\00", align 1
@.str.7 = private unnamed_addr constant [51 x i8] c"exp(1) = %.12f log(10) = %.12f pow(2,0.5) = %.12f\0A\00", align 1
@.str.8 = private unnamed_addr constant [45 x i8] c"sin(1) = %.12f cos(1) = %.12f atan2 = %.12f\0A\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c"harmonic(1000) = %.12f\0A\00", align 1
@.str.10 = private unnamed_addr constant [53 x i8] c"inf > max: %d, nan != nan: %d, isnan: %d, isinf: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [37 x i8] c"signbit(-0.0) = %d, 0.0 == -0.0: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [45 x i8] c"FLT_EPSILON = %.12f DBL_EPSILON*1e16 = %.6f\0A\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"float rounding: %.1f %.1f\0A\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"0.1+0.2 == 0.3: %d (%.17g)\0A\00", align 1
@.str.15 = private unnamed_addr constant [42 x i8] c"denormal min > 0: %d, halved is zero: %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [20 x i8] c"comparisons = %.4f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x float], align 4
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -2, double noundef 1.125000e+00)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -1, double noundef 0x4000700000000000)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 0, double noundef 1.000000e+00)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 1, double noundef 0x3FD3800000000000)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 2, double noundef 2.125000e+00)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #3
  br label %53

7:                                                ; preds = %53, %7
  %8 = phi i64 [ %13, %7 ], [ 0, %53 ]
  %9 = phi float [ %12, %7 ], [ 0.000000e+00, %53 ]
  %10 = getelementptr inbounds float, ptr %1, i64 %8
  %11 = load float, ptr %10, align 4, !tbaa !9
  %12 = fadd float %9, %11
  %13 = add nuw nsw i64 %8, 1
  %14 = icmp eq i64 %13, 100
  br i1 %14, label %15, label %7, !llvm.loop !13

15:                                               ; preds = %7
  %16 = fpext float %12 to double
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %16)
  br label %18

18:                                               ; preds = %18, %15
  %19 = phi i32 [ 0, %15 ], [ %24, %18 ]
  %20 = phi double [ 2.000000e+00, %15 ], [ %23, %18 ]
  %21 = fdiv double 2.000000e+00, %20
  %22 = fadd double %20, %21
  %23 = fmul double %22, 5.000000e-01
  %24 = add nuw nsw i32 %19, 1
  %25 = icmp eq i32 %24, 30
  br i1 %25, label %26, label %18, !llvm.loop !15

26:                                               ; preds = %18
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x3FF6A09E667F3BCD, double noundef %23)
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FFBB67AE0000000)
  %29 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.500000e+00, double noundef 1.500000e+00, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef -2.000000e+00, double noundef 3.000000e+00)
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -3.000000e+00, double noundef 1.500000e+00, double noundef -2.000000e+00)
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 1.500000e+00, double noundef -1.500000e+00)
  %32 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4005BF0A8B145769, double noundef 0x40026BB1BBB55516, double noundef 0x3FF6A09E667F3BCD)
  %33 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3FEAED548F090CEE, double noundef 0x3FE14A280FB5068C, double noundef 0x4002D97C7F3321D2)
  br label %34

34:                                               ; preds = %34, %26
  %35 = phi double [ 0.000000e+00, %26 ], [ %41, %34 ]
  %36 = phi double [ 0.000000e+00, %26 ], [ %43, %34 ]
  %37 = phi i32 [ 1, %26 ], [ %44, %34 ]
  %38 = uitofp nneg i32 %37 to double
  %39 = fdiv double 1.000000e+00, %38
  %40 = fsub double %39, %36
  %41 = fadd double %35, %40
  %42 = fsub double %41, %35
  %43 = fsub double %42, %40
  %44 = add nuw nsw i32 %37, 1
  %45 = icmp eq i32 %44, 1001
  br i1 %45, label %46, label %34, !llvm.loop !16

46:                                               ; preds = %34
  %47 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %41)
  %48 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1)
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext 1, i32 noundef signext 1)
  %50 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0x3E80000000000000, double noundef 0x4001C37937E08000)
  %51 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x4170000000000000, double noundef 0x4170000020000000)
  %52 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 0, double noundef 0x3FD3333333333334)
  br label %68

53:                                               ; preds = %0, %53
  %54 = phi i64 [ 0, %0 ], [ %55, %53 ]
  %55 = add nuw nsw i64 %54, 1
  %56 = trunc nuw nsw i64 %55 to i32
  %57 = uitofp nneg i32 %56 to float
  %58 = fdiv float 1.000000e+00, %57
  %59 = getelementptr inbounds [100 x float], ptr %1, i64 0, i64 %54
  store float %58, ptr %59, align 4, !tbaa !9
  %60 = icmp eq i64 %55, 100
  br i1 %60, label %7, label %53, !llvm.loop !17

61:                                               ; preds = %68
  %62 = fcmp ogt double %71, 0.000000e+00
  %63 = zext i1 %62 to i32
  %64 = fmul double %71, 5.000000e-01
  %65 = fcmp oeq double %64, 0.000000e+00
  %66 = zext i1 %65 to i32
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %63, i32 noundef signext %66)
  br label %77

68:                                               ; preds = %46, %68
  %69 = phi i32 [ 0, %46 ], [ %72, %68 ]
  %70 = phi double [ 1.000000e+00, %46 ], [ %71, %68 ]
  %71 = fmul double %70, 5.000000e-01
  %72 = add nuw nsw i32 %69, 1
  %73 = icmp eq i32 %72, 1074
  br i1 %73, label %61, label %68, !llvm.loop !18

74:                                               ; preds = %93
  %75 = fpext float %94 to double
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %75)
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #3
  ret i32 0

77:                                               ; preds = %61, %93
  %78 = phi i32 [ 0, %61 ], [ %95, %93 ]
  %79 = phi float [ 0.000000e+00, %61 ], [ %94, %93 ]
  %80 = uitofp nneg i32 %78 to float
  %81 = fmul float %80, 0x3FD7AE1480000000
  %82 = fadd float %81, -9.000000e+00
  %83 = fcmp olt float %82, 0.000000e+00
  br i1 %83, label %84, label %86

84:                                               ; preds = %77
  %85 = fsub float %79, %82
  br label %93

86:                                               ; preds = %77
  %87 = fcmp ult float %82, 3.000000e+00
  br i1 %87, label %91, label %88

88:                                               ; preds = %86
  %89 = fmul float %82, 2.000000e+00
  %90 = fadd float %79, %89
  br label %93

91:                                               ; preds = %86
  %92 = fadd float %79, 1.000000e+00
  br label %93

93:                                               ; preds = %88, %91, %84
  %94 = phi float [ %85, %84 ], [ %90, %88 ], [ %92, %91 ]
  %95 = add nuw nsw i32 %78, 1
  %96 = icmp eq i32 %95, 50
  br i1 %96, label %74, label %77, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
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
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
