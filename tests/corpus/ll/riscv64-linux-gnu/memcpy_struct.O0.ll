; ModuleID = 'tests/programs/memcpy_struct.c'
source_filename = "tests/programs/memcpy_struct.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Blob3 = type { [3 x i8] }
%struct.Blob17 = type { [17 x i8] }
%struct.Blob64 = type { [8 x i64] }
%struct.Blob300 = type { [75 x i32] }
%struct.anon = type { i8, %struct.Blob17, i16 }

@__const.main.a3 = private unnamed_addr constant %struct.Blob3 { [3 x i8] c"\01\02\03" }, align 1
@.str = private unnamed_addr constant [24 x i8] c"copies: %u %u %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"unaligned loads: %08x %08x %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"after store: %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"after memmove: %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"after memset: %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"zero: %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"array copy %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"wrapped %c %u %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Blob3, align 1
  %3 = alloca %struct.Blob3, align 1
  %4 = alloca %struct.Blob17, align 1
  %5 = alloca %struct.Blob17, align 1
  %6 = alloca i32, align 4
  %7 = alloca %struct.Blob64, align 8
  %8 = alloca %struct.Blob64, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.Blob300, align 4
  %11 = alloca %struct.Blob300, align 4
  %12 = alloca [64 x i8], align 1
  %13 = alloca i32, align 4
  %14 = alloca %struct.Blob300, align 4
  %15 = alloca [100 x i32], align 4
  %16 = alloca [100 x i32], align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.anon, align 2
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.a3, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %2, i64 3, i1 false)
  %20 = getelementptr inbounds %struct.Blob3, ptr %3, i32 0, i32 0
  %21 = getelementptr inbounds [3 x i8], ptr %20, i64 0, i64 1
  store i8 9, ptr %21, align 1
  store i32 0, ptr %6, align 4
  br label %22

22:                                               ; preds = %33, %0
  %23 = load i32, ptr %6, align 4
  %24 = icmp slt i32 %23, 17
  br i1 %24, label %25, label %36

25:                                               ; preds = %22
  %26 = load i32, ptr %6, align 4
  %27 = mul nsw i32 %26, 13
  %28 = trunc i32 %27 to i8
  %29 = getelementptr inbounds %struct.Blob17, ptr %4, i32 0, i32 0
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [17 x i8], ptr %29, i64 0, i64 %31
  store i8 %28, ptr %32, align 1
  br label %33

33:                                               ; preds = %25
  %34 = load i32, ptr %6, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %6, align 4
  br label %22, !llvm.loop !10

36:                                               ; preds = %22
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %4, i64 17, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 64, i1 false)
  store i32 0, ptr %9, align 4
  br label %37

37:                                               ; preds = %48, %36
  %38 = load i32, ptr %9, align 4
  %39 = icmp slt i32 %38, 8
  br i1 %39, label %40, label %51

40:                                               ; preds = %37
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = mul i64 72340172838076673, %42
  %44 = getelementptr inbounds %struct.Blob64, ptr %7, i32 0, i32 0
  %45 = load i32, ptr %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [8 x i64], ptr %44, i64 0, i64 %46
  store i64 %43, ptr %47, align 8
  br label %48

48:                                               ; preds = %40
  %49 = load i32, ptr %9, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %9, align 4
  br label %37, !llvm.loop !12

51:                                               ; preds = %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %7, i64 64, i1 false)
  call void @make300(ptr dead_on_unwind writable sret(%struct.Blob300) align 4 %10, i32 noundef signext 7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %10, i64 300, i1 false)
  %52 = getelementptr inbounds %struct.Blob300, ptr %11, i32 0, i32 0
  %53 = getelementptr inbounds [75 x i32], ptr %52, i64 0, i64 74
  store i32 0, ptr %53, align 4
  %54 = call signext i32 @sum_bytes(ptr noundef %3, i64 noundef 3)
  %55 = call signext i32 @sum_bytes(ptr noundef %5, i64 noundef 17)
  %56 = call signext i32 @sum_bytes(ptr noundef %8, i64 noundef 64)
  %57 = call signext i32 @sum_bytes(ptr noundef %10, i64 noundef 300)
  %58 = call signext i32 @sum_bytes(ptr noundef %11, i64 noundef 300)
  %59 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %54, i32 noundef signext %55, i32 noundef signext %56, i32 noundef signext %57, i32 noundef signext %58)
  store i32 0, ptr %13, align 4
  br label %60

60:                                               ; preds = %71, %51
  %61 = load i32, ptr %13, align 4
  %62 = icmp slt i32 %61, 64
  br i1 %62, label %63, label %74

63:                                               ; preds = %60
  %64 = load i32, ptr %13, align 4
  %65 = mul nsw i32 %64, 7
  %66 = add nsw i32 %65, 1
  %67 = trunc i32 %66 to i8
  %68 = load i32, ptr %13, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 %69
  store i8 %67, ptr %70, align 1
  br label %71

71:                                               ; preds = %63
  %72 = load i32, ptr %13, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %13, align 4
  br label %60, !llvm.loop !13

