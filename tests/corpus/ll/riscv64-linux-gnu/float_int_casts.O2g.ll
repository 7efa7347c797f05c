; ModuleID = 'tests/programs/float_int_casts.c'
source_filename = "tests/programs/float_int_casts.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.ds = private unnamed_addr constant [18 x double] [double 0.000000e+00, double -0.000000e+00, double 4.000000e-01, double 5.000000e-01, double 6.000000e-01, double -5.000000e-01, double -1.900000e+00, double 1.900000e+00, double 2.559000e+02, double 1.275000e+02, double -3.276870e+04, double 6.553520e+04, double 0x41DFFFFFFFF9999A, double 0xC1E00000001CCCCD, double 0x41EFFFFFFFF00000, double 9.200000e+18, double -9.200000e+18, double 1.800000e+19], align 8
@.str = private unnamed_addr constant [6 x i8] c"%.2f:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [7 x i8] c" u8=%u\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [8 x i8] c" i16=%d\00", align 1, !dbg !26
@.str.8 = private unnamed_addr constant [22 x i8] c"f2i32 %d %d f2u32 %u\0A\00", align 1, !dbg !28
@.str.9 = private unnamed_addr constant [36 x i8] c"u64 %llu -> float %.1f double %.1f\0A\00", align 1, !dbg !33
@.str.10 = private unnamed_addr constant [18 x i8] c"i64 %lld -> %.1f\0A\00", align 1, !dbg !38
@.str.11 = private unnamed_addr constant [30 x i8] c"i32tof %.1f %.1f u32tod %.1f\0A\00", align 1, !dbg !43
@.str.12 = private unnamed_addr constant [21 x i8] c"float->double %.20f\0A\00", align 1, !dbg !48
@.str.13 = private unnamed_addr constant [21 x i8] c"double->float %.20f\0A\00", align 1, !dbg !53
@.str.14 = private unnamed_addr constant [27 x i8] c"float big * 10 is inf: %d\0A\00", align 1, !dbg !55
@.str.15 = private unnamed_addr constant [10 x i8] c"acc = %u\0A\00", align 1, !dbg !60

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !107 {
    #dbg_value(i32 0, !113, !DIExpression(), !139)
  br label %20, !dbg !140

1:                                                ; preds = %73
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext -123, i32 noundef signext 16777216, i32 noundef signext -1294967296), !dbg !141
    #dbg_assign(i1 undef, !118, !DIExpression(), !142, ptr poison, !DIExpression(), !143)
    #dbg_value(i32 0, !120, !DIExpression(), !144)
    #dbg_value(i64 0, !120, !DIExpression(), !144)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !145
    #dbg_value(i64 1, !120, !DIExpression(), !144)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !145
    #dbg_value(i64 2, !120, !DIExpression(), !144)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000), !dbg !145
    #dbg_value(i64 3, !120, !DIExpression(), !144)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -9223372036854775808, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000), !dbg !145
    #dbg_value(i64 4, !120, !DIExpression(), !144)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -1, double noundef 0x43F0000000000000, double noundef 0x43F0000000000000), !dbg !145
    #dbg_value(i64 5, !120, !DIExpression(), !144)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 9007199254740993, double noundef 0x4340000000000000, double noundef 0x4340000000000000), !dbg !145
    #dbg_value(i64 6, !120, !DIExpression(), !144)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2048, double noundef 0x43F0000000000000, double noundef 0x43EFFFFFFFFFFFFF), !dbg !145
    #dbg_value(i64 7, !120, !DIExpression(), !144)
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 123456789012345, double noundef 0x42DC122180000000, double noundef 0x42DC12218377DE40), !dbg !145
    #dbg_value(i64 8, !120, !DIExpression(), !144)
    #dbg_value(i64 -1, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !143)
    #dbg_value(i64 -9223372036854775808, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !143)
    #dbg_value(i64 9223372036854775807, !122, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !143)
    #dbg_value(i64 -123456789012345, !122, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !143)
    #dbg_value(i64 9007199254740993, !122, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !143)
    #dbg_value(i32 0, !126, !DIExpression(), !147)
    #dbg_value(i64 0, !126, !DIExpression(), !147)
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -1, double noundef -1.000000e+00), !dbg !148
    #dbg_value(i64 1, !126, !DIExpression(), !147)
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -9223372036854775808, double noundef 0xC3E0000000000000), !dbg !148
    #dbg_value(i64 2, !126, !DIExpression(), !147)
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 9223372036854775807, double noundef 0x43E0000000000000), !dbg !148
    #dbg_value(i64 3, !126, !DIExpression(), !147)
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -123456789012345, double noundef 0xC2DC12218377DE40), !dbg !148
    #dbg_value(i64 4, !126, !DIExpression(), !147)
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 9007199254740993, double noundef 0x4340000000000000), !dbg !148
    #dbg_value(i64 5, !126, !DIExpression(), !147)
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0x4170000000000000, double noundef 0xC1E0000000000000, double noundef 0x41EFFFFFFFE00000), !dbg !150
    #dbg_value(float 0x3FB99999A0000000, !128, !DIExpression(), !143)
    #dbg_value(double 0x3FB99999A0000000, !129, !DIExpression(), !143)
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0x3FB99999A0000000), !dbg !151
    #dbg_value(double 1.000000e-01, !130, !DIExpression(), !143)
    #dbg_value(float 0x3FB99999A0000000, !131, !DIExpression(), !143)
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x3FB99999A0000000), !dbg !152
    #dbg_value(float 0x47D2CED320000000, !132, !DIExpression(), !143)
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 1), !dbg !153
    #dbg_value(i32 0, !133, !DIExpression(), !143)
    #dbg_value(i32 -50, !134, !DIExpression(), !154)
  br label %79, !dbg !155

