; ModuleID = 'tests/programs/nohdr_vector.c'
source_filename = "tests/programs/nohdr_vector.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"acc = %d %d %d %d sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"shuffle max = %d %d %d %d min = %d abs = %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"float vec = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"double vec = %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"bytes hash = %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"shorts = %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"longs = %lld %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"convert = %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"add_loop = %d dot = %.3f max = %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 4
  %2 = alloca [256 x i32], align 4
  %3 = alloca [256 x i32], align 4
  %4 = alloca [256 x float], align 4
  %5 = alloca [256 x float], align 4
  %6 = alloca [256 x i8], align 1
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 144, i32 noundef signext 392, i32 noundef signext 768, i32 noundef signext 1296, i32 noundef signext 2600)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1296, i32 noundef signext 768, i32 noundef signext 768, i32 noundef signext 1296, i32 noundef signext 144, i32 noundef signext 44, i32 noundef signext 1196)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 1.500000e+00, double noundef 1.750000e+00, double noundef 3.500000e+00)
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -2.500000e-01, double noundef 7.500000e-01, double noundef 3.750000e+00, double noundef 8.750000e+00)
  br label %14

11:                                               ; preds = %14
  %12 = shufflevector <16 x i8> %19, <16 x i8> poison, <16 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0>
  %13 = xor <16 x i8> %12, %19
  br label %27

14:                                               ; preds = %0, %14
  %15 = phi <16 x i8> [ undef, %0 ], [ %19, %14 ]
  %16 = phi i32 [ 0, %0 ], [ %20, %14 ]
  %17 = trunc nuw i32 %16 to i8
  %18 = mul i8 %17, 29
  %19 = insertelement <16 x i8> %15, i8 %18, i32 %16
  %20 = add nuw nsw i32 %16, 1
  %21 = icmp eq i32 %20, 16
  br i1 %21, label %11, label %14, !llvm.loop !9

22:                                               ; preds = %27
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %33)
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 150, i32 noundef signext -300, i32 noundef signext 1050, i32 noundef signext -1200)
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 5497558138887, i64 noundef -8)
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext -1, i32 noundef signext 0, i32 noundef signext 3, i32 noundef signext 50)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #6
  br label %48

27:                                               ; preds = %11, %27
  %28 = phi i32 [ 0, %11 ], [ %33, %27 ]
  %29 = phi i32 [ 0, %11 ], [ %34, %27 ]
  %30 = mul i32 %28, 5
  %31 = extractelement <16 x i8> %13, i32 %29
  %32 = zext i8 %31 to i32
  %33 = add i32 %30, %32
  %34 = add nuw nsw i32 %29, 1
  %35 = icmp eq i32 %34, 16
  br i1 %35, label %22, label %27, !llvm.loop !11

36:                                               ; preds = %48
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  br label %37

37:                                               ; preds = %37, %36
  %38 = phi i64 [ 0, %36 ], [ %46, %37 ]
  %39 = getelementptr inbounds i32, ptr %1, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !19, !alias.scope !15, !noalias !23
  %41 = mul nsw i32 %40, 3
  %42 = getelementptr inbounds i32, ptr %2, i64 %38
  %43 = load i32, ptr %42, align 4, !tbaa !19, !alias.scope !17, !noalias !24
  %44 = add nsw i32 %41, %43
  %45 = getelementptr inbounds i32, ptr %3, i64 %38
  store i32 %44, ptr %45, align 4, !tbaa !19, !alias.scope !12, !noalias !25
  %46 = add nuw nsw i64 %38, 1
  %47 = icmp eq i64 %46, 256
  br i1 %47, label %92, label %37, !llvm.loop !26

