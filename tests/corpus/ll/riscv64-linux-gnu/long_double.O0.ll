; ModuleID = 'tests/programs/long_double.c'
source_filename = "tests/programs/long_double.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.LDPair = type { fp128, fp128 }

@.str = private unnamed_addr constant [12 x i8] c"20! = %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"25! / 1e20 = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"zeta(2) partial = %.12f\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"third*3 close to 1: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"pair = %.4f %.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"ld keeps 2^53+1: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"ld -> int: %d %lld %llu\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"max = %.3f cmp = %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"round trip = %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"acc = %.6f\0A\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"float from ld = %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca %struct.LDPair, align 16
  %5 = alloca %struct.LDPair, align 16
  %6 = alloca %struct.LDPair, align 16
  %7 = alloca i64, align 8
  %8 = alloca fp128, align 16
  %9 = alloca double, align 8
  %10 = alloca fp128, align 16
  %11 = alloca fp128, align 16
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  store i32 0, ptr %1, align 4
  %14 = call fp128 @ld_factorial(i32 noundef signext 20)
  %15 = fptrunc fp128 %14 to double
  %16 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %15)
  %17 = call fp128 @ld_factorial(i32 noundef signext 25)
  %18 = fdiv fp128 %17, 0xL000000000000000040415AF1D78B58C4
  %19 = fptrunc fp128 %18 to double
  %20 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %19)
  %21 = call fp128 @ld_series(i32 noundef signext 2000)
  %22 = fptrunc fp128 %21 to double
  %23 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %22)
  store fp128 0xL55555555555555553FFD555555555555, ptr %2, align 16
  %24 = load fp128, ptr %2, align 16
  %25 = fmul fp128 %24, 0xL00000000000000004000800000000000
  store fp128 %25, ptr %3, align 16
  %26 = load fp128, ptr %3, align 16
  %27 = fcmp ogt fp128 %26, 0xL013142122A414A8D3FFEFFFFFFFF2419
  br i1 %27, label %28, label %31

28:                                               ; preds = %0
  %29 = load fp128, ptr %3, align 16
  %30 = fcmp olt fp128 %29, 0xL7F675EF6EADF5ABA3FFF000000006DF3
  br label %31

31:                                               ; preds = %28, %0
  %32 = phi i1 [ false, %0 ], [ %30, %28 ]
  %33 = zext i1 %32 to i32
  %34 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %33)
  %35 = getelementptr inbounds %struct.LDPair, ptr %5, i32 0, i32 0
  store fp128 0xL00000000000000003FFF800000000000, ptr %35, align 16
  %36 = getelementptr inbounds %struct.LDPair, ptr %5, i32 0, i32 1
  store fp128 0xL0000000000000000C000200000000000, ptr %36, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 %5, i64 32, i1 false)
  call void @ld_swap_scale(ptr dead_on_unwind writable sret(%struct.LDPair) align 16 %4, ptr noundef %6, fp128 noundef 0xL00000000000000004001000000000000)
  %37 = getelementptr inbounds %struct.LDPair, ptr %4, i32 0, i32 0
  %38 = load fp128, ptr %37, align 16
  %39 = fptrunc fp128 %38 to double
  %40 = getelementptr inbounds %struct.LDPair, ptr %4, i32 0, i32 1
  %41 = load fp128, ptr %40, align 16
  %42 = fptrunc fp128 %41 to double
  %43 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %39, double noundef %42)
  store i64 9007199254740993, ptr %7, align 8
  %44 = load i64, ptr %7, align 8
  %45 = sitofp i64 %44 to fp128
  store fp128 %45, ptr %8, align 16
  %46 = load fp128, ptr %8, align 16
  %47 = fptosi fp128 %46 to i64
  %48 = load i64, ptr %7, align 8
  %49 = icmp eq i64 %47, %48
  %50 = zext i1 %49 to i32
  %51 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %50)
  %52 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext -7, i64 noundef -123456789, i64 noundef -2048)
  %53 = call fp128 @ld_max(fp128 noundef 0xL0000000000000000BFFF000000000000, fp128 noundef 0xL0000000000000000BFFE000000000000)
  %54 = fptrunc fp128 %53 to double
  %55 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %54, i32 noundef signext 1, i32 noundef signext 0)
  store double 1.000000e-01, ptr %9, align 8
  %56 = load double, ptr %9, align 8
  %57 = fpext double %56 to fp128
  store fp128 %57, ptr %10, align 16
  %58 = load fp128, ptr %10, align 16
  %59 = fptrunc fp128 %58 to double
  %60 = load double, ptr %9, align 8
  %61 = fcmp oeq double %59, %60
  %62 = zext i1 %61 to i32
  %63 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %62)
  store fp128 0xL00000000000000000000000000000000, ptr %11, align 16
  store i32 0, ptr %12, align 4
  br label %64

