; ModuleID = 'tests/programs/switch_sparse.c'
source_filename = "tests/programs/switch_sparse.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.probes = private unnamed_addr constant [15 x i32] [i32 -1000000, i32 -77, i32 3, i32 4, i32 100, i32 1023, i32 1024, i32 4096, i32 65535, i32 65536, i32 100000, i32 123456789, i32 2147483647, i32 -2147483648, i32 0], align 4
@.str = private unnamed_addr constant [17 x i8] c"sparse(%d) = %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"acc = %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"status %lld: %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [44 x i8] c"Hello World, an Example sentence Of vowels!\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [18 x i8] c"vowel score = %d\0A\00", align 1, !dbg !19
@__const.main.xs = private unnamed_addr constant [12 x i32] [i32 0, i32 1, i32 4, i32 5, i32 999, i32 1000, i32 1002, i32 1003, i32 -559038737, i32 50000, i32 499, i32 501], align 4
@.str.5 = private unnamed_addr constant [12 x i8] c"mixed = %u\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [8 x i8] c"Created\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [11 x i8] c"No Content\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [6 x i8] c"Moved\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [10 x i8] c"Not Found\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [13 x i8] c"Server Error\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [5 x i8] c"Huge\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [14 x i8] c"Negative huge\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [8 x i8] c"Unknown\00", align 1, !dbg !66

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !84 {
    #dbg_assign(i1 undef, !89, !DIExpression(), !117, ptr @__const.main.probes, !DIExpression(), !118)
    #dbg_assign(i1 undef, !99, !DIExpression(), !119, ptr poison, !DIExpression(), !118)
    #dbg_assign(i1 undef, !113, !DIExpression(), !120, ptr @__const.main.xs, !DIExpression(), !118)
    #dbg_assign(i1 undef, !89, !DIExpression(), !121, ptr @__const.main.probes, !DIExpression(), !118)
    #dbg_value(i32 0, !93, !DIExpression(), !118)
    #dbg_value(i32 0, !94, !DIExpression(), !122)
  br label %1, !dbg !123

1:                                                ; preds = %0, %16
  %2 = phi i64 [ 0, %0 ], [ %21, %16 ]
  %3 = phi i32 [ 0, %0 ], [ %20, %16 ]
    #dbg_value(i32 %3, !93, !DIExpression(), !118)
    #dbg_value(i64 %2, !94, !DIExpression(), !122)
  %4 = getelementptr inbounds [15 x i32], ptr @__const.main.probes, i64 0, i64 %2, !dbg !124
  %5 = load i32, ptr %4, align 4, !dbg !124, !tbaa !125
    #dbg_value(i32 %5, !129, !DIExpression(), !134)
  switch i32 %5, label %15 [
    i32 -1000000, label %16
    i32 -77, label %6
    i32 3, label %7
    i32 100, label %8
    i32 1024, label %9
    i32 4096, label %10
    i32 65535, label %11
    i32 100000, label %12
    i32 123456789, label %13
    i32 2147483647, label %14
  ], !dbg !136

6:                                                ; preds = %1
  br label %16, !dbg !137

7:                                                ; preds = %1
  br label %16, !dbg !139

8:                                                ; preds = %1
  br label %16, !dbg !140

9:                                                ; preds = %1
  br label %16, !dbg !141

10:                                               ; preds = %1
  br label %16, !dbg !142

11:                                               ; preds = %1
  br label %16, !dbg !143

12:                                               ; preds = %1
  br label %16, !dbg !144

13:                                               ; preds = %1
  br label %16, !dbg !145

14:                                               ; preds = %1
  br label %16, !dbg !146

15:                                               ; preds = %1
  br label %16, !dbg !147

16:                                               ; preds = %1, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15
  %17 = phi i32 [ 0, %15 ], [ 10, %14 ], [ 9, %13 ], [ 8, %12 ], [ 7, %11 ], [ 6, %10 ], [ 5, %9 ], [ 4, %8 ], [ 3, %7 ], [ 2, %6 ], [ 1, %1 ], !dbg !148
    #dbg_value(i32 %17, !96, !DIExpression(), !149)
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %5, i32 noundef signext %17), !dbg !150
  %19 = mul i32 %3, 11, !dbg !151
  %20 = add i32 %17, %19, !dbg !152
    #dbg_value(i32 %20, !93, !DIExpression(), !118)
  %21 = add nuw nsw i64 %2, 1, !dbg !153
    #dbg_value(i64 %21, !94, !DIExpression(), !122)
  %22 = icmp eq i64 %21, 15, !dbg !154
  br i1 %22, label %23, label %1, !dbg !123, !llvm.loop !155