48:                                               ; preds = %22, %48
  %49 = phi i64 [ 0, %22 ], [ %68, %48 ]
  %50 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %49
  %51 = trunc i64 %49 to i32
  %52 = add i32 %51, -100
  store i32 %52, ptr %50, align 4, !tbaa !19
  %53 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %49
  %54 = trunc i64 %49 to i32
  %55 = mul i32 %54, 3
  store i32 %55, ptr %53, align 4, !tbaa !19
  %56 = trunc nuw nsw i64 %49 to i32
  %57 = and i32 %56, 7
  %58 = uitofp nneg i32 %57 to float
  %59 = fmul float %58, 2.500000e-01
  %60 = getelementptr inbounds [256 x float], ptr %4, i64 0, i64 %49
  store float %59, ptr %60, align 4, !tbaa !27
  %61 = trunc i64 %49 to i8
  %62 = urem i8 %61, 5
  %63 = uitofp nneg i8 %62 to float
  %64 = getelementptr inbounds [256 x float], ptr %5, i64 0, i64 %49
  store float %63, ptr %64, align 4, !tbaa !27
  %65 = mul i8 %61, 97
  %66 = add i8 %65, 13
  %67 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %49
  store i8 %66, ptr %67, align 1, !tbaa !29
  %68 = add nuw nsw i64 %49, 1
  %69 = icmp eq i64 %68, 256
  br i1 %69, label %36, label %48, !llvm.loop !30

70:                                               ; preds = %92, %70
  %71 = phi i64 [ %78, %70 ], [ 0, %92 ]
  %72 = phi float [ %77, %70 ], [ 0.000000e+00, %92 ]
  %73 = getelementptr inbounds float, ptr %4, i64 %71
  %74 = load float, ptr %73, align 4, !tbaa !27
  %75 = getelementptr inbounds float, ptr %5, i64 %71
  %76 = load float, ptr %75, align 4, !tbaa !27
  %77 = tail call float @llvm.fmuladd.f32(float %74, float %76, float %72)
  %78 = add nuw nsw i64 %71, 1
  %79 = icmp eq i64 %78, 256
  br i1 %79, label %80, label %70, !llvm.loop !31

80:                                               ; preds = %70, %80
  %81 = phi i64 [ %86, %80 ], [ 0, %70 ]
  %82 = phi i8 [ %85, %80 ], [ 0, %70 ]
  %83 = getelementptr inbounds i8, ptr %6, i64 %81
  %84 = load i8, ptr %83, align 1, !tbaa !29
  %85 = tail call i8 @llvm.umax.i8(i8 %84, i8 %82)
  %86 = add nuw nsw i64 %81, 1
  %87 = icmp eq i64 %86, 256
  br i1 %87, label %88, label %80, !llvm.loop !32

88:                                               ; preds = %80
  %89 = fpext float %77 to double
  %90 = zext i8 %85 to i32
  %91 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext %100, double noundef %89, i32 noundef signext %90)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #6
  ret i32 0

92:                                               ; preds = %37, %92
  %93 = phi i64 [ %97, %92 ], [ 0, %37 ]
  %94 = phi i32 [ %100, %92 ], [ 0, %37 ]
  %95 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %93
  %96 = load i32, ptr %95, align 4, !tbaa !19
  %97 = add nuw nsw i64 %93, 1
  %98 = trunc nuw nsw i64 %97 to i32
  %99 = mul nsw i32 %96, %98
  %100 = xor i32 %99, %94
  %101 = icmp eq i64 %97, 256
  br i1 %101, label %70, label %92, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nounwind }

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
!12 = !{!13}
!13 = distinct !{!13, !14, !"add_loop: argument 0"}
!14 = distinct !{!14, !"add_loop"}
!15 = !{!16}
!16 = distinct !{!16, !14, !"add_loop: argument 1"}
!17 = !{!18}
!18 = distinct !{!18, !14, !"add_loop: argument 2"}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C/C++ TBAA"}
!23 = !{!13, !18}
!24 = !{!13, !16}
!25 = !{!16, !18}
!26 = distinct !{!26, !10}
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !21, i64 0}
!29 = !{!21, !21, i64 0}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
