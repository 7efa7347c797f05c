; ModuleID = 'tests/programs/autovec.c'
source_filename = "tests/programs/autovec.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@c = internal unnamed_addr global [1000 x i32] zeroinitializer, align 4
@a = internal unnamed_addr global [1000 x i32] zeroinitializer, align 4
@b = internal unnamed_addr global [1000 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [15 x i8] c"add hash = %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"dot = %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"max a = %d, max c = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"byte sum = %u\0A\00", align 1
@bytes = internal unnamed_addr global [1000 x i8] zeroinitializer, align 1
@fb = internal unnamed_addr global [1000 x float] zeroinitializer, align 4
@fa = internal unnamed_addr global [1000 x float] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [18 x i8] c"saxpy sum = %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"count_if = %d\0A\00", align 1
@shorts = internal unnamed_addr global [1000 x i16] zeroinitializer, align 2
@longs = internal unnamed_addr global [1000 x i64] zeroinitializer, align 8
@.str.6 = private unnamed_addr constant [18 x i8] c"widen xor = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"clamped sum = %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %1 ]
  %3 = phi i32 [ 12345, %0 ], [ %5, %1 ]
  %4 = mul i32 %3, 1664525
  %5 = add i32 %4, 1013904223
  %6 = lshr i32 %5, 16
  %7 = add nsw i32 %6, -32768
  %8 = getelementptr inbounds [1000 x i32], ptr @a, i64 0, i64 %2
  store i32 %7, ptr %8, align 4, !tbaa !9
  %9 = and i32 %5, 65535
  %10 = add nsw i32 %9, -32768
  %11 = getelementptr inbounds [1000 x i32], ptr @b, i64 0, i64 %2
  store i32 %10, ptr %11, align 4, !tbaa !9
  %12 = trunc i64 %2 to i16
  %13 = urem i16 %12, 17
  %14 = uitofp nneg i16 %13 to float
  %15 = fmul float %14, 5.000000e-01
  %16 = getelementptr inbounds [1000 x float], ptr @fa, i64 0, i64 %2
  store float %15, ptr %16, align 4, !tbaa !13
  %17 = urem i16 %12, 13
  %18 = zext nneg i16 %17 to i32
  %19 = add nsw i32 %18, -6
  %20 = sitofp i32 %19 to float
  %21 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %2
  store float %20, ptr %21, align 4, !tbaa !13
  %22 = lshr i32 %5, 24
  %23 = trunc nuw i32 %22 to i8
  %24 = getelementptr inbounds [1000 x i8], ptr @bytes, i64 0, i64 %2
  store i8 %23, ptr %24, align 1, !tbaa !15
  %25 = lshr i32 %5, 8
  %26 = trunc i32 %25 to i16
  %27 = getelementptr inbounds [1000 x i16], ptr @shorts, i64 0, i64 %2
  store i16 %26, ptr %27, align 2, !tbaa !16
  %28 = add nuw nsw i64 %2, 1
  %29 = icmp eq i64 %28, 1000
  br i1 %29, label %30, label %1, !llvm.loop !18

30:                                               ; preds = %1, %30
  %31 = phi i64 [ %39, %30 ], [ 0, %1 ]
  %32 = getelementptr inbounds i32, ptr @a, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !9
  %34 = getelementptr inbounds i32, ptr @b, i64 %31
  %35 = load i32, ptr %34, align 4, !tbaa !9
  %36 = mul nsw i32 %35, 3
  %37 = add nsw i32 %36, %33
  %38 = getelementptr inbounds i32, ptr @c, i64 %31
  store i32 %37, ptr %38, align 4, !tbaa !9
  %39 = add nuw nsw i64 %31, 1
  %40 = icmp eq i64 %39, 1000
  br i1 %40, label %99, label %30, !llvm.loop !20

41:                                               ; preds = %99
  %42 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %105)
  br label %43

43:                                               ; preds = %43, %41
  %44 = phi i64 [ 0, %41 ], [ %54, %43 ]
  %45 = phi i64 [ 0, %41 ], [ %53, %43 ]
  %46 = getelementptr inbounds i32, ptr @a, i64 %44
  %47 = load i32, ptr %46, align 4, !tbaa !9
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr @b, i64 %44
  %50 = load i32, ptr %49, align 4, !tbaa !9
  %51 = sext i32 %50 to i64
  %52 = mul nsw i64 %51, %48
  %53 = add nsw i64 %52, %45
  %54 = add nuw nsw i64 %44, 1
  %55 = icmp eq i64 %54, 1000
  br i1 %55, label %56, label %43, !llvm.loop !21

