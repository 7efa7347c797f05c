; ModuleID = 'tests/programs/crc_hash.c'
source_filename = "tests/programs/crc_hash.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@__const.main.msgs = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
@.str.5 = private unnamed_addr constant [44 x i8] c"'%s': crc=%08x/%08x adler=%08x fnv=%016llx\0A\00", align 1
@main.buf = internal unnamed_addr global [65536 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [38 x i8] c"big: crc=%08x adler=%08x fnv=%016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"sip-like = %016llx\0A\00", align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i64], align 8
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %46, %2 ]
  %4 = trunc nuw nsw i64 %3 to i32
  %5 = and i32 %4, 1
  %6 = icmp eq i32 %5, 0
  %7 = lshr i32 %4, 1
  %8 = xor i32 %7, -306674912
  %9 = select i1 %6, i32 %7, i32 %8
  %10 = and i32 %9, 1
  %11 = icmp eq i32 %10, 0
  %12 = lshr i32 %9, 1
  %13 = xor i32 %12, -306674912
  %14 = select i1 %11, i32 %12, i32 %13
  %15 = and i32 %14, 1
  %16 = icmp eq i32 %15, 0
  %17 = lshr i32 %14, 1
  %18 = xor i32 %17, -306674912
  %19 = select i1 %16, i32 %17, i32 %18
  %20 = and i32 %19, 1
  %21 = icmp eq i32 %20, 0
  %22 = lshr i32 %19, 1
  %23 = xor i32 %22, -306674912
  %24 = select i1 %21, i32 %22, i32 %23
  %25 = and i32 %24, 1
  %26 = icmp eq i32 %25, 0
  %27 = lshr i32 %24, 1
  %28 = xor i32 %27, -306674912
  %29 = select i1 %26, i32 %27, i32 %28
  %30 = and i32 %29, 1
  %31 = icmp eq i32 %30, 0
  %32 = lshr i32 %29, 1
  %33 = xor i32 %32, -306674912
  %34 = select i1 %31, i32 %32, i32 %33
  %35 = and i32 %34, 1
  %36 = icmp eq i32 %35, 0
  %37 = lshr i32 %34, 1
  %38 = xor i32 %37, -306674912
  %39 = select i1 %36, i32 %37, i32 %38
  %40 = and i32 %39, 1
  %41 = icmp eq i32 %40, 0
  %42 = lshr i32 %39, 1
  %43 = xor i32 %42, -306674912
  %44 = select i1 %41, i32 %42, i32 %43
  %45 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %3
  store i32 %44, ptr %45, align 4, !tbaa !9
  %46 = add nuw nsw i64 %3, 1
  %47 = icmp eq i64 %46, 256
  br i1 %47, label %48, label %2, !llvm.loop !13

48:                                               ; preds = %2, %142
  %49 = phi i64 [ %148, %142 ], [ 0, %2 ]
  %50 = getelementptr inbounds [5 x ptr], ptr @__const.main.msgs, i64 0, i64 %49
  %51 = load ptr, ptr %50, align 8, !tbaa !15
  %52 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %51) #5
  %53 = icmp eq i64 %52, 0
  br i1 %53, label %142, label %54

54:                                               ; preds = %48, %54
  %55 = phi i64 [ %66, %54 ], [ 0, %48 ]
  %56 = phi i32 [ %65, %54 ], [ -1, %48 ]
  %57 = getelementptr inbounds i8, ptr %51, i64 %55
  %58 = load i8, ptr %57, align 1, !tbaa !17
  %59 = trunc i32 %56 to i8
  %60 = xor i8 %58, %59
  %61 = zext i8 %60 to i64
  %62 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !9
  %64 = lshr i32 %56, 8
  %65 = xor i32 %63, %64
  %66 = add nuw i64 %55, 1
  %67 = icmp eq i64 %66, %52
  br i1 %67, label %68, label %54, !llvm.loop !18

