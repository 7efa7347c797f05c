; ModuleID = 'tests/programs/atomics.c'
source_filename = "tests/programs/atomics.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Pt = type { i32, i32 }
%struct.atomic_flag = type { i8 }

@counter = internal global i32 0, align 4
@.str = private unnamed_addr constant [14 x i8] c"counter = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"fetch_sub old = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"fetch_or old = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"fetch_and old = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"fetch_xor old = %d now = %d\0A\00", align 1
@big = internal global i64 1, align 8
@.str.5 = private unnamed_addr constant [32 x i8] c"big = %lld exchange old = %lld\0A\00", align 1
@small8 = internal global i8 -6, align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"small8 wrapped = %u\0A\00", align 1
@sh = internal global i16 -3, align 2
@.str.7 = private unnamed_addr constant [12 x i8] c"short = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [33 x i8] c"cas fail: ok=%d expected now=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [29 x i8] c"cas success: ok=%d value=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [37 x i8] c"cas_increment steps = %d value = %d\0A\00", align 1
@flag = internal unnamed_addr global i8 0, align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"flag = %d\0A\00", align 1
@main.target = internal global i32 5, align 4
@ptr = internal unnamed_addr global ptr null, align 8
@.str.12 = private unnamed_addr constant [17 x i8] c"ptr target = %d\0A\00", align 1
@apt = internal global %struct.Pt zeroinitializer, align 8
@.str.13 = private unnamed_addr constant [30 x i8] c"struct atomics = %d %d %d %d\0A\00", align 1
@adbl = internal global double 1.500000e+00, align 8
@.str.14 = private unnamed_addr constant [22 x i8] c"double atomic = %.3f\0A\00", align 1
@.str.15 = private unnamed_addr constant [20 x i8] c"lock free int = %d\0A\00", align 1
@lock = internal global %struct.atomic_flag zeroinitializer, align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  br label %13

1:                                                ; preds = %13
  %2 = load atomic i32, ptr @counter seq_cst, align 4
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %2)
  %4 = atomicrmw sub ptr @counter, i32 50 release, align 4
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %4)
  %6 = atomicrmw or ptr @counter, i32 256 seq_cst, align 4
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %6)
  %8 = atomicrmw and ptr @counter, i32 4080 seq_cst, align 4
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %8)
  %10 = atomicrmw xor ptr @counter, i32 1445 seq_cst, align 4
  %11 = load atomic i32, ptr @counter seq_cst, align 4
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %10, i32 noundef signext %11)
  br label %49

13:                                               ; preds = %0, %13
  %14 = phi i32 [ 0, %0 ], [ %16, %13 ]
  %15 = atomicrmw add ptr @counter, i32 %14 seq_cst, align 4
  %16 = add nuw nsw i32 %14, 1
  %17 = icmp eq i32 %16, 100
  br i1 %17, label %1, label %13, !llvm.loop !9

18:                                               ; preds = %49
  %19 = load atomic i64, ptr @big seq_cst, align 8
  %20 = atomicrmw xchg ptr @big, i64 -1 seq_cst, align 8
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %19, i64 noundef %20)
  %22 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %23 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %24 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %25 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %26 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %27 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %28 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %29 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %30 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %31 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1
  %32 = load atomic i8, ptr @small8 seq_cst, align 1
  %33 = zext i8 %32 to i32
  %34 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %33)
  %35 = atomicrmw sub ptr @sh, i16 1000 seq_cst, align 2
  %36 = load atomic i16, ptr @sh seq_cst, align 2
  %37 = sext i16 %36 to i32
  %38 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %37)
  %39 = cmpxchg ptr @counter, i32 12345, i32 1 seq_cst seq_cst, align 4
  %40 = extractvalue { i32, i1 } %39, 1
  %41 = extractvalue { i32, i1 } %39, 0
  %42 = zext i1 %40 to i32
  %43 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext %42, i32 noundef signext %41)
  %44 = cmpxchg ptr @counter, i32 %41, i32 7 seq_cst seq_cst, align 4
  %45 = extractvalue { i32, i1 } %44, 1
  %46 = zext i1 %45 to i32
  %47 = load atomic i32, ptr @counter seq_cst, align 4
  %48 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %46, i32 noundef signext %47)
  br label %56

