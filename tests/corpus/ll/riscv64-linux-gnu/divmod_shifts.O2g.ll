; ModuleID = 'tests/programs/divmod_shifts.c'
source_filename = "tests/programs/divmod_shifts.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456, i32 -98765], align 4
@.str = private unnamed_addr constant [43 x i8] c"%d: /7=%d /16=%d %%8=%d /10u=%u %%13=%lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"h = %u\0A\00", align 1, !dbg !7
@__const.main.ys = private unnamed_addr constant [4 x i64] [i64 1000000000000, i64 -999999999999, i64 9223372036854775807, i64 -9223372036854775807], align 8
@.str.2 = private unnamed_addr constant [23 x i8] c"%lld/%lld=%lld r%lld  \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"u/1000=%llu\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [25 x i8] c"int16 %d %d uint8 %u %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [13 x i8] c"macro %d %u\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [45 x i8] c"s=%u: shl=%016llx lshr=%016llx ashr=%016llx\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [20 x i8] c"32: %08x %08x %08x\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [38 x i8] c"small shifts: %04x %04x %02x %02x %d\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [12 x i8] c"acc = %llu\0A\00", align 1, !dbg !44

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !88 {
    #dbg_assign(i1 undef, !92, !DIExpression(), !132, ptr @__const.main.xs, !DIExpression(), !133)
    #dbg_assign(i1 undef, !104, !DIExpression(), !134, ptr @__const.main.ys, !DIExpression(), !133)
    #dbg_assign(i1 undef, !92, !DIExpression(), !135, ptr @__const.main.xs, !DIExpression(), !133)
    #dbg_value(i32 0, !98, !DIExpression(), !133)
    #dbg_value(i32 0, !99, !DIExpression(), !136)
  br label %3, !dbg !137

1:                                                ; preds = %3
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1590027353), !dbg !138
    #dbg_assign(i1 undef, !104, !DIExpression(), !139, ptr @__const.main.ys, !DIExpression(), !133)
    #dbg_value(i32 0, !108, !DIExpression(), !140)
  br label %35, !dbg !141

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %14, %3 ]
    #dbg_value(i32 poison, !98, !DIExpression(), !133)
    #dbg_value(i64 %4, !99, !DIExpression(), !136)
  %5 = getelementptr inbounds [11 x i32], ptr @__const.main.xs, i64 0, i64 %4, !dbg !142
  %6 = load i32, ptr %5, align 4, !dbg !142, !tbaa !143
    #dbg_value(i32 %6, !101, !DIExpression(), !147)
    #dbg_value(i32 %6, !148, !DIExpression(), !153)
  %7 = sdiv i32 %6, 7, !dbg !155
    #dbg_value(i32 %6, !156, !DIExpression(), !159)
  %8 = sdiv i32 %6, 16, !dbg !161
    #dbg_value(i32 %6, !162, !DIExpression(), !165)
  %9 = srem i32 %6, 8, !dbg !167
    #dbg_value(i32 %6, !168, !DIExpression(), !173)
  %10 = udiv i32 %6, 10, !dbg !175
    #dbg_value(i32 %6, !176, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !181)
  %11 = srem i32 %6, 13, !dbg !183
  %12 = sext i32 %11 to i64, !dbg !183
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %6, i32 noundef signext %7, i32 noundef signext %8, i32 noundef signext %9, i32 noundef signext %10, i64 noundef %12), !dbg !184
    #dbg_value(i32 %6, !148, !DIExpression(), !185)
    #dbg_value(i32 %6, !162, !DIExpression(), !187)
    #dbg_value(!DIArgList(i32 %7, i32 %9, i32 poison), !98, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 31, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !133)
  %14 = add nuw nsw i64 %4, 1, !dbg !189
    #dbg_value(i64 %14, !99, !DIExpression(), !136)
  %15 = icmp eq i64 %14, 11, !dbg !190
  br i1 %15, label %1, label %3, !dbg !137, !llvm.loop !191

