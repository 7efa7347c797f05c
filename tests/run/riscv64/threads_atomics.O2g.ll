; ModuleID = 'tests/run/riscv64/threads_atomics.c'
source_filename = "tests/run/riscv64/threads_atomics.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"c8 %u s16 %d i32 %d\0A\00", align 1, !dbg !0
@c8 = internal global i8 0, align 1, !dbg !7
@s16 = internal global i16 0, align 2, !dbg !47
@i32 = internal global i32 0, align 4, !dbg !51
@.str.1 = private unnamed_addr constant [9 x i8] c"i64 %lx\0A\00", align 1, !dbg !27
@i64 = internal global i64 0, align 8, !dbg !54
@.str.2 = private unnamed_addr constant [13 x i8] c"mx %d mn %d\0A\00", align 1, !dbg !32
@mx = internal global i32 -1000, align 4, !dbg !62
@mn = internal global i32 1000, align 4, !dbg !64
@.str.3 = private unnamed_addr constant [18 x i8] c"cas %ld cas16 %u\0A\00", align 1, !dbg !37
@cas_total = internal global i64 0, align 8, !dbg !57
@cas16 = internal global i16 0, align 2, !dbg !59
@.str.4 = private unnamed_addr constant [15 x i8] c"xchg %u %d %d\0A\00", align 1, !dbg !42

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !80 {
  %1 = alloca [4 x i64], align 8, !DIAssignID !97
    #dbg_assign(i1 undef, !84, !DIExpression(), !97, ptr %1, !DIExpression(), !98)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !99
    #dbg_value(i64 0, !91, !DIExpression(), !100)
    #dbg_value(i64 0, !91, !DIExpression(), !100)
  %2 = call signext i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @work, ptr noundef null) #6, !dbg !101
    #dbg_value(i64 1, !91, !DIExpression(), !100)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !103
  %4 = call signext i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @work, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6, !dbg !101
    #dbg_value(i64 2, !91, !DIExpression(), !100)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !103
  %6 = call signext i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @work, ptr noundef nonnull inttoptr (i64 2 to ptr)) #6, !dbg !101
    #dbg_value(i64 3, !91, !DIExpression(), !100)
  %7 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !103
  %8 = call signext i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @work, ptr noundef nonnull inttoptr (i64 3 to ptr)) #6, !dbg !101
    #dbg_value(i64 4, !91, !DIExpression(), !100)
    #dbg_value(i64 0, !93, !DIExpression(), !104)
  %9 = load i64, ptr %1, align 8, !dbg !105, !tbaa !107
  %10 = call signext i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !111
    #dbg_value(i64 1, !93, !DIExpression(), !104)
  %11 = load i64, ptr %3, align 8, !dbg !105, !tbaa !107
  %12 = call signext i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !111
    #dbg_value(i64 2, !93, !DIExpression(), !104)
  %13 = load i64, ptr %5, align 8, !dbg !105, !tbaa !107
  %14 = call signext i32 @pthread_join(i64 noundef %13, ptr noundef null) #6, !dbg !111
    #dbg_value(i64 3, !93, !DIExpression(), !104)
  %15 = load i64, ptr %7, align 8, !dbg !105, !tbaa !107
  %16 = call signext i32 @pthread_join(i64 noundef %15, ptr noundef null) #6, !dbg !111
    #dbg_value(i64 4, !93, !DIExpression(), !104)
  %17 = load atomic i8, ptr @c8 seq_cst, align 1, !dbg !112, !tbaa !113
  %18 = zext i8 %17 to i32, !dbg !114
  %19 = load atomic i16, ptr @s16 seq_cst, align 2, !dbg !115, !tbaa !113
  %20 = sext i16 %19 to i32, !dbg !116
  %21 = load atomic i32, ptr @i32 seq_cst, align 4, !dbg !117, !tbaa !113
  %22 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %18, i32 noundef signext %20, i32 noundef signext %21), !dbg !118
  %23 = load atomic i64, ptr @i64 seq_cst, align 8, !dbg !119, !tbaa !113
  %24 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %23), !dbg !120
  %25 = load atomic i32, ptr @mx seq_cst, align 4, !dbg !121, !tbaa !113
  %26 = load atomic i32, ptr @mn seq_cst, align 4, !dbg !122, !tbaa !113
  %27 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %25, i32 noundef signext %26), !dbg !123
  %28 = load atomic i64, ptr @cas_total seq_cst, align 8, !dbg !124, !tbaa !113
  %29 = load atomic i16, ptr @cas16 seq_cst, align 2, !dbg !125, !tbaa !113
  %30 = zext i16 %29 to i32, !dbg !126
  %31 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %28, i32 noundef signext %30), !dbg !127
  %32 = atomicrmw xchg ptr @c8, i8 -56 seq_cst, align 1, !dbg !128
    #dbg_value(i8 %32, !95, !DIExpression(), !98)
  %33 = atomicrmw or ptr @s16, i16 256 seq_cst, align 2, !dbg !129
    #dbg_value(i16 %33, !96, !DIExpression(), !98)
  %34 = zext i8 %32 to i32, !dbg !130
  %35 = sext i16 %33 to i32, !dbg !131
  %36 = load atomic i16, ptr @s16 seq_cst, align 2, !dbg !132
  %37 = sext i16 %36 to i32, !dbg !133
  %38 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %34, i32 noundef signext %35, i32 noundef signext %37), !dbg !134
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !135
  ret i32 0, !dbg !136
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !137 signext i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal noalias noundef ptr @work(ptr noundef %0) #3 !dbg !158 {
    #dbg_value(ptr %0, !160, !DIExpression(), !170)
  %2 = ptrtoint ptr %0 to i64, !dbg !171
    #dbg_value(i64 %2, !161, !DIExpression(), !170)
    #dbg_value(i32 0, !162, !DIExpression(), !172)
  %3 = trunc i64 %2 to i32
  %4 = mul i32 %3, 1000
  %5 = add i32 %4, -500
    #dbg_value(i32 0, !162, !DIExpression(), !172)
  br label %7, !dbg !173

