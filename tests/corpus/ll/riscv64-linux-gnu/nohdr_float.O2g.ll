; ModuleID = 'tests/programs/nohdr_float.c'
source_filename = "tests/programs/nohdr_float.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [34 x i8] c"sqrt(2) = %.12f sqrt(1e6) = %.6f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [32 x i8] c"exp(1) = %.12f exp(-2) = %.12f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [33 x i8] c"sin(0.5) = %.12f sin(3) = %.12f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [57 x i8] c"fabs %.2f floor %.2f ceil %.2f trunc %.2f copysign %.2f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [44 x i8] c"floorf %.2f fabsf %.2f fmax %.2f fmin %.2f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [24 x i8] c"inf %d %d nan %d %d %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [33 x i8] c"isinf %d isfinite %d signbit %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [18 x i8] c"float sum = %.4f\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [15 x i8] c"basel = %.12f\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [18 x i8] c"lerp = %.4f %.4f\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [19 x i8] c"min %.3f max %.3f\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [23 x i8] c"halvings to zero = %d\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [24 x i8] c"int conv %d %d %u %lld\0A\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [26 x i8] c"float/double %.10f %.10f\0A\00", align 1, !dbg !58

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !82 {
    #dbg_assign(i1 undef, !95, !DIExpression(), !105, ptr poison, !DIExpression(), !106)
    #dbg_value(double 2.000000e+00, !107, !DIExpression(), !115)
    #dbg_value(double 2.000000e+00, !112, !DIExpression(), !115)
    #dbg_value(i32 0, !113, !DIExpression(), !117)
  br label %1, !dbg !118

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %7, %1 ]
  %3 = phi double [ 2.000000e+00, %0 ], [ %6, %1 ]
    #dbg_value(i32 %2, !113, !DIExpression(), !117)
    #dbg_value(double %3, !112, !DIExpression(), !115)
  %4 = fdiv double 2.000000e+00, %3, !dbg !119
  %5 = fadd double %3, %4, !dbg !121
  %6 = fmul double %5, 5.000000e-01, !dbg !122
    #dbg_value(double %6, !112, !DIExpression(), !115)
  %7 = add nuw nsw i32 %2, 1, !dbg !123
    #dbg_value(i32 %7, !113, !DIExpression(), !117)
  %8 = icmp eq i32 %7, 60, !dbg !124
  br i1 %8, label %9, label %1, !dbg !118, !llvm.loop !125

9:                                                ; preds = %1, %9
  %10 = phi i32 [ %15, %9 ], [ 0, %1 ]
  %11 = phi double [ %14, %9 ], [ 1.000000e+06, %1 ]
    #dbg_value(i32 %10, !113, !DIExpression(), !128)
    #dbg_value(double %11, !112, !DIExpression(), !130)
  %12 = fdiv double 1.000000e+06, %11, !dbg !131
  %13 = fadd double %11, %12, !dbg !132
  %14 = fmul double %13, 5.000000e-01, !dbg !133
    #dbg_value(double %14, !112, !DIExpression(), !130)
  %15 = add nuw nsw i32 %10, 1, !dbg !134
    #dbg_value(i32 %15, !113, !DIExpression(), !128)
  %16 = icmp eq i32 %15, 60, !dbg !135
  br i1 %16, label %17, label %9, !dbg !136, !llvm.loop !137

17:                                               ; preds = %9
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6, double noundef %14), !dbg !139
    #dbg_value(double 1.000000e+00, !140, !DIExpression(), !147)
    #dbg_value(double 1.000000e+00, !143, !DIExpression(), !147)
    #dbg_value(double 1.000000e+00, !144, !DIExpression(), !147)
    #dbg_value(i32 1, !145, !DIExpression(), !149)
  br label %19, !dbg !150