23:                                               ; preds = %16
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %20), !dbg !158
    #dbg_assign(i1 undef, !99, !DIExpression(), !159, ptr poison, !DIExpression(), !118)
    #dbg_value(i64 0, !104, !DIExpression(), !160)
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 200, ptr noundef nonnull @.str.6), !dbg !161
    #dbg_value(i64 1, !104, !DIExpression(), !160)
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 204, ptr noundef nonnull @.str.8), !dbg !161
    #dbg_value(i64 2, !104, !DIExpression(), !160)
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 404, ptr noundef nonnull @.str.10), !dbg !161
    #dbg_value(i64 3, !104, !DIExpression(), !160)
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 500, ptr noundef nonnull @.str.11), !dbg !161
    #dbg_value(i64 4, !104, !DIExpression(), !160)
  %29 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 302, ptr noundef nonnull @.str.14), !dbg !161
    #dbg_value(i64 5, !104, !DIExpression(), !160)
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 4294967296, ptr noundef nonnull @.str.12), !dbg !161
    #dbg_value(i64 6, !104, !DIExpression(), !160)
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef -5000000000, ptr noundef nonnull @.str.13), !dbg !161
    #dbg_value(i64 7, !104, !DIExpression(), !160)
  %32 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 201, ptr noundef nonnull @.str.7), !dbg !161
    #dbg_value(i64 8, !104, !DIExpression(), !160)
  %33 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 301, ptr noundef nonnull @.str.9), !dbg !161
    #dbg_value(i64 9, !104, !DIExpression(), !160)
  br label %34, !dbg !163

34:                                               ; preds = %23, %47
  %35 = phi i32 [ %49, %47 ], [ 0, %23 ], !dbg !118
  %36 = phi ptr [ %50, %47 ], [ @.str.3, %23 ], !dbg !164
    #dbg_value(ptr %36, !110, !DIExpression(), !165)
    #dbg_value(i32 %35, !109, !DIExpression(), !118)
  %37 = load i8, ptr %36, align 1, !dbg !166, !tbaa !168
  switch i8 %37, label %46 [
    i8 0, label %38
    i8 97, label %47
    i8 65, label %47
    i8 101, label %40
    i8 69, label %40
    i8 105, label %41
    i8 73, label %41
    i8 111, label %42
    i8 79, label %42
    i8 117, label %43
    i8 85, label %43
    i8 32, label %44
    i8 33, label %45
  ], !dbg !163

38:                                               ; preds = %34
  %39 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %35), !dbg !169
    #dbg_value(i32 0, !112, !DIExpression(), !118)
    #dbg_assign(i1 undef, !113, !DIExpression(), !170, ptr @__const.main.xs, !DIExpression(), !118)
    #dbg_value(i32 0, !115, !DIExpression(), !171)
  br label %53, !dbg !172

40:                                               ; preds = %34, %34
  br label %47, !dbg !173

41:                                               ; preds = %34, %34
  br label %47, !dbg !181

42:                                               ; preds = %34, %34
  br label %47, !dbg !182

43:                                               ; preds = %34, %34
  br label %47, !dbg !183

44:                                               ; preds = %34
  br label %47, !dbg !184

45:                                               ; preds = %34
  br label %47, !dbg !185

46:                                               ; preds = %34
  br label %47, !dbg !186

47:                                               ; preds = %34, %34, %40, %41, %42, %43, %44, %45, %46
  %48 = phi i32 [ -1, %46 ], [ 10, %45 ], [ 0, %44 ], [ 5, %43 ], [ 4, %42 ], [ 3, %41 ], [ 2, %40 ], [ 1, %34 ], [ 1, %34 ], !dbg !187
  %49 = add nsw i32 %48, %35, !dbg !188
    #dbg_value(i32 %49, !109, !DIExpression(), !118)
  %50 = getelementptr inbounds i8, ptr %36, i64 1, !dbg !189
    #dbg_value(ptr %50, !110, !DIExpression(), !165)
  br label %34, !dbg !190, !llvm.loop !191

