; ModuleID = 'eh_cleanup.cpp'
source_filename = "eh_cleanup.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<std::unique_ptr<Item>, std::allocator<std::unique_ptr<Item>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::unique_ptr<Item>, std::allocator<std::unique_ptr<Item>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::unique_ptr<Item>, std::allocator<std::unique_ptr<Item>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::unique_ptr<Item>, std::allocator<std::unique_ptr<Item>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%struct.Item = type { i32 }
%"class.std::allocator.0" = type { i8 }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.4" }
%"struct.std::_Head_base.4" = type { ptr }

$_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_ = comdat any

$_ZN4ItemD2Ev = comdat any

$_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJPS1_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_ = comdat any

$_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [10 x i8] c"built %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"failed at %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [36 x i8] c"got %d constructed %d destroyed %d\0A\00", align 1
@_ZL11constructed = internal unnamed_addr global i32 0, align 4
@_ZL9destroyed = internal unnamed_addr global i32 0, align 4
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant [53 x i8] c"NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE\00", comdat, align 1
@_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE }, comdat, align 8
@.str.4 = private unnamed_addr constant [12 x i8] c"inside dtor\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"swallowed %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z5buildi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::vector", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca ptr, align 8
  %5 = alloca [3 x %struct.Item], align 4
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #17
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %6, ptr %3, align 8, !tbaa !5
  store i32 1953720684, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 4, ptr %7, align 8, !tbaa !10
  %8 = getelementptr inbounds i8, ptr %3, i64 20
  store i8 0, ptr %8, align 4, !tbaa !13
  %9 = icmp sgt i32 %0, 0
  br i1 %9, label %10, label %40

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = getelementptr inbounds i8, ptr %2, i64 16
  br label %13

13:                                               ; preds = %10, %31
  %14 = phi i32 [ 0, %10 ], [ %32, %31 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #17
  %15 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18
          to label %16 unwind label %34

16:                                               ; preds = %13
  store i32 %14, ptr %15, align 4, !tbaa !14
  %17 = icmp eq i32 %14, 13
  br i1 %17, label %18, label %21

18:                                               ; preds = %16
  %19 = call ptr @__cxa_allocate_exception(i64 4) #17
  store i32 13, ptr %19, align 16, !tbaa !17
  invoke void @__cxa_throw(ptr nonnull %19, ptr nonnull @_ZTIi, ptr null) #19
          to label %20 unwind label %36

20:                                               ; preds = %18
  unreachable

21:                                               ; preds = %16
  %22 = load i32, ptr @_ZL11constructed, align 4, !tbaa !17
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr @_ZL11constructed, align 4, !tbaa !17
  store ptr %15, ptr %4, align 8, !tbaa !18
  %24 = load ptr, ptr %11, align 8, !tbaa !18
  %25 = load ptr, ptr %12, align 8, !tbaa !19
  %26 = icmp eq ptr %24, %25
  br i1 %26, label %30, label %27

27:                                               ; preds = %21
  store ptr %15, ptr %24, align 8, !tbaa !18
  %28 = load ptr, ptr %11, align 8, !tbaa !21
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr %29, ptr %11, align 8, !tbaa !21
  br label %31

30:                                               ; preds = %21
  invoke void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJPS1_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %24, ptr noundef nonnull align 8 dereferenceable(8) %4)
          to label %31 unwind label %34

31:                                               ; preds = %30, %27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17
  %32 = add nuw nsw i32 %14, 1
  %33 = icmp eq i32 %32, %0
  br i1 %33, label %40, label %13, !llvm.loop !22

34:                                               ; preds = %30, %13
  %35 = landingpad { ptr, i32 }
          cleanup
  br label %38

36:                                               ; preds = %18
  %37 = landingpad { ptr, i32 }
          cleanup
  call void @_ZdlPvm(ptr noundef nonnull %15, i64 noundef 4) #20
  br label %38

