; ModuleID = 'tests/programs/setjmp_longjmp.c'
source_filename = "tests/programs/setjmp_longjmp.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [1 x %struct.__jmp_buf_internal_tag], i32, %struct.__sigset_t }
%struct.__jmp_buf_internal_tag = type { i64, [12 x i64], i64, [12 x double] }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8, !dbg !0
@jump_value = internal unnamed_addr global i32 0, align 4, !dbg !54
@.str = private unnamed_addr constant [40 x i8] c"returned %d after depth %d, counter %d\0A\00", align 1, !dbg !5
@depth_reached = internal unnamed_addr global i32 0, align 4, !dbg !51
@.str.1 = private unnamed_addr constant [6 x i8] c"12345\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [5 x i8] c"98x7\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [4 x i8] c"42!\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [8 x i8] c"2147483\00", align 1, !dbg !31
@__const.main.inputs = private unnamed_addr constant [5 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 8
@.str.6 = private unnamed_addr constant [27 x i8] c"parse '%s': bad char '%c'\0A\00", align 1, !dbg !36
@.str.7 = private unnamed_addr constant [16 x i8] c"parse '%s': %d\0A\00", align 1, !dbg !41
@.str.8 = private unnamed_addr constant [12 x i8] c"loops = %d\0A\00", align 1, !dbg !46
@bad_char = internal unnamed_addr global i32 0, align 4, !dbg !61
@str = private unnamed_addr constant [14 x i8] c"never printed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !106 {
  %1 = alloca i32, align 4, !DIAssignID !124
    #dbg_assign(i1 undef, !110, !DIExpression(), !124, ptr %1, !DIExpression(), !125)
  %2 = alloca i32, align 4, !DIAssignID !126
    #dbg_assign(i1 undef, !118, !DIExpression(), !126, ptr %2, !DIExpression(), !127)
  %3 = alloca i32, align 4, !DIAssignID !128
    #dbg_assign(i1 undef, !122, !DIExpression(), !128, ptr %3, !DIExpression(), !125)
  %4 = alloca [1 x %struct.__jmp_buf_tag], align 8, !DIAssignID !129
    #dbg_assign(i1 undef, !123, !DIExpression(), !129, ptr %4, !DIExpression(), !125)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !130
  store volatile i32 0, ptr %1, align 4, !dbg !131, !tbaa !132, !DIAssignID !136
    #dbg_assign(i32 0, !110, !DIExpression(), !136, ptr %1, !DIExpression(), !125)
  %5 = call signext i32 @_setjmp(ptr noundef nonnull @env) #6, !dbg !137
  switch i32 %5, label %13 [
    i32 0, label %6
    i32 42, label %10
  ], !dbg !138

6:                                                ; preds = %0
  %7 = load volatile i32, ptr %1, align 4, !dbg !139, !tbaa !132
  %8 = add nsw i32 %7, 1, !dbg !139
  store volatile i32 %8, ptr %1, align 4, !dbg !139, !tbaa !132, !DIAssignID !141
    #dbg_assign(i32 %8, !110, !DIExpression(), !141, ptr %1, !DIExpression(), !125)
  call fastcc void @deep(i32 noundef signext 20), !dbg !142
  %9 = load i32, ptr @jump_value, align 4, !dbg !143, !tbaa !132
  br label %14, !dbg !144

10:                                               ; preds = %0
  %11 = load volatile i32, ptr %1, align 4, !dbg !145, !tbaa !132
  %12 = add nsw i32 %11, 10, !dbg !145
  store volatile i32 %12, ptr %1, align 4, !dbg !145, !tbaa !132, !DIAssignID !146
    #dbg_assign(i32 %12, !110, !DIExpression(), !146, ptr %1, !DIExpression(), !125)
  store i32 42, ptr @jump_value, align 4, !dbg !147, !tbaa !132
  br label %14, !dbg !148

13:                                               ; preds = %0
  store i32 -1, ptr @jump_value, align 4, !dbg !149, !tbaa !132
  br label %14, !dbg !150

14:                                               ; preds = %13, %10, %6
  %15 = phi i32 [ -1, %13 ], [ 42, %10 ], [ %9, %6 ], !dbg !143
  %16 = load i32, ptr @depth_reached, align 4, !dbg !151, !tbaa !132
  %17 = load volatile i32, ptr %1, align 4, !dbg !152, !tbaa !132
  %18 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %15, i32 noundef signext %16, i32 noundef signext %17), !dbg !153
    #dbg_assign(i1 undef, !112, !DIExpression(), !154, ptr @__const.main.inputs, !DIExpression(), !125)
    #dbg_value(i32 0, !116, !DIExpression(), !155)
  br label %22, !dbg !156

19:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !157
  store volatile i32 0, ptr %3, align 4, !dbg !158, !tbaa !132, !DIAssignID !159
    #dbg_assign(i32 0, !122, !DIExpression(), !159, ptr %3, !DIExpression(), !125)
  call void @llvm.lifetime.start.p0(i64 344, ptr nonnull %4) #7, !dbg !160
  %20 = call signext i32 @_setjmp(ptr noundef nonnull %4) #6, !dbg !161
  %21 = icmp slt i32 %20, 5, !dbg !163
  br i1 %21, label %36, label %43, !dbg !164

22:                                               ; preds = %14, %33
  %23 = phi i64 [ 0, %14 ], [ %34, %33 ]
    #dbg_value(i64 %23, !116, !DIExpression(), !155)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7, !dbg !165
  store i32 -1, ptr %2, align 4, !dbg !166, !tbaa !132, !DIAssignID !167
    #dbg_assign(i32 -1, !118, !DIExpression(), !167, ptr %2, !DIExpression(), !127)
  %24 = getelementptr inbounds [5 x ptr], ptr @__const.main.inputs, i64 0, i64 %23, !dbg !168
  %25 = load ptr, ptr %24, align 8, !dbg !168, !tbaa !169
  %26 = call fastcc signext i32 @parse_number(ptr noundef %25, ptr noundef nonnull %2), !dbg !171
    #dbg_value(i32 %26, !121, !DIExpression(), !127)
  %27 = icmp eq i32 %26, 0, !dbg !172
  br i1 %27, label %30, label %28, !dbg !174

28:                                               ; preds = %22
  %29 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %25, i32 noundef signext %26), !dbg !175
  br label %33, !dbg !175

30:                                               ; preds = %22
  %31 = load i32, ptr %2, align 4, !dbg !176, !tbaa !132
  %32 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %25, i32 noundef signext %31), !dbg !177
  br label %33

33:                                               ; preds = %30, %28
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7, !dbg !178
  %34 = add nuw nsw i64 %23, 1, !dbg !179
    #dbg_value(i64 %34, !116, !DIExpression(), !155)
  %35 = icmp eq i64 %34, 5, !dbg !180
  br i1 %35, label %19, label %22, !dbg !156, !llvm.loop !181

36:                                               ; preds = %19
  %37 = load volatile i32, ptr %3, align 4, !dbg !184, !tbaa !132
  %38 = add nsw i32 %37, 1, !dbg !184
  store volatile i32 %38, ptr %3, align 4, !dbg !184, !tbaa !132, !DIAssignID !186
    #dbg_assign(i32 %38, !122, !DIExpression(), !186, ptr %3, !DIExpression(), !125)
  %39 = load volatile i32, ptr %3, align 4, !dbg !187, !tbaa !132
  %40 = icmp slt i32 %39, 5, !dbg !189
  br i1 %40, label %41, label %43, !dbg !190

41:                                               ; preds = %36
  %42 = load volatile i32, ptr %3, align 4, !dbg !191, !tbaa !132
  call void @longjmp(ptr noundef nonnull %4, i32 noundef signext %42) #8, !dbg !192
  unreachable, !dbg !192

43:                                               ; preds = %36, %19
  %44 = load volatile i32, ptr %3, align 4, !dbg !193, !tbaa !132
  %45 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext %44), !dbg !194
  call void @llvm.lifetime.end.p0(i64 344, ptr nonnull %4) #7, !dbg !195
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !195
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !195
  ret i32 0, !dbg !196
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind returns_twice
declare !dbg !197 signext i32 @_setjmp(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @deep(i32 noundef signext %0) unnamed_addr #0 !dbg !201 {
    #dbg_value(i32 %0, !205, !DIExpression(), !206)
  store i32 %0, ptr @depth_reached, align 4, !dbg !207, !tbaa !132
  %2 = icmp eq i32 %0, 0, !dbg !208
  br i1 %2, label %3, label %4, !dbg !210

3:                                                ; preds = %1
  tail call void @longjmp(ptr noundef nonnull @env, i32 noundef signext 42) #8, !dbg !211
  unreachable, !dbg !211

4:                                                ; preds = %1
  %5 = add nsw i32 %0, -1, !dbg !212
  tail call fastcc void @deep(i32 noundef signext %5), !dbg !213
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !214
  ret void, !dbg !215
}

