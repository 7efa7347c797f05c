; ModuleID = 'tests/run/aarch64/eh_filter.cpp'
source_filename = "tests/run/aarch64/eh_filter.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1A }, comdat, align 8
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1B }, comdat, align 8
@_ZTIi = external constant ptr
@_ZTISt13bad_exception = external constant ptr
@stdout = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [11 x i8] c"k=%d fine\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"k=%d other\0A\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [20 x i8] c"k=%d bad_exception\0A\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [11 x i8] c"k=%d A %d\0A\00", align 1, !dbg !18
@str = private unnamed_addr constant [18 x i8] c"spec_none(0) fine\00", align 1
@str.7 = private unnamed_addr constant [11 x i8] c"unexpected\00", align 1
@str.8 = private unnamed_addr constant [19 x i8] c"unexpected, ending\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z5raisei(i32 noundef %0) local_unnamed_addr #0 !dbg !496 {
    #dbg_value(i32 %0, !498, !DIExpression(), !499)
  switch i32 %0, label %8 [
    i32 1, label %2
    i32 2, label %4
    i32 3, label %6
  ], !dbg !500

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !501
  store i32 1, ptr %3, align 16, !dbg !503, !tbaa !504
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTI1A, ptr null) #11, !dbg !501
  unreachable, !dbg !501

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !509
  store i32 2, ptr %5, align 16, !dbg !511, !tbaa !512
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI1B, ptr null) #11, !dbg !509
  unreachable, !dbg !509

6:                                                ; preds = %1
  %7 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !514
  store i32 3, ptr %7, align 16, !dbg !514, !tbaa !516
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #11, !dbg !514
  unreachable, !dbg !514

8:                                                ; preds = %1
  ret void, !dbg !517
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z7spec_abi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !518 {
    #dbg_value(i32 %0, !520, !DIExpression(), !521)
  invoke void @_Z5raisei(i32 noundef %0)
          to label %2 unwind label %3, !dbg !522

2:                                                ; preds = %1
  ret void, !dbg !523

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          filter [3 x ptr] [ptr @_ZTI1A, ptr @_ZTI1B, ptr @_ZTISt13bad_exception], !dbg !523
  %5 = extractvalue { ptr, i32 } %4, 1, !dbg !523
  %6 = icmp slt i32 %5, 0, !dbg !523
  br i1 %6, label %7, label %9, !dbg !523

7:                                                ; preds = %3
  %8 = extractvalue { ptr, i32 } %4, 0, !dbg !523
  tail call void @__cxa_call_unexpected(ptr %8) #11, !dbg !523
  unreachable, !dbg !523

9:                                                ; preds = %3
  resume { ptr, i32 } %4, !dbg !523
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z6spec_ai(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !524 {
    #dbg_value(i32 %0, !526, !DIExpression(), !527)
  invoke void @_Z7spec_abi(i32 noundef %0)
          to label %2 unwind label %3, !dbg !528

2:                                                ; preds = %1
  ret void, !dbg !529

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          filter [2 x ptr] [ptr @_ZTI1A, ptr @_ZTISt13bad_exception], !dbg !529
  %5 = extractvalue { ptr, i32 } %4, 1, !dbg !529
  %6 = icmp slt i32 %5, 0, !dbg !529
  br i1 %6, label %7, label %9, !dbg !529

7:                                                ; preds = %3
  %8 = extractvalue { ptr, i32 } %4, 0, !dbg !529
  tail call void @__cxa_call_unexpected(ptr %8) #11, !dbg !529
  unreachable, !dbg !529

9:                                                ; preds = %3
  resume { ptr, i32 } %4, !dbg !529
}

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local void @_Z9spec_nonei(i32 noundef %0) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 !dbg !530 {
    #dbg_value(i32 %0, !532, !DIExpression(), !533)
  invoke void @_Z5raisei(i32 noundef %0)
          to label %2 unwind label %3, !dbg !534

2:                                                ; preds = %1
  ret void, !dbg !535

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer, !dbg !535
  %5 = extractvalue { ptr, i32 } %4, 0, !dbg !535
  tail call void @__cxa_call_unexpected(ptr %5) #12, !dbg !535
  unreachable, !dbg !535
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !536 {
  %1 = load ptr, ptr @stdout, align 8, !dbg !548, !tbaa !549
  %2 = tail call i32 @setvbuf(ptr noundef %1, ptr noundef null, i32 noundef 2, i64 noundef 0) #10, !dbg !551
  %3 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @"_ZZ4mainEN3$_08__invokeEv") #10, !dbg !552
    #dbg_value(i32 0, !538, !DIExpression(), !553)
    #dbg_value(i32 0, !538, !DIExpression(), !553)
  invoke void @_Z6spec_ai(i32 noundef 0)
          to label %4 unwind label %6, !dbg !554

4:                                                ; preds = %0
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0), !dbg !556
  br label %16, !dbg !557

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr null, !dbg !558
  %8 = extractvalue { ptr, i32 } %7, 0, !dbg !558
  %9 = extractvalue { ptr, i32 } %7, 1, !dbg !558
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10, !dbg !557
  %11 = icmp eq i32 %9, %10, !dbg !557
  br i1 %11, label %12, label %82, !dbg !557

12:                                               ; preds = %6
  %13 = tail call ptr @__cxa_begin_catch(ptr %8) #10, !dbg !559
    #dbg_value(ptr %13, !546, !DIExpression(), !561)
  %14 = load i32, ptr %13, align 4, !dbg !562, !tbaa !504
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %14), !dbg !564
  tail call void @__cxa_end_catch(), !dbg !565
  br label %16, !dbg !565

16:                                               ; preds = %4, %88, %86, %12
    #dbg_value(i32 1, !538, !DIExpression(), !553)
  invoke void @_Z6spec_ai(i32 noundef 1)
          to label %35 unwind label %17, !dbg !554

17:                                               ; preds = %16
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr null, !dbg !558
  %19 = extractvalue { ptr, i32 } %18, 0, !dbg !558
  %20 = extractvalue { ptr, i32 } %18, 1, !dbg !558
  %21 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10, !dbg !557
  %22 = icmp eq i32 %20, %21, !dbg !557
  br i1 %22, label %31, label %23, !dbg !557

23:                                               ; preds = %17
  %24 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #10, !dbg !557
  %25 = icmp eq i32 %20, %24, !dbg !557
  %26 = tail call ptr @__cxa_begin_catch(ptr %19) #10, !dbg !561
  br i1 %25, label %29, label %27, !dbg !557

27:                                               ; preds = %23
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1), !dbg !566
  tail call void @__cxa_end_catch(), !dbg !568
  br label %37, !dbg !568

