; ModuleID = 'tests/programs/nohdr_switch.c'
source_filename = "tests/programs/nohdr_switch.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"rgb hash %u\0A\00", align 1
@__const.main.keys = private unnamed_addr constant [11 x i64] [i64 0, i64 1, i64 10, i64 11, i64 100, i64 1000, i64 10000, i64 100000, i64 1000000, i64 10000000000, i64 -1], align 8
@.str.1 = private unnamed_addr constant [19 x i8] c"sparse(%llu) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"days 1999-2004 = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"duff(%d) = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"tokens = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"x1 = foo_bar + 42 * (y - 7) / z; # done 99\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -1055199328)
  br label %2

2:                                                ; preds = %0, %15
  %3 = phi i64 [ 0, %0 ], [ %18, %15 ]
  %4 = getelementptr inbounds [11 x i64], ptr @__const.main.keys, i64 0, i64 %3
  %5 = load i64, ptr %4, align 8, !tbaa !9
  switch i64 %5, label %14 [
    i64 1, label %15
    i64 10, label %6
    i64 100, label %7
    i64 1000, label %8
    i64 10000, label %9
    i64 100000, label %10
    i64 1000000, label %11
    i64 10000000000, label %12
    i64 -1, label %13
  ]

6:                                                ; preds = %2
  br label %15

7:                                                ; preds = %2
  br label %15

8:                                                ; preds = %2
  br label %15

9:                                                ; preds = %2
  br label %15

10:                                               ; preds = %2
  br label %15

11:                                               ; preds = %2
  br label %15

12:                                               ; preds = %2
  br label %15

13:                                               ; preds = %2
  br label %15

14:                                               ; preds = %2
  br label %15

15:                                               ; preds = %2, %6, %7, %8, %9, %10, %11, %12, %13, %14
  %16 = phi i32 [ -1, %14 ], [ 90, %13 ], [ 80, %12 ], [ 70, %11 ], [ 60, %10 ], [ 50, %9 ], [ 40, %8 ], [ 30, %7 ], [ 20, %6 ], [ 10, %2 ]
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5, i32 noundef signext %16)
  %18 = add nuw nsw i64 %3, 1
  %19 = icmp eq i64 %18, 11
  br i1 %19, label %68, label %2, !llvm.loop !13

20:                                               ; preds = %68, %51
  %21 = phi i8 [ %58, %51 ], [ 120, %68 ]
  %22 = phi i32 [ %56, %51 ], [ 0, %68 ]
  %23 = phi i32 [ %55, %51 ], [ 0, %68 ]
  %24 = phi i32 [ %54, %51 ], [ 0, %68 ]
  %25 = phi i32 [ %53, %51 ], [ 0, %68 ]
  %26 = phi ptr [ %57, %51 ], [ @.str.5, %68 ]
  switch i8 %21, label %45 [
    i8 95, label %28
    i8 65, label %28
    i8 66, label %28
    i8 67, label %28
    i8 68, label %28
    i8 69, label %28
    i8 70, label %28
    i8 71, label %28
    i8 72, label %28
    i8 73, label %28
    i8 74, label %28
    i8 75, label %28
    i8 76, label %28
    i8 77, label %28
    i8 78, label %28
    i8 79, label %28
    i8 80, label %28
    i8 81, label %28
    i8 82, label %28
    i8 83, label %28
    i8 84, label %28
    i8 85, label %28
    i8 86, label %28
    i8 87, label %28
    i8 88, label %28
    i8 89, label %28
    i8 90, label %28
    i8 97, label %28
    i8 98, label %28
    i8 99, label %28
    i8 100, label %28
    i8 101, label %28
    i8 102, label %28
    i8 103, label %28
    i8 104, label %28
    i8 105, label %28
    i8 106, label %28
    i8 107, label %28
    i8 108, label %28
    i8 109, label %28
    i8 110, label %28
    i8 111, label %28
    i8 112, label %28
    i8 113, label %28
    i8 114, label %28
    i8 115, label %28
    i8 116, label %28
    i8 117, label %28
    i8 118, label %28
    i8 119, label %28
    i8 120, label %28
    i8 121, label %28
    i8 122, label %28
    i8 48, label %27
    i8 49, label %27
    i8 50, label %27
    i8 51, label %27
    i8 52, label %27
    i8 53, label %27
    i8 54, label %27
    i8 55, label %27
    i8 56, label %27
    i8 57, label %27
    i8 43, label %43
    i8 45, label %43
    i8 42, label %43
    i8 47, label %43
    i8 61, label %43
    i8 32, label %51
    i8 9, label %51
  ]

27:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20, %20, %20
  br label %37

28:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20, %20
  br label %29

29:                                               ; preds = %28, %29
  %30 = phi ptr [ %31, %29 ], [ %26, %28 ]
  %31 = getelementptr inbounds i8, ptr %30, i64 1
  %32 = load i8, ptr %31, align 1, !tbaa !15
  %33 = add i8 %32, -97
  %34 = icmp ult i8 %33, 26
  %35 = icmp eq i8 %32, 95
  %36 = or i1 %35, %34
  br i1 %36, label %29, label %47, !llvm.loop !16

37:                                               ; preds = %27, %37
  %38 = phi ptr [ %39, %37 ], [ %26, %27 ]
  %39 = getelementptr inbounds i8, ptr %38, i64 1
  %40 = load i8, ptr %39, align 1, !tbaa !15
  %41 = add i8 %40, -48
  %42 = icmp ult i8 %41, 10
  br i1 %42, label %37, label %49, !llvm.loop !17

43:                                               ; preds = %20, %20, %20, %20, %20
  %44 = add nsw i32 %23, 1
  br label %51

45:                                               ; preds = %20
  %46 = add nsw i32 %22, 1
  br label %51

47:                                               ; preds = %29
  %48 = add nsw i32 %25, 1
  br label %51

49:                                               ; preds = %37
  %50 = add nsw i32 %24, 1
  br label %51

51:                                               ; preds = %49, %47, %45, %43, %20, %20
  %52 = phi ptr [ %26, %45 ], [ %26, %20 ], [ %26, %20 ], [ %26, %43 ], [ %30, %47 ], [ %38, %49 ]
  %53 = phi i32 [ %25, %45 ], [ %25, %20 ], [ %25, %20 ], [ %25, %43 ], [ %48, %47 ], [ %25, %49 ]
  %54 = phi i32 [ %24, %45 ], [ %24, %20 ], [ %24, %20 ], [ %24, %43 ], [ %24, %47 ], [ %50, %49 ]
  %55 = phi i32 [ %23, %45 ], [ %23, %20 ], [ %23, %20 ], [ %44, %43 ], [ %23, %47 ], [ %23, %49 ]
  %56 = phi i32 [ %46, %45 ], [ %22, %20 ], [ %22, %20 ], [ %22, %43 ], [ %22, %47 ], [ %22, %49 ]
  %57 = getelementptr inbounds i8, ptr %52, i64 1
  %58 = load i8, ptr %57, align 1, !tbaa !15
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %60, label %20, !llvm.loop !18

60:                                               ; preds = %51
  %61 = mul nsw i32 %53, 1000000
  %62 = mul nsw i32 %54, 10000
  %63 = add nsw i32 %62, %61
  %64 = mul nsw i32 %55, 100
  %65 = add nsw i32 %63, %64
  %66 = add nsw i32 %65, %56
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %66)
  ret i32 0

68:                                               ; preds = %15
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 2192)
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 0, i32 noundef signext 0)
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 5, i32 noundef signext 30)
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 10, i32 noundef signext 285)
  %73 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 15, i32 noundef signext 1015)
  %74 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 20, i32 noundef signext 2470)
  br label %20
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
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!11, !11, i64 0}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
