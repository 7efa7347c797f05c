; ModuleID = 'tests/programs/overflow.c'
source_filename = "tests/programs/overflow.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"add: %d \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"r=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"sub: %d \00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c"%d r=%d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [12 x i8] c"mul ll: %d \00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [12 x i8] c"%d ll=%lld\0A\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [10 x i8] c"uadd: %d \00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [10 x i8] c"usub: %d \00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [6 x i8] c"u=%u\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [8 x i8] c"u8: %d \00", align 1, !dbg !37
@.str.11 = private unnamed_addr constant [10 x i8] c"%d b8=%u \00", align 1, !dbg !42
@.str.12 = private unnamed_addr constant [12 x i8] c"s8 mul: %d \00", align 1, !dbg !44
@.str.13 = private unnamed_addr constant [13 x i8] c"s16 sub: %d\0A\00", align 1, !dbg !46
@.str.14 = private unnamed_addr constant [11 x i8] c"mixed: %d \00", align 1, !dbg !51
@.str.15 = private unnamed_addr constant [9 x i8] c"ll=%lld \00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [11 x i8] c"typed: %d \00", align 1, !dbg !60
@.str.18 = private unnamed_addr constant [15 x i8] c"sat: %d %d %d\0A\00", align 1, !dbg !62
@.str.19 = private unnamed_addr constant [19 x i8] c"satmul: %llu %llu\0A\00", align 1, !dbg !67
@.str.20 = private unnamed_addr constant [13 x i8] c"%d! %s %lld\0A\00", align 1, !dbg !72
@.str.21 = private unnamed_addr constant [2 x i8] c"=\00", align 1, !dbg !74
@.str.22 = private unnamed_addr constant [10 x i8] c"overflows\00", align 1, !dbg !79
@.str.23 = private unnamed_addr constant [14 x i8] c"i128 mul: %d\0A\00", align 1, !dbg !81

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !115 {
    #dbg_value(i32 poison, !120, !DIExpression(), !137)
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 1), !dbg !138
    #dbg_value(i32 300, !120, !DIExpression(), !137)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 0), !dbg !139
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 300), !dbg !140
    #dbg_value(i32 poison, !120, !DIExpression(), !137)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 1), !dbg !141
    #dbg_value(i32 -15, !120, !DIExpression(), !137)
    #dbg_value(i32 0, !121, !DIExpression(), !137)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 0, i32 noundef signext -15), !dbg !142
    #dbg_value(i64 poison, !122, !DIExpression(), !137)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 1), !dbg !143
    #dbg_value(i64 9223372030926249001, !122, !DIExpression(), !137)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0, i64 noundef 9223372030926249001), !dbg !144
    #dbg_value(i32 poison, !123, !DIExpression(), !137)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1), !dbg !145
    #dbg_value(i32 -1, !123, !DIExpression(), !137)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 1), !dbg !146
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext -1), !dbg !147
    #dbg_value(i8 poison, !125, !DIExpression(), !137)
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext 1), !dbg !148
    #dbg_value(i8 -1, !125, !DIExpression(), !137)
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext 0, i32 noundef signext 255), !dbg !149
    #dbg_value(i8 poison, !126, !DIExpression(), !137)
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext 1), !dbg !150
    #dbg_value(i16 poison, !127, !DIExpression(), !137)
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 1), !dbg !151
    #dbg_value(i64 4294967294, !122, !DIExpression(), !137)
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 0), !dbg !152
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef 4294967294), !dbg !153
    #dbg_value(i32 poison, !123, !DIExpression(), !137)
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef signext 1), !dbg !154
    #dbg_value(i32 poison, !120, !DIExpression(), !137)
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 1), !dbg !155
    #dbg_value(i64 poison, !128, !DIExpression(), !137)
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1), !dbg !156
    #dbg_value(i64 poison, !122, !DIExpression(), !137)
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef signext 0), !dbg !157
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef signext 2147483647, i32 noundef signext -2147483648, i32 noundef signext -2), !dbg !158
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef -9223372036854775808, i64 noundef -1), !dbg !159
    #dbg_value(i64 18, !129, !DIExpression(), !160)
    #dbg_value(i64 18, !161, !DIExpression(), !171)
    #dbg_value(ptr undef, !167, !DIExpression(), !171)
    #dbg_value(i64 6402373705728000, !168, !DIExpression(), !171)
    #dbg_value(i64 19, !169, !DIExpression(), !173)
    #dbg_value(i64 6402373705728000, !131, !DIExpression(), !174)
    #dbg_value(i32 poison, !134, !DIExpression(), !174)
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 18, ptr noundef nonnull @.str.21, i64 noundef 6402373705728000), !dbg !175
    #dbg_value(i64 19, !129, !DIExpression(), !160)
    #dbg_value(i64 19, !161, !DIExpression(), !171)
    #dbg_value(i64 121645100408832000, !168, !DIExpression(), !171)
    #dbg_value(i64 20, !169, !DIExpression(), !173)
    #dbg_value(i64 121645100408832000, !131, !DIExpression(), !174)
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 19, ptr noundef nonnull @.str.21, i64 noundef 121645100408832000), !dbg !175
    #dbg_value(i64 20, !129, !DIExpression(), !160)
    #dbg_value(i64 0, !131, !DIExpression(), !174)
    #dbg_value(i64 20, !161, !DIExpression(), !171)
    #dbg_value(i64 1, !168, !DIExpression(), !171)
    #dbg_value(i32 2, !169, !DIExpression(), !173)
  br label %25, !dbg !176

