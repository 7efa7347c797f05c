; ModuleID = 'tests/programs/divmod_shifts.c'
source_filename = "tests/programs/divmod_shifts.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456, i32 -98765], align 4
@.str = private unnamed_addr constant [43 x i8] c"%d: /7=%d /16=%d %%8=%d /10u=%u %%13=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"h = %u\0A\00", align 1
@__const.main.ys = private unnamed_addr constant [4 x i64] [i64 1000000000000, i64 -999999999999, i64 9223372036854775807, i64 -9223372036854775807], align 8
@.str.2 = private unnamed_addr constant [23 x i8] c"%lld/%lld=%lld r%lld  \00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"u/1000=%llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"int16 %d %d uint8 %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"macro %d %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [45 x i8] c"s=%u: shl=%016llx lshr=%016llx ashr=%016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"32: %08x %08x %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [38 x i8] c"small shifts: %04x %04x %02x %02x %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"acc = %llu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %3
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1590027353)
  br label %35

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %14, %3 ]
  %5 = getelementptr inbounds [11 x i32], ptr @__const.main.xs, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !9
  %7 = sdiv i32 %6, 7
  %8 = sdiv i32 %6, 16
  %9 = srem i32 %6, 8
  %10 = udiv i32 %6, 10
  %11 = srem i32 %6, 13
  %12 = sext i32 %11 to i64
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %6, i32 noundef signext %7, i32 noundef signext %8, i32 noundef signext %9, i32 noundef signext %10, i64 noundef %12)
  %14 = add nuw nsw i64 %4, 1
  %15 = icmp eq i64 %14, 11
  br i1 %15, label %1, label %3, !llvm.loop !13

16:                                               ; preds = %35
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext -10922, i32 noundef signext -255, i32 noundef signext 5, i32 noundef signext 17)
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext -3, i32 noundef signext 3)
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0, i64 noundef -9141386507638288913, i64 noundef -9141386507638288913, i64 noundef -1070935975390360081)
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 9, i64 noundef 5083102811422187008, i64 noundef 18174526496232934, i64 noundef -2091671826934298)
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 18, i64 noundef 1557725055112970240, i64 noundef 35497122062954, i64 noundef -4085296536982)
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 27, i64 noundef 4345233048330043392, i64 noundef 69330316529, i64 noundef -7979094799)
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 36, i64 noundef -7296712173873528832, i64 noundef 135410774, i64 noundef -15584170)
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 45, i64 noundef 8772413939792216064, i64 noundef 264474, i64 noundef -30438)
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 54, i64 noundef 8917127262193582080, i64 noundef 516, i64 noundef -60)
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 63, i64 noundef -9223372036854775808, i64 noundef 1, i64 noundef -1)
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext -2147483647, i32 noundef signext -2147483647, i32 noundef signext -2147483632)
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 32, i32 noundef signext 67108864, i32 noundef signext -67108864)
  %29 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1024, i32 noundef signext 2097152, i32 noundef signext -2097152)
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 32768, i32 noundef signext 65536, i32 noundef signext -65536)
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1048576, i32 noundef signext 2048, i32 noundef signext -2048)
  %32 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 33554432, i32 noundef signext 64, i32 noundef signext -64)
  %33 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1073741824, i32 noundef signext 2, i32 noundef signext -2)
  %34 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 8, i32 noundef signext 4096, i32 noundef signext 2, i32 noundef signext 64, i32 noundef signext -32)
  br label %56

35:                                               ; preds = %1, %35
  %36 = phi i64 [ 0, %1 ], [ %52, %35 ]
  %37 = getelementptr inbounds [4 x i64], ptr @__const.main.ys, i64 0, i64 %36
  %38 = load i64, ptr %37, align 8, !tbaa !15
  %39 = sdiv i64 %38, -5
  %40 = srem i64 %38, 5
  %41 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef -5, i64 noundef %39, i64 noundef %40)
  %42 = sdiv i64 %38, -2
  %43 = srem i64 %38, 2
  %44 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef -2, i64 noundef %42, i64 noundef %43)
  %45 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef 1, i64 noundef %38, i64 noundef 0)
  %46 = sdiv i64 %38, 4
  %47 = mul i64 %46, 4
  %48 = sub i64 %38, %47
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef 4, i64 noundef %46, i64 noundef %48)
  %50 = udiv i64 %38, 1000
  %51 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %50)
  %52 = add nuw nsw i64 %36, 1
  %53 = icmp eq i64 %52, 4
  br i1 %53, label %16, label %35, !llvm.loop !17

54:                                               ; preds = %56
  %55 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %67)
  ret i32 0

56:                                               ; preds = %16, %56
  %57 = phi i64 [ 0, %16 ], [ %68, %56 ]
  %58 = phi i64 [ 1, %16 ], [ %67, %56 ]
  %59 = trunc i64 %57 to i8
  %60 = urem i8 %59, 7
  %61 = zext nneg i8 %60 to i64
  %62 = shl i64 %58, %61
  %63 = urem i8 %59, 11
  %64 = zext nneg i8 %63 to i64
  %65 = lshr i64 %58, %64
  %66 = xor i64 %65, %62
  %67 = xor i64 %66, %57
  %68 = add nuw nsw i64 %57, 1
  %69 = icmp eq i64 %68, 200
  br i1 %69, label %54, label %56, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

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
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !11, i64 0}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
