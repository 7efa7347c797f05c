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
@stdout = external local_unnamed_addr global ptr, align 8
@.str.20 = private unnamed_addr constant [15 x i8] c"syscall write\0A\00", align 1
@.str.21 = private unnamed_addr constant [22 x i8] c"syscall returned %ld\0A\00", align 1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @bswap32(i32 noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %0) #12, !srcloc !5
  ret i32 %2
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i64 @bswap64(i64 noundef %0) local_unnamed_addr #0 {
  %2 = tail call i64 asm "bswapq $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %0) #12, !srcloc !6
  ret i64 %2
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @cpuid(i32 noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #1 {
  %6 = tail call { i32, i32, i32, i32 } asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 0) #13, !srcloc !7
  %7 = extractvalue { i32, i32, i32, i32 } %6, 0
  %8 = extractvalue { i32, i32, i32, i32 } %6, 1
  %9 = extractvalue { i32, i32, i32, i32 } %6, 2
  %10 = extractvalue { i32, i32, i32, i32 } %6, 3
  store i32 %7, ptr %1, align 4, !tbaa !8
  store i32 %8, ptr %2, align 4, !tbaa !8
  store i32 %9, ptr %3, align 4, !tbaa !8
  store i32 %10, ptr %4, align 4, !tbaa !8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @cas(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 asm sideeffect "lock; cmpxchgl $2, $1", "={ax},=*m,r,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %0, i32 %2, i32 %1, ptr elementtype(i32) %0) #13, !srcloc !12
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree noinline nounwind memory(read) uwtable
define dso_local i32 @add_g(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = tail call i32 asm "addl $2, $0", "=r,0,imr,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 %1) #14, !srcloc !13
  ret i32 %3
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @add_imm(i32 noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 asm "addl $2, $0", "=r,0,i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 1000) #12, !srcloc !14
  ret i32 %2
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @xchg(i64 noundef %0, ptr noundef %1) local_unnamed_addr #1 {
  %3 = tail call i64 asm "xchgq $0, $1", "=r,=*m,0,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %1, i64 %0, ptr elementtype(i64) %1) #13, !srcloc !15
  ret i64 %3
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i64 @stack_pointer() local_unnamed_addr #0 {
  %1 = tail call i64 asm "movq %rsp, $0", "=r,~{dirflag},~{fpsr},~{flags}"() #12, !srcloc !16
  ret i64 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local range(i32 -128, 128) i32 @is_zero_q(i32 noundef %0) local_unnamed_addr #0 {
  %2 = tail call i8 asm "testl $1, $1; sete $0", "=q,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0) #12, !srcloc !17
  %3 = sext i8 %2 to i32
  ret i32 %3
}

; Function Attrs: noinline nounwind memory(inaccessiblemem: write) uwtable
define dso_local range(i32 0, 2) i32 @zf(i64 noundef %0) local_unnamed_addr #4 {
  %2 = tail call i32 asm "testq $1, $1", "={@ccz},r,~{dirflag},~{fpsr},~{flags}"(i64 %0) #12, !srcloc !18
  %3 = icmp ult i32 %2, 2
  tail call void @llvm.assume(i1 %3)
  ret i32 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

; Function Attrs: noinline nounwind memory(argmem: write, inaccessiblemem: write) uwtable
define dso_local range(i32 0, 2) i32 @carry(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #6 {
  %4 = tail call { i32, i8 } asm "addl $3, $0", "=r,={@ccc},0,r,~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 %1) #12, !srcloc !19
  %5 = extractvalue { i32, i8 } %4, 0
  %6 = extractvalue { i32, i8 } %4, 1
  store i32 %5, ptr %2, align 4, !tbaa !8
  %7 = icmp ult i8 %6, 2
  tail call void @llvm.assume(i1 %7)
  %8 = zext nneg i8 %6 to i32
  ret i32 %8
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @modifiers(i64 noundef %0) local_unnamed_addr #0 {
  %2 = tail call i64 asm "movq ${1:q}, ${0:q}\0A\09movw ${1:w}, ${0:w}\0A\09movb ${2:h}, ${0:b}\0A\09addl $$${3:c}, ${0:k}", "=&r,r,Q,n,~{dirflag},~{fpsr},~{flags}"(i64 %0, i64 4660, i32 7) #12, !srcloc !20
  %3 = trunc i64 %2 to i32
  ret i32 %3
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @sum_to(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = tail call { i32, i32 } asm "1:\0A\09addl $1, $0\0A\09decl $1\0A\09jnz 1b", "=r,=r,0,1,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 0, i32 %0) #12, !srcloc !21
  %5 = extractvalue { i32, i32 } %4, 0
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ 0, %1 ]
  ret i32 %7
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i64 @clobber_rbx(i64 noundef %0) local_unnamed_addr #0 {
  %2 = tail call i64 asm "movq $1, %rbx\0A\09leaq 1(%rbx), $0", "=r,r,~{rbx},~{dirflag},~{fpsr},~{flags}"(i64 %0) #12, !srcloc !22
  ret i64 %2
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @fill(ptr noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #1 {
  %4 = tail call { ptr, i64 } asm sideeffect "rep stosb", "={di},={cx},{ax},0,1,~{memory},~{dirflag},~{fpsr},~{flags}"(i32 %1, ptr %0, i64 %2) #13, !srcloc !23
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local double @sse_add(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call double asm "addsd $1, $0", "=x,x,0,~{dirflag},~{fpsr},~{flags}"(double %1, double %0) #12, !srcloc !24
  ret double %3
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @copy_mem(ptr noundef %0, ptr noundef %1) local_unnamed_addr #1 {
  %3 = tail call i32 asm "movl $2, $1\0A\09movl $1, $0", "=*m,=&r,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %0, ptr elementtype(i32) %1) #13, !srcloc !25
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @mem_local(i32 noundef %0) local_unnamed_addr #1 {
  %2 = alloca [4 x i32], align 16
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr align 16 @__const.mem_local.arr, i64 16, i1 true)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #13
  call void asm sideeffect "movl $$7, $0", "=*m,~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %3) #13, !srcloc !26
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %4
  %6 = call i32 asm "movl $1, $0", "=r,*m,~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %5) #14, !srcloc !27
  %7 = load i32, ptr %3, align 4, !tbaa !8
  %8 = add nsw i32 %7, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #13
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @sys_write(i32 noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #1 {
  %4 = sext i32 %0 to i64
  %5 = tail call i64 asm sideeffect "syscall", "={ax},{ax},{di},{si},{dx},{r10},~{rcx},~{r11},~{memory},~{dirflag},~{fpsr},~{flags}"(i64 1, i64 %4, ptr %1, i64 %2, i64 0) #13, !srcloc !28
  ret i64 %5
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local ptr @lea_sym() local_unnamed_addr #0 {
  %1 = tail call ptr asm "leaq ${1:c}(%rip), $0", "=r,i,~{dirflag},~{fpsr},~{flags}"(ptr nonnull getelementptr inbounds (i8, ptr @garr, i64 8)) #12, !srcloc !29
  ret ptr %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @load_sym() local_unnamed_addr #0 {
  %1 = tail call i32 asm "movl ${1:c}+4(%rip), $0", "=r,i,~{dirflag},~{fpsr},~{flags}"(ptr nonnull @sarr) #12, !srcloc !30
  ret i32 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @negated() local_unnamed_addr #0 {
  %1 = tail call i32 asm "movl $$${1:n}, $0", "=r,n,~{dirflag},~{fpsr},~{flags}"(i32 5) #12, !srcloc !31
  ret i32 %1
}

; Function Attrs: noinline nounwind memory(argmem: write) uwtable
define dso_local i32 @divmod(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #8 {
  %4 = tail call { i32, i32 } asm "cltd\0A\09idivl $3", "={ax},={dx},{ax},r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 %1) #12, !srcloc !32
  %5 = extractvalue { i32, i32 } %4, 0
  %6 = extractvalue { i32, i32 } %4, 1
  store i32 %6, ptr %2, align 4, !tbaa !8
  ret i32 %5
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [16 x i8], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #13
  call void @cpuid(i32 noundef 0, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4)
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 255
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i32
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %16)
  %18 = tail call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #13, !srcloc !33
  %19 = extractvalue { i32, i32 } %18, 0
  %20 = extractvalue { i32, i32 } %18, 1
  %21 = zext i32 %20 to i64
  %22 = shl nuw i64 %21, 32
  %23 = zext i32 %19 to i64
  %24 = tail call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #13, !srcloc !33
  %25 = extractvalue { i32, i32 } %24, 0
  %26 = extractvalue { i32, i32 } %24, 1
  %27 = zext i32 %26 to i64
  %28 = shl nuw i64 %27, 32
  %29 = zext i32 %25 to i64
  %30 = or disjoint i64 %28, %29
  %31 = freeze i64 %30
  %32 = add nsw i64 %23, -1
  %33 = add i64 %32, %22
  %34 = icmp ult i64 %33, %31
  %35 = zext i1 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35)
  %37 = tail call i32 @bswap32(i32 noundef 305419896)
  %38 = tail call i64 @bswap64(i64 noundef 72623859790382856)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37, i64 noundef %38)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #13
  store i32 5, ptr %5, align 4, !tbaa !8
  %40 = call i32 @cas(ptr noundef nonnull %5, i32 noundef 5, i32 noundef 9)
  %41 = call i32 @cas(ptr noundef nonnull %5, i32 noundef 5, i32 noundef 11)
  %42 = load i32, ptr %5, align 4, !tbaa !8
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %40, i32 noundef %41, i32 noundef %42)
  %44 = call i32 @add_g(i32 noundef 3, i32 noundef 4)
  %45 = call i32 @add_imm(i32 noundef -1)
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %44, i32 noundef %45)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #13
  store i64 7, ptr %6, align 8, !tbaa !34
  %47 = call i64 @xchg(i64 noundef 1, ptr noundef nonnull %6)
  %48 = load i64, ptr %6, align 8, !tbaa !34
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %47, i64 noundef %48)
  %50 = tail call i64 @stack_pointer()
  %51 = icmp ne i64 %50, 0
  %52 = and i64 %50, 7
  %53 = icmp eq i64 %52, 0
  %54 = and i1 %51, %53
  %55 = zext i1 %54 to i32
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %55)
  %57 = call i32 @is_zero_q(i32 noundef 0)
  %58 = call i32 @is_zero_q(i32 noundef 3)
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %57, i32 noundef %58)
  %60 = call i32 @zf(i64 noundef 0)
  %61 = call i32 @zf(i64 noundef -5)
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %60, i32 noundef %61)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #13
  %63 = call i32 @carry(i32 noundef -1, i32 noundef 2, ptr noundef nonnull %7)
  %64 = call i32 @carry(i32 noundef 1, i32 noundef 2, ptr noundef nonnull %8)
  %65 = load i32, ptr %7, align 4, !tbaa !8
  %66 = load i32, ptr %8, align 4, !tbaa !8
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %63, i32 noundef %65, i32 noundef %64, i32 noundef %66)
  %68 = call i32 @modifiers(i64 noundef 1234605616436508552)
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %68)
  %70 = call i32 @sum_to(i32 noundef 10)
  %71 = call i32 @sum_to(i32 noundef 100)
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %70, i32 noundef %71)
  %73 = call i64 @clobber_rbx(i64 noundef 41)
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %73)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  call void @fill(ptr noundef nonnull %9, i32 noundef 122, i64 noundef 10)
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull %9)
  %76 = call double @sse_add(double noundef 1.250000e+00, double noundef 2.500000e+00)
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %76)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #13
  store i32 1234, ptr %10, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #13
  store i32 0, ptr %11, align 4, !tbaa !8
  call void @copy_mem(ptr noundef nonnull %11, ptr noundef nonnull %10)
  %78 = load i32, ptr %11, align 4, !tbaa !8
  %79 = call i32 @mem_local(i32 noundef 1)
  %80 = call i32 @mem_local(i32 noundef 3)
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %78, i32 noundef %79, i32 noundef %80)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #13
  %82 = call i32 @divmod(i32 noundef -47, i32 noundef 5, ptr noundef nonnull %12)
  %83 = load i32, ptr %12, align 4, !tbaa !8
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %82, i32 noundef %83)
  %85 = call i32 asm sideeffect "jmp .Lskip${:uid}\0A\09ud2\0A.Lskip${:uid}:\0A\09incl $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 1) #13, !srcloc !36
  %86 = call i32 asm sideeffect "jmp .Lskip${:uid}\0A\09ud2\0A.Lskip${:uid}:\0A\09incl $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 40) #13, !srcloc !36
  %87 = call i32 asm sideeffect "jmp .Lskip${:uid}\0A\09ud2\0A.Lskip${:uid}:\0A\09incl $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %86) #13, !srcloc !36
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %85, i32 noundef %87)
  %89 = tail call ptr @lea_sym()
  %90 = load i32, ptr %89, align 4, !tbaa !8
  %91 = tail call i32 @load_sym()
  %92 = tail call i32 @negated()
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %90, i32 noundef %91, i32 noundef %92)
  call void asm sideeffect "pause", "~{dirflag},~{fpsr},~{flags}"() #13, !srcloc !37
  call void asm sideeffect "mfence", "~{memory},~{dirflag},~{fpsr},~{flags}"() #13, !srcloc !38
  call void asm sideeffect "lock; incq $0", "=*m,*m,~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) @shared, ptr nonnull elementtype(i64) @shared) #13, !srcloc !39
  call void asm sideeffect "lock; addq $1, $0", "=*m,er,*m,~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) @shared, i64 41, ptr nonnull elementtype(i64) @shared) #13, !srcloc !40
  %94 = load i64, ptr @shared, align 8, !tbaa !34
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %94)
  %96 = load ptr, ptr @stdout, align 8, !tbaa !41
  %97 = call i32 @fflush(ptr noundef %96)
  %98 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull @.str.20, i64 noundef 14)
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef %98)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #13
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #10

