; ModuleID = 'tests/run/aarch64/threads_atomics.c'
source_filename = "tests/run/aarch64/threads_atomics.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Pair = type { i32, i32 }
%struct.Quad = type { i64, i64 }
%struct.Tri = type { i8, i8, i8 }
%struct.atomic_flag = type { i8 }

@.str = private unnamed_addr constant [29 x i8] c"c8 %u c16 %u c32 %d c64 %lx\0A\00", align 1
@c8 = internal global i8 0, align 1
@c16 = internal global i16 0, align 2
@c32 = internal global i32 0, align 4
@c64 = internal global i64 0, align 8
@c128 = internal global i128 0, align 16
@.str.1 = private unnamed_addr constant [14 x i8] c"c128 %lx %lx\0A\00", align 1
@.str.2 = private unnamed_addr constant [37 x i8] c"sub64 %ld or %08x and %08x xor %08x\0A\00", align 1
@sub64 = internal global i64 36000, align 8
@orbits = internal global i32 0, align 4
@andbits = internal global i32 -1, align 4
@xorbits = internal global i32 1515870810, align 4
@.str.3 = private unnamed_addr constant [36 x i8] c"cas weak %lu strong %lu 16 %u 8 %u\0A\00", align 1
@cas_weak = internal global i64 0, align 8
@cas_strong = internal global i64 0, align 8
@cas16 = internal global i16 0, align 2
@cas8 = internal global i8 0, align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"locked %ld xlocked %ld\0A\00", align 1
@locked_counter = internal global i64 0, align 8
@xlocked_counter = internal global i64 0, align 8
@pair = internal global %struct.Pair zeroinitializer, align 8
@quad = internal global %struct.Quad zeroinitializer, align 16
@tri = internal global { %struct.Tri, [1 x i8] } zeroinitializer, align 4
@.str.5 = private unnamed_addr constant [38 x i8] c"pair %d %d quad %ld %ld tri %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"relaxed %ld message %d\0A\00", align 1
@relaxed_sum = internal global i64 0, align 8
@seen_ok = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [26 x i8] c"rmw %d %d %d %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"rmw128 %d %ld %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"flag %d %d\0A\00", align 1
@lock = internal global %struct.atomic_flag zeroinitializer, align 1
@ready = internal global i32 0, align 4
@message = internal global [8 x i64] zeroinitializer, align 8
@xlock = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i16, align 2
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i16, align 2
  %20 = alloca i8, align 1
  %21 = alloca %struct.Pair, align 4
  %22 = alloca %struct.Pair, align 8
  %23 = alloca %struct.Quad, align 8
  %24 = alloca %struct.Quad, align 16
  %25 = alloca %struct.Tri, align 1
  %26 = alloca { %struct.Tri, [1 x i8] }, align 4
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i8, align 1
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i8, align 1
  %46 = alloca i32, align 4
  %47 = alloca i128, align 16
  %48 = alloca i128, align 16
  %49 = alloca i32, align 4
  %50 = alloca i128, align 16
  %51 = alloca i8, align 1
  %52 = alloca i128, align 16
  %53 = alloca i128, align 16
  %54 = alloca i128, align 16
  %55 = alloca i128, align 16
  %56 = alloca i8, align 1
  %57 = alloca i8, align 1
  %58 = alloca i8, align 1
  %59 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  %60 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @consumer, ptr noundef null) #4
  store i32 0, ptr %5, align 4
  br label %61

61:                                               ; preds = %72, %0
  %62 = load i32, ptr %5, align 4
  %63 = icmp slt i32 %62, 4
  br i1 %63, label %64, label %75

64:                                               ; preds = %61
  %65 = load i32, ptr %5, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %66
  %68 = load i32, ptr %5, align 4
  %69 = sext i32 %68 to i64
  %70 = inttoptr i64 %69 to ptr
  %71 = call i32 @pthread_create(ptr noundef %67, ptr noundef null, ptr noundef @worker, ptr noundef %70) #4
  br label %72

72:                                               ; preds = %64
  %73 = load i32, ptr %5, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %5, align 4
  br label %61, !llvm.loop !6

75:                                               ; preds = %61
  %76 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @producer, ptr noundef null) #4
  store i32 0, ptr %6, align 4
  br label %77

77:                                               ; preds = %86, %75
  %78 = load i32, ptr %6, align 4
  %79 = icmp slt i32 %78, 4
  br i1 %79, label %80, label %89

80:                                               ; preds = %77
  %81 = load i32, ptr %6, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %82
  %84 = load i64, ptr %83, align 8
  %85 = call i32 @pthread_join(i64 noundef %84, ptr noundef null)
  br label %86

86:                                               ; preds = %80
  %87 = load i32, ptr %6, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %6, align 4
  br label %77, !llvm.loop !8

