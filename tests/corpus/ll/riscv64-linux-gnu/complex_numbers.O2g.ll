; ModuleID = 'tests/programs/complex_numbers.c'
source_filename = "tests/programs/complex_numbers.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"sum %.3f%+.3fi diff %.3f%+.3fi\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [31 x i8] c"mul %.3f%+.3fi div %.3f%+.3fi\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [26 x i8] c"conj %.1f%+.1fi abs %.3f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [22 x i8] c"(1+i)^8 = %.1f%+.1fi\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [22 x i8] c"float mul %.3f%+.3fi\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"float div %.4f%+.4fi\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [18 x i8] c"mandel total %ld\0A\00", align 1, !dbg !31
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !52 {
    #dbg_value(double 3.000000e+00, !57, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !87)
    #dbg_value(double 4.000000e+00, !57, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !87)
    #dbg_value(double 1.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !87)
    #dbg_value(double -2.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !87)
    #dbg_value(double 4.000000e+00, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !87)
    #dbg_value(double 2.000000e+00, !60, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !87)
    #dbg_value(double 2.000000e+00, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !87)
    #dbg_value(double 6.000000e+00, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !87)
    #dbg_value(double 1.100000e+01, !62, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !87)
    #dbg_value(double -2.000000e+00, !62, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !87)
  %1 = tail call { double, double } @__divdc3(double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 1.000000e+00, double noundef -2.000000e+00) #3, !dbg !88
  %2 = extractvalue { double, double } %1, 0, !dbg !88
  %3 = extractvalue { double, double } %1, 1, !dbg !88
    #dbg_value(double %2, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !87)
    #dbg_value(double %3, !63, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !87)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 4.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00, double noundef 6.000000e+00), !dbg !89
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.100000e+01, double noundef -2.000000e+00, double noundef %2, double noundef %3), !dbg !90
  %6 = tail call double @cabs(double noundef 3.000000e+00, double noundef 4.000000e+00) #3, !dbg !91
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 3.000000e+00, double noundef -4.000000e+00, double noundef %6), !dbg !92
    #dbg_value(double 1.600000e+01, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !87)
    #dbg_value(double 0.000000e+00, !64, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !87)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.600000e+01, double noundef 0.000000e+00), !dbg !93
    #dbg_value(float 1.500000e+00, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !87)
    #dbg_value(float 2.000000e+00, !65, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !87)
    #dbg_value(float -5.000000e-01, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !87)
    #dbg_value(float 4.000000e+00, !67, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !87)
    #dbg_value(float -8.750000e+00, !68, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !87)
    #dbg_value(float 5.000000e+00, !68, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !87)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -8.750000e+00, double noundef 5.000000e+00), !dbg !94
  %10 = tail call { float, float } @__divsc3(float noundef 1.500000e+00, float noundef 2.000000e+00, float noundef -5.000000e-01, float noundef 4.000000e+00) #3, !dbg !95
  %11 = extractvalue { float, float } %10, 0, !dbg !95
  %12 = extractvalue { float, float } %10, 1, !dbg !95
    #dbg_value(float %11, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !87)
    #dbg_value(float %12, !69, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !87)
  %13 = fpext float %11 to double, !dbg !96
  %14 = fpext float %12 to double, !dbg !97
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %13, double noundef %14), !dbg !98
    #dbg_value(i32 0, !70, !DIExpression(), !99)
  br label %16, !dbg !100

16:                                               ; preds = %0, %22
  %17 = phi i32 [ 0, %0 ], [ %25, %22 ]
    #dbg_value(i32 %17, !70, !DIExpression(), !99)
  %18 = uitofp nneg i32 %17 to double
  %19 = fmul double %18, 2.000000e-01
  %20 = fadd double %19, -1.200000e+00
  %21 = fmul double %20, 0.000000e+00
    #dbg_value(i32 0, !72, !DIExpression(), !101)
  br label %27, !dbg !102

