; ModuleID = 'tests/programs/stdio_output.c'
source_filename = "tests/programs/stdio_output.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"puts line\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"fputs line\0A\00", align 1, !dbg !7
@stdout = external local_unnamed_addr global ptr, align 8
@__const.main.data = private unnamed_addr constant [13 x i8] c"fwrite data\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"fprintf %d %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"%d %u %d %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [15 x i8] c"%d %u %ld %lu\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [11 x i8] c"%x %lX %o\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [36 x i8] c"[%8s][%-8s][%.3s][%*d][%-*d][%.*f]\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [6 x i8] c"right\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [5 x i8] c"left\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [9 x i8] c"truncate\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [40 x i8] c"[%+5d][% d][%#x][%#o][%08.3f][%hd][%u]\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [23 x i8] c"[%c%c%c][%%][%5.1f%%]\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [2 x i8] c",\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !71

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !95 {
  %1 = alloca [13 x i8], align 1, !DIAssignID !132
    #dbg_assign(i1 undef, !100, !DIExpression(), !132, ptr %1, !DIExpression(), !133)
  %2 = tail call signext i32 @puts(ptr noundef nonnull dereferenceable(1) @.str), !dbg !134
    #dbg_value(i32 112, !135, !DIExpression(), !141)
  %3 = load ptr, ptr @stdout, align 8, !dbg !143, !tbaa !144
  %4 = tail call signext i32 @putc(i32 noundef signext 112, ptr noundef %3), !dbg !148
    #dbg_value(i32 99, !135, !DIExpression(), !149)
  %5 = load ptr, ptr @stdout, align 8, !dbg !151, !tbaa !144
  %6 = tail call signext i32 @putc(i32 noundef signext 99, ptr noundef %5), !dbg !152
    #dbg_value(i32 10, !135, !DIExpression(), !153)
  %7 = load ptr, ptr @stdout, align 8, !dbg !155, !tbaa !144
  %8 = tail call signext i32 @putc(i32 noundef signext 10, ptr noundef %7), !dbg !156
  %9 = load ptr, ptr @stdout, align 8, !dbg !157, !tbaa !144
  %10 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 11, i64 1, ptr %9), !dbg !158
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %1) #4, !dbg !159
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %1, ptr noundef nonnull align 1 dereferenceable(13) @__const.main.data, i64 13, i1 false), !dbg !160, !DIAssignID !161
    #dbg_assign(i1 undef, !100, !DIExpression(), !161, ptr %1, !DIExpression(), !133)
  %11 = load ptr, ptr @stdout, align 8, !dbg !162, !tbaa !144
  %12 = call i64 @fwrite(ptr noundef nonnull %1, i64 noundef 1, i64 noundef 12, ptr noundef %11), !dbg !163
  %13 = load ptr, ptr @stdout, align 8, !dbg !164, !tbaa !144
  %14 = tail call signext i32 (ptr, ptr, ...) @fprintf(ptr noundef %13, ptr noundef nonnull @.str.2, i32 noundef signext 7, ptr noundef nonnull @.str.3) #4, !dbg !165
    #dbg_value(i8 -8, !103, !DIExpression(), !133)
    #dbg_value(i8 -56, !108, !DIExpression(), !133)
    #dbg_value(i16 -1600, !111, !DIExpression(), !133)
    #dbg_value(i16 -5536, !114, !DIExpression(), !133)
    #dbg_value(i32 -2000000000, !118, !DIExpression(), !133)
    #dbg_value(i32 -294967296, !121, !DIExpression(), !133)
    #dbg_value(i64 -9000000000000000000, !122, !DIExpression(), !133)
    #dbg_value(i64 -446744073709551616, !126, !DIExpression(), !133)
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext -8, i32 noundef signext 200, i32 noundef signext -1600, i32 noundef signext 60000), !dbg !166
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext -2000000000, i32 noundef signext -294967296, i64 noundef -9000000000000000000, i64 noundef -446744073709551616), !dbg !167
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext -294967296, i64 noundef -446744073709551616, i32 noundef signext 511), !dbg !168
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef signext 6, i32 noundef signext 42, i32 noundef signext 6, i32 noundef signext 42, i32 noundef signext 2, double noundef 3.141590e+00), !dbg !169
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext 12, i32 noundef signext 34, i32 noundef signext 255, i32 noundef signext 8, double noundef -3.500000e+00, i32 noundef signext -5, i32 noundef signext 44), !dbg !170
  %20 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext 97, i32 noundef signext 66, i32 noundef signext 67, double noundef 9.950000e+01), !dbg !171
    #dbg_value(i32 0, !130, !DIExpression(), !172)
    #dbg_value(i32 0, !130, !DIExpression(), !172)
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 0, ptr noundef nonnull @.str.14), !dbg !173
    #dbg_value(i32 1, !130, !DIExpression(), !172)
  %22 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 1, ptr noundef nonnull @.str.14), !dbg !173
    #dbg_value(i32 2, !130, !DIExpression(), !172)
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 2, ptr noundef nonnull @.str.14), !dbg !173
    #dbg_value(i32 3, !130, !DIExpression(), !172)
  %24 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 3, ptr noundef nonnull @.str.14), !dbg !173
    #dbg_value(i32 4, !130, !DIExpression(), !172)
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 4, ptr noundef nonnull @.str.15), !dbg !173
    #dbg_value(i32 5, !130, !DIExpression(), !172)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %1) #4, !dbg !175
  ret i32 0, !dbg !176
}