38:                                               ; preds = %36, %34
  %39 = phi { ptr, i32 } [ %35, %34 ], [ %37, %36 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17
  br label %94

40:                                               ; preds = %31, %1
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5) #17
  store i32 100, ptr %5, align 4, !tbaa !14
  %41 = load i32, ptr @_ZL11constructed, align 4, !tbaa !17
  %42 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 7, ptr %42, align 4, !tbaa !14
  %43 = add nsw i32 %41, 2
  store i32 %43, ptr @_ZL11constructed, align 4, !tbaa !17
  %44 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %0, ptr %44, align 4, !tbaa !14
  %45 = icmp eq i32 %0, 13
  br i1 %45, label %46, label %49

46:                                               ; preds = %40
  %47 = call ptr @__cxa_allocate_exception(i64 4) #17
  store i32 13, ptr %47, align 16, !tbaa !17
  invoke void @__cxa_throw(ptr nonnull %47, ptr nonnull @_ZTIi, ptr null) #19
          to label %48 unwind label %58

48:                                               ; preds = %46
  unreachable

49:                                               ; preds = %40
  %50 = add nsw i32 %41, 3
  store i32 %50, ptr @_ZL11constructed, align 4, !tbaa !17
  %51 = getelementptr inbounds i8, ptr %2, i64 8
  %52 = load ptr, ptr %51, align 8, !tbaa !21
  %53 = load ptr, ptr %2, align 8, !tbaa !24
  %54 = getelementptr inbounds i8, ptr %5, i64 8
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %54) #17
  %55 = getelementptr inbounds i8, ptr %5, i64 4
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %55) #17
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #17
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #17
  %56 = load ptr, ptr %3, align 8, !tbaa !25
  %57 = icmp eq ptr %56, %6
  br i1 %57, label %64, label %61

58:                                               ; preds = %46
  %59 = landingpad { ptr, i32 }
          cleanup
  %60 = getelementptr inbounds i8, ptr %5, i64 4
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %60) #17
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #17
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #17
  br label %94

61:                                               ; preds = %49
  %62 = load i64, ptr %6, align 8, !tbaa !13
  %63 = add i64 %62, 1
  call void @_ZdlPvm(ptr noundef %56, i64 noundef %63) #20
  br label %64

64:                                               ; preds = %49, %61
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #17
  %65 = load ptr, ptr %2, align 8, !tbaa !24
  %66 = load ptr, ptr %51, align 8, !tbaa !21
  %67 = icmp eq ptr %65, %66
  br i1 %67, label %78, label %68

68:                                               ; preds = %64, %73
  %69 = phi ptr [ %74, %73 ], [ %65, %64 ]
  %70 = load ptr, ptr %69, align 8, !tbaa !18
  %71 = icmp eq ptr %70, null
  br i1 %71, label %73, label %72

72:                                               ; preds = %68
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %70) #17
  call void @_ZdlPvm(ptr noundef nonnull %70, i64 noundef 4) #20
  br label %73

73:                                               ; preds = %72, %68
  store ptr null, ptr %69, align 8, !tbaa !18
  %74 = getelementptr inbounds i8, ptr %69, i64 8
  %75 = icmp eq ptr %74, %66
  br i1 %75, label %76, label %68, !llvm.loop !26

76:                                               ; preds = %73
  %77 = load ptr, ptr %2, align 8, !tbaa !24
  br label %78

78:                                               ; preds = %76, %64
  %79 = phi ptr [ %77, %76 ], [ %65, %64 ]
  %80 = icmp eq ptr %79, null
  br i1 %80, label %87, label %81

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %2, i64 16
  %83 = load ptr, ptr %82, align 8, !tbaa !19
  %84 = ptrtoint ptr %83 to i64
  %85 = ptrtoint ptr %79 to i64
  %86 = sub i64 %84, %85
  call void @_ZdlPvm(ptr noundef nonnull %79, i64 noundef %86) #20
  br label %87

