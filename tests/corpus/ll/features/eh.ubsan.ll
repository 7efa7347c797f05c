; ModuleID = 'tests/programs/features/eh.cpp'
source_filename = "tests/programs/features/eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.D = type <{ %struct.B, i32, [4 x i8] }>
%struct.B = type { ptr }

$_ZN1BD2Ev = comdat any

$_ZN1DD0Ev = comdat any

$_ZN1D1fEi = comdat any

$_ZTW7tls_var = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

$_ZTV1D = comdat any

$_ZTS1D = comdat any

$_ZTI1D = comdat any

@.src = private unnamed_addr constant [31 x i8] c"tests/programs/features/eh.cpp\00", align 1
@_ZTIi = external constant ptr
@0 = private unnamed_addr constant { i16, i16, [4 x i8] } { i16 -1, i16 0, [4 x i8] c"'E'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 11, i32 88 }, ptr @0, i8 2, i8 5 }
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1E }, comdat, align 8
@2 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 27 }, ptr @2, i8 2, i8 0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 19, i32 59 }, ptr @2 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 19, i32 65 }, ptr @2 }
@tls_var = dso_local thread_local global i32 5, align 4
@6 = private unnamed_addr constant { i16, i16, [4 x i8] } { i16 -1, i16 0, [4 x i8] c"'D'\00" }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 23, i32 33 }, ptr @2 }
@8 = private unnamed_addr constant { i16, i16, [4 x i8] } { i16 -1, i16 0, [4 x i8] c"'B'\00" }
@__ubsan_vptr_type_cache = external local_unnamed_addr global [128 x i64]
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1B }, comdat, align 8
@9 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr, i8 } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 17 }, ptr @8, ptr @_ZTI1B, i8 4 }
@10 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 11 }, ptr @2 }
@11 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 48 }, ptr @2, i8 2, i8 0 }
@12 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 43 }, ptr @2 }
@13 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 47 }, ptr @2 }
@14 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 37 }, ptr @2 }
@15 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 5 }, ptr @2 }
@16 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 11 }, ptr @2 }
@17 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 48 }, ptr @2 }
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1D, ptr @_ZN1BD2Ev, ptr @_ZN1DD0Ev, ptr @_ZN1D1fEi] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1D, ptr @_ZTI1B }, comdat, align 8
@18 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 83 }, ptr @0, i8 2, i8 5 }
@19 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr, i8 } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 100 }, ptr @6, ptr @_ZTI1D, i8 3 }
@20 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 98 }, ptr @2 }
@21 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 36 }, ptr @2 }

@_ZN1ED1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN1ED2Ev

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local void @_ZN1ED2Ev(ptr nocapture nonnull readnone align 4 %0) unnamed_addr #0 align 2 {
  ret void
}

; Function Attrs: uwtable
declare void @__ubsan_handle_type_mismatch_v1(ptr, i64) local_unnamed_addr #1

