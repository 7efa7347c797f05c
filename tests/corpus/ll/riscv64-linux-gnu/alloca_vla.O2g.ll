; ModuleID = 'tests/programs/alloca_vla.c'
source_filename = "tests/programs/alloca_vla.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"vla hash = %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"alloca sums = %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"nested vla = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"aligned = %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"recursive vla = %ld\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !45 {
  %1 = alloca [4000 x i8], align 16, !dbg !52
    #dbg_value(i32 0, !49, !DIExpression(), !66)
    #dbg_value(i32 1, !50, !DIExpression(), !67)
  br label %27, !dbg !68

2:                                                ; preds = %27
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %31), !dbg !69
    #dbg_value(i32 10, !57, !DIExpression(), !70)
    #dbg_value(ptr undef, !58, !DIExpression(), !70)
    #dbg_value(i32 0, !60, !DIExpression(), !72)
    #dbg_value(i64 10, !60, !DIExpression(), !72)
    #dbg_value(i32 45, !62, !DIExpression(), !70)
    #dbg_value(i64 10, !63, !DIExpression(), !73)
  %4 = tail call ptr @llvm.stacksave.p0()
  call void @llvm.lifetime.start.p0(i64 4000, ptr nonnull %1)
    #dbg_value(i32 1000, !57, !DIExpression(), !74)
    #dbg_value(ptr %1, !58, !DIExpression(), !74)
    #dbg_value(i32 0, !60, !DIExpression(), !75)
  br label %5

5:                                                ; preds = %5, %2
  %6 = phi i64 [ %10, %5 ], [ 0, %2 ]
    #dbg_value(i64 %6, !60, !DIExpression(), !75)
  %7 = trunc nuw nsw i64 %6 to i32, !dbg !76
  %8 = urem i32 %7, 10, !dbg !76
  %9 = getelementptr inbounds i32, ptr %1, i64 %6, !dbg !78
  store i32 %8, ptr %9, align 4, !dbg !79, !tbaa !80
  %10 = add nuw nsw i64 %6, 1, !dbg !84
    #dbg_value(i64 %10, !60, !DIExpression(), !75)
  %11 = icmp eq i64 %10, 1000, !dbg !85
  br i1 %11, label %12, label %5, !dbg !86, !llvm.loop !87

12:                                               ; preds = %5, %12
  %13 = phi i64 [ %18, %12 ], [ 0, %5 ]
  %14 = phi i32 [ %17, %12 ], [ 0, %5 ]
    #dbg_value(i64 %13, !63, !DIExpression(), !90)
    #dbg_value(i32 %14, !62, !DIExpression(), !74)
  %15 = getelementptr inbounds i32, ptr %1, i64 %13, !dbg !91
  %16 = load i32, ptr %15, align 4, !dbg !91, !tbaa !80
  %17 = add nsw i32 %16, %14, !dbg !93
    #dbg_value(i32 %17, !62, !DIExpression(), !74)
  %18 = add nuw nsw i64 %13, 1, !dbg !94
    #dbg_value(i64 %18, !63, !DIExpression(), !90)
  %19 = icmp eq i64 %18, 1000, !dbg !95
  br i1 %19, label %20, label %12, !dbg !96, !llvm.loop !97

20:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(i64 4000, ptr nonnull %1), !dbg !99
  tail call void @llvm.stackrestore.p0(ptr %4), !dbg !99
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 45, i32 noundef signext %17), !dbg !100
  %22 = tail call fastcc signext i32 @nested_vla(), !dbg !101
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %22), !dbg !102
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 1022), !dbg !103
  %25 = tail call fastcc i64 @recursive_vla(i32 noundef signext 30), !dbg !104
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %25), !dbg !105
  ret i32 0, !dbg !106

