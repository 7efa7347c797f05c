; ModuleID = 'tests/run/aarch64/eh_rethrow.cpp'
source_filename = "tests/run/aarch64/eh_rethrow.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" = type { ptr, ptr, ptr }

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [6 x i8] c"stage\00", align 1
@_ZTISt12out_of_range = external constant ptr
@_ZTISt9exception = external constant ptr
@_ZTISt11logic_error = external constant ptr
@.str.1 = private unnamed_addr constant [8 x i8] c"bad arg\00", align 1
@_ZTISt16invalid_argument = external constant ptr
@.str.2 = private unnamed_addr constant [8 x i8] c"runtime\00", align 1
@_ZTISt13runtime_error = external constant ptr
@.str.3 = private unnamed_addr constant [17 x i8] c"inner logic: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"converted\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"outer exception: %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"stage(%d) = %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.8 = private unnamed_addr constant [23 x i8] c"caught %d, rethrowing\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"~%s\0A\00", align 1
@.str.11 = private unnamed_addr constant [74 x i8] c"vector::_M_range_check: __n (which is %zu) >= this->size() (which is %zu)\00", align 1
@str = private unnamed_addr constant [12 x i8] c"outer range\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z2atRKSt6vectorIiSaIiEEm(ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = load ptr, ptr %0, align 8, !tbaa !11
  %6 = ptrtoint ptr %4 to i64
  %7 = ptrtoint ptr %5 to i64
  %8 = sub i64 %6, %7
  %9 = ashr exact i64 %8, 2
  %10 = icmp ugt i64 %9, %1
  br i1 %10, label %12, label %11

11:                                               ; preds = %2
  tail call void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.11, i64 noundef %1, i64 noundef %9) #13
  unreachable

12:                                               ; preds = %2
  %13 = getelementptr inbounds i32, ptr %5, i64 %1
  %14 = load i32, ptr %13, align 4, !tbaa !12
  ret i32 %14
}

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z5stagei(i32 noundef %0) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::vector", align 8
  switch i32 %0, label %86 [
    i32 1, label %3
    i32 2, label %9
    i32 3, label %24
  ]

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 16) #14
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @.str.1)
          to label %26 unwind label %5

5:                                                ; preds = %3
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception
  tail call void @__cxa_free_exception(ptr %4) #14
  br label %33

7:                                                ; preds = %26
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception
  br label %33

9:                                                ; preds = %1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #14
  %10 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #15
          to label %13 unwind label %11

11:                                               ; preds = %9
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception
  br label %22

13:                                               ; preds = %9
  store ptr %10, ptr %2, align 8, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %10, i64 12
  %15 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %14, ptr %15, align 8, !tbaa !14
  store <2 x i32> <i32 1, i32 2>, ptr %10, align 4
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  store i32 3, ptr %16, align 4
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %14, ptr %17, align 8, !tbaa !6
  %18 = invoke noundef i32 @_Z2atRKSt6vectorIiSaIiEEm(ptr noundef nonnull align 8 dereferenceable(24) %2, i64 noundef 10)
          to label %19 unwind label %20

19:                                               ; preds = %13
  tail call void @_ZdlPvm(ptr noundef nonnull %10, i64 noundef 12) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #14
  br label %86

20:                                               ; preds = %13
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception
  tail call void @_ZdlPvm(ptr noundef nonnull %10, i64 noundef 12) #16
  br label %22

22:                                               ; preds = %11, %20
  %23 = phi { ptr, i32 } [ %21, %20 ], [ %12, %11 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #14
  br label %33

24:                                               ; preds = %1
  %25 = tail call ptr @__cxa_allocate_exception(i64 16) #14
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull @.str.2)
          to label %26 unwind label %31