49:                                               ; preds = %1, %49
  %50 = phi i32 [ 0, %1 ], [ %54, %49 ]
  %51 = load atomic i64, ptr @big seq_cst, align 8
  %52 = mul nsw i64 %51, 3
  %53 = add nsw i64 %52, 1
  store atomic i64 %53, ptr @big seq_cst, align 8
  %54 = add nuw nsw i32 %50, 1
  %55 = icmp eq i32 %54, 30
  br i1 %55, label %18, label %49, !llvm.loop !11

56:                                               ; preds = %67, %18
  %57 = phi i32 [ 0, %18 ], [ %68, %67 ]
  %58 = load atomic i32, ptr @counter monotonic, align 4
  br label %59

59:                                               ; preds = %62, %56
  %60 = phi i32 [ %58, %56 ], [ %66, %62 ]
  %61 = icmp slt i32 %60, 20
  br i1 %61, label %62, label %69

62:                                               ; preds = %59
  %63 = add nsw i32 %60, 1
  %64 = cmpxchg weak ptr @counter, i32 %60, i32 %63 acq_rel monotonic, align 4
  %65 = extractvalue { i32, i1 } %64, 1
  %66 = extractvalue { i32, i1 } %64, 0
  br i1 %65, label %67, label %59, !llvm.loop !12

67:                                               ; preds = %62
  %68 = add nuw nsw i32 %57, 1
  br label %56, !llvm.loop !13

69:                                               ; preds = %59
  %70 = load atomic i32, ptr @counter seq_cst, align 4
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext %57, i32 noundef signext %70)
  br label %72

72:                                               ; preds = %72, %69
  %73 = atomicrmw xchg ptr @lock, i8 1 acquire, align 1
  %74 = trunc i8 %73 to i1
  br i1 %74, label %72, label %75, !llvm.loop !14

75:                                               ; preds = %72
  store atomic i8 1, ptr @flag monotonic, align 1
  store atomic i8 0, ptr @lock release, align 1
  %76 = load atomic i8, ptr @flag seq_cst, align 1
  %77 = and i8 %76, 1
  %78 = zext nneg i8 %77 to i32
  %79 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %78)
  store atomic i64 ptrtoint (ptr @main.target to i64), ptr @ptr seq_cst, align 8
  %80 = load atomic i64, ptr @ptr seq_cst, align 8
  %81 = inttoptr i64 %80 to ptr
  %82 = load i32, ptr %81, align 4, !tbaa !15
  %83 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext %82)
  store atomic i64 17179869187, ptr @apt seq_cst, align 8
  %84 = atomicrmw xchg ptr @apt, i64 85899345930 seq_cst, align 8
  %85 = trunc i64 %84 to i32
  %86 = lshr i64 %84, 32
  %87 = trunc nuw i64 %86 to i32
  %88 = load atomic i64, ptr @apt seq_cst, align 8
  %89 = trunc i64 %88 to i32
  %90 = lshr i64 %88, 32
  %91 = trunc nuw i64 %90 to i32
  %92 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %85, i32 noundef signext %87, i32 noundef signext %89, i32 noundef signext %91)
  %93 = load atomic i64, ptr @adbl seq_cst, align 8
  br label %94

94:                                               ; preds = %94, %75
  %95 = phi i64 [ %93, %75 ], [ %101, %94 ]
  %96 = bitcast i64 %95 to double
  %97 = tail call double @llvm.fmuladd.f64(double %96, double 2.000000e+00, double 2.500000e-01)
  %98 = bitcast double %97 to i64
  %99 = cmpxchg weak ptr @adbl, i64 %95, i64 %98 seq_cst seq_cst, align 8
  %100 = extractvalue { i64, i1 } %99, 1
  %101 = extractvalue { i64, i1 } %99, 0
  br i1 %100, label %102, label %94, !llvm.loop !19

102:                                              ; preds = %94
  %103 = load atomic i64, ptr @adbl seq_cst, align 8
  %104 = bitcast i64 %103 to double
  %105 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %104)
  fence seq_cst
  fence syncscope("singlethread") acquire
  %106 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C/C++ TBAA"}
!19 = distinct !{!19, !10}