22:                                               ; preds = %61
    #dbg_value(i32 10, !103, !DIExpression(), !109)
  %23 = load ptr, ptr @stdout, align 8, !dbg !111, !tbaa !112
  %24 = tail call signext i32 @putc(i32 noundef signext 10, ptr noundef %23), !dbg !116
  %25 = add nuw nsw i32 %17, 1, !dbg !117
    #dbg_value(i32 %25, !70, !DIExpression(), !99)
  %26 = icmp eq i32 %25, 12, !dbg !118
  br i1 %26, label %74, label %16, !dbg !100, !llvm.loop !119

27:                                               ; preds = %16, %61
  %28 = phi i32 [ 0, %16 ], [ %72, %61 ]
    #dbg_value(i32 %28, !72, !DIExpression(), !101)
  %29 = uitofp nneg i32 %28 to double, !dbg !122
  %30 = fmul double %29, 0x3FB3333333333333, !dbg !123
  %31 = fadd double %30, -2.200000e+00, !dbg !124
  %32 = fadd double %21, %31, !dbg !125
    #dbg_value(double %32, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !126)
    #dbg_value(double %20, !76, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !126)
    #dbg_value(double %32, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136)
    #dbg_value(double %20, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !136)
    #dbg_value(i32 60, !132, !DIExpression(), !136)
    #dbg_value(double 0.000000e+00, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136)
    #dbg_value(double 0.000000e+00, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !136)
    #dbg_value(i32 0, !134, !DIExpression(), !138)
  br label %33

33:                                               ; preds = %58, %27
  %34 = phi i32 [ %59, %58 ], [ 0, %27 ]
  %35 = phi double [ %52, %58 ], [ 0.000000e+00, %27 ]
  %36 = phi double [ %53, %58 ], [ 0.000000e+00, %27 ]
    #dbg_value(i32 %34, !134, !DIExpression(), !138)
    #dbg_value(double %35, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136)
    #dbg_value(double %36, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !136)
  %37 = fmul double %35, %35, !dbg !139
  %38 = fmul double %36, %36, !dbg !139
  %39 = fmul double %35, %36, !dbg !139
  %40 = fsub double %37, %38, !dbg !139
  %41 = fadd double %39, %39, !dbg !139
  %42 = fcmp uno double %40, 0.000000e+00, !dbg !139
  br i1 %42, label %43, label %49, !dbg !139, !prof !142

43:                                               ; preds = %33
  %44 = fcmp uno double %41, 0.000000e+00, !dbg !139
  br i1 %44, label %45, label %49, !dbg !139, !prof !142

45:                                               ; preds = %43
  %46 = tail call { double, double } @__muldc3(double noundef %35, double noundef %36, double noundef %35, double noundef %36) #3, !dbg !139
  %47 = extractvalue { double, double } %46, 0, !dbg !139
  %48 = extractvalue { double, double } %46, 1, !dbg !139
  br label %49, !dbg !139

49:                                               ; preds = %45, %43, %33
  %50 = phi double [ %40, %33 ], [ %40, %43 ], [ %47, %45 ], !dbg !139
  %51 = phi double [ %41, %33 ], [ %41, %43 ], [ %48, %45 ], !dbg !139
  %52 = fadd double %32, %50, !dbg !143
  %53 = fadd double %20, %51, !dbg !143
    #dbg_value(double %52, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136)
    #dbg_value(double %53, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !136)
  %54 = fmul double %52, %52, !dbg !144
  %55 = fmul double %53, %53, !dbg !146
  %56 = fadd double %54, %55, !dbg !147
  %57 = fcmp ogt double %56, 4.000000e+00, !dbg !148
  br i1 %57, label %61, label %58, !dbg !149

