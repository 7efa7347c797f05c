; ModuleID = 'tests/run/aarch64/return_address.c'
source_filename = "tests/run/aarch64/return_address.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"ra0 inside main: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"ra0 via another: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"ra1 is main's: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"fa0 below main's frame: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"fa0 below main's locals: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"fa1 is main's frame: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"fa2 is main's frame: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"main's return address: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i8 0, ptr %2, align 1
  store i64 ptrtoint (ptr @main to i64), ptr %3, align 8
  %8 = call ptr @ra0()
  %9 = ptrtoint ptr %8 to i64
  store i64 %9, ptr %4, align 8
  %10 = load i64, ptr %4, align 8
  %11 = load i64, ptr %3, align 8
  %12 = icmp ugt i64 %10, %11
  br i1 %12, label %13, label %18

13:                                               ; preds = %0
  %14 = load i64, ptr %4, align 8
  %15 = load i64, ptr %3, align 8
  %16 = add i64 %15, 4096
  %17 = icmp ult i64 %14, %16
  br label %18

18:                                               ; preds = %13, %0
  %19 = phi i1 [ false, %0 ], [ %17, %13 ]
  %20 = zext i1 %19 to i32
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20)
  %22 = call ptr @via(i32 noundef 0)
  %23 = ptrtoint ptr %22 to i64
  store i64 %23, ptr %5, align 8
  %24 = call ptr @via(i32 noundef 1)
  %25 = ptrtoint ptr %24 to i64
  store i64 %25, ptr %6, align 8
  %26 = load i64, ptr %5, align 8
  %27 = icmp ugt i64 %26, ptrtoint (ptr @via to i64)
  br i1 %27, label %28, label %31

28:                                               ; preds = %18
  %29 = load i64, ptr %5, align 8
  %30 = icmp ult i64 %29, add (i64 ptrtoint (ptr @via to i64), i64 4096)
  br label %31

31:                                               ; preds = %28, %18
  %32 = phi i1 [ false, %18 ], [ %30, %28 ]
  %33 = zext i1 %32 to i32
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33)
  %35 = load i64, ptr %6, align 8
  %36 = load i64, ptr %3, align 8
  %37 = icmp ugt i64 %35, %36
  br i1 %37, label %38, label %43

38:                                               ; preds = %31
  %39 = load i64, ptr %6, align 8
  %40 = load i64, ptr %3, align 8
  %41 = add i64 %40, 4096
  %42 = icmp ult i64 %39, %41
  br label %43

43:                                               ; preds = %38, %31
  %44 = phi i1 [ false, %31 ], [ %42, %38 ]
  %45 = zext i1 %44 to i32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %45)
  %47 = call ptr @llvm.frameaddress.p0(i32 0)
  %48 = ptrtoint ptr %47 to i64
  store i64 %48, ptr %7, align 8
  %49 = call ptr @fa0()
  %50 = ptrtoint ptr %49 to i64
  %51 = load i64, ptr %7, align 8
  %52 = icmp ult i64 %50, %51
  br i1 %52, label %53, label %57

53:                                               ; preds = %43
  %54 = call ptr @fa0()
  %55 = ptrtoint ptr %54 to i64
  %56 = icmp ne i64 %55, 0
  br label %57

57:                                               ; preds = %53, %43
  %58 = phi i1 [ false, %43 ], [ %56, %53 ]
  %59 = zext i1 %58 to i32
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %59)
  %61 = call ptr @fa0()
  %62 = ptrtoint ptr %61 to i64
  %63 = ptrtoint ptr %2 to i64
  %64 = icmp ult i64 %62, %63
  %65 = zext i1 %64 to i32
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %65)
  %67 = call ptr @fa1()
  %68 = ptrtoint ptr %67 to i64
  %69 = load i64, ptr %7, align 8
  %70 = icmp eq i64 %68, %69
  %71 = zext i1 %70 to i32
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %71)
  %73 = call ptr @fa2_mid()
  %74 = ptrtoint ptr %73 to i64
  %75 = load i64, ptr %7, align 8
  %76 = icmp eq i64 %74, %75
  %77 = zext i1 %76 to i32
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %77)
  %79 = call ptr @llvm.returnaddress(i32 0)
  %80 = icmp ne ptr %79, null
  %81 = zext i1 %80 to i32
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %81)
  %83 = load i8, ptr %2, align 1
  %84 = zext i8 %83 to i32
  ret i32 %84
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ra0() #0 {
  %1 = call ptr @llvm.returnaddress(i32 0)
  ret ptr %1
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @via(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = call ptr @ra1()
  br label %10

8:                                                ; preds = %1
  %9 = call ptr @ra0()
  br label %10

10:                                               ; preds = %8, %6
  %11 = phi ptr [ %7, %6 ], [ %9, %8 ]
  store ptr %11, ptr %3, align 8
  call void asm sideeffect "", "~{memory}"() #3, !srcloc !6
  %12 = load ptr, ptr %3, align 8
  ret ptr %12
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @fa0() #0 {
  %1 = call ptr @llvm.frameaddress.p0(i32 0)
  ret ptr %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @fa1() #0 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  ret ptr %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @fa2_mid() #0 {
  %1 = alloca ptr, align 8
  %2 = call ptr @fa2_inner()
  store ptr %2, ptr %1, align 8
  call void asm sideeffect "", "~{memory}"() #3, !srcloc !7
  %3 = load ptr, ptr %1, align 8
  ret ptr %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ra1() #0 {
  %1 = call ptr @llvm.returnaddress(i32 1)
  ret ptr %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @fa2_inner() #0 {
  %1 = call ptr @llvm.frameaddress.p0(i32 2)
  ret ptr %1
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 845}
!7 = !{i64 1114}
