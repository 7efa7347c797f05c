; ModuleID = 'tests/run/intel_asm.c'
source_filename = "tests/run/intel_asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global i32 5, align 4, !dbg !0
@tbl = dso_local global [4 x i64] [i64 10, i64 20, i64 30, i64 40], align 16, !dbg !7
@.str = private unnamed_addr constant [8 x i8] c"add_mov\00", align 1, !dbg !13
@.str.1 = private unnamed_addr constant [7 x i8] c"scaled\00", align 1, !dbg !19
@.str.2 = private unnamed_addr constant [5 x i8] c"bump\00", align 1, !dbg !24
@.str.3 = private unnamed_addr constant [12 x i8] c"load_global\00", align 1, !dbg !29
@.str.4 = private unnamed_addr constant [12 x i8] c"index_table\00", align 1, !dbg !34
@.str.5 = private unnamed_addr constant [10 x i8] c"modifiers\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [10 x i8] c"high_byte\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [11 x i8] c"count_down\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [11 x i8] c"call_twice\00", align 1, !dbg !48
@.str.9 = private unnamed_addr constant [13 x i8] c"masm_numbers\00", align 1, !dbg !50
@.str.10 = private unnamed_addr constant [7 x i8] c"ms_add\00", align 1, !dbg !55
@.str.11 = private unnamed_addr constant [11 x i8] c"ms_globals\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [7 x i8] c"tbl[1]\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [7 x i8] c"ms_sum\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [8 x i8] c"ms_push\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [13 x i8] c"failures %d\0A\00", align 1, !dbg !65
@failures = internal unnamed_addr global i32 0, align 4, !dbg !67
@.str.16 = private unnamed_addr constant [11 x i8] c"%-14s %ld\0A\00", align 1, !dbg !69
@.str.17 = private unnamed_addr constant [20 x i8] c"  FAILED: want %ld\0A\00", align 1, !dbg !71

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @twice(i32 noundef %0) #0 !dbg !84 {
    #dbg_value(i32 %0, !88, !DIExpression(), !89)
  %2 = shl nsw i32 %0, 1, !dbg !90
  ret i32 %2, !dbg !91
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i64 @add_mov(i64 noundef %0, i64 noundef %1) local_unnamed_addr #1 !dbg !92 {
    #dbg_value(i64 %0, !96, !DIExpression(), !99)
    #dbg_value(i64 %1, !97, !DIExpression(), !99)
  %3 = tail call i64 asm inteldialect "mov $0, $1\0A\09add $0, $2", "=&r,r,r,~{dirflag},~{fpsr},~{flags}"(i64 %0, i64 %1) #7, !dbg !100, !srcloc !101
    #dbg_value(i64 %3, !98, !DIExpression(), !99)
  ret i64 %3, !dbg !102
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i64 @scaled(i64 noundef %0, i64 noundef %1) local_unnamed_addr #1 !dbg !103 {
    #dbg_value(i64 %0, !105, !DIExpression(), !108)
    #dbg_value(i64 %1, !106, !DIExpression(), !108)
  %3 = tail call i64 asm inteldialect "lea $0, [$1 + $2*8 + 16]", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(i64 %0, i64 %1) #7, !dbg !109, !srcloc !110
    #dbg_value(i64 %3, !107, !DIExpression(), !108)
  ret i64 %3, !dbg !111
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @bump(ptr noundef %0) local_unnamed_addr #3 !dbg !112 {
    #dbg_value(ptr %0, !117, !DIExpression(), !118)
  tail call void asm inteldialect "add qword ptr $0, 7\0A\09inc qword ptr $0", "=*m,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %0, ptr elementtype(i64) %0) #8, !dbg !119, !srcloc !120
  ret void, !dbg !121
}

; Function Attrs: nofree noinline nounwind memory(read) uwtable
define dso_local i32 @load_global() local_unnamed_addr #4 !dbg !122 {
  %1 = tail call i32 asm inteldialect "mov $0, $1\0A\09add $0, 10h", "=r,*m,~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @g) #9, !dbg !126, !srcloc !127
    #dbg_value(i32 %1, !125, !DIExpression(), !128)
  ret i32 %1, !dbg !129
}

