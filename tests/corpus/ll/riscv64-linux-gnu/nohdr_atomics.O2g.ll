; ModuleID = 'tests/programs/nohdr_atomics.c'
source_filename = "tests/programs/nohdr_atomics.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@ai = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [9 x i8] c"ai = %d\0A\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [13 x i8] c"ai ops = %d\0A\00", align 1, !dbg !13
@.str.2 = private unnamed_addr constant [20 x i8] c"fetch_sub old %lld\0A\00", align 1, !dbg !18
@all = internal global i64 10, align 8, !dbg !75
@.str.3 = private unnamed_addr constant [22 x i8] c"atomic_max %lld %lld\0A\00", align 1, !dbg !23
@ab = internal global i8 -6, align 1, !dbg !79
@.str.4 = private unnamed_addr constant [14 x i8] c"byte wrap %u\0A\00", align 1, !dbg !28
@plain16 = internal global i16 1000, align 2, !dbg !83
@.str.5 = private unnamed_addr constant [21 x i8] c"or %u and %u xor %u\0A\00", align 1, !dbg !33
@.str.6 = private unnamed_addr constant [14 x i8] c"plain16 = %u\0A\00", align 1, !dbg !38
@plain64 = internal global i64 -5, align 8, !dbg !86
@.str.7 = private unnamed_addr constant [22 x i8] c"cas ok=%d value=%lld\0A\00", align 1, !dbg !40
@.str.8 = private unnamed_addr constant [25 x i8] c"cas ok=%d expected=%lld\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [19 x i8] c"exchange old %lld\0A\00", align 1, !dbg !47
@spin = internal global i32 0, align 4, !dbg !69
@.str.10 = private unnamed_addr constant [35 x i8] c"add_fetch %d sub_fetch %d nand %d\0A\00", align 1, !dbg !52
@flagbyte = internal global i8 0, align 1, !dbg !72
@.str.11 = private unnamed_addr constant [20 x i8] c"test_and_set %d %d\0A\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [12 x i8] c"cleared %u\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [17 x i8] c"lock free 8: %d\0A\00", align 1, !dbg !64

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !101 {
    #dbg_value(i32 1, !105, !DIExpression(), !121)
  br label %6, !dbg !122

1:                                                ; preds = %6
  %2 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !123
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %2), !dbg !124
  %4 = atomicrmw add ptr @ai, i32 5 seq_cst, align 4, !dbg !125
  %5 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !126, !tbaa !127
  br label %11, !dbg !126

6:                                                ; preds = %0, %6
  %7 = phi i32 [ 1, %0 ], [ %9, %6 ]
    #dbg_value(i32 %7, !105, !DIExpression(), !121)
  %8 = atomicrmw add ptr @ai, i32 %7 seq_cst, align 4, !dbg !130
  %9 = add nuw nsw i32 %7, 1, !dbg !132
    #dbg_value(i32 %9, !105, !DIExpression(), !121)
  %10 = icmp eq i32 %9, 101, !dbg !133
  br i1 %10, label %1, label %6, !dbg !122, !llvm.loop !134

11:                                               ; preds = %11, %1
  %12 = phi i32 [ %5, %1 ], [ %15, %11 ], !dbg !126
  %13 = shl nsw i32 %12, 1, !dbg !126
  %14 = cmpxchg ptr @ai, i32 %12, i32 %13 seq_cst seq_cst, align 4, !dbg !126
  %15 = extractvalue { i32, i1 } %14, 0, !dbg !126
  %16 = extractvalue { i32, i1 } %14, 1, !dbg !126
  br i1 %16, label %17, label %11, !dbg !126

17:                                               ; preds = %11
  %18 = atomicrmw sub ptr @ai, i32 1 seq_cst, align 4, !dbg !137
  %19 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !138, !tbaa !127
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %19), !dbg !139
  %21 = atomicrmw sub ptr @all, i64 3 acq_rel, align 8, !dbg !140
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %21), !dbg !141
    #dbg_value(ptr @all, !142, !DIExpression(), !150)
    #dbg_value(i64 100, !148, !DIExpression(), !150)
  %23 = load atomic i64, ptr @all monotonic, align 8, !dbg !152
    #dbg_value(i64 %23, !149, !DIExpression(), !150)
  br label %24, !dbg !153

24:                                               ; preds = %27, %17
  %25 = phi i64 [ %23, %17 ], [ %30, %27 ], !dbg !154
    #dbg_value(i64 %25, !149, !DIExpression(), !150)
  %26 = icmp slt i64 %25, 100, !dbg !155
  br i1 %26, label %27, label %31, !dbg !156

