; ModuleID = 'tests/run/riscv64/eh_fnptr.cpp'
source_filename = "tests/run/riscv64/eh_fnptr.cpp"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef range(i64 -9223372036854775808, 201) i64 @_Z5twicel(i64 noundef %0) #0 personality ptr @__gxx_personality_v0 !dbg !878 {
    #dbg_value(i64 %0, !880, !DIExpression(), !881)
  %2 = icmp sgt i64 %0, 100, !dbg !882
  br i1 %2, label %3, label %8, !dbg !884

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 16) #11, !dbg !885
  invoke void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @.str)
          to label %5 unwind label %6, !dbg !886

5:                                                ; preds = %3
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTISt14overflow_error, ptr nonnull @_ZNSt14overflow_errorD1Ev) #12, !dbg !885
  unreachable, !dbg !885

6:                                                ; preds = %3
  %7 = landingpad { ptr, i32 }
          cleanup, !dbg !887
  tail call void @__cxa_free_exception(ptr %4) #11, !dbg !885
  resume { ptr, i32 } %7, !dbg !885

8:                                                ; preds = %1
  %9 = shl nsw i64 %0, 1, !dbg !888
  ret i64 %9, !dbg !889
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt14overflow_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef range(i64 -9223372036854775807, 1) i64 @_Z3negl(i64 noundef %0) #0 !dbg !890 {
    #dbg_value(i64 %0, !892, !DIExpression(), !893)
  %2 = icmp slt i64 %0, 0, !dbg !894
  br i1 %2, label %3, label %5, !dbg !896

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 8) #11, !dbg !897
  store i64 %0, ptr %4, align 16, !dbg !897, !tbaa !898
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIl, ptr null) #12, !dbg !897
  unreachable, !dbg !897

5:                                                ; preds = %1
  %6 = sub nsw i64 0, %0, !dbg !902
  ret i64 %6, !dbg !903
}

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i64 @_Z5chainPPFllEilP2Op(ptr nocapture noundef readonly %0, i32 noundef signext %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !904 {
  %5 = alloca double, align 8, !DIAssignID !943
    #dbg_assign(i1 undef, !932, !DIExpression(), !943, ptr %5, !DIExpression(), !944)
    #dbg_value(ptr %0, !924, !DIExpression(), !944)
    #dbg_value(i32 %1, !925, !DIExpression(), !944)
    #dbg_value(i64 %2, !926, !DIExpression(), !944)
    #dbg_value(ptr %3, !927, !DIExpression(), !944)
  %6 = mul nsw i64 %2, 3, !dbg !945
    #dbg_value(i64 %6, !928, !DIExpression(), !944)
  %7 = xor i64 %2, 85, !dbg !946
    #dbg_value(i64 %7, !929, !DIExpression(), !944)
  %8 = add nsw i64 %2, 1000, !dbg !947
    #dbg_value(i64 %8, !930, !DIExpression(), !944)
  %9 = mul nsw i64 %2, %2, !dbg !948
    #dbg_value(i64 %9, !931, !DIExpression(), !944)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !949
  %10 = sitofp i64 %2 to double, !dbg !950
  %11 = fmul double %10, 1.500000e+00, !dbg !951
  store volatile double %11, ptr %5, align 8, !dbg !952, !tbaa !953, !DIAssignID !955
    #dbg_assign(double %11, !932, !DIExpression(), !955, ptr %5, !DIExpression(), !944)
    #dbg_value(i32 0, !934, !DIExpression(), !956)
  %12 = icmp sgt i32 %1, 0, !dbg !957
  br i1 %12, label %13, label %63, !dbg !959

13:                                               ; preds = %4
  %14 = zext nneg i32 %1 to i64, !dbg !957
  br label %15, !dbg !959

15:                                               ; preds = %13, %25
  %16 = phi i64 [ 0, %13 ], [ %27, %25 ]
  %17 = phi i64 [ %2, %13 ], [ %26, %25 ]
    #dbg_value(i64 %17, !926, !DIExpression(), !944)
    #dbg_value(i64 %16, !934, !DIExpression(), !956)
  %18 = getelementptr inbounds ptr, ptr %0, i64 %16, !dbg !960
  %19 = load ptr, ptr %18, align 8, !dbg !960, !tbaa !961
  %20 = invoke noundef i64 %19(i64 noundef %17)
          to label %21 unwind label %29, !dbg !960

21:                                               ; preds = %15
  %22 = load ptr, ptr %3, align 8, !dbg !963, !tbaa !964
  %23 = load ptr, ptr %22, align 8, !dbg !963
  %24 = invoke noundef i64 %23(ptr noundef nonnull align 8 dereferenceable(8) %3, i64 noundef %17)
          to label %25 unwind label %29, !dbg !963

25:                                               ; preds = %21
  %26 = add nsw i64 %24, %20, !dbg !966
    #dbg_value(i64 %26, !926, !DIExpression(), !944)
  %27 = add nuw nsw i64 %16, 1, !dbg !967
    #dbg_value(i64 %27, !934, !DIExpression(), !956)
  %28 = icmp eq i64 %27, %14, !dbg !957
  br i1 %28, label %63, label %15, !dbg !959, !llvm.loop !968

29:                                               ; preds = %21, %15
  %30 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIl
          catch ptr @_ZTIi, !dbg !971
  %31 = extractvalue { ptr, i32 } %30, 0, !dbg !971
  %32 = extractvalue { ptr, i32 } %30, 1, !dbg !971
  %33 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #11, !dbg !972
  %34 = icmp eq i32 %32, %33, !dbg !972
  br i1 %34, label %35, label %46, !dbg !972

35:                                               ; preds = %29
  %36 = tail call ptr @__cxa_begin_catch(ptr %31) #11, !dbg !973
    #dbg_value(ptr %36, !939, !DIExpression(), !944)
  %37 = load ptr, ptr %36, align 8, !dbg !975, !tbaa !964
  %38 = getelementptr inbounds i8, ptr %37, i64 16, !dbg !975
  %39 = load ptr, ptr %38, align 8, !dbg !975
  %40 = tail call noundef ptr %39(ptr noundef nonnull align 8 dereferenceable(8) %36) #11, !dbg !975
  %41 = load volatile double, ptr %5, align 8, !dbg !977, !tbaa !953
  %42 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %40, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, double noundef %41), !dbg !978
  %43 = add nsw i64 %6, %7, !dbg !979
  %44 = add nsw i64 %43, %8, !dbg !980
  %45 = add nsw i64 %44, %9, !dbg !981
  tail call void @__cxa_end_catch(), !dbg !982
  br label %63

46:                                               ; preds = %29
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIl) #11, !dbg !972
  %48 = icmp eq i32 %32, %47, !dbg !972
  br i1 %48, label %49, label %54, !dbg !972

49:                                               ; preds = %46
  %50 = tail call ptr @__cxa_begin_catch(ptr %31) #11, !dbg !983
  %51 = load i64, ptr %50, align 8, !dbg !983, !tbaa !898
    #dbg_value(i64 %51, !938, !DIExpression(), !944)
  %52 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %51, i64 noundef %6, i64 noundef %8), !dbg !985
  %53 = add nsw i64 %51, %6, !dbg !986
  tail call void @__cxa_end_catch() #11, !dbg !973
  br label %63

54:                                               ; preds = %46
  %55 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11, !dbg !972
  %56 = icmp eq i32 %32, %55, !dbg !972
  br i1 %56, label %57, label %65, !dbg !972

57:                                               ; preds = %54
  %58 = tail call ptr @__cxa_begin_catch(ptr %31) #11, !dbg !972
  %59 = load i32, ptr %58, align 4, !dbg !972, !tbaa !987
    #dbg_value(i32 %59, !937, !DIExpression(), !944)
  %60 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %59, i64 noundef %7, i64 noundef %9), !dbg !989
  %61 = sext i32 %59 to i64, !dbg !990
  %62 = add nsw i64 %7, %61, !dbg !991
  tail call void @__cxa_end_catch() #11, !dbg !983
  br label %63