; Function Attrs: nofree noinline nounwind memory(read) uwtable
define dso_local i64 @index_table(i64 noundef %0) local_unnamed_addr #4 !dbg !130 {
    #dbg_value(i64 %0, !134, !DIExpression(), !136)
  %2 = tail call i64 asm inteldialect "lea rax, $1\0A\09mov $0, qword ptr [rax + $2*8]", "=r,*m,r,~{rax},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype([4 x i64]) @tbl, i64 %0) #9, !dbg !137, !srcloc !138
    #dbg_value(i64 %2, !135, !DIExpression(), !136)
  ret i64 %2, !dbg !139
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @modifiers(i32 noundef %0) local_unnamed_addr #1 !dbg !140 {
    #dbg_value(i32 %0, !142, !DIExpression(), !145)
  %2 = tail call { i64, i32 } asm inteldialect "movsxd ${0:q}, ${2:k}\0A\09neg ${0:q}\0A\09mov ${1:k}, ${0:k}\0A\09add ${1:k}, ${3:c}", "=&r,=&r,r,i,~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 100) #7, !dbg !146, !srcloc !147
  %3 = extractvalue { i64, i32 } %2, 0, !dbg !146
  %4 = extractvalue { i64, i32 } %2, 1, !dbg !146
    #dbg_value(i64 %3, !143, !DIExpression(), !145)
    #dbg_value(i32 %4, !144, !DIExpression(), !145)
  %5 = ashr i64 %3, 63, !dbg !148
  %6 = trunc nsw i64 %5 to i32, !dbg !149
  %7 = add nsw i32 %4, %6, !dbg !150
  ret i32 %7, !dbg !151
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @high_byte(i32 noundef %0) local_unnamed_addr #1 !dbg !152 {
    #dbg_value(i32 %0, !154, !DIExpression(), !156)
  %2 = tail call i32 asm inteldialect "mov ${0:k}, ${1:k}\0A\09add ${0:h}, 1\0A\09add ${0:b}, 2", "=&Q,r,~{dirflag},~{fpsr},~{flags}"(i32 %0) #7, !dbg !157, !srcloc !158
    #dbg_value(i32 %2, !155, !DIExpression(), !156)
  ret i32 %2, !dbg !159
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @count_down(i32 noundef %0) local_unnamed_addr #1 !dbg !160 {
    #dbg_value(i32 %0, !162, !DIExpression(), !164)
  %2 = tail call { i32, i32 } asm inteldialect "xor $0, $0\0A2:\0A\09add $0, $1\0A\09dec $1\0A\09jnz 2b", "=&r,=r,1,~{dirflag},~{fpsr},~{flags}"(i32 %0) #7, !dbg !165, !srcloc !166
  %3 = extractvalue { i32, i32 } %2, 0, !dbg !165
    #dbg_value(i32 %3, !163, !DIExpression(), !164)
    #dbg_value(i32 poison, !162, !DIExpression(), !164)
  ret i32 %3, !dbg !167
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @call_twice(i32 noundef %0) local_unnamed_addr #3 !dbg !168 {
    #dbg_value(i32 %0, !170, !DIExpression(), !172)
  %2 = tail call i32 asm sideeffect inteldialect "mov edi, $1\0A\09call ${2:P}\0A\09mov $0, eax", "=r,r,i,~{rax},~{rcx},~{rdx},~{rsi},~{rdi},~{r8},~{r9},~{r10},~{r11},~{memory},~{dirflag},~{fpsr},~{flags}"(i32 %0, ptr nonnull @twice) #8, !dbg !173, !srcloc !174
    #dbg_value(i32 %2, !171, !DIExpression(), !172)
  ret i32 %2, !dbg !175
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @masm_numbers() local_unnamed_addr #1 !dbg !176 {
  %1 = tail call i32 asm inteldialect "mov $0, 0FFh\0A\09add $0, 101b\0A\09add $0, 17o\0A\09sub $0, 12d", "=r,~{dirflag},~{fpsr},~{flags}"() #7, !dbg !179, !srcloc !180
    #dbg_value(i32 %1, !178, !DIExpression(), !181)
  ret i32 %1, !dbg !182
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @ms_add(i32 noundef %0) local_unnamed_addr #3 !dbg !183 {
  %2 = alloca i32, align 4, !DIAssignID !187
    #dbg_assign(i1 undef, !185, !DIExpression(), !187, ptr %2, !DIExpression(), !188)
  %3 = alloca i32, align 4, !DIAssignID !189
    #dbg_assign(i1 undef, !186, !DIExpression(), !189, ptr %3, !DIExpression(), !188)
  store i32 %0, ptr %2, align 4, !tbaa !190, !DIAssignID !194
    #dbg_assign(i32 %0, !185, !DIExpression(), !194, ptr %2, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8, !dbg !195
  call void asm sideeffect inteldialect "mov eax, $1\0A\09add eax, $$5\0A\09shl eax, $$2\0A\09mov $0, eax", "=*m,*m,~{eax},~{flags},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %3, ptr nonnull elementtype(i32) %2) #8, !dbg !196, !srcloc !197
  %4 = load i32, ptr %3, align 4, !dbg !198, !tbaa !190
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8, !dbg !199
  ret i32 %4, !dbg !200
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @ms_globals(ptr noundef %0) local_unnamed_addr #3 !dbg !201 {
  %2 = alloca ptr, align 8, !DIAssignID !207
    #dbg_assign(i1 undef, !206, !DIExpression(), !207, ptr %2, !DIExpression(), !208)
  store ptr %0, ptr %2, align 8, !tbaa !209, !DIAssignID !211
    #dbg_assign(ptr %0, !206, !DIExpression(), !211, ptr %2, !DIExpression(), !208)
  call void asm sideeffect inteldialect "mov rax, $1\0A\09mov ecx, [rax]\0A\09add ecx, $2\0A\09mov $0, ecx\0A\09lea rdx, $3\0A\09mov qword ptr [rdx + $$8], rcx", "=*m,*m,*m,*m,~{ecx},~{flags},~{rax},~{rdx},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @g, ptr nonnull elementtype(ptr) %2, ptr nonnull elementtype(i32) @g, ptr nonnull elementtype([4 x i64]) @tbl) #8, !dbg !212, !srcloc !213
  %3 = load i32, ptr @g, align 4, !dbg !214, !tbaa !190
  ret i32 %3, !dbg !215
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @ms_sum(i32 noundef %0) local_unnamed_addr #3 !dbg !216 {
  %2 = alloca i32, align 4, !DIAssignID !219
    #dbg_assign(i1 undef, !218, !DIExpression(), !219, ptr %2, !DIExpression(), !220)
  store i32 %0, ptr %2, align 4, !tbaa !190, !DIAssignID !221
    #dbg_assign(i32 %0, !218, !DIExpression(), !221, ptr %2, !DIExpression(), !220)
  call void asm sideeffect inteldialect "mov ecx, $1\0A\09xor eax, eax\0A\09.L__MSASMLABEL_.${:uid}__L1:\0A\09add eax, ecx\0A\09dec ecx\0A\09jnz .L__MSASMLABEL_.${:uid}__L1\0A\09mov $0, eax", "=*m,*m,~{eax},~{ecx},~{flags},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %2, ptr nonnull elementtype(i32) %2) #8, !dbg !222, !srcloc !223
  %3 = load i32, ptr %2, align 4, !dbg !224, !tbaa !190
  ret i32 %3, !dbg !225
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @ms_push(i64 noundef %0) local_unnamed_addr #3 !dbg !226 {
  %2 = alloca i64, align 8, !DIAssignID !230
    #dbg_assign(i1 undef, !228, !DIExpression(), !230, ptr %2, !DIExpression(), !231)
  %3 = alloca i64, align 8, !DIAssignID !232
    #dbg_assign(i1 undef, !229, !DIExpression(), !232, ptr %3, !DIExpression(), !231)
  store i64 %0, ptr %2, align 8, !tbaa !233, !DIAssignID !235
    #dbg_assign(i64 %0, !228, !DIExpression(), !235, ptr %2, !DIExpression(), !231)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !236
  call void asm sideeffect inteldialect "push rbx\0A\09mov rbx, $1\0A\09imul rbx, rbx\0A\09mov $0, rbx\0A\09pop rbx", "=*m,*m,~{flags},~{rbx},~{rsp},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %3, ptr nonnull elementtype(i64) %2) #8, !dbg !237, !srcloc !238
  %4 = load i64, ptr %3, align 8, !dbg !239, !tbaa !233
  %5 = call i32 @twice(i32 noundef 0), !dbg !240
  %6 = sext i32 %5 to i64, !dbg !240
  %7 = add nsw i64 %4, %6, !dbg !241
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8, !dbg !242
  ret i64 %7, !dbg !243
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !244 {
  %1 = alloca i64, align 8, !DIAssignID !248
    #dbg_assign(i1 undef, !246, !DIExpression(), !248, ptr %1, !DIExpression(), !249)
  %2 = alloca i32, align 4, !DIAssignID !250
    #dbg_assign(i1 undef, !247, !DIExpression(), !250, ptr %2, !DIExpression(), !249)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !251
  store i64 100, ptr %1, align 8, !dbg !252, !tbaa !233, !DIAssignID !253
    #dbg_assign(i64 100, !246, !DIExpression(), !253, ptr %1, !DIExpression(), !249)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !254
  store i32 7, ptr %2, align 4, !dbg !255, !tbaa !190, !DIAssignID !256
    #dbg_assign(i32 7, !247, !DIExpression(), !256, ptr %2, !DIExpression(), !249)
  %3 = tail call i64 @add_mov(i64 noundef 40, i64 noundef 2), !dbg !257
    #dbg_value(ptr @.str, !258, !DIExpression(), !267)
    #dbg_value(i64 %3, !265, !DIExpression(), !267)
    #dbg_value(i64 42, !266, !DIExpression(), !267)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str, i64 noundef %3), !dbg !269
  %5 = icmp eq i64 %3, 42, !dbg !270
  br i1 %5, label %10, label %6, !dbg !272

6:                                                ; preds = %0
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 42), !dbg !273
  %8 = load i32, ptr @failures, align 4, !dbg !275, !tbaa !190
  %9 = add nsw i32 %8, 1, !dbg !275
  store i32 %9, ptr @failures, align 4, !dbg !275, !tbaa !190
  br label %10, !dbg !276

