; ModuleID = 'tests/programs/nohdr_bitops.c'
source_filename = "tests/programs/nohdr_bitops.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"%08x pop %d clz %d ctz %d par %d bswap %08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"rot hash %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [53 x i8] c"64: pop %d clz %d ctz %d bswap %016llx rotl %016llx\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"gray ok %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"combos %u last %08x\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [26 x i8] c"bitset count %d first %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [15 x i8] c"log2 %d %d %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [36 x i8] c"bitreverse8 %02x bitreverse32 %08x\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [14 x i8] c"bswap16 %04x\0A\00", align 1, !dbg !42

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !66 {
    #dbg_assign(i1 undef, !71, !DIExpression(), !100, ptr poison, !DIExpression(), !101)
  %1 = alloca [4 x i64], align 8, !DIAssignID !102
    #dbg_assign(i1 undef, !89, !DIExpression(), !102, ptr %1, !DIExpression(), !101)
    #dbg_assign(i1 undef, !71, !DIExpression(), !103, ptr poison, !DIExpression(), !101)
    #dbg_value(i32 0, !75, !DIExpression(), !101)
    #dbg_value(i32 0, !76, !DIExpression(), !104)
    #dbg_value(i32 poison, !75, !DIExpression(), !101)
    #dbg_value(i64 0, !76, !DIExpression(), !104)
    #dbg_value(i32 1, !78, !DIExpression(), !105)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 31, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext 16777216), !dbg !106
    #dbg_value(!DIArgList(i32 poison, i32 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !101)
    #dbg_value(i64 1, !76, !DIExpression(), !104)
    #dbg_value(i32 poison, !75, !DIExpression(), !101)
    #dbg_value(i32 6, !78, !DIExpression(), !105)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 6, i32 noundef signext 2, i32 noundef signext 29, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext 100663296), !dbg !106
    #dbg_value(!DIArgList(i32 poison, i32 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !101)
    #dbg_value(i64 2, !76, !DIExpression(), !104)
    #dbg_value(i32 poison, !75, !DIExpression(), !101)
    #dbg_value(i32 -2147483648, !78, !DIExpression(), !105)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -2147483648, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext 31, i32 noundef signext 1, i32 noundef signext 128), !dbg !106
    #dbg_value(!DIArgList(i32 poison, i32 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !101)
    #dbg_value(i64 3, !76, !DIExpression(), !104)
    #dbg_value(i32 poison, !75, !DIExpression(), !101)
    #dbg_value(i32 305419896, !78, !DIExpression(), !105)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 305419896, i32 noundef signext 13, i32 noundef signext 3, i32 noundef signext 3, i32 noundef signext 1, i32 noundef signext 2018915346), !dbg !106
    #dbg_value(!DIArgList(i32 poison, i32 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !101)
    #dbg_value(i64 4, !76, !DIExpression(), !104)
    #dbg_value(i32 poison, !75, !DIExpression(), !101)
    #dbg_value(i32 -252645136, !78, !DIExpression(), !105)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -252645136, i32 noundef signext 16, i32 noundef signext 0, i32 noundef signext 4, i32 noundef signext 0, i32 noundef signext -252645136), !dbg !106
    #dbg_value(!DIArgList(i32 poison, i32 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !101)
    #dbg_value(i64 5, !76, !DIExpression(), !104)
    #dbg_value(i32 poison, !75, !DIExpression(), !101)
    #dbg_value(i32 65535, !78, !DIExpression(), !105)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 65535, i32 noundef signext 16, i32 noundef signext 16, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext -65536), !dbg !106
    #dbg_value(!DIArgList(i32 poison, i32 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !101)
    #dbg_value(i64 6, !76, !DIExpression(), !104)
    #dbg_value(i32 poison, !75, !DIExpression(), !101)
    #dbg_value(i32 2147483647, !78, !DIExpression(), !105)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 2147483647, i32 noundef signext 31, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext -129), !dbg !106
    #dbg_value(!DIArgList(i32 poison, i32 poison), !75, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !101)
    #dbg_value(i64 7, !76, !DIExpression(), !104)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1607262117), !dbg !107
    #dbg_value(i64 81985529216486895, !81, !DIExpression(), !101)
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 32, i32 noundef signext 7, i32 noundef signext 0, i64 noundef -1167088121787636991, i64 noundef 3771334343958392850), !dbg !108
    #dbg_value(i32 1, !82, !DIExpression(), !101)
    #dbg_value(i32 poison, !83, !DIExpression(), !109)
  br label %14, !dbg !110