16:                                               ; preds = %35
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext -10922, i32 noundef signext -255, i32 noundef signext 5, i32 noundef signext 17), !dbg !194
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext -3, i32 noundef signext 3), !dbg !195
    #dbg_value(i64 -9141386507638288913, !115, !DIExpression(), !133)
    #dbg_value(i64 -1070935975390360081, !116, !DIExpression(), !133)
    #dbg_value(i32 0, !117, !DIExpression(), !196)
    #dbg_value(i64 0, !117, !DIExpression(), !196)
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0, i64 noundef -9141386507638288913, i64 noundef -9141386507638288913, i64 noundef -1070935975390360081), !dbg !197
    #dbg_value(i64 9, !117, !DIExpression(), !196)
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 9, i64 noundef 5083102811422187008, i64 noundef 18174526496232934, i64 noundef -2091671826934298), !dbg !197
    #dbg_value(i64 18, !117, !DIExpression(), !196)
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 18, i64 noundef 1557725055112970240, i64 noundef 35497122062954, i64 noundef -4085296536982), !dbg !197
    #dbg_value(i64 27, !117, !DIExpression(), !196)
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 27, i64 noundef 4345233048330043392, i64 noundef 69330316529, i64 noundef -7979094799), !dbg !197
    #dbg_value(i64 36, !117, !DIExpression(), !196)
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 36, i64 noundef -7296712173873528832, i64 noundef 135410774, i64 noundef -15584170), !dbg !197
    #dbg_value(i64 45, !117, !DIExpression(), !196)
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 45, i64 noundef 8772413939792216064, i64 noundef 264474, i64 noundef -30438), !dbg !197
    #dbg_value(i64 54, !117, !DIExpression(), !196)
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 54, i64 noundef 8917127262193582080, i64 noundef 516, i64 noundef -60), !dbg !197
    #dbg_value(i64 63, !117, !DIExpression(), !196)
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 63, i64 noundef -9223372036854775808, i64 noundef 1, i64 noundef -1), !dbg !197
    #dbg_value(i64 72, !117, !DIExpression(), !196)
    #dbg_value(i32 0, !121, !DIExpression(), !199)
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext -2147483647, i32 noundef signext -2147483647, i32 noundef signext -2147483632), !dbg !200
    #dbg_value(i32 5, !121, !DIExpression(), !199)
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 32, i32 noundef signext 67108864, i32 noundef signext -67108864), !dbg !200
    #dbg_value(i32 10, !121, !DIExpression(), !199)
  %29 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1024, i32 noundef signext 2097152, i32 noundef signext -2097152), !dbg !200
    #dbg_value(i32 15, !121, !DIExpression(), !199)
  %30 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 32768, i32 noundef signext 65536, i32 noundef signext -65536), !dbg !200
    #dbg_value(i32 20, !121, !DIExpression(), !199)
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1048576, i32 noundef signext 2048, i32 noundef signext -2048), !dbg !200
    #dbg_value(i32 25, !121, !DIExpression(), !199)
  %32 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 33554432, i32 noundef signext 64, i32 noundef signext -64), !dbg !200
    #dbg_value(i32 30, !121, !DIExpression(), !199)
  %33 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1073741824, i32 noundef signext 2, i32 noundef signext -2), !dbg !200
    #dbg_value(i32 35, !121, !DIExpression(), !199)
    #dbg_value(i16 -32767, !123, !DIExpression(), !133)
    #dbg_value(i8 -127, !124, !DIExpression(), !133)
    #dbg_value(i8 -127, !125, !DIExpression(), !133)
  %34 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 8, i32 noundef signext 4096, i32 noundef signext 2, i32 noundef signext 64, i32 noundef signext -32), !dbg !202
    #dbg_value(i64 1, !129, !DIExpression(), !133)
    #dbg_value(i32 0, !130, !DIExpression(), !203)
  br label %56, !dbg !204

35:                                               ; preds = %1, %35
  %36 = phi i64 [ 0, %1 ], [ %52, %35 ]
    #dbg_value(i64 %36, !108, !DIExpression(), !140)
  %37 = getelementptr inbounds [4 x i64], ptr @__const.main.ys, i64 0, i64 %36, !dbg !205
  %38 = load i64, ptr %37, align 8, !dbg !205, !tbaa !206
    #dbg_value(i64 %38, !110, !DIExpression(), !208)
    #dbg_value(i64 -5, !113, !DIExpression(), !209)
    #dbg_value(i64 -5, !113, !DIExpression(), !209)
  %39 = sdiv i64 %38, -5, !dbg !210
  %40 = srem i64 %38, 5, !dbg !212
  %41 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef -5, i64 noundef %39, i64 noundef %40), !dbg !213
    #dbg_value(i64 -2, !113, !DIExpression(), !209)
  %42 = sdiv i64 %38, -2, !dbg !210
  %43 = srem i64 %38, 2, !dbg !212
  %44 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef -2, i64 noundef %42, i64 noundef %43), !dbg !213
    #dbg_value(i64 1, !113, !DIExpression(), !209)
  %45 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef 1, i64 noundef %38, i64 noundef 0), !dbg !213
    #dbg_value(i64 4, !113, !DIExpression(), !209)
  %46 = sdiv i64 %38, 4, !dbg !210
  %47 = mul i64 %46, 4, !dbg !212
  %48 = sub i64 %38, %47, !dbg !212
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef 4, i64 noundef %46, i64 noundef %48), !dbg !213
    #dbg_value(i64 7, !113, !DIExpression(), !209)
    #dbg_value(i64 %38, !214, !DIExpression(), !219)
  %50 = udiv i64 %38, 1000, !dbg !221
  %51 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %50), !dbg !222
  %52 = add nuw nsw i64 %36, 1, !dbg !223
    #dbg_value(i64 %52, !108, !DIExpression(), !140)
  %53 = icmp eq i64 %52, 4, !dbg !224
  br i1 %53, label %16, label %35, !dbg !141, !llvm.loop !225

