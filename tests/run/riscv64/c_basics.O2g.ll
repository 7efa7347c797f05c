; ModuleID = 'tests/run/riscv64/c_basics.c'
source_filename = "tests/run/riscv64/c_basics.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.arr = private unnamed_addr constant [10 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7, i32 2, i32 8, i32 6, i32 4, i32 0], align 4
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"\0Afib %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"len2 %.2f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"mix %ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"%s-%d\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [8 x i8] c"%s %zu\0A\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [9 x i8] c"%llx %d\0A\00", align 1, !dbg !31

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @len2(double %0, double %1) local_unnamed_addr #0 !dbg !52 {
    #dbg_value(double %0, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !62)
    #dbg_value(double %1, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !62)
  %3 = fmul double %1, %1, !dbg !63
  %4 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %3), !dbg !64
  ret double %4, !dbg !65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @mix(i32 noundef signext %0, i32 noundef signext %1, i64 noundef %2, i8 noundef zeroext %3, i16 noundef signext %4, float noundef %5, double noundef %6) local_unnamed_addr #0 !dbg !66 {
    #dbg_value(i32 %0, !73, !DIExpression(), !80)
    #dbg_value(i32 %1, !74, !DIExpression(), !80)
    #dbg_value(i64 %2, !75, !DIExpression(), !80)
    #dbg_value(i8 %3, !76, !DIExpression(), !80)
    #dbg_value(i16 %4, !77, !DIExpression(), !80)
    #dbg_value(float %5, !78, !DIExpression(), !80)
    #dbg_value(double %6, !79, !DIExpression(), !80)
  %8 = add i32 %1, %0, !dbg !81
  %9 = zext i32 %8 to i64, !dbg !82
  %10 = add nsw i64 %9, %2, !dbg !83
  %11 = zext i8 %3 to i64, !dbg !84
  %12 = add nsw i64 %10, %11, !dbg !85
  %13 = sext i16 %4 to i64, !dbg !86
  %14 = add nsw i64 %12, %13, !dbg !87
  %15 = fptosi float %5 to i64, !dbg !88
  %16 = add nsw i64 %14, %15, !dbg !89
  %17 = fptosi double %6 to i64, !dbg !90
  %18 = add nsw i64 %16, %17, !dbg !91
  ret i64 %18, !dbg !92
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local signext i32 @cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #2 !dbg !93 {
    #dbg_value(ptr %0, !99, !DIExpression(), !101)
    #dbg_value(ptr %1, !100, !DIExpression(), !101)
  %3 = load i32, ptr %0, align 4, !dbg !102, !tbaa !103
  %4 = load i32, ptr %1, align 4, !dbg !107, !tbaa !103
  %5 = sub nsw i32 %3, %4, !dbg !108
  ret i32 %5, !dbg !109
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main(i32 noundef signext %0, ptr nocapture noundef readnone %1) local_unnamed_addr #3 !dbg !110 {
  %3 = alloca [10 x i32], align 4, !DIAssignID !131
    #dbg_assign(i1 undef, !118, !DIExpression(), !131, ptr %3, !DIExpression(), !132)
  %4 = alloca [64 x i8], align 1, !DIAssignID !133
    #dbg_assign(i1 undef, !125, !DIExpression(), !133, ptr %4, !DIExpression(), !132)
    #dbg_value(i32 %0, !116, !DIExpression(), !132)
    #dbg_value(ptr %1, !117, !DIExpression(), !132)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #10, !dbg !134
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %3, ptr noundef nonnull align 4 dereferenceable(40) @__const.main.arr, i64 40, i1 false), !dbg !135, !DIAssignID !136
    #dbg_assign(i1 undef, !118, !DIExpression(), !136, ptr %3, !DIExpression(), !132)
  call void @qsort(ptr noundef nonnull %3, i64 noundef 10, i64 noundef 4, ptr noundef nonnull @cmp) #10, !dbg !137
    #dbg_value(i32 0, !122, !DIExpression(), !138)
    #dbg_value(i64 0, !122, !DIExpression(), !138)
  %5 = load i32, ptr %3, align 4, !dbg !139, !tbaa !103
  %6 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %5), !dbg !141
    #dbg_value(i64 1, !122, !DIExpression(), !138)
  %7 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !139
  %8 = load i32, ptr %7, align 4, !dbg !139, !tbaa !103
  %9 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %8), !dbg !141
    #dbg_value(i64 2, !122, !DIExpression(), !138)
  %10 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !139
  %11 = load i32, ptr %10, align 4, !dbg !139, !tbaa !103
  %12 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %11), !dbg !141
    #dbg_value(i64 3, !122, !DIExpression(), !138)
  %13 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !139
  %14 = load i32, ptr %13, align 4, !dbg !139, !tbaa !103
  %15 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %14), !dbg !141
    #dbg_value(i64 4, !122, !DIExpression(), !138)
  %16 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !139
  %17 = load i32, ptr %16, align 4, !dbg !139, !tbaa !103
  %18 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %17), !dbg !141
    #dbg_value(i64 5, !122, !DIExpression(), !138)
  %19 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !139
  %20 = load i32, ptr %19, align 4, !dbg !139, !tbaa !103
  %21 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %20), !dbg !141
    #dbg_value(i64 6, !122, !DIExpression(), !138)
  %22 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !139
  %23 = load i32, ptr %22, align 4, !dbg !139, !tbaa !103
  %24 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %23), !dbg !141
    #dbg_value(i64 7, !122, !DIExpression(), !138)
  %25 = getelementptr inbounds i8, ptr %3, i64 28, !dbg !139
  %26 = load i32, ptr %25, align 4, !dbg !139, !tbaa !103
  %27 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %26), !dbg !141
    #dbg_value(i64 8, !122, !DIExpression(), !138)
  %28 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !139
  %29 = load i32, ptr %28, align 4, !dbg !139, !tbaa !103
  %30 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %29), !dbg !141
    #dbg_value(i64 9, !122, !DIExpression(), !138)
  %31 = getelementptr inbounds i8, ptr %3, i64 36, !dbg !139
  %32 = load i32, ptr %31, align 4, !dbg !139, !tbaa !103
  %33 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %32), !dbg !141
    #dbg_value(i64 10, !122, !DIExpression(), !138)
  %34 = call fastcc signext i32 @fib(i32 noundef signext 20), !dbg !142
  %35 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %34), !dbg !143
    #dbg_value(double 3.000000e+00, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132)
    #dbg_value(double 4.000000e+00, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !132)
  %36 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 2.500000e+01), !dbg !144
  %37 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 100000001098), !dbg !145
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10, !dbg !146
  %38 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5, i32 noundef signext %0) #10, !dbg !147
  %39 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %4) #11, !dbg !148
  %40 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %4, i64 noundef %39), !dbg !149
    #dbg_value(i64 2542191917658097548, !129, !DIExpression(), !132)
  %41 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 2542191917658097548, i32 noundef signext 548), !dbg !150
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10, !dbg !151
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #10, !dbg !151
  ret i32 3, !dbg !152
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree
declare !dbg !153 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare !dbg !163 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc signext i32 @fib(i32 noundef signext %0) unnamed_addr #8 !dbg !170 {
    #dbg_value(i32 %0, !174, !DIExpression(), !175)
  %2 = icmp slt i32 %0, 2, !dbg !176
  br i1 %2, label %11, label %3, !dbg !177

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !174, !DIExpression(), !175)
  %6 = add nsw i32 %4, -1, !dbg !178
  %7 = tail call fastcc signext i32 @fib(i32 noundef signext %6), !dbg !179
  %8 = add nsw i32 %4, -2, !dbg !180
  %9 = add nsw i32 %7, %5, !dbg !181
    #dbg_value(i32 %8, !174, !DIExpression(), !175)
  %10 = icmp ult i32 %4, 4, !dbg !176
  br i1 %10, label %11, label %3, !dbg !177

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14, !dbg !182
}