10:                                               ; preds = %0, %6
  %11 = tail call i64 @scaled(i64 noundef 1000, i64 noundef 3), !dbg !277
    #dbg_value(ptr @.str.1, !258, !DIExpression(), !278)
    #dbg_value(i64 %11, !265, !DIExpression(), !278)
    #dbg_value(i64 1040, !266, !DIExpression(), !278)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1, i64 noundef %11), !dbg !280
  %13 = icmp eq i64 %11, 1040, !dbg !281
  br i1 %13, label %18, label %14, !dbg !282

14:                                               ; preds = %10
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 1040), !dbg !283
  %16 = load i32, ptr @failures, align 4, !dbg !284, !tbaa !190
  %17 = add nsw i32 %16, 1, !dbg !284
  store i32 %17, ptr @failures, align 4, !dbg !284, !tbaa !190
  br label %18, !dbg !285

18:                                               ; preds = %10, %14
  call void @bump(ptr noundef nonnull %1), !dbg !286
  %19 = load i64, ptr %1, align 8, !dbg !287, !tbaa !233
    #dbg_value(ptr @.str.2, !258, !DIExpression(), !288)
    #dbg_value(i64 %19, !265, !DIExpression(), !288)
    #dbg_value(i64 108, !266, !DIExpression(), !288)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, i64 noundef %19), !dbg !290
  %21 = icmp eq i64 %19, 108, !dbg !291
  br i1 %21, label %26, label %22, !dbg !292

22:                                               ; preds = %18
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 108), !dbg !293
  %24 = load i32, ptr @failures, align 4, !dbg !294, !tbaa !190
  %25 = add nsw i32 %24, 1, !dbg !294
  store i32 %25, ptr @failures, align 4, !dbg !294, !tbaa !190
  br label %26, !dbg !295

26:                                               ; preds = %18, %22
  %27 = call i32 @load_global(), !dbg !296
  %28 = sext i32 %27 to i64, !dbg !296
    #dbg_value(ptr @.str.3, !258, !DIExpression(), !297)
    #dbg_value(i64 %28, !265, !DIExpression(), !297)
    #dbg_value(i64 21, !266, !DIExpression(), !297)
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3, i64 noundef %28), !dbg !299
  %30 = icmp eq i32 %27, 21, !dbg !300
  br i1 %30, label %35, label %31, !dbg !301

31:                                               ; preds = %26
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 21), !dbg !302
  %33 = load i32, ptr @failures, align 4, !dbg !303, !tbaa !190
  %34 = add nsw i32 %33, 1, !dbg !303
  store i32 %34, ptr @failures, align 4, !dbg !303, !tbaa !190
  br label %35, !dbg !304

35:                                               ; preds = %26, %31
  %36 = call i64 @index_table(i64 noundef 3), !dbg !305
    #dbg_value(ptr @.str.4, !258, !DIExpression(), !306)
    #dbg_value(i64 %36, !265, !DIExpression(), !306)
    #dbg_value(i64 40, !266, !DIExpression(), !306)
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4, i64 noundef %36), !dbg !308
  %38 = icmp eq i64 %36, 40, !dbg !309
  br i1 %38, label %43, label %39, !dbg !310

