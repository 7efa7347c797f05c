; ModuleID = 'tests/programs/nohdr_int128.c'
source_filename = "tests/programs/nohdr_int128.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"fib(180) = %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"x/y = %s x%%y = %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"x*y (wrapped) = %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"s = %s s/7 = %s s%%7 = %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"shift %d: %s %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"isqrt = %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"to double / 1e30 = %.6f\0A\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"from double = %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"from negative double = %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [36 x i8] c"halves %016llx %016llx popcount %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #3
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i128 [ 0, %0 ], [ %7, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %9, %4 ]
  %7 = phi i128 [ 1, %0 ], [ %8, %4 ]
  %8 = add i128 %7, %5
  %9 = add nuw nsw i32 %6, 1
  %10 = icmp eq i32 %9, 180
  br i1 %10, label %11, label %4, !llvm.loop !9

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %1, i64 63
  store i8 0, ptr %12, align 1, !tbaa !11
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i128 [ %7, %11 ], [ %17, %13 ]
  %15 = phi ptr [ %12, %11 ], [ %22, %13 ]
  %16 = freeze i128 %14
  %17 = udiv i128 %16, 10
  %18 = mul i128 %17, 10
  %19 = sub i128 %16, %18
  %20 = trunc nuw nsw i128 %19 to i8
  %21 = or disjoint i8 %20, 48
  %22 = getelementptr inbounds i8, ptr %15, i64 -1
  store i8 %21, ptr %22, align 1, !tbaa !11
  %23 = icmp ult i128 %14, 10
  br i1 %23, label %24, label %13, !llvm.loop !14

24:                                               ; preds = %13
  %25 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %22)
  store i8 0, ptr %12, align 1, !tbaa !11
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i128 [ 69324642209501905008411043266, %24 ], [ %30, %26 ]
  %28 = phi ptr [ %12, %24 ], [ %35, %26 ]
  %29 = freeze i128 %27
  %30 = udiv i128 %29, 10
  %31 = mul i128 %30, 10
  %32 = sub i128 %29, %31
  %33 = trunc nuw nsw i128 %32 to i8
  %34 = or disjoint i8 %33, 48
  %35 = getelementptr inbounds i8, ptr %28, i64 -1
  store i8 %34, ptr %35, align 1, !tbaa !11
  %36 = icmp ult i128 %27, 10
  br i1 %36, label %37, label %26, !llvm.loop !14

37:                                               ; preds = %26
  %38 = getelementptr inbounds i8, ptr %2, i64 63
  store i8 0, ptr %38, align 1, !tbaa !11
  %39 = getelementptr inbounds i8, ptr %2, i64 62
  store i8 48, ptr %39, align 1, !tbaa !11
  %40 = getelementptr inbounds i8, ptr %2, i64 61
  store i8 57, ptr %40, align 1, !tbaa !11
  %41 = getelementptr inbounds i8, ptr %2, i64 60
  store i8 53, ptr %41, align 1, !tbaa !11
  %42 = getelementptr inbounds i8, ptr %2, i64 59
  store i8 53, ptr %42, align 1, !tbaa !11
  %43 = getelementptr inbounds i8, ptr %2, i64 58
  store i8 49, ptr %43, align 1, !tbaa !11
  %44 = getelementptr inbounds i8, ptr %2, i64 57
  store i8 52, ptr %44, align 1, !tbaa !11
  %45 = getelementptr inbounds i8, ptr %2, i64 56
  store i8 51, ptr %45, align 1, !tbaa !11
  %46 = getelementptr inbounds i8, ptr %2, i64 55
  store i8 55, ptr %46, align 1, !tbaa !11
  %47 = getelementptr inbounds i8, ptr %2, i64 54
  store i8 49, ptr %47, align 1, !tbaa !11
  %48 = getelementptr inbounds i8, ptr %2, i64 53
  store i8 49, ptr %48, align 1, !tbaa !11
  %49 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %35, ptr noundef nonnull %48)
  store i8 0, ptr %12, align 1, !tbaa !11
  br label %50

50:                                               ; preds = %50, %37
  %51 = phi i128 [ -68056473372454064439491505267798329032, %37 ], [ %54, %50 ]
  %52 = phi ptr [ %12, %37 ], [ %59, %50 ]
  %53 = freeze i128 %51
  %54 = udiv i128 %53, 10
  %55 = mul i128 %54, 10
  %56 = sub i128 %53, %55
  %57 = trunc nuw nsw i128 %56 to i8
  %58 = or disjoint i8 %57, 48
  %59 = getelementptr inbounds i8, ptr %52, i64 -1
  store i8 %58, ptr %59, align 1, !tbaa !11
  %60 = icmp ult i128 %51, 10
  br i1 %60, label %61, label %50, !llvm.loop !14

