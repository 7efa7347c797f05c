; ModuleID = 'tests/programs/globals_linkage.c'
source_filename = "tests/programs/globals_linkage.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Rec = type { ptr, ptr, ptr }

@global_counter = dso_local global i32 5, align 4, !dbg !0
@const_table = dso_local constant [5 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11], align 4, !dbg !7
@weak_value = weak dso_local local_unnamed_addr global i32 123, align 4, !dbg !14
@hidden_value = hidden local_unnamed_addr global i32 77, align 4, !dbg !16
@protected_value = protected local_unnamed_addr global i32 55, align 4, !dbg !18
@global_ptr = dso_local local_unnamed_addr global ptr @global_counter, align 8, !dbg !20
@const_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @const_table, i64 8), align 8, !dbg !23
@func_ptr = dso_local local_unnamed_addr global ptr @weak_func, align 8, !dbg !26
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !31
@rec_b = internal global %struct.Rec { ptr @.str.16, ptr @file_counter, ptr @rec_c }, align 8, !dbg !143
@rec_a = dso_local local_unnamed_addr global %struct.Rec { ptr @.str, ptr @global_counter, ptr @rec_b }, align 8, !dbg !37
@text_buf = dso_local global [13 x i8] c"mutable text\00", align 1, !dbg !47
@.str.1 = private unnamed_addr constant [8 x i8] c"literal\00", align 1, !dbg !52
@str_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @.str.1, i64 3), align 8, !dbg !57
@used_but_unreferenced = internal global i32 9, align 4, !dbg !59
@aligned_global = dso_local local_unnamed_addr global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 64, !dbg !61
@sectioned = dso_local local_unnamed_addr global i32 31, section ".data.custom_section", align 4, !dbg !66
@big_init = dso_local local_unnamed_addr global i64 81985529216486895, align 8, !dbg !68
@bytes_init = dso_local local_unnamed_addr global [4 x i8] c"\00\7F\80\FF", align 1, !dbg !71
@file_counter = internal global i32 7, align 4, !dbg !149
@.str.2 = private unnamed_addr constant [16 x i8] c"counters %d %d\0A\00", align 1, !dbg !75
@.str.3 = private unnamed_addr constant [20 x i8] c"const_table sum %d\0A\00", align 1, !dbg !80
@.str.4 = private unnamed_addr constant [13 x i8] c"names %s %s\0A\00", align 1, !dbg !85
@.str.5 = private unnamed_addr constant [38 x i8] c"weak %d %d hidden %d %d protected %d\0A\00", align 1, !dbg !87
@zero_init = dso_local global [100 x i32] zeroinitializer, align 4, !dbg !136
@.str.6 = private unnamed_addr constant [18 x i8] c"zero_init sum %d\0A\00", align 1, !dbg !92
@.str.7 = private unnamed_addr constant [26 x i8] c"static doubles %.2f %.2f\0A\00", align 1, !dbg !97
@.str.8 = private unnamed_addr constant [15 x i8] c"ptrs %d %d %d\0A\00", align 1, !dbg !102
@.str.9 = private unnamed_addr constant [14 x i8] c"ptr_array %d\0A\00", align 1, !dbg !107
@.str.10 = private unnamed_addr constant [14 x i8] c"rec %s -> %d\0A\00", align 1, !dbg !112
@.str.11 = private unnamed_addr constant [7 x i8] c"%s %s\0A\00", align 1, !dbg !114
@.str.12 = private unnamed_addr constant [34 x i8] c"aligned %d sectioned %d big %llx\0A\00", align 1, !dbg !119
@.str.13 = private unnamed_addr constant [19 x i8] c"bytes %u %u %u %u\0A\00", align 1, !dbg !124
@.str.14 = private unnamed_addr constant [14 x i8] c"ids %d %d %d\0A\00", align 1, !dbg !129
@.str.15 = private unnamed_addr constant [27 x i8] c"alias target %d %d var %d\0A\00", align 1, !dbg !131
@.str.16 = private unnamed_addr constant [2 x i8] c"b\00", align 1, !dbg !141
@rec_c = internal global %struct.Rec { ptr @.str.17, ptr getelementptr (i8, ptr @zero_init, i64 4), ptr null }, align 8, !dbg !147
@.str.17 = private unnamed_addr constant [2 x i8] c"c\00", align 1, !dbg !145
@.str.19 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !154
@.str.21 = private unnamed_addr constant [6 x i8] c"three\00", align 1, !dbg !159
@next_id.id = internal unnamed_addr global i32 1000, align 4, !dbg !175
@llvm.compiler.used = appending global [1 x ptr] [ptr @used_but_unreferenced], section "llvm.metadata"

