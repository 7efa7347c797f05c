; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"30! = \00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"max u128 = \00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"min i128 = \00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"neg = \00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"a*b = %016llx%016llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [37 x i8] c"a/b = %016llx%016llx a%%b = %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"sa/sb = \00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"sa%sb = \00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"a<<%d = %016llx%016llx  \00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"sa>>%d = %016llx%016llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"3^(m-1) mod m = \00", align 1
@.str.11 = private unnamed_addr constant [17 x i8] c"7^12345 mod m = \00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [44 x i8] c"as double / 1e30 = %.6f, back hi = %016llx\0A\00", align 1
@.str.14 = private unnamed_addr constant [15 x i8] c"from double = \00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"%s%s\0A\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"%s-\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i32, align 4
  %9 = alloca i128, align 16
  %10 = alloca double, align 8
  %11 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  %12 = call i128 @factorial(i32 noundef signext 30)
  call void @print_u128(ptr noundef @.str, i128 noundef %12)
  call void @print_u128(ptr noundef @.str.1, i128 noundef -1)
  store i128 -170141183460469231731687303715884105728, ptr %2, align 16
  %13 = load i128, ptr %2, align 16
  call void @print_i128(ptr noundef @.str.2, i128 noundef %13)
  call void @print_i128(ptr noundef @.str.3, i128 noundef -123456789876543201086419746)
  store i128 1512366075204170947332355369683137040, ptr %3, align 16
  store i128 11400714819323198485, ptr %4, align 16
  %14 = load i128, ptr %3, align 16
  %15 = load i128, ptr %4, align 16
  %16 = mul i128 %14, %15
  store i128 %16, ptr %5, align 16
  %17 = load i128, ptr %5, align 16
  %18 = call i64 @hi64(i128 noundef %17)
  %19 = load i128, ptr %5, align 16
  %20 = call i64 @lo64(i128 noundef %19)
  %21 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %18, i64 noundef %20)
  %22 = load i128, ptr %3, align 16
  %23 = load i128, ptr %4, align 16
  %24 = udiv i128 %22, %23
  %25 = call i64 @hi64(i128 noundef %24)
  %26 = load i128, ptr %3, align 16
  %27 = load i128, ptr %4, align 16
  %28 = udiv i128 %26, %27
  %29 = call i64 @lo64(i128 noundef %28)
  %30 = load i128, ptr %3, align 16
  %31 = load i128, ptr %4, align 16
  %32 = urem i128 %30, %31
  %33 = call i64 @lo64(i128 noundef %32)
  %34 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %25, i64 noundef %29, i64 noundef %33)
  %35 = load i128, ptr %3, align 16
  %36 = sub nsw i128 0, %35
  store i128 %36, ptr %6, align 16
  store i128 1000000007, ptr %7, align 16
  %37 = load i128, ptr %6, align 16
  %38 = load i128, ptr %7, align 16
  %39 = sdiv i128 %37, %38
  call void @print_i128(ptr noundef @.str.6, i128 noundef %39)
  %40 = load i128, ptr %6, align 16
  %41 = load i128, ptr %7, align 16
  %42 = srem i128 %40, %41
  call void @print_i128(ptr noundef @.str.7, i128 noundef %42)
  store i32 0, ptr %8, align 4
  br label %43

43:                                               ; preds = %71, %0
  %44 = load i32, ptr %8, align 4
  %45 = icmp slt i32 %44, 128
  br i1 %45, label %46, label %74

