; ModuleID = 'tests/programs/tail_calls.c'
source_filename = "tests/programs/tail_calls.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"sum_to(10000) = %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"gcd = %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"ping(5000) = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [42 x i8] c"longest collatz under 30000: %u (len %u)\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [25 x i8] c"pow_acc(1.5, 20) = %.6f\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !41 {
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 50005000), !dbg !54
    #dbg_value(i32 1071, !55, !DIExpression(), !61)
    #dbg_value(i32 462, !60, !DIExpression(), !61)
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i32 [ %5, %2 ], [ 462, %0 ]
  %4 = phi i32 [ %3, %2 ], [ 1071, %0 ]
    #dbg_value(i32 %3, !60, !DIExpression(), !61)
    #dbg_value(i32 %4, !55, !DIExpression(), !61)
  %5 = urem i32 %4, %3, !dbg !63
    #dbg_value(i32 %3, !55, !DIExpression(), !61)
    #dbg_value(i32 %5, !60, !DIExpression(), !61)
  %6 = icmp eq i32 %5, 0, !dbg !64
  br i1 %6, label %7, label %2, !dbg !64

7:                                                ; preds = %2, %7
  %8 = phi i32 [ %10, %7 ], [ 514229, %2 ]
  %9 = phi i32 [ %8, %7 ], [ 832040, %2 ]
    #dbg_value(i32 %8, !60, !DIExpression(), !65)
    #dbg_value(i32 %9, !55, !DIExpression(), !65)
  %10 = urem i32 %9, %8, !dbg !67
    #dbg_value(i32 %8, !55, !DIExpression(), !65)
    #dbg_value(i32 %10, !60, !DIExpression(), !65)
  %11 = icmp eq i32 %10, 0, !dbg !68
  br i1 %11, label %12, label %7, !dbg !68

12:                                               ; preds = %7
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %3, i32 noundef signext %8), !dbg !69
    #dbg_value(i32 5000, !70, !DIExpression(), !74)
    #dbg_value(i32 1, !73, !DIExpression(), !74)
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i32 [ %25, %14 ], [ 1, %12 ]
  %16 = phi i32 [ %19, %14 ], [ 5000, %12 ]
    #dbg_value(i32 %15, !73, !DIExpression(), !74)
    #dbg_value(i32 %16, !70, !DIExpression(), !74)
  %17 = mul nuw nsw i32 %15, 5, !dbg !76
  %18 = urem i32 %17, 10007, !dbg !77
    #dbg_value(i32 %16, !78, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !82)
    #dbg_value(i32 %18, !81, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !82)
  %19 = add nsw i32 %16, -2, !dbg !84
  %20 = trunc nuw nsw i32 %18 to i16, !dbg !85
  %21 = mul nuw nsw i16 %20, 3, !dbg !85
  %22 = add nuw nsw i16 %21, 3, !dbg !85
  %23 = urem i16 %22, 10007, !dbg !85
  %24 = add nuw nsw i16 %23, 2, !dbg !86
  %25 = zext nneg i16 %24 to i32, !dbg !86
    #dbg_value(i32 %19, !70, !DIExpression(), !74)
    #dbg_value(i32 %25, !73, !DIExpression(), !74)
  %26 = icmp ult i32 %16, 3, !dbg !87
  br i1 %26, label %27, label %14, !dbg !88

27:                                               ; preds = %14
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %25), !dbg !89
    #dbg_value(i32 0, !46, !DIExpression(), !90)
    #dbg_value(i32 0, !48, !DIExpression(), !90)
    #dbg_value(i32 1, !49, !DIExpression(), !91)
  br label %53, !dbg !92

29:                                               ; preds = %69
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %73, i32 noundef signext %74), !dbg !93
    #dbg_value(double 1.500000e+00, !94, !DIExpression(), !102)
    #dbg_value(i32 20, !100, !DIExpression(), !102)
    #dbg_value(double 1.000000e+00, !101, !DIExpression(), !102)
  br label %31

31:                                               ; preds = %37, %29
  %32 = phi double [ %42, %37 ], [ 1.000000e+00, %29 ]
  %33 = phi i32 [ %41, %37 ], [ 20, %29 ]
  %34 = phi double [ %40, %37 ], [ 1.500000e+00, %29 ]
    #dbg_value(double %32, !101, !DIExpression(), !102)
    #dbg_value(i32 %33, !100, !DIExpression(), !102)
    #dbg_value(double %34, !94, !DIExpression(), !102)
  %35 = and i32 %33, 1, !dbg !104
  %36 = icmp eq i32 %35, 0, !dbg !104
  br i1 %36, label %44, label %37, !dbg !105

