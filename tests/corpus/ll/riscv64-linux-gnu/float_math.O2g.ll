; ModuleID = 'tests/programs/float_math.c'
source_filename = "tests/programs/float_math.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"horner(%d) = %.10f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"fsum = %.6f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [32 x i8] c"sqrt(2) = %.15f newton = %.15f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"sqrtf(3) = %.6f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [69 x i8] c"fabs = %.3f %.3f floor = %.1f ceil = %.1f trunc = %.1f round = %.1f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [39 x i8] c"fmin/fmax = %.2f %.2f copysign = %.2f\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [30 x i8] c"fmod = %.6f remainder = %.6f\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [51 x i8] c"exp(1) = %.12f log(10) = %.12f pow(2,0.5) = %.12f\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [45 x i8] c"sin(1) = %.12f cos(1) = %.12f atan2 = %.12f\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [24 x i8] c"harmonic(1000) = %.12f\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [53 x i8] c"inf > max: %d, nan != nan: %d, isnan: %d, isinf: %d\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [37 x i8] c"signbit(-0.0) = %d, 0.0 == -0.0: %d\0A\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [45 x i8] c"FLT_EPSILON = %.12f DBL_EPSILON*1e16 = %.6f\0A\00", align 1, !dbg !62
@.str.13 = private unnamed_addr constant [27 x i8] c"float rounding: %.1f %.1f\0A\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [28 x i8] c"0.1+0.2 == 0.3: %d (%.17g)\0A\00", align 1, !dbg !69
@.str.15 = private unnamed_addr constant [42 x i8] c"denormal min > 0: %d, halved is zero: %d\0A\00", align 1, !dbg !74
@.str.16 = private unnamed_addr constant [20 x i8] c"comparisons = %.4f\0A\00", align 1, !dbg !79

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !98 {
  %1 = alloca [100 x float], align 4, !DIAssignID !128
    #dbg_assign(i1 undef, !109, !DIExpression(), !128, ptr %1, !DIExpression(), !129)
    #dbg_value(double 1.000000e+00, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !129)
    #dbg_value(double -2.500000e+00, !103, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !129)
    #dbg_value(double 7.500000e-01, !103, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !129)
    #dbg_value(double 3.000000e+00, !103, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !129)
    #dbg_value(double -1.250000e-01, !103, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !129)
    #dbg_value(i32 -2, !107, !DIExpression(), !130)
    #dbg_value(i32 -2, !107, !DIExpression(), !130)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -2, double noundef 1.125000e+00), !dbg !131
    #dbg_value(i32 -1, !107, !DIExpression(), !130)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -1, double noundef 0x4000700000000000), !dbg !131
    #dbg_value(i32 0, !107, !DIExpression(), !130)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 0, double noundef 1.000000e+00), !dbg !131
    #dbg_value(i32 1, !107, !DIExpression(), !130)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 1, double noundef 0x3FD3800000000000), !dbg !131
    #dbg_value(i32 2, !107, !DIExpression(), !130)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 2, double noundef 2.125000e+00), !dbg !131
    #dbg_value(i32 3, !107, !DIExpression(), !130)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #3, !dbg !133
    #dbg_value(i32 0, !113, !DIExpression(), !134)
  br label %53, !dbg !135

7:                                                ; preds = %53, %7
  %8 = phi i64 [ %13, %7 ], [ 0, %53 ]
  %9 = phi float [ %12, %7 ], [ 0.000000e+00, %53 ]
    #dbg_value(i64 %8, !136, !DIExpression(), !147)
    #dbg_value(float %9, !146, !DIExpression(), !149)
  %10 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !150
  %11 = load float, ptr %10, align 4, !dbg !150, !tbaa !152
  %12 = fadd float %9, %11, !dbg !156
    #dbg_value(float %12, !146, !DIExpression(), !149)
  %13 = add nuw nsw i64 %8, 1, !dbg !157
    #dbg_value(i64 %13, !136, !DIExpression(), !147)
  %14 = icmp eq i64 %13, 100, !dbg !158
  br i1 %14, label %15, label %7, !dbg !159, !llvm.loop !160

15:                                               ; preds = %7
  %16 = fpext float %12 to double, !dbg !163
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %16), !dbg !164
    #dbg_value(double 2.000000e+00, !165, !DIExpression(), !173)
    #dbg_value(double 2.000000e+00, !170, !DIExpression(), !173)
    #dbg_value(i32 0, !171, !DIExpression(), !175)
  br label %18, !dbg !176

