; ModuleID = 'tests/run/riscv64/inline_asm.c'
source_filename = "tests/run/riscv64/inline_asm.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"add_rr %ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [27 x i8] c"add_var %ld add_const %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"zero_or %ld shift_k %ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [41 x i8] c"fp_ops %.6f fp_to_int %d fp_single %.3f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"amo_add %d -> %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"lr_sc_add %ld -> %ld\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [20 x i8] c"mem_ops %ld -> %ld\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [25 x i8] c"tied %ld count_down %ld\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [20 x i8] c"uid_labels %ld %ld\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [17 x i8] c"pseudos %ld %ld\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [20 x i8] c"big_constants %llx\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [39 x i8] c"named_regs %ld clobbers %ld norvc %ld\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [33 x i8] c"rounding_mode %u data_words %ld\0A\00", align 1, !dbg !53

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !74 {
  %1 = alloca i64, align 8, !DIAssignID !84
    #dbg_assign(i1 undef, !79, !DIExpression(), !84, ptr %1, !DIExpression(), !85)
  %2 = alloca i32, align 4, !DIAssignID !86
    #dbg_assign(i1 undef, !81, !DIExpression(), !86, ptr %2, !DIExpression(), !85)
  %3 = alloca i64, align 8, !DIAssignID !87
    #dbg_assign(i1 undef, !82, !DIExpression(), !87, ptr %3, !DIExpression(), !85)
  %4 = alloca i64, align 8, !DIAssignID !88
    #dbg_assign(i1 undef, !83, !DIExpression(), !88, ptr %4, !DIExpression(), !85)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !89
  store i64 40, ptr %1, align 8, !dbg !90, !tbaa !91, !DIAssignID !95
    #dbg_assign(i64 40, !79, !DIExpression(), !95, ptr %1, !DIExpression(), !85)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5, !dbg !96
  store i32 5, ptr %2, align 4, !dbg !97, !tbaa !98, !DIAssignID !100
    #dbg_assign(i32 5, !81, !DIExpression(), !100, ptr %2, !DIExpression(), !85)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5, !dbg !101
  store i64 1234, ptr %3, align 8, !dbg !102, !tbaa !91, !DIAssignID !103
    #dbg_assign(i64 1234, !82, !DIExpression(), !103, ptr %3, !DIExpression(), !85)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #5, !dbg !101
  store i64 0, ptr %4, align 8, !dbg !104, !tbaa !91, !DIAssignID !105
    #dbg_assign(i64 0, !83, !DIExpression(), !105, ptr %4, !DIExpression(), !85)
  %5 = tail call fastcc i64 @add_rr(), !dbg !106
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %5), !dbg !107
  %7 = tail call fastcc i64 @add_var(), !dbg !108
  %8 = tail call fastcc i64 @add_const(), !dbg !109
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %7, i64 noundef %8), !dbg !110
  %10 = tail call fastcc i64 @zero_or(), !dbg !111
  %11 = tail call fastcc i64 @shift_k(), !dbg !112
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %10, i64 noundef %11), !dbg !113
  %13 = tail call fastcc double @fp_ops(), !dbg !114
  %14 = tail call fastcc signext i32 @fp_to_int(), !dbg !115
  %15 = tail call fastcc float @fp_single(), !dbg !116
  %16 = fpext float %15 to double, !dbg !116
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %13, i32 noundef signext %14, double noundef %16), !dbg !117
  %18 = call fastcc signext i32 @amo_add(ptr noundef nonnull %2), !dbg !118
  %19 = load i32, ptr %2, align 4, !dbg !119, !tbaa !98
  %20 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %18, i32 noundef signext %19), !dbg !120
  %21 = call fastcc i64 @lr_sc_add(ptr noundef nonnull %1), !dbg !121
  %22 = load i64, ptr %1, align 8, !dbg !122, !tbaa !91
  %23 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %21, i64 noundef %22), !dbg !123
  %24 = call fastcc i64 @mem_ops(ptr noundef nonnull %3, ptr noundef nonnull %4), !dbg !124
  %25 = load i64, ptr %4, align 8, !dbg !125, !tbaa !91
  %26 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %24, i64 noundef %25), !dbg !126
  %27 = tail call fastcc i64 @tied(), !dbg !127
  %28 = tail call fastcc i64 @count_down(), !dbg !128
  %29 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %27, i64 noundef %28), !dbg !129
  %30 = call fastcc i64 @uid_labels(i64 noundef -5), !dbg !130
  %31 = call fastcc i64 @uid_labels(i64 noundef 5), !dbg !131
  %32 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %30, i64 noundef %31), !dbg !132
  %33 = call fastcc i64 @pseudos(i64 noundef 0), !dbg !133
  %34 = call fastcc i64 @pseudos(i64 noundef -123456789), !dbg !134
  %35 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %33, i64 noundef %34), !dbg !135
  %36 = tail call fastcc i64 @big_constants(), !dbg !136
  %37 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %36), !dbg !137
  %38 = tail call fastcc i64 @named_regs(), !dbg !138
  call fastcc void @clobbers(), !dbg !139
  %39 = tail call fastcc i64 @norvc(), !dbg !140
  %40 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %38, i64 noundef 42, i64 noundef %39), !dbg !141
  %41 = call fastcc signext i32 @rounding_mode(), !dbg !142
  %42 = tail call fastcc i64 @data_words(), !dbg !143
  %43 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext %41, i64 noundef %42), !dbg !144
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #5, !dbg !145
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5, !dbg !145
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5, !dbg !145
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !145
  ret i32 0, !dbg !146
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !147 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @add_rr() unnamed_addr #3 !dbg !154 {
    #dbg_value(i64 20, !158, !DIExpression(), !161)
    #dbg_value(i64 22, !159, !DIExpression(), !161)
  %1 = tail call i64 asm "add $0, $1, $2", "=r,r,r"(i64 20, i64 22) #6, !dbg !162, !srcloc !163
    #dbg_value(i64 %1, !160, !DIExpression(), !161)
  ret i64 %1, !dbg !164
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @add_var() unnamed_addr #3 !dbg !165 {
    #dbg_value(i64 100, !167, !DIExpression(), !170)
    #dbg_value(i64 23, !168, !DIExpression(), !170)
  %1 = tail call i64 asm "add${2:i} $0, $1, $2", "=r,r,rI"(i64 100, i64 23) #6, !dbg !171, !srcloc !172
    #dbg_value(i64 %1, !169, !DIExpression(), !170)
  ret i64 %1, !dbg !173
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @add_const() unnamed_addr #3 !dbg !174 {
    #dbg_value(i64 100, !178, !DIExpression(), !180)
  %1 = tail call i64 asm "add${2:i} $0, $1, $2", "=r,r,rI"(i64 100, i32 -37) #6, !dbg !181, !srcloc !182
    #dbg_value(i64 %1, !179, !DIExpression(), !180)
  ret i64 %1, !dbg !183
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @zero_or() unnamed_addr #3 !dbg !184 {
    #dbg_value(i64 85, !186, !DIExpression(), !188)
  %1 = tail call i64 asm "or $0, $1, ${2:z}", "=r,r,rJ"(i64 85, i64 0) #6, !dbg !189, !srcloc !190
    #dbg_value(i64 %1, !187, !DIExpression(), !188)
  ret i64 %1, !dbg !191
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @shift_k() unnamed_addr #3 !dbg !192 {
    #dbg_value(i64 3, !194, !DIExpression(), !196)
  %1 = tail call i64 asm "slli $0, $1, $2", "=r,r,K"(i64 3, i32 13) #6, !dbg !197, !srcloc !198
    #dbg_value(i64 %1, !195, !DIExpression(), !196)
  ret i64 %1, !dbg !199
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @fp_ops() unnamed_addr #3 !dbg !200 {
    #dbg_value(double 3.000000e+00, !205, !DIExpression(), !210)
    #dbg_value(double 4.000000e+00, !206, !DIExpression(), !210)
    #dbg_value(double 4.000000e+00, !207, !DIExpression(), !210)
  %1 = tail call double asm "fmadd.d $0, $1, $2, $3", "=f,f,f,f"(double 3.000000e+00, double 4.000000e+00, double 4.000000e+00) #6, !dbg !211, !srcloc !212
    #dbg_value(double %1, !208, !DIExpression(), !210)
  %2 = tail call double asm "fsqrt.d $0, $1", "=f,f"(double %1) #6, !dbg !213, !srcloc !214
    #dbg_value(double %2, !209, !DIExpression(), !210)
  ret double %2, !dbg !215
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc signext i32 @fp_to_int() unnamed_addr #3 !dbg !216 {
    #dbg_value(double -7.900000e+00, !220, !DIExpression(), !222)
  %1 = tail call i32 asm "fcvt.w.d $0, $1, rtz", "=r,f"(double -7.900000e+00) #6, !dbg !223, !srcloc !224
    #dbg_value(i32 %1, !221, !DIExpression(), !222)
  ret i32 %1, !dbg !225
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc float @fp_single() unnamed_addr #3 !dbg !226 {
    #dbg_value(float 1.500000e+00, !231, !DIExpression(), !234)
    #dbg_value(float 2.000000e+00, !232, !DIExpression(), !234)
  %1 = tail call float asm "fmul.s $0, $1, $2\0A\09fneg.s $0, $0", "=&f,f,f"(float 1.500000e+00, float 2.000000e+00) #6, !dbg !235, !srcloc !236
    #dbg_value(float %1, !233, !DIExpression(), !234)
  ret float %1, !dbg !237
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc signext i32 @amo_add(ptr noundef %0) unnamed_addr #4 !dbg !238 {
    #dbg_value(ptr %0, !243, !DIExpression(), !246)
    #dbg_value(i32 7, !244, !DIExpression(), !246)
  %2 = tail call i32 asm sideeffect "amoadd.w.aqrl $0, $2, $1", "=r,=*A,r,*A,~{memory}"(ptr elementtype(i32) %0, i32 7, ptr elementtype(i32) %0) #5, !dbg !247, !srcloc !248
    #dbg_value(i32 %2, !245, !DIExpression(), !246)
  ret i32 %2, !dbg !249
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @lr_sc_add(ptr noundef %0) unnamed_addr #4 !dbg !250 {
    #dbg_value(ptr %0, !255, !DIExpression(), !259)
    #dbg_value(i64 2, !256, !DIExpression(), !259)
  %2 = tail call { i64, i64 } asm sideeffect "1: lr.d.aq $0, ($2)\0A   add $1, $0, $3\0A   sc.d.rl $1, $1, ($2)\0A   bnez $1, 1b", "=&r,=&r,r,r,~{memory}"(ptr %0, i64 2) #5, !dbg !260, !srcloc !261
  %3 = extractvalue { i64, i64 } %2, 0, !dbg !260
    #dbg_value(i64 %3, !257, !DIExpression(), !259)
    #dbg_value(i64 poison, !258, !DIExpression(), !259)
  ret i64 %3, !dbg !262
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @mem_ops(ptr noundef %0, ptr noundef %1) unnamed_addr #4 !dbg !263 {
    #dbg_value(ptr %0, !267, !DIExpression(), !270)
    #dbg_value(ptr %1, !268, !DIExpression(), !270)
  %3 = tail call i64 asm "ld $0, $1", "=r,*m"(ptr elementtype(i64) %0) #7, !dbg !271, !srcloc !272
    #dbg_value(i64 %3, !269, !DIExpression(), !270)
  %4 = add nsw i64 %3, 1, !dbg !273
  tail call void asm "sd $1, $0", "=*m,r"(ptr elementtype(i64) %1, i64 %4) #5, !dbg !274, !srcloc !275
  ret i64 %3, !dbg !276
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @tied() unnamed_addr #3 !dbg !277 {
    #dbg_value(i64 20, !279, !DIExpression(), !280)
  %1 = tail call i64 asm "addi $0, $0, 1\0A\09slli $0, $0, 1", "=r,0"(i64 20) #6, !dbg !281, !srcloc !282
    #dbg_value(i64 %1, !279, !DIExpression(), !280)
  ret i64 %1, !dbg !283
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @count_down() unnamed_addr #3 !dbg !284 {
    #dbg_value(i64 17, !286, !DIExpression(), !288)
    #dbg_value(i64 0, !287, !DIExpression(), !288)
  %1 = tail call { i64, i64 } asm "beqz $0, 2f\0A1:\0A\09addi $0, $0, -1\0A\09addi $1, $1, 1\0A\09bnez $0, 1b\0A2:", "=r,=r,0,1"(i64 17, i64 0) #6, !dbg !289, !srcloc !290
  %2 = extractvalue { i64, i64 } %1, 1, !dbg !289
    #dbg_value(i64 poison, !286, !DIExpression(), !288)
    #dbg_value(i64 %2, !287, !DIExpression(), !288)
  ret i64 %2, !dbg !291
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @uid_labels(i64 noundef %0) unnamed_addr #3 !dbg !292 {
    #dbg_value(i64 %0, !295, !DIExpression(), !297)
  %2 = tail call i64 asm "li $0, 0\0Abgez $1, .Lpos${:uid}\0Ali $0, 1\0Aj .Ldone${:uid}\0A.Lpos${:uid}:\0Ali $0, 2\0A.Ldone${:uid}:", "=&r,r"(i64 %0) #6, !dbg !298, !srcloc !299
    #dbg_value(i64 %2, !296, !DIExpression(), !297)
  ret i64 %2, !dbg !300
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @pseudos(i64 noundef %0) unnamed_addr #3 !dbg !301 {
    #dbg_value(i64 %0, !303, !DIExpression(), !309)
  %2 = tail call i64 asm "not $0, $1", "=r,r"(i64 %0) #6, !dbg !310, !srcloc !311
    #dbg_value(i64 %2, !304, !DIExpression(), !309)
  %3 = tail call i64 asm "neg $0, $1", "=r,r"(i64 %0) #6, !dbg !312, !srcloc !313
    #dbg_value(i64 %3, !305, !DIExpression(), !309)
  %4 = tail call i64 asm "seqz $0, $1", "=r,r"(i64 %0) #6, !dbg !314, !srcloc !315
    #dbg_value(i64 %4, !306, !DIExpression(), !309)
  %5 = tail call i64 asm "snez $0, $1", "=r,r"(i64 %0) #6, !dbg !316, !srcloc !317
    #dbg_value(i64 %5, !307, !DIExpression(), !309)
  %6 = tail call i64 asm "sext.w $0, $1", "=r,r"(i64 %0) #6, !dbg !318, !srcloc !319
    #dbg_value(i64 %6, !308, !DIExpression(), !309)
  %7 = mul nsw i64 %2, 3, !dbg !320
  %8 = mul nsw i64 %3, 5, !dbg !321
  %9 = add nsw i64 %8, %7, !dbg !322
  %10 = mul nsw i64 %4, 7, !dbg !323
  %11 = add nsw i64 %9, %10, !dbg !324
  %12 = mul nsw i64 %5, 11, !dbg !325
  %13 = add nsw i64 %11, %12, !dbg !326
  %14 = add nsw i64 %13, %6, !dbg !327
  ret i64 %14, !dbg !328
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @big_constants() unnamed_addr #3 !dbg !329 {
  %1 = tail call i64 asm "li $0, 0x12345678", "=r"() #6, !dbg !342, !srcloc !343
    #dbg_value(i64 %1, !338, !DIExpression(), !344)
  %2 = tail call i64 asm "li $0, -2049", "=r"() #6, !dbg !345, !srcloc !346
    #dbg_value(i64 %2, !339, !DIExpression(), !344)
  %3 = tail call i64 asm "li $0, 0x7ff0000000000000", "=r"() #6, !dbg !347, !srcloc !348
    #dbg_value(i64 %3, !340, !DIExpression(), !344)
  %4 = tail call i64 asm "li $0, 0x123456789abc", "=r"() #6, !dbg !349, !srcloc !350
    #dbg_value(i64 %4, !341, !DIExpression(), !344)
  %5 = xor i64 %2, %1, !dbg !351
  %6 = xor i64 %5, %3, !dbg !352
  %7 = xor i64 %6, %4, !dbg !353
  ret i64 %7, !dbg !354
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @named_regs() unnamed_addr #3 !dbg !355 {
    #dbg_value(i64 5, !357, !DIExpression(), !360)
    #dbg_value(i64 5, !358, !DIExpression(), !360)
  %1 = tail call i64 asm "mv $0, $1\0A\09addi $0, $0, 100", "={x7},{x15}"(i64 5) #6, !dbg !361, !srcloc !362
    #dbg_value(i64 %1, !359, !DIExpression(), !360)
  ret i64 %1, !dbg !363
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @clobbers() unnamed_addr #4 !dbg !364 {
    #dbg_value(i64 41, !366, !DIExpression(), !367)
  tail call void asm sideeffect "li s1, 77\0A\09li s2, 78\0A\09li a3, 79\0A\09fmv.d.x fs0, zero", "~{x9},~{x18},~{x13},~{f8}"() #5, !dbg !368, !srcloc !369
  ret void, !dbg !370
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @norvc() unnamed_addr #3 !dbg !371 {
    #dbg_value(i64 1, !373, !DIExpression(), !374)
  %1 = tail call i64 asm ".option push\0A.option norvc\0Aaddi $0, $0, 1\0A.option pop\0Aaddi $0, $0, 1", "=r,0"(i64 1) #6, !dbg !375, !srcloc !376
    #dbg_value(i64 %1, !373, !DIExpression(), !374)
  ret i64 %1, !dbg !377
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc signext i32 @rounding_mode() unnamed_addr #4 !dbg !378 {
  %1 = tail call i32 asm sideeffect "frrm $0", "=r"() #5, !dbg !385, !srcloc !386
    #dbg_value(i32 %1, !383, !DIExpression(), !387)
  %2 = tail call i32 asm sideeffect "frflags $0", "=r"() #5, !dbg !388, !srcloc !389
    #dbg_value(i32 %2, !384, !DIExpression(), !387)
  tail call void asm sideeffect "fence rw, rw\0A\09fence\0A\09fence.i", "~{memory}"() #5, !dbg !390, !srcloc !391
  %3 = mul i32 %1, 100, !dbg !392
  %4 = add i32 %3, %2, !dbg !393
  ret i32 %4, !dbg !394
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @data_words() unnamed_addr #3 !dbg !395 {
  %1 = tail call i64 asm "j 1f\0A\09.word 0x12345678\0A\09.half 0x1234\0A\09.byte 1, 2\0A1:\09li $0, 9", "=r"() #6, !dbg !400, !srcloc !401
    #dbg_value(i64 %1, !399, !DIExpression(), !402)
  ret i64 %1, !dbg !403
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree noinline nosync nounwind memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { noinline nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }
attributes #7 = { nounwind memory(read) }

