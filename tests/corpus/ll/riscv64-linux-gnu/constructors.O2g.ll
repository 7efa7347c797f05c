; ModuleID = 'tests/programs/constructors.c'
source_filename = "tests/programs/constructors.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@init_log = internal unnamed_addr global [8 x i32] zeroinitializer, align 4, !dbg !0
@init_count = internal unnamed_addr global i32 0, align 4, !dbg !26
@table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !29
@.str = private unnamed_addr constant [32 x i8] c"destructor runs, table[9] = %d\0A\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [22 x i8] c"constructors ran: %d\0A\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [16 x i8] c"  order %d: %d\0A\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [20 x i8] c"%s level %d sum %d\0A\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [4 x i8] c"cfg\00", align 1, !dbg !41
@llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @init_late, ptr null }, { i32, ptr, ptr } { i32 101, ptr @init_early, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @init_default, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]
@str = private unnamed_addr constant [9 x i8] c"atexit 1\00", align 1
@str.7 = private unnamed_addr constant [9 x i8] c"atexit 2\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_late() #0 !dbg !73 {
  %1 = load i32, ptr @init_count, align 4, !dbg !76, !tbaa !77
  %2 = add nsw i32 %1, 1, !dbg !76
  store i32 %2, ptr @init_count, align 4, !dbg !76, !tbaa !77
  %3 = sext i32 %1 to i64, !dbg !81
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3, !dbg !81
  store i32 200, ptr %4, align 4, !dbg !82, !tbaa !77
  ret void, !dbg !83
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_early() #1 !dbg !84 {
  %1 = load i32, ptr @init_count, align 4, !dbg !88, !tbaa !77
  %2 = add nsw i32 %1, 1, !dbg !88
  store i32 %2, ptr @init_count, align 4, !dbg !88, !tbaa !77
  %3 = sext i32 %1 to i64, !dbg !89
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3, !dbg !89
  store i32 101, ptr %4, align 4, !dbg !90, !tbaa !77
    #dbg_value(i32 0, !86, !DIExpression(), !91)
  br label %6, !dbg !92

5:                                                ; preds = %6
  ret void, !dbg !93

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %13, %6 ]
    #dbg_value(i64 %7, !86, !DIExpression(), !91)
  %8 = trunc i64 %7 to i32, !dbg !94
  %9 = mul i32 %8, 7, !dbg !94
  %10 = add i32 %9, 3, !dbg !94
  %11 = and i32 %10, 255, !dbg !94
  %12 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %7, !dbg !96
  store i32 %11, ptr %12, align 4, !dbg !97, !tbaa !77
  %13 = add nuw nsw i64 %7, 1, !dbg !98
    #dbg_value(i64 %13, !86, !DIExpression(), !91)
  %14 = icmp eq i64 %13, 256, !dbg !99
  br i1 %14, label %5, label %6, !dbg !92, !llvm.loop !100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_default() #0 !dbg !103 {
  %1 = load i32, ptr @init_count, align 4, !dbg !104, !tbaa !77
  %2 = add nsw i32 %1, 1, !dbg !104
  store i32 %2, ptr @init_count, align 4, !dbg !104, !tbaa !77
  %3 = sext i32 %1 to i64, !dbg !105
  %4 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %3, !dbg !105
  store i32 65535, ptr %4, align 4, !dbg !106, !tbaa !77
  ret void, !dbg !107
}

; Function Attrs: nofree nounwind uwtable
define internal void @fini() #2 !dbg !108 {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 36), align 4, !dbg !109, !tbaa !77
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %1), !dbg !110
  ret void, !dbg !111
}

; Function Attrs: nofree nounwind
declare !dbg !112 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #2 !dbg !117 {
  %1 = tail call signext i32 @atexit(ptr noundef nonnull @bye1) #5, !dbg !126
  %2 = tail call signext i32 @atexit(ptr noundef nonnull @bye2) #5, !dbg !127
  %3 = load i32, ptr @init_count, align 4, !dbg !128, !tbaa !77
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %3), !dbg !129
    #dbg_value(i32 0, !121, !DIExpression(), !130)
  %5 = load i32, ptr @init_count, align 4, !dbg !131, !tbaa !77
  %6 = icmp sgt i32 %5, 0, !dbg !133
  br i1 %6, label %8, label %7, !dbg !134

7:                                                ; preds = %8, %0
  br label %20, !dbg !135

