; ModuleID = 'tests/programs/overflow.c'
source_filename = "tests/programs/overflow.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"add: %d \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"r=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"sub: %d \00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"%d r=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"mul ll: %d \00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"%d ll=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"uadd: %d \00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"usub: %d \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"u=%u\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"u8: %d \00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"%d b8=%u \00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"s8 mul: %d \00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"s16 sub: %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"mixed: %d \00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"ll=%lld \00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"typed: %d \00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"sat: %d %d %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [19 x i8] c"satmul: %llu %llu\0A\00", align 1
@.str.20 = private unnamed_addr constant [13 x i8] c"%d! %s %lld\0A\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c"=\00", align 1
@.str.22 = private unnamed_addr constant [10 x i8] c"overflows\00", align 1
@.str.23 = private unnamed_addr constant [14 x i8] c"i128 mul: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i16, align 2
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  %14 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %15 = extractvalue { i32, i1 } %14, 1
  %16 = extractvalue { i32, i1 } %14, 0
  store i32 %16, ptr %2, align 4
  %17 = zext i1 %15 to i32
  %18 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %17)
  %19 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 100, i32 200)
  %20 = extractvalue { i32, i1 } %19, 1
  %21 = extractvalue { i32, i1 } %19, 0
  store i32 %21, ptr %2, align 4
  %22 = zext i1 %20 to i32
  %23 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %22)
  %24 = load i32, ptr %2, align 4
  %25 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %24)
  %26 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 -2147483648, i32 1)
  %27 = extractvalue { i32, i1 } %26, 1
  %28 = extractvalue { i32, i1 } %26, 0
  store i32 %28, ptr %2, align 4
  %29 = zext i1 %27 to i32
  %30 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %29)
  %31 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 -5, i32 10)
  %32 = extractvalue { i32, i1 } %31, 1
  %33 = extractvalue { i32, i1 } %31, 0
  store i32 %33, ptr %2, align 4
  %34 = zext i1 %32 to i32
  store i32 %34, ptr %3, align 4
  %35 = load i32, ptr %3, align 4
  %36 = load i32, ptr %2, align 4
  %37 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %35, i32 noundef signext %36)
  %38 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 3037000500, i64 3037000500)
  %39 = extractvalue { i64, i1 } %38, 1
  %40 = extractvalue { i64, i1 } %38, 0
  store i64 %40, ptr %4, align 8
  %41 = zext i1 %39 to i32
  %42 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %41)
  %43 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 3037000499, i64 3037000499)
  %44 = extractvalue { i64, i1 } %43, 1
  %45 = extractvalue { i64, i1 } %43, 0
  store i64 %45, ptr %4, align 8
  %46 = zext i1 %44 to i32
  store i32 %46, ptr %3, align 4
  %47 = load i32, ptr %3, align 4
  %48 = load i64, ptr %4, align 8
  %49 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %47, i64 noundef %48)
  %50 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -1, i32 1)
  %51 = extractvalue { i32, i1 } %50, 1
  %52 = extractvalue { i32, i1 } %50, 0
  store i32 %52, ptr %5, align 4
  %53 = zext i1 %51 to i32
  %54 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %53)
  %55 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 0, i32 1)
  %56 = extractvalue { i32, i1 } %55, 1
  %57 = extractvalue { i32, i1 } %55, 0
  store i32 %57, ptr %5, align 4
  %58 = zext i1 %56 to i32
  %59 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %58)
  %60 = load i32, ptr %5, align 4
  %61 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef signext %60)
  %62 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 -56, i8 56)
  %63 = extractvalue { i8, i1 } %62, 1
  %64 = extractvalue { i8, i1 } %62, 0
  store i8 %64, ptr %6, align 1
  %65 = zext i1 %63 to i32
  %66 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %65)
  %67 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 -56, i8 55)
  %68 = extractvalue { i8, i1 } %67, 1
  %69 = extractvalue { i8, i1 } %67, 0
  store i8 %69, ptr %6, align 1
  %70 = zext i1 %68 to i32
  store i32 %70, ptr %3, align 4
  %71 = load i32, ptr %3, align 4
  %72 = load i8, ptr %6, align 1
  %73 = zext i8 %72 to i32
  %74 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef signext %71, i32 noundef signext %73)
  %75 = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 16, i8 8)
  %76 = extractvalue { i8, i1 } %75, 1
  %77 = extractvalue { i8, i1 } %75, 0
  store i8 %77, ptr %7, align 1
  %78 = zext i1 %76 to i32
  %79 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %78)
  %80 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 -32000, i16 1000)
  %81 = extractvalue { i16, i1 } %80, 1
  %82 = extractvalue { i16, i1 } %80, 0
  store i16 %82, ptr %8, align 2
  %83 = zext i1 %81 to i32
  %84 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef signext %83)
  %85 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 2147483647, i64 2147483647)
  %86 = extractvalue { i64, i1 } %85, 1
  %87 = extractvalue { i64, i1 } %85, 0
  store i64 %87, ptr %4, align 8
  %88 = zext i1 %86 to i32
  %89 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef signext %88)
  %90 = load i64, ptr %4, align 8
  %91 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %90)
  %92 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 1, i32 1)
  %93 = extractvalue { i32, i1 } %92, 1
  %94 = extractvalue { i32, i1 } %92, 0
  %95 = icmp ne i32 %94, 0
  %96 = and i1 true, %95
  %97 = or i1 %93, %96
  %98 = sub i32 0, %94
  %99 = select i1 true, i32 %98, i32 %94
  store i32 %99, ptr %5, align 4
  %100 = zext i1 %97 to i32
  %101 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef signext %100)
  %102 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 1073741824, i32 1073741824)
  %103 = extractvalue { i32, i1 } %102, 1
  %104 = extractvalue { i32, i1 } %102, 0
  store i32 %104, ptr %2, align 4
  %105 = zext i1 %103 to i32
  %106 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef signext %105)
  %107 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 4611686018427387904, i64 4)
  %108 = extractvalue { i64, i1 } %107, 1
  %109 = extractvalue { i64, i1 } %107, 0
  store i64 %109, ptr %9, align 8
  %110 = zext i1 %108 to i32
  %111 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %110)
  %112 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -4611686018427387904, i64 2)
  %113 = extractvalue { i64, i1 } %112, 1
  %114 = extractvalue { i64, i1 } %112, 0
  store i64 %114, ptr %4, align 8
  %115 = zext i1 %113 to i32
  %116 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef signext %115)
  %117 = call signext i32 @sat_add32(i32 noundef signext 2000000000, i32 noundef signext 2000000000)
  %118 = call signext i32 @sat_add32(i32 noundef signext -2000000000, i32 noundef signext -2000000000)
  %119 = call signext i32 @sat_add32(i32 noundef signext 5, i32 noundef signext -7)
  %120 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef signext %117, i32 noundef signext %118, i32 noundef signext %119)
  %121 = call i64 @sat_mul_u64(i64 noundef 1099511627776, i64 noundef 8388608)
  %122 = call i64 @sat_mul_u64(i64 noundef 1099511627776, i64 noundef 16777216)
  %123 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %121, i64 noundef %122)
  store i32 18, ptr %10, align 4
  br label %124

