; ModuleID = 'tests/programs/nohdr_arith.c'
source_filename = "tests/programs/nohdr_arith.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"lcm(1..40) = %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"gcd = %llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"powmod = %llu %llu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [20 x i8] c"reverse = %d %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [31 x i8] c"palindromes below 100000 = %d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [18 x i8] c"isqrt = %u %u %u\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [16 x i8] c"lcg acc = %lld\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [18 x i8] c"mixed = %d %d %d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [22 x i8] c"i64 = %lld %lld %lld\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [20 x i8] c"unsigned wrap = %u\0A\00", align 1, !dbg !41

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !62 {
    #dbg_value(i64 1, !66, !DIExpression(), !91)
    #dbg_value(i64 1, !69, !DIExpression(), !92)
  br label %1, !dbg !93

1:                                                ; preds = %0, %51
  %2 = phi i64 [ 1, %0 ], [ %53, %51 ]
  %3 = phi i64 [ 1, %0 ], [ %54, %51 ]
    #dbg_value(i64 %2, !66, !DIExpression(), !91)
    #dbg_value(i64 %3, !69, !DIExpression(), !92)
  br label %46, !dbg !94

4:                                                ; preds = %51
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %53), !dbg !110
    #dbg_value(i64 2305843009213693951, !99, !DIExpression(), !111)
    #dbg_value(i64 1152921504606846975, !100, !DIExpression(), !111)
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ %8, %6 ], [ 2305843009213693951, %4 ]
  %8 = phi i64 [ %9, %6 ], [ 1152921504606846975, %4 ]
    #dbg_value(i64 %7, !99, !DIExpression(), !111)
    #dbg_value(i64 %8, !100, !DIExpression(), !111)
  %9 = urem i64 %7, %8, !dbg !113
    #dbg_value(i64 %9, !101, !DIExpression(), !114)
    #dbg_value(i64 %8, !99, !DIExpression(), !111)
    #dbg_value(i64 %9, !100, !DIExpression(), !111)
  %10 = icmp eq i64 %9, 0, !dbg !115
  br i1 %10, label %11, label %6, !dbg !115, !llvm.loop !116

11:                                               ; preds = %6
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %8), !dbg !119
    #dbg_value(i64 2, !120, !DIExpression(), !128)
    #dbg_value(i64 1000000, !125, !DIExpression(), !128)
    #dbg_value(i64 1000000007, !126, !DIExpression(), !128)
    #dbg_value(i64 1, !127, !DIExpression(), !128)
    #dbg_value(i64 poison, !120, !DIExpression(), !128)
  br label %13

13:                                               ; preds = %23, %11
  %14 = phi i64 [ %25, %23 ], [ 2, %11 ]
  %15 = phi i64 [ %24, %23 ], [ 1, %11 ]
  %16 = phi i64 [ %26, %23 ], [ 1000000, %11 ]
  %17 = urem i64 %14, 1000000007, !dbg !128
    #dbg_value(i64 %15, !127, !DIExpression(), !128)
    #dbg_value(i64 %16, !125, !DIExpression(), !128)
  %18 = and i64 %16, 1, !dbg !130
  %19 = icmp eq i64 %18, 0, !dbg !130
  br i1 %19, label %23, label %20, !dbg !133

20:                                               ; preds = %13
  %21 = mul nuw nsw i64 %17, %15, !dbg !134
  %22 = urem i64 %21, 1000000007, !dbg !135
    #dbg_value(i64 %22, !127, !DIExpression(), !128)
  br label %23, !dbg !136

23:                                               ; preds = %20, %13
  %24 = phi i64 [ %22, %20 ], [ %15, %13 ], !dbg !128
    #dbg_value(i64 %24, !127, !DIExpression(), !128)
  %25 = mul nuw nsw i64 %17, %17, !dbg !137
    #dbg_value(i64 poison, !120, !DIExpression(), !128)
  %26 = lshr i64 %16, 1, !dbg !138
    #dbg_value(i64 %26, !125, !DIExpression(), !128)
    #dbg_value(i64 poison, !120, !DIExpression(), !128)
  %27 = icmp ult i64 %16, 2, !dbg !139
  br i1 %27, label %28, label %13, !dbg !139, !llvm.loop !140