29:                                               ; preds = %23
    #dbg_value(ptr %26, !540, !DIExpression(), !561)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !569
  tail call void @__cxa_end_catch(), !dbg !559
  br label %37, !dbg !559

31:                                               ; preds = %17
  %32 = tail call ptr @__cxa_begin_catch(ptr %19) #10, !dbg !559
    #dbg_value(ptr %32, !546, !DIExpression(), !561)
  %33 = load i32, ptr %32, align 4, !dbg !562, !tbaa !504
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef %33), !dbg !564
  tail call void @__cxa_end_catch(), !dbg !565
  br label %37, !dbg !565

35:                                               ; preds = %16
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1), !dbg !556
  br label %37, !dbg !557

37:                                               ; preds = %35, %31, %29, %27
    #dbg_value(i32 2, !538, !DIExpression(), !553)
  invoke void @_Z6spec_ai(i32 noundef 2)
          to label %56 unwind label %38, !dbg !554

38:                                               ; preds = %37
  %39 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr null, !dbg !558
  %40 = extractvalue { ptr, i32 } %39, 0, !dbg !558
  %41 = extractvalue { ptr, i32 } %39, 1, !dbg !558
  %42 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10, !dbg !557
  %43 = icmp eq i32 %41, %42, !dbg !557
  br i1 %43, label %52, label %44, !dbg !557

44:                                               ; preds = %38
  %45 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #10, !dbg !557
  %46 = icmp eq i32 %41, %45, !dbg !557
  %47 = tail call ptr @__cxa_begin_catch(ptr %40) #10, !dbg !561
  br i1 %46, label %50, label %48, !dbg !557

48:                                               ; preds = %44
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2), !dbg !566
  tail call void @__cxa_end_catch(), !dbg !568
  br label %58, !dbg !568

50:                                               ; preds = %44
    #dbg_value(ptr %47, !540, !DIExpression(), !561)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !569
  tail call void @__cxa_end_catch(), !dbg !559
  br label %58, !dbg !559

52:                                               ; preds = %38
  %53 = tail call ptr @__cxa_begin_catch(ptr %40) #10, !dbg !559
    #dbg_value(ptr %53, !546, !DIExpression(), !561)
  %54 = load i32, ptr %53, align 4, !dbg !562, !tbaa !504
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, i32 noundef %54), !dbg !564
  tail call void @__cxa_end_catch(), !dbg !565
  br label %58, !dbg !565

56:                                               ; preds = %37
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2), !dbg !556
  br label %58, !dbg !557

58:                                               ; preds = %56, %52, %50, %48
    #dbg_value(i32 3, !538, !DIExpression(), !553)
  invoke void @_Z6spec_ai(i32 noundef 3)
          to label %77 unwind label %59, !dbg !554

59:                                               ; preds = %58
  %60 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr null, !dbg !558
  %61 = extractvalue { ptr, i32 } %60, 0, !dbg !558
  %62 = extractvalue { ptr, i32 } %60, 1, !dbg !558
  %63 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10, !dbg !557
  %64 = icmp eq i32 %62, %63, !dbg !557
  br i1 %64, label %73, label %65, !dbg !557

65:                                               ; preds = %59
  %66 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #10, !dbg !557
  %67 = icmp eq i32 %62, %66, !dbg !557
  %68 = tail call ptr @__cxa_begin_catch(ptr %61) #10, !dbg !561
  br i1 %67, label %71, label %69, !dbg !557

69:                                               ; preds = %65
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3), !dbg !566
  tail call void @__cxa_end_catch(), !dbg !568
  br label %79, !dbg !568

71:                                               ; preds = %65
    #dbg_value(ptr %68, !540, !DIExpression(), !561)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !569
  tail call void @__cxa_end_catch(), !dbg !559
  br label %79, !dbg !559

73:                                               ; preds = %59
  %74 = tail call ptr @__cxa_begin_catch(ptr %61) #10, !dbg !559
    #dbg_value(ptr %74, !546, !DIExpression(), !561)
  %75 = load i32, ptr %74, align 4, !dbg !562, !tbaa !504
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3, i32 noundef %75), !dbg !564
  tail call void @__cxa_end_catch(), !dbg !565
  br label %79, !dbg !565

77:                                               ; preds = %58
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3), !dbg !556
  br label %79, !dbg !557

79:                                               ; preds = %77, %73, %71, %69
    #dbg_value(i32 4, !538, !DIExpression(), !553)
  %80 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @"_ZZ4mainEN3$_18__invokeEv") #10, !dbg !570
  tail call void @_Z9spec_nonei(i32 noundef 0) #10, !dbg !571
  %81 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !572
  tail call void @_Z9spec_nonei(i32 noundef 2) #10, !dbg !573
  ret i32 0, !dbg !574