; Function Attrs: nofree nounwind
declare !dbg !177 noundef signext i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !182 noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !245 noundef signext i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !249 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !252 noundef signext i32 @putc(i32 noundef signext, ptr nocapture noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!73}
!llvm.module.flags = !{!83, !84, !85, !86, !87, !89, !90, !91, !92, !93}
!llvm.ident = !{!94}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/stdio_output.c", directory: ".", checksumkind: CSK_MD5, checksum: "0fc2969c5679ddae14de71ab33b75399")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 3)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 13)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 11)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 36)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 6)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 5)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 9)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 40)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 23)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !46, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 2)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !68, isLocal: true, isDefinition: true)
!73 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !74, globals: !82, splitDebugInlining: false, nameTableKind: None)
!74 = !{!75, !80, !79, !81}
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !76, line: 26, baseType: !77)
!76 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !78, line: 42, baseType: !79)
!78 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!79 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!80 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!81 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!82 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44, !49, !54, !59, !64, !66, !71}
!83 = !{i32 7, !"Dwarf Version", i32 5}
!84 = !{i32 2, !"Debug Info Version", i32 3}
!85 = !{i32 1, !"wchar_size", i32 4}
!86 = !{i32 1, !"target-abi", !"lp64d"}
!87 = !{i32 6, !"riscv-isa", !88}
!88 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!89 = !{i32 8, !"PIC Level", i32 2}
!90 = !{i32 7, !"PIE Level", i32 2}
!91 = !{i32 7, !"uwtable", i32 2}
!92 = !{i32 8, !"SmallDataLimit", i32 8}
!93 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!94 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!95 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 8, type: !96, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !73, retainedNodes: !99)
!96 = !DISubroutineType(types: !97)
!97 = !{!98}
!98 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!99 = !{!100, !103, !108, !111, !114, !118, !121, !122, !126, !130}
!100 = !DILocalVariable(name: "data", scope: !95, file: !2, line: 12, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !102, size: 104, elements: !25)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!103 = !DILocalVariable(name: "a", scope: !95, file: !2, line: 15, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !105, line: 24, baseType: !106)
!105 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !78, line: 37, baseType: !107)
!107 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!108 = !DILocalVariable(name: "b", scope: !95, file: !2, line: 15, type: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !76, line: 24, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !78, line: 38, baseType: !81)
!111 = !DILocalVariable(name: "c", scope: !95, file: !2, line: 15, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !105, line: 25, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !78, line: 39, baseType: !80)
!114 = !DILocalVariable(name: "d", scope: !95, file: !2, line: 15, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !76, line: 25, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !78, line: 40, baseType: !117)
!117 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!118 = !DILocalVariable(name: "e", scope: !95, file: !2, line: 16, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !105, line: 26, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !78, line: 41, baseType: !98)
!121 = !DILocalVariable(name: "f", scope: !95, file: !2, line: 16, type: !75)
!122 = !DILocalVariable(name: "g", scope: !95, file: !2, line: 16, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !105, line: 27, baseType: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !78, line: 44, baseType: !125)
!125 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!126 = !DILocalVariable(name: "h", scope: !95, file: !2, line: 16, type: !127)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !76, line: 27, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !78, line: 45, baseType: !129)
!129 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 23, type: !98)
!131 = distinct !DILexicalBlock(scope: !95, file: !2, line: 23, column: 5)
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 0, scope: !95)
!134 = !DILocation(line: 9, column: 5, scope: !95)
!135 = !DILocalVariable(name: "__c", arg: 1, scope: !136, file: !137, line: 82, type: !98)
!136 = distinct !DISubprogram(name: "putchar", scope: !137, file: !137, line: 82, type: !138, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !73, retainedNodes: !140)
!137 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!138 = !DISubroutineType(types: !139)
!139 = !{!98, !98}
!140 = !{!135}
!141 = !DILocation(line: 0, scope: !136, inlinedAt: !142)
!142 = distinct !DILocation(line: 10, column: 5, scope: !95)
!143 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !142)
!144 = !{!145, !145, i64 0}
!145 = !{!"any pointer", !146, i64 0}
!146 = !{!"omnipotent char", !147, i64 0}
!147 = !{!"Simple C/C++ TBAA"}
!148 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !142)
!149 = !DILocation(line: 0, scope: !136, inlinedAt: !150)
!150 = distinct !DILocation(line: 10, column: 19, scope: !95)
!151 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !150)
!152 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !150)
!153 = !DILocation(line: 0, scope: !136, inlinedAt: !154)
!154 = distinct !DILocation(line: 10, column: 33, scope: !95)
!155 = !DILocation(line: 84, column: 21, scope: !136, inlinedAt: !154)
!156 = !DILocation(line: 84, column: 10, scope: !136, inlinedAt: !154)
!157 = !DILocation(line: 11, column: 27, scope: !95)
!158 = !DILocation(line: 11, column: 5, scope: !95)
!159 = !DILocation(line: 12, column: 5, scope: !95)
!160 = !DILocation(line: 12, column: 16, scope: !95)
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 13, column: 35, scope: !95)
!163 = !DILocation(line: 13, column: 5, scope: !95)
!164 = !DILocation(line: 14, column: 13, scope: !95)
!165 = !DILocation(line: 14, column: 5, scope: !95)
!166 = !DILocation(line: 17, column: 5, scope: !95)
!167 = !DILocation(line: 18, column: 5, scope: !95)
!168 = !DILocation(line: 19, column: 5, scope: !95)
!169 = !DILocation(line: 20, column: 5, scope: !95)
!170 = !DILocation(line: 21, column: 5, scope: !95)
!171 = !DILocation(line: 22, column: 5, scope: !95)
!172 = !DILocation(line: 0, scope: !131)
!173 = !DILocation(line: 23, column: 33, scope: !174)
!174 = distinct !DILexicalBlock(scope: !131, file: !2, line: 23, column: 5)
!175 = !DILocation(line: 25, column: 1, scope: !95)
!176 = !DILocation(line: 24, column: 5, scope: !95)
!177 = !DISubprogram(name: "puts", scope: !178, file: !178, line: 661, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!179 = !DISubroutineType(types: !180)
!180 = !{!98, !181}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!182 = !DISubprogram(name: "fwrite", scope: !178, file: !178, line: 681, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{!129, !185, !188, !188, !190}
!185 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !186)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !189, line: 18, baseType: !129)
!189 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !193, line: 7, baseType: !194)
!193 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!194 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !195, line: 49, size: 1728, elements: !196)
!195 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!196 = !{!197, !198, !200, !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !213, !215, !216, !217, !219, !220, !221, !225, !228, !230, !233, !236, !237, !239, !240, !241}
!197 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !194, file: !195, line: 51, baseType: !98, size: 32)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !194, file: !195, line: 54, baseType: !199, size: 64, offset: 64)
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !194, file: !195, line: 55, baseType: !199, size: 64, offset: 128)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !194, file: !195, line: 56, baseType: !199, size: 64, offset: 192)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !194, file: !195, line: 57, baseType: !199, size: 64, offset: 256)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !194, file: !195, line: 58, baseType: !199, size: 64, offset: 320)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !194, file: !195, line: 59, baseType: !199, size: 64, offset: 384)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !194, file: !195, line: 60, baseType: !199, size: 64, offset: 448)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !194, file: !195, line: 61, baseType: !199, size: 64, offset: 512)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !194, file: !195, line: 64, baseType: !199, size: 64, offset: 576)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !194, file: !195, line: 65, baseType: !199, size: 64, offset: 640)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !194, file: !195, line: 66, baseType: !199, size: 64, offset: 704)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !194, file: !195, line: 68, baseType: !211, size: 64, offset: 768)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!212 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !195, line: 36, flags: DIFlagFwdDecl)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !194, file: !195, line: 70, baseType: !214, size: 64, offset: 832)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !194, file: !195, line: 72, baseType: !98, size: 32, offset: 896)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !194, file: !195, line: 73, baseType: !98, size: 32, offset: 928)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !194, file: !195, line: 74, baseType: !218, size: 64, offset: 960)
!218 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !78, line: 152, baseType: !125)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !194, file: !195, line: 77, baseType: !117, size: 16, offset: 1024)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !194, file: !195, line: 78, baseType: !107, size: 8, offset: 1040)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !194, file: !195, line: 79, baseType: !222, size: 8, offset: 1048)
!222 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !223)
!223 = !{!224}
!224 = !DISubrange(count: 1)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !194, file: !195, line: 81, baseType: !226, size: 64, offset: 1088)
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!227 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !195, line: 43, baseType: null)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !194, file: !195, line: 89, baseType: !229, size: 64, offset: 1152)
!229 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !78, line: 153, baseType: !125)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !194, file: !195, line: 91, baseType: !231, size: 64, offset: 1216)
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!232 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !195, line: 37, flags: DIFlagFwdDecl)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !194, file: !195, line: 92, baseType: !234, size: 64, offset: 1280)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !195, line: 38, flags: DIFlagFwdDecl)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !194, file: !195, line: 93, baseType: !214, size: 64, offset: 1344)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !194, file: !195, line: 94, baseType: !238, size: 64, offset: 1408)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !194, file: !195, line: 95, baseType: !188, size: 64, offset: 1472)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !194, file: !195, line: 96, baseType: !98, size: 32, offset: 1536)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !194, file: !195, line: 98, baseType: !242, size: 160, offset: 1568)
!242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !243)
!243 = !{!244}
!244 = !DISubrange(count: 20)
!245 = !DISubprogram(name: "fprintf", scope: !178, file: !178, line: 350, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!246 = !DISubroutineType(types: !247)
!247 = !{!98, !190, !248, null}
!248 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !181)
!249 = !DISubprogram(name: "printf", scope: !178, file: !178, line: 356, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DISubroutineType(types: !251)
!251 = !{!98, !248, null}
!252 = !DISubprogram(name: "putc", scope: !178, file: !178, line: 550, type: !253, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DISubroutineType(types: !254)
!254 = !{!98, !98, !191}