61:                                               ; preds = %50
  %62 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %59)
  store i8 0, ptr %12, align 1, !tbaa !11
  br label %63

63:                                               ; preds = %63, %61
  %64 = phi i128 [ 42346250105716786564631203053715541295, %61 ], [ %67, %63 ]
  %65 = phi ptr [ %12, %61 ], [ %72, %63 ]
  %66 = freeze i128 %64
  %67 = udiv i128 %66, 10
  %68 = mul i128 %67, 10
  %69 = sub i128 %66, %68
  %70 = trunc nuw nsw i128 %69 to i8
  %71 = or disjoint i8 %70, 48
  %72 = getelementptr inbounds i8, ptr %65, i64 -1
  store i8 %71, ptr %72, align 1, !tbaa !11
  %73 = icmp ult i128 %64, 10
  br i1 %73, label %74, label %63, !llvm.loop !14

74:                                               ; preds = %63
  %75 = getelementptr inbounds i8, ptr %65, i64 -2
  store i8 45, ptr %75, align 1, !tbaa !11
  store i8 0, ptr %38, align 1, !tbaa !11
  br label %76

76:                                               ; preds = %76, %74
  %77 = phi i128 [ 6049464300816683794947314721959363042, %74 ], [ %80, %76 ]
  %78 = phi ptr [ %38, %74 ], [ %85, %76 ]
  %79 = freeze i128 %77
  %80 = udiv i128 %79, 10
  %81 = mul i128 %80, 10
  %82 = sub i128 %79, %81
  %83 = trunc nuw nsw i128 %82 to i8
  %84 = or disjoint i8 %83, 48
  %85 = getelementptr inbounds i8, ptr %78, i64 -1
  store i8 %84, ptr %85, align 1, !tbaa !11
  %86 = icmp ult i128 %77, 10
  br i1 %86, label %87, label %76, !llvm.loop !14

87:                                               ; preds = %76
  %88 = getelementptr inbounds i8, ptr %78, i64 -2
  store i8 45, ptr %88, align 1, !tbaa !11
  %89 = getelementptr inbounds i8, ptr %3, i64 63
  store i8 0, ptr %89, align 1, !tbaa !11
  %90 = getelementptr inbounds i8, ptr %3, i64 62
  store i8 49, ptr %90, align 1, !tbaa !11
  %91 = getelementptr inbounds i8, ptr %3, i64 61
  store i8 45, ptr %91, align 1, !tbaa !11
  %92 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %75, ptr noundef nonnull %88, ptr noundef nonnull %91)
  br label %146

93:                                               ; preds = %175, %93
  %94 = phi i128 [ %104, %93 ], [ 0, %175 ]
  %95 = phi i128 [ %103, %93 ], [ 18446744073709551616, %175 ]
  %96 = sub i128 %95, %94
  %97 = add i128 %96, 1
  %98 = lshr i128 %97, 1
  %99 = add i128 %98, %94
  %100 = udiv i128 -1512366075204170946324983002043881096, %99
  %101 = icmp ugt i128 %99, %100
  %102 = add i128 %99, -1
  %103 = select i1 %101, i128 %102, i128 %95
  %104 = select i1 %101, i128 %94, i128 %99
  %105 = icmp ult i128 %104, %103
  br i1 %105, label %93, label %106, !llvm.loop !15

106:                                              ; preds = %93
  store i8 0, ptr %12, align 1, !tbaa !11
  br label %107

107:                                              ; preds = %107, %106
  %108 = phi i128 [ %104, %106 ], [ %111, %107 ]
  %109 = phi ptr [ %12, %106 ], [ %116, %107 ]
  %110 = freeze i128 %108
  %111 = udiv i128 %110, 10
  %112 = mul i128 %111, 10
  %113 = sub i128 %110, %112
  %114 = trunc nuw nsw i128 %113 to i8
  %115 = or disjoint i8 %114, 48
  %116 = getelementptr inbounds i8, ptr %109, i64 -1
  store i8 %115, ptr %116, align 1, !tbaa !11
  %117 = icmp ult i128 %108, 10
  br i1 %117, label %118, label %107, !llvm.loop !14

118:                                              ; preds = %107
  %119 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %116)
  %120 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1)
  %121 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4074313850D8820B)
  store i8 0, ptr %12, align 1, !tbaa !11
  br label %122