89:                                               ; preds = %77
  %90 = load i64, ptr %3, align 8
  %91 = call i32 @pthread_join(i64 noundef %90, ptr noundef null)
  %92 = load i64, ptr %4, align 8
  %93 = call i32 @pthread_join(i64 noundef %92, ptr noundef null)
  %94 = load atomic i8, ptr @c8 seq_cst, align 1
  store i8 %94, ptr %7, align 1
  %95 = load i8, ptr %7, align 1
  %96 = zext i8 %95 to i32
  %97 = load atomic i16, ptr @c16 seq_cst, align 2
  store i16 %97, ptr %8, align 2
  %98 = load i16, ptr %8, align 2
  %99 = zext i16 %98 to i32
  %100 = load atomic i32, ptr @c32 seq_cst, align 4
  store i32 %100, ptr %9, align 4
  %101 = load i32, ptr %9, align 4
  %102 = load atomic i64, ptr @c64 seq_cst, align 8
  store i64 %102, ptr %10, align 8
  %103 = load i64, ptr %10, align 8
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %96, i32 noundef %99, i32 noundef %101, i64 noundef %103)
  %105 = load atomic i128, ptr @c128 seq_cst, align 16
  store i128 %105, ptr %12, align 16
  %106 = load i128, ptr %12, align 16
  store i128 %106, ptr %11, align 16
  %107 = load i128, ptr %11, align 16
  %108 = lshr i128 %107, 64
  %109 = trunc i128 %108 to i64
  %110 = load i128, ptr %11, align 16
  %111 = trunc i128 %110 to i64
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %109, i64 noundef %111)
  %113 = load atomic i64, ptr @sub64 seq_cst, align 8
  store i64 %113, ptr %13, align 8
  %114 = load i64, ptr %13, align 8
  %115 = load atomic i32, ptr @orbits seq_cst, align 4
  store i32 %115, ptr %14, align 4
  %116 = load i32, ptr %14, align 4
  %117 = load atomic i32, ptr @andbits seq_cst, align 4
  store i32 %117, ptr %15, align 4
  %118 = load i32, ptr %15, align 4
  %119 = load atomic i32, ptr @xorbits seq_cst, align 4
  store i32 %119, ptr %16, align 4
  %120 = load i32, ptr %16, align 4
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %114, i32 noundef %116, i32 noundef %118, i32 noundef %120)
  %122 = load atomic i64, ptr @cas_weak seq_cst, align 8
  store i64 %122, ptr %17, align 8
  %123 = load i64, ptr %17, align 8
  %124 = load atomic i64, ptr @cas_strong seq_cst, align 8
  store i64 %124, ptr %18, align 8
  %125 = load i64, ptr %18, align 8
  %126 = load atomic i16, ptr @cas16 seq_cst, align 2
  store i16 %126, ptr %19, align 2
  %127 = load i16, ptr %19, align 2
  %128 = zext i16 %127 to i32
  %129 = load atomic i8, ptr @cas8 seq_cst, align 1
  store i8 %129, ptr %20, align 1
  %130 = load i8, ptr %20, align 1
  %131 = zext i8 %130 to i32
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %123, i64 noundef %125, i32 noundef %128, i32 noundef %131)
  %133 = load i64, ptr @locked_counter, align 8
  %134 = load i64, ptr @xlocked_counter, align 8
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %133, i64 noundef %134)
  %136 = load atomic i64, ptr @pair seq_cst, align 8
  store i64 %136, ptr %22, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 8 %22, i64 8, i1 false)
  %137 = load atomic i128, ptr @quad seq_cst, align 16
  store i128 %137, ptr %24, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 16 %24, i64 16, i1 false)
  %138 = load atomic i32, ptr @tri seq_cst, align 4
  store i32 %138, ptr %26, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %25, ptr align 4 %26, i64 3, i1 false)
  %139 = getelementptr inbounds %struct.Pair, ptr %21, i32 0, i32 0
  %140 = load i32, ptr %139, align 4
  %141 = getelementptr inbounds %struct.Pair, ptr %21, i32 0, i32 1
  %142 = load i32, ptr %141, align 4
  %143 = getelementptr inbounds %struct.Quad, ptr %23, i32 0, i32 0
  %144 = load i64, ptr %143, align 8
  %145 = getelementptr inbounds %struct.Quad, ptr %23, i32 0, i32 1
  %146 = load i64, ptr %145, align 8
  %147 = getelementptr inbounds %struct.Tri, ptr %25, i32 0, i32 0
  %148 = load i8, ptr %147, align 1
  %149 = zext i8 %148 to i32
  %150 = getelementptr inbounds %struct.Tri, ptr %25, i32 0, i32 1
  %151 = load i8, ptr %150, align 1
  %152 = zext i8 %151 to i32
  %153 = getelementptr inbounds %struct.Tri, ptr %25, i32 0, i32 2
  %154 = load i8, ptr %153, align 1
  %155 = zext i8 %154 to i32
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %140, i32 noundef %142, i64 noundef %144, i64 noundef %146, i32 noundef %149, i32 noundef %152, i32 noundef %155)
  %157 = load atomic i64, ptr @relaxed_sum seq_cst, align 8
  store i64 %157, ptr %27, align 8
  %158 = load i64, ptr %27, align 8
  %159 = load atomic i32, ptr @seen_ok seq_cst, align 4
  store i32 %159, ptr %28, align 4
  %160 = load i32, ptr %28, align 4
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %158, i32 noundef %160)
  store i32 10, ptr %29, align 4
  store i32 5, ptr %31, align 4
  %162 = load i32, ptr %31, align 4
  %163 = atomicrmw add ptr %29, i32 %162 seq_cst, align 4
  store i32 %163, ptr %32, align 4
  %164 = load i32, ptr %32, align 4
  store i32 %164, ptr %30, align 4
  store i32 3, ptr %34, align 4
  %165 = load i32, ptr %34, align 4
  %166 = atomicrmw sub ptr %29, i32 %165 seq_cst, align 4
  store i32 %166, ptr %35, align 4
  %167 = load i32, ptr %35, align 4
  store i32 %167, ptr %33, align 4
  store i32 99, ptr %37, align 4
  %168 = load i32, ptr %37, align 4
  %169 = atomicrmw xchg ptr %29, i32 %168 seq_cst, align 4
  store i32 %169, ptr %38, align 4
  %170 = load i32, ptr %38, align 4
  store i32 %170, ptr %36, align 4
  store i32 98, ptr %39, align 4
  store i32 1, ptr %41, align 4
  %171 = load i32, ptr %39, align 4
  %172 = load i32, ptr %41, align 4
  %173 = cmpxchg ptr %29, i32 %171, i32 %172 seq_cst seq_cst, align 4
  %174 = extractvalue { i32, i1 } %173, 0
  %175 = extractvalue { i32, i1 } %173, 1
  br i1 %175, label %177, label %176