87:                                               ; preds = %78, %81
  %88 = ptrtoint ptr %52 to i64
  %89 = ptrtoint ptr %53 to i64
  %90 = sub i64 %88, %89
  %91 = lshr exact i64 %90, 3
  %92 = trunc i64 %91 to i32
  %93 = add nsw i32 %92, %0
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #17
  ret i32 %93

94:                                               ; preds = %58, %38
  %95 = phi { ptr, i32 } [ %39, %38 ], [ %59, %58 ]
  %96 = load ptr, ptr %3, align 8, !tbaa !25
  %97 = icmp eq ptr %96, %6
  br i1 %97, label %101, label %98

98:                                               ; preds = %94
  %99 = load i64, ptr %6, align 8, !tbaa !13
  %100 = add i64 %99, 1
  call void @_ZdlPvm(ptr noundef %96, i64 noundef %100) #20
  br label %101

101:                                              ; preds = %98, %94
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #17
  call void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %2) #17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #17
  resume { ptr, i32 } %95
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !5
  %6 = icmp eq ptr %1, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.6) #19
  unreachable

8:                                                ; preds = %3
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #17
  store i64 %9, ptr %4, align 8, !tbaa !27
  %10 = icmp ugt i64 %9, 15
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %12, ptr %0, align 8, !tbaa !25
  %13 = load i64, ptr %4, align 8, !tbaa !27
  store i64 %13, ptr %5, align 8, !tbaa !13
  br label %14

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ]
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ]

16:                                               ; preds = %14
  %17 = load i8, ptr %1, align 1, !tbaa !13
  store i8 %17, ptr %15, align 1, !tbaa !13
  br label %19

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false)
  br label %19

19:                                               ; preds = %18, %16, %14
  %20 = load i64, ptr %4, align 8, !tbaa !27
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %20, ptr %21, align 8, !tbaa !10
  %22 = load ptr, ptr %0, align 8, !tbaa !25
  %23 = getelementptr inbounds i8, ptr %22, i64 %20
  store i8 0, ptr %23, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::allocator.0", align 1
  %3 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !17
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL9destroyed, align 4, !tbaa !17
  %5 = load i32, ptr %0, align 4, !tbaa !14
  %6 = icmp eq i32 %5, 7
  br i1 %6, label %7, label %24

7:                                                ; preds = %1
  %8 = tail call ptr @__cxa_allocate_exception(i64 32) #17
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #17
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull @.str.4, ptr noundef nonnull align 1 dereferenceable(1) %2)
          to label %9 unwind label %12

9:                                                ; preds = %7
  invoke void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #19
          to label %29 unwind label %10

10:                                               ; preds = %9
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
          catch ptr null
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #17
  br label %14

12:                                               ; preds = %7
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
          catch ptr null
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #17
  call void @__cxa_free_exception(ptr %8) #17
  br label %14

14:                                               ; preds = %10, %12
  %15 = phi { ptr, i32 } [ %11, %10 ], [ %13, %12 ]
  %16 = extractvalue { ptr, i32 } %15, 0
  %17 = extractvalue { ptr, i32 } %15, 1
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #17
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %14
  %21 = call ptr @__cxa_begin_catch(ptr %16) #17
  %22 = load ptr, ptr %21, align 8, !tbaa !25
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %22)
  invoke void @__cxa_end_catch()
          to label %24 unwind label %25

24:                                               ; preds = %20, %1
  ret void

25:                                               ; preds = %20
  %26 = landingpad { ptr, i32 }
          catch ptr null
  %27 = extractvalue { ptr, i32 } %26, 0
  call void @__clang_call_terminate(ptr %27) #21
  unreachable

28:                                               ; preds = %14
  call void @__clang_call_terminate(ptr %16) #21
  unreachable

29:                                               ; preds = %9
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #5 align 2

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !24
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !21
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !18
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #17
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef 4) #20
  br label %11

11:                                               ; preds = %10, %6
  store ptr null, ptr %7, align 8, !tbaa !18
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !26

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !24
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !19
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #20
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 10) i32 @main() local_unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %1 = invoke noundef i32 @_Z5buildi(i32 noundef 5)
          to label %2 unwind label %4

