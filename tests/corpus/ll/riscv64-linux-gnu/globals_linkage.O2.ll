; ModuleID = 'tests/programs/globals_linkage.c'
source_filename = "tests/programs/globals_linkage.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Rec = type { ptr, ptr, ptr }

@global_counter = dso_local global i32 5, align 4
@const_table = dso_local constant [5 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11], align 4
@weak_value = weak dso_local local_unnamed_addr global i32 123, align 4
@hidden_value = hidden local_unnamed_addr global i32 77, align 4
@protected_value = protected local_unnamed_addr global i32 55, align 4
@global_ptr = dso_local local_unnamed_addr global ptr @global_counter, align 8
@const_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @const_table, i64 8), align 8
@func_ptr = dso_local local_unnamed_addr global ptr @weak_func, align 8
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@rec_b = internal global %struct.Rec { ptr @.str.16, ptr @file_counter, ptr @rec_c }, align 8
@rec_a = dso_local local_unnamed_addr global %struct.Rec { ptr @.str, ptr @global_counter, ptr @rec_b }, align 8
@text_buf = dso_local global [13 x i8] c"mutable text\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"literal\00", align 1
@str_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @.str.1, i64 3), align 8
@used_but_unreferenced = internal global i32 9, align 4
@aligned_global = dso_local local_unnamed_addr global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 64
@sectioned = dso_local local_unnamed_addr global i32 31, section ".data.custom_section", align 4
@big_init = dso_local local_unnamed_addr global i64 81985529216486895, align 8
@bytes_init = dso_local local_unnamed_addr global [4 x i8] c"\00\7F\80\FF", align 1
@file_counter = internal global i32 7, align 4
@.str.2 = private unnamed_addr constant [16 x i8] c"counters %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"const_table sum %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"names %s %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [38 x i8] c"weak %d %d hidden %d %d protected %d\0A\00", align 1
@zero_init = dso_local global [100 x i32] zeroinitializer, align 4
@.str.6 = private unnamed_addr constant [18 x i8] c"zero_init sum %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"static doubles %.2f %.2f\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"ptrs %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"ptr_array %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"rec %s -> %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"%s %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [34 x i8] c"aligned %d sectioned %d big %llx\0A\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"bytes %u %u %u %u\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"ids %d %d %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [27 x i8] c"alias target %d %d var %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@rec_c = internal global %struct.Rec { ptr @.str.17, ptr getelementptr (i8, ptr @zero_init, i64 4), ptr null }, align 8
@.str.17 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@next_id.id = internal unnamed_addr global i32 1000, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr @used_but_unreferenced], section "llvm.metadata"

@alias_fn = dso_local alias i32 (i32), ptr @alias_target
@alias_var = dso_local alias i32, ptr @global_counter

; Function Attrs: nounwind uwtable
define weak dso_local signext i32 @weak_func(i32 noundef signext %0) #0 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define hidden signext i32 @hidden_func(i32 noundef signext %0) local_unnamed_addr #1 {
  %2 = load i32, ptr @hidden_value, align 4, !tbaa !9
  %3 = add nsw i32 %2, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local signext i32 @alias_target(i32 noundef signext %0) #2 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @global_counter, align 4, !tbaa !9
  %2 = add nsw i32 %1, 10
  store i32 %2, ptr @global_counter, align 4, !tbaa !9
  %3 = load i32, ptr @file_counter, align 4, !tbaa !9
  %4 = mul nsw i32 %3, 3
  store i32 %4, ptr @file_counter, align 4, !tbaa !9
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %2, i32 noundef signext %4)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 28)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.21)
  %8 = load i32, ptr @weak_value, align 4, !tbaa !9
  %9 = tail call signext i32 @weak_func(i32 noundef signext 21)
  %10 = load i32, ptr @hidden_value, align 4, !tbaa !9
  %11 = add nsw i32 %10, 1
  %12 = load i32, ptr @protected_value, align 4, !tbaa !9
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %8, i32 noundef signext %9, i32 noundef signext %10, i32 noundef signext %11, i32 noundef signext %12)
  store i32 9, ptr getelementptr inbounds (i8, ptr @zero_init, i64 200), align 4, !tbaa !9
  store i32 4, ptr getelementptr inbounds (i8, ptr @zero_init, i64 4), align 4, !tbaa !9
  br label %39