46:                                               ; preds = %43
  %47 = load i32, ptr %8, align 4
  %48 = load i128, ptr %3, align 16
  %49 = load i32, ptr %8, align 4
  %50 = zext i32 %49 to i128
  %51 = shl i128 %48, %50
  %52 = call i64 @hi64(i128 noundef %51)
  %53 = load i128, ptr %3, align 16
  %54 = load i32, ptr %8, align 4
  %55 = zext i32 %54 to i128
  %56 = shl i128 %53, %55
  %57 = call i64 @lo64(i128 noundef %56)
  %58 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %47, i64 noundef %52, i64 noundef %57)
  %59 = load i32, ptr %8, align 4
  %60 = load i128, ptr %6, align 16
  %61 = load i32, ptr %8, align 4
  %62 = zext i32 %61 to i128
  %63 = ashr i128 %60, %62
  %64 = call i64 @hi64(i128 noundef %63)
  %65 = load i128, ptr %6, align 16
  %66 = load i32, ptr %8, align 4
  %67 = zext i32 %66 to i128
  %68 = ashr i128 %65, %67
  %69 = call i64 @lo64(i128 noundef %68)
  %70 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef signext %59, i64 noundef %64, i64 noundef %69)
  br label %71

71:                                               ; preds = %46
  %72 = load i32, ptr %8, align 4
  %73 = add nsw i32 %72, 37
  store i32 %73, ptr %8, align 4
  br label %43, !llvm.loop !10