27:                                               ; preds = %0, %27
  %28 = phi i32 [ 1, %0 ], [ %32, %27 ]
  %29 = phi i32 [ 0, %0 ], [ %31, %27 ]
    #dbg_value(i32 %28, !50, !DIExpression(), !67)
    #dbg_value(i32 %29, !49, !DIExpression(), !66)
  %30 = tail call fastcc signext i32 @fill_and_hash(i32 noundef signext %28), !dbg !107
  %31 = xor i32 %30, %29, !dbg !109
    #dbg_value(i32 %31, !49, !DIExpression(), !66)
  %32 = add nuw nsw i32 %28, 17, !dbg !110
    #dbg_value(i32 %32, !50, !DIExpression(), !67)
  %33 = icmp ult i32 %28, 183, !dbg !111
  br i1 %33, label %27, label %2, !dbg !68, !llvm.loop !112
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc signext i32 @fill_and_hash(i32 noundef signext %0) unnamed_addr #2 !dbg !114 {
    #dbg_value(i32 %0, !118, !DIExpression(), !129)
  %2 = zext i32 %0 to i64, !dbg !130
  %3 = alloca i32, i64 %2, align 4, !dbg !130
    #dbg_value(i64 %2, !119, !DIExpression(), !129)
    #dbg_declare(ptr %3, !120, !DIExpression(), !131)
    #dbg_value(i32 0, !124, !DIExpression(), !132)
  %4 = icmp sgt i32 %0, 0, !dbg !133
  br i1 %4, label %6, label %14, !dbg !135

5:                                                ; preds = %6
    #dbg_value(i32 0, !127, !DIExpression(), !136)
    #dbg_value(i32 0, !126, !DIExpression(), !129)
  br i1 %4, label %16, label %14, !dbg !137

6:                                                ; preds = %1, %6
  %7 = phi i64 [ %12, %6 ], [ 0, %1 ]
    #dbg_value(i64 %7, !124, !DIExpression(), !132)
  %8 = mul nuw nsw i64 %7, %7, !dbg !138
  %9 = trunc nuw i64 %8 to i32, !dbg !139
  %10 = sub nsw i32 %9, %0, !dbg !139
  %11 = getelementptr inbounds i32, ptr %3, i64 %7, !dbg !140
  store i32 %10, ptr %11, align 4, !dbg !141, !tbaa !80
  %12 = add nuw nsw i64 %7, 1, !dbg !142
    #dbg_value(i64 %12, !124, !DIExpression(), !132)
  %13 = icmp eq i64 %12, %2, !dbg !133
  br i1 %13, label %5, label %6, !dbg !135, !llvm.loop !143

14:                                               ; preds = %16, %1, %5
  %15 = phi i32 [ 0, %5 ], [ 0, %1 ], [ %22, %16 ], !dbg !129
  ret i32 %15, !dbg !145

16:                                               ; preds = %5, %16
  %17 = phi i64 [ %23, %16 ], [ 0, %5 ]
  %18 = phi i32 [ %22, %16 ], [ 0, %5 ]
    #dbg_value(i64 %17, !127, !DIExpression(), !136)
    #dbg_value(i32 %18, !126, !DIExpression(), !129)
  %19 = mul i32 %18, 33, !dbg !146
  %20 = getelementptr inbounds i32, ptr %3, i64 %17, !dbg !148
  %21 = load i32, ptr %20, align 4, !dbg !148, !tbaa !80
  %22 = add i32 %21, %19, !dbg !149
    #dbg_value(i32 %22, !126, !DIExpression(), !129)
  %23 = add nuw nsw i64 %17, 1, !dbg !150
    #dbg_value(i64 %23, !127, !DIExpression(), !136)
  %24 = icmp eq i64 %23, %2, !dbg !151
  br i1 %24, label %14, label %16, !dbg !137, !llvm.loop !152
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !154 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal fastcc signext i32 @nested_vla() unnamed_addr #0 !dbg !161 {
    #dbg_value(i32 20, !165, !DIExpression(), !177)
    #dbg_value(i32 7, !166, !DIExpression(), !177)
    #dbg_value(i32 0, !167, !DIExpression(), !177)
    #dbg_value(i32 1, !168, !DIExpression(), !178)
  br label %2, !dbg !179