54:                                               ; preds = %56
  %55 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %67), !dbg !227
  ret i32 0, !dbg !228

56:                                               ; preds = %16, %56
  %57 = phi i64 [ 0, %16 ], [ %68, %56 ]
  %58 = phi i64 [ 1, %16 ], [ %67, %56 ]
    #dbg_value(i64 %57, !130, !DIExpression(), !203)
    #dbg_value(i64 %58, !129, !DIExpression(), !133)
  %59 = trunc i64 %57 to i8, !dbg !229
  %60 = urem i8 %59, 7, !dbg !229
  %61 = zext nneg i8 %60 to i64, !dbg !231
  %62 = shl i64 %58, %61, !dbg !231
  %63 = urem i8 %59, 11, !dbg !232
  %64 = zext nneg i8 %63 to i64, !dbg !233
  %65 = lshr i64 %58, %64, !dbg !233
  %66 = xor i64 %65, %62, !dbg !234
  %67 = xor i64 %66, %57, !dbg !234
    #dbg_value(i64 %67, !129, !DIExpression(), !133)
  %68 = add nuw nsw i64 %57, 1, !dbg !235
    #dbg_value(i64 %68, !130, !DIExpression(), !203)
  %69 = icmp eq i64 %68, 200, !dbg !236
  br i1 %69, label %54, label %56, !dbg !204, !llvm.loop !237
}

