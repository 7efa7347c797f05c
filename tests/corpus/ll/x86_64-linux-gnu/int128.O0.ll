; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i32, align 4
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i128, align 16
  %35 = alloca i128, align 16
  %36 = alloca double, align 8
  %37 = alloca i128, align 16
  %38 = alloca i128, align 16
  %39 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  %40 = call { i64, i64 } @factorial(i32 noundef 30)
  %41 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 0
  %42 = extractvalue { i64, i64 } %40, 0
  store i64 %42, ptr %41, align 16
  %43 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 1
  %44 = extractvalue { i64, i64 } %40, 1
  store i64 %44, ptr %43, align 8
  %45 = load i128, ptr %2, align 16
  store i128 %45, ptr %3, align 16
  %46 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  %47 = load i64, ptr %46, align 16
  %48 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  %49 = load i64, ptr %48, align 8
  call void @print_u128(ptr noundef @.str, i64 noundef %47, i64 noundef %49)
  store i128 -1, ptr %4, align 16
  %50 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %51 = load i64, ptr %50, align 16
  %52 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %53 = load i64, ptr %52, align 8
  call void @print_u128(ptr noundef @.str.1, i64 noundef %51, i64 noundef %53)
  store i128 -170141183460469231731687303715884105728, ptr %5, align 16
  %54 = load i128, ptr %5, align 16
  store i128 %54, ptr %6, align 16
  %55 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %56 = load i64, ptr %55, align 16
  %57 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %58 = load i64, ptr %57, align 8
  call void @print_i128(ptr noundef @.str.2, i64 noundef %56, i64 noundef %58)
  store i128 -123456789876543201086419746, ptr %7, align 16
  %59 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %60 = load i64, ptr %59, align 16
  %61 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %62 = load i64, ptr %61, align 8
  call void @print_i128(ptr noundef @.str.3, i64 noundef %60, i64 noundef %62)
  store i128 1512366075204170947332355369683137040, ptr %8, align 16
  store i128 11400714819323198485, ptr %9, align 16
  %63 = load i128, ptr %8, align 16
  %64 = load i128, ptr %9, align 16
  %65 = mul i128 %63, %64
  store i128 %65, ptr %10, align 16
  %66 = load i128, ptr %10, align 16
  store i128 %66, ptr %11, align 16
  %67 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %68 = load i64, ptr %67, align 16
  %69 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %70 = load i64, ptr %69, align 8
  %71 = call i64 @hi64(i64 noundef %68, i64 noundef %70)
  %72 = load i128, ptr %10, align 16
  store i128 %72, ptr %12, align 16
  %73 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %74 = load i64, ptr %73, align 16
  %75 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %76 = load i64, ptr %75, align 8
  %77 = call i64 @lo64(i64 noundef %74, i64 noundef %76)
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %71, i64 noundef %77)
  %79 = load i128, ptr %8, align 16
  %80 = load i128, ptr %9, align 16
  %81 = udiv i128 %79, %80
  store i128 %81, ptr %13, align 16
  %82 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %83 = load i64, ptr %82, align 16
  %84 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %85 = load i64, ptr %84, align 8
  %86 = call i64 @hi64(i64 noundef %83, i64 noundef %85)
  %87 = load i128, ptr %8, align 16
  %88 = load i128, ptr %9, align 16
  %89 = udiv i128 %87, %88
  store i128 %89, ptr %14, align 16
  %90 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %91 = load i64, ptr %90, align 16
  %92 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %93 = load i64, ptr %92, align 8
  %94 = call i64 @lo64(i64 noundef %91, i64 noundef %93)
  %95 = load i128, ptr %8, align 16
  %96 = load i128, ptr %9, align 16
  %97 = urem i128 %95, %96
  store i128 %97, ptr %15, align 16
  %98 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %99 = load i64, ptr %98, align 16
  %100 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %101 = load i64, ptr %100, align 8
  %102 = call i64 @lo64(i64 noundef %99, i64 noundef %101)
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %86, i64 noundef %94, i64 noundef %102)
  %104 = load i128, ptr %8, align 16
  %105 = sub nsw i128 0, %104
  store i128 %105, ptr %16, align 16
  store i128 1000000007, ptr %17, align 16
  %106 = load i128, ptr %16, align 16
  %107 = load i128, ptr %17, align 16
  %108 = sdiv i128 %106, %107
  store i128 %108, ptr %18, align 16
  %109 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %110 = load i64, ptr %109, align 16
  %111 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %112 = load i64, ptr %111, align 8
  call void @print_i128(ptr noundef @.str.6, i64 noundef %110, i64 noundef %112)
  %113 = load i128, ptr %16, align 16
  %114 = load i128, ptr %17, align 16
  %115 = srem i128 %113, %114
  store i128 %115, ptr %19, align 16
  %116 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %117 = load i64, ptr %116, align 16
  %118 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %119 = load i64, ptr %118, align 8
  call void @print_i128(ptr noundef @.str.7, i64 noundef %117, i64 noundef %119)
  store i32 0, ptr %20, align 4
  br label %120