; Function Attrs: mustprogress noinline
define dso_local noundef range(i32 5, 3) i32 @_Z7throweri(i32 noundef returned %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !func_sanitize !4 {
  switch i32 %0, label %13 [
    i32 3, label %2
    i32 4, label %4
  ]

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 42, ptr %3, align 16, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #12
  unreachable

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  %6 = icmp ne ptr %5, null, !nosanitize !9
  %7 = ptrtoint ptr %5 to i64, !nosanitize !9
  %8 = and i64 %7, 3, !nosanitize !9
  %9 = icmp eq i64 %8, 0, !nosanitize !9
  %10 = and i1 %6, %9, !nosanitize !9
  br i1 %10, label %12, label %11, !prof !10, !nosanitize !9

11:                                               ; preds = %4
  tail call void @__ubsan_handle_type_mismatch_v1(ptr nonnull @1, i64 %7) #11, !nosanitize !9
  br label %12, !nosanitize !9

12:                                               ; preds = %11, %4
  store i32 7, ptr %5, align 4, !tbaa !11
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #12
  unreachable

13:                                               ; preds = %1
  ret i32 %0
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress
define dso_local noundef i32 @_Z7guardedi(i32 noundef %0) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 !func_sanitize !4 {
  %2 = invoke noundef i32 @_Z7throweri(i32 noundef %0) #13
          to label %24 unwind label %3

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
          catch ptr null
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #11
  %11 = load i32, ptr %10, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #11
  br label %24

12:                                               ; preds = %3
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #11
  %14 = icmp eq i32 %6, %13
  %15 = tail call ptr @__cxa_begin_catch(ptr %5) #11
  br i1 %14, label %16, label %23

16:                                               ; preds = %12
  %17 = ptrtoint ptr %15 to i64, !nosanitize !9
  %18 = and i64 %17, 3, !nosanitize !9
  %19 = icmp eq i64 %18, 0, !nosanitize !9
  br i1 %19, label %21, label %20, !prof !10, !nosanitize !9

20:                                               ; preds = %16
  tail call void @__ubsan_handle_type_mismatch_v1(ptr nonnull @3, i64 %17) #11, !nosanitize !9
  br label %21, !nosanitize !9

21:                                               ; preds = %20, %16
  %22 = load i32, ptr %15, align 4, !tbaa !11
  tail call void @__cxa_end_catch()
  br label %24

23:                                               ; preds = %12
  tail call void @__cxa_end_catch()
  br label %24

24:                                               ; preds = %23, %21, %1, %9
  %25 = phi i32 [ %11, %9 ], [ -1, %23 ], [ %0, %1 ], [ %22, %21 ]
  ret i32 %25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress
define dso_local noundef i32 @_Z12cleanup_onlyi(i32 noundef %0) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 !func_sanitize !4 {
  %2 = tail call noundef i32 @_Z7throweri(i32 noundef %0) #13
  %3 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 1), !nosanitize !9
  %4 = extractvalue { i32, i1 } %3, 0, !nosanitize !9
  %5 = extractvalue { i32, i1 } %3, 1, !nosanitize !9
  br i1 %5, label %6, label %8, !prof !13, !nosanitize !9

6:                                                ; preds = %1
  %7 = zext i32 %0 to i64, !nosanitize !9
  tail call void @__ubsan_handle_add_overflow(ptr nonnull @4, i64 %7, i64 1) #11, !nosanitize !9
  br label %8, !nosanitize !9

8:                                                ; preds = %1, %6
  %9 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 2), !nosanitize !9
  %10 = extractvalue { i32, i1 } %9, 1, !nosanitize !9
  br i1 %10, label %11, label %13, !prof !13, !nosanitize !9

11:                                               ; preds = %8
  %12 = zext i32 %4 to i64, !nosanitize !9
  tail call void @__ubsan_handle_add_overflow(ptr nonnull @5, i64 %12, i64 2) #11, !nosanitize !9
  br label %13, !nosanitize !9

13:                                               ; preds = %11, %8
  %14 = extractvalue { i32, i1 } %9, 0, !nosanitize !9
  ret i32 %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) local_unnamed_addr #1

; Function Attrs: mustprogress
define dso_local noundef i32 @_Z4mainiPPc(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 !func_sanitize !14 {
  %3 = alloca %struct.D, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #11
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV1D, i64 16), ptr %3, align 8, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 %0, ptr %4, align 8, !tbaa !17
  br label %16

5:                                                ; preds = %26
  %6 = load ptr, ptr %3, align 8, !tbaa !15, !nosanitize !9
  %7 = ptrtoint ptr %6 to i64, !nosanitize !9
  %8 = mul i64 %7, -4658895280553007687, !nosanitize !9
  %9 = lshr i64 %8, 31, !nosanitize !9
  %10 = xor i64 %8, %9
  %11 = xor i64 %10, 5838584541881998865
  %12 = and i64 %11, 127, !nosanitize !9
  %13 = getelementptr inbounds [128 x i64], ptr @__ubsan_vptr_type_cache, i64 0, i64 %12, !nosanitize !9
  %14 = load i64, ptr %13, align 8, !nosanitize !9
  %15 = icmp eq i64 %14, %11, !nosanitize !9
  br i1 %15, label %31, label %29, !prof !10, !nosanitize !9

16:                                               ; preds = %2, %26
  %17 = phi i32 [ 0, %2 ], [ %27, %26 ]
  %18 = phi i32 [ 0, %2 ], [ %21, %26 ]
  %19 = tail call noundef i32 @_Z7guardedi(i32 noundef %17) #13
  %20 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %18, i32 %19), !nosanitize !9
  %21 = extractvalue { i32, i1 } %20, 0, !nosanitize !9
  %22 = extractvalue { i32, i1 } %20, 1, !nosanitize !9
  br i1 %22, label %23, label %26, !prof !13, !nosanitize !9

23:                                               ; preds = %16
  %24 = zext i32 %18 to i64, !nosanitize !9
  %25 = zext i32 %19 to i64, !nosanitize !9
  tail call void @__ubsan_handle_add_overflow(ptr nonnull @7, i64 %24, i64 %25) #11, !nosanitize !9
  br label %26, !nosanitize !9

26:                                               ; preds = %23, %16
  %27 = add nuw nsw i32 %17, 1
  %28 = icmp eq i32 %27, 6
  br i1 %28, label %5, label %16, !llvm.loop !20

29:                                               ; preds = %5
  %30 = ptrtoint ptr %3 to i64, !nosanitize !9
  call void @__ubsan_handle_dynamic_type_cache_miss(ptr nonnull @9, i64 %30, i64 %11) #11, !nosanitize !9
  br label %31, !nosanitize !9

31:                                               ; preds = %5, %29
  %32 = load ptr, ptr %3, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load ptr, ptr %33, align 8
  %35 = invoke noundef i32 %34(ptr noundef nonnull align 8 dereferenceable(8) %3, i32 noundef -1) #13
          to label %36 unwind label %42

36:                                               ; preds = %31
  %37 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %21, i32 %35), !nosanitize !9
  %38 = extractvalue { i32, i1 } %37, 1, !nosanitize !9
  br i1 %38, label %39, label %62, !prof !13, !nosanitize !9