6:                                                ; preds = %52
  ret ptr null, !dbg !174

7:                                                ; preds = %1, %52
  %8 = phi i64 [ 0, %1 ], [ %53, %52 ]
    #dbg_value(i64 %8, !162, !DIExpression(), !172)
  %9 = atomicrmw add ptr @c8, i8 1 seq_cst, align 1, !dbg !175
  %10 = atomicrmw sub ptr @s16, i16 2 monotonic, align 2, !dbg !176
  %11 = atomicrmw add ptr @i32, i32 3 acq_rel, align 4, !dbg !177
  %12 = shl nuw nsw i64 %8, 20, !dbg !178
  %13 = atomicrmw xor ptr @i64, i64 %12 seq_cst, align 8, !dbg !178
  %14 = atomicrmw add ptr @i64, i64 1 seq_cst, align 8, !dbg !179
  %15 = trunc i64 %8 to i16, !dbg !180
  %16 = urem i16 %15, 97, !dbg !180
  %17 = zext nneg i16 %16 to i32, !dbg !180
  %18 = add i32 %5, %17, !dbg !181
    #dbg_value(i32 %18, !164, !DIExpression(), !182)
  %19 = load atomic i32, ptr @mx seq_cst, align 4, !dbg !183
    #dbg_value(i32 %19, !167, !DIExpression(), !182)
  br label %20, !dbg !184

20:                                               ; preds = %23, %7
  %21 = phi i32 [ %19, %7 ], [ %26, %23 ], !dbg !185
    #dbg_value(i32 %21, !167, !DIExpression(), !182)
  %22 = icmp sgt i32 %18, %21, !dbg !186
  br i1 %22, label %23, label %27, !dbg !187

23:                                               ; preds = %20
  %24 = cmpxchg weak ptr @mx, i32 %21, i32 %18 seq_cst seq_cst, align 4, !dbg !188
  %25 = extractvalue { i32, i1 } %24, 1, !dbg !188
  %26 = extractvalue { i32, i1 } %24, 0
    #dbg_value(i32 poison, !167, !DIExpression(), !182)
  br i1 %25, label %27, label %20, !dbg !184, !llvm.loop !189

27:                                               ; preds = %20, %23
  %28 = load atomic i32, ptr @mn seq_cst, align 4, !dbg !192
    #dbg_value(i32 %28, !167, !DIExpression(), !182)
  br label %29, !dbg !193

29:                                               ; preds = %32, %27
  %30 = phi i32 [ %28, %27 ], [ %35, %32 ], !dbg !194
    #dbg_value(i32 %30, !167, !DIExpression(), !182)
  %31 = icmp slt i32 %18, %30, !dbg !195
  br i1 %31, label %32, label %36, !dbg !196

