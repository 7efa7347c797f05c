; ModuleID = 'eh_filter.cpp'
source_filename = "eh_filter.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
define dso_local void @_Z5raisei(i32 noundef %0) local_unnamed_addr #0 !dbg !487 {
    #dbg_value(i32 %0, !489, !DIExpression(), !490)
  switch i32 %0, label %8 [
    i32 1, label %2
    i32 2, label %4
    i32 3, label %6
  ], !dbg !491

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !492
  store i32 1, ptr %3, align 16, !dbg !494, !tbaa !495
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTI1A, ptr null) #11, !dbg !492
  unreachable, !dbg !492

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !500
  store i32 2, ptr %5, align 16, !dbg !502, !tbaa !503
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI1B, ptr null) #11, !dbg !500
  unreachable, !dbg !500

6:                                                ; preds = %1
  %7 = tail call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !505
  store i32 3, ptr %7, align 16, !dbg !505, !tbaa !507
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #11, !dbg !505
  unreachable, !dbg !505

8:                                                ; preds = %1
  ret void, !dbg !508
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z7spec_abi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !509 {
    #dbg_value(i32 %0, !511, !DIExpression(), !512)
  invoke void @_Z5raisei(i32 noundef %0)
          to label %2 unwind label %3, !dbg !513

2:                                                ; preds = %1
  ret void, !dbg !514

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          filter [3 x ptr] [ptr @_ZTI1A, ptr @_ZTI1B, ptr @_ZTISt13bad_exception], !dbg !514
  %5 = extractvalue { ptr, i32 } %4, 1, !dbg !514
  %6 = icmp slt i32 %5, 0, !dbg !514
  br i1 %6, label %7, label %9, !dbg !514

7:                                                ; preds = %3
  %8 = extractvalue { ptr, i32 } %4, 0, !dbg !514
  tail call void @__cxa_call_unexpected(ptr %8) #11, !dbg !514
  unreachable, !dbg !514

9:                                                ; preds = %3
  resume { ptr, i32 } %4, !dbg !514
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z6spec_ai(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !515 {
    #dbg_value(i32 %0, !517, !DIExpression(), !518)
  invoke void @_Z7spec_abi(i32 noundef %0)
          to label %2 unwind label %3, !dbg !519

2:                                                ; preds = %1
  ret void, !dbg !520

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          filter [2 x ptr] [ptr @_ZTI1A, ptr @_ZTISt13bad_exception], !dbg !520
  %5 = extractvalue { ptr, i32 } %4, 1, !dbg !520
  %6 = icmp slt i32 %5, 0, !dbg !520
  br i1 %6, label %7, label %9, !dbg !520

7:                                                ; preds = %3
  %8 = extractvalue { ptr, i32 } %4, 0, !dbg !520
  tail call void @__cxa_call_unexpected(ptr %8) #11, !dbg !520
  unreachable, !dbg !520

9:                                                ; preds = %3
  resume { ptr, i32 } %4, !dbg !520
}

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local void @_Z9spec_nonei(i32 noundef %0) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 !dbg !521 {
    #dbg_value(i32 %0, !523, !DIExpression(), !524)
  invoke void @_Z5raisei(i32 noundef %0)
          to label %2 unwind label %3, !dbg !525

2:                                                ; preds = %1
  ret void, !dbg !526

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer, !dbg !526
  %5 = extractvalue { ptr, i32 } %4, 0, !dbg !526
  tail call void @__cxa_call_unexpected(ptr %5) #12, !dbg !526
  unreachable, !dbg !526
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !527 {
  %1 = load ptr, ptr @stdout, align 8, !dbg !539, !tbaa !540
  %2 = tail call i32 @setvbuf(ptr noundef %1, ptr noundef null, i32 noundef 2, i64 noundef 0) #10, !dbg !542
  %3 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @"_ZZ4mainEN3$_08__invokeEv") #10, !dbg !543
    #dbg_value(i32 0, !529, !DIExpression(), !544)
    #dbg_value(i32 0, !529, !DIExpression(), !544)
  invoke void @_Z6spec_ai(i32 noundef 0)
          to label %4 unwind label %6, !dbg !545

4:                                                ; preds = %0
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0), !dbg !547
  br label %16, !dbg !548

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr null, !dbg !549
  %8 = extractvalue { ptr, i32 } %7, 0, !dbg !549
  %9 = extractvalue { ptr, i32 } %7, 1, !dbg !549
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10, !dbg !548
  %11 = icmp eq i32 %9, %10, !dbg !548
  br i1 %11, label %12, label %82, !dbg !548

12:                                               ; preds = %6
  %13 = tail call ptr @__cxa_begin_catch(ptr %8) #10, !dbg !550
    #dbg_value(ptr %13, !537, !DIExpression(), !552)
  %14 = load i32, ptr %13, align 4, !dbg !553, !tbaa !495
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %14), !dbg !555
  tail call void @__cxa_end_catch(), !dbg !556
  br label %16, !dbg !556

16:                                               ; preds = %4, %88, %86, %12
    #dbg_value(i32 1, !529, !DIExpression(), !544)
  invoke void @_Z6spec_ai(i32 noundef 1)
          to label %35 unwind label %17, !dbg !545

17:                                               ; preds = %16
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr null, !dbg !549
  %19 = extractvalue { ptr, i32 } %18, 0, !dbg !549
  %20 = extractvalue { ptr, i32 } %18, 1, !dbg !549
  %21 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10, !dbg !548
  %22 = icmp eq i32 %20, %21, !dbg !548
  br i1 %22, label %31, label %23, !dbg !548

23:                                               ; preds = %17
  %24 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #10, !dbg !548
  %25 = icmp eq i32 %20, %24, !dbg !548
  %26 = tail call ptr @__cxa_begin_catch(ptr %19) #10, !dbg !552
  br i1 %25, label %29, label %27, !dbg !548

27:                                               ; preds = %23
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1), !dbg !557
  tail call void @__cxa_end_catch(), !dbg !559
  br label %37, !dbg !559

