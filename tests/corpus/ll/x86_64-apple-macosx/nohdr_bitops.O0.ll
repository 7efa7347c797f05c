; ModuleID = 'tests/programs/nohdr_bitops.c'
source_filename = "tests/programs/nohdr_bitops.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@__const.main.vals = private unnamed_addr constant [7 x i32] [i32 1, i32 6, i32 -2147483648, i32 305419896, i32 -252645136, i32 65535, i32 2147483647], align 16
@.str = private unnamed_addr constant [45 x i8] c"%08x pop %d clz %d ctz %d par %d bswap %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"rot hash %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [53 x i8] c"64: pop %d clz %d ctz %d bswap %016llx rotl %016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"gray ok %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"combos %u last %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"bitset count %d first %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"log2 %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"bitreverse8 %02x bitreverse32 %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"bswap16 %04x\0A\00", align 1

; Function Attrs: noinline nounwind optnone ssp uwtable
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [4 x i64], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.vals, i64 28, i1 false)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %17

17:                                               ; preds = %48, %0
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %18, 7
  br i1 %19, label %20, label %51

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %5, align 4
  %25 = load i32, ptr %5, align 4
  %26 = load i32, ptr %5, align 4
  %27 = call i32 @llvm.ctpop.i32(i32 %26)
  %28 = load i32, ptr %5, align 4
  %29 = call i32 @llvm.ctlz.i32(i32 %28, i1 true)
  %30 = load i32, ptr %5, align 4
  %31 = call i32 @llvm.cttz.i32(i32 %30, i1 true)
  %32 = load i32, ptr %5, align 4
  %33 = call i32 @llvm.ctpop.i32(i32 %32)
  %34 = and i32 %33, 1
  %35 = load i32, ptr %5, align 4
  %36 = call i32 @llvm.bswap.i32(i32 %35)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25, i32 noundef %27, i32 noundef %29, i32 noundef %31, i32 noundef %34, i32 noundef %36)
  %38 = load i32, ptr %3, align 4
  %39 = mul i32 %38, 31
  %40 = load i32, ptr %5, align 4
  %41 = load i32, ptr %4, align 4
  %42 = mul i32 %41, 5
  %43 = call i32 @llvm.fshl.i32(i32 %40, i32 %40, i32 %42)
  %44 = add i32 %39, %43
  %45 = load i32, ptr %5, align 4
  %46 = call i32 @llvm.fshr.i32(i32 %45, i32 %45, i32 3)
  %47 = add i32 %44, %46
  store i32 %47, ptr %3, align 4
  br label %48

48:                                               ; preds = %20
  %49 = load i32, ptr %4, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %4, align 4
  br label %17, !llvm.loop !5

51:                                               ; preds = %17
  %52 = load i32, ptr %3, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %52)
  store i64 81985529216486895, ptr %6, align 8
  %54 = load i64, ptr %6, align 8
  %55 = call i64 @llvm.ctpop.i64(i64 %54)
  %56 = trunc i64 %55 to i32
  %57 = load i64, ptr %6, align 8
  %58 = call i64 @llvm.ctlz.i64(i64 %57, i1 true)
  %59 = trunc i64 %58 to i32
  %60 = load i64, ptr %6, align 8
  %61 = call i64 @llvm.cttz.i64(i64 %60, i1 true)
  %62 = trunc i64 %61 to i32
  %63 = load i64, ptr %6, align 8
  %64 = call i64 @llvm.bswap.i64(i64 %63)
  %65 = load i64, ptr %6, align 8
  %66 = call i64 @llvm.fshl.i64(i64 %65, i64 %65, i64 12)
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %56, i32 noundef %59, i32 noundef %62, i64 noundef %64, i64 noundef %66)
  store i32 1, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %68

68:                                               ; preds = %89, %51
  %69 = load i32, ptr %8, align 4
  %70 = icmp ult i32 %69, 5000
  br i1 %70, label %71, label %92

71:                                               ; preds = %68
  %72 = load i32, ptr %8, align 4
  %73 = call i32 @gray(i32 noundef %72)
  %74 = call i32 @ungray(i32 noundef %73)
  %75 = load i32, ptr %8, align 4
  %76 = icmp ne i32 %74, %75
  br i1 %76, label %77, label %78

77:                                               ; preds = %71
  store i32 0, ptr %7, align 4
  br label %78

78:                                               ; preds = %77, %71
  %79 = load i32, ptr %8, align 4
  %80 = call i32 @gray(i32 noundef %79)
  %81 = load i32, ptr %8, align 4
  %82 = add i32 %81, 1
  %83 = call i32 @gray(i32 noundef %82)
  %84 = xor i32 %80, %83
  %85 = call i32 @llvm.ctpop.i32(i32 %84)
  %86 = icmp ne i32 %85, 1
  br i1 %86, label %87, label %88

87:                                               ; preds = %78
  store i32 0, ptr %7, align 4
  br label %88

88:                                               ; preds = %87, %78
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %8, align 4
  %91 = add i32 %90, 1
  store i32 %91, ptr %8, align 4
  br label %68, !llvm.loop !7

92:                                               ; preds = %68
  %93 = load i32, ptr %7, align 4
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %93)
  store i32 7, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %95

95:                                               ; preds = %105, %92
  %96 = load i32, ptr %11, align 4
  %97 = icmp slt i32 %96, 20
  br i1 %97, label %98, label %108

98:                                               ; preds = %95
  %99 = load i32, ptr %10, align 4
  %100 = mul i32 %99, 3
  %101 = load i32, ptr %9, align 4
  %102 = add i32 %100, %101
  store i32 %102, ptr %10, align 4
  %103 = load i32, ptr %9, align 4
  %104 = call i32 @next_same_popcount(i32 noundef %103)
  store i32 %104, ptr %9, align 4
  br label %105