176:                                              ; preds = %89
  store i32 %174, ptr %39, align 4
  br label %177

177:                                              ; preds = %176, %89
  %178 = zext i1 %175 to i8
  store i8 %178, ptr %42, align 1
  %179 = load i8, ptr %42, align 1
  %180 = trunc i8 %179 to i1
  %181 = zext i1 %180 to i32
  store i32 %181, ptr %40, align 4
  store i32 1, ptr %44, align 4
  %182 = load i32, ptr %39, align 4
  %183 = load i32, ptr %44, align 4
  %184 = cmpxchg ptr %29, i32 %182, i32 %183 seq_cst seq_cst, align 4
  %185 = extractvalue { i32, i1 } %184, 0
  %186 = extractvalue { i32, i1 } %184, 1
  br i1 %186, label %188, label %187

187:                                              ; preds = %177
  store i32 %185, ptr %39, align 4
  br label %188

188:                                              ; preds = %187, %177
  %189 = zext i1 %186 to i8
  store i8 %189, ptr %45, align 1
  %190 = load i8, ptr %45, align 1
  %191 = trunc i8 %190 to i1
  %192 = zext i1 %191 to i32
  store i32 %192, ptr %43, align 4
  %193 = load i32, ptr %30, align 4
  %194 = load i32, ptr %33, align 4
  %195 = load i32, ptr %36, align 4
  %196 = load i32, ptr %40, align 4
  %197 = load i32, ptr %39, align 4
  %198 = load i32, ptr %43, align 4
  %199 = load atomic i32, ptr %29 seq_cst, align 4
  store i32 %199, ptr %46, align 4
  %200 = load i32, ptr %46, align 4
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %193, i32 noundef %194, i32 noundef %195, i32 noundef %196, i32 noundef %197, i32 noundef %198, i32 noundef %200)
  store i128 5, ptr %47, align 16
  store i128 5, ptr %48, align 16
  store i128 -1, ptr %50, align 16
  %202 = load i128, ptr %48, align 16
  %203 = load i128, ptr %50, align 16
  %204 = cmpxchg ptr %47, i128 %202, i128 %203 seq_cst seq_cst, align 16
  %205 = extractvalue { i128, i1 } %204, 0
  %206 = extractvalue { i128, i1 } %204, 1
  br i1 %206, label %208, label %207

207:                                              ; preds = %188
  store i128 %205, ptr %48, align 16
  br label %208