; Function Attrs: nofree nounwind
declare !dbg !216 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc signext range(i32 0, 256) i32 @parse_number(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #0 !dbg !221 {
  %3 = alloca [1 x %struct.__jmp_buf_tag], align 8, !DIAssignID !232
    #dbg_assign(i1 undef, !228, !DIExpression(), !232, ptr %3, !DIExpression(), !233)
    #dbg_value(ptr %0, !226, !DIExpression(), !233)
    #dbg_value(ptr %1, !227, !DIExpression(), !233)
  call void @llvm.lifetime.start.p0(i64 344, ptr nonnull %3) #7, !dbg !234
  %4 = call signext i32 @_setjmp(ptr noundef nonnull %3) #6, !dbg !235
  %5 = icmp eq i32 %4, 0, !dbg !237
  br i1 %5, label %6, label %9, !dbg !238

6:                                                ; preds = %2
    #dbg_value(ptr %0, !230, !DIExpression(), !239)
    #dbg_value(i32 0, !229, !DIExpression(), !233)
  %7 = load i8, ptr %0, align 1, !dbg !240, !tbaa !242
  %8 = icmp eq i8 %7, 0, !dbg !243
  br i1 %8, label %11, label %13, !dbg !243

9:                                                ; preds = %2
  %10 = load i32, ptr @bad_char, align 4, !dbg !244, !tbaa !132
  br label %28, !dbg !245

11:                                               ; preds = %21, %6
  %12 = phi i32 [ 0, %6 ], [ %24, %21 ], !dbg !233
  store i32 %12, ptr %1, align 4, !dbg !246, !tbaa !132
  br label %28

13:                                               ; preds = %6, %21
  %14 = phi i8 [ %26, %21 ], [ %7, %6 ]
  %15 = phi ptr [ %25, %21 ], [ %0, %6 ]
  %16 = phi i32 [ %24, %21 ], [ 0, %6 ]
    #dbg_value(ptr %15, !230, !DIExpression(), !239)
    #dbg_value(i32 %16, !229, !DIExpression(), !233)
    #dbg_value(i8 %14, !247, !DIExpression(), !254)
    #dbg_value(ptr %3, !253, !DIExpression(), !254)
  %17 = zext i8 %14 to i32, !dbg !256
  %18 = add i8 %14, -58, !dbg !258
  %19 = icmp ult i8 %18, -10, !dbg !258
  br i1 %19, label %20, label %21, !dbg !258

20:                                               ; preds = %13
  store i32 %17, ptr @bad_char, align 4, !dbg !259, !tbaa !132
  call void @longjmp(ptr noundef nonnull %3, i32 noundef signext 1) #8, !dbg !261
  unreachable, !dbg !261

21:                                               ; preds = %13
  %22 = mul nsw i32 %16, 10, !dbg !262
  %23 = add i32 %22, -48, !dbg !263
  %24 = add i32 %23, %17, !dbg !264
    #dbg_value(i32 %24, !229, !DIExpression(), !233)
  %25 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !265
    #dbg_value(ptr %25, !230, !DIExpression(), !239)
  %26 = load i8, ptr %25, align 1, !dbg !240, !tbaa !242
  %27 = icmp eq i8 %26, 0, !dbg !243
  br i1 %27, label %11, label %13, !dbg !243, !llvm.loop !266

28:                                               ; preds = %11, %9
  %29 = phi i32 [ %10, %9 ], [ 0, %11 ], !dbg !233
  call void @llvm.lifetime.end.p0(i64 344, ptr nonnull %3) #7, !dbg !268
  ret i32 %29, !dbg !268
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !269 void @longjmp(ptr noundef, i32 noundef signext) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind returns_twice }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!94, !95, !96, !97, !98, !100, !101, !102, !103, !104}
!llvm.ident = !{!105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "env", scope: !2, file: !3, line: 5, type: !63, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/setjmp_longjmp.c", directory: ".", checksumkind: CSK_MD5, checksum: "03c7cb5eb8d965c365fe750ae3f10153")
!4 = !{!5, !11, !16, !21, !26, !31, !36, !41, !46, !0, !51, !54, !56, !61}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !{!10}
!10 = !DISubrange(count: 40)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 5)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 2)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 8)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 216, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 27)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 16)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 12)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "depth_reached", scope: !2, file: !3, line: 6, type: !53, isLocal: true, isDefinition: true)
!53 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "jump_value", scope: !2, file: !3, line: 16, type: !53, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 15)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "bad_char", scope: !2, file: !3, line: 15, type: !53, isLocal: true, isDefinition: true)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !64, line: 32, baseType: !65)
!64 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 2752, elements: !83)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !67, line: 26, size: 2752, elements: !68)
!67 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!68 = !{!69, !85, !86}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !66, file: !67, line: 32, baseType: !70, size: 1664)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !71, line: 37, baseType: !72)
!71 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "7e744b60ebbcb5a187184102c95632e4")
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 1664, elements: !83)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_internal_tag", file: !71, line: 22, size: 1664, elements: !74)
!74 = !{!75, !77, !79, !80}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__pc", scope: !73, file: !71, line: 25, baseType: !76, size: 64)
!76 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__regs", scope: !73, file: !71, line: 27, baseType: !78, size: 768, offset: 64)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 768, elements: !49)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__sp", scope: !73, file: !71, line: 29, baseType: !76, size: 64, offset: 832)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__fpregs", scope: !73, file: !71, line: 33, baseType: !81, size: 768, offset: 896)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 768, elements: !49)
!82 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!83 = !{!84}
!84 = !DISubrange(count: 1)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !66, file: !67, line: 33, baseType: !53, size: 32, offset: 1664)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !66, file: !67, line: 34, baseType: !87, size: 1024, offset: 1728)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !88, line: 8, baseType: !89)
!88 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !88, line: 5, size: 1024, elements: !90)
!90 = !{!91}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !89, file: !88, line: 7, baseType: !92, size: 1024)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 1024, elements: !44)
!93 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!94 = !{i32 7, !"Dwarf Version", i32 5}
!95 = !{i32 2, !"Debug Info Version", i32 3}
!96 = !{i32 1, !"wchar_size", i32 4}
!97 = !{i32 1, !"target-abi", !"lp64d"}
!98 = !{i32 6, !"riscv-isa", !99}
!99 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!100 = !{i32 8, !"PIC Level", i32 2}
!101 = !{i32 7, !"PIE Level", i32 2}
!102 = !{i32 7, !"uwtable", i32 2}
!103 = !{i32 8, !"SmallDataLimit", i32 8}
!104 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!105 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!106 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !107, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!53}
!109 = !{!110, !112, !116, !118, !121, !122, !123}
!110 = !DILocalVariable(name: "counter", scope: !106, file: !3, line: 33, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !53)
!112 = !DILocalVariable(name: "inputs", scope: !106, file: !3, line: 47, type: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 320, elements: !19)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!116 = !DILocalVariable(name: "i", scope: !117, file: !3, line: 48, type: !53)
!117 = distinct !DILexicalBlock(scope: !106, file: !3, line: 48, column: 5)
!118 = !DILocalVariable(name: "v", scope: !119, file: !3, line: 49, type: !53)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 48, column: 33)
!120 = distinct !DILexicalBlock(scope: !117, file: !3, line: 48, column: 5)
!121 = !DILocalVariable(name: "code", scope: !119, file: !3, line: 50, type: !53)
!122 = !DILocalVariable(name: "loops", scope: !106, file: !3, line: 54, type: !111)
!123 = !DILocalVariable(name: "loop_env", scope: !106, file: !3, line: 55, type: !63)
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 0, scope: !106)
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 0, scope: !119)
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 33, column: 5, scope: !106)
!131 = !DILocation(line: 33, column: 18, scope: !106)
!132 = !{!133, !133, i64 0}
!133 = !{!"int", !134, i64 0}
!134 = !{!"omnipotent char", !135, i64 0}
!135 = !{!"Simple C/C++ TBAA"}
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 34, column: 13, scope: !106)
!138 = !DILocation(line: 34, column: 5, scope: !106)
!139 = !DILocation(line: 36, column: 16, scope: !140)
!140 = distinct !DILexicalBlock(scope: !106, file: !3, line: 34, column: 26)
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 37, column: 9, scope: !140)
!143 = !DILocation(line: 46, column: 56, scope: !106)
!144 = !DILocation(line: 38, column: 9, scope: !140)
!145 = !DILocation(line: 40, column: 17, scope: !140)
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 41, column: 20, scope: !140)
!148 = !DILocation(line: 42, column: 9, scope: !140)
!149 = !DILocation(line: 44, column: 20, scope: !140)
!150 = !DILocation(line: 45, column: 5, scope: !140)
!151 = !DILocation(line: 46, column: 68, scope: !106)
!152 = !DILocation(line: 46, column: 83, scope: !106)
!153 = !DILocation(line: 46, column: 5, scope: !106)
!154 = distinct !DIAssignID()
!155 = !DILocation(line: 0, scope: !117)
!156 = !DILocation(line: 48, column: 5, scope: !117)
!157 = !DILocation(line: 54, column: 5, scope: !106)
!158 = !DILocation(line: 54, column: 18, scope: !106)
!159 = distinct !DIAssignID()
!160 = !DILocation(line: 55, column: 5, scope: !106)
!161 = !DILocation(line: 56, column: 9, scope: !162)
!162 = distinct !DILexicalBlock(scope: !106, file: !3, line: 56, column: 9)
!163 = !DILocation(line: 56, column: 26, scope: !162)
!164 = !DILocation(line: 56, column: 9, scope: !106)
!165 = !DILocation(line: 49, column: 9, scope: !119)
!166 = !DILocation(line: 49, column: 13, scope: !119)
!167 = distinct !DIAssignID()
!168 = !DILocation(line: 50, column: 33, scope: !119)
!169 = !{!170, !170, i64 0}
!170 = !{!"any pointer", !134, i64 0}
!171 = !DILocation(line: 50, column: 20, scope: !119)
!172 = !DILocation(line: 51, column: 13, scope: !173)
!173 = distinct !DILexicalBlock(scope: !119, file: !3, line: 51, column: 13)
!174 = !DILocation(line: 51, column: 13, scope: !119)
!175 = !DILocation(line: 51, column: 19, scope: !173)
!176 = !DILocation(line: 52, column: 52, scope: !173)
!177 = !DILocation(line: 52, column: 14, scope: !173)
!178 = !DILocation(line: 53, column: 5, scope: !120)
!179 = !DILocation(line: 48, column: 29, scope: !120)
!180 = !DILocation(line: 48, column: 23, scope: !120)
!181 = distinct !{!181, !156, !182, !183}
!182 = !DILocation(line: 53, column: 5, scope: !117)
!183 = !{!"llvm.loop.mustprogress"}
!184 = !DILocation(line: 57, column: 14, scope: !185)
!185 = distinct !DILexicalBlock(scope: !162, file: !3, line: 56, column: 31)
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 58, column: 13, scope: !188)
!188 = distinct !DILexicalBlock(scope: !185, file: !3, line: 58, column: 13)
!189 = !DILocation(line: 58, column: 19, scope: !188)
!190 = !DILocation(line: 58, column: 13, scope: !185)
!191 = !DILocation(line: 58, column: 42, scope: !188)
!192 = !DILocation(line: 58, column: 24, scope: !188)
!193 = !DILocation(line: 60, column: 28, scope: !106)
!194 = !DILocation(line: 60, column: 5, scope: !106)
!195 = !DILocation(line: 62, column: 1, scope: !106)
!196 = !DILocation(line: 61, column: 5, scope: !106)
!197 = !DISubprogram(name: "_setjmp", scope: !64, file: !64, line: 45, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{!53, !200}
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!201 = distinct !DISubprogram(name: "deep", scope: !3, file: !3, line: 8, type: !202, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !204)
!202 = !DISubroutineType(types: !203)
!203 = !{null, !53}
!204 = !{!205}
!205 = !DILocalVariable(name: "n", arg: 1, scope: !201, file: !3, line: 8, type: !53)
!206 = !DILocation(line: 0, scope: !201)
!207 = !DILocation(line: 9, column: 19, scope: !201)
!208 = !DILocation(line: 10, column: 11, scope: !209)
!209 = distinct !DILexicalBlock(scope: !201, file: !3, line: 10, column: 9)
!210 = !DILocation(line: 10, column: 9, scope: !201)
!211 = !DILocation(line: 10, column: 17, scope: !209)
!212 = !DILocation(line: 11, column: 12, scope: !201)
!213 = !DILocation(line: 11, column: 5, scope: !201)
!214 = !DILocation(line: 12, column: 5, scope: !201)
!215 = !DILocation(line: 13, column: 1, scope: !201)
!216 = !DISubprogram(name: "printf", scope: !217, file: !217, line: 356, type: !218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!218 = !DISubroutineType(types: !219)
!219 = !{!53, !220, null}
!220 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!221 = distinct !DISubprogram(name: "parse_number", scope: !3, file: !3, line: 23, type: !222, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !225)
!222 = !DISubroutineType(types: !223)
!223 = !{!53, !114, !224}
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!225 = !{!226, !227, !228, !229, !230}
!226 = !DILocalVariable(name: "s", arg: 1, scope: !221, file: !3, line: 23, type: !114)
!227 = !DILocalVariable(name: "out", arg: 2, scope: !221, file: !3, line: 23, type: !224)
!228 = !DILocalVariable(name: "err", scope: !221, file: !3, line: 24, type: !63)
!229 = !DILocalVariable(name: "v", scope: !221, file: !3, line: 26, type: !53)
!230 = !DILocalVariable(name: "p", scope: !231, file: !3, line: 27, type: !114)
!231 = distinct !DILexicalBlock(scope: !221, file: !3, line: 27, column: 5)
!232 = distinct !DIAssignID()
!233 = !DILocation(line: 0, scope: !221)
!234 = !DILocation(line: 24, column: 5, scope: !221)
!235 = !DILocation(line: 25, column: 9, scope: !236)
!236 = distinct !DILexicalBlock(scope: !221, file: !3, line: 25, column: 9)
!237 = !DILocation(line: 25, column: 21, scope: !236)
!238 = !DILocation(line: 25, column: 9, scope: !221)
!239 = !DILocation(line: 0, scope: !231)
!240 = !DILocation(line: 27, column: 29, scope: !241)
!241 = distinct !DILexicalBlock(scope: !231, file: !3, line: 27, column: 5)
!242 = !{!134, !134, i64 0}
!243 = !DILocation(line: 27, column: 5, scope: !231)
!244 = !DILocation(line: 25, column: 34, scope: !236)
!245 = !DILocation(line: 25, column: 27, scope: !236)
!246 = !DILocation(line: 28, column: 10, scope: !221)
!247 = !DILocalVariable(name: "c", arg: 1, scope: !248, file: !3, line: 18, type: !8)
!248 = distinct !DISubprogram(name: "parse_digit", scope: !3, file: !3, line: 18, type: !249, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !252)
!249 = !DISubroutineType(types: !250)
!250 = !{!53, !8, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!252 = !{!247, !253}
!253 = !DILocalVariable(name: "err", arg: 2, scope: !248, file: !3, line: 18, type: !251)
!254 = !DILocation(line: 0, scope: !248, inlinedAt: !255)
!255 = distinct !DILocation(line: 27, column: 51, scope: !241)
!256 = !DILocation(line: 19, column: 9, scope: !257, inlinedAt: !255)
!257 = distinct !DILexicalBlock(scope: !248, file: !3, line: 19, column: 9)
!258 = !DILocation(line: 19, column: 17, scope: !257, inlinedAt: !255)
!259 = !DILocation(line: 19, column: 40, scope: !260, inlinedAt: !255)
!260 = distinct !DILexicalBlock(scope: !257, file: !3, line: 19, column: 29)
!261 = !DILocation(line: 19, column: 45, scope: !260, inlinedAt: !255)
!262 = !DILocation(line: 27, column: 44, scope: !241)
!263 = !DILocation(line: 20, column: 14, scope: !248, inlinedAt: !255)
!264 = !DILocation(line: 27, column: 49, scope: !241)
!265 = !DILocation(line: 27, column: 34, scope: !241)
!266 = distinct !{!266, !243, !267, !183}
!267 = !DILocation(line: 27, column: 71, scope: !231)
!268 = !DILocation(line: 30, column: 1, scope: !221)
!269 = !DISubprogram(name: "longjmp", scope: !64, file: !64, line: 54, type: !270, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!270 = !DISubroutineType(types: !271)
!271 = !{null, !200, !53}