@alias_fn = dso_local alias i32 (i32), ptr @alias_target
@alias_var = dso_local alias i32, ptr @global_counter

; Function Attrs: nounwind uwtable
define weak dso_local signext i32 @weak_func(i32 noundef signext %0) #0 !dbg !194 {
    #dbg_value(i32 %0, !196, !DIExpression(), !197)
  %2 = shl nsw i32 %0, 1, !dbg !198
  ret i32 %2, !dbg !199
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define hidden signext i32 @hidden_func(i32 noundef signext %0) local_unnamed_addr #1 !dbg !200 {
    #dbg_value(i32 %0, !202, !DIExpression(), !203)
  %2 = load i32, ptr @hidden_value, align 4, !dbg !204, !tbaa !205
  %3 = add nsw i32 %2, %0, !dbg !209
  ret i32 %3, !dbg !210
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local signext i32 @alias_target(i32 noundef signext %0) #2 !dbg !211 {
    #dbg_value(i32 %0, !213, !DIExpression(), !214)
  %2 = mul nsw i32 %0, %0, !dbg !215
  ret i32 %2, !dbg !216
}

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !217 {
  %1 = load i32, ptr @global_counter, align 4, !dbg !229, !tbaa !205
  %2 = add nsw i32 %1, 10, !dbg !229
  store i32 %2, ptr @global_counter, align 4, !dbg !229, !tbaa !205
  %3 = load i32, ptr @file_counter, align 4, !dbg !230, !tbaa !205
  %4 = mul nsw i32 %3, 3, !dbg !230
  store i32 %4, ptr @file_counter, align 4, !dbg !230, !tbaa !205
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %2, i32 noundef signext %4), !dbg !231
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 28), !dbg !232
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.21), !dbg !233
  %8 = load i32, ptr @weak_value, align 4, !dbg !234, !tbaa !205
  %9 = tail call signext i32 @weak_func(i32 noundef signext 21), !dbg !235
  %10 = load i32, ptr @hidden_value, align 4, !dbg !236, !tbaa !205
    #dbg_value(i32 1, !202, !DIExpression(), !237)
  %11 = add nsw i32 %10, 1, !dbg !239
  %12 = load i32, ptr @protected_value, align 4, !dbg !240, !tbaa !205
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %8, i32 noundef signext %9, i32 noundef signext %10, i32 noundef signext %11, i32 noundef signext %12), !dbg !241
  store i32 9, ptr getelementptr inbounds (i8, ptr @zero_init, i64 200), align 4, !dbg !242, !tbaa !205
  store i32 4, ptr getelementptr inbounds (i8, ptr @zero_init, i64 4), align 4, !dbg !243, !tbaa !205
    #dbg_value(i32 0, !219, !DIExpression(), !244)
    #dbg_value(i32 0, !220, !DIExpression(), !245)
  br label %39, !dbg !246