68:                                               ; preds = %54, %68
  %69 = phi i64 [ %110, %68 ], [ 0, %54 ]
  %70 = phi i32 [ %109, %68 ], [ -1, %54 ]
  %71 = getelementptr inbounds i8, ptr %51, i64 %69
  %72 = load i8, ptr %71, align 1, !tbaa !17
  %73 = zext i8 %72 to i32
  %74 = xor i32 %70, %73
  %75 = lshr i32 %74, 1
  %76 = and i32 %74, 1
  %77 = icmp eq i32 %76, 0
  %78 = select i1 %77, i32 0, i32 -306674912
  %79 = xor i32 %78, %75
  %80 = lshr i32 %79, 1
  %81 = and i32 %74, 2
  %82 = icmp eq i32 %81, 0
  %83 = select i1 %82, i32 0, i32 -306674912
  %84 = xor i32 %80, %83
  %85 = lshr i32 %84, 6
  %86 = and i32 %74, 4
  %87 = icmp eq i32 %86, 0
  %88 = select i1 %87, i32 0, i32 124634137
  %89 = and i32 %74, 8
  %90 = icmp eq i32 %89, 0
  %91 = select i1 %90, i32 0, i32 249268274
  %92 = and i32 %74, 16
  %93 = icmp eq i32 %92, 0
  %94 = select i1 %93, i32 0, i32 498536548
  %95 = and i32 %74, 32
  %96 = icmp eq i32 %95, 0
  %97 = select i1 %96, i32 0, i32 997073096
  %98 = and i32 %79, 32
  %99 = icmp eq i32 %98, 0
  %100 = select i1 %99, i32 0, i32 1994146192
  %101 = and i32 %84, 32
  %102 = icmp eq i32 %101, 0
  %103 = select i1 %102, i32 0, i32 -306674912
  %104 = xor i32 %91, %88
  %105 = xor i32 %104, %94
  %106 = xor i32 %105, %97
  %107 = xor i32 %106, %85
  %108 = xor i32 %107, %100
  %109 = xor i32 %108, %103
  %110 = add nuw i64 %69, 1
  %111 = icmp eq i64 %110, %52
  br i1 %111, label %112, label %68, !llvm.loop !19

112:                                              ; preds = %68
  %113 = xor i32 %65, -1
  br label %114

114:                                              ; preds = %112, %114
  %115 = phi i64 [ %125, %114 ], [ 0, %112 ]
  %116 = phi i32 [ %124, %114 ], [ 0, %112 ]
  %117 = phi i32 [ %122, %114 ], [ 1, %112 ]
  %118 = getelementptr inbounds i8, ptr %51, i64 %115
  %119 = load i8, ptr %118, align 1, !tbaa !17
  %120 = zext i8 %119 to i32
  %121 = add nuw nsw i32 %117, %120
  %122 = urem i32 %121, 65521
  %123 = add nuw nsw i32 %122, %116
  %124 = urem i32 %123, 65521
  %125 = add nuw i64 %115, 1
  %126 = icmp eq i64 %125, %52
  br i1 %126, label %127, label %114, !llvm.loop !20

127:                                              ; preds = %114
  %128 = shl nuw i32 %124, 16
  br label %129

129:                                              ; preds = %127, %129
  %130 = phi i64 [ %137, %129 ], [ 0, %127 ]
  %131 = phi i64 [ %136, %129 ], [ -3750763034362895579, %127 ]
  %132 = getelementptr inbounds i8, ptr %51, i64 %130
  %133 = load i8, ptr %132, align 1, !tbaa !17
  %134 = zext i8 %133 to i64
  %135 = xor i64 %131, %134
  %136 = mul i64 %135, 1099511628211
  %137 = add nuw i64 %130, 1
  %138 = icmp eq i64 %137, %52
  br i1 %138, label %139, label %129, !llvm.loop !21

139:                                              ; preds = %129
  %140 = xor i32 %109, -1
  %141 = or disjoint i32 %128, %122
  br label %142

142:                                              ; preds = %139, %48
  %143 = phi i32 [ 1, %48 ], [ %141, %139 ]
  %144 = phi i32 [ 0, %48 ], [ %113, %139 ]
  %145 = phi i32 [ 0, %48 ], [ %140, %139 ]
  %146 = phi i64 [ -3750763034362895579, %48 ], [ %136, %139 ]
  %147 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %51, i32 noundef signext %144, i32 noundef signext %145, i32 noundef signext %143, i64 noundef %146)
  %148 = add nuw nsw i64 %49, 1
  %149 = icmp eq i64 %148, 5
  br i1 %149, label %208, label %48, !llvm.loop !22

