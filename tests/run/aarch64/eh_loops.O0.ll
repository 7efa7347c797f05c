; ModuleID = 'tests/run/aarch64/eh_loops.cpp'
source_filename = "tests/run/aarch64/eh_loops.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"r\00", align 1
@_ZTISt13runtime_error = external constant ptr
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [67 x i8] c"errors=%d ints=%d a=%ld b=%ld c=%ld d=%ld e=%ld f=%ld g=%ld h=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"work(%d) = %.6f\0A\00", align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z5maybeii(i32 noundef %0, i32 noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = mul nsw i32 %7, 7
  %9 = load i32, ptr %4, align 4
  %10 = add nsw i32 %8, %9
  %11 = srem i32 %10, 5
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %20

13:                                               ; preds = %2
  %14 = call ptr @__cxa_allocate_exception(i64 16) #6
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef @.str)
          to label %15 unwind label %16

15:                                               ; preds = %13
  call void @__cxa_throw(ptr %14, ptr @_ZTISt13runtime_error, ptr @_ZNSt13runtime_errorD1Ev) #7
  unreachable

16:                                               ; preds = %13
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  call void @__cxa_free_exception(ptr %14) #6
  br label %37

20:                                               ; preds = %2
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %4, align 4
  %23 = mul nsw i32 %22, 3
  %24 = add nsw i32 %21, %23
  %25 = srem i32 %24, 7
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %33

27:                                               ; preds = %20
  %28 = call ptr @__cxa_allocate_exception(i64 4) #6
  %29 = load i32, ptr %3, align 4
  %30 = mul nsw i32 %29, 100
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %30, %31
  store i32 %32, ptr %28, align 16
  call void @__cxa_throw(ptr %28, ptr @_ZTIi, ptr null) #7
  unreachable

33:                                               ; preds = %20
  %34 = load i32, ptr %3, align 4
  %35 = load i32, ptr %4, align 4
  %36 = xor i32 %34, %35
  ret i32 %36

37:                                               ; preds = %16
  %38 = load ptr, ptr %5, align 8
  %39 = load i32, ptr %6, align 4
  %40 = insertvalue { ptr, i32 } poison, ptr %38, 0
  %41 = insertvalue { ptr, i32 } %40, i32 %39, 1
  resume { ptr, i32 } %41
}

