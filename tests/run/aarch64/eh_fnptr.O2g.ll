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

@.str = private unnamed_addr constant [4 x i8] c"big\00", align 1, !dbg !0
@_ZTISt14overflow_error = external constant ptr
@_ZTIl = external constant ptr
@_ZTISt9exception = external constant ptr
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [16 x i8] c"int %d %ld %ld\0A\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [18 x i8] c"long %ld %ld %ld\0A\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [44 x i8] c"exception %s, a=%ld b=%ld c=%ld d=%ld f=%g\0A\00", align 1, !dbg !18
@__const.main.fs = private unnamed_addr constant [3 x ptr] [ptr @_Z5twicel, ptr @_Z3negl, ptr @_Z5twicel], align 8
@.str.4 = private unnamed_addr constant [13 x i8] c"x=%ld r=%ld\0A\00", align 1, !dbg !23
@.str.5 = private unnamed_addr constant [7 x i8] c"s=%ld\0A\00", align 1, !dbg !28
@_ZTV7Thrower = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Thrower, ptr @_ZN7Thrower5applyEl, ptr @_ZN2OpD2Ev, ptr @_ZN7ThrowerD0Ev] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Thrower = linkonce_odr dso_local constant [9 x i8] c"7Thrower\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS2Op = linkonce_odr dso_local constant [4 x i8] c"2Op\00", comdat, align 1
@_ZTI2Op = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS2Op }, comdat, align 8
@_ZTI7Thrower = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7Thrower, ptr @_ZTI2Op }, comdat, align 8

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef range(i64 -9223372036854775808, 201) i64 @_Z5twicel(i64 noundef %0) #0 personality ptr @__gxx_personality_v0 !dbg !882 {
    #dbg_value(i64 %0, !884, !DIExpression(), !885)
  %2 = icmp sgt i64 %0, 100, !dbg !886
  br i1 %2, label %3, label %8, !dbg !888

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 16) #11, !dbg !889
  invoke void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @.str)
          to label %5 unwind label %6, !dbg !890

5:                                                ; preds = %3
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTISt14overflow_error, ptr nonnull @_ZNSt14overflow_errorD1Ev) #12, !dbg !889
  unreachable, !dbg !889

6:                                                ; preds = %3
  %7 = landingpad { ptr, i32 }
          cleanup, !dbg !891
  tail call void @__cxa_free_exception(ptr %4) #11, !dbg !889
  resume { ptr, i32 } %7, !dbg !889

8:                                                ; preds = %1
  %9 = shl nsw i64 %0, 1, !dbg !892
  ret i64 %9, !dbg !893
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt14overflow_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef range(i64 -9223372036854775807, 1) i64 @_Z3negl(i64 noundef %0) #0 !dbg !894 {
    #dbg_value(i64 %0, !896, !DIExpression(), !897)
  %2 = icmp slt i64 %0, 0, !dbg !898
  br i1 %2, label %3, label %5, !dbg !900

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 8) #11, !dbg !901
  store i64 %0, ptr %4, align 16, !dbg !901, !tbaa !902
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIl, ptr null) #12, !dbg !901
  unreachable, !dbg !901

5:                                                ; preds = %1
  %6 = sub nsw i64 0, %0, !dbg !906
  ret i64 %6, !dbg !907
}

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i64 @_Z5chainPPFllEilP2Op(ptr nocapture noundef readonly %0, i32 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !908 {
  %5 = alloca double, align 8, !DIAssignID !947
    #dbg_assign(i1 undef, !936, !DIExpression(), !947, ptr %5, !DIExpression(), !948)
    #dbg_value(ptr %0, !928, !DIExpression(), !948)
    #dbg_value(i32 %1, !929, !DIExpression(), !948)
    #dbg_value(i64 %2, !930, !DIExpression(), !948)
    #dbg_value(ptr %3, !931, !DIExpression(), !948)
  %6 = mul nsw i64 %2, 3, !dbg !949
    #dbg_value(i64 %6, !932, !DIExpression(), !948)
  %7 = xor i64 %2, 85, !dbg !950
    #dbg_value(i64 %7, !933, !DIExpression(), !948)
  %8 = add nsw i64 %2, 1000, !dbg !951
    #dbg_value(i64 %8, !934, !DIExpression(), !948)
  %9 = mul nsw i64 %2, %2, !dbg !952
    #dbg_value(i64 %9, !935, !DIExpression(), !948)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !953
  %10 = sitofp i64 %2 to double, !dbg !954
  %11 = fmul double %10, 1.500000e+00, !dbg !955
  store volatile double %11, ptr %5, align 8, !dbg !956, !tbaa !957, !DIAssignID !959
    #dbg_assign(double %11, !936, !DIExpression(), !959, ptr %5, !DIExpression(), !948)
    #dbg_value(i32 0, !938, !DIExpression(), !960)
  %12 = icmp sgt i32 %1, 0, !dbg !961
  br i1 %12, label %13, label %63, !dbg !963

13:                                               ; preds = %4
  %14 = zext nneg i32 %1 to i64, !dbg !961
  br label %15, !dbg !963

15:                                               ; preds = %13, %25
  %16 = phi i64 [ 0, %13 ], [ %27, %25 ]
  %17 = phi i64 [ %2, %13 ], [ %26, %25 ]
    #dbg_value(i64 %17, !930, !DIExpression(), !948)
    #dbg_value(i64 %16, !938, !DIExpression(), !960)
  %18 = getelementptr inbounds ptr, ptr %0, i64 %16, !dbg !964
  %19 = load ptr, ptr %18, align 8, !dbg !964, !tbaa !965
  %20 = invoke noundef i64 %19(i64 noundef %17)
          to label %21 unwind label %29, !dbg !964

21:                                               ; preds = %15
  %22 = load ptr, ptr %3, align 8, !dbg !967, !tbaa !968
  %23 = load ptr, ptr %22, align 8, !dbg !967
  %24 = invoke noundef i64 %23(ptr noundef nonnull align 8 dereferenceable(8) %3, i64 noundef %17)
          to label %25 unwind label %29, !dbg !967

25:                                               ; preds = %21
  %26 = add nsw i64 %24, %20, !dbg !970
    #dbg_value(i64 %26, !930, !DIExpression(), !948)
  %27 = add nuw nsw i64 %16, 1, !dbg !971
    #dbg_value(i64 %27, !938, !DIExpression(), !960)
  %28 = icmp eq i64 %27, %14, !dbg !961
  br i1 %28, label %63, label %15, !dbg !963, !llvm.loop !972

29:                                               ; preds = %21, %15
  %30 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIl
          catch ptr @_ZTIi, !dbg !975
  %31 = extractvalue { ptr, i32 } %30, 0, !dbg !975
  %32 = extractvalue { ptr, i32 } %30, 1, !dbg !975
  %33 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #11, !dbg !976
  %34 = icmp eq i32 %32, %33, !dbg !976
  br i1 %34, label %35, label %46, !dbg !976

35:                                               ; preds = %29
  %36 = tail call ptr @__cxa_begin_catch(ptr %31) #11, !dbg !977
    #dbg_value(ptr %36, !943, !DIExpression(), !948)
  %37 = load ptr, ptr %36, align 8, !dbg !979, !tbaa !968
  %38 = getelementptr inbounds i8, ptr %37, i64 16, !dbg !979
  %39 = load ptr, ptr %38, align 8, !dbg !979
  %40 = tail call noundef ptr %39(ptr noundef nonnull align 8 dereferenceable(8) %36) #11, !dbg !979
  %41 = load volatile double, ptr %5, align 8, !dbg !981, !tbaa !957
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %40, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, double noundef %41), !dbg !982
  %43 = add nsw i64 %6, %7, !dbg !983
  %44 = add nsw i64 %43, %8, !dbg !984
  %45 = add nsw i64 %44, %9, !dbg !985
  tail call void @__cxa_end_catch(), !dbg !986
  br label %63

46:                                               ; preds = %29
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIl) #11, !dbg !976
  %48 = icmp eq i32 %32, %47, !dbg !976
  br i1 %48, label %49, label %54, !dbg !976

49:                                               ; preds = %46
  %50 = tail call ptr @__cxa_begin_catch(ptr %31) #11, !dbg !987
  %51 = load i64, ptr %50, align 8, !dbg !987, !tbaa !902
    #dbg_value(i64 %51, !942, !DIExpression(), !948)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %51, i64 noundef %6, i64 noundef %8), !dbg !989
  %53 = add nsw i64 %51, %6, !dbg !990
  tail call void @__cxa_end_catch() #11, !dbg !977
  br label %63

54:                                               ; preds = %46
  %55 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !976
  %56 = icmp eq i32 %32, %55, !dbg !976
  br i1 %56, label %57, label %65, !dbg !976

57:                                               ; preds = %54
  %58 = tail call ptr @__cxa_begin_catch(ptr %31) #11, !dbg !976
  %59 = load i32, ptr %58, align 4, !dbg !976, !tbaa !991
    #dbg_value(i32 %59, !941, !DIExpression(), !948)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %59, i64 noundef %7, i64 noundef %9), !dbg !993
  %61 = sext i32 %59 to i64, !dbg !994
  %62 = add nsw i64 %7, %61, !dbg !995
  tail call void @__cxa_end_catch() #11, !dbg !987
  br label %63

