; ModuleID = 'tests/programs/features/eh.cpp'
source_filename = "tests/programs/features/eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Box = type { i64 }
%struct.E = type { i32 }
%struct.D = type <{ %struct.B, i32, [4 x i8] }>
%struct.B = type { ptr }
%class.anon = type { ptr }

$_ZN1EC2Ei = comdat any

$_ZN1DC2Ei = comdat any

$_ZNK3BoxIlE3getEv = comdat any

$_ZN1DD2Ev = comdat any

$_ZN1BC2Ev = comdat any

$_ZN1DD0Ev = comdat any

$_ZN1D1fEi = comdat any

$_ZN1BD2Ev = comdat any

$_ZN1BD0Ev = comdat any

$_ZTW7tls_var = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

$_ZTV1D = comdat any

$_ZTS1D = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

$_ZTI1D = comdat any

$_ZTV1B = comdat any

@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1E }, comdat, align 8
@tls_var = dso_local thread_local global i32 5, align 4
@__const._Z4mainiPPc.bx = private unnamed_addr constant %struct.Box { i64 7 }, align 8
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1D, ptr @_ZN1DD2Ev, ptr @_ZN1DD0Ev, ptr @_ZN1D1fEi] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1B }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1D, ptr @_ZTI1B }, comdat, align 8
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1BD2Ev, ptr @_ZN1BD0Ev, ptr @__cxa_pure_virtual] }, comdat, align 8

@_ZN1ED1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN1ED2Ev

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone
define dso_local noundef i32 @_Z7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp eq i32 %5, 3
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 4) #9
  store i32 42, ptr %8, align 16
  call void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #10
  unreachable

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  %11 = icmp eq i32 %10, 4
  br i1 %11, label %12, label %19

12:                                               ; preds = %9
  %13 = call ptr @__cxa_allocate_exception(i64 4) #9
  invoke void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %13, i32 noundef 7) #11
          to label %14 unwind label %15

14:                                               ; preds = %12
  call void @__cxa_throw(ptr %13, ptr @_ZTI1E, ptr @_ZN1ED1Ev) #10
  unreachable

15:                                               ; preds = %12
  %16 = landingpad { ptr, i32 }
          cleanup
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %3, align 8
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %4, align 4
  call void @__cxa_free_exception(ptr %13) #9
  br label %21

19:                                               ; preds = %9
  %20 = load i32, ptr %2, align 4
  ret i32 %20

21:                                               ; preds = %15
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %4, align 4
  %24 = insertvalue { ptr, i32 } poison, ptr %22, 0
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1
  resume { ptr, i32 } %25
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret void
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline optnone
define dso_local noundef i32 @_Z7guardedi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.E, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 1) #11
  %10 = load i32, ptr %3, align 4
  %11 = invoke noundef i32 @_Z7throweri(i32 noundef %10) #11
          to label %12 unwind label %13

12:                                               ; preds = %1
  store i32 %11, ptr %2, align 4
  store i32 1, ptr %7, align 4
  br label %45

13:                                               ; preds = %1
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %5, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %6, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %6, align 4
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %26

21:                                               ; preds = %17
  %22 = load ptr, ptr %5, align 8
  %23 = call ptr @__cxa_begin_catch(ptr %22) #9
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %9, align 4
  %25 = load i32, ptr %9, align 4
  store i32 %25, ptr %2, align 4
  store i32 1, ptr %7, align 4
  call void @__cxa_end_catch() #9
  br label %45

26:                                               ; preds = %17
  %27 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #9
  %28 = icmp eq i32 %18, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %26
  %30 = load ptr, ptr %5, align 8
  %31 = call ptr @__cxa_begin_catch(ptr %30) #9
  store ptr %31, ptr %8, align 8
  %32 = load ptr, ptr %8, align 8
  %33 = getelementptr inbounds %struct.E, ptr %32, i32 0, i32 0
  %34 = load i32, ptr %33, align 4
  store i32 %34, ptr %2, align 4
  store i32 1, ptr %7, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %39

35:                                               ; preds = %26
  %36 = load ptr, ptr %5, align 8
  %37 = call ptr @__cxa_begin_catch(ptr %36) #9
  store i32 -1, ptr %2, align 4
  store i32 1, ptr %7, align 4
  invoke void @__cxa_end_catch()
          to label %38 unwind label %39

38:                                               ; preds = %35
  br label %45