51:                                               ; preds = %70
  %52 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %72), !dbg !193
  ret i32 0, !dbg !194

53:                                               ; preds = %38, %70
  %54 = phi i64 [ 0, %38 ], [ %73, %70 ]
  %55 = phi i32 [ 0, %38 ], [ %72, %70 ]
    #dbg_value(i64 %54, !115, !DIExpression(), !171)
    #dbg_value(i32 %55, !112, !DIExpression(), !118)
  %56 = mul i32 %55, 7, !dbg !195
  %57 = getelementptr inbounds [12 x i32], ptr @__const.main.xs, i64 0, i64 %54, !dbg !197
  %58 = load i32, ptr %57, align 4, !dbg !197, !tbaa !125
    #dbg_value(i32 %58, !198, !DIExpression(), !203)
  switch i32 %58, label %64 [
    i32 1, label %59
    i32 2, label %59
    i32 3, label %59
    i32 4, label %59
    i32 1000, label %61
    i32 1001, label %61
    i32 1002, label %61
    i32 -559038737, label %70
    i32 50000, label %63
  ], !dbg !205

59:                                               ; preds = %53, %53, %53, %53
  %60 = mul nuw nsw i32 %58, 10, !dbg !206
  br label %70, !dbg !208

61:                                               ; preds = %53, %53, %53
  %62 = add nuw nsw i32 %58, 7, !dbg !209
  br label %70, !dbg !210

63:                                               ; preds = %53
  br label %70, !dbg !211

64:                                               ; preds = %53
  %65 = lshr i64 3056, %54, !dbg !212
  %66 = and i64 %65, 1, !dbg !212
  %67 = icmp eq i64 %66, 0, !dbg !212
  br i1 %67, label %70, label %68, !dbg !214

68:                                               ; preds = %64
  %69 = udiv i32 %58, 3, !dbg !215
  br label %70, !dbg !216

70:                                               ; preds = %53, %59, %61, %63, %64, %68
  %71 = phi i32 [ %69, %68 ], [ 5, %63 ], [ %62, %61 ], [ %60, %59 ], [ 42, %53 ], [ %58, %64 ], !dbg !217
  %72 = add i32 %71, %56, !dbg !218
    #dbg_value(i32 %72, !112, !DIExpression(), !118)
  %73 = add nuw nsw i64 %54, 1, !dbg !219
    #dbg_value(i64 %73, !115, !DIExpression(), !171)
  %74 = icmp eq i64 %73, 12, !dbg !220
  br i1 %74, label %51, label %53, !dbg !172, !llvm.loop !221
}