14:                                               ; preds = %39
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %44)
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.500000e+00, double noundef 0.000000e+00)
  %17 = load ptr, ptr @global_ptr, align 8, !tbaa !13
  %18 = load i32, ptr %17, align 4, !tbaa !9
  %19 = load ptr, ptr @const_ptr, align 8, !tbaa !13
  %20 = load i32, ptr %19, align 4, !tbaa !9
  %21 = load ptr, ptr @func_ptr, align 8, !tbaa !13
  %22 = tail call signext i32 %21(i32 noundef signext 8) #4
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext %18, i32 noundef signext %20, i32 noundef signext %22)
  %24 = load i32, ptr @global_counter, align 4, !tbaa !9
  %25 = srem i32 %24, 10
  %26 = mul nsw i32 %25, 10
  %27 = load i32, ptr @file_counter, align 4, !tbaa !9
  %28 = srem i32 %27, 10
  %29 = add nsw i32 %28, %26
  %30 = mul nsw i32 %29, 10
  %31 = load i32, ptr @hidden_value, align 4, !tbaa !9
  %32 = srem i32 %31, 10
  %33 = add nsw i32 %32, %30
  %34 = mul nsw i32 %33, 10
  %35 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 200), align 4, !tbaa !9
  %36 = srem i32 %35, 10
  %37 = add nsw i32 %36, %34
  %38 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %37)
  br label %70

39:                                               ; preds = %0, %39
  %40 = phi i64 [ 0, %0 ], [ %45, %39 ]
  %41 = phi i32 [ 0, %0 ], [ %44, %39 ]
  %42 = getelementptr inbounds [100 x i32], ptr @zero_init, i64 0, i64 %40
  %43 = load i32, ptr %42, align 4, !tbaa !9
  %44 = add nsw i32 %43, %41
  %45 = add nuw nsw i64 %40, 1
  %46 = icmp eq i64 %45, 100
  br i1 %46, label %14, label %39, !llvm.loop !15

47:                                               ; preds = %70
  store i8 77, ptr @text_buf, align 1, !tbaa !17
  %48 = load ptr, ptr @str_ptr, align 8, !tbaa !13
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @text_buf, ptr noundef %48)
  %50 = load i32, ptr getelementptr inbounds (i8, ptr @aligned_global, i64 12), align 4, !tbaa !9
  %51 = load i32, ptr @sectioned, align 4, !tbaa !9
  %52 = load i64, ptr @big_init, align 8, !tbaa !18
  %53 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext %50, i32 noundef signext %51, i64 noundef %52)
  %54 = load i8, ptr @bytes_init, align 1, !tbaa !17
  %55 = zext i8 %54 to i32
  %56 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 1), align 1, !tbaa !17
  %57 = zext i8 %56 to i32
  %58 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 2), align 1, !tbaa !17
  %59 = zext i8 %58 to i32
  %60 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 3), align 1, !tbaa !17
  %61 = zext i8 %60 to i32
  %62 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext %55, i32 noundef signext %57, i32 noundef signext %59, i32 noundef signext %61)
  %63 = load i32, ptr @next_id.id, align 4, !tbaa !9
  %64 = add nsw i32 %63, 1
  %65 = add nsw i32 %63, 2
  %66 = add nsw i32 %63, 3
  store i32 %66, ptr @next_id.id, align 4, !tbaa !9
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext %63, i32 noundef signext %64, i32 noundef signext %65)
  %68 = load i32, ptr @global_counter, align 4, !tbaa !9
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 144, i32 noundef signext 169, i32 noundef signext %68)
  ret i32 0

70:                                               ; preds = %14, %70
  %71 = phi ptr [ @rec_a, %14 ], [ %78, %70 ]
  %72 = load ptr, ptr %71, align 8, !tbaa !20
  %73 = getelementptr inbounds i8, ptr %71, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !22
  %75 = load i32, ptr %74, align 4, !tbaa !9
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %72, i32 noundef signext %75)
  %77 = getelementptr inbounds i8, ptr %71, i64 16
  %78 = load ptr, ptr %77, align 8, !tbaa !23
  %79 = icmp eq ptr %78, null
  br i1 %79, label %47, label %70, !llvm.loop !24
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !11, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!11, !11, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !11, i64 0}
!20 = !{!21, !14, i64 0}
!21 = !{!"Rec", !14, i64 0, !14, i64 8, !14, i64 16}
!22 = !{!21, !14, i64 8}
!23 = !{!21, !14, i64 16}
!24 = distinct !{!24, !16}
