; ModuleID = 'tests/programs/features/eh.cpp'
source_filename = "tests/programs/features/eh.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-wasi"

$_ZTW7tls_var = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
@tls_var = hidden thread_local global i32 5, align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

@_ZN1ED1Ev = hidden unnamed_addr alias ptr (ptr), ptr @_ZN1ED2Ev

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden noundef nonnull ptr @_ZN1ED2Ev(ptr noundef nonnull readnone returned align 4 dereferenceable(4) %0) unnamed_addr #0 {
  ret ptr %0
}

; Function Attrs: mustprogress noinline
define hidden noundef range(i32 5, 3) i32 @_Z7throweri(i32 noundef returned %0) local_unnamed_addr #1 personality ptr @__gxx_wasm_personality_v0 {
  switch i32 %0, label %6 [
    i32 3, label %2
    i32 4, label %4
  ]

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 42, ptr %3, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #5
  unreachable

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 7, ptr %5, align 4, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #5
  unreachable

6:                                                ; preds = %1
  ret i32 %0
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress
define hidden noundef i32 @_Z7guardedi(i32 noundef %0) local_unnamed_addr #2 personality ptr @__gxx_wasm_personality_v0 {
  %2 = invoke noundef i32 @_Z7throweri(i32 noundef %0) #9
          to label %21 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @_ZTIi, ptr @_ZTI1E, ptr null]
  %7 = tail call ptr @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %14

11:                                               ; preds = %5
  %12 = call ptr @__cxa_begin_catch(ptr %7) #8 [ "funclet"(token %6) ]
  %13 = load i32, ptr %12, align 4, !tbaa !2
  call void @__cxa_end_catch() #8 [ "funclet"(token %6) ]
  catchret from %6 to label %21

14:                                               ; preds = %5
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #8
  %16 = icmp eq i32 %8, %15
  %17 = call ptr @__cxa_begin_catch(ptr %7) #8 [ "funclet"(token %6) ]
  br i1 %16, label %18, label %20

18:                                               ; preds = %14
  %19 = load i32, ptr %17, align 4, !tbaa !6
  call void @__cxa_end_catch() [ "funclet"(token %6) ]
  catchret from %6 to label %21

20:                                               ; preds = %14
  call void @__cxa_end_catch() [ "funclet"(token %6) ]
  catchret from %6 to label %21

21:                                               ; preds = %1, %11, %18, %20
  %22 = phi i32 [ %13, %11 ], [ %19, %18 ], [ -1, %20 ], [ %0, %1 ]
  ret i32 %22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress
define hidden noundef i32 @_Z12cleanup_onlyi(i32 noundef %0) local_unnamed_addr #2 personality ptr @__gxx_wasm_personality_v0 {
  %2 = tail call noundef i32 @_Z7throweri(i32 noundef %0) #9
  %3 = add nsw i32 %0, 3
  ret i32 %3
}

; Function Attrs: mustprogress
define hidden noundef i32 @_Z4mainiPPc(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #2 personality ptr @__gxx_wasm_personality_v0 {
  %3 = tail call noundef i32 @_Z7guardedi(i32 noundef 0) #9
  %4 = tail call noundef i32 @_Z7guardedi(i32 noundef 1) #9
  %5 = tail call noundef i32 @_Z7guardedi(i32 noundef 2) #9
  %6 = tail call noundef i32 @_Z7guardedi(i32 noundef 3) #9
  %7 = tail call noundef i32 @_Z7guardedi(i32 noundef 4) #9
  %8 = tail call noundef i32 @_Z7guardedi(i32 noundef 5) #9
  %9 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 -1, ptr %9, align 4, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #5
          to label %10 unwind label %11

10:                                               ; preds = %2
  unreachable

11:                                               ; preds = %2
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @_ZTI1E]
  %15 = tail call ptr @llvm.wasm.get.exception(token %14)
  %16 = tail call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #8
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %22

19:                                               ; preds = %13
  %20 = call ptr @__cxa_begin_catch(ptr %15) #8 [ "funclet"(token %14) ]
  %21 = load i32, ptr %20, align 4, !tbaa !6
  call void @__cxa_end_catch() [ "funclet"(token %14) ]
  catchret from %14 to label %23

22:                                               ; preds = %13
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %14) ]
  unreachable

23:                                               ; preds = %19
  %24 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  %25 = load i32, ptr %24, align 4, !tbaa !2
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %24, align 4, !tbaa !2
  %27 = add i32 %3, 7
  %28 = add i32 %27, %4
  %29 = add i32 %28, %5
  %30 = add i32 %29, %6
  %31 = add i32 %30, %7
  %32 = add i32 %31, %8
  %33 = add i32 %32, %21
  %34 = add nsw i32 %33, %25
  %35 = mul nsw i32 %34, 3
  %36 = invoke noundef i32 @_Z7throweri(i32 noundef 3) #9
          to label %48 unwind label %37

37:                                               ; preds = %23
  %38 = catchswitch within none [label %39] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [ptr null]
  %41 = tail call ptr @llvm.wasm.get.exception(token %40)
  %42 = tail call i32 @llvm.wasm.get.ehselector(token %40)
  %43 = call ptr @__cxa_begin_catch(ptr %41) #8 [ "funclet"(token %40) ]
  %44 = add nsw i32 %35, 1
  call void @__cxa_end_catch() [ "funclet"(token %40) ]
  catchret from %40 to label %45

45:                                               ; preds = %39, %48
  %46 = phi i32 [ %49, %48 ], [ %44, %39 ]
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %46) #9
  ret i32 0

48:                                               ; preds = %23
  %49 = add nsw i32 %35, 6
  br label %45
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #6

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #7

define weak_odr hidden noundef ptr @_ZTW7tls_var() local_unnamed_addr #7 comdat {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  ret ptr %1
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind }
attributes #9 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !3, i64 0}
!7 = !{!"_ZTS1E", !3, i64 0}