39:                                               ; preds = %36
  %40 = zext i32 %21 to i64, !nosanitize !9
  %41 = zext i32 %35 to i64, !nosanitize !9
  call void @__ubsan_handle_add_overflow(ptr nonnull @10, i64 %40, i64 %41) #11, !nosanitize !9
  br label %62, !nosanitize !9

42:                                               ; preds = %31
  %43 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %44 = extractvalue { ptr, i32 } %43, 1
  %45 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #11
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %115

47:                                               ; preds = %42
  %48 = extractvalue { ptr, i32 } %43, 0
  %49 = call ptr @__cxa_begin_catch(ptr %48) #11
  %50 = ptrtoint ptr %49 to i64, !nosanitize !9
  %51 = and i64 %50, 3, !nosanitize !9
  %52 = icmp eq i64 %51, 0, !nosanitize !9
  br i1 %52, label %54, label %53, !prof !10, !nosanitize !9

53:                                               ; preds = %47
  call void @__ubsan_handle_type_mismatch_v1(ptr nonnull @11, i64 %50) #11, !nosanitize !9
  br label %54, !nosanitize !9

54:                                               ; preds = %53, %47
  %55 = load i32, ptr %49, align 4, !tbaa !11
  %56 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %21, i32 %55), !nosanitize !9
  %57 = extractvalue { i32, i1 } %56, 1, !nosanitize !9
  br i1 %57, label %58, label %61, !prof !13, !nosanitize !9

58:                                               ; preds = %54
  %59 = zext i32 %21 to i64, !nosanitize !9
  %60 = zext i32 %55 to i64, !nosanitize !9
  call void @__ubsan_handle_add_overflow(ptr nonnull @12, i64 %59, i64 %60) #11, !nosanitize !9
  br label %61, !nosanitize !9

61:                                               ; preds = %58, %54
  call void @__cxa_end_catch()
  br label %62

62:                                               ; preds = %61, %36, %39
  %63 = phi { i32, i1 } [ %56, %61 ], [ %37, %39 ], [ %37, %36 ]
  %64 = extractvalue { i32, i1 } %63, 0
  %65 = zext i32 %64 to i64
  %66 = add nuw nsw i64 %65, 7
  %67 = trunc i64 %66 to i32
  %68 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %69, i32 1), !nosanitize !9
  %71 = extractvalue { i32, i1 } %70, 0, !nosanitize !9
  %72 = extractvalue { i32, i1 } %70, 1, !nosanitize !9
  br i1 %72, label %73, label %75, !prof !13, !nosanitize !9