39:                                               ; preds = %29, %35
  %40 = landingpad { ptr, i32 }
          cleanup
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %5, align 8
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %6, align 4
  call void @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #12
  br label %47

43:                                               ; preds = %29
  br label %45

44:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

45:                                               ; preds = %21, %43, %38, %12
  call void @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #12
  %46 = load i32, ptr %2, align 4
  ret i32 %46

47:                                               ; preds = %39
  %48 = load ptr, ptr %5, align 8
  %49 = load i32, ptr %6, align 4
  %50 = insertvalue { ptr, i32 } poison, ptr %48, 0
  %51 = insertvalue { ptr, i32 } %50, i32 %49, 1
  resume { ptr, i32 } %51
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #3

; Function Attrs: mustprogress noinline optnone
define dso_local noundef i32 @_Z12cleanup_onlyi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.E, align 4
  %4 = alloca %struct.E, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1) #11
  invoke void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2) #11
          to label %7 unwind label %17

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = invoke noundef i32 @_Z7throweri(i32 noundef %8) #11
          to label %10 unwind label %21

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %9, %12
  %14 = getelementptr inbounds %struct.E, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = add nsw i32 %13, %15
  call void @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #12
  call void @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #12
  ret i32 %16

17:                                               ; preds = %1
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %5, align 8
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %6, align 4
  br label %25

21:                                               ; preds = %7
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %5, align 8
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %6, align 4
  call void @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #12
  br label %25

25:                                               ; preds = %21, %17
  call void @_ZN1ED1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #12
  br label %26

26:                                               ; preds = %25
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %6, align 4
  %29 = insertvalue { ptr, i32 } poison, ptr %27, 0
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1
  resume { ptr, i32 } %30
}

; Function Attrs: mustprogress noinline optnone
define dso_local noundef i32 @_Z4mainiPPc(i32 noundef %0, ptr noundef %1) #1 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca %struct.D, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca %struct.Box, align 8
  %13 = alloca %class.anon, align 8
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %14 = load i32, ptr %3, align 4
  call void @_ZN1DC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %5, i32 noundef %14) #11
  store ptr %5, ptr %6, align 8
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %24, %2
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %16, 6
  br i1 %17, label %18, label %31

18:                                               ; preds = %15
  %19 = load i32, ptr %8, align 4
  %20 = invoke noundef i32 @_Z7guardedi(i32 noundef %19) #11
          to label %21 unwind label %27

21:                                               ; preds = %18
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %22, %20
  store i32 %23, ptr %7, align 4
  br label %24

24:                                               ; preds = %21
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %15, !llvm.loop !5

27:                                               ; preds = %88, %82, %59, %57, %48, %18
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %9, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %10, align 4
  br label %92

31:                                               ; preds = %15
  %32 = load ptr, ptr %6, align 8
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr inbounds ptr, ptr %33, i64 2
  %35 = load ptr, ptr %34, align 8
  %36 = invoke noundef i32 %35(ptr noundef nonnull align 8 dereferenceable(8) %32, i32 noundef -1) #11
          to label %37 unwind label %40

37:                                               ; preds = %31
  %38 = load i32, ptr %7, align 4
  %39 = add nsw i32 %38, %36
  store i32 %39, ptr %7, align 4
  br label %57

40:                                               ; preds = %31
  %41 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %42 = extractvalue { ptr, i32 } %41, 0
  store ptr %42, ptr %9, align 8
  %43 = extractvalue { ptr, i32 } %41, 1
  store i32 %43, ptr %10, align 4
  br label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %10, align 4
  %46 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #9
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %92

48:                                               ; preds = %44
  %49 = load ptr, ptr %9, align 8
  %50 = call ptr @__cxa_begin_catch(ptr %49) #9
  store ptr %50, ptr %11, align 8
  %51 = load ptr, ptr %11, align 8
  %52 = getelementptr inbounds %struct.E, ptr %51, i32 0, i32 0
  %53 = load i32, ptr %52, align 4
  %54 = load i32, ptr %7, align 4
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr %7, align 4
  invoke void @__cxa_end_catch()
          to label %56 unwind label %27

56:                                               ; preds = %48
  br label %57

57:                                               ; preds = %56, %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const._Z4mainiPPc.bx, i64 8, i1 false)
  %58 = invoke noundef i64 @_ZNK3BoxIlE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %12) #11
          to label %59 unwind label %27

