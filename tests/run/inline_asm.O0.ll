; ModuleID = 'tests/run/inline_asm.c'
source_filename = "tests/run/inline_asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.mem_local.arr = private unnamed_addr constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 16
@garr = dso_local global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@sarr = internal global [4 x i32] [i32 5, i32 6, i32 7, i32 8], align 16
@.str = private unnamed_addr constant [28 x i8] c"cpuid vendor non-empty: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"rdtsc nonzero and increasing: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"bswap: %08x %016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"cas: %d %d x=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"add: %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"xchg: %ld %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"sp aligned: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"sete: %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"flags: zf %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"flags: carry %d %u %d %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"modifiers: %08x\0A\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c"loop: %u %u\0A\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"clobber rbx: %ld\0A\00", align 1
@.str.13 = private unnamed_addr constant [15 x i8] c"rep stosb: %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"sse: %.2f\0A\00", align 1
@.str.15 = private unnamed_addr constant [18 x i8] c"memory: %d %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"divmod: %d %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"labels: %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [19 x i8] c"symbols: %d %d %d\0A\00", align 1
@shared = internal global i64 0, align 8
@.str.19 = private unnamed_addr constant [13 x i8] c"shared: %ld\0A\00", align 1
@stdout = external global ptr, align 8
@.str.20 = private unnamed_addr constant [15 x i8] c"syscall write\0A\00", align 1
@.str.21 = private unnamed_addr constant [22 x i8] c"syscall returned %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @bswap32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %3) #6, !srcloc !6
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @bswap64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 asm "bswapq $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %3) #6, !srcloc !7
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @cpuid(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store i32 %0, ptr %6, align 4
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = load ptr, ptr %9, align 8
  %14 = load ptr, ptr %10, align 8
  %15 = load i32, ptr %6, align 4
  %16 = call { i32, i32, i32, i32 } asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 %15, i32 0) #7, !srcloc !8
  %17 = extractvalue { i32, i32, i32, i32 } %16, 0
  %18 = extractvalue { i32, i32, i32, i32 } %16, 1
  %19 = extractvalue { i32, i32, i32, i32 } %16, 2
  %20 = extractvalue { i32, i32, i32, i32 } %16, 3
  store i32 %17, ptr %11, align 4
  store i32 %18, ptr %12, align 4
  store i32 %19, ptr %13, align 4
  store i32 %20, ptr %14, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cas(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  %11 = call i32 asm sideeffect "lock; cmpxchgl $2, $1", "={ax},=*m,r,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %8, i32 %9, i32 %10, ptr elementtype(i32) %8) #7, !srcloc !9
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %7, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @add_g(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call i32 asm "addl $2, $0", "=r,0,imr,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %6, i32 %7) #8, !srcloc !10
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @add_imm(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 asm "addl $2, $0", "=r,0,i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4, i32 1000) #6, !srcloc !11
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @xchg(i64 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  store i64 %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call i64 asm "xchgq $0, $1", "=r,=*m,0,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %6, i64 %5, ptr elementtype(i64) %6) #7, !srcloc !12
  store i64 %7, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @stack_pointer() #0 {
  %1 = alloca i64, align 8
  %2 = call i64 asm "movq %rsp, $0", "=r,~{dirflag},~{fpsr},~{flags}"() #6, !srcloc !13
  store i64 %2, ptr %1, align 8
  %3 = load i64, ptr %1, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @is_zero_q(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i8 asm "testl $1, $1; sete $0", "=q,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4) #6, !srcloc !14
  store i8 %5, ptr %3, align 1
  %6 = load i8, ptr %3, align 1
  %7 = sext i8 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @zf(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i32 asm "testq $1, $1", "={@ccz},r,~{dirflag},~{fpsr},~{flags}"(i64 %4) #6, !srcloc !15
  %6 = icmp ult i32 %5, 2
  call void @llvm.assume(i1 %6)
  store i32 %5, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @carry(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i8, align 1
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %5, align 4
  %11 = call { i32, i8 } asm "addl $3, $0", "=r,={@ccc},0,r,~{dirflag},~{fpsr},~{flags}"(i32 %9, i32 %10) #6, !srcloc !16
  %12 = extractvalue { i32, i8 } %11, 0
  %13 = extractvalue { i32, i8 } %11, 1
  store i32 %12, ptr %8, align 4
  %14 = icmp ult i8 %13, 2
  call void @llvm.assume(i1 %14)
  store i8 %13, ptr %7, align 1
  %15 = load i8, ptr %7, align 1
  %16 = trunc i8 %15 to i1
  %17 = zext i1 %16 to i32
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @modifiers(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i64 asm "movq ${1:q}, ${0:q}\0A\09movw ${1:w}, ${0:w}\0A\09movb ${2:h}, ${0:b}\0A\09addl $$${3:c}, ${0:k}", "=&r,r,Q,n,~{dirflag},~{fpsr},~{flags}"(i64 %4, i64 4660, i32 7) #6, !srcloc !17
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = trunc i64 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum_to(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %15

8:                                                ; preds = %1
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  %11 = call { i32, i32 } asm "1:\0A\09addl $1, $0\0A\09decl $1\0A\09jnz 1b", "=r,=r,0,1,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %9, i32 %10) #6, !srcloc !18
  %12 = extractvalue { i32, i32 } %11, 0
  %13 = extractvalue { i32, i32 } %11, 1
  store i32 %12, ptr %4, align 4
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %4, align 4
  store i32 %14, ptr %2, align 4
  br label %15

15:                                               ; preds = %8, %7
  %16 = load i32, ptr %2, align 4
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @clobber_rbx(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i64 asm "movq $1, %rbx\0A\09leaq 1(%rbx), $0", "=r,r,~{rbx},~{dirflag},~{fpsr},~{flags}"(i64 %4) #6, !srcloc !19
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill(ptr noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  %10 = call { ptr, i64 } asm sideeffect "rep stosb", "={di},={cx},{ax},0,1,~{memory},~{dirflag},~{fpsr},~{flags}"(i32 %9, ptr %7, i64 %8) #7, !srcloc !20
  %11 = extractvalue { ptr, i64 } %10, 0
  %12 = extractvalue { ptr, i64 } %10, 1
  store ptr %11, ptr %4, align 8
  store i64 %12, ptr %6, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sse_add(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double asm "addsd $1, $0", "=x,x,0,~{dirflag},~{fpsr},~{flags}"(double %6, double %5) #6, !srcloc !21
  store double %7, ptr %3, align 8
  %8 = load double, ptr %3, align 8
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @copy_mem(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 asm "movl $2, $1\0A\09movl $1, $0", "=*m,=&r,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %6, ptr elementtype(i32) %7) #7, !srcloc !22
  store i32 %8, ptr %5, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @mem_local(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [4 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.mem_local.arr, i64 16, i1 true)
  call void asm sideeffect "movl $$7, $0", "=*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %5) #7, !srcloc !23
  %6 = load i32, ptr %2, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %7
  %9 = call i32 asm "movl $1, $0", "=r,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %8) #8, !srcloc !24
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = add nsw i32 %10, %11
  ret i32 %12
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sys_write(i32 noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i64 0, ptr %8, align 8
  %9 = load i32, ptr %4, align 4
  %10 = sext i32 %9 to i64
  %11 = load ptr, ptr %5, align 8
  %12 = load i64, ptr %6, align 8
  %13 = load i64, ptr %8, align 8
  %14 = call i64 asm sideeffect "syscall", "={ax},{ax},{di},{si},{dx},{r10},~{rcx},~{r11},~{memory},~{dirflag},~{fpsr},~{flags}"(i64 1, i64 %10, ptr %11, i64 %12, i64 %13) #7, !srcloc !25
  store i64 %14, ptr %7, align 8
  %15 = load i64, ptr %7, align 8
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @lea_sym() #0 {
  %1 = alloca ptr, align 8
  %2 = call ptr asm "leaq ${1:c}(%rip), $0", "=r,i,~{dirflag},~{fpsr},~{flags}"(ptr getelementptr inbounds ([4 x i32], ptr @garr, i64 0, i64 2)) #6, !srcloc !26
  store ptr %2, ptr %1, align 8
  %3 = load ptr, ptr %1, align 8
  ret ptr %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @load_sym() #0 {
  %1 = alloca i32, align 4
  %2 = call i32 asm "movl ${1:c}+4(%rip), $0", "=r,i,~{dirflag},~{fpsr},~{flags}"(ptr @sarr) #6, !srcloc !27
  store i32 %2, ptr %1, align 4
  %3 = load i32, ptr %1, align 4
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @negated() #0 {
  %1 = alloca i32, align 4
  %2 = call i32 asm "movl $$${1:n}, $0", "=r,n,~{dirflag},~{fpsr},~{flags}"(i32 5) #6, !srcloc !28
  store i32 %2, ptr %1, align 4
  %3 = load i32, ptr %1, align 4
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @divmod(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %5, align 4
  %11 = call { i32, i32 } asm "cltd\0A\09idivl $3", "={ax},={dx},{ax},r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %9, i32 %10) #6, !srcloc !29
  %12 = extractvalue { i32, i32 } %11, 0
  %13 = extractvalue { i32, i32 } %11, 1
  store i32 %12, ptr %7, align 4
  store i32 %13, ptr %8, align 4
  %14 = load i32, ptr %8, align 4
  %15 = load ptr, ptr %6, align 8
  store i32 %14, ptr %15, align 4
  %16 = load i32, ptr %7, align 4
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [13 x i8], align 1
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [16 x i8], align 16
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @cpuid(i32 noundef 0, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5)
  %25 = getelementptr inbounds [13 x i8], ptr %6, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %25, ptr align 4 %3, i64 4, i1 false)
  %26 = getelementptr inbounds [13 x i8], ptr %6, i64 0, i64 0
  %27 = getelementptr inbounds i8, ptr %26, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %27, ptr align 4 %5, i64 4, i1 false)
  %28 = getelementptr inbounds [13 x i8], ptr %6, i64 0, i64 0
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %29, ptr align 4 %4, i64 4, i1 false)
  %30 = getelementptr inbounds [13 x i8], ptr %6, i64 0, i64 12
  store i8 0, ptr %30, align 1
  %31 = getelementptr inbounds [13 x i8], ptr %6, i64 0, i64 0
  %32 = load i8, ptr %31, align 1
  %33 = sext i8 %32 to i32
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %39

35:                                               ; preds = %0
  %36 = getelementptr inbounds [13 x i8], ptr %6, i64 0, i64 0
  %37 = call i64 @strlen(ptr noundef %36) #9
  %38 = icmp ugt i64 %37, 0
  br label %39

39:                                               ; preds = %35, %0
  %40 = phi i1 [ false, %0 ], [ %38, %35 ]
  %41 = zext i1 %40 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %41)
  %43 = call i64 @rdtsc()
  store i64 %43, ptr %7, align 8
  %44 = call i64 @rdtsc()
  store i64 %44, ptr %8, align 8
  %45 = load i64, ptr %7, align 8
  %46 = icmp ne i64 %45, 0
  br i1 %46, label %47, label %51

47:                                               ; preds = %39
  %48 = load i64, ptr %8, align 8
  %49 = load i64, ptr %7, align 8
  %50 = icmp uge i64 %48, %49
  br label %51

51:                                               ; preds = %47, %39
  %52 = phi i1 [ false, %39 ], [ %50, %47 ]
  %53 = zext i1 %52 to i32
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %53)
  %55 = call i32 @bswap32(i32 noundef 305419896)
  %56 = call i64 @bswap64(i64 noundef 72623859790382856)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %55, i64 noundef %56)
  store i32 5, ptr %9, align 4
  %58 = call i32 @cas(ptr noundef %9, i32 noundef 5, i32 noundef 9)
  store i32 %58, ptr %10, align 4
  %59 = call i32 @cas(ptr noundef %9, i32 noundef 5, i32 noundef 11)
  store i32 %59, ptr %11, align 4
  %60 = load i32, ptr %10, align 4
  %61 = load i32, ptr %11, align 4
  %62 = load i32, ptr %9, align 4
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %60, i32 noundef %61, i32 noundef %62)
  %64 = call i32 @add_g(i32 noundef 3, i32 noundef 4)
  %65 = call i32 @add_imm(i32 noundef -1)
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %64, i32 noundef %65)
  store i64 7, ptr %12, align 8
  %67 = call i64 @xchg(i64 noundef 1, ptr noundef %12)
  store i64 %67, ptr %13, align 8
  %68 = load i64, ptr %13, align 8
  %69 = load i64, ptr %12, align 8
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %68, i64 noundef %69)
  %71 = call i64 @stack_pointer()
  store i64 %71, ptr %14, align 8
  %72 = load i64, ptr %14, align 8
  %73 = icmp ne i64 %72, 0
  br i1 %73, label %74, label %78

74:                                               ; preds = %51
  %75 = load i64, ptr %14, align 8
  %76 = and i64 %75, 7
  %77 = icmp eq i64 %76, 0
  br label %78

78:                                               ; preds = %74, %51
  %79 = phi i1 [ false, %51 ], [ %77, %74 ]
  %80 = zext i1 %79 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %80)
  %82 = call i32 @is_zero_q(i32 noundef 0)
  %83 = call i32 @is_zero_q(i32 noundef 3)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %82, i32 noundef %83)
  %85 = call i32 @zf(i64 noundef 0)
  %86 = call i32 @zf(i64 noundef -5)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %85, i32 noundef %86)
  %88 = call i32 @carry(i32 noundef -1, i32 noundef 2, ptr noundef %15)
  store i32 %88, ptr %17, align 4
  %89 = call i32 @carry(i32 noundef 1, i32 noundef 2, ptr noundef %16)
  store i32 %89, ptr %18, align 4
  %90 = load i32, ptr %17, align 4
  %91 = load i32, ptr %15, align 4
  %92 = load i32, ptr %18, align 4
  %93 = load i32, ptr %16, align 4
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %90, i32 noundef %91, i32 noundef %92, i32 noundef %93)
  %95 = call i32 @modifiers(i64 noundef 1234605616436508552)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %95)
  %97 = call i32 @sum_to(i32 noundef 10)
  %98 = call i32 @sum_to(i32 noundef 100)
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %97, i32 noundef %98)
  %100 = call i64 @clobber_rbx(i64 noundef 41)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %100)
  %102 = getelementptr inbounds [16 x i8], ptr %19, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %102, i8 0, i64 16, i1 false)
  %103 = getelementptr inbounds [16 x i8], ptr %19, i64 0, i64 0
  call void @fill(ptr noundef %103, i32 noundef 122, i64 noundef 10)
  %104 = getelementptr inbounds [16 x i8], ptr %19, i64 0, i64 0
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %104)
  %106 = call double @sse_add(double noundef 1.250000e+00, double noundef 2.500000e+00)
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %106)
  store i32 1234, ptr %20, align 4
  store i32 0, ptr %21, align 4
  call void @copy_mem(ptr noundef %21, ptr noundef %20)
  %108 = load i32, ptr %21, align 4
  %109 = call i32 @mem_local(i32 noundef 1)
  %110 = call i32 @mem_local(i32 noundef 3)
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %108, i32 noundef %109, i32 noundef %110)
  %112 = call i32 @divmod(i32 noundef -47, i32 noundef 5, ptr noundef %22)
  store i32 %112, ptr %23, align 4
  %113 = load i32, ptr %23, align 4
  %114 = load i32, ptr %22, align 4
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %113, i32 noundef %114)
  %116 = call i32 @skip_ud2(i32 noundef 1)
  %117 = call i32 @skip_ud2(i32 noundef 40)
  %118 = call i32 @skip_ud2(i32 noundef %117)
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %116, i32 noundef %118)
  %120 = call ptr @lea_sym()
  %121 = load i32, ptr %120, align 4
  %122 = call i32 @load_sym()
  %123 = call i32 @negated()
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %121, i32 noundef %122, i32 noundef %123)
  call void asm sideeffect "pause", "~{dirflag},~{fpsr},~{flags}"() #7, !srcloc !30
  call void asm sideeffect "mfence", "~{memory},~{dirflag},~{fpsr},~{flags}"() #7, !srcloc !31
  call void asm sideeffect "lock; incq $0", "=*m,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) @shared, ptr elementtype(i64) @shared) #7, !srcloc !32
  call void asm sideeffect "lock; addq $1, $0", "=*m,er,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) @shared, i64 41, ptr elementtype(i64) @shared) #7, !srcloc !33
  %125 = load i64, ptr @shared, align 8
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %125)
  %127 = load ptr, ptr @stdout, align 8
  %128 = call i32 @fflush(ptr noundef %127)
  %129 = call i64 @sys_write(i32 noundef 1, ptr noundef @.str.20, i64 noundef 14)
  store i64 %129, ptr %24, align 8
  %130 = load i64, ptr %24, align 8
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i64 noundef %130)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rdtsc() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #7, !srcloc !34
  %4 = extractvalue { i32, i32 } %3, 0
  %5 = extractvalue { i32, i32 } %3, 1
  store i32 %4, ptr %1, align 4
  store i32 %5, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %7, 32
  %9 = load i32, ptr %1, align 4
  %10 = zext i32 %9 to i64
  %11 = or i64 %8, %10
  ret i64 %11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @skip_ud2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 asm sideeffect "jmp .Lskip${:uid}\0A\09ud2\0A.Lskip${:uid}:\0A\09incl $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %3) #7, !srcloc !35
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  ret i32 %5
}

declare i32 @fflush(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind memory(read) }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 871}
!7 = !{i64 980}
!8 = !{i64 1148}
!9 = !{i64 1320}
!10 = !{i64 1497}
!11 = !{i64 1634}
!12 = !{i64 1771}
!13 = !{i64 1913}
!14 = !{i64 2034}
!15 = !{i64 2169}
!16 = !{i64 2327}
!17 = !{i64 2590, i64 2606, i64 2638, i64 2670}
!18 = !{i64 2981, i64 2986, i64 3016, i64 3042}
!19 = !{i64 3302, i64 3319}
!20 = !{i64 3598}
!21 = !{i64 3731}
!22 = !{i64 3940, i64 3954}
!23 = !{i64 4219}
!24 = !{i64 4257}
!25 = !{i64 4835}
!26 = !{i64 5302}
!27 = !{i64 5438}
!28 = !{i64 5571}
!29 = !{i64 5761, i64 5768}
!30 = !{i64 7666}
!31 = !{i64 7697}
!32 = !{i64 7742}
!33 = !{i64 7796}
!34 = !{i64 730}
!35 = !{i64 4465, i64 4480, i64 4487, i64 4498}
