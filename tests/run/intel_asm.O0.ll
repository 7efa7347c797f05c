; ModuleID = 'tests/run/intel_asm.c'
source_filename = "tests/run/intel_asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global i32 5, align 4
@tbl = dso_local global [4 x i64] [i64 10, i64 20, i64 30, i64 40], align 16
@.str = private unnamed_addr constant [8 x i8] c"add_mov\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"scaled\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"bump\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"load_global\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"index_table\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"modifiers\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"high_byte\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"count_down\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"call_twice\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"masm_numbers\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"ms_add\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"ms_globals\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"tbl[1]\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"ms_sum\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"ms_push\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"failures %d\0A\00", align 1
@failures = internal global i32 0, align 4
@.str.16 = private unnamed_addr constant [11 x i8] c"%-14s %ld\0A\00", align 1
@.str.17 = private unnamed_addr constant [20 x i8] c"  FAILED: want %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @twice(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @add_mov(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call i64 asm inteldialect "mov $0, $1\0A\09add $0, $2", "=&r,r,r,~{dirflag},~{fpsr},~{flags}"(i64 %6, i64 %7) #2, !srcloc !6
  store i64 %8, ptr %5, align 8
  %9 = load i64, ptr %5, align 8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @scaled(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call i64 asm inteldialect "lea $0, [$1 + $2*8 + 16]", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(i64 %6, i64 %7) #2, !srcloc !7
  store i64 %8, ptr %5, align 8
  %9 = load i64, ptr %5, align 8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bump(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void asm inteldialect "add qword ptr $0, 7\0A\09inc qword ptr $0", "=*m,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %3, ptr elementtype(i64) %3) #3, !srcloc !8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @load_global() #0 {
  %1 = alloca i32, align 4
  %2 = call i32 asm inteldialect "mov $0, $1\0A\09add $0, 10h", "=r,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) @g) #4, !srcloc !9
  store i32 %2, ptr %1, align 4
  %3 = load i32, ptr %1, align 4
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @index_table(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i64 asm inteldialect "lea rax, $1\0A\09mov $0, qword ptr [rax + $2*8]", "=r,*m,r,~{rax},~{dirflag},~{fpsr},~{flags}"(ptr elementtype([4 x i64]) @tbl, i64 %4) #4, !srcloc !10
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @modifiers(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call { i64, i32 } asm inteldialect "movsxd ${0:q}, ${2:k}\0A\09neg ${0:q}\0A\09mov ${1:k}, ${0:k}\0A\09add ${1:k}, ${3:c}", "=&r,=&r,r,i,~{dirflag},~{fpsr},~{flags}"(i32 %5, i32 100) #2, !srcloc !11
  %7 = extractvalue { i64, i32 } %6, 0
  %8 = extractvalue { i64, i32 } %6, 1
  store i64 %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load i32, ptr %4, align 4
  %10 = load i64, ptr %3, align 8
  %11 = ashr i64 %10, 63
  %12 = trunc i64 %11 to i32
  %13 = add nsw i32 %9, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @high_byte(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 asm inteldialect "mov ${0:k}, ${1:k}\0A\09add ${0:h}, 1\0A\09add ${0:b}, 2", "=&Q,r,~{dirflag},~{fpsr},~{flags}"(i32 %4) #2, !srcloc !12
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @count_down(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call { i32, i32 } asm inteldialect "xor $0, $0\0A2:\0A\09add $0, $1\0A\09dec $1\0A\09jnz 2b", "=&r,=r,1,~{dirflag},~{fpsr},~{flags}"(i32 %4) #2, !srcloc !13
  %6 = extractvalue { i32, i32 } %5, 0
  %7 = extractvalue { i32, i32 } %5, 1
  store i32 %6, ptr %3, align 4
  store i32 %7, ptr %2, align 4
  %8 = load i32, ptr %3, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @call_twice(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 asm sideeffect inteldialect "mov edi, $1\0A\09call ${2:P}\0A\09mov $0, eax", "=r,r,i,~{rax},~{rcx},~{rdx},~{rsi},~{rdi},~{r8},~{r9},~{r10},~{r11},~{memory},~{dirflag},~{fpsr},~{flags}"(i32 %4, ptr @twice) #3, !srcloc !14
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @masm_numbers() #0 {
  %1 = alloca i32, align 4
  %2 = call i32 asm inteldialect "mov $0, 0FFh\0A\09add $0, 101b\0A\09add $0, 17o\0A\09sub $0, 12d", "=r,~{dirflag},~{fpsr},~{flags}"() #2, !srcloc !15
  store i32 %2, ptr %1, align 4
  %3 = load i32, ptr %1, align 4
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ms_add(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void asm sideeffect inteldialect "mov eax, $1\0A\09add eax, $$5\0A\09shl eax, $$2\0A\09mov $0, eax", "=*m,*m,~{eax},~{flags},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %3, ptr elementtype(i32) %2) #3, !srcloc !16
  %4 = load i32, ptr %3, align 4
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ms_globals(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void asm sideeffect inteldialect "mov rax, $1\0A\09mov ecx, [rax]\0A\09add ecx, $2\0A\09mov $0, ecx\0A\09lea rdx, $3\0A\09mov qword ptr [rdx + $$8], rcx", "=*m,*m,*m,*m,~{ecx},~{flags},~{rax},~{rdx},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) @g, ptr elementtype(ptr) %2, ptr elementtype(i32) @g, ptr elementtype([4 x i64]) @tbl) #3, !srcloc !17
  %3 = load i32, ptr @g, align 4
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ms_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void asm sideeffect inteldialect "mov ecx, $1\0A\09xor eax, eax\0A\09.L__MSASMLABEL_.${:uid}__L1:\0A\09add eax, ecx\0A\09dec ecx\0A\09jnz .L__MSASMLABEL_.${:uid}__L1\0A\09mov $0, eax", "=*m,*m,~{eax},~{ecx},~{flags},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %2, ptr elementtype(i32) %2) #3, !srcloc !18
  %3 = load i32, ptr %2, align 4
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ms_push(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  call void asm sideeffect inteldialect "push rbx\0A\09mov rbx, $1\0A\09imul rbx, rbx\0A\09mov $0, rbx\0A\09pop rbx", "=*m,*m,~{flags},~{rbx},~{rsp},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %3, ptr elementtype(i64) %2) #3, !srcloc !19
  %4 = load i64, ptr %3, align 8
  %5 = call i32 @twice(i32 noundef 0)
  %6 = sext i32 %5 to i64
  %7 = add nsw i64 %4, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 100, ptr %2, align 8
  store i32 7, ptr %3, align 4
  %4 = call i64 @add_mov(i64 noundef 40, i64 noundef 2)
  call void @check(ptr noundef @.str, i64 noundef %4, i64 noundef 42)
  %5 = call i64 @scaled(i64 noundef 1000, i64 noundef 3)
  call void @check(ptr noundef @.str.1, i64 noundef %5, i64 noundef 1040)
  call void @bump(ptr noundef %2)
  %6 = load i64, ptr %2, align 8
  call void @check(ptr noundef @.str.2, i64 noundef %6, i64 noundef 108)
  %7 = call i32 @load_global()
  %8 = sext i32 %7 to i64
  call void @check(ptr noundef @.str.3, i64 noundef %8, i64 noundef 21)
  %9 = call i64 @index_table(i64 noundef 3)
  call void @check(ptr noundef @.str.4, i64 noundef %9, i64 noundef 40)
  %10 = call i32 @modifiers(i32 noundef 23)
  %11 = sext i32 %10 to i64
  call void @check(ptr noundef @.str.5, i64 noundef %11, i64 noundef 76)
  %12 = call i32 @high_byte(i32 noundef 4660)
  %13 = sext i32 %12 to i64
  call void @check(ptr noundef @.str.6, i64 noundef %13, i64 noundef 4918)
  %14 = call i32 @count_down(i32 noundef 10)
  %15 = sext i32 %14 to i64
  call void @check(ptr noundef @.str.7, i64 noundef %15, i64 noundef 55)
  %16 = call i32 @call_twice(i32 noundef 21)
  %17 = sext i32 %16 to i64
  call void @check(ptr noundef @.str.8, i64 noundef %17, i64 noundef 42)
  %18 = call i32 @masm_numbers()
  %19 = sext i32 %18 to i64
  call void @check(ptr noundef @.str.9, i64 noundef %19, i64 noundef 263)
  %20 = call i32 @ms_add(i32 noundef 3)
  %21 = sext i32 %20 to i64
  call void @check(ptr noundef @.str.10, i64 noundef %21, i64 noundef 32)
  %22 = call i32 @ms_globals(ptr noundef %3)
  %23 = sext i32 %22 to i64
  call void @check(ptr noundef @.str.11, i64 noundef %23, i64 noundef 12)
  %24 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @tbl, i64 0, i64 1), align 8
  call void @check(ptr noundef @.str.12, i64 noundef %24, i64 noundef 12)
  %25 = call i32 @ms_sum(i32 noundef 100)
  %26 = sext i32 %25 to i64
  call void @check(ptr noundef @.str.13, i64 noundef %26, i64 noundef 5050)
  %27 = call i64 @ms_push(i64 noundef -9)
  call void @check(ptr noundef @.str.14, i64 noundef %27, i64 noundef 81)
  %28 = load i32, ptr @failures, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %28)
  %30 = load i32, ptr @failures, align 4
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %7, i64 noundef %8)
  %10 = load i64, ptr %5, align 8
  %11 = load i64, ptr %6, align 8
  %12 = icmp ne i64 %10, %11
  br i1 %12, label %13, label %18

13:                                               ; preds = %3
  %14 = load i64, ptr %6, align 8
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %14)
  %16 = load i32, ptr @failures, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @failures, align 4
  br label %18

18:                                               ; preds = %13, %3
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 857, i64 870}
!7 = !{i64 1004}
!8 = !{i64 1131, i64 1153}
!9 = !{i64 1254, i64 1267}
!10 = !{i64 1387, i64 1401}
!11 = !{i64 1566, i64 1584, i64 1595, i64 1611}
!12 = !{i64 1771, i64 1786, i64 1800}
!13 = !{i64 1916, i64 1929, i64 1933, i64 1947, i64 1957}
!14 = !{i64 2078, i64 2092, i64 2104}
!15 = !{i64 2350, i64 2365, i64 2381, i64 2396}
!16 = !{i64 2495}
!17 = !{i64 2635}
!18 = !{i64 2824}
!19 = !{i64 3165}
