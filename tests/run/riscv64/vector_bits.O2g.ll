; ModuleID = 'tests/run/riscv64/vector_bits.c'
source_filename = "tests/run/riscv64/vector_bits.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"packed greater: 0x%02x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [30 x i8] c"bool4 from 0xa5: %d %d %d %d\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [23 x i8] c"bool16 true lanes: %d\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [19 x i8] c"odd lanes: 0x%04x\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [27 x i8] c"float->short: %d %d %d %d\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [28 x i8] c"float->ushort: %u %u %u %u\0A\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [34 x i8] c"char->float: %.1f %.1f %.1f %.1f\0A\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [36 x i8] c"ushort->float: %.1f %.1f %.1f %.1f\0A\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [20 x i8] c"double->int: %d %d\0A\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [24 x i8] c"int->double: %.1f %.1f\0A\00", align 1, !dbg !52
@.str.12 = private unnamed_addr constant [22 x i8] c"float->long: %ld %ld\0A\00", align 1, !dbg !54

; Function Attrs: nofree nounwind uwtable
define dso_local signext range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !87 {
  %1 = alloca <8 x i32>, align 32, !DIAssignID !151
    #dbg_assign(i1 undef, !92, !DIExpression(), !151, ptr %1, !DIExpression(), !152)
  %2 = alloca <8 x i32>, align 32, !DIAssignID !153
    #dbg_assign(i1 undef, !97, !DIExpression(), !153, ptr %2, !DIExpression(), !152)
  %3 = alloca i8, align 1, !DIAssignID !154
    #dbg_assign(i1 undef, !99, !DIExpression(), !154, ptr %3, !DIExpression(), !152)
  %4 = alloca i8, align 1, !DIAssignID !155
    #dbg_assign(i1 undef, !103, !DIExpression(), !155, ptr %4, !DIExpression(), !152)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8, !dbg !156
  store <8 x i32> <i32 1, i32 9, i32 3, i32 7, i32 5, i32 5, i32 -2, i32 100>, ptr %1, align 32, !dbg !157, !tbaa !158, !DIAssignID !161
    #dbg_assign(<8 x i32> <i32 1, i32 9, i32 3, i32 7, i32 5, i32 5, i32 -2, i32 100>, !92, !DIExpression(), !161, ptr %1, !DIExpression(), !152)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8, !dbg !162
  store <8 x i32> <i32 2, i32 8, i32 3, i32 6, i32 6, i32 4, i32 -3, i32 99>, ptr %2, align 32, !dbg !163, !tbaa !158, !DIAssignID !164
    #dbg_assign(<8 x i32> <i32 2, i32 8, i32 3, i32 6, i32 6, i32 4, i32 -3, i32 99>, !97, !DIExpression(), !164, ptr %2, !DIExpression(), !152)
  %5 = call fastcc i64 @lanes_greater(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !165
  %6 = trunc nuw i64 %5 to i8, !dbg !165
  %7 = bitcast i8 %6 to <8 x i1>, !dbg !165
    #dbg_value(i8 %6, !98, !DIExpression(), !152)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #8, !dbg !166
  store i8 0, ptr %3, align 1, !dbg !167, !tbaa !158, !DIAssignID !168
    #dbg_assign(i8 0, !99, !DIExpression(), !168, ptr %3, !DIExpression(), !152)
  call fastcc void @store_bools(ptr noundef nonnull %3, i64 %5), !dbg !169
  %8 = load i8, ptr %3, align 1, !dbg !170, !tbaa !158
  %9 = zext i8 %8 to i32, !dbg !170
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %9), !dbg !171
    #dbg_value(i32 0, !101, !DIExpression(), !172)
    #dbg_value(i32 0, !101, !DIExpression(), !172)
  %11 = trunc nuw nsw i64 %5 to i32, !dbg !173
  %12 = and i32 %11, 1, !dbg !173
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %12), !dbg !175
    #dbg_value(i32 1, !101, !DIExpression(), !172)
  %14 = extractelement <8 x i1> %7, i64 1, !dbg !173
  %15 = zext i1 %14 to i32, !dbg !173
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %15), !dbg !175
    #dbg_value(i32 2, !101, !DIExpression(), !172)
  %17 = extractelement <8 x i1> %7, i64 2, !dbg !173
  %18 = zext i1 %17 to i32, !dbg !173
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %18), !dbg !175
    #dbg_value(i32 3, !101, !DIExpression(), !172)
  %20 = extractelement <8 x i1> %7, i64 3, !dbg !173
  %21 = zext i1 %20 to i32, !dbg !173
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %21), !dbg !175
    #dbg_value(i32 4, !101, !DIExpression(), !172)
  %23 = extractelement <8 x i1> %7, i64 4, !dbg !173
  %24 = zext i1 %23 to i32, !dbg !173
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %24), !dbg !175
    #dbg_value(i32 5, !101, !DIExpression(), !172)
  %26 = extractelement <8 x i1> %7, i64 5, !dbg !173
  %27 = zext i1 %26 to i32, !dbg !173
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %27), !dbg !175
    #dbg_value(i32 6, !101, !DIExpression(), !172)
  %29 = extractelement <8 x i1> %7, i64 6, !dbg !173
  %30 = zext i1 %29 to i32, !dbg !173
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %30), !dbg !175
    #dbg_value(i32 7, !101, !DIExpression(), !172)
  %32 = extractelement <8 x i1> %7, i64 7, !dbg !173
  %33 = zext i1 %32 to i32, !dbg !173
  %34 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %33), !dbg !175
    #dbg_value(i32 8, !101, !DIExpression(), !172)
  %35 = tail call i32 @putchar(i32 10), !dbg !176
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #8, !dbg !177
  store i8 -91, ptr %4, align 1, !dbg !178, !tbaa !158, !DIAssignID !179
    #dbg_assign(i8 -91, !103, !DIExpression(), !179, ptr %4, !DIExpression(), !152)
  %36 = call fastcc i64 @load_bools(ptr noundef nonnull %4), !dbg !180
  %37 = trunc nuw i64 %36 to i8, !dbg !180
  %38 = bitcast i8 %37 to <8 x i1>, !dbg !180
    #dbg_value(<8 x i1> poison, !104, !DIExpression(), !152)
  %39 = trunc nuw nsw i64 %36 to i32, !dbg !181
  %40 = and i32 %39, 1, !dbg !181
  %41 = extractelement <8 x i1> %38, i64 1, !dbg !182
  %42 = zext i1 %41 to i32, !dbg !182
  %43 = extractelement <8 x i1> %38, i64 2, !dbg !183
  %44 = zext i1 %43 to i32, !dbg !183
  %45 = extractelement <8 x i1> %38, i64 3, !dbg !184
  %46 = zext i1 %45 to i32, !dbg !184
  %47 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %40, i32 noundef signext %42, i32 noundef signext %44, i32 noundef signext %46), !dbg !185
    #dbg_value(i16 -3855, !105, !DIExpression(), !152)
    #dbg_value(i16 -3855, !107, !DIExpression(), !152)
  %48 = tail call fastcc signext i32 @count_true(), !dbg !186
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %48), !dbg !187
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, !110, !DIExpression(), !152)
    #dbg_value(i16 -21846, !115, !DIExpression(), !152)
    #dbg_value(i16 -21846, !116, !DIExpression(), !152)
  %50 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 43690), !dbg !188
    #dbg_value(<4 x float> <float 1.750000e+00, float -2.500000e+00, float 0x4072CE6660000000, float -3.200000e+04>, !117, !DIExpression(), !152)
    #dbg_value(<4 x i16> <i16 1, i16 -2, i16 300, i16 -32000>, !123, !DIExpression(), !152)
  %51 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1, i32 noundef signext -2, i32 noundef signext 300, i32 noundef signext -32000), !dbg !189
    #dbg_value(<4 x float> <float 5.000000e-01, float 6.553500e+04, float 0x40934BF5C0000000, float 7.000000e+00>, !127, !DIExpression(), !152)
    #dbg_value(<4 x i16> <i16 0, i16 -1, i16 1234, i16 7>, !128, !DIExpression(), !152)
  %52 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0, i32 noundef signext 65535, i32 noundef signext 1234, i32 noundef signext 7), !dbg !190
    #dbg_value(<4 x i8> <i8 -128, i8 -1, i8 0, i8 127>, !131, !DIExpression(), !152)
    #dbg_value(<4 x float> <float -1.280000e+02, float -1.000000e+00, float 0.000000e+00, float 1.270000e+02>, !135, !DIExpression(), !152)
  %53 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef -1.280000e+02, double noundef -1.000000e+00, double noundef 0.000000e+00, double noundef 1.270000e+02), !dbg !191
    #dbg_value(<4 x i16> <i16 0, i16 1, i16 -25536, i16 -1>, !136, !DIExpression(), !152)
    #dbg_value(<4 x float> <float 0.000000e+00, float 1.000000e+00, float 4.000000e+04, float 6.553500e+04>, !137, !DIExpression(), !152)
  %54 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 4.000000e+04, double noundef 6.553500e+04), !dbg !192
    #dbg_value(<2 x double> <double -7.900000e+00, double 0x41DFFFFF5E200000>, !138, !DIExpression(), !152)
    #dbg_value(<2 x i32> <i32 -7, i32 2147483000>, !142, !DIExpression(), !152)
  %55 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext -7, i32 noundef signext 2147483000), !dbg !193
    #dbg_value(<2 x i32> <i32 -2147483648, i32 65537>, !145, !DIExpression(), !152)
    #dbg_value(<2 x double> <double 0xC1E0000000000000, double 6.553700e+04>, !146, !DIExpression(), !152)
  %56 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0xC1E0000000000000, double noundef 6.553700e+04), !dbg !194
  %57 = tail call fastcc i128 @float_pair_to_long(), !dbg !195
  %58 = bitcast i128 %57 to <2 x i64>, !dbg !195
    #dbg_value(<2 x i64> %58, !147, !DIExpression(), !152)
  %59 = trunc i128 %57 to i64, !dbg !196
  %60 = extractelement <2 x i64> %58, i64 1, !dbg !197
  %61 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %59, i64 noundef %60), !dbg !198
  %62 = icmp ne i8 %8, -22, !dbg !199
  %63 = zext i1 %62 to i32, !dbg !200
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #8, !dbg !201
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #8, !dbg !201
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8, !dbg !201
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8, !dbg !201
  ret i32 %63, !dbg !202
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 0, 256) i64 @lanes_greater(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 !dbg !203 {
    #dbg_value(ptr %0, !209, !DIExpression(), !211)
    #dbg_value(ptr %1, !210, !DIExpression(), !211)
  %3 = load <8 x i32>, ptr %0, align 32, !dbg !212, !tbaa !158
  %4 = load <8 x i32>, ptr %1, align 32, !dbg !213, !tbaa !158
  %5 = icmp sgt <8 x i32> %3, %4, !dbg !214
  %6 = bitcast <8 x i1> %5 to i8, !dbg !215
  %7 = zext i8 %6 to i64, !dbg !215
  ret i64 %7, !dbg !215
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @store_bools(ptr nocapture noundef writeonly %0, i64 %1) unnamed_addr #3 !dbg !216 {
  %3 = trunc nuw i64 %1 to i8
    #dbg_value(ptr %0, !220, !DIExpression(), !222)
    #dbg_value(i8 %3, !221, !DIExpression(), !222)
  store i8 %3, ptr %0, align 1, !dbg !223, !tbaa !158
  ret void, !dbg !224
}

; Function Attrs: nofree nounwind
declare !dbg !225 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 0, 256) i64 @load_bools(ptr nocapture noundef readonly %0) unnamed_addr #2 !dbg !232 {
  %2 = alloca <4 x i1>, align 1
    #dbg_value(ptr %0, !236, !DIExpression(), !237)
  %3 = load <8 x i1>, ptr %0, align 1, !dbg !238
  %4 = shufflevector <8 x i1> %3, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !238
  store <4 x i1> %4, ptr %2, align 1, !dbg !239
  %5 = load i8, ptr %2, align 1, !dbg !239
  %6 = zext i8 %5 to i64, !dbg !239
  ret i64 %6, !dbg !239
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc signext i32 @count_true() unnamed_addr #5 !dbg !240 {
    #dbg_value(i16 -3855, !244, !DIExpression(), !248)
    #dbg_value(i32 0, !245, !DIExpression(), !248)
    #dbg_value(i32 0, !246, !DIExpression(), !249)
  br label %2, !dbg !250