; Function Attrs: nofree nounwind
declare !dbg !183 noundef signext i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !187 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { nofree nosync nounwind memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!33}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/c_basics.c", directory: ".", checksumkind: CSK_MD5, checksum: "635429ff264b296b722233651194660c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 6)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 8)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!33 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !34, globals: !39, splitDebugInlining: false, nameTableKind: None)
!34 = !{!35, !36, !38}
!35 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !{!0, !7, !12, !17, !19, !24, !26, !31}
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 1, !"target-abi", !"lp64d"}
!44 = !{i32 6, !"riscv-isa", !45}
!45 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 8, !"SmallDataLimit", i32 8}
!50 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = distinct !DISubprogram(name: "len2", scope: !2, file: !2, line: 9, type: !53, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !60)
!53 = !DISubroutineType(types: !54)
!54 = !{!55, !56}
!55 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !2, line: 7, size: 128, elements: !57)
!57 = !{!58, !59}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !56, file: !2, line: 7, baseType: !55, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !56, file: !2, line: 7, baseType: !55, size: 64, offset: 64)
!60 = !{!61}
!61 = !DILocalVariable(name: "p", arg: 1, scope: !52, file: !2, line: 9, type: !56)
!62 = !DILocation(line: 0, scope: !52)
!63 = !DILocation(line: 9, column: 47, scope: !52)
!64 = !DILocation(line: 9, column: 42, scope: !52)
!65 = !DILocation(line: 9, column: 27, scope: !52)
!66 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 10, type: !67, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !72)
!67 = !DISubroutineType(types: !68)
!68 = !{!35, !38, !69, !35, !4, !70, !71, !55}
!69 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!70 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!71 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!72 = !{!73, !74, !75, !76, !77, !78, !79}
!73 = !DILocalVariable(name: "a", arg: 1, scope: !66, file: !2, line: 10, type: !38)
!74 = !DILocalVariable(name: "b", arg: 2, scope: !66, file: !2, line: 10, type: !69)
!75 = !DILocalVariable(name: "c", arg: 3, scope: !66, file: !2, line: 10, type: !35)
!76 = !DILocalVariable(name: "d", arg: 4, scope: !66, file: !2, line: 10, type: !4)
!77 = !DILocalVariable(name: "e", arg: 5, scope: !66, file: !2, line: 10, type: !70)
!78 = !DILocalVariable(name: "f", arg: 6, scope: !66, file: !2, line: 10, type: !71)
!79 = !DILocalVariable(name: "g", arg: 7, scope: !66, file: !2, line: 10, type: !55)
!80 = !DILocation(line: 0, scope: !66)
!81 = !DILocation(line: 10, column: 84, scope: !66)
!82 = !DILocation(line: 10, column: 82, scope: !66)
!83 = !DILocation(line: 10, column: 88, scope: !66)
!84 = !DILocation(line: 10, column: 94, scope: !66)
!85 = !DILocation(line: 10, column: 92, scope: !66)
!86 = !DILocation(line: 10, column: 98, scope: !66)
!87 = !DILocation(line: 10, column: 96, scope: !66)
!88 = !DILocation(line: 10, column: 102, scope: !66)
!89 = !DILocation(line: 10, column: 100, scope: !66)
!90 = !DILocation(line: 10, column: 112, scope: !66)
!91 = !DILocation(line: 10, column: 110, scope: !66)
!92 = !DILocation(line: 10, column: 75, scope: !66)
!93 = distinct !DISubprogram(name: "cmp", scope: !2, file: !2, line: 11, type: !94, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !98)
!94 = !DISubroutineType(types: !95)
!95 = !{!38, !96, !96}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!98 = !{!99, !100}
!99 = !DILocalVariable(name: "a", arg: 1, scope: !93, file: !2, line: 11, type: !96)
!100 = !DILocalVariable(name: "b", arg: 2, scope: !93, file: !2, line: 11, type: !96)
!101 = !DILocation(line: 0, scope: !93)
!102 = !DILocation(line: 11, column: 48, scope: !93)
!103 = !{!104, !104, i64 0}
!104 = !{!"int", !105, i64 0}
!105 = !{!"omnipotent char", !106, i64 0}
!106 = !{!"Simple C/C++ TBAA"}
!107 = !DILocation(line: 11, column: 65, scope: !93)
!108 = !DILocation(line: 11, column: 63, scope: !93)
!109 = !DILocation(line: 11, column: 41, scope: !93)
!110 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !111, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !115)
!111 = !DISubroutineType(types: !112)
!112 = !{!38, !38, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!115 = !{!116, !117, !118, !122, !124, !125, !129}
!116 = !DILocalVariable(name: "argc", arg: 1, scope: !110, file: !2, line: 12, type: !38)
!117 = !DILocalVariable(name: "argv", arg: 2, scope: !110, file: !2, line: 12, type: !113)
!118 = !DILocalVariable(name: "arr", scope: !110, file: !2, line: 13, type: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 320, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 10)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 15, type: !38)
!123 = distinct !DILexicalBlock(scope: !110, file: !2, line: 15, column: 3)
!124 = !DILocalVariable(name: "p", scope: !110, file: !2, line: 17, type: !56)
!125 = !DILocalVariable(name: "buf", scope: !110, file: !2, line: 20, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 64)
!129 = !DILocalVariable(name: "x", scope: !110, file: !2, line: 22, type: !130)
!130 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 0, scope: !110)
!133 = distinct !DIAssignID()
!134 = !DILocation(line: 13, column: 3, scope: !110)
!135 = !DILocation(line: 13, column: 7, scope: !110)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 14, column: 3, scope: !110)
!138 = !DILocation(line: 0, scope: !123)
!139 = !DILocation(line: 15, column: 46, scope: !140)
!140 = distinct !DILexicalBlock(scope: !123, file: !2, line: 15, column: 3)
!141 = !DILocation(line: 15, column: 32, scope: !140)
!142 = !DILocation(line: 16, column: 24, scope: !110)
!143 = !DILocation(line: 16, column: 3, scope: !110)
!144 = !DILocation(line: 18, column: 3, scope: !110)
!145 = !DILocation(line: 19, column: 3, scope: !110)
!146 = !DILocation(line: 20, column: 3, scope: !110)
!147 = !DILocation(line: 20, column: 17, scope: !110)
!148 = !DILocation(line: 21, column: 27, scope: !110)
!149 = !DILocation(line: 21, column: 3, scope: !110)
!150 = !DILocation(line: 23, column: 3, scope: !110)
!151 = !DILocation(line: 25, column: 1, scope: !110)
!152 = !DILocation(line: 24, column: 3, scope: !110)
!153 = !DISubprogram(name: "qsort", scope: !154, file: !154, line: 851, type: !155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!155 = !DISubroutineType(types: !156)
!156 = !{null, !157, !158, !158, !161}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !159, line: 18, baseType: !160)
!159 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!160 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !154, line: 829, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!163 = !DISubprogram(name: "printf", scope: !164, file: !164, line: 356, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!165 = !DISubroutineType(types: !166)
!166 = !{!38, !167, null}
!167 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !168)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!170 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 8, type: !171, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !173)
!171 = !DISubroutineType(types: !172)
!172 = !{!38, !38}
!173 = !{!174}
!174 = !DILocalVariable(name: "n", arg: 1, scope: !170, file: !2, line: 8, type: !38)
!175 = !DILocation(line: 0, scope: !170)
!176 = !DILocation(line: 8, column: 34, scope: !170)
!177 = !DILocation(line: 8, column: 32, scope: !170)
!178 = !DILocation(line: 8, column: 49, scope: !170)
!179 = !DILocation(line: 8, column: 44, scope: !170)
!180 = !DILocation(line: 8, column: 60, scope: !170)
!181 = !DILocation(line: 8, column: 53, scope: !170)
!182 = !DILocation(line: 8, column: 25, scope: !170)
!183 = !DISubprogram(name: "snprintf", scope: !164, file: !164, line: 378, type: !184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(types: !185)
!185 = !{!38, !186, !158, !167, null}
!186 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!187 = !DISubprogram(name: "strlen", scope: !188, file: !188, line: 407, type: !189, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!189 = !DISubroutineType(types: !190)
!190 = !{!160, !168}