74:                                               ; preds = %43
  store i128 2305843009213693951, ptr %9, align 16
  %75 = load i128, ptr %9, align 16
  %76 = sub i128 %75, 1
  %77 = load i128, ptr %9, align 16
  %78 = call i128 @powmod(i128 noundef 3, i128 noundef %76, i128 noundef %77)
  call void @print_u128(ptr noundef @.str.10, i128 noundef %78)
  %79 = load i128, ptr %9, align 16
  %80 = call i128 @powmod(i128 noundef 7, i128 noundef 12345, i128 noundef %79)
  call void @print_u128(ptr noundef @.str.11, i128 noundef %80)
  %81 = load i128, ptr %3, align 16
  %82 = load i128, ptr %4, align 16
  %83 = icmp ugt i128 %81, %82
  %84 = zext i1 %83 to i32
  %85 = load i128, ptr %6, align 16
  %86 = icmp slt i128 %85, 0
  %87 = zext i1 %86 to i32
  %88 = load i128, ptr %4, align 16
  %89 = load i128, ptr %6, align 16
  %90 = icmp sgt i128 %88, %89
  %91 = zext i1 %90 to i32
  %92 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %84, i32 noundef signext %87, i32 noundef signext %91)
  %93 = load i128, ptr %3, align 16
  %94 = uitofp i128 %93 to double
  store double %94, ptr %10, align 8
  %95 = load double, ptr %10, align 8
  %96 = fdiv double %95, 1.000000e+30
  %97 = load double, ptr %10, align 8
  %98 = fptoui double %97 to i128
  %99 = call i64 @hi64(i128 noundef %98)
  %100 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %96, i64 noundef %99)
  store i128 1499999999999999889089448902656, ptr %11, align 16
  %101 = load i128, ptr %11, align 16
  call void @print_u128(ptr noundef @.str.14, i128 noundef %101)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_u128(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca [48 x i8], align 1
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  store i32 47, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %8
  store i8 0, ptr %9, align 1
  %10 = load i128, ptr %4, align 16
  %11 = icmp eq i128 %10, 0
  br i1 %11, label %12, label %17

12:                                               ; preds = %2
  %13 = load i32, ptr %6, align 4
  %14 = add nsw i32 %13, -1
  store i32 %14, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %15
  store i8 48, ptr %16, align 1
  br label %17

17:                                               ; preds = %12, %2
  br label %18

18:                                               ; preds = %21, %17
  %19 = load i128, ptr %4, align 16
  %20 = icmp ne i128 %19, 0
  br i1 %20, label %21, label %33

21:                                               ; preds = %18
  %22 = load i128, ptr %4, align 16
  %23 = urem i128 %22, 10
  %24 = trunc i128 %23 to i32
  %25 = add nsw i32 48, %24
  %26 = trunc i32 %25 to i8
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, -1
  store i32 %28, ptr %6, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %29
  store i8 %26, ptr %30, align 1
  %31 = load i128, ptr %4, align 16
  %32 = udiv i128 %31, 10
  store i128 %32, ptr %4, align 16
  br label %18, !llvm.loop !12

33:                                               ; preds = %18
  %34 = load ptr, ptr %3, align 8
  %35 = load i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %36
  %38 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %34, ptr noundef %37)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @factorial(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i128 1, ptr %3, align 16
  store i32 2, ptr %4, align 4
  br label %5

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %17

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = zext i32 %10 to i128
  %12 = load i128, ptr %3, align 16
  %13 = mul i128 %12, %11
  store i128 %13, ptr %3, align 16
  br label %14

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %4, align 4
  br label %5, !llvm.loop !13

17:                                               ; preds = %5
  %18 = load i128, ptr %3, align 16
  ret i128 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_i128(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca [64 x i8], align 1
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  %6 = load i128, ptr %4, align 16
  %7 = icmp slt i128 %6, 0
  br i1 %7, label %8, label %15

8:                                                ; preds = %2
  %9 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %3, align 8
  %11 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %9, i64 noundef 64, ptr noundef @.str.16, ptr noundef %10) #3
  %12 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  %13 = load i128, ptr %4, align 16
  %14 = sub i128 0, %13
  call void @print_u128(ptr noundef %12, i128 noundef %14)
  br label %18

15:                                               ; preds = %2
  %16 = load ptr, ptr %3, align 8
  %17 = load i128, ptr %4, align 16
  call void @print_u128(ptr noundef %16, i128 noundef %17)
  br label %18

18:                                               ; preds = %15, %8
  ret void
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @hi64(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = lshr i128 %3, 64
  %5 = trunc i128 %4 to i64
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lo64(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = trunc i128 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @powmod(i128 noundef %0, i128 noundef %1, i128 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  store i128 %0, ptr %4, align 16
  store i128 %1, ptr %5, align 16
  store i128 %2, ptr %6, align 16
  store i128 1, ptr %7, align 16
  %8 = load i128, ptr %6, align 16
  %9 = load i128, ptr %4, align 16
  %10 = urem i128 %9, %8
  store i128 %10, ptr %4, align 16
  br label %11

11:                                               ; preds = %23, %3
  %12 = load i128, ptr %5, align 16
  %13 = icmp ne i128 %12, 0
  br i1 %13, label %14, label %30

14:                                               ; preds = %11
  %15 = load i128, ptr %5, align 16
  %16 = and i128 %15, 1
  %17 = icmp ne i128 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %14
  %19 = load i128, ptr %7, align 16
  %20 = load i128, ptr %4, align 16
  %21 = load i128, ptr %6, align 16
  %22 = call i128 @mulmod(i128 noundef %19, i128 noundef %20, i128 noundef %21)
  store i128 %22, ptr %7, align 16
  br label %23

23:                                               ; preds = %18, %14
  %24 = load i128, ptr %4, align 16
  %25 = load i128, ptr %4, align 16
  %26 = load i128, ptr %6, align 16
  %27 = call i128 @mulmod(i128 noundef %24, i128 noundef %25, i128 noundef %26)
  store i128 %27, ptr %4, align 16
  %28 = load i128, ptr %5, align 16
  %29 = lshr i128 %28, 1
  store i128 %29, ptr %5, align 16
  br label %11, !llvm.loop !14

30:                                               ; preds = %11
  %31 = load i128, ptr %7, align 16
  ret i128 %31
}

; Function Attrs: nounwind
declare signext i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @mulmod(i128 noundef %0, i128 noundef %1, i128 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  store i128 %0, ptr %4, align 16
  store i128 %1, ptr %5, align 16
  store i128 %2, ptr %6, align 16
  %7 = load i128, ptr %4, align 16
  %8 = load i128, ptr %5, align 16
  %9 = mul i128 %7, %8
  %10 = load i128, ptr %6, align 16
  %11 = urem i128 %9, %10
  ret i128 %11
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }

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
!14 = distinct !{!14, !11}
