; ModuleID = 'tests/run/aarch64/eh_cleanup.cpp'
source_filename = "tests/run/aarch64/eh_cleanup.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %5 = alloca [3 x %struct.Item], align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #17
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %6, ptr %3, align 8, !tbaa !6
  store i32 1953720684, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 4, ptr %7, align 8, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %3, i64 20
  store i8 0, ptr %8, align 4, !tbaa !14
  %9 = icmp sgt i32 %0, 0
  br i1 %9, label %10, label %41

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = getelementptr inbounds i8, ptr %2, i64 16
  br label %13

13:                                               ; preds = %10, %32
  %14 = phi i32 [ 0, %10 ], [ %33, %32 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #17
  %15 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18
          to label %16 unwind label %35

16:                                               ; preds = %13
  store i32 %14, ptr %15, align 4, !tbaa !15
  %17 = icmp eq i32 %14, 13
  br i1 %17, label %18, label %21

18:                                               ; preds = %16
  %19 = call ptr @__cxa_allocate_exception(i64 4) #17
  store i32 13, ptr %19, align 16, !tbaa !18
  invoke void @__cxa_throw(ptr nonnull %19, ptr nonnull @_ZTIi, ptr null) #19
          to label %20 unwind label %37

20:                                               ; preds = %18
  unreachable

21:                                               ; preds = %16
  %22 = load i32, ptr @_ZL11constructed, align 4, !tbaa !18
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr @_ZL11constructed, align 4, !tbaa !18
  store ptr %15, ptr %4, align 8, !tbaa !19
  %24 = load ptr, ptr %11, align 8, !tbaa !19
  %25 = load ptr, ptr %12, align 8, !tbaa !20
  %26 = icmp eq ptr %24, %25
  br i1 %26, label %30, label %27

27:                                               ; preds = %21
  store ptr %15, ptr %24, align 8, !tbaa !19
  %28 = load ptr, ptr %11, align 8, !tbaa !22
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr %29, ptr %11, align 8, !tbaa !22
  br label %32

30:                                               ; preds = %21
  %31 = ptrtoint ptr %24 to i64
  invoke void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJPS1_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, i64 %31, ptr noundef nonnull align 8 dereferenceable(8) %4)
          to label %32 unwind label %35

32:                                               ; preds = %30, %27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17
  %33 = add nuw nsw i32 %14, 1
  %34 = icmp eq i32 %33, %0
  br i1 %34, label %41, label %13, !llvm.loop !23

35:                                               ; preds = %30, %13
  %36 = landingpad { ptr, i32 }
          cleanup
  br label %39

37:                                               ; preds = %18
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @_ZdlPvm(ptr noundef nonnull %15, i64 noundef 4) #20
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi { ptr, i32 } [ %36, %35 ], [ %38, %37 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17
  br label %94

41:                                               ; preds = %32, %1
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5) #17
  %42 = load i32, ptr @_ZL11constructed, align 4, !tbaa !18
  store <2 x i32> <i32 100, i32 7>, ptr %5, align 8, !tbaa !15
  %43 = add nsw i32 %42, 2
  store i32 %43, ptr @_ZL11constructed, align 4, !tbaa !18
  %44 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %0, ptr %44, align 8, !tbaa !15
  %45 = icmp eq i32 %0, 13
  br i1 %45, label %46, label %49

46:                                               ; preds = %41
  %47 = call ptr @__cxa_allocate_exception(i64 4) #17
  store i32 13, ptr %47, align 16, !tbaa !18
  invoke void @__cxa_throw(ptr nonnull %47, ptr nonnull @_ZTIi, ptr null) #19
          to label %48 unwind label %58

48:                                               ; preds = %46
  unreachable

