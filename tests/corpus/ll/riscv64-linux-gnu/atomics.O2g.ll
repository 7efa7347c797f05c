; ModuleID = 'tests/programs/atomics.c'
source_filename = "tests/programs/atomics.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Pt = type { i32, i32 }
%struct.atomic_flag = type { i8 }

@counter = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [14 x i8] c"counter = %d\0A\00", align 1, !dbg !17
@.str.1 = private unnamed_addr constant [20 x i8] c"fetch_sub old = %d\0A\00", align 1, !dbg !23
@.str.2 = private unnamed_addr constant [19 x i8] c"fetch_or old = %d\0A\00", align 1, !dbg !28
@.str.3 = private unnamed_addr constant [20 x i8] c"fetch_and old = %d\0A\00", align 1, !dbg !33
@.str.4 = private unnamed_addr constant [29 x i8] c"fetch_xor old = %d now = %d\0A\00", align 1, !dbg !35
@big = internal global i64 1, align 8, !dbg !128
@.str.5 = private unnamed_addr constant [32 x i8] c"big = %lld exchange old = %lld\0A\00", align 1, !dbg !40
@small8 = internal global i8 -6, align 1, !dbg !131
@.str.6 = private unnamed_addr constant [21 x i8] c"small8 wrapped = %u\0A\00", align 1, !dbg !45
@sh = internal global i16 -3, align 2, !dbg !138
@.str.7 = private unnamed_addr constant [12 x i8] c"short = %d\0A\00", align 1, !dbg !50
@.str.8 = private unnamed_addr constant [33 x i8] c"cas fail: ok=%d expected now=%d\0A\00", align 1, !dbg !55
@.str.9 = private unnamed_addr constant [29 x i8] c"cas success: ok=%d value=%d\0A\00", align 1, !dbg !60
@.str.10 = private unnamed_addr constant [37 x i8] c"cas_increment steps = %d value = %d\0A\00", align 1, !dbg !62
@flag = internal unnamed_addr global i8 0, align 1, !dbg !150
@.str.11 = private unnamed_addr constant [11 x i8] c"flag = %d\0A\00", align 1, !dbg !67
@main.target = internal global i32 5, align 4, !dbg !72
@ptr = internal unnamed_addr global ptr null, align 8, !dbg !121
@.str.12 = private unnamed_addr constant [17 x i8] c"ptr target = %d\0A\00", align 1, !dbg !104
@apt = internal global %struct.Pt zeroinitializer, align 8, !dbg !125
@.str.13 = private unnamed_addr constant [30 x i8] c"struct atomics = %d %d %d %d\0A\00", align 1, !dbg !109
@adbl = internal global double 1.500000e+00, align 8, !dbg !152
@.str.14 = private unnamed_addr constant [22 x i8] c"double atomic = %.3f\0A\00", align 1, !dbg !114
@.str.15 = private unnamed_addr constant [20 x i8] c"lock free int = %d\0A\00", align 1, !dbg !119
@lock = internal global %struct.atomic_flag zeroinitializer, align 1, !dbg !142

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !74 {
    #dbg_value(i32 0, !79, !DIExpression(), !169)
  br label %13, !dbg !170

1:                                                ; preds = %13
  %2 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !171
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %2), !dbg !172
  %4 = atomicrmw sub ptr @counter, i32 50 release, align 4, !dbg !173
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %4), !dbg !174
  %6 = atomicrmw or ptr @counter, i32 256 seq_cst, align 4, !dbg !175
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %6), !dbg !176
  %8 = atomicrmw and ptr @counter, i32 4080 seq_cst, align 4, !dbg !177
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %8), !dbg !178
  %10 = atomicrmw xor ptr @counter, i32 1445 seq_cst, align 4, !dbg !179
    #dbg_value(i32 %10, !81, !DIExpression(), !180)
  %11 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !181
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %10, i32 noundef signext %11), !dbg !182
    #dbg_value(i32 0, !82, !DIExpression(), !183)
  br label %49, !dbg !184

