; ModuleID = 'tests/programs/nohdr_atomics.c'
source_filename = "tests/programs/nohdr_atomics.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@ai = internal global i32 0, align 4
@.str = private unnamed_addr constant [9 x i8] c"ai = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"ai ops = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"fetch_sub old %lld\0A\00", align 1
@all = internal global i64 10, align 8
@.str.3 = private unnamed_addr constant [22 x i8] c"atomic_max %lld %lld\0A\00", align 1
@ab = internal global i8 -6, align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"byte wrap %u\0A\00", align 1
@plain16 = internal global i16 1000, align 2
@.str.5 = private unnamed_addr constant [21 x i8] c"or %u and %u xor %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"plain16 = %u\0A\00", align 1
@plain64 = internal global i64 -5, align 8
@.str.7 = private unnamed_addr constant [22 x i8] c"cas ok=%d value=%lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"cas ok=%d expected=%lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"exchange old %lld\0A\00", align 1
@spin = internal global i32 0, align 4
@.str.10 = private unnamed_addr constant [35 x i8] c"add_fetch %d sub_fetch %d nand %d\0A\00", align 1
@flagbyte = internal global i8 0, align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"test_and_set %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"cleared %u\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"lock free 8: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  %15 = alloca i16, align 2
  %16 = alloca i16, align 2
  %17 = alloca i32, align 4
  %18 = alloca i16, align 2
  %19 = alloca i16, align 2
  %20 = alloca i32, align 4
  %21 = alloca i16, align 2
  %22 = alloca i16, align 2
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca i8, align 1
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i8, align 1
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
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
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %45

45:                                               ; preds = %53, %0
  %46 = load i32, ptr %2, align 4
  %47 = icmp sle i32 %46, 100
  br i1 %47, label %48, label %56

48:                                               ; preds = %45
  %49 = load i32, ptr %2, align 4
  store i32 %49, ptr %3, align 4
  %50 = load i32, ptr %3, align 4
  %51 = atomicrmw add ptr @ai, i32 %50 seq_cst, align 4
  store i32 %51, ptr %4, align 4
  %52 = load i32, ptr %4, align 4
  br label %53

53:                                               ; preds = %48
  %54 = load i32, ptr %2, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %2, align 4
  br label %45, !llvm.loop !5

56:                                               ; preds = %45
  %57 = load atomic i32, ptr @ai seq_cst, align 4
  store i32 %57, ptr %5, align 4
  %58 = load i32, ptr %5, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %58)
  %60 = atomicrmw add ptr @ai, i32 5 seq_cst, align 4
  %61 = add i32 %60, 5
  %62 = load atomic i32, ptr @ai seq_cst, align 4
  br label %63

63:                                               ; preds = %63, %56
  %64 = phi i32 [ %62, %56 ], [ %67, %63 ]
  %65 = mul nsw i32 %64, 2
  %66 = cmpxchg ptr @ai, i32 %64, i32 %65 seq_cst seq_cst, align 4
  %67 = extractvalue { i32, i1 } %66, 0
  %68 = extractvalue { i32, i1 } %66, 1
  br i1 %68, label %69, label %63

69:                                               ; preds = %63
  %70 = atomicrmw sub ptr @ai, i32 1 seq_cst, align 4
  %71 = load atomic i32, ptr @ai seq_cst, align 4
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %71)
  store i64 3, ptr %6, align 8
  %73 = load i64, ptr %6, align 8
  %74 = atomicrmw sub ptr @all, i64 %73 acq_rel, align 8
  store i64 %74, ptr %7, align 8
  %75 = load i64, ptr %7, align 8
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %75)
  %77 = call i64 @atomic_max(ptr noundef @all, i64 noundef 100)
  store i64 %77, ptr %8, align 8
  %78 = call i64 @atomic_max(ptr noundef @all, i64 noundef 50)
  store i64 %78, ptr %9, align 8
  %79 = load i64, ptr %8, align 8
  %80 = load i64, ptr %9, align 8
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %79, i64 noundef %80)
  store i32 0, ptr %10, align 4
  br label %82

82:                                               ; preds = %89, %69
  %83 = load i32, ptr %10, align 4
  %84 = icmp slt i32 %83, 10
  br i1 %84, label %85, label %92