37:                                               ; preds = %44, %31
  %38 = phi i32 [ %33, %31 ], [ %48, %44 ]
  %39 = phi double [ %34, %31 ], [ %47, %44 ]
  %40 = fmul double %39, %39, !dbg !106
  %41 = lshr i32 %38, 1, !dbg !107
  %42 = fmul double %32, %39, !dbg !108
    #dbg_value(double %40, !94, !DIExpression(), !102)
    #dbg_value(i32 %41, !100, !DIExpression(), !102)
    #dbg_value(double %42, !101, !DIExpression(), !102)
  %43 = icmp ult i32 %38, 2, !dbg !109
  br i1 %43, label %51, label %31, !dbg !111

44:                                               ; preds = %31, %44
  %45 = phi double [ %47, %44 ], [ %34, %31 ]
  %46 = phi i32 [ %48, %44 ], [ %33, %31 ]
    #dbg_value(double %45, !94, !DIExpression(), !102)
    #dbg_value(i32 %46, !100, !DIExpression(), !102)
  %47 = fmul double %45, %45, !dbg !112
  %48 = lshr exact i32 %46, 1, !dbg !113
    #dbg_value(double %32, !101, !DIExpression(), !102)
    #dbg_value(i32 %48, !100, !DIExpression(), !102)
    #dbg_value(double %47, !94, !DIExpression(), !102)
  %49 = and i32 %46, 2, !dbg !104
  %50 = icmp eq i32 %49, 0, !dbg !104
  br i1 %50, label %44, label %37, !dbg !105

51:                                               ; preds = %37
  %52 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %42), !dbg !114
  ret i32 0, !dbg !115

53:                                               ; preds = %27, %69
  %54 = phi i64 [ 1, %27 ], [ %75, %69 ]
  %55 = phi i32 [ 0, %27 ], [ %74, %69 ]
  %56 = phi i32 [ 0, %27 ], [ %73, %69 ]
    #dbg_value(i32 %55, !46, !DIExpression(), !90)
    #dbg_value(i64 %54, !49, !DIExpression(), !91)
    #dbg_value(i32 %56, !48, !DIExpression(), !90)
    #dbg_value(i64 %54, !116, !DIExpression(), !123)
    #dbg_value(i32 1, !122, !DIExpression(), !123)
  %57 = icmp eq i64 %54, 1, !dbg !125
  br i1 %57, label %69, label %58, !dbg !127

58:                                               ; preds = %53, %58
  %59 = phi i32 [ %67, %58 ], [ 1, %53 ]
  %60 = phi i64 [ %66, %58 ], [ %54, %53 ]
    #dbg_value(i32 %59, !122, !DIExpression(), !123)
    #dbg_value(i64 %60, !116, !DIExpression(), !123)
  %61 = and i64 %60, 1, !dbg !128
  %62 = icmp eq i64 %61, 0, !dbg !128
  %63 = mul i64 %60, 3, !dbg !129
  %64 = add i64 %63, 1, !dbg !129
  %65 = lshr exact i64 %60, 1, !dbg !129
  %66 = select i1 %62, i64 %65, i64 %64, !dbg !129
  %67 = add i32 %59, 1, !dbg !130
    #dbg_value(i64 %66, !116, !DIExpression(), !123)
    #dbg_value(i32 %67, !122, !DIExpression(), !123)
  %68 = icmp eq i64 %66, 1, !dbg !125
  br i1 %68, label %69, label %58, !dbg !127

69:                                               ; preds = %58, %53
  %70 = phi i32 [ 1, %53 ], [ %67, %58 ]
    #dbg_value(i32 %70, !51, !DIExpression(), !131)
  %71 = icmp ugt i32 %70, %55, !dbg !132
  %72 = trunc nuw nsw i64 %54 to i32, !dbg !134
  %73 = select i1 %71, i32 %72, i32 %56, !dbg !134
  %74 = tail call i32 @llvm.umax.i32(i32 %70, i32 %55), !dbg !134
    #dbg_value(i32 %74, !46, !DIExpression(), !90)
    #dbg_value(i32 %73, !48, !DIExpression(), !90)
  %75 = add nuw nsw i64 %54, 1, !dbg !135
    #dbg_value(i64 %75, !49, !DIExpression(), !91)
  %76 = icmp eq i64 %75, 30000, !dbg !136
  br i1 %76, label %29, label %53, !dbg !92, !llvm.loop !137
}

