; ModuleID = 'tests/run/riscv64/threads_atomics.c'
source_filename = "tests/run/riscv64/threads_atomics.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"c8 %u s16 %d i32 %d\0A\00", align 1
@c8 = internal global i8 0, align 1
@s16 = internal global i16 0, align 2
@i32 = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [9 x i8] c"i64 %lx\0A\00", align 1
@i64 = internal global i64 0, align 8
@.str.2 = private unnamed_addr constant [13 x i8] c"mx %d mn %d\0A\00", align 1
@mx = internal global i32 -1000, align 4
@mn = internal global i32 1000, align 4
@.str.3 = private unnamed_addr constant [18 x i8] c"cas %ld cas16 %u\0A\00", align 1
@cas_total = internal global i64 0, align 8
@cas16 = internal global i16 0, align 2
@.str.4 = private unnamed_addr constant [15 x i8] c"xchg %u %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i16, align 2
  %9 = alloca i16, align 2
  %10 = alloca i16, align 2
  %11 = alloca i16, align 2
  store i32 0, ptr %1, align 4
  store i64 0, ptr %3, align 8
  br label %12

12:                                               ; preds = %21, %0
  %13 = load i64, ptr %3, align 8
  %14 = icmp slt i64 %13, 4
  br i1 %14, label %15, label %24

15:                                               ; preds = %12
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %16
  %18 = load i64, ptr %3, align 8
  %19 = inttoptr i64 %18 to ptr
  %20 = call signext i32 @pthread_create(ptr noundef %17, ptr noundef null, ptr noundef @work, ptr noundef %19) #3
  br label %21

21:                                               ; preds = %15
  %22 = load i64, ptr %3, align 8
  %23 = add nsw i64 %22, 1
  store i64 %23, ptr %3, align 8
  br label %12, !llvm.loop !10

24:                                               ; preds = %12
  store i32 0, ptr %4, align 4
  br label %25

25:                                               ; preds = %34, %24
  %26 = load i32, ptr %4, align 4
  %27 = icmp slt i32 %26, 4
  br i1 %27, label %28, label %37

28:                                               ; preds = %25
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8
  %33 = call signext i32 @pthread_join(i64 noundef %32, ptr noundef null)
  br label %34

34:                                               ; preds = %28
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %4, align 4
  br label %25, !llvm.loop !12

37:                                               ; preds = %25
  %38 = load atomic i8, ptr @c8 seq_cst, align 1
  %39 = zext i8 %38 to i32
  %40 = load atomic i16, ptr @s16 seq_cst, align 2
  %41 = sext i16 %40 to i32
  %42 = load atomic i32, ptr @i32 seq_cst, align 4
  %43 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %39, i32 noundef signext %41, i32 noundef signext %42)
  %44 = load atomic i64, ptr @i64 seq_cst, align 8
  %45 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %44)
  %46 = load atomic i32, ptr @mx seq_cst, align 4
  %47 = load atomic i32, ptr @mn seq_cst, align 4
  %48 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %46, i32 noundef signext %47)
  %49 = load atomic i64, ptr @cas_total seq_cst, align 8
  %50 = load atomic i16, ptr @cas16 seq_cst, align 2
  %51 = zext i16 %50 to i32
  %52 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %49, i32 noundef signext %51)
  store i8 -56, ptr %6, align 1
  %53 = load i8, ptr %6, align 1
  %54 = atomicrmw xchg ptr @c8, i8 %53 seq_cst, align 1
  store i8 %54, ptr %7, align 1
  %55 = load i8, ptr %7, align 1
  store i8 %55, ptr %5, align 1
  store i16 256, ptr %9, align 2
  %56 = load i16, ptr %9, align 2
  %57 = atomicrmw or ptr @s16, i16 %56 seq_cst, align 2
  store i16 %57, ptr %10, align 2
  %58 = load i16, ptr %10, align 2
  store i16 %58, ptr %8, align 2
  %59 = load i8, ptr %5, align 1
  %60 = zext i8 %59 to i32
  %61 = load i16, ptr %8, align 2
  %62 = sext i16 %61 to i32
  %63 = load atomic i16, ptr @s16 seq_cst, align 2
  store i16 %63, ptr %11, align 2
  %64 = load i16, ptr %11, align 2
  %65 = sext i16 %64 to i32
  %66 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %60, i32 noundef signext %62, i32 noundef signext %65)
  ret i32 0
}

