; ModuleID = 'tests/programs/varargs.c'
source_filename = "tests/programs/varargs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Three = type { i64, i64, i64 }

@.str = private unnamed_addr constant [17 x i8] c"sum_ints = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"sum_ints many = %lld\0A\00", align 1
@__const.main.th = private unnamed_addr constant %struct.Three { i64 100, i64 30, i64 7 }, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"mixed = %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"ildsptd\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"AB\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"count_twice = %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"%d-%s-%.2f-%c-%lld\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"many_doubles = %.3f\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"[%s]\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Three, align 8
  %2 = tail call i64 (i32, ...) @sum_ints(i32 noundef signext 5, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2)
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef signext 12, i32 noundef signext 1, i32 noundef signext -2, i32 noundef signext 3, i32 noundef signext -4, i32 noundef signext 5, i32 noundef signext -6, i32 noundef signext 7, i32 noundef signext -8, i32 noundef signext 9, i32 noundef signext -10, i32 noundef signext 11, i32 noundef signext 1000)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %4)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.th, i64 24, i1 false), !tbaa.struct !9
  %6 = call double (ptr, ...) @mixed(ptr nonnull poison, i32 noundef signext 7, i64 noundef 1234567890123, double noundef 5.000000e-01, ptr noundef nonnull @.str.4, [2 x i64] [i64 3, i64 4612811918334230528], ptr noundef nonnull %1, double noundef -1.250000e+00)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8
  %7 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %6)
  %8 = call signext i32 (i32, ...) @count_twice(i32 signext poison, i32 noundef signext 5, i32 noundef signext 6, i32 noundef signext 7, i32 noundef signext 8, i32 noundef signext 0)
  %9 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %8)
  call void (ptr, ...) @my_printf(ptr nonnull poison, i32 noundef signext 42, ptr noundef nonnull @.str.7, double noundef 3.141590e+00, i32 noundef signext 122, i64 noundef -9876543210)
  %10 = call double (i32, ...) @many_doubles(i32 signext poison, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.050000e+01)
  %11 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %10)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef signext %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  br label %8

