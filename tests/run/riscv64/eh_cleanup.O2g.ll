; ModuleID = 'tests/run/riscv64/eh_cleanup.cpp'
source_filename = "tests/run/riscv64/eh_cleanup.cpp"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @_Z5buildi(i32 noundef signext %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !2551 {
  %2 = alloca %"class.std::vector", align 8, !DIAssignID !2562
    #dbg_assign(i1 undef, !2554, !DIExpression(), !2562, ptr %2, !DIExpression(), !2563)
  %3 = alloca %"class.std::__cxx11::basic_string", align 8, !DIAssignID !2564
    #dbg_assign(i1 undef, !2555, !DIExpression(), !2564, ptr %3, !DIExpression(), !2563)
  %4 = alloca ptr, align 8
  %5 = alloca [3 x %struct.Item], align 4, !DIAssignID !2565
    #dbg_assign(i1 undef, !2558, !DIExpression(), !2565, ptr %5, !DIExpression(), !2563)
    #dbg_value(i32 %0, !2553, !DIExpression(), !2563)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #17, !dbg !2566
    #dbg_value(ptr %2, !2567, !DIExpression(), !2571)
    #dbg_value(ptr %2, !2573, !DIExpression(), !2577)
    #dbg_value(ptr %2, !2579, !DIExpression(), !2583)
    #dbg_value(ptr %2, !2585, !DIExpression(), !2589)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, i8 0, i64 24, i1 false), !dbg !2591, !DIAssignID !2592
    #dbg_assign(i8 0, !2554, !DIExpression(), !2592, ptr %2, !DIExpression(), !2563)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #17, !dbg !2593
    #dbg_value(ptr %3, !2594, !DIExpression(), !2606)
    #dbg_value(ptr poison, !2602, !DIExpression(), !2606)
    #dbg_value(ptr undef, !2603, !DIExpression(), !2606)
    #dbg_value(ptr %3, !2608, !DIExpression(), !2611)
  %6 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !2613
    #dbg_value(ptr %3, !2614, !DIExpression(), !2620)
    #dbg_value(ptr %6, !2617, !DIExpression(), !2620)
    #dbg_value(ptr undef, !2618, !DIExpression(), !2620)
  store ptr %6, ptr %3, align 8, !dbg !2622, !tbaa !2623, !DIAssignID !2628
    #dbg_assign(ptr %6, !2555, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2628, ptr %3, !DIExpression(), !2563)
    #dbg_value(!DIArgList(ptr poison, i64 4), !2604, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2629)
    #dbg_assign(i1 undef, !1678, !DIExpression(), !2630, ptr undef, !DIExpression(), !2631)
    #dbg_value(i64 0, !1677, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2631)
    #dbg_value(ptr %3, !1673, !DIExpression(), !2631)
    #dbg_value(ptr poison, !1675, !DIExpression(), !2631)
    #dbg_value(!DIArgList(ptr poison, i64 4), !1676, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2631)
    #dbg_assign(i64 4, !1678, !DIExpression(), !2633, ptr undef, !DIExpression(), !2631)
    #dbg_value(ptr %3, !1679, !DIExpression(), !2631)
    #dbg_value(ptr %3, !2634, !DIExpression(), !2638)
    #dbg_value(ptr %6, !2640, !DIExpression(), !2645)
    #dbg_value(ptr poison, !2643, !DIExpression(), !2645)
    #dbg_value(!DIArgList(ptr poison, i64 4), !2644, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2645)
    #dbg_value(ptr %6, !2647, !DIExpression(), !2652)
    #dbg_value(ptr poison, !2650, !DIExpression(), !2652)
    #dbg_value(i64 4, !2651, !DIExpression(), !2652)
  store i32 1953720684, ptr %6, align 8, !dbg !2654
    #dbg_value(ptr null, !1679, !DIExpression(), !2631)
    #dbg_value(ptr %3, !2662, !DIExpression(), !2666)
    #dbg_value(i64 4, !2665, !DIExpression(), !2666)
    #dbg_value(ptr %3, !2668, !DIExpression(), !2672)
    #dbg_value(i64 4, !2671, !DIExpression(), !2672)
  %7 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2674
  store i64 4, ptr %7, align 8, !dbg !2675, !tbaa !2676, !DIAssignID !2679
    #dbg_assign(i64 4, !2555, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2679, ptr %7, !DIExpression(), !2563)
    #dbg_value(ptr %3, !2634, !DIExpression(), !2680)
  %8 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !2682
    #dbg_value(ptr %8, !2683, !DIExpression(), !2687)
    #dbg_value(ptr undef, !2686, !DIExpression(), !2687)
  store i8 0, ptr %8, align 4, !dbg !2689, !tbaa !2690
    #dbg_value(i32 0, !2556, !DIExpression(), !2691)
  %9 = icmp sgt i32 %0, 0, !dbg !2692
  br i1 %9, label %10, label %41, !dbg !2694

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = getelementptr inbounds i8, ptr %2, i64 16
  br label %13, !dbg !2694

13:                                               ; preds = %10, %32
  %14 = phi i32 [ 0, %10 ], [ %33, %32 ]
    #dbg_value(i32 %14, !2556, !DIExpression(), !2691)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #17, !dbg !2695
  %15 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18
          to label %16 unwind label %35, !dbg !2695, !heapallocsite !775

16:                                               ; preds = %13
    #dbg_value(ptr %15, !2696, !DIExpression(), !2700)
    #dbg_value(i32 %14, !2699, !DIExpression(), !2700)
  store i32 %14, ptr %15, align 4, !dbg !2702, !tbaa !2703
  %17 = icmp eq i32 %14, 13, !dbg !2706
  br i1 %17, label %18, label %21, !dbg !2709

18:                                               ; preds = %16
  %19 = call ptr @__cxa_allocate_exception(i64 4) #17, !dbg !2710
  store i32 13, ptr %19, align 16, !dbg !2710, !tbaa !2711
  invoke void @__cxa_throw(ptr nonnull %19, ptr nonnull @_ZTIi, ptr null) #19
          to label %20 unwind label %37, !dbg !2710

20:                                               ; preds = %18
  unreachable, !dbg !2710

21:                                               ; preds = %16
  %22 = load i32, ptr @_ZL11constructed, align 4, !dbg !2712, !tbaa !2711
  %23 = add nsw i32 %22, 1, !dbg !2712
  store i32 %23, ptr @_ZL11constructed, align 4, !dbg !2712, !tbaa !2711
  store ptr %15, ptr %4, align 8, !dbg !2695, !tbaa !2713
    #dbg_value(ptr %2, !2714, !DIExpression(), !2725)
    #dbg_value(ptr %4, !2724, !DIExpression(), !2725)
  %24 = load ptr, ptr %11, align 8, !dbg !2727, !tbaa !2713
  %25 = load ptr, ptr %12, align 8, !dbg !2729, !tbaa !2730
  %26 = icmp eq ptr %24, %25, !dbg !2732
  br i1 %26, label %30, label %27, !dbg !2733

27:                                               ; preds = %21
    #dbg_value(ptr %2, !2734, !DIExpression(), !2744)
    #dbg_value(ptr %24, !2742, !DIExpression(), !2744)
    #dbg_value(ptr %4, !2743, !DIExpression(), !2744)
    #dbg_value(ptr %2, !2747, !DIExpression(), !2756)
    #dbg_value(ptr %24, !2753, !DIExpression(), !2756)
    #dbg_value(ptr %4, !2754, !DIExpression(), !2756)
    #dbg_value(ptr %24, !2758, !DIExpression(), !2766)
    #dbg_value(ptr %15, !2765, !DIExpression(), !2766)
    #dbg_value(ptr %24, !2768, !DIExpression(), !2776)
    #dbg_value(ptr %15, !2774, !DIExpression(), !2776)
    #dbg_value(ptr %24, !2778, !DIExpression(), !2783)
    #dbg_value(ptr %15, !2781, !DIExpression(), !2783)
  store ptr %15, ptr %24, align 8, !dbg !2785, !tbaa !2713
  %28 = load ptr, ptr %11, align 8, !dbg !2787, !tbaa !2788
  %29 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !2787
  store ptr %29, ptr %11, align 8, !dbg !2787, !tbaa !2788, !DIAssignID !2789
    #dbg_assign(ptr %29, !2554, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2789, ptr %11, !DIExpression(), !2563)
  br label %32, !dbg !2790

30:                                               ; preds = %21
    #dbg_value(ptr %2, !2791, !DIExpression(), !2794)
  %31 = ptrtoint ptr %24 to i64, !dbg !2796
  invoke void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJPS1_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, i64 %31, ptr noundef nonnull align 8 dereferenceable(8) %4)
          to label %32 unwind label %35, !dbg !2797

32:                                               ; preds = %30, %27
    #dbg_value(ptr %2, !2791, !DIExpression(), !2798)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17, !dbg !2804
  %33 = add nuw nsw i32 %14, 1, !dbg !2805
    #dbg_value(i32 %33, !2556, !DIExpression(), !2691)
  %34 = icmp eq i32 %33, %0, !dbg !2692
  br i1 %34, label %41, label %13, !dbg !2694, !llvm.loop !2806

35:                                               ; preds = %30, %13
  %36 = landingpad { ptr, i32 }
          cleanup, !dbg !2809
  br label %39, !dbg !2809

37:                                               ; preds = %18
  %38 = landingpad { ptr, i32 }
          cleanup, !dbg !2809
  call void @_ZdlPvm(ptr noundef nonnull %15, i64 noundef 4) #20, !dbg !2695
  br label %39, !dbg !2695

39:                                               ; preds = %37, %35
  %40 = phi { ptr, i32 } [ %36, %35 ], [ %38, %37 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17, !dbg !2804
  br label %95, !dbg !2810

41:                                               ; preds = %32, %1
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5) #17, !dbg !2811
    #dbg_value(ptr %5, !2696, !DIExpression(), !2812)
    #dbg_value(i32 100, !2699, !DIExpression(), !2812)
  store i32 100, ptr %5, align 4, !dbg !2814, !tbaa !2703, !DIAssignID !2815
    #dbg_assign(i32 100, !2558, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2815, ptr %5, !DIExpression(), !2563)
  %42 = load i32, ptr @_ZL11constructed, align 4, !dbg !2816, !tbaa !2711
  %43 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !2817
    #dbg_value(ptr %43, !2696, !DIExpression(), !2818)
    #dbg_value(i32 7, !2699, !DIExpression(), !2818)
  store i32 7, ptr %43, align 4, !dbg !2820, !tbaa !2703, !DIAssignID !2821
    #dbg_assign(i32 7, !2558, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !2821, ptr %43, !DIExpression(), !2563)
  %44 = add nsw i32 %42, 2, !dbg !2822
  store i32 %44, ptr @_ZL11constructed, align 4, !dbg !2822, !tbaa !2711
  %45 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2817
    #dbg_value(ptr %45, !2696, !DIExpression(), !2823)
    #dbg_value(i32 %0, !2699, !DIExpression(), !2823)
  store i32 %0, ptr %45, align 4, !dbg !2825, !tbaa !2703, !DIAssignID !2826
    #dbg_assign(i32 %0, !2558, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2826, ptr %45, !DIExpression(), !2563)
  %46 = icmp eq i32 %0, 13, !dbg !2827
  br i1 %46, label %47, label %50, !dbg !2828

47:                                               ; preds = %41
  %48 = call ptr @__cxa_allocate_exception(i64 4) #17, !dbg !2829
  store i32 13, ptr %48, align 16, !dbg !2829, !tbaa !2711
  invoke void @__cxa_throw(ptr nonnull %48, ptr nonnull @_ZTIi, ptr null) #19
          to label %49 unwind label %59, !dbg !2829

49:                                               ; preds = %47
  unreachable, !dbg !2829

50:                                               ; preds = %41
  %51 = add nsw i32 %42, 3, !dbg !2830
  store i32 %51, ptr @_ZL11constructed, align 4, !dbg !2830, !tbaa !2711
    #dbg_value(ptr %2, !2831, !DIExpression(), !2835)
  %52 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2837
  %53 = load ptr, ptr %52, align 8, !dbg !2837, !tbaa !2788
  %54 = load ptr, ptr %2, align 8, !dbg !2838, !tbaa !2839
  %55 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2840
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %55) #17, !dbg !2840
  %56 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !2840
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %56) #17, !dbg !2840
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #17, !dbg !2840
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #17, !dbg !2840
    #dbg_value(ptr %3, !2841, !DIExpression(), !2844)
    #dbg_value(ptr %3, !2846, !DIExpression(), !2849)
    #dbg_value(ptr %3, !2852, !DIExpression(), !2855)
    #dbg_value(ptr %3, !2634, !DIExpression(), !2858)
  %57 = load ptr, ptr %3, align 8, !dbg !2860, !tbaa !2861
  %58 = icmp eq ptr %57, %6, !dbg !2862
  br i1 %58, label %65, label %62, !dbg !2863

59:                                               ; preds = %47
  %60 = landingpad { ptr, i32 }
          cleanup, !dbg !2840
  %61 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !2817
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %61) #17, !dbg !2817
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #17, !dbg !2817
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #17, !dbg !2840
  br label %95, !dbg !2840

62:                                               ; preds = %50
  %63 = load i64, ptr %6, align 8, !dbg !2864, !tbaa !2690
    #dbg_value(ptr %3, !2865, !DIExpression(), !2869)
    #dbg_value(i64 %63, !2868, !DIExpression(), !2869)
    #dbg_value(ptr %3, !2634, !DIExpression(), !2871)
  %64 = add i64 %63, 1, !dbg !2873
    #dbg_value(ptr %3, !2874, !DIExpression(), !2879)
    #dbg_value(ptr %57, !2877, !DIExpression(), !2879)
    #dbg_value(i64 %64, !2878, !DIExpression(), !2879)
    #dbg_value(ptr %3, !2881, !DIExpression(), !2887)
    #dbg_value(ptr %57, !2884, !DIExpression(), !2887)
    #dbg_value(i64 %64, !2885, !DIExpression(), !2887)
  call void @_ZdlPvm(ptr noundef %57, i64 noundef %64) #20, !dbg !2889
  br label %65, !dbg !2890

65:                                               ; preds = %50, %62
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #17, !dbg !2840
    #dbg_value(ptr %2, !2891, !DIExpression(), !2894)
  %66 = load ptr, ptr %2, align 8, !dbg !2896, !tbaa !2839
  %67 = load ptr, ptr %52, align 8, !dbg !2898, !tbaa !2788
    #dbg_value(ptr %66, !2899, !DIExpression(), !2908)
    #dbg_value(ptr %67, !2904, !DIExpression(), !2908)
    #dbg_value(ptr %2, !2905, !DIExpression(), !2908)
    #dbg_value(ptr %66, !2910, !DIExpression(), !2918)
    #dbg_value(ptr %67, !2916, !DIExpression(), !2918)
    #dbg_value(ptr %66, !2920, !DIExpression(), !2928)
    #dbg_value(ptr %67, !2927, !DIExpression(), !2928)
  %68 = icmp eq ptr %66, %67, !dbg !2930
  br i1 %68, label %79, label %69, !dbg !2933

69:                                               ; preds = %65, %74
  %70 = phi ptr [ %75, %74 ], [ %66, %65 ]
    #dbg_value(ptr %70, !2920, !DIExpression(), !2928)
    #dbg_value(ptr %70, !2934, !DIExpression(), !2939)
    #dbg_value(ptr %70, !2941, !DIExpression(), !2946)
    #dbg_value(ptr %70, !2944, !DIExpression(), !2948)
  %71 = load ptr, ptr %70, align 8, !dbg !2949, !tbaa !2713
  %72 = icmp eq ptr %71, null, !dbg !2951
  br i1 %72, label %74, label %73, !dbg !2952

73:                                               ; preds = %69
    #dbg_value(ptr %70, !2953, !DIExpression(), !2958)
    #dbg_value(ptr %71, !2956, !DIExpression(), !2958)
  call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %71) #17, !dbg !2960
  call void @_ZdlPvm(ptr noundef nonnull %71, i64 noundef 4) #20, !dbg !2960
  br label %74, !dbg !2961

74:                                               ; preds = %73, %69
  store ptr null, ptr %70, align 8, !dbg !2962, !tbaa !2713
  %75 = getelementptr inbounds i8, ptr %70, i64 8, !dbg !2963
    #dbg_value(ptr %75, !2920, !DIExpression(), !2928)
  %76 = icmp eq ptr %75, %67, !dbg !2930
  br i1 %76, label %77, label %69, !dbg !2933, !llvm.loop !2964

77:                                               ; preds = %74
  %78 = load ptr, ptr %2, align 8, !dbg !2966, !tbaa !2839
  br label %79, !dbg !2966

79:                                               ; preds = %77, %65
  %80 = phi ptr [ %78, %77 ], [ %66, %65 ], !dbg !2966
    #dbg_value(ptr %2, !2970, !DIExpression(), !2972)
    #dbg_value(ptr %2, !2973, !DIExpression(), !2978)
    #dbg_value(ptr %80, !2976, !DIExpression(), !2978)
    #dbg_value(!DIArgList(ptr poison, ptr poison), !2977, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2978)
  %81 = icmp eq ptr %80, null, !dbg !2980
  br i1 %81, label %88, label %82, !dbg !2982

82:                                               ; preds = %79
  %83 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !2983
  %84 = load ptr, ptr %83, align 8, !dbg !2983, !tbaa !2730
    #dbg_value(!DIArgList(ptr %84, ptr %80), !2977, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2978)
  %85 = ptrtoint ptr %84 to i64, !dbg !2984
    #dbg_value(!DIArgList(i64 %85, ptr %80), !2977, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2978)
  %86 = ptrtoint ptr %80 to i64, !dbg !2984
    #dbg_value(!DIArgList(i64 %85, i64 %86), !2977, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2978)
  %87 = sub i64 %85, %86, !dbg !2984
    #dbg_value(i64 %87, !2977, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2978)
    #dbg_value(ptr %2, !2985, !DIExpression(), !2990)
    #dbg_value(ptr %80, !2988, !DIExpression(), !2990)
    #dbg_value(i64 %87, !2989, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2990)
    #dbg_value(ptr %2, !2992, !DIExpression(), !2997)
    #dbg_value(ptr %80, !2995, !DIExpression(), !2997)
    #dbg_value(i64 %87, !2996, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2997)
  call void @_ZdlPvm(ptr noundef nonnull %80, i64 noundef %87) #20, !dbg !2999
  br label %88, !dbg !3000

88:                                               ; preds = %79, %82
  %89 = ptrtoint ptr %53 to i64, !dbg !3001
  %90 = ptrtoint ptr %54 to i64, !dbg !3001
  %91 = sub i64 %89, %90, !dbg !3001
  %92 = lshr exact i64 %91, 3, !dbg !3001
  %93 = trunc i64 %92 to i32, !dbg !3002
  %94 = add nsw i32 %93, %0, !dbg !3003
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #17, !dbg !2840
  ret i32 %94, !dbg !2840

95:                                               ; preds = %59, %39
  %96 = phi { ptr, i32 } [ %40, %39 ], [ %60, %59 ]
    #dbg_value(ptr %3, !2841, !DIExpression(), !3004)
    #dbg_value(ptr %3, !2846, !DIExpression(), !3006)
    #dbg_value(ptr %3, !2852, !DIExpression(), !3008)
    #dbg_value(ptr %3, !2634, !DIExpression(), !3010)
  %97 = load ptr, ptr %3, align 8, !dbg !3012, !tbaa !2861
  %98 = icmp eq ptr %97, %6, !dbg !3013
  br i1 %98, label %102, label %99, !dbg !3014

99:                                               ; preds = %95
  %100 = load i64, ptr %6, align 8, !dbg !3015, !tbaa !2690
    #dbg_value(ptr %3, !2865, !DIExpression(), !3016)
    #dbg_value(i64 %100, !2868, !DIExpression(), !3016)
    #dbg_value(ptr %3, !2634, !DIExpression(), !3018)
  %101 = add i64 %100, 1, !dbg !3020
    #dbg_value(ptr %3, !2874, !DIExpression(), !3021)
    #dbg_value(ptr %97, !2877, !DIExpression(), !3021)
    #dbg_value(i64 %101, !2878, !DIExpression(), !3021)
    #dbg_value(ptr %3, !2881, !DIExpression(), !3023)
    #dbg_value(ptr %97, !2884, !DIExpression(), !3023)
    #dbg_value(i64 %101, !2885, !DIExpression(), !3023)
  call void @_ZdlPvm(ptr noundef %97, i64 noundef %101) #20, !dbg !3025
  br label %102, !dbg !3026

102:                                              ; preds = %99, %95
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #17, !dbg !2840
  call void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %2) #17, !dbg !2840
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #17, !dbg !2840
  resume { ptr, i32 } %96, !dbg !2840
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !2595 {
  %4 = alloca i64, align 8, !DIAssignID !3027
    #dbg_value(ptr %0, !2594, !DIExpression(), !3028)
    #dbg_value(ptr %1, !2602, !DIExpression(), !3028)
    #dbg_value(ptr %2, !2603, !DIExpression(), !3028)
    #dbg_value(ptr %0, !2608, !DIExpression(), !3029)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3031
    #dbg_value(ptr %0, !2614, !DIExpression(), !3032)
    #dbg_value(ptr %5, !2617, !DIExpression(), !3032)
    #dbg_value(ptr %2, !2618, !DIExpression(), !3032)
  store ptr %5, ptr %0, align 8, !dbg !3034, !tbaa !2623
  %6 = icmp eq ptr %1, null, !dbg !3035
  br i1 %6, label %7, label %8, !dbg !3037

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.6) #19, !dbg !3038
  unreachable, !dbg !3038

8:                                                ; preds = %3
    #dbg_value(ptr %1, !3039, !DIExpression(), !3042)
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #17, !dbg !3044
    #dbg_value(!DIArgList(ptr %1, i64 %9), !2604, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3045)
    #dbg_assign(i1 undef, !1678, !DIExpression(), !3027, ptr %4, !DIExpression(), !3046)
    #dbg_value(i64 0, !1677, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3046)
    #dbg_value(ptr %0, !1673, !DIExpression(), !3046)
    #dbg_value(ptr %1, !1675, !DIExpression(), !3046)
    #dbg_value(!DIArgList(ptr %1, i64 %9), !1676, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3046)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #17, !dbg !3048
  store i64 %9, ptr %4, align 8, !dbg !3049, !tbaa !3050, !DIAssignID !3051
    #dbg_assign(i64 %9, !1678, !DIExpression(), !3051, ptr %4, !DIExpression(), !3046)
  %10 = icmp ugt i64 %9, 15, !dbg !3052
  br i1 %10, label %11, label %14, !dbg !3054

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0), !dbg !3055
    #dbg_value(ptr %0, !3057, !DIExpression(), !3061)
    #dbg_value(ptr %12, !3060, !DIExpression(), !3061)
  store ptr %12, ptr %0, align 8, !dbg !3063, !tbaa !2861
  %13 = load i64, ptr %4, align 8, !dbg !3064, !tbaa !3050
    #dbg_value(ptr %0, !3065, !DIExpression(), !3069)
    #dbg_value(i64 %13, !3068, !DIExpression(), !3069)
  store i64 %13, ptr %5, align 8, !dbg !3071, !tbaa !2690
  br label %14, !dbg !3072

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ], !dbg !3073
    #dbg_value(ptr %0, !1679, !DIExpression(), !3046)
    #dbg_value(ptr %0, !2634, !DIExpression(), !3075)
    #dbg_value(ptr %15, !2640, !DIExpression(), !3076)
    #dbg_value(ptr %1, !2643, !DIExpression(), !3076)
    #dbg_value(!DIArgList(ptr %1, i64 %9), !2644, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3076)
    #dbg_value(ptr %15, !2647, !DIExpression(), !3078)
    #dbg_value(ptr %1, !2650, !DIExpression(), !3078)
    #dbg_value(i64 %9, !2651, !DIExpression(), !3078)
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ], !dbg !3080

16:                                               ; preds = %14
    #dbg_value(ptr %15, !2683, !DIExpression(), !3081)
    #dbg_value(ptr %1, !2686, !DIExpression(), !3081)
  %17 = load i8, ptr %1, align 1, !dbg !3083, !tbaa !2690
  store i8 %17, ptr %15, align 1, !dbg !3084, !tbaa !2690
  br label %19, !dbg !3085

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false), !dbg !3086
  br label %19, !dbg !3088

