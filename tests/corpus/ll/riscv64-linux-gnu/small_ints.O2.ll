; ModuleID = 'tests/programs/small_ints.c'
source_filename = "tests/programs/small_ints.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"wrap: %u %d %u %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"promote: %d %d %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"blend: %u %u %u %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"mix %d \00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"checksum16 = %04x %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"hist hash = %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"byte ops = %02x\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"neg: %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [33 x i8], align 1
  %2 = alloca [16 x i16], align 2
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 4, i32 noundef signext -126, i32 noundef signext 24, i32 noundef signext -32756)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 16, i32 noundef signext 15876, i32 noundef signext 576)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 105, i32 noundef signext 60, i32 noundef signext 40, i32 noundef signext 255)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 32767)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext -32768)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext -1000)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 6199)
  %10 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %1) #5
  br label %142

11:                                               ; preds = %18
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  %13 = load i8, ptr %12, align 1, !tbaa !9
  %14 = zext i8 %13 to i32
  %15 = shl nuw nsw i32 %14, 8
  %16 = add i32 %15, %30
  %17 = icmp ult i32 %16, 65536
  br i1 %17, label %40, label %34

18:                                               ; preds = %142, %18
  %19 = phi i64 [ %31, %18 ], [ 0, %142 ]
  %20 = phi i32 [ %30, %18 ], [ 0, %142 ]
  %21 = or disjoint i64 %19, 1
  %22 = getelementptr inbounds i8, ptr %1, i64 %19
  %23 = load i8, ptr %22, align 1, !tbaa !9
  %24 = zext i8 %23 to i32
  %25 = shl nuw nsw i32 %24, 8
  %26 = getelementptr inbounds i8, ptr %1, i64 %21
  %27 = load i8, ptr %26, align 1, !tbaa !9
  %28 = zext i8 %27 to i32
  %29 = or disjoint i32 %25, %28
  %30 = add i32 %29, %20
  %31 = add nuw nsw i64 %19, 2
  %32 = or disjoint i64 %31, 1
  %33 = icmp ult i64 %32, 33
  br i1 %33, label %18, label %11, !llvm.loop !12

34:                                               ; preds = %11, %34
  %35 = phi i32 [ %38, %34 ], [ %16, %11 ]
  %36 = lshr i32 %35, 16
  %37 = and i32 %35, 65535
  %38 = add nuw nsw i32 %37, %36
  %39 = icmp ult i32 %38, 65536
  br i1 %39, label %40, label %34, !llvm.loop !14