19:                                               ; preds = %19, %17
  %20 = phi i32 [ 1, %17 ], [ %27, %19 ]
  %21 = phi double [ 1.000000e+00, %17 ], [ %26, %19 ]
  %22 = phi double [ 1.000000e+00, %17 ], [ %25, %19 ]
    #dbg_value(i32 %20, !145, !DIExpression(), !149)
    #dbg_value(double %21, !144, !DIExpression(), !147)
    #dbg_value(double %22, !143, !DIExpression(), !147)
  %23 = uitofp nneg i32 %20 to double, !dbg !151
  %24 = fdiv double 1.000000e+00, %23, !dbg !154
  %25 = fmul double %22, %24, !dbg !155
    #dbg_value(double %25, !143, !DIExpression(), !147)
  %26 = fadd double %21, %25, !dbg !156
    #dbg_value(double %26, !144, !DIExpression(), !147)
  %27 = add nuw nsw i32 %20, 1, !dbg !157
    #dbg_value(i32 %27, !145, !DIExpression(), !149)
  %28 = icmp eq i32 %27, 40, !dbg !158
  br i1 %28, label %29, label %19, !dbg !150, !llvm.loop !159

29:                                               ; preds = %19, %29
  %30 = phi i32 [ %37, %29 ], [ 1, %19 ]
  %31 = phi double [ %36, %29 ], [ 1.000000e+00, %19 ]
  %32 = phi double [ %35, %29 ], [ 1.000000e+00, %19 ]
    #dbg_value(i32 %30, !145, !DIExpression(), !161)
    #dbg_value(double %31, !144, !DIExpression(), !163)
    #dbg_value(double %32, !143, !DIExpression(), !163)
  %33 = uitofp nneg i32 %30 to double, !dbg !164
  %34 = fdiv double -2.000000e+00, %33, !dbg !165
  %35 = fmul double %32, %34, !dbg !166
    #dbg_value(double %35, !143, !DIExpression(), !163)
  %36 = fadd double %31, %35, !dbg !167
    #dbg_value(double %36, !144, !DIExpression(), !163)
  %37 = add nuw nsw i32 %30, 1, !dbg !168
    #dbg_value(i32 %37, !145, !DIExpression(), !161)
  %38 = icmp eq i32 %37, 40, !dbg !169
  br i1 %38, label %39, label %29, !dbg !170, !llvm.loop !171

39:                                               ; preds = %29
  %40 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %26, double noundef %36), !dbg !173
    #dbg_value(double 5.000000e-01, !174, !DIExpression(), !181)
    #dbg_value(double 5.000000e-01, !177, !DIExpression(), !181)
    #dbg_value(double 5.000000e-01, !178, !DIExpression(), !181)
    #dbg_value(i32 1, !179, !DIExpression(), !183)
    #dbg_value(i32 1, !179, !DIExpression(), !183)
    #dbg_value(double 5.000000e-01, !178, !DIExpression(), !181)
    #dbg_value(double 5.000000e-01, !177, !DIExpression(), !181)
  br label %41, !dbg !184

41:                                               ; preds = %41, %39
  %42 = phi i32 [ 1, %39 ], [ %52, %41 ]
  %43 = phi double [ 5.000000e-01, %39 ], [ %51, %41 ]
  %44 = phi double [ 5.000000e-01, %39 ], [ %50, %41 ]
    #dbg_value(i32 %42, !179, !DIExpression(), !183)
    #dbg_value(double %43, !178, !DIExpression(), !181)
    #dbg_value(double %44, !177, !DIExpression(), !181)
  %45 = shl nuw nsw i32 %42, 1, !dbg !185
  %46 = or disjoint i32 %45, 1, !dbg !188
  %47 = mul nuw nsw i32 %46, %45, !dbg !189
  %48 = uitofp nneg i32 %47 to double, !dbg !190
  %49 = fdiv double -2.500000e-01, %48, !dbg !191
  %50 = fmul double %44, %49, !dbg !192
    #dbg_value(double %50, !177, !DIExpression(), !181)
  %51 = fadd double %43, %50, !dbg !193
    #dbg_value(double %51, !178, !DIExpression(), !181)
  %52 = add nuw nsw i32 %42, 1, !dbg !194
    #dbg_value(i32 %52, !179, !DIExpression(), !183)
  %53 = icmp eq i32 %52, 20, !dbg !195
  br i1 %53, label %54, label %41, !dbg !184, !llvm.loop !196