8:                                                ; preds = %0, %8
  %9 = phi i64 [ %14, %8 ], [ 0, %0 ]
    #dbg_value(i64 %9, !121, !DIExpression(), !130)
  %10 = getelementptr inbounds [8 x i32], ptr @init_log, i64 0, i64 %9, !dbg !136
  %11 = load i32, ptr %10, align 4, !dbg !136, !tbaa !77
  %12 = trunc nuw nsw i64 %9 to i32, !dbg !137
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %12, i32 noundef signext %11), !dbg !137
  %14 = add nuw nsw i64 %9, 1, !dbg !138
    #dbg_value(i64 %14, !121, !DIExpression(), !130)
  %15 = load i32, ptr @init_count, align 4, !dbg !131, !tbaa !77
  %16 = sext i32 %15 to i64, !dbg !133
  %17 = icmp slt i64 %14, %16, !dbg !133
  br i1 %17, label %8, label %7, !dbg !134, !llvm.loop !139

18:                                               ; preds = %20
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i32 noundef signext 3, i32 noundef signext %28), !dbg !141
  ret i32 0, !dbg !142

20:                                               ; preds = %7, %20
  %21 = phi i64 [ %29, %20 ], [ 0, %7 ]
  %22 = phi i32 [ %28, %20 ], [ 0, %7 ]
    #dbg_value(i64 %21, !124, !DIExpression(), !143)
    #dbg_value(i32 %22, !123, !DIExpression(), !144)
  %23 = getelementptr inbounds i32, ptr @table, i64 %21, !dbg !145
  %24 = load i32, ptr %23, align 4, !dbg !145, !tbaa !77
  %25 = trunc nuw nsw i64 %21 to i32, !dbg !147
  %26 = and i32 %25, 3, !dbg !147
  %27 = mul nsw i32 %24, %26, !dbg !148
  %28 = add nsw i32 %27, %22, !dbg !149
    #dbg_value(i32 %28, !123, !DIExpression(), !144)
  %29 = add nuw nsw i64 %21, 1, !dbg !150
    #dbg_value(i64 %29, !124, !DIExpression(), !143)
  %30 = icmp eq i64 %29, 256, !dbg !151
  br i1 %30, label %18, label %20, !dbg !135, !llvm.loop !152
}

; Function Attrs: nofree nounwind
declare !dbg !154 signext i32 @atexit(ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal void @bye1() #2 !dbg !159 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !160
  ret void, !dbg !161
}

