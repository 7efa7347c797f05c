; ModuleID = 'tests/programs/nohdr_structs.c'
source_filename = "tests/programs/nohdr_structs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"cross = %.2f %.2f %.2f dot = %.2f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [36 x i8] c"particle %d: %.4f %.4f %.4f m=%.2f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"pair8 %u %u tiny %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [26 x i8] c"quad %.3f %.3f %.3f %.3f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [36 x i8] c"union float %.3f bytes %u %u %u %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [23 x i8] c"copy id %d orig id %d\0A\00", align 1, !dbg !24

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !46 {
    #dbg_value(double -2.000000e+00, !58, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !102)
    #dbg_value(double 1.300000e+01, !58, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !102)
    #dbg_value(double -8.000000e+00, !58, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !102)
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -2.000000e+00, double noundef 1.300000e+01, double noundef -8.000000e+00, double noundef 1.000000e+00), !dbg !103
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !102)
    #dbg_value(double 1.000000e+01, !59, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !102)
    #dbg_value(double 1.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !102)
    #dbg_value(float 1.500000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !102)
    #dbg_value(i32 1, !59, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !102)
    #dbg_value(double 5.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !102)
    #dbg_value(double 5.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !102)
    #dbg_value(double -1.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !102)
    #dbg_value(double 2.000000e+01, !59, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !102)
    #dbg_value(float 2.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !102)
    #dbg_value(i32 2, !59, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !102)
    #dbg_value(float 5.000000e-01, !59, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !102)
    #dbg_value(i32 3, !59, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !102)
    #dbg_value(i32 0, !70, !DIExpression(), !104)
  br label %2, !dbg !105

2:                                                ; preds = %0, %2
  %3 = phi double [ 2.000000e+01, %0 ], [ %19, %2 ], !dbg !102
  %4 = phi double [ 0.000000e+00, %0 ], [ %21, %2 ], !dbg !102
  %5 = phi double [ 0.000000e+00, %0 ], [ %22, %2 ], !dbg !102
  %6 = phi double [ 0.000000e+00, %0 ], [ %18, %2 ], !dbg !102
  %7 = phi double [ 5.000000e+00, %0 ], [ %17, %2 ], !dbg !102
  %8 = phi double [ 0.000000e+00, %0 ], [ %15, %2 ], !dbg !102
  %9 = phi double [ 1.000000e+01, %0 ], [ %14, %2 ], !dbg !102
  %10 = phi double [ 0.000000e+00, %0 ], [ %13, %2 ], !dbg !102
  %11 = phi i32 [ 0, %0 ], [ %23, %2 ]
    #dbg_value(double %10, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !102)
    #dbg_value(double %9, !59, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !102)
    #dbg_value(i32 3, !59, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !102)
    #dbg_value(float 5.000000e-01, !59, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !102)
    #dbg_value(double %8, !59, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !102)
    #dbg_value(float 1.500000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !102)
    #dbg_value(i32 1, !59, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !102)
    #dbg_value(double 5.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !102)
    #dbg_value(double %7, !59, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !102)
    #dbg_value(double %6, !59, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !102)
    #dbg_value(double %5, !59, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !102)
    #dbg_value(double %4, !59, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !102)
    #dbg_value(double %3, !59, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !102)
    #dbg_value(float 2.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !102)
    #dbg_value(i32 2, !59, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !102)
    #dbg_value(i32 %11, !70, !DIExpression(), !104)
    #dbg_value(i32 0, !72, !DIExpression(), !106)
    #dbg_value(i64 0, !72, !DIExpression(), !106)
    #dbg_value(ptr undef, !107, !DIExpression(DW_OP_deref), !113)
    #dbg_value(double 1.250000e-01, !112, !DIExpression(), !113)
    #dbg_value(ptr undef, !116, !DIExpression(DW_OP_deref), !122)
    #dbg_value(double 1.250000e-01, !121, !DIExpression(), !122)
  %12 = fmul double %8, 1.250000e-01, !dbg !124
    #dbg_value(ptr undef, !125, !DIExpression(DW_OP_deref), !131)
    #dbg_value(ptr undef, !130, !DIExpression(DW_OP_deref), !131)
  %13 = fadd double %10, 1.250000e-01, !dbg !133
  %14 = fadd double %9, %12, !dbg !134
  %15 = fadd double %8, -1.218750e+00, !dbg !135
    #dbg_value(double %13, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !102)
    #dbg_value(double %14, !59, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !102)
    #dbg_value(double %15, !59, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !102)
    #dbg_value(float 1.500000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !102)
    #dbg_value(i32 1, !59, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !102)
    #dbg_value(i64 1, !72, !DIExpression(), !106)
  %16 = fmul double %3, 1.250000e-01, !dbg !124
  %17 = fadd double %7, -1.250000e-01, !dbg !136
  %18 = fadd double %6, %16, !dbg !134
  %19 = fadd double %3, -1.218750e+00, !dbg !135
    #dbg_value(double 5.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !102)
    #dbg_value(double %17, !59, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !102)
    #dbg_value(double %18, !59, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !102)
    #dbg_value(double %19, !59, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !102)
    #dbg_value(float 2.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !102)
    #dbg_value(i32 2, !59, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !102)
    #dbg_value(i64 2, !72, !DIExpression(), !106)
  %20 = fmul double %5, 1.250000e-01, !dbg !124
  %21 = fadd double %4, %20, !dbg !134
  %22 = fadd double %5, -1.218750e+00, !dbg !135
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !102)
    #dbg_value(double 0.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !102)
    #dbg_value(double %21, !59, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !102)
    #dbg_value(double %22, !59, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !102)
    #dbg_value(float 5.000000e-01, !59, !DIExpression(DW_OP_LLVM_fragment, 1280, 32), !102)
    #dbg_value(i32 3, !59, !DIExpression(DW_OP_LLVM_fragment, 1312, 32), !102)
    #dbg_value(i64 3, !72, !DIExpression(), !106)
  %23 = add nuw nsw i32 %11, 1, !dbg !137
    #dbg_value(i32 %23, !70, !DIExpression(), !104)
  %24 = icmp eq i32 %23, 64, !dbg !138
  br i1 %24, label %25, label %2, !dbg !105, !llvm.loop !139