58:                                               ; preds = %49
  %59 = add nuw nsw i32 %34, 1, !dbg !150
    #dbg_value(i32 %59, !134, !DIExpression(), !138)
    #dbg_value(double %52, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136)
    #dbg_value(double %53, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !136)
  %60 = icmp eq i32 %59, 60, !dbg !151
  br i1 %60, label %61, label %33, !dbg !152, !llvm.loop !153

61:                                               ; preds = %49, %58
  %62 = phi i32 [ %34, %49 ], [ 60, %58 ], !dbg !155
  %63 = tail call i32 @llvm.smin.i32(i32 %62, i32 60)
    #dbg_value(i32 %63, !79, !DIExpression(), !126)
  %64 = mul nuw nsw i32 %63, 9, !dbg !156
  %65 = udiv i32 %64, 60, !dbg !157
  %66 = zext nneg i32 %65 to i64, !dbg !158
  %67 = getelementptr inbounds [11 x i8], ptr @.str.6, i64 0, i64 %66, !dbg !158
  %68 = load i8, ptr %67, align 1, !dbg !158, !tbaa !159
  %69 = zext i8 %68 to i32, !dbg !158
    #dbg_value(i32 %69, !103, !DIExpression(), !160)
  %70 = load ptr, ptr @stdout, align 8, !dbg !162, !tbaa !112
  %71 = tail call signext i32 @putc(i32 noundef signext %69, ptr noundef %70), !dbg !163
  %72 = add nuw nsw i32 %28, 1, !dbg !164
    #dbg_value(i32 %72, !72, !DIExpression(), !101)
  %73 = icmp eq i32 %72, 40, !dbg !165
  br i1 %73, label %22, label %27, !dbg !102, !llvm.loop !166

74:                                               ; preds = %22, %83
  %75 = phi i32 [ %84, %83 ], [ 0, %22 ]
  %76 = phi i64 [ %125, %83 ], [ 0, %22 ]
    #dbg_value(i32 %75, !82, !DIExpression(), !168)
    #dbg_value(i64 %76, !80, !DIExpression(), !87)
  %77 = uitofp nneg i32 %75 to double
  %78 = fmul double %77, 5.000000e-02
  %79 = fadd double %78, -1.250000e+00
  %80 = fmul double %79, 0.000000e+00
    #dbg_value(i32 0, !84, !DIExpression(), !169)
    #dbg_value(i64 %76, !80, !DIExpression(), !87)
  br label %86, !dbg !170

81:                                               ; preds = %83
  %82 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %125), !dbg !171
  ret i32 0, !dbg !172

83:                                               ; preds = %121
  %84 = add nuw nsw i32 %75, 1, !dbg !173
    #dbg_value(i32 %84, !82, !DIExpression(), !168)
    #dbg_value(i64 %125, !80, !DIExpression(), !87)
  %85 = icmp eq i32 %84, 50, !dbg !174
  br i1 %85, label %81, label %74, !dbg !175, !llvm.loop !176

86:                                               ; preds = %74, %121
  %87 = phi i32 [ 0, %74 ], [ %126, %121 ]
  %88 = phi i64 [ %76, %74 ], [ %125, %121 ]
    #dbg_value(i32 %87, !84, !DIExpression(), !169)
    #dbg_value(i64 %88, !80, !DIExpression(), !87)
  %89 = uitofp nneg i32 %87 to double, !dbg !178
  %90 = fmul double %89, 5.000000e-02, !dbg !180
  %91 = fadd double %90, -2.000000e+00, !dbg !181
  %92 = fadd double %80, %91, !dbg !182
    #dbg_value(double %92, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !183)
    #dbg_value(double %79, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !183)
    #dbg_value(i32 100, !132, !DIExpression(), !183)
    #dbg_value(double 0.000000e+00, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !183)
    #dbg_value(double 0.000000e+00, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !183)
    #dbg_value(i32 0, !134, !DIExpression(), !185)
  br label %93