; Function Attrs: nofree nounwind
declare !dbg !140 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/tail_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "239e9e48052f9f1f7c421541da05374b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 42)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 25)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !28, splitDebugInlining: false, nameTableKind: None)
!28 = !{!0, !7, !12, !17, !22}
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 1, !"target-abi", !"lp64d"}
!33 = !{i32 6, !"riscv-isa", !34}
!34 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 8, !"SmallDataLimit", i32 8}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !42, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !{!46, !48, !49, !51}
!46 = !DILocalVariable(name: "best", scope: !41, file: !2, line: 30, type: !47)
!47 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!48 = !DILocalVariable(name: "arg", scope: !41, file: !2, line: 30, type: !47)
!49 = !DILocalVariable(name: "i", scope: !50, file: !2, line: 31, type: !47)
!50 = distinct !DILexicalBlock(scope: !41, file: !2, line: 31, column: 5)
!51 = !DILocalVariable(name: "l", scope: !52, file: !2, line: 32, type: !47)
!52 = distinct !DILexicalBlock(scope: !53, file: !2, line: 31, column: 42)
!53 = distinct !DILexicalBlock(scope: !50, file: !2, line: 31, column: 5)
!54 = !DILocation(line: 27, column: 5, scope: !41)
!55 = !DILocalVariable(name: "a", arg: 1, scope: !56, file: !2, line: 10, type: !44)
!56 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 10, type: !57, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!44, !44, !44}
!59 = !{!55, !60}
!60 = !DILocalVariable(name: "b", arg: 2, scope: !56, file: !2, line: 10, type: !44)
!61 = !DILocation(line: 0, scope: !56, inlinedAt: !62)
!62 = distinct !DILocation(line: 28, column: 29, scope: !41)
!63 = !DILocation(line: 10, column: 52, scope: !56, inlinedAt: !62)
!64 = !DILocation(line: 10, column: 39, scope: !56, inlinedAt: !62)
!65 = !DILocation(line: 0, scope: !56, inlinedAt: !66)
!66 = distinct !DILocation(line: 28, column: 45, scope: !41)
!67 = !DILocation(line: 10, column: 52, scope: !56, inlinedAt: !66)
!68 = !DILocation(line: 10, column: 39, scope: !56, inlinedAt: !66)
!69 = !DILocation(line: 28, column: 5, scope: !41)
!70 = !DILocalVariable(name: "n", arg: 1, scope: !71, file: !2, line: 14, type: !44)
!71 = distinct !DISubprogram(name: "ping", scope: !2, file: !2, line: 14, type: !57, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !72)
!72 = !{!70, !73}
!73 = !DILocalVariable(name: "acc", arg: 2, scope: !71, file: !2, line: 14, type: !44)
!74 = !DILocation(line: 0, scope: !71, inlinedAt: !75)
!75 = distinct !DILocation(line: 29, column: 33, scope: !41)
!76 = !DILocation(line: 14, column: 73, scope: !71, inlinedAt: !75)
!77 = !DILocation(line: 14, column: 77, scope: !71, inlinedAt: !75)
!78 = !DILocalVariable(name: "n", arg: 1, scope: !79, file: !2, line: 13, type: !44)
!79 = distinct !DISubprogram(name: "pong", scope: !2, file: !2, line: 13, type: !57, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !80)
!80 = !{!78, !81}
!81 = !DILocalVariable(name: "acc", arg: 2, scope: !79, file: !2, line: 13, type: !44)
!82 = !DILocation(line: 0, scope: !79, inlinedAt: !83)
!83 = distinct !DILocation(line: 14, column: 57, scope: !71, inlinedAt: !75)
!84 = !DILocation(line: 13, column: 64, scope: !79, inlinedAt: !83)
!85 = !DILocation(line: 13, column: 77, scope: !79, inlinedAt: !83)
!86 = !DILocation(line: 13, column: 85, scope: !79, inlinedAt: !83)
!87 = !DILocation(line: 14, column: 44, scope: !71, inlinedAt: !75)
!88 = !DILocation(line: 14, column: 42, scope: !71, inlinedAt: !75)
!89 = !DILocation(line: 29, column: 5, scope: !41)
!90 = !DILocation(line: 0, scope: !41)
!91 = !DILocation(line: 0, scope: !50)
!92 = !DILocation(line: 31, column: 5, scope: !50)
!93 = !DILocation(line: 35, column: 5, scope: !41)
!94 = !DILocalVariable(name: "b", arg: 1, scope: !95, file: !2, line: 21, type: !98)
!95 = distinct !DISubprogram(name: "pow_acc", scope: !2, file: !2, line: 21, type: !96, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !99)
!96 = !DISubroutineType(types: !97)
!97 = !{!98, !98, !47, !98}
!98 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!99 = !{!94, !100, !101}
!100 = !DILocalVariable(name: "e", arg: 2, scope: !95, file: !2, line: 21, type: !47)
!101 = !DILocalVariable(name: "acc", arg: 3, scope: !95, file: !2, line: 21, type: !98)
!102 = !DILocation(line: 0, scope: !95, inlinedAt: !103)
!103 = distinct !DILocation(line: 36, column: 41, scope: !41)
!104 = !DILocation(line: 23, column: 14, scope: !95, inlinedAt: !103)
!105 = !DILocation(line: 23, column: 12, scope: !95, inlinedAt: !103)
!106 = !DILocation(line: 23, column: 30, scope: !95, inlinedAt: !103)
!107 = !DILocation(line: 23, column: 37, scope: !95, inlinedAt: !103)
!108 = !DILocation(line: 23, column: 47, scope: !95, inlinedAt: !103)
!109 = !DILocation(line: 22, column: 11, scope: !110, inlinedAt: !103)
!110 = distinct !DILexicalBlock(scope: !95, file: !2, line: 22, column: 9)
!111 = !DILocation(line: 22, column: 9, scope: !95, inlinedAt: !103)
!112 = !DILocation(line: 23, column: 64, scope: !95, inlinedAt: !103)
!113 = !DILocation(line: 23, column: 71, scope: !95, inlinedAt: !103)
!114 = !DILocation(line: 36, column: 5, scope: !41)
!115 = !DILocation(line: 37, column: 5, scope: !41)
!116 = !DILocalVariable(name: "n", arg: 1, scope: !117, file: !2, line: 16, type: !120)
!117 = distinct !DISubprogram(name: "collatz_len", scope: !2, file: !2, line: 16, type: !118, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !121)
!118 = !DISubroutineType(types: !119)
!119 = !{!47, !120, !47}
!120 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!121 = !{!116, !122}
!122 = !DILocalVariable(name: "len", arg: 2, scope: !117, file: !2, line: 16, type: !47)
!123 = !DILocation(line: 0, scope: !117, inlinedAt: !124)
!124 = distinct !DILocation(line: 32, column: 22, scope: !52)
!125 = !DILocation(line: 17, column: 11, scope: !126, inlinedAt: !124)
!126 = distinct !DILexicalBlock(scope: !117, file: !2, line: 17, column: 9)
!127 = !DILocation(line: 17, column: 9, scope: !117, inlinedAt: !124)
!128 = !DILocation(line: 18, column: 26, scope: !117, inlinedAt: !124)
!129 = !DILocation(line: 18, column: 24, scope: !117, inlinedAt: !124)
!130 = !DILocation(line: 18, column: 55, scope: !117, inlinedAt: !124)
!131 = !DILocation(line: 0, scope: !52)
!132 = !DILocation(line: 33, column: 15, scope: !133)
!133 = distinct !DILexicalBlock(scope: !52, file: !2, line: 33, column: 13)
!134 = !DILocation(line: 33, column: 13, scope: !52)
!135 = !DILocation(line: 31, column: 38, scope: !53)
!136 = !DILocation(line: 31, column: 28, scope: !53)
!137 = distinct !{!137, !92, !138, !139}
!138 = !DILocation(line: 34, column: 5, scope: !50)
!139 = !{!"llvm.loop.mustprogress"}
!140 = !DISubprogram(name: "printf", scope: !141, file: !141, line: 356, type: !142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!142 = !DISubroutineType(types: !143)
!143 = !{!44, !144, null}
!144 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