63:                                               ; preds = %25, %4, %35, %49, %57
  %64 = phi i64 [ %45, %35 ], [ %53, %49 ], [ %62, %57 ], [ %2, %4 ], [ %26, %25 ], !dbg !944
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !992
  ret i64 %64, !dbg !992

65:                                               ; preds = %54
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !992
  resume { ptr, i32 } %30, !dbg !992
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !201 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #6 personality ptr @__gxx_personality_v0 !dbg !993 {
    #dbg_assign(i1 undef, !995, !DIExpression(), !1013, ptr @__const.main.fs, !DIExpression(), !1014)
  %1 = alloca %struct.Thrower, align 8, !DIAssignID !1015
    #dbg_assign(i1 undef, !999, !DIExpression(), !1015, ptr %1, !DIExpression(), !1014)
    #dbg_assign(i1 undef, !995, !DIExpression(), !1016, ptr @__const.main.fs, !DIExpression(), !1014)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11, !dbg !1017
    #dbg_value(ptr %1, !1018, !DIExpression(), !1025)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7Thrower, i64 16), ptr %1, align 8, !dbg !1027, !tbaa !964, !DIAssignID !1028
    #dbg_assign(ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7Thrower, i64 16), !999, !DIExpression(), !1028, ptr %1, !DIExpression(), !1014)
    #dbg_value(i64 0, !1007, !DIExpression(), !1014)
    #dbg_value(i64 -2, !1008, !DIExpression(), !1029)
    #dbg_value(i64 0, !1007, !DIExpression(), !1014)
    #dbg_value(i64 -2, !1008, !DIExpression(), !1029)
  %2 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef signext 3, i64 noundef -2, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %2, !1010, !DIExpression(), !1031)
  %3 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -2, i64 noundef %2), !dbg !1032
    #dbg_value(i64 %2, !1007, !DIExpression(), !1014)
    #dbg_value(i64 5, !1008, !DIExpression(), !1029)
  %4 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef signext 3, i64 noundef 5, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %4, !1010, !DIExpression(), !1031)
  %5 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 5, i64 noundef %4), !dbg !1032
  %6 = add nsw i64 %4, %2, !dbg !1033
    #dbg_value(i64 %6, !1007, !DIExpression(), !1014)
    #dbg_value(i64 12, !1008, !DIExpression(), !1029)
  %7 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef signext 3, i64 noundef 12, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %7, !1010, !DIExpression(), !1031)
  %8 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12, i64 noundef %7), !dbg !1032
  %9 = add nsw i64 %7, %6, !dbg !1033
    #dbg_value(i64 %9, !1007, !DIExpression(), !1014)
    #dbg_value(i64 19, !1008, !DIExpression(), !1029)
  %10 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef signext 3, i64 noundef 19, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %10, !1010, !DIExpression(), !1031)
  %11 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 19, i64 noundef %10), !dbg !1032
  %12 = add nsw i64 %10, %9, !dbg !1033
    #dbg_value(i64 %12, !1007, !DIExpression(), !1014)
    #dbg_value(i64 26, !1008, !DIExpression(), !1029)
  %13 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef signext 3, i64 noundef 26, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %13, !1010, !DIExpression(), !1031)
  %14 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 26, i64 noundef %13), !dbg !1032
  %15 = add nsw i64 %13, %12, !dbg !1033
    #dbg_value(i64 %15, !1007, !DIExpression(), !1014)
    #dbg_value(i64 33, !1008, !DIExpression(), !1029)
  %16 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef signext 3, i64 noundef 33, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %16, !1010, !DIExpression(), !1031)
  %17 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 33, i64 noundef %16), !dbg !1032
  %18 = add nsw i64 %16, %15, !dbg !1033
    #dbg_value(i64 %18, !1007, !DIExpression(), !1014)
    #dbg_value(i64 40, !1008, !DIExpression(), !1029)
  %19 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef signext 3, i64 noundef 40, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %19, !1010, !DIExpression(), !1031)
  %20 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 40, i64 noundef %19), !dbg !1032
  %21 = add nsw i64 %19, %18, !dbg !1033
    #dbg_value(i64 %21, !1007, !DIExpression(), !1014)
    #dbg_value(i64 47, !1008, !DIExpression(), !1029)
  %22 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef signext 3, i64 noundef 47, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %22, !1010, !DIExpression(), !1031)
  %23 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 47, i64 noundef %22), !dbg !1032
  %24 = add nsw i64 %22, %21, !dbg !1033
    #dbg_value(i64 %24, !1007, !DIExpression(), !1014)
    #dbg_value(i64 54, !1008, !DIExpression(), !1029)
  %25 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef signext 3, i64 noundef 54, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %25, !1010, !DIExpression(), !1031)
  %26 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 54, i64 noundef %25), !dbg !1032
  %27 = add nsw i64 %25, %24, !dbg !1033
    #dbg_value(i64 %27, !1007, !DIExpression(), !1014)
    #dbg_value(i64 61, !1008, !DIExpression(), !1029)
  %28 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %27), !dbg !1034
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11, !dbg !1035
  ret i32 0, !dbg !1035
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN2OpD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 !dbg !1036 {
    #dbg_value(ptr %0, !1038, !DIExpression(), !1039)
  ret void, !dbg !1040
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i64 @_ZN7Thrower5applyEl(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) unnamed_addr #8 comdat align 2 !dbg !1041 {
    #dbg_value(ptr %0, !1043, !DIExpression(), !1045)
    #dbg_value(i64 %1, !1044, !DIExpression(), !1045)
  %3 = srem i64 %1, 3, !dbg !1046
  %4 = icmp eq i64 %3, 0, !dbg !1048
  br i1 %4, label %5, label %8, !dbg !1049

5:                                                ; preds = %2
  %6 = tail call ptr @__cxa_allocate_exception(i64 4) #11, !dbg !1050
  %7 = trunc i64 %1 to i32, !dbg !1051
  store i32 %7, ptr %6, align 16, !dbg !1050, !tbaa !987
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #12, !dbg !1050
  unreachable, !dbg !1050

8:                                                ; preds = %2
  %9 = add nsw i64 %1, 1, !dbg !1052
  ret i64 %9, !dbg !1053
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7ThrowerD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #9 comdat align 2 !dbg !1054 {
    #dbg_value(ptr %0, !1057, !DIExpression(), !1058)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #13, !dbg !1059
  ret void, !dbg !1059
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

attributes #0 = { mustprogress noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!33}
!llvm.module.flags = !{!866, !867, !868, !869, !870, !872, !873, !874, !875, !876}
!llvm.ident = !{!877}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/eh_fnptr.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "9ca568b33c313c49d7365cc680bb1b6a")
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
!36 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/stdexcept", directory: "")
!37 = !DINamespace(name: "std", scope: null)
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !{!0, !8, !13, !18, !23, !28}
!41 = !{!42, !104, !110, !115, !119, !121, !123, !125, !127, !134, !139, !145, !149, !153, !157, !162, !166, !168, !172, !178, !182, !189, !191, !196, !200, !204, !206, !210, !214, !216, !220, !222, !224, !228, !232, !236, !240, !244, !248, !250, !257, !261, !265, !270, !272, !274, !278, !282, !283, !284, !285, !286, !287, !291, !295, !311, !314, !319, !326, !334, !338, !345, !349, !353, !355, !357, !361, !367, !371, !377, !383, !385, !389, !393, !397, !401, !405, !407, !411, !415, !419, !421, !425, !429, !433, !435, !437, !441, !449, !453, !457, !461, !463, !469, !471, !477, !482, !486, !490, !494, !498, !502, !504, !506, !510, !514, !518, !520, !524, !528, !530, !532, !536, !541, !546, !551, !552, !553, !554, !555, !556, !557, !558, !559, !560, !561, !566, !570, !573, !576, !579, !581, !583, !585, !588, !591, !594, !597, !600, !602, !607, !610, !613, !616, !618, !620, !622, !624, !627, !630, !633, !636, !639, !641, !645, !649, !654, !658, !660, !662, !664, !666, !668, !670, !672, !674, !676, !678, !680, !682, !684, !688, !692, !696, !702, !706, !710, !715, !717, !722, !724, !728, !737, !739, !743, !747, !751, !755, !759, !763, !767, !771, !775, !779, !783, !785, !787, !791, !795, !801, !805, !809, !811, !815, !819, !825, !827, !831, !835, !839, !843, !847, !851, !855, !856, !857, !858, !860, !861, !862, !863, !864, !865}
!42 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !43, file: !103, line: 98)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !44, line: 7, baseType: !45)
!44 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !46, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !47, identifier: "_ZTS8_IO_FILE")
!46 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
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
!70 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!103 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdio", directory: "")
!104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !105, file: !103, line: 99)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !106, line: 84, baseType: !107)
!106 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !108, line: 14, baseType: !109)
!108 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
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
!193 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
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
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !93)
!257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !258, file: !103, line: 145)
!258 = !DISubprogram(name: "vprintf", scope: !193, file: !193, line: 39, type: !259, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DISubroutineType(types: !260)
!260 = !{!39, !143, !254}
!261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !262, file: !103, line: 146)
!262 = !DISubprogram(name: "vsprintf", scope: !106, file: !106, line: 373, type: !263, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DISubroutineType(types: !264)
!264 = !{!39, !138, !143, !254}
!265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !267, file: !103, line: 175)
!266 = !DINamespace(name: "__gnu_cxx", scope: null)
!267 = !DISubprogram(name: "snprintf", scope: !106, file: !106, line: 378, type: !268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!268 = !DISubroutineType(types: !269)
!269 = !{!39, !138, !95, !143, null}
!270 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !271, file: !103, line: 176)
!271 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !106, file: !106, line: 479, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !273, file: !103, line: 177)
!273 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !106, file: !106, line: 484, type: !259, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !275, file: !103, line: 178)
!275 = !DISubprogram(name: "vsnprintf", scope: !106, file: !106, line: 382, type: !276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !DISubroutineType(types: !277)
!277 = !{!39, !138, !95, !143, !254}
!278 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !279, file: !103, line: 179)
!279 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !106, file: !106, line: 487, type: !280, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!39, !143, !143, !254}
!282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !267, file: !103, line: 185)
!283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !271, file: !103, line: 186)
!284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !273, file: !103, line: 187)
!285 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !275, file: !103, line: 188)
!286 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !279, file: !103, line: 189)
!287 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !288, file: !289, line: 68)
!288 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !290, file: !289, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!289 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!290 = !DINamespace(name: "__exception_ptr", scope: !37)
!291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !290, entity: !292, file: !289, line: 84)
!292 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !37, file: !289, line: 80, type: !293, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!293 = !DISubroutineType(types: !294)
!294 = !{null, !288}
!295 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !296, file: !310, line: 64)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !297, line: 6, baseType: !298)
!297 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!298 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !299, line: 21, baseType: !300)
!299 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!300 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !299, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !301, identifier: "_ZTS11__mbstate_t")
!301 = !{!302, !303}
!302 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !300, file: !299, line: 15, baseType: !39, size: 32)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !300, file: !299, line: 20, baseType: !304, size: 32, offset: 32)
!304 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !300, file: !299, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !305, identifier: "_ZTSN11__mbstate_tUt_E")
!305 = !{!306, !308}
!306 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !304, file: !299, line: 18, baseType: !307, size: 32)
!307 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !304, file: !299, line: 19, baseType: !309, size: 32)
!309 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !6)
!310 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cwchar", directory: "")
!311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !312, file: !310, line: 141)
!312 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !313, line: 20, baseType: !307)
!313 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!314 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !315, file: !310, line: 143)
!315 = !DISubprogram(name: "btowc", scope: !316, file: !316, line: 319, type: !317, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!316 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!317 = !DISubroutineType(types: !318)
!318 = !{!312, !39}
!319 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !320, file: !310, line: 144)
!320 = !DISubprogram(name: "fgetwc", scope: !316, file: !316, line: 744, type: !321, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!321 = !DISubroutineType(types: !322)
!322 = !{!312, !323}
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 64)
!324 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !325, line: 5, baseType: !45)
!325 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!326 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !327, file: !310, line: 145)
!327 = !DISubprogram(name: "fgetws", scope: !316, file: !316, line: 773, type: !328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{!330, !332, !39, !333}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64)
!331 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!332 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !330)
!333 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !323)
!334 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !335, file: !310, line: 146)
!335 = !DISubprogram(name: "fputwc", scope: !316, file: !316, line: 758, type: !336, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!336 = !DISubroutineType(types: !337)
!337 = !{!312, !331, !323}
!338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !339, file: !310, line: 147)
!339 = !DISubprogram(name: "fputws", scope: !316, file: !316, line: 780, type: !340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{!39, !342, !333}
!342 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !343)
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !344, size: 64)
!344 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !331)
!345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !346, file: !310, line: 148)
!346 = !DISubprogram(name: "fwide", scope: !316, file: !316, line: 588, type: !347, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!347 = !DISubroutineType(types: !348)
!348 = !{!39, !323, !39}
!349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !350, file: !310, line: 149)
!350 = !DISubprogram(name: "fwprintf", scope: !316, file: !316, line: 595, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DISubroutineType(types: !352)
!352 = !{!39, !333, !342, null}
!353 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !354, file: !310, line: 150)
!354 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !316, file: !316, line: 657, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!355 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !356, file: !310, line: 151)
!356 = !DISubprogram(name: "getwc", scope: !316, file: !316, line: 745, type: !321, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !358, file: !310, line: 152)
!358 = !DISubprogram(name: "getwchar", scope: !316, file: !316, line: 751, type: !359, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DISubroutineType(types: !360)
!360 = !{!312}
!361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !362, file: !310, line: 153)
!362 = !DISubprogram(name: "mbrlen", scope: !316, file: !316, line: 330, type: !363, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = !DISubroutineType(types: !364)
!364 = !{!95, !143, !95, !365}
!365 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !366)
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 64)
!367 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !368, file: !310, line: 154)
!368 = !DISubprogram(name: "mbrtowc", scope: !316, file: !316, line: 297, type: !369, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubroutineType(types: !370)
!370 = !{!95, !332, !143, !95, !365}
!371 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !372, file: !310, line: 155)
!372 = !DISubprogram(name: "mbsinit", scope: !316, file: !316, line: 293, type: !373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{!39, !375}
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !376, size: 64)
!376 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !296)
!377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !378, file: !310, line: 156)
!378 = !DISubprogram(name: "mbsrtowcs", scope: !316, file: !316, line: 338, type: !379, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubroutineType(types: !380)
!380 = !{!95, !332, !381, !95, !365}
!381 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !382)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!383 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !384, file: !310, line: 157)
!384 = !DISubprogram(name: "putwc", scope: !316, file: !316, line: 759, type: !336, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !386, file: !310, line: 158)
!386 = !DISubprogram(name: "putwchar", scope: !316, file: !316, line: 765, type: !387, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DISubroutineType(types: !388)
!388 = !{!312, !331}
!389 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !390, file: !310, line: 160)
!390 = !DISubprogram(name: "swprintf", scope: !316, file: !316, line: 605, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubroutineType(types: !392)
!392 = !{!39, !332, !95, !342, null}
!393 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !394, file: !310, line: 162)
!394 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !316, file: !316, line: 664, type: !395, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{!39, !342, !342, null}
!397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !398, file: !310, line: 163)
!398 = !DISubprogram(name: "ungetwc", scope: !316, file: !316, line: 788, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DISubroutineType(types: !400)
!400 = !{!312, !312, !323}
!401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !402, file: !310, line: 164)
!402 = !DISubprogram(name: "vfwprintf", scope: !316, file: !316, line: 613, type: !403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubroutineType(types: !404)
!404 = !{!39, !333, !342, !254}
!405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !406, file: !310, line: 166)
!406 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !316, file: !316, line: 711, type: !403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !408, file: !310, line: 169)
!408 = !DISubprogram(name: "vswprintf", scope: !316, file: !316, line: 626, type: !409, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!409 = !DISubroutineType(types: !410)
!410 = !{!39, !332, !95, !342, !254}
!411 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !412, file: !310, line: 172)
!412 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !316, file: !316, line: 718, type: !413, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !DISubroutineType(types: !414)
!414 = !{!39, !342, !342, !254}
!415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !416, file: !310, line: 174)
!416 = !DISubprogram(name: "vwprintf", scope: !316, file: !316, line: 621, type: !417, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DISubroutineType(types: !418)
!418 = !{!39, !342, !254}
!419 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !420, file: !310, line: 176)
!420 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !316, file: !316, line: 715, type: !417, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!421 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !422, file: !310, line: 178)
!422 = !DISubprogram(name: "wcrtomb", scope: !316, file: !316, line: 302, type: !423, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DISubroutineType(types: !424)
!424 = !{!95, !138, !331, !365}
!425 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !426, file: !310, line: 179)
!426 = !DISubprogram(name: "wcscat", scope: !316, file: !316, line: 97, type: !427, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!427 = !DISubroutineType(types: !428)
!428 = !{!330, !332, !342}
!429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !430, file: !310, line: 180)
!430 = !DISubprogram(name: "wcscmp", scope: !316, file: !316, line: 106, type: !431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubroutineType(types: !432)
!432 = !{!39, !343, !343}
!433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !434, file: !310, line: 181)
!434 = !DISubprogram(name: "wcscoll", scope: !316, file: !316, line: 131, type: !431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !436, file: !310, line: 182)
!436 = !DISubprogram(name: "wcscpy", scope: !316, file: !316, line: 87, type: !427, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !438, file: !310, line: 183)
!438 = !DISubprogram(name: "wcscspn", scope: !316, file: !316, line: 188, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubroutineType(types: !440)
!440 = !{!95, !343, !343}
!441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !442, file: !310, line: 184)
!442 = !DISubprogram(name: "wcsftime", scope: !316, file: !316, line: 852, type: !443, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubroutineType(types: !444)
!444 = !{!95, !332, !95, !342, !445}
!445 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !446)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !447, size: 64)
!447 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !448)
!448 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !316, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!449 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !450, file: !310, line: 185)
!450 = !DISubprogram(name: "wcslen", scope: !316, file: !316, line: 223, type: !451, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubroutineType(types: !452)
!452 = !{!95, !343}
!453 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !454, file: !310, line: 186)
!454 = !DISubprogram(name: "wcsncat", scope: !316, file: !316, line: 101, type: !455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubroutineType(types: !456)
!456 = !{!330, !332, !342, !95}
!457 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !458, file: !310, line: 187)
!458 = !DISubprogram(name: "wcsncmp", scope: !316, file: !316, line: 109, type: !459, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!459 = !DISubroutineType(types: !460)
!460 = !{!39, !343, !343, !95}
!461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !462, file: !310, line: 188)
!462 = !DISubprogram(name: "wcsncpy", scope: !316, file: !316, line: 92, type: !455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !464, file: !310, line: 189)
!464 = !DISubprogram(name: "wcsrtombs", scope: !316, file: !316, line: 344, type: !465, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DISubroutineType(types: !466)
!466 = !{!95, !138, !467, !95, !365}
!467 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !468)
!468 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !343, size: 64)
!469 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !470, file: !310, line: 190)
!470 = !DISubprogram(name: "wcsspn", scope: !316, file: !316, line: 192, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!471 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !472, file: !310, line: 191)
!472 = !DISubprogram(name: "wcstod", scope: !316, file: !316, line: 378, type: !473, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DISubroutineType(types: !474)
!474 = !{!38, !342, !475}
!475 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !476)
!476 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64)
!477 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !478, file: !310, line: 193)
!478 = !DISubprogram(name: "wcstof", scope: !316, file: !316, line: 383, type: !479, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!479 = !DISubroutineType(types: !480)
!480 = !{!481, !342, !475}
!481 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!482 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !483, file: !310, line: 195)
!483 = !DISubprogram(name: "wcstok", scope: !316, file: !316, line: 218, type: !484, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !DISubroutineType(types: !485)
!485 = !{!330, !332, !342, !475}
!486 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !487, file: !310, line: 196)
!487 = !DISubprogram(name: "wcstol", scope: !316, file: !316, line: 429, type: !488, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubroutineType(types: !489)
!489 = !{!71, !342, !475, !39}
!490 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !491, file: !310, line: 197)
!491 = !DISubprogram(name: "wcstoul", scope: !316, file: !316, line: 434, type: !492, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!492 = !DISubroutineType(types: !493)
!493 = !{!97, !342, !475, !39}
!494 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !495, file: !310, line: 198)
!495 = !DISubprogram(name: "wcsxfrm", scope: !316, file: !316, line: 135, type: !496, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DISubroutineType(types: !497)
!497 = !{!95, !332, !342, !95}
!498 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !499, file: !310, line: 199)
!499 = !DISubprogram(name: "wctob", scope: !316, file: !316, line: 325, type: !500, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!500 = !DISubroutineType(types: !501)
!501 = !{!39, !312}
!502 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !503, file: !310, line: 200)
!503 = !DISubprogram(name: "wmemcmp", scope: !316, file: !316, line: 259, type: !459, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!504 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !505, file: !310, line: 201)
!505 = !DISubprogram(name: "wmemcpy", scope: !316, file: !316, line: 263, type: !455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !507, file: !310, line: 202)
!507 = !DISubprogram(name: "wmemmove", scope: !316, file: !316, line: 268, type: !508, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!508 = !DISubroutineType(types: !509)
!509 = !{!330, !330, !343, !95}
!510 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !511, file: !310, line: 203)
!511 = !DISubprogram(name: "wmemset", scope: !316, file: !316, line: 272, type: !512, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DISubroutineType(types: !513)
!513 = !{!330, !330, !331, !95}
!514 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !515, file: !310, line: 204)
!515 = !DISubprogram(name: "wprintf", scope: !316, file: !316, line: 602, type: !516, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!516 = !DISubroutineType(types: !517)
!517 = !{!39, !342, null}
!518 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !519, file: !310, line: 205)
!519 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !316, file: !316, line: 661, type: !516, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !521, file: !310, line: 206)
!521 = !DISubprogram(name: "wcschr", scope: !316, file: !316, line: 165, type: !522, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!522 = !DISubroutineType(types: !523)
!523 = !{!330, !343, !331}
!524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !525, file: !310, line: 207)
!525 = !DISubprogram(name: "wcspbrk", scope: !316, file: !316, line: 202, type: !526, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubroutineType(types: !527)
!527 = !{!330, !343, !343}
!528 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !529, file: !310, line: 208)
!529 = !DISubprogram(name: "wcsrchr", scope: !316, file: !316, line: 175, type: !522, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!530 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !531, file: !310, line: 209)
!531 = !DISubprogram(name: "wcsstr", scope: !316, file: !316, line: 213, type: !526, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !533, file: !310, line: 210)
!533 = !DISubprogram(name: "wmemchr", scope: !316, file: !316, line: 254, type: !534, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!534 = !DISubroutineType(types: !535)
!535 = !{!330, !343, !331, !95}
!536 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !537, file: !310, line: 251)
!537 = !DISubprogram(name: "wcstold", scope: !316, file: !316, line: 385, type: !538, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!538 = !DISubroutineType(types: !539)
!539 = !{!540, !342, !475}
!540 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!541 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !542, file: !310, line: 260)
!542 = !DISubprogram(name: "wcstoll", scope: !316, file: !316, line: 442, type: !543, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!543 = !DISubroutineType(types: !544)
!544 = !{!545, !342, !475, !39}
!545 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!546 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !547, file: !310, line: 261)
!547 = !DISubprogram(name: "wcstoull", scope: !316, file: !316, line: 449, type: !548, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!548 = !DISubroutineType(types: !549)
!549 = !{!550, !342, !475, !39}
!550 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!551 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !537, file: !310, line: 267)
!552 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !542, file: !310, line: 268)
!553 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !547, file: !310, line: 269)
!554 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !478, file: !310, line: 283)
!555 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !406, file: !310, line: 286)
!556 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !412, file: !310, line: 289)
!557 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !420, file: !310, line: 292)
!558 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !537, file: !310, line: 296)
!559 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !542, file: !310, line: 297)
!560 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !547, file: !310, line: 298)
!561 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !562, file: !565, line: 47)
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !563, line: 24, baseType: !564)
!563 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!564 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !70, line: 37, baseType: !75)
!565 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdint", directory: "")
!566 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !567, file: !565, line: 48)
!567 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !563, line: 25, baseType: !568)
!568 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !70, line: 39, baseType: !569)
!569 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!570 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !571, file: !565, line: 49)
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !563, line: 26, baseType: !572)
!572 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !70, line: 41, baseType: !39)
!573 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !574, file: !565, line: 50)
!574 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !563, line: 27, baseType: !575)
!575 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !70, line: 44, baseType: !71)
!576 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !577, file: !565, line: 52)
!577 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !578, line: 58, baseType: !75)
!578 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!579 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !580, file: !565, line: 53)
!580 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !578, line: 60, baseType: !71)
!581 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !582, file: !565, line: 54)
!582 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !578, line: 61, baseType: !71)
!583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !584, file: !565, line: 55)
!584 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !578, line: 62, baseType: !71)
!585 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !586, file: !565, line: 57)
!586 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !578, line: 43, baseType: !587)
!587 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !70, line: 52, baseType: !564)
!588 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !589, file: !565, line: 58)
!589 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !578, line: 44, baseType: !590)
!590 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !70, line: 54, baseType: !568)
!591 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !592, file: !565, line: 59)
!592 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !578, line: 45, baseType: !593)
!593 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !70, line: 56, baseType: !572)
!594 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !595, file: !565, line: 60)
!595 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !578, line: 46, baseType: !596)
!596 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !70, line: 58, baseType: !575)
!597 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !598, file: !565, line: 62)
!598 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !578, line: 101, baseType: !599)
!599 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !70, line: 72, baseType: !71)
!600 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !601, file: !565, line: 63)
!601 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !578, line: 87, baseType: !71)
!602 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !603, file: !565, line: 65)
!603 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !604, line: 24, baseType: !605)
!604 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!605 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !70, line: 38, baseType: !606)
!606 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!607 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !608, file: !565, line: 66)
!608 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !604, line: 25, baseType: !609)
!609 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !70, line: 40, baseType: !73)
!610 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !611, file: !565, line: 67)
!611 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !604, line: 26, baseType: !612)
!612 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !70, line: 42, baseType: !307)
!613 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !614, file: !565, line: 68)
!614 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !604, line: 27, baseType: !615)
!615 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !70, line: 45, baseType: !97)
!616 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !617, file: !565, line: 70)
!617 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !578, line: 71, baseType: !606)
!618 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !619, file: !565, line: 71)
!619 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !578, line: 73, baseType: !97)
!620 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !621, file: !565, line: 72)
!621 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !578, line: 74, baseType: !97)
!622 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !623, file: !565, line: 73)
!623 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !578, line: 75, baseType: !97)
!624 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !625, file: !565, line: 75)
!625 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !578, line: 49, baseType: !626)
!626 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !70, line: 53, baseType: !605)
!627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !628, file: !565, line: 76)
!628 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !578, line: 50, baseType: !629)
!629 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !70, line: 55, baseType: !609)
!630 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !631, file: !565, line: 77)
!631 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !578, line: 51, baseType: !632)
!632 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !70, line: 57, baseType: !612)
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !634, file: !565, line: 78)
!634 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !578, line: 52, baseType: !635)
!635 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !70, line: 59, baseType: !615)
!636 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !637, file: !565, line: 80)
!637 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !578, line: 102, baseType: !638)
!638 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !70, line: 73, baseType: !97)
!639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !640, file: !565, line: 81)
!640 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !578, line: 90, baseType: !97)
!641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !642, file: !644, line: 53)
!642 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !643, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!643 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!644 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/clocale", directory: "")
!645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !646, file: !644, line: 54)
!646 = !DISubprogram(name: "setlocale", scope: !643, file: !643, line: 122, type: !647, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!647 = !DISubroutineType(types: !648)
!648 = !{!50, !39, !144}
!649 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !650, file: !644, line: 55)
!650 = !DISubprogram(name: "localeconv", scope: !643, file: !643, line: 125, type: !651, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!651 = !DISubroutineType(types: !652)
!652 = !{!653}
!653 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !642, size: 64)
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !655, file: !657, line: 64)
!655 = !DISubprogram(name: "isalnum", scope: !656, file: !656, line: 108, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!656 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!657 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cctype", directory: "")
!658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !659, file: !657, line: 65)
!659 = !DISubprogram(name: "isalpha", scope: !656, file: !656, line: 109, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!660 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !661, file: !657, line: 66)
!661 = !DISubprogram(name: "iscntrl", scope: !656, file: !656, line: 110, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!662 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !663, file: !657, line: 67)
!663 = !DISubprogram(name: "isdigit", scope: !656, file: !656, line: 111, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!664 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !665, file: !657, line: 68)
!665 = !DISubprogram(name: "isgraph", scope: !656, file: !656, line: 113, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!666 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !667, file: !657, line: 69)
!667 = !DISubprogram(name: "islower", scope: !656, file: !656, line: 112, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!668 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !669, file: !657, line: 70)
!669 = !DISubprogram(name: "isprint", scope: !656, file: !656, line: 114, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!670 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !671, file: !657, line: 71)
!671 = !DISubprogram(name: "ispunct", scope: !656, file: !656, line: 115, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!672 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !673, file: !657, line: 72)
!673 = !DISubprogram(name: "isspace", scope: !656, file: !656, line: 116, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!674 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !675, file: !657, line: 73)
!675 = !DISubprogram(name: "isupper", scope: !656, file: !656, line: 117, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!676 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !677, file: !657, line: 74)
!677 = !DISubprogram(name: "isxdigit", scope: !656, file: !656, line: 118, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!678 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !679, file: !657, line: 75)
!679 = !DISubprogram(name: "tolower", scope: !656, file: !656, line: 122, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!680 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !681, file: !657, line: 76)
!681 = !DISubprogram(name: "toupper", scope: !656, file: !656, line: 125, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !683, file: !657, line: 87)
!683 = !DISubprogram(name: "isblank", scope: !656, file: !656, line: 130, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!684 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !685, entity: !686, file: !687, line: 58)
!685 = !DINamespace(name: "__gnu_debug", scope: null)
!686 = !DINamespace(name: "__debug", scope: !37)
!687 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!688 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !689, file: !691, line: 52)
!689 = !DISubprogram(name: "abs", scope: !690, file: !690, line: 861, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!690 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!691 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!692 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !693, file: !695, line: 127)
!693 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !690, line: 63, baseType: !694)
!694 = !DICompositeType(tag: DW_TAG_structure_type, file: !690, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!695 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdlib", directory: "")
!696 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !697, file: !695, line: 128)
!697 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !690, line: 71, baseType: !698)
!698 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !690, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !699, identifier: "_ZTS6ldiv_t")
!699 = !{!700, !701}
!700 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !698, file: !690, line: 69, baseType: !71, size: 64)
!701 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !698, file: !690, line: 70, baseType: !71, size: 64, offset: 64)
!702 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !703, file: !695, line: 130)
!703 = !DISubprogram(name: "abort", scope: !690, file: !690, line: 611, type: !704, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!704 = !DISubroutineType(types: !705)
!705 = !{null}
!706 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !707, file: !695, line: 132)
!707 = !DISubprogram(name: "aligned_alloc", scope: !690, file: !690, line: 605, type: !708, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!708 = !DISubroutineType(types: !709)
!709 = !{!93, !95, !95}
!710 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !711, file: !695, line: 134)
!711 = !DISubprogram(name: "atexit", scope: !690, file: !690, line: 615, type: !712, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!712 = !DISubroutineType(types: !713)
!713 = !{!39, !714}
!714 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !704, size: 64)
!715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !716, file: !695, line: 137)
!716 = !DISubprogram(name: "at_quick_exit", scope: !690, file: !690, line: 620, type: !712, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!717 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !718, file: !695, line: 140)
!718 = !DISubprogram(name: "atof", scope: !719, file: !719, line: 25, type: !720, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!719 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!720 = !DISubroutineType(types: !721)
!721 = !{!38, !144}
!722 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !723, file: !695, line: 141)
!723 = !DISubprogram(name: "atoi", scope: !690, file: !690, line: 362, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!724 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !725, file: !695, line: 142)
!725 = !DISubprogram(name: "atol", scope: !690, file: !690, line: 367, type: !726, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!726 = !DISubroutineType(types: !727)
!727 = !{!71, !144}
!728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !729, file: !695, line: 143)
!729 = !DISubprogram(name: "bsearch", scope: !730, file: !730, line: 20, type: !731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!730 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!731 = !DISubroutineType(types: !732)
!732 = !{!93, !187, !187, !95, !95, !733}
!733 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !690, line: 829, baseType: !734)
!734 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !735, size: 64)
!735 = !DISubroutineType(types: !736)
!736 = !{!39, !187, !187}
!737 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !738, file: !695, line: 144)
!738 = !DISubprogram(name: "calloc", scope: !690, file: !690, line: 556, type: !708, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !740, file: !695, line: 145)
!740 = !DISubprogram(name: "div", scope: !690, file: !690, line: 873, type: !741, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!741 = !DISubroutineType(types: !742)
!742 = !{!693, !39, !39}
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !744, file: !695, line: 146)
!744 = !DISubprogram(name: "exit", scope: !690, file: !690, line: 637, type: !745, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!745 = !DISubroutineType(types: !746)
!746 = !{null, !39}
!747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !748, file: !695, line: 147)
!748 = !DISubprogram(name: "free", scope: !690, file: !690, line: 568, type: !749, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!749 = !DISubroutineType(types: !750)
!750 = !{null, !93}
!751 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !752, file: !695, line: 148)
!752 = !DISubprogram(name: "getenv", scope: !690, file: !690, line: 654, type: !753, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!753 = !DISubroutineType(types: !754)
!754 = !{!50, !144}
!755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !756, file: !695, line: 149)
!756 = !DISubprogram(name: "labs", scope: !690, file: !690, line: 862, type: !757, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!757 = !DISubroutineType(types: !758)
!758 = !{!71, !71}
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !760, file: !695, line: 150)
!760 = !DISubprogram(name: "ldiv", scope: !690, file: !690, line: 875, type: !761, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!761 = !DISubroutineType(types: !762)
!762 = !{!697, !71, !71}
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !764, file: !695, line: 151)
!764 = !DISubprogram(name: "malloc", scope: !690, file: !690, line: 553, type: !765, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DISubroutineType(types: !766)
!766 = !{!93, !95}
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !768, file: !695, line: 153)
!768 = !DISubprogram(name: "mblen", scope: !690, file: !690, line: 943, type: !769, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!769 = !DISubroutineType(types: !770)
!770 = !{!39, !144, !95}
!771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !772, file: !695, line: 154)
!772 = !DISubprogram(name: "mbstowcs", scope: !690, file: !690, line: 954, type: !773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!773 = !DISubroutineType(types: !774)
!774 = !{!95, !332, !143, !95}
!775 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !776, file: !695, line: 155)
!776 = !DISubprogram(name: "mbtowc", scope: !690, file: !690, line: 946, type: !777, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!777 = !DISubroutineType(types: !778)
!778 = !{!39, !332, !143, !95}
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !780, file: !695, line: 157)
!780 = !DISubprogram(name: "qsort", scope: !690, file: !690, line: 851, type: !781, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = !DISubroutineType(types: !782)
!782 = !{null, !93, !95, !95, !733}
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !784, file: !695, line: 160)
!784 = !DISubprogram(name: "quick_exit", scope: !690, file: !690, line: 643, type: !745, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!785 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !786, file: !695, line: 163)
!786 = !DISubprogram(name: "rand", scope: !690, file: !690, line: 454, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !788, file: !695, line: 164)
!788 = !DISubprogram(name: "realloc", scope: !690, file: !690, line: 564, type: !789, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!789 = !DISubroutineType(types: !790)
!790 = !{!93, !93, !95}
!791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !792, file: !695, line: 165)
!792 = !DISubprogram(name: "srand", scope: !690, file: !690, line: 456, type: !793, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!793 = !DISubroutineType(types: !794)
!794 = !{null, !307}
!795 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !796, file: !695, line: 166)
!796 = !DISubprogram(name: "strtod", scope: !690, file: !690, line: 118, type: !797, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!797 = !DISubroutineType(types: !798)
!798 = !{!38, !143, !799}
!799 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !800)
!800 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !802, file: !695, line: 167)
!802 = !DISubprogram(name: "strtol", scope: !690, file: !690, line: 177, type: !803, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!803 = !DISubroutineType(types: !804)
!804 = !{!71, !143, !799, !39}
!805 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !806, file: !695, line: 168)
!806 = !DISubprogram(name: "strtoul", scope: !690, file: !690, line: 181, type: !807, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!807 = !DISubroutineType(types: !808)
!808 = !{!97, !143, !799, !39}
!809 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !810, file: !695, line: 169)
!810 = !DISubprogram(name: "system", scope: !690, file: !690, line: 804, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!811 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !812, file: !695, line: 171)
!812 = !DISubprogram(name: "wcstombs", scope: !690, file: !690, line: 958, type: !813, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!813 = !DISubroutineType(types: !814)
!814 = !{!95, !138, !342, !95}
!815 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !816, file: !695, line: 172)
!816 = !DISubprogram(name: "wctomb", scope: !690, file: !690, line: 950, type: !817, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!817 = !DISubroutineType(types: !818)
!818 = !{!39, !50, !331}
!819 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !820, file: !695, line: 200)
!820 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !690, line: 81, baseType: !821)
!821 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !690, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !822, identifier: "_ZTS7lldiv_t")
!822 = !{!823, !824}
!823 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !821, file: !690, line: 79, baseType: !545, size: 64)
!824 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !821, file: !690, line: 80, baseType: !545, size: 64, offset: 64)
!825 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !826, file: !695, line: 206)
!826 = !DISubprogram(name: "_Exit", scope: !690, file: !690, line: 649, type: !745, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!827 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !828, file: !695, line: 210)
!828 = !DISubprogram(name: "llabs", scope: !690, file: !690, line: 865, type: !829, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!829 = !DISubroutineType(types: !830)
!830 = !{!545, !545}
!831 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !832, file: !695, line: 216)
!832 = !DISubprogram(name: "lldiv", scope: !690, file: !690, line: 879, type: !833, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!833 = !DISubroutineType(types: !834)
!834 = !{!820, !545, !545}
!835 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !836, file: !695, line: 227)
!836 = !DISubprogram(name: "atoll", scope: !690, file: !690, line: 374, type: !837, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!837 = !DISubroutineType(types: !838)
!838 = !{!545, !144}
!839 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !840, file: !695, line: 228)
!840 = !DISubprogram(name: "strtoll", scope: !690, file: !690, line: 201, type: !841, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!841 = !DISubroutineType(types: !842)
!842 = !{!545, !143, !799, !39}
!843 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !844, file: !695, line: 229)
!844 = !DISubprogram(name: "strtoull", scope: !690, file: !690, line: 206, type: !845, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!845 = !DISubroutineType(types: !846)
!846 = !{!550, !143, !799, !39}
!847 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !848, file: !695, line: 231)
!848 = !DISubprogram(name: "strtof", scope: !690, file: !690, line: 124, type: !849, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!849 = !DISubroutineType(types: !850)
!850 = !{!481, !143, !799}
!851 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !852, file: !695, line: 232)
!852 = !DISubprogram(name: "strtold", scope: !690, file: !690, line: 127, type: !853, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!853 = !DISubroutineType(types: !854)
!854 = !{!540, !143, !799}
!855 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !820, file: !695, line: 240)
!856 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !826, file: !695, line: 242)
!857 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !828, file: !695, line: 244)
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !859, file: !695, line: 245)
!859 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !266, file: !695, line: 213, type: !833, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!860 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !832, file: !695, line: 246)
!861 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !836, file: !695, line: 248)
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !848, file: !695, line: 249)
!863 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !840, file: !695, line: 250)
!864 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !844, file: !695, line: 251)
!865 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !852, file: !695, line: 252)
!866 = !{i32 7, !"Dwarf Version", i32 5}
!867 = !{i32 2, !"Debug Info Version", i32 3}
!868 = !{i32 1, !"wchar_size", i32 4}
!869 = !{i32 1, !"target-abi", !"lp64d"}
!870 = !{i32 6, !"riscv-isa", !871}
!871 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!872 = !{i32 8, !"PIC Level", i32 2}
!873 = !{i32 7, !"PIE Level", i32 2}
!874 = !{i32 7, !"uwtable", i32 2}
!875 = !{i32 8, !"SmallDataLimit", i32 8}
!876 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!877 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!878 = distinct !DISubprogram(name: "twice", linkageName: "_Z5twicel", scope: !2, file: !2, line: 8, type: !757, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !879)
!879 = !{!880}
!880 = !DILocalVariable(name: "x", arg: 1, scope: !878, file: !2, line: 8, type: !71)
!881 = !DILocation(line: 0, scope: !878)
!882 = !DILocation(line: 8, column: 54, scope: !883)
!883 = distinct !DILexicalBlock(scope: !878, file: !2, line: 8, column: 52)
!884 = !DILocation(line: 8, column: 52, scope: !878)
!885 = !DILocation(line: 8, column: 61, scope: !883)
!886 = !DILocation(line: 8, column: 67, scope: !883)
!887 = !DILocation(line: 8, column: 109, scope: !883)
!888 = !DILocation(line: 8, column: 104, scope: !878)
!889 = !DILocation(line: 8, column: 95, scope: !878)
!890 = distinct !DISubprogram(name: "neg", linkageName: "_Z3negl", scope: !2, file: !2, line: 9, type: !757, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !891)
!891 = !{!892}
!892 = !DILocalVariable(name: "x", arg: 1, scope: !890, file: !2, line: 9, type: !71)
!893 = !DILocation(line: 0, scope: !890)
!894 = !DILocation(line: 9, column: 52, scope: !895)
!895 = distinct !DILexicalBlock(scope: !890, file: !2, line: 9, column: 50)
!896 = !DILocation(line: 9, column: 50, scope: !890)
!897 = !DILocation(line: 9, column: 57, scope: !895)
!898 = !{!899, !899, i64 0}
!899 = !{!"long", !900, i64 0}
!900 = !{!"omnipotent char", !901, i64 0}
!901 = !{!"Simple C++ TBAA"}
!902 = !DILocation(line: 9, column: 73, scope: !890)
!903 = !DILocation(line: 9, column: 66, scope: !890)
!904 = distinct !DISubprogram(name: "chain", linkageName: "_Z5chainPPFllEilP2Op", scope: !2, file: !2, line: 14, type: !905, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !923)
!905 = !DISubroutineType(types: !906)
!906 = !{!71, !907, !39, !71, !910}
!907 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !908, size: 64)
!908 = !DIDerivedType(tag: DW_TAG_typedef, name: "Fn", file: !2, line: 7, baseType: !909)
!909 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !757, size: 64)
!910 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !911, size: 64)
!911 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Op", file: !2, line: 11, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !912, vtableHolder: !911, identifier: "_ZTS2Op")
!912 = !{!913, !916, !920}
!913 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Op", scope: !2, file: !2, baseType: !914, size: 64, flags: DIFlagArtificial)
!914 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !915, size: 64)
!915 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !194, size: 64)
!916 = !DISubprogram(name: "apply", linkageName: "_ZN2Op5applyEl", scope: !911, file: !2, line: 11, type: !917, scopeLine: 11, containingType: !911, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!917 = !DISubroutineType(types: !918)
!918 = !{!71, !919, !71}
!919 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !911, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!920 = !DISubprogram(name: "~Op", scope: !911, file: !2, line: 11, type: !921, scopeLine: 11, containingType: !911, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!921 = !DISubroutineType(types: !922)
!922 = !{null, !919}
!923 = !{!924, !925, !926, !927, !928, !929, !930, !931, !932, !934, !937, !938, !939}
!924 = !DILocalVariable(name: "fs", arg: 1, scope: !904, file: !2, line: 14, type: !907)
!925 = !DILocalVariable(name: "n", arg: 2, scope: !904, file: !2, line: 14, type: !39)
!926 = !DILocalVariable(name: "x", arg: 3, scope: !904, file: !2, line: 14, type: !71)
!927 = !DILocalVariable(name: "op", arg: 4, scope: !904, file: !2, line: 14, type: !910)
!928 = !DILocalVariable(name: "a", scope: !904, file: !2, line: 15, type: !71)
!929 = !DILocalVariable(name: "b", scope: !904, file: !2, line: 15, type: !71)
!930 = !DILocalVariable(name: "c", scope: !904, file: !2, line: 15, type: !71)
!931 = !DILocalVariable(name: "d", scope: !904, file: !2, line: 15, type: !71)
!932 = !DILocalVariable(name: "f", scope: !904, file: !2, line: 16, type: !933)
!933 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !38)
!934 = !DILocalVariable(name: "i", scope: !935, file: !2, line: 18, type: !39)
!935 = distinct !DILexicalBlock(scope: !936, file: !2, line: 18, column: 5)
!936 = distinct !DILexicalBlock(scope: !904, file: !2, line: 17, column: 7)
!937 = !DILocalVariable(name: "v", scope: !904, file: !2, line: 25, type: !39)
!938 = !DILocalVariable(name: "v", scope: !904, file: !2, line: 22, type: !71)
!939 = !DILocalVariable(name: "e", scope: !904, file: !2, line: 19, type: !940)
!940 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !941, size: 64)
!941 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !37, file: !942, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt9exception")
!942 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/exception.h", directory: "")
!943 = distinct !DIAssignID()
!944 = !DILocation(line: 0, scope: !904)
!945 = !DILocation(line: 15, column: 14, scope: !904)
!946 = !DILocation(line: 15, column: 25, scope: !904)
!947 = !DILocation(line: 15, column: 39, scope: !904)
!948 = !DILocation(line: 15, column: 53, scope: !904)
!949 = !DILocation(line: 16, column: 3, scope: !904)
!950 = !DILocation(line: 16, column: 29, scope: !904)
!951 = !DILocation(line: 16, column: 27, scope: !904)
!952 = !DILocation(line: 16, column: 19, scope: !904)
!953 = !{!954, !954, i64 0}
!954 = !{!"double", !900, i64 0}
!955 = distinct !DIAssignID()
!956 = !DILocation(line: 0, scope: !935)
!957 = !DILocation(line: 18, column: 23, scope: !958)
!958 = distinct !DILexicalBlock(scope: !935, file: !2, line: 18, column: 5)
!959 = !DILocation(line: 18, column: 5, scope: !935)
!960 = !DILocation(line: 18, column: 37, scope: !958)
!961 = !{!962, !962, i64 0}
!962 = !{!"any pointer", !900, i64 0}
!963 = !DILocation(line: 18, column: 52, scope: !958)
!964 = !{!965, !965, i64 0}
!965 = !{!"vtable pointer", !901, i64 0}
!966 = !DILocation(line: 18, column: 46, scope: !958)
!967 = !DILocation(line: 18, column: 29, scope: !958)
!968 = distinct !{!968, !959, !969, !970}
!969 = !DILocation(line: 18, column: 59, scope: !935)
!970 = !{!"llvm.loop.mustprogress"}
!971 = !DILocation(line: 30, column: 1, scope: !958)
!972 = !DILocation(line: 19, column: 3, scope: !936)
!973 = !DILocation(line: 25, column: 3, scope: !974)
!974 = distinct !DILexicalBlock(scope: !904, file: !2, line: 22, column: 20)
!975 = !DILocation(line: 20, column: 67, scope: !976)
!976 = distinct !DILexicalBlock(scope: !904, file: !2, line: 19, column: 31)
!977 = !DILocation(line: 20, column: 95, scope: !976)
!978 = !DILocation(line: 20, column: 5, scope: !976)
!979 = !DILocation(line: 21, column: 14, scope: !976)
!980 = !DILocation(line: 21, column: 18, scope: !976)
!981 = !DILocation(line: 21, column: 22, scope: !976)
!982 = !DILocation(line: 22, column: 3, scope: !976)
!983 = !DILocation(line: 28, column: 3, scope: !984)
!984 = distinct !DILexicalBlock(scope: !904, file: !2, line: 25, column: 19)
!985 = !DILocation(line: 23, column: 5, scope: !974)
!986 = !DILocation(line: 24, column: 14, scope: !974)
!987 = !{!988, !988, i64 0}
!988 = !{!"int", !900, i64 0}
!989 = !DILocation(line: 26, column: 5, scope: !984)
!990 = !DILocation(line: 27, column: 12, scope: !984)
!991 = !DILocation(line: 27, column: 14, scope: !984)
!992 = !DILocation(line: 30, column: 1, scope: !904)
!993 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !194, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !994)
!994 = !{!995, !999, !1007, !1008, !1010}
!995 = !DILocalVariable(name: "fs", scope: !993, file: !2, line: 33, type: !996)
!996 = !DICompositeType(tag: DW_TAG_array_type, baseType: !908, size: 192, elements: !997)
!997 = !{!998}
!998 = !DISubrange(count: 3)
!999 = !DILocalVariable(name: "t", scope: !993, file: !2, line: 34, type: !1000)
!1000 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Thrower", file: !2, line: 12, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1001, vtableHolder: !911, identifier: "_ZTS7Thrower")
!1001 = !{!1002, !1003}
!1002 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1000, baseType: !911, extraData: i32 0)
!1003 = !DISubprogram(name: "apply", linkageName: "_ZN7Thrower5applyEl", scope: !1000, file: !2, line: 12, type: !1004, scopeLine: 12, containingType: !1000, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1004 = !DISubroutineType(types: !1005)
!1005 = !{!71, !1006, !71}
!1006 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1000, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1007 = !DILocalVariable(name: "s", scope: !993, file: !2, line: 35, type: !71)
!1008 = !DILocalVariable(name: "x", scope: !1009, file: !2, line: 36, type: !71)
!1009 = distinct !DILexicalBlock(scope: !993, file: !2, line: 36, column: 3)
!1010 = !DILocalVariable(name: "r", scope: !1011, file: !2, line: 37, type: !71)
!1011 = distinct !DILexicalBlock(scope: !1012, file: !2, line: 36, column: 37)
!1012 = distinct !DILexicalBlock(scope: !1009, file: !2, line: 36, column: 3)
!1013 = distinct !DIAssignID()
!1014 = !DILocation(line: 0, scope: !993)
!1015 = distinct !DIAssignID()
!1016 = distinct !DIAssignID()
!1017 = !DILocation(line: 34, column: 3, scope: !993)
!1018 = !DILocalVariable(name: "this", arg: 1, scope: !1019, type: !1024, flags: DIFlagArtificial | DIFlagObjectPointer)
!1019 = distinct !DISubprogram(name: "Thrower", linkageName: "_ZN7ThrowerC2Ev", scope: !1000, file: !2, line: 12, type: !1020, scopeLine: 12, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, declaration: !1022, retainedNodes: !1023)
!1020 = !DISubroutineType(types: !1021)
!1021 = !{null, !1006}
!1022 = !DISubprogram(name: "Thrower", scope: !1000, type: !1020, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1023 = !{!1018}
!1024 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1000, size: 64)
!1025 = !DILocation(line: 0, scope: !1019, inlinedAt: !1026)
!1026 = distinct !DILocation(line: 34, column: 11, scope: !993)
!1027 = !DILocation(line: 12, column: 8, scope: !1019, inlinedAt: !1026)
!1028 = distinct !DIAssignID()
!1029 = !DILocation(line: 0, scope: !1009)
!1030 = !DILocation(line: 37, column: 14, scope: !1011)
!1031 = !DILocation(line: 0, scope: !1011)
!1032 = !DILocation(line: 38, column: 5, scope: !1011)
!1033 = !DILocation(line: 39, column: 7, scope: !1011)
!1034 = !DILocation(line: 41, column: 3, scope: !993)
!1035 = !DILocation(line: 43, column: 1, scope: !993)
!1036 = distinct !DISubprogram(name: "~Op", linkageName: "_ZN2OpD2Ev", scope: !911, file: !2, line: 11, type: !921, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, declaration: !920, retainedNodes: !1037)
!1037 = !{!1038}
!1038 = !DILocalVariable(name: "this", arg: 1, scope: !1036, type: !910, flags: DIFlagArtificial | DIFlagObjectPointer)
!1039 = !DILocation(line: 0, scope: !1036)
!1040 = !DILocation(line: 11, column: 60, scope: !1036)
!1041 = distinct !DISubprogram(name: "apply", linkageName: "_ZN7Thrower5applyEl", scope: !1000, file: !2, line: 12, type: !1004, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, declaration: !1003, retainedNodes: !1042)
!1042 = !{!1043, !1044}
!1043 = !DILocalVariable(name: "this", arg: 1, scope: !1041, type: !1024, flags: DIFlagArtificial | DIFlagObjectPointer)
!1044 = !DILocalVariable(name: "x", arg: 2, scope: !1041, file: !2, line: 12, type: !71)
!1045 = !DILocation(line: 0, scope: !1041)
!1046 = !DILocation(line: 12, column: 59, scope: !1047)
!1047 = distinct !DILexicalBlock(scope: !1041, file: !2, line: 12, column: 57)
!1048 = !DILocation(line: 12, column: 63, scope: !1047)
!1049 = !DILocation(line: 12, column: 57, scope: !1041)
!1050 = !DILocation(line: 12, column: 69, scope: !1047)
!1051 = !DILocation(line: 12, column: 80, scope: !1047)
!1052 = !DILocation(line: 12, column: 92, scope: !1041)
!1053 = !DILocation(line: 12, column: 83, scope: !1041)
!1054 = distinct !DISubprogram(name: "~Thrower", linkageName: "_ZN7ThrowerD0Ev", scope: !1000, file: !2, line: 12, type: !1020, scopeLine: 12, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, declaration: !1055, retainedNodes: !1056)
!1055 = !DISubprogram(name: "~Thrower", scope: !1000, type: !1020, containingType: !1000, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1056 = !{!1057}
!1057 = !DILocalVariable(name: "this", arg: 1, scope: !1054, type: !1024, flags: DIFlagArtificial | DIFlagObjectPointer)
!1058 = !DILocation(line: 0, scope: !1054)
!1059 = !DILocation(line: 12, column: 8, scope: !1054)
