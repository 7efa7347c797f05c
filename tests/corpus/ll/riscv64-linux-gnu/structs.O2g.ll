; ModuleID = 'tests/programs/structs.c'
source_filename = "tests/programs/structs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"p = (%d, %d)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [28 x i8] c"area = %d, grown area = %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"big sum = %lld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [18 x i8] c"blend = %u %u %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [19 x i8] c"fpair = %.3f %.3f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [19 x i8] c"dpair = %.3f %.3f\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [21 x i8] c"intdouble = %d %.3f\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [23 x i8] c"mixed = %c %.3f %d %d\0A\00", align 1, !dbg !34
@.str.10 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !39
@.str.12 = private unnamed_addr constant [36 x i8] c"copy key = %d name = %s, hash = %u\0A\00", align 1, !dbg !44
@.str.13 = private unnamed_addr constant [17 x i8] c"total area = %d\0A\00", align 1, !dbg !49

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !81 {
    #dbg_value(i32 -7, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !172)
    #dbg_value(i32 26, !86, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !172)
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -7, i32 noundef signext 26), !dbg !173
    #dbg_value(i64 8589934593, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !172)
    #dbg_value(i64 30064771083, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !172)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 50, i32 noundef signext 176), !dbg !174
    #dbg_value(i64 17000051, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !172)
    #dbg_value(i64 34000102, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !172)
    #dbg_value(i64 51000153, !96, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !172)
    #dbg_value(i64 68000204, !96, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !172)
    #dbg_value(i64 85000255, !96, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !172)
    #dbg_value(i64 102000306, !96, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !172)
    #dbg_value(i64 119000357, !96, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !172)
    #dbg_value(i64 136000408, !96, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !172)
    #dbg_value(i32 17, !96, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !172)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 612001853), !dbg !175
    #dbg_value(i24 -14326, !104, !DIExpression(), !172)
    #dbg_value(i24 91166, !110, !DIExpression(), !172)
    #dbg_value(i8 20, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !172)
    #dbg_value(i8 -106, !111, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !172)
    #dbg_value(i8 -128, !111, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !172)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 20, i32 noundef signext 150, i32 noundef signext 128), !dbg !176
    #dbg_value(float -3.500000e+00, !112, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !172)
    #dbg_value(float 2.500000e+00, !112, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !172)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -3.500000e+00, double noundef 2.500000e+00), !dbg !177
    #dbg_value(double 2.000000e+00, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !172)
    #dbg_value(double 9.000000e+00, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !172)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 2.000000e+00, double noundef 9.000000e+00), !dbg !178
    #dbg_value(i32 21, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !172)
    #dbg_value(double 7.250000e+00, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !172)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 21, double noundef 7.250000e+00), !dbg !179
    #dbg_value(i8 99, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !172)
    #dbg_value(double 4.500000e+00, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !172)
    #dbg_value(i16 86, !129, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !172)
    #dbg_value(i32 80, !129, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !172)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 99, double noundef 4.500000e+00, i32 noundef signext 86, i32 noundef signext 80), !dbg !180
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !172)
    #dbg_value(ptr null, !137, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !172)
    #dbg_value(ptr null, !137, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !172)
    #dbg_value(ptr null, !137, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 960, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 992, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 1024, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 1056, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 1088, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 1120, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 1152, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 1184, 32), !172)
    #dbg_value(ptr null, !137, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !172)
    #dbg_value(i32 1, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !172)
    #dbg_value(i32 1, !137, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !172)
    #dbg_value(i32 -1, !137, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !172)
    #dbg_value(i32 2, !137, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !172)
    #dbg_value(i32 -2, !137, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !172)
    #dbg_value(ptr poison, !137, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !172)
    #dbg_value(i32 2, !137, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !172)
    #dbg_value(i32 1, !137, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !172)
    #dbg_value(i32 1, !137, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !172)
    #dbg_value(i32 2, !137, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !172)
    #dbg_value(i32 3, !137, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !172)
    #dbg_value(i32 -1, !137, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !172)
    #dbg_value(ptr poison, !137, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !172)
    #dbg_value(i32 5, !137, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !172)
    #dbg_value(i32 2, !137, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !172)
    #dbg_value(i32 2, !137, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !172)
    #dbg_value(i32 3, !137, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !172)
    #dbg_value(i32 1, !137, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !172)
    #dbg_value(i32 4, !137, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !172)
    #dbg_value(i32 0, !137, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !172)
    #dbg_value(ptr @.str.10, !137, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !172)
    #dbg_value(i32 10, !137, !DIExpression(DW_OP_LLVM_fragment, 960, 32), !172)
    #dbg_value(i32 3, !137, !DIExpression(DW_OP_LLVM_fragment, 992, 32), !172)
    #dbg_value(i32 3, !137, !DIExpression(DW_OP_LLVM_fragment, 1024, 32), !172)
    #dbg_value(i32 4, !137, !DIExpression(DW_OP_LLVM_fragment, 1056, 32), !172)
    #dbg_value(i32 2, !137, !DIExpression(DW_OP_LLVM_fragment, 1088, 32), !172)
    #dbg_value(i32 5, !137, !DIExpression(DW_OP_LLVM_fragment, 1120, 32), !172)
    #dbg_value(i32 1, !137, !DIExpression(DW_OP_LLVM_fragment, 1152, 32), !172)
    #dbg_value(ptr poison, !137, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !172)
    #dbg_value(i32 5, !159, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !172)
    #dbg_assign(i1 undef, !159, !DIExpression(DW_OP_LLVM_fragment, 32, 224), !181, ptr undef, !DIExpression(), !172)
    #dbg_value(ptr @.str.10, !159, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !172)
    #dbg_value(i32 99, !137, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !172)
    #dbg_value(i32 0, !160, !DIExpression(), !172)
    #dbg_value(i32 1, !160, !DIExpression(), !172)
    #dbg_value(i32 1, !160, !DIExpression(), !172)
    #dbg_value(i32 31, !160, !DIExpression(), !172)
    #dbg_value(i32 967, !160, !DIExpression(), !172)
    #dbg_value(i32 29989, !160, !DIExpression(), !172)
    #dbg_value(i32 929664, !160, !DIExpression(), !172)
    #dbg_value(i32 28819586, !160, !DIExpression(), !172)
    #dbg_value(i32 28819586, !160, !DIExpression(), !172)
    #dbg_value(i32 893407174, !160, !DIExpression(), !172)
    #dbg_value(i32 1925818632, !160, !DIExpression(), !172)
    #dbg_value(i32 -429164532, !160, !DIExpression(), !172)
    #dbg_value(i32 -419198600, !160, !DIExpression(), !172)
    #dbg_value(i32 -110254613, !160, !DIExpression(), !172)
    #dbg_value(i32 -110254613, !160, !DIExpression(), !172)
    #dbg_value(i32 877074309, !160, !DIExpression(), !172)
    #dbg_value(i32 1419499825, !160, !DIExpression(), !172)
    #dbg_value(i32 1054821643, !160, !DIExpression(), !172)
    #dbg_value(i32 -1660267430, !160, !DIExpression(), !172)
    #dbg_value(i32 71317232, !160, !DIExpression(), !172)
    #dbg_value(i32 71317232, !160, !DIExpression(), !172)
    #dbg_value(i32 -2084133080, !160, !DIExpression(), !172)
    #dbg_value(i32 -183616010, !160, !DIExpression(), !172)
    #dbg_value(i32 -1397128978, !160, !DIExpression(), !172)
    #dbg_value(i32 -361325353, !160, !DIExpression(), !172)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext 5, ptr noundef nonnull @.str.10, i32 noundef signext -361325353), !dbg !182
    #dbg_value(i64 8589934593, !167, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !172)
    #dbg_value(i64 30064771083, !167, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !172)
    #dbg_value(i64 4294967296, !167, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !172)
    #dbg_value(i64 34359738380, !167, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !172)
    #dbg_value(i64 4294967295, !167, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !172)
    #dbg_value(i64 38654705677, !167, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !172)
    #dbg_value(i32 0, !169, !DIExpression(), !172)
    #dbg_value(i32 0, !169, !DIExpression(), !172)
    #dbg_value(i32 50, !169, !DIExpression(), !172)
    #dbg_value(i32 134, !169, !DIExpression(), !172)
    #dbg_value(i32 260, !169, !DIExpression(), !172)
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 260), !dbg !183
  ret i32 0, !dbg !184
}