attributes #0 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree noinline nounwind memory(read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind memory(inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { noinline nounwind memory(argmem: write, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { noinline nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nounwind memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 871}
!6 = !{i64 980}
!7 = !{i64 1148}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{i64 1320}
!13 = !{i64 1497}
!14 = !{i64 1634}
!15 = !{i64 1771}
!16 = !{i64 1913}
!17 = !{i64 2034}
!18 = !{i64 2169}
!19 = !{i64 2327}
!20 = !{i64 2590, i64 2606, i64 2638, i64 2670}
!21 = !{i64 2981, i64 2986, i64 3016, i64 3042}
!22 = !{i64 3302, i64 3319}
!23 = !{i64 3598}
!24 = !{i64 3731}
!25 = !{i64 3940, i64 3954}
!26 = !{i64 4219}
!27 = !{i64 4257}
!28 = !{i64 4835}
!29 = !{i64 5302}
!30 = !{i64 5438}
!31 = !{i64 5571}
!32 = !{i64 5761, i64 5768}
!33 = !{i64 730}
!34 = !{!35, !35, i64 0}
!35 = !{!"long", !10, i64 0}
!36 = !{i64 4465, i64 4480, i64 4487, i64 4498}
!37 = !{i64 7666}
!38 = !{i64 7697}
!39 = !{i64 7742}
!40 = !{i64 7796}
!41 = !{!42, !42, i64 0}
!42 = !{!"any pointer", !10, i64 0}