18:                                               ; preds = %18, %15
  %19 = phi i32 [ 0, %15 ], [ %24, %18 ]
  %20 = phi double [ 2.000000e+00, %15 ], [ %23, %18 ]
    #dbg_value(i32 %19, !171, !DIExpression(), !175)
    #dbg_value(double %20, !170, !DIExpression(), !173)
  %21 = fdiv double 2.000000e+00, %20, !dbg !177
  %22 = fadd double %20, %21, !dbg !179
  %23 = fmul double %22, 5.000000e-01, !dbg !180
    #dbg_value(double %23, !170, !DIExpression(), !173)
  %24 = add nuw nsw i32 %19, 1, !dbg !181
    #dbg_value(i32 %24, !171, !DIExpression(), !175)
  %25 = icmp eq i32 %24, 30, !dbg !182
  br i1 %25, label %26, label %18, !dbg !176, !llvm.loop !183

26:                                               ; preds = %18
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x3FF6A09E667F3BCD, double noundef %23), !dbg !185
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FFBB67AE0000000), !dbg !186
  %29 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 2.500000e+00, double noundef 1.500000e+00, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef -2.000000e+00, double noundef 3.000000e+00), !dbg !187
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -3.000000e+00, double noundef 1.500000e+00, double noundef -2.000000e+00), !dbg !188
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 1.500000e+00, double noundef -1.500000e+00), !dbg !189
  %32 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4005BF0A8B145769, double noundef 0x40026BB1BBB55516, double noundef 0x3FF6A09E667F3BCD), !dbg !190
  %33 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3FEAED548F090CEE, double noundef 0x3FE14A280FB5068C, double noundef 0x4002D97C7F3321D2), !dbg !191
    #dbg_value(i32 1000, !192, !DIExpression(), !205)
    #dbg_value(double 0.000000e+00, !197, !DIExpression(), !205)
    #dbg_value(double 0.000000e+00, !198, !DIExpression(), !205)
    #dbg_value(i32 1, !199, !DIExpression(), !207)
  br label %34, !dbg !208

34:                                               ; preds = %34, %26
  %35 = phi double [ 0.000000e+00, %26 ], [ %41, %34 ]
  %36 = phi double [ 0.000000e+00, %26 ], [ %43, %34 ]
  %37 = phi i32 [ 1, %26 ], [ %44, %34 ]
    #dbg_value(double %35, !197, !DIExpression(), !205)
    #dbg_value(double %36, !198, !DIExpression(), !205)
    #dbg_value(i32 %37, !199, !DIExpression(), !207)
  %38 = uitofp nneg i32 %37 to double, !dbg !209
  %39 = fdiv double 1.000000e+00, %38, !dbg !210
  %40 = fsub double %39, %36, !dbg !211
    #dbg_value(double %40, !201, !DIExpression(), !212)
  %41 = fadd double %35, %40, !dbg !213
    #dbg_value(double %41, !204, !DIExpression(), !212)
  %42 = fsub double %41, %35, !dbg !214
  %43 = fsub double %42, %40, !dbg !215
    #dbg_value(double %43, !198, !DIExpression(), !205)
    #dbg_value(double %41, !197, !DIExpression(), !205)
  %44 = add nuw nsw i32 %37, 1, !dbg !216
    #dbg_value(i32 %44, !199, !DIExpression(), !207)
  %45 = icmp eq i32 %44, 1001, !dbg !217
  br i1 %45, label %46, label %34, !dbg !208, !llvm.loop !218