54:                                               ; preds = %41, %54
  %55 = phi i32 [ %65, %54 ], [ 1, %41 ]
  %56 = phi double [ %64, %54 ], [ 3.000000e+00, %41 ]
  %57 = phi double [ %63, %54 ], [ 3.000000e+00, %41 ]
    #dbg_value(i32 %55, !179, !DIExpression(), !198)
    #dbg_value(double %56, !178, !DIExpression(), !200)
    #dbg_value(double %57, !177, !DIExpression(), !200)
  %58 = shl nuw nsw i32 %55, 1, !dbg !201
  %59 = or disjoint i32 %58, 1, !dbg !202
  %60 = mul nuw nsw i32 %59, %58, !dbg !203
  %61 = uitofp nneg i32 %60 to double, !dbg !204
  %62 = fdiv double -9.000000e+00, %61, !dbg !205
  %63 = fmul double %57, %62, !dbg !206
    #dbg_value(double %63, !177, !DIExpression(), !200)
  %64 = fadd double %56, %63, !dbg !207
    #dbg_value(double %64, !178, !DIExpression(), !200)
  %65 = add nuw nsw i32 %55, 1, !dbg !208
    #dbg_value(i32 %65, !179, !DIExpression(), !198)
  %66 = icmp eq i32 %65, 20, !dbg !209
  br i1 %66, label %67, label %54, !dbg !210, !llvm.loop !211

67:                                               ; preds = %54
  %68 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %51, double noundef %64), !dbg !213
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.250000e+00, double noundef -4.000000e+00, double noundef -3.000000e+00, double noundef -3.000000e+00, double noundef -5.000000e+00), !dbg !214
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 2.000000e+00, double noundef -2.000000e+00), !dbg !215
    #dbg_value(double 0x7FF0000000000000, !86, !DIExpression(), !106)
    #dbg_value(double 0x7FF8000000000000, !87, !DIExpression(), !106)
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 1), !dbg !216
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1), !dbg !217
    #dbg_value(float 0.000000e+00, !88, !DIExpression(), !106)
    #dbg_value(i32 0, !90, !DIExpression(), !218)
  br label %76, !dbg !219

73:                                               ; preds = %76
  %74 = fpext float %79 to double, !dbg !220
  %75 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %74), !dbg !221
    #dbg_value(double 0.000000e+00, !92, !DIExpression(), !106)
    #dbg_value(i32 1, !93, !DIExpression(), !222)
  br label %86, !dbg !223

76:                                               ; preds = %67, %76
  %77 = phi i32 [ 0, %67 ], [ %80, %76 ]
  %78 = phi float [ 0.000000e+00, %67 ], [ %79, %76 ]
    #dbg_value(i32 %77, !90, !DIExpression(), !218)
    #dbg_value(float %78, !88, !DIExpression(), !106)
  %79 = fadd float %78, 0x3FB99999A0000000, !dbg !224
    #dbg_value(float %79, !88, !DIExpression(), !106)
  %80 = add nuw nsw i32 %77, 1, !dbg !226
    #dbg_value(i32 %80, !90, !DIExpression(), !218)
  %81 = icmp eq i32 %80, 1000, !dbg !227
  br i1 %81, label %73, label %76, !dbg !219, !llvm.loop !228

82:                                               ; preds = %86
  %83 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %92), !dbg !230
  %84 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 1.500000e+00, double noundef 1.000000e+00), !dbg !231
    #dbg_assign(i1 undef, !95, !DIExpression(), !232, ptr poison, !DIExpression(), !106)
    #dbg_value(float 3.500000e+00, !99, !DIExpression(), !106)
    #dbg_value(float 3.500000e+00, !100, !DIExpression(), !106)
    #dbg_value(float 3.500000e+00, !100, !DIExpression(), !106)
    #dbg_value(float 3.500000e+00, !99, !DIExpression(), !106)
    #dbg_value(float -1.250000e+00, !99, !DIExpression(), !106)
    #dbg_value(float 3.500000e+00, !100, !DIExpression(), !106)
    #dbg_value(float -1.250000e+00, !99, !DIExpression(), !106)
    #dbg_value(float 8.000000e+00, !100, !DIExpression(), !106)
    #dbg_value(float -1.250000e+00, !99, !DIExpression(), !106)
    #dbg_value(float 8.000000e+00, !100, !DIExpression(), !106)
    #dbg_value(float -7.500000e+00, !99, !DIExpression(), !106)
    #dbg_value(float 8.000000e+00, !100, !DIExpression(), !106)
    #dbg_value(float -7.500000e+00, !99, !DIExpression(), !106)
    #dbg_value(float 8.000000e+00, !100, !DIExpression(), !106)
    #dbg_value(float -7.500000e+00, !99, !DIExpression(), !106)
    #dbg_value(float 1.000000e+02, !100, !DIExpression(), !106)
    #dbg_value(float -7.500000e+00, !99, !DIExpression(), !106)
    #dbg_value(float 1.000000e+02, !100, !DIExpression(), !106)
  %85 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef -7.500000e+00, double noundef 1.000000e+02), !dbg !233
    #dbg_value(double 1.000000e+00, !103, !DIExpression(), !106)
    #dbg_value(i32 0, !104, !DIExpression(), !106)
  br label %95, !dbg !234