; Function Attrs: nofree nounwind
declare !dbg !223 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!68}
!llvm.module.flags = !{!72, !73, !74, !75, !76, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/switch_sparse.c", directory: ".", checksumkind: CSK_MD5, checksum: "3804ac26d15240d413ca5ad0dee0a760")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 44)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 18)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 12)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 3)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 8)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 11)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 6)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 13)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 5)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 14)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !36, isLocal: true, isDefinition: true)
!68 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !69, globals: !71, splitDebugInlining: false, nameTableKind: None)
!69 = !{!70}
!70 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!71 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39, !44, !49, !51, !56, !61, !66}
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 1, !"target-abi", !"lp64d"}
!76 = !{i32 6, !"riscv-isa", !77}
!77 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 8, !"SmallDataLimit", i32 8}
!82 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!83 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!84 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 59, type: !85, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !88)
!85 = !DISubroutineType(types: !86)
!86 = !{!87}
!87 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!88 = !{!89, !93, !94, !96, !99, !104, !106, !109, !110, !112, !113, !115}
!89 = !DILocalVariable(name: "probes", scope: !84, file: !2, line: 60, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 480, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 15)
!93 = !DILocalVariable(name: "acc", scope: !84, file: !2, line: 62, type: !70)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 63, type: !70)
!95 = distinct !DILexicalBlock(scope: !84, file: !2, line: 63, column: 5)
!96 = !DILocalVariable(name: "r", scope: !97, file: !2, line: 64, type: !87)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 63, column: 69)
!98 = distinct !DILexicalBlock(scope: !95, file: !2, line: 63, column: 5)
!99 = !DILocalVariable(name: "codes", scope: !84, file: !2, line: 69, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 576, elements: !102)
!101 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!102 = !{!103}
!103 = !DISubrange(count: 9)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 70, type: !70)
!105 = distinct !DILexicalBlock(scope: !84, file: !2, line: 70, column: 5)
!106 = !DILocalVariable(name: "text", scope: !84, file: !2, line: 72, type: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!109 = !DILocalVariable(name: "score", scope: !84, file: !2, line: 73, type: !87)
!110 = !DILocalVariable(name: "p", scope: !111, file: !2, line: 74, type: !107)
!111 = distinct !DILexicalBlock(scope: !84, file: !2, line: 74, column: 5)
!112 = !DILocalVariable(name: "m", scope: !84, file: !2, line: 76, type: !70)
!113 = !DILocalVariable(name: "xs", scope: !84, file: !2, line: 77, type: !114)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 384, elements: !27)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 78, type: !70)
!116 = distinct !DILexicalBlock(scope: !84, file: !2, line: 78, column: 5)
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 0, scope: !84)
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 0, scope: !95)
!123 = !DILocation(line: 63, column: 5, scope: !95)
!124 = !DILocation(line: 64, column: 24, scope: !97)
!125 = !{!126, !126, i64 0}
!126 = !{!"int", !127, i64 0}
!127 = !{!"omnipotent char", !128, i64 0}
!128 = !{!"Simple C/C++ TBAA"}
!129 = !DILocalVariable(name: "x", arg: 1, scope: !130, file: !2, line: 4, type: !87)
!130 = distinct !DISubprogram(name: "sparse", scope: !2, file: !2, line: 4, type: !131, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!87, !87}
!133 = !{!129}
!134 = !DILocation(line: 0, scope: !130, inlinedAt: !135)
!135 = distinct !DILocation(line: 64, column: 17, scope: !97)
!136 = !DILocation(line: 5, column: 5, scope: !130, inlinedAt: !135)
!137 = !DILocation(line: 7, column: 15, scope: !138, inlinedAt: !135)
!138 = distinct !DILexicalBlock(scope: !130, file: !2, line: 5, column: 16)
!139 = !DILocation(line: 8, column: 13, scope: !138, inlinedAt: !135)
!140 = !DILocation(line: 9, column: 15, scope: !138, inlinedAt: !135)
!141 = !DILocation(line: 10, column: 16, scope: !138, inlinedAt: !135)
!142 = !DILocation(line: 11, column: 16, scope: !138, inlinedAt: !135)
!143 = !DILocation(line: 12, column: 17, scope: !138, inlinedAt: !135)
!144 = !DILocation(line: 13, column: 18, scope: !138, inlinedAt: !135)
!145 = !DILocation(line: 14, column: 21, scope: !138, inlinedAt: !135)
!146 = !DILocation(line: 15, column: 22, scope: !138, inlinedAt: !135)
!147 = !DILocation(line: 16, column: 14, scope: !138, inlinedAt: !135)
!148 = !DILocation(line: 0, scope: !138, inlinedAt: !135)
!149 = !DILocation(line: 0, scope: !97)
!150 = !DILocation(line: 65, column: 9, scope: !97)
!151 = !DILocation(line: 66, column: 19, scope: !97)
!152 = !DILocation(line: 66, column: 24, scope: !97)
!153 = !DILocation(line: 63, column: 65, scope: !98)
!154 = !DILocation(line: 63, column: 28, scope: !98)
!155 = distinct !{!155, !123, !156, !157}
!156 = !DILocation(line: 67, column: 5, scope: !95)
!157 = !{!"llvm.loop.mustprogress"}
!158 = !DILocation(line: 68, column: 5, scope: !84)
!159 = distinct !DIAssignID()
!160 = !DILocation(line: 0, scope: !105)
!161 = !DILocation(line: 71, column: 9, scope: !162)
!162 = distinct !DILexicalBlock(scope: !105, file: !2, line: 70, column: 5)
!163 = !DILocation(line: 74, column: 5, scope: !111)
!164 = !DILocation(line: 74, scope: !111)
!165 = !DILocation(line: 0, scope: !111)
!166 = !DILocation(line: 74, column: 32, scope: !167)
!167 = distinct !DILexicalBlock(scope: !111, file: !2, line: 74, column: 5)
!168 = !{!127, !127, i64 0}
!169 = !DILocation(line: 75, column: 5, scope: !84)
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 0, scope: !116)
!172 = !DILocation(line: 78, column: 5, scope: !116)
!173 = !DILocation(line: 37, column: 25, scope: !174, inlinedAt: !180)
!174 = distinct !DILexicalBlock(scope: !175, file: !2, line: 35, column: 16)
!175 = distinct !DISubprogram(name: "vowel_score", scope: !2, file: !2, line: 34, type: !176, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{!87, !4}
!178 = !{!179}
!179 = !DILocalVariable(name: "c", arg: 1, scope: !175, file: !2, line: 34, type: !4)
!180 = distinct !DILocation(line: 74, column: 50, scope: !167)
!181 = !DILocation(line: 38, column: 25, scope: !174, inlinedAt: !180)
!182 = !DILocation(line: 39, column: 25, scope: !174, inlinedAt: !180)
!183 = !DILocation(line: 40, column: 25, scope: !174, inlinedAt: !180)
!184 = !DILocation(line: 41, column: 15, scope: !174, inlinedAt: !180)
!185 = !DILocation(line: 42, column: 15, scope: !174, inlinedAt: !180)
!186 = !DILocation(line: 43, column: 14, scope: !174, inlinedAt: !180)
!187 = !DILocation(line: 0, scope: !174, inlinedAt: !180)
!188 = !DILocation(line: 74, column: 47, scope: !167)
!189 = !DILocation(line: 74, column: 37, scope: !167)
!190 = !DILocation(line: 74, column: 5, scope: !167)
!191 = distinct !{!191, !163, !192, !157}
!192 = !DILocation(line: 74, column: 64, scope: !111)
!193 = !DILocation(line: 79, column: 5, scope: !84)
!194 = !DILocation(line: 80, column: 5, scope: !84)
!195 = !DILocation(line: 78, column: 45, scope: !196)
!196 = distinct !DILexicalBlock(scope: !116, file: !2, line: 78, column: 5)
!197 = !DILocation(line: 78, column: 64, scope: !196)
!198 = !DILocalVariable(name: "x", arg: 1, scope: !199, file: !2, line: 47, type: !70)
!199 = distinct !DISubprogram(name: "mixed_switch", scope: !2, file: !2, line: 47, type: !200, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !202)
!200 = !DISubroutineType(types: !201)
!201 = !{!70, !70}
!202 = !{!198}
!203 = !DILocation(line: 0, scope: !199, inlinedAt: !204)
!204 = distinct !DILocation(line: 78, column: 51, scope: !196)
!205 = !DILocation(line: 48, column: 5, scope: !199, inlinedAt: !204)
!206 = !DILocation(line: 49, column: 46, scope: !207, inlinedAt: !204)
!207 = distinct !DILexicalBlock(scope: !199, file: !2, line: 48, column: 16)
!208 = !DILocation(line: 49, column: 37, scope: !207, inlinedAt: !204)
!209 = !DILocation(line: 50, column: 47, scope: !207, inlinedAt: !204)
!210 = !DILocation(line: 50, column: 38, scope: !207, inlinedAt: !204)
!211 = !DILocation(line: 52, column: 17, scope: !207, inlinedAt: !204)
!212 = !DILocation(line: 54, column: 15, scope: !213, inlinedAt: !204)
!213 = distinct !DILexicalBlock(scope: !207, file: !2, line: 54, column: 13)
!214 = !DILocation(line: 54, column: 13, scope: !207, inlinedAt: !204)
!215 = !DILocation(line: 54, column: 31, scope: !213, inlinedAt: !204)
!216 = !DILocation(line: 54, column: 22, scope: !213, inlinedAt: !204)
!217 = !DILocation(line: 0, scope: !207, inlinedAt: !204)
!218 = !DILocation(line: 78, column: 49, scope: !196)
!219 = !DILocation(line: 78, column: 35, scope: !196)
!220 = !DILocation(line: 78, column: 28, scope: !196)
!221 = distinct !{!221, !172, !222, !157}
!222 = !DILocation(line: 78, column: 69, scope: !116)
!223 = !DISubprogram(name: "printf", scope: !224, file: !224, line: 356, type: !225, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!225 = !DISubroutineType(types: !226)
!226 = !{!87, !227, null}
!227 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !107)