56:                                               ; preds = %43
  %57 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %53)
  %58 = load i32, ptr @a, align 4, !tbaa !9
  br label %59

59:                                               ; preds = %59, %56
  %60 = phi i64 [ 1, %56 ], [ %65, %59 ]
  %61 = phi i32 [ %58, %56 ], [ %64, %59 ]
  %62 = getelementptr inbounds i32, ptr @a, i64 %60
  %63 = load i32, ptr %62, align 4, !tbaa !9
  %64 = tail call i32 @llvm.smax.i32(i32 %63, i32 %61)
  %65 = add nuw nsw i64 %60, 1
  %66 = icmp eq i64 %65, 1000
  br i1 %66, label %67, label %59, !llvm.loop !22

67:                                               ; preds = %59
  %68 = load i32, ptr @c, align 4, !tbaa !9
  br label %69

69:                                               ; preds = %69, %67
  %70 = phi i64 [ 1, %67 ], [ %75, %69 ]
  %71 = phi i32 [ %68, %67 ], [ %74, %69 ]
  %72 = getelementptr inbounds i32, ptr @c, i64 %70
  %73 = load i32, ptr %72, align 4, !tbaa !9
  %74 = tail call i32 @llvm.smax.i32(i32 %73, i32 %71)
  %75 = add nuw nsw i64 %70, 1
  %76 = icmp eq i64 %75, 1000
  br i1 %76, label %77, label %69, !llvm.loop !22

77:                                               ; preds = %69
  %78 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %64, i32 noundef signext %74)
  br label %79

79:                                               ; preds = %79, %77
  %80 = phi i64 [ 0, %77 ], [ %86, %79 ]
  %81 = phi i32 [ 0, %77 ], [ %85, %79 ]
  %82 = getelementptr inbounds i8, ptr @bytes, i64 %80
  %83 = load i8, ptr %82, align 1, !tbaa !15
  %84 = zext i8 %83 to i32
  %85 = add i32 %81, %84
  %86 = add nuw nsw i64 %80, 1
  %87 = icmp eq i64 %86, 1000
  br i1 %87, label %88, label %79, !llvm.loop !23

88:                                               ; preds = %79
  %89 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %85)
  br label %90

90:                                               ; preds = %90, %88
  %91 = phi i64 [ 0, %88 ], [ %97, %90 ]
  %92 = getelementptr inbounds float, ptr @fa, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !13
  %94 = getelementptr inbounds float, ptr @fb, i64 %91
  %95 = load float, ptr %94, align 4, !tbaa !13
  %96 = tail call float @llvm.fmuladd.f32(float %93, float 5.000000e-01, float %95)
  store float %96, ptr %94, align 4, !tbaa !13
  %97 = add nuw nsw i64 %91, 1
  %98 = icmp eq i64 %97, 1000
  br i1 %98, label %132, label %90, !llvm.loop !24

99:                                               ; preds = %30, %99
  %100 = phi i64 [ %106, %99 ], [ 0, %30 ]
  %101 = phi i32 [ %105, %99 ], [ 0, %30 ]
  %102 = mul i32 %101, 31
  %103 = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %100
  %104 = load i32, ptr %103, align 4, !tbaa !9
  %105 = add i32 %104, %102
  %106 = add nuw nsw i64 %100, 1
  %107 = icmp eq i64 %106, 1000
  br i1 %107, label %41, label %99, !llvm.loop !25

108:                                              ; preds = %132
  %109 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %138)
  br label %110

110:                                              ; preds = %110, %108
  %111 = phi i64 [ 0, %108 ], [ %118, %110 ]
  %112 = phi i32 [ 0, %108 ], [ %117, %110 ]
  %113 = getelementptr inbounds i16, ptr @shorts, i64 %111
  %114 = load i16, ptr %113, align 2, !tbaa !16
  %115 = icmp sgt i16 %114, 1000
  %116 = zext i1 %115 to i32
  %117 = add nuw nsw i32 %112, %116
  %118 = add nuw nsw i64 %111, 1
  %119 = icmp eq i64 %118, 1000
  br i1 %119, label %120, label %110, !llvm.loop !26