150:                                              ; preds = %208, %150
  %151 = phi i64 [ %162, %150 ], [ 0, %208 ]
  %152 = phi i32 [ %161, %150 ], [ -1, %208 ]
  %153 = getelementptr inbounds i8, ptr @main.buf, i64 %151
  %154 = load i8, ptr %153, align 1, !tbaa !17
  %155 = trunc i32 %152 to i8
  %156 = xor i8 %154, %155
  %157 = zext i8 %156 to i64
  %158 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !9
  %160 = lshr i32 %152, 8
  %161 = xor i32 %159, %160
  %162 = add nuw nsw i64 %151, 1
  %163 = icmp eq i64 %162, 65536
  br i1 %163, label %164, label %150, !llvm.loop !18

164:                                              ; preds = %150, %164
  %165 = phi i64 [ %175, %164 ], [ 0, %150 ]
  %166 = phi i32 [ %174, %164 ], [ 0, %150 ]
  %167 = phi i32 [ %172, %164 ], [ 1, %150 ]
  %168 = getelementptr inbounds i8, ptr @main.buf, i64 %165
  %169 = load i8, ptr %168, align 1, !tbaa !17
  %170 = zext i8 %169 to i32
  %171 = add nuw nsw i32 %167, %170
  %172 = urem i32 %171, 65521
  %173 = add nuw nsw i32 %172, %166
  %174 = urem i32 %173, 65521
  %175 = add nuw nsw i64 %165, 1
  %176 = icmp eq i64 %175, 65536
  br i1 %176, label %177, label %164, !llvm.loop !20

177:                                              ; preds = %164
  %178 = shl nuw i32 %174, 16
  br label %179

179:                                              ; preds = %179, %177
  %180 = phi i64 [ %187, %179 ], [ 0, %177 ]
  %181 = phi i64 [ %186, %179 ], [ -3750763034362895579, %177 ]
  %182 = getelementptr inbounds i8, ptr @main.buf, i64 %180
  %183 = load i8, ptr %182, align 1, !tbaa !17
  %184 = zext i8 %183 to i64
  %185 = xor i64 %181, %184
  %186 = mul i64 %185, 1099511628211
  %187 = add nuw nsw i64 %180, 1
  %188 = icmp eq i64 %187, 65536
  br i1 %188, label %189, label %179, !llvm.loop !21

189:                                              ; preds = %179
  %190 = xor i32 %161, -1
  %191 = or disjoint i32 %178, %172
  %192 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %190, i32 noundef signext %191, i64 noundef %186)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #6
  store i64 506097522914230528, ptr %1, align 8, !tbaa !23
  %193 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 1084818905618843912, ptr %193, align 8, !tbaa !23
  %194 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 1663540288323457296, ptr %194, align 8, !tbaa !23
  %195 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 2242261671028070680, ptr %195, align 8, !tbaa !23
  %196 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 2820983053732684064, ptr %196, align 8, !tbaa !23
  %197 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 3399704436437297448, ptr %197, align 8, !tbaa !23
  %198 = getelementptr inbounds i8, ptr %1, i64 48
  store i64 3978425819141910832, ptr %198, align 8, !tbaa !23
  %199 = getelementptr inbounds i8, ptr %1, i64 56
  store i64 4557147201846524216, ptr %199, align 8, !tbaa !23
  %200 = getelementptr inbounds i8, ptr %1, i64 64
  store i64 5135868584551137600, ptr %200, align 8, !tbaa !23
  %201 = getelementptr inbounds i8, ptr %1, i64 72
  store i64 5714589967255750984, ptr %201, align 8, !tbaa !23
  %202 = getelementptr inbounds i8, ptr %1, i64 80
  store i64 6293311349960364368, ptr %202, align 8, !tbaa !23
  %203 = getelementptr inbounds i8, ptr %1, i64 88
  store i64 6872032732664977752, ptr %203, align 8, !tbaa !23
  %204 = getelementptr inbounds i8, ptr %1, i64 96
  store i64 7450754115369591136, ptr %204, align 8, !tbaa !23
  %205 = getelementptr inbounds i8, ptr %1, i64 104
  store i64 8029475498074204520, ptr %205, align 8, !tbaa !23
  %206 = getelementptr inbounds i8, ptr %1, i64 112
  store i64 8608196880778817904, ptr %206, align 8, !tbaa !23
  %207 = getelementptr inbounds i8, ptr %1, i64 120
  store i64 9186918263483431288, ptr %207, align 8, !tbaa !23
  br label %217

