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

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  store i64 40, ptr %1, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5
  store i32 5, ptr %2, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5
  store i64 1234, ptr %3, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #5
  store i64 0, ptr %4, align 8, !tbaa !9
  %5 = tail call fastcc i64 @add_rr()
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %5)
  %7 = tail call fastcc i64 @add_var()
  %8 = tail call fastcc i64 @add_const()
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %7, i64 noundef %8)
  %10 = tail call fastcc i64 @zero_or()
  %11 = tail call fastcc i64 @shift_k()
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %10, i64 noundef %11)
  %13 = tail call fastcc double @fp_ops()
  %14 = tail call fastcc signext i32 @fp_to_int()
  %15 = tail call fastcc float @fp_single()
  %16 = fpext float %15 to double
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %13, i32 noundef signext %14, double noundef %16)
  %18 = call fastcc signext i32 @amo_add(ptr noundef nonnull %2)
  %19 = load i32, ptr %2, align 4, !tbaa !13
  %20 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %18, i32 noundef signext %19)
  %21 = call fastcc i64 @lr_sc_add(ptr noundef nonnull %1)
  %22 = load i64, ptr %1, align 8, !tbaa !9
  %23 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %21, i64 noundef %22)
  %24 = call fastcc i64 @mem_ops(ptr noundef nonnull %3, ptr noundef nonnull %4)
  %25 = load i64, ptr %4, align 8, !tbaa !9
  %26 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %24, i64 noundef %25)
  %27 = tail call fastcc i64 @tied()
  %28 = tail call fastcc i64 @count_down()
  %29 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %27, i64 noundef %28)
  %30 = call fastcc i64 @uid_labels(i64 noundef -5)
  %31 = call fastcc i64 @uid_labels(i64 noundef 5)
  %32 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %30, i64 noundef %31)
  %33 = call fastcc i64 @pseudos(i64 noundef 0)
  %34 = call fastcc i64 @pseudos(i64 noundef -123456789)
  %35 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %33, i64 noundef %34)
  %36 = tail call fastcc i64 @big_constants()
  %37 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %36)
  %38 = tail call fastcc i64 @named_regs()
  call fastcc void @clobbers()
  %39 = tail call fastcc i64 @norvc()
  %40 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %38, i64 noundef 42, i64 noundef %39)
  %41 = call fastcc signext i32 @rounding_mode()
  %42 = tail call fastcc i64 @data_words()
  %43 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext %41, i64 noundef %42)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @add_rr() unnamed_addr #3 {
  %1 = tail call i64 asm "add $0, $1, $2", "=r,r,r"(i64 20, i64 22) #6, !srcloc !15
  ret i64 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @add_var() unnamed_addr #3 {
  %1 = tail call i64 asm "add${2:i} $0, $1, $2", "=r,r,rI"(i64 100, i64 23) #6, !srcloc !16
  ret i64 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @add_const() unnamed_addr #3 {
  %1 = tail call i64 asm "add${2:i} $0, $1, $2", "=r,r,rI"(i64 100, i32 -37) #6, !srcloc !17
  ret i64 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @zero_or() unnamed_addr #3 {
  %1 = tail call i64 asm "or $0, $1, ${2:z}", "=r,r,rJ"(i64 85, i64 0) #6, !srcloc !18
  ret i64 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @shift_k() unnamed_addr #3 {
  %1 = tail call i64 asm "slli $0, $1, $2", "=r,r,K"(i64 3, i32 13) #6, !srcloc !19
  ret i64 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @fp_ops() unnamed_addr #3 {
  %1 = tail call double asm "fmadd.d $0, $1, $2, $3", "=f,f,f,f"(double 3.000000e+00, double 4.000000e+00, double 4.000000e+00) #6, !srcloc !20
  %2 = tail call double asm "fsqrt.d $0, $1", "=f,f"(double %1) #6, !srcloc !21
  ret double %2
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc signext i32 @fp_to_int() unnamed_addr #3 {
  %1 = tail call i32 asm "fcvt.w.d $0, $1, rtz", "=r,f"(double -7.900000e+00) #6, !srcloc !22
  ret i32 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc float @fp_single() unnamed_addr #3 {
  %1 = tail call float asm "fmul.s $0, $1, $2\0A\09fneg.s $0, $0", "=&f,f,f"(float 1.500000e+00, float 2.000000e+00) #6, !srcloc !23
  ret float %1
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc signext i32 @amo_add(ptr noundef %0) unnamed_addr #4 {
  %2 = tail call i32 asm sideeffect "amoadd.w.aqrl $0, $2, $1", "=r,=*A,r,*A,~{memory}"(ptr elementtype(i32) %0, i32 7, ptr elementtype(i32) %0) #5, !srcloc !24
  ret i32 %2
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @lr_sc_add(ptr noundef %0) unnamed_addr #4 {
  %2 = tail call { i64, i64 } asm sideeffect "1: lr.d.aq $0, ($2)\0A   add $1, $0, $3\0A   sc.d.rl $1, $1, ($2)\0A   bnez $1, 1b", "=&r,=&r,r,r,~{memory}"(ptr %0, i64 2) #5, !srcloc !25
  %3 = extractvalue { i64, i64 } %2, 0
  ret i64 %3
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @mem_ops(ptr noundef %0, ptr noundef %1) unnamed_addr #4 {
  %3 = tail call i64 asm "ld $0, $1", "=r,*m"(ptr elementtype(i64) %0) #7, !srcloc !26
  %4 = add nsw i64 %3, 1
  tail call void asm "sd $1, $0", "=*m,r"(ptr elementtype(i64) %1, i64 %4) #5, !srcloc !27
  ret i64 %3
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @tied() unnamed_addr #3 {
  %1 = tail call i64 asm "addi $0, $0, 1\0A\09slli $0, $0, 1", "=r,0"(i64 20) #6, !srcloc !28
  ret i64 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @count_down() unnamed_addr #3 {
  %1 = tail call { i64, i64 } asm "beqz $0, 2f\0A1:\0A\09addi $0, $0, -1\0A\09addi $1, $1, 1\0A\09bnez $0, 1b\0A2:", "=r,=r,0,1"(i64 17, i64 0) #6, !srcloc !29
  %2 = extractvalue { i64, i64 } %1, 1
  ret i64 %2
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @uid_labels(i64 noundef %0) unnamed_addr #3 {
  %2 = tail call i64 asm "li $0, 0\0Abgez $1, .Lpos${:uid}\0Ali $0, 1\0Aj .Ldone${:uid}\0A.Lpos${:uid}:\0Ali $0, 2\0A.Ldone${:uid}:", "=&r,r"(i64 %0) #6, !srcloc !30
  ret i64 %2
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @pseudos(i64 noundef %0) unnamed_addr #3 {
  %2 = tail call i64 asm "not $0, $1", "=r,r"(i64 %0) #6, !srcloc !31
  %3 = tail call i64 asm "neg $0, $1", "=r,r"(i64 %0) #6, !srcloc !32
  %4 = tail call i64 asm "seqz $0, $1", "=r,r"(i64 %0) #6, !srcloc !33
  %5 = tail call i64 asm "snez $0, $1", "=r,r"(i64 %0) #6, !srcloc !34
  %6 = tail call i64 asm "sext.w $0, $1", "=r,r"(i64 %0) #6, !srcloc !35
  %7 = mul nsw i64 %2, 3
  %8 = mul nsw i64 %3, 5
  %9 = add nsw i64 %8, %7
  %10 = mul nsw i64 %4, 7
  %11 = add nsw i64 %9, %10
  %12 = mul nsw i64 %5, 11
  %13 = add nsw i64 %11, %12
  %14 = add nsw i64 %13, %6
  ret i64 %14
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @big_constants() unnamed_addr #3 {
  %1 = tail call i64 asm "li $0, 0x12345678", "=r"() #6, !srcloc !36
  %2 = tail call i64 asm "li $0, -2049", "=r"() #6, !srcloc !37
  %3 = tail call i64 asm "li $0, 0x7ff0000000000000", "=r"() #6, !srcloc !38
  %4 = tail call i64 asm "li $0, 0x123456789abc", "=r"() #6, !srcloc !39
  %5 = xor i64 %2, %1
  %6 = xor i64 %5, %3
  %7 = xor i64 %6, %4
  ret i64 %7
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @named_regs() unnamed_addr #3 {
  %1 = tail call i64 asm "mv $0, $1\0A\09addi $0, $0, 100", "={x7},{x15}"(i64 5) #6, !srcloc !40
  ret i64 %1
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @clobbers() unnamed_addr #4 {
  tail call void asm sideeffect "li s1, 77\0A\09li s2, 78\0A\09li a3, 79\0A\09fmv.d.x fs0, zero", "~{x9},~{x18},~{x13},~{f8}"() #5, !srcloc !41
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @norvc() unnamed_addr #3 {
  %1 = tail call i64 asm ".option push\0A.option norvc\0Aaddi $0, $0, 1\0A.option pop\0Aaddi $0, $0, 1", "=r,0"(i64 1) #6, !srcloc !42
  ret i64 %1
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc signext i32 @rounding_mode() unnamed_addr #4 {
  %1 = tail call i32 asm sideeffect "frrm $0", "=r"() #5, !srcloc !43
  %2 = tail call i32 asm sideeffect "frflags $0", "=r"() #5, !srcloc !44
  tail call void asm sideeffect "fence rw, rw\0A\09fence\0A\09fence.i", "~{memory}"() #5, !srcloc !45
  %3 = mul i32 %1, 100
  %4 = add i32 %3, %2
  ret i32 %4
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @data_words() unnamed_addr #3 {
  %1 = tail call i64 asm "j 1f\0A\09.word 0x12345678\0A\09.half 0x1234\0A\09.byte 1, 2\0A1:\09li $0, 9", "=r"() #6, !srcloc !46
  ret i64 %1
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

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = !{i64 486}
!16 = !{i64 2147684491}
!17 = !{i64 2147684556}
!18 = !{i64 1056}
!19 = !{i64 1195}
!20 = !{i64 1362}
!21 = !{i64 1434}
!22 = !{i64 1565}
!23 = !{i64 1714, i64 1734}
!24 = !{i64 1888}
!25 = !{i64 2079, i64 2123, i64 2164, i64 2211}
!26 = !{i64 2446}
!27 = !{i64 2492}
!28 = !{i64 2610, i64 2627}
!29 = !{i64 2759, i64 2786, i64 2790, i64 2809, i64 2827, i64 2855}
!30 = !{i64 2992, i64 3016, i64 3047, i64 3070, i64 3095, i64 3118, i64 3141}
!31 = !{i64 3297}
!32 = !{i64 3341}
!33 = !{i64 3385}
!34 = !{i64 3430}
!35 = !{i64 3475}
!36 = !{i64 3657}
!37 = !{i64 3699}
!38 = !{i64 3736}
!39 = !{i64 3786}
!40 = !{i64 3991, i64 4003}
!41 = !{i64 4219, i64 4231, i64 4244, i64 4257}
!42 = !{i64 4391, i64 4406, i64 4421, i64 4437, i64 4450}
!43 = !{i64 4598}
!44 = !{i64 4640}
!45 = !{i64 4688, i64 4703, i64 4712}
!46 = !{i64 4895, i64 4902, i64 4922, i64 4938, i64 4952}