40:                                               ; preds = %34, %11
  %41 = phi i32 [ %16, %11 ], [ %38, %34 ]
  %42 = load i8, ptr %1, align 1, !tbaa !9
  %43 = zext i8 %42 to i32
  %44 = shl nuw nsw i32 %43, 8
  %45 = getelementptr inbounds i8, ptr %1, i64 1
  %46 = load i8, ptr %45, align 1, !tbaa !9
  %47 = zext i8 %46 to i32
  %48 = or disjoint i32 %44, %47
  %49 = getelementptr inbounds i8, ptr %1, i64 2
  %50 = load i8, ptr %49, align 1, !tbaa !9
  %51 = zext i8 %50 to i32
  %52 = shl nuw nsw i32 %51, 8
  %53 = getelementptr inbounds i8, ptr %1, i64 3
  %54 = load i8, ptr %53, align 1, !tbaa !9
  %55 = zext i8 %54 to i32
  %56 = or disjoint i32 %52, %55
  %57 = add nuw nsw i32 %56, %48
  %58 = getelementptr inbounds i8, ptr %1, i64 4
  %59 = load i8, ptr %58, align 1, !tbaa !9
  %60 = zext i8 %59 to i32
  %61 = shl nuw nsw i32 %60, 8
  %62 = getelementptr inbounds i8, ptr %1, i64 5
  %63 = load i8, ptr %62, align 1, !tbaa !9
  %64 = zext i8 %63 to i32
  %65 = or disjoint i32 %61, %64
  %66 = add nuw nsw i32 %65, %57
  %67 = getelementptr inbounds i8, ptr %1, i64 6
  %68 = load i8, ptr %67, align 1, !tbaa !9
  %69 = zext i8 %68 to i32
  %70 = shl nuw nsw i32 %69, 8
  %71 = getelementptr inbounds i8, ptr %1, i64 7
  %72 = load i8, ptr %71, align 1, !tbaa !9
  %73 = zext i8 %72 to i32
  %74 = or disjoint i32 %70, %73
  %75 = add nuw nsw i32 %74, %66
  %76 = getelementptr inbounds i8, ptr %1, i64 8
  %77 = load i8, ptr %76, align 1, !tbaa !9
  %78 = zext i8 %77 to i32
  %79 = shl nuw nsw i32 %78, 8
  %80 = getelementptr inbounds i8, ptr %1, i64 9
  %81 = load i8, ptr %80, align 1, !tbaa !9
  %82 = zext i8 %81 to i32
  %83 = or disjoint i32 %79, %82
  %84 = add nuw nsw i32 %83, %75
  %85 = getelementptr inbounds i8, ptr %1, i64 10
  %86 = load i8, ptr %85, align 1, !tbaa !9
  %87 = zext i8 %86 to i32
  %88 = shl nuw nsw i32 %87, 8
  %89 = getelementptr inbounds i8, ptr %1, i64 11
  %90 = load i8, ptr %89, align 1, !tbaa !9
  %91 = zext i8 %90 to i32
  %92 = or disjoint i32 %88, %91
  %93 = add nuw nsw i32 %92, %84
  %94 = getelementptr inbounds i8, ptr %1, i64 12
  %95 = load i8, ptr %94, align 1, !tbaa !9
  %96 = zext i8 %95 to i32
  %97 = shl nuw nsw i32 %96, 8
  %98 = getelementptr inbounds i8, ptr %1, i64 13
  %99 = load i8, ptr %98, align 1, !tbaa !9
  %100 = zext i8 %99 to i32
  %101 = or disjoint i32 %97, %100
  %102 = add nuw nsw i32 %101, %93
  %103 = getelementptr inbounds i8, ptr %1, i64 14
  %104 = load i8, ptr %103, align 1, !tbaa !9
  %105 = zext i8 %104 to i32
  %106 = shl nuw nsw i32 %105, 8
  %107 = getelementptr inbounds i8, ptr %1, i64 15
  %108 = load i8, ptr %107, align 1, !tbaa !9
  %109 = zext i8 %108 to i32
  %110 = or disjoint i32 %106, %109
  %111 = add nuw nsw i32 %110, %102
  %112 = getelementptr inbounds i8, ptr %1, i64 16
  %113 = load i8, ptr %112, align 1, !tbaa !9
  %114 = zext i8 %113 to i32
  %115 = shl nuw nsw i32 %114, 8
  %116 = getelementptr inbounds i8, ptr %1, i64 17
  %117 = load i8, ptr %116, align 1, !tbaa !9
  %118 = zext i8 %117 to i32
  %119 = or disjoint i32 %115, %118
  %120 = add nuw nsw i32 %119, %111
  %121 = getelementptr inbounds i8, ptr %1, i64 18
  %122 = load i8, ptr %121, align 1, !tbaa !9
  %123 = zext i8 %122 to i32
  %124 = shl nuw nsw i32 %123, 8
  %125 = getelementptr inbounds i8, ptr %1, i64 19
  %126 = load i8, ptr %125, align 1, !tbaa !9
  %127 = zext i8 %126 to i32
  %128 = or disjoint i32 %124, %127
  %129 = add nuw nsw i32 %128, %120
  %130 = xor i32 %41, 65535
  %131 = icmp ult i32 %129, 65536
  br i1 %131, label %138, label %132

132:                                              ; preds = %40, %132
  %133 = phi i32 [ %136, %132 ], [ %129, %40 ]
  %134 = lshr i32 %133, 16
  %135 = and i32 %133, 65535
  %136 = add nuw nsw i32 %135, %134
  %137 = icmp ult i32 %136, 65536
  br i1 %137, label %138, label %132, !llvm.loop !14

138:                                              ; preds = %132, %40
  %139 = phi i32 [ %129, %40 ], [ %136, %132 ]
  %140 = xor i32 %139, 65535
  %141 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %130, i32 noundef signext %140)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  br label %150

142:                                              ; preds = %0, %142
  %143 = phi i64 [ 0, %0 ], [ %148, %142 ]
  %144 = trunc i64 %143 to i8
  %145 = mul i8 %144, 37
  %146 = add i8 %145, 11
  %147 = getelementptr inbounds [33 x i8], ptr %1, i64 0, i64 %143
  store i8 %146, ptr %147, align 1, !tbaa !9
  %148 = add nuw nsw i64 %143, 1
  %149 = icmp eq i64 %148, 33
  br i1 %149, label %18, label %142, !llvm.loop !15

150:                                              ; preds = %138, %150
  %151 = phi i32 [ 0, %138 ], [ %165, %150 ]
  %152 = mul nuw nsw i32 %151, 7
  %153 = trunc nuw i32 %151 to i16
  %154 = udiv i16 %153, 3
  %155 = zext nneg i16 %154 to i32
  %156 = add nuw nsw i32 %152, %155
  %157 = and i32 %156, 15
  %158 = zext nneg i32 %157 to i64
  %159 = getelementptr inbounds [16 x i16], ptr %2, i64 0, i64 %158
  %160 = load i16, ptr %159, align 2, !tbaa !16
  %161 = and i32 %151, 1
  %162 = icmp eq i32 %161, 0
  %163 = select i1 %162, i16 -2, i16 1
  %164 = add i16 %160, %163
  store i16 %164, ptr %159, align 2, !tbaa !16
  %165 = add nuw nsw i32 %151, 1
  %166 = icmp eq i32 %165, 1000
  br i1 %166, label %167, label %150, !llvm.loop !18

