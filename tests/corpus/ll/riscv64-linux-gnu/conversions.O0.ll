; ModuleID = 'tests/programs/conversions.c'
source_filename = "tests/programs/conversions.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [19 x i64] [i64 0, i64 1, i64 -1, i64 127, i64 128, i64 255, i64 256, i64 -128, i64 -129, i64 32767, i64 32768, i64 65535, i64 -32769, i64 2147483647, i64 2147483648, i64 -2147483648, i64 4294967295, i64 81985529216486895, i64 -9223372036854775808], align 8
@.str = private unnamed_addr constant [47 x i8] c"%lld: s8=%d u8=%u s16=%d u16=%u s32=%d u32=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"hash = %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"(-1 < 1u) = %d, (-1 < 1) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"(-1LL < 1u) = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"us+1 = %d (promoted)\0A\00", align 1
@.str.5 = private unnamed_addr constant [38 x i8] c"ui as int64 = %lld, as double = %.1f\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"big/small = %lld big%%small = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"unsigned division mix = %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"bool conv = %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"pointer diff via uintptr = %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"intptr = %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"acc16 = %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"acc8 = %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [19 x i64], align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i16, align 2
  %9 = alloca i16, align 2
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i16, align 2
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i16, align 2
  %24 = alloca i32, align 4
  %25 = alloca i8, align 1
  %26 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.vals, i64 152, i1 false)
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %27

27:                                               ; preds = %72, %0
  %28 = load i32, ptr %4, align 4
  %29 = zext i32 %28 to i64
  %30 = icmp ult i64 %29, 19
  br i1 %30, label %31, label %75

31:                                               ; preds = %27
  %32 = load i32, ptr %4, align 4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [19 x i64], ptr %2, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8
  store i64 %35, ptr %5, align 8
  %36 = load i64, ptr %5, align 8
  %37 = trunc i64 %36 to i8
  store i8 %37, ptr %6, align 1
  %38 = load i64, ptr %5, align 8
  %39 = trunc i64 %38 to i8
  store i8 %39, ptr %7, align 1
  %40 = load i64, ptr %5, align 8
  %41 = trunc i64 %40 to i16
  store i16 %41, ptr %8, align 2
  %42 = load i64, ptr %5, align 8
  %43 = trunc i64 %42 to i16
  store i16 %43, ptr %9, align 2
  %44 = load i64, ptr %5, align 8
  %45 = trunc i64 %44 to i32
  store i32 %45, ptr %10, align 4
  %46 = load i64, ptr %5, align 8
  %47 = trunc i64 %46 to i32
  store i32 %47, ptr %11, align 4
  %48 = load i64, ptr %5, align 8
  %49 = load i8, ptr %6, align 1
  %50 = sext i8 %49 to i32
  %51 = load i8, ptr %7, align 1
  %52 = zext i8 %51 to i32
  %53 = load i16, ptr %8, align 2
  %54 = sext i16 %53 to i32
  %55 = load i16, ptr %9, align 2
  %56 = zext i16 %55 to i32
  %57 = load i32, ptr %10, align 4
  %58 = load i32, ptr %11, align 4
  %59 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %48, i32 noundef signext %50, i32 noundef signext %52, i32 noundef signext %54, i32 noundef signext %56, i32 noundef signext %57, i32 noundef signext %58)
  %60 = load i64, ptr %3, align 8
  %61 = mul i64 %60, 1000003
  %62 = load i8, ptr %7, align 1
  %63 = call i64 @sext8(i8 noundef zeroext %62)
  %64 = add i64 %61, %63
  %65 = load i16, ptr %8, align 2
  %66 = call i64 @zext16(i16 noundef signext %65)
  %67 = add i64 %64, %66
  %68 = load i64, ptr %5, align 8
  %69 = call signext i32 @trunc64(i64 noundef %68)
  %70 = sext i32 %69 to i64
  %71 = add i64 %67, %70
  store i64 %71, ptr %3, align 8
  br label %72

72:                                               ; preds = %31
  %73 = load i32, ptr %4, align 4
  %74 = add i32 %73, 1
  store i32 %74, ptr %4, align 4
  br label %27, !llvm.loop !10