120:                                              ; preds = %164, %0
  %121 = load i32, ptr %20, align 4
  %122 = icmp slt i32 %121, 128
  br i1 %122, label %123, label %167

123:                                              ; preds = %120
  %124 = load i32, ptr %20, align 4
  %125 = load i128, ptr %8, align 16
  %126 = load i32, ptr %20, align 4
  %127 = zext i32 %126 to i128
  %128 = shl i128 %125, %127
  store i128 %128, ptr %21, align 16
  %129 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %130 = load i64, ptr %129, align 16
  %131 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %132 = load i64, ptr %131, align 8
  %133 = call i64 @hi64(i64 noundef %130, i64 noundef %132)
  %134 = load i128, ptr %8, align 16
  %135 = load i32, ptr %20, align 4
  %136 = zext i32 %135 to i128
  %137 = shl i128 %134, %136
  store i128 %137, ptr %22, align 16
  %138 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %139 = load i64, ptr %138, align 16
  %140 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %141 = load i64, ptr %140, align 8
  %142 = call i64 @lo64(i64 noundef %139, i64 noundef %141)
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %124, i64 noundef %133, i64 noundef %142)
  %144 = load i32, ptr %20, align 4
  %145 = load i128, ptr %16, align 16
  %146 = load i32, ptr %20, align 4
  %147 = zext i32 %146 to i128
  %148 = ashr i128 %145, %147
  store i128 %148, ptr %23, align 16
  %149 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %150 = load i64, ptr %149, align 16
  %151 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %152 = load i64, ptr %151, align 8
  %153 = call i64 @hi64(i64 noundef %150, i64 noundef %152)
  %154 = load i128, ptr %16, align 16
  %155 = load i32, ptr %20, align 4
  %156 = zext i32 %155 to i128
  %157 = ashr i128 %154, %156
  store i128 %157, ptr %24, align 16
  %158 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 0
  %159 = load i64, ptr %158, align 16
  %160 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 1
  %161 = load i64, ptr %160, align 8
  %162 = call i64 @lo64(i64 noundef %159, i64 noundef %161)
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %144, i64 noundef %153, i64 noundef %162)
  br label %164

164:                                              ; preds = %123
  %165 = load i32, ptr %20, align 4
  %166 = add nsw i32 %165, 37
  store i32 %166, ptr %20, align 4
  br label %120, !llvm.loop !6