39:                                               ; preds = %35
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 40), !dbg !311
  %41 = load i32, ptr @failures, align 4, !dbg !312, !tbaa !190
  %42 = add nsw i32 %41, 1, !dbg !312
  store i32 %42, ptr @failures, align 4, !dbg !312, !tbaa !190
  br label %43, !dbg !313

43:                                               ; preds = %35, %39
  %44 = call i32 @modifiers(i32 noundef 23), !dbg !314
  %45 = sext i32 %44 to i64, !dbg !314
    #dbg_value(ptr @.str.5, !258, !DIExpression(), !315)
    #dbg_value(i64 %45, !265, !DIExpression(), !315)
    #dbg_value(i64 76, !266, !DIExpression(), !315)
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, i64 noundef %45), !dbg !317
  %47 = icmp eq i32 %44, 76, !dbg !318
  br i1 %47, label %52, label %48, !dbg !319

48:                                               ; preds = %43
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 76), !dbg !320
  %50 = load i32, ptr @failures, align 4, !dbg !321, !tbaa !190
  %51 = add nsw i32 %50, 1, !dbg !321
  store i32 %51, ptr @failures, align 4, !dbg !321, !tbaa !190
  br label %52, !dbg !322

52:                                               ; preds = %43, %48
  %53 = call i32 @high_byte(i32 noundef 4660), !dbg !323
  %54 = sext i32 %53 to i64, !dbg !323
    #dbg_value(ptr @.str.6, !258, !DIExpression(), !324)
    #dbg_value(i64 %54, !265, !DIExpression(), !324)
    #dbg_value(i64 4918, !266, !DIExpression(), !324)
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, i64 noundef %54), !dbg !326
  %56 = icmp eq i32 %53, 4918, !dbg !327
  br i1 %56, label %61, label %57, !dbg !328

57:                                               ; preds = %52
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 4918), !dbg !329
  %59 = load i32, ptr @failures, align 4, !dbg !330, !tbaa !190
  %60 = add nsw i32 %59, 1, !dbg !330
  store i32 %60, ptr @failures, align 4, !dbg !330, !tbaa !190
  br label %61, !dbg !331

61:                                               ; preds = %52, %57
  %62 = call i32 @count_down(i32 noundef 10), !dbg !332
  %63 = sext i32 %62 to i64, !dbg !332
    #dbg_value(ptr @.str.7, !258, !DIExpression(), !333)
    #dbg_value(i64 %63, !265, !DIExpression(), !333)
    #dbg_value(i64 55, !266, !DIExpression(), !333)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7, i64 noundef %63), !dbg !335
  %65 = icmp eq i32 %62, 55, !dbg !336
  br i1 %65, label %70, label %66, !dbg !337

66:                                               ; preds = %61
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 55), !dbg !338
  %68 = load i32, ptr @failures, align 4, !dbg !339, !tbaa !190
  %69 = add nsw i32 %68, 1, !dbg !339
  store i32 %69, ptr @failures, align 4, !dbg !339, !tbaa !190
  br label %70, !dbg !340

70:                                               ; preds = %61, %66
  %71 = call i32 @call_twice(i32 noundef 21), !dbg !341
  %72 = sext i32 %71 to i64, !dbg !341
    #dbg_value(ptr @.str.8, !258, !DIExpression(), !342)
    #dbg_value(i64 %72, !265, !DIExpression(), !342)
    #dbg_value(i64 42, !266, !DIExpression(), !342)
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8, i64 noundef %72), !dbg !344
  %74 = icmp eq i32 %71, 42, !dbg !345
  br i1 %74, label %79, label %75, !dbg !346

75:                                               ; preds = %70
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 42), !dbg !347
  %77 = load i32, ptr @failures, align 4, !dbg !348, !tbaa !190
  %78 = add nsw i32 %77, 1, !dbg !348
  store i32 %78, ptr @failures, align 4, !dbg !348, !tbaa !190
  br label %79, !dbg !349

79:                                               ; preds = %70, %75
  %80 = tail call i32 @masm_numbers(), !dbg !350
  %81 = sext i32 %80 to i64, !dbg !350
    #dbg_value(ptr @.str.9, !258, !DIExpression(), !351)
    #dbg_value(i64 %81, !265, !DIExpression(), !351)
    #dbg_value(i64 263, !266, !DIExpression(), !351)
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9, i64 noundef %81), !dbg !353
  %83 = icmp eq i32 %80, 263, !dbg !354
  br i1 %83, label %88, label %84, !dbg !355

84:                                               ; preds = %79
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 263), !dbg !356
  %86 = load i32, ptr @failures, align 4, !dbg !357, !tbaa !190
  %87 = add nsw i32 %86, 1, !dbg !357
  store i32 %87, ptr @failures, align 4, !dbg !357, !tbaa !190
  br label %88, !dbg !358

88:                                               ; preds = %79, %84
  %89 = call i32 @ms_add(i32 noundef 3), !dbg !359
  %90 = sext i32 %89 to i64, !dbg !359
    #dbg_value(ptr @.str.10, !258, !DIExpression(), !360)
    #dbg_value(i64 %90, !265, !DIExpression(), !360)
    #dbg_value(i64 32, !266, !DIExpression(), !360)
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, i64 noundef %90), !dbg !362
  %92 = icmp eq i32 %89, 32, !dbg !363
  br i1 %92, label %97, label %93, !dbg !364

93:                                               ; preds = %88
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 32), !dbg !365
  %95 = load i32, ptr @failures, align 4, !dbg !366, !tbaa !190
  %96 = add nsw i32 %95, 1, !dbg !366
  store i32 %96, ptr @failures, align 4, !dbg !366, !tbaa !190
  br label %97, !dbg !367