82:                                               ; preds = %6
  %83 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #10, !dbg !557
  %84 = icmp eq i32 %9, %83, !dbg !557
  %85 = tail call ptr @__cxa_begin_catch(ptr %8) #10, !dbg !561
  br i1 %84, label %86, label %88, !dbg !557

86:                                               ; preds = %82
    #dbg_value(ptr %85, !540, !DIExpression(), !561)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !569
  tail call void @__cxa_end_catch(), !dbg !559
  br label %16, !dbg !559

88:                                               ; preds = %82
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0), !dbg !566
  tail call void @__cxa_end_catch(), !dbg !568
  br label %16, !dbg !568
}

; Function Attrs: nofree nounwind
declare !dbg !226 noundef i32 @setvbuf(ptr nocapture noundef, ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !575 noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !198 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: inlinehint mustprogress noreturn uwtable
define internal void @"_ZZ4mainEN3$_08__invokeEv"() #6 !dbg !579 {
    #dbg_value(ptr undef, !583, !DIExpression(), !592)
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7), !dbg !594
  tail call void @__cxa_rethrow() #11, !dbg !595
  unreachable, !dbg !595
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: inlinehint mustprogress noreturn nounwind uwtable
define internal void @"_ZZ4mainEN3$_18__invokeEv"() #7 !dbg !596 {
    #dbg_value(ptr undef, !599, !DIExpression(), !608)
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8), !dbg !610
  %2 = load ptr, ptr @stdout, align 8, !dbg !611, !tbaa !549
  %3 = tail call i32 @fflush(ptr noundef %2), !dbg !612
  tail call void @_Exit(i32 noundef 7) #12, !dbg !613
  unreachable, !dbg !613
}