declare ptr @__cxa_allocate_exception(i64)

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z4worki(i32 noundef %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i64 1, ptr %3, align 8
  store i64 2, ptr %4, align 8
  store i64 3, ptr %5, align 8
  store i64 4, ptr %6, align 8
  store i64 5, ptr %7, align 8
  store i64 6, ptr %8, align 8
  store i64 7, ptr %9, align 8
  store i64 8, ptr %10, align 8
  store double 5.000000e-01, ptr %11, align 8
  store double 1.250000e+00, ptr %12, align 8
  store double -3.000000e+00, ptr %13, align 8
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %24

24:                                               ; preds = %124, %1
  %25 = load i32, ptr %16, align 4
  %26 = load i32, ptr %2, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %127

28:                                               ; preds = %24
  store i32 0, ptr %17, align 4
  br label %29

29:                                               ; preds = %120, %28
  %30 = load i32, ptr %17, align 4
  %31 = icmp slt i32 %30, 6
  br i1 %31, label %32, label %123

32:                                               ; preds = %29
  %33 = load i32, ptr %16, align 4
  %34 = load i32, ptr %17, align 4
  %35 = invoke noundef i32 @_Z5maybeii(i32 noundef %33, i32 noundef %34)
          to label %36 unwind label %77

36:                                               ; preds = %32
  store i32 %35, ptr %18, align 4
  %37 = load i32, ptr %18, align 4
  %38 = sext i32 %37 to i64
  %39 = load i64, ptr %3, align 8
  %40 = add nsw i64 %39, %38
  store i64 %40, ptr %3, align 8
  %41 = load i64, ptr %3, align 8
  %42 = load i64, ptr %4, align 8
  %43 = xor i64 %42, %41
  store i64 %43, ptr %4, align 8
  %44 = load i64, ptr %4, align 8
  %45 = mul nsw i64 %44, 3
  %46 = load i64, ptr %5, align 8
  %47 = add nsw i64 %46, %45
  store i64 %47, ptr %5, align 8
  %48 = load i64, ptr %5, align 8
  %49 = load i64, ptr %6, align 8
  %50 = sub nsw i64 %49, %48
  store i64 %50, ptr %6, align 8
  %51 = load i32, ptr %16, align 4
  %52 = sext i32 %51 to i64
  %53 = load i64, ptr %7, align 8
  %54 = add nsw i64 %53, %52
  store i64 %54, ptr %7, align 8
  %55 = load i64, ptr %8, align 8
  %56 = mul nsw i64 %55, 3
  store i64 %56, ptr %8, align 8
  %57 = load i64, ptr %8, align 8
  %58 = srem i64 %57, 1000003
  store i64 %58, ptr %8, align 8
  %59 = load i32, ptr %17, align 4
  %60 = sext i32 %59 to i64
  %61 = load i64, ptr %9, align 8
  %62 = add nsw i64 %61, %60
  store i64 %62, ptr %9, align 8
  %63 = load i64, ptr %3, align 8
  %64 = and i64 %63, 15
  %65 = load i64, ptr %10, align 8
  %66 = add nsw i64 %65, %64
  store i64 %66, ptr %10, align 8
  %67 = load i32, ptr %18, align 4
  %68 = sitofp i32 %67 to double
  %69 = load double, ptr %11, align 8
  %70 = call double @llvm.fmuladd.f64(double %68, double 5.000000e-01, double %69)
  store double %70, ptr %11, align 8
  %71 = load double, ptr %12, align 8
  %72 = fmul double %71, 1.010000e+00
  store double %72, ptr %12, align 8
  %73 = load double, ptr %11, align 8
  %74 = fdiv double %73, 8.000000e+00
  %75 = load double, ptr %13, align 8
  %76 = fsub double %75, %74
  store double %76, ptr %13, align 8
  br label %117

77:                                               ; preds = %32
  %78 = landingpad { ptr, i32 }
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTIi
  %79 = extractvalue { ptr, i32 } %78, 0
  store ptr %79, ptr %19, align 8
  %80 = extractvalue { ptr, i32 } %78, 1
  store i32 %80, ptr %20, align 4
  br label %81

81:                                               ; preds = %77
  %82 = load i32, ptr %20, align 4
  %83 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt13runtime_error) #6
  %84 = icmp eq i32 %82, %83
  br i1 %84, label %85, label %98

85:                                               ; preds = %81
  %86 = load ptr, ptr %19, align 8
  %87 = call ptr @__cxa_begin_catch(ptr %86) #6
  store ptr %87, ptr %22, align 8
  %88 = load i32, ptr %14, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %14, align 4
  %90 = load i64, ptr %3, align 8
  %91 = sub nsw i64 %90, 3
  store i64 %91, ptr %3, align 8
  %92 = load double, ptr %11, align 8
  %93 = fmul double %92, 9.000000e-01
  store double %93, ptr %11, align 8
  %94 = load i32, ptr %14, align 4
  %95 = srem i32 %94, 4
  %96 = icmp eq i32 %95, 0
  br i1 %96, label %97, label %113

97:                                               ; preds = %85
  store i32 5, ptr %23, align 4
  br label %114

98:                                               ; preds = %81
  %99 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %100 = icmp eq i32 %82, %99
  br i1 %100, label %101, label %161