1:                                                ; preds = %2
  ret i32 %14, !dbg !180

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 1, %0 ], [ %15, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %14, %2 ]
    #dbg_value(i32 %4, !167, !DIExpression(), !177)
    #dbg_value(i64 %3, !168, !DIExpression(), !178)
  %5 = mul nuw nsw i64 %3, 7, !dbg !181
  %6 = add nuw nsw i64 %5, 1, !dbg !182
  %7 = tail call ptr @llvm.stacksave.p0(), !dbg !183
  %8 = alloca i8, i64 %6, align 1, !dbg !183
    #dbg_value(i64 %6, !170, !DIExpression(), !184)
    #dbg_declare(ptr %8, !173, !DIExpression(), !185)
  %9 = trunc i64 %3 to i8, !dbg !186
  %10 = add nuw nsw i8 %9, 97, !dbg !186
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %8, i8 %10, i64 %5, i1 false), !dbg !186
  %11 = getelementptr inbounds i8, ptr %8, i64 %5, !dbg !187
  store i8 0, ptr %11, align 1, !dbg !188, !tbaa !189
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #8, !dbg !190
  %13 = trunc i64 %12 to i32, !dbg !191
  %14 = add nsw i32 %4, %13, !dbg !192
    #dbg_value(i32 %14, !167, !DIExpression(), !177)
  tail call void @llvm.stackrestore.p0(ptr %7), !dbg !193
  %15 = add nuw nsw i64 %3, 1, !dbg !194
    #dbg_value(i64 %15, !168, !DIExpression(), !178)
  %16 = icmp eq i64 %15, 21, !dbg !195
  br i1 %16, label %1, label %2, !dbg !179, !llvm.loop !196
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i64 @recursive_vla(i32 noundef signext %0) unnamed_addr #4 !dbg !198 {
    #dbg_value(i32 %0, !203, !DIExpression(), !214)
  %2 = icmp eq i32 %0, 0, !dbg !215
  br i1 %2, label %33, label %3, !dbg !217

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64, !dbg !218
  %5 = tail call ptr @llvm.stacksave.p0(), !dbg !218
  %6 = alloca i64, i64 %4, align 8, !dbg !218
    #dbg_value(i64 %4, !204, !DIExpression(), !214)
    #dbg_declare(ptr %6, !205, !DIExpression(), !219)
    #dbg_value(i32 0, !209, !DIExpression(), !220)
  %7 = icmp sgt i32 %0, 0, !dbg !221
  br i1 %7, label %11, label %8, !dbg !223

8:                                                ; preds = %3
  %9 = add nsw i32 %0, -1, !dbg !224
  %10 = tail call fastcc i64 @recursive_vla(i32 noundef signext %9), !dbg !225
    #dbg_value(i64 %10, !211, !DIExpression(), !214)
    #dbg_value(i32 0, !212, !DIExpression(), !226)
  br label %23, !dbg !227

11:                                               ; preds = %3
  %12 = mul nuw nsw i32 %0, 100
  %13 = zext nneg i32 %12 to i64, !dbg !223
  br label %17, !dbg !223

14:                                               ; preds = %17
  %15 = add nsw i32 %0, -1, !dbg !224
  %16 = tail call fastcc i64 @recursive_vla(i32 noundef signext %15), !dbg !225
    #dbg_value(i64 %16, !211, !DIExpression(), !214)
    #dbg_value(i32 0, !212, !DIExpression(), !226)
  br i1 %7, label %25, label %23, !dbg !227

17:                                               ; preds = %11, %17
  %18 = phi i64 [ 0, %11 ], [ %21, %17 ]
    #dbg_value(i64 %18, !209, !DIExpression(), !220)
  %19 = add nuw nsw i64 %18, %13, !dbg !228
  %20 = getelementptr inbounds i64, ptr %6, i64 %18, !dbg !229
  store i64 %19, ptr %20, align 8, !dbg !230, !tbaa !231
  %21 = add nuw nsw i64 %18, 1, !dbg !233
    #dbg_value(i64 %21, !209, !DIExpression(), !220)
  %22 = icmp eq i64 %21, %4, !dbg !221
  br i1 %22, label %14, label %17, !dbg !223, !llvm.loop !234