59:                                               ; preds = %57
  %60 = load i32, ptr %7, align 4
  %61 = sext i32 %60 to i64
  %62 = add nsw i64 %61, %58
  %63 = trunc i64 %62 to i32
  store i32 %63, ptr %7, align 4
  %64 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  %65 = load i32, ptr %64, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %64, align 4
  %67 = load i32, ptr %7, align 4
  %68 = add nsw i32 %67, %65
  store i32 %68, ptr %7, align 4
  %69 = getelementptr inbounds %class.anon, ptr %13, i32 0, i32 0
  store ptr %7, ptr %69, align 8
  %70 = invoke noundef i32 @"_ZZ4mainiPPcENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(8) %13, i32 noundef 2) #11
          to label %71 unwind label %27

71:                                               ; preds = %59
  %72 = load i32, ptr %7, align 4
  %73 = add nsw i32 %72, %70
  store i32 %73, ptr %7, align 4
  %74 = invoke noundef i32 @_Z12cleanup_onlyi(i32 noundef 3) #11
          to label %75 unwind label %78

75:                                               ; preds = %71
  %76 = load i32, ptr %7, align 4
  %77 = add nsw i32 %76, %74
  store i32 %77, ptr %7, align 4
  br label %88

78:                                               ; preds = %71
  %79 = landingpad { ptr, i32 }
          catch ptr null
  %80 = extractvalue { ptr, i32 } %79, 0
  store ptr %80, ptr %9, align 8
  %81 = extractvalue { ptr, i32 } %79, 1
  store i32 %81, ptr %10, align 4
  br label %82

82:                                               ; preds = %78
  %83 = load ptr, ptr %9, align 8
  %84 = call ptr @__cxa_begin_catch(ptr %83) #9
  %85 = load i32, ptr %7, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %7, align 4
  invoke void @__cxa_end_catch()
          to label %87 unwind label %27

87:                                               ; preds = %82
  br label %88

88:                                               ; preds = %87, %75
  %89 = load i32, ptr %7, align 4
  %90 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %89) #11
          to label %91 unwind label %27

91:                                               ; preds = %88
  call void @_ZN1DD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5) #12
  ret i32 0

92:                                               ; preds = %44, %27
  call void @_ZN1DD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5) #12
  br label %93

93:                                               ; preds = %92
  %94 = load ptr, ptr %9, align 8
  %95 = load i32, ptr %10, align 4
  %96 = insertvalue { ptr, i32 } poison, ptr %94, 0
  %97 = insertvalue { ptr, i32 } %96, i32 %95, 1
  resume { ptr, i32 } %97
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1DC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  call void @_ZN1BC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #12
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @_ZNK3BoxIlE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Box, ptr %3, i32 0, i32 0
  %5 = load i64, ptr %4, align 8
  ret i64 %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #5

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainiPPcENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %8, align 4
  %10 = mul nsw i32 %6, %9
  ret i32 %10
}

declare i32 @printf(ptr noundef, ...) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1DD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1BC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV1B, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1DD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1DD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_ZN1D1fEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %2
  %11 = call ptr @__cxa_allocate_exception(i64 4) #9
  %12 = load i32, ptr %4, align 4
  invoke void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %12) #11
          to label %13 unwind label %14

13:                                               ; preds = %10
  call void @__cxa_throw(ptr %11, ptr @_ZTI1E, ptr @_ZN1ED1Ev) #10
  unreachable

14:                                               ; preds = %10
  %15 = landingpad { ptr, i32 }
          cleanup
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %5, align 8
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %6, align 4
  call void @__cxa_free_exception(ptr %11) #9
  br label %23

18:                                               ; preds = %2
  %19 = load i32, ptr %4, align 4
  %20 = getelementptr inbounds %struct.D, ptr %7, i32 0, i32 1
  %21 = load i32, ptr %20, align 8
  %22 = add nsw i32 %19, %21
  ret i32 %22

23:                                               ; preds = %14
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %6, align 4
  %26 = insertvalue { ptr, i32 } poison, ptr %24, 0
  %27 = insertvalue { ptr, i32 } %26, i32 %25, 1
  resume { ptr, i32 } %27
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1BD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #14
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #7

; Function Attrs: noinline
define weak_odr hidden noundef ptr @_ZTW7tls_var() #8 comdat {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  ret ptr %1
}

attributes #0 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { nobuiltin "no-builtins" }
attributes #12 = { nobuiltin nounwind "no-builtins" }
attributes #13 = { builtin nobuiltin nounwind "no-builtins" }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