19:                                               ; preds = %18, %16, %14
    #dbg_value(ptr null, !1679, !DIExpression(), !3046)
  %20 = load i64, ptr %4, align 8, !dbg !3089, !tbaa !3050
    #dbg_value(ptr %0, !2662, !DIExpression(), !3090)
    #dbg_value(i64 %20, !2665, !DIExpression(), !3090)
    #dbg_value(ptr %0, !2668, !DIExpression(), !3092)
    #dbg_value(i64 %20, !2671, !DIExpression(), !3092)
  %21 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3094
  store i64 %20, ptr %21, align 8, !dbg !3095, !tbaa !2676
    #dbg_value(ptr %0, !2634, !DIExpression(), !3096)
  %22 = load ptr, ptr %0, align 8, !dbg !3098, !tbaa !2861
  %23 = getelementptr inbounds i8, ptr %22, i64 %20, !dbg !3099
    #dbg_value(ptr %23, !2683, !DIExpression(), !3100)
    #dbg_value(ptr undef, !2686, !DIExpression(), !3100)
  store i8 0, ptr %23, align 1, !dbg !3102, !tbaa !2690
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17, !dbg !3103
  ret void, !dbg !3104
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !3105 {
  %2 = alloca %"class.std::allocator.0", align 1
    #dbg_value(ptr %0, !3107, !DIExpression(), !3112)
  %3 = load i32, ptr @_ZL9destroyed, align 4, !dbg !3113, !tbaa !2711
  %4 = add nsw i32 %3, 1, !dbg !3113
  store i32 %4, ptr @_ZL9destroyed, align 4, !dbg !3113, !tbaa !2711
  %5 = load i32, ptr %0, align 4, !dbg !3114, !tbaa !2703
  %6 = icmp eq i32 %5, 7, !dbg !3117
  br i1 %6, label %7, label %24, !dbg !3118

7:                                                ; preds = %1
  %8 = tail call ptr @__cxa_allocate_exception(i64 32) #17, !dbg !3119
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #17, !dbg !3120
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull @.str.4, ptr noundef nonnull align 1 dereferenceable(1) %2)
          to label %9 unwind label %12, !dbg !3120

9:                                                ; preds = %7
  invoke void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #19
          to label %29 unwind label %10, !dbg !3119

10:                                               ; preds = %9
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
          catch ptr null, !dbg !3121
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #17, !dbg !3119
  br label %14, !dbg !3119

12:                                               ; preds = %7
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
          catch ptr null, !dbg !3121
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #17, !dbg !3119
  call void @__cxa_free_exception(ptr %8) #17, !dbg !3119
  br label %14, !dbg !3119

14:                                               ; preds = %10, %12
  %15 = phi { ptr, i32 } [ %11, %10 ], [ %13, %12 ]
  %16 = extractvalue { ptr, i32 } %15, 0, !dbg !3121
  %17 = extractvalue { ptr, i32 } %15, 1, !dbg !3121
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #17, !dbg !3122
  %19 = icmp eq i32 %17, %18, !dbg !3122
  br i1 %19, label %20, label %28, !dbg !3122

20:                                               ; preds = %14
  %21 = call ptr @__cxa_begin_catch(ptr %16) #17, !dbg !3122
    #dbg_value(ptr %21, !3108, !DIExpression(), !3123)
    #dbg_value(ptr %21, !3124, !DIExpression(), !3127)
    #dbg_value(ptr %21, !2634, !DIExpression(), !3130)
  %22 = load ptr, ptr %21, align 8, !dbg !3132, !tbaa !2861
  %23 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %22), !dbg !3133
  invoke void @__cxa_end_catch()
          to label %24 unwind label %25, !dbg !3134

24:                                               ; preds = %20, %1
  ret void, !dbg !3135

25:                                               ; preds = %20
  %26 = landingpad { ptr, i32 }
          catch ptr null, !dbg !3133
  %27 = extractvalue { ptr, i32 } %26, 0, !dbg !3133
  call void @__clang_call_terminate(ptr %27) #21, !dbg !3133
  unreachable, !dbg !3133

28:                                               ; preds = %14
  call void @__clang_call_terminate(ptr %16) #21, !dbg !3122
  unreachable, !dbg !3122

29:                                               ; preds = %9
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #5 align 2

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !2892 {
    #dbg_value(ptr %0, !2891, !DIExpression(), !3136)
  %2 = load ptr, ptr %0, align 8, !dbg !3137, !tbaa !2839
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3138
  %4 = load ptr, ptr %3, align 8, !dbg !3138, !tbaa !2788
    #dbg_value(ptr %2, !2899, !DIExpression(), !3139)
    #dbg_value(ptr %4, !2904, !DIExpression(), !3139)
    #dbg_value(ptr %0, !2905, !DIExpression(), !3139)
    #dbg_value(ptr %2, !2910, !DIExpression(), !3141)
    #dbg_value(ptr %4, !2916, !DIExpression(), !3141)
    #dbg_value(ptr %2, !2920, !DIExpression(), !3143)
    #dbg_value(ptr %4, !2927, !DIExpression(), !3143)
  %5 = icmp eq ptr %2, %4, !dbg !3145
  br i1 %5, label %16, label %6, !dbg !3146

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
    #dbg_value(ptr %7, !2920, !DIExpression(), !3143)
    #dbg_value(ptr %7, !2934, !DIExpression(), !3147)
    #dbg_value(ptr %7, !2941, !DIExpression(), !3149)
    #dbg_value(ptr %7, !2944, !DIExpression(), !3151)
  %8 = load ptr, ptr %7, align 8, !dbg !3152, !tbaa !2713
  %9 = icmp eq ptr %8, null, !dbg !3153
  br i1 %9, label %11, label %10, !dbg !3154

10:                                               ; preds = %6
    #dbg_value(ptr %7, !2953, !DIExpression(), !3155)
    #dbg_value(ptr %8, !2956, !DIExpression(), !3155)
  tail call void @_ZN4ItemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #17, !dbg !3157
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef 4) #20, !dbg !3157
  br label %11, !dbg !3158

11:                                               ; preds = %10, %6
  store ptr null, ptr %7, align 8, !dbg !3159, !tbaa !2713
  %12 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !3160
    #dbg_value(ptr %12, !2920, !DIExpression(), !3143)
  %13 = icmp eq ptr %12, %4, !dbg !3145
  br i1 %13, label %14, label %6, !dbg !3146, !llvm.loop !3161

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !dbg !3163, !tbaa !2839
  br label %16, !dbg !3163

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ], !dbg !3163
    #dbg_value(ptr %0, !2970, !DIExpression(), !3165)
    #dbg_value(ptr %0, !2973, !DIExpression(), !3166)
    #dbg_value(ptr %17, !2976, !DIExpression(), !3166)
    #dbg_value(!DIArgList(ptr poison, ptr poison), !2977, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3166)
  %18 = icmp eq ptr %17, null, !dbg !3168
  br i1 %18, label %25, label %19, !dbg !3169

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3170
  %21 = load ptr, ptr %20, align 8, !dbg !3170, !tbaa !2730
    #dbg_value(!DIArgList(ptr %21, ptr %17), !2977, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3166)
  %22 = ptrtoint ptr %21 to i64, !dbg !3171
    #dbg_value(!DIArgList(i64 %22, ptr %17), !2977, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3166)
  %23 = ptrtoint ptr %17 to i64, !dbg !3171
    #dbg_value(!DIArgList(i64 %22, i64 %23), !2977, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3166)
  %24 = sub i64 %22, %23, !dbg !3171
    #dbg_value(i64 %24, !2977, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3166)
    #dbg_value(ptr %0, !2985, !DIExpression(), !3172)
    #dbg_value(ptr %17, !2988, !DIExpression(), !3172)
    #dbg_value(i64 %24, !2989, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3172)
    #dbg_value(ptr %0, !2992, !DIExpression(), !3174)
    #dbg_value(ptr %17, !2995, !DIExpression(), !3174)
    #dbg_value(i64 %24, !2996, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3174)
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #20, !dbg !3176
  br label %25, !dbg !3177

25:                                               ; preds = %16, %19
  ret void, !dbg !3178
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef signext range(i32 0, 10) i32 @main() local_unnamed_addr #6 personality ptr @__gxx_personality_v0 !dbg !3179 {
    #dbg_value(i32 0, !3181, !DIExpression(), !3187)
    #dbg_value(i32 5, !3182, !DIExpression(), !3188)
    #dbg_value(i32 0, !3181, !DIExpression(), !3187)
    #dbg_value(i32 5, !3182, !DIExpression(), !3188)
  %1 = invoke noundef signext i32 @_Z5buildi(i32 noundef signext 5)
          to label %2 unwind label %4, !dbg !3189

2:                                                ; preds = %0
    #dbg_value(!DIArgList(i32 0, i32 %1), !3181, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3187)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 5), !dbg !3191
  br label %14, !dbg !3192

4:                                                ; preds = %0
  %5 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !3193
  %6 = extractvalue { ptr, i32 } %5, 1, !dbg !3193
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #17, !dbg !3192
  %8 = icmp eq i32 %6, %7, !dbg !3192
  br i1 %8, label %9, label %71, !dbg !3192

9:                                                ; preds = %4
  %10 = extractvalue { ptr, i32 } %5, 0, !dbg !3193
  %11 = tail call ptr @__cxa_begin_catch(ptr %10) #17, !dbg !3192
  %12 = load i32, ptr %11, align 4, !dbg !3192, !tbaa !2711
    #dbg_value(i32 %12, !3184, !DIExpression(), !3194)
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %12), !dbg !3195
    #dbg_value(i32 0, !3181, !DIExpression(DW_OP_plus_uconst, 1000, DW_OP_stack_value), !3187)
  tail call void @__cxa_end_catch() #17, !dbg !3197
  br label %14, !dbg !3197

14:                                               ; preds = %2, %9
  %15 = phi i32 [ %1, %2 ], [ 1000, %9 ]
    #dbg_value(i32 %15, !3181, !DIExpression(), !3187)
    #dbg_value(i32 9, !3182, !DIExpression(), !3188)
  %16 = invoke noundef signext i32 @_Z5buildi(i32 noundef signext 9)
          to label %27 unwind label %17, !dbg !3189

17:                                               ; preds = %14
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !3193
  %19 = extractvalue { ptr, i32 } %18, 1, !dbg !3193
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #17, !dbg !3192
  %21 = icmp eq i32 %19, %20, !dbg !3192
  br i1 %21, label %22, label %71, !dbg !3192

22:                                               ; preds = %17
  %23 = extractvalue { ptr, i32 } %18, 0, !dbg !3193
  %24 = tail call ptr @__cxa_begin_catch(ptr %23) #17, !dbg !3192
  %25 = load i32, ptr %24, align 4, !dbg !3192, !tbaa !2711
    #dbg_value(i32 %25, !3184, !DIExpression(), !3194)
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %25), !dbg !3195
    #dbg_value(i32 %15, !3181, !DIExpression(DW_OP_plus_uconst, 1000, DW_OP_stack_value), !3187)
  tail call void @__cxa_end_catch() #17, !dbg !3197
  br label %29, !dbg !3197

27:                                               ; preds = %14
    #dbg_value(!DIArgList(i32 %15, i32 %16), !3181, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3187)
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 9), !dbg !3191
  br label %29, !dbg !3192

29:                                               ; preds = %27, %22
  %30 = phi i32 [ %16, %27 ], [ 1000, %22 ]
    #dbg_value(!DIArgList(i32 %30, i32 %15), !3181, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3187)
    #dbg_value(i32 13, !3182, !DIExpression(), !3188)
  %31 = invoke noundef signext i32 @_Z5buildi(i32 noundef signext 13)
          to label %42 unwind label %32, !dbg !3189

32:                                               ; preds = %29
  %33 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !3193
  %34 = extractvalue { ptr, i32 } %33, 1, !dbg !3193
  %35 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #17, !dbg !3192
  %36 = icmp eq i32 %34, %35, !dbg !3192
  br i1 %36, label %37, label %71, !dbg !3192

37:                                               ; preds = %32
  %38 = extractvalue { ptr, i32 } %33, 0, !dbg !3193
  %39 = tail call ptr @__cxa_begin_catch(ptr %38) #17, !dbg !3192
  %40 = load i32, ptr %39, align 4, !dbg !3192, !tbaa !2711
    #dbg_value(i32 %40, !3184, !DIExpression(), !3194)
  %41 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %40), !dbg !3195
    #dbg_value(!DIArgList(i32 %30, i32 %15), !3181, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 1000, DW_OP_stack_value), !3187)
  tail call void @__cxa_end_catch() #17, !dbg !3197
  br label %44, !dbg !3197

42:                                               ; preds = %29
    #dbg_value(!DIArgList(i32 %30, i32 %31, i32 %15), !3181, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3187)
  %43 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 13), !dbg !3191
  br label %44, !dbg !3192

44:                                               ; preds = %42, %37
  %45 = phi i32 [ %31, %42 ], [ 1000, %37 ]
    #dbg_value(!DIArgList(i32 %45, i32 %30, i32 %15), !3181, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !3187)
    #dbg_value(i32 17, !3182, !DIExpression(), !3188)
  %46 = invoke noundef signext i32 @_Z5buildi(i32 noundef signext 17)
          to label %57 unwind label %47, !dbg !3189

47:                                               ; preds = %44
  %48 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !3193
  %49 = extractvalue { ptr, i32 } %48, 1, !dbg !3193
  %50 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #17, !dbg !3192
  %51 = icmp eq i32 %49, %50, !dbg !3192
  br i1 %51, label %52, label %71, !dbg !3192

52:                                               ; preds = %47
  %53 = extractvalue { ptr, i32 } %48, 0, !dbg !3193
  %54 = tail call ptr @__cxa_begin_catch(ptr %53) #17, !dbg !3192
  %55 = load i32, ptr %54, align 4, !dbg !3192, !tbaa !2711
    #dbg_value(i32 %55, !3184, !DIExpression(), !3194)
  %56 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %55), !dbg !3195
    #dbg_value(!DIArgList(i32 %45, i32 %30, i32 %15), !3181, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_plus_uconst, 1000, DW_OP_stack_value), !3187)
  tail call void @__cxa_end_catch() #17, !dbg !3197
  br label %59, !dbg !3197

57:                                               ; preds = %44
    #dbg_value(!DIArgList(i32 %45, i32 %46, i32 %30, i32 %15), !3181, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3187)
  %58 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 17), !dbg !3191
  br label %59, !dbg !3192

59:                                               ; preds = %57, %52
  %60 = phi i32 [ %46, %57 ], [ 1000, %52 ]
  %61 = add nsw i32 %30, %15, !dbg !3194
    #dbg_value(i32 %61, !3181, !DIExpression(), !3187)
  %62 = add nsw i32 %45, %61, !dbg !3194
    #dbg_value(i32 %62, !3181, !DIExpression(), !3187)
  %63 = add nsw i32 %60, %62, !dbg !3194
    #dbg_value(i32 %63, !3181, !DIExpression(), !3187)
    #dbg_value(i32 21, !3182, !DIExpression(), !3188)
  %64 = load i32, ptr @_ZL11constructed, align 4, !dbg !3198, !tbaa !2711
  %65 = load i32, ptr @_ZL9destroyed, align 4, !dbg !3199, !tbaa !2711
  %66 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %63, i32 noundef signext %64, i32 noundef signext %65), !dbg !3200
  %67 = load i32, ptr @_ZL11constructed, align 4, !dbg !3201, !tbaa !2711
  %68 = load i32, ptr @_ZL9destroyed, align 4, !dbg !3202, !tbaa !2711
  %69 = icmp eq i32 %67, %68, !dbg !3203
  %70 = select i1 %69, i32 0, i32 9, !dbg !3201
  ret i32 %70, !dbg !3204

71:                                               ; preds = %47, %32, %17, %4
  %72 = phi { ptr, i32 } [ %5, %4 ], [ %18, %17 ], [ %33, %32 ], [ %48, %47 ], !dbg !3193
  resume { ptr, i32 } %72, !dbg !3205
}

; Function Attrs: nofree nounwind
declare !dbg !1868 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

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
declare !dbg !3206 void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !3208 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJPS1_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !3212 {
  %4 = inttoptr i64 %1 to ptr
    #dbg_value(ptr %4, !3218, !DIExpression(), !3227)
    #dbg_value(ptr %0, !3217, !DIExpression(), !3227)
    #dbg_value(ptr %2, !3219, !DIExpression(), !3227)
    #dbg_value(ptr %0, !3228, !DIExpression(), !3234)
    #dbg_value(i64 1, !3231, !DIExpression(), !3234)
    #dbg_value(ptr @.str.7, !3232, !DIExpression(), !3234)
    #dbg_value(ptr %0, !2831, !DIExpression(), !3236)
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3239
  %6 = load ptr, ptr %5, align 8, !dbg !3239, !tbaa !2788
  %7 = load ptr, ptr %0, align 8, !dbg !3240, !tbaa !2713
  %8 = ptrtoint ptr %6 to i64, !dbg !3241
  %9 = ptrtoint ptr %7 to i64, !dbg !3241
  %10 = sub i64 %8, %9, !dbg !3241
  %11 = icmp eq i64 %10, 9223372036854775800, !dbg !3242
  br i1 %11, label %12, label %13, !dbg !3243

12:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #19, !dbg !3244
  unreachable, !dbg !3244

13:                                               ; preds = %3
  %14 = ashr exact i64 %10, 3, !dbg !3241
    #dbg_value(ptr %0, !2831, !DIExpression(), !3245)
    #dbg_value(ptr %0, !2831, !DIExpression(), !3247)
  %15 = tail call i64 @llvm.umax.i64(i64 %14, i64 1), !dbg !3249
  %16 = add nsw i64 %15, %14, !dbg !3250
    #dbg_value(i64 %16, !3233, !DIExpression(), !3234)
    #dbg_value(ptr %0, !2831, !DIExpression(), !3251)
  %17 = icmp ult i64 %16, %14, !dbg !3253
  %18 = tail call i64 @llvm.umin.i64(i64 %16, i64 1152921504606846975), !dbg !3254
  %19 = select i1 %17, i64 1152921504606846975, i64 %18, !dbg !3254
    #dbg_value(i64 %19, !3220, !DIExpression(), !3227)
    #dbg_value(ptr %7, !3222, !DIExpression(), !3227)
    #dbg_value(ptr %6, !3223, !DIExpression(), !3227)
    #dbg_value(ptr undef, !3255, !DIExpression(), !3262)
    #dbg_value(ptr undef, !3261, !DIExpression(), !3262)
  %20 = sub i64 %1, %9, !dbg !3264
  %21 = ashr exact i64 %20, 3, !dbg !3264
    #dbg_value(i64 %21, !3224, !DIExpression(), !3227)
    #dbg_value(ptr %0, !3265, !DIExpression(), !3269)
    #dbg_value(i64 %19, !3268, !DIExpression(), !3269)
  %22 = icmp eq i64 %19, 0, !dbg !3271
  br i1 %22, label %26, label %23, !dbg !3272

23:                                               ; preds = %13
    #dbg_value(ptr %0, !3273, !DIExpression(), !3277)
    #dbg_value(i64 %19, !3276, !DIExpression(), !3277)
    #dbg_value(ptr %0, !3279, !DIExpression(), !3284)
    #dbg_value(i64 %19, !3282, !DIExpression(), !3284)
    #dbg_value(ptr null, !3283, !DIExpression(), !3284)
  %24 = shl nuw nsw i64 %19, 3, !dbg !3286
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #18, !dbg !3287
  br label %26, !dbg !3272

26:                                               ; preds = %13, %23
  %27 = phi ptr [ %25, %23 ], [ null, %13 ], !dbg !3272
    #dbg_value(ptr %27, !3225, !DIExpression(), !3227)
    #dbg_value(ptr %27, !3226, !DIExpression(), !3227)
  %28 = getelementptr inbounds %"class.std::unique_ptr", ptr %27, i64 %21, !dbg !3288
    #dbg_value(ptr %0, !2734, !DIExpression(), !3290)
    #dbg_value(ptr %28, !2742, !DIExpression(), !3290)
    #dbg_value(ptr %2, !2743, !DIExpression(), !3290)
    #dbg_value(ptr %0, !2747, !DIExpression(), !3292)
    #dbg_value(ptr %28, !2753, !DIExpression(), !3292)
    #dbg_value(ptr %2, !2754, !DIExpression(), !3292)
  %29 = load ptr, ptr %2, align 8, !dbg !3294, !tbaa !2713
    #dbg_value(ptr %28, !2758, !DIExpression(), !3295)
    #dbg_value(ptr %29, !2765, !DIExpression(), !3295)
    #dbg_value(ptr %28, !2768, !DIExpression(), !3297)
    #dbg_value(ptr %29, !2774, !DIExpression(), !3297)
    #dbg_value(ptr %28, !2778, !DIExpression(), !3299)
    #dbg_value(ptr %29, !2781, !DIExpression(), !3299)
  store ptr %29, ptr %28, align 8, !dbg !3301, !tbaa !2713
    #dbg_value(ptr null, !3226, !DIExpression(), !3227)
    #dbg_value(ptr %7, !3302, !DIExpression(), !3308)
    #dbg_value(ptr %4, !3305, !DIExpression(), !3308)
    #dbg_value(ptr %27, !3306, !DIExpression(), !3308)
    #dbg_value(ptr %0, !3307, !DIExpression(), !3308)
    #dbg_value(ptr %7, !3312, !DIExpression(), !3324)
    #dbg_value(ptr %4, !3318, !DIExpression(), !3324)
    #dbg_value(ptr %27, !3319, !DIExpression(), !3324)
    #dbg_value(ptr %0, !3320, !DIExpression(), !3324)
    #dbg_value(ptr %7, !3326, !DIExpression(), !3333)
    #dbg_value(ptr %4, !3329, !DIExpression(), !3333)
    #dbg_value(ptr %27, !3330, !DIExpression(), !3333)
    #dbg_value(ptr %0, !3331, !DIExpression(), !3333)
    #dbg_value(ptr %27, !3332, !DIExpression(), !3333)
  %30 = icmp eq ptr %7, %4, !dbg !3335
  br i1 %30, label %38, label %31, !dbg !3338

31:                                               ; preds = %26, %31
  %32 = phi ptr [ %36, %31 ], [ %27, %26 ]
  %33 = phi ptr [ %35, %31 ], [ %7, %26 ]
    #dbg_value(ptr %32, !3332, !DIExpression(), !3333)
    #dbg_value(ptr %33, !3326, !DIExpression(), !3333)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3339), !dbg !3342
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3343), !dbg !3342
    #dbg_value(ptr %32, !3345, !DIExpression(), !3354)
    #dbg_value(ptr %33, !3351, !DIExpression(), !3354)
    #dbg_value(ptr %0, !3352, !DIExpression(), !3354)
    #dbg_value(ptr %0, !3356, !DIExpression(), !3368)
    #dbg_value(ptr %32, !3366, !DIExpression(), !3368)
    #dbg_value(ptr %33, !3367, !DIExpression(), !3368)
    #dbg_value(ptr %0, !3370, !DIExpression(), !3378)
    #dbg_value(ptr %32, !3376, !DIExpression(), !3378)
    #dbg_value(ptr %33, !3377, !DIExpression(), !3378)
    #dbg_value(ptr %32, !3380, !DIExpression(), !3384)
    #dbg_value(ptr %33, !3383, !DIExpression(), !3384)
    #dbg_value(ptr %32, !3386, !DIExpression(), !3390)
    #dbg_value(ptr %33, !3389, !DIExpression(), !3390)
    #dbg_value(ptr %32, !3392, !DIExpression(), !3396)
    #dbg_value(ptr %33, !3395, !DIExpression(), !3396)
    #dbg_value(ptr %32, !3398, !DIExpression(), !3403)
    #dbg_value(ptr %33, !3401, !DIExpression(), !3403)
    #dbg_value(ptr %32, !3405, !DIExpression(), !3410)
    #dbg_value(ptr %33, !3408, !DIExpression(), !3410)
  %34 = load i64, ptr %33, align 8, !dbg !3412, !tbaa !2713, !alias.scope !3343, !noalias !3339
  store i64 %34, ptr %32, align 8, !dbg !3412, !tbaa !2713, !alias.scope !3339, !noalias !3343
    #dbg_value(ptr %0, !3413, !DIExpression(), !3421)
    #dbg_value(ptr %33, !3420, !DIExpression(), !3421)
    #dbg_value(ptr %0, !3423, !DIExpression(), !3430)
    #dbg_value(ptr %33, !3429, !DIExpression(), !3430)
    #dbg_value(ptr %33, !2941, !DIExpression(), !3432)
    #dbg_value(ptr %33, !2944, !DIExpression(), !3434)
  store ptr null, ptr %33, align 8, !dbg !3435, !tbaa !2713, !alias.scope !3343, !noalias !3339
  %35 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !3436
    #dbg_value(ptr %35, !3326, !DIExpression(), !3333)
  %36 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !3437
    #dbg_value(ptr %36, !3332, !DIExpression(), !3333)
  %37 = icmp eq ptr %35, %4, !dbg !3335
  br i1 %37, label %38, label %31, !dbg !3338, !llvm.loop !3438