25:                                               ; preds = %2
    #dbg_value(i64 0, !75, !DIExpression(), !142)
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1, double noundef %13, double noundef 0.000000e+00, double noundef %14, double noundef 1.500000e+00), !dbg !143
    #dbg_value(i64 1, !75, !DIExpression(), !142)
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 2, double noundef 5.000000e+00, double noundef %17, double noundef %18, double noundef 2.000000e+00), !dbg !143
    #dbg_value(i64 2, !75, !DIExpression(), !142)
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 3, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef %21, double noundef 5.000000e-01), !dbg !143
    #dbg_value(i64 3, !75, !DIExpression(), !142)
    #dbg_value(i8 -56, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !102)
    #dbg_value(i8 7, !77, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !102)
    #dbg_value(i16 2468, !83, !DIExpression(), !102)
  %29 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 200, i32 noundef signext 7, i32 noundef signext 2468), !dbg !145
    #dbg_value(float 5.000000e-01, !87, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !102)
    #dbg_value(float 5.000000e-01, !87, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !102)
    #dbg_value(float 6.000000e+00, !87, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !102)
    #dbg_value(float -4.000000e+00, !87, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !102)
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e+00, double noundef -4.000000e+00), !dbg !146
    #dbg_value(i32 1069547520, !94, !DIExpression(), !102)
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.500000e+00, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 192, i32 noundef signext 63), !dbg !147
    #dbg_assign(i1 undef, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 416), !148, ptr undef, !DIExpression(), !102)
    #dbg_value(i32 99, !101, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !102)
  %32 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 99, i32 noundef signext 2), !dbg !149
  ret i32 0, !dbg !150
}

