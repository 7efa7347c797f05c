; ModuleID = 'tests/programs/atomics.c'
source_filename = "tests/programs/atomics.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Pt = type { i32, i32 }
%struct.atomic_flag = type { i8 }

@counter = internal global i32 0, align 4
@.str = private unnamed_addr constant [14 x i8] c"counter = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"fetch_sub old = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"fetch_or old = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"fetch_and old = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"fetch_xor old = %d now = %d\0A\00", align 1
@big = internal global i64 1, align 8
@.str.5 = private unnamed_addr constant [32 x i8] c"big = %lld exchange old = %lld\0A\00", align 1
@small8 = internal global i8 -6, align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"small8 wrapped = %u\0A\00", align 1
@sh = internal global i16 -3, align 2
@.str.7 = private unnamed_addr constant [12 x i8] c"short = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [33 x i8] c"cas fail: ok=%d expected now=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [29 x i8] c"cas success: ok=%d value=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [37 x i8] c"cas_increment steps = %d value = %d\0A\00", align 1
@flag = internal global i8 0, align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"flag = %d\0A\00", align 1
@main.target = internal global i32 5, align 4
@ptr = internal global ptr null, align 8
@.str.12 = private unnamed_addr constant [17 x i8] c"ptr target = %d\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.Pt { i32 3, i32 4 }, align 4
@apt = internal global %struct.Pt zeroinitializer, align 8
@.str.13 = private unnamed_addr constant [30 x i8] c"struct atomics = %d %d %d %d\0A\00", align 1
@adbl = internal global double 1.500000e+00, align 8
@.str.14 = private unnamed_addr constant [22 x i8] c"double atomic = %.3f\0A\00", align 1
@.str.15 = private unnamed_addr constant [20 x i8] c"lock free int = %d\0A\00", align 1
@lock = internal global %struct.atomic_flag zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i8, align 1
  %25 = alloca i8, align 1
  %26 = alloca i8, align 1
  %27 = alloca i16, align 2
  %28 = alloca i16, align 2
  %29 = alloca i16, align 2
  %30 = alloca i32, align 4
  %31 = alloca i8, align 1
  %32 = alloca i32, align 4
  %33 = alloca i8, align 1
  %34 = alloca i32, align 4
  %35 = alloca i8, align 1
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i8, align 1
  %40 = alloca i8, align 1
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca %struct.Pt, align 4
  %45 = alloca %struct.Pt, align 4
  %46 = alloca %struct.Pt, align 4
  %47 = alloca %struct.Pt, align 4
  %48 = alloca %struct.Pt, align 8
  %49 = alloca %struct.Pt, align 4
  %50 = alloca %struct.Pt, align 8
  %51 = alloca double, align 8
  %52 = alloca double, align 8
  %53 = alloca double, align 8
  %54 = alloca double, align 8
  %55 = alloca i8, align 1
  %56 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %57

57:                                               ; preds = %65, %0
  %58 = load i32, ptr %2, align 4
  %59 = icmp slt i32 %58, 100
  br i1 %59, label %60, label %68

60:                                               ; preds = %57
  %61 = load i32, ptr %2, align 4
  store i32 %61, ptr %3, align 4
  %62 = load i32, ptr %3, align 4
  %63 = atomicrmw add ptr @counter, i32 %62 seq_cst, align 4
  store i32 %63, ptr %4, align 4
  %64 = load i32, ptr %4, align 4
  br label %65

65:                                               ; preds = %60
  %66 = load i32, ptr %2, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %2, align 4
  br label %57, !llvm.loop !10

