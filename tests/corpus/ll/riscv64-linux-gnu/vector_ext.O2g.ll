; ModuleID = 'tests/programs/vector_ext.c'
source_filename = "tests/programs/vector_ext.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"madd\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"cmp a<b\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"shuffle\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"shl\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [4 x i8] c"shr\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [11 x i8] c"and/or/xor\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [4 x i8] c"div\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [4 x i8] c"mod\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [28 x i8] c"unsigned shr = %u %u %u %u\0A\00", align 1, !dbg !30
@.str.9 = private unnamed_addr constant [28 x i8] c"lerp = %.3f %.3f %.3f %.3f\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [8 x i8] c"convert\00", align 1, !dbg !37
@.str.11 = private unnamed_addr constant [28 x i8] c"back = %.1f %.1f %.1f %.1f\0A\00", align 1, !dbg !39
@.str.12 = private unnamed_addr constant [18 x i8] c"v2df = %.3f %.3f\0A\00", align 1, !dbg !41
@.str.13 = private unnamed_addr constant [16 x i8] c"v8hi hash = %d\0A\00", align 1, !dbg !46
@.str.14 = private unnamed_addr constant [17 x i8] c"v16qu hash = %u\0A\00", align 1, !dbg !51
@.str.15 = private unnamed_addr constant [28 x i8] c"v4di = %lld %lld %lld %lld\0A\00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [17 x i8] c"v8sf sum = %.4f\0A\00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [16 x i8] c"mem = %d %d %d\0A\00", align 1, !dbg !60
@.str.18 = private unnamed_addr constant [4 x i8] c"abs\00", align 1, !dbg !62
@.str.19 = private unnamed_addr constant [23 x i8] c"%s = {%d, %d, %d, %d}\0A\00", align 1, !dbg !64

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !89 {
    #dbg_value(<4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, !94, !DIExpression(), !147)
    #dbg_value(<4 x i32> <i32 5, i32 6, i32 -7, i32 8>, !97, !DIExpression(), !147)
    #dbg_value(<4 x i32> <i32 100, i32 200, i32 300, i32 400>, !98, !DIExpression(), !147)
    #dbg_value(ptr @.str, !148, !DIExpression(), !156)
    #dbg_value(<4 x i32> <i32 105, i32 188, i32 279, i32 368>, !155, !DIExpression(), !156)
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str, i32 noundef signext 105, i32 noundef signext 188, i32 noundef signext 279, i32 noundef signext 368), !dbg !158
    #dbg_value(ptr @.str.1, !148, !DIExpression(), !159)
    #dbg_value(<4 x i32> <i32 -1, i32 -1, i32 0, i32 -1>, !155, !DIExpression(), !159)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1, i32 noundef signext -1, i32 noundef signext -1, i32 noundef signext 0, i32 noundef signext -1), !dbg !161
    #dbg_value(ptr @.str.2, !148, !DIExpression(), !162)
    #dbg_value(<4 x i32> <i32 8, i32 1, i32 6, i32 3>, !155, !DIExpression(), !162)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2, i32 noundef signext 8, i32 noundef signext 1, i32 noundef signext 6, i32 noundef signext 3), !dbg !164
    #dbg_value(ptr @.str.3, !148, !DIExpression(), !165)
    #dbg_value(<4 x i32> <i32 4, i32 -8, i32 12, i32 -16>, !155, !DIExpression(), !165)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3, i32 noundef signext 4, i32 noundef signext -8, i32 noundef signext 12, i32 noundef signext -16), !dbg !167
    #dbg_value(ptr @.str.4, !148, !DIExpression(), !168)
    #dbg_value(<4 x i32> <i32 2, i32 3, i32 -4, i32 4>, !155, !DIExpression(), !168)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext -4, i32 noundef signext 4), !dbg !170
    #dbg_value(ptr @.str.5, !148, !DIExpression(), !171)
    #dbg_value(<4 x i32> <i32 101, i32 -202, i32 303, i32 -404>, !155, !DIExpression(), !171)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5, i32 noundef signext 101, i32 noundef signext -202, i32 noundef signext 303, i32 noundef signext -404), !dbg !173
    #dbg_value(ptr @.str.6, !148, !DIExpression(), !174)
    #dbg_value(<4 x i32> <i32 20, i32 33, i32 -42, i32 50>, !155, !DIExpression(), !174)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, i32 noundef signext 20, i32 noundef signext 33, i32 noundef signext -42, i32 noundef signext 50), !dbg !176
    #dbg_value(ptr @.str.7, !148, !DIExpression(), !177)
    #dbg_value(<4 x i32> <i32 0, i32 2, i32 6, i32 0>, !155, !DIExpression(), !177)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7, i32 noundef signext 0, i32 noundef signext 2, i32 noundef signext 6, i32 noundef signext 0), !dbg !179
    #dbg_value(<4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, !99, !DIExpression(), !147)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 0, i32 noundef signext 15, i32 noundef signext 0, i32 noundef signext 15), !dbg !180
    #dbg_value(<4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, !100, !DIExpression(), !147)
    #dbg_value(<4 x float> <float -4.000000e+00, float 8.000000e+00, float 5.000000e-01, float 1.000000e+01>, !104, !DIExpression(), !147)
    #dbg_value(<4 x float> <float -2.500000e-01, float 3.500000e+00, float 2.375000e+00, float 5.500000e+00>, !105, !DIExpression(), !147)
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef -2.500000e-01, double noundef 3.500000e+00, double noundef 2.375000e+00, double noundef 5.500000e+00), !dbg !181
    #dbg_value(<4 x i32> <i32 -6, i32 12, i32 0, i32 15>, !106, !DIExpression(), !147)
    #dbg_value(ptr @.str.10, !148, !DIExpression(), !182)
    #dbg_value(<4 x i32> <i32 -6, i32 12, i32 0, i32 15>, !155, !DIExpression(), !182)
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10, i32 noundef signext -6, i32 noundef signext 12, i32 noundef signext 0, i32 noundef signext 15), !dbg !184
    #dbg_value(<4 x float> <float 1.000000e+00, float -2.000000e+00, float 3.000000e+00, float -4.000000e+00>, !107, !DIExpression(), !147)
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 1.000000e+00, double noundef -2.000000e+00, double noundef 3.000000e+00, double noundef -4.000000e+00), !dbg !185
    #dbg_value(<2 x double> <double 3.250000e+00, double 7.250000e+00>, !108, !DIExpression(), !147)
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 3.250000e+00, double noundef 7.250000e+00), !dbg !186
    #dbg_value(<8 x i16> <i16 -7, i16 -3, i16 3, i16 11, i16 21, i16 33, i16 47, i16 63>, !113, !DIExpression(), !147)
    #dbg_value(i32 0, !117, !DIExpression(), !147)
    #dbg_value(i32 0, !117, !DIExpression(), !147)
    #dbg_value(i32 -7, !117, !DIExpression(), !147)
    #dbg_value(i32 -24, !117, !DIExpression(), !147)
    #dbg_value(i32 -69, !117, !DIExpression(), !147)
    #dbg_value(i32 -196, !117, !DIExpression(), !147)
    #dbg_value(i32 -567, !117, !DIExpression(), !147)
    #dbg_value(i32 -1668, !117, !DIExpression(), !147)
    #dbg_value(i32 -4957, !117, !DIExpression(), !147)
    #dbg_value(i32 -14808, !117, !DIExpression(), !147)
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext -14808), !dbg !187
    #dbg_value(i32 0, !123, !DIExpression(), !188)
    #dbg_value(<16 x i8> undef, !120, !DIExpression(), !147)
  br label %15, !dbg !189

