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
@.str.1 = private unnamed_addr constant [10 x i8] c"built %d\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [14 x i8] c"failed at %d\0A\00", align 1, !dbg !8
@.str.3 = private unnamed_addr constant [36 x i8] c"got %d constructed %d destroyed %d\0A\00", align 1, !dbg !13
@_ZL11constructed = internal unnamed_addr global i32 0, align 4, !dbg !18
@_ZL9destroyed = internal unnamed_addr global i32 0, align 4, !dbg !1702
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant [53 x i8] c"NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE\00", comdat, align 1
@_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE }, comdat, align 8
@.str.4 = private unnamed_addr constant [12 x i8] c"inside dtor\00", align 1, !dbg !1695
@.str.5 = private unnamed_addr constant [14 x i8] c"swallowed %s\0A\00", align 1, !dbg !1700
@.str.6 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1, !dbg !1704
@.str.7 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1, !dbg !1709

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z5buildi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !2555 {
  %2 = alloca %"class.std::vector", align 8, !DIAssignID !2566
    #dbg_assign(i1 undef, !2558, !DIExpression(), !2566, ptr %2, !DIExpression(), !2567)
  %3 = alloca %"class.std::__cxx11::basic_string", align 8, !DIAssignID !2568
    #dbg_assign(i1 undef, !2559, !DIExpression(), !2568, ptr %3, !DIExpression(), !2567)
  %4 = alloca ptr, align 8
  %5 = alloca [3 x %struct.Item], align 8, !DIAssignID !2569
    #dbg_assign(i1 undef, !2562, !DIExpression(), !2569, ptr %5, !DIExpression(), !2567)
    #dbg_value(i32 %0, !2557, !DIExpression(), !2567)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #17, !dbg !2570
    #dbg_value(ptr %2, !2571, !DIExpression(), !2575)
    #dbg_value(ptr %2, !2577, !DIExpression(), !2581)
    #dbg_value(ptr %2, !2583, !DIExpression(), !2587)
    #dbg_value(ptr %2, !2589, !DIExpression(), !2593)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, i8 0, i64 24, i1 false), !dbg !2595, !DIAssignID !2596
    #dbg_assign(i8 0, !2558, !DIExpression(), !2596, ptr %2, !DIExpression(), !2567)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #17, !dbg !2597
    #dbg_value(ptr %3, !2598, !DIExpression(), !2610)
    #dbg_value(ptr poison, !2606, !DIExpression(), !2610)
    #dbg_value(ptr undef, !2607, !DIExpression(), !2610)
    #dbg_value(ptr %3, !2612, !DIExpression(), !2615)
  %6 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !2617
    #dbg_value(ptr %3, !2618, !DIExpression(), !2624)
    #dbg_value(ptr %6, !2621, !DIExpression(), !2624)
    #dbg_value(ptr undef, !2622, !DIExpression(), !2624)
  store ptr %6, ptr %3, align 8, !dbg !2626, !tbaa !2627, !DIAssignID !2632
    #dbg_assign(ptr %6, !2559, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2632, ptr %3, !DIExpression(), !2567)
    #dbg_value(!DIArgList(ptr poison, i64 4), !2608, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2633)
    #dbg_assign(i1 undef, !1678, !DIExpression(), !2634, ptr undef, !DIExpression(), !2635)
    #dbg_value(i8 undef, !1677, !DIExpression(), !2635)
    #dbg_value(ptr %3, !1673, !DIExpression(), !2635)
    #dbg_value(ptr poison, !1675, !DIExpression(), !2635)
    #dbg_value(!DIArgList(ptr poison, i64 4), !1676, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2635)
    #dbg_assign(i64 4, !1678, !DIExpression(), !2637, ptr undef, !DIExpression(), !2635)
    #dbg_value(ptr %3, !1679, !DIExpression(), !2635)
    #dbg_value(ptr %3, !2638, !DIExpression(), !2642)
    #dbg_value(ptr %6, !2644, !DIExpression(), !2649)
    #dbg_value(ptr poison, !2647, !DIExpression(), !2649)
    #dbg_value(!DIArgList(ptr poison, i64 4), !2648, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2649)
    #dbg_value(ptr %6, !2651, !DIExpression(), !2656)
    #dbg_value(ptr poison, !2654, !DIExpression(), !2656)
    #dbg_value(i64 4, !2655, !DIExpression(), !2656)
  store i32 1953720684, ptr %6, align 8, !dbg !2658
    #dbg_value(ptr null, !1679, !DIExpression(), !2635)
    #dbg_value(ptr %3, !2666, !DIExpression(), !2670)
    #dbg_value(i64 4, !2669, !DIExpression(), !2670)
    #dbg_value(ptr %3, !2672, !DIExpression(), !2676)
    #dbg_value(i64 4, !2675, !DIExpression(), !2676)
  %7 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2678
  store i64 4, ptr %7, align 8, !dbg !2679, !tbaa !2680, !DIAssignID !2683
    #dbg_assign(i64 4, !2559, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2683, ptr %7, !DIExpression(), !2567)
    #dbg_value(ptr %3, !2638, !DIExpression(), !2684)
  %8 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !2686
    #dbg_value(ptr %8, !2687, !DIExpression(), !2691)
    #dbg_value(ptr undef, !2690, !DIExpression(), !2691)
  store i8 0, ptr %8, align 4, !dbg !2693, !tbaa !2694
    #dbg_value(i32 0, !2560, !DIExpression(), !2695)
  %9 = icmp sgt i32 %0, 0, !dbg !2696
  br i1 %9, label %10, label %41, !dbg !2698

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = getelementptr inbounds i8, ptr %2, i64 16
  br label %13, !dbg !2698

13:                                               ; preds = %10, %32
  %14 = phi i32 [ 0, %10 ], [ %33, %32 ]
    #dbg_value(i32 %14, !2560, !DIExpression(), !2695)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #17, !dbg !2699
  %15 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18
          to label %16 unwind label %35, !dbg !2699, !heapallocsite !775

16:                                               ; preds = %13
    #dbg_value(ptr %15, !2700, !DIExpression(), !2704)
    #dbg_value(i32 %14, !2703, !DIExpression(), !2704)
  store i32 %14, ptr %15, align 4, !dbg !2706, !tbaa !2707
  %17 = icmp eq i32 %14, 13, !dbg !2710
  br i1 %17, label %18, label %21, !dbg !2713

18:                                               ; preds = %16
  %19 = call ptr @__cxa_allocate_exception(i64 4) #17, !dbg !2714
  store i32 13, ptr %19, align 16, !dbg !2714, !tbaa !2715
  invoke void @__cxa_throw(ptr nonnull %19, ptr nonnull @_ZTIi, ptr null) #19
          to label %20 unwind label %37, !dbg !2714

20:                                               ; preds = %18
  unreachable, !dbg !2714

21:                                               ; preds = %16
  %22 = load i32, ptr @_ZL11constructed, align 4, !dbg !2716, !tbaa !2715
  %23 = add nsw i32 %22, 1, !dbg !2716
  store i32 %23, ptr @_ZL11constructed, align 4, !dbg !2716, !tbaa !2715
  store ptr %15, ptr %4, align 8, !dbg !2699, !tbaa !2717
    #dbg_value(ptr %2, !2718, !DIExpression(), !2729)
    #dbg_value(ptr %4, !2728, !DIExpression(), !2729)
  %24 = load ptr, ptr %11, align 8, !dbg !2731, !tbaa !2717
  %25 = load ptr, ptr %12, align 8, !dbg !2733, !tbaa !2734
  %26 = icmp eq ptr %24, %25, !dbg !2736
  br i1 %26, label %30, label %27, !dbg !2737

27:                                               ; preds = %21
    #dbg_value(ptr %2, !2738, !DIExpression(), !2748)
    #dbg_value(ptr %24, !2746, !DIExpression(), !2748)
    #dbg_value(ptr %4, !2747, !DIExpression(), !2748)
    #dbg_value(ptr %2, !2751, !DIExpression(), !2760)
    #dbg_value(ptr %24, !2757, !DIExpression(), !2760)
    #dbg_value(ptr %4, !2758, !DIExpression(), !2760)
    #dbg_value(ptr %24, !2762, !DIExpression(), !2770)
    #dbg_value(ptr %15, !2769, !DIExpression(), !2770)
    #dbg_value(ptr %24, !2772, !DIExpression(), !2780)
    #dbg_value(ptr %15, !2778, !DIExpression(), !2780)
    #dbg_value(ptr %24, !2782, !DIExpression(), !2787)
    #dbg_value(ptr %15, !2785, !DIExpression(), !2787)
  store ptr %15, ptr %24, align 8, !dbg !2789, !tbaa !2717
  %28 = load ptr, ptr %11, align 8, !dbg !2791, !tbaa !2792
  %29 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !2791
  store ptr %29, ptr %11, align 8, !dbg !2791, !tbaa !2792, !DIAssignID !2793
    #dbg_assign(ptr %29, !2558, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2793, ptr %11, !DIExpression(), !2567)
  br label %32, !dbg !2794

30:                                               ; preds = %21
    #dbg_value(ptr %2, !2795, !DIExpression(), !2798)
  %31 = ptrtoint ptr %24 to i64, !dbg !2800
  invoke void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJPS1_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, i64 %31, ptr noundef nonnull align 8 dereferenceable(8) %4)
          to label %32 unwind label %35, !dbg !2801

32:                                               ; preds = %30, %27
    #dbg_value(ptr %2, !2795, !DIExpression(), !2802)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17, !dbg !2808
  %33 = add nuw nsw i32 %14, 1, !dbg !2809
    #dbg_value(i32 %33, !2560, !DIExpression(), !2695)
  %34 = icmp eq i32 %33, %0, !dbg !2696
  br i1 %34, label %41, label %13, !dbg !2698, !llvm.loop !2810

35:                                               ; preds = %30, %13
  %36 = landingpad { ptr, i32 }
          cleanup, !dbg !2813
  br label %39, !dbg !2813

37:                                               ; preds = %18
  %38 = landingpad { ptr, i32 }
          cleanup, !dbg !2813
  call void @_ZdlPvm(ptr noundef nonnull %15, i64 noundef 4) #20, !dbg !2699
  br label %39, !dbg !2699

39:                                               ; preds = %37, %35
  %40 = phi { ptr, i32 } [ %36, %35 ], [ %38, %37 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17, !dbg !2808
  br label %94, !dbg !2814

41:                                               ; preds = %32, %1
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5) #17, !dbg !2815
    #dbg_value(ptr %5, !2700, !DIExpression(), !2816)
    #dbg_value(i32 100, !2703, !DIExpression(), !2816)
    #dbg_assign(i32 100, !2562, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2818, ptr %5, !DIExpression(), !2567)
  %42 = load i32, ptr @_ZL11constructed, align 4, !dbg !2819, !tbaa !2715
    #dbg_value(ptr %5, !2700, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !2820)
    #dbg_value(i32 7, !2703, !DIExpression(), !2820)
  store <2 x i32> <i32 100, i32 7>, ptr %5, align 8, !dbg !2822, !tbaa !2707, !DIAssignID !2818
    #dbg_assign(i32 7, !2562, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !2818, ptr %5, !DIExpression(DW_OP_plus_uconst, 4), !2567)
  %43 = add nsw i32 %42, 2, !dbg !2823
  store i32 %43, ptr @_ZL11constructed, align 4, !dbg !2823, !tbaa !2715
  %44 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2824
    #dbg_value(ptr %44, !2700, !DIExpression(), !2825)
    #dbg_value(i32 %0, !2703, !DIExpression(), !2825)
  store i32 %0, ptr %44, align 8, !dbg !2827, !tbaa !2707, !DIAssignID !2828
    #dbg_assign(i32 %0, !2562, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2828, ptr %44, !DIExpression(), !2567)
  %45 = icmp eq i32 %0, 13, !dbg !2829
  br i1 %45, label %46, label %49, !dbg !2830

46:                                               ; preds = %41
  %47 = call ptr @__cxa_allocate_exception(i64 4) #17, !dbg !2831
  store i32 13, ptr %47, align 16, !dbg !2831, !tbaa !2715
  invoke void @__cxa_throw(ptr nonnull %47, ptr nonnull @_ZTIi, ptr null) #19
          to label %48 unwind label %58, !dbg !2831

48:                                               ; preds = %46
  unreachable, !dbg !2831

49:                                               ; preds = %41
  %50 = add nsw i32 %42, 3, !dbg !2832
  store i32 %50, ptr @_ZL11constructed, align 4, !dbg !2832, !tbaa !2715
    #dbg_value(ptr %2, !2833, !DIExpression(), !2837)
  %51 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2839
  %52 = load ptr, ptr %51, align 8, !dbg !2839, !tbaa !2792
  %53 = load ptr, ptr %2, align 8, !dbg !2840, !tbaa !2841
  %54 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2842
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %54) #17, !dbg !2842
  %55 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !2842
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %55) #17, !dbg !2842
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #17, !dbg !2842
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #17, !dbg !2842
    #dbg_value(ptr %3, !2843, !DIExpression(), !2846)
    #dbg_value(ptr %3, !2848, !DIExpression(), !2851)
    #dbg_value(ptr %3, !2854, !DIExpression(), !2857)
    #dbg_value(ptr %3, !2638, !DIExpression(), !2860)
  %56 = load ptr, ptr %3, align 8, !dbg !2862, !tbaa !2863
  %57 = icmp eq ptr %56, %6, !dbg !2864
  br i1 %57, label %64, label %61, !dbg !2865

58:                                               ; preds = %46
  %59 = landingpad { ptr, i32 }
          cleanup, !dbg !2842
  %60 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !2824
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %60) #17, !dbg !2824
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #17, !dbg !2824
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #17, !dbg !2842
  br label %94, !dbg !2842

61:                                               ; preds = %49
  %62 = load i64, ptr %6, align 8, !dbg !2866, !tbaa !2694
    #dbg_value(ptr %3, !2867, !DIExpression(), !2871)
    #dbg_value(i64 %62, !2870, !DIExpression(), !2871)
    #dbg_value(ptr %3, !2638, !DIExpression(), !2873)
  %63 = add i64 %62, 1, !dbg !2875
    #dbg_value(ptr %3, !2876, !DIExpression(), !2881)
    #dbg_value(ptr %56, !2879, !DIExpression(), !2881)
    #dbg_value(i64 %63, !2880, !DIExpression(), !2881)
    #dbg_value(ptr %3, !2883, !DIExpression(), !2889)
    #dbg_value(ptr %56, !2886, !DIExpression(), !2889)
    #dbg_value(i64 %63, !2887, !DIExpression(), !2889)
  call void @_ZdlPvm(ptr noundef %56, i64 noundef %63) #20, !dbg !2891
  br label %64, !dbg !2892

64:                                               ; preds = %49, %61
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #17, !dbg !2842
    #dbg_value(ptr %2, !2893, !DIExpression(), !2896)
  %65 = load ptr, ptr %2, align 8, !dbg !2898, !tbaa !2841
  %66 = load ptr, ptr %51, align 8, !dbg !2900, !tbaa !2792
    #dbg_value(ptr %65, !2901, !DIExpression(), !2910)
    #dbg_value(ptr %66, !2906, !DIExpression(), !2910)
    #dbg_value(ptr %2, !2907, !DIExpression(), !2910)
    #dbg_value(ptr %65, !2912, !DIExpression(), !2920)
    #dbg_value(ptr %66, !2918, !DIExpression(), !2920)
    #dbg_value(ptr %65, !2922, !DIExpression(), !2930)
    #dbg_value(ptr %66, !2929, !DIExpression(), !2930)
  %67 = icmp eq ptr %65, %66, !dbg !2932
  br i1 %67, label %78, label %68, !dbg !2935

68:                                               ; preds = %64, %73
  %69 = phi ptr [ %74, %73 ], [ %65, %64 ]
    #dbg_value(ptr %69, !2922, !DIExpression(), !2930)
    #dbg_value(ptr %69, !2936, !DIExpression(), !2941)
    #dbg_value(ptr %69, !2943, !DIExpression(), !2948)
    #dbg_value(ptr %69, !2946, !DIExpression(), !2950)
  %70 = load ptr, ptr %69, align 8, !dbg !2951, !tbaa !2717
  %71 = icmp eq ptr %70, null, !dbg !2953
  br i1 %71, label %73, label %72, !dbg !2954

72:                                               ; preds = %68
    #dbg_value(ptr %69, !2955, !DIExpression(), !2960)
    #dbg_value(ptr %70, !2958, !DIExpression(), !2960)
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %70) #17, !dbg !2962
  call void @_ZdlPvm(ptr noundef nonnull %70, i64 noundef 4) #20, !dbg !2962
  br label %73, !dbg !2963

73:                                               ; preds = %72, %68
  store ptr null, ptr %69, align 8, !dbg !2964, !tbaa !2717
  %74 = getelementptr inbounds i8, ptr %69, i64 8, !dbg !2965
    #dbg_value(ptr %74, !2922, !DIExpression(), !2930)
  %75 = icmp eq ptr %74, %66, !dbg !2932
  br i1 %75, label %76, label %68, !dbg !2935, !llvm.loop !2966

76:                                               ; preds = %73
  %77 = load ptr, ptr %2, align 8, !dbg !2968, !tbaa !2841
  br label %78, !dbg !2968

78:                                               ; preds = %76, %64
  %79 = phi ptr [ %77, %76 ], [ %65, %64 ], !dbg !2968
    #dbg_value(ptr %2, !2972, !DIExpression(), !2974)
    #dbg_value(ptr %2, !2975, !DIExpression(), !2980)
    #dbg_value(ptr %79, !2978, !DIExpression(), !2980)
    #dbg_value(!DIArgList(ptr poison, ptr poison), !2979, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2980)
  %80 = icmp eq ptr %79, null, !dbg !2982
  br i1 %80, label %87, label %81, !dbg !2984

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !2985
  %83 = load ptr, ptr %82, align 8, !dbg !2985, !tbaa !2734
    #dbg_value(!DIArgList(ptr %83, ptr %79), !2979, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2980)
  %84 = ptrtoint ptr %83 to i64, !dbg !2986
    #dbg_value(!DIArgList(i64 %84, ptr %79), !2979, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2980)
  %85 = ptrtoint ptr %79 to i64, !dbg !2986
    #dbg_value(!DIArgList(i64 %84, i64 %85), !2979, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2980)
  %86 = sub i64 %84, %85, !dbg !2986
    #dbg_value(i64 %86, !2979, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2980)
    #dbg_value(ptr %2, !2987, !DIExpression(), !2992)
    #dbg_value(ptr %79, !2990, !DIExpression(), !2992)
    #dbg_value(i64 %86, !2991, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2992)
    #dbg_value(ptr %2, !2994, !DIExpression(), !2999)
    #dbg_value(ptr %79, !2997, !DIExpression(), !2999)
    #dbg_value(i64 %86, !2998, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2999)
  call void @_ZdlPvm(ptr noundef nonnull %79, i64 noundef %86) #20, !dbg !3001
  br label %87, !dbg !3002

87:                                               ; preds = %78, %81
  %88 = ptrtoint ptr %52 to i64, !dbg !3003
  %89 = ptrtoint ptr %53 to i64, !dbg !3003
  %90 = sub i64 %88, %89, !dbg !3003
  %91 = lshr exact i64 %90, 3, !dbg !3003
  %92 = trunc i64 %91 to i32, !dbg !3004
  %93 = add nsw i32 %92, %0, !dbg !3005
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #17, !dbg !2842
  ret i32 %93, !dbg !2842

94:                                               ; preds = %58, %39
  %95 = phi { ptr, i32 } [ %40, %39 ], [ %59, %58 ]
    #dbg_value(ptr %3, !2843, !DIExpression(), !3006)
    #dbg_value(ptr %3, !2848, !DIExpression(), !3008)
    #dbg_value(ptr %3, !2854, !DIExpression(), !3010)
    #dbg_value(ptr %3, !2638, !DIExpression(), !3012)
  %96 = load ptr, ptr %3, align 8, !dbg !3014, !tbaa !2863
  %97 = icmp eq ptr %96, %6, !dbg !3015
  br i1 %97, label %101, label %98, !dbg !3016

98:                                               ; preds = %94
  %99 = load i64, ptr %6, align 8, !dbg !3017, !tbaa !2694
    #dbg_value(ptr %3, !2867, !DIExpression(), !3018)
    #dbg_value(i64 %99, !2870, !DIExpression(), !3018)
    #dbg_value(ptr %3, !2638, !DIExpression(), !3020)
  %100 = add i64 %99, 1, !dbg !3022
    #dbg_value(ptr %3, !2876, !DIExpression(), !3023)
    #dbg_value(ptr %96, !2879, !DIExpression(), !3023)
    #dbg_value(i64 %100, !2880, !DIExpression(), !3023)
    #dbg_value(ptr %3, !2883, !DIExpression(), !3025)
    #dbg_value(ptr %96, !2886, !DIExpression(), !3025)
    #dbg_value(i64 %100, !2887, !DIExpression(), !3025)
  call void @_ZdlPvm(ptr noundef %96, i64 noundef %100) #20, !dbg !3027
  br label %101, !dbg !3028

101:                                              ; preds = %98, %94
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #17, !dbg !2842
  call void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %2) #17, !dbg !2842
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #17, !dbg !2842
  resume { ptr, i32 } %95, !dbg !2842
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 !dbg !2599 {
  %4 = alloca i64, align 8, !DIAssignID !3029
    #dbg_value(ptr %0, !2598, !DIExpression(), !3030)
    #dbg_value(ptr %1, !2606, !DIExpression(), !3030)
    #dbg_value(ptr %2, !2607, !DIExpression(), !3030)
    #dbg_value(ptr %0, !2612, !DIExpression(), !3031)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3033
    #dbg_value(ptr %0, !2618, !DIExpression(), !3034)
    #dbg_value(ptr %5, !2621, !DIExpression(), !3034)
    #dbg_value(ptr %2, !2622, !DIExpression(), !3034)
  store ptr %5, ptr %0, align 8, !dbg !3036, !tbaa !2627
  %6 = icmp eq ptr %1, null, !dbg !3037
  br i1 %6, label %7, label %8, !dbg !3039

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.6) #19, !dbg !3040
  unreachable, !dbg !3040

8:                                                ; preds = %3
    #dbg_value(ptr %1, !3041, !DIExpression(), !3044)
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #17, !dbg !3046
    #dbg_value(!DIArgList(ptr %1, i64 %9), !2608, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3047)
    #dbg_assign(i1 undef, !1678, !DIExpression(), !3029, ptr %4, !DIExpression(), !3048)
    #dbg_value(i8 undef, !1677, !DIExpression(), !3048)
    #dbg_value(ptr %0, !1673, !DIExpression(), !3048)
    #dbg_value(ptr %1, !1675, !DIExpression(), !3048)
    #dbg_value(!DIArgList(ptr %1, i64 %9), !1676, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3048)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #17, !dbg !3050
  store i64 %9, ptr %4, align 8, !dbg !3051, !tbaa !3052, !DIAssignID !3053
    #dbg_assign(i64 %9, !1678, !DIExpression(), !3053, ptr %4, !DIExpression(), !3048)
  %10 = icmp ugt i64 %9, 15, !dbg !3054
  br i1 %10, label %11, label %14, !dbg !3056

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0), !dbg !3057
    #dbg_value(ptr %0, !3059, !DIExpression(), !3063)
    #dbg_value(ptr %12, !3062, !DIExpression(), !3063)
  store ptr %12, ptr %0, align 8, !dbg !3065, !tbaa !2863
  %13 = load i64, ptr %4, align 8, !dbg !3066, !tbaa !3052
    #dbg_value(ptr %0, !3067, !DIExpression(), !3071)
    #dbg_value(i64 %13, !3070, !DIExpression(), !3071)
  store i64 %13, ptr %5, align 8, !dbg !3073, !tbaa !2694
  br label %14, !dbg !3074

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ], !dbg !3075
    #dbg_value(ptr %0, !1679, !DIExpression(), !3048)
    #dbg_value(ptr %0, !2638, !DIExpression(), !3077)
    #dbg_value(ptr %15, !2644, !DIExpression(), !3078)
    #dbg_value(ptr %1, !2647, !DIExpression(), !3078)
    #dbg_value(!DIArgList(ptr %1, i64 %9), !2648, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3078)
    #dbg_value(ptr %15, !2651, !DIExpression(), !3080)
    #dbg_value(ptr %1, !2654, !DIExpression(), !3080)
    #dbg_value(i64 %9, !2655, !DIExpression(), !3080)
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ], !dbg !3082

16:                                               ; preds = %14
    #dbg_value(ptr %15, !2687, !DIExpression(), !3083)
    #dbg_value(ptr %1, !2690, !DIExpression(), !3083)
  %17 = load i8, ptr %1, align 1, !dbg !3085, !tbaa !2694
  store i8 %17, ptr %15, align 1, !dbg !3086, !tbaa !2694
  br label %19, !dbg !3087

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false), !dbg !3088
  br label %19, !dbg !3090

19:                                               ; preds = %18, %16, %14
    #dbg_value(ptr null, !1679, !DIExpression(), !3048)
  %20 = load i64, ptr %4, align 8, !dbg !3091, !tbaa !3052
    #dbg_value(ptr %0, !2666, !DIExpression(), !3092)
    #dbg_value(i64 %20, !2669, !DIExpression(), !3092)
    #dbg_value(ptr %0, !2672, !DIExpression(), !3094)
    #dbg_value(i64 %20, !2675, !DIExpression(), !3094)
  %21 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3096
  store i64 %20, ptr %21, align 8, !dbg !3097, !tbaa !2680
    #dbg_value(ptr %0, !2638, !DIExpression(), !3098)
  %22 = load ptr, ptr %0, align 8, !dbg !3100, !tbaa !2863
  %23 = getelementptr inbounds i8, ptr %22, i64 %20, !dbg !3101
    #dbg_value(ptr %23, !2687, !DIExpression(), !3102)
    #dbg_value(ptr undef, !2690, !DIExpression(), !3102)
  store i8 0, ptr %23, align 1, !dbg !3104, !tbaa !2694
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17, !dbg !3105
  ret void, !dbg !3106
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 !dbg !3107 {
  %2 = alloca %"class.std::allocator.0", align 1
    #dbg_value(ptr %0, !3109, !DIExpression(), !3114)
  %3 = load i32, ptr @_ZL9destroyed, align 4, !dbg !3115, !tbaa !2715
  %4 = add nsw i32 %3, 1, !dbg !3115
  store i32 %4, ptr @_ZL9destroyed, align 4, !dbg !3115, !tbaa !2715
  %5 = load i32, ptr %0, align 4, !dbg !3116, !tbaa !2707
  %6 = icmp eq i32 %5, 7, !dbg !3119
  br i1 %6, label %7, label %24, !dbg !3120

7:                                                ; preds = %1
  %8 = tail call ptr @__cxa_allocate_exception(i64 32) #17, !dbg !3121
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #17, !dbg !3122
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull @.str.4, ptr noundef nonnull align 1 dereferenceable(1) %2)
          to label %9 unwind label %12, !dbg !3122

9:                                                ; preds = %7
  invoke void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #19
          to label %29 unwind label %10, !dbg !3121

10:                                               ; preds = %9
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
          catch ptr null, !dbg !3123
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #17, !dbg !3121
  br label %14, !dbg !3121

12:                                               ; preds = %7
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
          catch ptr null, !dbg !3123
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #17, !dbg !3121
  call void @__cxa_free_exception(ptr %8) #17, !dbg !3121
  br label %14, !dbg !3121

14:                                               ; preds = %10, %12
  %15 = phi { ptr, i32 } [ %11, %10 ], [ %13, %12 ]
  %16 = extractvalue { ptr, i32 } %15, 0, !dbg !3123
  %17 = extractvalue { ptr, i32 } %15, 1, !dbg !3123
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #17, !dbg !3124
  %19 = icmp eq i32 %17, %18, !dbg !3124
  br i1 %19, label %20, label %28, !dbg !3124

20:                                               ; preds = %14
  %21 = call ptr @__cxa_begin_catch(ptr %16) #17, !dbg !3124
    #dbg_value(ptr %21, !3110, !DIExpression(), !3125)
    #dbg_value(ptr %21, !3126, !DIExpression(), !3129)
    #dbg_value(ptr %21, !2638, !DIExpression(), !3132)
  %22 = load ptr, ptr %21, align 8, !dbg !3134, !tbaa !2863
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %22), !dbg !3135
  invoke void @__cxa_end_catch()
          to label %24 unwind label %25, !dbg !3136

24:                                               ; preds = %20, %1
  ret void, !dbg !3137

25:                                               ; preds = %20
  %26 = landingpad { ptr, i32 }
          catch ptr null, !dbg !3135
  %27 = extractvalue { ptr, i32 } %26, 0, !dbg !3135
  call void @__clang_call_terminate(ptr %27) #21, !dbg !3135
  unreachable, !dbg !3135

28:                                               ; preds = %14
  call void @__clang_call_terminate(ptr %16) #21, !dbg !3124
  unreachable, !dbg !3124

29:                                               ; preds = %9
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 !dbg !2894 {
    #dbg_value(ptr %0, !2893, !DIExpression(), !3138)
  %2 = load ptr, ptr %0, align 8, !dbg !3139, !tbaa !2841
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3140
  %4 = load ptr, ptr %3, align 8, !dbg !3140, !tbaa !2792
    #dbg_value(ptr %2, !2901, !DIExpression(), !3141)
    #dbg_value(ptr %4, !2906, !DIExpression(), !3141)
    #dbg_value(ptr %0, !2907, !DIExpression(), !3141)
    #dbg_value(ptr %2, !2912, !DIExpression(), !3143)
    #dbg_value(ptr %4, !2918, !DIExpression(), !3143)
    #dbg_value(ptr %2, !2922, !DIExpression(), !3145)
    #dbg_value(ptr %4, !2929, !DIExpression(), !3145)
  %5 = icmp eq ptr %2, %4, !dbg !3147
  br i1 %5, label %16, label %6, !dbg !3148

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
    #dbg_value(ptr %7, !2922, !DIExpression(), !3145)
    #dbg_value(ptr %7, !2936, !DIExpression(), !3149)
    #dbg_value(ptr %7, !2943, !DIExpression(), !3151)
    #dbg_value(ptr %7, !2946, !DIExpression(), !3153)
  %8 = load ptr, ptr %7, align 8, !dbg !3154, !tbaa !2717
  %9 = icmp eq ptr %8, null, !dbg !3155
  br i1 %9, label %11, label %10, !dbg !3156

10:                                               ; preds = %6
    #dbg_value(ptr %7, !2955, !DIExpression(), !3157)
    #dbg_value(ptr %8, !2958, !DIExpression(), !3157)
  tail call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #17, !dbg !3159
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef 4) #20, !dbg !3159
  br label %11, !dbg !3160

11:                                               ; preds = %10, %6
  store ptr null, ptr %7, align 8, !dbg !3161, !tbaa !2717
  %12 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !3162
    #dbg_value(ptr %12, !2922, !DIExpression(), !3145)
  %13 = icmp eq ptr %12, %4, !dbg !3147
  br i1 %13, label %14, label %6, !dbg !3148, !llvm.loop !3163

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !dbg !3165, !tbaa !2841
  br label %16, !dbg !3165

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ], !dbg !3165
    #dbg_value(ptr %0, !2972, !DIExpression(), !3167)
    #dbg_value(ptr %0, !2975, !DIExpression(), !3168)
    #dbg_value(ptr %17, !2978, !DIExpression(), !3168)
    #dbg_value(!DIArgList(ptr poison, ptr poison), !2979, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3168)
  %18 = icmp eq ptr %17, null, !dbg !3170
  br i1 %18, label %25, label %19, !dbg !3171

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3172
  %21 = load ptr, ptr %20, align 8, !dbg !3172, !tbaa !2734
    #dbg_value(!DIArgList(ptr %21, ptr %17), !2979, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3168)
  %22 = ptrtoint ptr %21 to i64, !dbg !3173
    #dbg_value(!DIArgList(i64 %22, ptr %17), !2979, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3168)
  %23 = ptrtoint ptr %17 to i64, !dbg !3173
    #dbg_value(!DIArgList(i64 %22, i64 %23), !2979, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3168)
  %24 = sub i64 %22, %23, !dbg !3173
    #dbg_value(i64 %24, !2979, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3168)
    #dbg_value(ptr %0, !2987, !DIExpression(), !3174)
    #dbg_value(ptr %17, !2990, !DIExpression(), !3174)
    #dbg_value(i64 %24, !2991, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3174)
    #dbg_value(ptr %0, !2994, !DIExpression(), !3176)
    #dbg_value(ptr %17, !2997, !DIExpression(), !3176)
    #dbg_value(i64 %24, !2998, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3176)
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #20, !dbg !3178
  br label %25, !dbg !3179

25:                                               ; preds = %16, %19
  ret void, !dbg !3180
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 10) i32 @main() local_unnamed_addr #6 personality ptr @__gxx_personality_v0 !dbg !3181 {
    #dbg_value(i32 0, !3183, !DIExpression(), !3189)
    #dbg_value(i32 5, !3184, !DIExpression(), !3190)
    #dbg_value(i32 0, !3183, !DIExpression(), !3189)
    #dbg_value(i32 5, !3184, !DIExpression(), !3190)
  %1 = invoke noundef i32 @_Z5buildi(i32 noundef 5)
          to label %2 unwind label %4, !dbg !3191

2:                                                ; preds = %0
    #dbg_value(!DIArgList(i32 0, i32 %1), !3183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3189)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5), !dbg !3193
  br label %14, !dbg !3194

4:                                                ; preds = %0
  %5 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !3195
  %6 = extractvalue { ptr, i32 } %5, 1, !dbg !3195
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #17, !dbg !3194
  %8 = icmp eq i32 %6, %7, !dbg !3194
  br i1 %8, label %9, label %71, !dbg !3194

9:                                                ; preds = %4
  %10 = extractvalue { ptr, i32 } %5, 0, !dbg !3195
  %11 = tail call ptr @__cxa_begin_catch(ptr %10) #17, !dbg !3194
  %12 = load i32, ptr %11, align 4, !dbg !3194, !tbaa !2715
    #dbg_value(i32 %12, !3186, !DIExpression(), !3196)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %12), !dbg !3197
    #dbg_value(i32 0, !3183, !DIExpression(DW_OP_plus_uconst, 1000, DW_OP_stack_value), !3189)
  tail call void @__cxa_end_catch() #17, !dbg !3199
  br label %14, !dbg !3199

14:                                               ; preds = %2, %9
  %15 = phi i32 [ %1, %2 ], [ 1000, %9 ]
    #dbg_value(i32 %15, !3183, !DIExpression(), !3189)
    #dbg_value(i32 9, !3184, !DIExpression(), !3190)
  %16 = invoke noundef i32 @_Z5buildi(i32 noundef 9)
          to label %27 unwind label %17, !dbg !3191

17:                                               ; preds = %14
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !3195
  %19 = extractvalue { ptr, i32 } %18, 1, !dbg !3195
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #17, !dbg !3194
  %21 = icmp eq i32 %19, %20, !dbg !3194
  br i1 %21, label %22, label %71, !dbg !3194

22:                                               ; preds = %17
  %23 = extractvalue { ptr, i32 } %18, 0, !dbg !3195
  %24 = tail call ptr @__cxa_begin_catch(ptr %23) #17, !dbg !3194
  %25 = load i32, ptr %24, align 4, !dbg !3194, !tbaa !2715
    #dbg_value(i32 %25, !3186, !DIExpression(), !3196)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25), !dbg !3197
    #dbg_value(i32 %15, !3183, !DIExpression(DW_OP_plus_uconst, 1000, DW_OP_stack_value), !3189)
  tail call void @__cxa_end_catch() #17, !dbg !3199
  br label %29, !dbg !3199

27:                                               ; preds = %14
    #dbg_value(!DIArgList(i32 %15, i32 %16), !3183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3189)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9), !dbg !3193
  br label %29, !dbg !3194

29:                                               ; preds = %27, %22
  %30 = phi i32 [ %16, %27 ], [ 1000, %22 ]
    #dbg_value(!DIArgList(i32 %30, i32 %15), !3183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3189)
    #dbg_value(i32 13, !3184, !DIExpression(), !3190)
  %31 = invoke noundef i32 @_Z5buildi(i32 noundef 13)
          to label %42 unwind label %32, !dbg !3191

32:                                               ; preds = %29
  %33 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !3195
  %34 = extractvalue { ptr, i32 } %33, 1, !dbg !3195
  %35 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #17, !dbg !3194
  %36 = icmp eq i32 %34, %35, !dbg !3194
  br i1 %36, label %37, label %71, !dbg !3194

37:                                               ; preds = %32
  %38 = extractvalue { ptr, i32 } %33, 0, !dbg !3195
  %39 = tail call ptr @__cxa_begin_catch(ptr %38) #17, !dbg !3194
  %40 = load i32, ptr %39, align 4, !dbg !3194, !tbaa !2715
    #dbg_value(i32 %40, !3186, !DIExpression(), !3196)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %40), !dbg !3197
    #dbg_value(!DIArgList(i32 %30, i32 %15), !3183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 1000, DW_OP_stack_value), !3189)
  tail call void @__cxa_end_catch() #17, !dbg !3199
  br label %44, !dbg !3199

42:                                               ; preds = %29
    #dbg_value(!DIArgList(i32 %30, i32 %31, i32 %15), !3183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3189)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 13), !dbg !3193
  br label %44, !dbg !3194

44:                                               ; preds = %42, %37
  %45 = phi i32 [ %31, %42 ], [ 1000, %37 ]
    #dbg_value(!DIArgList(i32 %45, i32 %30, i32 %15), !3183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !3189)
    #dbg_value(i32 17, !3184, !DIExpression(), !3190)
  %46 = invoke noundef i32 @_Z5buildi(i32 noundef 17)
          to label %57 unwind label %47, !dbg !3191

47:                                               ; preds = %44
  %48 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !3195
  %49 = extractvalue { ptr, i32 } %48, 1, !dbg !3195
  %50 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #17, !dbg !3194
  %51 = icmp eq i32 %49, %50, !dbg !3194
  br i1 %51, label %52, label %71, !dbg !3194

52:                                               ; preds = %47
  %53 = extractvalue { ptr, i32 } %48, 0, !dbg !3195
  %54 = tail call ptr @__cxa_begin_catch(ptr %53) #17, !dbg !3194
  %55 = load i32, ptr %54, align 4, !dbg !3194, !tbaa !2715
    #dbg_value(i32 %55, !3186, !DIExpression(), !3196)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %55), !dbg !3197
    #dbg_value(!DIArgList(i32 %45, i32 %30, i32 %15), !3183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_plus_uconst, 1000, DW_OP_stack_value), !3189)
  tail call void @__cxa_end_catch() #17, !dbg !3199
  br label %59, !dbg !3199

57:                                               ; preds = %44
    #dbg_value(!DIArgList(i32 %45, i32 %46, i32 %30, i32 %15), !3183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3189)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 17), !dbg !3193
  br label %59, !dbg !3194

59:                                               ; preds = %57, %52
  %60 = phi i32 [ %46, %57 ], [ 1000, %52 ]
  %61 = add nsw i32 %30, %15, !dbg !3196
    #dbg_value(i32 %61, !3183, !DIExpression(), !3189)
  %62 = add nsw i32 %45, %61, !dbg !3196
    #dbg_value(i32 %62, !3183, !DIExpression(), !3189)
  %63 = add nsw i32 %60, %62, !dbg !3196
    #dbg_value(i32 %63, !3183, !DIExpression(), !3189)
    #dbg_value(i32 21, !3184, !DIExpression(), !3190)
  %64 = load i32, ptr @_ZL11constructed, align 4, !dbg !3200, !tbaa !2715
  %65 = load i32, ptr @_ZL9destroyed, align 4, !dbg !3201, !tbaa !2715
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %63, i32 noundef %64, i32 noundef %65), !dbg !3202
  %67 = load i32, ptr @_ZL11constructed, align 4, !dbg !3203, !tbaa !2715
  %68 = load i32, ptr @_ZL9destroyed, align 4, !dbg !3204, !tbaa !2715
  %69 = icmp eq i32 %67, %68, !dbg !3205
  %70 = select i1 %69, i32 0, i32 9, !dbg !3203
  ret i32 %70, !dbg !3206

71:                                               ; preds = %47, %32, %17, %4
  %72 = phi { ptr, i32 } [ %5, %4 ], [ %18, %17 ], [ %33, %32 ], [ %48, %47 ], !dbg !3195
  resume { ptr, i32 } %72, !dbg !3207
}

; Function Attrs: nofree nounwind
declare !dbg !1868 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

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
declare !dbg !3208 void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !3210 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJPS1_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 !dbg !3214 {
  %4 = inttoptr i64 %1 to ptr
    #dbg_value(ptr %4, !3220, !DIExpression(), !3229)
    #dbg_value(ptr %0, !3219, !DIExpression(), !3229)
    #dbg_value(ptr %2, !3221, !DIExpression(), !3229)
    #dbg_value(ptr %0, !3230, !DIExpression(), !3236)
    #dbg_value(i64 1, !3233, !DIExpression(), !3236)
    #dbg_value(ptr @.str.7, !3234, !DIExpression(), !3236)
    #dbg_value(ptr %0, !2833, !DIExpression(), !3238)
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3241
  %6 = load ptr, ptr %5, align 8, !dbg !3241, !tbaa !2792
  %7 = ptrtoint ptr %6 to i64, !dbg !3242
  %8 = load ptr, ptr %0, align 8, !dbg !3242, !tbaa !2717
  %9 = ptrtoint ptr %8 to i64, !dbg !3243
  %10 = ptrtoint ptr %6 to i64, !dbg !3243
  %11 = ptrtoint ptr %8 to i64, !dbg !3243
  %12 = sub i64 %10, %11, !dbg !3243
  %13 = icmp eq i64 %12, 9223372036854775800, !dbg !3244
  br i1 %13, label %14, label %15, !dbg !3245

14:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #19, !dbg !3246
  unreachable, !dbg !3246

15:                                               ; preds = %3
  %16 = ashr exact i64 %12, 3, !dbg !3243
    #dbg_value(ptr %0, !2833, !DIExpression(), !3247)
    #dbg_value(ptr %0, !2833, !DIExpression(), !3249)
  %17 = tail call i64 @llvm.umax.i64(i64 %16, i64 1), !dbg !3251
  %18 = add nsw i64 %17, %16, !dbg !3252
    #dbg_value(i64 %18, !3235, !DIExpression(), !3236)
    #dbg_value(ptr %0, !2833, !DIExpression(), !3253)
  %19 = icmp ult i64 %18, %16, !dbg !3255
  %20 = tail call i64 @llvm.umin.i64(i64 %18, i64 1152921504606846975), !dbg !3256
  %21 = select i1 %19, i64 1152921504606846975, i64 %20, !dbg !3256
    #dbg_value(i64 %21, !3222, !DIExpression(), !3229)
    #dbg_value(ptr %8, !3224, !DIExpression(), !3229)
    #dbg_value(ptr %6, !3225, !DIExpression(), !3229)
    #dbg_value(ptr undef, !3257, !DIExpression(), !3264)
    #dbg_value(ptr undef, !3263, !DIExpression(), !3264)
  %22 = sub i64 %1, %11, !dbg !3266
  %23 = ashr exact i64 %22, 3, !dbg !3266
    #dbg_value(i64 %23, !3226, !DIExpression(), !3229)
    #dbg_value(ptr %0, !3267, !DIExpression(), !3271)
    #dbg_value(i64 %21, !3270, !DIExpression(), !3271)
  %24 = icmp eq i64 %21, 0, !dbg !3273
  br i1 %24, label %28, label %25, !dbg !3274

25:                                               ; preds = %15
    #dbg_value(ptr %0, !3275, !DIExpression(), !3279)
    #dbg_value(i64 %21, !3278, !DIExpression(), !3279)
    #dbg_value(ptr %0, !3281, !DIExpression(), !3286)
    #dbg_value(i64 %21, !3284, !DIExpression(), !3286)
    #dbg_value(ptr null, !3285, !DIExpression(), !3286)
  %26 = shl nuw nsw i64 %21, 3, !dbg !3288
  %27 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #18, !dbg !3289
  br label %28, !dbg !3274

28:                                               ; preds = %15, %25
  %29 = phi ptr [ %27, %25 ], [ null, %15 ], !dbg !3274
    #dbg_value(ptr %29, !3227, !DIExpression(), !3229)
    #dbg_value(ptr %29, !3228, !DIExpression(), !3229)
  %30 = getelementptr inbounds %"class.std::unique_ptr", ptr %29, i64 %23, !dbg !3290
    #dbg_value(ptr %0, !2738, !DIExpression(), !3292)
    #dbg_value(ptr %30, !2746, !DIExpression(), !3292)
    #dbg_value(ptr %2, !2747, !DIExpression(), !3292)
    #dbg_value(ptr %0, !2751, !DIExpression(), !3294)
    #dbg_value(ptr %30, !2757, !DIExpression(), !3294)
    #dbg_value(ptr %2, !2758, !DIExpression(), !3294)
  %31 = load ptr, ptr %2, align 8, !dbg !3296, !tbaa !2717
    #dbg_value(ptr %30, !2762, !DIExpression(), !3297)
    #dbg_value(ptr %31, !2769, !DIExpression(), !3297)
    #dbg_value(ptr %30, !2772, !DIExpression(), !3299)
    #dbg_value(ptr %31, !2778, !DIExpression(), !3299)
    #dbg_value(ptr %30, !2782, !DIExpression(), !3301)
    #dbg_value(ptr %31, !2785, !DIExpression(), !3301)
  store ptr %31, ptr %30, align 8, !dbg !3303, !tbaa !2717
    #dbg_value(ptr null, !3228, !DIExpression(), !3229)
    #dbg_value(ptr %8, !3304, !DIExpression(), !3310)
    #dbg_value(ptr %4, !3307, !DIExpression(), !3310)
    #dbg_value(ptr %29, !3308, !DIExpression(), !3310)
    #dbg_value(ptr %0, !3309, !DIExpression(), !3310)
    #dbg_value(ptr %8, !3314, !DIExpression(), !3326)
    #dbg_value(ptr %4, !3320, !DIExpression(), !3326)
    #dbg_value(ptr %29, !3321, !DIExpression(), !3326)
    #dbg_value(ptr %0, !3322, !DIExpression(), !3326)
    #dbg_value(ptr %8, !3328, !DIExpression(), !3335)
    #dbg_value(ptr %4, !3331, !DIExpression(), !3335)
    #dbg_value(ptr %29, !3332, !DIExpression(), !3335)
    #dbg_value(ptr %0, !3333, !DIExpression(), !3335)
    #dbg_value(ptr %29, !3334, !DIExpression(), !3335)
  %32 = icmp eq ptr %8, %4, !dbg !3337
  br i1 %32, label %80, label %33, !dbg !3340

33:                                               ; preds = %28
  %34 = add i64 %1, -8, !dbg !3340
  %35 = sub i64 %34, %9, !dbg !3340
  %36 = lshr i64 %35, 3, !dbg !3340
  %37 = add nuw nsw i64 %36, 1, !dbg !3340
  %38 = icmp ult i64 %35, 88, !dbg !3340
  br i1 %38, label %70, label %39, !dbg !3340

39:                                               ; preds = %33
  %40 = add i64 %1, -8, !dbg !3340
  %41 = sub i64 %40, %9, !dbg !3340
  %42 = and i64 %41, -8, !dbg !3340
  %43 = add i64 %42, 8, !dbg !3340
  %44 = getelementptr i8, ptr %29, i64 %43, !dbg !3340
  %45 = getelementptr i8, ptr %8, i64 %43, !dbg !3340
  %46 = icmp ult ptr %29, %45, !dbg !3340
  %47 = icmp ult ptr %8, %44, !dbg !3340
  %48 = and i1 %46, %47, !dbg !3340
  br i1 %48, label %70, label %49, !dbg !3340

49:                                               ; preds = %39
  %50 = and i64 %37, 4611686018427387900, !dbg !3340
  %51 = shl i64 %50, 3, !dbg !3340
  %52 = getelementptr i8, ptr %29, i64 %51, !dbg !3340
  %53 = shl i64 %50, 3, !dbg !3340
  %54 = getelementptr i8, ptr %8, i64 %53, !dbg !3340
  br label %55, !dbg !3340

55:                                               ; preds = %55, %49
  %56 = phi i64 [ 0, %49 ], [ %66, %55 ]
  %57 = shl i64 %56, 3, !dbg !3340
  %58 = getelementptr i8, ptr %29, i64 %57
  %59 = shl i64 %56, 3
  %60 = getelementptr i8, ptr %8, i64 %59
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3341), !dbg !3344
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3345), !dbg !3344
  %61 = getelementptr i8, ptr %60, i64 16, !dbg !3347
  %62 = load <2 x i64>, ptr %60, align 8, !dbg !3347, !tbaa !2717, !alias.scope !3407, !noalias !3341
  %63 = load <2 x i64>, ptr %61, align 8, !dbg !3347, !tbaa !2717, !alias.scope !3407, !noalias !3341
  %64 = getelementptr i8, ptr %58, i64 16, !dbg !3347
  store <2 x i64> %62, ptr %58, align 8, !dbg !3347, !tbaa !2717, !alias.scope !3410, !noalias !3407
  store <2 x i64> %63, ptr %64, align 8, !dbg !3347, !tbaa !2717, !alias.scope !3410, !noalias !3407
  %65 = getelementptr i8, ptr %60, i64 16, !dbg !3412
  store <2 x ptr> zeroinitializer, ptr %60, align 8, !dbg !3412, !tbaa !2717, !alias.scope !3407, !noalias !3341
  store <2 x ptr> zeroinitializer, ptr %65, align 8, !dbg !3412, !tbaa !2717, !alias.scope !3407, !noalias !3341
  %66 = add nuw i64 %56, 4
  %67 = icmp eq i64 %66, %50
  br i1 %67, label %68, label %55, !llvm.loop !3431

68:                                               ; preds = %55
  %69 = icmp eq i64 %37, %50, !dbg !3340
  br i1 %69, label %80, label %70, !dbg !3340

70:                                               ; preds = %68, %39, %33
  %71 = phi ptr [ %29, %39 ], [ %29, %33 ], [ %52, %68 ]
  %72 = phi ptr [ %8, %39 ], [ %8, %33 ], [ %54, %68 ]
  br label %73, !dbg !3340

73:                                               ; preds = %70, %73
  %74 = phi ptr [ %78, %73 ], [ %71, %70 ]
  %75 = phi ptr [ %77, %73 ], [ %72, %70 ]
    #dbg_value(ptr %74, !3334, !DIExpression(), !3335)
    #dbg_value(ptr %75, !3328, !DIExpression(), !3335)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3341), !dbg !3344
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3345), !dbg !3344
    #dbg_value(ptr %74, !3402, !DIExpression(), !3435)
    #dbg_value(ptr %75, !3403, !DIExpression(), !3435)
    #dbg_value(ptr %0, !3404, !DIExpression(), !3435)
    #dbg_value(ptr %0, !3393, !DIExpression(), !3436)
    #dbg_value(ptr %74, !3394, !DIExpression(), !3436)
    #dbg_value(ptr %75, !3395, !DIExpression(), !3436)
    #dbg_value(ptr %0, !3384, !DIExpression(), !3437)
    #dbg_value(ptr %74, !3385, !DIExpression(), !3437)
    #dbg_value(ptr %75, !3386, !DIExpression(), !3437)
    #dbg_value(ptr %74, !3372, !DIExpression(), !3438)
    #dbg_value(ptr %75, !3373, !DIExpression(), !3438)
    #dbg_value(ptr %74, !3367, !DIExpression(), !3439)
    #dbg_value(ptr %75, !3368, !DIExpression(), !3439)
    #dbg_value(ptr %74, !3362, !DIExpression(), !3440)
    #dbg_value(ptr %75, !3363, !DIExpression(), !3440)
    #dbg_value(ptr %74, !3356, !DIExpression(), !3441)
    #dbg_value(ptr %75, !3358, !DIExpression(), !3441)
    #dbg_value(ptr %74, !3350, !DIExpression(), !3442)
    #dbg_value(ptr %75, !3352, !DIExpression(), !3442)
  %76 = load i64, ptr %75, align 8, !dbg !3347, !tbaa !2717, !alias.scope !3345, !noalias !3341
  store i64 %76, ptr %74, align 8, !dbg !3347, !tbaa !2717, !alias.scope !3341, !noalias !3345
    #dbg_value(ptr %0, !3428, !DIExpression(), !3443)
    #dbg_value(ptr %75, !3429, !DIExpression(), !3443)
    #dbg_value(ptr %0, !3420, !DIExpression(), !3444)
    #dbg_value(ptr %75, !3421, !DIExpression(), !3444)
    #dbg_value(ptr %75, !2943, !DIExpression(), !3445)
    #dbg_value(ptr %75, !2946, !DIExpression(), !3446)
  store ptr null, ptr %75, align 8, !dbg !3412, !tbaa !2717, !alias.scope !3345, !noalias !3341
  %77 = getelementptr inbounds i8, ptr %75, i64 8, !dbg !3447
    #dbg_value(ptr %77, !3328, !DIExpression(), !3335)
  %78 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !3448
    #dbg_value(ptr %78, !3334, !DIExpression(), !3335)
  %79 = icmp eq ptr %77, %4, !dbg !3337
  br i1 %79, label %80, label %73, !dbg !3340, !llvm.loop !3449

80:                                               ; preds = %73, %68, %28
  %81 = phi ptr [ %29, %28 ], [ %52, %68 ], [ %78, %73 ], !dbg !3335
    #dbg_value(ptr %81, !3228, !DIExpression(), !3229)
  %82 = getelementptr i8, ptr %81, i64 8, !dbg !3450
    #dbg_value(ptr %82, !3228, !DIExpression(), !3229)
    #dbg_value(ptr %4, !3304, !DIExpression(), !3451)
    #dbg_value(ptr %6, !3307, !DIExpression(), !3451)
    #dbg_value(ptr %82, !3308, !DIExpression(), !3451)
    #dbg_value(ptr %0, !3309, !DIExpression(), !3451)
    #dbg_value(ptr %4, !3314, !DIExpression(), !3453)
    #dbg_value(ptr %6, !3320, !DIExpression(), !3453)
    #dbg_value(ptr %82, !3321, !DIExpression(), !3453)
    #dbg_value(ptr %0, !3322, !DIExpression(), !3453)
    #dbg_value(ptr %4, !3328, !DIExpression(), !3455)
    #dbg_value(ptr %6, !3331, !DIExpression(), !3455)
    #dbg_value(ptr %82, !3332, !DIExpression(), !3455)
    #dbg_value(ptr %0, !3333, !DIExpression(), !3455)
    #dbg_value(ptr %82, !3334, !DIExpression(), !3455)
  %83 = icmp eq ptr %6, %4, !dbg !3457
  br i1 %83, label %131, label %84, !dbg !3458

84:                                               ; preds = %80
  %85 = add i64 %7, -8, !dbg !3458
  %86 = sub i64 %85, %1, !dbg !3458
  %87 = lshr i64 %86, 3, !dbg !3458
  %88 = add nuw nsw i64 %87, 1, !dbg !3458
  %89 = icmp ult i64 %86, 104, !dbg !3458
  br i1 %89, label %121, label %90, !dbg !3458

90:                                               ; preds = %84
  %91 = add i64 %7, -8, !dbg !3458
  %92 = sub i64 %91, %1, !dbg !3458
  %93 = and i64 %92, -8, !dbg !3458
  %94 = add i64 %93, 16, !dbg !3458
  %95 = getelementptr i8, ptr %81, i64 %94, !dbg !3458
  %96 = getelementptr i8, ptr %4, i64 %93, !dbg !3458
  %97 = icmp ult ptr %81, %96, !dbg !3458
  %98 = icmp ugt ptr %95, %4, !dbg !3458
  %99 = and i1 %97, %98, !dbg !3458
  br i1 %99, label %121, label %100, !dbg !3458

100:                                              ; preds = %90
  %101 = and i64 %88, 4611686018427387900, !dbg !3458
  %102 = shl i64 %101, 3, !dbg !3458
  %103 = getelementptr i8, ptr %82, i64 %102, !dbg !3458
  %104 = shl i64 %101, 3, !dbg !3458
  %105 = getelementptr i8, ptr %4, i64 %104, !dbg !3458
  br label %106, !dbg !3458

106:                                              ; preds = %106, %100
  %107 = phi i64 [ 0, %100 ], [ %117, %106 ]
  %108 = shl i64 %107, 3, !dbg !3458
  %109 = getelementptr i8, ptr %82, i64 %108
  %110 = shl i64 %107, 3
  %111 = getelementptr i8, ptr %4, i64 %110
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3459), !dbg !3462
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3463), !dbg !3462
  %112 = getelementptr i8, ptr %111, i64 16, !dbg !3465
  %113 = load <2 x i64>, ptr %111, align 8, !dbg !3465, !tbaa !2717, !alias.scope !3474, !noalias !3459
  %114 = load <2 x i64>, ptr %112, align 8, !dbg !3465, !tbaa !2717, !alias.scope !3474, !noalias !3459
  %115 = getelementptr i8, ptr %109, i64 16, !dbg !3465
  store <2 x i64> %113, ptr %109, align 8, !dbg !3465, !tbaa !2717, !alias.scope !3477, !noalias !3474
  store <2 x i64> %114, ptr %115, align 8, !dbg !3465, !tbaa !2717, !alias.scope !3477, !noalias !3474
  %116 = getelementptr i8, ptr %111, i64 16, !dbg !3479
  store <2 x ptr> zeroinitializer, ptr %111, align 8, !dbg !3479, !tbaa !2717, !alias.scope !3474, !noalias !3459
  store <2 x ptr> zeroinitializer, ptr %116, align 8, !dbg !3479, !tbaa !2717, !alias.scope !3474, !noalias !3459
  %117 = add nuw i64 %107, 4
  %118 = icmp eq i64 %117, %101
  br i1 %118, label %119, label %106, !llvm.loop !3483

119:                                              ; preds = %106
  %120 = icmp eq i64 %88, %101, !dbg !3458
  br i1 %120, label %131, label %121, !dbg !3458

121:                                              ; preds = %119, %90, %84
  %122 = phi ptr [ %82, %90 ], [ %82, %84 ], [ %103, %119 ]
  %123 = phi ptr [ %4, %90 ], [ %4, %84 ], [ %105, %119 ]
  br label %124, !dbg !3458

124:                                              ; preds = %121, %124
  %125 = phi ptr [ %129, %124 ], [ %122, %121 ]
  %126 = phi ptr [ %128, %124 ], [ %123, %121 ]
    #dbg_value(ptr %125, !3334, !DIExpression(), !3455)
    #dbg_value(ptr %126, !3328, !DIExpression(), !3455)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3459), !dbg !3462
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3463), !dbg !3462
    #dbg_value(ptr %125, !3402, !DIExpression(), !3485)
    #dbg_value(ptr %126, !3403, !DIExpression(), !3485)
    #dbg_value(ptr %0, !3404, !DIExpression(), !3485)
    #dbg_value(ptr %0, !3393, !DIExpression(), !3486)
    #dbg_value(ptr %125, !3394, !DIExpression(), !3486)
    #dbg_value(ptr %126, !3395, !DIExpression(), !3486)
    #dbg_value(ptr %0, !3384, !DIExpression(), !3487)
    #dbg_value(ptr %125, !3385, !DIExpression(), !3487)
    #dbg_value(ptr %126, !3386, !DIExpression(), !3487)
    #dbg_value(ptr %125, !3372, !DIExpression(), !3488)
    #dbg_value(ptr %126, !3373, !DIExpression(), !3488)
    #dbg_value(ptr %125, !3367, !DIExpression(), !3489)
    #dbg_value(ptr %126, !3368, !DIExpression(), !3489)
    #dbg_value(ptr %125, !3362, !DIExpression(), !3490)
    #dbg_value(ptr %126, !3363, !DIExpression(), !3490)
    #dbg_value(ptr %125, !3356, !DIExpression(), !3491)
    #dbg_value(ptr %126, !3358, !DIExpression(), !3491)
    #dbg_value(ptr %125, !3350, !DIExpression(), !3492)
    #dbg_value(ptr %126, !3352, !DIExpression(), !3492)
  %127 = load i64, ptr %126, align 8, !dbg !3465, !tbaa !2717, !alias.scope !3463, !noalias !3459
  store i64 %127, ptr %125, align 8, !dbg !3465, !tbaa !2717, !alias.scope !3459, !noalias !3463
    #dbg_value(ptr %0, !3428, !DIExpression(), !3493)
    #dbg_value(ptr %126, !3429, !DIExpression(), !3493)
    #dbg_value(ptr %0, !3420, !DIExpression(), !3494)
    #dbg_value(ptr %126, !3421, !DIExpression(), !3494)
    #dbg_value(ptr %126, !2943, !DIExpression(), !3495)
    #dbg_value(ptr %126, !2946, !DIExpression(), !3496)
  store ptr null, ptr %126, align 8, !dbg !3479, !tbaa !2717, !alias.scope !3463, !noalias !3459
  %128 = getelementptr inbounds i8, ptr %126, i64 8, !dbg !3497
    #dbg_value(ptr %128, !3328, !DIExpression(), !3455)
  %129 = getelementptr inbounds i8, ptr %125, i64 8, !dbg !3498
    #dbg_value(ptr %129, !3334, !DIExpression(), !3455)
  %130 = icmp eq ptr %128, %6, !dbg !3457
  br i1 %130, label %131, label %124, !dbg !3458, !llvm.loop !3499

131:                                              ; preds = %124, %119, %80
  %132 = phi ptr [ %82, %80 ], [ %103, %119 ], [ %129, %124 ], !dbg !3455
    #dbg_value(ptr %132, !3228, !DIExpression(), !3229)
  %133 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3500
    #dbg_value(ptr %0, !2975, !DIExpression(), !3501)
    #dbg_value(ptr %8, !2978, !DIExpression(), !3501)
    #dbg_value(!DIArgList(ptr poison, i64 poison), !2979, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3501)
  %134 = icmp eq ptr %8, null, !dbg !3503
  br i1 %134, label %139, label %135, !dbg !3504

135:                                              ; preds = %131
  %136 = load ptr, ptr %133, align 8, !dbg !3500, !tbaa !2734
    #dbg_value(!DIArgList(ptr %136, i64 %11), !2979, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3501)
  %137 = ptrtoint ptr %136 to i64, !dbg !3505
    #dbg_value(!DIArgList(i64 %137, i64 %11), !2979, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3501)
  %138 = sub i64 %137, %11, !dbg !3505
    #dbg_value(i64 %138, !2979, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3501)
    #dbg_value(ptr %0, !2987, !DIExpression(), !3506)
    #dbg_value(ptr %8, !2990, !DIExpression(), !3506)
    #dbg_value(i64 %138, !2991, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3506)
    #dbg_value(ptr %0, !2994, !DIExpression(), !3508)
    #dbg_value(ptr %8, !2997, !DIExpression(), !3508)
    #dbg_value(i64 %138, !2998, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3508)
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef %138) #20, !dbg !3510
  br label %139, !dbg !3511

139:                                              ; preds = %131, %135
  store ptr %29, ptr %0, align 8, !dbg !3512, !tbaa !2841
  store ptr %132, ptr %5, align 8, !dbg !3513, !tbaa !2792
  %140 = getelementptr inbounds %"class.std::unique_ptr", ptr %29, i64 %21, !dbg !3514
  store ptr %140, ptr %133, align 8, !dbg !3515, !tbaa !2734
  ret void, !dbg !3516
}

; Function Attrs: noreturn
declare !dbg !3517 void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #10

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

!llvm.dbg.cu = !{!20}
!llvm.module.flags = !{!2546, !2547, !2548, !2549, !2550, !2551, !2552, !2553}
!llvm.ident = !{!2554}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/eh_cleanup.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "3500d77f8f612cd5774488af11be70f1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7}
!7 = !DISubrange(count: 10)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 14)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 36)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "constructed", linkageName: "_ZL11constructed", scope: !20, file: !2, line: 9, type: !275, isLocal: true, isDefinition: true)
!20 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !21, retainedTypes: !774, globals: !1689, imports: !1715, splitDebugInlining: false, nameTableKind: None)
!21 = !{!22, !30}
!22 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "_Lock_policy", scope: !24, file: !23, line: 49, baseType: !25, size: 32, elements: !26, identifier: "_ZTSN9__gnu_cxx12_Lock_policyE")
!23 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/ext/concurrence.h", directory: "")
!24 = !DINamespace(name: "__gnu_cxx", scope: null)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !{!27, !28, !29}
!27 = !DIEnumerator(name: "_S_single", value: 0, isUnsigned: true)
!28 = !DIEnumerator(name: "_S_mutex", value: 1, isUnsigned: true)
!29 = !DIEnumerator(name: "_S_atomic", value: 2, isUnsigned: true)
!30 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !32, file: !31, line: 213, baseType: !25, size: 32, elements: !772, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEUt_E")
!31 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/basic_string.h", directory: "")
!32 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "basic_string<char, std::char_traits<char>, std::allocator<char> >", scope: !34, file: !33, line: 1082, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !36, templateParams: !770, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE")
!33 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/basic_string.tcc", directory: "")
!34 = !DINamespace(name: "__cxx11", scope: !35, exportSymbols: true)
!35 = !DINamespace(name: "std", scope: null)
!36 = !{!37, !155, !176, !177, !185, !380, !385, !388, !391, !396, !399, !405, !406, !407, !410, !414, !417, !418, !421, !425, !430, !431, !434, !437, !440, !443, !446, !447, !450, !455, !460, !463, !466, !469, !473, !476, !479, !480, !483, !484, !487, !490, !493, !496, !500, !505, !508, !511, !512, !516, !519, !522, !525, !528, !531, !534, !537, !538, !539, !544, !549, !550, !551, !552, !553, !554, !555, !558, !559, !560, !561, !562, !563, !564, !565, !566, !567, !568, !577, !583, !584, !585, !588, !591, !592, !593, !594, !595, !596, !597, !598, !601, !604, !605, !608, !609, !612, !613, !614, !615, !616, !617, !618, !619, !622, !625, !628, !631, !634, !637, !640, !644, !647, !650, !653, !654, !657, !660, !663, !666, !669, !672, !675, !678, !681, !684, !687, !690, !693, !696, !697, !700, !701, !704, !707, !710, !711, !714, !717, !720, !723, !726, !729, !730, !731, !732, !733, !734, !735, !736, !737, !738, !739, !740, !741, !742, !743, !744, !745, !746, !747, !748, !749, !752, !755, !758, !761, !764, !767}
!37 = !DIDerivedType(tag: DW_TAG_variable, name: "npos", scope: !32, file: !31, line: 139, baseType: !38, flags: DIFlagPublic | DIFlagStaticMember, extraData: i64 -1)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !32, file: !31, line: 126, baseType: !40, flags: DIFlagPublic)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !42, file: !41, line: 59, baseType: !131)
!41 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/ext/alloc_traits.h", directory: "")
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<char>, char>", scope: !24, file: !41, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !43, templateParams: !153, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIcEcEE")
!43 = !{!44, !139, !142, !145, !149, !150, !151, !152}
!44 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !42, baseType: !45, extraData: i32 0)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<char> >", scope: !35, file: !46, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !47, templateParams: !137, identifier: "_ZTSSt16allocator_traitsISaIcEE")
!46 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!47 = !{!48, !121, !125, !128, !134}
!48 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIcEE8allocateERS0_m", scope: !45, file: !46, line: 463, type: !49, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !53, !120}
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !45, file: !46, line: 420, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !45, file: !46, line: 414, baseType: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<char>", scope: !35, file: !56, line: 262, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !57, templateParams: !104, identifier: "_ZTSSaIcE")
!56 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!57 = !{!58, !106, !110, !115, !119}
!58 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !55, baseType: !59, flags: DIFlagPublic, extraData: i32 0)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<char>", scope: !35, file: !60, line: 47, baseType: !61)
!60 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/aarch64-linux-gnu/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!61 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<char>", scope: !35, file: !62, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !63, templateParams: !104, identifier: "_ZTSSt15__new_allocatorIcE")
!62 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!63 = !{!64, !68, !73, !74, !81, !88, !97, !100, !103}
!64 = !DISubprogram(name: "__new_allocator", scope: !61, file: !62, line: 80, type: !65, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!65 = !DISubroutineType(types: !66)
!66 = !{null, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!68 = !DISubprogram(name: "__new_allocator", scope: !61, file: !62, line: 83, type: !69, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DISubroutineType(types: !70)
!70 = !{null, !67, !71}
!71 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!73 = !DISubprogram(name: "~__new_allocator", scope: !61, file: !62, line: 90, type: !65, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!74 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIcE7addressERc", scope: !61, file: !62, line: 93, type: !75, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DISubroutineType(types: !76)
!76 = !{!77, !78, !79}
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !61, file: !62, line: 63, baseType: !52, flags: DIFlagPublic)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !61, file: !62, line: 65, baseType: !80, flags: DIFlagPublic)
!80 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!81 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIcE7addressERKc", scope: !61, file: !62, line: 97, type: !82, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DISubroutineType(types: !83)
!83 = !{!84, !78, !86}
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !61, file: !62, line: 64, baseType: !85, flags: DIFlagPublic)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !61, file: !62, line: 66, baseType: !87, flags: DIFlagPublic)
!87 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!88 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIcE8allocateEmPKv", scope: !61, file: !62, line: 112, type: !89, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{!52, !67, !91, !95}
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !62, line: 60, baseType: !92, flags: DIFlagPublic)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !35, file: !93, line: 298, baseType: !94)
!93 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/aarch64-linux-gnu/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "fd0c235258299de84551be61e6e8eb87")
!94 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!97 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIcE10deallocateEPcm", scope: !61, file: !62, line: 142, type: !98, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(types: !99)
!99 = !{null, !67, !52, !91}
!100 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIcE8max_sizeEv", scope: !61, file: !62, line: 167, type: !101, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DISubroutineType(types: !102)
!102 = !{!91, !78}
!103 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIcE11_M_max_sizeEv", scope: !61, file: !62, line: 210, type: !101, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !{!105}
!105 = !DITemplateTypeParameter(name: "_Tp", type: !5)
!106 = !DISubprogram(name: "allocator", scope: !55, file: !56, line: 156, type: !107, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!110 = !DISubprogram(name: "allocator", scope: !55, file: !56, line: 159, type: !111, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DISubroutineType(types: !112)
!112 = !{null, !109, !113}
!113 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !55)
!115 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIcEaSERKS_", scope: !55, file: !56, line: 164, type: !116, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubroutineType(types: !117)
!117 = !{!118, !109, !113}
!118 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !55, size: 64)
!119 = !DISubprogram(name: "~allocator", scope: !55, file: !56, line: 174, type: !107, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !46, line: 435, baseType: !92)
!121 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIcEE8allocateERS0_mPKv", scope: !45, file: !46, line: 477, type: !122, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!122 = !DISubroutineType(types: !123)
!123 = !{!51, !53, !120, !124}
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !46, line: 429, baseType: !95)
!125 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIcEE10deallocateERS0_Pcm", scope: !45, file: !46, line: 495, type: !126, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !53, !51, !120}
!128 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIcEE8max_sizeERKS0_", scope: !45, file: !46, line: 547, type: !129, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{!131, !132}
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !45, file: !46, line: 435, baseType: !92)
!132 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!134 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIcEE37select_on_container_copy_constructionERKS0_", scope: !45, file: !46, line: 562, type: !135, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!135 = !DISubroutineType(types: !136)
!136 = !{!54, !132}
!137 = !{!138}
!138 = !DITemplateTypeParameter(name: "_Alloc", type: !55)
!139 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE17_S_select_on_copyERKS1_", scope: !42, file: !41, line: 97, type: !140, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(types: !141)
!141 = !{!55, !113}
!142 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE10_S_on_swapERS1_S3_", scope: !42, file: !41, line: 100, type: !143, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!143 = !DISubroutineType(types: !144)
!144 = !{null, !118, !118}
!145 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE27_S_propagate_on_copy_assignEv", scope: !42, file: !41, line: 103, type: !146, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!146 = !DISubroutineType(types: !147)
!147 = !{!148}
!148 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!149 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE27_S_propagate_on_move_assignEv", scope: !42, file: !41, line: 106, type: !146, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!150 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE20_S_propagate_on_swapEv", scope: !42, file: !41, line: 109, type: !146, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!151 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE15_S_always_equalEv", scope: !42, file: !41, line: 112, type: !146, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!152 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE15_S_nothrow_moveEv", scope: !42, file: !41, line: 115, type: !146, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!153 = !{!138, !154}
!154 = !DITemplateTypeParameter(type: !5, defaulted: true)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "_M_dataplus", scope: !32, file: !31, line: 210, baseType: !156, size: 64)
!156 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Alloc_hider", scope: !32, file: !31, line: 192, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !157, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE")
!157 = !{!158, !165, !168, !172}
!158 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !156, baseType: !159, extraData: i32 0)
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !32, file: !31, line: 125, baseType: !160, flags: DIFlagPublic)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Char_alloc_type", scope: !32, file: !31, line: 88, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !162, file: !41, line: 120, baseType: !164)
!162 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<char>", scope: !42, file: !41, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !163, templateParams: !104, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIcEcE6rebindIcEE")
!163 = !{}
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "template rebind_alloc<char>", scope: !45, file: !46, line: 450, baseType: !55)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "_M_p", scope: !156, file: !31, line: 207, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !32, file: !31, line: 130, baseType: !167, flags: DIFlagPublic)
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !42, file: !41, line: 57, baseType: !51)
!168 = !DISubprogram(name: "_Alloc_hider", scope: !156, file: !31, line: 199, type: !169, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !171, !166, !113}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!172 = !DISubprogram(name: "_Alloc_hider", scope: !156, file: !31, line: 203, type: !173, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !171, !166, !175}
!175 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !55, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "_M_string_length", scope: !32, file: !31, line: 211, baseType: !39, size: 64, offset: 64)
!177 = !DIDerivedType(tag: DW_TAG_member, scope: !32, file: !31, line: 215, baseType: !178, size: 128, offset: 128)
!178 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !32, file: !31, line: 215, size: 128, flags: DIFlagExportSymbols | DIFlagTypePassByValue, elements: !179, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEUt0_E")
!179 = !{!180, !184}
!180 = !DIDerivedType(tag: DW_TAG_member, name: "_M_local_buf", scope: !178, file: !31, line: 217, baseType: !181, size: 128)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: 16)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "_M_allocated_capacity", scope: !178, file: !31, line: 218, baseType: !39, size: 64)
!185 = !DISubprogram(name: "_S_to_string_view", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17_S_to_string_viewESt17basic_string_viewIcS2_E", scope: !32, file: !31, line: 164, type: !186, scopeLine: 164, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!186 = !DISubroutineType(types: !187)
!187 = !{!188, !188}
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sv_type", scope: !32, file: !31, line: 152, baseType: !189)
!189 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "basic_string_view<char, std::char_traits<char> >", scope: !35, file: !190, line: 100, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !191, templateParams: !326, identifier: "_ZTSSt17basic_string_viewIcSt11char_traitsIcEE")
!190 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/string_view", directory: "")
!191 = !{!192, !195, !196, !197, !201, !206, !209, !212, !216, !224, !225, !226, !227, !233, !234, !235, !236, !239, !240, !241, !244, !249, !250, !253, !254, !258, !261, !262, !265, !269, !272, !276, !279, !282, !285, !288, !291, !294, !297, !300, !303, !304, !305, !306, !307, !308, !309, !310, !311, !312, !313, !314, !315, !316, !317, !318, !319, !320, !321, !322, !323}
!192 = !DIDerivedType(tag: DW_TAG_variable, name: "npos", scope: !189, file: !190, line: 121, baseType: !193, flags: DIFlagPublic | DIFlagStaticMember)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !194)
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !190, line: 119, baseType: !92, flags: DIFlagPublic)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "_M_len", scope: !189, file: !190, line: 516, baseType: !92, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "_M_str", scope: !189, file: !190, line: 517, baseType: !85, size: 64, offset: 64)
!197 = !DISubprogram(name: "basic_string_view", scope: !189, file: !190, line: 126, type: !198, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !200}
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!201 = !DISubprogram(name: "basic_string_view", scope: !189, file: !190, line: 130, type: !202, scopeLine: 130, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{null, !200, !204}
!204 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !189)
!206 = !DISubprogram(name: "basic_string_view", scope: !189, file: !190, line: 133, type: !207, scopeLine: 133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DISubroutineType(types: !208)
!208 = !{null, !200, !85}
!209 = !DISubprogram(name: "basic_string_view", scope: !189, file: !190, line: 139, type: !210, scopeLine: 139, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !200, !85, !194}
!212 = !DISubprogram(name: "operator=", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEEaSERKS2_", scope: !189, file: !190, line: 177, type: !213, scopeLine: 177, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DISubroutineType(types: !214)
!214 = !{!215, !200, !204}
!215 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !189, size: 64)
!216 = !DISubprogram(name: "begin", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5beginEv", scope: !189, file: !190, line: 182, type: !217, scopeLine: 182, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{!219, !223}
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !189, file: !190, line: 115, baseType: !220, flags: DIFlagPublic)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !189, file: !190, line: 110, baseType: !5, flags: DIFlagPublic)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!224 = !DISubprogram(name: "end", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE3endEv", scope: !189, file: !190, line: 186, type: !217, scopeLine: 186, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!225 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE6cbeginEv", scope: !189, file: !190, line: 190, type: !217, scopeLine: 190, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DISubprogram(name: "cend", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4cendEv", scope: !189, file: !190, line: 194, type: !217, scopeLine: 194, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE6rbeginEv", scope: !189, file: !190, line: 198, type: !228, scopeLine: 198, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DISubroutineType(types: !229)
!229 = !{!230, !223}
!230 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !189, file: !190, line: 117, baseType: !231, flags: DIFlagPublic)
!231 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<const char *>", scope: !35, file: !232, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIPKcE")
!232 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!233 = !DISubprogram(name: "rend", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4rendEv", scope: !189, file: !190, line: 202, type: !228, scopeLine: 202, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7crbeginEv", scope: !189, file: !190, line: 206, type: !228, scopeLine: 206, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubprogram(name: "crend", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5crendEv", scope: !189, file: !190, line: 210, type: !228, scopeLine: 210, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DISubprogram(name: "size", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4sizeEv", scope: !189, file: !190, line: 216, type: !237, scopeLine: 216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DISubroutineType(types: !238)
!238 = !{!194, !223}
!239 = !DISubprogram(name: "length", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE6lengthEv", scope: !189, file: !190, line: 220, type: !237, scopeLine: 220, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE8max_sizeEv", scope: !189, file: !190, line: 224, type: !237, scopeLine: 224, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!241 = !DISubprogram(name: "empty", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5emptyEv", scope: !189, file: !190, line: 231, type: !242, scopeLine: 231, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{!148, !223}
!244 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEEixEm", scope: !189, file: !190, line: 237, type: !245, scopeLine: 237, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DISubroutineType(types: !246)
!246 = !{!247, !223, !194}
!247 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !189, file: !190, line: 114, baseType: !248, flags: DIFlagPublic)
!248 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !221, size: 64)
!249 = !DISubprogram(name: "at", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE2atEm", scope: !189, file: !190, line: 244, type: !245, scopeLine: 244, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DISubprogram(name: "front", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5frontEv", scope: !189, file: !190, line: 254, type: !251, scopeLine: 254, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!251 = !DISubroutineType(types: !252)
!252 = !{!247, !223}
!253 = !DISubprogram(name: "back", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4backEv", scope: !189, file: !190, line: 261, type: !251, scopeLine: 261, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DISubprogram(name: "data", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4dataEv", scope: !189, file: !190, line: 268, type: !255, scopeLine: 268, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!255 = !DISubroutineType(types: !256)
!256 = !{!257, !223}
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !189, file: !190, line: 112, baseType: !220, flags: DIFlagPublic)
!258 = !DISubprogram(name: "remove_prefix", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEE13remove_prefixEm", scope: !189, file: !190, line: 274, type: !259, scopeLine: 274, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DISubroutineType(types: !260)
!260 = !{null, !200, !194}
!261 = !DISubprogram(name: "remove_suffix", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEE13remove_suffixEm", scope: !189, file: !190, line: 282, type: !259, scopeLine: 282, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!262 = !DISubprogram(name: "swap", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEE4swapERS2_", scope: !189, file: !190, line: 286, type: !263, scopeLine: 286, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DISubroutineType(types: !264)
!264 = !{null, !200, !215}
!265 = !DISubprogram(name: "copy", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4copyEPcmm", scope: !189, file: !190, line: 297, type: !266, scopeLine: 297, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DISubroutineType(types: !267)
!267 = !{!268, !223, !52, !194, !194}
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !189, file: !190, line: 119, baseType: !92, flags: DIFlagPublic)
!269 = !DISubprogram(name: "substr", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE6substrEmm", scope: !189, file: !190, line: 309, type: !270, scopeLine: 309, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DISubroutineType(types: !271)
!271 = !{!189, !223, !194, !194}
!272 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareES2_", scope: !189, file: !190, line: 317, type: !273, scopeLine: 317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DISubroutineType(types: !274)
!274 = !{!275, !223, !189}
!275 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!276 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEmmS2_", scope: !189, file: !190, line: 327, type: !277, scopeLine: 327, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!277 = !DISubroutineType(types: !278)
!278 = !{!275, !223, !194, !194, !189}
!279 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEmmS2_mm", scope: !189, file: !190, line: 331, type: !280, scopeLine: 331, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!275, !223, !194, !194, !189, !194, !194}
!282 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEPKc", scope: !189, file: !190, line: 338, type: !283, scopeLine: 338, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DISubroutineType(types: !284)
!284 = !{!275, !223, !85}
!285 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEmmPKc", scope: !189, file: !190, line: 342, type: !286, scopeLine: 342, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{!275, !223, !194, !194, !85}
!288 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEmmPKcm", scope: !189, file: !190, line: 346, type: !289, scopeLine: 346, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!289 = !DISubroutineType(types: !290)
!290 = !{!275, !223, !194, !194, !85, !194}
!291 = !DISubprogram(name: "find", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4findES2_m", scope: !189, file: !190, line: 403, type: !292, scopeLine: 403, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{!268, !223, !189, !194}
!294 = !DISubprogram(name: "find", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4findEcm", scope: !189, file: !190, line: 407, type: !295, scopeLine: 407, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!295 = !DISubroutineType(types: !296)
!296 = !{!268, !223, !5, !194}
!297 = !DISubprogram(name: "find", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4findEPKcmm", scope: !189, file: !190, line: 410, type: !298, scopeLine: 410, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!298 = !DISubroutineType(types: !299)
!299 = !{!268, !223, !85, !194, !194}
!300 = !DISubprogram(name: "find", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4findEPKcm", scope: !189, file: !190, line: 413, type: !301, scopeLine: 413, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!301 = !DISubroutineType(types: !302)
!302 = !{!268, !223, !85, !194}
!303 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5rfindES2_m", scope: !189, file: !190, line: 417, type: !292, scopeLine: 417, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!304 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5rfindEcm", scope: !189, file: !190, line: 421, type: !295, scopeLine: 421, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5rfindEPKcmm", scope: !189, file: !190, line: 424, type: !298, scopeLine: 424, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!306 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5rfindEPKcm", scope: !189, file: !190, line: 427, type: !301, scopeLine: 427, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!307 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE13find_first_ofES2_m", scope: !189, file: !190, line: 431, type: !292, scopeLine: 431, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE13find_first_ofEcm", scope: !189, file: !190, line: 435, type: !295, scopeLine: 435, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!309 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE13find_first_ofEPKcmm", scope: !189, file: !190, line: 439, type: !298, scopeLine: 439, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!310 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE13find_first_ofEPKcm", scope: !189, file: !190, line: 443, type: !301, scopeLine: 443, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE12find_last_ofES2_m", scope: !189, file: !190, line: 447, type: !292, scopeLine: 447, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE12find_last_ofEcm", scope: !189, file: !190, line: 452, type: !295, scopeLine: 452, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!313 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE12find_last_ofEPKcmm", scope: !189, file: !190, line: 456, type: !298, scopeLine: 456, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!314 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE12find_last_ofEPKcm", scope: !189, file: !190, line: 460, type: !301, scopeLine: 460, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE17find_first_not_ofES2_m", scope: !189, file: !190, line: 464, type: !292, scopeLine: 464, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!316 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE17find_first_not_ofEcm", scope: !189, file: !190, line: 469, type: !295, scopeLine: 469, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE17find_first_not_ofEPKcmm", scope: !189, file: !190, line: 472, type: !298, scopeLine: 472, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!318 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE17find_first_not_ofEPKcm", scope: !189, file: !190, line: 476, type: !301, scopeLine: 476, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!319 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE16find_last_not_ofES2_m", scope: !189, file: !190, line: 483, type: !292, scopeLine: 483, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE16find_last_not_ofEcm", scope: !189, file: !190, line: 488, type: !295, scopeLine: 488, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!321 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE16find_last_not_ofEPKcmm", scope: !189, file: !190, line: 491, type: !298, scopeLine: 491, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!322 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE16find_last_not_ofEPKcm", scope: !189, file: !190, line: 495, type: !301, scopeLine: 495, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DISubprogram(name: "_S_compare", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEE10_S_compareEmm", scope: !189, file: !190, line: 505, type: !324, scopeLine: 505, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!324 = !DISubroutineType(types: !325)
!325 = !{!275, !194, !194}
!326 = !{!327, !328}
!327 = !DITemplateTypeParameter(name: "_CharT", type: !5)
!328 = !DITemplateTypeParameter(name: "_Traits", type: !329, defaulted: true)
!329 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "char_traits<char>", scope: !35, file: !330, line: 335, size: 8, flags: DIFlagTypePassByValue, elements: !331, templateParams: !379, identifier: "_ZTSSt11char_traitsIcE")
!330 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/char_traits.h", directory: "")
!331 = !{!332, !339, !342, !343, !347, !350, !353, !357, !358, !361, !367, !370, !373, !376}
!332 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !329, file: !330, line: 347, type: !333, scopeLine: 347, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!333 = !DISubroutineType(types: !334)
!334 = !{null, !335, !337}
!335 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !336, size: 64)
!336 = !DIDerivedType(tag: DW_TAG_typedef, name: "char_type", scope: !329, file: !330, line: 337, baseType: !5)
!337 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !338, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !336)
!339 = !DISubprogram(name: "eq", linkageName: "_ZNSt11char_traitsIcE2eqERKcS2_", scope: !329, file: !330, line: 358, type: !340, scopeLine: 358, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{!148, !337, !337}
!342 = !DISubprogram(name: "lt", linkageName: "_ZNSt11char_traitsIcE2ltERKcS2_", scope: !329, file: !330, line: 362, type: !340, scopeLine: 362, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!343 = !DISubprogram(name: "compare", linkageName: "_ZNSt11char_traitsIcE7compareEPKcS2_m", scope: !329, file: !330, line: 370, type: !344, scopeLine: 370, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{!275, !346, !346, !92}
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!347 = !DISubprogram(name: "length", linkageName: "_ZNSt11char_traitsIcE6lengthEPKc", scope: !329, file: !330, line: 389, type: !348, scopeLine: 389, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!348 = !DISubroutineType(types: !349)
!349 = !{!92, !346}
!350 = !DISubprogram(name: "find", linkageName: "_ZNSt11char_traitsIcE4findEPKcmRS1_", scope: !329, file: !330, line: 399, type: !351, scopeLine: 399, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!351 = !DISubroutineType(types: !352)
!352 = !{!346, !346, !92, !337}
!353 = !DISubprogram(name: "move", linkageName: "_ZNSt11char_traitsIcE4moveEPcPKcm", scope: !329, file: !330, line: 411, type: !354, scopeLine: 411, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{!356, !356, !346, !92}
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64)
!357 = !DISubprogram(name: "copy", linkageName: "_ZNSt11char_traitsIcE4copyEPcPKcm", scope: !329, file: !330, line: 423, type: !354, scopeLine: 423, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!358 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignEPcmc", scope: !329, file: !330, line: 435, type: !359, scopeLine: 435, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!359 = !DISubroutineType(types: !360)
!360 = !{!356, !356, !92, !336}
!361 = !DISubprogram(name: "to_char_type", linkageName: "_ZNSt11char_traitsIcE12to_char_typeERKi", scope: !329, file: !330, line: 447, type: !362, scopeLine: 447, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{!336, !364}
!364 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !365, size: 64)
!365 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !366)
!366 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_type", scope: !329, file: !330, line: 338, baseType: !275)
!367 = !DISubprogram(name: "to_int_type", linkageName: "_ZNSt11char_traitsIcE11to_int_typeERKc", scope: !329, file: !330, line: 453, type: !368, scopeLine: 453, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!368 = !DISubroutineType(types: !369)
!369 = !{!366, !337}
!370 = !DISubprogram(name: "eq_int_type", linkageName: "_ZNSt11char_traitsIcE11eq_int_typeERKiS2_", scope: !329, file: !330, line: 457, type: !371, scopeLine: 457, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!371 = !DISubroutineType(types: !372)
!372 = !{!148, !364, !364}
!373 = !DISubprogram(name: "eof", linkageName: "_ZNSt11char_traitsIcE3eofEv", scope: !329, file: !330, line: 461, type: !374, scopeLine: 461, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{!366}
!376 = !DISubprogram(name: "not_eof", linkageName: "_ZNSt11char_traitsIcE7not_eofERKi", scope: !329, file: !330, line: 465, type: !377, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!377 = !DISubroutineType(types: !378)
!378 = !{!366, !364}
!379 = !{!327}
!380 = !DISubprogram(name: "basic_string", scope: !32, file: !31, line: 187, type: !381, scopeLine: 187, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubroutineType(types: !382)
!382 = !{null, !383, !384, !113}
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = !DICompositeType(tag: DW_TAG_structure_type, name: "__sv_wrapper", scope: !32, file: !31, line: 171, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12__sv_wrapperE")
!385 = !DISubprogram(name: "_M_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEPc", scope: !32, file: !31, line: 223, type: !386, scopeLine: 223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubroutineType(types: !387)
!387 = !{null, !383, !166}
!388 = !DISubprogram(name: "_M_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_lengthEm", scope: !32, file: !31, line: 228, type: !389, scopeLine: 228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DISubroutineType(types: !390)
!390 = !{null, !383, !39}
!391 = !DISubprogram(name: "_M_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEv", scope: !32, file: !31, line: 233, type: !392, scopeLine: 233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DISubroutineType(types: !393)
!393 = !{!166, !394}
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !395, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!395 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!396 = !DISubprogram(name: "_M_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !32, file: !31, line: 238, type: !397, scopeLine: 238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DISubroutineType(types: !398)
!398 = !{!166, !383}
!399 = !DISubprogram(name: "_M_local_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !32, file: !31, line: 249, type: !400, scopeLine: 249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DISubroutineType(types: !401)
!401 = !{!402, !394}
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !32, file: !31, line: 131, baseType: !403, flags: DIFlagPublic)
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !42, file: !41, line: 58, baseType: !404)
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !45, file: !46, line: 423, baseType: !85)
!405 = !DISubprogram(name: "_M_capacity", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_capacityEm", scope: !32, file: !31, line: 260, type: !389, scopeLine: 260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubprogram(name: "_M_set_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_set_lengthEm", scope: !32, file: !31, line: 265, type: !389, scopeLine: 265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!407 = !DISubprogram(name: "_M_is_local", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_is_localEv", scope: !32, file: !31, line: 273, type: !408, scopeLine: 273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DISubroutineType(types: !409)
!409 = !{!148, !394}
!410 = !DISubprogram(name: "_M_create", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm", scope: !32, file: !31, line: 279, type: !411, scopeLine: 279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubroutineType(types: !412)
!412 = !{!166, !383, !413, !39}
!413 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !39, size: 64)
!414 = !DISubprogram(name: "_M_dispose", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_disposeEv", scope: !32, file: !31, line: 283, type: !415, scopeLine: 283, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DISubroutineType(types: !416)
!416 = !{null, !383}
!417 = !DISubprogram(name: "_M_destroy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_destroyEm", scope: !32, file: !31, line: 291, type: !389, scopeLine: 291, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubprogram(name: "_M_construct", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc", scope: !32, file: !31, line: 335, type: !419, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubroutineType(types: !420)
!420 = !{null, !383, !39, !5}
!421 = !DISubprogram(name: "_M_get_allocator", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16_M_get_allocatorEv", scope: !32, file: !31, line: 339, type: !422, scopeLine: 339, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!422 = !DISubroutineType(types: !423)
!423 = !{!424, !383}
!424 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !159, size: 64)
!425 = !DISubprogram(name: "_M_get_allocator", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16_M_get_allocatorEv", scope: !32, file: !31, line: 344, type: !426, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DISubroutineType(types: !427)
!427 = !{!428, !394}
!428 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !429, size: 64)
!429 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !159)
!430 = !DISubprogram(name: "_M_use_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17_M_use_local_dataEv", scope: !32, file: !31, line: 351, type: !397, scopeLine: 351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubprogram(name: "_M_check", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8_M_checkEmPKc", scope: !32, file: !31, line: 379, type: !432, scopeLine: 379, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !DISubroutineType(types: !433)
!433 = !{!39, !394, !39, !85}
!434 = !DISubprogram(name: "_M_check_length", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE15_M_check_lengthEmmPKc", scope: !32, file: !31, line: 390, type: !435, scopeLine: 390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubroutineType(types: !436)
!436 = !{null, !394, !39, !39, !85}
!437 = !DISubprogram(name: "_M_limit", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8_M_limitEmm", scope: !32, file: !31, line: 400, type: !438, scopeLine: 400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubroutineType(types: !439)
!439 = !{!39, !394, !39, !39}
!440 = !DISubprogram(name: "_M_disjunct", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_disjunctEPKc", scope: !32, file: !31, line: 408, type: !441, scopeLine: 408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DISubroutineType(types: !442)
!442 = !{!148, !394, !85}
!443 = !DISubprogram(name: "_S_copy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_copyEPcPKcm", scope: !32, file: !31, line: 418, type: !444, scopeLine: 418, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!444 = !DISubroutineType(types: !445)
!445 = !{null, !52, !85, !39}
!446 = !DISubprogram(name: "_S_move", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_moveEPcPKcm", scope: !32, file: !31, line: 428, type: !444, scopeLine: 428, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!447 = !DISubprogram(name: "_S_assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_S_assignEPcmc", scope: !32, file: !31, line: 438, type: !448, scopeLine: 438, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!448 = !DISubroutineType(types: !449)
!449 = !{null, !52, !39, !5}
!450 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcN9__gnu_cxx17__normal_iteratorIS5_S4_EES8_", scope: !32, file: !31, line: 459, type: !451, scopeLine: 459, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!451 = !DISubroutineType(types: !452)
!452 = !{null, !52, !453, !453}
!453 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !32, file: !31, line: 132, baseType: !454, flags: DIFlagPublic)
!454 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >", scope: !24, file: !232, line: 1043, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEE")
!455 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcN9__gnu_cxx17__normal_iteratorIPKcS4_EESA_", scope: !32, file: !31, line: 464, type: !456, scopeLine: 464, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!456 = !DISubroutineType(types: !457)
!457 = !{null, !52, !458, !458}
!458 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !32, file: !31, line: 134, baseType: !459, flags: DIFlagPublic)
!459 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >", scope: !24, file: !232, line: 1043, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEE")
!460 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcS5_S5_", scope: !32, file: !31, line: 470, type: !461, scopeLine: 470, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!461 = !DISubroutineType(types: !462)
!462 = !{null, !52, !52, !52}
!463 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcPKcS7_", scope: !32, file: !31, line: 475, type: !464, scopeLine: 475, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{null, !52, !85, !85}
!466 = !DISubprogram(name: "_S_compare", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_S_compareEmm", scope: !32, file: !31, line: 481, type: !467, scopeLine: 481, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!467 = !DISubroutineType(types: !468)
!468 = !{!275, !39, !39}
!469 = !DISubprogram(name: "_M_assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_assignERKS4_", scope: !32, file: !31, line: 495, type: !470, scopeLine: 495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!470 = !DISubroutineType(types: !471)
!471 = !{null, !383, !472}
!472 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !395, size: 64)
!473 = !DISubprogram(name: "_M_mutate", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_mutateEmmPKcm", scope: !32, file: !31, line: 499, type: !474, scopeLine: 499, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!474 = !DISubroutineType(types: !475)
!475 = !{null, !383, !39, !39, !85, !39}
!476 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8_M_eraseEmm", scope: !32, file: !31, line: 504, type: !477, scopeLine: 504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!477 = !DISubroutineType(types: !478)
!478 = !{null, !383, !39, !39}
!479 = !DISubprogram(name: "basic_string", scope: !32, file: !31, line: 515, type: !415, scopeLine: 515, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DISubprogram(name: "basic_string", scope: !32, file: !31, line: 528, type: !481, scopeLine: 528, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!481 = !DISubroutineType(types: !482)
!482 = !{null, !383, !113}
!483 = !DISubprogram(name: "basic_string", scope: !32, file: !31, line: 540, type: !470, scopeLine: 540, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !DISubprogram(name: "basic_string", scope: !32, file: !31, line: 557, type: !485, scopeLine: 557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!485 = !DISubroutineType(types: !486)
!486 = !{null, !383, !472, !39, !113}
!487 = !DISubprogram(name: "basic_string", scope: !32, file: !31, line: 574, type: !488, scopeLine: 574, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubroutineType(types: !489)
!489 = !{null, !383, !472, !39, !39}
!490 = !DISubprogram(name: "basic_string", scope: !32, file: !31, line: 592, type: !491, scopeLine: 592, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!491 = !DISubroutineType(types: !492)
!492 = !{null, !383, !472, !39, !39, !113}
!493 = !DISubprogram(name: "basic_string", scope: !32, file: !31, line: 612, type: !494, scopeLine: 612, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!494 = !DISubroutineType(types: !495)
!495 = !{null, !383, !85, !39, !113}
!496 = !DISubprogram(name: "basic_string", scope: !32, file: !31, line: 670, type: !497, scopeLine: 670, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!497 = !DISubroutineType(types: !498)
!498 = !{null, !383, !499}
!499 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !32, size: 64)
!500 = !DISubprogram(name: "basic_string", scope: !32, file: !31, line: 698, type: !501, scopeLine: 698, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!501 = !DISubroutineType(types: !502)
!502 = !{null, !383, !503, !113}
!503 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<char>", scope: !35, file: !504, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIcE")
!504 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/initializer_list", directory: "")
!505 = !DISubprogram(name: "basic_string", scope: !32, file: !31, line: 703, type: !506, scopeLine: 703, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubroutineType(types: !507)
!507 = !{null, !383, !472, !113}
!508 = !DISubprogram(name: "basic_string", scope: !32, file: !31, line: 708, type: !509, scopeLine: 708, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!509 = !DISubroutineType(types: !510)
!510 = !{null, !383, !499, !113}
!511 = !DISubprogram(name: "~basic_string", scope: !32, file: !31, line: 794, type: !415, scopeLine: 794, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSERKS4_", scope: !32, file: !31, line: 803, type: !513, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!513 = !DISubroutineType(types: !514)
!514 = !{!515, !383, !472}
!515 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !32, size: 64)
!516 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEPKc", scope: !32, file: !31, line: 814, type: !517, scopeLine: 814, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!517 = !DISubroutineType(types: !518)
!518 = !{!515, !383, !85}
!519 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEc", scope: !32, file: !31, line: 826, type: !520, scopeLine: 826, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DISubroutineType(types: !521)
!521 = !{!515, !383, !5}
!522 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEOS4_", scope: !32, file: !31, line: 844, type: !523, scopeLine: 844, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!523 = !DISubroutineType(types: !524)
!524 = !{!515, !383, !499}
!525 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSESt16initializer_listIcE", scope: !32, file: !31, line: 913, type: !526, scopeLine: 913, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubroutineType(types: !527)
!527 = !{!515, !383, !503}
!528 = !DISubprogram(name: "operator basic_string_view", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEcvSt17basic_string_viewIcS2_EEv", scope: !32, file: !31, line: 936, type: !529, scopeLine: 936, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubroutineType(types: !530)
!530 = !{!188, !394}
!531 = !DISubprogram(name: "begin", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5beginEv", scope: !32, file: !31, line: 947, type: !532, scopeLine: 947, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DISubroutineType(types: !533)
!533 = !{!453, !383}
!534 = !DISubprogram(name: "begin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5beginEv", scope: !32, file: !31, line: 956, type: !535, scopeLine: 956, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!535 = !DISubroutineType(types: !536)
!536 = !{!458, !394}
!537 = !DISubprogram(name: "end", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE3endEv", scope: !32, file: !31, line: 965, type: !532, scopeLine: 965, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!538 = !DISubprogram(name: "end", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE3endEv", scope: !32, file: !31, line: 974, type: !535, scopeLine: 974, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!539 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6rbeginEv", scope: !32, file: !31, line: 984, type: !540, scopeLine: 984, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!540 = !DISubroutineType(types: !541)
!541 = !{!542, !383}
!542 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !32, file: !31, line: 136, baseType: !543, flags: DIFlagPublic)
!543 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > > >", scope: !35, file: !232, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEEE")
!544 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6rbeginEv", scope: !32, file: !31, line: 994, type: !545, scopeLine: 994, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!545 = !DISubroutineType(types: !546)
!546 = !{!547, !394}
!547 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !32, file: !31, line: 135, baseType: !548, flags: DIFlagPublic)
!548 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > > >", scope: !35, file: !232, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEEE")
!549 = !DISubprogram(name: "rend", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4rendEv", scope: !32, file: !31, line: 1004, type: !540, scopeLine: 1004, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!550 = !DISubprogram(name: "rend", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4rendEv", scope: !32, file: !31, line: 1014, type: !545, scopeLine: 1014, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!551 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6cbeginEv", scope: !32, file: !31, line: 1024, type: !535, scopeLine: 1024, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!552 = !DISubprogram(name: "cend", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4cendEv", scope: !32, file: !31, line: 1033, type: !535, scopeLine: 1033, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!553 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7crbeginEv", scope: !32, file: !31, line: 1043, type: !545, scopeLine: 1043, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!554 = !DISubprogram(name: "crend", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5crendEv", scope: !32, file: !31, line: 1053, type: !545, scopeLine: 1053, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!555 = !DISubprogram(name: "size", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4sizeEv", scope: !32, file: !31, line: 1063, type: !556, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!556 = !DISubroutineType(types: !557)
!557 = !{!39, !394}
!558 = !DISubprogram(name: "length", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6lengthEv", scope: !32, file: !31, line: 1070, type: !556, scopeLine: 1070, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!559 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8max_sizeEv", scope: !32, file: !31, line: 1076, type: !556, scopeLine: 1076, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!560 = !DISubprogram(name: "resize", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6resizeEmc", scope: !32, file: !31, line: 1091, type: !419, scopeLine: 1091, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!561 = !DISubprogram(name: "resize", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6resizeEm", scope: !32, file: !31, line: 1105, type: !389, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!562 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13shrink_to_fitEv", scope: !32, file: !31, line: 1114, type: !415, scopeLine: 1114, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!563 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8capacityEv", scope: !32, file: !31, line: 1132, type: !556, scopeLine: 1132, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!564 = !DISubprogram(name: "reserve", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEm", scope: !32, file: !31, line: 1157, type: !389, scopeLine: 1157, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!565 = !DISubprogram(name: "reserve", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEv", scope: !32, file: !31, line: 1167, type: !415, scopeLine: 1167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!566 = !DISubprogram(name: "clear", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5clearEv", scope: !32, file: !31, line: 1174, type: !415, scopeLine: 1174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!567 = !DISubprogram(name: "empty", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5emptyEv", scope: !32, file: !31, line: 1183, type: !408, scopeLine: 1183, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!568 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm", scope: !32, file: !31, line: 1199, type: !569, scopeLine: 1199, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!569 = !DISubroutineType(types: !570)
!570 = !{!571, !394, !39}
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !32, file: !31, line: 129, baseType: !572, flags: DIFlagPublic)
!572 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !42, file: !41, line: 63, baseType: !573)
!573 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !574, size: 64)
!574 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !575)
!575 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !42, file: !41, line: 56, baseType: !576)
!576 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !45, file: !46, line: 417, baseType: !5)
!577 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm", scope: !32, file: !31, line: 1217, type: !578, scopeLine: 1217, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!578 = !DISubroutineType(types: !579)
!579 = !{!580, !383, !39}
!580 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !32, file: !31, line: 128, baseType: !581, flags: DIFlagPublic)
!581 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !42, file: !41, line: 62, baseType: !582)
!582 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !575, size: 64)
!583 = !DISubprogram(name: "at", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE2atEm", scope: !32, file: !31, line: 1239, type: !569, scopeLine: 1239, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!584 = !DISubprogram(name: "at", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE2atEm", scope: !32, file: !31, line: 1261, type: !578, scopeLine: 1261, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!585 = !DISubprogram(name: "front", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5frontEv", scope: !32, file: !31, line: 1278, type: !586, scopeLine: 1278, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!586 = !DISubroutineType(types: !587)
!587 = !{!580, !383}
!588 = !DISubprogram(name: "front", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5frontEv", scope: !32, file: !31, line: 1290, type: !589, scopeLine: 1290, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!589 = !DISubroutineType(types: !590)
!590 = !{!571, !394}
!591 = !DISubprogram(name: "back", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4backEv", scope: !32, file: !31, line: 1302, type: !586, scopeLine: 1302, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!592 = !DISubprogram(name: "back", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4backEv", scope: !32, file: !31, line: 1314, type: !589, scopeLine: 1314, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!593 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLERKS4_", scope: !32, file: !31, line: 1329, type: !513, scopeLine: 1329, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!594 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEPKc", scope: !32, file: !31, line: 1339, type: !517, scopeLine: 1339, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!595 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEc", scope: !32, file: !31, line: 1349, type: !520, scopeLine: 1349, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!596 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLESt16initializer_listIcE", scope: !32, file: !31, line: 1363, type: !526, scopeLine: 1363, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!597 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendERKS4_", scope: !32, file: !31, line: 1387, type: !513, scopeLine: 1387, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!598 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendERKS4_mm", scope: !32, file: !31, line: 1405, type: !599, scopeLine: 1405, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!599 = !DISubroutineType(types: !600)
!600 = !{!515, !383, !472, !39, !39}
!601 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEPKcm", scope: !32, file: !31, line: 1418, type: !602, scopeLine: 1418, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!602 = !DISubroutineType(types: !603)
!603 = !{!515, !383, !85, !39}
!604 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEPKc", scope: !32, file: !31, line: 1432, type: !517, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!605 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEmc", scope: !32, file: !31, line: 1450, type: !606, scopeLine: 1450, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!606 = !DISubroutineType(types: !607)
!607 = !{!515, !383, !39, !5}
!608 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendESt16initializer_listIcE", scope: !32, file: !31, line: 1461, type: !526, scopeLine: 1461, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!609 = !DISubprogram(name: "push_back", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9push_backEc", scope: !32, file: !31, line: 1524, type: !610, scopeLine: 1524, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!610 = !DISubroutineType(types: !611)
!611 = !{null, !383, !5}
!612 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignERKS4_", scope: !32, file: !31, line: 1540, type: !513, scopeLine: 1540, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!613 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEOS4_", scope: !32, file: !31, line: 1586, type: !523, scopeLine: 1586, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!614 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignERKS4_mm", scope: !32, file: !31, line: 1610, type: !599, scopeLine: 1610, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!615 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEPKcm", scope: !32, file: !31, line: 1627, type: !602, scopeLine: 1627, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!616 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEPKc", scope: !32, file: !31, line: 1644, type: !517, scopeLine: 1644, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!617 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEmc", scope: !32, file: !31, line: 1662, type: !606, scopeLine: 1662, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!618 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignESt16initializer_listIcE", scope: !32, file: !31, line: 1692, type: !526, scopeLine: 1692, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!619 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEN9__gnu_cxx17__normal_iteratorIPKcS4_EEmc", scope: !32, file: !31, line: 1749, type: !620, scopeLine: 1749, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!620 = !DISubroutineType(types: !621)
!621 = !{!453, !383, !458, !39, !5}
!622 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEN9__gnu_cxx17__normal_iteratorIPKcS4_EESt16initializer_listIcE", scope: !32, file: !31, line: 1829, type: !623, scopeLine: 1829, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!623 = !DISubroutineType(types: !624)
!624 = !{!453, !383, !458, !503}
!625 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmRKS4_", scope: !32, file: !31, line: 1857, type: !626, scopeLine: 1857, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!626 = !DISubroutineType(types: !627)
!627 = !{!515, !383, !39, !472}
!628 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmRKS4_mm", scope: !32, file: !31, line: 1881, type: !629, scopeLine: 1881, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!629 = !DISubroutineType(types: !630)
!630 = !{!515, !383, !39, !472, !39, !39}
!631 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmPKcm", scope: !32, file: !31, line: 1905, type: !632, scopeLine: 1905, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!632 = !DISubroutineType(types: !633)
!633 = !{!515, !383, !39, !85, !39}
!634 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmPKc", scope: !32, file: !31, line: 1925, type: !635, scopeLine: 1925, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!635 = !DISubroutineType(types: !636)
!636 = !{!515, !383, !39, !85}
!637 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmmc", scope: !32, file: !31, line: 1950, type: !638, scopeLine: 1950, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!638 = !DISubroutineType(types: !639)
!639 = !{!515, !383, !39, !39, !5}
!640 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEN9__gnu_cxx17__normal_iteratorIPKcS4_EEc", scope: !32, file: !31, line: 1969, type: !641, scopeLine: 1969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!641 = !DISubroutineType(types: !642)
!642 = !{!453, !383, !643, !5}
!643 = !DIDerivedType(tag: DW_TAG_typedef, name: "__const_iterator", scope: !32, file: !31, line: 146, baseType: !458, flags: DIFlagProtected)
!644 = !DISubprogram(name: "erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5eraseEmm", scope: !32, file: !31, line: 2032, type: !645, scopeLine: 2032, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!645 = !DISubroutineType(types: !646)
!646 = !{!515, !383, !39, !39}
!647 = !DISubprogram(name: "erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5eraseEN9__gnu_cxx17__normal_iteratorIPKcS4_EE", scope: !32, file: !31, line: 2052, type: !648, scopeLine: 2052, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!648 = !DISubroutineType(types: !649)
!649 = !{!453, !383, !643}
!650 = !DISubprogram(name: "erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5eraseEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_", scope: !32, file: !31, line: 2072, type: !651, scopeLine: 2072, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!651 = !DISubroutineType(types: !652)
!652 = !{!453, !383, !643, !643}
!653 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8pop_backEv", scope: !32, file: !31, line: 2092, type: !415, scopeLine: 2092, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!654 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmRKS4_", scope: !32, file: !31, line: 2118, type: !655, scopeLine: 2118, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!655 = !DISubroutineType(types: !656)
!656 = !{!515, !383, !39, !39, !472}
!657 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmRKS4_mm", scope: !32, file: !31, line: 2141, type: !658, scopeLine: 2141, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!658 = !DISubroutineType(types: !659)
!659 = !{!515, !383, !39, !39, !472, !39, !39}
!660 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmPKcm", scope: !32, file: !31, line: 2167, type: !661, scopeLine: 2167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!661 = !DISubroutineType(types: !662)
!662 = !{!515, !383, !39, !39, !85, !39}
!663 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmPKc", scope: !32, file: !31, line: 2193, type: !664, scopeLine: 2193, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!664 = !DISubroutineType(types: !665)
!665 = !{!515, !383, !39, !39, !85}
!666 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmmc", scope: !32, file: !31, line: 2218, type: !667, scopeLine: 2218, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!667 = !DISubroutineType(types: !668)
!668 = !{!515, !383, !39, !39, !39, !5}
!669 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_RKS4_", scope: !32, file: !31, line: 2237, type: !670, scopeLine: 2237, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!670 = !DISubroutineType(types: !671)
!671 = !{!515, !383, !643, !643, !472}
!672 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S8_m", scope: !32, file: !31, line: 2258, type: !673, scopeLine: 2258, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!673 = !DISubroutineType(types: !674)
!674 = !{!515, !383, !643, !643, !85, !39}
!675 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S8_", scope: !32, file: !31, line: 2281, type: !676, scopeLine: 2281, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!676 = !DISubroutineType(types: !677)
!677 = !{!515, !383, !643, !643, !85}
!678 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_mc", scope: !32, file: !31, line: 2303, type: !679, scopeLine: 2303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!679 = !DISubroutineType(types: !680)
!680 = !{!515, !383, !643, !643, !39, !5}
!681 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_PcSA_", scope: !32, file: !31, line: 2362, type: !682, scopeLine: 2362, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!682 = !DISubroutineType(types: !683)
!683 = !{!515, !383, !643, !643, !52, !52}
!684 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S8_S8_", scope: !32, file: !31, line: 2374, type: !685, scopeLine: 2374, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!685 = !DISubroutineType(types: !686)
!686 = !{!515, !383, !643, !643, !85, !85}
!687 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_NS6_IPcS4_EESB_", scope: !32, file: !31, line: 2386, type: !688, scopeLine: 2386, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!688 = !DISubroutineType(types: !689)
!689 = !{!515, !383, !643, !643, !453, !453}
!690 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S9_S9_", scope: !32, file: !31, line: 2398, type: !691, scopeLine: 2398, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!691 = !DISubroutineType(types: !692)
!692 = !{!515, !383, !643, !643, !458, !458}
!693 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_St16initializer_listIcE", scope: !32, file: !31, line: 2424, type: !694, scopeLine: 2424, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!694 = !DISubroutineType(types: !695)
!695 = !{!515, !383, !458, !458, !503}
!696 = !DISubprogram(name: "_M_replace_aux", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE14_M_replace_auxEmmmc", scope: !32, file: !31, line: 2504, type: !667, scopeLine: 2504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!697 = !DISubprogram(name: "_M_replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm", scope: !32, file: !31, line: 2509, type: !698, scopeLine: 2509, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!698 = !DISubroutineType(types: !699)
!699 = !{!515, !383, !39, !39, !85, !38}
!700 = !DISubprogram(name: "_M_append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm", scope: !32, file: !31, line: 2514, type: !602, scopeLine: 2514, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!701 = !DISubprogram(name: "copy", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4copyEPcmm", scope: !32, file: !31, line: 2532, type: !702, scopeLine: 2532, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!702 = !DISubroutineType(types: !703)
!703 = !{!39, !394, !52, !39, !39}
!704 = !DISubprogram(name: "swap", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4swapERS4_", scope: !32, file: !31, line: 2543, type: !705, scopeLine: 2543, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!705 = !DISubroutineType(types: !706)
!706 = !{null, !383, !515}
!707 = !DISubprogram(name: "c_str", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv", scope: !32, file: !31, line: 2554, type: !708, scopeLine: 2554, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!708 = !DISubroutineType(types: !709)
!709 = !{!85, !394}
!710 = !DISubprogram(name: "data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4dataEv", scope: !32, file: !31, line: 2567, type: !708, scopeLine: 2567, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!711 = !DISubprogram(name: "data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4dataEv", scope: !32, file: !31, line: 2579, type: !712, scopeLine: 2579, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!712 = !DISubroutineType(types: !713)
!713 = !{!52, !383}
!714 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13get_allocatorEv", scope: !32, file: !31, line: 2588, type: !715, scopeLine: 2588, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!715 = !DISubroutineType(types: !716)
!716 = !{!159, !394}
!717 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEPKcmm", scope: !32, file: !31, line: 2605, type: !718, scopeLine: 2605, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!718 = !DISubroutineType(types: !719)
!719 = !{!39, !394, !85, !39, !39}
!720 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findERKS4_m", scope: !32, file: !31, line: 2620, type: !721, scopeLine: 2620, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!721 = !DISubroutineType(types: !722)
!722 = !{!39, !394, !472, !39}
!723 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEPKcm", scope: !32, file: !31, line: 2654, type: !724, scopeLine: 2654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!724 = !DISubroutineType(types: !725)
!725 = !{!39, !394, !85, !39}
!726 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEcm", scope: !32, file: !31, line: 2672, type: !727, scopeLine: 2672, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!727 = !DISubroutineType(types: !728)
!728 = !{!39, !394, !5, !39}
!729 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindERKS4_m", scope: !32, file: !31, line: 2686, type: !721, scopeLine: 2686, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!730 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEPKcmm", scope: !32, file: !31, line: 2722, type: !718, scopeLine: 2722, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!731 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEPKcm", scope: !32, file: !31, line: 2737, type: !724, scopeLine: 2737, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!732 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEcm", scope: !32, file: !31, line: 2755, type: !727, scopeLine: 2755, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!733 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofERKS4_m", scope: !32, file: !31, line: 2770, type: !721, scopeLine: 2770, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!734 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofEPKcmm", scope: !32, file: !31, line: 2807, type: !718, scopeLine: 2807, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!735 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofEPKcm", scope: !32, file: !31, line: 2822, type: !724, scopeLine: 2822, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!736 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofEcm", scope: !32, file: !31, line: 2843, type: !727, scopeLine: 2843, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!737 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofERKS4_m", scope: !32, file: !31, line: 2859, type: !721, scopeLine: 2859, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!738 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofEPKcmm", scope: !32, file: !31, line: 2896, type: !718, scopeLine: 2896, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!739 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofEPKcm", scope: !32, file: !31, line: 2911, type: !724, scopeLine: 2911, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!740 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofEcm", scope: !32, file: !31, line: 2932, type: !727, scopeLine: 2932, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!741 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofERKS4_m", scope: !32, file: !31, line: 2947, type: !721, scopeLine: 2947, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!742 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofEPKcmm", scope: !32, file: !31, line: 2984, type: !718, scopeLine: 2984, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!743 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofEPKcm", scope: !32, file: !31, line: 2999, type: !724, scopeLine: 2999, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!744 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofEcm", scope: !32, file: !31, line: 3018, type: !727, scopeLine: 3018, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!745 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofERKS4_m", scope: !32, file: !31, line: 3034, type: !721, scopeLine: 3034, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!746 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofEPKcmm", scope: !32, file: !31, line: 3071, type: !718, scopeLine: 3071, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!747 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofEPKcm", scope: !32, file: !31, line: 3086, type: !724, scopeLine: 3086, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofEcm", scope: !32, file: !31, line: 3105, type: !727, scopeLine: 3105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!749 = !DISubprogram(name: "substr", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm", scope: !32, file: !31, line: 3122, type: !750, scopeLine: 3122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!750 = !DISubroutineType(types: !751)
!751 = !{!32, !394, !39, !39}
!752 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareERKS4_", scope: !32, file: !31, line: 3142, type: !753, scopeLine: 3142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!753 = !DISubroutineType(types: !754)
!754 = !{!275, !394, !472}
!755 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmRKS4_", scope: !32, file: !31, line: 3239, type: !756, scopeLine: 3239, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DISubroutineType(types: !757)
!757 = !{!275, !394, !39, !39, !472}
!758 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmRKS4_mm", scope: !32, file: !31, line: 3266, type: !759, scopeLine: 3266, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!759 = !DISubroutineType(types: !760)
!760 = !{!275, !394, !39, !39, !472, !39, !39}
!761 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEPKc", scope: !32, file: !31, line: 3285, type: !762, scopeLine: 3285, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!762 = !DISubroutineType(types: !763)
!763 = !{!275, !394, !85}
!764 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmPKc", scope: !32, file: !31, line: 3310, type: !765, scopeLine: 3310, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DISubroutineType(types: !766)
!766 = !{!275, !394, !39, !39, !85}
!767 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmPKcm", scope: !32, file: !31, line: 3338, type: !768, scopeLine: 3338, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!768 = !DISubroutineType(types: !769)
!769 = !{!275, !394, !39, !39, !85, !39}
!770 = !{!327, !328, !771}
!771 = !DITemplateTypeParameter(name: "_Alloc", type: !55, defaulted: true)
!772 = !{!773}
!773 = !DIEnumerator(name: "_S_local_capacity", value: 15, isUnsigned: true)
!774 = !{!775, !275, !785, !39, !356, !787, !788, !92, !790, !95, !812, !1604, !836, !833, !870, !830, !934, !827, !823, !820, !817, !813, !791, !794, !797, !1163, !1167, !1249, !55, !61, !189, !32, !156, !1661}
!775 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Item", file: !2, line: 10, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !776, identifier: "_ZTS4Item")
!776 = !{!777, !778, !782}
!777 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !775, file: !2, line: 11, baseType: !275, size: 32)
!778 = !DISubprogram(name: "Item", scope: !775, file: !2, line: 12, type: !779, scopeLine: 12, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!779 = !DISubroutineType(types: !780)
!780 = !{null, !781, !275}
!781 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !775, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!782 = !DISubprogram(name: "~Item", scope: !775, file: !2, line: 13, type: !783, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!783 = !DISubroutineType(types: !784)
!784 = !{null, !781}
!785 = !DIDerivedType(tag: DW_TAG_typedef, name: "string", scope: !35, file: !786, line: 77, baseType: !32)
!786 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stringfwd.h", directory: "")
!787 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!788 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !789, line: 458, baseType: !92, flags: DIFlagPublic)
!789 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!790 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !791, file: !789, line: 453, baseType: !1604, flags: DIFlagPublic)
!791 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<std::unique_ptr<Item, std::default_delete<Item> >, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > >", scope: !35, file: !789, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !792, templateParams: !1602, identifier: "_ZTSSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE")
!792 = !{!793, !1343, !1361, !1377, !1378, !1384, !1387, !1390, !1394, !1400, !1403, !1409, !1414, !1418, !1428, !1431, !1434, !1437, !1441, !1442, !1446, !1449, !1452, !1455, !1458, !1461, !1467, !1468, !1469, !1474, !1479, !1480, !1481, !1482, !1483, !1484, !1485, !1488, !1489, !1492, !1493, !1494, !1495, !1498, !1499, !1507, !1514, !1517, !1518, !1519, !1522, !1525, !1526, !1527, !1530, !1533, !1536, !1540, !1541, !1544, !1547, !1550, !1553, !1556, !1559, !1562, !1563, !1564, !1565, !1566, !1569, !1570, !1573, !1574, !1575, !1579, !1582, !1587, !1590, !1593, !1596, !1599}
!793 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !791, baseType: !794, flags: DIFlagProtected, extraData: i32 0)
!794 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<std::unique_ptr<Item, std::default_delete<Item> >, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > >", scope: !35, file: !789, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !795, templateParams: !1342, identifier: "_ZTSSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE")
!795 = !{!796, !1293, !1298, !1303, !1307, !1310, !1315, !1318, !1321, !1325, !1328, !1331, !1334, !1335, !1338, !1341}
!796 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !794, file: !789, line: 371, baseType: !797, size: 192)
!797 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !794, file: !789, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !798, identifier: "_ZTSNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE12_Vector_implE")
!798 = !{!799, !1248, !1273, !1277, !1282, !1286, !1290}
!799 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !797, baseType: !800, extraData: i32 0)
!800 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !794, file: !789, line: 88, baseType: !801)
!801 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !802, file: !41, line: 120, baseType: !1247)
!802 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<std::unique_ptr<Item, std::default_delete<Item> > >", scope: !803, file: !41, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !163, templateParams: !1201, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS2_EEES5_E6rebindIS5_EE")
!803 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<std::unique_ptr<Item, std::default_delete<Item> > >, std::unique_ptr<Item, std::default_delete<Item> > >", scope: !24, file: !41, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !804, templateParams: !1245, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS2_EEES5_EE")
!804 = !{!805, !1234, !1237, !1240, !1241, !1242, !1243, !1244}
!805 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !803, baseType: !806, extraData: i32 0)
!806 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > >", scope: !35, file: !46, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !807, templateParams: !1232, identifier: "_ZTSSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE")
!807 = !{!808, !1217, !1220, !1223, !1229}
!808 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE8allocateERS5_m", scope: !806, file: !46, line: 463, type: !809, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!809 = !DISubroutineType(types: !810)
!810 = !{!811, !1161, !120}
!811 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !806, file: !46, line: 420, baseType: !812)
!812 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !813, size: 64)
!813 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "unique_ptr<Item, std::default_delete<Item> >", scope: !35, file: !814, line: 269, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !815, templateParams: !1159, identifier: "_ZTSSt10unique_ptrI4ItemSt14default_deleteIS0_EE")
!814 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/unique_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "5afa5b43c03beeacf055d44cdc4bb0e6")
!815 = !{!816, !1099, !1104, !1107, !1111, !1116, !1125, !1129, !1130, !1135, !1140, !1143, !1146, !1149, !1152, !1156}
!816 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !813, file: !814, line: 275, baseType: !817, size: 64)
!817 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uniq_ptr_data<Item, std::default_delete<Item>, true, true>", scope: !35, file: !814, line: 231, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !818, templateParams: !1098, identifier: "_ZTSSt15__uniq_ptr_dataI4ItemSt14default_deleteIS0_ELb1ELb1EE")
!818 = !{!819, !1089, !1094}
!819 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !817, baseType: !820, extraData: i32 0)
!820 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__uniq_ptr_impl<Item, std::default_delete<Item> >", scope: !35, file: !814, line: 140, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !821, templateParams: !1087, identifier: "_ZTSSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EE")
!821 = !{!822, !1043, !1047, !1057, !1061, !1065, !1069, !1074, !1077, !1080, !1081, !1084}
!822 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !820, file: !814, line: 224, baseType: !823, size: 64)
!823 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "tuple<Item *, std::default_delete<Item> >", scope: !35, file: !824, line: 981, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !825, templateParams: !1042, identifier: "_ZTSSt5tupleIJP4ItemSt14default_deleteIS0_EEE")
!824 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/tuple", directory: "")
!825 = !{!826, !1013, !1014, !1020, !1024, !1034, !1039}
!826 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !823, baseType: !827, flags: DIFlagPublic, extraData: i32 0)
!827 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Tuple_impl<0UL, Item *, std::default_delete<Item> >", scope: !35, file: !824, line: 258, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !828, templateParams: !1009, identifier: "_ZTSSt11_Tuple_implILm0EJP4ItemSt14default_deleteIS0_EEE")
!828 = !{!829, !933, !970, !974, !979, !984, !989, !993, !996, !999, !1002, !1006}
!829 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !827, baseType: !830, extraData: i32 0)
!830 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Tuple_impl<1UL, std::default_delete<Item> >", scope: !35, file: !824, line: 416, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !831, templateParams: !929, identifier: "_ZTSSt11_Tuple_implILm1EJSt14default_deleteI4ItemEEE")
!831 = !{!832, !900, !904, !909, !913, !916, !919, !922, !926}
!832 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !830, baseType: !833, flags: DIFlagPrivate, extraData: i32 0)
!833 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Head_base<1UL, std::default_delete<Item>, true>", scope: !35, file: !824, line: 78, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !834, templateParams: !896, identifier: "_ZTSSt10_Head_baseILm1ESt14default_deleteI4ItemELb1EE")
!834 = !{!835, !850, !854, !858, !863, !867, !888, !893}
!835 = !DIDerivedType(tag: DW_TAG_member, name: "_M_head_impl", scope: !833, file: !824, line: 129, baseType: !836, size: 8)
!836 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "default_delete<Item>", scope: !35, file: !814, line: 71, size: 8, flags: DIFlagTypePassByValue, elements: !837, templateParams: !848, identifier: "_ZTSSt14default_deleteI4ItemE")
!837 = !{!838, !842}
!838 = !DISubprogram(name: "default_delete", scope: !836, file: !814, line: 74, type: !839, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!839 = !DISubroutineType(types: !840)
!840 = !{null, !841}
!841 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !836, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!842 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt14default_deleteI4ItemEclEPS0_", scope: !836, file: !814, line: 89, type: !843, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!843 = !DISubroutineType(types: !844)
!844 = !{null, !845, !847}
!845 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !846, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!846 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !836)
!847 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !775, size: 64)
!848 = !{!849}
!849 = !DITemplateTypeParameter(name: "_Tp", type: !775)
!850 = !DISubprogram(name: "_Head_base", scope: !833, file: !824, line: 80, type: !851, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!851 = !DISubroutineType(types: !852)
!852 = !{null, !853}
!853 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !833, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!854 = !DISubprogram(name: "_Head_base", scope: !833, file: !824, line: 83, type: !855, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!855 = !DISubroutineType(types: !856)
!856 = !{null, !853, !857}
!857 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !846, size: 64)
!858 = !DISubprogram(name: "_Head_base", scope: !833, file: !824, line: 86, type: !859, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!859 = !DISubroutineType(types: !860)
!860 = !{null, !853, !861}
!861 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !862, size: 64)
!862 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !833)
!863 = !DISubprogram(name: "_Head_base", scope: !833, file: !824, line: 87, type: !864, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!864 = !DISubroutineType(types: !865)
!865 = !{null, !853, !866}
!866 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !833, size: 64)
!867 = !DISubprogram(name: "_Head_base", scope: !833, file: !824, line: 94, type: !868, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!868 = !DISubroutineType(types: !869)
!869 = !{null, !853, !870, !877}
!870 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_arg_t", scope: !35, file: !871, line: 51, size: 8, flags: DIFlagTypePassByValue, elements: !872, identifier: "_ZTSSt15allocator_arg_t")
!871 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/uses_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "8fb0bb8a0e08dbc54c6967e43841de9b")
!872 = !{!873}
!873 = !DISubprogram(name: "allocator_arg_t", scope: !870, file: !871, line: 51, type: !874, scopeLine: 51, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!874 = !DISubroutineType(types: !875)
!875 = !{null, !876}
!876 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !870, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!877 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uses_alloc0", scope: !35, file: !871, line: 74, size: 8, flags: DIFlagTypePassByValue, elements: !878, identifier: "_ZTSSt13__uses_alloc0")
!878 = !{!879, !881}
!879 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !877, baseType: !880, extraData: i32 0)
!880 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uses_alloc_base", scope: !35, file: !871, line: 72, size: 8, flags: DIFlagTypePassByValue, elements: !163, identifier: "_ZTSSt17__uses_alloc_base")
!881 = !DIDerivedType(tag: DW_TAG_member, name: "_M_a", scope: !877, file: !871, line: 76, baseType: !882, size: 8)
!882 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Sink", scope: !877, file: !871, line: 76, size: 8, flags: DIFlagTypePassByValue, elements: !883, identifier: "_ZTSNSt13__uses_alloc05_SinkE")
!883 = !{!884}
!884 = !DISubprogram(name: "operator=", linkageName: "_ZNSt13__uses_alloc05_SinkaSEPKv", scope: !882, file: !871, line: 76, type: !885, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!885 = !DISubroutineType(types: !886)
!886 = !{null, !887, !95}
!887 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !882, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!888 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm1ESt14default_deleteI4ItemELb1EE7_M_headERS3_", scope: !833, file: !824, line: 124, type: !889, scopeLine: 124, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!889 = !DISubroutineType(types: !890)
!890 = !{!891, !892}
!891 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !836, size: 64)
!892 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !833, size: 64)
!893 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm1ESt14default_deleteI4ItemELb1EE7_M_headERKS3_", scope: !833, file: !824, line: 127, type: !894, scopeLine: 127, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!894 = !DISubroutineType(types: !895)
!895 = !{!857, !861}
!896 = !{!897, !898, !899}
!897 = !DITemplateValueParameter(name: "_Idx", type: !94, value: i64 1)
!898 = !DITemplateTypeParameter(name: "_Head", type: !836)
!899 = !DITemplateValueParameter(type: !148, defaulted: true, value: i1 true)
!900 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI4ItemEEE7_M_headERS3_", scope: !830, file: !824, line: 424, type: !901, scopeLine: 424, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!901 = !DISubroutineType(types: !902)
!902 = !{!891, !903}
!903 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !830, size: 64)
!904 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI4ItemEEE7_M_headERKS3_", scope: !830, file: !824, line: 427, type: !905, scopeLine: 427, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!905 = !DISubroutineType(types: !906)
!906 = !{!857, !907}
!907 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !908, size: 64)
!908 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !830)
!909 = !DISubprogram(name: "_Tuple_impl", scope: !830, file: !824, line: 430, type: !910, scopeLine: 430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!910 = !DISubroutineType(types: !911)
!911 = !{null, !912}
!912 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !830, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!913 = !DISubprogram(name: "_Tuple_impl", scope: !830, file: !824, line: 434, type: !914, scopeLine: 434, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!914 = !DISubroutineType(types: !915)
!915 = !{null, !912, !857}
!916 = !DISubprogram(name: "_Tuple_impl", scope: !830, file: !824, line: 444, type: !917, scopeLine: 444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!917 = !DISubroutineType(types: !918)
!918 = !{null, !912, !907}
!919 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI4ItemEEEaSERKS3_", scope: !830, file: !824, line: 448, type: !920, scopeLine: 448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!920 = !DISubroutineType(types: !921)
!921 = !{!903, !912, !907}
!922 = !DISubprogram(name: "_Tuple_impl", scope: !830, file: !824, line: 454, type: !923, scopeLine: 454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!923 = !DISubroutineType(types: !924)
!924 = !{null, !912, !925}
!925 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !830, size: 64)
!926 = !DISubprogram(name: "_M_swap", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI4ItemEEE7_M_swapERS3_", scope: !830, file: !824, line: 544, type: !927, scopeLine: 544, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!927 = !DISubroutineType(types: !928)
!928 = !{null, !912, !903}
!929 = !{!897, !930}
!930 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !931)
!931 = !{!932}
!932 = !DITemplateTypeParameter(type: !836)
!933 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !827, baseType: !934, flags: DIFlagPrivate, extraData: i32 0)
!934 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Head_base<0UL, Item *, false>", scope: !35, file: !824, line: 187, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !935, templateParams: !966, identifier: "_ZTSSt10_Head_baseILm0EP4ItemLb0EE")
!935 = !{!936, !937, !941, !946, !951, !955, !958, !963}
!936 = !DIDerivedType(tag: DW_TAG_member, name: "_M_head_impl", scope: !934, file: !824, line: 238, baseType: !847, size: 64)
!937 = !DISubprogram(name: "_Head_base", scope: !934, file: !824, line: 189, type: !938, scopeLine: 189, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!938 = !DISubroutineType(types: !939)
!939 = !{null, !940}
!940 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !934, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!941 = !DISubprogram(name: "_Head_base", scope: !934, file: !824, line: 192, type: !942, scopeLine: 192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!942 = !DISubroutineType(types: !943)
!943 = !{null, !940, !944}
!944 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !945, size: 64)
!945 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !847)
!946 = !DISubprogram(name: "_Head_base", scope: !934, file: !824, line: 195, type: !947, scopeLine: 195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!947 = !DISubroutineType(types: !948)
!948 = !{null, !940, !949}
!949 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !950, size: 64)
!950 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !934)
!951 = !DISubprogram(name: "_Head_base", scope: !934, file: !824, line: 196, type: !952, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!952 = !DISubroutineType(types: !953)
!953 = !{null, !940, !954}
!954 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !934, size: 64)
!955 = !DISubprogram(name: "_Head_base", scope: !934, file: !824, line: 203, type: !956, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!956 = !DISubroutineType(types: !957)
!957 = !{null, !940, !870, !877}
!958 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP4ItemLb0EE7_M_headERS2_", scope: !934, file: !824, line: 233, type: !959, scopeLine: 233, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!959 = !DISubroutineType(types: !960)
!960 = !{!961, !962}
!961 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !847, size: 64)
!962 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !934, size: 64)
!963 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP4ItemLb0EE7_M_headERKS2_", scope: !934, file: !824, line: 236, type: !964, scopeLine: 236, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!964 = !DISubroutineType(types: !965)
!965 = !{!944, !949}
!966 = !{!967, !968, !969}
!967 = !DITemplateValueParameter(name: "_Idx", type: !94, value: i64 0)
!968 = !DITemplateTypeParameter(name: "_Head", type: !847)
!969 = !DITemplateValueParameter(type: !148, defaulted: true, value: i1 false)
!970 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP4ItemSt14default_deleteIS0_EEE7_M_headERS4_", scope: !827, file: !824, line: 268, type: !971, scopeLine: 268, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!971 = !DISubroutineType(types: !972)
!972 = !{!961, !973}
!973 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !827, size: 64)
!974 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP4ItemSt14default_deleteIS0_EEE7_M_headERKS4_", scope: !827, file: !824, line: 271, type: !975, scopeLine: 271, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!975 = !DISubroutineType(types: !976)
!976 = !{!944, !977}
!977 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !978, size: 64)
!978 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !827)
!979 = !DISubprogram(name: "_M_tail", linkageName: "_ZNSt11_Tuple_implILm0EJP4ItemSt14default_deleteIS0_EEE7_M_tailERS4_", scope: !827, file: !824, line: 274, type: !980, scopeLine: 274, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!980 = !DISubroutineType(types: !981)
!981 = !{!982, !973}
!982 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !983, size: 64)
!983 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Inherited", scope: !827, file: !824, line: 264, baseType: !830)
!984 = !DISubprogram(name: "_M_tail", linkageName: "_ZNSt11_Tuple_implILm0EJP4ItemSt14default_deleteIS0_EEE7_M_tailERKS4_", scope: !827, file: !824, line: 277, type: !985, scopeLine: 277, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!985 = !DISubroutineType(types: !986)
!986 = !{!987, !977}
!987 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !988, size: 64)
!988 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !983)
!989 = !DISubprogram(name: "_Tuple_impl", scope: !827, file: !824, line: 279, type: !990, scopeLine: 279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!990 = !DISubroutineType(types: !991)
!991 = !{null, !992}
!992 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !827, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!993 = !DISubprogram(name: "_Tuple_impl", scope: !827, file: !824, line: 283, type: !994, scopeLine: 283, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!994 = !DISubroutineType(types: !995)
!995 = !{null, !992, !944, !857}
!996 = !DISubprogram(name: "_Tuple_impl", scope: !827, file: !824, line: 295, type: !997, scopeLine: 295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!997 = !DISubroutineType(types: !998)
!998 = !{null, !992, !977}
!999 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11_Tuple_implILm0EJP4ItemSt14default_deleteIS0_EEEaSERKS4_", scope: !827, file: !824, line: 299, type: !1000, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!1000 = !DISubroutineType(types: !1001)
!1001 = !{!973, !992, !977}
!1002 = !DISubprogram(name: "_Tuple_impl", scope: !827, file: !824, line: 301, type: !1003, scopeLine: 301, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1003 = !DISubroutineType(types: !1004)
!1004 = !{null, !992, !1005}
!1005 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !827, size: 64)
!1006 = !DISubprogram(name: "_M_swap", linkageName: "_ZNSt11_Tuple_implILm0EJP4ItemSt14default_deleteIS0_EEE7_M_swapERS4_", scope: !827, file: !824, line: 406, type: !1007, scopeLine: 406, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1007 = !DISubroutineType(types: !1008)
!1008 = !{null, !992, !973}
!1009 = !{!967, !1010}
!1010 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !1011)
!1011 = !{!1012, !932}
!1012 = !DITemplateTypeParameter(type: !847)
!1013 = !DISubprogram(name: "__nothrow_default_constructible", linkageName: "_ZNSt5tupleIJP4ItemSt14default_deleteIS0_EEE31__nothrow_default_constructibleEv", scope: !823, file: !824, line: 1035, type: !146, scopeLine: 1035, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1014 = !DISubprogram(name: "tuple", scope: !823, file: !824, line: 1088, type: !1015, scopeLine: 1088, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1015 = !DISubroutineType(types: !1016)
!1016 = !{null, !1017, !1018}
!1017 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !823, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1018 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1019, size: 64)
!1019 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !823)
!1020 = !DISubprogram(name: "tuple", scope: !823, file: !824, line: 1090, type: !1021, scopeLine: 1090, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1021 = !DISubroutineType(types: !1022)
!1022 = !{null, !1017, !1023}
!1023 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !823, size: 64)
!1024 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJP4ItemSt14default_deleteIS0_EEEaSERKS4_", scope: !823, file: !824, line: 1267, type: !1025, scopeLine: 1267, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1025 = !DISubroutineType(types: !1026)
!1026 = !{!1027, !1017, !1028}
!1027 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !823, size: 64)
!1028 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<Item *const &, const std::default_delete<Item> &>(), const tuple<Item *, default_delete<Item> > &, const __nonesuch &>", scope: !35, file: !1029, line: 119, baseType: !1030)
!1029 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/type_traits", directory: "")
!1030 = !DIDerivedType(tag: DW_TAG_typedef, name: "template type<const std::tuple<Item *, std::default_delete<Item> > &, const std::__nonesuch &>", scope: !1031, file: !1029, line: 107, baseType: !1018)
!1031 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__conditional<true>", scope: !35, file: !1029, line: 104, size: 8, flags: DIFlagTypePassByValue, elements: !163, templateParams: !1032, identifier: "_ZTSSt13__conditionalILb1EE")
!1032 = !{!1033}
!1033 = !DITemplateValueParameter(type: !148, value: i1 true)
!1034 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJP4ItemSt14default_deleteIS0_EEEaSEOS4_", scope: !823, file: !824, line: 1278, type: !1035, scopeLine: 1278, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1035 = !DISubroutineType(types: !1036)
!1036 = !{!1027, !1017, !1037}
!1037 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<Item *, std::default_delete<Item> >(), tuple<Item *, default_delete<Item> > &&, __nonesuch &&>", scope: !35, file: !1029, line: 119, baseType: !1038)
!1038 = !DIDerivedType(tag: DW_TAG_typedef, name: "template type<std::tuple<Item *, std::default_delete<Item> > &&, std::__nonesuch &&>", scope: !1031, file: !1029, line: 107, baseType: !1023)
!1039 = !DISubprogram(name: "swap", linkageName: "_ZNSt5tupleIJP4ItemSt14default_deleteIS0_EEE4swapERS4_", scope: !823, file: !824, line: 1331, type: !1040, scopeLine: 1331, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1040 = !DISubroutineType(types: !1041)
!1041 = !{null, !1017, !1027}
!1042 = !{!1010}
!1043 = !DISubprogram(name: "__uniq_ptr_impl", scope: !820, file: !814, line: 166, type: !1044, scopeLine: 166, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1044 = !DISubroutineType(types: !1045)
!1045 = !{null, !1046}
!1046 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !820, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1047 = !DISubprogram(name: "__uniq_ptr_impl", scope: !820, file: !814, line: 168, type: !1048, scopeLine: 168, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1048 = !DISubroutineType(types: !1049)
!1049 = !{null, !1046, !1050}
!1050 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !820, file: !814, line: 160, baseType: !1051, flags: DIFlagPublic)
!1051 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1052, file: !814, line: 145, baseType: !847)
!1052 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Ptr<Item, std::default_delete<Item>, void>", scope: !820, file: !814, line: 143, size: 8, flags: DIFlagTypePassByValue, elements: !163, templateParams: !1053, identifier: "_ZTSNSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EE4_PtrIS0_S2_vEE")
!1053 = !{!1054, !1055, !1056}
!1054 = !DITemplateTypeParameter(name: "_Up", type: !775)
!1055 = !DITemplateTypeParameter(name: "_Ep", type: !836)
!1056 = !DITemplateTypeParameter(type: null, defaulted: true)
!1057 = !DISubprogram(name: "__uniq_ptr_impl", scope: !820, file: !814, line: 176, type: !1058, scopeLine: 176, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1058 = !DISubroutineType(types: !1059)
!1059 = !{null, !1046, !1060}
!1060 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !820, size: 64)
!1061 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EEaSEOS3_", scope: !820, file: !814, line: 181, type: !1062, scopeLine: 181, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1062 = !DISubroutineType(types: !1063)
!1063 = !{!1064, !1046, !1060}
!1064 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !820, size: 64)
!1065 = !DISubprogram(name: "_M_ptr", linkageName: "_ZNSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EE6_M_ptrEv", scope: !820, file: !814, line: 189, type: !1066, scopeLine: 189, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1066 = !DISubroutineType(types: !1067)
!1067 = !{!1068, !1046}
!1068 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1050, size: 64)
!1069 = !DISubprogram(name: "_M_ptr", linkageName: "_ZNKSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EE6_M_ptrEv", scope: !820, file: !814, line: 191, type: !1070, scopeLine: 191, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1070 = !DISubroutineType(types: !1071)
!1071 = !{!1050, !1072}
!1072 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1073, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1073 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !820)
!1074 = !DISubprogram(name: "_M_deleter", linkageName: "_ZNSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EE10_M_deleterEv", scope: !820, file: !814, line: 193, type: !1075, scopeLine: 193, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1075 = !DISubroutineType(types: !1076)
!1076 = !{!891, !1046}
!1077 = !DISubprogram(name: "_M_deleter", linkageName: "_ZNKSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EE10_M_deleterEv", scope: !820, file: !814, line: 195, type: !1078, scopeLine: 195, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1078 = !DISubroutineType(types: !1079)
!1079 = !{!857, !1072}
!1080 = !DISubprogram(name: "reset", linkageName: "_ZNSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EE5resetEPS0_", scope: !820, file: !814, line: 198, type: !1048, scopeLine: 198, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1081 = !DISubprogram(name: "release", linkageName: "_ZNSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EE7releaseEv", scope: !820, file: !814, line: 207, type: !1082, scopeLine: 207, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1082 = !DISubroutineType(types: !1083)
!1083 = !{!1050, !1046}
!1084 = !DISubprogram(name: "swap", linkageName: "_ZNSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EE4swapERS3_", scope: !820, file: !814, line: 216, type: !1085, scopeLine: 216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1085 = !DISubroutineType(types: !1086)
!1086 = !{null, !1046, !1064}
!1087 = !{!849, !1088}
!1088 = !DITemplateTypeParameter(name: "_Dp", type: !836)
!1089 = !DISubprogram(name: "__uniq_ptr_data", scope: !817, file: !814, line: 234, type: !1090, scopeLine: 234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1090 = !DISubroutineType(types: !1091)
!1091 = !{null, !1092, !1093}
!1092 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !817, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1093 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !817, size: 64)
!1094 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__uniq_ptr_dataI4ItemSt14default_deleteIS0_ELb1ELb1EEaSEOS3_", scope: !817, file: !814, line: 235, type: !1095, scopeLine: 235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1095 = !DISubroutineType(types: !1096)
!1096 = !{!1097, !1092, !1093}
!1097 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !817, size: 64)
!1098 = !{!849, !1088, !899, !899}
!1099 = !DISubprogram(name: "unique_ptr", scope: !813, file: !814, line: 358, type: !1100, scopeLine: 358, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1100 = !DISubroutineType(types: !1101)
!1101 = !{null, !1102, !1103}
!1102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !813, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1103 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !813, size: 64)
!1104 = !DISubprogram(name: "~unique_ptr", scope: !813, file: !814, line: 390, type: !1105, scopeLine: 390, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1105 = !DISubroutineType(types: !1106)
!1106 = !{null, !1102}
!1107 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI4ItemSt14default_deleteIS0_EEaSEOS3_", scope: !813, file: !814, line: 406, type: !1108, scopeLine: 406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1108 = !DISubroutineType(types: !1109)
!1109 = !{!1110, !1102, !1103}
!1110 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !813, size: 64)
!1111 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI4ItemSt14default_deleteIS0_EEaSEDn", scope: !813, file: !814, line: 432, type: !1112, scopeLine: 432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1112 = !DISubroutineType(types: !1113)
!1113 = !{!1110, !1102, !1114}
!1114 = !DIDerivedType(tag: DW_TAG_typedef, name: "nullptr_t", scope: !35, file: !93, line: 302, baseType: !1115)
!1115 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
!1116 = !DISubprogram(name: "operator*", linkageName: "_ZNKSt10unique_ptrI4ItemSt14default_deleteIS0_EEdeEv", scope: !813, file: !814, line: 443, type: !1117, scopeLine: 443, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1117 = !DISubroutineType(types: !1118)
!1118 = !{!1119, !1123}
!1119 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1120, file: !1029, line: 1645, baseType: !1122)
!1120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__add_lvalue_reference_helper<Item, true>", scope: !35, file: !1029, line: 1644, size: 8, flags: DIFlagTypePassByValue, elements: !163, templateParams: !1121, identifier: "_ZTSSt29__add_lvalue_reference_helperI4ItemLb1EE")
!1121 = !{!849, !899}
!1122 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !775, size: 64)
!1123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1124, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !813)
!1125 = !DISubprogram(name: "operator->", linkageName: "_ZNKSt10unique_ptrI4ItemSt14default_deleteIS0_EEptEv", scope: !813, file: !814, line: 452, type: !1126, scopeLine: 452, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1126 = !DISubroutineType(types: !1127)
!1127 = !{!1128, !1123}
!1128 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !813, file: !814, line: 278, baseType: !1050, flags: DIFlagPublic)
!1129 = !DISubprogram(name: "get", linkageName: "_ZNKSt10unique_ptrI4ItemSt14default_deleteIS0_EE3getEv", scope: !813, file: !814, line: 461, type: !1126, scopeLine: 461, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1130 = !DISubprogram(name: "get_deleter", linkageName: "_ZNSt10unique_ptrI4ItemSt14default_deleteIS0_EE11get_deleterEv", scope: !813, file: !814, line: 467, type: !1131, scopeLine: 467, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1131 = !DISubroutineType(types: !1132)
!1132 = !{!1133, !1102}
!1133 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1134, size: 64)
!1134 = !DIDerivedType(tag: DW_TAG_typedef, name: "deleter_type", scope: !813, file: !814, line: 280, baseType: !836, flags: DIFlagPublic)
!1135 = !DISubprogram(name: "get_deleter", linkageName: "_ZNKSt10unique_ptrI4ItemSt14default_deleteIS0_EE11get_deleterEv", scope: !813, file: !814, line: 473, type: !1136, scopeLine: 473, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1136 = !DISubroutineType(types: !1137)
!1137 = !{!1138, !1123}
!1138 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1139, size: 64)
!1139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1134)
!1140 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt10unique_ptrI4ItemSt14default_deleteIS0_EEcvbEv", scope: !813, file: !814, line: 478, type: !1141, scopeLine: 478, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1141 = !DISubroutineType(types: !1142)
!1142 = !{!148, !1123}
!1143 = !DISubprogram(name: "release", linkageName: "_ZNSt10unique_ptrI4ItemSt14default_deleteIS0_EE7releaseEv", scope: !813, file: !814, line: 486, type: !1144, scopeLine: 486, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1144 = !DISubroutineType(types: !1145)
!1145 = !{!1128, !1102}
!1146 = !DISubprogram(name: "reset", linkageName: "_ZNSt10unique_ptrI4ItemSt14default_deleteIS0_EE5resetEPS0_", scope: !813, file: !814, line: 497, type: !1147, scopeLine: 497, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1147 = !DISubroutineType(types: !1148)
!1148 = !{null, !1102, !1128}
!1149 = !DISubprogram(name: "swap", linkageName: "_ZNSt10unique_ptrI4ItemSt14default_deleteIS0_EE4swapERS3_", scope: !813, file: !814, line: 507, type: !1150, scopeLine: 507, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1150 = !DISubroutineType(types: !1151)
!1151 = !{null, !1102, !1110}
!1152 = !DISubprogram(name: "unique_ptr", scope: !813, file: !814, line: 514, type: !1153, scopeLine: 514, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!1153 = !DISubroutineType(types: !1154)
!1154 = !{null, !1102, !1155}
!1155 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1124, size: 64)
!1156 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI4ItemSt14default_deleteIS0_EEaSERKS3_", scope: !813, file: !814, line: 515, type: !1157, scopeLine: 515, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!1157 = !DISubroutineType(types: !1158)
!1158 = !{!1110, !1102, !1155}
!1159 = !{!849, !1160}
!1160 = !DITemplateTypeParameter(name: "_Dp", type: !836, defaulted: true)
!1161 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1162, size: 64)
!1162 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !806, file: !46, line: 414, baseType: !1163)
!1163 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<std::unique_ptr<Item, std::default_delete<Item> > >", scope: !35, file: !56, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1164, templateParams: !1201, identifier: "_ZTSSaISt10unique_ptrI4ItemSt14default_deleteIS0_EEE")
!1164 = !{!1165, !1203, !1207, !1212, !1216}
!1165 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1163, baseType: !1166, flags: DIFlagPublic, extraData: i32 0)
!1166 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<std::unique_ptr<Item> >", scope: !35, file: !60, line: 47, baseType: !1167)
!1167 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<std::unique_ptr<Item, std::default_delete<Item> > >", scope: !35, file: !62, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1168, templateParams: !1201, identifier: "_ZTSSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE")
!1168 = !{!1169, !1173, !1178, !1179, !1185, !1191, !1194, !1197, !1200}
!1169 = !DISubprogram(name: "__new_allocator", scope: !1167, file: !62, line: 80, type: !1170, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1170 = !DISubroutineType(types: !1171)
!1171 = !{null, !1172}
!1172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1167, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1173 = !DISubprogram(name: "__new_allocator", scope: !1167, file: !62, line: 83, type: !1174, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1174 = !DISubroutineType(types: !1175)
!1175 = !{null, !1172, !1176}
!1176 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1177, size: 64)
!1177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1167)
!1178 = !DISubprogram(name: "~__new_allocator", scope: !1167, file: !62, line: 90, type: !1170, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1179 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE7addressERS4_", scope: !1167, file: !62, line: 93, type: !1180, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1180 = !DISubroutineType(types: !1181)
!1181 = !{!1182, !1183, !1184}
!1182 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1167, file: !62, line: 63, baseType: !812, flags: DIFlagPublic)
!1183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1177, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1184 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !1167, file: !62, line: 65, baseType: !1110, flags: DIFlagPublic)
!1185 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE7addressERKS4_", scope: !1167, file: !62, line: 97, type: !1186, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1186 = !DISubroutineType(types: !1187)
!1187 = !{!1188, !1183, !1190}
!1188 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !1167, file: !62, line: 64, baseType: !1189, flags: DIFlagPublic)
!1189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1124, size: 64)
!1190 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !1167, file: !62, line: 66, baseType: !1155, flags: DIFlagPublic)
!1191 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE8allocateEmPKv", scope: !1167, file: !62, line: 112, type: !1192, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1192 = !DISubroutineType(types: !1193)
!1193 = !{!812, !1172, !91, !95}
!1194 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE10deallocateEPS4_m", scope: !1167, file: !62, line: 142, type: !1195, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1195 = !DISubroutineType(types: !1196)
!1196 = !{null, !1172, !812, !91}
!1197 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE8max_sizeEv", scope: !1167, file: !62, line: 167, type: !1198, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1198 = !DISubroutineType(types: !1199)
!1199 = !{!91, !1183}
!1200 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE11_M_max_sizeEv", scope: !1167, file: !62, line: 210, type: !1198, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1201 = !{!1202}
!1202 = !DITemplateTypeParameter(name: "_Tp", type: !813)
!1203 = !DISubprogram(name: "allocator", scope: !1163, file: !56, line: 156, type: !1204, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1204 = !DISubroutineType(types: !1205)
!1205 = !{null, !1206}
!1206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1163, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1207 = !DISubprogram(name: "allocator", scope: !1163, file: !56, line: 159, type: !1208, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1208 = !DISubroutineType(types: !1209)
!1209 = !{null, !1206, !1210}
!1210 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1211, size: 64)
!1211 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1163)
!1212 = !DISubprogram(name: "operator=", linkageName: "_ZNSaISt10unique_ptrI4ItemSt14default_deleteIS0_EEEaSERKS4_", scope: !1163, file: !56, line: 164, type: !1213, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1213 = !DISubroutineType(types: !1214)
!1214 = !{!1215, !1206, !1210}
!1215 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1163, size: 64)
!1216 = !DISubprogram(name: "~allocator", scope: !1163, file: !56, line: 174, type: !1204, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1217 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE8allocateERS5_mPKv", scope: !806, file: !46, line: 477, type: !1218, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1218 = !DISubroutineType(types: !1219)
!1219 = !{!811, !1161, !120, !124}
!1220 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE10deallocateERS5_PS4_m", scope: !806, file: !46, line: 495, type: !1221, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1221 = !DISubroutineType(types: !1222)
!1222 = !{null, !1161, !811, !120}
!1223 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE8max_sizeERKS5_", scope: !806, file: !46, line: 547, type: !1224, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1224 = !DISubroutineType(types: !1225)
!1225 = !{!1226, !1227}
!1226 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !806, file: !46, line: 435, baseType: !92)
!1227 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1228, size: 64)
!1228 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1162)
!1229 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE37select_on_container_copy_constructionERKS5_", scope: !806, file: !46, line: 562, type: !1230, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1230 = !DISubroutineType(types: !1231)
!1231 = !{!1162, !1227}
!1232 = !{!1233}
!1233 = !DITemplateTypeParameter(name: "_Alloc", type: !1163)
!1234 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS2_EEES5_E17_S_select_on_copyERKS6_", scope: !803, file: !41, line: 97, type: !1235, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1235 = !DISubroutineType(types: !1236)
!1236 = !{!1163, !1210}
!1237 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS2_EEES5_E10_S_on_swapERS6_S8_", scope: !803, file: !41, line: 100, type: !1238, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1238 = !DISubroutineType(types: !1239)
!1239 = !{null, !1215, !1215}
!1240 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS2_EEES5_E27_S_propagate_on_copy_assignEv", scope: !803, file: !41, line: 103, type: !146, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1241 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS2_EEES5_E27_S_propagate_on_move_assignEv", scope: !803, file: !41, line: 106, type: !146, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1242 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS2_EEES5_E20_S_propagate_on_swapEv", scope: !803, file: !41, line: 109, type: !146, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1243 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS2_EEES5_E15_S_always_equalEv", scope: !803, file: !41, line: 112, type: !146, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1244 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS2_EEES5_E15_S_nothrow_moveEv", scope: !803, file: !41, line: 115, type: !146, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1245 = !{!1233, !1246}
!1246 = !DITemplateTypeParameter(type: !813, defaulted: true)
!1247 = !DIDerivedType(tag: DW_TAG_typedef, name: "template rebind_alloc<std::unique_ptr<Item> >", scope: !806, file: !46, line: 450, baseType: !1163)
!1248 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !797, baseType: !1249, extraData: i32 0)
!1249 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !794, file: !789, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1250, identifier: "_ZTSNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataE")
!1250 = !{!1251, !1254, !1255, !1256, !1260, !1264, !1269}
!1251 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !1249, file: !789, line: 94, baseType: !1252, size: 64)
!1252 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !794, file: !789, line: 90, baseType: !1253)
!1253 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !803, file: !41, line: 57, baseType: !811)
!1254 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !1249, file: !789, line: 95, baseType: !1252, size: 64, offset: 64)
!1255 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !1249, file: !789, line: 96, baseType: !1252, size: 64, offset: 128)
!1256 = !DISubprogram(name: "_Vector_impl_data", scope: !1249, file: !789, line: 99, type: !1257, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1257 = !DISubroutineType(types: !1258)
!1258 = !{null, !1259}
!1259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1249, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1260 = !DISubprogram(name: "_Vector_impl_data", scope: !1249, file: !789, line: 105, type: !1261, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1261 = !DISubroutineType(types: !1262)
!1262 = !{null, !1259, !1263}
!1263 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1249, size: 64)
!1264 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_data12_M_copy_dataERKS7_", scope: !1249, file: !789, line: 113, type: !1265, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1265 = !DISubroutineType(types: !1266)
!1266 = !{null, !1259, !1267}
!1267 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1268, size: 64)
!1268 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1249)
!1269 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_data12_M_swap_dataERS7_", scope: !1249, file: !789, line: 122, type: !1270, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1270 = !DISubroutineType(types: !1271)
!1271 = !{null, !1259, !1272}
!1272 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1249, size: 64)
!1273 = !DISubprogram(name: "_Vector_impl", scope: !797, file: !789, line: 137, type: !1274, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1274 = !DISubroutineType(types: !1275)
!1275 = !{null, !1276}
!1276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !797, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1277 = !DISubprogram(name: "_Vector_impl", scope: !797, file: !789, line: 143, type: !1278, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1278 = !DISubroutineType(types: !1279)
!1279 = !{null, !1276, !1280}
!1280 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1281, size: 64)
!1281 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !800)
!1282 = !DISubprogram(name: "_Vector_impl", scope: !797, file: !789, line: 151, type: !1283, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1283 = !DISubroutineType(types: !1284)
!1284 = !{null, !1276, !1285}
!1285 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !797, size: 64)
!1286 = !DISubprogram(name: "_Vector_impl", scope: !797, file: !789, line: 156, type: !1287, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1287 = !DISubroutineType(types: !1288)
!1288 = !{null, !1276, !1289}
!1289 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !800, size: 64)
!1290 = !DISubprogram(name: "_Vector_impl", scope: !797, file: !789, line: 161, type: !1291, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1291 = !DISubroutineType(types: !1292)
!1292 = !{null, !1276, !1289, !1285}
!1293 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE19_M_get_Tp_allocatorEv", scope: !794, file: !789, line: 298, type: !1294, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1294 = !DISubroutineType(types: !1295)
!1295 = !{!1296, !1297}
!1296 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !800, size: 64)
!1297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !794, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1298 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE19_M_get_Tp_allocatorEv", scope: !794, file: !789, line: 303, type: !1299, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1299 = !DISubroutineType(types: !1300)
!1300 = !{!1280, !1301}
!1301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1302, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1302 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !794)
!1303 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE13get_allocatorEv", scope: !794, file: !789, line: 308, type: !1304, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1304 = !DISubroutineType(types: !1305)
!1305 = !{!1306, !1301}
!1306 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !794, file: !789, line: 294, baseType: !1163)
!1307 = !DISubprogram(name: "_Vector_base", scope: !794, file: !789, line: 312, type: !1308, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1308 = !DISubroutineType(types: !1309)
!1309 = !{null, !1297}
!1310 = !DISubprogram(name: "_Vector_base", scope: !794, file: !789, line: 318, type: !1311, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1311 = !DISubroutineType(types: !1312)
!1312 = !{null, !1297, !1313}
!1313 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1314, size: 64)
!1314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1306)
!1315 = !DISubprogram(name: "_Vector_base", scope: !794, file: !789, line: 324, type: !1316, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1316 = !DISubroutineType(types: !1317)
!1317 = !{null, !1297, !92}
!1318 = !DISubprogram(name: "_Vector_base", scope: !794, file: !789, line: 330, type: !1319, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1319 = !DISubroutineType(types: !1320)
!1320 = !{null, !1297, !92, !1313}
!1321 = !DISubprogram(name: "_Vector_base", scope: !794, file: !789, line: 335, type: !1322, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1322 = !DISubroutineType(types: !1323)
!1323 = !{null, !1297, !1324}
!1324 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !794, size: 64)
!1325 = !DISubprogram(name: "_Vector_base", scope: !794, file: !789, line: 340, type: !1326, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1326 = !DISubroutineType(types: !1327)
!1327 = !{null, !1297, !1289}
!1328 = !DISubprogram(name: "_Vector_base", scope: !794, file: !789, line: 344, type: !1329, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1329 = !DISubroutineType(types: !1330)
!1330 = !{null, !1297, !1324, !1313}
!1331 = !DISubprogram(name: "_Vector_base", scope: !794, file: !789, line: 358, type: !1332, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1332 = !DISubroutineType(types: !1333)
!1333 = !{null, !1297, !1313, !1324}
!1334 = !DISubprogram(name: "~_Vector_base", scope: !794, file: !789, line: 364, type: !1308, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1335 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE11_M_allocateEm", scope: !794, file: !789, line: 375, type: !1336, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1336 = !DISubroutineType(types: !1337)
!1337 = !{!1252, !1297, !92}
!1338 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE13_M_deallocateEPS4_m", scope: !794, file: !789, line: 383, type: !1339, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1339 = !DISubroutineType(types: !1340)
!1340 = !{null, !1297, !1252, !92}
!1341 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_create_storageEm", scope: !794, file: !789, line: 393, type: !1316, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1342 = !{!1202, !1233}
!1343 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !791, file: !789, line: 465, type: !1344, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1344 = !DISubroutineType(types: !1345)
!1345 = !{!148, !1346}
!1346 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !35, file: !1029, line: 82, baseType: !1347)
!1347 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !35, file: !1029, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !1348, templateParams: !1358, identifier: "_ZTSSt17integral_constantIbLb1EE")
!1348 = !{!1349, !1351, !1357}
!1349 = !DIDerivedType(tag: DW_TAG_variable, name: "value", scope: !1347, file: !1029, line: 64, baseType: !1350, flags: DIFlagStaticMember, extraData: i1 true)
!1350 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !148)
!1351 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !1347, file: !1029, line: 67, type: !1352, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1352 = !DISubroutineType(types: !1353)
!1353 = !{!1354, !1355}
!1354 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !1347, file: !1029, line: 65, baseType: !148)
!1355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1356, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1356 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1347)
!1357 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !1347, file: !1029, line: 72, type: !1352, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1358 = !{!1359, !1360}
!1359 = !DITemplateTypeParameter(name: "_Tp", type: !148)
!1360 = !DITemplateValueParameter(name: "__v", type: !148, value: i1 true)
!1361 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !791, file: !789, line: 474, type: !1362, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1362 = !DISubroutineType(types: !1363)
!1363 = !{!148, !1364}
!1364 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !35, file: !1029, line: 85, baseType: !1365)
!1365 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !35, file: !1029, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !1366, templateParams: !1375, identifier: "_ZTSSt17integral_constantIbLb0EE")
!1366 = !{!1367, !1368, !1374}
!1367 = !DIDerivedType(tag: DW_TAG_variable, name: "value", scope: !1365, file: !1029, line: 64, baseType: !1350, flags: DIFlagStaticMember, extraData: i1 false)
!1368 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !1365, file: !1029, line: 67, type: !1369, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1369 = !DISubroutineType(types: !1370)
!1370 = !{!1371, !1372}
!1371 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !1365, file: !1029, line: 65, baseType: !148)
!1372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1373, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1373 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1365)
!1374 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !1365, file: !1029, line: 72, type: !1369, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1375 = !{!1359, !1376}
!1376 = !DITemplateValueParameter(name: "__v", type: !148, value: i1 false)
!1377 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE15_S_use_relocateEv", scope: !791, file: !789, line: 478, type: !146, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1378 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE14_S_do_relocateEPS4_S7_S7_RS5_St17integral_constantIbLb1EE", scope: !791, file: !789, line: 487, type: !1379, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1379 = !DISubroutineType(types: !1380)
!1380 = !{!1381, !1381, !1381, !1381, !1382, !1346}
!1381 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !791, file: !789, line: 449, baseType: !1252, flags: DIFlagPublic)
!1382 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1383, size: 64)
!1383 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !791, file: !789, line: 444, baseType: !800)
!1384 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE14_S_do_relocateEPS4_S7_S7_RS5_St17integral_constantIbLb0EE", scope: !791, file: !789, line: 494, type: !1385, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1385 = !DISubroutineType(types: !1386)
!1386 = !{!1381, !1381, !1381, !1381, !1382, !1364}
!1387 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE11_S_relocateEPS4_S7_S7_RS5_", scope: !791, file: !789, line: 499, type: !1388, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1388 = !DISubroutineType(types: !1389)
!1389 = !{!1381, !1381, !1381, !1381, !1382}
!1390 = !DISubprogram(name: "vector", scope: !791, file: !789, line: 526, type: !1391, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1391 = !DISubroutineType(types: !1392)
!1392 = !{null, !1393}
!1393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !791, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1394 = !DISubprogram(name: "vector", scope: !791, file: !789, line: 537, type: !1395, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1395 = !DISubroutineType(types: !1396)
!1396 = !{null, !1393, !1397}
!1397 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1398, size: 64)
!1398 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1399)
!1399 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !791, file: !789, line: 460, baseType: !1163, flags: DIFlagPublic)
!1400 = !DISubprogram(name: "vector", scope: !791, file: !789, line: 551, type: !1401, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1401 = !DISubroutineType(types: !1402)
!1402 = !{null, !1393, !788, !1397}
!1403 = !DISubprogram(name: "vector", scope: !791, file: !789, line: 564, type: !1404, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1404 = !DISubroutineType(types: !1405)
!1405 = !{null, !1393, !788, !1406, !1397}
!1406 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1407, size: 64)
!1407 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1408)
!1408 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !791, file: !789, line: 448, baseType: !813, flags: DIFlagPublic)
!1409 = !DISubprogram(name: "vector", scope: !791, file: !789, line: 596, type: !1410, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1410 = !DISubroutineType(types: !1411)
!1411 = !{null, !1393, !1412}
!1412 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1413, size: 64)
!1413 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !791)
!1414 = !DISubprogram(name: "vector", scope: !791, file: !789, line: 615, type: !1415, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1415 = !DISubroutineType(types: !1416)
!1416 = !{null, !1393, !1417}
!1417 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !791, size: 64)
!1418 = !DISubprogram(name: "vector", scope: !791, file: !789, line: 619, type: !1419, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1419 = !DISubroutineType(types: !1420)
!1420 = !{null, !1393, !1412, !1421}
!1421 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1422, size: 64)
!1422 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1423)
!1423 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<allocator_type>", scope: !35, file: !1029, line: 128, baseType: !1424)
!1424 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1425, file: !1029, line: 125, baseType: !1163)
!1425 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > >", scope: !35, file: !1029, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !163, templateParams: !1426, identifier: "_ZTSSt15__type_identityISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE")
!1426 = !{!1427}
!1427 = !DITemplateTypeParameter(name: "_Type", type: !1163)
!1428 = !DISubprogram(name: "vector", scope: !791, file: !789, line: 630, type: !1429, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1429 = !DISubroutineType(types: !1430)
!1430 = !{null, !1393, !1417, !1397, !1346}
!1431 = !DISubprogram(name: "vector", scope: !791, file: !789, line: 635, type: !1432, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1432 = !DISubroutineType(types: !1433)
!1433 = !{null, !1393, !1417, !1397, !1364}
!1434 = !DISubprogram(name: "vector", scope: !791, file: !789, line: 654, type: !1435, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1435 = !DISubroutineType(types: !1436)
!1436 = !{null, !1393, !1417, !1421}
!1437 = !DISubprogram(name: "vector", scope: !791, file: !789, line: 673, type: !1438, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1438 = !DISubroutineType(types: !1439)
!1439 = !{null, !1393, !1440, !1397}
!1440 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<std::unique_ptr<Item, std::default_delete<Item> > >", scope: !35, file: !504, line: 47, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listISt10unique_ptrI4ItemSt14default_deleteIS1_EEE")
!1441 = !DISubprogram(name: "~vector", scope: !791, file: !789, line: 728, type: !1391, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1442 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EEaSERKS6_", scope: !791, file: !789, line: 746, type: !1443, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1443 = !DISubroutineType(types: !1444)
!1444 = !{!1445, !1393, !1412}
!1445 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !791, size: 64)
!1446 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EEaSEOS6_", scope: !791, file: !789, line: 761, type: !1447, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1447 = !DISubroutineType(types: !1448)
!1448 = !{!1445, !1393, !1417}
!1449 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EEaSESt16initializer_listIS4_E", scope: !791, file: !789, line: 783, type: !1450, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1450 = !DISubroutineType(types: !1451)
!1451 = !{!1445, !1393, !1440}
!1452 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE6assignEmRKS4_", scope: !791, file: !789, line: 803, type: !1453, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1453 = !DISubroutineType(types: !1454)
!1454 = !{null, !1393, !788, !1406}
!1455 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE6assignESt16initializer_listIS4_E", scope: !791, file: !789, line: 850, type: !1456, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1456 = !DISubroutineType(types: !1457)
!1457 = !{null, !1393, !1440}
!1458 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE5beginEv", scope: !791, file: !789, line: 868, type: !1459, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1459 = !DISubroutineType(types: !1460)
!1460 = !{!790, !1393}
!1461 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE5beginEv", scope: !791, file: !789, line: 878, type: !1462, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1462 = !DISubroutineType(types: !1463)
!1463 = !{!1464, !1466}
!1464 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !791, file: !789, line: 455, baseType: !1465, flags: DIFlagPublic)
!1465 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const std::unique_ptr<Item, std::default_delete<Item> > *, std::vector<std::unique_ptr<Item, std::default_delete<Item> >, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > > >", scope: !24, file: !232, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEE")
!1466 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1413, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1467 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE3endEv", scope: !791, file: !789, line: 888, type: !1459, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1468 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE3endEv", scope: !791, file: !789, line: 898, type: !1462, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1469 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE6rbeginEv", scope: !791, file: !789, line: 908, type: !1470, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1470 = !DISubroutineType(types: !1471)
!1471 = !{!1472, !1393}
!1472 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !791, file: !789, line: 457, baseType: !1473, flags: DIFlagPublic)
!1473 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<std::unique_ptr<Item, std::default_delete<Item> > *, std::vector<std::unique_ptr<Item, std::default_delete<Item> >, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > > > >", scope: !35, file: !232, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS3_EESt6vectorIS6_SaIS6_EEEEE")
!1474 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE6rbeginEv", scope: !791, file: !789, line: 918, type: !1475, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1475 = !DISubroutineType(types: !1476)
!1476 = !{!1477, !1466}
!1477 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !791, file: !789, line: 456, baseType: !1478, flags: DIFlagPublic)
!1478 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const std::unique_ptr<Item, std::default_delete<Item> > *, std::vector<std::unique_ptr<Item, std::default_delete<Item> >, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > > > >", scope: !35, file: !232, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI4ItemSt14default_deleteIS3_EESt6vectorIS6_SaIS6_EEEEE")
!1479 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE4rendEv", scope: !791, file: !789, line: 928, type: !1470, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1480 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE4rendEv", scope: !791, file: !789, line: 938, type: !1475, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1481 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE6cbeginEv", scope: !791, file: !789, line: 949, type: !1462, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1482 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE4cendEv", scope: !791, file: !789, line: 959, type: !1462, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1483 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE7crbeginEv", scope: !791, file: !789, line: 969, type: !1475, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1484 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE5crendEv", scope: !791, file: !789, line: 979, type: !1475, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1485 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE4sizeEv", scope: !791, file: !789, line: 987, type: !1486, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1486 = !DISubroutineType(types: !1487)
!1487 = !{!788, !1466}
!1488 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE8max_sizeEv", scope: !791, file: !789, line: 993, type: !1486, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1489 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE6resizeEm", scope: !791, file: !789, line: 1008, type: !1490, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1490 = !DISubroutineType(types: !1491)
!1491 = !{null, !1393, !788}
!1492 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE6resizeEmRKS4_", scope: !791, file: !789, line: 1029, type: !1453, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1493 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE13shrink_to_fitEv", scope: !791, file: !789, line: 1063, type: !1391, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1494 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE8capacityEv", scope: !791, file: !789, line: 1073, type: !1486, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1495 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE5emptyEv", scope: !791, file: !789, line: 1083, type: !1496, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1496 = !DISubroutineType(types: !1497)
!1497 = !{!148, !1466}
!1498 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE7reserveEm", scope: !791, file: !789, line: 1105, type: !1490, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1499 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EEixEm", scope: !791, file: !789, line: 1121, type: !1500, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1500 = !DISubroutineType(types: !1501)
!1501 = !{!1502, !1393, !788}
!1502 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !791, file: !789, line: 451, baseType: !1503, flags: DIFlagPublic)
!1503 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !803, file: !41, line: 62, baseType: !1504)
!1504 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1505, size: 64)
!1505 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !803, file: !41, line: 56, baseType: !1506)
!1506 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !806, file: !46, line: 417, baseType: !813)
!1507 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EEixEm", scope: !791, file: !789, line: 1140, type: !1508, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1508 = !DISubroutineType(types: !1509)
!1509 = !{!1510, !1466, !788}
!1510 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !791, file: !789, line: 452, baseType: !1511, flags: DIFlagPublic)
!1511 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !803, file: !41, line: 63, baseType: !1512)
!1512 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1513, size: 64)
!1513 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1505)
!1514 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE14_M_range_checkEm", scope: !791, file: !789, line: 1150, type: !1515, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1515 = !DISubroutineType(types: !1516)
!1516 = !{null, !1466, !788}
!1517 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE2atEm", scope: !791, file: !789, line: 1173, type: !1500, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1518 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE2atEm", scope: !791, file: !789, line: 1192, type: !1508, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1519 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE5frontEv", scope: !791, file: !789, line: 1204, type: !1520, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1520 = !DISubroutineType(types: !1521)
!1521 = !{!1502, !1393}
!1522 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE5frontEv", scope: !791, file: !789, line: 1216, type: !1523, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1523 = !DISubroutineType(types: !1524)
!1524 = !{!1510, !1466}
!1525 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE4backEv", scope: !791, file: !789, line: 1228, type: !1520, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1526 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE4backEv", scope: !791, file: !789, line: 1240, type: !1523, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1527 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE4dataEv", scope: !791, file: !789, line: 1255, type: !1528, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1528 = !DISubroutineType(types: !1529)
!1529 = !{!812, !1393}
!1530 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE4dataEv", scope: !791, file: !789, line: 1260, type: !1531, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1531 = !DISubroutineType(types: !1532)
!1532 = !{!1189, !1466}
!1533 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE9push_backERKS4_", scope: !791, file: !789, line: 1276, type: !1534, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1534 = !DISubroutineType(types: !1535)
!1535 = !{null, !1393, !1406}
!1536 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE9push_backEOS4_", scope: !791, file: !789, line: 1293, type: !1537, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1537 = !DISubroutineType(types: !1538)
!1538 = !{null, !1393, !1539}
!1539 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1408, size: 64)
!1540 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE8pop_backEv", scope: !791, file: !789, line: 1317, type: !1391, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1541 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EERS9_", scope: !791, file: !789, line: 1357, type: !1542, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1542 = !DISubroutineType(types: !1543)
!1543 = !{!790, !1393, !1464, !1406}
!1544 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EEOS4_", scope: !791, file: !789, line: 1388, type: !1545, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1545 = !DISubroutineType(types: !1546)
!1546 = !{!790, !1393, !1464, !1539}
!1547 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EESt16initializer_listIS4_E", scope: !791, file: !789, line: 1406, type: !1548, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1548 = !DISubroutineType(types: !1549)
!1549 = !{!790, !1393, !1464, !1440}
!1550 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EEmRS9_", scope: !791, file: !789, line: 1432, type: !1551, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1551 = !DISubroutineType(types: !1552)
!1552 = !{!790, !1393, !1464, !788, !1406}
!1553 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EE", scope: !791, file: !789, line: 1529, type: !1554, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1554 = !DISubroutineType(types: !1555)
!1555 = !{!790, !1393, !1464}
!1556 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EESB_", scope: !791, file: !789, line: 1557, type: !1557, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1557 = !DISubroutineType(types: !1558)
!1558 = !{!790, !1393, !1464, !1464}
!1559 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE4swapERS6_", scope: !791, file: !789, line: 1581, type: !1560, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1560 = !DISubroutineType(types: !1561)
!1561 = !{null, !1393, !1445}
!1562 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE5clearEv", scope: !791, file: !789, line: 1600, type: !1391, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1563 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE18_M_fill_initializeEmRKS4_", scope: !791, file: !789, line: 1699, type: !1453, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1564 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE21_M_default_initializeEm", scope: !791, file: !789, line: 1710, type: !1490, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1565 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE14_M_fill_assignEmRKS4_", scope: !791, file: !789, line: 1757, type: !1453, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1566 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPS4_S6_EEmRKS4_", scope: !791, file: !789, line: 1801, type: !1567, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1567 = !DISubroutineType(types: !1568)
!1568 = !{null, !1393, !790, !788, !1406}
!1569 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_default_appendEm", scope: !791, file: !789, line: 1807, type: !1490, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1570 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE16_M_shrink_to_fitEv", scope: !791, file: !789, line: 1811, type: !1571, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1571 = !DISubroutineType(types: !1572)
!1572 = !{!148, !1393}
!1573 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EEOS4_", scope: !791, file: !789, line: 1873, type: !1545, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1574 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EEOS4_", scope: !791, file: !789, line: 1884, type: !1545, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1575 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE12_M_check_lenEmPKc", scope: !791, file: !789, line: 1891, type: !1576, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1576 = !DISubroutineType(types: !1577)
!1577 = !{!1578, !1466, !788, !85}
!1578 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !791, file: !789, line: 458, baseType: !92, flags: DIFlagPublic)
!1579 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_S_check_init_lenEmRKS5_", scope: !791, file: !789, line: 1902, type: !1580, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1580 = !DISubroutineType(types: !1581)
!1581 = !{!1578, !788, !1397}
!1582 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE11_S_max_sizeERKS5_", scope: !791, file: !789, line: 1911, type: !1583, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1583 = !DISubroutineType(types: !1584)
!1584 = !{!1578, !1585}
!1585 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1586, size: 64)
!1586 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1383)
!1587 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE15_M_erase_at_endEPS4_", scope: !791, file: !789, line: 1928, type: !1588, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1588 = !DISubroutineType(types: !1589)
!1589 = !{null, !1393, !1381}
!1590 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS4_S6_EE", scope: !791, file: !789, line: 1941, type: !1591, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1591 = !DISubroutineType(types: !1592)
!1592 = !{!790, !1393, !790}
!1593 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS4_S6_EESA_", scope: !791, file: !789, line: 1945, type: !1594, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1594 = !DISubroutineType(types: !1595)
!1595 = !{!790, !1393, !790, !790}
!1596 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE14_M_move_assignEOS6_St17integral_constantIbLb1EE", scope: !791, file: !789, line: 1954, type: !1597, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1597 = !DISubroutineType(types: !1598)
!1598 = !{null, !1393, !1417, !1346}
!1599 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE14_M_move_assignEOS6_St17integral_constantIbLb0EE", scope: !791, file: !789, line: 1966, type: !1600, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1600 = !DISubroutineType(types: !1601)
!1601 = !{null, !1393, !1417, !1364}
!1602 = !{!1202, !1603}
!1603 = !DITemplateTypeParameter(name: "_Alloc", type: !1163, defaulted: true)
!1604 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<std::unique_ptr<Item, std::default_delete<Item> > *, std::vector<std::unique_ptr<Item, std::default_delete<Item> >, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > > >", scope: !24, file: !232, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !1605, templateParams: !1659, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEE")
!1605 = !{!1606, !1607, !1611, !1616, !1627, !1632, !1636, !1639, !1640, !1641, !1648, !1651, !1654, !1655, !1656}
!1606 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !1604, file: !232, line: 1046, baseType: !812, size: 64, flags: DIFlagProtected)
!1607 = !DISubprogram(name: "__normal_iterator", scope: !1604, file: !232, line: 1068, type: !1608, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1608 = !DISubroutineType(types: !1609)
!1609 = !{null, !1610}
!1610 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1604, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1611 = !DISubprogram(name: "__normal_iterator", scope: !1604, file: !232, line: 1072, type: !1612, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1612 = !DISubroutineType(types: !1613)
!1613 = !{null, !1610, !1614}
!1614 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1615, size: 64)
!1615 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !812)
!1616 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEdeEv", scope: !1604, file: !232, line: 1095, type: !1617, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1617 = !DISubroutineType(types: !1618)
!1618 = !{!1619, !1625}
!1619 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !1604, file: !232, line: 1061, baseType: !1620, flags: DIFlagPublic)
!1620 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !1622, file: !1621, line: 216, baseType: !1110)
!1621 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1622 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<std::unique_ptr<Item, std::default_delete<Item> > *>", scope: !35, file: !1621, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !163, templateParams: !1623, identifier: "_ZTSSt15iterator_traitsIPSt10unique_ptrI4ItemSt14default_deleteIS1_EEE")
!1623 = !{!1624}
!1624 = !DITemplateTypeParameter(name: "_Iterator", type: !812)
!1625 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1626, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1626 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1604)
!1627 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEptEv", scope: !1604, file: !232, line: 1100, type: !1628, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1628 = !DISubroutineType(types: !1629)
!1629 = !{!1630, !1625}
!1630 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1604, file: !232, line: 1062, baseType: !1631, flags: DIFlagPublic)
!1631 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1622, file: !1621, line: 215, baseType: !812)
!1632 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEppEv", scope: !1604, file: !232, line: 1105, type: !1633, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1633 = !DISubroutineType(types: !1634)
!1634 = !{!1635, !1610}
!1635 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1604, size: 64)
!1636 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEppEi", scope: !1604, file: !232, line: 1113, type: !1637, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1637 = !DISubroutineType(types: !1638)
!1638 = !{!1604, !1610, !275}
!1639 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEmmEv", scope: !1604, file: !232, line: 1119, type: !1633, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1640 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEmmEi", scope: !1604, file: !232, line: 1127, type: !1637, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1641 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEixEl", scope: !1604, file: !232, line: 1133, type: !1642, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1642 = !DISubroutineType(types: !1643)
!1643 = !{!1619, !1625, !1644}
!1644 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !1604, file: !232, line: 1060, baseType: !1645, flags: DIFlagPublic)
!1645 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !1622, file: !1621, line: 214, baseType: !1646)
!1646 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !35, file: !93, line: 299, baseType: !1647)
!1647 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!1648 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEpLEl", scope: !1604, file: !232, line: 1138, type: !1649, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1649 = !DISubroutineType(types: !1650)
!1650 = !{!1635, !1610, !1644}
!1651 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEplEl", scope: !1604, file: !232, line: 1143, type: !1652, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1652 = !DISubroutineType(types: !1653)
!1653 = !{!1604, !1625, !1644}
!1654 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEmIEl", scope: !1604, file: !232, line: 1148, type: !1649, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1655 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEmiEl", scope: !1604, file: !232, line: 1153, type: !1652, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1656 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEE4baseEv", scope: !1604, file: !232, line: 1158, type: !1657, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1657 = !DISubroutineType(types: !1658)
!1658 = !{!1614, !1625}
!1659 = !{!1624, !1660}
!1660 = !DITemplateTypeParameter(name: "_Container", type: !791)
!1661 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Guard", scope: !1662, file: !33, line: 232, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1680, identifier: "_ZTSZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tagE6_Guard")
!1662 = distinct !DISubprogram(name: "_M_construct<const char *>", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tag", scope: !32, file: !33, line: 218, type: !1663, scopeLine: 220, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !1670, declaration: !1669, retainedNodes: !1672)
!1663 = !DISubroutineType(types: !1664)
!1664 = !{null, !383, !85, !85, !1665}
!1665 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !35, file: !1621, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1666, identifier: "_ZTSSt20forward_iterator_tag")
!1666 = !{!1667}
!1667 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1665, baseType: !1668, extraData: i32 0)
!1668 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !35, file: !1621, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !163, identifier: "_ZTSSt18input_iterator_tag")
!1669 = !DISubprogram(name: "_M_construct<const char *>", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tag", scope: !32, file: !33, line: 218, type: !1663, scopeLine: 218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1670)
!1670 = !{!1671}
!1671 = !DITemplateTypeParameter(name: "_FwdIterator", type: !85)
!1672 = !{!1673, !1675, !1676, !1677, !1678, !1679}
!1673 = !DILocalVariable(name: "this", arg: 1, scope: !1662, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!1674 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!1675 = !DILocalVariable(name: "__beg", arg: 2, scope: !1662, file: !31, line: 330, type: !85)
!1676 = !DILocalVariable(name: "__end", arg: 3, scope: !1662, file: !31, line: 330, type: !85)
!1677 = !DILocalVariable(arg: 4, scope: !1662, file: !31, line: 331, type: !1665)
!1678 = !DILocalVariable(name: "__dnew", scope: !1662, file: !33, line: 221, type: !39)
!1679 = !DILocalVariable(name: "__guard", scope: !1662, file: !33, line: 241, type: !1661)
!1680 = !{!1681, !1682, !1686}
!1681 = !DIDerivedType(tag: DW_TAG_member, name: "_M_guarded", scope: !1661, file: !33, line: 240, baseType: !1674, size: 64)
!1682 = !DISubprogram(name: "_Guard", scope: !1661, file: !33, line: 235, type: !1683, scopeLine: 235, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1683 = !DISubroutineType(types: !1684)
!1684 = !{null, !1685, !1674}
!1685 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1661, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1686 = !DISubprogram(name: "~_Guard", scope: !1661, file: !33, line: 238, type: !1687, scopeLine: 238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1687 = !DISubroutineType(types: !1688)
!1688 = !{null, !1685}
!1689 = !{!1690, !0, !8, !13, !1695, !1700, !18, !1702, !1704, !1709}
!1690 = !DIGlobalVariableExpression(var: !1691, expr: !DIExpression())
!1691 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !1692, isLocal: true, isDefinition: true)
!1692 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !1693)
!1693 = !{!1694}
!1694 = !DISubrange(count: 5)
!1695 = !DIGlobalVariableExpression(var: !1696, expr: !DIExpression())
!1696 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !1697, isLocal: true, isDefinition: true)
!1697 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !1698)
!1698 = !{!1699}
!1699 = !DISubrange(count: 12)
!1700 = !DIGlobalVariableExpression(var: !1701, expr: !DIExpression())
!1701 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !10, isLocal: true, isDefinition: true)
!1702 = !DIGlobalVariableExpression(var: !1703, expr: !DIExpression())
!1703 = distinct !DIGlobalVariable(name: "destroyed", linkageName: "_ZL9destroyed", scope: !20, file: !2, line: 9, type: !275, isLocal: true, isDefinition: true)
!1704 = !DIGlobalVariableExpression(var: !1705, expr: !DIExpression())
!1705 = distinct !DIGlobalVariable(scope: null, file: !31, line: 639, type: !1706, isLocal: true, isDefinition: true)
!1706 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !1707)
!1707 = !{!1708}
!1708 = !DISubrange(count: 50)
!1709 = !DIGlobalVariableExpression(var: !1710, expr: !DIExpression())
!1710 = distinct !DIGlobalVariable(scope: null, file: !1711, line: 449, type: !1712, isLocal: true, isDefinition: true)
!1711 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/vector.tcc", directory: "", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1712 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !1713)
!1713 = !{!1714}
!1714 = !DISubrange(count: 26)
!1715 = !{!1716, !1774, !1780, !1785, !1789, !1791, !1793, !1795, !1797, !1804, !1809, !1814, !1818, !1822, !1826, !1831, !1835, !1837, !1841, !1847, !1851, !1856, !1858, !1863, !1867, !1871, !1873, !1877, !1881, !1883, !1887, !1889, !1891, !1895, !1899, !1903, !1907, !1911, !1915, !1917, !1931, !1935, !1939, !1943, !1945, !1947, !1951, !1955, !1956, !1957, !1958, !1959, !1960, !1964, !1981, !1984, !1989, !1996, !2004, !2008, !2015, !2019, !2023, !2025, !2027, !2031, !2037, !2041, !2047, !2053, !2055, !2059, !2063, !2067, !2071, !2075, !2077, !2081, !2085, !2089, !2091, !2095, !2099, !2103, !2105, !2107, !2111, !2119, !2123, !2127, !2131, !2133, !2139, !2141, !2148, !2153, !2157, !2161, !2165, !2169, !2173, !2175, !2177, !2181, !2185, !2189, !2191, !2195, !2199, !2201, !2203, !2207, !2212, !2217, !2222, !2223, !2224, !2225, !2226, !2227, !2228, !2229, !2230, !2231, !2232, !2236, !2240, !2242, !2245, !2250, !2254, !2257, !2260, !2263, !2265, !2267, !2269, !2272, !2275, !2278, !2281, !2284, !2286, !2291, !2294, !2297, !2300, !2302, !2304, !2306, !2308, !2311, !2314, !2317, !2320, !2323, !2325, !2329, !2333, !2338, !2342, !2344, !2346, !2348, !2350, !2352, !2354, !2356, !2358, !2360, !2362, !2364, !2366, !2368, !2372, !2376, !2382, !2386, !2390, !2395, !2397, !2402, !2404, !2408, !2417, !2419, !2423, !2427, !2431, !2435, !2439, !2443, !2447, !2451, !2455, !2459, !2463, !2465, !2467, !2471, !2475, !2481, !2485, !2489, !2491, !2495, !2499, !2505, !2507, !2511, !2515, !2519, !2523, !2527, !2531, !2535, !2536, !2537, !2538, !2540, !2541, !2542, !2543, !2544, !2545}
!1716 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1717, file: !1773, line: 98)
!1717 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1718, line: 7, baseType: !1719)
!1718 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1719 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1720, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !1721, identifier: "_ZTS8_IO_FILE")
!1720 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!1721 = !{!1722, !1723, !1724, !1725, !1726, !1727, !1728, !1729, !1730, !1731, !1732, !1733, !1734, !1737, !1739, !1740, !1741, !1744, !1746, !1748, !1752, !1755, !1757, !1760, !1763, !1764, !1765, !1768, !1769}
!1722 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !1719, file: !1720, line: 51, baseType: !275, size: 32)
!1723 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !1719, file: !1720, line: 54, baseType: !52, size: 64, offset: 64)
!1724 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !1719, file: !1720, line: 55, baseType: !52, size: 64, offset: 128)
!1725 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !1719, file: !1720, line: 56, baseType: !52, size: 64, offset: 192)
!1726 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !1719, file: !1720, line: 57, baseType: !52, size: 64, offset: 256)
!1727 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !1719, file: !1720, line: 58, baseType: !52, size: 64, offset: 320)
!1728 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !1719, file: !1720, line: 59, baseType: !52, size: 64, offset: 384)
!1729 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !1719, file: !1720, line: 60, baseType: !52, size: 64, offset: 448)
!1730 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !1719, file: !1720, line: 61, baseType: !52, size: 64, offset: 512)
!1731 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !1719, file: !1720, line: 64, baseType: !52, size: 64, offset: 576)
!1732 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !1719, file: !1720, line: 65, baseType: !52, size: 64, offset: 640)
!1733 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !1719, file: !1720, line: 66, baseType: !52, size: 64, offset: 704)
!1734 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !1719, file: !1720, line: 68, baseType: !1735, size: 64, offset: 768)
!1735 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1736, size: 64)
!1736 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !1720, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!1737 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !1719, file: !1720, line: 70, baseType: !1738, size: 64, offset: 832)
!1738 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1719, size: 64)
!1739 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !1719, file: !1720, line: 72, baseType: !275, size: 32, offset: 896)
!1740 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !1719, file: !1720, line: 73, baseType: !275, size: 32, offset: 928)
!1741 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !1719, file: !1720, line: 74, baseType: !1742, size: 64, offset: 960)
!1742 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !1743, line: 152, baseType: !1647)
!1743 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1744 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !1719, file: !1720, line: 77, baseType: !1745, size: 16, offset: 1024)
!1745 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!1746 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !1719, file: !1720, line: 78, baseType: !1747, size: 8, offset: 1040)
!1747 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1748 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !1719, file: !1720, line: 79, baseType: !1749, size: 8, offset: 1048)
!1749 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8, elements: !1750)
!1750 = !{!1751}
!1751 = !DISubrange(count: 1)
!1752 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !1719, file: !1720, line: 81, baseType: !1753, size: 64, offset: 1088)
!1753 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1754, size: 64)
!1754 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !1720, line: 43, baseType: null)
!1755 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !1719, file: !1720, line: 89, baseType: !1756, size: 64, offset: 1152)
!1756 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !1743, line: 153, baseType: !1647)
!1757 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !1719, file: !1720, line: 91, baseType: !1758, size: 64, offset: 1216)
!1758 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1759, size: 64)
!1759 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !1720, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!1760 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !1719, file: !1720, line: 92, baseType: !1761, size: 64, offset: 1280)
!1761 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1762, size: 64)
!1762 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !1720, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!1763 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !1719, file: !1720, line: 93, baseType: !1738, size: 64, offset: 1344)
!1764 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !1719, file: !1720, line: 94, baseType: !787, size: 64, offset: 1408)
!1765 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !1719, file: !1720, line: 95, baseType: !1766, size: 64, offset: 1472)
!1766 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1767, line: 18, baseType: !94)
!1767 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!1768 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !1719, file: !1720, line: 96, baseType: !275, size: 32, offset: 1536)
!1769 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !1719, file: !1720, line: 98, baseType: !1770, size: 160, offset: 1568)
!1770 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 160, elements: !1771)
!1771 = !{!1772}
!1772 = !DISubrange(count: 20)
!1773 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdio", directory: "")
!1774 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1775, file: !1773, line: 99)
!1775 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1776, line: 84, baseType: !1777)
!1776 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1777 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1778, line: 14, baseType: !1779)
!1778 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!1779 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !1778, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!1780 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1781, file: !1773, line: 101)
!1781 = !DISubprogram(name: "clearerr", scope: !1776, file: !1776, line: 786, type: !1782, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1782 = !DISubroutineType(types: !1783)
!1783 = !{null, !1784}
!1784 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1717, size: 64)
!1785 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1786, file: !1773, line: 102)
!1786 = !DISubprogram(name: "fclose", scope: !1776, file: !1776, line: 178, type: !1787, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1787 = !DISubroutineType(types: !1788)
!1788 = !{!275, !1784}
!1789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1790, file: !1773, line: 103)
!1790 = !DISubprogram(name: "feof", scope: !1776, file: !1776, line: 788, type: !1787, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1792, file: !1773, line: 104)
!1792 = !DISubprogram(name: "ferror", scope: !1776, file: !1776, line: 790, type: !1787, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1794, file: !1773, line: 105)
!1794 = !DISubprogram(name: "fflush", scope: !1776, file: !1776, line: 230, type: !1787, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1795 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1796, file: !1773, line: 106)
!1796 = !DISubprogram(name: "fgetc", scope: !1776, file: !1776, line: 513, type: !1787, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1797 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1798, file: !1773, line: 107)
!1798 = !DISubprogram(name: "fgetpos", scope: !1776, file: !1776, line: 760, type: !1799, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1799 = !DISubroutineType(types: !1800)
!1800 = !{!275, !1801, !1802}
!1801 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1784)
!1802 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1803)
!1803 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1775, size: 64)
!1804 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1805, file: !1773, line: 108)
!1805 = !DISubprogram(name: "fgets", scope: !1776, file: !1776, line: 592, type: !1806, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1806 = !DISubroutineType(types: !1807)
!1807 = !{!52, !1808, !275, !1801}
!1808 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !52)
!1809 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1810, file: !1773, line: 109)
!1810 = !DISubprogram(name: "fopen", scope: !1776, file: !1776, line: 258, type: !1811, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1811 = !DISubroutineType(types: !1812)
!1812 = !{!1784, !1813, !1813}
!1813 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!1814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1815, file: !1773, line: 110)
!1815 = !DISubprogram(name: "fprintf", scope: !1776, file: !1776, line: 350, type: !1816, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1816 = !DISubroutineType(types: !1817)
!1817 = !{!275, !1801, !1813, null}
!1818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1819, file: !1773, line: 111)
!1819 = !DISubprogram(name: "fputc", scope: !1776, file: !1776, line: 549, type: !1820, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1820 = !DISubroutineType(types: !1821)
!1821 = !{!275, !275, !1784}
!1822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1823, file: !1773, line: 112)
!1823 = !DISubprogram(name: "fputs", scope: !1776, file: !1776, line: 655, type: !1824, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1824 = !DISubroutineType(types: !1825)
!1825 = !{!275, !1813, !1801}
!1826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1827, file: !1773, line: 113)
!1827 = !DISubprogram(name: "fread", scope: !1776, file: !1776, line: 675, type: !1828, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1828 = !DISubroutineType(types: !1829)
!1829 = !{!1766, !1830, !1766, !1766, !1801}
!1830 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !787)
!1831 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1832, file: !1773, line: 114)
!1832 = !DISubprogram(name: "freopen", scope: !1776, file: !1776, line: 265, type: !1833, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1833 = !DISubroutineType(types: !1834)
!1834 = !{!1784, !1813, !1813, !1801}
!1835 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1836, file: !1773, line: 115)
!1836 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !1776, file: !1776, line: 434, type: !1816, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1837 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1838, file: !1773, line: 116)
!1838 = !DISubprogram(name: "fseek", scope: !1776, file: !1776, line: 713, type: !1839, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1839 = !DISubroutineType(types: !1840)
!1840 = !{!275, !1784, !1647, !275}
!1841 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1842, file: !1773, line: 117)
!1842 = !DISubprogram(name: "fsetpos", scope: !1776, file: !1776, line: 765, type: !1843, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1843 = !DISubroutineType(types: !1844)
!1844 = !{!275, !1784, !1845}
!1845 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1846, size: 64)
!1846 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1775)
!1847 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1848, file: !1773, line: 118)
!1848 = !DISubprogram(name: "ftell", scope: !1776, file: !1776, line: 718, type: !1849, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1849 = !DISubroutineType(types: !1850)
!1850 = !{!1647, !1784}
!1851 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1852, file: !1773, line: 119)
!1852 = !DISubprogram(name: "fwrite", scope: !1776, file: !1776, line: 681, type: !1853, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1853 = !DISubroutineType(types: !1854)
!1854 = !{!1766, !1855, !1766, !1766, !1801}
!1855 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !95)
!1856 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1857, file: !1773, line: 120)
!1857 = !DISubprogram(name: "getc", scope: !1776, file: !1776, line: 514, type: !1787, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1859, file: !1773, line: 121)
!1859 = !DISubprogram(name: "getchar", scope: !1860, file: !1860, line: 47, type: !1861, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1860 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!1861 = !DISubroutineType(types: !1862)
!1862 = !{!275}
!1863 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1864, file: !1773, line: 126)
!1864 = !DISubprogram(name: "perror", scope: !1776, file: !1776, line: 804, type: !1865, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1865 = !DISubroutineType(types: !1866)
!1866 = !{null, !85}
!1867 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1868, file: !1773, line: 127)
!1868 = !DISubprogram(name: "printf", scope: !1776, file: !1776, line: 356, type: !1869, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1869 = !DISubroutineType(types: !1870)
!1870 = !{!275, !1813, null}
!1871 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1872, file: !1773, line: 128)
!1872 = !DISubprogram(name: "putc", scope: !1776, file: !1776, line: 550, type: !1820, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1873 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1874, file: !1773, line: 129)
!1874 = !DISubprogram(name: "putchar", scope: !1860, file: !1860, line: 82, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1875 = !DISubroutineType(types: !1876)
!1876 = !{!275, !275}
!1877 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1878, file: !1773, line: 130)
!1878 = !DISubprogram(name: "puts", scope: !1776, file: !1776, line: 661, type: !1879, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1879 = !DISubroutineType(types: !1880)
!1880 = !{!275, !85}
!1881 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1882, file: !1773, line: 131)
!1882 = !DISubprogram(name: "remove", scope: !1776, file: !1776, line: 152, type: !1879, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1883 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1884, file: !1773, line: 132)
!1884 = !DISubprogram(name: "rename", scope: !1776, file: !1776, line: 154, type: !1885, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1885 = !DISubroutineType(types: !1886)
!1886 = !{!275, !85, !85}
!1887 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1888, file: !1773, line: 133)
!1888 = !DISubprogram(name: "rewind", scope: !1776, file: !1776, line: 723, type: !1782, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1889 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1890, file: !1773, line: 134)
!1890 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !1776, file: !1776, line: 437, type: !1869, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1891 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1892, file: !1773, line: 135)
!1892 = !DISubprogram(name: "setbuf", scope: !1776, file: !1776, line: 328, type: !1893, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1893 = !DISubroutineType(types: !1894)
!1894 = !{null, !1801, !1808}
!1895 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1896, file: !1773, line: 136)
!1896 = !DISubprogram(name: "setvbuf", scope: !1776, file: !1776, line: 332, type: !1897, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1897 = !DISubroutineType(types: !1898)
!1898 = !{!275, !1801, !1808, !275, !1766}
!1899 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1900, file: !1773, line: 137)
!1900 = !DISubprogram(name: "sprintf", scope: !1776, file: !1776, line: 358, type: !1901, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1901 = !DISubroutineType(types: !1902)
!1902 = !{!275, !1808, !1813, null}
!1903 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1904, file: !1773, line: 138)
!1904 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !1776, file: !1776, line: 439, type: !1905, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1905 = !DISubroutineType(types: !1906)
!1906 = !{!275, !1813, !1813, null}
!1907 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1908, file: !1773, line: 139)
!1908 = !DISubprogram(name: "tmpfile", scope: !1776, file: !1776, line: 188, type: !1909, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1909 = !DISubroutineType(types: !1910)
!1910 = !{!1784}
!1911 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1912, file: !1773, line: 141)
!1912 = !DISubprogram(name: "tmpnam", scope: !1776, file: !1776, line: 205, type: !1913, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1913 = !DISubroutineType(types: !1914)
!1914 = !{!52, !52}
!1915 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1916, file: !1773, line: 143)
!1916 = !DISubprogram(name: "ungetc", scope: !1776, file: !1776, line: 668, type: !1820, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1917 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1918, file: !1773, line: 144)
!1918 = !DISubprogram(name: "vfprintf", scope: !1776, file: !1776, line: 365, type: !1919, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1919 = !DISubroutineType(types: !1920)
!1920 = !{!275, !1801, !1813, !1921}
!1921 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !1922, line: 12, baseType: !1923)
!1922 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!1923 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !1924)
!1924 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", scope: !35, size: 256, flags: DIFlagTypePassByValue, elements: !1925, identifier: "_ZTSSt9__va_list")
!1925 = !{!1926, !1927, !1928, !1929, !1930}
!1926 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !1924, file: !2, baseType: !787, size: 64)
!1927 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !1924, file: !2, baseType: !787, size: 64, offset: 64)
!1928 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !1924, file: !2, baseType: !787, size: 64, offset: 128)
!1929 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !1924, file: !2, baseType: !275, size: 32, offset: 192)
!1930 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !1924, file: !2, baseType: !275, size: 32, offset: 224)
!1931 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1932, file: !1773, line: 145)
!1932 = !DISubprogram(name: "vprintf", scope: !1860, file: !1860, line: 39, type: !1933, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1933 = !DISubroutineType(types: !1934)
!1934 = !{!275, !1813, !1921}
!1935 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1936, file: !1773, line: 146)
!1936 = !DISubprogram(name: "vsprintf", scope: !1776, file: !1776, line: 373, type: !1937, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1937 = !DISubroutineType(types: !1938)
!1938 = !{!275, !1808, !1813, !1921}
!1939 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1940, file: !1773, line: 175)
!1940 = !DISubprogram(name: "snprintf", scope: !1776, file: !1776, line: 378, type: !1941, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1941 = !DISubroutineType(types: !1942)
!1942 = !{!275, !1808, !1766, !1813, null}
!1943 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1944, file: !1773, line: 176)
!1944 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1776, file: !1776, line: 479, type: !1919, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1945 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1946, file: !1773, line: 177)
!1946 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1776, file: !1776, line: 484, type: !1933, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1947 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1948, file: !1773, line: 178)
!1948 = !DISubprogram(name: "vsnprintf", scope: !1776, file: !1776, line: 382, type: !1949, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1949 = !DISubroutineType(types: !1950)
!1950 = !{!275, !1808, !1766, !1813, !1921}
!1951 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1952, file: !1773, line: 179)
!1952 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1776, file: !1776, line: 487, type: !1953, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1953 = !DISubroutineType(types: !1954)
!1954 = !{!275, !1813, !1813, !1921}
!1955 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1940, file: !1773, line: 185)
!1956 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1944, file: !1773, line: 186)
!1957 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1946, file: !1773, line: 187)
!1958 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1948, file: !1773, line: 188)
!1959 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1952, file: !1773, line: 189)
!1960 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1961, entity: !1962, file: !1963, line: 58)
!1961 = !DINamespace(name: "__gnu_debug", scope: null)
!1962 = !DINamespace(name: "__debug", scope: !35)
!1963 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1964 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1965, file: !1980, line: 64)
!1965 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !1966, line: 6, baseType: !1967)
!1966 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!1967 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !1968, line: 21, baseType: !1969)
!1968 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!1969 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1968, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !1970, identifier: "_ZTS11__mbstate_t")
!1970 = !{!1971, !1972}
!1971 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !1969, file: !1968, line: 15, baseType: !275, size: 32)
!1972 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !1969, file: !1968, line: 20, baseType: !1973, size: 32, offset: 32)
!1973 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1969, file: !1968, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !1974, identifier: "_ZTSN11__mbstate_tUt_E")
!1974 = !{!1975, !1976}
!1975 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !1973, file: !1968, line: 18, baseType: !25, size: 32)
!1976 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !1973, file: !1968, line: 19, baseType: !1977, size: 32)
!1977 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !1978)
!1978 = !{!1979}
!1979 = !DISubrange(count: 4)
!1980 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cwchar", directory: "")
!1981 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1982, file: !1980, line: 141)
!1982 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !1983, line: 20, baseType: !25)
!1983 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!1984 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1985, file: !1980, line: 143)
!1985 = !DISubprogram(name: "btowc", scope: !1986, file: !1986, line: 319, type: !1987, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1986 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!1987 = !DISubroutineType(types: !1988)
!1988 = !{!1982, !275}
!1989 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1990, file: !1980, line: 144)
!1990 = !DISubprogram(name: "fgetwc", scope: !1986, file: !1986, line: 744, type: !1991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1991 = !DISubroutineType(types: !1992)
!1992 = !{!1982, !1993}
!1993 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1994, size: 64)
!1994 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !1995, line: 5, baseType: !1719)
!1995 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!1996 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1997, file: !1980, line: 145)
!1997 = !DISubprogram(name: "fgetws", scope: !1986, file: !1986, line: 773, type: !1998, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1998 = !DISubroutineType(types: !1999)
!1999 = !{!2000, !2002, !275, !2003}
!2000 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2001, size: 64)
!2001 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_unsigned)
!2002 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2000)
!2003 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1993)
!2004 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2005, file: !1980, line: 146)
!2005 = !DISubprogram(name: "fputwc", scope: !1986, file: !1986, line: 758, type: !2006, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2006 = !DISubroutineType(types: !2007)
!2007 = !{!1982, !2001, !1993}
!2008 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2009, file: !1980, line: 147)
!2009 = !DISubprogram(name: "fputws", scope: !1986, file: !1986, line: 780, type: !2010, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2010 = !DISubroutineType(types: !2011)
!2011 = !{!275, !2012, !2003}
!2012 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2013)
!2013 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2014, size: 64)
!2014 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2001)
!2015 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2016, file: !1980, line: 148)
!2016 = !DISubprogram(name: "fwide", scope: !1986, file: !1986, line: 588, type: !2017, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2017 = !DISubroutineType(types: !2018)
!2018 = !{!275, !1993, !275}
!2019 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2020, file: !1980, line: 149)
!2020 = !DISubprogram(name: "fwprintf", scope: !1986, file: !1986, line: 595, type: !2021, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2021 = !DISubroutineType(types: !2022)
!2022 = !{!275, !2003, !2012, null}
!2023 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2024, file: !1980, line: 150)
!2024 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !1986, file: !1986, line: 657, type: !2021, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2025 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2026, file: !1980, line: 151)
!2026 = !DISubprogram(name: "getwc", scope: !1986, file: !1986, line: 745, type: !1991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2027 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2028, file: !1980, line: 152)
!2028 = !DISubprogram(name: "getwchar", scope: !1986, file: !1986, line: 751, type: !2029, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2029 = !DISubroutineType(types: !2030)
!2030 = !{!1982}
!2031 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2032, file: !1980, line: 153)
!2032 = !DISubprogram(name: "mbrlen", scope: !1986, file: !1986, line: 330, type: !2033, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2033 = !DISubroutineType(types: !2034)
!2034 = !{!1766, !1813, !1766, !2035}
!2035 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2036)
!2036 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1965, size: 64)
!2037 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2038, file: !1980, line: 154)
!2038 = !DISubprogram(name: "mbrtowc", scope: !1986, file: !1986, line: 297, type: !2039, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2039 = !DISubroutineType(types: !2040)
!2040 = !{!1766, !2002, !1813, !1766, !2035}
!2041 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2042, file: !1980, line: 155)
!2042 = !DISubprogram(name: "mbsinit", scope: !1986, file: !1986, line: 293, type: !2043, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2043 = !DISubroutineType(types: !2044)
!2044 = !{!275, !2045}
!2045 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2046, size: 64)
!2046 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1965)
!2047 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2048, file: !1980, line: 156)
!2048 = !DISubprogram(name: "mbsrtowcs", scope: !1986, file: !1986, line: 338, type: !2049, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2049 = !DISubroutineType(types: !2050)
!2050 = !{!1766, !2002, !2051, !1766, !2035}
!2051 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2052)
!2052 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!2053 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2054, file: !1980, line: 157)
!2054 = !DISubprogram(name: "putwc", scope: !1986, file: !1986, line: 759, type: !2006, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2055 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2056, file: !1980, line: 158)
!2056 = !DISubprogram(name: "putwchar", scope: !1986, file: !1986, line: 765, type: !2057, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2057 = !DISubroutineType(types: !2058)
!2058 = !{!1982, !2001}
!2059 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2060, file: !1980, line: 160)
!2060 = !DISubprogram(name: "swprintf", scope: !1986, file: !1986, line: 605, type: !2061, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2061 = !DISubroutineType(types: !2062)
!2062 = !{!275, !2002, !1766, !2012, null}
!2063 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2064, file: !1980, line: 162)
!2064 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !1986, file: !1986, line: 664, type: !2065, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2065 = !DISubroutineType(types: !2066)
!2066 = !{!275, !2012, !2012, null}
!2067 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2068, file: !1980, line: 163)
!2068 = !DISubprogram(name: "ungetwc", scope: !1986, file: !1986, line: 788, type: !2069, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2069 = !DISubroutineType(types: !2070)
!2070 = !{!1982, !1982, !1993}
!2071 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2072, file: !1980, line: 164)
!2072 = !DISubprogram(name: "vfwprintf", scope: !1986, file: !1986, line: 613, type: !2073, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2073 = !DISubroutineType(types: !2074)
!2074 = !{!275, !2003, !2012, !1921}
!2075 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2076, file: !1980, line: 166)
!2076 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !1986, file: !1986, line: 711, type: !2073, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2077 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2078, file: !1980, line: 169)
!2078 = !DISubprogram(name: "vswprintf", scope: !1986, file: !1986, line: 626, type: !2079, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2079 = !DISubroutineType(types: !2080)
!2080 = !{!275, !2002, !1766, !2012, !1921}
!2081 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2082, file: !1980, line: 172)
!2082 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !1986, file: !1986, line: 718, type: !2083, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2083 = !DISubroutineType(types: !2084)
!2084 = !{!275, !2012, !2012, !1921}
!2085 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2086, file: !1980, line: 174)
!2086 = !DISubprogram(name: "vwprintf", scope: !1986, file: !1986, line: 621, type: !2087, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2087 = !DISubroutineType(types: !2088)
!2088 = !{!275, !2012, !1921}
!2089 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2090, file: !1980, line: 176)
!2090 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !1986, file: !1986, line: 715, type: !2087, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2091 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2092, file: !1980, line: 178)
!2092 = !DISubprogram(name: "wcrtomb", scope: !1986, file: !1986, line: 302, type: !2093, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2093 = !DISubroutineType(types: !2094)
!2094 = !{!1766, !1808, !2001, !2035}
!2095 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2096, file: !1980, line: 179)
!2096 = !DISubprogram(name: "wcscat", scope: !1986, file: !1986, line: 97, type: !2097, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2097 = !DISubroutineType(types: !2098)
!2098 = !{!2000, !2002, !2012}
!2099 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2100, file: !1980, line: 180)
!2100 = !DISubprogram(name: "wcscmp", scope: !1986, file: !1986, line: 106, type: !2101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2101 = !DISubroutineType(types: !2102)
!2102 = !{!275, !2013, !2013}
!2103 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2104, file: !1980, line: 181)
!2104 = !DISubprogram(name: "wcscoll", scope: !1986, file: !1986, line: 131, type: !2101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2105 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2106, file: !1980, line: 182)
!2106 = !DISubprogram(name: "wcscpy", scope: !1986, file: !1986, line: 87, type: !2097, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2108, file: !1980, line: 183)
!2108 = !DISubprogram(name: "wcscspn", scope: !1986, file: !1986, line: 188, type: !2109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2109 = !DISubroutineType(types: !2110)
!2110 = !{!1766, !2013, !2013}
!2111 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2112, file: !1980, line: 184)
!2112 = !DISubprogram(name: "wcsftime", scope: !1986, file: !1986, line: 852, type: !2113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2113 = !DISubroutineType(types: !2114)
!2114 = !{!1766, !2002, !1766, !2012, !2115}
!2115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2116)
!2116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2117, size: 64)
!2117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2118)
!2118 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !1986, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!2119 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2120, file: !1980, line: 185)
!2120 = !DISubprogram(name: "wcslen", scope: !1986, file: !1986, line: 223, type: !2121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2121 = !DISubroutineType(types: !2122)
!2122 = !{!1766, !2013}
!2123 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2124, file: !1980, line: 186)
!2124 = !DISubprogram(name: "wcsncat", scope: !1986, file: !1986, line: 101, type: !2125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2125 = !DISubroutineType(types: !2126)
!2126 = !{!2000, !2002, !2012, !1766}
!2127 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2128, file: !1980, line: 187)
!2128 = !DISubprogram(name: "wcsncmp", scope: !1986, file: !1986, line: 109, type: !2129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2129 = !DISubroutineType(types: !2130)
!2130 = !{!275, !2013, !2013, !1766}
!2131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2132, file: !1980, line: 188)
!2132 = !DISubprogram(name: "wcsncpy", scope: !1986, file: !1986, line: 92, type: !2125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2133 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2134, file: !1980, line: 189)
!2134 = !DISubprogram(name: "wcsrtombs", scope: !1986, file: !1986, line: 344, type: !2135, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2135 = !DISubroutineType(types: !2136)
!2136 = !{!1766, !1808, !2137, !1766, !2035}
!2137 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2138)
!2138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2013, size: 64)
!2139 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2140, file: !1980, line: 190)
!2140 = !DISubprogram(name: "wcsspn", scope: !1986, file: !1986, line: 192, type: !2109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2141 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2142, file: !1980, line: 191)
!2142 = !DISubprogram(name: "wcstod", scope: !1986, file: !1986, line: 378, type: !2143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2143 = !DISubroutineType(types: !2144)
!2144 = !{!2145, !2012, !2146}
!2145 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!2146 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2147)
!2147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2000, size: 64)
!2148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2149, file: !1980, line: 193)
!2149 = !DISubprogram(name: "wcstof", scope: !1986, file: !1986, line: 383, type: !2150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2150 = !DISubroutineType(types: !2151)
!2151 = !{!2152, !2012, !2146}
!2152 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!2153 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2154, file: !1980, line: 195)
!2154 = !DISubprogram(name: "wcstok", scope: !1986, file: !1986, line: 218, type: !2155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2155 = !DISubroutineType(types: !2156)
!2156 = !{!2000, !2002, !2012, !2146}
!2157 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2158, file: !1980, line: 196)
!2158 = !DISubprogram(name: "wcstol", scope: !1986, file: !1986, line: 429, type: !2159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2159 = !DISubroutineType(types: !2160)
!2160 = !{!1647, !2012, !2146, !275}
!2161 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2162, file: !1980, line: 197)
!2162 = !DISubprogram(name: "wcstoul", scope: !1986, file: !1986, line: 434, type: !2163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2163 = !DISubroutineType(types: !2164)
!2164 = !{!94, !2012, !2146, !275}
!2165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2166, file: !1980, line: 198)
!2166 = !DISubprogram(name: "wcsxfrm", scope: !1986, file: !1986, line: 135, type: !2167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2167 = !DISubroutineType(types: !2168)
!2168 = !{!1766, !2002, !2012, !1766}
!2169 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2170, file: !1980, line: 199)
!2170 = !DISubprogram(name: "wctob", scope: !1986, file: !1986, line: 325, type: !2171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2171 = !DISubroutineType(types: !2172)
!2172 = !{!275, !1982}
!2173 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2174, file: !1980, line: 200)
!2174 = !DISubprogram(name: "wmemcmp", scope: !1986, file: !1986, line: 259, type: !2129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2176, file: !1980, line: 201)
!2176 = !DISubprogram(name: "wmemcpy", scope: !1986, file: !1986, line: 263, type: !2125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2177 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2178, file: !1980, line: 202)
!2178 = !DISubprogram(name: "wmemmove", scope: !1986, file: !1986, line: 268, type: !2179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2179 = !DISubroutineType(types: !2180)
!2180 = !{!2000, !2000, !2013, !1766}
!2181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2182, file: !1980, line: 203)
!2182 = !DISubprogram(name: "wmemset", scope: !1986, file: !1986, line: 272, type: !2183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2183 = !DISubroutineType(types: !2184)
!2184 = !{!2000, !2000, !2001, !1766}
!2185 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2186, file: !1980, line: 204)
!2186 = !DISubprogram(name: "wprintf", scope: !1986, file: !1986, line: 602, type: !2187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2187 = !DISubroutineType(types: !2188)
!2188 = !{!275, !2012, null}
!2189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2190, file: !1980, line: 205)
!2190 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !1986, file: !1986, line: 661, type: !2187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2191 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2192, file: !1980, line: 206)
!2192 = !DISubprogram(name: "wcschr", scope: !1986, file: !1986, line: 165, type: !2193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2193 = !DISubroutineType(types: !2194)
!2194 = !{!2000, !2013, !2001}
!2195 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2196, file: !1980, line: 207)
!2196 = !DISubprogram(name: "wcspbrk", scope: !1986, file: !1986, line: 202, type: !2197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2197 = !DISubroutineType(types: !2198)
!2198 = !{!2000, !2013, !2013}
!2199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2200, file: !1980, line: 208)
!2200 = !DISubprogram(name: "wcsrchr", scope: !1986, file: !1986, line: 175, type: !2193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2202, file: !1980, line: 209)
!2202 = !DISubprogram(name: "wcsstr", scope: !1986, file: !1986, line: 213, type: !2197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2203 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2204, file: !1980, line: 210)
!2204 = !DISubprogram(name: "wmemchr", scope: !1986, file: !1986, line: 254, type: !2205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2205 = !DISubroutineType(types: !2206)
!2206 = !{!2000, !2013, !2001, !1766}
!2207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2208, file: !1980, line: 251)
!2208 = !DISubprogram(name: "wcstold", scope: !1986, file: !1986, line: 385, type: !2209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2209 = !DISubroutineType(types: !2210)
!2210 = !{!2211, !2012, !2146}
!2211 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!2212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2213, file: !1980, line: 260)
!2213 = !DISubprogram(name: "wcstoll", scope: !1986, file: !1986, line: 442, type: !2214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2214 = !DISubroutineType(types: !2215)
!2215 = !{!2216, !2012, !2146, !275}
!2216 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!2217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2218, file: !1980, line: 261)
!2218 = !DISubprogram(name: "wcstoull", scope: !1986, file: !1986, line: 449, type: !2219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2219 = !DISubroutineType(types: !2220)
!2220 = !{!2221, !2012, !2146, !275}
!2221 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!2222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2208, file: !1980, line: 267)
!2223 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2213, file: !1980, line: 268)
!2224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2218, file: !1980, line: 269)
!2225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2149, file: !1980, line: 283)
!2226 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2076, file: !1980, line: 286)
!2227 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2082, file: !1980, line: 289)
!2228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2090, file: !1980, line: 292)
!2229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2208, file: !1980, line: 296)
!2230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2213, file: !1980, line: 297)
!2231 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2218, file: !1980, line: 298)
!2232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2233, file: !2234, line: 68)
!2233 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !2235, file: !2234, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!2234 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!2235 = !DINamespace(name: "__exception_ptr", scope: !35)
!2236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2235, entity: !2237, file: !2234, line: 84)
!2237 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !35, file: !2234, line: 80, type: !2238, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2238 = !DISubroutineType(types: !2239)
!2239 = !{null, !2233}
!2240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !22, file: !2241, line: 98)
!2241 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/shared_ptr_base.h", directory: "", checksumkind: CSK_MD5, checksum: "e2b63a5b49d3c553c17b8b8d80272b6f")
!2242 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2243, file: !2241, line: 99)
!2243 = !DIGlobalVariable(name: "__default_lock_policy", linkageName: "_ZN9__gnu_cxxL21__default_lock_policyE", scope: !24, file: !23, line: 53, type: !2244, isLocal: true, isDefinition: false)
!2244 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!2245 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2246, file: !2249, line: 47)
!2246 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !2247, line: 24, baseType: !2248)
!2247 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!2248 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !1743, line: 37, baseType: !1747)
!2249 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdint", directory: "")
!2250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2251, file: !2249, line: 48)
!2251 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !2247, line: 25, baseType: !2252)
!2252 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !1743, line: 39, baseType: !2253)
!2253 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!2254 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2255, file: !2249, line: 49)
!2255 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !2247, line: 26, baseType: !2256)
!2256 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !1743, line: 41, baseType: !275)
!2257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2258, file: !2249, line: 50)
!2258 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !2247, line: 27, baseType: !2259)
!2259 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !1743, line: 44, baseType: !1647)
!2260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2261, file: !2249, line: 52)
!2261 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !2262, line: 58, baseType: !1747)
!2262 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!2263 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2264, file: !2249, line: 53)
!2264 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !2262, line: 60, baseType: !1647)
!2265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2266, file: !2249, line: 54)
!2266 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !2262, line: 61, baseType: !1647)
!2267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2268, file: !2249, line: 55)
!2268 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !2262, line: 62, baseType: !1647)
!2269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2270, file: !2249, line: 57)
!2270 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !2262, line: 43, baseType: !2271)
!2271 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !1743, line: 52, baseType: !2248)
!2272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2273, file: !2249, line: 58)
!2273 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !2262, line: 44, baseType: !2274)
!2274 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !1743, line: 54, baseType: !2252)
!2275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2276, file: !2249, line: 59)
!2276 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !2262, line: 45, baseType: !2277)
!2277 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !1743, line: 56, baseType: !2256)
!2278 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2279, file: !2249, line: 60)
!2279 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !2262, line: 46, baseType: !2280)
!2280 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !1743, line: 58, baseType: !2259)
!2281 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2282, file: !2249, line: 62)
!2282 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !2262, line: 101, baseType: !2283)
!2283 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !1743, line: 72, baseType: !1647)
!2284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2285, file: !2249, line: 63)
!2285 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !2262, line: 87, baseType: !1647)
!2286 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2287, file: !2249, line: 65)
!2287 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !2288, line: 24, baseType: !2289)
!2288 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!2289 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !1743, line: 38, baseType: !2290)
!2290 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!2291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2292, file: !2249, line: 66)
!2292 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !2288, line: 25, baseType: !2293)
!2293 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !1743, line: 40, baseType: !1745)
!2294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2295, file: !2249, line: 67)
!2295 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !2288, line: 26, baseType: !2296)
!2296 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !1743, line: 42, baseType: !25)
!2297 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2298, file: !2249, line: 68)
!2298 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !2288, line: 27, baseType: !2299)
!2299 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !1743, line: 45, baseType: !94)
!2300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2301, file: !2249, line: 70)
!2301 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !2262, line: 71, baseType: !2290)
!2302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2303, file: !2249, line: 71)
!2303 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !2262, line: 73, baseType: !94)
!2304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2305, file: !2249, line: 72)
!2305 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !2262, line: 74, baseType: !94)
!2306 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2307, file: !2249, line: 73)
!2307 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !2262, line: 75, baseType: !94)
!2308 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2309, file: !2249, line: 75)
!2309 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !2262, line: 49, baseType: !2310)
!2310 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !1743, line: 53, baseType: !2289)
!2311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2312, file: !2249, line: 76)
!2312 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !2262, line: 50, baseType: !2313)
!2313 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !1743, line: 55, baseType: !2293)
!2314 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2315, file: !2249, line: 77)
!2315 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !2262, line: 51, baseType: !2316)
!2316 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !1743, line: 57, baseType: !2296)
!2317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2318, file: !2249, line: 78)
!2318 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !2262, line: 52, baseType: !2319)
!2319 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !1743, line: 59, baseType: !2299)
!2320 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2321, file: !2249, line: 80)
!2321 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !2262, line: 102, baseType: !2322)
!2322 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !1743, line: 73, baseType: !94)
!2323 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2324, file: !2249, line: 81)
!2324 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !2262, line: 90, baseType: !94)
!2325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2326, file: !2328, line: 53)
!2326 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !2327, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!2327 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!2328 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/clocale", directory: "")
!2329 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2330, file: !2328, line: 54)
!2330 = !DISubprogram(name: "setlocale", scope: !2327, file: !2327, line: 122, type: !2331, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2331 = !DISubroutineType(types: !2332)
!2332 = !{!52, !275, !85}
!2333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2334, file: !2328, line: 55)
!2334 = !DISubprogram(name: "localeconv", scope: !2327, file: !2327, line: 125, type: !2335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2335 = !DISubroutineType(types: !2336)
!2336 = !{!2337}
!2337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2326, size: 64)
!2338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2339, file: !2341, line: 64)
!2339 = !DISubprogram(name: "isalnum", scope: !2340, file: !2340, line: 108, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2340 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!2341 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cctype", directory: "")
!2342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2343, file: !2341, line: 65)
!2343 = !DISubprogram(name: "isalpha", scope: !2340, file: !2340, line: 109, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2344 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2345, file: !2341, line: 66)
!2345 = !DISubprogram(name: "iscntrl", scope: !2340, file: !2340, line: 110, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2346 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2347, file: !2341, line: 67)
!2347 = !DISubprogram(name: "isdigit", scope: !2340, file: !2340, line: 111, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2348 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2349, file: !2341, line: 68)
!2349 = !DISubprogram(name: "isgraph", scope: !2340, file: !2340, line: 113, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2350 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2351, file: !2341, line: 69)
!2351 = !DISubprogram(name: "islower", scope: !2340, file: !2340, line: 112, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2352 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2353, file: !2341, line: 70)
!2353 = !DISubprogram(name: "isprint", scope: !2340, file: !2340, line: 114, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2354 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2355, file: !2341, line: 71)
!2355 = !DISubprogram(name: "ispunct", scope: !2340, file: !2340, line: 115, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2356 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2357, file: !2341, line: 72)
!2357 = !DISubprogram(name: "isspace", scope: !2340, file: !2340, line: 116, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2359, file: !2341, line: 73)
!2359 = !DISubprogram(name: "isupper", scope: !2340, file: !2340, line: 117, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2360 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2361, file: !2341, line: 74)
!2361 = !DISubprogram(name: "isxdigit", scope: !2340, file: !2340, line: 118, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2362 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2363, file: !2341, line: 75)
!2363 = !DISubprogram(name: "tolower", scope: !2340, file: !2340, line: 122, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2364 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2365, file: !2341, line: 76)
!2365 = !DISubprogram(name: "toupper", scope: !2340, file: !2340, line: 125, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2366 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2367, file: !2341, line: 87)
!2367 = !DISubprogram(name: "isblank", scope: !2340, file: !2340, line: 130, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2368 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2369, file: !2371, line: 52)
!2369 = !DISubprogram(name: "abs", scope: !2370, file: !2370, line: 861, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2370 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!2371 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!2372 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2373, file: !2375, line: 127)
!2373 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !2370, line: 63, baseType: !2374)
!2374 = !DICompositeType(tag: DW_TAG_structure_type, file: !2370, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!2375 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdlib", directory: "")
!2376 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2377, file: !2375, line: 128)
!2377 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !2370, line: 71, baseType: !2378)
!2378 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2370, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !2379, identifier: "_ZTS6ldiv_t")
!2379 = !{!2380, !2381}
!2380 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !2378, file: !2370, line: 69, baseType: !1647, size: 64)
!2381 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !2378, file: !2370, line: 70, baseType: !1647, size: 64, offset: 64)
!2382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2383, file: !2375, line: 130)
!2383 = !DISubprogram(name: "abort", scope: !2370, file: !2370, line: 611, type: !2384, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2384 = !DISubroutineType(types: !2385)
!2385 = !{null}
!2386 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2387, file: !2375, line: 132)
!2387 = !DISubprogram(name: "aligned_alloc", scope: !2370, file: !2370, line: 605, type: !2388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2388 = !DISubroutineType(types: !2389)
!2389 = !{!787, !1766, !1766}
!2390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2391, file: !2375, line: 134)
!2391 = !DISubprogram(name: "atexit", scope: !2370, file: !2370, line: 615, type: !2392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2392 = !DISubroutineType(types: !2393)
!2393 = !{!275, !2394}
!2394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2384, size: 64)
!2395 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2396, file: !2375, line: 137)
!2396 = !DISubprogram(name: "at_quick_exit", scope: !2370, file: !2370, line: 620, type: !2392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2398, file: !2375, line: 140)
!2398 = !DISubprogram(name: "atof", scope: !2399, file: !2399, line: 25, type: !2400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2399 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!2400 = !DISubroutineType(types: !2401)
!2401 = !{!2145, !85}
!2402 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2403, file: !2375, line: 141)
!2403 = !DISubprogram(name: "atoi", scope: !2370, file: !2370, line: 362, type: !1879, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2404 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2405, file: !2375, line: 142)
!2405 = !DISubprogram(name: "atol", scope: !2370, file: !2370, line: 367, type: !2406, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2406 = !DISubroutineType(types: !2407)
!2407 = !{!1647, !85}
!2408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2409, file: !2375, line: 143)
!2409 = !DISubprogram(name: "bsearch", scope: !2410, file: !2410, line: 20, type: !2411, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2410 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!2411 = !DISubroutineType(types: !2412)
!2412 = !{!787, !95, !95, !1766, !1766, !2413}
!2413 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !2370, line: 829, baseType: !2414)
!2414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2415, size: 64)
!2415 = !DISubroutineType(types: !2416)
!2416 = !{!275, !95, !95}
!2417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2418, file: !2375, line: 144)
!2418 = !DISubprogram(name: "calloc", scope: !2370, file: !2370, line: 556, type: !2388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2419 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2420, file: !2375, line: 145)
!2420 = !DISubprogram(name: "div", scope: !2370, file: !2370, line: 873, type: !2421, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2421 = !DISubroutineType(types: !2422)
!2422 = !{!2373, !275, !275}
!2423 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2424, file: !2375, line: 146)
!2424 = !DISubprogram(name: "exit", scope: !2370, file: !2370, line: 637, type: !2425, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2425 = !DISubroutineType(types: !2426)
!2426 = !{null, !275}
!2427 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2428, file: !2375, line: 147)
!2428 = !DISubprogram(name: "free", scope: !2370, file: !2370, line: 568, type: !2429, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2429 = !DISubroutineType(types: !2430)
!2430 = !{null, !787}
!2431 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2432, file: !2375, line: 148)
!2432 = !DISubprogram(name: "getenv", scope: !2370, file: !2370, line: 654, type: !2433, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2433 = !DISubroutineType(types: !2434)
!2434 = !{!52, !85}
!2435 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2436, file: !2375, line: 149)
!2436 = !DISubprogram(name: "labs", scope: !2370, file: !2370, line: 862, type: !2437, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2437 = !DISubroutineType(types: !2438)
!2438 = !{!1647, !1647}
!2439 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2440, file: !2375, line: 150)
!2440 = !DISubprogram(name: "ldiv", scope: !2370, file: !2370, line: 875, type: !2441, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2441 = !DISubroutineType(types: !2442)
!2442 = !{!2377, !1647, !1647}
!2443 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2444, file: !2375, line: 151)
!2444 = !DISubprogram(name: "malloc", scope: !2370, file: !2370, line: 553, type: !2445, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2445 = !DISubroutineType(types: !2446)
!2446 = !{!787, !1766}
!2447 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2448, file: !2375, line: 153)
!2448 = !DISubprogram(name: "mblen", scope: !2370, file: !2370, line: 943, type: !2449, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2449 = !DISubroutineType(types: !2450)
!2450 = !{!275, !85, !1766}
!2451 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2452, file: !2375, line: 154)
!2452 = !DISubprogram(name: "mbstowcs", scope: !2370, file: !2370, line: 954, type: !2453, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2453 = !DISubroutineType(types: !2454)
!2454 = !{!1766, !2002, !1813, !1766}
!2455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2456, file: !2375, line: 155)
!2456 = !DISubprogram(name: "mbtowc", scope: !2370, file: !2370, line: 946, type: !2457, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2457 = !DISubroutineType(types: !2458)
!2458 = !{!275, !2002, !1813, !1766}
!2459 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2460, file: !2375, line: 157)
!2460 = !DISubprogram(name: "qsort", scope: !2370, file: !2370, line: 851, type: !2461, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2461 = !DISubroutineType(types: !2462)
!2462 = !{null, !787, !1766, !1766, !2413}
!2463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2464, file: !2375, line: 160)
!2464 = !DISubprogram(name: "quick_exit", scope: !2370, file: !2370, line: 643, type: !2425, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2465 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2466, file: !2375, line: 163)
!2466 = !DISubprogram(name: "rand", scope: !2370, file: !2370, line: 454, type: !1861, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2468, file: !2375, line: 164)
!2468 = !DISubprogram(name: "realloc", scope: !2370, file: !2370, line: 564, type: !2469, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2469 = !DISubroutineType(types: !2470)
!2470 = !{!787, !787, !1766}
!2471 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2472, file: !2375, line: 165)
!2472 = !DISubprogram(name: "srand", scope: !2370, file: !2370, line: 456, type: !2473, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2473 = !DISubroutineType(types: !2474)
!2474 = !{null, !25}
!2475 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2476, file: !2375, line: 166)
!2476 = !DISubprogram(name: "strtod", scope: !2370, file: !2370, line: 118, type: !2477, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2477 = !DISubroutineType(types: !2478)
!2478 = !{!2145, !1813, !2479}
!2479 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2480)
!2480 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!2481 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2482, file: !2375, line: 167)
!2482 = !DISubprogram(name: "strtol", scope: !2370, file: !2370, line: 177, type: !2483, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2483 = !DISubroutineType(types: !2484)
!2484 = !{!1647, !1813, !2479, !275}
!2485 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2486, file: !2375, line: 168)
!2486 = !DISubprogram(name: "strtoul", scope: !2370, file: !2370, line: 181, type: !2487, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2487 = !DISubroutineType(types: !2488)
!2488 = !{!94, !1813, !2479, !275}
!2489 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2490, file: !2375, line: 169)
!2490 = !DISubprogram(name: "system", scope: !2370, file: !2370, line: 804, type: !1879, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2491 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2492, file: !2375, line: 171)
!2492 = !DISubprogram(name: "wcstombs", scope: !2370, file: !2370, line: 958, type: !2493, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2493 = !DISubroutineType(types: !2494)
!2494 = !{!1766, !1808, !2012, !1766}
!2495 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2496, file: !2375, line: 172)
!2496 = !DISubprogram(name: "wctomb", scope: !2370, file: !2370, line: 950, type: !2497, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2497 = !DISubroutineType(types: !2498)
!2498 = !{!275, !52, !2001}
!2499 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2500, file: !2375, line: 200)
!2500 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !2370, line: 81, baseType: !2501)
!2501 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2370, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !2502, identifier: "_ZTS7lldiv_t")
!2502 = !{!2503, !2504}
!2503 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !2501, file: !2370, line: 79, baseType: !2216, size: 64)
!2504 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !2501, file: !2370, line: 80, baseType: !2216, size: 64, offset: 64)
!2505 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2506, file: !2375, line: 206)
!2506 = !DISubprogram(name: "_Exit", scope: !2370, file: !2370, line: 649, type: !2425, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2507 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2508, file: !2375, line: 210)
!2508 = !DISubprogram(name: "llabs", scope: !2370, file: !2370, line: 865, type: !2509, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2509 = !DISubroutineType(types: !2510)
!2510 = !{!2216, !2216}
!2511 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2512, file: !2375, line: 216)
!2512 = !DISubprogram(name: "lldiv", scope: !2370, file: !2370, line: 879, type: !2513, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2513 = !DISubroutineType(types: !2514)
!2514 = !{!2500, !2216, !2216}
!2515 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2516, file: !2375, line: 227)
!2516 = !DISubprogram(name: "atoll", scope: !2370, file: !2370, line: 374, type: !2517, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2517 = !DISubroutineType(types: !2518)
!2518 = !{!2216, !85}
!2519 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2520, file: !2375, line: 228)
!2520 = !DISubprogram(name: "strtoll", scope: !2370, file: !2370, line: 201, type: !2521, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2521 = !DISubroutineType(types: !2522)
!2522 = !{!2216, !1813, !2479, !275}
!2523 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2524, file: !2375, line: 229)
!2524 = !DISubprogram(name: "strtoull", scope: !2370, file: !2370, line: 206, type: !2525, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2525 = !DISubroutineType(types: !2526)
!2526 = !{!2221, !1813, !2479, !275}
!2527 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2528, file: !2375, line: 231)
!2528 = !DISubprogram(name: "strtof", scope: !2370, file: !2370, line: 124, type: !2529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2529 = !DISubroutineType(types: !2530)
!2530 = !{!2152, !1813, !2479}
!2531 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2532, file: !2375, line: 232)
!2532 = !DISubprogram(name: "strtold", scope: !2370, file: !2370, line: 127, type: !2533, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2533 = !DISubroutineType(types: !2534)
!2534 = !{!2211, !1813, !2479}
!2535 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2500, file: !2375, line: 240)
!2536 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2506, file: !2375, line: 242)
!2537 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2508, file: !2375, line: 244)
!2538 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2539, file: !2375, line: 245)
!2539 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !24, file: !2375, line: 213, type: !2513, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2540 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2512, file: !2375, line: 246)
!2541 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2516, file: !2375, line: 248)
!2542 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2528, file: !2375, line: 249)
!2543 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2520, file: !2375, line: 250)
!2544 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2524, file: !2375, line: 251)
!2545 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2532, file: !2375, line: 252)
!2546 = !{i32 7, !"Dwarf Version", i32 5}
!2547 = !{i32 2, !"Debug Info Version", i32 3}
!2548 = !{i32 1, !"wchar_size", i32 4}
!2549 = !{i32 8, !"PIC Level", i32 2}
!2550 = !{i32 7, !"PIE Level", i32 2}
!2551 = !{i32 7, !"uwtable", i32 2}
!2552 = !{i32 7, !"frame-pointer", i32 1}
!2553 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!2554 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2555 = distinct !DISubprogram(name: "build", linkageName: "_Z5buildi", scope: !2, file: !2, line: 19, type: !1875, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !2556)
!2556 = !{!2557, !2558, !2559, !2560, !2562}
!2557 = !DILocalVariable(name: "n", arg: 1, scope: !2555, file: !2, line: 19, type: !275)
!2558 = !DILocalVariable(name: "items", scope: !2555, file: !2, line: 20, type: !791)
!2559 = !DILocalVariable(name: "name", scope: !2555, file: !2, line: 21, type: !785)
!2560 = !DILocalVariable(name: "i", scope: !2561, file: !2, line: 22, type: !275)
!2561 = distinct !DILexicalBlock(scope: !2555, file: !2, line: 22, column: 3)
!2562 = !DILocalVariable(name: "local", scope: !2555, file: !2, line: 23, type: !2563)
!2563 = !DICompositeType(tag: DW_TAG_array_type, baseType: !775, size: 96, elements: !2564)
!2564 = !{!2565}
!2565 = !DISubrange(count: 3)
!2566 = distinct !DIAssignID()
!2567 = !DILocation(line: 0, scope: !2555)
!2568 = distinct !DIAssignID()
!2569 = distinct !DIAssignID()
!2570 = !DILocation(line: 20, column: 3, scope: !2555)
!2571 = !DILocalVariable(name: "this", arg: 1, scope: !2572, type: !2574, flags: DIFlagArtificial | DIFlagObjectPointer)
!2572 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EEC2Ev", scope: !791, file: !789, line: 526, type: !1391, scopeLine: 526, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1390, retainedNodes: !2573)
!2573 = !{!2571}
!2574 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !791, size: 64)
!2575 = !DILocation(line: 0, scope: !2572, inlinedAt: !2576)
!2576 = distinct !DILocation(line: 20, column: 38, scope: !2555)
!2577 = !DILocalVariable(name: "this", arg: 1, scope: !2578, type: !2580, flags: DIFlagArtificial | DIFlagObjectPointer)
!2578 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EEC2Ev", scope: !794, file: !789, line: 312, type: !1308, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1307, retainedNodes: !2579)
!2579 = !{!2577}
!2580 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !794, size: 64)
!2581 = !DILocation(line: 0, scope: !2578, inlinedAt: !2582)
!2582 = distinct !DILocation(line: 526, column: 7, scope: !2572, inlinedAt: !2576)
!2583 = !DILocalVariable(name: "this", arg: 1, scope: !2584, type: !2586, flags: DIFlagArtificial | DIFlagObjectPointer)
!2584 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE12_Vector_implC2Ev", scope: !797, file: !789, line: 137, type: !1274, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1273, retainedNodes: !2585)
!2585 = !{!2583}
!2586 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !797, size: 64)
!2587 = !DILocation(line: 0, scope: !2584, inlinedAt: !2588)
!2588 = distinct !DILocation(line: 312, column: 7, scope: !2578, inlinedAt: !2582)
!2589 = !DILocalVariable(name: "this", arg: 1, scope: !2590, type: !2592, flags: DIFlagArtificial | DIFlagObjectPointer)
!2590 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataC2Ev", scope: !1249, file: !789, line: 99, type: !1257, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1256, retainedNodes: !2591)
!2591 = !{!2589}
!2592 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1249, size: 64)
!2593 = !DILocation(line: 0, scope: !2590, inlinedAt: !2594)
!2594 = distinct !DILocation(line: 137, column: 2, scope: !2584, inlinedAt: !2588)
!2595 = !DILocation(line: 100, column: 16, scope: !2590, inlinedAt: !2594)
!2596 = distinct !DIAssignID()
!2597 = !DILocation(line: 21, column: 3, scope: !2555)
!2598 = !DILocalVariable(name: "this", arg: 1, scope: !2599, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2599 = distinct !DISubprogram(name: "basic_string<std::allocator<char> >", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_", scope: !32, file: !31, line: 634, type: !2600, scopeLine: 636, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2603, declaration: !2602, retainedNodes: !2605)
!2600 = !DISubroutineType(types: !2601)
!2601 = !{null, !383, !85, !113}
!2602 = !DISubprogram(name: "basic_string<std::allocator<char> >", scope: !32, file: !31, line: 634, type: !2600, scopeLine: 634, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2603)
!2603 = !{!2604}
!2604 = !DITemplateTypeParameter(type: !55)
!2605 = !{!2598, !2606, !2607, !2608}
!2606 = !DILocalVariable(name: "__s", arg: 2, scope: !2599, file: !31, line: 634, type: !85)
!2607 = !DILocalVariable(name: "__a", arg: 3, scope: !2599, file: !31, line: 634, type: !113)
!2608 = !DILocalVariable(name: "__end", scope: !2609, file: !31, line: 641, type: !85)
!2609 = distinct !DILexicalBlock(scope: !2599, file: !31, line: 636, column: 7)
!2610 = !DILocation(line: 0, scope: !2599, inlinedAt: !2611)
!2611 = distinct !DILocation(line: 21, column: 22, scope: !2555)
!2612 = !DILocalVariable(name: "this", arg: 1, scope: !2613, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2613 = distinct !DISubprogram(name: "_M_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !32, file: !31, line: 238, type: !397, scopeLine: 239, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !396, retainedNodes: !2614)
!2614 = !{!2612}
!2615 = !DILocation(line: 0, scope: !2613, inlinedAt: !2616)
!2616 = distinct !DILocation(line: 635, column: 21, scope: !2599, inlinedAt: !2611)
!2617 = !DILocation(line: 241, column: 51, scope: !2613, inlinedAt: !2616)
!2618 = !DILocalVariable(name: "this", arg: 1, scope: !2619, type: !2623, flags: DIFlagArtificial | DIFlagObjectPointer)
!2619 = distinct !DISubprogram(name: "_Alloc_hider", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderC2EPcRKS3_", scope: !156, file: !31, line: 199, type: !169, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !168, retainedNodes: !2620)
!2620 = !{!2618, !2621, !2622}
!2621 = !DILocalVariable(name: "__dat", arg: 2, scope: !2619, file: !31, line: 199, type: !166)
!2622 = !DILocalVariable(name: "__a", arg: 3, scope: !2619, file: !31, line: 199, type: !113)
!2623 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!2624 = !DILocation(line: 0, scope: !2619, inlinedAt: !2625)
!2625 = distinct !DILocation(line: 635, column: 9, scope: !2599, inlinedAt: !2611)
!2626 = !DILocation(line: 200, column: 25, scope: !2619, inlinedAt: !2625)
!2627 = !{!2628, !2629, i64 0}
!2628 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !2629, i64 0}
!2629 = !{!"any pointer", !2630, i64 0}
!2630 = !{!"omnipotent char", !2631, i64 0}
!2631 = !{!"Simple C++ TBAA"}
!2632 = distinct !DIAssignID()
!2633 = !DILocation(line: 0, scope: !2609, inlinedAt: !2611)
!2634 = distinct !DIAssignID()
!2635 = !DILocation(line: 0, scope: !1662, inlinedAt: !2636)
!2636 = distinct !DILocation(line: 642, column: 2, scope: !2609, inlinedAt: !2611)
!2637 = distinct !DIAssignID()
!2638 = !DILocalVariable(name: "this", arg: 1, scope: !2639, type: !2641, flags: DIFlagArtificial | DIFlagObjectPointer)
!2639 = distinct !DISubprogram(name: "_M_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEv", scope: !32, file: !31, line: 233, type: !392, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !391, retainedNodes: !2640)
!2640 = !{!2638}
!2641 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !395, size: 64)
!2642 = !DILocation(line: 0, scope: !2639, inlinedAt: !2643)
!2643 = distinct !DILocation(line: 243, column: 22, scope: !1662, inlinedAt: !2636)
!2644 = !DILocalVariable(name: "__p", arg: 1, scope: !2645, file: !31, line: 475, type: !52)
!2645 = distinct !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcPKcS7_", scope: !32, file: !31, line: 475, type: !464, scopeLine: 477, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !463, retainedNodes: !2646)
!2646 = !{!2644, !2647, !2648}
!2647 = !DILocalVariable(name: "__k1", arg: 2, scope: !2645, file: !31, line: 475, type: !85)
!2648 = !DILocalVariable(name: "__k2", arg: 3, scope: !2645, file: !31, line: 475, type: !85)
!2649 = !DILocation(line: 0, scope: !2645, inlinedAt: !2650)
!2650 = distinct !DILocation(line: 243, column: 2, scope: !1662, inlinedAt: !2636)
!2651 = !DILocalVariable(name: "__d", arg: 1, scope: !2652, file: !31, line: 418, type: !52)
!2652 = distinct !DISubprogram(name: "_S_copy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_copyEPcPKcm", scope: !32, file: !31, line: 418, type: !444, scopeLine: 419, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !443, retainedNodes: !2653)
!2653 = !{!2651, !2654, !2655}
!2654 = !DILocalVariable(name: "__s", arg: 2, scope: !2652, file: !31, line: 418, type: !85)
!2655 = !DILocalVariable(name: "__n", arg: 3, scope: !2652, file: !31, line: 418, type: !39)
!2656 = !DILocation(line: 0, scope: !2652, inlinedAt: !2657)
!2657 = distinct !DILocation(line: 477, column: 9, scope: !2645, inlinedAt: !2650)
!2658 = !DILocation(line: 431, column: 33, scope: !2659, inlinedAt: !2664)
!2659 = distinct !DISubprogram(name: "copy", linkageName: "_ZNSt11char_traitsIcE4copyEPcPKcm", scope: !329, file: !330, line: 423, type: !354, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !357, retainedNodes: !2660)
!2660 = !{!2661, !2662, !2663}
!2661 = !DILocalVariable(name: "__s1", arg: 1, scope: !2659, file: !330, line: 423, type: !356)
!2662 = !DILocalVariable(name: "__s2", arg: 2, scope: !2659, file: !330, line: 423, type: !346)
!2663 = !DILocalVariable(name: "__n", arg: 3, scope: !2659, file: !330, line: 423, type: !92)
!2664 = distinct !DILocation(line: 423, column: 4, scope: !2665, inlinedAt: !2657)
!2665 = distinct !DILexicalBlock(scope: !2652, file: !31, line: 420, column: 6)
!2666 = !DILocalVariable(name: "this", arg: 1, scope: !2667, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2667 = distinct !DISubprogram(name: "_M_set_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_set_lengthEm", scope: !32, file: !31, line: 265, type: !389, scopeLine: 266, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !406, retainedNodes: !2668)
!2668 = !{!2666, !2669}
!2669 = !DILocalVariable(name: "__n", arg: 2, scope: !2667, file: !31, line: 265, type: !39)
!2670 = !DILocation(line: 0, scope: !2667, inlinedAt: !2671)
!2671 = distinct !DILocation(line: 247, column: 2, scope: !1662, inlinedAt: !2636)
!2672 = !DILocalVariable(name: "this", arg: 1, scope: !2673, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2673 = distinct !DISubprogram(name: "_M_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_lengthEm", scope: !32, file: !31, line: 228, type: !389, scopeLine: 229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !388, retainedNodes: !2674)
!2674 = !{!2672, !2675}
!2675 = !DILocalVariable(name: "__length", arg: 2, scope: !2673, file: !31, line: 228, type: !39)
!2676 = !DILocation(line: 0, scope: !2673, inlinedAt: !2677)
!2677 = distinct !DILocation(line: 267, column: 2, scope: !2667, inlinedAt: !2671)
!2678 = !DILocation(line: 229, column: 9, scope: !2673, inlinedAt: !2677)
!2679 = !DILocation(line: 229, column: 26, scope: !2673, inlinedAt: !2677)
!2680 = !{!2681, !2682, i64 8}
!2681 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !2628, i64 0, !2682, i64 8, !2630, i64 16}
!2682 = !{!"long", !2630, i64 0}
!2683 = distinct !DIAssignID()
!2684 = !DILocation(line: 0, scope: !2639, inlinedAt: !2685)
!2685 = distinct !DILocation(line: 268, column: 22, scope: !2667, inlinedAt: !2671)
!2686 = !DILocation(line: 268, column: 22, scope: !2667, inlinedAt: !2671)
!2687 = !DILocalVariable(name: "__c1", arg: 1, scope: !2688, file: !330, line: 347, type: !335)
!2688 = distinct !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !329, file: !330, line: 347, type: !333, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !332, retainedNodes: !2689)
!2689 = !{!2687, !2690}
!2690 = !DILocalVariable(name: "__c2", arg: 2, scope: !2688, file: !330, line: 347, type: !337)
!2691 = !DILocation(line: 0, scope: !2688, inlinedAt: !2692)
!2692 = distinct !DILocation(line: 268, column: 2, scope: !2667, inlinedAt: !2671)
!2693 = !DILocation(line: 354, column: 7, scope: !2688, inlinedAt: !2692)
!2694 = !{!2630, !2630, i64 0}
!2695 = !DILocation(line: 0, scope: !2561)
!2696 = !DILocation(line: 22, column: 21, scope: !2697)
!2697 = distinct !DILexicalBlock(scope: !2561, file: !2, line: 22, column: 3)
!2698 = !DILocation(line: 22, column: 3, scope: !2561)
!2699 = !DILocation(line: 22, column: 50, scope: !2697)
!2700 = !DILocalVariable(name: "this", arg: 1, scope: !2701, type: !847, flags: DIFlagArtificial | DIFlagObjectPointer)
!2701 = distinct !DISubprogram(name: "Item", linkageName: "_ZN4ItemC2Ei", scope: !775, file: !2, line: 12, type: !779, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !778, retainedNodes: !2702)
!2702 = !{!2700, !2703}
!2703 = !DILocalVariable(name: "x", arg: 2, scope: !2701, file: !2, line: 12, type: !275)
!2704 = !DILocation(line: 0, scope: !2701, inlinedAt: !2705)
!2705 = distinct !DILocation(line: 22, column: 54, scope: !2697)
!2706 = !DILocation(line: 12, column: 26, scope: !2701, inlinedAt: !2705)
!2707 = !{!2708, !2709, i64 0}
!2708 = !{!"_ZTS4Item", !2709, i64 0}
!2709 = !{!"int", !2630, i64 0}
!2710 = !DILocation(line: 12, column: 39, scope: !2711, inlinedAt: !2705)
!2711 = distinct !DILexicalBlock(scope: !2712, file: !2, line: 12, column: 37)
!2712 = distinct !DILexicalBlock(scope: !2701, file: !2, line: 12, column: 31)
!2713 = !DILocation(line: 12, column: 37, scope: !2712, inlinedAt: !2705)
!2714 = !DILocation(line: 12, column: 46, scope: !2711, inlinedAt: !2705)
!2715 = !{!2709, !2709, i64 0}
!2716 = !DILocation(line: 12, column: 55, scope: !2712, inlinedAt: !2705)
!2717 = !{!2629, !2629, i64 0}
!2718 = !DILocalVariable(name: "this", arg: 1, scope: !2719, type: !2574, flags: DIFlagArtificial | DIFlagObjectPointer)
!2719 = distinct !DISubprogram(name: "emplace_back<Item *>", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE12emplace_backIJPS1_EEERS4_DpOT_", scope: !791, file: !1711, line: 112, type: !2720, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2724, declaration: !2723, retainedNodes: !2727)
!2720 = !DISubroutineType(types: !2721)
!2721 = !{!1502, !1393, !2722}
!2722 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !847, size: 64)
!2723 = !DISubprogram(name: "emplace_back<Item *>", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE12emplace_backIJPS1_EEERS4_DpOT_", scope: !791, file: !1711, line: 112, type: !2720, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2724)
!2724 = !{!2725}
!2725 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !2726)
!2726 = !{!1012}
!2727 = !{!2718, !2728}
!2728 = !DILocalVariable(name: "__args", arg: 2, scope: !2719, file: !789, line: 1303, type: !2722)
!2729 = !DILocation(line: 0, scope: !2719, inlinedAt: !2730)
!2730 = distinct !DILocation(line: 22, column: 37, scope: !2697)
!2731 = !DILocation(line: 114, column: 20, scope: !2732, inlinedAt: !2730)
!2732 = distinct !DILexicalBlock(scope: !2719, file: !1711, line: 114, column: 6)
!2733 = !DILocation(line: 114, column: 47, scope: !2732, inlinedAt: !2730)
!2734 = !{!2735, !2629, i64 16}
!2735 = !{!"_ZTSNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataE", !2629, i64 0, !2629, i64 8, !2629, i64 16}
!2736 = !DILocation(line: 114, column: 30, scope: !2732, inlinedAt: !2730)
!2737 = !DILocation(line: 114, column: 6, scope: !2719, inlinedAt: !2730)
!2738 = !DILocalVariable(name: "__a", arg: 1, scope: !2739, file: !46, line: 511, type: !1161)
!2739 = distinct !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, Item *>", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE9constructIS4_JPS1_EEEvRS5_PT_DpOT0_", scope: !806, file: !46, line: 511, type: !2740, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2743, declaration: !2742, retainedNodes: !2745)
!2740 = !DISubroutineType(types: !2741)
!2741 = !{null, !1161, !812, !2722}
!2742 = !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, Item *>", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE9constructIS4_JPS1_EEEvRS5_PT_DpOT0_", scope: !806, file: !46, line: 511, type: !2740, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2743)
!2743 = !{!2744, !2725}
!2744 = !DITemplateTypeParameter(name: "_Up", type: !813)
!2745 = !{!2738, !2746, !2747}
!2746 = !DILocalVariable(name: "__p", arg: 2, scope: !2739, file: !46, line: 511, type: !812)
!2747 = !DILocalVariable(name: "__args", arg: 3, scope: !2739, file: !46, line: 512, type: !2722)
!2748 = !DILocation(line: 0, scope: !2739, inlinedAt: !2749)
!2749 = distinct !DILocation(line: 117, column: 6, scope: !2750, inlinedAt: !2730)
!2750 = distinct !DILexicalBlock(scope: !2732, file: !1711, line: 115, column: 4)
!2751 = !DILocalVariable(name: "this", arg: 1, scope: !2752, type: !2759, flags: DIFlagArtificial | DIFlagObjectPointer)
!2752 = distinct !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, Item *>", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE9constructIS4_JPS1_EEEvPT_DpOT0_", scope: !1167, file: !62, line: 173, type: !2753, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2743, declaration: !2755, retainedNodes: !2756)
!2753 = !DISubroutineType(types: !2754)
!2754 = !{null, !1172, !812, !2722}
!2755 = !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, Item *>", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE9constructIS4_JPS1_EEEvPT_DpOT0_", scope: !1167, file: !62, line: 173, type: !2753, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2743)
!2756 = !{!2751, !2757, !2758}
!2757 = !DILocalVariable(name: "__p", arg: 2, scope: !2752, file: !62, line: 173, type: !812)
!2758 = !DILocalVariable(name: "__args", arg: 3, scope: !2752, file: !62, line: 173, type: !2722)
!2759 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1167, size: 64)
!2760 = !DILocation(line: 0, scope: !2752, inlinedAt: !2761)
!2761 = distinct !DILocation(line: 516, column: 8, scope: !2739, inlinedAt: !2749)
!2762 = !DILocalVariable(name: "this", arg: 1, scope: !2763, type: !812, flags: DIFlagArtificial | DIFlagObjectPointer)
!2763 = distinct !DISubprogram(name: "unique_ptr<std::default_delete<Item>, void>", linkageName: "_ZNSt10unique_ptrI4ItemSt14default_deleteIS0_EEC2IS2_vEEPS0_", scope: !813, file: !814, line: 309, type: !1147, scopeLine: 311, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2765, declaration: !2764, retainedNodes: !2768)
!2764 = !DISubprogram(name: "unique_ptr<std::default_delete<Item>, void>", scope: !813, file: !814, line: 309, type: !1147, scopeLine: 309, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2765)
!2765 = !{!2766, !2767}
!2766 = !DITemplateTypeParameter(name: "_Del", type: !836)
!2767 = !DITemplateTypeParameter(type: null)
!2768 = !{!2762, !2769}
!2769 = !DILocalVariable(name: "__p", arg: 2, scope: !2763, file: !814, line: 309, type: !1128)
!2770 = !DILocation(line: 0, scope: !2763, inlinedAt: !2771)
!2771 = distinct !DILocation(line: 175, column: 23, scope: !2752, inlinedAt: !2761)
!2772 = !DILocalVariable(name: "this", arg: 1, scope: !2773, type: !2779, flags: DIFlagArtificial | DIFlagObjectPointer)
!2773 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_dataI4ItemSt14default_deleteIS0_ELb1ELb1EECI2St15__uniq_ptr_implIS0_S2_EEPS0_", scope: !817, file: !814, line: 233, type: !2774, scopeLine: 233, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !2776, retainedNodes: !2777)
!2774 = !DISubroutineType(types: !2775)
!2775 = !{null, !1092, !1050}
!2776 = !DISubprogram(name: "__uniq_ptr_impl", scope: !817, type: !2774, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2777 = !{!2772, !2778}
!2778 = !DILocalVariable(arg: 2, scope: !2773, type: !1050, flags: DIFlagArtificial)
!2779 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !817, size: 64)
!2780 = !DILocation(line: 0, scope: !2773, inlinedAt: !2781)
!2781 = distinct !DILocation(line: 310, column: 4, scope: !2763, inlinedAt: !2771)
!2782 = !DILocalVariable(name: "this", arg: 1, scope: !2783, type: !2786, flags: DIFlagArtificial | DIFlagObjectPointer)
!2783 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EEC2EPS0_", scope: !820, file: !814, line: 168, type: !1048, scopeLine: 168, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1047, retainedNodes: !2784)
!2784 = !{!2782, !2785}
!2785 = !DILocalVariable(name: "__p", arg: 2, scope: !2783, file: !814, line: 168, type: !1050)
!2786 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !820, size: 64)
!2787 = !DILocation(line: 0, scope: !2783, inlinedAt: !2788)
!2788 = distinct !DILocation(line: 233, column: 40, scope: !2773, inlinedAt: !2781)
!2789 = !DILocation(line: 168, column: 56, scope: !2790, inlinedAt: !2788)
!2790 = distinct !DILexicalBlock(scope: !2783, file: !814, line: 168, column: 45)
!2791 = !DILocation(line: 119, column: 6, scope: !2750, inlinedAt: !2730)
!2792 = !{!2735, !2629, i64 8}
!2793 = distinct !DIAssignID()
!2794 = !DILocation(line: 121, column: 4, scope: !2750, inlinedAt: !2730)
!2795 = !DILocalVariable(name: "this", arg: 1, scope: !2796, type: !2574, flags: DIFlagArtificial | DIFlagObjectPointer)
!2796 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE3endEv", scope: !791, file: !789, line: 888, type: !1459, scopeLine: 889, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1467, retainedNodes: !2797)
!2797 = !{!2795}
!2798 = !DILocation(line: 0, scope: !2796, inlinedAt: !2799)
!2799 = distinct !DILocation(line: 123, column: 22, scope: !2732, inlinedAt: !2730)
!2800 = !DILocation(line: 889, column: 9, scope: !2796, inlinedAt: !2799)
!2801 = !DILocation(line: 123, column: 4, scope: !2732, inlinedAt: !2730)
!2802 = !DILocation(line: 0, scope: !2796, inlinedAt: !2803)
!2803 = distinct !DILocation(line: 1231, column: 11, scope: !2804, inlinedAt: !2807)
!2804 = distinct !DISubprogram(name: "back", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE4backEv", scope: !791, file: !789, line: 1228, type: !1520, scopeLine: 1229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1525, retainedNodes: !2805)
!2805 = !{!2806}
!2806 = !DILocalVariable(name: "this", arg: 1, scope: !2804, type: !2574, flags: DIFlagArtificial | DIFlagObjectPointer)
!2807 = distinct !DILocation(line: 125, column: 9, scope: !2719, inlinedAt: !2730)
!2808 = !DILocation(line: 22, column: 31, scope: !2697)
!2809 = !DILocation(line: 22, column: 27, scope: !2697)
!2810 = distinct !{!2810, !2698, !2811, !2812}
!2811 = !DILocation(line: 22, column: 61, scope: !2561)
!2812 = !{!"llvm.loop.mustprogress"}
!2813 = !DILocation(line: 25, column: 1, scope: !2697)
!2814 = !DILocation(line: 22, column: 3, scope: !2697)
!2815 = !DILocation(line: 23, column: 3, scope: !2555)
!2816 = !DILocation(line: 0, scope: !2701, inlinedAt: !2817)
!2817 = distinct !DILocation(line: 23, column: 20, scope: !2555)
!2818 = distinct !DIAssignID()
!2819 = !DILocation(line: 12, column: 55, scope: !2712, inlinedAt: !2817)
!2820 = !DILocation(line: 0, scope: !2701, inlinedAt: !2821)
!2821 = distinct !DILocation(line: 23, column: 31, scope: !2555)
!2822 = !DILocation(line: 12, column: 26, scope: !2701, inlinedAt: !2817)
!2823 = !DILocation(line: 12, column: 55, scope: !2712, inlinedAt: !2821)
!2824 = !DILocation(line: 23, column: 19, scope: !2555)
!2825 = !DILocation(line: 0, scope: !2701, inlinedAt: !2826)
!2826 = distinct !DILocation(line: 23, column: 40, scope: !2555)
!2827 = !DILocation(line: 12, column: 26, scope: !2701, inlinedAt: !2826)
!2828 = distinct !DIAssignID()
!2829 = !DILocation(line: 12, column: 39, scope: !2711, inlinedAt: !2826)
!2830 = !DILocation(line: 12, column: 37, scope: !2712, inlinedAt: !2826)
!2831 = !DILocation(line: 12, column: 46, scope: !2711, inlinedAt: !2826)
!2832 = !DILocation(line: 12, column: 55, scope: !2712, inlinedAt: !2826)
!2833 = !DILocalVariable(name: "this", arg: 1, scope: !2834, type: !2836, flags: DIFlagArtificial | DIFlagObjectPointer)
!2834 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE4sizeEv", scope: !791, file: !789, line: 987, type: !1486, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1485, retainedNodes: !2835)
!2835 = !{!2833}
!2836 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1413, size: 64)
!2837 = !DILocation(line: 0, scope: !2834, inlinedAt: !2838)
!2838 = distinct !DILocation(line: 24, column: 21, scope: !2555)
!2839 = !DILocation(line: 988, column: 40, scope: !2834, inlinedAt: !2838)
!2840 = !DILocation(line: 988, column: 66, scope: !2834, inlinedAt: !2838)
!2841 = !{!2735, !2629, i64 0}
!2842 = !DILocation(line: 25, column: 1, scope: !2555)
!2843 = !DILocalVariable(name: "this", arg: 1, scope: !2844, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2844 = distinct !DISubprogram(name: "~basic_string", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev", scope: !32, file: !31, line: 794, type: !415, scopeLine: 795, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !511, retainedNodes: !2845)
!2845 = !{!2843}
!2846 = !DILocation(line: 0, scope: !2844, inlinedAt: !2847)
!2847 = distinct !DILocation(line: 25, column: 1, scope: !2555)
!2848 = !DILocalVariable(name: "this", arg: 1, scope: !2849, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2849 = distinct !DISubprogram(name: "_M_dispose", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_disposeEv", scope: !32, file: !31, line: 283, type: !415, scopeLine: 284, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !414, retainedNodes: !2850)
!2850 = !{!2848}
!2851 = !DILocation(line: 0, scope: !2849, inlinedAt: !2852)
!2852 = distinct !DILocation(line: 795, column: 9, scope: !2853, inlinedAt: !2847)
!2853 = distinct !DILexicalBlock(scope: !2844, file: !31, line: 795, column: 7)
!2854 = !DILocalVariable(name: "this", arg: 1, scope: !2855, type: !2641, flags: DIFlagArtificial | DIFlagObjectPointer)
!2855 = distinct !DISubprogram(name: "_M_is_local", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_is_localEv", scope: !32, file: !31, line: 273, type: !408, scopeLine: 274, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !407, retainedNodes: !2856)
!2856 = !{!2854}
!2857 = !DILocation(line: 0, scope: !2855, inlinedAt: !2858)
!2858 = distinct !DILocation(line: 285, column: 7, scope: !2859, inlinedAt: !2852)
!2859 = distinct !DILexicalBlock(scope: !2849, file: !31, line: 285, column: 6)
!2860 = !DILocation(line: 0, scope: !2639, inlinedAt: !2861)
!2861 = distinct !DILocation(line: 274, column: 16, scope: !2855, inlinedAt: !2858)
!2862 = !DILocation(line: 234, column: 28, scope: !2639, inlinedAt: !2861)
!2863 = !{!2681, !2629, i64 0}
!2864 = !DILocation(line: 274, column: 26, scope: !2855, inlinedAt: !2858)
!2865 = !DILocation(line: 285, column: 6, scope: !2849, inlinedAt: !2852)
!2866 = !DILocation(line: 286, column: 15, scope: !2859, inlinedAt: !2852)
!2867 = !DILocalVariable(name: "this", arg: 1, scope: !2868, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2868 = distinct !DISubprogram(name: "_M_destroy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_destroyEm", scope: !32, file: !31, line: 291, type: !389, scopeLine: 292, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !417, retainedNodes: !2869)
!2869 = !{!2867, !2870}
!2870 = !DILocalVariable(name: "__size", arg: 2, scope: !2868, file: !31, line: 291, type: !39)
!2871 = !DILocation(line: 0, scope: !2868, inlinedAt: !2872)
!2872 = distinct !DILocation(line: 286, column: 4, scope: !2859, inlinedAt: !2852)
!2873 = !DILocation(line: 0, scope: !2639, inlinedAt: !2874)
!2874 = distinct !DILocation(line: 292, column: 55, scope: !2868, inlinedAt: !2872)
!2875 = !DILocation(line: 292, column: 73, scope: !2868, inlinedAt: !2872)
!2876 = !DILocalVariable(name: "__a", arg: 1, scope: !2877, file: !46, line: 495, type: !53)
!2877 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIcEE10deallocateERS0_Pcm", scope: !45, file: !46, line: 495, type: !126, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !125, retainedNodes: !2878)
!2878 = !{!2876, !2879, !2880}
!2879 = !DILocalVariable(name: "__p", arg: 2, scope: !2877, file: !46, line: 495, type: !51)
!2880 = !DILocalVariable(name: "__n", arg: 3, scope: !2877, file: !46, line: 495, type: !120)
!2881 = !DILocation(line: 0, scope: !2877, inlinedAt: !2882)
!2882 = distinct !DILocation(line: 292, column: 9, scope: !2868, inlinedAt: !2872)
!2883 = !DILocalVariable(name: "this", arg: 1, scope: !2884, type: !2888, flags: DIFlagArtificial | DIFlagObjectPointer)
!2884 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIcE10deallocateEPcm", scope: !61, file: !62, line: 142, type: !98, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !97, retainedNodes: !2885)
!2885 = !{!2883, !2886, !2887}
!2886 = !DILocalVariable(name: "__p", arg: 2, scope: !2884, file: !62, line: 142, type: !52)
!2887 = !DILocalVariable(name: "__n", arg: 3, scope: !2884, file: !62, line: 142, type: !91)
!2888 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!2889 = !DILocation(line: 0, scope: !2884, inlinedAt: !2890)
!2890 = distinct !DILocation(line: 496, column: 13, scope: !2877, inlinedAt: !2882)
!2891 = !DILocation(line: 158, column: 2, scope: !2884, inlinedAt: !2890)
!2892 = !DILocation(line: 286, column: 4, scope: !2859, inlinedAt: !2852)
!2893 = !DILocalVariable(name: "this", arg: 1, scope: !2894, type: !2574, flags: DIFlagArtificial | DIFlagObjectPointer)
!2894 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EED2Ev", scope: !791, file: !789, line: 728, type: !1391, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1441, retainedNodes: !2895)
!2895 = !{!2893}
!2896 = !DILocation(line: 0, scope: !2894, inlinedAt: !2897)
!2897 = distinct !DILocation(line: 25, column: 1, scope: !2555)
!2898 = !DILocation(line: 730, column: 30, scope: !2899, inlinedAt: !2897)
!2899 = distinct !DILexicalBlock(scope: !2894, file: !789, line: 729, column: 7)
!2900 = !DILocation(line: 730, column: 54, scope: !2899, inlinedAt: !2897)
!2901 = !DILocalVariable(name: "__first", arg: 1, scope: !2902, file: !46, line: 847, type: !812)
!2902 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Item, std::default_delete<Item> > *, std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZSt8_DestroyIPSt10unique_ptrI4ItemSt14default_deleteIS1_EES4_EvT_S6_RSaIT0_E", scope: !35, file: !46, line: 847, type: !2903, scopeLine: 849, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2908, retainedNodes: !2905)
!2903 = !DISubroutineType(types: !2904)
!2904 = !{null, !812, !812, !1215}
!2905 = !{!2901, !2906, !2907}
!2906 = !DILocalVariable(name: "__last", arg: 2, scope: !2902, file: !46, line: 847, type: !812)
!2907 = !DILocalVariable(arg: 3, scope: !2902, file: !46, line: 848, type: !1215)
!2908 = !{!2909, !1202}
!2909 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !812)
!2910 = !DILocation(line: 0, scope: !2902, inlinedAt: !2911)
!2911 = distinct !DILocation(line: 730, column: 2, scope: !2899, inlinedAt: !2897)
!2912 = !DILocalVariable(name: "__first", arg: 1, scope: !2913, file: !2914, line: 182, type: !812)
!2913 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Item, std::default_delete<Item> > *>", linkageName: "_ZSt8_DestroyIPSt10unique_ptrI4ItemSt14default_deleteIS1_EEEvT_S6_", scope: !35, file: !2914, line: 182, type: !2915, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2919, retainedNodes: !2917)
!2914 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!2915 = !DISubroutineType(types: !2916)
!2916 = !{null, !812, !812}
!2917 = !{!2912, !2918}
!2918 = !DILocalVariable(name: "__last", arg: 2, scope: !2913, file: !2914, line: 182, type: !812)
!2919 = !{!2909}
!2920 = !DILocation(line: 0, scope: !2913, inlinedAt: !2921)
!2921 = distinct !DILocation(line: 850, column: 7, scope: !2902, inlinedAt: !2911)
!2922 = !DILocalVariable(name: "__first", arg: 1, scope: !2923, file: !2914, line: 160, type: !812)
!2923 = distinct !DISubprogram(name: "__destroy<std::unique_ptr<Item, std::default_delete<Item> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt10unique_ptrI4ItemSt14default_deleteIS3_EEEEvT_S8_", scope: !2924, file: !2914, line: 160, type: !2915, scopeLine: 161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2919, declaration: !2927, retainedNodes: !2928)
!2924 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<false>", scope: !35, file: !2914, line: 156, size: 8, flags: DIFlagTypePassByValue, elements: !163, templateParams: !2925, identifier: "_ZTSSt12_Destroy_auxILb0EE")
!2925 = !{!2926}
!2926 = !DITemplateValueParameter(type: !148, value: i1 false)
!2927 = !DISubprogram(name: "__destroy<std::unique_ptr<Item, std::default_delete<Item> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt10unique_ptrI4ItemSt14default_deleteIS3_EEEEvT_S8_", scope: !2924, file: !2914, line: 160, type: !2915, scopeLine: 160, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2919)
!2928 = !{!2922, !2929}
!2929 = !DILocalVariable(name: "__last", arg: 2, scope: !2923, file: !2914, line: 160, type: !812)
!2930 = !DILocation(line: 0, scope: !2923, inlinedAt: !2931)
!2931 = distinct !DILocation(line: 195, column: 7, scope: !2913, inlinedAt: !2921)
!2932 = !DILocation(line: 162, column: 19, scope: !2933, inlinedAt: !2931)
!2933 = distinct !DILexicalBlock(scope: !2934, file: !2914, line: 162, column: 4)
!2934 = distinct !DILexicalBlock(scope: !2923, file: !2914, line: 162, column: 4)
!2935 = !DILocation(line: 162, column: 4, scope: !2934, inlinedAt: !2931)
!2936 = !DILocalVariable(name: "__pointer", arg: 1, scope: !2937, file: !2914, line: 146, type: !812)
!2937 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZSt8_DestroyISt10unique_ptrI4ItemSt14default_deleteIS1_EEEvPT_", scope: !35, file: !2914, line: 146, type: !2938, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !1201, retainedNodes: !2940)
!2938 = !DISubroutineType(types: !2939)
!2939 = !{null, !812}
!2940 = !{!2936}
!2941 = !DILocation(line: 0, scope: !2937, inlinedAt: !2942)
!2942 = distinct !DILocation(line: 163, column: 6, scope: !2933, inlinedAt: !2931)
!2943 = !DILocalVariable(name: "this", arg: 1, scope: !2944, type: !812, flags: DIFlagArtificial | DIFlagObjectPointer)
!2944 = distinct !DISubprogram(name: "~unique_ptr", linkageName: "_ZNSt10unique_ptrI4ItemSt14default_deleteIS0_EED2Ev", scope: !813, file: !814, line: 390, type: !1105, scopeLine: 391, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1104, retainedNodes: !2945)
!2945 = !{!2943, !2946}
!2946 = !DILocalVariable(name: "__ptr", scope: !2947, file: !814, line: 394, type: !1068)
!2947 = distinct !DILexicalBlock(scope: !2944, file: !814, line: 391, column: 7)
!2948 = !DILocation(line: 0, scope: !2944, inlinedAt: !2949)
!2949 = distinct !DILocation(line: 151, column: 19, scope: !2937, inlinedAt: !2942)
!2950 = !DILocation(line: 0, scope: !2947, inlinedAt: !2949)
!2951 = !DILocation(line: 395, column: 6, scope: !2952, inlinedAt: !2949)
!2952 = distinct !DILexicalBlock(scope: !2947, file: !814, line: 395, column: 6)
!2953 = !DILocation(line: 395, column: 12, scope: !2952, inlinedAt: !2949)
!2954 = !DILocation(line: 395, column: 6, scope: !2947, inlinedAt: !2949)
!2955 = !DILocalVariable(name: "this", arg: 1, scope: !2956, type: !2959, flags: DIFlagArtificial | DIFlagObjectPointer)
!2956 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNKSt14default_deleteI4ItemEclEPS0_", scope: !836, file: !814, line: 89, type: !843, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !842, retainedNodes: !2957)
!2957 = !{!2955, !2958}
!2958 = !DILocalVariable(name: "__ptr", arg: 2, scope: !2956, file: !814, line: 89, type: !847)
!2959 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !846, size: 64)
!2960 = !DILocation(line: 0, scope: !2956, inlinedAt: !2961)
!2961 = distinct !DILocation(line: 396, column: 4, scope: !2952, inlinedAt: !2949)
!2962 = !DILocation(line: 95, column: 2, scope: !2956, inlinedAt: !2961)
!2963 = !DILocation(line: 396, column: 4, scope: !2952, inlinedAt: !2949)
!2964 = !DILocation(line: 397, column: 8, scope: !2947, inlinedAt: !2949)
!2965 = !DILocation(line: 162, column: 30, scope: !2933, inlinedAt: !2931)
!2966 = distinct !{!2966, !2935, !2967, !2812}
!2967 = !DILocation(line: 163, column: 46, scope: !2934, inlinedAt: !2931)
!2968 = !DILocation(line: 366, column: 24, scope: !2969, inlinedAt: !2973)
!2969 = distinct !DILexicalBlock(scope: !2970, file: !789, line: 365, column: 7)
!2970 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EED2Ev", scope: !794, file: !789, line: 364, type: !1308, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1334, retainedNodes: !2971)
!2971 = !{!2972}
!2972 = !DILocalVariable(name: "this", arg: 1, scope: !2970, type: !2580, flags: DIFlagArtificial | DIFlagObjectPointer)
!2973 = distinct !DILocation(line: 733, column: 7, scope: !2899, inlinedAt: !2897)
!2974 = !DILocation(line: 0, scope: !2970, inlinedAt: !2973)
!2975 = !DILocalVariable(name: "this", arg: 1, scope: !2976, type: !2580, flags: DIFlagArtificial | DIFlagObjectPointer)
!2976 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE13_M_deallocateEPS4_m", scope: !794, file: !789, line: 383, type: !1339, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1338, retainedNodes: !2977)
!2977 = !{!2975, !2978, !2979}
!2978 = !DILocalVariable(name: "__p", arg: 2, scope: !2976, file: !789, line: 383, type: !1252)
!2979 = !DILocalVariable(name: "__n", arg: 3, scope: !2976, file: !789, line: 383, type: !92)
!2980 = !DILocation(line: 0, scope: !2976, inlinedAt: !2981)
!2981 = distinct !DILocation(line: 366, column: 2, scope: !2969, inlinedAt: !2973)
!2982 = !DILocation(line: 386, column: 6, scope: !2983, inlinedAt: !2981)
!2983 = distinct !DILexicalBlock(scope: !2976, file: !789, line: 386, column: 6)
!2984 = !DILocation(line: 386, column: 6, scope: !2976, inlinedAt: !2981)
!2985 = !DILocation(line: 367, column: 17, scope: !2969, inlinedAt: !2973)
!2986 = !DILocation(line: 367, column: 35, scope: !2969, inlinedAt: !2973)
!2987 = !DILocalVariable(name: "__a", arg: 1, scope: !2988, file: !46, line: 495, type: !1161)
!2988 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE10deallocateERS5_PS4_m", scope: !806, file: !46, line: 495, type: !1221, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1220, retainedNodes: !2989)
!2989 = !{!2987, !2990, !2991}
!2990 = !DILocalVariable(name: "__p", arg: 2, scope: !2988, file: !46, line: 495, type: !811)
!2991 = !DILocalVariable(name: "__n", arg: 3, scope: !2988, file: !46, line: 495, type: !120)
!2992 = !DILocation(line: 0, scope: !2988, inlinedAt: !2993)
!2993 = distinct !DILocation(line: 387, column: 4, scope: !2983, inlinedAt: !2981)
!2994 = !DILocalVariable(name: "this", arg: 1, scope: !2995, type: !2759, flags: DIFlagArtificial | DIFlagObjectPointer)
!2995 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE10deallocateEPS4_m", scope: !1167, file: !62, line: 142, type: !1195, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1194, retainedNodes: !2996)
!2996 = !{!2994, !2997, !2998}
!2997 = !DILocalVariable(name: "__p", arg: 2, scope: !2995, file: !62, line: 142, type: !812)
!2998 = !DILocalVariable(name: "__n", arg: 3, scope: !2995, file: !62, line: 142, type: !91)
!2999 = !DILocation(line: 0, scope: !2995, inlinedAt: !3000)
!3000 = distinct !DILocation(line: 496, column: 13, scope: !2988, inlinedAt: !2993)
!3001 = !DILocation(line: 158, column: 2, scope: !2995, inlinedAt: !3000)
!3002 = !DILocation(line: 387, column: 4, scope: !2983, inlinedAt: !2981)
!3003 = !DILocation(line: 988, column: 50, scope: !2834, inlinedAt: !2838)
!3004 = !DILocation(line: 24, column: 15, scope: !2555)
!3005 = !DILocation(line: 24, column: 28, scope: !2555)
!3006 = !DILocation(line: 0, scope: !2844, inlinedAt: !3007)
!3007 = distinct !DILocation(line: 25, column: 1, scope: !2555)
!3008 = !DILocation(line: 0, scope: !2849, inlinedAt: !3009)
!3009 = distinct !DILocation(line: 795, column: 9, scope: !2853, inlinedAt: !3007)
!3010 = !DILocation(line: 0, scope: !2855, inlinedAt: !3011)
!3011 = distinct !DILocation(line: 285, column: 7, scope: !2859, inlinedAt: !3009)
!3012 = !DILocation(line: 0, scope: !2639, inlinedAt: !3013)
!3013 = distinct !DILocation(line: 274, column: 16, scope: !2855, inlinedAt: !3011)
!3014 = !DILocation(line: 234, column: 28, scope: !2639, inlinedAt: !3013)
!3015 = !DILocation(line: 274, column: 26, scope: !2855, inlinedAt: !3011)
!3016 = !DILocation(line: 285, column: 6, scope: !2849, inlinedAt: !3009)
!3017 = !DILocation(line: 286, column: 15, scope: !2859, inlinedAt: !3009)
!3018 = !DILocation(line: 0, scope: !2868, inlinedAt: !3019)
!3019 = distinct !DILocation(line: 286, column: 4, scope: !2859, inlinedAt: !3009)
!3020 = !DILocation(line: 0, scope: !2639, inlinedAt: !3021)
!3021 = distinct !DILocation(line: 292, column: 55, scope: !2868, inlinedAt: !3019)
!3022 = !DILocation(line: 292, column: 73, scope: !2868, inlinedAt: !3019)
!3023 = !DILocation(line: 0, scope: !2877, inlinedAt: !3024)
!3024 = distinct !DILocation(line: 292, column: 9, scope: !2868, inlinedAt: !3019)
!3025 = !DILocation(line: 0, scope: !2884, inlinedAt: !3026)
!3026 = distinct !DILocation(line: 496, column: 13, scope: !2877, inlinedAt: !3024)
!3027 = !DILocation(line: 158, column: 2, scope: !2884, inlinedAt: !3026)
!3028 = !DILocation(line: 286, column: 4, scope: !2859, inlinedAt: !3009)
!3029 = distinct !DIAssignID()
!3030 = !DILocation(line: 0, scope: !2599)
!3031 = !DILocation(line: 0, scope: !2613, inlinedAt: !3032)
!3032 = distinct !DILocation(line: 635, column: 21, scope: !2599)
!3033 = !DILocation(line: 241, column: 51, scope: !2613, inlinedAt: !3032)
!3034 = !DILocation(line: 0, scope: !2619, inlinedAt: !3035)
!3035 = distinct !DILocation(line: 635, column: 9, scope: !2599)
!3036 = !DILocation(line: 200, column: 25, scope: !2619, inlinedAt: !3035)
!3037 = !DILocation(line: 638, column: 10, scope: !3038)
!3038 = distinct !DILexicalBlock(scope: !2609, file: !31, line: 638, column: 6)
!3039 = !DILocation(line: 638, column: 6, scope: !2609)
!3040 = !DILocation(line: 639, column: 4, scope: !3038)
!3041 = !DILocalVariable(name: "__s", arg: 1, scope: !3042, file: !330, line: 389, type: !346)
!3042 = distinct !DISubprogram(name: "length", linkageName: "_ZNSt11char_traitsIcE6lengthEPKc", scope: !329, file: !330, line: 389, type: !348, scopeLine: 390, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !347, retainedNodes: !3043)
!3043 = !{!3041}
!3044 = !DILocation(line: 0, scope: !3042, inlinedAt: !3045)
!3045 = distinct !DILocation(line: 641, column: 30, scope: !2609)
!3046 = !DILocation(line: 395, column: 9, scope: !3042, inlinedAt: !3045)
!3047 = !DILocation(line: 0, scope: !2609)
!3048 = !DILocation(line: 0, scope: !1662, inlinedAt: !3049)
!3049 = distinct !DILocation(line: 642, column: 2, scope: !2609)
!3050 = !DILocation(line: 221, column: 2, scope: !1662, inlinedAt: !3049)
!3051 = !DILocation(line: 221, column: 12, scope: !1662, inlinedAt: !3049)
!3052 = !{!2682, !2682, i64 0}
!3053 = distinct !DIAssignID()
!3054 = !DILocation(line: 223, column: 13, scope: !3055, inlinedAt: !3049)
!3055 = distinct !DILexicalBlock(scope: !1662, file: !33, line: 223, column: 6)
!3056 = !DILocation(line: 223, column: 6, scope: !1662, inlinedAt: !3049)
!3057 = !DILocation(line: 225, column: 14, scope: !3058, inlinedAt: !3049)
!3058 = distinct !DILexicalBlock(scope: !3055, file: !33, line: 224, column: 4)
!3059 = !DILocalVariable(name: "this", arg: 1, scope: !3060, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!3060 = distinct !DISubprogram(name: "_M_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEPc", scope: !32, file: !31, line: 223, type: !386, scopeLine: 224, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !385, retainedNodes: !3061)
!3061 = !{!3059, !3062}
!3062 = !DILocalVariable(name: "__p", arg: 2, scope: !3060, file: !31, line: 223, type: !166)
!3063 = !DILocation(line: 0, scope: !3060, inlinedAt: !3064)
!3064 = distinct !DILocation(line: 225, column: 6, scope: !3058, inlinedAt: !3049)
!3065 = !DILocation(line: 224, column: 26, scope: !3060, inlinedAt: !3064)
!3066 = !DILocation(line: 226, column: 18, scope: !3058, inlinedAt: !3049)
!3067 = !DILocalVariable(name: "this", arg: 1, scope: !3068, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!3068 = distinct !DISubprogram(name: "_M_capacity", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_capacityEm", scope: !32, file: !31, line: 260, type: !389, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !405, retainedNodes: !3069)
!3069 = !{!3067, !3070}
!3070 = !DILocalVariable(name: "__capacity", arg: 2, scope: !3068, file: !31, line: 260, type: !39)
!3071 = !DILocation(line: 0, scope: !3068, inlinedAt: !3072)
!3072 = distinct !DILocation(line: 226, column: 6, scope: !3058, inlinedAt: !3049)
!3073 = !DILocation(line: 261, column: 31, scope: !3068, inlinedAt: !3072)
!3074 = !DILocation(line: 227, column: 4, scope: !3058, inlinedAt: !3049)
!3075 = !DILocation(line: 234, column: 28, scope: !2639, inlinedAt: !3076)
!3076 = distinct !DILocation(line: 243, column: 22, scope: !1662, inlinedAt: !3049)
!3077 = !DILocation(line: 0, scope: !2639, inlinedAt: !3076)
!3078 = !DILocation(line: 0, scope: !2645, inlinedAt: !3079)
!3079 = distinct !DILocation(line: 243, column: 2, scope: !1662, inlinedAt: !3049)
!3080 = !DILocation(line: 0, scope: !2652, inlinedAt: !3081)
!3081 = distinct !DILocation(line: 477, column: 9, scope: !2645, inlinedAt: !3079)
!3082 = !DILocation(line: 420, column: 6, scope: !2652, inlinedAt: !3081)
!3083 = !DILocation(line: 0, scope: !2688, inlinedAt: !3084)
!3084 = distinct !DILocation(line: 421, column: 4, scope: !2665, inlinedAt: !3081)
!3085 = !DILocation(line: 354, column: 9, scope: !2688, inlinedAt: !3084)
!3086 = !DILocation(line: 354, column: 7, scope: !2688, inlinedAt: !3084)
!3087 = !DILocation(line: 421, column: 4, scope: !2665, inlinedAt: !3081)
!3088 = !DILocation(line: 431, column: 33, scope: !2659, inlinedAt: !3089)
!3089 = distinct !DILocation(line: 423, column: 4, scope: !2665, inlinedAt: !3081)
!3090 = !DILocation(line: 431, column: 2, scope: !2659, inlinedAt: !3089)
!3091 = !DILocation(line: 247, column: 16, scope: !1662, inlinedAt: !3049)
!3092 = !DILocation(line: 0, scope: !2667, inlinedAt: !3093)
!3093 = distinct !DILocation(line: 247, column: 2, scope: !1662, inlinedAt: !3049)
!3094 = !DILocation(line: 0, scope: !2673, inlinedAt: !3095)
!3095 = distinct !DILocation(line: 267, column: 2, scope: !2667, inlinedAt: !3093)
!3096 = !DILocation(line: 229, column: 9, scope: !2673, inlinedAt: !3095)
!3097 = !DILocation(line: 229, column: 26, scope: !2673, inlinedAt: !3095)
!3098 = !DILocation(line: 0, scope: !2639, inlinedAt: !3099)
!3099 = distinct !DILocation(line: 268, column: 22, scope: !2667, inlinedAt: !3093)
!3100 = !DILocation(line: 234, column: 28, scope: !2639, inlinedAt: !3099)
!3101 = !DILocation(line: 268, column: 22, scope: !2667, inlinedAt: !3093)
!3102 = !DILocation(line: 0, scope: !2688, inlinedAt: !3103)
!3103 = distinct !DILocation(line: 268, column: 2, scope: !2667, inlinedAt: !3093)
!3104 = !DILocation(line: 354, column: 7, scope: !2688, inlinedAt: !3103)
!3105 = !DILocation(line: 248, column: 7, scope: !1662, inlinedAt: !3049)
!3106 = !DILocation(line: 643, column: 7, scope: !2599)
!3107 = distinct !DISubprogram(name: "~Item", linkageName: "_ZN4ItemD2Ev", scope: !775, file: !2, line: 13, type: !783, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !782, retainedNodes: !3108)
!3108 = !{!3109, !3110}
!3109 = !DILocalVariable(name: "this", arg: 1, scope: !3107, type: !847, flags: DIFlagArtificial | DIFlagObjectPointer)
!3110 = !DILocalVariable(name: "s", scope: !3111, file: !2, line: 15, type: !3112)
!3111 = distinct !DILexicalBlock(scope: !3107, file: !2, line: 13, column: 11)
!3112 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3113, size: 64)
!3113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !785)
!3114 = !DILocation(line: 0, scope: !3107)
!3115 = !DILocation(line: 14, column: 5, scope: !3111)
!3116 = !DILocation(line: 15, column: 15, scope: !3117)
!3117 = distinct !DILexicalBlock(scope: !3118, file: !2, line: 15, column: 15)
!3118 = distinct !DILexicalBlock(scope: !3111, file: !2, line: 15, column: 9)
!3119 = !DILocation(line: 15, column: 17, scope: !3117)
!3120 = !DILocation(line: 15, column: 15, scope: !3118)
!3121 = !DILocation(line: 15, column: 23, scope: !3117)
!3122 = !DILocation(line: 15, column: 29, scope: !3117)
!3123 = !DILocation(line: 16, column: 3, scope: !3117)
!3124 = !DILocation(line: 15, column: 57, scope: !3118)
!3125 = !DILocation(line: 0, scope: !3111)
!3126 = !DILocalVariable(name: "this", arg: 1, scope: !3127, type: !2641, flags: DIFlagArtificial | DIFlagObjectPointer)
!3127 = distinct !DISubprogram(name: "c_str", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv", scope: !32, file: !31, line: 2554, type: !708, scopeLine: 2555, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !707, retainedNodes: !3128)
!3128 = !{!3126}
!3129 = !DILocation(line: 0, scope: !3127, inlinedAt: !3130)
!3130 = distinct !DILocation(line: 15, column: 122, scope: !3131)
!3131 = distinct !DILexicalBlock(scope: !3111, file: !2, line: 15, column: 88)
!3132 = !DILocation(line: 0, scope: !2639, inlinedAt: !3133)
!3133 = distinct !DILocation(line: 2555, column: 16, scope: !3127, inlinedAt: !3130)
!3134 = !DILocation(line: 234, column: 28, scope: !2639, inlinedAt: !3133)
!3135 = !DILocation(line: 15, column: 90, scope: !3131)
!3136 = !DILocation(line: 15, column: 132, scope: !3131)
!3137 = !DILocation(line: 16, column: 3, scope: !3107)
!3138 = !DILocation(line: 0, scope: !2894)
!3139 = !DILocation(line: 730, column: 30, scope: !2899)
!3140 = !DILocation(line: 730, column: 54, scope: !2899)
!3141 = !DILocation(line: 0, scope: !2902, inlinedAt: !3142)
!3142 = distinct !DILocation(line: 730, column: 2, scope: !2899)
!3143 = !DILocation(line: 0, scope: !2913, inlinedAt: !3144)
!3144 = distinct !DILocation(line: 850, column: 7, scope: !2902, inlinedAt: !3142)
!3145 = !DILocation(line: 0, scope: !2923, inlinedAt: !3146)
!3146 = distinct !DILocation(line: 195, column: 7, scope: !2913, inlinedAt: !3144)
!3147 = !DILocation(line: 162, column: 19, scope: !2933, inlinedAt: !3146)
!3148 = !DILocation(line: 162, column: 4, scope: !2934, inlinedAt: !3146)
!3149 = !DILocation(line: 0, scope: !2937, inlinedAt: !3150)
!3150 = distinct !DILocation(line: 163, column: 6, scope: !2933, inlinedAt: !3146)
!3151 = !DILocation(line: 0, scope: !2944, inlinedAt: !3152)
!3152 = distinct !DILocation(line: 151, column: 19, scope: !2937, inlinedAt: !3150)
!3153 = !DILocation(line: 0, scope: !2947, inlinedAt: !3152)
!3154 = !DILocation(line: 395, column: 6, scope: !2952, inlinedAt: !3152)
!3155 = !DILocation(line: 395, column: 12, scope: !2952, inlinedAt: !3152)
!3156 = !DILocation(line: 395, column: 6, scope: !2947, inlinedAt: !3152)
!3157 = !DILocation(line: 0, scope: !2956, inlinedAt: !3158)
!3158 = distinct !DILocation(line: 396, column: 4, scope: !2952, inlinedAt: !3152)
!3159 = !DILocation(line: 95, column: 2, scope: !2956, inlinedAt: !3158)
!3160 = !DILocation(line: 396, column: 4, scope: !2952, inlinedAt: !3152)
!3161 = !DILocation(line: 397, column: 8, scope: !2947, inlinedAt: !3152)
!3162 = !DILocation(line: 162, column: 30, scope: !2933, inlinedAt: !3146)
!3163 = distinct !{!3163, !3148, !3164, !2812}
!3164 = !DILocation(line: 163, column: 46, scope: !2934, inlinedAt: !3146)
!3165 = !DILocation(line: 366, column: 24, scope: !2969, inlinedAt: !3166)
!3166 = distinct !DILocation(line: 733, column: 7, scope: !2899)
!3167 = !DILocation(line: 0, scope: !2970, inlinedAt: !3166)
!3168 = !DILocation(line: 0, scope: !2976, inlinedAt: !3169)
!3169 = distinct !DILocation(line: 366, column: 2, scope: !2969, inlinedAt: !3166)
!3170 = !DILocation(line: 386, column: 6, scope: !2983, inlinedAt: !3169)
!3171 = !DILocation(line: 386, column: 6, scope: !2976, inlinedAt: !3169)
!3172 = !DILocation(line: 367, column: 17, scope: !2969, inlinedAt: !3166)
!3173 = !DILocation(line: 367, column: 35, scope: !2969, inlinedAt: !3166)
!3174 = !DILocation(line: 0, scope: !2988, inlinedAt: !3175)
!3175 = distinct !DILocation(line: 387, column: 4, scope: !2983, inlinedAt: !3169)
!3176 = !DILocation(line: 0, scope: !2995, inlinedAt: !3177)
!3177 = distinct !DILocation(line: 496, column: 13, scope: !2988, inlinedAt: !3175)
!3178 = !DILocation(line: 158, column: 2, scope: !2995, inlinedAt: !3177)
!3179 = !DILocation(line: 387, column: 4, scope: !2983, inlinedAt: !3169)
!3180 = !DILocation(line: 733, column: 7, scope: !2894)
!3181 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !1861, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !3182)
!3182 = !{!3183, !3184, !3186}
!3183 = !DILocalVariable(name: "got", scope: !3181, file: !2, line: 28, type: !275)
!3184 = !DILocalVariable(name: "n", scope: !3185, file: !2, line: 29, type: !275)
!3185 = distinct !DILexicalBlock(scope: !3181, file: !2, line: 29, column: 3)
!3186 = !DILocalVariable(name: "e", scope: !3187, file: !2, line: 33, type: !275)
!3187 = distinct !DILexicalBlock(scope: !3188, file: !2, line: 29, column: 35)
!3188 = distinct !DILexicalBlock(scope: !3185, file: !2, line: 29, column: 3)
!3189 = !DILocation(line: 0, scope: !3181)
!3190 = !DILocation(line: 0, scope: !3185)
!3191 = !DILocation(line: 31, column: 14, scope: !3192)
!3192 = distinct !DILexicalBlock(scope: !3187, file: !2, line: 30, column: 9)
!3193 = !DILocation(line: 32, column: 7, scope: !3192)
!3194 = !DILocation(line: 33, column: 5, scope: !3192)
!3195 = !DILocation(line: 40, column: 1, scope: !3192)
!3196 = !DILocation(line: 0, scope: !3187)
!3197 = !DILocation(line: 34, column: 7, scope: !3198)
!3198 = distinct !DILexicalBlock(scope: !3187, file: !2, line: 33, column: 21)
!3199 = !DILocation(line: 36, column: 5, scope: !3198)
!3200 = !DILocation(line: 38, column: 60, scope: !3181)
!3201 = !DILocation(line: 38, column: 73, scope: !3181)
!3202 = !DILocation(line: 38, column: 3, scope: !3181)
!3203 = !DILocation(line: 39, column: 10, scope: !3181)
!3204 = !DILocation(line: 39, column: 25, scope: !3181)
!3205 = !DILocation(line: 39, column: 22, scope: !3181)
!3206 = !DILocation(line: 39, column: 3, scope: !3181)
!3207 = !DILocation(line: 40, column: 1, scope: !3181)
!3208 = !DISubprogram(name: "__throw_logic_error", linkageName: "_ZSt19__throw_logic_errorPKc", scope: !35, file: !3209, line: 66, type: !1865, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!3209 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/functexcept.h", directory: "", checksumkind: CSK_MD5, checksum: "a363406ed41198146320f1e077ba3f30")
!3210 = !DISubprogram(name: "__builtin_strlen", scope: !3211, file: !3211, line: 122, type: !3212, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3211 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/typeinfo", directory: "")
!3212 = !DISubroutineType(types: !3213)
!3213 = !{!94, !85}
!3214 = distinct !DISubprogram(name: "_M_realloc_insert<Item *>", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJPS1_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_", scope: !791, file: !1711, line: 440, type: !3215, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2724, declaration: !3217, retainedNodes: !3218)
!3215 = !DISubroutineType(types: !3216)
!3216 = !{null, !1393, !790, !2722}
!3217 = !DISubprogram(name: "_M_realloc_insert<Item *>", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJPS1_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_", scope: !791, file: !1711, line: 440, type: !3215, scopeLine: 440, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2724)
!3218 = !{!3219, !3220, !3221, !3222, !3224, !3225, !3226, !3227, !3228}
!3219 = !DILocalVariable(name: "this", arg: 1, scope: !3214, type: !2574, flags: DIFlagArtificial | DIFlagObjectPointer)
!3220 = !DILocalVariable(name: "__position", arg: 2, scope: !3214, file: !789, line: 1868, type: !790)
!3221 = !DILocalVariable(name: "__args", arg: 3, scope: !3214, file: !789, line: 1868, type: !2722)
!3222 = !DILocalVariable(name: "__len", scope: !3214, file: !1711, line: 448, type: !3223)
!3223 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !788)
!3224 = !DILocalVariable(name: "__old_start", scope: !3214, file: !1711, line: 450, type: !1381)
!3225 = !DILocalVariable(name: "__old_finish", scope: !3214, file: !1711, line: 451, type: !1381)
!3226 = !DILocalVariable(name: "__elems_before", scope: !3214, file: !1711, line: 452, type: !3223)
!3227 = !DILocalVariable(name: "__new_start", scope: !3214, file: !1711, line: 453, type: !1381)
!3228 = !DILocalVariable(name: "__new_finish", scope: !3214, file: !1711, line: 454, type: !1381)
!3229 = !DILocation(line: 0, scope: !3214)
!3230 = !DILocalVariable(name: "this", arg: 1, scope: !3231, type: !2836, flags: DIFlagArtificial | DIFlagObjectPointer)
!3231 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE12_M_check_lenEmPKc", scope: !791, file: !789, line: 1891, type: !1576, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1575, retainedNodes: !3232)
!3232 = !{!3230, !3233, !3234, !3235}
!3233 = !DILocalVariable(name: "__n", arg: 2, scope: !3231, file: !789, line: 1891, type: !788)
!3234 = !DILocalVariable(name: "__s", arg: 3, scope: !3231, file: !789, line: 1891, type: !85)
!3235 = !DILocalVariable(name: "__len", scope: !3231, file: !789, line: 1896, type: !3223)
!3236 = !DILocation(line: 0, scope: !3231, inlinedAt: !3237)
!3237 = distinct !DILocation(line: 449, column: 2, scope: !3214)
!3238 = !DILocation(line: 0, scope: !2834, inlinedAt: !3239)
!3239 = distinct !DILocation(line: 1893, column: 19, scope: !3240, inlinedAt: !3237)
!3240 = distinct !DILexicalBlock(scope: !3231, file: !789, line: 1893, column: 6)
!3241 = !DILocation(line: 988, column: 40, scope: !2834, inlinedAt: !3239)
!3242 = !DILocation(line: 988, column: 66, scope: !2834, inlinedAt: !3239)
!3243 = !DILocation(line: 988, column: 50, scope: !2834, inlinedAt: !3239)
!3244 = !DILocation(line: 1893, column: 26, scope: !3240, inlinedAt: !3237)
!3245 = !DILocation(line: 1893, column: 6, scope: !3231, inlinedAt: !3237)
!3246 = !DILocation(line: 1894, column: 4, scope: !3240, inlinedAt: !3237)
!3247 = !DILocation(line: 0, scope: !2834, inlinedAt: !3248)
!3248 = distinct !DILocation(line: 1896, column: 26, scope: !3231, inlinedAt: !3237)
!3249 = !DILocation(line: 0, scope: !2834, inlinedAt: !3250)
!3250 = distinct !DILocation(line: 1896, column: 46, scope: !3231, inlinedAt: !3237)
!3251 = !DILocation(line: 1896, column: 35, scope: !3231, inlinedAt: !3237)
!3252 = !DILocation(line: 1896, column: 33, scope: !3231, inlinedAt: !3237)
!3253 = !DILocation(line: 0, scope: !2834, inlinedAt: !3254)
!3254 = distinct !DILocation(line: 1897, column: 18, scope: !3231, inlinedAt: !3237)
!3255 = !DILocation(line: 1897, column: 16, scope: !3231, inlinedAt: !3237)
!3256 = !DILocation(line: 1897, column: 25, scope: !3231, inlinedAt: !3237)
!3257 = !DILocalVariable(name: "__lhs", arg: 1, scope: !3258, file: !232, line: 1330, type: !3261)
!3258 = distinct !DISubprogram(name: "operator-<std::unique_ptr<Item, std::default_delete<Item> > *, std::vector<std::unique_ptr<Item, std::default_delete<Item> >, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > > >", linkageName: "_ZN9__gnu_cxxmiIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEENS_17__normal_iteratorIT_T0_E15difference_typeERKSD_SG_", scope: !24, file: !232, line: 1330, type: !3259, scopeLine: 1333, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !1659, retainedNodes: !3262)
!3259 = !DISubroutineType(types: !3260)
!3260 = !{!1644, !3261, !3261}
!3261 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1626, size: 64)
!3262 = !{!3257, !3263}
!3263 = !DILocalVariable(name: "__rhs", arg: 2, scope: !3258, file: !232, line: 1331, type: !3261)
!3264 = !DILocation(line: 0, scope: !3258, inlinedAt: !3265)
!3265 = distinct !DILocation(line: 452, column: 51, scope: !3214)
!3266 = !DILocation(line: 1333, column: 27, scope: !3258, inlinedAt: !3265)
!3267 = !DILocalVariable(name: "this", arg: 1, scope: !3268, type: !2580, flags: DIFlagArtificial | DIFlagObjectPointer)
!3268 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE11_M_allocateEm", scope: !794, file: !789, line: 375, type: !1336, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1335, retainedNodes: !3269)
!3269 = !{!3267, !3270}
!3270 = !DILocalVariable(name: "__n", arg: 2, scope: !3268, file: !789, line: 375, type: !92)
!3271 = !DILocation(line: 0, scope: !3268, inlinedAt: !3272)
!3272 = distinct !DILocation(line: 453, column: 33, scope: !3214)
!3273 = !DILocation(line: 378, column: 13, scope: !3268, inlinedAt: !3272)
!3274 = !DILocation(line: 378, column: 9, scope: !3268, inlinedAt: !3272)
!3275 = !DILocalVariable(name: "__a", arg: 1, scope: !3276, file: !46, line: 463, type: !1161)
!3276 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE8allocateERS5_m", scope: !806, file: !46, line: 463, type: !809, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !808, retainedNodes: !3277)
!3277 = !{!3275, !3278}
!3278 = !DILocalVariable(name: "__n", arg: 2, scope: !3276, file: !46, line: 463, type: !120)
!3279 = !DILocation(line: 0, scope: !3276, inlinedAt: !3280)
!3280 = distinct !DILocation(line: 378, column: 20, scope: !3268, inlinedAt: !3272)
!3281 = !DILocalVariable(name: "this", arg: 1, scope: !3282, type: !2759, flags: DIFlagArtificial | DIFlagObjectPointer)
!3282 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE8allocateEmPKv", scope: !1167, file: !62, line: 112, type: !1192, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1191, retainedNodes: !3283)
!3283 = !{!3281, !3284, !3285}
!3284 = !DILocalVariable(name: "__n", arg: 2, scope: !3282, file: !62, line: 112, type: !91)
!3285 = !DILocalVariable(arg: 3, scope: !3282, file: !62, line: 112, type: !95)
!3286 = !DILocation(line: 0, scope: !3282, inlinedAt: !3287)
!3287 = distinct !DILocation(line: 464, column: 20, scope: !3276, inlinedAt: !3280)
!3288 = !DILocation(line: 137, column: 53, scope: !3282, inlinedAt: !3287)
!3289 = !DILocation(line: 137, column: 27, scope: !3282, inlinedAt: !3287)
!3290 = !DILocation(line: 463, column: 20, scope: !3291)
!3291 = distinct !DILexicalBlock(scope: !3214, file: !1711, line: 456, column: 2)
!3292 = !DILocation(line: 0, scope: !2739, inlinedAt: !3293)
!3293 = distinct !DILocation(line: 462, column: 4, scope: !3291)
!3294 = !DILocation(line: 0, scope: !2752, inlinedAt: !3295)
!3295 = distinct !DILocation(line: 516, column: 8, scope: !2739, inlinedAt: !3293)
!3296 = !DILocation(line: 175, column: 27, scope: !2752, inlinedAt: !3295)
!3297 = !DILocation(line: 0, scope: !2763, inlinedAt: !3298)
!3298 = distinct !DILocation(line: 175, column: 23, scope: !2752, inlinedAt: !3295)
!3299 = !DILocation(line: 0, scope: !2773, inlinedAt: !3300)
!3300 = distinct !DILocation(line: 310, column: 4, scope: !2763, inlinedAt: !3298)
!3301 = !DILocation(line: 0, scope: !2783, inlinedAt: !3302)
!3302 = distinct !DILocation(line: 233, column: 40, scope: !2773, inlinedAt: !3300)
!3303 = !DILocation(line: 168, column: 56, scope: !2790, inlinedAt: !3302)
!3304 = !DILocalVariable(name: "__first", arg: 1, scope: !3305, file: !789, line: 499, type: !1381)
!3305 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE11_S_relocateEPS4_S7_S7_RS5_", scope: !791, file: !789, line: 499, type: !1388, scopeLine: 501, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1387, retainedNodes: !3306)
!3306 = !{!3304, !3307, !3308, !3309}
!3307 = !DILocalVariable(name: "__last", arg: 2, scope: !3305, file: !789, line: 499, type: !1381)
!3308 = !DILocalVariable(name: "__result", arg: 3, scope: !3305, file: !789, line: 499, type: !1381)
!3309 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3305, file: !789, line: 500, type: !1382)
!3310 = !DILocation(line: 0, scope: !3305, inlinedAt: !3311)
!3311 = distinct !DILocation(line: 474, column: 23, scope: !3312)
!3312 = distinct !DILexicalBlock(scope: !3313, file: !1711, line: 473, column: 6)
!3313 = distinct !DILexicalBlock(scope: !3291, file: !1711, line: 472, column: 29)
!3314 = !DILocalVariable(name: "__first", arg: 1, scope: !3315, file: !3316, line: 1127, type: !812)
!3315 = distinct !DISubprogram(name: "__relocate_a<std::unique_ptr<Item, std::default_delete<Item> > *, std::unique_ptr<Item, std::default_delete<Item> > *, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > >", linkageName: "_ZSt12__relocate_aIPSt10unique_ptrI4ItemSt14default_deleteIS1_EES5_SaIS4_EET0_T_S8_S7_RT1_", scope: !35, file: !3316, line: 1127, type: !3317, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3323, retainedNodes: !3319)
!3316 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!3317 = !DISubroutineType(types: !3318)
!3318 = !{!812, !812, !812, !812, !1215}
!3319 = !{!3314, !3320, !3321, !3322}
!3320 = !DILocalVariable(name: "__last", arg: 2, scope: !3315, file: !3316, line: 1127, type: !812)
!3321 = !DILocalVariable(name: "__result", arg: 3, scope: !3315, file: !3316, line: 1128, type: !812)
!3322 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3315, file: !3316, line: 1128, type: !1215)
!3323 = !{!3324, !2909, !3325}
!3324 = !DITemplateTypeParameter(name: "_InputIterator", type: !812)
!3325 = !DITemplateTypeParameter(name: "_Allocator", type: !1163)
!3326 = !DILocation(line: 0, scope: !3315, inlinedAt: !3327)
!3327 = distinct !DILocation(line: 504, column: 9, scope: !3305, inlinedAt: !3311)
!3328 = !DILocalVariable(name: "__first", arg: 1, scope: !3329, file: !3316, line: 1078, type: !812)
!3329 = distinct !DISubprogram(name: "__relocate_a_1<std::unique_ptr<Item, std::default_delete<Item> > *, std::unique_ptr<Item, std::default_delete<Item> > *, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > >", linkageName: "_ZSt14__relocate_a_1IPSt10unique_ptrI4ItemSt14default_deleteIS1_EES5_SaIS4_EET0_T_S8_S7_RT1_", scope: !35, file: !3316, line: 1078, type: !3317, scopeLine: 1083, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3323, retainedNodes: !3330)
!3330 = !{!3328, !3331, !3332, !3333, !3334}
!3331 = !DILocalVariable(name: "__last", arg: 2, scope: !3329, file: !3316, line: 1078, type: !812)
!3332 = !DILocalVariable(name: "__result", arg: 3, scope: !3329, file: !3316, line: 1079, type: !812)
!3333 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3329, file: !3316, line: 1079, type: !1215)
!3334 = !DILocalVariable(name: "__cur", scope: !3329, file: !3316, line: 1090, type: !812)
!3335 = !DILocation(line: 0, scope: !3329, inlinedAt: !3336)
!3336 = distinct !DILocation(line: 1133, column: 14, scope: !3315, inlinedAt: !3327)
!3337 = !DILocation(line: 1091, column: 22, scope: !3338, inlinedAt: !3336)
!3338 = distinct !DILexicalBlock(scope: !3339, file: !3316, line: 1091, column: 7)
!3339 = distinct !DILexicalBlock(scope: !3329, file: !3316, line: 1091, column: 7)
!3340 = !DILocation(line: 1091, column: 7, scope: !3339, inlinedAt: !3336)
!3341 = !{!3342}
!3342 = distinct !{!3342, !3343, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!3343 = distinct !{!3343, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!3344 = !DILocation(line: 1092, column: 2, scope: !3338, inlinedAt: !3336)
!3345 = !{!3346}
!3346 = distinct !{!3346, !3343, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!3347 = !DILocation(line: 301, column: 7, scope: !3348, inlinedAt: !3353)
!3348 = distinct !DISubprogram(name: "_Tuple_impl", linkageName: "_ZNSt11_Tuple_implILm0EJP4ItemSt14default_deleteIS0_EEEC2EOS4_", scope: !827, file: !824, line: 301, type: !1003, scopeLine: 301, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1002, retainedNodes: !3349)
!3349 = !{!3350, !3352}
!3350 = !DILocalVariable(name: "this", arg: 1, scope: !3348, type: !3351, flags: DIFlagArtificial | DIFlagObjectPointer)
!3351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !827, size: 64)
!3352 = !DILocalVariable(arg: 2, scope: !3348, file: !824, line: 301, type: !1005)
!3353 = distinct !DILocation(line: 1090, column: 17, scope: !3354, inlinedAt: !3359)
!3354 = distinct !DISubprogram(name: "tuple", linkageName: "_ZNSt5tupleIJP4ItemSt14default_deleteIS0_EEEC2EOS4_", scope: !823, file: !824, line: 1090, type: !1021, scopeLine: 1090, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1020, retainedNodes: !3355)
!3355 = !{!3356, !3358}
!3356 = !DILocalVariable(name: "this", arg: 1, scope: !3354, type: !3357, flags: DIFlagArtificial | DIFlagObjectPointer)
!3357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !823, size: 64)
!3358 = !DILocalVariable(arg: 2, scope: !3354, file: !824, line: 1090, type: !1023)
!3359 = distinct !DILocation(line: 177, column: 9, scope: !3360, inlinedAt: !3364)
!3360 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EEC2EOS3_", scope: !820, file: !814, line: 176, type: !1058, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1057, retainedNodes: !3361)
!3361 = !{!3362, !3363}
!3362 = !DILocalVariable(name: "this", arg: 1, scope: !3360, type: !2786, flags: DIFlagArtificial | DIFlagObjectPointer)
!3363 = !DILocalVariable(name: "__u", arg: 2, scope: !3360, file: !814, line: 176, type: !1060)
!3364 = distinct !DILocation(line: 234, column: 7, scope: !3365, inlinedAt: !3369)
!3365 = distinct !DISubprogram(name: "__uniq_ptr_data", linkageName: "_ZNSt15__uniq_ptr_dataI4ItemSt14default_deleteIS0_ELb1ELb1EEC2EOS3_", scope: !817, file: !814, line: 234, type: !1090, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1089, retainedNodes: !3366)
!3366 = !{!3367, !3368}
!3367 = !DILocalVariable(name: "this", arg: 1, scope: !3365, type: !2779, flags: DIFlagArtificial | DIFlagObjectPointer)
!3368 = !DILocalVariable(arg: 2, scope: !3365, file: !814, line: 234, type: !1093)
!3369 = distinct !DILocation(line: 358, column: 7, scope: !3370, inlinedAt: !3374)
!3370 = distinct !DISubprogram(name: "unique_ptr", linkageName: "_ZNSt10unique_ptrI4ItemSt14default_deleteIS0_EEC2EOS3_", scope: !813, file: !814, line: 358, type: !1100, scopeLine: 358, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1099, retainedNodes: !3371)
!3371 = !{!3372, !3373}
!3372 = !DILocalVariable(name: "this", arg: 1, scope: !3370, type: !812, flags: DIFlagArtificial | DIFlagObjectPointer)
!3373 = !DILocalVariable(arg: 2, scope: !3370, file: !814, line: 358, type: !1103)
!3374 = distinct !DILocation(line: 175, column: 23, scope: !3375, inlinedAt: !3387)
!3375 = distinct !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE9constructIS4_JS4_EEEvPT_DpOT0_", scope: !1167, file: !62, line: 173, type: !3376, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3379, declaration: !3378, retainedNodes: !3383)
!3376 = !DISubroutineType(types: !3377)
!3377 = !{null, !1172, !812, !1103}
!3378 = !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE9constructIS4_JS4_EEEvPT_DpOT0_", scope: !1167, file: !62, line: 173, type: !3376, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3379)
!3379 = !{!2744, !3380}
!3380 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !3381)
!3381 = !{!3382}
!3382 = !DITemplateTypeParameter(type: !813)
!3383 = !{!3384, !3385, !3386}
!3384 = !DILocalVariable(name: "this", arg: 1, scope: !3375, type: !2759, flags: DIFlagArtificial | DIFlagObjectPointer)
!3385 = !DILocalVariable(name: "__p", arg: 2, scope: !3375, file: !62, line: 173, type: !812)
!3386 = !DILocalVariable(name: "__args", arg: 3, scope: !3375, file: !62, line: 173, type: !1103)
!3387 = distinct !DILocation(line: 516, column: 8, scope: !3388, inlinedAt: !3396)
!3388 = distinct !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE9constructIS4_JS4_EEEvRS5_PT_DpOT0_", scope: !806, file: !46, line: 511, type: !3389, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3379, declaration: !3391, retainedNodes: !3392)
!3389 = !DISubroutineType(types: !3390)
!3390 = !{null, !1161, !812, !1103}
!3391 = !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE9constructIS4_JS4_EEEvRS5_PT_DpOT0_", scope: !806, file: !46, line: 511, type: !3389, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !3379)
!3392 = !{!3393, !3394, !3395}
!3393 = !DILocalVariable(name: "__a", arg: 1, scope: !3388, file: !46, line: 511, type: !1161)
!3394 = !DILocalVariable(name: "__p", arg: 2, scope: !3388, file: !46, line: 511, type: !812)
!3395 = !DILocalVariable(name: "__args", arg: 3, scope: !3388, file: !46, line: 512, type: !1103)
!3396 = distinct !DILocation(line: 1064, column: 7, scope: !3397, inlinedAt: !3406)
!3397 = distinct !DISubprogram(name: "__relocate_object_a<std::unique_ptr<Item, std::default_delete<Item> >, std::unique_ptr<Item, std::default_delete<Item> >, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > >", linkageName: "_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_", scope: !35, file: !3316, line: 1056, type: !3398, scopeLine: 1062, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3405, retainedNodes: !3401)
!3398 = !DISubroutineType(types: !3399)
!3399 = !{null, !3400, !3400, !1215}
!3400 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !812)
!3401 = !{!3402, !3403, !3404}
!3402 = !DILocalVariable(name: "__dest", arg: 1, scope: !3397, file: !3316, line: 1056, type: !3400)
!3403 = !DILocalVariable(name: "__orig", arg: 2, scope: !3397, file: !3316, line: 1056, type: !3400)
!3404 = !DILocalVariable(name: "__alloc", arg: 3, scope: !3397, file: !3316, line: 1057, type: !1215)
!3405 = !{!1202, !2744, !3325}
!3406 = distinct !DILocation(line: 1092, column: 2, scope: !3338, inlinedAt: !3336)
!3407 = !{!3346, !3408}
!3408 = distinct !{!3408, !3409}
!3409 = distinct !{!3409, !"LVerDomain"}
!3410 = !{!3342, !3411}
!3411 = distinct !{!3411, !3409}
!3412 = !DILocation(line: 397, column: 8, scope: !2947, inlinedAt: !3413)
!3413 = distinct !DILocation(line: 181, column: 10, scope: !3414, inlinedAt: !3422)
!3414 = distinct !DISubprogram(name: "destroy<std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE7destroyIS4_EEvPT_", scope: !1167, file: !62, line: 179, type: !3415, scopeLine: 181, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3418, declaration: !3417, retainedNodes: !3419)
!3415 = !DISubroutineType(types: !3416)
!3416 = !{null, !1172, !812}
!3417 = !DISubprogram(name: "destroy<std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE7destroyIS4_EEvPT_", scope: !1167, file: !62, line: 179, type: !3415, scopeLine: 179, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3418)
!3418 = !{!2744}
!3419 = !{!3420, !3421}
!3420 = !DILocalVariable(name: "this", arg: 1, scope: !3414, type: !2759, flags: DIFlagArtificial | DIFlagObjectPointer)
!3421 = !DILocalVariable(name: "__p", arg: 2, scope: !3414, file: !62, line: 179, type: !812)
!3422 = distinct !DILocation(line: 535, column: 8, scope: !3423, inlinedAt: !3430)
!3423 = distinct !DISubprogram(name: "destroy<std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE7destroyIS4_EEvRS5_PT_", scope: !806, file: !46, line: 531, type: !3424, scopeLine: 533, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3418, declaration: !3426, retainedNodes: !3427)
!3424 = !DISubroutineType(types: !3425)
!3425 = !{null, !1161, !812}
!3426 = !DISubprogram(name: "destroy<std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE7destroyIS4_EEvRS5_PT_", scope: !806, file: !46, line: 531, type: !3424, scopeLine: 531, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !3418)
!3427 = !{!3428, !3429}
!3428 = !DILocalVariable(name: "__a", arg: 1, scope: !3423, file: !46, line: 531, type: !1161)
!3429 = !DILocalVariable(name: "__p", arg: 2, scope: !3423, file: !46, line: 531, type: !812)
!3430 = distinct !DILocation(line: 1065, column: 7, scope: !3397, inlinedAt: !3406)
!3431 = distinct !{!3431, !3340, !3432, !2812, !3433, !3434}
!3432 = !DILocation(line: 1093, column: 41, scope: !3339, inlinedAt: !3336)
!3433 = !{!"llvm.loop.isvectorized", i32 1}
!3434 = !{!"llvm.loop.unroll.runtime.disable"}
!3435 = !DILocation(line: 0, scope: !3397, inlinedAt: !3406)
!3436 = !DILocation(line: 0, scope: !3388, inlinedAt: !3396)
!3437 = !DILocation(line: 0, scope: !3375, inlinedAt: !3387)
!3438 = !DILocation(line: 0, scope: !3370, inlinedAt: !3374)
!3439 = !DILocation(line: 0, scope: !3365, inlinedAt: !3369)
!3440 = !DILocation(line: 0, scope: !3360, inlinedAt: !3364)
!3441 = !DILocation(line: 0, scope: !3354, inlinedAt: !3359)
!3442 = !DILocation(line: 0, scope: !3348, inlinedAt: !3353)
!3443 = !DILocation(line: 0, scope: !3423, inlinedAt: !3430)
!3444 = !DILocation(line: 0, scope: !3414, inlinedAt: !3422)
!3445 = !DILocation(line: 0, scope: !2944, inlinedAt: !3413)
!3446 = !DILocation(line: 0, scope: !2947, inlinedAt: !3413)
!3447 = !DILocation(line: 1091, column: 33, scope: !3338, inlinedAt: !3336)
!3448 = !DILocation(line: 1091, column: 50, scope: !3338, inlinedAt: !3336)
!3449 = distinct !{!3449, !3340, !3432, !2812, !3433}
!3450 = !DILocation(line: 477, column: 8, scope: !3312)
!3451 = !DILocation(line: 0, scope: !3305, inlinedAt: !3452)
!3452 = distinct !DILocation(line: 479, column: 23, scope: !3312)
!3453 = !DILocation(line: 0, scope: !3315, inlinedAt: !3454)
!3454 = distinct !DILocation(line: 504, column: 9, scope: !3305, inlinedAt: !3452)
!3455 = !DILocation(line: 0, scope: !3329, inlinedAt: !3456)
!3456 = distinct !DILocation(line: 1133, column: 14, scope: !3315, inlinedAt: !3454)
!3457 = !DILocation(line: 1091, column: 22, scope: !3338, inlinedAt: !3456)
!3458 = !DILocation(line: 1091, column: 7, scope: !3339, inlinedAt: !3456)
!3459 = !{!3460}
!3460 = distinct !{!3460, !3461, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!3461 = distinct !{!3461, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!3462 = !DILocation(line: 1092, column: 2, scope: !3338, inlinedAt: !3456)
!3463 = !{!3464}
!3464 = distinct !{!3464, !3461, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!3465 = !DILocation(line: 301, column: 7, scope: !3348, inlinedAt: !3466)
!3466 = distinct !DILocation(line: 1090, column: 17, scope: !3354, inlinedAt: !3467)
!3467 = distinct !DILocation(line: 177, column: 9, scope: !3360, inlinedAt: !3468)
!3468 = distinct !DILocation(line: 234, column: 7, scope: !3365, inlinedAt: !3469)
!3469 = distinct !DILocation(line: 358, column: 7, scope: !3370, inlinedAt: !3470)
!3470 = distinct !DILocation(line: 175, column: 23, scope: !3375, inlinedAt: !3471)
!3471 = distinct !DILocation(line: 516, column: 8, scope: !3388, inlinedAt: !3472)
!3472 = distinct !DILocation(line: 1064, column: 7, scope: !3397, inlinedAt: !3473)
!3473 = distinct !DILocation(line: 1092, column: 2, scope: !3338, inlinedAt: !3456)
!3474 = !{!3464, !3475}
!3475 = distinct !{!3475, !3476}
!3476 = distinct !{!3476, !"LVerDomain"}
!3477 = !{!3460, !3478}
!3478 = distinct !{!3478, !3476}
!3479 = !DILocation(line: 397, column: 8, scope: !2947, inlinedAt: !3480)
!3480 = distinct !DILocation(line: 181, column: 10, scope: !3414, inlinedAt: !3481)
!3481 = distinct !DILocation(line: 535, column: 8, scope: !3423, inlinedAt: !3482)
!3482 = distinct !DILocation(line: 1065, column: 7, scope: !3397, inlinedAt: !3473)
!3483 = distinct !{!3483, !3458, !3484, !2812, !3433, !3434}
!3484 = !DILocation(line: 1093, column: 41, scope: !3339, inlinedAt: !3456)
!3485 = !DILocation(line: 0, scope: !3397, inlinedAt: !3473)
!3486 = !DILocation(line: 0, scope: !3388, inlinedAt: !3472)
!3487 = !DILocation(line: 0, scope: !3375, inlinedAt: !3471)
!3488 = !DILocation(line: 0, scope: !3370, inlinedAt: !3470)
!3489 = !DILocation(line: 0, scope: !3365, inlinedAt: !3469)
!3490 = !DILocation(line: 0, scope: !3360, inlinedAt: !3468)
!3491 = !DILocation(line: 0, scope: !3354, inlinedAt: !3467)
!3492 = !DILocation(line: 0, scope: !3348, inlinedAt: !3466)
!3493 = !DILocation(line: 0, scope: !3423, inlinedAt: !3482)
!3494 = !DILocation(line: 0, scope: !3414, inlinedAt: !3481)
!3495 = !DILocation(line: 0, scope: !2944, inlinedAt: !3480)
!3496 = !DILocation(line: 0, scope: !2947, inlinedAt: !3480)
!3497 = !DILocation(line: 1091, column: 33, scope: !3338, inlinedAt: !3456)
!3498 = !DILocation(line: 1091, column: 50, scope: !3338, inlinedAt: !3456)
!3499 = distinct !{!3499, !3458, !3484, !2812, !3433}
!3500 = !DILocation(line: 514, column: 21, scope: !3214)
!3501 = !DILocation(line: 0, scope: !2976, inlinedAt: !3502)
!3502 = distinct !DILocation(line: 513, column: 7, scope: !3214)
!3503 = !DILocation(line: 386, column: 6, scope: !2983, inlinedAt: !3502)
!3504 = !DILocation(line: 386, column: 6, scope: !2976, inlinedAt: !3502)
!3505 = !DILocation(line: 514, column: 39, scope: !3214)
!3506 = !DILocation(line: 0, scope: !2988, inlinedAt: !3507)
!3507 = distinct !DILocation(line: 387, column: 4, scope: !2983, inlinedAt: !3502)
!3508 = !DILocation(line: 0, scope: !2995, inlinedAt: !3509)
!3509 = distinct !DILocation(line: 496, column: 13, scope: !2988, inlinedAt: !3507)
!3510 = !DILocation(line: 158, column: 2, scope: !2995, inlinedAt: !3509)
!3511 = !DILocation(line: 387, column: 4, scope: !2983, inlinedAt: !3502)
!3512 = !DILocation(line: 515, column: 30, scope: !3214)
!3513 = !DILocation(line: 516, column: 31, scope: !3214)
!3514 = !DILocation(line: 517, column: 53, scope: !3214)
!3515 = !DILocation(line: 517, column: 39, scope: !3214)
!3516 = !DILocation(line: 518, column: 5, scope: !3214)
!3517 = !DISubprogram(name: "__throw_length_error", linkageName: "_ZSt20__throw_length_errorPKc", scope: !35, file: !3209, line: 75, type: !1865, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