; Function Attrs: nofree nounwind
declare !dbg !121 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !436 void @_Exit(i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { inlinehint mustprogress noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { inlinehint mustprogress noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }

!llvm.dbg.cu = !{!20}
!llvm.module.flags = !{!487, !488, !489, !490, !491, !492, !493, !494}
!llvm.ident = !{!495}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/eh_filter.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "19910947067e280bdd212674b1aa8a91")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7}
!7 = !DISubrange(count: 11)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 12)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 20)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!20 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !21, globals: !29, imports: !39, splitDebugInlining: false, nameTableKind: None)
!21 = !{!22, !26}
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A", file: !2, line: 10, size: 32, flags: DIFlagTypePassByValue, elements: !23, identifier: "_ZTS1A")
!23 = !{!24}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !22, file: !2, line: 10, baseType: !25, size: 32)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "B", file: !2, line: 11, size: 32, flags: DIFlagTypePassByValue, elements: !27, identifier: "_ZTS1B")
!27 = !{!28}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !26, file: !2, line: 11, baseType: !25, size: 32)
!29 = !{!0, !8, !13, !18, !30, !35, !37}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 19)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !10, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !15, isLocal: true, isDefinition: true)
!39 = !{!40, !101, !107, !112, !116, !118, !120, !122, !124, !131, !136, !142, !146, !150, !154, !159, !163, !165, !169, !175, !179, !186, !188, !193, !197, !201, !203, !207, !211, !213, !217, !219, !221, !225, !229, !233, !237, !241, !245, !247, !261, !265, !269, !274, !276, !278, !282, !286, !287, !288, !289, !290, !291, !295, !299, !305, !309, !314, !316, !322, !324, !328, !337, !341, !345, !349, !353, !357, !361, !365, !369, !373, !380, !384, !388, !390, !392, !396, !401, !407, !411, !415, !417, !424, !428, !435, !437, !441, !445, !449, !453, !458, !463, !468, !469, !470, !471, !473, !474, !475, !476, !477, !478, !479, !483}
!40 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !42, file: !100, line: 98)
!41 = !DINamespace(name: "std", scope: null)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !43, line: 7, baseType: !44)
!43 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !45, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !46, identifier: "_ZTS8_IO_FILE")
!45 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!46 = !{!47, !48, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !63, !65, !66, !67, !71, !73, !75, !79, !82, !84, !87, !90, !91, !93, !97, !98}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !44, file: !45, line: 51, baseType: !25, size: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !44, file: !45, line: 54, baseType: !49, size: 64, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !44, file: !45, line: 55, baseType: !49, size: 64, offset: 128)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !44, file: !45, line: 56, baseType: !49, size: 64, offset: 192)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !44, file: !45, line: 57, baseType: !49, size: 64, offset: 256)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !44, file: !45, line: 58, baseType: !49, size: 64, offset: 320)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !44, file: !45, line: 59, baseType: !49, size: 64, offset: 384)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !44, file: !45, line: 60, baseType: !49, size: 64, offset: 448)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !44, file: !45, line: 61, baseType: !49, size: 64, offset: 512)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !44, file: !45, line: 64, baseType: !49, size: 64, offset: 576)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !44, file: !45, line: 65, baseType: !49, size: 64, offset: 640)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !44, file: !45, line: 66, baseType: !49, size: 64, offset: 704)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !44, file: !45, line: 68, baseType: !61, size: 64, offset: 768)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !45, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!63 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !44, file: !45, line: 70, baseType: !64, size: 64, offset: 832)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !44, file: !45, line: 72, baseType: !25, size: 32, offset: 896)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !44, file: !45, line: 73, baseType: !25, size: 32, offset: 928)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !44, file: !45, line: 74, baseType: !68, size: 64, offset: 960)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !69, line: 152, baseType: !70)
!69 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !44, file: !45, line: 77, baseType: !72, size: 16, offset: 1024)
!72 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !44, file: !45, line: 78, baseType: !74, size: 8, offset: 1040)
!74 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !44, file: !45, line: 79, baseType: !76, size: 8, offset: 1048)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 1)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !44, file: !45, line: 81, baseType: !80, size: 64, offset: 1088)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !45, line: 43, baseType: null)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !44, file: !45, line: 89, baseType: !83, size: 64, offset: 1152)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !69, line: 153, baseType: !70)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !44, file: !45, line: 91, baseType: !85, size: 64, offset: 1216)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !45, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!87 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !44, file: !45, line: 92, baseType: !88, size: 64, offset: 1280)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !45, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!90 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !44, file: !45, line: 93, baseType: !64, size: 64, offset: 1344)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !44, file: !45, line: 94, baseType: !92, size: 64, offset: 1408)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !44, file: !45, line: 95, baseType: !94, size: 64, offset: 1472)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !95, line: 18, baseType: !96)
!95 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!96 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !44, file: !45, line: 96, baseType: !25, size: 32, offset: 1536)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !44, file: !45, line: 98, baseType: !99, size: 160, offset: 1568)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 160, elements: !16)
!100 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdio", directory: "")
!101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !102, file: !100, line: 99)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !103, line: 84, baseType: !104)
!103 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !105, line: 14, baseType: !106)
!105 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!106 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !105, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !108, file: !100, line: 101)
!108 = !DISubprogram(name: "clearerr", scope: !103, file: !103, line: 786, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{null, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!112 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !113, file: !100, line: 102)
!113 = !DISubprogram(name: "fclose", scope: !103, file: !103, line: 178, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(types: !115)
!115 = !{!25, !111}
!116 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !117, file: !100, line: 103)
!117 = !DISubprogram(name: "feof", scope: !103, file: !103, line: 788, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !119, file: !100, line: 104)
!119 = !DISubprogram(name: "ferror", scope: !103, file: !103, line: 790, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !121, file: !100, line: 105)
!121 = !DISubprogram(name: "fflush", scope: !103, file: !103, line: 230, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !123, file: !100, line: 106)
!123 = !DISubprogram(name: "fgetc", scope: !103, file: !103, line: 513, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !125, file: !100, line: 107)
!125 = !DISubprogram(name: "fgetpos", scope: !103, file: !103, line: 760, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!25, !128, !129}
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !132, file: !100, line: 108)
!132 = !DISubprogram(name: "fgets", scope: !103, file: !103, line: 592, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{!49, !135, !25, !128}
!135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !137, file: !100, line: 109)
!137 = !DISubprogram(name: "fopen", scope: !103, file: !103, line: 258, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DISubroutineType(types: !139)
!139 = !{!111, !140, !140}
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !143, file: !100, line: 110)
!143 = !DISubprogram(name: "fprintf", scope: !103, file: !103, line: 350, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(types: !145)
!145 = !{!25, !128, !140, null}
!146 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !147, file: !100, line: 111)
!147 = !DISubprogram(name: "fputc", scope: !103, file: !103, line: 549, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubroutineType(types: !149)
!149 = !{!25, !25, !111}
!150 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !151, file: !100, line: 112)
!151 = !DISubprogram(name: "fputs", scope: !103, file: !103, line: 655, type: !152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{!25, !140, !128}
!154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !155, file: !100, line: 113)
!155 = !DISubprogram(name: "fread", scope: !103, file: !103, line: 675, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{!94, !158, !94, !94, !128}
!158 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !92)
!159 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !160, file: !100, line: 114)
!160 = !DISubprogram(name: "freopen", scope: !103, file: !103, line: 265, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{!111, !140, !140, !128}
!163 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !164, file: !100, line: 115)
!164 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !103, file: !103, line: 434, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !166, file: !100, line: 116)
!166 = !DISubprogram(name: "fseek", scope: !103, file: !103, line: 713, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{!25, !111, !70, !25}
!169 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !170, file: !100, line: 117)
!170 = !DISubprogram(name: "fsetpos", scope: !103, file: !103, line: 765, type: !171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubroutineType(types: !172)
!172 = !{!25, !111, !173}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !102)
!175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !176, file: !100, line: 118)
!176 = !DISubprogram(name: "ftell", scope: !103, file: !103, line: 718, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{!70, !111}
!179 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !180, file: !100, line: 119)
!180 = !DISubprogram(name: "fwrite", scope: !103, file: !103, line: 681, type: !181, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!181 = !DISubroutineType(types: !182)
!182 = !{!94, !183, !94, !94, !128}
!183 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !184)
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !187, file: !100, line: 120)
!187 = !DISubprogram(name: "getc", scope: !103, file: !103, line: 514, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !189, file: !100, line: 121)
!189 = !DISubprogram(name: "getchar", scope: !190, file: !190, line: 47, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!191 = !DISubroutineType(types: !192)
!192 = !{!25}
!193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !194, file: !100, line: 126)
!194 = !DISubprogram(name: "perror", scope: !103, file: !103, line: 804, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !141}
!197 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !198, file: !100, line: 127)
!198 = !DISubprogram(name: "printf", scope: !103, file: !103, line: 356, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!25, !140, null}
!201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !202, file: !100, line: 128)
!202 = !DISubprogram(name: "putc", scope: !103, file: !103, line: 550, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !204, file: !100, line: 129)
!204 = !DISubprogram(name: "putchar", scope: !190, file: !190, line: 82, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{!25, !25}
!207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !208, file: !100, line: 130)
!208 = !DISubprogram(name: "puts", scope: !103, file: !103, line: 661, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DISubroutineType(types: !210)
!210 = !{!25, !141}
!211 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !212, file: !100, line: 131)
!212 = !DISubprogram(name: "remove", scope: !103, file: !103, line: 152, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !214, file: !100, line: 132)
!214 = !DISubprogram(name: "rename", scope: !103, file: !103, line: 154, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{!25, !141, !141}
!217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !218, file: !100, line: 133)
!218 = !DISubprogram(name: "rewind", scope: !103, file: !103, line: 723, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !220, file: !100, line: 134)
!220 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !103, file: !103, line: 437, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !222, file: !100, line: 135)
!222 = !DISubprogram(name: "setbuf", scope: !103, file: !103, line: 328, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !128, !135}
!225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !226, file: !100, line: 136)
!226 = !DISubprogram(name: "setvbuf", scope: !103, file: !103, line: 332, type: !227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{!25, !128, !135, !25, !94}
!229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !230, file: !100, line: 137)
!230 = !DISubprogram(name: "sprintf", scope: !103, file: !103, line: 358, type: !231, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!25, !135, !140, null}
!233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !234, file: !100, line: 138)
!234 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !103, file: !103, line: 439, type: !235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubroutineType(types: !236)
!236 = !{!25, !140, !140, null}
!237 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !238, file: !100, line: 139)
!238 = !DISubprogram(name: "tmpfile", scope: !103, file: !103, line: 188, type: !239, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DISubroutineType(types: !240)
!240 = !{!111}
!241 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !242, file: !100, line: 141)
!242 = !DISubprogram(name: "tmpnam", scope: !103, file: !103, line: 205, type: !243, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !DISubroutineType(types: !244)
!244 = !{!49, !49}
!245 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !246, file: !100, line: 143)
!246 = !DISubprogram(name: "ungetc", scope: !103, file: !103, line: 668, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !248, file: !100, line: 144)
!248 = !DISubprogram(name: "vfprintf", scope: !103, file: !103, line: 365, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DISubroutineType(types: !250)
!250 = !{!25, !128, !140, !251}
!251 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !252, line: 12, baseType: !253)
!252 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!253 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !254)
!254 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", scope: !41, size: 256, flags: DIFlagTypePassByValue, elements: !255, identifier: "_ZTSSt9__va_list")
!255 = !{!256, !257, !258, !259, !260}
!256 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !254, file: !2, baseType: !92, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !254, file: !2, baseType: !92, size: 64, offset: 64)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !254, file: !2, baseType: !92, size: 64, offset: 128)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !254, file: !2, baseType: !25, size: 32, offset: 192)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !254, file: !2, baseType: !25, size: 32, offset: 224)
!261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !262, file: !100, line: 145)
!262 = !DISubprogram(name: "vprintf", scope: !190, file: !190, line: 39, type: !263, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DISubroutineType(types: !264)
!264 = !{!25, !140, !251}
!265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !266, file: !100, line: 146)
!266 = !DISubprogram(name: "vsprintf", scope: !103, file: !103, line: 373, type: !267, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!267 = !DISubroutineType(types: !268)
!268 = !{!25, !135, !140, !251}
!269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !271, file: !100, line: 175)
!270 = !DINamespace(name: "__gnu_cxx", scope: null)
!271 = !DISubprogram(name: "snprintf", scope: !103, file: !103, line: 378, type: !272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!272 = !DISubroutineType(types: !273)
!273 = !{!25, !135, !94, !140, null}
!274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !275, file: !100, line: 176)
!275 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !103, file: !103, line: 479, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !277, file: !100, line: 177)
!277 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !103, file: !103, line: 484, type: !263, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!278 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !279, file: !100, line: 178)
!279 = !DISubprogram(name: "vsnprintf", scope: !103, file: !103, line: 382, type: !280, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!25, !135, !94, !140, !251}
!282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !283, file: !100, line: 179)
!283 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !103, file: !103, line: 487, type: !284, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!284 = !DISubroutineType(types: !285)
!285 = !{!25, !140, !140, !251}
!286 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !271, file: !100, line: 185)
!287 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !275, file: !100, line: 186)
!288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !277, file: !100, line: 187)
!289 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !279, file: !100, line: 188)
!290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !283, file: !100, line: 189)
!291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !292, file: !294, line: 52)
!292 = !DISubprogram(name: "abs", scope: !293, file: !293, line: 861, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!293 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!294 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!295 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !296, file: !298, line: 127)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !293, line: 63, baseType: !297)
!297 = !DICompositeType(tag: DW_TAG_structure_type, file: !293, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!298 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdlib", directory: "")
!299 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !300, file: !298, line: 128)
!300 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !293, line: 71, baseType: !301)
!301 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !293, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !302, identifier: "_ZTS6ldiv_t")
!302 = !{!303, !304}
!303 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !301, file: !293, line: 69, baseType: !70, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !301, file: !293, line: 70, baseType: !70, size: 64, offset: 64)
!305 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !306, file: !298, line: 130)
!306 = !DISubprogram(name: "abort", scope: !293, file: !293, line: 611, type: !307, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!307 = !DISubroutineType(types: !308)
!308 = !{null}
!309 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !310, file: !298, line: 134)
!310 = !DISubprogram(name: "atexit", scope: !293, file: !293, line: 615, type: !311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DISubroutineType(types: !312)
!312 = !{!25, !313}
!313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64)
!314 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !315, file: !298, line: 137)
!315 = !DISubprogram(name: "at_quick_exit", scope: !293, file: !293, line: 620, type: !311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!316 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !317, file: !298, line: 140)
!317 = !DISubprogram(name: "atof", scope: !318, file: !318, line: 25, type: !319, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!318 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!319 = !DISubroutineType(types: !320)
!320 = !{!321, !141}
!321 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!322 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !323, file: !298, line: 141)
!323 = !DISubprogram(name: "atoi", scope: !293, file: !293, line: 362, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!324 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !325, file: !298, line: 142)
!325 = !DISubprogram(name: "atol", scope: !293, file: !293, line: 367, type: !326, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!326 = !DISubroutineType(types: !327)
!327 = !{!70, !141}
!328 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !329, file: !298, line: 143)
!329 = !DISubprogram(name: "bsearch", scope: !330, file: !330, line: 20, type: !331, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!330 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!331 = !DISubroutineType(types: !332)
!332 = !{!92, !184, !184, !94, !94, !333}
!333 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !293, line: 829, baseType: !334)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !335, size: 64)
!335 = !DISubroutineType(types: !336)
!336 = !{!25, !184, !184}
!337 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !338, file: !298, line: 144)
!338 = !DISubprogram(name: "calloc", scope: !293, file: !293, line: 556, type: !339, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!339 = !DISubroutineType(types: !340)
!340 = !{!92, !94, !94}
!341 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !342, file: !298, line: 145)
!342 = !DISubprogram(name: "div", scope: !293, file: !293, line: 873, type: !343, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !DISubroutineType(types: !344)
!344 = !{!296, !25, !25}
!345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !346, file: !298, line: 146)
!346 = !DISubprogram(name: "exit", scope: !293, file: !293, line: 637, type: !347, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!347 = !DISubroutineType(types: !348)
!348 = !{null, !25}
!349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !350, file: !298, line: 147)
!350 = !DISubprogram(name: "free", scope: !293, file: !293, line: 568, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DISubroutineType(types: !352)
!352 = !{null, !92}
!353 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !354, file: !298, line: 148)
!354 = !DISubprogram(name: "getenv", scope: !293, file: !293, line: 654, type: !355, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!355 = !DISubroutineType(types: !356)
!356 = !{!49, !141}
!357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !358, file: !298, line: 149)
!358 = !DISubprogram(name: "labs", scope: !293, file: !293, line: 862, type: !359, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DISubroutineType(types: !360)
!360 = !{!70, !70}
!361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !362, file: !298, line: 150)
!362 = !DISubprogram(name: "ldiv", scope: !293, file: !293, line: 875, type: !363, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = !DISubroutineType(types: !364)
!364 = !{!300, !70, !70}
!365 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !366, file: !298, line: 151)
!366 = !DISubprogram(name: "malloc", scope: !293, file: !293, line: 553, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !DISubroutineType(types: !368)
!368 = !{!92, !94}
!369 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !370, file: !298, line: 153)
!370 = !DISubprogram(name: "mblen", scope: !293, file: !293, line: 943, type: !371, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!371 = !DISubroutineType(types: !372)
!372 = !{!25, !141, !94}
!373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !374, file: !298, line: 154)
!374 = !DISubprogram(name: "mbstowcs", scope: !293, file: !293, line: 954, type: !375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DISubroutineType(types: !376)
!376 = !{!94, !377, !140, !94}
!377 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !378)
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64)
!379 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_unsigned)
!380 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !381, file: !298, line: 155)
!381 = !DISubprogram(name: "mbtowc", scope: !293, file: !293, line: 946, type: !382, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubroutineType(types: !383)
!383 = !{!25, !377, !140, !94}
!384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !385, file: !298, line: 157)
!385 = !DISubprogram(name: "qsort", scope: !293, file: !293, line: 851, type: !386, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubroutineType(types: !387)
!387 = !{null, !92, !94, !94, !333}
!388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !389, file: !298, line: 160)
!389 = !DISubprogram(name: "quick_exit", scope: !293, file: !293, line: 643, type: !347, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !391, file: !298, line: 163)
!391 = !DISubprogram(name: "rand", scope: !293, file: !293, line: 454, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !393, file: !298, line: 164)
!393 = !DISubprogram(name: "realloc", scope: !293, file: !293, line: 564, type: !394, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DISubroutineType(types: !395)
!395 = !{!92, !92, !94}
!396 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !397, file: !298, line: 165)
!397 = !DISubprogram(name: "srand", scope: !293, file: !293, line: 456, type: !398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubroutineType(types: !399)
!399 = !{null, !400}
!400 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !402, file: !298, line: 166)
!402 = !DISubprogram(name: "strtod", scope: !293, file: !293, line: 118, type: !403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubroutineType(types: !404)
!404 = !{!321, !140, !405}
!405 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !406)
!406 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !408, file: !298, line: 167)
!408 = !DISubprogram(name: "strtol", scope: !293, file: !293, line: 177, type: !409, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!409 = !DISubroutineType(types: !410)
!410 = !{!70, !140, !405, !25}
!411 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !412, file: !298, line: 168)
!412 = !DISubprogram(name: "strtoul", scope: !293, file: !293, line: 181, type: !413, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !DISubroutineType(types: !414)
!414 = !{!96, !140, !405, !25}
!415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !416, file: !298, line: 169)
!416 = !DISubprogram(name: "system", scope: !293, file: !293, line: 804, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !418, file: !298, line: 171)
!418 = !DISubprogram(name: "wcstombs", scope: !293, file: !293, line: 958, type: !419, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubroutineType(types: !420)
!420 = !{!94, !135, !421, !94}
!421 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !422)
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64)
!423 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !379)
!424 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !425, file: !298, line: 172)
!425 = !DISubprogram(name: "wctomb", scope: !293, file: !293, line: 950, type: !426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DISubroutineType(types: !427)
!427 = !{!25, !49, !379}
!428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !429, file: !298, line: 200)
!429 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !293, line: 81, baseType: !430)
!430 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !293, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !431, identifier: "_ZTS7lldiv_t")
!431 = !{!432, !434}
!432 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !430, file: !293, line: 79, baseType: !433, size: 64)
!433 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!434 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !430, file: !293, line: 80, baseType: !433, size: 64, offset: 64)
!435 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !436, file: !298, line: 206)
!436 = !DISubprogram(name: "_Exit", scope: !293, file: !293, line: 649, type: !347, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!437 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !438, file: !298, line: 210)
!438 = !DISubprogram(name: "llabs", scope: !293, file: !293, line: 865, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubroutineType(types: !440)
!440 = !{!433, !433}
!441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !442, file: !298, line: 216)
!442 = !DISubprogram(name: "lldiv", scope: !293, file: !293, line: 879, type: !443, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubroutineType(types: !444)
!444 = !{!429, !433, !433}
!445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !446, file: !298, line: 227)
!446 = !DISubprogram(name: "atoll", scope: !293, file: !293, line: 374, type: !447, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DISubroutineType(types: !448)
!448 = !{!433, !141}
!449 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !450, file: !298, line: 228)
!450 = !DISubprogram(name: "strtoll", scope: !293, file: !293, line: 201, type: !451, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubroutineType(types: !452)
!452 = !{!433, !140, !405, !25}
!453 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !454, file: !298, line: 229)
!454 = !DISubprogram(name: "strtoull", scope: !293, file: !293, line: 206, type: !455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubroutineType(types: !456)
!456 = !{!457, !140, !405, !25}
!457 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!458 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !459, file: !298, line: 231)
!459 = !DISubprogram(name: "strtof", scope: !293, file: !293, line: 124, type: !460, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubroutineType(types: !461)
!461 = !{!462, !140, !405}
!462 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !270, entity: !464, file: !298, line: 232)
!464 = !DISubprogram(name: "strtold", scope: !293, file: !293, line: 127, type: !465, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DISubroutineType(types: !466)
!466 = !{!467, !140, !405}
!467 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !429, file: !298, line: 240)
!469 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !436, file: !298, line: 242)
!470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !438, file: !298, line: 244)
!471 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !472, file: !298, line: 245)
!472 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !270, file: !298, line: 213, type: !443, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !442, file: !298, line: 246)
!474 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !446, file: !298, line: 248)
!475 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !459, file: !298, line: 249)
!476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !450, file: !298, line: 250)
!477 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !454, file: !298, line: 251)
!478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !464, file: !298, line: 252)
!479 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !480, file: !481, line: 68)
!480 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !482, file: !481, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!481 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!482 = !DINamespace(name: "__exception_ptr", scope: !41)
!483 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !482, entity: !484, file: !481, line: 84)
!484 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !41, file: !481, line: 80, type: !485, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!485 = !DISubroutineType(types: !486)
!486 = !{null, !480}
!487 = !{i32 7, !"Dwarf Version", i32 5}
!488 = !{i32 2, !"Debug Info Version", i32 3}
!489 = !{i32 1, !"wchar_size", i32 4}
!490 = !{i32 8, !"PIC Level", i32 2}
!491 = !{i32 7, !"PIE Level", i32 2}
!492 = !{i32 7, !"uwtable", i32 2}
!493 = !{i32 7, !"frame-pointer", i32 1}
!494 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!495 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!496 = distinct !DISubprogram(name: "raise", linkageName: "_Z5raisei", scope: !2, file: !2, line: 13, type: !347, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !497)
!497 = !{!498}
!498 = !DILocalVariable(name: "k", arg: 1, scope: !496, file: !2, line: 13, type: !25)
!499 = !DILocation(line: 0, scope: !496)
!500 = !DILocation(line: 14, column: 7, scope: !496)
!501 = !DILocation(line: 14, column: 15, scope: !502)
!502 = distinct !DILexicalBlock(scope: !496, file: !2, line: 14, column: 7)
!503 = !DILocation(line: 14, column: 22, scope: !502)
!504 = !{!505, !506, i64 0}
!505 = !{!"_ZTS1A", !506, i64 0}
!506 = !{!"int", !507, i64 0}
!507 = !{!"omnipotent char", !508, i64 0}
!508 = !{!"Simple C++ TBAA"}
!509 = !DILocation(line: 15, column: 15, scope: !510)
!510 = distinct !DILexicalBlock(scope: !496, file: !2, line: 15, column: 7)
!511 = !DILocation(line: 15, column: 22, scope: !510)
!512 = !{!513, !506, i64 0}
!513 = !{!"_ZTS1B", !506, i64 0}
!514 = !DILocation(line: 16, column: 15, scope: !515)
!515 = distinct !DILexicalBlock(scope: !496, file: !2, line: 16, column: 7)
!516 = !{!506, !506, i64 0}
!517 = !DILocation(line: 17, column: 1, scope: !496)
!518 = distinct !DISubprogram(name: "spec_ab", linkageName: "_Z7spec_abi", scope: !2, file: !2, line: 19, type: !347, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !519)
!519 = !{!520}
!520 = !DILocalVariable(name: "k", arg: 1, scope: !518, file: !2, line: 19, type: !25)
!521 = !DILocation(line: 0, scope: !518)
!522 = !DILocation(line: 19, column: 81, scope: !518)
!523 = !DILocation(line: 19, column: 91, scope: !518)
!524 = distinct !DISubprogram(name: "spec_a", linkageName: "_Z6spec_ai", scope: !2, file: !2, line: 20, type: !347, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !525)
!525 = !{!526}
!526 = !DILocalVariable(name: "k", arg: 1, scope: !524, file: !2, line: 20, type: !25)
!527 = !DILocation(line: 0, scope: !524)
!528 = !DILocation(line: 20, column: 77, scope: !524)
!529 = !DILocation(line: 20, column: 89, scope: !524)
!530 = distinct !DISubprogram(name: "spec_none", linkageName: "_Z9spec_nonei", scope: !2, file: !2, line: 21, type: !347, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !531)
!531 = !{!532}
!532 = !DILocalVariable(name: "k", arg: 1, scope: !530, file: !2, line: 21, type: !25)
!533 = !DILocation(line: 0, scope: !530)
!534 = !DILocation(line: 21, column: 59, scope: !530)
!535 = !DILocation(line: 21, column: 69, scope: !530)
!536 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !191, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !537)
!537 = !{!538, !540, !546}
!538 = !DILocalVariable(name: "k", scope: !539, file: !2, line: 26, type: !25)
!539 = distinct !DILexicalBlock(scope: !536, file: !2, line: 26, column: 3)
!540 = !DILocalVariable(scope: !541, file: !2, line: 32, type: !543)
!541 = distinct !DILexicalBlock(scope: !542, file: !2, line: 26, column: 31)
!542 = distinct !DILexicalBlock(scope: !539, file: !2, line: 26, column: 3)
!543 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !544, size: 64)
!544 = !DICompositeType(tag: DW_TAG_class_type, name: "bad_exception", scope: !41, file: !545, line: 53, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13bad_exception")
!545 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/exception", directory: "")
!546 = !DILocalVariable(name: "a", scope: !541, file: !2, line: 30, type: !547)
!547 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!548 = !DILocation(line: 24, column: 16, scope: !536)
!549 = !{!550, !550, i64 0}
!550 = !{!"any pointer", !507, i64 0}
!551 = !DILocation(line: 24, column: 3, scope: !536)
!552 = !DILocation(line: 25, column: 3, scope: !536)
!553 = !DILocation(line: 0, scope: !539)
!554 = !DILocation(line: 28, column: 7, scope: !555)
!555 = distinct !DILexicalBlock(scope: !541, file: !2, line: 27, column: 9)
!556 = !DILocation(line: 29, column: 7, scope: !555)
!557 = !DILocation(line: 30, column: 5, scope: !555)
!558 = !DILocation(line: 43, column: 1, scope: !555)
!559 = !DILocation(line: 34, column: 5, scope: !560)
!560 = distinct !DILexicalBlock(scope: !541, file: !2, line: 32, column: 36)
!561 = !DILocation(line: 0, scope: !541)
!562 = !DILocation(line: 31, column: 39, scope: !563)
!563 = distinct !DILexicalBlock(scope: !541, file: !2, line: 30, column: 20)
!564 = !DILocation(line: 31, column: 7, scope: !563)
!565 = !DILocation(line: 32, column: 5, scope: !563)
!566 = !DILocation(line: 35, column: 7, scope: !567)
!567 = distinct !DILexicalBlock(scope: !541, file: !2, line: 34, column: 19)
!568 = !DILocation(line: 36, column: 5, scope: !567)
!569 = !DILocation(line: 33, column: 7, scope: !560)
!570 = !DILocation(line: 38, column: 3, scope: !536)
!571 = !DILocation(line: 39, column: 3, scope: !536)
!572 = !DILocation(line: 40, column: 3, scope: !536)
!573 = !DILocation(line: 41, column: 3, scope: !536)
!574 = !DILocation(line: 42, column: 3, scope: !536)
!575 = !DISubprogram(name: "set_unexpected", linkageName: "_ZSt14set_unexpectedPFvvE", scope: !41, file: !545, line: 91, type: !576, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!576 = !DISubroutineType(types: !577)
!577 = !{!578, !578}
!578 = !DIDerivedType(tag: DW_TAG_typedef, name: "unexpected_handler", scope: !41, file: !545, line: 84, baseType: !313)
!579 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_08__invokeEv", scope: !580, file: !2, line: 25, type: !307, scopeLine: 25, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !582)
!580 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !536, file: !2, line: 25, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !581)
!581 = !{}
!582 = !DISubprogram(name: "__invoke", scope: !580, type: !307, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!583 = !DILocalVariable(name: "this", arg: 1, scope: !584, type: !591, flags: DIFlagArtificial | DIFlagObjectPointer)
!584 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEv", scope: !580, file: !2, line: 25, type: !585, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !589, retainedNodes: !590)
!585 = !DISubroutineType(types: !586)
!586 = !{null, !587}
!587 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !588, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!588 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !580)
!589 = !DISubprogram(name: "operator()", scope: !580, file: !2, line: 25, type: !585, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!590 = !{!583}
!591 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !588, size: 64)
!592 = !DILocation(line: 0, scope: !584, inlinedAt: !593)
!593 = distinct !DILocation(line: 25, column: 23, scope: !579)
!594 = !DILocation(line: 25, column: 28, scope: !584, inlinedAt: !593)
!595 = !DILocation(line: 25, column: 57, scope: !584, inlinedAt: !593)
!596 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_18__invokeEv", scope: !597, file: !2, line: 38, type: !307, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !598)
!597 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !536, file: !2, line: 38, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !581)
!598 = !DISubprogram(name: "__invoke", scope: !597, type: !307, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!599 = !DILocalVariable(name: "this", arg: 1, scope: !600, type: !607, flags: DIFlagArtificial | DIFlagObjectPointer)
!600 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !597, file: !2, line: 38, type: !601, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !605, retainedNodes: !606)
!601 = !DISubroutineType(types: !602)
!602 = !{null, !603}
!603 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !604, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!604 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !597)
!605 = !DISubprogram(name: "operator()", scope: !597, file: !2, line: 38, type: !601, scopeLine: 38, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!606 = !{!599}
!607 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !604, size: 64)
!608 = !DILocation(line: 0, scope: !600, inlinedAt: !609)
!609 = distinct !DILocation(line: 38, column: 23, scope: !596)
!610 = !DILocation(line: 38, column: 28, scope: !600, inlinedAt: !609)
!611 = !DILocation(line: 38, column: 77, scope: !600, inlinedAt: !609)
!612 = !DILocation(line: 38, column: 65, scope: !600, inlinedAt: !609)
!613 = !DILocation(line: 38, column: 86, scope: !600, inlinedAt: !609)