28:                                               ; preds = %23, %38
  %29 = phi i64 [ %40, %38 ], [ 12345, %23 ]
  %30 = phi i64 [ %39, %38 ], [ 1, %23 ]
  %31 = phi i64 [ %41, %38 ], [ 6789, %23 ]
  %32 = urem i64 %29, 99991, !dbg !142
    #dbg_value(i64 %30, !127, !DIExpression(), !142)
    #dbg_value(i64 %31, !125, !DIExpression(), !142)
  %33 = and i64 %31, 1, !dbg !144
  %34 = icmp eq i64 %33, 0, !dbg !144
  br i1 %34, label %38, label %35, !dbg !145

35:                                               ; preds = %28
  %36 = mul nuw nsw i64 %32, %30, !dbg !146
  %37 = urem i64 %36, 99991, !dbg !147
    #dbg_value(i64 %37, !127, !DIExpression(), !142)
  br label %38, !dbg !148

38:                                               ; preds = %35, %28
  %39 = phi i64 [ %37, %35 ], [ %30, %28 ], !dbg !142
    #dbg_value(i64 %39, !127, !DIExpression(), !142)
  %40 = mul nuw nsw i64 %32, %32, !dbg !149
    #dbg_value(i64 poison, !120, !DIExpression(), !142)
  %41 = lshr i64 %31, 1, !dbg !150
    #dbg_value(i64 %41, !125, !DIExpression(), !142)
    #dbg_value(i64 poison, !120, !DIExpression(), !142)
  %42 = icmp ult i64 %31, 2, !dbg !151
  br i1 %42, label %43, label %28, !dbg !151, !llvm.loop !152

43:                                               ; preds = %38
  %44 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %24, i64 noundef %39), !dbg !154
  %45 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 987654321, i32 noundef signext -21, i32 noundef signext 7), !dbg !155
    #dbg_value(i32 0, !71, !DIExpression(), !91)
    #dbg_value(i32 1, !72, !DIExpression(), !156)
  br label %56, !dbg !157

46:                                               ; preds = %1, %46
  %47 = phi i64 [ %48, %46 ], [ %2, %1 ]
  %48 = phi i64 [ %49, %46 ], [ %3, %1 ]
    #dbg_value(i64 %47, !99, !DIExpression(), !158)
    #dbg_value(i64 %48, !100, !DIExpression(), !158)
  %49 = urem i64 %47, %48, !dbg !159
    #dbg_value(i64 %49, !101, !DIExpression(), !160)
    #dbg_value(i64 %48, !99, !DIExpression(), !158)
    #dbg_value(i64 %49, !100, !DIExpression(), !158)
  %50 = icmp eq i64 %49, 0, !dbg !94
  br i1 %50, label %51, label %46, !dbg !94, !llvm.loop !161

51:                                               ; preds = %46
  %52 = udiv i64 %2, %48, !dbg !163
  %53 = mul i64 %52, %3, !dbg !164
    #dbg_value(i64 %53, !66, !DIExpression(), !91)
  %54 = add nuw nsw i64 %3, 1, !dbg !165
    #dbg_value(i64 %54, !69, !DIExpression(), !92)
  %55 = icmp eq i64 %54, 41, !dbg !166
  br i1 %55, label %4, label %1, !dbg !93, !llvm.loop !167

56:                                               ; preds = %43, %72
  %57 = phi i32 [ 0, %43 ], [ %75, %72 ]
  %58 = phi i32 [ 1, %43 ], [ %76, %72 ]
    #dbg_value(i32 %57, !71, !DIExpression(), !91)
    #dbg_value(i32 %58, !72, !DIExpression(), !156)
  br label %62, !dbg !169

59:                                               ; preds = %72
  %60 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %75), !dbg !179
  %61 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 9, i32 noundef signext 1000, i32 noundef signext -1), !dbg !180
    #dbg_value(i32 1, !74, !DIExpression(), !91)
    #dbg_value(i64 0, !75, !DIExpression(), !91)
    #dbg_value(i32 0, !76, !DIExpression(), !181)
  br label %83, !dbg !182