97:                                               ; preds = %88, %93
  %98 = call i32 @ms_globals(ptr noundef nonnull %2), !dbg !368
  %99 = sext i32 %98 to i64, !dbg !368
    #dbg_value(ptr @.str.11, !258, !DIExpression(), !369)
    #dbg_value(i64 %99, !265, !DIExpression(), !369)
    #dbg_value(i64 12, !266, !DIExpression(), !369)
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, i64 noundef %99), !dbg !371
  %101 = icmp eq i32 %98, 12, !dbg !372
  br i1 %101, label %106, label %102, !dbg !373

102:                                              ; preds = %97
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 12), !dbg !374
  %104 = load i32, ptr @failures, align 4, !dbg !375, !tbaa !190
  %105 = add nsw i32 %104, 1, !dbg !375
  store i32 %105, ptr @failures, align 4, !dbg !375, !tbaa !190
  br label %106, !dbg !376

106:                                              ; preds = %97, %102
  %107 = load i64, ptr getelementptr inbounds (i8, ptr @tbl, i64 8), align 8, !dbg !377, !tbaa !233
    #dbg_value(ptr @.str.12, !258, !DIExpression(), !378)
    #dbg_value(i64 %107, !265, !DIExpression(), !378)
    #dbg_value(i64 12, !266, !DIExpression(), !378)
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, i64 noundef %107), !dbg !380
  %109 = icmp eq i64 %107, 12, !dbg !381
  br i1 %109, label %114, label %110, !dbg !382

110:                                              ; preds = %106
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 12), !dbg !383
  %112 = load i32, ptr @failures, align 4, !dbg !384, !tbaa !190
  %113 = add nsw i32 %112, 1, !dbg !384
  store i32 %113, ptr @failures, align 4, !dbg !384, !tbaa !190
  br label %114, !dbg !385

114:                                              ; preds = %106, %110
  %115 = call i32 @ms_sum(i32 noundef 100), !dbg !386
  %116 = sext i32 %115 to i64, !dbg !386
    #dbg_value(ptr @.str.13, !258, !DIExpression(), !387)
    #dbg_value(i64 %116, !265, !DIExpression(), !387)
    #dbg_value(i64 5050, !266, !DIExpression(), !387)
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, i64 noundef %116), !dbg !389
  %118 = icmp eq i32 %115, 5050, !dbg !390
  br i1 %118, label %123, label %119, !dbg !391

119:                                              ; preds = %114
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 5050), !dbg !392
  %121 = load i32, ptr @failures, align 4, !dbg !393, !tbaa !190
  %122 = add nsw i32 %121, 1, !dbg !393
  store i32 %122, ptr @failures, align 4, !dbg !393, !tbaa !190
  br label %123, !dbg !394

123:                                              ; preds = %114, %119
  %124 = call i64 @ms_push(i64 noundef -9), !dbg !395
    #dbg_value(ptr @.str.14, !258, !DIExpression(), !396)
    #dbg_value(i64 %124, !265, !DIExpression(), !396)
    #dbg_value(i64 81, !266, !DIExpression(), !396)
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.14, i64 noundef %124), !dbg !398
  %126 = icmp eq i64 %124, 81, !dbg !399
  br i1 %126, label %127, label %129, !dbg !400

127:                                              ; preds = %123
  %128 = load i32, ptr @failures, align 4, !dbg !401, !tbaa !190
  br label %133, !dbg !400

129:                                              ; preds = %123
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 81), !dbg !402
  %131 = load i32, ptr @failures, align 4, !dbg !403, !tbaa !190
  %132 = add nsw i32 %131, 1, !dbg !403
  store i32 %132, ptr @failures, align 4, !dbg !403, !tbaa !190
  br label %133, !dbg !404

133:                                              ; preds = %127, %129
  %134 = phi i32 [ %128, %127 ], [ %132, %129 ], !dbg !401
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %134), !dbg !405
  %136 = load i32, ptr @failures, align 4, !dbg !406, !tbaa !190
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !407
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !407
  ret i32 %136, !dbg !408
}

