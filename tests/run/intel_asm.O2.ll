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
@failures = internal unnamed_addr global i32 0, align 4
@.str.16 = private unnamed_addr constant [11 x i8] c"%-14s %ld\0A\00", align 1
@.str.17 = private unnamed_addr constant [20 x i8] c"  FAILED: want %ld\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @twice(i32 noundef %0) #0 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i64 @add_mov(i64 noundef %0, i64 noundef %1) local_unnamed_addr #1 {
  %3 = tail call i64 asm inteldialect "mov $0, $1\0A\09add $0, $2", "=&r,r,r,~{dirflag},~{fpsr},~{flags}"(i64 %0, i64 %1) #7, !srcloc !5
  ret i64 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i64 @scaled(i64 noundef %0, i64 noundef %1) local_unnamed_addr #1 {
  %3 = tail call i64 asm inteldialect "lea $0, [$1 + $2*8 + 16]", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(i64 %0, i64 %1) #7, !srcloc !6
  ret i64 %3
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @bump(ptr noundef %0) local_unnamed_addr #3 {
  tail call void asm inteldialect "add qword ptr $0, 7\0A\09inc qword ptr $0", "=*m,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %0, ptr elementtype(i64) %0) #8, !srcloc !7
  ret void
}

; Function Attrs: nofree noinline nounwind memory(read) uwtable
define dso_local i32 @load_global() local_unnamed_addr #4 {
  %1 = tail call i32 asm inteldialect "mov $0, $1\0A\09add $0, 10h", "=r,*m,~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @g) #9, !srcloc !8
  ret i32 %1
}

; Function Attrs: nofree noinline nounwind memory(read) uwtable
define dso_local i64 @index_table(i64 noundef %0) local_unnamed_addr #4 {
  %2 = tail call i64 asm inteldialect "lea rax, $1\0A\09mov $0, qword ptr [rax + $2*8]", "=r,*m,r,~{rax},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype([4 x i64]) @tbl, i64 %0) #9, !srcloc !9
  ret i64 %2
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @modifiers(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call { i64, i32 } asm inteldialect "movsxd ${0:q}, ${2:k}\0A\09neg ${0:q}\0A\09mov ${1:k}, ${0:k}\0A\09add ${1:k}, ${3:c}", "=&r,=&r,r,i,~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 100) #7, !srcloc !10
  %3 = extractvalue { i64, i32 } %2, 0
  %4 = extractvalue { i64, i32 } %2, 1
  %5 = ashr i64 %3, 63
  %6 = trunc nsw i64 %5 to i32
  %7 = add nsw i32 %4, %6
  ret i32 %7
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @high_byte(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call i32 asm inteldialect "mov ${0:k}, ${1:k}\0A\09add ${0:h}, 1\0A\09add ${0:b}, 2", "=&Q,r,~{dirflag},~{fpsr},~{flags}"(i32 %0) #7, !srcloc !11
  ret i32 %2
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @count_down(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call { i32, i32 } asm inteldialect "xor $0, $0\0A2:\0A\09add $0, $1\0A\09dec $1\0A\09jnz 2b", "=&r,=r,1,~{dirflag},~{fpsr},~{flags}"(i32 %0) #7, !srcloc !12
  %3 = extractvalue { i32, i32 } %2, 0
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @call_twice(i32 noundef %0) local_unnamed_addr #3 {
  %2 = tail call i32 asm sideeffect inteldialect "mov edi, $1\0A\09call ${2:P}\0A\09mov $0, eax", "=r,r,i,~{rax},~{rcx},~{rdx},~{rsi},~{rdi},~{r8},~{r9},~{r10},~{r11},~{memory},~{dirflag},~{fpsr},~{flags}"(i32 %0, ptr nonnull @twice) #8, !srcloc !13
  ret i32 %2
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @masm_numbers() local_unnamed_addr #1 {
  %1 = tail call i32 asm inteldialect "mov $0, 0FFh\0A\09add $0, 101b\0A\09add $0, 17o\0A\09sub $0, 12d", "=r,~{dirflag},~{fpsr},~{flags}"() #7, !srcloc !14
  ret i32 %1
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @ms_add(i32 noundef %0) local_unnamed_addr #3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8
  call void asm sideeffect inteldialect "mov eax, $1\0A\09add eax, $$5\0A\09shl eax, $$2\0A\09mov $0, eax", "=*m,*m,~{eax},~{flags},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %3, ptr nonnull elementtype(i32) %2) #8, !srcloc !19
  %4 = load i32, ptr %3, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8
  ret i32 %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @ms_globals(ptr noundef %0) local_unnamed_addr #3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8, !tbaa !20
  call void asm sideeffect inteldialect "mov rax, $1\0A\09mov ecx, [rax]\0A\09add ecx, $2\0A\09mov $0, ecx\0A\09lea rdx, $3\0A\09mov qword ptr [rdx + $$8], rcx", "=*m,*m,*m,*m,~{ecx},~{flags},~{rax},~{rdx},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @g, ptr nonnull elementtype(ptr) %2, ptr nonnull elementtype(i32) @g, ptr nonnull elementtype([4 x i64]) @tbl) #8, !srcloc !22
  %3 = load i32, ptr @g, align 4, !tbaa !15
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @ms_sum(i32 noundef %0) local_unnamed_addr #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !15
  call void asm sideeffect inteldialect "mov ecx, $1\0A\09xor eax, eax\0A\09.L__MSASMLABEL_.${:uid}__L1:\0A\09add eax, ecx\0A\09dec ecx\0A\09jnz .L__MSASMLABEL_.${:uid}__L1\0A\09mov $0, eax", "=*m,*m,~{eax},~{ecx},~{flags},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %2, ptr nonnull elementtype(i32) %2) #8, !srcloc !23
  %3 = load i32, ptr %2, align 4, !tbaa !15
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @ms_push(i64 noundef %0) local_unnamed_addr #3 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8
  call void asm sideeffect inteldialect "push rbx\0A\09mov rbx, $1\0A\09imul rbx, rbx\0A\09mov $0, rbx\0A\09pop rbx", "=*m,*m,~{flags},~{rbx},~{rsp},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %3, ptr nonnull elementtype(i64) %2) #8, !srcloc !26
  %4 = load i64, ptr %3, align 8, !tbaa !24
  %5 = call i32 @twice(i32 noundef 0)
  %6 = sext i32 %5 to i64
  %7 = add nsw i64 %4, %6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  ret i64 %7
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8
  store i64 100, ptr %1, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  store i32 7, ptr %2, align 4, !tbaa !15
  %3 = tail call i64 @add_mov(i64 noundef 40, i64 noundef 2)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str, i64 noundef %3)
  %5 = icmp eq i64 %3, 42
  br i1 %5, label %10, label %6

6:                                                ; preds = %0
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 42)
  %8 = load i32, ptr @failures, align 4, !tbaa !15
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @failures, align 4, !tbaa !15
  br label %10

10:                                               ; preds = %0, %6
  %11 = tail call i64 @scaled(i64 noundef 1000, i64 noundef 3)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1, i64 noundef %11)
  %13 = icmp eq i64 %11, 1040
  br i1 %13, label %18, label %14