167:                                              ; preds = %120
  store i128 2305843009213693951, ptr %25, align 16
  %168 = load i128, ptr %25, align 16
  %169 = sub i128 %168, 1
  %170 = load i128, ptr %25, align 16
  store i128 3, ptr %26, align 16
  %171 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %172 = load i64, ptr %171, align 16
  %173 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %174 = load i64, ptr %173, align 8
  store i128 %169, ptr %27, align 16
  %175 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %176 = load i64, ptr %175, align 16
  %177 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %178 = load i64, ptr %177, align 8
  store i128 %170, ptr %28, align 16
  %179 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %180 = load i64, ptr %179, align 16
  %181 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  %182 = load i64, ptr %181, align 8
  %183 = call { i64, i64 } @powmod(i64 noundef %172, i64 noundef %174, i64 noundef %176, i64 noundef %178, i64 noundef %180, i64 noundef %182)
  %184 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  %185 = extractvalue { i64, i64 } %183, 0
  store i64 %185, ptr %184, align 16
  %186 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  %187 = extractvalue { i64, i64 } %183, 1
  store i64 %187, ptr %186, align 8
  %188 = load i128, ptr %29, align 16
  store i128 %188, ptr %30, align 16
  %189 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %190 = load i64, ptr %189, align 16
  %191 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  %192 = load i64, ptr %191, align 8
  call void @print_u128(ptr noundef @.str.10, i64 noundef %190, i64 noundef %192)
  %193 = load i128, ptr %25, align 16
  store i128 7, ptr %31, align 16
  %194 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 0
  %195 = load i64, ptr %194, align 16
  %196 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 1
  %197 = load i64, ptr %196, align 8
  store i128 12345, ptr %32, align 16
  %198 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 0
  %199 = load i64, ptr %198, align 16
  %200 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 1
  %201 = load i64, ptr %200, align 8
  store i128 %193, ptr %33, align 16
  %202 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 0
  %203 = load i64, ptr %202, align 16
  %204 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 1
  %205 = load i64, ptr %204, align 8
  %206 = call { i64, i64 } @powmod(i64 noundef %195, i64 noundef %197, i64 noundef %199, i64 noundef %201, i64 noundef %203, i64 noundef %205)
  %207 = getelementptr inbounds { i64, i64 }, ptr %34, i32 0, i32 0
  %208 = extractvalue { i64, i64 } %206, 0
  store i64 %208, ptr %207, align 16
  %209 = getelementptr inbounds { i64, i64 }, ptr %34, i32 0, i32 1
  %210 = extractvalue { i64, i64 } %206, 1
  store i64 %210, ptr %209, align 8
  %211 = load i128, ptr %34, align 16
  store i128 %211, ptr %35, align 16
  %212 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 0
  %213 = load i64, ptr %212, align 16
  %214 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 1
  %215 = load i64, ptr %214, align 8
  call void @print_u128(ptr noundef @.str.11, i64 noundef %213, i64 noundef %215)
  %216 = load i128, ptr %8, align 16
  %217 = load i128, ptr %9, align 16
  %218 = icmp ugt i128 %216, %217
  %219 = zext i1 %218 to i32
  %220 = load i128, ptr %16, align 16
  %221 = icmp slt i128 %220, 0
  %222 = zext i1 %221 to i32
  %223 = load i128, ptr %9, align 16
  %224 = load i128, ptr %16, align 16
  %225 = icmp sgt i128 %223, %224
  %226 = zext i1 %225 to i32
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %219, i32 noundef %222, i32 noundef %226)
  %228 = load i128, ptr %8, align 16
  %229 = uitofp i128 %228 to double
  store double %229, ptr %36, align 8
  %230 = load double, ptr %36, align 8
  %231 = fdiv double %230, 1.000000e+30
  %232 = load double, ptr %36, align 8
  %233 = fptoui double %232 to i128
  store i128 %233, ptr %37, align 16
  %234 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 0
  %235 = load i64, ptr %234, align 16
  %236 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 1
  %237 = load i64, ptr %236, align 8
  %238 = call i64 @hi64(i64 noundef %235, i64 noundef %237)
  %239 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %231, i64 noundef %238)
  store i128 1499999999999999889089448902656, ptr %38, align 16
  %240 = load i128, ptr %38, align 16
  store i128 %240, ptr %39, align 16
  %241 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 0
  %242 = load i64, ptr %241, align 16
  %243 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 1
  %244 = load i64, ptr %243, align 8
  call void @print_u128(ptr noundef @.str.14, i64 noundef %242, i64 noundef %244)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_u128(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = alloca [48 x i8], align 16
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %10, align 8
  %11 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %11, ptr %6, align 16
  store i32 47, ptr %8, align 4
  %12 = load i32, ptr %8, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %13
  store i8 0, ptr %14, align 1
  %15 = load i128, ptr %6, align 16
  %16 = icmp eq i128 %15, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %3
  %18 = load i32, ptr %8, align 4
  %19 = add nsw i32 %18, -1
  store i32 %19, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %20
  store i8 48, ptr %21, align 1
  br label %22

22:                                               ; preds = %17, %3
  br label %23

23:                                               ; preds = %26, %22
  %24 = load i128, ptr %6, align 16
  %25 = icmp ne i128 %24, 0
  br i1 %25, label %26, label %38

26:                                               ; preds = %23
  %27 = load i128, ptr %6, align 16
  %28 = urem i128 %27, 10
  %29 = trunc i128 %28 to i32
  %30 = add nsw i32 48, %29
  %31 = trunc i32 %30 to i8
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, -1
  store i32 %33, ptr %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %34
  store i8 %31, ptr %35, align 1
  %36 = load i128, ptr %6, align 16
  %37 = udiv i128 %36, 10
  store i128 %37, ptr %6, align 16
  br label %23, !llvm.loop !8

38:                                               ; preds = %23
  %39 = load ptr, ptr %5, align 8
  %40 = load i32, ptr %8, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [48 x i8], ptr %7, i64 0, i64 %41
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %39, ptr noundef %42)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @factorial(i32 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i128 1, ptr %4, align 16
  store i32 2, ptr %5, align 4
  br label %6

6:                                                ; preds = %15, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %3, align 4
  %9 = icmp sle i32 %7, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i128
  %13 = load i128, ptr %4, align 16
  %14 = mul i128 %13, %12
  store i128 %14, ptr %4, align 16
  br label %15

15:                                               ; preds = %10
  %16 = load i32, ptr %5, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %5, align 4
  br label %6, !llvm.loop !9

18:                                               ; preds = %6
  %19 = load i128, ptr %4, align 16
  store i128 %19, ptr %2, align 16
  %20 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_i128(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = alloca [64 x i8], align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %11, align 8
  %12 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %12, ptr %6, align 16
  %13 = load i128, ptr %6, align 16
  %14 = icmp slt i128 %13, 0
  br i1 %14, label %15, label %26

15:                                               ; preds = %3
  %16 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0
  %17 = load ptr, ptr %5, align 8
  %18 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %16, i64 noundef 64, ptr noundef @.str.16, ptr noundef %17) #3
  %19 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0
  %20 = load i128, ptr %6, align 16
  %21 = sub i128 0, %20
  store i128 %21, ptr %8, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %23 = load i64, ptr %22, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  call void @print_u128(ptr noundef %19, i64 noundef %23, i64 noundef %25)
  br label %33

26:                                               ; preds = %3
  %27 = load ptr, ptr %5, align 8
  %28 = load i128, ptr %6, align 16
  store i128 %28, ptr %9, align 16
  %29 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %30 = load i64, ptr %29, align 16
  %31 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %32 = load i64, ptr %31, align 8
  call void @print_u128(ptr noundef %27, i64 noundef %30, i64 noundef %32)
  br label %33

33:                                               ; preds = %26, %15
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @hi64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = lshr i128 %8, 64
  %10 = trunc i128 %9 to i64
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lo64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = trunc i128 %8 to i64
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) #0 {
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  store i64 %0, ptr %23, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  store i64 %1, ptr %24, align 8
  %25 = load i128, ptr %8, align 16
  %26 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  store i64 %2, ptr %26, align 16
  %27 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  store i64 %3, ptr %27, align 8
  %28 = load i128, ptr %9, align 16
  %29 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  store i64 %4, ptr %29, align 16
  %30 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  store i64 %5, ptr %30, align 8
  %31 = load i128, ptr %10, align 16
  store i128 %25, ptr %11, align 16
  store i128 %28, ptr %12, align 16
  store i128 %31, ptr %13, align 16
  store i128 1, ptr %14, align 16
  %32 = load i128, ptr %13, align 16
  %33 = load i128, ptr %11, align 16
  %34 = urem i128 %33, %32
  store i128 %34, ptr %11, align 16
  br label %35