124:                                              ; preds = %143, %0
  %125 = load i32, ptr %10, align 4
  %126 = icmp sle i32 %125, 22
  br i1 %126, label %127, label %146

127:                                              ; preds = %124
  store i64 0, ptr %11, align 8
  %128 = load i32, ptr %10, align 4
  %129 = call signext i32 @checked_factorial(i32 noundef signext %128, ptr noundef %11)
  store i32 %129, ptr %12, align 4
  %130 = load i32, ptr %10, align 4
  %131 = load i32, ptr %12, align 4
  %132 = icmp ne i32 %131, 0
  %133 = zext i1 %132 to i64
  %134 = select i1 %132, ptr @.str.21, ptr @.str.22
  %135 = load i32, ptr %12, align 4
  %136 = icmp ne i32 %135, 0
  br i1 %136, label %137, label %139

137:                                              ; preds = %127
  %138 = load i64, ptr %11, align 8
  br label %140

139:                                              ; preds = %127
  br label %140

140:                                              ; preds = %139, %137
  %141 = phi i64 [ %138, %137 ], [ 0, %139 ]
  %142 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef signext %130, ptr noundef %134, i64 noundef %141)
  br label %143

143:                                              ; preds = %140
  %144 = load i32, ptr %10, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %10, align 4
  br label %124, !llvm.loop !10

146:                                              ; preds = %124
  %147 = call { i128, i1 } @llvm.smul.with.overflow.i128(i128 9223372036854775807, i128 9223372036854775807)
  %148 = extractvalue { i128, i1 } %147, 1
  %149 = extractvalue { i128, i1 } %147, 0
  store i128 %149, ptr %13, align 16
  %150 = zext i1 %148 to i32
  %151 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef signext %150)
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @sat_add32(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8)
  %10 = extractvalue { i32, i1 } %9, 1
  %11 = extractvalue { i32, i1 } %9, 0
  store i32 %11, ptr %6, align 4
  br i1 %10, label %12, label %17

12:                                               ; preds = %2
  %13 = load i32, ptr %4, align 4
  %14 = icmp sgt i32 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, i32 2147483647, i32 -2147483648
  store i32 %16, ptr %3, align 4
  br label %19

17:                                               ; preds = %2
  %18 = load i32, ptr %6, align 4
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %17, %12
  %20 = load i32, ptr %3, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sat_mul_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %6, i64 %7)
  %9 = extractvalue { i64, i1 } %8, 1
  %10 = extractvalue { i64, i1 } %8, 0
  store i64 %10, ptr %5, align 8
  br i1 %9, label %11, label %12

11:                                               ; preds = %2
  br label %14

12:                                               ; preds = %2
  %13 = load i64, ptr %5, align 8
  br label %14

14:                                               ; preds = %12, %11
  %15 = phi i64 [ -1, %11 ], [ %13, %12 ]
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @checked_factorial(i32 noundef signext %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i64 1, ptr %6, align 8
  store i32 2, ptr %7, align 4
  br label %8

8:                                                ; preds = %21, %2
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp sle i32 %9, %10
  br i1 %11, label %12, label %24

12:                                               ; preds = %8
  %13 = load i64, ptr %6, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %13, i64 %15)
  %17 = extractvalue { i64, i1 } %16, 1
  %18 = extractvalue { i64, i1 } %16, 0
  store i64 %18, ptr %6, align 8
  br i1 %17, label %19, label %20

19:                                               ; preds = %12
  store i32 0, ptr %3, align 4
  br label %27

20:                                               ; preds = %12
  br label %21

21:                                               ; preds = %20
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %7, align 4
  br label %8, !llvm.loop !12

24:                                               ; preds = %8
  %25 = load i64, ptr %6, align 8
  %26 = load ptr, ptr %5, align 8
  store i64 %25, ptr %26, align 8
  store i32 1, ptr %3, align 4
  br label %27

27:                                               ; preds = %24, %19
  %28 = load i32, ptr %3, align 4
  ret i32 %28
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i128, i1 } @llvm.smul.with.overflow.i128(i128, i128) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