46:                                               ; preds = %34
  %47 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %41), !dbg !220
    #dbg_value(double 0x7FF0000000000000, !115, !DIExpression(), !129)
    #dbg_value(double 0x7FF8000000000000, !116, !DIExpression(), !129)
  %48 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1), !dbg !221
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext 1, i32 noundef signext 1), !dbg !222
  %50 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0x3E80000000000000, double noundef 0x4001C37937E08000), !dbg !223
    #dbg_value(float 0x4170000000000000, !117, !DIExpression(), !129)
  %51 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x4170000000000000, double noundef 0x4170000020000000), !dbg !224
    #dbg_value(double 0x3FD3333333333334, !118, !DIExpression(), !129)
  %52 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 0, double noundef 0x3FD3333333333334), !dbg !225
    #dbg_value(double 1.000000e+00, !119, !DIExpression(), !129)
    #dbg_value(i32 0, !120, !DIExpression(), !226)
  br label %68, !dbg !227

53:                                               ; preds = %0, %53
  %54 = phi i64 [ 0, %0 ], [ %55, %53 ]
    #dbg_value(i64 %54, !113, !DIExpression(), !134)
  %55 = add nuw nsw i64 %54, 1, !dbg !228
  %56 = trunc nuw nsw i64 %55 to i32, !dbg !230
  %57 = uitofp nneg i32 %56 to float, !dbg !230
  %58 = fdiv float 1.000000e+00, %57, !dbg !231
  %59 = getelementptr inbounds [100 x float], ptr %1, i64 0, i64 %54, !dbg !232
  store float %58, ptr %59, align 4, !dbg !233, !tbaa !152
    #dbg_value(i64 %55, !113, !DIExpression(), !134)
  %60 = icmp eq i64 %55, 100, !dbg !234
  br i1 %60, label %7, label %53, !dbg !135, !llvm.loop !235

61:                                               ; preds = %68
  %62 = fcmp ogt double %71, 0.000000e+00, !dbg !237
  %63 = zext i1 %62 to i32, !dbg !237
  %64 = fmul double %71, 5.000000e-01, !dbg !238
  %65 = fcmp oeq double %64, 0.000000e+00, !dbg !239
  %66 = zext i1 %65 to i32, !dbg !239
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext %63, i32 noundef signext %66), !dbg !240
    #dbg_value(float 0.000000e+00, !122, !DIExpression(), !129)
    #dbg_value(i32 0, !123, !DIExpression(), !241)
  br label %77, !dbg !242

68:                                               ; preds = %46, %68
  %69 = phi i32 [ 0, %46 ], [ %72, %68 ]
  %70 = phi double [ 1.000000e+00, %46 ], [ %71, %68 ]
    #dbg_value(i32 %69, !120, !DIExpression(), !226)
    #dbg_value(double %70, !119, !DIExpression(), !129)
  %71 = fmul double %70, 5.000000e-01, !dbg !243
    #dbg_value(double %71, !119, !DIExpression(), !129)
  %72 = add nuw nsw i32 %69, 1, !dbg !245
    #dbg_value(i32 %72, !120, !DIExpression(), !226)
  %73 = icmp eq i32 %72, 1074, !dbg !246
  br i1 %73, label %61, label %68, !dbg !227, !llvm.loop !247

74:                                               ; preds = %93
  %75 = fpext float %94 to double, !dbg !249
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %75), !dbg !250
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #3, !dbg !251
  ret i32 0, !dbg !252