85:                                               ; preds = %82
  store i8 1, ptr %11, align 1
  %86 = load i8, ptr %11, align 1
  %87 = atomicrmw add ptr @ab, i8 %86 monotonic, align 1
  store i8 %87, ptr %12, align 1
  %88 = load i8, ptr %12, align 1
  br label %89

89:                                               ; preds = %85
  %90 = load i32, ptr %10, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %10, align 4
  br label %82, !llvm.loop !7

92:                                               ; preds = %82
  %93 = load atomic i8, ptr @ab monotonic, align 1
  store i8 %93, ptr %13, align 1
  %94 = load i8, ptr %13, align 1
  %95 = zext i8 %94 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %95)
  store i16 3840, ptr %15, align 2
  %97 = load i16, ptr %15, align 2
  %98 = atomicrmw or ptr @plain16, i16 %97 seq_cst, align 2
  store i16 %98, ptr %16, align 2
  %99 = load i16, ptr %16, align 2
  %100 = zext i16 %99 to i32
  store i32 %100, ptr %14, align 4
  store i16 -241, ptr %18, align 2
  %101 = load i16, ptr %18, align 2
  %102 = atomicrmw and ptr @plain16, i16 %101 seq_cst, align 2
  store i16 %102, ptr %19, align 2
  %103 = load i16, ptr %19, align 2
  %104 = zext i16 %103 to i32
  store i32 %104, ptr %17, align 4
  store i16 21845, ptr %21, align 2
  %105 = load i16, ptr %21, align 2
  %106 = atomicrmw xor ptr @plain16, i16 %105 seq_cst, align 2
  %107 = xor i16 %106, %105
  store i16 %107, ptr %22, align 2
  %108 = load i16, ptr %22, align 2
  %109 = zext i16 %108 to i32
  store i32 %109, ptr %20, align 4
  %110 = load i32, ptr %14, align 4
  %111 = load i32, ptr %17, align 4
  %112 = load i32, ptr %20, align 4
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %110, i32 noundef %111, i32 noundef %112)
  %114 = load i16, ptr @plain16, align 2
  %115 = zext i16 %114 to i32
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %115)
  store i64 -5, ptr %23, align 8
  store i64 77, ptr %25, align 8
  %117 = load i64, ptr %23, align 8
  %118 = load i64, ptr %25, align 8
  %119 = cmpxchg ptr @plain64, i64 %117, i64 %118 seq_cst seq_cst, align 8
  %120 = extractvalue { i64, i1 } %119, 0
  %121 = extractvalue { i64, i1 } %119, 1
  br i1 %121, label %123, label %122

122:                                              ; preds = %92
  store i64 %120, ptr %23, align 8
  br label %123

123:                                              ; preds = %122, %92
  %124 = zext i1 %121 to i8
  store i8 %124, ptr %26, align 1
  %125 = load i8, ptr %26, align 1
  %126 = trunc i8 %125 to i1
  %127 = zext i1 %126 to i32
  store i32 %127, ptr %24, align 4
  %128 = load i32, ptr %24, align 4
  %129 = load atomic i64, ptr @plain64 seq_cst, align 8
  store i64 %129, ptr %27, align 8
  %130 = load i64, ptr %27, align 8
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %128, i64 noundef %130)
  store i64 88, ptr %28, align 8
  %132 = load i64, ptr %23, align 8
  %133 = load i64, ptr %28, align 8
  %134 = cmpxchg weak ptr @plain64, i64 %132, i64 %133 seq_cst seq_cst, align 8
  %135 = extractvalue { i64, i1 } %134, 0
  %136 = extractvalue { i64, i1 } %134, 1
  br i1 %136, label %138, label %137

137:                                              ; preds = %123
  store i64 %135, ptr %23, align 8
  br label %138