32:                                               ; preds = %29
  %33 = cmpxchg ptr @mn, i32 %30, i32 %18 seq_cst seq_cst, align 4, !dbg !197
  %34 = extractvalue { i32, i1 } %33, 1, !dbg !197
  %35 = extractvalue { i32, i1 } %33, 0
    #dbg_value(i32 poison, !167, !DIExpression(), !182)
  br i1 %34, label %36, label %29, !dbg !193, !llvm.loop !198

36:                                               ; preds = %29, %32
  %37 = load atomic i64, ptr @cas_total monotonic, align 8, !dbg !200
    #dbg_value(i64 %37, !168, !DIExpression(), !182)
  br label %38, !dbg !201

38:                                               ; preds = %38, %36
  %39 = phi i64 [ %37, %36 ], [ %43, %38 ], !dbg !202
    #dbg_value(i64 %39, !168, !DIExpression(), !182)
  %40 = add nsw i64 %39, %8, !dbg !203
  %41 = cmpxchg weak ptr @cas_total, i64 %39, i64 %40 seq_cst monotonic, align 8, !dbg !204
  %42 = extractvalue { i64, i1 } %41, 1, !dbg !204
  %43 = extractvalue { i64, i1 } %41, 0
    #dbg_value(i64 poison, !168, !DIExpression(), !182)
  br i1 %42, label %44, label %38, !dbg !201, !llvm.loop !205

44:                                               ; preds = %38
  %45 = load atomic i16, ptr @cas16 seq_cst, align 2, !dbg !207
    #dbg_value(i16 %45, !169, !DIExpression(), !182)
  br label %46, !dbg !208

46:                                               ; preds = %46, %44
  %47 = phi i16 [ %45, %44 ], [ %51, %46 ], !dbg !209
    #dbg_value(i16 %47, !169, !DIExpression(), !182)
  %48 = add i16 %47, 7, !dbg !210
  %49 = cmpxchg weak ptr @cas16, i16 %47, i16 %48 seq_cst seq_cst, align 2, !dbg !210
  %50 = extractvalue { i16, i1 } %49, 1, !dbg !210
  %51 = extractvalue { i16, i1 } %49, 0
    #dbg_value(i16 poison, !169, !DIExpression(), !182)
  br i1 %50, label %52, label %46, !dbg !208, !llvm.loop !211

