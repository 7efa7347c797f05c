; ModuleID = 'tests/run/naked.c'
source_filename = "tests/run/naked.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"add3 %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"seventh %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"return address seen %d\0A\00", align 1

; Function Attrs: naked noinline nounwind optnone uwtable
define dso_local i64 @seventh(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6) #0 {
  call void asm sideeffect "movq 8(%rsp), %rax\0A\09ret", "~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !6
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #1 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @add3(i32 noundef 1, i32 noundef 20, i32 noundef 300)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2)
  %4 = call i64 @seventh(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 77)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %4)
  %6 = call i32 @caller()
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %6)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: naked noinline nounwind optnone uwtable
define internal i32 @add3(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  call void asm sideeffect "leal (%rdi,%rsi), %eax\0A\09addl %edx, %eax\0A\09ret", "~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !7
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @caller() #1 {
  %1 = alloca ptr, align 8
  %2 = call ptr @own_return_address()
  store ptr %2, ptr %1, align 8
  %3 = load ptr, ptr %1, align 8
  %4 = icmp ne ptr %3, null
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: naked noinline nounwind optnone uwtable
define internal ptr @own_return_address() #0 {
  call void asm sideeffect "movq (%rsp), %rax\0A\09ret", "~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !8
  unreachable
}

attributes #0 = { naked noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{i64 600, i64 621}
!7 = !{i64 371, i64 396, i64 415}
!8 = !{i64 799, i64 819}