122:                                              ; preds = %122, %118
  %123 = phi i128 [ 1292304995902001505951230604607488, %118 ], [ %126, %122 ]
  %124 = phi ptr [ %12, %118 ], [ %131, %122 ]
  %125 = freeze i128 %123
  %126 = udiv i128 %125, 10
  %127 = mul i128 %126, 10
  %128 = sub i128 %125, %127
  %129 = trunc nuw nsw i128 %128 to i8
  %130 = or disjoint i8 %129, 48
  %131 = getelementptr inbounds i8, ptr %124, i64 -1
  store i8 %130, ptr %131, align 1, !tbaa !11
  %132 = icmp ult i128 %123, 10
  br i1 %132, label %133, label %122, !llvm.loop !14

133:                                              ; preds = %122
  %134 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %131)
  store i8 0, ptr %12, align 1, !tbaa !11
  %135 = getelementptr inbounds i8, ptr %1, i64 62
  store i8 56, ptr %135, align 1, !tbaa !11
  %136 = getelementptr inbounds i8, ptr %1, i64 61
  store i8 55, ptr %136, align 1, !tbaa !11
  %137 = getelementptr inbounds i8, ptr %1, i64 60
  store i8 54, ptr %137, align 1, !tbaa !11
  %138 = getelementptr inbounds i8, ptr %1, i64 59
  store i8 53, ptr %138, align 1, !tbaa !11
  %139 = getelementptr inbounds i8, ptr %1, i64 58
  store i8 52, ptr %139, align 1, !tbaa !11
  %140 = getelementptr inbounds i8, ptr %1, i64 57
  store i8 51, ptr %140, align 1, !tbaa !11
  %141 = getelementptr inbounds i8, ptr %1, i64 56
  store i8 50, ptr %141, align 1, !tbaa !11
  %142 = getelementptr inbounds i8, ptr %1, i64 55
  store i8 49, ptr %142, align 1, !tbaa !11
  %143 = getelementptr inbounds i8, ptr %1, i64 54
  store i8 45, ptr %143, align 1, !tbaa !11
  %144 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %143)
  %145 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -81985529216486896, i64 noundef 1089357896855742840, i32 noundef signext 64)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3
  ret i32 0

146:                                              ; preds = %87, %175
  %147 = phi i32 [ 1, %87 ], [ %178, %175 ]
  %148 = zext nneg i32 %147 to i128
  %149 = lshr i128 -1512366075204170946324983002043881096, %148
  store i8 0, ptr %12, align 1, !tbaa !11
  br label %150

150:                                              ; preds = %150, %146
  %151 = phi i128 [ %149, %146 ], [ %154, %150 ]
  %152 = phi ptr [ %12, %146 ], [ %159, %150 ]
  %153 = freeze i128 %151
  %154 = udiv i128 %153, 10
  %155 = mul i128 %154, 10
  %156 = sub i128 %153, %155
  %157 = trunc nuw nsw i128 %156 to i8
  %158 = or disjoint i8 %157, 48
  %159 = getelementptr inbounds i8, ptr %152, i64 -1
  store i8 %158, ptr %159, align 1, !tbaa !11
  %160 = icmp ult i128 %151, 10
  br i1 %160, label %161, label %150, !llvm.loop !14

161:                                              ; preds = %150
  %162 = ashr i128 -42346250105716786564631203053715541295, %148
  %163 = sub nsw i128 0, %162
  store i8 0, ptr %38, align 1, !tbaa !11
  br label %164

164:                                              ; preds = %164, %161
  %165 = phi i128 [ %163, %161 ], [ %168, %164 ]
  %166 = phi ptr [ %38, %161 ], [ %173, %164 ]
  %167 = freeze i128 %165
  %168 = udiv i128 %167, 10
  %169 = mul i128 %168, 10
  %170 = sub i128 %167, %169
  %171 = trunc nuw nsw i128 %170 to i8
  %172 = or disjoint i8 %171, 48
  %173 = getelementptr inbounds i8, ptr %166, i64 -1
  store i8 %172, ptr %173, align 1, !tbaa !11
  %174 = icmp ult i128 %165, 10
  br i1 %174, label %175, label %164, !llvm.loop !14

175:                                              ; preds = %164
  %176 = getelementptr inbounds i8, ptr %166, i64 -2
  store i8 45, ptr %176, align 1, !tbaa !11
  %177 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %147, ptr noundef nonnull %159, ptr noundef nonnull %176)
  %178 = add nuw nsw i32 %147, 31
  %179 = icmp ult i32 %147, 97
  br i1 %179, label %146, label %93, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

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
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