13:                                               ; preds = %0, %13
  %14 = phi i32 [ 0, %0 ], [ %16, %13 ]
    #dbg_value(i32 %14, !79, !DIExpression(), !169)
  %15 = atomicrmw add ptr @counter, i32 %14 seq_cst, align 4, !dbg !185
  %16 = add nuw nsw i32 %14, 1, !dbg !187
    #dbg_value(i32 %16, !79, !DIExpression(), !169)
  %17 = icmp eq i32 %16, 100, !dbg !188
  br i1 %17, label %1, label %13, !dbg !170, !llvm.loop !189

18:                                               ; preds = %49
  %19 = load atomic i64, ptr @big seq_cst, align 8, !dbg !192
    #dbg_value(i64 %19, !84, !DIExpression(), !180)
  %20 = atomicrmw xchg ptr @big, i64 -1 seq_cst, align 8, !dbg !193
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %19, i64 noundef %20), !dbg !194
    #dbg_value(i32 0, !86, !DIExpression(), !195)
    #dbg_value(i32 0, !86, !DIExpression(), !195)
  %22 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !196
    #dbg_value(i32 1, !86, !DIExpression(), !195)
  %23 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !196
    #dbg_value(i32 2, !86, !DIExpression(), !195)
  %24 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !196
    #dbg_value(i32 3, !86, !DIExpression(), !195)
  %25 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !196
    #dbg_value(i32 4, !86, !DIExpression(), !195)
  %26 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !196
    #dbg_value(i32 5, !86, !DIExpression(), !195)
  %27 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !196
    #dbg_value(i32 6, !86, !DIExpression(), !195)
  %28 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !196
    #dbg_value(i32 7, !86, !DIExpression(), !195)
  %29 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !196
    #dbg_value(i32 8, !86, !DIExpression(), !195)
  %30 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !196
    #dbg_value(i32 9, !86, !DIExpression(), !195)
  %31 = atomicrmw add ptr @small8, i8 1 seq_cst, align 1, !dbg !196
    #dbg_value(i32 10, !86, !DIExpression(), !195)
  %32 = load atomic i8, ptr @small8 seq_cst, align 1, !dbg !198
  %33 = zext i8 %32 to i32, !dbg !199
  %34 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %33), !dbg !200
  %35 = atomicrmw sub ptr @sh, i16 1000 seq_cst, align 2, !dbg !201
  %36 = load atomic i16, ptr @sh seq_cst, align 2, !dbg !202
  %37 = sext i16 %36 to i32, !dbg !202
  %38 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %37), !dbg !203
    #dbg_value(i32 12345, !88, !DIExpression(), !180)
  %39 = cmpxchg ptr @counter, i32 12345, i32 1 seq_cst seq_cst, align 4, !dbg !204
  %40 = extractvalue { i32, i1 } %39, 1, !dbg !204
  %41 = extractvalue { i32, i1 } %39, 0
    #dbg_value(i32 %41, !88, !DIExpression(), !180)
    #dbg_value(i1 %40, !89, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !180)
  %42 = zext i1 %40 to i32, !dbg !205
  %43 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext %42, i32 noundef signext %41), !dbg !206
  %44 = cmpxchg ptr @counter, i32 %41, i32 7 seq_cst seq_cst, align 4, !dbg !207
  %45 = extractvalue { i32, i1 } %44, 1, !dbg !207
    #dbg_value(i1 %45, !89, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !180)
  %46 = zext i1 %45 to i32, !dbg !208
  %47 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !209
  %48 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %46, i32 noundef signext %47), !dbg !210
    #dbg_value(i32 0, !91, !DIExpression(), !180)
  br label %56, !dbg !211