86:                                               ; preds = %73, %86
  %87 = phi i32 [ 1, %73 ], [ %93, %86 ]
  %88 = phi double [ 0.000000e+00, %73 ], [ %92, %86 ]
    #dbg_value(i32 %87, !93, !DIExpression(), !222)
    #dbg_value(double %88, !92, !DIExpression(), !106)
  %89 = mul nuw nsw i32 %87, %87, !dbg !235
  %90 = uitofp nneg i32 %89 to double, !dbg !235
  %91 = fdiv double 1.000000e+00, %90, !dbg !237
  %92 = fadd double %88, %91, !dbg !238
    #dbg_value(double %92, !92, !DIExpression(), !106)
  %93 = add nuw nsw i32 %87, 1, !dbg !239
    #dbg_value(i32 %93, !93, !DIExpression(), !222)
  %94 = icmp eq i32 %93, 1001, !dbg !240
  br i1 %94, label %82, label %86, !dbg !223, !llvm.loop !241

95:                                               ; preds = %95, %82
  %96 = phi double [ 1.000000e+00, %82 ], [ %98, %95 ], !dbg !106
  %97 = phi i32 [ 0, %82 ], [ %100, %95 ], !dbg !106
    #dbg_value(i32 %97, !104, !DIExpression(), !106)
    #dbg_value(double %96, !103, !DIExpression(), !106)
  %98 = fmul double %96, 5.000000e-01, !dbg !243
  %99 = fcmp ogt double %98, 0.000000e+00, !dbg !244
    #dbg_value(double %98, !103, !DIExpression(), !106)
  %100 = add nuw nsw i32 %97, 1, !dbg !245
    #dbg_value(i32 %100, !104, !DIExpression(), !106)
  br i1 %99, label %95, label %101, !dbg !234, !llvm.loop !247

101:                                              ; preds = %95
  %102 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %97), !dbg !249
  %103 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext -2, i32 noundef signext 2, i32 noundef signext -304967296, i64 noundef -1000000000000000000), !dbg !250
  %104 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555), !dbg !251
  ret i32 0, !dbg !252
}