29:                                               ; preds = %23
    #dbg_value(ptr %26, !531, !DIExpression(), !552)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !560
  tail call void @__cxa_end_catch(), !dbg !550
  br label %37, !dbg !550

31:                                               ; preds = %17
  %32 = tail call ptr @__cxa_begin_catch(ptr %19) #10, !dbg !550
    #dbg_value(ptr %32, !537, !DIExpression(), !552)
  %33 = load i32, ptr %32, align 4, !dbg !553, !tbaa !495
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef %33), !dbg !555
  tail call void @__cxa_end_catch(), !dbg !556
  br label %37, !dbg !556

35:                                               ; preds = %16
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1), !dbg !547
  br label %37, !dbg !548

37:                                               ; preds = %35, %31, %29, %27
    #dbg_value(i32 2, !529, !DIExpression(), !544)
  invoke void @_Z6spec_ai(i32 noundef 2)
          to label %56 unwind label %38, !dbg !545

38:                                               ; preds = %37
  %39 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr null, !dbg !549
  %40 = extractvalue { ptr, i32 } %39, 0, !dbg !549
  %41 = extractvalue { ptr, i32 } %39, 1, !dbg !549
  %42 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10, !dbg !548
  %43 = icmp eq i32 %41, %42, !dbg !548
  br i1 %43, label %52, label %44, !dbg !548

44:                                               ; preds = %38
  %45 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #10, !dbg !548
  %46 = icmp eq i32 %41, %45, !dbg !548
  %47 = tail call ptr @__cxa_begin_catch(ptr %40) #10, !dbg !552
  br i1 %46, label %50, label %48, !dbg !548

48:                                               ; preds = %44
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2), !dbg !557
  tail call void @__cxa_end_catch(), !dbg !559
  br label %58, !dbg !559

50:                                               ; preds = %44
    #dbg_value(ptr %47, !531, !DIExpression(), !552)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !560
  tail call void @__cxa_end_catch(), !dbg !550
  br label %58, !dbg !550

52:                                               ; preds = %38
  %53 = tail call ptr @__cxa_begin_catch(ptr %40) #10, !dbg !550
    #dbg_value(ptr %53, !537, !DIExpression(), !552)
  %54 = load i32, ptr %53, align 4, !dbg !553, !tbaa !495
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, i32 noundef %54), !dbg !555
  tail call void @__cxa_end_catch(), !dbg !556
  br label %58, !dbg !556

56:                                               ; preds = %37
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2), !dbg !547
  br label %58, !dbg !548

58:                                               ; preds = %56, %52, %50, %48
    #dbg_value(i32 3, !529, !DIExpression(), !544)
  invoke void @_Z6spec_ai(i32 noundef 3)
          to label %77 unwind label %59, !dbg !545

