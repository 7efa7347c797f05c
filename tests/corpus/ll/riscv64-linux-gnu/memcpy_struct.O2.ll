; ModuleID = 'tests/programs/memcpy_struct.c'
source_filename = "tests/programs/memcpy_struct.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Blob64 = type { [8 x i64] }
%struct.Blob300 = type { [75 x i32] }

@.str = private unnamed_addr constant [24 x i8] c"copies: %u %u %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"unaligned loads: %08x %08x %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"after store: %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"after memmove: %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"after memset: %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"zero: %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"array copy %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"wrapped %c %u %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Blob64, align 8
  %2 = alloca %struct.Blob300, align 4
  %3 = alloca %struct.Blob300, align 4
  %4 = alloca [64 x i8], align 1
  %5 = alloca %struct.Blob300, align 4
  %6 = alloca [100 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #5
  store i64 0, ptr %1, align 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 72340172838076673, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 144680345676153346, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 217020518514230019, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 289360691352306692, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 361700864190383365, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 48
  store i64 434041037028460038, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 56
  store i64 506381209866536711, ptr %13, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %2) #5
  br label %14

14:                                               ; preds = %14, %0
  %15 = phi i64 [ 0, %0 ], [ %20, %14 ]
  %16 = sub nsw i64 7, %15
  %17 = mul nsw i64 %16, %15
  %18 = getelementptr inbounds [75 x i32], ptr %2, i64 0, i64 %15
  %19 = trunc nsw i64 %17 to i32
  store i32 %19, ptr %18, align 4, !tbaa !12, !alias.scope !14
  %20 = add nuw nsw i64 %15, 1
  %21 = icmp eq i64 %20, 75
  br i1 %21, label %22, label %14, !llvm.loop !17

22:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %3) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %3, ptr noundef nonnull align 4 dereferenceable(300) %2, i64 296, i1 false), !tbaa.struct !19
  %23 = getelementptr inbounds i8, ptr %3, i64 296
  store i32 0, ptr %23, align 4, !tbaa !12
  br label %24

24:                                               ; preds = %22, %24
  %25 = phi i64 [ %32, %24 ], [ 0, %22 ]
  %26 = phi i32 [ %31, %24 ], [ 0, %22 ]
  %27 = mul i32 %26, 31
  %28 = getelementptr inbounds i8, ptr %1, i64 %25
  %29 = load i8, ptr %28, align 1, !tbaa !9
  %30 = zext i8 %29 to i32
  %31 = add i32 %27, %30
  %32 = add nuw nsw i64 %25, 1
  %33 = icmp eq i64 %32, 64
  br i1 %33, label %34, label %24, !llvm.loop !20

34:                                               ; preds = %24, %34
  %35 = phi i64 [ %42, %34 ], [ 0, %24 ]
  %36 = phi i32 [ %41, %34 ], [ 0, %24 ]
  %37 = mul i32 %36, 31
  %38 = getelementptr inbounds i8, ptr %2, i64 %35
  %39 = load i8, ptr %38, align 1, !tbaa !9
  %40 = zext i8 %39 to i32
  %41 = add i32 %37, %40
  %42 = add nuw nsw i64 %35, 1
  %43 = icmp eq i64 %42, 300
  br i1 %43, label %44, label %34, !llvm.loop !20

44:                                               ; preds = %34, %44
  %45 = phi i64 [ %52, %44 ], [ 0, %34 ]
  %46 = phi i32 [ %51, %44 ], [ 0, %34 ]
  %47 = mul i32 %46, 31
  %48 = getelementptr inbounds i8, ptr %3, i64 %45
  %49 = load i8, ptr %48, align 1, !tbaa !9
  %50 = zext i8 %49 to i32
  %51 = add i32 %47, %50
  %52 = add nuw nsw i64 %45, 1
  %53 = icmp eq i64 %52, 300
  br i1 %53, label %54, label %44, !llvm.loop !20

54:                                               ; preds = %44
  %55 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 1243, i32 noundef signext 663248232, i32 noundef signext %31, i32 noundef signext %41, i32 noundef signext %51)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #5
  br label %118

56:                                               ; preds = %118
  %57 = getelementptr inbounds i8, ptr %4, i64 1
  %58 = load i32, ptr %57, align 1
  %59 = getelementptr inbounds i8, ptr %4, i64 3
  %60 = load i32, ptr %59, align 1
  %61 = getelementptr inbounds i8, ptr %4, i64 57
  %62 = load i32, ptr %61, align 1
  %63 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %58, i32 noundef signext %60, i32 noundef signext %62)
  %64 = getelementptr inbounds i8, ptr %4, i64 5
  store i64 1234605616436508552, ptr %64, align 1
  br label %65

