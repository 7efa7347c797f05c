; ModuleID = 'tests/programs/funcptr.c'
source_filename = "tests/programs/funcptr.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%s fold = %d\0A\00", align 1, !dbg !0
@opnames.rel = internal unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @opnames.rel to i64)) to i32)], align 4
@ops = internal unnamed_addr constant [5 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @maxi, ptr @mini], align 8, !dbg !7
@.str.1 = private unnamed_addr constant [5 x i8] c"+-*+\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [32 x i8] c"expr = %d, pick('/') null = %d\0A\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [16 x i8] c"compose = %.4f\0A\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [14 x i8] c"%s area %.3f\0A\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [12 x i8] c"total %.3f\0A\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [22 x i8] c"collatz(27, 50) = %d\0A\00", align 1, !dbg !33
@.str.7 = private unnamed_addr constant [18 x i8] c"volatile fp = %d\0A\00", align 1, !dbg !38
@.str.8 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !43
@.str.9 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !48
@.str.10 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !50
@.str.11 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !52
@.str.12 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [5 x i8] c"rect\00", align 1, !dbg !83
@.str.14 = private unnamed_addr constant [4 x i8] c"tri\00", align 1, !dbg !87

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !107 {
  %1 = alloca ptr, align 8, !DIAssignID !139
    #dbg_assign(i1 undef, !137, !DIExpression(), !139, ptr %1, !DIExpression(), !140)
    #dbg_value(i32 3, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !140)
    #dbg_value(i32 -1, !111, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !140)
    #dbg_value(i32 4, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !140)
    #dbg_value(i32 1, !111, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !140)
    #dbg_value(i32 -5, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !140)
    #dbg_value(i32 9, !111, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !140)
    #dbg_value(i32 2, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !140)
    #dbg_value(i32 -6, !111, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !140)
    #dbg_value(i32 0, !115, !DIExpression(), !141)
  br label %2, !dbg !142

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %19, %2 ]
    #dbg_value(i64 %3, !115, !DIExpression(), !141)
  %4 = shl i64 %3, 2, !dbg !143
  %5 = call ptr @llvm.load.relative.i64(ptr @opnames.rel, i64 %4), !dbg !143
  %6 = getelementptr inbounds [5 x ptr], ptr @ops, i64 0, i64 %3, !dbg !145
  %7 = load ptr, ptr %6, align 8, !dbg !145, !tbaa !146
  %8 = icmp eq i64 %3, 2, !dbg !150
  %9 = zext i1 %8 to i32, !dbg !151
    #dbg_value(ptr undef, !152, !DIExpression(), !165)
    #dbg_value(i32 8, !159, !DIExpression(), !165)
    #dbg_value(ptr %7, !160, !DIExpression(), !165)
    #dbg_value(i32 %9, !161, !DIExpression(), !165)
    #dbg_value(i64 0, !163, !DIExpression(), !167)
    #dbg_value(i32 %9, !162, !DIExpression(), !165)
  %10 = tail call signext i32 %7(i32 noundef signext %9, i32 noundef signext 3) #6, !dbg !168
    #dbg_value(i32 %10, !162, !DIExpression(), !165)
    #dbg_value(i64 1, !163, !DIExpression(), !167)
  %11 = tail call signext i32 %7(i32 noundef signext %10, i32 noundef signext -1) #6, !dbg !168
    #dbg_value(i32 %11, !162, !DIExpression(), !165)
    #dbg_value(i64 2, !163, !DIExpression(), !167)
  %12 = tail call signext i32 %7(i32 noundef signext %11, i32 noundef signext 4) #6, !dbg !168
    #dbg_value(i32 %12, !162, !DIExpression(), !165)
    #dbg_value(i64 3, !163, !DIExpression(), !167)
  %13 = tail call signext i32 %7(i32 noundef signext %12, i32 noundef signext 1) #6, !dbg !168
    #dbg_value(i32 %13, !162, !DIExpression(), !165)
    #dbg_value(i64 4, !163, !DIExpression(), !167)
  %14 = tail call signext i32 %7(i32 noundef signext %13, i32 noundef signext -5) #6, !dbg !168
    #dbg_value(i32 %14, !162, !DIExpression(), !165)
    #dbg_value(i64 5, !163, !DIExpression(), !167)
  %15 = tail call signext i32 %7(i32 noundef signext %14, i32 noundef signext 9) #6, !dbg !168
    #dbg_value(i32 %15, !162, !DIExpression(), !165)
    #dbg_value(i64 6, !163, !DIExpression(), !167)
  %16 = tail call signext i32 %7(i32 noundef signext %15, i32 noundef signext 2) #6, !dbg !168
    #dbg_value(i32 %16, !162, !DIExpression(), !165)
    #dbg_value(i64 7, !163, !DIExpression(), !167)
  %17 = tail call signext i32 %7(i32 noundef signext %16, i32 noundef signext -6) #6, !dbg !168
    #dbg_value(i32 %17, !162, !DIExpression(), !165)
    #dbg_value(i64 8, !163, !DIExpression(), !167)
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %5, i32 noundef signext %17), !dbg !170
  %19 = add nuw nsw i64 %3, 1, !dbg !171
    #dbg_value(i64 %19, !115, !DIExpression(), !141)
  %20 = icmp eq i64 %19, 5, !dbg !172
  br i1 %20, label %21, label %2, !dbg !142, !llvm.loop !173