11:                                               ; preds = %14
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %24), !dbg !111
    #dbg_value(i32 7, !85, !DIExpression(), !101)
    #dbg_value(i32 0, !86, !DIExpression(), !101)
    #dbg_value(i32 poison, !86, !DIExpression(), !101)
    #dbg_value(i32 undef, !85, !DIExpression(), !101)
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext -2072185004, i32 noundef signext 67), !dbg !112
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5, !dbg !113
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false), !dbg !114, !DIAssignID !115
    #dbg_assign(i8 0, !89, !DIExpression(), !115, ptr %1, !DIExpression(), !101)
    #dbg_value(i32 0, !93, !DIExpression(), !116)
  br label %26, !dbg !117

14:                                               ; preds = %0, %14
  %15 = phi i32 [ 0, %0 ], [ %17, %14 ]
  %16 = phi i32 [ 1, %0 ], [ %24, %14 ]
    #dbg_value(i32 %16, !82, !DIExpression(), !101)
  %17 = add nuw nsw i32 %15, 1, !dbg !118
  %18 = xor i32 %17, %15, !dbg !122
  %19 = lshr i32 %18, 1, !dbg !122
  %20 = xor i32 %15, %19, !dbg !122
  %21 = xor i32 %20, %17, !dbg !122
  %22 = tail call range(i32 0, 14) i32 @llvm.ctpop.i32(i32 %21), !dbg !123
  %23 = icmp eq i32 %22, 1, !dbg !124
  %24 = select i1 %23, i32 %16, i32 0, !dbg !125
    #dbg_value(i32 poison, !83, !DIExpression(), !109)
    #dbg_value(i32 %24, !82, !DIExpression(), !101)
  %25 = icmp eq i32 %17, 5000, !dbg !126
  br i1 %25, label %11, label %14, !dbg !110, !llvm.loop !127

26:                                               ; preds = %11, %26
  %27 = phi i32 [ 0, %11 ], [ %36, %26 ]
    #dbg_value(i32 %27, !93, !DIExpression(), !116)
  %28 = and i32 %27, 63, !dbg !130
  %29 = zext nneg i32 %28 to i64, !dbg !132
  %30 = shl nuw i64 1, %29, !dbg !132
  %31 = lshr i32 %27, 6, !dbg !133
  %32 = zext nneg i32 %31 to i64, !dbg !134
  %33 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %32, !dbg !134
  %34 = load i64, ptr %33, align 8, !dbg !135, !tbaa !136
  %35 = or i64 %34, %30, !dbg !135
  store i64 %35, ptr %33, align 8, !dbg !135, !tbaa !136
  %36 = add nuw nsw i32 %27, 3, !dbg !140
    #dbg_value(i32 %36, !93, !DIExpression(), !116)
  %37 = icmp ult i32 %27, 253, !dbg !141
  br i1 %37, label %26, label %38, !dbg !117, !llvm.loop !142

38:                                               ; preds = %26, %38
  %39 = phi i32 [ %49, %38 ], [ 0, %26 ]
    #dbg_value(i32 %39, !95, !DIExpression(), !144)
  %40 = and i32 %39, 63, !dbg !145
  %41 = zext nneg i32 %40 to i64, !dbg !147
  %42 = shl nuw i64 1, %41, !dbg !147
  %43 = xor i64 %42, -1, !dbg !148
  %44 = lshr i32 %39, 6, !dbg !149
  %45 = zext nneg i32 %44 to i64, !dbg !150
  %46 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %45, !dbg !150
  %47 = load i64, ptr %46, align 8, !dbg !151, !tbaa !136
  %48 = and i64 %47, %43, !dbg !151
  store i64 %48, ptr %46, align 8, !dbg !151, !tbaa !136
  %49 = add nuw nsw i32 %39, 5, !dbg !152
    #dbg_value(i32 %49, !95, !DIExpression(), !144)
  %50 = icmp ult i32 %39, 251, !dbg !153
  br i1 %50, label %38, label %51, !dbg !154, !llvm.loop !155