25:                                               ; preds = %30, %0
  %26 = phi i64 [ 2, %0 ], [ %32, %30 ]
  %27 = phi i64 [ 1, %0 ], [ %31, %30 ]
    #dbg_value(i64 %26, !169, !DIExpression(), !173)
    #dbg_value(i64 %27, !168, !DIExpression(), !171)
  %28 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %27, i64 %26), !dbg !177
  %29 = extractvalue { i64, i1 } %28, 1, !dbg !177
    #dbg_value(i64 poison, !168, !DIExpression(), !171)
  br i1 %29, label %34, label %30, !dbg !180

30:                                               ; preds = %25
  %31 = extractvalue { i64, i1 } %28, 0, !dbg !177
    #dbg_value(i64 %31, !168, !DIExpression(), !171)
  %32 = add nuw nsw i64 %26, 1, !dbg !181
    #dbg_value(i64 %32, !169, !DIExpression(), !173)
  %33 = icmp eq i64 %32, 21, !dbg !182
  br i1 %33, label %34, label %25, !dbg !176, !llvm.loop !183

34:                                               ; preds = %30, %25
  %35 = phi ptr [ @.str.22, %25 ], [ @.str.21, %30 ]
  %36 = phi i64 [ 0, %25 ], [ %31, %30 ]
    #dbg_value(i64 poison, !131, !DIExpression(), !174)
    #dbg_value(i32 poison, !134, !DIExpression(), !174)
  %37 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 20, ptr noundef nonnull %35, i64 noundef %36), !dbg !175
    #dbg_value(i64 21, !129, !DIExpression(), !160)
    #dbg_value(i64 0, !131, !DIExpression(), !174)
    #dbg_value(i64 21, !161, !DIExpression(), !171)
    #dbg_value(ptr undef, !167, !DIExpression(), !171)
    #dbg_value(i64 1, !168, !DIExpression(), !171)
    #dbg_value(i32 2, !169, !DIExpression(), !173)
  br label %38, !dbg !176

38:                                               ; preds = %43, %34
  %39 = phi i64 [ 2, %34 ], [ %45, %43 ]
  %40 = phi i64 [ 1, %34 ], [ %44, %43 ]
    #dbg_value(i64 %39, !169, !DIExpression(), !173)
    #dbg_value(i64 %40, !168, !DIExpression(), !171)
  %41 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %40, i64 %39), !dbg !177
  %42 = extractvalue { i64, i1 } %41, 1, !dbg !177
    #dbg_value(i64 poison, !168, !DIExpression(), !171)
  br i1 %42, label %47, label %43, !dbg !180

43:                                               ; preds = %38
  %44 = extractvalue { i64, i1 } %41, 0, !dbg !177
    #dbg_value(i64 %44, !168, !DIExpression(), !171)
  %45 = add nuw nsw i64 %39, 1, !dbg !181
    #dbg_value(i64 %45, !169, !DIExpression(), !173)
  %46 = icmp eq i64 %45, 22, !dbg !182
  br i1 %46, label %47, label %38, !dbg !176, !llvm.loop !183

47:                                               ; preds = %43, %38
  %48 = phi ptr [ @.str.22, %38 ], [ @.str.21, %43 ]
  %49 = phi i64 [ 0, %38 ], [ %44, %43 ]
    #dbg_value(i64 poison, !131, !DIExpression(), !174)
    #dbg_value(i32 poison, !134, !DIExpression(), !174)
  %50 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 21, ptr noundef nonnull %48, i64 noundef %49), !dbg !175
    #dbg_value(i64 22, !129, !DIExpression(), !160)
    #dbg_value(i64 0, !131, !DIExpression(), !174)
    #dbg_value(i64 22, !161, !DIExpression(), !171)
    #dbg_value(ptr undef, !167, !DIExpression(), !171)
    #dbg_value(i64 1, !168, !DIExpression(), !171)
    #dbg_value(i32 2, !169, !DIExpression(), !173)
  br label %51, !dbg !176