63:                                               ; preds = %25, %4, %35, %49, %57
  %64 = phi i64 [ %45, %35 ], [ %53, %49 ], [ %62, %57 ], [ %2, %4 ], [ %26, %25 ], !dbg !948
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !996
  ret i64 %64, !dbg !996

65:                                               ; preds = %54
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !996
  resume { ptr, i32 } %30, !dbg !996
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !201 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #6 personality ptr @__gxx_personality_v0 !dbg !997 {
    #dbg_assign(i1 undef, !999, !DIExpression(), !1017, ptr @__const.main.fs, !DIExpression(), !1018)
  %1 = alloca %struct.Thrower, align 8, !DIAssignID !1019
    #dbg_assign(i1 undef, !1003, !DIExpression(), !1019, ptr %1, !DIExpression(), !1018)
    #dbg_assign(i1 undef, !999, !DIExpression(), !1020, ptr @__const.main.fs, !DIExpression(), !1018)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11, !dbg !1021
    #dbg_value(ptr %1, !1022, !DIExpression(), !1029)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7Thrower, i64 16), ptr %1, align 8, !dbg !1031, !tbaa !968, !DIAssignID !1032
    #dbg_assign(ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7Thrower, i64 16), !1003, !DIExpression(), !1032, ptr %1, !DIExpression(), !1018)
    #dbg_value(i64 0, !1011, !DIExpression(), !1018)
    #dbg_value(i64 -2, !1012, !DIExpression(), !1033)
    #dbg_value(i64 0, !1011, !DIExpression(), !1018)
    #dbg_value(i64 -2, !1012, !DIExpression(), !1033)
  %2 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef -2, ptr noundef nonnull %1), !dbg !1034
    #dbg_value(i64 %2, !1014, !DIExpression(), !1035)
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -2, i64 noundef %2), !dbg !1036
    #dbg_value(i64 %2, !1011, !DIExpression(), !1018)
    #dbg_value(i64 5, !1012, !DIExpression(), !1033)
  %4 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 5, ptr noundef nonnull %1), !dbg !1034
    #dbg_value(i64 %4, !1014, !DIExpression(), !1035)
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 5, i64 noundef %4), !dbg !1036
  %6 = add nsw i64 %4, %2, !dbg !1037
    #dbg_value(i64 %6, !1011, !DIExpression(), !1018)
    #dbg_value(i64 12, !1012, !DIExpression(), !1033)
  %7 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 12, ptr noundef nonnull %1), !dbg !1034
    #dbg_value(i64 %7, !1014, !DIExpression(), !1035)
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12, i64 noundef %7), !dbg !1036
  %9 = add nsw i64 %7, %6, !dbg !1037
    #dbg_value(i64 %9, !1011, !DIExpression(), !1018)
    #dbg_value(i64 19, !1012, !DIExpression(), !1033)
  %10 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 19, ptr noundef nonnull %1), !dbg !1034
    #dbg_value(i64 %10, !1014, !DIExpression(), !1035)
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 19, i64 noundef %10), !dbg !1036
  %12 = add nsw i64 %10, %9, !dbg !1037
    #dbg_value(i64 %12, !1011, !DIExpression(), !1018)
    #dbg_value(i64 26, !1012, !DIExpression(), !1033)
  %13 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 26, ptr noundef nonnull %1), !dbg !1034
    #dbg_value(i64 %13, !1014, !DIExpression(), !1035)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 26, i64 noundef %13), !dbg !1036
  %15 = add nsw i64 %13, %12, !dbg !1037
    #dbg_value(i64 %15, !1011, !DIExpression(), !1018)
    #dbg_value(i64 33, !1012, !DIExpression(), !1033)
  %16 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 33, ptr noundef nonnull %1), !dbg !1034
    #dbg_value(i64 %16, !1014, !DIExpression(), !1035)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 33, i64 noundef %16), !dbg !1036
  %18 = add nsw i64 %16, %15, !dbg !1037
    #dbg_value(i64 %18, !1011, !DIExpression(), !1018)
    #dbg_value(i64 40, !1012, !DIExpression(), !1033)
  %19 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 40, ptr noundef nonnull %1), !dbg !1034
    #dbg_value(i64 %19, !1014, !DIExpression(), !1035)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 40, i64 noundef %19), !dbg !1036
  %21 = add nsw i64 %19, %18, !dbg !1037
    #dbg_value(i64 %21, !1011, !DIExpression(), !1018)
    #dbg_value(i64 47, !1012, !DIExpression(), !1033)
  %22 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 47, ptr noundef nonnull %1), !dbg !1034
    #dbg_value(i64 %22, !1014, !DIExpression(), !1035)
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 47, i64 noundef %22), !dbg !1036
  %24 = add nsw i64 %22, %21, !dbg !1037
    #dbg_value(i64 %24, !1011, !DIExpression(), !1018)
    #dbg_value(i64 54, !1012, !DIExpression(), !1033)
  %25 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 54, ptr noundef nonnull %1), !dbg !1034
    #dbg_value(i64 %25, !1014, !DIExpression(), !1035)
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 54, i64 noundef %25), !dbg !1036
  %27 = add nsw i64 %25, %24, !dbg !1037
    #dbg_value(i64 %27, !1011, !DIExpression(), !1018)
    #dbg_value(i64 61, !1012, !DIExpression(), !1033)
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %27), !dbg !1038
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11, !dbg !1039
  ret i32 0, !dbg !1039
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN2OpD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat !dbg !1040 {
    #dbg_value(ptr %0, !1042, !DIExpression(), !1043)
  ret void, !dbg !1044
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i64 @_ZN7Thrower5applyEl(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) unnamed_addr #8 comdat !dbg !1045 {
    #dbg_value(ptr %0, !1047, !DIExpression(), !1049)
    #dbg_value(i64 %1, !1048, !DIExpression(), !1049)
  %3 = srem i64 %1, 3, !dbg !1050
  %4 = icmp eq i64 %3, 0, !dbg !1052
  br i1 %4, label %5, label %8, !dbg !1053

5:                                                ; preds = %2
  %6 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !1054
  %7 = trunc i64 %1 to i32, !dbg !1055
  store i32 %7, ptr %6, align 16, !dbg !1054, !tbaa !991
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #12, !dbg !1054
  unreachable, !dbg !1054

8:                                                ; preds = %2
  %9 = add nsw i64 %1, 1, !dbg !1056
  ret i64 %9, !dbg !1057
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7ThrowerD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #9 comdat !dbg !1058 {
    #dbg_value(ptr %0, !1061, !DIExpression(), !1062)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #13, !dbg !1063
  ret void, !dbg !1063
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

!llvm.dbg.cu = !{!33}
!llvm.module.flags = !{!873, !874, !875, !876, !877, !878, !879, !880}
!llvm.ident = !{!881}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/eh_fnptr.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "9ca568b33c313c49d7365cc680bb1b6a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7}
!7 = !DISubrange(count: 4)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 16)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 18)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 44)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 13)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 7)
!33 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !34, globals: !40, imports: !41, splitDebugInlining: false, nameTableKind: None)
!34 = !{!35, !38, !39}
!35 = !DICompositeType(tag: DW_TAG_class_type, name: "overflow_error", scope: !37, file: !36, line: 273, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt14overflow_error")
!36 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/stdexcept", directory: "")
!37 = !DINamespace(name: "std", scope: null)
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !{!0, !8, !13, !18, !23, !28}
!41 = !{!42, !104, !110, !115, !119, !121, !123, !125, !127, !134, !139, !145, !149, !153, !157, !162, !166, !168, !172, !178, !182, !189, !191, !196, !200, !204, !206, !210, !214, !216, !220, !222, !224, !228, !232, !236, !240, !244, !248, !250, !264, !268, !272, !277, !279, !281, !285, !289, !290, !291, !292, !293, !294, !298, !302, !318, !321, !326, !333, !341, !345, !352, !356, !360, !362, !364, !368, !374, !378, !384, !390, !392, !396, !400, !404, !408, !412, !414, !418, !422, !426, !428, !432, !436, !440, !442, !444, !448, !456, !460, !464, !468, !470, !476, !478, !484, !489, !493, !497, !501, !505, !509, !511, !513, !517, !521, !525, !527, !531, !535, !537, !539, !543, !548, !553, !558, !559, !560, !561, !562, !563, !564, !565, !566, !567, !568, !573, !577, !580, !583, !586, !588, !590, !592, !595, !598, !601, !604, !607, !609, !614, !617, !620, !623, !625, !627, !629, !631, !634, !637, !640, !643, !646, !648, !652, !656, !661, !665, !667, !669, !671, !673, !675, !677, !679, !681, !683, !685, !687, !689, !691, !695, !699, !703, !709, !713, !717, !722, !724, !729, !731, !735, !744, !746, !750, !754, !758, !762, !766, !770, !774, !778, !782, !786, !790, !792, !794, !798, !802, !808, !812, !816, !818, !822, !826, !832, !834, !838, !842, !846, !850, !854, !858, !862, !863, !864, !865, !867, !868, !869, !870, !871, !872}
!42 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !43, file: !103, line: 98)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !44, line: 7, baseType: !45)
!44 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !46, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !47, identifier: "_ZTS8_IO_FILE")
!46 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!47 = !{!48, !49, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !64, !66, !67, !68, !72, !74, !76, !80, !83, !85, !88, !91, !92, !94, !98, !99}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !45, file: !46, line: 51, baseType: !39, size: 32)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !45, file: !46, line: 54, baseType: !50, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !45, file: !46, line: 55, baseType: !50, size: 64, offset: 128)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !45, file: !46, line: 56, baseType: !50, size: 64, offset: 192)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !45, file: !46, line: 57, baseType: !50, size: 64, offset: 256)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !45, file: !46, line: 58, baseType: !50, size: 64, offset: 320)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !45, file: !46, line: 59, baseType: !50, size: 64, offset: 384)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !45, file: !46, line: 60, baseType: !50, size: 64, offset: 448)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !45, file: !46, line: 61, baseType: !50, size: 64, offset: 512)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !45, file: !46, line: 64, baseType: !50, size: 64, offset: 576)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !45, file: !46, line: 65, baseType: !50, size: 64, offset: 640)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !45, file: !46, line: 66, baseType: !50, size: 64, offset: 704)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !45, file: !46, line: 68, baseType: !62, size: 64, offset: 768)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !46, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!64 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !45, file: !46, line: 70, baseType: !65, size: 64, offset: 832)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !45, file: !46, line: 72, baseType: !39, size: 32, offset: 896)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !45, file: !46, line: 73, baseType: !39, size: 32, offset: 928)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !45, file: !46, line: 74, baseType: !69, size: 64, offset: 960)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !70, line: 152, baseType: !71)
!70 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!71 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !45, file: !46, line: 77, baseType: !73, size: 16, offset: 1024)
!73 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !45, file: !46, line: 78, baseType: !75, size: 8, offset: 1040)
!75 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !45, file: !46, line: 79, baseType: !77, size: 8, offset: 1048)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 1)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !45, file: !46, line: 81, baseType: !81, size: 64, offset: 1088)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !46, line: 43, baseType: null)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !45, file: !46, line: 89, baseType: !84, size: 64, offset: 1152)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !70, line: 153, baseType: !71)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !45, file: !46, line: 91, baseType: !86, size: 64, offset: 1216)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !46, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!88 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !45, file: !46, line: 92, baseType: !89, size: 64, offset: 1280)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !46, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!91 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !45, file: !46, line: 93, baseType: !65, size: 64, offset: 1344)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !45, file: !46, line: 94, baseType: !93, size: 64, offset: 1408)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !45, file: !46, line: 95, baseType: !95, size: 64, offset: 1472)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !96, line: 18, baseType: !97)
!96 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!97 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !45, file: !46, line: 96, baseType: !39, size: 32, offset: 1536)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !45, file: !46, line: 98, baseType: !100, size: 160, offset: 1568)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 160, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 20)
!103 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdio", directory: "")
!104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !105, file: !103, line: 99)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !106, line: 84, baseType: !107)
!106 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !108, line: 14, baseType: !109)
!108 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!109 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !108, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !111, file: !103, line: 101)
!111 = !DISubprogram(name: "clearerr", scope: !106, file: !106, line: 786, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(types: !113)
!113 = !{null, !114}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!115 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !116, file: !103, line: 102)
!116 = !DISubprogram(name: "fclose", scope: !106, file: !106, line: 178, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DISubroutineType(types: !118)
!118 = !{!39, !114}
!119 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !120, file: !103, line: 103)
!120 = !DISubprogram(name: "feof", scope: !106, file: !106, line: 788, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !122, file: !103, line: 104)
!122 = !DISubprogram(name: "ferror", scope: !106, file: !106, line: 790, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !124, file: !103, line: 105)
!124 = !DISubprogram(name: "fflush", scope: !106, file: !106, line: 230, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !126, file: !103, line: 106)
!126 = !DISubprogram(name: "fgetc", scope: !106, file: !106, line: 513, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !128, file: !103, line: 107)
!128 = !DISubprogram(name: "fgetpos", scope: !106, file: !106, line: 760, type: !129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{!39, !131, !132}
!131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!132 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !135, file: !103, line: 108)
!135 = !DISubprogram(name: "fgets", scope: !106, file: !106, line: 592, type: !136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DISubroutineType(types: !137)
!137 = !{!50, !138, !39, !131}
!138 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !50)
!139 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !140, file: !103, line: 109)
!140 = !DISubprogram(name: "fopen", scope: !106, file: !106, line: 258, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubroutineType(types: !142)
!142 = !{!114, !143, !143}
!143 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!145 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !146, file: !103, line: 110)
!146 = !DISubprogram(name: "fprintf", scope: !106, file: !106, line: 350, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(types: !148)
!148 = !{!39, !131, !143, null}
!149 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !150, file: !103, line: 111)
!150 = !DISubprogram(name: "fputc", scope: !106, file: !106, line: 549, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{!39, !39, !114}
!153 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !154, file: !103, line: 112)
!154 = !DISubprogram(name: "fputs", scope: !106, file: !106, line: 655, type: !155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DISubroutineType(types: !156)
!156 = !{!39, !143, !131}
!157 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !158, file: !103, line: 113)
!158 = !DISubprogram(name: "fread", scope: !106, file: !106, line: 675, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{!95, !161, !95, !95, !131}
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !163, file: !103, line: 114)
!163 = !DISubprogram(name: "freopen", scope: !106, file: !106, line: 265, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{!114, !143, !143, !131}
!166 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !167, file: !103, line: 115)
!167 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !106, file: !106, line: 434, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !169, file: !103, line: 116)
!169 = !DISubprogram(name: "fseek", scope: !106, file: !106, line: 713, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!39, !114, !71, !39}
!172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !173, file: !103, line: 117)
!173 = !DISubprogram(name: "fsetpos", scope: !106, file: !106, line: 765, type: !174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{!39, !114, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !179, file: !103, line: 118)
!179 = !DISubprogram(name: "ftell", scope: !106, file: !106, line: 718, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!71, !114}
!182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !183, file: !103, line: 119)
!183 = !DISubprogram(name: "fwrite", scope: !106, file: !106, line: 681, type: !184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(types: !185)
!185 = !{!95, !186, !95, !95, !131}
!186 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !187)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !190, file: !103, line: 120)
!190 = !DISubprogram(name: "getc", scope: !106, file: !106, line: 514, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!191 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !192, file: !103, line: 121)
!192 = !DISubprogram(name: "getchar", scope: !193, file: !193, line: 47, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!193 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!194 = !DISubroutineType(types: !195)
!195 = !{!39}
!196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !197, file: !103, line: 126)
!197 = !DISubprogram(name: "perror", scope: !106, file: !106, line: 804, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !144}
!200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !201, file: !103, line: 127)
!201 = !DISubprogram(name: "printf", scope: !106, file: !106, line: 356, type: !202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!39, !143, null}
!204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !205, file: !103, line: 128)
!205 = !DISubprogram(name: "putc", scope: !106, file: !106, line: 550, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !207, file: !103, line: 129)
!207 = !DISubprogram(name: "putchar", scope: !193, file: !193, line: 82, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubroutineType(types: !209)
!209 = !{!39, !39}
!210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !211, file: !103, line: 130)
!211 = !DISubprogram(name: "puts", scope: !106, file: !106, line: 661, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DISubroutineType(types: !213)
!213 = !{!39, !144}
!214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !215, file: !103, line: 131)
!215 = !DISubprogram(name: "remove", scope: !106, file: !106, line: 152, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !217, file: !103, line: 132)
!217 = !DISubprogram(name: "rename", scope: !106, file: !106, line: 154, type: !218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DISubroutineType(types: !219)
!219 = !{!39, !144, !144}
!220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !221, file: !103, line: 133)
!221 = !DISubprogram(name: "rewind", scope: !106, file: !106, line: 723, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !223, file: !103, line: 134)
!223 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !106, file: !106, line: 437, type: !202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !225, file: !103, line: 135)
!225 = !DISubprogram(name: "setbuf", scope: !106, file: !106, line: 328, type: !226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !131, !138}
!228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !229, file: !103, line: 136)
!229 = !DISubprogram(name: "setvbuf", scope: !106, file: !106, line: 332, type: !230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DISubroutineType(types: !231)
!231 = !{!39, !131, !138, !39, !95}
!232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !233, file: !103, line: 137)
!233 = !DISubprogram(name: "sprintf", scope: !106, file: !106, line: 358, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubroutineType(types: !235)
!235 = !{!39, !138, !143, null}
!236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !237, file: !103, line: 138)
!237 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !106, file: !106, line: 439, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!238 = !DISubroutineType(types: !239)
!239 = !{!39, !143, !143, null}
!240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !241, file: !103, line: 139)
!241 = !DISubprogram(name: "tmpfile", scope: !106, file: !106, line: 188, type: !242, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{!114}
!244 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !245, file: !103, line: 141)
!245 = !DISubprogram(name: "tmpnam", scope: !106, file: !106, line: 205, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!246 = !DISubroutineType(types: !247)
!247 = !{!50, !50}
!248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !249, file: !103, line: 143)
!249 = !DISubprogram(name: "ungetc", scope: !106, file: !106, line: 668, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !251, file: !103, line: 144)
!251 = !DISubprogram(name: "vfprintf", scope: !106, file: !106, line: 365, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!252 = !DISubroutineType(types: !253)
!253 = !{!39, !131, !143, !254}
!254 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !255, line: 12, baseType: !256)
!255 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !257)
!257 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", scope: !37, size: 256, flags: DIFlagTypePassByValue, elements: !258, identifier: "_ZTSSt9__va_list")
!258 = !{!259, !260, !261, !262, !263}
!259 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !257, file: !2, baseType: !93, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !257, file: !2, baseType: !93, size: 64, offset: 64)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !257, file: !2, baseType: !93, size: 64, offset: 128)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !257, file: !2, baseType: !39, size: 32, offset: 192)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !257, file: !2, baseType: !39, size: 32, offset: 224)
!264 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !265, file: !103, line: 145)
!265 = !DISubprogram(name: "vprintf", scope: !193, file: !193, line: 39, type: !266, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DISubroutineType(types: !267)
!267 = !{!39, !143, !254}
!268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !269, file: !103, line: 146)
!269 = !DISubprogram(name: "vsprintf", scope: !106, file: !106, line: 373, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DISubroutineType(types: !271)
!271 = !{!39, !138, !143, !254}
!272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !274, file: !103, line: 175)
!273 = !DINamespace(name: "__gnu_cxx", scope: null)
!274 = !DISubprogram(name: "snprintf", scope: !106, file: !106, line: 378, type: !275, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{!39, !138, !95, !143, null}
!277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !278, file: !103, line: 176)
!278 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !106, file: !106, line: 479, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !280, file: !103, line: 177)
!280 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !106, file: !106, line: 484, type: !266, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!281 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !282, file: !103, line: 178)
!282 = !DISubprogram(name: "vsnprintf", scope: !106, file: !106, line: 382, type: !283, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DISubroutineType(types: !284)
!284 = !{!39, !138, !95, !143, !254}
!285 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !286, file: !103, line: 179)
!286 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !106, file: !106, line: 487, type: !287, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!287 = !DISubroutineType(types: !288)
!288 = !{!39, !143, !143, !254}
!289 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !274, file: !103, line: 185)
!290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !278, file: !103, line: 186)
!291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !280, file: !103, line: 187)
!292 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !282, file: !103, line: 188)
!293 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !286, file: !103, line: 189)
!294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !295, file: !296, line: 68)
!295 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !297, file: !296, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!296 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!297 = !DINamespace(name: "__exception_ptr", scope: !37)
!298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !297, entity: !299, file: !296, line: 84)
!299 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !37, file: !296, line: 80, type: !300, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!300 = !DISubroutineType(types: !301)
!301 = !{null, !295}
!302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !303, file: !317, line: 64)
!303 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !304, line: 6, baseType: !305)
!304 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!305 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !306, line: 21, baseType: !307)
!306 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!307 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !306, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !308, identifier: "_ZTS11__mbstate_t")
!308 = !{!309, !310}
!309 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !307, file: !306, line: 15, baseType: !39, size: 32)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !307, file: !306, line: 20, baseType: !311, size: 32, offset: 32)
!311 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !307, file: !306, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !312, identifier: "_ZTSN11__mbstate_tUt_E")
!312 = !{!313, !315}
!313 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !311, file: !306, line: 18, baseType: !314, size: 32)
!314 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !311, file: !306, line: 19, baseType: !316, size: 32)
!316 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !6)
!317 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cwchar", directory: "")
!318 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !319, file: !317, line: 141)
!319 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !320, line: 20, baseType: !314)
!320 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !322, file: !317, line: 143)
!322 = !DISubprogram(name: "btowc", scope: !323, file: !323, line: 319, type: !324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!324 = !DISubroutineType(types: !325)
!325 = !{!319, !39}
!326 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !327, file: !317, line: 144)
!327 = !DISubprogram(name: "fgetwc", scope: !323, file: !323, line: 744, type: !328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{!319, !330}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64)
!331 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !332, line: 5, baseType: !45)
!332 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !334, file: !317, line: 145)
!334 = !DISubprogram(name: "fgetws", scope: !323, file: !323, line: 773, type: !335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!335 = !DISubroutineType(types: !336)
!336 = !{!337, !339, !39, !340}
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!338 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_unsigned)
!339 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !337)
!340 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !330)
!341 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !342, file: !317, line: 146)
!342 = !DISubprogram(name: "fputwc", scope: !323, file: !323, line: 758, type: !343, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !DISubroutineType(types: !344)
!344 = !{!319, !338, !330}
!345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !346, file: !317, line: 147)
!346 = !DISubprogram(name: "fputws", scope: !323, file: !323, line: 780, type: !347, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!347 = !DISubroutineType(types: !348)
!348 = !{!39, !349, !340}
!349 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !350)
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 64)
!351 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !338)
!352 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !353, file: !317, line: 148)
!353 = !DISubprogram(name: "fwide", scope: !323, file: !323, line: 588, type: !354, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{!39, !330, !39}
!356 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !357, file: !317, line: 149)
!357 = !DISubprogram(name: "fwprintf", scope: !323, file: !323, line: 595, type: !358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!358 = !DISubroutineType(types: !359)
!359 = !{!39, !340, !349, null}
!360 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !361, file: !317, line: 150)
!361 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !323, file: !323, line: 657, type: !358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !363, file: !317, line: 151)
!363 = !DISubprogram(name: "getwc", scope: !323, file: !323, line: 745, type: !328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!364 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !365, file: !317, line: 152)
!365 = !DISubprogram(name: "getwchar", scope: !323, file: !323, line: 751, type: !366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!366 = !DISubroutineType(types: !367)
!367 = !{!319}
!368 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !369, file: !317, line: 153)
!369 = !DISubprogram(name: "mbrlen", scope: !323, file: !323, line: 330, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubroutineType(types: !371)
!371 = !{!95, !143, !95, !372}
!372 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !373)
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!374 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !375, file: !317, line: 154)
!375 = !DISubprogram(name: "mbrtowc", scope: !323, file: !323, line: 297, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DISubroutineType(types: !377)
!377 = !{!95, !339, !143, !95, !372}
!378 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !379, file: !317, line: 155)
!379 = !DISubprogram(name: "mbsinit", scope: !323, file: !323, line: 293, type: !380, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{!39, !382}
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !383, size: 64)
!383 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !303)
!384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !385, file: !317, line: 156)
!385 = !DISubprogram(name: "mbsrtowcs", scope: !323, file: !323, line: 338, type: !386, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubroutineType(types: !387)
!387 = !{!95, !339, !388, !95, !372}
!388 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !389)
!389 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !391, file: !317, line: 157)
!391 = !DISubprogram(name: "putwc", scope: !323, file: !323, line: 759, type: !343, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !393, file: !317, line: 158)
!393 = !DISubprogram(name: "putwchar", scope: !323, file: !323, line: 765, type: !394, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DISubroutineType(types: !395)
!395 = !{!319, !338}
!396 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !397, file: !317, line: 160)
!397 = !DISubprogram(name: "swprintf", scope: !323, file: !323, line: 605, type: !398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubroutineType(types: !399)
!399 = !{!39, !339, !95, !349, null}
!400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !401, file: !317, line: 162)
!401 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !323, file: !323, line: 664, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{!39, !349, !349, null}
!404 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !405, file: !317, line: 163)
!405 = !DISubprogram(name: "ungetwc", scope: !323, file: !323, line: 788, type: !406, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubroutineType(types: !407)
!407 = !{!319, !319, !330}
!408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !409, file: !317, line: 164)
!409 = !DISubprogram(name: "vfwprintf", scope: !323, file: !323, line: 613, type: !410, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DISubroutineType(types: !411)
!411 = !{!39, !340, !349, !254}
!412 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !413, file: !317, line: 166)
!413 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !323, file: !323, line: 711, type: !410, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !415, file: !317, line: 169)
!415 = !DISubprogram(name: "vswprintf", scope: !323, file: !323, line: 626, type: !416, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DISubroutineType(types: !417)
!417 = !{!39, !339, !95, !349, !254}
!418 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !419, file: !317, line: 172)
!419 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !323, file: !323, line: 718, type: !420, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DISubroutineType(types: !421)
!421 = !{!39, !349, !349, !254}
!422 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !423, file: !317, line: 174)
!423 = !DISubprogram(name: "vwprintf", scope: !323, file: !323, line: 621, type: !424, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DISubroutineType(types: !425)
!425 = !{!39, !349, !254}
!426 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !427, file: !317, line: 176)
!427 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !323, file: !323, line: 715, type: !424, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !429, file: !317, line: 178)
!429 = !DISubprogram(name: "wcrtomb", scope: !323, file: !323, line: 302, type: !430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DISubroutineType(types: !431)
!431 = !{!95, !138, !338, !372}
!432 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !433, file: !317, line: 179)
!433 = !DISubprogram(name: "wcscat", scope: !323, file: !323, line: 97, type: !434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubroutineType(types: !435)
!435 = !{!337, !339, !349}
!436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !437, file: !317, line: 180)
!437 = !DISubprogram(name: "wcscmp", scope: !323, file: !323, line: 106, type: !438, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubroutineType(types: !439)
!439 = !{!39, !350, !350}
!440 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !441, file: !317, line: 181)
!441 = !DISubprogram(name: "wcscoll", scope: !323, file: !323, line: 131, type: !438, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !443, file: !317, line: 182)
!443 = !DISubprogram(name: "wcscpy", scope: !323, file: !323, line: 87, type: !434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !445, file: !317, line: 183)
!445 = !DISubprogram(name: "wcscspn", scope: !323, file: !323, line: 188, type: !446, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!446 = !DISubroutineType(types: !447)
!447 = !{!95, !350, !350}
!448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !449, file: !317, line: 184)
!449 = !DISubprogram(name: "wcsftime", scope: !323, file: !323, line: 852, type: !450, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!450 = !DISubroutineType(types: !451)
!451 = !{!95, !339, !95, !349, !452}
!452 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !453)
!453 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !454, size: 64)
!454 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !455)
!455 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !323, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !457, file: !317, line: 185)
!457 = !DISubprogram(name: "wcslen", scope: !323, file: !323, line: 223, type: !458, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DISubroutineType(types: !459)
!459 = !{!95, !350}
!460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !461, file: !317, line: 186)
!461 = !DISubprogram(name: "wcsncat", scope: !323, file: !323, line: 101, type: !462, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!462 = !DISubroutineType(types: !463)
!463 = !{!337, !339, !349, !95}
!464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !465, file: !317, line: 187)
!465 = !DISubprogram(name: "wcsncmp", scope: !323, file: !323, line: 109, type: !466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!466 = !DISubroutineType(types: !467)
!467 = !{!39, !350, !350, !95}
!468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !469, file: !317, line: 188)
!469 = !DISubprogram(name: "wcsncpy", scope: !323, file: !323, line: 92, type: !462, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !471, file: !317, line: 189)
!471 = !DISubprogram(name: "wcsrtombs", scope: !323, file: !323, line: 344, type: !472, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DISubroutineType(types: !473)
!473 = !{!95, !138, !474, !95, !372}
!474 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !475)
!475 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !350, size: 64)
!476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !477, file: !317, line: 190)
!477 = !DISubprogram(name: "wcsspn", scope: !323, file: !323, line: 192, type: !446, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !479, file: !317, line: 191)
!479 = !DISubprogram(name: "wcstod", scope: !323, file: !323, line: 378, type: !480, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DISubroutineType(types: !481)
!481 = !{!38, !349, !482}
!482 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !483)
!483 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !337, size: 64)
!484 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !485, file: !317, line: 193)
!485 = !DISubprogram(name: "wcstof", scope: !323, file: !323, line: 383, type: !486, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!486 = !DISubroutineType(types: !487)
!487 = !{!488, !349, !482}
!488 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!489 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !490, file: !317, line: 195)
!490 = !DISubprogram(name: "wcstok", scope: !323, file: !323, line: 218, type: !491, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!491 = !DISubroutineType(types: !492)
!492 = !{!337, !339, !349, !482}
!493 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !494, file: !317, line: 196)
!494 = !DISubprogram(name: "wcstol", scope: !323, file: !323, line: 429, type: !495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!495 = !DISubroutineType(types: !496)
!496 = !{!71, !349, !482, !39}
!497 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !498, file: !317, line: 197)
!498 = !DISubprogram(name: "wcstoul", scope: !323, file: !323, line: 434, type: !499, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!499 = !DISubroutineType(types: !500)
!500 = !{!97, !349, !482, !39}
!501 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !502, file: !317, line: 198)
!502 = !DISubprogram(name: "wcsxfrm", scope: !323, file: !323, line: 135, type: !503, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !DISubroutineType(types: !504)
!504 = !{!95, !339, !349, !95}
!505 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !506, file: !317, line: 199)
!506 = !DISubprogram(name: "wctob", scope: !323, file: !323, line: 325, type: !507, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!507 = !DISubroutineType(types: !508)
!508 = !{!39, !319}
!509 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !510, file: !317, line: 200)
!510 = !DISubprogram(name: "wmemcmp", scope: !323, file: !323, line: 259, type: !466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!511 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !512, file: !317, line: 201)
!512 = !DISubprogram(name: "wmemcpy", scope: !323, file: !323, line: 263, type: !462, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!513 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !514, file: !317, line: 202)
!514 = !DISubprogram(name: "wmemmove", scope: !323, file: !323, line: 268, type: !515, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!515 = !DISubroutineType(types: !516)
!516 = !{!337, !337, !350, !95}
!517 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !518, file: !317, line: 203)
!518 = !DISubprogram(name: "wmemset", scope: !323, file: !323, line: 272, type: !519, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DISubroutineType(types: !520)
!520 = !{!337, !337, !338, !95}
!521 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !522, file: !317, line: 204)
!522 = !DISubprogram(name: "wprintf", scope: !323, file: !323, line: 602, type: !523, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!523 = !DISubroutineType(types: !524)
!524 = !{!39, !349, null}
!525 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !526, file: !317, line: 205)
!526 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !323, file: !323, line: 661, type: !523, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!527 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !528, file: !317, line: 206)
!528 = !DISubprogram(name: "wcschr", scope: !323, file: !323, line: 165, type: !529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubroutineType(types: !530)
!530 = !{!337, !350, !338}
!531 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !532, file: !317, line: 207)
!532 = !DISubprogram(name: "wcspbrk", scope: !323, file: !323, line: 202, type: !533, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!533 = !DISubroutineType(types: !534)
!534 = !{!337, !350, !350}
!535 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !536, file: !317, line: 208)
!536 = !DISubprogram(name: "wcsrchr", scope: !323, file: !323, line: 175, type: !529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!537 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !538, file: !317, line: 209)
!538 = !DISubprogram(name: "wcsstr", scope: !323, file: !323, line: 213, type: !533, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!539 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !540, file: !317, line: 210)
!540 = !DISubprogram(name: "wmemchr", scope: !323, file: !323, line: 254, type: !541, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!541 = !DISubroutineType(types: !542)
!542 = !{!337, !350, !338, !95}
!543 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !544, file: !317, line: 251)
!544 = !DISubprogram(name: "wcstold", scope: !323, file: !323, line: 385, type: !545, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!545 = !DISubroutineType(types: !546)
!546 = !{!547, !349, !482}
!547 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!548 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !549, file: !317, line: 260)
!549 = !DISubprogram(name: "wcstoll", scope: !323, file: !323, line: 442, type: !550, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!550 = !DISubroutineType(types: !551)
!551 = !{!552, !349, !482, !39}
!552 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!553 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !554, file: !317, line: 261)
!554 = !DISubprogram(name: "wcstoull", scope: !323, file: !323, line: 449, type: !555, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!555 = !DISubroutineType(types: !556)
!556 = !{!557, !349, !482, !39}
!557 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!558 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !544, file: !317, line: 267)
!559 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !549, file: !317, line: 268)
!560 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !554, file: !317, line: 269)
!561 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !485, file: !317, line: 283)
!562 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !413, file: !317, line: 286)
!563 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !419, file: !317, line: 289)
!564 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !427, file: !317, line: 292)
!565 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !544, file: !317, line: 296)
!566 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !549, file: !317, line: 297)
!567 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !554, file: !317, line: 298)
!568 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !569, file: !572, line: 47)
!569 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !570, line: 24, baseType: !571)
!570 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !70, line: 37, baseType: !75)
!572 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdint", directory: "")
!573 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !574, file: !572, line: 48)
!574 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !570, line: 25, baseType: !575)
!575 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !70, line: 39, baseType: !576)
!576 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!577 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !578, file: !572, line: 49)
!578 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !570, line: 26, baseType: !579)
!579 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !70, line: 41, baseType: !39)
!580 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !581, file: !572, line: 50)
!581 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !570, line: 27, baseType: !582)
!582 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !70, line: 44, baseType: !71)
!583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !584, file: !572, line: 52)
!584 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !585, line: 58, baseType: !75)
!585 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!586 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !587, file: !572, line: 53)
!587 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !585, line: 60, baseType: !71)
!588 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !589, file: !572, line: 54)
!589 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !585, line: 61, baseType: !71)
!590 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !591, file: !572, line: 55)
!591 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !585, line: 62, baseType: !71)
!592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !593, file: !572, line: 57)
!593 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !585, line: 43, baseType: !594)
!594 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !70, line: 52, baseType: !571)
!595 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !596, file: !572, line: 58)
!596 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !585, line: 44, baseType: !597)
!597 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !70, line: 54, baseType: !575)
!598 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !599, file: !572, line: 59)
!599 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !585, line: 45, baseType: !600)
!600 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !70, line: 56, baseType: !579)
!601 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !602, file: !572, line: 60)
!602 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !585, line: 46, baseType: !603)
!603 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !70, line: 58, baseType: !582)
!604 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !605, file: !572, line: 62)
!605 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !585, line: 101, baseType: !606)
!606 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !70, line: 72, baseType: !71)
!607 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !608, file: !572, line: 63)
!608 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !585, line: 87, baseType: !71)
!609 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !610, file: !572, line: 65)
!610 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !611, line: 24, baseType: !612)
!611 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!612 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !70, line: 38, baseType: !613)
!613 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!614 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !615, file: !572, line: 66)
!615 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !611, line: 25, baseType: !616)
!616 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !70, line: 40, baseType: !73)
!617 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !618, file: !572, line: 67)
!618 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !611, line: 26, baseType: !619)
!619 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !70, line: 42, baseType: !314)
!620 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !621, file: !572, line: 68)
!621 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !611, line: 27, baseType: !622)
!622 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !70, line: 45, baseType: !97)
!623 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !624, file: !572, line: 70)
!624 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !585, line: 71, baseType: !613)
!625 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !626, file: !572, line: 71)
!626 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !585, line: 73, baseType: !97)
!627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !628, file: !572, line: 72)
!628 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !585, line: 74, baseType: !97)
!629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !630, file: !572, line: 73)
!630 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !585, line: 75, baseType: !97)
!631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !632, file: !572, line: 75)
!632 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !585, line: 49, baseType: !633)
!633 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !70, line: 53, baseType: !612)
!634 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !635, file: !572, line: 76)
!635 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !585, line: 50, baseType: !636)
!636 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !70, line: 55, baseType: !616)
!637 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !638, file: !572, line: 77)
!638 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !585, line: 51, baseType: !639)
!639 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !70, line: 57, baseType: !619)
!640 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !641, file: !572, line: 78)
!641 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !585, line: 52, baseType: !642)
!642 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !70, line: 59, baseType: !622)
!643 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !644, file: !572, line: 80)
!644 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !585, line: 102, baseType: !645)
!645 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !70, line: 73, baseType: !97)
!646 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !647, file: !572, line: 81)
!647 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !585, line: 90, baseType: !97)
!648 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !649, file: !651, line: 53)
!649 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !650, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!650 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!651 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/clocale", directory: "")
!652 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !653, file: !651, line: 54)
!653 = !DISubprogram(name: "setlocale", scope: !650, file: !650, line: 122, type: !654, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!654 = !DISubroutineType(types: !655)
!655 = !{!50, !39, !144}
!656 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !657, file: !651, line: 55)
!657 = !DISubprogram(name: "localeconv", scope: !650, file: !650, line: 125, type: !658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!658 = !DISubroutineType(types: !659)
!659 = !{!660}
!660 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !649, size: 64)
!661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !662, file: !664, line: 64)
!662 = !DISubprogram(name: "isalnum", scope: !663, file: !663, line: 108, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!663 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!664 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cctype", directory: "")
!665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !666, file: !664, line: 65)
!666 = !DISubprogram(name: "isalpha", scope: !663, file: !663, line: 109, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !668, file: !664, line: 66)
!668 = !DISubprogram(name: "iscntrl", scope: !663, file: !663, line: 110, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !670, file: !664, line: 67)
!670 = !DISubprogram(name: "isdigit", scope: !663, file: !663, line: 111, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!671 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !672, file: !664, line: 68)
!672 = !DISubprogram(name: "isgraph", scope: !663, file: !663, line: 113, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!673 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !674, file: !664, line: 69)
!674 = !DISubprogram(name: "islower", scope: !663, file: !663, line: 112, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!675 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !676, file: !664, line: 70)
!676 = !DISubprogram(name: "isprint", scope: !663, file: !663, line: 114, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!677 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !678, file: !664, line: 71)
!678 = !DISubprogram(name: "ispunct", scope: !663, file: !663, line: 115, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!679 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !680, file: !664, line: 72)
!680 = !DISubprogram(name: "isspace", scope: !663, file: !663, line: 116, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!681 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !682, file: !664, line: 73)
!682 = !DISubprogram(name: "isupper", scope: !663, file: !663, line: 117, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!683 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !684, file: !664, line: 74)
!684 = !DISubprogram(name: "isxdigit", scope: !663, file: !663, line: 118, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!685 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !686, file: !664, line: 75)
!686 = !DISubprogram(name: "tolower", scope: !663, file: !663, line: 122, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !688, file: !664, line: 76)
!688 = !DISubprogram(name: "toupper", scope: !663, file: !663, line: 125, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!689 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !690, file: !664, line: 87)
!690 = !DISubprogram(name: "isblank", scope: !663, file: !663, line: 130, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!691 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !692, entity: !693, file: !694, line: 58)
!692 = !DINamespace(name: "__gnu_debug", scope: null)
!693 = !DINamespace(name: "__debug", scope: !37)
!694 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !696, file: !698, line: 52)
!696 = !DISubprogram(name: "abs", scope: !697, file: !697, line: 861, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!697 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!698 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !700, file: !702, line: 127)
!700 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !697, line: 63, baseType: !701)
!701 = !DICompositeType(tag: DW_TAG_structure_type, file: !697, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!702 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdlib", directory: "")
!703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !704, file: !702, line: 128)
!704 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !697, line: 71, baseType: !705)
!705 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !697, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !706, identifier: "_ZTS6ldiv_t")
!706 = !{!707, !708}
!707 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !705, file: !697, line: 69, baseType: !71, size: 64)
!708 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !705, file: !697, line: 70, baseType: !71, size: 64, offset: 64)
!709 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !710, file: !702, line: 130)
!710 = !DISubprogram(name: "abort", scope: !697, file: !697, line: 611, type: !711, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!711 = !DISubroutineType(types: !712)
!712 = !{null}
!713 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !714, file: !702, line: 132)
!714 = !DISubprogram(name: "aligned_alloc", scope: !697, file: !697, line: 605, type: !715, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!715 = !DISubroutineType(types: !716)
!716 = !{!93, !95, !95}
!717 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !718, file: !702, line: 134)
!718 = !DISubprogram(name: "atexit", scope: !697, file: !697, line: 615, type: !719, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!719 = !DISubroutineType(types: !720)
!720 = !{!39, !721}
!721 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !711, size: 64)
!722 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !723, file: !702, line: 137)
!723 = !DISubprogram(name: "at_quick_exit", scope: !697, file: !697, line: 620, type: !719, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!724 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !725, file: !702, line: 140)
!725 = !DISubprogram(name: "atof", scope: !726, file: !726, line: 25, type: !727, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!726 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!727 = !DISubroutineType(types: !728)
!728 = !{!38, !144}
!729 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !730, file: !702, line: 141)
!730 = !DISubprogram(name: "atoi", scope: !697, file: !697, line: 362, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!731 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !732, file: !702, line: 142)
!732 = !DISubprogram(name: "atol", scope: !697, file: !697, line: 367, type: !733, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!733 = !DISubroutineType(types: !734)
!734 = !{!71, !144}
!735 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !736, file: !702, line: 143)
!736 = !DISubprogram(name: "bsearch", scope: !737, file: !737, line: 20, type: !738, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!737 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!738 = !DISubroutineType(types: !739)
!739 = !{!93, !187, !187, !95, !95, !740}
!740 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !697, line: 829, baseType: !741)
!741 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !742, size: 64)
!742 = !DISubroutineType(types: !743)
!743 = !{!39, !187, !187}
!744 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !745, file: !702, line: 144)
!745 = !DISubprogram(name: "calloc", scope: !697, file: !697, line: 556, type: !715, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!746 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !747, file: !702, line: 145)
!747 = !DISubprogram(name: "div", scope: !697, file: !697, line: 873, type: !748, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubroutineType(types: !749)
!749 = !{!700, !39, !39}
!750 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !751, file: !702, line: 146)
!751 = !DISubprogram(name: "exit", scope: !697, file: !697, line: 637, type: !752, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!752 = !DISubroutineType(types: !753)
!753 = !{null, !39}
!754 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !755, file: !702, line: 147)
!755 = !DISubprogram(name: "free", scope: !697, file: !697, line: 568, type: !756, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DISubroutineType(types: !757)
!757 = !{null, !93}
!758 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !759, file: !702, line: 148)
!759 = !DISubprogram(name: "getenv", scope: !697, file: !697, line: 654, type: !760, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!760 = !DISubroutineType(types: !761)
!761 = !{!50, !144}
!762 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !763, file: !702, line: 149)
!763 = !DISubprogram(name: "labs", scope: !697, file: !697, line: 862, type: !764, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!764 = !DISubroutineType(types: !765)
!765 = !{!71, !71}
!766 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !767, file: !702, line: 150)
!767 = !DISubprogram(name: "ldiv", scope: !697, file: !697, line: 875, type: !768, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!768 = !DISubroutineType(types: !769)
!769 = !{!704, !71, !71}
!770 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !771, file: !702, line: 151)
!771 = !DISubprogram(name: "malloc", scope: !697, file: !697, line: 553, type: !772, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!772 = !DISubroutineType(types: !773)
!773 = !{!93, !95}
!774 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !775, file: !702, line: 153)
!775 = !DISubprogram(name: "mblen", scope: !697, file: !697, line: 943, type: !776, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!776 = !DISubroutineType(types: !777)
!777 = !{!39, !144, !95}
!778 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !779, file: !702, line: 154)
!779 = !DISubprogram(name: "mbstowcs", scope: !697, file: !697, line: 954, type: !780, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!780 = !DISubroutineType(types: !781)
!781 = !{!95, !339, !143, !95}
!782 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !783, file: !702, line: 155)
!783 = !DISubprogram(name: "mbtowc", scope: !697, file: !697, line: 946, type: !784, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!784 = !DISubroutineType(types: !785)
!785 = !{!39, !339, !143, !95}
!786 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !787, file: !702, line: 157)
!787 = !DISubprogram(name: "qsort", scope: !697, file: !697, line: 851, type: !788, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!788 = !DISubroutineType(types: !789)
!789 = !{null, !93, !95, !95, !740}
!790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !791, file: !702, line: 160)
!791 = !DISubprogram(name: "quick_exit", scope: !697, file: !697, line: 643, type: !752, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!792 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !793, file: !702, line: 163)
!793 = !DISubprogram(name: "rand", scope: !697, file: !697, line: 454, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!794 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !795, file: !702, line: 164)
!795 = !DISubprogram(name: "realloc", scope: !697, file: !697, line: 564, type: !796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!796 = !DISubroutineType(types: !797)
!797 = !{!93, !93, !95}
!798 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !799, file: !702, line: 165)
!799 = !DISubprogram(name: "srand", scope: !697, file: !697, line: 456, type: !800, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!800 = !DISubroutineType(types: !801)
!801 = !{null, !314}
!802 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !803, file: !702, line: 166)
!803 = !DISubprogram(name: "strtod", scope: !697, file: !697, line: 118, type: !804, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!804 = !DISubroutineType(types: !805)
!805 = !{!38, !143, !806}
!806 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !807)
!807 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!808 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !809, file: !702, line: 167)
!809 = !DISubprogram(name: "strtol", scope: !697, file: !697, line: 177, type: !810, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!810 = !DISubroutineType(types: !811)
!811 = !{!71, !143, !806, !39}
!812 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !813, file: !702, line: 168)
!813 = !DISubprogram(name: "strtoul", scope: !697, file: !697, line: 181, type: !814, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!814 = !DISubroutineType(types: !815)
!815 = !{!97, !143, !806, !39}
!816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !817, file: !702, line: 169)
!817 = !DISubprogram(name: "system", scope: !697, file: !697, line: 804, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !819, file: !702, line: 171)
!819 = !DISubprogram(name: "wcstombs", scope: !697, file: !697, line: 958, type: !820, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!820 = !DISubroutineType(types: !821)
!821 = !{!95, !138, !349, !95}
!822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !823, file: !702, line: 172)
!823 = !DISubprogram(name: "wctomb", scope: !697, file: !697, line: 950, type: !824, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!824 = !DISubroutineType(types: !825)
!825 = !{!39, !50, !338}
!826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !827, file: !702, line: 200)
!827 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !697, line: 81, baseType: !828)
!828 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !697, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !829, identifier: "_ZTS7lldiv_t")
!829 = !{!830, !831}
!830 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !828, file: !697, line: 79, baseType: !552, size: 64)
!831 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !828, file: !697, line: 80, baseType: !552, size: 64, offset: 64)
!832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !833, file: !702, line: 206)
!833 = !DISubprogram(name: "_Exit", scope: !697, file: !697, line: 649, type: !752, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !835, file: !702, line: 210)
!835 = !DISubprogram(name: "llabs", scope: !697, file: !697, line: 865, type: !836, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!836 = !DISubroutineType(types: !837)
!837 = !{!552, !552}
!838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !839, file: !702, line: 216)
!839 = !DISubprogram(name: "lldiv", scope: !697, file: !697, line: 879, type: !840, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!840 = !DISubroutineType(types: !841)
!841 = !{!827, !552, !552}
!842 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !843, file: !702, line: 227)
!843 = !DISubprogram(name: "atoll", scope: !697, file: !697, line: 374, type: !844, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!844 = !DISubroutineType(types: !845)
!845 = !{!552, !144}
!846 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !847, file: !702, line: 228)
!847 = !DISubprogram(name: "strtoll", scope: !697, file: !697, line: 201, type: !848, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!848 = !DISubroutineType(types: !849)
!849 = !{!552, !143, !806, !39}
!850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !851, file: !702, line: 229)
!851 = !DISubprogram(name: "strtoull", scope: !697, file: !697, line: 206, type: !852, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!852 = !DISubroutineType(types: !853)
!853 = !{!557, !143, !806, !39}
!854 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !855, file: !702, line: 231)
!855 = !DISubprogram(name: "strtof", scope: !697, file: !697, line: 124, type: !856, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!856 = !DISubroutineType(types: !857)
!857 = !{!488, !143, !806}
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !273, entity: !859, file: !702, line: 232)
!859 = !DISubprogram(name: "strtold", scope: !697, file: !697, line: 127, type: !860, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!860 = !DISubroutineType(types: !861)
!861 = !{!547, !143, !806}
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !827, file: !702, line: 240)
!863 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !833, file: !702, line: 242)
!864 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !835, file: !702, line: 244)
!865 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !866, file: !702, line: 245)
!866 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !273, file: !702, line: 213, type: !840, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!867 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !839, file: !702, line: 246)
!868 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !843, file: !702, line: 248)
!869 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !855, file: !702, line: 249)
!870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !847, file: !702, line: 250)
!871 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !851, file: !702, line: 251)
!872 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !859, file: !702, line: 252)
!873 = !{i32 7, !"Dwarf Version", i32 5}
!874 = !{i32 2, !"Debug Info Version", i32 3}
!875 = !{i32 1, !"wchar_size", i32 4}
!876 = !{i32 8, !"PIC Level", i32 2}
!877 = !{i32 7, !"PIE Level", i32 2}
!878 = !{i32 7, !"uwtable", i32 2}
!879 = !{i32 7, !"frame-pointer", i32 1}
!880 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!881 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!882 = distinct !DISubprogram(name: "twice", linkageName: "_Z5twicel", scope: !2, file: !2, line: 8, type: !764, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !883)
!883 = !{!884}
!884 = !DILocalVariable(name: "x", arg: 1, scope: !882, file: !2, line: 8, type: !71)
!885 = !DILocation(line: 0, scope: !882)
!886 = !DILocation(line: 8, column: 54, scope: !887)
!887 = distinct !DILexicalBlock(scope: !882, file: !2, line: 8, column: 52)
!888 = !DILocation(line: 8, column: 52, scope: !882)
!889 = !DILocation(line: 8, column: 61, scope: !887)
!890 = !DILocation(line: 8, column: 67, scope: !887)
!891 = !DILocation(line: 8, column: 109, scope: !887)
!892 = !DILocation(line: 8, column: 104, scope: !882)
!893 = !DILocation(line: 8, column: 95, scope: !882)
!894 = distinct !DISubprogram(name: "neg", linkageName: "_Z3negl", scope: !2, file: !2, line: 9, type: !764, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !895)
!895 = !{!896}
!896 = !DILocalVariable(name: "x", arg: 1, scope: !894, file: !2, line: 9, type: !71)
!897 = !DILocation(line: 0, scope: !894)
!898 = !DILocation(line: 9, column: 52, scope: !899)
!899 = distinct !DILexicalBlock(scope: !894, file: !2, line: 9, column: 50)
!900 = !DILocation(line: 9, column: 50, scope: !894)
!901 = !DILocation(line: 9, column: 57, scope: !899)
!902 = !{!903, !903, i64 0}
!903 = !{!"long", !904, i64 0}
!904 = !{!"omnipotent char", !905, i64 0}
!905 = !{!"Simple C++ TBAA"}
!906 = !DILocation(line: 9, column: 73, scope: !894)
!907 = !DILocation(line: 9, column: 66, scope: !894)
!908 = distinct !DISubprogram(name: "chain", linkageName: "_Z5chainPPFllEilP2Op", scope: !2, file: !2, line: 14, type: !909, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !927)
!909 = !DISubroutineType(types: !910)
!910 = !{!71, !911, !39, !71, !914}
!911 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !912, size: 64)
!912 = !DIDerivedType(tag: DW_TAG_typedef, name: "Fn", file: !2, line: 7, baseType: !913)
!913 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !764, size: 64)
!914 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !915, size: 64)
!915 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Op", file: !2, line: 11, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !916, vtableHolder: !915, identifier: "_ZTS2Op")
!916 = !{!917, !920, !924}
!917 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Op", scope: !2, file: !2, baseType: !918, size: 64, flags: DIFlagArtificial)
!918 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !919, size: 64)
!919 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !194, size: 64)
!920 = !DISubprogram(name: "apply", linkageName: "_ZN2Op5applyEl", scope: !915, file: !2, line: 11, type: !921, scopeLine: 11, containingType: !915, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!921 = !DISubroutineType(types: !922)
!922 = !{!71, !923, !71}
!923 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !915, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!924 = !DISubprogram(name: "~Op", scope: !915, file: !2, line: 11, type: !925, scopeLine: 11, containingType: !915, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!925 = !DISubroutineType(types: !926)
!926 = !{null, !923}
!927 = !{!928, !929, !930, !931, !932, !933, !934, !935, !936, !938, !941, !942, !943}
!928 = !DILocalVariable(name: "fs", arg: 1, scope: !908, file: !2, line: 14, type: !911)
!929 = !DILocalVariable(name: "n", arg: 2, scope: !908, file: !2, line: 14, type: !39)
!930 = !DILocalVariable(name: "x", arg: 3, scope: !908, file: !2, line: 14, type: !71)
!931 = !DILocalVariable(name: "op", arg: 4, scope: !908, file: !2, line: 14, type: !914)
!932 = !DILocalVariable(name: "a", scope: !908, file: !2, line: 15, type: !71)
!933 = !DILocalVariable(name: "b", scope: !908, file: !2, line: 15, type: !71)
!934 = !DILocalVariable(name: "c", scope: !908, file: !2, line: 15, type: !71)
!935 = !DILocalVariable(name: "d", scope: !908, file: !2, line: 15, type: !71)
!936 = !DILocalVariable(name: "f", scope: !908, file: !2, line: 16, type: !937)
!937 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !38)
!938 = !DILocalVariable(name: "i", scope: !939, file: !2, line: 18, type: !39)
!939 = distinct !DILexicalBlock(scope: !940, file: !2, line: 18, column: 5)
!940 = distinct !DILexicalBlock(scope: !908, file: !2, line: 17, column: 7)
!941 = !DILocalVariable(name: "v", scope: !908, file: !2, line: 25, type: !39)
!942 = !DILocalVariable(name: "v", scope: !908, file: !2, line: 22, type: !71)
!943 = !DILocalVariable(name: "e", scope: !908, file: !2, line: 19, type: !944)
!944 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !945, size: 64)
!945 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !37, file: !946, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt9exception")
!946 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/exception.h", directory: "")
!947 = distinct !DIAssignID()
!948 = !DILocation(line: 0, scope: !908)
!949 = !DILocation(line: 15, column: 14, scope: !908)
!950 = !DILocation(line: 15, column: 25, scope: !908)
!951 = !DILocation(line: 15, column: 39, scope: !908)
!952 = !DILocation(line: 15, column: 53, scope: !908)
!953 = !DILocation(line: 16, column: 3, scope: !908)
!954 = !DILocation(line: 16, column: 29, scope: !908)
!955 = !DILocation(line: 16, column: 27, scope: !908)
!956 = !DILocation(line: 16, column: 19, scope: !908)
!957 = !{!958, !958, i64 0}
!958 = !{!"double", !904, i64 0}
!959 = distinct !DIAssignID()
!960 = !DILocation(line: 0, scope: !939)
!961 = !DILocation(line: 18, column: 23, scope: !962)
!962 = distinct !DILexicalBlock(scope: !939, file: !2, line: 18, column: 5)
!963 = !DILocation(line: 18, column: 5, scope: !939)
!964 = !DILocation(line: 18, column: 37, scope: !962)
!965 = !{!966, !966, i64 0}
!966 = !{!"any pointer", !904, i64 0}
!967 = !DILocation(line: 18, column: 52, scope: !962)
!968 = !{!969, !969, i64 0}
!969 = !{!"vtable pointer", !905, i64 0}
!970 = !DILocation(line: 18, column: 46, scope: !962)
!971 = !DILocation(line: 18, column: 29, scope: !962)
!972 = distinct !{!972, !963, !973, !974}
!973 = !DILocation(line: 18, column: 59, scope: !939)
!974 = !{!"llvm.loop.mustprogress"}
!975 = !DILocation(line: 30, column: 1, scope: !962)
!976 = !DILocation(line: 19, column: 3, scope: !940)
!977 = !DILocation(line: 25, column: 3, scope: !978)
!978 = distinct !DILexicalBlock(scope: !908, file: !2, line: 22, column: 20)
!979 = !DILocation(line: 20, column: 67, scope: !980)
!980 = distinct !DILexicalBlock(scope: !908, file: !2, line: 19, column: 31)
!981 = !DILocation(line: 20, column: 95, scope: !980)
!982 = !DILocation(line: 20, column: 5, scope: !980)
!983 = !DILocation(line: 21, column: 14, scope: !980)
!984 = !DILocation(line: 21, column: 18, scope: !980)
!985 = !DILocation(line: 21, column: 22, scope: !980)
!986 = !DILocation(line: 22, column: 3, scope: !980)
!987 = !DILocation(line: 28, column: 3, scope: !988)
!988 = distinct !DILexicalBlock(scope: !908, file: !2, line: 25, column: 19)
!989 = !DILocation(line: 23, column: 5, scope: !978)
!990 = !DILocation(line: 24, column: 14, scope: !978)
!991 = !{!992, !992, i64 0}
!992 = !{!"int", !904, i64 0}
!993 = !DILocation(line: 26, column: 5, scope: !988)
!994 = !DILocation(line: 27, column: 12, scope: !988)
!995 = !DILocation(line: 27, column: 14, scope: !988)
!996 = !DILocation(line: 30, column: 1, scope: !908)
!997 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !194, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !998)
!998 = !{!999, !1003, !1011, !1012, !1014}
!999 = !DILocalVariable(name: "fs", scope: !997, file: !2, line: 33, type: !1000)
!1000 = !DICompositeType(tag: DW_TAG_array_type, baseType: !912, size: 192, elements: !1001)
!1001 = !{!1002}
!1002 = !DISubrange(count: 3)
!1003 = !DILocalVariable(name: "t", scope: !997, file: !2, line: 34, type: !1004)
!1004 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Thrower", file: !2, line: 12, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1005, vtableHolder: !915, identifier: "_ZTS7Thrower")
!1005 = !{!1006, !1007}
!1006 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1004, baseType: !915, extraData: i32 0)
!1007 = !DISubprogram(name: "apply", linkageName: "_ZN7Thrower5applyEl", scope: !1004, file: !2, line: 12, type: !1008, scopeLine: 12, containingType: !1004, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1008 = !DISubroutineType(types: !1009)
!1009 = !{!71, !1010, !71}
!1010 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1004, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1011 = !DILocalVariable(name: "s", scope: !997, file: !2, line: 35, type: !71)
!1012 = !DILocalVariable(name: "x", scope: !1013, file: !2, line: 36, type: !71)
!1013 = distinct !DILexicalBlock(scope: !997, file: !2, line: 36, column: 3)
!1014 = !DILocalVariable(name: "r", scope: !1015, file: !2, line: 37, type: !71)
!1015 = distinct !DILexicalBlock(scope: !1016, file: !2, line: 36, column: 37)
!1016 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 36, column: 3)
!1017 = distinct !DIAssignID()
!1018 = !DILocation(line: 0, scope: !997)
!1019 = distinct !DIAssignID()
!1020 = distinct !DIAssignID()
!1021 = !DILocation(line: 34, column: 3, scope: !997)
!1022 = !DILocalVariable(name: "this", arg: 1, scope: !1023, type: !1028, flags: DIFlagArtificial | DIFlagObjectPointer)
!1023 = distinct !DISubprogram(name: "Thrower", linkageName: "_ZN7ThrowerC2Ev", scope: !1004, file: !2, line: 12, type: !1024, scopeLine: 12, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, declaration: !1026, retainedNodes: !1027)
!1024 = !DISubroutineType(types: !1025)
!1025 = !{null, !1010}
!1026 = !DISubprogram(name: "Thrower", scope: !1004, type: !1024, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1027 = !{!1022}
!1028 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1004, size: 64)
!1029 = !DILocation(line: 0, scope: !1023, inlinedAt: !1030)
!1030 = distinct !DILocation(line: 34, column: 11, scope: !997)
!1031 = !DILocation(line: 12, column: 8, scope: !1023, inlinedAt: !1030)
!1032 = distinct !DIAssignID()
!1033 = !DILocation(line: 0, scope: !1013)
!1034 = !DILocation(line: 37, column: 14, scope: !1015)
!1035 = !DILocation(line: 0, scope: !1015)
!1036 = !DILocation(line: 38, column: 5, scope: !1015)
!1037 = !DILocation(line: 39, column: 7, scope: !1015)
!1038 = !DILocation(line: 41, column: 3, scope: !997)
!1039 = !DILocation(line: 43, column: 1, scope: !997)
!1040 = distinct !DISubprogram(name: "~Op", linkageName: "_ZN2OpD2Ev", scope: !915, file: !2, line: 11, type: !925, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, declaration: !924, retainedNodes: !1041)
!1041 = !{!1042}
!1042 = !DILocalVariable(name: "this", arg: 1, scope: !1040, type: !914, flags: DIFlagArtificial | DIFlagObjectPointer)
!1043 = !DILocation(line: 0, scope: !1040)
!1044 = !DILocation(line: 11, column: 60, scope: !1040)
!1045 = distinct !DISubprogram(name: "apply", linkageName: "_ZN7Thrower5applyEl", scope: !1004, file: !2, line: 12, type: !1008, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, declaration: !1007, retainedNodes: !1046)
!1046 = !{!1047, !1048}
!1047 = !DILocalVariable(name: "this", arg: 1, scope: !1045, type: !1028, flags: DIFlagArtificial | DIFlagObjectPointer)
!1048 = !DILocalVariable(name: "x", arg: 2, scope: !1045, file: !2, line: 12, type: !71)
!1049 = !DILocation(line: 0, scope: !1045)
!1050 = !DILocation(line: 12, column: 59, scope: !1051)
!1051 = distinct !DILexicalBlock(scope: !1045, file: !2, line: 12, column: 57)
!1052 = !DILocation(line: 12, column: 63, scope: !1051)
!1053 = !DILocation(line: 12, column: 57, scope: !1045)
!1054 = !DILocation(line: 12, column: 69, scope: !1051)
!1055 = !DILocation(line: 12, column: 80, scope: !1051)
!1056 = !DILocation(line: 12, column: 92, scope: !1045)
!1057 = !DILocation(line: 12, column: 83, scope: !1045)
!1058 = distinct !DISubprogram(name: "~Thrower", linkageName: "_ZN7ThrowerD0Ev", scope: !1004, file: !2, line: 12, type: !1024, scopeLine: 12, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, declaration: !1059, retainedNodes: !1060)
!1059 = !DISubprogram(name: "~Thrower", scope: !1004, type: !1024, containingType: !1004, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1060 = !{!1061}
!1061 = !DILocalVariable(name: "this", arg: 1, scope: !1058, type: !1028, flags: DIFlagArtificial | DIFlagObjectPointer)
!1062 = !DILocation(line: 0, scope: !1058)
!1063 = !DILocation(line: 12, column: 8, scope: !1058)