20:                                               ; preds = %0, %73
  %21 = phi i64 [ 0, %0 ], [ %75, %73 ]
    #dbg_value(i64 %21, !113, !DIExpression(), !139)
  %22 = getelementptr inbounds [18 x double], ptr @__const.main.ds, i64 0, i64 %21, !dbg !156
  %23 = load double, ptr %22, align 8, !dbg !156, !tbaa !157
    #dbg_value(double %23, !115, !DIExpression(), !161)
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %23), !dbg !162
  %25 = icmp ne i64 %21, 16, !dbg !163
  %26 = lshr i64 81919, %21
  %27 = and i64 %26, 1
  %28 = icmp ne i64 %27, 0
  %29 = select i1 %25, i1 %28, i1 false, !dbg !165
  br i1 %29, label %30, label %33, !dbg !165

30:                                               ; preds = %20
  %31 = fptosi double %23 to i32, !dbg !166
  %32 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %31), !dbg !167
  br label %33, !dbg !167

33:                                               ; preds = %30, %20
  %34 = lshr i64 187327, %21, !dbg !168
  %35 = freeze i64 %34, !dbg !168
  %36 = and i64 %35, 1, !dbg !168
  %37 = icmp eq i64 %36, 0, !dbg !168
  br i1 %37, label %43, label %38, !dbg !170

38:                                               ; preds = %33
  %39 = trunc nuw nsw i64 %21 to i32, !dbg !170
  switch i32 %39, label %40 [
    i32 17, label %56
    i32 15, label %45
  ], !dbg !170

40:                                               ; preds = %38
  %41 = fptoui double %23 to i32, !dbg !171
  %42 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %41), !dbg !172
  br label %45, !dbg !173

43:                                               ; preds = %33
  %44 = icmp eq i64 %21, 17
  br i1 %44, label %51, label %48, !dbg !173

45:                                               ; preds = %40, %38
    #dbg_value(double %23, !175, !DIExpression(), !180)
  %46 = fptosi double %23 to i64, !dbg !182
  %47 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %46), !dbg !183
  br label %56, !dbg !184

48:                                               ; preds = %43
    #dbg_value(double %23, !175, !DIExpression(), !180)
  %49 = fptosi double %23 to i64, !dbg !182
  %50 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %49), !dbg !183
  br label %51, !dbg !184

51:                                               ; preds = %43, %48
  %52 = lshr i64 75775, %21
  %53 = freeze i64 %52
  %54 = and i64 %53, 1
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %73, label %66, !dbg !186

56:                                               ; preds = %38, %45
    #dbg_value(double %23, !188, !DIExpression(), !193)
  %57 = fptoui double %23 to i64, !dbg !195
  %58 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %57), !dbg !196
  %59 = lshr i64 75775, %21
  %60 = and i64 %59, 1
  %61 = icmp eq i64 %60, 0
  br i1 %61, label %73, label %62, !dbg !197

62:                                               ; preds = %56
    #dbg_value(double %23, !199, !DIExpression(), !204)
  %63 = fptoui double %23 to i8, !dbg !206
  %64 = zext i8 %63 to i32, !dbg !207
  %65 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %64), !dbg !208
  br label %66, !dbg !186