49:                                               ; preds = %1, %49
  %50 = phi i32 [ 0, %1 ], [ %54, %49 ]
    #dbg_value(i32 %50, !82, !DIExpression(), !183)
  %51 = load atomic i64, ptr @big seq_cst, align 8, !dbg !212
  %52 = mul nsw i64 %51, 3, !dbg !212
  %53 = add nsw i64 %52, 1, !dbg !212
  store atomic i64 %53, ptr @big seq_cst, align 8, !dbg !212
  %54 = add nuw nsw i32 %50, 1, !dbg !214
    #dbg_value(i32 %54, !82, !DIExpression(), !183)
  %55 = icmp eq i32 %54, 30, !dbg !215
  br i1 %55, label %18, label %49, !dbg !184, !llvm.loop !216

56:                                               ; preds = %67, %18
  %57 = phi i32 [ 0, %18 ], [ %68, %67 ], !dbg !180
    #dbg_value(i32 %57, !91, !DIExpression(), !180)
    #dbg_value(ptr @counter, !218, !DIExpression(), !226)
    #dbg_value(i32 20, !224, !DIExpression(), !226)
  %58 = load atomic i32, ptr @counter monotonic, align 4, !dbg !228
    #dbg_value(i32 %58, !225, !DIExpression(), !226)
  br label %59, !dbg !229

59:                                               ; preds = %62, %56
  %60 = phi i32 [ %58, %56 ], [ %66, %62 ], !dbg !230
    #dbg_value(i32 %60, !225, !DIExpression(), !226)
  %61 = icmp slt i32 %60, 20, !dbg !231
  br i1 %61, label %62, label %69, !dbg !229

62:                                               ; preds = %59
  %63 = add nsw i32 %60, 1, !dbg !232
  %64 = cmpxchg weak ptr @counter, i32 %60, i32 %63 acq_rel monotonic, align 4, !dbg !235
  %65 = extractvalue { i32, i1 } %64, 1, !dbg !235
  %66 = extractvalue { i32, i1 } %64, 0
    #dbg_value(i32 poison, !225, !DIExpression(), !226)
  br i1 %65, label %67, label %59, !dbg !236, !llvm.loop !237

67:                                               ; preds = %62
  %68 = add nuw nsw i32 %57, 1, !dbg !239
    #dbg_value(i32 %68, !91, !DIExpression(), !180)
  br label %56, !dbg !211, !llvm.loop !240

69:                                               ; preds = %59
  %70 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !241
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext %57, i32 noundef signext %70), !dbg !242
  br label %72, !dbg !243

72:                                               ; preds = %72, %69
  %73 = atomicrmw xchg ptr @lock, i8 1 acquire, align 1, !dbg !248
  %74 = trunc i8 %73 to i1, !dbg !248
  br i1 %74, label %72, label %75, !dbg !243, !llvm.loop !249

75:                                               ; preds = %72
  store atomic i8 1, ptr @flag monotonic, align 1, !dbg !251
  store atomic i8 0, ptr @lock release, align 1, !dbg !252
  %76 = load atomic i8, ptr @flag seq_cst, align 1, !dbg !255
  %77 = and i8 %76, 1, !dbg !255
  %78 = zext nneg i8 %77 to i32, !dbg !255
  %79 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %78), !dbg !256
  store atomic i64 ptrtoint (ptr @main.target to i64), ptr @ptr seq_cst, align 8, !dbg !257
  %80 = load atomic i64, ptr @ptr seq_cst, align 8, !dbg !258
  %81 = inttoptr i64 %80 to ptr, !dbg !258
    #dbg_value(ptr %81, !92, !DIExpression(), !180)
  %82 = load i32, ptr %81, align 4, !dbg !259, !tbaa !260
  %83 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext %82), !dbg !264
    #dbg_value(i64 17179869187, !94, !DIExpression(), !180)
  store atomic i64 17179869187, ptr @apt seq_cst, align 8, !dbg !265
  %84 = atomicrmw xchg ptr @apt, i64 85899345930 seq_cst, align 8, !dbg !266
  %85 = trunc i64 %84 to i32, !dbg !266
  %86 = lshr i64 %84, 32, !dbg !266
  %87 = trunc nuw i64 %86 to i32, !dbg !266
    #dbg_value(i32 %85, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !180)
    #dbg_value(i32 %87, !99, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !180)
  %88 = load atomic i64, ptr @apt seq_cst, align 8, !dbg !267
  %89 = trunc i64 %88 to i32, !dbg !267
  %90 = lshr i64 %88, 32, !dbg !267
  %91 = trunc nuw i64 %90 to i32, !dbg !267
    #dbg_value(i32 %89, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !180)
    #dbg_value(i32 %91, !100, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !180)
  %92 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %85, i32 noundef signext %87, i32 noundef signext %89, i32 noundef signext %91), !dbg !268
  %93 = load atomic i64, ptr @adbl seq_cst, align 8, !dbg !269
    #dbg_value(i64 %93, !101, !DIExpression(), !180)
  br label %94, !dbg !270