!llvm.dbg.cu = !{!58}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 170, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/inline_asm.c", directory: ".", checksumkind: CSK_MD5, checksum: "4437cb18d532aa3ef4a9af6a31c3153b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 171, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 172, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 25)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 173, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 41)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 174, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 175, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 176, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 20)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 177, type: !14, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 178, type: !34, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 179, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 17)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 180, type: !34, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 181, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 39)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 182, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 33)
!58 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !59, globals: !61, splitDebugInlining: false, nameTableKind: None)
!59 = !{!60}
!60 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!61 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !41, !46, !48, !53}
!62 = !{i32 7, !"Dwarf Version", i32 5}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 1, !"target-abi", !"lp64d"}
!66 = !{i32 6, !"riscv-isa", !67}
!67 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 8, !"SmallDataLimit", i32 8}
!72 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 166, type: !75, scopeLine: 166, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !78)
!75 = !DISubroutineType(types: !76)
!76 = !{!77}
!77 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!78 = !{!79, !81, !82, !83}
!79 = !DILocalVariable(name: "cell", scope: !74, file: !2, line: 167, type: !80)
!80 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!81 = !DILocalVariable(name: "acell", scope: !74, file: !2, line: 168, type: !77)
!82 = !DILocalVariable(name: "src", scope: !74, file: !2, line: 169, type: !80)
!83 = !DILocalVariable(name: "dst", scope: !74, file: !2, line: 169, type: !80)
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 0, scope: !74)
!86 = distinct !DIAssignID()
!87 = distinct !DIAssignID()
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 167, column: 3, scope: !74)
!90 = !DILocation(line: 167, column: 8, scope: !74)
!91 = !{!92, !92, i64 0}
!92 = !{!"long", !93, i64 0}
!93 = !{!"omnipotent char", !94, i64 0}
!94 = !{!"Simple C/C++ TBAA"}
!95 = distinct !DIAssignID()
!96 = !DILocation(line: 168, column: 3, scope: !74)
!97 = !DILocation(line: 168, column: 7, scope: !74)
!98 = !{!99, !99, i64 0}
!99 = !{!"int", !93, i64 0}
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 169, column: 3, scope: !74)
!102 = !DILocation(line: 169, column: 8, scope: !74)
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 169, column: 20, scope: !74)
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 170, column: 26, scope: !74)
!107 = !DILocation(line: 170, column: 3, scope: !74)
!108 = !DILocation(line: 171, column: 41, scope: !74)
!109 = !DILocation(line: 171, column: 59, scope: !74)
!110 = !DILocation(line: 171, column: 3, scope: !74)
!111 = !DILocation(line: 172, column: 39, scope: !74)
!112 = !DILocation(line: 172, column: 54, scope: !74)
!113 = !DILocation(line: 172, column: 3, scope: !74)
!114 = !DILocation(line: 173, column: 55, scope: !74)
!115 = !DILocation(line: 173, column: 78, scope: !74)
!116 = !DILocation(line: 173, column: 95, scope: !74)
!117 = !DILocation(line: 173, column: 3, scope: !74)
!118 = !DILocation(line: 174, column: 32, scope: !74)
!119 = !DILocation(line: 174, column: 52, scope: !74)
!120 = !DILocation(line: 174, column: 3, scope: !74)
!121 = !DILocation(line: 175, column: 36, scope: !74)
!122 = !DILocation(line: 175, column: 57, scope: !74)
!123 = !DILocation(line: 175, column: 3, scope: !74)
!124 = !DILocation(line: 176, column: 34, scope: !74)
!125 = !DILocation(line: 176, column: 55, scope: !74)
!126 = !DILocation(line: 176, column: 3, scope: !74)
!127 = !DILocation(line: 177, column: 39, scope: !74)
!128 = !DILocation(line: 177, column: 49, scope: !74)
!129 = !DILocation(line: 177, column: 3, scope: !74)
!130 = !DILocation(line: 178, column: 34, scope: !74)
!131 = !DILocation(line: 178, column: 50, scope: !74)
!132 = !DILocation(line: 178, column: 3, scope: !74)
!133 = !DILocation(line: 179, column: 31, scope: !74)
!134 = !DILocation(line: 179, column: 43, scope: !74)
!135 = !DILocation(line: 179, column: 3, scope: !74)
!136 = !DILocation(line: 180, column: 54, scope: !74)
!137 = !DILocation(line: 180, column: 3, scope: !74)
!138 = !DILocation(line: 181, column: 53, scope: !74)
!139 = !DILocation(line: 181, column: 68, scope: !74)
!140 = !DILocation(line: 181, column: 82, scope: !74)
!141 = !DILocation(line: 181, column: 3, scope: !74)
!142 = !DILocation(line: 182, column: 47, scope: !74)
!143 = !DILocation(line: 182, column: 64, scope: !74)
!144 = !DILocation(line: 182, column: 3, scope: !74)
!145 = !DILocation(line: 184, column: 1, scope: !74)
!146 = !DILocation(line: 183, column: 3, scope: !74)
!147 = !DISubprogram(name: "printf", scope: !148, file: !148, line: 356, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!149 = !DISubroutineType(types: !150)
!150 = !{!77, !151, null}
!151 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!154 = distinct !DISubprogram(name: "add_rr", scope: !2, file: !2, line: 8, type: !155, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !157)
!155 = !DISubroutineType(cc: DW_CC_nocall, types: !156)
!156 = !{!80, !80, !80}
!157 = !{!158, !159, !160}
!158 = !DILocalVariable(name: "a", arg: 1, scope: !154, file: !2, line: 8, type: !80)
!159 = !DILocalVariable(name: "b", arg: 2, scope: !154, file: !2, line: 8, type: !80)
!160 = !DILocalVariable(name: "r", scope: !154, file: !2, line: 9, type: !80)
!161 = !DILocation(line: 0, scope: !154)
!162 = !DILocation(line: 10, column: 3, scope: !154)
!163 = !{i64 486}
!164 = !DILocation(line: 11, column: 3, scope: !154)
!165 = distinct !DISubprogram(name: "add_var", scope: !2, file: !2, line: 17, type: !155, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !166)
!166 = !{!167, !168, !169}
!167 = !DILocalVariable(name: "a", arg: 1, scope: !165, file: !2, line: 17, type: !80)
!168 = !DILocalVariable(name: "b", arg: 2, scope: !165, file: !2, line: 17, type: !80)
!169 = !DILocalVariable(name: "r", scope: !165, file: !2, line: 18, type: !80)
!170 = !DILocation(line: 0, scope: !165)
!171 = !DILocation(line: 19, column: 3, scope: !165)
!172 = !{i64 2147684491}
!173 = !DILocation(line: 20, column: 3, scope: !165)
!174 = distinct !DISubprogram(name: "add_const", scope: !2, file: !2, line: 23, type: !175, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !177)
!175 = !DISubroutineType(cc: DW_CC_nocall, types: !176)
!176 = !{!80, !80}
!177 = !{!178, !179}
!178 = !DILocalVariable(name: "a", arg: 1, scope: !174, file: !2, line: 23, type: !80)
!179 = !DILocalVariable(name: "r", scope: !174, file: !2, line: 24, type: !80)
!180 = !DILocation(line: 0, scope: !174)
!181 = !DILocation(line: 25, column: 3, scope: !174)
!182 = !{i64 2147684556}
!183 = !DILocation(line: 26, column: 3, scope: !174)
!184 = distinct !DISubprogram(name: "zero_or", scope: !2, file: !2, line: 29, type: !175, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !185)
!185 = !{!186, !187}
!186 = !DILocalVariable(name: "x", arg: 1, scope: !184, file: !2, line: 29, type: !80)
!187 = !DILocalVariable(name: "r", scope: !184, file: !2, line: 30, type: !80)
!188 = !DILocation(line: 0, scope: !184)
!189 = !DILocation(line: 32, column: 3, scope: !184)
!190 = !{i64 1056}
!191 = !DILocation(line: 33, column: 3, scope: !184)
!192 = distinct !DISubprogram(name: "shift_k", scope: !2, file: !2, line: 36, type: !175, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !193)
!193 = !{!194, !195}
!194 = !DILocalVariable(name: "x", arg: 1, scope: !192, file: !2, line: 36, type: !80)
!195 = !DILocalVariable(name: "r", scope: !192, file: !2, line: 37, type: !80)
!196 = !DILocation(line: 0, scope: !192)
!197 = !DILocation(line: 38, column: 3, scope: !192)
!198 = !{i64 1195}
!199 = !DILocation(line: 39, column: 3, scope: !192)
!200 = distinct !DISubprogram(name: "fp_ops", scope: !2, file: !2, line: 42, type: !201, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !204)
!201 = !DISubroutineType(cc: DW_CC_nocall, types: !202)
!202 = !{!203, !203, !203, !203}
!203 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!204 = !{!205, !206, !207, !208, !209}
!205 = !DILocalVariable(name: "a", arg: 1, scope: !200, file: !2, line: 42, type: !203)
!206 = !DILocalVariable(name: "b", arg: 2, scope: !200, file: !2, line: 42, type: !203)
!207 = !DILocalVariable(name: "c", arg: 3, scope: !200, file: !2, line: 42, type: !203)
!208 = !DILocalVariable(name: "r", scope: !200, file: !2, line: 43, type: !203)
!209 = !DILocalVariable(name: "s", scope: !200, file: !2, line: 43, type: !203)
!210 = !DILocation(line: 0, scope: !200)
!211 = !DILocation(line: 44, column: 3, scope: !200)
!212 = !{i64 1362}
!213 = !DILocation(line: 45, column: 3, scope: !200)
!214 = !{i64 1434}
!215 = !DILocation(line: 46, column: 3, scope: !200)
!216 = distinct !DISubprogram(name: "fp_to_int", scope: !2, file: !2, line: 49, type: !217, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !219)
!217 = !DISubroutineType(cc: DW_CC_nocall, types: !218)
!218 = !{!77, !203}
!219 = !{!220, !221}
!220 = !DILocalVariable(name: "d", arg: 1, scope: !216, file: !2, line: 49, type: !203)
!221 = !DILocalVariable(name: "r", scope: !216, file: !2, line: 50, type: !77)
!222 = !DILocation(line: 0, scope: !216)
!223 = !DILocation(line: 51, column: 3, scope: !216)
!224 = !{i64 1565}
!225 = !DILocation(line: 52, column: 3, scope: !216)
!226 = distinct !DISubprogram(name: "fp_single", scope: !2, file: !2, line: 55, type: !227, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !230)
!227 = !DISubroutineType(cc: DW_CC_nocall, types: !228)
!228 = !{!229, !229, !229}
!229 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!230 = !{!231, !232, !233}
!231 = !DILocalVariable(name: "a", arg: 1, scope: !226, file: !2, line: 55, type: !229)
!232 = !DILocalVariable(name: "b", arg: 2, scope: !226, file: !2, line: 55, type: !229)
!233 = !DILocalVariable(name: "r", scope: !226, file: !2, line: 56, type: !229)
!234 = !DILocation(line: 0, scope: !226)
!235 = !DILocation(line: 57, column: 3, scope: !226)
!236 = !{i64 1714, i64 1734}
!237 = !DILocation(line: 58, column: 3, scope: !226)
!238 = distinct !DISubprogram(name: "amo_add", scope: !2, file: !2, line: 61, type: !239, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !242)
!239 = !DISubroutineType(cc: DW_CC_nocall, types: !240)
!240 = !{!77, !241, !77}
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!242 = !{!243, !244, !245}
!243 = !DILocalVariable(name: "p", arg: 1, scope: !238, file: !2, line: 61, type: !241)
!244 = !DILocalVariable(name: "v", arg: 2, scope: !238, file: !2, line: 61, type: !77)
!245 = !DILocalVariable(name: "old", scope: !238, file: !2, line: 62, type: !77)
!246 = !DILocation(line: 0, scope: !238)
!247 = !DILocation(line: 63, column: 3, scope: !238)
!248 = !{i64 1888}
!249 = !DILocation(line: 64, column: 3, scope: !238)
!250 = distinct !DISubprogram(name: "lr_sc_add", scope: !2, file: !2, line: 67, type: !251, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !254)
!251 = !DISubroutineType(cc: DW_CC_nocall, types: !252)
!252 = !{!80, !253, !80}
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!254 = !{!255, !256, !257, !258}
!255 = !DILocalVariable(name: "p", arg: 1, scope: !250, file: !2, line: 67, type: !253)
!256 = !DILocalVariable(name: "v", arg: 2, scope: !250, file: !2, line: 67, type: !80)
!257 = !DILocalVariable(name: "old", scope: !250, file: !2, line: 68, type: !80)
!258 = !DILocalVariable(name: "tmp", scope: !250, file: !2, line: 68, type: !80)
!259 = !DILocation(line: 0, scope: !250)
!260 = !DILocation(line: 69, column: 3, scope: !250)
!261 = !{i64 2079, i64 2123, i64 2164, i64 2211}
!262 = !DILocation(line: 76, column: 3, scope: !250)
!263 = distinct !DISubprogram(name: "mem_ops", scope: !2, file: !2, line: 79, type: !264, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!80, !253, !253}
!266 = !{!267, !268, !269}
!267 = !DILocalVariable(name: "src", arg: 1, scope: !263, file: !2, line: 79, type: !253)
!268 = !DILocalVariable(name: "dst", arg: 2, scope: !263, file: !2, line: 79, type: !253)
!269 = !DILocalVariable(name: "v", scope: !263, file: !2, line: 80, type: !80)
!270 = !DILocation(line: 0, scope: !263)
!271 = !DILocation(line: 81, column: 3, scope: !263)
!272 = !{i64 2446}
!273 = !DILocation(line: 82, column: 44, scope: !263)
!274 = !DILocation(line: 82, column: 3, scope: !263)
!275 = !{i64 2492}
!276 = !DILocation(line: 83, column: 3, scope: !263)
!277 = distinct !DISubprogram(name: "tied", scope: !2, file: !2, line: 86, type: !175, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !278)
!278 = !{!279}
!279 = !DILocalVariable(name: "x", arg: 1, scope: !277, file: !2, line: 86, type: !80)
!280 = !DILocation(line: 0, scope: !277)
!281 = !DILocation(line: 87, column: 3, scope: !277)
!282 = !{i64 2610, i64 2627}
!283 = !DILocation(line: 88, column: 3, scope: !277)
!284 = distinct !DISubprogram(name: "count_down", scope: !2, file: !2, line: 91, type: !175, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !285)
!285 = !{!286, !287}
!286 = !DILocalVariable(name: "n", arg: 1, scope: !284, file: !2, line: 91, type: !80)
!287 = !DILocalVariable(name: "steps", scope: !284, file: !2, line: 92, type: !80)
!288 = !DILocation(line: 0, scope: !284)
!289 = !DILocation(line: 93, column: 3, scope: !284)
!290 = !{i64 2759, i64 2786, i64 2790, i64 2809, i64 2827, i64 2855}
!291 = !DILocation(line: 97, column: 3, scope: !284)
!292 = distinct !DISubprogram(name: "uid_labels", scope: !2, file: !2, line: 100, type: !293, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !294)
!293 = !DISubroutineType(types: !176)
!294 = !{!295, !296}
!295 = !DILocalVariable(name: "x", arg: 1, scope: !292, file: !2, line: 100, type: !80)
!296 = !DILocalVariable(name: "r", scope: !292, file: !2, line: 101, type: !80)
!297 = !DILocation(line: 0, scope: !292)
!298 = !DILocation(line: 102, column: 3, scope: !292)
!299 = !{i64 2992, i64 3016, i64 3047, i64 3070, i64 3095, i64 3118, i64 3141}
!300 = !DILocation(line: 111, column: 3, scope: !292)
!301 = distinct !DISubprogram(name: "pseudos", scope: !2, file: !2, line: 114, type: !293, scopeLine: 114, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !302)
!302 = !{!303, !304, !305, !306, !307, !308}
!303 = !DILocalVariable(name: "x", arg: 1, scope: !301, file: !2, line: 114, type: !80)
!304 = !DILocalVariable(name: "a", scope: !301, file: !2, line: 115, type: !80)
!305 = !DILocalVariable(name: "b", scope: !301, file: !2, line: 115, type: !80)
!306 = !DILocalVariable(name: "c", scope: !301, file: !2, line: 115, type: !80)
!307 = !DILocalVariable(name: "d", scope: !301, file: !2, line: 115, type: !80)
!308 = !DILocalVariable(name: "e", scope: !301, file: !2, line: 115, type: !80)
!309 = !DILocation(line: 0, scope: !301)
!310 = !DILocation(line: 116, column: 3, scope: !301)
!311 = !{i64 3297}
!312 = !DILocation(line: 117, column: 3, scope: !301)
!313 = !{i64 3341}
!314 = !DILocation(line: 118, column: 3, scope: !301)
!315 = !{i64 3385}
!316 = !DILocation(line: 119, column: 3, scope: !301)
!317 = !{i64 3430}
!318 = !DILocation(line: 120, column: 3, scope: !301)
!319 = !{i64 3475}
!320 = !DILocation(line: 121, column: 12, scope: !301)
!321 = !DILocation(line: 121, column: 20, scope: !301)
!322 = !DILocation(line: 121, column: 16, scope: !301)
!323 = !DILocation(line: 121, column: 28, scope: !301)
!324 = !DILocation(line: 121, column: 24, scope: !301)
!325 = !DILocation(line: 121, column: 36, scope: !301)
!326 = !DILocation(line: 121, column: 32, scope: !301)
!327 = !DILocation(line: 121, column: 41, scope: !301)
!328 = !DILocation(line: 121, column: 3, scope: !301)
!329 = distinct !DISubprogram(name: "big_constants", scope: !2, file: !2, line: 124, type: !330, scopeLine: 124, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !337)
!330 = !DISubroutineType(types: !331)
!331 = !{!332}
!332 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !333, line: 27, baseType: !334)
!333 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!334 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !335, line: 45, baseType: !336)
!335 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!336 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!337 = !{!338, !339, !340, !341}
!338 = !DILocalVariable(name: "a", scope: !329, file: !2, line: 125, type: !332)
!339 = !DILocalVariable(name: "b", scope: !329, file: !2, line: 125, type: !332)
!340 = !DILocalVariable(name: "c", scope: !329, file: !2, line: 125, type: !332)
!341 = !DILocalVariable(name: "d", scope: !329, file: !2, line: 125, type: !332)
!342 = !DILocation(line: 126, column: 3, scope: !329)
!343 = !{i64 3657}
!344 = !DILocation(line: 0, scope: !329)
!345 = !DILocation(line: 127, column: 3, scope: !329)
!346 = !{i64 3699}
!347 = !DILocation(line: 128, column: 3, scope: !329)
!348 = !{i64 3736}
!349 = !DILocation(line: 129, column: 3, scope: !329)
!350 = !{i64 3786}
!351 = !DILocation(line: 130, column: 12, scope: !329)
!352 = !DILocation(line: 130, column: 16, scope: !329)
!353 = !DILocation(line: 130, column: 20, scope: !329)
!354 = !DILocation(line: 130, column: 3, scope: !329)
!355 = distinct !DISubprogram(name: "named_regs", scope: !2, file: !2, line: 133, type: !175, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !356)
!356 = !{!357, !358, !359}
!357 = !DILocalVariable(name: "x", arg: 1, scope: !355, file: !2, line: 133, type: !80)
!358 = !DILocalVariable(name: "in", scope: !355, file: !2, line: 134, type: !80)
!359 = !DILocalVariable(name: "out", scope: !355, file: !2, line: 135, type: !80)
!360 = !DILocation(line: 0, scope: !355)
!361 = !DILocation(line: 136, column: 3, scope: !355)
!362 = !{i64 3991, i64 4003}
!363 = !DILocation(line: 137, column: 3, scope: !355)
!364 = distinct !DISubprogram(name: "clobbers", scope: !2, file: !2, line: 141, type: !175, scopeLine: 141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !365)
!365 = !{!366}
!366 = !DILocalVariable(name: "x", arg: 1, scope: !364, file: !2, line: 141, type: !80)
!367 = !DILocation(line: 0, scope: !364)
!368 = !DILocation(line: 142, column: 3, scope: !364)
!369 = !{i64 4219, i64 4231, i64 4244, i64 4257}
!370 = !DILocation(line: 143, column: 3, scope: !364)
!371 = distinct !DISubprogram(name: "norvc", scope: !2, file: !2, line: 146, type: !175, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !372)
!372 = !{!373}
!373 = !DILocalVariable(name: "x", arg: 1, scope: !371, file: !2, line: 146, type: !80)
!374 = !DILocation(line: 0, scope: !371)
!375 = !DILocation(line: 147, column: 3, scope: !371)
!376 = !{i64 4391, i64 4406, i64 4421, i64 4437, i64 4450}
!377 = !DILocation(line: 148, column: 3, scope: !371)
!378 = distinct !DISubprogram(name: "rounding_mode", scope: !2, file: !2, line: 151, type: !379, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !382)
!379 = !DISubroutineType(types: !380)
!380 = !{!381}
!381 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!382 = !{!383, !384}
!383 = !DILocalVariable(name: "rm", scope: !378, file: !2, line: 152, type: !381)
!384 = !DILocalVariable(name: "flags", scope: !378, file: !2, line: 152, type: !381)
!385 = !DILocation(line: 153, column: 3, scope: !378)
!386 = !{i64 4598}
!387 = !DILocation(line: 0, scope: !378)
!388 = !DILocation(line: 154, column: 3, scope: !378)
!389 = !{i64 4640}
!390 = !DILocation(line: 155, column: 3, scope: !378)
!391 = !{i64 4688, i64 4703, i64 4712}
!392 = !DILocation(line: 156, column: 13, scope: !378)
!393 = !DILocation(line: 156, column: 19, scope: !378)
!394 = !DILocation(line: 156, column: 3, scope: !378)
!395 = distinct !DISubprogram(name: "data_words", scope: !2, file: !2, line: 159, type: !396, scopeLine: 159, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !398)
!396 = !DISubroutineType(types: !397)
!397 = !{!80}
!398 = !{!399}
!399 = !DILocalVariable(name: "r", scope: !395, file: !2, line: 160, type: !80)
!400 = !DILocation(line: 162, column: 3, scope: !395)
!401 = !{i64 4895, i64 4902, i64 4922, i64 4938, i64 4952}
!402 = !DILocation(line: 0, scope: !395)
!403 = !DILocation(line: 163, column: 3, scope: !395)