15:                                               ; preds = %0, %15
  %16 = phi <16 x i8> [ undef, %0 ], [ %20, %15 ]
  %17 = phi i32 [ 0, %0 ], [ %21, %15 ]
    #dbg_value(<16 x i8> %16, !120, !DIExpression(), !147)
    #dbg_value(i32 %17, !123, !DIExpression(), !188)
  %18 = trunc nuw i32 %17 to i8, !dbg !190
  %19 = mul i8 %18, 37, !dbg !190
  %20 = insertelement <16 x i8> %16, i8 %19, i32 %17, !dbg !192
    #dbg_value(<16 x i8> %20, !120, !DIExpression(), !147)
  %21 = add nuw nsw i32 %17, 1, !dbg !193
    #dbg_value(i32 %21, !123, !DIExpression(), !188)
  %22 = icmp eq i32 %21, 16, !dbg !194
  br i1 %22, label %29, label %15, !dbg !189, !llvm.loop !195

23:                                               ; preds = %29
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %36), !dbg !198
    #dbg_value(<4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 -1125899906842624>, !128, !DIExpression(), !147)
    #dbg_value(<4 x i64> <i64 3, i64 4, i64 5, i64 6>, !132, !DIExpression(), !147)
    #dbg_value(<4 x i64> <i64 -10, i64 -23, i64 1236950581233, i64 -1266637395197970>, !133, !DIExpression(), !147)
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef -10, i64 noundef -23, i64 noundef 1236950581233, i64 noundef -1266637395197970), !dbg !199
    #dbg_value(<8 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, !134, !DIExpression(), !147)
    #dbg_value(<8 x float> <float 8.000000e+00, float 7.000000e+00, float 6.000000e+00, float 5.000000e+00, float 4.000000e+00, float 3.000000e+00, float 2.000000e+00, float 1.000000e+00>, !137, !DIExpression(), !147)
    #dbg_value(<8 x float> <float 0x401F8E38E0000000, float 1.375000e+01, float 0x4031924920000000, float 0x4033555560000000, float 1.900000e+01, float 1.650000e+01, float 0x4027555560000000, float 4.000000e+00>, !138, !DIExpression(), !147)
    #dbg_value(float 0.000000e+00, !139, !DIExpression(), !147)
    #dbg_value(float 0.000000e+00, !139, !DIExpression(), !147)
    #dbg_value(float 0x401F8E38E0000000, !139, !DIExpression(), !147)
    #dbg_value(float 0x4035A38E40000000, !139, !DIExpression(), !147)
    #dbg_value(float 0x40439AEBC0000000, !139, !DIExpression(), !147)
    #dbg_value(float 0x404D459680000000, !139, !DIExpression(), !147)
    #dbg_value(float 0x405362CB40000000, !139, !DIExpression(), !147)
    #dbg_value(float 0x405782CB40000000, !139, !DIExpression(), !147)
    #dbg_value(float 0x405A6D75E0000000, !139, !DIExpression(), !147)
    #dbg_value(float 0x405B6D75E0000000, !139, !DIExpression(), !147)
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef 0x405B6D75E0000000), !dbg !200
    #dbg_value(<4 x i32> <i32 6, i32 4, i32 -4, i32 4>, !144, !DIExpression(), !147)
    #dbg_value(<4 x i32> <i32 6, i32 4, i32 -4, i32 4>, !142, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !147)
    #dbg_value(<3 x i32> poison, !142, !DIExpression(DW_OP_LLVM_fragment, 128, 96), !147)
    #dbg_value(i32 400, !142, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !147)
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 6, i32 noundef signext 4, i32 noundef signext 400), !dbg !201
    #dbg_value(<4 x i32> <i32 -1, i32 0, i32 -1, i32 0>, !145, !DIExpression(), !147)
    #dbg_value(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, !146, !DIExpression(), !147)
    #dbg_value(ptr @.str.18, !148, !DIExpression(), !202)
    #dbg_value(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, !155, !DIExpression(), !202)
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.18, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4), !dbg !204
  ret i32 0, !dbg !205