51:                                               ; preds = %56, %47
  %52 = phi i64 [ 2, %47 ], [ %58, %56 ]
  %53 = phi i64 [ 1, %47 ], [ %57, %56 ]
    #dbg_value(i64 %52, !169, !DIExpression(), !173)
    #dbg_value(i64 %53, !168, !DIExpression(), !171)
  %54 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %53, i64 %52), !dbg !177
  %55 = extractvalue { i64, i1 } %54, 1, !dbg !177
    #dbg_value(i64 poison, !168, !DIExpression(), !171)
  br i1 %55, label %60, label %56, !dbg !180

56:                                               ; preds = %51
  %57 = extractvalue { i64, i1 } %54, 0, !dbg !177
    #dbg_value(i64 %57, !168, !DIExpression(), !171)
  %58 = add nuw nsw i64 %52, 1, !dbg !181
    #dbg_value(i64 %58, !169, !DIExpression(), !173)
  %59 = icmp eq i64 %58, 23, !dbg !182
  br i1 %59, label %60, label %51, !dbg !176, !llvm.loop !183

60:                                               ; preds = %51, %56
  %61 = phi ptr [ @.str.22, %51 ], [ @.str.21, %56 ]
  %62 = phi i64 [ 0, %51 ], [ %57, %56 ]
    #dbg_value(i64 poison, !131, !DIExpression(), !174)
    #dbg_value(i32 poison, !134, !DIExpression(), !174)
  %63 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 22, ptr noundef nonnull %61, i64 noundef %62), !dbg !175
    #dbg_value(i64 23, !129, !DIExpression(), !160)
    #dbg_value(i128 poison, !135, !DIExpression(), !137)
  %64 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef signext 0), !dbg !186
  ret i32 0, !dbg !187
}