2:                                                ; preds = %0
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5)
  br label %14

4:                                                ; preds = %0
  %5 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %6 = extractvalue { ptr, i32 } %5, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #17
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %71

9:                                                ; preds = %4
  %10 = extractvalue { ptr, i32 } %5, 0
  %11 = tail call ptr @__cxa_begin_catch(ptr %10) #17
  %12 = load i32, ptr %11, align 4, !tbaa !17
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %12)
  tail call void @__cxa_end_catch() #17
  br label %14

14:                                               ; preds = %2, %9
  %15 = phi i32 [ %1, %2 ], [ 1000, %9 ]
  %16 = invoke noundef i32 @_Z5buildi(i32 noundef 9)
          to label %27 unwind label %17

17:                                               ; preds = %14
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %19 = extractvalue { ptr, i32 } %18, 1
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #17
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %71

22:                                               ; preds = %17
  %23 = extractvalue { ptr, i32 } %18, 0
  %24 = tail call ptr @__cxa_begin_catch(ptr %23) #17
  %25 = load i32, ptr %24, align 4, !tbaa !17
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25)
  tail call void @__cxa_end_catch() #17
  br label %29

27:                                               ; preds = %14
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9)
  br label %29

29:                                               ; preds = %27, %22
  %30 = phi i32 [ %16, %27 ], [ 1000, %22 ]
  %31 = invoke noundef i32 @_Z5buildi(i32 noundef 13)
          to label %42 unwind label %32

32:                                               ; preds = %29
  %33 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %34 = extractvalue { ptr, i32 } %33, 1
  %35 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #17
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %71

37:                                               ; preds = %32
  %38 = extractvalue { ptr, i32 } %33, 0
  %39 = tail call ptr @__cxa_begin_catch(ptr %38) #17
  %40 = load i32, ptr %39, align 4, !tbaa !17
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %40)
  tail call void @__cxa_end_catch() #17
  br label %44

42:                                               ; preds = %29
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 13)
  br label %44

44:                                               ; preds = %42, %37
  %45 = phi i32 [ %31, %42 ], [ 1000, %37 ]
  %46 = invoke noundef i32 @_Z5buildi(i32 noundef 17)
          to label %57 unwind label %47

47:                                               ; preds = %44
  %48 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %49 = extractvalue { ptr, i32 } %48, 1
  %50 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #17
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %71

52:                                               ; preds = %47
  %53 = extractvalue { ptr, i32 } %48, 0
  %54 = tail call ptr @__cxa_begin_catch(ptr %53) #17
  %55 = load i32, ptr %54, align 4, !tbaa !17
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %55)
  tail call void @__cxa_end_catch() #17
  br label %59

57:                                               ; preds = %44
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 17)
  br label %59

59:                                               ; preds = %57, %52
  %60 = phi i32 [ %46, %57 ], [ 1000, %52 ]
  %61 = add nsw i32 %30, %15
  %62 = add nsw i32 %45, %61
  %63 = add nsw i32 %60, %62
  %64 = load i32, ptr @_ZL11constructed, align 4, !tbaa !17
  %65 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !17
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %63, i32 noundef %64, i32 noundef %65)
  %67 = load i32, ptr @_ZL11constructed, align 4, !tbaa !17
  %68 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !17
  %69 = icmp eq i32 %67, %68
  %70 = select i1 %69, i32 0, i32 9
  ret i32 %70

71:                                               ; preds = %47, %32, %17, %4
  %72 = phi { ptr, i32 } [ %5, %4 ], [ %18, %17 ], [ %33, %32 ], [ %48, %47 ]
  resume { ptr, i32 } %72
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #17
  tail call void @_ZSt9terminatev() #21
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJPS1_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = ptrtoint ptr %1 to i64
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !21
  %7 = ptrtoint ptr %6 to i64
  %8 = load ptr, ptr %0, align 8, !tbaa !18
  %9 = ptrtoint ptr %8 to i64
  %10 = ptrtoint ptr %6 to i64
  %11 = ptrtoint ptr %8 to i64
  %12 = sub i64 %10, %11
  %13 = icmp eq i64 %12, 9223372036854775800
  br i1 %13, label %14, label %15

14:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #19
  unreachable

15:                                               ; preds = %3
  %16 = ashr exact i64 %12, 3
  %17 = tail call i64 @llvm.umax.i64(i64 %16, i64 1)
  %18 = add nsw i64 %17, %16
  %19 = icmp ult i64 %18, %16
  %20 = tail call i64 @llvm.umin.i64(i64 %18, i64 1152921504606846975)
  %21 = select i1 %19, i64 1152921504606846975, i64 %20
  %22 = ptrtoint ptr %1 to i64
  %23 = sub i64 %22, %11
  %24 = ashr exact i64 %23, 3
  %25 = icmp eq i64 %21, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %15
  %27 = shl nuw nsw i64 %21, 3
  %28 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %27) #18
  br label %29

29:                                               ; preds = %15, %26
  %30 = phi ptr [ %28, %26 ], [ null, %15 ]
  %31 = getelementptr inbounds %"class.std::unique_ptr", ptr %30, i64 %24
  %32 = load ptr, ptr %2, align 8, !tbaa !18
  store ptr %32, ptr %31, align 8, !tbaa !18
  %33 = icmp eq ptr %8, %1
  br i1 %33, label %81, label %34

34:                                               ; preds = %29
  %35 = add i64 %4, -8
  %36 = sub i64 %35, %9
  %37 = lshr i64 %36, 3
  %38 = add nuw nsw i64 %37, 1
  %39 = icmp ult i64 %36, 152
  br i1 %39, label %71, label %40

40:                                               ; preds = %34
  %41 = add i64 %4, -8
  %42 = sub i64 %41, %9
  %43 = and i64 %42, -8
  %44 = add i64 %43, 8
  %45 = getelementptr i8, ptr %30, i64 %44
  %46 = getelementptr i8, ptr %8, i64 %44
  %47 = icmp ult ptr %30, %46
  %48 = icmp ult ptr %8, %45
  %49 = and i1 %47, %48
  br i1 %49, label %71, label %50

50:                                               ; preds = %40
  %51 = and i64 %38, 4611686018427387900
  %52 = shl i64 %51, 3
  %53 = getelementptr i8, ptr %30, i64 %52
  %54 = shl i64 %51, 3
  %55 = getelementptr i8, ptr %8, i64 %54
  br label %56

56:                                               ; preds = %56, %50
  %57 = phi i64 [ 0, %50 ], [ %67, %56 ]
  %58 = shl i64 %57, 3
  %59 = getelementptr i8, ptr %30, i64 %58
  %60 = shl i64 %57, 3
  %61 = getelementptr i8, ptr %8, i64 %60
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  %62 = getelementptr i8, ptr %61, i64 16
  %63 = load <2 x i64>, ptr %61, align 8, !tbaa !18, !alias.scope !33, !noalias !28
  %64 = load <2 x i64>, ptr %62, align 8, !tbaa !18, !alias.scope !33, !noalias !28
  %65 = getelementptr i8, ptr %59, i64 16
  store <2 x i64> %63, ptr %59, align 8, !tbaa !18, !alias.scope !36, !noalias !33
  store <2 x i64> %64, ptr %65, align 8, !tbaa !18, !alias.scope !36, !noalias !33
  %66 = getelementptr i8, ptr %61, i64 16
  store <2 x ptr> zeroinitializer, ptr %61, align 8, !tbaa !18, !alias.scope !33, !noalias !28
  store <2 x ptr> zeroinitializer, ptr %66, align 8, !tbaa !18, !alias.scope !33, !noalias !28
  %67 = add nuw i64 %57, 4
  %68 = icmp eq i64 %67, %51
  br i1 %68, label %69, label %56, !llvm.loop !38