208:                                              ; preds = %207, %188
  %209 = zext i1 %206 to i8
  store i8 %209, ptr %51, align 1
  %210 = load i8, ptr %51, align 1
  %211 = trunc i8 %210 to i1
  %212 = zext i1 %211 to i32
  store i32 %212, ptr %49, align 4
  store i128 8873554201597605810476922437632, ptr %53, align 16
  %213 = load i128, ptr %53, align 16
  %214 = atomicrmw xchg ptr %47, i128 %213 seq_cst, align 16
  store i128 %214, ptr %54, align 16
  %215 = load i128, ptr %54, align 16
  store i128 %215, ptr %52, align 16
  %216 = load i32, ptr %49, align 4
  %217 = load i128, ptr %52, align 16
  %218 = trunc i128 %217 to i64
  %219 = load atomic i128, ptr %47 seq_cst, align 16
  store i128 %219, ptr %55, align 16
  %220 = load i128, ptr %55, align 16
  %221 = ashr i128 %220, 100
  %222 = trunc i128 %221 to i32
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %216, i64 noundef %218, i32 noundef 1, i32 noundef %222)
  store i8 1, ptr %56, align 1
  %224 = load i8, ptr %56, align 1
  %225 = atomicrmw xchg ptr @lock, i8 %224 seq_cst, align 1
  store i8 %225, ptr %57, align 1
  %226 = load i8, ptr %57, align 1
  %227 = trunc i8 %226 to i1
  %228 = zext i1 %227 to i32
  store i8 1, ptr %58, align 1
  %229 = load i8, ptr %58, align 1
  %230 = atomicrmw xchg ptr @lock, i8 %229 seq_cst, align 1
  store i8 %230, ptr %59, align 1
  %231 = load i8, ptr %59, align 1
  %232 = trunc i8 %231 to i1
  %233 = zext i1 %232 to i32
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %228, i32 noundef %233)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @consumer(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %7 = load ptr, ptr %2, align 8
  br label %8

8:                                                ; preds = %13, %1
  %9 = load atomic i32, ptr @ready monotonic, align 4
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = icmp ne i32 %10, 0
  %12 = xor i1 %11, true
  br i1 %12, label %13, label %15

13:                                               ; preds = %8
  %14 = call i32 @sched_yield() #4
  br label %8, !llvm.loop !9

15:                                               ; preds = %8
  fence acquire
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %16

16:                                               ; preds = %26, %15
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %17, 8
  br i1 %18, label %19, label %29

19:                                               ; preds = %16
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [8 x i64], ptr @message, i64 0, i64 %21
  %23 = load i64, ptr %22, align 8
  %24 = load i64, ptr %4, align 8
  %25 = add nsw i64 %24, %23
  store i64 %25, ptr %4, align 8
  br label %26

26:                                               ; preds = %19
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %5, align 4
  br label %16, !llvm.loop !10

29:                                               ; preds = %16
  %30 = load i64, ptr %4, align 8
  %31 = icmp eq i64 %30, 148
  %32 = zext i1 %31 to i32
  store i32 %32, ptr %6, align 4
  %33 = load i32, ptr %6, align 4
  store atomic i32 %33, ptr @seen_ok seq_cst, align 4
  ret ptr null
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i8, align 1
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i8, align 1
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i64, align 8
  %33 = alloca i8, align 1
  %34 = alloca i16, align 2
  %35 = alloca i16, align 2
  %36 = alloca i16, align 2
  %37 = alloca i8, align 1
  %38 = alloca i8, align 1
  %39 = alloca i8, align 1
  %40 = alloca i8, align 1
  %41 = alloca i8, align 1
  %42 = alloca i8, align 1
  %43 = alloca i8, align 1
  %44 = alloca i8, align 1
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca %struct.Pair, align 4
  %49 = alloca %struct.Pair, align 8
  %50 = alloca %struct.Pair, align 4
  %51 = alloca %struct.Pair, align 4
  %52 = alloca i8, align 1
  %53 = alloca %struct.Quad, align 8
  %54 = alloca %struct.Quad, align 16
  %55 = alloca %struct.Quad, align 8
  %56 = alloca %struct.Quad, align 8
  %57 = alloca i8, align 1
  %58 = alloca %struct.Tri, align 1
  %59 = alloca %struct.Tri, align 1
  %60 = alloca { %struct.Tri, [1 x i8] }, align 4
  %61 = alloca %struct.Tri, align 1
  %62 = alloca { %struct.Tri, [1 x i8] }, align 4
  %63 = alloca { %struct.Tri, [1 x i8] }, align 4
  %64 = alloca i8, align 1
  %65 = alloca i64, align 8
  %66 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %67 = load ptr, ptr %2, align 8
  %68 = ptrtoint ptr %67 to i64
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %70

70:                                               ; preds = %324, %1
  %71 = load i32, ptr %4, align 4
  %72 = icmp slt i32 %71, 3000
  br i1 %72, label %73, label %327

73:                                               ; preds = %70
  store i8 1, ptr %5, align 1
  %74 = load i8, ptr %5, align 1
  %75 = atomicrmw add ptr @c8, i8 %74 seq_cst, align 1
  store i8 %75, ptr %6, align 1
  %76 = load i8, ptr %6, align 1
  store i16 3, ptr %7, align 2
  %77 = load i16, ptr %7, align 2
  %78 = atomicrmw add ptr @c16, i16 %77 monotonic, align 2
  store i16 %78, ptr %8, align 2
  %79 = load i16, ptr %8, align 2
  %80 = load i32, ptr %4, align 4
  store i32 %80, ptr %9, align 4
  %81 = load i32, ptr %9, align 4
  %82 = atomicrmw add ptr @c32, i32 %81 acq_rel, align 4
  store i32 %82, ptr %10, align 4
  %83 = load i32, ptr %10, align 4
  %84 = load i32, ptr %3, align 4
  %85 = sext i32 %84 to i64
  %86 = shl i64 %85, 33
  %87 = or i64 %86, 1
  store i64 %87, ptr %11, align 8
  %88 = load i64, ptr %11, align 8
  %89 = atomicrmw add ptr @c64, i64 %88 seq_cst, align 8
  store i64 %89, ptr %12, align 8
  %90 = load i64, ptr %12, align 8
  %91 = load atomic i128, ptr @c128 seq_cst, align 16
  store i128 %91, ptr %14, align 16
  %92 = load i128, ptr %14, align 16
  store i128 %92, ptr %13, align 16
  br label %93

93:                                               ; preds = %105, %73
  %94 = load i128, ptr %13, align 16
  %95 = add nsw i128 %94, 1180591620717411303424
  %96 = add nsw i128 %95, 1
  store i128 %96, ptr %15, align 16
  br label %97

97:                                               ; preds = %93
  %98 = load i128, ptr %15, align 16
  store i128 %98, ptr %16, align 16
  %99 = load i128, ptr %13, align 16
  %100 = load i128, ptr %16, align 16
  %101 = cmpxchg weak ptr @c128, i128 %99, i128 %100 seq_cst seq_cst, align 16
  %102 = extractvalue { i128, i1 } %101, 0
  %103 = extractvalue { i128, i1 } %101, 1
  br i1 %103, label %105, label %104

104:                                              ; preds = %97
  store i128 %102, ptr %13, align 16
  br label %105

105:                                              ; preds = %104, %97
  %106 = zext i1 %103 to i8
  store i8 %106, ptr %17, align 1
  %107 = load i8, ptr %17, align 1
  %108 = trunc i8 %107 to i1
  %109 = xor i1 %108, true
  br i1 %109, label %93, label %110, !llvm.loop !11

110:                                              ; preds = %105
  store i64 3, ptr %18, align 8
  %111 = load i64, ptr %18, align 8
  %112 = atomicrmw sub ptr @sub64, i64 %111 seq_cst, align 8
  store i64 %112, ptr %19, align 8
  %113 = load i64, ptr %19, align 8
  %114 = load i32, ptr %3, align 4
  %115 = mul nsw i32 %114, 8
  %116 = load i32, ptr %4, align 4
  %117 = add nsw i32 %115, %116
  %118 = srem i32 %117, 32
  %119 = shl i32 1, %118
  store i32 %119, ptr %20, align 4
  %120 = load i32, ptr %20, align 4
  %121 = atomicrmw or ptr @orbits, i32 %120 seq_cst, align 4
  store i32 %121, ptr %21, align 4
  %122 = load i32, ptr %21, align 4
  %123 = load i32, ptr %4, align 4
  %124 = srem i32 %123, 32
  %125 = load i32, ptr %3, align 4
  %126 = icmp eq i32 %124, %125
  br i1 %126, label %127, label %135

127:                                              ; preds = %110
  %128 = load i32, ptr %4, align 4
  %129 = srem i32 %128, 32
  %130 = shl i32 1, %129
  %131 = xor i32 %130, -1
  store i32 %131, ptr %22, align 4
  %132 = load i32, ptr %22, align 4
  %133 = atomicrmw and ptr @andbits, i32 %132 seq_cst, align 4
  store i32 %133, ptr %23, align 4
  %134 = load i32, ptr %23, align 4
  br label %135

135:                                              ; preds = %127, %110
  %136 = load i32, ptr %4, align 4
  %137 = srem i32 %136, 32
  %138 = shl i32 1, %137
  store i32 %138, ptr %24, align 4
  %139 = load i32, ptr %24, align 4
  %140 = atomicrmw xor ptr @xorbits, i32 %139 seq_cst, align 4
  store i32 %140, ptr %25, align 4
  %141 = load i32, ptr %25, align 4
  %142 = load atomic i64, ptr @cas_weak monotonic, align 8
  store i64 %142, ptr %27, align 8
  %143 = load i64, ptr %27, align 8
  store i64 %143, ptr %26, align 8
  br label %144

144:                                              ; preds = %158, %135
  %145 = load i64, ptr %26, align 8
  %146 = add i64 %145, 2
  store i64 %146, ptr %28, align 8
  %147 = load i64, ptr %26, align 8
  %148 = load i64, ptr %28, align 8
  %149 = cmpxchg weak ptr @cas_weak, i64 %147, i64 %148 acq_rel monotonic, align 8
  %150 = extractvalue { i64, i1 } %149, 0
  %151 = extractvalue { i64, i1 } %149, 1
  br i1 %151, label %153, label %152

152:                                              ; preds = %144
  store i64 %150, ptr %26, align 8
  br label %153

153:                                              ; preds = %152, %144
  %154 = zext i1 %151 to i8
  store i8 %154, ptr %29, align 1
  %155 = load i8, ptr %29, align 1
  %156 = trunc i8 %155 to i1
  %157 = xor i1 %156, true
  br i1 %157, label %158, label %159

158:                                              ; preds = %153
  br label %144, !llvm.loop !12

159:                                              ; preds = %153
  %160 = load atomic i64, ptr @cas_strong seq_cst, align 8
  store i64 %160, ptr %31, align 8
  %161 = load i64, ptr %31, align 8
  store i64 %161, ptr %30, align 8
  br label %162

162:                                              ; preds = %176, %159
  %163 = load i64, ptr %30, align 8
  %164 = add i64 %163, 5
  store i64 %164, ptr %32, align 8
  %165 = load i64, ptr %30, align 8
  %166 = load i64, ptr %32, align 8
  %167 = cmpxchg ptr @cas_strong, i64 %165, i64 %166 seq_cst seq_cst, align 8
  %168 = extractvalue { i64, i1 } %167, 0
  %169 = extractvalue { i64, i1 } %167, 1
  br i1 %169, label %171, label %170

170:                                              ; preds = %162
  store i64 %168, ptr %30, align 8
  br label %171

171:                                              ; preds = %170, %162
  %172 = zext i1 %169 to i8
  store i8 %172, ptr %33, align 1
  %173 = load i8, ptr %33, align 1
  %174 = trunc i8 %173 to i1
  %175 = xor i1 %174, true
  br i1 %175, label %176, label %177

176:                                              ; preds = %171
  br label %162, !llvm.loop !13

177:                                              ; preds = %171
  %178 = load atomic i16, ptr @cas16 seq_cst, align 2
  store i16 %178, ptr %35, align 2
  %179 = load i16, ptr %35, align 2
  store i16 %179, ptr %34, align 2
  br label %180

180:                                              ; preds = %196, %177
  %181 = load i16, ptr %34, align 2
  %182 = zext i16 %181 to i32
  %183 = add nsw i32 %182, 7
  %184 = trunc i32 %183 to i16
  store i16 %184, ptr %36, align 2
  %185 = load i16, ptr %34, align 2
  %186 = load i16, ptr %36, align 2
  %187 = cmpxchg ptr @cas16, i16 %185, i16 %186 seq_cst seq_cst, align 2
  %188 = extractvalue { i16, i1 } %187, 0
  %189 = extractvalue { i16, i1 } %187, 1
  br i1 %189, label %191, label %190

190:                                              ; preds = %180
  store i16 %188, ptr %34, align 2
  br label %191

191:                                              ; preds = %190, %180
  %192 = zext i1 %189 to i8
  store i8 %192, ptr %37, align 1
  %193 = load i8, ptr %37, align 1
  %194 = trunc i8 %193 to i1
  %195 = xor i1 %194, true
  br i1 %195, label %196, label %197

196:                                              ; preds = %191
  br label %180, !llvm.loop !14

197:                                              ; preds = %191
  %198 = load atomic i8, ptr @cas8 seq_cst, align 1
  store i8 %198, ptr %39, align 1
  %199 = load i8, ptr %39, align 1
  store i8 %199, ptr %38, align 1
  br label %200

200:                                              ; preds = %216, %197
  %201 = load i8, ptr %38, align 1
  %202 = zext i8 %201 to i32
  %203 = add nsw i32 %202, 11
  %204 = trunc i32 %203 to i8
  store i8 %204, ptr %40, align 1
  %205 = load i8, ptr %38, align 1
  %206 = load i8, ptr %40, align 1
  %207 = cmpxchg weak ptr @cas8, i8 %205, i8 %206 seq_cst seq_cst, align 1
  %208 = extractvalue { i8, i1 } %207, 0
  %209 = extractvalue { i8, i1 } %207, 1
  br i1 %209, label %211, label %210

210:                                              ; preds = %200
  store i8 %208, ptr %38, align 1
  br label %211

211:                                              ; preds = %210, %200
  %212 = zext i1 %209 to i8
  store i8 %212, ptr %41, align 1
  %213 = load i8, ptr %41, align 1
  %214 = trunc i8 %213 to i1
  %215 = xor i1 %214, true
  br i1 %215, label %216, label %217

216:                                              ; preds = %211
  br label %200, !llvm.loop !15

217:                                              ; preds = %211
  br label %218

218:                                              ; preds = %223, %217
  store i8 1, ptr %42, align 1
  %219 = load i8, ptr %42, align 1
  %220 = atomicrmw xchg ptr @lock, i8 %219 acquire, align 1
  store i8 %220, ptr %43, align 1
  %221 = load i8, ptr %43, align 1
  %222 = trunc i8 %221 to i1
  br i1 %222, label %223, label %225

223:                                              ; preds = %218
  %224 = call i32 @sched_yield() #4
  br label %218, !llvm.loop !16

225:                                              ; preds = %218
  %226 = load i32, ptr %3, align 4
  %227 = add nsw i32 %226, 1
  %228 = sext i32 %227 to i64
  %229 = load i64, ptr @locked_counter, align 8
  %230 = add nsw i64 %229, %228
  store i64 %230, ptr @locked_counter, align 8
  store i8 0, ptr %44, align 1
  %231 = load i8, ptr %44, align 1
  store atomic i8 %231, ptr @lock release, align 1
  br label %232

232:                                              ; preds = %237, %225
  store i32 1, ptr %45, align 4
  %233 = load i32, ptr %45, align 4
  %234 = atomicrmw xchg ptr @xlock, i32 %233 acquire, align 4
  store i32 %234, ptr %46, align 4
  %235 = load i32, ptr %46, align 4
  %236 = icmp ne i32 %235, 0
  br i1 %236, label %237, label %239

237:                                              ; preds = %232
  %238 = call i32 @sched_yield() #4
  br label %232, !llvm.loop !17

239:                                              ; preds = %232
  %240 = load i64, ptr @xlocked_counter, align 8
  %241 = add nsw i64 %240, 2
  store i64 %241, ptr @xlocked_counter, align 8
  store i32 0, ptr %47, align 4
  %242 = load i32, ptr %47, align 4
  store atomic i32 %242, ptr @xlock release, align 4
  %243 = load atomic i64, ptr @pair seq_cst, align 8
  store i64 %243, ptr %49, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %48, ptr align 8 %49, i64 8, i1 false)
  br label %244