93:                                               ; preds = %118, %86
  %94 = phi i32 [ %119, %118 ], [ 0, %86 ]
  %95 = phi double [ %112, %118 ], [ 0.000000e+00, %86 ]
  %96 = phi double [ %113, %118 ], [ 0.000000e+00, %86 ]
    #dbg_value(i32 %94, !134, !DIExpression(), !185)
    #dbg_value(double %95, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !183)
    #dbg_value(double %96, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !183)
  %97 = fmul double %95, %95, !dbg !186
  %98 = fmul double %96, %96, !dbg !186
  %99 = fmul double %95, %96, !dbg !186
  %100 = fsub double %97, %98, !dbg !186
  %101 = fadd double %99, %99, !dbg !186
  %102 = fcmp uno double %100, 0.000000e+00, !dbg !186
  br i1 %102, label %103, label %109, !dbg !186, !prof !142

103:                                              ; preds = %93
  %104 = fcmp uno double %101, 0.000000e+00, !dbg !186
  br i1 %104, label %105, label %109, !dbg !186, !prof !142

105:                                              ; preds = %103
  %106 = tail call { double, double } @__muldc3(double noundef %95, double noundef %96, double noundef %95, double noundef %96) #3, !dbg !186
  %107 = extractvalue { double, double } %106, 0, !dbg !186
  %108 = extractvalue { double, double } %106, 1, !dbg !186
  br label %109, !dbg !186

109:                                              ; preds = %105, %103, %93
  %110 = phi double [ %100, %93 ], [ %100, %103 ], [ %107, %105 ], !dbg !186
  %111 = phi double [ %101, %93 ], [ %101, %103 ], [ %108, %105 ], !dbg !186
  %112 = fadd double %92, %110, !dbg !187
  %113 = fadd double %79, %111, !dbg !187
    #dbg_value(double %112, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !183)
    #dbg_value(double %113, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !183)
  %114 = fmul double %112, %112, !dbg !188
  %115 = fmul double %113, %113, !dbg !189
  %116 = fadd double %114, %115, !dbg !190
  %117 = fcmp ogt double %116, 4.000000e+00, !dbg !191
  br i1 %117, label %121, label %118, !dbg !192

118:                                              ; preds = %109
  %119 = add nuw nsw i32 %94, 1, !dbg !193
    #dbg_value(i32 %119, !134, !DIExpression(), !185)
    #dbg_value(double %112, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !183)
    #dbg_value(double %113, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !183)
  %120 = icmp eq i32 %119, 100, !dbg !194
  br i1 %120, label %121, label %93, !dbg !195, !llvm.loop !196

121:                                              ; preds = %109, %118
  %122 = phi i32 [ %94, %109 ], [ 100, %118 ], !dbg !198
  %123 = tail call i32 @llvm.smin.i32(i32 %122, i32 100)
  %124 = zext nneg i32 %123 to i64, !dbg !199
  %125 = add nsw i64 %88, %124, !dbg !200
    #dbg_value(i64 %125, !80, !DIExpression(), !87)
  %126 = add nuw nsw i32 %87, 1, !dbg !201
    #dbg_value(i32 %126, !84, !DIExpression(), !169)
  %127 = icmp eq i32 %126, 50, !dbg !202
  br i1 %127, label %83, label %86, !dbg !170, !llvm.loop !203
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !205 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !212 double @cabs(double noundef, double noundef) local_unnamed_addr #1