66:                                               ; preds = %62, %51
  %67 = trunc nuw nsw i64 %21 to i32, !dbg !186
  switch i32 %67, label %68 [
    i32 16, label %73
    i32 13, label %73
  ], !dbg !186

68:                                               ; preds = %66
  %69 = fptrunc double %23 to float, !dbg !209
    #dbg_value(float %69, !210, !DIExpression(), !215)
  %70 = fptosi float %69 to i16, !dbg !217
  %71 = sext i16 %70 to i32, !dbg !218
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %71), !dbg !219
  br label %73, !dbg !219

73:                                               ; preds = %56, %51, %66, %66, %68
  %74 = tail call i32 @putchar(i32 10), !dbg !220
  %75 = add nuw nsw i64 %21, 1, !dbg !221
    #dbg_value(i64 %75, !113, !DIExpression(), !139)
  %76 = icmp eq i64 %75, 18, !dbg !222
  br i1 %76, label %1, label %20, !dbg !140, !llvm.loop !223

77:                                               ; preds = %79
  %78 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %90), !dbg !226
  ret i32 0, !dbg !227

79:                                               ; preds = %1, %79
  %80 = phi i32 [ -50, %1 ], [ %91, %79 ]
  %81 = phi i32 [ 0, %1 ], [ %90, %79 ]
    #dbg_value(i32 %80, !134, !DIExpression(), !154)
    #dbg_value(i32 %81, !133, !DIExpression(), !143)
  %82 = sitofp i32 %80 to float, !dbg !228
  %83 = fmul float %82, 0x3FF5EB8520000000, !dbg !229
    #dbg_value(float %83, !136, !DIExpression(), !230)
  %84 = mul i32 %81, 7, !dbg !231
  %85 = fptosi float %83 to i32, !dbg !232
  %86 = add i32 %84, %85, !dbg !233
  %87 = fcmp ogt float %83, 0.000000e+00, !dbg !234
  %88 = select i1 %87, float %83, float 0.000000e+00, !dbg !234
  %89 = fptoui float %88 to i32, !dbg !234
  %90 = add i32 %86, %89, !dbg !235
    #dbg_value(i32 %90, !133, !DIExpression(), !143)
  %91 = add nsw i32 %80, 1, !dbg !236
    #dbg_value(i32 %91, !134, !DIExpression(), !154)
  %92 = icmp eq i32 %91, 50, !dbg !237
  br i1 %92, label %77, label %79, !dbg !155, !llvm.loop !238
}

; Function Attrs: nofree nounwind
declare !dbg !240 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nofree nounwind }