68:                                               ; preds = %57
  %69 = load atomic i32, ptr @counter seq_cst, align 4
  store i32 %69, ptr %5, align 4
  %70 = load i32, ptr %5, align 4
  %71 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %70)
  store i32 50, ptr %6, align 4
  %72 = load i32, ptr %6, align 4
  %73 = atomicrmw sub ptr @counter, i32 %72 release, align 4
  store i32 %73, ptr %7, align 4
  %74 = load i32, ptr %7, align 4
  %75 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %74)
  store i32 256, ptr %8, align 4
  %76 = load i32, ptr %8, align 4
  %77 = atomicrmw or ptr @counter, i32 %76 seq_cst, align 4
  store i32 %77, ptr %9, align 4
  %78 = load i32, ptr %9, align 4
  %79 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %78)
  store i32 4080, ptr %10, align 4
  %80 = load i32, ptr %10, align 4
  %81 = atomicrmw and ptr @counter, i32 %80 seq_cst, align 4
  store i32 %81, ptr %11, align 4
  %82 = load i32, ptr %11, align 4
  %83 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %82)
  store i32 1445, ptr %13, align 4
  %84 = load i32, ptr %13, align 4
  %85 = atomicrmw xor ptr @counter, i32 %84 seq_cst, align 4
  store i32 %85, ptr %14, align 4
  %86 = load i32, ptr %14, align 4
  store i32 %86, ptr %12, align 4
  %87 = load i32, ptr %12, align 4
  %88 = load atomic i32, ptr @counter seq_cst, align 4
  store i32 %88, ptr %15, align 4
  %89 = load i32, ptr %15, align 4
  %90 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %87, i32 noundef signext %89)
  store i32 0, ptr %16, align 4
  br label %91

91:                                               ; preds = %100, %68
  %92 = load i32, ptr %16, align 4
  %93 = icmp slt i32 %92, 30
  br i1 %93, label %94, label %103

94:                                               ; preds = %91
  %95 = load atomic i64, ptr @big seq_cst, align 8
  store i64 %95, ptr %18, align 8
  %96 = load i64, ptr %18, align 8
  %97 = mul nsw i64 %96, 3
  %98 = add nsw i64 %97, 1
  store i64 %98, ptr %17, align 8
  %99 = load i64, ptr %17, align 8
  store atomic i64 %99, ptr @big seq_cst, align 8
  br label %100

100:                                              ; preds = %94
  %101 = load i32, ptr %16, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %16, align 4
  br label %91, !llvm.loop !12

103:                                              ; preds = %91
  %104 = load atomic i64, ptr @big seq_cst, align 8
  store i64 %104, ptr %20, align 8
  %105 = load i64, ptr %20, align 8
  store i64 %105, ptr %19, align 8
  %106 = load i64, ptr %19, align 8
  store i64 -1, ptr %21, align 8
  %107 = load i64, ptr %21, align 8
  %108 = atomicrmw xchg ptr @big, i64 %107 seq_cst, align 8
  store i64 %108, ptr %22, align 8
  %109 = load i64, ptr %22, align 8
  %110 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %106, i64 noundef %109)
  store i32 0, ptr %23, align 4
  br label %111

111:                                              ; preds = %118, %103
  %112 = load i32, ptr %23, align 4
  %113 = icmp slt i32 %112, 10
  br i1 %113, label %114, label %121

114:                                              ; preds = %111
  store i8 1, ptr %24, align 1
  %115 = load i8, ptr %24, align 1
  %116 = atomicrmw add ptr @small8, i8 %115 seq_cst, align 1
  store i8 %116, ptr %25, align 1
  %117 = load i8, ptr %25, align 1
  br label %118

118:                                              ; preds = %114
  %119 = load i32, ptr %23, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %23, align 4
  br label %111, !llvm.loop !13

121:                                              ; preds = %111
  %122 = load atomic i8, ptr @small8 seq_cst, align 1
  store i8 %122, ptr %26, align 1
  %123 = load i8, ptr %26, align 1
  %124 = zext i8 %123 to i32
  %125 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %124)
  store i16 1000, ptr %27, align 2
  %126 = load i16, ptr %27, align 2
  %127 = atomicrmw sub ptr @sh, i16 %126 seq_cst, align 2
  store i16 %127, ptr %28, align 2
  %128 = load i16, ptr %28, align 2
  %129 = load atomic i16, ptr @sh seq_cst, align 2
  store i16 %129, ptr %29, align 2
  %130 = load i16, ptr %29, align 2
  %131 = sext i16 %130 to i32
  %132 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %131)
  store i32 12345, ptr %30, align 4
  store i32 1, ptr %32, align 4
  %133 = load i32, ptr %30, align 4
  %134 = load i32, ptr %32, align 4
  %135 = cmpxchg ptr @counter, i32 %133, i32 %134 seq_cst seq_cst, align 4
  %136 = extractvalue { i32, i1 } %135, 0
  %137 = extractvalue { i32, i1 } %135, 1
  br i1 %137, label %139, label %138

138:                                              ; preds = %121
  store i32 %136, ptr %30, align 4
  br label %139

