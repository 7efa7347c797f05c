; ModuleID = 'tests/run/aarch64/eh_fnptr.cpp'
source_filename = "tests/run/aarch64/eh_fnptr.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Thrower = type { %struct.Op }
%struct.Op = type { ptr }

$_ZN2OpD2Ev = comdat any

$_ZN7Thrower5applyEl = comdat any

$_ZN7ThrowerD0Ev = comdat any

$_ZTV7Thrower = comdat any

$_ZTS7Thrower = comdat any

$_ZTS2Op = comdat any

$_ZTI2Op = comdat any

$_ZTI7Thrower = comdat any

@.str = private unnamed_addr constant [4 x i8] c"big\00", align 1
@_ZTISt14overflow_error = external constant ptr
@_ZTIl = external constant ptr
@_ZTISt9exception = external constant ptr
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [16 x i8] c"int %d %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"long %ld %ld %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [44 x i8] c"exception %s, a=%ld b=%ld c=%ld d=%ld f=%g\0A\00", align 1
@__const.main.fs = private unnamed_addr constant [3 x ptr] [ptr @_Z5twicel, ptr @_Z3negl, ptr @_Z5twicel], align 8
@.str.4 = private unnamed_addr constant [13 x i8] c"x=%ld r=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"s=%ld\0A\00", align 1
@_ZTV7Thrower = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Thrower, ptr @_ZN7Thrower5applyEl, ptr @_ZN2OpD2Ev, ptr @_ZN7ThrowerD0Ev] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Thrower = linkonce_odr dso_local constant [9 x i8] c"7Thrower\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS2Op = linkonce_odr dso_local constant [4 x i8] c"2Op\00", comdat, align 1
@_ZTI2Op = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS2Op }, comdat, align 8
@_ZTI7Thrower = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7Thrower, ptr @_ZTI2Op }, comdat, align 8

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef range(i64 -9223372036854775808, 201) i64 @_Z5twicel(i64 noundef %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = icmp sgt i64 %0, 100
  br i1 %2, label %3, label %8

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 16) #11
  invoke void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @.str)
          to label %5 unwind label %6

5:                                                ; preds = %3
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTISt14overflow_error, ptr nonnull @_ZNSt14overflow_errorD1Ev) #12
  unreachable

6:                                                ; preds = %3
  %7 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %4) #11
  resume { ptr, i32 } %7

8:                                                ; preds = %1
  %9 = shl nsw i64 %0, 1
  ret i64 %9
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt14overflow_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef range(i64 -9223372036854775807, 1) i64 @_Z3negl(i64 noundef %0) #0 {
  %2 = icmp slt i64 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 8) #11
  store i64 %0, ptr %4, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIl, ptr null) #12
  unreachable

5:                                                ; preds = %1
  %6 = sub nsw i64 0, %0
  ret i64 %6
}

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i64 @_Z5chainPPFllEilP2Op(ptr nocapture noundef readonly %0, i32 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %5 = alloca double, align 8
  %6 = mul nsw i64 %2, 3
  %7 = xor i64 %2, 85
  %8 = add nsw i64 %2, 1000
  %9 = mul nsw i64 %2, %2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  %10 = sitofp i64 %2 to double
  %11 = fmul double %10, 1.500000e+00
  store volatile double %11, ptr %5, align 8, !tbaa !10
  %12 = icmp sgt i32 %1, 0
  br i1 %12, label %13, label %63

13:                                               ; preds = %4
  %14 = zext nneg i32 %1 to i64
  br label %15

15:                                               ; preds = %13, %25
  %16 = phi i64 [ 0, %13 ], [ %27, %25 ]
  %17 = phi i64 [ %2, %13 ], [ %26, %25 ]
  %18 = getelementptr inbounds ptr, ptr %0, i64 %16
  %19 = load ptr, ptr %18, align 8, !tbaa !12
  %20 = invoke noundef i64 %19(i64 noundef %17)
          to label %21 unwind label %29

21:                                               ; preds = %15
  %22 = load ptr, ptr %3, align 8, !tbaa !14
  %23 = load ptr, ptr %22, align 8
  %24 = invoke noundef i64 %23(ptr noundef nonnull align 8 dereferenceable(8) %3, i64 noundef %17)
          to label %25 unwind label %29

25:                                               ; preds = %21
  %26 = add nsw i64 %24, %20
  %27 = add nuw nsw i64 %16, 1
  %28 = icmp eq i64 %27, %14
  br i1 %28, label %63, label %15, !llvm.loop !16

29:                                               ; preds = %21, %15
  %30 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIl
          catch ptr @_ZTIi
  %31 = extractvalue { ptr, i32 } %30, 0
  %32 = extractvalue { ptr, i32 } %30, 1
  %33 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #11
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %46

35:                                               ; preds = %29
  %36 = tail call ptr @__cxa_begin_catch(ptr %31) #11
  %37 = load ptr, ptr %36, align 8, !tbaa !14
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  %40 = tail call noundef ptr %39(ptr noundef nonnull align 8 dereferenceable(8) %36) #11
  %41 = load volatile double, ptr %5, align 8, !tbaa !10
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %40, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, double noundef %41)
  %43 = add nsw i64 %6, %7
  %44 = add nsw i64 %43, %8
  %45 = add nsw i64 %44, %9
  tail call void @__cxa_end_catch()
  br label %63