23:                                               ; preds = %25, %8, %14
  %24 = phi i64 [ %16, %14 ], [ %10, %8 ], [ %30, %25 ], !dbg !214
  tail call void @llvm.stackrestore.p0(ptr %5), !dbg !236
  br label %33

25:                                               ; preds = %14, %25
  %26 = phi i64 [ %31, %25 ], [ 0, %14 ]
  %27 = phi i64 [ %30, %25 ], [ %16, %14 ]
    #dbg_value(i64 %26, !212, !DIExpression(), !226)
    #dbg_value(i64 %27, !211, !DIExpression(), !214)
  %28 = getelementptr inbounds i64, ptr %6, i64 %26, !dbg !237
  %29 = load i64, ptr %28, align 8, !dbg !237, !tbaa !231
  %30 = add nsw i64 %29, %27, !dbg !239
    #dbg_value(i64 %30, !211, !DIExpression(), !214)
  %31 = add nuw nsw i64 %26, 1, !dbg !240
    #dbg_value(i64 %31, !212, !DIExpression(), !226)
  %32 = icmp eq i64 %31, %4, !dbg !241
  br i1 %32, label %23, label %25, !dbg !227, !llvm.loop !242

33:                                               ; preds = %1, %23
  %34 = phi i64 [ %24, %23 ], [ 0, %1 ], !dbg !214
  ret i64 %34, !dbg !236
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !244 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nosync nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/alloca_vla.c", directory: ".", checksumkind: CSK_MD5, checksum: "a151aa6c9682582711b97f21cbd06cc8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 21)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 14)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !32, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !27, !30, !29, !31}
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !28, line: 18, baseType: !29)
!28 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !{!0, !7, !12, !17, !22}
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 1, !"target-abi", !"lp64d"}
!37 = !{i32 6, !"riscv-isa", !38}
!38 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 8, !"SmallDataLimit", i32 8}
!43 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !46, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!30}
!48 = !{!49, !50}
!49 = !DILocalVariable(name: "h", scope: !45, file: !2, line: 52, type: !26)
!50 = !DILocalVariable(name: "n", scope: !51, file: !2, line: 53, type: !30)
!51 = distinct !DILexicalBlock(scope: !45, file: !2, line: 53, column: 5)
!52 = !DILocation(line: 15, column: 14, scope: !53, inlinedAt: !65)
!53 = distinct !DISubprogram(name: "sum_alloca", scope: !2, file: !2, line: 14, type: !54, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!30, !30}
!56 = !{!57, !58, !60, !62, !63}
!57 = !DILocalVariable(name: "n", arg: 1, scope: !53, file: !2, line: 14, type: !30)
!58 = !DILocalVariable(name: "p", scope: !53, file: !2, line: 15, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!60 = !DILocalVariable(name: "i", scope: !61, file: !2, line: 16, type: !30)
!61 = distinct !DILexicalBlock(scope: !53, file: !2, line: 16, column: 5)
!62 = !DILocalVariable(name: "s", scope: !53, file: !2, line: 17, type: !30)
!63 = !DILocalVariable(name: "i", scope: !64, file: !2, line: 18, type: !30)
!64 = distinct !DILexicalBlock(scope: !53, file: !2, line: 18, column: 5)
!65 = distinct !DILocation(line: 55, column: 53, scope: !45)
!66 = !DILocation(line: 0, scope: !45)
!67 = !DILocation(line: 0, scope: !51)
!68 = !DILocation(line: 53, column: 5, scope: !51)
!69 = !DILocation(line: 54, column: 5, scope: !45)
!70 = !DILocation(line: 0, scope: !53, inlinedAt: !71)
!71 = distinct !DILocation(line: 55, column: 37, scope: !45)
!72 = !DILocation(line: 0, scope: !61, inlinedAt: !71)
!73 = !DILocation(line: 0, scope: !64, inlinedAt: !71)
!74 = !DILocation(line: 0, scope: !53, inlinedAt: !65)
!75 = !DILocation(line: 0, scope: !61, inlinedAt: !65)
!76 = !DILocation(line: 16, column: 42, scope: !77, inlinedAt: !65)
!77 = distinct !DILexicalBlock(scope: !61, file: !2, line: 16, column: 5)
!78 = !DILocation(line: 16, column: 33, scope: !77, inlinedAt: !65)
!79 = !DILocation(line: 16, column: 38, scope: !77, inlinedAt: !65)
!80 = !{!81, !81, i64 0}
!81 = !{!"int", !82, i64 0}
!82 = !{!"omnipotent char", !83, i64 0}
!83 = !{!"Simple C/C++ TBAA"}
!84 = !DILocation(line: 16, column: 29, scope: !77, inlinedAt: !65)
!85 = !DILocation(line: 16, column: 23, scope: !77, inlinedAt: !65)
!86 = !DILocation(line: 16, column: 5, scope: !61, inlinedAt: !65)
!87 = distinct !{!87, !86, !88, !89}
!88 = !DILocation(line: 16, column: 44, scope: !61, inlinedAt: !65)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocation(line: 0, scope: !64, inlinedAt: !65)
!91 = !DILocation(line: 18, column: 38, scope: !92, inlinedAt: !65)
!92 = distinct !DILexicalBlock(scope: !64, file: !2, line: 18, column: 5)
!93 = !DILocation(line: 18, column: 35, scope: !92, inlinedAt: !65)
!94 = !DILocation(line: 18, column: 29, scope: !92, inlinedAt: !65)
!95 = !DILocation(line: 18, column: 23, scope: !92, inlinedAt: !65)
!96 = !DILocation(line: 18, column: 5, scope: !64, inlinedAt: !65)
!97 = distinct !{!97, !96, !98, !89}
!98 = !DILocation(line: 18, column: 41, scope: !64, inlinedAt: !65)
!99 = !DILocation(line: 19, column: 5, scope: !53, inlinedAt: !65)
!100 = !DILocation(line: 55, column: 5, scope: !45)
!101 = !DILocation(line: 56, column: 33, scope: !45)
!102 = !DILocation(line: 56, column: 5, scope: !45)
!103 = !DILocation(line: 57, column: 5, scope: !45)
!104 = !DILocation(line: 58, column: 37, scope: !45)
!105 = !DILocation(line: 58, column: 5, scope: !45)
!106 = !DILocation(line: 59, column: 5, scope: !45)
!107 = !DILocation(line: 53, column: 44, scope: !108)
!108 = distinct !DILexicalBlock(scope: !51, file: !2, line: 53, column: 5)
!109 = !DILocation(line: 53, column: 41, scope: !108)
!110 = !DILocation(line: 53, column: 32, scope: !108)
!111 = !DILocation(line: 53, column: 23, scope: !108)
!112 = distinct !{!112, !68, !113, !89}
!113 = !DILocation(line: 53, column: 59, scope: !51)
!114 = distinct !DISubprogram(name: "fill_and_hash", scope: !2, file: !2, line: 6, type: !115, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!26, !30}
!117 = !{!118, !119, !120, !124, !126, !127}
!118 = !DILocalVariable(name: "n", arg: 1, scope: !114, file: !2, line: 6, type: !30)
!119 = !DILocalVariable(name: "__vla_expr0", scope: !114, type: !29, flags: DIFlagArtificial)
!120 = !DILocalVariable(name: "vla", scope: !114, file: !2, line: 7, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: !119)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 8, type: !30)
!125 = distinct !DILexicalBlock(scope: !114, file: !2, line: 8, column: 5)
!126 = !DILocalVariable(name: "h", scope: !114, file: !2, line: 9, type: !26)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 10, type: !30)
!128 = distinct !DILexicalBlock(scope: !114, file: !2, line: 10, column: 5)
!129 = !DILocation(line: 0, scope: !114)
!130 = !DILocation(line: 7, column: 5, scope: !114)
!131 = !DILocation(line: 7, column: 9, scope: !114)
!132 = !DILocation(line: 0, scope: !125)
!133 = !DILocation(line: 8, column: 23, scope: !134)
!134 = distinct !DILexicalBlock(scope: !125, file: !2, line: 8, column: 5)
!135 = !DILocation(line: 8, column: 5, scope: !125)
!136 = !DILocation(line: 0, scope: !128)
!137 = !DILocation(line: 10, column: 5, scope: !128)
!138 = !DILocation(line: 8, column: 44, scope: !134)
!139 = !DILocation(line: 8, column: 48, scope: !134)
!140 = !DILocation(line: 8, column: 33, scope: !134)
!141 = !DILocation(line: 8, column: 40, scope: !134)
!142 = !DILocation(line: 8, column: 29, scope: !134)
!143 = distinct !{!143, !135, !144, !89}
!144 = !DILocation(line: 8, column: 50, scope: !125)
!145 = !DILocation(line: 12, column: 1, scope: !114)
!146 = !DILocation(line: 10, column: 39, scope: !147)
!147 = distinct !DILexicalBlock(scope: !128, file: !2, line: 10, column: 5)
!148 = !DILocation(line: 10, column: 56, scope: !147)
!149 = !DILocation(line: 10, column: 44, scope: !147)
!150 = !DILocation(line: 10, column: 29, scope: !147)
!151 = !DILocation(line: 10, column: 23, scope: !147)
!152 = distinct !{!152, !137, !153, !89}
!153 = !DILocation(line: 10, column: 61, scope: !128)
!154 = !DISubprogram(name: "printf", scope: !155, file: !155, line: 356, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!156 = !DISubroutineType(types: !157)
!157 = !{!30, !158, null}
!158 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!161 = distinct !DISubprogram(name: "nested_vla", scope: !2, file: !2, line: 22, type: !162, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !164)
!162 = !DISubroutineType(cc: DW_CC_nocall, types: !163)
!163 = !{!30, !30, !30}
!164 = !{!165, !166, !167, !168, !170, !173}
!165 = !DILocalVariable(name: "rows", arg: 1, scope: !161, file: !2, line: 22, type: !30)
!166 = !DILocalVariable(name: "cols", arg: 2, scope: !161, file: !2, line: 22, type: !30)
!167 = !DILocalVariable(name: "total", scope: !161, file: !2, line: 23, type: !30)
!168 = !DILocalVariable(name: "r", scope: !169, file: !2, line: 24, type: !30)
!169 = distinct !DILexicalBlock(scope: !161, file: !2, line: 24, column: 5)
!170 = !DILocalVariable(name: "__vla_expr0", scope: !171, type: !29, flags: DIFlagArtificial)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 24, column: 37)
!172 = distinct !DILexicalBlock(scope: !169, file: !2, line: 24, column: 5)
!173 = !DILocalVariable(name: "line", scope: !171, file: !2, line: 25, type: !174)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !175)
!175 = !{!176}
!176 = !DISubrange(count: !170)
!177 = !DILocation(line: 0, scope: !161)
!178 = !DILocation(line: 0, scope: !169)
!179 = !DILocation(line: 24, column: 5, scope: !169)
!180 = !DILocation(line: 30, column: 5, scope: !161)
!181 = !DILocation(line: 25, column: 21, scope: !171)
!182 = !DILocation(line: 25, column: 28, scope: !171)
!183 = !DILocation(line: 25, column: 9, scope: !171)
!184 = !DILocation(line: 0, scope: !171)
!185 = !DILocation(line: 25, column: 14, scope: !171)
!186 = !DILocation(line: 26, column: 9, scope: !171)
!187 = !DILocation(line: 27, column: 9, scope: !171)
!188 = !DILocation(line: 27, column: 24, scope: !171)
!189 = !{!82, !82, i64 0}
!190 = !DILocation(line: 28, column: 23, scope: !171)
!191 = !DILocation(line: 28, column: 18, scope: !171)
!192 = !DILocation(line: 28, column: 15, scope: !171)
!193 = !DILocation(line: 29, column: 5, scope: !172)
!194 = !DILocation(line: 24, column: 33, scope: !172)
!195 = !DILocation(line: 24, column: 23, scope: !172)
!196 = distinct !{!196, !179, !197, !89}
!197 = !DILocation(line: 29, column: 5, scope: !169)
!198 = distinct !DISubprogram(name: "recursive_vla", scope: !2, file: !2, line: 42, type: !199, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !202)
!199 = !DISubroutineType(types: !200)
!200 = !{!201, !30}
!201 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!202 = !{!203, !204, !205, !209, !211, !212}
!203 = !DILocalVariable(name: "depth", arg: 1, scope: !198, file: !2, line: 42, type: !30)
!204 = !DILocalVariable(name: "__vla_expr0", scope: !198, type: !29, flags: DIFlagArtificial)
!205 = !DILocalVariable(name: "arr", scope: !198, file: !2, line: 44, type: !206)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !201, elements: !207)
!207 = !{!208}
!208 = !DISubrange(count: !204)
!209 = !DILocalVariable(name: "i", scope: !210, file: !2, line: 45, type: !30)
!210 = distinct !DILexicalBlock(scope: !198, file: !2, line: 45, column: 5)
!211 = !DILocalVariable(name: "s", scope: !198, file: !2, line: 46, type: !201)
!212 = !DILocalVariable(name: "i", scope: !213, file: !2, line: 47, type: !30)
!213 = distinct !DILexicalBlock(scope: !198, file: !2, line: 47, column: 5)
!214 = !DILocation(line: 0, scope: !198)
!215 = !DILocation(line: 43, column: 15, scope: !216)
!216 = distinct !DILexicalBlock(scope: !198, file: !2, line: 43, column: 9)
!217 = !DILocation(line: 43, column: 9, scope: !198)
!218 = !DILocation(line: 44, column: 5, scope: !198)
!219 = !DILocation(line: 44, column: 10, scope: !198)
!220 = !DILocation(line: 0, scope: !210)
!221 = !DILocation(line: 45, column: 23, scope: !222)
!222 = distinct !DILexicalBlock(scope: !210, file: !2, line: 45, column: 5)
!223 = !DILocation(line: 45, column: 5, scope: !210)
!224 = !DILocation(line: 46, column: 34, scope: !198)
!225 = !DILocation(line: 46, column: 14, scope: !198)
!226 = !DILocation(line: 0, scope: !213)
!227 = !DILocation(line: 47, column: 5, scope: !213)
!228 = !DILocation(line: 45, column: 58, scope: !222)
!229 = !DILocation(line: 45, column: 37, scope: !222)
!230 = !DILocation(line: 45, column: 44, scope: !222)
!231 = !{!232, !232, i64 0}
!232 = !{!"long", !82, i64 0}
!233 = !DILocation(line: 45, column: 33, scope: !222)
!234 = distinct !{!234, !223, !235, !89}
!235 = !DILocation(line: 45, column: 60, scope: !210)
!236 = !DILocation(line: 49, column: 1, scope: !198)
!237 = !DILocation(line: 47, column: 42, scope: !238)
!238 = distinct !DILexicalBlock(scope: !213, file: !2, line: 47, column: 5)
!239 = !DILocation(line: 47, column: 39, scope: !238)
!240 = !DILocation(line: 47, column: 33, scope: !238)
!241 = !DILocation(line: 47, column: 23, scope: !238)
!242 = distinct !{!242, !227, !243, !89}
!243 = !DILocation(line: 47, column: 47, scope: !213)
!244 = !DISubprogram(name: "strlen", scope: !245, file: !245, line: 407, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!246 = !DISubroutineType(types: !247)
!247 = !{!29, !159}