139:                                              ; preds = %138, %121
  %140 = zext i1 %137 to i8
  store i8 %140, ptr %33, align 1
  %141 = load i8, ptr %33, align 1
  %142 = trunc i8 %141 to i1
  %143 = zext i1 %142 to i8
  store i8 %143, ptr %31, align 1
  %144 = load i8, ptr %31, align 1
  %145 = trunc i8 %144 to i1
  %146 = zext i1 %145 to i32
  %147 = load i32, ptr %30, align 4
  %148 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %146, i32 noundef signext %147)
  store i32 7, ptr %34, align 4
  %149 = load i32, ptr %30, align 4
  %150 = load i32, ptr %34, align 4
  %151 = cmpxchg ptr @counter, i32 %149, i32 %150 seq_cst seq_cst, align 4
  %152 = extractvalue { i32, i1 } %151, 0
  %153 = extractvalue { i32, i1 } %151, 1
  br i1 %153, label %155, label %154

154:                                              ; preds = %139
  store i32 %152, ptr %30, align 4
  br label %155

155:                                              ; preds = %154, %139
  %156 = zext i1 %153 to i8
  store i8 %156, ptr %35, align 1
  %157 = load i8, ptr %35, align 1
  %158 = trunc i8 %157 to i1
  %159 = zext i1 %158 to i8
  store i8 %159, ptr %31, align 1
  %160 = load i8, ptr %31, align 1
  %161 = trunc i8 %160 to i1
  %162 = zext i1 %161 to i32
  %163 = load atomic i32, ptr @counter seq_cst, align 4
  store i32 %163, ptr %36, align 4
  %164 = load i32, ptr %36, align 4
  %165 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef signext %162, i32 noundef signext %164)
  store i32 0, ptr %37, align 4
  br label %166

166:                                              ; preds = %169, %155
  %167 = call signext i32 @cas_increment(ptr noundef @counter, i32 noundef signext 20)
  %168 = icmp ne i32 %167, 0
  br i1 %168, label %169, label %172

169:                                              ; preds = %166
  %170 = load i32, ptr %37, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %37, align 4
  br label %166, !llvm.loop !14

172:                                              ; preds = %166
  %173 = load i32, ptr %37, align 4
  %174 = load atomic i32, ptr @counter seq_cst, align 4
  store i32 %174, ptr %38, align 4
  %175 = load i32, ptr %38, align 4
  %176 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %173, i32 noundef signext %175)
  call void @spin_lock()
  store i8 1, ptr %39, align 1
  %177 = load i8, ptr %39, align 1
  store atomic i8 %177, ptr @flag monotonic, align 1
  call void @spin_unlock()
  %178 = load atomic i8, ptr @flag seq_cst, align 1
  store i8 %178, ptr %40, align 1
  %179 = load i8, ptr %40, align 1
  %180 = trunc i8 %179 to i1
  %181 = zext i1 %180 to i32
  %182 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef signext %181)
  store ptr @main.target, ptr %41, align 8
  %183 = load i64, ptr %41, align 8
  store atomic i64 %183, ptr @ptr seq_cst, align 8
  %184 = load atomic i64, ptr @ptr seq_cst, align 8
  store i64 %184, ptr %43, align 8
  %185 = load ptr, ptr %43, align 8
  store ptr %185, ptr %42, align 8
  %186 = load ptr, ptr %42, align 8
  %187 = load i32, ptr %186, align 4
  %188 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %187)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %44, ptr align 4 @__const.main.p, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %45, ptr align 4 %44, i64 8, i1 false)
  %189 = load i64, ptr %45, align 4
  store atomic i64 %189, ptr @apt seq_cst, align 8
  %190 = getelementptr inbounds %struct.Pt, ptr %47, i32 0, i32 0
  store i32 10, ptr %190, align 4
  %191 = getelementptr inbounds %struct.Pt, ptr %47, i32 0, i32 1
  store i32 20, ptr %191, align 4
  %192 = load i64, ptr %47, align 4
  %193 = atomicrmw xchg ptr @apt, i64 %192 seq_cst, align 8
  store i64 %193, ptr %48, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %46, ptr align 8 %48, i64 8, i1 false)
  %194 = load atomic i64, ptr @apt seq_cst, align 8
  store i64 %194, ptr %50, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %49, ptr align 8 %50, i64 8, i1 false)
  %195 = getelementptr inbounds %struct.Pt, ptr %46, i32 0, i32 0
  %196 = load i32, ptr %195, align 4
  %197 = getelementptr inbounds %struct.Pt, ptr %46, i32 0, i32 1
  %198 = load i32, ptr %197, align 4
  %199 = getelementptr inbounds %struct.Pt, ptr %49, i32 0, i32 0
  %200 = load i32, ptr %199, align 4
  %201 = getelementptr inbounds %struct.Pt, ptr %49, i32 0, i32 1
  %202 = load i32, ptr %201, align 4
  %203 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef signext %196, i32 noundef signext %198, i32 noundef signext %200, i32 noundef signext %202)
  %204 = load atomic i64, ptr @adbl seq_cst, align 8
  store i64 %204, ptr %52, align 8
  %205 = load double, ptr %52, align 8
  store double %205, ptr %51, align 8
  br label %206