; Function Attrs: nounwind
declare signext i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @work(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i8, align 1
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i8, align 1
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i8, align 1
  %27 = alloca i16, align 2
  %28 = alloca i16, align 2
  %29 = alloca i16, align 2
  %30 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %31 = load ptr, ptr %2, align 8
  %32 = ptrtoint ptr %31 to i64
  store i64 %32, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %33

33:                                               ; preds = %149, %1
  %34 = load i32, ptr %4, align 4
  %35 = icmp slt i32 %34, 2000
  br i1 %35, label %36, label %152

36:                                               ; preds = %33
  store i8 1, ptr %5, align 1
  %37 = load i8, ptr %5, align 1
  %38 = atomicrmw add ptr @c8, i8 %37 seq_cst, align 1
  store i8 %38, ptr %6, align 1
  %39 = load i8, ptr %6, align 1
  store i16 2, ptr %7, align 2
  %40 = load i16, ptr %7, align 2
  %41 = atomicrmw sub ptr @s16, i16 %40 monotonic, align 2
  store i16 %41, ptr %8, align 2
  %42 = load i16, ptr %8, align 2
  store i32 3, ptr %9, align 4
  %43 = load i32, ptr %9, align 4
  %44 = atomicrmw add ptr @i32, i32 %43 acq_rel, align 4
  store i32 %44, ptr %10, align 4
  %45 = load i32, ptr %10, align 4
  %46 = load i32, ptr %4, align 4
  %47 = sext i32 %46 to i64
  %48 = shl i64 %47, 20
  store i64 %48, ptr %11, align 8
  %49 = load i64, ptr %11, align 8
  %50 = atomicrmw xor ptr @i64, i64 %49 seq_cst, align 8
  store i64 %50, ptr %12, align 8
  %51 = load i64, ptr %12, align 8
  store i64 1, ptr %13, align 8
  %52 = load i64, ptr %13, align 8
  %53 = atomicrmw add ptr @i64, i64 %52 seq_cst, align 8
  store i64 %53, ptr %14, align 8
  %54 = load i64, ptr %14, align 8
  %55 = load i64, ptr %3, align 8
  %56 = mul nsw i64 %55, 1000
  %57 = load i32, ptr %4, align 4
  %58 = srem i32 %57, 97
  %59 = sext i32 %58 to i64
  %60 = add nsw i64 %56, %59
  %61 = trunc i64 %60 to i32
  %62 = sub nsw i32 %61, 500
  store i32 %62, ptr %15, align 4
  %63 = load atomic i32, ptr @mx seq_cst, align 4
  store i32 %63, ptr %17, align 4
  %64 = load i32, ptr %17, align 4
  store i32 %64, ptr %16, align 4
  br label %65

65:                                               ; preds = %84, %36
  %66 = load i32, ptr %15, align 4
  %67 = load i32, ptr %16, align 4
  %68 = icmp sgt i32 %66, %67
  br i1 %68, label %69, label %82

69:                                               ; preds = %65
  %70 = load i32, ptr %15, align 4
  store i32 %70, ptr %18, align 4
  %71 = load i32, ptr %16, align 4
  %72 = load i32, ptr %18, align 4
  %73 = cmpxchg weak ptr @mx, i32 %71, i32 %72 seq_cst seq_cst, align 4
  %74 = extractvalue { i32, i1 } %73, 0
  %75 = extractvalue { i32, i1 } %73, 1
  br i1 %75, label %77, label %76

76:                                               ; preds = %69
  store i32 %74, ptr %16, align 4
  br label %77

77:                                               ; preds = %76, %69
  %78 = zext i1 %75 to i8
  store i8 %78, ptr %19, align 1
  %79 = load i8, ptr %19, align 1
  %80 = trunc i8 %79 to i1
  %81 = xor i1 %80, true
  br label %82

82:                                               ; preds = %77, %65
  %83 = phi i1 [ false, %65 ], [ %81, %77 ]
  br i1 %83, label %84, label %85

84:                                               ; preds = %82
  br label %65, !llvm.loop !13

85:                                               ; preds = %82
  %86 = load atomic i32, ptr @mn seq_cst, align 4
  store i32 %86, ptr %20, align 4
  %87 = load i32, ptr %20, align 4
  store i32 %87, ptr %16, align 4
  br label %88

88:                                               ; preds = %107, %85
  %89 = load i32, ptr %15, align 4
  %90 = load i32, ptr %16, align 4
  %91 = icmp slt i32 %89, %90
  br i1 %91, label %92, label %105

92:                                               ; preds = %88
  %93 = load i32, ptr %15, align 4
  store i32 %93, ptr %21, align 4
  %94 = load i32, ptr %16, align 4
  %95 = load i32, ptr %21, align 4
  %96 = cmpxchg ptr @mn, i32 %94, i32 %95 seq_cst seq_cst, align 4
  %97 = extractvalue { i32, i1 } %96, 0
  %98 = extractvalue { i32, i1 } %96, 1
  br i1 %98, label %100, label %99

99:                                               ; preds = %92
  store i32 %97, ptr %16, align 4
  br label %100

100:                                              ; preds = %99, %92
  %101 = zext i1 %98 to i8
  store i8 %101, ptr %22, align 1
  %102 = load i8, ptr %22, align 1
  %103 = trunc i8 %102 to i1
  %104 = xor i1 %103, true
  br label %105

105:                                              ; preds = %100, %88
  %106 = phi i1 [ false, %88 ], [ %104, %100 ]
  br i1 %106, label %107, label %108

107:                                              ; preds = %105
  br label %88, !llvm.loop !14

108:                                              ; preds = %105
  %109 = load atomic i64, ptr @cas_total monotonic, align 8
  store i64 %109, ptr %24, align 8
  %110 = load i64, ptr %24, align 8
  store i64 %110, ptr %23, align 8
  br label %111

111:                                              ; preds = %127, %108
  %112 = load i64, ptr %23, align 8
  %113 = load i32, ptr %4, align 4
  %114 = sext i32 %113 to i64
  %115 = add nsw i64 %112, %114
  store i64 %115, ptr %25, align 8
  %116 = load i64, ptr %23, align 8
  %117 = load i64, ptr %25, align 8
  %118 = cmpxchg weak ptr @cas_total, i64 %116, i64 %117 seq_cst monotonic, align 8
  %119 = extractvalue { i64, i1 } %118, 0
  %120 = extractvalue { i64, i1 } %118, 1
  br i1 %120, label %122, label %121

121:                                              ; preds = %111
  store i64 %119, ptr %23, align 8
  br label %122

122:                                              ; preds = %121, %111
  %123 = zext i1 %120 to i8
  store i8 %123, ptr %26, align 1
  %124 = load i8, ptr %26, align 1
  %125 = trunc i8 %124 to i1
  %126 = xor i1 %125, true
  br i1 %126, label %127, label %128

127:                                              ; preds = %122
  br label %111, !llvm.loop !15

128:                                              ; preds = %122
  %129 = load atomic i16, ptr @cas16 seq_cst, align 2
  store i16 %129, ptr %28, align 2
  %130 = load i16, ptr %28, align 2
  store i16 %130, ptr %27, align 2
  br label %131

131:                                              ; preds = %147, %128
  %132 = load i16, ptr %27, align 2
  %133 = zext i16 %132 to i32
  %134 = add nsw i32 %133, 7
  %135 = trunc i32 %134 to i16
  store i16 %135, ptr %29, align 2
  %136 = load i16, ptr %27, align 2
  %137 = load i16, ptr %29, align 2
  %138 = cmpxchg weak ptr @cas16, i16 %136, i16 %137 seq_cst seq_cst, align 2
  %139 = extractvalue { i16, i1 } %138, 0
  %140 = extractvalue { i16, i1 } %138, 1
  br i1 %140, label %142, label %141

141:                                              ; preds = %131
  store i16 %139, ptr %27, align 2
  br label %142

142:                                              ; preds = %141, %131
  %143 = zext i1 %140 to i8
  store i8 %143, ptr %30, align 1
  %144 = load i8, ptr %30, align 1
  %145 = trunc i8 %144 to i1
  %146 = xor i1 %145, true
  br i1 %146, label %147, label %148

147:                                              ; preds = %142
  br label %131, !llvm.loop !16

148:                                              ; preds = %142
  fence seq_cst
  br label %149

149:                                              ; preds = %148
  %150 = load i32, ptr %4, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %4, align 4
  br label %33, !llvm.loop !17

152:                                              ; preds = %33
  ret ptr null
}

declare signext i32 @pthread_join(i64 noundef, ptr noundef) #2

declare signext i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
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
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