14:                                               ; preds = %39
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %44), !dbg !247
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.500000e+00, double noundef 0.000000e+00), !dbg !248
  %17 = load ptr, ptr @global_ptr, align 8, !dbg !249, !tbaa !250
  %18 = load i32, ptr %17, align 4, !dbg !252, !tbaa !205
  %19 = load ptr, ptr @const_ptr, align 8, !dbg !253, !tbaa !250
  %20 = load i32, ptr %19, align 4, !dbg !254, !tbaa !205
  %21 = load ptr, ptr @func_ptr, align 8, !dbg !255, !tbaa !250
  %22 = tail call signext i32 %21(i32 noundef signext 8) #4, !dbg !255
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext %18, i32 noundef signext %20, i32 noundef signext %22), !dbg !256
    #dbg_value(i32 0, !222, !DIExpression(), !244)
    #dbg_value(i32 0, !223, !DIExpression(), !257)
    #dbg_value(i64 0, !223, !DIExpression(), !257)
    #dbg_value(i32 0, !222, !DIExpression(), !244)
  %24 = load i32, ptr @global_counter, align 4, !dbg !258, !tbaa !205
  %25 = srem i32 %24, 10, !dbg !260
    #dbg_value(i32 %25, !222, !DIExpression(), !244)
    #dbg_value(i64 1, !223, !DIExpression(), !257)
  %26 = mul nsw i32 %25, 10, !dbg !261
  %27 = load i32, ptr @file_counter, align 4, !dbg !258, !tbaa !205
  %28 = srem i32 %27, 10, !dbg !260
  %29 = add nsw i32 %28, %26, !dbg !262
    #dbg_value(i32 %29, !222, !DIExpression(), !244)
    #dbg_value(i64 2, !223, !DIExpression(), !257)
  %30 = mul nsw i32 %29, 10, !dbg !261
  %31 = load i32, ptr @hidden_value, align 4, !dbg !258, !tbaa !205
  %32 = srem i32 %31, 10, !dbg !260
  %33 = add nsw i32 %32, %30, !dbg !262
    #dbg_value(i32 %33, !222, !DIExpression(), !244)
    #dbg_value(i64 3, !223, !DIExpression(), !257)
  %34 = mul nsw i32 %33, 10, !dbg !261
  %35 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 200), align 4, !dbg !258, !tbaa !205
  %36 = srem i32 %35, 10, !dbg !260
  %37 = add nsw i32 %36, %34, !dbg !262
    #dbg_value(i32 %37, !222, !DIExpression(), !244)
    #dbg_value(i64 4, !223, !DIExpression(), !257)
  %38 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %37), !dbg !263
    #dbg_value(ptr @rec_a, !225, !DIExpression(), !264)
  br label %70, !dbg !265

39:                                               ; preds = %0, %39
  %40 = phi i64 [ 0, %0 ], [ %45, %39 ]
  %41 = phi i32 [ 0, %0 ], [ %44, %39 ]
    #dbg_value(i32 %41, !219, !DIExpression(), !244)
    #dbg_value(i64 %40, !220, !DIExpression(), !245)
  %42 = getelementptr inbounds [100 x i32], ptr @zero_init, i64 0, i64 %40, !dbg !266
  %43 = load i32, ptr %42, align 4, !dbg !266, !tbaa !205
  %44 = add nsw i32 %43, %41, !dbg !268
    #dbg_value(i32 %44, !219, !DIExpression(), !244)
  %45 = add nuw nsw i64 %40, 1, !dbg !269
    #dbg_value(i64 %45, !220, !DIExpression(), !245)
  %46 = icmp eq i64 %45, 100, !dbg !270
  br i1 %46, label %14, label %39, !dbg !246, !llvm.loop !271