206:                                              ; preds = %217, %172
  %207 = load double, ptr %51, align 8
  %208 = call double @llvm.fmuladd.f64(double %207, double 2.000000e+00, double 2.500000e-01)
  store double %208, ptr %53, align 8
  br label %209

209:                                              ; preds = %206
  %210 = load double, ptr %53, align 8
  store double %210, ptr %54, align 8
  %211 = load i64, ptr %51, align 8
  %212 = load i64, ptr %54, align 8
  %213 = cmpxchg weak ptr @adbl, i64 %211, i64 %212 seq_cst seq_cst, align 8
  %214 = extractvalue { i64, i1 } %213, 0
  %215 = extractvalue { i64, i1 } %213, 1
  br i1 %215, label %217, label %216

216:                                              ; preds = %209
  store i64 %214, ptr %51, align 8
  br label %217

217:                                              ; preds = %216, %209
  %218 = zext i1 %215 to i8
  store i8 %218, ptr %55, align 1
  %219 = load i8, ptr %55, align 1
  %220 = trunc i8 %219 to i1
  %221 = xor i1 %220, true
  br i1 %221, label %206, label %222, !llvm.loop !15

222:                                              ; preds = %217
  %223 = load atomic i64, ptr @adbl seq_cst, align 8
  store i64 %223, ptr %56, align 8
  %224 = load double, ptr %56, align 8
  %225 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %224)
  fence seq_cst
  fence syncscope("singlethread") acquire
  %226 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef signext 1)
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @cas_increment(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %10 = load ptr, ptr %4, align 8
  %11 = load atomic i32, ptr %10 monotonic, align 4
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %7, align 4
  store i32 %12, ptr %6, align 4
  br label %13

13:                                               ; preds = %32, %2
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %33

17:                                               ; preds = %13
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %8, align 4
  %21 = load i32, ptr %6, align 4
  %22 = load i32, ptr %8, align 4
  %23 = cmpxchg weak ptr %18, i32 %21, i32 %22 acq_rel monotonic, align 4
  %24 = extractvalue { i32, i1 } %23, 0
  %25 = extractvalue { i32, i1 } %23, 1
  br i1 %25, label %27, label %26

26:                                               ; preds = %17
  store i32 %24, ptr %6, align 4
  br label %27

27:                                               ; preds = %26, %17
  %28 = zext i1 %25 to i8
  store i8 %28, ptr %9, align 1
  %29 = load i8, ptr %9, align 1
  %30 = trunc i8 %29 to i1
  br i1 %30, label %31, label %32

31:                                               ; preds = %27
  store i32 1, ptr %3, align 4
  br label %34

32:                                               ; preds = %27
  br label %13, !llvm.loop !16

33:                                               ; preds = %13
  store i32 0, ptr %3, align 4
  br label %34

34:                                               ; preds = %33, %31
  %35 = load i32, ptr %3, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock() #0 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  br label %3

3:                                                ; preds = %8, %0
  store i8 1, ptr %1, align 1
  %4 = load i8, ptr %1, align 1
  %5 = atomicrmw xchg ptr @lock, i8 %4 acquire, align 1
  store i8 %5, ptr %2, align 1
  %6 = load i8, ptr %2, align 1
  %7 = trunc i8 %6 to i1
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  br label %3, !llvm.loop !17

9:                                                ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock() #0 {
  %1 = alloca i8, align 1
  store i8 0, ptr %1, align 1
  %2 = load i8, ptr %1, align 1
  store atomic i8 %2, ptr @lock release, align 1
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