26:                                               ; preds = %3, %24
  %27 = phi ptr [ %25, %24 ], [ %4, %3 ]
  %28 = phi ptr [ @_ZTISt13runtime_error, %24 ], [ @_ZTISt16invalid_argument, %3 ]
  %29 = phi ptr [ @_ZNSt13runtime_errorD1Ev, %24 ], [ @_ZNSt16invalid_argumentD1Ev, %3 ]
  invoke void @__cxa_throw(ptr nonnull %27, ptr nonnull %28, ptr nonnull %29) #13
          to label %30 unwind label %7

30:                                               ; preds = %26
  unreachable

31:                                               ; preds = %24
  %32 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception
  tail call void @__cxa_free_exception(ptr %25) #14
  br label %33

33:                                               ; preds = %31, %22, %7, %5
  %34 = phi { ptr, i32 } [ %8, %7 ], [ %6, %5 ], [ %23, %22 ], [ %32, %31 ]
  %35 = extractvalue { ptr, i32 } %34, 0
  %36 = extractvalue { ptr, i32 } %34, 1
  %37 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt11logic_error) #14
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %60

39:                                               ; preds = %33
  %40 = tail call ptr @__cxa_begin_catch(ptr %35) #14
  %41 = load ptr, ptr %40, align 8, !tbaa !15
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  %44 = tail call noundef ptr %43(ptr noundef nonnull align 8 dereferenceable(16) %40) #14
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %44)
  %46 = icmp eq i32 %0, 2
  br i1 %46, label %47, label %50

47:                                               ; preds = %39
  invoke void @__cxa_rethrow() #13
          to label %98 unwind label %48

48:                                               ; preds = %52, %47
  %49 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception
  br label %55

50:                                               ; preds = %39
  %51 = tail call ptr @__cxa_allocate_exception(i64 16) #14
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %51, ptr noundef nonnull @.str.4)
          to label %52 unwind label %53

52:                                               ; preds = %50
  invoke void @__cxa_throw(ptr nonnull %51, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #13
          to label %98 unwind label %48

53:                                               ; preds = %50
  %54 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception
  tail call void @__cxa_free_exception(ptr %51) #14
  br label %55

55:                                               ; preds = %53, %48
  %56 = phi { ptr, i32 } [ %49, %48 ], [ %54, %53 ]
  invoke void @__cxa_end_catch()
          to label %57 unwind label %95

57:                                               ; preds = %55
  %58 = extractvalue { ptr, i32 } %56, 0
  %59 = extractvalue { ptr, i32 } %56, 1
  br label %60

60:                                               ; preds = %57, %33
  %61 = phi i32 [ %59, %57 ], [ %36, %33 ]
  %62 = phi ptr [ %58, %57 ], [ %35, %33 ]
  %63 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #14
  %64 = icmp eq i32 %61, %63
  br i1 %64, label %65, label %68

65:                                               ; preds = %60
  %66 = tail call ptr @__cxa_begin_catch(ptr %62) #14
  %67 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @__cxa_end_catch()
          to label %86 unwind label %82

68:                                               ; preds = %60
  %69 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #14
  %70 = icmp eq i32 %61, %69
  br i1 %70, label %71, label %89

71:                                               ; preds = %68
  %72 = tail call ptr @__cxa_begin_catch(ptr %62) #14
  %73 = load ptr, ptr %72, align 8, !tbaa !15
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  %75 = load ptr, ptr %74, align 8
  %76 = tail call noundef ptr %75(ptr noundef nonnull align 8 dereferenceable(8) %72) #14
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %76)
  invoke void @__cxa_end_catch()
          to label %86 unwind label %78

78:                                               ; preds = %71
  %79 = landingpad { ptr, i32 }
          cleanup
  %80 = extractvalue { ptr, i32 } %79, 0
  %81 = extractvalue { ptr, i32 } %79, 1
  br label %89

82:                                               ; preds = %65
  %83 = landingpad { ptr, i32 }
          cleanup
  %84 = extractvalue { ptr, i32 } %83, 0
  %85 = extractvalue { ptr, i32 } %83, 1
  br label %89

86:                                               ; preds = %65, %71, %1, %19
  %87 = phi i32 [ %18, %19 ], [ %0, %1 ], [ -1, %71 ], [ -2, %65 ]
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str)
  ret i32 %87