65:                                               ; preds = %65, %56
  %66 = phi i64 [ %73, %65 ], [ 0, %56 ]
  %67 = phi i32 [ %72, %65 ], [ 0, %56 ]
  %68 = mul i32 %67, 31
  %69 = getelementptr inbounds i8, ptr %4, i64 %66
  %70 = load i8, ptr %69, align 1, !tbaa !9
  %71 = zext i8 %70 to i32
  %72 = add i32 %68, %71
  %73 = add nuw nsw i64 %66, 1
  %74 = icmp eq i64 %73, 64
  br i1 %74, label %75, label %65, !llvm.loop !20

75:                                               ; preds = %65
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %72)
  %77 = getelementptr inbounds i8, ptr %4, i64 10
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(40) %77, ptr noundef nonnull align 1 dereferenceable(40) %59, i64 40, i1 false)
  br label %78

78:                                               ; preds = %78, %75
  %79 = phi i64 [ %86, %78 ], [ 0, %75 ]
  %80 = phi i32 [ %85, %78 ], [ 0, %75 ]
  %81 = mul i32 %80, 31
  %82 = getelementptr inbounds i8, ptr %4, i64 %79
  %83 = load i8, ptr %82, align 1, !tbaa !9
  %84 = zext i8 %83 to i32
  %85 = add i32 %81, %84
  %86 = add nuw nsw i64 %79, 1
  %87 = icmp eq i64 %86, 64
  br i1 %87, label %88, label %78, !llvm.loop !20

88:                                               ; preds = %78
  %89 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %85)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(33) %4, i8 -85, i64 33, i1 false)
  br label %90

90:                                               ; preds = %90, %88
  %91 = phi i64 [ %98, %90 ], [ 0, %88 ]
  %92 = phi i32 [ %97, %90 ], [ 0, %88 ]
  %93 = mul i32 %92, 31
  %94 = getelementptr inbounds i8, ptr %4, i64 %91
  %95 = load i8, ptr %94, align 1, !tbaa !9
  %96 = zext i8 %95 to i32
  %97 = add i32 %93, %96
  %98 = add nuw nsw i64 %91, 1
  %99 = icmp eq i64 %98, 64
  br i1 %99, label %100, label %90, !llvm.loop !20

100:                                              ; preds = %90
  %101 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %97)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %5) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %5, i8 0, i64 300, i1 false)
  br label %102

102:                                              ; preds = %102, %100
  %103 = phi i64 [ %110, %102 ], [ 0, %100 ]
  %104 = phi i32 [ %109, %102 ], [ 0, %100 ]
  %105 = mul i32 %104, 31
  %106 = getelementptr inbounds i8, ptr %5, i64 %103
  %107 = load i8, ptr %106, align 1, !tbaa !9
  %108 = zext i8 %107 to i32
  %109 = add i32 %105, %108
  %110 = add nuw nsw i64 %103, 1
  %111 = icmp eq i64 %110, 300
  br i1 %111, label %112, label %102, !llvm.loop !20

112:                                              ; preds = %102
  %113 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %109)
  %114 = getelementptr inbounds i8, ptr %6, i64 12
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %6) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(388) %114, i8 0, i64 384, i1 false)
  store i32 1, ptr %6, align 4
  %115 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 2, ptr %115, align 4
  %116 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 3, ptr %116, align 4
  %117 = getelementptr inbounds i8, ptr %6, i64 396
  store i32 5, ptr %117, align 4, !tbaa !12
  br label %129

118:                                              ; preds = %54, %118
  %119 = phi i64 [ 0, %54 ], [ %124, %118 ]
  %120 = trunc i64 %119 to i8
  %121 = mul i8 %120, 7
  %122 = add i8 %121, 1
  %123 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %119
  store i8 %122, ptr %123, align 1, !tbaa !9
  %124 = add nuw nsw i64 %119, 1
  %125 = icmp eq i64 %124, 64
  br i1 %125, label %56, label %118, !llvm.loop !21

126:                                              ; preds = %129
  %127 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %137)
  %128 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 119, i32 noundef signext 663248232, i32 noundef signext -2)
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #5
  ret i32 0

129:                                              ; preds = %112, %129
  %130 = phi i64 [ 0, %112 ], [ %134, %129 ]
  %131 = phi i32 [ 0, %112 ], [ %137, %129 ]
  %132 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %130
  %133 = load i32, ptr %132, align 4, !tbaa !12
  %134 = add nuw nsw i64 %130, 1
  %135 = trunc nuw nsw i64 %134 to i32
  %136 = mul nsw i32 %133, %135
  %137 = add nsw i32 %136, %131
  %138 = icmp eq i64 %134, 100
  br i1 %138, label %126, label %129, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nounwind }

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
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = !{!15}
!15 = distinct !{!15, !16, !"make300: argument 0"}
!16 = distinct !{!16, !"make300"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{i64 0, i64 300, !9}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !18}