244:                                              ; preds = %260, %239
  %245 = getelementptr inbounds %struct.Pair, ptr %48, i32 0, i32 0
  %246 = load i32, ptr %245, align 4
  %247 = add nsw i32 %246, 1
  %248 = getelementptr inbounds %struct.Pair, ptr %50, i32 0, i32 0
  store i32 %247, ptr %248, align 4
  %249 = getelementptr inbounds %struct.Pair, ptr %48, i32 0, i32 1
  %250 = load i32, ptr %249, align 4
  %251 = sub nsw i32 %250, 2
  %252 = getelementptr inbounds %struct.Pair, ptr %50, i32 0, i32 1
  store i32 %251, ptr %252, align 4
  br label %253

253:                                              ; preds = %244
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %51, ptr align 4 %50, i64 8, i1 false)
  %254 = load i64, ptr %48, align 4
  %255 = load i64, ptr %51, align 4
  %256 = cmpxchg weak ptr @pair, i64 %254, i64 %255 seq_cst seq_cst, align 8
  %257 = extractvalue { i64, i1 } %256, 0
  %258 = extractvalue { i64, i1 } %256, 1
  br i1 %258, label %260, label %259

259:                                              ; preds = %253
  store i64 %257, ptr %48, align 4
  br label %260

260:                                              ; preds = %259, %253
  %261 = zext i1 %258 to i8
  store i8 %261, ptr %52, align 1
  %262 = load i8, ptr %52, align 1
  %263 = trunc i8 %262 to i1
  %264 = xor i1 %263, true
  br i1 %264, label %244, label %265, !llvm.loop !18