27:                                               ; preds = %24
  %28 = cmpxchg weak ptr @all, i64 %25, i64 100 seq_cst monotonic, align 8, !dbg !157
  %29 = extractvalue { i64, i1 } %28, 1, !dbg !157
  %30 = extractvalue { i64, i1 } %28, 0
    #dbg_value(i64 poison, !149, !DIExpression(), !150)
  br i1 %29, label %31, label %24, !dbg !153, !llvm.loop !158

31:                                               ; preds = %24, %27
  %32 = load atomic i64, ptr @all acquire, align 8, !dbg !160
    #dbg_value(i64 %32, !107, !DIExpression(), !161)
    #dbg_value(ptr @all, !142, !DIExpression(), !162)
    #dbg_value(i64 50, !148, !DIExpression(), !162)
  %33 = load atomic i64, ptr @all monotonic, align 8, !dbg !164
    #dbg_value(i64 %33, !149, !DIExpression(), !162)
  br label %34, !dbg !165

34:                                               ; preds = %37, %31
  %35 = phi i64 [ %33, %31 ], [ %40, %37 ], !dbg !166
    #dbg_value(i64 %35, !149, !DIExpression(), !162)
  %36 = icmp slt i64 %35, 50, !dbg !167
  br i1 %36, label %37, label %41, !dbg !168

37:                                               ; preds = %34
  %38 = cmpxchg weak ptr @all, i64 %35, i64 50 seq_cst monotonic, align 8, !dbg !169
  %39 = extractvalue { i64, i1 } %38, 1, !dbg !169
  %40 = extractvalue { i64, i1 } %38, 0
    #dbg_value(i64 poison, !149, !DIExpression(), !162)
  br i1 %39, label %41, label %34, !dbg !165, !llvm.loop !170