47:                                               ; preds = %70
  store i8 77, ptr @text_buf, align 1, !dbg !274, !tbaa !275
  %48 = load ptr, ptr @str_ptr, align 8, !dbg !276, !tbaa !250
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @text_buf, ptr noundef %48), !dbg !277
  %50 = load i32, ptr getelementptr inbounds (i8, ptr @aligned_global, i64 12), align 4, !dbg !278, !tbaa !205
  %51 = load i32, ptr @sectioned, align 4, !dbg !279, !tbaa !205
  %52 = load i64, ptr @big_init, align 8, !dbg !280, !tbaa !281
  %53 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext %50, i32 noundef signext %51, i64 noundef %52), !dbg !283
  %54 = load i8, ptr @bytes_init, align 1, !dbg !284, !tbaa !275
  %55 = zext i8 %54 to i32, !dbg !284
  %56 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 1), align 1, !dbg !285, !tbaa !275
  %57 = zext i8 %56 to i32, !dbg !285
  %58 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 2), align 1, !dbg !286, !tbaa !275
  %59 = zext i8 %58 to i32, !dbg !286
  %60 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 3), align 1, !dbg !287, !tbaa !275
  %61 = zext i8 %60 to i32, !dbg !287
  %62 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %55, i32 noundef signext %57, i32 noundef signext %59, i32 noundef signext %61), !dbg !288
  %63 = load i32, ptr @next_id.id, align 4, !dbg !289, !tbaa !205
  %64 = add nsw i32 %63, 1, !dbg !289
    #dbg_value(i32 %63, !227, !DIExpression(), !244)
  %65 = add nsw i32 %63, 2, !dbg !291
    #dbg_value(i32 %64, !228, !DIExpression(), !244)
  %66 = add nsw i32 %63, 3, !dbg !293
  store i32 %66, ptr @next_id.id, align 4, !dbg !293, !tbaa !205
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %63, i32 noundef signext %64, i32 noundef signext %65), !dbg !295
  %68 = load i32, ptr @global_counter, align 4, !dbg !296, !tbaa !205
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 144, i32 noundef signext 169, i32 noundef signext %68), !dbg !297
  ret i32 0, !dbg !298

70:                                               ; preds = %14, %70
  %71 = phi ptr [ @rec_a, %14 ], [ %78, %70 ]
    #dbg_value(ptr %71, !225, !DIExpression(), !264)
  %72 = load ptr, ptr %71, align 8, !dbg !299, !tbaa !301
  %73 = getelementptr inbounds i8, ptr %71, i64 8, !dbg !303
  %74 = load ptr, ptr %73, align 8, !dbg !303, !tbaa !304
  %75 = load i32, ptr %74, align 4, !dbg !305, !tbaa !205
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %72, i32 noundef signext %75), !dbg !306
  %77 = getelementptr inbounds i8, ptr %71, i64 16, !dbg !307
  %78 = load ptr, ptr %77, align 8, !dbg !307, !tbaa !308
    #dbg_value(ptr %78, !225, !DIExpression(), !264)
  %79 = icmp eq ptr %78, null, !dbg !265
  br i1 %79, label %47, label %70, !dbg !265, !llvm.loop !309
}