; Function Attrs: nofree nounwind uwtable
define internal void @bye2() #2 !dbg !162 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7), !dbg !163
  ret void, !dbg !164
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "init_log", scope: !2, file: !3, line: 5, type: !58, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/constructors.c", directory: ".", checksumkind: CSK_MD5, checksum: "422457d0205b84461fa787821e9160d8")
!4 = !{!5, !11, !16, !21, !0, !26, !29, !34, !39, !41, !46}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !{!10}
!10 = !DISubrange(count: 32)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 22)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 16)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 20)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "init_count", scope: !2, file: !3, line: 6, type: !28, isLocal: true, isDefinition: true)
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 7, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 8192, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 256)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 10)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !36, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 4)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "config", scope: !2, file: !3, line: 22, type: !48, isLocal: true, isDefinition: true)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Config", file: !3, line: 21, size: 192, elements: !50)
!50 = !{!51, !54, !55}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !49, file: !3, line: 21, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !49, file: !3, line: 21, baseType: !28, size: 32, offset: 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "tbl", scope: !49, file: !3, line: 21, baseType: !56, size: 64, offset: 128)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 256, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = !{i32 7, !"Dwarf Version", i32 5}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 4}
!64 = !{i32 1, !"target-abi", !"lp64d"}
!65 = !{i32 6, !"riscv-isa", !66}
!66 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 8, !"SmallDataLimit", i32 8}
!71 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "init_late", scope: !3, file: !3, line: 9, type: !74, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!74 = !DISubroutineType(types: !75)
!75 = !{null}
!76 = !DILocation(line: 9, column: 84, scope: !73)
!77 = !{!78, !78, i64 0}
!78 = !{!"int", !79, i64 0}
!79 = !{!"omnipotent char", !80, i64 0}
!80 = !{!"Simple C/C++ TBAA"}
!81 = !DILocation(line: 9, column: 65, scope: !73)
!82 = !DILocation(line: 9, column: 88, scope: !73)
!83 = !DILocation(line: 9, column: 95, scope: !73)
!84 = distinct !DISubprogram(name: "init_early", scope: !3, file: !3, line: 10, type: !74, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!85 = !{!86}
!86 = !DILocalVariable(name: "i", scope: !87, file: !3, line: 12, type: !28)
!87 = distinct !DILexicalBlock(scope: !84, file: !3, line: 12, column: 5)
!88 = !DILocation(line: 11, column: 24, scope: !84)
!89 = !DILocation(line: 11, column: 5, scope: !84)
!90 = !DILocation(line: 11, column: 28, scope: !84)
!91 = !DILocation(line: 0, scope: !87)
!92 = !DILocation(line: 12, column: 5, scope: !87)
!93 = !DILocation(line: 13, column: 1, scope: !84)
!94 = !DILocation(line: 12, column: 58, scope: !95)
!95 = distinct !DILexicalBlock(scope: !87, file: !3, line: 12, column: 5)
!96 = !DILocation(line: 12, column: 35, scope: !95)
!97 = !DILocation(line: 12, column: 44, scope: !95)
!98 = !DILocation(line: 12, column: 31, scope: !95)
!99 = !DILocation(line: 12, column: 23, scope: !95)
!100 = distinct !{!100, !92, !101, !102}
!101 = !DILocation(line: 12, column: 60, scope: !87)
!102 = !{!"llvm.loop.mustprogress"}
!103 = distinct !DISubprogram(name: "init_default", scope: !3, file: !3, line: 14, type: !74, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!104 = !DILocation(line: 14, column: 82, scope: !103)
!105 = !DILocation(line: 14, column: 63, scope: !103)
!106 = !DILocation(line: 14, column: 86, scope: !103)
!107 = !DILocation(line: 14, column: 95, scope: !103)
!108 = distinct !DISubprogram(name: "fini", scope: !3, file: !3, line: 19, type: !74, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!109 = !DILocation(line: 19, column: 97, scope: !108)
!110 = !DILocation(line: 19, column: 54, scope: !108)
!111 = !DILocation(line: 19, column: 108, scope: !108)
!112 = !DISubprogram(name: "printf", scope: !113, file: !113, line: 356, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!114 = !DISubroutineType(types: !115)
!115 = !{!28, !116, null}
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !52)
!117 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !118, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!28}
!120 = !{!121, !123, !124}
!121 = !DILocalVariable(name: "i", scope: !122, file: !3, line: 28, type: !28)
!122 = distinct !DILexicalBlock(scope: !117, file: !3, line: 28, column: 5)
!123 = !DILocalVariable(name: "s", scope: !117, file: !3, line: 29, type: !28)
!124 = !DILocalVariable(name: "i", scope: !125, file: !3, line: 30, type: !28)
!125 = distinct !DILexicalBlock(scope: !117, file: !3, line: 30, column: 5)
!126 = !DILocation(line: 25, column: 5, scope: !117)
!127 = !DILocation(line: 26, column: 5, scope: !117)
!128 = !DILocation(line: 27, column: 38, scope: !117)
!129 = !DILocation(line: 27, column: 5, scope: !117)
!130 = !DILocation(line: 0, scope: !122)
!131 = !DILocation(line: 28, column: 25, scope: !132)
!132 = distinct !DILexicalBlock(scope: !122, file: !3, line: 28, column: 5)
!133 = !DILocation(line: 28, column: 23, scope: !132)
!134 = !DILocation(line: 28, column: 5, scope: !122)
!135 = !DILocation(line: 30, column: 5, scope: !125)
!136 = !DILocation(line: 28, column: 72, scope: !132)
!137 = !DILocation(line: 28, column: 42, scope: !132)
!138 = !DILocation(line: 28, column: 38, scope: !132)
!139 = distinct !{!139, !134, !140, !102}
!140 = !DILocation(line: 28, column: 83, scope: !122)
!141 = !DILocation(line: 31, column: 5, scope: !117)
!142 = !DILocation(line: 32, column: 5, scope: !117)
!143 = !DILocation(line: 0, scope: !125)
!144 = !DILocation(line: 0, scope: !117)
!145 = !DILocation(line: 30, column: 40, scope: !146)
!146 = distinct !DILexicalBlock(scope: !125, file: !3, line: 30, column: 5)
!147 = !DILocation(line: 30, column: 59, scope: !146)
!148 = !DILocation(line: 30, column: 54, scope: !146)
!149 = !DILocation(line: 30, column: 37, scope: !146)
!150 = !DILocation(line: 30, column: 31, scope: !146)
!151 = !DILocation(line: 30, column: 23, scope: !146)
!152 = distinct !{!152, !135, !153, !102}
!153 = !DILocation(line: 30, column: 62, scope: !125)
!154 = !DISubprogram(name: "atexit", scope: !155, file: !155, line: 615, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!156 = !DISubroutineType(types: !157)
!157 = !{!28, !158}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!159 = distinct !DISubprogram(name: "bye1", scope: !3, file: !3, line: 16, type: !74, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!160 = !DILocation(line: 16, column: 26, scope: !159)
!161 = !DILocation(line: 16, column: 48, scope: !159)
!162 = distinct !DISubprogram(name: "bye2", scope: !3, file: !3, line: 17, type: !74, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!163 = !DILocation(line: 17, column: 26, scope: !162)
!164 = !DILocation(line: 17, column: 48, scope: !162)
