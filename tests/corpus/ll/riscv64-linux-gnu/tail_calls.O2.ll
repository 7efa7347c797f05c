; ModuleID = 'tests/programs/tail_calls.c'
source_filename = "tests/programs/tail_calls.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"sum_to(10000) = %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"gcd = %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"ping(5000) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [42 x i8] c"longest collatz under 30000: %u (len %u)\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"pow_acc(1.5, 20) = %.6f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 50005000)
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i32 [ %5, %2 ], [ 462, %0 ]
  %4 = phi i32 [ %3, %2 ], [ 1071, %0 ]
  %5 = urem i32 %4, %3
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %2

7:                                                ; preds = %2, %7
  %8 = phi i32 [ %10, %7 ], [ 514229, %2 ]
  %9 = phi i32 [ %8, %7 ], [ 832040, %2 ]
  %10 = urem i32 %9, %8
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %7

12:                                               ; preds = %7
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %3, i32 noundef signext %8)
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i32 [ %25, %14 ], [ 1, %12 ]
  %16 = phi i32 [ %19, %14 ], [ 5000, %12 ]
  %17 = mul nuw nsw i32 %15, 5
  %18 = urem i32 %17, 10007
  %19 = add nsw i32 %16, -2
  %20 = trunc nuw nsw i32 %18 to i16
  %21 = mul nuw nsw i16 %20, 3
  %22 = add nuw nsw i16 %21, 3
  %23 = urem i16 %22, 10007
  %24 = add nuw nsw i16 %23, 2
  %25 = zext nneg i16 %24 to i32
  %26 = icmp ult i32 %16, 3
  br i1 %26, label %27, label %14

27:                                               ; preds = %14
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %25)
  br label %53

29:                                               ; preds = %69
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %73, i32 noundef signext %74)
  br label %31

31:                                               ; preds = %37, %29
  %32 = phi double [ %42, %37 ], [ 1.000000e+00, %29 ]
  %33 = phi i32 [ %41, %37 ], [ 20, %29 ]
  %34 = phi double [ %40, %37 ], [ 1.500000e+00, %29 ]
  %35 = and i32 %33, 1
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %44, label %37

37:                                               ; preds = %44, %31
  %38 = phi i32 [ %33, %31 ], [ %48, %44 ]
  %39 = phi double [ %34, %31 ], [ %47, %44 ]
  %40 = fmul double %39, %39
  %41 = lshr i32 %38, 1
  %42 = fmul double %32, %39
  %43 = icmp ult i32 %38, 2
  br i1 %43, label %51, label %31

44:                                               ; preds = %31, %44
  %45 = phi double [ %47, %44 ], [ %34, %31 ]
  %46 = phi i32 [ %48, %44 ], [ %33, %31 ]
  %47 = fmul double %45, %45
  %48 = lshr exact i32 %46, 1
  %49 = and i32 %46, 2
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %44, label %37

51:                                               ; preds = %37
  %52 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %42)
  ret i32 0

53:                                               ; preds = %27, %69
  %54 = phi i64 [ 1, %27 ], [ %75, %69 ]
  %55 = phi i32 [ 0, %27 ], [ %74, %69 ]
  %56 = phi i32 [ 0, %27 ], [ %73, %69 ]
  %57 = icmp eq i64 %54, 1
  br i1 %57, label %69, label %58

58:                                               ; preds = %53, %58
  %59 = phi i32 [ %67, %58 ], [ 1, %53 ]
  %60 = phi i64 [ %66, %58 ], [ %54, %53 ]
  %61 = and i64 %60, 1
  %62 = icmp eq i64 %61, 0
  %63 = mul i64 %60, 3
  %64 = add i64 %63, 1
  %65 = lshr exact i64 %60, 1
  %66 = select i1 %62, i64 %65, i64 %64
  %67 = add i32 %59, 1
  %68 = icmp eq i64 %66, 1
  br i1 %68, label %69, label %58

69:                                               ; preds = %58, %53
  %70 = phi i32 [ 1, %53 ], [ %67, %58 ]
  %71 = icmp ugt i32 %70, %55
  %72 = trunc nuw nsw i64 %54 to i32
  %73 = select i1 %71, i32 %72, i32 %56
  %74 = tail call i32 @llvm.umax.i32(i32 %70, i32 %55)
  %75 = add nuw nsw i64 %54, 1
  %76 = icmp eq i64 %75, 30000
  br i1 %76, label %29, label %53, !llvm.loop !9
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
