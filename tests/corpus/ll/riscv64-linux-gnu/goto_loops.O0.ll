; ModuleID = 'tests/programs/goto_loops.c'
source_filename = "tests/programs/goto_loops.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"irreducible(%d) = %d %d\0A\00", align 1
@__const.main.v = private unnamed_addr constant [8 x i32] [i32 5, i32 17, i32 -3, i32 8, i32 22, i32 0, i32 40, i32 11], align 4
@.str.1 = private unnamed_addr constant [22 x i8] c"find_pair %d (%d,%d)\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"find_pair missing %d\0A\00", align 1
@__const.main.w1 = private unnamed_addr constant [5 x i32] [i32 1, i32 0, i32 2, i32 0, i32 3], align 4
@__const.main.w2 = private unnamed_addr constant [4 x i32] [i32 10, i32 20, i32 -1, i32 30], align 4
@__const.main.w3 = private unnamed_addr constant [3 x i32] [i32 500, i32 400, i32 300], align 4
@.str.3 = private unnamed_addr constant [21 x i8] c"multi_exit %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"digits %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"nested_continue %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"goto loop %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [8 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [5 x i32], align 4
  %8 = alloca [4 x i32], align 4
  %9 = alloca [3 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 10, ptr %2, align 4
  br label %12

12:                                               ; preds = %22, %0
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %13, 60
  br i1 %14, label %15, label %25

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4
  %17 = load i32, ptr %2, align 4
  %18 = call signext i32 @irreducible(i32 noundef signext %17, i32 noundef signext 0)
  %19 = load i32, ptr %2, align 4
  %20 = call signext i32 @irreducible(i32 noundef signext %19, i32 noundef signext 1)
  %21 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %16, i32 noundef signext %18, i32 noundef signext %20)
  br label %22

22:                                               ; preds = %15
  %23 = load i32, ptr %2, align 4
  %24 = add nsw i32 %23, 13
  store i32 %24, ptr %2, align 4
  br label %12, !llvm.loop !10

25:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.v, i64 32, i1 false)
  store i32 -1, ptr %4, align 4
  store i32 -1, ptr %5, align 4
  %26 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 0
  %27 = call signext i32 @find_pair(ptr noundef %26, i32 noundef signext 8, i32 noundef signext 30, ptr noundef %4, ptr noundef %5)
  store i32 %27, ptr %6, align 4
  %28 = load i32, ptr %6, align 4
  %29 = load i32, ptr %4, align 4
  %30 = load i32, ptr %5, align 4
  %31 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %28, i32 noundef signext %29, i32 noundef signext %30)
  %32 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 0
  %33 = call signext i32 @find_pair(ptr noundef %32, i32 noundef signext 8, i32 noundef signext 1000, ptr noundef %4, ptr noundef %5)
  store i32 %33, ptr %6, align 4
  %34 = load i32, ptr %6, align 4
  %35 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %34)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.w1, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.w2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.main.w3, i64 12, i1 false)
  %36 = getelementptr inbounds [5 x i32], ptr %7, i64 0, i64 0
  %37 = call signext i32 @multi_exit(ptr noundef %36, i32 noundef signext 5)
  %38 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 0
  %39 = call signext i32 @multi_exit(ptr noundef %38, i32 noundef signext 4)
  %40 = getelementptr inbounds [3 x i32], ptr %9, i64 0, i64 0
  %41 = call signext i32 @multi_exit(ptr noundef %40, i32 noundef signext 3)
  %42 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %37, i32 noundef signext %39, i32 noundef signext %41)
  %43 = call signext i32 @do_while_digits(i32 noundef signext 0)
  %44 = call signext i32 @do_while_digits(i32 noundef signext 9)
  %45 = call signext i32 @do_while_digits(i32 noundef signext -1)
  %46 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %43, i32 noundef signext %44, i32 noundef signext %45)
  %47 = call signext i32 @nested_continue()
  %48 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %47)
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %49

49:                                               ; preds = %52, %25
  %50 = load i32, ptr %11, align 4
  %51 = icmp slt i32 %50, 10
  br i1 %51, label %52, label %60

52:                                               ; preds = %49
  %53 = load i32, ptr %11, align 4
  %54 = load i32, ptr %11, align 4
  %55 = mul nsw i32 %53, %54
  %56 = load i32, ptr %10, align 4
  %57 = add nsw i32 %56, %55
  store i32 %57, ptr %10, align 4
  %58 = load i32, ptr %11, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %11, align 4
  br label %49