73:                                               ; preds = %62
  %74 = zext i32 %69 to i64, !nosanitize !9
  call void @__ubsan_handle_add_overflow(ptr nonnull @13, i64 %74, i64 1) #11, !nosanitize !9
  br label %75, !nosanitize !9

75:                                               ; preds = %73, %62
  store i32 %71, ptr %68, align 4, !tbaa !5
  %76 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %67, i32 %69), !nosanitize !9
  %77 = extractvalue { i32, i1 } %76, 0, !nosanitize !9
  %78 = extractvalue { i32, i1 } %76, 1, !nosanitize !9
  br i1 %78, label %79, label %82, !prof !13, !nosanitize !9

79:                                               ; preds = %75
  %80 = and i64 %66, 4294967295
  %81 = zext i32 %69 to i64, !nosanitize !9
  call void @__ubsan_handle_add_overflow(ptr nonnull @14, i64 %80, i64 %81) #11, !nosanitize !9
  br label %82, !nosanitize !9

82:                                               ; preds = %79, %75
  %83 = add i32 %77, 1073741824
  %84 = icmp sgt i32 %83, -1
  br i1 %84, label %87, label %85, !prof !10, !nosanitize !9

85:                                               ; preds = %82
  %86 = zext i32 %77 to i64, !nosanitize !9
  call void @__ubsan_handle_mul_overflow(ptr nonnull @21, i64 2, i64 %86) #11, !nosanitize !9
  br label %87, !nosanitize !9

87:                                               ; preds = %82, %85
  %88 = shl i32 %77, 1
  %89 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %77, i32 %88), !nosanitize !9
  %90 = extractvalue { i32, i1 } %89, 0, !nosanitize !9
  %91 = extractvalue { i32, i1 } %89, 1, !nosanitize !9
  br i1 %91, label %92, label %95, !prof !13, !nosanitize !9

92:                                               ; preds = %87
  %93 = zext i32 %77 to i64, !nosanitize !9
  %94 = zext i32 %88 to i64, !nosanitize !9
  call void @__ubsan_handle_add_overflow(ptr nonnull @15, i64 %93, i64 %94) #11, !nosanitize !9
  br label %95, !nosanitize !9

95:                                               ; preds = %92, %87
  %96 = invoke noundef i32 @_Z7throweri(i32 noundef 3) #13
          to label %97 unwind label %102

97:                                               ; preds = %95
  %98 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %90, i32 6), !nosanitize !9
  %99 = extractvalue { i32, i1 } %98, 1, !nosanitize !9
  br i1 %99, label %100, label %111, !prof !13, !nosanitize !9

100:                                              ; preds = %97
  %101 = zext i32 %90 to i64, !nosanitize !9
  call void @__ubsan_handle_add_overflow(ptr nonnull @16, i64 %101, i64 6) #11, !nosanitize !9
  br label %111, !nosanitize !9

102:                                              ; preds = %95
  %103 = landingpad { ptr, i32 }
          catch ptr null
  %104 = extractvalue { ptr, i32 } %103, 0
  %105 = call ptr @__cxa_begin_catch(ptr %104) #11
  %106 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %90, i32 1), !nosanitize !9
  %107 = extractvalue { i32, i1 } %106, 1, !nosanitize !9
  br i1 %107, label %108, label %110, !prof !13, !nosanitize !9

108:                                              ; preds = %102
  %109 = zext i32 %90 to i64, !nosanitize !9
  call void @__ubsan_handle_add_overflow(ptr nonnull @17, i64 %109, i64 1) #11, !nosanitize !9
  br label %110, !nosanitize !9

110:                                              ; preds = %108, %102
  call void @__cxa_end_catch()
  br label %111

111:                                              ; preds = %110, %97, %100
  %112 = phi { i32, i1 } [ %106, %110 ], [ %98, %100 ], [ %98, %97 ]
  %113 = extractvalue { i32, i1 } %112, 0
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %113) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #11
  ret i32 0

115:                                              ; preds = %42
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #11
  resume { ptr, i32 } %43
}