49:                                               ; preds = %41
  %50 = add nsw i32 %42, 3
  store i32 %50, ptr @_ZL11constructed, align 4, !tbaa !18
  %51 = getelementptr inbounds i8, ptr %2, i64 8
  %52 = load ptr, ptr %51, align 8, !tbaa !22
  %53 = load ptr, ptr %2, align 8, !tbaa !25
  %54 = getelementptr inbounds i8, ptr %5, i64 8
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %54) #17
  %55 = getelementptr inbounds i8, ptr %5, i64 4
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %55) #17
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #17
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #17
  %56 = load ptr, ptr %3, align 8, !tbaa !26
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
  %62 = load i64, ptr %6, align 8, !tbaa !14
  %63 = add i64 %62, 1
  call void @_ZdlPvm(ptr noundef %56, i64 noundef %63) #20
  br label %64

64:                                               ; preds = %49, %61
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #17
  %65 = load ptr, ptr %2, align 8, !tbaa !25
  %66 = load ptr, ptr %51, align 8, !tbaa !22
  %67 = icmp eq ptr %65, %66
  br i1 %67, label %78, label %68

68:                                               ; preds = %64, %73
  %69 = phi ptr [ %74, %73 ], [ %65, %64 ]
  %70 = load ptr, ptr %69, align 8, !tbaa !19
  %71 = icmp eq ptr %70, null
  br i1 %71, label %73, label %72

72:                                               ; preds = %68
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %70) #17
  call void @_ZdlPvm(ptr noundef nonnull %70, i64 noundef 4) #20
  br label %73

73:                                               ; preds = %72, %68
  store ptr null, ptr %69, align 8, !tbaa !19
  %74 = getelementptr inbounds i8, ptr %69, i64 8
  %75 = icmp eq ptr %74, %66
  br i1 %75, label %76, label %68, !llvm.loop !27

76:                                               ; preds = %73
  %77 = load ptr, ptr %2, align 8, !tbaa !25
  br label %78

78:                                               ; preds = %76, %64
  %79 = phi ptr [ %77, %76 ], [ %65, %64 ]
  %80 = icmp eq ptr %79, null
  br i1 %80, label %87, label %81

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %2, i64 16
  %83 = load ptr, ptr %82, align 8, !tbaa !20
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

94:                                               ; preds = %58, %39
  %95 = phi { ptr, i32 } [ %40, %39 ], [ %59, %58 ]
  %96 = load ptr, ptr %3, align 8, !tbaa !26
  %97 = icmp eq ptr %96, %6
  br i1 %97, label %101, label %98

98:                                               ; preds = %94
  %99 = load i64, ptr %6, align 8, !tbaa !14
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
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !6
  %6 = icmp eq ptr %1, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.6) #19
  unreachable

8:                                                ; preds = %3
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #17
  store i64 %9, ptr %4, align 8, !tbaa !28
  %10 = icmp ugt i64 %9, 15
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %12, ptr %0, align 8, !tbaa !26
  %13 = load i64, ptr %4, align 8, !tbaa !28
  store i64 %13, ptr %5, align 8, !tbaa !14
  br label %14

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ]
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ]

16:                                               ; preds = %14
  %17 = load i8, ptr %1, align 1, !tbaa !14
  store i8 %17, ptr %15, align 1, !tbaa !14
  br label %19

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false)
  br label %19

19:                                               ; preds = %18, %16, %14
  %20 = load i64, ptr %4, align 8, !tbaa !28
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %20, ptr %21, align 8, !tbaa !11
  %22 = load ptr, ptr %0, align 8, !tbaa !26
  %23 = getelementptr inbounds i8, ptr %22, i64 %20
  store i8 0, ptr %23, align 1, !tbaa !14
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
define linkonce_odr dso_local void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::allocator.0", align 1
  %3 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !18
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL9destroyed, align 4, !tbaa !18
  %5 = load i32, ptr %0, align 4, !tbaa !15
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
  %22 = load ptr, ptr %21, align 8, !tbaa !26
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
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !25
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !22
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !19
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #17
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef 4) #20
  br label %11

