; ModuleID = 'tests/run/riscv64/asm_goto.c'
source_filename = "tests/run/riscv64/asm_goto.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%d: %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"loop %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"sum %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %31, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 10
  br i1 %10, label %11, label %34

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = call signext i32 @classify(i32 noundef signext %12)
  store i32 %13, ptr %4, align 4
  %14 = load i32, ptr %3, align 4
  %15 = call signext i32 @copy_or_jump(i32 noundef signext %14)
  store i32 %15, ptr %5, align 4
  %16 = load i32, ptr %3, align 4
  %17 = call signext i32 @always(i32 noundef signext %16)
  store i32 %17, ptr %6, align 4
  %18 = load i32, ptr %3, align 4
  %19 = load i32, ptr %4, align 4
  %20 = load i32, ptr %5, align 4
  %21 = load i32, ptr %6, align 4
  %22 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %18, i32 noundef signext %19, i32 noundef signext %20, i32 noundef signext %21)
  %23 = load i32, ptr %4, align 4
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %25, %26
  %28 = sext i32 %27 to i64
  %29 = load i64, ptr %2, align 8
  %30 = add nsw i64 %29, %28
  store i64 %30, ptr %2, align 8
  br label %31

31:                                               ; preds = %11
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %8, !llvm.loop !10

34:                                               ; preds = %8
  %35 = call i64 @loop(i32 noundef signext 100)
  store i64 %35, ptr %7, align 8
  %36 = load i64, ptr %7, align 8
  %37 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %36)
  %38 = load i64, ptr %2, align 8
  %39 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %38)
  %40 = load i64, ptr %2, align 8
  %41 = icmp eq i64 %40, 639
  br i1 %41, label %42, label %45

42:                                               ; preds = %34
  %43 = load i64, ptr %7, align 8
  %44 = icmp eq i64 %43, -11579438278
  br label %45