; Function Attrs: uwtable
declare void @__ubsan_handle_dynamic_type_cache_miss(ptr, i64, i64) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #6

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local void @_ZN1DD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #9 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #14
  ret void
}

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef i32 @_ZN1D1fEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = ptrtoint ptr %0 to i64, !nosanitize !9
  %4 = icmp slt i32 %1, 0
  br i1 %4, label %5, label %14

5:                                                ; preds = %2
  %6 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  %7 = icmp ne ptr %6, null, !nosanitize !9
  %8 = ptrtoint ptr %6 to i64, !nosanitize !9
  %9 = and i64 %8, 3, !nosanitize !9
  %10 = icmp eq i64 %9, 0, !nosanitize !9
  %11 = and i1 %7, %10, !nosanitize !9
  br i1 %11, label %13, label %12, !prof !10, !nosanitize !9

12:                                               ; preds = %5
  tail call void @__ubsan_handle_type_mismatch_v1(ptr nonnull @18, i64 %8) #11, !nosanitize !9
  br label %13, !nosanitize !9

13:                                               ; preds = %12, %5
  store i32 %1, ptr %6, align 4, !tbaa !11
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #12
  unreachable

14:                                               ; preds = %2
  %15 = load ptr, ptr %0, align 8, !tbaa !15, !nosanitize !9
  %16 = ptrtoint ptr %15 to i64, !nosanitize !9
  %17 = mul i64 %16, -4658895280553007687, !nosanitize !9
  %18 = lshr i64 %17, 31, !nosanitize !9
  %19 = xor i64 %17, %18
  %20 = xor i64 %19, 6604053621953772674
  %21 = and i64 %20, 127, !nosanitize !9
  %22 = getelementptr inbounds [128 x i64], ptr @__ubsan_vptr_type_cache, i64 0, i64 %21, !nosanitize !9
  %23 = load i64, ptr %22, align 8, !nosanitize !9
  %24 = icmp eq i64 %23, %20, !nosanitize !9
  br i1 %24, label %26, label %25, !prof !10, !nosanitize !9

25:                                               ; preds = %14
  tail call void @__ubsan_handle_dynamic_type_cache_miss(ptr nonnull @19, i64 %3, i64 %20) #11, !nosanitize !9
  br label %26, !nosanitize !9

26:                                               ; preds = %14, %25
  %27 = getelementptr inbounds i8, ptr %0, i64 8
  %28 = load i32, ptr %27, align 8, !tbaa !17
  %29 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %1, i32 %28), !nosanitize !9
  %30 = extractvalue { i32, i1 } %29, 1, !nosanitize !9
  br i1 %30, label %31, label %34, !prof !13, !nosanitize !9

31:                                               ; preds = %26
  %32 = zext nneg i32 %1 to i64, !nosanitize !9
  %33 = zext i32 %28 to i64, !nosanitize !9
  tail call void @__ubsan_handle_add_overflow(ptr nonnull @20, i64 %32, i64 %33) #11, !nosanitize !9
  br label %34, !nosanitize !9

34:                                               ; preds = %31, %26
  %35 = extractvalue { i32, i1 } %29, 0, !nosanitize !9
  ret i32 %35
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i64, i64) local_unnamed_addr #1

define weak_odr hidden noundef ptr @_ZTW7tls_var() local_unnamed_addr #7 comdat {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  ret ptr %1
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable }
attributes #2 = { mustprogress noinline "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { nobuiltin "no-builtins" }
attributes #14 = { builtin nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{i32 -1056584962, i32 -897942929}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{}
!10 = !{!"branch_weights", i32 1048575, i32 1}
!11 = !{!12, !6, i64 0}
!12 = !{!"_ZTS1E", !6, i64 0}
!13 = !{!"branch_weights", i32 1, i32 1048575}
!14 = !{i32 -1056584962, i32 -1359287618}
!15 = !{!16, !16, i64 0}
!16 = !{!"vtable pointer", !8, i64 0}
!17 = !{!18, !6, i64 8}
!18 = !{!"_ZTS1D", !19, i64 0, !6, i64 8}
!19 = !{!"_ZTS1B"}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.unroll.disable"}