265:                                              ; preds = %260
  %266 = load i32, ptr %4, align 4
  %267 = srem i32 %266, 4
  %268 = icmp eq i32 %267, 0
  br i1 %268, label %269, label %318

269:                                              ; preds = %265
  %270 = load atomic i128, ptr @quad seq_cst, align 16
  store i128 %270, ptr %54, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %53, ptr align 16 %54, i64 16, i1 false)
  br label %271

271:                                              ; preds = %289, %269
  %272 = getelementptr inbounds %struct.Quad, ptr %53, i32 0, i32 0
  %273 = load i64, ptr %272, align 8
  %274 = add nsw i64 %273, 1
  %275 = getelementptr inbounds %struct.Quad, ptr %55, i32 0, i32 0
  store i64 %274, ptr %275, align 8
  %276 = getelementptr inbounds %struct.Quad, ptr %53, i32 0, i32 1
  %277 = load i64, ptr %276, align 8
  %278 = load i32, ptr %3, align 4
  %279 = sext i32 %278 to i64
  %280 = add nsw i64 %277, %279
  %281 = getelementptr inbounds %struct.Quad, ptr %55, i32 0, i32 1
  store i64 %280, ptr %281, align 8
  br label %282

282:                                              ; preds = %271
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %56, ptr align 8 %55, i64 16, i1 false)
  %283 = load i128, ptr %53, align 8
  %284 = load i128, ptr %56, align 8
  %285 = cmpxchg ptr @quad, i128 %283, i128 %284 seq_cst seq_cst, align 16
  %286 = extractvalue { i128, i1 } %285, 0
  %287 = extractvalue { i128, i1 } %285, 1
  br i1 %287, label %289, label %288