declare { float, float } @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !216 noundef signext i32 @putc(i32 noundef signext, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!36}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/complex_numbers.c", directory: ".", checksumkind: CSK_MD5, checksum: "eeb29df2f3e37a54d80f96834e8b8fd2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 32)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 31)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 26)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 22)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !19, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 11)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 18)
!36 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !37, globals: !39, splitDebugInlining: false, nameTableKind: None)
!37 = !{!38}
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !{!0, !7, !12, !17, !22, !24, !26, !31}
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 1, !"target-abi", !"lp64d"}
!44 = !{i32 6, !"riscv-isa", !45}
!45 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 8, !"SmallDataLimit", i32 8}
!50 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !53, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !56)
!53 = !DISubroutineType(types: !54)
!54 = !{!55}
!55 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!56 = !{!57, !59, !60, !61, !62, !63, !64, !65, !67, !68, !69, !70, !72, !76, !79, !80, !82, !84}
!57 = !DILocalVariable(name: "a", scope: !52, file: !2, line: 24, type: !58)
!58 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!59 = !DILocalVariable(name: "b", scope: !52, file: !2, line: 24, type: !58)
!60 = !DILocalVariable(name: "s", scope: !52, file: !2, line: 25, type: !58)
!61 = !DILocalVariable(name: "d", scope: !52, file: !2, line: 25, type: !58)
!62 = !DILocalVariable(name: "m", scope: !52, file: !2, line: 25, type: !58)
!63 = !DILocalVariable(name: "q", scope: !52, file: !2, line: 25, type: !58)
!64 = !DILocalVariable(name: "p", scope: !52, file: !2, line: 29, type: !58)
!65 = !DILocalVariable(name: "fa", scope: !52, file: !2, line: 31, type: !66)
!66 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!67 = !DILocalVariable(name: "fb", scope: !52, file: !2, line: 31, type: !66)
!68 = !DILocalVariable(name: "fm", scope: !52, file: !2, line: 32, type: !66)
!69 = !DILocalVariable(name: "fd", scope: !52, file: !2, line: 34, type: !66)
!70 = !DILocalVariable(name: "y", scope: !71, file: !2, line: 36, type: !55)
!71 = distinct !DILexicalBlock(scope: !52, file: !2, line: 36, column: 5)
!72 = !DILocalVariable(name: "x", scope: !73, file: !2, line: 37, type: !55)
!73 = distinct !DILexicalBlock(scope: !74, file: !2, line: 37, column: 9)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 36, column: 34)
!75 = distinct !DILexicalBlock(scope: !71, file: !2, line: 36, column: 5)
!76 = !DILocalVariable(name: "c", scope: !77, file: !2, line: 38, type: !58)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 37, column: 38)
!78 = distinct !DILexicalBlock(scope: !73, file: !2, line: 37, column: 9)
!79 = !DILocalVariable(name: "it", scope: !77, file: !2, line: 39, type: !55)
!80 = !DILocalVariable(name: "total", scope: !52, file: !2, line: 44, type: !81)
!81 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!82 = !DILocalVariable(name: "y", scope: !83, file: !2, line: 45, type: !55)
!83 = distinct !DILexicalBlock(scope: !52, file: !2, line: 45, column: 5)
!84 = !DILocalVariable(name: "x", scope: !85, file: !2, line: 46, type: !55)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 46, column: 9)
!86 = distinct !DILexicalBlock(scope: !83, file: !2, line: 45, column: 5)
!87 = !DILocation(line: 0, scope: !52)
!88 = !DILocation(line: 25, column: 59, scope: !52)
!89 = !DILocation(line: 26, column: 5, scope: !52)
!90 = !DILocation(line: 27, column: 5, scope: !52)
!91 = !DILocation(line: 28, column: 74, scope: !52)
!92 = !DILocation(line: 28, column: 5, scope: !52)
!93 = !DILocation(line: 30, column: 5, scope: !52)
!94 = !DILocation(line: 33, column: 5, scope: !52)
!95 = !DILocation(line: 34, column: 27, scope: !52)
!96 = !DILocation(line: 35, column: 38, scope: !52)
!97 = !DILocation(line: 35, column: 58, scope: !52)
!98 = !DILocation(line: 35, column: 5, scope: !52)
!99 = !DILocation(line: 0, scope: !71)
!100 = !DILocation(line: 36, column: 5, scope: !71)
!101 = !DILocation(line: 0, scope: !73)
!102 = !DILocation(line: 37, column: 9, scope: !73)
!103 = !DILocalVariable(name: "__c", arg: 1, scope: !104, file: !105, line: 82, type: !55)
!104 = distinct !DISubprogram(name: "putchar", scope: !105, file: !105, line: 82, type: !106, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !108)
!105 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!106 = !DISubroutineType(types: !107)
!107 = !{!55, !55}
!108 = !{!103}
!109 = !DILocation(line: 0, scope: !104, inlinedAt: !110)
!110 = distinct !DILocation(line: 42, column: 9, scope: !74)
!111 = !DILocation(line: 84, column: 21, scope: !104, inlinedAt: !110)
!112 = !{!113, !113, i64 0}
!113 = !{!"any pointer", !114, i64 0}
!114 = !{!"omnipotent char", !115, i64 0}
!115 = !{!"Simple C/C++ TBAA"}
!116 = !DILocation(line: 84, column: 10, scope: !104, inlinedAt: !110)
!117 = !DILocation(line: 36, column: 30, scope: !75)
!118 = !DILocation(line: 36, column: 23, scope: !75)
!119 = distinct !{!119, !100, !120, !121}
!120 = !DILocation(line: 43, column: 5, scope: !71)
!121 = !{!"llvm.loop.mustprogress"}
!122 = !DILocation(line: 38, column: 40, scope: !77)
!123 = !DILocation(line: 38, column: 42, scope: !77)
!124 = !DILocation(line: 38, column: 38, scope: !77)
!125 = !DILocation(line: 38, column: 51, scope: !77)
!126 = !DILocation(line: 0, scope: !77)
!127 = !DILocalVariable(name: "c", arg: 1, scope: !128, file: !2, line: 12, type: !58)
!128 = distinct !DISubprogram(name: "mandel", scope: !2, file: !2, line: 12, type: !129, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !131)
!129 = !DISubroutineType(types: !130)
!130 = !{!55, !58, !55}
!131 = !{!127, !132, !133, !134}
!132 = !DILocalVariable(name: "maxit", arg: 2, scope: !128, file: !2, line: 12, type: !55)
!133 = !DILocalVariable(name: "z", scope: !128, file: !2, line: 13, type: !58)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 14, type: !55)
!135 = distinct !DILexicalBlock(scope: !128, file: !2, line: 14, column: 5)
!136 = !DILocation(line: 0, scope: !128, inlinedAt: !137)
!137 = distinct !DILocation(line: 39, column: 22, scope: !77)
!138 = !DILocation(line: 0, scope: !135, inlinedAt: !137)
!139 = !DILocation(line: 15, column: 15, scope: !140, inlinedAt: !137)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 14, column: 37)
!141 = distinct !DILexicalBlock(scope: !135, file: !2, line: 14, column: 5)
!142 = !{!"branch_weights", i32 1, i32 1048575}
!143 = !DILocation(line: 15, column: 19, scope: !140, inlinedAt: !137)
!144 = !DILocation(line: 16, column: 22, scope: !145, inlinedAt: !137)
!145 = distinct !DILexicalBlock(scope: !140, file: !2, line: 16, column: 13)
!146 = !DILocation(line: 16, column: 44, scope: !145, inlinedAt: !137)
!147 = !DILocation(line: 16, column: 33, scope: !145, inlinedAt: !137)
!148 = !DILocation(line: 16, column: 55, scope: !145, inlinedAt: !137)
!149 = !DILocation(line: 16, column: 13, scope: !140, inlinedAt: !137)
!150 = !DILocation(line: 14, column: 33, scope: !141, inlinedAt: !137)
!151 = !DILocation(line: 14, column: 23, scope: !141, inlinedAt: !137)
!152 = !DILocation(line: 14, column: 5, scope: !135, inlinedAt: !137)
!153 = distinct !{!153, !152, !154, !121}
!154 = !DILocation(line: 17, column: 5, scope: !135, inlinedAt: !137)
!155 = !DILocation(line: 14, scope: !135, inlinedAt: !137)
!156 = !DILocation(line: 40, column: 37, scope: !77)
!157 = !DILocation(line: 40, column: 41, scope: !77)
!158 = !DILocation(line: 40, column: 21, scope: !77)
!159 = !{!114, !114, i64 0}
!160 = !DILocation(line: 0, scope: !104, inlinedAt: !161)
!161 = distinct !DILocation(line: 40, column: 13, scope: !77)
!162 = !DILocation(line: 84, column: 21, scope: !104, inlinedAt: !161)
!163 = !DILocation(line: 84, column: 10, scope: !104, inlinedAt: !161)
!164 = !DILocation(line: 37, column: 34, scope: !78)
!165 = !DILocation(line: 37, column: 27, scope: !78)
!166 = distinct !{!166, !102, !167, !121}
!167 = !DILocation(line: 41, column: 9, scope: !73)
!168 = !DILocation(line: 0, scope: !83)
!169 = !DILocation(line: 0, scope: !85)
!170 = !DILocation(line: 46, column: 9, scope: !85)
!171 = !DILocation(line: 47, column: 5, scope: !52)
!172 = !DILocation(line: 49, column: 1, scope: !52)
!173 = !DILocation(line: 45, column: 30, scope: !86)
!174 = !DILocation(line: 45, column: 23, scope: !86)
!175 = !DILocation(line: 45, column: 5, scope: !83)
!176 = distinct !{!176, !175, !177, !121}
!177 = !DILocation(line: 46, column: 101, scope: !83)
!178 = !DILocation(line: 46, column: 62, scope: !179)
!179 = distinct !DILexicalBlock(scope: !85, file: !2, line: 46, column: 9)
!180 = !DILocation(line: 46, column: 64, scope: !179)
!181 = !DILocation(line: 46, column: 60, scope: !179)
!182 = !DILocation(line: 46, column: 72, scope: !179)
!183 = !DILocation(line: 0, scope: !128, inlinedAt: !184)
!184 = distinct !DILocation(line: 46, column: 47, scope: !179)
!185 = !DILocation(line: 0, scope: !135, inlinedAt: !184)
!186 = !DILocation(line: 15, column: 15, scope: !140, inlinedAt: !184)
!187 = !DILocation(line: 15, column: 19, scope: !140, inlinedAt: !184)
!188 = !DILocation(line: 16, column: 22, scope: !145, inlinedAt: !184)
!189 = !DILocation(line: 16, column: 44, scope: !145, inlinedAt: !184)
!190 = !DILocation(line: 16, column: 33, scope: !145, inlinedAt: !184)
!191 = !DILocation(line: 16, column: 55, scope: !145, inlinedAt: !184)
!192 = !DILocation(line: 16, column: 13, scope: !140, inlinedAt: !184)
!193 = !DILocation(line: 14, column: 33, scope: !141, inlinedAt: !184)
!194 = !DILocation(line: 14, column: 23, scope: !141, inlinedAt: !184)
!195 = !DILocation(line: 14, column: 5, scope: !135, inlinedAt: !184)
!196 = distinct !{!196, !195, !197, !121}
!197 = !DILocation(line: 17, column: 5, scope: !135, inlinedAt: !184)
!198 = !DILocation(line: 14, scope: !135, inlinedAt: !184)
!199 = !DILocation(line: 46, column: 47, scope: !179)
!200 = !DILocation(line: 46, column: 44, scope: !179)
!201 = !DILocation(line: 46, column: 34, scope: !179)
!202 = !DILocation(line: 46, column: 27, scope: !179)
!203 = distinct !{!203, !170, !204, !121}
!204 = !DILocation(line: 46, column: 101, scope: !85)
!205 = !DISubprogram(name: "printf", scope: !206, file: !206, line: 356, type: !207, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!207 = !DISubroutineType(types: !208)
!208 = !{!55, !209, null}
!209 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !210)
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64)
!211 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!212 = !DISubprogram(name: "cabs", scope: !213, file: !213, line: 112, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/cmathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "eda5ddb5bfdcfe109efce757887ce485")
!214 = !DISubroutineType(types: !215)
!215 = !{!38, !58}
!216 = !DISubprogram(name: "putc", scope: !206, file: !206, line: 550, type: !217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{!55, !55, !219}
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !221, line: 7, baseType: !222)
!221 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!222 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !223, line: 49, size: 1728, elements: !224)
!223 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!224 = !{!225, !226, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !241, !243, !244, !245, !248, !250, !252, !256, !259, !261, !264, !267, !268, !270, !274, !275}
!225 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !222, file: !223, line: 51, baseType: !55, size: 32)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !222, file: !223, line: 54, baseType: !227, size: 64, offset: 64)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !222, file: !223, line: 55, baseType: !227, size: 64, offset: 128)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !222, file: !223, line: 56, baseType: !227, size: 64, offset: 192)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !222, file: !223, line: 57, baseType: !227, size: 64, offset: 256)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !222, file: !223, line: 58, baseType: !227, size: 64, offset: 320)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !222, file: !223, line: 59, baseType: !227, size: 64, offset: 384)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !222, file: !223, line: 60, baseType: !227, size: 64, offset: 448)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !222, file: !223, line: 61, baseType: !227, size: 64, offset: 512)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !222, file: !223, line: 64, baseType: !227, size: 64, offset: 576)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !222, file: !223, line: 65, baseType: !227, size: 64, offset: 640)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !222, file: !223, line: 66, baseType: !227, size: 64, offset: 704)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !222, file: !223, line: 68, baseType: !239, size: 64, offset: 768)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!240 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !223, line: 36, flags: DIFlagFwdDecl)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !222, file: !223, line: 70, baseType: !242, size: 64, offset: 832)
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !222, file: !223, line: 72, baseType: !55, size: 32, offset: 896)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !222, file: !223, line: 73, baseType: !55, size: 32, offset: 928)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !222, file: !223, line: 74, baseType: !246, size: 64, offset: 960)
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !247, line: 152, baseType: !81)
!247 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!248 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !222, file: !223, line: 77, baseType: !249, size: 16, offset: 1024)
!249 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !222, file: !223, line: 78, baseType: !251, size: 8, offset: 1040)
!251 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !222, file: !223, line: 79, baseType: !253, size: 8, offset: 1048)
!253 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !254)
!254 = !{!255}
!255 = !DISubrange(count: 1)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !222, file: !223, line: 81, baseType: !257, size: 64, offset: 1088)
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64)
!258 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !223, line: 43, baseType: null)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !222, file: !223, line: 89, baseType: !260, size: 64, offset: 1152)
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !247, line: 153, baseType: !81)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !222, file: !223, line: 91, baseType: !262, size: 64, offset: 1216)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!263 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !223, line: 37, flags: DIFlagFwdDecl)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !222, file: !223, line: 92, baseType: !265, size: 64, offset: 1280)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !223, line: 38, flags: DIFlagFwdDecl)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !222, file: !223, line: 93, baseType: !242, size: 64, offset: 1344)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !222, file: !223, line: 94, baseType: !269, size: 64, offset: 1408)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !222, file: !223, line: 95, baseType: !271, size: 64, offset: 1472)
!271 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !272, line: 18, baseType: !273)
!272 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!273 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !222, file: !223, line: 96, baseType: !55, size: 32, offset: 1536)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !222, file: !223, line: 98, baseType: !276, size: 160, offset: 1568)
!276 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !277)
!277 = !{!278}
!278 = !DISubrange(count: 20)