75:                                               ; preds = %27
  %76 = load i64, ptr %3, align 8
  %77 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %76)
  store i32 1, ptr %12, align 4
  store i32 -1, ptr %13, align 4
  %78 = load i32, ptr %13, align 4
  %79 = load i32, ptr %12, align 4
  %80 = icmp ult i32 %78, %79
  %81 = zext i1 %80 to i32
  %82 = load i32, ptr %13, align 4
  %83 = load i32, ptr %12, align 4
  %84 = icmp slt i32 %82, %83
  %85 = zext i1 %84 to i32
  %86 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %81, i32 noundef signext %85)
  store i64 -1, ptr %14, align 8
  %87 = load i64, ptr %14, align 8
  %88 = load i32, ptr %12, align 4
  %89 = zext i32 %88 to i64
  %90 = icmp slt i64 %87, %89
  %91 = zext i1 %90 to i32
  %92 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %91)
  store i16 -1, ptr %15, align 2
  %93 = load i16, ptr %15, align 2
  %94 = zext i16 %93 to i32
  %95 = add nsw i32 %94, 1
  %96 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %95)
  store i32 -294967296, ptr %16, align 4
  %97 = load i32, ptr %16, align 4
  %98 = zext i32 %97 to i64
  %99 = load i32, ptr %16, align 4
  %100 = uitofp i32 %99 to double
  %101 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %98, double noundef %100)
  store i64 -5, ptr %17, align 8
  store i32 3, ptr %18, align 4
  %102 = load i64, ptr %17, align 8
  %103 = load i32, ptr %18, align 4
  %104 = zext i32 %103 to i64
  %105 = sdiv i64 %102, %104
  %106 = load i64, ptr %17, align 8
  %107 = load i32, ptr %18, align 4
  %108 = zext i32 %107 to i64
  %109 = srem i64 %106, %108
  %110 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %105, i64 noundef %109)
  store i32 3, ptr %19, align 4
  store i32 -7, ptr %20, align 4
  %111 = load i32, ptr %19, align 4
  %112 = load i32, ptr %20, align 4
  %113 = add i32 %111, %112
  %114 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %113)
  %115 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 0)
  %116 = getelementptr inbounds [19 x i64], ptr %2, i64 0, i64 3
  %117 = ptrtoint ptr %116 to i64
  %118 = getelementptr inbounds [19 x i64], ptr %2, i64 0, i64 0
  %119 = ptrtoint ptr %118 to i64
  %120 = sub i64 %117, %119
  store i64 %120, ptr %21, align 8
  %121 = load i64, ptr %21, align 8
  %122 = trunc i64 %121 to i32
  %123 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef signext %122)
  store i64 -8, ptr %22, align 8
  %124 = load i64, ptr %22, align 8
  %125 = trunc i64 %124 to i32
  %126 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %125)
  store i16 0, ptr %23, align 2
  store i32 0, ptr %24, align 4
  br label %127

127:                                              ; preds = %137, %75
  %128 = load i32, ptr %24, align 4
  %129 = icmp slt i32 %128, 100
  br i1 %129, label %130, label %140

130:                                              ; preds = %127
  %131 = load i16, ptr %23, align 2
  %132 = sext i16 %131 to i32
  %133 = mul nsw i32 %132, 3
  %134 = load i32, ptr %24, align 4
  %135 = add nsw i32 %133, %134
  %136 = trunc i32 %135 to i16
  store i16 %136, ptr %23, align 2
  br label %137

137:                                              ; preds = %130
  %138 = load i32, ptr %24, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %24, align 4
  br label %127, !llvm.loop !12

140:                                              ; preds = %127
  %141 = load i16, ptr %23, align 2
  %142 = sext i16 %141 to i32
  %143 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef signext %142)
  store i8 1, ptr %25, align 1
  store i32 0, ptr %26, align 4
  br label %144

144:                                              ; preds = %153, %140
  %145 = load i32, ptr %26, align 4
  %146 = icmp slt i32 %145, 100
  br i1 %146, label %147, label %156

147:                                              ; preds = %144
  %148 = load i8, ptr %25, align 1
  %149 = zext i8 %148 to i32
  %150 = mul nsw i32 %149, 7
  %151 = add nsw i32 %150, 1
  %152 = trunc i32 %151 to i8
  store i8 %152, ptr %25, align 1
  br label %153

153:                                              ; preds = %147
  %154 = load i32, ptr %26, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %26, align 4
  br label %144, !llvm.loop !13

156:                                              ; preds = %144
  %157 = load i8, ptr %25, align 1
  %158 = zext i8 %157 to i32
  %159 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %158)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sext8(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @zext16(i16 noundef signext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = zext i16 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @trunc64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc i64 %3 to i32
  ret i32 %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

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