208:                                              ; preds = %142, %208
  %209 = phi i64 [ %215, %208 ], [ 0, %142 ]
  %210 = mul nuw nsw i64 %209, 131
  %211 = lshr i64 %209, 8
  %212 = add nuw nsw i64 %210, %211
  %213 = trunc i64 %212 to i8
  %214 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %209
  store i8 %213, ptr %214, align 1, !tbaa !17
  %215 = add nuw nsw i64 %209, 1
  %216 = icmp eq i64 %215, 65536
  br i1 %216, label %150, label %208, !llvm.loop !25

217:                                              ; preds = %189, %217
  %218 = phi i64 [ %255, %217 ], [ 0, %189 ]
  %219 = phi i64 [ %249, %217 ], [ 8893317812261383291, %189 ]
  %220 = phi i64 [ %253, %217 ], [ 7746018054687388513, %189 ]
  %221 = phi i64 [ %252, %217 ], [ 7737605742629119589, %189 ]
  %222 = phi i64 [ %254, %217 ], [ 8388350548712186997, %189 ]
  %223 = getelementptr inbounds i64, ptr %1, i64 %218
  %224 = load i64, ptr %223, align 8, !tbaa !23
  %225 = xor i64 %224, %219
  %226 = add i64 %222, %221
  %227 = tail call i64 @llvm.fshl.i64(i64 %221, i64 %221, i64 13)
  %228 = xor i64 %226, %227
  %229 = tail call i64 @llvm.fshl.i64(i64 %226, i64 %226, i64 32)
  %230 = add i64 %225, %220
  %231 = tail call i64 @llvm.fshl.i64(i64 %225, i64 %225, i64 16)
  %232 = xor i64 %231, %230
  %233 = add i64 %232, %229
  %234 = tail call i64 @llvm.fshl.i64(i64 %232, i64 %232, i64 21)
  %235 = xor i64 %234, %233
  %236 = add i64 %230, %228
  %237 = tail call i64 @llvm.fshl.i64(i64 %228, i64 %228, i64 17)
  %238 = xor i64 %236, %237
  %239 = tail call i64 @llvm.fshl.i64(i64 %236, i64 %236, i64 32)
  %240 = add i64 %238, %233
  %241 = tail call i64 @llvm.fshl.i64(i64 %238, i64 %238, i64 13)
  %242 = xor i64 %241, %240
  %243 = tail call i64 @llvm.fshl.i64(i64 %240, i64 %240, i64 32)
  %244 = add i64 %235, %239
  %245 = tail call i64 @llvm.fshl.i64(i64 %235, i64 %235, i64 16)
  %246 = xor i64 %245, %244
  %247 = add i64 %246, %243
  %248 = tail call i64 @llvm.fshl.i64(i64 %246, i64 %246, i64 21)
  %249 = xor i64 %248, %247
  %250 = add i64 %244, %242
  %251 = tail call i64 @llvm.fshl.i64(i64 %242, i64 %242, i64 17)
  %252 = xor i64 %250, %251
  %253 = tail call i64 @llvm.fshl.i64(i64 %250, i64 %250, i64 32)
  %254 = xor i64 %247, %224
  %255 = add nuw nsw i64 %218, 1
  %256 = icmp eq i64 %255, 16
  br i1 %256, label %257, label %217, !llvm.loop !26

257:                                              ; preds = %217
  %258 = xor i64 %253, %252
  %259 = xor i64 %258, %254
  %260 = xor i64 %259, %249
  %261 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %260)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !11, i64 0}
!17 = !{!11, !11, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !11, i64 0}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