; Function Attrs: nofree nounwind
declare !dbg !311 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!182, !183, !184, !185, !186, !188, !189, !190, !191, !192}
!llvm.ident = !{!193}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "global_counter", scope: !2, file: !3, line: 5, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, imports: !180, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/globals_linkage.c", directory: ".", checksumkind: CSK_MD5, checksum: "4cfe48d6217be0122925c48cf6846f36")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{!0, !7, !14, !16, !18, !20, !23, !26, !31, !37, !47, !52, !57, !59, !61, !66, !68, !71, !75, !80, !85, !87, !92, !97, !102, !107, !112, !114, !119, !124, !129, !131, !136, !141, !143, !145, !147, !149, !151, !154, !157, !159, !164, !168, !172, !175}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "const_table", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 160, elements: !12)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13}
!13 = !DISubrange(count: 5)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "weak_value", scope: !2, file: !3, line: 9, type: !11, isLocal: false, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "hidden_value", scope: !2, file: !3, line: 11, type: !11, isLocal: false, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "protected_value", scope: !2, file: !3, line: 13, type: !11, isLocal: false, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "global_ptr", scope: !2, file: !3, line: 16, type: !22, isLocal: false, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "const_ptr", scope: !2, file: !3, line: 17, type: !25, isLocal: false, isDefinition: true)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "func_ptr", scope: !2, file: !3, line: 18, type: !28, isLocal: false, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DISubroutineType(types: !30)
!30 = !{!11, !11}
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 16, elements: !35)
!34 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!35 = !{!36}
!36 = !DISubrange(count: 2)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "rec_a", scope: !2, file: !3, line: 23, type: !39, isLocal: false, isDefinition: true)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rec", file: !3, line: 20, size: 192, elements: !40)
!40 = !{!41, !44, !45}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !39, file: !3, line: 20, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "target", scope: !39, file: !3, line: 20, baseType: !22, size: 64, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !39, file: !3, line: 20, baseType: !46, size: 64, offset: 128)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "text_buf", scope: !2, file: !3, line: 24, type: !49, isLocal: false, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 104, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 13)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 64, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 8)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "str_ptr", scope: !2, file: !3, line: 25, type: !42, isLocal: false, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "used_but_unreferenced", scope: !2, file: !3, line: 26, type: !11, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "aligned_global", scope: !2, file: !3, line: 27, type: !63, isLocal: false, isDefinition: true, align: 512)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 4)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "sectioned", scope: !2, file: !3, line: 28, type: !11, isLocal: false, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "big_init", scope: !2, file: !3, line: 29, type: !70, isLocal: false, isDefinition: true)
!70 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "bytes_init", scope: !2, file: !3, line: 30, type: !73, isLocal: false, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 32, elements: !64)
!74 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 128, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 16)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 160, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 20)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !49, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 304, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 38)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 144, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 18)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 208, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 26)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !104, isLocal: true, isDefinition: true)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 120, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 15)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 57, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 112, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 14)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !109, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 56, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 7)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 272, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 34)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 152, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 19)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !109, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 216, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 27)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "zero_init", scope: !2, file: !3, line: 14, type: !138, isLocal: false, isDefinition: true)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 3200, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 100)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !33, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(name: "rec_b", scope: !2, file: !3, line: 22, type: !39, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !33, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(name: "rec_c", scope: !2, file: !3, line: 21, type: !39, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "file_counter", scope: !2, file: !3, line: 6, type: !11, isLocal: true, isDefinition: true)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(scope: null, file: !3, line: 8, type: !153, isLocal: true, isDefinition: true)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 40, elements: !12)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !3, line: 8, type: !156, isLocal: true, isDefinition: true)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 32, elements: !64)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !3, line: 8, type: !156, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(scope: null, file: !3, line: 8, type: !161, isLocal: true, isDefinition: true)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 48, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 6)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 8, type: !166, isLocal: true, isDefinition: true)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !167, size: 256, elements: !64)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(name: "static_doubles", scope: !2, file: !3, line: 15, type: !170, isLocal: true, isDefinition: true)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !171, size: 256, elements: !64)
!171 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(name: "ptr_array", scope: !2, file: !3, line: 19, type: !174, isLocal: true, isDefinition: true)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 256, elements: !64)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(name: "id", scope: !177, file: !3, line: 36, type: !11, isLocal: true, isDefinition: true)
!177 = distinct !DISubprogram(name: "next_id", scope: !3, file: !3, line: 35, type: !178, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!178 = !DISubroutineType(types: !179)
!179 = !{!11}
!180 = !{!181}
!181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias_var", scope: !2, entity: !1, file: !3, line: 33)
!182 = !{i32 7, !"Dwarf Version", i32 5}
!183 = !{i32 2, !"Debug Info Version", i32 3}
!184 = !{i32 1, !"wchar_size", i32 4}
!185 = !{i32 1, !"target-abi", !"lp64d"}
!186 = !{i32 6, !"riscv-isa", !187}
!187 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!188 = !{i32 8, !"PIC Level", i32 2}
!189 = !{i32 7, !"PIE Level", i32 2}
!190 = !{i32 7, !"uwtable", i32 2}
!191 = !{i32 8, !"SmallDataLimit", i32 8}
!192 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!193 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!194 = distinct !DISubprogram(name: "weak_func", scope: !3, file: !3, line: 10, type: !29, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !195)
!195 = !{!196}
!196 = !DILocalVariable(name: "x", arg: 1, scope: !194, file: !3, line: 10, type: !11)
!197 = !DILocation(line: 0, scope: !194)
!198 = !DILocation(line: 10, column: 55, scope: !194)
!199 = !DILocation(line: 10, column: 46, scope: !194)
!200 = distinct !DISubprogram(name: "hidden_func", scope: !3, file: !3, line: 12, type: !29, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !201)
!201 = !{!202}
!202 = !DILocalVariable(name: "x", arg: 1, scope: !200, file: !3, line: 12, type: !11)
!203 = !DILocation(line: 0, scope: !200)
!204 = !DILocation(line: 12, column: 75, scope: !200)
!205 = !{!206, !206, i64 0}
!206 = !{!"int", !207, i64 0}
!207 = !{!"omnipotent char", !208, i64 0}
!208 = !{!"Simple C/C++ TBAA"}
!209 = !DILocation(line: 12, column: 73, scope: !200)
!210 = !DILocation(line: 12, column: 64, scope: !200)
!211 = distinct !DISubprogram(name: "alias_target", scope: !3, file: !3, line: 31, type: !29, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !212)
!212 = !{!213}
!213 = !DILocalVariable(name: "x", arg: 1, scope: !211, file: !3, line: 31, type: !11)
!214 = !DILocation(line: 0, scope: !211)
!215 = !DILocation(line: 31, column: 36, scope: !211)
!216 = !DILocation(line: 31, column: 27, scope: !211)
!217 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 40, type: !178, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !218)
!218 = !{!219, !220, !222, !223, !225, !227, !228}
!219 = !DILocalVariable(name: "zs", scope: !217, file: !3, line: 50, type: !11)
!220 = !DILocalVariable(name: "i", scope: !221, file: !3, line: 51, type: !11)
!221 = distinct !DILexicalBlock(scope: !217, file: !3, line: 51, column: 5)
!222 = !DILocalVariable(name: "ps", scope: !217, file: !3, line: 55, type: !11)
!223 = !DILocalVariable(name: "i", scope: !224, file: !3, line: 56, type: !11)
!224 = distinct !DILexicalBlock(scope: !217, file: !3, line: 56, column: 5)
!225 = !DILocalVariable(name: "r", scope: !226, file: !3, line: 58, type: !46)
!226 = distinct !DILexicalBlock(scope: !217, file: !3, line: 58, column: 5)
!227 = !DILocalVariable(name: "a", scope: !217, file: !3, line: 63, type: !11)
!228 = !DILocalVariable(name: "b", scope: !217, file: !3, line: 63, type: !11)
!229 = !DILocation(line: 41, column: 20, scope: !217)
!230 = !DILocation(line: 42, column: 18, scope: !217)
!231 = !DILocation(line: 43, column: 5, scope: !217)
!232 = !DILocation(line: 44, column: 5, scope: !217)
!233 = !DILocation(line: 45, column: 5, scope: !217)
!234 = !DILocation(line: 46, column: 54, scope: !217)
!235 = !DILocation(line: 46, column: 66, scope: !217)
!236 = !DILocation(line: 46, column: 81, scope: !217)
!237 = !DILocation(line: 0, scope: !200, inlinedAt: !238)
!238 = distinct !DILocation(line: 46, column: 95, scope: !217)
!239 = !DILocation(line: 12, column: 73, scope: !200, inlinedAt: !238)
!240 = !DILocation(line: 47, column: 12, scope: !217)
!241 = !DILocation(line: 46, column: 5, scope: !217)
!242 = !DILocation(line: 48, column: 19, scope: !217)
!243 = !DILocation(line: 49, column: 18, scope: !217)
!244 = !DILocation(line: 0, scope: !217)
!245 = !DILocation(line: 0, scope: !221)
!246 = !DILocation(line: 51, column: 5, scope: !221)
!247 = !DILocation(line: 52, column: 5, scope: !217)
!248 = !DILocation(line: 53, column: 5, scope: !217)
!249 = !DILocation(line: 54, column: 32, scope: !217)
!250 = !{!251, !251, i64 0}
!251 = !{!"any pointer", !207, i64 0}
!252 = !DILocation(line: 54, column: 31, scope: !217)
!253 = !DILocation(line: 54, column: 45, scope: !217)
!254 = !DILocation(line: 54, column: 44, scope: !217)
!255 = !DILocation(line: 54, column: 56, scope: !217)
!256 = !DILocation(line: 54, column: 5, scope: !217)
!257 = !DILocation(line: 0, scope: !224)
!258 = !DILocation(line: 56, column: 48, scope: !259)
!259 = distinct !DILexicalBlock(scope: !224, file: !3, line: 56, column: 5)
!260 = !DILocation(line: 56, column: 62, scope: !259)
!261 = !DILocation(line: 56, column: 41, scope: !259)
!262 = !DILocation(line: 56, column: 46, scope: !259)
!263 = !DILocation(line: 57, column: 5, scope: !217)
!264 = !DILocation(line: 0, scope: !226)
!265 = !DILocation(line: 58, column: 5, scope: !226)
!266 = !DILocation(line: 51, column: 41, scope: !267)
!267 = distinct !DILexicalBlock(scope: !221, file: !3, line: 51, column: 5)
!268 = !DILocation(line: 51, column: 38, scope: !267)
!269 = !DILocation(line: 51, column: 31, scope: !267)
!270 = !DILocation(line: 51, column: 23, scope: !267)
!271 = distinct !{!271, !246, !272, !273}
!272 = !DILocation(line: 51, column: 52, scope: !221)
!273 = !{!"llvm.loop.mustprogress"}
!274 = !DILocation(line: 59, column: 17, scope: !217)
!275 = !{!207, !207, i64 0}
!276 = !DILocation(line: 60, column: 33, scope: !217)
!277 = !DILocation(line: 60, column: 5, scope: !217)
!278 = !DILocation(line: 61, column: 50, scope: !217)
!279 = !DILocation(line: 61, column: 69, scope: !217)
!280 = !DILocation(line: 61, column: 100, scope: !217)
!281 = !{!282, !282, i64 0}
!282 = !{!"long long", !207, i64 0}
!283 = !DILocation(line: 61, column: 5, scope: !217)
!284 = !DILocation(line: 62, column: 35, scope: !217)
!285 = !DILocation(line: 62, column: 50, scope: !217)
!286 = !DILocation(line: 62, column: 65, scope: !217)
!287 = !DILocation(line: 62, column: 80, scope: !217)
!288 = !DILocation(line: 62, column: 5, scope: !217)
!289 = !DILocation(line: 37, column: 14, scope: !177, inlinedAt: !290)
!290 = distinct !DILocation(line: 63, column: 13, scope: !217)
!291 = !DILocation(line: 37, column: 14, scope: !177, inlinedAt: !292)
!292 = distinct !DILocation(line: 63, column: 28, scope: !217)
!293 = !DILocation(line: 37, column: 14, scope: !177, inlinedAt: !294)
!294 = distinct !DILocation(line: 64, column: 36, scope: !217)
!295 = !DILocation(line: 64, column: 5, scope: !217)
!296 = !DILocation(line: 65, column: 75, scope: !217)
!297 = !DILocation(line: 65, column: 5, scope: !217)
!298 = !DILocation(line: 66, column: 5, scope: !217)
!299 = !DILocation(line: 58, column: 78, scope: !300)
!300 = distinct !DILexicalBlock(scope: !226, file: !3, line: 58, column: 5)
!301 = !{!302, !251, i64 0}
!302 = !{!"Rec", !251, i64 0, !251, i64 8, !251, i64 16}
!303 = !DILocation(line: 58, column: 89, scope: !300)
!304 = !{!302, !251, i64 8}
!305 = !DILocation(line: 58, column: 85, scope: !300)
!306 = !DILocation(line: 58, column: 50, scope: !300)
!307 = !DILocation(line: 58, column: 44, scope: !300)
!308 = !{!302, !251, i64 16}
!309 = distinct !{!309, !265, !310, !273}
!310 = !DILocation(line: 58, column: 95, scope: !226)
!311 = !DISubprogram(name: "printf", scope: !312, file: !312, line: 356, type: !313, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!313 = !DISubroutineType(types: !314)
!314 = !{!11, !315, null}
!315 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
