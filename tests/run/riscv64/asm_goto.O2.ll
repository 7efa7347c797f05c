; ModuleID = 'tests/run/riscv64/asm_goto.c'
source_filename = "tests/run/riscv64/asm_goto.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%d: %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"loop %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"sum %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local signext range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %46

1:                                                ; preds = %65, %34
  %2 = phi i64 [ %36, %34 ], [ 0, %65 ]
  %3 = phi i64 [ %35, %34 ], [ 0, %65 ]
  %4 = phi i64 [ %22, %34 ], [ 8, %65 ]
  %5 = phi i64 [ %20, %34 ], [ 7, %65 ]
  %6 = phi i64 [ %19, %34 ], [ 6, %65 ]
  %7 = phi i64 [ %18, %34 ], [ 5, %65 ]
  %8 = phi i64 [ %16, %34 ], [ 4, %65 ]
  %9 = phi i64 [ %15, %34 ], [ 3, %65 ]
  %10 = phi i64 [ %13, %34 ], [ 2, %65 ]
  %11 = phi i64 [ %12, %34 ], [ 1, %65 ]
  %12 = add nuw nsw i64 %11, %2
  %13 = xor i64 %12, %10
  %14 = mul nsw i64 %13, 3
  %15 = add nsw i64 %14, %9
  %16 = sub nsw i64 %8, %15
  %17 = xor i64 %16, %12
  %18 = add nsw i64 %17, %7
  %19 = add nsw i64 %18, %6
  %20 = xor i64 %19, %5
  %21 = add i64 %12, %4
  %22 = add i64 %21, %20
  %23 = trunc nuw nsw i64 %2 to i32
  %24 = and i32 %23, 7
  callbr void asm sideeffect "li t0, 4\0A\09beq $0, t0, ${1:l}", "r,!i,~{x5}"(i32 %24) #2
          to label %25 [label %28], !srcloc !9

25:                                               ; preds = %1
  %26 = add i64 %12, %3
  %27 = add i64 %26, %13
  br label %34

28:                                               ; preds = %1
  %29 = add i64 %8, %18
  %30 = add i64 %29, %19
  %31 = add i64 %30, %20
  %32 = add i64 %31, %22
  %33 = sub i64 %3, %32
  br label %34

34:                                               ; preds = %28, %25
  %35 = phi i64 [ %27, %25 ], [ %33, %28 ]
  %36 = add nuw nsw i64 %2, 1
  %37 = icmp eq i64 %36, 100
  br i1 %37, label %38, label %1, !llvm.loop !10

38:                                               ; preds = %34
  %39 = add i64 %35, -17477124721
  %40 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %39)
  %41 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %71)
  %42 = icmp ne i64 %71, 639
  %43 = icmp ne i64 %39, -11579438278
  %44 = or i1 %42, %43
  %45 = zext i1 %44 to i32
  ret i32 %45

46:                                               ; preds = %0, %65
  %47 = phi i64 [ 0, %0 ], [ %71, %65 ]
  %48 = phi i32 [ 0, %0 ], [ %72, %65 ]
  callbr void asm sideeffect "li t0, 5\0A\09beq $0, t0, ${1:l}\0A\09li t0, 7\0A\09beq $0, t0, ${2:l}", "r,!i,!i,~{x5}"(i32 %48) #2
          to label %51 [label %49, label %50], !srcloc !12

49:                                               ; preds = %46
  br label %51

50:                                               ; preds = %46
  br label %51

51:                                               ; preds = %46, %49, %50
  %52 = phi i32 [ 70, %50 ], [ 50, %49 ], [ %48, %46 ]
  %53 = callbr i32 asm "mv $0, $1\0A\09li t0, 3\0A\09beq $1, t0, ${2:l}", "=r,r,!i,~{x5}"(i32 %48) #3
          to label %54 [label %56], !srcloc !13

54:                                               ; preds = %51
  %55 = add nsw i32 %53, 1
  br label %58

56:                                               ; preds = %51
  %57 = mul nsw i32 %53, 100
  br label %58

58:                                               ; preds = %54, %56
  %59 = phi i32 [ %55, %54 ], [ %57, %56 ]
  callbr void asm sideeffect "j ${0:l}", "!i"() #2
          to label %60 [label %61], !srcloc !14

60:                                               ; preds = %58
  br label %61

61:                                               ; preds = %60, %58
  %62 = phi i32 [ -1, %60 ], [ %48, %58 ]
  callbr void asm sideeffect "", "!i"() #2
          to label %63 [label %65], !srcloc !15

63:                                               ; preds = %61
  %64 = mul nsw i32 %62, 3
  br label %65

65:                                               ; preds = %61, %63
  %66 = phi i32 [ %64, %63 ], [ -2, %61 ]
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %48, i32 noundef signext %52, i32 noundef signext %59, i32 noundef signext %66)
  %68 = add nsw i32 %59, %52
  %69 = add nsw i32 %68, %66
  %70 = sext i32 %69 to i64
  %71 = add nsw i64 %47, %70
  %72 = add nuw nsw i32 %48, 1
  %73 = icmp eq i32 %72, 10
  br i1 %73, label %1, label %46, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nounwind }
attributes #3 = { nounwind memory(none) }

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
!9 = !{i64 2147662417, i64 2147662433}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{i64 2147662319, i64 2147662335, i64 702, i64 2147662379}
!13 = !{i64 1154, i64 1166, i64 1178}
!14 = !{i64 2147662412}
!15 = !{i64 1457}
!16 = distinct !{!16, !11}