52:                                               ; preds = %46
  fence seq_cst, !dbg !213
  %53 = add nuw nsw i64 %8, 1, !dbg !214
    #dbg_value(i64 %53, !162, !DIExpression(), !172)
  %54 = icmp eq i64 %53, 2000, !dbg !215
  br i1 %54, label %6, label %7, !dbg !173, !llvm.loop !216
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !218 signext i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !222 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree norecurse nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!68, !69, !70, !71, !72, !74, !75, !76, !77, !78}
!llvm.ident = !{!79}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/threads_atomics.c", directory: ".", checksumkind: CSK_MD5, checksum: "9b50f0405a1eb84f52b5546c63113dd1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "c8", scope: !9, file: !2, line: 7, type: !66, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !21, globals: !26, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !12, line: 68, baseType: !13, size: 32, elements: !14)
!12 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!15, !16, !17, !18, !19, !20}
!15 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!16 = !DIEnumerator(name: "memory_order_consume", value: 1)
!17 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!18 = !DIEnumerator(name: "memory_order_release", value: 3)
!19 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!20 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!21 = !{!22, !13, !23, !24, !25}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!25 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!26 = !{!0, !27, !32, !37, !42, !7, !47, !51, !54, !57, !59, !62, !64}
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 9)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 13)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 18)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 15)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "s16", scope: !9, file: !2, line: 8, type: !49, isLocal: true, isDefinition: true)
!49 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !50)
!50 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "i32", scope: !9, file: !2, line: 9, type: !53, isLocal: true, isDefinition: true)
!53 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !23)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "i64", scope: !9, file: !2, line: 10, type: !56, isLocal: true, isDefinition: true)
!56 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !24)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "cas_total", scope: !9, file: !2, line: 12, type: !56, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "cas16", scope: !9, file: !2, line: 13, type: !61, isLocal: true, isDefinition: true)
!61 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !25)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "mx", scope: !9, file: !2, line: 11, type: !53, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "mn", scope: !9, file: !2, line: 11, type: !53, isLocal: true, isDefinition: true)
!66 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !67)
!67 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!68 = !{i32 7, !"Dwarf Version", i32 5}
!69 = !{i32 2, !"Debug Info Version", i32 3}
!70 = !{i32 1, !"wchar_size", i32 4}
!71 = !{i32 1, !"target-abi", !"lp64d"}
!72 = !{i32 6, !"riscv-isa", !73}
!73 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!74 = !{i32 8, !"PIC Level", i32 2}
!75 = !{i32 7, !"PIE Level", i32 2}
!76 = !{i32 7, !"uwtable", i32 2}
!77 = !{i32 8, !"SmallDataLimit", i32 8}
!78 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 42, type: !81, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!23}
!83 = !{!84, !91, !93, !95, !96}
!84 = !DILocalVariable(name: "t", scope: !80, file: !2, line: 43, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 256, elements: !89)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !87, line: 27, baseType: !88)
!87 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!88 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!89 = !{!90}
!90 = !DISubrange(count: 4)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 44, type: !24)
!92 = distinct !DILexicalBlock(scope: !80, file: !2, line: 44, column: 3)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 45, type: !23)
!94 = distinct !DILexicalBlock(scope: !80, file: !2, line: 45, column: 3)
!95 = !DILocalVariable(name: "old8", scope: !80, file: !2, line: 50, type: !67)
!96 = !DILocalVariable(name: "olds", scope: !80, file: !2, line: 51, type: !50)
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !80)
!99 = !DILocation(line: 43, column: 3, scope: !80)
!100 = !DILocation(line: 0, scope: !92)
!101 = !DILocation(line: 44, column: 32, scope: !102)
!102 = distinct !DILexicalBlock(scope: !92, file: !2, line: 44, column: 3)
!103 = !DILocation(line: 44, column: 48, scope: !102)
!104 = !DILocation(line: 0, scope: !94)
!105 = !DILocation(line: 45, column: 44, scope: !106)
!106 = distinct !DILexicalBlock(scope: !94, file: !2, line: 45, column: 3)
!107 = !{!108, !108, i64 0}
!108 = !{!"long", !109, i64 0}
!109 = !{!"omnipotent char", !110, i64 0}
!110 = !{!"Simple C/C++ TBAA"}
!111 = !DILocation(line: 45, column: 31, scope: !106)
!112 = !DILocation(line: 46, column: 45, scope: !80)
!113 = !{!109, !109, i64 0}
!114 = !DILocation(line: 46, column: 35, scope: !80)
!115 = !DILocation(line: 46, column: 54, scope: !80)
!116 = !DILocation(line: 46, column: 49, scope: !80)
!117 = !DILocation(line: 46, column: 64, scope: !80)
!118 = !DILocation(line: 46, column: 3, scope: !80)
!119 = !DILocation(line: 47, column: 29, scope: !80)
!120 = !DILocation(line: 47, column: 3, scope: !80)
!121 = !DILocation(line: 48, column: 32, scope: !80)
!122 = !DILocation(line: 48, column: 41, scope: !80)
!123 = !DILocation(line: 48, column: 3, scope: !80)
!124 = !DILocation(line: 49, column: 38, scope: !80)
!125 = !DILocation(line: 49, column: 59, scope: !80)
!126 = !DILocation(line: 49, column: 49, scope: !80)
!127 = !DILocation(line: 49, column: 3, scope: !80)
!128 = !DILocation(line: 50, column: 24, scope: !80)
!129 = !DILocation(line: 51, column: 16, scope: !80)
!130 = !DILocation(line: 52, column: 29, scope: !80)
!131 = !DILocation(line: 52, column: 45, scope: !80)
!132 = !DILocation(line: 52, column: 61, scope: !80)
!133 = !DILocation(line: 52, column: 56, scope: !80)
!134 = !DILocation(line: 52, column: 3, scope: !80)
!135 = !DILocation(line: 54, column: 1, scope: !80)
!136 = !DILocation(line: 53, column: 3, scope: !80)
!137 = !DISubprogram(name: "pthread_create", scope: !138, file: !138, line: 202, type: !139, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!139 = !DISubroutineType(types: !140)
!140 = !{!23, !141, !143, !154, !157}
!141 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !87, line: 62, baseType: !147)
!147 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !87, line: 56, size: 448, elements: !148)
!148 = !{!149, !153}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !147, file: !87, line: 58, baseType: !150, size: 448)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !151)
!151 = !{!152}
!152 = !DISubrange(count: 56)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !147, file: !87, line: 59, baseType: !24, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DISubroutineType(types: !156)
!156 = !{!22, !22}
!157 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !22)
!158 = distinct !DISubprogram(name: "work", scope: !2, file: !2, line: 15, type: !155, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !159)
!159 = !{!160, !161, !162, !164, !167, !168, !169}
!160 = !DILocalVariable(name: "arg", arg: 1, scope: !158, file: !2, line: 15, type: !22)
!161 = !DILocalVariable(name: "id", scope: !158, file: !2, line: 16, type: !24)
!162 = !DILocalVariable(name: "k", scope: !163, file: !2, line: 17, type: !23)
!163 = distinct !DILexicalBlock(scope: !158, file: !2, line: 17, column: 3)
!164 = !DILocalVariable(name: "v", scope: !165, file: !2, line: 23, type: !23)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 17, column: 34)
!166 = distinct !DILexicalBlock(scope: !163, file: !2, line: 17, column: 3)
!167 = !DILocalVariable(name: "cur", scope: !165, file: !2, line: 24, type: !23)
!168 = !DILocalVariable(name: "old", scope: !165, file: !2, line: 30, type: !24)
!169 = !DILocalVariable(name: "o16", scope: !165, file: !2, line: 34, type: !25)
!170 = !DILocation(line: 0, scope: !158)
!171 = !DILocation(line: 16, column: 13, scope: !158)
!172 = !DILocation(line: 0, scope: !163)
!173 = !DILocation(line: 17, column: 3, scope: !163)
!174 = !DILocation(line: 39, column: 3, scope: !158)
!175 = !DILocation(line: 18, column: 5, scope: !165)
!176 = !DILocation(line: 19, column: 5, scope: !165)
!177 = !DILocation(line: 20, column: 5, scope: !165)
!178 = !DILocation(line: 21, column: 5, scope: !165)
!179 = !DILocation(line: 22, column: 5, scope: !165)
!180 = !DILocation(line: 23, column: 33, scope: !165)
!181 = !DILocation(line: 23, column: 39, scope: !165)
!182 = !DILocation(line: 0, scope: !165)
!183 = !DILocation(line: 24, column: 15, scope: !165)
!184 = !DILocation(line: 25, column: 5, scope: !165)
!185 = !DILocation(line: 24, column: 9, scope: !165)
!186 = !DILocation(line: 25, column: 14, scope: !165)
!187 = !DILocation(line: 25, column: 20, scope: !165)
!188 = !DILocation(line: 25, column: 24, scope: !165)
!189 = distinct !{!189, !184, !190, !191}
!190 = !DILocation(line: 26, column: 5, scope: !165)
!191 = !{!"llvm.loop.mustprogress"}
!192 = !DILocation(line: 27, column: 11, scope: !165)
!193 = !DILocation(line: 28, column: 5, scope: !165)
!194 = !DILocation(line: 27, column: 9, scope: !165)
!195 = !DILocation(line: 28, column: 14, scope: !165)
!196 = !DILocation(line: 28, column: 20, scope: !165)
!197 = !DILocation(line: 28, column: 24, scope: !165)
!198 = distinct !{!198, !193, !199, !191}
!199 = !DILocation(line: 29, column: 5, scope: !165)
!200 = !DILocation(line: 30, column: 16, scope: !165)
!201 = !DILocation(line: 31, column: 5, scope: !165)
!202 = !DILocation(line: 30, column: 10, scope: !165)
!203 = !DILocation(line: 31, column: 73, scope: !165)
!204 = !DILocation(line: 31, column: 13, scope: !165)
!205 = distinct !{!205, !201, !206, !191}
!206 = !DILocation(line: 33, column: 5, scope: !165)
!207 = !DILocation(line: 34, column: 26, scope: !165)
!208 = !DILocation(line: 35, column: 5, scope: !165)
!209 = !DILocation(line: 34, column: 20, scope: !165)
!210 = !DILocation(line: 35, column: 13, scope: !165)
!211 = distinct !{!211, !208, !212, !191}
!212 = !DILocation(line: 36, column: 5, scope: !165)
!213 = !DILocation(line: 37, column: 5, scope: !165)
!214 = !DILocation(line: 17, column: 30, scope: !166)
!215 = !DILocation(line: 17, column: 21, scope: !166)
!216 = distinct !{!216, !173, !217, !191}
!217 = !DILocation(line: 38, column: 3, scope: !163)
!218 = !DISubprogram(name: "pthread_join", scope: !138, file: !138, line: 219, type: !219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DISubroutineType(types: !220)
!220 = !{!23, !86, !221}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!222 = !DISubprogram(name: "printf", scope: !223, file: !223, line: 356, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!224 = !DISubroutineType(types: !225)
!225 = !{!23, !226, null}
!226 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !227)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