35:                                               ; preds = %64, %6
  %36 = load i128, ptr %12, align 16
  %37 = icmp ne i128 %36, 0
  br i1 %37, label %38, label %88

38:                                               ; preds = %35
  %39 = load i128, ptr %12, align 16
  %40 = and i128 %39, 1
  %41 = icmp ne i128 %40, 0
  br i1 %41, label %42, label %64

42:                                               ; preds = %38
  %43 = load i128, ptr %14, align 16
  %44 = load i128, ptr %11, align 16
  %45 = load i128, ptr %13, align 16
  store i128 %43, ptr %15, align 16
  %46 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %47 = load i64, ptr %46, align 16
  %48 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %49 = load i64, ptr %48, align 8
  store i128 %44, ptr %16, align 16
  %50 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %51 = load i64, ptr %50, align 16
  %52 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %53 = load i64, ptr %52, align 8
  store i128 %45, ptr %17, align 16
  %54 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %55 = load i64, ptr %54, align 16
  %56 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %57 = load i64, ptr %56, align 8
  %58 = call { i64, i64 } @mulmod(i64 noundef %47, i64 noundef %49, i64 noundef %51, i64 noundef %53, i64 noundef %55, i64 noundef %57)
  %59 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %60 = extractvalue { i64, i64 } %58, 0
  store i64 %60, ptr %59, align 16
  %61 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %62 = extractvalue { i64, i64 } %58, 1
  store i64 %62, ptr %61, align 8
  %63 = load i128, ptr %18, align 16
  store i128 %63, ptr %14, align 16
  br label %64