; Function Attrs: nofree nounwind
declare !dbg !239 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!49}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/divmod_shifts.c", directory: ".", checksumkind: CSK_MD5, checksum: "731b37dc917893615e6c6a144e79244f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 43)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 23)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 25)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !19, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 45)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 20)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 38)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 12)
!49 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !50, globals: !75, splitDebugInlining: false, nameTableKind: None)
!50 = !{!51, !56, !57, !58, !61, !55, !62, !66, !69, !72}
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !52, line: 26, baseType: !53)
!52 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !54, line: 42, baseType: !55)
!54 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!56 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!57 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !52, line: 27, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !54, line: 45, baseType: !60)
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !54, line: 44, baseType: !65)
!65 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !52, line: 25, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !54, line: 40, baseType: !68)
!68 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !52, line: 24, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !54, line: 38, baseType: !71)
!71 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !63, line: 25, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !54, line: 39, baseType: !74)
!74 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!75 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44}
!76 = !{i32 7, !"Dwarf Version", i32 5}
!77 = !{i32 2, !"Debug Info Version", i32 3}
!78 = !{i32 1, !"wchar_size", i32 4}
!79 = !{i32 1, !"target-abi", !"lp64d"}
!80 = !{i32 6, !"riscv-isa", !81}
!81 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!82 = !{i32 8, !"PIC Level", i32 2}
!83 = !{i32 7, !"PIE Level", i32 2}
!84 = !{i32 7, !"uwtable", i32 2}
!85 = !{i32 8, !"SmallDataLimit", i32 8}
!86 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!87 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!88 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !89, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!61}
!91 = !{!92, !98, !99, !101, !104, !108, !110, !113, !115, !116, !117, !119, !120, !121, !123, !124, !125, !129, !130}
!92 = !DILocalVariable(name: "xs", scope: !88, file: !2, line: 18, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 352, elements: !96)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !63, line: 26, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !54, line: 41, baseType: !61)
!96 = !{!97}
!97 = !DISubrange(count: 11)
!98 = !DILocalVariable(name: "h", scope: !88, file: !2, line: 19, type: !51)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 20, type: !55)
!100 = distinct !DILexicalBlock(scope: !88, file: !2, line: 20, column: 5)
!101 = !DILocalVariable(name: "x", scope: !102, file: !2, line: 21, type: !94)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 20, column: 61)
!103 = distinct !DILexicalBlock(scope: !100, file: !2, line: 20, column: 5)
!104 = !DILocalVariable(name: "ys", scope: !88, file: !2, line: 27, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 256, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 4)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 28, type: !61)
!109 = distinct !DILexicalBlock(scope: !88, file: !2, line: 28, column: 5)
!110 = !DILocalVariable(name: "y", scope: !111, file: !2, line: 29, type: !62)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 28, column: 33)
!112 = distinct !DILexicalBlock(scope: !109, file: !2, line: 28, column: 5)
!113 = !DILocalVariable(name: "d", scope: !114, file: !2, line: 30, type: !62)
!114 = distinct !DILexicalBlock(scope: !111, file: !2, line: 30, column: 9)
!115 = !DILocalVariable(name: "v", scope: !88, file: !2, line: 35, type: !58)
!116 = !DILocalVariable(name: "sv", scope: !88, file: !2, line: 36, type: !62)
!117 = !DILocalVariable(name: "s", scope: !118, file: !2, line: 37, type: !55)
!118 = distinct !DILexicalBlock(scope: !88, file: !2, line: 37, column: 5)
!119 = !DILocalVariable(name: "w", scope: !88, file: !2, line: 40, type: !51)
!120 = !DILocalVariable(name: "sw", scope: !88, file: !2, line: 41, type: !94)
!121 = !DILocalVariable(name: "s", scope: !122, file: !2, line: 42, type: !55)
!122 = distinct !DILexicalBlock(scope: !88, file: !2, line: 42, column: 5)
!123 = !DILocalVariable(name: "hw", scope: !88, file: !2, line: 44, type: !66)
!124 = !DILocalVariable(name: "bw", scope: !88, file: !2, line: 45, type: !69)
!125 = !DILocalVariable(name: "sb", scope: !88, file: !2, line: 46, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !63, line: 24, baseType: !127)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !54, line: 37, baseType: !128)
!128 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!129 = !DILocalVariable(name: "acc", scope: !88, file: !2, line: 49, type: !57)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 50, type: !61)
!131 = distinct !DILexicalBlock(scope: !88, file: !2, line: 50, column: 5)
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 0, scope: !88)
!134 = distinct !DIAssignID()
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 0, scope: !100)
!137 = !DILocation(line: 20, column: 5, scope: !100)
!138 = !DILocation(line: 26, column: 5, scope: !88)
!139 = distinct !DIAssignID()
!140 = !DILocation(line: 0, scope: !109)
!141 = !DILocation(line: 28, column: 5, scope: !109)
!142 = !DILocation(line: 21, column: 21, scope: !102)
!143 = !{!144, !144, i64 0}
!144 = !{!"int", !145, i64 0}
!145 = !{!"omnipotent char", !146, i64 0}
!146 = !{!"Simple C/C++ TBAA"}
!147 = !DILocation(line: 0, scope: !102)
!148 = !DILocalVariable(name: "x", arg: 1, scope: !149, file: !2, line: 8, type: !94)
!149 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 8, type: !150, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{!94, !94}
!152 = !{!148}
!153 = !DILocation(line: 0, scope: !149, inlinedAt: !154)
!154 = distinct !DILocation(line: 22, column: 66, scope: !102)
!155 = !DILocation(line: 8, column: 43, scope: !149, inlinedAt: !154)
!156 = !DILocalVariable(name: "x", arg: 1, scope: !157, file: !2, line: 12, type: !94)
!157 = distinct !DISubprogram(name: "divpow2", scope: !2, file: !2, line: 12, type: !150, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !158)
!158 = !{!156}
!159 = !DILocation(line: 0, scope: !157, inlinedAt: !160)
!160 = distinct !DILocation(line: 22, column: 75, scope: !102)
!161 = !DILocation(line: 12, column: 46, scope: !157, inlinedAt: !160)
!162 = !DILocalVariable(name: "x", arg: 1, scope: !163, file: !2, line: 13, type: !94)
!163 = distinct !DISubprogram(name: "modpow2", scope: !2, file: !2, line: 13, type: !150, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !164)
!164 = !{!162}
!165 = !DILocation(line: 0, scope: !163, inlinedAt: !166)
!166 = distinct !DILocation(line: 22, column: 87, scope: !102)
!167 = !DILocation(line: 13, column: 46, scope: !163, inlinedAt: !166)
!168 = !DILocalVariable(name: "x", arg: 1, scope: !169, file: !2, line: 9, type: !51)
!169 = distinct !DISubprogram(name: "udiv10", scope: !2, file: !2, line: 9, type: !170, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{!51, !51}
!172 = !{!168}
!173 = !DILocation(line: 0, scope: !169, inlinedAt: !174)
!174 = distinct !DILocation(line: 22, column: 99, scope: !102)
!175 = !DILocation(line: 9, column: 47, scope: !169, inlinedAt: !174)
!176 = !DILocalVariable(name: "x", arg: 1, scope: !177, file: !2, line: 10, type: !62)
!177 = distinct !DISubprogram(name: "mod13", scope: !2, file: !2, line: 10, type: !178, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !180)
!178 = !DISubroutineType(types: !179)
!179 = !{!62, !62}
!180 = !{!176}
!181 = !DILocation(line: 0, scope: !177, inlinedAt: !182)
!182 = distinct !DILocation(line: 23, column: 27, scope: !102)
!183 = !DILocation(line: 10, column: 44, scope: !177, inlinedAt: !182)
!184 = !DILocation(line: 22, column: 9, scope: !102)
!185 = !DILocation(line: 0, scope: !149, inlinedAt: !186)
!186 = distinct !DILocation(line: 24, column: 32, scope: !102)
!187 = !DILocation(line: 0, scope: !163, inlinedAt: !188)
!188 = distinct !DILocation(line: 24, column: 52, scope: !102)
!189 = !DILocation(line: 20, column: 57, scope: !103)
!190 = !DILocation(line: 20, column: 28, scope: !103)
!191 = distinct !{!191, !137, !192, !193}
!192 = !DILocation(line: 25, column: 5, scope: !100)
!193 = !{!"llvm.loop.mustprogress"}
!194 = !DILocation(line: 33, column: 5, scope: !88)
!195 = !DILocation(line: 34, column: 5, scope: !88)
!196 = !DILocation(line: 0, scope: !118)
!197 = !DILocation(line: 38, column: 9, scope: !198)
!198 = distinct !DILexicalBlock(scope: !118, file: !2, line: 37, column: 5)
!199 = !DILocation(line: 0, scope: !122)
!200 = !DILocation(line: 43, column: 9, scope: !201)
!201 = distinct !DILexicalBlock(scope: !122, file: !2, line: 42, column: 5)
!202 = !DILocation(line: 47, column: 5, scope: !88)
!203 = !DILocation(line: 0, scope: !131)
!204 = !DILocation(line: 50, column: 5, scope: !131)
!205 = !DILocation(line: 29, column: 21, scope: !111)
!206 = !{!207, !207, i64 0}
!207 = !{!"long", !145, i64 0}
!208 = !DILocation(line: 0, scope: !111)
!209 = !DILocation(line: 0, scope: !114)
!210 = !DILocation(line: 30, column: 121, scope: !211)
!211 = distinct !DILexicalBlock(scope: !114, file: !2, line: 30, column: 9)
!212 = !DILocation(line: 30, column: 141, scope: !211)
!213 = !DILocation(line: 30, column: 46, scope: !211)
!214 = !DILocalVariable(name: "x", arg: 1, scope: !215, file: !2, line: 11, type: !58)
!215 = distinct !DISubprogram(name: "udiv1000", scope: !2, file: !2, line: 11, type: !216, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{!58, !58}
!218 = !{!214}
!219 = !DILocation(line: 0, scope: !215, inlinedAt: !220)
!220 = distinct !DILocation(line: 31, column: 53, scope: !111)
!221 = !DILocation(line: 11, column: 49, scope: !215, inlinedAt: !220)
!222 = !DILocation(line: 31, column: 9, scope: !111)
!223 = !DILocation(line: 28, column: 29, scope: !112)
!224 = !DILocation(line: 28, column: 23, scope: !112)
!225 = distinct !{!225, !141, !226, !193}
!226 = !DILocation(line: 32, column: 5, scope: !109)
!227 = !DILocation(line: 51, column: 5, scope: !88)
!228 = !DILocation(line: 53, column: 1, scope: !88)
!229 = !DILocation(line: 50, column: 52, scope: !230)
!230 = distinct !DILexicalBlock(scope: !131, file: !2, line: 50, column: 5)
!231 = !DILocation(line: 50, column: 46, scope: !230)
!232 = !DILocation(line: 50, column: 71, scope: !230)
!233 = !DILocation(line: 50, column: 65, scope: !230)
!234 = !DILocation(line: 50, column: 78, scope: !230)
!235 = !DILocation(line: 50, column: 31, scope: !230)
!236 = !DILocation(line: 50, column: 23, scope: !230)
!237 = distinct !{!237, !204, !238, !193}
!238 = !DILocation(line: 50, column: 90, scope: !131)
!239 = !DISubprogram(name: "printf", scope: !240, file: !240, line: 356, type: !241, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!241 = !DISubroutineType(types: !242)
!242 = !{!61, !243, null}
!243 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !244)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