6:                                                ; preds = %8, %1
  %7 = phi i64 [ 0, %1 ], [ %15, %8 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret i64 %7

8:                                                ; preds = %4, %8
  %9 = phi i32 [ %16, %8 ], [ 0, %4 ]
  %10 = phi i64 [ %15, %8 ], [ 0, %4 ]
  %11 = phi ptr [ %12, %8 ], [ %5, %4 ]
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %2, align 8
  %13 = load i32, ptr %11, align 8, !tbaa !14
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %10, %14
  %16 = add nuw nsw i32 %9, 1
  %17 = icmp eq i32 %16, %0
  br i1 %17, label %6, label %8, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @mixed(ptr nocapture readnone %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  br label %4

4:                                                ; preds = %57, %1
  %5 = phi ptr [ %3, %1 ], [ %58, %57 ]
  %6 = phi ptr [ @.str.3, %1 ], [ %60, %57 ]
  %7 = phi double [ 0.000000e+00, %1 ], [ %59, %57 ]
  %8 = load i8, ptr %6, align 1, !tbaa !18
  switch i8 %8, label %57 [
    i8 0, label %9
    i8 105, label %10
    i8 108, label %15
    i8 100, label %20
    i8 115, label %24
    i8 112, label %38
    i8 116, label %45
  ]

9:                                                ; preds = %4
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret double %7

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %11, ptr %2, align 8
  %12 = load i32, ptr %5, align 8, !tbaa !14
  %13 = sitofp i32 %12 to double
  %14 = fadd double %7, %13
  br label %57

15:                                               ; preds = %4
  %16 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %16, ptr %2, align 8
  %17 = load i64, ptr %5, align 8, !tbaa !10
  %18 = sitofp i64 %17 to double
  %19 = fadd double %7, %18
  br label %57

20:                                               ; preds = %4
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %21, ptr %2, align 8
  %22 = load double, ptr %5, align 8, !tbaa !19
  %23 = fadd double %7, %22
  br label %57

24:                                               ; preds = %4
  %25 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %25, ptr %2, align 8
  %26 = load ptr, ptr %5, align 8, !tbaa !21
  %27 = load i8, ptr %26, align 1, !tbaa !18
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %57, label %29

29:                                               ; preds = %24, %29
  %30 = phi i8 [ %36, %29 ], [ %27, %24 ]
  %31 = phi double [ %35, %29 ], [ %7, %24 ]
  %32 = phi ptr [ %33, %29 ], [ %26, %24 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 1
  %34 = uitofp i8 %30 to double
  %35 = fadd double %31, %34
  %36 = load i8, ptr %33, align 1, !tbaa !18
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %57, label %29, !llvm.loop !23

38:                                               ; preds = %4
  %39 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %39, ptr %2, align 8
  %40 = load i32, ptr %5, align 8, !tbaa !14
  %41 = getelementptr inbounds i8, ptr %5, i64 8
  %42 = load double, ptr %41, align 8, !tbaa !19
  %43 = sitofp i32 %40 to double
  %44 = call double @llvm.fmuladd.f64(double %43, double %42, double %7)
  br label %57

45:                                               ; preds = %4
  %46 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %46, ptr %2, align 8
  %47 = load ptr, ptr %5, align 8
  %48 = load i64, ptr %47, align 8, !tbaa !10
  %49 = getelementptr inbounds i8, ptr %47, i64 8
  %50 = load i64, ptr %49, align 8, !tbaa !10
  %51 = getelementptr inbounds i8, ptr %47, i64 16
  %52 = load i64, ptr %51, align 8, !tbaa !10
  %53 = sub i64 %48, %50
  %54 = add nsw i64 %53, %52
  %55 = sitofp i64 %54 to double
  %56 = fadd double %7, %55
  br label %57

57:                                               ; preds = %29, %24, %4, %10, %15, %20, %38, %45
  %58 = phi ptr [ %46, %45 ], [ %39, %38 ], [ %21, %20 ], [ %16, %15 ], [ %11, %10 ], [ %5, %4 ], [ %25, %24 ], [ %25, %29 ]
  %59 = phi double [ %56, %45 ], [ %44, %38 ], [ %23, %20 ], [ %19, %15 ], [ %14, %10 ], [ %7, %4 ], [ %7, %24 ], [ %35, %29 ]
  %60 = getelementptr inbounds i8, ptr %6, i64 1
  br label %4, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal signext i32 @count_twice(i32 signext %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 8, !tbaa !21
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i32 [ 0, %1 ], [ %8, %5 ]
  %7 = phi ptr [ %4, %1 ], [ %9, %5 ]
  %8 = add nuw nsw i32 %6, 1
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  %10 = load i32, ptr %7, align 8, !tbaa !14
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %5, !llvm.loop !25

12:                                               ; preds = %5
  %13 = load ptr, ptr %3, align 8, !tbaa !21
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i32 [ 0, %12 ], [ %17, %14 ]
  %16 = phi ptr [ %13, %12 ], [ %18, %14 ]
  %17 = add nuw nsw i32 %15, 1
  %18 = getelementptr inbounds i8, ptr %16, i64 8
  %19 = load i32, ptr %16, align 8, !tbaa !14
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %14, !llvm.loop !25

21:                                               ; preds = %14
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %22 = mul nuw nsw i32 %8, 100
  %23 = add nuw nsw i32 %17, %22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret i32 %23
}

; Function Attrs: nofree nounwind uwtable
define internal void @my_printf(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca [256 x i8], align 1
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = load ptr, ptr %3, align 8, !tbaa !21
  %5 = call signext i32 @vsnprintf(ptr noundef nonnull %2, i64 noundef 256, ptr noundef nonnull @.str.6, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %3)
  %6 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @many_doubles(i32 signext %0, ...) unnamed_addr #5 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = load double, ptr %3, align 8, !tbaa !19
  %6 = fadd double %5, 0.000000e+00
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  %8 = load double, ptr %4, align 8, !tbaa !19
  %9 = call double @llvm.fmuladd.f64(double %8, double 2.000000e+00, double %6)
  %10 = getelementptr inbounds i8, ptr %3, i64 24
  %11 = load double, ptr %7, align 8, !tbaa !19
  %12 = call double @llvm.fmuladd.f64(double %11, double 3.000000e+00, double %9)
  %13 = getelementptr inbounds i8, ptr %3, i64 32
  %14 = load double, ptr %10, align 8, !tbaa !19
  %15 = call double @llvm.fmuladd.f64(double %14, double 4.000000e+00, double %12)
  %16 = getelementptr inbounds i8, ptr %3, i64 40
  %17 = load double, ptr %13, align 8, !tbaa !19
  %18 = call double @llvm.fmuladd.f64(double %17, double 5.000000e+00, double %15)
  %19 = getelementptr inbounds i8, ptr %3, i64 48
  %20 = load double, ptr %16, align 8, !tbaa !19
  %21 = call double @llvm.fmuladd.f64(double %20, double 6.000000e+00, double %18)
  %22 = getelementptr inbounds i8, ptr %3, i64 56
  %23 = load double, ptr %19, align 8, !tbaa !19
  %24 = call double @llvm.fmuladd.f64(double %23, double 7.000000e+00, double %21)
  %25 = getelementptr inbounds i8, ptr %3, i64 64
  %26 = load double, ptr %22, align 8, !tbaa !19
  %27 = call double @llvm.fmuladd.f64(double %26, double 8.000000e+00, double %24)
  %28 = getelementptr inbounds i8, ptr %3, i64 72
  %29 = load double, ptr %25, align 8, !tbaa !19
  %30 = call double @llvm.fmuladd.f64(double %29, double 9.000000e+00, double %27)
  %31 = getelementptr inbounds i8, ptr %3, i64 80
  store ptr %31, ptr %2, align 8
  %32 = load double, ptr %28, align 8, !tbaa !19
  %33 = call double @llvm.fmuladd.f64(double %32, double 1.000000e+01, double %30)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret double %33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #6

; Function Attrs: nofree nounwind
declare noundef signext i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!9 = !{i64 0, i64 8, !10, i64 8, i64 8, !10, i64 16, i64 8, !10}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!12, !12, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !12, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"any pointer", !12, i64 0}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