21:                                               ; preds = %2, %39
  %22 = phi i32 [ %41, %39 ], [ 10, %2 ], !dbg !140
  %23 = phi ptr [ %42, %39 ], [ @.str.1, %2 ], !dbg !176
    #dbg_value(ptr %23, !119, !DIExpression(), !177)
    #dbg_value(i32 %22, !118, !DIExpression(), !140)
  %24 = load i8, ptr %23, align 1, !dbg !178, !tbaa !180
  switch i8 %24, label %38 [
    i8 0, label %25
    i8 43, label %39
    i8 45, label %36
    i8 42, label %37
  ], !dbg !181

25:                                               ; preds = %21
    #dbg_value(i8 47, !182, !DIExpression(), !187)
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %22, i32 noundef signext 1), !dbg !189
    #dbg_value(ptr poison, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !140)
    #dbg_value(ptr poison, !121, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !140)
    #dbg_value(ptr poison, !121, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !140)
    #dbg_value(ptr poison, !121, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !140)
    #dbg_value(ptr poison, !121, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !140)
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.012500e+01), !dbg !190
    #dbg_assign(i1 undef, !127, !DIExpression(), !191, ptr poison, !DIExpression(), !140)
    #dbg_value(i64 0, !132, !DIExpression(), !192)
    #dbg_value(double 0.000000e+00, !131, !DIExpression(), !140)
    #dbg_value(double 1.200000e+01, !134, !DIExpression(), !193)
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, double noundef 1.200000e+01), !dbg !194
    #dbg_value(double 1.200000e+01, !131, !DIExpression(), !140)
    #dbg_value(i64 1, !132, !DIExpression(), !192)
    #dbg_value(double 1.500000e+01, !134, !DIExpression(), !193)
  %29 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.14, double noundef 1.500000e+01), !dbg !194
    #dbg_value(double 2.700000e+01, !131, !DIExpression(), !140)
    #dbg_value(i64 2, !132, !DIExpression(), !192)
    #dbg_value(double 3.750000e+00, !134, !DIExpression(), !193)
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, double noundef 3.750000e+00), !dbg !194
    #dbg_value(double 3.075000e+01, !131, !DIExpression(), !140)
    #dbg_value(i64 3, !132, !DIExpression(), !192)
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 3.075000e+01), !dbg !195
  %32 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 566), !dbg !196
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !197
  store volatile ptr @mul, ptr %1, align 8, !dbg !198, !tbaa !146, !DIAssignID !199
    #dbg_assign(ptr @mul, !137, !DIExpression(), !199, ptr %1, !DIExpression(), !140)
  %33 = load volatile ptr, ptr %1, align 8, !dbg !200, !tbaa !146
  %34 = tail call signext i32 %33(i32 noundef signext 6, i32 noundef signext 7) #6, !dbg !200
  %35 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %34), !dbg !201
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !202
  ret i32 0, !dbg !203

36:                                               ; preds = %21
  br label %39, !dbg !204

37:                                               ; preds = %21
  br label %39, !dbg !207

38:                                               ; preds = %21
  unreachable, !dbg !208