41:                                               ; preds = %34, %37
  %42 = load atomic i64, ptr @all acquire, align 8, !dbg !172
    #dbg_value(i64 %42, !108, !DIExpression(), !161)
  %43 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %32, i64 noundef %42), !dbg !173
    #dbg_value(i32 0, !109, !DIExpression(), !174)
    #dbg_value(i32 0, !109, !DIExpression(), !174)
  %44 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !175
    #dbg_value(i32 1, !109, !DIExpression(), !174)
  %45 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !175
    #dbg_value(i32 2, !109, !DIExpression(), !174)
  %46 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !175
    #dbg_value(i32 3, !109, !DIExpression(), !174)
  %47 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !175
    #dbg_value(i32 4, !109, !DIExpression(), !174)
  %48 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !175
    #dbg_value(i32 5, !109, !DIExpression(), !174)
  %49 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !175
    #dbg_value(i32 6, !109, !DIExpression(), !174)
  %50 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !175
    #dbg_value(i32 7, !109, !DIExpression(), !174)
  %51 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !175
    #dbg_value(i32 8, !109, !DIExpression(), !174)
  %52 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !175
    #dbg_value(i32 9, !109, !DIExpression(), !174)
  %53 = atomicrmw add ptr @ab, i8 1 monotonic, align 1, !dbg !175
    #dbg_value(i32 10, !109, !DIExpression(), !174)
  %54 = load atomic i8, ptr @ab monotonic, align 1, !dbg !177
  %55 = zext i8 %54 to i32, !dbg !178
  %56 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %55), !dbg !179
  %57 = atomicrmw or ptr @plain16, i16 3840 seq_cst, align 2, !dbg !180
  %58 = zext i16 %57 to i32, !dbg !180
    #dbg_value(i32 %58, !111, !DIExpression(), !161)
  %59 = atomicrmw and ptr @plain16, i16 -241 seq_cst, align 2, !dbg !181
  %60 = zext i16 %59 to i32, !dbg !181
    #dbg_value(i32 %60, !112, !DIExpression(), !161)
  %61 = atomicrmw xor ptr @plain16, i16 21845 seq_cst, align 2, !dbg !182
  %62 = xor i16 %61, 21845, !dbg !182
  %63 = zext i16 %62 to i32, !dbg !182
    #dbg_value(i32 %63, !113, !DIExpression(), !161)
  %64 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %58, i32 noundef signext %60, i32 noundef signext %63), !dbg !183
  %65 = load i16, ptr @plain16, align 2, !dbg !184, !tbaa !185
  %66 = zext i16 %65 to i32, !dbg !187
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %66), !dbg !188
    #dbg_value(i64 -5, !114, !DIExpression(), !161)
  %68 = cmpxchg ptr @plain64, i64 -5, i64 77 seq_cst seq_cst, align 8, !dbg !189
  %69 = extractvalue { i64, i1 } %68, 1, !dbg !189
  %70 = extractvalue { i64, i1 } %68, 0
    #dbg_value(i64 %70, !114, !DIExpression(), !161)
  %71 = zext i1 %69 to i32, !dbg !189
    #dbg_value(i32 %71, !115, !DIExpression(), !161)
  %72 = load atomic i64, ptr @plain64 seq_cst, align 8, !dbg !190
  %73 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %71, i64 noundef %72), !dbg !191
  %74 = cmpxchg weak ptr @plain64, i64 %70, i64 88 seq_cst seq_cst, align 8, !dbg !192
  %75 = extractvalue { i64, i1 } %74, 1, !dbg !192
  %76 = extractvalue { i64, i1 } %74, 0, !dbg !192
    #dbg_value(i64 %76, !114, !DIExpression(), !161)
  %77 = zext i1 %75 to i32, !dbg !192
    #dbg_value(i32 %77, !115, !DIExpression(), !161)
  %78 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext %77, i64 noundef %76), !dbg !193
  %79 = atomicrmw xchg ptr @plain64, i64 123 acq_rel, align 8, !dbg !194
  %80 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %79), !dbg !195
  store atomic i32 1, ptr @spin release, align 4, !dbg !196
  %81 = atomicrmw add ptr @spin, i32 9 monotonic, align 4, !dbg !197
  %82 = add i32 %81, 9, !dbg !197
    #dbg_value(i32 %82, !116, !DIExpression(), !161)
  %83 = atomicrmw sub ptr @spin, i32 3 monotonic, align 4, !dbg !198
  %84 = add i32 %83, -3, !dbg !198
    #dbg_value(i32 %84, !117, !DIExpression(), !161)
  %85 = atomicrmw nand ptr @spin, i32 5 monotonic, align 4, !dbg !199
  %86 = and i32 %85, 5, !dbg !199
  %87 = xor i32 %86, -1, !dbg !199
    #dbg_value(i32 %87, !118, !DIExpression(), !161)
  %88 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext %82, i32 noundef signext %84, i32 noundef signext %87), !dbg !200
  %89 = atomicrmw xchg ptr @flagbyte, i8 1 seq_cst, align 1, !dbg !201
  %90 = icmp ne i8 %89, 0, !dbg !201
  %91 = zext i1 %90 to i32, !dbg !201
    #dbg_value(i32 %91, !119, !DIExpression(), !161)
  %92 = atomicrmw xchg ptr @flagbyte, i8 1 seq_cst, align 1, !dbg !202
  %93 = icmp ne i8 %92, 0, !dbg !202
  %94 = zext i1 %93 to i32, !dbg !202
    #dbg_value(i32 %94, !120, !DIExpression(), !161)
  %95 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %91, i32 noundef signext %94), !dbg !203
  store atomic i8 0, ptr @flagbyte seq_cst, align 1, !dbg !204
  %96 = load atomic i8, ptr @flagbyte monotonic, align 1, !dbg !205
  %97 = and i8 %96, 1, !dbg !206
  %98 = zext nneg i8 %97 to i32, !dbg !206
  %99 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext %98), !dbg !207
  fence seq_cst, !dbg !208
  fence syncscope("singlethread") acquire, !dbg !209
  %100 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 1), !dbg !210
  ret i32 0, !dbg !211
}