62:                                               ; preds = %56, %62
  %63 = phi i32 [ %67, %62 ], [ %58, %56 ]
  %64 = phi i32 [ %70, %62 ], [ 0, %56 ]
    #dbg_value(i32 %63, !174, !DIExpression(), !183)
    #dbg_value(i32 %64, !175, !DIExpression(), !183)
  %65 = mul i32 %64, 10, !dbg !184
  %66 = freeze i32 %63, !dbg !186
  %67 = udiv i32 %66, 10, !dbg !186
  %68 = mul i32 %67, 10, !dbg !187
  %69 = sub i32 %66, %68, !dbg !187
  %70 = add i32 %65, %69, !dbg !188
    #dbg_value(i32 %70, !175, !DIExpression(), !183)
    #dbg_value(i32 %67, !174, !DIExpression(), !183)
  %71 = icmp ult i32 %63, 10, !dbg !169
  br i1 %71, label %72, label %62, !dbg !169, !llvm.loop !189

72:                                               ; preds = %62
  %73 = icmp eq i32 %70, %58, !dbg !191
  %74 = zext i1 %73 to i32, !dbg !191
  %75 = add nuw nsw i32 %57, %74, !dbg !192
    #dbg_value(i32 %75, !71, !DIExpression(), !91)
  %76 = add nuw nsw i32 %58, 1, !dbg !193
    #dbg_value(i32 %76, !72, !DIExpression(), !156)
  %77 = icmp eq i32 %76, 100000, !dbg !194
  br i1 %77, label %59, label %56, !dbg !157, !llvm.loop !195

78:                                               ; preds = %83
  %79 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %102), !dbg !197
    #dbg_value(i16 -300, !81, !DIExpression(), !91)
    #dbg_value(i16 -5536, !83, !DIExpression(), !91)
    #dbg_value(i8 -5, !85, !DIExpression(), !91)
    #dbg_value(i8 -6, !87, !DIExpression(), !91)
  %80 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext -18000000, i32 noundef signext -1250, i32 noundef signext -6), !dbg !198
    #dbg_value(i64 9000000000000000000, !89, !DIExpression(), !91)
  %81 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 1285714285714285714, i64 noundef 2, i64 noundef -8999999937), !dbg !199
    #dbg_value(i32 0, !90, !DIExpression(), !91)
    #dbg_value(i32 -1, !90, !DIExpression(), !91)
  %82 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext -1), !dbg !200
  ret i32 0, !dbg !201

83:                                               ; preds = %59, %83
  %84 = phi i32 [ 1, %59 ], [ %88, %83 ]
  %85 = phi i64 [ 0, %59 ], [ %102, %83 ]
  %86 = phi i32 [ 0, %59 ], [ %103, %83 ]
    #dbg_value(i32 %84, !74, !DIExpression(), !91)
    #dbg_value(i64 %85, !75, !DIExpression(), !91)
    #dbg_value(i32 %86, !76, !DIExpression(), !181)
  %87 = mul i32 %84, 1103515245, !dbg !202
  %88 = add i32 %87, 12345, !dbg !203
    #dbg_value(i32 %88, !74, !DIExpression(), !91)
  %89 = lshr i32 %88, 16, !dbg !204
  %90 = and i32 %89, 32767, !dbg !205
    #dbg_value(i32 %90, !78, !DIExpression(), !206)
  %91 = and i32 %86, 1, !dbg !207
  %92 = icmp eq i32 %91, 0, !dbg !207
  %93 = sub nsw i32 0, %90, !dbg !208
  %94 = select i1 %92, i32 %93, i32 %90, !dbg !208
  %95 = sext i32 %94 to i64, !dbg !208
  %96 = add nsw i64 %85, %95, !dbg !209
    #dbg_value(i64 %96, !75, !DIExpression(), !91)
  %97 = zext nneg i32 %90 to i64, !dbg !210
  %98 = trunc nuw i32 %86 to i16, !dbg !211
  %99 = urem i16 %98, 20, !dbg !211
  %100 = zext nneg i16 %99 to i64, !dbg !212
  %101 = shl nuw nsw i64 %97, %100, !dbg !212
  %102 = xor i64 %96, %101, !dbg !213
    #dbg_value(i64 %102, !75, !DIExpression(), !91)
  %103 = add nuw nsw i32 %86, 1, !dbg !214
    #dbg_value(i32 %103, !76, !DIExpression(), !181)
  %104 = icmp eq i32 %103, 10000, !dbg !215
  br i1 %104, label %78, label %83, !dbg !182, !llvm.loop !216
}

