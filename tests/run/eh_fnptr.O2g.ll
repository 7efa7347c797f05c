; ModuleID = 'eh_fnptr.cpp'
source_filename = "eh_fnptr.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
@__const.main.fs = private unnamed_addr constant [3 x ptr] [ptr @_Z5twicel, ptr @_Z3negl, ptr @_Z5twicel], align 16
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
define dso_local noundef i64 @_Z5chainPPFllEilP2Op(ptr nocapture noundef readonly %0, i32 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !904 {
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
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %40, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, double noundef %41), !dbg !978
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
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %51, i64 noundef %6, i64 noundef %8), !dbg !985
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
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %59, i64 noundef %7, i64 noundef %9), !dbg !989
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
declare !dbg !201 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #6 personality ptr @__gxx_personality_v0 !dbg !993 {
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
  %2 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef -2, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %2, !1010, !DIExpression(), !1031)
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -2, i64 noundef %2), !dbg !1032
    #dbg_value(i64 %2, !1007, !DIExpression(), !1014)
    #dbg_value(i64 5, !1008, !DIExpression(), !1029)
  %4 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 5, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %4, !1010, !DIExpression(), !1031)
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 5, i64 noundef %4), !dbg !1032
  %6 = add nsw i64 %4, %2, !dbg !1033
    #dbg_value(i64 %6, !1007, !DIExpression(), !1014)
    #dbg_value(i64 12, !1008, !DIExpression(), !1029)
  %7 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 12, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %7, !1010, !DIExpression(), !1031)
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12, i64 noundef %7), !dbg !1032
  %9 = add nsw i64 %7, %6, !dbg !1033
    #dbg_value(i64 %9, !1007, !DIExpression(), !1014)
    #dbg_value(i64 19, !1008, !DIExpression(), !1029)
  %10 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 19, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %10, !1010, !DIExpression(), !1031)
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 19, i64 noundef %10), !dbg !1032
  %12 = add nsw i64 %10, %9, !dbg !1033
    #dbg_value(i64 %12, !1007, !DIExpression(), !1014)
    #dbg_value(i64 26, !1008, !DIExpression(), !1029)
  %13 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 26, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %13, !1010, !DIExpression(), !1031)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 26, i64 noundef %13), !dbg !1032
  %15 = add nsw i64 %13, %12, !dbg !1033
    #dbg_value(i64 %15, !1007, !DIExpression(), !1014)
    #dbg_value(i64 33, !1008, !DIExpression(), !1029)
  %16 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 33, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %16, !1010, !DIExpression(), !1031)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 33, i64 noundef %16), !dbg !1032
  %18 = add nsw i64 %16, %15, !dbg !1033
    #dbg_value(i64 %18, !1007, !DIExpression(), !1014)
    #dbg_value(i64 40, !1008, !DIExpression(), !1029)
  %19 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 40, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %19, !1010, !DIExpression(), !1031)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 40, i64 noundef %19), !dbg !1032
  %21 = add nsw i64 %19, %18, !dbg !1033
    #dbg_value(i64 %21, !1007, !DIExpression(), !1014)
    #dbg_value(i64 47, !1008, !DIExpression(), !1029)
  %22 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 47, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %22, !1010, !DIExpression(), !1031)
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 47, i64 noundef %22), !dbg !1032
  %24 = add nsw i64 %22, %21, !dbg !1033
    #dbg_value(i64 %24, !1007, !DIExpression(), !1014)
    #dbg_value(i64 54, !1008, !DIExpression(), !1029)
  %25 = call noundef i64 @_Z5chainPPFllEilP2Op(ptr noundef nonnull @__const.main.fs, i32 noundef 3, i64 noundef 54, ptr noundef nonnull %1), !dbg !1030
    #dbg_value(i64 %25, !1010, !DIExpression(), !1031)
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 54, i64 noundef %25), !dbg !1032
  %27 = add nsw i64 %25, %24, !dbg !1033
    #dbg_value(i64 %27, !1007, !DIExpression(), !1014)
    #dbg_value(i64 61, !1008, !DIExpression(), !1029)
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %27), !dbg !1034
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