120:                                              ; preds = %110
  %121 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %117)
  br label %122

122:                                              ; preds = %122, %120
  %123 = phi i64 [ 0, %120 ], [ %130, %122 ]
  %124 = getelementptr inbounds i16, ptr @shorts, i64 %123
  %125 = load i16, ptr %124, align 2, !tbaa !16
  %126 = sext i16 %125 to i64
  %127 = add nsw i64 %126, -1
  %128 = mul nsw i64 %127, %126
  %129 = getelementptr inbounds i64, ptr @longs, i64 %123
  store i64 %128, ptr %129, align 8, !tbaa !27
  %130 = add nuw nsw i64 %123, 1
  %131 = icmp eq i64 %130, 1000
  br i1 %131, label %164, label %122, !llvm.loop !29

132:                                              ; preds = %90, %132
  %133 = phi i64 [ %139, %132 ], [ 0, %90 ]
  %134 = phi double [ %138, %132 ], [ 0.000000e+00, %90 ]
  %135 = getelementptr inbounds [1000 x float], ptr @fb, i64 0, i64 %133
  %136 = load float, ptr %135, align 4, !tbaa !13
  %137 = fpext float %136 to double
  %138 = fadd double %134, %137
  %139 = add nuw nsw i64 %133, 1
  %140 = icmp eq i64 %139, 1000
  br i1 %140, label %108, label %132, !llvm.loop !30

141:                                              ; preds = %164
  %142 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %170)
  br label %143

143:                                              ; preds = %143, %141
  %144 = phi i64 [ 0, %141 ], [ %151, %143 ]
  %145 = getelementptr inbounds i8, ptr @bytes, i64 %144
  %146 = load i8, ptr %145, align 1, !tbaa !15
  %147 = zext i8 %146 to i32
  %148 = shl nuw nsw i32 %147, 1
  %149 = tail call i32 @llvm.umin.i32(i32 %148, i32 255)
  %150 = trunc nuw i32 %149 to i8
  store i8 %150, ptr %145, align 1, !tbaa !15
  %151 = add nuw nsw i64 %144, 1
  %152 = icmp eq i64 %151, 1000
  br i1 %152, label %153, label %143, !llvm.loop !31

153:                                              ; preds = %143, %153
  %154 = phi i64 [ %160, %153 ], [ 0, %143 ]
  %155 = phi i32 [ %159, %153 ], [ 0, %143 ]
  %156 = getelementptr inbounds i8, ptr @bytes, i64 %154
  %157 = load i8, ptr %156, align 1, !tbaa !15
  %158 = zext i8 %157 to i32
  %159 = add i32 %155, %158
  %160 = add nuw nsw i64 %154, 1
  %161 = icmp eq i64 %160, 1000
  br i1 %161, label %162, label %153, !llvm.loop !23

162:                                              ; preds = %153
  %163 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %159)
  ret i32 0

164:                                              ; preds = %122, %164
  %165 = phi i64 [ %171, %164 ], [ 0, %122 ]
  %166 = phi i64 [ %170, %164 ], [ 0, %122 ]
  %167 = getelementptr inbounds [1000 x i64], ptr @longs, i64 0, i64 %165
  %168 = load i64, ptr %167, align 8, !tbaa !27
  %169 = add nsw i64 %168, %165
  %170 = xor i64 %169, %166
  %171 = add nuw nsw i64 %165, 1
  %172 = icmp eq i64 %171, 1000
  br i1 %172, label %141, label %164, !llvm.loop !32
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !11, i64 0}
!15 = !{!11, !11, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !11, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !19}
!23 = distinct !{!23, !19}
!24 = distinct !{!24, !19}
!25 = distinct !{!25, !19}
!26 = distinct !{!26, !19}
!27 = !{!28, !28, i64 0}
!28 = !{!"long", !11, i64 0}
!29 = distinct !{!29, !19}
!30 = distinct !{!30, !19}
!31 = distinct !{!31, !19}
!32 = distinct !{!32, !19}
