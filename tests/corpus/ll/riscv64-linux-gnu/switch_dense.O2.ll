; ModuleID = 'tests/programs/switch_dense.c'
source_filename = "tests/programs/switch_dense.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"classify sum = %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"day %u = %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"fallthrough = %d\0A\00", align 1
@__const.main.fact = private unnamed_addr constant [13 x i32] [i32 0, i32 1, i32 0, i32 10, i32 5, i32 6, i32 3, i32 5, i32 9, i32 8, i32 4, i32 7, i32 10], align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"vm result = %ld\0A\00", align 1
@__const.main.loop = private unnamed_addr constant [14 x i32] [i32 0, i32 0, i32 0, i32 5, i32 11, i32 5, i32 6, i32 1, i32 5, i32 9, i32 8, i32 4, i32 7, i32 10], align 4
@.str.4 = private unnamed_addr constant [15 x i8] c"vm loop = %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"vm: %ld\0A\00", align 1
@switch.table.main = private unnamed_addr constant [12 x i32] [i32 100, i32 101, i32 7, i32 1003, i32 -4, i32 55, i32 606, i32 17, i32 8, i32 9999, i32 10, i32 -11], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %10
  %2 = phi i32 [ -3, %0 ], [ %13, %10 ]
  %3 = phi i32 [ 0, %0 ], [ %12, %10 ]
  %4 = mul i32 %3, 3
  %5 = icmp ult i32 %2, 12
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = zext nneg i32 %2 to i64
  %8 = getelementptr inbounds [12 x i32], ptr @switch.table.main, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4
  br label %10

10:                                               ; preds = %1, %6
  %11 = phi i32 [ %9, %6 ], [ -1, %1 ]
  %12 = add i32 %11, %4
  %13 = add nsw i32 %2, 1
  %14 = icmp eq i32 %13, 15
  br i1 %14, label %15, label %1, !llvm.loop !9

15:                                               ; preds = %10
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %12)
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 0, ptr noundef nonnull @.str.5)
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 2, ptr noundef nonnull @.str.7)
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 4, ptr noundef nonnull @.str.9)
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 6, ptr noundef nonnull @.str.11)
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 8, ptr noundef nonnull @.str.12)
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 773056)
  %23 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.fact)
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %23)
  %25 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.loop)
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %25)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = alloca [64 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #3
  br label %3

3:                                                ; preds = %19, %1
  %4 = phi i32 [ 0, %1 ], [ %20, %19 ]
  %5 = phi i32 [ 0, %1 ], [ %21, %19 ]
  %6 = add nsw i32 %4, 1
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !11
  switch i32 %9, label %107 [
    i32 0, label %10
    i32 1, label %22
    i32 2, label %32
    i32 3, label %42
    i32 4, label %52
    i32 5, label %60
    i32 6, label %69
    i32 7, label %77
    i32 8, label %79
    i32 9, label %90
    i32 11, label %96
    i32 10, label %102
  ]

10:                                               ; preds = %3
  %11 = add nsw i32 %4, 2
  %12 = sext i32 %6 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !11
  %15 = sext i32 %14 to i64
  %16 = add nsw i32 %5, 1
  %17 = sext i32 %5 to i64
  %18 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %17
  store i64 %15, ptr %18, align 8, !tbaa !15
  br label %19

19:                                               ; preds = %10, %22, %32, %42, %52, %60, %69, %77, %90, %96, %86, %79
  %20 = phi i32 [ %6, %96 ], [ %6, %90 ], [ %6, %77 ], [ %6, %69 ], [ %6, %60 ], [ %6, %52 ], [ %6, %42 ], [ %6, %32 ], [ %6, %22 ], [ %11, %10 ], [ %89, %86 ], [ %80, %79 ]
  %21 = phi i32 [ %5, %96 ], [ %5, %90 ], [ %78, %77 ], [ %76, %69 ], [ %5, %60 ], [ %59, %52 ], [ %43, %42 ], [ %33, %32 ], [ %23, %22 ], [ %16, %10 ], [ %5, %86 ], [ %5, %79 ]
  br label %3

22:                                               ; preds = %3
  %23 = add nsw i32 %5, -1
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !15
  %27 = add nsw i32 %5, -2
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %28
  %30 = load i64, ptr %29, align 8, !tbaa !15
  %31 = add nsw i64 %30, %26
  store i64 %31, ptr %29, align 8, !tbaa !15
  br label %19

32:                                               ; preds = %3
  %33 = add nsw i32 %5, -1
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %34
  %36 = load i64, ptr %35, align 8, !tbaa !15
  %37 = add nsw i32 %5, -2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %38
  %40 = load i64, ptr %39, align 8, !tbaa !15
  %41 = sub nsw i64 %40, %36
  store i64 %41, ptr %39, align 8, !tbaa !15
  br label %19

42:                                               ; preds = %3
  %43 = add nsw i32 %5, -1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %44
  %46 = load i64, ptr %45, align 8, !tbaa !15
  %47 = add nsw i32 %5, -2
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %48
  %50 = load i64, ptr %49, align 8, !tbaa !15
  %51 = mul nsw i64 %50, %46
  store i64 %51, ptr %49, align 8, !tbaa !15
  br label %19

52:                                               ; preds = %3
  %53 = add nsw i32 %5, -1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %54
  %56 = load i64, ptr %55, align 8, !tbaa !15
  %57 = sext i32 %5 to i64
  %58 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %57
  store i64 %56, ptr %58, align 8, !tbaa !15
  %59 = add nsw i32 %5, 1
  br label %19

60:                                               ; preds = %3
  %61 = add nsw i32 %5, -1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8, !tbaa !15
  %65 = add nsw i32 %5, -2
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %66
  %68 = load i64, ptr %67, align 8, !tbaa !15
  store i64 %68, ptr %63, align 8, !tbaa !15
  store i64 %64, ptr %67, align 8, !tbaa !15
  br label %19

69:                                               ; preds = %3
  %70 = add nsw i32 %5, -2
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %71
  %73 = load i64, ptr %72, align 8, !tbaa !15
  %74 = sext i32 %5 to i64
  %75 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %74
  store i64 %73, ptr %75, align 8, !tbaa !15
  %76 = add nsw i32 %5, 1
  br label %19

77:                                               ; preds = %3
  %78 = add nsw i32 %5, -1
  br label %19

79:                                               ; preds = %3
  %80 = add nsw i32 %4, 2
  %81 = add nsw i32 %5, -1
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %82
  %84 = load i64, ptr %83, align 8, !tbaa !15
  %85 = icmp eq i64 %84, 0
  br i1 %85, label %19, label %86

86:                                               ; preds = %79
  %87 = sext i32 %6 to i64
  %88 = getelementptr inbounds i32, ptr %0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !11
  br label %19

90:                                               ; preds = %3
  %91 = add nsw i32 %5, -1
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %92
  %94 = load i64, ptr %93, align 8, !tbaa !15
  %95 = add nsw i64 %94, -1
  store i64 %95, ptr %93, align 8, !tbaa !15
  br label %19

96:                                               ; preds = %3
  %97 = add nsw i32 %5, -1
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %98
  %100 = load i64, ptr %99, align 8, !tbaa !15
  %101 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %100)
  br label %19

102:                                              ; preds = %3
  %103 = add nsw i32 %5, -1
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %104
  %106 = load i64, ptr %105, align 8, !tbaa !15
  br label %107

107:                                              ; preds = %3, %102
  %108 = phi i64 [ %106, %102 ], [ -999, %3 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #3
  ret i64 %108
}

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !13, i64 0}