1:                                                ; preds = %2
  ret i32 %7, !dbg !251

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %7, %2 ]
    #dbg_value(i32 %3, !246, !DIExpression(), !249)
    #dbg_value(i32 %4, !245, !DIExpression(), !248)
  %5 = extractelement <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true>, i32 %3, !dbg !252
  %6 = zext i1 %5 to i32, !dbg !252
  %7 = add nuw nsw i32 %4, %6, !dbg !254
    #dbg_value(i32 %7, !245, !DIExpression(), !248)
  %8 = add nuw nsw i32 %3, 1, !dbg !255
    #dbg_value(i32 %8, !246, !DIExpression(), !249)
  %9 = icmp eq i32 %8, 16, !dbg !256
  br i1 %9, label %1, label %2, !dbg !250, !llvm.loop !257
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i128 @float_pair_to_long() unnamed_addr #6 !dbg !260 {
    #dbg_value(<4 x float> <float 1.750000e+00, float -2.500000e+00, float 0x4072CE6660000000, float -3.200000e+04>, !264, !DIExpression(), !265)
  ret i128 -590277363614631942160386, !dbg !266
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!59}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !81, !82, !83, !84, !85}
!llvm.ident = !{!86}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/vector_bits.c", directory: ".", checksumkind: CSK_MD5, checksum: "c3fcc3641a28ca9878f8bf24527f9cd7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 30)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 27)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 28)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 34)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 36)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 20)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !3, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 22)
!59 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !60, globals: !69, splitDebugInlining: false, nameTableKind: None)
!60 = !{!61, !66}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "bool8", file: !2, line: 8, baseType: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, flags: DIFlagVector, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 1)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "bool4", file: !2, line: 9, baseType: !63)
!69 = !{!0, !7, !70, !12, !17, !22, !27, !32, !37, !42, !47, !52, !54}
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 2)
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 1, !"target-abi", !"lp64d"}
!79 = !{i32 6, !"riscv-isa", !80}
!80 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!81 = !{i32 8, !"PIC Level", i32 2}
!82 = !{i32 7, !"PIE Level", i32 2}
!83 = !{i32 7, !"uwtable", i32 2}
!84 = !{i32 8, !"SmallDataLimit", i32 8}
!85 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!86 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!87 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 54, type: !88, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !91)
!88 = !DISubroutineType(types: !89)
!89 = !{!90}
!90 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!91 = !{!92, !97, !98, !99, !101, !103, !104, !105, !107, !110, !115, !116, !117, !123, !127, !128, !131, !135, !136, !137, !138, !142, !145, !146, !147}
!92 = !DILocalVariable(name: "a", scope: !87, file: !2, line: 55, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8v", file: !2, line: 11, baseType: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 256, flags: DIFlagVector, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 8)
!97 = !DILocalVariable(name: "b", scope: !87, file: !2, line: 56, type: !93)
!98 = !DILocalVariable(name: "gt", scope: !87, file: !2, line: 57, type: !62)
!99 = !DILocalVariable(name: "packed", scope: !87, file: !2, line: 58, type: !100)
!100 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 61, type: !90)
!102 = distinct !DILexicalBlock(scope: !87, file: !2, line: 61, column: 5)
!103 = !DILocalVariable(name: "nibble", scope: !87, file: !2, line: 65, type: !100)
!104 = !DILocalVariable(name: "four", scope: !87, file: !2, line: 66, type: !68)
!105 = !DILocalVariable(name: "wide", scope: !87, file: !2, line: 69, type: !106)
!106 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!107 = !DILocalVariable(name: "sixteen", scope: !87, file: !2, line: 70, type: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "bool16", file: !2, line: 10, baseType: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, flags: DIFlagVector, elements: !73)
!110 = !DILocalVariable(name: "bytes", scope: !87, file: !2, line: 74, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar16", file: !2, line: 16, baseType: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 128, flags: DIFlagVector, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 16)
!115 = !DILocalVariable(name: "odd", scope: !87, file: !2, line: 75, type: !108)
!116 = !DILocalVariable(name: "odd_bits", scope: !87, file: !2, line: 76, type: !106)
!117 = !DILocalVariable(name: "f", scope: !87, file: !2, line: 80, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !2, line: 17, baseType: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 128, flags: DIFlagVector, elements: !121)
!120 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!121 = !{!122}
!122 = !DISubrange(count: 4)
!123 = !DILocalVariable(name: "s", scope: !87, file: !2, line: 81, type: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "short4", file: !2, line: 13, baseType: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 64, flags: DIFlagVector, elements: !121)
!126 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!127 = !DILocalVariable(name: "g", scope: !87, file: !2, line: 83, type: !118)
!128 = !DILocalVariable(name: "us", scope: !87, file: !2, line: 84, type: !129)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort4", file: !2, line: 14, baseType: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 64, flags: DIFlagVector, elements: !121)
!131 = !DILocalVariable(name: "c", scope: !87, file: !2, line: 86, type: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "char4", file: !2, line: 15, baseType: !133)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 32, flags: DIFlagVector, elements: !121)
!134 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!135 = !DILocalVariable(name: "cf", scope: !87, file: !2, line: 87, type: !118)
!136 = !DILocalVariable(name: "u", scope: !87, file: !2, line: 89, type: !129)
!137 = !DILocalVariable(name: "uf", scope: !87, file: !2, line: 90, type: !118)
!138 = !DILocalVariable(name: "d", scope: !87, file: !2, line: 92, type: !139)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "double2", file: !2, line: 18, baseType: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 128, flags: DIFlagVector, elements: !73)
!141 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!142 = !DILocalVariable(name: "di", scope: !87, file: !2, line: 93, type: !143)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !2, line: 19, baseType: !144)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 64, flags: DIFlagVector, elements: !73)
!145 = !DILocalVariable(name: "id", scope: !87, file: !2, line: 95, type: !143)
!146 = !DILocalVariable(name: "dd", scope: !87, file: !2, line: 96, type: !139)
!147 = !DILocalVariable(name: "fl", scope: !87, file: !2, line: 98, type: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "long2", file: !2, line: 20, baseType: !149)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 128, flags: DIFlagVector, elements: !73)
!150 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!151 = distinct !DIAssignID()
!152 = !DILocation(line: 0, scope: !87)
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 55, column: 5, scope: !87)
!157 = !DILocation(line: 55, column: 11, scope: !87)
!158 = !{!159, !159, i64 0}
!159 = !{!"omnipotent char", !160, i64 0}
!160 = !{!"Simple C/C++ TBAA"}
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 56, column: 5, scope: !87)
!163 = !DILocation(line: 56, column: 11, scope: !87)
!164 = distinct !DIAssignID()
!165 = !DILocation(line: 57, column: 16, scope: !87)
!166 = !DILocation(line: 58, column: 5, scope: !87)
!167 = !DILocation(line: 58, column: 19, scope: !87)
!168 = distinct !DIAssignID()
!169 = !DILocation(line: 59, column: 5, scope: !87)
!170 = !DILocation(line: 60, column: 40, scope: !87)
!171 = !DILocation(line: 60, column: 5, scope: !87)
!172 = !DILocation(line: 0, scope: !102)
!173 = !DILocation(line: 62, column: 22, scope: !174)
!174 = distinct !DILexicalBlock(scope: !102, file: !2, line: 61, column: 5)
!175 = !DILocation(line: 62, column: 9, scope: !174)
!176 = !DILocation(line: 63, column: 5, scope: !87)
!177 = !DILocation(line: 65, column: 5, scope: !87)
!178 = !DILocation(line: 65, column: 19, scope: !87)
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 66, column: 18, scope: !87)
!181 = !DILocation(line: 67, column: 46, scope: !87)
!182 = !DILocation(line: 67, column: 55, scope: !87)
!183 = !DILocation(line: 67, column: 64, scope: !87)
!184 = !DILocation(line: 67, column: 73, scope: !87)
!185 = !DILocation(line: 67, column: 5, scope: !87)
!186 = !DILocation(line: 72, column: 39, scope: !87)
!187 = !DILocation(line: 72, column: 5, scope: !87)
!188 = !DILocation(line: 78, column: 5, scope: !87)
!189 = !DILocation(line: 82, column: 5, scope: !87)
!190 = !DILocation(line: 85, column: 5, scope: !87)
!191 = !DILocation(line: 88, column: 5, scope: !87)
!192 = !DILocation(line: 91, column: 5, scope: !87)
!193 = !DILocation(line: 94, column: 5, scope: !87)
!194 = !DILocation(line: 97, column: 5, scope: !87)
!195 = !DILocation(line: 98, column: 16, scope: !87)
!196 = !DILocation(line: 99, column: 38, scope: !87)
!197 = !DILocation(line: 99, column: 45, scope: !87)
!198 = !DILocation(line: 99, column: 5, scope: !87)
!199 = !DILocation(line: 100, column: 19, scope: !87)
!200 = !DILocation(line: 100, column: 12, scope: !87)
!201 = !DILocation(line: 101, column: 1, scope: !87)
!202 = !DILocation(line: 100, column: 5, scope: !87)
!203 = distinct !DISubprogram(name: "lanes_greater", scope: !2, file: !2, line: 23, type: !204, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !208)
!204 = !DISubroutineType(types: !205)
!205 = !{!62, !206, !206}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!208 = !{!209, !210}
!209 = !DILocalVariable(name: "a", arg: 1, scope: !203, file: !2, line: 23, type: !206)
!210 = !DILocalVariable(name: "b", arg: 2, scope: !203, file: !2, line: 23, type: !206)
!211 = !DILocation(line: 0, scope: !203)
!212 = !DILocation(line: 24, column: 36, scope: !203)
!213 = !DILocation(line: 24, column: 41, scope: !203)
!214 = !DILocation(line: 24, column: 39, scope: !203)
!215 = !DILocation(line: 24, column: 5, scope: !203)
!216 = distinct !DISubprogram(name: "store_bools", scope: !2, file: !2, line: 27, type: !217, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !61, !62}
!219 = !{!220, !221}
!220 = !DILocalVariable(name: "dst", arg: 1, scope: !216, file: !2, line: 27, type: !61)
!221 = !DILocalVariable(name: "v", arg: 2, scope: !216, file: !2, line: 27, type: !62)
!222 = !DILocation(line: 0, scope: !216)
!223 = !DILocation(line: 27, column: 79, scope: !216)
!224 = !DILocation(line: 27, column: 84, scope: !216)
!225 = !DISubprogram(name: "printf", scope: !226, file: !226, line: 356, type: !227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!227 = !DISubroutineType(types: !228)
!228 = !{!90, !229, null}
!229 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !230)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!232 = distinct !DISubprogram(name: "load_bools", scope: !2, file: !2, line: 29, type: !233, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !235)
!233 = !DISubroutineType(types: !234)
!234 = !{!68, !66}
!235 = !{!236}
!236 = !DILocalVariable(name: "src", arg: 1, scope: !232, file: !2, line: 29, type: !66)
!237 = !DILocation(line: 0, scope: !232)
!238 = !DILocation(line: 29, column: 78, scope: !232)
!239 = !DILocation(line: 29, column: 71, scope: !232)
!240 = distinct !DISubprogram(name: "count_true", scope: !2, file: !2, line: 31, type: !241, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !243)
!241 = !DISubroutineType(cc: DW_CC_nocall, types: !242)
!242 = !{!90, !108}
!243 = !{!244, !245, !246}
!244 = !DILocalVariable(name: "v", arg: 1, scope: !240, file: !2, line: 31, type: !108)
!245 = !DILocalVariable(name: "n", scope: !240, file: !2, line: 32, type: !90)
!246 = !DILocalVariable(name: "i", scope: !247, file: !2, line: 33, type: !90)
!247 = distinct !DILexicalBlock(scope: !240, file: !2, line: 33, column: 5)
!248 = !DILocation(line: 0, scope: !240)
!249 = !DILocation(line: 0, scope: !247)
!250 = !DILocation(line: 33, column: 5, scope: !247)
!251 = !DILocation(line: 35, column: 5, scope: !240)
!252 = !DILocation(line: 34, column: 14, scope: !253)
!253 = distinct !DILexicalBlock(scope: !247, file: !2, line: 33, column: 5)
!254 = !DILocation(line: 34, column: 11, scope: !253)
!255 = !DILocation(line: 33, column: 30, scope: !253)
!256 = !DILocation(line: 33, column: 23, scope: !253)
!257 = distinct !{!257, !250, !258, !259}
!258 = !DILocation(line: 34, column: 17, scope: !247)
!259 = !{!"llvm.loop.mustprogress"}
!260 = distinct !DISubprogram(name: "float_pair_to_long", scope: !2, file: !2, line: 50, type: !261, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !263)
!261 = !DISubroutineType(cc: DW_CC_nocall, types: !262)
!262 = !{!148, !118}
!263 = !{!264}
!264 = !DILocalVariable(name: "f", arg: 1, scope: !260, file: !2, line: 50, type: !118)
!265 = !DILocation(line: 0, scope: !260)
!266 = !DILocation(line: 51, column: 5, scope: !260)