14:                                               ; preds = %10
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 1040)
  %16 = load i32, ptr @failures, align 4, !tbaa !15
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @failures, align 4, !tbaa !15
  br label %18

18:                                               ; preds = %10, %14
  call void @bump(ptr noundef nonnull %1)
  %19 = load i64, ptr %1, align 8, !tbaa !24
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, i64 noundef %19)
  %21 = icmp eq i64 %19, 108
  br i1 %21, label %26, label %22

22:                                               ; preds = %18
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 108)
  %24 = load i32, ptr @failures, align 4, !tbaa !15
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr @failures, align 4, !tbaa !15
  br label %26

26:                                               ; preds = %18, %22
  %27 = call i32 @load_global()
  %28 = sext i32 %27 to i64
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3, i64 noundef %28)
  %30 = icmp eq i32 %27, 21
  br i1 %30, label %35, label %31

31:                                               ; preds = %26
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 21)
  %33 = load i32, ptr @failures, align 4, !tbaa !15
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr @failures, align 4, !tbaa !15
  br label %35

35:                                               ; preds = %26, %31
  %36 = call i64 @index_table(i64 noundef 3)
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4, i64 noundef %36)
  %38 = icmp eq i64 %36, 40
  br i1 %38, label %43, label %39

39:                                               ; preds = %35
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 40)
  %41 = load i32, ptr @failures, align 4, !tbaa !15
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr @failures, align 4, !tbaa !15
  br label %43

43:                                               ; preds = %35, %39
  %44 = call i32 @modifiers(i32 noundef 23)
  %45 = sext i32 %44 to i64
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, i64 noundef %45)
  %47 = icmp eq i32 %44, 76
  br i1 %47, label %52, label %48

48:                                               ; preds = %43
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 76)
  %50 = load i32, ptr @failures, align 4, !tbaa !15
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr @failures, align 4, !tbaa !15
  br label %52

52:                                               ; preds = %43, %48
  %53 = call i32 @high_byte(i32 noundef 4660)
  %54 = sext i32 %53 to i64
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, i64 noundef %54)
  %56 = icmp eq i32 %53, 4918
  br i1 %56, label %61, label %57