64:                                               ; preds = %42, %38
  %65 = load i128, ptr %11, align 16
  %66 = load i128, ptr %11, align 16
  %67 = load i128, ptr %13, align 16
  store i128 %65, ptr %19, align 16
  %68 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %69 = load i64, ptr %68, align 16
  %70 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %71 = load i64, ptr %70, align 8
  store i128 %66, ptr %20, align 16
  %72 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %73 = load i64, ptr %72, align 16
  %74 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %75 = load i64, ptr %74, align 8
  store i128 %67, ptr %21, align 16
  %76 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %77 = load i64, ptr %76, align 16
  %78 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %79 = load i64, ptr %78, align 8
  %80 = call { i64, i64 } @mulmod(i64 noundef %69, i64 noundef %71, i64 noundef %73, i64 noundef %75, i64 noundef %77, i64 noundef %79)
  %81 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %82 = extractvalue { i64, i64 } %80, 0
  store i64 %82, ptr %81, align 16
  %83 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %84 = extractvalue { i64, i64 } %80, 1
  store i64 %84, ptr %83, align 8
  %85 = load i128, ptr %22, align 16
  store i128 %85, ptr %11, align 16
  %86 = load i128, ptr %12, align 16
  %87 = lshr i128 %86, 1
  store i128 %87, ptr %12, align 16
  br label %35, !llvm.loop !10

88:                                               ; preds = %35
  %89 = load i128, ptr %14, align 16
  store i128 %89, ptr %7, align 16
  %90 = load { i64, i64 }, ptr %7, align 16
  ret { i64, i64 } %90
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) #0 {
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  store i64 %0, ptr %14, align 16
  %15 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  store i64 %1, ptr %15, align 8
  %16 = load i128, ptr %8, align 16
  %17 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  store i64 %2, ptr %17, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  store i64 %3, ptr %18, align 8
  %19 = load i128, ptr %9, align 16
  %20 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  store i64 %4, ptr %20, align 16
  %21 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  store i64 %5, ptr %21, align 8
  %22 = load i128, ptr %10, align 16
  store i128 %16, ptr %11, align 16
  store i128 %19, ptr %12, align 16
  store i128 %22, ptr %13, align 16
  %23 = load i128, ptr %11, align 16
  %24 = load i128, ptr %12, align 16
  %25 = mul i128 %23, %24
  %26 = load i128, ptr %13, align 16
  %27 = urem i128 %25, %26
  store i128 %27, ptr %7, align 16
  %28 = load { i64, i64 }, ptr %7, align 16
  ret { i64, i64 } %28
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