11:                                               ; preds = %10, %6
  store ptr null, ptr %7, align 8, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !27

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !25
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !20
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
  %12 = load i32, ptr %11, align 4, !tbaa !18
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
  %25 = load i32, ptr %24, align 4, !tbaa !18
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
  %40 = load i32, ptr %39, align 4, !tbaa !18
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
  %55 = load i32, ptr %54, align 4, !tbaa !18
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
  %64 = load i32, ptr @_ZL11constructed, align 4, !tbaa !18
  %65 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !18
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %63, i32 noundef %64, i32 noundef %65)
  %67 = load i32, ptr @_ZL11constructed, align 4, !tbaa !18
  %68 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !18
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
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJPS1_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !22
  %7 = ptrtoint ptr %6 to i64
  %8 = load ptr, ptr %0, align 8, !tbaa !19
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
  %22 = sub i64 %1, %11
  %23 = ashr exact i64 %22, 3
  %24 = icmp eq i64 %21, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %15
  %26 = shl nuw nsw i64 %21, 3
  %27 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #18
  br label %28

28:                                               ; preds = %15, %25
  %29 = phi ptr [ %27, %25 ], [ null, %15 ]
  %30 = getelementptr inbounds %"class.std::unique_ptr", ptr %29, i64 %23
  %31 = load ptr, ptr %2, align 8, !tbaa !19
  store ptr %31, ptr %30, align 8, !tbaa !19
  %32 = icmp eq ptr %8, %4
  br i1 %32, label %80, label %33

33:                                               ; preds = %28
  %34 = add i64 %1, -8
  %35 = sub i64 %34, %9
  %36 = lshr i64 %35, 3
  %37 = add nuw nsw i64 %36, 1
  %38 = icmp ult i64 %35, 88
  br i1 %38, label %70, label %39

39:                                               ; preds = %33
  %40 = add i64 %1, -8
  %41 = sub i64 %40, %9
  %42 = and i64 %41, -8
  %43 = add i64 %42, 8
  %44 = getelementptr i8, ptr %29, i64 %43
  %45 = getelementptr i8, ptr %8, i64 %43
  %46 = icmp ult ptr %29, %45
  %47 = icmp ult ptr %8, %44
  %48 = and i1 %46, %47
  br i1 %48, label %70, label %49

49:                                               ; preds = %39
  %50 = and i64 %37, 4611686018427387900
  %51 = shl i64 %50, 3
  %52 = getelementptr i8, ptr %29, i64 %51
  %53 = shl i64 %50, 3
  %54 = getelementptr i8, ptr %8, i64 %53
  br label %55

55:                                               ; preds = %55, %49
  %56 = phi i64 [ 0, %49 ], [ %66, %55 ]
  %57 = shl i64 %56, 3
  %58 = getelementptr i8, ptr %29, i64 %57
  %59 = shl i64 %56, 3
  %60 = getelementptr i8, ptr %8, i64 %59
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  %61 = getelementptr i8, ptr %60, i64 16
  %62 = load <2 x i64>, ptr %60, align 8, !tbaa !19, !alias.scope !34, !noalias !29
  %63 = load <2 x i64>, ptr %61, align 8, !tbaa !19, !alias.scope !34, !noalias !29
  %64 = getelementptr i8, ptr %58, i64 16
  store <2 x i64> %62, ptr %58, align 8, !tbaa !19, !alias.scope !37, !noalias !34
  store <2 x i64> %63, ptr %64, align 8, !tbaa !19, !alias.scope !37, !noalias !34
  %65 = getelementptr i8, ptr %60, i64 16
  store <2 x ptr> zeroinitializer, ptr %60, align 8, !tbaa !19, !alias.scope !34, !noalias !29
  store <2 x ptr> zeroinitializer, ptr %65, align 8, !tbaa !19, !alias.scope !34, !noalias !29
  %66 = add nuw i64 %56, 4
  %67 = icmp eq i64 %66, %50
  br i1 %67, label %68, label %55, !llvm.loop !39