59:                                               ; preds = %58
  %60 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr null, !dbg !549
  %61 = extractvalue { ptr, i32 } %60, 0, !dbg !549
  %62 = extractvalue { ptr, i32 } %60, 1, !dbg !549
  %63 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #10, !dbg !548
  %64 = icmp eq i32 %62, %63, !dbg !548
  br i1 %64, label %73, label %65, !dbg !548

65:                                               ; preds = %59
  %66 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #10, !dbg !548
  %67 = icmp eq i32 %62, %66, !dbg !548
  %68 = tail call ptr @__cxa_begin_catch(ptr %61) #10, !dbg !552
  br i1 %67, label %71, label %69, !dbg !548

69:                                               ; preds = %65
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3), !dbg !557
  tail call void @__cxa_end_catch(), !dbg !559
  br label %79, !dbg !559

71:                                               ; preds = %65
    #dbg_value(ptr %68, !531, !DIExpression(), !552)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !560
  tail call void @__cxa_end_catch(), !dbg !550
  br label %79, !dbg !550

73:                                               ; preds = %59
  %74 = tail call ptr @__cxa_begin_catch(ptr %61) #10, !dbg !550
    #dbg_value(ptr %74, !537, !DIExpression(), !552)
  %75 = load i32, ptr %74, align 4, !dbg !553, !tbaa !495
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3, i32 noundef %75), !dbg !555
  tail call void @__cxa_end_catch(), !dbg !556
  br label %79, !dbg !556

77:                                               ; preds = %58
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3), !dbg !547
  br label %79, !dbg !548

79:                                               ; preds = %77, %73, %71, %69
    #dbg_value(i32 4, !529, !DIExpression(), !544)
  %80 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @"_ZZ4mainEN3$_18__invokeEv") #10, !dbg !561
  tail call void @_Z9spec_nonei(i32 noundef 0) #10, !dbg !562
  %81 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !563
  tail call void @_Z9spec_nonei(i32 noundef 2) #10, !dbg !564
  ret i32 0, !dbg !565

82:                                               ; preds = %6
  %83 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #10, !dbg !548
  %84 = icmp eq i32 %9, %83, !dbg !548
  %85 = tail call ptr @__cxa_begin_catch(ptr %8) #10, !dbg !552
  br i1 %84, label %86, label %88, !dbg !548

86:                                               ; preds = %82
    #dbg_value(ptr %85, !531, !DIExpression(), !552)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !560
  tail call void @__cxa_end_catch(), !dbg !550
  br label %16, !dbg !550

88:                                               ; preds = %82
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0), !dbg !557
  tail call void @__cxa_end_catch(), !dbg !559
  br label %16, !dbg !559
}

; Function Attrs: nofree nounwind
declare !dbg !226 noundef i32 @setvbuf(ptr nocapture noundef, ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !566 noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !198 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: inlinehint mustprogress noreturn uwtable
define internal void @"_ZZ4mainEN3$_08__invokeEv"() #6 align 2 !dbg !570 {
    #dbg_value(ptr undef, !574, !DIExpression(), !583)
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7), !dbg !585
  tail call void @__cxa_rethrow() #11, !dbg !586
  unreachable, !dbg !586
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: inlinehint mustprogress noreturn nounwind uwtable
define internal void @"_ZZ4mainEN3$_18__invokeEv"() #7 align 2 !dbg !587 {
    #dbg_value(ptr undef, !590, !DIExpression(), !599)
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8), !dbg !601
  %2 = load ptr, ptr @stdout, align 8, !dbg !602, !tbaa !540
  %3 = tail call i32 @fflush(ptr noundef %2), !dbg !603
  tail call void @_Exit(i32 noundef 7) #12, !dbg !604
  unreachable, !dbg !604
}