; Function Attrs: nofree nounwind
declare !dbg !151 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "b18a84297b366f4efeae58a05d2481ce")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 36)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 26)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 23)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !33, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !32}
!31 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!32 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!33 = !{!0, !7, !12, !17, !22, !24}
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 1, !"target-abi", !"lp64d"}
!38 = !{i32 6, !"riscv-isa", !39}
!39 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 8, !"SmallDataLimit", i32 8}
!44 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !47, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !50)
!47 = !DISubroutineType(types: !48)
!48 = !{!49}
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = !{!51, !57, !58, !59, !70, !72, !75, !77, !83, !87, !94, !101}
!51 = !DILocalVariable(name: "a", scope: !46, file: !2, line: 33, type: !52)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec3", file: !2, line: 5, size: 192, elements: !53)
!53 = !{!54, !55, !56}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !52, file: !2, line: 5, baseType: !31, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !52, file: !2, line: 5, baseType: !31, size: 64, offset: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !52, file: !2, line: 5, baseType: !31, size: 64, offset: 128)
!57 = !DILocalVariable(name: "b", scope: !46, file: !2, line: 33, type: !52)
!58 = !DILocalVariable(name: "c", scope: !46, file: !2, line: 34, type: !52)
!59 = !DILocalVariable(name: "ps", scope: !46, file: !2, line: 36, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 1344, elements: !68)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Particle", file: !2, line: 6, size: 448, elements: !62)
!62 = !{!63, !64, !65, !67}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !61, file: !2, line: 6, baseType: !52, size: 192)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !61, file: !2, line: 6, baseType: !52, size: 192, offset: 192)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !61, file: !2, line: 6, baseType: !66, size: 32, offset: 384)
!66 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !61, file: !2, line: 6, baseType: !49, size: 32, offset: 416)
!68 = !{!69}
!69 = !DISubrange(count: 3)
!70 = !DILocalVariable(name: "t", scope: !71, file: !2, line: 41, type: !49)
!71 = distinct !DILexicalBlock(scope: !46, file: !2, line: 41, column: 5)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 42, type: !49)
!73 = distinct !DILexicalBlock(scope: !74, file: !2, line: 42, column: 9)
!74 = distinct !DILexicalBlock(scope: !71, file: !2, line: 41, column: 5)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 43, type: !49)
!76 = distinct !DILexicalBlock(scope: !46, file: !2, line: 43, column: 5)
!77 = !DILocalVariable(name: "p", scope: !46, file: !2, line: 45, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair8", file: !2, line: 7, size: 16, elements: !79)
!79 = !{!80, !82}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !78, file: !2, line: 7, baseType: !81, size: 8)
!81 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !78, file: !2, line: 7, baseType: !81, size: 8, offset: 8)
!83 = !DILocalVariable(name: "t", scope: !46, file: !2, line: 46, type: !84)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tiny", file: !2, line: 8, size: 16, elements: !85)
!85 = !{!86}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !84, file: !2, line: 8, baseType: !32, size: 16)
!87 = !DILocalVariable(name: "q", scope: !46, file: !2, line: 48, type: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Quad", file: !2, line: 9, size: 128, elements: !89)
!89 = !{!90}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !88, file: !2, line: 9, baseType: !91, size: 128)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 128, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 4)
!94 = !DILocalVariable(name: "n", scope: !46, file: !2, line: 50, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Num", file: !2, line: 10, size: 32, elements: !96)
!96 = !{!97, !98, !99}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !95, file: !2, line: 10, baseType: !49, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !95, file: !2, line: 10, baseType: !66, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !95, file: !2, line: 10, baseType: !100, size: 32)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 32, elements: !92)
!101 = !DILocalVariable(name: "copy", scope: !46, file: !2, line: 52, type: !61)
!102 = !DILocation(line: 0, scope: !46)
!103 = !DILocation(line: 35, column: 5, scope: !46)
!104 = !DILocation(line: 0, scope: !71)
!105 = !DILocation(line: 41, column: 5, scope: !71)
!106 = !DILocation(line: 0, scope: !73)
!107 = !DILocalVariable(name: "p", arg: 1, scope: !108, file: !2, line: 18, type: !61)
!108 = distinct !DISubprogram(name: "step", scope: !2, file: !2, line: 18, type: !109, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!61, !61, !31}
!111 = !{!107, !112}
!112 = !DILocalVariable(name: "dt", arg: 2, scope: !108, file: !2, line: 18, type: !31)
!113 = !DILocation(line: 0, scope: !108, inlinedAt: !114)
!114 = distinct !DILocation(line: 42, column: 45, scope: !115)
!115 = distinct !DILexicalBlock(scope: !73, file: !2, line: 42, column: 9)
!116 = !DILocalVariable(name: "a", arg: 1, scope: !117, file: !2, line: 13, type: !52)
!117 = distinct !DISubprogram(name: "vscale", scope: !2, file: !2, line: 13, type: !118, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!52, !52, !31}
!120 = !{!116, !121}
!121 = !DILocalVariable(name: "k", arg: 2, scope: !117, file: !2, line: 13, type: !31)
!122 = !DILocation(line: 0, scope: !117, inlinedAt: !123)
!123 = distinct !DILocation(line: 19, column: 25, scope: !108, inlinedAt: !114)
!124 = !DILocation(line: 13, column: 98, scope: !117, inlinedAt: !123)
!125 = !DILocalVariable(name: "a", arg: 1, scope: !126, file: !2, line: 12, type: !52)
!126 = distinct !DISubprogram(name: "vadd", scope: !2, file: !2, line: 12, type: !127, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!52, !52, !52}
!129 = !{!125, !130}
!130 = !DILocalVariable(name: "b", arg: 2, scope: !126, file: !2, line: 12, type: !52)
!131 = !DILocation(line: 0, scope: !126, inlinedAt: !132)
!132 = distinct !DILocation(line: 19, column: 13, scope: !108, inlinedAt: !114)
!133 = !DILocation(line: 12, column: 83, scope: !126, inlinedAt: !132)
!134 = !DILocation(line: 12, column: 105, scope: !126, inlinedAt: !132)
!135 = !DILocation(line: 20, column: 13, scope: !108, inlinedAt: !114)
!136 = !DILocation(line: 12, column: 94, scope: !126, inlinedAt: !132)
!137 = !DILocation(line: 41, column: 30, scope: !74)
!138 = !DILocation(line: 41, column: 23, scope: !74)
!139 = distinct !{!139, !105, !140, !141}
!140 = !DILocation(line: 42, column: 62, scope: !71)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 0, scope: !76)
!143 = !DILocation(line: 44, column: 9, scope: !144)
!144 = distinct !DILexicalBlock(scope: !76, file: !2, line: 43, column: 5)
!145 = !DILocation(line: 47, column: 5, scope: !46)
!146 = !DILocation(line: 49, column: 5, scope: !46)
!147 = !DILocation(line: 51, column: 5, scope: !46)
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 54, column: 5, scope: !46)
!150 = !DILocation(line: 56, column: 1, scope: !46)
!151 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{!49, !154, null}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