51:                                               ; preds = %38
    #dbg_value(i64 0, !98, !DIExpression(), !157)
    #dbg_value(i32 0, !97, !DIExpression(), !101)
  %52 = load i64, ptr %1, align 8, !dbg !158, !tbaa !136
  %53 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %52), !dbg !160
  %54 = trunc nuw nsw i64 %53 to i32, !dbg !160
    #dbg_value(i32 %54, !97, !DIExpression(), !101)
    #dbg_value(i64 1, !98, !DIExpression(), !157)
  %55 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !158
  %56 = load i64, ptr %55, align 8, !dbg !158, !tbaa !136
  %57 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %56), !dbg !160
  %58 = trunc nuw nsw i64 %57 to i32, !dbg !160
  %59 = add nuw nsw i32 %54, %58, !dbg !161
    #dbg_value(i32 %59, !97, !DIExpression(), !101)
    #dbg_value(i64 2, !98, !DIExpression(), !157)
  %60 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !158
  %61 = load i64, ptr %60, align 8, !dbg !158, !tbaa !136
  %62 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %61), !dbg !160
  %63 = trunc nuw nsw i64 %62 to i32, !dbg !160
  %64 = add nuw nsw i32 %59, %63, !dbg !161
    #dbg_value(i32 %64, !97, !DIExpression(), !101)
    #dbg_value(i64 3, !98, !DIExpression(), !157)
  %65 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !158
  %66 = load i64, ptr %65, align 8, !dbg !158, !tbaa !136
  %67 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %66), !dbg !160
  %68 = trunc nuw nsw i64 %67 to i32, !dbg !160
  %69 = add nuw nsw i32 %64, %68, !dbg !161
    #dbg_value(i32 %69, !97, !DIExpression(), !101)
    #dbg_value(i64 4, !98, !DIExpression(), !157)
  %70 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %52, i1 true), !dbg !162
  %71 = trunc nuw nsw i64 %70 to i32, !dbg !162
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %69, i32 noundef signext %71), !dbg !163
  %73 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 0, i32 noundef signext 9, i32 noundef signext 63), !dbg !164
  %74 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 184, i32 noundef signext 510274632), !dbg !165
  %75 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 52651), !dbg !166
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5, !dbg !167
  ret i32 0, !dbg !168
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !169 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_bitops.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b104caf29e18006e91dd779a2af6d92")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 45)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 53)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 12)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 26)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 36)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 14)
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !48, globals: !53, splitDebugInlining: false, nameTableKind: None)
!48 = !{!49, !51}
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32", file: !2, line: 5, baseType: !50)
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !2, line: 6, baseType: !52)
!52 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!53 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42}
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 1, !"target-abi", !"lp64d"}
!58 = !{i32 6, !"riscv-isa", !59}
!59 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 8, !"SmallDataLimit", i32 8}
!64 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !67, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !70)
!67 = !DISubroutineType(types: !68)
!68 = !{!69}
!69 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!70 = !{!71, !75, !76, !78, !81, !82, !83, !85, !86, !87, !89, !93, !95, !97, !98}
!71 = !DILocalVariable(name: "vals", scope: !66, file: !2, line: 17, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 224, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 7)
!75 = !DILocalVariable(name: "h", scope: !66, file: !2, line: 18, type: !49)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 19, type: !69)
!77 = distinct !DILexicalBlock(scope: !66, file: !2, line: 19, column: 5)
!78 = !DILocalVariable(name: "v", scope: !79, file: !2, line: 20, type: !49)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 19, column: 33)
!80 = distinct !DILexicalBlock(scope: !77, file: !2, line: 19, column: 5)
!81 = !DILocalVariable(name: "x", scope: !66, file: !2, line: 26, type: !51)
!82 = !DILocalVariable(name: "ok", scope: !66, file: !2, line: 29, type: !69)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 30, type: !49)
!84 = distinct !DILexicalBlock(scope: !66, file: !2, line: 30, column: 5)
!85 = !DILocalVariable(name: "v", scope: !66, file: !2, line: 35, type: !49)
!86 = !DILocalVariable(name: "seq", scope: !66, file: !2, line: 36, type: !49)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 37, type: !69)
!88 = distinct !DILexicalBlock(scope: !66, file: !2, line: 37, column: 5)
!89 = !DILocalVariable(name: "bitset", scope: !66, file: !2, line: 39, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 256, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 4)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 40, type: !69)
!94 = distinct !DILexicalBlock(scope: !66, file: !2, line: 40, column: 5)
!95 = !DILocalVariable(name: "i", scope: !96, file: !2, line: 41, type: !69)
!96 = distinct !DILexicalBlock(scope: !66, file: !2, line: 41, column: 5)
!97 = !DILocalVariable(name: "cnt", scope: !66, file: !2, line: 42, type: !69)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 43, type: !69)
!99 = distinct !DILexicalBlock(scope: !66, file: !2, line: 43, column: 5)
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 0, scope: !66)
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 0, scope: !77)
!105 = !DILocation(line: 0, scope: !79)
!106 = !DILocation(line: 21, column: 9, scope: !79)
!107 = !DILocation(line: 25, column: 5, scope: !66)
!108 = !DILocation(line: 27, column: 5, scope: !66)
!109 = !DILocation(line: 0, scope: !84)
!110 = !DILocation(line: 30, column: 5, scope: !84)
!111 = !DILocation(line: 34, column: 5, scope: !66)
!112 = !DILocation(line: 38, column: 5, scope: !66)
!113 = !DILocation(line: 39, column: 5, scope: !66)
!114 = !DILocation(line: 39, column: 9, scope: !66)
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 0, scope: !94)
!117 = !DILocation(line: 40, column: 5, scope: !94)
!118 = !DILocation(line: 32, column: 49, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !2, line: 32, column: 13)
!120 = distinct !DILexicalBlock(scope: !121, file: !2, line: 30, column: 36)
!121 = distinct !DILexicalBlock(scope: !84, file: !2, line: 30, column: 5)
!122 = !DILocation(line: 32, column: 40, scope: !119)
!123 = !DILocation(line: 32, column: 13, scope: !119)
!124 = !DILocation(line: 32, column: 55, scope: !119)
!125 = !DILocation(line: 32, column: 13, scope: !120)
!126 = !DILocation(line: 30, column: 23, scope: !121)
!127 = distinct !{!127, !110, !128, !129}
!128 = !DILocation(line: 33, column: 5, scope: !84)
!129 = !{!"llvm.loop.mustprogress"}
!130 = !DILocation(line: 40, column: 67, scope: !131)
!131 = distinct !DILexicalBlock(scope: !94, file: !2, line: 40, column: 5)
!132 = !DILocation(line: 40, column: 61, scope: !131)
!133 = !DILocation(line: 40, column: 47, scope: !131)
!134 = !DILocation(line: 40, column: 38, scope: !131)
!135 = !DILocation(line: 40, column: 53, scope: !131)
!136 = !{!137, !137, i64 0}
!137 = !{!"long long", !138, i64 0}
!138 = !{!"omnipotent char", !139, i64 0}
!139 = !{!"Simple C/C++ TBAA"}
!140 = !DILocation(line: 40, column: 32, scope: !131)
!141 = !DILocation(line: 40, column: 23, scope: !131)
!142 = distinct !{!142, !117, !143, !129}
!143 = !DILocation(line: 40, column: 71, scope: !94)
!144 = !DILocation(line: 0, scope: !96)
!145 = !DILocation(line: 41, column: 69, scope: !146)
!146 = distinct !DILexicalBlock(scope: !96, file: !2, line: 41, column: 5)
!147 = !DILocation(line: 41, column: 63, scope: !146)
!148 = !DILocation(line: 41, column: 56, scope: !146)
!149 = !DILocation(line: 41, column: 47, scope: !146)
!150 = !DILocation(line: 41, column: 38, scope: !146)
!151 = !DILocation(line: 41, column: 53, scope: !146)
!152 = !DILocation(line: 41, column: 32, scope: !146)
!153 = !DILocation(line: 41, column: 23, scope: !146)
!154 = !DILocation(line: 41, column: 5, scope: !96)
!155 = distinct !{!155, !154, !156, !129}
!156 = !DILocation(line: 41, column: 74, scope: !96)
!157 = !DILocation(line: 0, scope: !99)
!158 = !DILocation(line: 43, column: 61, scope: !159)
!159 = distinct !DILexicalBlock(scope: !99, file: !2, line: 43, column: 5)
!160 = !DILocation(line: 43, column: 40, scope: !159)
!161 = !DILocation(line: 43, column: 37, scope: !159)
!162 = !DILocation(line: 44, column: 47, scope: !66)
!163 = !DILocation(line: 44, column: 5, scope: !66)
!164 = !DILocation(line: 45, column: 5, scope: !66)
!165 = !DILocation(line: 46, column: 5, scope: !66)
!166 = !DILocation(line: 47, column: 5, scope: !66)
!167 = !DILocation(line: 49, column: 1, scope: !66)
!168 = !DILocation(line: 48, column: 5, scope: !66)
!169 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!69, !172, null}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