77:                                               ; preds = %61, %93
  %78 = phi i32 [ 0, %61 ], [ %95, %93 ]
  %79 = phi float [ 0.000000e+00, %61 ], [ %94, %93 ]
    #dbg_value(i32 %78, !123, !DIExpression(), !241)
    #dbg_value(float %79, !122, !DIExpression(), !129)
  %80 = uitofp nneg i32 %78 to float, !dbg !253
  %81 = fmul float %80, 0x3FD7AE1480000000, !dbg !254
  %82 = fadd float %81, -9.000000e+00, !dbg !255
    #dbg_value(float %82, !125, !DIExpression(), !256)
  %83 = fcmp olt float %82, 0.000000e+00, !dbg !257
  br i1 %83, label %84, label %86, !dbg !259

84:                                               ; preds = %77
  %85 = fsub float %79, %82, !dbg !260
    #dbg_value(float %85, !122, !DIExpression(), !129)
  br label %93, !dbg !261

86:                                               ; preds = %77
  %87 = fcmp ult float %82, 3.000000e+00, !dbg !262
  br i1 %87, label %91, label %88, !dbg !264

88:                                               ; preds = %86
  %89 = fmul float %82, 2.000000e+00, !dbg !265
  %90 = fadd float %79, %89, !dbg !266
    #dbg_value(float %90, !122, !DIExpression(), !129)
  br label %93, !dbg !267

91:                                               ; preds = %86
  %92 = fadd float %79, 1.000000e+00, !dbg !268
    #dbg_value(float %92, !122, !DIExpression(), !129)
  br label %93