288:                                              ; preds = %282
  store i128 %286, ptr %53, align 8
  br label %289

289:                                              ; preds = %288, %282
  %290 = zext i1 %287 to i8
  store i8 %290, ptr %57, align 1
  %291 = load i8, ptr %57, align 1
  %292 = trunc i8 %291 to i1
  %293 = xor i1 %292, true
  br i1 %293, label %271, label %294, !llvm.loop !19

294:                                              ; preds = %289
  br label %295

295:                                              ; preds = %312, %294
  %296 = load atomic i32, ptr @tri seq_cst, align 4
  store i32 %296, ptr %60, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %58, ptr align 4 %60, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %59, ptr align 1 %58, i64 3, i1 false)
  %297 = getelementptr inbounds %struct.Tri, ptr %59, i32 0, i32 0
  %298 = load i8, ptr %297, align 1
  %299 = add i8 %298, 1
  store i8 %299, ptr %297, align 1
  %300 = getelementptr inbounds %struct.Tri, ptr %59, i32 0, i32 2
  %301 = load i8, ptr %300, align 1
  %302 = zext i8 %301 to i32
  %303 = add nsw i32 %302, 2
  %304 = trunc i32 %303 to i8
  store i8 %304, ptr %300, align 1
  br label %305

305:                                              ; preds = %295
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %61, ptr align 1 %59, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %62, ptr align 1 %58, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %63, ptr align 1 %61, i64 3, i1 false)
  %306 = load i32, ptr %62, align 4
  %307 = load i32, ptr %63, align 4
  %308 = cmpxchg ptr @tri, i32 %306, i32 %307 seq_cst seq_cst, align 4
  %309 = extractvalue { i32, i1 } %308, 0
  %310 = extractvalue { i32, i1 } %308, 1
  br i1 %310, label %312, label %311

