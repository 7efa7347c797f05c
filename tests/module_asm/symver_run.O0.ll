; ModuleID = input
source_filename = "symver_run.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm ".symver memcpy,memcpy@GLIBC_2.2.5"
module asm ".text"
module asm ".globl add2"
module asm ".type add2,@function"
module asm "add2:"
module asm "\09leal 2(%rdi), %eax"
module asm "\09ret"
module asm ".size add2, .-add2"
module asm ".set add2_alias, add2"
module asm ".globl add2_alias"
module asm ".pushsection .mydata,\22aw\22,@progbits"
module asm ".globl magic"
module asm ".type magic,@object"
module asm ".p2align 3"
module asm "magic:"
module asm ".quad 0x1122334455667788"
module asm ".quad counter"
module asm ".size magic, 16"
module asm ".popsection"
module asm ".globl sum_to"
module asm ".type sum_to,@function"
module asm "sum_to:"
module asm "\09.cfi_startproc"
module asm "\09pushq %rbx"
module asm "\09.cfi_def_cfa_offset 16"
module asm "\09.cfi_offset %rbx, -16"
module asm "\09xorl %eax, %eax"
module asm "\09testl %edi, %edi"
module asm "\09jle 2f"
module asm "1:\09addl %edi, %eax"
module asm "\09decl %edi"
module asm "\09jnz 1b"
module asm "2:\09movl %eax, %ebx"
module asm "\09movl %eax, %edi"
module asm "\09call note_sum"
module asm "\09addl counter(%rip), %ebx"
module asm "\09movl %ebx, %eax"
module asm "\09popq %rbx"
module asm "\09.cfi_def_cfa_offset 8"
module asm "\09ret"
module asm "\09.cfi_endproc"
module asm ".size sum_to, .-sum_to"

@counter = dso_local global i32 5, align 4
@noted = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [7 x i8] c"unused\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"hello, symver\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"%s %d %d %lx %d\0A\00", align 1
@magic = external global [2 x i64], align 16
@.str.3 = private unnamed_addr constant [17 x i8] c"sum %d noted %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @note_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  store i32 %3, ptr @noted, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [32 x i8], align 16
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %9 = load i32, ptr %4, align 4
  %10 = icmp sgt i32 %9, 5
  %11 = zext i1 %10 to i64
  %12 = select i1 %10, ptr @.str, ptr @.str.1
  store ptr %12, ptr %7, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = call i64 @strlen(ptr noundef %13) #4
  %15 = add i64 %14, 1
  store i64 %15, ptr %8, align 8
  %16 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %17 = load ptr, ptr %7, align 8
  %18 = load i64, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 1 %17, i64 %18, i1 false)
  %19 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %20 = call i32 @add2(i32 noundef 40)
  %21 = call i32 @add2_alias(i32 noundef 1)
  %22 = load i64, ptr @magic, align 16
  %23 = load i64, ptr getelementptr inbounds ([2 x i64], ptr @magic, i64 0, i64 1), align 8
  %24 = inttoptr i64 %23 to ptr
  %25 = load i32, ptr %24, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %19, i32 noundef %20, i32 noundef %21, i64 noundef %22, i32 noundef %25)
  %27 = call i32 @sum_to(i32 noundef 10)
  %28 = load i32, ptr @noted, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %27, i32 noundef %28)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

declare i32 @add2(i32 noundef) #3

declare i32 @add2_alias(i32 noundef) #3

declare i32 @sum_to(i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