46:                                               ; preds = %29
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIl) #11
  %48 = icmp eq i32 %32, %47
  br i1 %48, label %49, label %54

49:                                               ; preds = %46
  %50 = tail call ptr @__cxa_begin_catch(ptr %31) #11
  %51 = load i64, ptr %50, align 8, !tbaa !6
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %51, i64 noundef %6, i64 noundef %8)
  %53 = add nsw i64 %51, %6
  tail call void @__cxa_end_catch() #11
  br label %63

54:                                               ; preds = %46
  %55 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %56 = icmp eq i32 %32, %55
  br i1 %56, label %57, label %65

57:                                               ; preds = %54
  %58 = tail call ptr @__cxa_begin_catch(ptr %31) #11
  %59 = load i32, ptr %58, align 4, !tbaa !18
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %59, i64 noundef %7, i64 noundef %9)
  %61 = sext i32 %59 to i64
  %62 = add nsw i64 %7, %61
  tail call void @__cxa_end_catch() #11
  br label %63

63:                                               ; preds = %25, %4, %35, %49, %57
  %64 = phi i64 [ %45, %35 ], [ %53, %49 ], [ %62, %57 ], [ %2, %4 ], [ %26, %25 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  ret i64 %64

65:                                               ; preds = %54
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  resume { ptr, i32 } %30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Thrower, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7Thrower, i64 16), ptr %1, align 8, !tbaa !14
  %2 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef -2, ptr noundef nonnull %1)
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -2, i64 noundef %2)
  %4 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 5, ptr noundef nonnull %1)
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 5, i64 noundef %4)
  %6 = add nsw i64 %4, %2
  %7 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 12, ptr noundef nonnull %1)
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12, i64 noundef %7)
  %9 = add nsw i64 %7, %6
  %10 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 19, ptr noundef nonnull %1)
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 19, i64 noundef %10)
  %12 = add nsw i64 %10, %9
  %13 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 26, ptr noundef nonnull %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 26, i64 noundef %13)
  %15 = add nsw i64 %13, %12
  %16 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 33, ptr noundef nonnull %1)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 33, i64 noundef %16)
  %18 = add nsw i64 %16, %15
  %19 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 40, ptr noundef nonnull %1)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 40, i64 noundef %19)
  %21 = add nsw i64 %19, %18
  %22 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 47, ptr noundef nonnull %1)
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 47, i64 noundef %22)
  %24 = add nsw i64 %22, %21
  %25 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 54, ptr noundef nonnull %1)
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 54, i64 noundef %25)
  %27 = add nsw i64 %25, %24
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %27)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  ret i32 0
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN2OpD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat {
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i64 @_ZN7Thrower5applyEl(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) unnamed_addr #8 comdat {
  %3 = srem i64 %1, 3
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  %7 = trunc i64 %1 to i32
  store i32 %7, ptr %6, align 16, !tbaa !18
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #12
  unreachable

8:                                                ; preds = %2
  %9 = add nsw i64 %1, 1
  ret i64 %9
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7ThrowerD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #9 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #13
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"vtable pointer", !9, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !8, i64 0}