311:                                              ; preds = %305
  store i32 %309, ptr %62, align 4
  br label %312

312:                                              ; preds = %311, %305
  %313 = zext i1 %310 to i8
  store i8 %313, ptr %64, align 1
  %314 = load i8, ptr %64, align 1
  %315 = trunc i8 %314 to i1
  %316 = xor i1 %315, true
  br i1 %316, label %295, label %317, !llvm.loop !20

317:                                              ; preds = %312
  br label %318

318:                                              ; preds = %317, %265
  %319 = load i32, ptr %4, align 4
  %320 = sext i32 %319 to i64
  store i64 %320, ptr %65, align 8
  %321 = load i64, ptr %65, align 8
  %322 = atomicrmw add ptr @relaxed_sum, i64 %321 monotonic, align 8
  store i64 %322, ptr %66, align 8
  %323 = load i64, ptr %66, align 8
  br label %324

324:                                              ; preds = %318
  %325 = load i32, ptr %4, align 4
  %326 = add nsw i32 %325, 1
  store i32 %326, ptr %4, align 4
  br label %70, !llvm.loop !21

327:                                              ; preds = %70
  fence seq_cst
  ret ptr null
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @producer(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %11, %13
  %15 = add nsw i64 %14, 1
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x i64], ptr @message, i64 0, i64 %17
  store i64 %15, ptr %18, align 8
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %6, !llvm.loop !22

22:                                               ; preds = %6
  fence release
  store i32 1, ptr %4, align 4
  %23 = load i32, ptr %4, align 4
  store atomic i32 %23, ptr @ready monotonic, align 4
  ret ptr null
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @sched_yield() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