38:                                               ; preds = %31, %26
  %39 = phi ptr [ %27, %26 ], [ %36, %31 ], !dbg !3333
    #dbg_value(ptr %39, !3226, !DIExpression(), !3227)
  %40 = getelementptr i8, ptr %39, i64 8, !dbg !3440
    #dbg_value(ptr %40, !3226, !DIExpression(), !3227)
    #dbg_value(ptr %4, !3302, !DIExpression(), !3441)
    #dbg_value(ptr %6, !3305, !DIExpression(), !3441)
    #dbg_value(ptr %40, !3306, !DIExpression(), !3441)
    #dbg_value(ptr %0, !3307, !DIExpression(), !3441)
    #dbg_value(ptr %4, !3312, !DIExpression(), !3443)
    #dbg_value(ptr %6, !3318, !DIExpression(), !3443)
    #dbg_value(ptr %40, !3319, !DIExpression(), !3443)
    #dbg_value(ptr %0, !3320, !DIExpression(), !3443)
    #dbg_value(ptr %4, !3326, !DIExpression(), !3445)
    #dbg_value(ptr %6, !3329, !DIExpression(), !3445)
    #dbg_value(ptr %40, !3330, !DIExpression(), !3445)
    #dbg_value(ptr %0, !3331, !DIExpression(), !3445)
    #dbg_value(ptr %40, !3332, !DIExpression(), !3445)
  %41 = icmp eq ptr %6, %4, !dbg !3447
  br i1 %41, label %49, label %42, !dbg !3448

42:                                               ; preds = %38, %42
  %43 = phi ptr [ %47, %42 ], [ %40, %38 ]
  %44 = phi ptr [ %46, %42 ], [ %4, %38 ]
    #dbg_value(ptr %43, !3332, !DIExpression(), !3445)
    #dbg_value(ptr %44, !3326, !DIExpression(), !3445)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3449), !dbg !3452
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3453), !dbg !3452
    #dbg_value(ptr %43, !3345, !DIExpression(), !3455)
    #dbg_value(ptr %44, !3351, !DIExpression(), !3455)
    #dbg_value(ptr %0, !3352, !DIExpression(), !3455)
    #dbg_value(ptr %0, !3356, !DIExpression(), !3457)
    #dbg_value(ptr %43, !3366, !DIExpression(), !3457)
    #dbg_value(ptr %44, !3367, !DIExpression(), !3457)
    #dbg_value(ptr %0, !3370, !DIExpression(), !3459)
    #dbg_value(ptr %43, !3376, !DIExpression(), !3459)
    #dbg_value(ptr %44, !3377, !DIExpression(), !3459)
    #dbg_value(ptr %43, !3380, !DIExpression(), !3461)
    #dbg_value(ptr %44, !3383, !DIExpression(), !3461)
    #dbg_value(ptr %43, !3386, !DIExpression(), !3463)
    #dbg_value(ptr %44, !3389, !DIExpression(), !3463)
    #dbg_value(ptr %43, !3392, !DIExpression(), !3465)
    #dbg_value(ptr %44, !3395, !DIExpression(), !3465)
    #dbg_value(ptr %43, !3398, !DIExpression(), !3467)
    #dbg_value(ptr %44, !3401, !DIExpression(), !3467)
    #dbg_value(ptr %43, !3405, !DIExpression(), !3469)
    #dbg_value(ptr %44, !3408, !DIExpression(), !3469)
  %45 = load i64, ptr %44, align 8, !dbg !3471, !tbaa !2713, !alias.scope !3453, !noalias !3449
  store i64 %45, ptr %43, align 8, !dbg !3471, !tbaa !2713, !alias.scope !3449, !noalias !3453
    #dbg_value(ptr %0, !3413, !DIExpression(), !3472)
    #dbg_value(ptr %44, !3420, !DIExpression(), !3472)
    #dbg_value(ptr %0, !3423, !DIExpression(), !3474)
    #dbg_value(ptr %44, !3429, !DIExpression(), !3474)
    #dbg_value(ptr %44, !2941, !DIExpression(), !3476)
    #dbg_value(ptr %44, !2944, !DIExpression(), !3478)
  store ptr null, ptr %44, align 8, !dbg !3479, !tbaa !2713, !alias.scope !3453, !noalias !3449
  %46 = getelementptr inbounds i8, ptr %44, i64 8, !dbg !3480
    #dbg_value(ptr %46, !3326, !DIExpression(), !3445)
  %47 = getelementptr inbounds i8, ptr %43, i64 8, !dbg !3481
    #dbg_value(ptr %47, !3332, !DIExpression(), !3445)
  %48 = icmp eq ptr %46, %6, !dbg !3447
  br i1 %48, label %49, label %42, !dbg !3448, !llvm.loop !3482

49:                                               ; preds = %42, %38
  %50 = phi ptr [ %40, %38 ], [ %47, %42 ], !dbg !3445
    #dbg_value(ptr %50, !3226, !DIExpression(), !3227)
  %51 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3484
    #dbg_value(ptr %0, !2973, !DIExpression(), !3485)
    #dbg_value(ptr %7, !2976, !DIExpression(), !3485)
    #dbg_value(!DIArgList(ptr poison, i64 poison), !2977, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3485)
  %52 = icmp eq ptr %7, null, !dbg !3487
  br i1 %52, label %57, label %53, !dbg !3488

53:                                               ; preds = %49
  %54 = load ptr, ptr %51, align 8, !dbg !3484, !tbaa !2730
    #dbg_value(!DIArgList(ptr %54, i64 %9), !2977, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3485)
  %55 = ptrtoint ptr %54 to i64, !dbg !3489
    #dbg_value(!DIArgList(i64 %55, i64 %9), !2977, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3485)
  %56 = sub i64 %55, %9, !dbg !3489
    #dbg_value(i64 %56, !2977, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3485)
    #dbg_value(ptr %0, !2985, !DIExpression(), !3490)
    #dbg_value(ptr %7, !2988, !DIExpression(), !3490)
    #dbg_value(i64 %56, !2989, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3490)
    #dbg_value(ptr %0, !2992, !DIExpression(), !3492)
    #dbg_value(ptr %7, !2995, !DIExpression(), !3492)
    #dbg_value(i64 %56, !2996, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !3492)
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %56) #20, !dbg !3494
  br label %57, !dbg !3495

57:                                               ; preds = %49, %53
  store ptr %27, ptr %0, align 8, !dbg !3496, !tbaa !2839
  store ptr %50, ptr %5, align 8, !dbg !3497, !tbaa !2788
  %58 = getelementptr inbounds %"class.std::unique_ptr", ptr %27, i64 %19, !dbg !3498
  store ptr %58, ptr %51, align 8, !dbg !3499, !tbaa !2730
  ret void, !dbg !3500
}

; Function Attrs: noreturn
declare !dbg !3501 void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #15

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #16