39:                                               ; preds = %21, %36, %37
  %40 = phi ptr [ @mul, %37 ], [ @sub, %36 ], [ @add, %21 ], !dbg !209
  %41 = tail call signext i32 %40(i32 noundef signext %22, i32 noundef signext 3) #6, !dbg !210, !callees !211
    #dbg_value(i32 %41, !118, !DIExpression(), !140)
  %42 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !212
    #dbg_value(ptr %42, !119, !DIExpression(), !177)
  br label %21, !dbg !213, !llvm.loop !214
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !216 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal signext i32 @mul(i32 noundef signext %0, i32 noundef signext %1) #3 !dbg !221 {
    #dbg_value(i32 %0, !223, !DIExpression(), !225)
    #dbg_value(i32 %1, !224, !DIExpression(), !225)
  %3 = mul nsw i32 %1, %0, !dbg !226
  ret i32 %3, !dbg !227
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal signext i32 @add(i32 noundef signext %0, i32 noundef signext %1) #3 !dbg !228 {
    #dbg_value(i32 %0, !230, !DIExpression(), !232)
    #dbg_value(i32 %1, !231, !DIExpression(), !232)
  %3 = add nsw i32 %1, %0, !dbg !233
  ret i32 %3, !dbg !234
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal signext i32 @sub(i32 noundef signext %0, i32 noundef signext %1) #3 !dbg !235 {
    #dbg_value(i32 %0, !237, !DIExpression(), !239)
    #dbg_value(i32 %1, !238, !DIExpression(), !239)
  %3 = sub nsw i32 %0, %1, !dbg !240
  ret i32 %3, !dbg !241
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef signext i32 @maxi(i32 noundef signext %0, i32 noundef signext %1) #3 !dbg !242 {
    #dbg_value(i32 %0, !244, !DIExpression(), !246)
    #dbg_value(i32 %1, !245, !DIExpression(), !246)
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1), !dbg !247
  ret i32 %3, !dbg !248
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef signext i32 @mini(i32 noundef signext %0, i32 noundef signext %1) #3 !dbg !249 {
    #dbg_value(i32 %0, !251, !DIExpression(), !253)
    #dbg_value(i32 %1, !252, !DIExpression(), !253)
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1), !dbg !254
  ret i32 %3, !dbg !255
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!95, !96, !97, !98, !99, !101, !102, !103, !104, !105}
!llvm.ident = !{!106}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/funcptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d82d7ad6ffeff202dfae462d78b3023")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "ops", scope: !9, file: !2, line: 16, type: !89, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !11, !16, !21, !26, !28, !33, !38, !43, !48, !50, !52, !54, !56, !7, !61, !83, !85, !87}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 5)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 32)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 16)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !3, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 12)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 22)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 18)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 4)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !45, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !45, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !45, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !45, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "opnames", scope: !9, file: !2, line: 17, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 320, elements: !14)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "rect_vt", scope: !9, file: !2, line: 51, type: !63, isLocal: true, isDefinition: true)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ShapeVt", file: !2, line: 43, size: 128, elements: !65)
!65 = !{!66, !79}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "area", scope: !64, file: !2, line: 44, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !71}
!70 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 39, size: 192, elements: !74)
!74 = !{!75, !77, !78}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "vt", scope: !73, file: !2, line: 40, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !73, file: !2, line: 41, baseType: !70, size: 64, offset: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !73, file: !2, line: 41, baseType: !70, size: 64, offset: 128)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !64, file: !2, line: 45, baseType: !80, size: 64, offset: 64)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DISubroutineType(types: !82)
!82 = !{!59}
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !13, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "tri_vt", scope: !9, file: !2, line: 52, type: !63, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !45, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 320, elements: !14)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !2, line: 4, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DISubroutineType(types: !93)
!93 = !{!94, !94, !94}
!94 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!95 = !{i32 7, !"Dwarf Version", i32 5}
!96 = !{i32 2, !"Debug Info Version", i32 3}
!97 = !{i32 1, !"wchar_size", i32 4}
!98 = !{i32 1, !"target-abi", !"lp64d"}
!99 = !{i32 6, !"riscv-isa", !100}
!100 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"PIE Level", i32 2}
!103 = !{i32 7, !"uwtable", i32 2}
!104 = !{i32 8, !"SmallDataLimit", i32 8}
!105 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!106 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!107 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 60, type: !108, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!94}
!110 = !{!111, !115, !117, !118, !119, !121, !127, !131, !132, !134, !137}
!111 = !DILocalVariable(name: "v", scope: !107, file: !2, line: 61, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 256, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 8)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 62, type: !94)
!116 = distinct !DILexicalBlock(scope: !107, file: !2, line: 62, column: 5)
!117 = !DILocalVariable(name: "expr", scope: !107, file: !2, line: 64, type: !59)
!118 = !DILocalVariable(name: "acc", scope: !107, file: !2, line: 65, type: !94)
!119 = !DILocalVariable(name: "p", scope: !120, file: !2, line: 66, type: !59)
!120 = distinct !DILexicalBlock(scope: !107, file: !2, line: 66, column: 5)
!121 = !DILocalVariable(name: "chain", scope: !107, file: !2, line: 68, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 320, elements: !14)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "unop_d", file: !2, line: 5, baseType: !124)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DISubroutineType(types: !126)
!126 = !{!70, !70}
!127 = !DILocalVariable(name: "shapes", scope: !107, file: !2, line: 70, type: !128)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 576, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 3)
!131 = !DILocalVariable(name: "tot", scope: !107, file: !2, line: 71, type: !70)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 72, type: !94)
!133 = distinct !DILexicalBlock(scope: !107, file: !2, line: 72, column: 5)
!134 = !DILocalVariable(name: "a", scope: !135, file: !2, line: 73, type: !70)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 72, column: 33)
!136 = distinct !DILexicalBlock(scope: !133, file: !2, line: 72, column: 5)
!137 = !DILocalVariable(name: "vf", scope: !107, file: !2, line: 79, type: !138)
!138 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !91)
!139 = distinct !DIAssignID()
!140 = !DILocation(line: 0, scope: !107)
!141 = !DILocation(line: 0, scope: !116)
!142 = !DILocation(line: 62, column: 5, scope: !116)
!143 = !DILocation(line: 63, column: 34, scope: !144)
!144 = distinct !DILexicalBlock(scope: !116, file: !2, line: 62, column: 5)
!145 = !DILocation(line: 63, column: 57, scope: !144)
!146 = !{!147, !147, i64 0}
!147 = !{!"any pointer", !148, i64 0}
!148 = !{!"omnipotent char", !149, i64 0}
!149 = !{!"Simple C/C++ TBAA"}
!150 = !DILocation(line: 63, column: 67, scope: !144)
!151 = !DILocation(line: 63, column: 65, scope: !144)
!152 = !DILocalVariable(name: "v", arg: 1, scope: !153, file: !2, line: 28, type: !156)
!153 = distinct !DISubprogram(name: "fold", scope: !2, file: !2, line: 28, type: !154, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !158)
!154 = !DISubroutineType(types: !155)
!155 = !{!94, !156, !94, !90, !94}
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !94)
!158 = !{!152, !159, !160, !161, !162, !163}
!159 = !DILocalVariable(name: "n", arg: 2, scope: !153, file: !2, line: 28, type: !94)
!160 = !DILocalVariable(name: "f", arg: 3, scope: !153, file: !2, line: 28, type: !90)
!161 = !DILocalVariable(name: "init", arg: 4, scope: !153, file: !2, line: 28, type: !94)
!162 = !DILocalVariable(name: "acc", scope: !153, file: !2, line: 29, type: !94)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 30, type: !94)
!164 = distinct !DILexicalBlock(scope: !153, file: !2, line: 30, column: 5)
!165 = !DILocation(line: 0, scope: !153, inlinedAt: !166)
!166 = distinct !DILocation(line: 63, column: 46, scope: !144)
!167 = !DILocation(line: 0, scope: !164, inlinedAt: !166)
!168 = !DILocation(line: 30, column: 39, scope: !169, inlinedAt: !166)
!169 = distinct !DILexicalBlock(scope: !164, file: !2, line: 30, column: 5)
!170 = !DILocation(line: 63, column: 9, scope: !144)
!171 = !DILocation(line: 62, column: 29, scope: !144)
!172 = !DILocation(line: 62, column: 23, scope: !144)
!173 = distinct !{!173, !142, !174, !175}
!174 = !DILocation(line: 63, column: 80, scope: !116)
!175 = !{!"llvm.loop.mustprogress"}
!176 = !DILocation(line: 66, scope: !120)
!177 = !DILocation(line: 0, scope: !120)
!178 = !DILocation(line: 66, column: 32, scope: !179)
!179 = distinct !DILexicalBlock(scope: !120, file: !2, line: 66, column: 5)
!180 = !{!148, !148, i64 0}
!181 = !DILocation(line: 66, column: 5, scope: !120)
!182 = !DILocalVariable(name: "c", arg: 1, scope: !183, file: !2, line: 19, type: !4)
!183 = distinct !DISubprogram(name: "pick", scope: !2, file: !2, line: 19, type: !184, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !186)
!184 = !DISubroutineType(types: !185)
!185 = !{!90, !4}
!186 = !{!182}
!187 = !DILocation(line: 0, scope: !183, inlinedAt: !188)
!188 = distinct !DILocation(line: 67, column: 53, scope: !107)
!189 = !DILocation(line: 67, column: 5, scope: !107)
!190 = !DILocation(line: 69, column: 5, scope: !107)
!191 = distinct !DIAssignID()
!192 = !DILocation(line: 0, scope: !133)
!193 = !DILocation(line: 0, scope: !135)
!194 = !DILocation(line: 74, column: 9, scope: !135)
!195 = !DILocation(line: 77, column: 5, scope: !107)
!196 = !DILocation(line: 78, column: 5, scope: !107)
!197 = !DILocation(line: 79, column: 5, scope: !107)
!198 = !DILocation(line: 79, column: 20, scope: !107)
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 80, column: 34, scope: !107)
!201 = !DILocation(line: 80, column: 5, scope: !107)
!202 = !DILocation(line: 82, column: 1, scope: !107)
!203 = !DILocation(line: 81, column: 5, scope: !107)
!204 = !DILocation(line: 22, column: 15, scope: !205, inlinedAt: !206)
!205 = distinct !DILexicalBlock(scope: !183, file: !2, line: 20, column: 16)
!206 = distinct !DILocation(line: 66, column: 47, scope: !179)
!207 = !DILocation(line: 23, column: 15, scope: !205, inlinedAt: !206)
!208 = !DILocation(line: 24, column: 14, scope: !205, inlinedAt: !206)
!209 = !DILocation(line: 0, scope: !205, inlinedAt: !206)
!210 = !DILocation(line: 66, column: 47, scope: !179)
!211 = !{ptr @add, ptr @mul, ptr @sub}
!212 = !DILocation(line: 66, column: 37, scope: !179)
!213 = !DILocation(line: 66, column: 5, scope: !179)
!214 = distinct !{!214, !181, !215, !175}
!215 = !DILocation(line: 66, column: 62, scope: !120)
!216 = !DISubprogram(name: "printf", scope: !217, file: !217, line: 356, type: !218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!218 = !DISubroutineType(types: !219)
!219 = !{!94, !220, null}
!220 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!221 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 9, type: !92, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !222)
!222 = !{!223, !224}
!223 = !DILocalVariable(name: "a", arg: 1, scope: !221, file: !2, line: 9, type: !94)
!224 = !DILocalVariable(name: "b", arg: 2, scope: !221, file: !2, line: 9, type: !94)
!225 = !DILocation(line: 0, scope: !221)
!226 = !DILocation(line: 9, column: 41, scope: !221)
!227 = !DILocation(line: 9, column: 32, scope: !221)
!228 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 7, type: !92, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !229)
!229 = !{!230, !231}
!230 = !DILocalVariable(name: "a", arg: 1, scope: !228, file: !2, line: 7, type: !94)
!231 = !DILocalVariable(name: "b", arg: 2, scope: !228, file: !2, line: 7, type: !94)
!232 = !DILocation(line: 0, scope: !228)
!233 = !DILocation(line: 7, column: 41, scope: !228)
!234 = !DILocation(line: 7, column: 32, scope: !228)
!235 = distinct !DISubprogram(name: "sub", scope: !2, file: !2, line: 8, type: !92, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !236)
!236 = !{!237, !238}
!237 = !DILocalVariable(name: "a", arg: 1, scope: !235, file: !2, line: 8, type: !94)
!238 = !DILocalVariable(name: "b", arg: 2, scope: !235, file: !2, line: 8, type: !94)
!239 = !DILocation(line: 0, scope: !235)
!240 = !DILocation(line: 8, column: 41, scope: !235)
!241 = !DILocation(line: 8, column: 32, scope: !235)
!242 = distinct !DISubprogram(name: "maxi", scope: !2, file: !2, line: 10, type: !92, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !243)
!243 = !{!244, !245}
!244 = !DILocalVariable(name: "a", arg: 1, scope: !242, file: !2, line: 10, type: !94)
!245 = !DILocalVariable(name: "b", arg: 2, scope: !242, file: !2, line: 10, type: !94)
!246 = !DILocation(line: 0, scope: !242)
!247 = !DILocation(line: 10, column: 40, scope: !242)
!248 = !DILocation(line: 10, column: 33, scope: !242)
!249 = distinct !DISubprogram(name: "mini", scope: !2, file: !2, line: 11, type: !92, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !250)
!250 = !{!251, !252}
!251 = !DILocalVariable(name: "a", arg: 1, scope: !249, file: !2, line: 11, type: !94)
!252 = !DILocalVariable(name: "b", arg: 2, scope: !249, file: !2, line: 11, type: !94)
!253 = !DILocation(line: 0, scope: !249)
!254 = !DILocation(line: 11, column: 40, scope: !249)
!255 = !DILocation(line: 11, column: 33, scope: !249)