attributes #0 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!33}
!llvm.module.flags = !{!870, !871, !872, !873, !874, !875, !876}
!llvm.ident = !{!877}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "eh_fnptr.cpp", directory: "/work/eh/tests/run", checksumkind: CSK_MD5, checksum: "9ca568b33c313c49d7365cc680bb1b6a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!36 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdexcept", directory: "")
!37 = !DINamespace(name: "std", scope: null)
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !{!0, !8, !13, !18, !23, !28}
!41 = !{!42, !104, !110, !115, !119, !121, !123, !125, !127, !134, !139, !145, !149, !153, !157, !162, !166, !168, !172, !178, !182, !189, !191, !196, !200, !204, !206, !210, !214, !216, !220, !222, !224, !228, !232, !236, !240, !244, !248, !250, !262, !266, !270, !275, !277, !279, !283, !287, !288, !289, !290, !291, !292, !296, !300, !315, !318, !323, !330, !338, !342, !349, !353, !357, !359, !361, !365, !371, !375, !381, !387, !389, !393, !397, !401, !405, !409, !411, !415, !419, !423, !425, !429, !433, !437, !439, !441, !445, !453, !457, !461, !465, !467, !473, !475, !481, !486, !490, !494, !498, !502, !506, !508, !510, !514, !518, !522, !524, !528, !532, !534, !536, !540, !545, !550, !555, !556, !557, !558, !559, !560, !561, !562, !563, !564, !565, !570, !574, !577, !580, !583, !585, !587, !589, !592, !595, !598, !601, !604, !606, !611, !614, !617, !620, !622, !624, !626, !628, !631, !634, !637, !640, !643, !645, !649, !653, !658, !662, !664, !666, !668, !670, !672, !674, !676, !678, !680, !682, !684, !686, !688, !692, !696, !700, !706, !710, !714, !719, !721, !726, !728, !732, !741, !743, !747, !751, !755, !759, !763, !767, !771, !775, !779, !783, !787, !789, !791, !795, !799, !805, !809, !813, !815, !819, !823, !829, !831, !835, !839, !843, !847, !851, !855, !859, !860, !861, !862, !864, !865, !866, !867, !868, !869}
!42 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !43, file: !103, line: 98)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !44, line: 7, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !46, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !47, identifier: "_ZTS8_IO_FILE")
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
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
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!103 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !105, file: !103, line: 99)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !106, line: 84, baseType: !107)
!106 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !108, line: 14, baseType: !109)
!108 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
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
!193 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
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
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !256, identifier: "_ZTS13__va_list_tag")
!256 = !{!257, !259, !260, !261}
!257 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !255, file: !2, baseType: !258, size: 32)
!258 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !255, file: !2, baseType: !258, size: 32, offset: 32)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !255, file: !2, baseType: !93, size: 64, offset: 64)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !255, file: !2, baseType: !93, size: 64, offset: 128)
!262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !263, file: !103, line: 145)
!263 = !DISubprogram(name: "vprintf", scope: !193, file: !193, line: 39, type: !264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!264 = !DISubroutineType(types: !265)
!265 = !{!39, !143, !254}
!266 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !267, file: !103, line: 146)
!267 = !DISubprogram(name: "vsprintf", scope: !106, file: !106, line: 373, type: !268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!268 = !DISubroutineType(types: !269)
!269 = !{!39, !138, !143, !254}
!270 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !272, file: !103, line: 175)
!271 = !DINamespace(name: "__gnu_cxx", scope: null)
!272 = !DISubprogram(name: "snprintf", scope: !106, file: !106, line: 378, type: !273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DISubroutineType(types: !274)
!274 = !{!39, !138, !95, !143, null}
!275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !276, file: !103, line: 176)
!276 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !106, file: !106, line: 479, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !278, file: !103, line: 177)
!278 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !106, file: !106, line: 484, type: !264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !280, file: !103, line: 178)
!280 = !DISubprogram(name: "vsnprintf", scope: !106, file: !106, line: 382, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!281 = !DISubroutineType(types: !282)
!282 = !{!39, !138, !95, !143, !254}
!283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !284, file: !103, line: 179)
!284 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !106, file: !106, line: 487, type: !285, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!285 = !DISubroutineType(types: !286)
!286 = !{!39, !143, !143, !254}
!287 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !272, file: !103, line: 185)
!288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !276, file: !103, line: 186)
!289 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !278, file: !103, line: 187)
!290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !280, file: !103, line: 188)
!291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !284, file: !103, line: 189)
!292 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !293, file: !294, line: 68)
!293 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !295, file: !294, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!294 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!295 = !DINamespace(name: "__exception_ptr", scope: !37)
!296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !295, entity: !297, file: !294, line: 84)
!297 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !37, file: !294, line: 80, type: !298, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!298 = !DISubroutineType(types: !299)
!299 = !{null, !293}
!300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !301, file: !314, line: 64)
!301 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !302, line: 6, baseType: !303)
!302 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!303 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !304, line: 21, baseType: !305)
!304 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!305 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !304, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !306, identifier: "_ZTS11__mbstate_t")
!306 = !{!307, !308}
!307 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !305, file: !304, line: 15, baseType: !39, size: 32)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !305, file: !304, line: 20, baseType: !309, size: 32, offset: 32)
!309 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !305, file: !304, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !310, identifier: "_ZTSN11__mbstate_tUt_E")
!310 = !{!311, !312}
!311 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !309, file: !304, line: 18, baseType: !258, size: 32)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !309, file: !304, line: 19, baseType: !313, size: 32)
!313 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !6)
!314 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: "")
!315 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !316, file: !314, line: 141)
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !317, line: 20, baseType: !258)
!317 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!318 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !319, file: !314, line: 143)
!319 = !DISubprogram(name: "btowc", scope: !320, file: !320, line: 319, type: !321, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !DIFile(filename: "/usr/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!321 = !DISubroutineType(types: !322)
!322 = !{!316, !39}
!323 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !324, file: !314, line: 144)
!324 = !DISubprogram(name: "fgetwc", scope: !320, file: !320, line: 744, type: !325, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DISubroutineType(types: !326)
!326 = !{!316, !327}
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !328, size: 64)
!328 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !329, line: 5, baseType: !45)
!329 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!330 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !331, file: !314, line: 145)
!331 = !DISubprogram(name: "fgetws", scope: !320, file: !320, line: 773, type: !332, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!332 = !DISubroutineType(types: !333)
!333 = !{!334, !336, !39, !337}
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !335, size: 64)
!335 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!336 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !334)
!337 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !327)
!338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !339, file: !314, line: 146)
!339 = !DISubprogram(name: "fputwc", scope: !320, file: !320, line: 758, type: !340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{!316, !335, !327}
!342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !343, file: !314, line: 147)
!343 = !DISubprogram(name: "fputws", scope: !320, file: !320, line: 780, type: !344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{!39, !346, !337}
!346 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !347)
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 64)
!348 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !335)
!349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !350, file: !314, line: 148)
!350 = !DISubprogram(name: "fwide", scope: !320, file: !320, line: 588, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DISubroutineType(types: !352)
!352 = !{!39, !327, !39}
!353 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !354, file: !314, line: 149)
!354 = !DISubprogram(name: "fwprintf", scope: !320, file: !320, line: 595, type: !355, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!355 = !DISubroutineType(types: !356)
!356 = !{!39, !337, !346, null}
!357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !358, file: !314, line: 150)
!358 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !320, file: !320, line: 657, type: !355, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !360, file: !314, line: 151)
!360 = !DISubprogram(name: "getwc", scope: !320, file: !320, line: 745, type: !325, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !362, file: !314, line: 152)
!362 = !DISubprogram(name: "getwchar", scope: !320, file: !320, line: 751, type: !363, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = !DISubroutineType(types: !364)
!364 = !{!316}
!365 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !366, file: !314, line: 153)
!366 = !DISubprogram(name: "mbrlen", scope: !320, file: !320, line: 330, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !DISubroutineType(types: !368)
!368 = !{!95, !143, !95, !369}
!369 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !370)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64)
!371 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !372, file: !314, line: 154)
!372 = !DISubprogram(name: "mbrtowc", scope: !320, file: !320, line: 297, type: !373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{!95, !336, !143, !95, !369}
!375 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !376, file: !314, line: 155)
!376 = !DISubprogram(name: "mbsinit", scope: !320, file: !320, line: 293, type: !377, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!377 = !DISubroutineType(types: !378)
!378 = !{!39, !379}
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !380, size: 64)
!380 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !301)
!381 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !382, file: !314, line: 156)
!382 = !DISubprogram(name: "mbsrtowcs", scope: !320, file: !320, line: 338, type: !383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubroutineType(types: !384)
!384 = !{!95, !336, !385, !95, !369}
!385 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !386)
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!387 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !388, file: !314, line: 157)
!388 = !DISubprogram(name: "putwc", scope: !320, file: !320, line: 759, type: !340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !390, file: !314, line: 158)
!390 = !DISubprogram(name: "putwchar", scope: !320, file: !320, line: 765, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubroutineType(types: !392)
!392 = !{!316, !335}
!393 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !394, file: !314, line: 160)
!394 = !DISubprogram(name: "swprintf", scope: !320, file: !320, line: 605, type: !395, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{!39, !336, !95, !346, null}
!397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !398, file: !314, line: 162)
!398 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !320, file: !320, line: 664, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DISubroutineType(types: !400)
!400 = !{!39, !346, !346, null}
!401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !402, file: !314, line: 163)
!402 = !DISubprogram(name: "ungetwc", scope: !320, file: !320, line: 788, type: !403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubroutineType(types: !404)
!404 = !{!316, !316, !327}
!405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !406, file: !314, line: 164)
!406 = !DISubprogram(name: "vfwprintf", scope: !320, file: !320, line: 613, type: !407, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!407 = !DISubroutineType(types: !408)
!408 = !{!39, !337, !346, !254}
!409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !410, file: !314, line: 166)
!410 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !320, file: !320, line: 711, type: !407, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !412, file: !314, line: 169)
!412 = !DISubprogram(name: "vswprintf", scope: !320, file: !320, line: 626, type: !413, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !DISubroutineType(types: !414)
!414 = !{!39, !336, !95, !346, !254}
!415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !416, file: !314, line: 172)
!416 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !320, file: !320, line: 718, type: !417, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DISubroutineType(types: !418)
!418 = !{!39, !346, !346, !254}
!419 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !420, file: !314, line: 174)
!420 = !DISubprogram(name: "vwprintf", scope: !320, file: !320, line: 621, type: !421, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!421 = !DISubroutineType(types: !422)
!422 = !{!39, !346, !254}
!423 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !424, file: !314, line: 176)
!424 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !320, file: !320, line: 715, type: !421, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !426, file: !314, line: 178)
!426 = !DISubprogram(name: "wcrtomb", scope: !320, file: !320, line: 302, type: !427, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!427 = !DISubroutineType(types: !428)
!428 = !{!95, !138, !335, !369}
!429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !430, file: !314, line: 179)
!430 = !DISubprogram(name: "wcscat", scope: !320, file: !320, line: 97, type: !431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubroutineType(types: !432)
!432 = !{!334, !336, !346}
!433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !434, file: !314, line: 180)
!434 = !DISubprogram(name: "wcscmp", scope: !320, file: !320, line: 106, type: !435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubroutineType(types: !436)
!436 = !{!39, !347, !347}
!437 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !438, file: !314, line: 181)
!438 = !DISubprogram(name: "wcscoll", scope: !320, file: !320, line: 131, type: !435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !440, file: !314, line: 182)
!440 = !DISubprogram(name: "wcscpy", scope: !320, file: !320, line: 87, type: !431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !442, file: !314, line: 183)
!442 = !DISubprogram(name: "wcscspn", scope: !320, file: !320, line: 188, type: !443, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubroutineType(types: !444)
!444 = !{!95, !347, !347}
!445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !446, file: !314, line: 184)
!446 = !DISubprogram(name: "wcsftime", scope: !320, file: !320, line: 852, type: !447, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DISubroutineType(types: !448)
!448 = !{!95, !336, !95, !346, !449}
!449 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !450)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !451, size: 64)
!451 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !452)
!452 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !320, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!453 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !454, file: !314, line: 185)
!454 = !DISubprogram(name: "wcslen", scope: !320, file: !320, line: 223, type: !455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubroutineType(types: !456)
!456 = !{!95, !347}
!457 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !458, file: !314, line: 186)
!458 = !DISubprogram(name: "wcsncat", scope: !320, file: !320, line: 101, type: !459, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!459 = !DISubroutineType(types: !460)
!460 = !{!334, !336, !346, !95}
!461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !462, file: !314, line: 187)
!462 = !DISubprogram(name: "wcsncmp", scope: !320, file: !320, line: 109, type: !463, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubroutineType(types: !464)
!464 = !{!39, !347, !347, !95}
!465 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !466, file: !314, line: 188)
!466 = !DISubprogram(name: "wcsncpy", scope: !320, file: !320, line: 92, type: !459, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !468, file: !314, line: 189)
!468 = !DISubprogram(name: "wcsrtombs", scope: !320, file: !320, line: 344, type: !469, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!469 = !DISubroutineType(types: !470)
!470 = !{!95, !138, !471, !95, !369}
!471 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !472)
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !347, size: 64)
!473 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !474, file: !314, line: 190)
!474 = !DISubprogram(name: "wcsspn", scope: !320, file: !320, line: 192, type: !443, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!475 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !476, file: !314, line: 191)
!476 = !DISubprogram(name: "wcstod", scope: !320, file: !320, line: 378, type: !477, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!477 = !DISubroutineType(types: !478)
!478 = !{!38, !346, !479}
!479 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !480)
!480 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !334, size: 64)
!481 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !482, file: !314, line: 193)
!482 = !DISubprogram(name: "wcstof", scope: !320, file: !320, line: 383, type: !483, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!483 = !DISubroutineType(types: !484)
!484 = !{!485, !346, !479}
!485 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!486 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !487, file: !314, line: 195)
!487 = !DISubprogram(name: "wcstok", scope: !320, file: !320, line: 218, type: !488, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubroutineType(types: !489)
!489 = !{!334, !336, !346, !479}
!490 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !491, file: !314, line: 196)
!491 = !DISubprogram(name: "wcstol", scope: !320, file: !320, line: 429, type: !492, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!492 = !DISubroutineType(types: !493)
!493 = !{!71, !346, !479, !39}
!494 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !495, file: !314, line: 197)
!495 = !DISubprogram(name: "wcstoul", scope: !320, file: !320, line: 434, type: !496, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DISubroutineType(types: !497)
!497 = !{!97, !346, !479, !39}
!498 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !499, file: !314, line: 198)
!499 = !DISubprogram(name: "wcsxfrm", scope: !320, file: !320, line: 135, type: !500, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!500 = !DISubroutineType(types: !501)
!501 = !{!95, !336, !346, !95}
!502 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !503, file: !314, line: 199)
!503 = !DISubprogram(name: "wctob", scope: !320, file: !320, line: 325, type: !504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!504 = !DISubroutineType(types: !505)
!505 = !{!39, !316}
!506 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !507, file: !314, line: 200)
!507 = !DISubprogram(name: "wmemcmp", scope: !320, file: !320, line: 259, type: !463, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!508 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !509, file: !314, line: 201)
!509 = !DISubprogram(name: "wmemcpy", scope: !320, file: !320, line: 263, type: !459, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!510 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !511, file: !314, line: 202)
!511 = !DISubprogram(name: "wmemmove", scope: !320, file: !320, line: 268, type: !512, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DISubroutineType(types: !513)
!513 = !{!334, !334, !347, !95}
!514 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !515, file: !314, line: 203)
!515 = !DISubprogram(name: "wmemset", scope: !320, file: !320, line: 272, type: !516, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!516 = !DISubroutineType(types: !517)
!517 = !{!334, !334, !335, !95}
!518 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !519, file: !314, line: 204)
!519 = !DISubprogram(name: "wprintf", scope: !320, file: !320, line: 602, type: !520, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DISubroutineType(types: !521)
!521 = !{!39, !346, null}
!522 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !523, file: !314, line: 205)
!523 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !320, file: !320, line: 661, type: !520, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !525, file: !314, line: 206)
!525 = !DISubprogram(name: "wcschr", scope: !320, file: !320, line: 165, type: !526, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubroutineType(types: !527)
!527 = !{!334, !347, !335}
!528 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !529, file: !314, line: 207)
!529 = !DISubprogram(name: "wcspbrk", scope: !320, file: !320, line: 202, type: !530, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!530 = !DISubroutineType(types: !531)
!531 = !{!334, !347, !347}
!532 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !533, file: !314, line: 208)
!533 = !DISubprogram(name: "wcsrchr", scope: !320, file: !320, line: 175, type: !526, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !535, file: !314, line: 209)
!535 = !DISubprogram(name: "wcsstr", scope: !320, file: !320, line: 213, type: !530, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!536 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !537, file: !314, line: 210)
!537 = !DISubprogram(name: "wmemchr", scope: !320, file: !320, line: 254, type: !538, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!538 = !DISubroutineType(types: !539)
!539 = !{!334, !347, !335, !95}
!540 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !541, file: !314, line: 251)
!541 = !DISubprogram(name: "wcstold", scope: !320, file: !320, line: 385, type: !542, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!542 = !DISubroutineType(types: !543)
!543 = !{!544, !346, !479}
!544 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!545 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !546, file: !314, line: 260)
!546 = !DISubprogram(name: "wcstoll", scope: !320, file: !320, line: 442, type: !547, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!547 = !DISubroutineType(types: !548)
!548 = !{!549, !346, !479, !39}
!549 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!550 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !551, file: !314, line: 261)
!551 = !DISubprogram(name: "wcstoull", scope: !320, file: !320, line: 449, type: !552, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!552 = !DISubroutineType(types: !553)
!553 = !{!554, !346, !479, !39}
!554 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!555 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !541, file: !314, line: 267)
!556 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !546, file: !314, line: 268)
!557 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !551, file: !314, line: 269)
!558 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !482, file: !314, line: 283)
!559 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !410, file: !314, line: 286)
!560 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !416, file: !314, line: 289)
!561 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !424, file: !314, line: 292)
!562 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !541, file: !314, line: 296)
!563 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !546, file: !314, line: 297)
!564 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !551, file: !314, line: 298)
!565 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !566, file: !569, line: 47)
!566 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !567, line: 24, baseType: !568)
!567 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!568 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !70, line: 37, baseType: !75)
!569 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: "")
!570 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !571, file: !569, line: 48)
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !567, line: 25, baseType: !572)
!572 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !70, line: 39, baseType: !573)
!573 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!574 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !575, file: !569, line: 49)
!575 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !567, line: 26, baseType: !576)
!576 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !70, line: 41, baseType: !39)
!577 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !578, file: !569, line: 50)
!578 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !567, line: 27, baseType: !579)
!579 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !70, line: 44, baseType: !71)
!580 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !581, file: !569, line: 52)
!581 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !582, line: 58, baseType: !75)
!582 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !584, file: !569, line: 53)
!584 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !582, line: 60, baseType: !71)
!585 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !586, file: !569, line: 54)
!586 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !582, line: 61, baseType: !71)
!587 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !588, file: !569, line: 55)
!588 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !582, line: 62, baseType: !71)
!589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !590, file: !569, line: 57)
!590 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !582, line: 43, baseType: !591)
!591 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !70, line: 52, baseType: !568)
!592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !593, file: !569, line: 58)
!593 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !582, line: 44, baseType: !594)
!594 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !70, line: 54, baseType: !572)
!595 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !596, file: !569, line: 59)
!596 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !582, line: 45, baseType: !597)
!597 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !70, line: 56, baseType: !576)
!598 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !599, file: !569, line: 60)
!599 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !582, line: 46, baseType: !600)
!600 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !70, line: 58, baseType: !579)
!601 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !602, file: !569, line: 62)
!602 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !582, line: 101, baseType: !603)
!603 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !70, line: 72, baseType: !71)
!604 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !605, file: !569, line: 63)
!605 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !582, line: 87, baseType: !71)
!606 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !607, file: !569, line: 65)
!607 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !608, line: 24, baseType: !609)
!608 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!609 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !70, line: 38, baseType: !610)
!610 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!611 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !612, file: !569, line: 66)
!612 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !608, line: 25, baseType: !613)
!613 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !70, line: 40, baseType: !73)
!614 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !615, file: !569, line: 67)
!615 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !608, line: 26, baseType: !616)
!616 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !70, line: 42, baseType: !258)
!617 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !618, file: !569, line: 68)
!618 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !608, line: 27, baseType: !619)
!619 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !70, line: 45, baseType: !97)
!620 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !621, file: !569, line: 70)
!621 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !582, line: 71, baseType: !610)
!622 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !623, file: !569, line: 71)
!623 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !582, line: 73, baseType: !97)
!624 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !625, file: !569, line: 72)
!625 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !582, line: 74, baseType: !97)
!626 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !627, file: !569, line: 73)
!627 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !582, line: 75, baseType: !97)
!628 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !629, file: !569, line: 75)
!629 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !582, line: 49, baseType: !630)
!630 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !70, line: 53, baseType: !609)
!631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !632, file: !569, line: 76)
!632 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !582, line: 50, baseType: !633)
!633 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !70, line: 55, baseType: !613)
!634 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !635, file: !569, line: 77)
!635 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !582, line: 51, baseType: !636)
!636 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !70, line: 57, baseType: !616)
!637 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !638, file: !569, line: 78)
!638 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !582, line: 52, baseType: !639)
!639 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !70, line: 59, baseType: !619)
!640 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !641, file: !569, line: 80)
!641 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !582, line: 102, baseType: !642)
!642 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !70, line: 73, baseType: !97)
!643 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !644, file: !569, line: 81)
!644 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !582, line: 90, baseType: !97)
!645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !646, file: !648, line: 53)
!646 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !647, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!647 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!648 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: "")
!649 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !650, file: !648, line: 54)
!650 = !DISubprogram(name: "setlocale", scope: !647, file: !647, line: 122, type: !651, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!651 = !DISubroutineType(types: !652)
!652 = !{!50, !39, !144}
!653 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !654, file: !648, line: 55)
!654 = !DISubprogram(name: "localeconv", scope: !647, file: !647, line: 125, type: !655, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!655 = !DISubroutineType(types: !656)
!656 = !{!657}
!657 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !646, size: 64)
!658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !659, file: !661, line: 64)
!659 = !DISubprogram(name: "isalnum", scope: !660, file: !660, line: 108, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!660 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!661 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: "")
!662 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !663, file: !661, line: 65)
!663 = !DISubprogram(name: "isalpha", scope: !660, file: !660, line: 109, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!664 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !665, file: !661, line: 66)
!665 = !DISubprogram(name: "iscntrl", scope: !660, file: !660, line: 110, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!666 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !667, file: !661, line: 67)
!667 = !DISubprogram(name: "isdigit", scope: !660, file: !660, line: 111, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!668 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !669, file: !661, line: 68)
!669 = !DISubprogram(name: "isgraph", scope: !660, file: !660, line: 113, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!670 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !671, file: !661, line: 69)
!671 = !DISubprogram(name: "islower", scope: !660, file: !660, line: 112, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!672 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !673, file: !661, line: 70)
!673 = !DISubprogram(name: "isprint", scope: !660, file: !660, line: 114, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!674 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !675, file: !661, line: 71)
!675 = !DISubprogram(name: "ispunct", scope: !660, file: !660, line: 115, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!676 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !677, file: !661, line: 72)
!677 = !DISubprogram(name: "isspace", scope: !660, file: !660, line: 116, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!678 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !679, file: !661, line: 73)
!679 = !DISubprogram(name: "isupper", scope: !660, file: !660, line: 117, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!680 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !681, file: !661, line: 74)
!681 = !DISubprogram(name: "isxdigit", scope: !660, file: !660, line: 118, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !683, file: !661, line: 75)
!683 = !DISubprogram(name: "tolower", scope: !660, file: !660, line: 122, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!684 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !685, file: !661, line: 76)
!685 = !DISubprogram(name: "toupper", scope: !660, file: !660, line: 125, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!686 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !687, file: !661, line: 87)
!687 = !DISubprogram(name: "isblank", scope: !660, file: !660, line: 130, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!688 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !689, entity: !690, file: !691, line: 58)
!689 = !DINamespace(name: "__gnu_debug", scope: null)
!690 = !DINamespace(name: "__debug", scope: !37)
!691 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!692 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !693, file: !695, line: 52)
!693 = !DISubprogram(name: "abs", scope: !694, file: !694, line: 861, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!694 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!695 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!696 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !697, file: !699, line: 127)
!697 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !694, line: 63, baseType: !698)
!698 = !DICompositeType(tag: DW_TAG_structure_type, file: !694, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!699 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!700 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !701, file: !699, line: 128)
!701 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !694, line: 71, baseType: !702)
!702 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !694, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !703, identifier: "_ZTS6ldiv_t")
!703 = !{!704, !705}
!704 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !702, file: !694, line: 69, baseType: !71, size: 64)
!705 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !702, file: !694, line: 70, baseType: !71, size: 64, offset: 64)
!706 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !707, file: !699, line: 130)
!707 = !DISubprogram(name: "abort", scope: !694, file: !694, line: 611, type: !708, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!708 = !DISubroutineType(types: !709)
!709 = !{null}
!710 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !711, file: !699, line: 132)
!711 = !DISubprogram(name: "aligned_alloc", scope: !694, file: !694, line: 605, type: !712, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!712 = !DISubroutineType(types: !713)
!713 = !{!93, !95, !95}
!714 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !715, file: !699, line: 134)
!715 = !DISubprogram(name: "atexit", scope: !694, file: !694, line: 615, type: !716, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!716 = !DISubroutineType(types: !717)
!717 = !{!39, !718}
!718 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !708, size: 64)
!719 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !720, file: !699, line: 137)
!720 = !DISubprogram(name: "at_quick_exit", scope: !694, file: !694, line: 620, type: !716, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!721 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !722, file: !699, line: 140)
!722 = !DISubprogram(name: "atof", scope: !723, file: !723, line: 25, type: !724, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!723 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!724 = !DISubroutineType(types: !725)
!725 = !{!38, !144}
!726 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !727, file: !699, line: 141)
!727 = !DISubprogram(name: "atoi", scope: !694, file: !694, line: 362, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !729, file: !699, line: 142)
!729 = !DISubprogram(name: "atol", scope: !694, file: !694, line: 367, type: !730, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!730 = !DISubroutineType(types: !731)
!731 = !{!71, !144}
!732 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !733, file: !699, line: 143)
!733 = !DISubprogram(name: "bsearch", scope: !734, file: !734, line: 20, type: !735, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!734 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!735 = !DISubroutineType(types: !736)
!736 = !{!93, !187, !187, !95, !95, !737}
!737 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !694, line: 829, baseType: !738)
!738 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !739, size: 64)
!739 = !DISubroutineType(types: !740)
!740 = !{!39, !187, !187}
!741 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !742, file: !699, line: 144)
!742 = !DISubprogram(name: "calloc", scope: !694, file: !694, line: 556, type: !712, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !744, file: !699, line: 145)
!744 = !DISubprogram(name: "div", scope: !694, file: !694, line: 873, type: !745, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!745 = !DISubroutineType(types: !746)
!746 = !{!697, !39, !39}
!747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !748, file: !699, line: 146)
!748 = !DISubprogram(name: "exit", scope: !694, file: !694, line: 637, type: !749, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!749 = !DISubroutineType(types: !750)
!750 = !{null, !39}
!751 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !752, file: !699, line: 147)
!752 = !DISubprogram(name: "free", scope: !694, file: !694, line: 568, type: !753, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!753 = !DISubroutineType(types: !754)
!754 = !{null, !93}
!755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !756, file: !699, line: 148)
!756 = !DISubprogram(name: "getenv", scope: !694, file: !694, line: 654, type: !757, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!757 = !DISubroutineType(types: !758)
!758 = !{!50, !144}
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !760, file: !699, line: 149)
!760 = !DISubprogram(name: "labs", scope: !694, file: !694, line: 862, type: !761, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!761 = !DISubroutineType(types: !762)
!762 = !{!71, !71}
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !764, file: !699, line: 150)
!764 = !DISubprogram(name: "ldiv", scope: !694, file: !694, line: 875, type: !765, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DISubroutineType(types: !766)
!766 = !{!701, !71, !71}
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !768, file: !699, line: 151)
!768 = !DISubprogram(name: "malloc", scope: !694, file: !694, line: 553, type: !769, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!769 = !DISubroutineType(types: !770)
!770 = !{!93, !95}
!771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !772, file: !699, line: 153)
!772 = !DISubprogram(name: "mblen", scope: !694, file: !694, line: 943, type: !773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!773 = !DISubroutineType(types: !774)
!774 = !{!39, !144, !95}
!775 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !776, file: !699, line: 154)
!776 = !DISubprogram(name: "mbstowcs", scope: !694, file: !694, line: 954, type: !777, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!777 = !DISubroutineType(types: !778)
!778 = !{!95, !336, !143, !95}
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !780, file: !699, line: 155)
!780 = !DISubprogram(name: "mbtowc", scope: !694, file: !694, line: 946, type: !781, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = !DISubroutineType(types: !782)
!782 = !{!39, !336, !143, !95}
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !784, file: !699, line: 157)
!784 = !DISubprogram(name: "qsort", scope: !694, file: !694, line: 851, type: !785, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!785 = !DISubroutineType(types: !786)
!786 = !{null, !93, !95, !95, !737}
!787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !788, file: !699, line: 160)
!788 = !DISubprogram(name: "quick_exit", scope: !694, file: !694, line: 643, type: !749, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !790, file: !699, line: 163)
!790 = !DISubprogram(name: "rand", scope: !694, file: !694, line: 454, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !792, file: !699, line: 164)
!792 = !DISubprogram(name: "realloc", scope: !694, file: !694, line: 564, type: !793, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!793 = !DISubroutineType(types: !794)
!794 = !{!93, !93, !95}
!795 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !796, file: !699, line: 165)
!796 = !DISubprogram(name: "srand", scope: !694, file: !694, line: 456, type: !797, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!797 = !DISubroutineType(types: !798)
!798 = !{null, !258}
!799 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !800, file: !699, line: 166)
!800 = !DISubprogram(name: "strtod", scope: !694, file: !694, line: 118, type: !801, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!801 = !DISubroutineType(types: !802)
!802 = !{!38, !143, !803}
!803 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !804)
!804 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!805 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !806, file: !699, line: 167)
!806 = !DISubprogram(name: "strtol", scope: !694, file: !694, line: 177, type: !807, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!807 = !DISubroutineType(types: !808)
!808 = !{!71, !143, !803, !39}
!809 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !810, file: !699, line: 168)
!810 = !DISubprogram(name: "strtoul", scope: !694, file: !694, line: 181, type: !811, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!811 = !DISubroutineType(types: !812)
!812 = !{!97, !143, !803, !39}
!813 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !814, file: !699, line: 169)
!814 = !DISubprogram(name: "system", scope: !694, file: !694, line: 804, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!815 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !816, file: !699, line: 171)
!816 = !DISubprogram(name: "wcstombs", scope: !694, file: !694, line: 958, type: !817, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!817 = !DISubroutineType(types: !818)
!818 = !{!95, !138, !346, !95}
!819 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !820, file: !699, line: 172)
!820 = !DISubprogram(name: "wctomb", scope: !694, file: !694, line: 950, type: !821, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!821 = !DISubroutineType(types: !822)
!822 = !{!39, !50, !335}
!823 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !824, file: !699, line: 200)
!824 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !694, line: 81, baseType: !825)
!825 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !694, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !826, identifier: "_ZTS7lldiv_t")
!826 = !{!827, !828}
!827 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !825, file: !694, line: 79, baseType: !549, size: 64)
!828 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !825, file: !694, line: 80, baseType: !549, size: 64, offset: 64)
!829 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !830, file: !699, line: 206)
!830 = !DISubprogram(name: "_Exit", scope: !694, file: !694, line: 649, type: !749, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!831 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !832, file: !699, line: 210)
!832 = !DISubprogram(name: "llabs", scope: !694, file: !694, line: 865, type: !833, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!833 = !DISubroutineType(types: !834)
!834 = !{!549, !549}
!835 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !836, file: !699, line: 216)
!836 = !DISubprogram(name: "lldiv", scope: !694, file: !694, line: 879, type: !837, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!837 = !DISubroutineType(types: !838)
!838 = !{!824, !549, !549}
!839 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !840, file: !699, line: 227)
!840 = !DISubprogram(name: "atoll", scope: !694, file: !694, line: 374, type: !841, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!841 = !DISubroutineType(types: !842)
!842 = !{!549, !144}
!843 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !844, file: !699, line: 228)
!844 = !DISubprogram(name: "strtoll", scope: !694, file: !694, line: 201, type: !845, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!845 = !DISubroutineType(types: !846)
!846 = !{!549, !143, !803, !39}
!847 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !848, file: !699, line: 229)
!848 = !DISubprogram(name: "strtoull", scope: !694, file: !694, line: 206, type: !849, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!849 = !DISubroutineType(types: !850)
!850 = !{!554, !143, !803, !39}
!851 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !852, file: !699, line: 231)
!852 = !DISubprogram(name: "strtof", scope: !694, file: !694, line: 124, type: !853, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!853 = !DISubroutineType(types: !854)
!854 = !{!485, !143, !803}
!855 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !271, entity: !856, file: !699, line: 232)
!856 = !DISubprogram(name: "strtold", scope: !694, file: !694, line: 127, type: !857, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!857 = !DISubroutineType(types: !858)
!858 = !{!544, !143, !803}
!859 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !824, file: !699, line: 240)
!860 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !830, file: !699, line: 242)
!861 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !832, file: !699, line: 244)
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !863, file: !699, line: 245)
!863 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !271, file: !699, line: 213, type: !837, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!864 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !836, file: !699, line: 246)
!865 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !840, file: !699, line: 248)
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !852, file: !699, line: 249)
!867 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !844, file: !699, line: 250)
!868 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !848, file: !699, line: 251)
!869 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !856, file: !699, line: 252)
!870 = !{i32 7, !"Dwarf Version", i32 5}
!871 = !{i32 2, !"Debug Info Version", i32 3}
!872 = !{i32 1, !"wchar_size", i32 4}
!873 = !{i32 8, !"PIC Level", i32 2}
!874 = !{i32 7, !"PIE Level", i32 2}
!875 = !{i32 7, !"uwtable", i32 2}
!876 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!877 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!878 = distinct !DISubprogram(name: "twice", linkageName: "_Z5twicel", scope: !2, file: !2, line: 8, type: !761, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !879)
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
!890 = distinct !DISubprogram(name: "neg", linkageName: "_Z3negl", scope: !2, file: !2, line: 9, type: !761, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !891)
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
!909 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !761, size: 64)
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
!942 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception.h", directory: "")
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
