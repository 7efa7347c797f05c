; ModuleID = 'tests/run/riscv64/inline_asm.c'
source_filename = "tests/run/riscv64/inline_asm.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"add_rr %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"add_var %ld add_const %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"zero_or %ld shift_k %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"fp_ops %.6f fp_to_int %d fp_single %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"amo_add %d -> %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"lr_sc_add %ld -> %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"mem_ops %ld -> %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"tied %ld count_down %ld\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"uid_labels %ld %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"pseudos %ld %ld\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"big_constants %llx\0A\00", align 1
@.str.11 = private unnamed_addr constant [39 x i8] c"named_regs %ld clobbers %ld norvc %ld\0A\00", align 1
@.str.12 = private unnamed_addr constant [33 x i8] c"rounding_mode %u data_words %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 40, ptr %2, align 8
  store i32 5, ptr %3, align 4
  store i64 1234, ptr %4, align 8
  store i64 0, ptr %5, align 8
  %6 = call i64 @add_rr(i64 noundef 20, i64 noundef 22)
  %7 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %6)
  %8 = call i64 @add_var(i64 noundef 100, i64 noundef 23)
  %9 = call i64 @add_const(i64 noundef 100)
  %10 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %8, i64 noundef %9)
  %11 = call i64 @zero_or(i64 noundef 85)
  %12 = call i64 @shift_k(i64 noundef 3)
  %13 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %11, i64 noundef %12)
  %14 = call double @fp_ops(double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 4.000000e+00)
  %15 = call signext i32 @fp_to_int(double noundef -7.900000e+00)
  %16 = call float @fp_single(float noundef 1.500000e+00, float noundef 2.000000e+00)
  %17 = fpext float %16 to double
  %18 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %14, i32 noundef signext %15, double noundef %17)
  %19 = call signext i32 @amo_add(ptr noundef %3, i32 noundef signext 7)
  %20 = load i32, ptr %3, align 4
  %21 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %19, i32 noundef signext %20)
  %22 = call i64 @lr_sc_add(ptr noundef %2, i64 noundef 2)
  %23 = load i64, ptr %2, align 8
  %24 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %22, i64 noundef %23)
  %25 = call i64 @mem_ops(ptr noundef %4, ptr noundef %5)
  %26 = load i64, ptr %5, align 8
  %27 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %25, i64 noundef %26)
  %28 = call i64 @tied(i64 noundef 20)
  %29 = call i64 @count_down(i64 noundef 17)
  %30 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %28, i64 noundef %29)
  %31 = call i64 @uid_labels(i64 noundef -5)
  %32 = call i64 @uid_labels(i64 noundef 5)
  %33 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %31, i64 noundef %32)
  %34 = call i64 @pseudos(i64 noundef 0)
  %35 = call i64 @pseudos(i64 noundef -123456789)
  %36 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %34, i64 noundef %35)
  %37 = call i64 @big_constants()
  %38 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %37)
  %39 = call i64 @named_regs(i64 noundef 5)
  %40 = call i64 @clobbers(i64 noundef 41)
  %41 = call i64 @norvc(i64 noundef 1)
  %42 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %39, i64 noundef %40, i64 noundef %41)
  %43 = call signext i32 @rounding_mode()
  %44 = call i64 @data_words()
  %45 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %43, i64 noundef %44)
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add_rr(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call i64 asm "add $0, $1, $2", "=r,r,r"(i64 %6, i64 %7) #2, !srcloc !10
  store i64 %8, ptr %5, align 8
  %9 = load i64, ptr %5, align 8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add_var(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call i64 asm "add${2:i} $0, $1, $2", "=r,r,rI"(i64 %6, i64 %7) #2, !srcloc !11
  store i64 %8, ptr %5, align 8
  %9 = load i64, ptr %5, align 8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add_const(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i64 asm "add${2:i} $0, $1, $2", "=r,r,rI"(i64 %4, i32 -37) #2, !srcloc !12
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @zero_or(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i64 asm "or $0, $1, ${2:z}", "=r,r,rJ"(i64 %4, i64 0) #2, !srcloc !13
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @shift_k(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i64 asm "slli $0, $1, $2", "=r,r,K"(i64 %4, i32 13) #2, !srcloc !14
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fp_ops(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %9 = load double, ptr %4, align 8
  %10 = load double, ptr %5, align 8
  %11 = load double, ptr %6, align 8
  %12 = call double asm "fmadd.d $0, $1, $2, $3", "=f,f,f,f"(double %9, double %10, double %11) #2, !srcloc !15
  store double %12, ptr %7, align 8
  %13 = load double, ptr %7, align 8
  %14 = call double asm "fsqrt.d $0, $1", "=f,f"(double %13) #2, !srcloc !16
  store double %14, ptr %8, align 8
  %15 = load double, ptr %8, align 8
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @fp_to_int(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call i32 asm "fcvt.w.d $0, $1, rtz", "=r,f"(double %4) #2, !srcloc !17
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fp_single(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %6 = load float, ptr %3, align 4
  %7 = load float, ptr %4, align 4
  %8 = call float asm "fmul.s $0, $1, $2\0A\09fneg.s $0, $0", "=&f,f,f"(float %6, float %7) #2, !srcloc !18
  store float %8, ptr %5, align 4
  %9 = load float, ptr %5, align 4
  ret float %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @amo_add(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = call i32 asm sideeffect "amoadd.w.aqrl $0, $2, $1", "=r,=*A,r,*A,~{memory}"(ptr elementtype(i32) %6, i32 %7, ptr elementtype(i32) %6) #3, !srcloc !19
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lr_sc_add(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i64, ptr %4, align 8
  %9 = call { i64, i64 } asm sideeffect "1: lr.d.aq $0, ($2)\0A   add $1, $0, $3\0A   sc.d.rl $1, $1, ($2)\0A   bnez $1, 1b", "=&r,=&r,r,r,~{memory}"(ptr %7, i64 %8) #3, !srcloc !20
  %10 = extractvalue { i64, i64 } %9, 0
  %11 = extractvalue { i64, i64 } %9, 1
  store i64 %10, ptr %5, align 8
  store i64 %11, ptr %6, align 8
  %12 = load i64, ptr %5, align 8
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mem_ops(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call i64 asm "ld $0, $1", "=r,*m"(ptr elementtype(i64) %6) #4, !srcloc !21
  store i64 %7, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i64, ptr %5, align 8
  %10 = add nsw i64 %9, 1
  call void asm "sd $1, $0", "=*m,r"(ptr elementtype(i64) %8, i64 %10) #3, !srcloc !22
  %11 = load i64, ptr %5, align 8
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @tied(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 asm "addi $0, $0, 1\0A\09slli $0, $0, 1", "=r,0"(i64 %3) #2, !srcloc !23
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @count_down(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  %4 = load i64, ptr %2, align 8
  %5 = load i64, ptr %3, align 8
  %6 = call { i64, i64 } asm "beqz $0, 2f\0A1:\0A\09addi $0, $0, -1\0A\09addi $1, $1, 1\0A\09bnez $0, 1b\0A2:", "=r,=r,0,1"(i64 %4, i64 %5) #2, !srcloc !24
  %7 = extractvalue { i64, i64 } %6, 0
  %8 = extractvalue { i64, i64 } %6, 1
  store i64 %7, ptr %2, align 8
  store i64 %8, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @uid_labels(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i64 asm "li $0, 0\0Abgez $1, .Lpos${:uid}\0Ali $0, 1\0Aj .Ldone${:uid}\0A.Lpos${:uid}:\0Ali $0, 2\0A.Ldone${:uid}:", "=&r,r"(i64 %4) #2, !srcloc !25
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pseudos(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %8 = load i64, ptr %2, align 8
  %9 = call i64 asm "not $0, $1", "=r,r"(i64 %8) #2, !srcloc !26
  store i64 %9, ptr %3, align 8
  %10 = load i64, ptr %2, align 8
  %11 = call i64 asm "neg $0, $1", "=r,r"(i64 %10) #2, !srcloc !27
  store i64 %11, ptr %4, align 8
  %12 = load i64, ptr %2, align 8
  %13 = call i64 asm "seqz $0, $1", "=r,r"(i64 %12) #2, !srcloc !28
  store i64 %13, ptr %5, align 8
  %14 = load i64, ptr %2, align 8
  %15 = call i64 asm "snez $0, $1", "=r,r"(i64 %14) #2, !srcloc !29
  store i64 %15, ptr %6, align 8
  %16 = load i64, ptr %2, align 8
  %17 = call i64 asm "sext.w $0, $1", "=r,r"(i64 %16) #2, !srcloc !30
  store i64 %17, ptr %7, align 8
  %18 = load i64, ptr %3, align 8
  %19 = mul nsw i64 %18, 3
  %20 = load i64, ptr %4, align 8
  %21 = mul nsw i64 %20, 5
  %22 = add nsw i64 %19, %21
  %23 = load i64, ptr %5, align 8
  %24 = mul nsw i64 %23, 7
  %25 = add nsw i64 %22, %24
  %26 = load i64, ptr %6, align 8
  %27 = mul nsw i64 %26, 11
  %28 = add nsw i64 %25, %27
  %29 = load i64, ptr %7, align 8
  %30 = add nsw i64 %28, %29
  ret i64 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_constants() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = call i64 asm "li $0, 0x12345678", "=r"() #2, !srcloc !31
  store i64 %5, ptr %1, align 8
  %6 = call i64 asm "li $0, -2049", "=r"() #2, !srcloc !32
  store i64 %6, ptr %2, align 8
  %7 = call i64 asm "li $0, 0x7ff0000000000000", "=r"() #2, !srcloc !33
  store i64 %7, ptr %3, align 8
  %8 = call i64 asm "li $0, 0x123456789abc", "=r"() #2, !srcloc !34
  store i64 %8, ptr %4, align 8
  %9 = load i64, ptr %1, align 8
  %10 = load i64, ptr %2, align 8
  %11 = xor i64 %9, %10
  %12 = load i64, ptr %3, align 8
  %13 = xor i64 %11, %12
  %14 = load i64, ptr %4, align 8
  %15 = xor i64 %13, %14
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @named_regs(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = call i64 asm "mv $0, $1\0A\09addi $0, $0, 100", "={x7},{x15}"(i64 %6) #2, !srcloc !35
  store i64 %7, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @clobbers(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  call void asm sideeffect "li s1, 77\0A\09li s2, 78\0A\09li a3, 79\0A\09fmv.d.x fs0, zero", "~{x9},~{x18},~{x13},~{f8}"() #3, !srcloc !36
  %3 = load i64, ptr %2, align 8
  %4 = add nsw i64 %3, 1
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @norvc(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 asm ".option push\0A.option norvc\0Aaddi $0, $0, 1\0A.option pop\0Aaddi $0, $0, 1", "=r,0"(i64 %3) #2, !srcloc !37
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @rounding_mode() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = call i32 asm sideeffect "frrm $0", "=r"() #3, !srcloc !38
  store i32 %3, ptr %1, align 4
  %4 = call i32 asm sideeffect "frflags $0", "=r"() #3, !srcloc !39
  store i32 %4, ptr %2, align 4
  call void asm sideeffect "fence rw, rw\0A\09fence\0A\09fence.i", "~{memory}"() #3, !srcloc !40
  %5 = load i32, ptr %1, align 4
  %6 = mul i32 %5, 100
  %7 = load i32, ptr %2, align 4
  %8 = add i32 %6, %7
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @data_words() #0 {
  %1 = alloca i64, align 8
  %2 = call i64 asm "j 1f\0A\09.word 0x12345678\0A\09.half 0x1234\0A\09.byte 1, 2\0A1:\09li $0, 9", "=r"() #2, !srcloc !41
  store i64 %2, ptr %1, align 8
  %3 = load i64, ptr %1, align 8
  ret i64 %3
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(read) }

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
!10 = !{i64 486}
!11 = !{i64 2147676299}
!12 = !{i64 2147676364}
!13 = !{i64 1056}
!14 = !{i64 1195}
!15 = !{i64 1362}
!16 = !{i64 1434}
!17 = !{i64 1565}
!18 = !{i64 1714, i64 1734}
!19 = !{i64 1888}
!20 = !{i64 2079, i64 2123, i64 2164, i64 2211}
!21 = !{i64 2446}
!22 = !{i64 2492}
!23 = !{i64 2610, i64 2627}
!24 = !{i64 2759, i64 2786, i64 2790, i64 2809, i64 2827, i64 2855}
!25 = !{i64 2992, i64 3016, i64 3047, i64 3070, i64 3095, i64 3118, i64 3141}
!26 = !{i64 3297}
!27 = !{i64 3341}
!28 = !{i64 3385}
!29 = !{i64 3430}
!30 = !{i64 3475}
!31 = !{i64 3657}
!32 = !{i64 3699}
!33 = !{i64 3736}
!34 = !{i64 3786}
!35 = !{i64 3991, i64 4003}
!36 = !{i64 4219, i64 4231, i64 4244, i64 4257}
!37 = !{i64 4391, i64 4406, i64 4421, i64 4437, i64 4450}
!38 = !{i64 4598}
!39 = !{i64 4640}
!40 = !{i64 4688, i64 4703, i64 4712}
!41 = !{i64 4895, i64 4902, i64 4922, i64 4938, i64 4952}