; Function Attrs: nofree nounwind
declare !dbg !218 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!43}
!llvm.module.flags = !{!50, !51, !52, !53, !54, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "e6cc095484d683b349875c34b13535b3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 31)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 18)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 16)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !26, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 22)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !14, isLocal: true, isDefinition: true)
!43 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !44, globals: !49, splitDebugInlining: false, nameTableKind: None)
!44 = !{!45, !46, !48}
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "i64", file: !2, line: 6, baseType: !47)
!47 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !{!0, !7, !12, !17, !19, !24, !29, !34, !36, !41}
!50 = !{i32 7, !"Dwarf Version", i32 5}
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 1, !"wchar_size", i32 4}
!53 = !{i32 1, !"target-abi", !"lp64d"}
!54 = !{i32 6, !"riscv-isa", !55}
!55 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 8, !"SmallDataLimit", i32 8}
!60 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!61 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!62 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !63, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!45}
!65 = !{!66, !69, !71, !72, !74, !75, !76, !78, !81, !83, !85, !87, !89, !90}
!66 = !DILocalVariable(name: "l", scope: !62, file: !2, line: 34, type: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !2, line: 5, baseType: !68)
!68 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 35, type: !67)
!70 = distinct !DILexicalBlock(scope: !62, file: !2, line: 35, column: 5)
!71 = !DILocalVariable(name: "pal", scope: !62, file: !2, line: 40, type: !45)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 41, type: !48)
!73 = distinct !DILexicalBlock(scope: !62, file: !2, line: 41, column: 5)
!74 = !DILocalVariable(name: "s", scope: !62, file: !2, line: 44, type: !48)
!75 = !DILocalVariable(name: "acc", scope: !62, file: !2, line: 45, type: !46)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 46, type: !45)
!77 = distinct !DILexicalBlock(scope: !62, file: !2, line: 46, column: 5)
!78 = !DILocalVariable(name: "v", scope: !79, file: !2, line: 48, type: !45)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 46, column: 37)
!80 = distinct !DILexicalBlock(scope: !77, file: !2, line: 46, column: 5)
!81 = !DILocalVariable(name: "sh", scope: !62, file: !2, line: 53, type: !82)
!82 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!83 = !DILocalVariable(name: "us", scope: !62, file: !2, line: 53, type: !84)
!84 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!85 = !DILocalVariable(name: "sc", scope: !62, file: !2, line: 53, type: !86)
!86 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!87 = !DILocalVariable(name: "uc", scope: !62, file: !2, line: 53, type: !88)
!88 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!89 = !DILocalVariable(name: "big", scope: !62, file: !2, line: 55, type: !46)
!90 = !DILocalVariable(name: "wrap", scope: !62, file: !2, line: 57, type: !48)
!91 = !DILocation(line: 0, scope: !62)
!92 = !DILocation(line: 0, scope: !70)
!93 = !DILocation(line: 35, column: 5, scope: !70)
!94 = !DILocation(line: 8, column: 32, scope: !95, inlinedAt: !103)
!95 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 8, type: !96, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!67, !67, !67}
!98 = !{!99, !100, !101}
!99 = !DILocalVariable(name: "a", arg: 1, scope: !95, file: !2, line: 8, type: !67)
!100 = !DILocalVariable(name: "b", arg: 2, scope: !95, file: !2, line: 8, type: !67)
!101 = !DILocalVariable(name: "t", scope: !102, file: !2, line: 8, type: !67)
!102 = distinct !DILexicalBlock(scope: !95, file: !2, line: 8, column: 42)
!103 = distinct !DILocation(line: 9, column: 43, scope: !104, inlinedAt: !108)
!104 = distinct !DISubprogram(name: "lcm", scope: !2, file: !2, line: 9, type: !96, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !105)
!105 = !{!106, !107}
!106 = !DILocalVariable(name: "a", arg: 1, scope: !104, file: !2, line: 9, type: !67)
!107 = !DILocalVariable(name: "b", arg: 2, scope: !104, file: !2, line: 9, type: !67)
!108 = distinct !DILocation(line: 35, column: 39, scope: !109)
!109 = distinct !DILexicalBlock(scope: !70, file: !2, line: 35, column: 5)
!110 = !DILocation(line: 36, column: 5, scope: !62)
!111 = !DILocation(line: 0, scope: !95, inlinedAt: !112)
!112 = distinct !DILocation(line: 37, column: 28, scope: !62)
!113 = !DILocation(line: 8, column: 54, scope: !102, inlinedAt: !112)
!114 = !DILocation(line: 0, scope: !102, inlinedAt: !112)
!115 = !DILocation(line: 8, column: 32, scope: !95, inlinedAt: !112)
!116 = distinct !{!116, !115, !117, !118}
!117 = !DILocation(line: 8, column: 73, scope: !95, inlinedAt: !112)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 37, column: 5, scope: !62)
!120 = !DILocalVariable(name: "b", arg: 1, scope: !121, file: !2, line: 10, type: !67)
!121 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 10, type: !122, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!67, !67, !67, !67}
!124 = !{!120, !125, !126, !127}
!125 = !DILocalVariable(name: "e", arg: 2, scope: !121, file: !2, line: 10, type: !67)
!126 = !DILocalVariable(name: "m", arg: 3, scope: !121, file: !2, line: 10, type: !67)
!127 = !DILocalVariable(name: "r", scope: !121, file: !2, line: 11, type: !67)
!128 = !DILocation(line: 0, scope: !121, inlinedAt: !129)
!129 = distinct !DILocation(line: 38, column: 36, scope: !62)
!130 = !DILocation(line: 13, column: 23, scope: !131, inlinedAt: !129)
!131 = distinct !DILexicalBlock(scope: !132, file: !2, line: 13, column: 21)
!132 = distinct !DILexicalBlock(scope: !121, file: !2, line: 13, column: 15)
!133 = !DILocation(line: 13, column: 21, scope: !132, inlinedAt: !129)
!134 = !DILocation(line: 13, column: 34, scope: !131, inlinedAt: !129)
!135 = !DILocation(line: 13, column: 38, scope: !131, inlinedAt: !129)
!136 = !DILocation(line: 13, column: 28, scope: !131, inlinedAt: !129)
!137 = !DILocation(line: 13, column: 49, scope: !132, inlinedAt: !129)
!138 = !DILocation(line: 13, column: 60, scope: !132, inlinedAt: !129)
!139 = !DILocation(line: 13, column: 5, scope: !121, inlinedAt: !129)
!140 = distinct !{!140, !139, !141, !118}
!141 = !DILocation(line: 13, column: 67, scope: !121, inlinedAt: !129)
!142 = !DILocation(line: 0, scope: !121, inlinedAt: !143)
!143 = distinct !DILocation(line: 38, column: 68, scope: !62)
!144 = !DILocation(line: 13, column: 23, scope: !131, inlinedAt: !143)
!145 = !DILocation(line: 13, column: 21, scope: !132, inlinedAt: !143)
!146 = !DILocation(line: 13, column: 34, scope: !131, inlinedAt: !143)
!147 = !DILocation(line: 13, column: 38, scope: !131, inlinedAt: !143)
!148 = !DILocation(line: 13, column: 28, scope: !131, inlinedAt: !143)
!149 = !DILocation(line: 13, column: 49, scope: !132, inlinedAt: !143)
!150 = !DILocation(line: 13, column: 60, scope: !132, inlinedAt: !143)
!151 = !DILocation(line: 13, column: 5, scope: !121, inlinedAt: !143)
!152 = distinct !{!152, !151, !153, !118}
!153 = !DILocation(line: 13, column: 67, scope: !121, inlinedAt: !143)
!154 = !DILocation(line: 38, column: 5, scope: !62)
!155 = !DILocation(line: 39, column: 5, scope: !62)
!156 = !DILocation(line: 0, scope: !73)
!157 = !DILocation(line: 41, column: 5, scope: !73)
!158 = !DILocation(line: 0, scope: !95, inlinedAt: !103)
!159 = !DILocation(line: 8, column: 54, scope: !102, inlinedAt: !103)
!160 = !DILocation(line: 0, scope: !102, inlinedAt: !103)
!161 = distinct !{!161, !94, !162, !118}
!162 = !DILocation(line: 8, column: 73, scope: !95, inlinedAt: !103)
!163 = !DILocation(line: 9, column: 41, scope: !104, inlinedAt: !108)
!164 = !DILocation(line: 9, column: 53, scope: !104, inlinedAt: !108)
!165 = !DILocation(line: 35, column: 31, scope: !109)
!166 = !DILocation(line: 35, column: 23, scope: !109)
!167 = distinct !{!167, !93, !168, !118}
!168 = !DILocation(line: 35, column: 47, scope: !70)
!169 = !DILocation(line: 24, column: 5, scope: !170, inlinedAt: !177)
!170 = distinct !DISubprogram(name: "is_palindrome", scope: !2, file: !2, line: 22, type: !171, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !173)
!171 = !DISubroutineType(types: !172)
!172 = !{!45, !48}
!173 = !{!174, !175, !176}
!174 = !DILocalVariable(name: "x", arg: 1, scope: !170, file: !2, line: 22, type: !48)
!175 = !DILocalVariable(name: "r", scope: !170, file: !2, line: 23, type: !48)
!176 = !DILocalVariable(name: "o", scope: !170, file: !2, line: 23, type: !48)
!177 = distinct !DILocation(line: 41, column: 50, scope: !178)
!178 = distinct !DILexicalBlock(scope: !73, file: !2, line: 41, column: 5)
!179 = !DILocation(line: 42, column: 5, scope: !62)
!180 = !DILocation(line: 43, column: 5, scope: !62)
!181 = !DILocation(line: 0, scope: !77)
!182 = !DILocation(line: 46, column: 5, scope: !77)
!183 = !DILocation(line: 0, scope: !170, inlinedAt: !177)
!184 = !DILocation(line: 24, column: 23, scope: !185, inlinedAt: !177)
!185 = distinct !DILexicalBlock(scope: !170, file: !2, line: 24, column: 15)
!186 = !DILocation(line: 24, column: 40, scope: !185, inlinedAt: !177)
!187 = !DILocation(line: 24, column: 32, scope: !185, inlinedAt: !177)
!188 = !DILocation(line: 24, column: 28, scope: !185, inlinedAt: !177)
!189 = distinct !{!189, !169, !190, !118}
!190 = !DILocation(line: 24, column: 47, scope: !170, inlinedAt: !177)
!191 = !DILocation(line: 25, column: 14, scope: !170, inlinedAt: !177)
!192 = !DILocation(line: 41, column: 47, scope: !178)
!193 = !DILocation(line: 41, column: 39, scope: !178)
!194 = !DILocation(line: 41, column: 28, scope: !178)
!195 = distinct !{!195, !157, !196, !118}
!196 = !DILocation(line: 41, column: 65, scope: !73)
!197 = !DILocation(line: 52, column: 5, scope: !62)
!198 = !DILocation(line: 54, column: 5, scope: !62)
!199 = !DILocation(line: 56, column: 5, scope: !62)
!200 = !DILocation(line: 59, column: 5, scope: !62)
!201 = !DILocation(line: 60, column: 5, scope: !62)
!202 = !DILocation(line: 47, column: 15, scope: !79)
!203 = !DILocation(line: 47, column: 29, scope: !79)
!204 = !DILocation(line: 48, column: 25, scope: !79)
!205 = !DILocation(line: 48, column: 32, scope: !79)
!206 = !DILocation(line: 0, scope: !79)
!207 = !DILocation(line: 49, column: 19, scope: !79)
!208 = !DILocation(line: 49, column: 16, scope: !79)
!209 = !DILocation(line: 49, column: 13, scope: !79)
!210 = !DILocation(line: 50, column: 16, scope: !79)
!211 = !DILocation(line: 50, column: 29, scope: !79)
!212 = !DILocation(line: 50, column: 23, scope: !79)
!213 = !DILocation(line: 50, column: 13, scope: !79)
!214 = !DILocation(line: 46, column: 33, scope: !80)
!215 = !DILocation(line: 46, column: 23, scope: !80)
!216 = distinct !{!216, !182, !217, !118}
!217 = !DILocation(line: 51, column: 5, scope: !77)
!218 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DISubroutineType(types: !220)
!220 = !{!45, !221, null}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