!llvm.dbg.cu = !{!62}
!llvm.module.flags = !{!95, !96, !97, !98, !99, !101, !102, !103, !104, !105}
!llvm.ident = !{!106}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/float_int_casts.c", directory: ".", checksumkind: CSK_MD5, checksum: "d37d57dbe83effd6c4fb5e17b2f2f8f8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 10)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !16, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 7)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 22)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 36)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 18)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 30)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 21)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !50, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 27)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !16, isLocal: true, isDefinition: true)
!62 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !63, globals: !89, splitDebugInlining: false, nameTableKind: None)
!63 = !{!64, !69, !73, !74, !75, !76, !72, !68, !77, !80, !83, !86}
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !65, line: 26, baseType: !66)
!65 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !67, line: 41, baseType: !68)
!67 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!68 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !70, line: 26, baseType: !71)
!70 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !67, line: 42, baseType: !72)
!72 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!73 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!74 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!75 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!76 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !65, line: 27, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !67, line: 44, baseType: !79)
!79 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !70, line: 27, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !67, line: 45, baseType: !82)
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !70, line: 24, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !67, line: 38, baseType: !85)
!85 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !65, line: 25, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !67, line: 39, baseType: !88)
!88 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!89 = !{!0, !7, !12, !14, !19, !21, !26, !90, !28, !33, !38, !43, !48, !53, !55, !60}
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 2)
!95 = !{i32 7, !"Dwarf Version", i32 5}
!96 = !{i32 2, !"Debug Info Version", i32 3}
!97 = !{i32 1, !"wchar_size", i32 4}
!98 = !{i32 1, !"target-abi", !"lp64d"}
!99 = !{i32 6, !"riscv-isa", !100}
!100 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"PIE Level", i32 2}
!103 = !{i32 7, !"uwtable", i32 2}
!104 = !{i32 8, !"SmallDataLimit", i32 8}
!105 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!106 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!107 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !108, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!68}
!110 = !{!111, !113, !115, !118, !120, !122, !126, !128, !129, !130, !131, !132, !133, !134, !136}
!111 = !DILocalVariable(name: "ds", scope: !107, file: !2, line: 19, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 1152, elements: !41)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 21, type: !72)
!114 = distinct !DILexicalBlock(scope: !107, file: !2, line: 21, column: 5)
!115 = !DILocalVariable(name: "d", scope: !116, file: !2, line: 22, type: !76)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 21, column: 61)
!117 = distinct !DILexicalBlock(scope: !114, file: !2, line: 21, column: 5)
!118 = !DILocalVariable(name: "us", scope: !107, file: !2, line: 33, type: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 512, elements: !10)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 35, type: !72)
!121 = distinct !DILexicalBlock(scope: !107, file: !2, line: 35, column: 5)
!122 = !DILocalVariable(name: "is", scope: !107, file: !2, line: 37, type: !123)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 320, elements: !124)
!124 = !{!125}
!125 = !DISubrange(count: 5)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 38, type: !72)
!127 = distinct !DILexicalBlock(scope: !107, file: !2, line: 38, column: 5)
!128 = !DILocalVariable(name: "f", scope: !107, file: !2, line: 40, type: !75)
!129 = !DILocalVariable(name: "fd", scope: !107, file: !2, line: 41, type: !76)
!130 = !DILocalVariable(name: "dd", scope: !107, file: !2, line: 43, type: !76)
!131 = !DILocalVariable(name: "df", scope: !107, file: !2, line: 44, type: !75)
!132 = !DILocalVariable(name: "big", scope: !107, file: !2, line: 46, type: !75)
!133 = !DILocalVariable(name: "acc", scope: !107, file: !2, line: 48, type: !72)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 49, type: !68)
!135 = distinct !DILexicalBlock(scope: !107, file: !2, line: 49, column: 5)
!136 = !DILocalVariable(name: "x", scope: !137, file: !2, line: 50, type: !75)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 49, column: 36)
!138 = distinct !DILexicalBlock(scope: !135, file: !2, line: 49, column: 5)
!139 = !DILocation(line: 0, scope: !114)
!140 = !DILocation(line: 21, column: 5, scope: !114)
!141 = !DILocation(line: 32, column: 5, scope: !107)
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 0, scope: !107)
!144 = !DILocation(line: 0, scope: !121)
!145 = !DILocation(line: 36, column: 9, scope: !146)
!146 = distinct !DILexicalBlock(scope: !121, file: !2, line: 35, column: 5)
!147 = !DILocation(line: 0, scope: !127)
!148 = !DILocation(line: 38, column: 61, scope: !149)
!149 = distinct !DILexicalBlock(scope: !127, file: !2, line: 38, column: 5)
!150 = !DILocation(line: 39, column: 5, scope: !107)
!151 = !DILocation(line: 42, column: 5, scope: !107)
!152 = !DILocation(line: 45, column: 5, scope: !107)
!153 = !DILocation(line: 47, column: 5, scope: !107)
!154 = !DILocation(line: 0, scope: !135)
!155 = !DILocation(line: 49, column: 5, scope: !135)
!156 = !DILocation(line: 22, column: 20, scope: !116)
!157 = !{!158, !158, i64 0}
!158 = !{!"double", !159, i64 0}
!159 = !{!"omnipotent char", !160, i64 0}
!160 = !{!"Simple C/C++ TBAA"}
!161 = !DILocation(line: 0, scope: !116)
!162 = !DILocation(line: 23, column: 9, scope: !116)
!163 = !DILocation(line: 24, column: 15, scope: !164)
!164 = distinct !DILexicalBlock(scope: !116, file: !2, line: 24, column: 13)
!165 = !DILocation(line: 24, column: 31, scope: !164)
!166 = !DILocation(line: 24, column: 70, scope: !164)
!167 = !DILocation(line: 24, column: 52, scope: !164)
!168 = !DILocation(line: 25, column: 15, scope: !169)
!169 = distinct !DILexicalBlock(scope: !116, file: !2, line: 25, column: 13)
!170 = !DILocation(line: 25, column: 22, scope: !169)
!171 = !DILocation(line: 25, column: 61, scope: !169)
!172 = !DILocation(line: 25, column: 43, scope: !169)
!173 = !DILocation(line: 26, column: 44, scope: !174)
!174 = distinct !DILexicalBlock(scope: !116, file: !2, line: 26, column: 13)
!175 = !DILocalVariable(name: "d", arg: 1, scope: !176, file: !2, line: 8, type: !76)
!176 = distinct !DISubprogram(name: "d2i64", scope: !2, file: !2, line: 8, type: !177, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{!77, !76}
!179 = !{!175}
!180 = !DILocation(line: 0, scope: !176, inlinedAt: !181)
!181 = distinct !DILocation(line: 26, column: 105, scope: !174)
!182 = !DILocation(line: 8, column: 41, scope: !176, inlinedAt: !181)
!183 = !DILocation(line: 26, column: 74, scope: !174)
!184 = !DILocation(line: 27, column: 22, scope: !185)
!185 = distinct !DILexicalBlock(scope: !116, file: !2, line: 27, column: 13)
!186 = !DILocation(line: 29, column: 26, scope: !187)
!187 = distinct !DILexicalBlock(scope: !116, file: !2, line: 29, column: 13)
!188 = !DILocalVariable(name: "d", arg: 1, scope: !189, file: !2, line: 9, type: !76)
!189 = distinct !DISubprogram(name: "d2u64", scope: !2, file: !2, line: 9, type: !190, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !192)
!190 = !DISubroutineType(types: !191)
!191 = !{!80, !76}
!192 = !{!188}
!193 = !DILocation(line: 0, scope: !189, inlinedAt: !194)
!194 = distinct !DILocation(line: 27, column: 93, scope: !185)
!195 = !DILocation(line: 9, column: 42, scope: !189, inlinedAt: !194)
!196 = !DILocation(line: 27, column: 53, scope: !185)
!197 = !DILocation(line: 28, column: 22, scope: !198)
!198 = distinct !DILexicalBlock(scope: !116, file: !2, line: 28, column: 13)
!199 = !DILocalVariable(name: "d", arg: 1, scope: !200, file: !2, line: 10, type: !76)
!200 = distinct !DISubprogram(name: "d2u8", scope: !2, file: !2, line: 10, type: !201, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{!83, !76}
!203 = !{!199}
!204 = !DILocation(line: 0, scope: !200, inlinedAt: !205)
!205 = distinct !DILocation(line: 28, column: 53, scope: !198)
!206 = !DILocation(line: 10, column: 40, scope: !200, inlinedAt: !205)
!207 = !DILocation(line: 28, column: 53, scope: !198)
!208 = !DILocation(line: 28, column: 36, scope: !198)
!209 = !DILocation(line: 29, column: 66, scope: !187)
!210 = !DILocalVariable(name: "f", arg: 1, scope: !211, file: !2, line: 11, type: !75)
!211 = distinct !DISubprogram(name: "f2i16", scope: !2, file: !2, line: 11, type: !212, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{!86, !75}
!214 = !{!210}
!215 = !DILocation(line: 0, scope: !211, inlinedAt: !216)
!216 = distinct !DILocation(line: 29, column: 60, scope: !187)
!217 = !DILocation(line: 11, column: 40, scope: !211, inlinedAt: !216)
!218 = !DILocation(line: 29, column: 60, scope: !187)
!219 = !DILocation(line: 29, column: 42, scope: !187)
!220 = !DILocation(line: 30, column: 9, scope: !116)
!221 = !DILocation(line: 21, column: 57, scope: !117)
!222 = !DILocation(line: 21, column: 28, scope: !117)
!223 = distinct !{!223, !140, !224, !225}
!224 = !DILocation(line: 31, column: 5, scope: !114)
!225 = !{!"llvm.loop.mustprogress"}
!226 = !DILocation(line: 53, column: 5, scope: !107)
!227 = !DILocation(line: 54, column: 5, scope: !107)
!228 = !DILocation(line: 50, column: 19, scope: !137)
!229 = !DILocation(line: 50, column: 28, scope: !137)
!230 = !DILocation(line: 0, scope: !137)
!231 = !DILocation(line: 51, column: 19, scope: !137)
!232 = !DILocation(line: 51, column: 35, scope: !137)
!233 = !DILocation(line: 51, column: 23, scope: !137)
!234 = !DILocation(line: 51, column: 55, scope: !137)
!235 = !DILocation(line: 51, column: 42, scope: !137)
!236 = !DILocation(line: 49, column: 32, scope: !138)
!237 = !DILocation(line: 49, column: 25, scope: !138)
!238 = distinct !{!238, !155, !239, !225}
!239 = !DILocation(line: 52, column: 5, scope: !135)
!240 = !DISubprogram(name: "printf", scope: !241, file: !241, line: 356, type: !242, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!241 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!242 = !DISubroutineType(types: !243)
!243 = !{!68, !244, null}
!244 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !245)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