; Function Attrs: nofree nounwind
declare !dbg !253 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!63}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !76, !77, !78, !79, !80}
!llvm.ident = !{!81}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_float.c", directory: ".", checksumkind: CSK_MD5, checksum: "3bd31ce25dfa075caf9afb0dcd2feccb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 34)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 32)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 33)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 57)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 44)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 24)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 18)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 15)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !36, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 19)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 23)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !29, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 26)
!63 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !64, globals: !69, splitDebugInlining: false, nameTableKind: None)
!64 = !{!65, !66, !67, !68}
!65 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!68 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!69 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !44, !46, !51, !56, !58}
!70 = !{i32 7, !"Dwarf Version", i32 5}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 1, !"target-abi", !"lp64d"}
!74 = !{i32 6, !"riscv-isa", !75}
!75 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!76 = !{i32 8, !"PIC Level", i32 2}
!77 = !{i32 7, !"PIE Level", i32 2}
!78 = !{i32 7, !"uwtable", i32 2}
!79 = !{i32 8, !"SmallDataLimit", i32 8}
!80 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!81 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!82 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !83, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !85)
!83 = !DISubroutineType(types: !84)
!84 = !{!66}
!85 = !{!86, !87, !88, !90, !92, !93, !95, !99, !100, !101, !103, !104}
!86 = !DILocalVariable(name: "inf", scope: !82, file: !2, line: 32, type: !65)
!87 = !DILocalVariable(name: "nan_v", scope: !82, file: !2, line: 32, type: !65)
!88 = !DILocalVariable(name: "f", scope: !82, file: !2, line: 35, type: !89)
!89 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 36, type: !66)
!91 = distinct !DILexicalBlock(scope: !82, file: !2, line: 36, column: 5)
!92 = !DILocalVariable(name: "d", scope: !82, file: !2, line: 38, type: !65)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 39, type: !66)
!94 = distinct !DILexicalBlock(scope: !82, file: !2, line: 39, column: 5)
!95 = !DILocalVariable(name: "fv", scope: !82, file: !2, line: 42, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 256, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 8)
!99 = !DILocalVariable(name: "mn", scope: !82, file: !2, line: 43, type: !89)
!100 = !DILocalVariable(name: "mx", scope: !82, file: !2, line: 43, type: !89)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 44, type: !66)
!102 = distinct !DILexicalBlock(scope: !82, file: !2, line: 44, column: 5)
!103 = !DILocalVariable(name: "x", scope: !82, file: !2, line: 46, type: !65)
!104 = !DILocalVariable(name: "halvings", scope: !82, file: !2, line: 47, type: !66)
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 0, scope: !82)
!107 = !DILocalVariable(name: "x", arg: 1, scope: !108, file: !2, line: 6, type: !65)
!108 = distinct !DISubprogram(name: "my_sqrt", scope: !2, file: !2, line: 6, type: !109, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!65, !65}
!111 = !{!107, !112, !113}
!112 = !DILocalVariable(name: "r", scope: !108, file: !2, line: 8, type: !65)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 9, type: !66)
!114 = distinct !DILexicalBlock(scope: !108, file: !2, line: 9, column: 5)
!115 = !DILocation(line: 0, scope: !108, inlinedAt: !116)
!116 = distinct !DILocation(line: 25, column: 50, scope: !82)
!117 = !DILocation(line: 0, scope: !114, inlinedAt: !116)
!118 = !DILocation(line: 9, column: 5, scope: !114, inlinedAt: !116)
!119 = !DILocation(line: 9, column: 51, scope: !120, inlinedAt: !116)
!120 = distinct !DILexicalBlock(scope: !114, file: !2, line: 9, column: 5)
!121 = !DILocation(line: 9, column: 47, scope: !120, inlinedAt: !116)
!122 = !DILocation(line: 9, column: 42, scope: !120, inlinedAt: !116)
!123 = !DILocation(line: 9, column: 30, scope: !120, inlinedAt: !116)
!124 = !DILocation(line: 9, column: 23, scope: !120, inlinedAt: !116)
!125 = distinct !{!125, !118, !126, !127}
!126 = !DILocation(line: 9, column: 54, scope: !114, inlinedAt: !116)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 0, scope: !114, inlinedAt: !129)
!129 = distinct !DILocation(line: 25, column: 64, scope: !82)
!130 = !DILocation(line: 0, scope: !108, inlinedAt: !129)
!131 = !DILocation(line: 9, column: 51, scope: !120, inlinedAt: !129)
!132 = !DILocation(line: 9, column: 47, scope: !120, inlinedAt: !129)
!133 = !DILocation(line: 9, column: 42, scope: !120, inlinedAt: !129)
!134 = !DILocation(line: 9, column: 30, scope: !120, inlinedAt: !129)
!135 = !DILocation(line: 9, column: 23, scope: !120, inlinedAt: !129)
!136 = !DILocation(line: 9, column: 5, scope: !114, inlinedAt: !129)
!137 = distinct !{!137, !136, !138, !127}
!138 = !DILocation(line: 9, column: 54, scope: !114, inlinedAt: !129)
!139 = !DILocation(line: 25, column: 5, scope: !82)
!140 = !DILocalVariable(name: "x", arg: 1, scope: !141, file: !2, line: 12, type: !65)
!141 = distinct !DISubprogram(name: "my_exp", scope: !2, file: !2, line: 12, type: !109, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !142)
!142 = !{!140, !143, !144, !145}
!143 = !DILocalVariable(name: "term", scope: !141, file: !2, line: 13, type: !65)
!144 = !DILocalVariable(name: "s", scope: !141, file: !2, line: 13, type: !65)
!145 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 14, type: !66)
!146 = distinct !DILexicalBlock(scope: !141, file: !2, line: 14, column: 5)
!147 = !DILocation(line: 0, scope: !141, inlinedAt: !148)
!148 = distinct !DILocation(line: 26, column: 48, scope: !82)
!149 = !DILocation(line: 0, scope: !146, inlinedAt: !148)
!150 = !DILocation(line: 14, column: 5, scope: !146, inlinedAt: !148)
!151 = !DILocation(line: 14, column: 48, scope: !152, inlinedAt: !148)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 14, column: 34)
!153 = distinct !DILexicalBlock(scope: !146, file: !2, line: 14, column: 5)
!154 = !DILocation(line: 14, column: 46, scope: !152, inlinedAt: !148)
!155 = !DILocation(line: 14, column: 41, scope: !152, inlinedAt: !148)
!156 = !DILocation(line: 14, column: 53, scope: !152, inlinedAt: !148)
!157 = !DILocation(line: 14, column: 30, scope: !153, inlinedAt: !148)
!158 = !DILocation(line: 14, column: 23, scope: !153, inlinedAt: !148)
!159 = distinct !{!159, !150, !160, !127}
!160 = !DILocation(line: 14, column: 62, scope: !146, inlinedAt: !148)
!161 = !DILocation(line: 0, scope: !146, inlinedAt: !162)
!162 = distinct !DILocation(line: 26, column: 61, scope: !82)
!163 = !DILocation(line: 0, scope: !141, inlinedAt: !162)
!164 = !DILocation(line: 14, column: 48, scope: !152, inlinedAt: !162)
!165 = !DILocation(line: 14, column: 46, scope: !152, inlinedAt: !162)
!166 = !DILocation(line: 14, column: 41, scope: !152, inlinedAt: !162)
!167 = !DILocation(line: 14, column: 53, scope: !152, inlinedAt: !162)
!168 = !DILocation(line: 14, column: 30, scope: !153, inlinedAt: !162)
!169 = !DILocation(line: 14, column: 23, scope: !153, inlinedAt: !162)
!170 = !DILocation(line: 14, column: 5, scope: !146, inlinedAt: !162)
!171 = distinct !{!171, !170, !172, !127}
!172 = !DILocation(line: 14, column: 62, scope: !146, inlinedAt: !162)
!173 = !DILocation(line: 26, column: 5, scope: !82)
!174 = !DILocalVariable(name: "x", arg: 1, scope: !175, file: !2, line: 17, type: !65)
!175 = distinct !DISubprogram(name: "my_sin", scope: !2, file: !2, line: 17, type: !109, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !176)
!176 = !{!174, !177, !178, !179}
!177 = !DILocalVariable(name: "term", scope: !175, file: !2, line: 18, type: !65)
!178 = !DILocalVariable(name: "s", scope: !175, file: !2, line: 18, type: !65)
!179 = !DILocalVariable(name: "i", scope: !180, file: !2, line: 19, type: !66)
!180 = distinct !DILexicalBlock(scope: !175, file: !2, line: 19, column: 5)
!181 = !DILocation(line: 0, scope: !175, inlinedAt: !182)
!182 = distinct !DILocation(line: 27, column: 49, scope: !82)
!183 = !DILocation(line: 0, scope: !180, inlinedAt: !182)
!184 = !DILocation(line: 19, column: 5, scope: !180, inlinedAt: !182)
!185 = !DILocation(line: 19, column: 57, scope: !186, inlinedAt: !182)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 19, column: 34)
!187 = distinct !DILexicalBlock(scope: !180, file: !2, line: 19, column: 5)
!188 = !DILocation(line: 19, column: 71, scope: !186, inlinedAt: !182)
!189 = !DILocation(line: 19, column: 62, scope: !186, inlinedAt: !182)
!190 = !DILocation(line: 19, column: 53, scope: !186, inlinedAt: !182)
!191 = !DILocation(line: 19, column: 51, scope: !186, inlinedAt: !182)
!192 = !DILocation(line: 19, column: 41, scope: !186, inlinedAt: !182)
!193 = !DILocation(line: 19, column: 80, scope: !186, inlinedAt: !182)
!194 = !DILocation(line: 19, column: 30, scope: !187, inlinedAt: !182)
!195 = !DILocation(line: 19, column: 23, scope: !187, inlinedAt: !182)
!196 = distinct !{!196, !184, !197, !127}
!197 = !DILocation(line: 19, column: 89, scope: !180, inlinedAt: !182)
!198 = !DILocation(line: 0, scope: !180, inlinedAt: !199)
!199 = distinct !DILocation(line: 27, column: 62, scope: !82)
!200 = !DILocation(line: 0, scope: !175, inlinedAt: !199)
!201 = !DILocation(line: 19, column: 57, scope: !186, inlinedAt: !199)
!202 = !DILocation(line: 19, column: 71, scope: !186, inlinedAt: !199)
!203 = !DILocation(line: 19, column: 62, scope: !186, inlinedAt: !199)
!204 = !DILocation(line: 19, column: 53, scope: !186, inlinedAt: !199)
!205 = !DILocation(line: 19, column: 51, scope: !186, inlinedAt: !199)
!206 = !DILocation(line: 19, column: 41, scope: !186, inlinedAt: !199)
!207 = !DILocation(line: 19, column: 80, scope: !186, inlinedAt: !199)
!208 = !DILocation(line: 19, column: 30, scope: !187, inlinedAt: !199)
!209 = !DILocation(line: 19, column: 23, scope: !187, inlinedAt: !199)
!210 = !DILocation(line: 19, column: 5, scope: !180, inlinedAt: !199)
!211 = distinct !{!211, !210, !212, !127}
!212 = !DILocation(line: 19, column: 89, scope: !180, inlinedAt: !199)
!213 = !DILocation(line: 27, column: 5, scope: !82)
!214 = !DILocation(line: 28, column: 5, scope: !82)
!215 = !DILocation(line: 30, column: 5, scope: !82)
!216 = !DILocation(line: 33, column: 5, scope: !82)
!217 = !DILocation(line: 34, column: 5, scope: !82)
!218 = !DILocation(line: 0, scope: !91)
!219 = !DILocation(line: 36, column: 5, scope: !91)
!220 = !DILocation(line: 37, column: 34, scope: !82)
!221 = !DILocation(line: 37, column: 5, scope: !82)
!222 = !DILocation(line: 0, scope: !94)
!223 = !DILocation(line: 39, column: 5, scope: !94)
!224 = !DILocation(line: 36, column: 38, scope: !225)
!225 = distinct !DILexicalBlock(scope: !91, file: !2, line: 36, column: 5)
!226 = !DILocation(line: 36, column: 32, scope: !225)
!227 = !DILocation(line: 36, column: 23, scope: !225)
!228 = distinct !{!228, !219, !229, !127}
!229 = !DILocation(line: 36, column: 41, scope: !91)
!230 = !DILocation(line: 40, column: 5, scope: !82)
!231 = !DILocation(line: 41, column: 5, scope: !82)
!232 = distinct !DIAssignID()
!233 = !DILocation(line: 45, column: 5, scope: !82)
!234 = !DILocation(line: 48, column: 5, scope: !82)
!235 = !DILocation(line: 39, column: 59, scope: !236)
!236 = distinct !DILexicalBlock(scope: !94, file: !2, line: 39, column: 5)
!237 = !DILocation(line: 39, column: 46, scope: !236)
!238 = !DILocation(line: 39, column: 39, scope: !236)
!239 = !DILocation(line: 39, column: 33, scope: !236)
!240 = !DILocation(line: 39, column: 23, scope: !236)
!241 = distinct !{!241, !223, !242, !127}
!242 = !DILocation(line: 39, column: 62, scope: !94)
!243 = !DILocation(line: 48, column: 14, scope: !82)
!244 = !DILocation(line: 48, column: 18, scope: !82)
!245 = !DILocation(line: 48, column: 41, scope: !246)
!246 = distinct !DILexicalBlock(scope: !82, file: !2, line: 48, column: 23)
!247 = distinct !{!247, !234, !248, !127}
!248 = !DILocation(line: 48, column: 45, scope: !82)
!249 = !DILocation(line: 49, column: 5, scope: !82)
!250 = !DILocation(line: 50, column: 5, scope: !82)
!251 = !DILocation(line: 51, column: 5, scope: !82)
!252 = !DILocation(line: 52, column: 5, scope: !82)
!253 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 4, type: !254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DISubroutineType(types: !255)
!255 = !{!66, !256, null}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