57:                                               ; preds = %52
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 4918)
  %59 = load i32, ptr @failures, align 4, !tbaa !15
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr @failures, align 4, !tbaa !15
  br label %61

61:                                               ; preds = %52, %57
  %62 = call i32 @count_down(i32 noundef 10)
  %63 = sext i32 %62 to i64
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7, i64 noundef %63)
  %65 = icmp eq i32 %62, 55
  br i1 %65, label %70, label %66

66:                                               ; preds = %61
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 55)
  %68 = load i32, ptr @failures, align 4, !tbaa !15
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr @failures, align 4, !tbaa !15
  br label %70

70:                                               ; preds = %61, %66
  %71 = call i32 @call_twice(i32 noundef 21)
  %72 = sext i32 %71 to i64
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8, i64 noundef %72)
  %74 = icmp eq i32 %71, 42
  br i1 %74, label %79, label %75

75:                                               ; preds = %70
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 42)
  %77 = load i32, ptr @failures, align 4, !tbaa !15
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr @failures, align 4, !tbaa !15
  br label %79

79:                                               ; preds = %70, %75
  %80 = tail call i32 @masm_numbers()
  %81 = sext i32 %80 to i64
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9, i64 noundef %81)
  %83 = icmp eq i32 %80, 263
  br i1 %83, label %88, label %84

84:                                               ; preds = %79
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 263)
  %86 = load i32, ptr @failures, align 4, !tbaa !15
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr @failures, align 4, !tbaa !15
  br label %88

88:                                               ; preds = %79, %84
  %89 = call i32 @ms_add(i32 noundef 3)
  %90 = sext i32 %89 to i64
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, i64 noundef %90)
  %92 = icmp eq i32 %89, 32
  br i1 %92, label %97, label %93

93:                                               ; preds = %88
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 32)
  %95 = load i32, ptr @failures, align 4, !tbaa !15
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr @failures, align 4, !tbaa !15
  br label %97

97:                                               ; preds = %88, %93
  %98 = call i32 @ms_globals(ptr noundef nonnull %2)
  %99 = sext i32 %98 to i64
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, i64 noundef %99)
  %101 = icmp eq i32 %98, 12
  br i1 %101, label %106, label %102

102:                                              ; preds = %97
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 12)
  %104 = load i32, ptr @failures, align 4, !tbaa !15
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr @failures, align 4, !tbaa !15
  br label %106

106:                                              ; preds = %97, %102
  %107 = load i64, ptr getelementptr inbounds (i8, ptr @tbl, i64 8), align 8, !tbaa !24
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, i64 noundef %107)
  %109 = icmp eq i64 %107, 12
  br i1 %109, label %114, label %110

110:                                              ; preds = %106
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 12)
  %112 = load i32, ptr @failures, align 4, !tbaa !15
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr @failures, align 4, !tbaa !15
  br label %114

114:                                              ; preds = %106, %110
  %115 = call i32 @ms_sum(i32 noundef 100)
  %116 = sext i32 %115 to i64
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, i64 noundef %116)
  %118 = icmp eq i32 %115, 5050
  br i1 %118, label %123, label %119

119:                                              ; preds = %114
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 5050)
  %121 = load i32, ptr @failures, align 4, !tbaa !15
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr @failures, align 4, !tbaa !15
  br label %123

123:                                              ; preds = %114, %119
  %124 = call i64 @ms_push(i64 noundef -9)
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.14, i64 noundef %124)
  %126 = icmp eq i64 %124, 81
  br i1 %126, label %127, label %129

127:                                              ; preds = %123
  %128 = load i32, ptr @failures, align 4, !tbaa !15
  br label %133

129:                                              ; preds = %123
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 81)
  %131 = load i32, ptr @failures, align 4, !tbaa !15
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr @failures, align 4, !tbaa !15
  br label %133

133:                                              ; preds = %127, %129
  %134 = phi i32 [ %128, %127 ], [ %132, %129 ]
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %134)
  %136 = load i32, ptr @failures, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8
  ret i32 %136
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind memory(read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 857, i64 870}
!6 = !{i64 1004}
!7 = !{i64 1131, i64 1153}
!8 = !{i64 1254, i64 1267}
!9 = !{i64 1387, i64 1401}
!10 = !{i64 1566, i64 1584, i64 1595, i64 1611}
!11 = !{i64 1771, i64 1786, i64 1800}
!12 = !{i64 1916, i64 1929, i64 1933, i64 1947, i64 1957}
!13 = !{i64 2078, i64 2092, i64 2104}
!14 = !{i64 2350, i64 2365, i64 2381, i64 2396}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C/C++ TBAA"}
!19 = !{i64 2495}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !17, i64 0}
!22 = !{i64 2635}
!23 = !{i64 2824}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !17, i64 0}
!26 = !{i64 3165}