45:                                               ; preds = %42, %34
  %46 = phi i1 [ false, %34 ], [ %44, %42 ]
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, i32 0, i32 1
  ret i32 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @classify(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  callbr void asm sideeffect "li t0, 5\0A\09beq $0, t0, ${1:l}\0A\09li t0, 7\0A\09beq $0, t0, ${2:l}", "r,!i,!i,~{x5}"(i32 %4) #2
          to label %5 [label %7, label %8], !srcloc !12

5:                                                ; preds = %1
  %6 = load i32, ptr %3, align 4
  store i32 %6, ptr %2, align 4
  br label %9

7:                                                ; preds = %1
  store i32 50, ptr %2, align 4
  br label %9

8:                                                ; preds = %1
  store i32 70, ptr %2, align 4
  br label %9

9:                                                ; preds = %8, %7, %5
  %10 = load i32, ptr %2, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @copy_or_jump(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = callbr i32 asm "mv $0, $1\0A\09li t0, 3\0A\09beq $1, t0, ${2:l}", "=r,r,!i,~{x5}"(i32 %5) #3
          to label %7 [label %10], !srcloc !13

7:                                                ; preds = %1
  store i32 %6, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %2, align 4
  br label %14

10:                                               ; preds = %1
  store i32 %6, ptr %4, align 4
  br label %11

11:                                               ; preds = %10
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 100
  store i32 %13, ptr %2, align 4
  br label %14

14:                                               ; preds = %11, %7
  %15 = load i32, ptr %2, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @always(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  callbr void asm sideeffect "j ${0:l}", "!i"() #2
          to label %4 [label %5], !srcloc !14

4:                                                ; preds = %1
  store i32 -1, ptr %3, align 4
  br label %5

5:                                                ; preds = %4, %1
  callbr void asm sideeffect "", "!i"() #2
          to label %6 [label %9], !srcloc !15

6:                                                ; preds = %5
  %7 = load i32, ptr %3, align 4
  %8 = mul nsw i32 %7, 3
  store i32 %8, ptr %2, align 4
  br label %10

9:                                                ; preds = %5
  store i32 -2, ptr %2, align 4
  br label %10

10:                                               ; preds = %9, %6
  %11 = load i32, ptr %2, align 4
  ret i32 %11
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @loop(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i64 1, ptr %3, align 8
  store i64 2, ptr %4, align 8
  store i64 3, ptr %5, align 8
  store i64 4, ptr %6, align 8
  store i64 5, ptr %7, align 8
  store i64 6, ptr %8, align 8
  store i64 7, ptr %9, align 8
  store i64 8, ptr %10, align 8
  store i64 0, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %13

13:                                               ; preds = %70, %1
  %14 = load i32, ptr %12, align 4
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %73

17:                                               ; preds = %13
  %18 = load i32, ptr %12, align 4
  %19 = sext i32 %18 to i64
  %20 = load i64, ptr %3, align 8
  %21 = add nsw i64 %20, %19
  store i64 %21, ptr %3, align 8
  %22 = load i64, ptr %3, align 8
  %23 = load i64, ptr %4, align 8
  %24 = xor i64 %23, %22
  store i64 %24, ptr %4, align 8
  %25 = load i64, ptr %4, align 8
  %26 = mul nsw i64 %25, 3
  %27 = load i64, ptr %5, align 8
  %28 = add nsw i64 %27, %26
  store i64 %28, ptr %5, align 8
  %29 = load i64, ptr %5, align 8
  %30 = load i64, ptr %6, align 8
  %31 = sub nsw i64 %30, %29
  store i64 %31, ptr %6, align 8
  %32 = load i64, ptr %6, align 8
  %33 = load i64, ptr %3, align 8
  %34 = xor i64 %32, %33
  %35 = load i64, ptr %7, align 8
  %36 = add nsw i64 %35, %34
  store i64 %36, ptr %7, align 8
  %37 = load i64, ptr %7, align 8
  %38 = load i64, ptr %8, align 8
  %39 = add nsw i64 %38, %37
  store i64 %39, ptr %8, align 8
  %40 = load i64, ptr %8, align 8
  %41 = load i64, ptr %9, align 8
  %42 = xor i64 %41, %40
  store i64 %42, ptr %9, align 8
  %43 = load i64, ptr %9, align 8
  %44 = load i64, ptr %3, align 8
  %45 = add nsw i64 %43, %44
  %46 = load i64, ptr %10, align 8
  %47 = add nsw i64 %46, %45
  store i64 %47, ptr %10, align 8
  %48 = load i32, ptr %12, align 4
  %49 = and i32 %48, 7
  callbr void asm sideeffect "li t0, 4\0A\09beq $0, t0, ${1:l}", "r,!i,~{x5}"(i32 %49) #2
          to label %50 [label %56], !srcloc !16

50:                                               ; preds = %17
  %51 = load i64, ptr %3, align 8
  %52 = load i64, ptr %4, align 8
  %53 = add nsw i64 %51, %52
  %54 = load i64, ptr %11, align 8
  %55 = add nsw i64 %54, %53
  store i64 %55, ptr %11, align 8
  br label %70

56:                                               ; preds = %17
  %57 = load i64, ptr %5, align 8
  %58 = load i64, ptr %6, align 8
  %59 = add nsw i64 %57, %58
  %60 = load i64, ptr %7, align 8
  %61 = add nsw i64 %59, %60
  %62 = load i64, ptr %8, align 8
  %63 = add nsw i64 %61, %62
  %64 = load i64, ptr %9, align 8
  %65 = add nsw i64 %63, %64
  %66 = load i64, ptr %10, align 8
  %67 = add nsw i64 %65, %66
  %68 = load i64, ptr %11, align 8
  %69 = sub nsw i64 %68, %67
  store i64 %69, ptr %11, align 8
  br label %70

70:                                               ; preds = %56, %50
  %71 = load i32, ptr %12, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %12, align 4
  br label %13, !llvm.loop !17

73:                                               ; preds = %13
  %74 = load i64, ptr %11, align 8
  %75 = load i64, ptr %3, align 8
  %76 = add nsw i64 %74, %75
  %77 = load i64, ptr %4, align 8
  %78 = add nsw i64 %76, %77
  %79 = load i64, ptr %5, align 8
  %80 = add nsw i64 %78, %79
  %81 = load i64, ptr %6, align 8
  %82 = add nsw i64 %80, %81
  %83 = load i64, ptr %7, align 8
  %84 = add nsw i64 %82, %83
  %85 = load i64, ptr %8, align 8
  %86 = add nsw i64 %84, %85
  %87 = load i64, ptr %9, align 8
  %88 = add nsw i64 %86, %87
  %89 = load i64, ptr %10, align 8
  %90 = add nsw i64 %88, %89
  ret i64 %90
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nounwind }
attributes #3 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 8, !"SmallDataLimit", i32 8}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{i64 2147654127, i64 2147654143, i64 702, i64 2147654187}
!13 = !{i64 1154, i64 1166, i64 1178}
!14 = !{i64 2147654220}
!15 = !{i64 1457}
!16 = !{i64 2147654225, i64 2147654241}
!17 = distinct !{!17, !11}