101:                                              ; preds = %98
  %102 = load ptr, ptr %19, align 8
  %103 = call ptr @__cxa_begin_catch(ptr %102) #6
  %104 = load i32, ptr %103, align 4
  store i32 %104, ptr %21, align 4
  %105 = load i32, ptr %21, align 4
  %106 = srem i32 %105, 13
  %107 = load i32, ptr %15, align 4
  %108 = add nsw i32 %107, %106
  store i32 %108, ptr %15, align 4
  %109 = load i32, ptr %21, align 4
  %110 = sitofp i32 %109 to double
  %111 = load double, ptr %13, align 8
  %112 = fadd double %111, %110
  store double %112, ptr %13, align 8
  call void @__cxa_end_catch() #6
  br label %120

113:                                              ; preds = %85
  store i32 0, ptr %23, align 4
  br label %114

114:                                              ; preds = %113, %97
  call void @__cxa_end_catch()
  %115 = load i32, ptr %23, align 4
  switch i32 %115, label %166 [
    i32 0, label %116
    i32 5, label %123
  ]

116:                                              ; preds = %114
  br label %117

117:                                              ; preds = %116, %36
  %118 = load i64, ptr %10, align 8
  %119 = add nsw i64 %118, 1
  store i64 %119, ptr %10, align 8
  br label %120

120:                                              ; preds = %117, %101
  %121 = load i32, ptr %17, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %17, align 4
  br label %29, !llvm.loop !6

123:                                              ; preds = %114, %29
  br label %124

124:                                              ; preds = %123
  %125 = load i32, ptr %16, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %16, align 4
  br label %24, !llvm.loop !8

127:                                              ; preds = %24
  %128 = load i32, ptr %14, align 4
  %129 = load i32, ptr %15, align 4
  %130 = load i64, ptr %3, align 8
  %131 = load i64, ptr %4, align 8
  %132 = load i64, ptr %5, align 8
  %133 = load i64, ptr %6, align 8
  %134 = load i64, ptr %7, align 8
  %135 = load i64, ptr %8, align 8
  %136 = load i64, ptr %9, align 8
  %137 = load i64, ptr %10, align 8
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %128, i32 noundef %129, i64 noundef %130, i64 noundef %131, i64 noundef %132, i64 noundef %133, i64 noundef %134, i64 noundef %135, i64 noundef %136, i64 noundef %137)
  %139 = load double, ptr %11, align 8
  %140 = load double, ptr %12, align 8
  %141 = fadd double %139, %140
  %142 = load double, ptr %13, align 8
  %143 = fadd double %141, %142
  %144 = load i64, ptr %3, align 8
  %145 = load i64, ptr %4, align 8
  %146 = add nsw i64 %144, %145
  %147 = load i64, ptr %5, align 8
  %148 = add nsw i64 %146, %147
  %149 = load i64, ptr %6, align 8
  %150 = add nsw i64 %148, %149
  %151 = load i64, ptr %7, align 8
  %152 = add nsw i64 %150, %151
  %153 = load i64, ptr %8, align 8
  %154 = add nsw i64 %152, %153
  %155 = load i64, ptr %9, align 8
  %156 = add nsw i64 %154, %155
  %157 = load i64, ptr %10, align 8
  %158 = add nsw i64 %156, %157
  %159 = sitofp i64 %158 to double
  %160 = fadd double %143, %159
  ret double %160

161:                                              ; preds = %98
  %162 = load ptr, ptr %19, align 8
  %163 = load i32, ptr %20, align 4
  %164 = insertvalue { ptr, i32 } poison, ptr %162, 0
  %165 = insertvalue { ptr, i32 } %164, i32 %163, 1
  resume { ptr, i32 } %165

166:                                              ; preds = %114
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #5 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %3

3:                                                ; preds = %11, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 12
  br i1 %5, label %6, label %14

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = call noundef double @_Z4worki(i32 noundef %8)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %7, double noundef %9)
  br label %11

11:                                               ; preds = %6
  %12 = load i32, ptr %2, align 4
  %13 = add nsw i32 %12, 3
  store i32 %13, ptr %2, align 4
  br label %3, !llvm.loop !9

14:                                               ; preds = %3
  ret i32 0
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind memory(none) }
attributes #5 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

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