89:                                               ; preds = %82, %78, %68
  %90 = phi i32 [ %85, %82 ], [ %81, %78 ], [ %61, %68 ]
  %91 = phi ptr [ %84, %82 ], [ %80, %78 ], [ %62, %68 ]
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str)
  %93 = insertvalue { ptr, i32 } poison, ptr %91, 0
  %94 = insertvalue { ptr, i32 } %93, i32 %90, 1
  resume { ptr, i32 } %94

95:                                               ; preds = %55
  %96 = landingpad { ptr, i32 }
          catch ptr null
  %97 = extractvalue { ptr, i32 } %96, 0
  tail call void @__clang_call_terminate(ptr %97) #17
  unreachable

98:                                               ; preds = %52, %47
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #14
  tail call void @_ZSt9terminatev() #17
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 4) i32 @main() local_unnamed_addr #8 personality ptr @__gxx_personality_v0 {
  %1 = tail call noundef i32 @_Z5stagei(i32 noundef 0)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef %1)
  %3 = tail call noundef i32 @_Z5stagei(i32 noundef 1)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %3)
  %5 = tail call noundef i32 @_Z5stagei(i32 noundef 2)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %5)
  %7 = tail call noundef i32 @_Z5stagei(i32 noundef 3)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3, i32 noundef %7)
  %9 = tail call noundef i32 @_Z5stagei(i32 noundef 4)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4, i32 noundef %9)
  %11 = tail call ptr @__cxa_allocate_exception(i64 4) #14
  store i32 5, ptr %11, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIi, ptr null) #13
          to label %43 unwind label %12

12:                                               ; preds = %0
  %13 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %14 = extractvalue { ptr, i32 } %13, 0
  %15 = extractvalue { ptr, i32 } %13, 1
  %16 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #14
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %26

18:                                               ; preds = %12
  %19 = tail call ptr @__cxa_begin_catch(ptr %14) #14
  %20 = load i32, ptr %19, align 4, !tbaa !12
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %20)
  invoke void @__cxa_rethrow() #13
          to label %43 unwind label %22

22:                                               ; preds = %18
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %24 = extractvalue { ptr, i32 } %23, 0
  %25 = extractvalue { ptr, i32 } %23, 1
  tail call void @__cxa_end_catch() #14
  br label %26

26:                                               ; preds = %22, %12
  %27 = phi ptr [ %24, %22 ], [ %14, %12 ]
  %28 = phi i32 [ %25, %22 ], [ %15, %12 ]
  %29 = phi { ptr, i32 } [ %23, %22 ], [ %13, %12 ]
  %30 = icmp eq i32 %28, %16
  br i1 %30, label %31, label %42

31:                                               ; preds = %26
  %32 = add nsw i32 %3, %1
  %33 = add nsw i32 %5, %32
  %34 = add nsw i32 %7, %33
  %35 = add nsw i32 %9, %34
  %36 = tail call ptr @__cxa_begin_catch(ptr %27) #14
  %37 = load i32, ptr %36, align 4, !tbaa !12
  %38 = add nsw i32 %37, %35
  tail call void @__cxa_end_catch() #14
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %38)
  %40 = icmp eq i32 %38, 5
  %41 = select i1 %40, i32 0, i32 3
  ret i32 %41

42:                                               ; preds = %26
  resume { ptr, i32 } %29

43:                                               ; preds = %18, %0
  unreachable
}

; Function Attrs: noreturn
declare void @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef, ...) local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nofree nounwind }
attributes #13 = { noreturn }
attributes #14 = { nounwind }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }
attributes #17 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 8}
!7 = !{!"_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE", !8, i64 0, !8, i64 8, !8, i64 16}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!7, !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !9, i64 0}
!14 = !{!7, !8, i64 16}
!15 = !{!16, !16, i64 0}
!16 = !{!"vtable pointer", !10, i64 0}