69:                                               ; preds = %56
  %70 = icmp eq i64 %38, %51
  br i1 %70, label %81, label %71

71:                                               ; preds = %69, %40, %34
  %72 = phi ptr [ %30, %40 ], [ %30, %34 ], [ %53, %69 ]
  %73 = phi ptr [ %8, %40 ], [ %8, %34 ], [ %55, %69 ]
  br label %74

74:                                               ; preds = %71, %74
  %75 = phi ptr [ %79, %74 ], [ %72, %71 ]
  %76 = phi ptr [ %78, %74 ], [ %73, %71 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  %77 = load i64, ptr %76, align 8, !tbaa !18, !alias.scope !31, !noalias !28
  store i64 %77, ptr %75, align 8, !tbaa !18, !alias.scope !28, !noalias !31
  store ptr null, ptr %76, align 8, !tbaa !18, !alias.scope !31, !noalias !28
  %78 = getelementptr inbounds i8, ptr %76, i64 8
  %79 = getelementptr inbounds i8, ptr %75, i64 8
  %80 = icmp eq ptr %78, %1
  br i1 %80, label %81, label %74, !llvm.loop !41

81:                                               ; preds = %74, %69, %29
  %82 = phi ptr [ %30, %29 ], [ %53, %69 ], [ %79, %74 ]
  %83 = getelementptr i8, ptr %82, i64 8
  %84 = icmp eq ptr %6, %1
  br i1 %84, label %132, label %85

85:                                               ; preds = %81
  %86 = add i64 %7, -8
  %87 = sub i64 %86, %4
  %88 = lshr i64 %87, 3
  %89 = add nuw nsw i64 %88, 1
  %90 = icmp ult i64 %87, 184
  br i1 %90, label %122, label %91

91:                                               ; preds = %85
  %92 = add i64 %7, -8
  %93 = sub i64 %92, %4
  %94 = and i64 %93, -8
  %95 = add i64 %94, 16
  %96 = getelementptr i8, ptr %82, i64 %95
  %97 = getelementptr i8, ptr %1, i64 %94
  %98 = icmp ult ptr %82, %97
  %99 = icmp ugt ptr %96, %1
  %100 = and i1 %98, %99
  br i1 %100, label %122, label %101

101:                                              ; preds = %91
  %102 = and i64 %89, 4611686018427387900
  %103 = shl i64 %102, 3
  %104 = getelementptr i8, ptr %83, i64 %103
  %105 = shl i64 %102, 3
  %106 = getelementptr i8, ptr %1, i64 %105
  br label %107

107:                                              ; preds = %107, %101
  %108 = phi i64 [ 0, %101 ], [ %118, %107 ]
  %109 = shl i64 %108, 3
  %110 = getelementptr i8, ptr %83, i64 %109
  %111 = shl i64 %108, 3
  %112 = getelementptr i8, ptr %1, i64 %111
  tail call void @llvm.experimental.noalias.scope.decl(metadata !42)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  %113 = getelementptr i8, ptr %112, i64 16
  %114 = load <2 x i64>, ptr %112, align 8, !tbaa !18, !alias.scope !47, !noalias !42
  %115 = load <2 x i64>, ptr %113, align 8, !tbaa !18, !alias.scope !47, !noalias !42
  %116 = getelementptr i8, ptr %110, i64 16
  store <2 x i64> %114, ptr %110, align 8, !tbaa !18, !alias.scope !50, !noalias !47
  store <2 x i64> %115, ptr %116, align 8, !tbaa !18, !alias.scope !50, !noalias !47
  %117 = getelementptr i8, ptr %112, i64 16
  store <2 x ptr> zeroinitializer, ptr %112, align 8, !tbaa !18, !alias.scope !47, !noalias !42
  store <2 x ptr> zeroinitializer, ptr %117, align 8, !tbaa !18, !alias.scope !47, !noalias !42
  %118 = add nuw i64 %108, 4
  %119 = icmp eq i64 %118, %102
  br i1 %119, label %120, label %107, !llvm.loop !52

120:                                              ; preds = %107
  %121 = icmp eq i64 %89, %102
  br i1 %121, label %132, label %122

122:                                              ; preds = %120, %91, %85
  %123 = phi ptr [ %83, %91 ], [ %83, %85 ], [ %104, %120 ]
  %124 = phi ptr [ %1, %91 ], [ %1, %85 ], [ %106, %120 ]
  br label %125

125:                                              ; preds = %122, %125
  %126 = phi ptr [ %130, %125 ], [ %123, %122 ]
  %127 = phi ptr [ %129, %125 ], [ %124, %122 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !42)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  %128 = load i64, ptr %127, align 8, !tbaa !18, !alias.scope !45, !noalias !42
  store i64 %128, ptr %126, align 8, !tbaa !18, !alias.scope !42, !noalias !45
  store ptr null, ptr %127, align 8, !tbaa !18, !alias.scope !45, !noalias !42
  %129 = getelementptr inbounds i8, ptr %127, i64 8
  %130 = getelementptr inbounds i8, ptr %126, i64 8
  %131 = icmp eq ptr %129, %6
  br i1 %131, label %132, label %125, !llvm.loop !53

132:                                              ; preds = %125, %120, %81
  %133 = phi ptr [ %83, %81 ], [ %104, %120 ], [ %130, %125 ]
  %134 = getelementptr inbounds i8, ptr %0, i64 16
  %135 = icmp eq ptr %8, null
  br i1 %135, label %140, label %136

136:                                              ; preds = %132
  %137 = load ptr, ptr %134, align 8, !tbaa !19
  %138 = ptrtoint ptr %137 to i64
  %139 = sub i64 %138, %11
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef %139) #20
  br label %140