74:                                               ; preds = %60
  %75 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %76 = getelementptr inbounds i8, ptr %75, i64 1
  %77 = call signext i32 @load32_unaligned(ptr noundef %76)
  %78 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %79 = getelementptr inbounds i8, ptr %78, i64 3
  %80 = call signext i32 @load32_unaligned(ptr noundef %79)
  %81 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %82 = getelementptr inbounds i8, ptr %81, i64 61
  %83 = getelementptr inbounds i8, ptr %82, i64 -4
  %84 = call signext i32 @load32_unaligned(ptr noundef %83)
  %85 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %77, i32 noundef signext %80, i32 noundef signext %84)
  %86 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %87 = getelementptr inbounds i8, ptr %86, i64 5
  call void @store64_unaligned(ptr noundef %87, i64 noundef 1234605616436508552)
  %88 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %89 = call signext i32 @sum_bytes(ptr noundef %88, i64 noundef 64)
  %90 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %89)
  %91 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %92 = getelementptr inbounds i8, ptr %91, i64 10
  %93 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %94 = getelementptr inbounds i8, ptr %93, i64 3
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %92, ptr align 1 %94, i64 40, i1 false)
  %95 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %96 = call signext i32 @sum_bytes(ptr noundef %95, i64 noundef 64)
  %97 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %96)
  %98 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %98, i8 -85, i64 33, i1 false)
  %99 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  %100 = call signext i32 @sum_bytes(ptr noundef %99, i64 noundef 64)
  %101 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %100)
  call void @llvm.memset.p0.i64(ptr align 4 %14, i8 0, i64 300, i1 false)
  %102 = call signext i32 @sum_bytes(ptr noundef %14, i64 noundef 300)
  %103 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %102)
  call void @llvm.memset.p0.i64(ptr align 4 %15, i8 0, i64 400, i1 false)
  %104 = getelementptr inbounds <{ i32, i32, i32, [97 x i32] }>, ptr %15, i32 0, i32 0
  store i32 1, ptr %104, align 4
  %105 = getelementptr inbounds <{ i32, i32, i32, [97 x i32] }>, ptr %15, i32 0, i32 1
  store i32 2, ptr %105, align 4
  %106 = getelementptr inbounds <{ i32, i32, i32, [97 x i32] }>, ptr %15, i32 0, i32 2
  store i32 3, ptr %106, align 4
  %107 = getelementptr inbounds [100 x i32], ptr %16, i64 0, i64 0
  %108 = getelementptr inbounds [100 x i32], ptr %15, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %107, ptr align 4 %108, i64 400, i1 false)
  %109 = getelementptr inbounds [100 x i32], ptr %16, i64 0, i64 99
  store i32 5, ptr %109, align 4
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %110

110:                                              ; preds = %123, %74
  %111 = load i32, ptr %18, align 4
  %112 = icmp slt i32 %111, 100
  br i1 %112, label %113, label %126

113:                                              ; preds = %110
  %114 = load i32, ptr %18, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [100 x i32], ptr %16, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4
  %118 = load i32, ptr %18, align 4
  %119 = add nsw i32 %118, 1
  %120 = mul nsw i32 %117, %119
  %121 = load i32, ptr %17, align 4
  %122 = add nsw i32 %121, %120
  store i32 %122, ptr %17, align 4
  br label %123

123:                                              ; preds = %113
  %124 = load i32, ptr %18, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %18, align 4
  br label %110, !llvm.loop !14

126:                                              ; preds = %110
  %127 = load i32, ptr %17, align 4
  %128 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %127)
  %129 = getelementptr inbounds %struct.anon, ptr %19, i32 0, i32 0
  store i8 119, ptr %129, align 2
  %130 = getelementptr inbounds %struct.anon, ptr %19, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %130, ptr align 1 %4, i64 17, i1 false)
  %131 = getelementptr inbounds %struct.anon, ptr %19, i32 0, i32 2
  store i16 -2, ptr %131, align 2
  %132 = getelementptr inbounds %struct.anon, ptr %19, i32 0, i32 0
  %133 = load i8, ptr %132, align 2
  %134 = zext i8 %133 to i32
  %135 = getelementptr inbounds %struct.anon, ptr %19, i32 0, i32 1
  %136 = call signext i32 @sum_bytes(ptr noundef %135, i64 noundef 17)
  %137 = getelementptr inbounds %struct.anon, ptr %19, i32 0, i32 2
  %138 = load i16, ptr %137, align 2
  %139 = sext i16 %138 to i32
  %140 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %134, i32 noundef signext %136, i32 noundef signext %139)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make300(ptr dead_on_unwind noalias writable sret(%struct.Blob300) align 4 %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %21, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 75
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %10, %11
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %5, align 4
  %15 = mul nsw i32 %13, %14
  %16 = sub nsw i32 %12, %15
  %17 = getelementptr inbounds %struct.Blob300, ptr %0, i32 0, i32 0
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [75 x i32], ptr %17, i64 0, i64 %19
  store i32 %16, ptr %20, align 4
  br label %21

21:                                               ; preds = %9
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %6, !llvm.loop !15

24:                                               ; preds = %6
  ret void
}

declare signext i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @sum_bytes(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i64 0, ptr %7, align 8
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i64, ptr %7, align 8
  %11 = load i64, ptr %4, align 8
  %12 = icmp ult i64 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4
  %15 = mul i32 %14, 31
  %16 = load ptr, ptr %5, align 8
  %17 = load i64, ptr %7, align 8
  %18 = getelementptr inbounds i8, ptr %16, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %15, %20
  store i32 %21, ptr %6, align 4
  br label %22

22:                                               ; preds = %13
  %23 = load i64, ptr %7, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %7, align 8
  br label %9, !llvm.loop !16

25:                                               ; preds = %9
  %26 = load i32, ptr %6, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @load32_unaligned(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 1 %4, i64 4, i1 false)
  %5 = load i32, ptr %3, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @store64_unaligned(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 8 %4, i64 8, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

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