105:                                              ; preds = %98
  %106 = load i32, ptr %11, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %11, align 4
  br label %95, !llvm.loop !8

108:                                              ; preds = %95
  %109 = load i32, ptr %10, align 4
  %110 = load i32, ptr %9, align 4
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %109, i32 noundef %110)
  call void @llvm.memset.p0.i64(ptr align 16 %12, i8 0, i64 32, i1 false)
  store i32 0, ptr %13, align 4
  br label %112

112:                                              ; preds = %126, %108
  %113 = load i32, ptr %13, align 4
  %114 = icmp slt i32 %113, 256
  br i1 %114, label %115, label %129

115:                                              ; preds = %112
  %116 = load i32, ptr %13, align 4
  %117 = srem i32 %116, 64
  %118 = zext i32 %117 to i64
  %119 = shl i64 1, %118
  %120 = load i32, ptr %13, align 4
  %121 = sdiv i32 %120, 64
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [4 x i64], ptr %12, i64 0, i64 %122
  %124 = load i64, ptr %123, align 8
  %125 = or i64 %124, %119
  store i64 %125, ptr %123, align 8
  br label %126

126:                                              ; preds = %115
  %127 = load i32, ptr %13, align 4
  %128 = add nsw i32 %127, 3
  store i32 %128, ptr %13, align 4
  br label %112, !llvm.loop !9

129:                                              ; preds = %112
  store i32 0, ptr %14, align 4
  br label %130

130:                                              ; preds = %145, %129
  %131 = load i32, ptr %14, align 4
  %132 = icmp slt i32 %131, 256
  br i1 %132, label %133, label %148

133:                                              ; preds = %130
  %134 = load i32, ptr %14, align 4
  %135 = srem i32 %134, 64
  %136 = zext i32 %135 to i64
  %137 = shl i64 1, %136
  %138 = xor i64 %137, -1
  %139 = load i32, ptr %14, align 4
  %140 = sdiv i32 %139, 64
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [4 x i64], ptr %12, i64 0, i64 %141
  %143 = load i64, ptr %142, align 8
  %144 = and i64 %143, %138
  store i64 %144, ptr %142, align 8
  br label %145

145:                                              ; preds = %133
  %146 = load i32, ptr %14, align 4
  %147 = add nsw i32 %146, 5
  store i32 %147, ptr %14, align 4
  br label %130, !llvm.loop !10

148:                                              ; preds = %130
  store i32 0, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %149

149:                                              ; preds = %161, %148
  %150 = load i32, ptr %16, align 4
  %151 = icmp slt i32 %150, 4
  br i1 %151, label %152, label %164

152:                                              ; preds = %149
  %153 = load i32, ptr %16, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [4 x i64], ptr %12, i64 0, i64 %154
  %156 = load i64, ptr %155, align 8
  %157 = call i64 @llvm.ctpop.i64(i64 %156)
  %158 = trunc i64 %157 to i32
  %159 = load i32, ptr %15, align 4
  %160 = add nsw i32 %159, %158
  store i32 %160, ptr %15, align 4
  br label %161

161:                                              ; preds = %152
  %162 = load i32, ptr %16, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %16, align 4
  br label %149, !llvm.loop !11

164:                                              ; preds = %149
  %165 = load i32, ptr %15, align 4
  %166 = getelementptr inbounds [4 x i64], ptr %12, i64 0, i64 0
  %167 = load i64, ptr %166, align 16
  %168 = call i64 @llvm.cttz.i64(i64 %167, i1 true)
  %169 = trunc i64 %168 to i32
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %165, i32 noundef %169)
  %171 = call i32 @log2_floor(i64 noundef 1)
  %172 = call i32 @log2_floor(i64 noundef 1000)
  %173 = call i32 @log2_floor(i64 noundef -1)
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %171, i32 noundef %172, i32 noundef %173)
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef 184, i32 noundef 510274632)
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 52651)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #3

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @ungray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 1, ptr %3, align 4
  br label %4

4:                                                ; preds = %13, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp ult i32 %5, 32
  br i1 %6, label %7, label %16

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = load i32, ptr %3, align 4
  %10 = lshr i32 %8, %9
  %11 = load i32, ptr %2, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr %2, align 4
  br label %13

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4
  %15 = shl i32 %14, 1
  store i32 %15, ptr %3, align 4
  br label %4, !llvm.loop !12

16:                                               ; preds = %4
  %17 = load i32, ptr %2, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @gray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = lshr i32 %4, 1
  %6 = xor i32 %3, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @next_same_popcount(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = sub i32 %5, 1
  %7 = or i32 %4, %6
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = add i32 %8, 1
  %10 = load i32, ptr %3, align 4
  %11 = xor i32 %10, -1
  %12 = load i32, ptr %3, align 4
  %13 = xor i32 %12, -1
  %14 = sub i32 0, %13
  %15 = and i32 %11, %14
  %16 = sub i32 %15, 1
  %17 = load i32, ptr %2, align 4
  %18 = call i32 @llvm.cttz.i32(i32 %17, i1 true)
  %19 = add nsw i32 %18, 1
  %20 = lshr i32 %16, %19
  %21 = or i32 %9, %20
  ret i32 %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @log2_floor(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.ctlz.i64(i64 %3, i1 true)
  %5 = trunc i64 %4 to i32
  %6 = sub nsw i32 63, %5
  ret i32 %6
}

attributes #0 = { noinline nounwind optnone ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
