; ModuleID = 'eh_cleanup_c.c'
source_filename = "eh_cleanup_c.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._Unwind_Exception = type { i64, ptr, i64, i64 }

@ex = internal global %struct._Unwind_Exception zeroinitializer, align 16
@.str = private unnamed_addr constant [16 x i8] c"not reached %d\0A\00", align 1
@stdout = external global ptr, align 8
@.str.1 = private unnamed_addr constant [14 x i8] c"end of stack\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", align 1

; Function Attrs: noinline optnone uwtable
define dso_local void @thrower() #0 {
  call void @llvm.memset.p0.i64(ptr align 16 @ex, i8 0, i64 32, i1 false)
  store i64 4660, ptr @ex, align 16
  %1 = call i32 @_Unwind_ForcedUnwind(ptr noundef @ex, ptr noundef @stop, ptr noundef null)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @_Unwind_ForcedUnwind(ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: noinline optnone uwtable
define internal i32 @stop(i32 noundef %0, i32 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  store i64 %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %13 = load i32, ptr %7, align 4
  %14 = load i64, ptr %9, align 8
  %15 = load ptr, ptr %10, align 8
  %16 = load ptr, ptr %11, align 8
  %17 = load ptr, ptr %12, align 8
  %18 = load i32, ptr %8, align 4
  %19 = and i32 %18, 16
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %6
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %23 = load ptr, ptr @stdout, align 8
  %24 = call i32 @fflush(ptr noundef %23)
  call void @exit(i32 noundef 0) #5
  unreachable

25:                                               ; preds = %6
  ret i32 0
}

; Function Attrs: noinline optnone uwtable
define dso_local void @level(i32 noundef %0) #0 personality ptr @__gcc_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = mul nsw i32 %7, 10
  store i32 %8, ptr %3, align 4
  %9 = load i32, ptr %2, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %4, align 4
  %11 = load i32, ptr %2, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %19

13:                                               ; preds = %1
  invoke void @thrower()
          to label %14 unwind label %15

14:                                               ; preds = %13
  br label %23

15:                                               ; preds = %23, %19, %13
  %16 = landingpad { ptr, i32 }
          cleanup
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %5, align 8
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %6, align 4
  invoke void @cleanup_fn(ptr noundef %4)
          to label %32 unwind label %40

19:                                               ; preds = %1
  %20 = load i32, ptr %2, align 4
  %21 = sub nsw i32 %20, 1
  invoke void @level(i32 noundef %21)
          to label %22 unwind label %15

22:                                               ; preds = %19
  br label %23

23:                                               ; preds = %22, %14
  %24 = load i32, ptr %3, align 4
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %24)
          to label %26 unwind label %15

26:                                               ; preds = %23
  invoke void @cleanup_fn(ptr noundef %4)
          to label %27 unwind label %28

27:                                               ; preds = %26
  call void @cleanup_fn(ptr noundef %3)
  ret void

28:                                               ; preds = %26
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %5, align 8
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %6, align 4
  br label %33

32:                                               ; preds = %15
  br label %33

33:                                               ; preds = %32, %28
  invoke void @cleanup_fn(ptr noundef %3)
          to label %34 unwind label %40

34:                                               ; preds = %33
  br label %35

35:                                               ; preds = %34
  %36 = load ptr, ptr %5, align 8
  %37 = load i32, ptr %6, align 4
  %38 = insertvalue { ptr, i32 } poison, ptr %36, 0
  %39 = insertvalue { ptr, i32 } %38, i32 %37, 1
  resume { ptr, i32 } %39

40:                                               ; preds = %33, %15
  %41 = landingpad { ptr, i32 }
          catch ptr null
  call void @abort() #5
  unreachable
}

; Function Attrs: noinline optnone uwtable
define internal void @cleanup_fn(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %4)
  ret void
}

declare i32 @__gcc_personality_v0(...)

declare i32 @printf(ptr noundef, ...) #2

declare void @abort()

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = load ptr, ptr @stdout, align 8
  %3 = call i32 @setvbuf(ptr noundef %2, ptr noundef null, i32 noundef 2, i64 noundef 0) #6
  call void @level(i32 noundef 3)
  ret i32 1
}

; Function Attrs: nounwind
declare i32 @setvbuf(ptr noundef, ptr noundef, i32 noundef, i64 noundef) #3

declare i32 @fflush(ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #4

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