94:                                               ; preds = %94, %75
  %95 = phi i64 [ %93, %75 ], [ %101, %94 ]
  %96 = bitcast i64 %95 to double, !dbg !271
    #dbg_value(double %96, !101, !DIExpression(), !180)
  %97 = tail call double @llvm.fmuladd.f64(double %96, double 2.000000e+00, double 2.500000e-01), !dbg !272
    #dbg_value(double %97, !103, !DIExpression(), !180)
  %98 = bitcast double %97 to i64, !dbg !274
  %99 = cmpxchg weak ptr @adbl, i64 %95, i64 %98 seq_cst seq_cst, align 8, !dbg !274
  %100 = extractvalue { i64, i1 } %99, 1, !dbg !274
  %101 = extractvalue { i64, i1 } %99, 0, !dbg !274
    #dbg_value(double poison, !101, !DIExpression(), !180)
  br i1 %100, label %102, label %94, !dbg !275, !llvm.loop !276

102:                                              ; preds = %94
  %103 = load atomic i64, ptr @adbl seq_cst, align 8, !dbg !278
  %104 = bitcast i64 %103 to double, !dbg !278
  %105 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %104), !dbg !279
  fence seq_cst, !dbg !280
  fence syncscope("singlethread") acquire, !dbg !281
  %106 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 1), !dbg !282
  ret i32 0, !dbg !283
}