60:                                               ; preds = %49
  %61 = load i32, ptr %10, align 4
  %62 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %61)
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @irreducible(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  br label %24

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %42, %34, %11
  %13 = load i32, ptr %5, align 4
  %14 = add nsw i32 %13, 3
  store i32 %14, ptr %5, align 4
  %15 = load i32, ptr %7, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %7, align 4
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %3, align 4
  %21 = icmp sgt i32 %19, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %12
  br label %43

23:                                               ; preds = %12
  br label %24

24:                                               ; preds = %23, %10
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 5
  store i32 %26, ptr %6, align 4
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  %29 = load i32, ptr %5, align 4
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %29, %30
  %32 = srem i32 %31, 7
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %24
  br label %12

35:                                               ; preds = %24
  %36 = load i32, ptr %5, align 4
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %36, %37
  %39 = load i32, ptr %3, align 4
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %35
  br label %43

42:                                               ; preds = %35
  br label %12

43:                                               ; preds = %41, %22
  %44 = load i32, ptr %5, align 4
  %45 = mul nsw i32 %44, 1000
  %46 = load i32, ptr %6, align 4
  %47 = mul nsw i32 %46, 10
  %48 = add nsw i32 %45, %47
  %49 = load i32, ptr %7, align 4
  %50 = srem i32 %49, 10
  %51 = add nsw i32 %48, %50
  ret i32 %51
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @find_pair(ptr noundef %0, i32 noundef signext %1, i32 noundef signext %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %14

14:                                               ; preds = %49, %5
  %15 = load i32, ptr %12, align 4
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %52

18:                                               ; preds = %14
  %19 = load i32, ptr %12, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %13, align 4
  br label %21

21:                                               ; preds = %45, %18
  %22 = load i32, ptr %13, align 4
  %23 = load i32, ptr %8, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %48

25:                                               ; preds = %21
  %26 = load ptr, ptr %7, align 8
  %27 = load i32, ptr %12, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = load ptr, ptr %7, align 8
  %32 = load i32, ptr %13, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %31, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = add nsw i32 %30, %35
  %37 = load i32, ptr %9, align 4
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %25
  %40 = load i32, ptr %12, align 4
  %41 = load ptr, ptr %10, align 8
  store i32 %40, ptr %41, align 4
  %42 = load i32, ptr %13, align 4
  %43 = load ptr, ptr %11, align 8
  store i32 %42, ptr %43, align 4
  br label %53

44:                                               ; preds = %25
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %13, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %13, align 4
  br label %21, !llvm.loop !12

48:                                               ; preds = %21
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %12, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %12, align 4
  br label %14, !llvm.loop !13

52:                                               ; preds = %14
  store i32 0, ptr %6, align 4
  br label %54

53:                                               ; preds = %39
  store i32 1, ptr %6, align 4
  br label %54

54:                                               ; preds = %53, %52
  %55 = load i32, ptr %6, align 4
  ret i32 %55
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @multi_exit(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %2, %29, %45
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp sge i32 %9, %10
  br i1 %11, label %12, label %14

12:                                               ; preds = %8
  %13 = load i32, ptr %7, align 4
  store i32 %13, ptr %3, align 4
  br label %53

14:                                               ; preds = %8
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = icmp slt i32 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %14
  br label %48

22:                                               ; preds = %14
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %32

29:                                               ; preds = %22
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4
  br label %8

32:                                               ; preds = %22
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %6, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %33, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = load i32, ptr %7, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %7, align 4
  %40 = load i32, ptr %7, align 4
  %41 = icmp sgt i32 %40, 1000
  br i1 %41, label %42, label %45

42:                                               ; preds = %32
  %43 = load i32, ptr %7, align 4
  %44 = sub nsw i32 0, %43
  store i32 %44, ptr %3, align 4
  br label %53

45:                                               ; preds = %32
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %6, align 4
  br label %8

48:                                               ; preds = %21
  %49 = load i32, ptr %7, align 4
  %50 = mul nsw i32 %49, 100
  %51 = load i32, ptr %6, align 4
  %52 = add nsw i32 %50, %51
  store i32 %52, ptr %3, align 4
  br label %53

53:                                               ; preds = %48, %42, %12
  %54 = load i32, ptr %3, align 4
  ret i32 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @do_while_digits(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %9, %1
  %5 = load i32, ptr %3, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %3, align 4
  %7 = load i32, ptr %2, align 4
  %8 = udiv i32 %7, 10
  store i32 %8, ptr %2, align 4
  br label %9

9:                                                ; preds = %4
  %10 = load i32, ptr %2, align 4
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %4, label %12, !llvm.loop !14

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @nested_continue() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %4

4:                                                ; preds = %41, %0
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %35, %4
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 20
  br i1 %7, label %8, label %38

8:                                                ; preds = %5
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %30, %8
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 20
  br i1 %11, label %12, label %33

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  %14 = load i32, ptr %2, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %12
  br label %34

17:                                               ; preds = %12
  %18 = load i32, ptr %2, align 4
  %19 = load i32, ptr %3, align 4
  %20 = mul nsw i32 %18, %19
  %21 = srem i32 %20, 5
  %22 = icmp eq i32 %21, 4
  br i1 %22, label %23, label %24

23:                                               ; preds = %17
  br label %30

24:                                               ; preds = %17
  %25 = load i32, ptr %2, align 4
  %26 = load i32, ptr %3, align 4
  %27 = xor i32 %25, %26
  %28 = load i32, ptr %1, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %1, align 4
  br label %30

30:                                               ; preds = %24, %23
  %31 = load i32, ptr %3, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %3, align 4
  br label %9, !llvm.loop !15

33:                                               ; preds = %9
  br label %34

34:                                               ; preds = %33, %16
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %2, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %2, align 4
  br label %5, !llvm.loop !16

38:                                               ; preds = %5
  %39 = load i32, ptr %1, align 4
  %40 = icmp slt i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %38
  br label %4

42:                                               ; preds = %38
  %43 = load i32, ptr %1, align 4
  ret i32 %43
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
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