; Function Attrs: nofree nounwind
declare !dbg !185 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.dbg.cu = !{!54}
!llvm.module.flags = !{!69, !70, !71, !72, !73, !75, !76, !77, !78, !79}
!llvm.ident = !{!80}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "db0499d0fe03c4c7853e6d71792be9ce")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 21)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 23)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 6)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 36)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 17)
!54 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !55, globals: !59, splitDebugInlining: false, nameTableKind: None)
!55 = !{!56, !57, !58}
!56 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!57 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!58 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!59 = !{!0, !7, !12, !17, !22, !27, !29, !34, !60, !62, !39, !67, !44, !49}
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !41, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 5)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !41, isLocal: true, isDefinition: true)
!69 = !{i32 7, !"Dwarf Version", i32 5}
!70 = !{i32 2, !"Debug Info Version", i32 3}
!71 = !{i32 1, !"wchar_size", i32 4}
!72 = !{i32 1, !"target-abi", !"lp64d"}
!73 = !{i32 6, !"riscv-isa", !74}
!74 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 8, !"SmallDataLimit", i32 8}
!79 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!80 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!81 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 44, type: !82, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !85)
!82 = !DISubroutineType(types: !83)
!83 = !{!84}
!84 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!85 = !{!86, !91, !96, !104, !110, !111, !112, !118, !124, !129, !137, !151, !153, !155, !159, !160, !161, !163, !167, !169, !170}
!86 = !DILocalVariable(name: "p", scope: !81, file: !2, line: 45, type: !87)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point", file: !2, line: 5, size: 64, elements: !88)
!88 = !{!89, !90}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !87, file: !2, line: 5, baseType: !84, size: 32)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !87, file: !2, line: 5, baseType: !84, size: 32, offset: 32)
!91 = !DILocalVariable(name: "r", scope: !81, file: !2, line: 47, type: !92)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !2, line: 6, size: 128, elements: !93)
!93 = !{!94, !95}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !92, file: !2, line: 6, baseType: !87, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !92, file: !2, line: 6, baseType: !87, size: 64, offset: 64)
!96 = !DILocalVariable(name: "b", scope: !81, file: !2, line: 49, type: !97)
!97 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 8, size: 576, elements: !98)
!98 = !{!99, !103}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !97, file: !2, line: 8, baseType: !100, size: 512)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 512, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 8)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !97, file: !2, line: 8, baseType: !84, size: 32, offset: 512)
!104 = !DILocalVariable(name: "s1", scope: !81, file: !2, line: 51, type: !105)
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Small", file: !2, line: 9, size: 24, elements: !106)
!106 = !{!107, !108, !109}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !105, file: !2, line: 9, baseType: !58, size: 8)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !105, file: !2, line: 9, baseType: !58, size: 8, offset: 8)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !105, file: !2, line: 9, baseType: !58, size: 8, offset: 16)
!110 = !DILocalVariable(name: "s2", scope: !81, file: !2, line: 51, type: !105)
!111 = !DILocalVariable(name: "s3", scope: !81, file: !2, line: 52, type: !105)
!112 = !DILocalVariable(name: "fp", scope: !81, file: !2, line: 54, type: !113)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FPair", file: !2, line: 10, size: 64, elements: !114)
!114 = !{!115, !117}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !113, file: !2, line: 10, baseType: !116, size: 32)
!116 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !113, file: !2, line: 10, baseType: !116, size: 32, offset: 32)
!118 = !DILocalVariable(name: "dp", scope: !81, file: !2, line: 56, type: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DPair", file: !2, line: 11, size: 128, elements: !120)
!120 = !{!121, !123}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !119, file: !2, line: 11, baseType: !122, size: 64)
!122 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !119, file: !2, line: 11, baseType: !122, size: 64, offset: 64)
!124 = !DILocalVariable(name: "id", scope: !81, file: !2, line: 58, type: !125)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IntDouble", file: !2, line: 12, size: 128, elements: !126)
!126 = !{!127, !128}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !125, file: !2, line: 12, baseType: !84, size: 32)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !125, file: !2, line: 12, baseType: !122, size: 64, offset: 64)
!129 = !DILocalVariable(name: "m", scope: !81, file: !2, line: 60, type: !130)
!130 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mixed", file: !2, line: 7, size: 192, elements: !131)
!131 = !{!132, !133, !134, !136}
!132 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !130, file: !2, line: 7, baseType: !4, size: 8)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !130, file: !2, line: 7, baseType: !122, size: 64, offset: 64)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !130, file: !2, line: 7, baseType: !135, size: 16, offset: 128)
!135 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !130, file: !2, line: 7, baseType: !84, size: 32, offset: 160)
!137 = !DILocalVariable(name: "nodes", scope: !81, file: !2, line: 64, type: !138)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 1280, elements: !149)
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 42, size: 320, elements: !140)
!140 = !{!141, !142, !146}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !139, file: !2, line: 42, baseType: !84, size: 32)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "pts", scope: !139, file: !2, line: 42, baseType: !143, size: 192, offset: 32)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 192, elements: !144)
!144 = !{!145}
!145 = !DISubrange(count: 3)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !139, file: !2, line: 42, baseType: !147, size: 64, offset: 256)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!149 = !{!150}
!150 = !DISubrange(count: 4)
!151 = !DILocalVariable(name: "names", scope: !81, file: !2, line: 66, type: !152)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 256, elements: !149)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 67, type: !84)
!154 = distinct !DILexicalBlock(scope: !81, file: !2, line: 67, column: 5)
!155 = !DILocalVariable(name: "j", scope: !156, file: !2, line: 69, type: !84)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 69, column: 9)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 67, column: 33)
!158 = distinct !DILexicalBlock(scope: !154, file: !2, line: 67, column: 5)
!159 = !DILocalVariable(name: "copy", scope: !81, file: !2, line: 72, type: !139)
!160 = !DILocalVariable(name: "h", scope: !81, file: !2, line: 74, type: !56)
!161 = !DILocalVariable(name: "i", scope: !162, file: !2, line: 75, type: !84)
!162 = distinct !DILexicalBlock(scope: !81, file: !2, line: 75, column: 5)
!163 = !DILocalVariable(name: "j", scope: !164, file: !2, line: 77, type: !84)
!164 = distinct !DILexicalBlock(scope: !165, file: !2, line: 77, column: 9)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 75, column: 33)
!166 = distinct !DILexicalBlock(scope: !162, file: !2, line: 75, column: 5)
!167 = !DILocalVariable(name: "arr", scope: !81, file: !2, line: 81, type: !168)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 384, elements: !144)
!169 = !DILocalVariable(name: "tot", scope: !81, file: !2, line: 82, type: !84)
!170 = !DILocalVariable(name: "i", scope: !171, file: !2, line: 83, type: !84)
!171 = distinct !DILexicalBlock(scope: !81, file: !2, line: 83, column: 5)
!172 = !DILocation(line: 0, scope: !81)
!173 = !DILocation(line: 46, column: 5, scope: !81)
!174 = !DILocation(line: 48, column: 5, scope: !81)
!175 = !DILocation(line: 50, column: 5, scope: !81)
!176 = !DILocation(line: 53, column: 5, scope: !81)
!177 = !DILocation(line: 55, column: 5, scope: !81)
!178 = !DILocation(line: 57, column: 5, scope: !81)
!179 = !DILocation(line: 59, column: 5, scope: !81)
!180 = !DILocation(line: 62, column: 5, scope: !81)
!181 = distinct !DIAssignID()
!182 = !DILocation(line: 80, column: 5, scope: !81)
!183 = !DILocation(line: 84, column: 5, scope: !81)
!184 = !DILocation(line: 86, column: 1, scope: !81)
!185 = !DISubprogram(name: "printf", scope: !186, file: !186, line: 356, type: !187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!187 = !DISubroutineType(types: !188)
!188 = !{!84, !189, null}
!189 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !147)
