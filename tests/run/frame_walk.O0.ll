; ModuleID = 'tests/run/frame_walk.c'
source_filename = "tests/run/frame_walk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"return addresses: %s, %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"in outer\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"not in outer\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"in main\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"not in main\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"frames grow towards callers: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"yes\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"no\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @inner(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %11 = call ptr @llvm.frameaddress.p0(i32 0)
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds ptr, ptr %12, i64 0
  store ptr %11, ptr %13, align 8
  %14 = call ptr @llvm.frameaddress.p0(i32 1)
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds ptr, ptr %15, i64 1
  store ptr %14, ptr %16, align 8
  %17 = call ptr @llvm.frameaddress.p0(i32 2)
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds ptr, ptr %18, i64 2
  store ptr %17, ptr %19, align 8
  %20 = call ptr @llvm.returnaddress(i32 1)
  %21 = call ptr @code_of(ptr noundef %20)
  store ptr %21, ptr %7, align 8
  %22 = call ptr @llvm.returnaddress(i32 0)
  %23 = call ptr @code_of(ptr noundef %22)
  store ptr %23, ptr %8, align 8
  %24 = load ptr, ptr %8, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = icmp ugt ptr %24, %25
  br i1 %26, label %27, label %32

27:                                               ; preds = %3
  %28 = load ptr, ptr %8, align 8
  %29 = load ptr, ptr %4, align 8
  %30 = getelementptr inbounds i8, ptr %29, i64 512
  %31 = icmp ult ptr %28, %30
  br label %32

32:                                               ; preds = %27, %3
  %33 = phi i1 [ false, %3 ], [ %31, %27 ]
  %34 = zext i1 %33 to i32
  store i32 %34, ptr %9, align 4
  %35 = load ptr, ptr %7, align 8
  %36 = load ptr, ptr %5, align 8
  %37 = icmp ugt ptr %35, %36
  br i1 %37, label %38, label %43

38:                                               ; preds = %32
  %39 = load ptr, ptr %7, align 8
  %40 = load ptr, ptr %5, align 8
  %41 = getelementptr inbounds i8, ptr %40, i64 1024
  %42 = icmp ult ptr %39, %41
  br label %43

43:                                               ; preds = %38, %32
  %44 = phi i1 [ false, %32 ], [ %42, %38 ]
  %45 = zext i1 %44 to i32
  store i32 %45, ptr %10, align 4
  %46 = load i32, ptr %9, align 4
  %47 = mul nsw i32 %46, 2
  %48 = load i32, ptr %10, align 4
  %49 = add nsw i32 %47, %48
  ret i32 %49
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @code_of(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @outer(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @inner(ptr noundef @outer, ptr noundef %6, ptr noundef %7)
  store i32 %8, ptr %5, align 4
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !6
  %9 = load i32, ptr %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x ptr], align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 0
  %5 = call i32 @outer(ptr noundef @main, ptr noundef %4)
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  %7 = and i32 %6, 2
  %8 = icmp ne i32 %7, 0
  %9 = zext i1 %8 to i64
  %10 = select i1 %8, ptr @.str.1, ptr @.str.2
  %11 = load i32, ptr %3, align 4
  %12 = and i32 %11, 1
  %13 = icmp ne i32 %12, 0
  %14 = zext i1 %13 to i64
  %15 = select i1 %13, ptr @.str.3, ptr @.str.4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %10, ptr noundef %15)
  %17 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 0
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 1
  %20 = load ptr, ptr %19, align 8
  %21 = icmp ult ptr %18, %20
  br i1 %21, label %22, label %28

22:                                               ; preds = %0
  %23 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 1
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 2
  %26 = load ptr, ptr %25, align 16
  %27 = icmp ult ptr %24, %26
  br label %28

28:                                               ; preds = %22, %0
  %29 = phi i1 [ false, %0 ], [ %27, %22 ]
  %30 = zext i1 %29 to i64
  %31 = select i1 %29, ptr @.str.6, ptr @.str.7
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %31)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 1074}