attributes #0 = { mustprogress noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #10 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #12 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
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
!llvm.module.flags = !{!2539, !2540, !2541, !2542, !2543, !2545, !2546, !2547, !2548, !2549}
!llvm.ident = !{!2550}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/eh_cleanup.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "3500d77f8f612cd5774488af11be70f1")
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
!23 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/ext/concurrence.h", directory: "")
!24 = !DINamespace(name: "__gnu_cxx", scope: null)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !{!27, !28, !29}
!27 = !DIEnumerator(name: "_S_single", value: 0, isUnsigned: true)
!28 = !DIEnumerator(name: "_S_mutex", value: 1, isUnsigned: true)
!29 = !DIEnumerator(name: "_S_atomic", value: 2, isUnsigned: true)
!30 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !32, file: !31, line: 213, baseType: !25, size: 32, elements: !772, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEUt_E")
!31 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/basic_string.h", directory: "")
!32 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "basic_string<char, std::char_traits<char>, std::allocator<char> >", scope: !34, file: !33, line: 1082, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !36, templateParams: !770, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE")
!33 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/basic_string.tcc", directory: "")
!34 = !DINamespace(name: "__cxx11", scope: !35, exportSymbols: true)
!35 = !DINamespace(name: "std", scope: null)
!36 = !{!37, !155, !176, !177, !185, !380, !385, !388, !391, !396, !399, !405, !406, !407, !410, !414, !417, !418, !421, !425, !430, !431, !434, !437, !440, !443, !446, !447, !450, !455, !460, !463, !466, !469, !473, !476, !479, !480, !483, !484, !487, !490, !493, !496, !500, !505, !508, !511, !512, !516, !519, !522, !525, !528, !531, !534, !537, !538, !539, !544, !549, !550, !551, !552, !553, !554, !555, !558, !559, !560, !561, !562, !563, !564, !565, !566, !567, !568, !577, !583, !584, !585, !588, !591, !592, !593, !594, !595, !596, !597, !598, !601, !604, !605, !608, !609, !612, !613, !614, !615, !616, !617, !618, !619, !622, !625, !628, !631, !634, !637, !640, !644, !647, !650, !653, !654, !657, !660, !663, !666, !669, !672, !675, !678, !681, !684, !687, !690, !693, !696, !697, !700, !701, !704, !707, !710, !711, !714, !717, !720, !723, !726, !729, !730, !731, !732, !733, !734, !735, !736, !737, !738, !739, !740, !741, !742, !743, !744, !745, !746, !747, !748, !749, !752, !755, !758, !761, !764, !767}
!37 = !DIDerivedType(tag: DW_TAG_variable, name: "npos", scope: !32, file: !31, line: 139, baseType: !38, flags: DIFlagPublic | DIFlagStaticMember, extraData: i64 -1)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !32, file: !31, line: 126, baseType: !40, flags: DIFlagPublic)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !42, file: !41, line: 59, baseType: !131)
!41 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/ext/alloc_traits.h", directory: "")
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<char>, char>", scope: !24, file: !41, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !43, templateParams: !153, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIcEcEE")
!43 = !{!44, !139, !142, !145, !149, !150, !151, !152}
!44 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !42, baseType: !45, extraData: i32 0)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<char> >", scope: !35, file: !46, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !47, templateParams: !137, identifier: "_ZTSSt16allocator_traitsISaIcEE")
!46 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!47 = !{!48, !121, !125, !128, !134}
!48 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIcEE8allocateERS0_m", scope: !45, file: !46, line: 463, type: !49, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !53, !120}
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !45, file: !46, line: 420, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !45, file: !46, line: 414, baseType: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<char>", scope: !35, file: !56, line: 262, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !57, templateParams: !104, identifier: "_ZTSSaIcE")
!56 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!57 = !{!58, !106, !110, !115, !119}
!58 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !55, baseType: !59, flags: DIFlagPublic, extraData: i32 0)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<char>", scope: !35, file: !60, line: 47, baseType: !61)
!60 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/riscv64-linux-gnu/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!61 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<char>", scope: !35, file: !62, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !63, templateParams: !104, identifier: "_ZTSSt15__new_allocatorIcE")
!62 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
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
!93 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/riscv64-linux-gnu/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "ee4ba70de4898b8190c6a75632fedb5c")
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
!190 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/string_view", directory: "")
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
!232 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
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
!330 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/char_traits.h", directory: "")
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
!504 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/initializer_list", directory: "")
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
!786 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stringfwd.h", directory: "")
!787 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!788 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !789, line: 458, baseType: !92, flags: DIFlagPublic)
!789 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
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
!814 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/unique_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "5afa5b43c03beeacf055d44cdc4bb0e6")
!815 = !{!816, !1099, !1104, !1107, !1111, !1116, !1125, !1129, !1130, !1135, !1140, !1143, !1146, !1149, !1152, !1156}
!816 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !813, file: !814, line: 275, baseType: !817, size: 64)
!817 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uniq_ptr_data<Item, std::default_delete<Item>, true, true>", scope: !35, file: !814, line: 231, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !818, templateParams: !1098, identifier: "_ZTSSt15__uniq_ptr_dataI4ItemSt14default_deleteIS0_ELb1ELb1EE")
!818 = !{!819, !1089, !1094}
!819 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !817, baseType: !820, extraData: i32 0)
!820 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__uniq_ptr_impl<Item, std::default_delete<Item> >", scope: !35, file: !814, line: 140, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !821, templateParams: !1087, identifier: "_ZTSSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EE")
!821 = !{!822, !1043, !1047, !1057, !1061, !1065, !1069, !1074, !1077, !1080, !1081, !1084}
!822 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !820, file: !814, line: 224, baseType: !823, size: 64)
!823 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "tuple<Item *, std::default_delete<Item> >", scope: !35, file: !824, line: 981, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !825, templateParams: !1042, identifier: "_ZTSSt5tupleIJP4ItemSt14default_deleteIS0_EEE")
!824 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/tuple", directory: "")
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
!871 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/uses_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "8fb0bb8a0e08dbc54c6967e43841de9b")
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
!1029 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/type_traits", directory: "")
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
!1621 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_iterator_base_types.h", directory: "")
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
!1711 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/vector.tcc", directory: "", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1712 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !1713)
!1713 = !{!1714}
!1714 = !DISubrange(count: 26)
!1715 = !{!1716, !1774, !1780, !1785, !1789, !1791, !1793, !1795, !1797, !1804, !1809, !1814, !1818, !1822, !1826, !1831, !1835, !1837, !1841, !1847, !1851, !1856, !1858, !1863, !1867, !1871, !1873, !1877, !1881, !1883, !1887, !1889, !1891, !1895, !1899, !1903, !1907, !1911, !1915, !1917, !1924, !1928, !1932, !1936, !1938, !1940, !1944, !1948, !1949, !1950, !1951, !1952, !1953, !1957, !1974, !1977, !1982, !1989, !1997, !2001, !2008, !2012, !2016, !2018, !2020, !2024, !2030, !2034, !2040, !2046, !2048, !2052, !2056, !2060, !2064, !2068, !2070, !2074, !2078, !2082, !2084, !2088, !2092, !2096, !2098, !2100, !2104, !2112, !2116, !2120, !2124, !2126, !2132, !2134, !2141, !2146, !2150, !2154, !2158, !2162, !2166, !2168, !2170, !2174, !2178, !2182, !2184, !2188, !2192, !2194, !2196, !2200, !2205, !2210, !2215, !2216, !2217, !2218, !2219, !2220, !2221, !2222, !2223, !2224, !2225, !2229, !2233, !2235, !2238, !2243, !2247, !2250, !2253, !2256, !2258, !2260, !2262, !2265, !2268, !2271, !2274, !2277, !2279, !2284, !2287, !2290, !2293, !2295, !2297, !2299, !2301, !2304, !2307, !2310, !2313, !2316, !2318, !2322, !2326, !2331, !2335, !2337, !2339, !2341, !2343, !2345, !2347, !2349, !2351, !2353, !2355, !2357, !2359, !2361, !2365, !2369, !2375, !2379, !2383, !2388, !2390, !2395, !2397, !2401, !2410, !2412, !2416, !2420, !2424, !2428, !2432, !2436, !2440, !2444, !2448, !2452, !2456, !2458, !2460, !2464, !2468, !2474, !2478, !2482, !2484, !2488, !2492, !2498, !2500, !2504, !2508, !2512, !2516, !2520, !2524, !2528, !2529, !2530, !2531, !2533, !2534, !2535, !2536, !2537, !2538}
!1716 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1717, file: !1773, line: 98)
!1717 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1718, line: 7, baseType: !1719)
!1718 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1719 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1720, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !1721, identifier: "_ZTS8_IO_FILE")
!1720 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
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
!1743 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!1773 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdio", directory: "")
!1774 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1775, file: !1773, line: 99)
!1775 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1776, line: 84, baseType: !1777)
!1776 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1777 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1778, line: 14, baseType: !1779)
!1778 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
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
!1860 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
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
!1923 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !787)
!1924 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1925, file: !1773, line: 145)
!1925 = !DISubprogram(name: "vprintf", scope: !1860, file: !1860, line: 39, type: !1926, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1926 = !DISubroutineType(types: !1927)
!1927 = !{!275, !1813, !1921}
!1928 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1929, file: !1773, line: 146)
!1929 = !DISubprogram(name: "vsprintf", scope: !1776, file: !1776, line: 373, type: !1930, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1930 = !DISubroutineType(types: !1931)
!1931 = !{!275, !1808, !1813, !1921}
!1932 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1933, file: !1773, line: 175)
!1933 = !DISubprogram(name: "snprintf", scope: !1776, file: !1776, line: 378, type: !1934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1934 = !DISubroutineType(types: !1935)
!1935 = !{!275, !1808, !1766, !1813, null}
!1936 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1937, file: !1773, line: 176)
!1937 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1776, file: !1776, line: 479, type: !1919, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1938 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1939, file: !1773, line: 177)
!1939 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1776, file: !1776, line: 484, type: !1926, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1941, file: !1773, line: 178)
!1941 = !DISubprogram(name: "vsnprintf", scope: !1776, file: !1776, line: 382, type: !1942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1942 = !DISubroutineType(types: !1943)
!1943 = !{!275, !1808, !1766, !1813, !1921}
!1944 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1945, file: !1773, line: 179)
!1945 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1776, file: !1776, line: 487, type: !1946, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1946 = !DISubroutineType(types: !1947)
!1947 = !{!275, !1813, !1813, !1921}
!1948 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1933, file: !1773, line: 185)
!1949 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1937, file: !1773, line: 186)
!1950 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1939, file: !1773, line: 187)
!1951 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1941, file: !1773, line: 188)
!1952 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1945, file: !1773, line: 189)
!1953 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1954, entity: !1955, file: !1956, line: 58)
!1954 = !DINamespace(name: "__gnu_debug", scope: null)
!1955 = !DINamespace(name: "__debug", scope: !35)
!1956 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1957 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1958, file: !1973, line: 64)
!1958 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !1959, line: 6, baseType: !1960)
!1959 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!1960 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !1961, line: 21, baseType: !1962)
!1961 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!1962 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1961, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !1963, identifier: "_ZTS11__mbstate_t")
!1963 = !{!1964, !1965}
!1964 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !1962, file: !1961, line: 15, baseType: !275, size: 32)
!1965 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !1962, file: !1961, line: 20, baseType: !1966, size: 32, offset: 32)
!1966 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1962, file: !1961, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !1967, identifier: "_ZTSN11__mbstate_tUt_E")
!1967 = !{!1968, !1969}
!1968 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !1966, file: !1961, line: 18, baseType: !25, size: 32)
!1969 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !1966, file: !1961, line: 19, baseType: !1970, size: 32)
!1970 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !1971)
!1971 = !{!1972}
!1972 = !DISubrange(count: 4)
!1973 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cwchar", directory: "")
!1974 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1975, file: !1973, line: 141)
!1975 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !1976, line: 20, baseType: !25)
!1976 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!1977 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1978, file: !1973, line: 143)
!1978 = !DISubprogram(name: "btowc", scope: !1979, file: !1979, line: 319, type: !1980, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1979 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!1980 = !DISubroutineType(types: !1981)
!1981 = !{!1975, !275}
!1982 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1983, file: !1973, line: 144)
!1983 = !DISubprogram(name: "fgetwc", scope: !1979, file: !1979, line: 744, type: !1984, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1984 = !DISubroutineType(types: !1985)
!1985 = !{!1975, !1986}
!1986 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1987, size: 64)
!1987 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !1988, line: 5, baseType: !1719)
!1988 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!1989 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1990, file: !1973, line: 145)
!1990 = !DISubprogram(name: "fgetws", scope: !1979, file: !1979, line: 773, type: !1991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1991 = !DISubroutineType(types: !1992)
!1992 = !{!1993, !1995, !275, !1996}
!1993 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1994, size: 64)
!1994 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1995 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1993)
!1996 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1986)
!1997 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !1998, file: !1973, line: 146)
!1998 = !DISubprogram(name: "fputwc", scope: !1979, file: !1979, line: 758, type: !1999, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1999 = !DISubroutineType(types: !2000)
!2000 = !{!1975, !1994, !1986}
!2001 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2002, file: !1973, line: 147)
!2002 = !DISubprogram(name: "fputws", scope: !1979, file: !1979, line: 780, type: !2003, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2003 = !DISubroutineType(types: !2004)
!2004 = !{!275, !2005, !1996}
!2005 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2006)
!2006 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2007, size: 64)
!2007 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1994)
!2008 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2009, file: !1973, line: 148)
!2009 = !DISubprogram(name: "fwide", scope: !1979, file: !1979, line: 588, type: !2010, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2010 = !DISubroutineType(types: !2011)
!2011 = !{!275, !1986, !275}
!2012 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2013, file: !1973, line: 149)
!2013 = !DISubprogram(name: "fwprintf", scope: !1979, file: !1979, line: 595, type: !2014, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2014 = !DISubroutineType(types: !2015)
!2015 = !{!275, !1996, !2005, null}
!2016 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2017, file: !1973, line: 150)
!2017 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !1979, file: !1979, line: 657, type: !2014, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2018 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2019, file: !1973, line: 151)
!2019 = !DISubprogram(name: "getwc", scope: !1979, file: !1979, line: 745, type: !1984, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2020 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2021, file: !1973, line: 152)
!2021 = !DISubprogram(name: "getwchar", scope: !1979, file: !1979, line: 751, type: !2022, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2022 = !DISubroutineType(types: !2023)
!2023 = !{!1975}
!2024 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2025, file: !1973, line: 153)
!2025 = !DISubprogram(name: "mbrlen", scope: !1979, file: !1979, line: 330, type: !2026, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2026 = !DISubroutineType(types: !2027)
!2027 = !{!1766, !1813, !1766, !2028}
!2028 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2029)
!2029 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1958, size: 64)
!2030 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2031, file: !1973, line: 154)
!2031 = !DISubprogram(name: "mbrtowc", scope: !1979, file: !1979, line: 297, type: !2032, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2032 = !DISubroutineType(types: !2033)
!2033 = !{!1766, !1995, !1813, !1766, !2028}
!2034 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2035, file: !1973, line: 155)
!2035 = !DISubprogram(name: "mbsinit", scope: !1979, file: !1979, line: 293, type: !2036, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2036 = !DISubroutineType(types: !2037)
!2037 = !{!275, !2038}
!2038 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2039, size: 64)
!2039 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1958)
!2040 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2041, file: !1973, line: 156)
!2041 = !DISubprogram(name: "mbsrtowcs", scope: !1979, file: !1979, line: 338, type: !2042, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2042 = !DISubroutineType(types: !2043)
!2043 = !{!1766, !1995, !2044, !1766, !2028}
!2044 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2045)
!2045 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!2046 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2047, file: !1973, line: 157)
!2047 = !DISubprogram(name: "putwc", scope: !1979, file: !1979, line: 759, type: !1999, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2048 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2049, file: !1973, line: 158)
!2049 = !DISubprogram(name: "putwchar", scope: !1979, file: !1979, line: 765, type: !2050, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2050 = !DISubroutineType(types: !2051)
!2051 = !{!1975, !1994}
!2052 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2053, file: !1973, line: 160)
!2053 = !DISubprogram(name: "swprintf", scope: !1979, file: !1979, line: 605, type: !2054, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2054 = !DISubroutineType(types: !2055)
!2055 = !{!275, !1995, !1766, !2005, null}
!2056 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2057, file: !1973, line: 162)
!2057 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !1979, file: !1979, line: 664, type: !2058, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2058 = !DISubroutineType(types: !2059)
!2059 = !{!275, !2005, !2005, null}
!2060 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2061, file: !1973, line: 163)
!2061 = !DISubprogram(name: "ungetwc", scope: !1979, file: !1979, line: 788, type: !2062, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2062 = !DISubroutineType(types: !2063)
!2063 = !{!1975, !1975, !1986}
!2064 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2065, file: !1973, line: 164)
!2065 = !DISubprogram(name: "vfwprintf", scope: !1979, file: !1979, line: 613, type: !2066, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2066 = !DISubroutineType(types: !2067)
!2067 = !{!275, !1996, !2005, !1921}
!2068 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2069, file: !1973, line: 166)
!2069 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !1979, file: !1979, line: 711, type: !2066, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2070 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2071, file: !1973, line: 169)
!2071 = !DISubprogram(name: "vswprintf", scope: !1979, file: !1979, line: 626, type: !2072, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2072 = !DISubroutineType(types: !2073)
!2073 = !{!275, !1995, !1766, !2005, !1921}
!2074 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2075, file: !1973, line: 172)
!2075 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !1979, file: !1979, line: 718, type: !2076, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2076 = !DISubroutineType(types: !2077)
!2077 = !{!275, !2005, !2005, !1921}
!2078 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2079, file: !1973, line: 174)
!2079 = !DISubprogram(name: "vwprintf", scope: !1979, file: !1979, line: 621, type: !2080, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2080 = !DISubroutineType(types: !2081)
!2081 = !{!275, !2005, !1921}
!2082 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2083, file: !1973, line: 176)
!2083 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !1979, file: !1979, line: 715, type: !2080, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2084 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2085, file: !1973, line: 178)
!2085 = !DISubprogram(name: "wcrtomb", scope: !1979, file: !1979, line: 302, type: !2086, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2086 = !DISubroutineType(types: !2087)
!2087 = !{!1766, !1808, !1994, !2028}
!2088 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2089, file: !1973, line: 179)
!2089 = !DISubprogram(name: "wcscat", scope: !1979, file: !1979, line: 97, type: !2090, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2090 = !DISubroutineType(types: !2091)
!2091 = !{!1993, !1995, !2005}
!2092 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2093, file: !1973, line: 180)
!2093 = !DISubprogram(name: "wcscmp", scope: !1979, file: !1979, line: 106, type: !2094, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2094 = !DISubroutineType(types: !2095)
!2095 = !{!275, !2006, !2006}
!2096 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2097, file: !1973, line: 181)
!2097 = !DISubprogram(name: "wcscoll", scope: !1979, file: !1979, line: 131, type: !2094, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2098 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2099, file: !1973, line: 182)
!2099 = !DISubprogram(name: "wcscpy", scope: !1979, file: !1979, line: 87, type: !2090, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2101, file: !1973, line: 183)
!2101 = !DISubprogram(name: "wcscspn", scope: !1979, file: !1979, line: 188, type: !2102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2102 = !DISubroutineType(types: !2103)
!2103 = !{!1766, !2006, !2006}
!2104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2105, file: !1973, line: 184)
!2105 = !DISubprogram(name: "wcsftime", scope: !1979, file: !1979, line: 852, type: !2106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2106 = !DISubroutineType(types: !2107)
!2107 = !{!1766, !1995, !1766, !2005, !2108}
!2108 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2109)
!2109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2110, size: 64)
!2110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2111)
!2111 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !1979, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!2112 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2113, file: !1973, line: 185)
!2113 = !DISubprogram(name: "wcslen", scope: !1979, file: !1979, line: 223, type: !2114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2114 = !DISubroutineType(types: !2115)
!2115 = !{!1766, !2006}
!2116 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2117, file: !1973, line: 186)
!2117 = !DISubprogram(name: "wcsncat", scope: !1979, file: !1979, line: 101, type: !2118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2118 = !DISubroutineType(types: !2119)
!2119 = !{!1993, !1995, !2005, !1766}
!2120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2121, file: !1973, line: 187)
!2121 = !DISubprogram(name: "wcsncmp", scope: !1979, file: !1979, line: 109, type: !2122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2122 = !DISubroutineType(types: !2123)
!2123 = !{!275, !2006, !2006, !1766}
!2124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2125, file: !1973, line: 188)
!2125 = !DISubprogram(name: "wcsncpy", scope: !1979, file: !1979, line: 92, type: !2118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2126 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2127, file: !1973, line: 189)
!2127 = !DISubprogram(name: "wcsrtombs", scope: !1979, file: !1979, line: 344, type: !2128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2128 = !DISubroutineType(types: !2129)
!2129 = !{!1766, !1808, !2130, !1766, !2028}
!2130 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2131)
!2131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2006, size: 64)
!2132 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2133, file: !1973, line: 190)
!2133 = !DISubprogram(name: "wcsspn", scope: !1979, file: !1979, line: 192, type: !2102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2135, file: !1973, line: 191)
!2135 = !DISubprogram(name: "wcstod", scope: !1979, file: !1979, line: 378, type: !2136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2136 = !DISubroutineType(types: !2137)
!2137 = !{!2138, !2005, !2139}
!2138 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!2139 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2140)
!2140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1993, size: 64)
!2141 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2142, file: !1973, line: 193)
!2142 = !DISubprogram(name: "wcstof", scope: !1979, file: !1979, line: 383, type: !2143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2143 = !DISubroutineType(types: !2144)
!2144 = !{!2145, !2005, !2139}
!2145 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!2146 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2147, file: !1973, line: 195)
!2147 = !DISubprogram(name: "wcstok", scope: !1979, file: !1979, line: 218, type: !2148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2148 = !DISubroutineType(types: !2149)
!2149 = !{!1993, !1995, !2005, !2139}
!2150 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2151, file: !1973, line: 196)
!2151 = !DISubprogram(name: "wcstol", scope: !1979, file: !1979, line: 429, type: !2152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2152 = !DISubroutineType(types: !2153)
!2153 = !{!1647, !2005, !2139, !275}
!2154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2155, file: !1973, line: 197)
!2155 = !DISubprogram(name: "wcstoul", scope: !1979, file: !1979, line: 434, type: !2156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2156 = !DISubroutineType(types: !2157)
!2157 = !{!94, !2005, !2139, !275}
!2158 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2159, file: !1973, line: 198)
!2159 = !DISubprogram(name: "wcsxfrm", scope: !1979, file: !1979, line: 135, type: !2160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2160 = !DISubroutineType(types: !2161)
!2161 = !{!1766, !1995, !2005, !1766}
!2162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2163, file: !1973, line: 199)
!2163 = !DISubprogram(name: "wctob", scope: !1979, file: !1979, line: 325, type: !2164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2164 = !DISubroutineType(types: !2165)
!2165 = !{!275, !1975}
!2166 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2167, file: !1973, line: 200)
!2167 = !DISubprogram(name: "wmemcmp", scope: !1979, file: !1979, line: 259, type: !2122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2169, file: !1973, line: 201)
!2169 = !DISubprogram(name: "wmemcpy", scope: !1979, file: !1979, line: 263, type: !2118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2170 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2171, file: !1973, line: 202)
!2171 = !DISubprogram(name: "wmemmove", scope: !1979, file: !1979, line: 268, type: !2172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2172 = !DISubroutineType(types: !2173)
!2173 = !{!1993, !1993, !2006, !1766}
!2174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2175, file: !1973, line: 203)
!2175 = !DISubprogram(name: "wmemset", scope: !1979, file: !1979, line: 272, type: !2176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2176 = !DISubroutineType(types: !2177)
!2177 = !{!1993, !1993, !1994, !1766}
!2178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2179, file: !1973, line: 204)
!2179 = !DISubprogram(name: "wprintf", scope: !1979, file: !1979, line: 602, type: !2180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2180 = !DISubroutineType(types: !2181)
!2181 = !{!275, !2005, null}
!2182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2183, file: !1973, line: 205)
!2183 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !1979, file: !1979, line: 661, type: !2180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2184 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2185, file: !1973, line: 206)
!2185 = !DISubprogram(name: "wcschr", scope: !1979, file: !1979, line: 165, type: !2186, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2186 = !DISubroutineType(types: !2187)
!2187 = !{!1993, !2006, !1994}
!2188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2189, file: !1973, line: 207)
!2189 = !DISubprogram(name: "wcspbrk", scope: !1979, file: !1979, line: 202, type: !2190, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2190 = !DISubroutineType(types: !2191)
!2191 = !{!1993, !2006, !2006}
!2192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2193, file: !1973, line: 208)
!2193 = !DISubprogram(name: "wcsrchr", scope: !1979, file: !1979, line: 175, type: !2186, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2194 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2195, file: !1973, line: 209)
!2195 = !DISubprogram(name: "wcsstr", scope: !1979, file: !1979, line: 213, type: !2190, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2197, file: !1973, line: 210)
!2197 = !DISubprogram(name: "wmemchr", scope: !1979, file: !1979, line: 254, type: !2198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2198 = !DISubroutineType(types: !2199)
!2199 = !{!1993, !2006, !1994, !1766}
!2200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2201, file: !1973, line: 251)
!2201 = !DISubprogram(name: "wcstold", scope: !1979, file: !1979, line: 385, type: !2202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2202 = !DISubroutineType(types: !2203)
!2203 = !{!2204, !2005, !2139}
!2204 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!2205 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2206, file: !1973, line: 260)
!2206 = !DISubprogram(name: "wcstoll", scope: !1979, file: !1979, line: 442, type: !2207, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2207 = !DISubroutineType(types: !2208)
!2208 = !{!2209, !2005, !2139, !275}
!2209 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!2210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2211, file: !1973, line: 261)
!2211 = !DISubprogram(name: "wcstoull", scope: !1979, file: !1979, line: 449, type: !2212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2212 = !DISubroutineType(types: !2213)
!2213 = !{!2214, !2005, !2139, !275}
!2214 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!2215 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2201, file: !1973, line: 267)
!2216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2206, file: !1973, line: 268)
!2217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2211, file: !1973, line: 269)
!2218 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2142, file: !1973, line: 283)
!2219 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2069, file: !1973, line: 286)
!2220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2075, file: !1973, line: 289)
!2221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2083, file: !1973, line: 292)
!2222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2201, file: !1973, line: 296)
!2223 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2206, file: !1973, line: 297)
!2224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2211, file: !1973, line: 298)
!2225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2226, file: !2227, line: 68)
!2226 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !2228, file: !2227, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!2227 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!2228 = !DINamespace(name: "__exception_ptr", scope: !35)
!2229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2228, entity: !2230, file: !2227, line: 84)
!2230 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !35, file: !2227, line: 80, type: !2231, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2231 = !DISubroutineType(types: !2232)
!2232 = !{null, !2226}
!2233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !22, file: !2234, line: 98)
!2234 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/shared_ptr_base.h", directory: "", checksumkind: CSK_MD5, checksum: "e2b63a5b49d3c553c17b8b8d80272b6f")
!2235 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2236, file: !2234, line: 99)
!2236 = !DIGlobalVariable(name: "__default_lock_policy", linkageName: "_ZN9__gnu_cxxL21__default_lock_policyE", scope: !24, file: !23, line: 53, type: !2237, isLocal: true, isDefinition: false)
!2237 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!2238 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2239, file: !2242, line: 47)
!2239 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !2240, line: 24, baseType: !2241)
!2240 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!2241 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !1743, line: 37, baseType: !1747)
!2242 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdint", directory: "")
!2243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2244, file: !2242, line: 48)
!2244 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !2240, line: 25, baseType: !2245)
!2245 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !1743, line: 39, baseType: !2246)
!2246 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!2247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2248, file: !2242, line: 49)
!2248 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !2240, line: 26, baseType: !2249)
!2249 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !1743, line: 41, baseType: !275)
!2250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2251, file: !2242, line: 50)
!2251 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !2240, line: 27, baseType: !2252)
!2252 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !1743, line: 44, baseType: !1647)
!2253 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2254, file: !2242, line: 52)
!2254 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !2255, line: 58, baseType: !1747)
!2255 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!2256 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2257, file: !2242, line: 53)
!2257 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !2255, line: 60, baseType: !1647)
!2258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2259, file: !2242, line: 54)
!2259 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !2255, line: 61, baseType: !1647)
!2260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2261, file: !2242, line: 55)
!2261 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !2255, line: 62, baseType: !1647)
!2262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2263, file: !2242, line: 57)
!2263 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !2255, line: 43, baseType: !2264)
!2264 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !1743, line: 52, baseType: !2241)
!2265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2266, file: !2242, line: 58)
!2266 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !2255, line: 44, baseType: !2267)
!2267 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !1743, line: 54, baseType: !2245)
!2268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2269, file: !2242, line: 59)
!2269 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !2255, line: 45, baseType: !2270)
!2270 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !1743, line: 56, baseType: !2249)
!2271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2272, file: !2242, line: 60)
!2272 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !2255, line: 46, baseType: !2273)
!2273 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !1743, line: 58, baseType: !2252)
!2274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2275, file: !2242, line: 62)
!2275 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !2255, line: 101, baseType: !2276)
!2276 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !1743, line: 72, baseType: !1647)
!2277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2278, file: !2242, line: 63)
!2278 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !2255, line: 87, baseType: !1647)
!2279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2280, file: !2242, line: 65)
!2280 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !2281, line: 24, baseType: !2282)
!2281 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!2282 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !1743, line: 38, baseType: !2283)
!2283 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!2284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2285, file: !2242, line: 66)
!2285 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !2281, line: 25, baseType: !2286)
!2286 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !1743, line: 40, baseType: !1745)
!2287 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2288, file: !2242, line: 67)
!2288 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !2281, line: 26, baseType: !2289)
!2289 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !1743, line: 42, baseType: !25)
!2290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2291, file: !2242, line: 68)
!2291 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !2281, line: 27, baseType: !2292)
!2292 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !1743, line: 45, baseType: !94)
!2293 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2294, file: !2242, line: 70)
!2294 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !2255, line: 71, baseType: !2283)
!2295 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2296, file: !2242, line: 71)
!2296 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !2255, line: 73, baseType: !94)
!2297 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2298, file: !2242, line: 72)
!2298 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !2255, line: 74, baseType: !94)
!2299 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2300, file: !2242, line: 73)
!2300 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !2255, line: 75, baseType: !94)
!2301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2302, file: !2242, line: 75)
!2302 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !2255, line: 49, baseType: !2303)
!2303 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !1743, line: 53, baseType: !2282)
!2304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2305, file: !2242, line: 76)
!2305 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !2255, line: 50, baseType: !2306)
!2306 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !1743, line: 55, baseType: !2286)
!2307 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2308, file: !2242, line: 77)
!2308 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !2255, line: 51, baseType: !2309)
!2309 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !1743, line: 57, baseType: !2289)
!2310 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2311, file: !2242, line: 78)
!2311 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !2255, line: 52, baseType: !2312)
!2312 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !1743, line: 59, baseType: !2292)
!2313 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2314, file: !2242, line: 80)
!2314 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !2255, line: 102, baseType: !2315)
!2315 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !1743, line: 73, baseType: !94)
!2316 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2317, file: !2242, line: 81)
!2317 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !2255, line: 90, baseType: !94)
!2318 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2319, file: !2321, line: 53)
!2319 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !2320, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!2320 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!2321 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/clocale", directory: "")
!2322 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2323, file: !2321, line: 54)
!2323 = !DISubprogram(name: "setlocale", scope: !2320, file: !2320, line: 122, type: !2324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2324 = !DISubroutineType(types: !2325)
!2325 = !{!52, !275, !85}
!2326 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2327, file: !2321, line: 55)
!2327 = !DISubprogram(name: "localeconv", scope: !2320, file: !2320, line: 125, type: !2328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2328 = !DISubroutineType(types: !2329)
!2329 = !{!2330}
!2330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2319, size: 64)
!2331 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2332, file: !2334, line: 64)
!2332 = !DISubprogram(name: "isalnum", scope: !2333, file: !2333, line: 108, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2333 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!2334 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cctype", directory: "")
!2335 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2336, file: !2334, line: 65)
!2336 = !DISubprogram(name: "isalpha", scope: !2333, file: !2333, line: 109, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2337 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2338, file: !2334, line: 66)
!2338 = !DISubprogram(name: "iscntrl", scope: !2333, file: !2333, line: 110, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2339 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2340, file: !2334, line: 67)
!2340 = !DISubprogram(name: "isdigit", scope: !2333, file: !2333, line: 111, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2341 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2342, file: !2334, line: 68)
!2342 = !DISubprogram(name: "isgraph", scope: !2333, file: !2333, line: 113, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2343 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2344, file: !2334, line: 69)
!2344 = !DISubprogram(name: "islower", scope: !2333, file: !2333, line: 112, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2346, file: !2334, line: 70)
!2346 = !DISubprogram(name: "isprint", scope: !2333, file: !2333, line: 114, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2347 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2348, file: !2334, line: 71)
!2348 = !DISubprogram(name: "ispunct", scope: !2333, file: !2333, line: 115, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2350, file: !2334, line: 72)
!2350 = !DISubprogram(name: "isspace", scope: !2333, file: !2333, line: 116, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2351 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2352, file: !2334, line: 73)
!2352 = !DISubprogram(name: "isupper", scope: !2333, file: !2333, line: 117, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2353 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2354, file: !2334, line: 74)
!2354 = !DISubprogram(name: "isxdigit", scope: !2333, file: !2333, line: 118, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2355 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2356, file: !2334, line: 75)
!2356 = !DISubprogram(name: "tolower", scope: !2333, file: !2333, line: 122, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2358, file: !2334, line: 76)
!2358 = !DISubprogram(name: "toupper", scope: !2333, file: !2333, line: 125, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2359 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2360, file: !2334, line: 87)
!2360 = !DISubprogram(name: "isblank", scope: !2333, file: !2333, line: 130, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2362, file: !2364, line: 52)
!2362 = !DISubprogram(name: "abs", scope: !2363, file: !2363, line: 861, type: !1875, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2363 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!2364 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!2365 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2366, file: !2368, line: 127)
!2366 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !2363, line: 63, baseType: !2367)
!2367 = !DICompositeType(tag: DW_TAG_structure_type, file: !2363, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!2368 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdlib", directory: "")
!2369 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2370, file: !2368, line: 128)
!2370 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !2363, line: 71, baseType: !2371)
!2371 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2363, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !2372, identifier: "_ZTS6ldiv_t")
!2372 = !{!2373, !2374}
!2373 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !2371, file: !2363, line: 69, baseType: !1647, size: 64)
!2374 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !2371, file: !2363, line: 70, baseType: !1647, size: 64, offset: 64)
!2375 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2376, file: !2368, line: 130)
!2376 = !DISubprogram(name: "abort", scope: !2363, file: !2363, line: 611, type: !2377, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2377 = !DISubroutineType(types: !2378)
!2378 = !{null}
!2379 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2380, file: !2368, line: 132)
!2380 = !DISubprogram(name: "aligned_alloc", scope: !2363, file: !2363, line: 605, type: !2381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2381 = !DISubroutineType(types: !2382)
!2382 = !{!787, !1766, !1766}
!2383 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2384, file: !2368, line: 134)
!2384 = !DISubprogram(name: "atexit", scope: !2363, file: !2363, line: 615, type: !2385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2385 = !DISubroutineType(types: !2386)
!2386 = !{!275, !2387}
!2387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2377, size: 64)
!2388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2389, file: !2368, line: 137)
!2389 = !DISubprogram(name: "at_quick_exit", scope: !2363, file: !2363, line: 620, type: !2385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2391, file: !2368, line: 140)
!2391 = !DISubprogram(name: "atof", scope: !2392, file: !2392, line: 25, type: !2393, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2392 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!2393 = !DISubroutineType(types: !2394)
!2394 = !{!2138, !85}
!2395 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2396, file: !2368, line: 141)
!2396 = !DISubprogram(name: "atoi", scope: !2363, file: !2363, line: 362, type: !1879, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2398, file: !2368, line: 142)
!2398 = !DISubprogram(name: "atol", scope: !2363, file: !2363, line: 367, type: !2399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2399 = !DISubroutineType(types: !2400)
!2400 = !{!1647, !85}
!2401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2402, file: !2368, line: 143)
!2402 = !DISubprogram(name: "bsearch", scope: !2403, file: !2403, line: 20, type: !2404, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2403 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!2404 = !DISubroutineType(types: !2405)
!2405 = !{!787, !95, !95, !1766, !1766, !2406}
!2406 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !2363, line: 829, baseType: !2407)
!2407 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2408, size: 64)
!2408 = !DISubroutineType(types: !2409)
!2409 = !{!275, !95, !95}
!2410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2411, file: !2368, line: 144)
!2411 = !DISubprogram(name: "calloc", scope: !2363, file: !2363, line: 556, type: !2381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2412 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2413, file: !2368, line: 145)
!2413 = !DISubprogram(name: "div", scope: !2363, file: !2363, line: 873, type: !2414, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2414 = !DISubroutineType(types: !2415)
!2415 = !{!2366, !275, !275}
!2416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2417, file: !2368, line: 146)
!2417 = !DISubprogram(name: "exit", scope: !2363, file: !2363, line: 637, type: !2418, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2418 = !DISubroutineType(types: !2419)
!2419 = !{null, !275}
!2420 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2421, file: !2368, line: 147)
!2421 = !DISubprogram(name: "free", scope: !2363, file: !2363, line: 568, type: !2422, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2422 = !DISubroutineType(types: !2423)
!2423 = !{null, !787}
!2424 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2425, file: !2368, line: 148)
!2425 = !DISubprogram(name: "getenv", scope: !2363, file: !2363, line: 654, type: !2426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2426 = !DISubroutineType(types: !2427)
!2427 = !{!52, !85}
!2428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2429, file: !2368, line: 149)
!2429 = !DISubprogram(name: "labs", scope: !2363, file: !2363, line: 862, type: !2430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2430 = !DISubroutineType(types: !2431)
!2431 = !{!1647, !1647}
!2432 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2433, file: !2368, line: 150)
!2433 = !DISubprogram(name: "ldiv", scope: !2363, file: !2363, line: 875, type: !2434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2434 = !DISubroutineType(types: !2435)
!2435 = !{!2370, !1647, !1647}
!2436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2437, file: !2368, line: 151)
!2437 = !DISubprogram(name: "malloc", scope: !2363, file: !2363, line: 553, type: !2438, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2438 = !DISubroutineType(types: !2439)
!2439 = !{!787, !1766}
!2440 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2441, file: !2368, line: 153)
!2441 = !DISubprogram(name: "mblen", scope: !2363, file: !2363, line: 943, type: !2442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2442 = !DISubroutineType(types: !2443)
!2443 = !{!275, !85, !1766}
!2444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2445, file: !2368, line: 154)
!2445 = !DISubprogram(name: "mbstowcs", scope: !2363, file: !2363, line: 954, type: !2446, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2446 = !DISubroutineType(types: !2447)
!2447 = !{!1766, !1995, !1813, !1766}
!2448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2449, file: !2368, line: 155)
!2449 = !DISubprogram(name: "mbtowc", scope: !2363, file: !2363, line: 946, type: !2450, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2450 = !DISubroutineType(types: !2451)
!2451 = !{!275, !1995, !1813, !1766}
!2452 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2453, file: !2368, line: 157)
!2453 = !DISubprogram(name: "qsort", scope: !2363, file: !2363, line: 851, type: !2454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2454 = !DISubroutineType(types: !2455)
!2455 = !{null, !787, !1766, !1766, !2406}
!2456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2457, file: !2368, line: 160)
!2457 = !DISubprogram(name: "quick_exit", scope: !2363, file: !2363, line: 643, type: !2418, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2458 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2459, file: !2368, line: 163)
!2459 = !DISubprogram(name: "rand", scope: !2363, file: !2363, line: 454, type: !1861, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2461, file: !2368, line: 164)
!2461 = !DISubprogram(name: "realloc", scope: !2363, file: !2363, line: 564, type: !2462, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2462 = !DISubroutineType(types: !2463)
!2463 = !{!787, !787, !1766}
!2464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2465, file: !2368, line: 165)
!2465 = !DISubprogram(name: "srand", scope: !2363, file: !2363, line: 456, type: !2466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2466 = !DISubroutineType(types: !2467)
!2467 = !{null, !25}
!2468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2469, file: !2368, line: 166)
!2469 = !DISubprogram(name: "strtod", scope: !2363, file: !2363, line: 118, type: !2470, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2470 = !DISubroutineType(types: !2471)
!2471 = !{!2138, !1813, !2472}
!2472 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2473)
!2473 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!2474 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2475, file: !2368, line: 167)
!2475 = !DISubprogram(name: "strtol", scope: !2363, file: !2363, line: 177, type: !2476, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2476 = !DISubroutineType(types: !2477)
!2477 = !{!1647, !1813, !2472, !275}
!2478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2479, file: !2368, line: 168)
!2479 = !DISubprogram(name: "strtoul", scope: !2363, file: !2363, line: 181, type: !2480, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2480 = !DISubroutineType(types: !2481)
!2481 = !{!94, !1813, !2472, !275}
!2482 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2483, file: !2368, line: 169)
!2483 = !DISubprogram(name: "system", scope: !2363, file: !2363, line: 804, type: !1879, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2484 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2485, file: !2368, line: 171)
!2485 = !DISubprogram(name: "wcstombs", scope: !2363, file: !2363, line: 958, type: !2486, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2486 = !DISubroutineType(types: !2487)
!2487 = !{!1766, !1808, !2005, !1766}
!2488 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2489, file: !2368, line: 172)
!2489 = !DISubprogram(name: "wctomb", scope: !2363, file: !2363, line: 950, type: !2490, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2490 = !DISubroutineType(types: !2491)
!2491 = !{!275, !52, !1994}
!2492 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2493, file: !2368, line: 200)
!2493 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !2363, line: 81, baseType: !2494)
!2494 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2363, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !2495, identifier: "_ZTS7lldiv_t")
!2495 = !{!2496, !2497}
!2496 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !2494, file: !2363, line: 79, baseType: !2209, size: 64)
!2497 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !2494, file: !2363, line: 80, baseType: !2209, size: 64, offset: 64)
!2498 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2499, file: !2368, line: 206)
!2499 = !DISubprogram(name: "_Exit", scope: !2363, file: !2363, line: 649, type: !2418, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2500 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2501, file: !2368, line: 210)
!2501 = !DISubprogram(name: "llabs", scope: !2363, file: !2363, line: 865, type: !2502, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2502 = !DISubroutineType(types: !2503)
!2503 = !{!2209, !2209}
!2504 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2505, file: !2368, line: 216)
!2505 = !DISubprogram(name: "lldiv", scope: !2363, file: !2363, line: 879, type: !2506, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2506 = !DISubroutineType(types: !2507)
!2507 = !{!2493, !2209, !2209}
!2508 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2509, file: !2368, line: 227)
!2509 = !DISubprogram(name: "atoll", scope: !2363, file: !2363, line: 374, type: !2510, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2510 = !DISubroutineType(types: !2511)
!2511 = !{!2209, !85}
!2512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2513, file: !2368, line: 228)
!2513 = !DISubprogram(name: "strtoll", scope: !2363, file: !2363, line: 201, type: !2514, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2514 = !DISubroutineType(types: !2515)
!2515 = !{!2209, !1813, !2472, !275}
!2516 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2517, file: !2368, line: 229)
!2517 = !DISubprogram(name: "strtoull", scope: !2363, file: !2363, line: 206, type: !2518, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2518 = !DISubroutineType(types: !2519)
!2519 = !{!2214, !1813, !2472, !275}
!2520 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2521, file: !2368, line: 231)
!2521 = !DISubprogram(name: "strtof", scope: !2363, file: !2363, line: 124, type: !2522, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2522 = !DISubroutineType(types: !2523)
!2523 = !{!2145, !1813, !2472}
!2524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !2525, file: !2368, line: 232)
!2525 = !DISubprogram(name: "strtold", scope: !2363, file: !2363, line: 127, type: !2526, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2526 = !DISubroutineType(types: !2527)
!2527 = !{!2204, !1813, !2472}
!2528 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2493, file: !2368, line: 240)
!2529 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2499, file: !2368, line: 242)
!2530 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2501, file: !2368, line: 244)
!2531 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2532, file: !2368, line: 245)
!2532 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !24, file: !2368, line: 213, type: !2506, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2533 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2505, file: !2368, line: 246)
!2534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2509, file: !2368, line: 248)
!2535 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2521, file: !2368, line: 249)
!2536 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2513, file: !2368, line: 250)
!2537 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2517, file: !2368, line: 251)
!2538 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !2525, file: !2368, line: 252)
!2539 = !{i32 7, !"Dwarf Version", i32 5}
!2540 = !{i32 2, !"Debug Info Version", i32 3}
!2541 = !{i32 1, !"wchar_size", i32 4}
!2542 = !{i32 1, !"target-abi", !"lp64d"}
!2543 = !{i32 6, !"riscv-isa", !2544}
!2544 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!2545 = !{i32 8, !"PIC Level", i32 2}
!2546 = !{i32 7, !"PIE Level", i32 2}
!2547 = !{i32 7, !"uwtable", i32 2}
!2548 = !{i32 8, !"SmallDataLimit", i32 8}
!2549 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!2550 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2551 = distinct !DISubprogram(name: "build", linkageName: "_Z5buildi", scope: !2, file: !2, line: 19, type: !1875, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !2552)
!2552 = !{!2553, !2554, !2555, !2556, !2558}
!2553 = !DILocalVariable(name: "n", arg: 1, scope: !2551, file: !2, line: 19, type: !275)
!2554 = !DILocalVariable(name: "items", scope: !2551, file: !2, line: 20, type: !791)
!2555 = !DILocalVariable(name: "name", scope: !2551, file: !2, line: 21, type: !785)
!2556 = !DILocalVariable(name: "i", scope: !2557, file: !2, line: 22, type: !275)
!2557 = distinct !DILexicalBlock(scope: !2551, file: !2, line: 22, column: 3)
!2558 = !DILocalVariable(name: "local", scope: !2551, file: !2, line: 23, type: !2559)
!2559 = !DICompositeType(tag: DW_TAG_array_type, baseType: !775, size: 96, elements: !2560)
!2560 = !{!2561}
!2561 = !DISubrange(count: 3)
!2562 = distinct !DIAssignID()
!2563 = !DILocation(line: 0, scope: !2551)
!2564 = distinct !DIAssignID()
!2565 = distinct !DIAssignID()
!2566 = !DILocation(line: 20, column: 3, scope: !2551)
!2567 = !DILocalVariable(name: "this", arg: 1, scope: !2568, type: !2570, flags: DIFlagArtificial | DIFlagObjectPointer)
!2568 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EEC2Ev", scope: !791, file: !789, line: 526, type: !1391, scopeLine: 526, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1390, retainedNodes: !2569)
!2569 = !{!2567}
!2570 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !791, size: 64)
!2571 = !DILocation(line: 0, scope: !2568, inlinedAt: !2572)
!2572 = distinct !DILocation(line: 20, column: 38, scope: !2551)
!2573 = !DILocalVariable(name: "this", arg: 1, scope: !2574, type: !2576, flags: DIFlagArtificial | DIFlagObjectPointer)
!2574 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EEC2Ev", scope: !794, file: !789, line: 312, type: !1308, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1307, retainedNodes: !2575)
!2575 = !{!2573}
!2576 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !794, size: 64)
!2577 = !DILocation(line: 0, scope: !2574, inlinedAt: !2578)
!2578 = distinct !DILocation(line: 526, column: 7, scope: !2568, inlinedAt: !2572)
!2579 = !DILocalVariable(name: "this", arg: 1, scope: !2580, type: !2582, flags: DIFlagArtificial | DIFlagObjectPointer)
!2580 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE12_Vector_implC2Ev", scope: !797, file: !789, line: 137, type: !1274, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1273, retainedNodes: !2581)
!2581 = !{!2579}
!2582 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !797, size: 64)
!2583 = !DILocation(line: 0, scope: !2580, inlinedAt: !2584)
!2584 = distinct !DILocation(line: 312, column: 7, scope: !2574, inlinedAt: !2578)
!2585 = !DILocalVariable(name: "this", arg: 1, scope: !2586, type: !2588, flags: DIFlagArtificial | DIFlagObjectPointer)
!2586 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataC2Ev", scope: !1249, file: !789, line: 99, type: !1257, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1256, retainedNodes: !2587)
!2587 = !{!2585}
!2588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1249, size: 64)
!2589 = !DILocation(line: 0, scope: !2586, inlinedAt: !2590)
!2590 = distinct !DILocation(line: 137, column: 2, scope: !2580, inlinedAt: !2584)
!2591 = !DILocation(line: 100, column: 16, scope: !2586, inlinedAt: !2590)
!2592 = distinct !DIAssignID()
!2593 = !DILocation(line: 21, column: 3, scope: !2551)
!2594 = !DILocalVariable(name: "this", arg: 1, scope: !2595, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2595 = distinct !DISubprogram(name: "basic_string<std::allocator<char> >", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_", scope: !32, file: !31, line: 634, type: !2596, scopeLine: 636, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2599, declaration: !2598, retainedNodes: !2601)
!2596 = !DISubroutineType(types: !2597)
!2597 = !{null, !383, !85, !113}
!2598 = !DISubprogram(name: "basic_string<std::allocator<char> >", scope: !32, file: !31, line: 634, type: !2596, scopeLine: 634, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2599)
!2599 = !{!2600}
!2600 = !DITemplateTypeParameter(type: !55)
!2601 = !{!2594, !2602, !2603, !2604}
!2602 = !DILocalVariable(name: "__s", arg: 2, scope: !2595, file: !31, line: 634, type: !85)
!2603 = !DILocalVariable(name: "__a", arg: 3, scope: !2595, file: !31, line: 634, type: !113)
!2604 = !DILocalVariable(name: "__end", scope: !2605, file: !31, line: 641, type: !85)
!2605 = distinct !DILexicalBlock(scope: !2595, file: !31, line: 636, column: 7)
!2606 = !DILocation(line: 0, scope: !2595, inlinedAt: !2607)
!2607 = distinct !DILocation(line: 21, column: 22, scope: !2551)
!2608 = !DILocalVariable(name: "this", arg: 1, scope: !2609, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2609 = distinct !DISubprogram(name: "_M_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !32, file: !31, line: 238, type: !397, scopeLine: 239, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !396, retainedNodes: !2610)
!2610 = !{!2608}
!2611 = !DILocation(line: 0, scope: !2609, inlinedAt: !2612)
!2612 = distinct !DILocation(line: 635, column: 21, scope: !2595, inlinedAt: !2607)
!2613 = !DILocation(line: 241, column: 51, scope: !2609, inlinedAt: !2612)
!2614 = !DILocalVariable(name: "this", arg: 1, scope: !2615, type: !2619, flags: DIFlagArtificial | DIFlagObjectPointer)
!2615 = distinct !DISubprogram(name: "_Alloc_hider", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderC2EPcRKS3_", scope: !156, file: !31, line: 199, type: !169, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !168, retainedNodes: !2616)
!2616 = !{!2614, !2617, !2618}
!2617 = !DILocalVariable(name: "__dat", arg: 2, scope: !2615, file: !31, line: 199, type: !166)
!2618 = !DILocalVariable(name: "__a", arg: 3, scope: !2615, file: !31, line: 199, type: !113)
!2619 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!2620 = !DILocation(line: 0, scope: !2615, inlinedAt: !2621)
!2621 = distinct !DILocation(line: 635, column: 9, scope: !2595, inlinedAt: !2607)
!2622 = !DILocation(line: 200, column: 25, scope: !2615, inlinedAt: !2621)
!2623 = !{!2624, !2625, i64 0}
!2624 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !2625, i64 0}
!2625 = !{!"any pointer", !2626, i64 0}
!2626 = !{!"omnipotent char", !2627, i64 0}
!2627 = !{!"Simple C++ TBAA"}
!2628 = distinct !DIAssignID()
!2629 = !DILocation(line: 0, scope: !2605, inlinedAt: !2607)
!2630 = distinct !DIAssignID()
!2631 = !DILocation(line: 0, scope: !1662, inlinedAt: !2632)
!2632 = distinct !DILocation(line: 642, column: 2, scope: !2605, inlinedAt: !2607)
!2633 = distinct !DIAssignID()
!2634 = !DILocalVariable(name: "this", arg: 1, scope: !2635, type: !2637, flags: DIFlagArtificial | DIFlagObjectPointer)
!2635 = distinct !DISubprogram(name: "_M_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEv", scope: !32, file: !31, line: 233, type: !392, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !391, retainedNodes: !2636)
!2636 = !{!2634}
!2637 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !395, size: 64)
!2638 = !DILocation(line: 0, scope: !2635, inlinedAt: !2639)
!2639 = distinct !DILocation(line: 243, column: 22, scope: !1662, inlinedAt: !2632)
!2640 = !DILocalVariable(name: "__p", arg: 1, scope: !2641, file: !31, line: 475, type: !52)
!2641 = distinct !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcPKcS7_", scope: !32, file: !31, line: 475, type: !464, scopeLine: 477, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !463, retainedNodes: !2642)
!2642 = !{!2640, !2643, !2644}
!2643 = !DILocalVariable(name: "__k1", arg: 2, scope: !2641, file: !31, line: 475, type: !85)
!2644 = !DILocalVariable(name: "__k2", arg: 3, scope: !2641, file: !31, line: 475, type: !85)
!2645 = !DILocation(line: 0, scope: !2641, inlinedAt: !2646)
!2646 = distinct !DILocation(line: 243, column: 2, scope: !1662, inlinedAt: !2632)
!2647 = !DILocalVariable(name: "__d", arg: 1, scope: !2648, file: !31, line: 418, type: !52)
!2648 = distinct !DISubprogram(name: "_S_copy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_copyEPcPKcm", scope: !32, file: !31, line: 418, type: !444, scopeLine: 419, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !443, retainedNodes: !2649)
!2649 = !{!2647, !2650, !2651}
!2650 = !DILocalVariable(name: "__s", arg: 2, scope: !2648, file: !31, line: 418, type: !85)
!2651 = !DILocalVariable(name: "__n", arg: 3, scope: !2648, file: !31, line: 418, type: !39)
!2652 = !DILocation(line: 0, scope: !2648, inlinedAt: !2653)
!2653 = distinct !DILocation(line: 477, column: 9, scope: !2641, inlinedAt: !2646)
!2654 = !DILocation(line: 431, column: 33, scope: !2655, inlinedAt: !2660)
!2655 = distinct !DISubprogram(name: "copy", linkageName: "_ZNSt11char_traitsIcE4copyEPcPKcm", scope: !329, file: !330, line: 423, type: !354, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !357, retainedNodes: !2656)
!2656 = !{!2657, !2658, !2659}
!2657 = !DILocalVariable(name: "__s1", arg: 1, scope: !2655, file: !330, line: 423, type: !356)
!2658 = !DILocalVariable(name: "__s2", arg: 2, scope: !2655, file: !330, line: 423, type: !346)
!2659 = !DILocalVariable(name: "__n", arg: 3, scope: !2655, file: !330, line: 423, type: !92)
!2660 = distinct !DILocation(line: 423, column: 4, scope: !2661, inlinedAt: !2653)
!2661 = distinct !DILexicalBlock(scope: !2648, file: !31, line: 420, column: 6)
!2662 = !DILocalVariable(name: "this", arg: 1, scope: !2663, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2663 = distinct !DISubprogram(name: "_M_set_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_set_lengthEm", scope: !32, file: !31, line: 265, type: !389, scopeLine: 266, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !406, retainedNodes: !2664)
!2664 = !{!2662, !2665}
!2665 = !DILocalVariable(name: "__n", arg: 2, scope: !2663, file: !31, line: 265, type: !39)
!2666 = !DILocation(line: 0, scope: !2663, inlinedAt: !2667)
!2667 = distinct !DILocation(line: 247, column: 2, scope: !1662, inlinedAt: !2632)
!2668 = !DILocalVariable(name: "this", arg: 1, scope: !2669, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2669 = distinct !DISubprogram(name: "_M_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_lengthEm", scope: !32, file: !31, line: 228, type: !389, scopeLine: 229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !388, retainedNodes: !2670)
!2670 = !{!2668, !2671}
!2671 = !DILocalVariable(name: "__length", arg: 2, scope: !2669, file: !31, line: 228, type: !39)
!2672 = !DILocation(line: 0, scope: !2669, inlinedAt: !2673)
!2673 = distinct !DILocation(line: 267, column: 2, scope: !2663, inlinedAt: !2667)
!2674 = !DILocation(line: 229, column: 9, scope: !2669, inlinedAt: !2673)
!2675 = !DILocation(line: 229, column: 26, scope: !2669, inlinedAt: !2673)
!2676 = !{!2677, !2678, i64 8}
!2677 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !2624, i64 0, !2678, i64 8, !2626, i64 16}
!2678 = !{!"long", !2626, i64 0}
!2679 = distinct !DIAssignID()
!2680 = !DILocation(line: 0, scope: !2635, inlinedAt: !2681)
!2681 = distinct !DILocation(line: 268, column: 22, scope: !2663, inlinedAt: !2667)
!2682 = !DILocation(line: 268, column: 22, scope: !2663, inlinedAt: !2667)
!2683 = !DILocalVariable(name: "__c1", arg: 1, scope: !2684, file: !330, line: 347, type: !335)
!2684 = distinct !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !329, file: !330, line: 347, type: !333, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !332, retainedNodes: !2685)
!2685 = !{!2683, !2686}
!2686 = !DILocalVariable(name: "__c2", arg: 2, scope: !2684, file: !330, line: 347, type: !337)
!2687 = !DILocation(line: 0, scope: !2684, inlinedAt: !2688)
!2688 = distinct !DILocation(line: 268, column: 2, scope: !2663, inlinedAt: !2667)
!2689 = !DILocation(line: 354, column: 7, scope: !2684, inlinedAt: !2688)
!2690 = !{!2626, !2626, i64 0}
!2691 = !DILocation(line: 0, scope: !2557)
!2692 = !DILocation(line: 22, column: 21, scope: !2693)
!2693 = distinct !DILexicalBlock(scope: !2557, file: !2, line: 22, column: 3)
!2694 = !DILocation(line: 22, column: 3, scope: !2557)
!2695 = !DILocation(line: 22, column: 50, scope: !2693)
!2696 = !DILocalVariable(name: "this", arg: 1, scope: !2697, type: !847, flags: DIFlagArtificial | DIFlagObjectPointer)
!2697 = distinct !DISubprogram(name: "Item", linkageName: "_ZN4ItemC2Ei", scope: !775, file: !2, line: 12, type: !779, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !778, retainedNodes: !2698)
!2698 = !{!2696, !2699}
!2699 = !DILocalVariable(name: "x", arg: 2, scope: !2697, file: !2, line: 12, type: !275)
!2700 = !DILocation(line: 0, scope: !2697, inlinedAt: !2701)
!2701 = distinct !DILocation(line: 22, column: 54, scope: !2693)
!2702 = !DILocation(line: 12, column: 26, scope: !2697, inlinedAt: !2701)
!2703 = !{!2704, !2705, i64 0}
!2704 = !{!"_ZTS4Item", !2705, i64 0}
!2705 = !{!"int", !2626, i64 0}
!2706 = !DILocation(line: 12, column: 39, scope: !2707, inlinedAt: !2701)
!2707 = distinct !DILexicalBlock(scope: !2708, file: !2, line: 12, column: 37)
!2708 = distinct !DILexicalBlock(scope: !2697, file: !2, line: 12, column: 31)
!2709 = !DILocation(line: 12, column: 37, scope: !2708, inlinedAt: !2701)
!2710 = !DILocation(line: 12, column: 46, scope: !2707, inlinedAt: !2701)
!2711 = !{!2705, !2705, i64 0}
!2712 = !DILocation(line: 12, column: 55, scope: !2708, inlinedAt: !2701)
!2713 = !{!2625, !2625, i64 0}
!2714 = !DILocalVariable(name: "this", arg: 1, scope: !2715, type: !2570, flags: DIFlagArtificial | DIFlagObjectPointer)
!2715 = distinct !DISubprogram(name: "emplace_back<Item *>", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE12emplace_backIJPS1_EEERS4_DpOT_", scope: !791, file: !1711, line: 112, type: !2716, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2720, declaration: !2719, retainedNodes: !2723)
!2716 = !DISubroutineType(types: !2717)
!2717 = !{!1502, !1393, !2718}
!2718 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !847, size: 64)
!2719 = !DISubprogram(name: "emplace_back<Item *>", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE12emplace_backIJPS1_EEERS4_DpOT_", scope: !791, file: !1711, line: 112, type: !2716, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2720)
!2720 = !{!2721}
!2721 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !2722)
!2722 = !{!1012}
!2723 = !{!2714, !2724}
!2724 = !DILocalVariable(name: "__args", arg: 2, scope: !2715, file: !789, line: 1303, type: !2718)
!2725 = !DILocation(line: 0, scope: !2715, inlinedAt: !2726)
!2726 = distinct !DILocation(line: 22, column: 37, scope: !2693)
!2727 = !DILocation(line: 114, column: 20, scope: !2728, inlinedAt: !2726)
!2728 = distinct !DILexicalBlock(scope: !2715, file: !1711, line: 114, column: 6)
!2729 = !DILocation(line: 114, column: 47, scope: !2728, inlinedAt: !2726)
!2730 = !{!2731, !2625, i64 16}
!2731 = !{!"_ZTSNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataE", !2625, i64 0, !2625, i64 8, !2625, i64 16}
!2732 = !DILocation(line: 114, column: 30, scope: !2728, inlinedAt: !2726)
!2733 = !DILocation(line: 114, column: 6, scope: !2715, inlinedAt: !2726)
!2734 = !DILocalVariable(name: "__a", arg: 1, scope: !2735, file: !46, line: 511, type: !1161)
!2735 = distinct !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, Item *>", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE9constructIS4_JPS1_EEEvRS5_PT_DpOT0_", scope: !806, file: !46, line: 511, type: !2736, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2739, declaration: !2738, retainedNodes: !2741)
!2736 = !DISubroutineType(types: !2737)
!2737 = !{null, !1161, !812, !2718}
!2738 = !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, Item *>", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE9constructIS4_JPS1_EEEvRS5_PT_DpOT0_", scope: !806, file: !46, line: 511, type: !2736, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2739)
!2739 = !{!2740, !2721}
!2740 = !DITemplateTypeParameter(name: "_Up", type: !813)
!2741 = !{!2734, !2742, !2743}
!2742 = !DILocalVariable(name: "__p", arg: 2, scope: !2735, file: !46, line: 511, type: !812)
!2743 = !DILocalVariable(name: "__args", arg: 3, scope: !2735, file: !46, line: 512, type: !2718)
!2744 = !DILocation(line: 0, scope: !2735, inlinedAt: !2745)
!2745 = distinct !DILocation(line: 117, column: 6, scope: !2746, inlinedAt: !2726)
!2746 = distinct !DILexicalBlock(scope: !2728, file: !1711, line: 115, column: 4)
!2747 = !DILocalVariable(name: "this", arg: 1, scope: !2748, type: !2755, flags: DIFlagArtificial | DIFlagObjectPointer)
!2748 = distinct !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, Item *>", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE9constructIS4_JPS1_EEEvPT_DpOT0_", scope: !1167, file: !62, line: 173, type: !2749, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2739, declaration: !2751, retainedNodes: !2752)
!2749 = !DISubroutineType(types: !2750)
!2750 = !{null, !1172, !812, !2718}
!2751 = !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, Item *>", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE9constructIS4_JPS1_EEEvPT_DpOT0_", scope: !1167, file: !62, line: 173, type: !2749, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2739)
!2752 = !{!2747, !2753, !2754}
!2753 = !DILocalVariable(name: "__p", arg: 2, scope: !2748, file: !62, line: 173, type: !812)
!2754 = !DILocalVariable(name: "__args", arg: 3, scope: !2748, file: !62, line: 173, type: !2718)
!2755 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1167, size: 64)
!2756 = !DILocation(line: 0, scope: !2748, inlinedAt: !2757)
!2757 = distinct !DILocation(line: 516, column: 8, scope: !2735, inlinedAt: !2745)
!2758 = !DILocalVariable(name: "this", arg: 1, scope: !2759, type: !812, flags: DIFlagArtificial | DIFlagObjectPointer)
!2759 = distinct !DISubprogram(name: "unique_ptr<std::default_delete<Item>, void>", linkageName: "_ZNSt10unique_ptrI4ItemSt14default_deleteIS0_EEC2IS2_vEEPS0_", scope: !813, file: !814, line: 309, type: !1147, scopeLine: 311, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2761, declaration: !2760, retainedNodes: !2764)
!2760 = !DISubprogram(name: "unique_ptr<std::default_delete<Item>, void>", scope: !813, file: !814, line: 309, type: !1147, scopeLine: 309, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2761)
!2761 = !{!2762, !2763}
!2762 = !DITemplateTypeParameter(name: "_Del", type: !836)
!2763 = !DITemplateTypeParameter(type: null)
!2764 = !{!2758, !2765}
!2765 = !DILocalVariable(name: "__p", arg: 2, scope: !2759, file: !814, line: 309, type: !1128)
!2766 = !DILocation(line: 0, scope: !2759, inlinedAt: !2767)
!2767 = distinct !DILocation(line: 175, column: 23, scope: !2748, inlinedAt: !2757)
!2768 = !DILocalVariable(name: "this", arg: 1, scope: !2769, type: !2775, flags: DIFlagArtificial | DIFlagObjectPointer)
!2769 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_dataI4ItemSt14default_deleteIS0_ELb1ELb1EECI2St15__uniq_ptr_implIS0_S2_EEPS0_", scope: !817, file: !814, line: 233, type: !2770, scopeLine: 233, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !2772, retainedNodes: !2773)
!2770 = !DISubroutineType(types: !2771)
!2771 = !{null, !1092, !1050}
!2772 = !DISubprogram(name: "__uniq_ptr_impl", scope: !817, type: !2770, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2773 = !{!2768, !2774}
!2774 = !DILocalVariable(arg: 2, scope: !2769, type: !1050, flags: DIFlagArtificial)
!2775 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !817, size: 64)
!2776 = !DILocation(line: 0, scope: !2769, inlinedAt: !2777)
!2777 = distinct !DILocation(line: 310, column: 4, scope: !2759, inlinedAt: !2767)
!2778 = !DILocalVariable(name: "this", arg: 1, scope: !2779, type: !2782, flags: DIFlagArtificial | DIFlagObjectPointer)
!2779 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EEC2EPS0_", scope: !820, file: !814, line: 168, type: !1048, scopeLine: 168, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1047, retainedNodes: !2780)
!2780 = !{!2778, !2781}
!2781 = !DILocalVariable(name: "__p", arg: 2, scope: !2779, file: !814, line: 168, type: !1050)
!2782 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !820, size: 64)
!2783 = !DILocation(line: 0, scope: !2779, inlinedAt: !2784)
!2784 = distinct !DILocation(line: 233, column: 40, scope: !2769, inlinedAt: !2777)
!2785 = !DILocation(line: 168, column: 56, scope: !2786, inlinedAt: !2784)
!2786 = distinct !DILexicalBlock(scope: !2779, file: !814, line: 168, column: 45)
!2787 = !DILocation(line: 119, column: 6, scope: !2746, inlinedAt: !2726)
!2788 = !{!2731, !2625, i64 8}
!2789 = distinct !DIAssignID()
!2790 = !DILocation(line: 121, column: 4, scope: !2746, inlinedAt: !2726)
!2791 = !DILocalVariable(name: "this", arg: 1, scope: !2792, type: !2570, flags: DIFlagArtificial | DIFlagObjectPointer)
!2792 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE3endEv", scope: !791, file: !789, line: 888, type: !1459, scopeLine: 889, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1467, retainedNodes: !2793)
!2793 = !{!2791}
!2794 = !DILocation(line: 0, scope: !2792, inlinedAt: !2795)
!2795 = distinct !DILocation(line: 123, column: 22, scope: !2728, inlinedAt: !2726)
!2796 = !DILocation(line: 889, column: 9, scope: !2792, inlinedAt: !2795)
!2797 = !DILocation(line: 123, column: 4, scope: !2728, inlinedAt: !2726)
!2798 = !DILocation(line: 0, scope: !2792, inlinedAt: !2799)
!2799 = distinct !DILocation(line: 1231, column: 11, scope: !2800, inlinedAt: !2803)
!2800 = distinct !DISubprogram(name: "back", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE4backEv", scope: !791, file: !789, line: 1228, type: !1520, scopeLine: 1229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1525, retainedNodes: !2801)
!2801 = !{!2802}
!2802 = !DILocalVariable(name: "this", arg: 1, scope: !2800, type: !2570, flags: DIFlagArtificial | DIFlagObjectPointer)
!2803 = distinct !DILocation(line: 125, column: 9, scope: !2715, inlinedAt: !2726)
!2804 = !DILocation(line: 22, column: 31, scope: !2693)
!2805 = !DILocation(line: 22, column: 27, scope: !2693)
!2806 = distinct !{!2806, !2694, !2807, !2808}
!2807 = !DILocation(line: 22, column: 61, scope: !2557)
!2808 = !{!"llvm.loop.mustprogress"}
!2809 = !DILocation(line: 25, column: 1, scope: !2693)
!2810 = !DILocation(line: 22, column: 3, scope: !2693)
!2811 = !DILocation(line: 23, column: 3, scope: !2551)
!2812 = !DILocation(line: 0, scope: !2697, inlinedAt: !2813)
!2813 = distinct !DILocation(line: 23, column: 20, scope: !2551)
!2814 = !DILocation(line: 12, column: 26, scope: !2697, inlinedAt: !2813)
!2815 = distinct !DIAssignID()
!2816 = !DILocation(line: 12, column: 55, scope: !2708, inlinedAt: !2813)
!2817 = !DILocation(line: 23, column: 19, scope: !2551)
!2818 = !DILocation(line: 0, scope: !2697, inlinedAt: !2819)
!2819 = distinct !DILocation(line: 23, column: 31, scope: !2551)
!2820 = !DILocation(line: 12, column: 26, scope: !2697, inlinedAt: !2819)
!2821 = distinct !DIAssignID()
!2822 = !DILocation(line: 12, column: 55, scope: !2708, inlinedAt: !2819)
!2823 = !DILocation(line: 0, scope: !2697, inlinedAt: !2824)
!2824 = distinct !DILocation(line: 23, column: 40, scope: !2551)
!2825 = !DILocation(line: 12, column: 26, scope: !2697, inlinedAt: !2824)
!2826 = distinct !DIAssignID()
!2827 = !DILocation(line: 12, column: 39, scope: !2707, inlinedAt: !2824)
!2828 = !DILocation(line: 12, column: 37, scope: !2708, inlinedAt: !2824)
!2829 = !DILocation(line: 12, column: 46, scope: !2707, inlinedAt: !2824)
!2830 = !DILocation(line: 12, column: 55, scope: !2708, inlinedAt: !2824)
!2831 = !DILocalVariable(name: "this", arg: 1, scope: !2832, type: !2834, flags: DIFlagArtificial | DIFlagObjectPointer)
!2832 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE4sizeEv", scope: !791, file: !789, line: 987, type: !1486, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1485, retainedNodes: !2833)
!2833 = !{!2831}
!2834 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1413, size: 64)
!2835 = !DILocation(line: 0, scope: !2832, inlinedAt: !2836)
!2836 = distinct !DILocation(line: 24, column: 21, scope: !2551)
!2837 = !DILocation(line: 988, column: 40, scope: !2832, inlinedAt: !2836)
!2838 = !DILocation(line: 988, column: 66, scope: !2832, inlinedAt: !2836)
!2839 = !{!2731, !2625, i64 0}
!2840 = !DILocation(line: 25, column: 1, scope: !2551)
!2841 = !DILocalVariable(name: "this", arg: 1, scope: !2842, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2842 = distinct !DISubprogram(name: "~basic_string", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev", scope: !32, file: !31, line: 794, type: !415, scopeLine: 795, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !511, retainedNodes: !2843)
!2843 = !{!2841}
!2844 = !DILocation(line: 0, scope: !2842, inlinedAt: !2845)
!2845 = distinct !DILocation(line: 25, column: 1, scope: !2551)
!2846 = !DILocalVariable(name: "this", arg: 1, scope: !2847, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2847 = distinct !DISubprogram(name: "_M_dispose", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_disposeEv", scope: !32, file: !31, line: 283, type: !415, scopeLine: 284, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !414, retainedNodes: !2848)
!2848 = !{!2846}
!2849 = !DILocation(line: 0, scope: !2847, inlinedAt: !2850)
!2850 = distinct !DILocation(line: 795, column: 9, scope: !2851, inlinedAt: !2845)
!2851 = distinct !DILexicalBlock(scope: !2842, file: !31, line: 795, column: 7)
!2852 = !DILocalVariable(name: "this", arg: 1, scope: !2853, type: !2637, flags: DIFlagArtificial | DIFlagObjectPointer)
!2853 = distinct !DISubprogram(name: "_M_is_local", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_is_localEv", scope: !32, file: !31, line: 273, type: !408, scopeLine: 274, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !407, retainedNodes: !2854)
!2854 = !{!2852}
!2855 = !DILocation(line: 0, scope: !2853, inlinedAt: !2856)
!2856 = distinct !DILocation(line: 285, column: 7, scope: !2857, inlinedAt: !2850)
!2857 = distinct !DILexicalBlock(scope: !2847, file: !31, line: 285, column: 6)
!2858 = !DILocation(line: 0, scope: !2635, inlinedAt: !2859)
!2859 = distinct !DILocation(line: 274, column: 16, scope: !2853, inlinedAt: !2856)
!2860 = !DILocation(line: 234, column: 28, scope: !2635, inlinedAt: !2859)
!2861 = !{!2677, !2625, i64 0}
!2862 = !DILocation(line: 274, column: 26, scope: !2853, inlinedAt: !2856)
!2863 = !DILocation(line: 285, column: 6, scope: !2847, inlinedAt: !2850)
!2864 = !DILocation(line: 286, column: 15, scope: !2857, inlinedAt: !2850)
!2865 = !DILocalVariable(name: "this", arg: 1, scope: !2866, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!2866 = distinct !DISubprogram(name: "_M_destroy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_destroyEm", scope: !32, file: !31, line: 291, type: !389, scopeLine: 292, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !417, retainedNodes: !2867)
!2867 = !{!2865, !2868}
!2868 = !DILocalVariable(name: "__size", arg: 2, scope: !2866, file: !31, line: 291, type: !39)
!2869 = !DILocation(line: 0, scope: !2866, inlinedAt: !2870)
!2870 = distinct !DILocation(line: 286, column: 4, scope: !2857, inlinedAt: !2850)
!2871 = !DILocation(line: 0, scope: !2635, inlinedAt: !2872)
!2872 = distinct !DILocation(line: 292, column: 55, scope: !2866, inlinedAt: !2870)
!2873 = !DILocation(line: 292, column: 73, scope: !2866, inlinedAt: !2870)
!2874 = !DILocalVariable(name: "__a", arg: 1, scope: !2875, file: !46, line: 495, type: !53)
!2875 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIcEE10deallocateERS0_Pcm", scope: !45, file: !46, line: 495, type: !126, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !125, retainedNodes: !2876)
!2876 = !{!2874, !2877, !2878}
!2877 = !DILocalVariable(name: "__p", arg: 2, scope: !2875, file: !46, line: 495, type: !51)
!2878 = !DILocalVariable(name: "__n", arg: 3, scope: !2875, file: !46, line: 495, type: !120)
!2879 = !DILocation(line: 0, scope: !2875, inlinedAt: !2880)
!2880 = distinct !DILocation(line: 292, column: 9, scope: !2866, inlinedAt: !2870)
!2881 = !DILocalVariable(name: "this", arg: 1, scope: !2882, type: !2886, flags: DIFlagArtificial | DIFlagObjectPointer)
!2882 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIcE10deallocateEPcm", scope: !61, file: !62, line: 142, type: !98, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !97, retainedNodes: !2883)
!2883 = !{!2881, !2884, !2885}
!2884 = !DILocalVariable(name: "__p", arg: 2, scope: !2882, file: !62, line: 142, type: !52)
!2885 = !DILocalVariable(name: "__n", arg: 3, scope: !2882, file: !62, line: 142, type: !91)
!2886 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!2887 = !DILocation(line: 0, scope: !2882, inlinedAt: !2888)
!2888 = distinct !DILocation(line: 496, column: 13, scope: !2875, inlinedAt: !2880)
!2889 = !DILocation(line: 158, column: 2, scope: !2882, inlinedAt: !2888)
!2890 = !DILocation(line: 286, column: 4, scope: !2857, inlinedAt: !2850)
!2891 = !DILocalVariable(name: "this", arg: 1, scope: !2892, type: !2570, flags: DIFlagArtificial | DIFlagObjectPointer)
!2892 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EED2Ev", scope: !791, file: !789, line: 728, type: !1391, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1441, retainedNodes: !2893)
!2893 = !{!2891}
!2894 = !DILocation(line: 0, scope: !2892, inlinedAt: !2895)
!2895 = distinct !DILocation(line: 25, column: 1, scope: !2551)
!2896 = !DILocation(line: 730, column: 30, scope: !2897, inlinedAt: !2895)
!2897 = distinct !DILexicalBlock(scope: !2892, file: !789, line: 729, column: 7)
!2898 = !DILocation(line: 730, column: 54, scope: !2897, inlinedAt: !2895)
!2899 = !DILocalVariable(name: "__first", arg: 1, scope: !2900, file: !46, line: 847, type: !812)
!2900 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Item, std::default_delete<Item> > *, std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZSt8_DestroyIPSt10unique_ptrI4ItemSt14default_deleteIS1_EES4_EvT_S6_RSaIT0_E", scope: !35, file: !46, line: 847, type: !2901, scopeLine: 849, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2906, retainedNodes: !2903)
!2901 = !DISubroutineType(types: !2902)
!2902 = !{null, !812, !812, !1215}
!2903 = !{!2899, !2904, !2905}
!2904 = !DILocalVariable(name: "__last", arg: 2, scope: !2900, file: !46, line: 847, type: !812)
!2905 = !DILocalVariable(arg: 3, scope: !2900, file: !46, line: 848, type: !1215)
!2906 = !{!2907, !1202}
!2907 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !812)
!2908 = !DILocation(line: 0, scope: !2900, inlinedAt: !2909)
!2909 = distinct !DILocation(line: 730, column: 2, scope: !2897, inlinedAt: !2895)
!2910 = !DILocalVariable(name: "__first", arg: 1, scope: !2911, file: !2912, line: 182, type: !812)
!2911 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Item, std::default_delete<Item> > *>", linkageName: "_ZSt8_DestroyIPSt10unique_ptrI4ItemSt14default_deleteIS1_EEEvT_S6_", scope: !35, file: !2912, line: 182, type: !2913, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2917, retainedNodes: !2915)
!2912 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!2913 = !DISubroutineType(types: !2914)
!2914 = !{null, !812, !812}
!2915 = !{!2910, !2916}
!2916 = !DILocalVariable(name: "__last", arg: 2, scope: !2911, file: !2912, line: 182, type: !812)
!2917 = !{!2907}
!2918 = !DILocation(line: 0, scope: !2911, inlinedAt: !2919)
!2919 = distinct !DILocation(line: 850, column: 7, scope: !2900, inlinedAt: !2909)
!2920 = !DILocalVariable(name: "__first", arg: 1, scope: !2921, file: !2912, line: 160, type: !812)
!2921 = distinct !DISubprogram(name: "__destroy<std::unique_ptr<Item, std::default_delete<Item> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt10unique_ptrI4ItemSt14default_deleteIS3_EEEEvT_S8_", scope: !2922, file: !2912, line: 160, type: !2913, scopeLine: 161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2917, declaration: !2925, retainedNodes: !2926)
!2922 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<false>", scope: !35, file: !2912, line: 156, size: 8, flags: DIFlagTypePassByValue, elements: !163, templateParams: !2923, identifier: "_ZTSSt12_Destroy_auxILb0EE")
!2923 = !{!2924}
!2924 = !DITemplateValueParameter(type: !148, value: i1 false)
!2925 = !DISubprogram(name: "__destroy<std::unique_ptr<Item, std::default_delete<Item> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt10unique_ptrI4ItemSt14default_deleteIS3_EEEEvT_S8_", scope: !2922, file: !2912, line: 160, type: !2913, scopeLine: 160, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2917)
!2926 = !{!2920, !2927}
!2927 = !DILocalVariable(name: "__last", arg: 2, scope: !2921, file: !2912, line: 160, type: !812)
!2928 = !DILocation(line: 0, scope: !2921, inlinedAt: !2929)
!2929 = distinct !DILocation(line: 195, column: 7, scope: !2911, inlinedAt: !2919)
!2930 = !DILocation(line: 162, column: 19, scope: !2931, inlinedAt: !2929)
!2931 = distinct !DILexicalBlock(scope: !2932, file: !2912, line: 162, column: 4)
!2932 = distinct !DILexicalBlock(scope: !2921, file: !2912, line: 162, column: 4)
!2933 = !DILocation(line: 162, column: 4, scope: !2932, inlinedAt: !2929)
!2934 = !DILocalVariable(name: "__pointer", arg: 1, scope: !2935, file: !2912, line: 146, type: !812)
!2935 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZSt8_DestroyISt10unique_ptrI4ItemSt14default_deleteIS1_EEEvPT_", scope: !35, file: !2912, line: 146, type: !2936, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !1201, retainedNodes: !2938)
!2936 = !DISubroutineType(types: !2937)
!2937 = !{null, !812}
!2938 = !{!2934}
!2939 = !DILocation(line: 0, scope: !2935, inlinedAt: !2940)
!2940 = distinct !DILocation(line: 163, column: 6, scope: !2931, inlinedAt: !2929)
!2941 = !DILocalVariable(name: "this", arg: 1, scope: !2942, type: !812, flags: DIFlagArtificial | DIFlagObjectPointer)
!2942 = distinct !DISubprogram(name: "~unique_ptr", linkageName: "_ZNSt10unique_ptrI4ItemSt14default_deleteIS0_EED2Ev", scope: !813, file: !814, line: 390, type: !1105, scopeLine: 391, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1104, retainedNodes: !2943)
!2943 = !{!2941, !2944}
!2944 = !DILocalVariable(name: "__ptr", scope: !2945, file: !814, line: 394, type: !1068)
!2945 = distinct !DILexicalBlock(scope: !2942, file: !814, line: 391, column: 7)
!2946 = !DILocation(line: 0, scope: !2942, inlinedAt: !2947)
!2947 = distinct !DILocation(line: 151, column: 19, scope: !2935, inlinedAt: !2940)
!2948 = !DILocation(line: 0, scope: !2945, inlinedAt: !2947)
!2949 = !DILocation(line: 395, column: 6, scope: !2950, inlinedAt: !2947)
!2950 = distinct !DILexicalBlock(scope: !2945, file: !814, line: 395, column: 6)
!2951 = !DILocation(line: 395, column: 12, scope: !2950, inlinedAt: !2947)
!2952 = !DILocation(line: 395, column: 6, scope: !2945, inlinedAt: !2947)
!2953 = !DILocalVariable(name: "this", arg: 1, scope: !2954, type: !2957, flags: DIFlagArtificial | DIFlagObjectPointer)
!2954 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNKSt14default_deleteI4ItemEclEPS0_", scope: !836, file: !814, line: 89, type: !843, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !842, retainedNodes: !2955)
!2955 = !{!2953, !2956}
!2956 = !DILocalVariable(name: "__ptr", arg: 2, scope: !2954, file: !814, line: 89, type: !847)
!2957 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !846, size: 64)
!2958 = !DILocation(line: 0, scope: !2954, inlinedAt: !2959)
!2959 = distinct !DILocation(line: 396, column: 4, scope: !2950, inlinedAt: !2947)
!2960 = !DILocation(line: 95, column: 2, scope: !2954, inlinedAt: !2959)
!2961 = !DILocation(line: 396, column: 4, scope: !2950, inlinedAt: !2947)
!2962 = !DILocation(line: 397, column: 8, scope: !2945, inlinedAt: !2947)
!2963 = !DILocation(line: 162, column: 30, scope: !2931, inlinedAt: !2929)
!2964 = distinct !{!2964, !2933, !2965, !2808}
!2965 = !DILocation(line: 163, column: 46, scope: !2932, inlinedAt: !2929)
!2966 = !DILocation(line: 366, column: 24, scope: !2967, inlinedAt: !2971)
!2967 = distinct !DILexicalBlock(scope: !2968, file: !789, line: 365, column: 7)
!2968 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EED2Ev", scope: !794, file: !789, line: 364, type: !1308, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1334, retainedNodes: !2969)
!2969 = !{!2970}
!2970 = !DILocalVariable(name: "this", arg: 1, scope: !2968, type: !2576, flags: DIFlagArtificial | DIFlagObjectPointer)
!2971 = distinct !DILocation(line: 733, column: 7, scope: !2897, inlinedAt: !2895)
!2972 = !DILocation(line: 0, scope: !2968, inlinedAt: !2971)
!2973 = !DILocalVariable(name: "this", arg: 1, scope: !2974, type: !2576, flags: DIFlagArtificial | DIFlagObjectPointer)
!2974 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE13_M_deallocateEPS4_m", scope: !794, file: !789, line: 383, type: !1339, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1338, retainedNodes: !2975)
!2975 = !{!2973, !2976, !2977}
!2976 = !DILocalVariable(name: "__p", arg: 2, scope: !2974, file: !789, line: 383, type: !1252)
!2977 = !DILocalVariable(name: "__n", arg: 3, scope: !2974, file: !789, line: 383, type: !92)
!2978 = !DILocation(line: 0, scope: !2974, inlinedAt: !2979)
!2979 = distinct !DILocation(line: 366, column: 2, scope: !2967, inlinedAt: !2971)
!2980 = !DILocation(line: 386, column: 6, scope: !2981, inlinedAt: !2979)
!2981 = distinct !DILexicalBlock(scope: !2974, file: !789, line: 386, column: 6)
!2982 = !DILocation(line: 386, column: 6, scope: !2974, inlinedAt: !2979)
!2983 = !DILocation(line: 367, column: 17, scope: !2967, inlinedAt: !2971)
!2984 = !DILocation(line: 367, column: 35, scope: !2967, inlinedAt: !2971)
!2985 = !DILocalVariable(name: "__a", arg: 1, scope: !2986, file: !46, line: 495, type: !1161)
!2986 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE10deallocateERS5_PS4_m", scope: !806, file: !46, line: 495, type: !1221, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1220, retainedNodes: !2987)
!2987 = !{!2985, !2988, !2989}
!2988 = !DILocalVariable(name: "__p", arg: 2, scope: !2986, file: !46, line: 495, type: !811)
!2989 = !DILocalVariable(name: "__n", arg: 3, scope: !2986, file: !46, line: 495, type: !120)
!2990 = !DILocation(line: 0, scope: !2986, inlinedAt: !2991)
!2991 = distinct !DILocation(line: 387, column: 4, scope: !2981, inlinedAt: !2979)
!2992 = !DILocalVariable(name: "this", arg: 1, scope: !2993, type: !2755, flags: DIFlagArtificial | DIFlagObjectPointer)
!2993 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE10deallocateEPS4_m", scope: !1167, file: !62, line: 142, type: !1195, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1194, retainedNodes: !2994)
!2994 = !{!2992, !2995, !2996}
!2995 = !DILocalVariable(name: "__p", arg: 2, scope: !2993, file: !62, line: 142, type: !812)
!2996 = !DILocalVariable(name: "__n", arg: 3, scope: !2993, file: !62, line: 142, type: !91)
!2997 = !DILocation(line: 0, scope: !2993, inlinedAt: !2998)
!2998 = distinct !DILocation(line: 496, column: 13, scope: !2986, inlinedAt: !2991)
!2999 = !DILocation(line: 158, column: 2, scope: !2993, inlinedAt: !2998)
!3000 = !DILocation(line: 387, column: 4, scope: !2981, inlinedAt: !2979)
!3001 = !DILocation(line: 988, column: 50, scope: !2832, inlinedAt: !2836)
!3002 = !DILocation(line: 24, column: 15, scope: !2551)
!3003 = !DILocation(line: 24, column: 28, scope: !2551)
!3004 = !DILocation(line: 0, scope: !2842, inlinedAt: !3005)
!3005 = distinct !DILocation(line: 25, column: 1, scope: !2551)
!3006 = !DILocation(line: 0, scope: !2847, inlinedAt: !3007)
!3007 = distinct !DILocation(line: 795, column: 9, scope: !2851, inlinedAt: !3005)
!3008 = !DILocation(line: 0, scope: !2853, inlinedAt: !3009)
!3009 = distinct !DILocation(line: 285, column: 7, scope: !2857, inlinedAt: !3007)
!3010 = !DILocation(line: 0, scope: !2635, inlinedAt: !3011)
!3011 = distinct !DILocation(line: 274, column: 16, scope: !2853, inlinedAt: !3009)
!3012 = !DILocation(line: 234, column: 28, scope: !2635, inlinedAt: !3011)
!3013 = !DILocation(line: 274, column: 26, scope: !2853, inlinedAt: !3009)
!3014 = !DILocation(line: 285, column: 6, scope: !2847, inlinedAt: !3007)
!3015 = !DILocation(line: 286, column: 15, scope: !2857, inlinedAt: !3007)
!3016 = !DILocation(line: 0, scope: !2866, inlinedAt: !3017)
!3017 = distinct !DILocation(line: 286, column: 4, scope: !2857, inlinedAt: !3007)
!3018 = !DILocation(line: 0, scope: !2635, inlinedAt: !3019)
!3019 = distinct !DILocation(line: 292, column: 55, scope: !2866, inlinedAt: !3017)
!3020 = !DILocation(line: 292, column: 73, scope: !2866, inlinedAt: !3017)
!3021 = !DILocation(line: 0, scope: !2875, inlinedAt: !3022)
!3022 = distinct !DILocation(line: 292, column: 9, scope: !2866, inlinedAt: !3017)
!3023 = !DILocation(line: 0, scope: !2882, inlinedAt: !3024)
!3024 = distinct !DILocation(line: 496, column: 13, scope: !2875, inlinedAt: !3022)
!3025 = !DILocation(line: 158, column: 2, scope: !2882, inlinedAt: !3024)
!3026 = !DILocation(line: 286, column: 4, scope: !2857, inlinedAt: !3007)
!3027 = distinct !DIAssignID()
!3028 = !DILocation(line: 0, scope: !2595)
!3029 = !DILocation(line: 0, scope: !2609, inlinedAt: !3030)
!3030 = distinct !DILocation(line: 635, column: 21, scope: !2595)
!3031 = !DILocation(line: 241, column: 51, scope: !2609, inlinedAt: !3030)
!3032 = !DILocation(line: 0, scope: !2615, inlinedAt: !3033)
!3033 = distinct !DILocation(line: 635, column: 9, scope: !2595)
!3034 = !DILocation(line: 200, column: 25, scope: !2615, inlinedAt: !3033)
!3035 = !DILocation(line: 638, column: 10, scope: !3036)
!3036 = distinct !DILexicalBlock(scope: !2605, file: !31, line: 638, column: 6)
!3037 = !DILocation(line: 638, column: 6, scope: !2605)
!3038 = !DILocation(line: 639, column: 4, scope: !3036)
!3039 = !DILocalVariable(name: "__s", arg: 1, scope: !3040, file: !330, line: 389, type: !346)
!3040 = distinct !DISubprogram(name: "length", linkageName: "_ZNSt11char_traitsIcE6lengthEPKc", scope: !329, file: !330, line: 389, type: !348, scopeLine: 390, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !347, retainedNodes: !3041)
!3041 = !{!3039}
!3042 = !DILocation(line: 0, scope: !3040, inlinedAt: !3043)
!3043 = distinct !DILocation(line: 641, column: 30, scope: !2605)
!3044 = !DILocation(line: 395, column: 9, scope: !3040, inlinedAt: !3043)
!3045 = !DILocation(line: 0, scope: !2605)
!3046 = !DILocation(line: 0, scope: !1662, inlinedAt: !3047)
!3047 = distinct !DILocation(line: 642, column: 2, scope: !2605)
!3048 = !DILocation(line: 221, column: 2, scope: !1662, inlinedAt: !3047)
!3049 = !DILocation(line: 221, column: 12, scope: !1662, inlinedAt: !3047)
!3050 = !{!2678, !2678, i64 0}
!3051 = distinct !DIAssignID()
!3052 = !DILocation(line: 223, column: 13, scope: !3053, inlinedAt: !3047)
!3053 = distinct !DILexicalBlock(scope: !1662, file: !33, line: 223, column: 6)
!3054 = !DILocation(line: 223, column: 6, scope: !1662, inlinedAt: !3047)
!3055 = !DILocation(line: 225, column: 14, scope: !3056, inlinedAt: !3047)
!3056 = distinct !DILexicalBlock(scope: !3053, file: !33, line: 224, column: 4)
!3057 = !DILocalVariable(name: "this", arg: 1, scope: !3058, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!3058 = distinct !DISubprogram(name: "_M_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEPc", scope: !32, file: !31, line: 223, type: !386, scopeLine: 224, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !385, retainedNodes: !3059)
!3059 = !{!3057, !3060}
!3060 = !DILocalVariable(name: "__p", arg: 2, scope: !3058, file: !31, line: 223, type: !166)
!3061 = !DILocation(line: 0, scope: !3058, inlinedAt: !3062)
!3062 = distinct !DILocation(line: 225, column: 6, scope: !3056, inlinedAt: !3047)
!3063 = !DILocation(line: 224, column: 26, scope: !3058, inlinedAt: !3062)
!3064 = !DILocation(line: 226, column: 18, scope: !3056, inlinedAt: !3047)
!3065 = !DILocalVariable(name: "this", arg: 1, scope: !3066, type: !1674, flags: DIFlagArtificial | DIFlagObjectPointer)
!3066 = distinct !DISubprogram(name: "_M_capacity", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_capacityEm", scope: !32, file: !31, line: 260, type: !389, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !405, retainedNodes: !3067)
!3067 = !{!3065, !3068}
!3068 = !DILocalVariable(name: "__capacity", arg: 2, scope: !3066, file: !31, line: 260, type: !39)
!3069 = !DILocation(line: 0, scope: !3066, inlinedAt: !3070)
!3070 = distinct !DILocation(line: 226, column: 6, scope: !3056, inlinedAt: !3047)
!3071 = !DILocation(line: 261, column: 31, scope: !3066, inlinedAt: !3070)
!3072 = !DILocation(line: 227, column: 4, scope: !3056, inlinedAt: !3047)
!3073 = !DILocation(line: 234, column: 28, scope: !2635, inlinedAt: !3074)
!3074 = distinct !DILocation(line: 243, column: 22, scope: !1662, inlinedAt: !3047)
!3075 = !DILocation(line: 0, scope: !2635, inlinedAt: !3074)
!3076 = !DILocation(line: 0, scope: !2641, inlinedAt: !3077)
!3077 = distinct !DILocation(line: 243, column: 2, scope: !1662, inlinedAt: !3047)
!3078 = !DILocation(line: 0, scope: !2648, inlinedAt: !3079)
!3079 = distinct !DILocation(line: 477, column: 9, scope: !2641, inlinedAt: !3077)
!3080 = !DILocation(line: 420, column: 6, scope: !2648, inlinedAt: !3079)
!3081 = !DILocation(line: 0, scope: !2684, inlinedAt: !3082)
!3082 = distinct !DILocation(line: 421, column: 4, scope: !2661, inlinedAt: !3079)
!3083 = !DILocation(line: 354, column: 9, scope: !2684, inlinedAt: !3082)
!3084 = !DILocation(line: 354, column: 7, scope: !2684, inlinedAt: !3082)
!3085 = !DILocation(line: 421, column: 4, scope: !2661, inlinedAt: !3079)
!3086 = !DILocation(line: 431, column: 33, scope: !2655, inlinedAt: !3087)
!3087 = distinct !DILocation(line: 423, column: 4, scope: !2661, inlinedAt: !3079)
!3088 = !DILocation(line: 431, column: 2, scope: !2655, inlinedAt: !3087)
!3089 = !DILocation(line: 247, column: 16, scope: !1662, inlinedAt: !3047)
!3090 = !DILocation(line: 0, scope: !2663, inlinedAt: !3091)
!3091 = distinct !DILocation(line: 247, column: 2, scope: !1662, inlinedAt: !3047)
!3092 = !DILocation(line: 0, scope: !2669, inlinedAt: !3093)
!3093 = distinct !DILocation(line: 267, column: 2, scope: !2663, inlinedAt: !3091)
!3094 = !DILocation(line: 229, column: 9, scope: !2669, inlinedAt: !3093)
!3095 = !DILocation(line: 229, column: 26, scope: !2669, inlinedAt: !3093)
!3096 = !DILocation(line: 0, scope: !2635, inlinedAt: !3097)
!3097 = distinct !DILocation(line: 268, column: 22, scope: !2663, inlinedAt: !3091)
!3098 = !DILocation(line: 234, column: 28, scope: !2635, inlinedAt: !3097)
!3099 = !DILocation(line: 268, column: 22, scope: !2663, inlinedAt: !3091)
!3100 = !DILocation(line: 0, scope: !2684, inlinedAt: !3101)
!3101 = distinct !DILocation(line: 268, column: 2, scope: !2663, inlinedAt: !3091)
!3102 = !DILocation(line: 354, column: 7, scope: !2684, inlinedAt: !3101)
!3103 = !DILocation(line: 248, column: 7, scope: !1662, inlinedAt: !3047)
!3104 = !DILocation(line: 643, column: 7, scope: !2595)
!3105 = distinct !DISubprogram(name: "~Item", linkageName: "_ZN4ItemD2Ev", scope: !775, file: !2, line: 13, type: !783, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !782, retainedNodes: !3106)
!3106 = !{!3107, !3108}
!3107 = !DILocalVariable(name: "this", arg: 1, scope: !3105, type: !847, flags: DIFlagArtificial | DIFlagObjectPointer)
!3108 = !DILocalVariable(name: "s", scope: !3109, file: !2, line: 15, type: !3110)
!3109 = distinct !DILexicalBlock(scope: !3105, file: !2, line: 13, column: 11)
!3110 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3111, size: 64)
!3111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !785)
!3112 = !DILocation(line: 0, scope: !3105)
!3113 = !DILocation(line: 14, column: 5, scope: !3109)
!3114 = !DILocation(line: 15, column: 15, scope: !3115)
!3115 = distinct !DILexicalBlock(scope: !3116, file: !2, line: 15, column: 15)
!3116 = distinct !DILexicalBlock(scope: !3109, file: !2, line: 15, column: 9)
!3117 = !DILocation(line: 15, column: 17, scope: !3115)
!3118 = !DILocation(line: 15, column: 15, scope: !3116)
!3119 = !DILocation(line: 15, column: 23, scope: !3115)
!3120 = !DILocation(line: 15, column: 29, scope: !3115)
!3121 = !DILocation(line: 16, column: 3, scope: !3115)
!3122 = !DILocation(line: 15, column: 57, scope: !3116)
!3123 = !DILocation(line: 0, scope: !3109)
!3124 = !DILocalVariable(name: "this", arg: 1, scope: !3125, type: !2637, flags: DIFlagArtificial | DIFlagObjectPointer)
!3125 = distinct !DISubprogram(name: "c_str", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv", scope: !32, file: !31, line: 2554, type: !708, scopeLine: 2555, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !707, retainedNodes: !3126)
!3126 = !{!3124}
!3127 = !DILocation(line: 0, scope: !3125, inlinedAt: !3128)
!3128 = distinct !DILocation(line: 15, column: 122, scope: !3129)
!3129 = distinct !DILexicalBlock(scope: !3109, file: !2, line: 15, column: 88)
!3130 = !DILocation(line: 0, scope: !2635, inlinedAt: !3131)
!3131 = distinct !DILocation(line: 2555, column: 16, scope: !3125, inlinedAt: !3128)
!3132 = !DILocation(line: 234, column: 28, scope: !2635, inlinedAt: !3131)
!3133 = !DILocation(line: 15, column: 90, scope: !3129)
!3134 = !DILocation(line: 15, column: 132, scope: !3129)
!3135 = !DILocation(line: 16, column: 3, scope: !3105)
!3136 = !DILocation(line: 0, scope: !2892)
!3137 = !DILocation(line: 730, column: 30, scope: !2897)
!3138 = !DILocation(line: 730, column: 54, scope: !2897)
!3139 = !DILocation(line: 0, scope: !2900, inlinedAt: !3140)
!3140 = distinct !DILocation(line: 730, column: 2, scope: !2897)
!3141 = !DILocation(line: 0, scope: !2911, inlinedAt: !3142)
!3142 = distinct !DILocation(line: 850, column: 7, scope: !2900, inlinedAt: !3140)
!3143 = !DILocation(line: 0, scope: !2921, inlinedAt: !3144)
!3144 = distinct !DILocation(line: 195, column: 7, scope: !2911, inlinedAt: !3142)
!3145 = !DILocation(line: 162, column: 19, scope: !2931, inlinedAt: !3144)
!3146 = !DILocation(line: 162, column: 4, scope: !2932, inlinedAt: !3144)
!3147 = !DILocation(line: 0, scope: !2935, inlinedAt: !3148)
!3148 = distinct !DILocation(line: 163, column: 6, scope: !2931, inlinedAt: !3144)
!3149 = !DILocation(line: 0, scope: !2942, inlinedAt: !3150)
!3150 = distinct !DILocation(line: 151, column: 19, scope: !2935, inlinedAt: !3148)
!3151 = !DILocation(line: 0, scope: !2945, inlinedAt: !3150)
!3152 = !DILocation(line: 395, column: 6, scope: !2950, inlinedAt: !3150)
!3153 = !DILocation(line: 395, column: 12, scope: !2950, inlinedAt: !3150)
!3154 = !DILocation(line: 395, column: 6, scope: !2945, inlinedAt: !3150)
!3155 = !DILocation(line: 0, scope: !2954, inlinedAt: !3156)
!3156 = distinct !DILocation(line: 396, column: 4, scope: !2950, inlinedAt: !3150)
!3157 = !DILocation(line: 95, column: 2, scope: !2954, inlinedAt: !3156)
!3158 = !DILocation(line: 396, column: 4, scope: !2950, inlinedAt: !3150)
!3159 = !DILocation(line: 397, column: 8, scope: !2945, inlinedAt: !3150)
!3160 = !DILocation(line: 162, column: 30, scope: !2931, inlinedAt: !3144)
!3161 = distinct !{!3161, !3146, !3162, !2808}
!3162 = !DILocation(line: 163, column: 46, scope: !2932, inlinedAt: !3144)
!3163 = !DILocation(line: 366, column: 24, scope: !2967, inlinedAt: !3164)
!3164 = distinct !DILocation(line: 733, column: 7, scope: !2897)
!3165 = !DILocation(line: 0, scope: !2968, inlinedAt: !3164)
!3166 = !DILocation(line: 0, scope: !2974, inlinedAt: !3167)
!3167 = distinct !DILocation(line: 366, column: 2, scope: !2967, inlinedAt: !3164)
!3168 = !DILocation(line: 386, column: 6, scope: !2981, inlinedAt: !3167)
!3169 = !DILocation(line: 386, column: 6, scope: !2974, inlinedAt: !3167)
!3170 = !DILocation(line: 367, column: 17, scope: !2967, inlinedAt: !3164)
!3171 = !DILocation(line: 367, column: 35, scope: !2967, inlinedAt: !3164)
!3172 = !DILocation(line: 0, scope: !2986, inlinedAt: !3173)
!3173 = distinct !DILocation(line: 387, column: 4, scope: !2981, inlinedAt: !3167)
!3174 = !DILocation(line: 0, scope: !2993, inlinedAt: !3175)
!3175 = distinct !DILocation(line: 496, column: 13, scope: !2986, inlinedAt: !3173)
!3176 = !DILocation(line: 158, column: 2, scope: !2993, inlinedAt: !3175)
!3177 = !DILocation(line: 387, column: 4, scope: !2981, inlinedAt: !3167)
!3178 = !DILocation(line: 733, column: 7, scope: !2892)
!3179 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !1861, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, retainedNodes: !3180)
!3180 = !{!3181, !3182, !3184}
!3181 = !DILocalVariable(name: "got", scope: !3179, file: !2, line: 28, type: !275)
!3182 = !DILocalVariable(name: "n", scope: !3183, file: !2, line: 29, type: !275)
!3183 = distinct !DILexicalBlock(scope: !3179, file: !2, line: 29, column: 3)
!3184 = !DILocalVariable(name: "e", scope: !3185, file: !2, line: 33, type: !275)
!3185 = distinct !DILexicalBlock(scope: !3186, file: !2, line: 29, column: 35)
!3186 = distinct !DILexicalBlock(scope: !3183, file: !2, line: 29, column: 3)
!3187 = !DILocation(line: 0, scope: !3179)
!3188 = !DILocation(line: 0, scope: !3183)
!3189 = !DILocation(line: 31, column: 14, scope: !3190)
!3190 = distinct !DILexicalBlock(scope: !3185, file: !2, line: 30, column: 9)
!3191 = !DILocation(line: 32, column: 7, scope: !3190)
!3192 = !DILocation(line: 33, column: 5, scope: !3190)
!3193 = !DILocation(line: 40, column: 1, scope: !3190)
!3194 = !DILocation(line: 0, scope: !3185)
!3195 = !DILocation(line: 34, column: 7, scope: !3196)
!3196 = distinct !DILexicalBlock(scope: !3185, file: !2, line: 33, column: 21)
!3197 = !DILocation(line: 36, column: 5, scope: !3196)
!3198 = !DILocation(line: 38, column: 60, scope: !3179)
!3199 = !DILocation(line: 38, column: 73, scope: !3179)
!3200 = !DILocation(line: 38, column: 3, scope: !3179)
!3201 = !DILocation(line: 39, column: 10, scope: !3179)
!3202 = !DILocation(line: 39, column: 25, scope: !3179)
!3203 = !DILocation(line: 39, column: 22, scope: !3179)
!3204 = !DILocation(line: 39, column: 3, scope: !3179)
!3205 = !DILocation(line: 40, column: 1, scope: !3179)
!3206 = !DISubprogram(name: "__throw_logic_error", linkageName: "_ZSt19__throw_logic_errorPKc", scope: !35, file: !3207, line: 66, type: !1865, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!3207 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/functexcept.h", directory: "", checksumkind: CSK_MD5, checksum: "a363406ed41198146320f1e077ba3f30")
!3208 = !DISubprogram(name: "__builtin_strlen", scope: !3209, file: !3209, line: 122, type: !3210, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3209 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/typeinfo", directory: "")
!3210 = !DISubroutineType(types: !3211)
!3211 = !{!94, !85}
!3212 = distinct !DISubprogram(name: "_M_realloc_insert<Item *>", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJPS1_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_", scope: !791, file: !1711, line: 440, type: !3213, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !2720, declaration: !3215, retainedNodes: !3216)
!3213 = !DISubroutineType(types: !3214)
!3214 = !{null, !1393, !790, !2718}
!3215 = !DISubprogram(name: "_M_realloc_insert<Item *>", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJPS1_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_", scope: !791, file: !1711, line: 440, type: !3213, scopeLine: 440, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2720)
!3216 = !{!3217, !3218, !3219, !3220, !3222, !3223, !3224, !3225, !3226}
!3217 = !DILocalVariable(name: "this", arg: 1, scope: !3212, type: !2570, flags: DIFlagArtificial | DIFlagObjectPointer)
!3218 = !DILocalVariable(name: "__position", arg: 2, scope: !3212, file: !789, line: 1868, type: !790)
!3219 = !DILocalVariable(name: "__args", arg: 3, scope: !3212, file: !789, line: 1868, type: !2718)
!3220 = !DILocalVariable(name: "__len", scope: !3212, file: !1711, line: 448, type: !3221)
!3221 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !788)
!3222 = !DILocalVariable(name: "__old_start", scope: !3212, file: !1711, line: 450, type: !1381)
!3223 = !DILocalVariable(name: "__old_finish", scope: !3212, file: !1711, line: 451, type: !1381)
!3224 = !DILocalVariable(name: "__elems_before", scope: !3212, file: !1711, line: 452, type: !3221)
!3225 = !DILocalVariable(name: "__new_start", scope: !3212, file: !1711, line: 453, type: !1381)
!3226 = !DILocalVariable(name: "__new_finish", scope: !3212, file: !1711, line: 454, type: !1381)
!3227 = !DILocation(line: 0, scope: !3212)
!3228 = !DILocalVariable(name: "this", arg: 1, scope: !3229, type: !2834, flags: DIFlagArtificial | DIFlagObjectPointer)
!3229 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE12_M_check_lenEmPKc", scope: !791, file: !789, line: 1891, type: !1576, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1575, retainedNodes: !3230)
!3230 = !{!3228, !3231, !3232, !3233}
!3231 = !DILocalVariable(name: "__n", arg: 2, scope: !3229, file: !789, line: 1891, type: !788)
!3232 = !DILocalVariable(name: "__s", arg: 3, scope: !3229, file: !789, line: 1891, type: !85)
!3233 = !DILocalVariable(name: "__len", scope: !3229, file: !789, line: 1896, type: !3221)
!3234 = !DILocation(line: 0, scope: !3229, inlinedAt: !3235)
!3235 = distinct !DILocation(line: 449, column: 2, scope: !3212)
!3236 = !DILocation(line: 0, scope: !2832, inlinedAt: !3237)
!3237 = distinct !DILocation(line: 1893, column: 19, scope: !3238, inlinedAt: !3235)
!3238 = distinct !DILexicalBlock(scope: !3229, file: !789, line: 1893, column: 6)
!3239 = !DILocation(line: 988, column: 40, scope: !2832, inlinedAt: !3237)
!3240 = !DILocation(line: 988, column: 66, scope: !2832, inlinedAt: !3237)
!3241 = !DILocation(line: 988, column: 50, scope: !2832, inlinedAt: !3237)
!3242 = !DILocation(line: 1893, column: 26, scope: !3238, inlinedAt: !3235)
!3243 = !DILocation(line: 1893, column: 6, scope: !3229, inlinedAt: !3235)
!3244 = !DILocation(line: 1894, column: 4, scope: !3238, inlinedAt: !3235)
!3245 = !DILocation(line: 0, scope: !2832, inlinedAt: !3246)
!3246 = distinct !DILocation(line: 1896, column: 26, scope: !3229, inlinedAt: !3235)
!3247 = !DILocation(line: 0, scope: !2832, inlinedAt: !3248)
!3248 = distinct !DILocation(line: 1896, column: 46, scope: !3229, inlinedAt: !3235)
!3249 = !DILocation(line: 1896, column: 35, scope: !3229, inlinedAt: !3235)
!3250 = !DILocation(line: 1896, column: 33, scope: !3229, inlinedAt: !3235)
!3251 = !DILocation(line: 0, scope: !2832, inlinedAt: !3252)
!3252 = distinct !DILocation(line: 1897, column: 18, scope: !3229, inlinedAt: !3235)
!3253 = !DILocation(line: 1897, column: 16, scope: !3229, inlinedAt: !3235)
!3254 = !DILocation(line: 1897, column: 25, scope: !3229, inlinedAt: !3235)
!3255 = !DILocalVariable(name: "__lhs", arg: 1, scope: !3256, file: !232, line: 1330, type: !3259)
!3256 = distinct !DISubprogram(name: "operator-<std::unique_ptr<Item, std::default_delete<Item> > *, std::vector<std::unique_ptr<Item, std::default_delete<Item> >, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > > >", linkageName: "_ZN9__gnu_cxxmiIPSt10unique_ptrI4ItemSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEENS_17__normal_iteratorIT_T0_E15difference_typeERKSD_SG_", scope: !24, file: !232, line: 1330, type: !3257, scopeLine: 1333, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !1659, retainedNodes: !3260)
!3257 = !DISubroutineType(types: !3258)
!3258 = !{!1644, !3259, !3259}
!3259 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1626, size: 64)
!3260 = !{!3255, !3261}
!3261 = !DILocalVariable(name: "__rhs", arg: 2, scope: !3256, file: !232, line: 1331, type: !3259)
!3262 = !DILocation(line: 0, scope: !3256, inlinedAt: !3263)
!3263 = distinct !DILocation(line: 452, column: 51, scope: !3212)
!3264 = !DILocation(line: 1333, column: 27, scope: !3256, inlinedAt: !3263)
!3265 = !DILocalVariable(name: "this", arg: 1, scope: !3266, type: !2576, flags: DIFlagArtificial | DIFlagObjectPointer)
!3266 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE11_M_allocateEm", scope: !794, file: !789, line: 375, type: !1336, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1335, retainedNodes: !3267)
!3267 = !{!3265, !3268}
!3268 = !DILocalVariable(name: "__n", arg: 2, scope: !3266, file: !789, line: 375, type: !92)
!3269 = !DILocation(line: 0, scope: !3266, inlinedAt: !3270)
!3270 = distinct !DILocation(line: 453, column: 33, scope: !3212)
!3271 = !DILocation(line: 378, column: 13, scope: !3266, inlinedAt: !3270)
!3272 = !DILocation(line: 378, column: 9, scope: !3266, inlinedAt: !3270)
!3273 = !DILocalVariable(name: "__a", arg: 1, scope: !3274, file: !46, line: 463, type: !1161)
!3274 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE8allocateERS5_m", scope: !806, file: !46, line: 463, type: !809, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !808, retainedNodes: !3275)
!3275 = !{!3273, !3276}
!3276 = !DILocalVariable(name: "__n", arg: 2, scope: !3274, file: !46, line: 463, type: !120)
!3277 = !DILocation(line: 0, scope: !3274, inlinedAt: !3278)
!3278 = distinct !DILocation(line: 378, column: 20, scope: !3266, inlinedAt: !3270)
!3279 = !DILocalVariable(name: "this", arg: 1, scope: !3280, type: !2755, flags: DIFlagArtificial | DIFlagObjectPointer)
!3280 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE8allocateEmPKv", scope: !1167, file: !62, line: 112, type: !1192, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1191, retainedNodes: !3281)
!3281 = !{!3279, !3282, !3283}
!3282 = !DILocalVariable(name: "__n", arg: 2, scope: !3280, file: !62, line: 112, type: !91)
!3283 = !DILocalVariable(arg: 3, scope: !3280, file: !62, line: 112, type: !95)
!3284 = !DILocation(line: 0, scope: !3280, inlinedAt: !3285)
!3285 = distinct !DILocation(line: 464, column: 20, scope: !3274, inlinedAt: !3278)
!3286 = !DILocation(line: 137, column: 53, scope: !3280, inlinedAt: !3285)
!3287 = !DILocation(line: 137, column: 27, scope: !3280, inlinedAt: !3285)
!3288 = !DILocation(line: 463, column: 20, scope: !3289)
!3289 = distinct !DILexicalBlock(scope: !3212, file: !1711, line: 456, column: 2)
!3290 = !DILocation(line: 0, scope: !2735, inlinedAt: !3291)
!3291 = distinct !DILocation(line: 462, column: 4, scope: !3289)
!3292 = !DILocation(line: 0, scope: !2748, inlinedAt: !3293)
!3293 = distinct !DILocation(line: 516, column: 8, scope: !2735, inlinedAt: !3291)
!3294 = !DILocation(line: 175, column: 27, scope: !2748, inlinedAt: !3293)
!3295 = !DILocation(line: 0, scope: !2759, inlinedAt: !3296)
!3296 = distinct !DILocation(line: 175, column: 23, scope: !2748, inlinedAt: !3293)
!3297 = !DILocation(line: 0, scope: !2769, inlinedAt: !3298)
!3298 = distinct !DILocation(line: 310, column: 4, scope: !2759, inlinedAt: !3296)
!3299 = !DILocation(line: 0, scope: !2779, inlinedAt: !3300)
!3300 = distinct !DILocation(line: 233, column: 40, scope: !2769, inlinedAt: !3298)
!3301 = !DILocation(line: 168, column: 56, scope: !2786, inlinedAt: !3300)
!3302 = !DILocalVariable(name: "__first", arg: 1, scope: !3303, file: !789, line: 499, type: !1381)
!3303 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI4ItemSt14default_deleteIS1_EESaIS4_EE11_S_relocateEPS4_S7_S7_RS5_", scope: !791, file: !789, line: 499, type: !1388, scopeLine: 501, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1387, retainedNodes: !3304)
!3304 = !{!3302, !3305, !3306, !3307}
!3305 = !DILocalVariable(name: "__last", arg: 2, scope: !3303, file: !789, line: 499, type: !1381)
!3306 = !DILocalVariable(name: "__result", arg: 3, scope: !3303, file: !789, line: 499, type: !1381)
!3307 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3303, file: !789, line: 500, type: !1382)
!3308 = !DILocation(line: 0, scope: !3303, inlinedAt: !3309)
!3309 = distinct !DILocation(line: 474, column: 23, scope: !3310)
!3310 = distinct !DILexicalBlock(scope: !3311, file: !1711, line: 473, column: 6)
!3311 = distinct !DILexicalBlock(scope: !3289, file: !1711, line: 472, column: 29)
!3312 = !DILocalVariable(name: "__first", arg: 1, scope: !3313, file: !3314, line: 1127, type: !812)
!3313 = distinct !DISubprogram(name: "__relocate_a<std::unique_ptr<Item, std::default_delete<Item> > *, std::unique_ptr<Item, std::default_delete<Item> > *, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > >", linkageName: "_ZSt12__relocate_aIPSt10unique_ptrI4ItemSt14default_deleteIS1_EES5_SaIS4_EET0_T_S8_S7_RT1_", scope: !35, file: !3314, line: 1127, type: !3315, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3321, retainedNodes: !3317)
!3314 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!3315 = !DISubroutineType(types: !3316)
!3316 = !{!812, !812, !812, !812, !1215}
!3317 = !{!3312, !3318, !3319, !3320}
!3318 = !DILocalVariable(name: "__last", arg: 2, scope: !3313, file: !3314, line: 1127, type: !812)
!3319 = !DILocalVariable(name: "__result", arg: 3, scope: !3313, file: !3314, line: 1128, type: !812)
!3320 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3313, file: !3314, line: 1128, type: !1215)
!3321 = !{!3322, !2907, !3323}
!3322 = !DITemplateTypeParameter(name: "_InputIterator", type: !812)
!3323 = !DITemplateTypeParameter(name: "_Allocator", type: !1163)
!3324 = !DILocation(line: 0, scope: !3313, inlinedAt: !3325)
!3325 = distinct !DILocation(line: 504, column: 9, scope: !3303, inlinedAt: !3309)
!3326 = !DILocalVariable(name: "__first", arg: 1, scope: !3327, file: !3314, line: 1078, type: !812)
!3327 = distinct !DISubprogram(name: "__relocate_a_1<std::unique_ptr<Item, std::default_delete<Item> > *, std::unique_ptr<Item, std::default_delete<Item> > *, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > >", linkageName: "_ZSt14__relocate_a_1IPSt10unique_ptrI4ItemSt14default_deleteIS1_EES5_SaIS4_EET0_T_S8_S7_RT1_", scope: !35, file: !3314, line: 1078, type: !3315, scopeLine: 1083, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3321, retainedNodes: !3328)
!3328 = !{!3326, !3329, !3330, !3331, !3332}
!3329 = !DILocalVariable(name: "__last", arg: 2, scope: !3327, file: !3314, line: 1078, type: !812)
!3330 = !DILocalVariable(name: "__result", arg: 3, scope: !3327, file: !3314, line: 1079, type: !812)
!3331 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3327, file: !3314, line: 1079, type: !1215)
!3332 = !DILocalVariable(name: "__cur", scope: !3327, file: !3314, line: 1090, type: !812)
!3333 = !DILocation(line: 0, scope: !3327, inlinedAt: !3334)
!3334 = distinct !DILocation(line: 1133, column: 14, scope: !3313, inlinedAt: !3325)
!3335 = !DILocation(line: 1091, column: 22, scope: !3336, inlinedAt: !3334)
!3336 = distinct !DILexicalBlock(scope: !3337, file: !3314, line: 1091, column: 7)
!3337 = distinct !DILexicalBlock(scope: !3327, file: !3314, line: 1091, column: 7)
!3338 = !DILocation(line: 1091, column: 7, scope: !3337, inlinedAt: !3334)
!3339 = !{!3340}
!3340 = distinct !{!3340, !3341, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!3341 = distinct !{!3341, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!3342 = !DILocation(line: 1092, column: 2, scope: !3336, inlinedAt: !3334)
!3343 = !{!3344}
!3344 = distinct !{!3344, !3341, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!3345 = !DILocalVariable(name: "__dest", arg: 1, scope: !3346, file: !3314, line: 1056, type: !3349)
!3346 = distinct !DISubprogram(name: "__relocate_object_a<std::unique_ptr<Item, std::default_delete<Item> >, std::unique_ptr<Item, std::default_delete<Item> >, std::allocator<std::unique_ptr<Item, std::default_delete<Item> > > >", linkageName: "_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_", scope: !35, file: !3314, line: 1056, type: !3347, scopeLine: 1062, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3353, retainedNodes: !3350)
!3347 = !DISubroutineType(types: !3348)
!3348 = !{null, !3349, !3349, !1215}
!3349 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !812)
!3350 = !{!3345, !3351, !3352}
!3351 = !DILocalVariable(name: "__orig", arg: 2, scope: !3346, file: !3314, line: 1056, type: !3349)
!3352 = !DILocalVariable(name: "__alloc", arg: 3, scope: !3346, file: !3314, line: 1057, type: !1215)
!3353 = !{!1202, !2740, !3323}
!3354 = !DILocation(line: 0, scope: !3346, inlinedAt: !3355)
!3355 = distinct !DILocation(line: 1092, column: 2, scope: !3336, inlinedAt: !3334)
!3356 = !DILocalVariable(name: "__a", arg: 1, scope: !3357, file: !46, line: 511, type: !1161)
!3357 = distinct !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE9constructIS4_JS4_EEEvRS5_PT_DpOT0_", scope: !806, file: !46, line: 511, type: !3358, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3361, declaration: !3360, retainedNodes: !3365)
!3358 = !DISubroutineType(types: !3359)
!3359 = !{null, !1161, !812, !1103}
!3360 = !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE9constructIS4_JS4_EEEvRS5_PT_DpOT0_", scope: !806, file: !46, line: 511, type: !3358, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !3361)
!3361 = !{!2740, !3362}
!3362 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !3363)
!3363 = !{!3364}
!3364 = !DITemplateTypeParameter(type: !813)
!3365 = !{!3356, !3366, !3367}
!3366 = !DILocalVariable(name: "__p", arg: 2, scope: !3357, file: !46, line: 511, type: !812)
!3367 = !DILocalVariable(name: "__args", arg: 3, scope: !3357, file: !46, line: 512, type: !1103)
!3368 = !DILocation(line: 0, scope: !3357, inlinedAt: !3369)
!3369 = distinct !DILocation(line: 1064, column: 7, scope: !3346, inlinedAt: !3355)
!3370 = !DILocalVariable(name: "this", arg: 1, scope: !3371, type: !2755, flags: DIFlagArtificial | DIFlagObjectPointer)
!3371 = distinct !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE9constructIS4_JS4_EEEvPT_DpOT0_", scope: !1167, file: !62, line: 173, type: !3372, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3361, declaration: !3374, retainedNodes: !3375)
!3372 = !DISubroutineType(types: !3373)
!3373 = !{null, !1172, !812, !1103}
!3374 = !DISubprogram(name: "construct<std::unique_ptr<Item, std::default_delete<Item> >, std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE9constructIS4_JS4_EEEvPT_DpOT0_", scope: !1167, file: !62, line: 173, type: !3372, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3361)
!3375 = !{!3370, !3376, !3377}
!3376 = !DILocalVariable(name: "__p", arg: 2, scope: !3371, file: !62, line: 173, type: !812)
!3377 = !DILocalVariable(name: "__args", arg: 3, scope: !3371, file: !62, line: 173, type: !1103)
!3378 = !DILocation(line: 0, scope: !3371, inlinedAt: !3379)
!3379 = distinct !DILocation(line: 516, column: 8, scope: !3357, inlinedAt: !3369)
!3380 = !DILocalVariable(name: "this", arg: 1, scope: !3381, type: !812, flags: DIFlagArtificial | DIFlagObjectPointer)
!3381 = distinct !DISubprogram(name: "unique_ptr", linkageName: "_ZNSt10unique_ptrI4ItemSt14default_deleteIS0_EEC2EOS3_", scope: !813, file: !814, line: 358, type: !1100, scopeLine: 358, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1099, retainedNodes: !3382)
!3382 = !{!3380, !3383}
!3383 = !DILocalVariable(arg: 2, scope: !3381, file: !814, line: 358, type: !1103)
!3384 = !DILocation(line: 0, scope: !3381, inlinedAt: !3385)
!3385 = distinct !DILocation(line: 175, column: 23, scope: !3371, inlinedAt: !3379)
!3386 = !DILocalVariable(name: "this", arg: 1, scope: !3387, type: !2775, flags: DIFlagArtificial | DIFlagObjectPointer)
!3387 = distinct !DISubprogram(name: "__uniq_ptr_data", linkageName: "_ZNSt15__uniq_ptr_dataI4ItemSt14default_deleteIS0_ELb1ELb1EEC2EOS3_", scope: !817, file: !814, line: 234, type: !1090, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1089, retainedNodes: !3388)
!3388 = !{!3386, !3389}
!3389 = !DILocalVariable(arg: 2, scope: !3387, file: !814, line: 234, type: !1093)
!3390 = !DILocation(line: 0, scope: !3387, inlinedAt: !3391)
!3391 = distinct !DILocation(line: 358, column: 7, scope: !3381, inlinedAt: !3385)
!3392 = !DILocalVariable(name: "this", arg: 1, scope: !3393, type: !2782, flags: DIFlagArtificial | DIFlagObjectPointer)
!3393 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_implI4ItemSt14default_deleteIS0_EEC2EOS3_", scope: !820, file: !814, line: 176, type: !1058, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1057, retainedNodes: !3394)
!3394 = !{!3392, !3395}
!3395 = !DILocalVariable(name: "__u", arg: 2, scope: !3393, file: !814, line: 176, type: !1060)
!3396 = !DILocation(line: 0, scope: !3393, inlinedAt: !3397)
!3397 = distinct !DILocation(line: 234, column: 7, scope: !3387, inlinedAt: !3391)
!3398 = !DILocalVariable(name: "this", arg: 1, scope: !3399, type: !3402, flags: DIFlagArtificial | DIFlagObjectPointer)
!3399 = distinct !DISubprogram(name: "tuple", linkageName: "_ZNSt5tupleIJP4ItemSt14default_deleteIS0_EEEC2EOS4_", scope: !823, file: !824, line: 1090, type: !1021, scopeLine: 1090, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1020, retainedNodes: !3400)
!3400 = !{!3398, !3401}
!3401 = !DILocalVariable(arg: 2, scope: !3399, file: !824, line: 1090, type: !1023)
!3402 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !823, size: 64)
!3403 = !DILocation(line: 0, scope: !3399, inlinedAt: !3404)
!3404 = distinct !DILocation(line: 177, column: 9, scope: !3393, inlinedAt: !3397)
!3405 = !DILocalVariable(name: "this", arg: 1, scope: !3406, type: !3409, flags: DIFlagArtificial | DIFlagObjectPointer)
!3406 = distinct !DISubprogram(name: "_Tuple_impl", linkageName: "_ZNSt11_Tuple_implILm0EJP4ItemSt14default_deleteIS0_EEEC2EOS4_", scope: !827, file: !824, line: 301, type: !1003, scopeLine: 301, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, declaration: !1002, retainedNodes: !3407)
!3407 = !{!3405, !3408}
!3408 = !DILocalVariable(arg: 2, scope: !3406, file: !824, line: 301, type: !1005)
!3409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !827, size: 64)
!3410 = !DILocation(line: 0, scope: !3406, inlinedAt: !3411)
!3411 = distinct !DILocation(line: 1090, column: 17, scope: !3399, inlinedAt: !3404)
!3412 = !DILocation(line: 301, column: 7, scope: !3406, inlinedAt: !3411)
!3413 = !DILocalVariable(name: "__a", arg: 1, scope: !3414, file: !46, line: 531, type: !1161)
!3414 = distinct !DISubprogram(name: "destroy<std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE7destroyIS4_EEvRS5_PT_", scope: !806, file: !46, line: 531, type: !3415, scopeLine: 533, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3418, declaration: !3417, retainedNodes: !3419)
!3415 = !DISubroutineType(types: !3416)
!3416 = !{null, !1161, !812}
!3417 = !DISubprogram(name: "destroy<std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI4ItemSt14default_deleteIS1_EEEE7destroyIS4_EEvRS5_PT_", scope: !806, file: !46, line: 531, type: !3415, scopeLine: 531, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !3418)
!3418 = !{!2740}
!3419 = !{!3413, !3420}
!3420 = !DILocalVariable(name: "__p", arg: 2, scope: !3414, file: !46, line: 531, type: !812)
!3421 = !DILocation(line: 0, scope: !3414, inlinedAt: !3422)
!3422 = distinct !DILocation(line: 1065, column: 7, scope: !3346, inlinedAt: !3355)
!3423 = !DILocalVariable(name: "this", arg: 1, scope: !3424, type: !2755, flags: DIFlagArtificial | DIFlagObjectPointer)
!3424 = distinct !DISubprogram(name: "destroy<std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE7destroyIS4_EEvPT_", scope: !1167, file: !62, line: 179, type: !3425, scopeLine: 181, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !20, templateParams: !3418, declaration: !3427, retainedNodes: !3428)
!3425 = !DISubroutineType(types: !3426)
!3426 = !{null, !1172, !812}
!3427 = !DISubprogram(name: "destroy<std::unique_ptr<Item, std::default_delete<Item> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI4ItemSt14default_deleteIS1_EEE7destroyIS4_EEvPT_", scope: !1167, file: !62, line: 179, type: !3425, scopeLine: 179, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3418)
!3428 = !{!3423, !3429}
!3429 = !DILocalVariable(name: "__p", arg: 2, scope: !3424, file: !62, line: 179, type: !812)
!3430 = !DILocation(line: 0, scope: !3424, inlinedAt: !3431)
!3431 = distinct !DILocation(line: 535, column: 8, scope: !3414, inlinedAt: !3422)
!3432 = !DILocation(line: 0, scope: !2942, inlinedAt: !3433)
!3433 = distinct !DILocation(line: 181, column: 10, scope: !3424, inlinedAt: !3431)
!3434 = !DILocation(line: 0, scope: !2945, inlinedAt: !3433)
!3435 = !DILocation(line: 397, column: 8, scope: !2945, inlinedAt: !3433)
!3436 = !DILocation(line: 1091, column: 33, scope: !3336, inlinedAt: !3334)
!3437 = !DILocation(line: 1091, column: 50, scope: !3336, inlinedAt: !3334)
!3438 = distinct !{!3438, !3338, !3439, !2808}
!3439 = !DILocation(line: 1093, column: 41, scope: !3337, inlinedAt: !3334)
!3440 = !DILocation(line: 477, column: 8, scope: !3310)
!3441 = !DILocation(line: 0, scope: !3303, inlinedAt: !3442)
!3442 = distinct !DILocation(line: 479, column: 23, scope: !3310)
!3443 = !DILocation(line: 0, scope: !3313, inlinedAt: !3444)
!3444 = distinct !DILocation(line: 504, column: 9, scope: !3303, inlinedAt: !3442)
!3445 = !DILocation(line: 0, scope: !3327, inlinedAt: !3446)
!3446 = distinct !DILocation(line: 1133, column: 14, scope: !3313, inlinedAt: !3444)
!3447 = !DILocation(line: 1091, column: 22, scope: !3336, inlinedAt: !3446)
!3448 = !DILocation(line: 1091, column: 7, scope: !3337, inlinedAt: !3446)
!3449 = !{!3450}
!3450 = distinct !{!3450, !3451, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!3451 = distinct !{!3451, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!3452 = !DILocation(line: 1092, column: 2, scope: !3336, inlinedAt: !3446)
!3453 = !{!3454}
!3454 = distinct !{!3454, !3451, !"_ZSt19__relocate_object_aISt10unique_ptrI4ItemSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!3455 = !DILocation(line: 0, scope: !3346, inlinedAt: !3456)
!3456 = distinct !DILocation(line: 1092, column: 2, scope: !3336, inlinedAt: !3446)
!3457 = !DILocation(line: 0, scope: !3357, inlinedAt: !3458)
!3458 = distinct !DILocation(line: 1064, column: 7, scope: !3346, inlinedAt: !3456)
!3459 = !DILocation(line: 0, scope: !3371, inlinedAt: !3460)
!3460 = distinct !DILocation(line: 516, column: 8, scope: !3357, inlinedAt: !3458)
!3461 = !DILocation(line: 0, scope: !3381, inlinedAt: !3462)
!3462 = distinct !DILocation(line: 175, column: 23, scope: !3371, inlinedAt: !3460)
!3463 = !DILocation(line: 0, scope: !3387, inlinedAt: !3464)
!3464 = distinct !DILocation(line: 358, column: 7, scope: !3381, inlinedAt: !3462)
!3465 = !DILocation(line: 0, scope: !3393, inlinedAt: !3466)
!3466 = distinct !DILocation(line: 234, column: 7, scope: !3387, inlinedAt: !3464)
!3467 = !DILocation(line: 0, scope: !3399, inlinedAt: !3468)
!3468 = distinct !DILocation(line: 177, column: 9, scope: !3393, inlinedAt: !3466)
!3469 = !DILocation(line: 0, scope: !3406, inlinedAt: !3470)
!3470 = distinct !DILocation(line: 1090, column: 17, scope: !3399, inlinedAt: !3468)
!3471 = !DILocation(line: 301, column: 7, scope: !3406, inlinedAt: !3470)
!3472 = !DILocation(line: 0, scope: !3414, inlinedAt: !3473)
!3473 = distinct !DILocation(line: 1065, column: 7, scope: !3346, inlinedAt: !3456)
!3474 = !DILocation(line: 0, scope: !3424, inlinedAt: !3475)
!3475 = distinct !DILocation(line: 535, column: 8, scope: !3414, inlinedAt: !3473)
!3476 = !DILocation(line: 0, scope: !2942, inlinedAt: !3477)
!3477 = distinct !DILocation(line: 181, column: 10, scope: !3424, inlinedAt: !3475)
!3478 = !DILocation(line: 0, scope: !2945, inlinedAt: !3477)
!3479 = !DILocation(line: 397, column: 8, scope: !2945, inlinedAt: !3477)
!3480 = !DILocation(line: 1091, column: 33, scope: !3336, inlinedAt: !3446)
!3481 = !DILocation(line: 1091, column: 50, scope: !3336, inlinedAt: !3446)
!3482 = distinct !{!3482, !3448, !3483, !2808}
!3483 = !DILocation(line: 1093, column: 41, scope: !3337, inlinedAt: !3446)
!3484 = !DILocation(line: 514, column: 21, scope: !3212)
!3485 = !DILocation(line: 0, scope: !2974, inlinedAt: !3486)
!3486 = distinct !DILocation(line: 513, column: 7, scope: !3212)
!3487 = !DILocation(line: 386, column: 6, scope: !2981, inlinedAt: !3486)
!3488 = !DILocation(line: 386, column: 6, scope: !2974, inlinedAt: !3486)
!3489 = !DILocation(line: 514, column: 39, scope: !3212)
!3490 = !DILocation(line: 0, scope: !2986, inlinedAt: !3491)
!3491 = distinct !DILocation(line: 387, column: 4, scope: !2981, inlinedAt: !3486)
!3492 = !DILocation(line: 0, scope: !2993, inlinedAt: !3493)
!3493 = distinct !DILocation(line: 496, column: 13, scope: !2986, inlinedAt: !3491)
!3494 = !DILocation(line: 158, column: 2, scope: !2993, inlinedAt: !3493)
!3495 = !DILocation(line: 387, column: 4, scope: !2981, inlinedAt: !3486)
!3496 = !DILocation(line: 515, column: 30, scope: !3212)
!3497 = !DILocation(line: 516, column: 31, scope: !3212)
!3498 = !DILocation(line: 517, column: 53, scope: !3212)
!3499 = !DILocation(line: 517, column: 39, scope: !3212)
!3500 = !DILocation(line: 518, column: 5, scope: !3212)
!3501 = !DISubprogram(name: "__throw_length_error", linkageName: "_ZSt20__throw_length_errorPKc", scope: !35, file: !3207, line: 75, type: !1865, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