29:                                               ; preds = %15, %29
  %30 = phi i32 [ %36, %29 ], [ 0, %15 ]
  %31 = phi i32 [ %37, %29 ], [ 0, %15 ]
    #dbg_value(i32 %30, !125, !DIExpression(), !147)
    #dbg_value(i32 %31, !126, !DIExpression(), !206)
  %32 = mul i32 %30, 7, !dbg !207
  %33 = extractelement <16 x i8> %20, i32 %31, !dbg !209
  %34 = shl i8 %33, 1, !dbg !209
  %35 = zext i8 %34 to i32, !dbg !209
  %36 = add i32 %32, %35, !dbg !210
    #dbg_value(i32 %36, !125, !DIExpression(), !147)
  %37 = add nuw nsw i32 %31, 1, !dbg !211
    #dbg_value(i32 %37, !126, !DIExpression(), !206)
  %38 = icmp eq i32 %37, 16, !dbg !212
  br i1 %38, label %23, label %29, !dbg !213, !llvm.loop !214
}

; Function Attrs: nofree nounwind
declare !dbg !216 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/vector_ext.c", directory: ".", checksumkind: CSK_MD5, checksum: "a6ff3b29039c972a240f50d6fdaaca29")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !16, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 11)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !16, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !16, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 28)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !32, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !32, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 18)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 16)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 17)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !32, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !48, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !16, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 23)
!69 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !70, globals: !76, splitDebugInlining: false, nameTableKind: None)
!70 = !{!71, !74, !75}
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4su", file: !2, line: 6, baseType: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 128, flags: DIFlagVector, elements: !17)
!73 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!74 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!75 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!76 = !{!0, !7, !12, !14, !19, !21, !26, !28, !30, !35, !37, !39, !41, !46, !51, !56, !58, !60, !62, !64}
!77 = !{i32 7, !"Dwarf Version", i32 5}
!78 = !{i32 2, !"Debug Info Version", i32 3}
!79 = !{i32 1, !"wchar_size", i32 4}
!80 = !{i32 1, !"target-abi", !"lp64d"}
!81 = !{i32 6, !"riscv-isa", !82}
!82 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!83 = !{i32 8, !"PIC Level", i32 2}
!84 = !{i32 7, !"PIE Level", i32 2}
!85 = !{i32 7, !"uwtable", i32 2}
!86 = !{i32 8, !"SmallDataLimit", i32 8}
!87 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !90, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !93)
!90 = !DISubroutineType(types: !91)
!91 = !{!92}
!92 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!93 = !{!94, !97, !98, !99, !100, !104, !105, !106, !107, !108, !113, !117, !118, !120, !123, !125, !126, !128, !132, !133, !134, !137, !138, !139, !140, !142, !144, !145, !146}
!94 = !DILocalVariable(name: "a", scope: !89, file: !2, line: 22, type: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !2, line: 5, baseType: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 128, flags: DIFlagVector, elements: !17)
!97 = !DILocalVariable(name: "b", scope: !89, file: !2, line: 22, type: !95)
!98 = !DILocalVariable(name: "c", scope: !89, file: !2, line: 22, type: !95)
!99 = !DILocalVariable(name: "ua", scope: !89, file: !2, line: 31, type: !71)
!100 = !DILocalVariable(name: "fa", scope: !89, file: !2, line: 33, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4sf", file: !2, line: 7, baseType: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 128, flags: DIFlagVector, elements: !17)
!103 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!104 = !DILocalVariable(name: "fb", scope: !89, file: !2, line: 33, type: !101)
!105 = !DILocalVariable(name: "l", scope: !89, file: !2, line: 34, type: !101)
!106 = !DILocalVariable(name: "conv", scope: !89, file: !2, line: 36, type: !95)
!107 = !DILocalVariable(name: "back", scope: !89, file: !2, line: 38, type: !101)
!108 = !DILocalVariable(name: "d", scope: !89, file: !2, line: 40, type: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2df", file: !2, line: 8, baseType: !110)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 128, flags: DIFlagVector, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 2)
!113 = !DILocalVariable(name: "h", scope: !89, file: !2, line: 43, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8hi", file: !2, line: 9, baseType: !115)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 128, flags: DIFlagVector, elements: !10)
!116 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!117 = !DILocalVariable(name: "hs", scope: !89, file: !2, line: 45, type: !92)
!118 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 46, type: !92)
!119 = distinct !DILexicalBlock(scope: !89, file: !2, line: 46, column: 5)
!120 = !DILocalVariable(name: "q", scope: !89, file: !2, line: 48, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16qu", file: !2, line: 10, baseType: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 128, flags: DIFlagVector, elements: !49)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 49, type: !92)
!124 = distinct !DILexicalBlock(scope: !89, file: !2, line: 49, column: 5)
!125 = !DILocalVariable(name: "qs", scope: !89, file: !2, line: 51, type: !73)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 52, type: !92)
!127 = distinct !DILexicalBlock(scope: !89, file: !2, line: 52, column: 5)
!128 = !DILocalVariable(name: "x", scope: !89, file: !2, line: 54, type: !129)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4di", file: !2, line: 11, baseType: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !131, size: 256, flags: DIFlagVector, elements: !17)
!131 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!132 = !DILocalVariable(name: "y", scope: !89, file: !2, line: 54, type: !129)
!133 = !DILocalVariable(name: "z", scope: !89, file: !2, line: 55, type: !129)
!134 = !DILocalVariable(name: "e", scope: !89, file: !2, line: 58, type: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8sf", file: !2, line: 12, baseType: !136)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 256, flags: DIFlagVector, elements: !10)
!137 = !DILocalVariable(name: "f", scope: !89, file: !2, line: 58, type: !135)
!138 = !DILocalVariable(name: "g", scope: !89, file: !2, line: 59, type: !135)
!139 = !DILocalVariable(name: "gs", scope: !89, file: !2, line: 61, type: !103)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 62, type: !92)
!141 = distinct !DILexicalBlock(scope: !89, file: !2, line: 62, column: 5)
!142 = !DILocalVariable(name: "arr", scope: !89, file: !2, line: 64, type: !143)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 256, elements: !10)
!144 = !DILocalVariable(name: "t", scope: !89, file: !2, line: 65, type: !95)
!145 = !DILocalVariable(name: "m", scope: !89, file: !2, line: 69, type: !95)
!146 = !DILocalVariable(name: "sel", scope: !89, file: !2, line: 70, type: !95)
!147 = !DILocation(line: 0, scope: !89)
!148 = !DILocalVariable(name: "n", arg: 1, scope: !149, file: !2, line: 19, type: !152)
!149 = distinct !DISubprogram(name: "print_v4si", scope: !2, file: !2, line: 19, type: !150, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !154)
!150 = !DISubroutineType(types: !151)
!151 = !{null, !152, !95}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!154 = !{!148, !155}
!155 = !DILocalVariable(name: "v", arg: 2, scope: !149, file: !2, line: 19, type: !95)
!156 = !DILocation(line: 0, scope: !149, inlinedAt: !157)
!157 = distinct !DILocation(line: 23, column: 5, scope: !89)
!158 = !DILocation(line: 19, column: 49, scope: !149, inlinedAt: !157)
!159 = !DILocation(line: 0, scope: !149, inlinedAt: !160)
!160 = distinct !DILocation(line: 24, column: 5, scope: !89)
!161 = !DILocation(line: 19, column: 49, scope: !149, inlinedAt: !160)
!162 = !DILocation(line: 0, scope: !149, inlinedAt: !163)
!163 = distinct !DILocation(line: 25, column: 5, scope: !89)
!164 = !DILocation(line: 19, column: 49, scope: !149, inlinedAt: !163)
!165 = !DILocation(line: 0, scope: !149, inlinedAt: !166)
!166 = distinct !DILocation(line: 26, column: 5, scope: !89)
!167 = !DILocation(line: 19, column: 49, scope: !149, inlinedAt: !166)
!168 = !DILocation(line: 0, scope: !149, inlinedAt: !169)
!169 = distinct !DILocation(line: 27, column: 5, scope: !89)
!170 = !DILocation(line: 19, column: 49, scope: !149, inlinedAt: !169)
!171 = !DILocation(line: 0, scope: !149, inlinedAt: !172)
!172 = distinct !DILocation(line: 28, column: 5, scope: !89)
!173 = !DILocation(line: 19, column: 49, scope: !149, inlinedAt: !172)
!174 = !DILocation(line: 0, scope: !149, inlinedAt: !175)
!175 = distinct !DILocation(line: 29, column: 5, scope: !89)
!176 = !DILocation(line: 19, column: 49, scope: !149, inlinedAt: !175)
!177 = !DILocation(line: 0, scope: !149, inlinedAt: !178)
!178 = distinct !DILocation(line: 30, column: 5, scope: !89)
!179 = !DILocation(line: 19, column: 49, scope: !149, inlinedAt: !178)
!180 = !DILocation(line: 32, column: 5, scope: !89)
!181 = !DILocation(line: 35, column: 5, scope: !89)
!182 = !DILocation(line: 0, scope: !149, inlinedAt: !183)
!183 = distinct !DILocation(line: 37, column: 5, scope: !89)
!184 = !DILocation(line: 19, column: 49, scope: !149, inlinedAt: !183)
!185 = !DILocation(line: 39, column: 5, scope: !89)
!186 = !DILocation(line: 42, column: 5, scope: !89)
!187 = !DILocation(line: 47, column: 5, scope: !89)
!188 = !DILocation(line: 0, scope: !124)
!189 = !DILocation(line: 49, column: 5, scope: !124)
!190 = !DILocation(line: 49, column: 41, scope: !191)
!191 = distinct !DILexicalBlock(scope: !124, file: !2, line: 49, column: 5)
!192 = !DILocation(line: 49, column: 39, scope: !191)
!193 = !DILocation(line: 49, column: 30, scope: !191)
!194 = !DILocation(line: 49, column: 23, scope: !191)
!195 = distinct !{!195, !189, !196, !197}
!196 = !DILocation(line: 49, column: 63, scope: !124)
!197 = !{!"llvm.loop.mustprogress"}
!198 = !DILocation(line: 53, column: 5, scope: !89)
!199 = !DILocation(line: 57, column: 5, scope: !89)
!200 = !DILocation(line: 63, column: 5, scope: !89)
!201 = !DILocation(line: 68, column: 5, scope: !89)
!202 = !DILocation(line: 0, scope: !149, inlinedAt: !203)
!203 = distinct !DILocation(line: 71, column: 5, scope: !89)
!204 = !DILocation(line: 19, column: 49, scope: !149, inlinedAt: !203)
!205 = !DILocation(line: 72, column: 5, scope: !89)
!206 = !DILocation(line: 0, scope: !127)
!207 = !DILocation(line: 52, column: 42, scope: !208)
!208 = distinct !DILexicalBlock(scope: !127, file: !2, line: 52, column: 5)
!209 = !DILocation(line: 52, column: 48, scope: !208)
!210 = !DILocation(line: 52, column: 46, scope: !208)
!211 = !DILocation(line: 52, column: 30, scope: !208)
!212 = !DILocation(line: 52, column: 23, scope: !208)
!213 = !DILocation(line: 52, column: 5, scope: !127)
!214 = distinct !{!214, !213, !215, !197}
!215 = !DILocation(line: 52, column: 51, scope: !127)
!216 = !DISubprogram(name: "printf", scope: !217, file: !217, line: 356, type: !218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!218 = !DISubroutineType(types: !219)
!219 = !{!92, !220, null}
!220 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !152)