; Function Attrs: nofree nounwind
declare !dbg !284 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!157, !158, !159, !160, !161, !163, !164, !165, !166, !167}
!llvm.ident = !{!168}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !155, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !16, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/atomics.c", directory: ".", checksumkind: CSK_MD5, checksum: "c8ff8e409738b00d878e72c02628be87")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!7}
!16 = !{!17, !23, !28, !33, !35, !40, !45, !50, !55, !60, !62, !67, !72, !104, !109, !114, !119, !121, !125, !0, !128, !131, !138, !142, !150, !152}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 112, elements: !21)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!21 = !{!22}
!22 = !DISubrange(count: 14)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 160, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 20)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 152, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 19)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !25, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 232, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 29)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 256, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 32)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 168, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 21)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 96, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 12)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 264, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 33)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 49, type: !37, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 296, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 37)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 88, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 11)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "target", scope: !74, file: !3, line: 57, type: !77, isLocal: true, isDefinition: true)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !75, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!75 = !DISubroutineType(types: !76)
!76 = !{!77}
!77 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!78 = !{!79, !81, !82, !84, !86, !88, !89, !91, !92, !94, !99, !100, !101, !103}
!79 = !DILocalVariable(name: "i", scope: !80, file: !3, line: 31, type: !77)
!80 = distinct !DILexicalBlock(scope: !74, file: !3, line: 31, column: 5)
!81 = !DILocalVariable(name: "old_xor", scope: !74, file: !3, line: 36, type: !77)
!82 = !DILocalVariable(name: "i", scope: !83, file: !3, line: 38, type: !77)
!83 = distinct !DILexicalBlock(scope: !74, file: !3, line: 38, column: 5)
!84 = !DILocalVariable(name: "big_now", scope: !74, file: !3, line: 39, type: !85)
!85 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!86 = !DILocalVariable(name: "i", scope: !87, file: !3, line: 41, type: !77)
!87 = distinct !DILexicalBlock(scope: !74, file: !3, line: 41, column: 5)
!88 = !DILocalVariable(name: "expected", scope: !74, file: !3, line: 45, type: !77)
!89 = !DILocalVariable(name: "ok", scope: !74, file: !3, line: 46, type: !90)
!90 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!91 = !DILocalVariable(name: "n", scope: !74, file: !3, line: 50, type: !77)
!92 = !DILocalVariable(name: "got", scope: !74, file: !3, line: 59, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!94 = !DILocalVariable(name: "p", scope: !74, file: !3, line: 61, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !3, line: 14, size: 64, elements: !96)
!96 = !{!97, !98}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !95, file: !3, line: 14, baseType: !77, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !95, file: !3, line: 14, baseType: !77, size: 32, offset: 32)
!99 = !DILocalVariable(name: "q", scope: !74, file: !3, line: 63, type: !95)
!100 = !DILocalVariable(name: "r", scope: !74, file: !3, line: 64, type: !95)
!101 = !DILocalVariable(name: "d", scope: !74, file: !3, line: 66, type: !102)
!102 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!103 = !DILocalVariable(name: "nd", scope: !74, file: !3, line: 67, type: !102)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 136, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 17)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !111, isLocal: true, isDefinition: true)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 240, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 30)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 69, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 176, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 22)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !25, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "ptr", scope: !2, file: !3, line: 12, type: !123, isLocal: true, isDefinition: true)
!123 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !124)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "apt", scope: !2, file: !3, line: 15, type: !127, isLocal: true, isDefinition: true)
!127 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !95)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 8, type: !130, isLocal: true, isDefinition: true)
!130 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !85)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(name: "small8", scope: !2, file: !3, line: 9, type: !133, isLocal: true, isDefinition: true)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_uint_fast8_t", file: !6, line: 125, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !136, line: 71, baseType: !137)
!136 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!137 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(name: "sh", scope: !2, file: !3, line: 10, type: !140, isLocal: true, isDefinition: true)
!140 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !141)
!141 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 11, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_flag", file: !6, line: 173, baseType: !145)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "atomic_flag", file: !6, line: 173, size: 8, elements: !146)
!146 = !{!147}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "_Value", scope: !145, file: !6, line: 173, baseType: !148, size: 8)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_bool", file: !6, line: 97, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !90)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 13, type: !148, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(name: "adbl", scope: !2, file: !3, line: 16, type: !154, isLocal: true, isDefinition: true)
!154 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !102)
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !77)
!157 = !{i32 7, !"Dwarf Version", i32 5}
!158 = !{i32 2, !"Debug Info Version", i32 3}
!159 = !{i32 1, !"wchar_size", i32 4}
!160 = !{i32 1, !"target-abi", !"lp64d"}
!161 = !{i32 6, !"riscv-isa", !162}
!162 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!163 = !{i32 8, !"PIC Level", i32 2}
!164 = !{i32 7, !"PIE Level", i32 2}
!165 = !{i32 7, !"uwtable", i32 2}
!166 = !{i32 8, !"SmallDataLimit", i32 8}
!167 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!168 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!169 = !DILocation(line: 0, scope: !80)
!170 = !DILocation(line: 31, column: 5, scope: !80)
!171 = !DILocation(line: 32, column: 30, scope: !74)
!172 = !DILocation(line: 32, column: 5, scope: !74)
!173 = !DILocation(line: 33, column: 36, scope: !74)
!174 = !DILocation(line: 33, column: 5, scope: !74)
!175 = !DILocation(line: 34, column: 35, scope: !74)
!176 = !DILocation(line: 34, column: 5, scope: !74)
!177 = !DILocation(line: 35, column: 36, scope: !74)
!178 = !DILocation(line: 35, column: 5, scope: !74)
!179 = !DILocation(line: 36, column: 19, scope: !74)
!180 = !DILocation(line: 0, scope: !74)
!181 = !DILocation(line: 37, column: 54, scope: !74)
!182 = !DILocation(line: 37, column: 5, scope: !74)
!183 = !DILocation(line: 0, scope: !83)
!184 = !DILocation(line: 38, column: 5, scope: !83)
!185 = !DILocation(line: 31, column: 35, scope: !186)
!186 = distinct !DILexicalBlock(scope: !80, file: !3, line: 31, column: 5)
!187 = !DILocation(line: 31, column: 31, scope: !186)
!188 = !DILocation(line: 31, column: 23, scope: !186)
!189 = distinct !{!189, !170, !190, !191}
!190 = !DILocation(line: 31, column: 35, scope: !80)
!191 = !{!"llvm.loop.mustprogress"}
!192 = !DILocation(line: 39, column: 25, scope: !74)
!193 = !DILocation(line: 40, column: 57, scope: !74)
!194 = !DILocation(line: 40, column: 5, scope: !74)
!195 = !DILocation(line: 0, scope: !87)
!196 = !DILocation(line: 41, column: 34, scope: !197)
!197 = distinct !DILexicalBlock(scope: !87, file: !3, line: 41, column: 5)
!198 = !DILocation(line: 42, column: 47, scope: !74)
!199 = !DILocation(line: 42, column: 37, scope: !74)
!200 = !DILocation(line: 42, column: 5, scope: !74)
!201 = !DILocation(line: 43, column: 5, scope: !74)
!202 = !DILocation(line: 44, column: 28, scope: !74)
!203 = !DILocation(line: 44, column: 5, scope: !74)
!204 = !DILocation(line: 46, column: 15, scope: !74)
!205 = !DILocation(line: 47, column: 49, scope: !74)
!206 = !DILocation(line: 47, column: 5, scope: !74)
!207 = !DILocation(line: 48, column: 10, scope: !74)
!208 = !DILocation(line: 49, column: 45, scope: !74)
!209 = !DILocation(line: 49, column: 49, scope: !74)
!210 = !DILocation(line: 49, column: 5, scope: !74)
!211 = !DILocation(line: 51, column: 5, scope: !74)
!212 = !DILocation(line: 38, column: 34, scope: !213)
!213 = distinct !DILexicalBlock(scope: !83, file: !3, line: 38, column: 5)
!214 = !DILocation(line: 38, column: 30, scope: !213)
!215 = !DILocation(line: 38, column: 23, scope: !213)
!216 = distinct !{!216, !184, !217, !191}
!217 = !DILocation(line: 38, column: 34, scope: !83)
!218 = !DILocalVariable(name: "p", arg: 1, scope: !219, file: !3, line: 21, type: !222)
!219 = distinct !DISubprogram(name: "cas_increment", scope: !3, file: !3, line: 21, type: !220, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !223)
!220 = !DISubroutineType(types: !221)
!221 = !{!77, !222, !77}
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!223 = !{!218, !224, !225}
!224 = !DILocalVariable(name: "limit", arg: 2, scope: !219, file: !3, line: 21, type: !77)
!225 = !DILocalVariable(name: "old", scope: !219, file: !3, line: 22, type: !77)
!226 = !DILocation(line: 0, scope: !219, inlinedAt: !227)
!227 = distinct !DILocation(line: 51, column: 12, scope: !74)
!228 = !DILocation(line: 22, column: 15, scope: !219, inlinedAt: !227)
!229 = !DILocation(line: 23, column: 5, scope: !219, inlinedAt: !227)
!230 = !DILocation(line: 22, column: 9, scope: !219, inlinedAt: !227)
!231 = !DILocation(line: 23, column: 16, scope: !219, inlinedAt: !227)
!232 = !DILocation(line: 24, column: 64, scope: !233, inlinedAt: !227)
!233 = distinct !DILexicalBlock(scope: !234, file: !3, line: 24, column: 13)
!234 = distinct !DILexicalBlock(scope: !219, file: !3, line: 23, column: 25)
!235 = !DILocation(line: 24, column: 13, scope: !233, inlinedAt: !227)
!236 = !DILocation(line: 24, column: 13, scope: !234, inlinedAt: !227)
!237 = distinct !{!237, !229, !238, !191}
!238 = !DILocation(line: 26, column: 5, scope: !219, inlinedAt: !227)
!239 = !DILocation(line: 51, column: 42, scope: !74)
!240 = distinct !{!240, !211, !239, !191}
!241 = !DILocation(line: 52, column: 56, scope: !74)
!242 = !DILocation(line: 52, column: 5, scope: !74)
!243 = !DILocation(line: 18, column: 31, scope: !244, inlinedAt: !247)
!244 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 18, type: !245, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!245 = !DISubroutineType(types: !246)
!246 = !{null}
!247 = distinct !DILocation(line: 53, column: 5, scope: !74)
!248 = !DILocation(line: 18, column: 38, scope: !244, inlinedAt: !247)
!249 = distinct !{!249, !243, !250, !191}
!250 = !DILocation(line: 18, column: 103, scope: !244, inlinedAt: !247)
!251 = !DILocation(line: 54, column: 5, scope: !74)
!252 = !DILocation(line: 19, column: 33, scope: !253, inlinedAt: !254)
!253 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 19, type: !245, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!254 = distinct !DILocation(line: 55, column: 5, scope: !74)
!255 = !DILocation(line: 56, column: 27, scope: !74)
!256 = !DILocation(line: 56, column: 5, scope: !74)
!257 = !DILocation(line: 58, column: 5, scope: !74)
!258 = !DILocation(line: 59, column: 16, scope: !74)
!259 = !DILocation(line: 60, column: 33, scope: !74)
!260 = !{!261, !261, i64 0}
!261 = !{!"int", !262, i64 0}
!262 = !{!"omnipotent char", !263, i64 0}
!263 = !{!"Simple C/C++ TBAA"}
!264 = !DILocation(line: 60, column: 5, scope: !74)
!265 = !DILocation(line: 62, column: 5, scope: !74)
!266 = !DILocation(line: 63, column: 19, scope: !74)
!267 = !DILocation(line: 64, column: 19, scope: !74)
!268 = !DILocation(line: 65, column: 5, scope: !74)
!269 = !DILocation(line: 66, column: 16, scope: !74)
!270 = !DILocation(line: 68, column: 5, scope: !74)
!271 = !DILocation(line: 66, column: 12, scope: !74)
!272 = !DILocation(line: 68, column: 21, scope: !273)
!273 = distinct !DILexicalBlock(scope: !74, file: !3, line: 68, column: 8)
!274 = !DILocation(line: 68, column: 39, scope: !74)
!275 = !DILocation(line: 68, column: 29, scope: !273)
!276 = distinct !{!276, !270, !277, !191}
!277 = !DILocation(line: 68, column: 82, scope: !74)
!278 = !DILocation(line: 69, column: 38, scope: !74)
!279 = !DILocation(line: 69, column: 5, scope: !74)
!280 = !DILocation(line: 70, column: 5, scope: !74)
!281 = !DILocation(line: 71, column: 5, scope: !74)
!282 = !DILocation(line: 72, column: 5, scope: !74)
!283 = !DILocation(line: 73, column: 5, scope: !74)
!284 = !DISubprogram(name: "printf", scope: !285, file: !285, line: 356, type: !286, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!285 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!286 = !DISubroutineType(types: !287)
!287 = !{!77, !288, null}
!288 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !289)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !290, size: 64)
!290 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