; Function Attrs: nofree nounwind
declare !dbg !188 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !109, !110, !111, !112, !113}
!llvm.ident = !{!114}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/overflow.c", directory: ".", checksumkind: CSK_MD5, checksum: "2404bd4fdc9012fb36ddd3f78eb593a7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 12)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !23, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 10)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !30, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !14, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 8)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !30, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !23, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 13)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 11)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !9, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !53, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 15)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 19)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !48, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 2)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !30, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 14)
!86 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !87, globals: !102, splitDebugInlining: false, nameTableKind: None)
!87 = !{!88, !93, !97, !100, !101}
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !89, line: 24, baseType: !90)
!89 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !91, line: 38, baseType: !92)
!91 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!92 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !94, line: 24, baseType: !95)
!94 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !91, line: 37, baseType: !96)
!96 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !94, line: 25, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !91, line: 39, baseType: !99)
!99 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!100 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!101 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!102 = !{!0, !7, !12, !17, !19, !21, !26, !28, !33, !35, !37, !42, !44, !46, !51, !56, !58, !60, !62, !67, !72, !74, !79, !81}
!103 = !{i32 7, !"Dwarf Version", i32 5}
!104 = !{i32 2, !"Debug Info Version", i32 3}
!105 = !{i32 1, !"wchar_size", i32 4}
!106 = !{i32 1, !"target-abi", !"lp64d"}
!107 = !{i32 6, !"riscv-isa", !108}
!108 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!109 = !{i32 8, !"PIC Level", i32 2}
!110 = !{i32 7, !"PIE Level", i32 2}
!111 = !{i32 7, !"uwtable", i32 2}
!112 = !{i32 8, !"SmallDataLimit", i32 8}
!113 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!114 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!115 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !116, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !119)
!116 = !DISubroutineType(types: !117)
!117 = !{!118}
!118 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!119 = !{!120, !121, !122, !123, !125, !126, !127, !128, !129, !131, !134, !135}
!120 = !DILocalVariable(name: "r", scope: !115, file: !2, line: 26, type: !118)
!121 = !DILocalVariable(name: "o", scope: !115, file: !2, line: 30, type: !118)
!122 = !DILocalVariable(name: "ll", scope: !115, file: !2, line: 32, type: !101)
!123 = !DILocalVariable(name: "u", scope: !115, file: !2, line: 36, type: !124)
!124 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!125 = !DILocalVariable(name: "b8", scope: !115, file: !2, line: 40, type: !88)
!126 = !DILocalVariable(name: "s8", scope: !115, file: !2, line: 41, type: !93)
!127 = !DILocalVariable(name: "s16", scope: !115, file: !2, line: 42, type: !97)
!128 = !DILocalVariable(name: "ull", scope: !115, file: !2, line: 52, type: !100)
!129 = !DILocalVariable(name: "n", scope: !130, file: !2, line: 59, type: !118)
!130 = distinct !DILexicalBlock(scope: !115, file: !2, line: 59, column: 5)
!131 = !DILocalVariable(name: "f", scope: !132, file: !2, line: 60, type: !101)
!132 = distinct !DILexicalBlock(scope: !133, file: !2, line: 59, column: 36)
!133 = distinct !DILexicalBlock(scope: !130, file: !2, line: 59, column: 5)
!134 = !DILocalVariable(name: "ok", scope: !132, file: !2, line: 61, type: !118)
!135 = !DILocalVariable(name: "big", scope: !115, file: !2, line: 64, type: !136)
!136 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!137 = !DILocation(line: 0, scope: !115)
!138 = !DILocation(line: 27, column: 5, scope: !115)
!139 = !DILocation(line: 28, column: 5, scope: !115)
!140 = !DILocation(line: 28, column: 58, scope: !115)
!141 = !DILocation(line: 29, column: 5, scope: !115)
!142 = !DILocation(line: 31, column: 5, scope: !115)
!143 = !DILocation(line: 33, column: 5, scope: !115)
!144 = !DILocation(line: 35, column: 5, scope: !115)
!145 = !DILocation(line: 37, column: 5, scope: !115)
!146 = !DILocation(line: 38, column: 5, scope: !115)
!147 = !DILocation(line: 39, column: 5, scope: !115)
!148 = !DILocation(line: 43, column: 5, scope: !115)
!149 = !DILocation(line: 45, column: 5, scope: !115)
!150 = !DILocation(line: 46, column: 5, scope: !115)
!151 = !DILocation(line: 47, column: 5, scope: !115)
!152 = !DILocation(line: 49, column: 5, scope: !115)
!153 = !DILocation(line: 50, column: 5, scope: !115)
!154 = !DILocation(line: 51, column: 5, scope: !115)
!155 = !DILocation(line: 53, column: 5, scope: !115)
!156 = !DILocation(line: 54, column: 5, scope: !115)
!157 = !DILocation(line: 55, column: 5, scope: !115)
!158 = !DILocation(line: 56, column: 5, scope: !115)
!159 = !DILocation(line: 57, column: 5, scope: !115)
!160 = !DILocation(line: 0, scope: !130)
!161 = !DILocalVariable(name: "n", arg: 1, scope: !162, file: !2, line: 17, type: !118)
!162 = distinct !DISubprogram(name: "checked_factorial", scope: !2, file: !2, line: 17, type: !163, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !166)
!163 = !DISubroutineType(types: !164)
!164 = !{!118, !118, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!166 = !{!161, !167, !168, !169}
!167 = !DILocalVariable(name: "out", arg: 2, scope: !162, file: !2, line: 17, type: !165)
!168 = !DILocalVariable(name: "r", scope: !162, file: !2, line: 18, type: !101)
!169 = !DILocalVariable(name: "i", scope: !170, file: !2, line: 19, type: !118)
!170 = distinct !DILexicalBlock(scope: !162, file: !2, line: 19, column: 5)
!171 = !DILocation(line: 0, scope: !162, inlinedAt: !172)
!172 = distinct !DILocation(line: 61, column: 18, scope: !132)
!173 = !DILocation(line: 0, scope: !170, inlinedAt: !172)
!174 = !DILocation(line: 0, scope: !132)
!175 = !DILocation(line: 62, column: 9, scope: !132)
!176 = !DILocation(line: 19, column: 5, scope: !170, inlinedAt: !172)
!177 = !DILocation(line: 20, column: 13, scope: !178, inlinedAt: !172)
!178 = distinct !DILexicalBlock(scope: !179, file: !2, line: 20, column: 13)
!179 = distinct !DILexicalBlock(scope: !170, file: !2, line: 19, column: 5)
!180 = !DILocation(line: 20, column: 13, scope: !179, inlinedAt: !172)
!181 = !DILocation(line: 19, column: 30, scope: !179, inlinedAt: !172)
!182 = !DILocation(line: 19, column: 23, scope: !179, inlinedAt: !172)
!183 = distinct !{!183, !176, !184, !185}
!184 = !DILocation(line: 20, column: 65, scope: !170, inlinedAt: !172)
!185 = !{!"llvm.loop.mustprogress"}
!186 = !DILocation(line: 65, column: 5, scope: !115)
!187 = !DILocation(line: 66, column: 5, scope: !115)
!188 = !DISubprogram(name: "printf", scope: !189, file: !189, line: 356, type: !190, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!189 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!190 = !DISubroutineType(types: !191)
!191 = !{!118, !192, null}
!192 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !193)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