138:                                              ; preds = %137, %123
  %139 = zext i1 %136 to i8
  store i8 %139, ptr %29, align 1
  %140 = load i8, ptr %29, align 1
  %141 = trunc i8 %140 to i1
  %142 = zext i1 %141 to i32
  store i32 %142, ptr %24, align 4
  %143 = load i32, ptr %24, align 4
  %144 = load i64, ptr %23, align 8
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %143, i64 noundef %144)
  store i64 123, ptr %30, align 8
  %146 = load i64, ptr %30, align 8
  %147 = atomicrmw xchg ptr @plain64, i64 %146 acq_rel, align 8
  store i64 %147, ptr %31, align 8
  %148 = load i64, ptr %31, align 8
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %148)
  store i32 1, ptr %32, align 4
  %150 = load i32, ptr %32, align 4
  store atomic i32 %150, ptr @spin release, align 4
  store i32 9, ptr %34, align 4
  %151 = load i32, ptr %34, align 4
  %152 = atomicrmw add ptr @spin, i32 %151 monotonic, align 4
  %153 = add i32 %152, %151
  store i32 %153, ptr %35, align 4
  %154 = load i32, ptr %35, align 4
  store i32 %154, ptr %33, align 4
  store i32 3, ptr %37, align 4
  %155 = load i32, ptr %37, align 4
  %156 = atomicrmw sub ptr @spin, i32 %155 monotonic, align 4
  %157 = sub i32 %156, %155
  store i32 %157, ptr %38, align 4
  %158 = load i32, ptr %38, align 4
  store i32 %158, ptr %36, align 4
  store i32 5, ptr %40, align 4
  %159 = load i32, ptr %40, align 4
  %160 = atomicrmw nand ptr @spin, i32 %159 monotonic, align 4
  %161 = and i32 %160, %159
  %162 = xor i32 %161, -1
  store i32 %162, ptr %41, align 4
  %163 = load i32, ptr %41, align 4
  store i32 %163, ptr %39, align 4
  %164 = load i32, ptr %33, align 4
  %165 = load i32, ptr %36, align 4
  %166 = load i32, ptr %39, align 4
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %164, i32 noundef %165, i32 noundef %166)
  %168 = atomicrmw xchg ptr @flagbyte, i8 1 seq_cst, align 1
  %169 = icmp ne i8 %168, 0
  %170 = zext i1 %169 to i32
  store i32 %170, ptr %42, align 4
  %171 = atomicrmw xchg ptr @flagbyte, i8 1 seq_cst, align 1
  %172 = icmp ne i8 %171, 0
  %173 = zext i1 %172 to i32
  store i32 %173, ptr %43, align 4
  %174 = load i32, ptr %42, align 4
  %175 = load i32, ptr %43, align 4
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %174, i32 noundef %175)
  store atomic i8 0, ptr @flagbyte seq_cst, align 1
  %177 = load atomic i8, ptr @flagbyte monotonic, align 1
  store i8 %177, ptr %44, align 1
  %178 = load i8, ptr %44, align 1
  %179 = trunc i8 %178 to i1
  %180 = zext i1 %179 to i32
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %180)
  fence seq_cst
  fence syncscope("singlethread") acquire
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef 1)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone ssp uwtable(sync)
define internal i64 @atomic_max(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i8, align 1
  %9 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = load atomic i64, ptr %10 monotonic, align 8
  store i64 %11, ptr %6, align 8
  %12 = load i64, ptr %6, align 8
  store i64 %12, ptr %5, align 8
  br label %13

13:                                               ; preds = %33, %2
  %14 = load i64, ptr %5, align 8
  %15 = load i64, ptr %4, align 8
  %16 = icmp slt i64 %14, %15
  br i1 %16, label %17, label %31

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8
  %19 = load i64, ptr %4, align 8
  store i64 %19, ptr %7, align 8
  %20 = load i64, ptr %5, align 8
  %21 = load i64, ptr %7, align 8
  %22 = cmpxchg weak ptr %18, i64 %20, i64 %21 seq_cst monotonic, align 8
  %23 = extractvalue { i64, i1 } %22, 0
  %24 = extractvalue { i64, i1 } %22, 1
  br i1 %24, label %26, label %25

25:                                               ; preds = %17
  store i64 %23, ptr %5, align 8
  br label %26

26:                                               ; preds = %25, %17
  %27 = zext i1 %24 to i8
  store i8 %27, ptr %8, align 1
  %28 = load i8, ptr %8, align 1
  %29 = trunc i8 %28 to i1
  %30 = xor i1 %29, true
  br label %31

31:                                               ; preds = %26, %13
  %32 = phi i1 [ false, %13 ], [ %30, %26 ]
  br i1 %32, label %33, label %34

33:                                               ; preds = %31
  br label %13, !llvm.loop !8

34:                                               ; preds = %31
  %35 = load ptr, ptr %3, align 8
  %36 = load atomic i64, ptr %35 acquire, align 8
  store i64 %36, ptr %9, align 8
  %37 = load i64, ptr %9, align 8
  ret i64 %37
}

attributes #0 = { noinline nounwind optnone ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