140:                                              ; preds = %132, %136
  store ptr %30, ptr %0, align 8, !tbaa !24
  store ptr %133, ptr %5, align 8, !tbaa !21
  %141 = getelementptr inbounds %"class.std::unique_ptr", ptr %30, i64 %21
  store ptr %141, ptr %134, align 8, !tbaa !19
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #15

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #16

attributes #0 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #17 = { nounwind }
attributes #18 = { builtin allocsize(0) }
attributes #19 = { noreturn }
attributes #20 = { builtin nounwind }
attributes #21 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !6, i64 0, !12, i64 8, !8, i64 16}
!12 = !{!"long", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !16, i64 0}
!15 = !{!"_ZTS4Item", !16, i64 0}
!16 = !{!"int", !8, i64 0}
!17 = !{!16, !16, i64 0}
!18 = !{!7, !7, i64 0}
!19 = !{!20, !7, i64 16}
!20 = !{!"_ZTSNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!21 = !{!20, !7, i64 8}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!20, !7, i64 0}
!25 = !{!11, !7, i64 0}
!26 = distinct !{!26, !23}
!27 = !{!12, !12, i64 0}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!30 = distinct !{!30, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!31 = !{!32}
!32 = distinct !{!32, !30, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!33 = !{!32, !34}
!34 = distinct !{!34, !35}
!35 = distinct !{!35, !"LVerDomain"}
!36 = !{!29, !37}
!37 = distinct !{!37, !35}
!38 = distinct !{!38, !23, !39, !40}
!39 = !{!"llvm.loop.isvectorized", i32 1}
!40 = !{!"llvm.loop.unroll.runtime.disable"}
!41 = distinct !{!41, !23, !39}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!44 = distinct !{!44, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!45 = !{!46}
!46 = distinct !{!46, !44, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!47 = !{!46, !48}
!48 = distinct !{!48, !49}
!49 = distinct !{!49, !"LVerDomain"}
!50 = !{!43, !51}
!51 = distinct !{!51, !49}
!52 = distinct !{!52, !23, !39, !40}
!53 = distinct !{!53, !23, !39}