93:                                               ; preds = %88, %91, %84
  %94 = phi float [ %85, %84 ], [ %90, %88 ], [ %92, %91 ], !dbg !269
    #dbg_value(float %94, !122, !DIExpression(), !129)
  %95 = add nuw nsw i32 %78, 1, !dbg !270
    #dbg_value(i32 %95, !123, !DIExpression(), !241)
  %96 = icmp eq i32 %95, 50, !dbg !271
  br i1 %96, label %74, label %77, !dbg !242, !llvm.loop !272
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !274 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!81}
!llvm.module.flags = !{!86, !87, !88, !89, !90, !92, !93, !94, !95, !96}
!llvm.ident = !{!97}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/float_math.c", directory: ".", checksumkind: CSK_MD5, checksum: "9c6beb0acd0038410471044bad8032c0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 32)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 552, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 69)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 39)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 30)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 51)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 45)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 24)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 53)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 37)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !44, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 27)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 28)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 42)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!81 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !82, globals: !85, splitDebugInlining: false, nameTableKind: None)
!82 = !{!83, !84}
!83 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!84 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!85 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !57, !62, !64, !69, !74, !79}
!86 = !{i32 7, !"Dwarf Version", i32 5}
!87 = !{i32 2, !"Debug Info Version", i32 3}
!88 = !{i32 1, !"wchar_size", i32 4}
!89 = !{i32 1, !"target-abi", !"lp64d"}
!90 = !{i32 6, !"riscv-isa", !91}
!91 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!92 = !{i32 8, !"PIC Level", i32 2}
!93 = !{i32 7, !"PIE Level", i32 2}
!94 = !{i32 7, !"uwtable", i32 2}
!95 = !{i32 8, !"SmallDataLimit", i32 8}
!96 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!97 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!98 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !99, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !102)
!99 = !DISubroutineType(types: !100)
!100 = !{!101}
!101 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!102 = !{!103, !107, !109, !113, !115, !116, !117, !118, !119, !120, !122, !123, !125}
!103 = !DILocalVariable(name: "c", scope: !98, file: !2, line: 38, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 320, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 5)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 39, type: !101)
!108 = distinct !DILexicalBlock(scope: !98, file: !2, line: 39, column: 5)
!109 = !DILocalVariable(name: "fv", scope: !98, file: !2, line: 40, type: !110)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 3200, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 100)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 41, type: !101)
!114 = distinct !DILexicalBlock(scope: !98, file: !2, line: 41, column: 5)
!115 = !DILocalVariable(name: "inf", scope: !98, file: !2, line: 52, type: !84)
!116 = !DILocalVariable(name: "nan_v", scope: !98, file: !2, line: 52, type: !84)
!117 = !DILocalVariable(name: "a", scope: !98, file: !2, line: 57, type: !83)
!118 = !DILocalVariable(name: "d", scope: !98, file: !2, line: 59, type: !84)
!119 = !DILocalVariable(name: "dm", scope: !98, file: !2, line: 61, type: !84)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 62, type: !101)
!121 = distinct !DILexicalBlock(scope: !98, file: !2, line: 62, column: 5)
!122 = !DILocalVariable(name: "comparisons", scope: !98, file: !2, line: 64, type: !83)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 65, type: !101)
!124 = distinct !DILexicalBlock(scope: !98, file: !2, line: 65, column: 5)
!125 = !DILocalVariable(name: "x", scope: !126, file: !2, line: 66, type: !83)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 65, column: 34)
!127 = distinct !DILexicalBlock(scope: !124, file: !2, line: 65, column: 5)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !98)
!130 = !DILocation(line: 0, scope: !108)
!131 = !DILocation(line: 39, column: 35, scope: !132)
!132 = distinct !DILexicalBlock(scope: !108, file: !2, line: 39, column: 5)
!133 = !DILocation(line: 40, column: 5, scope: !98)
!134 = !DILocation(line: 0, scope: !114)
!135 = !DILocation(line: 41, column: 5, scope: !114)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 16, type: !101)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 16, column: 5)
!138 = distinct !DISubprogram(name: "fsum", scope: !2, file: !2, line: 14, type: !139, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !143)
!139 = !DISubroutineType(types: !140)
!140 = !{!83, !141, !101}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!143 = !{!144, !145, !146, !136}
!144 = !DILocalVariable(name: "v", arg: 1, scope: !138, file: !2, line: 14, type: !141)
!145 = !DILocalVariable(name: "n", arg: 2, scope: !138, file: !2, line: 14, type: !101)
!146 = !DILocalVariable(name: "s", scope: !138, file: !2, line: 15, type: !83)
!147 = !DILocation(line: 0, scope: !137, inlinedAt: !148)
!148 = distinct !DILocation(line: 42, column: 37, scope: !98)
!149 = !DILocation(line: 0, scope: !138, inlinedAt: !148)
!150 = !DILocation(line: 16, column: 38, scope: !151, inlinedAt: !148)
!151 = distinct !DILexicalBlock(scope: !137, file: !2, line: 16, column: 5)
!152 = !{!153, !153, i64 0}
!153 = !{!"float", !154, i64 0}
!154 = !{!"omnipotent char", !155, i64 0}
!155 = !{!"Simple C/C++ TBAA"}
!156 = !DILocation(line: 16, column: 35, scope: !151, inlinedAt: !148)
!157 = !DILocation(line: 16, column: 29, scope: !151, inlinedAt: !148)
!158 = !DILocation(line: 16, column: 23, scope: !151, inlinedAt: !148)
!159 = !DILocation(line: 16, column: 5, scope: !137, inlinedAt: !148)
!160 = distinct !{!160, !159, !161, !162}
!161 = !DILocation(line: 16, column: 41, scope: !137, inlinedAt: !148)
!162 = !{!"llvm.loop.mustprogress"}
!163 = !DILocation(line: 42, column: 29, scope: !98)
!164 = !DILocation(line: 42, column: 5, scope: !98)
!165 = !DILocalVariable(name: "a", arg: 1, scope: !166, file: !2, line: 20, type: !84)
!166 = distinct !DISubprogram(name: "newton_sqrt", scope: !2, file: !2, line: 20, type: !167, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!84, !84}
!169 = !{!165, !170, !171}
!170 = !DILocalVariable(name: "x", scope: !166, file: !2, line: 21, type: !84)
!171 = !DILocalVariable(name: "i", scope: !172, file: !2, line: 22, type: !101)
!172 = distinct !DILexicalBlock(scope: !166, file: !2, line: 22, column: 5)
!173 = !DILocation(line: 0, scope: !166, inlinedAt: !174)
!174 = distinct !DILocation(line: 43, column: 59, scope: !98)
!175 = !DILocation(line: 0, scope: !172, inlinedAt: !174)
!176 = !DILocation(line: 22, column: 5, scope: !172, inlinedAt: !174)
!177 = !DILocation(line: 22, column: 51, scope: !178, inlinedAt: !174)
!178 = distinct !DILexicalBlock(scope: !172, file: !2, line: 22, column: 5)
!179 = !DILocation(line: 22, column: 47, scope: !178, inlinedAt: !174)
!180 = !DILocation(line: 22, column: 42, scope: !178, inlinedAt: !174)
!181 = !DILocation(line: 22, column: 30, scope: !178, inlinedAt: !174)
!182 = !DILocation(line: 22, column: 23, scope: !178, inlinedAt: !174)
!183 = distinct !{!183, !176, !184, !162}
!184 = !DILocation(line: 22, column: 54, scope: !172, inlinedAt: !174)
!185 = !DILocation(line: 43, column: 5, scope: !98)
!186 = !DILocation(line: 44, column: 5, scope: !98)
!187 = !DILocation(line: 45, column: 5, scope: !98)
!188 = !DILocation(line: 47, column: 5, scope: !98)
!189 = !DILocation(line: 48, column: 5, scope: !98)
!190 = !DILocation(line: 49, column: 5, scope: !98)
!191 = !DILocation(line: 50, column: 5, scope: !98)
!192 = !DILocalVariable(name: "n", arg: 1, scope: !193, file: !2, line: 26, type: !101)
!193 = distinct !DISubprogram(name: "kahan", scope: !2, file: !2, line: 26, type: !194, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !196)
!194 = !DISubroutineType(types: !195)
!195 = !{!84, !101}
!196 = !{!192, !197, !198, !199, !201, !204}
!197 = !DILocalVariable(name: "sum", scope: !193, file: !2, line: 27, type: !84)
!198 = !DILocalVariable(name: "c", scope: !193, file: !2, line: 27, type: !84)
!199 = !DILocalVariable(name: "i", scope: !200, file: !2, line: 28, type: !101)
!200 = distinct !DILexicalBlock(scope: !193, file: !2, line: 28, column: 5)
!201 = !DILocalVariable(name: "y", scope: !202, file: !2, line: 29, type: !84)
!202 = distinct !DILexicalBlock(scope: !203, file: !2, line: 28, column: 34)
!203 = distinct !DILexicalBlock(scope: !200, file: !2, line: 28, column: 5)
!204 = !DILocalVariable(name: "t", scope: !202, file: !2, line: 30, type: !84)
!205 = !DILocation(line: 0, scope: !193, inlinedAt: !206)
!206 = distinct !DILocation(line: 51, column: 40, scope: !98)
!207 = !DILocation(line: 0, scope: !200, inlinedAt: !206)
!208 = !DILocation(line: 28, column: 5, scope: !200, inlinedAt: !206)
!209 = !DILocation(line: 29, column: 26, scope: !202, inlinedAt: !206)
!210 = !DILocation(line: 29, column: 24, scope: !202, inlinedAt: !206)
!211 = !DILocation(line: 29, column: 28, scope: !202, inlinedAt: !206)
!212 = !DILocation(line: 0, scope: !202, inlinedAt: !206)
!213 = !DILocation(line: 30, column: 24, scope: !202, inlinedAt: !206)
!214 = !DILocation(line: 31, column: 16, scope: !202, inlinedAt: !206)
!215 = !DILocation(line: 31, column: 23, scope: !202, inlinedAt: !206)
!216 = !DILocation(line: 28, column: 30, scope: !203, inlinedAt: !206)
!217 = !DILocation(line: 28, column: 23, scope: !203, inlinedAt: !206)
!218 = distinct !{!218, !208, !219, !162}
!219 = !DILocation(line: 33, column: 5, scope: !200, inlinedAt: !206)
!220 = !DILocation(line: 51, column: 5, scope: !98)
!221 = !DILocation(line: 53, column: 5, scope: !98)
!222 = !DILocation(line: 55, column: 5, scope: !98)
!223 = !DILocation(line: 56, column: 5, scope: !98)
!224 = !DILocation(line: 58, column: 5, scope: !98)
!225 = !DILocation(line: 60, column: 5, scope: !98)
!226 = !DILocation(line: 0, scope: !121)
!227 = !DILocation(line: 62, column: 5, scope: !121)
!228 = !DILocation(line: 41, column: 60, scope: !229)
!229 = distinct !DILexicalBlock(scope: !114, file: !2, line: 41, column: 5)
!230 = !DILocation(line: 41, column: 50, scope: !229)
!231 = !DILocation(line: 41, column: 48, scope: !229)
!232 = !DILocation(line: 41, column: 35, scope: !229)
!233 = !DILocation(line: 41, column: 41, scope: !229)
!234 = !DILocation(line: 41, column: 23, scope: !229)
!235 = distinct !{!235, !135, !236, !162}
!236 = !DILocation(line: 41, column: 63, scope: !114)
!237 = !DILocation(line: 63, column: 61, scope: !98)
!238 = !DILocation(line: 63, column: 69, scope: !98)
!239 = !DILocation(line: 63, column: 73, scope: !98)
!240 = !DILocation(line: 63, column: 5, scope: !98)
!241 = !DILocation(line: 0, scope: !124)
!242 = !DILocation(line: 65, column: 5, scope: !124)
!243 = !DILocation(line: 62, column: 39, scope: !244)
!244 = distinct !DILexicalBlock(scope: !121, file: !2, line: 62, column: 5)
!245 = !DILocation(line: 62, column: 32, scope: !244)
!246 = !DILocation(line: 62, column: 23, scope: !244)
!247 = distinct !{!247, !227, !248, !162}
!248 = !DILocation(line: 62, column: 42, scope: !121)
!249 = !DILocation(line: 69, column: 36, scope: !98)
!250 = !DILocation(line: 69, column: 5, scope: !98)
!251 = !DILocation(line: 71, column: 1, scope: !98)
!252 = !DILocation(line: 70, column: 5, scope: !98)
!253 = !DILocation(line: 66, column: 19, scope: !126)
!254 = !DILocation(line: 66, column: 28, scope: !126)
!255 = !DILocation(line: 66, column: 36, scope: !126)
!256 = !DILocation(line: 0, scope: !126)
!257 = !DILocation(line: 67, column: 15, scope: !258)
!258 = distinct !DILexicalBlock(scope: !126, file: !2, line: 67, column: 13)
!259 = !DILocation(line: 67, column: 13, scope: !126)
!260 = !DILocation(line: 67, column: 35, scope: !258)
!261 = !DILocation(line: 67, column: 23, scope: !258)
!262 = !DILocation(line: 67, column: 52, scope: !263)
!263 = distinct !DILexicalBlock(scope: !258, file: !2, line: 67, column: 50)
!264 = !DILocation(line: 67, column: 50, scope: !258)
!265 = !DILocation(line: 67, column: 78, scope: !263)
!266 = !DILocation(line: 67, column: 73, scope: !263)
!267 = !DILocation(line: 67, column: 61, scope: !263)
!268 = !DILocation(line: 67, column: 103, scope: !263)
!269 = !DILocation(line: 67, scope: !258)
!270 = !DILocation(line: 65, column: 30, scope: !127)
!271 = !DILocation(line: 65, column: 23, scope: !127)
!272 = distinct !{!272, !242, !273, !162}
!273 = !DILocation(line: 68, column: 5, scope: !124)
!274 = !DISubprogram(name: "printf", scope: !275, file: !275, line: 356, type: !276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!275 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!276 = !DISubroutineType(types: !277)
!277 = !{!101, !278, null}
!278 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !279)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64)
!280 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