; Function Attrs: nofree nounwind
declare !dbg !409 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/run/intel_asm.c", directory: ".", checksumkind: CSK_MD5, checksum: "297822d531e89f40f4e6c4fdaa2af8d5")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0, !7, !13, !19, !24, !29, !34, !36, !41, !43, !48, !50, !55, !57, !59, !61, !63, !65, !67, !69, !71}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "tbl", scope: !2, file: !3, line: 10, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 256, elements: !11)
!10 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 4)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 140, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 141, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 56, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 7)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 40, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 5)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 96, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 12)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 145, type: !31, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 146, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 80, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 10)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 147, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 88, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 11)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !45, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 150, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 104, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 13)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 151, type: !21, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 152, type: !45, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !21, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !21, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 155, type: !15, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 156, type: !52, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "failures", scope: !2, file: !3, line: 11, type: !5, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !45, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 160, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 20)
!76 = !{i32 7, !"Dwarf Version", i32 5}
!77 = !{i32 2, !"Debug Info Version", i32 3}
!78 = !{i32 1, !"wchar_size", i32 4}
!79 = !{i32 8, !"PIC Level", i32 2}
!80 = !{i32 7, !"PIE Level", i32 2}
!81 = !{i32 7, !"uwtable", i32 2}
!82 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!83 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!84 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 21, type: !85, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!5, !5}
!87 = !{!88}
!88 = !DILocalVariable(name: "x", arg: 1, scope: !84, file: !3, line: 21, type: !5)
!89 = !DILocation(line: 0, scope: !84)
!90 = !DILocation(line: 22, column: 12, scope: !84)
!91 = !DILocation(line: 22, column: 3, scope: !84)
!92 = distinct !DISubprogram(name: "add_mov", scope: !3, file: !3, line: 25, type: !93, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !95)
!93 = !DISubroutineType(types: !94)
!94 = !{!10, !10, !10}
!95 = !{!96, !97, !98}
!96 = !DILocalVariable(name: "a", arg: 1, scope: !92, file: !3, line: 25, type: !10)
!97 = !DILocalVariable(name: "b", arg: 2, scope: !92, file: !3, line: 25, type: !10)
!98 = !DILocalVariable(name: "r", scope: !92, file: !3, line: 26, type: !10)
!99 = !DILocation(line: 0, scope: !92)
!100 = !DILocation(line: 27, column: 3, scope: !92)
!101 = !{i64 857, i64 870}
!102 = !DILocation(line: 28, column: 3, scope: !92)
!103 = distinct !DISubprogram(name: "scaled", scope: !3, file: !3, line: 31, type: !93, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!104 = !{!105, !106, !107}
!105 = !DILocalVariable(name: "base", arg: 1, scope: !103, file: !3, line: 31, type: !10)
!106 = !DILocalVariable(name: "i", arg: 2, scope: !103, file: !3, line: 31, type: !10)
!107 = !DILocalVariable(name: "r", scope: !103, file: !3, line: 32, type: !10)
!108 = !DILocation(line: 0, scope: !103)
!109 = !DILocation(line: 33, column: 3, scope: !103)
!110 = !{i64 1004}
!111 = !DILocation(line: 34, column: 3, scope: !103)
!112 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 37, type: !113, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !116)
!113 = !DISubroutineType(types: !114)
!114 = !{null, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!116 = !{!117}
!117 = !DILocalVariable(name: "p", arg: 1, scope: !112, file: !3, line: 37, type: !115)
!118 = !DILocation(line: 0, scope: !112)
!119 = !DILocation(line: 38, column: 3, scope: !112)
!120 = !{i64 1131, i64 1153}
!121 = !DILocation(line: 39, column: 1, scope: !112)
!122 = distinct !DISubprogram(name: "load_global", scope: !3, file: !3, line: 41, type: !123, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !124)
!123 = !DISubroutineType(types: !4)
!124 = !{!125}
!125 = !DILocalVariable(name: "r", scope: !122, file: !3, line: 42, type: !5)
!126 = !DILocation(line: 43, column: 3, scope: !122)
!127 = !{i64 1254, i64 1267}
!128 = !DILocation(line: 0, scope: !122)
!129 = !DILocation(line: 44, column: 3, scope: !122)
!130 = distinct !DISubprogram(name: "index_table", scope: !3, file: !3, line: 47, type: !131, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!10, !10}
!133 = !{!134, !135}
!134 = !DILocalVariable(name: "i", arg: 1, scope: !130, file: !3, line: 47, type: !10)
!135 = !DILocalVariable(name: "r", scope: !130, file: !3, line: 48, type: !10)
!136 = !DILocation(line: 0, scope: !130)
!137 = !DILocation(line: 49, column: 3, scope: !130)
!138 = !{i64 1387, i64 1401}
!139 = !DILocation(line: 50, column: 3, scope: !130)
!140 = distinct !DISubprogram(name: "modifiers", scope: !3, file: !3, line: 53, type: !85, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !141)
!141 = !{!142, !143, !144}
!142 = !DILocalVariable(name: "a", arg: 1, scope: !140, file: !3, line: 53, type: !5)
!143 = !DILocalVariable(name: "wide", scope: !140, file: !3, line: 54, type: !10)
!144 = !DILocalVariable(name: "r", scope: !140, file: !3, line: 55, type: !5)
!145 = !DILocation(line: 0, scope: !140)
!146 = !DILocation(line: 56, column: 3, scope: !140)
!147 = !{i64 1566, i64 1584, i64 1595, i64 1611}
!148 = !DILocation(line: 57, column: 25, scope: !140)
!149 = !DILocation(line: 57, column: 14, scope: !140)
!150 = !DILocation(line: 57, column: 12, scope: !140)
!151 = !DILocation(line: 57, column: 3, scope: !140)
!152 = distinct !DISubprogram(name: "high_byte", scope: !3, file: !3, line: 60, type: !85, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !153)
!153 = !{!154, !155}
!154 = !DILocalVariable(name: "a", arg: 1, scope: !152, file: !3, line: 60, type: !5)
!155 = !DILocalVariable(name: "r", scope: !152, file: !3, line: 61, type: !5)
!156 = !DILocation(line: 0, scope: !152)
!157 = !DILocation(line: 62, column: 3, scope: !152)
!158 = !{i64 1771, i64 1786, i64 1800}
!159 = !DILocation(line: 63, column: 3, scope: !152)
!160 = distinct !DISubprogram(name: "count_down", scope: !3, file: !3, line: 66, type: !85, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !161)
!161 = !{!162, !163}
!162 = !DILocalVariable(name: "n", arg: 1, scope: !160, file: !3, line: 66, type: !5)
!163 = !DILocalVariable(name: "r", scope: !160, file: !3, line: 67, type: !5)
!164 = !DILocation(line: 0, scope: !160)
!165 = !DILocation(line: 68, column: 3, scope: !160)
!166 = !{i64 1916, i64 1929, i64 1933, i64 1947, i64 1957}
!167 = !DILocation(line: 69, column: 3, scope: !160)
!168 = distinct !DISubprogram(name: "call_twice", scope: !3, file: !3, line: 72, type: !85, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !169)
!169 = !{!170, !171}
!170 = !DILocalVariable(name: "x", arg: 1, scope: !168, file: !3, line: 72, type: !5)
!171 = !DILocalVariable(name: "r", scope: !168, file: !3, line: 73, type: !5)
!172 = !DILocation(line: 0, scope: !168)
!173 = !DILocation(line: 74, column: 3, scope: !168)
!174 = !{i64 2078, i64 2092, i64 2104}
!175 = !DILocation(line: 78, column: 3, scope: !168)
!176 = distinct !DISubprogram(name: "masm_numbers", scope: !3, file: !3, line: 81, type: !123, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !177)
!177 = !{!178}
!178 = !DILocalVariable(name: "r", scope: !176, file: !3, line: 82, type: !5)
!179 = !DILocation(line: 83, column: 3, scope: !176)
!180 = !{i64 2350, i64 2365, i64 2381, i64 2396}
!181 = !DILocation(line: 0, scope: !176)
!182 = !DILocation(line: 84, column: 3, scope: !176)
!183 = distinct !DISubprogram(name: "ms_add", scope: !3, file: !3, line: 87, type: !85, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !184)
!184 = !{!185, !186}
!185 = !DILocalVariable(name: "x", arg: 1, scope: !183, file: !3, line: 87, type: !5)
!186 = !DILocalVariable(name: "r", scope: !183, file: !3, line: 88, type: !5)
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !183)
!189 = distinct !DIAssignID()
!190 = !{!191, !191, i64 0}
!191 = !{!"int", !192, i64 0}
!192 = !{!"omnipotent char", !193, i64 0}
!193 = !{!"Simple C/C++ TBAA"}
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 88, column: 3, scope: !183)
!196 = !DILocation(line: 89, column: 3, scope: !183)
!197 = !{i64 2495}
!198 = !DILocation(line: 95, column: 10, scope: !183)
!199 = !DILocation(line: 96, column: 1, scope: !183)
!200 = !DILocation(line: 95, column: 3, scope: !183)
!201 = distinct !DISubprogram(name: "ms_globals", scope: !3, file: !3, line: 98, type: !202, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !205)
!202 = !DISubroutineType(types: !203)
!203 = !{!5, !204}
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!205 = !{!206}
!206 = !DILocalVariable(name: "p", arg: 1, scope: !201, file: !3, line: 98, type: !204)
!207 = distinct !DIAssignID()
!208 = !DILocation(line: 0, scope: !201)
!209 = !{!210, !210, i64 0}
!210 = !{!"any pointer", !192, i64 0}
!211 = distinct !DIAssignID()
!212 = !DILocation(line: 99, column: 3, scope: !201)
!213 = !{i64 2635}
!214 = !DILocation(line: 107, column: 10, scope: !201)
!215 = !DILocation(line: 107, column: 3, scope: !201)
!216 = distinct !DISubprogram(name: "ms_sum", scope: !3, file: !3, line: 110, type: !85, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !217)
!217 = !{!218}
!218 = !DILocalVariable(name: "n", arg: 1, scope: !216, file: !3, line: 110, type: !5)
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 0, scope: !216)
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 111, column: 3, scope: !216)
!223 = !{i64 2824}
!224 = !DILocation(line: 120, column: 10, scope: !216)
!225 = !DILocation(line: 120, column: 3, scope: !216)
!226 = distinct !DISubprogram(name: "ms_push", scope: !3, file: !3, line: 125, type: !131, scopeLine: 125, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !227)
!227 = !{!228, !229}
!228 = !DILocalVariable(name: "a", arg: 1, scope: !226, file: !3, line: 125, type: !10)
!229 = !DILocalVariable(name: "r", scope: !226, file: !3, line: 126, type: !10)
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 0, scope: !226)
!232 = distinct !DIAssignID()
!233 = !{!234, !234, i64 0}
!234 = !{!"long", !192, i64 0}
!235 = distinct !DIAssignID()
!236 = !DILocation(line: 126, column: 3, scope: !226)
!237 = !DILocation(line: 127, column: 3, scope: !226)
!238 = !{i64 3165}
!239 = !DILocation(line: 134, column: 10, scope: !226)
!240 = !DILocation(line: 134, column: 14, scope: !226)
!241 = !DILocation(line: 134, column: 12, scope: !226)
!242 = !DILocation(line: 135, column: 1, scope: !226)
!243 = !DILocation(line: 134, column: 3, scope: !226)
!244 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 137, type: !123, scopeLine: 137, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !245)
!245 = !{!246, !247}
!246 = !DILocalVariable(name: "v", scope: !244, file: !3, line: 138, type: !10)
!247 = !DILocalVariable(name: "x", scope: !244, file: !3, line: 139, type: !5)
!248 = distinct !DIAssignID()
!249 = !DILocation(line: 0, scope: !244)
!250 = distinct !DIAssignID()
!251 = !DILocation(line: 138, column: 3, scope: !244)
!252 = !DILocation(line: 138, column: 8, scope: !244)
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 139, column: 3, scope: !244)
!255 = !DILocation(line: 139, column: 7, scope: !244)
!256 = distinct !DIAssignID()
!257 = !DILocation(line: 140, column: 20, scope: !244)
!258 = !DILocalVariable(name: "what", arg: 1, scope: !259, file: !3, line: 13, type: !262)
!259 = distinct !DISubprogram(name: "check", scope: !3, file: !3, line: 13, type: !260, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !264)
!260 = !DISubroutineType(types: !261)
!261 = !{null, !262, !10, !10}
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!263 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!264 = !{!258, !265, !266}
!265 = !DILocalVariable(name: "got", arg: 2, scope: !259, file: !3, line: 13, type: !10)
!266 = !DILocalVariable(name: "want", arg: 3, scope: !259, file: !3, line: 13, type: !10)
!267 = !DILocation(line: 0, scope: !259, inlinedAt: !268)
!268 = distinct !DILocation(line: 140, column: 3, scope: !244)
!269 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !268)
!270 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !268)
!271 = distinct !DILexicalBlock(scope: !259, file: !3, line: 15, column: 7)
!272 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !268)
!273 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !268)
!274 = distinct !DILexicalBlock(scope: !271, file: !3, line: 15, column: 20)
!275 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !268)
!276 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !268)
!277 = !DILocation(line: 141, column: 19, scope: !244)
!278 = !DILocation(line: 0, scope: !259, inlinedAt: !279)
!279 = distinct !DILocation(line: 141, column: 3, scope: !244)
!280 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !279)
!281 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !279)
!282 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !279)
!283 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !279)
!284 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !279)
!285 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !279)
!286 = !DILocation(line: 142, column: 3, scope: !244)
!287 = !DILocation(line: 143, column: 17, scope: !244)
!288 = !DILocation(line: 0, scope: !259, inlinedAt: !289)
!289 = distinct !DILocation(line: 143, column: 3, scope: !244)
!290 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !289)
!291 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !289)
!292 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !289)
!293 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !289)
!294 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !289)
!295 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !289)
!296 = !DILocation(line: 144, column: 24, scope: !244)
!297 = !DILocation(line: 0, scope: !259, inlinedAt: !298)
!298 = distinct !DILocation(line: 144, column: 3, scope: !244)
!299 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !298)
!300 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !298)
!301 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !298)
!302 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !298)
!303 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !298)
!304 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !298)
!305 = !DILocation(line: 145, column: 24, scope: !244)
!306 = !DILocation(line: 0, scope: !259, inlinedAt: !307)
!307 = distinct !DILocation(line: 145, column: 3, scope: !244)
!308 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !307)
!309 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !307)
!310 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !307)
!311 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !307)
!312 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !307)
!313 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !307)
!314 = !DILocation(line: 146, column: 22, scope: !244)
!315 = !DILocation(line: 0, scope: !259, inlinedAt: !316)
!316 = distinct !DILocation(line: 146, column: 3, scope: !244)
!317 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !316)
!318 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !316)
!319 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !316)
!320 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !316)
!321 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !316)
!322 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !316)
!323 = !DILocation(line: 147, column: 22, scope: !244)
!324 = !DILocation(line: 0, scope: !259, inlinedAt: !325)
!325 = distinct !DILocation(line: 147, column: 3, scope: !244)
!326 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !325)
!327 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !325)
!328 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !325)
!329 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !325)
!330 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !325)
!331 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !325)
!332 = !DILocation(line: 148, column: 23, scope: !244)
!333 = !DILocation(line: 0, scope: !259, inlinedAt: !334)
!334 = distinct !DILocation(line: 148, column: 3, scope: !244)
!335 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !334)
!336 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !334)
!337 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !334)
!338 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !334)
!339 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !334)
!340 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !334)
!341 = !DILocation(line: 149, column: 23, scope: !244)
!342 = !DILocation(line: 0, scope: !259, inlinedAt: !343)
!343 = distinct !DILocation(line: 149, column: 3, scope: !244)
!344 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !343)
!345 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !343)
!346 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !343)
!347 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !343)
!348 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !343)
!349 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !343)
!350 = !DILocation(line: 150, column: 25, scope: !244)
!351 = !DILocation(line: 0, scope: !259, inlinedAt: !352)
!352 = distinct !DILocation(line: 150, column: 3, scope: !244)
!353 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !352)
!354 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !352)
!355 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !352)
!356 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !352)
!357 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !352)
!358 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !352)
!359 = !DILocation(line: 151, column: 19, scope: !244)
!360 = !DILocation(line: 0, scope: !259, inlinedAt: !361)
!361 = distinct !DILocation(line: 151, column: 3, scope: !244)
!362 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !361)
!363 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !361)
!364 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !361)
!365 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !361)
!366 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !361)
!367 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !361)
!368 = !DILocation(line: 152, column: 23, scope: !244)
!369 = !DILocation(line: 0, scope: !259, inlinedAt: !370)
!370 = distinct !DILocation(line: 152, column: 3, scope: !244)
!371 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !370)
!372 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !370)
!373 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !370)
!374 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !370)
!375 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !370)
!376 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !370)
!377 = !DILocation(line: 153, column: 19, scope: !244)
!378 = !DILocation(line: 0, scope: !259, inlinedAt: !379)
!379 = distinct !DILocation(line: 153, column: 3, scope: !244)
!380 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !379)
!381 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !379)
!382 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !379)
!383 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !379)
!384 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !379)
!385 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !379)
!386 = !DILocation(line: 154, column: 19, scope: !244)
!387 = !DILocation(line: 0, scope: !259, inlinedAt: !388)
!388 = distinct !DILocation(line: 154, column: 3, scope: !244)
!389 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !388)
!390 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !388)
!391 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !388)
!392 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !388)
!393 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !388)
!394 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !388)
!395 = !DILocation(line: 155, column: 20, scope: !244)
!396 = !DILocation(line: 0, scope: !259, inlinedAt: !397)
!397 = distinct !DILocation(line: 155, column: 3, scope: !244)
!398 = !DILocation(line: 14, column: 3, scope: !259, inlinedAt: !397)
!399 = !DILocation(line: 15, column: 11, scope: !271, inlinedAt: !397)
!400 = !DILocation(line: 15, column: 7, scope: !259, inlinedAt: !397)
!401 = !DILocation(line: 156, column: 27, scope: !244)
!402 = !DILocation(line: 16, column: 5, scope: !274, inlinedAt: !397)
!403 = !DILocation(line: 17, column: 13, scope: !274, inlinedAt: !397)
!404 = !DILocation(line: 18, column: 3, scope: !274, inlinedAt: !397)
!405 = !DILocation(line: 156, column: 3, scope: !244)
!406 = !DILocation(line: 157, column: 10, scope: !244)
!407 = !DILocation(line: 158, column: 1, scope: !244)
!408 = !DILocation(line: 157, column: 3, scope: !244)
!409 = !DISubprogram(name: "printf", scope: !410, file: !410, line: 356, type: !411, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!411 = !DISubroutineType(types: !412)
!412 = !{!5, !413, null}
!413 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !262)