; Function Attrs: nofree nounwind
declare !dbg !121 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !428 void @_Exit(i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { inlinehint mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint mustprogress noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }

!llvm.dbg.cu = !{!20}
!llvm.module.flags = !{!479, !480, !481, !482, !483, !484, !485}
!llvm.ident = !{!486}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "eh_filter.cpp", directory: "/work/eh/tests/run", checksumkind: CSK_MD5, checksum: "19910947067e280bdd212674b1aa8a91")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!39 = !{!40, !101, !107, !112, !116, !118, !120, !122, !124, !131, !136, !142, !146, !150, !154, !159, !163, !165, !169, !175, !179, !186, !188, !193, !197, !201, !203, !207, !211, !213, !217, !219, !221, !225, !229, !233, !237, !241, !245, !247, !253, !257, !261, !266, !268, !270, !274, !278, !279, !280, !281, !282, !283, !287, !291, !297, !301, !306, !308, !314, !316, !320, !329, !333, !337, !341, !345, !349, !353, !357, !361, !365, !372, !376, !380, !382, !384, !388, !393, !399, !403, !407, !409, !416, !420, !427, !429, !433, !437, !441, !445, !450, !455, !460, !461, !462, !463, !465, !466, !467, !468, !469, !470, !471, !475}
!40 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !42, file: !100, line: 98)
!41 = !DINamespace(name: "std", scope: null)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !43, line: 7, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !45, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !46, identifier: "_ZTS8_IO_FILE")
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
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
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!100 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !102, file: !100, line: 99)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !103, line: 84, baseType: !104)
!103 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !105, line: 14, baseType: !106)
!105 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
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
!190 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
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
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!252 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !2, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!253 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !254, file: !100, line: 145)
!254 = !DISubprogram(name: "vprintf", scope: !190, file: !190, line: 39, type: !255, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!255 = !DISubroutineType(types: !256)
!256 = !{!25, !140, !251}
!257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !258, file: !100, line: 146)
!258 = !DISubprogram(name: "vsprintf", scope: !103, file: !103, line: 373, type: !259, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DISubroutineType(types: !260)
!260 = !{!25, !135, !140, !251}
!261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !263, file: !100, line: 175)
!262 = !DINamespace(name: "__gnu_cxx", scope: null)
!263 = !DISubprogram(name: "snprintf", scope: !103, file: !103, line: 378, type: !264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!264 = !DISubroutineType(types: !265)
!265 = !{!25, !135, !94, !140, null}
!266 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !267, file: !100, line: 176)
!267 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !103, file: !103, line: 479, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !269, file: !100, line: 177)
!269 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !103, file: !103, line: 484, type: !255, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !271, file: !100, line: 178)
!271 = !DISubprogram(name: "vsnprintf", scope: !103, file: !103, line: 382, type: !272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!272 = !DISubroutineType(types: !273)
!273 = !{!25, !135, !94, !140, !251}
!274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !275, file: !100, line: 179)
!275 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !103, file: !103, line: 487, type: !276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !DISubroutineType(types: !277)
!277 = !{!25, !140, !140, !251}
!278 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !263, file: !100, line: 185)
!279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !267, file: !100, line: 186)
!280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !269, file: !100, line: 187)
!281 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !271, file: !100, line: 188)
!282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !275, file: !100, line: 189)
!283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !284, file: !286, line: 52)
!284 = !DISubprogram(name: "abs", scope: !285, file: !285, line: 861, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!285 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!286 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!287 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !288, file: !290, line: 127)
!288 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !285, line: 63, baseType: !289)
!289 = !DICompositeType(tag: DW_TAG_structure_type, file: !285, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!290 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !292, file: !290, line: 128)
!292 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !285, line: 71, baseType: !293)
!293 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !285, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !294, identifier: "_ZTS6ldiv_t")
!294 = !{!295, !296}
!295 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !293, file: !285, line: 69, baseType: !70, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !293, file: !285, line: 70, baseType: !70, size: 64, offset: 64)
!297 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !298, file: !290, line: 130)
!298 = !DISubprogram(name: "abort", scope: !285, file: !285, line: 611, type: !299, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!299 = !DISubroutineType(types: !300)
!300 = !{null}
!301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !302, file: !290, line: 134)
!302 = !DISubprogram(name: "atexit", scope: !285, file: !285, line: 615, type: !303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DISubroutineType(types: !304)
!304 = !{!25, !305}
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64)
!306 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !307, file: !290, line: 137)
!307 = !DISubprogram(name: "at_quick_exit", scope: !285, file: !285, line: 620, type: !303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !309, file: !290, line: 140)
!309 = !DISubprogram(name: "atof", scope: !310, file: !310, line: 25, type: !311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!310 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!311 = !DISubroutineType(types: !312)
!312 = !{!313, !141}
!313 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!314 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !315, file: !290, line: 141)
!315 = !DISubprogram(name: "atoi", scope: !285, file: !285, line: 362, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!316 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !317, file: !290, line: 142)
!317 = !DISubprogram(name: "atol", scope: !285, file: !285, line: 367, type: !318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!318 = !DISubroutineType(types: !319)
!319 = !{!70, !141}
!320 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !321, file: !290, line: 143)
!321 = !DISubprogram(name: "bsearch", scope: !322, file: !322, line: 20, type: !323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!322 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!323 = !DISubroutineType(types: !324)
!324 = !{!92, !184, !184, !94, !94, !325}
!325 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !285, line: 829, baseType: !326)
!326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 64)
!327 = !DISubroutineType(types: !328)
!328 = !{!25, !184, !184}
!329 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !330, file: !290, line: 144)
!330 = !DISubprogram(name: "calloc", scope: !285, file: !285, line: 556, type: !331, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!331 = !DISubroutineType(types: !332)
!332 = !{!92, !94, !94}
!333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !334, file: !290, line: 145)
!334 = !DISubprogram(name: "div", scope: !285, file: !285, line: 873, type: !335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!335 = !DISubroutineType(types: !336)
!336 = !{!288, !25, !25}
!337 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !338, file: !290, line: 146)
!338 = !DISubprogram(name: "exit", scope: !285, file: !285, line: 637, type: !339, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!339 = !DISubroutineType(types: !340)
!340 = !{null, !25}
!341 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !342, file: !290, line: 147)
!342 = !DISubprogram(name: "free", scope: !285, file: !285, line: 568, type: !343, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !DISubroutineType(types: !344)
!344 = !{null, !92}
!345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !346, file: !290, line: 148)
!346 = !DISubprogram(name: "getenv", scope: !285, file: !285, line: 654, type: !347, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!347 = !DISubroutineType(types: !348)
!348 = !{!49, !141}
!349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !350, file: !290, line: 149)
!350 = !DISubprogram(name: "labs", scope: !285, file: !285, line: 862, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DISubroutineType(types: !352)
!352 = !{!70, !70}
!353 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !354, file: !290, line: 150)
!354 = !DISubprogram(name: "ldiv", scope: !285, file: !285, line: 875, type: !355, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!355 = !DISubroutineType(types: !356)
!356 = !{!292, !70, !70}
!357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !358, file: !290, line: 151)
!358 = !DISubprogram(name: "malloc", scope: !285, file: !285, line: 553, type: !359, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DISubroutineType(types: !360)
!360 = !{!92, !94}
!361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !362, file: !290, line: 153)
!362 = !DISubprogram(name: "mblen", scope: !285, file: !285, line: 943, type: !363, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = !DISubroutineType(types: !364)
!364 = !{!25, !141, !94}
!365 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !366, file: !290, line: 154)
!366 = !DISubprogram(name: "mbstowcs", scope: !285, file: !285, line: 954, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !DISubroutineType(types: !368)
!368 = !{!94, !369, !140, !94}
!369 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !370)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64)
!371 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!372 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !373, file: !290, line: 155)
!373 = !DISubprogram(name: "mbtowc", scope: !285, file: !285, line: 946, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{!25, !369, !140, !94}
!376 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !377, file: !290, line: 157)
!377 = !DISubprogram(name: "qsort", scope: !285, file: !285, line: 851, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubroutineType(types: !379)
!379 = !{null, !92, !94, !94, !325}
!380 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !381, file: !290, line: 160)
!381 = !DISubprogram(name: "quick_exit", scope: !285, file: !285, line: 643, type: !339, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !383, file: !290, line: 163)
!383 = !DISubprogram(name: "rand", scope: !285, file: !285, line: 454, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !385, file: !290, line: 164)
!385 = !DISubprogram(name: "realloc", scope: !285, file: !285, line: 564, type: !386, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubroutineType(types: !387)
!387 = !{!92, !92, !94}
!388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !389, file: !290, line: 165)
!389 = !DISubprogram(name: "srand", scope: !285, file: !285, line: 456, type: !390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubroutineType(types: !391)
!391 = !{null, !392}
!392 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!393 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !394, file: !290, line: 166)
!394 = !DISubprogram(name: "strtod", scope: !285, file: !285, line: 118, type: !395, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{!313, !140, !397}
!397 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !398)
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!399 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !400, file: !290, line: 167)
!400 = !DISubprogram(name: "strtol", scope: !285, file: !285, line: 177, type: !401, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DISubroutineType(types: !402)
!402 = !{!70, !140, !397, !25}
!403 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !404, file: !290, line: 168)
!404 = !DISubprogram(name: "strtoul", scope: !285, file: !285, line: 181, type: !405, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DISubroutineType(types: !406)
!406 = !{!96, !140, !397, !25}
!407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !408, file: !290, line: 169)
!408 = !DISubprogram(name: "system", scope: !285, file: !285, line: 804, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !410, file: !290, line: 171)
!410 = !DISubprogram(name: "wcstombs", scope: !285, file: !285, line: 958, type: !411, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubroutineType(types: !412)
!412 = !{!94, !135, !413, !94}
!413 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !414)
!414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !415, size: 64)
!415 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !371)
!416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !417, file: !290, line: 172)
!417 = !DISubprogram(name: "wctomb", scope: !285, file: !285, line: 950, type: !418, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubroutineType(types: !419)
!419 = !{!25, !49, !371}
!420 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !421, file: !290, line: 200)
!421 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !285, line: 81, baseType: !422)
!422 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !285, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !423, identifier: "_ZTS7lldiv_t")
!423 = !{!424, !426}
!424 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !422, file: !285, line: 79, baseType: !425, size: 64)
!425 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!426 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !422, file: !285, line: 80, baseType: !425, size: 64, offset: 64)
!427 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !428, file: !290, line: 206)
!428 = !DISubprogram(name: "_Exit", scope: !285, file: !285, line: 649, type: !339, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !430, file: !290, line: 210)
!430 = !DISubprogram(name: "llabs", scope: !285, file: !285, line: 865, type: !431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubroutineType(types: !432)
!432 = !{!425, !425}
!433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !434, file: !290, line: 216)
!434 = !DISubprogram(name: "lldiv", scope: !285, file: !285, line: 879, type: !435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubroutineType(types: !436)
!436 = !{!421, !425, !425}
!437 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !438, file: !290, line: 227)
!438 = !DISubprogram(name: "atoll", scope: !285, file: !285, line: 374, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubroutineType(types: !440)
!440 = !{!425, !141}
!441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !442, file: !290, line: 228)
!442 = !DISubprogram(name: "strtoll", scope: !285, file: !285, line: 201, type: !443, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubroutineType(types: !444)
!444 = !{!425, !140, !397, !25}
!445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !446, file: !290, line: 229)
!446 = !DISubprogram(name: "strtoull", scope: !285, file: !285, line: 206, type: !447, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DISubroutineType(types: !448)
!448 = !{!449, !140, !397, !25}
!449 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!450 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !451, file: !290, line: 231)
!451 = !DISubprogram(name: "strtof", scope: !285, file: !285, line: 124, type: !452, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DISubroutineType(types: !453)
!453 = !{!454, !140, !397}
!454 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !262, entity: !456, file: !290, line: 232)
!456 = !DISubprogram(name: "strtold", scope: !285, file: !285, line: 127, type: !457, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubroutineType(types: !458)
!458 = !{!459, !140, !397}
!459 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !421, file: !290, line: 240)
!461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !428, file: !290, line: 242)
!462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !430, file: !290, line: 244)
!463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !464, file: !290, line: 245)
!464 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !262, file: !290, line: 213, type: !435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !434, file: !290, line: 246)
!466 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !438, file: !290, line: 248)
!467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !451, file: !290, line: 249)
!468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !442, file: !290, line: 250)
!469 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !446, file: !290, line: 251)
!470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !456, file: !290, line: 252)
!471 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !41, entity: !472, file: !473, line: 68)
!472 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !474, file: !473, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!473 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!474 = !DINamespace(name: "__exception_ptr", scope: !41)
!475 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !474, entity: !476, file: !473, line: 84)
!476 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !41, file: !473, line: 80, type: !477, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!477 = !DISubroutineType(types: !478)
!478 = !{null, !472}
!479 = !{i32 7, !"Dwarf Version", i32 5}
!480 = !{i32 2, !"Debug Info Version", i32 3}
!481 = !{i32 1, !"wchar_size", i32 4}
!482 = !{i32 8, !"PIC Level", i32 2}
!483 = !{i32 7, !"PIE Level", i32 2}
!484 = !{i32 7, !"uwtable", i32 2}
!485 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!486 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!487 = distinct !DISubprogram(name: "raise", linkageName: "_Z5raisei", scope: !2, file: !2, line: 13, type: !339, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !488)
!488 = !{!489}
!489 = !DILocalVariable(name: "k", arg: 1, scope: !487, file: !2, line: 13, type: !25)
!490 = !DILocation(line: 0, scope: !487)
!491 = !DILocation(line: 14, column: 7, scope: !487)
!492 = !DILocation(line: 14, column: 15, scope: !493)
!493 = distinct !DILexicalBlock(scope: !487, file: !2, line: 14, column: 7)
!494 = !DILocation(line: 14, column: 22, scope: !493)
!495 = !{!496, !497, i64 0}
!496 = !{!"_ZTS1A", !497, i64 0}
!497 = !{!"int", !498, i64 0}
!498 = !{!"omnipotent char", !499, i64 0}
!499 = !{!"Simple C++ TBAA"}
!500 = !DILocation(line: 15, column: 15, scope: !501)
!501 = distinct !DILexicalBlock(scope: !487, file: !2, line: 15, column: 7)
!502 = !DILocation(line: 15, column: 22, scope: !501)
!503 = !{!504, !497, i64 0}
!504 = !{!"_ZTS1B", !497, i64 0}
!505 = !DILocation(line: 16, column: 15, scope: !506)
!506 = distinct !DILexicalBlock(scope: !487, file: !2, line: 16, column: 7)
!507 = !{!497, !497, i64 0}
!508 = !DILocation(line: 17, column: 1, scope: !487)
!509 = distinct !DISubprogram(name: "spec_ab", linkageName: "_Z7spec_abi", scope: !2, file: !2, line: 19, type: !339, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !510)
!510 = !{!511}
!511 = !DILocalVariable(name: "k", arg: 1, scope: !509, file: !2, line: 19, type: !25)
!512 = !DILocation(line: 0, scope: !509)
!513 = !DILocation(line: 19, column: 81, scope: !509)
!514 = !DILocation(line: 19, column: 91, scope: !509)
!515 = distinct !DISubprogram(name: "spec_a", linkageName: "_Z6spec_ai", scope: !2, file: !2, line: 20, type: !339, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !516)
!516 = !{!517}
!517 = !DILocalVariable(name: "k", arg: 1, scope: !515, file: !2, line: 20, type: !25)
!518 = !DILocation(line: 0, scope: !515)
!519 = !DILocation(line: 20, column: 77, scope: !515)
!520 = !DILocation(line: 20, column: 89, scope: !515)
!521 = distinct !DISubprogram(name: "spec_none", linkageName: "_Z9spec_nonei", scope: !2, file: !2, line: 21, type: !339, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !522)
!522 = !{!523}
!523 = !DILocalVariable(name: "k", arg: 1, scope: !521, file: !2, line: 21, type: !25)
!524 = !DILocation(line: 0, scope: !521)
!525 = !DILocation(line: 21, column: 59, scope: !521)
!526 = !DILocation(line: 21, column: 69, scope: !521)
!527 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !191, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !528)
!528 = !{!529, !531, !537}
!529 = !DILocalVariable(name: "k", scope: !530, file: !2, line: 26, type: !25)
!530 = distinct !DILexicalBlock(scope: !527, file: !2, line: 26, column: 3)
!531 = !DILocalVariable(scope: !532, file: !2, line: 32, type: !534)
!532 = distinct !DILexicalBlock(scope: !533, file: !2, line: 26, column: 31)
!533 = distinct !DILexicalBlock(scope: !530, file: !2, line: 26, column: 3)
!534 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !535, size: 64)
!535 = !DICompositeType(tag: DW_TAG_class_type, name: "bad_exception", scope: !41, file: !536, line: 53, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13bad_exception")
!536 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/exception", directory: "")
!537 = !DILocalVariable(name: "a", scope: !532, file: !2, line: 30, type: !538)
!538 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!539 = !DILocation(line: 24, column: 16, scope: !527)
!540 = !{!541, !541, i64 0}
!541 = !{!"any pointer", !498, i64 0}
!542 = !DILocation(line: 24, column: 3, scope: !527)
!543 = !DILocation(line: 25, column: 3, scope: !527)
!544 = !DILocation(line: 0, scope: !530)
!545 = !DILocation(line: 28, column: 7, scope: !546)
!546 = distinct !DILexicalBlock(scope: !532, file: !2, line: 27, column: 9)
!547 = !DILocation(line: 29, column: 7, scope: !546)
!548 = !DILocation(line: 30, column: 5, scope: !546)
!549 = !DILocation(line: 43, column: 1, scope: !546)
!550 = !DILocation(line: 34, column: 5, scope: !551)
!551 = distinct !DILexicalBlock(scope: !532, file: !2, line: 32, column: 36)
!552 = !DILocation(line: 0, scope: !532)
!553 = !DILocation(line: 31, column: 39, scope: !554)
!554 = distinct !DILexicalBlock(scope: !532, file: !2, line: 30, column: 20)
!555 = !DILocation(line: 31, column: 7, scope: !554)
!556 = !DILocation(line: 32, column: 5, scope: !554)
!557 = !DILocation(line: 35, column: 7, scope: !558)
!558 = distinct !DILexicalBlock(scope: !532, file: !2, line: 34, column: 19)
!559 = !DILocation(line: 36, column: 5, scope: !558)
!560 = !DILocation(line: 33, column: 7, scope: !551)
!561 = !DILocation(line: 38, column: 3, scope: !527)
!562 = !DILocation(line: 39, column: 3, scope: !527)
!563 = !DILocation(line: 40, column: 3, scope: !527)
!564 = !DILocation(line: 41, column: 3, scope: !527)
!565 = !DILocation(line: 42, column: 3, scope: !527)
!566 = !DISubprogram(name: "set_unexpected", linkageName: "_ZSt14set_unexpectedPFvvE", scope: !41, file: !536, line: 91, type: !567, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!567 = !DISubroutineType(types: !568)
!568 = !{!569, !569}
!569 = !DIDerivedType(tag: DW_TAG_typedef, name: "unexpected_handler", scope: !41, file: !536, line: 84, baseType: !305)
!570 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_08__invokeEv", scope: !571, file: !2, line: 25, type: !299, scopeLine: 25, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !573)
!571 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !527, file: !2, line: 25, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !572)
!572 = !{}
!573 = !DISubprogram(name: "__invoke", scope: !571, type: !299, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!574 = !DILocalVariable(name: "this", arg: 1, scope: !575, type: !582, flags: DIFlagArtificial | DIFlagObjectPointer)
!575 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEv", scope: !571, file: !2, line: 25, type: !576, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !580, retainedNodes: !581)
!576 = !DISubroutineType(types: !577)
!577 = !{null, !578}
!578 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !579, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!579 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !571)
!580 = !DISubprogram(name: "operator()", scope: !571, file: !2, line: 25, type: !576, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!581 = !{!574}
!582 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !579, size: 64)
!583 = !DILocation(line: 0, scope: !575, inlinedAt: !584)
!584 = distinct !DILocation(line: 25, column: 23, scope: !570)
!585 = !DILocation(line: 25, column: 28, scope: !575, inlinedAt: !584)
!586 = !DILocation(line: 25, column: 57, scope: !575, inlinedAt: !584)
!587 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZ4mainEN3$_18__invokeEv", scope: !588, file: !2, line: 38, type: !299, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !589)
!588 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !527, file: !2, line: 38, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !572)
!589 = !DISubprogram(name: "__invoke", scope: !588, type: !299, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!590 = !DILocalVariable(name: "this", arg: 1, scope: !591, type: !598, flags: DIFlagArtificial | DIFlagObjectPointer)
!591 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !588, file: !2, line: 38, type: !592, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !596, retainedNodes: !597)
!592 = !DISubroutineType(types: !593)
!593 = !{null, !594}
!594 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !595, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!595 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !588)
!596 = !DISubprogram(name: "operator()", scope: !588, file: !2, line: 38, type: !592, scopeLine: 38, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!597 = !{!590}
!598 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !595, size: 64)
!599 = !DILocation(line: 0, scope: !591, inlinedAt: !600)
!600 = distinct !DILocation(line: 38, column: 23, scope: !587)
!601 = !DILocation(line: 38, column: 28, scope: !591, inlinedAt: !600)
!602 = !DILocation(line: 38, column: 77, scope: !591, inlinedAt: !600)
!603 = !DILocation(line: 38, column: 65, scope: !591, inlinedAt: !600)
!604 = !DILocation(line: 38, column: 86, scope: !591, inlinedAt: !600)