64:                                               ; preds = %75, %31
  %65 = load i32, ptr %12, align 4
  %66 = icmp slt i32 %65, 1000
  br i1 %66, label %67, label %78

67:                                               ; preds = %64
  %68 = load i32, ptr %12, align 4
  %69 = srem i32 %68, 7
  %70 = sitofp i32 %69 to fp128
  %71 = fdiv fp128 %70, 0xL00000000000000004002000000000000
  %72 = fsub fp128 %71, 0xL00000000000000003FFD800000000000
  %73 = load fp128, ptr %11, align 16
  %74 = fadd fp128 %73, %72
  store fp128 %74, ptr %11, align 16
  br label %75

75:                                               ; preds = %67
  %76 = load i32, ptr %12, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %12, align 4
  br label %64, !llvm.loop !10

78:                                               ; preds = %64
  %79 = load fp128, ptr %11, align 16
  %80 = fptrunc fp128 %79 to double
  %81 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %80)
  store float 0x3FC24924A0000000, ptr %13, align 4
  %82 = load float, ptr %13, align 4
  %83 = fpext float %82 to double
  %84 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %83)
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @ld_factorial(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store fp128 0xL00000000000000003FFF000000000000, ptr %3, align 16
  store i32 2, ptr %4, align 4
  br label %5

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %17

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = sitofp i32 %10 to fp128
  %12 = load fp128, ptr %3, align 16
  %13 = fmul fp128 %12, %11
  store fp128 %13, ptr %3, align 16
  br label %14

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %4, align 4
  br label %5, !llvm.loop !12

17:                                               ; preds = %5
  %18 = load fp128, ptr %3, align 16
  ret fp128 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @ld_series(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store fp128 0xL00000000000000000000000000000000, ptr %3, align 16
  store i32 1, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %21

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = sitofp i32 %10 to fp128
  %12 = load i32, ptr %4, align 4
  %13 = sitofp i32 %12 to fp128
  %14 = fmul fp128 %11, %13
  %15 = fdiv fp128 0xL00000000000000003FFF000000000000, %14
  %16 = load fp128, ptr %3, align 16
  %17 = fadd fp128 %16, %15
  store fp128 %17, ptr %3, align 16
  br label %18

18:                                               ; preds = %9
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !13

21:                                               ; preds = %5
  %22 = load fp128, ptr %3, align 16
  ret fp128 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_swap_scale(ptr dead_on_unwind noalias writable sret(%struct.LDPair) align 16 %0, ptr noundef %1, fp128 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca fp128, align 16
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store fp128 %2, ptr %6, align 16
  %7 = getelementptr inbounds %struct.LDPair, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.LDPair, ptr %1, i32 0, i32 1
  %9 = load fp128, ptr %8, align 16
  %10 = load fp128, ptr %6, align 16
  %11 = fmul fp128 %9, %10
  store fp128 %11, ptr %7, align 16
  %12 = getelementptr inbounds %struct.LDPair, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.LDPair, ptr %1, i32 0, i32 0
  %14 = load fp128, ptr %13, align 16
  %15 = load fp128, ptr %6, align 16
  %16 = fmul fp128 %14, %15
  store fp128 %16, ptr %12, align 16
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @ld_max(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fcmp ogt fp128 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load fp128, ptr %3, align 16
  br label %12

10:                                               ; preds = %2
  %11 = load fp128, ptr %4, align 16
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi fp128 [ %9, %8 ], [ %11, %10 ]
  ret fp128 %13
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