68:                                               ; preds = %55
  %69 = icmp eq i64 %37, %50
  br i1 %69, label %80, label %70

70:                                               ; preds = %68, %39, %33
  %71 = phi ptr [ %29, %39 ], [ %29, %33 ], [ %52, %68 ]
  %72 = phi ptr [ %8, %39 ], [ %8, %33 ], [ %54, %68 ]
  br label %73

73:                                               ; preds = %70, %73
  %74 = phi ptr [ %78, %73 ], [ %71, %70 ]
  %75 = phi ptr [ %77, %73 ], [ %72, %70 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  %76 = load i64, ptr %75, align 8, !tbaa !19, !alias.scope !32, !noalias !29
  store i64 %76, ptr %74, align 8, !tbaa !19, !alias.scope !29, !noalias !32
  store ptr null, ptr %75, align 8, !tbaa !19, !alias.scope !32, !noalias !29
  %77 = getelementptr inbounds i8, ptr %75, i64 8
  %78 = getelementptr inbounds i8, ptr %74, i64 8
  %79 = icmp eq ptr %77, %4
  br i1 %79, label %80, label %73, !llvm.loop !42

80:                                               ; preds = %73, %68, %28
  %81 = phi ptr [ %29, %28 ], [ %52, %68 ], [ %78, %73 ]
  %82 = getelementptr i8, ptr %81, i64 8
  %83 = icmp eq ptr %6, %4
  br i1 %83, label %131, label %84

84:                                               ; preds = %80
  %85 = add i64 %7, -8
  %86 = sub i64 %85, %1
  %87 = lshr i64 %86, 3
  %88 = add nuw nsw i64 %87, 1
  %89 = icmp ult i64 %86, 104
  br i1 %89, label %121, label %90

90:                                               ; preds = %84
  %91 = add i64 %7, -8
  %92 = sub i64 %91, %1
  %93 = and i64 %92, -8
  %94 = add i64 %93, 16
  %95 = getelementptr i8, ptr %81, i64 %94
  %96 = getelementptr i8, ptr %4, i64 %93
  %97 = icmp ult ptr %81, %96
  %98 = icmp ugt ptr %95, %4
  %99 = and i1 %97, %98
  br i1 %99, label %121, label %100

100:                                              ; preds = %90
  %101 = and i64 %88, 4611686018427387900
  %102 = shl i64 %101, 3
  %103 = getelementptr i8, ptr %82, i64 %102
  %104 = shl i64 %101, 3
  %105 = getelementptr i8, ptr %4, i64 %104
  br label %106

106:                                              ; preds = %106, %100
  %107 = phi i64 [ 0, %100 ], [ %117, %106 ]
  %108 = shl i64 %107, 3
  %109 = getelementptr i8, ptr %82, i64 %108
  %110 = shl i64 %107, 3
  %111 = getelementptr i8, ptr %4, i64 %110
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !46)
  %112 = getelementptr i8, ptr %111, i64 16
  %113 = load <2 x i64>, ptr %111, align 8, !tbaa !19, !alias.scope !48, !noalias !43
  %114 = load <2 x i64>, ptr %112, align 8, !tbaa !19, !alias.scope !48, !noalias !43
  %115 = getelementptr i8, ptr %109, i64 16
  store <2 x i64> %113, ptr %109, align 8, !tbaa !19, !alias.scope !51, !noalias !48
  store <2 x i64> %114, ptr %115, align 8, !tbaa !19, !alias.scope !51, !noalias !48
  %116 = getelementptr i8, ptr %111, i64 16
  store <2 x ptr> zeroinitializer, ptr %111, align 8, !tbaa !19, !alias.scope !48, !noalias !43
  store <2 x ptr> zeroinitializer, ptr %116, align 8, !tbaa !19, !alias.scope !48, !noalias !43
  %117 = add nuw i64 %107, 4
  %118 = icmp eq i64 %117, %101
  br i1 %118, label %119, label %106, !llvm.loop !53