; Function Attrs: nofree nounwind
declare !dbg !212 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!89, !90, !91, !92, !93, !95, !96, !97, !98, !99}
!llvm.ident = !{!100}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ai", scope: !2, file: !3, line: 5, type: !88, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/nohdr_atomics.c", directory: ".", checksumkind: CSK_MD5, checksum: "417ef03edd44d2f7e08321271b6ff002")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7, !13, !18, !23, !28, !33, !38, !40, !42, !47, !52, !57, !59, !64, !0, !69, !72, !75, !79, !83, !86}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 72, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!11 = !{!12}
!12 = !DISubrange(count: 9)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 104, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 13)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 160, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 20)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 176, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 22)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 112, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 14)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 168, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 21)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !30, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !25, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 200, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 25)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 152, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 19)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 280, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 35)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 50, type: !20, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 96, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 12)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 136, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 17)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "spin", scope: !2, file: !3, line: 10, type: !71, isLocal: true, isDefinition: true)
!71 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "flagbyte", scope: !2, file: !3, line: 11, type: !74, isLocal: true, isDefinition: true)
!74 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "all", scope: !2, file: !3, line: 6, type: !77, isLocal: true, isDefinition: true)
!77 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !78)
!78 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "ab", scope: !2, file: !3, line: 7, type: !81, isLocal: true, isDefinition: true)
!81 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !82)
!82 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "plain16", scope: !2, file: !3, line: 8, type: !85, isLocal: true, isDefinition: true)
!85 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "plain64", scope: !2, file: !3, line: 9, type: !78, isLocal: true, isDefinition: true)
!88 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !71)
!89 = !{i32 7, !"Dwarf Version", i32 5}
!90 = !{i32 2, !"Debug Info Version", i32 3}
!91 = !{i32 1, !"wchar_size", i32 4}
!92 = !{i32 1, !"target-abi", !"lp64d"}
!93 = !{i32 6, !"riscv-isa", !94}
!94 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!95 = !{i32 8, !"PIC Level", i32 2}
!96 = !{i32 7, !"PIE Level", i32 2}
!97 = !{i32 7, !"uwtable", i32 2}
!98 = !{i32 8, !"SmallDataLimit", i32 8}
!99 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!100 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!101 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !102, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!102 = !DISubroutineType(types: !103)
!103 = !{!71}
!104 = !{!105, !107, !108, !109, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120}
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 20, type: !71)
!106 = distinct !DILexicalBlock(scope: !101, file: !3, line: 20, column: 5)
!107 = !DILocalVariable(name: "m1", scope: !101, file: !3, line: 27, type: !78)
!108 = !DILocalVariable(name: "m2", scope: !101, file: !3, line: 28, type: !78)
!109 = !DILocalVariable(name: "i", scope: !110, file: !3, line: 30, type: !71)
!110 = distinct !DILexicalBlock(scope: !101, file: !3, line: 30, column: 5)
!111 = !DILocalVariable(name: "o1", scope: !101, file: !3, line: 32, type: !5)
!112 = !DILocalVariable(name: "o2", scope: !101, file: !3, line: 33, type: !5)
!113 = !DILocalVariable(name: "o3", scope: !101, file: !3, line: 34, type: !5)
!114 = !DILocalVariable(name: "expected", scope: !101, file: !3, line: 37, type: !78)
!115 = !DILocalVariable(name: "ok", scope: !101, file: !3, line: 38, type: !71)
!116 = !DILocalVariable(name: "f1", scope: !101, file: !3, line: 44, type: !71)
!117 = !DILocalVariable(name: "f2", scope: !101, file: !3, line: 45, type: !71)
!118 = !DILocalVariable(name: "f3", scope: !101, file: !3, line: 46, type: !71)
!119 = !DILocalVariable(name: "t1", scope: !101, file: !3, line: 48, type: !71)
!120 = !DILocalVariable(name: "t2", scope: !101, file: !3, line: 49, type: !71)
!121 = !DILocation(line: 0, scope: !106)
!122 = !DILocation(line: 20, column: 5, scope: !106)
!123 = !DILocation(line: 21, column: 25, scope: !101)
!124 = !DILocation(line: 21, column: 5, scope: !101)
!125 = !DILocation(line: 22, column: 8, scope: !101)
!126 = !DILocation(line: 23, column: 8, scope: !101)
!127 = !{!128, !128, i64 0}
!128 = !{!"omnipotent char", !129, i64 0}
!129 = !{!"Simple C/C++ TBAA"}
!130 = !DILocation(line: 20, column: 36, scope: !131)
!131 = distinct !DILexicalBlock(scope: !106, file: !3, line: 20, column: 5)
!132 = !DILocation(line: 20, column: 32, scope: !131)
!133 = !DILocation(line: 20, column: 23, scope: !131)
!134 = distinct !{!134, !122, !135, !136}
!135 = !DILocation(line: 20, column: 83, scope: !106)
!136 = !{!"llvm.loop.mustprogress"}
!137 = !DILocation(line: 24, column: 7, scope: !101)
!138 = !DILocation(line: 25, column: 29, scope: !101)
!139 = !DILocation(line: 25, column: 5, scope: !101)
!140 = !DILocation(line: 26, column: 36, scope: !101)
!141 = !DILocation(line: 26, column: 5, scope: !101)
!142 = !DILocalVariable(name: "p", arg: 1, scope: !143, file: !3, line: 13, type: !146)
!143 = distinct !DISubprogram(name: "atomic_max", scope: !3, file: !3, line: 13, type: !144, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !147)
!144 = !DISubroutineType(types: !145)
!145 = !{!78, !146, !78}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!147 = !{!142, !148, !149}
!148 = !DILocalVariable(name: "v", arg: 2, scope: !143, file: !3, line: 13, type: !78)
!149 = !DILocalVariable(name: "cur", scope: !143, file: !3, line: 14, type: !78)
!150 = !DILocation(line: 0, scope: !143, inlinedAt: !151)
!151 = distinct !DILocation(line: 27, column: 20, scope: !101)
!152 = !DILocation(line: 14, column: 21, scope: !143, inlinedAt: !151)
!153 = !DILocation(line: 15, column: 5, scope: !143, inlinedAt: !151)
!154 = !DILocation(line: 14, column: 15, scope: !143, inlinedAt: !151)
!155 = !DILocation(line: 15, column: 16, scope: !143, inlinedAt: !151)
!156 = !DILocation(line: 15, column: 20, scope: !143, inlinedAt: !151)
!157 = !DILocation(line: 15, column: 24, scope: !143, inlinedAt: !151)
!158 = distinct !{!158, !153, !159, !136}
!159 = !DILocation(line: 15, column: 109, scope: !143, inlinedAt: !151)
!160 = !DILocation(line: 16, column: 12, scope: !143, inlinedAt: !151)
!161 = !DILocation(line: 0, scope: !101)
!162 = !DILocation(line: 0, scope: !143, inlinedAt: !163)
!163 = distinct !DILocation(line: 28, column: 20, scope: !101)
!164 = !DILocation(line: 14, column: 21, scope: !143, inlinedAt: !163)
!165 = !DILocation(line: 15, column: 5, scope: !143, inlinedAt: !163)
!166 = !DILocation(line: 14, column: 15, scope: !143, inlinedAt: !163)
!167 = !DILocation(line: 15, column: 16, scope: !143, inlinedAt: !163)
!168 = !DILocation(line: 15, column: 20, scope: !143, inlinedAt: !163)
!169 = !DILocation(line: 15, column: 24, scope: !143, inlinedAt: !163)
!170 = distinct !{!170, !165, !171, !136}
!171 = !DILocation(line: 15, column: 109, scope: !143, inlinedAt: !163)
!172 = !DILocation(line: 16, column: 12, scope: !143, inlinedAt: !163)
!173 = !DILocation(line: 29, column: 5, scope: !101)
!174 = !DILocation(line: 0, scope: !110)
!175 = !DILocation(line: 30, column: 34, scope: !176)
!176 = distinct !DILexicalBlock(scope: !110, file: !3, line: 30, column: 5)
!177 = !DILocation(line: 31, column: 40, scope: !101)
!178 = !DILocation(line: 31, column: 30, scope: !101)
!179 = !DILocation(line: 31, column: 5, scope: !101)
!180 = !DILocation(line: 32, column: 19, scope: !101)
!181 = !DILocation(line: 33, column: 19, scope: !101)
!182 = !DILocation(line: 34, column: 19, scope: !101)
!183 = !DILocation(line: 35, column: 5, scope: !101)
!184 = !DILocation(line: 36, column: 40, scope: !101)
!185 = !{!186, !186, i64 0}
!186 = !{!"short", !128, i64 0}
!187 = !DILocation(line: 36, column: 30, scope: !101)
!188 = !DILocation(line: 36, column: 5, scope: !101)
!189 = !DILocation(line: 38, column: 14, scope: !101)
!190 = !DILocation(line: 39, column: 42, scope: !101)
!191 = !DILocation(line: 39, column: 5, scope: !101)
!192 = !DILocation(line: 40, column: 10, scope: !101)
!193 = !DILocation(line: 41, column: 5, scope: !101)
!194 = !DILocation(line: 42, column: 35, scope: !101)
!195 = !DILocation(line: 42, column: 5, scope: !101)
!196 = !DILocation(line: 43, column: 5, scope: !101)
!197 = !DILocation(line: 44, column: 14, scope: !101)
!198 = !DILocation(line: 45, column: 14, scope: !101)
!199 = !DILocation(line: 46, column: 14, scope: !101)
!200 = !DILocation(line: 47, column: 5, scope: !101)
!201 = !DILocation(line: 48, column: 14, scope: !101)
!202 = !DILocation(line: 49, column: 14, scope: !101)
!203 = !DILocation(line: 50, column: 5, scope: !101)
!204 = !DILocation(line: 51, column: 5, scope: !101)
!205 = !DILocation(line: 52, column: 38, scope: !101)
!206 = !DILocation(line: 52, column: 28, scope: !101)
!207 = !DILocation(line: 52, column: 5, scope: !101)
!208 = !DILocation(line: 53, column: 5, scope: !101)
!209 = !DILocation(line: 54, column: 5, scope: !101)
!210 = !DILocation(line: 55, column: 5, scope: !101)
!211 = !DILocation(line: 56, column: 5, scope: !101)
!212 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 3, type: !213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DISubroutineType(types: !214)
!214 = !{!71, !215, null}
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