167:                                              ; preds = %150
  %168 = load i16, ptr %2, align 2, !tbaa !16
  %169 = sext i16 %168 to i32
  %170 = mul nsw i32 %169, 5
  %171 = getelementptr inbounds i8, ptr %2, i64 2
  %172 = load i16, ptr %171, align 2, !tbaa !16
  %173 = sext i16 %172 to i32
  %174 = add nsw i32 %170, %173
  %175 = mul nsw i32 %174, 5
  %176 = getelementptr inbounds i8, ptr %2, i64 4
  %177 = load i16, ptr %176, align 2, !tbaa !16
  %178 = sext i16 %177 to i32
  %179 = add nsw i32 %175, %178
  %180 = mul nsw i32 %179, 5
  %181 = getelementptr inbounds i8, ptr %2, i64 6
  %182 = load i16, ptr %181, align 2, !tbaa !16
  %183 = sext i16 %182 to i32
  %184 = add nsw i32 %180, %183
  %185 = mul nsw i32 %184, 5
  %186 = getelementptr inbounds i8, ptr %2, i64 8
  %187 = load i16, ptr %186, align 2, !tbaa !16
  %188 = sext i16 %187 to i32
  %189 = add nsw i32 %185, %188
  %190 = mul nsw i32 %189, 5
  %191 = getelementptr inbounds i8, ptr %2, i64 10
  %192 = load i16, ptr %191, align 2, !tbaa !16
  %193 = sext i16 %192 to i32
  %194 = add nsw i32 %190, %193
  %195 = mul nsw i32 %194, 5
  %196 = getelementptr inbounds i8, ptr %2, i64 12
  %197 = load i16, ptr %196, align 2, !tbaa !16
  %198 = sext i16 %197 to i32
  %199 = add nsw i32 %195, %198
  %200 = mul i32 %199, 5
  %201 = getelementptr inbounds i8, ptr %2, i64 14
  %202 = load i16, ptr %201, align 2, !tbaa !16
  %203 = sext i16 %202 to i32
  %204 = add i32 %200, %203
  %205 = mul i32 %204, 5
  %206 = getelementptr inbounds i8, ptr %2, i64 16
  %207 = load i16, ptr %206, align 2, !tbaa !16
  %208 = sext i16 %207 to i32
  %209 = add i32 %205, %208
  %210 = mul i32 %209, 5
  %211 = getelementptr inbounds i8, ptr %2, i64 18
  %212 = load i16, ptr %211, align 2, !tbaa !16
  %213 = sext i16 %212 to i32
  %214 = add i32 %210, %213
  %215 = mul i32 %214, 5
  %216 = getelementptr inbounds i8, ptr %2, i64 20
  %217 = load i16, ptr %216, align 2, !tbaa !16
  %218 = sext i16 %217 to i32
  %219 = add i32 %215, %218
  %220 = mul i32 %219, 5
  %221 = getelementptr inbounds i8, ptr %2, i64 22
  %222 = load i16, ptr %221, align 2, !tbaa !16
  %223 = sext i16 %222 to i32
  %224 = add i32 %220, %223
  %225 = mul i32 %224, 5
  %226 = getelementptr inbounds i8, ptr %2, i64 24
  %227 = load i16, ptr %226, align 2, !tbaa !16
  %228 = sext i16 %227 to i32
  %229 = add i32 %225, %228
  %230 = mul i32 %229, 5
  %231 = getelementptr inbounds i8, ptr %2, i64 26
  %232 = load i16, ptr %231, align 2, !tbaa !16
  %233 = sext i16 %232 to i32
  %234 = add i32 %230, %233
  %235 = mul i32 %234, 5
  %236 = getelementptr inbounds i8, ptr %2, i64 28
  %237 = load i16, ptr %236, align 2, !tbaa !16
  %238 = sext i16 %237 to i32
  %239 = add i32 %235, %238
  %240 = mul i32 %239, 5
  %241 = getelementptr inbounds i8, ptr %2, i64 30
  %242 = load i16, ptr %241, align 2, !tbaa !16
  %243 = sext i16 %242 to i32
  %244 = add i32 %240, %243
  %245 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %244)
  %246 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 198)
  %247 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 128, i32 noundef signext -128, i32 noundef signext 128)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !10, i64 0}
!18 = distinct !{!18, !13}