119:                                              ; preds = %106
  %120 = icmp eq i64 %88, %101
  br i1 %120, label %131, label %121

121:                                              ; preds = %119, %90, %84
  %122 = phi ptr [ %82, %90 ], [ %82, %84 ], [ %103, %119 ]
  %123 = phi ptr [ %4, %90 ], [ %4, %84 ], [ %105, %119 ]
  br label %124

124:                                              ; preds = %121, %124
  %125 = phi ptr [ %129, %124 ], [ %122, %121 ]
  %126 = phi ptr [ %128, %124 ], [ %123, %121 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !46)
  %127 = load i64, ptr %126, align 8, !tbaa !19, !alias.scope !46, !noalias !43
  store i64 %127, ptr %125, align 8, !tbaa !19, !alias.scope !43, !noalias !46
  store ptr null, ptr %126, align 8, !tbaa !19, !alias.scope !46, !noalias !43
  %128 = getelementptr inbounds i8, ptr %126, i64 8
  %129 = getelementptr inbounds i8, ptr %125, i64 8
  %130 = icmp eq ptr %128, %6
  br i1 %130, label %131, label %124, !llvm.loop !54

131:                                              ; preds = %124, %119, %80
  %132 = phi ptr [ %82, %80 ], [ %103, %119 ], [ %129, %124 ]
  %133 = getelementptr inbounds i8, ptr %0, i64 16
  %134 = icmp eq ptr %8, null
  br i1 %134, label %139, label %135

135:                                              ; preds = %131
  %136 = load ptr, ptr %133, align 8, !tbaa !20
  %137 = ptrtoint ptr %136 to i64
  %138 = sub i64 %137, %11
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef %138) #20
  br label %139

139:                                              ; preds = %131, %135
  store ptr %29, ptr %0, align 8, !tbaa !25
  store ptr %132, ptr %5, align 8, !tbaa !22
  %140 = getelementptr inbounds %"class.std::unique_ptr", ptr %29, i64 %21
  store ptr %140, ptr %133, align 8, !tbaa !20
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

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #17 = { nounwind }
attributes #18 = { builtin allocsize(0) }
attributes #19 = { noreturn }
attributes #20 = { builtin nounwind }
attributes #21 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !13, i64 8}
!12 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !7, i64 0, !13, i64 8, !9, i64 16}
!13 = !{!"long", !9, i64 0}
!14 = !{!9, !9, i64 0}
!15 = !{!16, !17, i64 0}
!16 = !{!"_ZTS4Item", !17, i64 0}
!17 = !{!"int", !9, i64 0}
!18 = !{!17, !17, i64 0}
!19 = !{!8, !8, i64 0}
!20 = !{!21, !8, i64 16}
!21 = !{!"_ZTSNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataE", !8, i64 0, !8, i64 8, !8, i64 16}
!22 = !{!21, !8, i64 8}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!21, !8, i64 0}
!26 = !{!12, !8, i64 0}
!27 = distinct !{!27, !24}
!28 = !{!13, !13, i64 0}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!31 = distinct !{!31, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!32 = !{!33}
!33 = distinct !{!33, !31, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!34 = !{!33, !35}
!35 = distinct !{!35, !36}
!36 = distinct !{!36, !"LVerDomain"}
!37 = !{!30, !38}
!38 = distinct !{!38, !36}
!39 = distinct !{!39, !24, !40, !41}
!40 = !{!"llvm.loop.isvectorized", i32 1}
!41 = !{!"llvm.loop.unroll.runtime.disable"}
!42 = distinct !{!42, !24, !40}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!45 = distinct !{!45, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!46 = !{!47}
!47 = distinct !{!47, !45, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!48 = !{!47, !49}
!49 = distinct !{!49, !50}
!50 = distinct !{!50, !"LVerDomain"}
!51 = !{!44, !52}
!52 = distinct !{!52, !50}
!53 = distinct !{!53, !24, !40, !41}
!54 = distinct !{!54, !24, !40}
